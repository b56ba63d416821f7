; ModuleID = 'strata_embed_q3_k'
source_filename = "strata_embed_q3_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q3_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %21 = udiv i64 %20, 256
  %22 = mul i64 %21, 110
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
  %33 = udiv i64 %32, 8
  %34 = mul i64 %33, 110
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 108
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = lshr i32 %37, 2
  %43 = mul i32 %42, 4
  %44 = lshr i32 %37, 1
  %45 = mul i32 %44, 2
  %46 = mul i32 %37, 2
  %47 = and i32 %37, 1
  %48 = mul i32 %47, 2
  %49 = add i32 %46, 0
  %50 = and i32 %49, 7
  %51 = sext i32 %50 to i64
  %52 = add i64 96, %51
  %53 = getelementptr i8, ptr addrspace(1) %35, i64 %52
  %54 = load i8, ptr addrspace(1) %53, align 1
  %55 = zext i8 %54 to i32
  %56 = lshr i32 %55, %43
  %57 = and i32 %56, 15
  %58 = add i32 %48, 0
  %59 = sext i32 %58 to i64
  %60 = add i64 104, %59
  %61 = getelementptr i8, ptr addrspace(1) %35, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1
  %63 = zext i8 %62 to i32
  %64 = lshr i32 %63, %45
  %65 = and i32 %64, 3
  %66 = shl i32 %65, 4
  %67 = or i32 %57, %66
  %68 = sub i32 %67, 32
  %69 = sitofp i32 %68 to float
  %70 = fmul float %41, %69
  %71 = add i32 %46, 1
  %72 = and i32 %71, 7
  %73 = sext i32 %72 to i64
  %74 = add i64 96, %73
  %75 = getelementptr i8, ptr addrspace(1) %35, i64 %74
  %76 = load i8, ptr addrspace(1) %75, align 1
  %77 = zext i8 %76 to i32
  %78 = lshr i32 %77, %43
  %79 = and i32 %78, 15
  %80 = add i32 %48, 1
  %81 = sext i32 %80 to i64
  %82 = add i64 104, %81
  %83 = getelementptr i8, ptr addrspace(1) %35, i64 %82
  %84 = load i8, ptr addrspace(1) %83, align 1
  %85 = zext i8 %84 to i32
  %86 = lshr i32 %85, %45
  %87 = and i32 %86, 3
  %88 = shl i32 %87, 4
  %89 = or i32 %79, %88
  %90 = sub i32 %89, 32
  %91 = sitofp i32 %90 to float
  %92 = fmul float %41, %91
  %93 = lshr i32 %37, 2
  %94 = sext i32 %93 to i64
  %95 = mul i64 %94, 32
  %96 = add i64 32, %95
  %97 = and i32 %37, 3
  %98 = mul i32 %97, 2
  %99 = add i64 %96, 0
  %100 = getelementptr i8, ptr addrspace(1) %35, i64 %99
  %101 = load i32, ptr addrspace(1) %100, align 2
  %102 = lshr i32 %101, %98
  %103 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %104 = load i32, ptr addrspace(1) %103, align 2
  %105 = lshr i32 %104, %37
  %106 = lshr i32 %102, 0
  %107 = and i32 %106, 3
  %108 = lshr i32 %105, 0
  %109 = and i32 %108, 1
  %110 = xor i32 %109, 1
  %111 = shl i32 %110, 2
  %112 = sub i32 %107, %111
  %113 = sitofp i32 %112 to float
  %114 = fmul float %70, %113
  %115 = add i64 %31, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %0, i64 %116
  store float %114, ptr addrspace(1) %117, align 4
  %118 = lshr i32 %102, 8
  %119 = and i32 %118, 3
  %120 = lshr i32 %105, 8
  %121 = and i32 %120, 1
  %122 = xor i32 %121, 1
  %123 = shl i32 %122, 2
  %124 = sub i32 %119, %123
  %125 = sitofp i32 %124 to float
  %126 = fmul float %70, %125
  %127 = add i64 %31, 1
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  store float %126, ptr addrspace(1) %129, align 4
  %130 = lshr i32 %102, 16
  %131 = and i32 %130, 3
  %132 = lshr i32 %105, 16
  %133 = and i32 %132, 1
  %134 = xor i32 %133, 1
  %135 = shl i32 %134, 2
  %136 = sub i32 %131, %135
  %137 = sitofp i32 %136 to float
  %138 = fmul float %70, %137
  %139 = add i64 %31, 2
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %0, i64 %140
  store float %138, ptr addrspace(1) %141, align 4
  %142 = lshr i32 %102, 24
  %143 = and i32 %142, 3
  %144 = lshr i32 %105, 24
  %145 = and i32 %144, 1
  %146 = xor i32 %145, 1
  %147 = shl i32 %146, 2
  %148 = sub i32 %143, %147
  %149 = sitofp i32 %148 to float
  %150 = fmul float %70, %149
  %151 = add i64 %31, 3
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %0, i64 %152
  store float %150, ptr addrspace(1) %153, align 4
  %154 = add i64 %96, 4
  %155 = getelementptr i8, ptr addrspace(1) %35, i64 %154
  %156 = load i32, ptr addrspace(1) %155, align 2
  %157 = lshr i32 %156, %98
  %158 = getelementptr i8, ptr addrspace(1) %35, i64 4
  %159 = load i32, ptr addrspace(1) %158, align 2
  %160 = lshr i32 %159, %37
  %161 = lshr i32 %157, 0
  %162 = and i32 %161, 3
  %163 = lshr i32 %160, 0
  %164 = and i32 %163, 1
  %165 = xor i32 %164, 1
  %166 = shl i32 %165, 2
  %167 = sub i32 %162, %166
  %168 = sitofp i32 %167 to float
  %169 = fmul float %70, %168
  %170 = add i64 %31, 4
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %0, i64 %171
  store float %169, ptr addrspace(1) %172, align 4
  %173 = lshr i32 %157, 8
  %174 = and i32 %173, 3
  %175 = lshr i32 %160, 8
  %176 = and i32 %175, 1
  %177 = xor i32 %176, 1
  %178 = shl i32 %177, 2
  %179 = sub i32 %174, %178
  %180 = sitofp i32 %179 to float
  %181 = fmul float %70, %180
  %182 = add i64 %31, 5
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) %0, i64 %183
  store float %181, ptr addrspace(1) %184, align 4
  %185 = lshr i32 %157, 16
  %186 = and i32 %185, 3
  %187 = lshr i32 %160, 16
  %188 = and i32 %187, 1
  %189 = xor i32 %188, 1
  %190 = shl i32 %189, 2
  %191 = sub i32 %186, %190
  %192 = sitofp i32 %191 to float
  %193 = fmul float %70, %192
  %194 = add i64 %31, 6
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %0, i64 %195
  store float %193, ptr addrspace(1) %196, align 4
  %197 = lshr i32 %157, 24
  %198 = and i32 %197, 3
  %199 = lshr i32 %160, 24
  %200 = and i32 %199, 1
  %201 = xor i32 %200, 1
  %202 = shl i32 %201, 2
  %203 = sub i32 %198, %202
  %204 = sitofp i32 %203 to float
  %205 = fmul float %70, %204
  %206 = add i64 %31, 7
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %0, i64 %207
  store float %205, ptr addrspace(1) %208, align 4
  %209 = add i64 %96, 8
  %210 = getelementptr i8, ptr addrspace(1) %35, i64 %209
  %211 = load i32, ptr addrspace(1) %210, align 2
  %212 = lshr i32 %211, %98
  %213 = getelementptr i8, ptr addrspace(1) %35, i64 8
  %214 = load i32, ptr addrspace(1) %213, align 2
  %215 = lshr i32 %214, %37
  %216 = lshr i32 %212, 0
  %217 = and i32 %216, 3
  %218 = lshr i32 %215, 0
  %219 = and i32 %218, 1
  %220 = xor i32 %219, 1
  %221 = shl i32 %220, 2
  %222 = sub i32 %217, %221
  %223 = sitofp i32 %222 to float
  %224 = fmul float %70, %223
  %225 = add i64 %31, 8
  %226 = mul i64 %225, 4
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  store float %224, ptr addrspace(1) %227, align 4
  %228 = lshr i32 %212, 8
  %229 = and i32 %228, 3
  %230 = lshr i32 %215, 8
  %231 = and i32 %230, 1
  %232 = xor i32 %231, 1
  %233 = shl i32 %232, 2
  %234 = sub i32 %229, %233
  %235 = sitofp i32 %234 to float
  %236 = fmul float %70, %235
  %237 = add i64 %31, 9
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr addrspace(1) %0, i64 %238
  store float %236, ptr addrspace(1) %239, align 4
  %240 = lshr i32 %212, 16
  %241 = and i32 %240, 3
  %242 = lshr i32 %215, 16
  %243 = and i32 %242, 1
  %244 = xor i32 %243, 1
  %245 = shl i32 %244, 2
  %246 = sub i32 %241, %245
  %247 = sitofp i32 %246 to float
  %248 = fmul float %70, %247
  %249 = add i64 %31, 10
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %0, i64 %250
  store float %248, ptr addrspace(1) %251, align 4
  %252 = lshr i32 %212, 24
  %253 = and i32 %252, 3
  %254 = lshr i32 %215, 24
  %255 = and i32 %254, 1
  %256 = xor i32 %255, 1
  %257 = shl i32 %256, 2
  %258 = sub i32 %253, %257
  %259 = sitofp i32 %258 to float
  %260 = fmul float %70, %259
  %261 = add i64 %31, 11
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(1) %0, i64 %262
  store float %260, ptr addrspace(1) %263, align 4
  %264 = add i64 %96, 12
  %265 = getelementptr i8, ptr addrspace(1) %35, i64 %264
  %266 = load i32, ptr addrspace(1) %265, align 2
  %267 = lshr i32 %266, %98
  %268 = getelementptr i8, ptr addrspace(1) %35, i64 12
  %269 = load i32, ptr addrspace(1) %268, align 2
  %270 = lshr i32 %269, %37
  %271 = lshr i32 %267, 0
  %272 = and i32 %271, 3
  %273 = lshr i32 %270, 0
  %274 = and i32 %273, 1
  %275 = xor i32 %274, 1
  %276 = shl i32 %275, 2
  %277 = sub i32 %272, %276
  %278 = sitofp i32 %277 to float
  %279 = fmul float %70, %278
  %280 = add i64 %31, 12
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %0, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  %283 = lshr i32 %267, 8
  %284 = and i32 %283, 3
  %285 = lshr i32 %270, 8
  %286 = and i32 %285, 1
  %287 = xor i32 %286, 1
  %288 = shl i32 %287, 2
  %289 = sub i32 %284, %288
  %290 = sitofp i32 %289 to float
  %291 = fmul float %70, %290
  %292 = add i64 %31, 13
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) %0, i64 %293
  store float %291, ptr addrspace(1) %294, align 4
  %295 = lshr i32 %267, 16
  %296 = and i32 %295, 3
  %297 = lshr i32 %270, 16
  %298 = and i32 %297, 1
  %299 = xor i32 %298, 1
  %300 = shl i32 %299, 2
  %301 = sub i32 %296, %300
  %302 = sitofp i32 %301 to float
  %303 = fmul float %70, %302
  %304 = add i64 %31, 14
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr addrspace(1) %0, i64 %305
  store float %303, ptr addrspace(1) %306, align 4
  %307 = lshr i32 %267, 24
  %308 = and i32 %307, 3
  %309 = lshr i32 %270, 24
  %310 = and i32 %309, 1
  %311 = xor i32 %310, 1
  %312 = shl i32 %311, 2
  %313 = sub i32 %308, %312
  %314 = sitofp i32 %313 to float
  %315 = fmul float %70, %314
  %316 = add i64 %31, 15
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) %0, i64 %317
  store float %315, ptr addrspace(1) %318, align 4
  %319 = add i64 %96, 16
  %320 = getelementptr i8, ptr addrspace(1) %35, i64 %319
  %321 = load i32, ptr addrspace(1) %320, align 2
  %322 = lshr i32 %321, %98
  %323 = getelementptr i8, ptr addrspace(1) %35, i64 16
  %324 = load i32, ptr addrspace(1) %323, align 2
  %325 = lshr i32 %324, %37
  %326 = lshr i32 %322, 0
  %327 = and i32 %326, 3
  %328 = lshr i32 %325, 0
  %329 = and i32 %328, 1
  %330 = xor i32 %329, 1
  %331 = shl i32 %330, 2
  %332 = sub i32 %327, %331
  %333 = sitofp i32 %332 to float
  %334 = fmul float %92, %333
  %335 = add i64 %31, 16
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  store float %334, ptr addrspace(1) %337, align 4
  %338 = lshr i32 %322, 8
  %339 = and i32 %338, 3
  %340 = lshr i32 %325, 8
  %341 = and i32 %340, 1
  %342 = xor i32 %341, 1
  %343 = shl i32 %342, 2
  %344 = sub i32 %339, %343
  %345 = sitofp i32 %344 to float
  %346 = fmul float %92, %345
  %347 = add i64 %31, 17
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 %348
  store float %346, ptr addrspace(1) %349, align 4
  %350 = lshr i32 %322, 16
  %351 = and i32 %350, 3
  %352 = lshr i32 %325, 16
  %353 = and i32 %352, 1
  %354 = xor i32 %353, 1
  %355 = shl i32 %354, 2
  %356 = sub i32 %351, %355
  %357 = sitofp i32 %356 to float
  %358 = fmul float %92, %357
  %359 = add i64 %31, 18
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr addrspace(1) %0, i64 %360
  store float %358, ptr addrspace(1) %361, align 4
  %362 = lshr i32 %322, 24
  %363 = and i32 %362, 3
  %364 = lshr i32 %325, 24
  %365 = and i32 %364, 1
  %366 = xor i32 %365, 1
  %367 = shl i32 %366, 2
  %368 = sub i32 %363, %367
  %369 = sitofp i32 %368 to float
  %370 = fmul float %92, %369
  %371 = add i64 %31, 19
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(1) %0, i64 %372
  store float %370, ptr addrspace(1) %373, align 4
  %374 = add i64 %96, 20
  %375 = getelementptr i8, ptr addrspace(1) %35, i64 %374
  %376 = load i32, ptr addrspace(1) %375, align 2
  %377 = lshr i32 %376, %98
  %378 = getelementptr i8, ptr addrspace(1) %35, i64 20
  %379 = load i32, ptr addrspace(1) %378, align 2
  %380 = lshr i32 %379, %37
  %381 = lshr i32 %377, 0
  %382 = and i32 %381, 3
  %383 = lshr i32 %380, 0
  %384 = and i32 %383, 1
  %385 = xor i32 %384, 1
  %386 = shl i32 %385, 2
  %387 = sub i32 %382, %386
  %388 = sitofp i32 %387 to float
  %389 = fmul float %92, %388
  %390 = add i64 %31, 20
  %391 = mul i64 %390, 4
  %392 = getelementptr i8, ptr addrspace(1) %0, i64 %391
  store float %389, ptr addrspace(1) %392, align 4
  %393 = lshr i32 %377, 8
  %394 = and i32 %393, 3
  %395 = lshr i32 %380, 8
  %396 = and i32 %395, 1
  %397 = xor i32 %396, 1
  %398 = shl i32 %397, 2
  %399 = sub i32 %394, %398
  %400 = sitofp i32 %399 to float
  %401 = fmul float %92, %400
  %402 = add i64 %31, 21
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr addrspace(1) %0, i64 %403
  store float %401, ptr addrspace(1) %404, align 4
  %405 = lshr i32 %377, 16
  %406 = and i32 %405, 3
  %407 = lshr i32 %380, 16
  %408 = and i32 %407, 1
  %409 = xor i32 %408, 1
  %410 = shl i32 %409, 2
  %411 = sub i32 %406, %410
  %412 = sitofp i32 %411 to float
  %413 = fmul float %92, %412
  %414 = add i64 %31, 22
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr addrspace(1) %0, i64 %415
  store float %413, ptr addrspace(1) %416, align 4
  %417 = lshr i32 %377, 24
  %418 = and i32 %417, 3
  %419 = lshr i32 %380, 24
  %420 = and i32 %419, 1
  %421 = xor i32 %420, 1
  %422 = shl i32 %421, 2
  %423 = sub i32 %418, %422
  %424 = sitofp i32 %423 to float
  %425 = fmul float %92, %424
  %426 = add i64 %31, 23
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr addrspace(1) %0, i64 %427
  store float %425, ptr addrspace(1) %428, align 4
  %429 = add i64 %96, 24
  %430 = getelementptr i8, ptr addrspace(1) %35, i64 %429
  %431 = load i32, ptr addrspace(1) %430, align 2
  %432 = lshr i32 %431, %98
  %433 = getelementptr i8, ptr addrspace(1) %35, i64 24
  %434 = load i32, ptr addrspace(1) %433, align 2
  %435 = lshr i32 %434, %37
  %436 = lshr i32 %432, 0
  %437 = and i32 %436, 3
  %438 = lshr i32 %435, 0
  %439 = and i32 %438, 1
  %440 = xor i32 %439, 1
  %441 = shl i32 %440, 2
  %442 = sub i32 %437, %441
  %443 = sitofp i32 %442 to float
  %444 = fmul float %92, %443
  %445 = add i64 %31, 24
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 %446
  store float %444, ptr addrspace(1) %447, align 4
  %448 = lshr i32 %432, 8
  %449 = and i32 %448, 3
  %450 = lshr i32 %435, 8
  %451 = and i32 %450, 1
  %452 = xor i32 %451, 1
  %453 = shl i32 %452, 2
  %454 = sub i32 %449, %453
  %455 = sitofp i32 %454 to float
  %456 = fmul float %92, %455
  %457 = add i64 %31, 25
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 %458
  store float %456, ptr addrspace(1) %459, align 4
  %460 = lshr i32 %432, 16
  %461 = and i32 %460, 3
  %462 = lshr i32 %435, 16
  %463 = and i32 %462, 1
  %464 = xor i32 %463, 1
  %465 = shl i32 %464, 2
  %466 = sub i32 %461, %465
  %467 = sitofp i32 %466 to float
  %468 = fmul float %92, %467
  %469 = add i64 %31, 26
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr addrspace(1) %0, i64 %470
  store float %468, ptr addrspace(1) %471, align 4
  %472 = lshr i32 %432, 24
  %473 = and i32 %472, 3
  %474 = lshr i32 %435, 24
  %475 = and i32 %474, 1
  %476 = xor i32 %475, 1
  %477 = shl i32 %476, 2
  %478 = sub i32 %473, %477
  %479 = sitofp i32 %478 to float
  %480 = fmul float %92, %479
  %481 = add i64 %31, 27
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %0, i64 %482
  store float %480, ptr addrspace(1) %483, align 4
  %484 = add i64 %96, 28
  %485 = getelementptr i8, ptr addrspace(1) %35, i64 %484
  %486 = load i32, ptr addrspace(1) %485, align 2
  %487 = lshr i32 %486, %98
  %488 = getelementptr i8, ptr addrspace(1) %35, i64 28
  %489 = load i32, ptr addrspace(1) %488, align 2
  %490 = lshr i32 %489, %37
  %491 = lshr i32 %487, 0
  %492 = and i32 %491, 3
  %493 = lshr i32 %490, 0
  %494 = and i32 %493, 1
  %495 = xor i32 %494, 1
  %496 = shl i32 %495, 2
  %497 = sub i32 %492, %496
  %498 = sitofp i32 %497 to float
  %499 = fmul float %92, %498
  %500 = add i64 %31, 28
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr addrspace(1) %0, i64 %501
  store float %499, ptr addrspace(1) %502, align 4
  %503 = lshr i32 %487, 8
  %504 = and i32 %503, 3
  %505 = lshr i32 %490, 8
  %506 = and i32 %505, 1
  %507 = xor i32 %506, 1
  %508 = shl i32 %507, 2
  %509 = sub i32 %504, %508
  %510 = sitofp i32 %509 to float
  %511 = fmul float %92, %510
  %512 = add i64 %31, 29
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr addrspace(1) %0, i64 %513
  store float %511, ptr addrspace(1) %514, align 4
  %515 = lshr i32 %487, 16
  %516 = and i32 %515, 3
  %517 = lshr i32 %490, 16
  %518 = and i32 %517, 1
  %519 = xor i32 %518, 1
  %520 = shl i32 %519, 2
  %521 = sub i32 %516, %520
  %522 = sitofp i32 %521 to float
  %523 = fmul float %92, %522
  %524 = add i64 %31, 30
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float %523, ptr addrspace(1) %526, align 4
  %527 = lshr i32 %487, 24
  %528 = and i32 %527, 3
  %529 = lshr i32 %490, 24
  %530 = and i32 %529, 1
  %531 = xor i32 %530, 1
  %532 = shl i32 %531, 2
  %533 = sub i32 %528, %532
  %534 = sitofp i32 %533 to float
  %535 = fmul float %92, %534
  %536 = add i64 %31, 31
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr addrspace(1) %0, i64 %537
  store float %535, ptr addrspace(1) %538, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %539 = xor i1 %18, true
  br i1 %539, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %540 = add i64 %31, 0
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr addrspace(1) %0, i64 %541
  store float 0.000000e+00, ptr addrspace(1) %542, align 4
  %543 = add i64 %31, 1
  %544 = mul i64 %543, 4
  %545 = getelementptr i8, ptr addrspace(1) %0, i64 %544
  store float 0.000000e+00, ptr addrspace(1) %545, align 4
  %546 = add i64 %31, 2
  %547 = mul i64 %546, 4
  %548 = getelementptr i8, ptr addrspace(1) %0, i64 %547
  store float 0.000000e+00, ptr addrspace(1) %548, align 4
  %549 = add i64 %31, 3
  %550 = mul i64 %549, 4
  %551 = getelementptr i8, ptr addrspace(1) %0, i64 %550
  store float 0.000000e+00, ptr addrspace(1) %551, align 4
  %552 = add i64 %31, 4
  %553 = mul i64 %552, 4
  %554 = getelementptr i8, ptr addrspace(1) %0, i64 %553
  store float 0.000000e+00, ptr addrspace(1) %554, align 4
  %555 = add i64 %31, 5
  %556 = mul i64 %555, 4
  %557 = getelementptr i8, ptr addrspace(1) %0, i64 %556
  store float 0.000000e+00, ptr addrspace(1) %557, align 4
  %558 = add i64 %31, 6
  %559 = mul i64 %558, 4
  %560 = getelementptr i8, ptr addrspace(1) %0, i64 %559
  store float 0.000000e+00, ptr addrspace(1) %560, align 4
  %561 = add i64 %31, 7
  %562 = mul i64 %561, 4
  %563 = getelementptr i8, ptr addrspace(1) %0, i64 %562
  store float 0.000000e+00, ptr addrspace(1) %563, align 4
  %564 = add i64 %31, 8
  %565 = mul i64 %564, 4
  %566 = getelementptr i8, ptr addrspace(1) %0, i64 %565
  store float 0.000000e+00, ptr addrspace(1) %566, align 4
  %567 = add i64 %31, 9
  %568 = mul i64 %567, 4
  %569 = getelementptr i8, ptr addrspace(1) %0, i64 %568
  store float 0.000000e+00, ptr addrspace(1) %569, align 4
  %570 = add i64 %31, 10
  %571 = mul i64 %570, 4
  %572 = getelementptr i8, ptr addrspace(1) %0, i64 %571
  store float 0.000000e+00, ptr addrspace(1) %572, align 4
  %573 = add i64 %31, 11
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr addrspace(1) %0, i64 %574
  store float 0.000000e+00, ptr addrspace(1) %575, align 4
  %576 = add i64 %31, 12
  %577 = mul i64 %576, 4
  %578 = getelementptr i8, ptr addrspace(1) %0, i64 %577
  store float 0.000000e+00, ptr addrspace(1) %578, align 4
  %579 = add i64 %31, 13
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(1) %0, i64 %580
  store float 0.000000e+00, ptr addrspace(1) %581, align 4
  %582 = add i64 %31, 14
  %583 = mul i64 %582, 4
  %584 = getelementptr i8, ptr addrspace(1) %0, i64 %583
  store float 0.000000e+00, ptr addrspace(1) %584, align 4
  %585 = add i64 %31, 15
  %586 = mul i64 %585, 4
  %587 = getelementptr i8, ptr addrspace(1) %0, i64 %586
  store float 0.000000e+00, ptr addrspace(1) %587, align 4
  %588 = add i64 %31, 16
  %589 = mul i64 %588, 4
  %590 = getelementptr i8, ptr addrspace(1) %0, i64 %589
  store float 0.000000e+00, ptr addrspace(1) %590, align 4
  %591 = add i64 %31, 17
  %592 = mul i64 %591, 4
  %593 = getelementptr i8, ptr addrspace(1) %0, i64 %592
  store float 0.000000e+00, ptr addrspace(1) %593, align 4
  %594 = add i64 %31, 18
  %595 = mul i64 %594, 4
  %596 = getelementptr i8, ptr addrspace(1) %0, i64 %595
  store float 0.000000e+00, ptr addrspace(1) %596, align 4
  %597 = add i64 %31, 19
  %598 = mul i64 %597, 4
  %599 = getelementptr i8, ptr addrspace(1) %0, i64 %598
  store float 0.000000e+00, ptr addrspace(1) %599, align 4
  %600 = add i64 %31, 20
  %601 = mul i64 %600, 4
  %602 = getelementptr i8, ptr addrspace(1) %0, i64 %601
  store float 0.000000e+00, ptr addrspace(1) %602, align 4
  %603 = add i64 %31, 21
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr addrspace(1) %0, i64 %604
  store float 0.000000e+00, ptr addrspace(1) %605, align 4
  %606 = add i64 %31, 22
  %607 = mul i64 %606, 4
  %608 = getelementptr i8, ptr addrspace(1) %0, i64 %607
  store float 0.000000e+00, ptr addrspace(1) %608, align 4
  %609 = add i64 %31, 23
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(1) %0, i64 %610
  store float 0.000000e+00, ptr addrspace(1) %611, align 4
  %612 = add i64 %31, 24
  %613 = mul i64 %612, 4
  %614 = getelementptr i8, ptr addrspace(1) %0, i64 %613
  store float 0.000000e+00, ptr addrspace(1) %614, align 4
  %615 = add i64 %31, 25
  %616 = mul i64 %615, 4
  %617 = getelementptr i8, ptr addrspace(1) %0, i64 %616
  store float 0.000000e+00, ptr addrspace(1) %617, align 4
  %618 = add i64 %31, 26
  %619 = mul i64 %618, 4
  %620 = getelementptr i8, ptr addrspace(1) %0, i64 %619
  store float 0.000000e+00, ptr addrspace(1) %620, align 4
  %621 = add i64 %31, 27
  %622 = mul i64 %621, 4
  %623 = getelementptr i8, ptr addrspace(1) %0, i64 %622
  store float 0.000000e+00, ptr addrspace(1) %623, align 4
  %624 = add i64 %31, 28
  %625 = mul i64 %624, 4
  %626 = getelementptr i8, ptr addrspace(1) %0, i64 %625
  store float 0.000000e+00, ptr addrspace(1) %626, align 4
  %627 = add i64 %31, 29
  %628 = mul i64 %627, 4
  %629 = getelementptr i8, ptr addrspace(1) %0, i64 %628
  store float 0.000000e+00, ptr addrspace(1) %629, align 4
  %630 = add i64 %31, 30
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(1) %0, i64 %631
  store float 0.000000e+00, ptr addrspace(1) %632, align 4
  %633 = add i64 %31, 31
  %634 = mul i64 %633, 4
  %635 = getelementptr i8, ptr addrspace(1) %0, i64 %634
  store float 0.000000e+00, ptr addrspace(1) %635, align 4
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

!0 = !{ptr @strata_embed_q3_k, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q3_k, !"maxntidx", i32 128}
