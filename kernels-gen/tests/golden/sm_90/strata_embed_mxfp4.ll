; ModuleID = 'strata_embed_mxfp4'
source_filename = "strata_embed_mxfp4"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_mxfp4 = internal addrspace(1) constant [16 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 8, i32 12, i32 0, i32 -1, i32 -2, i32 -3, i32 -4, i32 -6, i32 -8, i32 -12], align 16

define void @strata_embed_mxfp4(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 17
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
  %34 = mul i64 %33, 17
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 1
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i8, ptr addrspace(1) %38, align 1
  %40 = zext i8 %39 to i32
  %41 = icmp ult i32 %40, 2
  %42 = and i32 %40, 1
  %43 = shl i32 2097152, %42
  %44 = sub i32 %40, 1
  %45 = shl i32 %44, 23
  %46 = select i1 %41, i32 %43, i32 %45
  %47 = bitcast i32 %46 to float
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 1
  %49 = load i32, ptr addrspace(1) %48, align 1
  %50 = getelementptr i8, ptr addrspace(1) %35, i64 5
  %51 = load i32, ptr addrspace(1) %50, align 1
  %52 = getelementptr i8, ptr addrspace(1) %35, i64 9
  %53 = load i32, ptr addrspace(1) %52, align 1
  %54 = getelementptr i8, ptr addrspace(1) %35, i64 13
  %55 = load i32, ptr addrspace(1) %54, align 1
  %56 = lshr i32 %49, 0
  %57 = and i32 %56, 15
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4
  %62 = sitofp i32 %61 to float
  %63 = fmul float %47, %62
  %64 = add i64 %31, 0
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %0, i64 %65
  store float %63, ptr addrspace(1) %66, align 4
  %67 = lshr i32 %49, 8
  %68 = and i32 %67, 15
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %70
  %72 = load i32, ptr addrspace(1) %71, align 4
  %73 = sitofp i32 %72 to float
  %74 = fmul float %47, %73
  %75 = add i64 %31, 1
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %0, i64 %76
  store float %74, ptr addrspace(1) %77, align 4
  %78 = lshr i32 %49, 16
  %79 = and i32 %78, 15
  %80 = sext i32 %79 to i64
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4
  %84 = sitofp i32 %83 to float
  %85 = fmul float %47, %84
  %86 = add i64 %31, 2
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) %0, i64 %87
  store float %85, ptr addrspace(1) %88, align 4
  %89 = lshr i32 %49, 24
  %90 = and i32 %89, 15
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %92
  %94 = load i32, ptr addrspace(1) %93, align 4
  %95 = sitofp i32 %94 to float
  %96 = fmul float %47, %95
  %97 = add i64 %31, 3
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98
  store float %96, ptr addrspace(1) %99, align 4
  %100 = lshr i32 %51, 0
  %101 = and i32 %100, 15
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %103
  %105 = load i32, ptr addrspace(1) %104, align 4
  %106 = sitofp i32 %105 to float
  %107 = fmul float %47, %106
  %108 = add i64 %31, 4
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %0, i64 %109
  store float %107, ptr addrspace(1) %110, align 4
  %111 = lshr i32 %51, 8
  %112 = and i32 %111, 15
  %113 = sext i32 %112 to i64
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %114
  %116 = load i32, ptr addrspace(1) %115, align 4
  %117 = sitofp i32 %116 to float
  %118 = fmul float %47, %117
  %119 = add i64 %31, 5
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  store float %118, ptr addrspace(1) %121, align 4
  %122 = lshr i32 %51, 16
  %123 = and i32 %122, 15
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4
  %128 = sitofp i32 %127 to float
  %129 = fmul float %47, %128
  %130 = add i64 %31, 6
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %0, i64 %131
  store float %129, ptr addrspace(1) %132, align 4
  %133 = lshr i32 %51, 24
  %134 = and i32 %133, 15
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %136
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = sitofp i32 %138 to float
  %140 = fmul float %47, %139
  %141 = add i64 %31, 7
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %0, i64 %142
  store float %140, ptr addrspace(1) %143, align 4
  %144 = lshr i32 %53, 0
  %145 = and i32 %144, 15
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %147
  %149 = load i32, ptr addrspace(1) %148, align 4
  %150 = sitofp i32 %149 to float
  %151 = fmul float %47, %150
  %152 = add i64 %31, 8
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  store float %151, ptr addrspace(1) %154, align 4
  %155 = lshr i32 %53, 8
  %156 = and i32 %155, 15
  %157 = sext i32 %156 to i64
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %158
  %160 = load i32, ptr addrspace(1) %159, align 4
  %161 = sitofp i32 %160 to float
  %162 = fmul float %47, %161
  %163 = add i64 %31, 9
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr addrspace(1) %0, i64 %164
  store float %162, ptr addrspace(1) %165, align 4
  %166 = lshr i32 %53, 16
  %167 = and i32 %166, 15
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %169
  %171 = load i32, ptr addrspace(1) %170, align 4
  %172 = sitofp i32 %171 to float
  %173 = fmul float %47, %172
  %174 = add i64 %31, 10
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr addrspace(1) %0, i64 %175
  store float %173, ptr addrspace(1) %176, align 4
  %177 = lshr i32 %53, 24
  %178 = and i32 %177, 15
  %179 = sext i32 %178 to i64
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %180
  %182 = load i32, ptr addrspace(1) %181, align 4
  %183 = sitofp i32 %182 to float
  %184 = fmul float %47, %183
  %185 = add i64 %31, 11
  %186 = mul i64 %185, 4
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  store float %184, ptr addrspace(1) %187, align 4
  %188 = lshr i32 %55, 0
  %189 = and i32 %188, 15
  %190 = sext i32 %189 to i64
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %191
  %193 = load i32, ptr addrspace(1) %192, align 4
  %194 = sitofp i32 %193 to float
  %195 = fmul float %47, %194
  %196 = add i64 %31, 12
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %0, i64 %197
  store float %195, ptr addrspace(1) %198, align 4
  %199 = lshr i32 %55, 8
  %200 = and i32 %199, 15
  %201 = sext i32 %200 to i64
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %202
  %204 = load i32, ptr addrspace(1) %203, align 4
  %205 = sitofp i32 %204 to float
  %206 = fmul float %47, %205
  %207 = add i64 %31, 13
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4
  %210 = lshr i32 %55, 16
  %211 = and i32 %210, 15
  %212 = sext i32 %211 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %213
  %215 = load i32, ptr addrspace(1) %214, align 4
  %216 = sitofp i32 %215 to float
  %217 = fmul float %47, %216
  %218 = add i64 %31, 14
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %0, i64 %219
  store float %217, ptr addrspace(1) %220, align 4
  %221 = lshr i32 %55, 24
  %222 = and i32 %221, 15
  %223 = sext i32 %222 to i64
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %224
  %226 = load i32, ptr addrspace(1) %225, align 4
  %227 = sitofp i32 %226 to float
  %228 = fmul float %47, %227
  %229 = add i64 %31, 15
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr addrspace(1) %0, i64 %230
  store float %228, ptr addrspace(1) %231, align 4
  %232 = lshr i32 %49, 4
  %233 = and i32 %232, 15
  %234 = sext i32 %233 to i64
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %235
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = sitofp i32 %237 to float
  %239 = fmul float %47, %238
  %240 = add i64 %31, 16
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(1) %0, i64 %241
  store float %239, ptr addrspace(1) %242, align 4
  %243 = lshr i32 %49, 12
  %244 = and i32 %243, 15
  %245 = sext i32 %244 to i64
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %246
  %248 = load i32, ptr addrspace(1) %247, align 4
  %249 = sitofp i32 %248 to float
  %250 = fmul float %47, %249
  %251 = add i64 %31, 17
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %0, i64 %252
  store float %250, ptr addrspace(1) %253, align 4
  %254 = lshr i32 %49, 20
  %255 = and i32 %254, 15
  %256 = sext i32 %255 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %257
  %259 = load i32, ptr addrspace(1) %258, align 4
  %260 = sitofp i32 %259 to float
  %261 = fmul float %47, %260
  %262 = add i64 %31, 18
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %0, i64 %263
  store float %261, ptr addrspace(1) %264, align 4
  %265 = lshr i32 %49, 28
  %266 = and i32 %265, 15
  %267 = sext i32 %266 to i64
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %268
  %270 = load i32, ptr addrspace(1) %269, align 4
  %271 = sitofp i32 %270 to float
  %272 = fmul float %47, %271
  %273 = add i64 %31, 19
  %274 = mul i64 %273, 4
  %275 = getelementptr i8, ptr addrspace(1) %0, i64 %274
  store float %272, ptr addrspace(1) %275, align 4
  %276 = lshr i32 %51, 4
  %277 = and i32 %276, 15
  %278 = sext i32 %277 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %279
  %281 = load i32, ptr addrspace(1) %280, align 4
  %282 = sitofp i32 %281 to float
  %283 = fmul float %47, %282
  %284 = add i64 %31, 20
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr addrspace(1) %0, i64 %285
  store float %283, ptr addrspace(1) %286, align 4
  %287 = lshr i32 %51, 12
  %288 = and i32 %287, 15
  %289 = sext i32 %288 to i64
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %290
  %292 = load i32, ptr addrspace(1) %291, align 4
  %293 = sitofp i32 %292 to float
  %294 = fmul float %47, %293
  %295 = add i64 %31, 21
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %0, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  %298 = lshr i32 %51, 20
  %299 = and i32 %298, 15
  %300 = sext i32 %299 to i64
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %301
  %303 = load i32, ptr addrspace(1) %302, align 4
  %304 = sitofp i32 %303 to float
  %305 = fmul float %47, %304
  %306 = add i64 %31, 22
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(1) %0, i64 %307
  store float %305, ptr addrspace(1) %308, align 4
  %309 = lshr i32 %51, 28
  %310 = and i32 %309, 15
  %311 = sext i32 %310 to i64
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %312
  %314 = load i32, ptr addrspace(1) %313, align 4
  %315 = sitofp i32 %314 to float
  %316 = fmul float %47, %315
  %317 = add i64 %31, 23
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  store float %316, ptr addrspace(1) %319, align 4
  %320 = lshr i32 %53, 4
  %321 = and i32 %320, 15
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %323
  %325 = load i32, ptr addrspace(1) %324, align 4
  %326 = sitofp i32 %325 to float
  %327 = fmul float %47, %326
  %328 = add i64 %31, 24
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %0, i64 %329
  store float %327, ptr addrspace(1) %330, align 4
  %331 = lshr i32 %53, 12
  %332 = and i32 %331, 15
  %333 = sext i32 %332 to i64
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %334
  %336 = load i32, ptr addrspace(1) %335, align 4
  %337 = sitofp i32 %336 to float
  %338 = fmul float %47, %337
  %339 = add i64 %31, 25
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %0, i64 %340
  store float %338, ptr addrspace(1) %341, align 4
  %342 = lshr i32 %53, 20
  %343 = and i32 %342, 15
  %344 = sext i32 %343 to i64
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %345
  %347 = load i32, ptr addrspace(1) %346, align 4
  %348 = sitofp i32 %347 to float
  %349 = fmul float %47, %348
  %350 = add i64 %31, 26
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %0, i64 %351
  store float %349, ptr addrspace(1) %352, align 4
  %353 = lshr i32 %53, 28
  %354 = and i32 %353, 15
  %355 = sext i32 %354 to i64
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %356
  %358 = load i32, ptr addrspace(1) %357, align 4
  %359 = sitofp i32 %358 to float
  %360 = fmul float %47, %359
  %361 = add i64 %31, 27
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(1) %0, i64 %362
  store float %360, ptr addrspace(1) %363, align 4
  %364 = lshr i32 %55, 4
  %365 = and i32 %364, 15
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %367
  %369 = load i32, ptr addrspace(1) %368, align 4
  %370 = sitofp i32 %369 to float
  %371 = fmul float %47, %370
  %372 = add i64 %31, 28
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %0, i64 %373
  store float %371, ptr addrspace(1) %374, align 4
  %375 = lshr i32 %55, 12
  %376 = and i32 %375, 15
  %377 = sext i32 %376 to i64
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %378
  %380 = load i32, ptr addrspace(1) %379, align 4
  %381 = sitofp i32 %380 to float
  %382 = fmul float %47, %381
  %383 = add i64 %31, 29
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(1) %0, i64 %384
  store float %382, ptr addrspace(1) %385, align 4
  %386 = lshr i32 %55, 20
  %387 = and i32 %386, 15
  %388 = sext i32 %387 to i64
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %389
  %391 = load i32, ptr addrspace(1) %390, align 4
  %392 = sitofp i32 %391 to float
  %393 = fmul float %47, %392
  %394 = add i64 %31, 30
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %0, i64 %395
  store float %393, ptr addrspace(1) %396, align 4
  %397 = lshr i32 %55, 28
  %398 = and i32 %397, 15
  %399 = sext i32 %398 to i64
  %400 = mul i64 %399, 4
  %401 = getelementptr i8, ptr addrspace(1) @strata_kvalues_mxfp4, i64 %400
  %402 = load i32, ptr addrspace(1) %401, align 4
  %403 = sitofp i32 %402 to float
  %404 = fmul float %47, %403
  %405 = add i64 %31, 31
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %0, i64 %406
  store float %404, ptr addrspace(1) %407, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %408 = xor i1 %18, true
  br i1 %408, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %409 = add i64 %31, 0
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %0, i64 %410
  store float 0.000000e+00, ptr addrspace(1) %411, align 4
  %412 = add i64 %31, 1
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 %413
  store float 0.000000e+00, ptr addrspace(1) %414, align 4
  %415 = add i64 %31, 2
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %0, i64 %416
  store float 0.000000e+00, ptr addrspace(1) %417, align 4
  %418 = add i64 %31, 3
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %0, i64 %419
  store float 0.000000e+00, ptr addrspace(1) %420, align 4
  %421 = add i64 %31, 4
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %0, i64 %422
  store float 0.000000e+00, ptr addrspace(1) %423, align 4
  %424 = add i64 %31, 5
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %0, i64 %425
  store float 0.000000e+00, ptr addrspace(1) %426, align 4
  %427 = add i64 %31, 6
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  store float 0.000000e+00, ptr addrspace(1) %429, align 4
  %430 = add i64 %31, 7
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr addrspace(1) %0, i64 %431
  store float 0.000000e+00, ptr addrspace(1) %432, align 4
  %433 = add i64 %31, 8
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) %0, i64 %434
  store float 0.000000e+00, ptr addrspace(1) %435, align 4
  %436 = add i64 %31, 9
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  store float 0.000000e+00, ptr addrspace(1) %438, align 4
  %439 = add i64 %31, 10
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr addrspace(1) %0, i64 %440
  store float 0.000000e+00, ptr addrspace(1) %441, align 4
  %442 = add i64 %31, 11
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %0, i64 %443
  store float 0.000000e+00, ptr addrspace(1) %444, align 4
  %445 = add i64 %31, 12
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 %446
  store float 0.000000e+00, ptr addrspace(1) %447, align 4
  %448 = add i64 %31, 13
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %0, i64 %449
  store float 0.000000e+00, ptr addrspace(1) %450, align 4
  %451 = add i64 %31, 14
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %0, i64 %452
  store float 0.000000e+00, ptr addrspace(1) %453, align 4
  %454 = add i64 %31, 15
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %0, i64 %455
  store float 0.000000e+00, ptr addrspace(1) %456, align 4
  %457 = add i64 %31, 16
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 %458
  store float 0.000000e+00, ptr addrspace(1) %459, align 4
  %460 = add i64 %31, 17
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(1) %0, i64 %461
  store float 0.000000e+00, ptr addrspace(1) %462, align 4
  %463 = add i64 %31, 18
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr addrspace(1) %0, i64 %464
  store float 0.000000e+00, ptr addrspace(1) %465, align 4
  %466 = add i64 %31, 19
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr addrspace(1) %0, i64 %467
  store float 0.000000e+00, ptr addrspace(1) %468, align 4
  %469 = add i64 %31, 20
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr addrspace(1) %0, i64 %470
  store float 0.000000e+00, ptr addrspace(1) %471, align 4
  %472 = add i64 %31, 21
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(1) %0, i64 %473
  store float 0.000000e+00, ptr addrspace(1) %474, align 4
  %475 = add i64 %31, 22
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr addrspace(1) %0, i64 %476
  store float 0.000000e+00, ptr addrspace(1) %477, align 4
  %478 = add i64 %31, 23
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr addrspace(1) %0, i64 %479
  store float 0.000000e+00, ptr addrspace(1) %480, align 4
  %481 = add i64 %31, 24
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %0, i64 %482
  store float 0.000000e+00, ptr addrspace(1) %483, align 4
  %484 = add i64 %31, 25
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %0, i64 %485
  store float 0.000000e+00, ptr addrspace(1) %486, align 4
  %487 = add i64 %31, 26
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr addrspace(1) %0, i64 %488
  store float 0.000000e+00, ptr addrspace(1) %489, align 4
  %490 = add i64 %31, 27
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr addrspace(1) %0, i64 %491
  store float 0.000000e+00, ptr addrspace(1) %492, align 4
  %493 = add i64 %31, 28
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr addrspace(1) %0, i64 %494
  store float 0.000000e+00, ptr addrspace(1) %495, align 4
  %496 = add i64 %31, 29
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr addrspace(1) %0, i64 %497
  store float 0.000000e+00, ptr addrspace(1) %498, align 4
  %499 = add i64 %31, 30
  %500 = mul i64 %499, 4
  %501 = getelementptr i8, ptr addrspace(1) %0, i64 %500
  store float 0.000000e+00, ptr addrspace(1) %501, align 4
  %502 = add i64 %31, 31
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr addrspace(1) %0, i64 %503
  store float 0.000000e+00, ptr addrspace(1) %504, align 4
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

!0 = !{ptr @strata_embed_mxfp4, !"kernel", i32 1}
!1 = !{ptr @strata_embed_mxfp4, !"maxntidx", i32 128}
