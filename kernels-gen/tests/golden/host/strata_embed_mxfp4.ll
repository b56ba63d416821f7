; ModuleID = 'strata_embed_mxfp4'
source_filename = "strata_embed_mxfp4"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_kvalues_mxfp4 = internal constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 8, i32 12, i32 0, i32 -1, i32 -2, i32 -3, i32 -4, i32 -6, i32 -8, i32 -12], align 16

define void @strata_embed_mxfp4(ptr %0, ptr %1) {
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
  %37 = mul i64 %36, 17
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
  %49 = mul i64 %48, 17
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 1
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 0
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = icmp ult i32 %55, 2
  %57 = and i32 %55, 1
  %58 = shl i32 2097152, %57
  %59 = sub i32 %55, 1
  %60 = shl i32 %59, 23
  %61 = select i1 %56, i32 %58, i32 %60
  %62 = bitcast i32 %61 to float
  %63 = getelementptr i8, ptr %50, i64 1
  %64 = load i32, ptr %63, align 1
  %65 = getelementptr i8, ptr %50, i64 5
  %66 = load i32, ptr %65, align 1
  %67 = getelementptr i8, ptr %50, i64 9
  %68 = load i32, ptr %67, align 1
  %69 = getelementptr i8, ptr %50, i64 13
  %70 = load i32, ptr %69, align 1
  %71 = lshr i32 %64, 0
  %72 = and i32 %71, 15
  %73 = sext i32 %72 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = sitofp i32 %76 to float
  %78 = fmul float %62, %77
  %79 = add i64 %46, 0
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr %4, i64 %80
  store float %78, ptr %81, align 4
  %82 = lshr i32 %64, 8
  %83 = and i32 %82, 15
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = sitofp i32 %87 to float
  %89 = fmul float %62, %88
  %90 = add i64 %46, 1
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr %4, i64 %91
  store float %89, ptr %92, align 4
  %93 = lshr i32 %64, 16
  %94 = and i32 %93, 15
  %95 = sext i32 %94 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = sitofp i32 %98 to float
  %100 = fmul float %62, %99
  %101 = add i64 %46, 2
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr %4, i64 %102
  store float %100, ptr %103, align 4
  %104 = lshr i32 %64, 24
  %105 = and i32 %104, 15
  %106 = sext i32 %105 to i64
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sitofp i32 %109 to float
  %111 = fmul float %62, %110
  %112 = add i64 %46, 3
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr %4, i64 %113
  store float %111, ptr %114, align 4
  %115 = lshr i32 %66, 0
  %116 = and i32 %115, 15
  %117 = sext i32 %116 to i64
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = sitofp i32 %120 to float
  %122 = fmul float %62, %121
  %123 = add i64 %46, 4
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr %4, i64 %124
  store float %122, ptr %125, align 4
  %126 = lshr i32 %66, 8
  %127 = and i32 %126, 15
  %128 = sext i32 %127 to i64
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = sitofp i32 %131 to float
  %133 = fmul float %62, %132
  %134 = add i64 %46, 5
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %133, ptr %136, align 4
  %137 = lshr i32 %66, 16
  %138 = and i32 %137, 15
  %139 = sext i32 %138 to i64
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = sitofp i32 %142 to float
  %144 = fmul float %62, %143
  %145 = add i64 %46, 6
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr %4, i64 %146
  store float %144, ptr %147, align 4
  %148 = lshr i32 %66, 24
  %149 = and i32 %148, 15
  %150 = sext i32 %149 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = sitofp i32 %153 to float
  %155 = fmul float %62, %154
  %156 = add i64 %46, 7
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr %4, i64 %157
  store float %155, ptr %158, align 4
  %159 = lshr i32 %68, 0
  %160 = and i32 %159, 15
  %161 = sext i32 %160 to i64
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = sitofp i32 %164 to float
  %166 = fmul float %62, %165
  %167 = add i64 %46, 8
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr %4, i64 %168
  store float %166, ptr %169, align 4
  %170 = lshr i32 %68, 8
  %171 = and i32 %170, 15
  %172 = sext i32 %171 to i64
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %173
  %175 = load i32, ptr %174, align 4
  %176 = sitofp i32 %175 to float
  %177 = fmul float %62, %176
  %178 = add i64 %46, 9
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr %4, i64 %179
  store float %177, ptr %180, align 4
  %181 = lshr i32 %68, 16
  %182 = and i32 %181, 15
  %183 = sext i32 %182 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = sitofp i32 %186 to float
  %188 = fmul float %62, %187
  %189 = add i64 %46, 10
  %190 = mul i64 %189, 4
  %191 = getelementptr i8, ptr %4, i64 %190
  store float %188, ptr %191, align 4
  %192 = lshr i32 %68, 24
  %193 = and i32 %192, 15
  %194 = sext i32 %193 to i64
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %195
  %197 = load i32, ptr %196, align 4
  %198 = sitofp i32 %197 to float
  %199 = fmul float %62, %198
  %200 = add i64 %46, 11
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %4, i64 %201
  store float %199, ptr %202, align 4
  %203 = lshr i32 %70, 0
  %204 = and i32 %203, 15
  %205 = sext i32 %204 to i64
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %206
  %208 = load i32, ptr %207, align 4
  %209 = sitofp i32 %208 to float
  %210 = fmul float %62, %209
  %211 = add i64 %46, 12
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr %4, i64 %212
  store float %210, ptr %213, align 4
  %214 = lshr i32 %70, 8
  %215 = and i32 %214, 15
  %216 = sext i32 %215 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = sitofp i32 %219 to float
  %221 = fmul float %62, %220
  %222 = add i64 %46, 13
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr %4, i64 %223
  store float %221, ptr %224, align 4
  %225 = lshr i32 %70, 16
  %226 = and i32 %225, 15
  %227 = sext i32 %226 to i64
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %228
  %230 = load i32, ptr %229, align 4
  %231 = sitofp i32 %230 to float
  %232 = fmul float %62, %231
  %233 = add i64 %46, 14
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr %4, i64 %234
  store float %232, ptr %235, align 4
  %236 = lshr i32 %70, 24
  %237 = and i32 %236, 15
  %238 = sext i32 %237 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = sitofp i32 %241 to float
  %243 = fmul float %62, %242
  %244 = add i64 %46, 15
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr %4, i64 %245
  store float %243, ptr %246, align 4
  %247 = lshr i32 %64, 4
  %248 = and i32 %247, 15
  %249 = sext i32 %248 to i64
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %250
  %252 = load i32, ptr %251, align 4
  %253 = sitofp i32 %252 to float
  %254 = fmul float %62, %253
  %255 = add i64 %46, 16
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr %4, i64 %256
  store float %254, ptr %257, align 4
  %258 = lshr i32 %64, 12
  %259 = and i32 %258, 15
  %260 = sext i32 %259 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %261
  %263 = load i32, ptr %262, align 4
  %264 = sitofp i32 %263 to float
  %265 = fmul float %62, %264
  %266 = add i64 %46, 17
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr %4, i64 %267
  store float %265, ptr %268, align 4
  %269 = lshr i32 %64, 20
  %270 = and i32 %269, 15
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = sitofp i32 %274 to float
  %276 = fmul float %62, %275
  %277 = add i64 %46, 18
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr %4, i64 %278
  store float %276, ptr %279, align 4
  %280 = lshr i32 %64, 28
  %281 = and i32 %280, 15
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %283
  %285 = load i32, ptr %284, align 4
  %286 = sitofp i32 %285 to float
  %287 = fmul float %62, %286
  %288 = add i64 %46, 19
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr %4, i64 %289
  store float %287, ptr %290, align 4
  %291 = lshr i32 %66, 4
  %292 = and i32 %291, 15
  %293 = sext i32 %292 to i64
  %294 = mul i64 %293, 4
  %295 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %294
  %296 = load i32, ptr %295, align 4
  %297 = sitofp i32 %296 to float
  %298 = fmul float %62, %297
  %299 = add i64 %46, 20
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr %4, i64 %300
  store float %298, ptr %301, align 4
  %302 = lshr i32 %66, 12
  %303 = and i32 %302, 15
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %305
  %307 = load i32, ptr %306, align 4
  %308 = sitofp i32 %307 to float
  %309 = fmul float %62, %308
  %310 = add i64 %46, 21
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr %4, i64 %311
  store float %309, ptr %312, align 4
  %313 = lshr i32 %66, 20
  %314 = and i32 %313, 15
  %315 = sext i32 %314 to i64
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %316
  %318 = load i32, ptr %317, align 4
  %319 = sitofp i32 %318 to float
  %320 = fmul float %62, %319
  %321 = add i64 %46, 22
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr %4, i64 %322
  store float %320, ptr %323, align 4
  %324 = lshr i32 %66, 28
  %325 = and i32 %324, 15
  %326 = sext i32 %325 to i64
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %327
  %329 = load i32, ptr %328, align 4
  %330 = sitofp i32 %329 to float
  %331 = fmul float %62, %330
  %332 = add i64 %46, 23
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr %4, i64 %333
  store float %331, ptr %334, align 4
  %335 = lshr i32 %68, 4
  %336 = and i32 %335, 15
  %337 = sext i32 %336 to i64
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %338
  %340 = load i32, ptr %339, align 4
  %341 = sitofp i32 %340 to float
  %342 = fmul float %62, %341
  %343 = add i64 %46, 24
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr %4, i64 %344
  store float %342, ptr %345, align 4
  %346 = lshr i32 %68, 12
  %347 = and i32 %346, 15
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %349
  %351 = load i32, ptr %350, align 4
  %352 = sitofp i32 %351 to float
  %353 = fmul float %62, %352
  %354 = add i64 %46, 25
  %355 = mul i64 %354, 4
  %356 = getelementptr i8, ptr %4, i64 %355
  store float %353, ptr %356, align 4
  %357 = lshr i32 %68, 20
  %358 = and i32 %357, 15
  %359 = sext i32 %358 to i64
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %360
  %362 = load i32, ptr %361, align 4
  %363 = sitofp i32 %362 to float
  %364 = fmul float %62, %363
  %365 = add i64 %46, 26
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr %4, i64 %366
  store float %364, ptr %367, align 4
  %368 = lshr i32 %68, 28
  %369 = and i32 %368, 15
  %370 = sext i32 %369 to i64
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %371
  %373 = load i32, ptr %372, align 4
  %374 = sitofp i32 %373 to float
  %375 = fmul float %62, %374
  %376 = add i64 %46, 27
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr %4, i64 %377
  store float %375, ptr %378, align 4
  %379 = lshr i32 %70, 4
  %380 = and i32 %379, 15
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %382
  %384 = load i32, ptr %383, align 4
  %385 = sitofp i32 %384 to float
  %386 = fmul float %62, %385
  %387 = add i64 %46, 28
  %388 = mul i64 %387, 4
  %389 = getelementptr i8, ptr %4, i64 %388
  store float %386, ptr %389, align 4
  %390 = lshr i32 %70, 12
  %391 = and i32 %390, 15
  %392 = sext i32 %391 to i64
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %393
  %395 = load i32, ptr %394, align 4
  %396 = sitofp i32 %395 to float
  %397 = fmul float %62, %396
  %398 = add i64 %46, 29
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr %4, i64 %399
  store float %397, ptr %400, align 4
  %401 = lshr i32 %70, 20
  %402 = and i32 %401, 15
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %404
  %406 = load i32, ptr %405, align 4
  %407 = sitofp i32 %406 to float
  %408 = fmul float %62, %407
  %409 = add i64 %46, 30
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr %4, i64 %410
  store float %408, ptr %411, align 4
  %412 = lshr i32 %70, 28
  %413 = and i32 %412, 15
  %414 = sext i32 %413 to i64
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr @strata_kvalues_mxfp4, i64 %415
  %417 = load i32, ptr %416, align 4
  %418 = sitofp i32 %417 to float
  %419 = fmul float %62, %418
  %420 = add i64 %46, 31
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr %4, i64 %421
  store float %419, ptr %422, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %423 = xor i1 %33, true
  br i1 %423, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %424 = add i64 %46, 0
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr %4, i64 %425
  store float 0.000000e+00, ptr %426, align 4
  %427 = add i64 %46, 1
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr %4, i64 %428
  store float 0.000000e+00, ptr %429, align 4
  %430 = add i64 %46, 2
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr %4, i64 %431
  store float 0.000000e+00, ptr %432, align 4
  %433 = add i64 %46, 3
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr %4, i64 %434
  store float 0.000000e+00, ptr %435, align 4
  %436 = add i64 %46, 4
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr %4, i64 %437
  store float 0.000000e+00, ptr %438, align 4
  %439 = add i64 %46, 5
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr %4, i64 %440
  store float 0.000000e+00, ptr %441, align 4
  %442 = add i64 %46, 6
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr %4, i64 %443
  store float 0.000000e+00, ptr %444, align 4
  %445 = add i64 %46, 7
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr %4, i64 %446
  store float 0.000000e+00, ptr %447, align 4
  %448 = add i64 %46, 8
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr %4, i64 %449
  store float 0.000000e+00, ptr %450, align 4
  %451 = add i64 %46, 9
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr %4, i64 %452
  store float 0.000000e+00, ptr %453, align 4
  %454 = add i64 %46, 10
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr %4, i64 %455
  store float 0.000000e+00, ptr %456, align 4
  %457 = add i64 %46, 11
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr %4, i64 %458
  store float 0.000000e+00, ptr %459, align 4
  %460 = add i64 %46, 12
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr %4, i64 %461
  store float 0.000000e+00, ptr %462, align 4
  %463 = add i64 %46, 13
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr %4, i64 %464
  store float 0.000000e+00, ptr %465, align 4
  %466 = add i64 %46, 14
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr %4, i64 %467
  store float 0.000000e+00, ptr %468, align 4
  %469 = add i64 %46, 15
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr %4, i64 %470
  store float 0.000000e+00, ptr %471, align 4
  %472 = add i64 %46, 16
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr %4, i64 %473
  store float 0.000000e+00, ptr %474, align 4
  %475 = add i64 %46, 17
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr %4, i64 %476
  store float 0.000000e+00, ptr %477, align 4
  %478 = add i64 %46, 18
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr %4, i64 %479
  store float 0.000000e+00, ptr %480, align 4
  %481 = add i64 %46, 19
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr %4, i64 %482
  store float 0.000000e+00, ptr %483, align 4
  %484 = add i64 %46, 20
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr %4, i64 %485
  store float 0.000000e+00, ptr %486, align 4
  %487 = add i64 %46, 21
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr %4, i64 %488
  store float 0.000000e+00, ptr %489, align 4
  %490 = add i64 %46, 22
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr %4, i64 %491
  store float 0.000000e+00, ptr %492, align 4
  %493 = add i64 %46, 23
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr %4, i64 %494
  store float 0.000000e+00, ptr %495, align 4
  %496 = add i64 %46, 24
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr %4, i64 %497
  store float 0.000000e+00, ptr %498, align 4
  %499 = add i64 %46, 25
  %500 = mul i64 %499, 4
  %501 = getelementptr i8, ptr %4, i64 %500
  store float 0.000000e+00, ptr %501, align 4
  %502 = add i64 %46, 26
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr %4, i64 %503
  store float 0.000000e+00, ptr %504, align 4
  %505 = add i64 %46, 27
  %506 = mul i64 %505, 4
  %507 = getelementptr i8, ptr %4, i64 %506
  store float 0.000000e+00, ptr %507, align 4
  %508 = add i64 %46, 28
  %509 = mul i64 %508, 4
  %510 = getelementptr i8, ptr %4, i64 %509
  store float 0.000000e+00, ptr %510, align 4
  %511 = add i64 %46, 29
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr %4, i64 %512
  store float 0.000000e+00, ptr %513, align 4
  %514 = add i64 %46, 30
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr %4, i64 %515
  store float 0.000000e+00, ptr %516, align 4
  %517 = add i64 %46, 31
  %518 = mul i64 %517, 4
  %519 = getelementptr i8, ptr %4, i64 %518
  store float 0.000000e+00, ptr %519, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
