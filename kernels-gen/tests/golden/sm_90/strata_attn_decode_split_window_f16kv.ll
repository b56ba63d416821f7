; ModuleID = 'strata_attn_decode_split_window_f16kv'
source_filename = "strata_attn_decode_split_window_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_window_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12) {
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
  %13 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = lshr i32 %18, 5
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %43 = add i32 %17, 32
  %44 = icmp slt i32 %43, %7
  %45 = add i32 %33, %43
  %46 = select i1 %44, i32 %45, i32 0
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %2, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = select i1 %44, float %50, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %52 = add i32 %17, 64
  %53 = icmp slt i32 %52, %7
  %54 = add i32 %33, %52
  %55 = select i1 %53, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %2, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %53, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %61 = add i32 %17, 96
  %62 = icmp slt i32 %61, %7
  %63 = add i32 %33, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %70 = add i32 %17, 128
  %71 = icmp slt i32 %70, %7
  %72 = add i32 %33, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %2, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %79 = add i32 %17, 160
  %80 = icmp slt i32 %79, %7
  %81 = add i32 %33, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %2, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %88 = add i32 %17, 192
  %89 = icmp slt i32 %88, %7
  %90 = add i32 %33, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %2, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %97 = add i32 %17, 224
  %98 = icmp slt i32 %97, %7
  %99 = add i32 %33, %97
  %100 = select i1 %98, i32 %99, i32 0
  %101 = sext i32 %100 to i64
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %2, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = select i1 %98, float %104, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %106 = add i32 %30, %19
  store i32 %106, ptr %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %107 = load i32, ptr %v10, align 4
  %108 = icmp slt i32 %107, %32
  br i1 %108, label %body, label %done

body:                                             ; preds = %loop
  %109 = load i32, ptr %v10, align 4
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
  %202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 16, i32 31)
  %203 = bitcast i32 %202 to float
  %204 = fadd float %200, %203
  %205 = bitcast float %204 to i32
  %206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %205, i32 8, i32 31)
  %207 = bitcast i32 %206 to float
  %208 = fadd float %204, %207
  %209 = bitcast float %208 to i32
  %210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %209, i32 4, i32 31)
  %211 = bitcast i32 %210 to float
  %212 = fadd float %208, %211
  %213 = bitcast float %212 to i32
  %214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %213, i32 2, i32 31)
  %215 = bitcast i32 %214 to float
  %216 = fadd float %212, %215
  %217 = bitcast float %216 to i32
  %218 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %217, i32 1, i32 31)
  %219 = bitcast i32 %218 to float
  %220 = fadd float %216, %219
  %221 = fmul float %220, %11
  %222 = load float, ptr %v8, align 4
  %223 = fcmp ogt float %221, %222
  %224 = select i1 %223, float %221, float %222
  %225 = fsub float %222, %224
  %226 = fmul float %225, 0x3FF7154760000000
  %227 = fcmp olt float %226, -1.260000e+02
  %228 = fcmp ogt float %226, 1.270000e+02
  %229 = select i1 %227, float -1.260000e+02, float %226
  %230 = select i1 %228, float 1.270000e+02, float %229
  %231 = fadd float %230, 5.000000e-01
  %232 = call float @llvm.floor.f32(float %231)
  %233 = fsub float %230, %232
  %234 = fmul float 0x3EEFFCBFC0000000, %233
  %235 = fadd float %234, 0x3F24309120000000
  %236 = fmul float %235, %233
  %237 = fadd float %236, 0x3F55D87FE0000000
  %238 = fmul float %237, %233
  %239 = fadd float %238, 0x3F83B2AB60000000
  %240 = fmul float %239, %233
  %241 = fadd float %240, 0x3FAC6B08E0000000
  %242 = fmul float %241, %233
  %243 = fadd float %242, 0x3FCEBFBE00000000
  %244 = fmul float %243, %233
  %245 = fadd float %244, 0x3FE62E4300000000
  %246 = fmul float %245, %233
  %247 = fadd float %246, 1.000000e+00
  %248 = fptosi float %232 to i32
  %249 = add i32 %248, 127
  %250 = shl i32 %249, 23
  %251 = bitcast i32 %250 to float
  %252 = fmul float %247, %251
  %253 = select i1 %227, float 0.000000e+00, float %252
  %254 = select i1 %228, float 0x7FF0000000000000, float %253
  %255 = fcmp uno float %226, %226
  %256 = select i1 %255, float %226, float %254
  %257 = fsub float %221, %224
  %258 = fmul float %257, 0x3FF7154760000000
  %259 = fcmp olt float %258, -1.260000e+02
  %260 = fcmp ogt float %258, 1.270000e+02
  %261 = select i1 %259, float -1.260000e+02, float %258
  %262 = select i1 %260, float 1.270000e+02, float %261
  %263 = fadd float %262, 5.000000e-01
  %264 = call float @llvm.floor.f32(float %263)
  %265 = fsub float %262, %264
  %266 = fmul float 0x3EEFFCBFC0000000, %265
  %267 = fadd float %266, 0x3F24309120000000
  %268 = fmul float %267, %265
  %269 = fadd float %268, 0x3F55D87FE0000000
  %270 = fmul float %269, %265
  %271 = fadd float %270, 0x3F83B2AB60000000
  %272 = fmul float %271, %265
  %273 = fadd float %272, 0x3FAC6B08E0000000
  %274 = fmul float %273, %265
  %275 = fadd float %274, 0x3FCEBFBE00000000
  %276 = fmul float %275, %265
  %277 = fadd float %276, 0x3FE62E4300000000
  %278 = fmul float %277, %265
  %279 = fadd float %278, 1.000000e+00
  %280 = fptosi float %264 to i32
  %281 = add i32 %280, 127
  %282 = shl i32 %281, 23
  %283 = bitcast i32 %282 to float
  %284 = fmul float %279, %283
  %285 = select i1 %259, float 0.000000e+00, float %284
  %286 = select i1 %260, float 0x7FF0000000000000, float %285
  %287 = fcmp uno float %258, %258
  %288 = select i1 %287, float %258, float %286
  %289 = load float, ptr %v9, align 4
  %290 = fmul float %289, %256
  %291 = fadd float %290, %288
  store float %291, ptr %v9, align 4
  %292 = add i32 %112, %34
  %293 = select i1 %35, i32 %292, i32 %112
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 2
  %296 = getelementptr i8, ptr addrspace(1) %4, i64 %295
  %297 = load i16, ptr addrspace(1) %296, align 2
  %298 = bitcast i16 %297 to half
  %299 = fpext half %298 to float
  %300 = load float, ptr %v, align 4
  %301 = fmul float %288, %299
  %302 = fmul float %300, %256
  %303 = fadd float %302, %301
  store float %303, ptr %v, align 4
  %304 = add i32 %112, %43
  %305 = select i1 %44, i32 %304, i32 %112
  %306 = sext i32 %305 to i64
  %307 = mul i64 %306, 2
  %308 = getelementptr i8, ptr addrspace(1) %4, i64 %307
  %309 = load i16, ptr addrspace(1) %308, align 2
  %310 = bitcast i16 %309 to half
  %311 = fpext half %310 to float
  %312 = load float, ptr %v1, align 4
  %313 = fmul float %288, %311
  %314 = fmul float %312, %256
  %315 = fadd float %314, %313
  store float %315, ptr %v1, align 4
  %316 = add i32 %112, %52
  %317 = select i1 %53, i32 %316, i32 %112
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 2
  %320 = getelementptr i8, ptr addrspace(1) %4, i64 %319
  %321 = load i16, ptr addrspace(1) %320, align 2
  %322 = bitcast i16 %321 to half
  %323 = fpext half %322 to float
  %324 = load float, ptr %v2, align 4
  %325 = fmul float %288, %323
  %326 = fmul float %324, %256
  %327 = fadd float %326, %325
  store float %327, ptr %v2, align 4
  %328 = add i32 %112, %61
  %329 = select i1 %62, i32 %328, i32 %112
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 2
  %332 = getelementptr i8, ptr addrspace(1) %4, i64 %331
  %333 = load i16, ptr addrspace(1) %332, align 2
  %334 = bitcast i16 %333 to half
  %335 = fpext half %334 to float
  %336 = load float, ptr %v3, align 4
  %337 = fmul float %288, %335
  %338 = fmul float %336, %256
  %339 = fadd float %338, %337
  store float %339, ptr %v3, align 4
  %340 = add i32 %112, %70
  %341 = select i1 %71, i32 %340, i32 %112
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 2
  %344 = getelementptr i8, ptr addrspace(1) %4, i64 %343
  %345 = load i16, ptr addrspace(1) %344, align 2
  %346 = bitcast i16 %345 to half
  %347 = fpext half %346 to float
  %348 = load float, ptr %v4, align 4
  %349 = fmul float %288, %347
  %350 = fmul float %348, %256
  %351 = fadd float %350, %349
  store float %351, ptr %v4, align 4
  %352 = add i32 %112, %79
  %353 = select i1 %80, i32 %352, i32 %112
  %354 = sext i32 %353 to i64
  %355 = mul i64 %354, 2
  %356 = getelementptr i8, ptr addrspace(1) %4, i64 %355
  %357 = load i16, ptr addrspace(1) %356, align 2
  %358 = bitcast i16 %357 to half
  %359 = fpext half %358 to float
  %360 = load float, ptr %v5, align 4
  %361 = fmul float %288, %359
  %362 = fmul float %360, %256
  %363 = fadd float %362, %361
  store float %363, ptr %v5, align 4
  %364 = add i32 %112, %88
  %365 = select i1 %89, i32 %364, i32 %112
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 2
  %368 = getelementptr i8, ptr addrspace(1) %4, i64 %367
  %369 = load i16, ptr addrspace(1) %368, align 2
  %370 = bitcast i16 %369 to half
  %371 = fpext half %370 to float
  %372 = load float, ptr %v6, align 4
  %373 = fmul float %288, %371
  %374 = fmul float %372, %256
  %375 = fadd float %374, %373
  store float %375, ptr %v6, align 4
  %376 = add i32 %112, %97
  %377 = select i1 %98, i32 %376, i32 %112
  %378 = sext i32 %377 to i64
  %379 = mul i64 %378, 2
  %380 = getelementptr i8, ptr addrspace(1) %4, i64 %379
  %381 = load i16, ptr addrspace(1) %380, align 2
  %382 = bitcast i16 %381 to half
  %383 = fpext half %382 to float
  %384 = load float, ptr %v7, align 4
  %385 = fmul float %288, %383
  %386 = fmul float %384, %256
  %387 = fadd float %386, %385
  store float %387, ptr %v7, align 4
  store float %224, ptr %v8, align 4
  %388 = load i32, ptr %v10, align 4
  %389 = add i32 %388, 4
  store i32 %389, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %390 = mul i32 %19, 256
  %391 = load float, ptr %v, align 4
  br i1 %35, label %then, label %endif

then:                                             ; preds = %done
  %392 = add i32 %390, %34
  %393 = sext i32 %392 to i64
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(3) @lds1, i64 %394
  store float %391, ptr addrspace(3) %395, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %396 = load float, ptr %v1, align 4
  br i1 %44, label %then11, label %endif12

then11:                                           ; preds = %endif
  %397 = add i32 %390, %43
  %398 = sext i32 %397 to i64
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(3) @lds1, i64 %399
  store float %396, ptr addrspace(3) %400, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %401 = load float, ptr %v2, align 4
  br i1 %53, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %402 = add i32 %390, %52
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) @lds1, i64 %404
  store float %401, ptr addrspace(3) %405, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %406 = load float, ptr %v3, align 4
  br i1 %62, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %407 = add i32 %390, %61
  %408 = sext i32 %407 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(3) @lds1, i64 %409
  store float %406, ptr addrspace(3) %410, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %411 = load float, ptr %v4, align 4
  br i1 %71, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %412 = add i32 %390, %70
  %413 = sext i32 %412 to i64
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr addrspace(3) @lds1, i64 %414
  store float %411, ptr addrspace(3) %415, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %416 = load float, ptr %v5, align 4
  br i1 %80, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %417 = add i32 %390, %79
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %419
  store float %416, ptr addrspace(3) %420, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %421 = load float, ptr %v6, align 4
  br i1 %89, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %422 = add i32 %390, %88
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %424
  store float %421, ptr addrspace(3) %425, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %426 = load float, ptr %v7, align 4
  br i1 %98, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %427 = add i32 %390, %97
  %428 = sext i32 %427 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(3) @lds1, i64 %429
  store float %426, ptr addrspace(3) %430, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %431 = icmp eq i32 %17, 0
  %432 = load float, ptr %v8, align 4
  %433 = load float, ptr %v9, align 4
  br i1 %431, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %434 = mul i32 %19, 2
  %435 = sext i32 %434 to i64
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(3) @lds2, i64 %436
  store float %432, ptr addrspace(3) %437, align 4
  %438 = add i32 %434, 1
  %439 = sext i32 %438 to i64
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr addrspace(3) @lds2, i64 %440
  store float %433, ptr addrspace(3) %441, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %442 = load float, ptr addrspace(3) @lds2, align 4
  %443 = fcmp ogt float %442, 0xFFF0000000000000
  %444 = select i1 %443, float %442, float 0xFFF0000000000000
  %445 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %446 = fcmp ogt float %445, %444
  %447 = select i1 %446, float %445, float %444
  %448 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %449 = fcmp ogt float %448, %447
  %450 = select i1 %449, float %448, float %447
  %451 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %452 = fcmp ogt float %451, %450
  %453 = select i1 %452, float %451, float %450
  %454 = fsub float %442, %453
  %455 = fmul float %454, 0x3FF7154760000000
  %456 = fcmp olt float %455, -1.260000e+02
  %457 = fcmp ogt float %455, 1.270000e+02
  %458 = select i1 %456, float -1.260000e+02, float %455
  %459 = select i1 %457, float 1.270000e+02, float %458
  %460 = fadd float %459, 5.000000e-01
  %461 = call float @llvm.floor.f32(float %460)
  %462 = fsub float %459, %461
  %463 = fmul float 0x3EEFFCBFC0000000, %462
  %464 = fadd float %463, 0x3F24309120000000
  %465 = fmul float %464, %462
  %466 = fadd float %465, 0x3F55D87FE0000000
  %467 = fmul float %466, %462
  %468 = fadd float %467, 0x3F83B2AB60000000
  %469 = fmul float %468, %462
  %470 = fadd float %469, 0x3FAC6B08E0000000
  %471 = fmul float %470, %462
  %472 = fadd float %471, 0x3FCEBFBE00000000
  %473 = fmul float %472, %462
  %474 = fadd float %473, 0x3FE62E4300000000
  %475 = fmul float %474, %462
  %476 = fadd float %475, 1.000000e+00
  %477 = fptosi float %461 to i32
  %478 = add i32 %477, 127
  %479 = shl i32 %478, 23
  %480 = bitcast i32 %479 to float
  %481 = fmul float %476, %480
  %482 = select i1 %456, float 0.000000e+00, float %481
  %483 = select i1 %457, float 0x7FF0000000000000, float %482
  %484 = fcmp uno float %455, %455
  %485 = select i1 %484, float %455, float %483
  %486 = fcmp oeq float %442, 0xFFF0000000000000
  %487 = select i1 %486, float 0.000000e+00, float %485
  %488 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %489 = fmul float %487, %488
  %490 = fadd float %489, 0.000000e+00
  %491 = fsub float %445, %453
  %492 = fmul float %491, 0x3FF7154760000000
  %493 = fcmp olt float %492, -1.260000e+02
  %494 = fcmp ogt float %492, 1.270000e+02
  %495 = select i1 %493, float -1.260000e+02, float %492
  %496 = select i1 %494, float 1.270000e+02, float %495
  %497 = fadd float %496, 5.000000e-01
  %498 = call float @llvm.floor.f32(float %497)
  %499 = fsub float %496, %498
  %500 = fmul float 0x3EEFFCBFC0000000, %499
  %501 = fadd float %500, 0x3F24309120000000
  %502 = fmul float %501, %499
  %503 = fadd float %502, 0x3F55D87FE0000000
  %504 = fmul float %503, %499
  %505 = fadd float %504, 0x3F83B2AB60000000
  %506 = fmul float %505, %499
  %507 = fadd float %506, 0x3FAC6B08E0000000
  %508 = fmul float %507, %499
  %509 = fadd float %508, 0x3FCEBFBE00000000
  %510 = fmul float %509, %499
  %511 = fadd float %510, 0x3FE62E4300000000
  %512 = fmul float %511, %499
  %513 = fadd float %512, 1.000000e+00
  %514 = fptosi float %498 to i32
  %515 = add i32 %514, 127
  %516 = shl i32 %515, 23
  %517 = bitcast i32 %516 to float
  %518 = fmul float %513, %517
  %519 = select i1 %493, float 0.000000e+00, float %518
  %520 = select i1 %494, float 0x7FF0000000000000, float %519
  %521 = fcmp uno float %492, %492
  %522 = select i1 %521, float %492, float %520
  %523 = fcmp oeq float %445, 0xFFF0000000000000
  %524 = select i1 %523, float 0.000000e+00, float %522
  %525 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %526 = fmul float %524, %525
  %527 = fadd float %526, %490
  %528 = fsub float %448, %453
  %529 = fmul float %528, 0x3FF7154760000000
  %530 = fcmp olt float %529, -1.260000e+02
  %531 = fcmp ogt float %529, 1.270000e+02
  %532 = select i1 %530, float -1.260000e+02, float %529
  %533 = select i1 %531, float 1.270000e+02, float %532
  %534 = fadd float %533, 5.000000e-01
  %535 = call float @llvm.floor.f32(float %534)
  %536 = fsub float %533, %535
  %537 = fmul float 0x3EEFFCBFC0000000, %536
  %538 = fadd float %537, 0x3F24309120000000
  %539 = fmul float %538, %536
  %540 = fadd float %539, 0x3F55D87FE0000000
  %541 = fmul float %540, %536
  %542 = fadd float %541, 0x3F83B2AB60000000
  %543 = fmul float %542, %536
  %544 = fadd float %543, 0x3FAC6B08E0000000
  %545 = fmul float %544, %536
  %546 = fadd float %545, 0x3FCEBFBE00000000
  %547 = fmul float %546, %536
  %548 = fadd float %547, 0x3FE62E4300000000
  %549 = fmul float %548, %536
  %550 = fadd float %549, 1.000000e+00
  %551 = fptosi float %535 to i32
  %552 = add i32 %551, 127
  %553 = shl i32 %552, 23
  %554 = bitcast i32 %553 to float
  %555 = fmul float %550, %554
  %556 = select i1 %530, float 0.000000e+00, float %555
  %557 = select i1 %531, float 0x7FF0000000000000, float %556
  %558 = fcmp uno float %529, %529
  %559 = select i1 %558, float %529, float %557
  %560 = fcmp oeq float %448, 0xFFF0000000000000
  %561 = select i1 %560, float 0.000000e+00, float %559
  %562 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %563 = fmul float %561, %562
  %564 = fadd float %563, %527
  %565 = fsub float %451, %453
  %566 = fmul float %565, 0x3FF7154760000000
  %567 = fcmp olt float %566, -1.260000e+02
  %568 = fcmp ogt float %566, 1.270000e+02
  %569 = select i1 %567, float -1.260000e+02, float %566
  %570 = select i1 %568, float 1.270000e+02, float %569
  %571 = fadd float %570, 5.000000e-01
  %572 = call float @llvm.floor.f32(float %571)
  %573 = fsub float %570, %572
  %574 = fmul float 0x3EEFFCBFC0000000, %573
  %575 = fadd float %574, 0x3F24309120000000
  %576 = fmul float %575, %573
  %577 = fadd float %576, 0x3F55D87FE0000000
  %578 = fmul float %577, %573
  %579 = fadd float %578, 0x3F83B2AB60000000
  %580 = fmul float %579, %573
  %581 = fadd float %580, 0x3FAC6B08E0000000
  %582 = fmul float %581, %573
  %583 = fadd float %582, 0x3FCEBFBE00000000
  %584 = fmul float %583, %573
  %585 = fadd float %584, 0x3FE62E4300000000
  %586 = fmul float %585, %573
  %587 = fadd float %586, 1.000000e+00
  %588 = fptosi float %572 to i32
  %589 = add i32 %588, 127
  %590 = shl i32 %589, 23
  %591 = bitcast i32 %590 to float
  %592 = fmul float %587, %591
  %593 = select i1 %567, float 0.000000e+00, float %592
  %594 = select i1 %568, float 0x7FF0000000000000, float %593
  %595 = fcmp uno float %566, %566
  %596 = select i1 %595, float %566, float %594
  %597 = fcmp oeq float %451, 0xFFF0000000000000
  %598 = select i1 %597, float 0.000000e+00, float %596
  %599 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %600 = fmul float %598, %599
  %601 = fadd float %600, %564
  %602 = mul i32 %20, %10
  %603 = add i32 %602, %21
  %604 = mul i32 %603, %7
  store i32 %15, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %605 = load i32, ptr %v27, align 4
  %606 = icmp slt i32 %605, %7
  br i1 %606, label %body29, label %done30

body29:                                           ; preds = %loop28
  %607 = load i32, ptr %v27, align 4
  %608 = add i32 0, %607
  %609 = sext i32 %608 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(3) @lds1, i64 %610
  %612 = load float, ptr addrspace(3) %611, align 4
  %613 = fmul float %487, %612
  %614 = fadd float %613, 0.000000e+00
  %615 = add i32 256, %607
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(3) @lds1, i64 %617
  %619 = load float, ptr addrspace(3) %618, align 4
  %620 = fmul float %524, %619
  %621 = fadd float %620, %614
  %622 = add i32 512, %607
  %623 = sext i32 %622 to i64
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(3) @lds1, i64 %624
  %626 = load float, ptr addrspace(3) %625, align 4
  %627 = fmul float %561, %626
  %628 = fadd float %627, %621
  %629 = add i32 768, %607
  %630 = sext i32 %629 to i64
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(3) @lds1, i64 %631
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = fmul float %598, %633
  %635 = fadd float %634, %628
  %636 = add i32 %604, %607
  %637 = sext i32 %636 to i64
  %638 = mul i64 %637, 4
  %639 = getelementptr i8, ptr addrspace(1) %0, i64 %638
  store float %635, ptr addrspace(1) %639, align 4
  %640 = load i32, ptr %v27, align 4
  %641 = add i32 %640, 128
  store i32 %641, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %642 = icmp eq i32 %15, 0
  br i1 %642, label %then31, label %endif32

then31:                                           ; preds = %done30
  %643 = mul i32 %603, 2
  %644 = sext i32 %643 to i64
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr addrspace(1) %1, i64 %645
  store float %453, ptr addrspace(1) %646, align 4
  %647 = add i32 %643, 1
  %648 = sext i32 %647 to i64
  %649 = mul i64 %648, 4
  %650 = getelementptr i8, ptr addrspace(1) %1, i64 %649
  store float %601, ptr addrspace(1) %650, align 4
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

!0 = !{ptr @strata_attn_decode_split_window_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_window_f16kv, !"maxntidx", i32 128}
