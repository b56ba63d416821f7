; ModuleID = 'strata_embed_q5_k'
source_filename = "strata_embed_q5_k"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q5_k(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 176
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
  %49 = mul i64 %48, 176
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
  %78 = and i32 %77, 32768
  %79 = shl i32 %78, 16
  %80 = lshr i32 %77, 10
  %81 = and i32 %80, 31
  %82 = and i32 %77, 1023
  %83 = shl i32 %82, 13
  %84 = add i32 %81, 112
  %85 = shl i32 %84, 23
  %86 = or i32 %85, %83
  %87 = or i32 2139095040, %83
  %88 = sitofp i32 %82 to float
  %89 = fmul float %88, 0x3E70000000000000
  %90 = bitcast float %89 to i32
  %91 = icmp eq i32 %81, 31
  %92 = icmp eq i32 %81, 0
  %93 = select i1 %91, i32 %87, i32 %86
  %94 = select i1 %92, i32 %90, i32 %93
  %95 = or i32 %94, %79
  %96 = bitcast i32 %95 to float
  %97 = and i32 %52, 3
  %98 = sext i32 %97 to i64
  %99 = add i64 %98, 4
  %100 = getelementptr i8, ptr %50, i64 %99
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = add i64 %98, 8
  %104 = getelementptr i8, ptr %50, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i32
  %107 = add i64 %98, 12
  %108 = getelementptr i8, ptr %50, i64 %107
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i32
  %111 = icmp ult i32 %52, 4
  %112 = and i32 %102, 63
  %113 = and i32 %106, 63
  %114 = and i32 %110, 15
  %115 = lshr i32 %102, 6
  %116 = shl i32 %115, 4
  %117 = or i32 %114, %116
  %118 = lshr i32 %110, 4
  %119 = lshr i32 %106, 6
  %120 = shl i32 %119, 4
  %121 = or i32 %118, %120
  %122 = select i1 %111, i32 %112, i32 %117
  %123 = select i1 %111, i32 %113, i32 %121
  %124 = sitofp i32 %122 to float
  %125 = fmul float %74, %124
  %126 = sitofp i32 %123 to float
  %127 = fmul float %96, %126
  %128 = lshr i32 %52, 1
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 32
  %131 = add i64 48, %130
  %132 = and i32 %52, 1
  %133 = mul i32 %132, 4
  %134 = add i64 %131, 0
  %135 = getelementptr i8, ptr %50, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = lshr i32 %136, %133
  %138 = getelementptr i8, ptr %50, i64 16
  %139 = load i32, ptr %138, align 4
  %140 = lshr i32 %139, %52
  %141 = lshr i32 %137, 0
  %142 = and i32 %141, 15
  %143 = lshr i32 %140, 0
  %144 = and i32 %143, 1
  %145 = shl i32 %144, 4
  %146 = or i32 %142, %145
  %147 = sitofp i32 %146 to float
  %148 = fmul float %125, %147
  %149 = fsub float %148, %127
  %150 = add i64 %46, 0
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr %4, i64 %151
  store float %149, ptr %152, align 4
  %153 = lshr i32 %137, 8
  %154 = and i32 %153, 15
  %155 = lshr i32 %140, 8
  %156 = and i32 %155, 1
  %157 = shl i32 %156, 4
  %158 = or i32 %154, %157
  %159 = sitofp i32 %158 to float
  %160 = fmul float %125, %159
  %161 = fsub float %160, %127
  %162 = add i64 %46, 1
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr %4, i64 %163
  store float %161, ptr %164, align 4
  %165 = lshr i32 %137, 16
  %166 = and i32 %165, 15
  %167 = lshr i32 %140, 16
  %168 = and i32 %167, 1
  %169 = shl i32 %168, 4
  %170 = or i32 %166, %169
  %171 = sitofp i32 %170 to float
  %172 = fmul float %125, %171
  %173 = fsub float %172, %127
  %174 = add i64 %46, 2
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr %4, i64 %175
  store float %173, ptr %176, align 4
  %177 = lshr i32 %137, 24
  %178 = and i32 %177, 15
  %179 = lshr i32 %140, 24
  %180 = and i32 %179, 1
  %181 = shl i32 %180, 4
  %182 = or i32 %178, %181
  %183 = sitofp i32 %182 to float
  %184 = fmul float %125, %183
  %185 = fsub float %184, %127
  %186 = add i64 %46, 3
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr %4, i64 %187
  store float %185, ptr %188, align 4
  %189 = add i64 %131, 4
  %190 = getelementptr i8, ptr %50, i64 %189
  %191 = load i32, ptr %190, align 4
  %192 = lshr i32 %191, %133
  %193 = getelementptr i8, ptr %50, i64 20
  %194 = load i32, ptr %193, align 4
  %195 = lshr i32 %194, %52
  %196 = lshr i32 %192, 0
  %197 = and i32 %196, 15
  %198 = lshr i32 %195, 0
  %199 = and i32 %198, 1
  %200 = shl i32 %199, 4
  %201 = or i32 %197, %200
  %202 = sitofp i32 %201 to float
  %203 = fmul float %125, %202
  %204 = fsub float %203, %127
  %205 = add i64 %46, 4
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr %4, i64 %206
  store float %204, ptr %207, align 4
  %208 = lshr i32 %192, 8
  %209 = and i32 %208, 15
  %210 = lshr i32 %195, 8
  %211 = and i32 %210, 1
  %212 = shl i32 %211, 4
  %213 = or i32 %209, %212
  %214 = sitofp i32 %213 to float
  %215 = fmul float %125, %214
  %216 = fsub float %215, %127
  %217 = add i64 %46, 5
  %218 = mul i64 %217, 4
  %219 = getelementptr i8, ptr %4, i64 %218
  store float %216, ptr %219, align 4
  %220 = lshr i32 %192, 16
  %221 = and i32 %220, 15
  %222 = lshr i32 %195, 16
  %223 = and i32 %222, 1
  %224 = shl i32 %223, 4
  %225 = or i32 %221, %224
  %226 = sitofp i32 %225 to float
  %227 = fmul float %125, %226
  %228 = fsub float %227, %127
  %229 = add i64 %46, 6
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr %4, i64 %230
  store float %228, ptr %231, align 4
  %232 = lshr i32 %192, 24
  %233 = and i32 %232, 15
  %234 = lshr i32 %195, 24
  %235 = and i32 %234, 1
  %236 = shl i32 %235, 4
  %237 = or i32 %233, %236
  %238 = sitofp i32 %237 to float
  %239 = fmul float %125, %238
  %240 = fsub float %239, %127
  %241 = add i64 %46, 7
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr %4, i64 %242
  store float %240, ptr %243, align 4
  %244 = add i64 %131, 8
  %245 = getelementptr i8, ptr %50, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = lshr i32 %246, %133
  %248 = getelementptr i8, ptr %50, i64 24
  %249 = load i32, ptr %248, align 4
  %250 = lshr i32 %249, %52
  %251 = lshr i32 %247, 0
  %252 = and i32 %251, 15
  %253 = lshr i32 %250, 0
  %254 = and i32 %253, 1
  %255 = shl i32 %254, 4
  %256 = or i32 %252, %255
  %257 = sitofp i32 %256 to float
  %258 = fmul float %125, %257
  %259 = fsub float %258, %127
  %260 = add i64 %46, 8
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr %4, i64 %261
  store float %259, ptr %262, align 4
  %263 = lshr i32 %247, 8
  %264 = and i32 %263, 15
  %265 = lshr i32 %250, 8
  %266 = and i32 %265, 1
  %267 = shl i32 %266, 4
  %268 = or i32 %264, %267
  %269 = sitofp i32 %268 to float
  %270 = fmul float %125, %269
  %271 = fsub float %270, %127
  %272 = add i64 %46, 9
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr %4, i64 %273
  store float %271, ptr %274, align 4
  %275 = lshr i32 %247, 16
  %276 = and i32 %275, 15
  %277 = lshr i32 %250, 16
  %278 = and i32 %277, 1
  %279 = shl i32 %278, 4
  %280 = or i32 %276, %279
  %281 = sitofp i32 %280 to float
  %282 = fmul float %125, %281
  %283 = fsub float %282, %127
  %284 = add i64 %46, 10
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr %4, i64 %285
  store float %283, ptr %286, align 4
  %287 = lshr i32 %247, 24
  %288 = and i32 %287, 15
  %289 = lshr i32 %250, 24
  %290 = and i32 %289, 1
  %291 = shl i32 %290, 4
  %292 = or i32 %288, %291
  %293 = sitofp i32 %292 to float
  %294 = fmul float %125, %293
  %295 = fsub float %294, %127
  %296 = add i64 %46, 11
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %4, i64 %297
  store float %295, ptr %298, align 4
  %299 = add i64 %131, 12
  %300 = getelementptr i8, ptr %50, i64 %299
  %301 = load i32, ptr %300, align 4
  %302 = lshr i32 %301, %133
  %303 = getelementptr i8, ptr %50, i64 28
  %304 = load i32, ptr %303, align 4
  %305 = lshr i32 %304, %52
  %306 = lshr i32 %302, 0
  %307 = and i32 %306, 15
  %308 = lshr i32 %305, 0
  %309 = and i32 %308, 1
  %310 = shl i32 %309, 4
  %311 = or i32 %307, %310
  %312 = sitofp i32 %311 to float
  %313 = fmul float %125, %312
  %314 = fsub float %313, %127
  %315 = add i64 %46, 12
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr %4, i64 %316
  store float %314, ptr %317, align 4
  %318 = lshr i32 %302, 8
  %319 = and i32 %318, 15
  %320 = lshr i32 %305, 8
  %321 = and i32 %320, 1
  %322 = shl i32 %321, 4
  %323 = or i32 %319, %322
  %324 = sitofp i32 %323 to float
  %325 = fmul float %125, %324
  %326 = fsub float %325, %127
  %327 = add i64 %46, 13
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr %4, i64 %328
  store float %326, ptr %329, align 4
  %330 = lshr i32 %302, 16
  %331 = and i32 %330, 15
  %332 = lshr i32 %305, 16
  %333 = and i32 %332, 1
  %334 = shl i32 %333, 4
  %335 = or i32 %331, %334
  %336 = sitofp i32 %335 to float
  %337 = fmul float %125, %336
  %338 = fsub float %337, %127
  %339 = add i64 %46, 14
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr %4, i64 %340
  store float %338, ptr %341, align 4
  %342 = lshr i32 %302, 24
  %343 = and i32 %342, 15
  %344 = lshr i32 %305, 24
  %345 = and i32 %344, 1
  %346 = shl i32 %345, 4
  %347 = or i32 %343, %346
  %348 = sitofp i32 %347 to float
  %349 = fmul float %125, %348
  %350 = fsub float %349, %127
  %351 = add i64 %46, 15
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr %4, i64 %352
  store float %350, ptr %353, align 4
  %354 = add i64 %131, 16
  %355 = getelementptr i8, ptr %50, i64 %354
  %356 = load i32, ptr %355, align 4
  %357 = lshr i32 %356, %133
  %358 = getelementptr i8, ptr %50, i64 32
  %359 = load i32, ptr %358, align 4
  %360 = lshr i32 %359, %52
  %361 = lshr i32 %357, 0
  %362 = and i32 %361, 15
  %363 = lshr i32 %360, 0
  %364 = and i32 %363, 1
  %365 = shl i32 %364, 4
  %366 = or i32 %362, %365
  %367 = sitofp i32 %366 to float
  %368 = fmul float %125, %367
  %369 = fsub float %368, %127
  %370 = add i64 %46, 16
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float %369, ptr %372, align 4
  %373 = lshr i32 %357, 8
  %374 = and i32 %373, 15
  %375 = lshr i32 %360, 8
  %376 = and i32 %375, 1
  %377 = shl i32 %376, 4
  %378 = or i32 %374, %377
  %379 = sitofp i32 %378 to float
  %380 = fmul float %125, %379
  %381 = fsub float %380, %127
  %382 = add i64 %46, 17
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr %4, i64 %383
  store float %381, ptr %384, align 4
  %385 = lshr i32 %357, 16
  %386 = and i32 %385, 15
  %387 = lshr i32 %360, 16
  %388 = and i32 %387, 1
  %389 = shl i32 %388, 4
  %390 = or i32 %386, %389
  %391 = sitofp i32 %390 to float
  %392 = fmul float %125, %391
  %393 = fsub float %392, %127
  %394 = add i64 %46, 18
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr %4, i64 %395
  store float %393, ptr %396, align 4
  %397 = lshr i32 %357, 24
  %398 = and i32 %397, 15
  %399 = lshr i32 %360, 24
  %400 = and i32 %399, 1
  %401 = shl i32 %400, 4
  %402 = or i32 %398, %401
  %403 = sitofp i32 %402 to float
  %404 = fmul float %125, %403
  %405 = fsub float %404, %127
  %406 = add i64 %46, 19
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr %4, i64 %407
  store float %405, ptr %408, align 4
  %409 = add i64 %131, 20
  %410 = getelementptr i8, ptr %50, i64 %409
  %411 = load i32, ptr %410, align 4
  %412 = lshr i32 %411, %133
  %413 = getelementptr i8, ptr %50, i64 36
  %414 = load i32, ptr %413, align 4
  %415 = lshr i32 %414, %52
  %416 = lshr i32 %412, 0
  %417 = and i32 %416, 15
  %418 = lshr i32 %415, 0
  %419 = and i32 %418, 1
  %420 = shl i32 %419, 4
  %421 = or i32 %417, %420
  %422 = sitofp i32 %421 to float
  %423 = fmul float %125, %422
  %424 = fsub float %423, %127
  %425 = add i64 %46, 20
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr %4, i64 %426
  store float %424, ptr %427, align 4
  %428 = lshr i32 %412, 8
  %429 = and i32 %428, 15
  %430 = lshr i32 %415, 8
  %431 = and i32 %430, 1
  %432 = shl i32 %431, 4
  %433 = or i32 %429, %432
  %434 = sitofp i32 %433 to float
  %435 = fmul float %125, %434
  %436 = fsub float %435, %127
  %437 = add i64 %46, 21
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr %4, i64 %438
  store float %436, ptr %439, align 4
  %440 = lshr i32 %412, 16
  %441 = and i32 %440, 15
  %442 = lshr i32 %415, 16
  %443 = and i32 %442, 1
  %444 = shl i32 %443, 4
  %445 = or i32 %441, %444
  %446 = sitofp i32 %445 to float
  %447 = fmul float %125, %446
  %448 = fsub float %447, %127
  %449 = add i64 %46, 22
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr %4, i64 %450
  store float %448, ptr %451, align 4
  %452 = lshr i32 %412, 24
  %453 = and i32 %452, 15
  %454 = lshr i32 %415, 24
  %455 = and i32 %454, 1
  %456 = shl i32 %455, 4
  %457 = or i32 %453, %456
  %458 = sitofp i32 %457 to float
  %459 = fmul float %125, %458
  %460 = fsub float %459, %127
  %461 = add i64 %46, 23
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr %4, i64 %462
  store float %460, ptr %463, align 4
  %464 = add i64 %131, 24
  %465 = getelementptr i8, ptr %50, i64 %464
  %466 = load i32, ptr %465, align 4
  %467 = lshr i32 %466, %133
  %468 = getelementptr i8, ptr %50, i64 40
  %469 = load i32, ptr %468, align 4
  %470 = lshr i32 %469, %52
  %471 = lshr i32 %467, 0
  %472 = and i32 %471, 15
  %473 = lshr i32 %470, 0
  %474 = and i32 %473, 1
  %475 = shl i32 %474, 4
  %476 = or i32 %472, %475
  %477 = sitofp i32 %476 to float
  %478 = fmul float %125, %477
  %479 = fsub float %478, %127
  %480 = add i64 %46, 24
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr %4, i64 %481
  store float %479, ptr %482, align 4
  %483 = lshr i32 %467, 8
  %484 = and i32 %483, 15
  %485 = lshr i32 %470, 8
  %486 = and i32 %485, 1
  %487 = shl i32 %486, 4
  %488 = or i32 %484, %487
  %489 = sitofp i32 %488 to float
  %490 = fmul float %125, %489
  %491 = fsub float %490, %127
  %492 = add i64 %46, 25
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr %4, i64 %493
  store float %491, ptr %494, align 4
  %495 = lshr i32 %467, 16
  %496 = and i32 %495, 15
  %497 = lshr i32 %470, 16
  %498 = and i32 %497, 1
  %499 = shl i32 %498, 4
  %500 = or i32 %496, %499
  %501 = sitofp i32 %500 to float
  %502 = fmul float %125, %501
  %503 = fsub float %502, %127
  %504 = add i64 %46, 26
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr %4, i64 %505
  store float %503, ptr %506, align 4
  %507 = lshr i32 %467, 24
  %508 = and i32 %507, 15
  %509 = lshr i32 %470, 24
  %510 = and i32 %509, 1
  %511 = shl i32 %510, 4
  %512 = or i32 %508, %511
  %513 = sitofp i32 %512 to float
  %514 = fmul float %125, %513
  %515 = fsub float %514, %127
  %516 = add i64 %46, 27
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr %4, i64 %517
  store float %515, ptr %518, align 4
  %519 = add i64 %131, 28
  %520 = getelementptr i8, ptr %50, i64 %519
  %521 = load i32, ptr %520, align 4
  %522 = lshr i32 %521, %133
  %523 = getelementptr i8, ptr %50, i64 44
  %524 = load i32, ptr %523, align 4
  %525 = lshr i32 %524, %52
  %526 = lshr i32 %522, 0
  %527 = and i32 %526, 15
  %528 = lshr i32 %525, 0
  %529 = and i32 %528, 1
  %530 = shl i32 %529, 4
  %531 = or i32 %527, %530
  %532 = sitofp i32 %531 to float
  %533 = fmul float %125, %532
  %534 = fsub float %533, %127
  %535 = add i64 %46, 28
  %536 = mul i64 %535, 4
  %537 = getelementptr i8, ptr %4, i64 %536
  store float %534, ptr %537, align 4
  %538 = lshr i32 %522, 8
  %539 = and i32 %538, 15
  %540 = lshr i32 %525, 8
  %541 = and i32 %540, 1
  %542 = shl i32 %541, 4
  %543 = or i32 %539, %542
  %544 = sitofp i32 %543 to float
  %545 = fmul float %125, %544
  %546 = fsub float %545, %127
  %547 = add i64 %46, 29
  %548 = mul i64 %547, 4
  %549 = getelementptr i8, ptr %4, i64 %548
  store float %546, ptr %549, align 4
  %550 = lshr i32 %522, 16
  %551 = and i32 %550, 15
  %552 = lshr i32 %525, 16
  %553 = and i32 %552, 1
  %554 = shl i32 %553, 4
  %555 = or i32 %551, %554
  %556 = sitofp i32 %555 to float
  %557 = fmul float %125, %556
  %558 = fsub float %557, %127
  %559 = add i64 %46, 30
  %560 = mul i64 %559, 4
  %561 = getelementptr i8, ptr %4, i64 %560
  store float %558, ptr %561, align 4
  %562 = lshr i32 %522, 24
  %563 = and i32 %562, 15
  %564 = lshr i32 %525, 24
  %565 = and i32 %564, 1
  %566 = shl i32 %565, 4
  %567 = or i32 %563, %566
  %568 = sitofp i32 %567 to float
  %569 = fmul float %125, %568
  %570 = fsub float %569, %127
  %571 = add i64 %46, 31
  %572 = mul i64 %571, 4
  %573 = getelementptr i8, ptr %4, i64 %572
  store float %570, ptr %573, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %574 = xor i1 %33, true
  br i1 %574, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %575 = add i64 %46, 0
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr %4, i64 %576
  store float 0.000000e+00, ptr %577, align 4
  %578 = add i64 %46, 1
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr %4, i64 %579
  store float 0.000000e+00, ptr %580, align 4
  %581 = add i64 %46, 2
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr %4, i64 %582
  store float 0.000000e+00, ptr %583, align 4
  %584 = add i64 %46, 3
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr %4, i64 %585
  store float 0.000000e+00, ptr %586, align 4
  %587 = add i64 %46, 4
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr %4, i64 %588
  store float 0.000000e+00, ptr %589, align 4
  %590 = add i64 %46, 5
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr %4, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add i64 %46, 6
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr %4, i64 %594
  store float 0.000000e+00, ptr %595, align 4
  %596 = add i64 %46, 7
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr %4, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %46, 8
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr %4, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add i64 %46, 9
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr %4, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  %605 = add i64 %46, 10
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr %4, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  %608 = add i64 %46, 11
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr %4, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %46, 12
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr %4, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add i64 %46, 13
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr %4, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = add i64 %46, 14
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr %4, i64 %618
  store float 0.000000e+00, ptr %619, align 4
  %620 = add i64 %46, 15
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr %4, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = add i64 %46, 16
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr %4, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %46, 17
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr %4, i64 %627
  store float 0.000000e+00, ptr %628, align 4
  %629 = add i64 %46, 18
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr %4, i64 %630
  store float 0.000000e+00, ptr %631, align 4
  %632 = add i64 %46, 19
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr %4, i64 %633
  store float 0.000000e+00, ptr %634, align 4
  %635 = add i64 %46, 20
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr %4, i64 %636
  store float 0.000000e+00, ptr %637, align 4
  %638 = add i64 %46, 21
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr %4, i64 %639
  store float 0.000000e+00, ptr %640, align 4
  %641 = add i64 %46, 22
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr %4, i64 %642
  store float 0.000000e+00, ptr %643, align 4
  %644 = add i64 %46, 23
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr %4, i64 %645
  store float 0.000000e+00, ptr %646, align 4
  %647 = add i64 %46, 24
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr %4, i64 %648
  store float 0.000000e+00, ptr %649, align 4
  %650 = add i64 %46, 25
  %651 = mul i64 %650, 4
  %652 = getelementptr i8, ptr %4, i64 %651
  store float 0.000000e+00, ptr %652, align 4
  %653 = add i64 %46, 26
  %654 = mul i64 %653, 4
  %655 = getelementptr i8, ptr %4, i64 %654
  store float 0.000000e+00, ptr %655, align 4
  %656 = add i64 %46, 27
  %657 = mul i64 %656, 4
  %658 = getelementptr i8, ptr %4, i64 %657
  store float 0.000000e+00, ptr %658, align 4
  %659 = add i64 %46, 28
  %660 = mul i64 %659, 4
  %661 = getelementptr i8, ptr %4, i64 %660
  store float 0.000000e+00, ptr %661, align 4
  %662 = add i64 %46, 29
  %663 = mul i64 %662, 4
  %664 = getelementptr i8, ptr %4, i64 %663
  store float 0.000000e+00, ptr %664, align 4
  %665 = add i64 %46, 30
  %666 = mul i64 %665, 4
  %667 = getelementptr i8, ptr %4, i64 %666
  store float 0.000000e+00, ptr %667, align 4
  %668 = add i64 %46, 31
  %669 = mul i64 %668, 4
  %670 = getelementptr i8, ptr %4, i64 %669
  store float 0.000000e+00, ptr %670, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
