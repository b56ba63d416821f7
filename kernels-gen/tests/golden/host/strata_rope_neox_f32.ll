; ModuleID = 'strata_rope_neox_f32'
source_filename = "strata_rope_neox_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_rope_neox_f32(ptr %0, ptr %1) {
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
  %39 = add i32 %38, %37
  %40 = add i32 %39, %31
  %41 = sitofp i32 %37 to float
  %42 = fmul float %41, %20
  %43 = fcmp olt float %42, -1.260000e+02
  %44 = fcmp ogt float %42, 1.270000e+02
  %45 = select i1 %43, float -1.260000e+02, float %42
  %46 = select i1 %44, float 1.270000e+02, float %45
  %47 = fadd float %46, 5.000000e-01
  %48 = call float @llvm.floor.f32(float %47)
  %49 = fsub float %46, %48
  %50 = fmul float 0x3EEFFCBFC0000000, %49
  %51 = fadd float %50, 0x3F24309120000000
  %52 = fmul float %51, %49
  %53 = fadd float %52, 0x3F55D87FE0000000
  %54 = fmul float %53, %49
  %55 = fadd float %54, 0x3F83B2AB60000000
  %56 = fmul float %55, %49
  %57 = fadd float %56, 0x3FAC6B08E0000000
  %58 = fmul float %57, %49
  %59 = fadd float %58, 0x3FCEBFBE00000000
  %60 = fmul float %59, %49
  %61 = fadd float %60, 0x3FE62E4300000000
  %62 = fmul float %61, %49
  %63 = fadd float %62, 1.000000e+00
  %64 = fptosi float %48 to i32
  %65 = add i32 %64, 127
  %66 = shl i32 %65, 23
  %67 = bitcast i32 %66 to float
  %68 = fmul float %63, %67
  %69 = select i1 %43, float 0.000000e+00, float %68
  %70 = select i1 %44, float 0x7FF0000000000000, float %69
  %71 = fcmp uno float %42, %42
  %72 = select i1 %71, float %42, float %70
  %73 = sitofp i32 %16 to float
  %74 = fmul float %24, %73
  %75 = fmul float %74, %72
  %76 = fmul float %75, 0x3FE45F3060000000
  %77 = fadd float %76, 5.000000e-01
  %78 = call float @llvm.floor.f32(float %77)
  %79 = fmul float %78, 0x3FF921FB60000000
  %80 = fsub float %75, %79
  %81 = fmul float %78, 0xBE6777A5C0000000
  %82 = fsub float %80, %81
  %83 = fmul float %82, %82
  %84 = fmul float 0x3EC71DE3A0000000, %83
  %85 = fadd float %84, 0xBF2A01A020000000
  %86 = fmul float %85, %83
  %87 = fadd float %86, 0x3F81111120000000
  %88 = fmul float %87, %83
  %89 = fadd float %88, 0xBFC5555560000000
  %90 = fmul float %89, %83
  %91 = fadd float %90, 1.000000e+00
  %92 = fmul float %91, %82
  %93 = fmul float 0x3EFA01A020000000, %83
  %94 = fadd float %93, 0xBF56C16C20000000
  %95 = fmul float %94, %83
  %96 = fadd float %95, 0x3FA5555560000000
  %97 = fmul float %96, %83
  %98 = fadd float %97, -5.000000e-01
  %99 = fmul float %98, %83
  %100 = fadd float %99, 1.000000e+00
  %101 = fptosi float %78 to i32
  %102 = and i32 %101, 3
  %103 = and i32 %102, 1
  %104 = icmp ne i32 %103, 0
  %105 = select i1 %104, float %100, float %92
  %106 = select i1 %104, float %92, float %100
  %107 = icmp uge i32 %102, 2
  %108 = add i32 %102, 1
  %109 = and i32 %108, 2
  %110 = icmp eq i32 %109, 2
  %111 = fneg float %105
  %112 = select i1 %107, float %111, float %105
  %113 = fneg float %106
  %114 = select i1 %110, float %113, float %106
  %115 = sext i32 %39 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr %4, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = sext i32 %40 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr %4, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fmul float %118, %114
  %124 = fmul float %122, %112
  %125 = fsub float %123, %124
  %126 = fmul float %118, %112
  %127 = fmul float %122, %114
  %128 = fadd float %126, %127
  %129 = sext i32 %39 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr %4, i64 %130
  store float %125, ptr %131, align 4
  %132 = sext i32 %40 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr %4, i64 %133
  store float %128, ptr %134, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
