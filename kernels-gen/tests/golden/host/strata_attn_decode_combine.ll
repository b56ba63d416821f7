; ModuleID = 'strata_attn_decode_combine'
source_filename = "strata_attn_decode_combine"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_attn_decode_combine(ptr %0, ptr %1) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
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
  %17 = getelementptr i8, ptr %1, i64 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %20, %16
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %22 = load i32, ptr %v1, align 4
  %23 = icmp slt i32 %22, %16
  br i1 %23, label %body, label %done

body:                                             ; preds = %loop
  %24 = load i32, ptr %v1, align 4
  %25 = add i32 %21, %24
  %26 = mul i32 %25, 2
  %27 = sext i32 %26 to i64
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr %10, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr %v, align 4
  %32 = fcmp ogt float %30, %31
  %33 = select i1 %32, float %30, float %31
  store float %33, ptr %v, align 4
  %34 = load i32, ptr %v1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %36 = load float, ptr %v, align 4
  store i32 %18, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %done11, %done
  %37 = load i32, ptr %v2, align 4
  %38 = icmp slt i32 %37, %13
  br i1 %38, label %body4, label %done5

body4:                                            ; preds = %loop3
  %39 = load i32, ptr %v2, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

done5:                                            ; preds = %loop3
  ret void

loop9:                                            ; preds = %body10, %body4
  %40 = load i32, ptr %v8, align 4
  %41 = icmp slt i32 %40, %16
  br i1 %41, label %body10, label %done11

body10:                                           ; preds = %loop9
  %42 = load i32, ptr %v8, align 4
  %43 = add i32 %21, %42
  %44 = mul i32 %43, 2
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr %10, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fsub float %48, %36
  %50 = fmul float %49, 0x3FF7154760000000
  %51 = fcmp olt float %50, -1.260000e+02
  %52 = fcmp ogt float %50, 1.270000e+02
  %53 = select i1 %51, float -1.260000e+02, float %50
  %54 = select i1 %52, float 1.270000e+02, float %53
  %55 = fadd float %54, 5.000000e-01
  %56 = call float @llvm.floor.f32(float %55)
  %57 = fsub float %54, %56
  %58 = fmul float 0x3EEFFCBFC0000000, %57
  %59 = fadd float %58, 0x3F24309120000000
  %60 = fmul float %59, %57
  %61 = fadd float %60, 0x3F55D87FE0000000
  %62 = fmul float %61, %57
  %63 = fadd float %62, 0x3F83B2AB60000000
  %64 = fmul float %63, %57
  %65 = fadd float %64, 0x3FAC6B08E0000000
  %66 = fmul float %65, %57
  %67 = fadd float %66, 0x3FCEBFBE00000000
  %68 = fmul float %67, %57
  %69 = fadd float %68, 0x3FE62E4300000000
  %70 = fmul float %69, %57
  %71 = fadd float %70, 1.000000e+00
  %72 = fptosi float %56 to i32
  %73 = add i32 %72, 127
  %74 = shl i32 %73, 23
  %75 = bitcast i32 %74 to float
  %76 = fmul float %71, %75
  %77 = select i1 %51, float 0.000000e+00, float %76
  %78 = select i1 %52, float 0x7FF0000000000000, float %77
  %79 = fcmp uno float %50, %50
  %80 = select i1 %79, float %50, float %78
  %81 = fcmp oeq float %48, 0xFFF0000000000000
  %82 = select i1 %81, float 0.000000e+00, float %80
  %83 = add i32 %44, 1
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr %10, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = load float, ptr %v7, align 4
  %89 = fmul float %82, %87
  %90 = fadd float %89, %88
  store float %90, ptr %v7, align 4
  %91 = mul i32 %43, %13
  %92 = add i32 %91, %39
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr %7, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = load float, ptr %v6, align 4
  %98 = fmul float %82, %96
  %99 = fadd float %98, %97
  store float %99, ptr %v6, align 4
  %100 = load i32, ptr %v8, align 4
  %101 = add i32 %100, 1
  store i32 %101, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %102 = load float, ptr %v6, align 4
  %103 = load float, ptr %v7, align 4
  %104 = fdiv float %102, %103
  %105 = mul i32 %20, %13
  %106 = add i32 %105, %39
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr %4, i64 %108
  store float %104, ptr %109, align 4
  %110 = load i32, ptr %v2, align 4
  %111 = add i32 %110, 128
  store i32 %111, ptr %v2, align 4
  br label %loop3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
