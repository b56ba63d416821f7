; ModuleID = 'strata_embed_q4_1'
source_filename = "strata_embed_q4_1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q4_1(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 20
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
  %34 = mul i64 %33, 20
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
  %54 = lshr i32 %47, 0
  %55 = and i32 %54, 15
  %56 = sitofp i32 %55 to float
  %57 = fmul float %41, %56
  %58 = fadd float %57, %45
  %59 = add i64 %31, 0
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr addrspace(1) %0, i64 %60
  store float %58, ptr addrspace(1) %61, align 4
  %62 = lshr i32 %47, 8
  %63 = and i32 %62, 15
  %64 = sitofp i32 %63 to float
  %65 = fmul float %41, %64
  %66 = fadd float %65, %45
  %67 = add i64 %31, 1
  %68 = mul i64 %67, 4
  %69 = getelementptr i8, ptr addrspace(1) %0, i64 %68
  store float %66, ptr addrspace(1) %69, align 4
  %70 = lshr i32 %47, 16
  %71 = and i32 %70, 15
  %72 = sitofp i32 %71 to float
  %73 = fmul float %41, %72
  %74 = fadd float %73, %45
  %75 = add i64 %31, 2
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %0, i64 %76
  store float %74, ptr addrspace(1) %77, align 4
  %78 = lshr i32 %47, 24
  %79 = and i32 %78, 15
  %80 = sitofp i32 %79 to float
  %81 = fmul float %41, %80
  %82 = fadd float %81, %45
  %83 = add i64 %31, 3
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %0, i64 %84
  store float %82, ptr addrspace(1) %85, align 4
  %86 = lshr i32 %49, 0
  %87 = and i32 %86, 15
  %88 = sitofp i32 %87 to float
  %89 = fmul float %41, %88
  %90 = fadd float %89, %45
  %91 = add i64 %31, 4
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92
  store float %90, ptr addrspace(1) %93, align 4
  %94 = lshr i32 %49, 8
  %95 = and i32 %94, 15
  %96 = sitofp i32 %95 to float
  %97 = fmul float %41, %96
  %98 = fadd float %97, %45
  %99 = add i64 %31, 5
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100
  store float %98, ptr addrspace(1) %101, align 4
  %102 = lshr i32 %49, 16
  %103 = and i32 %102, 15
  %104 = sitofp i32 %103 to float
  %105 = fmul float %41, %104
  %106 = fadd float %105, %45
  %107 = add i64 %31, 6
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr addrspace(1) %0, i64 %108
  store float %106, ptr addrspace(1) %109, align 4
  %110 = lshr i32 %49, 24
  %111 = and i32 %110, 15
  %112 = sitofp i32 %111 to float
  %113 = fmul float %41, %112
  %114 = fadd float %113, %45
  %115 = add i64 %31, 7
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %0, i64 %116
  store float %114, ptr addrspace(1) %117, align 4
  %118 = lshr i32 %51, 0
  %119 = and i32 %118, 15
  %120 = sitofp i32 %119 to float
  %121 = fmul float %41, %120
  %122 = fadd float %121, %45
  %123 = add i64 %31, 8
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  store float %122, ptr addrspace(1) %125, align 4
  %126 = lshr i32 %51, 8
  %127 = and i32 %126, 15
  %128 = sitofp i32 %127 to float
  %129 = fmul float %41, %128
  %130 = fadd float %129, %45
  %131 = add i64 %31, 9
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr addrspace(1) %0, i64 %132
  store float %130, ptr addrspace(1) %133, align 4
  %134 = lshr i32 %51, 16
  %135 = and i32 %134, 15
  %136 = sitofp i32 %135 to float
  %137 = fmul float %41, %136
  %138 = fadd float %137, %45
  %139 = add i64 %31, 10
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %0, i64 %140
  store float %138, ptr addrspace(1) %141, align 4
  %142 = lshr i32 %51, 24
  %143 = and i32 %142, 15
  %144 = sitofp i32 %143 to float
  %145 = fmul float %41, %144
  %146 = fadd float %145, %45
  %147 = add i64 %31, 11
  %148 = mul i64 %147, 4
  %149 = getelementptr i8, ptr addrspace(1) %0, i64 %148
  store float %146, ptr addrspace(1) %149, align 4
  %150 = lshr i32 %53, 0
  %151 = and i32 %150, 15
  %152 = sitofp i32 %151 to float
  %153 = fmul float %41, %152
  %154 = fadd float %153, %45
  %155 = add i64 %31, 12
  %156 = mul i64 %155, 4
  %157 = getelementptr i8, ptr addrspace(1) %0, i64 %156
  store float %154, ptr addrspace(1) %157, align 4
  %158 = lshr i32 %53, 8
  %159 = and i32 %158, 15
  %160 = sitofp i32 %159 to float
  %161 = fmul float %41, %160
  %162 = fadd float %161, %45
  %163 = add i64 %31, 13
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr addrspace(1) %0, i64 %164
  store float %162, ptr addrspace(1) %165, align 4
  %166 = lshr i32 %53, 16
  %167 = and i32 %166, 15
  %168 = sitofp i32 %167 to float
  %169 = fmul float %41, %168
  %170 = fadd float %169, %45
  %171 = add i64 %31, 14
  %172 = mul i64 %171, 4
  %173 = getelementptr i8, ptr addrspace(1) %0, i64 %172
  store float %170, ptr addrspace(1) %173, align 4
  %174 = lshr i32 %53, 24
  %175 = and i32 %174, 15
  %176 = sitofp i32 %175 to float
  %177 = fmul float %41, %176
  %178 = fadd float %177, %45
  %179 = add i64 %31, 15
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  store float %178, ptr addrspace(1) %181, align 4
  %182 = lshr i32 %47, 4
  %183 = and i32 %182, 15
  %184 = sitofp i32 %183 to float
  %185 = fmul float %41, %184
  %186 = fadd float %185, %45
  %187 = add i64 %31, 16
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr addrspace(1) %0, i64 %188
  store float %186, ptr addrspace(1) %189, align 4
  %190 = lshr i32 %47, 12
  %191 = and i32 %190, 15
  %192 = sitofp i32 %191 to float
  %193 = fmul float %41, %192
  %194 = fadd float %193, %45
  %195 = add i64 %31, 17
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr addrspace(1) %0, i64 %196
  store float %194, ptr addrspace(1) %197, align 4
  %198 = lshr i32 %47, 20
  %199 = and i32 %198, 15
  %200 = sitofp i32 %199 to float
  %201 = fmul float %41, %200
  %202 = fadd float %201, %45
  %203 = add i64 %31, 18
  %204 = mul i64 %203, 4
  %205 = getelementptr i8, ptr addrspace(1) %0, i64 %204
  store float %202, ptr addrspace(1) %205, align 4
  %206 = lshr i32 %47, 28
  %207 = and i32 %206, 15
  %208 = sitofp i32 %207 to float
  %209 = fmul float %41, %208
  %210 = fadd float %209, %45
  %211 = add i64 %31, 19
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr addrspace(1) %0, i64 %212
  store float %210, ptr addrspace(1) %213, align 4
  %214 = lshr i32 %49, 4
  %215 = and i32 %214, 15
  %216 = sitofp i32 %215 to float
  %217 = fmul float %41, %216
  %218 = fadd float %217, %45
  %219 = add i64 %31, 20
  %220 = mul i64 %219, 4
  %221 = getelementptr i8, ptr addrspace(1) %0, i64 %220
  store float %218, ptr addrspace(1) %221, align 4
  %222 = lshr i32 %49, 12
  %223 = and i32 %222, 15
  %224 = sitofp i32 %223 to float
  %225 = fmul float %41, %224
  %226 = fadd float %225, %45
  %227 = add i64 %31, 21
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr addrspace(1) %0, i64 %228
  store float %226, ptr addrspace(1) %229, align 4
  %230 = lshr i32 %49, 20
  %231 = and i32 %230, 15
  %232 = sitofp i32 %231 to float
  %233 = fmul float %41, %232
  %234 = fadd float %233, %45
  %235 = add i64 %31, 22
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %0, i64 %236
  store float %234, ptr addrspace(1) %237, align 4
  %238 = lshr i32 %49, 28
  %239 = and i32 %238, 15
  %240 = sitofp i32 %239 to float
  %241 = fmul float %41, %240
  %242 = fadd float %241, %45
  %243 = add i64 %31, 23
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr addrspace(1) %0, i64 %244
  store float %242, ptr addrspace(1) %245, align 4
  %246 = lshr i32 %51, 4
  %247 = and i32 %246, 15
  %248 = sitofp i32 %247 to float
  %249 = fmul float %41, %248
  %250 = fadd float %249, %45
  %251 = add i64 %31, 24
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %0, i64 %252
  store float %250, ptr addrspace(1) %253, align 4
  %254 = lshr i32 %51, 12
  %255 = and i32 %254, 15
  %256 = sitofp i32 %255 to float
  %257 = fmul float %41, %256
  %258 = fadd float %257, %45
  %259 = add i64 %31, 25
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %0, i64 %260
  store float %258, ptr addrspace(1) %261, align 4
  %262 = lshr i32 %51, 20
  %263 = and i32 %262, 15
  %264 = sitofp i32 %263 to float
  %265 = fmul float %41, %264
  %266 = fadd float %265, %45
  %267 = add i64 %31, 26
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %0, i64 %268
  store float %266, ptr addrspace(1) %269, align 4
  %270 = lshr i32 %51, 28
  %271 = and i32 %270, 15
  %272 = sitofp i32 %271 to float
  %273 = fmul float %41, %272
  %274 = fadd float %273, %45
  %275 = add i64 %31, 27
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  %278 = lshr i32 %53, 4
  %279 = and i32 %278, 15
  %280 = sitofp i32 %279 to float
  %281 = fmul float %41, %280
  %282 = fadd float %281, %45
  %283 = add i64 %31, 28
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %0, i64 %284
  store float %282, ptr addrspace(1) %285, align 4
  %286 = lshr i32 %53, 12
  %287 = and i32 %286, 15
  %288 = sitofp i32 %287 to float
  %289 = fmul float %41, %288
  %290 = fadd float %289, %45
  %291 = add i64 %31, 29
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %0, i64 %292
  store float %290, ptr addrspace(1) %293, align 4
  %294 = lshr i32 %53, 20
  %295 = and i32 %294, 15
  %296 = sitofp i32 %295 to float
  %297 = fmul float %41, %296
  %298 = fadd float %297, %45
  %299 = add i64 %31, 30
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %0, i64 %300
  store float %298, ptr addrspace(1) %301, align 4
  %302 = lshr i32 %53, 28
  %303 = and i32 %302, 15
  %304 = sitofp i32 %303 to float
  %305 = fmul float %41, %304
  %306 = fadd float %305, %45
  %307 = add i64 %31, 31
  %308 = mul i64 %307, 4
  %309 = getelementptr i8, ptr addrspace(1) %0, i64 %308
  store float %306, ptr addrspace(1) %309, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %310 = xor i1 %18, true
  br i1 %310, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %311 = add i64 %31, 0
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %0, i64 %312
  store float 0.000000e+00, ptr addrspace(1) %313, align 4
  %314 = add i64 %31, 1
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr addrspace(1) %0, i64 %315
  store float 0.000000e+00, ptr addrspace(1) %316, align 4
  %317 = add i64 %31, 2
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  store float 0.000000e+00, ptr addrspace(1) %319, align 4
  %320 = add i64 %31, 3
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  store float 0.000000e+00, ptr addrspace(1) %322, align 4
  %323 = add i64 %31, 4
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(1) %0, i64 %324
  store float 0.000000e+00, ptr addrspace(1) %325, align 4
  %326 = add i64 %31, 5
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  store float 0.000000e+00, ptr addrspace(1) %328, align 4
  %329 = add i64 %31, 6
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %0, i64 %330
  store float 0.000000e+00, ptr addrspace(1) %331, align 4
  %332 = add i64 %31, 7
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  store float 0.000000e+00, ptr addrspace(1) %334, align 4
  %335 = add i64 %31, 8
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  store float 0.000000e+00, ptr addrspace(1) %337, align 4
  %338 = add i64 %31, 9
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %0, i64 %339
  store float 0.000000e+00, ptr addrspace(1) %340, align 4
  %341 = add i64 %31, 10
  %342 = mul i64 %341, 4
  %343 = getelementptr i8, ptr addrspace(1) %0, i64 %342
  store float 0.000000e+00, ptr addrspace(1) %343, align 4
  %344 = add i64 %31, 11
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float 0.000000e+00, ptr addrspace(1) %346, align 4
  %347 = add i64 %31, 12
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 %348
  store float 0.000000e+00, ptr addrspace(1) %349, align 4
  %350 = add i64 %31, 13
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %0, i64 %351
  store float 0.000000e+00, ptr addrspace(1) %352, align 4
  %353 = add i64 %31, 14
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr addrspace(1) %0, i64 %354
  store float 0.000000e+00, ptr addrspace(1) %355, align 4
  %356 = add i64 %31, 15
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) %0, i64 %357
  store float 0.000000e+00, ptr addrspace(1) %358, align 4
  %359 = add i64 %31, 16
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr addrspace(1) %0, i64 %360
  store float 0.000000e+00, ptr addrspace(1) %361, align 4
  %362 = add i64 %31, 17
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %0, i64 %363
  store float 0.000000e+00, ptr addrspace(1) %364, align 4
  %365 = add i64 %31, 18
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(1) %0, i64 %366
  store float 0.000000e+00, ptr addrspace(1) %367, align 4
  %368 = add i64 %31, 19
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %0, i64 %369
  store float 0.000000e+00, ptr addrspace(1) %370, align 4
  %371 = add i64 %31, 20
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(1) %0, i64 %372
  store float 0.000000e+00, ptr addrspace(1) %373, align 4
  %374 = add i64 %31, 21
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %0, i64 %375
  store float 0.000000e+00, ptr addrspace(1) %376, align 4
  %377 = add i64 %31, 22
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) %0, i64 %378
  store float 0.000000e+00, ptr addrspace(1) %379, align 4
  %380 = add i64 %31, 23
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(1) %0, i64 %381
  store float 0.000000e+00, ptr addrspace(1) %382, align 4
  %383 = add i64 %31, 24
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(1) %0, i64 %384
  store float 0.000000e+00, ptr addrspace(1) %385, align 4
  %386 = add i64 %31, 25
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(1) %0, i64 %387
  store float 0.000000e+00, ptr addrspace(1) %388, align 4
  %389 = add i64 %31, 26
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr addrspace(1) %0, i64 %390
  store float 0.000000e+00, ptr addrspace(1) %391, align 4
  %392 = add i64 %31, 27
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %0, i64 %393
  store float 0.000000e+00, ptr addrspace(1) %394, align 4
  %395 = add i64 %31, 28
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(1) %0, i64 %396
  store float 0.000000e+00, ptr addrspace(1) %397, align 4
  %398 = add i64 %31, 29
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(1) %0, i64 %399
  store float 0.000000e+00, ptr addrspace(1) %400, align 4
  %401 = add i64 %31, 30
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %0, i64 %402
  store float 0.000000e+00, ptr addrspace(1) %403, align 4
  %404 = add i64 %31, 31
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 %405
  store float 0.000000e+00, ptr addrspace(1) %406, align 4
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

!0 = !{ptr @strata_embed_q4_1, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q4_1, !"maxntidx", i32 128}
