; ModuleID = 'strata_embed_q5_0'
source_filename = "strata_embed_q5_0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q5_0(ptr %0, ptr %1) {
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
  %36 = udiv i64 %35, 32
  %37 = mul i64 %36, 22
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
  %48 = udiv i64 %47, 1
  %49 = mul i64 %48, 22
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 1
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
  %76 = load i32, ptr %75, align 2
  %77 = getelementptr i8, ptr %50, i64 6
  %78 = load i32, ptr %77, align 2
  %79 = getelementptr i8, ptr %50, i64 10
  %80 = load i32, ptr %79, align 2
  %81 = getelementptr i8, ptr %50, i64 14
  %82 = load i32, ptr %81, align 2
  %83 = getelementptr i8, ptr %50, i64 18
  %84 = load i32, ptr %83, align 2
  %85 = lshr i32 %78, 0
  %86 = and i32 %85, 15
  %87 = lshr i32 %76, 0
  %88 = and i32 %87, 1
  %89 = shl i32 %88, 4
  %90 = or i32 %86, %89
  %91 = sub i32 %90, 16
  %92 = sitofp i32 %91 to float
  %93 = fmul float %74, %92
  %94 = add i64 %46, 0
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr %4, i64 %95
  store float %93, ptr %96, align 4
  %97 = lshr i32 %78, 8
  %98 = and i32 %97, 15
  %99 = lshr i32 %76, 1
  %100 = and i32 %99, 1
  %101 = shl i32 %100, 4
  %102 = or i32 %98, %101
  %103 = sub i32 %102, 16
  %104 = sitofp i32 %103 to float
  %105 = fmul float %74, %104
  %106 = add i64 %46, 1
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr %4, i64 %107
  store float %105, ptr %108, align 4
  %109 = lshr i32 %78, 16
  %110 = and i32 %109, 15
  %111 = lshr i32 %76, 2
  %112 = and i32 %111, 1
  %113 = shl i32 %112, 4
  %114 = or i32 %110, %113
  %115 = sub i32 %114, 16
  %116 = sitofp i32 %115 to float
  %117 = fmul float %74, %116
  %118 = add i64 %46, 2
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr %4, i64 %119
  store float %117, ptr %120, align 4
  %121 = lshr i32 %78, 24
  %122 = and i32 %121, 15
  %123 = lshr i32 %76, 3
  %124 = and i32 %123, 1
  %125 = shl i32 %124, 4
  %126 = or i32 %122, %125
  %127 = sub i32 %126, 16
  %128 = sitofp i32 %127 to float
  %129 = fmul float %74, %128
  %130 = add i64 %46, 3
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr %4, i64 %131
  store float %129, ptr %132, align 4
  %133 = lshr i32 %80, 0
  %134 = and i32 %133, 15
  %135 = lshr i32 %76, 4
  %136 = and i32 %135, 1
  %137 = shl i32 %136, 4
  %138 = or i32 %134, %137
  %139 = sub i32 %138, 16
  %140 = sitofp i32 %139 to float
  %141 = fmul float %74, %140
  %142 = add i64 %46, 4
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr %4, i64 %143
  store float %141, ptr %144, align 4
  %145 = lshr i32 %80, 8
  %146 = and i32 %145, 15
  %147 = lshr i32 %76, 5
  %148 = and i32 %147, 1
  %149 = shl i32 %148, 4
  %150 = or i32 %146, %149
  %151 = sub i32 %150, 16
  %152 = sitofp i32 %151 to float
  %153 = fmul float %74, %152
  %154 = add i64 %46, 5
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr %4, i64 %155
  store float %153, ptr %156, align 4
  %157 = lshr i32 %80, 16
  %158 = and i32 %157, 15
  %159 = lshr i32 %76, 6
  %160 = and i32 %159, 1
  %161 = shl i32 %160, 4
  %162 = or i32 %158, %161
  %163 = sub i32 %162, 16
  %164 = sitofp i32 %163 to float
  %165 = fmul float %74, %164
  %166 = add i64 %46, 6
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr %4, i64 %167
  store float %165, ptr %168, align 4
  %169 = lshr i32 %80, 24
  %170 = and i32 %169, 15
  %171 = lshr i32 %76, 7
  %172 = and i32 %171, 1
  %173 = shl i32 %172, 4
  %174 = or i32 %170, %173
  %175 = sub i32 %174, 16
  %176 = sitofp i32 %175 to float
  %177 = fmul float %74, %176
  %178 = add i64 %46, 7
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr %4, i64 %179
  store float %177, ptr %180, align 4
  %181 = lshr i32 %82, 0
  %182 = and i32 %181, 15
  %183 = lshr i32 %76, 8
  %184 = and i32 %183, 1
  %185 = shl i32 %184, 4
  %186 = or i32 %182, %185
  %187 = sub i32 %186, 16
  %188 = sitofp i32 %187 to float
  %189 = fmul float %74, %188
  %190 = add i64 %46, 8
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr %4, i64 %191
  store float %189, ptr %192, align 4
  %193 = lshr i32 %82, 8
  %194 = and i32 %193, 15
  %195 = lshr i32 %76, 9
  %196 = and i32 %195, 1
  %197 = shl i32 %196, 4
  %198 = or i32 %194, %197
  %199 = sub i32 %198, 16
  %200 = sitofp i32 %199 to float
  %201 = fmul float %74, %200
  %202 = add i64 %46, 9
  %203 = mul i64 %202, 4
  %204 = getelementptr i8, ptr %4, i64 %203
  store float %201, ptr %204, align 4
  %205 = lshr i32 %82, 16
  %206 = and i32 %205, 15
  %207 = lshr i32 %76, 10
  %208 = and i32 %207, 1
  %209 = shl i32 %208, 4
  %210 = or i32 %206, %209
  %211 = sub i32 %210, 16
  %212 = sitofp i32 %211 to float
  %213 = fmul float %74, %212
  %214 = add i64 %46, 10
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr %4, i64 %215
  store float %213, ptr %216, align 4
  %217 = lshr i32 %82, 24
  %218 = and i32 %217, 15
  %219 = lshr i32 %76, 11
  %220 = and i32 %219, 1
  %221 = shl i32 %220, 4
  %222 = or i32 %218, %221
  %223 = sub i32 %222, 16
  %224 = sitofp i32 %223 to float
  %225 = fmul float %74, %224
  %226 = add i64 %46, 11
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr %4, i64 %227
  store float %225, ptr %228, align 4
  %229 = lshr i32 %84, 0
  %230 = and i32 %229, 15
  %231 = lshr i32 %76, 12
  %232 = and i32 %231, 1
  %233 = shl i32 %232, 4
  %234 = or i32 %230, %233
  %235 = sub i32 %234, 16
  %236 = sitofp i32 %235 to float
  %237 = fmul float %74, %236
  %238 = add i64 %46, 12
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr %4, i64 %239
  store float %237, ptr %240, align 4
  %241 = lshr i32 %84, 8
  %242 = and i32 %241, 15
  %243 = lshr i32 %76, 13
  %244 = and i32 %243, 1
  %245 = shl i32 %244, 4
  %246 = or i32 %242, %245
  %247 = sub i32 %246, 16
  %248 = sitofp i32 %247 to float
  %249 = fmul float %74, %248
  %250 = add i64 %46, 13
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr %4, i64 %251
  store float %249, ptr %252, align 4
  %253 = lshr i32 %84, 16
  %254 = and i32 %253, 15
  %255 = lshr i32 %76, 14
  %256 = and i32 %255, 1
  %257 = shl i32 %256, 4
  %258 = or i32 %254, %257
  %259 = sub i32 %258, 16
  %260 = sitofp i32 %259 to float
  %261 = fmul float %74, %260
  %262 = add i64 %46, 14
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr %4, i64 %263
  store float %261, ptr %264, align 4
  %265 = lshr i32 %84, 24
  %266 = and i32 %265, 15
  %267 = lshr i32 %76, 15
  %268 = and i32 %267, 1
  %269 = shl i32 %268, 4
  %270 = or i32 %266, %269
  %271 = sub i32 %270, 16
  %272 = sitofp i32 %271 to float
  %273 = fmul float %74, %272
  %274 = add i64 %46, 15
  %275 = mul i64 %274, 4
  %276 = getelementptr i8, ptr %4, i64 %275
  store float %273, ptr %276, align 4
  %277 = lshr i32 %78, 4
  %278 = and i32 %277, 15
  %279 = lshr i32 %76, 16
  %280 = and i32 %279, 1
  %281 = shl i32 %280, 4
  %282 = or i32 %278, %281
  %283 = sub i32 %282, 16
  %284 = sitofp i32 %283 to float
  %285 = fmul float %74, %284
  %286 = add i64 %46, 16
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr %4, i64 %287
  store float %285, ptr %288, align 4
  %289 = lshr i32 %78, 12
  %290 = and i32 %289, 15
  %291 = lshr i32 %76, 17
  %292 = and i32 %291, 1
  %293 = shl i32 %292, 4
  %294 = or i32 %290, %293
  %295 = sub i32 %294, 16
  %296 = sitofp i32 %295 to float
  %297 = fmul float %74, %296
  %298 = add i64 %46, 17
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr %4, i64 %299
  store float %297, ptr %300, align 4
  %301 = lshr i32 %78, 20
  %302 = and i32 %301, 15
  %303 = lshr i32 %76, 18
  %304 = and i32 %303, 1
  %305 = shl i32 %304, 4
  %306 = or i32 %302, %305
  %307 = sub i32 %306, 16
  %308 = sitofp i32 %307 to float
  %309 = fmul float %74, %308
  %310 = add i64 %46, 18
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr %4, i64 %311
  store float %309, ptr %312, align 4
  %313 = lshr i32 %78, 28
  %314 = and i32 %313, 15
  %315 = lshr i32 %76, 19
  %316 = and i32 %315, 1
  %317 = shl i32 %316, 4
  %318 = or i32 %314, %317
  %319 = sub i32 %318, 16
  %320 = sitofp i32 %319 to float
  %321 = fmul float %74, %320
  %322 = add i64 %46, 19
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr %4, i64 %323
  store float %321, ptr %324, align 4
  %325 = lshr i32 %80, 4
  %326 = and i32 %325, 15
  %327 = lshr i32 %76, 20
  %328 = and i32 %327, 1
  %329 = shl i32 %328, 4
  %330 = or i32 %326, %329
  %331 = sub i32 %330, 16
  %332 = sitofp i32 %331 to float
  %333 = fmul float %74, %332
  %334 = add i64 %46, 20
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr %4, i64 %335
  store float %333, ptr %336, align 4
  %337 = lshr i32 %80, 12
  %338 = and i32 %337, 15
  %339 = lshr i32 %76, 21
  %340 = and i32 %339, 1
  %341 = shl i32 %340, 4
  %342 = or i32 %338, %341
  %343 = sub i32 %342, 16
  %344 = sitofp i32 %343 to float
  %345 = fmul float %74, %344
  %346 = add i64 %46, 21
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr %4, i64 %347
  store float %345, ptr %348, align 4
  %349 = lshr i32 %80, 20
  %350 = and i32 %349, 15
  %351 = lshr i32 %76, 22
  %352 = and i32 %351, 1
  %353 = shl i32 %352, 4
  %354 = or i32 %350, %353
  %355 = sub i32 %354, 16
  %356 = sitofp i32 %355 to float
  %357 = fmul float %74, %356
  %358 = add i64 %46, 22
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr %4, i64 %359
  store float %357, ptr %360, align 4
  %361 = lshr i32 %80, 28
  %362 = and i32 %361, 15
  %363 = lshr i32 %76, 23
  %364 = and i32 %363, 1
  %365 = shl i32 %364, 4
  %366 = or i32 %362, %365
  %367 = sub i32 %366, 16
  %368 = sitofp i32 %367 to float
  %369 = fmul float %74, %368
  %370 = add i64 %46, 23
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float %369, ptr %372, align 4
  %373 = lshr i32 %82, 4
  %374 = and i32 %373, 15
  %375 = lshr i32 %76, 24
  %376 = and i32 %375, 1
  %377 = shl i32 %376, 4
  %378 = or i32 %374, %377
  %379 = sub i32 %378, 16
  %380 = sitofp i32 %379 to float
  %381 = fmul float %74, %380
  %382 = add i64 %46, 24
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr %4, i64 %383
  store float %381, ptr %384, align 4
  %385 = lshr i32 %82, 12
  %386 = and i32 %385, 15
  %387 = lshr i32 %76, 25
  %388 = and i32 %387, 1
  %389 = shl i32 %388, 4
  %390 = or i32 %386, %389
  %391 = sub i32 %390, 16
  %392 = sitofp i32 %391 to float
  %393 = fmul float %74, %392
  %394 = add i64 %46, 25
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr %4, i64 %395
  store float %393, ptr %396, align 4
  %397 = lshr i32 %82, 20
  %398 = and i32 %397, 15
  %399 = lshr i32 %76, 26
  %400 = and i32 %399, 1
  %401 = shl i32 %400, 4
  %402 = or i32 %398, %401
  %403 = sub i32 %402, 16
  %404 = sitofp i32 %403 to float
  %405 = fmul float %74, %404
  %406 = add i64 %46, 26
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr %4, i64 %407
  store float %405, ptr %408, align 4
  %409 = lshr i32 %82, 28
  %410 = and i32 %409, 15
  %411 = lshr i32 %76, 27
  %412 = and i32 %411, 1
  %413 = shl i32 %412, 4
  %414 = or i32 %410, %413
  %415 = sub i32 %414, 16
  %416 = sitofp i32 %415 to float
  %417 = fmul float %74, %416
  %418 = add i64 %46, 27
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr %4, i64 %419
  store float %417, ptr %420, align 4
  %421 = lshr i32 %84, 4
  %422 = and i32 %421, 15
  %423 = lshr i32 %76, 28
  %424 = and i32 %423, 1
  %425 = shl i32 %424, 4
  %426 = or i32 %422, %425
  %427 = sub i32 %426, 16
  %428 = sitofp i32 %427 to float
  %429 = fmul float %74, %428
  %430 = add i64 %46, 28
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr %4, i64 %431
  store float %429, ptr %432, align 4
  %433 = lshr i32 %84, 12
  %434 = and i32 %433, 15
  %435 = lshr i32 %76, 29
  %436 = and i32 %435, 1
  %437 = shl i32 %436, 4
  %438 = or i32 %434, %437
  %439 = sub i32 %438, 16
  %440 = sitofp i32 %439 to float
  %441 = fmul float %74, %440
  %442 = add i64 %46, 29
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr %4, i64 %443
  store float %441, ptr %444, align 4
  %445 = lshr i32 %84, 20
  %446 = and i32 %445, 15
  %447 = lshr i32 %76, 30
  %448 = and i32 %447, 1
  %449 = shl i32 %448, 4
  %450 = or i32 %446, %449
  %451 = sub i32 %450, 16
  %452 = sitofp i32 %451 to float
  %453 = fmul float %74, %452
  %454 = add i64 %46, 30
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr %4, i64 %455
  store float %453, ptr %456, align 4
  %457 = lshr i32 %84, 28
  %458 = and i32 %457, 15
  %459 = lshr i32 %76, 31
  %460 = and i32 %459, 1
  %461 = shl i32 %460, 4
  %462 = or i32 %458, %461
  %463 = sub i32 %462, 16
  %464 = sitofp i32 %463 to float
  %465 = fmul float %74, %464
  %466 = add i64 %46, 31
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr %4, i64 %467
  store float %465, ptr %468, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %469 = xor i1 %33, true
  br i1 %469, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %470 = add i64 %46, 0
  %471 = mul i64 %470, 4
  %472 = getelementptr i8, ptr %4, i64 %471
  store float 0.000000e+00, ptr %472, align 4
  %473 = add i64 %46, 1
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr %4, i64 %474
  store float 0.000000e+00, ptr %475, align 4
  %476 = add i64 %46, 2
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr %4, i64 %477
  store float 0.000000e+00, ptr %478, align 4
  %479 = add i64 %46, 3
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr %4, i64 %480
  store float 0.000000e+00, ptr %481, align 4
  %482 = add i64 %46, 4
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr %4, i64 %483
  store float 0.000000e+00, ptr %484, align 4
  %485 = add i64 %46, 5
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr %4, i64 %486
  store float 0.000000e+00, ptr %487, align 4
  %488 = add i64 %46, 6
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %4, i64 %489
  store float 0.000000e+00, ptr %490, align 4
  %491 = add i64 %46, 7
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr %4, i64 %492
  store float 0.000000e+00, ptr %493, align 4
  %494 = add i64 %46, 8
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr %4, i64 %495
  store float 0.000000e+00, ptr %496, align 4
  %497 = add i64 %46, 9
  %498 = mul i64 %497, 4
  %499 = getelementptr i8, ptr %4, i64 %498
  store float 0.000000e+00, ptr %499, align 4
  %500 = add i64 %46, 10
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr %4, i64 %501
  store float 0.000000e+00, ptr %502, align 4
  %503 = add i64 %46, 11
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr %4, i64 %504
  store float 0.000000e+00, ptr %505, align 4
  %506 = add i64 %46, 12
  %507 = mul i64 %506, 4
  %508 = getelementptr i8, ptr %4, i64 %507
  store float 0.000000e+00, ptr %508, align 4
  %509 = add i64 %46, 13
  %510 = mul i64 %509, 4
  %511 = getelementptr i8, ptr %4, i64 %510
  store float 0.000000e+00, ptr %511, align 4
  %512 = add i64 %46, 14
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr %4, i64 %513
  store float 0.000000e+00, ptr %514, align 4
  %515 = add i64 %46, 15
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr %4, i64 %516
  store float 0.000000e+00, ptr %517, align 4
  %518 = add i64 %46, 16
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr %4, i64 %519
  store float 0.000000e+00, ptr %520, align 4
  %521 = add i64 %46, 17
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr %4, i64 %522
  store float 0.000000e+00, ptr %523, align 4
  %524 = add i64 %46, 18
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr %4, i64 %525
  store float 0.000000e+00, ptr %526, align 4
  %527 = add i64 %46, 19
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr %4, i64 %528
  store float 0.000000e+00, ptr %529, align 4
  %530 = add i64 %46, 20
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr %4, i64 %531
  store float 0.000000e+00, ptr %532, align 4
  %533 = add i64 %46, 21
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr %4, i64 %534
  store float 0.000000e+00, ptr %535, align 4
  %536 = add i64 %46, 22
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr %4, i64 %537
  store float 0.000000e+00, ptr %538, align 4
  %539 = add i64 %46, 23
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr %4, i64 %540
  store float 0.000000e+00, ptr %541, align 4
  %542 = add i64 %46, 24
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr %4, i64 %543
  store float 0.000000e+00, ptr %544, align 4
  %545 = add i64 %46, 25
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr %4, i64 %546
  store float 0.000000e+00, ptr %547, align 4
  %548 = add i64 %46, 26
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr %4, i64 %549
  store float 0.000000e+00, ptr %550, align 4
  %551 = add i64 %46, 27
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr %4, i64 %552
  store float 0.000000e+00, ptr %553, align 4
  %554 = add i64 %46, 28
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr %4, i64 %555
  store float 0.000000e+00, ptr %556, align 4
  %557 = add i64 %46, 29
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr %4, i64 %558
  store float 0.000000e+00, ptr %559, align 4
  %560 = add i64 %46, 30
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr %4, i64 %561
  store float 0.000000e+00, ptr %562, align 4
  %563 = add i64 %46, 31
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr %4, i64 %564
  store float 0.000000e+00, ptr %565, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
