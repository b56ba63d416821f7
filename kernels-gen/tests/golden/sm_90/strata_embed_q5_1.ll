; ModuleID = 'strata_embed_q5_1'
source_filename = "strata_embed_q5_1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q5_1(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 24
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
  %34 = mul i64 %33, 24
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 1
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 2
  %43 = load i16, ptr addrspace(1) %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = getelementptr i8, ptr addrspace(1) %35, i64 4
  %47 = load i32, ptr addrspace(1) %46, align 4
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 8
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = getelementptr i8, ptr addrspace(1) %35, i64 12
  %51 = load i32, ptr addrspace(1) %50, align 4
  %52 = getelementptr i8, ptr addrspace(1) %35, i64 16
  %53 = load i32, ptr addrspace(1) %52, align 4
  %54 = getelementptr i8, ptr addrspace(1) %35, i64 20
  %55 = load i32, ptr addrspace(1) %54, align 4
  %56 = lshr i32 %49, 0
  %57 = and i32 %56, 15
  %58 = lshr i32 %47, 0
  %59 = and i32 %58, 1
  %60 = shl i32 %59, 4
  %61 = or i32 %57, %60
  %62 = sitofp i32 %61 to float
  %63 = fmul float %41, %62
  %64 = fadd float %63, %45
  %65 = add i64 %31, 0
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %0, i64 %66
  store float %64, ptr addrspace(1) %67, align 4
  %68 = lshr i32 %49, 8
  %69 = and i32 %68, 15
  %70 = lshr i32 %47, 1
  %71 = and i32 %70, 1
  %72 = shl i32 %71, 4
  %73 = or i32 %69, %72
  %74 = sitofp i32 %73 to float
  %75 = fmul float %41, %74
  %76 = fadd float %75, %45
  %77 = add i64 %31, 1
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %0, i64 %78
  store float %76, ptr addrspace(1) %79, align 4
  %80 = lshr i32 %49, 16
  %81 = and i32 %80, 15
  %82 = lshr i32 %47, 2
  %83 = and i32 %82, 1
  %84 = shl i32 %83, 4
  %85 = or i32 %81, %84
  %86 = sitofp i32 %85 to float
  %87 = fmul float %41, %86
  %88 = fadd float %87, %45
  %89 = add i64 %31, 2
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  store float %88, ptr addrspace(1) %91, align 4
  %92 = lshr i32 %49, 24
  %93 = and i32 %92, 15
  %94 = lshr i32 %47, 3
  %95 = and i32 %94, 1
  %96 = shl i32 %95, 4
  %97 = or i32 %93, %96
  %98 = sitofp i32 %97 to float
  %99 = fmul float %41, %98
  %100 = fadd float %99, %45
  %101 = add i64 %31, 3
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  store float %100, ptr addrspace(1) %103, align 4
  %104 = lshr i32 %51, 0
  %105 = and i32 %104, 15
  %106 = lshr i32 %47, 4
  %107 = and i32 %106, 1
  %108 = shl i32 %107, 4
  %109 = or i32 %105, %108
  %110 = sitofp i32 %109 to float
  %111 = fmul float %41, %110
  %112 = fadd float %111, %45
  %113 = add i64 %31, 4
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %112, ptr addrspace(1) %115, align 4
  %116 = lshr i32 %51, 8
  %117 = and i32 %116, 15
  %118 = lshr i32 %47, 5
  %119 = and i32 %118, 1
  %120 = shl i32 %119, 4
  %121 = or i32 %117, %120
  %122 = sitofp i32 %121 to float
  %123 = fmul float %41, %122
  %124 = fadd float %123, %45
  %125 = add i64 %31, 5
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  store float %124, ptr addrspace(1) %127, align 4
  %128 = lshr i32 %51, 16
  %129 = and i32 %128, 15
  %130 = lshr i32 %47, 6
  %131 = and i32 %130, 1
  %132 = shl i32 %131, 4
  %133 = or i32 %129, %132
  %134 = sitofp i32 %133 to float
  %135 = fmul float %41, %134
  %136 = fadd float %135, %45
  %137 = add i64 %31, 6
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(1) %0, i64 %138
  store float %136, ptr addrspace(1) %139, align 4
  %140 = lshr i32 %51, 24
  %141 = and i32 %140, 15
  %142 = lshr i32 %47, 7
  %143 = and i32 %142, 1
  %144 = shl i32 %143, 4
  %145 = or i32 %141, %144
  %146 = sitofp i32 %145 to float
  %147 = fmul float %41, %146
  %148 = fadd float %147, %45
  %149 = add i64 %31, 7
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr addrspace(1) %0, i64 %150
  store float %148, ptr addrspace(1) %151, align 4
  %152 = lshr i32 %53, 0
  %153 = and i32 %152, 15
  %154 = lshr i32 %47, 8
  %155 = and i32 %154, 1
  %156 = shl i32 %155, 4
  %157 = or i32 %153, %156
  %158 = sitofp i32 %157 to float
  %159 = fmul float %41, %158
  %160 = fadd float %159, %45
  %161 = add i64 %31, 8
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr addrspace(1) %0, i64 %162
  store float %160, ptr addrspace(1) %163, align 4
  %164 = lshr i32 %53, 8
  %165 = and i32 %164, 15
  %166 = lshr i32 %47, 9
  %167 = and i32 %166, 1
  %168 = shl i32 %167, 4
  %169 = or i32 %165, %168
  %170 = sitofp i32 %169 to float
  %171 = fmul float %41, %170
  %172 = fadd float %171, %45
  %173 = add i64 %31, 9
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) %0, i64 %174
  store float %172, ptr addrspace(1) %175, align 4
  %176 = lshr i32 %53, 16
  %177 = and i32 %176, 15
  %178 = lshr i32 %47, 10
  %179 = and i32 %178, 1
  %180 = shl i32 %179, 4
  %181 = or i32 %177, %180
  %182 = sitofp i32 %181 to float
  %183 = fmul float %41, %182
  %184 = fadd float %183, %45
  %185 = add i64 %31, 10
  %186 = mul i64 %185, 4
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  store float %184, ptr addrspace(1) %187, align 4
  %188 = lshr i32 %53, 24
  %189 = and i32 %188, 15
  %190 = lshr i32 %47, 11
  %191 = and i32 %190, 1
  %192 = shl i32 %191, 4
  %193 = or i32 %189, %192
  %194 = sitofp i32 %193 to float
  %195 = fmul float %41, %194
  %196 = fadd float %195, %45
  %197 = add i64 %31, 11
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr addrspace(1) %0, i64 %198
  store float %196, ptr addrspace(1) %199, align 4
  %200 = lshr i32 %55, 0
  %201 = and i32 %200, 15
  %202 = lshr i32 %47, 12
  %203 = and i32 %202, 1
  %204 = shl i32 %203, 4
  %205 = or i32 %201, %204
  %206 = sitofp i32 %205 to float
  %207 = fmul float %41, %206
  %208 = fadd float %207, %45
  %209 = add i64 %31, 12
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr addrspace(1) %0, i64 %210
  store float %208, ptr addrspace(1) %211, align 4
  %212 = lshr i32 %55, 8
  %213 = and i32 %212, 15
  %214 = lshr i32 %47, 13
  %215 = and i32 %214, 1
  %216 = shl i32 %215, 4
  %217 = or i32 %213, %216
  %218 = sitofp i32 %217 to float
  %219 = fmul float %41, %218
  %220 = fadd float %219, %45
  %221 = add i64 %31, 13
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr addrspace(1) %0, i64 %222
  store float %220, ptr addrspace(1) %223, align 4
  %224 = lshr i32 %55, 16
  %225 = and i32 %224, 15
  %226 = lshr i32 %47, 14
  %227 = and i32 %226, 1
  %228 = shl i32 %227, 4
  %229 = or i32 %225, %228
  %230 = sitofp i32 %229 to float
  %231 = fmul float %41, %230
  %232 = fadd float %231, %45
  %233 = add i64 %31, 14
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr addrspace(1) %0, i64 %234
  store float %232, ptr addrspace(1) %235, align 4
  %236 = lshr i32 %55, 24
  %237 = and i32 %236, 15
  %238 = lshr i32 %47, 15
  %239 = and i32 %238, 1
  %240 = shl i32 %239, 4
  %241 = or i32 %237, %240
  %242 = sitofp i32 %241 to float
  %243 = fmul float %41, %242
  %244 = fadd float %243, %45
  %245 = add i64 %31, 15
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  store float %244, ptr addrspace(1) %247, align 4
  %248 = lshr i32 %49, 4
  %249 = and i32 %248, 15
  %250 = lshr i32 %47, 16
  %251 = and i32 %250, 1
  %252 = shl i32 %251, 4
  %253 = or i32 %249, %252
  %254 = sitofp i32 %253 to float
  %255 = fmul float %41, %254
  %256 = fadd float %255, %45
  %257 = add i64 %31, 16
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(1) %0, i64 %258
  store float %256, ptr addrspace(1) %259, align 4
  %260 = lshr i32 %49, 12
  %261 = and i32 %260, 15
  %262 = lshr i32 %47, 17
  %263 = and i32 %262, 1
  %264 = shl i32 %263, 4
  %265 = or i32 %261, %264
  %266 = sitofp i32 %265 to float
  %267 = fmul float %41, %266
  %268 = fadd float %267, %45
  %269 = add i64 %31, 17
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %0, i64 %270
  store float %268, ptr addrspace(1) %271, align 4
  %272 = lshr i32 %49, 20
  %273 = and i32 %272, 15
  %274 = lshr i32 %47, 18
  %275 = and i32 %274, 1
  %276 = shl i32 %275, 4
  %277 = or i32 %273, %276
  %278 = sitofp i32 %277 to float
  %279 = fmul float %41, %278
  %280 = fadd float %279, %45
  %281 = add i64 %31, 18
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %0, i64 %282
  store float %280, ptr addrspace(1) %283, align 4
  %284 = lshr i32 %49, 28
  %285 = and i32 %284, 15
  %286 = lshr i32 %47, 19
  %287 = and i32 %286, 1
  %288 = shl i32 %287, 4
  %289 = or i32 %285, %288
  %290 = sitofp i32 %289 to float
  %291 = fmul float %41, %290
  %292 = fadd float %291, %45
  %293 = add i64 %31, 19
  %294 = mul i64 %293, 4
  %295 = getelementptr i8, ptr addrspace(1) %0, i64 %294
  store float %292, ptr addrspace(1) %295, align 4
  %296 = lshr i32 %51, 4
  %297 = and i32 %296, 15
  %298 = lshr i32 %47, 20
  %299 = and i32 %298, 1
  %300 = shl i32 %299, 4
  %301 = or i32 %297, %300
  %302 = sitofp i32 %301 to float
  %303 = fmul float %41, %302
  %304 = fadd float %303, %45
  %305 = add i64 %31, 20
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  store float %304, ptr addrspace(1) %307, align 4
  %308 = lshr i32 %51, 12
  %309 = and i32 %308, 15
  %310 = lshr i32 %47, 21
  %311 = and i32 %310, 1
  %312 = shl i32 %311, 4
  %313 = or i32 %309, %312
  %314 = sitofp i32 %313 to float
  %315 = fmul float %41, %314
  %316 = fadd float %315, %45
  %317 = add i64 %31, 21
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  store float %316, ptr addrspace(1) %319, align 4
  %320 = lshr i32 %51, 20
  %321 = and i32 %320, 15
  %322 = lshr i32 %47, 22
  %323 = and i32 %322, 1
  %324 = shl i32 %323, 4
  %325 = or i32 %321, %324
  %326 = sitofp i32 %325 to float
  %327 = fmul float %41, %326
  %328 = fadd float %327, %45
  %329 = add i64 %31, 22
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %0, i64 %330
  store float %328, ptr addrspace(1) %331, align 4
  %332 = lshr i32 %51, 28
  %333 = and i32 %332, 15
  %334 = lshr i32 %47, 23
  %335 = and i32 %334, 1
  %336 = shl i32 %335, 4
  %337 = or i32 %333, %336
  %338 = sitofp i32 %337 to float
  %339 = fmul float %41, %338
  %340 = fadd float %339, %45
  %341 = add i64 %31, 23
  %342 = mul i64 %341, 4
  %343 = getelementptr i8, ptr addrspace(1) %0, i64 %342
  store float %340, ptr addrspace(1) %343, align 4
  %344 = lshr i32 %53, 4
  %345 = and i32 %344, 15
  %346 = lshr i32 %47, 24
  %347 = and i32 %346, 1
  %348 = shl i32 %347, 4
  %349 = or i32 %345, %348
  %350 = sitofp i32 %349 to float
  %351 = fmul float %41, %350
  %352 = fadd float %351, %45
  %353 = add i64 %31, 24
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr addrspace(1) %0, i64 %354
  store float %352, ptr addrspace(1) %355, align 4
  %356 = lshr i32 %53, 12
  %357 = and i32 %356, 15
  %358 = lshr i32 %47, 25
  %359 = and i32 %358, 1
  %360 = shl i32 %359, 4
  %361 = or i32 %357, %360
  %362 = sitofp i32 %361 to float
  %363 = fmul float %41, %362
  %364 = fadd float %363, %45
  %365 = add i64 %31, 25
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(1) %0, i64 %366
  store float %364, ptr addrspace(1) %367, align 4
  %368 = lshr i32 %53, 20
  %369 = and i32 %368, 15
  %370 = lshr i32 %47, 26
  %371 = and i32 %370, 1
  %372 = shl i32 %371, 4
  %373 = or i32 %369, %372
  %374 = sitofp i32 %373 to float
  %375 = fmul float %41, %374
  %376 = fadd float %375, %45
  %377 = add i64 %31, 26
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) %0, i64 %378
  store float %376, ptr addrspace(1) %379, align 4
  %380 = lshr i32 %53, 28
  %381 = and i32 %380, 15
  %382 = lshr i32 %47, 27
  %383 = and i32 %382, 1
  %384 = shl i32 %383, 4
  %385 = or i32 %381, %384
  %386 = sitofp i32 %385 to float
  %387 = fmul float %41, %386
  %388 = fadd float %387, %45
  %389 = add i64 %31, 27
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr addrspace(1) %0, i64 %390
  store float %388, ptr addrspace(1) %391, align 4
  %392 = lshr i32 %55, 4
  %393 = and i32 %392, 15
  %394 = lshr i32 %47, 28
  %395 = and i32 %394, 1
  %396 = shl i32 %395, 4
  %397 = or i32 %393, %396
  %398 = sitofp i32 %397 to float
  %399 = fmul float %41, %398
  %400 = fadd float %399, %45
  %401 = add i64 %31, 28
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %0, i64 %402
  store float %400, ptr addrspace(1) %403, align 4
  %404 = lshr i32 %55, 12
  %405 = and i32 %404, 15
  %406 = lshr i32 %47, 29
  %407 = and i32 %406, 1
  %408 = shl i32 %407, 4
  %409 = or i32 %405, %408
  %410 = sitofp i32 %409 to float
  %411 = fmul float %41, %410
  %412 = fadd float %411, %45
  %413 = add i64 %31, 29
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr addrspace(1) %0, i64 %414
  store float %412, ptr addrspace(1) %415, align 4
  %416 = lshr i32 %55, 20
  %417 = and i32 %416, 15
  %418 = lshr i32 %47, 30
  %419 = and i32 %418, 1
  %420 = shl i32 %419, 4
  %421 = or i32 %417, %420
  %422 = sitofp i32 %421 to float
  %423 = fmul float %41, %422
  %424 = fadd float %423, %45
  %425 = add i64 %31, 30
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(1) %0, i64 %426
  store float %424, ptr addrspace(1) %427, align 4
  %428 = lshr i32 %55, 28
  %429 = and i32 %428, 15
  %430 = lshr i32 %47, 31
  %431 = and i32 %430, 1
  %432 = shl i32 %431, 4
  %433 = or i32 %429, %432
  %434 = sitofp i32 %433 to float
  %435 = fmul float %41, %434
  %436 = fadd float %435, %45
  %437 = add i64 %31, 31
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(1) %0, i64 %438
  store float %436, ptr addrspace(1) %439, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %440 = xor i1 %18, true
  br i1 %440, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %441 = add i64 %31, 0
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %0, i64 %442
  store float 0.000000e+00, ptr addrspace(1) %443, align 4
  %444 = add i64 %31, 1
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %0, i64 %445
  store float 0.000000e+00, ptr addrspace(1) %446, align 4
  %447 = add i64 %31, 2
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr addrspace(1) %0, i64 %448
  store float 0.000000e+00, ptr addrspace(1) %449, align 4
  %450 = add i64 %31, 3
  %451 = mul i64 %450, 4
  %452 = getelementptr i8, ptr addrspace(1) %0, i64 %451
  store float 0.000000e+00, ptr addrspace(1) %452, align 4
  %453 = add i64 %31, 4
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %0, i64 %454
  store float 0.000000e+00, ptr addrspace(1) %455, align 4
  %456 = add i64 %31, 5
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %0, i64 %457
  store float 0.000000e+00, ptr addrspace(1) %458, align 4
  %459 = add i64 %31, 6
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr addrspace(1) %0, i64 %460
  store float 0.000000e+00, ptr addrspace(1) %461, align 4
  %462 = add i64 %31, 7
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %0, i64 %463
  store float 0.000000e+00, ptr addrspace(1) %464, align 4
  %465 = add i64 %31, 8
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr addrspace(1) %0, i64 %466
  store float 0.000000e+00, ptr addrspace(1) %467, align 4
  %468 = add i64 %31, 9
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(1) %0, i64 %469
  store float 0.000000e+00, ptr addrspace(1) %470, align 4
  %471 = add i64 %31, 10
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr addrspace(1) %0, i64 %472
  store float 0.000000e+00, ptr addrspace(1) %473, align 4
  %474 = add i64 %31, 11
  %475 = mul i64 %474, 4
  %476 = getelementptr i8, ptr addrspace(1) %0, i64 %475
  store float 0.000000e+00, ptr addrspace(1) %476, align 4
  %477 = add i64 %31, 12
  %478 = mul i64 %477, 4
  %479 = getelementptr i8, ptr addrspace(1) %0, i64 %478
  store float 0.000000e+00, ptr addrspace(1) %479, align 4
  %480 = add i64 %31, 13
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr addrspace(1) %0, i64 %481
  store float 0.000000e+00, ptr addrspace(1) %482, align 4
  %483 = add i64 %31, 14
  %484 = mul i64 %483, 4
  %485 = getelementptr i8, ptr addrspace(1) %0, i64 %484
  store float 0.000000e+00, ptr addrspace(1) %485, align 4
  %486 = add i64 %31, 15
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr addrspace(1) %0, i64 %487
  store float 0.000000e+00, ptr addrspace(1) %488, align 4
  %489 = add i64 %31, 16
  %490 = mul i64 %489, 4
  %491 = getelementptr i8, ptr addrspace(1) %0, i64 %490
  store float 0.000000e+00, ptr addrspace(1) %491, align 4
  %492 = add i64 %31, 17
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr addrspace(1) %0, i64 %493
  store float 0.000000e+00, ptr addrspace(1) %494, align 4
  %495 = add i64 %31, 18
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr addrspace(1) %0, i64 %496
  store float 0.000000e+00, ptr addrspace(1) %497, align 4
  %498 = add i64 %31, 19
  %499 = mul i64 %498, 4
  %500 = getelementptr i8, ptr addrspace(1) %0, i64 %499
  store float 0.000000e+00, ptr addrspace(1) %500, align 4
  %501 = add i64 %31, 20
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr addrspace(1) %0, i64 %502
  store float 0.000000e+00, ptr addrspace(1) %503, align 4
  %504 = add i64 %31, 21
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr addrspace(1) %0, i64 %505
  store float 0.000000e+00, ptr addrspace(1) %506, align 4
  %507 = add i64 %31, 22
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr addrspace(1) %0, i64 %508
  store float 0.000000e+00, ptr addrspace(1) %509, align 4
  %510 = add i64 %31, 23
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr addrspace(1) %0, i64 %511
  store float 0.000000e+00, ptr addrspace(1) %512, align 4
  %513 = add i64 %31, 24
  %514 = mul i64 %513, 4
  %515 = getelementptr i8, ptr addrspace(1) %0, i64 %514
  store float 0.000000e+00, ptr addrspace(1) %515, align 4
  %516 = add i64 %31, 25
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr addrspace(1) %0, i64 %517
  store float 0.000000e+00, ptr addrspace(1) %518, align 4
  %519 = add i64 %31, 26
  %520 = mul i64 %519, 4
  %521 = getelementptr i8, ptr addrspace(1) %0, i64 %520
  store float 0.000000e+00, ptr addrspace(1) %521, align 4
  %522 = add i64 %31, 27
  %523 = mul i64 %522, 4
  %524 = getelementptr i8, ptr addrspace(1) %0, i64 %523
  store float 0.000000e+00, ptr addrspace(1) %524, align 4
  %525 = add i64 %31, 28
  %526 = mul i64 %525, 4
  %527 = getelementptr i8, ptr addrspace(1) %0, i64 %526
  store float 0.000000e+00, ptr addrspace(1) %527, align 4
  %528 = add i64 %31, 29
  %529 = mul i64 %528, 4
  %530 = getelementptr i8, ptr addrspace(1) %0, i64 %529
  store float 0.000000e+00, ptr addrspace(1) %530, align 4
  %531 = add i64 %31, 30
  %532 = mul i64 %531, 4
  %533 = getelementptr i8, ptr addrspace(1) %0, i64 %532
  store float 0.000000e+00, ptr addrspace(1) %533, align 4
  %534 = add i64 %31, 31
  %535 = mul i64 %534, 4
  %536 = getelementptr i8, ptr addrspace(1) %0, i64 %535
  store float 0.000000e+00, ptr addrspace(1) %536, align 4
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

!0 = !{ptr @strata_embed_q5_1, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q5_1, !"maxntidx", i32 128}
