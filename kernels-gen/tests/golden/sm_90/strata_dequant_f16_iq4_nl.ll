; ModuleID = 'strata_dequant_f16_iq4_nl'
source_filename = "strata_dequant_f16_iq4_nl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl = internal addrspace(1) constant [16 x i32] [i32 -127, i32 -104, i32 -83, i32 -65, i32 -49, i32 -35, i32 -22, i32 -10, i32 1, i32 13, i32 25, i32 38, i32 53, i32 69, i32 89, i32 113], align 16

define void @strata_dequant_f16_iq4_nl(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
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
  %11 = udiv i64 %10, 1
  %12 = mul i64 %11, 18
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = urem i64 %10, 1
  %15 = trunc i64 %14 to i32
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %17 = load i16, ptr addrspace(1) %16, align 2
  %18 = bitcast i16 %17 to half
  %19 = fpext half %18 to float
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 2
  %21 = load i32, ptr addrspace(1) %20, align 2
  %22 = getelementptr i8, ptr addrspace(1) %13, i64 6
  %23 = load i32, ptr addrspace(1) %22, align 2
  %24 = getelementptr i8, ptr addrspace(1) %13, i64 10
  %25 = load i32, ptr addrspace(1) %24, align 2
  %26 = getelementptr i8, ptr addrspace(1) %13, i64 14
  %27 = load i32, ptr addrspace(1) %26, align 2
  %28 = lshr i32 %21, 0
  %29 = and i32 %28, 15
  %30 = sext i32 %29 to i64
  %31 = mul i64 %30, 4
  %32 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = sitofp i32 %33 to float
  %35 = fmul float %19, %34
  %36 = add i64 %9, 0
  %37 = mul i64 %36, 2
  %38 = getelementptr i8, ptr addrspace(1) %0, i64 %37
  %39 = fptrunc float %35 to half
  %40 = bitcast half %39 to i16
  store i16 %40, ptr addrspace(1) %38, align 2
  %41 = lshr i32 %21, 8
  %42 = and i32 %41, 15
  %43 = sext i32 %42 to i64
  %44 = mul i64 %43, 4
  %45 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = sitofp i32 %46 to float
  %48 = fmul float %19, %47
  %49 = add i64 %9, 1
  %50 = mul i64 %49, 2
  %51 = getelementptr i8, ptr addrspace(1) %0, i64 %50
  %52 = fptrunc float %48 to half
  %53 = bitcast half %52 to i16
  store i16 %53, ptr addrspace(1) %51, align 2
  %54 = lshr i32 %21, 16
  %55 = and i32 %54, 15
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4
  %60 = sitofp i32 %59 to float
  %61 = fmul float %19, %60
  %62 = add i64 %9, 2
  %63 = mul i64 %62, 2
  %64 = getelementptr i8, ptr addrspace(1) %0, i64 %63
  %65 = fptrunc float %61 to half
  %66 = bitcast half %65 to i16
  store i16 %66, ptr addrspace(1) %64, align 2
  %67 = lshr i32 %21, 24
  %68 = and i32 %67, 15
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %70
  %72 = load i32, ptr addrspace(1) %71, align 4
  %73 = sitofp i32 %72 to float
  %74 = fmul float %19, %73
  %75 = add i64 %9, 3
  %76 = mul i64 %75, 2
  %77 = getelementptr i8, ptr addrspace(1) %0, i64 %76
  %78 = fptrunc float %74 to half
  %79 = bitcast half %78 to i16
  store i16 %79, ptr addrspace(1) %77, align 2
  %80 = lshr i32 %23, 0
  %81 = and i32 %80, 15
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %83
  %85 = load i32, ptr addrspace(1) %84, align 4
  %86 = sitofp i32 %85 to float
  %87 = fmul float %19, %86
  %88 = add i64 %9, 4
  %89 = mul i64 %88, 2
  %90 = getelementptr i8, ptr addrspace(1) %0, i64 %89
  %91 = fptrunc float %87 to half
  %92 = bitcast half %91 to i16
  store i16 %92, ptr addrspace(1) %90, align 2
  %93 = lshr i32 %23, 8
  %94 = and i32 %93, 15
  %95 = sext i32 %94 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %96
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = sitofp i32 %98 to float
  %100 = fmul float %19, %99
  %101 = add i64 %9, 5
  %102 = mul i64 %101, 2
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  %104 = fptrunc float %100 to half
  %105 = bitcast half %104 to i16
  store i16 %105, ptr addrspace(1) %103, align 2
  %106 = lshr i32 %23, 16
  %107 = and i32 %106, 15
  %108 = sext i32 %107 to i64
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = sitofp i32 %111 to float
  %113 = fmul float %19, %112
  %114 = add i64 %9, 6
  %115 = mul i64 %114, 2
  %116 = getelementptr i8, ptr addrspace(1) %0, i64 %115
  %117 = fptrunc float %113 to half
  %118 = bitcast half %117 to i16
  store i16 %118, ptr addrspace(1) %116, align 2
  %119 = lshr i32 %23, 24
  %120 = and i32 %119, 15
  %121 = sext i32 %120 to i64
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %122
  %124 = load i32, ptr addrspace(1) %123, align 4
  %125 = sitofp i32 %124 to float
  %126 = fmul float %19, %125
  %127 = add i64 %9, 7
  %128 = mul i64 %127, 2
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  %130 = fptrunc float %126 to half
  %131 = bitcast half %130 to i16
  store i16 %131, ptr addrspace(1) %129, align 2
  %132 = lshr i32 %25, 0
  %133 = and i32 %132, 15
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %135
  %137 = load i32, ptr addrspace(1) %136, align 4
  %138 = sitofp i32 %137 to float
  %139 = fmul float %19, %138
  %140 = add i64 %9, 8
  %141 = mul i64 %140, 2
  %142 = getelementptr i8, ptr addrspace(1) %0, i64 %141
  %143 = fptrunc float %139 to half
  %144 = bitcast half %143 to i16
  store i16 %144, ptr addrspace(1) %142, align 2
  %145 = lshr i32 %25, 8
  %146 = and i32 %145, 15
  %147 = sext i32 %146 to i64
  %148 = mul i64 %147, 4
  %149 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %148
  %150 = load i32, ptr addrspace(1) %149, align 4
  %151 = sitofp i32 %150 to float
  %152 = fmul float %19, %151
  %153 = add i64 %9, 9
  %154 = mul i64 %153, 2
  %155 = getelementptr i8, ptr addrspace(1) %0, i64 %154
  %156 = fptrunc float %152 to half
  %157 = bitcast half %156 to i16
  store i16 %157, ptr addrspace(1) %155, align 2
  %158 = lshr i32 %25, 16
  %159 = and i32 %158, 15
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %161
  %163 = load i32, ptr addrspace(1) %162, align 4
  %164 = sitofp i32 %163 to float
  %165 = fmul float %19, %164
  %166 = add i64 %9, 10
  %167 = mul i64 %166, 2
  %168 = getelementptr i8, ptr addrspace(1) %0, i64 %167
  %169 = fptrunc float %165 to half
  %170 = bitcast half %169 to i16
  store i16 %170, ptr addrspace(1) %168, align 2
  %171 = lshr i32 %25, 24
  %172 = and i32 %171, 15
  %173 = sext i32 %172 to i64
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %174
  %176 = load i32, ptr addrspace(1) %175, align 4
  %177 = sitofp i32 %176 to float
  %178 = fmul float %19, %177
  %179 = add i64 %9, 11
  %180 = mul i64 %179, 2
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  %182 = fptrunc float %178 to half
  %183 = bitcast half %182 to i16
  store i16 %183, ptr addrspace(1) %181, align 2
  %184 = lshr i32 %27, 0
  %185 = and i32 %184, 15
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %187
  %189 = load i32, ptr addrspace(1) %188, align 4
  %190 = sitofp i32 %189 to float
  %191 = fmul float %19, %190
  %192 = add i64 %9, 12
  %193 = mul i64 %192, 2
  %194 = getelementptr i8, ptr addrspace(1) %0, i64 %193
  %195 = fptrunc float %191 to half
  %196 = bitcast half %195 to i16
  store i16 %196, ptr addrspace(1) %194, align 2
  %197 = lshr i32 %27, 8
  %198 = and i32 %197, 15
  %199 = sext i32 %198 to i64
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %200
  %202 = load i32, ptr addrspace(1) %201, align 4
  %203 = sitofp i32 %202 to float
  %204 = fmul float %19, %203
  %205 = add i64 %9, 13
  %206 = mul i64 %205, 2
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  %208 = fptrunc float %204 to half
  %209 = bitcast half %208 to i16
  store i16 %209, ptr addrspace(1) %207, align 2
  %210 = lshr i32 %27, 16
  %211 = and i32 %210, 15
  %212 = sext i32 %211 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %213
  %215 = load i32, ptr addrspace(1) %214, align 4
  %216 = sitofp i32 %215 to float
  %217 = fmul float %19, %216
  %218 = add i64 %9, 14
  %219 = mul i64 %218, 2
  %220 = getelementptr i8, ptr addrspace(1) %0, i64 %219
  %221 = fptrunc float %217 to half
  %222 = bitcast half %221 to i16
  store i16 %222, ptr addrspace(1) %220, align 2
  %223 = lshr i32 %27, 24
  %224 = and i32 %223, 15
  %225 = sext i32 %224 to i64
  %226 = mul i64 %225, 4
  %227 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %226
  %228 = load i32, ptr addrspace(1) %227, align 4
  %229 = sitofp i32 %228 to float
  %230 = fmul float %19, %229
  %231 = add i64 %9, 15
  %232 = mul i64 %231, 2
  %233 = getelementptr i8, ptr addrspace(1) %0, i64 %232
  %234 = fptrunc float %230 to half
  %235 = bitcast half %234 to i16
  store i16 %235, ptr addrspace(1) %233, align 2
  %236 = lshr i32 %21, 4
  %237 = and i32 %236, 15
  %238 = sext i32 %237 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = sitofp i32 %241 to float
  %243 = fmul float %19, %242
  %244 = add i64 %9, 16
  %245 = mul i64 %244, 2
  %246 = getelementptr i8, ptr addrspace(1) %0, i64 %245
  %247 = fptrunc float %243 to half
  %248 = bitcast half %247 to i16
  store i16 %248, ptr addrspace(1) %246, align 2
  %249 = lshr i32 %21, 12
  %250 = and i32 %249, 15
  %251 = sext i32 %250 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %252
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = sitofp i32 %254 to float
  %256 = fmul float %19, %255
  %257 = add i64 %9, 17
  %258 = mul i64 %257, 2
  %259 = getelementptr i8, ptr addrspace(1) %0, i64 %258
  %260 = fptrunc float %256 to half
  %261 = bitcast half %260 to i16
  store i16 %261, ptr addrspace(1) %259, align 2
  %262 = lshr i32 %21, 20
  %263 = and i32 %262, 15
  %264 = sext i32 %263 to i64
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %265
  %267 = load i32, ptr addrspace(1) %266, align 4
  %268 = sitofp i32 %267 to float
  %269 = fmul float %19, %268
  %270 = add i64 %9, 18
  %271 = mul i64 %270, 2
  %272 = getelementptr i8, ptr addrspace(1) %0, i64 %271
  %273 = fptrunc float %269 to half
  %274 = bitcast half %273 to i16
  store i16 %274, ptr addrspace(1) %272, align 2
  %275 = lshr i32 %21, 28
  %276 = and i32 %275, 15
  %277 = sext i32 %276 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %278
  %280 = load i32, ptr addrspace(1) %279, align 4
  %281 = sitofp i32 %280 to float
  %282 = fmul float %19, %281
  %283 = add i64 %9, 19
  %284 = mul i64 %283, 2
  %285 = getelementptr i8, ptr addrspace(1) %0, i64 %284
  %286 = fptrunc float %282 to half
  %287 = bitcast half %286 to i16
  store i16 %287, ptr addrspace(1) %285, align 2
  %288 = lshr i32 %23, 4
  %289 = and i32 %288, 15
  %290 = sext i32 %289 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %291
  %293 = load i32, ptr addrspace(1) %292, align 4
  %294 = sitofp i32 %293 to float
  %295 = fmul float %19, %294
  %296 = add i64 %9, 20
  %297 = mul i64 %296, 2
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  %299 = fptrunc float %295 to half
  %300 = bitcast half %299 to i16
  store i16 %300, ptr addrspace(1) %298, align 2
  %301 = lshr i32 %23, 12
  %302 = and i32 %301, 15
  %303 = sext i32 %302 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %304
  %306 = load i32, ptr addrspace(1) %305, align 4
  %307 = sitofp i32 %306 to float
  %308 = fmul float %19, %307
  %309 = add i64 %9, 21
  %310 = mul i64 %309, 2
  %311 = getelementptr i8, ptr addrspace(1) %0, i64 %310
  %312 = fptrunc float %308 to half
  %313 = bitcast half %312 to i16
  store i16 %313, ptr addrspace(1) %311, align 2
  %314 = lshr i32 %23, 20
  %315 = and i32 %314, 15
  %316 = sext i32 %315 to i64
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %317
  %319 = load i32, ptr addrspace(1) %318, align 4
  %320 = sitofp i32 %319 to float
  %321 = fmul float %19, %320
  %322 = add i64 %9, 22
  %323 = mul i64 %322, 2
  %324 = getelementptr i8, ptr addrspace(1) %0, i64 %323
  %325 = fptrunc float %321 to half
  %326 = bitcast half %325 to i16
  store i16 %326, ptr addrspace(1) %324, align 2
  %327 = lshr i32 %23, 28
  %328 = and i32 %327, 15
  %329 = sext i32 %328 to i64
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %330
  %332 = load i32, ptr addrspace(1) %331, align 4
  %333 = sitofp i32 %332 to float
  %334 = fmul float %19, %333
  %335 = add i64 %9, 23
  %336 = mul i64 %335, 2
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  %338 = fptrunc float %334 to half
  %339 = bitcast half %338 to i16
  store i16 %339, ptr addrspace(1) %337, align 2
  %340 = lshr i32 %25, 4
  %341 = and i32 %340, 15
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %343
  %345 = load i32, ptr addrspace(1) %344, align 4
  %346 = sitofp i32 %345 to float
  %347 = fmul float %19, %346
  %348 = add i64 %9, 24
  %349 = mul i64 %348, 2
  %350 = getelementptr i8, ptr addrspace(1) %0, i64 %349
  %351 = fptrunc float %347 to half
  %352 = bitcast half %351 to i16
  store i16 %352, ptr addrspace(1) %350, align 2
  %353 = lshr i32 %25, 12
  %354 = and i32 %353, 15
  %355 = sext i32 %354 to i64
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %356
  %358 = load i32, ptr addrspace(1) %357, align 4
  %359 = sitofp i32 %358 to float
  %360 = fmul float %19, %359
  %361 = add i64 %9, 25
  %362 = mul i64 %361, 2
  %363 = getelementptr i8, ptr addrspace(1) %0, i64 %362
  %364 = fptrunc float %360 to half
  %365 = bitcast half %364 to i16
  store i16 %365, ptr addrspace(1) %363, align 2
  %366 = lshr i32 %25, 20
  %367 = and i32 %366, 15
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %369
  %371 = load i32, ptr addrspace(1) %370, align 4
  %372 = sitofp i32 %371 to float
  %373 = fmul float %19, %372
  %374 = add i64 %9, 26
  %375 = mul i64 %374, 2
  %376 = getelementptr i8, ptr addrspace(1) %0, i64 %375
  %377 = fptrunc float %373 to half
  %378 = bitcast half %377 to i16
  store i16 %378, ptr addrspace(1) %376, align 2
  %379 = lshr i32 %25, 28
  %380 = and i32 %379, 15
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %382
  %384 = load i32, ptr addrspace(1) %383, align 4
  %385 = sitofp i32 %384 to float
  %386 = fmul float %19, %385
  %387 = add i64 %9, 27
  %388 = mul i64 %387, 2
  %389 = getelementptr i8, ptr addrspace(1) %0, i64 %388
  %390 = fptrunc float %386 to half
  %391 = bitcast half %390 to i16
  store i16 %391, ptr addrspace(1) %389, align 2
  %392 = lshr i32 %27, 4
  %393 = and i32 %392, 15
  %394 = sext i32 %393 to i64
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %395
  %397 = load i32, ptr addrspace(1) %396, align 4
  %398 = sitofp i32 %397 to float
  %399 = fmul float %19, %398
  %400 = add i64 %9, 28
  %401 = mul i64 %400, 2
  %402 = getelementptr i8, ptr addrspace(1) %0, i64 %401
  %403 = fptrunc float %399 to half
  %404 = bitcast half %403 to i16
  store i16 %404, ptr addrspace(1) %402, align 2
  %405 = lshr i32 %27, 12
  %406 = and i32 %405, 15
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %408
  %410 = load i32, ptr addrspace(1) %409, align 4
  %411 = sitofp i32 %410 to float
  %412 = fmul float %19, %411
  %413 = add i64 %9, 29
  %414 = mul i64 %413, 2
  %415 = getelementptr i8, ptr addrspace(1) %0, i64 %414
  %416 = fptrunc float %412 to half
  %417 = bitcast half %416 to i16
  store i16 %417, ptr addrspace(1) %415, align 2
  %418 = lshr i32 %27, 20
  %419 = and i32 %418, 15
  %420 = sext i32 %419 to i64
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %421
  %423 = load i32, ptr addrspace(1) %422, align 4
  %424 = sitofp i32 %423 to float
  %425 = fmul float %19, %424
  %426 = add i64 %9, 30
  %427 = mul i64 %426, 2
  %428 = getelementptr i8, ptr addrspace(1) %0, i64 %427
  %429 = fptrunc float %425 to half
  %430 = bitcast half %429 to i16
  store i16 %430, ptr addrspace(1) %428, align 2
  %431 = lshr i32 %27, 28
  %432 = and i32 %431, 15
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl, i64 %434
  %436 = load i32, ptr addrspace(1) %435, align 4
  %437 = sitofp i32 %436 to float
  %438 = fmul float %19, %437
  %439 = add i64 %9, 31
  %440 = mul i64 %439, 2
  %441 = getelementptr i8, ptr addrspace(1) %0, i64 %440
  %442 = fptrunc float %438 to half
  %443 = bitcast half %442 to i16
  store i16 %443, ptr addrspace(1) %441, align 2
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

!0 = !{ptr @strata_dequant_f16_iq4_nl, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_iq4_nl, !"maxntidx", i32 128}
