; ModuleID = 'strata_attn_decode_combine_sinks'
source_filename = "strata_attn_decode_combine_sinks"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_attn_decode_combine_sinks(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, ptr addrspace(1) noalias %5) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, %4
  %9 = sext i32 %7 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  store float %12, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %13 = load i32, ptr %v1, align 4
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %body, label %done

body:                                             ; preds = %loop
  %15 = load i32, ptr %v1, align 4
  %16 = add i32 %8, %15
  %17 = mul i32 %16, 2
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load float, ptr %v, align 4
  %23 = fcmp ogt float %21, %22
  %24 = select i1 %23, float %21, float %22
  store float %24, ptr %v, align 4
  %25 = load i32, ptr %v1, align 4
  %26 = add i32 %25, 1
  store i32 %26, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %27 = load float, ptr %v, align 4
  %28 = fsub float %12, %27
  %29 = fmul float %28, 0x3FF7154760000000
  %30 = fcmp olt float %29, -1.260000e+02
  %31 = fcmp ogt float %29, 1.270000e+02
  %32 = select i1 %30, float -1.260000e+02, float %29
  %33 = select i1 %31, float 1.270000e+02, float %32
  %34 = fadd float %33, 5.000000e-01
  %35 = call float @llvm.floor.f32(float %34)
  %36 = fsub float %33, %35
  %37 = fmul float 0x3EEFFCBFC0000000, %36
  %38 = fadd float %37, 0x3F24309120000000
  %39 = fmul float %38, %36
  %40 = fadd float %39, 0x3F55D87FE0000000
  %41 = fmul float %40, %36
  %42 = fadd float %41, 0x3F83B2AB60000000
  %43 = fmul float %42, %36
  %44 = fadd float %43, 0x3FAC6B08E0000000
  %45 = fmul float %44, %36
  %46 = fadd float %45, 0x3FCEBFBE00000000
  %47 = fmul float %46, %36
  %48 = fadd float %47, 0x3FE62E4300000000
  %49 = fmul float %48, %36
  %50 = fadd float %49, 1.000000e+00
  %51 = fptosi float %35 to i32
  %52 = add i32 %51, 127
  %53 = shl i32 %52, 23
  %54 = bitcast i32 %53 to float
  %55 = fmul float %50, %54
  %56 = select i1 %30, float 0.000000e+00, float %55
  %57 = select i1 %31, float 0x7FF0000000000000, float %56
  %58 = fcmp uno float %29, %29
  %59 = select i1 %58, float %29, float %57
  store i32 %6, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %done11, %done
  %60 = load i32, ptr %v2, align 4
  %61 = icmp slt i32 %60, %3
  br i1 %61, label %body4, label %done5

body4:                                            ; preds = %loop3
  %62 = load i32, ptr %v2, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

done5:                                            ; preds = %loop3
  ret void

loop9:                                            ; preds = %body10, %body4
  %63 = load i32, ptr %v8, align 4
  %64 = icmp slt i32 %63, %4
  br i1 %64, label %body10, label %done11

body10:                                           ; preds = %loop9
  %65 = load i32, ptr %v8, align 4
  %66 = add i32 %8, %65
  %67 = mul i32 %66, 2
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %2, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fsub float %71, %27
  %73 = fmul float %72, 0x3FF7154760000000
  %74 = fcmp olt float %73, -1.260000e+02
  %75 = fcmp ogt float %73, 1.270000e+02
  %76 = select i1 %74, float -1.260000e+02, float %73
  %77 = select i1 %75, float 1.270000e+02, float %76
  %78 = fadd float %77, 5.000000e-01
  %79 = call float @llvm.floor.f32(float %78)
  %80 = fsub float %77, %79
  %81 = fmul float 0x3EEFFCBFC0000000, %80
  %82 = fadd float %81, 0x3F24309120000000
  %83 = fmul float %82, %80
  %84 = fadd float %83, 0x3F55D87FE0000000
  %85 = fmul float %84, %80
  %86 = fadd float %85, 0x3F83B2AB60000000
  %87 = fmul float %86, %80
  %88 = fadd float %87, 0x3FAC6B08E0000000
  %89 = fmul float %88, %80
  %90 = fadd float %89, 0x3FCEBFBE00000000
  %91 = fmul float %90, %80
  %92 = fadd float %91, 0x3FE62E4300000000
  %93 = fmul float %92, %80
  %94 = fadd float %93, 1.000000e+00
  %95 = fptosi float %79 to i32
  %96 = add i32 %95, 127
  %97 = shl i32 %96, 23
  %98 = bitcast i32 %97 to float
  %99 = fmul float %94, %98
  %100 = select i1 %74, float 0.000000e+00, float %99
  %101 = select i1 %75, float 0x7FF0000000000000, float %100
  %102 = fcmp uno float %73, %73
  %103 = select i1 %102, float %73, float %101
  %104 = fcmp oeq float %71, 0xFFF0000000000000
  %105 = select i1 %104, float 0.000000e+00, float %103
  %106 = add i32 %67, 1
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr addrspace(1) %2, i64 %108
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = load float, ptr %v7, align 4
  %112 = fmul float %105, %110
  %113 = fadd float %112, %111
  store float %113, ptr %v7, align 4
  %114 = mul i32 %66, %3
  %115 = add i32 %114, %62
  %116 = sext i32 %115 to i64
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %1, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = load float, ptr %v6, align 4
  %121 = fmul float %105, %119
  %122 = fadd float %121, %120
  store float %122, ptr %v6, align 4
  %123 = load i32, ptr %v8, align 4
  %124 = add i32 %123, 1
  store i32 %124, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %125 = load float, ptr %v7, align 4
  %126 = fadd float %125, %59
  %127 = load float, ptr %v6, align 4
  %128 = fdiv float %127, %126
  %129 = mul i32 %7, %3
  %130 = add i32 %129, %62
  %131 = sext i32 %130 to i64
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr addrspace(1) %0, i64 %132
  store float %128, ptr addrspace(1) %133, align 4
  %134 = load i32, ptr %v2, align 4
  %135 = add i32 %134, 128
  store i32 %135, ptr %v2, align 4
  br label %loop3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_decode_combine_sinks, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_combine_sinks, !"maxntidx", i32 128}
