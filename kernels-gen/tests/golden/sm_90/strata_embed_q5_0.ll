; ModuleID = 'strata_embed_q5_0'
source_filename = "strata_embed_q5_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q5_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 128
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = udiv i32 %3, 32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %12 = sext i32 %9 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  %19 = select i1 %18, i32 %15, i32 0
  %20 = sext i32 %3 to i64
  %21 = udiv i64 %20, 32
  %22 = mul i64 %21, 22
  %23 = sext i32 %19 to i64
  %24 = mul i64 %23, %22
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 %24
  %26 = sext i32 %9 to i64
  %27 = sext i32 %3 to i64
  %28 = mul i64 %26, %27
  %29 = sext i32 %8 to i64
  %30 = mul i64 %29, 32
  %31 = add i64 %28, %30
  br i1 %18, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %32 = sext i32 %8 to i64
  %33 = udiv i64 %32, 1
  %34 = mul i64 %33, 22
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 1
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 2
  %43 = load i32, ptr addrspace(1) %42, align 2
  %44 = getelementptr i8, ptr addrspace(1) %35, i64 6
  %45 = load i32, ptr addrspace(1) %44, align 2
  %46 = getelementptr i8, ptr addrspace(1) %35, i64 10
  %47 = load i32, ptr addrspace(1) %46, align 2
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 14
  %49 = load i32, ptr addrspace(1) %48, align 2
  %50 = getelementptr i8, ptr addrspace(1) %35, i64 18
  %51 = load i32, ptr addrspace(1) %50, align 2
  %52 = lshr i32 %45, 0
  %53 = and i32 %52, 15
  %54 = lshr i32 %43, 0
  %55 = and i32 %54, 1
  %56 = shl i32 %55, 4
  %57 = or i32 %53, %56
  %58 = sub i32 %57, 16
  %59 = sitofp i32 %58 to float
  %60 = fmul float %41, %59
  %61 = add i64 %31, 0
  %62 = mul i64 %61, 4
  %63 = getelementptr i8, ptr addrspace(1) %0, i64 %62
  store float %60, ptr addrspace(1) %63, align 4
  %64 = lshr i32 %45, 8
  %65 = and i32 %64, 15
  %66 = lshr i32 %43, 1
  %67 = and i32 %66, 1
  %68 = shl i32 %67, 4
  %69 = or i32 %65, %68
  %70 = sub i32 %69, 16
  %71 = sitofp i32 %70 to float
  %72 = fmul float %41, %71
  %73 = add i64 %31, 1
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %0, i64 %74
  store float %72, ptr addrspace(1) %75, align 4
  %76 = lshr i32 %45, 16
  %77 = and i32 %76, 15
  %78 = lshr i32 %43, 2
  %79 = and i32 %78, 1
  %80 = shl i32 %79, 4
  %81 = or i32 %77, %80
  %82 = sub i32 %81, 16
  %83 = sitofp i32 %82 to float
  %84 = fmul float %41, %83
  %85 = add i64 %31, 2
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %0, i64 %86
  store float %84, ptr addrspace(1) %87, align 4
  %88 = lshr i32 %45, 24
  %89 = and i32 %88, 15
  %90 = lshr i32 %43, 3
  %91 = and i32 %90, 1
  %92 = shl i32 %91, 4
  %93 = or i32 %89, %92
  %94 = sub i32 %93, 16
  %95 = sitofp i32 %94 to float
  %96 = fmul float %41, %95
  %97 = add i64 %31, 3
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98
  store float %96, ptr addrspace(1) %99, align 4
  %100 = lshr i32 %47, 0
  %101 = and i32 %100, 15
  %102 = lshr i32 %43, 4
  %103 = and i32 %102, 1
  %104 = shl i32 %103, 4
  %105 = or i32 %101, %104
  %106 = sub i32 %105, 16
  %107 = sitofp i32 %106 to float
  %108 = fmul float %41, %107
  %109 = add i64 %31, 4
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %0, i64 %110
  store float %108, ptr addrspace(1) %111, align 4
  %112 = lshr i32 %47, 8
  %113 = and i32 %112, 15
  %114 = lshr i32 %43, 5
  %115 = and i32 %114, 1
  %116 = shl i32 %115, 4
  %117 = or i32 %113, %116
  %118 = sub i32 %117, 16
  %119 = sitofp i32 %118 to float
  %120 = fmul float %41, %119
  %121 = add i64 %31, 5
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(1) %0, i64 %122
  store float %120, ptr addrspace(1) %123, align 4
  %124 = lshr i32 %47, 16
  %125 = and i32 %124, 15
  %126 = lshr i32 %43, 6
  %127 = and i32 %126, 1
  %128 = shl i32 %127, 4
  %129 = or i32 %125, %128
  %130 = sub i32 %129, 16
  %131 = sitofp i32 %130 to float
  %132 = fmul float %41, %131
  %133 = add i64 %31, 6
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %0, i64 %134
  store float %132, ptr addrspace(1) %135, align 4
  %136 = lshr i32 %47, 24
  %137 = and i32 %136, 15
  %138 = lshr i32 %43, 7
  %139 = and i32 %138, 1
  %140 = shl i32 %139, 4
  %141 = or i32 %137, %140
  %142 = sub i32 %141, 16
  %143 = sitofp i32 %142 to float
  %144 = fmul float %41, %143
  %145 = add i64 %31, 7
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %0, i64 %146
  store float %144, ptr addrspace(1) %147, align 4
  %148 = lshr i32 %49, 0
  %149 = and i32 %148, 15
  %150 = lshr i32 %43, 8
  %151 = and i32 %150, 1
  %152 = shl i32 %151, 4
  %153 = or i32 %149, %152
  %154 = sub i32 %153, 16
  %155 = sitofp i32 %154 to float
  %156 = fmul float %41, %155
  %157 = add i64 %31, 8
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  store float %156, ptr addrspace(1) %159, align 4
  %160 = lshr i32 %49, 8
  %161 = and i32 %160, 15
  %162 = lshr i32 %43, 9
  %163 = and i32 %162, 1
  %164 = shl i32 %163, 4
  %165 = or i32 %161, %164
  %166 = sub i32 %165, 16
  %167 = sitofp i32 %166 to float
  %168 = fmul float %41, %167
  %169 = add i64 %31, 9
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %0, i64 %170
  store float %168, ptr addrspace(1) %171, align 4
  %172 = lshr i32 %49, 16
  %173 = and i32 %172, 15
  %174 = lshr i32 %43, 10
  %175 = and i32 %174, 1
  %176 = shl i32 %175, 4
  %177 = or i32 %173, %176
  %178 = sub i32 %177, 16
  %179 = sitofp i32 %178 to float
  %180 = fmul float %41, %179
  %181 = add i64 %31, 10
  %182 = mul i64 %181, 4
  %183 = getelementptr i8, ptr addrspace(1) %0, i64 %182
  store float %180, ptr addrspace(1) %183, align 4
  %184 = lshr i32 %49, 24
  %185 = and i32 %184, 15
  %186 = lshr i32 %43, 11
  %187 = and i32 %186, 1
  %188 = shl i32 %187, 4
  %189 = or i32 %185, %188
  %190 = sub i32 %189, 16
  %191 = sitofp i32 %190 to float
  %192 = fmul float %41, %191
  %193 = add i64 %31, 11
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %0, i64 %194
  store float %192, ptr addrspace(1) %195, align 4
  %196 = lshr i32 %51, 0
  %197 = and i32 %196, 15
  %198 = lshr i32 %43, 12
  %199 = and i32 %198, 1
  %200 = shl i32 %199, 4
  %201 = or i32 %197, %200
  %202 = sub i32 %201, 16
  %203 = sitofp i32 %202 to float
  %204 = fmul float %41, %203
  %205 = add i64 %31, 12
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  store float %204, ptr addrspace(1) %207, align 4
  %208 = lshr i32 %51, 8
  %209 = and i32 %208, 15
  %210 = lshr i32 %43, 13
  %211 = and i32 %210, 1
  %212 = shl i32 %211, 4
  %213 = or i32 %209, %212
  %214 = sub i32 %213, 16
  %215 = sitofp i32 %214 to float
  %216 = fmul float %41, %215
  %217 = add i64 %31, 13
  %218 = mul i64 %217, 4
  %219 = getelementptr i8, ptr addrspace(1) %0, i64 %218
  store float %216, ptr addrspace(1) %219, align 4
  %220 = lshr i32 %51, 16
  %221 = and i32 %220, 15
  %222 = lshr i32 %43, 14
  %223 = and i32 %222, 1
  %224 = shl i32 %223, 4
  %225 = or i32 %221, %224
  %226 = sub i32 %225, 16
  %227 = sitofp i32 %226 to float
  %228 = fmul float %41, %227
  %229 = add i64 %31, 14
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr addrspace(1) %0, i64 %230
  store float %228, ptr addrspace(1) %231, align 4
  %232 = lshr i32 %51, 24
  %233 = and i32 %232, 15
  %234 = lshr i32 %43, 15
  %235 = and i32 %234, 1
  %236 = shl i32 %235, 4
  %237 = or i32 %233, %236
  %238 = sub i32 %237, 16
  %239 = sitofp i32 %238 to float
  %240 = fmul float %41, %239
  %241 = add i64 %31, 15
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr addrspace(1) %0, i64 %242
  store float %240, ptr addrspace(1) %243, align 4
  %244 = lshr i32 %45, 4
  %245 = and i32 %244, 15
  %246 = lshr i32 %43, 16
  %247 = and i32 %246, 1
  %248 = shl i32 %247, 4
  %249 = or i32 %245, %248
  %250 = sub i32 %249, 16
  %251 = sitofp i32 %250 to float
  %252 = fmul float %41, %251
  %253 = add i64 %31, 16
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %0, i64 %254
  store float %252, ptr addrspace(1) %255, align 4
  %256 = lshr i32 %45, 12
  %257 = and i32 %256, 15
  %258 = lshr i32 %43, 17
  %259 = and i32 %258, 1
  %260 = shl i32 %259, 4
  %261 = or i32 %257, %260
  %262 = sub i32 %261, 16
  %263 = sitofp i32 %262 to float
  %264 = fmul float %41, %263
  %265 = add i64 %31, 17
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr addrspace(1) %0, i64 %266
  store float %264, ptr addrspace(1) %267, align 4
  %268 = lshr i32 %45, 20
  %269 = and i32 %268, 15
  %270 = lshr i32 %43, 18
  %271 = and i32 %270, 1
  %272 = shl i32 %271, 4
  %273 = or i32 %269, %272
  %274 = sub i32 %273, 16
  %275 = sitofp i32 %274 to float
  %276 = fmul float %41, %275
  %277 = add i64 %31, 18
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %0, i64 %278
  store float %276, ptr addrspace(1) %279, align 4
  %280 = lshr i32 %45, 28
  %281 = and i32 %280, 15
  %282 = lshr i32 %43, 19
  %283 = and i32 %282, 1
  %284 = shl i32 %283, 4
  %285 = or i32 %281, %284
  %286 = sub i32 %285, 16
  %287 = sitofp i32 %286 to float
  %288 = fmul float %41, %287
  %289 = add i64 %31, 19
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) %0, i64 %290
  store float %288, ptr addrspace(1) %291, align 4
  %292 = lshr i32 %47, 4
  %293 = and i32 %292, 15
  %294 = lshr i32 %43, 20
  %295 = and i32 %294, 1
  %296 = shl i32 %295, 4
  %297 = or i32 %293, %296
  %298 = sub i32 %297, 16
  %299 = sitofp i32 %298 to float
  %300 = fmul float %41, %299
  %301 = add i64 %31, 20
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr addrspace(1) %0, i64 %302
  store float %300, ptr addrspace(1) %303, align 4
  %304 = lshr i32 %47, 12
  %305 = and i32 %304, 15
  %306 = lshr i32 %43, 21
  %307 = and i32 %306, 1
  %308 = shl i32 %307, 4
  %309 = or i32 %305, %308
  %310 = sub i32 %309, 16
  %311 = sitofp i32 %310 to float
  %312 = fmul float %41, %311
  %313 = add i64 %31, 21
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  store float %312, ptr addrspace(1) %315, align 4
  %316 = lshr i32 %47, 20
  %317 = and i32 %316, 15
  %318 = lshr i32 %43, 22
  %319 = and i32 %318, 1
  %320 = shl i32 %319, 4
  %321 = or i32 %317, %320
  %322 = sub i32 %321, 16
  %323 = sitofp i32 %322 to float
  %324 = fmul float %41, %323
  %325 = add i64 %31, 22
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(1) %0, i64 %326
  store float %324, ptr addrspace(1) %327, align 4
  %328 = lshr i32 %47, 28
  %329 = and i32 %328, 15
  %330 = lshr i32 %43, 23
  %331 = and i32 %330, 1
  %332 = shl i32 %331, 4
  %333 = or i32 %329, %332
  %334 = sub i32 %333, 16
  %335 = sitofp i32 %334 to float
  %336 = fmul float %41, %335
  %337 = add i64 %31, 23
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  %340 = lshr i32 %49, 4
  %341 = and i32 %340, 15
  %342 = lshr i32 %43, 24
  %343 = and i32 %342, 1
  %344 = shl i32 %343, 4
  %345 = or i32 %341, %344
  %346 = sub i32 %345, 16
  %347 = sitofp i32 %346 to float
  %348 = fmul float %41, %347
  %349 = add i64 %31, 24
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %0, i64 %350
  store float %348, ptr addrspace(1) %351, align 4
  %352 = lshr i32 %49, 12
  %353 = and i32 %352, 15
  %354 = lshr i32 %43, 25
  %355 = and i32 %354, 1
  %356 = shl i32 %355, 4
  %357 = or i32 %353, %356
  %358 = sub i32 %357, 16
  %359 = sitofp i32 %358 to float
  %360 = fmul float %41, %359
  %361 = add i64 %31, 25
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(1) %0, i64 %362
  store float %360, ptr addrspace(1) %363, align 4
  %364 = lshr i32 %49, 20
  %365 = and i32 %364, 15
  %366 = lshr i32 %43, 26
  %367 = and i32 %366, 1
  %368 = shl i32 %367, 4
  %369 = or i32 %365, %368
  %370 = sub i32 %369, 16
  %371 = sitofp i32 %370 to float
  %372 = fmul float %41, %371
  %373 = add i64 %31, 26
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %0, i64 %374
  store float %372, ptr addrspace(1) %375, align 4
  %376 = lshr i32 %49, 28
  %377 = and i32 %376, 15
  %378 = lshr i32 %43, 27
  %379 = and i32 %378, 1
  %380 = shl i32 %379, 4
  %381 = or i32 %377, %380
  %382 = sub i32 %381, 16
  %383 = sitofp i32 %382 to float
  %384 = fmul float %41, %383
  %385 = add i64 %31, 27
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %0, i64 %386
  store float %384, ptr addrspace(1) %387, align 4
  %388 = lshr i32 %51, 4
  %389 = and i32 %388, 15
  %390 = lshr i32 %43, 28
  %391 = and i32 %390, 1
  %392 = shl i32 %391, 4
  %393 = or i32 %389, %392
  %394 = sub i32 %393, 16
  %395 = sitofp i32 %394 to float
  %396 = fmul float %41, %395
  %397 = add i64 %31, 28
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr addrspace(1) %0, i64 %398
  store float %396, ptr addrspace(1) %399, align 4
  %400 = lshr i32 %51, 12
  %401 = and i32 %400, 15
  %402 = lshr i32 %43, 29
  %403 = and i32 %402, 1
  %404 = shl i32 %403, 4
  %405 = or i32 %401, %404
  %406 = sub i32 %405, 16
  %407 = sitofp i32 %406 to float
  %408 = fmul float %41, %407
  %409 = add i64 %31, 29
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %0, i64 %410
  store float %408, ptr addrspace(1) %411, align 4
  %412 = lshr i32 %51, 20
  %413 = and i32 %412, 15
  %414 = lshr i32 %43, 30
  %415 = and i32 %414, 1
  %416 = shl i32 %415, 4
  %417 = or i32 %413, %416
  %418 = sub i32 %417, 16
  %419 = sitofp i32 %418 to float
  %420 = fmul float %41, %419
  %421 = add i64 %31, 30
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %0, i64 %422
  store float %420, ptr addrspace(1) %423, align 4
  %424 = lshr i32 %51, 28
  %425 = and i32 %424, 15
  %426 = lshr i32 %43, 31
  %427 = and i32 %426, 1
  %428 = shl i32 %427, 4
  %429 = or i32 %425, %428
  %430 = sub i32 %429, 16
  %431 = sitofp i32 %430 to float
  %432 = fmul float %41, %431
  %433 = add i64 %31, 31
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) %0, i64 %434
  store float %432, ptr addrspace(1) %435, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %436 = xor i1 %18, true
  br i1 %436, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %437 = add i64 %31, 0
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(1) %0, i64 %438
  store float 0.000000e+00, ptr addrspace(1) %439, align 4
  %440 = add i64 %31, 1
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(1) %0, i64 %441
  store float 0.000000e+00, ptr addrspace(1) %442, align 4
  %443 = add i64 %31, 2
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(1) %0, i64 %444
  store float 0.000000e+00, ptr addrspace(1) %445, align 4
  %446 = add i64 %31, 3
  %447 = mul i64 %446, 4
  %448 = getelementptr i8, ptr addrspace(1) %0, i64 %447
  store float 0.000000e+00, ptr addrspace(1) %448, align 4
  %449 = add i64 %31, 4
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(1) %0, i64 %450
  store float 0.000000e+00, ptr addrspace(1) %451, align 4
  %452 = add i64 %31, 5
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %0, i64 %453
  store float 0.000000e+00, ptr addrspace(1) %454, align 4
  %455 = add i64 %31, 6
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %0, i64 %456
  store float 0.000000e+00, ptr addrspace(1) %457, align 4
  %458 = add i64 %31, 7
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr addrspace(1) %0, i64 %459
  store float 0.000000e+00, ptr addrspace(1) %460, align 4
  %461 = add i64 %31, 8
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %0, i64 %462
  store float 0.000000e+00, ptr addrspace(1) %463, align 4
  %464 = add i64 %31, 9
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr addrspace(1) %0, i64 %465
  store float 0.000000e+00, ptr addrspace(1) %466, align 4
  %467 = add i64 %31, 10
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %0, i64 %468
  store float 0.000000e+00, ptr addrspace(1) %469, align 4
  %470 = add i64 %31, 11
  %471 = mul i64 %470, 4
  %472 = getelementptr i8, ptr addrspace(1) %0, i64 %471
  store float 0.000000e+00, ptr addrspace(1) %472, align 4
  %473 = add i64 %31, 12
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr addrspace(1) %0, i64 %474
  store float 0.000000e+00, ptr addrspace(1) %475, align 4
  %476 = add i64 %31, 13
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %0, i64 %477
  store float 0.000000e+00, ptr addrspace(1) %478, align 4
  %479 = add i64 %31, 14
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr addrspace(1) %0, i64 %480
  store float 0.000000e+00, ptr addrspace(1) %481, align 4
  %482 = add i64 %31, 15
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %0, i64 %483
  store float 0.000000e+00, ptr addrspace(1) %484, align 4
  %485 = add i64 %31, 16
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr addrspace(1) %0, i64 %486
  store float 0.000000e+00, ptr addrspace(1) %487, align 4
  %488 = add i64 %31, 17
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr addrspace(1) %0, i64 %489
  store float 0.000000e+00, ptr addrspace(1) %490, align 4
  %491 = add i64 %31, 18
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %0, i64 %492
  store float 0.000000e+00, ptr addrspace(1) %493, align 4
  %494 = add i64 %31, 19
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr addrspace(1) %0, i64 %495
  store float 0.000000e+00, ptr addrspace(1) %496, align 4
  %497 = add i64 %31, 20
  %498 = mul i64 %497, 4
  %499 = getelementptr i8, ptr addrspace(1) %0, i64 %498
  store float 0.000000e+00, ptr addrspace(1) %499, align 4
  %500 = add i64 %31, 21
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr addrspace(1) %0, i64 %501
  store float 0.000000e+00, ptr addrspace(1) %502, align 4
  %503 = add i64 %31, 22
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr addrspace(1) %0, i64 %504
  store float 0.000000e+00, ptr addrspace(1) %505, align 4
  %506 = add i64 %31, 23
  %507 = mul i64 %506, 4
  %508 = getelementptr i8, ptr addrspace(1) %0, i64 %507
  store float 0.000000e+00, ptr addrspace(1) %508, align 4
  %509 = add i64 %31, 24
  %510 = mul i64 %509, 4
  %511 = getelementptr i8, ptr addrspace(1) %0, i64 %510
  store float 0.000000e+00, ptr addrspace(1) %511, align 4
  %512 = add i64 %31, 25
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr addrspace(1) %0, i64 %513
  store float 0.000000e+00, ptr addrspace(1) %514, align 4
  %515 = add i64 %31, 26
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr addrspace(1) %0, i64 %516
  store float 0.000000e+00, ptr addrspace(1) %517, align 4
  %518 = add i64 %31, 27
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr addrspace(1) %0, i64 %519
  store float 0.000000e+00, ptr addrspace(1) %520, align 4
  %521 = add i64 %31, 28
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(1) %0, i64 %522
  store float 0.000000e+00, ptr addrspace(1) %523, align 4
  %524 = add i64 %31, 29
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float 0.000000e+00, ptr addrspace(1) %526, align 4
  %527 = add i64 %31, 30
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 %528
  store float 0.000000e+00, ptr addrspace(1) %529, align 4
  %530 = add i64 %31, 31
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 %531
  store float 0.000000e+00, ptr addrspace(1) %532, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_embed_q5_0, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q5_0, !"maxntidx", i32 128}
