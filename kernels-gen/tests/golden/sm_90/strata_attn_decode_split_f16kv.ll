; ModuleID = 'strata_attn_decode_split_f16kv'
source_filename = "strata_attn_decode_split_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11) {
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
  %12 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = lshr i32 %17, 5
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %37 = add i32 %16, 32
  %38 = icmp slt i32 %37, %7
  %39 = add i32 %27, %37
  %40 = select i1 %38, i32 %39, i32 0
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 4
  %43 = getelementptr i8, ptr addrspace(1) %2, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = select i1 %38, float %44, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %46 = add i32 %16, 64
  %47 = icmp slt i32 %46, %7
  %48 = add i32 %27, %46
  %49 = select i1 %47, i32 %48, i32 0
  %50 = sext i32 %49 to i64
  %51 = mul i64 %50, 4
  %52 = getelementptr i8, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = select i1 %47, float %53, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %55 = add i32 %16, 96
  %56 = icmp slt i32 %55, %7
  %57 = add i32 %27, %55
  %58 = select i1 %56, i32 %57, i32 0
  %59 = sext i32 %58 to i64
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr addrspace(1) %2, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = select i1 %56, float %62, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %64 = add i32 %16, 128
  %65 = icmp slt i32 %64, %7
  %66 = add i32 %27, %64
  %67 = select i1 %65, i32 %66, i32 0
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %2, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = select i1 %65, float %71, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %73 = add i32 %16, 160
  %74 = icmp slt i32 %73, %7
  %75 = add i32 %27, %73
  %76 = select i1 %74, i32 %75, i32 0
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %2, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = select i1 %74, float %80, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %82 = add i32 %16, 192
  %83 = icmp slt i32 %82, %7
  %84 = add i32 %27, %82
  %85 = select i1 %83, i32 %84, i32 0
  %86 = sext i32 %85 to i64
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) %2, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = select i1 %83, float %89, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %91 = add i32 %16, 224
  %92 = icmp slt i32 %91, %7
  %93 = add i32 %27, %91
  %94 = select i1 %92, i32 %93, i32 0
  %95 = sext i32 %94 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %2, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = select i1 %92, float %98, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %100 = add i32 %23, %18
  store i32 %100, ptr %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %101 = load i32, ptr %v10, align 4
  %102 = icmp slt i32 %101, %26
  br i1 %102, label %body, label %done

body:                                             ; preds = %loop
  %103 = load i32, ptr %v10, align 4
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
  %196 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 16, i32 31)
  %197 = bitcast i32 %196 to float
  %198 = fadd float %194, %197
  %199 = bitcast float %198 to i32
  %200 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %199, i32 8, i32 31)
  %201 = bitcast i32 %200 to float
  %202 = fadd float %198, %201
  %203 = bitcast float %202 to i32
  %204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %203, i32 4, i32 31)
  %205 = bitcast i32 %204 to float
  %206 = fadd float %202, %205
  %207 = bitcast float %206 to i32
  %208 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 2, i32 31)
  %209 = bitcast i32 %208 to float
  %210 = fadd float %206, %209
  %211 = bitcast float %210 to i32
  %212 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %211, i32 1, i32 31)
  %213 = bitcast i32 %212 to float
  %214 = fadd float %210, %213
  %215 = fmul float %214, %11
  %216 = load float, ptr %v8, align 4
  %217 = fcmp ogt float %215, %216
  %218 = select i1 %217, float %215, float %216
  %219 = fsub float %216, %218
  %220 = fmul float %219, 0x3FF7154760000000
  %221 = fcmp olt float %220, -1.260000e+02
  %222 = fcmp ogt float %220, 1.270000e+02
  %223 = select i1 %221, float -1.260000e+02, float %220
  %224 = select i1 %222, float 1.270000e+02, float %223
  %225 = fadd float %224, 5.000000e-01
  %226 = call float @llvm.floor.f32(float %225)
  %227 = fsub float %224, %226
  %228 = fmul float 0x3EEFFCBFC0000000, %227
  %229 = fadd float %228, 0x3F24309120000000
  %230 = fmul float %229, %227
  %231 = fadd float %230, 0x3F55D87FE0000000
  %232 = fmul float %231, %227
  %233 = fadd float %232, 0x3F83B2AB60000000
  %234 = fmul float %233, %227
  %235 = fadd float %234, 0x3FAC6B08E0000000
  %236 = fmul float %235, %227
  %237 = fadd float %236, 0x3FCEBFBE00000000
  %238 = fmul float %237, %227
  %239 = fadd float %238, 0x3FE62E4300000000
  %240 = fmul float %239, %227
  %241 = fadd float %240, 1.000000e+00
  %242 = fptosi float %226 to i32
  %243 = add i32 %242, 127
  %244 = shl i32 %243, 23
  %245 = bitcast i32 %244 to float
  %246 = fmul float %241, %245
  %247 = select i1 %221, float 0.000000e+00, float %246
  %248 = select i1 %222, float 0x7FF0000000000000, float %247
  %249 = fcmp uno float %220, %220
  %250 = select i1 %249, float %220, float %248
  %251 = fsub float %215, %218
  %252 = fmul float %251, 0x3FF7154760000000
  %253 = fcmp olt float %252, -1.260000e+02
  %254 = fcmp ogt float %252, 1.270000e+02
  %255 = select i1 %253, float -1.260000e+02, float %252
  %256 = select i1 %254, float 1.270000e+02, float %255
  %257 = fadd float %256, 5.000000e-01
  %258 = call float @llvm.floor.f32(float %257)
  %259 = fsub float %256, %258
  %260 = fmul float 0x3EEFFCBFC0000000, %259
  %261 = fadd float %260, 0x3F24309120000000
  %262 = fmul float %261, %259
  %263 = fadd float %262, 0x3F55D87FE0000000
  %264 = fmul float %263, %259
  %265 = fadd float %264, 0x3F83B2AB60000000
  %266 = fmul float %265, %259
  %267 = fadd float %266, 0x3FAC6B08E0000000
  %268 = fmul float %267, %259
  %269 = fadd float %268, 0x3FCEBFBE00000000
  %270 = fmul float %269, %259
  %271 = fadd float %270, 0x3FE62E4300000000
  %272 = fmul float %271, %259
  %273 = fadd float %272, 1.000000e+00
  %274 = fptosi float %258 to i32
  %275 = add i32 %274, 127
  %276 = shl i32 %275, 23
  %277 = bitcast i32 %276 to float
  %278 = fmul float %273, %277
  %279 = select i1 %253, float 0.000000e+00, float %278
  %280 = select i1 %254, float 0x7FF0000000000000, float %279
  %281 = fcmp uno float %252, %252
  %282 = select i1 %281, float %252, float %280
  %283 = load float, ptr %v9, align 4
  %284 = fmul float %283, %250
  %285 = fadd float %284, %282
  store float %285, ptr %v9, align 4
  %286 = add i32 %106, %28
  %287 = select i1 %29, i32 %286, i32 %106
  %288 = sext i32 %287 to i64
  %289 = mul i64 %288, 2
  %290 = getelementptr i8, ptr addrspace(1) %4, i64 %289
  %291 = load i16, ptr addrspace(1) %290, align 2
  %292 = bitcast i16 %291 to half
  %293 = fpext half %292 to float
  %294 = load float, ptr %v, align 4
  %295 = fmul float %282, %293
  %296 = fmul float %294, %250
  %297 = fadd float %296, %295
  store float %297, ptr %v, align 4
  %298 = add i32 %106, %37
  %299 = select i1 %38, i32 %298, i32 %106
  %300 = sext i32 %299 to i64
  %301 = mul i64 %300, 2
  %302 = getelementptr i8, ptr addrspace(1) %4, i64 %301
  %303 = load i16, ptr addrspace(1) %302, align 2
  %304 = bitcast i16 %303 to half
  %305 = fpext half %304 to float
  %306 = load float, ptr %v1, align 4
  %307 = fmul float %282, %305
  %308 = fmul float %306, %250
  %309 = fadd float %308, %307
  store float %309, ptr %v1, align 4
  %310 = add i32 %106, %46
  %311 = select i1 %47, i32 %310, i32 %106
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 2
  %314 = getelementptr i8, ptr addrspace(1) %4, i64 %313
  %315 = load i16, ptr addrspace(1) %314, align 2
  %316 = bitcast i16 %315 to half
  %317 = fpext half %316 to float
  %318 = load float, ptr %v2, align 4
  %319 = fmul float %282, %317
  %320 = fmul float %318, %250
  %321 = fadd float %320, %319
  store float %321, ptr %v2, align 4
  %322 = add i32 %106, %55
  %323 = select i1 %56, i32 %322, i32 %106
  %324 = sext i32 %323 to i64
  %325 = mul i64 %324, 2
  %326 = getelementptr i8, ptr addrspace(1) %4, i64 %325
  %327 = load i16, ptr addrspace(1) %326, align 2
  %328 = bitcast i16 %327 to half
  %329 = fpext half %328 to float
  %330 = load float, ptr %v3, align 4
  %331 = fmul float %282, %329
  %332 = fmul float %330, %250
  %333 = fadd float %332, %331
  store float %333, ptr %v3, align 4
  %334 = add i32 %106, %64
  %335 = select i1 %65, i32 %334, i32 %106
  %336 = sext i32 %335 to i64
  %337 = mul i64 %336, 2
  %338 = getelementptr i8, ptr addrspace(1) %4, i64 %337
  %339 = load i16, ptr addrspace(1) %338, align 2
  %340 = bitcast i16 %339 to half
  %341 = fpext half %340 to float
  %342 = load float, ptr %v4, align 4
  %343 = fmul float %282, %341
  %344 = fmul float %342, %250
  %345 = fadd float %344, %343
  store float %345, ptr %v4, align 4
  %346 = add i32 %106, %73
  %347 = select i1 %74, i32 %346, i32 %106
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 2
  %350 = getelementptr i8, ptr addrspace(1) %4, i64 %349
  %351 = load i16, ptr addrspace(1) %350, align 2
  %352 = bitcast i16 %351 to half
  %353 = fpext half %352 to float
  %354 = load float, ptr %v5, align 4
  %355 = fmul float %282, %353
  %356 = fmul float %354, %250
  %357 = fadd float %356, %355
  store float %357, ptr %v5, align 4
  %358 = add i32 %106, %82
  %359 = select i1 %83, i32 %358, i32 %106
  %360 = sext i32 %359 to i64
  %361 = mul i64 %360, 2
  %362 = getelementptr i8, ptr addrspace(1) %4, i64 %361
  %363 = load i16, ptr addrspace(1) %362, align 2
  %364 = bitcast i16 %363 to half
  %365 = fpext half %364 to float
  %366 = load float, ptr %v6, align 4
  %367 = fmul float %282, %365
  %368 = fmul float %366, %250
  %369 = fadd float %368, %367
  store float %369, ptr %v6, align 4
  %370 = add i32 %106, %91
  %371 = select i1 %92, i32 %370, i32 %106
  %372 = sext i32 %371 to i64
  %373 = mul i64 %372, 2
  %374 = getelementptr i8, ptr addrspace(1) %4, i64 %373
  %375 = load i16, ptr addrspace(1) %374, align 2
  %376 = bitcast i16 %375 to half
  %377 = fpext half %376 to float
  %378 = load float, ptr %v7, align 4
  %379 = fmul float %282, %377
  %380 = fmul float %378, %250
  %381 = fadd float %380, %379
  store float %381, ptr %v7, align 4
  store float %218, ptr %v8, align 4
  %382 = load i32, ptr %v10, align 4
  %383 = add i32 %382, 4
  store i32 %383, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %384 = mul i32 %18, 256
  %385 = load float, ptr %v, align 4
  br i1 %29, label %then, label %endif

then:                                             ; preds = %done
  %386 = add i32 %384, %28
  %387 = sext i32 %386 to i64
  %388 = mul i64 %387, 4
  %389 = getelementptr i8, ptr addrspace(3) @lds1, i64 %388
  store float %385, ptr addrspace(3) %389, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %390 = load float, ptr %v1, align 4
  br i1 %38, label %then11, label %endif12

then11:                                           ; preds = %endif
  %391 = add i32 %384, %37
  %392 = sext i32 %391 to i64
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(3) @lds1, i64 %393
  store float %390, ptr addrspace(3) %394, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %395 = load float, ptr %v2, align 4
  br i1 %47, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %396 = add i32 %384, %46
  %397 = sext i32 %396 to i64
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr addrspace(3) @lds1, i64 %398
  store float %395, ptr addrspace(3) %399, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %400 = load float, ptr %v3, align 4
  br i1 %56, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %401 = add i32 %384, %55
  %402 = sext i32 %401 to i64
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr addrspace(3) @lds1, i64 %403
  store float %400, ptr addrspace(3) %404, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %405 = load float, ptr %v4, align 4
  br i1 %65, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %406 = add i32 %384, %64
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @lds1, i64 %408
  store float %405, ptr addrspace(3) %409, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %410 = load float, ptr %v5, align 4
  br i1 %74, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %411 = add i32 %384, %73
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(3) @lds1, i64 %413
  store float %410, ptr addrspace(3) %414, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %415 = load float, ptr %v6, align 4
  br i1 %83, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %416 = add i32 %384, %82
  %417 = sext i32 %416 to i64
  %418 = mul i64 %417, 4
  %419 = getelementptr i8, ptr addrspace(3) @lds1, i64 %418
  store float %415, ptr addrspace(3) %419, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %420 = load float, ptr %v7, align 4
  br i1 %92, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %421 = add i32 %384, %91
  %422 = sext i32 %421 to i64
  %423 = mul i64 %422, 4
  %424 = getelementptr i8, ptr addrspace(3) @lds1, i64 %423
  store float %420, ptr addrspace(3) %424, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %425 = icmp eq i32 %16, 0
  %426 = load float, ptr %v8, align 4
  %427 = load float, ptr %v9, align 4
  br i1 %425, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %428 = mul i32 %18, 2
  %429 = sext i32 %428 to i64
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr addrspace(3) @lds2, i64 %430
  store float %426, ptr addrspace(3) %431, align 4
  %432 = add i32 %428, 1
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(3) @lds2, i64 %434
  store float %427, ptr addrspace(3) %435, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %436 = load float, ptr addrspace(3) @lds2, align 4
  %437 = fcmp ogt float %436, 0xFFF0000000000000
  %438 = select i1 %437, float %436, float 0xFFF0000000000000
  %439 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %440 = fcmp ogt float %439, %438
  %441 = select i1 %440, float %439, float %438
  %442 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %443 = fcmp ogt float %442, %441
  %444 = select i1 %443, float %442, float %441
  %445 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %446 = fcmp ogt float %445, %444
  %447 = select i1 %446, float %445, float %444
  %448 = fsub float %436, %447
  %449 = fmul float %448, 0x3FF7154760000000
  %450 = fcmp olt float %449, -1.260000e+02
  %451 = fcmp ogt float %449, 1.270000e+02
  %452 = select i1 %450, float -1.260000e+02, float %449
  %453 = select i1 %451, float 1.270000e+02, float %452
  %454 = fadd float %453, 5.000000e-01
  %455 = call float @llvm.floor.f32(float %454)
  %456 = fsub float %453, %455
  %457 = fmul float 0x3EEFFCBFC0000000, %456
  %458 = fadd float %457, 0x3F24309120000000
  %459 = fmul float %458, %456
  %460 = fadd float %459, 0x3F55D87FE0000000
  %461 = fmul float %460, %456
  %462 = fadd float %461, 0x3F83B2AB60000000
  %463 = fmul float %462, %456
  %464 = fadd float %463, 0x3FAC6B08E0000000
  %465 = fmul float %464, %456
  %466 = fadd float %465, 0x3FCEBFBE00000000
  %467 = fmul float %466, %456
  %468 = fadd float %467, 0x3FE62E4300000000
  %469 = fmul float %468, %456
  %470 = fadd float %469, 1.000000e+00
  %471 = fptosi float %455 to i32
  %472 = add i32 %471, 127
  %473 = shl i32 %472, 23
  %474 = bitcast i32 %473 to float
  %475 = fmul float %470, %474
  %476 = select i1 %450, float 0.000000e+00, float %475
  %477 = select i1 %451, float 0x7FF0000000000000, float %476
  %478 = fcmp uno float %449, %449
  %479 = select i1 %478, float %449, float %477
  %480 = fcmp oeq float %436, 0xFFF0000000000000
  %481 = select i1 %480, float 0.000000e+00, float %479
  %482 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %483 = fmul float %481, %482
  %484 = fadd float %483, 0.000000e+00
  %485 = fsub float %439, %447
  %486 = fmul float %485, 0x3FF7154760000000
  %487 = fcmp olt float %486, -1.260000e+02
  %488 = fcmp ogt float %486, 1.270000e+02
  %489 = select i1 %487, float -1.260000e+02, float %486
  %490 = select i1 %488, float 1.270000e+02, float %489
  %491 = fadd float %490, 5.000000e-01
  %492 = call float @llvm.floor.f32(float %491)
  %493 = fsub float %490, %492
  %494 = fmul float 0x3EEFFCBFC0000000, %493
  %495 = fadd float %494, 0x3F24309120000000
  %496 = fmul float %495, %493
  %497 = fadd float %496, 0x3F55D87FE0000000
  %498 = fmul float %497, %493
  %499 = fadd float %498, 0x3F83B2AB60000000
  %500 = fmul float %499, %493
  %501 = fadd float %500, 0x3FAC6B08E0000000
  %502 = fmul float %501, %493
  %503 = fadd float %502, 0x3FCEBFBE00000000
  %504 = fmul float %503, %493
  %505 = fadd float %504, 0x3FE62E4300000000
  %506 = fmul float %505, %493
  %507 = fadd float %506, 1.000000e+00
  %508 = fptosi float %492 to i32
  %509 = add i32 %508, 127
  %510 = shl i32 %509, 23
  %511 = bitcast i32 %510 to float
  %512 = fmul float %507, %511
  %513 = select i1 %487, float 0.000000e+00, float %512
  %514 = select i1 %488, float 0x7FF0000000000000, float %513
  %515 = fcmp uno float %486, %486
  %516 = select i1 %515, float %486, float %514
  %517 = fcmp oeq float %439, 0xFFF0000000000000
  %518 = select i1 %517, float 0.000000e+00, float %516
  %519 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %520 = fmul float %518, %519
  %521 = fadd float %520, %484
  %522 = fsub float %442, %447
  %523 = fmul float %522, 0x3FF7154760000000
  %524 = fcmp olt float %523, -1.260000e+02
  %525 = fcmp ogt float %523, 1.270000e+02
  %526 = select i1 %524, float -1.260000e+02, float %523
  %527 = select i1 %525, float 1.270000e+02, float %526
  %528 = fadd float %527, 5.000000e-01
  %529 = call float @llvm.floor.f32(float %528)
  %530 = fsub float %527, %529
  %531 = fmul float 0x3EEFFCBFC0000000, %530
  %532 = fadd float %531, 0x3F24309120000000
  %533 = fmul float %532, %530
  %534 = fadd float %533, 0x3F55D87FE0000000
  %535 = fmul float %534, %530
  %536 = fadd float %535, 0x3F83B2AB60000000
  %537 = fmul float %536, %530
  %538 = fadd float %537, 0x3FAC6B08E0000000
  %539 = fmul float %538, %530
  %540 = fadd float %539, 0x3FCEBFBE00000000
  %541 = fmul float %540, %530
  %542 = fadd float %541, 0x3FE62E4300000000
  %543 = fmul float %542, %530
  %544 = fadd float %543, 1.000000e+00
  %545 = fptosi float %529 to i32
  %546 = add i32 %545, 127
  %547 = shl i32 %546, 23
  %548 = bitcast i32 %547 to float
  %549 = fmul float %544, %548
  %550 = select i1 %524, float 0.000000e+00, float %549
  %551 = select i1 %525, float 0x7FF0000000000000, float %550
  %552 = fcmp uno float %523, %523
  %553 = select i1 %552, float %523, float %551
  %554 = fcmp oeq float %442, 0xFFF0000000000000
  %555 = select i1 %554, float 0.000000e+00, float %553
  %556 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %557 = fmul float %555, %556
  %558 = fadd float %557, %521
  %559 = fsub float %445, %447
  %560 = fmul float %559, 0x3FF7154760000000
  %561 = fcmp olt float %560, -1.260000e+02
  %562 = fcmp ogt float %560, 1.270000e+02
  %563 = select i1 %561, float -1.260000e+02, float %560
  %564 = select i1 %562, float 1.270000e+02, float %563
  %565 = fadd float %564, 5.000000e-01
  %566 = call float @llvm.floor.f32(float %565)
  %567 = fsub float %564, %566
  %568 = fmul float 0x3EEFFCBFC0000000, %567
  %569 = fadd float %568, 0x3F24309120000000
  %570 = fmul float %569, %567
  %571 = fadd float %570, 0x3F55D87FE0000000
  %572 = fmul float %571, %567
  %573 = fadd float %572, 0x3F83B2AB60000000
  %574 = fmul float %573, %567
  %575 = fadd float %574, 0x3FAC6B08E0000000
  %576 = fmul float %575, %567
  %577 = fadd float %576, 0x3FCEBFBE00000000
  %578 = fmul float %577, %567
  %579 = fadd float %578, 0x3FE62E4300000000
  %580 = fmul float %579, %567
  %581 = fadd float %580, 1.000000e+00
  %582 = fptosi float %566 to i32
  %583 = add i32 %582, 127
  %584 = shl i32 %583, 23
  %585 = bitcast i32 %584 to float
  %586 = fmul float %581, %585
  %587 = select i1 %561, float 0.000000e+00, float %586
  %588 = select i1 %562, float 0x7FF0000000000000, float %587
  %589 = fcmp uno float %560, %560
  %590 = select i1 %589, float %560, float %588
  %591 = fcmp oeq float %445, 0xFFF0000000000000
  %592 = select i1 %591, float 0.000000e+00, float %590
  %593 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %594 = fmul float %592, %593
  %595 = fadd float %594, %558
  %596 = mul i32 %19, %10
  %597 = add i32 %596, %20
  %598 = mul i32 %597, %7
  store i32 %14, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %599 = load i32, ptr %v27, align 4
  %600 = icmp slt i32 %599, %7
  br i1 %600, label %body29, label %done30

body29:                                           ; preds = %loop28
  %601 = load i32, ptr %v27, align 4
  %602 = add i32 0, %601
  %603 = sext i32 %602 to i64
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr addrspace(3) @lds1, i64 %604
  %606 = load float, ptr addrspace(3) %605, align 4
  %607 = fmul float %481, %606
  %608 = fadd float %607, 0.000000e+00
  %609 = add i32 256, %601
  %610 = sext i32 %609 to i64
  %611 = mul i64 %610, 4
  %612 = getelementptr i8, ptr addrspace(3) @lds1, i64 %611
  %613 = load float, ptr addrspace(3) %612, align 4
  %614 = fmul float %518, %613
  %615 = fadd float %614, %608
  %616 = add i32 512, %601
  %617 = sext i32 %616 to i64
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(3) @lds1, i64 %618
  %620 = load float, ptr addrspace(3) %619, align 4
  %621 = fmul float %555, %620
  %622 = fadd float %621, %615
  %623 = add i32 768, %601
  %624 = sext i32 %623 to i64
  %625 = mul i64 %624, 4
  %626 = getelementptr i8, ptr addrspace(3) @lds1, i64 %625
  %627 = load float, ptr addrspace(3) %626, align 4
  %628 = fmul float %592, %627
  %629 = fadd float %628, %622
  %630 = add i32 %598, %601
  %631 = sext i32 %630 to i64
  %632 = mul i64 %631, 4
  %633 = getelementptr i8, ptr addrspace(1) %0, i64 %632
  store float %629, ptr addrspace(1) %633, align 4
  %634 = load i32, ptr %v27, align 4
  %635 = add i32 %634, 128
  store i32 %635, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %636 = icmp eq i32 %14, 0
  br i1 %636, label %then31, label %endif32

then31:                                           ; preds = %done30
  %637 = mul i32 %597, 2
  %638 = sext i32 %637 to i64
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr addrspace(1) %1, i64 %639
  store float %447, ptr addrspace(1) %640, align 4
  %641 = add i32 %637, 1
  %642 = sext i32 %641 to i64
  %643 = mul i64 %642, 4
  %644 = getelementptr i8, ptr addrspace(1) %1, i64 %643
  store float %595, ptr addrspace(1) %644, align 4
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

!0 = !{ptr @strata_attn_decode_split_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_f16kv, !"maxntidx", i32 128}
