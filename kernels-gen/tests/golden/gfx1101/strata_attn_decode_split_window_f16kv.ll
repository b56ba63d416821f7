; ModuleID = 'strata_attn_decode_split_window_f16kv'
source_filename = "strata_attn_decode_split_window_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_window_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12) #0 {
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
  %13 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = call i32 @llvm.amdgcn.workitem.id.x()
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = and i32 %16, 31
  %18 = call i32 @llvm.amdgcn.workitem.id.x()
  %19 = lshr i32 %18, 5
  %20 = call i32 @llvm.amdgcn.workgroup.id.x()
  %21 = call i32 @llvm.amdgcn.workgroup.id.y()
  %22 = udiv i32 %5, %6
  %23 = udiv i32 %20, %22
  %24 = mul i32 %21, %9
  %25 = add i32 %24, %9
  %26 = sub i32 %14, %12
  %27 = icmp sgt i32 %12, 0
  %28 = icmp sgt i32 %26, %24
  %29 = and i1 %27, %28
  %30 = select i1 %29, i32 %26, i32 %24
  %31 = icmp slt i32 %25, %14
  %32 = select i1 %31, i32 %25, i32 %14
  %33 = mul i32 %20, %7
  %34 = add i32 %17, 0
  %35 = icmp slt i32 %34, %7
  %36 = add i32 %33, %34
  %37 = select i1 %35, i32 %36, i32 0
  %38 = sext i32 %37 to i64
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %2, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = select i1 %35, float %41, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %43 = add i32 %17, 32
  %44 = icmp slt i32 %43, %7
  %45 = add i32 %33, %43
  %46 = select i1 %44, i32 %45, i32 0
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %2, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = select i1 %44, float %50, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %52 = add i32 %17, 64
  %53 = icmp slt i32 %52, %7
  %54 = add i32 %33, %52
  %55 = select i1 %53, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %2, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %53, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %61 = add i32 %17, 96
  %62 = icmp slt i32 %61, %7
  %63 = add i32 %33, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %70 = add i32 %17, 128
  %71 = icmp slt i32 %70, %7
  %72 = add i32 %33, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %2, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %79 = add i32 %17, 160
  %80 = icmp slt i32 %79, %7
  %81 = add i32 %33, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %2, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %88 = add i32 %17, 192
  %89 = icmp slt i32 %88, %7
  %90 = add i32 %33, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %2, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %97 = add i32 %17, 224
  %98 = icmp slt i32 %97, %7
  %99 = add i32 %33, %97
  %100 = select i1 %98, i32 %99, i32 0
  %101 = sext i32 %100 to i64
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %2, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = select i1 %98, float %104, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %106 = add i32 %30, %19
  store i32 %106, ptr addrspace(5) %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %107 = load i32, ptr addrspace(5) %v10, align 4
  %108 = icmp slt i32 %107, %32
  br i1 %108, label %body, label %done

body:                                             ; preds = %loop
  %109 = load i32, ptr addrspace(5) %v10, align 4
  %110 = mul i32 %109, %6
  %111 = add i32 %110, %23
  %112 = mul i32 %111, %7
  %113 = add i32 %112, %34
  %114 = select i1 %35, i32 %113, i32 %112
  %115 = sext i32 %114 to i64
  %116 = mul i64 %115, 2
  %117 = getelementptr i8, ptr addrspace(1) %3, i64 %116
  %118 = load i16, ptr addrspace(1) %117, align 2
  %119 = bitcast i16 %118 to half
  %120 = fpext half %119 to float
  %121 = fmul float %42, %120
  %122 = select i1 %35, float %121, float 0.000000e+00
  %123 = fadd float 0.000000e+00, %122
  %124 = add i32 %112, %43
  %125 = select i1 %44, i32 %124, i32 %112
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 2
  %128 = getelementptr i8, ptr addrspace(1) %3, i64 %127
  %129 = load i16, ptr addrspace(1) %128, align 2
  %130 = bitcast i16 %129 to half
  %131 = fpext half %130 to float
  %132 = fmul float %51, %131
  %133 = select i1 %44, float %132, float 0.000000e+00
  %134 = fadd float %123, %133
  %135 = add i32 %112, %52
  %136 = select i1 %53, i32 %135, i32 %112
  %137 = sext i32 %136 to i64
  %138 = mul i64 %137, 2
  %139 = getelementptr i8, ptr addrspace(1) %3, i64 %138
  %140 = load i16, ptr addrspace(1) %139, align 2
  %141 = bitcast i16 %140 to half
  %142 = fpext half %141 to float
  %143 = fmul float %60, %142
  %144 = select i1 %53, float %143, float 0.000000e+00
  %145 = fadd float %134, %144
  %146 = add i32 %112, %61
  %147 = select i1 %62, i32 %146, i32 %112
  %148 = sext i32 %147 to i64
  %149 = mul i64 %148, 2
  %150 = getelementptr i8, ptr addrspace(1) %3, i64 %149
  %151 = load i16, ptr addrspace(1) %150, align 2
  %152 = bitcast i16 %151 to half
  %153 = fpext half %152 to float
  %154 = fmul float %69, %153
  %155 = select i1 %62, float %154, float 0.000000e+00
  %156 = fadd float %145, %155
  %157 = add i32 %112, %70
  %158 = select i1 %71, i32 %157, i32 %112
  %159 = sext i32 %158 to i64
  %160 = mul i64 %159, 2
  %161 = getelementptr i8, ptr addrspace(1) %3, i64 %160
  %162 = load i16, ptr addrspace(1) %161, align 2
  %163 = bitcast i16 %162 to half
  %164 = fpext half %163 to float
  %165 = fmul float %78, %164
  %166 = select i1 %71, float %165, float 0.000000e+00
  %167 = fadd float %156, %166
  %168 = add i32 %112, %79
  %169 = select i1 %80, i32 %168, i32 %112
  %170 = sext i32 %169 to i64
  %171 = mul i64 %170, 2
  %172 = getelementptr i8, ptr addrspace(1) %3, i64 %171
  %173 = load i16, ptr addrspace(1) %172, align 2
  %174 = bitcast i16 %173 to half
  %175 = fpext half %174 to float
  %176 = fmul float %87, %175
  %177 = select i1 %80, float %176, float 0.000000e+00
  %178 = fadd float %167, %177
  %179 = add i32 %112, %88
  %180 = select i1 %89, i32 %179, i32 %112
  %181 = sext i32 %180 to i64
  %182 = mul i64 %181, 2
  %183 = getelementptr i8, ptr addrspace(1) %3, i64 %182
  %184 = load i16, ptr addrspace(1) %183, align 2
  %185 = bitcast i16 %184 to half
  %186 = fpext half %185 to float
  %187 = fmul float %96, %186
  %188 = select i1 %89, float %187, float 0.000000e+00
  %189 = fadd float %178, %188
  %190 = add i32 %112, %97
  %191 = select i1 %98, i32 %190, i32 %112
  %192 = sext i32 %191 to i64
  %193 = mul i64 %192, 2
  %194 = getelementptr i8, ptr addrspace(1) %3, i64 %193
  %195 = load i16, ptr addrspace(1) %194, align 2
  %196 = bitcast i16 %195 to half
  %197 = fpext half %196 to float
  %198 = fmul float %105, %197
  %199 = select i1 %98, float %198, float 0.000000e+00
  %200 = fadd float %189, %199
  %201 = bitcast float %200 to i32
  %202 = call i32 @llvm.amdgcn.workitem.id.x()
  %203 = and i32 %202, 31
  %204 = xor i32 %203, 16
  %205 = shl i32 %204, 2
  %206 = call i32 @llvm.amdgcn.ds.bpermute(i32 %205, i32 %201)
  %207 = bitcast i32 %206 to float
  %208 = fadd float %200, %207
  %209 = bitcast float %208 to i32
  %210 = call i32 @llvm.amdgcn.workitem.id.x()
  %211 = and i32 %210, 31
  %212 = xor i32 %211, 8
  %213 = shl i32 %212, 2
  %214 = call i32 @llvm.amdgcn.ds.bpermute(i32 %213, i32 %209)
  %215 = bitcast i32 %214 to float
  %216 = fadd float %208, %215
  %217 = bitcast float %216 to i32
  %218 = call i32 @llvm.amdgcn.workitem.id.x()
  %219 = and i32 %218, 31
  %220 = xor i32 %219, 4
  %221 = shl i32 %220, 2
  %222 = call i32 @llvm.amdgcn.ds.bpermute(i32 %221, i32 %217)
  %223 = bitcast i32 %222 to float
  %224 = fadd float %216, %223
  %225 = bitcast float %224 to i32
  %226 = call i32 @llvm.amdgcn.workitem.id.x()
  %227 = and i32 %226, 31
  %228 = xor i32 %227, 2
  %229 = shl i32 %228, 2
  %230 = call i32 @llvm.amdgcn.ds.bpermute(i32 %229, i32 %225)
  %231 = bitcast i32 %230 to float
  %232 = fadd float %224, %231
  %233 = bitcast float %232 to i32
  %234 = call i32 @llvm.amdgcn.workitem.id.x()
  %235 = and i32 %234, 31
  %236 = xor i32 %235, 1
  %237 = shl i32 %236, 2
  %238 = call i32 @llvm.amdgcn.ds.bpermute(i32 %237, i32 %233)
  %239 = bitcast i32 %238 to float
  %240 = fadd float %232, %239
  %241 = fmul float %240, %11
  %242 = load float, ptr addrspace(5) %v8, align 4
  %243 = fcmp ogt float %241, %242
  %244 = select i1 %243, float %241, float %242
  %245 = fsub float %242, %244
  %246 = fmul float %245, 0x3FF7154760000000
  %247 = fcmp olt float %246, -1.260000e+02
  %248 = fcmp ogt float %246, 1.270000e+02
  %249 = select i1 %247, float -1.260000e+02, float %246
  %250 = select i1 %248, float 1.270000e+02, float %249
  %251 = fadd float %250, 5.000000e-01
  %252 = call float @llvm.floor.f32(float %251)
  %253 = fsub float %250, %252
  %254 = fmul float 0x3EEFFCBFC0000000, %253
  %255 = fadd float %254, 0x3F24309120000000
  %256 = fmul float %255, %253
  %257 = fadd float %256, 0x3F55D87FE0000000
  %258 = fmul float %257, %253
  %259 = fadd float %258, 0x3F83B2AB60000000
  %260 = fmul float %259, %253
  %261 = fadd float %260, 0x3FAC6B08E0000000
  %262 = fmul float %261, %253
  %263 = fadd float %262, 0x3FCEBFBE00000000
  %264 = fmul float %263, %253
  %265 = fadd float %264, 0x3FE62E4300000000
  %266 = fmul float %265, %253
  %267 = fadd float %266, 1.000000e+00
  %268 = fptosi float %252 to i32
  %269 = add i32 %268, 127
  %270 = shl i32 %269, 23
  %271 = bitcast i32 %270 to float
  %272 = fmul float %267, %271
  %273 = select i1 %247, float 0.000000e+00, float %272
  %274 = select i1 %248, float 0x7FF0000000000000, float %273
  %275 = fcmp uno float %246, %246
  %276 = select i1 %275, float %246, float %274
  %277 = fsub float %241, %244
  %278 = fmul float %277, 0x3FF7154760000000
  %279 = fcmp olt float %278, -1.260000e+02
  %280 = fcmp ogt float %278, 1.270000e+02
  %281 = select i1 %279, float -1.260000e+02, float %278
  %282 = select i1 %280, float 1.270000e+02, float %281
  %283 = fadd float %282, 5.000000e-01
  %284 = call float @llvm.floor.f32(float %283)
  %285 = fsub float %282, %284
  %286 = fmul float 0x3EEFFCBFC0000000, %285
  %287 = fadd float %286, 0x3F24309120000000
  %288 = fmul float %287, %285
  %289 = fadd float %288, 0x3F55D87FE0000000
  %290 = fmul float %289, %285
  %291 = fadd float %290, 0x3F83B2AB60000000
  %292 = fmul float %291, %285
  %293 = fadd float %292, 0x3FAC6B08E0000000
  %294 = fmul float %293, %285
  %295 = fadd float %294, 0x3FCEBFBE00000000
  %296 = fmul float %295, %285
  %297 = fadd float %296, 0x3FE62E4300000000
  %298 = fmul float %297, %285
  %299 = fadd float %298, 1.000000e+00
  %300 = fptosi float %284 to i32
  %301 = add i32 %300, 127
  %302 = shl i32 %301, 23
  %303 = bitcast i32 %302 to float
  %304 = fmul float %299, %303
  %305 = select i1 %279, float 0.000000e+00, float %304
  %306 = select i1 %280, float 0x7FF0000000000000, float %305
  %307 = fcmp uno float %278, %278
  %308 = select i1 %307, float %278, float %306
  %309 = load float, ptr addrspace(5) %v9, align 4
  %310 = fmul float %309, %276
  %311 = fadd float %310, %308
  store float %311, ptr addrspace(5) %v9, align 4
  %312 = add i32 %112, %34
  %313 = select i1 %35, i32 %312, i32 %112
  %314 = sext i32 %313 to i64
  %315 = mul i64 %314, 2
  %316 = getelementptr i8, ptr addrspace(1) %4, i64 %315
  %317 = load i16, ptr addrspace(1) %316, align 2
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  %320 = load float, ptr addrspace(5) %v, align 4
  %321 = fmul float %308, %319
  %322 = fmul float %320, %276
  %323 = fadd float %322, %321
  store float %323, ptr addrspace(5) %v, align 4
  %324 = add i32 %112, %43
  %325 = select i1 %44, i32 %324, i32 %112
  %326 = sext i32 %325 to i64
  %327 = mul i64 %326, 2
  %328 = getelementptr i8, ptr addrspace(1) %4, i64 %327
  %329 = load i16, ptr addrspace(1) %328, align 2
  %330 = bitcast i16 %329 to half
  %331 = fpext half %330 to float
  %332 = load float, ptr addrspace(5) %v1, align 4
  %333 = fmul float %308, %331
  %334 = fmul float %332, %276
  %335 = fadd float %334, %333
  store float %335, ptr addrspace(5) %v1, align 4
  %336 = add i32 %112, %52
  %337 = select i1 %53, i32 %336, i32 %112
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 2
  %340 = getelementptr i8, ptr addrspace(1) %4, i64 %339
  %341 = load i16, ptr addrspace(1) %340, align 2
  %342 = bitcast i16 %341 to half
  %343 = fpext half %342 to float
  %344 = load float, ptr addrspace(5) %v2, align 4
  %345 = fmul float %308, %343
  %346 = fmul float %344, %276
  %347 = fadd float %346, %345
  store float %347, ptr addrspace(5) %v2, align 4
  %348 = add i32 %112, %61
  %349 = select i1 %62, i32 %348, i32 %112
  %350 = sext i32 %349 to i64
  %351 = mul i64 %350, 2
  %352 = getelementptr i8, ptr addrspace(1) %4, i64 %351
  %353 = load i16, ptr addrspace(1) %352, align 2
  %354 = bitcast i16 %353 to half
  %355 = fpext half %354 to float
  %356 = load float, ptr addrspace(5) %v3, align 4
  %357 = fmul float %308, %355
  %358 = fmul float %356, %276
  %359 = fadd float %358, %357
  store float %359, ptr addrspace(5) %v3, align 4
  %360 = add i32 %112, %70
  %361 = select i1 %71, i32 %360, i32 %112
  %362 = sext i32 %361 to i64
  %363 = mul i64 %362, 2
  %364 = getelementptr i8, ptr addrspace(1) %4, i64 %363
  %365 = load i16, ptr addrspace(1) %364, align 2
  %366 = bitcast i16 %365 to half
  %367 = fpext half %366 to float
  %368 = load float, ptr addrspace(5) %v4, align 4
  %369 = fmul float %308, %367
  %370 = fmul float %368, %276
  %371 = fadd float %370, %369
  store float %371, ptr addrspace(5) %v4, align 4
  %372 = add i32 %112, %79
  %373 = select i1 %80, i32 %372, i32 %112
  %374 = sext i32 %373 to i64
  %375 = mul i64 %374, 2
  %376 = getelementptr i8, ptr addrspace(1) %4, i64 %375
  %377 = load i16, ptr addrspace(1) %376, align 2
  %378 = bitcast i16 %377 to half
  %379 = fpext half %378 to float
  %380 = load float, ptr addrspace(5) %v5, align 4
  %381 = fmul float %308, %379
  %382 = fmul float %380, %276
  %383 = fadd float %382, %381
  store float %383, ptr addrspace(5) %v5, align 4
  %384 = add i32 %112, %88
  %385 = select i1 %89, i32 %384, i32 %112
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 2
  %388 = getelementptr i8, ptr addrspace(1) %4, i64 %387
  %389 = load i16, ptr addrspace(1) %388, align 2
  %390 = bitcast i16 %389 to half
  %391 = fpext half %390 to float
  %392 = load float, ptr addrspace(5) %v6, align 4
  %393 = fmul float %308, %391
  %394 = fmul float %392, %276
  %395 = fadd float %394, %393
  store float %395, ptr addrspace(5) %v6, align 4
  %396 = add i32 %112, %97
  %397 = select i1 %98, i32 %396, i32 %112
  %398 = sext i32 %397 to i64
  %399 = mul i64 %398, 2
  %400 = getelementptr i8, ptr addrspace(1) %4, i64 %399
  %401 = load i16, ptr addrspace(1) %400, align 2
  %402 = bitcast i16 %401 to half
  %403 = fpext half %402 to float
  %404 = load float, ptr addrspace(5) %v7, align 4
  %405 = fmul float %308, %403
  %406 = fmul float %404, %276
  %407 = fadd float %406, %405
  store float %407, ptr addrspace(5) %v7, align 4
  store float %244, ptr addrspace(5) %v8, align 4
  %408 = load i32, ptr addrspace(5) %v10, align 4
  %409 = add i32 %408, 4
  store i32 %409, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %410 = mul i32 %19, 256
  %411 = load float, ptr addrspace(5) %v, align 4
  br i1 %35, label %then, label %endif

then:                                             ; preds = %done
  %412 = add i32 %410, %34
  %413 = sext i32 %412 to i64
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr addrspace(3) @lds1, i64 %414
  store float %411, ptr addrspace(3) %415, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %416 = load float, ptr addrspace(5) %v1, align 4
  br i1 %44, label %then11, label %endif12

then11:                                           ; preds = %endif
  %417 = add i32 %410, %43
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %419
  store float %416, ptr addrspace(3) %420, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %421 = load float, ptr addrspace(5) %v2, align 4
  br i1 %53, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %422 = add i32 %410, %52
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %424
  store float %421, ptr addrspace(3) %425, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %426 = load float, ptr addrspace(5) %v3, align 4
  br i1 %62, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %427 = add i32 %410, %61
  %428 = sext i32 %427 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(3) @lds1, i64 %429
  store float %426, ptr addrspace(3) %430, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %431 = load float, ptr addrspace(5) %v4, align 4
  br i1 %71, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %432 = add i32 %410, %70
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(3) @lds1, i64 %434
  store float %431, ptr addrspace(3) %435, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %436 = load float, ptr addrspace(5) %v5, align 4
  br i1 %80, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %437 = add i32 %410, %79
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(3) @lds1, i64 %439
  store float %436, ptr addrspace(3) %440, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %441 = load float, ptr addrspace(5) %v6, align 4
  br i1 %89, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %442 = add i32 %410, %88
  %443 = sext i32 %442 to i64
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(3) @lds1, i64 %444
  store float %441, ptr addrspace(3) %445, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %446 = load float, ptr addrspace(5) %v7, align 4
  br i1 %98, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %447 = add i32 %410, %97
  %448 = sext i32 %447 to i64
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(3) @lds1, i64 %449
  store float %446, ptr addrspace(3) %450, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %451 = icmp eq i32 %17, 0
  %452 = load float, ptr addrspace(5) %v8, align 4
  %453 = load float, ptr addrspace(5) %v9, align 4
  br i1 %451, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %454 = mul i32 %19, 2
  %455 = sext i32 %454 to i64
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(3) @lds2, i64 %456
  store float %452, ptr addrspace(3) %457, align 4
  %458 = add i32 %454, 1
  %459 = sext i32 %458 to i64
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr addrspace(3) @lds2, i64 %460
  store float %453, ptr addrspace(3) %461, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %462 = load float, ptr addrspace(3) @lds2, align 4
  %463 = fcmp ogt float %462, 0xFFF0000000000000
  %464 = select i1 %463, float %462, float 0xFFF0000000000000
  %465 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %466 = fcmp ogt float %465, %464
  %467 = select i1 %466, float %465, float %464
  %468 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %469 = fcmp ogt float %468, %467
  %470 = select i1 %469, float %468, float %467
  %471 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %472 = fcmp ogt float %471, %470
  %473 = select i1 %472, float %471, float %470
  %474 = fsub float %462, %473
  %475 = fmul float %474, 0x3FF7154760000000
  %476 = fcmp olt float %475, -1.260000e+02
  %477 = fcmp ogt float %475, 1.270000e+02
  %478 = select i1 %476, float -1.260000e+02, float %475
  %479 = select i1 %477, float 1.270000e+02, float %478
  %480 = fadd float %479, 5.000000e-01
  %481 = call float @llvm.floor.f32(float %480)
  %482 = fsub float %479, %481
  %483 = fmul float 0x3EEFFCBFC0000000, %482
  %484 = fadd float %483, 0x3F24309120000000
  %485 = fmul float %484, %482
  %486 = fadd float %485, 0x3F55D87FE0000000
  %487 = fmul float %486, %482
  %488 = fadd float %487, 0x3F83B2AB60000000
  %489 = fmul float %488, %482
  %490 = fadd float %489, 0x3FAC6B08E0000000
  %491 = fmul float %490, %482
  %492 = fadd float %491, 0x3FCEBFBE00000000
  %493 = fmul float %492, %482
  %494 = fadd float %493, 0x3FE62E4300000000
  %495 = fmul float %494, %482
  %496 = fadd float %495, 1.000000e+00
  %497 = fptosi float %481 to i32
  %498 = add i32 %497, 127
  %499 = shl i32 %498, 23
  %500 = bitcast i32 %499 to float
  %501 = fmul float %496, %500
  %502 = select i1 %476, float 0.000000e+00, float %501
  %503 = select i1 %477, float 0x7FF0000000000000, float %502
  %504 = fcmp uno float %475, %475
  %505 = select i1 %504, float %475, float %503
  %506 = fcmp oeq float %462, 0xFFF0000000000000
  %507 = select i1 %506, float 0.000000e+00, float %505
  %508 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %509 = fmul float %507, %508
  %510 = fadd float %509, 0.000000e+00
  %511 = fsub float %465, %473
  %512 = fmul float %511, 0x3FF7154760000000
  %513 = fcmp olt float %512, -1.260000e+02
  %514 = fcmp ogt float %512, 1.270000e+02
  %515 = select i1 %513, float -1.260000e+02, float %512
  %516 = select i1 %514, float 1.270000e+02, float %515
  %517 = fadd float %516, 5.000000e-01
  %518 = call float @llvm.floor.f32(float %517)
  %519 = fsub float %516, %518
  %520 = fmul float 0x3EEFFCBFC0000000, %519
  %521 = fadd float %520, 0x3F24309120000000
  %522 = fmul float %521, %519
  %523 = fadd float %522, 0x3F55D87FE0000000
  %524 = fmul float %523, %519
  %525 = fadd float %524, 0x3F83B2AB60000000
  %526 = fmul float %525, %519
  %527 = fadd float %526, 0x3FAC6B08E0000000
  %528 = fmul float %527, %519
  %529 = fadd float %528, 0x3FCEBFBE00000000
  %530 = fmul float %529, %519
  %531 = fadd float %530, 0x3FE62E4300000000
  %532 = fmul float %531, %519
  %533 = fadd float %532, 1.000000e+00
  %534 = fptosi float %518 to i32
  %535 = add i32 %534, 127
  %536 = shl i32 %535, 23
  %537 = bitcast i32 %536 to float
  %538 = fmul float %533, %537
  %539 = select i1 %513, float 0.000000e+00, float %538
  %540 = select i1 %514, float 0x7FF0000000000000, float %539
  %541 = fcmp uno float %512, %512
  %542 = select i1 %541, float %512, float %540
  %543 = fcmp oeq float %465, 0xFFF0000000000000
  %544 = select i1 %543, float 0.000000e+00, float %542
  %545 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %546 = fmul float %544, %545
  %547 = fadd float %546, %510
  %548 = fsub float %468, %473
  %549 = fmul float %548, 0x3FF7154760000000
  %550 = fcmp olt float %549, -1.260000e+02
  %551 = fcmp ogt float %549, 1.270000e+02
  %552 = select i1 %550, float -1.260000e+02, float %549
  %553 = select i1 %551, float 1.270000e+02, float %552
  %554 = fadd float %553, 5.000000e-01
  %555 = call float @llvm.floor.f32(float %554)
  %556 = fsub float %553, %555
  %557 = fmul float 0x3EEFFCBFC0000000, %556
  %558 = fadd float %557, 0x3F24309120000000
  %559 = fmul float %558, %556
  %560 = fadd float %559, 0x3F55D87FE0000000
  %561 = fmul float %560, %556
  %562 = fadd float %561, 0x3F83B2AB60000000
  %563 = fmul float %562, %556
  %564 = fadd float %563, 0x3FAC6B08E0000000
  %565 = fmul float %564, %556
  %566 = fadd float %565, 0x3FCEBFBE00000000
  %567 = fmul float %566, %556
  %568 = fadd float %567, 0x3FE62E4300000000
  %569 = fmul float %568, %556
  %570 = fadd float %569, 1.000000e+00
  %571 = fptosi float %555 to i32
  %572 = add i32 %571, 127
  %573 = shl i32 %572, 23
  %574 = bitcast i32 %573 to float
  %575 = fmul float %570, %574
  %576 = select i1 %550, float 0.000000e+00, float %575
  %577 = select i1 %551, float 0x7FF0000000000000, float %576
  %578 = fcmp uno float %549, %549
  %579 = select i1 %578, float %549, float %577
  %580 = fcmp oeq float %468, 0xFFF0000000000000
  %581 = select i1 %580, float 0.000000e+00, float %579
  %582 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %583 = fmul float %581, %582
  %584 = fadd float %583, %547
  %585 = fsub float %471, %473
  %586 = fmul float %585, 0x3FF7154760000000
  %587 = fcmp olt float %586, -1.260000e+02
  %588 = fcmp ogt float %586, 1.270000e+02
  %589 = select i1 %587, float -1.260000e+02, float %586
  %590 = select i1 %588, float 1.270000e+02, float %589
  %591 = fadd float %590, 5.000000e-01
  %592 = call float @llvm.floor.f32(float %591)
  %593 = fsub float %590, %592
  %594 = fmul float 0x3EEFFCBFC0000000, %593
  %595 = fadd float %594, 0x3F24309120000000
  %596 = fmul float %595, %593
  %597 = fadd float %596, 0x3F55D87FE0000000
  %598 = fmul float %597, %593
  %599 = fadd float %598, 0x3F83B2AB60000000
  %600 = fmul float %599, %593
  %601 = fadd float %600, 0x3FAC6B08E0000000
  %602 = fmul float %601, %593
  %603 = fadd float %602, 0x3FCEBFBE00000000
  %604 = fmul float %603, %593
  %605 = fadd float %604, 0x3FE62E4300000000
  %606 = fmul float %605, %593
  %607 = fadd float %606, 1.000000e+00
  %608 = fptosi float %592 to i32
  %609 = add i32 %608, 127
  %610 = shl i32 %609, 23
  %611 = bitcast i32 %610 to float
  %612 = fmul float %607, %611
  %613 = select i1 %587, float 0.000000e+00, float %612
  %614 = select i1 %588, float 0x7FF0000000000000, float %613
  %615 = fcmp uno float %586, %586
  %616 = select i1 %615, float %586, float %614
  %617 = fcmp oeq float %471, 0xFFF0000000000000
  %618 = select i1 %617, float 0.000000e+00, float %616
  %619 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %620 = fmul float %618, %619
  %621 = fadd float %620, %584
  %622 = mul i32 %20, %10
  %623 = add i32 %622, %21
  %624 = mul i32 %623, %7
  store i32 %15, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %625 = load i32, ptr addrspace(5) %v27, align 4
  %626 = icmp slt i32 %625, %7
  br i1 %626, label %body29, label %done30

body29:                                           ; preds = %loop28
  %627 = load i32, ptr addrspace(5) %v27, align 4
  %628 = add i32 0, %627
  %629 = sext i32 %628 to i64
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr addrspace(3) @lds1, i64 %630
  %632 = load float, ptr addrspace(3) %631, align 4
  %633 = fmul float %507, %632
  %634 = fadd float %633, 0.000000e+00
  %635 = add i32 256, %627
  %636 = sext i32 %635 to i64
  %637 = mul i64 %636, 4
  %638 = getelementptr i8, ptr addrspace(3) @lds1, i64 %637
  %639 = load float, ptr addrspace(3) %638, align 4
  %640 = fmul float %544, %639
  %641 = fadd float %640, %634
  %642 = add i32 512, %627
  %643 = sext i32 %642 to i64
  %644 = mul i64 %643, 4
  %645 = getelementptr i8, ptr addrspace(3) @lds1, i64 %644
  %646 = load float, ptr addrspace(3) %645, align 4
  %647 = fmul float %581, %646
  %648 = fadd float %647, %641
  %649 = add i32 768, %627
  %650 = sext i32 %649 to i64
  %651 = mul i64 %650, 4
  %652 = getelementptr i8, ptr addrspace(3) @lds1, i64 %651
  %653 = load float, ptr addrspace(3) %652, align 4
  %654 = fmul float %618, %653
  %655 = fadd float %654, %648
  %656 = add i32 %624, %627
  %657 = sext i32 %656 to i64
  %658 = mul i64 %657, 4
  %659 = getelementptr i8, ptr addrspace(1) %0, i64 %658
  store float %655, ptr addrspace(1) %659, align 4
  %660 = load i32, ptr addrspace(5) %v27, align 4
  %661 = add i32 %660, 128
  store i32 %661, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %662 = icmp eq i32 %15, 0
  br i1 %662, label %then31, label %endif32

then31:                                           ; preds = %done30
  %663 = mul i32 %623, 2
  %664 = sext i32 %663 to i64
  %665 = mul i64 %664, 4
  %666 = getelementptr i8, ptr addrspace(1) %1, i64 %665
  store float %473, ptr addrspace(1) %666, align 4
  %667 = add i32 %663, 1
  %668 = sext i32 %667 to i64
  %669 = mul i64 %668, 4
  %670 = getelementptr i8, ptr addrspace(1) %1, i64 %669
  store float %621, ptr addrspace(1) %670, align 4
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
