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
  %39 = add i32 %38, %37
  %40 = add i32 %39, %31
  %41 = getelementptr i8, ptr %7, i64 0
  %42 = load i32, ptr %41, align 4
  %43 = sitofp i32 %37 to float
  %44 = fmul float %43, %20
  %45 = fcmp olt float %44, -1.260000e+02
  %46 = fcmp ogt float %44, 1.270000e+02
  %47 = select i1 %45, float -1.260000e+02, float %44
  %48 = select i1 %46, float 1.270000e+02, float %47
  %49 = fadd float %48, 5.000000e-01
  %50 = call float @llvm.floor.f32(float %49)
  %51 = fsub float %48, %50
  %52 = fmul float 0x3EEFFCBFC0000000, %51
  %53 = fadd float %52, 0x3F24309120000000
  %54 = fmul float %53, %51
  %55 = fadd float %54, 0x3F55D87FE0000000
  %56 = fmul float %55, %51
  %57 = fadd float %56, 0x3F83B2AB60000000
  %58 = fmul float %57, %51
  %59 = fadd float %58, 0x3FAC6B08E0000000
  %60 = fmul float %59, %51
  %61 = fadd float %60, 0x3FCEBFBE00000000
  %62 = fmul float %61, %51
  %63 = fadd float %62, 0x3FE62E4300000000
  %64 = fmul float %63, %51
  %65 = fadd float %64, 1.000000e+00
  %66 = fptosi float %50 to i32
  %67 = add i32 %66, 127
  %68 = shl i32 %67, 23
  %69 = bitcast i32 %68 to float
  %70 = fmul float %65, %69
  %71 = select i1 %45, float 0.000000e+00, float %70
  %72 = select i1 %46, float 0x7FF0000000000000, float %71
  %73 = fcmp uno float %44, %44
  %74 = select i1 %73, float %44, float %72
  %75 = sitofp i32 %42 to float
  %76 = fmul float %24, %75
  %77 = fmul float %76, %74
  %78 = fmul float %77, 0x3FE45F3060000000
  %79 = fadd float %78, 5.000000e-01
  %80 = call float @llvm.floor.f32(float %79)
  %81 = fmul float %80, 0x3FF921FB60000000
  %82 = fsub float %77, %81
  %83 = fmul float %80, 0xBE6777A5C0000000
  %84 = fsub float %82, %83
  %85 = fmul float %84, %84
  %86 = fmul float 0x3EC71DE3A0000000, %85
  %87 = fadd float %86, 0xBF2A01A020000000
  %88 = fmul float %87, %85
  %89 = fadd float %88, 0x3F81111120000000
  %90 = fmul float %89, %85
  %91 = fadd float %90, 0xBFC5555560000000
  %92 = fmul float %91, %85
  %93 = fadd float %92, 1.000000e+00
  %94 = fmul float %93, %84
  %95 = fmul float 0x3EFA01A020000000, %85
  %96 = fadd float %95, 0xBF56C16C20000000
  %97 = fmul float %96, %85
  %98 = fadd float %97, 0x3FA5555560000000
  %99 = fmul float %98, %85
  %100 = fadd float %99, -5.000000e-01
  %101 = fmul float %100, %85
  %102 = fadd float %101, 1.000000e+00
  %103 = fptosi float %80 to i32
  %104 = and i32 %103, 3
  %105 = and i32 %104, 1
  %106 = icmp ne i32 %105, 0
  %107 = select i1 %106, float %102, float %94
  %108 = select i1 %106, float %94, float %102
  %109 = icmp uge i32 %104, 2
  %110 = add i32 %104, 1
  %111 = and i32 %110, 2
  %112 = icmp eq i32 %111, 2
  %113 = fneg float %107
  %114 = select i1 %109, float %113, float %107
  %115 = fneg float %108
  %116 = select i1 %112, float %115, float %108
  %117 = sext i32 %39 to i64
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr %4, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = sext i32 %40 to i64
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr %4, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fmul float %120, %116
  %126 = fmul float %124, %114
  %127 = fsub float %125, %126
  %128 = fmul float %120, %114
  %129 = fmul float %124, %116
  %130 = fadd float %128, %129
  %131 = sext i32 %39 to i64
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr %4, i64 %132
  store float %127, ptr %133, align 4
  %134 = sext i32 %40 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %130, ptr %136, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
