; ModuleID = 'strata_embed_q4_1'
source_filename = "strata_embed_q4_1"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q4_1(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 20
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
  %49 = mul i64 %48, 20
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
  %105 = lshr i32 %98, 0
  %106 = and i32 %105, 15
  %107 = sitofp i32 %106 to float
  %108 = fmul float %74, %107
  %109 = fadd float %108, %96
  %110 = add i64 %46, 0
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr %4, i64 %111
  store float %109, ptr %112, align 4
  %113 = lshr i32 %98, 8
  %114 = and i32 %113, 15
  %115 = sitofp i32 %114 to float
  %116 = fmul float %74, %115
  %117 = fadd float %116, %96
  %118 = add i64 %46, 1
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr %4, i64 %119
  store float %117, ptr %120, align 4
  %121 = lshr i32 %98, 16
  %122 = and i32 %121, 15
  %123 = sitofp i32 %122 to float
  %124 = fmul float %74, %123
  %125 = fadd float %124, %96
  %126 = add i64 %46, 2
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr %4, i64 %127
  store float %125, ptr %128, align 4
  %129 = lshr i32 %98, 24
  %130 = and i32 %129, 15
  %131 = sitofp i32 %130 to float
  %132 = fmul float %74, %131
  %133 = fadd float %132, %96
  %134 = add i64 %46, 3
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %133, ptr %136, align 4
  %137 = lshr i32 %100, 0
  %138 = and i32 %137, 15
  %139 = sitofp i32 %138 to float
  %140 = fmul float %74, %139
  %141 = fadd float %140, %96
  %142 = add i64 %46, 4
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr %4, i64 %143
  store float %141, ptr %144, align 4
  %145 = lshr i32 %100, 8
  %146 = and i32 %145, 15
  %147 = sitofp i32 %146 to float
  %148 = fmul float %74, %147
  %149 = fadd float %148, %96
  %150 = add i64 %46, 5
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr %4, i64 %151
  store float %149, ptr %152, align 4
  %153 = lshr i32 %100, 16
  %154 = and i32 %153, 15
  %155 = sitofp i32 %154 to float
  %156 = fmul float %74, %155
  %157 = fadd float %156, %96
  %158 = add i64 %46, 6
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr %4, i64 %159
  store float %157, ptr %160, align 4
  %161 = lshr i32 %100, 24
  %162 = and i32 %161, 15
  %163 = sitofp i32 %162 to float
  %164 = fmul float %74, %163
  %165 = fadd float %164, %96
  %166 = add i64 %46, 7
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr %4, i64 %167
  store float %165, ptr %168, align 4
  %169 = lshr i32 %102, 0
  %170 = and i32 %169, 15
  %171 = sitofp i32 %170 to float
  %172 = fmul float %74, %171
  %173 = fadd float %172, %96
  %174 = add i64 %46, 8
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr %4, i64 %175
  store float %173, ptr %176, align 4
  %177 = lshr i32 %102, 8
  %178 = and i32 %177, 15
  %179 = sitofp i32 %178 to float
  %180 = fmul float %74, %179
  %181 = fadd float %180, %96
  %182 = add i64 %46, 9
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr %4, i64 %183
  store float %181, ptr %184, align 4
  %185 = lshr i32 %102, 16
  %186 = and i32 %185, 15
  %187 = sitofp i32 %186 to float
  %188 = fmul float %74, %187
  %189 = fadd float %188, %96
  %190 = add i64 %46, 10
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr %4, i64 %191
  store float %189, ptr %192, align 4
  %193 = lshr i32 %102, 24
  %194 = and i32 %193, 15
  %195 = sitofp i32 %194 to float
  %196 = fmul float %74, %195
  %197 = fadd float %196, %96
  %198 = add i64 %46, 11
  %199 = mul i64 %198, 4
  %200 = getelementptr i8, ptr %4, i64 %199
  store float %197, ptr %200, align 4
  %201 = lshr i32 %104, 0
  %202 = and i32 %201, 15
  %203 = sitofp i32 %202 to float
  %204 = fmul float %74, %203
  %205 = fadd float %204, %96
  %206 = add i64 %46, 12
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr %4, i64 %207
  store float %205, ptr %208, align 4
  %209 = lshr i32 %104, 8
  %210 = and i32 %209, 15
  %211 = sitofp i32 %210 to float
  %212 = fmul float %74, %211
  %213 = fadd float %212, %96
  %214 = add i64 %46, 13
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr %4, i64 %215
  store float %213, ptr %216, align 4
  %217 = lshr i32 %104, 16
  %218 = and i32 %217, 15
  %219 = sitofp i32 %218 to float
  %220 = fmul float %74, %219
  %221 = fadd float %220, %96
  %222 = add i64 %46, 14
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr %4, i64 %223
  store float %221, ptr %224, align 4
  %225 = lshr i32 %104, 24
  %226 = and i32 %225, 15
  %227 = sitofp i32 %226 to float
  %228 = fmul float %74, %227
  %229 = fadd float %228, %96
  %230 = add i64 %46, 15
  %231 = mul i64 %230, 4
  %232 = getelementptr i8, ptr %4, i64 %231
  store float %229, ptr %232, align 4
  %233 = lshr i32 %98, 4
  %234 = and i32 %233, 15
  %235 = sitofp i32 %234 to float
  %236 = fmul float %74, %235
  %237 = fadd float %236, %96
  %238 = add i64 %46, 16
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr %4, i64 %239
  store float %237, ptr %240, align 4
  %241 = lshr i32 %98, 12
  %242 = and i32 %241, 15
  %243 = sitofp i32 %242 to float
  %244 = fmul float %74, %243
  %245 = fadd float %244, %96
  %246 = add i64 %46, 17
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr %4, i64 %247
  store float %245, ptr %248, align 4
  %249 = lshr i32 %98, 20
  %250 = and i32 %249, 15
  %251 = sitofp i32 %250 to float
  %252 = fmul float %74, %251
  %253 = fadd float %252, %96
  %254 = add i64 %46, 18
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr %4, i64 %255
  store float %253, ptr %256, align 4
  %257 = lshr i32 %98, 28
  %258 = and i32 %257, 15
  %259 = sitofp i32 %258 to float
  %260 = fmul float %74, %259
  %261 = fadd float %260, %96
  %262 = add i64 %46, 19
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr %4, i64 %263
  store float %261, ptr %264, align 4
  %265 = lshr i32 %100, 4
  %266 = and i32 %265, 15
  %267 = sitofp i32 %266 to float
  %268 = fmul float %74, %267
  %269 = fadd float %268, %96
  %270 = add i64 %46, 20
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr %4, i64 %271
  store float %269, ptr %272, align 4
  %273 = lshr i32 %100, 12
  %274 = and i32 %273, 15
  %275 = sitofp i32 %274 to float
  %276 = fmul float %74, %275
  %277 = fadd float %276, %96
  %278 = add i64 %46, 21
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr %4, i64 %279
  store float %277, ptr %280, align 4
  %281 = lshr i32 %100, 20
  %282 = and i32 %281, 15
  %283 = sitofp i32 %282 to float
  %284 = fmul float %74, %283
  %285 = fadd float %284, %96
  %286 = add i64 %46, 22
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr %4, i64 %287
  store float %285, ptr %288, align 4
  %289 = lshr i32 %100, 28
  %290 = and i32 %289, 15
  %291 = sitofp i32 %290 to float
  %292 = fmul float %74, %291
  %293 = fadd float %292, %96
  %294 = add i64 %46, 23
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr %4, i64 %295
  store float %293, ptr %296, align 4
  %297 = lshr i32 %102, 4
  %298 = and i32 %297, 15
  %299 = sitofp i32 %298 to float
  %300 = fmul float %74, %299
  %301 = fadd float %300, %96
  %302 = add i64 %46, 24
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr %4, i64 %303
  store float %301, ptr %304, align 4
  %305 = lshr i32 %102, 12
  %306 = and i32 %305, 15
  %307 = sitofp i32 %306 to float
  %308 = fmul float %74, %307
  %309 = fadd float %308, %96
  %310 = add i64 %46, 25
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr %4, i64 %311
  store float %309, ptr %312, align 4
  %313 = lshr i32 %102, 20
  %314 = and i32 %313, 15
  %315 = sitofp i32 %314 to float
  %316 = fmul float %74, %315
  %317 = fadd float %316, %96
  %318 = add i64 %46, 26
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr %4, i64 %319
  store float %317, ptr %320, align 4
  %321 = lshr i32 %102, 28
  %322 = and i32 %321, 15
  %323 = sitofp i32 %322 to float
  %324 = fmul float %74, %323
  %325 = fadd float %324, %96
  %326 = add i64 %46, 27
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr %4, i64 %327
  store float %325, ptr %328, align 4
  %329 = lshr i32 %104, 4
  %330 = and i32 %329, 15
  %331 = sitofp i32 %330 to float
  %332 = fmul float %74, %331
  %333 = fadd float %332, %96
  %334 = add i64 %46, 28
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr %4, i64 %335
  store float %333, ptr %336, align 4
  %337 = lshr i32 %104, 12
  %338 = and i32 %337, 15
  %339 = sitofp i32 %338 to float
  %340 = fmul float %74, %339
  %341 = fadd float %340, %96
  %342 = add i64 %46, 29
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr %4, i64 %343
  store float %341, ptr %344, align 4
  %345 = lshr i32 %104, 20
  %346 = and i32 %345, 15
  %347 = sitofp i32 %346 to float
  %348 = fmul float %74, %347
  %349 = fadd float %348, %96
  %350 = add i64 %46, 30
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr %4, i64 %351
  store float %349, ptr %352, align 4
  %353 = lshr i32 %104, 28
  %354 = and i32 %353, 15
  %355 = sitofp i32 %354 to float
  %356 = fmul float %74, %355
  %357 = fadd float %356, %96
  %358 = add i64 %46, 31
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr %4, i64 %359
  store float %357, ptr %360, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %361 = xor i1 %33, true
  br i1 %361, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %362 = add i64 %46, 0
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr %4, i64 %363
  store float 0.000000e+00, ptr %364, align 4
  %365 = add i64 %46, 1
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr %4, i64 %366
  store float 0.000000e+00, ptr %367, align 4
  %368 = add i64 %46, 2
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr %4, i64 %369
  store float 0.000000e+00, ptr %370, align 4
  %371 = add i64 %46, 3
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr %4, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  %374 = add i64 %46, 4
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr %4, i64 %375
  store float 0.000000e+00, ptr %376, align 4
  %377 = add i64 %46, 5
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr %4, i64 %378
  store float 0.000000e+00, ptr %379, align 4
  %380 = add i64 %46, 6
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr %4, i64 %381
  store float 0.000000e+00, ptr %382, align 4
  %383 = add i64 %46, 7
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr %4, i64 %384
  store float 0.000000e+00, ptr %385, align 4
  %386 = add i64 %46, 8
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr %4, i64 %387
  store float 0.000000e+00, ptr %388, align 4
  %389 = add i64 %46, 9
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr %4, i64 %390
  store float 0.000000e+00, ptr %391, align 4
  %392 = add i64 %46, 10
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr %4, i64 %393
  store float 0.000000e+00, ptr %394, align 4
  %395 = add i64 %46, 11
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr %4, i64 %396
  store float 0.000000e+00, ptr %397, align 4
  %398 = add i64 %46, 12
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr %4, i64 %399
  store float 0.000000e+00, ptr %400, align 4
  %401 = add i64 %46, 13
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr %4, i64 %402
  store float 0.000000e+00, ptr %403, align 4
  %404 = add i64 %46, 14
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr %4, i64 %405
  store float 0.000000e+00, ptr %406, align 4
  %407 = add i64 %46, 15
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr %4, i64 %408
  store float 0.000000e+00, ptr %409, align 4
  %410 = add i64 %46, 16
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr %4, i64 %411
  store float 0.000000e+00, ptr %412, align 4
  %413 = add i64 %46, 17
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr %4, i64 %414
  store float 0.000000e+00, ptr %415, align 4
  %416 = add i64 %46, 18
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr %4, i64 %417
  store float 0.000000e+00, ptr %418, align 4
  %419 = add i64 %46, 19
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr %4, i64 %420
  store float 0.000000e+00, ptr %421, align 4
  %422 = add i64 %46, 20
  %423 = mul i64 %422, 4
  %424 = getelementptr i8, ptr %4, i64 %423
  store float 0.000000e+00, ptr %424, align 4
  %425 = add i64 %46, 21
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr %4, i64 %426
  store float 0.000000e+00, ptr %427, align 4
  %428 = add i64 %46, 22
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr %4, i64 %429
  store float 0.000000e+00, ptr %430, align 4
  %431 = add i64 %46, 23
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr %4, i64 %432
  store float 0.000000e+00, ptr %433, align 4
  %434 = add i64 %46, 24
  %435 = mul i64 %434, 4
  %436 = getelementptr i8, ptr %4, i64 %435
  store float 0.000000e+00, ptr %436, align 4
  %437 = add i64 %46, 25
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr %4, i64 %438
  store float 0.000000e+00, ptr %439, align 4
  %440 = add i64 %46, 26
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr %4, i64 %441
  store float 0.000000e+00, ptr %442, align 4
  %443 = add i64 %46, 27
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr %4, i64 %444
  store float 0.000000e+00, ptr %445, align 4
  %446 = add i64 %46, 28
  %447 = mul i64 %446, 4
  %448 = getelementptr i8, ptr %4, i64 %447
  store float 0.000000e+00, ptr %448, align 4
  %449 = add i64 %46, 29
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr %4, i64 %450
  store float 0.000000e+00, ptr %451, align 4
  %452 = add i64 %46, 30
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr %4, i64 %453
  store float 0.000000e+00, ptr %454, align 4
  %455 = add i64 %46, 31
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr %4, i64 %456
  store float 0.000000e+00, ptr %457, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
