; ModuleID = 'strata_embed_q5_k'
source_filename = "strata_embed_q5_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q5_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 176
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
  %34 = mul i64 %33, 176
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 2
  %43 = load i16, ptr addrspace(1) %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = and i32 %37, 3
  %47 = sext i32 %46 to i64
  %48 = add i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %35, i64 %48
  %50 = load i8, ptr addrspace(1) %49, align 1
  %51 = zext i8 %50 to i32
  %52 = add i64 %47, 8
  %53 = getelementptr i8, ptr addrspace(1) %35, i64 %52
  %54 = load i8, ptr addrspace(1) %53, align 1
  %55 = zext i8 %54 to i32
  %56 = add i64 %47, 12
  %57 = getelementptr i8, ptr addrspace(1) %35, i64 %56
  %58 = load i8, ptr addrspace(1) %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp ult i32 %37, 4
  %61 = and i32 %51, 63
  %62 = and i32 %55, 63
  %63 = and i32 %59, 15
  %64 = lshr i32 %51, 6
  %65 = shl i32 %64, 4
  %66 = or i32 %63, %65
  %67 = lshr i32 %59, 4
  %68 = lshr i32 %55, 6
  %69 = shl i32 %68, 4
  %70 = or i32 %67, %69
  %71 = select i1 %60, i32 %61, i32 %66
  %72 = select i1 %60, i32 %62, i32 %70
  %73 = sitofp i32 %71 to float
  %74 = fmul float %41, %73
  %75 = sitofp i32 %72 to float
  %76 = fmul float %45, %75
  %77 = lshr i32 %37, 1
  %78 = sext i32 %77 to i64
  %79 = mul i64 %78, 32
  %80 = add i64 48, %79
  %81 = and i32 %37, 1
  %82 = mul i32 %81, 4
  %83 = add i64 %80, 0
  %84 = getelementptr i8, ptr addrspace(1) %35, i64 %83
  %85 = load i32, ptr addrspace(1) %84, align 4
  %86 = lshr i32 %85, %82
  %87 = getelementptr i8, ptr addrspace(1) %35, i64 16
  %88 = load i32, ptr addrspace(1) %87, align 4
  %89 = lshr i32 %88, %37
  %90 = lshr i32 %86, 0
  %91 = and i32 %90, 15
  %92 = lshr i32 %89, 0
  %93 = and i32 %92, 1
  %94 = shl i32 %93, 4
  %95 = or i32 %91, %94
  %96 = sitofp i32 %95 to float
  %97 = fmul float %74, %96
  %98 = fsub float %97, %76
  %99 = add i64 %31, 0
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100
  store float %98, ptr addrspace(1) %101, align 4
  %102 = lshr i32 %86, 8
  %103 = and i32 %102, 15
  %104 = lshr i32 %89, 8
  %105 = and i32 %104, 1
  %106 = shl i32 %105, 4
  %107 = or i32 %103, %106
  %108 = sitofp i32 %107 to float
  %109 = fmul float %74, %108
  %110 = fsub float %109, %76
  %111 = add i64 %31, 1
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %0, i64 %112
  store float %110, ptr addrspace(1) %113, align 4
  %114 = lshr i32 %86, 16
  %115 = and i32 %114, 15
  %116 = lshr i32 %89, 16
  %117 = and i32 %116, 1
  %118 = shl i32 %117, 4
  %119 = or i32 %115, %118
  %120 = sitofp i32 %119 to float
  %121 = fmul float %74, %120
  %122 = fsub float %121, %76
  %123 = add i64 %31, 2
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  store float %122, ptr addrspace(1) %125, align 4
  %126 = lshr i32 %86, 24
  %127 = and i32 %126, 15
  %128 = lshr i32 %89, 24
  %129 = and i32 %128, 1
  %130 = shl i32 %129, 4
  %131 = or i32 %127, %130
  %132 = sitofp i32 %131 to float
  %133 = fmul float %74, %132
  %134 = fsub float %133, %76
  %135 = add i64 %31, 3
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  store float %134, ptr addrspace(1) %137, align 4
  %138 = add i64 %80, 4
  %139 = getelementptr i8, ptr addrspace(1) %35, i64 %138
  %140 = load i32, ptr addrspace(1) %139, align 4
  %141 = lshr i32 %140, %82
  %142 = getelementptr i8, ptr addrspace(1) %35, i64 20
  %143 = load i32, ptr addrspace(1) %142, align 4
  %144 = lshr i32 %143, %37
  %145 = lshr i32 %141, 0
  %146 = and i32 %145, 15
  %147 = lshr i32 %144, 0
  %148 = and i32 %147, 1
  %149 = shl i32 %148, 4
  %150 = or i32 %146, %149
  %151 = sitofp i32 %150 to float
  %152 = fmul float %74, %151
  %153 = fsub float %152, %76
  %154 = add i64 %31, 4
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) %0, i64 %155
  store float %153, ptr addrspace(1) %156, align 4
  %157 = lshr i32 %141, 8
  %158 = and i32 %157, 15
  %159 = lshr i32 %144, 8
  %160 = and i32 %159, 1
  %161 = shl i32 %160, 4
  %162 = or i32 %158, %161
  %163 = sitofp i32 %162 to float
  %164 = fmul float %74, %163
  %165 = fsub float %164, %76
  %166 = add i64 %31, 5
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %0, i64 %167
  store float %165, ptr addrspace(1) %168, align 4
  %169 = lshr i32 %141, 16
  %170 = and i32 %169, 15
  %171 = lshr i32 %144, 16
  %172 = and i32 %171, 1
  %173 = shl i32 %172, 4
  %174 = or i32 %170, %173
  %175 = sitofp i32 %174 to float
  %176 = fmul float %74, %175
  %177 = fsub float %176, %76
  %178 = add i64 %31, 6
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr addrspace(1) %0, i64 %179
  store float %177, ptr addrspace(1) %180, align 4
  %181 = lshr i32 %141, 24
  %182 = and i32 %181, 15
  %183 = lshr i32 %144, 24
  %184 = and i32 %183, 1
  %185 = shl i32 %184, 4
  %186 = or i32 %182, %185
  %187 = sitofp i32 %186 to float
  %188 = fmul float %74, %187
  %189 = fsub float %188, %76
  %190 = add i64 %31, 7
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %0, i64 %191
  store float %189, ptr addrspace(1) %192, align 4
  %193 = add i64 %80, 8
  %194 = getelementptr i8, ptr addrspace(1) %35, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = lshr i32 %195, %82
  %197 = getelementptr i8, ptr addrspace(1) %35, i64 24
  %198 = load i32, ptr addrspace(1) %197, align 4
  %199 = lshr i32 %198, %37
  %200 = lshr i32 %196, 0
  %201 = and i32 %200, 15
  %202 = lshr i32 %199, 0
  %203 = and i32 %202, 1
  %204 = shl i32 %203, 4
  %205 = or i32 %201, %204
  %206 = sitofp i32 %205 to float
  %207 = fmul float %74, %206
  %208 = fsub float %207, %76
  %209 = add i64 %31, 8
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr addrspace(1) %0, i64 %210
  store float %208, ptr addrspace(1) %211, align 4
  %212 = lshr i32 %196, 8
  %213 = and i32 %212, 15
  %214 = lshr i32 %199, 8
  %215 = and i32 %214, 1
  %216 = shl i32 %215, 4
  %217 = or i32 %213, %216
  %218 = sitofp i32 %217 to float
  %219 = fmul float %74, %218
  %220 = fsub float %219, %76
  %221 = add i64 %31, 9
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr addrspace(1) %0, i64 %222
  store float %220, ptr addrspace(1) %223, align 4
  %224 = lshr i32 %196, 16
  %225 = and i32 %224, 15
  %226 = lshr i32 %199, 16
  %227 = and i32 %226, 1
  %228 = shl i32 %227, 4
  %229 = or i32 %225, %228
  %230 = sitofp i32 %229 to float
  %231 = fmul float %74, %230
  %232 = fsub float %231, %76
  %233 = add i64 %31, 10
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr addrspace(1) %0, i64 %234
  store float %232, ptr addrspace(1) %235, align 4
  %236 = lshr i32 %196, 24
  %237 = and i32 %236, 15
  %238 = lshr i32 %199, 24
  %239 = and i32 %238, 1
  %240 = shl i32 %239, 4
  %241 = or i32 %237, %240
  %242 = sitofp i32 %241 to float
  %243 = fmul float %74, %242
  %244 = fsub float %243, %76
  %245 = add i64 %31, 11
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  store float %244, ptr addrspace(1) %247, align 4
  %248 = add i64 %80, 12
  %249 = getelementptr i8, ptr addrspace(1) %35, i64 %248
  %250 = load i32, ptr addrspace(1) %249, align 4
  %251 = lshr i32 %250, %82
  %252 = getelementptr i8, ptr addrspace(1) %35, i64 28
  %253 = load i32, ptr addrspace(1) %252, align 4
  %254 = lshr i32 %253, %37
  %255 = lshr i32 %251, 0
  %256 = and i32 %255, 15
  %257 = lshr i32 %254, 0
  %258 = and i32 %257, 1
  %259 = shl i32 %258, 4
  %260 = or i32 %256, %259
  %261 = sitofp i32 %260 to float
  %262 = fmul float %74, %261
  %263 = fsub float %262, %76
  %264 = add i64 %31, 12
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %0, i64 %265
  store float %263, ptr addrspace(1) %266, align 4
  %267 = lshr i32 %251, 8
  %268 = and i32 %267, 15
  %269 = lshr i32 %254, 8
  %270 = and i32 %269, 1
  %271 = shl i32 %270, 4
  %272 = or i32 %268, %271
  %273 = sitofp i32 %272 to float
  %274 = fmul float %74, %273
  %275 = fsub float %274, %76
  %276 = add i64 %31, 13
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %0, i64 %277
  store float %275, ptr addrspace(1) %278, align 4
  %279 = lshr i32 %251, 16
  %280 = and i32 %279, 15
  %281 = lshr i32 %254, 16
  %282 = and i32 %281, 1
  %283 = shl i32 %282, 4
  %284 = or i32 %280, %283
  %285 = sitofp i32 %284 to float
  %286 = fmul float %74, %285
  %287 = fsub float %286, %76
  %288 = add i64 %31, 14
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %0, i64 %289
  store float %287, ptr addrspace(1) %290, align 4
  %291 = lshr i32 %251, 24
  %292 = and i32 %291, 15
  %293 = lshr i32 %254, 24
  %294 = and i32 %293, 1
  %295 = shl i32 %294, 4
  %296 = or i32 %292, %295
  %297 = sitofp i32 %296 to float
  %298 = fmul float %74, %297
  %299 = fsub float %298, %76
  %300 = add i64 %31, 15
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %0, i64 %301
  store float %299, ptr addrspace(1) %302, align 4
  %303 = add i64 %80, 16
  %304 = getelementptr i8, ptr addrspace(1) %35, i64 %303
  %305 = load i32, ptr addrspace(1) %304, align 4
  %306 = lshr i32 %305, %82
  %307 = getelementptr i8, ptr addrspace(1) %35, i64 32
  %308 = load i32, ptr addrspace(1) %307, align 4
  %309 = lshr i32 %308, %37
  %310 = lshr i32 %306, 0
  %311 = and i32 %310, 15
  %312 = lshr i32 %309, 0
  %313 = and i32 %312, 1
  %314 = shl i32 %313, 4
  %315 = or i32 %311, %314
  %316 = sitofp i32 %315 to float
  %317 = fmul float %74, %316
  %318 = fsub float %317, %76
  %319 = add i64 %31, 16
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %0, i64 %320
  store float %318, ptr addrspace(1) %321, align 4
  %322 = lshr i32 %306, 8
  %323 = and i32 %322, 15
  %324 = lshr i32 %309, 8
  %325 = and i32 %324, 1
  %326 = shl i32 %325, 4
  %327 = or i32 %323, %326
  %328 = sitofp i32 %327 to float
  %329 = fmul float %74, %328
  %330 = fsub float %329, %76
  %331 = add i64 %31, 17
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %0, i64 %332
  store float %330, ptr addrspace(1) %333, align 4
  %334 = lshr i32 %306, 16
  %335 = and i32 %334, 15
  %336 = lshr i32 %309, 16
  %337 = and i32 %336, 1
  %338 = shl i32 %337, 4
  %339 = or i32 %335, %338
  %340 = sitofp i32 %339 to float
  %341 = fmul float %74, %340
  %342 = fsub float %341, %76
  %343 = add i64 %31, 18
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(1) %0, i64 %344
  store float %342, ptr addrspace(1) %345, align 4
  %346 = lshr i32 %306, 24
  %347 = and i32 %346, 15
  %348 = lshr i32 %309, 24
  %349 = and i32 %348, 1
  %350 = shl i32 %349, 4
  %351 = or i32 %347, %350
  %352 = sitofp i32 %351 to float
  %353 = fmul float %74, %352
  %354 = fsub float %353, %76
  %355 = add i64 %31, 19
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) %0, i64 %356
  store float %354, ptr addrspace(1) %357, align 4
  %358 = add i64 %80, 20
  %359 = getelementptr i8, ptr addrspace(1) %35, i64 %358
  %360 = load i32, ptr addrspace(1) %359, align 4
  %361 = lshr i32 %360, %82
  %362 = getelementptr i8, ptr addrspace(1) %35, i64 36
  %363 = load i32, ptr addrspace(1) %362, align 4
  %364 = lshr i32 %363, %37
  %365 = lshr i32 %361, 0
  %366 = and i32 %365, 15
  %367 = lshr i32 %364, 0
  %368 = and i32 %367, 1
  %369 = shl i32 %368, 4
  %370 = or i32 %366, %369
  %371 = sitofp i32 %370 to float
  %372 = fmul float %74, %371
  %373 = fsub float %372, %76
  %374 = add i64 %31, 20
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %0, i64 %375
  store float %373, ptr addrspace(1) %376, align 4
  %377 = lshr i32 %361, 8
  %378 = and i32 %377, 15
  %379 = lshr i32 %364, 8
  %380 = and i32 %379, 1
  %381 = shl i32 %380, 4
  %382 = or i32 %378, %381
  %383 = sitofp i32 %382 to float
  %384 = fmul float %74, %383
  %385 = fsub float %384, %76
  %386 = add i64 %31, 21
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(1) %0, i64 %387
  store float %385, ptr addrspace(1) %388, align 4
  %389 = lshr i32 %361, 16
  %390 = and i32 %389, 15
  %391 = lshr i32 %364, 16
  %392 = and i32 %391, 1
  %393 = shl i32 %392, 4
  %394 = or i32 %390, %393
  %395 = sitofp i32 %394 to float
  %396 = fmul float %74, %395
  %397 = fsub float %396, %76
  %398 = add i64 %31, 22
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(1) %0, i64 %399
  store float %397, ptr addrspace(1) %400, align 4
  %401 = lshr i32 %361, 24
  %402 = and i32 %401, 15
  %403 = lshr i32 %364, 24
  %404 = and i32 %403, 1
  %405 = shl i32 %404, 4
  %406 = or i32 %402, %405
  %407 = sitofp i32 %406 to float
  %408 = fmul float %74, %407
  %409 = fsub float %408, %76
  %410 = add i64 %31, 23
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr addrspace(1) %0, i64 %411
  store float %409, ptr addrspace(1) %412, align 4
  %413 = add i64 %80, 24
  %414 = getelementptr i8, ptr addrspace(1) %35, i64 %413
  %415 = load i32, ptr addrspace(1) %414, align 4
  %416 = lshr i32 %415, %82
  %417 = getelementptr i8, ptr addrspace(1) %35, i64 40
  %418 = load i32, ptr addrspace(1) %417, align 4
  %419 = lshr i32 %418, %37
  %420 = lshr i32 %416, 0
  %421 = and i32 %420, 15
  %422 = lshr i32 %419, 0
  %423 = and i32 %422, 1
  %424 = shl i32 %423, 4
  %425 = or i32 %421, %424
  %426 = sitofp i32 %425 to float
  %427 = fmul float %74, %426
  %428 = fsub float %427, %76
  %429 = add i64 %31, 24
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr addrspace(1) %0, i64 %430
  store float %428, ptr addrspace(1) %431, align 4
  %432 = lshr i32 %416, 8
  %433 = and i32 %432, 15
  %434 = lshr i32 %419, 8
  %435 = and i32 %434, 1
  %436 = shl i32 %435, 4
  %437 = or i32 %433, %436
  %438 = sitofp i32 %437 to float
  %439 = fmul float %74, %438
  %440 = fsub float %439, %76
  %441 = add i64 %31, 25
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %0, i64 %442
  store float %440, ptr addrspace(1) %443, align 4
  %444 = lshr i32 %416, 16
  %445 = and i32 %444, 15
  %446 = lshr i32 %419, 16
  %447 = and i32 %446, 1
  %448 = shl i32 %447, 4
  %449 = or i32 %445, %448
  %450 = sitofp i32 %449 to float
  %451 = fmul float %74, %450
  %452 = fsub float %451, %76
  %453 = add i64 %31, 26
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %0, i64 %454
  store float %452, ptr addrspace(1) %455, align 4
  %456 = lshr i32 %416, 24
  %457 = and i32 %456, 15
  %458 = lshr i32 %419, 24
  %459 = and i32 %458, 1
  %460 = shl i32 %459, 4
  %461 = or i32 %457, %460
  %462 = sitofp i32 %461 to float
  %463 = fmul float %74, %462
  %464 = fsub float %463, %76
  %465 = add i64 %31, 27
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr addrspace(1) %0, i64 %466
  store float %464, ptr addrspace(1) %467, align 4
  %468 = add i64 %80, 28
  %469 = getelementptr i8, ptr addrspace(1) %35, i64 %468
  %470 = load i32, ptr addrspace(1) %469, align 4
  %471 = lshr i32 %470, %82
  %472 = getelementptr i8, ptr addrspace(1) %35, i64 44
  %473 = load i32, ptr addrspace(1) %472, align 4
  %474 = lshr i32 %473, %37
  %475 = lshr i32 %471, 0
  %476 = and i32 %475, 15
  %477 = lshr i32 %474, 0
  %478 = and i32 %477, 1
  %479 = shl i32 %478, 4
  %480 = or i32 %476, %479
  %481 = sitofp i32 %480 to float
  %482 = fmul float %74, %481
  %483 = fsub float %482, %76
  %484 = add i64 %31, 28
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %0, i64 %485
  store float %483, ptr addrspace(1) %486, align 4
  %487 = lshr i32 %471, 8
  %488 = and i32 %487, 15
  %489 = lshr i32 %474, 8
  %490 = and i32 %489, 1
  %491 = shl i32 %490, 4
  %492 = or i32 %488, %491
  %493 = sitofp i32 %492 to float
  %494 = fmul float %74, %493
  %495 = fsub float %494, %76
  %496 = add i64 %31, 29
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr addrspace(1) %0, i64 %497
  store float %495, ptr addrspace(1) %498, align 4
  %499 = lshr i32 %471, 16
  %500 = and i32 %499, 15
  %501 = lshr i32 %474, 16
  %502 = and i32 %501, 1
  %503 = shl i32 %502, 4
  %504 = or i32 %500, %503
  %505 = sitofp i32 %504 to float
  %506 = fmul float %74, %505
  %507 = fsub float %506, %76
  %508 = add i64 %31, 30
  %509 = mul i64 %508, 4
  %510 = getelementptr i8, ptr addrspace(1) %0, i64 %509
  store float %507, ptr addrspace(1) %510, align 4
  %511 = lshr i32 %471, 24
  %512 = and i32 %511, 15
  %513 = lshr i32 %474, 24
  %514 = and i32 %513, 1
  %515 = shl i32 %514, 4
  %516 = or i32 %512, %515
  %517 = sitofp i32 %516 to float
  %518 = fmul float %74, %517
  %519 = fsub float %518, %76
  %520 = add i64 %31, 31
  %521 = mul i64 %520, 4
  %522 = getelementptr i8, ptr addrspace(1) %0, i64 %521
  store float %519, ptr addrspace(1) %522, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %523 = xor i1 %18, true
  br i1 %523, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %524 = add i64 %31, 0
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float 0.000000e+00, ptr addrspace(1) %526, align 4
  %527 = add i64 %31, 1
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 %528
  store float 0.000000e+00, ptr addrspace(1) %529, align 4
  %530 = add i64 %31, 2
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 %531
  store float 0.000000e+00, ptr addrspace(1) %532, align 4
  %533 = add i64 %31, 3
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %0, i64 %534
  store float 0.000000e+00, ptr addrspace(1) %535, align 4
  %536 = add i64 %31, 4
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr addrspace(1) %0, i64 %537
  store float 0.000000e+00, ptr addrspace(1) %538, align 4
  %539 = add i64 %31, 5
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr addrspace(1) %0, i64 %540
  store float 0.000000e+00, ptr addrspace(1) %541, align 4
  %542 = add i64 %31, 6
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr addrspace(1) %0, i64 %543
  store float 0.000000e+00, ptr addrspace(1) %544, align 4
  %545 = add i64 %31, 7
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr addrspace(1) %0, i64 %546
  store float 0.000000e+00, ptr addrspace(1) %547, align 4
  %548 = add i64 %31, 8
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(1) %0, i64 %549
  store float 0.000000e+00, ptr addrspace(1) %550, align 4
  %551 = add i64 %31, 9
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr addrspace(1) %0, i64 %552
  store float 0.000000e+00, ptr addrspace(1) %553, align 4
  %554 = add i64 %31, 10
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %0, i64 %555
  store float 0.000000e+00, ptr addrspace(1) %556, align 4
  %557 = add i64 %31, 11
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 %558
  store float 0.000000e+00, ptr addrspace(1) %559, align 4
  %560 = add i64 %31, 12
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %0, i64 %561
  store float 0.000000e+00, ptr addrspace(1) %562, align 4
  %563 = add i64 %31, 13
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %0, i64 %564
  store float 0.000000e+00, ptr addrspace(1) %565, align 4
  %566 = add i64 %31, 14
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 %567
  store float 0.000000e+00, ptr addrspace(1) %568, align 4
  %569 = add i64 %31, 15
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 %570
  store float 0.000000e+00, ptr addrspace(1) %571, align 4
  %572 = add i64 %31, 16
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 %573
  store float 0.000000e+00, ptr addrspace(1) %574, align 4
  %575 = add i64 %31, 17
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  store float 0.000000e+00, ptr addrspace(1) %577, align 4
  %578 = add i64 %31, 18
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %0, i64 %579
  store float 0.000000e+00, ptr addrspace(1) %580, align 4
  %581 = add i64 %31, 19
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(1) %0, i64 %582
  store float 0.000000e+00, ptr addrspace(1) %583, align 4
  %584 = add i64 %31, 20
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 %585
  store float 0.000000e+00, ptr addrspace(1) %586, align 4
  %587 = add i64 %31, 21
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(1) %0, i64 %588
  store float 0.000000e+00, ptr addrspace(1) %589, align 4
  %590 = add i64 %31, 22
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(1) %0, i64 %591
  store float 0.000000e+00, ptr addrspace(1) %592, align 4
  %593 = add i64 %31, 23
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %0, i64 %594
  store float 0.000000e+00, ptr addrspace(1) %595, align 4
  %596 = add i64 %31, 24
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 %597
  store float 0.000000e+00, ptr addrspace(1) %598, align 4
  %599 = add i64 %31, 25
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float 0.000000e+00, ptr addrspace(1) %601, align 4
  %602 = add i64 %31, 26
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float 0.000000e+00, ptr addrspace(1) %604, align 4
  %605 = add i64 %31, 27
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float 0.000000e+00, ptr addrspace(1) %607, align 4
  %608 = add i64 %31, 28
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr addrspace(1) %0, i64 %609
  store float 0.000000e+00, ptr addrspace(1) %610, align 4
  %611 = add i64 %31, 29
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %0, i64 %612
  store float 0.000000e+00, ptr addrspace(1) %613, align 4
  %614 = add i64 %31, 30
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr addrspace(1) %0, i64 %615
  store float 0.000000e+00, ptr addrspace(1) %616, align 4
  %617 = add i64 %31, 31
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(1) %0, i64 %618
  store float 0.000000e+00, ptr addrspace(1) %619, align 4
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

!0 = !{ptr @strata_embed_q5_k, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q5_k, !"maxntidx", i32 128}
