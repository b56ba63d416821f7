; ModuleID = 'strata_attn_decode_split_f32kv'
source_filename = "strata_attn_decode_split_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_attn_decode_split_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11) {
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
  %180 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 16, i32 31)
  %181 = bitcast i32 %180 to float
  %182 = fadd float %178, %181
  %183 = bitcast float %182 to i32
  %184 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %183, i32 8, i32 31)
  %185 = bitcast i32 %184 to float
  %186 = fadd float %182, %185
  %187 = bitcast float %186 to i32
  %188 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %187, i32 4, i32 31)
  %189 = bitcast i32 %188 to float
  %190 = fadd float %186, %189
  %191 = bitcast float %190 to i32
  %192 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 2, i32 31)
  %193 = bitcast i32 %192 to float
  %194 = fadd float %190, %193
  %195 = bitcast float %194 to i32
  %196 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 1, i32 31)
  %197 = bitcast i32 %196 to float
  %198 = fadd float %194, %197
  %199 = fmul float %198, %11
  %200 = load float, ptr %v8, align 4
  %201 = fcmp ogt float %199, %200
  %202 = select i1 %201, float %199, float %200
  %203 = fsub float %200, %202
  %204 = fmul float %203, 0x3FF7154760000000
  %205 = fcmp olt float %204, -1.260000e+02
  %206 = fcmp ogt float %204, 1.270000e+02
  %207 = select i1 %205, float -1.260000e+02, float %204
  %208 = select i1 %206, float 1.270000e+02, float %207
  %209 = fadd float %208, 5.000000e-01
  %210 = call float @llvm.floor.f32(float %209)
  %211 = fsub float %208, %210
  %212 = fmul float 0x3EEFFCBFC0000000, %211
  %213 = fadd float %212, 0x3F24309120000000
  %214 = fmul float %213, %211
  %215 = fadd float %214, 0x3F55D87FE0000000
  %216 = fmul float %215, %211
  %217 = fadd float %216, 0x3F83B2AB60000000
  %218 = fmul float %217, %211
  %219 = fadd float %218, 0x3FAC6B08E0000000
  %220 = fmul float %219, %211
  %221 = fadd float %220, 0x3FCEBFBE00000000
  %222 = fmul float %221, %211
  %223 = fadd float %222, 0x3FE62E4300000000
  %224 = fmul float %223, %211
  %225 = fadd float %224, 1.000000e+00
  %226 = fptosi float %210 to i32
  %227 = add i32 %226, 127
  %228 = shl i32 %227, 23
  %229 = bitcast i32 %228 to float
  %230 = fmul float %225, %229
  %231 = select i1 %205, float 0.000000e+00, float %230
  %232 = select i1 %206, float 0x7FF0000000000000, float %231
  %233 = fcmp uno float %204, %204
  %234 = select i1 %233, float %204, float %232
  %235 = fsub float %199, %202
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
  %267 = load float, ptr %v9, align 4
  %268 = fmul float %267, %234
  %269 = fadd float %268, %266
  store float %269, ptr %v9, align 4
  %270 = add i32 %106, %28
  %271 = select i1 %29, i32 %270, i32 %106
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %4, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = load float, ptr %v, align 4
  %277 = fmul float %266, %275
  %278 = fmul float %276, %234
  %279 = fadd float %278, %277
  store float %279, ptr %v, align 4
  %280 = add i32 %106, %37
  %281 = select i1 %38, i32 %280, i32 %106
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %4, i64 %283
  %285 = load float, ptr addrspace(1) %284, align 4
  %286 = load float, ptr %v1, align 4
  %287 = fmul float %266, %285
  %288 = fmul float %286, %234
  %289 = fadd float %288, %287
  store float %289, ptr %v1, align 4
  %290 = add i32 %106, %46
  %291 = select i1 %47, i32 %290, i32 %106
  %292 = sext i32 %291 to i64
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) %4, i64 %293
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = load float, ptr %v2, align 4
  %297 = fmul float %266, %295
  %298 = fmul float %296, %234
  %299 = fadd float %298, %297
  store float %299, ptr %v2, align 4
  %300 = add i32 %106, %55
  %301 = select i1 %56, i32 %300, i32 %106
  %302 = sext i32 %301 to i64
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %4, i64 %303
  %305 = load float, ptr addrspace(1) %304, align 4
  %306 = load float, ptr %v3, align 4
  %307 = fmul float %266, %305
  %308 = fmul float %306, %234
  %309 = fadd float %308, %307
  store float %309, ptr %v3, align 4
  %310 = add i32 %106, %64
  %311 = select i1 %65, i32 %310, i32 %106
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %4, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = load float, ptr %v4, align 4
  %317 = fmul float %266, %315
  %318 = fmul float %316, %234
  %319 = fadd float %318, %317
  store float %319, ptr %v4, align 4
  %320 = add i32 %106, %73
  %321 = select i1 %74, i32 %320, i32 %106
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %4, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = load float, ptr %v5, align 4
  %327 = fmul float %266, %325
  %328 = fmul float %326, %234
  %329 = fadd float %328, %327
  store float %329, ptr %v5, align 4
  %330 = add i32 %106, %82
  %331 = select i1 %83, i32 %330, i32 %106
  %332 = sext i32 %331 to i64
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %4, i64 %333
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = load float, ptr %v6, align 4
  %337 = fmul float %266, %335
  %338 = fmul float %336, %234
  %339 = fadd float %338, %337
  store float %339, ptr %v6, align 4
  %340 = add i32 %106, %91
  %341 = select i1 %92, i32 %340, i32 %106
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %4, i64 %343
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = load float, ptr %v7, align 4
  %347 = fmul float %266, %345
  %348 = fmul float %346, %234
  %349 = fadd float %348, %347
  store float %349, ptr %v7, align 4
  store float %202, ptr %v8, align 4
  %350 = load i32, ptr %v10, align 4
  %351 = add i32 %350, 4
  store i32 %351, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %352 = mul i32 %18, 256
  %353 = load float, ptr %v, align 4
  br i1 %29, label %then, label %endif

then:                                             ; preds = %done
  %354 = add i32 %352, %28
  %355 = sext i32 %354 to i64
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(3) @lds1, i64 %356
  store float %353, ptr addrspace(3) %357, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %358 = load float, ptr %v1, align 4
  br i1 %38, label %then11, label %endif12

then11:                                           ; preds = %endif
  %359 = add i32 %352, %37
  %360 = sext i32 %359 to i64
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr addrspace(3) @lds1, i64 %361
  store float %358, ptr addrspace(3) %362, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %endif
  %363 = load float, ptr %v2, align 4
  br i1 %47, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %364 = add i32 %352, %46
  %365 = sext i32 %364 to i64
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %366
  store float %363, ptr addrspace(3) %367, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %368 = load float, ptr %v3, align 4
  br i1 %56, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %369 = add i32 %352, %55
  %370 = sext i32 %369 to i64
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr addrspace(3) @lds1, i64 %371
  store float %368, ptr addrspace(3) %372, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %373 = load float, ptr %v4, align 4
  br i1 %65, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %374 = add i32 %352, %64
  %375 = sext i32 %374 to i64
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr addrspace(3) @lds1, i64 %376
  store float %373, ptr addrspace(3) %377, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %378 = load float, ptr %v5, align 4
  br i1 %74, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %379 = add i32 %352, %73
  %380 = sext i32 %379 to i64
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(3) @lds1, i64 %381
  store float %378, ptr addrspace(3) %382, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %383 = load float, ptr %v6, align 4
  br i1 %83, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %384 = add i32 %352, %82
  %385 = sext i32 %384 to i64
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(3) @lds1, i64 %386
  store float %383, ptr addrspace(3) %387, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %388 = load float, ptr %v7, align 4
  br i1 %92, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %389 = add i32 %352, %91
  %390 = sext i32 %389 to i64
  %391 = mul i64 %390, 4
  %392 = getelementptr i8, ptr addrspace(3) @lds1, i64 %391
  store float %388, ptr addrspace(3) %392, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %393 = icmp eq i32 %16, 0
  %394 = load float, ptr %v8, align 4
  %395 = load float, ptr %v9, align 4
  br i1 %393, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %396 = mul i32 %18, 2
  %397 = sext i32 %396 to i64
  %398 = mul i64 %397, 4
  %399 = getelementptr i8, ptr addrspace(3) @lds2, i64 %398
  store float %394, ptr addrspace(3) %399, align 4
  %400 = add i32 %396, 1
  %401 = sext i32 %400 to i64
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(3) @lds2, i64 %402
  store float %395, ptr addrspace(3) %403, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  call void @llvm.nvvm.barrier0()
  %404 = load float, ptr addrspace(3) @lds2, align 4
  %405 = fcmp ogt float %404, 0xFFF0000000000000
  %406 = select i1 %405, float %404, float 0xFFF0000000000000
  %407 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %408 = fcmp ogt float %407, %406
  %409 = select i1 %408, float %407, float %406
  %410 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %411 = fcmp ogt float %410, %409
  %412 = select i1 %411, float %410, float %409
  %413 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %414 = fcmp ogt float %413, %412
  %415 = select i1 %414, float %413, float %412
  %416 = fsub float %404, %415
  %417 = fmul float %416, 0x3FF7154760000000
  %418 = fcmp olt float %417, -1.260000e+02
  %419 = fcmp ogt float %417, 1.270000e+02
  %420 = select i1 %418, float -1.260000e+02, float %417
  %421 = select i1 %419, float 1.270000e+02, float %420
  %422 = fadd float %421, 5.000000e-01
  %423 = call float @llvm.floor.f32(float %422)
  %424 = fsub float %421, %423
  %425 = fmul float 0x3EEFFCBFC0000000, %424
  %426 = fadd float %425, 0x3F24309120000000
  %427 = fmul float %426, %424
  %428 = fadd float %427, 0x3F55D87FE0000000
  %429 = fmul float %428, %424
  %430 = fadd float %429, 0x3F83B2AB60000000
  %431 = fmul float %430, %424
  %432 = fadd float %431, 0x3FAC6B08E0000000
  %433 = fmul float %432, %424
  %434 = fadd float %433, 0x3FCEBFBE00000000
  %435 = fmul float %434, %424
  %436 = fadd float %435, 0x3FE62E4300000000
  %437 = fmul float %436, %424
  %438 = fadd float %437, 1.000000e+00
  %439 = fptosi float %423 to i32
  %440 = add i32 %439, 127
  %441 = shl i32 %440, 23
  %442 = bitcast i32 %441 to float
  %443 = fmul float %438, %442
  %444 = select i1 %418, float 0.000000e+00, float %443
  %445 = select i1 %419, float 0x7FF0000000000000, float %444
  %446 = fcmp uno float %417, %417
  %447 = select i1 %446, float %417, float %445
  %448 = fcmp oeq float %404, 0xFFF0000000000000
  %449 = select i1 %448, float 0.000000e+00, float %447
  %450 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %451 = fmul float %449, %450
  %452 = fadd float %451, 0.000000e+00
  %453 = fsub float %407, %415
  %454 = fmul float %453, 0x3FF7154760000000
  %455 = fcmp olt float %454, -1.260000e+02
  %456 = fcmp ogt float %454, 1.270000e+02
  %457 = select i1 %455, float -1.260000e+02, float %454
  %458 = select i1 %456, float 1.270000e+02, float %457
  %459 = fadd float %458, 5.000000e-01
  %460 = call float @llvm.floor.f32(float %459)
  %461 = fsub float %458, %460
  %462 = fmul float 0x3EEFFCBFC0000000, %461
  %463 = fadd float %462, 0x3F24309120000000
  %464 = fmul float %463, %461
  %465 = fadd float %464, 0x3F55D87FE0000000
  %466 = fmul float %465, %461
  %467 = fadd float %466, 0x3F83B2AB60000000
  %468 = fmul float %467, %461
  %469 = fadd float %468, 0x3FAC6B08E0000000
  %470 = fmul float %469, %461
  %471 = fadd float %470, 0x3FCEBFBE00000000
  %472 = fmul float %471, %461
  %473 = fadd float %472, 0x3FE62E4300000000
  %474 = fmul float %473, %461
  %475 = fadd float %474, 1.000000e+00
  %476 = fptosi float %460 to i32
  %477 = add i32 %476, 127
  %478 = shl i32 %477, 23
  %479 = bitcast i32 %478 to float
  %480 = fmul float %475, %479
  %481 = select i1 %455, float 0.000000e+00, float %480
  %482 = select i1 %456, float 0x7FF0000000000000, float %481
  %483 = fcmp uno float %454, %454
  %484 = select i1 %483, float %454, float %482
  %485 = fcmp oeq float %407, 0xFFF0000000000000
  %486 = select i1 %485, float 0.000000e+00, float %484
  %487 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %488 = fmul float %486, %487
  %489 = fadd float %488, %452
  %490 = fsub float %410, %415
  %491 = fmul float %490, 0x3FF7154760000000
  %492 = fcmp olt float %491, -1.260000e+02
  %493 = fcmp ogt float %491, 1.270000e+02
  %494 = select i1 %492, float -1.260000e+02, float %491
  %495 = select i1 %493, float 1.270000e+02, float %494
  %496 = fadd float %495, 5.000000e-01
  %497 = call float @llvm.floor.f32(float %496)
  %498 = fsub float %495, %497
  %499 = fmul float 0x3EEFFCBFC0000000, %498
  %500 = fadd float %499, 0x3F24309120000000
  %501 = fmul float %500, %498
  %502 = fadd float %501, 0x3F55D87FE0000000
  %503 = fmul float %502, %498
  %504 = fadd float %503, 0x3F83B2AB60000000
  %505 = fmul float %504, %498
  %506 = fadd float %505, 0x3FAC6B08E0000000
  %507 = fmul float %506, %498
  %508 = fadd float %507, 0x3FCEBFBE00000000
  %509 = fmul float %508, %498
  %510 = fadd float %509, 0x3FE62E4300000000
  %511 = fmul float %510, %498
  %512 = fadd float %511, 1.000000e+00
  %513 = fptosi float %497 to i32
  %514 = add i32 %513, 127
  %515 = shl i32 %514, 23
  %516 = bitcast i32 %515 to float
  %517 = fmul float %512, %516
  %518 = select i1 %492, float 0.000000e+00, float %517
  %519 = select i1 %493, float 0x7FF0000000000000, float %518
  %520 = fcmp uno float %491, %491
  %521 = select i1 %520, float %491, float %519
  %522 = fcmp oeq float %410, 0xFFF0000000000000
  %523 = select i1 %522, float 0.000000e+00, float %521
  %524 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %525 = fmul float %523, %524
  %526 = fadd float %525, %489
  %527 = fsub float %413, %415
  %528 = fmul float %527, 0x3FF7154760000000
  %529 = fcmp olt float %528, -1.260000e+02
  %530 = fcmp ogt float %528, 1.270000e+02
  %531 = select i1 %529, float -1.260000e+02, float %528
  %532 = select i1 %530, float 1.270000e+02, float %531
  %533 = fadd float %532, 5.000000e-01
  %534 = call float @llvm.floor.f32(float %533)
  %535 = fsub float %532, %534
  %536 = fmul float 0x3EEFFCBFC0000000, %535
  %537 = fadd float %536, 0x3F24309120000000
  %538 = fmul float %537, %535
  %539 = fadd float %538, 0x3F55D87FE0000000
  %540 = fmul float %539, %535
  %541 = fadd float %540, 0x3F83B2AB60000000
  %542 = fmul float %541, %535
  %543 = fadd float %542, 0x3FAC6B08E0000000
  %544 = fmul float %543, %535
  %545 = fadd float %544, 0x3FCEBFBE00000000
  %546 = fmul float %545, %535
  %547 = fadd float %546, 0x3FE62E4300000000
  %548 = fmul float %547, %535
  %549 = fadd float %548, 1.000000e+00
  %550 = fptosi float %534 to i32
  %551 = add i32 %550, 127
  %552 = shl i32 %551, 23
  %553 = bitcast i32 %552 to float
  %554 = fmul float %549, %553
  %555 = select i1 %529, float 0.000000e+00, float %554
  %556 = select i1 %530, float 0x7FF0000000000000, float %555
  %557 = fcmp uno float %528, %528
  %558 = select i1 %557, float %528, float %556
  %559 = fcmp oeq float %413, 0xFFF0000000000000
  %560 = select i1 %559, float 0.000000e+00, float %558
  %561 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %562 = fmul float %560, %561
  %563 = fadd float %562, %526
  %564 = mul i32 %19, %10
  %565 = add i32 %564, %20
  %566 = mul i32 %565, %7
  store i32 %14, ptr %v27, align 4
  br label %loop28

loop28:                                           ; preds = %body29, %endif26
  %567 = load i32, ptr %v27, align 4
  %568 = icmp slt i32 %567, %7
  br i1 %568, label %body29, label %done30

body29:                                           ; preds = %loop28
  %569 = load i32, ptr %v27, align 4
  %570 = add i32 0, %569
  %571 = sext i32 %570 to i64
  %572 = mul i64 %571, 4
  %573 = getelementptr i8, ptr addrspace(3) @lds1, i64 %572
  %574 = load float, ptr addrspace(3) %573, align 4
  %575 = fmul float %449, %574
  %576 = fadd float %575, 0.000000e+00
  %577 = add i32 256, %569
  %578 = sext i32 %577 to i64
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @lds1, i64 %579
  %581 = load float, ptr addrspace(3) %580, align 4
  %582 = fmul float %486, %581
  %583 = fadd float %582, %576
  %584 = add i32 512, %569
  %585 = sext i32 %584 to i64
  %586 = mul i64 %585, 4
  %587 = getelementptr i8, ptr addrspace(3) @lds1, i64 %586
  %588 = load float, ptr addrspace(3) %587, align 4
  %589 = fmul float %523, %588
  %590 = fadd float %589, %583
  %591 = add i32 768, %569
  %592 = sext i32 %591 to i64
  %593 = mul i64 %592, 4
  %594 = getelementptr i8, ptr addrspace(3) @lds1, i64 %593
  %595 = load float, ptr addrspace(3) %594, align 4
  %596 = fmul float %560, %595
  %597 = fadd float %596, %590
  %598 = add i32 %566, %569
  %599 = sext i32 %598 to i64
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float %597, ptr addrspace(1) %601, align 4
  %602 = load i32, ptr %v27, align 4
  %603 = add i32 %602, 128
  store i32 %603, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  %604 = icmp eq i32 %14, 0
  br i1 %604, label %then31, label %endif32

then31:                                           ; preds = %done30
  %605 = mul i32 %565, 2
  %606 = sext i32 %605 to i64
  %607 = mul i64 %606, 4
  %608 = getelementptr i8, ptr addrspace(1) %1, i64 %607
  store float %415, ptr addrspace(1) %608, align 4
  %609 = add i32 %605, 1
  %610 = sext i32 %609 to i64
  %611 = mul i64 %610, 4
  %612 = getelementptr i8, ptr addrspace(1) %1, i64 %611
  store float %563, ptr addrspace(1) %612, align 4
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

!0 = !{ptr @strata_attn_decode_split_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_f32kv, !"maxntidx", i32 128}
