; ModuleID = 'strata_embed_q2_k'
source_filename = "strata_embed_q2_k"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q2_k(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 84
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
  %49 = mul i64 %48, 84
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 80
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
  %75 = getelementptr i8, ptr %50, i64 82
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
  %97 = sext i32 %52 to i64
  %98 = mul i64 %97, 2
  %99 = add i64 0, %98
  %100 = add i64 %99, 0
  %101 = getelementptr i8, ptr %50, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = and i32 %103, 15
  %105 = sitofp i32 %104 to float
  %106 = fmul float %74, %105
  %107 = lshr i32 %103, 4
  %108 = sitofp i32 %107 to float
  %109 = fmul float %96, %108
  %110 = add i64 %99, 1
  %111 = getelementptr i8, ptr %50, i64 %110
  %112 = load i8, ptr %111, align 1
  %113 = zext i8 %112 to i32
  %114 = and i32 %113, 15
  %115 = sitofp i32 %114 to float
  %116 = fmul float %74, %115
  %117 = lshr i32 %113, 4
  %118 = sitofp i32 %117 to float
  %119 = fmul float %96, %118
  %120 = lshr i32 %52, 2
  %121 = sext i32 %120 to i64
  %122 = mul i64 %121, 32
  %123 = add i64 16, %122
  %124 = and i32 %52, 3
  %125 = mul i32 %124, 2
  %126 = add i64 %123, 0
  %127 = getelementptr i8, ptr %50, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = lshr i32 %128, %125
  %130 = lshr i32 %129, 0
  %131 = and i32 %130, 3
  %132 = sitofp i32 %131 to float
  %133 = fmul float %106, %132
  %134 = fsub float %133, %109
  %135 = add i64 %46, 0
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr %4, i64 %136
  store float %134, ptr %137, align 4
  %138 = lshr i32 %129, 8
  %139 = and i32 %138, 3
  %140 = sitofp i32 %139 to float
  %141 = fmul float %106, %140
  %142 = fsub float %141, %109
  %143 = add i64 %46, 1
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr %4, i64 %144
  store float %142, ptr %145, align 4
  %146 = lshr i32 %129, 16
  %147 = and i32 %146, 3
  %148 = sitofp i32 %147 to float
  %149 = fmul float %106, %148
  %150 = fsub float %149, %109
  %151 = add i64 %46, 2
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr %4, i64 %152
  store float %150, ptr %153, align 4
  %154 = lshr i32 %129, 24
  %155 = and i32 %154, 3
  %156 = sitofp i32 %155 to float
  %157 = fmul float %106, %156
  %158 = fsub float %157, %109
  %159 = add i64 %46, 3
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr %4, i64 %160
  store float %158, ptr %161, align 4
  %162 = add i64 %123, 4
  %163 = getelementptr i8, ptr %50, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = lshr i32 %164, %125
  %166 = lshr i32 %165, 0
  %167 = and i32 %166, 3
  %168 = sitofp i32 %167 to float
  %169 = fmul float %106, %168
  %170 = fsub float %169, %109
  %171 = add i64 %46, 4
  %172 = mul i64 %171, 4
  %173 = getelementptr i8, ptr %4, i64 %172
  store float %170, ptr %173, align 4
  %174 = lshr i32 %165, 8
  %175 = and i32 %174, 3
  %176 = sitofp i32 %175 to float
  %177 = fmul float %106, %176
  %178 = fsub float %177, %109
  %179 = add i64 %46, 5
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr %4, i64 %180
  store float %178, ptr %181, align 4
  %182 = lshr i32 %165, 16
  %183 = and i32 %182, 3
  %184 = sitofp i32 %183 to float
  %185 = fmul float %106, %184
  %186 = fsub float %185, %109
  %187 = add i64 %46, 6
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr %4, i64 %188
  store float %186, ptr %189, align 4
  %190 = lshr i32 %165, 24
  %191 = and i32 %190, 3
  %192 = sitofp i32 %191 to float
  %193 = fmul float %106, %192
  %194 = fsub float %193, %109
  %195 = add i64 %46, 7
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr %4, i64 %196
  store float %194, ptr %197, align 4
  %198 = add i64 %123, 8
  %199 = getelementptr i8, ptr %50, i64 %198
  %200 = load i32, ptr %199, align 4
  %201 = lshr i32 %200, %125
  %202 = lshr i32 %201, 0
  %203 = and i32 %202, 3
  %204 = sitofp i32 %203 to float
  %205 = fmul float %106, %204
  %206 = fsub float %205, %109
  %207 = add i64 %46, 8
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr %4, i64 %208
  store float %206, ptr %209, align 4
  %210 = lshr i32 %201, 8
  %211 = and i32 %210, 3
  %212 = sitofp i32 %211 to float
  %213 = fmul float %106, %212
  %214 = fsub float %213, %109
  %215 = add i64 %46, 9
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr %4, i64 %216
  store float %214, ptr %217, align 4
  %218 = lshr i32 %201, 16
  %219 = and i32 %218, 3
  %220 = sitofp i32 %219 to float
  %221 = fmul float %106, %220
  %222 = fsub float %221, %109
  %223 = add i64 %46, 10
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr %4, i64 %224
  store float %222, ptr %225, align 4
  %226 = lshr i32 %201, 24
  %227 = and i32 %226, 3
  %228 = sitofp i32 %227 to float
  %229 = fmul float %106, %228
  %230 = fsub float %229, %109
  %231 = add i64 %46, 11
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr %4, i64 %232
  store float %230, ptr %233, align 4
  %234 = add i64 %123, 12
  %235 = getelementptr i8, ptr %50, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = lshr i32 %236, %125
  %238 = lshr i32 %237, 0
  %239 = and i32 %238, 3
  %240 = sitofp i32 %239 to float
  %241 = fmul float %106, %240
  %242 = fsub float %241, %109
  %243 = add i64 %46, 12
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr %4, i64 %244
  store float %242, ptr %245, align 4
  %246 = lshr i32 %237, 8
  %247 = and i32 %246, 3
  %248 = sitofp i32 %247 to float
  %249 = fmul float %106, %248
  %250 = fsub float %249, %109
  %251 = add i64 %46, 13
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr %4, i64 %252
  store float %250, ptr %253, align 4
  %254 = lshr i32 %237, 16
  %255 = and i32 %254, 3
  %256 = sitofp i32 %255 to float
  %257 = fmul float %106, %256
  %258 = fsub float %257, %109
  %259 = add i64 %46, 14
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr %4, i64 %260
  store float %258, ptr %261, align 4
  %262 = lshr i32 %237, 24
  %263 = and i32 %262, 3
  %264 = sitofp i32 %263 to float
  %265 = fmul float %106, %264
  %266 = fsub float %265, %109
  %267 = add i64 %46, 15
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr %4, i64 %268
  store float %266, ptr %269, align 4
  %270 = add i64 %123, 16
  %271 = getelementptr i8, ptr %50, i64 %270
  %272 = load i32, ptr %271, align 4
  %273 = lshr i32 %272, %125
  %274 = lshr i32 %273, 0
  %275 = and i32 %274, 3
  %276 = sitofp i32 %275 to float
  %277 = fmul float %116, %276
  %278 = fsub float %277, %119
  %279 = add i64 %46, 16
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr %4, i64 %280
  store float %278, ptr %281, align 4
  %282 = lshr i32 %273, 8
  %283 = and i32 %282, 3
  %284 = sitofp i32 %283 to float
  %285 = fmul float %116, %284
  %286 = fsub float %285, %119
  %287 = add i64 %46, 17
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr %4, i64 %288
  store float %286, ptr %289, align 4
  %290 = lshr i32 %273, 16
  %291 = and i32 %290, 3
  %292 = sitofp i32 %291 to float
  %293 = fmul float %116, %292
  %294 = fsub float %293, %119
  %295 = add i64 %46, 18
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr %4, i64 %296
  store float %294, ptr %297, align 4
  %298 = lshr i32 %273, 24
  %299 = and i32 %298, 3
  %300 = sitofp i32 %299 to float
  %301 = fmul float %116, %300
  %302 = fsub float %301, %119
  %303 = add i64 %46, 19
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %4, i64 %304
  store float %302, ptr %305, align 4
  %306 = add i64 %123, 20
  %307 = getelementptr i8, ptr %50, i64 %306
  %308 = load i32, ptr %307, align 4
  %309 = lshr i32 %308, %125
  %310 = lshr i32 %309, 0
  %311 = and i32 %310, 3
  %312 = sitofp i32 %311 to float
  %313 = fmul float %116, %312
  %314 = fsub float %313, %119
  %315 = add i64 %46, 20
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr %4, i64 %316
  store float %314, ptr %317, align 4
  %318 = lshr i32 %309, 8
  %319 = and i32 %318, 3
  %320 = sitofp i32 %319 to float
  %321 = fmul float %116, %320
  %322 = fsub float %321, %119
  %323 = add i64 %46, 21
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr %4, i64 %324
  store float %322, ptr %325, align 4
  %326 = lshr i32 %309, 16
  %327 = and i32 %326, 3
  %328 = sitofp i32 %327 to float
  %329 = fmul float %116, %328
  %330 = fsub float %329, %119
  %331 = add i64 %46, 22
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr %4, i64 %332
  store float %330, ptr %333, align 4
  %334 = lshr i32 %309, 24
  %335 = and i32 %334, 3
  %336 = sitofp i32 %335 to float
  %337 = fmul float %116, %336
  %338 = fsub float %337, %119
  %339 = add i64 %46, 23
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr %4, i64 %340
  store float %338, ptr %341, align 4
  %342 = add i64 %123, 24
  %343 = getelementptr i8, ptr %50, i64 %342
  %344 = load i32, ptr %343, align 4
  %345 = lshr i32 %344, %125
  %346 = lshr i32 %345, 0
  %347 = and i32 %346, 3
  %348 = sitofp i32 %347 to float
  %349 = fmul float %116, %348
  %350 = fsub float %349, %119
  %351 = add i64 %46, 24
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr %4, i64 %352
  store float %350, ptr %353, align 4
  %354 = lshr i32 %345, 8
  %355 = and i32 %354, 3
  %356 = sitofp i32 %355 to float
  %357 = fmul float %116, %356
  %358 = fsub float %357, %119
  %359 = add i64 %46, 25
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr %4, i64 %360
  store float %358, ptr %361, align 4
  %362 = lshr i32 %345, 16
  %363 = and i32 %362, 3
  %364 = sitofp i32 %363 to float
  %365 = fmul float %116, %364
  %366 = fsub float %365, %119
  %367 = add i64 %46, 26
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr %4, i64 %368
  store float %366, ptr %369, align 4
  %370 = lshr i32 %345, 24
  %371 = and i32 %370, 3
  %372 = sitofp i32 %371 to float
  %373 = fmul float %116, %372
  %374 = fsub float %373, %119
  %375 = add i64 %46, 27
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr %4, i64 %376
  store float %374, ptr %377, align 4
  %378 = add i64 %123, 28
  %379 = getelementptr i8, ptr %50, i64 %378
  %380 = load i32, ptr %379, align 4
  %381 = lshr i32 %380, %125
  %382 = lshr i32 %381, 0
  %383 = and i32 %382, 3
  %384 = sitofp i32 %383 to float
  %385 = fmul float %116, %384
  %386 = fsub float %385, %119
  %387 = add i64 %46, 28
  %388 = mul i64 %387, 4
  %389 = getelementptr i8, ptr %4, i64 %388
  store float %386, ptr %389, align 4
  %390 = lshr i32 %381, 8
  %391 = and i32 %390, 3
  %392 = sitofp i32 %391 to float
  %393 = fmul float %116, %392
  %394 = fsub float %393, %119
  %395 = add i64 %46, 29
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr %4, i64 %396
  store float %394, ptr %397, align 4
  %398 = lshr i32 %381, 16
  %399 = and i32 %398, 3
  %400 = sitofp i32 %399 to float
  %401 = fmul float %116, %400
  %402 = fsub float %401, %119
  %403 = add i64 %46, 30
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr %4, i64 %404
  store float %402, ptr %405, align 4
  %406 = lshr i32 %381, 24
  %407 = and i32 %406, 3
  %408 = sitofp i32 %407 to float
  %409 = fmul float %116, %408
  %410 = fsub float %409, %119
  %411 = add i64 %46, 31
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr %4, i64 %412
  store float %410, ptr %413, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %414 = xor i1 %33, true
  br i1 %414, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %415 = add i64 %46, 0
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr %4, i64 %416
  store float 0.000000e+00, ptr %417, align 4
  %418 = add i64 %46, 1
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr %4, i64 %419
  store float 0.000000e+00, ptr %420, align 4
  %421 = add i64 %46, 2
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr %4, i64 %422
  store float 0.000000e+00, ptr %423, align 4
  %424 = add i64 %46, 3
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr %4, i64 %425
  store float 0.000000e+00, ptr %426, align 4
  %427 = add i64 %46, 4
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr %4, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  %430 = add i64 %46, 5
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr %4, i64 %431
  store float 0.000000e+00, ptr %432, align 4
  %433 = add i64 %46, 6
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr %4, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  %436 = add i64 %46, 7
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr %4, i64 %437
  store float 0.000000e+00, ptr %438, align 4
  %439 = add i64 %46, 8
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr %4, i64 %440
  store float 0.000000e+00, ptr %441, align 4
  %442 = add i64 %46, 9
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr %4, i64 %443
  store float 0.000000e+00, ptr %444, align 4
  %445 = add i64 %46, 10
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr %4, i64 %446
  store float 0.000000e+00, ptr %447, align 4
  %448 = add i64 %46, 11
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr %4, i64 %449
  store float 0.000000e+00, ptr %450, align 4
  %451 = add i64 %46, 12
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr %4, i64 %452
  store float 0.000000e+00, ptr %453, align 4
  %454 = add i64 %46, 13
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr %4, i64 %455
  store float 0.000000e+00, ptr %456, align 4
  %457 = add i64 %46, 14
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr %4, i64 %458
  store float 0.000000e+00, ptr %459, align 4
  %460 = add i64 %46, 15
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr %4, i64 %461
  store float 0.000000e+00, ptr %462, align 4
  %463 = add i64 %46, 16
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr %4, i64 %464
  store float 0.000000e+00, ptr %465, align 4
  %466 = add i64 %46, 17
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr %4, i64 %467
  store float 0.000000e+00, ptr %468, align 4
  %469 = add i64 %46, 18
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr %4, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  %472 = add i64 %46, 19
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr %4, i64 %473
  store float 0.000000e+00, ptr %474, align 4
  %475 = add i64 %46, 20
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr %4, i64 %476
  store float 0.000000e+00, ptr %477, align 4
  %478 = add i64 %46, 21
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr %4, i64 %479
  store float 0.000000e+00, ptr %480, align 4
  %481 = add i64 %46, 22
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr %4, i64 %482
  store float 0.000000e+00, ptr %483, align 4
  %484 = add i64 %46, 23
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr %4, i64 %485
  store float 0.000000e+00, ptr %486, align 4
  %487 = add i64 %46, 24
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr %4, i64 %488
  store float 0.000000e+00, ptr %489, align 4
  %490 = add i64 %46, 25
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr %4, i64 %491
  store float 0.000000e+00, ptr %492, align 4
  %493 = add i64 %46, 26
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr %4, i64 %494
  store float 0.000000e+00, ptr %495, align 4
  %496 = add i64 %46, 27
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr %4, i64 %497
  store float 0.000000e+00, ptr %498, align 4
  %499 = add i64 %46, 28
  %500 = mul i64 %499, 4
  %501 = getelementptr i8, ptr %4, i64 %500
  store float 0.000000e+00, ptr %501, align 4
  %502 = add i64 %46, 29
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr %4, i64 %503
  store float 0.000000e+00, ptr %504, align 4
  %505 = add i64 %46, 30
  %506 = mul i64 %505, 4
  %507 = getelementptr i8, ptr %4, i64 %506
  store float 0.000000e+00, ptr %507, align 4
  %508 = add i64 %46, 31
  %509 = mul i64 %508, 4
  %510 = getelementptr i8, ptr %4, i64 %509
  store float 0.000000e+00, ptr %510, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
