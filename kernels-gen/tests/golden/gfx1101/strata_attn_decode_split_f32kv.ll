; ModuleID = 'strata_attn_decode_split_f32kv'
source_filename = "strata_attn_decode_split_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11) #0 {
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
  %12 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = call i32 @llvm.amdgcn.workitem.id.x()
  %15 = call i32 @llvm.amdgcn.workitem.id.x()
  %16 = and i32 %15, 31
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = lshr i32 %17, 5
  %19 = call i32 @llvm.amdgcn.workgroup.id.x()
  %20 = call i32 @llvm.amdgcn.workgroup.id.y()
  %21 = udiv i32 %5, %6
  %22 = udiv i32 %19, %21
  %23 = mul i32 %20, %9
  %24 = add i32 %23, %9
  %25 = icmp slt i32 %24, %13
  %26 = select i1 %25, i32 %24, i32 %13
  %27 = mul i32 %19, %7
  %28 = add i32 %16, 0
  %29 = icmp slt i32 %28, %7
  %30 = add i32 %27, %28
  %31 = select i1 %29, i32 %30, i32 0
  %32 = sext i32 %31 to i64
  %33 = mul i64 %32, 4
  %34 = getelementptr i8, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = select i1 %29, float %35, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %37 = add i32 %16, 32
  %38 = icmp slt i32 %37, %7
  %39 = add i32 %27, %37
  %40 = select i1 %38, i32 %39, i32 0
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 4
  %43 = getelementptr i8, ptr addrspace(1) %2, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = select i1 %38, float %44, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %46 = add i32 %16, 64
  %47 = icmp slt i32 %46, %7
  %48 = add i32 %27, %46
  %49 = select i1 %47, i32 %48, i32 0
  %50 = sext i32 %49 to i64
  %51 = mul i64 %50, 4
  %52 = getelementptr i8, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = select i1 %47, float %53, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %55 = add i32 %16, 96
  %56 = icmp slt i32 %55, %7
  %57 = add i32 %27, %55
  %58 = select i1 %56, i32 %57, i32 0
  %59 = sext i32 %58 to i64
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr addrspace(1) %2, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = select i1 %56, float %62, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %64 = add i32 %16, 128
  %65 = icmp slt i32 %64, %7
  %66 = add i32 %27, %64
  %67 = select i1 %65, i32 %66, i32 0
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %2, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = select i1 %65, float %71, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %73 = add i32 %16, 160
  %74 = icmp slt i32 %73, %7
  %75 = add i32 %27, %73
  %76 = select i1 %74, i32 %75, i32 0
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %2, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = select i1 %74, float %80, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %82 = add i32 %16, 192
  %83 = icmp slt i32 %82, %7
  %84 = add i32 %27, %82
  %85 = select i1 %83, i32 %84, i32 0
  %86 = sext i32 %85 to i64
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) %2, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = select i1 %83, float %89, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %91 = add i32 %16, 224
  %92 = icmp slt i32 %91, %7
  %93 = add i32 %27, %91
  %94 = select i1 %92, i32 %93, i32 0
  %95 = sext i32 %94 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %2, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = select i1 %92, float %98, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %100 = add i32 %23, %18
  store i32 %100, ptr addrspace(5) %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %101 = load i32, ptr addrspace(5) %v10, align 4
  %102 = icmp slt i32 %101, %26
  br i1 %102, label %body, label %done

body:                                             ; preds = %loop
  %103 = load i32, ptr addrspace(5) %v10, align 4
  %104 = mul i32 %103, %6
  %105 = add i32 %104, %22
  %106 = mul i32 %105, %7
  %107 = add i32 %106, %28
  %108 = select i1 %29, i32 %107, i32 %106
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %3, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4
  %113 = fmul float %36, %112
  %114 = select i1 %29, float %113, float 0.000000e+00
  %115 = fadd float 0.000000e+00, %114
  %116 = add i32 %106, %37
  %117 = select i1 %38, i32 %116, i32 %106
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %3, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = fmul float %45, %121
  %123 = select i1 %38, float %122, float 0.000000e+00
  %124 = fadd float %115, %123
  %125 = add i32 %106, %46
  %126 = select i1 %47, i32 %125, i32 %106
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %3, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = fmul float %54, %130
  %132 = select i1 %47, float %131, float 0.000000e+00
  %133 = fadd float %124, %132
  %134 = add i32 %106, %55
  %135 = select i1 %56, i32 %134, i32 %106
  %136 = sext i32 %135 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %3, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = fmul float %63, %139
  %141 = select i1 %56, float %140, float 0.000000e+00
  %142 = fadd float %133, %141
  %143 = add i32 %106, %64
  %144 = select i1 %65, i32 %143, i32 %106
  %145 = sext i32 %144 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %3, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = fmul float %72, %148
  %150 = select i1 %65, float %149, float 0.000000e+00
  %151 = fadd float %142, %150
  %152 = add i32 %106, %73
  %153 = select i1 %74, i32 %152, i32 %106
  %154 = sext i32 %153 to i64
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) %3, i64 %155
  %157 = load float, ptr addrspace(1) %156, align 4
  %158 = fmul float %81, %157
  %159 = select i1 %74, float %158, float 0.000000e+00
  %160 = fadd float %151, %159
  %161 = add i32 %106, %82
  %162 = select i1 %83, i32 %161, i32 %106
  %163 = sext i32 %162 to i64
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr addrspace(1) %3, i64 %164
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = fmul float %90, %166
  %168 = select i1 %83, float %167, float 0.000000e+00
  %169 = fadd float %160, %168
  %170 = add i32 %106, %91
  %171 = select i1 %92, i32 %170, i32 %106
  %172 = sext i32 %171 to i64
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %3, i64 %173
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = fmul float %99, %175
  %177 = select i1 %92, float %176, float 0.000000e+00
  %178 = fadd float %169, %177
  %179 = bitcast float %178 to i32
  %180 = call i32 @llvm.amdgcn.workitem.id.x()
  %181 = and i32 %180, 31
  %182 = xor i32 %181, 16
  %183 = shl i32 %182, 2
  %184 = call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %179)
  %185 = bitcast i32 %184 to float
  %186 = fadd float %178, %185
  %187 = bitcast float %186 to i32
  %188 = call i32 @llvm.amdgcn.workitem.id.x()
  %189 = and i32 %188, 31
  %190 = xor i32 %189, 8
  %191 = shl i32 %190, 2
  %192 = call i32 @llvm.amdgcn.ds.bpermute(i32 %191, i32 %187)
  %193 = bitcast i32 %192 to float
  %194 = fadd float %186, %193
  %195 = bitcast float %194 to i32
  %196 = call i32 @llvm.amdgcn.workitem.id.x()
  %197 = and i32 %196, 31
  %198 = xor i32 %197, 4
  %199 = shl i32 %198, 2
  %200 = call i32 @llvm.amdgcn.ds.bpermute(i32 %199, i32 %195)
  %201 = bitcast i32 %200 to float
  %202 = fadd float %194, %201
  %203 = bitcast float %202 to i32
  %204 = call i32 @llvm.amdgcn.workitem.id.x()
  %205 = and i32 %204, 31
  %206 = xor i32 %205, 2
  %207 = shl i32 %206, 2
  %208 = call i32 @llvm.amdgcn.ds.bpermute(i32 %207, i32 %203)
  %209 = bitcast i32 %208 to float
  %210 = fadd float %202, %209
  %211 = bitcast float %210 to i32
  %212 = call i32 @llvm.amdgcn.workitem.id.x()
  %213 = and i32 %212, 31
  %214 = xor i32 %213, 1
  %215 = shl i32 %214, 2
  %216 = call i32 @llvm.amdgcn.ds.bpermute(i32 %215, i32 %211)
  %217 = bitcast i32 %216 to float
  %218 = fadd float %210, %217
  %219 = fmul float %218, %11
  %220 = load float, ptr addrspace(5) %v8, align 4
  %221 = fcmp ogt float %219, %220
  %222 = select i1 %221, float %219, float %220
  %223 = fsub float %220, %222
  %224 = fmul float %223, 0x3FF7154760000000
  %225 = fcmp olt float %224, -1.260000e+02
  %226 = fcmp ogt float %224, 1.270000e+02
  %227 = select i1 %225, float -1.260000e+02, float %224
  %228 = select i1 %226, float 1.270000e+02, float %227
  %229 = fadd float %228, 5.000000e-01
  %230 = call float @llvm.floor.f32(float %229)
  %231 = fsub float %228, %230
  %232 = fmul float 0x3EEFFCBFC0000000, %231
  %233 = fadd float %232, 0x3F24309120000000
  %234 = fmul float %233, %231
  %235 = fadd float %234, 0x3F55D87FE0000000
  %236 = fmul float %235, %231
  %237 = fadd float %236, 0x3F83B2AB60000000
  %238 = fmul float %237, %231
  %239 = fadd float %238, 0x3FAC6B08E0000000
  %240 = fmul float %239, %231
  %241 = fadd float %240, 0x3FCEBFBE00000000
  %242 = fmul float %241, %231
  %243 = fadd float %242, 0x3FE62E4300000000
  %244 = fmul float %243, %231
  %245 = fadd float %244, 1.000000e+00
  %246 = fptosi float %230 to i32
  %247 = add i32 %246, 127
  %248 = shl i32 %247, 23
  %249 = bitcast i32 %248 to float
  %250 = fmul float %245, %249
  %251 = select i1 %225, float 0.000000e+00, float %250
  %252 = select i1 %226, float 0x7FF0000000000000, float %251
  %253 = fcmp uno float %224, %224
  %254 = select i1 %253, float %224, float %252
  %255 = fsub float %219, %222
  %256 = fmul float %255, 0x3FF7154760000000
  %257 = fcmp olt float %256, -1.260000e+02
  %258 = fcmp ogt float %256, 1.270000e+02
  %259 = select i1 %257, float -1.260000e+02, float %256
  %260 = select i1 %258, float 1.270000e+02, float %259
  %261 = fadd float %260, 5.000000e-01
  %262 = call float @llvm.floor.f32(float %261)
  %263 = fsub float %260, %262
  %264 = fmul float 0x3EEFFCBFC0000000, %263
  %265 = fadd float %264, 0x3F24309120000000
  %266 = fmul float %265, %263
  %267 = fadd float %266, 0x3F55D87FE0000000
  %268 = fmul float %267, %263
  %269 = fadd float %268, 0x3F83B2AB60000000
  %270 = fmul float %269, %263
  %271 = fadd float %270, 0x3FAC6B08E0000000
  %272 = fmul float %271, %263
  %273 = fadd float %272, 0x3FCEBFBE00000000
  %274 = fmul float %273, %263
  %275 = fadd float %274, 0x3FE62E4300000000
  %276 = fmul float %275, %263
  %277 = fadd float %276, 1.000000e+00
  %278 = fptosi float %262 to i32
  %279 = add i32 %278, 127
  %280 = shl i32 %279, 23
  %281 = bitcast i32 %280 to float
  %282 = fmul float %277, %281
  %283 = select i1 %257, float 0.000000e+00, float %282
  %284 = select i1 %258, float 0x7FF0000000000000, float %283
  %285 = fcmp uno float %256, %256
  %286 = select i1 %285, float %256, float %284
  %287 = load float, ptr addrspace(5) %v9, align 4
  %288 = fmul float %287, %254
  %289 = fadd float %288, %286
  store float %289, ptr addrspace(5) %v9, align 4
  %290 = add i32 %106, %28
  %291 = select i1 %29, i32 %290, i32 %106
  %292 = sext i32 %291 to i64
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) %4, i64 %293
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = load float, ptr addrspace(5) %v, align 4
  %297 = fmul float %286, %295
  %298 = fmul float %296, %254
  %299 = fadd float %298, %297
  store float %299, ptr addrspace(5) %v, align 4
  %300 = add i32 %106, %37
  %301 = select i1 %38, i32 %300, i32 %106
  %302 = sext i32 %301 to i64
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %4, i64 %303
  %305 = load float, ptr addrspace(1) %304, align 4
  %306 = load float, ptr addrspace(5) %v1, align 4
  %307 = fmul float %286, %305
  %308 = fmul float %306, %254
  %309 = fadd float %308, %307
  store float %309, ptr addrspace(5) %v1, align 4
  %310 = add i32 %106, %46
  %311 = select i1 %47, i32 %310, i32 %106
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %4, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = load float, ptr addrspace(5) %v2, align 4
  %317 = fmul float %286, %315
  %318 = fmul float %316, %254
  %319 = fadd float %318, %317
  store float %319, ptr addrspace(5) %v2, align 4
  %320 = add i32 %106, %55
  %321 = select i1 %56, i32 %320, i32 %106
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %4, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = load float, ptr addrspace(5) %v3, align 4
  %327 = fmul float %286, %325
  %328 = fmul float %326, %254
  %329 = fadd float %328, %327
  store float %329, ptr addrspace(5) %v3, align 4
  %330 = add i32 %106, %64
  %331 = select i1 %65, i32 %330, i32 %106
  %332 = sext i32 %331 to i64
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %4, i64 %333
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = load float, ptr addrspace(5) %v4, align 4
  %337 = fmul float %286, %335
  %338 = fmul float %336, %254
  %339 = fadd float %338, %337
  store float %339, ptr addrspace(5) %v4, align 4
  %340 = add i32 %106, %73
  %341 = select i1 %74, i32 %340, i32 %106
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %4, i64 %343
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = load float, ptr addrspace(5) %v5, align 4
  %347 = fmul float %286, %345
  %348 = fmul float %346, %254
  %349 = fadd float %348, %347
  store float %349, ptr addrspace(5) %v5, align 4
  %350 = add i32 %106, %82
  %351 = select i1 %83, i32 %350, i32 %106
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %4, i64 %353
  %355 = load float, ptr addrspace(1) %354, align 4
  %356 = load float, ptr addrspace(5) %v6, align 4
  %357 = fmul float %286, %355
  %358 = fmul float %356, %254
  %359 = fadd float %358, %357
  store float %359, ptr addrspace(5) %v6, align 4
  %360 = add i32 %106, %91
  %361 = select i1 %92, i32 %360, i32 %106
  %362 = sext i32 %361 to i64
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %4, i64 %363
  %365 = load float, ptr addrspace(1) %364, align 4
  %366 = load float, ptr addrspace(5) %v7, align 4
  %367 = fmul float %286, %365
  %368 = fmul float %366, %254
  %369 = fadd float %368, %367
  store float %369, ptr addrspace(5) %v7, align 4
  store float %222, ptr addrspace(5) %v8, align 4
  %370 = load i32, ptr addrspace(5) %v10, align 4
  %371 = add i32 %370, 4
  store i32 %371, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %372 = mul i32 %18, 256
  %373 = load float, ptr addrspace(5) %v, align 4
  br i1 %29, label %then, label %endif

then:                                             ; preds = %done
  %374 = add i32 %372, %28
  %375 = sext i32 %374 to i64
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr addrspace(3) @lds1, i64 %376
  store float %373, ptr addrspace(3) %377, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %378 = load float, ptr addrspace(5) %v1, align 4
  br i1 %38, label %then11, label %endif12

then11:                                           ; preds = %endif
  %379 = add i32 %372, %37
  %380 = sext i32 %379 to i64
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(3) @lds1, i64 %381
  store float %378, ptr addrspace(3) %382, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %383 = load float, ptr addrspace(5) %v2, align 4
  br i1 %47, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %384 = add i32 %372, %46
  %385 = sext i32 %384 to i64
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(3) @lds1, i64 %386
  store float %383, ptr addrspace(3) %387, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %388 = load float, ptr addrspace(5) %v3, align 4
  br i1 %56, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %389 = add i32 %372, %55
  %390 = sext i32 %389 to i64
  %391 = mul i64 %390, 4
  %392 = getelementptr i8, ptr addrspace(3) @lds1, i64 %391
  store float %388, ptr addrspace(3) %392, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %393 = load float, ptr addrspace(5) %v4, align 4
  br i1 %65, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %394 = add i32 %372, %64
  %395 = sext i32 %394 to i64
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(3) @lds1, i64 %396
  store float %393, ptr addrspace(3) %397, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %398 = load float, ptr addrspace(5) %v5, align 4
  br i1 %74, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %399 = add i32 %372, %73
  %400 = sext i32 %399 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(3) @lds1, i64 %401
  store float %398, ptr addrspace(3) %402, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %403 = load float, ptr addrspace(5) %v6, align 4
  br i1 %83, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %404 = add i32 %372, %82
  %405 = sext i32 %404 to i64
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(3) @lds1, i64 %406
  store float %403, ptr addrspace(3) %407, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %408 = load float, ptr addrspace(5) %v7, align 4
  br i1 %92, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %409 = add i32 %372, %91
  %410 = sext i32 %409 to i64
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr addrspace(3) @lds1, i64 %411
  store float %408, ptr addrspace(3) %412, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %413 = icmp eq i32 %16, 0
  %414 = load float, ptr addrspace(5) %v8, align 4
  %415 = load float, ptr addrspace(5) %v9, align 4
  br i1 %413, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %416 = mul i32 %18, 2
  %417 = sext i32 %416 to i64
  %418 = mul i64 %417, 4
  %419 = getelementptr i8, ptr addrspace(3) @lds2, i64 %418
  store float %414, ptr addrspace(3) %419, align 4
  %420 = add i32 %416, 1
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(3) @lds2, i64 %422
  store float %415, ptr addrspace(3) %423, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %424 = load float, ptr addrspace(3) @lds2, align 4
  %425 = fcmp ogt float %424, 0xFFF0000000000000
  %426 = select i1 %425, float %424, float 0xFFF0000000000000
  %427 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %428 = fcmp ogt float %427, %426
  %429 = select i1 %428, float %427, float %426
  %430 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %431 = fcmp ogt float %430, %429
  %432 = select i1 %431, float %430, float %429
  %433 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %434 = fcmp ogt float %433, %432
  %435 = select i1 %434, float %433, float %432
  %436 = fsub float %424, %435
  %437 = fmul float %436, 0x3FF7154760000000
  %438 = fcmp olt float %437, -1.260000e+02
  %439 = fcmp ogt float %437, 1.270000e+02
  %440 = select i1 %438, float -1.260000e+02, float %437
  %441 = select i1 %439, float 1.270000e+02, float %440
  %442 = fadd float %441, 5.000000e-01
  %443 = call float @llvm.floor.f32(float %442)
  %444 = fsub float %441, %443
  %445 = fmul float 0x3EEFFCBFC0000000, %444
  %446 = fadd float %445, 0x3F24309120000000
  %447 = fmul float %446, %444
  %448 = fadd float %447, 0x3F55D87FE0000000
  %449 = fmul float %448, %444
  %450 = fadd float %449, 0x3F83B2AB60000000
  %451 = fmul float %450, %444
  %452 = fadd float %451, 0x3FAC6B08E0000000
  %453 = fmul float %452, %444
  %454 = fadd float %453, 0x3FCEBFBE00000000
  %455 = fmul float %454, %444
  %456 = fadd float %455, 0x3FE62E4300000000
  %457 = fmul float %456, %444
  %458 = fadd float %457, 1.000000e+00
  %459 = fptosi float %443 to i32
  %460 = add i32 %459, 127
  %461 = shl i32 %460, 23
  %462 = bitcast i32 %461 to float
  %463 = fmul float %458, %462
  %464 = select i1 %438, float 0.000000e+00, float %463
  %465 = select i1 %439, float 0x7FF0000000000000, float %464
  %466 = fcmp uno float %437, %437
  %467 = select i1 %466, float %437, float %465
  %468 = fcmp oeq float %424, 0xFFF0000000000000
  %469 = select i1 %468, float 0.000000e+00, float %467
  %470 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %471 = fmul float %469, %470
  %472 = fadd float %471, 0.000000e+00
  %473 = fsub float %427, %435
  %474 = fmul float %473, 0x3FF7154760000000
  %475 = fcmp olt float %474, -1.260000e+02
  %476 = fcmp ogt float %474, 1.270000e+02
  %477 = select i1 %475, float -1.260000e+02, float %474
  %478 = select i1 %476, float 1.270000e+02, float %477
  %479 = fadd float %478, 5.000000e-01
  %480 = call float @llvm.floor.f32(float %479)
  %481 = fsub float %478, %480
  %482 = fmul float 0x3EEFFCBFC0000000, %481
  %483 = fadd float %482, 0x3F24309120000000
  %484 = fmul float %483, %481
  %485 = fadd float %484, 0x3F55D87FE0000000
  %486 = fmul float %485, %481
  %487 = fadd float %486, 0x3F83B2AB60000000
  %488 = fmul float %487, %481
  %489 = fadd float %488, 0x3FAC6B08E0000000
  %490 = fmul float %489, %481
  %491 = fadd float %490, 0x3FCEBFBE00000000
  %492 = fmul float %491, %481
  %493 = fadd float %492, 0x3FE62E4300000000
  %494 = fmul float %493, %481
  %495 = fadd float %494, 1.000000e+00
  %496 = fptosi float %480 to i32
  %497 = add i32 %496, 127
  %498 = shl i32 %497, 23
  %499 = bitcast i32 %498 to float
  %500 = fmul float %495, %499
  %501 = select i1 %475, float 0.000000e+00, float %500
  %502 = select i1 %476, float 0x7FF0000000000000, float %501
  %503 = fcmp uno float %474, %474
  %504 = select i1 %503, float %474, float %502
  %505 = fcmp oeq float %427, 0xFFF0000000000000
  %506 = select i1 %505, float 0.000000e+00, float %504
  %507 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %508 = fmul float %506, %507
  %509 = fadd float %508, %472
  %510 = fsub float %430, %435
  %511 = fmul float %510, 0x3FF7154760000000
  %512 = fcmp olt float %511, -1.260000e+02
  %513 = fcmp ogt float %511, 1.270000e+02
  %514 = select i1 %512, float -1.260000e+02, float %511
  %515 = select i1 %513, float 1.270000e+02, float %514
  %516 = fadd float %515, 5.000000e-01
  %517 = call float @llvm.floor.f32(float %516)
  %518 = fsub float %515, %517
  %519 = fmul float 0x3EEFFCBFC0000000, %518
  %520 = fadd float %519, 0x3F24309120000000
  %521 = fmul float %520, %518
  %522 = fadd float %521, 0x3F55D87FE0000000
  %523 = fmul float %522, %518
  %524 = fadd float %523, 0x3F83B2AB60000000
  %525 = fmul float %524, %518
  %526 = fadd float %525, 0x3FAC6B08E0000000
  %527 = fmul float %526, %518
  %528 = fadd float %527, 0x3FCEBFBE00000000
  %529 = fmul float %528, %518
  %530 = fadd float %529, 0x3FE62E4300000000
  %531 = fmul float %530, %518
  %532 = fadd float %531, 1.000000e+00
  %533 = fptosi float %517 to i32
  %534 = add i32 %533, 127
  %535 = shl i32 %534, 23
  %536 = bitcast i32 %535 to float
  %537 = fmul float %532, %536
  %538 = select i1 %512, float 0.000000e+00, float %537
  %539 = select i1 %513, float 0x7FF0000000000000, float %538
  %540 = fcmp uno float %511, %511
  %541 = select i1 %540, float %511, float %539
  %542 = fcmp oeq float %430, 0xFFF0000000000000
  %543 = select i1 %542, float 0.000000e+00, float %541
  %544 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %545 = fmul float %543, %544
  %546 = fadd float %545, %509
  %547 = fsub float %433, %435
  %548 = fmul float %547, 0x3FF7154760000000
  %549 = fcmp olt float %548, -1.260000e+02
  %550 = fcmp ogt float %548, 1.270000e+02
  %551 = select i1 %549, float -1.260000e+02, float %548
  %552 = select i1 %550, float 1.270000e+02, float %551
  %553 = fadd float %552, 5.000000e-01
  %554 = call float @llvm.floor.f32(float %553)
  %555 = fsub float %552, %554
  %556 = fmul float 0x3EEFFCBFC0000000, %555
  %557 = fadd float %556, 0x3F24309120000000
  %558 = fmul float %557, %555
  %559 = fadd float %558, 0x3F55D87FE0000000
  %560 = fmul float %559, %555
  %561 = fadd float %560, 0x3F83B2AB60000000
  %562 = fmul float %561, %555
  %563 = fadd float %562, 0x3FAC6B08E0000000
  %564 = fmul float %563, %555
  %565 = fadd float %564, 0x3FCEBFBE00000000
  %566 = fmul float %565, %555
  %567 = fadd float %566, 0x3FE62E4300000000
  %568 = fmul float %567, %555
  %569 = fadd float %568, 1.000000e+00
  %570 = fptosi float %554 to i32
  %571 = add i32 %570, 127
  %572 = shl i32 %571, 23
  %573 = bitcast i32 %572 to float
  %574 = fmul float %569, %573
  %575 = select i1 %549, float 0.000000e+00, float %574
  %576 = select i1 %550, float 0x7FF0000000000000, float %575
  %577 = fcmp uno float %548, %548
  %578 = select i1 %577, float %548, float %576
  %579 = fcmp oeq float %433, 0xFFF0000000000000
  %580 = select i1 %579, float 0.000000e+00, float %578
  %581 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %582 = fmul float %580, %581
  %583 = fadd float %582, %546
  %584 = mul i32 %19, %10
  %585 = add i32 %584, %20
  %586 = mul i32 %585, %7
  store i32 %14, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %587 = load i32, ptr addrspace(5) %v27, align 4
  %588 = icmp slt i32 %587, %7
  br i1 %588, label %body29, label %done30

body29:                                           ; preds = %loop28
  %589 = load i32, ptr addrspace(5) %v27, align 4
  %590 = add i32 0, %589
  %591 = sext i32 %590 to i64
  %592 = mul i64 %591, 4
  %593 = getelementptr i8, ptr addrspace(3) @lds1, i64 %592
  %594 = load float, ptr addrspace(3) %593, align 4
  %595 = fmul float %469, %594
  %596 = fadd float %595, 0.000000e+00
  %597 = add i32 256, %589
  %598 = sext i32 %597 to i64
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(3) @lds1, i64 %599
  %601 = load float, ptr addrspace(3) %600, align 4
  %602 = fmul float %506, %601
  %603 = fadd float %602, %596
  %604 = add i32 512, %589
  %605 = sext i32 %604 to i64
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(3) @lds1, i64 %606
  %608 = load float, ptr addrspace(3) %607, align 4
  %609 = fmul float %543, %608
  %610 = fadd float %609, %603
  %611 = add i32 768, %589
  %612 = sext i32 %611 to i64
  %613 = mul i64 %612, 4
  %614 = getelementptr i8, ptr addrspace(3) @lds1, i64 %613
  %615 = load float, ptr addrspace(3) %614, align 4
  %616 = fmul float %580, %615
  %617 = fadd float %616, %610
  %618 = add i32 %586, %589
  %619 = sext i32 %618 to i64
  %620 = mul i64 %619, 4
  %621 = getelementptr i8, ptr addrspace(1) %0, i64 %620
  store float %617, ptr addrspace(1) %621, align 4
  %622 = load i32, ptr addrspace(5) %v27, align 4
  %623 = add i32 %622, 128
  store i32 %623, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %624 = icmp eq i32 %14, 0
  br i1 %624, label %then31, label %endif32

then31:                                           ; preds = %done30
  %625 = mul i32 %585, 2
  %626 = sext i32 %625 to i64
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr addrspace(1) %1, i64 %627
  store float %435, ptr addrspace(1) %628, align 4
  %629 = add i32 %625, 1
  %630 = sext i32 %629 to i64
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(1) %1, i64 %631
  store float %583, ptr addrspace(1) %632, align 4
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
