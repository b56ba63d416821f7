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
  %7 = inttoptr i64 %6 to ptr
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
  %31 = lshr i32 %16, 1
  %32 = mul i32 %10, %31
  %33 = icmp slt i32 %30, %32
  %34 = icmp sgt i32 %31, 0
  %35 = and i1 %33, %34
  br i1 %35, label %then, label %endif

then:                                             ; preds = %entry
  %36 = udiv i32 %30, %31
  %37 = urem i32 %30, %31
  %38 = mul i32 %36, %13
  %39 = shl i32 %37, 1
  %40 = add i32 %38, %39
  %41 = add i32 %40, 1
  %42 = getelementptr i8, ptr %7, i64 0
  %43 = load i32, ptr %42, align 4
  %44 = sitofp i32 %37 to float
  %45 = fmul float %44, %20
  %46 = fcmp olt float %45, -1.260000e+02
  %47 = fcmp ogt float %45, 1.270000e+02
  %48 = select i1 %46, float -1.260000e+02, float %45
  %49 = select i1 %47, float 1.270000e+02, float %48
  %50 = fadd float %49, 5.000000e-01
  %51 = call float @llvm.floor.f32(float %50)
  %52 = fsub float %49, %51
  %53 = fmul float 0x3EEFFCBFC0000000, %52
  %54 = fadd float %53, 0x3F24309120000000
  %55 = fmul float %54, %52
  %56 = fadd float %55, 0x3F55D87FE0000000
  %57 = fmul float %56, %52
  %58 = fadd float %57, 0x3F83B2AB60000000
  %59 = fmul float %58, %52
  %60 = fadd float %59, 0x3FAC6B08E0000000
  %61 = fmul float %60, %52
  %62 = fadd float %61, 0x3FCEBFBE00000000
  %63 = fmul float %62, %52
  %64 = fadd float %63, 0x3FE62E4300000000
  %65 = fmul float %64, %52
  %66 = fadd float %65, 1.000000e+00
  %67 = fptosi float %51 to i32
  %68 = add i32 %67, 127
  %69 = shl i32 %68, 23
  %70 = bitcast i32 %69 to float
  %71 = fmul float %66, %70
  %72 = select i1 %46, float 0.000000e+00, float %71
  %73 = select i1 %47, float 0x7FF0000000000000, float %72
  %74 = fcmp uno float %45, %45
  %75 = select i1 %74, float %45, float %73
  %76 = sitofp i32 %43 to float
  %77 = fmul float %24, %76
  %78 = fmul float %77, %75
  %79 = fmul float %78, 0x3FE45F3060000000
  %80 = fadd float %79, 5.000000e-01
  %81 = call float @llvm.floor.f32(float %80)
  %82 = fmul float %81, 0x3FF921FB60000000
  %83 = fsub float %78, %82
  %84 = fmul float %81, 0xBE6777A5C0000000
  %85 = fsub float %83, %84
  %86 = fmul float %85, %85
  %87 = fmul float 0x3EC71DE3A0000000, %86
  %88 = fadd float %87, 0xBF2A01A020000000
  %89 = fmul float %88, %86
  %90 = fadd float %89, 0x3F81111120000000
  %91 = fmul float %90, %86
  %92 = fadd float %91, 0xBFC5555560000000
  %93 = fmul float %92, %86
  %94 = fadd float %93, 1.000000e+00
  %95 = fmul float %94, %85
  %96 = fmul float 0x3EFA01A020000000, %86
  %97 = fadd float %96, 0xBF56C16C20000000
  %98 = fmul float %97, %86
  %99 = fadd float %98, 0x3FA5555560000000
  %100 = fmul float %99, %86
  %101 = fadd float %100, -5.000000e-01
  %102 = fmul float %101, %86
  %103 = fadd float %102, 1.000000e+00
  %104 = fptosi float %81 to i32
  %105 = and i32 %104, 3
  %106 = and i32 %105, 1
  %107 = icmp ne i32 %106, 0
  %108 = select i1 %107, float %103, float %95
  %109 = select i1 %107, float %95, float %103
  %110 = icmp uge i32 %105, 2
  %111 = add i32 %105, 1
  %112 = and i32 %111, 2
  %113 = icmp eq i32 %112, 2
  %114 = fneg float %108
  %115 = select i1 %110, float %114, float %108
  %116 = fneg float %109
  %117 = select i1 %113, float %116, float %109
  %118 = sext i32 %40 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr %4, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = sext i32 %41 to i64
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr %4, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul float %121, %117
  %127 = fmul float %125, %115
  %128 = fsub float %126, %127
  %129 = fmul float %121, %115
  %130 = fmul float %125, %117
  %131 = fadd float %129, %130
  %132 = sext i32 %40 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr %4, i64 %133
  store float %128, ptr %134, align 4
  %135 = sext i32 %41 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr %4, i64 %136
  store float %131, ptr %137, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
