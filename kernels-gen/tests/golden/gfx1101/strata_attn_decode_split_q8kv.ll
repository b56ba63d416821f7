; ModuleID = 'strata_attn_decode_split_q8kv'
source_filename = "strata_attn_decode_split_q8kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, ptr addrspace(1) noalias %12, ptr addrspace(1) noalias %13) #0 {
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
  %14 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  %21 = call i32 @llvm.amdgcn.workgroup.id.x()
  %22 = call i32 @llvm.amdgcn.workgroup.id.y()
  %23 = udiv i32 %5, %6
  %24 = udiv i32 %21, %23
  %25 = mul i32 %6, %7
  %26 = add i32 %25, 63
  %27 = udiv i32 %26, 64
  %28 = mul i32 %6, %7
  %29 = add i32 %28, 63
  %30 = udiv i32 %29, 64
  %31 = mul i32 %22, %9
  %32 = add i32 %31, %9
  %33 = icmp slt i32 %32, %15
  %34 = select i1 %33, i32 %32, i32 %15
  %35 = mul i32 %21, %7
  %36 = add i32 %18, 0
  %37 = icmp slt i32 %36, %7
  %38 = add i32 %35, %36
  %39 = select i1 %37, i32 %38, i32 0
  %40 = sext i32 %39 to i64
  %41 = mul i64 %40, 4
  %42 = getelementptr i8, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = select i1 %37, float %43, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %45 = add i32 %18, 32
  %46 = icmp slt i32 %45, %7
  %47 = add i32 %35, %45
  %48 = select i1 %46, i32 %47, i32 0
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = select i1 %46, float %52, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %54 = add i32 %18, 64
  %55 = icmp slt i32 %54, %7
  %56 = add i32 %35, %54
  %57 = select i1 %55, i32 %56, i32 0
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) %2, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = select i1 %55, float %61, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %63 = add i32 %18, 96
  %64 = icmp slt i32 %63, %7
  %65 = add i32 %35, %63
  %66 = select i1 %64, i32 %65, i32 0
  %67 = sext i32 %66 to i64
  %68 = mul i64 %67, 4
  %69 = getelementptr i8, ptr addrspace(1) %2, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = select i1 %64, float %70, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %72 = add i32 %18, 128
  %73 = icmp slt i32 %72, %7
  %74 = add i32 %35, %72
  %75 = select i1 %73, i32 %74, i32 0
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) %2, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = select i1 %73, float %79, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %81 = add i32 %18, 160
  %82 = icmp slt i32 %81, %7
  %83 = add i32 %35, %81
  %84 = select i1 %82, i32 %83, i32 0
  %85 = sext i32 %84 to i64
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %2, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4
  %89 = select i1 %82, float %88, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %90 = add i32 %18, 192
  %91 = icmp slt i32 %90, %7
  %92 = add i32 %35, %90
  %93 = select i1 %91, i32 %92, i32 0
  %94 = sext i32 %93 to i64
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr addrspace(1) %2, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = select i1 %91, float %97, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %99 = add i32 %18, 224
  %100 = icmp slt i32 %99, %7
  %101 = add i32 %35, %99
  %102 = select i1 %100, i32 %101, i32 0
  %103 = sext i32 %102 to i64
  %104 = mul i64 %103, 4
  %105 = getelementptr i8, ptr addrspace(1) %2, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = select i1 %100, float %106, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  %108 = mul i32 %24, %7
  %109 = add i32 %108, %36
  %110 = select i1 %37, i32 %109, i32 %108
  %111 = lshr i32 %110, 6
  %112 = add i32 %108, %45
  %113 = select i1 %46, i32 %112, i32 %108
  %114 = lshr i32 %113, 6
  %115 = add i32 %108, %54
  %116 = select i1 %55, i32 %115, i32 %108
  %117 = lshr i32 %116, 6
  %118 = add i32 %108, %63
  %119 = select i1 %64, i32 %118, i32 %108
  %120 = lshr i32 %119, 6
  %121 = add i32 %108, %72
  %122 = select i1 %73, i32 %121, i32 %108
  %123 = lshr i32 %122, 6
  %124 = add i32 %108, %81
  %125 = select i1 %82, i32 %124, i32 %108
  %126 = lshr i32 %125, 6
  %127 = add i32 %108, %90
  %128 = select i1 %91, i32 %127, i32 %108
  %129 = lshr i32 %128, 6
  %130 = add i32 %108, %99
  %131 = select i1 %100, i32 %130, i32 %108
  %132 = lshr i32 %131, 6
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %133 = add i32 %31, %20
  store i32 %133, ptr addrspace(5) %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %134 = load i32, ptr addrspace(5) %v10, align 4
  %135 = icmp slt i32 %134, %34
  br i1 %135, label %body, label %done

body:                                             ; preds = %loop
  %136 = load i32, ptr addrspace(5) %v10, align 4
  %137 = mul i32 %136, %6
  %138 = add i32 %137, %24
  %139 = mul i32 %138, %7
  %140 = add i32 %139, %36
  %141 = select i1 %37, i32 %140, i32 %139
  %142 = sext i32 %141 to i64
  %143 = getelementptr i8, ptr addrspace(1) %3, i64 %142
  %144 = load i8, ptr addrspace(1) %143, align 1
  %145 = sext i8 %144 to i32
  %146 = sitofp i32 %145 to float
  %147 = mul i32 %136, %27
  %148 = add i32 %147, %111
  %149 = sext i32 %148 to i64
  %150 = mul i64 %149, 2
  %151 = getelementptr i8, ptr addrspace(1) %12, i64 %150
  %152 = load i16, ptr addrspace(1) %151, align 2
  %153 = bitcast i16 %152 to half
  %154 = fpext half %153 to float
  %155 = fmul float %146, %154
  %156 = fmul float %44, %155
  %157 = select i1 %37, float %156, float 0.000000e+00
  %158 = fadd float 0.000000e+00, %157
  %159 = add i32 %139, %45
  %160 = select i1 %46, i32 %159, i32 %139
  %161 = sext i32 %160 to i64
  %162 = getelementptr i8, ptr addrspace(1) %3, i64 %161
  %163 = load i8, ptr addrspace(1) %162, align 1
  %164 = sext i8 %163 to i32
  %165 = sitofp i32 %164 to float
  %166 = mul i32 %136, %27
  %167 = add i32 %166, %114
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 2
  %170 = getelementptr i8, ptr addrspace(1) %12, i64 %169
  %171 = load i16, ptr addrspace(1) %170, align 2
  %172 = bitcast i16 %171 to half
  %173 = fpext half %172 to float
  %174 = fmul float %165, %173
  %175 = fmul float %53, %174
  %176 = select i1 %46, float %175, float 0.000000e+00
  %177 = fadd float %158, %176
  %178 = add i32 %139, %54
  %179 = select i1 %55, i32 %178, i32 %139
  %180 = sext i32 %179 to i64
  %181 = getelementptr i8, ptr addrspace(1) %3, i64 %180
  %182 = load i8, ptr addrspace(1) %181, align 1
  %183 = sext i8 %182 to i32
  %184 = sitofp i32 %183 to float
  %185 = mul i32 %136, %27
  %186 = add i32 %185, %117
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 2
  %189 = getelementptr i8, ptr addrspace(1) %12, i64 %188
  %190 = load i16, ptr addrspace(1) %189, align 2
  %191 = bitcast i16 %190 to half
  %192 = fpext half %191 to float
  %193 = fmul float %184, %192
  %194 = fmul float %62, %193
  %195 = select i1 %55, float %194, float 0.000000e+00
  %196 = fadd float %177, %195
  %197 = add i32 %139, %63
  %198 = select i1 %64, i32 %197, i32 %139
  %199 = sext i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(1) %3, i64 %199
  %201 = load i8, ptr addrspace(1) %200, align 1
  %202 = sext i8 %201 to i32
  %203 = sitofp i32 %202 to float
  %204 = mul i32 %136, %27
  %205 = add i32 %204, %120
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 2
  %208 = getelementptr i8, ptr addrspace(1) %12, i64 %207
  %209 = load i16, ptr addrspace(1) %208, align 2
  %210 = bitcast i16 %209 to half
  %211 = fpext half %210 to float
  %212 = fmul float %203, %211
  %213 = fmul float %71, %212
  %214 = select i1 %64, float %213, float 0.000000e+00
  %215 = fadd float %196, %214
  %216 = add i32 %139, %72
  %217 = select i1 %73, i32 %216, i32 %139
  %218 = sext i32 %217 to i64
  %219 = getelementptr i8, ptr addrspace(1) %3, i64 %218
  %220 = load i8, ptr addrspace(1) %219, align 1
  %221 = sext i8 %220 to i32
  %222 = sitofp i32 %221 to float
  %223 = mul i32 %136, %27
  %224 = add i32 %223, %123
  %225 = sext i32 %224 to i64
  %226 = mul i64 %225, 2
  %227 = getelementptr i8, ptr addrspace(1) %12, i64 %226
  %228 = load i16, ptr addrspace(1) %227, align 2
  %229 = bitcast i16 %228 to half
  %230 = fpext half %229 to float
  %231 = fmul float %222, %230
  %232 = fmul float %80, %231
  %233 = select i1 %73, float %232, float 0.000000e+00
  %234 = fadd float %215, %233
  %235 = add i32 %139, %81
  %236 = select i1 %82, i32 %235, i32 %139
  %237 = sext i32 %236 to i64
  %238 = getelementptr i8, ptr addrspace(1) %3, i64 %237
  %239 = load i8, ptr addrspace(1) %238, align 1
  %240 = sext i8 %239 to i32
  %241 = sitofp i32 %240 to float
  %242 = mul i32 %136, %27
  %243 = add i32 %242, %126
  %244 = sext i32 %243 to i64
  %245 = mul i64 %244, 2
  %246 = getelementptr i8, ptr addrspace(1) %12, i64 %245
  %247 = load i16, ptr addrspace(1) %246, align 2
  %248 = bitcast i16 %247 to half
  %249 = fpext half %248 to float
  %250 = fmul float %241, %249
  %251 = fmul float %89, %250
  %252 = select i1 %82, float %251, float 0.000000e+00
  %253 = fadd float %234, %252
  %254 = add i32 %139, %90
  %255 = select i1 %91, i32 %254, i32 %139
  %256 = sext i32 %255 to i64
  %257 = getelementptr i8, ptr addrspace(1) %3, i64 %256
  %258 = load i8, ptr addrspace(1) %257, align 1
  %259 = sext i8 %258 to i32
  %260 = sitofp i32 %259 to float
  %261 = mul i32 %136, %27
  %262 = add i32 %261, %129
  %263 = sext i32 %262 to i64
  %264 = mul i64 %263, 2
  %265 = getelementptr i8, ptr addrspace(1) %12, i64 %264
  %266 = load i16, ptr addrspace(1) %265, align 2
  %267 = bitcast i16 %266 to half
  %268 = fpext half %267 to float
  %269 = fmul float %260, %268
  %270 = fmul float %98, %269
  %271 = select i1 %91, float %270, float 0.000000e+00
  %272 = fadd float %253, %271
  %273 = add i32 %139, %99
  %274 = select i1 %100, i32 %273, i32 %139
  %275 = sext i32 %274 to i64
  %276 = getelementptr i8, ptr addrspace(1) %3, i64 %275
  %277 = load i8, ptr addrspace(1) %276, align 1
  %278 = sext i8 %277 to i32
  %279 = sitofp i32 %278 to float
  %280 = mul i32 %136, %27
  %281 = add i32 %280, %132
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 2
  %284 = getelementptr i8, ptr addrspace(1) %12, i64 %283
  %285 = load i16, ptr addrspace(1) %284, align 2
  %286 = bitcast i16 %285 to half
  %287 = fpext half %286 to float
  %288 = fmul float %279, %287
  %289 = fmul float %107, %288
  %290 = select i1 %100, float %289, float 0.000000e+00
  %291 = fadd float %272, %290
  %292 = bitcast float %291 to i32
  %293 = call i32 @llvm.amdgcn.workitem.id.x()
  %294 = and i32 %293, 31
  %295 = xor i32 %294, 16
  %296 = shl i32 %295, 2
  %297 = call i32 @llvm.amdgcn.ds.bpermute(i32 %296, i32 %292)
  %298 = bitcast i32 %297 to float
  %299 = fadd float %291, %298
  %300 = bitcast float %299 to i32
  %301 = call i32 @llvm.amdgcn.workitem.id.x()
  %302 = and i32 %301, 31
  %303 = xor i32 %302, 8
  %304 = shl i32 %303, 2
  %305 = call i32 @llvm.amdgcn.ds.bpermute(i32 %304, i32 %300)
  %306 = bitcast i32 %305 to float
  %307 = fadd float %299, %306
  %308 = bitcast float %307 to i32
  %309 = call i32 @llvm.amdgcn.workitem.id.x()
  %310 = and i32 %309, 31
  %311 = xor i32 %310, 4
  %312 = shl i32 %311, 2
  %313 = call i32 @llvm.amdgcn.ds.bpermute(i32 %312, i32 %308)
  %314 = bitcast i32 %313 to float
  %315 = fadd float %307, %314
  %316 = bitcast float %315 to i32
  %317 = call i32 @llvm.amdgcn.workitem.id.x()
  %318 = and i32 %317, 31
  %319 = xor i32 %318, 2
  %320 = shl i32 %319, 2
  %321 = call i32 @llvm.amdgcn.ds.bpermute(i32 %320, i32 %316)
  %322 = bitcast i32 %321 to float
  %323 = fadd float %315, %322
  %324 = bitcast float %323 to i32
  %325 = call i32 @llvm.amdgcn.workitem.id.x()
  %326 = and i32 %325, 31
  %327 = xor i32 %326, 1
  %328 = shl i32 %327, 2
  %329 = call i32 @llvm.amdgcn.ds.bpermute(i32 %328, i32 %324)
  %330 = bitcast i32 %329 to float
  %331 = fadd float %323, %330
  %332 = fmul float %331, %11
  %333 = load float, ptr addrspace(5) %v8, align 4
  %334 = fcmp ogt float %332, %333
  %335 = select i1 %334, float %332, float %333
  %336 = fsub float %333, %335
  %337 = fmul float %336, 0x3FF7154760000000
  %338 = fcmp olt float %337, -1.260000e+02
  %339 = fcmp ogt float %337, 1.270000e+02
  %340 = select i1 %338, float -1.260000e+02, float %337
  %341 = select i1 %339, float 1.270000e+02, float %340
  %342 = fadd float %341, 5.000000e-01
  %343 = call float @llvm.floor.f32(float %342)
  %344 = fsub float %341, %343
  %345 = fmul float 0x3EEFFCBFC0000000, %344
  %346 = fadd float %345, 0x3F24309120000000
  %347 = fmul float %346, %344
  %348 = fadd float %347, 0x3F55D87FE0000000
  %349 = fmul float %348, %344
  %350 = fadd float %349, 0x3F83B2AB60000000
  %351 = fmul float %350, %344
  %352 = fadd float %351, 0x3FAC6B08E0000000
  %353 = fmul float %352, %344
  %354 = fadd float %353, 0x3FCEBFBE00000000
  %355 = fmul float %354, %344
  %356 = fadd float %355, 0x3FE62E4300000000
  %357 = fmul float %356, %344
  %358 = fadd float %357, 1.000000e+00
  %359 = fptosi float %343 to i32
  %360 = add i32 %359, 127
  %361 = shl i32 %360, 23
  %362 = bitcast i32 %361 to float
  %363 = fmul float %358, %362
  %364 = select i1 %338, float 0.000000e+00, float %363
  %365 = select i1 %339, float 0x7FF0000000000000, float %364
  %366 = fcmp uno float %337, %337
  %367 = select i1 %366, float %337, float %365
  %368 = fsub float %332, %335
  %369 = fmul float %368, 0x3FF7154760000000
  %370 = fcmp olt float %369, -1.260000e+02
  %371 = fcmp ogt float %369, 1.270000e+02
  %372 = select i1 %370, float -1.260000e+02, float %369
  %373 = select i1 %371, float 1.270000e+02, float %372
  %374 = fadd float %373, 5.000000e-01
  %375 = call float @llvm.floor.f32(float %374)
  %376 = fsub float %373, %375
  %377 = fmul float 0x3EEFFCBFC0000000, %376
  %378 = fadd float %377, 0x3F24309120000000
  %379 = fmul float %378, %376
  %380 = fadd float %379, 0x3F55D87FE0000000
  %381 = fmul float %380, %376
  %382 = fadd float %381, 0x3F83B2AB60000000
  %383 = fmul float %382, %376
  %384 = fadd float %383, 0x3FAC6B08E0000000
  %385 = fmul float %384, %376
  %386 = fadd float %385, 0x3FCEBFBE00000000
  %387 = fmul float %386, %376
  %388 = fadd float %387, 0x3FE62E4300000000
  %389 = fmul float %388, %376
  %390 = fadd float %389, 1.000000e+00
  %391 = fptosi float %375 to i32
  %392 = add i32 %391, 127
  %393 = shl i32 %392, 23
  %394 = bitcast i32 %393 to float
  %395 = fmul float %390, %394
  %396 = select i1 %370, float 0.000000e+00, float %395
  %397 = select i1 %371, float 0x7FF0000000000000, float %396
  %398 = fcmp uno float %369, %369
  %399 = select i1 %398, float %369, float %397
  %400 = load float, ptr addrspace(5) %v9, align 4
  %401 = fmul float %400, %367
  %402 = fadd float %401, %399
  store float %402, ptr addrspace(5) %v9, align 4
  %403 = add i32 %139, %36
  %404 = select i1 %37, i32 %403, i32 %139
  %405 = sext i32 %404 to i64
  %406 = getelementptr i8, ptr addrspace(1) %4, i64 %405
  %407 = load i8, ptr addrspace(1) %406, align 1
  %408 = sext i8 %407 to i32
  %409 = sitofp i32 %408 to float
  %410 = mul i32 %136, %30
  %411 = add i32 %410, %111
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 2
  %414 = getelementptr i8, ptr addrspace(1) %13, i64 %413
  %415 = load i16, ptr addrspace(1) %414, align 2
  %416 = bitcast i16 %415 to half
  %417 = fpext half %416 to float
  %418 = fmul float %409, %417
  %419 = load float, ptr addrspace(5) %v, align 4
  %420 = fmul float %399, %418
  %421 = fmul float %419, %367
  %422 = fadd float %421, %420
  store float %422, ptr addrspace(5) %v, align 4
  %423 = add i32 %139, %45
  %424 = select i1 %46, i32 %423, i32 %139
  %425 = sext i32 %424 to i64
  %426 = getelementptr i8, ptr addrspace(1) %4, i64 %425
  %427 = load i8, ptr addrspace(1) %426, align 1
  %428 = sext i8 %427 to i32
  %429 = sitofp i32 %428 to float
  %430 = mul i32 %136, %30
  %431 = add i32 %430, %114
  %432 = sext i32 %431 to i64
  %433 = mul i64 %432, 2
  %434 = getelementptr i8, ptr addrspace(1) %13, i64 %433
  %435 = load i16, ptr addrspace(1) %434, align 2
  %436 = bitcast i16 %435 to half
  %437 = fpext half %436 to float
  %438 = fmul float %429, %437
  %439 = load float, ptr addrspace(5) %v1, align 4
  %440 = fmul float %399, %438
  %441 = fmul float %439, %367
  %442 = fadd float %441, %440
  store float %442, ptr addrspace(5) %v1, align 4
  %443 = add i32 %139, %54
  %444 = select i1 %55, i32 %443, i32 %139
  %445 = sext i32 %444 to i64
  %446 = getelementptr i8, ptr addrspace(1) %4, i64 %445
  %447 = load i8, ptr addrspace(1) %446, align 1
  %448 = sext i8 %447 to i32
  %449 = sitofp i32 %448 to float
  %450 = mul i32 %136, %30
  %451 = add i32 %450, %117
  %452 = sext i32 %451 to i64
  %453 = mul i64 %452, 2
  %454 = getelementptr i8, ptr addrspace(1) %13, i64 %453
  %455 = load i16, ptr addrspace(1) %454, align 2
  %456 = bitcast i16 %455 to half
  %457 = fpext half %456 to float
  %458 = fmul float %449, %457
  %459 = load float, ptr addrspace(5) %v2, align 4
  %460 = fmul float %399, %458
  %461 = fmul float %459, %367
  %462 = fadd float %461, %460
  store float %462, ptr addrspace(5) %v2, align 4
  %463 = add i32 %139, %63
  %464 = select i1 %64, i32 %463, i32 %139
  %465 = sext i32 %464 to i64
  %466 = getelementptr i8, ptr addrspace(1) %4, i64 %465
  %467 = load i8, ptr addrspace(1) %466, align 1
  %468 = sext i8 %467 to i32
  %469 = sitofp i32 %468 to float
  %470 = mul i32 %136, %30
  %471 = add i32 %470, %120
  %472 = sext i32 %471 to i64
  %473 = mul i64 %472, 2
  %474 = getelementptr i8, ptr addrspace(1) %13, i64 %473
  %475 = load i16, ptr addrspace(1) %474, align 2
  %476 = bitcast i16 %475 to half
  %477 = fpext half %476 to float
  %478 = fmul float %469, %477
  %479 = load float, ptr addrspace(5) %v3, align 4
  %480 = fmul float %399, %478
  %481 = fmul float %479, %367
  %482 = fadd float %481, %480
  store float %482, ptr addrspace(5) %v3, align 4
  %483 = add i32 %139, %72
  %484 = select i1 %73, i32 %483, i32 %139
  %485 = sext i32 %484 to i64
  %486 = getelementptr i8, ptr addrspace(1) %4, i64 %485
  %487 = load i8, ptr addrspace(1) %486, align 1
  %488 = sext i8 %487 to i32
  %489 = sitofp i32 %488 to float
  %490 = mul i32 %136, %30
  %491 = add i32 %490, %123
  %492 = sext i32 %491 to i64
  %493 = mul i64 %492, 2
  %494 = getelementptr i8, ptr addrspace(1) %13, i64 %493
  %495 = load i16, ptr addrspace(1) %494, align 2
  %496 = bitcast i16 %495 to half
  %497 = fpext half %496 to float
  %498 = fmul float %489, %497
  %499 = load float, ptr addrspace(5) %v4, align 4
  %500 = fmul float %399, %498
  %501 = fmul float %499, %367
  %502 = fadd float %501, %500
  store float %502, ptr addrspace(5) %v4, align 4
  %503 = add i32 %139, %81
  %504 = select i1 %82, i32 %503, i32 %139
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %4, i64 %505
  %507 = load i8, ptr addrspace(1) %506, align 1
  %508 = sext i8 %507 to i32
  %509 = sitofp i32 %508 to float
  %510 = mul i32 %136, %30
  %511 = add i32 %510, %126
  %512 = sext i32 %511 to i64
  %513 = mul i64 %512, 2
  %514 = getelementptr i8, ptr addrspace(1) %13, i64 %513
  %515 = load i16, ptr addrspace(1) %514, align 2
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  %518 = fmul float %509, %517
  %519 = load float, ptr addrspace(5) %v5, align 4
  %520 = fmul float %399, %518
  %521 = fmul float %519, %367
  %522 = fadd float %521, %520
  store float %522, ptr addrspace(5) %v5, align 4
  %523 = add i32 %139, %90
  %524 = select i1 %91, i32 %523, i32 %139
  %525 = sext i32 %524 to i64
  %526 = getelementptr i8, ptr addrspace(1) %4, i64 %525
  %527 = load i8, ptr addrspace(1) %526, align 1
  %528 = sext i8 %527 to i32
  %529 = sitofp i32 %528 to float
  %530 = mul i32 %136, %30
  %531 = add i32 %530, %129
  %532 = sext i32 %531 to i64
  %533 = mul i64 %532, 2
  %534 = getelementptr i8, ptr addrspace(1) %13, i64 %533
  %535 = load i16, ptr addrspace(1) %534, align 2
  %536 = bitcast i16 %535 to half
  %537 = fpext half %536 to float
  %538 = fmul float %529, %537
  %539 = load float, ptr addrspace(5) %v6, align 4
  %540 = fmul float %399, %538
  %541 = fmul float %539, %367
  %542 = fadd float %541, %540
  store float %542, ptr addrspace(5) %v6, align 4
  %543 = add i32 %139, %99
  %544 = select i1 %100, i32 %543, i32 %139
  %545 = sext i32 %544 to i64
  %546 = getelementptr i8, ptr addrspace(1) %4, i64 %545
  %547 = load i8, ptr addrspace(1) %546, align 1
  %548 = sext i8 %547 to i32
  %549 = sitofp i32 %548 to float
  %550 = mul i32 %136, %30
  %551 = add i32 %550, %132
  %552 = sext i32 %551 to i64
  %553 = mul i64 %552, 2
  %554 = getelementptr i8, ptr addrspace(1) %13, i64 %553
  %555 = load i16, ptr addrspace(1) %554, align 2
  %556 = bitcast i16 %555 to half
  %557 = fpext half %556 to float
  %558 = fmul float %549, %557
  %559 = load float, ptr addrspace(5) %v7, align 4
  %560 = fmul float %399, %558
  %561 = fmul float %559, %367
  %562 = fadd float %561, %560
  store float %562, ptr addrspace(5) %v7, align 4
  store float %335, ptr addrspace(5) %v8, align 4
  %563 = load i32, ptr addrspace(5) %v10, align 4
  %564 = add i32 %563, 4
  store i32 %564, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %565 = mul i32 %20, 256
  %566 = load float, ptr addrspace(5) %v, align 4
  br i1 %37, label %then, label %endif

then:                                             ; preds = %done
  %567 = add i32 %565, %36
  %568 = sext i32 %567 to i64
  %569 = mul i64 %568, 4
  %570 = getelementptr i8, ptr addrspace(3) @lds1, i64 %569
  store float %566, ptr addrspace(3) %570, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %571 = load float, ptr addrspace(5) %v1, align 4
  br i1 %46, label %then11, label %endif12

then11:                                           ; preds = %endif
  %572 = add i32 %565, %45
  %573 = sext i32 %572 to i64
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr addrspace(3) @lds1, i64 %574
  store float %571, ptr addrspace(3) %575, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %576 = load float, ptr addrspace(5) %v2, align 4
  br i1 %55, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %577 = add i32 %565, %54
  %578 = sext i32 %577 to i64
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @lds1, i64 %579
  store float %576, ptr addrspace(3) %580, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %581 = load float, ptr addrspace(5) %v3, align 4
  br i1 %64, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %582 = add i32 %565, %63
  %583 = sext i32 %582 to i64
  %584 = mul i64 %583, 4
  %585 = getelementptr i8, ptr addrspace(3) @lds1, i64 %584
  store float %581, ptr addrspace(3) %585, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %586 = load float, ptr addrspace(5) %v4, align 4
  br i1 %73, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %587 = add i32 %565, %72
  %588 = sext i32 %587 to i64
  %589 = mul i64 %588, 4
  %590 = getelementptr i8, ptr addrspace(3) @lds1, i64 %589
  store float %586, ptr addrspace(3) %590, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %591 = load float, ptr addrspace(5) %v5, align 4
  br i1 %82, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %592 = add i32 %565, %81
  %593 = sext i32 %592 to i64
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(3) @lds1, i64 %594
  store float %591, ptr addrspace(3) %595, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %596 = load float, ptr addrspace(5) %v6, align 4
  br i1 %91, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %597 = add i32 %565, %90
  %598 = sext i32 %597 to i64
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(3) @lds1, i64 %599
  store float %596, ptr addrspace(3) %600, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %601 = load float, ptr addrspace(5) %v7, align 4
  br i1 %100, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %602 = add i32 %565, %99
  %603 = sext i32 %602 to i64
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr addrspace(3) @lds1, i64 %604
  store float %601, ptr addrspace(3) %605, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %606 = icmp eq i32 %18, 0
  %607 = load float, ptr addrspace(5) %v8, align 4
  %608 = load float, ptr addrspace(5) %v9, align 4
  br i1 %606, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %609 = mul i32 %20, 2
  %610 = sext i32 %609 to i64
  %611 = mul i64 %610, 4
  %612 = getelementptr i8, ptr addrspace(3) @lds2, i64 %611
  store float %607, ptr addrspace(3) %612, align 4
  %613 = add i32 %609, 1
  %614 = sext i32 %613 to i64
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr addrspace(3) @lds2, i64 %615
  store float %608, ptr addrspace(3) %616, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %617 = load float, ptr addrspace(3) @lds2, align 4
  %618 = fcmp ogt float %617, 0xFFF0000000000000
  %619 = select i1 %618, float %617, float 0xFFF0000000000000
  %620 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %621 = fcmp ogt float %620, %619
  %622 = select i1 %621, float %620, float %619
  %623 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %624 = fcmp ogt float %623, %622
  %625 = select i1 %624, float %623, float %622
  %626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %627 = fcmp ogt float %626, %625
  %628 = select i1 %627, float %626, float %625
  %629 = fsub float %617, %628
  %630 = fmul float %629, 0x3FF7154760000000
  %631 = fcmp olt float %630, -1.260000e+02
  %632 = fcmp ogt float %630, 1.270000e+02
  %633 = select i1 %631, float -1.260000e+02, float %630
  %634 = select i1 %632, float 1.270000e+02, float %633
  %635 = fadd float %634, 5.000000e-01
  %636 = call float @llvm.floor.f32(float %635)
  %637 = fsub float %634, %636
  %638 = fmul float 0x3EEFFCBFC0000000, %637
  %639 = fadd float %638, 0x3F24309120000000
  %640 = fmul float %639, %637
  %641 = fadd float %640, 0x3F55D87FE0000000
  %642 = fmul float %641, %637
  %643 = fadd float %642, 0x3F83B2AB60000000
  %644 = fmul float %643, %637
  %645 = fadd float %644, 0x3FAC6B08E0000000
  %646 = fmul float %645, %637
  %647 = fadd float %646, 0x3FCEBFBE00000000
  %648 = fmul float %647, %637
  %649 = fadd float %648, 0x3FE62E4300000000
  %650 = fmul float %649, %637
  %651 = fadd float %650, 1.000000e+00
  %652 = fptosi float %636 to i32
  %653 = add i32 %652, 127
  %654 = shl i32 %653, 23
  %655 = bitcast i32 %654 to float
  %656 = fmul float %651, %655
  %657 = select i1 %631, float 0.000000e+00, float %656
  %658 = select i1 %632, float 0x7FF0000000000000, float %657
  %659 = fcmp uno float %630, %630
  %660 = select i1 %659, float %630, float %658
  %661 = fcmp oeq float %617, 0xFFF0000000000000
  %662 = select i1 %661, float 0.000000e+00, float %660
  %663 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %664 = fmul float %662, %663
  %665 = fadd float %664, 0.000000e+00
  %666 = fsub float %620, %628
  %667 = fmul float %666, 0x3FF7154760000000
  %668 = fcmp olt float %667, -1.260000e+02
  %669 = fcmp ogt float %667, 1.270000e+02
  %670 = select i1 %668, float -1.260000e+02, float %667
  %671 = select i1 %669, float 1.270000e+02, float %670
  %672 = fadd float %671, 5.000000e-01
  %673 = call float @llvm.floor.f32(float %672)
  %674 = fsub float %671, %673
  %675 = fmul float 0x3EEFFCBFC0000000, %674
  %676 = fadd float %675, 0x3F24309120000000
  %677 = fmul float %676, %674
  %678 = fadd float %677, 0x3F55D87FE0000000
  %679 = fmul float %678, %674
  %680 = fadd float %679, 0x3F83B2AB60000000
  %681 = fmul float %680, %674
  %682 = fadd float %681, 0x3FAC6B08E0000000
  %683 = fmul float %682, %674
  %684 = fadd float %683, 0x3FCEBFBE00000000
  %685 = fmul float %684, %674
  %686 = fadd float %685, 0x3FE62E4300000000
  %687 = fmul float %686, %674
  %688 = fadd float %687, 1.000000e+00
  %689 = fptosi float %673 to i32
  %690 = add i32 %689, 127
  %691 = shl i32 %690, 23
  %692 = bitcast i32 %691 to float
  %693 = fmul float %688, %692
  %694 = select i1 %668, float 0.000000e+00, float %693
  %695 = select i1 %669, float 0x7FF0000000000000, float %694
  %696 = fcmp uno float %667, %667
  %697 = select i1 %696, float %667, float %695
  %698 = fcmp oeq float %620, 0xFFF0000000000000
  %699 = select i1 %698, float 0.000000e+00, float %697
  %700 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %701 = fmul float %699, %700
  %702 = fadd float %701, %665
  %703 = fsub float %623, %628
  %704 = fmul float %703, 0x3FF7154760000000
  %705 = fcmp olt float %704, -1.260000e+02
  %706 = fcmp ogt float %704, 1.270000e+02
  %707 = select i1 %705, float -1.260000e+02, float %704
  %708 = select i1 %706, float 1.270000e+02, float %707
  %709 = fadd float %708, 5.000000e-01
  %710 = call float @llvm.floor.f32(float %709)
  %711 = fsub float %708, %710
  %712 = fmul float 0x3EEFFCBFC0000000, %711
  %713 = fadd float %712, 0x3F24309120000000
  %714 = fmul float %713, %711
  %715 = fadd float %714, 0x3F55D87FE0000000
  %716 = fmul float %715, %711
  %717 = fadd float %716, 0x3F83B2AB60000000
  %718 = fmul float %717, %711
  %719 = fadd float %718, 0x3FAC6B08E0000000
  %720 = fmul float %719, %711
  %721 = fadd float %720, 0x3FCEBFBE00000000
  %722 = fmul float %721, %711
  %723 = fadd float %722, 0x3FE62E4300000000
  %724 = fmul float %723, %711
  %725 = fadd float %724, 1.000000e+00
  %726 = fptosi float %710 to i32
  %727 = add i32 %726, 127
  %728 = shl i32 %727, 23
  %729 = bitcast i32 %728 to float
  %730 = fmul float %725, %729
  %731 = select i1 %705, float 0.000000e+00, float %730
  %732 = select i1 %706, float 0x7FF0000000000000, float %731
  %733 = fcmp uno float %704, %704
  %734 = select i1 %733, float %704, float %732
  %735 = fcmp oeq float %623, 0xFFF0000000000000
  %736 = select i1 %735, float 0.000000e+00, float %734
  %737 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %738 = fmul float %736, %737
  %739 = fadd float %738, %702
  %740 = fsub float %626, %628
  %741 = fmul float %740, 0x3FF7154760000000
  %742 = fcmp olt float %741, -1.260000e+02
  %743 = fcmp ogt float %741, 1.270000e+02
  %744 = select i1 %742, float -1.260000e+02, float %741
  %745 = select i1 %743, float 1.270000e+02, float %744
  %746 = fadd float %745, 5.000000e-01
  %747 = call float @llvm.floor.f32(float %746)
  %748 = fsub float %745, %747
  %749 = fmul float 0x3EEFFCBFC0000000, %748
  %750 = fadd float %749, 0x3F24309120000000
  %751 = fmul float %750, %748
  %752 = fadd float %751, 0x3F55D87FE0000000
  %753 = fmul float %752, %748
  %754 = fadd float %753, 0x3F83B2AB60000000
  %755 = fmul float %754, %748
  %756 = fadd float %755, 0x3FAC6B08E0000000
  %757 = fmul float %756, %748
  %758 = fadd float %757, 0x3FCEBFBE00000000
  %759 = fmul float %758, %748
  %760 = fadd float %759, 0x3FE62E4300000000
  %761 = fmul float %760, %748
  %762 = fadd float %761, 1.000000e+00
  %763 = fptosi float %747 to i32
  %764 = add i32 %763, 127
  %765 = shl i32 %764, 23
  %766 = bitcast i32 %765 to float
  %767 = fmul float %762, %766
  %768 = select i1 %742, float 0.000000e+00, float %767
  %769 = select i1 %743, float 0x7FF0000000000000, float %768
  %770 = fcmp uno float %741, %741
  %771 = select i1 %770, float %741, float %769
  %772 = fcmp oeq float %626, 0xFFF0000000000000
  %773 = select i1 %772, float 0.000000e+00, float %771
  %774 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %775 = fmul float %773, %774
  %776 = fadd float %775, %739
  %777 = mul i32 %21, %10
  %778 = add i32 %777, %22
  %779 = mul i32 %778, %7
  store i32 %16, ptr addrspace(5) %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %780 = load i32, ptr addrspace(5) %v27, align 4
  %781 = icmp slt i32 %780, %7
  br i1 %781, label %body29, label %done30

body29:                                           ; preds = %loop28
  %782 = load i32, ptr addrspace(5) %v27, align 4
  %783 = add i32 0, %782
  %784 = sext i32 %783 to i64
  %785 = mul i64 %784, 4
  %786 = getelementptr i8, ptr addrspace(3) @lds1, i64 %785
  %787 = load float, ptr addrspace(3) %786, align 4
  %788 = fmul float %662, %787
  %789 = fadd float %788, 0.000000e+00
  %790 = add i32 256, %782
  %791 = sext i32 %790 to i64
  %792 = mul i64 %791, 4
  %793 = getelementptr i8, ptr addrspace(3) @lds1, i64 %792
  %794 = load float, ptr addrspace(3) %793, align 4
  %795 = fmul float %699, %794
  %796 = fadd float %795, %789
  %797 = add i32 512, %782
  %798 = sext i32 %797 to i64
  %799 = mul i64 %798, 4
  %800 = getelementptr i8, ptr addrspace(3) @lds1, i64 %799
  %801 = load float, ptr addrspace(3) %800, align 4
  %802 = fmul float %736, %801
  %803 = fadd float %802, %796
  %804 = add i32 768, %782
  %805 = sext i32 %804 to i64
  %806 = mul i64 %805, 4
  %807 = getelementptr i8, ptr addrspace(3) @lds1, i64 %806
  %808 = load float, ptr addrspace(3) %807, align 4
  %809 = fmul float %773, %808
  %810 = fadd float %809, %803
  %811 = add i32 %779, %782
  %812 = sext i32 %811 to i64
  %813 = mul i64 %812, 4
  %814 = getelementptr i8, ptr addrspace(1) %0, i64 %813
  store float %810, ptr addrspace(1) %814, align 4
  %815 = load i32, ptr addrspace(5) %v27, align 4
  %816 = add i32 %815, 128
  store i32 %816, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %817 = icmp eq i32 %16, 0
  br i1 %817, label %then31, label %endif32

then31:                                           ; preds = %done30
  %818 = mul i32 %778, 2
  %819 = sext i32 %818 to i64
  %820 = mul i64 %819, 4
  %821 = getelementptr i8, ptr addrspace(1) %1, i64 %820
  store float %628, ptr addrspace(1) %821, align 4
  %822 = add i32 %818, 1
  %823 = sext i32 %822 to i64
  %824 = mul i64 %823, 4
  %825 = getelementptr i8, ptr addrspace(1) %1, i64 %824
  store float %776, ptr addrspace(1) %825, align 4
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
