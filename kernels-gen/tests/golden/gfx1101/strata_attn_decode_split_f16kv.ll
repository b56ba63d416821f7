; ModuleID = 'strata_attn_decode_split_f16kv'
source_filename = "strata_attn_decode_split_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11) #0 {
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
  %110 = mul i64 %109, 2
  %111 = getelementptr i8, ptr addrspace(1) %3, i64 %110
  %112 = load i16, ptr addrspace(1) %111, align 2
  %113 = bitcast i16 %112 to half
  %114 = fpext half %113 to float
  %115 = fmul float %36, %114
  %116 = select i1 %29, float %115, float 0.000000e+00
  %117 = fadd float 0.000000e+00, %116
  %118 = add i32 %106, %37
  %119 = select i1 %38, i32 %118, i32 %106
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, 2
  %122 = getelementptr i8, ptr addrspace(1) %3, i64 %121
  %123 = load i16, ptr addrspace(1) %122, align 2
  %124 = bitcast i16 %123 to half
  %125 = fpext half %124 to float
  %126 = fmul float %45, %125
  %127 = select i1 %38, float %126, float 0.000000e+00
  %128 = fadd float %117, %127
  %129 = add i32 %106, %46
  %130 = select i1 %47, i32 %129, i32 %106
  %131 = sext i32 %130 to i64
  %132 = mul i64 %131, 2
  %133 = getelementptr i8, ptr addrspace(1) %3, i64 %132
  %134 = load i16, ptr addrspace(1) %133, align 2
  %135 = bitcast i16 %134 to half
  %136 = fpext half %135 to float
  %137 = fmul float %54, %136
  %138 = select i1 %47, float %137, float 0.000000e+00
  %139 = fadd float %128, %138
  %140 = add i32 %106, %55
  %141 = select i1 %56, i32 %140, i32 %106
  %142 = sext i32 %141 to i64
  %143 = mul i64 %142, 2
  %144 = getelementptr i8, ptr addrspace(1) %3, i64 %143
  %145 = load i16, ptr addrspace(1) %144, align 2
  %146 = bitcast i16 %145 to half
  %147 = fpext half %146 to float
  %148 = fmul float %63, %147
  %149 = select i1 %56, float %148, float 0.000000e+00
  %150 = fadd float %139, %149
  %151 = add i32 %106, %64
  %152 = select i1 %65, i32 %151, i32 %106
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 2
  %155 = getelementptr i8, ptr addrspace(1) %3, i64 %154
  %156 = load i16, ptr addrspace(1) %155, align 2
  %157 = bitcast i16 %156 to half
  %158 = fpext half %157 to float
  %159 = fmul float %72, %158
  %160 = select i1 %65, float %159, float 0.000000e+00
  %161 = fadd float %150, %160
  %162 = add i32 %106, %73
  %163 = select i1 %74, i32 %162, i32 %106
  %164 = sext i32 %163 to i64
  %165 = mul i64 %164, 2
  %166 = getelementptr i8, ptr addrspace(1) %3, i64 %165
  %167 = load i16, ptr addrspace(1) %166, align 2
  %168 = bitcast i16 %167 to half
  %169 = fpext half %168 to float
  %170 = fmul float %81, %169
  %171 = select i1 %74, float %170, float 0.000000e+00
  %172 = fadd float %161, %171
  %173 = add i32 %106, %82
  %174 = select i1 %83, i32 %173, i32 %106
  %175 = sext i32 %174 to i64
  %176 = mul i64 %175, 2
  %177 = getelementptr i8, ptr addrspace(1) %3, i64 %176
  %178 = load i16, ptr addrspace(1) %177, align 2
  %179 = bitcast i16 %178 to half
  %180 = fpext half %179 to float
  %181 = fmul float %90, %180
  %182 = select i1 %83, float %181, float 0.000000e+00
  %183 = fadd float %172, %182
  %184 = add i32 %106, %91
  %185 = select i1 %92, i32 %184, i32 %106
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 2
  %188 = getelementptr i8, ptr addrspace(1) %3, i64 %187
  %189 = load i16, ptr addrspace(1) %188, align 2
  %190 = bitcast i16 %189 to half
  %191 = fpext half %190 to float
  %192 = fmul float %99, %191
  %193 = select i1 %92, float %192, float 0.000000e+00
  %194 = fadd float %183, %193
  %195 = bitcast float %194 to i32
  %196 = call i32 @llvm.amdgcn.workitem.id.x()
  %197 = and i32 %196, 31
  %198 = xor i32 %197, 16
  %199 = shl i32 %198, 2
  %200 = call i32 @llvm.amdgcn.ds.bpermute(i32 %199, i32 %195)
  %201 = bitcast i32 %200 to float
  %202 = fadd float %194, %201
  %203 = bitcast float %202 to i32
  %204 = call i32 @llvm.amdgcn.workitem.id.x()
  %205 = and i32 %204, 31
  %206 = xor i32 %205, 8
  %207 = shl i32 %206, 2
  %208 = call i32 @llvm.amdgcn.ds.bpermute(i32 %207, i32 %203)
  %209 = bitcast i32 %208 to float
  %210 = fadd float %202, %209
  %211 = bitcast float %210 to i32
  %212 = call i32 @llvm.amdgcn.workitem.id.x()
  %213 = and i32 %212, 31
  %214 = xor i32 %213, 4
  %215 = shl i32 %214, 2
  %216 = call i32 @llvm.amdgcn.ds.bpermute(i32 %215, i32 %211)
  %217 = bitcast i32 %216 to float
  %218 = fadd float %210, %217
  %219 = bitcast float %218 to i32
  %220 = call i32 @llvm.amdgcn.workitem.id.x()
  %221 = and i32 %220, 31
  %222 = xor i32 %221, 2
  %223 = shl i32 %222, 2
  %224 = call i32 @llvm.amdgcn.ds.bpermute(i32 %223, i32 %219)
  %225 = bitcast i32 %224 to float
  %226 = fadd float %218, %225
  %227 = bitcast float %226 to i32
  %228 = call i32 @llvm.amdgcn.workitem.id.x()
  %229 = and i32 %228, 31
  %230 = xor i32 %229, 1
  %231 = shl i32 %230, 2
  %232 = call i32 @llvm.amdgcn.ds.bpermute(i32 %231, i32 %227)
  %233 = bitcast i32 %232 to float
  %234 = fadd float %226, %233
  %235 = fmul float %234, %11
  %236 = load float, ptr addrspace(5) %v8, align 4
  %237 = fcmp ogt float %235, %236
  %238 = select i1 %237, float %235, float %236
  %239 = fsub float %236, %238
  %240 = fmul float %239, 0x3FF7154760000000
  %241 = fcmp olt float %240, -1.260000e+02
  %242 = fcmp ogt float %240, 1.270000e+02
  %243 = select i1 %241, float -1.260000e+02, float %240
  %244 = select i1 %242, float 1.270000e+02, float %243
  %245 = fadd float %244, 5.000000e-01
  %246 = call float @llvm.floor.f32(float %245)
  %247 = fsub float %244, %246
  %248 = fmul float 0x3EEFFCBFC0000000, %247
  %249 = fadd float %248, 0x3F24309120000000
  %250 = fmul float %249, %247
  %251 = fadd float %250, 0x3F55D87FE0000000
  %252 = fmul float %251, %247
  %253 = fadd float %252, 0x3F83B2AB60000000
  %254 = fmul float %253, %247
  %255 = fadd float %254, 0x3FAC6B08E0000000
  %256 = fmul float %255, %247
  %257 = fadd float %256, 0x3FCEBFBE00000000
  %258 = fmul float %257, %247
  %259 = fadd float %258, 0x3FE62E4300000000
  %260 = fmul float %259, %247
  %261 = fadd float %260, 1.000000e+00
  %262 = fptosi float %246 to i32
  %263 = add i32 %262, 127
  %264 = shl i32 %263, 23
  %265 = bitcast i32 %264 to float
  %266 = fmul float %261, %265
  %267 = select i1 %241, float 0.000000e+00, float %266
  %268 = select i1 %242, float 0x7FF0000000000000, float %267
  %269 = fcmp uno float %240, %240
  %270 = select i1 %269, float %240, float %268
  %271 = fsub float %235, %238
  %272 = fmul float %271, 0x3FF7154760000000
  %273 = fcmp olt float %272, -1.260000e+02
  %274 = fcmp ogt float %272, 1.270000e+02
  %275 = select i1 %273, float -1.260000e+02, float %272
  %276 = select i1 %274, float 1.270000e+02, float %275
  %277 = fadd float %276, 5.000000e-01
  %278 = call float @llvm.floor.f32(float %277)
  %279 = fsub float %276, %278
  %280 = fmul float 0x3EEFFCBFC0000000, %279
  %281 = fadd float %280, 0x3F24309120000000
  %282 = fmul float %281, %279
  %283 = fadd float %282, 0x3F55D87FE0000000
  %284 = fmul float %283, %279
  %285 = fadd float %284, 0x3F83B2AB60000000
  %286 = fmul float %285, %279
  %287 = fadd float %286, 0x3FAC6B08E0000000
  %288 = fmul float %287, %279
  %289 = fadd float %288, 0x3FCEBFBE00000000
  %290 = fmul float %289, %279
  %291 = fadd float %290, 0x3FE62E4300000000
  %292 = fmul float %291, %279
  %293 = fadd float %292, 1.000000e+00
  %294 = fptosi float %278 to i32
  %295 = add i32 %294, 127
  %296 = shl i32 %295, 23
  %297 = bitcast i32 %296 to float
  %298 = fmul float %293, %297
  %299 = select i1 %273, float 0.000000e+00, float %298
  %300 = select i1 %274, float 0x7FF0000000000000, float %299
  %301 = fcmp uno float %272, %272
  %302 = select i1 %301, float %272, float %300
  %303 = load float, ptr addrspace(5) %v9, align 4
  %304 = fmul float %303, %270
  %305 = fadd float %304, %302
  store float %305, ptr addrspace(5) %v9, align 4
  %306 = add i32 %106, %28
  %307 = select i1 %29, i32 %306, i32 %106
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 2
  %310 = getelementptr i8, ptr addrspace(1) %4, i64 %309
  %311 = load i16, ptr addrspace(1) %310, align 2
  %312 = bitcast i16 %311 to half
  %313 = fpext half %312 to float
  %314 = load float, ptr addrspace(5) %v, align 4
  %315 = fmul float %302, %313
  %316 = fmul float %314, %270
  %317 = fadd float %316, %315
  store float %317, ptr addrspace(5) %v, align 4
  %318 = add i32 %106, %37
  %319 = select i1 %38, i32 %318, i32 %106
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 2
  %322 = getelementptr i8, ptr addrspace(1) %4, i64 %321
  %323 = load i16, ptr addrspace(1) %322, align 2
  %324 = bitcast i16 %323 to half
  %325 = fpext half %324 to float
  %326 = load float, ptr addrspace(5) %v1, align 4
  %327 = fmul float %302, %325
  %328 = fmul float %326, %270
  %329 = fadd float %328, %327
  store float %329, ptr addrspace(5) %v1, align 4
  %330 = add i32 %106, %46
  %331 = select i1 %47, i32 %330, i32 %106
  %332 = sext i32 %331 to i64
  %333 = mul i64 %332, 2
  %334 = getelementptr i8, ptr addrspace(1) %4, i64 %333
  %335 = load i16, ptr addrspace(1) %334, align 2
  %336 = bitcast i16 %335 to half
  %337 = fpext half %336 to float
  %338 = load float, ptr addrspace(5) %v2, align 4
  %339 = fmul float %302, %337
  %340 = fmul float %338, %270
  %341 = fadd float %340, %339
  store float %341, ptr addrspace(5) %v2, align 4
  %342 = add i32 %106, %55
  %343 = select i1 %56, i32 %342, i32 %106
  %344 = sext i32 %343 to i64
  %345 = mul i64 %344, 2
  %346 = getelementptr i8, ptr addrspace(1) %4, i64 %345
  %347 = load i16, ptr addrspace(1) %346, align 2
  %348 = bitcast i16 %347 to half
  %349 = fpext half %348 to float
  %350 = load float, ptr addrspace(5) %v3, align 4
  %351 = fmul float %302, %349
  %352 = fmul float %350, %270
  %353 = fadd float %352, %351
  store float %353, ptr addrspace(5) %v3, align 4
  %354 = add i32 %106, %64
  %355 = select i1 %65, i32 %354, i32 %106
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 2
  %358 = getelementptr i8, ptr addrspace(1) %4, i64 %357
  %359 = load i16, ptr addrspace(1) %358, align 2
  %360 = bitcast i16 %359 to half
  %361 = fpext half %360 to float
  %362 = load float, ptr addrspace(5) %v4, align 4
  %363 = fmul float %302, %361
  %364 = fmul float %362, %270
  %365 = fadd float %364, %363
  store float %365, ptr addrspace(5) %v4, align 4
  %366 = add i32 %106, %73
  %367 = select i1 %74, i32 %366, i32 %106
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 2
  %370 = getelementptr i8, ptr addrspace(1) %4, i64 %369
  %371 = load i16, ptr addrspace(1) %370, align 2
  %372 = bitcast i16 %371 to half
  %373 = fpext half %372 to float
  %374 = load float, ptr addrspace(5) %v5, align 4
  %375 = fmul float %302, %373
  %376 = fmul float %374, %270
  %377 = fadd float %376, %375
  store float %377, ptr addrspace(5) %v5, align 4
  %378 = add i32 %106, %82
  %379 = select i1 %83, i32 %378, i32 %106
  %380 = sext i32 %379 to i64
  %381 = mul i64 %380, 2
  %382 = getelementptr i8, ptr addrspace(1) %4, i64 %381
  %383 = load i16, ptr addrspace(1) %382, align 2
  %384 = bitcast i16 %383 to half
  %385 = fpext half %384 to float
  %386 = load float, ptr addrspace(5) %v6, align 4
  %387 = fmul float %302, %385
  %388 = fmul float %386, %270
  %389 = fadd float %388, %387
  store float %389, ptr addrspace(5) %v6, align 4
  %390 = add i32 %106, %91
  %391 = select i1 %92, i32 %390, i32 %106
  %392 = sext i32 %391 to i64
  %393 = mul i64 %392, 2
  %394 = getelementptr i8, ptr addrspace(1) %4, i64 %393
  %395 = load i16, ptr addrspace(1) %394, align 2
  %396 = bitcast i16 %395 to half
  %397 = fpext half %396 to float
  %398 = load float, ptr addrspace(5) %v7, align 4
  %399 = fmul float %302, %397
  %400 = fmul float %398, %270
  %401 = fadd float %400, %399
  store float %401, ptr addrspace(5) %v7, align 4
  store float %238, ptr addrspace(5) %v8, align 4
  %402 = load i32, ptr addrspace(5) %v10, align 4
  %403 = add i32 %402, 4
  store i32 %403, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %404 = mul i32 %18, 256
  %405 = load float, ptr addrspace(5) %v, align 4
  br i1 %29, label %then, label %endif

then:                                             ; preds = %done
  %406 = add i32 %404, %28
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @lds1, i64 %408
  store float %405, ptr addrspace(3) %409, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %410 = load float, ptr addrspace(5) %v1, align 4
  br i1 %38, label %then11, label %endif12

then11:                                           ; preds = %endif
  %411 = add i32 %404, %37
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(3) @lds1, i64 %413
  store float %410, ptr addrspace(3) %414, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %415 = load float, ptr addrspace(5) %v2, align 4
  br i1 %47, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %416 = add i32 %404, %46
  %417 = sext i32 %416 to i64
  %418 = mul i64 %417, 4
  %419 = getelementptr i8, ptr addrspace(3) @lds1, i64 %418
  store float %415, ptr addrspace(3) %419, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %420 = load float, ptr addrspace(5) %v3, align 4
  br i1 %56, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %421 = add i32 %404, %55
  %422 = sext i32 %421 to i64
  %423 = mul i64 %422, 4
  %424 = getelementptr i8, ptr addrspace(3) @lds1, i64 %423
  store float %420, ptr addrspace(3) %424, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %425 = load float, ptr addrspace(5) %v4, align 4
  br i1 %65, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %426 = add i32 %404, %64
  %427 = sext i32 %426 to i64
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(3) @lds1, i64 %428
  store float %425, ptr addrspace(3) %429, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %430 = load float, ptr addrspace(5) %v5, align 4
  br i1 %74, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %431 = add i32 %404, %73
  %432 = sext i32 %431 to i64
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(3) @lds1, i64 %433
  store float %430, ptr addrspace(3) %434, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %435 = load float, ptr addrspace(5) %v6, align 4
  br i1 %83, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %436 = add i32 %404, %82
  %437 = sext i32 %436 to i64
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(3) @lds1, i64 %438
  store float %435, ptr addrspace(3) %439, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %440 = load float, ptr addrspace(5) %v7, align 4
  br i1 %92, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %441 = add i32 %404, %91
  %442 = sext i32 %441 to i64
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(3) @lds1, i64 %443
  store float %440, ptr addrspace(3) %444, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %445 = icmp eq i32 %16, 0
  %446 = load float, ptr addrspace(5) %v8, align 4
  %447 = load float, ptr addrspace(5) %v9, align 4
  br i1 %445, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %448 = mul i32 %18, 2
  %449 = sext i32 %448 to i64
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(3) @lds2, i64 %450
  store float %446, ptr addrspace(3) %451, align 4
  %452 = add i32 %448, 1
  %453 = sext i32 %452 to i64
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(3) @lds2, i64 %454
  store float %447, ptr addrspace(3) %455, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %456 = load float, ptr addrspace(3) @lds2, align 4
  %457 = fcmp ogt float %456, 0xFFF0000000000000
  %458 = select i1 %457, float %456, float 0xFFF0000000000000
  %459 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %460 = fcmp ogt float %459, %458
  %461 = select i1 %460, float %459, float %458
  %462 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %463 = fcmp ogt float %462, %461
  %464 = select i1 %463, float %462, float %461
  %465 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %466 = fcmp ogt float %465, %464
  %467 = select i1 %466, float %465, float %464
  %468 = fsub float %456, %467
  %469 = fmul float %468, 0x3FF7154760000000
  %470 = fcmp olt float %469, -1.260000e+02
  %471 = fcmp ogt float %469, 1.270000e+02
  %472 = select i1 %470, float -1.260000e+02, float %469
  %473 = select i1 %471, float 1.270000e+02, float %472
  %474 = fadd float %473, 5.000000e-01
  %475 = call float @llvm.floor.f32(float %474)
  %476 = fsub float %473, %475
  %477 = fmul float 0x3EEFFCBFC0000000, %476
  %478 = fadd float %477, 0x3F24309120000000
  %479 = fmul float %478, %476
  %480 = fadd float %479, 0x3F55D87FE0000000
  %481 = fmul float %480, %476
  %482 = fadd float %481, 0x3F83B2AB60000000
  %483 = fmul float %482, %476
  %484 = fadd float %483, 0x3FAC6B08E0000000
  %485 = fmul float %484, %476
  %486 = fadd float %485, 0x3FCEBFBE00000000
  %487 = fmul float %486, %476
  %488 = fadd float %487, 0x3FE62E4300000000
  %489 = fmul float %488, %476
  %490 = fadd float %489, 1.000000e+00
  %491 = fptosi float %475 to i32
  %492 = add i32 %491, 127
  %493 = shl i32 %492, 23
  %494 = bitcast i32 %493 to float
  %495 = fmul float %490, %494
  %496 = select i1 %470, float 0.000000e+00, float %495
  %497 = select i1 %471, float 0x7FF0000000000000, float %496
  %498 = fcmp uno float %469, %469
  %499 = select i1 %498, float %469, float %497
  %500 = fcmp oeq float %456, 0xFFF0000000000000
  %501 = select i1 %500, float 0.000000e+00, float %499
  %502 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %503 = fmul float %501, %502
  %504 = fadd float %503, 0.000000e+00
  %505 = fsub float %459, %467
  %506 = fmul float %505, 0x3FF7154760000000
  %507 = fcmp olt float %506, -1.260000e+02
  %508 = fcmp ogt float %506, 1.270000e+02
  %509 = select i1 %507, float -1.260000e+02, float %506
  %510 = select i1 %508, float 1.270000e+02, float %509
  %511 = fadd float %510, 5.000000e-01
  %512 = call float @llvm.floor.f32(float %511)
  %513 = fsub float %510, %512
  %514 = fmul float 0x3EEFFCBFC0000000, %513
  %515 = fadd float %514, 0x3F24309120000000
  %516 = fmul float %515, %513
  %517 = fadd float %516, 0x3F55D87FE0000000
  %518 = fmul float %517, %513
  %519 = fadd float %518, 0x3F83B2AB60000000
  %520 = fmul float %519, %513
  %521 = fadd float %520, 0x3FAC6B08E0000000
  %522 = fmul float %521, %513
  %523 = fadd float %522, 0x3FCEBFBE00000000
  %524 = fmul float %523, %513
  %525 = fadd float %524, 0x3FE62E4300000000
  %526 = fmul float %525, %513
  %527 = fadd float %526, 1.000000e+00
  %528 = fptosi float %512 to i32
  %529 = add i32 %528, 127
  %530 = shl i32 %529, 23
  %531 = bitcast i32 %530 to float
  %532 = fmul float %527, %531
  %533 = select i1 %507, float 0.000000e+00, float %532
  %534 = select i1 %508, float 0x7FF0000000000000, float %533
  %535 = fcmp uno float %506, %506
  %536 = select i1 %535, float %506, float %534
  %537 = fcmp oeq float %459, 0xFFF0000000000000
  %538 = select i1 %537, float 0.000000e+00, float %536
  %539 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %540 = fmul float %538, %539
  %541 = fadd float %540, %504
  %542 = fsub float %462, %467
  %543 = fmul float %542, 0x3FF7154760000000
  %544 = fcmp olt float %543, -1.260000e+02
  %545 = fcmp ogt float %543, 1.270000e+02
  %546 = select i1 %544, float -1.260000e+02, float %543
  %547 = select i1 %545, float 1.270000e+02, float %546
  %548 = fadd float %547, 5.000000e-01
  %549 = call float @llvm.floor.f32(float %548)
  %550 = fsub float %547, %549
  %551 = fmul float 0x3EEFFCBFC0000000, %550
  %552 = fadd float %551, 0x3F24309120000000
  %553 = fmul float %552, %550
  %554 = fadd float %553, 0x3F55D87FE0000000
  %555 = fmul float %554, %550
  %556 = fadd float %555, 0x3F83B2AB60000000
  %557 = fmul float %556, %550
  %558 = fadd float %557, 0x3FAC6B08E0000000
  %559 = fmul float %558, %550
  %560 = fadd float %559, 0x3FCEBFBE00000000
  %561 = fmul float %560, %550
  %562 = fadd float %561, 0x3FE62E4300000000
  %563 = fmul float %562, %550
  %564 = fadd float %563, 1.000000e+00
  %565 = fptosi float %549 to i32
  %566 = add i32 %565, 127
  %567 = shl i32 %566, 23
  %568 = bitcast i32 %567 to float
  %569 = fmul float %564, %568
  %570 = select i1 %544, float 0.000000e+00, float %569
  %571 = select i1 %545, float 0x7FF0000000000000, float %570
  %572 = fcmp uno float %543, %543
  %573 = select i1 %572, float %543, float %571
  %574 = fcmp oeq float %462, 0xFFF0000000000000
  %575 = select i1 %574, float 0.000000e+00, float %573
  %576 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %577 = fmul float %575, %576
  %578 = fadd float %577, %541
  %579 = fsub float %465, %467
  %580 = fmul float %579, 0x3FF7154760000000
  %581 = fcmp olt float %580, -1.260000e+02
  %582 = fcmp ogt float %580, 1.270000e+02
  %583 = select i1 %581, float -1.260000e+02, float %580
  %584 = select i1 %582, float 1.270000e+02, float %583
  %585 = fadd float %584, 5.000000e-01
  %586 = call float @llvm.floor.f32(float %585)
  %587 = fsub float %584, %586
  %588 = fmul float 0x3EEFFCBFC0000000, %587
  %589 = fadd float %588, 0x3F24309120000000
  %590 = fmul float %589, %587
  %591 = fadd float %590, 0x3F55D87FE0000000
  %592 = fmul float %591, %587
  %593 = fadd float %592, 0x3F83B2AB60000000
  %594 = fmul float %593, %587
  %595 = fadd float %594, 0x3FAC6B08E0000000
  %596 = fmul float %595, %587
  %597 = fadd float %596, 0x3FCEBFBE00000000
  %598 = fmul float %597, %587
  %599 = fadd float %598, 0x3FE62E4300000000
  %600 = fmul float %599, %587
  %601 = fadd float %600, 1.000000e+00
  %602 = fptosi float %586 to i32
  %603 = add i32 %602, 127
  %604 = shl i32 %603, 23
  %605 = bitcast i32 %604 to float
  %606 = fmul float %601, %605
  %607 = select i1 %581, float 0.000000e+00, float %606
  %608 = select i1 %582, float 0x7FF0000000000000, float %607
  %609 = fcmp uno float %580, %580
  %610 = select i1 %609, float %580, float %608
  %611 = fcmp oeq float %465, 0xFFF0000000000000
  %612 = select i1 %611, float 0.000000e+00, float %610
  %613 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %614 = fmul float %612, %613
  %615 = fadd float %614, %578
  %616 = mul i32 %19, %10
  %617 = add i32 %616, %20
  %618 = mul i32 %617, %7
  store i32 %14, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %619 = load i32, ptr addrspace(5) %v27, align 4
  %620 = icmp slt i32 %619, %7
  br i1 %620, label %body29, label %done30

body29:                                           ; preds = %loop28
  %621 = load i32, ptr addrspace(5) %v27, align 4
  %622 = add i32 0, %621
  %623 = sext i32 %622 to i64
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(3) @lds1, i64 %624
  %626 = load float, ptr addrspace(3) %625, align 4
  %627 = fmul float %501, %626
  %628 = fadd float %627, 0.000000e+00
  %629 = add i32 256, %621
  %630 = sext i32 %629 to i64
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(3) @lds1, i64 %631
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = fmul float %538, %633
  %635 = fadd float %634, %628
  %636 = add i32 512, %621
  %637 = sext i32 %636 to i64
  %638 = mul i64 %637, 4
  %639 = getelementptr i8, ptr addrspace(3) @lds1, i64 %638
  %640 = load float, ptr addrspace(3) %639, align 4
  %641 = fmul float %575, %640
  %642 = fadd float %641, %635
  %643 = add i32 768, %621
  %644 = sext i32 %643 to i64
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr addrspace(3) @lds1, i64 %645
  %647 = load float, ptr addrspace(3) %646, align 4
  %648 = fmul float %612, %647
  %649 = fadd float %648, %642
  %650 = add i32 %618, %621
  %651 = sext i32 %650 to i64
  %652 = mul i64 %651, 4
  %653 = getelementptr i8, ptr addrspace(1) %0, i64 %652
  store float %649, ptr addrspace(1) %653, align 4
  %654 = load i32, ptr addrspace(5) %v27, align 4
  %655 = add i32 %654, 128
  store i32 %655, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %656 = icmp eq i32 %14, 0
  br i1 %656, label %then31, label %endif32

then31:                                           ; preds = %done30
  %657 = mul i32 %617, 2
  %658 = sext i32 %657 to i64
  %659 = mul i64 %658, 4
  %660 = getelementptr i8, ptr addrspace(1) %1, i64 %659
  store float %467, ptr addrspace(1) %660, align 4
  %661 = add i32 %657, 1
  %662 = sext i32 %661 to i64
  %663 = mul i64 %662, 4
  %664 = getelementptr i8, ptr addrspace(1) %1, i64 %663
  store float %615, ptr addrspace(1) %664, align 4
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
