; ModuleID = 'strata_embed_q6_k'
source_filename = "strata_embed_q6_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 210
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
  %34 = mul i64 %33, 210
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 208
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = lshr i32 %37, 2
  %43 = sext i32 %42 to i64
  %44 = and i32 %37, 3
  %45 = sext i32 %44 to i64
  %46 = mul i64 %43, 64
  %47 = add i64 0, %46
  %48 = and i32 %44, 1
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 32
  %51 = add i64 %47, %50
  %52 = lshr i32 %44, 1
  %53 = mul i32 %52, 4
  %54 = mul i64 %43, 32
  %55 = add i64 128, %54
  %56 = mul i32 %44, 2
  %57 = mul i64 %43, 8
  %58 = add i64 192, %57
  %59 = mul i64 %45, 2
  %60 = add i64 %58, %59
  %61 = getelementptr i8, ptr addrspace(1) %35, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1
  %63 = sext i8 %62 to i32
  %64 = add i64 %60, 1
  %65 = getelementptr i8, ptr addrspace(1) %35, i64 %64
  %66 = load i8, ptr addrspace(1) %65, align 1
  %67 = sext i8 %66 to i32
  %68 = sitofp i32 %63 to float
  %69 = fmul float %41, %68
  %70 = sitofp i32 %67 to float
  %71 = fmul float %41, %70
  %72 = add i64 %51, 0
  %73 = getelementptr i8, ptr addrspace(1) %35, i64 %72
  %74 = load i32, ptr addrspace(1) %73, align 2
  %75 = lshr i32 %74, %53
  %76 = add i64 %55, 0
  %77 = getelementptr i8, ptr addrspace(1) %35, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 2
  %79 = lshr i32 %78, %56
  %80 = lshr i32 %75, 0
  %81 = and i32 %80, 15
  %82 = lshr i32 %79, 0
  %83 = and i32 %82, 3
  %84 = shl i32 %83, 4
  %85 = or i32 %81, %84
  %86 = sub i32 %85, 32
  %87 = sitofp i32 %86 to float
  %88 = fmul float %69, %87
  %89 = add i64 %31, 0
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  store float %88, ptr addrspace(1) %91, align 4
  %92 = lshr i32 %75, 8
  %93 = and i32 %92, 15
  %94 = lshr i32 %79, 8
  %95 = and i32 %94, 3
  %96 = shl i32 %95, 4
  %97 = or i32 %93, %96
  %98 = sub i32 %97, 32
  %99 = sitofp i32 %98 to float
  %100 = fmul float %69, %99
  %101 = add i64 %31, 1
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  store float %100, ptr addrspace(1) %103, align 4
  %104 = lshr i32 %75, 16
  %105 = and i32 %104, 15
  %106 = lshr i32 %79, 16
  %107 = and i32 %106, 3
  %108 = shl i32 %107, 4
  %109 = or i32 %105, %108
  %110 = sub i32 %109, 32
  %111 = sitofp i32 %110 to float
  %112 = fmul float %69, %111
  %113 = add i64 %31, 2
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %112, ptr addrspace(1) %115, align 4
  %116 = lshr i32 %75, 24
  %117 = and i32 %116, 15
  %118 = lshr i32 %79, 24
  %119 = and i32 %118, 3
  %120 = shl i32 %119, 4
  %121 = or i32 %117, %120
  %122 = sub i32 %121, 32
  %123 = sitofp i32 %122 to float
  %124 = fmul float %69, %123
  %125 = add i64 %31, 3
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  store float %124, ptr addrspace(1) %127, align 4
  %128 = add i64 %51, 4
  %129 = getelementptr i8, ptr addrspace(1) %35, i64 %128
  %130 = load i32, ptr addrspace(1) %129, align 2
  %131 = lshr i32 %130, %53
  %132 = add i64 %55, 4
  %133 = getelementptr i8, ptr addrspace(1) %35, i64 %132
  %134 = load i32, ptr addrspace(1) %133, align 2
  %135 = lshr i32 %134, %56
  %136 = lshr i32 %131, 0
  %137 = and i32 %136, 15
  %138 = lshr i32 %135, 0
  %139 = and i32 %138, 3
  %140 = shl i32 %139, 4
  %141 = or i32 %137, %140
  %142 = sub i32 %141, 32
  %143 = sitofp i32 %142 to float
  %144 = fmul float %69, %143
  %145 = add i64 %31, 4
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %0, i64 %146
  store float %144, ptr addrspace(1) %147, align 4
  %148 = lshr i32 %131, 8
  %149 = and i32 %148, 15
  %150 = lshr i32 %135, 8
  %151 = and i32 %150, 3
  %152 = shl i32 %151, 4
  %153 = or i32 %149, %152
  %154 = sub i32 %153, 32
  %155 = sitofp i32 %154 to float
  %156 = fmul float %69, %155
  %157 = add i64 %31, 5
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  store float %156, ptr addrspace(1) %159, align 4
  %160 = lshr i32 %131, 16
  %161 = and i32 %160, 15
  %162 = lshr i32 %135, 16
  %163 = and i32 %162, 3
  %164 = shl i32 %163, 4
  %165 = or i32 %161, %164
  %166 = sub i32 %165, 32
  %167 = sitofp i32 %166 to float
  %168 = fmul float %69, %167
  %169 = add i64 %31, 6
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %0, i64 %170
  store float %168, ptr addrspace(1) %171, align 4
  %172 = lshr i32 %131, 24
  %173 = and i32 %172, 15
  %174 = lshr i32 %135, 24
  %175 = and i32 %174, 3
  %176 = shl i32 %175, 4
  %177 = or i32 %173, %176
  %178 = sub i32 %177, 32
  %179 = sitofp i32 %178 to float
  %180 = fmul float %69, %179
  %181 = add i64 %31, 7
  %182 = mul i64 %181, 4
  %183 = getelementptr i8, ptr addrspace(1) %0, i64 %182
  store float %180, ptr addrspace(1) %183, align 4
  %184 = add i64 %51, 8
  %185 = getelementptr i8, ptr addrspace(1) %35, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 2
  %187 = lshr i32 %186, %53
  %188 = add i64 %55, 8
  %189 = getelementptr i8, ptr addrspace(1) %35, i64 %188
  %190 = load i32, ptr addrspace(1) %189, align 2
  %191 = lshr i32 %190, %56
  %192 = lshr i32 %187, 0
  %193 = and i32 %192, 15
  %194 = lshr i32 %191, 0
  %195 = and i32 %194, 3
  %196 = shl i32 %195, 4
  %197 = or i32 %193, %196
  %198 = sub i32 %197, 32
  %199 = sitofp i32 %198 to float
  %200 = fmul float %69, %199
  %201 = add i64 %31, 8
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr addrspace(1) %0, i64 %202
  store float %200, ptr addrspace(1) %203, align 4
  %204 = lshr i32 %187, 8
  %205 = and i32 %204, 15
  %206 = lshr i32 %191, 8
  %207 = and i32 %206, 3
  %208 = shl i32 %207, 4
  %209 = or i32 %205, %208
  %210 = sub i32 %209, 32
  %211 = sitofp i32 %210 to float
  %212 = fmul float %69, %211
  %213 = add i64 %31, 9
  %214 = mul i64 %213, 4
  %215 = getelementptr i8, ptr addrspace(1) %0, i64 %214
  store float %212, ptr addrspace(1) %215, align 4
  %216 = lshr i32 %187, 16
  %217 = and i32 %216, 15
  %218 = lshr i32 %191, 16
  %219 = and i32 %218, 3
  %220 = shl i32 %219, 4
  %221 = or i32 %217, %220
  %222 = sub i32 %221, 32
  %223 = sitofp i32 %222 to float
  %224 = fmul float %69, %223
  %225 = add i64 %31, 10
  %226 = mul i64 %225, 4
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  store float %224, ptr addrspace(1) %227, align 4
  %228 = lshr i32 %187, 24
  %229 = and i32 %228, 15
  %230 = lshr i32 %191, 24
  %231 = and i32 %230, 3
  %232 = shl i32 %231, 4
  %233 = or i32 %229, %232
  %234 = sub i32 %233, 32
  %235 = sitofp i32 %234 to float
  %236 = fmul float %69, %235
  %237 = add i64 %31, 11
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr addrspace(1) %0, i64 %238
  store float %236, ptr addrspace(1) %239, align 4
  %240 = add i64 %51, 12
  %241 = getelementptr i8, ptr addrspace(1) %35, i64 %240
  %242 = load i32, ptr addrspace(1) %241, align 2
  %243 = lshr i32 %242, %53
  %244 = add i64 %55, 12
  %245 = getelementptr i8, ptr addrspace(1) %35, i64 %244
  %246 = load i32, ptr addrspace(1) %245, align 2
  %247 = lshr i32 %246, %56
  %248 = lshr i32 %243, 0
  %249 = and i32 %248, 15
  %250 = lshr i32 %247, 0
  %251 = and i32 %250, 3
  %252 = shl i32 %251, 4
  %253 = or i32 %249, %252
  %254 = sub i32 %253, 32
  %255 = sitofp i32 %254 to float
  %256 = fmul float %69, %255
  %257 = add i64 %31, 12
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(1) %0, i64 %258
  store float %256, ptr addrspace(1) %259, align 4
  %260 = lshr i32 %243, 8
  %261 = and i32 %260, 15
  %262 = lshr i32 %247, 8
  %263 = and i32 %262, 3
  %264 = shl i32 %263, 4
  %265 = or i32 %261, %264
  %266 = sub i32 %265, 32
  %267 = sitofp i32 %266 to float
  %268 = fmul float %69, %267
  %269 = add i64 %31, 13
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %0, i64 %270
  store float %268, ptr addrspace(1) %271, align 4
  %272 = lshr i32 %243, 16
  %273 = and i32 %272, 15
  %274 = lshr i32 %247, 16
  %275 = and i32 %274, 3
  %276 = shl i32 %275, 4
  %277 = or i32 %273, %276
  %278 = sub i32 %277, 32
  %279 = sitofp i32 %278 to float
  %280 = fmul float %69, %279
  %281 = add i64 %31, 14
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %0, i64 %282
  store float %280, ptr addrspace(1) %283, align 4
  %284 = lshr i32 %243, 24
  %285 = and i32 %284, 15
  %286 = lshr i32 %247, 24
  %287 = and i32 %286, 3
  %288 = shl i32 %287, 4
  %289 = or i32 %285, %288
  %290 = sub i32 %289, 32
  %291 = sitofp i32 %290 to float
  %292 = fmul float %69, %291
  %293 = add i64 %31, 15
  %294 = mul i64 %293, 4
  %295 = getelementptr i8, ptr addrspace(1) %0, i64 %294
  store float %292, ptr addrspace(1) %295, align 4
  %296 = add i64 %51, 16
  %297 = getelementptr i8, ptr addrspace(1) %35, i64 %296
  %298 = load i32, ptr addrspace(1) %297, align 2
  %299 = lshr i32 %298, %53
  %300 = add i64 %55, 16
  %301 = getelementptr i8, ptr addrspace(1) %35, i64 %300
  %302 = load i32, ptr addrspace(1) %301, align 2
  %303 = lshr i32 %302, %56
  %304 = lshr i32 %299, 0
  %305 = and i32 %304, 15
  %306 = lshr i32 %303, 0
  %307 = and i32 %306, 3
  %308 = shl i32 %307, 4
  %309 = or i32 %305, %308
  %310 = sub i32 %309, 32
  %311 = sitofp i32 %310 to float
  %312 = fmul float %71, %311
  %313 = add i64 %31, 16
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  store float %312, ptr addrspace(1) %315, align 4
  %316 = lshr i32 %299, 8
  %317 = and i32 %316, 15
  %318 = lshr i32 %303, 8
  %319 = and i32 %318, 3
  %320 = shl i32 %319, 4
  %321 = or i32 %317, %320
  %322 = sub i32 %321, 32
  %323 = sitofp i32 %322 to float
  %324 = fmul float %71, %323
  %325 = add i64 %31, 17
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(1) %0, i64 %326
  store float %324, ptr addrspace(1) %327, align 4
  %328 = lshr i32 %299, 16
  %329 = and i32 %328, 15
  %330 = lshr i32 %303, 16
  %331 = and i32 %330, 3
  %332 = shl i32 %331, 4
  %333 = or i32 %329, %332
  %334 = sub i32 %333, 32
  %335 = sitofp i32 %334 to float
  %336 = fmul float %71, %335
  %337 = add i64 %31, 18
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  %340 = lshr i32 %299, 24
  %341 = and i32 %340, 15
  %342 = lshr i32 %303, 24
  %343 = and i32 %342, 3
  %344 = shl i32 %343, 4
  %345 = or i32 %341, %344
  %346 = sub i32 %345, 32
  %347 = sitofp i32 %346 to float
  %348 = fmul float %71, %347
  %349 = add i64 %31, 19
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %0, i64 %350
  store float %348, ptr addrspace(1) %351, align 4
  %352 = add i64 %51, 20
  %353 = getelementptr i8, ptr addrspace(1) %35, i64 %352
  %354 = load i32, ptr addrspace(1) %353, align 2
  %355 = lshr i32 %354, %53
  %356 = add i64 %55, 20
  %357 = getelementptr i8, ptr addrspace(1) %35, i64 %356
  %358 = load i32, ptr addrspace(1) %357, align 2
  %359 = lshr i32 %358, %56
  %360 = lshr i32 %355, 0
  %361 = and i32 %360, 15
  %362 = lshr i32 %359, 0
  %363 = and i32 %362, 3
  %364 = shl i32 %363, 4
  %365 = or i32 %361, %364
  %366 = sub i32 %365, 32
  %367 = sitofp i32 %366 to float
  %368 = fmul float %71, %367
  %369 = add i64 %31, 20
  %370 = mul i64 %369, 4
  %371 = getelementptr i8, ptr addrspace(1) %0, i64 %370
  store float %368, ptr addrspace(1) %371, align 4
  %372 = lshr i32 %355, 8
  %373 = and i32 %372, 15
  %374 = lshr i32 %359, 8
  %375 = and i32 %374, 3
  %376 = shl i32 %375, 4
  %377 = or i32 %373, %376
  %378 = sub i32 %377, 32
  %379 = sitofp i32 %378 to float
  %380 = fmul float %71, %379
  %381 = add i64 %31, 21
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) %0, i64 %382
  store float %380, ptr addrspace(1) %383, align 4
  %384 = lshr i32 %355, 16
  %385 = and i32 %384, 15
  %386 = lshr i32 %359, 16
  %387 = and i32 %386, 3
  %388 = shl i32 %387, 4
  %389 = or i32 %385, %388
  %390 = sub i32 %389, 32
  %391 = sitofp i32 %390 to float
  %392 = fmul float %71, %391
  %393 = add i64 %31, 22
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(1) %0, i64 %394
  store float %392, ptr addrspace(1) %395, align 4
  %396 = lshr i32 %355, 24
  %397 = and i32 %396, 15
  %398 = lshr i32 %359, 24
  %399 = and i32 %398, 3
  %400 = shl i32 %399, 4
  %401 = or i32 %397, %400
  %402 = sub i32 %401, 32
  %403 = sitofp i32 %402 to float
  %404 = fmul float %71, %403
  %405 = add i64 %31, 23
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %0, i64 %406
  store float %404, ptr addrspace(1) %407, align 4
  %408 = add i64 %51, 24
  %409 = getelementptr i8, ptr addrspace(1) %35, i64 %408
  %410 = load i32, ptr addrspace(1) %409, align 2
  %411 = lshr i32 %410, %53
  %412 = add i64 %55, 24
  %413 = getelementptr i8, ptr addrspace(1) %35, i64 %412
  %414 = load i32, ptr addrspace(1) %413, align 2
  %415 = lshr i32 %414, %56
  %416 = lshr i32 %411, 0
  %417 = and i32 %416, 15
  %418 = lshr i32 %415, 0
  %419 = and i32 %418, 3
  %420 = shl i32 %419, 4
  %421 = or i32 %417, %420
  %422 = sub i32 %421, 32
  %423 = sitofp i32 %422 to float
  %424 = fmul float %71, %423
  %425 = add i64 %31, 24
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(1) %0, i64 %426
  store float %424, ptr addrspace(1) %427, align 4
  %428 = lshr i32 %411, 8
  %429 = and i32 %428, 15
  %430 = lshr i32 %415, 8
  %431 = and i32 %430, 3
  %432 = shl i32 %431, 4
  %433 = or i32 %429, %432
  %434 = sub i32 %433, 32
  %435 = sitofp i32 %434 to float
  %436 = fmul float %71, %435
  %437 = add i64 %31, 25
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(1) %0, i64 %438
  store float %436, ptr addrspace(1) %439, align 4
  %440 = lshr i32 %411, 16
  %441 = and i32 %440, 15
  %442 = lshr i32 %415, 16
  %443 = and i32 %442, 3
  %444 = shl i32 %443, 4
  %445 = or i32 %441, %444
  %446 = sub i32 %445, 32
  %447 = sitofp i32 %446 to float
  %448 = fmul float %71, %447
  %449 = add i64 %31, 26
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(1) %0, i64 %450
  store float %448, ptr addrspace(1) %451, align 4
  %452 = lshr i32 %411, 24
  %453 = and i32 %452, 15
  %454 = lshr i32 %415, 24
  %455 = and i32 %454, 3
  %456 = shl i32 %455, 4
  %457 = or i32 %453, %456
  %458 = sub i32 %457, 32
  %459 = sitofp i32 %458 to float
  %460 = fmul float %71, %459
  %461 = add i64 %31, 27
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %0, i64 %462
  store float %460, ptr addrspace(1) %463, align 4
  %464 = add i64 %51, 28
  %465 = getelementptr i8, ptr addrspace(1) %35, i64 %464
  %466 = load i32, ptr addrspace(1) %465, align 2
  %467 = lshr i32 %466, %53
  %468 = add i64 %55, 28
  %469 = getelementptr i8, ptr addrspace(1) %35, i64 %468
  %470 = load i32, ptr addrspace(1) %469, align 2
  %471 = lshr i32 %470, %56
  %472 = lshr i32 %467, 0
  %473 = and i32 %472, 15
  %474 = lshr i32 %471, 0
  %475 = and i32 %474, 3
  %476 = shl i32 %475, 4
  %477 = or i32 %473, %476
  %478 = sub i32 %477, 32
  %479 = sitofp i32 %478 to float
  %480 = fmul float %71, %479
  %481 = add i64 %31, 28
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %0, i64 %482
  store float %480, ptr addrspace(1) %483, align 4
  %484 = lshr i32 %467, 8
  %485 = and i32 %484, 15
  %486 = lshr i32 %471, 8
  %487 = and i32 %486, 3
  %488 = shl i32 %487, 4
  %489 = or i32 %485, %488
  %490 = sub i32 %489, 32
  %491 = sitofp i32 %490 to float
  %492 = fmul float %71, %491
  %493 = add i64 %31, 29
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr addrspace(1) %0, i64 %494
  store float %492, ptr addrspace(1) %495, align 4
  %496 = lshr i32 %467, 16
  %497 = and i32 %496, 15
  %498 = lshr i32 %471, 16
  %499 = and i32 %498, 3
  %500 = shl i32 %499, 4
  %501 = or i32 %497, %500
  %502 = sub i32 %501, 32
  %503 = sitofp i32 %502 to float
  %504 = fmul float %71, %503
  %505 = add i64 %31, 30
  %506 = mul i64 %505, 4
  %507 = getelementptr i8, ptr addrspace(1) %0, i64 %506
  store float %504, ptr addrspace(1) %507, align 4
  %508 = lshr i32 %467, 24
  %509 = and i32 %508, 15
  %510 = lshr i32 %471, 24
  %511 = and i32 %510, 3
  %512 = shl i32 %511, 4
  %513 = or i32 %509, %512
  %514 = sub i32 %513, 32
  %515 = sitofp i32 %514 to float
  %516 = fmul float %71, %515
  %517 = add i64 %31, 31
  %518 = mul i64 %517, 4
  %519 = getelementptr i8, ptr addrspace(1) %0, i64 %518
  store float %516, ptr addrspace(1) %519, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %520 = xor i1 %18, true
  br i1 %520, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %521 = add i64 %31, 0
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(1) %0, i64 %522
  store float 0.000000e+00, ptr addrspace(1) %523, align 4
  %524 = add i64 %31, 1
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float 0.000000e+00, ptr addrspace(1) %526, align 4
  %527 = add i64 %31, 2
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 %528
  store float 0.000000e+00, ptr addrspace(1) %529, align 4
  %530 = add i64 %31, 3
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 %531
  store float 0.000000e+00, ptr addrspace(1) %532, align 4
  %533 = add i64 %31, 4
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %0, i64 %534
  store float 0.000000e+00, ptr addrspace(1) %535, align 4
  %536 = add i64 %31, 5
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr addrspace(1) %0, i64 %537
  store float 0.000000e+00, ptr addrspace(1) %538, align 4
  %539 = add i64 %31, 6
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr addrspace(1) %0, i64 %540
  store float 0.000000e+00, ptr addrspace(1) %541, align 4
  %542 = add i64 %31, 7
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr addrspace(1) %0, i64 %543
  store float 0.000000e+00, ptr addrspace(1) %544, align 4
  %545 = add i64 %31, 8
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr addrspace(1) %0, i64 %546
  store float 0.000000e+00, ptr addrspace(1) %547, align 4
  %548 = add i64 %31, 9
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(1) %0, i64 %549
  store float 0.000000e+00, ptr addrspace(1) %550, align 4
  %551 = add i64 %31, 10
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr addrspace(1) %0, i64 %552
  store float 0.000000e+00, ptr addrspace(1) %553, align 4
  %554 = add i64 %31, 11
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %0, i64 %555
  store float 0.000000e+00, ptr addrspace(1) %556, align 4
  %557 = add i64 %31, 12
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 %558
  store float 0.000000e+00, ptr addrspace(1) %559, align 4
  %560 = add i64 %31, 13
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %0, i64 %561
  store float 0.000000e+00, ptr addrspace(1) %562, align 4
  %563 = add i64 %31, 14
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %0, i64 %564
  store float 0.000000e+00, ptr addrspace(1) %565, align 4
  %566 = add i64 %31, 15
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 %567
  store float 0.000000e+00, ptr addrspace(1) %568, align 4
  %569 = add i64 %31, 16
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 %570
  store float 0.000000e+00, ptr addrspace(1) %571, align 4
  %572 = add i64 %31, 17
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 %573
  store float 0.000000e+00, ptr addrspace(1) %574, align 4
  %575 = add i64 %31, 18
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  store float 0.000000e+00, ptr addrspace(1) %577, align 4
  %578 = add i64 %31, 19
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %0, i64 %579
  store float 0.000000e+00, ptr addrspace(1) %580, align 4
  %581 = add i64 %31, 20
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(1) %0, i64 %582
  store float 0.000000e+00, ptr addrspace(1) %583, align 4
  %584 = add i64 %31, 21
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 %585
  store float 0.000000e+00, ptr addrspace(1) %586, align 4
  %587 = add i64 %31, 22
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(1) %0, i64 %588
  store float 0.000000e+00, ptr addrspace(1) %589, align 4
  %590 = add i64 %31, 23
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(1) %0, i64 %591
  store float 0.000000e+00, ptr addrspace(1) %592, align 4
  %593 = add i64 %31, 24
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %0, i64 %594
  store float 0.000000e+00, ptr addrspace(1) %595, align 4
  %596 = add i64 %31, 25
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 %597
  store float 0.000000e+00, ptr addrspace(1) %598, align 4
  %599 = add i64 %31, 26
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float 0.000000e+00, ptr addrspace(1) %601, align 4
  %602 = add i64 %31, 27
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float 0.000000e+00, ptr addrspace(1) %604, align 4
  %605 = add i64 %31, 28
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float 0.000000e+00, ptr addrspace(1) %607, align 4
  %608 = add i64 %31, 29
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr addrspace(1) %0, i64 %609
  store float 0.000000e+00, ptr addrspace(1) %610, align 4
  %611 = add i64 %31, 30
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %0, i64 %612
  store float 0.000000e+00, ptr addrspace(1) %613, align 4
  %614 = add i64 %31, 31
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr addrspace(1) %0, i64 %615
  store float 0.000000e+00, ptr addrspace(1) %616, align 4
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

!0 = !{ptr @strata_embed_q6_k, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q6_k, !"maxntidx", i32 128}
