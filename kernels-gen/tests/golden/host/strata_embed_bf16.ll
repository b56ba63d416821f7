; ModuleID = 'strata_embed_bf16'
source_filename = "strata_embed_bf16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_bf16(ptr %0, ptr %1) {
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
  %36 = udiv i64 %35, 1
  %37 = mul i64 %36, 2
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
  %48 = mul i64 %47, 64
  %49 = getelementptr i8, ptr %40, i64 %48
  %50 = getelementptr i8, ptr %49, i64 0
  %51 = load i16, ptr %50, align 2
  %52 = zext i16 %51 to i32
  %53 = shl i32 %52, 16
  %54 = and i32 %52, 32767
  %55 = icmp ugt i32 %54, 32640
  %56 = or i32 %53, 4194304
  %57 = select i1 %55, i32 %56, i32 %53
  %58 = bitcast i32 %57 to float
  %59 = add i64 %46, 0
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr %4, i64 %60
  store float %58, ptr %61, align 4
  %62 = getelementptr i8, ptr %49, i64 2
  %63 = load i16, ptr %62, align 2
  %64 = zext i16 %63 to i32
  %65 = shl i32 %64, 16
  %66 = and i32 %64, 32767
  %67 = icmp ugt i32 %66, 32640
  %68 = or i32 %65, 4194304
  %69 = select i1 %67, i32 %68, i32 %65
  %70 = bitcast i32 %69 to float
  %71 = add i64 %46, 1
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr %4, i64 %72
  store float %70, ptr %73, align 4
  %74 = getelementptr i8, ptr %49, i64 4
  %75 = load i16, ptr %74, align 2
  %76 = zext i16 %75 to i32
  %77 = shl i32 %76, 16
  %78 = and i32 %76, 32767
  %79 = icmp ugt i32 %78, 32640
  %80 = or i32 %77, 4194304
  %81 = select i1 %79, i32 %80, i32 %77
  %82 = bitcast i32 %81 to float
  %83 = add i64 %46, 2
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr %4, i64 %84
  store float %82, ptr %85, align 4
  %86 = getelementptr i8, ptr %49, i64 6
  %87 = load i16, ptr %86, align 2
  %88 = zext i16 %87 to i32
  %89 = shl i32 %88, 16
  %90 = and i32 %88, 32767
  %91 = icmp ugt i32 %90, 32640
  %92 = or i32 %89, 4194304
  %93 = select i1 %91, i32 %92, i32 %89
  %94 = bitcast i32 %93 to float
  %95 = add i64 %46, 3
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr %4, i64 %96
  store float %94, ptr %97, align 4
  %98 = getelementptr i8, ptr %49, i64 8
  %99 = load i16, ptr %98, align 2
  %100 = zext i16 %99 to i32
  %101 = shl i32 %100, 16
  %102 = and i32 %100, 32767
  %103 = icmp ugt i32 %102, 32640
  %104 = or i32 %101, 4194304
  %105 = select i1 %103, i32 %104, i32 %101
  %106 = bitcast i32 %105 to float
  %107 = add i64 %46, 4
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr %4, i64 %108
  store float %106, ptr %109, align 4
  %110 = getelementptr i8, ptr %49, i64 10
  %111 = load i16, ptr %110, align 2
  %112 = zext i16 %111 to i32
  %113 = shl i32 %112, 16
  %114 = and i32 %112, 32767
  %115 = icmp ugt i32 %114, 32640
  %116 = or i32 %113, 4194304
  %117 = select i1 %115, i32 %116, i32 %113
  %118 = bitcast i32 %117 to float
  %119 = add i64 %46, 5
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr %4, i64 %120
  store float %118, ptr %121, align 4
  %122 = getelementptr i8, ptr %49, i64 12
  %123 = load i16, ptr %122, align 2
  %124 = zext i16 %123 to i32
  %125 = shl i32 %124, 16
  %126 = and i32 %124, 32767
  %127 = icmp ugt i32 %126, 32640
  %128 = or i32 %125, 4194304
  %129 = select i1 %127, i32 %128, i32 %125
  %130 = bitcast i32 %129 to float
  %131 = add i64 %46, 6
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr %4, i64 %132
  store float %130, ptr %133, align 4
  %134 = getelementptr i8, ptr %49, i64 14
  %135 = load i16, ptr %134, align 2
  %136 = zext i16 %135 to i32
  %137 = shl i32 %136, 16
  %138 = and i32 %136, 32767
  %139 = icmp ugt i32 %138, 32640
  %140 = or i32 %137, 4194304
  %141 = select i1 %139, i32 %140, i32 %137
  %142 = bitcast i32 %141 to float
  %143 = add i64 %46, 7
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr %4, i64 %144
  store float %142, ptr %145, align 4
  %146 = getelementptr i8, ptr %49, i64 16
  %147 = load i16, ptr %146, align 2
  %148 = zext i16 %147 to i32
  %149 = shl i32 %148, 16
  %150 = and i32 %148, 32767
  %151 = icmp ugt i32 %150, 32640
  %152 = or i32 %149, 4194304
  %153 = select i1 %151, i32 %152, i32 %149
  %154 = bitcast i32 %153 to float
  %155 = add i64 %46, 8
  %156 = mul i64 %155, 4
  %157 = getelementptr i8, ptr %4, i64 %156
  store float %154, ptr %157, align 4
  %158 = getelementptr i8, ptr %49, i64 18
  %159 = load i16, ptr %158, align 2
  %160 = zext i16 %159 to i32
  %161 = shl i32 %160, 16
  %162 = and i32 %160, 32767
  %163 = icmp ugt i32 %162, 32640
  %164 = or i32 %161, 4194304
  %165 = select i1 %163, i32 %164, i32 %161
  %166 = bitcast i32 %165 to float
  %167 = add i64 %46, 9
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr %4, i64 %168
  store float %166, ptr %169, align 4
  %170 = getelementptr i8, ptr %49, i64 20
  %171 = load i16, ptr %170, align 2
  %172 = zext i16 %171 to i32
  %173 = shl i32 %172, 16
  %174 = and i32 %172, 32767
  %175 = icmp ugt i32 %174, 32640
  %176 = or i32 %173, 4194304
  %177 = select i1 %175, i32 %176, i32 %173
  %178 = bitcast i32 %177 to float
  %179 = add i64 %46, 10
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr %4, i64 %180
  store float %178, ptr %181, align 4
  %182 = getelementptr i8, ptr %49, i64 22
  %183 = load i16, ptr %182, align 2
  %184 = zext i16 %183 to i32
  %185 = shl i32 %184, 16
  %186 = and i32 %184, 32767
  %187 = icmp ugt i32 %186, 32640
  %188 = or i32 %185, 4194304
  %189 = select i1 %187, i32 %188, i32 %185
  %190 = bitcast i32 %189 to float
  %191 = add i64 %46, 11
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr %4, i64 %192
  store float %190, ptr %193, align 4
  %194 = getelementptr i8, ptr %49, i64 24
  %195 = load i16, ptr %194, align 2
  %196 = zext i16 %195 to i32
  %197 = shl i32 %196, 16
  %198 = and i32 %196, 32767
  %199 = icmp ugt i32 %198, 32640
  %200 = or i32 %197, 4194304
  %201 = select i1 %199, i32 %200, i32 %197
  %202 = bitcast i32 %201 to float
  %203 = add i64 %46, 12
  %204 = mul i64 %203, 4
  %205 = getelementptr i8, ptr %4, i64 %204
  store float %202, ptr %205, align 4
  %206 = getelementptr i8, ptr %49, i64 26
  %207 = load i16, ptr %206, align 2
  %208 = zext i16 %207 to i32
  %209 = shl i32 %208, 16
  %210 = and i32 %208, 32767
  %211 = icmp ugt i32 %210, 32640
  %212 = or i32 %209, 4194304
  %213 = select i1 %211, i32 %212, i32 %209
  %214 = bitcast i32 %213 to float
  %215 = add i64 %46, 13
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr %4, i64 %216
  store float %214, ptr %217, align 4
  %218 = getelementptr i8, ptr %49, i64 28
  %219 = load i16, ptr %218, align 2
  %220 = zext i16 %219 to i32
  %221 = shl i32 %220, 16
  %222 = and i32 %220, 32767
  %223 = icmp ugt i32 %222, 32640
  %224 = or i32 %221, 4194304
  %225 = select i1 %223, i32 %224, i32 %221
  %226 = bitcast i32 %225 to float
  %227 = add i64 %46, 14
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr %4, i64 %228
  store float %226, ptr %229, align 4
  %230 = getelementptr i8, ptr %49, i64 30
  %231 = load i16, ptr %230, align 2
  %232 = zext i16 %231 to i32
  %233 = shl i32 %232, 16
  %234 = and i32 %232, 32767
  %235 = icmp ugt i32 %234, 32640
  %236 = or i32 %233, 4194304
  %237 = select i1 %235, i32 %236, i32 %233
  %238 = bitcast i32 %237 to float
  %239 = add i64 %46, 15
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr %4, i64 %240
  store float %238, ptr %241, align 4
  %242 = getelementptr i8, ptr %49, i64 32
  %243 = load i16, ptr %242, align 2
  %244 = zext i16 %243 to i32
  %245 = shl i32 %244, 16
  %246 = and i32 %244, 32767
  %247 = icmp ugt i32 %246, 32640
  %248 = or i32 %245, 4194304
  %249 = select i1 %247, i32 %248, i32 %245
  %250 = bitcast i32 %249 to float
  %251 = add i64 %46, 16
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr %4, i64 %252
  store float %250, ptr %253, align 4
  %254 = getelementptr i8, ptr %49, i64 34
  %255 = load i16, ptr %254, align 2
  %256 = zext i16 %255 to i32
  %257 = shl i32 %256, 16
  %258 = and i32 %256, 32767
  %259 = icmp ugt i32 %258, 32640
  %260 = or i32 %257, 4194304
  %261 = select i1 %259, i32 %260, i32 %257
  %262 = bitcast i32 %261 to float
  %263 = add i64 %46, 17
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr %4, i64 %264
  store float %262, ptr %265, align 4
  %266 = getelementptr i8, ptr %49, i64 36
  %267 = load i16, ptr %266, align 2
  %268 = zext i16 %267 to i32
  %269 = shl i32 %268, 16
  %270 = and i32 %268, 32767
  %271 = icmp ugt i32 %270, 32640
  %272 = or i32 %269, 4194304
  %273 = select i1 %271, i32 %272, i32 %269
  %274 = bitcast i32 %273 to float
  %275 = add i64 %46, 18
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr %4, i64 %276
  store float %274, ptr %277, align 4
  %278 = getelementptr i8, ptr %49, i64 38
  %279 = load i16, ptr %278, align 2
  %280 = zext i16 %279 to i32
  %281 = shl i32 %280, 16
  %282 = and i32 %280, 32767
  %283 = icmp ugt i32 %282, 32640
  %284 = or i32 %281, 4194304
  %285 = select i1 %283, i32 %284, i32 %281
  %286 = bitcast i32 %285 to float
  %287 = add i64 %46, 19
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr %4, i64 %288
  store float %286, ptr %289, align 4
  %290 = getelementptr i8, ptr %49, i64 40
  %291 = load i16, ptr %290, align 2
  %292 = zext i16 %291 to i32
  %293 = shl i32 %292, 16
  %294 = and i32 %292, 32767
  %295 = icmp ugt i32 %294, 32640
  %296 = or i32 %293, 4194304
  %297 = select i1 %295, i32 %296, i32 %293
  %298 = bitcast i32 %297 to float
  %299 = add i64 %46, 20
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr %4, i64 %300
  store float %298, ptr %301, align 4
  %302 = getelementptr i8, ptr %49, i64 42
  %303 = load i16, ptr %302, align 2
  %304 = zext i16 %303 to i32
  %305 = shl i32 %304, 16
  %306 = and i32 %304, 32767
  %307 = icmp ugt i32 %306, 32640
  %308 = or i32 %305, 4194304
  %309 = select i1 %307, i32 %308, i32 %305
  %310 = bitcast i32 %309 to float
  %311 = add i64 %46, 21
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr %4, i64 %312
  store float %310, ptr %313, align 4
  %314 = getelementptr i8, ptr %49, i64 44
  %315 = load i16, ptr %314, align 2
  %316 = zext i16 %315 to i32
  %317 = shl i32 %316, 16
  %318 = and i32 %316, 32767
  %319 = icmp ugt i32 %318, 32640
  %320 = or i32 %317, 4194304
  %321 = select i1 %319, i32 %320, i32 %317
  %322 = bitcast i32 %321 to float
  %323 = add i64 %46, 22
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr %4, i64 %324
  store float %322, ptr %325, align 4
  %326 = getelementptr i8, ptr %49, i64 46
  %327 = load i16, ptr %326, align 2
  %328 = zext i16 %327 to i32
  %329 = shl i32 %328, 16
  %330 = and i32 %328, 32767
  %331 = icmp ugt i32 %330, 32640
  %332 = or i32 %329, 4194304
  %333 = select i1 %331, i32 %332, i32 %329
  %334 = bitcast i32 %333 to float
  %335 = add i64 %46, 23
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr %4, i64 %336
  store float %334, ptr %337, align 4
  %338 = getelementptr i8, ptr %49, i64 48
  %339 = load i16, ptr %338, align 2
  %340 = zext i16 %339 to i32
  %341 = shl i32 %340, 16
  %342 = and i32 %340, 32767
  %343 = icmp ugt i32 %342, 32640
  %344 = or i32 %341, 4194304
  %345 = select i1 %343, i32 %344, i32 %341
  %346 = bitcast i32 %345 to float
  %347 = add i64 %46, 24
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr %4, i64 %348
  store float %346, ptr %349, align 4
  %350 = getelementptr i8, ptr %49, i64 50
  %351 = load i16, ptr %350, align 2
  %352 = zext i16 %351 to i32
  %353 = shl i32 %352, 16
  %354 = and i32 %352, 32767
  %355 = icmp ugt i32 %354, 32640
  %356 = or i32 %353, 4194304
  %357 = select i1 %355, i32 %356, i32 %353
  %358 = bitcast i32 %357 to float
  %359 = add i64 %46, 25
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr %4, i64 %360
  store float %358, ptr %361, align 4
  %362 = getelementptr i8, ptr %49, i64 52
  %363 = load i16, ptr %362, align 2
  %364 = zext i16 %363 to i32
  %365 = shl i32 %364, 16
  %366 = and i32 %364, 32767
  %367 = icmp ugt i32 %366, 32640
  %368 = or i32 %365, 4194304
  %369 = select i1 %367, i32 %368, i32 %365
  %370 = bitcast i32 %369 to float
  %371 = add i64 %46, 26
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr %4, i64 %372
  store float %370, ptr %373, align 4
  %374 = getelementptr i8, ptr %49, i64 54
  %375 = load i16, ptr %374, align 2
  %376 = zext i16 %375 to i32
  %377 = shl i32 %376, 16
  %378 = and i32 %376, 32767
  %379 = icmp ugt i32 %378, 32640
  %380 = or i32 %377, 4194304
  %381 = select i1 %379, i32 %380, i32 %377
  %382 = bitcast i32 %381 to float
  %383 = add i64 %46, 27
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr %4, i64 %384
  store float %382, ptr %385, align 4
  %386 = getelementptr i8, ptr %49, i64 56
  %387 = load i16, ptr %386, align 2
  %388 = zext i16 %387 to i32
  %389 = shl i32 %388, 16
  %390 = and i32 %388, 32767
  %391 = icmp ugt i32 %390, 32640
  %392 = or i32 %389, 4194304
  %393 = select i1 %391, i32 %392, i32 %389
  %394 = bitcast i32 %393 to float
  %395 = add i64 %46, 28
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr %4, i64 %396
  store float %394, ptr %397, align 4
  %398 = getelementptr i8, ptr %49, i64 58
  %399 = load i16, ptr %398, align 2
  %400 = zext i16 %399 to i32
  %401 = shl i32 %400, 16
  %402 = and i32 %400, 32767
  %403 = icmp ugt i32 %402, 32640
  %404 = or i32 %401, 4194304
  %405 = select i1 %403, i32 %404, i32 %401
  %406 = bitcast i32 %405 to float
  %407 = add i64 %46, 29
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr %4, i64 %408
  store float %406, ptr %409, align 4
  %410 = getelementptr i8, ptr %49, i64 60
  %411 = load i16, ptr %410, align 2
  %412 = zext i16 %411 to i32
  %413 = shl i32 %412, 16
  %414 = and i32 %412, 32767
  %415 = icmp ugt i32 %414, 32640
  %416 = or i32 %413, 4194304
  %417 = select i1 %415, i32 %416, i32 %413
  %418 = bitcast i32 %417 to float
  %419 = add i64 %46, 30
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr %4, i64 %420
  store float %418, ptr %421, align 4
  %422 = getelementptr i8, ptr %49, i64 62
  %423 = load i16, ptr %422, align 2
  %424 = zext i16 %423 to i32
  %425 = shl i32 %424, 16
  %426 = and i32 %424, 32767
  %427 = icmp ugt i32 %426, 32640
  %428 = or i32 %425, 4194304
  %429 = select i1 %427, i32 %428, i32 %425
  %430 = bitcast i32 %429 to float
  %431 = add i64 %46, 31
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr %4, i64 %432
  store float %430, ptr %433, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %434 = xor i1 %33, true
  br i1 %434, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %435 = add i64 %46, 0
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr %4, i64 %436
  store float 0.000000e+00, ptr %437, align 4
  %438 = add i64 %46, 1
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr %4, i64 %439
  store float 0.000000e+00, ptr %440, align 4
  %441 = add i64 %46, 2
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr %4, i64 %442
  store float 0.000000e+00, ptr %443, align 4
  %444 = add i64 %46, 3
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr %4, i64 %445
  store float 0.000000e+00, ptr %446, align 4
  %447 = add i64 %46, 4
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr %4, i64 %448
  store float 0.000000e+00, ptr %449, align 4
  %450 = add i64 %46, 5
  %451 = mul i64 %450, 4
  %452 = getelementptr i8, ptr %4, i64 %451
  store float 0.000000e+00, ptr %452, align 4
  %453 = add i64 %46, 6
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr %4, i64 %454
  store float 0.000000e+00, ptr %455, align 4
  %456 = add i64 %46, 7
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr %4, i64 %457
  store float 0.000000e+00, ptr %458, align 4
  %459 = add i64 %46, 8
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr %4, i64 %460
  store float 0.000000e+00, ptr %461, align 4
  %462 = add i64 %46, 9
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr %4, i64 %463
  store float 0.000000e+00, ptr %464, align 4
  %465 = add i64 %46, 10
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr %4, i64 %466
  store float 0.000000e+00, ptr %467, align 4
  %468 = add i64 %46, 11
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr %4, i64 %469
  store float 0.000000e+00, ptr %470, align 4
  %471 = add i64 %46, 12
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr %4, i64 %472
  store float 0.000000e+00, ptr %473, align 4
  %474 = add i64 %46, 13
  %475 = mul i64 %474, 4
  %476 = getelementptr i8, ptr %4, i64 %475
  store float 0.000000e+00, ptr %476, align 4
  %477 = add i64 %46, 14
  %478 = mul i64 %477, 4
  %479 = getelementptr i8, ptr %4, i64 %478
  store float 0.000000e+00, ptr %479, align 4
  %480 = add i64 %46, 15
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr %4, i64 %481
  store float 0.000000e+00, ptr %482, align 4
  %483 = add i64 %46, 16
  %484 = mul i64 %483, 4
  %485 = getelementptr i8, ptr %4, i64 %484
  store float 0.000000e+00, ptr %485, align 4
  %486 = add i64 %46, 17
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr %4, i64 %487
  store float 0.000000e+00, ptr %488, align 4
  %489 = add i64 %46, 18
  %490 = mul i64 %489, 4
  %491 = getelementptr i8, ptr %4, i64 %490
  store float 0.000000e+00, ptr %491, align 4
  %492 = add i64 %46, 19
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr %4, i64 %493
  store float 0.000000e+00, ptr %494, align 4
  %495 = add i64 %46, 20
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr %4, i64 %496
  store float 0.000000e+00, ptr %497, align 4
  %498 = add i64 %46, 21
  %499 = mul i64 %498, 4
  %500 = getelementptr i8, ptr %4, i64 %499
  store float 0.000000e+00, ptr %500, align 4
  %501 = add i64 %46, 22
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr %4, i64 %502
  store float 0.000000e+00, ptr %503, align 4
  %504 = add i64 %46, 23
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr %4, i64 %505
  store float 0.000000e+00, ptr %506, align 4
  %507 = add i64 %46, 24
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr %4, i64 %508
  store float 0.000000e+00, ptr %509, align 4
  %510 = add i64 %46, 25
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr %4, i64 %511
  store float 0.000000e+00, ptr %512, align 4
  %513 = add i64 %46, 26
  %514 = mul i64 %513, 4
  %515 = getelementptr i8, ptr %4, i64 %514
  store float 0.000000e+00, ptr %515, align 4
  %516 = add i64 %46, 27
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr %4, i64 %517
  store float 0.000000e+00, ptr %518, align 4
  %519 = add i64 %46, 28
  %520 = mul i64 %519, 4
  %521 = getelementptr i8, ptr %4, i64 %520
  store float 0.000000e+00, ptr %521, align 4
  %522 = add i64 %46, 29
  %523 = mul i64 %522, 4
  %524 = getelementptr i8, ptr %4, i64 %523
  store float 0.000000e+00, ptr %524, align 4
  %525 = add i64 %46, 30
  %526 = mul i64 %525, 4
  %527 = getelementptr i8, ptr %4, i64 %526
  store float 0.000000e+00, ptr %527, align 4
  %528 = add i64 %46, 31
  %529 = mul i64 %528, 4
  %530 = getelementptr i8, ptr %4, i64 %529
  store float 0.000000e+00, ptr %530, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
