; ModuleID = 'strata_sigmoid_scale_rows_f32'
source_filename = "strata_sigmoid_scale_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_sigmoid_scale_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = icmp slt i32 %7, %3
  br i1 %9, label %then, label %endif

then:                                             ; preds = %entry
  %10 = sext i32 %8 to i64
  %11 = mul i64 %10, 4
  %12 = getelementptr i8, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4
  %14 = fneg float %13
  %15 = fmul float %14, 0x3FF7154760000000
  %16 = fcmp olt float %15, -1.260000e+02
  %17 = fcmp ogt float %15, 1.270000e+02
  %18 = select i1 %16, float -1.260000e+02, float %15
  %19 = select i1 %17, float 1.270000e+02, float %18
  %20 = fadd float %19, 5.000000e-01
  %21 = call float @llvm.floor.f32(float %20)
  %22 = fsub float %19, %21
  %23 = fmul float 0x3EEFFCBFC0000000, %22
  %24 = fadd float %23, 0x3F24309120000000
  %25 = fmul float %24, %22
  %26 = fadd float %25, 0x3F55D87FE0000000
  %27 = fmul float %26, %22
  %28 = fadd float %27, 0x3F83B2AB60000000
  %29 = fmul float %28, %22
  %30 = fadd float %29, 0x3FAC6B08E0000000
  %31 = fmul float %30, %22
  %32 = fadd float %31, 0x3FCEBFBE00000000
  %33 = fmul float %32, %22
  %34 = fadd float %33, 0x3FE62E4300000000
  %35 = fmul float %34, %22
  %36 = fadd float %35, 1.000000e+00
  %37 = fptosi float %21 to i32
  %38 = add i32 %37, 127
  %39 = shl i32 %38, 23
  %40 = bitcast i32 %39 to float
  %41 = fmul float %36, %40
  %42 = select i1 %16, float 0.000000e+00, float %41
  %43 = select i1 %17, float 0x7FF0000000000000, float %42
  %44 = fcmp uno float %15, %15
  %45 = select i1 %44, float %15, float %43
  %46 = fadd float 1.000000e+00, %45
  %47 = fdiv float 1.000000e+00, %46
  %48 = sext i32 %8 to i64
  %49 = sext i32 %3 to i64
  %50 = mul i64 %48, %49
  %51 = sext i32 %7 to i64
  %52 = add i64 %50, %51
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = fmul float %55, %47
  %57 = mul i64 %52, 4
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  store float %56, ptr addrspace(1) %58, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_sigmoid_scale_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_sigmoid_scale_rows_f32, !"maxntidx", i32 256}
