; ModuleID = 'strata_embed_iq3_xxs'
source_filename = "strata_embed_iq3_xxs"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_iq3xxs_grid = internal constant [256 x i32] [i32 67372036, i32 67372052, i32 67372068, i32 67374092, i32 67374108, i32 67374142, i32 67376132, i32 67376148, i32 67378188, i32 67380244, i32 67386908, i32 67386924, i32 67896332, i32 67896348, i32 67898372, i32 67898388, i32 67900428, i32 67900460, i32 67902468, i32 67902484, i32 67904524, i32 67906596, i32 67911172, i32 68420612, i32 68420628, i32 68420644, i32 68422668, i32 68424708, i32 68424724, i32 68426764, i32 68426780, i32 68426814, i32 68430860, i32 68430910, i32 68435500, i32 68944908, i32 68944958, i32 68946948, i32 68946964, i32 68949036, i32 68959748, i32 69471260, i32 69475390, i32 69477412, i32 69479486, i32 69484060, i32 69484076, i32 69993484, i32 69993534, i32 69999636, i32 70003732, i32 70523948, i32 70530084, i32 71175172, i32 71175204, i32 71175220, i32 71181340, i32 71185420, i32 201589772, i32 201589788, i32 201591812, i32 201591828, i32 201593868, i32 201593884, i32 201595908, i32 201595924, i32 201595940, i32 201598014, i32 201600004, i32 202114052, i32 202114068, i32 202116108, i32 202118148, i32 202118164, i32 202638348, i32 202638364, i32 202640388, i32 202640404, i32 202642444, i32 202644484, i32 202653204, i32 203162628, i32 203162644, i32 203166724, i32 203168780, i32 203170868, i32 203174964, i32 203686924, i32 203686956, i32 203697156, i32 204215300, i32 204215332, i32 204219444, i32 204226060, i32 204735532, i32 205394964, i32 205399044, i32 335807492, i32 335807508, i32 335809548, i32 335809564, i32 335811588, i32 335811604, i32 335811636, i32 335813644, i32 335815700, i32 336331788, i32 336331804, i32 336331820, i32 336333828, i32 336333844, i32 336335884, i32 336337924, i32 336344092, i32 336344126, i32 336346628, i32 336856068, i32 336856084, i32 336858124, i32 336858174, i32 336860164, i32 336860180, i32 336862270, i32 336864260, i32 336866348, i32 337380364, i32 337382404, i32 337382436, i32 337395204, i32 337395236, i32 337910828, i32 337914908, i32 338428956, i32 338433086, i32 338437132, i32 338443812, i32 339608588, i32 339608604, i32 339610676, i32 339616812, i32 470025228, i32 470027268, i32 470027284, i32 470029324, i32 470029340, i32 470035460, i32 470037548, i32 470040084, i32 470549508, i32 470549524, i32 470553604, i32 470555660, i32 470557732, i32 470557748, i32 471073804, i32 471073820, i32 471075844, i32 471077932, i32 471084052, i32 471088660, i32 471600140, i32 471604252, i32 472128516, i32 472130622, i32 472137236, i32 472646660, i32 472646708, i32 472650772, i32 472656940, i32 473173028, i32 473177140, i32 473183260, i32 473832476, i32 473838596, i32 604242980, i32 604245054, i32 604249132, i32 604249150, i32 604253212, i32 604253246, i32 604782116, i32 605295620, i32 605297726, i32 605299716, i32 605303812, i32 605303860, i32 605815870, i32 605824044, i32 606340132, i32 606350348, i32 606352420, i32 606868524, i32 606872604, i32 606879236, i32 608044076, i32 608046084, i32 608046100, i32 608050180, i32 738462740, i32 738468876, i32 738475524, i32 738984964, i32 738985012, i32 738989108, i32 738995244, i32 739511332, i32 739515412, i32 739524116, i32 740033556, i32 740043804, i32 740559876, i32 740561948, i32 740561982, i32 740572692, i32 741082132, i32 741088268, i32 741616644, i32 742265892, i32 742269972, i32 872682532, i32 872686628, i32 872686644, i32 872690724, i32 873206796, i32 873214988, i32 873729086, i32 873739300, i32 874257412, i32 874257460, i32 874783780, i32 875299884, i32 875310100, i32 875830300, i32 876479516, i32 876483596, i32 1040450588, i32 1040450604, i32 1040450622, i32 1040452612, i32 1040456724, i32 1040460820, i32 1040978996, i32 1040983044, i32 1041501204, i32 1041507372, i32 1041509396, i32 1042023428, i32 1042025516, i32 1042029596, i32 1042035716, i32 1042551820, i32 1042555916, i32 1043072004, i32 1043072020, i32 1043076132, i32 1043602436], align 16
@strata_ksigns_iq2xs = internal constant [128 x i32] [i32 0, i32 129, i32 130, i32 3, i32 132, i32 5, i32 6, i32 135, i32 136, i32 9, i32 10, i32 139, i32 12, i32 141, i32 142, i32 15, i32 144, i32 17, i32 18, i32 147, i32 20, i32 149, i32 150, i32 23, i32 24, i32 153, i32 154, i32 27, i32 156, i32 29, i32 30, i32 159, i32 160, i32 33, i32 34, i32 163, i32 36, i32 165, i32 166, i32 39, i32 40, i32 169, i32 170, i32 43, i32 172, i32 45, i32 46, i32 175, i32 48, i32 177, i32 178, i32 51, i32 180, i32 53, i32 54, i32 183, i32 184, i32 57, i32 58, i32 187, i32 60, i32 189, i32 190, i32 63, i32 192, i32 65, i32 66, i32 195, i32 68, i32 197, i32 198, i32 71, i32 72, i32 201, i32 202, i32 75, i32 204, i32 77, i32 78, i32 207, i32 80, i32 209, i32 210, i32 83, i32 212, i32 85, i32 86, i32 215, i32 216, i32 89, i32 90, i32 219, i32 92, i32 221, i32 222, i32 95, i32 96, i32 225, i32 226, i32 99, i32 228, i32 101, i32 102, i32 231, i32 232, i32 105, i32 106, i32 235, i32 108, i32 237, i32 238, i32 111, i32 240, i32 113, i32 114, i32 243, i32 116, i32 245, i32 246, i32 119, i32 120, i32 249, i32 250, i32 123, i32 252, i32 125, i32 126, i32 255], align 16

define void @strata_embed_iq3_xxs(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 98
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
  %49 = mul i64 %48, 98
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
  %76 = mul i64 %75, 4
  %77 = add i64 66, %76
  %78 = getelementptr i8, ptr %50, i64 %77
  %79 = load i32, ptr %78, align 2
  %80 = lshr i32 %79, 28
  %81 = uitofp i32 %80 to float
  %82 = fadd float 5.000000e-01, %81
  %83 = fmul float %74, %82
  %84 = fmul float %83, 5.000000e-01
  %85 = mul i64 %75, 8
  %86 = add i64 2, %85
  %87 = lshr i32 %79, 0
  %88 = and i32 %87, 127
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = add i64 %86, 0
  %94 = getelementptr i8, ptr %50, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = sext i32 %96 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = lshr i32 %100, 0
  %102 = and i32 %101, 255
  %103 = sitofp i32 %102 to float
  %104 = fmul float %84, %103
  %105 = lshr i32 %92, 0
  %106 = and i32 %105, 1
  %107 = icmp ne i32 %106, 0
  %108 = fneg float %104
  %109 = select i1 %107, float %108, float %104
  %110 = add i64 %46, 0
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr %4, i64 %111
  store float %109, ptr %112, align 4
  %113 = lshr i32 %100, 8
  %114 = and i32 %113, 255
  %115 = sitofp i32 %114 to float
  %116 = fmul float %84, %115
  %117 = lshr i32 %92, 1
  %118 = and i32 %117, 1
  %119 = icmp ne i32 %118, 0
  %120 = fneg float %116
  %121 = select i1 %119, float %120, float %116
  %122 = add i64 %46, 1
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr %4, i64 %123
  store float %121, ptr %124, align 4
  %125 = lshr i32 %100, 16
  %126 = and i32 %125, 255
  %127 = sitofp i32 %126 to float
  %128 = fmul float %84, %127
  %129 = lshr i32 %92, 2
  %130 = and i32 %129, 1
  %131 = icmp ne i32 %130, 0
  %132 = fneg float %128
  %133 = select i1 %131, float %132, float %128
  %134 = add i64 %46, 2
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %133, ptr %136, align 4
  %137 = lshr i32 %100, 24
  %138 = and i32 %137, 255
  %139 = sitofp i32 %138 to float
  %140 = fmul float %84, %139
  %141 = lshr i32 %92, 3
  %142 = and i32 %141, 1
  %143 = icmp ne i32 %142, 0
  %144 = fneg float %140
  %145 = select i1 %143, float %144, float %140
  %146 = add i64 %46, 3
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr %4, i64 %147
  store float %145, ptr %148, align 4
  %149 = add i64 %86, 1
  %150 = getelementptr i8, ptr %50, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = lshr i32 %156, 0
  %158 = and i32 %157, 255
  %159 = sitofp i32 %158 to float
  %160 = fmul float %84, %159
  %161 = lshr i32 %92, 4
  %162 = and i32 %161, 1
  %163 = icmp ne i32 %162, 0
  %164 = fneg float %160
  %165 = select i1 %163, float %164, float %160
  %166 = add i64 %46, 4
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr %4, i64 %167
  store float %165, ptr %168, align 4
  %169 = lshr i32 %156, 8
  %170 = and i32 %169, 255
  %171 = sitofp i32 %170 to float
  %172 = fmul float %84, %171
  %173 = lshr i32 %92, 5
  %174 = and i32 %173, 1
  %175 = icmp ne i32 %174, 0
  %176 = fneg float %172
  %177 = select i1 %175, float %176, float %172
  %178 = add i64 %46, 5
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr %4, i64 %179
  store float %177, ptr %180, align 4
  %181 = lshr i32 %156, 16
  %182 = and i32 %181, 255
  %183 = sitofp i32 %182 to float
  %184 = fmul float %84, %183
  %185 = lshr i32 %92, 6
  %186 = and i32 %185, 1
  %187 = icmp ne i32 %186, 0
  %188 = fneg float %184
  %189 = select i1 %187, float %188, float %184
  %190 = add i64 %46, 6
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr %4, i64 %191
  store float %189, ptr %192, align 4
  %193 = lshr i32 %156, 24
  %194 = and i32 %193, 255
  %195 = sitofp i32 %194 to float
  %196 = fmul float %84, %195
  %197 = lshr i32 %92, 7
  %198 = and i32 %197, 1
  %199 = icmp ne i32 %198, 0
  %200 = fneg float %196
  %201 = select i1 %199, float %200, float %196
  %202 = add i64 %46, 7
  %203 = mul i64 %202, 4
  %204 = getelementptr i8, ptr %4, i64 %203
  store float %201, ptr %204, align 4
  %205 = lshr i32 %79, 7
  %206 = and i32 %205, 127
  %207 = sext i32 %206 to i64
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %208
  %210 = load i32, ptr %209, align 4
  %211 = add i64 %86, 2
  %212 = getelementptr i8, ptr %50, i64 %211
  %213 = load i8, ptr %212, align 1
  %214 = zext i8 %213 to i32
  %215 = sext i32 %214 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %216
  %218 = load i32, ptr %217, align 4
  %219 = lshr i32 %218, 0
  %220 = and i32 %219, 255
  %221 = sitofp i32 %220 to float
  %222 = fmul float %84, %221
  %223 = lshr i32 %210, 0
  %224 = and i32 %223, 1
  %225 = icmp ne i32 %224, 0
  %226 = fneg float %222
  %227 = select i1 %225, float %226, float %222
  %228 = add i64 %46, 8
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr %4, i64 %229
  store float %227, ptr %230, align 4
  %231 = lshr i32 %218, 8
  %232 = and i32 %231, 255
  %233 = sitofp i32 %232 to float
  %234 = fmul float %84, %233
  %235 = lshr i32 %210, 1
  %236 = and i32 %235, 1
  %237 = icmp ne i32 %236, 0
  %238 = fneg float %234
  %239 = select i1 %237, float %238, float %234
  %240 = add i64 %46, 9
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr %4, i64 %241
  store float %239, ptr %242, align 4
  %243 = lshr i32 %218, 16
  %244 = and i32 %243, 255
  %245 = sitofp i32 %244 to float
  %246 = fmul float %84, %245
  %247 = lshr i32 %210, 2
  %248 = and i32 %247, 1
  %249 = icmp ne i32 %248, 0
  %250 = fneg float %246
  %251 = select i1 %249, float %250, float %246
  %252 = add i64 %46, 10
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr %4, i64 %253
  store float %251, ptr %254, align 4
  %255 = lshr i32 %218, 24
  %256 = and i32 %255, 255
  %257 = sitofp i32 %256 to float
  %258 = fmul float %84, %257
  %259 = lshr i32 %210, 3
  %260 = and i32 %259, 1
  %261 = icmp ne i32 %260, 0
  %262 = fneg float %258
  %263 = select i1 %261, float %262, float %258
  %264 = add i64 %46, 11
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr %4, i64 %265
  store float %263, ptr %266, align 4
  %267 = add i64 %86, 3
  %268 = getelementptr i8, ptr %50, i64 %267
  %269 = load i8, ptr %268, align 1
  %270 = zext i8 %269 to i32
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = lshr i32 %274, 0
  %276 = and i32 %275, 255
  %277 = sitofp i32 %276 to float
  %278 = fmul float %84, %277
  %279 = lshr i32 %210, 4
  %280 = and i32 %279, 1
  %281 = icmp ne i32 %280, 0
  %282 = fneg float %278
  %283 = select i1 %281, float %282, float %278
  %284 = add i64 %46, 12
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr %4, i64 %285
  store float %283, ptr %286, align 4
  %287 = lshr i32 %274, 8
  %288 = and i32 %287, 255
  %289 = sitofp i32 %288 to float
  %290 = fmul float %84, %289
  %291 = lshr i32 %210, 5
  %292 = and i32 %291, 1
  %293 = icmp ne i32 %292, 0
  %294 = fneg float %290
  %295 = select i1 %293, float %294, float %290
  %296 = add i64 %46, 13
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %4, i64 %297
  store float %295, ptr %298, align 4
  %299 = lshr i32 %274, 16
  %300 = and i32 %299, 255
  %301 = sitofp i32 %300 to float
  %302 = fmul float %84, %301
  %303 = lshr i32 %210, 6
  %304 = and i32 %303, 1
  %305 = icmp ne i32 %304, 0
  %306 = fneg float %302
  %307 = select i1 %305, float %306, float %302
  %308 = add i64 %46, 14
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr %4, i64 %309
  store float %307, ptr %310, align 4
  %311 = lshr i32 %274, 24
  %312 = and i32 %311, 255
  %313 = sitofp i32 %312 to float
  %314 = fmul float %84, %313
  %315 = lshr i32 %210, 7
  %316 = and i32 %315, 1
  %317 = icmp ne i32 %316, 0
  %318 = fneg float %314
  %319 = select i1 %317, float %318, float %314
  %320 = add i64 %46, 15
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr %4, i64 %321
  store float %319, ptr %322, align 4
  %323 = lshr i32 %79, 14
  %324 = and i32 %323, 127
  %325 = sext i32 %324 to i64
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %326
  %328 = load i32, ptr %327, align 4
  %329 = add i64 %86, 4
  %330 = getelementptr i8, ptr %50, i64 %329
  %331 = load i8, ptr %330, align 1
  %332 = zext i8 %331 to i32
  %333 = sext i32 %332 to i64
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %334
  %336 = load i32, ptr %335, align 4
  %337 = lshr i32 %336, 0
  %338 = and i32 %337, 255
  %339 = sitofp i32 %338 to float
  %340 = fmul float %84, %339
  %341 = lshr i32 %328, 0
  %342 = and i32 %341, 1
  %343 = icmp ne i32 %342, 0
  %344 = fneg float %340
  %345 = select i1 %343, float %344, float %340
  %346 = add i64 %46, 16
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr %4, i64 %347
  store float %345, ptr %348, align 4
  %349 = lshr i32 %336, 8
  %350 = and i32 %349, 255
  %351 = sitofp i32 %350 to float
  %352 = fmul float %84, %351
  %353 = lshr i32 %328, 1
  %354 = and i32 %353, 1
  %355 = icmp ne i32 %354, 0
  %356 = fneg float %352
  %357 = select i1 %355, float %356, float %352
  %358 = add i64 %46, 17
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr %4, i64 %359
  store float %357, ptr %360, align 4
  %361 = lshr i32 %336, 16
  %362 = and i32 %361, 255
  %363 = sitofp i32 %362 to float
  %364 = fmul float %84, %363
  %365 = lshr i32 %328, 2
  %366 = and i32 %365, 1
  %367 = icmp ne i32 %366, 0
  %368 = fneg float %364
  %369 = select i1 %367, float %368, float %364
  %370 = add i64 %46, 18
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float %369, ptr %372, align 4
  %373 = lshr i32 %336, 24
  %374 = and i32 %373, 255
  %375 = sitofp i32 %374 to float
  %376 = fmul float %84, %375
  %377 = lshr i32 %328, 3
  %378 = and i32 %377, 1
  %379 = icmp ne i32 %378, 0
  %380 = fneg float %376
  %381 = select i1 %379, float %380, float %376
  %382 = add i64 %46, 19
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr %4, i64 %383
  store float %381, ptr %384, align 4
  %385 = add i64 %86, 5
  %386 = getelementptr i8, ptr %50, i64 %385
  %387 = load i8, ptr %386, align 1
  %388 = zext i8 %387 to i32
  %389 = sext i32 %388 to i64
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %390
  %392 = load i32, ptr %391, align 4
  %393 = lshr i32 %392, 0
  %394 = and i32 %393, 255
  %395 = sitofp i32 %394 to float
  %396 = fmul float %84, %395
  %397 = lshr i32 %328, 4
  %398 = and i32 %397, 1
  %399 = icmp ne i32 %398, 0
  %400 = fneg float %396
  %401 = select i1 %399, float %400, float %396
  %402 = add i64 %46, 20
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr %4, i64 %403
  store float %401, ptr %404, align 4
  %405 = lshr i32 %392, 8
  %406 = and i32 %405, 255
  %407 = sitofp i32 %406 to float
  %408 = fmul float %84, %407
  %409 = lshr i32 %328, 5
  %410 = and i32 %409, 1
  %411 = icmp ne i32 %410, 0
  %412 = fneg float %408
  %413 = select i1 %411, float %412, float %408
  %414 = add i64 %46, 21
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr %4, i64 %415
  store float %413, ptr %416, align 4
  %417 = lshr i32 %392, 16
  %418 = and i32 %417, 255
  %419 = sitofp i32 %418 to float
  %420 = fmul float %84, %419
  %421 = lshr i32 %328, 6
  %422 = and i32 %421, 1
  %423 = icmp ne i32 %422, 0
  %424 = fneg float %420
  %425 = select i1 %423, float %424, float %420
  %426 = add i64 %46, 22
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr %4, i64 %427
  store float %425, ptr %428, align 4
  %429 = lshr i32 %392, 24
  %430 = and i32 %429, 255
  %431 = sitofp i32 %430 to float
  %432 = fmul float %84, %431
  %433 = lshr i32 %328, 7
  %434 = and i32 %433, 1
  %435 = icmp ne i32 %434, 0
  %436 = fneg float %432
  %437 = select i1 %435, float %436, float %432
  %438 = add i64 %46, 23
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr %4, i64 %439
  store float %437, ptr %440, align 4
  %441 = lshr i32 %79, 21
  %442 = and i32 %441, 127
  %443 = sext i32 %442 to i64
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr @strata_ksigns_iq2xs, i64 %444
  %446 = load i32, ptr %445, align 4
  %447 = add i64 %86, 6
  %448 = getelementptr i8, ptr %50, i64 %447
  %449 = load i8, ptr %448, align 1
  %450 = zext i8 %449 to i32
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %452
  %454 = load i32, ptr %453, align 4
  %455 = lshr i32 %454, 0
  %456 = and i32 %455, 255
  %457 = sitofp i32 %456 to float
  %458 = fmul float %84, %457
  %459 = lshr i32 %446, 0
  %460 = and i32 %459, 1
  %461 = icmp ne i32 %460, 0
  %462 = fneg float %458
  %463 = select i1 %461, float %462, float %458
  %464 = add i64 %46, 24
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr %4, i64 %465
  store float %463, ptr %466, align 4
  %467 = lshr i32 %454, 8
  %468 = and i32 %467, 255
  %469 = sitofp i32 %468 to float
  %470 = fmul float %84, %469
  %471 = lshr i32 %446, 1
  %472 = and i32 %471, 1
  %473 = icmp ne i32 %472, 0
  %474 = fneg float %470
  %475 = select i1 %473, float %474, float %470
  %476 = add i64 %46, 25
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr %4, i64 %477
  store float %475, ptr %478, align 4
  %479 = lshr i32 %454, 16
  %480 = and i32 %479, 255
  %481 = sitofp i32 %480 to float
  %482 = fmul float %84, %481
  %483 = lshr i32 %446, 2
  %484 = and i32 %483, 1
  %485 = icmp ne i32 %484, 0
  %486 = fneg float %482
  %487 = select i1 %485, float %486, float %482
  %488 = add i64 %46, 26
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %4, i64 %489
  store float %487, ptr %490, align 4
  %491 = lshr i32 %454, 24
  %492 = and i32 %491, 255
  %493 = sitofp i32 %492 to float
  %494 = fmul float %84, %493
  %495 = lshr i32 %446, 3
  %496 = and i32 %495, 1
  %497 = icmp ne i32 %496, 0
  %498 = fneg float %494
  %499 = select i1 %497, float %498, float %494
  %500 = add i64 %46, 27
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr %4, i64 %501
  store float %499, ptr %502, align 4
  %503 = add i64 %86, 7
  %504 = getelementptr i8, ptr %50, i64 %503
  %505 = load i8, ptr %504, align 1
  %506 = zext i8 %505 to i32
  %507 = sext i32 %506 to i64
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr @strata_iq3xxs_grid, i64 %508
  %510 = load i32, ptr %509, align 4
  %511 = lshr i32 %510, 0
  %512 = and i32 %511, 255
  %513 = sitofp i32 %512 to float
  %514 = fmul float %84, %513
  %515 = lshr i32 %446, 4
  %516 = and i32 %515, 1
  %517 = icmp ne i32 %516, 0
  %518 = fneg float %514
  %519 = select i1 %517, float %518, float %514
  %520 = add i64 %46, 28
  %521 = mul i64 %520, 4
  %522 = getelementptr i8, ptr %4, i64 %521
  store float %519, ptr %522, align 4
  %523 = lshr i32 %510, 8
  %524 = and i32 %523, 255
  %525 = sitofp i32 %524 to float
  %526 = fmul float %84, %525
  %527 = lshr i32 %446, 5
  %528 = and i32 %527, 1
  %529 = icmp ne i32 %528, 0
  %530 = fneg float %526
  %531 = select i1 %529, float %530, float %526
  %532 = add i64 %46, 29
  %533 = mul i64 %532, 4
  %534 = getelementptr i8, ptr %4, i64 %533
  store float %531, ptr %534, align 4
  %535 = lshr i32 %510, 16
  %536 = and i32 %535, 255
  %537 = sitofp i32 %536 to float
  %538 = fmul float %84, %537
  %539 = lshr i32 %446, 6
  %540 = and i32 %539, 1
  %541 = icmp ne i32 %540, 0
  %542 = fneg float %538
  %543 = select i1 %541, float %542, float %538
  %544 = add i64 %46, 30
  %545 = mul i64 %544, 4
  %546 = getelementptr i8, ptr %4, i64 %545
  store float %543, ptr %546, align 4
  %547 = lshr i32 %510, 24
  %548 = and i32 %547, 255
  %549 = sitofp i32 %548 to float
  %550 = fmul float %84, %549
  %551 = lshr i32 %446, 7
  %552 = and i32 %551, 1
  %553 = icmp ne i32 %552, 0
  %554 = fneg float %550
  %555 = select i1 %553, float %554, float %550
  %556 = add i64 %46, 31
  %557 = mul i64 %556, 4
  %558 = getelementptr i8, ptr %4, i64 %557
  store float %555, ptr %558, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %559 = xor i1 %33, true
  br i1 %559, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %560 = add i64 %46, 0
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr %4, i64 %561
  store float 0.000000e+00, ptr %562, align 4
  %563 = add i64 %46, 1
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr %4, i64 %564
  store float 0.000000e+00, ptr %565, align 4
  %566 = add i64 %46, 2
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr %4, i64 %567
  store float 0.000000e+00, ptr %568, align 4
  %569 = add i64 %46, 3
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr %4, i64 %570
  store float 0.000000e+00, ptr %571, align 4
  %572 = add i64 %46, 4
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr %4, i64 %573
  store float 0.000000e+00, ptr %574, align 4
  %575 = add i64 %46, 5
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr %4, i64 %576
  store float 0.000000e+00, ptr %577, align 4
  %578 = add i64 %46, 6
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr %4, i64 %579
  store float 0.000000e+00, ptr %580, align 4
  %581 = add i64 %46, 7
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr %4, i64 %582
  store float 0.000000e+00, ptr %583, align 4
  %584 = add i64 %46, 8
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr %4, i64 %585
  store float 0.000000e+00, ptr %586, align 4
  %587 = add i64 %46, 9
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr %4, i64 %588
  store float 0.000000e+00, ptr %589, align 4
  %590 = add i64 %46, 10
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr %4, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add i64 %46, 11
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr %4, i64 %594
  store float 0.000000e+00, ptr %595, align 4
  %596 = add i64 %46, 12
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr %4, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %46, 13
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr %4, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add i64 %46, 14
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr %4, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  %605 = add i64 %46, 15
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr %4, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  %608 = add i64 %46, 16
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr %4, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %46, 17
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr %4, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add i64 %46, 18
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr %4, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = add i64 %46, 19
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr %4, i64 %618
  store float 0.000000e+00, ptr %619, align 4
  %620 = add i64 %46, 20
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr %4, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = add i64 %46, 21
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr %4, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %46, 22
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr %4, i64 %627
  store float 0.000000e+00, ptr %628, align 4
  %629 = add i64 %46, 23
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr %4, i64 %630
  store float 0.000000e+00, ptr %631, align 4
  %632 = add i64 %46, 24
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr %4, i64 %633
  store float 0.000000e+00, ptr %634, align 4
  %635 = add i64 %46, 25
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr %4, i64 %636
  store float 0.000000e+00, ptr %637, align 4
  %638 = add i64 %46, 26
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr %4, i64 %639
  store float 0.000000e+00, ptr %640, align 4
  %641 = add i64 %46, 27
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr %4, i64 %642
  store float 0.000000e+00, ptr %643, align 4
  %644 = add i64 %46, 28
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr %4, i64 %645
  store float 0.000000e+00, ptr %646, align 4
  %647 = add i64 %46, 29
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr %4, i64 %648
  store float 0.000000e+00, ptr %649, align 4
  %650 = add i64 %46, 30
  %651 = mul i64 %650, 4
  %652 = getelementptr i8, ptr %4, i64 %651
  store float 0.000000e+00, ptr %652, align 4
  %653 = add i64 %46, 31
  %654 = mul i64 %653, 4
  %655 = getelementptr i8, ptr %4, i64 %654
  store float 0.000000e+00, ptr %655, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
