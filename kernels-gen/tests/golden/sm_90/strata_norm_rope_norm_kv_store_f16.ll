; ModuleID = 'strata_norm_rope_norm_kv_store_f16'
source_filename = "strata_norm_rope_norm_kv_store_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_norm_rope_norm_kv_store_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, ptr addrspace(1) noalias %8, ptr addrspace(1) noalias %9, i32 %10, i32 %11, i32 %12, i32 %13, float %14, float %15, float %16) {
entry:
  %v13 = alloca i32, align 4
  %v5 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = lshr i32 %19, 5
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = lshr i32 %13, 1
  %23 = mul i32 %11, %12
  %24 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = sext i32 %25 to i64
  %27 = sext i32 %23 to i64
  %28 = mul i64 %26, %27
  %29 = mul i32 %21, 8
  %30 = add i32 %10, %11
  %31 = add i32 %29, 8
  %32 = icmp slt i32 %31, %30
  %33 = select i1 %32, i32 %31, i32 %30
  %34 = add i32 %29, %20
  store i32 %34, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif12, %entry
  %35 = load i32, ptr %v, align 4
  %36 = icmp slt i32 %35, %33
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr %v, align 4
  %38 = icmp sge i32 %37, %10
  %39 = sub i32 %37, %10
  %40 = select i1 %38, i32 %39, i32 %37
  %41 = mul i32 %40, %12
  %42 = select i1 %38, ptr addrspace(1) %3, ptr addrspace(1) %2
  %43 = select i1 %38, ptr addrspace(1) %1, ptr addrspace(1) %0
  %44 = select i1 %38, ptr addrspace(1) %9, ptr addrspace(1) %8
  %45 = sext i32 %41 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr addrspace(1) %42, i64 %46
  %48 = sext i32 %41 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %43, i64 %49
  %51 = add i32 0, %18
  %52 = icmp slt i32 %51, %12
  %53 = select i1 %52, i32 %51, i32 0
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %47, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fmul float %57, %57
  %59 = fadd float %58, 0.000000e+00
  %60 = select i1 %52, float %59, float 0.000000e+00
  %61 = bitcast float %60 to i32
  %62 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 16, i32 31)
  %63 = bitcast i32 %62 to float
  %64 = fadd float %60, %63
  %65 = bitcast float %64 to i32
  %66 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 8, i32 31)
  %67 = bitcast i32 %66 to float
  %68 = fadd float %64, %67
  %69 = bitcast float %68 to i32
  %70 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 4, i32 31)
  %71 = bitcast i32 %70 to float
  %72 = fadd float %68, %71
  %73 = bitcast float %72 to i32
  %74 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 2, i32 31)
  %75 = bitcast i32 %74 to float
  %76 = fadd float %72, %75
  %77 = bitcast float %76 to i32
  %78 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 1, i32 31)
  %79 = bitcast i32 %78 to float
  %80 = fadd float %76, %79
  %81 = icmp slt i32 0, %12
  %82 = fadd float 0.000000e+00, %80
  %83 = select i1 %81, float %82, float 0.000000e+00
  %84 = add i32 32, %18
  %85 = icmp slt i32 %84, %12
  %86 = select i1 %85, i32 %84, i32 0
  %87 = sext i32 %86 to i64
  %88 = mul i64 %87, 4
  %89 = getelementptr i8, ptr addrspace(1) %47, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4
  %91 = fmul float %90, %90
  %92 = fadd float %91, 0.000000e+00
  %93 = select i1 %85, float %92, float 0.000000e+00
  %94 = bitcast float %93 to i32
  %95 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 16, i32 31)
  %96 = bitcast i32 %95 to float
  %97 = fadd float %93, %96
  %98 = bitcast float %97 to i32
  %99 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 8, i32 31)
  %100 = bitcast i32 %99 to float
  %101 = fadd float %97, %100
  %102 = bitcast float %101 to i32
  %103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 4, i32 31)
  %104 = bitcast i32 %103 to float
  %105 = fadd float %101, %104
  %106 = bitcast float %105 to i32
  %107 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 2, i32 31)
  %108 = bitcast i32 %107 to float
  %109 = fadd float %105, %108
  %110 = bitcast float %109 to i32
  %111 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 1, i32 31)
  %112 = bitcast i32 %111 to float
  %113 = fadd float %109, %112
  %114 = icmp slt i32 32, %12
  %115 = fadd float %83, %113
  %116 = select i1 %114, float %115, float %83
  %117 = add i32 64, %18
  %118 = icmp slt i32 %117, %12
  %119 = select i1 %118, i32 %117, i32 0
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %47, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = fmul float %123, %123
  %125 = fadd float %124, 0.000000e+00
  %126 = select i1 %118, float %125, float 0.000000e+00
  %127 = bitcast float %126 to i32
  %128 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 16, i32 31)
  %129 = bitcast i32 %128 to float
  %130 = fadd float %126, %129
  %131 = bitcast float %130 to i32
  %132 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 8, i32 31)
  %133 = bitcast i32 %132 to float
  %134 = fadd float %130, %133
  %135 = bitcast float %134 to i32
  %136 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 4, i32 31)
  %137 = bitcast i32 %136 to float
  %138 = fadd float %134, %137
  %139 = bitcast float %138 to i32
  %140 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 2, i32 31)
  %141 = bitcast i32 %140 to float
  %142 = fadd float %138, %141
  %143 = bitcast float %142 to i32
  %144 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 1, i32 31)
  %145 = bitcast i32 %144 to float
  %146 = fadd float %142, %145
  %147 = icmp slt i32 64, %12
  %148 = fadd float %116, %146
  %149 = select i1 %147, float %148, float %116
  %150 = add i32 96, %18
  %151 = icmp slt i32 %150, %12
  %152 = select i1 %151, i32 %150, i32 0
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %47, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = fmul float %156, %156
  %158 = fadd float %157, 0.000000e+00
  %159 = select i1 %151, float %158, float 0.000000e+00
  %160 = bitcast float %159 to i32
  %161 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 16, i32 31)
  %162 = bitcast i32 %161 to float
  %163 = fadd float %159, %162
  %164 = bitcast float %163 to i32
  %165 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 8, i32 31)
  %166 = bitcast i32 %165 to float
  %167 = fadd float %163, %166
  %168 = bitcast float %167 to i32
  %169 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 4, i32 31)
  %170 = bitcast i32 %169 to float
  %171 = fadd float %167, %170
  %172 = bitcast float %171 to i32
  %173 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 2, i32 31)
  %174 = bitcast i32 %173 to float
  %175 = fadd float %171, %174
  %176 = bitcast float %175 to i32
  %177 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 1, i32 31)
  %178 = bitcast i32 %177 to float
  %179 = fadd float %175, %178
  %180 = icmp slt i32 96, %12
  %181 = fadd float %149, %179
  %182 = select i1 %180, float %181, float %149
  %183 = add i32 128, %18
  %184 = icmp slt i32 %183, %12
  %185 = select i1 %184, i32 %183, i32 0
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %47, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = fmul float %189, %189
  %191 = fadd float %190, 0.000000e+00
  %192 = select i1 %184, float %191, float 0.000000e+00
  %193 = bitcast float %192 to i32
  %194 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 16, i32 31)
  %195 = bitcast i32 %194 to float
  %196 = fadd float %192, %195
  %197 = bitcast float %196 to i32
  %198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 8, i32 31)
  %199 = bitcast i32 %198 to float
  %200 = fadd float %196, %199
  %201 = bitcast float %200 to i32
  %202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 4, i32 31)
  %203 = bitcast i32 %202 to float
  %204 = fadd float %200, %203
  %205 = bitcast float %204 to i32
  %206 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %205, i32 2, i32 31)
  %207 = bitcast i32 %206 to float
  %208 = fadd float %204, %207
  %209 = bitcast float %208 to i32
  %210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %209, i32 1, i32 31)
  %211 = bitcast i32 %210 to float
  %212 = fadd float %208, %211
  %213 = icmp slt i32 128, %12
  %214 = fadd float %182, %212
  %215 = select i1 %213, float %214, float %182
  %216 = add i32 160, %18
  %217 = icmp slt i32 %216, %12
  %218 = select i1 %217, i32 %216, i32 0
  %219 = sext i32 %218 to i64
  %220 = mul i64 %219, 4
  %221 = getelementptr i8, ptr addrspace(1) %47, i64 %220
  %222 = load float, ptr addrspace(1) %221, align 4
  %223 = fmul float %222, %222
  %224 = fadd float %223, 0.000000e+00
  %225 = select i1 %217, float %224, float 0.000000e+00
  %226 = bitcast float %225 to i32
  %227 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %226, i32 16, i32 31)
  %228 = bitcast i32 %227 to float
  %229 = fadd float %225, %228
  %230 = bitcast float %229 to i32
  %231 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 8, i32 31)
  %232 = bitcast i32 %231 to float
  %233 = fadd float %229, %232
  %234 = bitcast float %233 to i32
  %235 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %234, i32 4, i32 31)
  %236 = bitcast i32 %235 to float
  %237 = fadd float %233, %236
  %238 = bitcast float %237 to i32
  %239 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %238, i32 2, i32 31)
  %240 = bitcast i32 %239 to float
  %241 = fadd float %237, %240
  %242 = bitcast float %241 to i32
  %243 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 1, i32 31)
  %244 = bitcast i32 %243 to float
  %245 = fadd float %241, %244
  %246 = icmp slt i32 160, %12
  %247 = fadd float %215, %245
  %248 = select i1 %246, float %247, float %215
  %249 = add i32 192, %18
  %250 = icmp slt i32 %249, %12
  %251 = select i1 %250, i32 %249, i32 0
  %252 = sext i32 %251 to i64
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %47, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = fmul float %255, %255
  %257 = fadd float %256, 0.000000e+00
  %258 = select i1 %250, float %257, float 0.000000e+00
  %259 = bitcast float %258 to i32
  %260 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %259, i32 16, i32 31)
  %261 = bitcast i32 %260 to float
  %262 = fadd float %258, %261
  %263 = bitcast float %262 to i32
  %264 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %263, i32 8, i32 31)
  %265 = bitcast i32 %264 to float
  %266 = fadd float %262, %265
  %267 = bitcast float %266 to i32
  %268 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31)
  %269 = bitcast i32 %268 to float
  %270 = fadd float %266, %269
  %271 = bitcast float %270 to i32
  %272 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %271, i32 2, i32 31)
  %273 = bitcast i32 %272 to float
  %274 = fadd float %270, %273
  %275 = bitcast float %274 to i32
  %276 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %275, i32 1, i32 31)
  %277 = bitcast i32 %276 to float
  %278 = fadd float %274, %277
  %279 = icmp slt i32 192, %12
  %280 = fadd float %248, %278
  %281 = select i1 %279, float %280, float %248
  %282 = add i32 224, %18
  %283 = icmp slt i32 %282, %12
  %284 = select i1 %283, i32 %282, i32 0
  %285 = sext i32 %284 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %47, i64 %286
  %288 = load float, ptr addrspace(1) %287, align 4
  %289 = fmul float %288, %288
  %290 = fadd float %289, 0.000000e+00
  %291 = select i1 %283, float %290, float 0.000000e+00
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
  %312 = icmp slt i32 224, %12
  %313 = fadd float %281, %311
  %314 = select i1 %312, float %313, float %281
  %315 = sitofp i32 %12 to float
  %316 = fdiv float %314, %315
  %317 = fadd float %316, %16
  %318 = call float @llvm.sqrt.f32(float %317)
  %319 = fdiv float 1.000000e+00, %318
  %320 = sext i32 %41 to i64
  %321 = add i64 %28, %320
  store i32 %18, ptr %v1, align 4
  br label %loop2

done:                                             ; preds = %loop
  ret void

loop2:                                            ; preds = %endif, %body
  %322 = load i32, ptr %v1, align 4
  %323 = icmp slt i32 %322, %22
  br i1 %323, label %body3, label %done4

body3:                                            ; preds = %loop2
  %324 = load i32, ptr %v1, align 4
  %325 = shl i32 %324, 1
  %326 = add i32 %325, 1
  %327 = sitofp i32 %324 to float
  %328 = fmul float %327, %14
  %329 = fcmp olt float %328, -1.260000e+02
  %330 = fcmp ogt float %328, 1.270000e+02
  %331 = select i1 %329, float -1.260000e+02, float %328
  %332 = select i1 %330, float 1.270000e+02, float %331
  %333 = fadd float %332, 5.000000e-01
  %334 = call float @llvm.floor.f32(float %333)
  %335 = fsub float %332, %334
  %336 = fmul float 0x3EEFFCBFC0000000, %335
  %337 = fadd float %336, 0x3F24309120000000
  %338 = fmul float %337, %335
  %339 = fadd float %338, 0x3F55D87FE0000000
  %340 = fmul float %339, %335
  %341 = fadd float %340, 0x3F83B2AB60000000
  %342 = fmul float %341, %335
  %343 = fadd float %342, 0x3FAC6B08E0000000
  %344 = fmul float %343, %335
  %345 = fadd float %344, 0x3FCEBFBE00000000
  %346 = fmul float %345, %335
  %347 = fadd float %346, 0x3FE62E4300000000
  %348 = fmul float %347, %335
  %349 = fadd float %348, 1.000000e+00
  %350 = fptosi float %334 to i32
  %351 = add i32 %350, 127
  %352 = shl i32 %351, 23
  %353 = bitcast i32 %352 to float
  %354 = fmul float %349, %353
  %355 = select i1 %329, float 0.000000e+00, float %354
  %356 = select i1 %330, float 0x7FF0000000000000, float %355
  %357 = fcmp uno float %328, %328
  %358 = select i1 %357, float %328, float %356
  %359 = sitofp i32 %25 to float
  %360 = fmul float %15, %359
  %361 = fmul float %360, %358
  %362 = fmul float %361, 0x3FE45F3060000000
  %363 = fadd float %362, 5.000000e-01
  %364 = call float @llvm.floor.f32(float %363)
  %365 = fmul float %364, 0x3FF921FB60000000
  %366 = fsub float %361, %365
  %367 = fmul float %364, 0xBE6777A5C0000000
  %368 = fsub float %366, %367
  %369 = fmul float %368, %368
  %370 = fmul float 0x3EC71DE3A0000000, %369
  %371 = fadd float %370, 0xBF2A01A020000000
  %372 = fmul float %371, %369
  %373 = fadd float %372, 0x3F81111120000000
  %374 = fmul float %373, %369
  %375 = fadd float %374, 0xBFC5555560000000
  %376 = fmul float %375, %369
  %377 = fadd float %376, 1.000000e+00
  %378 = fmul float %377, %368
  %379 = fmul float 0x3EFA01A020000000, %369
  %380 = fadd float %379, 0xBF56C16C20000000
  %381 = fmul float %380, %369
  %382 = fadd float %381, 0x3FA5555560000000
  %383 = fmul float %382, %369
  %384 = fadd float %383, -5.000000e-01
  %385 = fmul float %384, %369
  %386 = fadd float %385, 1.000000e+00
  %387 = fptosi float %364 to i32
  %388 = and i32 %387, 3
  %389 = and i32 %388, 1
  %390 = icmp ne i32 %389, 0
  %391 = select i1 %390, float %386, float %378
  %392 = select i1 %390, float %378, float %386
  %393 = icmp uge i32 %388, 2
  %394 = add i32 %388, 1
  %395 = and i32 %394, 2
  %396 = icmp eq i32 %395, 2
  %397 = fneg float %391
  %398 = select i1 %393, float %397, float %391
  %399 = fneg float %392
  %400 = select i1 %396, float %399, float %392
  %401 = sext i32 %325 to i64
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %47, i64 %402
  %404 = load float, ptr addrspace(1) %403, align 4
  %405 = fmul float %404, %319
  %406 = sext i32 %325 to i64
  %407 = mul i64 %406, 4
  %408 = getelementptr i8, ptr addrspace(1) %44, i64 %407
  %409 = load float, ptr addrspace(1) %408, align 4
  %410 = fmul float %405, %409
  %411 = sext i32 %326 to i64
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(1) %47, i64 %412
  %414 = load float, ptr addrspace(1) %413, align 4
  %415 = fmul float %414, %319
  %416 = sext i32 %326 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %44, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = fmul float %415, %419
  %421 = fmul float %410, %400
  %422 = fmul float %420, %398
  %423 = fsub float %421, %422
  %424 = fmul float %410, %398
  %425 = fmul float %420, %400
  %426 = fadd float %424, %425
  %427 = sext i32 %325 to i64
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %50, i64 %428
  store float %423, ptr addrspace(1) %429, align 4
  %430 = sext i32 %326 to i64
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr addrspace(1) %50, i64 %431
  store float %426, ptr addrspace(1) %432, align 4
  br i1 %38, label %then, label %endif

done4:                                            ; preds = %loop2
  %433 = add i32 %13, %18
  store i32 %433, ptr %v5, align 4
  br label %loop6

then:                                             ; preds = %body3
  %434 = sext i32 %325 to i64
  %435 = add i64 %321, %434
  %436 = mul i64 %435, 2
  %437 = getelementptr i8, ptr addrspace(1) %5, i64 %436
  %438 = fptrunc float %423 to half
  %439 = bitcast half %438 to i16
  store i16 %439, ptr addrspace(1) %437, align 2
  %440 = sext i32 %326 to i64
  %441 = add i64 %321, %440
  %442 = mul i64 %441, 2
  %443 = getelementptr i8, ptr addrspace(1) %5, i64 %442
  %444 = fptrunc float %426 to half
  %445 = bitcast half %444 to i16
  store i16 %445, ptr addrspace(1) %443, align 2
  br label %endif

endif:                                            ; preds = %then, %body3
  %446 = load i32, ptr %v1, align 4
  %447 = add i32 %446, 32
  store i32 %447, ptr %v1, align 4
  br label %loop2

loop6:                                            ; preds = %endif10, %done4
  %448 = load i32, ptr %v5, align 4
  %449 = icmp slt i32 %448, %12
  br i1 %449, label %body7, label %done8

body7:                                            ; preds = %loop6
  %450 = load i32, ptr %v5, align 4
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %47, i64 %452
  %454 = load float, ptr addrspace(1) %453, align 4
  %455 = fmul float %454, %319
  %456 = sext i32 %450 to i64
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %44, i64 %457
  %459 = load float, ptr addrspace(1) %458, align 4
  %460 = fmul float %455, %459
  %461 = sext i32 %450 to i64
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %50, i64 %462
  store float %460, ptr addrspace(1) %463, align 4
  br i1 %38, label %then9, label %endif10

done8:                                            ; preds = %loop6
  br i1 %38, label %then11, label %endif12

then9:                                            ; preds = %body7
  %464 = sext i32 %450 to i64
  %465 = add i64 %321, %464
  %466 = mul i64 %465, 2
  %467 = getelementptr i8, ptr addrspace(1) %5, i64 %466
  %468 = fptrunc float %460 to half
  %469 = bitcast half %468 to i16
  store i16 %469, ptr addrspace(1) %467, align 2
  br label %endif10

endif10:                                          ; preds = %then9, %body7
  %470 = load i32, ptr %v5, align 4
  %471 = add i32 %470, 32
  store i32 %471, ptr %v5, align 4
  br label %loop6

then11:                                           ; preds = %done8
  %472 = sext i32 %41 to i64
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(1) %4, i64 %473
  store i32 %18, ptr %v13, align 4
  br label %loop14

endif12:                                          ; preds = %done16, %done8
  %475 = load i32, ptr %v, align 4
  %476 = add i32 %475, 8
  store i32 %476, ptr %v, align 4
  br label %loop

loop14:                                           ; preds = %body15, %then11
  %477 = load i32, ptr %v13, align 4
  %478 = icmp slt i32 %477, %12
  br i1 %478, label %body15, label %done16

body15:                                           ; preds = %loop14
  %479 = load i32, ptr %v13, align 4
  %480 = sext i32 %479 to i64
  %481 = add i64 %321, %480
  %482 = sext i32 %479 to i64
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %474, i64 %483
  %485 = load float, ptr addrspace(1) %484, align 4
  %486 = mul i64 %481, 2
  %487 = getelementptr i8, ptr addrspace(1) %6, i64 %486
  %488 = fptrunc float %485 to half
  %489 = bitcast half %488 to i16
  store i16 %489, ptr addrspace(1) %487, align 2
  %490 = load i32, ptr %v13, align 4
  %491 = add i32 %490, 32
  store i32 %491, ptr %v13, align 4
  br label %loop14

done16:                                           ; preds = %loop14
  br label %endif12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_norm_rope_norm_kv_store_f16, !"kernel", i32 1}
!1 = !{ptr @strata_norm_rope_norm_kv_store_f16, !"maxntidx", i32 256}
