; ModuleID = 'strata_swiglu_f32'
source_filename = "strata_swiglu_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_swiglu_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %then, label %endif

then:                                             ; preds = %entry
  %9 = sext i32 %7 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %1, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = sext i32 %7 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = fneg float %12
  %18 = fmul float %17, 0x3FF7154760000000
  %19 = fcmp olt float %18, -1.260000e+02
  %20 = fcmp ogt float %18, 1.270000e+02
  %21 = select i1 %19, float -1.260000e+02, float %18
  %22 = select i1 %20, float 1.270000e+02, float %21
  %23 = fadd float %22, 5.000000e-01
  %24 = call float @llvm.floor.f32(float %23)
  %25 = fsub float %22, %24
  %26 = fmul float 0x3EEFFCBFC0000000, %25
  %27 = fadd float %26, 0x3F24309120000000
  %28 = fmul float %27, %25
  %29 = fadd float %28, 0x3F55D87FE0000000
  %30 = fmul float %29, %25
  %31 = fadd float %30, 0x3F83B2AB60000000
  %32 = fmul float %31, %25
  %33 = fadd float %32, 0x3FAC6B08E0000000
  %34 = fmul float %33, %25
  %35 = fadd float %34, 0x3FCEBFBE00000000
  %36 = fmul float %35, %25
  %37 = fadd float %36, 0x3FE62E4300000000
  %38 = fmul float %37, %25
  %39 = fadd float %38, 1.000000e+00
  %40 = fptosi float %24 to i32
  %41 = add i32 %40, 127
  %42 = shl i32 %41, 23
  %43 = bitcast i32 %42 to float
  %44 = fmul float %39, %43
  %45 = select i1 %19, float 0.000000e+00, float %44
  %46 = select i1 %20, float 0x7FF0000000000000, float %45
  %47 = fcmp uno float %18, %18
  %48 = select i1 %47, float %18, float %46
  %49 = fadd float 1.000000e+00, %48
  %50 = fdiv float %12, %49
  %51 = fmul float %50, %16
  %52 = sext i32 %7 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %0, i64 %53
  store float %51, ptr addrspace(1) %54, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_swiglu_f32, !"kernel", i32 1}
!1 = !{ptr @strata_swiglu_f32, !"maxntidx", i32 256}
