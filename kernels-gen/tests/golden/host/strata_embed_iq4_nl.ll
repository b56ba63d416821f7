; ModuleID = 'strata_embed_iq4_nl'
source_filename = "strata_embed_iq4_nl"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_kvalues_iq4nl = internal constant [16 x i32] [i32 -127, i32 -104, i32 -83, i32 -65, i32 -49, i32 -35, i32 -22, i32 -10, i32 1, i32 13, i32 25, i32 38, i32 53, i32 69, i32 89, i32 113], align 16

define void @strata_embed_iq4_nl(ptr %0, ptr %1) {
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
  %85 = sext i32 %84 to i64
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = sitofp i32 %88 to float
  %90 = fmul float %74, %89
  %91 = add i64 %46, 0
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr %4, i64 %92
  store float %90, ptr %93, align 4
  %94 = lshr i32 %76, 8
  %95 = and i32 %94, 15
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = sitofp i32 %99 to float
  %101 = fmul float %74, %100
  %102 = add i64 %46, 1
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr %4, i64 %103
  store float %101, ptr %104, align 4
  %105 = lshr i32 %76, 16
  %106 = and i32 %105, 15
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = sitofp i32 %110 to float
  %112 = fmul float %74, %111
  %113 = add i64 %46, 2
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr %4, i64 %114
  store float %112, ptr %115, align 4
  %116 = lshr i32 %76, 24
  %117 = and i32 %116, 15
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = sitofp i32 %121 to float
  %123 = fmul float %74, %122
  %124 = add i64 %46, 3
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr %4, i64 %125
  store float %123, ptr %126, align 4
  %127 = lshr i32 %78, 0
  %128 = and i32 %127, 15
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = sitofp i32 %132 to float
  %134 = fmul float %74, %133
  %135 = add i64 %46, 4
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr %4, i64 %136
  store float %134, ptr %137, align 4
  %138 = lshr i32 %78, 8
  %139 = and i32 %138, 15
  %140 = sext i32 %139 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = sitofp i32 %143 to float
  %145 = fmul float %74, %144
  %146 = add i64 %46, 5
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr %4, i64 %147
  store float %145, ptr %148, align 4
  %149 = lshr i32 %78, 16
  %150 = and i32 %149, 15
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = sitofp i32 %154 to float
  %156 = fmul float %74, %155
  %157 = add i64 %46, 6
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr %4, i64 %158
  store float %156, ptr %159, align 4
  %160 = lshr i32 %78, 24
  %161 = and i32 %160, 15
  %162 = sext i32 %161 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %163
  %165 = load i32, ptr %164, align 4
  %166 = sitofp i32 %165 to float
  %167 = fmul float %74, %166
  %168 = add i64 %46, 7
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr %4, i64 %169
  store float %167, ptr %170, align 4
  %171 = lshr i32 %80, 0
  %172 = and i32 %171, 15
  %173 = sext i32 %172 to i64
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %174
  %176 = load i32, ptr %175, align 4
  %177 = sitofp i32 %176 to float
  %178 = fmul float %74, %177
  %179 = add i64 %46, 8
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr %4, i64 %180
  store float %178, ptr %181, align 4
  %182 = lshr i32 %80, 8
  %183 = and i32 %182, 15
  %184 = sext i32 %183 to i64
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = sitofp i32 %187 to float
  %189 = fmul float %74, %188
  %190 = add i64 %46, 9
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr %4, i64 %191
  store float %189, ptr %192, align 4
  %193 = lshr i32 %80, 16
  %194 = and i32 %193, 15
  %195 = sext i32 %194 to i64
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %196
  %198 = load i32, ptr %197, align 4
  %199 = sitofp i32 %198 to float
  %200 = fmul float %74, %199
  %201 = add i64 %46, 10
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr %4, i64 %202
  store float %200, ptr %203, align 4
  %204 = lshr i32 %80, 24
  %205 = and i32 %204, 15
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %207
  %209 = load i32, ptr %208, align 4
  %210 = sitofp i32 %209 to float
  %211 = fmul float %74, %210
  %212 = add i64 %46, 11
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr %4, i64 %213
  store float %211, ptr %214, align 4
  %215 = lshr i32 %82, 0
  %216 = and i32 %215, 15
  %217 = sext i32 %216 to i64
  %218 = mul i64 %217, 4
  %219 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %218
  %220 = load i32, ptr %219, align 4
  %221 = sitofp i32 %220 to float
  %222 = fmul float %74, %221
  %223 = add i64 %46, 12
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr %4, i64 %224
  store float %222, ptr %225, align 4
  %226 = lshr i32 %82, 8
  %227 = and i32 %226, 15
  %228 = sext i32 %227 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %229
  %231 = load i32, ptr %230, align 4
  %232 = sitofp i32 %231 to float
  %233 = fmul float %74, %232
  %234 = add i64 %46, 13
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr %4, i64 %235
  store float %233, ptr %236, align 4
  %237 = lshr i32 %82, 16
  %238 = and i32 %237, 15
  %239 = sext i32 %238 to i64
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = sitofp i32 %242 to float
  %244 = fmul float %74, %243
  %245 = add i64 %46, 14
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr %4, i64 %246
  store float %244, ptr %247, align 4
  %248 = lshr i32 %82, 24
  %249 = and i32 %248, 15
  %250 = sext i32 %249 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %251
  %253 = load i32, ptr %252, align 4
  %254 = sitofp i32 %253 to float
  %255 = fmul float %74, %254
  %256 = add i64 %46, 15
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr %4, i64 %257
  store float %255, ptr %258, align 4
  %259 = lshr i32 %76, 4
  %260 = and i32 %259, 15
  %261 = sext i32 %260 to i64
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %262
  %264 = load i32, ptr %263, align 4
  %265 = sitofp i32 %264 to float
  %266 = fmul float %74, %265
  %267 = add i64 %46, 16
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr %4, i64 %268
  store float %266, ptr %269, align 4
  %270 = lshr i32 %76, 12
  %271 = and i32 %270, 15
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %273
  %275 = load i32, ptr %274, align 4
  %276 = sitofp i32 %275 to float
  %277 = fmul float %74, %276
  %278 = add i64 %46, 17
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr %4, i64 %279
  store float %277, ptr %280, align 4
  %281 = lshr i32 %76, 20
  %282 = and i32 %281, 15
  %283 = sext i32 %282 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %284
  %286 = load i32, ptr %285, align 4
  %287 = sitofp i32 %286 to float
  %288 = fmul float %74, %287
  %289 = add i64 %46, 18
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr %4, i64 %290
  store float %288, ptr %291, align 4
  %292 = lshr i32 %76, 28
  %293 = and i32 %292, 15
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %295
  %297 = load i32, ptr %296, align 4
  %298 = sitofp i32 %297 to float
  %299 = fmul float %74, %298
  %300 = add i64 %46, 19
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr %4, i64 %301
  store float %299, ptr %302, align 4
  %303 = lshr i32 %78, 4
  %304 = and i32 %303, 15
  %305 = sext i32 %304 to i64
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %306
  %308 = load i32, ptr %307, align 4
  %309 = sitofp i32 %308 to float
  %310 = fmul float %74, %309
  %311 = add i64 %46, 20
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr %4, i64 %312
  store float %310, ptr %313, align 4
  %314 = lshr i32 %78, 12
  %315 = and i32 %314, 15
  %316 = sext i32 %315 to i64
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %317
  %319 = load i32, ptr %318, align 4
  %320 = sitofp i32 %319 to float
  %321 = fmul float %74, %320
  %322 = add i64 %46, 21
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr %4, i64 %323
  store float %321, ptr %324, align 4
  %325 = lshr i32 %78, 20
  %326 = and i32 %325, 15
  %327 = sext i32 %326 to i64
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %328
  %330 = load i32, ptr %329, align 4
  %331 = sitofp i32 %330 to float
  %332 = fmul float %74, %331
  %333 = add i64 %46, 22
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr %4, i64 %334
  store float %332, ptr %335, align 4
  %336 = lshr i32 %78, 28
  %337 = and i32 %336, 15
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %339
  %341 = load i32, ptr %340, align 4
  %342 = sitofp i32 %341 to float
  %343 = fmul float %74, %342
  %344 = add i64 %46, 23
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr %4, i64 %345
  store float %343, ptr %346, align 4
  %347 = lshr i32 %80, 4
  %348 = and i32 %347, 15
  %349 = sext i32 %348 to i64
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %350
  %352 = load i32, ptr %351, align 4
  %353 = sitofp i32 %352 to float
  %354 = fmul float %74, %353
  %355 = add i64 %46, 24
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr %4, i64 %356
  store float %354, ptr %357, align 4
  %358 = lshr i32 %80, 12
  %359 = and i32 %358, 15
  %360 = sext i32 %359 to i64
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %361
  %363 = load i32, ptr %362, align 4
  %364 = sitofp i32 %363 to float
  %365 = fmul float %74, %364
  %366 = add i64 %46, 25
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr %4, i64 %367
  store float %365, ptr %368, align 4
  %369 = lshr i32 %80, 20
  %370 = and i32 %369, 15
  %371 = sext i32 %370 to i64
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %372
  %374 = load i32, ptr %373, align 4
  %375 = sitofp i32 %374 to float
  %376 = fmul float %74, %375
  %377 = add i64 %46, 26
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr %4, i64 %378
  store float %376, ptr %379, align 4
  %380 = lshr i32 %80, 28
  %381 = and i32 %380, 15
  %382 = sext i32 %381 to i64
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %383
  %385 = load i32, ptr %384, align 4
  %386 = sitofp i32 %385 to float
  %387 = fmul float %74, %386
  %388 = add i64 %46, 27
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr %4, i64 %389
  store float %387, ptr %390, align 4
  %391 = lshr i32 %82, 4
  %392 = and i32 %391, 15
  %393 = sext i32 %392 to i64
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %394
  %396 = load i32, ptr %395, align 4
  %397 = sitofp i32 %396 to float
  %398 = fmul float %74, %397
  %399 = add i64 %46, 28
  %400 = mul i64 %399, 4
  %401 = getelementptr i8, ptr %4, i64 %400
  store float %398, ptr %401, align 4
  %402 = lshr i32 %82, 12
  %403 = and i32 %402, 15
  %404 = sext i32 %403 to i64
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %405
  %407 = load i32, ptr %406, align 4
  %408 = sitofp i32 %407 to float
  %409 = fmul float %74, %408
  %410 = add i64 %46, 29
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr %4, i64 %411
  store float %409, ptr %412, align 4
  %413 = lshr i32 %82, 20
  %414 = and i32 %413, 15
  %415 = sext i32 %414 to i64
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %416
  %418 = load i32, ptr %417, align 4
  %419 = sitofp i32 %418 to float
  %420 = fmul float %74, %419
  %421 = add i64 %46, 30
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr %4, i64 %422
  store float %420, ptr %423, align 4
  %424 = lshr i32 %82, 28
  %425 = and i32 %424, 15
  %426 = sext i32 %425 to i64
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr @strata_kvalues_iq4nl, i64 %427
  %429 = load i32, ptr %428, align 4
  %430 = sitofp i32 %429 to float
  %431 = fmul float %74, %430
  %432 = add i64 %46, 31
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr %4, i64 %433
  store float %431, ptr %434, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %435 = xor i1 %33, true
  br i1 %435, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %436 = add i64 %46, 0
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr %4, i64 %437
  store float 0.000000e+00, ptr %438, align 4
  %439 = add i64 %46, 1
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr %4, i64 %440
  store float 0.000000e+00, ptr %441, align 4
  %442 = add i64 %46, 2
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr %4, i64 %443
  store float 0.000000e+00, ptr %444, align 4
  %445 = add i64 %46, 3
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr %4, i64 %446
  store float 0.000000e+00, ptr %447, align 4
  %448 = add i64 %46, 4
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr %4, i64 %449
  store float 0.000000e+00, ptr %450, align 4
  %451 = add i64 %46, 5
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr %4, i64 %452
  store float 0.000000e+00, ptr %453, align 4
  %454 = add i64 %46, 6
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr %4, i64 %455
  store float 0.000000e+00, ptr %456, align 4
  %457 = add i64 %46, 7
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr %4, i64 %458
  store float 0.000000e+00, ptr %459, align 4
  %460 = add i64 %46, 8
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr %4, i64 %461
  store float 0.000000e+00, ptr %462, align 4
  %463 = add i64 %46, 9
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr %4, i64 %464
  store float 0.000000e+00, ptr %465, align 4
  %466 = add i64 %46, 10
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr %4, i64 %467
  store float 0.000000e+00, ptr %468, align 4
  %469 = add i64 %46, 11
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr %4, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  %472 = add i64 %46, 12
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr %4, i64 %473
  store float 0.000000e+00, ptr %474, align 4
  %475 = add i64 %46, 13
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr %4, i64 %476
  store float 0.000000e+00, ptr %477, align 4
  %478 = add i64 %46, 14
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr %4, i64 %479
  store float 0.000000e+00, ptr %480, align 4
  %481 = add i64 %46, 15
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr %4, i64 %482
  store float 0.000000e+00, ptr %483, align 4
  %484 = add i64 %46, 16
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr %4, i64 %485
  store float 0.000000e+00, ptr %486, align 4
  %487 = add i64 %46, 17
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr %4, i64 %488
  store float 0.000000e+00, ptr %489, align 4
  %490 = add i64 %46, 18
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr %4, i64 %491
  store float 0.000000e+00, ptr %492, align 4
  %493 = add i64 %46, 19
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr %4, i64 %494
  store float 0.000000e+00, ptr %495, align 4
  %496 = add i64 %46, 20
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr %4, i64 %497
  store float 0.000000e+00, ptr %498, align 4
  %499 = add i64 %46, 21
  %500 = mul i64 %499, 4
  %501 = getelementptr i8, ptr %4, i64 %500
  store float 0.000000e+00, ptr %501, align 4
  %502 = add i64 %46, 22
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr %4, i64 %503
  store float 0.000000e+00, ptr %504, align 4
  %505 = add i64 %46, 23
  %506 = mul i64 %505, 4
  %507 = getelementptr i8, ptr %4, i64 %506
  store float 0.000000e+00, ptr %507, align 4
  %508 = add i64 %46, 24
  %509 = mul i64 %508, 4
  %510 = getelementptr i8, ptr %4, i64 %509
  store float 0.000000e+00, ptr %510, align 4
  %511 = add i64 %46, 25
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr %4, i64 %512
  store float 0.000000e+00, ptr %513, align 4
  %514 = add i64 %46, 26
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr %4, i64 %515
  store float 0.000000e+00, ptr %516, align 4
  %517 = add i64 %46, 27
  %518 = mul i64 %517, 4
  %519 = getelementptr i8, ptr %4, i64 %518
  store float 0.000000e+00, ptr %519, align 4
  %520 = add i64 %46, 28
  %521 = mul i64 %520, 4
  %522 = getelementptr i8, ptr %4, i64 %521
  store float 0.000000e+00, ptr %522, align 4
  %523 = add i64 %46, 29
  %524 = mul i64 %523, 4
  %525 = getelementptr i8, ptr %4, i64 %524
  store float 0.000000e+00, ptr %525, align 4
  %526 = add i64 %46, 30
  %527 = mul i64 %526, 4
  %528 = getelementptr i8, ptr %4, i64 %527
  store float 0.000000e+00, ptr %528, align 4
  %529 = add i64 %46, 31
  %530 = mul i64 %529, 4
  %531 = getelementptr i8, ptr %4, i64 %530
  store float 0.000000e+00, ptr %531, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
