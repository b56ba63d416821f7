; ModuleID = 'strata_conv1d_step_f32'
source_filename = "strata_conv1d_step_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_conv1d_step_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %4
  %11 = icmp sgt i32 %5, 0
  %12 = and i1 %10, %11
  br i1 %12, label %then, label %endif

then:                                             ; preds = %entry
  %13 = sub i32 %5, 1
  %14 = mul i32 %9, %5
  store float 0.000000e+00, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %endif7, %entry
  ret void

loop:                                             ; preds = %body, %then
  %15 = load i32, ptr %v1, align 4
  %16 = icmp slt i32 %15, %13
  br i1 %16, label %body, label %done

body:                                             ; preds = %loop
  %17 = load i32, ptr %v1, align 4
  %18 = mul i32 %17, %4
  %19 = add i32 %18, %9
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = getelementptr i8, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = add i32 %14, %17
  %25 = sext i32 %24 to i64
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) %3, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  %29 = load float, ptr %v, align 4
  %30 = fmul float %23, %28
  %31 = fadd float %29, %30
  store float %31, ptr %v, align 4
  %32 = load i32, ptr %v1, align 4
  %33 = add i32 %32, 1
  store i32 %33, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %34 = sext i32 %9 to i64
  %35 = mul i64 %34, 4
  %36 = getelementptr i8, ptr addrspace(1) %2, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = add i32 %14, %13
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, 4
  %41 = getelementptr i8, ptr addrspace(1) %3, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load float, ptr %v, align 4
  %44 = fmul float %37, %42
  %45 = fadd float %43, %44
  %46 = fneg float %45
  %47 = fmul float %46, 0x3FF7154760000000
  %48 = fcmp olt float %47, -1.260000e+02
  %49 = fcmp ogt float %47, 1.270000e+02
  %50 = select i1 %48, float -1.260000e+02, float %47
  %51 = select i1 %49, float 1.270000e+02, float %50
  %52 = fadd float %51, 5.000000e-01
  %53 = call float @llvm.floor.f32(float %52)
  %54 = fsub float %51, %53
  %55 = fmul float 0x3EEFFCBFC0000000, %54
  %56 = fadd float %55, 0x3F24309120000000
  %57 = fmul float %56, %54
  %58 = fadd float %57, 0x3F55D87FE0000000
  %59 = fmul float %58, %54
  %60 = fadd float %59, 0x3F83B2AB60000000
  %61 = fmul float %60, %54
  %62 = fadd float %61, 0x3FAC6B08E0000000
  %63 = fmul float %62, %54
  %64 = fadd float %63, 0x3FCEBFBE00000000
  %65 = fmul float %64, %54
  %66 = fadd float %65, 0x3FE62E4300000000
  %67 = fmul float %66, %54
  %68 = fadd float %67, 1.000000e+00
  %69 = fptosi float %53 to i32
  %70 = add i32 %69, 127
  %71 = shl i32 %70, 23
  %72 = bitcast i32 %71 to float
  %73 = fmul float %68, %72
  %74 = select i1 %48, float 0.000000e+00, float %73
  %75 = select i1 %49, float 0x7FF0000000000000, float %74
  %76 = fcmp uno float %47, %47
  %77 = select i1 %76, float %47, float %75
  %78 = fadd float 1.000000e+00, %77
  %79 = fdiv float %45, %78
  %80 = sext i32 %9 to i64
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  store float %79, ptr addrspace(1) %82, align 4
  %83 = sub i32 %13, 1
  store i32 0, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %done
  %84 = load i32, ptr %v2, align 4
  %85 = icmp slt i32 %84, %83
  br i1 %85, label %body4, label %done5

body4:                                            ; preds = %loop3
  %86 = load i32, ptr %v2, align 4
  %87 = add i32 %86, 1
  %88 = mul i32 %87, %4
  %89 = add i32 %88, %9
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = mul i32 %86, %4
  %95 = add i32 %94, %9
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(1) %1, i64 %97
  store float %93, ptr addrspace(1) %98, align 4
  %99 = load i32, ptr %v2, align 4
  %100 = add i32 %99, 1
  store i32 %100, ptr %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  %101 = icmp sgt i32 %13, 0
  br i1 %101, label %then6, label %endif7

then6:                                            ; preds = %done5
  %102 = mul i32 %83, %4
  %103 = add i32 %102, %9
  %104 = sext i32 %103 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %1, i64 %105
  store float %37, ptr addrspace(1) %106, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %done5
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_conv1d_step_f32, !"kernel", i32 1}
!1 = !{ptr @strata_conv1d_step_f32, !"maxntidx", i32 256}
