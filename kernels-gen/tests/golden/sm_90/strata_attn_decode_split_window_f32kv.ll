; ModuleID = 'strata_attn_decode_split_window_f32kv'
source_filename = "strata_attn_decode_split_window_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_window_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, i32 %12) {
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
  %186 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %185, i32 16, i32 31)
  %187 = bitcast i32 %186 to float
  %188 = fadd float %184, %187
  %189 = bitcast float %188 to i32
  %190 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 8, i32 31)
  %191 = bitcast i32 %190 to float
  %192 = fadd float %188, %191
  %193 = bitcast float %192 to i32
  %194 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 4, i32 31)
  %195 = bitcast i32 %194 to float
  %196 = fadd float %192, %195
  %197 = bitcast float %196 to i32
  %198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 2, i32 31)
  %199 = bitcast i32 %198 to float
  %200 = fadd float %196, %199
  %201 = bitcast float %200 to i32
  %202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 1, i32 31)
  %203 = bitcast i32 %202 to float
  %204 = fadd float %200, %203
  %205 = fmul float %204, %11
  %206 = load float, ptr %v8, align 4
  %207 = fcmp ogt float %205, %206
  %208 = select i1 %207, float %205, float %206
  %209 = fsub float %206, %208
  %210 = fmul float %209, 0x3FF7154760000000
  %211 = fcmp olt float %210, -1.260000e+02
  %212 = fcmp ogt float %210, 1.270000e+02
  %213 = select i1 %211, float -1.260000e+02, float %210
  %214 = select i1 %212, float 1.270000e+02, float %213
  %215 = fadd float %214, 5.000000e-01
  %216 = call float @llvm.floor.f32(float %215)
  %217 = fsub float %214, %216
  %218 = fmul float 0x3EEFFCBFC0000000, %217
  %219 = fadd float %218, 0x3F24309120000000
  %220 = fmul float %219, %217
  %221 = fadd float %220, 0x3F55D87FE0000000
  %222 = fmul float %221, %217
  %223 = fadd float %222, 0x3F83B2AB60000000
  %224 = fmul float %223, %217
  %225 = fadd float %224, 0x3FAC6B08E0000000
  %226 = fmul float %225, %217
  %227 = fadd float %226, 0x3FCEBFBE00000000
  %228 = fmul float %227, %217
  %229 = fadd float %228, 0x3FE62E4300000000
  %230 = fmul float %229, %217
  %231 = fadd float %230, 1.000000e+00
  %232 = fptosi float %216 to i32
  %233 = add i32 %232, 127
  %234 = shl i32 %233, 23
  %235 = bitcast i32 %234 to float
  %236 = fmul float %231, %235
  %237 = select i1 %211, float 0.000000e+00, float %236
  %238 = select i1 %212, float 0x7FF0000000000000, float %237
  %239 = fcmp uno float %210, %210
  %240 = select i1 %239, float %210, float %238
  %241 = fsub float %205, %208
  %242 = fmul float %241, 0x3FF7154760000000
  %243 = fcmp olt float %242, -1.260000e+02
  %244 = fcmp ogt float %242, 1.270000e+02
  %245 = select i1 %243, float -1.260000e+02, float %242
  %246 = select i1 %244, float 1.270000e+02, float %245
  %247 = fadd float %246, 5.000000e-01
  %248 = call float @llvm.floor.f32(float %247)
  %249 = fsub float %246, %248
  %250 = fmul float 0x3EEFFCBFC0000000, %249
  %251 = fadd float %250, 0x3F24309120000000
  %252 = fmul float %251, %249
  %253 = fadd float %252, 0x3F55D87FE0000000
  %254 = fmul float %253, %249
  %255 = fadd float %254, 0x3F83B2AB60000000
  %256 = fmul float %255, %249
  %257 = fadd float %256, 0x3FAC6B08E0000000
  %258 = fmul float %257, %249
  %259 = fadd float %258, 0x3FCEBFBE00000000
  %260 = fmul float %259, %249
  %261 = fadd float %260, 0x3FE62E4300000000
  %262 = fmul float %261, %249
  %263 = fadd float %262, 1.000000e+00
  %264 = fptosi float %248 to i32
  %265 = add i32 %264, 127
  %266 = shl i32 %265, 23
  %267 = bitcast i32 %266 to float
  %268 = fmul float %263, %267
  %269 = select i1 %243, float 0.000000e+00, float %268
  %270 = select i1 %244, float 0x7FF0000000000000, float %269
  %271 = fcmp uno float %242, %242
  %272 = select i1 %271, float %242, float %270
  %273 = load float, ptr %v9, align 4
  %274 = fmul float %273, %240
  %275 = fadd float %274, %272
  store float %275, ptr %v9, align 4
  %276 = add i32 %112, %34
  %277 = select i1 %35, i32 %276, i32 %112
  %278 = sext i32 %277 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %4, i64 %279
  %281 = load float, ptr addrspace(1) %280, align 4
  %282 = load float, ptr %v, align 4
  %283 = fmul float %272, %281
  %284 = fmul float %282, %240
  %285 = fadd float %284, %283
  store float %285, ptr %v, align 4
  %286 = add i32 %112, %43
  %287 = select i1 %44, i32 %286, i32 %112
  %288 = sext i32 %287 to i64
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %4, i64 %289
  %291 = load float, ptr addrspace(1) %290, align 4
  %292 = load float, ptr %v1, align 4
  %293 = fmul float %272, %291
  %294 = fmul float %292, %240
  %295 = fadd float %294, %293
  store float %295, ptr %v1, align 4
  %296 = add i32 %112, %52
  %297 = select i1 %53, i32 %296, i32 %112
  %298 = sext i32 %297 to i64
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr addrspace(1) %4, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4
  %302 = load float, ptr %v2, align 4
  %303 = fmul float %272, %301
  %304 = fmul float %302, %240
  %305 = fadd float %304, %303
  store float %305, ptr %v2, align 4
  %306 = add i32 %112, %61
  %307 = select i1 %62, i32 %306, i32 %112
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %4, i64 %309
  %311 = load float, ptr addrspace(1) %310, align 4
  %312 = load float, ptr %v3, align 4
  %313 = fmul float %272, %311
  %314 = fmul float %312, %240
  %315 = fadd float %314, %313
  store float %315, ptr %v3, align 4
  %316 = add i32 %112, %70
  %317 = select i1 %71, i32 %316, i32 %112
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %4, i64 %319
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = load float, ptr %v4, align 4
  %323 = fmul float %272, %321
  %324 = fmul float %322, %240
  %325 = fadd float %324, %323
  store float %325, ptr %v4, align 4
  %326 = add i32 %112, %79
  %327 = select i1 %80, i32 %326, i32 %112
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %4, i64 %329
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = load float, ptr %v5, align 4
  %333 = fmul float %272, %331
  %334 = fmul float %332, %240
  %335 = fadd float %334, %333
  store float %335, ptr %v5, align 4
  %336 = add i32 %112, %88
  %337 = select i1 %89, i32 %336, i32 %112
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %4, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = load float, ptr %v6, align 4
  %343 = fmul float %272, %341
  %344 = fmul float %342, %240
  %345 = fadd float %344, %343
  store float %345, ptr %v6, align 4
  %346 = add i32 %112, %97
  %347 = select i1 %98, i32 %346, i32 %112
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %4, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = load float, ptr %v7, align 4
  %353 = fmul float %272, %351
  %354 = fmul float %352, %240
  %355 = fadd float %354, %353
  store float %355, ptr %v7, align 4
  store float %208, ptr %v8, align 4
  %356 = load i32, ptr %v10, align 4
  %357 = add i32 %356, 4
  store i32 %357, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %358 = mul i32 %19, 256
  %359 = load float, ptr %v, align 4
  br i1 %35, label %then, label %endif

then:                                             ; preds = %done
  %360 = add i32 %358, %34
  %361 = sext i32 %360 to i64
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(3) @lds1, i64 %362
  store float %359, ptr addrspace(3) %363, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %364 = load float, ptr %v1, align 4
  br i1 %44, label %then11, label %endif12

then11:                                           ; preds = %endif
  %365 = add i32 %358, %43
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(3) @lds1, i64 %367
  store float %364, ptr addrspace(3) %368, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %369 = load float, ptr %v2, align 4
  br i1 %53, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %370 = add i32 %358, %52
  %371 = sext i32 %370 to i64
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(3) @lds1, i64 %372
  store float %369, ptr addrspace(3) %373, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %374 = load float, ptr %v3, align 4
  br i1 %62, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %375 = add i32 %358, %61
  %376 = sext i32 %375 to i64
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(3) @lds1, i64 %377
  store float %374, ptr addrspace(3) %378, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %379 = load float, ptr %v4, align 4
  br i1 %71, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %380 = add i32 %358, %70
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(3) @lds1, i64 %382
  store float %379, ptr addrspace(3) %383, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %384 = load float, ptr %v5, align 4
  br i1 %80, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %385 = add i32 %358, %79
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(3) @lds1, i64 %387
  store float %384, ptr addrspace(3) %388, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %389 = load float, ptr %v6, align 4
  br i1 %89, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %390 = add i32 %358, %88
  %391 = sext i32 %390 to i64
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(3) @lds1, i64 %392
  store float %389, ptr addrspace(3) %393, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %394 = load float, ptr %v7, align 4
  br i1 %98, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %395 = add i32 %358, %97
  %396 = sext i32 %395 to i64
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(3) @lds1, i64 %397
  store float %394, ptr addrspace(3) %398, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %399 = icmp eq i32 %17, 0
  %400 = load float, ptr %v8, align 4
  %401 = load float, ptr %v9, align 4
  br i1 %399, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %402 = mul i32 %19, 2
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) @lds2, i64 %404
  store float %400, ptr addrspace(3) %405, align 4
  %406 = add i32 %402, 1
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @lds2, i64 %408
  store float %401, ptr addrspace(3) %409, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %410 = load float, ptr addrspace(3) @lds2, align 4
  %411 = fcmp ogt float %410, 0xFFF0000000000000
  %412 = select i1 %411, float %410, float 0xFFF0000000000000
  %413 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %414 = fcmp ogt float %413, %412
  %415 = select i1 %414, float %413, float %412
  %416 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %417 = fcmp ogt float %416, %415
  %418 = select i1 %417, float %416, float %415
  %419 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %420 = fcmp ogt float %419, %418
  %421 = select i1 %420, float %419, float %418
  %422 = fsub float %410, %421
  %423 = fmul float %422, 0x3FF7154760000000
  %424 = fcmp olt float %423, -1.260000e+02
  %425 = fcmp ogt float %423, 1.270000e+02
  %426 = select i1 %424, float -1.260000e+02, float %423
  %427 = select i1 %425, float 1.270000e+02, float %426
  %428 = fadd float %427, 5.000000e-01
  %429 = call float @llvm.floor.f32(float %428)
  %430 = fsub float %427, %429
  %431 = fmul float 0x3EEFFCBFC0000000, %430
  %432 = fadd float %431, 0x3F24309120000000
  %433 = fmul float %432, %430
  %434 = fadd float %433, 0x3F55D87FE0000000
  %435 = fmul float %434, %430
  %436 = fadd float %435, 0x3F83B2AB60000000
  %437 = fmul float %436, %430
  %438 = fadd float %437, 0x3FAC6B08E0000000
  %439 = fmul float %438, %430
  %440 = fadd float %439, 0x3FCEBFBE00000000
  %441 = fmul float %440, %430
  %442 = fadd float %441, 0x3FE62E4300000000
  %443 = fmul float %442, %430
  %444 = fadd float %443, 1.000000e+00
  %445 = fptosi float %429 to i32
  %446 = add i32 %445, 127
  %447 = shl i32 %446, 23
  %448 = bitcast i32 %447 to float
  %449 = fmul float %444, %448
  %450 = select i1 %424, float 0.000000e+00, float %449
  %451 = select i1 %425, float 0x7FF0000000000000, float %450
  %452 = fcmp uno float %423, %423
  %453 = select i1 %452, float %423, float %451
  %454 = fcmp oeq float %410, 0xFFF0000000000000
  %455 = select i1 %454, float 0.000000e+00, float %453
  %456 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %457 = fmul float %455, %456
  %458 = fadd float %457, 0.000000e+00
  %459 = fsub float %413, %421
  %460 = fmul float %459, 0x3FF7154760000000
  %461 = fcmp olt float %460, -1.260000e+02
  %462 = fcmp ogt float %460, 1.270000e+02
  %463 = select i1 %461, float -1.260000e+02, float %460
  %464 = select i1 %462, float 1.270000e+02, float %463
  %465 = fadd float %464, 5.000000e-01
  %466 = call float @llvm.floor.f32(float %465)
  %467 = fsub float %464, %466
  %468 = fmul float 0x3EEFFCBFC0000000, %467
  %469 = fadd float %468, 0x3F24309120000000
  %470 = fmul float %469, %467
  %471 = fadd float %470, 0x3F55D87FE0000000
  %472 = fmul float %471, %467
  %473 = fadd float %472, 0x3F83B2AB60000000
  %474 = fmul float %473, %467
  %475 = fadd float %474, 0x3FAC6B08E0000000
  %476 = fmul float %475, %467
  %477 = fadd float %476, 0x3FCEBFBE00000000
  %478 = fmul float %477, %467
  %479 = fadd float %478, 0x3FE62E4300000000
  %480 = fmul float %479, %467
  %481 = fadd float %480, 1.000000e+00
  %482 = fptosi float %466 to i32
  %483 = add i32 %482, 127
  %484 = shl i32 %483, 23
  %485 = bitcast i32 %484 to float
  %486 = fmul float %481, %485
  %487 = select i1 %461, float 0.000000e+00, float %486
  %488 = select i1 %462, float 0x7FF0000000000000, float %487
  %489 = fcmp uno float %460, %460
  %490 = select i1 %489, float %460, float %488
  %491 = fcmp oeq float %413, 0xFFF0000000000000
  %492 = select i1 %491, float 0.000000e+00, float %490
  %493 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %494 = fmul float %492, %493
  %495 = fadd float %494, %458
  %496 = fsub float %416, %421
  %497 = fmul float %496, 0x3FF7154760000000
  %498 = fcmp olt float %497, -1.260000e+02
  %499 = fcmp ogt float %497, 1.270000e+02
  %500 = select i1 %498, float -1.260000e+02, float %497
  %501 = select i1 %499, float 1.270000e+02, float %500
  %502 = fadd float %501, 5.000000e-01
  %503 = call float @llvm.floor.f32(float %502)
  %504 = fsub float %501, %503
  %505 = fmul float 0x3EEFFCBFC0000000, %504
  %506 = fadd float %505, 0x3F24309120000000
  %507 = fmul float %506, %504
  %508 = fadd float %507, 0x3F55D87FE0000000
  %509 = fmul float %508, %504
  %510 = fadd float %509, 0x3F83B2AB60000000
  %511 = fmul float %510, %504
  %512 = fadd float %511, 0x3FAC6B08E0000000
  %513 = fmul float %512, %504
  %514 = fadd float %513, 0x3FCEBFBE00000000
  %515 = fmul float %514, %504
  %516 = fadd float %515, 0x3FE62E4300000000
  %517 = fmul float %516, %504
  %518 = fadd float %517, 1.000000e+00
  %519 = fptosi float %503 to i32
  %520 = add i32 %519, 127
  %521 = shl i32 %520, 23
  %522 = bitcast i32 %521 to float
  %523 = fmul float %518, %522
  %524 = select i1 %498, float 0.000000e+00, float %523
  %525 = select i1 %499, float 0x7FF0000000000000, float %524
  %526 = fcmp uno float %497, %497
  %527 = select i1 %526, float %497, float %525
  %528 = fcmp oeq float %416, 0xFFF0000000000000
  %529 = select i1 %528, float 0.000000e+00, float %527
  %530 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %531 = fmul float %529, %530
  %532 = fadd float %531, %495
  %533 = fsub float %419, %421
  %534 = fmul float %533, 0x3FF7154760000000
  %535 = fcmp olt float %534, -1.260000e+02
  %536 = fcmp ogt float %534, 1.270000e+02
  %537 = select i1 %535, float -1.260000e+02, float %534
  %538 = select i1 %536, float 1.270000e+02, float %537
  %539 = fadd float %538, 5.000000e-01
  %540 = call float @llvm.floor.f32(float %539)
  %541 = fsub float %538, %540
  %542 = fmul float 0x3EEFFCBFC0000000, %541
  %543 = fadd float %542, 0x3F24309120000000
  %544 = fmul float %543, %541
  %545 = fadd float %544, 0x3F55D87FE0000000
  %546 = fmul float %545, %541
  %547 = fadd float %546, 0x3F83B2AB60000000
  %548 = fmul float %547, %541
  %549 = fadd float %548, 0x3FAC6B08E0000000
  %550 = fmul float %549, %541
  %551 = fadd float %550, 0x3FCEBFBE00000000
  %552 = fmul float %551, %541
  %553 = fadd float %552, 0x3FE62E4300000000
  %554 = fmul float %553, %541
  %555 = fadd float %554, 1.000000e+00
  %556 = fptosi float %540 to i32
  %557 = add i32 %556, 127
  %558 = shl i32 %557, 23
  %559 = bitcast i32 %558 to float
  %560 = fmul float %555, %559
  %561 = select i1 %535, float 0.000000e+00, float %560
  %562 = select i1 %536, float 0x7FF0000000000000, float %561
  %563 = fcmp uno float %534, %534
  %564 = select i1 %563, float %534, float %562
  %565 = fcmp oeq float %419, 0xFFF0000000000000
  %566 = select i1 %565, float 0.000000e+00, float %564
  %567 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %568 = fmul float %566, %567
  %569 = fadd float %568, %532
  %570 = mul i32 %20, %10
  %571 = add i32 %570, %21
  %572 = mul i32 %571, %7
  store i32 %15, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %573 = load i32, ptr %v27, align 4
  %574 = icmp slt i32 %573, %7
  br i1 %574, label %body29, label %done30

body29:                                           ; preds = %loop28
  %575 = load i32, ptr %v27, align 4
  %576 = add i32 0, %575
  %577 = sext i32 %576 to i64
  %578 = mul i64 %577, 4
  %579 = getelementptr i8, ptr addrspace(3) @lds1, i64 %578
  %580 = load float, ptr addrspace(3) %579, align 4
  %581 = fmul float %455, %580
  %582 = fadd float %581, 0.000000e+00
  %583 = add i32 256, %575
  %584 = sext i32 %583 to i64
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(3) @lds1, i64 %585
  %587 = load float, ptr addrspace(3) %586, align 4
  %588 = fmul float %492, %587
  %589 = fadd float %588, %582
  %590 = add i32 512, %575
  %591 = sext i32 %590 to i64
  %592 = mul i64 %591, 4
  %593 = getelementptr i8, ptr addrspace(3) @lds1, i64 %592
  %594 = load float, ptr addrspace(3) %593, align 4
  %595 = fmul float %529, %594
  %596 = fadd float %595, %589
  %597 = add i32 768, %575
  %598 = sext i32 %597 to i64
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(3) @lds1, i64 %599
  %601 = load float, ptr addrspace(3) %600, align 4
  %602 = fmul float %566, %601
  %603 = fadd float %602, %596
  %604 = add i32 %572, %575
  %605 = sext i32 %604 to i64
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float %603, ptr addrspace(1) %607, align 4
  %608 = load i32, ptr %v27, align 4
  %609 = add i32 %608, 128
  store i32 %609, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %610 = icmp eq i32 %15, 0
  br i1 %610, label %then31, label %endif32

then31:                                           ; preds = %done30
  %611 = mul i32 %571, 2
  %612 = sext i32 %611 to i64
  %613 = mul i64 %612, 4
  %614 = getelementptr i8, ptr addrspace(1) %1, i64 %613
  store float %421, ptr addrspace(1) %614, align 4
  %615 = add i32 %611, 1
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(1) %1, i64 %617
  store float %569, ptr addrspace(1) %618, align 4
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

!0 = !{ptr @strata_attn_decode_split_window_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_window_f32kv, !"maxntidx", i32 128}
