; ModuleID = 'strata_rope_norm_f32'
source_filename = "strata_rope_norm_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_rope_norm_f32(ptr %0, ptr %1) {
entry:
  %2 = getelementptr i8, ptr %0, i64 0
  %3 = load i64, ptr %2, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = getelementptr i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc i64 %6 to i32
  %8 = getelementptr i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8
  %10 = trunc i64 %9 to i32
  %11 = getelementptr i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = getelementptr i8, ptr %0, i64 40
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i32
  %20 = bitcast i32 %19 to float
  %21 = getelementptr i8, ptr %0, i64 48
  %22 = load i64, ptr %21, align 8
  %23 = trunc i64 %22 to i32
  %24 = bitcast i32 %23 to float
  %25 = getelementptr i8, ptr %1, i64 0
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr i8, ptr %1, i64 12
  %28 = load i32, ptr %27, align 4
  %29 = mul i32 %28, 128
  %30 = add i32 %29, %26
  %31 = lshr i32 %13, 1
  %32 = mul i32 %7, %31
  %33 = icmp slt i32 %30, %32
  %34 = icmp sgt i32 %31, 0
  %35 = and i1 %33, %34
  br i1 %35, label %then, label %endif

then:                                             ; preds = %entry
  %36 = udiv i32 %30, %31
  %37 = urem i32 %30, %31
  %38 = mul i32 %36, %10
  %39 = shl i32 %37, 1
  %40 = add i32 %38, %39
  %41 = add i32 %40, 1
  %42 = sitofp i32 %37 to float
  %43 = fmul float %42, %20
  %44 = fcmp olt float %43, -1.260000e+02
  %45 = fcmp ogt float %43, 1.270000e+02
  %46 = select i1 %44, float -1.260000e+02, float %43
  %47 = select i1 %45, float 1.270000e+02, float %46
  %48 = fadd float %47, 5.000000e-01
  %49 = call float @llvm.floor.f32(float %48)
  %50 = fsub float %47, %49
  %51 = fmul float 0x3EEFFCBFC0000000, %50
  %52 = fadd float %51, 0x3F24309120000000
  %53 = fmul float %52, %50
  %54 = fadd float %53, 0x3F55D87FE0000000
  %55 = fmul float %54, %50
  %56 = fadd float %55, 0x3F83B2AB60000000
  %57 = fmul float %56, %50
  %58 = fadd float %57, 0x3FAC6B08E0000000
  %59 = fmul float %58, %50
  %60 = fadd float %59, 0x3FCEBFBE00000000
  %61 = fmul float %60, %50
  %62 = fadd float %61, 0x3FE62E4300000000
  %63 = fmul float %62, %50
  %64 = fadd float %63, 1.000000e+00
  %65 = fptosi float %49 to i32
  %66 = add i32 %65, 127
  %67 = shl i32 %66, 23
  %68 = bitcast i32 %67 to float
  %69 = fmul float %64, %68
  %70 = select i1 %44, float 0.000000e+00, float %69
  %71 = select i1 %45, float 0x7FF0000000000000, float %70
  %72 = fcmp uno float %43, %43
  %73 = select i1 %72, float %43, float %71
  %74 = sitofp i32 %16 to float
  %75 = fmul float %24, %74
  %76 = fmul float %75, %73
  %77 = fmul float %76, 0x3FE45F3060000000
  %78 = fadd float %77, 5.000000e-01
  %79 = call float @llvm.floor.f32(float %78)
  %80 = fmul float %79, 0x3FF921FB60000000
  %81 = fsub float %76, %80
  %82 = fmul float %79, 0xBE6777A5C0000000
  %83 = fsub float %81, %82
  %84 = fmul float %83, %83
  %85 = fmul float 0x3EC71DE3A0000000, %84
  %86 = fadd float %85, 0xBF2A01A020000000
  %87 = fmul float %86, %84
  %88 = fadd float %87, 0x3F81111120000000
  %89 = fmul float %88, %84
  %90 = fadd float %89, 0xBFC5555560000000
  %91 = fmul float %90, %84
  %92 = fadd float %91, 1.000000e+00
  %93 = fmul float %92, %83
  %94 = fmul float 0x3EFA01A020000000, %84
  %95 = fadd float %94, 0xBF56C16C20000000
  %96 = fmul float %95, %84
  %97 = fadd float %96, 0x3FA5555560000000
  %98 = fmul float %97, %84
  %99 = fadd float %98, -5.000000e-01
  %100 = fmul float %99, %84
  %101 = fadd float %100, 1.000000e+00
  %102 = fptosi float %79 to i32
  %103 = and i32 %102, 3
  %104 = and i32 %103, 1
  %105 = icmp ne i32 %104, 0
  %106 = select i1 %105, float %101, float %93
  %107 = select i1 %105, float %93, float %101
  %108 = icmp uge i32 %103, 2
  %109 = add i32 %103, 1
  %110 = and i32 %109, 2
  %111 = icmp eq i32 %110, 2
  %112 = fneg float %106
  %113 = select i1 %108, float %112, float %106
  %114 = fneg float %107
  %115 = select i1 %111, float %114, float %107
  %116 = sext i32 %40 to i64
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr %4, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = sext i32 %41 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr %4, i64 %121
  %123 = load float, ptr %122, align 4
  %124 = fmul float %119, %115
  %125 = fmul float %123, %113
  %126 = fsub float %124, %125
  %127 = fmul float %119, %113
  %128 = fmul float %123, %115
  %129 = fadd float %127, %128
  %130 = sext i32 %40 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr %4, i64 %131
  store float %126, ptr %132, align 4
  %133 = sext i32 %41 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr %4, i64 %134
  store float %129, ptr %135, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
