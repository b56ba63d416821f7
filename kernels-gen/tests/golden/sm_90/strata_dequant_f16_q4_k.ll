; ModuleID = 'strata_dequant_f16_q4_k'
source_filename = "strata_dequant_f16_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 128
  %6 = add i32 %5, %3
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %then, label %endif

then:                                             ; preds = %entry
  %8 = sext i32 %6 to i64
  %9 = mul i64 %8, 32
  %10 = sext i32 %6 to i64
  %11 = udiv i64 %10, 8
  %12 = mul i64 %11, 144
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = urem i64 %10, 8
  %15 = trunc i64 %14 to i32
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %17 = load i16, ptr addrspace(1) %16, align 2
  %18 = bitcast i16 %17 to half
  %19 = fpext half %18 to float
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 2
  %21 = load i16, ptr addrspace(1) %20, align 2
  %22 = bitcast i16 %21 to half
  %23 = fpext half %22 to float
  %24 = and i32 %15, 3
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) %13, i64 %26
  %28 = load i8, ptr addrspace(1) %27, align 1
  %29 = zext i8 %28 to i32
  %30 = add i64 %25, 8
  %31 = getelementptr i8, ptr addrspace(1) %13, i64 %30
  %32 = load i8, ptr addrspace(1) %31, align 1
  %33 = zext i8 %32 to i32
  %34 = add i64 %25, 12
  %35 = getelementptr i8, ptr addrspace(1) %13, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp ult i32 %15, 4
  %39 = and i32 %29, 63
  %40 = and i32 %33, 63
  %41 = and i32 %37, 15
  %42 = lshr i32 %29, 6
  %43 = shl i32 %42, 4
  %44 = or i32 %41, %43
  %45 = lshr i32 %37, 4
  %46 = lshr i32 %33, 6
  %47 = shl i32 %46, 4
  %48 = or i32 %45, %47
  %49 = select i1 %38, i32 %39, i32 %44
  %50 = select i1 %38, i32 %40, i32 %48
  %51 = sitofp i32 %49 to float
  %52 = fmul float %19, %51
  %53 = sitofp i32 %50 to float
  %54 = fmul float %23, %53
  %55 = lshr i32 %15, 1
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 32
  %58 = add i64 16, %57
  %59 = and i32 %15, 1
  %60 = mul i32 %59, 4
  %61 = add i64 %58, 0
  %62 = getelementptr i8, ptr addrspace(1) %13, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4
  %64 = lshr i32 %63, %60
  %65 = lshr i32 %64, 0
  %66 = and i32 %65, 15
  %67 = sitofp i32 %66 to float
  %68 = fmul float %52, %67
  %69 = fsub float %68, %54
  %70 = add i64 %9, 0
  %71 = mul i64 %70, 2
  %72 = getelementptr i8, ptr addrspace(1) %0, i64 %71
  %73 = fptrunc float %69 to half
  %74 = bitcast half %73 to i16
  store i16 %74, ptr addrspace(1) %72, align 2
  %75 = lshr i32 %64, 8
  %76 = and i32 %75, 15
  %77 = sitofp i32 %76 to float
  %78 = fmul float %52, %77
  %79 = fsub float %78, %54
  %80 = add i64 %9, 1
  %81 = mul i64 %80, 2
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  %83 = fptrunc float %79 to half
  %84 = bitcast half %83 to i16
  store i16 %84, ptr addrspace(1) %82, align 2
  %85 = lshr i32 %64, 16
  %86 = and i32 %85, 15
  %87 = sitofp i32 %86 to float
  %88 = fmul float %52, %87
  %89 = fsub float %88, %54
  %90 = add i64 %9, 2
  %91 = mul i64 %90, 2
  %92 = getelementptr i8, ptr addrspace(1) %0, i64 %91
  %93 = fptrunc float %89 to half
  %94 = bitcast half %93 to i16
  store i16 %94, ptr addrspace(1) %92, align 2
  %95 = lshr i32 %64, 24
  %96 = and i32 %95, 15
  %97 = sitofp i32 %96 to float
  %98 = fmul float %52, %97
  %99 = fsub float %98, %54
  %100 = add i64 %9, 3
  %101 = mul i64 %100, 2
  %102 = getelementptr i8, ptr addrspace(1) %0, i64 %101
  %103 = fptrunc float %99 to half
  %104 = bitcast half %103 to i16
  store i16 %104, ptr addrspace(1) %102, align 2
  %105 = add i64 %58, 4
  %106 = getelementptr i8, ptr addrspace(1) %13, i64 %105
  %107 = load i32, ptr addrspace(1) %106, align 4
  %108 = lshr i32 %107, %60
  %109 = lshr i32 %108, 0
  %110 = and i32 %109, 15
  %111 = sitofp i32 %110 to float
  %112 = fmul float %52, %111
  %113 = fsub float %112, %54
  %114 = add i64 %9, 4
  %115 = mul i64 %114, 2
  %116 = getelementptr i8, ptr addrspace(1) %0, i64 %115
  %117 = fptrunc float %113 to half
  %118 = bitcast half %117 to i16
  store i16 %118, ptr addrspace(1) %116, align 2
  %119 = lshr i32 %108, 8
  %120 = and i32 %119, 15
  %121 = sitofp i32 %120 to float
  %122 = fmul float %52, %121
  %123 = fsub float %122, %54
  %124 = add i64 %9, 5
  %125 = mul i64 %124, 2
  %126 = getelementptr i8, ptr addrspace(1) %0, i64 %125
  %127 = fptrunc float %123 to half
  %128 = bitcast half %127 to i16
  store i16 %128, ptr addrspace(1) %126, align 2
  %129 = lshr i32 %108, 16
  %130 = and i32 %129, 15
  %131 = sitofp i32 %130 to float
  %132 = fmul float %52, %131
  %133 = fsub float %132, %54
  %134 = add i64 %9, 6
  %135 = mul i64 %134, 2
  %136 = getelementptr i8, ptr addrspace(1) %0, i64 %135
  %137 = fptrunc float %133 to half
  %138 = bitcast half %137 to i16
  store i16 %138, ptr addrspace(1) %136, align 2
  %139 = lshr i32 %108, 24
  %140 = and i32 %139, 15
  %141 = sitofp i32 %140 to float
  %142 = fmul float %52, %141
  %143 = fsub float %142, %54
  %144 = add i64 %9, 7
  %145 = mul i64 %144, 2
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  %147 = fptrunc float %143 to half
  %148 = bitcast half %147 to i16
  store i16 %148, ptr addrspace(1) %146, align 2
  %149 = add i64 %58, 8
  %150 = getelementptr i8, ptr addrspace(1) %13, i64 %149
  %151 = load i32, ptr addrspace(1) %150, align 4
  %152 = lshr i32 %151, %60
  %153 = lshr i32 %152, 0
  %154 = and i32 %153, 15
  %155 = sitofp i32 %154 to float
  %156 = fmul float %52, %155
  %157 = fsub float %156, %54
  %158 = add i64 %9, 8
  %159 = mul i64 %158, 2
  %160 = getelementptr i8, ptr addrspace(1) %0, i64 %159
  %161 = fptrunc float %157 to half
  %162 = bitcast half %161 to i16
  store i16 %162, ptr addrspace(1) %160, align 2
  %163 = lshr i32 %152, 8
  %164 = and i32 %163, 15
  %165 = sitofp i32 %164 to float
  %166 = fmul float %52, %165
  %167 = fsub float %166, %54
  %168 = add i64 %9, 9
  %169 = mul i64 %168, 2
  %170 = getelementptr i8, ptr addrspace(1) %0, i64 %169
  %171 = fptrunc float %167 to half
  %172 = bitcast half %171 to i16
  store i16 %172, ptr addrspace(1) %170, align 2
  %173 = lshr i32 %152, 16
  %174 = and i32 %173, 15
  %175 = sitofp i32 %174 to float
  %176 = fmul float %52, %175
  %177 = fsub float %176, %54
  %178 = add i64 %9, 10
  %179 = mul i64 %178, 2
  %180 = getelementptr i8, ptr addrspace(1) %0, i64 %179
  %181 = fptrunc float %177 to half
  %182 = bitcast half %181 to i16
  store i16 %182, ptr addrspace(1) %180, align 2
  %183 = lshr i32 %152, 24
  %184 = and i32 %183, 15
  %185 = sitofp i32 %184 to float
  %186 = fmul float %52, %185
  %187 = fsub float %186, %54
  %188 = add i64 %9, 11
  %189 = mul i64 %188, 2
  %190 = getelementptr i8, ptr addrspace(1) %0, i64 %189
  %191 = fptrunc float %187 to half
  %192 = bitcast half %191 to i16
  store i16 %192, ptr addrspace(1) %190, align 2
  %193 = add i64 %58, 12
  %194 = getelementptr i8, ptr addrspace(1) %13, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = lshr i32 %195, %60
  %197 = lshr i32 %196, 0
  %198 = and i32 %197, 15
  %199 = sitofp i32 %198 to float
  %200 = fmul float %52, %199
  %201 = fsub float %200, %54
  %202 = add i64 %9, 12
  %203 = mul i64 %202, 2
  %204 = getelementptr i8, ptr addrspace(1) %0, i64 %203
  %205 = fptrunc float %201 to half
  %206 = bitcast half %205 to i16
  store i16 %206, ptr addrspace(1) %204, align 2
  %207 = lshr i32 %196, 8
  %208 = and i32 %207, 15
  %209 = sitofp i32 %208 to float
  %210 = fmul float %52, %209
  %211 = fsub float %210, %54
  %212 = add i64 %9, 13
  %213 = mul i64 %212, 2
  %214 = getelementptr i8, ptr addrspace(1) %0, i64 %213
  %215 = fptrunc float %211 to half
  %216 = bitcast half %215 to i16
  store i16 %216, ptr addrspace(1) %214, align 2
  %217 = lshr i32 %196, 16
  %218 = and i32 %217, 15
  %219 = sitofp i32 %218 to float
  %220 = fmul float %52, %219
  %221 = fsub float %220, %54
  %222 = add i64 %9, 14
  %223 = mul i64 %222, 2
  %224 = getelementptr i8, ptr addrspace(1) %0, i64 %223
  %225 = fptrunc float %221 to half
  %226 = bitcast half %225 to i16
  store i16 %226, ptr addrspace(1) %224, align 2
  %227 = lshr i32 %196, 24
  %228 = and i32 %227, 15
  %229 = sitofp i32 %228 to float
  %230 = fmul float %52, %229
  %231 = fsub float %230, %54
  %232 = add i64 %9, 15
  %233 = mul i64 %232, 2
  %234 = getelementptr i8, ptr addrspace(1) %0, i64 %233
  %235 = fptrunc float %231 to half
  %236 = bitcast half %235 to i16
  store i16 %236, ptr addrspace(1) %234, align 2
  %237 = add i64 %58, 16
  %238 = getelementptr i8, ptr addrspace(1) %13, i64 %237
  %239 = load i32, ptr addrspace(1) %238, align 4
  %240 = lshr i32 %239, %60
  %241 = lshr i32 %240, 0
  %242 = and i32 %241, 15
  %243 = sitofp i32 %242 to float
  %244 = fmul float %52, %243
  %245 = fsub float %244, %54
  %246 = add i64 %9, 16
  %247 = mul i64 %246, 2
  %248 = getelementptr i8, ptr addrspace(1) %0, i64 %247
  %249 = fptrunc float %245 to half
  %250 = bitcast half %249 to i16
  store i16 %250, ptr addrspace(1) %248, align 2
  %251 = lshr i32 %240, 8
  %252 = and i32 %251, 15
  %253 = sitofp i32 %252 to float
  %254 = fmul float %52, %253
  %255 = fsub float %254, %54
  %256 = add i64 %9, 17
  %257 = mul i64 %256, 2
  %258 = getelementptr i8, ptr addrspace(1) %0, i64 %257
  %259 = fptrunc float %255 to half
  %260 = bitcast half %259 to i16
  store i16 %260, ptr addrspace(1) %258, align 2
  %261 = lshr i32 %240, 16
  %262 = and i32 %261, 15
  %263 = sitofp i32 %262 to float
  %264 = fmul float %52, %263
  %265 = fsub float %264, %54
  %266 = add i64 %9, 18
  %267 = mul i64 %266, 2
  %268 = getelementptr i8, ptr addrspace(1) %0, i64 %267
  %269 = fptrunc float %265 to half
  %270 = bitcast half %269 to i16
  store i16 %270, ptr addrspace(1) %268, align 2
  %271 = lshr i32 %240, 24
  %272 = and i32 %271, 15
  %273 = sitofp i32 %272 to float
  %274 = fmul float %52, %273
  %275 = fsub float %274, %54
  %276 = add i64 %9, 19
  %277 = mul i64 %276, 2
  %278 = getelementptr i8, ptr addrspace(1) %0, i64 %277
  %279 = fptrunc float %275 to half
  %280 = bitcast half %279 to i16
  store i16 %280, ptr addrspace(1) %278, align 2
  %281 = add i64 %58, 20
  %282 = getelementptr i8, ptr addrspace(1) %13, i64 %281
  %283 = load i32, ptr addrspace(1) %282, align 4
  %284 = lshr i32 %283, %60
  %285 = lshr i32 %284, 0
  %286 = and i32 %285, 15
  %287 = sitofp i32 %286 to float
  %288 = fmul float %52, %287
  %289 = fsub float %288, %54
  %290 = add i64 %9, 20
  %291 = mul i64 %290, 2
  %292 = getelementptr i8, ptr addrspace(1) %0, i64 %291
  %293 = fptrunc float %289 to half
  %294 = bitcast half %293 to i16
  store i16 %294, ptr addrspace(1) %292, align 2
  %295 = lshr i32 %284, 8
  %296 = and i32 %295, 15
  %297 = sitofp i32 %296 to float
  %298 = fmul float %52, %297
  %299 = fsub float %298, %54
  %300 = add i64 %9, 21
  %301 = mul i64 %300, 2
  %302 = getelementptr i8, ptr addrspace(1) %0, i64 %301
  %303 = fptrunc float %299 to half
  %304 = bitcast half %303 to i16
  store i16 %304, ptr addrspace(1) %302, align 2
  %305 = lshr i32 %284, 16
  %306 = and i32 %305, 15
  %307 = sitofp i32 %306 to float
  %308 = fmul float %52, %307
  %309 = fsub float %308, %54
  %310 = add i64 %9, 22
  %311 = mul i64 %310, 2
  %312 = getelementptr i8, ptr addrspace(1) %0, i64 %311
  %313 = fptrunc float %309 to half
  %314 = bitcast half %313 to i16
  store i16 %314, ptr addrspace(1) %312, align 2
  %315 = lshr i32 %284, 24
  %316 = and i32 %315, 15
  %317 = sitofp i32 %316 to float
  %318 = fmul float %52, %317
  %319 = fsub float %318, %54
  %320 = add i64 %9, 23
  %321 = mul i64 %320, 2
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  %323 = fptrunc float %319 to half
  %324 = bitcast half %323 to i16
  store i16 %324, ptr addrspace(1) %322, align 2
  %325 = add i64 %58, 24
  %326 = getelementptr i8, ptr addrspace(1) %13, i64 %325
  %327 = load i32, ptr addrspace(1) %326, align 4
  %328 = lshr i32 %327, %60
  %329 = lshr i32 %328, 0
  %330 = and i32 %329, 15
  %331 = sitofp i32 %330 to float
  %332 = fmul float %52, %331
  %333 = fsub float %332, %54
  %334 = add i64 %9, 24
  %335 = mul i64 %334, 2
  %336 = getelementptr i8, ptr addrspace(1) %0, i64 %335
  %337 = fptrunc float %333 to half
  %338 = bitcast half %337 to i16
  store i16 %338, ptr addrspace(1) %336, align 2
  %339 = lshr i32 %328, 8
  %340 = and i32 %339, 15
  %341 = sitofp i32 %340 to float
  %342 = fmul float %52, %341
  %343 = fsub float %342, %54
  %344 = add i64 %9, 25
  %345 = mul i64 %344, 2
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  %347 = fptrunc float %343 to half
  %348 = bitcast half %347 to i16
  store i16 %348, ptr addrspace(1) %346, align 2
  %349 = lshr i32 %328, 16
  %350 = and i32 %349, 15
  %351 = sitofp i32 %350 to float
  %352 = fmul float %52, %351
  %353 = fsub float %352, %54
  %354 = add i64 %9, 26
  %355 = mul i64 %354, 2
  %356 = getelementptr i8, ptr addrspace(1) %0, i64 %355
  %357 = fptrunc float %353 to half
  %358 = bitcast half %357 to i16
  store i16 %358, ptr addrspace(1) %356, align 2
  %359 = lshr i32 %328, 24
  %360 = and i32 %359, 15
  %361 = sitofp i32 %360 to float
  %362 = fmul float %52, %361
  %363 = fsub float %362, %54
  %364 = add i64 %9, 27
  %365 = mul i64 %364, 2
  %366 = getelementptr i8, ptr addrspace(1) %0, i64 %365
  %367 = fptrunc float %363 to half
  %368 = bitcast half %367 to i16
  store i16 %368, ptr addrspace(1) %366, align 2
  %369 = add i64 %58, 28
  %370 = getelementptr i8, ptr addrspace(1) %13, i64 %369
  %371 = load i32, ptr addrspace(1) %370, align 4
  %372 = lshr i32 %371, %60
  %373 = lshr i32 %372, 0
  %374 = and i32 %373, 15
  %375 = sitofp i32 %374 to float
  %376 = fmul float %52, %375
  %377 = fsub float %376, %54
  %378 = add i64 %9, 28
  %379 = mul i64 %378, 2
  %380 = getelementptr i8, ptr addrspace(1) %0, i64 %379
  %381 = fptrunc float %377 to half
  %382 = bitcast half %381 to i16
  store i16 %382, ptr addrspace(1) %380, align 2
  %383 = lshr i32 %372, 8
  %384 = and i32 %383, 15
  %385 = sitofp i32 %384 to float
  %386 = fmul float %52, %385
  %387 = fsub float %386, %54
  %388 = add i64 %9, 29
  %389 = mul i64 %388, 2
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  %391 = fptrunc float %387 to half
  %392 = bitcast half %391 to i16
  store i16 %392, ptr addrspace(1) %390, align 2
  %393 = lshr i32 %372, 16
  %394 = and i32 %393, 15
  %395 = sitofp i32 %394 to float
  %396 = fmul float %52, %395
  %397 = fsub float %396, %54
  %398 = add i64 %9, 30
  %399 = mul i64 %398, 2
  %400 = getelementptr i8, ptr addrspace(1) %0, i64 %399
  %401 = fptrunc float %397 to half
  %402 = bitcast half %401 to i16
  store i16 %402, ptr addrspace(1) %400, align 2
  %403 = lshr i32 %372, 24
  %404 = and i32 %403, 15
  %405 = sitofp i32 %404 to float
  %406 = fmul float %52, %405
  %407 = fsub float %406, %54
  %408 = add i64 %9, 31
  %409 = mul i64 %408, 2
  %410 = getelementptr i8, ptr addrspace(1) %0, i64 %409
  %411 = fptrunc float %407 to half
  %412 = bitcast half %411 to i16
  store i16 %412, ptr addrspace(1) %410, align 2
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_dequant_f16_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_q4_k, !"maxntidx", i32 128}
