; ModuleID = 'strata_kv_store_f16'
source_filename = "strata_kv_store_f16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_kv_store_f16(ptr %0, ptr %1) {
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
  %13 = inttoptr i64 %12 to ptr
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = inttoptr i64 %15 to ptr
  %17 = getelementptr i8, ptr %0, i64 40
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i32
  %20 = getelementptr i8, ptr %1, i64 0
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr i8, ptr %1, i64 12
  %23 = load i32, ptr %22, align 4
  %24 = mul i32 %23, 256
  %25 = add i32 %24, %21
  %26 = icmp slt i32 %25, %19
  br i1 %26, label %then, label %endif

then:                                             ; preds = %entry
  %27 = getelementptr i8, ptr %16, i64 0
  %28 = load i32, ptr %27, align 4
  %29 = sext i32 %28 to i64
  %30 = sext i32 %19 to i64
  %31 = mul i64 %29, %30
  %32 = sext i32 %25 to i64
  %33 = add i64 %31, %32
  %34 = sext i32 %25 to i64
  %35 = mul i64 %34, 4
  %36 = getelementptr i8, ptr %10, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = mul i64 %33, 2
  %39 = getelementptr i8, ptr %4, i64 %38
  %40 = bitcast float %37 to i32
  %41 = lshr i32 %40, 16
  %42 = and i32 %41, 32768
  %43 = and i32 %40, 2147483647
  %44 = icmp ugt i32 %43, 2139095040
  %45 = select i1 %44, i32 32256, i32 31744
  %46 = bitcast i32 %43 to float
  %47 = fadd float %46, 5.000000e-01
  %48 = bitcast float %47 to i32
  %49 = sub i32 %48, 1056964608
  %50 = lshr i32 %43, 13
  %51 = and i32 %50, 1
  %52 = add i32 %43, -939520001
  %53 = add i32 %52, %51
  %54 = lshr i32 %53, 13
  %55 = icmp ult i32 %43, 947912704
  %56 = select i1 %55, i32 %49, i32 %54
  %57 = icmp uge i32 %43, 1199566848
  %58 = select i1 %57, i32 31744, i32 %56
  %59 = icmp uge i32 %43, 2139095040
  %60 = select i1 %59, i32 %45, i32 %58
  %61 = or i32 %60, %42
  %62 = trunc i32 %61 to i16
  store i16 %62, ptr %39, align 2
  %63 = sext i32 %25 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr %13, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = mul i64 %33, 2
  %68 = getelementptr i8, ptr %7, i64 %67
  %69 = bitcast float %66 to i32
  %70 = lshr i32 %69, 16
  %71 = and i32 %70, 32768
  %72 = and i32 %69, 2147483647
  %73 = icmp ugt i32 %72, 2139095040
  %74 = select i1 %73, i32 32256, i32 31744
  %75 = bitcast i32 %72 to float
  %76 = fadd float %75, 5.000000e-01
  %77 = bitcast float %76 to i32
  %78 = sub i32 %77, 1056964608
  %79 = lshr i32 %72, 13
  %80 = and i32 %79, 1
  %81 = add i32 %72, -939520001
  %82 = add i32 %81, %80
  %83 = lshr i32 %82, 13
  %84 = icmp ult i32 %72, 947912704
  %85 = select i1 %84, i32 %78, i32 %83
  %86 = icmp uge i32 %72, 1199566848
  %87 = select i1 %86, i32 31744, i32 %85
  %88 = icmp uge i32 %72, 2139095040
  %89 = select i1 %88, i32 %74, i32 %87
  %90 = or i32 %89, %71
  %91 = trunc i32 %90 to i16
  store i16 %91, ptr %68, align 2
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}
