; ModuleID = 'strata_attn_decode_split_window_q8kv'
source_filename = "strata_attn_decode_split_window_q8kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_window_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12, ptr addrspace(1) noalias %13, ptr addrspace(1) noalias %14) {
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
  %15 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = and i32 %18, 31
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = lshr i32 %20, 5
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %51 = add i32 %19, 32
  %52 = icmp slt i32 %51, %7
  %53 = add i32 %41, %51
  %54 = select i1 %52, i32 %53, i32 0
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %52, float %58, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %60 = add i32 %19, 64
  %61 = icmp slt i32 %60, %7
  %62 = add i32 %41, %60
  %63 = select i1 %61, i32 %62, i32 0
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %2, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = select i1 %61, float %67, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %69 = add i32 %19, 96
  %70 = icmp slt i32 %69, %7
  %71 = add i32 %41, %69
  %72 = select i1 %70, i32 %71, i32 0
  %73 = sext i32 %72 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %2, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = select i1 %70, float %76, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %78 = add i32 %19, 128
  %79 = icmp slt i32 %78, %7
  %80 = add i32 %41, %78
  %81 = select i1 %79, i32 %80, i32 0
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) %2, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4
  %86 = select i1 %79, float %85, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %87 = add i32 %19, 160
  %88 = icmp slt i32 %87, %7
  %89 = add i32 %41, %87
  %90 = select i1 %88, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %2, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %88, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %96 = add i32 %19, 192
  %97 = icmp slt i32 %96, %7
  %98 = add i32 %41, %96
  %99 = select i1 %97, i32 %98, i32 0
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %2, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = select i1 %97, float %103, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %105 = add i32 %19, 224
  %106 = icmp slt i32 %105, %7
  %107 = add i32 %41, %105
  %108 = select i1 %106, i32 %107, i32 0
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %2, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4
  %113 = select i1 %106, float %112, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
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
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %139 = add i32 %38, %21
  store i32 %139, ptr %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %140 = load i32, ptr %v10, align 4
  %141 = icmp slt i32 %140, %40
  br i1 %141, label %body, label %done

body:                                             ; preds = %loop
  %142 = load i32, ptr %v10, align 4
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
  %299 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %298, i32 16, i32 31)
  %300 = bitcast i32 %299 to float
  %301 = fadd float %297, %300
  %302 = bitcast float %301 to i32
  %303 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %302, i32 8, i32 31)
  %304 = bitcast i32 %303 to float
  %305 = fadd float %301, %304
  %306 = bitcast float %305 to i32
  %307 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 4, i32 31)
  %308 = bitcast i32 %307 to float
  %309 = fadd float %305, %308
  %310 = bitcast float %309 to i32
  %311 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %310, i32 2, i32 31)
  %312 = bitcast i32 %311 to float
  %313 = fadd float %309, %312
  %314 = bitcast float %313 to i32
  %315 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %314, i32 1, i32 31)
  %316 = bitcast i32 %315 to float
  %317 = fadd float %313, %316
  %318 = fmul float %317, %11
  %319 = load float, ptr %v8, align 4
  %320 = fcmp ogt float %318, %319
  %321 = select i1 %320, float %318, float %319
  %322 = fsub float %319, %321
  %323 = fmul float %322, 0x3FF7154760000000
  %324 = fcmp olt float %323, -1.260000e+02
  %325 = fcmp ogt float %323, 1.270000e+02
  %326 = select i1 %324, float -1.260000e+02, float %323
  %327 = select i1 %325, float 1.270000e+02, float %326
  %328 = fadd float %327, 5.000000e-01
  %329 = call float @llvm.floor.f32(float %328)
  %330 = fsub float %327, %329
  %331 = fmul float 0x3EEFFCBFC0000000, %330
  %332 = fadd float %331, 0x3F24309120000000
  %333 = fmul float %332, %330
  %334 = fadd float %333, 0x3F55D87FE0000000
  %335 = fmul float %334, %330
  %336 = fadd float %335, 0x3F83B2AB60000000
  %337 = fmul float %336, %330
  %338 = fadd float %337, 0x3FAC6B08E0000000
  %339 = fmul float %338, %330
  %340 = fadd float %339, 0x3FCEBFBE00000000
  %341 = fmul float %340, %330
  %342 = fadd float %341, 0x3FE62E4300000000
  %343 = fmul float %342, %330
  %344 = fadd float %343, 1.000000e+00
  %345 = fptosi float %329 to i32
  %346 = add i32 %345, 127
  %347 = shl i32 %346, 23
  %348 = bitcast i32 %347 to float
  %349 = fmul float %344, %348
  %350 = select i1 %324, float 0.000000e+00, float %349
  %351 = select i1 %325, float 0x7FF0000000000000, float %350
  %352 = fcmp uno float %323, %323
  %353 = select i1 %352, float %323, float %351
  %354 = fsub float %318, %321
  %355 = fmul float %354, 0x3FF7154760000000
  %356 = fcmp olt float %355, -1.260000e+02
  %357 = fcmp ogt float %355, 1.270000e+02
  %358 = select i1 %356, float -1.260000e+02, float %355
  %359 = select i1 %357, float 1.270000e+02, float %358
  %360 = fadd float %359, 5.000000e-01
  %361 = call float @llvm.floor.f32(float %360)
  %362 = fsub float %359, %361
  %363 = fmul float 0x3EEFFCBFC0000000, %362
  %364 = fadd float %363, 0x3F24309120000000
  %365 = fmul float %364, %362
  %366 = fadd float %365, 0x3F55D87FE0000000
  %367 = fmul float %366, %362
  %368 = fadd float %367, 0x3F83B2AB60000000
  %369 = fmul float %368, %362
  %370 = fadd float %369, 0x3FAC6B08E0000000
  %371 = fmul float %370, %362
  %372 = fadd float %371, 0x3FCEBFBE00000000
  %373 = fmul float %372, %362
  %374 = fadd float %373, 0x3FE62E4300000000
  %375 = fmul float %374, %362
  %376 = fadd float %375, 1.000000e+00
  %377 = fptosi float %361 to i32
  %378 = add i32 %377, 127
  %379 = shl i32 %378, 23
  %380 = bitcast i32 %379 to float
  %381 = fmul float %376, %380
  %382 = select i1 %356, float 0.000000e+00, float %381
  %383 = select i1 %357, float 0x7FF0000000000000, float %382
  %384 = fcmp uno float %355, %355
  %385 = select i1 %384, float %355, float %383
  %386 = load float, ptr %v9, align 4
  %387 = fmul float %386, %353
  %388 = fadd float %387, %385
  store float %388, ptr %v9, align 4
  %389 = add i32 %145, %42
  %390 = select i1 %43, i32 %389, i32 %145
  %391 = sext i32 %390 to i64
  %392 = getelementptr i8, ptr addrspace(1) %4, i64 %391
  %393 = load i8, ptr addrspace(1) %392, align 1
  %394 = sext i8 %393 to i32
  %395 = sitofp i32 %394 to float
  %396 = mul i32 %142, %31
  %397 = add i32 %396, %117
  %398 = sext i32 %397 to i64
  %399 = mul i64 %398, 2
  %400 = getelementptr i8, ptr addrspace(1) %14, i64 %399
  %401 = load i16, ptr addrspace(1) %400, align 2
  %402 = bitcast i16 %401 to half
  %403 = fpext half %402 to float
  %404 = fmul float %395, %403
  %405 = load float, ptr %v, align 4
  %406 = fmul float %385, %404
  %407 = fmul float %405, %353
  %408 = fadd float %407, %406
  store float %408, ptr %v, align 4
  %409 = add i32 %145, %51
  %410 = select i1 %52, i32 %409, i32 %145
  %411 = sext i32 %410 to i64
  %412 = getelementptr i8, ptr addrspace(1) %4, i64 %411
  %413 = load i8, ptr addrspace(1) %412, align 1
  %414 = sext i8 %413 to i32
  %415 = sitofp i32 %414 to float
  %416 = mul i32 %142, %31
  %417 = add i32 %416, %120
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 2
  %420 = getelementptr i8, ptr addrspace(1) %14, i64 %419
  %421 = load i16, ptr addrspace(1) %420, align 2
  %422 = bitcast i16 %421 to half
  %423 = fpext half %422 to float
  %424 = fmul float %415, %423
  %425 = load float, ptr %v1, align 4
  %426 = fmul float %385, %424
  %427 = fmul float %425, %353
  %428 = fadd float %427, %426
  store float %428, ptr %v1, align 4
  %429 = add i32 %145, %60
  %430 = select i1 %61, i32 %429, i32 %145
  %431 = sext i32 %430 to i64
  %432 = getelementptr i8, ptr addrspace(1) %4, i64 %431
  %433 = load i8, ptr addrspace(1) %432, align 1
  %434 = sext i8 %433 to i32
  %435 = sitofp i32 %434 to float
  %436 = mul i32 %142, %31
  %437 = add i32 %436, %123
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 2
  %440 = getelementptr i8, ptr addrspace(1) %14, i64 %439
  %441 = load i16, ptr addrspace(1) %440, align 2
  %442 = bitcast i16 %441 to half
  %443 = fpext half %442 to float
  %444 = fmul float %435, %443
  %445 = load float, ptr %v2, align 4
  %446 = fmul float %385, %444
  %447 = fmul float %445, %353
  %448 = fadd float %447, %446
  store float %448, ptr %v2, align 4
  %449 = add i32 %145, %69
  %450 = select i1 %70, i32 %449, i32 %145
  %451 = sext i32 %450 to i64
  %452 = getelementptr i8, ptr addrspace(1) %4, i64 %451
  %453 = load i8, ptr addrspace(1) %452, align 1
  %454 = sext i8 %453 to i32
  %455 = sitofp i32 %454 to float
  %456 = mul i32 %142, %31
  %457 = add i32 %456, %126
  %458 = sext i32 %457 to i64
  %459 = mul i64 %458, 2
  %460 = getelementptr i8, ptr addrspace(1) %14, i64 %459
  %461 = load i16, ptr addrspace(1) %460, align 2
  %462 = bitcast i16 %461 to half
  %463 = fpext half %462 to float
  %464 = fmul float %455, %463
  %465 = load float, ptr %v3, align 4
  %466 = fmul float %385, %464
  %467 = fmul float %465, %353
  %468 = fadd float %467, %466
  store float %468, ptr %v3, align 4
  %469 = add i32 %145, %78
  %470 = select i1 %79, i32 %469, i32 %145
  %471 = sext i32 %470 to i64
  %472 = getelementptr i8, ptr addrspace(1) %4, i64 %471
  %473 = load i8, ptr addrspace(1) %472, align 1
  %474 = sext i8 %473 to i32
  %475 = sitofp i32 %474 to float
  %476 = mul i32 %142, %31
  %477 = add i32 %476, %129
  %478 = sext i32 %477 to i64
  %479 = mul i64 %478, 2
  %480 = getelementptr i8, ptr addrspace(1) %14, i64 %479
  %481 = load i16, ptr addrspace(1) %480, align 2
  %482 = bitcast i16 %481 to half
  %483 = fpext half %482 to float
  %484 = fmul float %475, %483
  %485 = load float, ptr %v4, align 4
  %486 = fmul float %385, %484
  %487 = fmul float %485, %353
  %488 = fadd float %487, %486
  store float %488, ptr %v4, align 4
  %489 = add i32 %145, %87
  %490 = select i1 %88, i32 %489, i32 %145
  %491 = sext i32 %490 to i64
  %492 = getelementptr i8, ptr addrspace(1) %4, i64 %491
  %493 = load i8, ptr addrspace(1) %492, align 1
  %494 = sext i8 %493 to i32
  %495 = sitofp i32 %494 to float
  %496 = mul i32 %142, %31
  %497 = add i32 %496, %132
  %498 = sext i32 %497 to i64
  %499 = mul i64 %498, 2
  %500 = getelementptr i8, ptr addrspace(1) %14, i64 %499
  %501 = load i16, ptr addrspace(1) %500, align 2
  %502 = bitcast i16 %501 to half
  %503 = fpext half %502 to float
  %504 = fmul float %495, %503
  %505 = load float, ptr %v5, align 4
  %506 = fmul float %385, %504
  %507 = fmul float %505, %353
  %508 = fadd float %507, %506
  store float %508, ptr %v5, align 4
  %509 = add i32 %145, %96
  %510 = select i1 %97, i32 %509, i32 %145
  %511 = sext i32 %510 to i64
  %512 = getelementptr i8, ptr addrspace(1) %4, i64 %511
  %513 = load i8, ptr addrspace(1) %512, align 1
  %514 = sext i8 %513 to i32
  %515 = sitofp i32 %514 to float
  %516 = mul i32 %142, %31
  %517 = add i32 %516, %135
  %518 = sext i32 %517 to i64
  %519 = mul i64 %518, 2
  %520 = getelementptr i8, ptr addrspace(1) %14, i64 %519
  %521 = load i16, ptr addrspace(1) %520, align 2
  %522 = bitcast i16 %521 to half
  %523 = fpext half %522 to float
  %524 = fmul float %515, %523
  %525 = load float, ptr %v6, align 4
  %526 = fmul float %385, %524
  %527 = fmul float %525, %353
  %528 = fadd float %527, %526
  store float %528, ptr %v6, align 4
  %529 = add i32 %145, %105
  %530 = select i1 %106, i32 %529, i32 %145
  %531 = sext i32 %530 to i64
  %532 = getelementptr i8, ptr addrspace(1) %4, i64 %531
  %533 = load i8, ptr addrspace(1) %532, align 1
  %534 = sext i8 %533 to i32
  %535 = sitofp i32 %534 to float
  %536 = mul i32 %142, %31
  %537 = add i32 %536, %138
  %538 = sext i32 %537 to i64
  %539 = mul i64 %538, 2
  %540 = getelementptr i8, ptr addrspace(1) %14, i64 %539
  %541 = load i16, ptr addrspace(1) %540, align 2
  %542 = bitcast i16 %541 to half
  %543 = fpext half %542 to float
  %544 = fmul float %535, %543
  %545 = load float, ptr %v7, align 4
  %546 = fmul float %385, %544
  %547 = fmul float %545, %353
  %548 = fadd float %547, %546
  store float %548, ptr %v7, align 4
  store float %321, ptr %v8, align 4
  %549 = load i32, ptr %v10, align 4
  %550 = add i32 %549, 4
  store i32 %550, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %551 = mul i32 %21, 256
  %552 = load float, ptr %v, align 4
  br i1 %43, label %then, label %endif

then:                                             ; preds = %done
  %553 = add i32 %551, %42
  %554 = sext i32 %553 to i64
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(3) @lds1, i64 %555
  store float %552, ptr addrspace(3) %556, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %557 = load float, ptr %v1, align 4
  br i1 %52, label %then11, label %endif12

then11:                                           ; preds = %endif
  %558 = add i32 %551, %51
  %559 = sext i32 %558 to i64
  %560 = mul i64 %559, 4
  %561 = getelementptr i8, ptr addrspace(3) @lds1, i64 %560
  store float %557, ptr addrspace(3) %561, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %562 = load float, ptr %v2, align 4
  br i1 %61, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %563 = add i32 %551, %60
  %564 = sext i32 %563 to i64
  %565 = mul i64 %564, 4
  %566 = getelementptr i8, ptr addrspace(3) @lds1, i64 %565
  store float %562, ptr addrspace(3) %566, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %567 = load float, ptr %v3, align 4
  br i1 %70, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %568 = add i32 %551, %69
  %569 = sext i32 %568 to i64
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(3) @lds1, i64 %570
  store float %567, ptr addrspace(3) %571, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %572 = load float, ptr %v4, align 4
  br i1 %79, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %573 = add i32 %551, %78
  %574 = sext i32 %573 to i64
  %575 = mul i64 %574, 4
  %576 = getelementptr i8, ptr addrspace(3) @lds1, i64 %575
  store float %572, ptr addrspace(3) %576, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %577 = load float, ptr %v5, align 4
  br i1 %88, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %578 = add i32 %551, %87
  %579 = sext i32 %578 to i64
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(3) @lds1, i64 %580
  store float %577, ptr addrspace(3) %581, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %582 = load float, ptr %v6, align 4
  br i1 %97, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %583 = add i32 %551, %96
  %584 = sext i32 %583 to i64
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(3) @lds1, i64 %585
  store float %582, ptr addrspace(3) %586, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %587 = load float, ptr %v7, align 4
  br i1 %106, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %588 = add i32 %551, %105
  %589 = sext i32 %588 to i64
  %590 = mul i64 %589, 4
  %591 = getelementptr i8, ptr addrspace(3) @lds1, i64 %590
  store float %587, ptr addrspace(3) %591, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %592 = icmp eq i32 %19, 0
  %593 = load float, ptr %v8, align 4
  %594 = load float, ptr %v9, align 4
  br i1 %592, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %595 = mul i32 %21, 2
  %596 = sext i32 %595 to i64
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(3) @lds2, i64 %597
  store float %593, ptr addrspace(3) %598, align 4
  %599 = add i32 %595, 1
  %600 = sext i32 %599 to i64
  %601 = mul i64 %600, 4
  %602 = getelementptr i8, ptr addrspace(3) @lds2, i64 %601
  store float %594, ptr addrspace(3) %602, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %603 = load float, ptr addrspace(3) @lds2, align 4
  %604 = fcmp ogt float %603, 0xFFF0000000000000
  %605 = select i1 %604, float %603, float 0xFFF0000000000000
  %606 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %607 = fcmp ogt float %606, %605
  %608 = select i1 %607, float %606, float %605
  %609 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %610 = fcmp ogt float %609, %608
  %611 = select i1 %610, float %609, float %608
  %612 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %613 = fcmp ogt float %612, %611
  %614 = select i1 %613, float %612, float %611
  %615 = fsub float %603, %614
  %616 = fmul float %615, 0x3FF7154760000000
  %617 = fcmp olt float %616, -1.260000e+02
  %618 = fcmp ogt float %616, 1.270000e+02
  %619 = select i1 %617, float -1.260000e+02, float %616
  %620 = select i1 %618, float 1.270000e+02, float %619
  %621 = fadd float %620, 5.000000e-01
  %622 = call float @llvm.floor.f32(float %621)
  %623 = fsub float %620, %622
  %624 = fmul float 0x3EEFFCBFC0000000, %623
  %625 = fadd float %624, 0x3F24309120000000
  %626 = fmul float %625, %623
  %627 = fadd float %626, 0x3F55D87FE0000000
  %628 = fmul float %627, %623
  %629 = fadd float %628, 0x3F83B2AB60000000
  %630 = fmul float %629, %623
  %631 = fadd float %630, 0x3FAC6B08E0000000
  %632 = fmul float %631, %623
  %633 = fadd float %632, 0x3FCEBFBE00000000
  %634 = fmul float %633, %623
  %635 = fadd float %634, 0x3FE62E4300000000
  %636 = fmul float %635, %623
  %637 = fadd float %636, 1.000000e+00
  %638 = fptosi float %622 to i32
  %639 = add i32 %638, 127
  %640 = shl i32 %639, 23
  %641 = bitcast i32 %640 to float
  %642 = fmul float %637, %641
  %643 = select i1 %617, float 0.000000e+00, float %642
  %644 = select i1 %618, float 0x7FF0000000000000, float %643
  %645 = fcmp uno float %616, %616
  %646 = select i1 %645, float %616, float %644
  %647 = fcmp oeq float %603, 0xFFF0000000000000
  %648 = select i1 %647, float 0.000000e+00, float %646
  %649 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %650 = fmul float %648, %649
  %651 = fadd float %650, 0.000000e+00
  %652 = fsub float %606, %614
  %653 = fmul float %652, 0x3FF7154760000000
  %654 = fcmp olt float %653, -1.260000e+02
  %655 = fcmp ogt float %653, 1.270000e+02
  %656 = select i1 %654, float -1.260000e+02, float %653
  %657 = select i1 %655, float 1.270000e+02, float %656
  %658 = fadd float %657, 5.000000e-01
  %659 = call float @llvm.floor.f32(float %658)
  %660 = fsub float %657, %659
  %661 = fmul float 0x3EEFFCBFC0000000, %660
  %662 = fadd float %661, 0x3F24309120000000
  %663 = fmul float %662, %660
  %664 = fadd float %663, 0x3F55D87FE0000000
  %665 = fmul float %664, %660
  %666 = fadd float %665, 0x3F83B2AB60000000
  %667 = fmul float %666, %660
  %668 = fadd float %667, 0x3FAC6B08E0000000
  %669 = fmul float %668, %660
  %670 = fadd float %669, 0x3FCEBFBE00000000
  %671 = fmul float %670, %660
  %672 = fadd float %671, 0x3FE62E4300000000
  %673 = fmul float %672, %660
  %674 = fadd float %673, 1.000000e+00
  %675 = fptosi float %659 to i32
  %676 = add i32 %675, 127
  %677 = shl i32 %676, 23
  %678 = bitcast i32 %677 to float
  %679 = fmul float %674, %678
  %680 = select i1 %654, float 0.000000e+00, float %679
  %681 = select i1 %655, float 0x7FF0000000000000, float %680
  %682 = fcmp uno float %653, %653
  %683 = select i1 %682, float %653, float %681
  %684 = fcmp oeq float %606, 0xFFF0000000000000
  %685 = select i1 %684, float 0.000000e+00, float %683
  %686 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %687 = fmul float %685, %686
  %688 = fadd float %687, %651
  %689 = fsub float %609, %614
  %690 = fmul float %689, 0x3FF7154760000000
  %691 = fcmp olt float %690, -1.260000e+02
  %692 = fcmp ogt float %690, 1.270000e+02
  %693 = select i1 %691, float -1.260000e+02, float %690
  %694 = select i1 %692, float 1.270000e+02, float %693
  %695 = fadd float %694, 5.000000e-01
  %696 = call float @llvm.floor.f32(float %695)
  %697 = fsub float %694, %696
  %698 = fmul float 0x3EEFFCBFC0000000, %697
  %699 = fadd float %698, 0x3F24309120000000
  %700 = fmul float %699, %697
  %701 = fadd float %700, 0x3F55D87FE0000000
  %702 = fmul float %701, %697
  %703 = fadd float %702, 0x3F83B2AB60000000
  %704 = fmul float %703, %697
  %705 = fadd float %704, 0x3FAC6B08E0000000
  %706 = fmul float %705, %697
  %707 = fadd float %706, 0x3FCEBFBE00000000
  %708 = fmul float %707, %697
  %709 = fadd float %708, 0x3FE62E4300000000
  %710 = fmul float %709, %697
  %711 = fadd float %710, 1.000000e+00
  %712 = fptosi float %696 to i32
  %713 = add i32 %712, 127
  %714 = shl i32 %713, 23
  %715 = bitcast i32 %714 to float
  %716 = fmul float %711, %715
  %717 = select i1 %691, float 0.000000e+00, float %716
  %718 = select i1 %692, float 0x7FF0000000000000, float %717
  %719 = fcmp uno float %690, %690
  %720 = select i1 %719, float %690, float %718
  %721 = fcmp oeq float %609, 0xFFF0000000000000
  %722 = select i1 %721, float 0.000000e+00, float %720
  %723 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %724 = fmul float %722, %723
  %725 = fadd float %724, %688
  %726 = fsub float %612, %614
  %727 = fmul float %726, 0x3FF7154760000000
  %728 = fcmp olt float %727, -1.260000e+02
  %729 = fcmp ogt float %727, 1.270000e+02
  %730 = select i1 %728, float -1.260000e+02, float %727
  %731 = select i1 %729, float 1.270000e+02, float %730
  %732 = fadd float %731, 5.000000e-01
  %733 = call float @llvm.floor.f32(float %732)
  %734 = fsub float %731, %733
  %735 = fmul float 0x3EEFFCBFC0000000, %734
  %736 = fadd float %735, 0x3F24309120000000
  %737 = fmul float %736, %734
  %738 = fadd float %737, 0x3F55D87FE0000000
  %739 = fmul float %738, %734
  %740 = fadd float %739, 0x3F83B2AB60000000
  %741 = fmul float %740, %734
  %742 = fadd float %741, 0x3FAC6B08E0000000
  %743 = fmul float %742, %734
  %744 = fadd float %743, 0x3FCEBFBE00000000
  %745 = fmul float %744, %734
  %746 = fadd float %745, 0x3FE62E4300000000
  %747 = fmul float %746, %734
  %748 = fadd float %747, 1.000000e+00
  %749 = fptosi float %733 to i32
  %750 = add i32 %749, 127
  %751 = shl i32 %750, 23
  %752 = bitcast i32 %751 to float
  %753 = fmul float %748, %752
  %754 = select i1 %728, float 0.000000e+00, float %753
  %755 = select i1 %729, float 0x7FF0000000000000, float %754
  %756 = fcmp uno float %727, %727
  %757 = select i1 %756, float %727, float %755
  %758 = fcmp oeq float %612, 0xFFF0000000000000
  %759 = select i1 %758, float 0.000000e+00, float %757
  %760 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %761 = fmul float %759, %760
  %762 = fadd float %761, %725
  %763 = mul i32 %22, %10
  %764 = add i32 %763, %23
  %765 = mul i32 %764, %7
  store i32 %17, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %766 = load i32, ptr %v27, align 4
  %767 = icmp slt i32 %766, %7
  br i1 %767, label %body29, label %done30

body29:                                           ; preds = %loop28
  %768 = load i32, ptr %v27, align 4
  %769 = add i32 0, %768
  %770 = sext i32 %769 to i64
  %771 = mul i64 %770, 4
  %772 = getelementptr i8, ptr addrspace(3) @lds1, i64 %771
  %773 = load float, ptr addrspace(3) %772, align 4
  %774 = fmul float %648, %773
  %775 = fadd float %774, 0.000000e+00
  %776 = add i32 256, %768
  %777 = sext i32 %776 to i64
  %778 = mul i64 %777, 4
  %779 = getelementptr i8, ptr addrspace(3) @lds1, i64 %778
  %780 = load float, ptr addrspace(3) %779, align 4
  %781 = fmul float %685, %780
  %782 = fadd float %781, %775
  %783 = add i32 512, %768
  %784 = sext i32 %783 to i64
  %785 = mul i64 %784, 4
  %786 = getelementptr i8, ptr addrspace(3) @lds1, i64 %785
  %787 = load float, ptr addrspace(3) %786, align 4
  %788 = fmul float %722, %787
  %789 = fadd float %788, %782
  %790 = add i32 768, %768
  %791 = sext i32 %790 to i64
  %792 = mul i64 %791, 4
  %793 = getelementptr i8, ptr addrspace(3) @lds1, i64 %792
  %794 = load float, ptr addrspace(3) %793, align 4
  %795 = fmul float %759, %794
  %796 = fadd float %795, %789
  %797 = add i32 %765, %768
  %798 = sext i32 %797 to i64
  %799 = mul i64 %798, 4
  %800 = getelementptr i8, ptr addrspace(1) %0, i64 %799
  store float %796, ptr addrspace(1) %800, align 4
  %801 = load i32, ptr %v27, align 4
  %802 = add i32 %801, 128
  store i32 %802, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %803 = icmp eq i32 %17, 0
  br i1 %803, label %then31, label %endif32

then31:                                           ; preds = %done30
  %804 = mul i32 %764, 2
  %805 = sext i32 %804 to i64
  %806 = mul i64 %805, 4
  %807 = getelementptr i8, ptr addrspace(1) %1, i64 %806
  store float %614, ptr addrspace(1) %807, align 4
  %808 = add i32 %804, 1
  %809 = sext i32 %808 to i64
  %810 = mul i64 %809, 4
  %811 = getelementptr i8, ptr addrspace(1) %1, i64 %810
  store float %762, ptr addrspace(1) %811, align 4
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

!0 = !{ptr @strata_attn_decode_split_window_q8kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_window_q8kv, !"maxntidx", i32 128}
