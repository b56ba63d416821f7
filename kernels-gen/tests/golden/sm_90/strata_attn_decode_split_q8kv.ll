; ModuleID = 'strata_attn_decode_split_q8kv'
source_filename = "strata_attn_decode_split_q8kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, ptr addrspace(1) noalias %12, ptr addrspace(1) noalias %13) {
entry:
  %v27 = alloca i32, align 4
  %v10 = alloca i32, align 4
  %v9 = alloca float, align 4
  %v8 = alloca float, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v3 = alloca float, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca float, align 4
  %14 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = lshr i32 %19, 5
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %45 = add i32 %18, 32
  %46 = icmp slt i32 %45, %7
  %47 = add i32 %35, %45
  %48 = select i1 %46, i32 %47, i32 0
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = select i1 %46, float %52, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %54 = add i32 %18, 64
  %55 = icmp slt i32 %54, %7
  %56 = add i32 %35, %54
  %57 = select i1 %55, i32 %56, i32 0
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) %2, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = select i1 %55, float %61, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %63 = add i32 %18, 96
  %64 = icmp slt i32 %63, %7
  %65 = add i32 %35, %63
  %66 = select i1 %64, i32 %65, i32 0
  %67 = sext i32 %66 to i64
  %68 = mul i64 %67, 4
  %69 = getelementptr i8, ptr addrspace(1) %2, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = select i1 %64, float %70, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %72 = add i32 %18, 128
  %73 = icmp slt i32 %72, %7
  %74 = add i32 %35, %72
  %75 = select i1 %73, i32 %74, i32 0
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) %2, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = select i1 %73, float %79, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %81 = add i32 %18, 160
  %82 = icmp slt i32 %81, %7
  %83 = add i32 %35, %81
  %84 = select i1 %82, i32 %83, i32 0
  %85 = sext i32 %84 to i64
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %2, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4
  %89 = select i1 %82, float %88, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %90 = add i32 %18, 192
  %91 = icmp slt i32 %90, %7
  %92 = add i32 %35, %90
  %93 = select i1 %91, i32 %92, i32 0
  %94 = sext i32 %93 to i64
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr addrspace(1) %2, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = select i1 %91, float %97, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %99 = add i32 %18, 224
  %100 = icmp slt i32 %99, %7
  %101 = add i32 %35, %99
  %102 = select i1 %100, i32 %101, i32 0
  %103 = sext i32 %102 to i64
  %104 = mul i64 %103, 4
  %105 = getelementptr i8, ptr addrspace(1) %2, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = select i1 %100, float %106, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
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
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %133 = add i32 %31, %20
  store i32 %133, ptr %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %134 = load i32, ptr %v10, align 4
  %135 = icmp slt i32 %134, %34
  br i1 %135, label %body, label %done

body:                                             ; preds = %loop
  %136 = load i32, ptr %v10, align 4
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
  %293 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 16, i32 31)
  %294 = bitcast i32 %293 to float
  %295 = fadd float %291, %294
  %296 = bitcast float %295 to i32
  %297 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %296, i32 8, i32 31)
  %298 = bitcast i32 %297 to float
  %299 = fadd float %295, %298
  %300 = bitcast float %299 to i32
  %301 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 4, i32 31)
  %302 = bitcast i32 %301 to float
  %303 = fadd float %299, %302
  %304 = bitcast float %303 to i32
  %305 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %304, i32 2, i32 31)
  %306 = bitcast i32 %305 to float
  %307 = fadd float %303, %306
  %308 = bitcast float %307 to i32
  %309 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %308, i32 1, i32 31)
  %310 = bitcast i32 %309 to float
  %311 = fadd float %307, %310
  %312 = fmul float %311, %11
  %313 = load float, ptr %v8, align 4
  %314 = fcmp ogt float %312, %313
  %315 = select i1 %314, float %312, float %313
  %316 = fsub float %313, %315
  %317 = fmul float %316, 0x3FF7154760000000
  %318 = fcmp olt float %317, -1.260000e+02
  %319 = fcmp ogt float %317, 1.270000e+02
  %320 = select i1 %318, float -1.260000e+02, float %317
  %321 = select i1 %319, float 1.270000e+02, float %320
  %322 = fadd float %321, 5.000000e-01
  %323 = call float @llvm.floor.f32(float %322)
  %324 = fsub float %321, %323
  %325 = fmul float 0x3EEFFCBFC0000000, %324
  %326 = fadd float %325, 0x3F24309120000000
  %327 = fmul float %326, %324
  %328 = fadd float %327, 0x3F55D87FE0000000
  %329 = fmul float %328, %324
  %330 = fadd float %329, 0x3F83B2AB60000000
  %331 = fmul float %330, %324
  %332 = fadd float %331, 0x3FAC6B08E0000000
  %333 = fmul float %332, %324
  %334 = fadd float %333, 0x3FCEBFBE00000000
  %335 = fmul float %334, %324
  %336 = fadd float %335, 0x3FE62E4300000000
  %337 = fmul float %336, %324
  %338 = fadd float %337, 1.000000e+00
  %339 = fptosi float %323 to i32
  %340 = add i32 %339, 127
  %341 = shl i32 %340, 23
  %342 = bitcast i32 %341 to float
  %343 = fmul float %338, %342
  %344 = select i1 %318, float 0.000000e+00, float %343
  %345 = select i1 %319, float 0x7FF0000000000000, float %344
  %346 = fcmp uno float %317, %317
  %347 = select i1 %346, float %317, float %345
  %348 = fsub float %312, %315
  %349 = fmul float %348, 0x3FF7154760000000
  %350 = fcmp olt float %349, -1.260000e+02
  %351 = fcmp ogt float %349, 1.270000e+02
  %352 = select i1 %350, float -1.260000e+02, float %349
  %353 = select i1 %351, float 1.270000e+02, float %352
  %354 = fadd float %353, 5.000000e-01
  %355 = call float @llvm.floor.f32(float %354)
  %356 = fsub float %353, %355
  %357 = fmul float 0x3EEFFCBFC0000000, %356
  %358 = fadd float %357, 0x3F24309120000000
  %359 = fmul float %358, %356
  %360 = fadd float %359, 0x3F55D87FE0000000
  %361 = fmul float %360, %356
  %362 = fadd float %361, 0x3F83B2AB60000000
  %363 = fmul float %362, %356
  %364 = fadd float %363, 0x3FAC6B08E0000000
  %365 = fmul float %364, %356
  %366 = fadd float %365, 0x3FCEBFBE00000000
  %367 = fmul float %366, %356
  %368 = fadd float %367, 0x3FE62E4300000000
  %369 = fmul float %368, %356
  %370 = fadd float %369, 1.000000e+00
  %371 = fptosi float %355 to i32
  %372 = add i32 %371, 127
  %373 = shl i32 %372, 23
  %374 = bitcast i32 %373 to float
  %375 = fmul float %370, %374
  %376 = select i1 %350, float 0.000000e+00, float %375
  %377 = select i1 %351, float 0x7FF0000000000000, float %376
  %378 = fcmp uno float %349, %349
  %379 = select i1 %378, float %349, float %377
  %380 = load float, ptr %v9, align 4
  %381 = fmul float %380, %347
  %382 = fadd float %381, %379
  store float %382, ptr %v9, align 4
  %383 = add i32 %139, %36
  %384 = select i1 %37, i32 %383, i32 %139
  %385 = sext i32 %384 to i64
  %386 = getelementptr i8, ptr addrspace(1) %4, i64 %385
  %387 = load i8, ptr addrspace(1) %386, align 1
  %388 = sext i8 %387 to i32
  %389 = sitofp i32 %388 to float
  %390 = mul i32 %136, %30
  %391 = add i32 %390, %111
  %392 = sext i32 %391 to i64
  %393 = mul i64 %392, 2
  %394 = getelementptr i8, ptr addrspace(1) %13, i64 %393
  %395 = load i16, ptr addrspace(1) %394, align 2
  %396 = bitcast i16 %395 to half
  %397 = fpext half %396 to float
  %398 = fmul float %389, %397
  %399 = load float, ptr %v, align 4
  %400 = fmul float %379, %398
  %401 = fmul float %399, %347
  %402 = fadd float %401, %400
  store float %402, ptr %v, align 4
  %403 = add i32 %139, %45
  %404 = select i1 %46, i32 %403, i32 %139
  %405 = sext i32 %404 to i64
  %406 = getelementptr i8, ptr addrspace(1) %4, i64 %405
  %407 = load i8, ptr addrspace(1) %406, align 1
  %408 = sext i8 %407 to i32
  %409 = sitofp i32 %408 to float
  %410 = mul i32 %136, %30
  %411 = add i32 %410, %114
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 2
  %414 = getelementptr i8, ptr addrspace(1) %13, i64 %413
  %415 = load i16, ptr addrspace(1) %414, align 2
  %416 = bitcast i16 %415 to half
  %417 = fpext half %416 to float
  %418 = fmul float %409, %417
  %419 = load float, ptr %v1, align 4
  %420 = fmul float %379, %418
  %421 = fmul float %419, %347
  %422 = fadd float %421, %420
  store float %422, ptr %v1, align 4
  %423 = add i32 %139, %54
  %424 = select i1 %55, i32 %423, i32 %139
  %425 = sext i32 %424 to i64
  %426 = getelementptr i8, ptr addrspace(1) %4, i64 %425
  %427 = load i8, ptr addrspace(1) %426, align 1
  %428 = sext i8 %427 to i32
  %429 = sitofp i32 %428 to float
  %430 = mul i32 %136, %30
  %431 = add i32 %430, %117
  %432 = sext i32 %431 to i64
  %433 = mul i64 %432, 2
  %434 = getelementptr i8, ptr addrspace(1) %13, i64 %433
  %435 = load i16, ptr addrspace(1) %434, align 2
  %436 = bitcast i16 %435 to half
  %437 = fpext half %436 to float
  %438 = fmul float %429, %437
  %439 = load float, ptr %v2, align 4
  %440 = fmul float %379, %438
  %441 = fmul float %439, %347
  %442 = fadd float %441, %440
  store float %442, ptr %v2, align 4
  %443 = add i32 %139, %63
  %444 = select i1 %64, i32 %443, i32 %139
  %445 = sext i32 %444 to i64
  %446 = getelementptr i8, ptr addrspace(1) %4, i64 %445
  %447 = load i8, ptr addrspace(1) %446, align 1
  %448 = sext i8 %447 to i32
  %449 = sitofp i32 %448 to float
  %450 = mul i32 %136, %30
  %451 = add i32 %450, %120
  %452 = sext i32 %451 to i64
  %453 = mul i64 %452, 2
  %454 = getelementptr i8, ptr addrspace(1) %13, i64 %453
  %455 = load i16, ptr addrspace(1) %454, align 2
  %456 = bitcast i16 %455 to half
  %457 = fpext half %456 to float
  %458 = fmul float %449, %457
  %459 = load float, ptr %v3, align 4
  %460 = fmul float %379, %458
  %461 = fmul float %459, %347
  %462 = fadd float %461, %460
  store float %462, ptr %v3, align 4
  %463 = add i32 %139, %72
  %464 = select i1 %73, i32 %463, i32 %139
  %465 = sext i32 %464 to i64
  %466 = getelementptr i8, ptr addrspace(1) %4, i64 %465
  %467 = load i8, ptr addrspace(1) %466, align 1
  %468 = sext i8 %467 to i32
  %469 = sitofp i32 %468 to float
  %470 = mul i32 %136, %30
  %471 = add i32 %470, %123
  %472 = sext i32 %471 to i64
  %473 = mul i64 %472, 2
  %474 = getelementptr i8, ptr addrspace(1) %13, i64 %473
  %475 = load i16, ptr addrspace(1) %474, align 2
  %476 = bitcast i16 %475 to half
  %477 = fpext half %476 to float
  %478 = fmul float %469, %477
  %479 = load float, ptr %v4, align 4
  %480 = fmul float %379, %478
  %481 = fmul float %479, %347
  %482 = fadd float %481, %480
  store float %482, ptr %v4, align 4
  %483 = add i32 %139, %81
  %484 = select i1 %82, i32 %483, i32 %139
  %485 = sext i32 %484 to i64
  %486 = getelementptr i8, ptr addrspace(1) %4, i64 %485
  %487 = load i8, ptr addrspace(1) %486, align 1
  %488 = sext i8 %487 to i32
  %489 = sitofp i32 %488 to float
  %490 = mul i32 %136, %30
  %491 = add i32 %490, %126
  %492 = sext i32 %491 to i64
  %493 = mul i64 %492, 2
  %494 = getelementptr i8, ptr addrspace(1) %13, i64 %493
  %495 = load i16, ptr addrspace(1) %494, align 2
  %496 = bitcast i16 %495 to half
  %497 = fpext half %496 to float
  %498 = fmul float %489, %497
  %499 = load float, ptr %v5, align 4
  %500 = fmul float %379, %498
  %501 = fmul float %499, %347
  %502 = fadd float %501, %500
  store float %502, ptr %v5, align 4
  %503 = add i32 %139, %90
  %504 = select i1 %91, i32 %503, i32 %139
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %4, i64 %505
  %507 = load i8, ptr addrspace(1) %506, align 1
  %508 = sext i8 %507 to i32
  %509 = sitofp i32 %508 to float
  %510 = mul i32 %136, %30
  %511 = add i32 %510, %129
  %512 = sext i32 %511 to i64
  %513 = mul i64 %512, 2
  %514 = getelementptr i8, ptr addrspace(1) %13, i64 %513
  %515 = load i16, ptr addrspace(1) %514, align 2
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  %518 = fmul float %509, %517
  %519 = load float, ptr %v6, align 4
  %520 = fmul float %379, %518
  %521 = fmul float %519, %347
  %522 = fadd float %521, %520
  store float %522, ptr %v6, align 4
  %523 = add i32 %139, %99
  %524 = select i1 %100, i32 %523, i32 %139
  %525 = sext i32 %524 to i64
  %526 = getelementptr i8, ptr addrspace(1) %4, i64 %525
  %527 = load i8, ptr addrspace(1) %526, align 1
  %528 = sext i8 %527 to i32
  %529 = sitofp i32 %528 to float
  %530 = mul i32 %136, %30
  %531 = add i32 %530, %132
  %532 = sext i32 %531 to i64
  %533 = mul i64 %532, 2
  %534 = getelementptr i8, ptr addrspace(1) %13, i64 %533
  %535 = load i16, ptr addrspace(1) %534, align 2
  %536 = bitcast i16 %535 to half
  %537 = fpext half %536 to float
  %538 = fmul float %529, %537
  %539 = load float, ptr %v7, align 4
  %540 = fmul float %379, %538
  %541 = fmul float %539, %347
  %542 = fadd float %541, %540
  store float %542, ptr %v7, align 4
  store float %315, ptr %v8, align 4
  %543 = load i32, ptr %v10, align 4
  %544 = add i32 %543, 4
  store i32 %544, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %545 = mul i32 %20, 256
  %546 = load float, ptr %v, align 4
  br i1 %37, label %then, label %endif

then:                                             ; preds = %done
  %547 = add i32 %545, %36
  %548 = sext i32 %547 to i64
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(3) @lds1, i64 %549
  store float %546, ptr addrspace(3) %550, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %551 = load float, ptr %v1, align 4
  br i1 %46, label %then11, label %endif12

then11:                                           ; preds = %endif
  %552 = add i32 %545, %45
  %553 = sext i32 %552 to i64
  %554 = mul i64 %553, 4
  %555 = getelementptr i8, ptr addrspace(3) @lds1, i64 %554
  store float %551, ptr addrspace(3) %555, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %556 = load float, ptr %v2, align 4
  br i1 %55, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %557 = add i32 %545, %54
  %558 = sext i32 %557 to i64
  %559 = mul i64 %558, 4
  %560 = getelementptr i8, ptr addrspace(3) @lds1, i64 %559
  store float %556, ptr addrspace(3) %560, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %561 = load float, ptr %v3, align 4
  br i1 %64, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %562 = add i32 %545, %63
  %563 = sext i32 %562 to i64
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(3) @lds1, i64 %564
  store float %561, ptr addrspace(3) %565, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %566 = load float, ptr %v4, align 4
  br i1 %73, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %567 = add i32 %545, %72
  %568 = sext i32 %567 to i64
  %569 = mul i64 %568, 4
  %570 = getelementptr i8, ptr addrspace(3) @lds1, i64 %569
  store float %566, ptr addrspace(3) %570, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %571 = load float, ptr %v5, align 4
  br i1 %82, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %572 = add i32 %545, %81
  %573 = sext i32 %572 to i64
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr addrspace(3) @lds1, i64 %574
  store float %571, ptr addrspace(3) %575, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %576 = load float, ptr %v6, align 4
  br i1 %91, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %577 = add i32 %545, %90
  %578 = sext i32 %577 to i64
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @lds1, i64 %579
  store float %576, ptr addrspace(3) %580, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %581 = load float, ptr %v7, align 4
  br i1 %100, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %582 = add i32 %545, %99
  %583 = sext i32 %582 to i64
  %584 = mul i64 %583, 4
  %585 = getelementptr i8, ptr addrspace(3) @lds1, i64 %584
  store float %581, ptr addrspace(3) %585, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %586 = icmp eq i32 %18, 0
  %587 = load float, ptr %v8, align 4
  %588 = load float, ptr %v9, align 4
  br i1 %586, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %589 = mul i32 %20, 2
  %590 = sext i32 %589 to i64
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(3) @lds2, i64 %591
  store float %587, ptr addrspace(3) %592, align 4
  %593 = add i32 %589, 1
  %594 = sext i32 %593 to i64
  %595 = mul i64 %594, 4
  %596 = getelementptr i8, ptr addrspace(3) @lds2, i64 %595
  store float %588, ptr addrspace(3) %596, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %597 = load float, ptr addrspace(3) @lds2, align 4
  %598 = fcmp ogt float %597, 0xFFF0000000000000
  %599 = select i1 %598, float %597, float 0xFFF0000000000000
  %600 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %601 = fcmp ogt float %600, %599
  %602 = select i1 %601, float %600, float %599
  %603 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %604 = fcmp ogt float %603, %602
  %605 = select i1 %604, float %603, float %602
  %606 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %607 = fcmp ogt float %606, %605
  %608 = select i1 %607, float %606, float %605
  %609 = fsub float %597, %608
  %610 = fmul float %609, 0x3FF7154760000000
  %611 = fcmp olt float %610, -1.260000e+02
  %612 = fcmp ogt float %610, 1.270000e+02
  %613 = select i1 %611, float -1.260000e+02, float %610
  %614 = select i1 %612, float 1.270000e+02, float %613
  %615 = fadd float %614, 5.000000e-01
  %616 = call float @llvm.floor.f32(float %615)
  %617 = fsub float %614, %616
  %618 = fmul float 0x3EEFFCBFC0000000, %617
  %619 = fadd float %618, 0x3F24309120000000
  %620 = fmul float %619, %617
  %621 = fadd float %620, 0x3F55D87FE0000000
  %622 = fmul float %621, %617
  %623 = fadd float %622, 0x3F83B2AB60000000
  %624 = fmul float %623, %617
  %625 = fadd float %624, 0x3FAC6B08E0000000
  %626 = fmul float %625, %617
  %627 = fadd float %626, 0x3FCEBFBE00000000
  %628 = fmul float %627, %617
  %629 = fadd float %628, 0x3FE62E4300000000
  %630 = fmul float %629, %617
  %631 = fadd float %630, 1.000000e+00
  %632 = fptosi float %616 to i32
  %633 = add i32 %632, 127
  %634 = shl i32 %633, 23
  %635 = bitcast i32 %634 to float
  %636 = fmul float %631, %635
  %637 = select i1 %611, float 0.000000e+00, float %636
  %638 = select i1 %612, float 0x7FF0000000000000, float %637
  %639 = fcmp uno float %610, %610
  %640 = select i1 %639, float %610, float %638
  %641 = fcmp oeq float %597, 0xFFF0000000000000
  %642 = select i1 %641, float 0.000000e+00, float %640
  %643 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %644 = fmul float %642, %643
  %645 = fadd float %644, 0.000000e+00
  %646 = fsub float %600, %608
  %647 = fmul float %646, 0x3FF7154760000000
  %648 = fcmp olt float %647, -1.260000e+02
  %649 = fcmp ogt float %647, 1.270000e+02
  %650 = select i1 %648, float -1.260000e+02, float %647
  %651 = select i1 %649, float 1.270000e+02, float %650
  %652 = fadd float %651, 5.000000e-01
  %653 = call float @llvm.floor.f32(float %652)
  %654 = fsub float %651, %653
  %655 = fmul float 0x3EEFFCBFC0000000, %654
  %656 = fadd float %655, 0x3F24309120000000
  %657 = fmul float %656, %654
  %658 = fadd float %657, 0x3F55D87FE0000000
  %659 = fmul float %658, %654
  %660 = fadd float %659, 0x3F83B2AB60000000
  %661 = fmul float %660, %654
  %662 = fadd float %661, 0x3FAC6B08E0000000
  %663 = fmul float %662, %654
  %664 = fadd float %663, 0x3FCEBFBE00000000
  %665 = fmul float %664, %654
  %666 = fadd float %665, 0x3FE62E4300000000
  %667 = fmul float %666, %654
  %668 = fadd float %667, 1.000000e+00
  %669 = fptosi float %653 to i32
  %670 = add i32 %669, 127
  %671 = shl i32 %670, 23
  %672 = bitcast i32 %671 to float
  %673 = fmul float %668, %672
  %674 = select i1 %648, float 0.000000e+00, float %673
  %675 = select i1 %649, float 0x7FF0000000000000, float %674
  %676 = fcmp uno float %647, %647
  %677 = select i1 %676, float %647, float %675
  %678 = fcmp oeq float %600, 0xFFF0000000000000
  %679 = select i1 %678, float 0.000000e+00, float %677
  %680 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %681 = fmul float %679, %680
  %682 = fadd float %681, %645
  %683 = fsub float %603, %608
  %684 = fmul float %683, 0x3FF7154760000000
  %685 = fcmp olt float %684, -1.260000e+02
  %686 = fcmp ogt float %684, 1.270000e+02
  %687 = select i1 %685, float -1.260000e+02, float %684
  %688 = select i1 %686, float 1.270000e+02, float %687
  %689 = fadd float %688, 5.000000e-01
  %690 = call float @llvm.floor.f32(float %689)
  %691 = fsub float %688, %690
  %692 = fmul float 0x3EEFFCBFC0000000, %691
  %693 = fadd float %692, 0x3F24309120000000
  %694 = fmul float %693, %691
  %695 = fadd float %694, 0x3F55D87FE0000000
  %696 = fmul float %695, %691
  %697 = fadd float %696, 0x3F83B2AB60000000
  %698 = fmul float %697, %691
  %699 = fadd float %698, 0x3FAC6B08E0000000
  %700 = fmul float %699, %691
  %701 = fadd float %700, 0x3FCEBFBE00000000
  %702 = fmul float %701, %691
  %703 = fadd float %702, 0x3FE62E4300000000
  %704 = fmul float %703, %691
  %705 = fadd float %704, 1.000000e+00
  %706 = fptosi float %690 to i32
  %707 = add i32 %706, 127
  %708 = shl i32 %707, 23
  %709 = bitcast i32 %708 to float
  %710 = fmul float %705, %709
  %711 = select i1 %685, float 0.000000e+00, float %710
  %712 = select i1 %686, float 0x7FF0000000000000, float %711
  %713 = fcmp uno float %684, %684
  %714 = select i1 %713, float %684, float %712
  %715 = fcmp oeq float %603, 0xFFF0000000000000
  %716 = select i1 %715, float 0.000000e+00, float %714
  %717 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %718 = fmul float %716, %717
  %719 = fadd float %718, %682
  %720 = fsub float %606, %608
  %721 = fmul float %720, 0x3FF7154760000000
  %722 = fcmp olt float %721, -1.260000e+02
  %723 = fcmp ogt float %721, 1.270000e+02
  %724 = select i1 %722, float -1.260000e+02, float %721
  %725 = select i1 %723, float 1.270000e+02, float %724
  %726 = fadd float %725, 5.000000e-01
  %727 = call float @llvm.floor.f32(float %726)
  %728 = fsub float %725, %727
  %729 = fmul float 0x3EEFFCBFC0000000, %728
  %730 = fadd float %729, 0x3F24309120000000
  %731 = fmul float %730, %728
  %732 = fadd float %731, 0x3F55D87FE0000000
  %733 = fmul float %732, %728
  %734 = fadd float %733, 0x3F83B2AB60000000
  %735 = fmul float %734, %728
  %736 = fadd float %735, 0x3FAC6B08E0000000
  %737 = fmul float %736, %728
  %738 = fadd float %737, 0x3FCEBFBE00000000
  %739 = fmul float %738, %728
  %740 = fadd float %739, 0x3FE62E4300000000
  %741 = fmul float %740, %728
  %742 = fadd float %741, 1.000000e+00
  %743 = fptosi float %727 to i32
  %744 = add i32 %743, 127
  %745 = shl i32 %744, 23
  %746 = bitcast i32 %745 to float
  %747 = fmul float %742, %746
  %748 = select i1 %722, float 0.000000e+00, float %747
  %749 = select i1 %723, float 0x7FF0000000000000, float %748
  %750 = fcmp uno float %721, %721
  %751 = select i1 %750, float %721, float %749
  %752 = fcmp oeq float %606, 0xFFF0000000000000
  %753 = select i1 %752, float 0.000000e+00, float %751
  %754 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %755 = fmul float %753, %754
  %756 = fadd float %755, %719
  %757 = mul i32 %21, %10
  %758 = add i32 %757, %22
  %759 = mul i32 %758, %7
  store i32 %16, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %760 = load i32, ptr %v27, align 4
  %761 = icmp slt i32 %760, %7
  br i1 %761, label %body29, label %done30

body29:                                           ; preds = %loop28
  %762 = load i32, ptr %v27, align 4
  %763 = add i32 0, %762
  %764 = sext i32 %763 to i64
  %765 = mul i64 %764, 4
  %766 = getelementptr i8, ptr addrspace(3) @lds1, i64 %765
  %767 = load float, ptr addrspace(3) %766, align 4
  %768 = fmul float %642, %767
  %769 = fadd float %768, 0.000000e+00
  %770 = add i32 256, %762
  %771 = sext i32 %770 to i64
  %772 = mul i64 %771, 4
  %773 = getelementptr i8, ptr addrspace(3) @lds1, i64 %772
  %774 = load float, ptr addrspace(3) %773, align 4
  %775 = fmul float %679, %774
  %776 = fadd float %775, %769
  %777 = add i32 512, %762
  %778 = sext i32 %777 to i64
  %779 = mul i64 %778, 4
  %780 = getelementptr i8, ptr addrspace(3) @lds1, i64 %779
  %781 = load float, ptr addrspace(3) %780, align 4
  %782 = fmul float %716, %781
  %783 = fadd float %782, %776
  %784 = add i32 768, %762
  %785 = sext i32 %784 to i64
  %786 = mul i64 %785, 4
  %787 = getelementptr i8, ptr addrspace(3) @lds1, i64 %786
  %788 = load float, ptr addrspace(3) %787, align 4
  %789 = fmul float %753, %788
  %790 = fadd float %789, %783
  %791 = add i32 %759, %762
  %792 = sext i32 %791 to i64
  %793 = mul i64 %792, 4
  %794 = getelementptr i8, ptr addrspace(1) %0, i64 %793
  store float %790, ptr addrspace(1) %794, align 4
  %795 = load i32, ptr %v27, align 4
  %796 = add i32 %795, 128
  store i32 %796, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %797 = icmp eq i32 %16, 0
  br i1 %797, label %then31, label %endif32

then31:                                           ; preds = %done30
  %798 = mul i32 %758, 2
  %799 = sext i32 %798 to i64
  %800 = mul i64 %799, 4
  %801 = getelementptr i8, ptr addrspace(1) %1, i64 %800
  store float %608, ptr addrspace(1) %801, align 4
  %802 = add i32 %798, 1
  %803 = sext i32 %802 to i64
  %804 = mul i64 %803, 4
  %805 = getelementptr i8, ptr addrspace(1) %1, i64 %804
  store float %756, ptr addrspace(1) %805, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %done30
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_decode_split_q8kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_q8kv, !"maxntidx", i32 128}
