; ModuleID = 'strata_embed_q2_k'
source_filename = "strata_embed_q2_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q2_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 84
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
  %34 = mul i64 %33, 84
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 80
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 82
  %43 = load i16, ptr addrspace(1) %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = sext i32 %37 to i64
  %47 = mul i64 %46, 2
  %48 = add i64 0, %47
  %49 = add i64 %48, 0
  %50 = getelementptr i8, ptr addrspace(1) %35, i64 %49
  %51 = load i8, ptr addrspace(1) %50, align 1
  %52 = zext i8 %51 to i32
  %53 = and i32 %52, 15
  %54 = sitofp i32 %53 to float
  %55 = fmul float %41, %54
  %56 = lshr i32 %52, 4
  %57 = sitofp i32 %56 to float
  %58 = fmul float %45, %57
  %59 = add i64 %48, 1
  %60 = getelementptr i8, ptr addrspace(1) %35, i64 %59
  %61 = load i8, ptr addrspace(1) %60, align 1
  %62 = zext i8 %61 to i32
  %63 = and i32 %62, 15
  %64 = sitofp i32 %63 to float
  %65 = fmul float %41, %64
  %66 = lshr i32 %62, 4
  %67 = sitofp i32 %66 to float
  %68 = fmul float %45, %67
  %69 = lshr i32 %37, 2
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 32
  %72 = add i64 16, %71
  %73 = and i32 %37, 3
  %74 = mul i32 %73, 2
  %75 = add i64 %72, 0
  %76 = getelementptr i8, ptr addrspace(1) %35, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4
  %78 = lshr i32 %77, %74
  %79 = lshr i32 %78, 0
  %80 = and i32 %79, 3
  %81 = sitofp i32 %80 to float
  %82 = fmul float %55, %81
  %83 = fsub float %82, %58
  %84 = add i64 %31, 0
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %0, i64 %85
  store float %83, ptr addrspace(1) %86, align 4
  %87 = lshr i32 %78, 8
  %88 = and i32 %87, 3
  %89 = sitofp i32 %88 to float
  %90 = fmul float %55, %89
  %91 = fsub float %90, %58
  %92 = add i64 %31, 1
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %0, i64 %93
  store float %91, ptr addrspace(1) %94, align 4
  %95 = lshr i32 %78, 16
  %96 = and i32 %95, 3
  %97 = sitofp i32 %96 to float
  %98 = fmul float %55, %97
  %99 = fsub float %98, %58
  %100 = add i64 %31, 2
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %0, i64 %101
  store float %99, ptr addrspace(1) %102, align 4
  %103 = lshr i32 %78, 24
  %104 = and i32 %103, 3
  %105 = sitofp i32 %104 to float
  %106 = fmul float %55, %105
  %107 = fsub float %106, %58
  %108 = add i64 %31, 3
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %0, i64 %109
  store float %107, ptr addrspace(1) %110, align 4
  %111 = add i64 %72, 4
  %112 = getelementptr i8, ptr addrspace(1) %35, i64 %111
  %113 = load i32, ptr addrspace(1) %112, align 4
  %114 = lshr i32 %113, %74
  %115 = lshr i32 %114, 0
  %116 = and i32 %115, 3
  %117 = sitofp i32 %116 to float
  %118 = fmul float %55, %117
  %119 = fsub float %118, %58
  %120 = add i64 %31, 4
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %0, i64 %121
  store float %119, ptr addrspace(1) %122, align 4
  %123 = lshr i32 %114, 8
  %124 = and i32 %123, 3
  %125 = sitofp i32 %124 to float
  %126 = fmul float %55, %125
  %127 = fsub float %126, %58
  %128 = add i64 %31, 5
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  store float %127, ptr addrspace(1) %130, align 4
  %131 = lshr i32 %114, 16
  %132 = and i32 %131, 3
  %133 = sitofp i32 %132 to float
  %134 = fmul float %55, %133
  %135 = fsub float %134, %58
  %136 = add i64 %31, 6
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %0, i64 %137
  store float %135, ptr addrspace(1) %138, align 4
  %139 = lshr i32 %114, 24
  %140 = and i32 %139, 3
  %141 = sitofp i32 %140 to float
  %142 = fmul float %55, %141
  %143 = fsub float %142, %58
  %144 = add i64 %31, 7
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  store float %143, ptr addrspace(1) %146, align 4
  %147 = add i64 %72, 8
  %148 = getelementptr i8, ptr addrspace(1) %35, i64 %147
  %149 = load i32, ptr addrspace(1) %148, align 4
  %150 = lshr i32 %149, %74
  %151 = lshr i32 %150, 0
  %152 = and i32 %151, 3
  %153 = sitofp i32 %152 to float
  %154 = fmul float %55, %153
  %155 = fsub float %154, %58
  %156 = add i64 %31, 8
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %0, i64 %157
  store float %155, ptr addrspace(1) %158, align 4
  %159 = lshr i32 %150, 8
  %160 = and i32 %159, 3
  %161 = sitofp i32 %160 to float
  %162 = fmul float %55, %161
  %163 = fsub float %162, %58
  %164 = add i64 %31, 9
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr addrspace(1) %0, i64 %165
  store float %163, ptr addrspace(1) %166, align 4
  %167 = lshr i32 %150, 16
  %168 = and i32 %167, 3
  %169 = sitofp i32 %168 to float
  %170 = fmul float %55, %169
  %171 = fsub float %170, %58
  %172 = add i64 %31, 10
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  store float %171, ptr addrspace(1) %174, align 4
  %175 = lshr i32 %150, 24
  %176 = and i32 %175, 3
  %177 = sitofp i32 %176 to float
  %178 = fmul float %55, %177
  %179 = fsub float %178, %58
  %180 = add i64 %31, 11
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %0, i64 %181
  store float %179, ptr addrspace(1) %182, align 4
  %183 = add i64 %72, 12
  %184 = getelementptr i8, ptr addrspace(1) %35, i64 %183
  %185 = load i32, ptr addrspace(1) %184, align 4
  %186 = lshr i32 %185, %74
  %187 = lshr i32 %186, 0
  %188 = and i32 %187, 3
  %189 = sitofp i32 %188 to float
  %190 = fmul float %55, %189
  %191 = fsub float %190, %58
  %192 = add i64 %31, 12
  %193 = mul i64 %192, 4
  %194 = getelementptr i8, ptr addrspace(1) %0, i64 %193
  store float %191, ptr addrspace(1) %194, align 4
  %195 = lshr i32 %186, 8
  %196 = and i32 %195, 3
  %197 = sitofp i32 %196 to float
  %198 = fmul float %55, %197
  %199 = fsub float %198, %58
  %200 = add i64 %31, 13
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  store float %199, ptr addrspace(1) %202, align 4
  %203 = lshr i32 %186, 16
  %204 = and i32 %203, 3
  %205 = sitofp i32 %204 to float
  %206 = fmul float %55, %205
  %207 = fsub float %206, %58
  %208 = add i64 %31, 14
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %0, i64 %209
  store float %207, ptr addrspace(1) %210, align 4
  %211 = lshr i32 %186, 24
  %212 = and i32 %211, 3
  %213 = sitofp i32 %212 to float
  %214 = fmul float %55, %213
  %215 = fsub float %214, %58
  %216 = add i64 %31, 15
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %0, i64 %217
  store float %215, ptr addrspace(1) %218, align 4
  %219 = add i64 %72, 16
  %220 = getelementptr i8, ptr addrspace(1) %35, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = lshr i32 %221, %74
  %223 = lshr i32 %222, 0
  %224 = and i32 %223, 3
  %225 = sitofp i32 %224 to float
  %226 = fmul float %65, %225
  %227 = fsub float %226, %68
  %228 = add i64 %31, 16
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %0, i64 %229
  store float %227, ptr addrspace(1) %230, align 4
  %231 = lshr i32 %222, 8
  %232 = and i32 %231, 3
  %233 = sitofp i32 %232 to float
  %234 = fmul float %65, %233
  %235 = fsub float %234, %68
  %236 = add i64 %31, 17
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %0, i64 %237
  store float %235, ptr addrspace(1) %238, align 4
  %239 = lshr i32 %222, 16
  %240 = and i32 %239, 3
  %241 = sitofp i32 %240 to float
  %242 = fmul float %65, %241
  %243 = fsub float %242, %68
  %244 = add i64 %31, 18
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %0, i64 %245
  store float %243, ptr addrspace(1) %246, align 4
  %247 = lshr i32 %222, 24
  %248 = and i32 %247, 3
  %249 = sitofp i32 %248 to float
  %250 = fmul float %65, %249
  %251 = fsub float %250, %68
  %252 = add i64 %31, 19
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %0, i64 %253
  store float %251, ptr addrspace(1) %254, align 4
  %255 = add i64 %72, 20
  %256 = getelementptr i8, ptr addrspace(1) %35, i64 %255
  %257 = load i32, ptr addrspace(1) %256, align 4
  %258 = lshr i32 %257, %74
  %259 = lshr i32 %258, 0
  %260 = and i32 %259, 3
  %261 = sitofp i32 %260 to float
  %262 = fmul float %65, %261
  %263 = fsub float %262, %68
  %264 = add i64 %31, 20
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %0, i64 %265
  store float %263, ptr addrspace(1) %266, align 4
  %267 = lshr i32 %258, 8
  %268 = and i32 %267, 3
  %269 = sitofp i32 %268 to float
  %270 = fmul float %65, %269
  %271 = fsub float %270, %68
  %272 = add i64 %31, 21
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %0, i64 %273
  store float %271, ptr addrspace(1) %274, align 4
  %275 = lshr i32 %258, 16
  %276 = and i32 %275, 3
  %277 = sitofp i32 %276 to float
  %278 = fmul float %65, %277
  %279 = fsub float %278, %68
  %280 = add i64 %31, 22
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %0, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  %283 = lshr i32 %258, 24
  %284 = and i32 %283, 3
  %285 = sitofp i32 %284 to float
  %286 = fmul float %65, %285
  %287 = fsub float %286, %68
  %288 = add i64 %31, 23
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %0, i64 %289
  store float %287, ptr addrspace(1) %290, align 4
  %291 = add i64 %72, 24
  %292 = getelementptr i8, ptr addrspace(1) %35, i64 %291
  %293 = load i32, ptr addrspace(1) %292, align 4
  %294 = lshr i32 %293, %74
  %295 = lshr i32 %294, 0
  %296 = and i32 %295, 3
  %297 = sitofp i32 %296 to float
  %298 = fmul float %65, %297
  %299 = fsub float %298, %68
  %300 = add i64 %31, 24
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %0, i64 %301
  store float %299, ptr addrspace(1) %302, align 4
  %303 = lshr i32 %294, 8
  %304 = and i32 %303, 3
  %305 = sitofp i32 %304 to float
  %306 = fmul float %65, %305
  %307 = fsub float %306, %68
  %308 = add i64 %31, 25
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  store float %307, ptr addrspace(1) %310, align 4
  %311 = lshr i32 %294, 16
  %312 = and i32 %311, 3
  %313 = sitofp i32 %312 to float
  %314 = fmul float %65, %313
  %315 = fsub float %314, %68
  %316 = add i64 %31, 26
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) %0, i64 %317
  store float %315, ptr addrspace(1) %318, align 4
  %319 = lshr i32 %294, 24
  %320 = and i32 %319, 3
  %321 = sitofp i32 %320 to float
  %322 = fmul float %65, %321
  %323 = fsub float %322, %68
  %324 = add i64 %31, 27
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %0, i64 %325
  store float %323, ptr addrspace(1) %326, align 4
  %327 = add i64 %72, 28
  %328 = getelementptr i8, ptr addrspace(1) %35, i64 %327
  %329 = load i32, ptr addrspace(1) %328, align 4
  %330 = lshr i32 %329, %74
  %331 = lshr i32 %330, 0
  %332 = and i32 %331, 3
  %333 = sitofp i32 %332 to float
  %334 = fmul float %65, %333
  %335 = fsub float %334, %68
  %336 = add i64 %31, 28
  %337 = mul i64 %336, 4
  %338 = getelementptr i8, ptr addrspace(1) %0, i64 %337
  store float %335, ptr addrspace(1) %338, align 4
  %339 = lshr i32 %330, 8
  %340 = and i32 %339, 3
  %341 = sitofp i32 %340 to float
  %342 = fmul float %65, %341
  %343 = fsub float %342, %68
  %344 = add i64 %31, 29
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float %343, ptr addrspace(1) %346, align 4
  %347 = lshr i32 %330, 16
  %348 = and i32 %347, 3
  %349 = sitofp i32 %348 to float
  %350 = fmul float %65, %349
  %351 = fsub float %350, %68
  %352 = add i64 %31, 30
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %0, i64 %353
  store float %351, ptr addrspace(1) %354, align 4
  %355 = lshr i32 %330, 24
  %356 = and i32 %355, 3
  %357 = sitofp i32 %356 to float
  %358 = fmul float %65, %357
  %359 = fsub float %358, %68
  %360 = add i64 %31, 31
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr addrspace(1) %0, i64 %361
  store float %359, ptr addrspace(1) %362, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %363 = xor i1 %18, true
  br i1 %363, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %364 = add i64 %31, 0
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr addrspace(1) %0, i64 %365
  store float 0.000000e+00, ptr addrspace(1) %366, align 4
  %367 = add i64 %31, 1
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(1) %0, i64 %368
  store float 0.000000e+00, ptr addrspace(1) %369, align 4
  %370 = add i64 %31, 2
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr addrspace(1) %0, i64 %371
  store float 0.000000e+00, ptr addrspace(1) %372, align 4
  %373 = add i64 %31, 3
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %0, i64 %374
  store float 0.000000e+00, ptr addrspace(1) %375, align 4
  %376 = add i64 %31, 4
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(1) %0, i64 %377
  store float 0.000000e+00, ptr addrspace(1) %378, align 4
  %379 = add i64 %31, 5
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr addrspace(1) %0, i64 %380
  store float 0.000000e+00, ptr addrspace(1) %381, align 4
  %382 = add i64 %31, 6
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %0, i64 %383
  store float 0.000000e+00, ptr addrspace(1) %384, align 4
  %385 = add i64 %31, 7
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %0, i64 %386
  store float 0.000000e+00, ptr addrspace(1) %387, align 4
  %388 = add i64 %31, 8
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  store float 0.000000e+00, ptr addrspace(1) %390, align 4
  %391 = add i64 %31, 9
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %0, i64 %392
  store float 0.000000e+00, ptr addrspace(1) %393, align 4
  %394 = add i64 %31, 10
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %0, i64 %395
  store float 0.000000e+00, ptr addrspace(1) %396, align 4
  %397 = add i64 %31, 11
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr addrspace(1) %0, i64 %398
  store float 0.000000e+00, ptr addrspace(1) %399, align 4
  %400 = add i64 %31, 12
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %0, i64 %401
  store float 0.000000e+00, ptr addrspace(1) %402, align 4
  %403 = add i64 %31, 13
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(1) %0, i64 %404
  store float 0.000000e+00, ptr addrspace(1) %405, align 4
  %406 = add i64 %31, 14
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr addrspace(1) %0, i64 %407
  store float 0.000000e+00, ptr addrspace(1) %408, align 4
  %409 = add i64 %31, 15
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %0, i64 %410
  store float 0.000000e+00, ptr addrspace(1) %411, align 4
  %412 = add i64 %31, 16
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 %413
  store float 0.000000e+00, ptr addrspace(1) %414, align 4
  %415 = add i64 %31, 17
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %0, i64 %416
  store float 0.000000e+00, ptr addrspace(1) %417, align 4
  %418 = add i64 %31, 18
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %0, i64 %419
  store float 0.000000e+00, ptr addrspace(1) %420, align 4
  %421 = add i64 %31, 19
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %0, i64 %422
  store float 0.000000e+00, ptr addrspace(1) %423, align 4
  %424 = add i64 %31, 20
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %0, i64 %425
  store float 0.000000e+00, ptr addrspace(1) %426, align 4
  %427 = add i64 %31, 21
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  store float 0.000000e+00, ptr addrspace(1) %429, align 4
  %430 = add i64 %31, 22
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr addrspace(1) %0, i64 %431
  store float 0.000000e+00, ptr addrspace(1) %432, align 4
  %433 = add i64 %31, 23
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) %0, i64 %434
  store float 0.000000e+00, ptr addrspace(1) %435, align 4
  %436 = add i64 %31, 24
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  store float 0.000000e+00, ptr addrspace(1) %438, align 4
  %439 = add i64 %31, 25
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr addrspace(1) %0, i64 %440
  store float 0.000000e+00, ptr addrspace(1) %441, align 4
  %442 = add i64 %31, 26
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %0, i64 %443
  store float 0.000000e+00, ptr addrspace(1) %444, align 4
  %445 = add i64 %31, 27
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 %446
  store float 0.000000e+00, ptr addrspace(1) %447, align 4
  %448 = add i64 %31, 28
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %0, i64 %449
  store float 0.000000e+00, ptr addrspace(1) %450, align 4
  %451 = add i64 %31, 29
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %0, i64 %452
  store float 0.000000e+00, ptr addrspace(1) %453, align 4
  %454 = add i64 %31, 30
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %0, i64 %455
  store float 0.000000e+00, ptr addrspace(1) %456, align 4
  %457 = add i64 %31, 31
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 %458
  store float 0.000000e+00, ptr addrspace(1) %459, align 4
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

!0 = !{ptr @strata_embed_q2_k, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q2_k, !"maxntidx", i32 128}
