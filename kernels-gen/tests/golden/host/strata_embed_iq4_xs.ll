; ModuleID = 'strata_embed_iq4_xs'
source_filename = "strata_embed_iq4_xs"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_kvalues_iq4nl = internal constant [16 x i32] [i32 -127, i32 -104, i32 -83, i32 -65, i32 -49, i32 -35, i32 -22, i32 -10, i32 1, i32 13, i32 25, i32 38, i32 53, i32 69, i32 89, i32 113], align 16

define void @strata_embed_iq4_xs(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 136
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
  %49 = mul i64 %48, 136
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
  %75 = getelementptr i8, ptr %50, i64 2
  %76 = load i16, ptr %75, align 2
  %77 = zext i16 %76 to i32
  %78 = lshr i32 %52, 1
  %79 = sext i32 %78 to i64
  %80 = add i64 4, %79
  %81 = getelementptr i8, ptr %50, i64 %80
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = and i32 %52, 1
  %85 = mul i32 %84, 4
  %86 = lshr i32 %83, %85
  %87 = and i32 %86, 15
  %88 = mul i32 %52, 2
  %89 = lshr i32 %77, %88
  %90 = and i32 %89, 3
  %91 = shl i32 %90, 4
  %92 = or i32 %87, %91
  %93 = sub i32 %92, 32
  %94 = sitofp i32 %93 to float
  %95 = fmul float %74, %94
  %96 = sext i32 %52 to i64
  %97 = mul i64 %96, 16
  %98 = add i64 8, %97
  %99 = add i64 %98, 0
  %100 = getelementptr i8, ptr %50, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = lshr i32 %101, 0
  %103 = and i32 %102, 15
  %104 = lshr i32 %101, 4
  %105 = and i32 %104, 15
  %106 = sext i32 %103 to i64
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sitofp i32 %109 to float
  %111 = fmul float %95, %110
  %112 = add i64 %46, 0
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr %4, i64 %113
  store float %111, ptr %114, align 4
  %115 = lshr i32 %101, 8
  %116 = and i32 %115, 15
  %117 = lshr i32 %101, 12
  %118 = and i32 %117, 15
  %119 = sext i32 %116 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = sitofp i32 %122 to float
  %124 = fmul float %95, %123
  %125 = add i64 %46, 1
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr %4, i64 %126
  store float %124, ptr %127, align 4
  %128 = lshr i32 %101, 16
  %129 = and i32 %128, 15
  %130 = lshr i32 %101, 20
  %131 = and i32 %130, 15
  %132 = sext i32 %129 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = sitofp i32 %135 to float
  %137 = fmul float %95, %136
  %138 = add i64 %46, 2
  %139 = mul i64 %138, 4
  %140 = getelementptr i8, ptr %4, i64 %139
  store float %137, ptr %140, align 4
  %141 = lshr i32 %101, 24
  %142 = and i32 %141, 15
  %143 = lshr i32 %101, 28
  %144 = and i32 %143, 15
  %145 = sext i32 %142 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = sitofp i32 %148 to float
  %150 = fmul float %95, %149
  %151 = add i64 %46, 3
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr %4, i64 %152
  store float %150, ptr %153, align 4
  %154 = add i64 %98, 4
  %155 = getelementptr i8, ptr %50, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = lshr i32 %156, 0
  %158 = and i32 %157, 15
  %159 = lshr i32 %156, 4
  %160 = and i32 %159, 15
  %161 = sext i32 %158 to i64
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = sitofp i32 %164 to float
  %166 = fmul float %95, %165
  %167 = add i64 %46, 4
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr %4, i64 %168
  store float %166, ptr %169, align 4
  %170 = lshr i32 %156, 8
  %171 = and i32 %170, 15
  %172 = lshr i32 %156, 12
  %173 = and i32 %172, 15
  %174 = sext i32 %171 to i64
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %175
  %177 = load i32, ptr %176, align 4
  %178 = sitofp i32 %177 to float
  %179 = fmul float %95, %178
  %180 = add i64 %46, 5
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr %4, i64 %181
  store float %179, ptr %182, align 4
  %183 = lshr i32 %156, 16
  %184 = and i32 %183, 15
  %185 = lshr i32 %156, 20
  %186 = and i32 %185, 15
  %187 = sext i32 %184 to i64
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %188
  %190 = load i32, ptr %189, align 4
  %191 = sitofp i32 %190 to float
  %192 = fmul float %95, %191
  %193 = add i64 %46, 6
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr %4, i64 %194
  store float %192, ptr %195, align 4
  %196 = lshr i32 %156, 24
  %197 = and i32 %196, 15
  %198 = lshr i32 %156, 28
  %199 = and i32 %198, 15
  %200 = sext i32 %197 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %201
  %203 = load i32, ptr %202, align 4
  %204 = sitofp i32 %203 to float
  %205 = fmul float %95, %204
  %206 = add i64 %46, 7
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr %4, i64 %207
  store float %205, ptr %208, align 4
  %209 = add i64 %98, 8
  %210 = getelementptr i8, ptr %50, i64 %209
  %211 = load i32, ptr %210, align 4
  %212 = lshr i32 %211, 0
  %213 = and i32 %212, 15
  %214 = lshr i32 %211, 4
  %215 = and i32 %214, 15
  %216 = sext i32 %213 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = sitofp i32 %219 to float
  %221 = fmul float %95, %220
  %222 = add i64 %46, 8
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr %4, i64 %223
  store float %221, ptr %224, align 4
  %225 = lshr i32 %211, 8
  %226 = and i32 %225, 15
  %227 = lshr i32 %211, 12
  %228 = and i32 %227, 15
  %229 = sext i32 %226 to i64
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = sitofp i32 %232 to float
  %234 = fmul float %95, %233
  %235 = add i64 %46, 9
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr %4, i64 %236
  store float %234, ptr %237, align 4
  %238 = lshr i32 %211, 16
  %239 = and i32 %238, 15
  %240 = lshr i32 %211, 20
  %241 = and i32 %240, 15
  %242 = sext i32 %239 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = sitofp i32 %245 to float
  %247 = fmul float %95, %246
  %248 = add i64 %46, 10
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr %4, i64 %249
  store float %247, ptr %250, align 4
  %251 = lshr i32 %211, 24
  %252 = and i32 %251, 15
  %253 = lshr i32 %211, 28
  %254 = and i32 %253, 15
  %255 = sext i32 %252 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %256
  %258 = load i32, ptr %257, align 4
  %259 = sitofp i32 %258 to float
  %260 = fmul float %95, %259
  %261 = add i64 %46, 11
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr %4, i64 %262
  store float %260, ptr %263, align 4
  %264 = add i64 %98, 12
  %265 = getelementptr i8, ptr %50, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = lshr i32 %266, 0
  %268 = and i32 %267, 15
  %269 = lshr i32 %266, 4
  %270 = and i32 %269, 15
  %271 = sext i32 %268 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = sitofp i32 %274 to float
  %276 = fmul float %95, %275
  %277 = add i64 %46, 12
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr %4, i64 %278
  store float %276, ptr %279, align 4
  %280 = lshr i32 %266, 8
  %281 = and i32 %280, 15
  %282 = lshr i32 %266, 12
  %283 = and i32 %282, 15
  %284 = sext i32 %281 to i64
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %285
  %287 = load i32, ptr %286, align 4
  %288 = sitofp i32 %287 to float
  %289 = fmul float %95, %288
  %290 = add i64 %46, 13
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr %4, i64 %291
  store float %289, ptr %292, align 4
  %293 = lshr i32 %266, 16
  %294 = and i32 %293, 15
  %295 = lshr i32 %266, 20
  %296 = and i32 %295, 15
  %297 = sext i32 %294 to i64
  %298 = mul i64 %297, 4
  %299 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %298
  %300 = load i32, ptr %299, align 4
  %301 = sitofp i32 %300 to float
  %302 = fmul float %95, %301
  %303 = add i64 %46, 14
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %4, i64 %304
  store float %302, ptr %305, align 4
  %306 = lshr i32 %266, 24
  %307 = and i32 %306, 15
  %308 = lshr i32 %266, 28
  %309 = and i32 %308, 15
  %310 = sext i32 %307 to i64
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = sitofp i32 %313 to float
  %315 = fmul float %95, %314
  %316 = add i64 %46, 15
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr %4, i64 %317
  store float %315, ptr %318, align 4
  %319 = sext i32 %105 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %320
  %322 = load i32, ptr %321, align 4
  %323 = sitofp i32 %322 to float
  %324 = fmul float %95, %323
  %325 = add i64 %46, 16
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr %4, i64 %326
  store float %324, ptr %327, align 4
  %328 = sext i32 %118 to i64
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %329
  %331 = load i32, ptr %330, align 4
  %332 = sitofp i32 %331 to float
  %333 = fmul float %95, %332
  %334 = add i64 %46, 17
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr %4, i64 %335
  store float %333, ptr %336, align 4
  %337 = sext i32 %131 to i64
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %338
  %340 = load i32, ptr %339, align 4
  %341 = sitofp i32 %340 to float
  %342 = fmul float %95, %341
  %343 = add i64 %46, 18
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr %4, i64 %344
  store float %342, ptr %345, align 4
  %346 = sext i32 %144 to i64
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %347
  %349 = load i32, ptr %348, align 4
  %350 = sitofp i32 %349 to float
  %351 = fmul float %95, %350
  %352 = add i64 %46, 19
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr %4, i64 %353
  store float %351, ptr %354, align 4
  %355 = sext i32 %160 to i64
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %356
  %358 = load i32, ptr %357, align 4
  %359 = sitofp i32 %358 to float
  %360 = fmul float %95, %359
  %361 = add i64 %46, 20
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr %4, i64 %362
  store float %360, ptr %363, align 4
  %364 = sext i32 %173 to i64
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %365
  %367 = load i32, ptr %366, align 4
  %368 = sitofp i32 %367 to float
  %369 = fmul float %95, %368
  %370 = add i64 %46, 21
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float %369, ptr %372, align 4
  %373 = sext i32 %186 to i64
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %374
  %376 = load i32, ptr %375, align 4
  %377 = sitofp i32 %376 to float
  %378 = fmul float %95, %377
  %379 = add i64 %46, 22
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr %4, i64 %380
  store float %378, ptr %381, align 4
  %382 = sext i32 %199 to i64
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %383
  %385 = load i32, ptr %384, align 4
  %386 = sitofp i32 %385 to float
  %387 = fmul float %95, %386
  %388 = add i64 %46, 23
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr %4, i64 %389
  store float %387, ptr %390, align 4
  %391 = sext i32 %215 to i64
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %392
  %394 = load i32, ptr %393, align 4
  %395 = sitofp i32 %394 to float
  %396 = fmul float %95, %395
  %397 = add i64 %46, 24
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr %4, i64 %398
  store float %396, ptr %399, align 4
  %400 = sext i32 %228 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %401
  %403 = load i32, ptr %402, align 4
  %404 = sitofp i32 %403 to float
  %405 = fmul float %95, %404
  %406 = add i64 %46, 25
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr %4, i64 %407
  store float %405, ptr %408, align 4
  %409 = sext i32 %241 to i64
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %410
  %412 = load i32, ptr %411, align 4
  %413 = sitofp i32 %412 to float
  %414 = fmul float %95, %413
  %415 = add i64 %46, 26
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr %4, i64 %416
  store float %414, ptr %417, align 4
  %418 = sext i32 %254 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %419
  %421 = load i32, ptr %420, align 4
  %422 = sitofp i32 %421 to float
  %423 = fmul float %95, %422
  %424 = add i64 %46, 27
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr %4, i64 %425
  store float %423, ptr %426, align 4
  %427 = sext i32 %270 to i64
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %428
  %430 = load i32, ptr %429, align 4
  %431 = sitofp i32 %430 to float
  %432 = fmul float %95, %431
  %433 = add i64 %46, 28
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr %4, i64 %434
  store float %432, ptr %435, align 4
  %436 = sext i32 %283 to i64
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %437
  %439 = load i32, ptr %438, align 4
  %440 = sitofp i32 %439 to float
  %441 = fmul float %95, %440
  %442 = add i64 %46, 29
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr %4, i64 %443
  store float %441, ptr %444, align 4
  %445 = sext i32 %296 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %446
  %448 = load i32, ptr %447, align 4
  %449 = sitofp i32 %448 to float
  %450 = fmul float %95, %449
  %451 = add i64 %46, 30
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr %4, i64 %452
  store float %450, ptr %453, align 4
  %454 = sext i32 %309 to i64
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %455
  %457 = load i32, ptr %456, align 4
  %458 = sitofp i32 %457 to float
  %459 = fmul float %95, %458
  %460 = add i64 %46, 31
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr %4, i64 %461
  store float %459, ptr %462, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %463 = xor i1 %33, true
  br i1 %463, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %464 = add i64 %46, 0
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr %4, i64 %465
  store float 0.000000e+00, ptr %466, align 4
  %467 = add i64 %46, 1
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr %4, i64 %468
  store float 0.000000e+00, ptr %469, align 4
  %470 = add i64 %46, 2
  %471 = mul i64 %470, 4
  %472 = getelementptr i8, ptr %4, i64 %471
  store float 0.000000e+00, ptr %472, align 4
  %473 = add i64 %46, 3
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr %4, i64 %474
  store float 0.000000e+00, ptr %475, align 4
  %476 = add i64 %46, 4
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr %4, i64 %477
  store float 0.000000e+00, ptr %478, align 4
  %479 = add i64 %46, 5
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr %4, i64 %480
  store float 0.000000e+00, ptr %481, align 4
  %482 = add i64 %46, 6
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr %4, i64 %483
  store float 0.000000e+00, ptr %484, align 4
  %485 = add i64 %46, 7
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr %4, i64 %486
  store float 0.000000e+00, ptr %487, align 4
  %488 = add i64 %46, 8
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %4, i64 %489
  store float 0.000000e+00, ptr %490, align 4
  %491 = add i64 %46, 9
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr %4, i64 %492
  store float 0.000000e+00, ptr %493, align 4
  %494 = add i64 %46, 10
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr %4, i64 %495
  store float 0.000000e+00, ptr %496, align 4
  %497 = add i64 %46, 11
  %498 = mul i64 %497, 4
  %499 = getelementptr i8, ptr %4, i64 %498
  store float 0.000000e+00, ptr %499, align 4
  %500 = add i64 %46, 12
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr %4, i64 %501
  store float 0.000000e+00, ptr %502, align 4
  %503 = add i64 %46, 13
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr %4, i64 %504
  store float 0.000000e+00, ptr %505, align 4
  %506 = add i64 %46, 14
  %507 = mul i64 %506, 4
  %508 = getelementptr i8, ptr %4, i64 %507
  store float 0.000000e+00, ptr %508, align 4
  %509 = add i64 %46, 15
  %510 = mul i64 %509, 4
  %511 = getelementptr i8, ptr %4, i64 %510
  store float 0.000000e+00, ptr %511, align 4
  %512 = add i64 %46, 16
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr %4, i64 %513
  store float 0.000000e+00, ptr %514, align 4
  %515 = add i64 %46, 17
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr %4, i64 %516
  store float 0.000000e+00, ptr %517, align 4
  %518 = add i64 %46, 18
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr %4, i64 %519
  store float 0.000000e+00, ptr %520, align 4
  %521 = add i64 %46, 19
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr %4, i64 %522
  store float 0.000000e+00, ptr %523, align 4
  %524 = add i64 %46, 20
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr %4, i64 %525
  store float 0.000000e+00, ptr %526, align 4
  %527 = add i64 %46, 21
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr %4, i64 %528
  store float 0.000000e+00, ptr %529, align 4
  %530 = add i64 %46, 22
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr %4, i64 %531
  store float 0.000000e+00, ptr %532, align 4
  %533 = add i64 %46, 23
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr %4, i64 %534
  store float 0.000000e+00, ptr %535, align 4
  %536 = add i64 %46, 24
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr %4, i64 %537
  store float 0.000000e+00, ptr %538, align 4
  %539 = add i64 %46, 25
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr %4, i64 %540
  store float 0.000000e+00, ptr %541, align 4
  %542 = add i64 %46, 26
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr %4, i64 %543
  store float 0.000000e+00, ptr %544, align 4
  %545 = add i64 %46, 27
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr %4, i64 %546
  store float 0.000000e+00, ptr %547, align 4
  %548 = add i64 %46, 28
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr %4, i64 %549
  store float 0.000000e+00, ptr %550, align 4
  %551 = add i64 %46, 29
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr %4, i64 %552
  store float 0.000000e+00, ptr %553, align 4
  %554 = add i64 %46, 30
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr %4, i64 %555
  store float 0.000000e+00, ptr %556, align 4
  %557 = add i64 %46, 31
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr %4, i64 %558
  store float 0.000000e+00, ptr %559, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
