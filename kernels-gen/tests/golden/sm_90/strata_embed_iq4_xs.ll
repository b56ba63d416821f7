; ModuleID = 'strata_embed_iq4_xs'
source_filename = "strata_embed_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl = internal addrspace(1) constant [16 x i32] [i32 -127, i32 -104, i32 -83, i32 -65, i32 -49, i32 -35, i32 -22, i32 -10, i32 1, i32 13, i32 25, i32 38, i32 53, i32 69, i32 89, i32 113], align 16

define void @strata_embed_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 136
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
  %34 = mul i64 %33, 136
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 2
  %43 = load i16, ptr addrspace(1) %42, align 2
  %44 = zext i16 %43 to i32
  %45 = lshr i32 %37, 1
  %46 = sext i32 %45 to i64
  %47 = add i64 4, %46
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 %47
  %49 = load i8, ptr addrspace(1) %48, align 1
  %50 = zext i8 %49 to i32
  %51 = and i32 %37, 1
  %52 = mul i32 %51, 4
  %53 = lshr i32 %50, %52
  %54 = and i32 %53, 15
  %55 = mul i32 %37, 2
  %56 = lshr i32 %44, %55
  %57 = and i32 %56, 3
  %58 = shl i32 %57, 4
  %59 = or i32 %54, %58
  %60 = sub i32 %59, 32
  %61 = sitofp i32 %60 to float
  %62 = fmul float %41, %61
  %63 = sext i32 %37 to i64
  %64 = mul i64 %63, 16
  %65 = add i64 8, %64
  %66 = add i64 %65, 0
  %67 = getelementptr i8, ptr addrspace(1) %35, i64 %66
  %68 = load i32, ptr addrspace(1) %67, align 4
  %69 = lshr i32 %68, 0
  %70 = and i32 %69, 15
  %71 = lshr i32 %68, 4
  %72 = and i32 %71, 15
  %73 = sext i32 %70 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %74
  %76 = load i32, ptr addrspace(1) %75, align 4
  %77 = sitofp i32 %76 to float
  %78 = fmul float %62, %77
  %79 = add i64 %31, 0
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %0, i64 %80
  store float %78, ptr addrspace(1) %81, align 4
  %82 = lshr i32 %68, 8
  %83 = and i32 %82, 15
  %84 = lshr i32 %68, 12
  %85 = and i32 %84, 15
  %86 = sext i32 %83 to i64
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %87
  %89 = load i32, ptr addrspace(1) %88, align 4
  %90 = sitofp i32 %89 to float
  %91 = fmul float %62, %90
  %92 = add i64 %31, 1
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %0, i64 %93
  store float %91, ptr addrspace(1) %94, align 4
  %95 = lshr i32 %68, 16
  %96 = and i32 %95, 15
  %97 = lshr i32 %68, 20
  %98 = and i32 %97, 15
  %99 = sext i32 %96 to i64
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %100
  %102 = load i32, ptr addrspace(1) %101, align 4
  %103 = sitofp i32 %102 to float
  %104 = fmul float %62, %103
  %105 = add i64 %31, 2
  %106 = mul i64 %105, 4
  %107 = getelementptr i8, ptr addrspace(1) %0, i64 %106
  store float %104, ptr addrspace(1) %107, align 4
  %108 = lshr i32 %68, 24
  %109 = and i32 %108, 15
  %110 = lshr i32 %68, 28
  %111 = and i32 %110, 15
  %112 = sext i32 %109 to i64
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = sitofp i32 %115 to float
  %117 = fmul float %62, %116
  %118 = add i64 %31, 3
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %0, i64 %119
  store float %117, ptr addrspace(1) %120, align 4
  %121 = add i64 %65, 4
  %122 = getelementptr i8, ptr addrspace(1) %35, i64 %121
  %123 = load i32, ptr addrspace(1) %122, align 4
  %124 = lshr i32 %123, 0
  %125 = and i32 %124, 15
  %126 = lshr i32 %123, 4
  %127 = and i32 %126, 15
  %128 = sext i32 %125 to i64
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %129
  %131 = load i32, ptr addrspace(1) %130, align 4
  %132 = sitofp i32 %131 to float
  %133 = fmul float %62, %132
  %134 = add i64 %31, 4
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %0, i64 %135
  store float %133, ptr addrspace(1) %136, align 4
  %137 = lshr i32 %123, 8
  %138 = and i32 %137, 15
  %139 = lshr i32 %123, 12
  %140 = and i32 %139, 15
  %141 = sext i32 %138 to i64
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = sitofp i32 %144 to float
  %146 = fmul float %62, %145
  %147 = add i64 %31, 5
  %148 = mul i64 %147, 4
  %149 = getelementptr i8, ptr addrspace(1) %0, i64 %148
  store float %146, ptr addrspace(1) %149, align 4
  %150 = lshr i32 %123, 16
  %151 = and i32 %150, 15
  %152 = lshr i32 %123, 20
  %153 = and i32 %152, 15
  %154 = sext i32 %151 to i64
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %155
  %157 = load i32, ptr addrspace(1) %156, align 4
  %158 = sitofp i32 %157 to float
  %159 = fmul float %62, %158
  %160 = add i64 %31, 6
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %0, i64 %161
  store float %159, ptr addrspace(1) %162, align 4
  %163 = lshr i32 %123, 24
  %164 = and i32 %163, 15
  %165 = lshr i32 %123, 28
  %166 = and i32 %165, 15
  %167 = sext i32 %164 to i64
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %168
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = sitofp i32 %170 to float
  %172 = fmul float %62, %171
  %173 = add i64 %31, 7
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) %0, i64 %174
  store float %172, ptr addrspace(1) %175, align 4
  %176 = add i64 %65, 8
  %177 = getelementptr i8, ptr addrspace(1) %35, i64 %176
  %178 = load i32, ptr addrspace(1) %177, align 4
  %179 = lshr i32 %178, 0
  %180 = and i32 %179, 15
  %181 = lshr i32 %178, 4
  %182 = and i32 %181, 15
  %183 = sext i32 %180 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = sitofp i32 %186 to float
  %188 = fmul float %62, %187
  %189 = add i64 %31, 8
  %190 = mul i64 %189, 4
  %191 = getelementptr i8, ptr addrspace(1) %0, i64 %190
  store float %188, ptr addrspace(1) %191, align 4
  %192 = lshr i32 %178, 8
  %193 = and i32 %192, 15
  %194 = lshr i32 %178, 12
  %195 = and i32 %194, 15
  %196 = sext i32 %193 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %197
  %199 = load i32, ptr addrspace(1) %198, align 4
  %200 = sitofp i32 %199 to float
  %201 = fmul float %62, %200
  %202 = add i64 %31, 9
  %203 = mul i64 %202, 4
  %204 = getelementptr i8, ptr addrspace(1) %0, i64 %203
  store float %201, ptr addrspace(1) %204, align 4
  %205 = lshr i32 %178, 16
  %206 = and i32 %205, 15
  %207 = lshr i32 %178, 20
  %208 = and i32 %207, 15
  %209 = sext i32 %206 to i64
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %210
  %212 = load i32, ptr addrspace(1) %211, align 4
  %213 = sitofp i32 %212 to float
  %214 = fmul float %62, %213
  %215 = add i64 %31, 10
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %0, i64 %216
  store float %214, ptr addrspace(1) %217, align 4
  %218 = lshr i32 %178, 24
  %219 = and i32 %218, 15
  %220 = lshr i32 %178, 28
  %221 = and i32 %220, 15
  %222 = sext i32 %219 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %223
  %225 = load i32, ptr addrspace(1) %224, align 4
  %226 = sitofp i32 %225 to float
  %227 = fmul float %62, %226
  %228 = add i64 %31, 11
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %0, i64 %229
  store float %227, ptr addrspace(1) %230, align 4
  %231 = add i64 %65, 12
  %232 = getelementptr i8, ptr addrspace(1) %35, i64 %231
  %233 = load i32, ptr addrspace(1) %232, align 4
  %234 = lshr i32 %233, 0
  %235 = and i32 %234, 15
  %236 = lshr i32 %233, 4
  %237 = and i32 %236, 15
  %238 = sext i32 %235 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = sitofp i32 %241 to float
  %243 = fmul float %62, %242
  %244 = add i64 %31, 12
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %0, i64 %245
  store float %243, ptr addrspace(1) %246, align 4
  %247 = lshr i32 %233, 8
  %248 = and i32 %247, 15
  %249 = lshr i32 %233, 12
  %250 = and i32 %249, 15
  %251 = sext i32 %248 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %252
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = sitofp i32 %254 to float
  %256 = fmul float %62, %255
  %257 = add i64 %31, 13
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(1) %0, i64 %258
  store float %256, ptr addrspace(1) %259, align 4
  %260 = lshr i32 %233, 16
  %261 = and i32 %260, 15
  %262 = lshr i32 %233, 20
  %263 = and i32 %262, 15
  %264 = sext i32 %261 to i64
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %265
  %267 = load i32, ptr addrspace(1) %266, align 4
  %268 = sitofp i32 %267 to float
  %269 = fmul float %62, %268
  %270 = add i64 %31, 14
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %0, i64 %271
  store float %269, ptr addrspace(1) %272, align 4
  %273 = lshr i32 %233, 24
  %274 = and i32 %273, 15
  %275 = lshr i32 %233, 28
  %276 = and i32 %275, 15
  %277 = sext i32 %274 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %278
  %280 = load i32, ptr addrspace(1) %279, align 4
  %281 = sitofp i32 %280 to float
  %282 = fmul float %62, %281
  %283 = add i64 %31, 15
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %0, i64 %284
  store float %282, ptr addrspace(1) %285, align 4
  %286 = sext i32 %72 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = sitofp i32 %289 to float
  %291 = fmul float %62, %290
  %292 = add i64 %31, 16
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) %0, i64 %293
  store float %291, ptr addrspace(1) %294, align 4
  %295 = sext i32 %85 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %296
  %298 = load i32, ptr addrspace(1) %297, align 4
  %299 = sitofp i32 %298 to float
  %300 = fmul float %62, %299
  %301 = add i64 %31, 17
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr addrspace(1) %0, i64 %302
  store float %300, ptr addrspace(1) %303, align 4
  %304 = sext i32 %98 to i64
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %305
  %307 = load i32, ptr addrspace(1) %306, align 4
  %308 = sitofp i32 %307 to float
  %309 = fmul float %62, %308
  %310 = add i64 %31, 18
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr addrspace(1) %0, i64 %311
  store float %309, ptr addrspace(1) %312, align 4
  %313 = sext i32 %111 to i64
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %314
  %316 = load i32, ptr addrspace(1) %315, align 4
  %317 = sitofp i32 %316 to float
  %318 = fmul float %62, %317
  %319 = add i64 %31, 19
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %0, i64 %320
  store float %318, ptr addrspace(1) %321, align 4
  %322 = sext i32 %127 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %323
  %325 = load i32, ptr addrspace(1) %324, align 4
  %326 = sitofp i32 %325 to float
  %327 = fmul float %62, %326
  %328 = add i64 %31, 20
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %0, i64 %329
  store float %327, ptr addrspace(1) %330, align 4
  %331 = sext i32 %140 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %332
  %334 = load i32, ptr addrspace(1) %333, align 4
  %335 = sitofp i32 %334 to float
  %336 = fmul float %62, %335
  %337 = add i64 %31, 21
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  %340 = sext i32 %153 to i64
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %341
  %343 = load i32, ptr addrspace(1) %342, align 4
  %344 = sitofp i32 %343 to float
  %345 = fmul float %62, %344
  %346 = add i64 %31, 22
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(1) %0, i64 %347
  store float %345, ptr addrspace(1) %348, align 4
  %349 = sext i32 %166 to i64
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %350
  %352 = load i32, ptr addrspace(1) %351, align 4
  %353 = sitofp i32 %352 to float
  %354 = fmul float %62, %353
  %355 = add i64 %31, 23
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) %0, i64 %356
  store float %354, ptr addrspace(1) %357, align 4
  %358 = sext i32 %182 to i64
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %359
  %361 = load i32, ptr addrspace(1) %360, align 4
  %362 = sitofp i32 %361 to float
  %363 = fmul float %62, %362
  %364 = add i64 %31, 24
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr addrspace(1) %0, i64 %365
  store float %363, ptr addrspace(1) %366, align 4
  %367 = sext i32 %195 to i64
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %368
  %370 = load i32, ptr addrspace(1) %369, align 4
  %371 = sitofp i32 %370 to float
  %372 = fmul float %62, %371
  %373 = add i64 %31, 25
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %0, i64 %374
  store float %372, ptr addrspace(1) %375, align 4
  %376 = sext i32 %208 to i64
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %377
  %379 = load i32, ptr addrspace(1) %378, align 4
  %380 = sitofp i32 %379 to float
  %381 = fmul float %62, %380
  %382 = add i64 %31, 26
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %0, i64 %383
  store float %381, ptr addrspace(1) %384, align 4
  %385 = sext i32 %221 to i64
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %386
  %388 = load i32, ptr addrspace(1) %387, align 4
  %389 = sitofp i32 %388 to float
  %390 = fmul float %62, %389
  %391 = add i64 %31, 27
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %0, i64 %392
  store float %390, ptr addrspace(1) %393, align 4
  %394 = sext i32 %237 to i64
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %395
  %397 = load i32, ptr addrspace(1) %396, align 4
  %398 = sitofp i32 %397 to float
  %399 = fmul float %62, %398
  %400 = add i64 %31, 28
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %0, i64 %401
  store float %399, ptr addrspace(1) %402, align 4
  %403 = sext i32 %250 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %404
  %406 = load i32, ptr addrspace(1) %405, align 4
  %407 = sitofp i32 %406 to float
  %408 = fmul float %62, %407
  %409 = add i64 %31, 29
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %0, i64 %410
  store float %408, ptr addrspace(1) %411, align 4
  %412 = sext i32 %263 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %413
  %415 = load i32, ptr addrspace(1) %414, align 4
  %416 = sitofp i32 %415 to float
  %417 = fmul float %62, %416
  %418 = add i64 %31, 30
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %0, i64 %419
  store float %417, ptr addrspace(1) %420, align 4
  %421 = sext i32 %276 to i64
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %422
  %424 = load i32, ptr addrspace(1) %423, align 4
  %425 = sitofp i32 %424 to float
  %426 = fmul float %62, %425
  %427 = add i64 %31, 31
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %0, i64 %428
  store float %426, ptr addrspace(1) %429, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %430 = xor i1 %18, true
  br i1 %430, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %431 = add i64 %31, 0
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr addrspace(1) %0, i64 %432
  store float 0.000000e+00, ptr addrspace(1) %433, align 4
  %434 = add i64 %31, 1
  %435 = mul i64 %434, 4
  %436 = getelementptr i8, ptr addrspace(1) %0, i64 %435
  store float 0.000000e+00, ptr addrspace(1) %436, align 4
  %437 = add i64 %31, 2
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(1) %0, i64 %438
  store float 0.000000e+00, ptr addrspace(1) %439, align 4
  %440 = add i64 %31, 3
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(1) %0, i64 %441
  store float 0.000000e+00, ptr addrspace(1) %442, align 4
  %443 = add i64 %31, 4
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(1) %0, i64 %444
  store float 0.000000e+00, ptr addrspace(1) %445, align 4
  %446 = add i64 %31, 5
  %447 = mul i64 %446, 4
  %448 = getelementptr i8, ptr addrspace(1) %0, i64 %447
  store float 0.000000e+00, ptr addrspace(1) %448, align 4
  %449 = add i64 %31, 6
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(1) %0, i64 %450
  store float 0.000000e+00, ptr addrspace(1) %451, align 4
  %452 = add i64 %31, 7
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %0, i64 %453
  store float 0.000000e+00, ptr addrspace(1) %454, align 4
  %455 = add i64 %31, 8
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %0, i64 %456
  store float 0.000000e+00, ptr addrspace(1) %457, align 4
  %458 = add i64 %31, 9
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr addrspace(1) %0, i64 %459
  store float 0.000000e+00, ptr addrspace(1) %460, align 4
  %461 = add i64 %31, 10
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %0, i64 %462
  store float 0.000000e+00, ptr addrspace(1) %463, align 4
  %464 = add i64 %31, 11
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr addrspace(1) %0, i64 %465
  store float 0.000000e+00, ptr addrspace(1) %466, align 4
  %467 = add i64 %31, 12
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %0, i64 %468
  store float 0.000000e+00, ptr addrspace(1) %469, align 4
  %470 = add i64 %31, 13
  %471 = mul i64 %470, 4
  %472 = getelementptr i8, ptr addrspace(1) %0, i64 %471
  store float 0.000000e+00, ptr addrspace(1) %472, align 4
  %473 = add i64 %31, 14
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr addrspace(1) %0, i64 %474
  store float 0.000000e+00, ptr addrspace(1) %475, align 4
  %476 = add i64 %31, 15
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %0, i64 %477
  store float 0.000000e+00, ptr addrspace(1) %478, align 4
  %479 = add i64 %31, 16
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr addrspace(1) %0, i64 %480
  store float 0.000000e+00, ptr addrspace(1) %481, align 4
  %482 = add i64 %31, 17
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %0, i64 %483
  store float 0.000000e+00, ptr addrspace(1) %484, align 4
  %485 = add i64 %31, 18
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr addrspace(1) %0, i64 %486
  store float 0.000000e+00, ptr addrspace(1) %487, align 4
  %488 = add i64 %31, 19
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr addrspace(1) %0, i64 %489
  store float 0.000000e+00, ptr addrspace(1) %490, align 4
  %491 = add i64 %31, 20
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %0, i64 %492
  store float 0.000000e+00, ptr addrspace(1) %493, align 4
  %494 = add i64 %31, 21
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr addrspace(1) %0, i64 %495
  store float 0.000000e+00, ptr addrspace(1) %496, align 4
  %497 = add i64 %31, 22
  %498 = mul i64 %497, 4
  %499 = getelementptr i8, ptr addrspace(1) %0, i64 %498
  store float 0.000000e+00, ptr addrspace(1) %499, align 4
  %500 = add i64 %31, 23
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr addrspace(1) %0, i64 %501
  store float 0.000000e+00, ptr addrspace(1) %502, align 4
  %503 = add i64 %31, 24
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr addrspace(1) %0, i64 %504
  store float 0.000000e+00, ptr addrspace(1) %505, align 4
  %506 = add i64 %31, 25
  %507 = mul i64 %506, 4
  %508 = getelementptr i8, ptr addrspace(1) %0, i64 %507
  store float 0.000000e+00, ptr addrspace(1) %508, align 4
  %509 = add i64 %31, 26
  %510 = mul i64 %509, 4
  %511 = getelementptr i8, ptr addrspace(1) %0, i64 %510
  store float 0.000000e+00, ptr addrspace(1) %511, align 4
  %512 = add i64 %31, 27
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr addrspace(1) %0, i64 %513
  store float 0.000000e+00, ptr addrspace(1) %514, align 4
  %515 = add i64 %31, 28
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr addrspace(1) %0, i64 %516
  store float 0.000000e+00, ptr addrspace(1) %517, align 4
  %518 = add i64 %31, 29
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr addrspace(1) %0, i64 %519
  store float 0.000000e+00, ptr addrspace(1) %520, align 4
  %521 = add i64 %31, 30
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(1) %0, i64 %522
  store float 0.000000e+00, ptr addrspace(1) %523, align 4
  %524 = add i64 %31, 31
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float 0.000000e+00, ptr addrspace(1) %526, align 4
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

!0 = !{ptr @strata_embed_iq4_xs, !"kernel", i32 1}
!1 = !{ptr @strata_embed_iq4_xs, !"maxntidx", i32 128}
