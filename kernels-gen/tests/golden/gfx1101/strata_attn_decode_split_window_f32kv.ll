; ModuleID = 'strata_attn_decode_split_window_f32kv'
source_filename = "strata_attn_decode_split_window_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_window_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12) #0 {
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
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %3, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fmul float %42, %118
  %120 = select i1 %35, float %119, float 0.000000e+00
  %121 = fadd float 0.000000e+00, %120
  %122 = add i32 %112, %43
  %123 = select i1 %44, i32 %122, i32 %112
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %3, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = fmul float %51, %127
  %129 = select i1 %44, float %128, float 0.000000e+00
  %130 = fadd float %121, %129
  %131 = add i32 %112, %52
  %132 = select i1 %53, i32 %131, i32 %112
  %133 = sext i32 %132 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %3, i64 %134
  %136 = load float, ptr addrspace(1) %135, align 4
  %137 = fmul float %60, %136
  %138 = select i1 %53, float %137, float 0.000000e+00
  %139 = fadd float %130, %138
  %140 = add i32 %112, %61
  %141 = select i1 %62, i32 %140, i32 %112
  %142 = sext i32 %141 to i64
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %3, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = fmul float %69, %145
  %147 = select i1 %62, float %146, float 0.000000e+00
  %148 = fadd float %139, %147
  %149 = add i32 %112, %70
  %150 = select i1 %71, i32 %149, i32 %112
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %3, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = fmul float %78, %154
  %156 = select i1 %71, float %155, float 0.000000e+00
  %157 = fadd float %148, %156
  %158 = add i32 %112, %79
  %159 = select i1 %80, i32 %158, i32 %112
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %3, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = fmul float %87, %163
  %165 = select i1 %80, float %164, float 0.000000e+00
  %166 = fadd float %157, %165
  %167 = add i32 %112, %88
  %168 = select i1 %89, i32 %167, i32 %112
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %3, i64 %170
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = fmul float %96, %172
  %174 = select i1 %89, float %173, float 0.000000e+00
  %175 = fadd float %166, %174
  %176 = add i32 %112, %97
  %177 = select i1 %98, i32 %176, i32 %112
  %178 = sext i32 %177 to i64
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr addrspace(1) %3, i64 %179
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = fmul float %105, %181
  %183 = select i1 %98, float %182, float 0.000000e+00
  %184 = fadd float %175, %183
  %185 = bitcast float %184 to i32
  %186 = call i32 @llvm.amdgcn.workitem.id.x()
  %187 = and i32 %186, 31
  %188 = xor i32 %187, 16
  %189 = shl i32 %188, 2
  %190 = call i32 @llvm.amdgcn.ds.bpermute(i32 %189, i32 %185)
  %191 = bitcast i32 %190 to float
  %192 = fadd float %184, %191
  %193 = bitcast float %192 to i32
  %194 = call i32 @llvm.amdgcn.workitem.id.x()
  %195 = and i32 %194, 31
  %196 = xor i32 %195, 8
  %197 = shl i32 %196, 2
  %198 = call i32 @llvm.amdgcn.ds.bpermute(i32 %197, i32 %193)
  %199 = bitcast i32 %198 to float
  %200 = fadd float %192, %199
  %201 = bitcast float %200 to i32
  %202 = call i32 @llvm.amdgcn.workitem.id.x()
  %203 = and i32 %202, 31
  %204 = xor i32 %203, 4
  %205 = shl i32 %204, 2
  %206 = call i32 @llvm.amdgcn.ds.bpermute(i32 %205, i32 %201)
  %207 = bitcast i32 %206 to float
  %208 = fadd float %200, %207
  %209 = bitcast float %208 to i32
  %210 = call i32 @llvm.amdgcn.workitem.id.x()
  %211 = and i32 %210, 31
  %212 = xor i32 %211, 2
  %213 = shl i32 %212, 2
  %214 = call i32 @llvm.amdgcn.ds.bpermute(i32 %213, i32 %209)
  %215 = bitcast i32 %214 to float
  %216 = fadd float %208, %215
  %217 = bitcast float %216 to i32
  %218 = call i32 @llvm.amdgcn.workitem.id.x()
  %219 = and i32 %218, 31
  %220 = xor i32 %219, 1
  %221 = shl i32 %220, 2
  %222 = call i32 @llvm.amdgcn.ds.bpermute(i32 %221, i32 %217)
  %223 = bitcast i32 %222 to float
  %224 = fadd float %216, %223
  %225 = fmul float %224, %11
  %226 = load float, ptr addrspace(5) %v8, align 4
  %227 = fcmp ogt float %225, %226
  %228 = select i1 %227, float %225, float %226
  %229 = fsub float %226, %228
  %230 = fmul float %229, 0x3FF7154760000000
  %231 = fcmp olt float %230, -1.260000e+02
  %232 = fcmp ogt float %230, 1.270000e+02
  %233 = select i1 %231, float -1.260000e+02, float %230
  %234 = select i1 %232, float 1.270000e+02, float %233
  %235 = fadd float %234, 5.000000e-01
  %236 = call float @llvm.floor.f32(float %235)
  %237 = fsub float %234, %236
  %238 = fmul float 0x3EEFFCBFC0000000, %237
  %239 = fadd float %238, 0x3F24309120000000
  %240 = fmul float %239, %237
  %241 = fadd float %240, 0x3F55D87FE0000000
  %242 = fmul float %241, %237
  %243 = fadd float %242, 0x3F83B2AB60000000
  %244 = fmul float %243, %237
  %245 = fadd float %244, 0x3FAC6B08E0000000
  %246 = fmul float %245, %237
  %247 = fadd float %246, 0x3FCEBFBE00000000
  %248 = fmul float %247, %237
  %249 = fadd float %248, 0x3FE62E4300000000
  %250 = fmul float %249, %237
  %251 = fadd float %250, 1.000000e+00
  %252 = fptosi float %236 to i32
  %253 = add i32 %252, 127
  %254 = shl i32 %253, 23
  %255 = bitcast i32 %254 to float
  %256 = fmul float %251, %255
  %257 = select i1 %231, float 0.000000e+00, float %256
  %258 = select i1 %232, float 0x7FF0000000000000, float %257
  %259 = fcmp uno float %230, %230
  %260 = select i1 %259, float %230, float %258
  %261 = fsub float %225, %228
  %262 = fmul float %261, 0x3FF7154760000000
  %263 = fcmp olt float %262, -1.260000e+02
  %264 = fcmp ogt float %262, 1.270000e+02
  %265 = select i1 %263, float -1.260000e+02, float %262
  %266 = select i1 %264, float 1.270000e+02, float %265
  %267 = fadd float %266, 5.000000e-01
  %268 = call float @llvm.floor.f32(float %267)
  %269 = fsub float %266, %268
  %270 = fmul float 0x3EEFFCBFC0000000, %269
  %271 = fadd float %270, 0x3F24309120000000
  %272 = fmul float %271, %269
  %273 = fadd float %272, 0x3F55D87FE0000000
  %274 = fmul float %273, %269
  %275 = fadd float %274, 0x3F83B2AB60000000
  %276 = fmul float %275, %269
  %277 = fadd float %276, 0x3FAC6B08E0000000
  %278 = fmul float %277, %269
  %279 = fadd float %278, 0x3FCEBFBE00000000
  %280 = fmul float %279, %269
  %281 = fadd float %280, 0x3FE62E4300000000
  %282 = fmul float %281, %269
  %283 = fadd float %282, 1.000000e+00
  %284 = fptosi float %268 to i32
  %285 = add i32 %284, 127
  %286 = shl i32 %285, 23
  %287 = bitcast i32 %286 to float
  %288 = fmul float %283, %287
  %289 = select i1 %263, float 0.000000e+00, float %288
  %290 = select i1 %264, float 0x7FF0000000000000, float %289
  %291 = fcmp uno float %262, %262
  %292 = select i1 %291, float %262, float %290
  %293 = load float, ptr addrspace(5) %v9, align 4
  %294 = fmul float %293, %260
  %295 = fadd float %294, %292
  store float %295, ptr addrspace(5) %v9, align 4
  %296 = add i32 %112, %34
  %297 = select i1 %35, i32 %296, i32 %112
  %298 = sext i32 %297 to i64
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr addrspace(1) %4, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4
  %302 = load float, ptr addrspace(5) %v, align 4
  %303 = fmul float %292, %301
  %304 = fmul float %302, %260
  %305 = fadd float %304, %303
  store float %305, ptr addrspace(5) %v, align 4
  %306 = add i32 %112, %43
  %307 = select i1 %44, i32 %306, i32 %112
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %4, i64 %309
  %311 = load float, ptr addrspace(1) %310, align 4
  %312 = load float, ptr addrspace(5) %v1, align 4
  %313 = fmul float %292, %311
  %314 = fmul float %312, %260
  %315 = fadd float %314, %313
  store float %315, ptr addrspace(5) %v1, align 4
  %316 = add i32 %112, %52
  %317 = select i1 %53, i32 %316, i32 %112
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %4, i64 %319
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = load float, ptr addrspace(5) %v2, align 4
  %323 = fmul float %292, %321
  %324 = fmul float %322, %260
  %325 = fadd float %324, %323
  store float %325, ptr addrspace(5) %v2, align 4
  %326 = add i32 %112, %61
  %327 = select i1 %62, i32 %326, i32 %112
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %4, i64 %329
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = load float, ptr addrspace(5) %v3, align 4
  %333 = fmul float %292, %331
  %334 = fmul float %332, %260
  %335 = fadd float %334, %333
  store float %335, ptr addrspace(5) %v3, align 4
  %336 = add i32 %112, %70
  %337 = select i1 %71, i32 %336, i32 %112
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %4, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = load float, ptr addrspace(5) %v4, align 4
  %343 = fmul float %292, %341
  %344 = fmul float %342, %260
  %345 = fadd float %344, %343
  store float %345, ptr addrspace(5) %v4, align 4
  %346 = add i32 %112, %79
  %347 = select i1 %80, i32 %346, i32 %112
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %4, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = load float, ptr addrspace(5) %v5, align 4
  %353 = fmul float %292, %351
  %354 = fmul float %352, %260
  %355 = fadd float %354, %353
  store float %355, ptr addrspace(5) %v5, align 4
  %356 = add i32 %112, %88
  %357 = select i1 %89, i32 %356, i32 %112
  %358 = sext i32 %357 to i64
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %4, i64 %359
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = load float, ptr addrspace(5) %v6, align 4
  %363 = fmul float %292, %361
  %364 = fmul float %362, %260
  %365 = fadd float %364, %363
  store float %365, ptr addrspace(5) %v6, align 4
  %366 = add i32 %112, %97
  %367 = select i1 %98, i32 %366, i32 %112
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %4, i64 %369
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = load float, ptr addrspace(5) %v7, align 4
  %373 = fmul float %292, %371
  %374 = fmul float %372, %260
  %375 = fadd float %374, %373
  store float %375, ptr addrspace(5) %v7, align 4
  store float %228, ptr addrspace(5) %v8, align 4
  %376 = load i32, ptr addrspace(5) %v10, align 4
  %377 = add i32 %376, 4
  store i32 %377, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %378 = mul i32 %19, 256
  %379 = load float, ptr addrspace(5) %v, align 4
  br i1 %35, label %then, label %endif

then:                                             ; preds = %done
  %380 = add i32 %378, %34
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(3) @lds1, i64 %382
  store float %379, ptr addrspace(3) %383, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %384 = load float, ptr addrspace(5) %v1, align 4
  br i1 %44, label %then11, label %endif12

then11:                                           ; preds = %endif
  %385 = add i32 %378, %43
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(3) @lds1, i64 %387
  store float %384, ptr addrspace(3) %388, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %389 = load float, ptr addrspace(5) %v2, align 4
  br i1 %53, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %390 = add i32 %378, %52
  %391 = sext i32 %390 to i64
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(3) @lds1, i64 %392
  store float %389, ptr addrspace(3) %393, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %394 = load float, ptr addrspace(5) %v3, align 4
  br i1 %62, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %395 = add i32 %378, %61
  %396 = sext i32 %395 to i64
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(3) @lds1, i64 %397
  store float %394, ptr addrspace(3) %398, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %399 = load float, ptr addrspace(5) %v4, align 4
  br i1 %71, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %400 = add i32 %378, %70
  %401 = sext i32 %400 to i64
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(3) @lds1, i64 %402
  store float %399, ptr addrspace(3) %403, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %404 = load float, ptr addrspace(5) %v5, align 4
  br i1 %80, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %405 = add i32 %378, %79
  %406 = sext i32 %405 to i64
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr addrspace(3) @lds1, i64 %407
  store float %404, ptr addrspace(3) %408, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %409 = load float, ptr addrspace(5) %v6, align 4
  br i1 %89, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %410 = add i32 %378, %88
  %411 = sext i32 %410 to i64
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(3) @lds1, i64 %412
  store float %409, ptr addrspace(3) %413, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %414 = load float, ptr addrspace(5) %v7, align 4
  br i1 %98, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %415 = add i32 %378, %97
  %416 = sext i32 %415 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(3) @lds1, i64 %417
  store float %414, ptr addrspace(3) %418, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %419 = icmp eq i32 %17, 0
  %420 = load float, ptr addrspace(5) %v8, align 4
  %421 = load float, ptr addrspace(5) %v9, align 4
  br i1 %419, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %422 = mul i32 %19, 2
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(3) @lds2, i64 %424
  store float %420, ptr addrspace(3) %425, align 4
  %426 = add i32 %422, 1
  %427 = sext i32 %426 to i64
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(3) @lds2, i64 %428
  store float %421, ptr addrspace(3) %429, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %430 = load float, ptr addrspace(3) @lds2, align 4
  %431 = fcmp ogt float %430, 0xFFF0000000000000
  %432 = select i1 %431, float %430, float 0xFFF0000000000000
  %433 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %434 = fcmp ogt float %433, %432
  %435 = select i1 %434, float %433, float %432
  %436 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %437 = fcmp ogt float %436, %435
  %438 = select i1 %437, float %436, float %435
  %439 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %440 = fcmp ogt float %439, %438
  %441 = select i1 %440, float %439, float %438
  %442 = fsub float %430, %441
  %443 = fmul float %442, 0x3FF7154760000000
  %444 = fcmp olt float %443, -1.260000e+02
  %445 = fcmp ogt float %443, 1.270000e+02
  %446 = select i1 %444, float -1.260000e+02, float %443
  %447 = select i1 %445, float 1.270000e+02, float %446
  %448 = fadd float %447, 5.000000e-01
  %449 = call float @llvm.floor.f32(float %448)
  %450 = fsub float %447, %449
  %451 = fmul float 0x3EEFFCBFC0000000, %450
  %452 = fadd float %451, 0x3F24309120000000
  %453 = fmul float %452, %450
  %454 = fadd float %453, 0x3F55D87FE0000000
  %455 = fmul float %454, %450
  %456 = fadd float %455, 0x3F83B2AB60000000
  %457 = fmul float %456, %450
  %458 = fadd float %457, 0x3FAC6B08E0000000
  %459 = fmul float %458, %450
  %460 = fadd float %459, 0x3FCEBFBE00000000
  %461 = fmul float %460, %450
  %462 = fadd float %461, 0x3FE62E4300000000
  %463 = fmul float %462, %450
  %464 = fadd float %463, 1.000000e+00
  %465 = fptosi float %449 to i32
  %466 = add i32 %465, 127
  %467 = shl i32 %466, 23
  %468 = bitcast i32 %467 to float
  %469 = fmul float %464, %468
  %470 = select i1 %444, float 0.000000e+00, float %469
  %471 = select i1 %445, float 0x7FF0000000000000, float %470
  %472 = fcmp uno float %443, %443
  %473 = select i1 %472, float %443, float %471
  %474 = fcmp oeq float %430, 0xFFF0000000000000
  %475 = select i1 %474, float 0.000000e+00, float %473
  %476 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %477 = fmul float %475, %476
  %478 = fadd float %477, 0.000000e+00
  %479 = fsub float %433, %441
  %480 = fmul float %479, 0x3FF7154760000000
  %481 = fcmp olt float %480, -1.260000e+02
  %482 = fcmp ogt float %480, 1.270000e+02
  %483 = select i1 %481, float -1.260000e+02, float %480
  %484 = select i1 %482, float 1.270000e+02, float %483
  %485 = fadd float %484, 5.000000e-01
  %486 = call float @llvm.floor.f32(float %485)
  %487 = fsub float %484, %486
  %488 = fmul float 0x3EEFFCBFC0000000, %487
  %489 = fadd float %488, 0x3F24309120000000
  %490 = fmul float %489, %487
  %491 = fadd float %490, 0x3F55D87FE0000000
  %492 = fmul float %491, %487
  %493 = fadd float %492, 0x3F83B2AB60000000
  %494 = fmul float %493, %487
  %495 = fadd float %494, 0x3FAC6B08E0000000
  %496 = fmul float %495, %487
  %497 = fadd float %496, 0x3FCEBFBE00000000
  %498 = fmul float %497, %487
  %499 = fadd float %498, 0x3FE62E4300000000
  %500 = fmul float %499, %487
  %501 = fadd float %500, 1.000000e+00
  %502 = fptosi float %486 to i32
  %503 = add i32 %502, 127
  %504 = shl i32 %503, 23
  %505 = bitcast i32 %504 to float
  %506 = fmul float %501, %505
  %507 = select i1 %481, float 0.000000e+00, float %506
  %508 = select i1 %482, float 0x7FF0000000000000, float %507
  %509 = fcmp uno float %480, %480
  %510 = select i1 %509, float %480, float %508
  %511 = fcmp oeq float %433, 0xFFF0000000000000
  %512 = select i1 %511, float 0.000000e+00, float %510
  %513 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %514 = fmul float %512, %513
  %515 = fadd float %514, %478
  %516 = fsub float %436, %441
  %517 = fmul float %516, 0x3FF7154760000000
  %518 = fcmp olt float %517, -1.260000e+02
  %519 = fcmp ogt float %517, 1.270000e+02
  %520 = select i1 %518, float -1.260000e+02, float %517
  %521 = select i1 %519, float 1.270000e+02, float %520
  %522 = fadd float %521, 5.000000e-01
  %523 = call float @llvm.floor.f32(float %522)
  %524 = fsub float %521, %523
  %525 = fmul float 0x3EEFFCBFC0000000, %524
  %526 = fadd float %525, 0x3F24309120000000
  %527 = fmul float %526, %524
  %528 = fadd float %527, 0x3F55D87FE0000000
  %529 = fmul float %528, %524
  %530 = fadd float %529, 0x3F83B2AB60000000
  %531 = fmul float %530, %524
  %532 = fadd float %531, 0x3FAC6B08E0000000
  %533 = fmul float %532, %524
  %534 = fadd float %533, 0x3FCEBFBE00000000
  %535 = fmul float %534, %524
  %536 = fadd float %535, 0x3FE62E4300000000
  %537 = fmul float %536, %524
  %538 = fadd float %537, 1.000000e+00
  %539 = fptosi float %523 to i32
  %540 = add i32 %539, 127
  %541 = shl i32 %540, 23
  %542 = bitcast i32 %541 to float
  %543 = fmul float %538, %542
  %544 = select i1 %518, float 0.000000e+00, float %543
  %545 = select i1 %519, float 0x7FF0000000000000, float %544
  %546 = fcmp uno float %517, %517
  %547 = select i1 %546, float %517, float %545
  %548 = fcmp oeq float %436, 0xFFF0000000000000
  %549 = select i1 %548, float 0.000000e+00, float %547
  %550 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %551 = fmul float %549, %550
  %552 = fadd float %551, %515
  %553 = fsub float %439, %441
  %554 = fmul float %553, 0x3FF7154760000000
  %555 = fcmp olt float %554, -1.260000e+02
  %556 = fcmp ogt float %554, 1.270000e+02
  %557 = select i1 %555, float -1.260000e+02, float %554
  %558 = select i1 %556, float 1.270000e+02, float %557
  %559 = fadd float %558, 5.000000e-01
  %560 = call float @llvm.floor.f32(float %559)
  %561 = fsub float %558, %560
  %562 = fmul float 0x3EEFFCBFC0000000, %561
  %563 = fadd float %562, 0x3F24309120000000
  %564 = fmul float %563, %561
  %565 = fadd float %564, 0x3F55D87FE0000000
  %566 = fmul float %565, %561
  %567 = fadd float %566, 0x3F83B2AB60000000
  %568 = fmul float %567, %561
  %569 = fadd float %568, 0x3FAC6B08E0000000
  %570 = fmul float %569, %561
  %571 = fadd float %570, 0x3FCEBFBE00000000
  %572 = fmul float %571, %561
  %573 = fadd float %572, 0x3FE62E4300000000
  %574 = fmul float %573, %561
  %575 = fadd float %574, 1.000000e+00
  %576 = fptosi float %560 to i32
  %577 = add i32 %576, 127
  %578 = shl i32 %577, 23
  %579 = bitcast i32 %578 to float
  %580 = fmul float %575, %579
  %581 = select i1 %555, float 0.000000e+00, float %580
  %582 = select i1 %556, float 0x7FF0000000000000, float %581
  %583 = fcmp uno float %554, %554
  %584 = select i1 %583, float %554, float %582
  %585 = fcmp oeq float %439, 0xFFF0000000000000
  %586 = select i1 %585, float 0.000000e+00, float %584
  %587 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %588 = fmul float %586, %587
  %589 = fadd float %588, %552
  %590 = mul i32 %20, %10
  %591 = add i32 %590, %21
  %592 = mul i32 %591, %7
  store i32 %15, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %593 = load i32, ptr addrspace(5) %v27, align 4
  %594 = icmp slt i32 %593, %7
  br i1 %594, label %body29, label %done30

body29:                                           ; preds = %loop28
  %595 = load i32, ptr addrspace(5) %v27, align 4
  %596 = add i32 0, %595
  %597 = sext i32 %596 to i64
  %598 = mul i64 %597, 4
  %599 = getelementptr i8, ptr addrspace(3) @lds1, i64 %598
  %600 = load float, ptr addrspace(3) %599, align 4
  %601 = fmul float %475, %600
  %602 = fadd float %601, 0.000000e+00
  %603 = add i32 256, %595
  %604 = sext i32 %603 to i64
  %605 = mul i64 %604, 4
  %606 = getelementptr i8, ptr addrspace(3) @lds1, i64 %605
  %607 = load float, ptr addrspace(3) %606, align 4
  %608 = fmul float %512, %607
  %609 = fadd float %608, %602
  %610 = add i32 512, %595
  %611 = sext i32 %610 to i64
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(3) @lds1, i64 %612
  %614 = load float, ptr addrspace(3) %613, align 4
  %615 = fmul float %549, %614
  %616 = fadd float %615, %609
  %617 = add i32 768, %595
  %618 = sext i32 %617 to i64
  %619 = mul i64 %618, 4
  %620 = getelementptr i8, ptr addrspace(3) @lds1, i64 %619
  %621 = load float, ptr addrspace(3) %620, align 4
  %622 = fmul float %586, %621
  %623 = fadd float %622, %616
  %624 = add i32 %592, %595
  %625 = sext i32 %624 to i64
  %626 = mul i64 %625, 4
  %627 = getelementptr i8, ptr addrspace(1) %0, i64 %626
  store float %623, ptr addrspace(1) %627, align 4
  %628 = load i32, ptr addrspace(5) %v27, align 4
  %629 = add i32 %628, 128
  store i32 %629, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %630 = icmp eq i32 %15, 0
  br i1 %630, label %then31, label %endif32

then31:                                           ; preds = %done30
  %631 = mul i32 %591, 2
  %632 = sext i32 %631 to i64
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr addrspace(1) %1, i64 %633
  store float %441, ptr addrspace(1) %634, align 4
  %635 = add i32 %631, 1
  %636 = sext i32 %635 to i64
  %637 = mul i64 %636, 4
  %638 = getelementptr i8, ptr addrspace(1) %1, i64 %637
  store float %589, ptr addrspace(1) %638, align 4
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
