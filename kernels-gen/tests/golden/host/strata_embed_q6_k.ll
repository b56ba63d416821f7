; ModuleID = 'strata_embed_q6_k'
source_filename = "strata_embed_q6_k"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q6_k(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 210
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
  %49 = mul i64 %48, 210
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 208
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
  %76 = sext i32 %75 to i64
  %77 = and i32 %52, 3
  %78 = sext i32 %77 to i64
  %79 = mul i64 %76, 64
  %80 = add i64 0, %79
  %81 = and i32 %77, 1
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 32
  %84 = add i64 %80, %83
  %85 = lshr i32 %77, 1
  %86 = mul i32 %85, 4
  %87 = mul i64 %76, 32
  %88 = add i64 128, %87
  %89 = mul i32 %77, 2
  %90 = mul i64 %76, 8
  %91 = add i64 192, %90
  %92 = mul i64 %78, 2
  %93 = add i64 %91, %92
  %94 = getelementptr i8, ptr %50, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = sext i8 %95 to i32
  %97 = add i64 %93, 1
  %98 = getelementptr i8, ptr %50, i64 %97
  %99 = load i8, ptr %98, align 1
  %100 = sext i8 %99 to i32
  %101 = sitofp i32 %96 to float
  %102 = fmul float %74, %101
  %103 = sitofp i32 %100 to float
  %104 = fmul float %74, %103
  %105 = add i64 %84, 0
  %106 = getelementptr i8, ptr %50, i64 %105
  %107 = load i32, ptr %106, align 2
  %108 = lshr i32 %107, %86
  %109 = add i64 %88, 0
  %110 = getelementptr i8, ptr %50, i64 %109
  %111 = load i32, ptr %110, align 2
  %112 = lshr i32 %111, %89
  %113 = lshr i32 %108, 0
  %114 = and i32 %113, 15
  %115 = lshr i32 %112, 0
  %116 = and i32 %115, 3
  %117 = shl i32 %116, 4
  %118 = or i32 %114, %117
  %119 = sub i32 %118, 32
  %120 = sitofp i32 %119 to float
  %121 = fmul float %102, %120
  %122 = add i64 %46, 0
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr %4, i64 %123
  store float %121, ptr %124, align 4
  %125 = lshr i32 %108, 8
  %126 = and i32 %125, 15
  %127 = lshr i32 %112, 8
  %128 = and i32 %127, 3
  %129 = shl i32 %128, 4
  %130 = or i32 %126, %129
  %131 = sub i32 %130, 32
  %132 = sitofp i32 %131 to float
  %133 = fmul float %102, %132
  %134 = add i64 %46, 1
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %133, ptr %136, align 4
  %137 = lshr i32 %108, 16
  %138 = and i32 %137, 15
  %139 = lshr i32 %112, 16
  %140 = and i32 %139, 3
  %141 = shl i32 %140, 4
  %142 = or i32 %138, %141
  %143 = sub i32 %142, 32
  %144 = sitofp i32 %143 to float
  %145 = fmul float %102, %144
  %146 = add i64 %46, 2
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr %4, i64 %147
  store float %145, ptr %148, align 4
  %149 = lshr i32 %108, 24
  %150 = and i32 %149, 15
  %151 = lshr i32 %112, 24
  %152 = and i32 %151, 3
  %153 = shl i32 %152, 4
  %154 = or i32 %150, %153
  %155 = sub i32 %154, 32
  %156 = sitofp i32 %155 to float
  %157 = fmul float %102, %156
  %158 = add i64 %46, 3
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr %4, i64 %159
  store float %157, ptr %160, align 4
  %161 = add i64 %84, 4
  %162 = getelementptr i8, ptr %50, i64 %161
  %163 = load i32, ptr %162, align 2
  %164 = lshr i32 %163, %86
  %165 = add i64 %88, 4
  %166 = getelementptr i8, ptr %50, i64 %165
  %167 = load i32, ptr %166, align 2
  %168 = lshr i32 %167, %89
  %169 = lshr i32 %164, 0
  %170 = and i32 %169, 15
  %171 = lshr i32 %168, 0
  %172 = and i32 %171, 3
  %173 = shl i32 %172, 4
  %174 = or i32 %170, %173
  %175 = sub i32 %174, 32
  %176 = sitofp i32 %175 to float
  %177 = fmul float %102, %176
  %178 = add i64 %46, 4
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr %4, i64 %179
  store float %177, ptr %180, align 4
  %181 = lshr i32 %164, 8
  %182 = and i32 %181, 15
  %183 = lshr i32 %168, 8
  %184 = and i32 %183, 3
  %185 = shl i32 %184, 4
  %186 = or i32 %182, %185
  %187 = sub i32 %186, 32
  %188 = sitofp i32 %187 to float
  %189 = fmul float %102, %188
  %190 = add i64 %46, 5
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr %4, i64 %191
  store float %189, ptr %192, align 4
  %193 = lshr i32 %164, 16
  %194 = and i32 %193, 15
  %195 = lshr i32 %168, 16
  %196 = and i32 %195, 3
  %197 = shl i32 %196, 4
  %198 = or i32 %194, %197
  %199 = sub i32 %198, 32
  %200 = sitofp i32 %199 to float
  %201 = fmul float %102, %200
  %202 = add i64 %46, 6
  %203 = mul i64 %202, 4
  %204 = getelementptr i8, ptr %4, i64 %203
  store float %201, ptr %204, align 4
  %205 = lshr i32 %164, 24
  %206 = and i32 %205, 15
  %207 = lshr i32 %168, 24
  %208 = and i32 %207, 3
  %209 = shl i32 %208, 4
  %210 = or i32 %206, %209
  %211 = sub i32 %210, 32
  %212 = sitofp i32 %211 to float
  %213 = fmul float %102, %212
  %214 = add i64 %46, 7
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr %4, i64 %215
  store float %213, ptr %216, align 4
  %217 = add i64 %84, 8
  %218 = getelementptr i8, ptr %50, i64 %217
  %219 = load i32, ptr %218, align 2
  %220 = lshr i32 %219, %86
  %221 = add i64 %88, 8
  %222 = getelementptr i8, ptr %50, i64 %221
  %223 = load i32, ptr %222, align 2
  %224 = lshr i32 %223, %89
  %225 = lshr i32 %220, 0
  %226 = and i32 %225, 15
  %227 = lshr i32 %224, 0
  %228 = and i32 %227, 3
  %229 = shl i32 %228, 4
  %230 = or i32 %226, %229
  %231 = sub i32 %230, 32
  %232 = sitofp i32 %231 to float
  %233 = fmul float %102, %232
  %234 = add i64 %46, 8
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr %4, i64 %235
  store float %233, ptr %236, align 4
  %237 = lshr i32 %220, 8
  %238 = and i32 %237, 15
  %239 = lshr i32 %224, 8
  %240 = and i32 %239, 3
  %241 = shl i32 %240, 4
  %242 = or i32 %238, %241
  %243 = sub i32 %242, 32
  %244 = sitofp i32 %243 to float
  %245 = fmul float %102, %244
  %246 = add i64 %46, 9
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr %4, i64 %247
  store float %245, ptr %248, align 4
  %249 = lshr i32 %220, 16
  %250 = and i32 %249, 15
  %251 = lshr i32 %224, 16
  %252 = and i32 %251, 3
  %253 = shl i32 %252, 4
  %254 = or i32 %250, %253
  %255 = sub i32 %254, 32
  %256 = sitofp i32 %255 to float
  %257 = fmul float %102, %256
  %258 = add i64 %46, 10
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr %4, i64 %259
  store float %257, ptr %260, align 4
  %261 = lshr i32 %220, 24
  %262 = and i32 %261, 15
  %263 = lshr i32 %224, 24
  %264 = and i32 %263, 3
  %265 = shl i32 %264, 4
  %266 = or i32 %262, %265
  %267 = sub i32 %266, 32
  %268 = sitofp i32 %267 to float
  %269 = fmul float %102, %268
  %270 = add i64 %46, 11
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr %4, i64 %271
  store float %269, ptr %272, align 4
  %273 = add i64 %84, 12
  %274 = getelementptr i8, ptr %50, i64 %273
  %275 = load i32, ptr %274, align 2
  %276 = lshr i32 %275, %86
  %277 = add i64 %88, 12
  %278 = getelementptr i8, ptr %50, i64 %277
  %279 = load i32, ptr %278, align 2
  %280 = lshr i32 %279, %89
  %281 = lshr i32 %276, 0
  %282 = and i32 %281, 15
  %283 = lshr i32 %280, 0
  %284 = and i32 %283, 3
  %285 = shl i32 %284, 4
  %286 = or i32 %282, %285
  %287 = sub i32 %286, 32
  %288 = sitofp i32 %287 to float
  %289 = fmul float %102, %288
  %290 = add i64 %46, 12
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr %4, i64 %291
  store float %289, ptr %292, align 4
  %293 = lshr i32 %276, 8
  %294 = and i32 %293, 15
  %295 = lshr i32 %280, 8
  %296 = and i32 %295, 3
  %297 = shl i32 %296, 4
  %298 = or i32 %294, %297
  %299 = sub i32 %298, 32
  %300 = sitofp i32 %299 to float
  %301 = fmul float %102, %300
  %302 = add i64 %46, 13
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr %4, i64 %303
  store float %301, ptr %304, align 4
  %305 = lshr i32 %276, 16
  %306 = and i32 %305, 15
  %307 = lshr i32 %280, 16
  %308 = and i32 %307, 3
  %309 = shl i32 %308, 4
  %310 = or i32 %306, %309
  %311 = sub i32 %310, 32
  %312 = sitofp i32 %311 to float
  %313 = fmul float %102, %312
  %314 = add i64 %46, 14
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr %4, i64 %315
  store float %313, ptr %316, align 4
  %317 = lshr i32 %276, 24
  %318 = and i32 %317, 15
  %319 = lshr i32 %280, 24
  %320 = and i32 %319, 3
  %321 = shl i32 %320, 4
  %322 = or i32 %318, %321
  %323 = sub i32 %322, 32
  %324 = sitofp i32 %323 to float
  %325 = fmul float %102, %324
  %326 = add i64 %46, 15
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr %4, i64 %327
  store float %325, ptr %328, align 4
  %329 = add i64 %84, 16
  %330 = getelementptr i8, ptr %50, i64 %329
  %331 = load i32, ptr %330, align 2
  %332 = lshr i32 %331, %86
  %333 = add i64 %88, 16
  %334 = getelementptr i8, ptr %50, i64 %333
  %335 = load i32, ptr %334, align 2
  %336 = lshr i32 %335, %89
  %337 = lshr i32 %332, 0
  %338 = and i32 %337, 15
  %339 = lshr i32 %336, 0
  %340 = and i32 %339, 3
  %341 = shl i32 %340, 4
  %342 = or i32 %338, %341
  %343 = sub i32 %342, 32
  %344 = sitofp i32 %343 to float
  %345 = fmul float %104, %344
  %346 = add i64 %46, 16
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr %4, i64 %347
  store float %345, ptr %348, align 4
  %349 = lshr i32 %332, 8
  %350 = and i32 %349, 15
  %351 = lshr i32 %336, 8
  %352 = and i32 %351, 3
  %353 = shl i32 %352, 4
  %354 = or i32 %350, %353
  %355 = sub i32 %354, 32
  %356 = sitofp i32 %355 to float
  %357 = fmul float %104, %356
  %358 = add i64 %46, 17
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr %4, i64 %359
  store float %357, ptr %360, align 4
  %361 = lshr i32 %332, 16
  %362 = and i32 %361, 15
  %363 = lshr i32 %336, 16
  %364 = and i32 %363, 3
  %365 = shl i32 %364, 4
  %366 = or i32 %362, %365
  %367 = sub i32 %366, 32
  %368 = sitofp i32 %367 to float
  %369 = fmul float %104, %368
  %370 = add i64 %46, 18
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float %369, ptr %372, align 4
  %373 = lshr i32 %332, 24
  %374 = and i32 %373, 15
  %375 = lshr i32 %336, 24
  %376 = and i32 %375, 3
  %377 = shl i32 %376, 4
  %378 = or i32 %374, %377
  %379 = sub i32 %378, 32
  %380 = sitofp i32 %379 to float
  %381 = fmul float %104, %380
  %382 = add i64 %46, 19
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr %4, i64 %383
  store float %381, ptr %384, align 4
  %385 = add i64 %84, 20
  %386 = getelementptr i8, ptr %50, i64 %385
  %387 = load i32, ptr %386, align 2
  %388 = lshr i32 %387, %86
  %389 = add i64 %88, 20
  %390 = getelementptr i8, ptr %50, i64 %389
  %391 = load i32, ptr %390, align 2
  %392 = lshr i32 %391, %89
  %393 = lshr i32 %388, 0
  %394 = and i32 %393, 15
  %395 = lshr i32 %392, 0
  %396 = and i32 %395, 3
  %397 = shl i32 %396, 4
  %398 = or i32 %394, %397
  %399 = sub i32 %398, 32
  %400 = sitofp i32 %399 to float
  %401 = fmul float %104, %400
  %402 = add i64 %46, 20
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr %4, i64 %403
  store float %401, ptr %404, align 4
  %405 = lshr i32 %388, 8
  %406 = and i32 %405, 15
  %407 = lshr i32 %392, 8
  %408 = and i32 %407, 3
  %409 = shl i32 %408, 4
  %410 = or i32 %406, %409
  %411 = sub i32 %410, 32
  %412 = sitofp i32 %411 to float
  %413 = fmul float %104, %412
  %414 = add i64 %46, 21
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr %4, i64 %415
  store float %413, ptr %416, align 4
  %417 = lshr i32 %388, 16
  %418 = and i32 %417, 15
  %419 = lshr i32 %392, 16
  %420 = and i32 %419, 3
  %421 = shl i32 %420, 4
  %422 = or i32 %418, %421
  %423 = sub i32 %422, 32
  %424 = sitofp i32 %423 to float
  %425 = fmul float %104, %424
  %426 = add i64 %46, 22
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr %4, i64 %427
  store float %425, ptr %428, align 4
  %429 = lshr i32 %388, 24
  %430 = and i32 %429, 15
  %431 = lshr i32 %392, 24
  %432 = and i32 %431, 3
  %433 = shl i32 %432, 4
  %434 = or i32 %430, %433
  %435 = sub i32 %434, 32
  %436 = sitofp i32 %435 to float
  %437 = fmul float %104, %436
  %438 = add i64 %46, 23
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr %4, i64 %439
  store float %437, ptr %440, align 4
  %441 = add i64 %84, 24
  %442 = getelementptr i8, ptr %50, i64 %441
  %443 = load i32, ptr %442, align 2
  %444 = lshr i32 %443, %86
  %445 = add i64 %88, 24
  %446 = getelementptr i8, ptr %50, i64 %445
  %447 = load i32, ptr %446, align 2
  %448 = lshr i32 %447, %89
  %449 = lshr i32 %444, 0
  %450 = and i32 %449, 15
  %451 = lshr i32 %448, 0
  %452 = and i32 %451, 3
  %453 = shl i32 %452, 4
  %454 = or i32 %450, %453
  %455 = sub i32 %454, 32
  %456 = sitofp i32 %455 to float
  %457 = fmul float %104, %456
  %458 = add i64 %46, 24
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr %4, i64 %459
  store float %457, ptr %460, align 4
  %461 = lshr i32 %444, 8
  %462 = and i32 %461, 15
  %463 = lshr i32 %448, 8
  %464 = and i32 %463, 3
  %465 = shl i32 %464, 4
  %466 = or i32 %462, %465
  %467 = sub i32 %466, 32
  %468 = sitofp i32 %467 to float
  %469 = fmul float %104, %468
  %470 = add i64 %46, 25
  %471 = mul i64 %470, 4
  %472 = getelementptr i8, ptr %4, i64 %471
  store float %469, ptr %472, align 4
  %473 = lshr i32 %444, 16
  %474 = and i32 %473, 15
  %475 = lshr i32 %448, 16
  %476 = and i32 %475, 3
  %477 = shl i32 %476, 4
  %478 = or i32 %474, %477
  %479 = sub i32 %478, 32
  %480 = sitofp i32 %479 to float
  %481 = fmul float %104, %480
  %482 = add i64 %46, 26
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr %4, i64 %483
  store float %481, ptr %484, align 4
  %485 = lshr i32 %444, 24
  %486 = and i32 %485, 15
  %487 = lshr i32 %448, 24
  %488 = and i32 %487, 3
  %489 = shl i32 %488, 4
  %490 = or i32 %486, %489
  %491 = sub i32 %490, 32
  %492 = sitofp i32 %491 to float
  %493 = fmul float %104, %492
  %494 = add i64 %46, 27
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr %4, i64 %495
  store float %493, ptr %496, align 4
  %497 = add i64 %84, 28
  %498 = getelementptr i8, ptr %50, i64 %497
  %499 = load i32, ptr %498, align 2
  %500 = lshr i32 %499, %86
  %501 = add i64 %88, 28
  %502 = getelementptr i8, ptr %50, i64 %501
  %503 = load i32, ptr %502, align 2
  %504 = lshr i32 %503, %89
  %505 = lshr i32 %500, 0
  %506 = and i32 %505, 15
  %507 = lshr i32 %504, 0
  %508 = and i32 %507, 3
  %509 = shl i32 %508, 4
  %510 = or i32 %506, %509
  %511 = sub i32 %510, 32
  %512 = sitofp i32 %511 to float
  %513 = fmul float %104, %512
  %514 = add i64 %46, 28
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr %4, i64 %515
  store float %513, ptr %516, align 4
  %517 = lshr i32 %500, 8
  %518 = and i32 %517, 15
  %519 = lshr i32 %504, 8
  %520 = and i32 %519, 3
  %521 = shl i32 %520, 4
  %522 = or i32 %518, %521
  %523 = sub i32 %522, 32
  %524 = sitofp i32 %523 to float
  %525 = fmul float %104, %524
  %526 = add i64 %46, 29
  %527 = mul i64 %526, 4
  %528 = getelementptr i8, ptr %4, i64 %527
  store float %525, ptr %528, align 4
  %529 = lshr i32 %500, 16
  %530 = and i32 %529, 15
  %531 = lshr i32 %504, 16
  %532 = and i32 %531, 3
  %533 = shl i32 %532, 4
  %534 = or i32 %530, %533
  %535 = sub i32 %534, 32
  %536 = sitofp i32 %535 to float
  %537 = fmul float %104, %536
  %538 = add i64 %46, 30
  %539 = mul i64 %538, 4
  %540 = getelementptr i8, ptr %4, i64 %539
  store float %537, ptr %540, align 4
  %541 = lshr i32 %500, 24
  %542 = and i32 %541, 15
  %543 = lshr i32 %504, 24
  %544 = and i32 %543, 3
  %545 = shl i32 %544, 4
  %546 = or i32 %542, %545
  %547 = sub i32 %546, 32
  %548 = sitofp i32 %547 to float
  %549 = fmul float %104, %548
  %550 = add i64 %46, 31
  %551 = mul i64 %550, 4
  %552 = getelementptr i8, ptr %4, i64 %551
  store float %549, ptr %552, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %553 = xor i1 %33, true
  br i1 %553, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %554 = add i64 %46, 0
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr %4, i64 %555
  store float 0.000000e+00, ptr %556, align 4
  %557 = add i64 %46, 1
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr %4, i64 %558
  store float 0.000000e+00, ptr %559, align 4
  %560 = add i64 %46, 2
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr %4, i64 %561
  store float 0.000000e+00, ptr %562, align 4
  %563 = add i64 %46, 3
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr %4, i64 %564
  store float 0.000000e+00, ptr %565, align 4
  %566 = add i64 %46, 4
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr %4, i64 %567
  store float 0.000000e+00, ptr %568, align 4
  %569 = add i64 %46, 5
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr %4, i64 %570
  store float 0.000000e+00, ptr %571, align 4
  %572 = add i64 %46, 6
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr %4, i64 %573
  store float 0.000000e+00, ptr %574, align 4
  %575 = add i64 %46, 7
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr %4, i64 %576
  store float 0.000000e+00, ptr %577, align 4
  %578 = add i64 %46, 8
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr %4, i64 %579
  store float 0.000000e+00, ptr %580, align 4
  %581 = add i64 %46, 9
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr %4, i64 %582
  store float 0.000000e+00, ptr %583, align 4
  %584 = add i64 %46, 10
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr %4, i64 %585
  store float 0.000000e+00, ptr %586, align 4
  %587 = add i64 %46, 11
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr %4, i64 %588
  store float 0.000000e+00, ptr %589, align 4
  %590 = add i64 %46, 12
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr %4, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add i64 %46, 13
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr %4, i64 %594
  store float 0.000000e+00, ptr %595, align 4
  %596 = add i64 %46, 14
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr %4, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %46, 15
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr %4, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add i64 %46, 16
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr %4, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  %605 = add i64 %46, 17
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr %4, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  %608 = add i64 %46, 18
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr %4, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %46, 19
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr %4, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add i64 %46, 20
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr %4, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = add i64 %46, 21
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr %4, i64 %618
  store float 0.000000e+00, ptr %619, align 4
  %620 = add i64 %46, 22
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr %4, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = add i64 %46, 23
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr %4, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %46, 24
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr %4, i64 %627
  store float 0.000000e+00, ptr %628, align 4
  %629 = add i64 %46, 25
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr %4, i64 %630
  store float 0.000000e+00, ptr %631, align 4
  %632 = add i64 %46, 26
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr %4, i64 %633
  store float 0.000000e+00, ptr %634, align 4
  %635 = add i64 %46, 27
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr %4, i64 %636
  store float 0.000000e+00, ptr %637, align 4
  %638 = add i64 %46, 28
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr %4, i64 %639
  store float 0.000000e+00, ptr %640, align 4
  %641 = add i64 %46, 29
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr %4, i64 %642
  store float 0.000000e+00, ptr %643, align 4
  %644 = add i64 %46, 30
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr %4, i64 %645
  store float 0.000000e+00, ptr %646, align 4
  %647 = add i64 %46, 31
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr %4, i64 %648
  store float 0.000000e+00, ptr %649, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
