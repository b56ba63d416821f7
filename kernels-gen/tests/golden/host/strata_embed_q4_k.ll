; ModuleID = 'strata_embed_q4_k'
source_filename = "strata_embed_q4_k"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q4_k(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 144
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
  %49 = mul i64 %48, 144
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
  %131 = add i64 16, %130
  %132 = and i32 %52, 1
  %133 = mul i32 %132, 4
  %134 = add i64 %131, 0
  %135 = getelementptr i8, ptr %50, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = lshr i32 %136, %133
  %138 = lshr i32 %137, 0
  %139 = and i32 %138, 15
  %140 = sitofp i32 %139 to float
  %141 = fmul float %125, %140
  %142 = fsub float %141, %127
  %143 = add i64 %46, 0
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr %4, i64 %144
  store float %142, ptr %145, align 4
  %146 = lshr i32 %137, 8
  %147 = and i32 %146, 15
  %148 = sitofp i32 %147 to float
  %149 = fmul float %125, %148
  %150 = fsub float %149, %127
  %151 = add i64 %46, 1
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr %4, i64 %152
  store float %150, ptr %153, align 4
  %154 = lshr i32 %137, 16
  %155 = and i32 %154, 15
  %156 = sitofp i32 %155 to float
  %157 = fmul float %125, %156
  %158 = fsub float %157, %127
  %159 = add i64 %46, 2
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr %4, i64 %160
  store float %158, ptr %161, align 4
  %162 = lshr i32 %137, 24
  %163 = and i32 %162, 15
  %164 = sitofp i32 %163 to float
  %165 = fmul float %125, %164
  %166 = fsub float %165, %127
  %167 = add i64 %46, 3
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr %4, i64 %168
  store float %166, ptr %169, align 4
  %170 = add i64 %131, 4
  %171 = getelementptr i8, ptr %50, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = lshr i32 %172, %133
  %174 = lshr i32 %173, 0
  %175 = and i32 %174, 15
  %176 = sitofp i32 %175 to float
  %177 = fmul float %125, %176
  %178 = fsub float %177, %127
  %179 = add i64 %46, 4
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr %4, i64 %180
  store float %178, ptr %181, align 4
  %182 = lshr i32 %173, 8
  %183 = and i32 %182, 15
  %184 = sitofp i32 %183 to float
  %185 = fmul float %125, %184
  %186 = fsub float %185, %127
  %187 = add i64 %46, 5
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr %4, i64 %188
  store float %186, ptr %189, align 4
  %190 = lshr i32 %173, 16
  %191 = and i32 %190, 15
  %192 = sitofp i32 %191 to float
  %193 = fmul float %125, %192
  %194 = fsub float %193, %127
  %195 = add i64 %46, 6
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr %4, i64 %196
  store float %194, ptr %197, align 4
  %198 = lshr i32 %173, 24
  %199 = and i32 %198, 15
  %200 = sitofp i32 %199 to float
  %201 = fmul float %125, %200
  %202 = fsub float %201, %127
  %203 = add i64 %46, 7
  %204 = mul i64 %203, 4
  %205 = getelementptr i8, ptr %4, i64 %204
  store float %202, ptr %205, align 4
  %206 = add i64 %131, 8
  %207 = getelementptr i8, ptr %50, i64 %206
  %208 = load i32, ptr %207, align 4
  %209 = lshr i32 %208, %133
  %210 = lshr i32 %209, 0
  %211 = and i32 %210, 15
  %212 = sitofp i32 %211 to float
  %213 = fmul float %125, %212
  %214 = fsub float %213, %127
  %215 = add i64 %46, 8
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr %4, i64 %216
  store float %214, ptr %217, align 4
  %218 = lshr i32 %209, 8
  %219 = and i32 %218, 15
  %220 = sitofp i32 %219 to float
  %221 = fmul float %125, %220
  %222 = fsub float %221, %127
  %223 = add i64 %46, 9
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr %4, i64 %224
  store float %222, ptr %225, align 4
  %226 = lshr i32 %209, 16
  %227 = and i32 %226, 15
  %228 = sitofp i32 %227 to float
  %229 = fmul float %125, %228
  %230 = fsub float %229, %127
  %231 = add i64 %46, 10
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr %4, i64 %232
  store float %230, ptr %233, align 4
  %234 = lshr i32 %209, 24
  %235 = and i32 %234, 15
  %236 = sitofp i32 %235 to float
  %237 = fmul float %125, %236
  %238 = fsub float %237, %127
  %239 = add i64 %46, 11
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr %4, i64 %240
  store float %238, ptr %241, align 4
  %242 = add i64 %131, 12
  %243 = getelementptr i8, ptr %50, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = lshr i32 %244, %133
  %246 = lshr i32 %245, 0
  %247 = and i32 %246, 15
  %248 = sitofp i32 %247 to float
  %249 = fmul float %125, %248
  %250 = fsub float %249, %127
  %251 = add i64 %46, 12
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr %4, i64 %252
  store float %250, ptr %253, align 4
  %254 = lshr i32 %245, 8
  %255 = and i32 %254, 15
  %256 = sitofp i32 %255 to float
  %257 = fmul float %125, %256
  %258 = fsub float %257, %127
  %259 = add i64 %46, 13
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr %4, i64 %260
  store float %258, ptr %261, align 4
  %262 = lshr i32 %245, 16
  %263 = and i32 %262, 15
  %264 = sitofp i32 %263 to float
  %265 = fmul float %125, %264
  %266 = fsub float %265, %127
  %267 = add i64 %46, 14
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr %4, i64 %268
  store float %266, ptr %269, align 4
  %270 = lshr i32 %245, 24
  %271 = and i32 %270, 15
  %272 = sitofp i32 %271 to float
  %273 = fmul float %125, %272
  %274 = fsub float %273, %127
  %275 = add i64 %46, 15
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr %4, i64 %276
  store float %274, ptr %277, align 4
  %278 = add i64 %131, 16
  %279 = getelementptr i8, ptr %50, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = lshr i32 %280, %133
  %282 = lshr i32 %281, 0
  %283 = and i32 %282, 15
  %284 = sitofp i32 %283 to float
  %285 = fmul float %125, %284
  %286 = fsub float %285, %127
  %287 = add i64 %46, 16
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr %4, i64 %288
  store float %286, ptr %289, align 4
  %290 = lshr i32 %281, 8
  %291 = and i32 %290, 15
  %292 = sitofp i32 %291 to float
  %293 = fmul float %125, %292
  %294 = fsub float %293, %127
  %295 = add i64 %46, 17
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr %4, i64 %296
  store float %294, ptr %297, align 4
  %298 = lshr i32 %281, 16
  %299 = and i32 %298, 15
  %300 = sitofp i32 %299 to float
  %301 = fmul float %125, %300
  %302 = fsub float %301, %127
  %303 = add i64 %46, 18
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %4, i64 %304
  store float %302, ptr %305, align 4
  %306 = lshr i32 %281, 24
  %307 = and i32 %306, 15
  %308 = sitofp i32 %307 to float
  %309 = fmul float %125, %308
  %310 = fsub float %309, %127
  %311 = add i64 %46, 19
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr %4, i64 %312
  store float %310, ptr %313, align 4
  %314 = add i64 %131, 20
  %315 = getelementptr i8, ptr %50, i64 %314
  %316 = load i32, ptr %315, align 4
  %317 = lshr i32 %316, %133
  %318 = lshr i32 %317, 0
  %319 = and i32 %318, 15
  %320 = sitofp i32 %319 to float
  %321 = fmul float %125, %320
  %322 = fsub float %321, %127
  %323 = add i64 %46, 20
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr %4, i64 %324
  store float %322, ptr %325, align 4
  %326 = lshr i32 %317, 8
  %327 = and i32 %326, 15
  %328 = sitofp i32 %327 to float
  %329 = fmul float %125, %328
  %330 = fsub float %329, %127
  %331 = add i64 %46, 21
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr %4, i64 %332
  store float %330, ptr %333, align 4
  %334 = lshr i32 %317, 16
  %335 = and i32 %334, 15
  %336 = sitofp i32 %335 to float
  %337 = fmul float %125, %336
  %338 = fsub float %337, %127
  %339 = add i64 %46, 22
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr %4, i64 %340
  store float %338, ptr %341, align 4
  %342 = lshr i32 %317, 24
  %343 = and i32 %342, 15
  %344 = sitofp i32 %343 to float
  %345 = fmul float %125, %344
  %346 = fsub float %345, %127
  %347 = add i64 %46, 23
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr %4, i64 %348
  store float %346, ptr %349, align 4
  %350 = add i64 %131, 24
  %351 = getelementptr i8, ptr %50, i64 %350
  %352 = load i32, ptr %351, align 4
  %353 = lshr i32 %352, %133
  %354 = lshr i32 %353, 0
  %355 = and i32 %354, 15
  %356 = sitofp i32 %355 to float
  %357 = fmul float %125, %356
  %358 = fsub float %357, %127
  %359 = add i64 %46, 24
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr %4, i64 %360
  store float %358, ptr %361, align 4
  %362 = lshr i32 %353, 8
  %363 = and i32 %362, 15
  %364 = sitofp i32 %363 to float
  %365 = fmul float %125, %364
  %366 = fsub float %365, %127
  %367 = add i64 %46, 25
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr %4, i64 %368
  store float %366, ptr %369, align 4
  %370 = lshr i32 %353, 16
  %371 = and i32 %370, 15
  %372 = sitofp i32 %371 to float
  %373 = fmul float %125, %372
  %374 = fsub float %373, %127
  %375 = add i64 %46, 26
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr %4, i64 %376
  store float %374, ptr %377, align 4
  %378 = lshr i32 %353, 24
  %379 = and i32 %378, 15
  %380 = sitofp i32 %379 to float
  %381 = fmul float %125, %380
  %382 = fsub float %381, %127
  %383 = add i64 %46, 27
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr %4, i64 %384
  store float %382, ptr %385, align 4
  %386 = add i64 %131, 28
  %387 = getelementptr i8, ptr %50, i64 %386
  %388 = load i32, ptr %387, align 4
  %389 = lshr i32 %388, %133
  %390 = lshr i32 %389, 0
  %391 = and i32 %390, 15
  %392 = sitofp i32 %391 to float
  %393 = fmul float %125, %392
  %394 = fsub float %393, %127
  %395 = add i64 %46, 28
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr %4, i64 %396
  store float %394, ptr %397, align 4
  %398 = lshr i32 %389, 8
  %399 = and i32 %398, 15
  %400 = sitofp i32 %399 to float
  %401 = fmul float %125, %400
  %402 = fsub float %401, %127
  %403 = add i64 %46, 29
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr %4, i64 %404
  store float %402, ptr %405, align 4
  %406 = lshr i32 %389, 16
  %407 = and i32 %406, 15
  %408 = sitofp i32 %407 to float
  %409 = fmul float %125, %408
  %410 = fsub float %409, %127
  %411 = add i64 %46, 30
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr %4, i64 %412
  store float %410, ptr %413, align 4
  %414 = lshr i32 %389, 24
  %415 = and i32 %414, 15
  %416 = sitofp i32 %415 to float
  %417 = fmul float %125, %416
  %418 = fsub float %417, %127
  %419 = add i64 %46, 31
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr %4, i64 %420
  store float %418, ptr %421, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %422 = xor i1 %33, true
  br i1 %422, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %423 = add i64 %46, 0
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr %4, i64 %424
  store float 0.000000e+00, ptr %425, align 4
  %426 = add i64 %46, 1
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr %4, i64 %427
  store float 0.000000e+00, ptr %428, align 4
  %429 = add i64 %46, 2
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr %4, i64 %430
  store float 0.000000e+00, ptr %431, align 4
  %432 = add i64 %46, 3
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr %4, i64 %433
  store float 0.000000e+00, ptr %434, align 4
  %435 = add i64 %46, 4
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr %4, i64 %436
  store float 0.000000e+00, ptr %437, align 4
  %438 = add i64 %46, 5
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr %4, i64 %439
  store float 0.000000e+00, ptr %440, align 4
  %441 = add i64 %46, 6
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr %4, i64 %442
  store float 0.000000e+00, ptr %443, align 4
  %444 = add i64 %46, 7
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr %4, i64 %445
  store float 0.000000e+00, ptr %446, align 4
  %447 = add i64 %46, 8
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr %4, i64 %448
  store float 0.000000e+00, ptr %449, align 4
  %450 = add i64 %46, 9
  %451 = mul i64 %450, 4
  %452 = getelementptr i8, ptr %4, i64 %451
  store float 0.000000e+00, ptr %452, align 4
  %453 = add i64 %46, 10
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr %4, i64 %454
  store float 0.000000e+00, ptr %455, align 4
  %456 = add i64 %46, 11
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr %4, i64 %457
  store float 0.000000e+00, ptr %458, align 4
  %459 = add i64 %46, 12
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr %4, i64 %460
  store float 0.000000e+00, ptr %461, align 4
  %462 = add i64 %46, 13
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr %4, i64 %463
  store float 0.000000e+00, ptr %464, align 4
  %465 = add i64 %46, 14
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr %4, i64 %466
  store float 0.000000e+00, ptr %467, align 4
  %468 = add i64 %46, 15
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr %4, i64 %469
  store float 0.000000e+00, ptr %470, align 4
  %471 = add i64 %46, 16
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr %4, i64 %472
  store float 0.000000e+00, ptr %473, align 4
  %474 = add i64 %46, 17
  %475 = mul i64 %474, 4
  %476 = getelementptr i8, ptr %4, i64 %475
  store float 0.000000e+00, ptr %476, align 4
  %477 = add i64 %46, 18
  %478 = mul i64 %477, 4
  %479 = getelementptr i8, ptr %4, i64 %478
  store float 0.000000e+00, ptr %479, align 4
  %480 = add i64 %46, 19
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr %4, i64 %481
  store float 0.000000e+00, ptr %482, align 4
  %483 = add i64 %46, 20
  %484 = mul i64 %483, 4
  %485 = getelementptr i8, ptr %4, i64 %484
  store float 0.000000e+00, ptr %485, align 4
  %486 = add i64 %46, 21
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr %4, i64 %487
  store float 0.000000e+00, ptr %488, align 4
  %489 = add i64 %46, 22
  %490 = mul i64 %489, 4
  %491 = getelementptr i8, ptr %4, i64 %490
  store float 0.000000e+00, ptr %491, align 4
  %492 = add i64 %46, 23
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr %4, i64 %493
  store float 0.000000e+00, ptr %494, align 4
  %495 = add i64 %46, 24
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr %4, i64 %496
  store float 0.000000e+00, ptr %497, align 4
  %498 = add i64 %46, 25
  %499 = mul i64 %498, 4
  %500 = getelementptr i8, ptr %4, i64 %499
  store float 0.000000e+00, ptr %500, align 4
  %501 = add i64 %46, 26
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr %4, i64 %502
  store float 0.000000e+00, ptr %503, align 4
  %504 = add i64 %46, 27
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr %4, i64 %505
  store float 0.000000e+00, ptr %506, align 4
  %507 = add i64 %46, 28
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr %4, i64 %508
  store float 0.000000e+00, ptr %509, align 4
  %510 = add i64 %46, 29
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr %4, i64 %511
  store float 0.000000e+00, ptr %512, align 4
  %513 = add i64 %46, 30
  %514 = mul i64 %513, 4
  %515 = getelementptr i8, ptr %4, i64 %514
  store float 0.000000e+00, ptr %515, align 4
  %516 = add i64 %46, 31
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr %4, i64 %517
  store float 0.000000e+00, ptr %518, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
