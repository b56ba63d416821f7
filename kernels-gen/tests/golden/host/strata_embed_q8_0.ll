; ModuleID = 'strata_embed_q8_0'
source_filename = "strata_embed_q8_0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_q8_0(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 34
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
  %49 = mul i64 %48, 34
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
  %76 = load i8, ptr %75, align 1
  %77 = sext i8 %76 to i32
  %78 = sitofp i32 %77 to float
  %79 = fmul float %74, %78
  %80 = add i64 %46, 0
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr %4, i64 %81
  store float %79, ptr %82, align 4
  %83 = getelementptr i8, ptr %50, i64 3
  %84 = load i8, ptr %83, align 1
  %85 = sext i8 %84 to i32
  %86 = sitofp i32 %85 to float
  %87 = fmul float %74, %86
  %88 = add i64 %46, 1
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr %4, i64 %89
  store float %87, ptr %90, align 4
  %91 = getelementptr i8, ptr %50, i64 4
  %92 = load i8, ptr %91, align 1
  %93 = sext i8 %92 to i32
  %94 = sitofp i32 %93 to float
  %95 = fmul float %74, %94
  %96 = add i64 %46, 2
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr %4, i64 %97
  store float %95, ptr %98, align 4
  %99 = getelementptr i8, ptr %50, i64 5
  %100 = load i8, ptr %99, align 1
  %101 = sext i8 %100 to i32
  %102 = sitofp i32 %101 to float
  %103 = fmul float %74, %102
  %104 = add i64 %46, 3
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr %4, i64 %105
  store float %103, ptr %106, align 4
  %107 = getelementptr i8, ptr %50, i64 6
  %108 = load i8, ptr %107, align 1
  %109 = sext i8 %108 to i32
  %110 = sitofp i32 %109 to float
  %111 = fmul float %74, %110
  %112 = add i64 %46, 4
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr %4, i64 %113
  store float %111, ptr %114, align 4
  %115 = getelementptr i8, ptr %50, i64 7
  %116 = load i8, ptr %115, align 1
  %117 = sext i8 %116 to i32
  %118 = sitofp i32 %117 to float
  %119 = fmul float %74, %118
  %120 = add i64 %46, 5
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr %4, i64 %121
  store float %119, ptr %122, align 4
  %123 = getelementptr i8, ptr %50, i64 8
  %124 = load i8, ptr %123, align 1
  %125 = sext i8 %124 to i32
  %126 = sitofp i32 %125 to float
  %127 = fmul float %74, %126
  %128 = add i64 %46, 6
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr %4, i64 %129
  store float %127, ptr %130, align 4
  %131 = getelementptr i8, ptr %50, i64 9
  %132 = load i8, ptr %131, align 1
  %133 = sext i8 %132 to i32
  %134 = sitofp i32 %133 to float
  %135 = fmul float %74, %134
  %136 = add i64 %46, 7
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr %4, i64 %137
  store float %135, ptr %138, align 4
  %139 = getelementptr i8, ptr %50, i64 10
  %140 = load i8, ptr %139, align 1
  %141 = sext i8 %140 to i32
  %142 = sitofp i32 %141 to float
  %143 = fmul float %74, %142
  %144 = add i64 %46, 8
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr %4, i64 %145
  store float %143, ptr %146, align 4
  %147 = getelementptr i8, ptr %50, i64 11
  %148 = load i8, ptr %147, align 1
  %149 = sext i8 %148 to i32
  %150 = sitofp i32 %149 to float
  %151 = fmul float %74, %150
  %152 = add i64 %46, 9
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr %4, i64 %153
  store float %151, ptr %154, align 4
  %155 = getelementptr i8, ptr %50, i64 12
  %156 = load i8, ptr %155, align 1
  %157 = sext i8 %156 to i32
  %158 = sitofp i32 %157 to float
  %159 = fmul float %74, %158
  %160 = add i64 %46, 10
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr %4, i64 %161
  store float %159, ptr %162, align 4
  %163 = getelementptr i8, ptr %50, i64 13
  %164 = load i8, ptr %163, align 1
  %165 = sext i8 %164 to i32
  %166 = sitofp i32 %165 to float
  %167 = fmul float %74, %166
  %168 = add i64 %46, 11
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr %4, i64 %169
  store float %167, ptr %170, align 4
  %171 = getelementptr i8, ptr %50, i64 14
  %172 = load i8, ptr %171, align 1
  %173 = sext i8 %172 to i32
  %174 = sitofp i32 %173 to float
  %175 = fmul float %74, %174
  %176 = add i64 %46, 12
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr %4, i64 %177
  store float %175, ptr %178, align 4
  %179 = getelementptr i8, ptr %50, i64 15
  %180 = load i8, ptr %179, align 1
  %181 = sext i8 %180 to i32
  %182 = sitofp i32 %181 to float
  %183 = fmul float %74, %182
  %184 = add i64 %46, 13
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr %4, i64 %185
  store float %183, ptr %186, align 4
  %187 = getelementptr i8, ptr %50, i64 16
  %188 = load i8, ptr %187, align 1
  %189 = sext i8 %188 to i32
  %190 = sitofp i32 %189 to float
  %191 = fmul float %74, %190
  %192 = add i64 %46, 14
  %193 = mul i64 %192, 4
  %194 = getelementptr i8, ptr %4, i64 %193
  store float %191, ptr %194, align 4
  %195 = getelementptr i8, ptr %50, i64 17
  %196 = load i8, ptr %195, align 1
  %197 = sext i8 %196 to i32
  %198 = sitofp i32 %197 to float
  %199 = fmul float %74, %198
  %200 = add i64 %46, 15
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %4, i64 %201
  store float %199, ptr %202, align 4
  %203 = getelementptr i8, ptr %50, i64 18
  %204 = load i8, ptr %203, align 1
  %205 = sext i8 %204 to i32
  %206 = sitofp i32 %205 to float
  %207 = fmul float %74, %206
  %208 = add i64 %46, 16
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr %4, i64 %209
  store float %207, ptr %210, align 4
  %211 = getelementptr i8, ptr %50, i64 19
  %212 = load i8, ptr %211, align 1
  %213 = sext i8 %212 to i32
  %214 = sitofp i32 %213 to float
  %215 = fmul float %74, %214
  %216 = add i64 %46, 17
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr %4, i64 %217
  store float %215, ptr %218, align 4
  %219 = getelementptr i8, ptr %50, i64 20
  %220 = load i8, ptr %219, align 1
  %221 = sext i8 %220 to i32
  %222 = sitofp i32 %221 to float
  %223 = fmul float %74, %222
  %224 = add i64 %46, 18
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr %4, i64 %225
  store float %223, ptr %226, align 4
  %227 = getelementptr i8, ptr %50, i64 21
  %228 = load i8, ptr %227, align 1
  %229 = sext i8 %228 to i32
  %230 = sitofp i32 %229 to float
  %231 = fmul float %74, %230
  %232 = add i64 %46, 19
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr %4, i64 %233
  store float %231, ptr %234, align 4
  %235 = getelementptr i8, ptr %50, i64 22
  %236 = load i8, ptr %235, align 1
  %237 = sext i8 %236 to i32
  %238 = sitofp i32 %237 to float
  %239 = fmul float %74, %238
  %240 = add i64 %46, 20
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr %4, i64 %241
  store float %239, ptr %242, align 4
  %243 = getelementptr i8, ptr %50, i64 23
  %244 = load i8, ptr %243, align 1
  %245 = sext i8 %244 to i32
  %246 = sitofp i32 %245 to float
  %247 = fmul float %74, %246
  %248 = add i64 %46, 21
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr %4, i64 %249
  store float %247, ptr %250, align 4
  %251 = getelementptr i8, ptr %50, i64 24
  %252 = load i8, ptr %251, align 1
  %253 = sext i8 %252 to i32
  %254 = sitofp i32 %253 to float
  %255 = fmul float %74, %254
  %256 = add i64 %46, 22
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr %4, i64 %257
  store float %255, ptr %258, align 4
  %259 = getelementptr i8, ptr %50, i64 25
  %260 = load i8, ptr %259, align 1
  %261 = sext i8 %260 to i32
  %262 = sitofp i32 %261 to float
  %263 = fmul float %74, %262
  %264 = add i64 %46, 23
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr %4, i64 %265
  store float %263, ptr %266, align 4
  %267 = getelementptr i8, ptr %50, i64 26
  %268 = load i8, ptr %267, align 1
  %269 = sext i8 %268 to i32
  %270 = sitofp i32 %269 to float
  %271 = fmul float %74, %270
  %272 = add i64 %46, 24
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr %4, i64 %273
  store float %271, ptr %274, align 4
  %275 = getelementptr i8, ptr %50, i64 27
  %276 = load i8, ptr %275, align 1
  %277 = sext i8 %276 to i32
  %278 = sitofp i32 %277 to float
  %279 = fmul float %74, %278
  %280 = add i64 %46, 25
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr %4, i64 %281
  store float %279, ptr %282, align 4
  %283 = getelementptr i8, ptr %50, i64 28
  %284 = load i8, ptr %283, align 1
  %285 = sext i8 %284 to i32
  %286 = sitofp i32 %285 to float
  %287 = fmul float %74, %286
  %288 = add i64 %46, 26
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr %4, i64 %289
  store float %287, ptr %290, align 4
  %291 = getelementptr i8, ptr %50, i64 29
  %292 = load i8, ptr %291, align 1
  %293 = sext i8 %292 to i32
  %294 = sitofp i32 %293 to float
  %295 = fmul float %74, %294
  %296 = add i64 %46, 27
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %4, i64 %297
  store float %295, ptr %298, align 4
  %299 = getelementptr i8, ptr %50, i64 30
  %300 = load i8, ptr %299, align 1
  %301 = sext i8 %300 to i32
  %302 = sitofp i32 %301 to float
  %303 = fmul float %74, %302
  %304 = add i64 %46, 28
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr %4, i64 %305
  store float %303, ptr %306, align 4
  %307 = getelementptr i8, ptr %50, i64 31
  %308 = load i8, ptr %307, align 1
  %309 = sext i8 %308 to i32
  %310 = sitofp i32 %309 to float
  %311 = fmul float %74, %310
  %312 = add i64 %46, 29
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr %4, i64 %313
  store float %311, ptr %314, align 4
  %315 = getelementptr i8, ptr %50, i64 32
  %316 = load i8, ptr %315, align 1
  %317 = sext i8 %316 to i32
  %318 = sitofp i32 %317 to float
  %319 = fmul float %74, %318
  %320 = add i64 %46, 30
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr %4, i64 %321
  store float %319, ptr %322, align 4
  %323 = getelementptr i8, ptr %50, i64 33
  %324 = load i8, ptr %323, align 1
  %325 = sext i8 %324 to i32
  %326 = sitofp i32 %325 to float
  %327 = fmul float %74, %326
  %328 = add i64 %46, 31
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr %4, i64 %329
  store float %327, ptr %330, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %331 = xor i1 %33, true
  br i1 %331, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %332 = add i64 %46, 0
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr %4, i64 %333
  store float 0.000000e+00, ptr %334, align 4
  %335 = add i64 %46, 1
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr %4, i64 %336
  store float 0.000000e+00, ptr %337, align 4
  %338 = add i64 %46, 2
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr %4, i64 %339
  store float 0.000000e+00, ptr %340, align 4
  %341 = add i64 %46, 3
  %342 = mul i64 %341, 4
  %343 = getelementptr i8, ptr %4, i64 %342
  store float 0.000000e+00, ptr %343, align 4
  %344 = add i64 %46, 4
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr %4, i64 %345
  store float 0.000000e+00, ptr %346, align 4
  %347 = add i64 %46, 5
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr %4, i64 %348
  store float 0.000000e+00, ptr %349, align 4
  %350 = add i64 %46, 6
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr %4, i64 %351
  store float 0.000000e+00, ptr %352, align 4
  %353 = add i64 %46, 7
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr %4, i64 %354
  store float 0.000000e+00, ptr %355, align 4
  %356 = add i64 %46, 8
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr %4, i64 %357
  store float 0.000000e+00, ptr %358, align 4
  %359 = add i64 %46, 9
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr %4, i64 %360
  store float 0.000000e+00, ptr %361, align 4
  %362 = add i64 %46, 10
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr %4, i64 %363
  store float 0.000000e+00, ptr %364, align 4
  %365 = add i64 %46, 11
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr %4, i64 %366
  store float 0.000000e+00, ptr %367, align 4
  %368 = add i64 %46, 12
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr %4, i64 %369
  store float 0.000000e+00, ptr %370, align 4
  %371 = add i64 %46, 13
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr %4, i64 %372
  store float 0.000000e+00, ptr %373, align 4
  %374 = add i64 %46, 14
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr %4, i64 %375
  store float 0.000000e+00, ptr %376, align 4
  %377 = add i64 %46, 15
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr %4, i64 %378
  store float 0.000000e+00, ptr %379, align 4
  %380 = add i64 %46, 16
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr %4, i64 %381
  store float 0.000000e+00, ptr %382, align 4
  %383 = add i64 %46, 17
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr %4, i64 %384
  store float 0.000000e+00, ptr %385, align 4
  %386 = add i64 %46, 18
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr %4, i64 %387
  store float 0.000000e+00, ptr %388, align 4
  %389 = add i64 %46, 19
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr %4, i64 %390
  store float 0.000000e+00, ptr %391, align 4
  %392 = add i64 %46, 20
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr %4, i64 %393
  store float 0.000000e+00, ptr %394, align 4
  %395 = add i64 %46, 21
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr %4, i64 %396
  store float 0.000000e+00, ptr %397, align 4
  %398 = add i64 %46, 22
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr %4, i64 %399
  store float 0.000000e+00, ptr %400, align 4
  %401 = add i64 %46, 23
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr %4, i64 %402
  store float 0.000000e+00, ptr %403, align 4
  %404 = add i64 %46, 24
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr %4, i64 %405
  store float 0.000000e+00, ptr %406, align 4
  %407 = add i64 %46, 25
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr %4, i64 %408
  store float 0.000000e+00, ptr %409, align 4
  %410 = add i64 %46, 26
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr %4, i64 %411
  store float 0.000000e+00, ptr %412, align 4
  %413 = add i64 %46, 27
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr %4, i64 %414
  store float 0.000000e+00, ptr %415, align 4
  %416 = add i64 %46, 28
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr %4, i64 %417
  store float 0.000000e+00, ptr %418, align 4
  %419 = add i64 %46, 29
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr %4, i64 %420
  store float 0.000000e+00, ptr %421, align 4
  %422 = add i64 %46, 30
  %423 = mul i64 %422, 4
  %424 = getelementptr i8, ptr %4, i64 %423
  store float 0.000000e+00, ptr %424, align 4
  %425 = add i64 %46, 31
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr %4, i64 %426
  store float 0.000000e+00, ptr %427, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
