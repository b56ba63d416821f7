; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
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
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %34 = add i32 %11, 32
  %35 = icmp slt i32 %34, %6
  %36 = add i32 %24, %34
  %37 = select i1 %35, i32 %36, i32 0
  %38 = sext i32 %37 to i64
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = select i1 %35, float %41, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %43 = add i32 %11, 64
  %44 = icmp slt i32 %43, %6
  %45 = add i32 %24, %43
  %46 = select i1 %44, i32 %45, i32 0
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %1, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = select i1 %44, float %50, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %52 = add i32 %11, 96
  %53 = icmp slt i32 %52, %6
  %54 = add i32 %24, %52
  %55 = select i1 %53, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %53, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %61 = add i32 %11, 128
  %62 = icmp slt i32 %61, %6
  %63 = add i32 %24, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %70 = add i32 %11, 160
  %71 = icmp slt i32 %70, %6
  %72 = add i32 %24, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %1, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %79 = add i32 %11, 192
  %80 = icmp slt i32 %79, %6
  %81 = add i32 %24, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %88 = add i32 %11, 224
  %89 = icmp slt i32 %88, %6
  %90 = add i32 %24, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  store i32 %13, ptr %v10, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %97 = load i32, ptr %v10, align 4
  %98 = icmp slt i32 %97, %21
  br i1 %98, label %body, label %done

body:                                             ; preds = %loop
  %99 = load i32, ptr %v10, align 4
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
  %192 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 16, i32 31)
  %193 = bitcast i32 %192 to float
  %194 = fadd float %190, %193
  %195 = bitcast float %194 to i32
  %196 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 8, i32 31)
  %197 = bitcast i32 %196 to float
  %198 = fadd float %194, %197
  %199 = bitcast float %198 to i32
  %200 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %199, i32 4, i32 31)
  %201 = bitcast i32 %200 to float
  %202 = fadd float %198, %201
  %203 = bitcast float %202 to i32
  %204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %203, i32 2, i32 31)
  %205 = bitcast i32 %204 to float
  %206 = fadd float %202, %205
  %207 = bitcast float %206 to i32
  %208 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 1, i32 31)
  %209 = bitcast i32 %208 to float
  %210 = fadd float %206, %209
  %211 = fmul float %210, %8
  %212 = load float, ptr %v8, align 4
  %213 = fcmp ogt float %211, %212
  %214 = select i1 %213, float %211, float %212
  %215 = fsub float %212, %214
  %216 = fmul float %215, 0x3FF7154760000000
  %217 = fcmp olt float %216, -1.260000e+02
  %218 = fcmp ogt float %216, 1.270000e+02
  %219 = select i1 %217, float -1.260000e+02, float %216
  %220 = select i1 %218, float 1.270000e+02, float %219
  %221 = fadd float %220, 5.000000e-01
  %222 = call float @llvm.floor.f32(float %221)
  %223 = fsub float %220, %222
  %224 = fmul float 0x3EEFFCBFC0000000, %223
  %225 = fadd float %224, 0x3F24309120000000
  %226 = fmul float %225, %223
  %227 = fadd float %226, 0x3F55D87FE0000000
  %228 = fmul float %227, %223
  %229 = fadd float %228, 0x3F83B2AB60000000
  %230 = fmul float %229, %223
  %231 = fadd float %230, 0x3FAC6B08E0000000
  %232 = fmul float %231, %223
  %233 = fadd float %232, 0x3FCEBFBE00000000
  %234 = fmul float %233, %223
  %235 = fadd float %234, 0x3FE62E4300000000
  %236 = fmul float %235, %223
  %237 = fadd float %236, 1.000000e+00
  %238 = fptosi float %222 to i32
  %239 = add i32 %238, 127
  %240 = shl i32 %239, 23
  %241 = bitcast i32 %240 to float
  %242 = fmul float %237, %241
  %243 = select i1 %217, float 0.000000e+00, float %242
  %244 = select i1 %218, float 0x7FF0000000000000, float %243
  %245 = fcmp uno float %216, %216
  %246 = select i1 %245, float %216, float %244
  %247 = fsub float %211, %214
  %248 = fmul float %247, 0x3FF7154760000000
  %249 = fcmp olt float %248, -1.260000e+02
  %250 = fcmp ogt float %248, 1.270000e+02
  %251 = select i1 %249, float -1.260000e+02, float %248
  %252 = select i1 %250, float 1.270000e+02, float %251
  %253 = fadd float %252, 5.000000e-01
  %254 = call float @llvm.floor.f32(float %253)
  %255 = fsub float %252, %254
  %256 = fmul float 0x3EEFFCBFC0000000, %255
  %257 = fadd float %256, 0x3F24309120000000
  %258 = fmul float %257, %255
  %259 = fadd float %258, 0x3F55D87FE0000000
  %260 = fmul float %259, %255
  %261 = fadd float %260, 0x3F83B2AB60000000
  %262 = fmul float %261, %255
  %263 = fadd float %262, 0x3FAC6B08E0000000
  %264 = fmul float %263, %255
  %265 = fadd float %264, 0x3FCEBFBE00000000
  %266 = fmul float %265, %255
  %267 = fadd float %266, 0x3FE62E4300000000
  %268 = fmul float %267, %255
  %269 = fadd float %268, 1.000000e+00
  %270 = fptosi float %254 to i32
  %271 = add i32 %270, 127
  %272 = shl i32 %271, 23
  %273 = bitcast i32 %272 to float
  %274 = fmul float %269, %273
  %275 = select i1 %249, float 0.000000e+00, float %274
  %276 = select i1 %250, float 0x7FF0000000000000, float %275
  %277 = fcmp uno float %248, %248
  %278 = select i1 %277, float %248, float %276
  %279 = load float, ptr %v9, align 4
  %280 = fmul float %279, %246
  %281 = fadd float %280, %278
  store float %281, ptr %v9, align 4
  %282 = add i32 %102, %25
  %283 = select i1 %26, i32 %282, i32 %102
  %284 = sext i32 %283 to i64
  %285 = mul i64 %284, 2
  %286 = getelementptr i8, ptr addrspace(1) %3, i64 %285
  %287 = load i16, ptr addrspace(1) %286, align 2
  %288 = bitcast i16 %287 to half
  %289 = fpext half %288 to float
  %290 = load float, ptr %v, align 4
  %291 = fmul float %278, %289
  %292 = fmul float %290, %246
  %293 = fadd float %292, %291
  store float %293, ptr %v, align 4
  %294 = add i32 %102, %34
  %295 = select i1 %35, i32 %294, i32 %102
  %296 = sext i32 %295 to i64
  %297 = mul i64 %296, 2
  %298 = getelementptr i8, ptr addrspace(1) %3, i64 %297
  %299 = load i16, ptr addrspace(1) %298, align 2
  %300 = bitcast i16 %299 to half
  %301 = fpext half %300 to float
  %302 = load float, ptr %v1, align 4
  %303 = fmul float %278, %301
  %304 = fmul float %302, %246
  %305 = fadd float %304, %303
  store float %305, ptr %v1, align 4
  %306 = add i32 %102, %43
  %307 = select i1 %44, i32 %306, i32 %102
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 2
  %310 = getelementptr i8, ptr addrspace(1) %3, i64 %309
  %311 = load i16, ptr addrspace(1) %310, align 2
  %312 = bitcast i16 %311 to half
  %313 = fpext half %312 to float
  %314 = load float, ptr %v2, align 4
  %315 = fmul float %278, %313
  %316 = fmul float %314, %246
  %317 = fadd float %316, %315
  store float %317, ptr %v2, align 4
  %318 = add i32 %102, %52
  %319 = select i1 %53, i32 %318, i32 %102
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 2
  %322 = getelementptr i8, ptr addrspace(1) %3, i64 %321
  %323 = load i16, ptr addrspace(1) %322, align 2
  %324 = bitcast i16 %323 to half
  %325 = fpext half %324 to float
  %326 = load float, ptr %v3, align 4
  %327 = fmul float %278, %325
  %328 = fmul float %326, %246
  %329 = fadd float %328, %327
  store float %329, ptr %v3, align 4
  %330 = add i32 %102, %61
  %331 = select i1 %62, i32 %330, i32 %102
  %332 = sext i32 %331 to i64
  %333 = mul i64 %332, 2
  %334 = getelementptr i8, ptr addrspace(1) %3, i64 %333
  %335 = load i16, ptr addrspace(1) %334, align 2
  %336 = bitcast i16 %335 to half
  %337 = fpext half %336 to float
  %338 = load float, ptr %v4, align 4
  %339 = fmul float %278, %337
  %340 = fmul float %338, %246
  %341 = fadd float %340, %339
  store float %341, ptr %v4, align 4
  %342 = add i32 %102, %70
  %343 = select i1 %71, i32 %342, i32 %102
  %344 = sext i32 %343 to i64
  %345 = mul i64 %344, 2
  %346 = getelementptr i8, ptr addrspace(1) %3, i64 %345
  %347 = load i16, ptr addrspace(1) %346, align 2
  %348 = bitcast i16 %347 to half
  %349 = fpext half %348 to float
  %350 = load float, ptr %v5, align 4
  %351 = fmul float %278, %349
  %352 = fmul float %350, %246
  %353 = fadd float %352, %351
  store float %353, ptr %v5, align 4
  %354 = add i32 %102, %79
  %355 = select i1 %80, i32 %354, i32 %102
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 2
  %358 = getelementptr i8, ptr addrspace(1) %3, i64 %357
  %359 = load i16, ptr addrspace(1) %358, align 2
  %360 = bitcast i16 %359 to half
  %361 = fpext half %360 to float
  %362 = load float, ptr %v6, align 4
  %363 = fmul float %278, %361
  %364 = fmul float %362, %246
  %365 = fadd float %364, %363
  store float %365, ptr %v6, align 4
  %366 = add i32 %102, %88
  %367 = select i1 %89, i32 %366, i32 %102
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 2
  %370 = getelementptr i8, ptr addrspace(1) %3, i64 %369
  %371 = load i16, ptr addrspace(1) %370, align 2
  %372 = bitcast i16 %371 to half
  %373 = fpext half %372 to float
  %374 = load float, ptr %v7, align 4
  %375 = fmul float %278, %373
  %376 = fmul float %374, %246
  %377 = fadd float %376, %375
  store float %377, ptr %v7, align 4
  store float %214, ptr %v8, align 4
  %378 = load i32, ptr %v10, align 4
  %379 = add i32 %378, 4
  store i32 %379, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %380 = mul i32 %13, 256
  %381 = load float, ptr %v, align 4
  br i1 %26, label %then, label %endif

then:                                             ; preds = %done
  %382 = add i32 %380, %25
  %383 = sext i32 %382 to i64
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(3) @lds1, i64 %384
  store float %381, ptr addrspace(3) %385, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %386 = load float, ptr %v1, align 4
  br i1 %35, label %then11, label %endif12

then11:                                           ; preds = %endif
  %387 = add i32 %380, %34
  %388 = sext i32 %387 to i64
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(3) @lds1, i64 %389
  store float %386, ptr addrspace(3) %390, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %391 = load float, ptr %v2, align 4
  br i1 %44, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %392 = add i32 %380, %43
  %393 = sext i32 %392 to i64
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(3) @lds1, i64 %394
  store float %391, ptr addrspace(3) %395, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %396 = load float, ptr %v3, align 4
  br i1 %53, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %397 = add i32 %380, %52
  %398 = sext i32 %397 to i64
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(3) @lds1, i64 %399
  store float %396, ptr addrspace(3) %400, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %401 = load float, ptr %v4, align 4
  br i1 %62, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %402 = add i32 %380, %61
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) @lds1, i64 %404
  store float %401, ptr addrspace(3) %405, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %406 = load float, ptr %v5, align 4
  br i1 %71, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %407 = add i32 %380, %70
  %408 = sext i32 %407 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(3) @lds1, i64 %409
  store float %406, ptr addrspace(3) %410, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %411 = load float, ptr %v6, align 4
  br i1 %80, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %412 = add i32 %380, %79
  %413 = sext i32 %412 to i64
  %414 = mul i64 %413, 4
  %415 = getelementptr i8, ptr addrspace(3) @lds1, i64 %414
  store float %411, ptr addrspace(3) %415, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %416 = load float, ptr %v7, align 4
  br i1 %89, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %417 = add i32 %380, %88
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %419
  store float %416, ptr addrspace(3) %420, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %421 = icmp eq i32 %11, 0
  %422 = load float, ptr %v8, align 4
  %423 = load float, ptr %v9, align 4
  br i1 %421, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %424 = mul i32 %13, 2
  %425 = sext i32 %424 to i64
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(3) @lds2, i64 %426
  store float %422, ptr addrspace(3) %427, align 4
  %428 = add i32 %424, 1
  %429 = sext i32 %428 to i64
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr addrspace(3) @lds2, i64 %430
  store float %423, ptr addrspace(3) %431, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %432 = load float, ptr addrspace(3) @lds2, align 4
  %433 = fcmp ogt float %432, 0xFFF0000000000000
  %434 = select i1 %433, float %432, float 0xFFF0000000000000
  %435 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %436 = fcmp ogt float %435, %434
  %437 = select i1 %436, float %435, float %434
  %438 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %439 = fcmp ogt float %438, %437
  %440 = select i1 %439, float %438, float %437
  %441 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %442 = fcmp ogt float %441, %440
  %443 = select i1 %442, float %441, float %440
  %444 = fsub float %432, %443
  %445 = fmul float %444, 0x3FF7154760000000
  %446 = fcmp olt float %445, -1.260000e+02
  %447 = fcmp ogt float %445, 1.270000e+02
  %448 = select i1 %446, float -1.260000e+02, float %445
  %449 = select i1 %447, float 1.270000e+02, float %448
  %450 = fadd float %449, 5.000000e-01
  %451 = call float @llvm.floor.f32(float %450)
  %452 = fsub float %449, %451
  %453 = fmul float 0x3EEFFCBFC0000000, %452
  %454 = fadd float %453, 0x3F24309120000000
  %455 = fmul float %454, %452
  %456 = fadd float %455, 0x3F55D87FE0000000
  %457 = fmul float %456, %452
  %458 = fadd float %457, 0x3F83B2AB60000000
  %459 = fmul float %458, %452
  %460 = fadd float %459, 0x3FAC6B08E0000000
  %461 = fmul float %460, %452
  %462 = fadd float %461, 0x3FCEBFBE00000000
  %463 = fmul float %462, %452
  %464 = fadd float %463, 0x3FE62E4300000000
  %465 = fmul float %464, %452
  %466 = fadd float %465, 1.000000e+00
  %467 = fptosi float %451 to i32
  %468 = add i32 %467, 127
  %469 = shl i32 %468, 23
  %470 = bitcast i32 %469 to float
  %471 = fmul float %466, %470
  %472 = select i1 %446, float 0.000000e+00, float %471
  %473 = select i1 %447, float 0x7FF0000000000000, float %472
  %474 = fcmp uno float %445, %445
  %475 = select i1 %474, float %445, float %473
  %476 = fcmp oeq float %432, 0xFFF0000000000000
  %477 = select i1 %476, float 0.000000e+00, float %475
  %478 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %479 = fmul float %477, %478
  %480 = fadd float %479, 0.000000e+00
  %481 = fsub float %435, %443
  %482 = fmul float %481, 0x3FF7154760000000
  %483 = fcmp olt float %482, -1.260000e+02
  %484 = fcmp ogt float %482, 1.270000e+02
  %485 = select i1 %483, float -1.260000e+02, float %482
  %486 = select i1 %484, float 1.270000e+02, float %485
  %487 = fadd float %486, 5.000000e-01
  %488 = call float @llvm.floor.f32(float %487)
  %489 = fsub float %486, %488
  %490 = fmul float 0x3EEFFCBFC0000000, %489
  %491 = fadd float %490, 0x3F24309120000000
  %492 = fmul float %491, %489
  %493 = fadd float %492, 0x3F55D87FE0000000
  %494 = fmul float %493, %489
  %495 = fadd float %494, 0x3F83B2AB60000000
  %496 = fmul float %495, %489
  %497 = fadd float %496, 0x3FAC6B08E0000000
  %498 = fmul float %497, %489
  %499 = fadd float %498, 0x3FCEBFBE00000000
  %500 = fmul float %499, %489
  %501 = fadd float %500, 0x3FE62E4300000000
  %502 = fmul float %501, %489
  %503 = fadd float %502, 1.000000e+00
  %504 = fptosi float %488 to i32
  %505 = add i32 %504, 127
  %506 = shl i32 %505, 23
  %507 = bitcast i32 %506 to float
  %508 = fmul float %503, %507
  %509 = select i1 %483, float 0.000000e+00, float %508
  %510 = select i1 %484, float 0x7FF0000000000000, float %509
  %511 = fcmp uno float %482, %482
  %512 = select i1 %511, float %482, float %510
  %513 = fcmp oeq float %435, 0xFFF0000000000000
  %514 = select i1 %513, float 0.000000e+00, float %512
  %515 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %516 = fmul float %514, %515
  %517 = fadd float %516, %480
  %518 = fsub float %438, %443
  %519 = fmul float %518, 0x3FF7154760000000
  %520 = fcmp olt float %519, -1.260000e+02
  %521 = fcmp ogt float %519, 1.270000e+02
  %522 = select i1 %520, float -1.260000e+02, float %519
  %523 = select i1 %521, float 1.270000e+02, float %522
  %524 = fadd float %523, 5.000000e-01
  %525 = call float @llvm.floor.f32(float %524)
  %526 = fsub float %523, %525
  %527 = fmul float 0x3EEFFCBFC0000000, %526
  %528 = fadd float %527, 0x3F24309120000000
  %529 = fmul float %528, %526
  %530 = fadd float %529, 0x3F55D87FE0000000
  %531 = fmul float %530, %526
  %532 = fadd float %531, 0x3F83B2AB60000000
  %533 = fmul float %532, %526
  %534 = fadd float %533, 0x3FAC6B08E0000000
  %535 = fmul float %534, %526
  %536 = fadd float %535, 0x3FCEBFBE00000000
  %537 = fmul float %536, %526
  %538 = fadd float %537, 0x3FE62E4300000000
  %539 = fmul float %538, %526
  %540 = fadd float %539, 1.000000e+00
  %541 = fptosi float %525 to i32
  %542 = add i32 %541, 127
  %543 = shl i32 %542, 23
  %544 = bitcast i32 %543 to float
  %545 = fmul float %540, %544
  %546 = select i1 %520, float 0.000000e+00, float %545
  %547 = select i1 %521, float 0x7FF0000000000000, float %546
  %548 = fcmp uno float %519, %519
  %549 = select i1 %548, float %519, float %547
  %550 = fcmp oeq float %438, 0xFFF0000000000000
  %551 = select i1 %550, float 0.000000e+00, float %549
  %552 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %553 = fmul float %551, %552
  %554 = fadd float %553, %517
  %555 = fsub float %441, %443
  %556 = fmul float %555, 0x3FF7154760000000
  %557 = fcmp olt float %556, -1.260000e+02
  %558 = fcmp ogt float %556, 1.270000e+02
  %559 = select i1 %557, float -1.260000e+02, float %556
  %560 = select i1 %558, float 1.270000e+02, float %559
  %561 = fadd float %560, 5.000000e-01
  %562 = call float @llvm.floor.f32(float %561)
  %563 = fsub float %560, %562
  %564 = fmul float 0x3EEFFCBFC0000000, %563
  %565 = fadd float %564, 0x3F24309120000000
  %566 = fmul float %565, %563
  %567 = fadd float %566, 0x3F55D87FE0000000
  %568 = fmul float %567, %563
  %569 = fadd float %568, 0x3F83B2AB60000000
  %570 = fmul float %569, %563
  %571 = fadd float %570, 0x3FAC6B08E0000000
  %572 = fmul float %571, %563
  %573 = fadd float %572, 0x3FCEBFBE00000000
  %574 = fmul float %573, %563
  %575 = fadd float %574, 0x3FE62E4300000000
  %576 = fmul float %575, %563
  %577 = fadd float %576, 1.000000e+00
  %578 = fptosi float %562 to i32
  %579 = add i32 %578, 127
  %580 = shl i32 %579, 23
  %581 = bitcast i32 %580 to float
  %582 = fmul float %577, %581
  %583 = select i1 %557, float 0.000000e+00, float %582
  %584 = select i1 %558, float 0x7FF0000000000000, float %583
  %585 = fcmp uno float %556, %556
  %586 = select i1 %585, float %556, float %584
  %587 = fcmp oeq float %441, 0xFFF0000000000000
  %588 = select i1 %587, float 0.000000e+00, float %586
  %589 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %590 = fmul float %588, %589
  %591 = fadd float %590, %554
  store i32 %9, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %592 = load i32, ptr %v27, align 4
  %593 = icmp slt i32 %592, %6
  br i1 %593, label %body29, label %done30

body29:                                           ; preds = %loop28
  %594 = load i32, ptr %v27, align 4
  %595 = add i32 0, %594
  %596 = sext i32 %595 to i64
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(3) @lds1, i64 %597
  %599 = load float, ptr addrspace(3) %598, align 4
  %600 = fmul float %477, %599
  %601 = fadd float %600, 0.000000e+00
  %602 = add i32 256, %594
  %603 = sext i32 %602 to i64
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr addrspace(3) @lds1, i64 %604
  %606 = load float, ptr addrspace(3) %605, align 4
  %607 = fmul float %514, %606
  %608 = fadd float %607, %601
  %609 = add i32 512, %594
  %610 = sext i32 %609 to i64
  %611 = mul i64 %610, 4
  %612 = getelementptr i8, ptr addrspace(3) @lds1, i64 %611
  %613 = load float, ptr addrspace(3) %612, align 4
  %614 = fmul float %551, %613
  %615 = fadd float %614, %608
  %616 = add i32 768, %594
  %617 = sext i32 %616 to i64
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(3) @lds1, i64 %618
  %620 = load float, ptr addrspace(3) %619, align 4
  %621 = fmul float %588, %620
  %622 = fadd float %621, %615
  %623 = add i32 %24, %594
  %624 = fdiv float %622, %591
  %625 = sext i32 %623 to i64
  %626 = mul i64 %625, 4
  %627 = getelementptr i8, ptr addrspace(1) %0, i64 %626
  store float %624, ptr addrspace(1) %627, align 4
  %628 = load i32, ptr %v27, align 4
  %629 = add i32 %628, 128
  store i32 %629, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
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

!0 = !{ptr @strata_attn_prefill_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_f16kv, !"maxntidx", i32 128}
