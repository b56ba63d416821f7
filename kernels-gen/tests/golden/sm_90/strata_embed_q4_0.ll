; ModuleID = 'strata_embed_q4_0'
source_filename = "strata_embed_q4_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q4_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 18
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
  %34 = mul i64 %33, 18
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
  %50 = lshr i32 %43, 0
  %51 = and i32 %50, 15
  %52 = sub i32 %51, 8
  %53 = sitofp i32 %52 to float
  %54 = fmul float %41, %53
  %55 = add i64 %31, 0
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  store float %54, ptr addrspace(1) %57, align 4
  %58 = lshr i32 %43, 8
  %59 = and i32 %58, 15
  %60 = sub i32 %59, 8
  %61 = sitofp i32 %60 to float
  %62 = fmul float %41, %61
  %63 = add i64 %31, 1
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  store float %62, ptr addrspace(1) %65, align 4
  %66 = lshr i32 %43, 16
  %67 = and i32 %66, 15
  %68 = sub i32 %67, 8
  %69 = sitofp i32 %68 to float
  %70 = fmul float %41, %69
  %71 = add i64 %31, 2
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  store float %70, ptr addrspace(1) %73, align 4
  %74 = lshr i32 %43, 24
  %75 = and i32 %74, 15
  %76 = sub i32 %75, 8
  %77 = sitofp i32 %76 to float
  %78 = fmul float %41, %77
  %79 = add i64 %31, 3
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %0, i64 %80
  store float %78, ptr addrspace(1) %81, align 4
  %82 = lshr i32 %45, 0
  %83 = and i32 %82, 15
  %84 = sub i32 %83, 8
  %85 = sitofp i32 %84 to float
  %86 = fmul float %41, %85
  %87 = add i64 %31, 4
  %88 = mul i64 %87, 4
  %89 = getelementptr i8, ptr addrspace(1) %0, i64 %88
  store float %86, ptr addrspace(1) %89, align 4
  %90 = lshr i32 %45, 8
  %91 = and i32 %90, 15
  %92 = sub i32 %91, 8
  %93 = sitofp i32 %92 to float
  %94 = fmul float %41, %93
  %95 = add i64 %31, 5
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  store float %94, ptr addrspace(1) %97, align 4
  %98 = lshr i32 %45, 16
  %99 = and i32 %98, 15
  %100 = sub i32 %99, 8
  %101 = sitofp i32 %100 to float
  %102 = fmul float %41, %101
  %103 = add i64 %31, 6
  %104 = mul i64 %103, 4
  %105 = getelementptr i8, ptr addrspace(1) %0, i64 %104
  store float %102, ptr addrspace(1) %105, align 4
  %106 = lshr i32 %45, 24
  %107 = and i32 %106, 15
  %108 = sub i32 %107, 8
  %109 = sitofp i32 %108 to float
  %110 = fmul float %41, %109
  %111 = add i64 %31, 7
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %0, i64 %112
  store float %110, ptr addrspace(1) %113, align 4
  %114 = lshr i32 %47, 0
  %115 = and i32 %114, 15
  %116 = sub i32 %115, 8
  %117 = sitofp i32 %116 to float
  %118 = fmul float %41, %117
  %119 = add i64 %31, 8
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  store float %118, ptr addrspace(1) %121, align 4
  %122 = lshr i32 %47, 8
  %123 = and i32 %122, 15
  %124 = sub i32 %123, 8
  %125 = sitofp i32 %124 to float
  %126 = fmul float %41, %125
  %127 = add i64 %31, 9
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  store float %126, ptr addrspace(1) %129, align 4
  %130 = lshr i32 %47, 16
  %131 = and i32 %130, 15
  %132 = sub i32 %131, 8
  %133 = sitofp i32 %132 to float
  %134 = fmul float %41, %133
  %135 = add i64 %31, 10
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  store float %134, ptr addrspace(1) %137, align 4
  %138 = lshr i32 %47, 24
  %139 = and i32 %138, 15
  %140 = sub i32 %139, 8
  %141 = sitofp i32 %140 to float
  %142 = fmul float %41, %141
  %143 = add i64 %31, 11
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(1) %0, i64 %144
  store float %142, ptr addrspace(1) %145, align 4
  %146 = lshr i32 %49, 0
  %147 = and i32 %146, 15
  %148 = sub i32 %147, 8
  %149 = sitofp i32 %148 to float
  %150 = fmul float %41, %149
  %151 = add i64 %31, 12
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %0, i64 %152
  store float %150, ptr addrspace(1) %153, align 4
  %154 = lshr i32 %49, 8
  %155 = and i32 %154, 15
  %156 = sub i32 %155, 8
  %157 = sitofp i32 %156 to float
  %158 = fmul float %41, %157
  %159 = add i64 %31, 13
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %0, i64 %160
  store float %158, ptr addrspace(1) %161, align 4
  %162 = lshr i32 %49, 16
  %163 = and i32 %162, 15
  %164 = sub i32 %163, 8
  %165 = sitofp i32 %164 to float
  %166 = fmul float %41, %165
  %167 = add i64 %31, 14
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr addrspace(1) %0, i64 %168
  store float %166, ptr addrspace(1) %169, align 4
  %170 = lshr i32 %49, 24
  %171 = and i32 %170, 15
  %172 = sub i32 %171, 8
  %173 = sitofp i32 %172 to float
  %174 = fmul float %41, %173
  %175 = add i64 %31, 15
  %176 = mul i64 %175, 4
  %177 = getelementptr i8, ptr addrspace(1) %0, i64 %176
  store float %174, ptr addrspace(1) %177, align 4
  %178 = lshr i32 %43, 4
  %179 = and i32 %178, 15
  %180 = sub i32 %179, 8
  %181 = sitofp i32 %180 to float
  %182 = fmul float %41, %181
  %183 = add i64 %31, 16
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %0, i64 %184
  store float %182, ptr addrspace(1) %185, align 4
  %186 = lshr i32 %43, 12
  %187 = and i32 %186, 15
  %188 = sub i32 %187, 8
  %189 = sitofp i32 %188 to float
  %190 = fmul float %41, %189
  %191 = add i64 %31, 17
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr addrspace(1) %0, i64 %192
  store float %190, ptr addrspace(1) %193, align 4
  %194 = lshr i32 %43, 20
  %195 = and i32 %194, 15
  %196 = sub i32 %195, 8
  %197 = sitofp i32 %196 to float
  %198 = fmul float %41, %197
  %199 = add i64 %31, 18
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %0, i64 %200
  store float %198, ptr addrspace(1) %201, align 4
  %202 = lshr i32 %43, 28
  %203 = and i32 %202, 15
  %204 = sub i32 %203, 8
  %205 = sitofp i32 %204 to float
  %206 = fmul float %41, %205
  %207 = add i64 %31, 19
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4
  %210 = lshr i32 %45, 4
  %211 = and i32 %210, 15
  %212 = sub i32 %211, 8
  %213 = sitofp i32 %212 to float
  %214 = fmul float %41, %213
  %215 = add i64 %31, 20
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %0, i64 %216
  store float %214, ptr addrspace(1) %217, align 4
  %218 = lshr i32 %45, 12
  %219 = and i32 %218, 15
  %220 = sub i32 %219, 8
  %221 = sitofp i32 %220 to float
  %222 = fmul float %41, %221
  %223 = add i64 %31, 21
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  store float %222, ptr addrspace(1) %225, align 4
  %226 = lshr i32 %45, 20
  %227 = and i32 %226, 15
  %228 = sub i32 %227, 8
  %229 = sitofp i32 %228 to float
  %230 = fmul float %41, %229
  %231 = add i64 %31, 22
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr addrspace(1) %0, i64 %232
  store float %230, ptr addrspace(1) %233, align 4
  %234 = lshr i32 %45, 28
  %235 = and i32 %234, 15
  %236 = sub i32 %235, 8
  %237 = sitofp i32 %236 to float
  %238 = fmul float %41, %237
  %239 = add i64 %31, 23
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr addrspace(1) %0, i64 %240
  store float %238, ptr addrspace(1) %241, align 4
  %242 = lshr i32 %47, 4
  %243 = and i32 %242, 15
  %244 = sub i32 %243, 8
  %245 = sitofp i32 %244 to float
  %246 = fmul float %41, %245
  %247 = add i64 %31, 24
  %248 = mul i64 %247, 4
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  store float %246, ptr addrspace(1) %249, align 4
  %250 = lshr i32 %47, 12
  %251 = and i32 %250, 15
  %252 = sub i32 %251, 8
  %253 = sitofp i32 %252 to float
  %254 = fmul float %41, %253
  %255 = add i64 %31, 25
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %0, i64 %256
  store float %254, ptr addrspace(1) %257, align 4
  %258 = lshr i32 %47, 20
  %259 = and i32 %258, 15
  %260 = sub i32 %259, 8
  %261 = sitofp i32 %260 to float
  %262 = fmul float %41, %261
  %263 = add i64 %31, 26
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  store float %262, ptr addrspace(1) %265, align 4
  %266 = lshr i32 %47, 28
  %267 = and i32 %266, 15
  %268 = sub i32 %267, 8
  %269 = sitofp i32 %268 to float
  %270 = fmul float %41, %269
  %271 = add i64 %31, 27
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %0, i64 %272
  store float %270, ptr addrspace(1) %273, align 4
  %274 = lshr i32 %49, 4
  %275 = and i32 %274, 15
  %276 = sub i32 %275, 8
  %277 = sitofp i32 %276 to float
  %278 = fmul float %41, %277
  %279 = add i64 %31, 28
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %0, i64 %280
  store float %278, ptr addrspace(1) %281, align 4
  %282 = lshr i32 %49, 12
  %283 = and i32 %282, 15
  %284 = sub i32 %283, 8
  %285 = sitofp i32 %284 to float
  %286 = fmul float %41, %285
  %287 = add i64 %31, 29
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  store float %286, ptr addrspace(1) %289, align 4
  %290 = lshr i32 %49, 20
  %291 = and i32 %290, 15
  %292 = sub i32 %291, 8
  %293 = sitofp i32 %292 to float
  %294 = fmul float %41, %293
  %295 = add i64 %31, 30
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %0, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  %298 = lshr i32 %49, 28
  %299 = and i32 %298, 15
  %300 = sub i32 %299, 8
  %301 = sitofp i32 %300 to float
  %302 = fmul float %41, %301
  %303 = add i64 %31, 31
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %0, i64 %304
  store float %302, ptr addrspace(1) %305, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %306 = xor i1 %18, true
  br i1 %306, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %307 = add i64 %31, 0
  %308 = mul i64 %307, 4
  %309 = getelementptr i8, ptr addrspace(1) %0, i64 %308
  store float 0.000000e+00, ptr addrspace(1) %309, align 4
  %310 = add i64 %31, 1
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr addrspace(1) %0, i64 %311
  store float 0.000000e+00, ptr addrspace(1) %312, align 4
  %313 = add i64 %31, 2
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  store float 0.000000e+00, ptr addrspace(1) %315, align 4
  %316 = add i64 %31, 3
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) %0, i64 %317
  store float 0.000000e+00, ptr addrspace(1) %318, align 4
  %319 = add i64 %31, 4
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %0, i64 %320
  store float 0.000000e+00, ptr addrspace(1) %321, align 4
  %322 = add i64 %31, 5
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %0, i64 %323
  store float 0.000000e+00, ptr addrspace(1) %324, align 4
  %325 = add i64 %31, 6
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(1) %0, i64 %326
  store float 0.000000e+00, ptr addrspace(1) %327, align 4
  %328 = add i64 %31, 7
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %0, i64 %329
  store float 0.000000e+00, ptr addrspace(1) %330, align 4
  %331 = add i64 %31, 8
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %0, i64 %332
  store float 0.000000e+00, ptr addrspace(1) %333, align 4
  %334 = add i64 %31, 9
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(1) %0, i64 %335
  store float 0.000000e+00, ptr addrspace(1) %336, align 4
  %337 = add i64 %31, 10
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  store float 0.000000e+00, ptr addrspace(1) %339, align 4
  %340 = add i64 %31, 11
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) %0, i64 %341
  store float 0.000000e+00, ptr addrspace(1) %342, align 4
  %343 = add i64 %31, 12
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(1) %0, i64 %344
  store float 0.000000e+00, ptr addrspace(1) %345, align 4
  %346 = add i64 %31, 13
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(1) %0, i64 %347
  store float 0.000000e+00, ptr addrspace(1) %348, align 4
  %349 = add i64 %31, 14
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %0, i64 %350
  store float 0.000000e+00, ptr addrspace(1) %351, align 4
  %352 = add i64 %31, 15
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %0, i64 %353
  store float 0.000000e+00, ptr addrspace(1) %354, align 4
  %355 = add i64 %31, 16
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) %0, i64 %356
  store float 0.000000e+00, ptr addrspace(1) %357, align 4
  %358 = add i64 %31, 17
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %0, i64 %359
  store float 0.000000e+00, ptr addrspace(1) %360, align 4
  %361 = add i64 %31, 18
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(1) %0, i64 %362
  store float 0.000000e+00, ptr addrspace(1) %363, align 4
  %364 = add i64 %31, 19
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr addrspace(1) %0, i64 %365
  store float 0.000000e+00, ptr addrspace(1) %366, align 4
  %367 = add i64 %31, 20
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(1) %0, i64 %368
  store float 0.000000e+00, ptr addrspace(1) %369, align 4
  %370 = add i64 %31, 21
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr addrspace(1) %0, i64 %371
  store float 0.000000e+00, ptr addrspace(1) %372, align 4
  %373 = add i64 %31, 22
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %0, i64 %374
  store float 0.000000e+00, ptr addrspace(1) %375, align 4
  %376 = add i64 %31, 23
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(1) %0, i64 %377
  store float 0.000000e+00, ptr addrspace(1) %378, align 4
  %379 = add i64 %31, 24
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr addrspace(1) %0, i64 %380
  store float 0.000000e+00, ptr addrspace(1) %381, align 4
  %382 = add i64 %31, 25
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %0, i64 %383
  store float 0.000000e+00, ptr addrspace(1) %384, align 4
  %385 = add i64 %31, 26
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %0, i64 %386
  store float 0.000000e+00, ptr addrspace(1) %387, align 4
  %388 = add i64 %31, 27
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  store float 0.000000e+00, ptr addrspace(1) %390, align 4
  %391 = add i64 %31, 28
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %0, i64 %392
  store float 0.000000e+00, ptr addrspace(1) %393, align 4
  %394 = add i64 %31, 29
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %0, i64 %395
  store float 0.000000e+00, ptr addrspace(1) %396, align 4
  %397 = add i64 %31, 30
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr addrspace(1) %0, i64 %398
  store float 0.000000e+00, ptr addrspace(1) %399, align 4
  %400 = add i64 %31, 31
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %0, i64 %401
  store float 0.000000e+00, ptr addrspace(1) %402, align 4
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

!0 = !{ptr @strata_embed_q4_0, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q4_0, !"maxntidx", i32 128}
