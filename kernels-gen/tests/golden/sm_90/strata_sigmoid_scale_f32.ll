; ModuleID = 'strata_sigmoid_scale_f32'
source_filename = "strata_sigmoid_scale_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_sigmoid_scale_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %then, label %endif

then:                                             ; preds = %entry
  %9 = getelementptr i8, ptr addrspace(1) %2, i64 0
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fneg float %10
  %12 = fmul float %11, 0x3FF7154760000000
  %13 = fcmp olt float %12, -1.260000e+02
  %14 = fcmp ogt float %12, 1.270000e+02
  %15 = select i1 %13, float -1.260000e+02, float %12
  %16 = select i1 %14, float 1.270000e+02, float %15
  %17 = fadd float %16, 5.000000e-01
  %18 = call float @llvm.floor.f32(float %17)
  %19 = fsub float %16, %18
  %20 = fmul float 0x3EEFFCBFC0000000, %19
  %21 = fadd float %20, 0x3F24309120000000
  %22 = fmul float %21, %19
  %23 = fadd float %22, 0x3F55D87FE0000000
  %24 = fmul float %23, %19
  %25 = fadd float %24, 0x3F83B2AB60000000
  %26 = fmul float %25, %19
  %27 = fadd float %26, 0x3FAC6B08E0000000
  %28 = fmul float %27, %19
  %29 = fadd float %28, 0x3FCEBFBE00000000
  %30 = fmul float %29, %19
  %31 = fadd float %30, 0x3FE62E4300000000
  %32 = fmul float %31, %19
  %33 = fadd float %32, 1.000000e+00
  %34 = fptosi float %18 to i32
  %35 = add i32 %34, 127
  %36 = shl i32 %35, 23
  %37 = bitcast i32 %36 to float
  %38 = fmul float %33, %37
  %39 = select i1 %13, float 0.000000e+00, float %38
  %40 = select i1 %14, float 0x7FF0000000000000, float %39
  %41 = fcmp uno float %12, %12
  %42 = select i1 %41, float %12, float %40
  %43 = fadd float 1.000000e+00, %42
  %44 = fdiv float 1.000000e+00, %43
  %45 = sext i32 %7 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = fmul float %48, %44
  %50 = sext i32 %7 to i64
  %51 = mul i64 %50, 4
  %52 = getelementptr i8, ptr addrspace(1) %0, i64 %51
  store float %49, ptr addrspace(1) %52, align 4
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

!0 = !{ptr @strata_sigmoid_scale_f32, !"kernel", i32 1}
!1 = !{ptr @strata_sigmoid_scale_f32, !"maxntidx", i32 256}
