; ModuleID = 'strata_add_f32'
source_filename = "strata_add_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_add_f32(ptr %0, ptr %1) {
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
  %25 = sext i32 %19 to i64
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr %10, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd float %24, %28
  %30 = sext i32 %19 to i64
  %31 = mul i64 %30, 4
  %32 = getelementptr i8, ptr %4, i64 %31
  store float %29, ptr %32, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}
