; ModuleID = 'strata_embed_q4_k'
source_filename = "strata_embed_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 144
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
  %34 = mul i64 %33, 144
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
  %80 = add i64 16, %79
  %81 = and i32 %37, 1
  %82 = mul i32 %81, 4
  %83 = add i64 %80, 0
  %84 = getelementptr i8, ptr addrspace(1) %35, i64 %83
  %85 = load i32, ptr addrspace(1) %84, align 4
  %86 = lshr i32 %85, %82
  %87 = lshr i32 %86, 0
  %88 = and i32 %87, 15
  %89 = sitofp i32 %88 to float
  %90 = fmul float %74, %89
  %91 = fsub float %90, %76
  %92 = add i64 %31, 0
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %0, i64 %93
  store float %91, ptr addrspace(1) %94, align 4
  %95 = lshr i32 %86, 8
  %96 = and i32 %95, 15
  %97 = sitofp i32 %96 to float
  %98 = fmul float %74, %97
  %99 = fsub float %98, %76
  %100 = add i64 %31, 1
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %0, i64 %101
  store float %99, ptr addrspace(1) %102, align 4
  %103 = lshr i32 %86, 16
  %104 = and i32 %103, 15
  %105 = sitofp i32 %104 to float
  %106 = fmul float %74, %105
  %107 = fsub float %106, %76
  %108 = add i64 %31, 2
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %0, i64 %109
  store float %107, ptr addrspace(1) %110, align 4
  %111 = lshr i32 %86, 24
  %112 = and i32 %111, 15
  %113 = sitofp i32 %112 to float
  %114 = fmul float %74, %113
  %115 = fsub float %114, %76
  %116 = add i64 %31, 3
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %0, i64 %117
  store float %115, ptr addrspace(1) %118, align 4
  %119 = add i64 %80, 4
  %120 = getelementptr i8, ptr addrspace(1) %35, i64 %119
  %121 = load i32, ptr addrspace(1) %120, align 4
  %122 = lshr i32 %121, %82
  %123 = lshr i32 %122, 0
  %124 = and i32 %123, 15
  %125 = sitofp i32 %124 to float
  %126 = fmul float %74, %125
  %127 = fsub float %126, %76
  %128 = add i64 %31, 4
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  store float %127, ptr addrspace(1) %130, align 4
  %131 = lshr i32 %122, 8
  %132 = and i32 %131, 15
  %133 = sitofp i32 %132 to float
  %134 = fmul float %74, %133
  %135 = fsub float %134, %76
  %136 = add i64 %31, 5
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %0, i64 %137
  store float %135, ptr addrspace(1) %138, align 4
  %139 = lshr i32 %122, 16
  %140 = and i32 %139, 15
  %141 = sitofp i32 %140 to float
  %142 = fmul float %74, %141
  %143 = fsub float %142, %76
  %144 = add i64 %31, 6
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  store float %143, ptr addrspace(1) %146, align 4
  %147 = lshr i32 %122, 24
  %148 = and i32 %147, 15
  %149 = sitofp i32 %148 to float
  %150 = fmul float %74, %149
  %151 = fsub float %150, %76
  %152 = add i64 %31, 7
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  store float %151, ptr addrspace(1) %154, align 4
  %155 = add i64 %80, 8
  %156 = getelementptr i8, ptr addrspace(1) %35, i64 %155
  %157 = load i32, ptr addrspace(1) %156, align 4
  %158 = lshr i32 %157, %82
  %159 = lshr i32 %158, 0
  %160 = and i32 %159, 15
  %161 = sitofp i32 %160 to float
  %162 = fmul float %74, %161
  %163 = fsub float %162, %76
  %164 = add i64 %31, 8
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr addrspace(1) %0, i64 %165
  store float %163, ptr addrspace(1) %166, align 4
  %167 = lshr i32 %158, 8
  %168 = and i32 %167, 15
  %169 = sitofp i32 %168 to float
  %170 = fmul float %74, %169
  %171 = fsub float %170, %76
  %172 = add i64 %31, 9
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  store float %171, ptr addrspace(1) %174, align 4
  %175 = lshr i32 %158, 16
  %176 = and i32 %175, 15
  %177 = sitofp i32 %176 to float
  %178 = fmul float %74, %177
  %179 = fsub float %178, %76
  %180 = add i64 %31, 10
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %0, i64 %181
  store float %179, ptr addrspace(1) %182, align 4
  %183 = lshr i32 %158, 24
  %184 = and i32 %183, 15
  %185 = sitofp i32 %184 to float
  %186 = fmul float %74, %185
  %187 = fsub float %186, %76
  %188 = add i64 %31, 11
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %0, i64 %189
  store float %187, ptr addrspace(1) %190, align 4
  %191 = add i64 %80, 12
  %192 = getelementptr i8, ptr addrspace(1) %35, i64 %191
  %193 = load i32, ptr addrspace(1) %192, align 4
  %194 = lshr i32 %193, %82
  %195 = lshr i32 %194, 0
  %196 = and i32 %195, 15
  %197 = sitofp i32 %196 to float
  %198 = fmul float %74, %197
  %199 = fsub float %198, %76
  %200 = add i64 %31, 12
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  store float %199, ptr addrspace(1) %202, align 4
  %203 = lshr i32 %194, 8
  %204 = and i32 %203, 15
  %205 = sitofp i32 %204 to float
  %206 = fmul float %74, %205
  %207 = fsub float %206, %76
  %208 = add i64 %31, 13
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %0, i64 %209
  store float %207, ptr addrspace(1) %210, align 4
  %211 = lshr i32 %194, 16
  %212 = and i32 %211, 15
  %213 = sitofp i32 %212 to float
  %214 = fmul float %74, %213
  %215 = fsub float %214, %76
  %216 = add i64 %31, 14
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %0, i64 %217
  store float %215, ptr addrspace(1) %218, align 4
  %219 = lshr i32 %194, 24
  %220 = and i32 %219, 15
  %221 = sitofp i32 %220 to float
  %222 = fmul float %74, %221
  %223 = fsub float %222, %76
  %224 = add i64 %31, 15
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  store float %223, ptr addrspace(1) %226, align 4
  %227 = add i64 %80, 16
  %228 = getelementptr i8, ptr addrspace(1) %35, i64 %227
  %229 = load i32, ptr addrspace(1) %228, align 4
  %230 = lshr i32 %229, %82
  %231 = lshr i32 %230, 0
  %232 = and i32 %231, 15
  %233 = sitofp i32 %232 to float
  %234 = fmul float %74, %233
  %235 = fsub float %234, %76
  %236 = add i64 %31, 16
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %0, i64 %237
  store float %235, ptr addrspace(1) %238, align 4
  %239 = lshr i32 %230, 8
  %240 = and i32 %239, 15
  %241 = sitofp i32 %240 to float
  %242 = fmul float %74, %241
  %243 = fsub float %242, %76
  %244 = add i64 %31, 17
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %0, i64 %245
  store float %243, ptr addrspace(1) %246, align 4
  %247 = lshr i32 %230, 16
  %248 = and i32 %247, 15
  %249 = sitofp i32 %248 to float
  %250 = fmul float %74, %249
  %251 = fsub float %250, %76
  %252 = add i64 %31, 18
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %0, i64 %253
  store float %251, ptr addrspace(1) %254, align 4
  %255 = lshr i32 %230, 24
  %256 = and i32 %255, 15
  %257 = sitofp i32 %256 to float
  %258 = fmul float %74, %257
  %259 = fsub float %258, %76
  %260 = add i64 %31, 19
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  store float %259, ptr addrspace(1) %262, align 4
  %263 = add i64 %80, 20
  %264 = getelementptr i8, ptr addrspace(1) %35, i64 %263
  %265 = load i32, ptr addrspace(1) %264, align 4
  %266 = lshr i32 %265, %82
  %267 = lshr i32 %266, 0
  %268 = and i32 %267, 15
  %269 = sitofp i32 %268 to float
  %270 = fmul float %74, %269
  %271 = fsub float %270, %76
  %272 = add i64 %31, 20
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %0, i64 %273
  store float %271, ptr addrspace(1) %274, align 4
  %275 = lshr i32 %266, 8
  %276 = and i32 %275, 15
  %277 = sitofp i32 %276 to float
  %278 = fmul float %74, %277
  %279 = fsub float %278, %76
  %280 = add i64 %31, 21
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %0, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  %283 = lshr i32 %266, 16
  %284 = and i32 %283, 15
  %285 = sitofp i32 %284 to float
  %286 = fmul float %74, %285
  %287 = fsub float %286, %76
  %288 = add i64 %31, 22
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %0, i64 %289
  store float %287, ptr addrspace(1) %290, align 4
  %291 = lshr i32 %266, 24
  %292 = and i32 %291, 15
  %293 = sitofp i32 %292 to float
  %294 = fmul float %74, %293
  %295 = fsub float %294, %76
  %296 = add i64 %31, 23
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  store float %295, ptr addrspace(1) %298, align 4
  %299 = add i64 %80, 24
  %300 = getelementptr i8, ptr addrspace(1) %35, i64 %299
  %301 = load i32, ptr addrspace(1) %300, align 4
  %302 = lshr i32 %301, %82
  %303 = lshr i32 %302, 0
  %304 = and i32 %303, 15
  %305 = sitofp i32 %304 to float
  %306 = fmul float %74, %305
  %307 = fsub float %306, %76
  %308 = add i64 %31, 24
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  store float %307, ptr addrspace(1) %310, align 4
  %311 = lshr i32 %302, 8
  %312 = and i32 %311, 15
  %313 = sitofp i32 %312 to float
  %314 = fmul float %74, %313
  %315 = fsub float %314, %76
  %316 = add i64 %31, 25
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) %0, i64 %317
  store float %315, ptr addrspace(1) %318, align 4
  %319 = lshr i32 %302, 16
  %320 = and i32 %319, 15
  %321 = sitofp i32 %320 to float
  %322 = fmul float %74, %321
  %323 = fsub float %322, %76
  %324 = add i64 %31, 26
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %0, i64 %325
  store float %323, ptr addrspace(1) %326, align 4
  %327 = lshr i32 %302, 24
  %328 = and i32 %327, 15
  %329 = sitofp i32 %328 to float
  %330 = fmul float %74, %329
  %331 = fsub float %330, %76
  %332 = add i64 %31, 27
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  store float %331, ptr addrspace(1) %334, align 4
  %335 = add i64 %80, 28
  %336 = getelementptr i8, ptr addrspace(1) %35, i64 %335
  %337 = load i32, ptr addrspace(1) %336, align 4
  %338 = lshr i32 %337, %82
  %339 = lshr i32 %338, 0
  %340 = and i32 %339, 15
  %341 = sitofp i32 %340 to float
  %342 = fmul float %74, %341
  %343 = fsub float %342, %76
  %344 = add i64 %31, 28
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float %343, ptr addrspace(1) %346, align 4
  %347 = lshr i32 %338, 8
  %348 = and i32 %347, 15
  %349 = sitofp i32 %348 to float
  %350 = fmul float %74, %349
  %351 = fsub float %350, %76
  %352 = add i64 %31, 29
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %0, i64 %353
  store float %351, ptr addrspace(1) %354, align 4
  %355 = lshr i32 %338, 16
  %356 = and i32 %355, 15
  %357 = sitofp i32 %356 to float
  %358 = fmul float %74, %357
  %359 = fsub float %358, %76
  %360 = add i64 %31, 30
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr addrspace(1) %0, i64 %361
  store float %359, ptr addrspace(1) %362, align 4
  %363 = lshr i32 %338, 24
  %364 = and i32 %363, 15
  %365 = sitofp i32 %364 to float
  %366 = fmul float %74, %365
  %367 = fsub float %366, %76
  %368 = add i64 %31, 31
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %0, i64 %369
  store float %367, ptr addrspace(1) %370, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %371 = xor i1 %18, true
  br i1 %371, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %372 = add i64 %31, 0
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %0, i64 %373
  store float 0.000000e+00, ptr addrspace(1) %374, align 4
  %375 = add i64 %31, 1
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr addrspace(1) %0, i64 %376
  store float 0.000000e+00, ptr addrspace(1) %377, align 4
  %378 = add i64 %31, 2
  %379 = mul i64 %378, 4
  %380 = getelementptr i8, ptr addrspace(1) %0, i64 %379
  store float 0.000000e+00, ptr addrspace(1) %380, align 4
  %381 = add i64 %31, 3
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) %0, i64 %382
  store float 0.000000e+00, ptr addrspace(1) %383, align 4
  %384 = add i64 %31, 4
  %385 = mul i64 %384, 4
  %386 = getelementptr i8, ptr addrspace(1) %0, i64 %385
  store float 0.000000e+00, ptr addrspace(1) %386, align 4
  %387 = add i64 %31, 5
  %388 = mul i64 %387, 4
  %389 = getelementptr i8, ptr addrspace(1) %0, i64 %388
  store float 0.000000e+00, ptr addrspace(1) %389, align 4
  %390 = add i64 %31, 6
  %391 = mul i64 %390, 4
  %392 = getelementptr i8, ptr addrspace(1) %0, i64 %391
  store float 0.000000e+00, ptr addrspace(1) %392, align 4
  %393 = add i64 %31, 7
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(1) %0, i64 %394
  store float 0.000000e+00, ptr addrspace(1) %395, align 4
  %396 = add i64 %31, 8
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(1) %0, i64 %397
  store float 0.000000e+00, ptr addrspace(1) %398, align 4
  %399 = add i64 %31, 9
  %400 = mul i64 %399, 4
  %401 = getelementptr i8, ptr addrspace(1) %0, i64 %400
  store float 0.000000e+00, ptr addrspace(1) %401, align 4
  %402 = add i64 %31, 10
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr addrspace(1) %0, i64 %403
  store float 0.000000e+00, ptr addrspace(1) %404, align 4
  %405 = add i64 %31, 11
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %0, i64 %406
  store float 0.000000e+00, ptr addrspace(1) %407, align 4
  %408 = add i64 %31, 12
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(1) %0, i64 %409
  store float 0.000000e+00, ptr addrspace(1) %410, align 4
  %411 = add i64 %31, 13
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(1) %0, i64 %412
  store float 0.000000e+00, ptr addrspace(1) %413, align 4
  %414 = add i64 %31, 14
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr addrspace(1) %0, i64 %415
  store float 0.000000e+00, ptr addrspace(1) %416, align 4
  %417 = add i64 %31, 15
  %418 = mul i64 %417, 4
  %419 = getelementptr i8, ptr addrspace(1) %0, i64 %418
  store float 0.000000e+00, ptr addrspace(1) %419, align 4
  %420 = add i64 %31, 16
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) %0, i64 %421
  store float 0.000000e+00, ptr addrspace(1) %422, align 4
  %423 = add i64 %31, 17
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(1) %0, i64 %424
  store float 0.000000e+00, ptr addrspace(1) %425, align 4
  %426 = add i64 %31, 18
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr addrspace(1) %0, i64 %427
  store float 0.000000e+00, ptr addrspace(1) %428, align 4
  %429 = add i64 %31, 19
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr addrspace(1) %0, i64 %430
  store float 0.000000e+00, ptr addrspace(1) %431, align 4
  %432 = add i64 %31, 20
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(1) %0, i64 %433
  store float 0.000000e+00, ptr addrspace(1) %434, align 4
  %435 = add i64 %31, 21
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(1) %0, i64 %436
  store float 0.000000e+00, ptr addrspace(1) %437, align 4
  %438 = add i64 %31, 22
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %0, i64 %439
  store float 0.000000e+00, ptr addrspace(1) %440, align 4
  %441 = add i64 %31, 23
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %0, i64 %442
  store float 0.000000e+00, ptr addrspace(1) %443, align 4
  %444 = add i64 %31, 24
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %0, i64 %445
  store float 0.000000e+00, ptr addrspace(1) %446, align 4
  %447 = add i64 %31, 25
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr addrspace(1) %0, i64 %448
  store float 0.000000e+00, ptr addrspace(1) %449, align 4
  %450 = add i64 %31, 26
  %451 = mul i64 %450, 4
  %452 = getelementptr i8, ptr addrspace(1) %0, i64 %451
  store float 0.000000e+00, ptr addrspace(1) %452, align 4
  %453 = add i64 %31, 27
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %0, i64 %454
  store float 0.000000e+00, ptr addrspace(1) %455, align 4
  %456 = add i64 %31, 28
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %0, i64 %457
  store float 0.000000e+00, ptr addrspace(1) %458, align 4
  %459 = add i64 %31, 29
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr addrspace(1) %0, i64 %460
  store float 0.000000e+00, ptr addrspace(1) %461, align 4
  %462 = add i64 %31, 30
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %0, i64 %463
  store float 0.000000e+00, ptr addrspace(1) %464, align 4
  %465 = add i64 %31, 31
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr addrspace(1) %0, i64 %466
  store float 0.000000e+00, ptr addrspace(1) %467, align 4
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

!0 = !{ptr @strata_embed_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q4_k, !"maxntidx", i32 128}
