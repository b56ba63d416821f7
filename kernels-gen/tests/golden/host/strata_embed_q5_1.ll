; ModuleID = 'strata_embed_q5_1'
source_filename = "strata_embed_q5_1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q5_1(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 24
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
  %49 = mul i64 %48, 24
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
  %97 = getelementptr i8, ptr %50, i64 4
  %98 = load i32, ptr %97, align 4
  %99 = getelementptr i8, ptr %50, i64 8
  %100 = load i32, ptr %99, align 4
  %101 = getelementptr i8, ptr %50, i64 12
  %102 = load i32, ptr %101, align 4
  %103 = getelementptr i8, ptr %50, i64 16
  %104 = load i32, ptr %103, align 4
  %105 = getelementptr i8, ptr %50, i64 20
  %106 = load i32, ptr %105, align 4
  %107 = lshr i32 %100, 0
  %108 = and i32 %107, 15
  %109 = lshr i32 %98, 0
  %110 = and i32 %109, 1
  %111 = shl i32 %110, 4
  %112 = or i32 %108, %111
  %113 = sitofp i32 %112 to float
  %114 = fmul float %74, %113
  %115 = fadd float %114, %96
  %116 = add i64 %46, 0
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr %4, i64 %117
  store float %115, ptr %118, align 4
  %119 = lshr i32 %100, 8
  %120 = and i32 %119, 15
  %121 = lshr i32 %98, 1
  %122 = and i32 %121, 1
  %123 = shl i32 %122, 4
  %124 = or i32 %120, %123
  %125 = sitofp i32 %124 to float
  %126 = fmul float %74, %125
  %127 = fadd float %126, %96
  %128 = add i64 %46, 1
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr %4, i64 %129
  store float %127, ptr %130, align 4
  %131 = lshr i32 %100, 16
  %132 = and i32 %131, 15
  %133 = lshr i32 %98, 2
  %134 = and i32 %133, 1
  %135 = shl i32 %134, 4
  %136 = or i32 %132, %135
  %137 = sitofp i32 %136 to float
  %138 = fmul float %74, %137
  %139 = fadd float %138, %96
  %140 = add i64 %46, 2
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr %4, i64 %141
  store float %139, ptr %142, align 4
  %143 = lshr i32 %100, 24
  %144 = and i32 %143, 15
  %145 = lshr i32 %98, 3
  %146 = and i32 %145, 1
  %147 = shl i32 %146, 4
  %148 = or i32 %144, %147
  %149 = sitofp i32 %148 to float
  %150 = fmul float %74, %149
  %151 = fadd float %150, %96
  %152 = add i64 %46, 3
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr %4, i64 %153
  store float %151, ptr %154, align 4
  %155 = lshr i32 %102, 0
  %156 = and i32 %155, 15
  %157 = lshr i32 %98, 4
  %158 = and i32 %157, 1
  %159 = shl i32 %158, 4
  %160 = or i32 %156, %159
  %161 = sitofp i32 %160 to float
  %162 = fmul float %74, %161
  %163 = fadd float %162, %96
  %164 = add i64 %46, 4
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr %4, i64 %165
  store float %163, ptr %166, align 4
  %167 = lshr i32 %102, 8
  %168 = and i32 %167, 15
  %169 = lshr i32 %98, 5
  %170 = and i32 %169, 1
  %171 = shl i32 %170, 4
  %172 = or i32 %168, %171
  %173 = sitofp i32 %172 to float
  %174 = fmul float %74, %173
  %175 = fadd float %174, %96
  %176 = add i64 %46, 5
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr %4, i64 %177
  store float %175, ptr %178, align 4
  %179 = lshr i32 %102, 16
  %180 = and i32 %179, 15
  %181 = lshr i32 %98, 6
  %182 = and i32 %181, 1
  %183 = shl i32 %182, 4
  %184 = or i32 %180, %183
  %185 = sitofp i32 %184 to float
  %186 = fmul float %74, %185
  %187 = fadd float %186, %96
  %188 = add i64 %46, 6
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr %4, i64 %189
  store float %187, ptr %190, align 4
  %191 = lshr i32 %102, 24
  %192 = and i32 %191, 15
  %193 = lshr i32 %98, 7
  %194 = and i32 %193, 1
  %195 = shl i32 %194, 4
  %196 = or i32 %192, %195
  %197 = sitofp i32 %196 to float
  %198 = fmul float %74, %197
  %199 = fadd float %198, %96
  %200 = add i64 %46, 7
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %4, i64 %201
  store float %199, ptr %202, align 4
  %203 = lshr i32 %104, 0
  %204 = and i32 %203, 15
  %205 = lshr i32 %98, 8
  %206 = and i32 %205, 1
  %207 = shl i32 %206, 4
  %208 = or i32 %204, %207
  %209 = sitofp i32 %208 to float
  %210 = fmul float %74, %209
  %211 = fadd float %210, %96
  %212 = add i64 %46, 8
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr %4, i64 %213
  store float %211, ptr %214, align 4
  %215 = lshr i32 %104, 8
  %216 = and i32 %215, 15
  %217 = lshr i32 %98, 9
  %218 = and i32 %217, 1
  %219 = shl i32 %218, 4
  %220 = or i32 %216, %219
  %221 = sitofp i32 %220 to float
  %222 = fmul float %74, %221
  %223 = fadd float %222, %96
  %224 = add i64 %46, 9
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr %4, i64 %225
  store float %223, ptr %226, align 4
  %227 = lshr i32 %104, 16
  %228 = and i32 %227, 15
  %229 = lshr i32 %98, 10
  %230 = and i32 %229, 1
  %231 = shl i32 %230, 4
  %232 = or i32 %228, %231
  %233 = sitofp i32 %232 to float
  %234 = fmul float %74, %233
  %235 = fadd float %234, %96
  %236 = add i64 %46, 10
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr %4, i64 %237
  store float %235, ptr %238, align 4
  %239 = lshr i32 %104, 24
  %240 = and i32 %239, 15
  %241 = lshr i32 %98, 11
  %242 = and i32 %241, 1
  %243 = shl i32 %242, 4
  %244 = or i32 %240, %243
  %245 = sitofp i32 %244 to float
  %246 = fmul float %74, %245
  %247 = fadd float %246, %96
  %248 = add i64 %46, 11
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr %4, i64 %249
  store float %247, ptr %250, align 4
  %251 = lshr i32 %106, 0
  %252 = and i32 %251, 15
  %253 = lshr i32 %98, 12
  %254 = and i32 %253, 1
  %255 = shl i32 %254, 4
  %256 = or i32 %252, %255
  %257 = sitofp i32 %256 to float
  %258 = fmul float %74, %257
  %259 = fadd float %258, %96
  %260 = add i64 %46, 12
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr %4, i64 %261
  store float %259, ptr %262, align 4
  %263 = lshr i32 %106, 8
  %264 = and i32 %263, 15
  %265 = lshr i32 %98, 13
  %266 = and i32 %265, 1
  %267 = shl i32 %266, 4
  %268 = or i32 %264, %267
  %269 = sitofp i32 %268 to float
  %270 = fmul float %74, %269
  %271 = fadd float %270, %96
  %272 = add i64 %46, 13
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr %4, i64 %273
  store float %271, ptr %274, align 4
  %275 = lshr i32 %106, 16
  %276 = and i32 %275, 15
  %277 = lshr i32 %98, 14
  %278 = and i32 %277, 1
  %279 = shl i32 %278, 4
  %280 = or i32 %276, %279
  %281 = sitofp i32 %280 to float
  %282 = fmul float %74, %281
  %283 = fadd float %282, %96
  %284 = add i64 %46, 14
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr %4, i64 %285
  store float %283, ptr %286, align 4
  %287 = lshr i32 %106, 24
  %288 = and i32 %287, 15
  %289 = lshr i32 %98, 15
  %290 = and i32 %289, 1
  %291 = shl i32 %290, 4
  %292 = or i32 %288, %291
  %293 = sitofp i32 %292 to float
  %294 = fmul float %74, %293
  %295 = fadd float %294, %96
  %296 = add i64 %46, 15
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %4, i64 %297
  store float %295, ptr %298, align 4
  %299 = lshr i32 %100, 4
  %300 = and i32 %299, 15
  %301 = lshr i32 %98, 16
  %302 = and i32 %301, 1
  %303 = shl i32 %302, 4
  %304 = or i32 %300, %303
  %305 = sitofp i32 %304 to float
  %306 = fmul float %74, %305
  %307 = fadd float %306, %96
  %308 = add i64 %46, 16
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr %4, i64 %309
  store float %307, ptr %310, align 4
  %311 = lshr i32 %100, 12
  %312 = and i32 %311, 15
  %313 = lshr i32 %98, 17
  %314 = and i32 %313, 1
  %315 = shl i32 %314, 4
  %316 = or i32 %312, %315
  %317 = sitofp i32 %316 to float
  %318 = fmul float %74, %317
  %319 = fadd float %318, %96
  %320 = add i64 %46, 17
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr %4, i64 %321
  store float %319, ptr %322, align 4
  %323 = lshr i32 %100, 20
  %324 = and i32 %323, 15
  %325 = lshr i32 %98, 18
  %326 = and i32 %325, 1
  %327 = shl i32 %326, 4
  %328 = or i32 %324, %327
  %329 = sitofp i32 %328 to float
  %330 = fmul float %74, %329
  %331 = fadd float %330, %96
  %332 = add i64 %46, 18
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr %4, i64 %333
  store float %331, ptr %334, align 4
  %335 = lshr i32 %100, 28
  %336 = and i32 %335, 15
  %337 = lshr i32 %98, 19
  %338 = and i32 %337, 1
  %339 = shl i32 %338, 4
  %340 = or i32 %336, %339
  %341 = sitofp i32 %340 to float
  %342 = fmul float %74, %341
  %343 = fadd float %342, %96
  %344 = add i64 %46, 19
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr %4, i64 %345
  store float %343, ptr %346, align 4
  %347 = lshr i32 %102, 4
  %348 = and i32 %347, 15
  %349 = lshr i32 %98, 20
  %350 = and i32 %349, 1
  %351 = shl i32 %350, 4
  %352 = or i32 %348, %351
  %353 = sitofp i32 %352 to float
  %354 = fmul float %74, %353
  %355 = fadd float %354, %96
  %356 = add i64 %46, 20
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr %4, i64 %357
  store float %355, ptr %358, align 4
  %359 = lshr i32 %102, 12
  %360 = and i32 %359, 15
  %361 = lshr i32 %98, 21
  %362 = and i32 %361, 1
  %363 = shl i32 %362, 4
  %364 = or i32 %360, %363
  %365 = sitofp i32 %364 to float
  %366 = fmul float %74, %365
  %367 = fadd float %366, %96
  %368 = add i64 %46, 21
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr %4, i64 %369
  store float %367, ptr %370, align 4
  %371 = lshr i32 %102, 20
  %372 = and i32 %371, 15
  %373 = lshr i32 %98, 22
  %374 = and i32 %373, 1
  %375 = shl i32 %374, 4
  %376 = or i32 %372, %375
  %377 = sitofp i32 %376 to float
  %378 = fmul float %74, %377
  %379 = fadd float %378, %96
  %380 = add i64 %46, 22
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr %4, i64 %381
  store float %379, ptr %382, align 4
  %383 = lshr i32 %102, 28
  %384 = and i32 %383, 15
  %385 = lshr i32 %98, 23
  %386 = and i32 %385, 1
  %387 = shl i32 %386, 4
  %388 = or i32 %384, %387
  %389 = sitofp i32 %388 to float
  %390 = fmul float %74, %389
  %391 = fadd float %390, %96
  %392 = add i64 %46, 23
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr %4, i64 %393
  store float %391, ptr %394, align 4
  %395 = lshr i32 %104, 4
  %396 = and i32 %395, 15
  %397 = lshr i32 %98, 24
  %398 = and i32 %397, 1
  %399 = shl i32 %398, 4
  %400 = or i32 %396, %399
  %401 = sitofp i32 %400 to float
  %402 = fmul float %74, %401
  %403 = fadd float %402, %96
  %404 = add i64 %46, 24
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr %4, i64 %405
  store float %403, ptr %406, align 4
  %407 = lshr i32 %104, 12
  %408 = and i32 %407, 15
  %409 = lshr i32 %98, 25
  %410 = and i32 %409, 1
  %411 = shl i32 %410, 4
  %412 = or i32 %408, %411
  %413 = sitofp i32 %412 to float
  %414 = fmul float %74, %413
  %415 = fadd float %414, %96
  %416 = add i64 %46, 25
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr %4, i64 %417
  store float %415, ptr %418, align 4
  %419 = lshr i32 %104, 20
  %420 = and i32 %419, 15
  %421 = lshr i32 %98, 26
  %422 = and i32 %421, 1
  %423 = shl i32 %422, 4
  %424 = or i32 %420, %423
  %425 = sitofp i32 %424 to float
  %426 = fmul float %74, %425
  %427 = fadd float %426, %96
  %428 = add i64 %46, 26
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr %4, i64 %429
  store float %427, ptr %430, align 4
  %431 = lshr i32 %104, 28
  %432 = and i32 %431, 15
  %433 = lshr i32 %98, 27
  %434 = and i32 %433, 1
  %435 = shl i32 %434, 4
  %436 = or i32 %432, %435
  %437 = sitofp i32 %436 to float
  %438 = fmul float %74, %437
  %439 = fadd float %438, %96
  %440 = add i64 %46, 27
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr %4, i64 %441
  store float %439, ptr %442, align 4
  %443 = lshr i32 %106, 4
  %444 = and i32 %443, 15
  %445 = lshr i32 %98, 28
  %446 = and i32 %445, 1
  %447 = shl i32 %446, 4
  %448 = or i32 %444, %447
  %449 = sitofp i32 %448 to float
  %450 = fmul float %74, %449
  %451 = fadd float %450, %96
  %452 = add i64 %46, 28
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr %4, i64 %453
  store float %451, ptr %454, align 4
  %455 = lshr i32 %106, 12
  %456 = and i32 %455, 15
  %457 = lshr i32 %98, 29
  %458 = and i32 %457, 1
  %459 = shl i32 %458, 4
  %460 = or i32 %456, %459
  %461 = sitofp i32 %460 to float
  %462 = fmul float %74, %461
  %463 = fadd float %462, %96
  %464 = add i64 %46, 29
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr %4, i64 %465
  store float %463, ptr %466, align 4
  %467 = lshr i32 %106, 20
  %468 = and i32 %467, 15
  %469 = lshr i32 %98, 30
  %470 = and i32 %469, 1
  %471 = shl i32 %470, 4
  %472 = or i32 %468, %471
  %473 = sitofp i32 %472 to float
  %474 = fmul float %74, %473
  %475 = fadd float %474, %96
  %476 = add i64 %46, 30
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr %4, i64 %477
  store float %475, ptr %478, align 4
  %479 = lshr i32 %106, 28
  %480 = and i32 %479, 15
  %481 = lshr i32 %98, 31
  %482 = and i32 %481, 1
  %483 = shl i32 %482, 4
  %484 = or i32 %480, %483
  %485 = sitofp i32 %484 to float
  %486 = fmul float %74, %485
  %487 = fadd float %486, %96
  %488 = add i64 %46, 31
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %4, i64 %489
  store float %487, ptr %490, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %491 = xor i1 %33, true
  br i1 %491, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %492 = add i64 %46, 0
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr %4, i64 %493
  store float 0.000000e+00, ptr %494, align 4
  %495 = add i64 %46, 1
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr %4, i64 %496
  store float 0.000000e+00, ptr %497, align 4
  %498 = add i64 %46, 2
  %499 = mul i64 %498, 4
  %500 = getelementptr i8, ptr %4, i64 %499
  store float 0.000000e+00, ptr %500, align 4
  %501 = add i64 %46, 3
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr %4, i64 %502
  store float 0.000000e+00, ptr %503, align 4
  %504 = add i64 %46, 4
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr %4, i64 %505
  store float 0.000000e+00, ptr %506, align 4
  %507 = add i64 %46, 5
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr %4, i64 %508
  store float 0.000000e+00, ptr %509, align 4
  %510 = add i64 %46, 6
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr %4, i64 %511
  store float 0.000000e+00, ptr %512, align 4
  %513 = add i64 %46, 7
  %514 = mul i64 %513, 4
  %515 = getelementptr i8, ptr %4, i64 %514
  store float 0.000000e+00, ptr %515, align 4
  %516 = add i64 %46, 8
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr %4, i64 %517
  store float 0.000000e+00, ptr %518, align 4
  %519 = add i64 %46, 9
  %520 = mul i64 %519, 4
  %521 = getelementptr i8, ptr %4, i64 %520
  store float 0.000000e+00, ptr %521, align 4
  %522 = add i64 %46, 10
  %523 = mul i64 %522, 4
  %524 = getelementptr i8, ptr %4, i64 %523
  store float 0.000000e+00, ptr %524, align 4
  %525 = add i64 %46, 11
  %526 = mul i64 %525, 4
  %527 = getelementptr i8, ptr %4, i64 %526
  store float 0.000000e+00, ptr %527, align 4
  %528 = add i64 %46, 12
  %529 = mul i64 %528, 4
  %530 = getelementptr i8, ptr %4, i64 %529
  store float 0.000000e+00, ptr %530, align 4
  %531 = add i64 %46, 13
  %532 = mul i64 %531, 4
  %533 = getelementptr i8, ptr %4, i64 %532
  store float 0.000000e+00, ptr %533, align 4
  %534 = add i64 %46, 14
  %535 = mul i64 %534, 4
  %536 = getelementptr i8, ptr %4, i64 %535
  store float 0.000000e+00, ptr %536, align 4
  %537 = add i64 %46, 15
  %538 = mul i64 %537, 4
  %539 = getelementptr i8, ptr %4, i64 %538
  store float 0.000000e+00, ptr %539, align 4
  %540 = add i64 %46, 16
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr %4, i64 %541
  store float 0.000000e+00, ptr %542, align 4
  %543 = add i64 %46, 17
  %544 = mul i64 %543, 4
  %545 = getelementptr i8, ptr %4, i64 %544
  store float 0.000000e+00, ptr %545, align 4
  %546 = add i64 %46, 18
  %547 = mul i64 %546, 4
  %548 = getelementptr i8, ptr %4, i64 %547
  store float 0.000000e+00, ptr %548, align 4
  %549 = add i64 %46, 19
  %550 = mul i64 %549, 4
  %551 = getelementptr i8, ptr %4, i64 %550
  store float 0.000000e+00, ptr %551, align 4
  %552 = add i64 %46, 20
  %553 = mul i64 %552, 4
  %554 = getelementptr i8, ptr %4, i64 %553
  store float 0.000000e+00, ptr %554, align 4
  %555 = add i64 %46, 21
  %556 = mul i64 %555, 4
  %557 = getelementptr i8, ptr %4, i64 %556
  store float 0.000000e+00, ptr %557, align 4
  %558 = add i64 %46, 22
  %559 = mul i64 %558, 4
  %560 = getelementptr i8, ptr %4, i64 %559
  store float 0.000000e+00, ptr %560, align 4
  %561 = add i64 %46, 23
  %562 = mul i64 %561, 4
  %563 = getelementptr i8, ptr %4, i64 %562
  store float 0.000000e+00, ptr %563, align 4
  %564 = add i64 %46, 24
  %565 = mul i64 %564, 4
  %566 = getelementptr i8, ptr %4, i64 %565
  store float 0.000000e+00, ptr %566, align 4
  %567 = add i64 %46, 25
  %568 = mul i64 %567, 4
  %569 = getelementptr i8, ptr %4, i64 %568
  store float 0.000000e+00, ptr %569, align 4
  %570 = add i64 %46, 26
  %571 = mul i64 %570, 4
  %572 = getelementptr i8, ptr %4, i64 %571
  store float 0.000000e+00, ptr %572, align 4
  %573 = add i64 %46, 27
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr %4, i64 %574
  store float 0.000000e+00, ptr %575, align 4
  %576 = add i64 %46, 28
  %577 = mul i64 %576, 4
  %578 = getelementptr i8, ptr %4, i64 %577
  store float 0.000000e+00, ptr %578, align 4
  %579 = add i64 %46, 29
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr %4, i64 %580
  store float 0.000000e+00, ptr %581, align 4
  %582 = add i64 %46, 30
  %583 = mul i64 %582, 4
  %584 = getelementptr i8, ptr %4, i64 %583
  store float 0.000000e+00, ptr %584, align 4
  %585 = add i64 %46, 31
  %586 = mul i64 %585, 4
  %587 = getelementptr i8, ptr %4, i64 %586
  store float 0.000000e+00, ptr %587, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
