; ModuleID = 'strata_embed_iq2_xxs'
source_filename = "strata_embed_iq2_xxs"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_iq2xxs_grid = internal constant [512 x i32] [i32 134744072, i32 134744072, i32 134744107, i32 134744072, i32 134748441, i32 134744072, i32 134753032, i32 134744072, i32 134753067, i32 134744072, i32 135858201, i32 134744072, i32 135862536, i32 134744072, i32 137037832, i32 134744072, i32 137037867, i32 134744072, i32 137046792, i32 134744072, i32 137046827, i32 134744072, i32 419956761, i32 134744072, i32 419961096, i32 134744072, i32 421070856, i32 134744072, i32 421079816, i32 134744072, i32 422250521, i32 134744072, i32 422254856, i32 134744072, i32 721946632, i32 134744072, i32 721946667, i32 134744072, i32 721955627, i32 134744072, i32 724240427, i32 134744072, i32 134744089, i32 134744089, i32 134748424, i32 134744089, i32 135858184, i32 134744089, i32 135862553, i32 134744089, i32 419956744, i32 134744089, i32 721950984, i32 134744089, i32 723069704, i32 134744089, i32 134744072, i32 134744107, i32 134744107, i32 134744107, i32 137037867, i32 134744107, i32 721946667, i32 134744107, i32 134744089, i32 134748424, i32 134748424, i32 134748424, i32 135858184, i32 134748424, i32 137037849, i32 134748424, i32 137042184, i32 134748424, i32 419956744, i32 134748424, i32 419956779, i32 134748424, i32 419965704, i32 134748424, i32 422250504, i32 134748424, i32 721946649, i32 134748424, i32 721950984, i32 134748424, i32 723060744, i32 134748424, i32 724244744, i32 134748424, i32 134744072, i32 134748441, i32 134744107, i32 134748441, i32 134753032, i32 134748441, i32 137037832, i32 134748441, i32 419961131, i32 134748441, i32 422259481, i32 134748441, i32 721946632, i32 134748441, i32 723060761, i32 134748441, i32 134753049, i32 134748459, i32 135858184, i32 134748459, i32 419956744, i32 134748459, i32 721950984, i32 134748459, i32 724244744, i32 134748459, i32 134744072, i32 134753032, i32 134748441, i32 134753032, i32 134753032, i32 134753032, i32 135862536, i32 134753032, i32 137046792, i32 134753032, i32 419956761, i32 134753032, i32 419961096, i32 134753032, i32 421070856, i32 134753032, i32 421070891, i32 134753032, i32 721955592, i32 134753032, i32 134748424, i32 134753049, i32 419956744, i32 134753049, i32 134744107, i32 134753067, i32 135862536, i32 134753067, i32 134744089, i32 135858184, i32 134748424, i32 135858184, i32 135858184, i32 135858184, i32 137037849, i32 135858184, i32 419956744, i32 135858184, i32 422250504, i32 135858184, i32 721950984, i32 135858184, i32 723060744, i32 135858184, i32 723065113, i32 135858184, i32 134744072, i32 135858201, i32 134753032, i32 135858201, i32 137037832, i32 135858201, i32 421070856, i32 135858201, i32 421079851, i32 135858201, i32 721946632, i32 135858201, i32 137042184, i32 135858219, i32 419961113, i32 135858219, i32 134744072, i32 135862536, i32 134753032, i32 135862536, i32 137037832, i32 135862536, i32 137042201, i32 135862536, i32 419965721, i32 135862536, i32 721946632, i32 135862536, i32 135867144, i32 135862553, i32 422250539, i32 135862553, i32 134744072, i32 135862571, i32 135862571, i32 135862571, i32 134744089, i32 135867144, i32 134748424, i32 135867144, i32 135858184, i32 135867144, i32 419956744, i32 135867144, i32 721946649, i32 135867144, i32 134744072, i32 135867161, i32 134748441, i32 135867161, i32 724240392, i32 135867161, i32 421070873, i32 135867179, i32 134744072, i32 137037832, i32 134744107, i32 137037832, i32 134753067, i32 137037832, i32 419961096, i32 137037832, i32 422250521, i32 137037832, i32 721946632, i32 137037832, i32 721946667, i32 137037832, i32 137046809, i32 137037849, i32 419965704, i32 137037849, i32 134744072, i32 137037867, i32 134744107, i32 137037867, i32 134744089, i32 137042184, i32 134748424, i32 137042184, i32 135858184, i32 137042184, i32 419956744, i32 137042184, i32 421075243, i32 137042184, i32 134744072, i32 137042201, i32 419956761, i32 137042201, i32 422254856, i32 137042201, i32 723060744, i32 137042219, i32 134753032, i32 137046792, i32 137037832, i32 137046792, i32 723065096, i32 137046792, i32 419961096, i32 137046827, i32 134744089, i32 419956744, i32 134748424, i32 419956744, i32 135858184, i32 419956744, i32 135867144, i32 419956744, i32 137037849, i32 419956744, i32 137042184, i32 419956744, i32 419956744, i32 419956744, i32 419965704, i32 419956744, i32 421075243, i32 419956744, i32 422250504, i32 419956744, i32 721946649, i32 419956744, i32 721950984, i32 419956744, i32 723060744, i32 419956744, i32 134744072, i32 419956761, i32 137037832, i32 419956761, i32 422250521, i32 419956761, i32 721946632, i32 419956761, i32 721951001, i32 419956761, i32 134744089, i32 419956779, i32 135858184, i32 419956779, i32 419965704, i32 419956779, i32 421075243, i32 419956779, i32 422259464, i32 419956779, i32 134744072, i32 419961096, i32 134753032, i32 419961096, i32 137037832, i32 419961096, i32 721946632, i32 419961096, i32 723069721, i32 419961096, i32 135858219, i32 419961113, i32 137042184, i32 419961113, i32 134744072, i32 419961131, i32 134744089, i32 419965704, i32 134748424, i32 419965704, i32 135858184, i32 419965704, i32 419956744, i32 419965704, i32 419961113, i32 419965704, i32 134744072, i32 419965721, i32 421079816, i32 419965721, i32 422250521, i32 419965721, i32 721946667, i32 419965721, i32 419961113, i32 419965739, i32 723060744, i32 419965739, i32 134744072, i32 421070856, i32 134753032, i32 421070856, i32 135858201, i32 421070856, i32 135867161, i32 421070856, i32 137037832, i32 421070856, i32 721946632, i32 421070856, i32 721955592, i32 421070856, i32 134748424, i32 421070873, i32 419956779, i32 421070873, i32 724244744, i32 421070873, i32 723060761, i32 421070891, i32 723060744, i32 421075208, i32 723060779, i32 421075208, i32 134753067, i32 421075225, i32 134744089, i32 421075243, i32 421075208, i32 421075243, i32 134744072, i32 421079816, i32 135858201, i32 421079816, i32 135867161, i32 421079816, i32 422254856, i32 421079816, i32 419956744, i32 421079833, i32 134753032, i32 421079851, i32 134748424, i32 422250504, i32 135858184, i32 422250504, i32 419956744, i32 422250504, i32 422259464, i32 422250504, i32 134744072, i32 422250521, i32 421075225, i32 422250521, i32 135867144, i32 422250539, i32 422250504, i32 422250539, i32 134744072, i32 422254856, i32 134748441, i32 422254856, i32 135858184, i32 422254873, i32 135858219, i32 422254873, i32 721950984, i32 422254873, i32 419956779, i32 422259464, i32 134744072, i32 721946632, i32 134744107, i32 721946632, i32 134753067, i32 721946632, i32 419956761, i32 721946632, i32 721946667, i32 721946632, i32 134748424, i32 721946649, i32 135867144, i32 721946649, i32 419956744, i32 721946649, i32 135858201, i32 721946667, i32 134744089, i32 721950984, i32 134748424, i32 721950984, i32 135858184, i32 721950984, i32 135862553, i32 721950984, i32 419956744, i32 721950984, i32 422250504, i32 721950984, i32 134744072, i32 721951001, i32 419961131, i32 721951001, i32 723065096, i32 721951001, i32 134753049, i32 721951019, i32 419956744, i32 721951019, i32 422250504, i32 721951019, i32 134744107, i32 721955592, i32 134748424, i32 721955609, i32 135858201, i32 721955627, i32 134748424, i32 723060744, i32 135858184, i32 723060744, i32 137042184, i32 723060744, i32 419956744, i32 723060744, i32 724240409, i32 723060744, i32 135862571, i32 723060761, i32 721946632, i32 723060761, i32 419961113, i32 723060779, i32 134744072, i32 723065096, i32 137037867, i32 723065096, i32 419961096, i32 723065096, i32 421070873, i32 723065113, i32 721946649, i32 723069704, i32 137037832, i32 723069721, i32 134744107, i32 724240392, i32 421070856, i32 724240392, i32 721951001, i32 724240392, i32 134753049, i32 724240409, i32 134744072, i32 724240427, i32 135867144, i32 724244744, i32 421070856, i32 724249352, i32 134748424, i32 724249369], align 16
@strata_ksigns_iq2xs = internal constant [128 x i32] [i32 0, i32 129, i32 130, i32 3, i32 132, i32 5, i32 6, i32 135, i32 136, i32 9, i32 10, i32 139, i32 12, i32 141, i32 142, i32 15, i32 144, i32 17, i32 18, i32 147, i32 20, i32 149, i32 150, i32 23, i32 24, i32 153, i32 154, i32 27, i32 156, i32 29, i32 30, i32 159, i32 160, i32 33, i32 34, i32 163, i32 36, i32 165, i32 166, i32 39, i32 40, i32 169, i32 170, i32 43, i32 172, i32 45, i32 46, i32 175, i32 48, i32 177, i32 178, i32 51, i32 180, i32 53, i32 54, i32 183, i32 184, i32 57, i32 58, i32 187, i32 60, i32 189, i32 190, i32 63, i32 192, i32 65, i32 66, i32 195, i32 68, i32 197, i32 198, i32 71, i32 72, i32 201, i32 202, i32 75, i32 204, i32 77, i32 78, i32 207, i32 80, i32 209, i32 210, i32 83, i32 212, i32 85, i32 86, i32 215, i32 216, i32 89, i32 90, i32 219, i32 92, i32 221, i32 222, i32 95, i32 96, i32 225, i32 226, i32 99, i32 228, i32 101, i32 102, i32 231, i32 232, i32 105, i32 106, i32 235, i32 108, i32 237, i32 238, i32 111, i32 240, i32 113, i32 114, i32 243, i32 116, i32 245, i32 246, i32 119, i32 120, i32 249, i32 250, i32 123, i32 252, i32 125, i32 126, i32 255], align 16

define void @strata_embed_iq2_xxs(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = getelementptr i8, ptr %1, i64 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %20, 128
  %22 = add i32 %21, %18
  %23 = getelementptr i8, ptr %1, i64 16
  %24 = load i32, ptr %23, align 4
  %25 = udiv i32 %13, 32
  %26 = icmp slt i32 %22, %25
  br i1 %26, label %then, label %endif

then:                                             ; preds = %entry
  %27 = sext i32 %24 to i64
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr %10, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = icmp sge i32 %30, 0
  %32 = icmp slt i32 %30, %16
  %33 = and i1 %31, %32
  %34 = select i1 %33, i32 %30, i32 0
  %35 = sext i32 %13 to i64
  %36 = udiv i64 %35, 256
  %37 = mul i64 %36, 66
  %38 = sext i32 %34 to i64
  %39 = mul i64 %38, %37
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = sext i32 %24 to i64
  %42 = sext i32 %13 to i64
  %43 = mul i64 %41, %42
  %44 = sext i32 %22 to i64
  %45 = mul i64 %44, 32
  %46 = add i64 %43, %45
  br i1 %33, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %47 = sext i32 %22 to i64
  %48 = udiv i64 %47, 8
  %49 = mul i64 %48, 66
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 0
  %54 = load i16, ptr %53, align 2
  %55 = zext i16 %54 to i32
  %56 = and i32 %55, 32768
  %57 = shl i32 %56, 16
  %58 = lshr i32 %55, 10
  %59 = and i32 %58, 31
  %60 = and i32 %55, 1023
  %61 = shl i32 %60, 13
  %62 = add i32 %59, 112
  %63 = shl i32 %62, 23
  %64 = or i32 %63, %61
  %65 = or i32 2139095040, %61
  %66 = sitofp i32 %60 to float
  %67 = fmul float %66, 0x3E70000000000000
  %68 = bitcast float %67 to i32
  %69 = icmp eq i32 %59, 31
  %70 = icmp eq i32 %59, 0
  %71 = select i1 %69, i32 %65, i32 %64
  %72 = select i1 %70, i32 %68, i32 %71
  %73 = or i32 %72, %57
  %74 = bitcast i32 %73 to float
  %75 = sext i32 %52 to i64
  %76 = mul i64 %75, 8
  %77 = add i64 2, %76
  %78 = getelementptr i8, ptr %50, i64 %77
  %79 = load i32, ptr %78, align 2
  %80 = add i64 %77, 4
  %81 = getelementptr i8, ptr %50, i64 %80
  %82 = load i32, ptr %81, align 2
  %83 = lshr i32 %82, 28
  %84 = sitofp i32 %83 to float
  %85 = fadd float 5.000000e-01, %84
  %86 = fmul float %74, %85
  %87 = fmul float %86, 2.500000e-01
  %88 = lshr i32 %79, 0
  %89 = and i32 %88, 255
  %90 = shl i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = add i32 %90, 1
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = lshr i32 %82, 0
  %101 = and i32 %100, 127
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %103
  %105 = load i32, ptr %104, align 4
  %106 = lshr i32 %94, 0
  %107 = and i32 %106, 255
  %108 = sitofp i32 %107 to float
  %109 = fmul float %87, %108
  %110 = lshr i32 %105, 0
  %111 = and i32 %110, 1
  %112 = icmp ne i32 %111, 0
  %113 = fneg float %109
  %114 = select i1 %112, float %113, float %109
  %115 = add i64 %46, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr %4, i64 %116
  store float %114, ptr %117, align 4
  %118 = lshr i32 %94, 8
  %119 = and i32 %118, 255
  %120 = sitofp i32 %119 to float
  %121 = fmul float %87, %120
  %122 = lshr i32 %105, 1
  %123 = and i32 %122, 1
  %124 = icmp ne i32 %123, 0
  %125 = fneg float %121
  %126 = select i1 %124, float %125, float %121
  %127 = add i64 %46, 1
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr %4, i64 %128
  store float %126, ptr %129, align 4
  %130 = lshr i32 %94, 16
  %131 = and i32 %130, 255
  %132 = sitofp i32 %131 to float
  %133 = fmul float %87, %132
  %134 = lshr i32 %105, 2
  %135 = and i32 %134, 1
  %136 = icmp ne i32 %135, 0
  %137 = fneg float %133
  %138 = select i1 %136, float %137, float %133
  %139 = add i64 %46, 2
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr %4, i64 %140
  store float %138, ptr %141, align 4
  %142 = lshr i32 %94, 24
  %143 = and i32 %142, 255
  %144 = sitofp i32 %143 to float
  %145 = fmul float %87, %144
  %146 = lshr i32 %105, 3
  %147 = and i32 %146, 1
  %148 = icmp ne i32 %147, 0
  %149 = fneg float %145
  %150 = select i1 %148, float %149, float %145
  %151 = add i64 %46, 3
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr %4, i64 %152
  store float %150, ptr %153, align 4
  %154 = lshr i32 %99, 0
  %155 = and i32 %154, 255
  %156 = sitofp i32 %155 to float
  %157 = fmul float %87, %156
  %158 = lshr i32 %105, 4
  %159 = and i32 %158, 1
  %160 = icmp ne i32 %159, 0
  %161 = fneg float %157
  %162 = select i1 %160, float %161, float %157
  %163 = add i64 %46, 4
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr %4, i64 %164
  store float %162, ptr %165, align 4
  %166 = lshr i32 %99, 8
  %167 = and i32 %166, 255
  %168 = sitofp i32 %167 to float
  %169 = fmul float %87, %168
  %170 = lshr i32 %105, 5
  %171 = and i32 %170, 1
  %172 = icmp ne i32 %171, 0
  %173 = fneg float %169
  %174 = select i1 %172, float %173, float %169
  %175 = add i64 %46, 5
  %176 = mul i64 %175, 4
  %177 = getelementptr i8, ptr %4, i64 %176
  store float %174, ptr %177, align 4
  %178 = lshr i32 %99, 16
  %179 = and i32 %178, 255
  %180 = sitofp i32 %179 to float
  %181 = fmul float %87, %180
  %182 = lshr i32 %105, 6
  %183 = and i32 %182, 1
  %184 = icmp ne i32 %183, 0
  %185 = fneg float %181
  %186 = select i1 %184, float %185, float %181
  %187 = add i64 %46, 6
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr %4, i64 %188
  store float %186, ptr %189, align 4
  %190 = lshr i32 %99, 24
  %191 = and i32 %190, 255
  %192 = sitofp i32 %191 to float
  %193 = fmul float %87, %192
  %194 = lshr i32 %105, 7
  %195 = and i32 %194, 1
  %196 = icmp ne i32 %195, 0
  %197 = fneg float %193
  %198 = select i1 %196, float %197, float %193
  %199 = add i64 %46, 7
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr %4, i64 %200
  store float %198, ptr %201, align 4
  %202 = lshr i32 %79, 8
  %203 = and i32 %202, 255
  %204 = shl i32 %203, 1
  %205 = sext i32 %204 to i64
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %206
  %208 = load i32, ptr %207, align 4
  %209 = add i32 %204, 1
  %210 = sext i32 %209 to i64
  %211 = mul i64 %210, 4
  %212 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %211
  %213 = load i32, ptr %212, align 4
  %214 = lshr i32 %82, 7
  %215 = and i32 %214, 127
  %216 = sext i32 %215 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = lshr i32 %208, 0
  %221 = and i32 %220, 255
  %222 = sitofp i32 %221 to float
  %223 = fmul float %87, %222
  %224 = lshr i32 %219, 0
  %225 = and i32 %224, 1
  %226 = icmp ne i32 %225, 0
  %227 = fneg float %223
  %228 = select i1 %226, float %227, float %223
  %229 = add i64 %46, 8
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr %4, i64 %230
  store float %228, ptr %231, align 4
  %232 = lshr i32 %208, 8
  %233 = and i32 %232, 255
  %234 = sitofp i32 %233 to float
  %235 = fmul float %87, %234
  %236 = lshr i32 %219, 1
  %237 = and i32 %236, 1
  %238 = icmp ne i32 %237, 0
  %239 = fneg float %235
  %240 = select i1 %238, float %239, float %235
  %241 = add i64 %46, 9
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr %4, i64 %242
  store float %240, ptr %243, align 4
  %244 = lshr i32 %208, 16
  %245 = and i32 %244, 255
  %246 = sitofp i32 %245 to float
  %247 = fmul float %87, %246
  %248 = lshr i32 %219, 2
  %249 = and i32 %248, 1
  %250 = icmp ne i32 %249, 0
  %251 = fneg float %247
  %252 = select i1 %250, float %251, float %247
  %253 = add i64 %46, 10
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr %4, i64 %254
  store float %252, ptr %255, align 4
  %256 = lshr i32 %208, 24
  %257 = and i32 %256, 255
  %258 = sitofp i32 %257 to float
  %259 = fmul float %87, %258
  %260 = lshr i32 %219, 3
  %261 = and i32 %260, 1
  %262 = icmp ne i32 %261, 0
  %263 = fneg float %259
  %264 = select i1 %262, float %263, float %259
  %265 = add i64 %46, 11
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr %4, i64 %266
  store float %264, ptr %267, align 4
  %268 = lshr i32 %213, 0
  %269 = and i32 %268, 255
  %270 = sitofp i32 %269 to float
  %271 = fmul float %87, %270
  %272 = lshr i32 %219, 4
  %273 = and i32 %272, 1
  %274 = icmp ne i32 %273, 0
  %275 = fneg float %271
  %276 = select i1 %274, float %275, float %271
  %277 = add i64 %46, 12
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr %4, i64 %278
  store float %276, ptr %279, align 4
  %280 = lshr i32 %213, 8
  %281 = and i32 %280, 255
  %282 = sitofp i32 %281 to float
  %283 = fmul float %87, %282
  %284 = lshr i32 %219, 5
  %285 = and i32 %284, 1
  %286 = icmp ne i32 %285, 0
  %287 = fneg float %283
  %288 = select i1 %286, float %287, float %283
  %289 = add i64 %46, 13
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr %4, i64 %290
  store float %288, ptr %291, align 4
  %292 = lshr i32 %213, 16
  %293 = and i32 %292, 255
  %294 = sitofp i32 %293 to float
  %295 = fmul float %87, %294
  %296 = lshr i32 %219, 6
  %297 = and i32 %296, 1
  %298 = icmp ne i32 %297, 0
  %299 = fneg float %295
  %300 = select i1 %298, float %299, float %295
  %301 = add i64 %46, 14
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr %4, i64 %302
  store float %300, ptr %303, align 4
  %304 = lshr i32 %213, 24
  %305 = and i32 %304, 255
  %306 = sitofp i32 %305 to float
  %307 = fmul float %87, %306
  %308 = lshr i32 %219, 7
  %309 = and i32 %308, 1
  %310 = icmp ne i32 %309, 0
  %311 = fneg float %307
  %312 = select i1 %310, float %311, float %307
  %313 = add i64 %46, 15
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr %4, i64 %314
  store float %312, ptr %315, align 4
  %316 = lshr i32 %79, 16
  %317 = and i32 %316, 255
  %318 = shl i32 %317, 1
  %319 = sext i32 %318 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %320
  %322 = load i32, ptr %321, align 4
  %323 = add i32 %318, 1
  %324 = sext i32 %323 to i64
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %325
  %327 = load i32, ptr %326, align 4
  %328 = lshr i32 %82, 14
  %329 = and i32 %328, 127
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %331
  %333 = load i32, ptr %332, align 4
  %334 = lshr i32 %322, 0
  %335 = and i32 %334, 255
  %336 = sitofp i32 %335 to float
  %337 = fmul float %87, %336
  %338 = lshr i32 %333, 0
  %339 = and i32 %338, 1
  %340 = icmp ne i32 %339, 0
  %341 = fneg float %337
  %342 = select i1 %340, float %341, float %337
  %343 = add i64 %46, 16
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr %4, i64 %344
  store float %342, ptr %345, align 4
  %346 = lshr i32 %322, 8
  %347 = and i32 %346, 255
  %348 = sitofp i32 %347 to float
  %349 = fmul float %87, %348
  %350 = lshr i32 %333, 1
  %351 = and i32 %350, 1
  %352 = icmp ne i32 %351, 0
  %353 = fneg float %349
  %354 = select i1 %352, float %353, float %349
  %355 = add i64 %46, 17
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr %4, i64 %356
  store float %354, ptr %357, align 4
  %358 = lshr i32 %322, 16
  %359 = and i32 %358, 255
  %360 = sitofp i32 %359 to float
  %361 = fmul float %87, %360
  %362 = lshr i32 %333, 2
  %363 = and i32 %362, 1
  %364 = icmp ne i32 %363, 0
  %365 = fneg float %361
  %366 = select i1 %364, float %365, float %361
  %367 = add i64 %46, 18
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr %4, i64 %368
  store float %366, ptr %369, align 4
  %370 = lshr i32 %322, 24
  %371 = and i32 %370, 255
  %372 = sitofp i32 %371 to float
  %373 = fmul float %87, %372
  %374 = lshr i32 %333, 3
  %375 = and i32 %374, 1
  %376 = icmp ne i32 %375, 0
  %377 = fneg float %373
  %378 = select i1 %376, float %377, float %373
  %379 = add i64 %46, 19
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr %4, i64 %380
  store float %378, ptr %381, align 4
  %382 = lshr i32 %327, 0
  %383 = and i32 %382, 255
  %384 = sitofp i32 %383 to float
  %385 = fmul float %87, %384
  %386 = lshr i32 %333, 4
  %387 = and i32 %386, 1
  %388 = icmp ne i32 %387, 0
  %389 = fneg float %385
  %390 = select i1 %388, float %389, float %385
  %391 = add i64 %46, 20
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr %4, i64 %392
  store float %390, ptr %393, align 4
  %394 = lshr i32 %327, 8
  %395 = and i32 %394, 255
  %396 = sitofp i32 %395 to float
  %397 = fmul float %87, %396
  %398 = lshr i32 %333, 5
  %399 = and i32 %398, 1
  %400 = icmp ne i32 %399, 0
  %401 = fneg float %397
  %402 = select i1 %400, float %401, float %397
  %403 = add i64 %46, 21
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr %4, i64 %404
  store float %402, ptr %405, align 4
  %406 = lshr i32 %327, 16
  %407 = and i32 %406, 255
  %408 = sitofp i32 %407 to float
  %409 = fmul float %87, %408
  %410 = lshr i32 %333, 6
  %411 = and i32 %410, 1
  %412 = icmp ne i32 %411, 0
  %413 = fneg float %409
  %414 = select i1 %412, float %413, float %409
  %415 = add i64 %46, 22
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr %4, i64 %416
  store float %414, ptr %417, align 4
  %418 = lshr i32 %327, 24
  %419 = and i32 %418, 255
  %420 = sitofp i32 %419 to float
  %421 = fmul float %87, %420
  %422 = lshr i32 %333, 7
  %423 = and i32 %422, 1
  %424 = icmp ne i32 %423, 0
  %425 = fneg float %421
  %426 = select i1 %424, float %425, float %421
  %427 = add i64 %46, 23
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr %4, i64 %428
  store float %426, ptr %429, align 4
  %430 = lshr i32 %79, 24
  %431 = and i32 %430, 255
  %432 = shl i32 %431, 1
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %434
  %436 = load i32, ptr %435, align 4
  %437 = add i32 %432, 1
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr @strata_iq2xxs_grid, i64 %439
  %441 = load i32, ptr %440, align 4
  %442 = lshr i32 %82, 21
  %443 = and i32 %442, 127
  %444 = sext i32 %443 to i64
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %445
  %447 = load i32, ptr %446, align 4
  %448 = lshr i32 %436, 0
  %449 = and i32 %448, 255
  %450 = sitofp i32 %449 to float
  %451 = fmul float %87, %450
  %452 = lshr i32 %447, 0
  %453 = and i32 %452, 1
  %454 = icmp ne i32 %453, 0
  %455 = fneg float %451
  %456 = select i1 %454, float %455, float %451
  %457 = add i64 %46, 24
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr %4, i64 %458
  store float %456, ptr %459, align 4
  %460 = lshr i32 %436, 8
  %461 = and i32 %460, 255
  %462 = sitofp i32 %461 to float
  %463 = fmul float %87, %462
  %464 = lshr i32 %447, 1
  %465 = and i32 %464, 1
  %466 = icmp ne i32 %465, 0
  %467 = fneg float %463
  %468 = select i1 %466, float %467, float %463
  %469 = add i64 %46, 25
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr %4, i64 %470
  store float %468, ptr %471, align 4
  %472 = lshr i32 %436, 16
  %473 = and i32 %472, 255
  %474 = sitofp i32 %473 to float
  %475 = fmul float %87, %474
  %476 = lshr i32 %447, 2
  %477 = and i32 %476, 1
  %478 = icmp ne i32 %477, 0
  %479 = fneg float %475
  %480 = select i1 %478, float %479, float %475
  %481 = add i64 %46, 26
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr %4, i64 %482
  store float %480, ptr %483, align 4
  %484 = lshr i32 %436, 24
  %485 = and i32 %484, 255
  %486 = sitofp i32 %485 to float
  %487 = fmul float %87, %486
  %488 = lshr i32 %447, 3
  %489 = and i32 %488, 1
  %490 = icmp ne i32 %489, 0
  %491 = fneg float %487
  %492 = select i1 %490, float %491, float %487
  %493 = add i64 %46, 27
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr %4, i64 %494
  store float %492, ptr %495, align 4
  %496 = lshr i32 %441, 0
  %497 = and i32 %496, 255
  %498 = sitofp i32 %497 to float
  %499 = fmul float %87, %498
  %500 = lshr i32 %447, 4
  %501 = and i32 %500, 1
  %502 = icmp ne i32 %501, 0
  %503 = fneg float %499
  %504 = select i1 %502, float %503, float %499
  %505 = add i64 %46, 28
  %506 = mul i64 %505, 4
  %507 = getelementptr i8, ptr %4, i64 %506
  store float %504, ptr %507, align 4
  %508 = lshr i32 %441, 8
  %509 = and i32 %508, 255
  %510 = sitofp i32 %509 to float
  %511 = fmul float %87, %510
  %512 = lshr i32 %447, 5
  %513 = and i32 %512, 1
  %514 = icmp ne i32 %513, 0
  %515 = fneg float %511
  %516 = select i1 %514, float %515, float %511
  %517 = add i64 %46, 29
  %518 = mul i64 %517, 4
  %519 = getelementptr i8, ptr %4, i64 %518
  store float %516, ptr %519, align 4
  %520 = lshr i32 %441, 16
  %521 = and i32 %520, 255
  %522 = sitofp i32 %521 to float
  %523 = fmul float %87, %522
  %524 = lshr i32 %447, 6
  %525 = and i32 %524, 1
  %526 = icmp ne i32 %525, 0
  %527 = fneg float %523
  %528 = select i1 %526, float %527, float %523
  %529 = add i64 %46, 30
  %530 = mul i64 %529, 4
  %531 = getelementptr i8, ptr %4, i64 %530
  store float %528, ptr %531, align 4
  %532 = lshr i32 %441, 24
  %533 = and i32 %532, 255
  %534 = sitofp i32 %533 to float
  %535 = fmul float %87, %534
  %536 = lshr i32 %447, 7
  %537 = and i32 %536, 1
  %538 = icmp ne i32 %537, 0
  %539 = fneg float %535
  %540 = select i1 %538, float %539, float %535
  %541 = add i64 %46, 31
  %542 = mul i64 %541, 4
  %543 = getelementptr i8, ptr %4, i64 %542
  store float %540, ptr %543, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %544 = xor i1 %33, true
  br i1 %544, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %545 = add i64 %46, 0
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr %4, i64 %546
  store float 0.000000e+00, ptr %547, align 4
  %548 = add i64 %46, 1
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr %4, i64 %549
  store float 0.000000e+00, ptr %550, align 4
  %551 = add i64 %46, 2
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr %4, i64 %552
  store float 0.000000e+00, ptr %553, align 4
  %554 = add i64 %46, 3
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr %4, i64 %555
  store float 0.000000e+00, ptr %556, align 4
  %557 = add i64 %46, 4
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr %4, i64 %558
  store float 0.000000e+00, ptr %559, align 4
  %560 = add i64 %46, 5
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr %4, i64 %561
  store float 0.000000e+00, ptr %562, align 4
  %563 = add i64 %46, 6
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr %4, i64 %564
  store float 0.000000e+00, ptr %565, align 4
  %566 = add i64 %46, 7
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr %4, i64 %567
  store float 0.000000e+00, ptr %568, align 4
  %569 = add i64 %46, 8
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr %4, i64 %570
  store float 0.000000e+00, ptr %571, align 4
  %572 = add i64 %46, 9
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr %4, i64 %573
  store float 0.000000e+00, ptr %574, align 4
  %575 = add i64 %46, 10
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr %4, i64 %576
  store float 0.000000e+00, ptr %577, align 4
  %578 = add i64 %46, 11
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr %4, i64 %579
  store float 0.000000e+00, ptr %580, align 4
  %581 = add i64 %46, 12
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr %4, i64 %582
  store float 0.000000e+00, ptr %583, align 4
  %584 = add i64 %46, 13
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr %4, i64 %585
  store float 0.000000e+00, ptr %586, align 4
  %587 = add i64 %46, 14
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr %4, i64 %588
  store float 0.000000e+00, ptr %589, align 4
  %590 = add i64 %46, 15
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr %4, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add i64 %46, 16
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr %4, i64 %594
  store float 0.000000e+00, ptr %595, align 4
  %596 = add i64 %46, 17
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr %4, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %46, 18
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr %4, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add i64 %46, 19
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr %4, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  %605 = add i64 %46, 20
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr %4, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  %608 = add i64 %46, 21
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr %4, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %46, 22
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr %4, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add i64 %46, 23
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr %4, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = add i64 %46, 24
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr %4, i64 %618
  store float 0.000000e+00, ptr %619, align 4
  %620 = add i64 %46, 25
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr %4, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = add i64 %46, 26
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr %4, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %46, 27
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr %4, i64 %627
  store float 0.000000e+00, ptr %628, align 4
  %629 = add i64 %46, 28
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr %4, i64 %630
  store float 0.000000e+00, ptr %631, align 4
  %632 = add i64 %46, 29
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr %4, i64 %633
  store float 0.000000e+00, ptr %634, align 4
  %635 = add i64 %46, 30
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr %4, i64 %636
  store float 0.000000e+00, ptr %637, align 4
  %638 = add i64 %46, 31
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr %4, i64 %639
  store float 0.000000e+00, ptr %640, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
