; ModuleID = 'strata_norm_rope_neox_kv_store_f32'
source_filename = "strata_norm_rope_neox_kv_store_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_norm_rope_neox_kv_store_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, ptr addrspace(1) noalias %8, ptr addrspace(1) noalias %9, i32 %10, i32 %11, i32 %12, i32 %13, float %14, float %15, float %16) #0 {
entry:
  %v13 = alloca i32, align 4, addrspace(5)
  %v5 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  %21 = call i32 @llvm.amdgcn.workgroup.id.x()
  %22 = lshr i32 %13, 1
  %23 = mul i32 %11, %12
  %24 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = sext i32 %25 to i64
  %27 = sext i32 %23 to i64
  %28 = mul i64 %26, %27
  %29 = mul i32 %21, 8
  %30 = add i32 %10, %11
  %31 = add i32 %29, 8
  %32 = icmp slt i32 %31, %30
  %33 = select i1 %32, i32 %31, i32 %30
  %34 = add i32 %29, %20
  store i32 %34, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif12, %entry
  %35 = load i32, ptr addrspace(5) %v, align 4
  %36 = icmp slt i32 %35, %33
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr addrspace(5) %v, align 4
  %38 = icmp sge i32 %37, %10
  %39 = sub i32 %37, %10
  %40 = select i1 %38, i32 %39, i32 %37
  %41 = mul i32 %40, %12
  %42 = select i1 %38, ptr addrspace(1) %3, ptr addrspace(1) %2
  %43 = select i1 %38, ptr addrspace(1) %1, ptr addrspace(1) %0
  %44 = select i1 %38, ptr addrspace(1) %9, ptr addrspace(1) %8
  %45 = sext i32 %41 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr addrspace(1) %42, i64 %46
  %48 = sext i32 %41 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %43, i64 %49
  %51 = add i32 0, %18
  %52 = icmp slt i32 %51, %12
  %53 = select i1 %52, i32 %51, i32 0
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %47, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fmul float %57, %57
  %59 = fadd float %58, 0.000000e+00
  %60 = select i1 %52, float %59, float 0.000000e+00
  %61 = bitcast float %60 to i32
  %62 = call i32 @llvm.amdgcn.workitem.id.x()
  %63 = and i32 %62, 31
  %64 = xor i32 %63, 16
  %65 = shl i32 %64, 2
  %66 = call i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %61)
  %67 = bitcast i32 %66 to float
  %68 = fadd float %60, %67
  %69 = bitcast float %68 to i32
  %70 = call i32 @llvm.amdgcn.workitem.id.x()
  %71 = and i32 %70, 31
  %72 = xor i32 %71, 8
  %73 = shl i32 %72, 2
  %74 = call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %69)
  %75 = bitcast i32 %74 to float
  %76 = fadd float %68, %75
  %77 = bitcast float %76 to i32
  %78 = call i32 @llvm.amdgcn.workitem.id.x()
  %79 = and i32 %78, 31
  %80 = xor i32 %79, 4
  %81 = shl i32 %80, 2
  %82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %77)
  %83 = bitcast i32 %82 to float
  %84 = fadd float %76, %83
  %85 = bitcast float %84 to i32
  %86 = call i32 @llvm.amdgcn.workitem.id.x()
  %87 = and i32 %86, 31
  %88 = xor i32 %87, 2
  %89 = shl i32 %88, 2
  %90 = call i32 @llvm.amdgcn.ds.bpermute(i32 %89, i32 %85)
  %91 = bitcast i32 %90 to float
  %92 = fadd float %84, %91
  %93 = bitcast float %92 to i32
  %94 = call i32 @llvm.amdgcn.workitem.id.x()
  %95 = and i32 %94, 31
  %96 = xor i32 %95, 1
  %97 = shl i32 %96, 2
  %98 = call i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %93)
  %99 = bitcast i32 %98 to float
  %100 = fadd float %92, %99
  %101 = icmp slt i32 0, %12
  %102 = fadd float 0.000000e+00, %100
  %103 = select i1 %101, float %102, float 0.000000e+00
  %104 = add i32 32, %18
  %105 = icmp slt i32 %104, %12
  %106 = select i1 %105, i32 %104, i32 0
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr addrspace(1) %47, i64 %108
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = fmul float %110, %110
  %112 = fadd float %111, 0.000000e+00
  %113 = select i1 %105, float %112, float 0.000000e+00
  %114 = bitcast float %113 to i32
  %115 = call i32 @llvm.amdgcn.workitem.id.x()
  %116 = and i32 %115, 31
  %117 = xor i32 %116, 16
  %118 = shl i32 %117, 2
  %119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %118, i32 %114)
  %120 = bitcast i32 %119 to float
  %121 = fadd float %113, %120
  %122 = bitcast float %121 to i32
  %123 = call i32 @llvm.amdgcn.workitem.id.x()
  %124 = and i32 %123, 31
  %125 = xor i32 %124, 8
  %126 = shl i32 %125, 2
  %127 = call i32 @llvm.amdgcn.ds.bpermute(i32 %126, i32 %122)
  %128 = bitcast i32 %127 to float
  %129 = fadd float %121, %128
  %130 = bitcast float %129 to i32
  %131 = call i32 @llvm.amdgcn.workitem.id.x()
  %132 = and i32 %131, 31
  %133 = xor i32 %132, 4
  %134 = shl i32 %133, 2
  %135 = call i32 @llvm.amdgcn.ds.bpermute(i32 %134, i32 %130)
  %136 = bitcast i32 %135 to float
  %137 = fadd float %129, %136
  %138 = bitcast float %137 to i32
  %139 = call i32 @llvm.amdgcn.workitem.id.x()
  %140 = and i32 %139, 31
  %141 = xor i32 %140, 2
  %142 = shl i32 %141, 2
  %143 = call i32 @llvm.amdgcn.ds.bpermute(i32 %142, i32 %138)
  %144 = bitcast i32 %143 to float
  %145 = fadd float %137, %144
  %146 = bitcast float %145 to i32
  %147 = call i32 @llvm.amdgcn.workitem.id.x()
  %148 = and i32 %147, 31
  %149 = xor i32 %148, 1
  %150 = shl i32 %149, 2
  %151 = call i32 @llvm.amdgcn.ds.bpermute(i32 %150, i32 %146)
  %152 = bitcast i32 %151 to float
  %153 = fadd float %145, %152
  %154 = icmp slt i32 32, %12
  %155 = fadd float %103, %153
  %156 = select i1 %154, float %155, float %103
  %157 = add i32 64, %18
  %158 = icmp slt i32 %157, %12
  %159 = select i1 %158, i32 %157, i32 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %47, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = fmul float %163, %163
  %165 = fadd float %164, 0.000000e+00
  %166 = select i1 %158, float %165, float 0.000000e+00
  %167 = bitcast float %166 to i32
  %168 = call i32 @llvm.amdgcn.workitem.id.x()
  %169 = and i32 %168, 31
  %170 = xor i32 %169, 16
  %171 = shl i32 %170, 2
  %172 = call i32 @llvm.amdgcn.ds.bpermute(i32 %171, i32 %167)
  %173 = bitcast i32 %172 to float
  %174 = fadd float %166, %173
  %175 = bitcast float %174 to i32
  %176 = call i32 @llvm.amdgcn.workitem.id.x()
  %177 = and i32 %176, 31
  %178 = xor i32 %177, 8
  %179 = shl i32 %178, 2
  %180 = call i32 @llvm.amdgcn.ds.bpermute(i32 %179, i32 %175)
  %181 = bitcast i32 %180 to float
  %182 = fadd float %174, %181
  %183 = bitcast float %182 to i32
  %184 = call i32 @llvm.amdgcn.workitem.id.x()
  %185 = and i32 %184, 31
  %186 = xor i32 %185, 4
  %187 = shl i32 %186, 2
  %188 = call i32 @llvm.amdgcn.ds.bpermute(i32 %187, i32 %183)
  %189 = bitcast i32 %188 to float
  %190 = fadd float %182, %189
  %191 = bitcast float %190 to i32
  %192 = call i32 @llvm.amdgcn.workitem.id.x()
  %193 = and i32 %192, 31
  %194 = xor i32 %193, 2
  %195 = shl i32 %194, 2
  %196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %195, i32 %191)
  %197 = bitcast i32 %196 to float
  %198 = fadd float %190, %197
  %199 = bitcast float %198 to i32
  %200 = call i32 @llvm.amdgcn.workitem.id.x()
  %201 = and i32 %200, 31
  %202 = xor i32 %201, 1
  %203 = shl i32 %202, 2
  %204 = call i32 @llvm.amdgcn.ds.bpermute(i32 %203, i32 %199)
  %205 = bitcast i32 %204 to float
  %206 = fadd float %198, %205
  %207 = icmp slt i32 64, %12
  %208 = fadd float %156, %206
  %209 = select i1 %207, float %208, float %156
  %210 = add i32 96, %18
  %211 = icmp slt i32 %210, %12
  %212 = select i1 %211, i32 %210, i32 0
  %213 = sext i32 %212 to i64
  %214 = mul i64 %213, 4
  %215 = getelementptr i8, ptr addrspace(1) %47, i64 %214
  %216 = load float, ptr addrspace(1) %215, align 4
  %217 = fmul float %216, %216
  %218 = fadd float %217, 0.000000e+00
  %219 = select i1 %211, float %218, float 0.000000e+00
  %220 = bitcast float %219 to i32
  %221 = call i32 @llvm.amdgcn.workitem.id.x()
  %222 = and i32 %221, 31
  %223 = xor i32 %222, 16
  %224 = shl i32 %223, 2
  %225 = call i32 @llvm.amdgcn.ds.bpermute(i32 %224, i32 %220)
  %226 = bitcast i32 %225 to float
  %227 = fadd float %219, %226
  %228 = bitcast float %227 to i32
  %229 = call i32 @llvm.amdgcn.workitem.id.x()
  %230 = and i32 %229, 31
  %231 = xor i32 %230, 8
  %232 = shl i32 %231, 2
  %233 = call i32 @llvm.amdgcn.ds.bpermute(i32 %232, i32 %228)
  %234 = bitcast i32 %233 to float
  %235 = fadd float %227, %234
  %236 = bitcast float %235 to i32
  %237 = call i32 @llvm.amdgcn.workitem.id.x()
  %238 = and i32 %237, 31
  %239 = xor i32 %238, 4
  %240 = shl i32 %239, 2
  %241 = call i32 @llvm.amdgcn.ds.bpermute(i32 %240, i32 %236)
  %242 = bitcast i32 %241 to float
  %243 = fadd float %235, %242
  %244 = bitcast float %243 to i32
  %245 = call i32 @llvm.amdgcn.workitem.id.x()
  %246 = and i32 %245, 31
  %247 = xor i32 %246, 2
  %248 = shl i32 %247, 2
  %249 = call i32 @llvm.amdgcn.ds.bpermute(i32 %248, i32 %244)
  %250 = bitcast i32 %249 to float
  %251 = fadd float %243, %250
  %252 = bitcast float %251 to i32
  %253 = call i32 @llvm.amdgcn.workitem.id.x()
  %254 = and i32 %253, 31
  %255 = xor i32 %254, 1
  %256 = shl i32 %255, 2
  %257 = call i32 @llvm.amdgcn.ds.bpermute(i32 %256, i32 %252)
  %258 = bitcast i32 %257 to float
  %259 = fadd float %251, %258
  %260 = icmp slt i32 96, %12
  %261 = fadd float %209, %259
  %262 = select i1 %260, float %261, float %209
  %263 = add i32 128, %18
  %264 = icmp slt i32 %263, %12
  %265 = select i1 %264, i32 %263, i32 0
  %266 = sext i32 %265 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %47, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = fmul float %269, %269
  %271 = fadd float %270, 0.000000e+00
  %272 = select i1 %264, float %271, float 0.000000e+00
  %273 = bitcast float %272 to i32
  %274 = call i32 @llvm.amdgcn.workitem.id.x()
  %275 = and i32 %274, 31
  %276 = xor i32 %275, 16
  %277 = shl i32 %276, 2
  %278 = call i32 @llvm.amdgcn.ds.bpermute(i32 %277, i32 %273)
  %279 = bitcast i32 %278 to float
  %280 = fadd float %272, %279
  %281 = bitcast float %280 to i32
  %282 = call i32 @llvm.amdgcn.workitem.id.x()
  %283 = and i32 %282, 31
  %284 = xor i32 %283, 8
  %285 = shl i32 %284, 2
  %286 = call i32 @llvm.amdgcn.ds.bpermute(i32 %285, i32 %281)
  %287 = bitcast i32 %286 to float
  %288 = fadd float %280, %287
  %289 = bitcast float %288 to i32
  %290 = call i32 @llvm.amdgcn.workitem.id.x()
  %291 = and i32 %290, 31
  %292 = xor i32 %291, 4
  %293 = shl i32 %292, 2
  %294 = call i32 @llvm.amdgcn.ds.bpermute(i32 %293, i32 %289)
  %295 = bitcast i32 %294 to float
  %296 = fadd float %288, %295
  %297 = bitcast float %296 to i32
  %298 = call i32 @llvm.amdgcn.workitem.id.x()
  %299 = and i32 %298, 31
  %300 = xor i32 %299, 2
  %301 = shl i32 %300, 2
  %302 = call i32 @llvm.amdgcn.ds.bpermute(i32 %301, i32 %297)
  %303 = bitcast i32 %302 to float
  %304 = fadd float %296, %303
  %305 = bitcast float %304 to i32
  %306 = call i32 @llvm.amdgcn.workitem.id.x()
  %307 = and i32 %306, 31
  %308 = xor i32 %307, 1
  %309 = shl i32 %308, 2
  %310 = call i32 @llvm.amdgcn.ds.bpermute(i32 %309, i32 %305)
  %311 = bitcast i32 %310 to float
  %312 = fadd float %304, %311
  %313 = icmp slt i32 128, %12
  %314 = fadd float %262, %312
  %315 = select i1 %313, float %314, float %262
  %316 = add i32 160, %18
  %317 = icmp slt i32 %316, %12
  %318 = select i1 %317, i32 %316, i32 0
  %319 = sext i32 %318 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %47, i64 %320
  %322 = load float, ptr addrspace(1) %321, align 4
  %323 = fmul float %322, %322
  %324 = fadd float %323, 0.000000e+00
  %325 = select i1 %317, float %324, float 0.000000e+00
  %326 = bitcast float %325 to i32
  %327 = call i32 @llvm.amdgcn.workitem.id.x()
  %328 = and i32 %327, 31
  %329 = xor i32 %328, 16
  %330 = shl i32 %329, 2
  %331 = call i32 @llvm.amdgcn.ds.bpermute(i32 %330, i32 %326)
  %332 = bitcast i32 %331 to float
  %333 = fadd float %325, %332
  %334 = bitcast float %333 to i32
  %335 = call i32 @llvm.amdgcn.workitem.id.x()
  %336 = and i32 %335, 31
  %337 = xor i32 %336, 8
  %338 = shl i32 %337, 2
  %339 = call i32 @llvm.amdgcn.ds.bpermute(i32 %338, i32 %334)
  %340 = bitcast i32 %339 to float
  %341 = fadd float %333, %340
  %342 = bitcast float %341 to i32
  %343 = call i32 @llvm.amdgcn.workitem.id.x()
  %344 = and i32 %343, 31
  %345 = xor i32 %344, 4
  %346 = shl i32 %345, 2
  %347 = call i32 @llvm.amdgcn.ds.bpermute(i32 %346, i32 %342)
  %348 = bitcast i32 %347 to float
  %349 = fadd float %341, %348
  %350 = bitcast float %349 to i32
  %351 = call i32 @llvm.amdgcn.workitem.id.x()
  %352 = and i32 %351, 31
  %353 = xor i32 %352, 2
  %354 = shl i32 %353, 2
  %355 = call i32 @llvm.amdgcn.ds.bpermute(i32 %354, i32 %350)
  %356 = bitcast i32 %355 to float
  %357 = fadd float %349, %356
  %358 = bitcast float %357 to i32
  %359 = call i32 @llvm.amdgcn.workitem.id.x()
  %360 = and i32 %359, 31
  %361 = xor i32 %360, 1
  %362 = shl i32 %361, 2
  %363 = call i32 @llvm.amdgcn.ds.bpermute(i32 %362, i32 %358)
  %364 = bitcast i32 %363 to float
  %365 = fadd float %357, %364
  %366 = icmp slt i32 160, %12
  %367 = fadd float %315, %365
  %368 = select i1 %366, float %367, float %315
  %369 = add i32 192, %18
  %370 = icmp slt i32 %369, %12
  %371 = select i1 %370, i32 %369, i32 0
  %372 = sext i32 %371 to i64
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %47, i64 %373
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = fmul float %375, %375
  %377 = fadd float %376, 0.000000e+00
  %378 = select i1 %370, float %377, float 0.000000e+00
  %379 = bitcast float %378 to i32
  %380 = call i32 @llvm.amdgcn.workitem.id.x()
  %381 = and i32 %380, 31
  %382 = xor i32 %381, 16
  %383 = shl i32 %382, 2
  %384 = call i32 @llvm.amdgcn.ds.bpermute(i32 %383, i32 %379)
  %385 = bitcast i32 %384 to float
  %386 = fadd float %378, %385
  %387 = bitcast float %386 to i32
  %388 = call i32 @llvm.amdgcn.workitem.id.x()
  %389 = and i32 %388, 31
  %390 = xor i32 %389, 8
  %391 = shl i32 %390, 2
  %392 = call i32 @llvm.amdgcn.ds.bpermute(i32 %391, i32 %387)
  %393 = bitcast i32 %392 to float
  %394 = fadd float %386, %393
  %395 = bitcast float %394 to i32
  %396 = call i32 @llvm.amdgcn.workitem.id.x()
  %397 = and i32 %396, 31
  %398 = xor i32 %397, 4
  %399 = shl i32 %398, 2
  %400 = call i32 @llvm.amdgcn.ds.bpermute(i32 %399, i32 %395)
  %401 = bitcast i32 %400 to float
  %402 = fadd float %394, %401
  %403 = bitcast float %402 to i32
  %404 = call i32 @llvm.amdgcn.workitem.id.x()
  %405 = and i32 %404, 31
  %406 = xor i32 %405, 2
  %407 = shl i32 %406, 2
  %408 = call i32 @llvm.amdgcn.ds.bpermute(i32 %407, i32 %403)
  %409 = bitcast i32 %408 to float
  %410 = fadd float %402, %409
  %411 = bitcast float %410 to i32
  %412 = call i32 @llvm.amdgcn.workitem.id.x()
  %413 = and i32 %412, 31
  %414 = xor i32 %413, 1
  %415 = shl i32 %414, 2
  %416 = call i32 @llvm.amdgcn.ds.bpermute(i32 %415, i32 %411)
  %417 = bitcast i32 %416 to float
  %418 = fadd float %410, %417
  %419 = icmp slt i32 192, %12
  %420 = fadd float %368, %418
  %421 = select i1 %419, float %420, float %368
  %422 = add i32 224, %18
  %423 = icmp slt i32 %422, %12
  %424 = select i1 %423, i32 %422, i32 0
  %425 = sext i32 %424 to i64
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(1) %47, i64 %426
  %428 = load float, ptr addrspace(1) %427, align 4
  %429 = fmul float %428, %428
  %430 = fadd float %429, 0.000000e+00
  %431 = select i1 %423, float %430, float 0.000000e+00
  %432 = bitcast float %431 to i32
  %433 = call i32 @llvm.amdgcn.workitem.id.x()
  %434 = and i32 %433, 31
  %435 = xor i32 %434, 16
  %436 = shl i32 %435, 2
  %437 = call i32 @llvm.amdgcn.ds.bpermute(i32 %436, i32 %432)
  %438 = bitcast i32 %437 to float
  %439 = fadd float %431, %438
  %440 = bitcast float %439 to i32
  %441 = call i32 @llvm.amdgcn.workitem.id.x()
  %442 = and i32 %441, 31
  %443 = xor i32 %442, 8
  %444 = shl i32 %443, 2
  %445 = call i32 @llvm.amdgcn.ds.bpermute(i32 %444, i32 %440)
  %446 = bitcast i32 %445 to float
  %447 = fadd float %439, %446
  %448 = bitcast float %447 to i32
  %449 = call i32 @llvm.amdgcn.workitem.id.x()
  %450 = and i32 %449, 31
  %451 = xor i32 %450, 4
  %452 = shl i32 %451, 2
  %453 = call i32 @llvm.amdgcn.ds.bpermute(i32 %452, i32 %448)
  %454 = bitcast i32 %453 to float
  %455 = fadd float %447, %454
  %456 = bitcast float %455 to i32
  %457 = call i32 @llvm.amdgcn.workitem.id.x()
  %458 = and i32 %457, 31
  %459 = xor i32 %458, 2
  %460 = shl i32 %459, 2
  %461 = call i32 @llvm.amdgcn.ds.bpermute(i32 %460, i32 %456)
  %462 = bitcast i32 %461 to float
  %463 = fadd float %455, %462
  %464 = bitcast float %463 to i32
  %465 = call i32 @llvm.amdgcn.workitem.id.x()
  %466 = and i32 %465, 31
  %467 = xor i32 %466, 1
  %468 = shl i32 %467, 2
  %469 = call i32 @llvm.amdgcn.ds.bpermute(i32 %468, i32 %464)
  %470 = bitcast i32 %469 to float
  %471 = fadd float %463, %470
  %472 = icmp slt i32 224, %12
  %473 = fadd float %421, %471
  %474 = select i1 %472, float %473, float %421
  %475 = sitofp i32 %12 to float
  %476 = fdiv float %474, %475
  %477 = fadd float %476, %16
  %478 = call float @llvm.sqrt.f32(float %477)
  %479 = fdiv float 1.000000e+00, %478
  %480 = sext i32 %41 to i64
  %481 = add i64 %28, %480
  store i32 %18, ptr addrspace(5) %v1, align 4
  br label %loop2

done:                                             ; preds = %loop
  ret void

loop2:                                            ; preds = %endif, %body
  %482 = load i32, ptr addrspace(5) %v1, align 4
  %483 = icmp slt i32 %482, %22
  br i1 %483, label %body3, label %done4

body3:                                            ; preds = %loop2
  %484 = load i32, ptr addrspace(5) %v1, align 4
  %485 = add i32 %484, %22
  %486 = sitofp i32 %484 to float
  %487 = fmul float %486, %14
  %488 = fcmp olt float %487, -1.260000e+02
  %489 = fcmp ogt float %487, 1.270000e+02
  %490 = select i1 %488, float -1.260000e+02, float %487
  %491 = select i1 %489, float 1.270000e+02, float %490
  %492 = fadd float %491, 5.000000e-01
  %493 = call float @llvm.floor.f32(float %492)
  %494 = fsub float %491, %493
  %495 = fmul float 0x3EEFFCBFC0000000, %494
  %496 = fadd float %495, 0x3F24309120000000
  %497 = fmul float %496, %494
  %498 = fadd float %497, 0x3F55D87FE0000000
  %499 = fmul float %498, %494
  %500 = fadd float %499, 0x3F83B2AB60000000
  %501 = fmul float %500, %494
  %502 = fadd float %501, 0x3FAC6B08E0000000
  %503 = fmul float %502, %494
  %504 = fadd float %503, 0x3FCEBFBE00000000
  %505 = fmul float %504, %494
  %506 = fadd float %505, 0x3FE62E4300000000
  %507 = fmul float %506, %494
  %508 = fadd float %507, 1.000000e+00
  %509 = fptosi float %493 to i32
  %510 = add i32 %509, 127
  %511 = shl i32 %510, 23
  %512 = bitcast i32 %511 to float
  %513 = fmul float %508, %512
  %514 = select i1 %488, float 0.000000e+00, float %513
  %515 = select i1 %489, float 0x7FF0000000000000, float %514
  %516 = fcmp uno float %487, %487
  %517 = select i1 %516, float %487, float %515
  %518 = sitofp i32 %25 to float
  %519 = fmul float %15, %518
  %520 = fmul float %519, %517
  %521 = fmul float %520, 0x3FE45F3060000000
  %522 = fadd float %521, 5.000000e-01
  %523 = call float @llvm.floor.f32(float %522)
  %524 = fmul float %523, 0x3FF921FB60000000
  %525 = fsub float %520, %524
  %526 = fmul float %523, 0xBE6777A5C0000000
  %527 = fsub float %525, %526
  %528 = fmul float %527, %527
  %529 = fmul float 0x3EC71DE3A0000000, %528
  %530 = fadd float %529, 0xBF2A01A020000000
  %531 = fmul float %530, %528
  %532 = fadd float %531, 0x3F81111120000000
  %533 = fmul float %532, %528
  %534 = fadd float %533, 0xBFC5555560000000
  %535 = fmul float %534, %528
  %536 = fadd float %535, 1.000000e+00
  %537 = fmul float %536, %527
  %538 = fmul float 0x3EFA01A020000000, %528
  %539 = fadd float %538, 0xBF56C16C20000000
  %540 = fmul float %539, %528
  %541 = fadd float %540, 0x3FA5555560000000
  %542 = fmul float %541, %528
  %543 = fadd float %542, -5.000000e-01
  %544 = fmul float %543, %528
  %545 = fadd float %544, 1.000000e+00
  %546 = fptosi float %523 to i32
  %547 = and i32 %546, 3
  %548 = and i32 %547, 1
  %549 = icmp ne i32 %548, 0
  %550 = select i1 %549, float %545, float %537
  %551 = select i1 %549, float %537, float %545
  %552 = icmp uge i32 %547, 2
  %553 = add i32 %547, 1
  %554 = and i32 %553, 2
  %555 = icmp eq i32 %554, 2
  %556 = fneg float %550
  %557 = select i1 %552, float %556, float %550
  %558 = fneg float %551
  %559 = select i1 %555, float %558, float %551
  %560 = sext i32 %484 to i64
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %47, i64 %561
  %563 = load float, ptr addrspace(1) %562, align 4
  %564 = fmul float %563, %479
  %565 = sext i32 %484 to i64
  %566 = mul i64 %565, 4
  %567 = getelementptr i8, ptr addrspace(1) %44, i64 %566
  %568 = load float, ptr addrspace(1) %567, align 4
  %569 = fmul float %564, %568
  %570 = sext i32 %485 to i64
  %571 = mul i64 %570, 4
  %572 = getelementptr i8, ptr addrspace(1) %47, i64 %571
  %573 = load float, ptr addrspace(1) %572, align 4
  %574 = fmul float %573, %479
  %575 = sext i32 %485 to i64
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %44, i64 %576
  %578 = load float, ptr addrspace(1) %577, align 4
  %579 = fmul float %574, %578
  %580 = fmul float %569, %559
  %581 = fmul float %579, %557
  %582 = fsub float %580, %581
  %583 = fmul float %569, %557
  %584 = fmul float %579, %559
  %585 = fadd float %583, %584
  %586 = sext i32 %484 to i64
  %587 = mul i64 %586, 4
  %588 = getelementptr i8, ptr addrspace(1) %50, i64 %587
  store float %582, ptr addrspace(1) %588, align 4
  %589 = sext i32 %485 to i64
  %590 = mul i64 %589, 4
  %591 = getelementptr i8, ptr addrspace(1) %50, i64 %590
  store float %585, ptr addrspace(1) %591, align 4
  br i1 %38, label %then, label %endif

done4:                                            ; preds = %loop2
  %592 = add i32 %13, %18
  store i32 %592, ptr addrspace(5) %v5, align 4
  br label %loop6

then:                                             ; preds = %body3
  %593 = sext i32 %484 to i64
  %594 = add i64 %481, %593
  %595 = mul i64 %594, 4
  %596 = getelementptr i8, ptr addrspace(1) %5, i64 %595
  store float %582, ptr addrspace(1) %596, align 4
  %597 = sext i32 %485 to i64
  %598 = add i64 %481, %597
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(1) %5, i64 %599
  store float %585, ptr addrspace(1) %600, align 4
  br label %endif

endif:                                            ; preds = %then, %body3
  %601 = load i32, ptr addrspace(5) %v1, align 4
  %602 = add i32 %601, 32
  store i32 %602, ptr addrspace(5) %v1, align 4
  br label %loop2

loop6:                                            ; preds = %endif10, %done4
  %603 = load i32, ptr addrspace(5) %v5, align 4
  %604 = icmp slt i32 %603, %12
  br i1 %604, label %body7, label %done8

body7:                                            ; preds = %loop6
  %605 = load i32, ptr addrspace(5) %v5, align 4
  %606 = sext i32 %605 to i64
  %607 = mul i64 %606, 4
  %608 = getelementptr i8, ptr addrspace(1) %47, i64 %607
  %609 = load float, ptr addrspace(1) %608, align 4
  %610 = fmul float %609, %479
  %611 = sext i32 %605 to i64
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %44, i64 %612
  %614 = load float, ptr addrspace(1) %613, align 4
  %615 = fmul float %610, %614
  %616 = sext i32 %605 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(1) %50, i64 %617
  store float %615, ptr addrspace(1) %618, align 4
  br i1 %38, label %then9, label %endif10

done8:                                            ; preds = %loop6
  br i1 %38, label %then11, label %endif12

then9:                                            ; preds = %body7
  %619 = sext i32 %605 to i64
  %620 = add i64 %481, %619
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr addrspace(1) %5, i64 %621
  store float %615, ptr addrspace(1) %622, align 4
  br label %endif10

endif10:                                          ; preds = %then9, %body7
  %623 = load i32, ptr addrspace(5) %v5, align 4
  %624 = add i32 %623, 32
  store i32 %624, ptr addrspace(5) %v5, align 4
  br label %loop6

then11:                                           ; preds = %done8
  %625 = sext i32 %41 to i64
  %626 = mul i64 %625, 4
  %627 = getelementptr i8, ptr addrspace(1) %4, i64 %626
  store i32 %18, ptr addrspace(5) %v13, align 4
  br label %loop14

endif12:                                          ; preds = %done16, %done8
  %628 = load i32, ptr addrspace(5) %v, align 4
  %629 = add i32 %628, 8
  store i32 %629, ptr addrspace(5) %v, align 4
  br label %loop

loop14:                                           ; preds = %body15, %then11
  %630 = load i32, ptr addrspace(5) %v13, align 4
  %631 = icmp slt i32 %630, %12
  br i1 %631, label %body15, label %done16

body15:                                           ; preds = %loop14
  %632 = load i32, ptr addrspace(5) %v13, align 4
  %633 = sext i32 %632 to i64
  %634 = add i64 %481, %633
  %635 = sext i32 %632 to i64
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr addrspace(1) %627, i64 %636
  %638 = load float, ptr addrspace(1) %637, align 4
  %639 = mul i64 %634, 4
  %640 = getelementptr i8, ptr addrspace(1) %6, i64 %639
  store float %638, ptr addrspace(1) %640, align 4
  %641 = load i32, ptr addrspace(5) %v13, align 4
  %642 = add i32 %641, 32
  store i32 %642, ptr addrspace(5) %v13, align 4
  br label %loop14

done16:                                           ; preds = %loop14
  br label %endif12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
