; ModuleID = 'strata_embed_q4_0'
source_filename = "strata_embed_q4_0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q4_0(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 18
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
  %49 = mul i64 %48, 18
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
  %83 = lshr i32 %76, 0
  %84 = and i32 %83, 15
  %85 = sub i32 %84, 8
  %86 = sitofp i32 %85 to float
  %87 = fmul float %74, %86
  %88 = add i64 %46, 0
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr %4, i64 %89
  store float %87, ptr %90, align 4
  %91 = lshr i32 %76, 8
  %92 = and i32 %91, 15
  %93 = sub i32 %92, 8
  %94 = sitofp i32 %93 to float
  %95 = fmul float %74, %94
  %96 = add i64 %46, 1
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr %4, i64 %97
  store float %95, ptr %98, align 4
  %99 = lshr i32 %76, 16
  %100 = and i32 %99, 15
  %101 = sub i32 %100, 8
  %102 = sitofp i32 %101 to float
  %103 = fmul float %74, %102
  %104 = add i64 %46, 2
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr %4, i64 %105
  store float %103, ptr %106, align 4
  %107 = lshr i32 %76, 24
  %108 = and i32 %107, 15
  %109 = sub i32 %108, 8
  %110 = sitofp i32 %109 to float
  %111 = fmul float %74, %110
  %112 = add i64 %46, 3
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr %4, i64 %113
  store float %111, ptr %114, align 4
  %115 = lshr i32 %78, 0
  %116 = and i32 %115, 15
  %117 = sub i32 %116, 8
  %118 = sitofp i32 %117 to float
  %119 = fmul float %74, %118
  %120 = add i64 %46, 4
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr %4, i64 %121
  store float %119, ptr %122, align 4
  %123 = lshr i32 %78, 8
  %124 = and i32 %123, 15
  %125 = sub i32 %124, 8
  %126 = sitofp i32 %125 to float
  %127 = fmul float %74, %126
  %128 = add i64 %46, 5
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr %4, i64 %129
  store float %127, ptr %130, align 4
  %131 = lshr i32 %78, 16
  %132 = and i32 %131, 15
  %133 = sub i32 %132, 8
  %134 = sitofp i32 %133 to float
  %135 = fmul float %74, %134
  %136 = add i64 %46, 6
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr %4, i64 %137
  store float %135, ptr %138, align 4
  %139 = lshr i32 %78, 24
  %140 = and i32 %139, 15
  %141 = sub i32 %140, 8
  %142 = sitofp i32 %141 to float
  %143 = fmul float %74, %142
  %144 = add i64 %46, 7
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr %4, i64 %145
  store float %143, ptr %146, align 4
  %147 = lshr i32 %80, 0
  %148 = and i32 %147, 15
  %149 = sub i32 %148, 8
  %150 = sitofp i32 %149 to float
  %151 = fmul float %74, %150
  %152 = add i64 %46, 8
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr %4, i64 %153
  store float %151, ptr %154, align 4
  %155 = lshr i32 %80, 8
  %156 = and i32 %155, 15
  %157 = sub i32 %156, 8
  %158 = sitofp i32 %157 to float
  %159 = fmul float %74, %158
  %160 = add i64 %46, 9
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr %4, i64 %161
  store float %159, ptr %162, align 4
  %163 = lshr i32 %80, 16
  %164 = and i32 %163, 15
  %165 = sub i32 %164, 8
  %166 = sitofp i32 %165 to float
  %167 = fmul float %74, %166
  %168 = add i64 %46, 10
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr %4, i64 %169
  store float %167, ptr %170, align 4
  %171 = lshr i32 %80, 24
  %172 = and i32 %171, 15
  %173 = sub i32 %172, 8
  %174 = sitofp i32 %173 to float
  %175 = fmul float %74, %174
  %176 = add i64 %46, 11
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr %4, i64 %177
  store float %175, ptr %178, align 4
  %179 = lshr i32 %82, 0
  %180 = and i32 %179, 15
  %181 = sub i32 %180, 8
  %182 = sitofp i32 %181 to float
  %183 = fmul float %74, %182
  %184 = add i64 %46, 12
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr %4, i64 %185
  store float %183, ptr %186, align 4
  %187 = lshr i32 %82, 8
  %188 = and i32 %187, 15
  %189 = sub i32 %188, 8
  %190 = sitofp i32 %189 to float
  %191 = fmul float %74, %190
  %192 = add i64 %46, 13
  %193 = mul i64 %192, 4
  %194 = getelementptr i8, ptr %4, i64 %193
  store float %191, ptr %194, align 4
  %195 = lshr i32 %82, 16
  %196 = and i32 %195, 15
  %197 = sub i32 %196, 8
  %198 = sitofp i32 %197 to float
  %199 = fmul float %74, %198
  %200 = add i64 %46, 14
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %4, i64 %201
  store float %199, ptr %202, align 4
  %203 = lshr i32 %82, 24
  %204 = and i32 %203, 15
  %205 = sub i32 %204, 8
  %206 = sitofp i32 %205 to float
  %207 = fmul float %74, %206
  %208 = add i64 %46, 15
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr %4, i64 %209
  store float %207, ptr %210, align 4
  %211 = lshr i32 %76, 4
  %212 = and i32 %211, 15
  %213 = sub i32 %212, 8
  %214 = sitofp i32 %213 to float
  %215 = fmul float %74, %214
  %216 = add i64 %46, 16
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr %4, i64 %217
  store float %215, ptr %218, align 4
  %219 = lshr i32 %76, 12
  %220 = and i32 %219, 15
  %221 = sub i32 %220, 8
  %222 = sitofp i32 %221 to float
  %223 = fmul float %74, %222
  %224 = add i64 %46, 17
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr %4, i64 %225
  store float %223, ptr %226, align 4
  %227 = lshr i32 %76, 20
  %228 = and i32 %227, 15
  %229 = sub i32 %228, 8
  %230 = sitofp i32 %229 to float
  %231 = fmul float %74, %230
  %232 = add i64 %46, 18
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr %4, i64 %233
  store float %231, ptr %234, align 4
  %235 = lshr i32 %76, 28
  %236 = and i32 %235, 15
  %237 = sub i32 %236, 8
  %238 = sitofp i32 %237 to float
  %239 = fmul float %74, %238
  %240 = add i64 %46, 19
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr %4, i64 %241
  store float %239, ptr %242, align 4
  %243 = lshr i32 %78, 4
  %244 = and i32 %243, 15
  %245 = sub i32 %244, 8
  %246 = sitofp i32 %245 to float
  %247 = fmul float %74, %246
  %248 = add i64 %46, 20
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr %4, i64 %249
  store float %247, ptr %250, align 4
  %251 = lshr i32 %78, 12
  %252 = and i32 %251, 15
  %253 = sub i32 %252, 8
  %254 = sitofp i32 %253 to float
  %255 = fmul float %74, %254
  %256 = add i64 %46, 21
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr %4, i64 %257
  store float %255, ptr %258, align 4
  %259 = lshr i32 %78, 20
  %260 = and i32 %259, 15
  %261 = sub i32 %260, 8
  %262 = sitofp i32 %261 to float
  %263 = fmul float %74, %262
  %264 = add i64 %46, 22
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr %4, i64 %265
  store float %263, ptr %266, align 4
  %267 = lshr i32 %78, 28
  %268 = and i32 %267, 15
  %269 = sub i32 %268, 8
  %270 = sitofp i32 %269 to float
  %271 = fmul float %74, %270
  %272 = add i64 %46, 23
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr %4, i64 %273
  store float %271, ptr %274, align 4
  %275 = lshr i32 %80, 4
  %276 = and i32 %275, 15
  %277 = sub i32 %276, 8
  %278 = sitofp i32 %277 to float
  %279 = fmul float %74, %278
  %280 = add i64 %46, 24
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr %4, i64 %281
  store float %279, ptr %282, align 4
  %283 = lshr i32 %80, 12
  %284 = and i32 %283, 15
  %285 = sub i32 %284, 8
  %286 = sitofp i32 %285 to float
  %287 = fmul float %74, %286
  %288 = add i64 %46, 25
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr %4, i64 %289
  store float %287, ptr %290, align 4
  %291 = lshr i32 %80, 20
  %292 = and i32 %291, 15
  %293 = sub i32 %292, 8
  %294 = sitofp i32 %293 to float
  %295 = fmul float %74, %294
  %296 = add i64 %46, 26
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %4, i64 %297
  store float %295, ptr %298, align 4
  %299 = lshr i32 %80, 28
  %300 = and i32 %299, 15
  %301 = sub i32 %300, 8
  %302 = sitofp i32 %301 to float
  %303 = fmul float %74, %302
  %304 = add i64 %46, 27
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr %4, i64 %305
  store float %303, ptr %306, align 4
  %307 = lshr i32 %82, 4
  %308 = and i32 %307, 15
  %309 = sub i32 %308, 8
  %310 = sitofp i32 %309 to float
  %311 = fmul float %74, %310
  %312 = add i64 %46, 28
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr %4, i64 %313
  store float %311, ptr %314, align 4
  %315 = lshr i32 %82, 12
  %316 = and i32 %315, 15
  %317 = sub i32 %316, 8
  %318 = sitofp i32 %317 to float
  %319 = fmul float %74, %318
  %320 = add i64 %46, 29
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr %4, i64 %321
  store float %319, ptr %322, align 4
  %323 = lshr i32 %82, 20
  %324 = and i32 %323, 15
  %325 = sub i32 %324, 8
  %326 = sitofp i32 %325 to float
  %327 = fmul float %74, %326
  %328 = add i64 %46, 30
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr %4, i64 %329
  store float %327, ptr %330, align 4
  %331 = lshr i32 %82, 28
  %332 = and i32 %331, 15
  %333 = sub i32 %332, 8
  %334 = sitofp i32 %333 to float
  %335 = fmul float %74, %334
  %336 = add i64 %46, 31
  %337 = mul i64 %336, 4
  %338 = getelementptr i8, ptr %4, i64 %337
  store float %335, ptr %338, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %339 = xor i1 %33, true
  br i1 %339, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %340 = add i64 %46, 0
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr %4, i64 %341
  store float 0.000000e+00, ptr %342, align 4
  %343 = add i64 %46, 1
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr %4, i64 %344
  store float 0.000000e+00, ptr %345, align 4
  %346 = add i64 %46, 2
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr %4, i64 %347
  store float 0.000000e+00, ptr %348, align 4
  %349 = add i64 %46, 3
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr %4, i64 %350
  store float 0.000000e+00, ptr %351, align 4
  %352 = add i64 %46, 4
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr %4, i64 %353
  store float 0.000000e+00, ptr %354, align 4
  %355 = add i64 %46, 5
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr %4, i64 %356
  store float 0.000000e+00, ptr %357, align 4
  %358 = add i64 %46, 6
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr %4, i64 %359
  store float 0.000000e+00, ptr %360, align 4
  %361 = add i64 %46, 7
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr %4, i64 %362
  store float 0.000000e+00, ptr %363, align 4
  %364 = add i64 %46, 8
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr %4, i64 %365
  store float 0.000000e+00, ptr %366, align 4
  %367 = add i64 %46, 9
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr %4, i64 %368
  store float 0.000000e+00, ptr %369, align 4
  %370 = add i64 %46, 10
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr %4, i64 %371
  store float 0.000000e+00, ptr %372, align 4
  %373 = add i64 %46, 11
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr %4, i64 %374
  store float 0.000000e+00, ptr %375, align 4
  %376 = add i64 %46, 12
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr %4, i64 %377
  store float 0.000000e+00, ptr %378, align 4
  %379 = add i64 %46, 13
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr %4, i64 %380
  store float 0.000000e+00, ptr %381, align 4
  %382 = add i64 %46, 14
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr %4, i64 %383
  store float 0.000000e+00, ptr %384, align 4
  %385 = add i64 %46, 15
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr %4, i64 %386
  store float 0.000000e+00, ptr %387, align 4
  %388 = add i64 %46, 16
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr %4, i64 %389
  store float 0.000000e+00, ptr %390, align 4
  %391 = add i64 %46, 17
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr %4, i64 %392
  store float 0.000000e+00, ptr %393, align 4
  %394 = add i64 %46, 18
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr %4, i64 %395
  store float 0.000000e+00, ptr %396, align 4
  %397 = add i64 %46, 19
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr %4, i64 %398
  store float 0.000000e+00, ptr %399, align 4
  %400 = add i64 %46, 20
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr %4, i64 %401
  store float 0.000000e+00, ptr %402, align 4
  %403 = add i64 %46, 21
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr %4, i64 %404
  store float 0.000000e+00, ptr %405, align 4
  %406 = add i64 %46, 22
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr %4, i64 %407
  store float 0.000000e+00, ptr %408, align 4
  %409 = add i64 %46, 23
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr %4, i64 %410
  store float 0.000000e+00, ptr %411, align 4
  %412 = add i64 %46, 24
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr %4, i64 %413
  store float 0.000000e+00, ptr %414, align 4
  %415 = add i64 %46, 25
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr %4, i64 %416
  store float 0.000000e+00, ptr %417, align 4
  %418 = add i64 %46, 26
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr %4, i64 %419
  store float 0.000000e+00, ptr %420, align 4
  %421 = add i64 %46, 27
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr %4, i64 %422
  store float 0.000000e+00, ptr %423, align 4
  %424 = add i64 %46, 28
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr %4, i64 %425
  store float 0.000000e+00, ptr %426, align 4
  %427 = add i64 %46, 29
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr %4, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  %430 = add i64 %46, 30
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr %4, i64 %431
  store float 0.000000e+00, ptr %432, align 4
  %433 = add i64 %46, 31
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr %4, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
