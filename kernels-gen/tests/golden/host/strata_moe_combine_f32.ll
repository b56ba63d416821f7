; ModuleID = 'strata_moe_combine_f32'
source_filename = "strata_moe_combine_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_moe_combine_f32(ptr %0, ptr %1) {
entry:
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
  %21 = mul i32 %20, 256
  %22 = add i32 %21, %18
  %23 = icmp slt i32 %22, %13
  br i1 %23, label %then, label %endif

then:                                             ; preds = %entry
  store float 0.000000e+00, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %body, %then
  %24 = load i32, ptr %v1, align 4
  %25 = icmp slt i32 %24, %16
  br i1 %25, label %body, label %done

body:                                             ; preds = %loop
  %26 = load i32, ptr %v1, align 4
  %27 = sext i32 %26 to i64
  %28 = sext i32 %13 to i64
  %29 = mul i64 %27, %28
  %30 = sext i32 %22 to i64
  %31 = add i64 %29, %30
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = sext i32 %26 to i64
  %36 = mul i64 %35, 4
  %37 = getelementptr i8, ptr %10, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fmul float %34, %38
  %40 = load float, ptr %v, align 4
  %41 = fadd float %40, %39
  store float %41, ptr %v, align 4
  %42 = load i32, ptr %v1, align 4
  %43 = add i32 %42, 1
  store i32 %43, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %44 = load float, ptr %v, align 4
  %45 = sext i32 %22 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr %4, i64 %46
  store float %44, ptr %47, align 4
  br label %endif
}
