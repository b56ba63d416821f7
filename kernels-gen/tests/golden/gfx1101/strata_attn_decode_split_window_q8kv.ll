; ModuleID = 'strata_attn_decode_split_window_q8kv'
source_filename = "strata_attn_decode_split_window_q8kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_window_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12, ptr addrspace(1) noalias %13, ptr addrspace(1) noalias %14) #0 {
entry:
  %v27 = alloca i32, align 4, addrspace(5)
  %v10 = alloca i32, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v8 = alloca float, align 4, addrspace(5)
  %v7 = alloca float, align 4, addrspace(5)
  %v6 = alloca float, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %15 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = call i32 @llvm.amdgcn.workitem.id.x()
  %19 = and i32 %18, 31
  %20 = call i32 @llvm.amdgcn.workitem.id.x()
  %21 = lshr i32 %20, 5
  %22 = call i32 @llvm.amdgcn.workgroup.id.x()
  %23 = call i32 @llvm.amdgcn.workgroup.id.y()
  %24 = udiv i32 %5, %6
  %25 = udiv i32 %22, %24
  %26 = mul i32 %6, %7
  %27 = add i32 %26, 63
  %28 = udiv i32 %27, 64
  %29 = mul i32 %6, %7
  %30 = add i32 %29, 63
  %31 = udiv i32 %30, 64
  %32 = mul i32 %23, %9
  %33 = add i32 %32, %9
  %34 = sub i32 %16, %12
  %35 = icmp sgt i32 %12, 0
  %36 = icmp sgt i32 %34, %32
  %37 = and i1 %35, %36
  %38 = select i1 %37, i32 %34, i32 %32
  %39 = icmp slt i32 %33, %16
  %40 = select i1 %39, i32 %33, i32 %16
  %41 = mul i32 %22, %7
  %42 = add i32 %19, 0
  %43 = icmp slt i32 %42, %7
  %44 = add i32 %41, %42
  %45 = select i1 %43, i32 %44, i32 0
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %2, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = select i1 %43, float %49, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %51 = add i32 %19, 32
  %52 = icmp slt i32 %51, %7
  %53 = add i32 %41, %51
  %54 = select i1 %52, i32 %53, i32 0
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %52, float %58, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %60 = add i32 %19, 64
  %61 = icmp slt i32 %60, %7
  %62 = add i32 %41, %60
  %63 = select i1 %61, i32 %62, i32 0
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %2, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = select i1 %61, float %67, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %69 = add i32 %19, 96
  %70 = icmp slt i32 %69, %7
  %71 = add i32 %41, %69
  %72 = select i1 %70, i32 %71, i32 0
  %73 = sext i32 %72 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %2, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = select i1 %70, float %76, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %78 = add i32 %19, 128
  %79 = icmp slt i32 %78, %7
  %80 = add i32 %41, %78
  %81 = select i1 %79, i32 %80, i32 0
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) %2, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4
  %86 = select i1 %79, float %85, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %87 = add i32 %19, 160
  %88 = icmp slt i32 %87, %7
  %89 = add i32 %41, %87
  %90 = select i1 %88, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %2, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %88, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %96 = add i32 %19, 192
  %97 = icmp slt i32 %96, %7
  %98 = add i32 %41, %96
  %99 = select i1 %97, i32 %98, i32 0
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %2, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = select i1 %97, float %103, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %105 = add i32 %19, 224
  %106 = icmp slt i32 %105, %7
  %107 = add i32 %41, %105
  %108 = select i1 %106, i32 %107, i32 0
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %2, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4
  %113 = select i1 %106, float %112, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  %114 = mul i32 %25, %7
  %115 = add i32 %114, %42
  %116 = select i1 %43, i32 %115, i32 %114
  %117 = lshr i32 %116, 6
  %118 = add i32 %114, %51
  %119 = select i1 %52, i32 %118, i32 %114
  %120 = lshr i32 %119, 6
  %121 = add i32 %114, %60
  %122 = select i1 %61, i32 %121, i32 %114
  %123 = lshr i32 %122, 6
  %124 = add i32 %114, %69
  %125 = select i1 %70, i32 %124, i32 %114
  %126 = lshr i32 %125, 6
  %127 = add i32 %114, %78
  %128 = select i1 %79, i32 %127, i32 %114
  %129 = lshr i32 %128, 6
  %130 = add i32 %114, %87
  %131 = select i1 %88, i32 %130, i32 %114
  %132 = lshr i32 %131, 6
  %133 = add i32 %114, %96
  %134 = select i1 %97, i32 %133, i32 %114
  %135 = lshr i32 %134, 6
  %136 = add i32 %114, %105
  %137 = select i1 %106, i32 %136, i32 %114
  %138 = lshr i32 %137, 6
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %139 = add i32 %38, %21
  store i32 %139, ptr addrspace(5) %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %140 = load i32, ptr addrspace(5) %v10, align 4
  %141 = icmp slt i32 %140, %40
  br i1 %141, label %body, label %done

body:                                             ; preds = %loop
  %142 = load i32, ptr addrspace(5) %v10, align 4
  %143 = mul i32 %142, %6
  %144 = add i32 %143, %25
  %145 = mul i32 %144, %7
  %146 = add i32 %145, %42
  %147 = select i1 %43, i32 %146, i32 %145
  %148 = sext i32 %147 to i64
  %149 = getelementptr i8, ptr addrspace(1) %3, i64 %148
  %150 = load i8, ptr addrspace(1) %149, align 1
  %151 = sext i8 %150 to i32
  %152 = sitofp i32 %151 to float
  %153 = mul i32 %142, %28
  %154 = add i32 %153, %117
  %155 = sext i32 %154 to i64
  %156 = mul i64 %155, 2
  %157 = getelementptr i8, ptr addrspace(1) %13, i64 %156
  %158 = load i16, ptr addrspace(1) %157, align 2
  %159 = bitcast i16 %158 to half
  %160 = fpext half %159 to float
  %161 = fmul float %152, %160
  %162 = fmul float %50, %161
  %163 = select i1 %43, float %162, float 0.000000e+00
  %164 = fadd float 0.000000e+00, %163
  %165 = add i32 %145, %51
  %166 = select i1 %52, i32 %165, i32 %145
  %167 = sext i32 %166 to i64
  %168 = getelementptr i8, ptr addrspace(1) %3, i64 %167
  %169 = load i8, ptr addrspace(1) %168, align 1
  %170 = sext i8 %169 to i32
  %171 = sitofp i32 %170 to float
  %172 = mul i32 %142, %28
  %173 = add i32 %172, %120
  %174 = sext i32 %173 to i64
  %175 = mul i64 %174, 2
  %176 = getelementptr i8, ptr addrspace(1) %13, i64 %175
  %177 = load i16, ptr addrspace(1) %176, align 2
  %178 = bitcast i16 %177 to half
  %179 = fpext half %178 to float
  %180 = fmul float %171, %179
  %181 = fmul float %59, %180
  %182 = select i1 %52, float %181, float 0.000000e+00
  %183 = fadd float %164, %182
  %184 = add i32 %145, %60
  %185 = select i1 %61, i32 %184, i32 %145
  %186 = sext i32 %185 to i64
  %187 = getelementptr i8, ptr addrspace(1) %3, i64 %186
  %188 = load i8, ptr addrspace(1) %187, align 1
  %189 = sext i8 %188 to i32
  %190 = sitofp i32 %189 to float
  %191 = mul i32 %142, %28
  %192 = add i32 %191, %123
  %193 = sext i32 %192 to i64
  %194 = mul i64 %193, 2
  %195 = getelementptr i8, ptr addrspace(1) %13, i64 %194
  %196 = load i16, ptr addrspace(1) %195, align 2
  %197 = bitcast i16 %196 to half
  %198 = fpext half %197 to float
  %199 = fmul float %190, %198
  %200 = fmul float %68, %199
  %201 = select i1 %61, float %200, float 0.000000e+00
  %202 = fadd float %183, %201
  %203 = add i32 %145, %69
  %204 = select i1 %70, i32 %203, i32 %145
  %205 = sext i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(1) %3, i64 %205
  %207 = load i8, ptr addrspace(1) %206, align 1
  %208 = sext i8 %207 to i32
  %209 = sitofp i32 %208 to float
  %210 = mul i32 %142, %28
  %211 = add i32 %210, %126
  %212 = sext i32 %211 to i64
  %213 = mul i64 %212, 2
  %214 = getelementptr i8, ptr addrspace(1) %13, i64 %213
  %215 = load i16, ptr addrspace(1) %214, align 2
  %216 = bitcast i16 %215 to half
  %217 = fpext half %216 to float
  %218 = fmul float %209, %217
  %219 = fmul float %77, %218
  %220 = select i1 %70, float %219, float 0.000000e+00
  %221 = fadd float %202, %220
  %222 = add i32 %145, %78
  %223 = select i1 %79, i32 %222, i32 %145
  %224 = sext i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(1) %3, i64 %224
  %226 = load i8, ptr addrspace(1) %225, align 1
  %227 = sext i8 %226 to i32
  %228 = sitofp i32 %227 to float
  %229 = mul i32 %142, %28
  %230 = add i32 %229, %129
  %231 = sext i32 %230 to i64
  %232 = mul i64 %231, 2
  %233 = getelementptr i8, ptr addrspace(1) %13, i64 %232
  %234 = load i16, ptr addrspace(1) %233, align 2
  %235 = bitcast i16 %234 to half
  %236 = fpext half %235 to float
  %237 = fmul float %228, %236
  %238 = fmul float %86, %237
  %239 = select i1 %79, float %238, float 0.000000e+00
  %240 = fadd float %221, %239
  %241 = add i32 %145, %87
  %242 = select i1 %88, i32 %241, i32 %145
  %243 = sext i32 %242 to i64
  %244 = getelementptr i8, ptr addrspace(1) %3, i64 %243
  %245 = load i8, ptr addrspace(1) %244, align 1
  %246 = sext i8 %245 to i32
  %247 = sitofp i32 %246 to float
  %248 = mul i32 %142, %28
  %249 = add i32 %248, %132
  %250 = sext i32 %249 to i64
  %251 = mul i64 %250, 2
  %252 = getelementptr i8, ptr addrspace(1) %13, i64 %251
  %253 = load i16, ptr addrspace(1) %252, align 2
  %254 = bitcast i16 %253 to half
  %255 = fpext half %254 to float
  %256 = fmul float %247, %255
  %257 = fmul float %95, %256
  %258 = select i1 %88, float %257, float 0.000000e+00
  %259 = fadd float %240, %258
  %260 = add i32 %145, %96
  %261 = select i1 %97, i32 %260, i32 %145
  %262 = sext i32 %261 to i64
  %263 = getelementptr i8, ptr addrspace(1) %3, i64 %262
  %264 = load i8, ptr addrspace(1) %263, align 1
  %265 = sext i8 %264 to i32
  %266 = sitofp i32 %265 to float
  %267 = mul i32 %142, %28
  %268 = add i32 %267, %135
  %269 = sext i32 %268 to i64
  %270 = mul i64 %269, 2
  %271 = getelementptr i8, ptr addrspace(1) %13, i64 %270
  %272 = load i16, ptr addrspace(1) %271, align 2
  %273 = bitcast i16 %272 to half
  %274 = fpext half %273 to float
  %275 = fmul float %266, %274
  %276 = fmul float %104, %275
  %277 = select i1 %97, float %276, float 0.000000e+00
  %278 = fadd float %259, %277
  %279 = add i32 %145, %105
  %280 = select i1 %106, i32 %279, i32 %145
  %281 = sext i32 %280 to i64
  %282 = getelementptr i8, ptr addrspace(1) %3, i64 %281
  %283 = load i8, ptr addrspace(1) %282, align 1
  %284 = sext i8 %283 to i32
  %285 = sitofp i32 %284 to float
  %286 = mul i32 %142, %28
  %287 = add i32 %286, %138
  %288 = sext i32 %287 to i64
  %289 = mul i64 %288, 2
  %290 = getelementptr i8, ptr addrspace(1) %13, i64 %289
  %291 = load i16, ptr addrspace(1) %290, align 2
  %292 = bitcast i16 %291 to half
  %293 = fpext half %292 to float
  %294 = fmul float %285, %293
  %295 = fmul float %113, %294
  %296 = select i1 %106, float %295, float 0.000000e+00
  %297 = fadd float %278, %296
  %298 = bitcast float %297 to i32
  %299 = call i32 @llvm.amdgcn.workitem.id.x()
  %300 = and i32 %299, 31
  %301 = xor i32 %300, 16
  %302 = shl i32 %301, 2
  %303 = call i32 @llvm.amdgcn.ds.bpermute(i32 %302, i32 %298)
  %304 = bitcast i32 %303 to float
  %305 = fadd float %297, %304
  %306 = bitcast float %305 to i32
  %307 = call i32 @llvm.amdgcn.workitem.id.x()
  %308 = and i32 %307, 31
  %309 = xor i32 %308, 8
  %310 = shl i32 %309, 2
  %311 = call i32 @llvm.amdgcn.ds.bpermute(i32 %310, i32 %306)
  %312 = bitcast i32 %311 to float
  %313 = fadd float %305, %312
  %314 = bitcast float %313 to i32
  %315 = call i32 @llvm.amdgcn.workitem.id.x()
  %316 = and i32 %315, 31
  %317 = xor i32 %316, 4
  %318 = shl i32 %317, 2
  %319 = call i32 @llvm.amdgcn.ds.bpermute(i32 %318, i32 %314)
  %320 = bitcast i32 %319 to float
  %321 = fadd float %313, %320
  %322 = bitcast float %321 to i32
  %323 = call i32 @llvm.amdgcn.workitem.id.x()
  %324 = and i32 %323, 31
  %325 = xor i32 %324, 2
  %326 = shl i32 %325, 2
  %327 = call i32 @llvm.amdgcn.ds.bpermute(i32 %326, i32 %322)
  %328 = bitcast i32 %327 to float
  %329 = fadd float %321, %328
  %330 = bitcast float %329 to i32
  %331 = call i32 @llvm.amdgcn.workitem.id.x()
  %332 = and i32 %331, 31
  %333 = xor i32 %332, 1
  %334 = shl i32 %333, 2
  %335 = call i32 @llvm.amdgcn.ds.bpermute(i32 %334, i32 %330)
  %336 = bitcast i32 %335 to float
  %337 = fadd float %329, %336
  %338 = fmul float %337, %11
  %339 = load float, ptr addrspace(5) %v8, align 4
  %340 = fcmp ogt float %338, %339
  %341 = select i1 %340, float %338, float %339
  %342 = fsub float %339, %341
  %343 = fmul float %342, 0x3FF7154760000000
  %344 = fcmp olt float %343, -1.260000e+02
  %345 = fcmp ogt float %343, 1.270000e+02
  %346 = select i1 %344, float -1.260000e+02, float %343
  %347 = select i1 %345, float 1.270000e+02, float %346
  %348 = fadd float %347, 5.000000e-01
  %349 = call float @llvm.floor.f32(float %348)
  %350 = fsub float %347, %349
  %351 = fmul float 0x3EEFFCBFC0000000, %350
  %352 = fadd float %351, 0x3F24309120000000
  %353 = fmul float %352, %350
  %354 = fadd float %353, 0x3F55D87FE0000000
  %355 = fmul float %354, %350
  %356 = fadd float %355, 0x3F83B2AB60000000
  %357 = fmul float %356, %350
  %358 = fadd float %357, 0x3FAC6B08E0000000
  %359 = fmul float %358, %350
  %360 = fadd float %359, 0x3FCEBFBE00000000
  %361 = fmul float %360, %350
  %362 = fadd float %361, 0x3FE62E4300000000
  %363 = fmul float %362, %350
  %364 = fadd float %363, 1.000000e+00
  %365 = fptosi float %349 to i32
  %366 = add i32 %365, 127
  %367 = shl i32 %366, 23
  %368 = bitcast i32 %367 to float
  %369 = fmul float %364, %368
  %370 = select i1 %344, float 0.000000e+00, float %369
  %371 = select i1 %345, float 0x7FF0000000000000, float %370
  %372 = fcmp uno float %343, %343
  %373 = select i1 %372, float %343, float %371
  %374 = fsub float %338, %341
  %375 = fmul float %374, 0x3FF7154760000000
  %376 = fcmp olt float %375, -1.260000e+02
  %377 = fcmp ogt float %375, 1.270000e+02
  %378 = select i1 %376, float -1.260000e+02, float %375
  %379 = select i1 %377, float 1.270000e+02, float %378
  %380 = fadd float %379, 5.000000e-01
  %381 = call float @llvm.floor.f32(float %380)
  %382 = fsub float %379, %381
  %383 = fmul float 0x3EEFFCBFC0000000, %382
  %384 = fadd float %383, 0x3F24309120000000
  %385 = fmul float %384, %382
  %386 = fadd float %385, 0x3F55D87FE0000000
  %387 = fmul float %386, %382
  %388 = fadd float %387, 0x3F83B2AB60000000
  %389 = fmul float %388, %382
  %390 = fadd float %389, 0x3FAC6B08E0000000
  %391 = fmul float %390, %382
  %392 = fadd float %391, 0x3FCEBFBE00000000
  %393 = fmul float %392, %382
  %394 = fadd float %393, 0x3FE62E4300000000
  %395 = fmul float %394, %382
  %396 = fadd float %395, 1.000000e+00
  %397 = fptosi float %381 to i32
  %398 = add i32 %397, 127
  %399 = shl i32 %398, 23
  %400 = bitcast i32 %399 to float
  %401 = fmul float %396, %400
  %402 = select i1 %376, float 0.000000e+00, float %401
  %403 = select i1 %377, float 0x7FF0000000000000, float %402
  %404 = fcmp uno float %375, %375
  %405 = select i1 %404, float %375, float %403
  %406 = load float, ptr addrspace(5) %v9, align 4
  %407 = fmul float %406, %373
  %408 = fadd float %407, %405
  store float %408, ptr addrspace(5) %v9, align 4
  %409 = add i32 %145, %42
  %410 = select i1 %43, i32 %409, i32 %145
  %411 = sext i32 %410 to i64
  %412 = getelementptr i8, ptr addrspace(1) %4, i64 %411
  %413 = load i8, ptr addrspace(1) %412, align 1
  %414 = sext i8 %413 to i32
  %415 = sitofp i32 %414 to float
  %416 = mul i32 %142, %31
  %417 = add i32 %416, %117
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 2
  %420 = getelementptr i8, ptr addrspace(1) %14, i64 %419
  %421 = load i16, ptr addrspace(1) %420, align 2
  %422 = bitcast i16 %421 to half
  %423 = fpext half %422 to float
  %424 = fmul float %415, %423
  %425 = load float, ptr addrspace(5) %v, align 4
  %426 = fmul float %405, %424
  %427 = fmul float %425, %373
  %428 = fadd float %427, %426
  store float %428, ptr addrspace(5) %v, align 4
  %429 = add i32 %145, %51
  %430 = select i1 %52, i32 %429, i32 %145
  %431 = sext i32 %430 to i64
  %432 = getelementptr i8, ptr addrspace(1) %4, i64 %431
  %433 = load i8, ptr addrspace(1) %432, align 1
  %434 = sext i8 %433 to i32
  %435 = sitofp i32 %434 to float
  %436 = mul i32 %142, %31
  %437 = add i32 %436, %120
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 2
  %440 = getelementptr i8, ptr addrspace(1) %14, i64 %439
  %441 = load i16, ptr addrspace(1) %440, align 2
  %442 = bitcast i16 %441 to half
  %443 = fpext half %442 to float
  %444 = fmul float %435, %443
  %445 = load float, ptr addrspace(5) %v1, align 4
  %446 = fmul float %405, %444
  %447 = fmul float %445, %373
  %448 = fadd float %447, %446
  store float %448, ptr addrspace(5) %v1, align 4
  %449 = add i32 %145, %60
  %450 = select i1 %61, i32 %449, i32 %145
  %451 = sext i32 %450 to i64
  %452 = getelementptr i8, ptr addrspace(1) %4, i64 %451
  %453 = load i8, ptr addrspace(1) %452, align 1
  %454 = sext i8 %453 to i32
  %455 = sitofp i32 %454 to float
  %456 = mul i32 %142, %31
  %457 = add i32 %456, %123
  %458 = sext i32 %457 to i64
  %459 = mul i64 %458, 2
  %460 = getelementptr i8, ptr addrspace(1) %14, i64 %459
  %461 = load i16, ptr addrspace(1) %460, align 2
  %462 = bitcast i16 %461 to half
  %463 = fpext half %462 to float
  %464 = fmul float %455, %463
  %465 = load float, ptr addrspace(5) %v2, align 4
  %466 = fmul float %405, %464
  %467 = fmul float %465, %373
  %468 = fadd float %467, %466
  store float %468, ptr addrspace(5) %v2, align 4
  %469 = add i32 %145, %69
  %470 = select i1 %70, i32 %469, i32 %145
  %471 = sext i32 %470 to i64
  %472 = getelementptr i8, ptr addrspace(1) %4, i64 %471
  %473 = load i8, ptr addrspace(1) %472, align 1
  %474 = sext i8 %473 to i32
  %475 = sitofp i32 %474 to float
  %476 = mul i32 %142, %31
  %477 = add i32 %476, %126
  %478 = sext i32 %477 to i64
  %479 = mul i64 %478, 2
  %480 = getelementptr i8, ptr addrspace(1) %14, i64 %479
  %481 = load i16, ptr addrspace(1) %480, align 2
  %482 = bitcast i16 %481 to half
  %483 = fpext half %482 to float
  %484 = fmul float %475, %483
  %485 = load float, ptr addrspace(5) %v3, align 4
  %486 = fmul float %405, %484
  %487 = fmul float %485, %373
  %488 = fadd float %487, %486
  store float %488, ptr addrspace(5) %v3, align 4
  %489 = add i32 %145, %78
  %490 = select i1 %79, i32 %489, i32 %145
  %491 = sext i32 %490 to i64
  %492 = getelementptr i8, ptr addrspace(1) %4, i64 %491
  %493 = load i8, ptr addrspace(1) %492, align 1
  %494 = sext i8 %493 to i32
  %495 = sitofp i32 %494 to float
  %496 = mul i32 %142, %31
  %497 = add i32 %496, %129
  %498 = sext i32 %497 to i64
  %499 = mul i64 %498, 2
  %500 = getelementptr i8, ptr addrspace(1) %14, i64 %499
  %501 = load i16, ptr addrspace(1) %500, align 2
  %502 = bitcast i16 %501 to half
  %503 = fpext half %502 to float
  %504 = fmul float %495, %503
  %505 = load float, ptr addrspace(5) %v4, align 4
  %506 = fmul float %405, %504
  %507 = fmul float %505, %373
  %508 = fadd float %507, %506
  store float %508, ptr addrspace(5) %v4, align 4
  %509 = add i32 %145, %87
  %510 = select i1 %88, i32 %509, i32 %145
  %511 = sext i32 %510 to i64
  %512 = getelementptr i8, ptr addrspace(1) %4, i64 %511
  %513 = load i8, ptr addrspace(1) %512, align 1
  %514 = sext i8 %513 to i32
  %515 = sitofp i32 %514 to float
  %516 = mul i32 %142, %31
  %517 = add i32 %516, %132
  %518 = sext i32 %517 to i64
  %519 = mul i64 %518, 2
  %520 = getelementptr i8, ptr addrspace(1) %14, i64 %519
  %521 = load i16, ptr addrspace(1) %520, align 2
  %522 = bitcast i16 %521 to half
  %523 = fpext half %522 to float
  %524 = fmul float %515, %523
  %525 = load float, ptr addrspace(5) %v5, align 4
  %526 = fmul float %405, %524
  %527 = fmul float %525, %373
  %528 = fadd float %527, %526
  store float %528, ptr addrspace(5) %v5, align 4
  %529 = add i32 %145, %96
  %530 = select i1 %97, i32 %529, i32 %145
  %531 = sext i32 %530 to i64
  %532 = getelementptr i8, ptr addrspace(1) %4, i64 %531
  %533 = load i8, ptr addrspace(1) %532, align 1
  %534 = sext i8 %533 to i32
  %535 = sitofp i32 %534 to float
  %536 = mul i32 %142, %31
  %537 = add i32 %536, %135
  %538 = sext i32 %537 to i64
  %539 = mul i64 %538, 2
  %540 = getelementptr i8, ptr addrspace(1) %14, i64 %539
  %541 = load i16, ptr addrspace(1) %540, align 2
  %542 = bitcast i16 %541 to half
  %543 = fpext half %542 to float
  %544 = fmul float %535, %543
  %545 = load float, ptr addrspace(5) %v6, align 4
  %546 = fmul float %405, %544
  %547 = fmul float %545, %373
  %548 = fadd float %547, %546
  store float %548, ptr addrspace(5) %v6, align 4
  %549 = add i32 %145, %105
  %550 = select i1 %106, i32 %549, i32 %145
  %551 = sext i32 %550 to i64
  %552 = getelementptr i8, ptr addrspace(1) %4, i64 %551
  %553 = load i8, ptr addrspace(1) %552, align 1
  %554 = sext i8 %553 to i32
  %555 = sitofp i32 %554 to float
  %556 = mul i32 %142, %31
  %557 = add i32 %556, %138
  %558 = sext i32 %557 to i64
  %559 = mul i64 %558, 2
  %560 = getelementptr i8, ptr addrspace(1) %14, i64 %559
  %561 = load i16, ptr addrspace(1) %560, align 2
  %562 = bitcast i16 %561 to half
  %563 = fpext half %562 to float
  %564 = fmul float %555, %563
  %565 = load float, ptr addrspace(5) %v7, align 4
  %566 = fmul float %405, %564
  %567 = fmul float %565, %373
  %568 = fadd float %567, %566
  store float %568, ptr addrspace(5) %v7, align 4
  store float %341, ptr addrspace(5) %v8, align 4
  %569 = load i32, ptr addrspace(5) %v10, align 4
  %570 = add i32 %569, 4
  store i32 %570, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %571 = mul i32 %21, 256
  %572 = load float, ptr addrspace(5) %v, align 4
  br i1 %43, label %then, label %endif

then:                                             ; preds = %done
  %573 = add i32 %571, %42
  %574 = sext i32 %573 to i64
  %575 = mul i64 %574, 4
  %576 = getelementptr i8, ptr addrspace(3) @lds1, i64 %575
  store float %572, ptr addrspace(3) %576, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %577 = load float, ptr addrspace(5) %v1, align 4
  br i1 %52, label %then11, label %endif12

then11:                                           ; preds = %endif
  %578 = add i32 %571, %51
  %579 = sext i32 %578 to i64
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(3) @lds1, i64 %580
  store float %577, ptr addrspace(3) %581, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %582 = load float, ptr addrspace(5) %v2, align 4
  br i1 %61, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %583 = add i32 %571, %60
  %584 = sext i32 %583 to i64
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(3) @lds1, i64 %585
  store float %582, ptr addrspace(3) %586, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %587 = load float, ptr addrspace(5) %v3, align 4
  br i1 %70, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %588 = add i32 %571, %69
  %589 = sext i32 %588 to i64
  %590 = mul i64 %589, 4
  %591 = getelementptr i8, ptr addrspace(3) @lds1, i64 %590
  store float %587, ptr addrspace(3) %591, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %592 = load float, ptr addrspace(5) %v4, align 4
  br i1 %79, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %593 = add i32 %571, %78
  %594 = sext i32 %593 to i64
  %595 = mul i64 %594, 4
  %596 = getelementptr i8, ptr addrspace(3) @lds1, i64 %595
  store float %592, ptr addrspace(3) %596, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %597 = load float, ptr addrspace(5) %v5, align 4
  br i1 %88, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %598 = add i32 %571, %87
  %599 = sext i32 %598 to i64
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(3) @lds1, i64 %600
  store float %597, ptr addrspace(3) %601, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %602 = load float, ptr addrspace(5) %v6, align 4
  br i1 %97, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %603 = add i32 %571, %96
  %604 = sext i32 %603 to i64
  %605 = mul i64 %604, 4
  %606 = getelementptr i8, ptr addrspace(3) @lds1, i64 %605
  store float %602, ptr addrspace(3) %606, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %607 = load float, ptr addrspace(5) %v7, align 4
  br i1 %106, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %608 = add i32 %571, %105
  %609 = sext i32 %608 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(3) @lds1, i64 %610
  store float %607, ptr addrspace(3) %611, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %612 = icmp eq i32 %19, 0
  %613 = load float, ptr addrspace(5) %v8, align 4
  %614 = load float, ptr addrspace(5) %v9, align 4
  br i1 %612, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %615 = mul i32 %21, 2
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(3) @lds2, i64 %617
  store float %613, ptr addrspace(3) %618, align 4
  %619 = add i32 %615, 1
  %620 = sext i32 %619 to i64
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr addrspace(3) @lds2, i64 %621
  store float %614, ptr addrspace(3) %622, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %623 = load float, ptr addrspace(3) @lds2, align 4
  %624 = fcmp ogt float %623, 0xFFF0000000000000
  %625 = select i1 %624, float %623, float 0xFFF0000000000000
  %626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %627 = fcmp ogt float %626, %625
  %628 = select i1 %627, float %626, float %625
  %629 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %630 = fcmp ogt float %629, %628
  %631 = select i1 %630, float %629, float %628
  %632 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %633 = fcmp ogt float %632, %631
  %634 = select i1 %633, float %632, float %631
  %635 = fsub float %623, %634
  %636 = fmul float %635, 0x3FF7154760000000
  %637 = fcmp olt float %636, -1.260000e+02
  %638 = fcmp ogt float %636, 1.270000e+02
  %639 = select i1 %637, float -1.260000e+02, float %636
  %640 = select i1 %638, float 1.270000e+02, float %639
  %641 = fadd float %640, 5.000000e-01
  %642 = call float @llvm.floor.f32(float %641)
  %643 = fsub float %640, %642
  %644 = fmul float 0x3EEFFCBFC0000000, %643
  %645 = fadd float %644, 0x3F24309120000000
  %646 = fmul float %645, %643
  %647 = fadd float %646, 0x3F55D87FE0000000
  %648 = fmul float %647, %643
  %649 = fadd float %648, 0x3F83B2AB60000000
  %650 = fmul float %649, %643
  %651 = fadd float %650, 0x3FAC6B08E0000000
  %652 = fmul float %651, %643
  %653 = fadd float %652, 0x3FCEBFBE00000000
  %654 = fmul float %653, %643
  %655 = fadd float %654, 0x3FE62E4300000000
  %656 = fmul float %655, %643
  %657 = fadd float %656, 1.000000e+00
  %658 = fptosi float %642 to i32
  %659 = add i32 %658, 127
  %660 = shl i32 %659, 23
  %661 = bitcast i32 %660 to float
  %662 = fmul float %657, %661
  %663 = select i1 %637, float 0.000000e+00, float %662
  %664 = select i1 %638, float 0x7FF0000000000000, float %663
  %665 = fcmp uno float %636, %636
  %666 = select i1 %665, float %636, float %664
  %667 = fcmp oeq float %623, 0xFFF0000000000000
  %668 = select i1 %667, float 0.000000e+00, float %666
  %669 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %670 = fmul float %668, %669
  %671 = fadd float %670, 0.000000e+00
  %672 = fsub float %626, %634
  %673 = fmul float %672, 0x3FF7154760000000
  %674 = fcmp olt float %673, -1.260000e+02
  %675 = fcmp ogt float %673, 1.270000e+02
  %676 = select i1 %674, float -1.260000e+02, float %673
  %677 = select i1 %675, float 1.270000e+02, float %676
  %678 = fadd float %677, 5.000000e-01
  %679 = call float @llvm.floor.f32(float %678)
  %680 = fsub float %677, %679
  %681 = fmul float 0x3EEFFCBFC0000000, %680
  %682 = fadd float %681, 0x3F24309120000000
  %683 = fmul float %682, %680
  %684 = fadd float %683, 0x3F55D87FE0000000
  %685 = fmul float %684, %680
  %686 = fadd float %685, 0x3F83B2AB60000000
  %687 = fmul float %686, %680
  %688 = fadd float %687, 0x3FAC6B08E0000000
  %689 = fmul float %688, %680
  %690 = fadd float %689, 0x3FCEBFBE00000000
  %691 = fmul float %690, %680
  %692 = fadd float %691, 0x3FE62E4300000000
  %693 = fmul float %692, %680
  %694 = fadd float %693, 1.000000e+00
  %695 = fptosi float %679 to i32
  %696 = add i32 %695, 127
  %697 = shl i32 %696, 23
  %698 = bitcast i32 %697 to float
  %699 = fmul float %694, %698
  %700 = select i1 %674, float 0.000000e+00, float %699
  %701 = select i1 %675, float 0x7FF0000000000000, float %700
  %702 = fcmp uno float %673, %673
  %703 = select i1 %702, float %673, float %701
  %704 = fcmp oeq float %626, 0xFFF0000000000000
  %705 = select i1 %704, float 0.000000e+00, float %703
  %706 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %707 = fmul float %705, %706
  %708 = fadd float %707, %671
  %709 = fsub float %629, %634
  %710 = fmul float %709, 0x3FF7154760000000
  %711 = fcmp olt float %710, -1.260000e+02
  %712 = fcmp ogt float %710, 1.270000e+02
  %713 = select i1 %711, float -1.260000e+02, float %710
  %714 = select i1 %712, float 1.270000e+02, float %713
  %715 = fadd float %714, 5.000000e-01
  %716 = call float @llvm.floor.f32(float %715)
  %717 = fsub float %714, %716
  %718 = fmul float 0x3EEFFCBFC0000000, %717
  %719 = fadd float %718, 0x3F24309120000000
  %720 = fmul float %719, %717
  %721 = fadd float %720, 0x3F55D87FE0000000
  %722 = fmul float %721, %717
  %723 = fadd float %722, 0x3F83B2AB60000000
  %724 = fmul float %723, %717
  %725 = fadd float %724, 0x3FAC6B08E0000000
  %726 = fmul float %725, %717
  %727 = fadd float %726, 0x3FCEBFBE00000000
  %728 = fmul float %727, %717
  %729 = fadd float %728, 0x3FE62E4300000000
  %730 = fmul float %729, %717
  %731 = fadd float %730, 1.000000e+00
  %732 = fptosi float %716 to i32
  %733 = add i32 %732, 127
  %734 = shl i32 %733, 23
  %735 = bitcast i32 %734 to float
  %736 = fmul float %731, %735
  %737 = select i1 %711, float 0.000000e+00, float %736
  %738 = select i1 %712, float 0x7FF0000000000000, float %737
  %739 = fcmp uno float %710, %710
  %740 = select i1 %739, float %710, float %738
  %741 = fcmp oeq float %629, 0xFFF0000000000000
  %742 = select i1 %741, float 0.000000e+00, float %740
  %743 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %744 = fmul float %742, %743
  %745 = fadd float %744, %708
  %746 = fsub float %632, %634
  %747 = fmul float %746, 0x3FF7154760000000
  %748 = fcmp olt float %747, -1.260000e+02
  %749 = fcmp ogt float %747, 1.270000e+02
  %750 = select i1 %748, float -1.260000e+02, float %747
  %751 = select i1 %749, float 1.270000e+02, float %750
  %752 = fadd float %751, 5.000000e-01
  %753 = call float @llvm.floor.f32(float %752)
  %754 = fsub float %751, %753
  %755 = fmul float 0x3EEFFCBFC0000000, %754
  %756 = fadd float %755, 0x3F24309120000000
  %757 = fmul float %756, %754
  %758 = fadd float %757, 0x3F55D87FE0000000
  %759 = fmul float %758, %754
  %760 = fadd float %759, 0x3F83B2AB60000000
  %761 = fmul float %760, %754
  %762 = fadd float %761, 0x3FAC6B08E0000000
  %763 = fmul float %762, %754
  %764 = fadd float %763, 0x3FCEBFBE00000000
  %765 = fmul float %764, %754
  %766 = fadd float %765, 0x3FE62E4300000000
  %767 = fmul float %766, %754
  %768 = fadd float %767, 1.000000e+00
  %769 = fptosi float %753 to i32
  %770 = add i32 %769, 127
  %771 = shl i32 %770, 23
  %772 = bitcast i32 %771 to float
  %773 = fmul float %768, %772
  %774 = select i1 %748, float 0.000000e+00, float %773
  %775 = select i1 %749, float 0x7FF0000000000000, float %774
  %776 = fcmp uno float %747, %747
  %777 = select i1 %776, float %747, float %775
  %778 = fcmp oeq float %632, 0xFFF0000000000000
  %779 = select i1 %778, float 0.000000e+00, float %777
  %780 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %781 = fmul float %779, %780
  %782 = fadd float %781, %745
  %783 = mul i32 %22, %10
  %784 = add i32 %783, %23
  %785 = mul i32 %784, %7
  store i32 %17, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %786 = load i32, ptr addrspace(5) %v27, align 4
  %787 = icmp slt i32 %786, %7
  br i1 %787, label %body29, label %done30

body29:                                           ; preds = %loop28
  %788 = load i32, ptr addrspace(5) %v27, align 4
  %789 = add i32 0, %788
  %790 = sext i32 %789 to i64
  %791 = mul i64 %790, 4
  %792 = getelementptr i8, ptr addrspace(3) @lds1, i64 %791
  %793 = load float, ptr addrspace(3) %792, align 4
  %794 = fmul float %668, %793
  %795 = fadd float %794, 0.000000e+00
  %796 = add i32 256, %788
  %797 = sext i32 %796 to i64
  %798 = mul i64 %797, 4
  %799 = getelementptr i8, ptr addrspace(3) @lds1, i64 %798
  %800 = load float, ptr addrspace(3) %799, align 4
  %801 = fmul float %705, %800
  %802 = fadd float %801, %795
  %803 = add i32 512, %788
  %804 = sext i32 %803 to i64
  %805 = mul i64 %804, 4
  %806 = getelementptr i8, ptr addrspace(3) @lds1, i64 %805
  %807 = load float, ptr addrspace(3) %806, align 4
  %808 = fmul float %742, %807
  %809 = fadd float %808, %802
  %810 = add i32 768, %788
  %811 = sext i32 %810 to i64
  %812 = mul i64 %811, 4
  %813 = getelementptr i8, ptr addrspace(3) @lds1, i64 %812
  %814 = load float, ptr addrspace(3) %813, align 4
  %815 = fmul float %779, %814
  %816 = fadd float %815, %809
  %817 = add i32 %785, %788
  %818 = sext i32 %817 to i64
  %819 = mul i64 %818, 4
  %820 = getelementptr i8, ptr addrspace(1) %0, i64 %819
  store float %816, ptr addrspace(1) %820, align 4
  %821 = load i32, ptr addrspace(5) %v27, align 4
  %822 = add i32 %821, 128
  store i32 %822, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %823 = icmp eq i32 %17, 0
  br i1 %823, label %then31, label %endif32

then31:                                           ; preds = %done30
  %824 = mul i32 %784, 2
  %825 = sext i32 %824 to i64
  %826 = mul i64 %825, 4
  %827 = getelementptr i8, ptr addrspace(1) %1, i64 %826
  store float %634, ptr addrspace(1) %827, align 4
  %828 = add i32 %824, 1
  %829 = sext i32 %828 to i64
  %830 = mul i64 %829, 4
  %831 = getelementptr i8, ptr addrspace(1) %1, i64 %830
  store float %782, ptr addrspace(1) %831, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %done30
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
