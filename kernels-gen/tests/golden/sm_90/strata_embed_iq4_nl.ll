; ModuleID = 'strata_embed_iq4_nl'
source_filename = "strata_embed_iq4_nl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl = internal addrspace(1) constant [16 x i32] [i32 -127, i32 -104, i32 -83, i32 -65, i32 -49, i32 -35, i32 -22, i32 -10, i32 1, i32 13, i32 25, i32 38, i32 53, i32 69, i32 89, i32 113], align 16

define void @strata_embed_iq4_nl(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %52 = sext i32 %51 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %53
  %55 = load i32, ptr addrspace(1) %54, align 4
  %56 = sitofp i32 %55 to float
  %57 = fmul float %41, %56
  %58 = add i64 %31, 0
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) %0, i64 %59
  store float %57, ptr addrspace(1) %60, align 4
  %61 = lshr i32 %43, 8
  %62 = and i32 %61, 15
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4
  %67 = sitofp i32 %66 to float
  %68 = fmul float %41, %67
  %69 = add i64 %31, 1
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) %0, i64 %70
  store float %68, ptr addrspace(1) %71, align 4
  %72 = lshr i32 %43, 16
  %73 = and i32 %72, 15
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4
  %78 = sitofp i32 %77 to float
  %79 = fmul float %41, %78
  %80 = add i64 %31, 2
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  store float %79, ptr addrspace(1) %82, align 4
  %83 = lshr i32 %43, 24
  %84 = and i32 %83, 15
  %85 = sext i32 %84 to i64
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %86
  %88 = load i32, ptr addrspace(1) %87, align 4
  %89 = sitofp i32 %88 to float
  %90 = fmul float %41, %89
  %91 = add i64 %31, 3
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92
  store float %90, ptr addrspace(1) %93, align 4
  %94 = lshr i32 %45, 0
  %95 = and i32 %94, 15
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %97
  %99 = load i32, ptr addrspace(1) %98, align 4
  %100 = sitofp i32 %99 to float
  %101 = fmul float %41, %100
  %102 = add i64 %31, 4
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %0, i64 %103
  store float %101, ptr addrspace(1) %104, align 4
  %105 = lshr i32 %45, 8
  %106 = and i32 %105, 15
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %108
  %110 = load i32, ptr addrspace(1) %109, align 4
  %111 = sitofp i32 %110 to float
  %112 = fmul float %41, %111
  %113 = add i64 %31, 5
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %112, ptr addrspace(1) %115, align 4
  %116 = lshr i32 %45, 16
  %117 = and i32 %116, 15
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %119
  %121 = load i32, ptr addrspace(1) %120, align 4
  %122 = sitofp i32 %121 to float
  %123 = fmul float %41, %122
  %124 = add i64 %31, 6
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %0, i64 %125
  store float %123, ptr addrspace(1) %126, align 4
  %127 = lshr i32 %45, 24
  %128 = and i32 %127, 15
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %130
  %132 = load i32, ptr addrspace(1) %131, align 4
  %133 = sitofp i32 %132 to float
  %134 = fmul float %41, %133
  %135 = add i64 %31, 7
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  store float %134, ptr addrspace(1) %137, align 4
  %138 = lshr i32 %47, 0
  %139 = and i32 %138, 15
  %140 = sext i32 %139 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %141
  %143 = load i32, ptr addrspace(1) %142, align 4
  %144 = sitofp i32 %143 to float
  %145 = fmul float %41, %144
  %146 = add i64 %31, 8
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %0, i64 %147
  store float %145, ptr addrspace(1) %148, align 4
  %149 = lshr i32 %47, 8
  %150 = and i32 %149, 15
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %152
  %154 = load i32, ptr addrspace(1) %153, align 4
  %155 = sitofp i32 %154 to float
  %156 = fmul float %41, %155
  %157 = add i64 %31, 9
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  store float %156, ptr addrspace(1) %159, align 4
  %160 = lshr i32 %47, 16
  %161 = and i32 %160, 15
  %162 = sext i32 %161 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %163
  %165 = load i32, ptr addrspace(1) %164, align 4
  %166 = sitofp i32 %165 to float
  %167 = fmul float %41, %166
  %168 = add i64 %31, 10
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr addrspace(1) %0, i64 %169
  store float %167, ptr addrspace(1) %170, align 4
  %171 = lshr i32 %47, 24
  %172 = and i32 %171, 15
  %173 = sext i32 %172 to i64
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %174
  %176 = load i32, ptr addrspace(1) %175, align 4
  %177 = sitofp i32 %176 to float
  %178 = fmul float %41, %177
  %179 = add i64 %31, 11
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  store float %178, ptr addrspace(1) %181, align 4
  %182 = lshr i32 %49, 0
  %183 = and i32 %182, 15
  %184 = sext i32 %183 to i64
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %185
  %187 = load i32, ptr addrspace(1) %186, align 4
  %188 = sitofp i32 %187 to float
  %189 = fmul float %41, %188
  %190 = add i64 %31, 12
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %0, i64 %191
  store float %189, ptr addrspace(1) %192, align 4
  %193 = lshr i32 %49, 8
  %194 = and i32 %193, 15
  %195 = sext i32 %194 to i64
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %196
  %198 = load i32, ptr addrspace(1) %197, align 4
  %199 = sitofp i32 %198 to float
  %200 = fmul float %41, %199
  %201 = add i64 %31, 13
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr addrspace(1) %0, i64 %202
  store float %200, ptr addrspace(1) %203, align 4
  %204 = lshr i32 %49, 16
  %205 = and i32 %204, 15
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %207
  %209 = load i32, ptr addrspace(1) %208, align 4
  %210 = sitofp i32 %209 to float
  %211 = fmul float %41, %210
  %212 = add i64 %31, 14
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %0, i64 %213
  store float %211, ptr addrspace(1) %214, align 4
  %215 = lshr i32 %49, 24
  %216 = and i32 %215, 15
  %217 = sext i32 %216 to i64
  %218 = mul i64 %217, 4
  %219 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %218
  %220 = load i32, ptr addrspace(1) %219, align 4
  %221 = sitofp i32 %220 to float
  %222 = fmul float %41, %221
  %223 = add i64 %31, 15
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  store float %222, ptr addrspace(1) %225, align 4
  %226 = lshr i32 %43, 4
  %227 = and i32 %226, 15
  %228 = sext i32 %227 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %229
  %231 = load i32, ptr addrspace(1) %230, align 4
  %232 = sitofp i32 %231 to float
  %233 = fmul float %41, %232
  %234 = add i64 %31, 16
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %0, i64 %235
  store float %233, ptr addrspace(1) %236, align 4
  %237 = lshr i32 %43, 12
  %238 = and i32 %237, 15
  %239 = sext i32 %238 to i64
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %240
  %242 = load i32, ptr addrspace(1) %241, align 4
  %243 = sitofp i32 %242 to float
  %244 = fmul float %41, %243
  %245 = add i64 %31, 17
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  store float %244, ptr addrspace(1) %247, align 4
  %248 = lshr i32 %43, 20
  %249 = and i32 %248, 15
  %250 = sext i32 %249 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %251
  %253 = load i32, ptr addrspace(1) %252, align 4
  %254 = sitofp i32 %253 to float
  %255 = fmul float %41, %254
  %256 = add i64 %31, 18
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %0, i64 %257
  store float %255, ptr addrspace(1) %258, align 4
  %259 = lshr i32 %43, 28
  %260 = and i32 %259, 15
  %261 = sext i32 %260 to i64
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %262
  %264 = load i32, ptr addrspace(1) %263, align 4
  %265 = sitofp i32 %264 to float
  %266 = fmul float %41, %265
  %267 = add i64 %31, 19
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %0, i64 %268
  store float %266, ptr addrspace(1) %269, align 4
  %270 = lshr i32 %45, 4
  %271 = and i32 %270, 15
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %273
  %275 = load i32, ptr addrspace(1) %274, align 4
  %276 = sitofp i32 %275 to float
  %277 = fmul float %41, %276
  %278 = add i64 %31, 20
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  store float %277, ptr addrspace(1) %280, align 4
  %281 = lshr i32 %45, 12
  %282 = and i32 %281, 15
  %283 = sext i32 %282 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %284
  %286 = load i32, ptr addrspace(1) %285, align 4
  %287 = sitofp i32 %286 to float
  %288 = fmul float %41, %287
  %289 = add i64 %31, 21
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) %0, i64 %290
  store float %288, ptr addrspace(1) %291, align 4
  %292 = lshr i32 %45, 20
  %293 = and i32 %292, 15
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %295
  %297 = load i32, ptr addrspace(1) %296, align 4
  %298 = sitofp i32 %297 to float
  %299 = fmul float %41, %298
  %300 = add i64 %31, 22
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %0, i64 %301
  store float %299, ptr addrspace(1) %302, align 4
  %303 = lshr i32 %45, 28
  %304 = and i32 %303, 15
  %305 = sext i32 %304 to i64
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %306
  %308 = load i32, ptr addrspace(1) %307, align 4
  %309 = sitofp i32 %308 to float
  %310 = fmul float %41, %309
  %311 = add i64 %31, 23
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %0, i64 %312
  store float %310, ptr addrspace(1) %313, align 4
  %314 = lshr i32 %47, 4
  %315 = and i32 %314, 15
  %316 = sext i32 %315 to i64
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %317
  %319 = load i32, ptr addrspace(1) %318, align 4
  %320 = sitofp i32 %319 to float
  %321 = fmul float %41, %320
  %322 = add i64 %31, 24
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %0, i64 %323
  store float %321, ptr addrspace(1) %324, align 4
  %325 = lshr i32 %47, 12
  %326 = and i32 %325, 15
  %327 = sext i32 %326 to i64
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %328
  %330 = load i32, ptr addrspace(1) %329, align 4
  %331 = sitofp i32 %330 to float
  %332 = fmul float %41, %331
  %333 = add i64 %31, 25
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 %334
  store float %332, ptr addrspace(1) %335, align 4
  %336 = lshr i32 %47, 20
  %337 = and i32 %336, 15
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %339
  %341 = load i32, ptr addrspace(1) %340, align 4
  %342 = sitofp i32 %341 to float
  %343 = fmul float %41, %342
  %344 = add i64 %31, 26
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float %343, ptr addrspace(1) %346, align 4
  %347 = lshr i32 %47, 28
  %348 = and i32 %347, 15
  %349 = sext i32 %348 to i64
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %350
  %352 = load i32, ptr addrspace(1) %351, align 4
  %353 = sitofp i32 %352 to float
  %354 = fmul float %41, %353
  %355 = add i64 %31, 27
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) %0, i64 %356
  store float %354, ptr addrspace(1) %357, align 4
  %358 = lshr i32 %49, 4
  %359 = and i32 %358, 15
  %360 = sext i32 %359 to i64
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %361
  %363 = load i32, ptr addrspace(1) %362, align 4
  %364 = sitofp i32 %363 to float
  %365 = fmul float %41, %364
  %366 = add i64 %31, 28
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %0, i64 %367
  store float %365, ptr addrspace(1) %368, align 4
  %369 = lshr i32 %49, 12
  %370 = and i32 %369, 15
  %371 = sext i32 %370 to i64
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %372
  %374 = load i32, ptr addrspace(1) %373, align 4
  %375 = sitofp i32 %374 to float
  %376 = fmul float %41, %375
  %377 = add i64 %31, 29
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) %0, i64 %378
  store float %376, ptr addrspace(1) %379, align 4
  %380 = lshr i32 %49, 20
  %381 = and i32 %380, 15
  %382 = sext i32 %381 to i64
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %383
  %385 = load i32, ptr addrspace(1) %384, align 4
  %386 = sitofp i32 %385 to float
  %387 = fmul float %41, %386
  %388 = add i64 %31, 30
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  store float %387, ptr addrspace(1) %390, align 4
  %391 = lshr i32 %49, 28
  %392 = and i32 %391, 15
  %393 = sext i32 %392 to i64
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %394
  %396 = load i32, ptr addrspace(1) %395, align 4
  %397 = sitofp i32 %396 to float
  %398 = fmul float %41, %397
  %399 = add i64 %31, 31
  %400 = mul i64 %399, 4
  %401 = getelementptr i8, ptr addrspace(1) %0, i64 %400
  store float %398, ptr addrspace(1) %401, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %402 = xor i1 %18, true
  br i1 %402, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %403 = add i64 %31, 0
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(1) %0, i64 %404
  store float 0.000000e+00, ptr addrspace(1) %405, align 4
  %406 = add i64 %31, 1
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr addrspace(1) %0, i64 %407
  store float 0.000000e+00, ptr addrspace(1) %408, align 4
  %409 = add i64 %31, 2
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %0, i64 %410
  store float 0.000000e+00, ptr addrspace(1) %411, align 4
  %412 = add i64 %31, 3
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 %413
  store float 0.000000e+00, ptr addrspace(1) %414, align 4
  %415 = add i64 %31, 4
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %0, i64 %416
  store float 0.000000e+00, ptr addrspace(1) %417, align 4
  %418 = add i64 %31, 5
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %0, i64 %419
  store float 0.000000e+00, ptr addrspace(1) %420, align 4
  %421 = add i64 %31, 6
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %0, i64 %422
  store float 0.000000e+00, ptr addrspace(1) %423, align 4
  %424 = add i64 %31, 7
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %0, i64 %425
  store float 0.000000e+00, ptr addrspace(1) %426, align 4
  %427 = add i64 %31, 8
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  store float 0.000000e+00, ptr addrspace(1) %429, align 4
  %430 = add i64 %31, 9
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr addrspace(1) %0, i64 %431
  store float 0.000000e+00, ptr addrspace(1) %432, align 4
  %433 = add i64 %31, 10
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) %0, i64 %434
  store float 0.000000e+00, ptr addrspace(1) %435, align 4
  %436 = add i64 %31, 11
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  store float 0.000000e+00, ptr addrspace(1) %438, align 4
  %439 = add i64 %31, 12
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr addrspace(1) %0, i64 %440
  store float 0.000000e+00, ptr addrspace(1) %441, align 4
  %442 = add i64 %31, 13
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %0, i64 %443
  store float 0.000000e+00, ptr addrspace(1) %444, align 4
  %445 = add i64 %31, 14
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 %446
  store float 0.000000e+00, ptr addrspace(1) %447, align 4
  %448 = add i64 %31, 15
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %0, i64 %449
  store float 0.000000e+00, ptr addrspace(1) %450, align 4
  %451 = add i64 %31, 16
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %0, i64 %452
  store float 0.000000e+00, ptr addrspace(1) %453, align 4
  %454 = add i64 %31, 17
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %0, i64 %455
  store float 0.000000e+00, ptr addrspace(1) %456, align 4
  %457 = add i64 %31, 18
  %458 = mul i64 %457, 4
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 %458
  store float 0.000000e+00, ptr addrspace(1) %459, align 4
  %460 = add i64 %31, 19
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(1) %0, i64 %461
  store float 0.000000e+00, ptr addrspace(1) %462, align 4
  %463 = add i64 %31, 20
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr addrspace(1) %0, i64 %464
  store float 0.000000e+00, ptr addrspace(1) %465, align 4
  %466 = add i64 %31, 21
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr addrspace(1) %0, i64 %467
  store float 0.000000e+00, ptr addrspace(1) %468, align 4
  %469 = add i64 %31, 22
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr addrspace(1) %0, i64 %470
  store float 0.000000e+00, ptr addrspace(1) %471, align 4
  %472 = add i64 %31, 23
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(1) %0, i64 %473
  store float 0.000000e+00, ptr addrspace(1) %474, align 4
  %475 = add i64 %31, 24
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr addrspace(1) %0, i64 %476
  store float 0.000000e+00, ptr addrspace(1) %477, align 4
  %478 = add i64 %31, 25
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr addrspace(1) %0, i64 %479
  store float 0.000000e+00, ptr addrspace(1) %480, align 4
  %481 = add i64 %31, 26
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %0, i64 %482
  store float 0.000000e+00, ptr addrspace(1) %483, align 4
  %484 = add i64 %31, 27
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %0, i64 %485
  store float 0.000000e+00, ptr addrspace(1) %486, align 4
  %487 = add i64 %31, 28
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr addrspace(1) %0, i64 %488
  store float 0.000000e+00, ptr addrspace(1) %489, align 4
  %490 = add i64 %31, 29
  %491 = mul i64 %490, 4
  %492 = getelementptr i8, ptr addrspace(1) %0, i64 %491
  store float 0.000000e+00, ptr addrspace(1) %492, align 4
  %493 = add i64 %31, 30
  %494 = mul i64 %493, 4
  %495 = getelementptr i8, ptr addrspace(1) %0, i64 %494
  store float 0.000000e+00, ptr addrspace(1) %495, align 4
  %496 = add i64 %31, 31
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr addrspace(1) %0, i64 %497
  store float 0.000000e+00, ptr addrspace(1) %498, align 4
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

!0 = !{ptr @strata_embed_iq4_nl, !"kernel", i32 1}
!1 = !{ptr @strata_embed_iq4_nl, !"maxntidx", i32 128}
