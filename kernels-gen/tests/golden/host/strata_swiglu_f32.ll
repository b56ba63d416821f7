; ModuleID = 'strata_swiglu_f32'
source_filename = "strata_swiglu_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_swiglu_f32(ptr %0, ptr %1) {
entry:
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
  %14 = getelementptr i8, ptr %1, i64 0
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr i8, ptr %1, i64 12
  %17 = load i32, ptr %16, align 4
  %18 = mul i32 %17, 256
  %19 = add i32 %18, %15
  %20 = icmp slt i32 %19, %13
  br i1 %20, label %then, label %endif

then:                                             ; preds = %entry
  %21 = sext i32 %19 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr %7, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fneg float %24
  %26 = fmul float %25, 0x3FF7154760000000
  %27 = fcmp olt float %26, -1.260000e+02
  %28 = fcmp ogt float %26, 1.270000e+02
  %29 = select i1 %27, float -1.260000e+02, float %26
  %30 = select i1 %28, float 1.270000e+02, float %29
  %31 = fadd float %30, 5.000000e-01
  %32 = call float @llvm.floor.f32(float %31)
  %33 = fsub float %30, %32
  %34 = fmul float 0x3EEFFCBFC0000000, %33
  %35 = fadd float %34, 0x3F24309120000000
  %36 = fmul float %35, %33
  %37 = fadd float %36, 0x3F55D87FE0000000
  %38 = fmul float %37, %33
  %39 = fadd float %38, 0x3F83B2AB60000000
  %40 = fmul float %39, %33
  %41 = fadd float %40, 0x3FAC6B08E0000000
  %42 = fmul float %41, %33
  %43 = fadd float %42, 0x3FCEBFBE00000000
  %44 = fmul float %43, %33
  %45 = fadd float %44, 0x3FE62E4300000000
  %46 = fmul float %45, %33
  %47 = fadd float %46, 1.000000e+00
  %48 = fptosi float %32 to i32
  %49 = add i32 %48, 127
  %50 = shl i32 %49, 23
  %51 = bitcast i32 %50 to float
  %52 = fmul float %47, %51
  %53 = select i1 %27, float 0.000000e+00, float %52
  %54 = select i1 %28, float 0x7FF0000000000000, float %53
  %55 = fcmp uno float %26, %26
  %56 = select i1 %55, float %26, float %54
  %57 = fadd float 1.000000e+00, %56
  %58 = fdiv float %24, %57
  %59 = sext i32 %19 to i64
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr %10, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul float %58, %62
  %64 = sext i32 %19 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr %4, i64 %65
  store float %63, ptr %66, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
