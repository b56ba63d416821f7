; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
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
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = lshr i32 %12, 5
  %14 = call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = udiv i32 %4, %5
  %17 = udiv i32 %14, %16
  %18 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = add i32 %19, %15
  %21 = add i32 %20, 1
  %22 = mul i32 %15, %4
  %23 = add i32 %22, %14
  %24 = mul i32 %23, %6
  %25 = add i32 %11, 0
  %26 = icmp slt i32 %25, %6
  %27 = add i32 %24, %25
  %28 = select i1 %26, i32 %27, i32 0
  %29 = sext i32 %28 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = select i1 %26, float %32, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %34 = add i32 %11, 32
  %35 = icmp slt i32 %34, %6
  %36 = add i32 %24, %34
  %37 = select i1 %35, i32 %36, i32 0
  %38 = sext i32 %37 to i64
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = select i1 %35, float %41, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %43 = add i32 %11, 64
  %44 = icmp slt i32 %43, %6
  %45 = add i32 %24, %43
  %46 = select i1 %44, i32 %45, i32 0
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %1, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = select i1 %44, float %50, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %52 = add i32 %11, 96
  %53 = icmp slt i32 %52, %6
  %54 = add i32 %24, %52
  %55 = select i1 %53, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %53, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %61 = add i32 %11, 128
  %62 = icmp slt i32 %61, %6
  %63 = add i32 %24, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %70 = add i32 %11, 160
  %71 = icmp slt i32 %70, %6
  %72 = add i32 %24, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %1, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %79 = add i32 %11, 192
  %80 = icmp slt i32 %79, %6
  %81 = add i32 %24, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %88 = add i32 %11, 224
  %89 = icmp slt i32 %88, %6
  %90 = add i32 %24, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  store i32 %13, ptr addrspace(5) %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %97 = load i32, ptr addrspace(5) %v10, align 4
  %98 = icmp slt i32 %97, %21
  br i1 %98, label %body, label %done

body:                                             ; preds = %loop
  %99 = load i32, ptr addrspace(5) %v10, align 4
  %100 = mul i32 %99, %5
  %101 = add i32 %100, %17
  %102 = mul i32 %101, %6
  %103 = add i32 %102, %25
  %104 = select i1 %26, i32 %103, i32 %102
  %105 = sext i32 %104 to i64
  %106 = mul i64 %105, 2
  %107 = getelementptr i8, ptr addrspace(1) %2, i64 %106
  %108 = load i16, ptr addrspace(1) %107, align 2
  %109 = bitcast i16 %108 to half
  %110 = fpext half %109 to float
  %111 = fmul float %33, %110
  %112 = select i1 %26, float %111, float 0.000000e+00
  %113 = fadd float 0.000000e+00, %112
  %114 = add i32 %102, %34
  %115 = select i1 %35, i32 %114, i32 %102
  %116 = sext i32 %115 to i64
  %117 = mul i64 %116, 2
  %118 = getelementptr i8, ptr addrspace(1) %2, i64 %117
  %119 = load i16, ptr addrspace(1) %118, align 2
  %120 = bitcast i16 %119 to half
  %121 = fpext half %120 to float
  %122 = fmul float %42, %121
  %123 = select i1 %35, float %122, float 0.000000e+00
  %124 = fadd float %113, %123
  %125 = add i32 %102, %43
  %126 = select i1 %44, i32 %125, i32 %102
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, 2
  %129 = getelementptr i8, ptr addrspace(1) %2, i64 %128
  %130 = load i16, ptr addrspace(1) %129, align 2
  %131 = bitcast i16 %130 to half
  %132 = fpext half %131 to float
  %133 = fmul float %51, %132
  %134 = select i1 %44, float %133, float 0.000000e+00
  %135 = fadd float %124, %134
  %136 = add i32 %102, %52
  %137 = select i1 %53, i32 %136, i32 %102
  %138 = sext i32 %137 to i64
  %139 = mul i64 %138, 2
  %140 = getelementptr i8, ptr addrspace(1) %2, i64 %139
  %141 = load i16, ptr addrspace(1) %140, align 2
  %142 = bitcast i16 %141 to half
  %143 = fpext half %142 to float
  %144 = fmul float %60, %143
  %145 = select i1 %53, float %144, float 0.000000e+00
  %146 = fadd float %135, %145
  %147 = add i32 %102, %61
  %148 = select i1 %62, i32 %147, i32 %102
  %149 = sext i32 %148 to i64
  %150 = mul i64 %149, 2
  %151 = getelementptr i8, ptr addrspace(1) %2, i64 %150
  %152 = load i16, ptr addrspace(1) %151, align 2
  %153 = bitcast i16 %152 to half
  %154 = fpext half %153 to float
  %155 = fmul float %69, %154
  %156 = select i1 %62, float %155, float 0.000000e+00
  %157 = fadd float %146, %156
  %158 = add i32 %102, %70
  %159 = select i1 %71, i32 %158, i32 %102
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 2
  %162 = getelementptr i8, ptr addrspace(1) %2, i64 %161
  %163 = load i16, ptr addrspace(1) %162, align 2
  %164 = bitcast i16 %163 to half
  %165 = fpext half %164 to float
  %166 = fmul float %78, %165
  %167 = select i1 %71, float %166, float 0.000000e+00
  %168 = fadd float %157, %167
  %169 = add i32 %102, %79
  %170 = select i1 %80, i32 %169, i32 %102
  %171 = sext i32 %170 to i64
  %172 = mul i64 %171, 2
  %173 = getelementptr i8, ptr addrspace(1) %2, i64 %172
  %174 = load i16, ptr addrspace(1) %173, align 2
  %175 = bitcast i16 %174 to half
  %176 = fpext half %175 to float
  %177 = fmul float %87, %176
  %178 = select i1 %80, float %177, float 0.000000e+00
  %179 = fadd float %168, %178
  %180 = add i32 %102, %88
  %181 = select i1 %89, i32 %180, i32 %102
  %182 = sext i32 %181 to i64
  %183 = mul i64 %182, 2
  %184 = getelementptr i8, ptr addrspace(1) %2, i64 %183
  %185 = load i16, ptr addrspace(1) %184, align 2
  %186 = bitcast i16 %185 to half
  %187 = fpext half %186 to float
  %188 = fmul float %96, %187
  %189 = select i1 %89, float %188, float 0.000000e+00
  %190 = fadd float %179, %189
  %191 = bitcast float %190 to i32
  %192 = call i32 @llvm.amdgcn.workitem.id.x()
  %193 = and i32 %192, 31
  %194 = xor i32 %193, 16
  %195 = shl i32 %194, 2
  %196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %195, i32 %191)
  %197 = bitcast i32 %196 to float
  %198 = fadd float %190, %197
  %199 = bitcast float %198 to i32
  %200 = call i32 @llvm.amdgcn.workitem.id.x()
  %201 = and i32 %200, 31
  %202 = xor i32 %201, 8
  %203 = shl i32 %202, 2
  %204 = call i32 @llvm.amdgcn.ds.bpermute(i32 %203, i32 %199)
  %205 = bitcast i32 %204 to float
  %206 = fadd float %198, %205
  %207 = bitcast float %206 to i32
  %208 = call i32 @llvm.amdgcn.workitem.id.x()
  %209 = and i32 %208, 31
  %210 = xor i32 %209, 4
  %211 = shl i32 %210, 2
  %212 = call i32 @llvm.amdgcn.ds.bpermute(i32 %211, i32 %207)
  %213 = bitcast i32 %212 to float
  %214 = fadd float %206, %213
  %215 = bitcast float %214 to i32
  %216 = call i32 @llvm.amdgcn.workitem.id.x()
  %217 = and i32 %216, 31
  %218 = xor i32 %217, 2
  %219 = shl i32 %218, 2
  %220 = call i32 @llvm.amdgcn.ds.bpermute(i32 %219, i32 %215)
  %221 = bitcast i32 %220 to float
  %222 = fadd float %214, %221
  %223 = bitcast float %222 to i32
  %224 = call i32 @llvm.amdgcn.workitem.id.x()
  %225 = and i32 %224, 31
  %226 = xor i32 %225, 1
  %227 = shl i32 %226, 2
  %228 = call i32 @llvm.amdgcn.ds.bpermute(i32 %227, i32 %223)
  %229 = bitcast i32 %228 to float
  %230 = fadd float %222, %229
  %231 = fmul float %230, %8
  %232 = load float, ptr addrspace(5) %v8, align 4
  %233 = fcmp ogt float %231, %232
  %234 = select i1 %233, float %231, float %232
  %235 = fsub float %232, %234
  %236 = fmul float %235, 0x3FF7154760000000
  %237 = fcmp olt float %236, -1.260000e+02
  %238 = fcmp ogt float %236, 1.270000e+02
  %239 = select i1 %237, float -1.260000e+02, float %236
  %240 = select i1 %238, float 1.270000e+02, float %239
  %241 = fadd float %240, 5.000000e-01
  %242 = call float @llvm.floor.f32(float %241)
  %243 = fsub float %240, %242
  %244 = fmul float 0x3EEFFCBFC0000000, %243
  %245 = fadd float %244, 0x3F24309120000000
  %246 = fmul float %245, %243
  %247 = fadd float %246, 0x3F55D87FE0000000
  %248 = fmul float %247, %243
  %249 = fadd float %248, 0x3F83B2AB60000000
  %250 = fmul float %249, %243
  %251 = fadd float %250, 0x3FAC6B08E0000000
  %252 = fmul float %251, %243
  %253 = fadd float %252, 0x3FCEBFBE00000000
  %254 = fmul float %253, %243
  %255 = fadd float %254, 0x3FE62E4300000000
  %256 = fmul float %255, %243
  %257 = fadd float %256, 1.000000e+00
  %258 = fptosi float %242 to i32
  %259 = add i32 %258, 127
  %260 = shl i32 %259, 23
  %261 = bitcast i32 %260 to float
  %262 = fmul float %257, %261
  %263 = select i1 %237, float 0.000000e+00, float %262
  %264 = select i1 %238, float 0x7FF0000000000000, float %263
  %265 = fcmp uno float %236, %236
  %266 = select i1 %265, float %236, float %264
  %267 = fsub float %231, %234
  %268 = fmul float %267, 0x3FF7154760000000
  %269 = fcmp olt float %268, -1.260000e+02
  %270 = fcmp ogt float %268, 1.270000e+02
  %271 = select i1 %269, float -1.260000e+02, float %268
  %272 = select i1 %270, float 1.270000e+02, float %271
  %273 = fadd float %272, 5.000000e-01
  %274 = call float @llvm.floor.f32(float %273)
  %275 = fsub float %272, %274
  %276 = fmul float 0x3EEFFCBFC0000000, %275
  %277 = fadd float %276, 0x3F24309120000000
  %278 = fmul float %277, %275
  %279 = fadd float %278, 0x3F55D87FE0000000
  %280 = fmul float %279, %275
  %281 = fadd float %280, 0x3F83B2AB60000000
  %282 = fmul float %281, %275
  %283 = fadd float %282, 0x3FAC6B08E0000000
  %284 = fmul float %283, %275
  %285 = fadd float %284, 0x3FCEBFBE00000000
  %286 = fmul float %285, %275
  %287 = fadd float %286, 0x3FE62E4300000000
  %288 = fmul float %287, %275
  %289 = fadd float %288, 1.000000e+00
  %290 = fptosi float %274 to i32
  %291 = add i32 %290, 127
  %292 = shl i32 %291, 23
  %293 = bitcast i32 %292 to float
  %294 = fmul float %289, %293
  %295 = select i1 %269, float 0.000000e+00, float %294
  %296 = select i1 %270, float 0x7FF0000000000000, float %295
  %297 = fcmp uno float %268, %268
  %298 = select i1 %297, float %268, float %296
  %299 = load float, ptr addrspace(5) %v9, align 4
  %300 = fmul float %299, %266
  %301 = fadd float %300, %298
  store float %301, ptr addrspace(5) %v9, align 4
  %302 = add i32 %102, %25
  %303 = select i1 %26, i32 %302, i32 %102
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 2
  %306 = getelementptr i8, ptr addrspace(1) %3, i64 %305
  %307 = load i16, ptr addrspace(1) %306, align 2
  %308 = bitcast i16 %307 to half
  %309 = fpext half %308 to float
  %310 = load float, ptr addrspace(5) %v, align 4
  %311 = fmul float %298, %309
  %312 = fmul float %310, %266
  %313 = fadd float %312, %311
  store float %313, ptr addrspace(5) %v, align 4
  %314 = add i32 %102, %34
  %315 = select i1 %35, i32 %314, i32 %102
  %316 = sext i32 %315 to i64
  %317 = mul i64 %316, 2
  %318 = getelementptr i8, ptr addrspace(1) %3, i64 %317
  %319 = load i16, ptr addrspace(1) %318, align 2
  %320 = bitcast i16 %319 to half
  %321 = fpext half %320 to float
  %322 = load float, ptr addrspace(5) %v1, align 4
  %323 = fmul float %298, %321
  %324 = fmul float %322, %266
  %325 = fadd float %324, %323
  store float %325, ptr addrspace(5) %v1, align 4
  %326 = add i32 %102, %43
  %327 = select i1 %44, i32 %326, i32 %102
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 2
  %330 = getelementptr i8, ptr addrspace(1) %3, i64 %329
  %331 = load i16, ptr addrspace(1) %330, align 2
  %332 = bitcast i16 %331 to half
  %333 = fpext half %332 to float
  %334 = load float, ptr addrspace(5) %v2, align 4
  %335 = fmul float %298, %333
  %336 = fmul float %334, %266
  %337 = fadd float %336, %335
  store float %337, ptr addrspace(5) %v2, align 4
  %338 = add i32 %102, %52
  %339 = select i1 %53, i32 %338, i32 %102
  %340 = sext i32 %339 to i64
  %341 = mul i64 %340, 2
  %342 = getelementptr i8, ptr addrspace(1) %3, i64 %341
  %343 = load i16, ptr addrspace(1) %342, align 2
  %344 = bitcast i16 %343 to half
  %345 = fpext half %344 to float
  %346 = load float, ptr addrspace(5) %v3, align 4
  %347 = fmul float %298, %345
  %348 = fmul float %346, %266
  %349 = fadd float %348, %347
  store float %349, ptr addrspace(5) %v3, align 4
  %350 = add i32 %102, %61
  %351 = select i1 %62, i32 %350, i32 %102
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 2
  %354 = getelementptr i8, ptr addrspace(1) %3, i64 %353
  %355 = load i16, ptr addrspace(1) %354, align 2
  %356 = bitcast i16 %355 to half
  %357 = fpext half %356 to float
  %358 = load float, ptr addrspace(5) %v4, align 4
  %359 = fmul float %298, %357
  %360 = fmul float %358, %266
  %361 = fadd float %360, %359
  store float %361, ptr addrspace(5) %v4, align 4
  %362 = add i32 %102, %70
  %363 = select i1 %71, i32 %362, i32 %102
  %364 = sext i32 %363 to i64
  %365 = mul i64 %364, 2
  %366 = getelementptr i8, ptr addrspace(1) %3, i64 %365
  %367 = load i16, ptr addrspace(1) %366, align 2
  %368 = bitcast i16 %367 to half
  %369 = fpext half %368 to float
  %370 = load float, ptr addrspace(5) %v5, align 4
  %371 = fmul float %298, %369
  %372 = fmul float %370, %266
  %373 = fadd float %372, %371
  store float %373, ptr addrspace(5) %v5, align 4
  %374 = add i32 %102, %79
  %375 = select i1 %80, i32 %374, i32 %102
  %376 = sext i32 %375 to i64
  %377 = mul i64 %376, 2
  %378 = getelementptr i8, ptr addrspace(1) %3, i64 %377
  %379 = load i16, ptr addrspace(1) %378, align 2
  %380 = bitcast i16 %379 to half
  %381 = fpext half %380 to float
  %382 = load float, ptr addrspace(5) %v6, align 4
  %383 = fmul float %298, %381
  %384 = fmul float %382, %266
  %385 = fadd float %384, %383
  store float %385, ptr addrspace(5) %v6, align 4
  %386 = add i32 %102, %88
  %387 = select i1 %89, i32 %386, i32 %102
  %388 = sext i32 %387 to i64
  %389 = mul i64 %388, 2
  %390 = getelementptr i8, ptr addrspace(1) %3, i64 %389
  %391 = load i16, ptr addrspace(1) %390, align 2
  %392 = bitcast i16 %391 to half
  %393 = fpext half %392 to float
  %394 = load float, ptr addrspace(5) %v7, align 4
  %395 = fmul float %298, %393
  %396 = fmul float %394, %266
  %397 = fadd float %396, %395
  store float %397, ptr addrspace(5) %v7, align 4
  store float %234, ptr addrspace(5) %v8, align 4
  %398 = load i32, ptr addrspace(5) %v10, align 4
  %399 = add i32 %398, 4
  store i32 %399, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %400 = mul i32 %13, 256
  %401 = load float, ptr addrspace(5) %v, align 4
  br i1 %26, label %then, label %endif

then:                                             ; preds = %done
  %402 = add i32 %400, %25
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) @lds1, i64 %404
  store float %401, ptr addrspace(3) %405, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %406 = load float, ptr addrspace(5) %v1, align 4
  br i1 %35, label %then11, label %endif12

then11:                                           ; preds = %endif
  %407 = add i32 %400, %34
  %408 = sext i32 %407 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(3) @lds1, i64 %409
  store float %406, ptr addrspace(3) %410, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %411 = load float, ptr addrspace(5) %v2, align 4
  br i1 %44, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %412 = add i32 %400, %43
  %413 = sext i32 %412 to i64
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr addrspace(3) @lds1, i64 %414
  store float %411, ptr addrspace(3) %415, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %416 = load float, ptr addrspace(5) %v3, align 4
  br i1 %53, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %417 = add i32 %400, %52
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %419
  store float %416, ptr addrspace(3) %420, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %421 = load float, ptr addrspace(5) %v4, align 4
  br i1 %62, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %422 = add i32 %400, %61
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %424
  store float %421, ptr addrspace(3) %425, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %426 = load float, ptr addrspace(5) %v5, align 4
  br i1 %71, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %427 = add i32 %400, %70
  %428 = sext i32 %427 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(3) @lds1, i64 %429
  store float %426, ptr addrspace(3) %430, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %431 = load float, ptr addrspace(5) %v6, align 4
  br i1 %80, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %432 = add i32 %400, %79
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(3) @lds1, i64 %434
  store float %431, ptr addrspace(3) %435, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %436 = load float, ptr addrspace(5) %v7, align 4
  br i1 %89, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %437 = add i32 %400, %88
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(3) @lds1, i64 %439
  store float %436, ptr addrspace(3) %440, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %441 = icmp eq i32 %11, 0
  %442 = load float, ptr addrspace(5) %v8, align 4
  %443 = load float, ptr addrspace(5) %v9, align 4
  br i1 %441, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %444 = mul i32 %13, 2
  %445 = sext i32 %444 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(3) @lds2, i64 %446
  store float %442, ptr addrspace(3) %447, align 4
  %448 = add i32 %444, 1
  %449 = sext i32 %448 to i64
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(3) @lds2, i64 %450
  store float %443, ptr addrspace(3) %451, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %452 = load float, ptr addrspace(3) @lds2, align 4
  %453 = fcmp ogt float %452, 0xFFF0000000000000
  %454 = select i1 %453, float %452, float 0xFFF0000000000000
  %455 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %456 = fcmp ogt float %455, %454
  %457 = select i1 %456, float %455, float %454
  %458 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %459 = fcmp ogt float %458, %457
  %460 = select i1 %459, float %458, float %457
  %461 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %462 = fcmp ogt float %461, %460
  %463 = select i1 %462, float %461, float %460
  %464 = fsub float %452, %463
  %465 = fmul float %464, 0x3FF7154760000000
  %466 = fcmp olt float %465, -1.260000e+02
  %467 = fcmp ogt float %465, 1.270000e+02
  %468 = select i1 %466, float -1.260000e+02, float %465
  %469 = select i1 %467, float 1.270000e+02, float %468
  %470 = fadd float %469, 5.000000e-01
  %471 = call float @llvm.floor.f32(float %470)
  %472 = fsub float %469, %471
  %473 = fmul float 0x3EEFFCBFC0000000, %472
  %474 = fadd float %473, 0x3F24309120000000
  %475 = fmul float %474, %472
  %476 = fadd float %475, 0x3F55D87FE0000000
  %477 = fmul float %476, %472
  %478 = fadd float %477, 0x3F83B2AB60000000
  %479 = fmul float %478, %472
  %480 = fadd float %479, 0x3FAC6B08E0000000
  %481 = fmul float %480, %472
  %482 = fadd float %481, 0x3FCEBFBE00000000
  %483 = fmul float %482, %472
  %484 = fadd float %483, 0x3FE62E4300000000
  %485 = fmul float %484, %472
  %486 = fadd float %485, 1.000000e+00
  %487 = fptosi float %471 to i32
  %488 = add i32 %487, 127
  %489 = shl i32 %488, 23
  %490 = bitcast i32 %489 to float
  %491 = fmul float %486, %490
  %492 = select i1 %466, float 0.000000e+00, float %491
  %493 = select i1 %467, float 0x7FF0000000000000, float %492
  %494 = fcmp uno float %465, %465
  %495 = select i1 %494, float %465, float %493
  %496 = fcmp oeq float %452, 0xFFF0000000000000
  %497 = select i1 %496, float 0.000000e+00, float %495
  %498 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %499 = fmul float %497, %498
  %500 = fadd float %499, 0.000000e+00
  %501 = fsub float %455, %463
  %502 = fmul float %501, 0x3FF7154760000000
  %503 = fcmp olt float %502, -1.260000e+02
  %504 = fcmp ogt float %502, 1.270000e+02
  %505 = select i1 %503, float -1.260000e+02, float %502
  %506 = select i1 %504, float 1.270000e+02, float %505
  %507 = fadd float %506, 5.000000e-01
  %508 = call float @llvm.floor.f32(float %507)
  %509 = fsub float %506, %508
  %510 = fmul float 0x3EEFFCBFC0000000, %509
  %511 = fadd float %510, 0x3F24309120000000
  %512 = fmul float %511, %509
  %513 = fadd float %512, 0x3F55D87FE0000000
  %514 = fmul float %513, %509
  %515 = fadd float %514, 0x3F83B2AB60000000
  %516 = fmul float %515, %509
  %517 = fadd float %516, 0x3FAC6B08E0000000
  %518 = fmul float %517, %509
  %519 = fadd float %518, 0x3FCEBFBE00000000
  %520 = fmul float %519, %509
  %521 = fadd float %520, 0x3FE62E4300000000
  %522 = fmul float %521, %509
  %523 = fadd float %522, 1.000000e+00
  %524 = fptosi float %508 to i32
  %525 = add i32 %524, 127
  %526 = shl i32 %525, 23
  %527 = bitcast i32 %526 to float
  %528 = fmul float %523, %527
  %529 = select i1 %503, float 0.000000e+00, float %528
  %530 = select i1 %504, float 0x7FF0000000000000, float %529
  %531 = fcmp uno float %502, %502
  %532 = select i1 %531, float %502, float %530
  %533 = fcmp oeq float %455, 0xFFF0000000000000
  %534 = select i1 %533, float 0.000000e+00, float %532
  %535 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %536 = fmul float %534, %535
  %537 = fadd float %536, %500
  %538 = fsub float %458, %463
  %539 = fmul float %538, 0x3FF7154760000000
  %540 = fcmp olt float %539, -1.260000e+02
  %541 = fcmp ogt float %539, 1.270000e+02
  %542 = select i1 %540, float -1.260000e+02, float %539
  %543 = select i1 %541, float 1.270000e+02, float %542
  %544 = fadd float %543, 5.000000e-01
  %545 = call float @llvm.floor.f32(float %544)
  %546 = fsub float %543, %545
  %547 = fmul float 0x3EEFFCBFC0000000, %546
  %548 = fadd float %547, 0x3F24309120000000
  %549 = fmul float %548, %546
  %550 = fadd float %549, 0x3F55D87FE0000000
  %551 = fmul float %550, %546
  %552 = fadd float %551, 0x3F83B2AB60000000
  %553 = fmul float %552, %546
  %554 = fadd float %553, 0x3FAC6B08E0000000
  %555 = fmul float %554, %546
  %556 = fadd float %555, 0x3FCEBFBE00000000
  %557 = fmul float %556, %546
  %558 = fadd float %557, 0x3FE62E4300000000
  %559 = fmul float %558, %546
  %560 = fadd float %559, 1.000000e+00
  %561 = fptosi float %545 to i32
  %562 = add i32 %561, 127
  %563 = shl i32 %562, 23
  %564 = bitcast i32 %563 to float
  %565 = fmul float %560, %564
  %566 = select i1 %540, float 0.000000e+00, float %565
  %567 = select i1 %541, float 0x7FF0000000000000, float %566
  %568 = fcmp uno float %539, %539
  %569 = select i1 %568, float %539, float %567
  %570 = fcmp oeq float %458, 0xFFF0000000000000
  %571 = select i1 %570, float 0.000000e+00, float %569
  %572 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %573 = fmul float %571, %572
  %574 = fadd float %573, %537
  %575 = fsub float %461, %463
  %576 = fmul float %575, 0x3FF7154760000000
  %577 = fcmp olt float %576, -1.260000e+02
  %578 = fcmp ogt float %576, 1.270000e+02
  %579 = select i1 %577, float -1.260000e+02, float %576
  %580 = select i1 %578, float 1.270000e+02, float %579
  %581 = fadd float %580, 5.000000e-01
  %582 = call float @llvm.floor.f32(float %581)
  %583 = fsub float %580, %582
  %584 = fmul float 0x3EEFFCBFC0000000, %583
  %585 = fadd float %584, 0x3F24309120000000
  %586 = fmul float %585, %583
  %587 = fadd float %586, 0x3F55D87FE0000000
  %588 = fmul float %587, %583
  %589 = fadd float %588, 0x3F83B2AB60000000
  %590 = fmul float %589, %583
  %591 = fadd float %590, 0x3FAC6B08E0000000
  %592 = fmul float %591, %583
  %593 = fadd float %592, 0x3FCEBFBE00000000
  %594 = fmul float %593, %583
  %595 = fadd float %594, 0x3FE62E4300000000
  %596 = fmul float %595, %583
  %597 = fadd float %596, 1.000000e+00
  %598 = fptosi float %582 to i32
  %599 = add i32 %598, 127
  %600 = shl i32 %599, 23
  %601 = bitcast i32 %600 to float
  %602 = fmul float %597, %601
  %603 = select i1 %577, float 0.000000e+00, float %602
  %604 = select i1 %578, float 0x7FF0000000000000, float %603
  %605 = fcmp uno float %576, %576
  %606 = select i1 %605, float %576, float %604
  %607 = fcmp oeq float %461, 0xFFF0000000000000
  %608 = select i1 %607, float 0.000000e+00, float %606
  %609 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %610 = fmul float %608, %609
  %611 = fadd float %610, %574
  store i32 %9, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %612 = load i32, ptr addrspace(5) %v27, align 4
  %613 = icmp slt i32 %612, %6
  br i1 %613, label %body29, label %done30

body29:                                           ; preds = %loop28
  %614 = load i32, ptr addrspace(5) %v27, align 4
  %615 = add i32 0, %614
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(3) @lds1, i64 %617
  %619 = load float, ptr addrspace(3) %618, align 4
  %620 = fmul float %497, %619
  %621 = fadd float %620, 0.000000e+00
  %622 = add i32 256, %614
  %623 = sext i32 %622 to i64
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(3) @lds1, i64 %624
  %626 = load float, ptr addrspace(3) %625, align 4
  %627 = fmul float %534, %626
  %628 = fadd float %627, %621
  %629 = add i32 512, %614
  %630 = sext i32 %629 to i64
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(3) @lds1, i64 %631
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = fmul float %571, %633
  %635 = fadd float %634, %628
  %636 = add i32 768, %614
  %637 = sext i32 %636 to i64
  %638 = mul i64 %637, 4
  %639 = getelementptr i8, ptr addrspace(3) @lds1, i64 %638
  %640 = load float, ptr addrspace(3) %639, align 4
  %641 = fmul float %608, %640
  %642 = fadd float %641, %635
  %643 = add i32 %24, %614
  %644 = fdiv float %642, %611
  %645 = sext i32 %643 to i64
  %646 = mul i64 %645, 4
  %647 = getelementptr i8, ptr addrspace(1) %0, i64 %646
  store float %644, ptr addrspace(1) %647, align 4
  %648 = load i32, ptr addrspace(5) %v27, align 4
  %649 = add i32 %648, 128
  store i32 %649, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
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
