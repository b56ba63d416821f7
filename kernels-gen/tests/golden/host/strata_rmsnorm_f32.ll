; ModuleID = 'strata_rmsnorm_f32'
source_filename = "strata_rmsnorm_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_rmsnorm_f32(ptr %0, ptr %1) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %2 = getelementptr i8, ptr %0, i64 0
  %3 = load i64, ptr %2, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = getelementptr i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = inttoptr i64 %6 to ptr
  %8 = getelementptr i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = bitcast i32 %16 to float
  %18 = getelementptr i8, ptr %1, i64 24
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i64 0
  %21 = getelementptr i8, ptr %1, i64 0
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr i8, ptr %1, i64 0
  %24 = load i32, ptr %23, align 4
  %25 = and i32 %24, 31
  %26 = getelementptr i8, ptr %1, i64 0
  %27 = load i32, ptr %26, align 4
  %28 = lshr i32 %27, 5
  %29 = getelementptr i8, ptr %1, i64 12
  %30 = load i32, ptr %29, align 4
  %31 = sext i32 %30 to i64
  %32 = sext i32 %13 to i64
  %33 = mul i64 %31, %32
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr %7, i64 %34
  %36 = mul i64 %33, 4
  %37 = getelementptr i8, ptr %4, i64 %36
  store float 0.000000e+00, ptr %v, align 4
  store i32 %22, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %38 = load i32, ptr %v1, align 4
  %39 = icmp slt i32 %38, %13
  br i1 %39, label %body, label %done

body:                                             ; preds = %loop
  %40 = load i32, ptr %v1, align 4
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 4
  %43 = getelementptr i8, ptr %35, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = load float, ptr %v, align 4
  %46 = fmul float %44, %44
  %47 = fadd float %46, %45
  store float %47, ptr %v, align 4
  %48 = load i32, ptr %v1, align 4
  %49 = add i32 %48, 256
  store i32 %49, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %50 = load float, ptr %v, align 4
  %51 = bitcast float %50 to i32
  %52 = getelementptr i8, ptr %1, i64 40
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr %1, i32 %51, i32 16)
  %55 = bitcast i32 %54 to float
  %56 = fadd float %50, %55
  %57 = bitcast float %56 to i32
  %58 = getelementptr i8, ptr %1, i64 40
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr %1, i32 %57, i32 8)
  %61 = bitcast i32 %60 to float
  %62 = fadd float %56, %61
  %63 = bitcast float %62 to i32
  %64 = getelementptr i8, ptr %1, i64 40
  %65 = load ptr, ptr %64, align 8
  %66 = call i32 %65(ptr %1, i32 %63, i32 4)
  %67 = bitcast i32 %66 to float
  %68 = fadd float %62, %67
  %69 = bitcast float %68 to i32
  %70 = getelementptr i8, ptr %1, i64 40
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 %71(ptr %1, i32 %69, i32 2)
  %73 = bitcast i32 %72 to float
  %74 = fadd float %68, %73
  %75 = bitcast float %74 to i32
  %76 = getelementptr i8, ptr %1, i64 40
  %77 = load ptr, ptr %76, align 8
  %78 = call i32 %77(ptr %1, i32 %75, i32 1)
  %79 = bitcast i32 %78 to float
  %80 = fadd float %74, %79
  %81 = icmp eq i32 %25, 0
  br i1 %81, label %then, label %endif

then:                                             ; preds = %done
  %82 = sext i32 %28 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr %20, i64 %83
  store float %80, ptr %84, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %85 = getelementptr i8, ptr %1, i64 32
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr %1)
  %87 = getelementptr i8, ptr %20, i64 0
  %88 = load float, ptr %87, align 4
  %89 = fadd float 0.000000e+00, %88
  %90 = getelementptr i8, ptr %20, i64 4
  %91 = load float, ptr %90, align 4
  %92 = fadd float %89, %91
  %93 = getelementptr i8, ptr %20, i64 8
  %94 = load float, ptr %93, align 4
  %95 = fadd float %92, %94
  %96 = getelementptr i8, ptr %20, i64 12
  %97 = load float, ptr %96, align 4
  %98 = fadd float %95, %97
  %99 = getelementptr i8, ptr %20, i64 16
  %100 = load float, ptr %99, align 4
  %101 = fadd float %98, %100
  %102 = getelementptr i8, ptr %20, i64 20
  %103 = load float, ptr %102, align 4
  %104 = fadd float %101, %103
  %105 = getelementptr i8, ptr %20, i64 24
  %106 = load float, ptr %105, align 4
  %107 = fadd float %104, %106
  %108 = getelementptr i8, ptr %20, i64 28
  %109 = load float, ptr %108, align 4
  %110 = fadd float %107, %109
  %111 = sitofp i32 %13 to float
  %112 = fdiv float %110, %111
  %113 = fadd float %112, %17
  %114 = call float @llvm.sqrt.f32(float %113)
  %115 = fdiv float 1.000000e+00, %114
  store i32 %22, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %endif
  %116 = load i32, ptr %v2, align 4
  %117 = icmp slt i32 %116, %13
  br i1 %117, label %body4, label %done5

body4:                                            ; preds = %loop3
  %118 = load i32, ptr %v2, align 4
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr %35, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fmul float %122, %115
  %124 = sext i32 %118 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr %10, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fmul float %123, %127
  %129 = sext i32 %118 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr %37, i64 %130
  store float %128, ptr %131, align 4
  %132 = load i32, ptr %v2, align 4
  %133 = add i32 %132, 256
  store i32 %133, ptr %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
