; ModuleID = 'strata_sigmoid_scale_f32'
source_filename = "strata_sigmoid_scale_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_sigmoid_scale_f32(ptr %0, ptr %1) {
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
  %21 = getelementptr i8, ptr %10, i64 0
  %22 = load float, ptr %21, align 4
  %23 = fneg float %22
  %24 = fmul float %23, 0x3FF7154760000000
  %25 = fcmp olt float %24, -1.260000e+02
  %26 = fcmp ogt float %24, 1.270000e+02
  %27 = select i1 %25, float -1.260000e+02, float %24
  %28 = select i1 %26, float 1.270000e+02, float %27
  %29 = fadd float %28, 5.000000e-01
  %30 = call float @llvm.floor.f32(float %29)
  %31 = fsub float %28, %30
  %32 = fmul float 0x3EEFFCBFC0000000, %31
  %33 = fadd float %32, 0x3F24309120000000
  %34 = fmul float %33, %31
  %35 = fadd float %34, 0x3F55D87FE0000000
  %36 = fmul float %35, %31
  %37 = fadd float %36, 0x3F83B2AB60000000
  %38 = fmul float %37, %31
  %39 = fadd float %38, 0x3FAC6B08E0000000
  %40 = fmul float %39, %31
  %41 = fadd float %40, 0x3FCEBFBE00000000
  %42 = fmul float %41, %31
  %43 = fadd float %42, 0x3FE62E4300000000
  %44 = fmul float %43, %31
  %45 = fadd float %44, 1.000000e+00
  %46 = fptosi float %30 to i32
  %47 = add i32 %46, 127
  %48 = shl i32 %47, 23
  %49 = bitcast i32 %48 to float
  %50 = fmul float %45, %49
  %51 = select i1 %25, float 0.000000e+00, float %50
  %52 = select i1 %26, float 0x7FF0000000000000, float %51
  %53 = fcmp uno float %24, %24
  %54 = select i1 %53, float %24, float %52
  %55 = fadd float 1.000000e+00, %54
  %56 = fdiv float 1.000000e+00, %55
  %57 = sext i32 %19 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr %7, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul float %60, %56
  %62 = sext i32 %19 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr %4, i64 %63
  store float %61, ptr %64, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
