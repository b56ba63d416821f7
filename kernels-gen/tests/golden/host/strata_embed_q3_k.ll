; ModuleID = 'strata_embed_q3_k'
source_filename = "strata_embed_q3_k"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q3_k(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 110
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
  %49 = mul i64 %48, 110
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 108
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
  %75 = lshr i32 %52, 2
  %76 = mul i32 %75, 4
  %77 = lshr i32 %52, 1
  %78 = mul i32 %77, 2
  %79 = mul i32 %52, 2
  %80 = and i32 %52, 1
  %81 = mul i32 %80, 2
  %82 = add i32 %79, 0
  %83 = and i32 %82, 7
  %84 = sext i32 %83 to i64
  %85 = add i64 96, %84
  %86 = getelementptr i8, ptr %50, i64 %85
  %87 = load i8, ptr %86, align 1
  %88 = zext i8 %87 to i32
  %89 = lshr i32 %88, %76
  %90 = and i32 %89, 15
  %91 = add i32 %81, 0
  %92 = sext i32 %91 to i64
  %93 = add i64 104, %92
  %94 = getelementptr i8, ptr %50, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = lshr i32 %96, %78
  %98 = and i32 %97, 3
  %99 = shl i32 %98, 4
  %100 = or i32 %90, %99
  %101 = sub i32 %100, 32
  %102 = sitofp i32 %101 to float
  %103 = fmul float %74, %102
  %104 = add i32 %79, 1
  %105 = and i32 %104, 7
  %106 = sext i32 %105 to i64
  %107 = add i64 96, %106
  %108 = getelementptr i8, ptr %50, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i32
  %111 = lshr i32 %110, %76
  %112 = and i32 %111, 15
  %113 = add i32 %81, 1
  %114 = sext i32 %113 to i64
  %115 = add i64 104, %114
  %116 = getelementptr i8, ptr %50, i64 %115
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = lshr i32 %118, %78
  %120 = and i32 %119, 3
  %121 = shl i32 %120, 4
  %122 = or i32 %112, %121
  %123 = sub i32 %122, 32
  %124 = sitofp i32 %123 to float
  %125 = fmul float %74, %124
  %126 = lshr i32 %52, 2
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, 32
  %129 = add i64 32, %128
  %130 = and i32 %52, 3
  %131 = mul i32 %130, 2
  %132 = add i64 %129, 0
  %133 = getelementptr i8, ptr %50, i64 %132
  %134 = load i32, ptr %133, align 2
  %135 = lshr i32 %134, %131
  %136 = getelementptr i8, ptr %50, i64 0
  %137 = load i32, ptr %136, align 2
  %138 = lshr i32 %137, %52
  %139 = lshr i32 %135, 0
  %140 = and i32 %139, 3
  %141 = lshr i32 %138, 0
  %142 = and i32 %141, 1
  %143 = xor i32 %142, 1
  %144 = shl i32 %143, 2
  %145 = sub i32 %140, %144
  %146 = sitofp i32 %145 to float
  %147 = fmul float %103, %146
  %148 = add i64 %46, 0
  %149 = mul i64 %148, 4
  %150 = getelementptr i8, ptr %4, i64 %149
  store float %147, ptr %150, align 4
  %151 = lshr i32 %135, 8
  %152 = and i32 %151, 3
  %153 = lshr i32 %138, 8
  %154 = and i32 %153, 1
  %155 = xor i32 %154, 1
  %156 = shl i32 %155, 2
  %157 = sub i32 %152, %156
  %158 = sitofp i32 %157 to float
  %159 = fmul float %103, %158
  %160 = add i64 %46, 1
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr %4, i64 %161
  store float %159, ptr %162, align 4
  %163 = lshr i32 %135, 16
  %164 = and i32 %163, 3
  %165 = lshr i32 %138, 16
  %166 = and i32 %165, 1
  %167 = xor i32 %166, 1
  %168 = shl i32 %167, 2
  %169 = sub i32 %164, %168
  %170 = sitofp i32 %169 to float
  %171 = fmul float %103, %170
  %172 = add i64 %46, 2
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr %4, i64 %173
  store float %171, ptr %174, align 4
  %175 = lshr i32 %135, 24
  %176 = and i32 %175, 3
  %177 = lshr i32 %138, 24
  %178 = and i32 %177, 1
  %179 = xor i32 %178, 1
  %180 = shl i32 %179, 2
  %181 = sub i32 %176, %180
  %182 = sitofp i32 %181 to float
  %183 = fmul float %103, %182
  %184 = add i64 %46, 3
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr %4, i64 %185
  store float %183, ptr %186, align 4
  %187 = add i64 %129, 4
  %188 = getelementptr i8, ptr %50, i64 %187
  %189 = load i32, ptr %188, align 2
  %190 = lshr i32 %189, %131
  %191 = getelementptr i8, ptr %50, i64 4
  %192 = load i32, ptr %191, align 2
  %193 = lshr i32 %192, %52
  %194 = lshr i32 %190, 0
  %195 = and i32 %194, 3
  %196 = lshr i32 %193, 0
  %197 = and i32 %196, 1
  %198 = xor i32 %197, 1
  %199 = shl i32 %198, 2
  %200 = sub i32 %195, %199
  %201 = sitofp i32 %200 to float
  %202 = fmul float %103, %201
  %203 = add i64 %46, 4
  %204 = mul i64 %203, 4
  %205 = getelementptr i8, ptr %4, i64 %204
  store float %202, ptr %205, align 4
  %206 = lshr i32 %190, 8
  %207 = and i32 %206, 3
  %208 = lshr i32 %193, 8
  %209 = and i32 %208, 1
  %210 = xor i32 %209, 1
  %211 = shl i32 %210, 2
  %212 = sub i32 %207, %211
  %213 = sitofp i32 %212 to float
  %214 = fmul float %103, %213
  %215 = add i64 %46, 5
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr %4, i64 %216
  store float %214, ptr %217, align 4
  %218 = lshr i32 %190, 16
  %219 = and i32 %218, 3
  %220 = lshr i32 %193, 16
  %221 = and i32 %220, 1
  %222 = xor i32 %221, 1
  %223 = shl i32 %222, 2
  %224 = sub i32 %219, %223
  %225 = sitofp i32 %224 to float
  %226 = fmul float %103, %225
  %227 = add i64 %46, 6
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr %4, i64 %228
  store float %226, ptr %229, align 4
  %230 = lshr i32 %190, 24
  %231 = and i32 %230, 3
  %232 = lshr i32 %193, 24
  %233 = and i32 %232, 1
  %234 = xor i32 %233, 1
  %235 = shl i32 %234, 2
  %236 = sub i32 %231, %235
  %237 = sitofp i32 %236 to float
  %238 = fmul float %103, %237
  %239 = add i64 %46, 7
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr %4, i64 %240
  store float %238, ptr %241, align 4
  %242 = add i64 %129, 8
  %243 = getelementptr i8, ptr %50, i64 %242
  %244 = load i32, ptr %243, align 2
  %245 = lshr i32 %244, %131
  %246 = getelementptr i8, ptr %50, i64 8
  %247 = load i32, ptr %246, align 2
  %248 = lshr i32 %247, %52
  %249 = lshr i32 %245, 0
  %250 = and i32 %249, 3
  %251 = lshr i32 %248, 0
  %252 = and i32 %251, 1
  %253 = xor i32 %252, 1
  %254 = shl i32 %253, 2
  %255 = sub i32 %250, %254
  %256 = sitofp i32 %255 to float
  %257 = fmul float %103, %256
  %258 = add i64 %46, 8
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr %4, i64 %259
  store float %257, ptr %260, align 4
  %261 = lshr i32 %245, 8
  %262 = and i32 %261, 3
  %263 = lshr i32 %248, 8
  %264 = and i32 %263, 1
  %265 = xor i32 %264, 1
  %266 = shl i32 %265, 2
  %267 = sub i32 %262, %266
  %268 = sitofp i32 %267 to float
  %269 = fmul float %103, %268
  %270 = add i64 %46, 9
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr %4, i64 %271
  store float %269, ptr %272, align 4
  %273 = lshr i32 %245, 16
  %274 = and i32 %273, 3
  %275 = lshr i32 %248, 16
  %276 = and i32 %275, 1
  %277 = xor i32 %276, 1
  %278 = shl i32 %277, 2
  %279 = sub i32 %274, %278
  %280 = sitofp i32 %279 to float
  %281 = fmul float %103, %280
  %282 = add i64 %46, 10
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr %4, i64 %283
  store float %281, ptr %284, align 4
  %285 = lshr i32 %245, 24
  %286 = and i32 %285, 3
  %287 = lshr i32 %248, 24
  %288 = and i32 %287, 1
  %289 = xor i32 %288, 1
  %290 = shl i32 %289, 2
  %291 = sub i32 %286, %290
  %292 = sitofp i32 %291 to float
  %293 = fmul float %103, %292
  %294 = add i64 %46, 11
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr %4, i64 %295
  store float %293, ptr %296, align 4
  %297 = add i64 %129, 12
  %298 = getelementptr i8, ptr %50, i64 %297
  %299 = load i32, ptr %298, align 2
  %300 = lshr i32 %299, %131
  %301 = getelementptr i8, ptr %50, i64 12
  %302 = load i32, ptr %301, align 2
  %303 = lshr i32 %302, %52
  %304 = lshr i32 %300, 0
  %305 = and i32 %304, 3
  %306 = lshr i32 %303, 0
  %307 = and i32 %306, 1
  %308 = xor i32 %307, 1
  %309 = shl i32 %308, 2
  %310 = sub i32 %305, %309
  %311 = sitofp i32 %310 to float
  %312 = fmul float %103, %311
  %313 = add i64 %46, 12
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr %4, i64 %314
  store float %312, ptr %315, align 4
  %316 = lshr i32 %300, 8
  %317 = and i32 %316, 3
  %318 = lshr i32 %303, 8
  %319 = and i32 %318, 1
  %320 = xor i32 %319, 1
  %321 = shl i32 %320, 2
  %322 = sub i32 %317, %321
  %323 = sitofp i32 %322 to float
  %324 = fmul float %103, %323
  %325 = add i64 %46, 13
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr %4, i64 %326
  store float %324, ptr %327, align 4
  %328 = lshr i32 %300, 16
  %329 = and i32 %328, 3
  %330 = lshr i32 %303, 16
  %331 = and i32 %330, 1
  %332 = xor i32 %331, 1
  %333 = shl i32 %332, 2
  %334 = sub i32 %329, %333
  %335 = sitofp i32 %334 to float
  %336 = fmul float %103, %335
  %337 = add i64 %46, 14
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr %4, i64 %338
  store float %336, ptr %339, align 4
  %340 = lshr i32 %300, 24
  %341 = and i32 %340, 3
  %342 = lshr i32 %303, 24
  %343 = and i32 %342, 1
  %344 = xor i32 %343, 1
  %345 = shl i32 %344, 2
  %346 = sub i32 %341, %345
  %347 = sitofp i32 %346 to float
  %348 = fmul float %103, %347
  %349 = add i64 %46, 15
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr %4, i64 %350
  store float %348, ptr %351, align 4
  %352 = add i64 %129, 16
  %353 = getelementptr i8, ptr %50, i64 %352
  %354 = load i32, ptr %353, align 2
  %355 = lshr i32 %354, %131
  %356 = getelementptr i8, ptr %50, i64 16
  %357 = load i32, ptr %356, align 2
  %358 = lshr i32 %357, %52
  %359 = lshr i32 %355, 0
  %360 = and i32 %359, 3
  %361 = lshr i32 %358, 0
  %362 = and i32 %361, 1
  %363 = xor i32 %362, 1
  %364 = shl i32 %363, 2
  %365 = sub i32 %360, %364
  %366 = sitofp i32 %365 to float
  %367 = fmul float %125, %366
  %368 = add i64 %46, 16
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr %4, i64 %369
  store float %367, ptr %370, align 4
  %371 = lshr i32 %355, 8
  %372 = and i32 %371, 3
  %373 = lshr i32 %358, 8
  %374 = and i32 %373, 1
  %375 = xor i32 %374, 1
  %376 = shl i32 %375, 2
  %377 = sub i32 %372, %376
  %378 = sitofp i32 %377 to float
  %379 = fmul float %125, %378
  %380 = add i64 %46, 17
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr %4, i64 %381
  store float %379, ptr %382, align 4
  %383 = lshr i32 %355, 16
  %384 = and i32 %383, 3
  %385 = lshr i32 %358, 16
  %386 = and i32 %385, 1
  %387 = xor i32 %386, 1
  %388 = shl i32 %387, 2
  %389 = sub i32 %384, %388
  %390 = sitofp i32 %389 to float
  %391 = fmul float %125, %390
  %392 = add i64 %46, 18
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr %4, i64 %393
  store float %391, ptr %394, align 4
  %395 = lshr i32 %355, 24
  %396 = and i32 %395, 3
  %397 = lshr i32 %358, 24
  %398 = and i32 %397, 1
  %399 = xor i32 %398, 1
  %400 = shl i32 %399, 2
  %401 = sub i32 %396, %400
  %402 = sitofp i32 %401 to float
  %403 = fmul float %125, %402
  %404 = add i64 %46, 19
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr %4, i64 %405
  store float %403, ptr %406, align 4
  %407 = add i64 %129, 20
  %408 = getelementptr i8, ptr %50, i64 %407
  %409 = load i32, ptr %408, align 2
  %410 = lshr i32 %409, %131
  %411 = getelementptr i8, ptr %50, i64 20
  %412 = load i32, ptr %411, align 2
  %413 = lshr i32 %412, %52
  %414 = lshr i32 %410, 0
  %415 = and i32 %414, 3
  %416 = lshr i32 %413, 0
  %417 = and i32 %416, 1
  %418 = xor i32 %417, 1
  %419 = shl i32 %418, 2
  %420 = sub i32 %415, %419
  %421 = sitofp i32 %420 to float
  %422 = fmul float %125, %421
  %423 = add i64 %46, 20
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr %4, i64 %424
  store float %422, ptr %425, align 4
  %426 = lshr i32 %410, 8
  %427 = and i32 %426, 3
  %428 = lshr i32 %413, 8
  %429 = and i32 %428, 1
  %430 = xor i32 %429, 1
  %431 = shl i32 %430, 2
  %432 = sub i32 %427, %431
  %433 = sitofp i32 %432 to float
  %434 = fmul float %125, %433
  %435 = add i64 %46, 21
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr %4, i64 %436
  store float %434, ptr %437, align 4
  %438 = lshr i32 %410, 16
  %439 = and i32 %438, 3
  %440 = lshr i32 %413, 16
  %441 = and i32 %440, 1
  %442 = xor i32 %441, 1
  %443 = shl i32 %442, 2
  %444 = sub i32 %439, %443
  %445 = sitofp i32 %444 to float
  %446 = fmul float %125, %445
  %447 = add i64 %46, 22
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr %4, i64 %448
  store float %446, ptr %449, align 4
  %450 = lshr i32 %410, 24
  %451 = and i32 %450, 3
  %452 = lshr i32 %413, 24
  %453 = and i32 %452, 1
  %454 = xor i32 %453, 1
  %455 = shl i32 %454, 2
  %456 = sub i32 %451, %455
  %457 = sitofp i32 %456 to float
  %458 = fmul float %125, %457
  %459 = add i64 %46, 23
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr %4, i64 %460
  store float %458, ptr %461, align 4
  %462 = add i64 %129, 24
  %463 = getelementptr i8, ptr %50, i64 %462
  %464 = load i32, ptr %463, align 2
  %465 = lshr i32 %464, %131
  %466 = getelementptr i8, ptr %50, i64 24
  %467 = load i32, ptr %466, align 2
  %468 = lshr i32 %467, %52
  %469 = lshr i32 %465, 0
  %470 = and i32 %469, 3
  %471 = lshr i32 %468, 0
  %472 = and i32 %471, 1
  %473 = xor i32 %472, 1
  %474 = shl i32 %473, 2
  %475 = sub i32 %470, %474
  %476 = sitofp i32 %475 to float
  %477 = fmul float %125, %476
  %478 = add i64 %46, 24
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr %4, i64 %479
  store float %477, ptr %480, align 4
  %481 = lshr i32 %465, 8
  %482 = and i32 %481, 3
  %483 = lshr i32 %468, 8
  %484 = and i32 %483, 1
  %485 = xor i32 %484, 1
  %486 = shl i32 %485, 2
  %487 = sub i32 %482, %486
  %488 = sitofp i32 %487 to float
  %489 = fmul float %125, %488
  %490 = add i64 %46, 25
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr %4, i64 %491
  store float %489, ptr %492, align 4
  %493 = lshr i32 %465, 16
  %494 = and i32 %493, 3
  %495 = lshr i32 %468, 16
  %496 = and i32 %495, 1
  %497 = xor i32 %496, 1
  %498 = shl i32 %497, 2
  %499 = sub i32 %494, %498
  %500 = sitofp i32 %499 to float
  %501 = fmul float %125, %500
  %502 = add i64 %46, 26
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr %4, i64 %503
  store float %501, ptr %504, align 4
  %505 = lshr i32 %465, 24
  %506 = and i32 %505, 3
  %507 = lshr i32 %468, 24
  %508 = and i32 %507, 1
  %509 = xor i32 %508, 1
  %510 = shl i32 %509, 2
  %511 = sub i32 %506, %510
  %512 = sitofp i32 %511 to float
  %513 = fmul float %125, %512
  %514 = add i64 %46, 27
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr %4, i64 %515
  store float %513, ptr %516, align 4
  %517 = add i64 %129, 28
  %518 = getelementptr i8, ptr %50, i64 %517
  %519 = load i32, ptr %518, align 2
  %520 = lshr i32 %519, %131
  %521 = getelementptr i8, ptr %50, i64 28
  %522 = load i32, ptr %521, align 2
  %523 = lshr i32 %522, %52
  %524 = lshr i32 %520, 0
  %525 = and i32 %524, 3
  %526 = lshr i32 %523, 0
  %527 = and i32 %526, 1
  %528 = xor i32 %527, 1
  %529 = shl i32 %528, 2
  %530 = sub i32 %525, %529
  %531 = sitofp i32 %530 to float
  %532 = fmul float %125, %531
  %533 = add i64 %46, 28
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr %4, i64 %534
  store float %532, ptr %535, align 4
  %536 = lshr i32 %520, 8
  %537 = and i32 %536, 3
  %538 = lshr i32 %523, 8
  %539 = and i32 %538, 1
  %540 = xor i32 %539, 1
  %541 = shl i32 %540, 2
  %542 = sub i32 %537, %541
  %543 = sitofp i32 %542 to float
  %544 = fmul float %125, %543
  %545 = add i64 %46, 29
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr %4, i64 %546
  store float %544, ptr %547, align 4
  %548 = lshr i32 %520, 16
  %549 = and i32 %548, 3
  %550 = lshr i32 %523, 16
  %551 = and i32 %550, 1
  %552 = xor i32 %551, 1
  %553 = shl i32 %552, 2
  %554 = sub i32 %549, %553
  %555 = sitofp i32 %554 to float
  %556 = fmul float %125, %555
  %557 = add i64 %46, 30
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr %4, i64 %558
  store float %556, ptr %559, align 4
  %560 = lshr i32 %520, 24
  %561 = and i32 %560, 3
  %562 = lshr i32 %523, 24
  %563 = and i32 %562, 1
  %564 = xor i32 %563, 1
  %565 = shl i32 %564, 2
  %566 = sub i32 %561, %565
  %567 = sitofp i32 %566 to float
  %568 = fmul float %125, %567
  %569 = add i64 %46, 31
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr %4, i64 %570
  store float %568, ptr %571, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %572 = xor i1 %33, true
  br i1 %572, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %573 = add i64 %46, 0
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr %4, i64 %574
  store float 0.000000e+00, ptr %575, align 4
  %576 = add i64 %46, 1
  %577 = mul i64 %576, 4
  %578 = getelementptr i8, ptr %4, i64 %577
  store float 0.000000e+00, ptr %578, align 4
  %579 = add i64 %46, 2
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr %4, i64 %580
  store float 0.000000e+00, ptr %581, align 4
  %582 = add i64 %46, 3
  %583 = mul i64 %582, 4
  %584 = getelementptr i8, ptr %4, i64 %583
  store float 0.000000e+00, ptr %584, align 4
  %585 = add i64 %46, 4
  %586 = mul i64 %585, 4
  %587 = getelementptr i8, ptr %4, i64 %586
  store float 0.000000e+00, ptr %587, align 4
  %588 = add i64 %46, 5
  %589 = mul i64 %588, 4
  %590 = getelementptr i8, ptr %4, i64 %589
  store float 0.000000e+00, ptr %590, align 4
  %591 = add i64 %46, 6
  %592 = mul i64 %591, 4
  %593 = getelementptr i8, ptr %4, i64 %592
  store float 0.000000e+00, ptr %593, align 4
  %594 = add i64 %46, 7
  %595 = mul i64 %594, 4
  %596 = getelementptr i8, ptr %4, i64 %595
  store float 0.000000e+00, ptr %596, align 4
  %597 = add i64 %46, 8
  %598 = mul i64 %597, 4
  %599 = getelementptr i8, ptr %4, i64 %598
  store float 0.000000e+00, ptr %599, align 4
  %600 = add i64 %46, 9
  %601 = mul i64 %600, 4
  %602 = getelementptr i8, ptr %4, i64 %601
  store float 0.000000e+00, ptr %602, align 4
  %603 = add i64 %46, 10
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr %4, i64 %604
  store float 0.000000e+00, ptr %605, align 4
  %606 = add i64 %46, 11
  %607 = mul i64 %606, 4
  %608 = getelementptr i8, ptr %4, i64 %607
  store float 0.000000e+00, ptr %608, align 4
  %609 = add i64 %46, 12
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr %4, i64 %610
  store float 0.000000e+00, ptr %611, align 4
  %612 = add i64 %46, 13
  %613 = mul i64 %612, 4
  %614 = getelementptr i8, ptr %4, i64 %613
  store float 0.000000e+00, ptr %614, align 4
  %615 = add i64 %46, 14
  %616 = mul i64 %615, 4
  %617 = getelementptr i8, ptr %4, i64 %616
  store float 0.000000e+00, ptr %617, align 4
  %618 = add i64 %46, 15
  %619 = mul i64 %618, 4
  %620 = getelementptr i8, ptr %4, i64 %619
  store float 0.000000e+00, ptr %620, align 4
  %621 = add i64 %46, 16
  %622 = mul i64 %621, 4
  %623 = getelementptr i8, ptr %4, i64 %622
  store float 0.000000e+00, ptr %623, align 4
  %624 = add i64 %46, 17
  %625 = mul i64 %624, 4
  %626 = getelementptr i8, ptr %4, i64 %625
  store float 0.000000e+00, ptr %626, align 4
  %627 = add i64 %46, 18
  %628 = mul i64 %627, 4
  %629 = getelementptr i8, ptr %4, i64 %628
  store float 0.000000e+00, ptr %629, align 4
  %630 = add i64 %46, 19
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr %4, i64 %631
  store float 0.000000e+00, ptr %632, align 4
  %633 = add i64 %46, 20
  %634 = mul i64 %633, 4
  %635 = getelementptr i8, ptr %4, i64 %634
  store float 0.000000e+00, ptr %635, align 4
  %636 = add i64 %46, 21
  %637 = mul i64 %636, 4
  %638 = getelementptr i8, ptr %4, i64 %637
  store float 0.000000e+00, ptr %638, align 4
  %639 = add i64 %46, 22
  %640 = mul i64 %639, 4
  %641 = getelementptr i8, ptr %4, i64 %640
  store float 0.000000e+00, ptr %641, align 4
  %642 = add i64 %46, 23
  %643 = mul i64 %642, 4
  %644 = getelementptr i8, ptr %4, i64 %643
  store float 0.000000e+00, ptr %644, align 4
  %645 = add i64 %46, 24
  %646 = mul i64 %645, 4
  %647 = getelementptr i8, ptr %4, i64 %646
  store float 0.000000e+00, ptr %647, align 4
  %648 = add i64 %46, 25
  %649 = mul i64 %648, 4
  %650 = getelementptr i8, ptr %4, i64 %649
  store float 0.000000e+00, ptr %650, align 4
  %651 = add i64 %46, 26
  %652 = mul i64 %651, 4
  %653 = getelementptr i8, ptr %4, i64 %652
  store float 0.000000e+00, ptr %653, align 4
  %654 = add i64 %46, 27
  %655 = mul i64 %654, 4
  %656 = getelementptr i8, ptr %4, i64 %655
  store float 0.000000e+00, ptr %656, align 4
  %657 = add i64 %46, 28
  %658 = mul i64 %657, 4
  %659 = getelementptr i8, ptr %4, i64 %658
  store float 0.000000e+00, ptr %659, align 4
  %660 = add i64 %46, 29
  %661 = mul i64 %660, 4
  %662 = getelementptr i8, ptr %4, i64 %661
  store float 0.000000e+00, ptr %662, align 4
  %663 = add i64 %46, 30
  %664 = mul i64 %663, 4
  %665 = getelementptr i8, ptr %4, i64 %664
  store float 0.000000e+00, ptr %665, align 4
  %666 = add i64 %46, 31
  %667 = mul i64 %666, 4
  %668 = getelementptr i8, ptr %4, i64 %667
  store float 0.000000e+00, ptr %668, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
