; ModuleID = 'strata_swiglu_oai_f32'
source_filename = "strata_swiglu_oai_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_swiglu_oai_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4, float %5) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %then, label %endif

then:                                             ; preds = %entry
  %11 = sext i32 %9 to i64
  %12 = mul i64 %11, 4
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = fcmp ogt float %14, %5
  %16 = select i1 %15, float %5, float %14
  %17 = sext i32 %9 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = fneg float %5
  %22 = fcmp olt float %20, %21
  %23 = select i1 %22, float %21, float %20
  %24 = fcmp ogt float %23, %5
  %25 = select i1 %24, float %5, float %23
  %26 = fneg float %16
  %27 = fmul float %4, %26
  %28 = fmul float %27, 0x3FF7154760000000
  %29 = fcmp olt float %28, -1.260000e+02
  %30 = fcmp ogt float %28, 1.270000e+02
  %31 = select i1 %29, float -1.260000e+02, float %28
  %32 = select i1 %30, float 1.270000e+02, float %31
  %33 = fadd float %32, 5.000000e-01
  %34 = call float @llvm.floor.f32(float %33)
  %35 = fsub float %32, %34
  %36 = fmul float 0x3EEFFCBFC0000000, %35
  %37 = fadd float %36, 0x3F24309120000000
  %38 = fmul float %37, %35
  %39 = fadd float %38, 0x3F55D87FE0000000
  %40 = fmul float %39, %35
  %41 = fadd float %40, 0x3F83B2AB60000000
  %42 = fmul float %41, %35
  %43 = fadd float %42, 0x3FAC6B08E0000000
  %44 = fmul float %43, %35
  %45 = fadd float %44, 0x3FCEBFBE00000000
  %46 = fmul float %45, %35
  %47 = fadd float %46, 0x3FE62E4300000000
  %48 = fmul float %47, %35
  %49 = fadd float %48, 1.000000e+00
  %50 = fptosi float %34 to i32
  %51 = add i32 %50, 127
  %52 = shl i32 %51, 23
  %53 = bitcast i32 %52 to float
  %54 = fmul float %49, %53
  %55 = select i1 %29, float 0.000000e+00, float %54
  %56 = select i1 %30, float 0x7FF0000000000000, float %55
  %57 = fcmp uno float %28, %28
  %58 = select i1 %57, float %28, float %56
  %59 = fadd float 1.000000e+00, %58
  %60 = fdiv float %16, %59
  %61 = fadd float %25, 1.000000e+00
  %62 = fmul float %60, %61
  %63 = sext i32 %9 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  store float %62, ptr addrspace(1) %65, align 4
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

!0 = !{ptr @strata_swiglu_oai_f32, !"kernel", i32 1}
!1 = !{ptr @strata_swiglu_oai_f32, !"maxntidx", i32 256}
