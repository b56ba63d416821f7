; ModuleID = 'strata_attn_decode_split_combine_f32kv'
source_filename = "strata_attn_decode_split_combine_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16
@lds3 = internal addrspace(3) global [4 x i8] undef, align 16

define void @strata_attn_decode_split_combine_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, ptr addrspace(1) noalias %12, ptr addrspace(1) noalias %13) {
entry:
  %v54 = alloca i32, align 4
  %v53 = alloca float, align 4
  %v52 = alloca float, align 4
  %v48 = alloca i32, align 4
  %v44 = alloca i32, align 4
  %v43 = alloca float, align 4
  %v29 = alloca i32, align 4
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
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
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
  %25 = mul i32 %22, %9
  %26 = add i32 %25, %9
  %27 = icmp slt i32 %26, %15
  %28 = select i1 %27, i32 %26, i32 %15
  %29 = icmp slt i32 %25, %15
  br i1 %29, label %then, label %endif

then:                                             ; preds = %entry
  %30 = mul i32 %21, %7
  %31 = add i32 %18, 0
  %32 = icmp slt i32 %31, %7
  %33 = add i32 %30, %31
  %34 = select i1 %32, i32 %33, i32 0
  %35 = sext i32 %34 to i64
  %36 = mul i64 %35, 4
  %37 = getelementptr i8, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = select i1 %32, float %38, float 0.000000e+00
  store float 0.000000e+00, ptr %v, align 4
  %40 = add i32 %18, 32
  %41 = icmp slt i32 %40, %7
  %42 = add i32 %30, %40
  %43 = select i1 %41, i32 %42, i32 0
  %44 = sext i32 %43 to i64
  %45 = mul i64 %44, 4
  %46 = getelementptr i8, ptr addrspace(1) %2, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = select i1 %41, float %47, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %49 = add i32 %18, 64
  %50 = icmp slt i32 %49, %7
  %51 = add i32 %30, %49
  %52 = select i1 %50, i32 %51, i32 0
  %53 = sext i32 %52 to i64
  %54 = mul i64 %53, 4
  %55 = getelementptr i8, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = select i1 %50, float %56, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %58 = add i32 %18, 96
  %59 = icmp slt i32 %58, %7
  %60 = add i32 %30, %58
  %61 = select i1 %59, i32 %60, i32 0
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %2, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = select i1 %59, float %65, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %67 = add i32 %18, 128
  %68 = icmp slt i32 %67, %7
  %69 = add i32 %30, %67
  %70 = select i1 %68, i32 %69, i32 0
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr addrspace(1) %2, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = select i1 %68, float %74, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %76 = add i32 %18, 160
  %77 = icmp slt i32 %76, %7
  %78 = add i32 %30, %76
  %79 = select i1 %77, i32 %78, i32 0
  %80 = sext i32 %79 to i64
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = select i1 %77, float %83, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %85 = add i32 %18, 192
  %86 = icmp slt i32 %85, %7
  %87 = add i32 %30, %85
  %88 = select i1 %86, i32 %87, i32 0
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %2, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = select i1 %86, float %92, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %94 = add i32 %18, 224
  %95 = icmp slt i32 %94, %7
  %96 = add i32 %30, %94
  %97 = select i1 %95, i32 %96, i32 0
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %2, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = select i1 %95, float %101, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %103 = add i32 %25, %20
  store i32 %103, ptr %v10, align 4
  br label %loop

endif:                                            ; preds = %endif34, %entry
  %104 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %105 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %106 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %107 = load i32, ptr addrspace(1) %106, align 4
  %108 = icmp sgt i32 %107, 0
  %109 = select i1 %108, i32 %107, i32 0
  %110 = icmp sgt i32 %9, 1
  %111 = select i1 %110, i32 %9, i32 1
  %112 = sub i32 %111, 1
  %113 = add i32 %109, %112
  %114 = udiv i32 %113, %111
  %115 = icmp slt i32 %114, %10
  %116 = select i1 %115, i32 %114, i32 %10
  %117 = icmp slt i32 %105, %116
  br i1 %117, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %118 = load i32, ptr %v10, align 4
  %119 = icmp slt i32 %118, %28
  br i1 %119, label %body, label %done

body:                                             ; preds = %loop
  %120 = load i32, ptr %v10, align 4
  %121 = mul i32 %120, %6
  %122 = add i32 %121, %24
  %123 = mul i32 %122, %7
  %124 = add i32 %123, %31
  %125 = select i1 %32, i32 %124, i32 %123
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr addrspace(1) %3, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = sext i32 %125 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %4, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = add i32 %123, %40
  %135 = select i1 %41, i32 %134, i32 %123
  %136 = sext i32 %135 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %3, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = sext i32 %135 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %4, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = add i32 %123, %49
  %145 = select i1 %50, i32 %144, i32 %123
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %3, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = sext i32 %145 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %4, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = add i32 %123, %58
  %155 = select i1 %59, i32 %154, i32 %123
  %156 = sext i32 %155 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %3, i64 %157
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = sext i32 %155 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %4, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = add i32 %123, %67
  %165 = select i1 %68, i32 %164, i32 %123
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %3, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = sext i32 %165 to i64
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %4, i64 %171
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = add i32 %123, %76
  %175 = select i1 %77, i32 %174, i32 %123
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %3, i64 %177
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = sext i32 %175 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %4, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = add i32 %123, %85
  %185 = select i1 %86, i32 %184, i32 %123
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %3, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = sext i32 %185 to i64
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %4, i64 %191
  %193 = load float, ptr addrspace(1) %192, align 4
  %194 = add i32 %123, %94
  %195 = select i1 %95, i32 %194, i32 %123
  %196 = sext i32 %195 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %3, i64 %197
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = sext i32 %195 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %4, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = add i32 %120, 4
  %205 = icmp slt i32 %204, %28
  %206 = select i1 %205, i32 %204, i32 %120
  %207 = mul i32 %206, %6
  %208 = add i32 %207, %24
  %209 = mul i32 %208, %7
  %210 = add i32 %209, %31
  %211 = select i1 %32, i32 %210, i32 %209
  %212 = sext i32 %211 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %3, i64 %213
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = sext i32 %211 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %4, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = add i32 %209, %40
  %221 = select i1 %41, i32 %220, i32 %209
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %3, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = sext i32 %221 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %4, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = add i32 %209, %49
  %231 = select i1 %50, i32 %230, i32 %209
  %232 = sext i32 %231 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %3, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = sext i32 %231 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %4, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = add i32 %209, %58
  %241 = select i1 %59, i32 %240, i32 %209
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %3, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = sext i32 %241 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %4, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = add i32 %209, %67
  %251 = select i1 %68, i32 %250, i32 %209
  %252 = sext i32 %251 to i64
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %3, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = sext i32 %251 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %4, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = add i32 %209, %76
  %261 = select i1 %77, i32 %260, i32 %209
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %3, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = sext i32 %261 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %4, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = add i32 %209, %85
  %271 = select i1 %86, i32 %270, i32 %209
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %3, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = sext i32 %271 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %4, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = add i32 %209, %94
  %281 = select i1 %95, i32 %280, i32 %209
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %3, i64 %283
  %285 = load float, ptr addrspace(1) %284, align 4
  %286 = sext i32 %281 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %4, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = add i32 %120, 8
  %291 = icmp slt i32 %290, %28
  %292 = select i1 %291, i32 %290, i32 %120
  %293 = mul i32 %292, %6
  %294 = add i32 %293, %24
  %295 = mul i32 %294, %7
  %296 = add i32 %295, %31
  %297 = select i1 %32, i32 %296, i32 %295
  %298 = sext i32 %297 to i64
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr addrspace(1) %3, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4
  %302 = sext i32 %297 to i64
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %4, i64 %303
  %305 = load float, ptr addrspace(1) %304, align 4
  %306 = add i32 %295, %40
  %307 = select i1 %41, i32 %306, i32 %295
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %3, i64 %309
  %311 = load float, ptr addrspace(1) %310, align 4
  %312 = sext i32 %307 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %4, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = add i32 %295, %49
  %317 = select i1 %50, i32 %316, i32 %295
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %3, i64 %319
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = sext i32 %317 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %4, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = add i32 %295, %58
  %327 = select i1 %59, i32 %326, i32 %295
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %3, i64 %329
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = sext i32 %327 to i64
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %4, i64 %333
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = add i32 %295, %67
  %337 = select i1 %68, i32 %336, i32 %295
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %3, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = sext i32 %337 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %4, i64 %343
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = add i32 %295, %76
  %347 = select i1 %77, i32 %346, i32 %295
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %3, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = sext i32 %347 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %4, i64 %353
  %355 = load float, ptr addrspace(1) %354, align 4
  %356 = add i32 %295, %85
  %357 = select i1 %86, i32 %356, i32 %295
  %358 = sext i32 %357 to i64
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %3, i64 %359
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = sext i32 %357 to i64
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %4, i64 %363
  %365 = load float, ptr addrspace(1) %364, align 4
  %366 = add i32 %295, %94
  %367 = select i1 %95, i32 %366, i32 %295
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %3, i64 %369
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = sext i32 %367 to i64
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %4, i64 %373
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = add i32 %120, 12
  %377 = icmp slt i32 %376, %28
  %378 = select i1 %377, i32 %376, i32 %120
  %379 = mul i32 %378, %6
  %380 = add i32 %379, %24
  %381 = mul i32 %380, %7
  %382 = add i32 %381, %31
  %383 = select i1 %32, i32 %382, i32 %381
  %384 = sext i32 %383 to i64
  %385 = mul i64 %384, 4
  %386 = getelementptr i8, ptr addrspace(1) %3, i64 %385
  %387 = load float, ptr addrspace(1) %386, align 4
  %388 = sext i32 %383 to i64
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %4, i64 %389
  %391 = load float, ptr addrspace(1) %390, align 4
  %392 = add i32 %381, %40
  %393 = select i1 %41, i32 %392, i32 %381
  %394 = sext i32 %393 to i64
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %3, i64 %395
  %397 = load float, ptr addrspace(1) %396, align 4
  %398 = sext i32 %393 to i64
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(1) %4, i64 %399
  %401 = load float, ptr addrspace(1) %400, align 4
  %402 = add i32 %381, %49
  %403 = select i1 %50, i32 %402, i32 %381
  %404 = sext i32 %403 to i64
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %3, i64 %405
  %407 = load float, ptr addrspace(1) %406, align 4
  %408 = sext i32 %403 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(1) %4, i64 %409
  %411 = load float, ptr addrspace(1) %410, align 4
  %412 = add i32 %381, %58
  %413 = select i1 %59, i32 %412, i32 %381
  %414 = sext i32 %413 to i64
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr addrspace(1) %3, i64 %415
  %417 = load float, ptr addrspace(1) %416, align 4
  %418 = sext i32 %413 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %4, i64 %419
  %421 = load float, ptr addrspace(1) %420, align 4
  %422 = add i32 %381, %67
  %423 = select i1 %68, i32 %422, i32 %381
  %424 = sext i32 %423 to i64
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %3, i64 %425
  %427 = load float, ptr addrspace(1) %426, align 4
  %428 = sext i32 %423 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(1) %4, i64 %429
  %431 = load float, ptr addrspace(1) %430, align 4
  %432 = add i32 %381, %76
  %433 = select i1 %77, i32 %432, i32 %381
  %434 = sext i32 %433 to i64
  %435 = mul i64 %434, 4
  %436 = getelementptr i8, ptr addrspace(1) %3, i64 %435
  %437 = load float, ptr addrspace(1) %436, align 4
  %438 = sext i32 %433 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %4, i64 %439
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = add i32 %381, %85
  %443 = select i1 %86, i32 %442, i32 %381
  %444 = sext i32 %443 to i64
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %3, i64 %445
  %447 = load float, ptr addrspace(1) %446, align 4
  %448 = sext i32 %443 to i64
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %4, i64 %449
  %451 = load float, ptr addrspace(1) %450, align 4
  %452 = add i32 %381, %94
  %453 = select i1 %95, i32 %452, i32 %381
  %454 = sext i32 %453 to i64
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %3, i64 %455
  %457 = load float, ptr addrspace(1) %456, align 4
  %458 = sext i32 %453 to i64
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr addrspace(1) %4, i64 %459
  %461 = load float, ptr addrspace(1) %460, align 4
  %462 = load float, ptr %v8, align 4
  %463 = fmul float %39, %129
  %464 = select i1 %32, float %463, float 0.000000e+00
  %465 = fadd float 0.000000e+00, %464
  %466 = fmul float %48, %139
  %467 = select i1 %41, float %466, float 0.000000e+00
  %468 = fadd float %465, %467
  %469 = fmul float %57, %149
  %470 = select i1 %50, float %469, float 0.000000e+00
  %471 = fadd float %468, %470
  %472 = fmul float %66, %159
  %473 = select i1 %59, float %472, float 0.000000e+00
  %474 = fadd float %471, %473
  %475 = fmul float %75, %169
  %476 = select i1 %68, float %475, float 0.000000e+00
  %477 = fadd float %474, %476
  %478 = fmul float %84, %179
  %479 = select i1 %77, float %478, float 0.000000e+00
  %480 = fadd float %477, %479
  %481 = fmul float %93, %189
  %482 = select i1 %86, float %481, float 0.000000e+00
  %483 = fadd float %480, %482
  %484 = fmul float %102, %199
  %485 = select i1 %95, float %484, float 0.000000e+00
  %486 = fadd float %483, %485
  %487 = bitcast float %486 to i32
  %488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %487, i32 16, i32 31)
  %489 = bitcast i32 %488 to float
  %490 = fadd float %486, %489
  %491 = bitcast float %490 to i32
  %492 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %491, i32 8, i32 31)
  %493 = bitcast i32 %492 to float
  %494 = fadd float %490, %493
  %495 = bitcast float %494 to i32
  %496 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %495, i32 4, i32 31)
  %497 = bitcast i32 %496 to float
  %498 = fadd float %494, %497
  %499 = bitcast float %498 to i32
  %500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %499, i32 2, i32 31)
  %501 = bitcast i32 %500 to float
  %502 = fadd float %498, %501
  %503 = bitcast float %502 to i32
  %504 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %503, i32 1, i32 31)
  %505 = bitcast i32 %504 to float
  %506 = fadd float %502, %505
  %507 = fmul float %506, %11
  %508 = fcmp ogt float %507, %462
  %509 = select i1 %508, float %507, float %462
  %510 = fmul float %39, %215
  %511 = select i1 %32, float %510, float 0.000000e+00
  %512 = fadd float 0.000000e+00, %511
  %513 = fmul float %48, %225
  %514 = select i1 %41, float %513, float 0.000000e+00
  %515 = fadd float %512, %514
  %516 = fmul float %57, %235
  %517 = select i1 %50, float %516, float 0.000000e+00
  %518 = fadd float %515, %517
  %519 = fmul float %66, %245
  %520 = select i1 %59, float %519, float 0.000000e+00
  %521 = fadd float %518, %520
  %522 = fmul float %75, %255
  %523 = select i1 %68, float %522, float 0.000000e+00
  %524 = fadd float %521, %523
  %525 = fmul float %84, %265
  %526 = select i1 %77, float %525, float 0.000000e+00
  %527 = fadd float %524, %526
  %528 = fmul float %93, %275
  %529 = select i1 %86, float %528, float 0.000000e+00
  %530 = fadd float %527, %529
  %531 = fmul float %102, %285
  %532 = select i1 %95, float %531, float 0.000000e+00
  %533 = fadd float %530, %532
  %534 = bitcast float %533 to i32
  %535 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %534, i32 16, i32 31)
  %536 = bitcast i32 %535 to float
  %537 = fadd float %533, %536
  %538 = bitcast float %537 to i32
  %539 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %538, i32 8, i32 31)
  %540 = bitcast i32 %539 to float
  %541 = fadd float %537, %540
  %542 = bitcast float %541 to i32
  %543 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %542, i32 4, i32 31)
  %544 = bitcast i32 %543 to float
  %545 = fadd float %541, %544
  %546 = bitcast float %545 to i32
  %547 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %546, i32 2, i32 31)
  %548 = bitcast i32 %547 to float
  %549 = fadd float %545, %548
  %550 = bitcast float %549 to i32
  %551 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %550, i32 1, i32 31)
  %552 = bitcast i32 %551 to float
  %553 = fadd float %549, %552
  %554 = fmul float %553, %11
  %555 = select i1 %205, float %554, float 0xFFF0000000000000
  %556 = fcmp ogt float %555, %509
  %557 = select i1 %556, float %555, float %509
  %558 = fmul float %39, %301
  %559 = select i1 %32, float %558, float 0.000000e+00
  %560 = fadd float 0.000000e+00, %559
  %561 = fmul float %48, %311
  %562 = select i1 %41, float %561, float 0.000000e+00
  %563 = fadd float %560, %562
  %564 = fmul float %57, %321
  %565 = select i1 %50, float %564, float 0.000000e+00
  %566 = fadd float %563, %565
  %567 = fmul float %66, %331
  %568 = select i1 %59, float %567, float 0.000000e+00
  %569 = fadd float %566, %568
  %570 = fmul float %75, %341
  %571 = select i1 %68, float %570, float 0.000000e+00
  %572 = fadd float %569, %571
  %573 = fmul float %84, %351
  %574 = select i1 %77, float %573, float 0.000000e+00
  %575 = fadd float %572, %574
  %576 = fmul float %93, %361
  %577 = select i1 %86, float %576, float 0.000000e+00
  %578 = fadd float %575, %577
  %579 = fmul float %102, %371
  %580 = select i1 %95, float %579, float 0.000000e+00
  %581 = fadd float %578, %580
  %582 = bitcast float %581 to i32
  %583 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %582, i32 16, i32 31)
  %584 = bitcast i32 %583 to float
  %585 = fadd float %581, %584
  %586 = bitcast float %585 to i32
  %587 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %586, i32 8, i32 31)
  %588 = bitcast i32 %587 to float
  %589 = fadd float %585, %588
  %590 = bitcast float %589 to i32
  %591 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %590, i32 4, i32 31)
  %592 = bitcast i32 %591 to float
  %593 = fadd float %589, %592
  %594 = bitcast float %593 to i32
  %595 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %594, i32 2, i32 31)
  %596 = bitcast i32 %595 to float
  %597 = fadd float %593, %596
  %598 = bitcast float %597 to i32
  %599 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %598, i32 1, i32 31)
  %600 = bitcast i32 %599 to float
  %601 = fadd float %597, %600
  %602 = fmul float %601, %11
  %603 = select i1 %291, float %602, float 0xFFF0000000000000
  %604 = fcmp ogt float %603, %557
  %605 = select i1 %604, float %603, float %557
  %606 = fmul float %39, %387
  %607 = select i1 %32, float %606, float 0.000000e+00
  %608 = fadd float 0.000000e+00, %607
  %609 = fmul float %48, %397
  %610 = select i1 %41, float %609, float 0.000000e+00
  %611 = fadd float %608, %610
  %612 = fmul float %57, %407
  %613 = select i1 %50, float %612, float 0.000000e+00
  %614 = fadd float %611, %613
  %615 = fmul float %66, %417
  %616 = select i1 %59, float %615, float 0.000000e+00
  %617 = fadd float %614, %616
  %618 = fmul float %75, %427
  %619 = select i1 %68, float %618, float 0.000000e+00
  %620 = fadd float %617, %619
  %621 = fmul float %84, %437
  %622 = select i1 %77, float %621, float 0.000000e+00
  %623 = fadd float %620, %622
  %624 = fmul float %93, %447
  %625 = select i1 %86, float %624, float 0.000000e+00
  %626 = fadd float %623, %625
  %627 = fmul float %102, %457
  %628 = select i1 %95, float %627, float 0.000000e+00
  %629 = fadd float %626, %628
  %630 = bitcast float %629 to i32
  %631 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %630, i32 16, i32 31)
  %632 = bitcast i32 %631 to float
  %633 = fadd float %629, %632
  %634 = bitcast float %633 to i32
  %635 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %634, i32 8, i32 31)
  %636 = bitcast i32 %635 to float
  %637 = fadd float %633, %636
  %638 = bitcast float %637 to i32
  %639 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %638, i32 4, i32 31)
  %640 = bitcast i32 %639 to float
  %641 = fadd float %637, %640
  %642 = bitcast float %641 to i32
  %643 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %642, i32 2, i32 31)
  %644 = bitcast i32 %643 to float
  %645 = fadd float %641, %644
  %646 = bitcast float %645 to i32
  %647 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %646, i32 1, i32 31)
  %648 = bitcast i32 %647 to float
  %649 = fadd float %645, %648
  %650 = fmul float %649, %11
  %651 = select i1 %377, float %650, float 0xFFF0000000000000
  %652 = fcmp ogt float %651, %605
  %653 = select i1 %652, float %651, float %605
  %654 = fsub float %462, %653
  %655 = fmul float %654, 0x3FF7154760000000
  %656 = fcmp olt float %655, -1.260000e+02
  %657 = fcmp ogt float %655, 1.270000e+02
  %658 = select i1 %656, float -1.260000e+02, float %655
  %659 = select i1 %657, float 1.270000e+02, float %658
  %660 = fadd float %659, 5.000000e-01
  %661 = call float @llvm.floor.f32(float %660)
  %662 = fsub float %659, %661
  %663 = fmul float 0x3EEFFCBFC0000000, %662
  %664 = fadd float %663, 0x3F24309120000000
  %665 = fmul float %664, %662
  %666 = fadd float %665, 0x3F55D87FE0000000
  %667 = fmul float %666, %662
  %668 = fadd float %667, 0x3F83B2AB60000000
  %669 = fmul float %668, %662
  %670 = fadd float %669, 0x3FAC6B08E0000000
  %671 = fmul float %670, %662
  %672 = fadd float %671, 0x3FCEBFBE00000000
  %673 = fmul float %672, %662
  %674 = fadd float %673, 0x3FE62E4300000000
  %675 = fmul float %674, %662
  %676 = fadd float %675, 1.000000e+00
  %677 = fptosi float %661 to i32
  %678 = add i32 %677, 127
  %679 = shl i32 %678, 23
  %680 = bitcast i32 %679 to float
  %681 = fmul float %676, %680
  %682 = select i1 %656, float 0.000000e+00, float %681
  %683 = select i1 %657, float 0x7FF0000000000000, float %682
  %684 = fcmp uno float %655, %655
  %685 = select i1 %684, float %655, float %683
  %686 = fsub float %507, %653
  %687 = fmul float %686, 0x3FF7154760000000
  %688 = fcmp olt float %687, -1.260000e+02
  %689 = fcmp ogt float %687, 1.270000e+02
  %690 = select i1 %688, float -1.260000e+02, float %687
  %691 = select i1 %689, float 1.270000e+02, float %690
  %692 = fadd float %691, 5.000000e-01
  %693 = call float @llvm.floor.f32(float %692)
  %694 = fsub float %691, %693
  %695 = fmul float 0x3EEFFCBFC0000000, %694
  %696 = fadd float %695, 0x3F24309120000000
  %697 = fmul float %696, %694
  %698 = fadd float %697, 0x3F55D87FE0000000
  %699 = fmul float %698, %694
  %700 = fadd float %699, 0x3F83B2AB60000000
  %701 = fmul float %700, %694
  %702 = fadd float %701, 0x3FAC6B08E0000000
  %703 = fmul float %702, %694
  %704 = fadd float %703, 0x3FCEBFBE00000000
  %705 = fmul float %704, %694
  %706 = fadd float %705, 0x3FE62E4300000000
  %707 = fmul float %706, %694
  %708 = fadd float %707, 1.000000e+00
  %709 = fptosi float %693 to i32
  %710 = add i32 %709, 127
  %711 = shl i32 %710, 23
  %712 = bitcast i32 %711 to float
  %713 = fmul float %708, %712
  %714 = select i1 %688, float 0.000000e+00, float %713
  %715 = select i1 %689, float 0x7FF0000000000000, float %714
  %716 = fcmp uno float %687, %687
  %717 = select i1 %716, float %687, float %715
  %718 = fsub float %555, %653
  %719 = fmul float %718, 0x3FF7154760000000
  %720 = fcmp olt float %719, -1.260000e+02
  %721 = fcmp ogt float %719, 1.270000e+02
  %722 = select i1 %720, float -1.260000e+02, float %719
  %723 = select i1 %721, float 1.270000e+02, float %722
  %724 = fadd float %723, 5.000000e-01
  %725 = call float @llvm.floor.f32(float %724)
  %726 = fsub float %723, %725
  %727 = fmul float 0x3EEFFCBFC0000000, %726
  %728 = fadd float %727, 0x3F24309120000000
  %729 = fmul float %728, %726
  %730 = fadd float %729, 0x3F55D87FE0000000
  %731 = fmul float %730, %726
  %732 = fadd float %731, 0x3F83B2AB60000000
  %733 = fmul float %732, %726
  %734 = fadd float %733, 0x3FAC6B08E0000000
  %735 = fmul float %734, %726
  %736 = fadd float %735, 0x3FCEBFBE00000000
  %737 = fmul float %736, %726
  %738 = fadd float %737, 0x3FE62E4300000000
  %739 = fmul float %738, %726
  %740 = fadd float %739, 1.000000e+00
  %741 = fptosi float %725 to i32
  %742 = add i32 %741, 127
  %743 = shl i32 %742, 23
  %744 = bitcast i32 %743 to float
  %745 = fmul float %740, %744
  %746 = select i1 %720, float 0.000000e+00, float %745
  %747 = select i1 %721, float 0x7FF0000000000000, float %746
  %748 = fcmp uno float %719, %719
  %749 = select i1 %748, float %719, float %747
  %750 = select i1 %205, float %749, float 0.000000e+00
  %751 = fsub float %603, %653
  %752 = fmul float %751, 0x3FF7154760000000
  %753 = fcmp olt float %752, -1.260000e+02
  %754 = fcmp ogt float %752, 1.270000e+02
  %755 = select i1 %753, float -1.260000e+02, float %752
  %756 = select i1 %754, float 1.270000e+02, float %755
  %757 = fadd float %756, 5.000000e-01
  %758 = call float @llvm.floor.f32(float %757)
  %759 = fsub float %756, %758
  %760 = fmul float 0x3EEFFCBFC0000000, %759
  %761 = fadd float %760, 0x3F24309120000000
  %762 = fmul float %761, %759
  %763 = fadd float %762, 0x3F55D87FE0000000
  %764 = fmul float %763, %759
  %765 = fadd float %764, 0x3F83B2AB60000000
  %766 = fmul float %765, %759
  %767 = fadd float %766, 0x3FAC6B08E0000000
  %768 = fmul float %767, %759
  %769 = fadd float %768, 0x3FCEBFBE00000000
  %770 = fmul float %769, %759
  %771 = fadd float %770, 0x3FE62E4300000000
  %772 = fmul float %771, %759
  %773 = fadd float %772, 1.000000e+00
  %774 = fptosi float %758 to i32
  %775 = add i32 %774, 127
  %776 = shl i32 %775, 23
  %777 = bitcast i32 %776 to float
  %778 = fmul float %773, %777
  %779 = select i1 %753, float 0.000000e+00, float %778
  %780 = select i1 %754, float 0x7FF0000000000000, float %779
  %781 = fcmp uno float %752, %752
  %782 = select i1 %781, float %752, float %780
  %783 = select i1 %291, float %782, float 0.000000e+00
  %784 = fsub float %651, %653
  %785 = fmul float %784, 0x3FF7154760000000
  %786 = fcmp olt float %785, -1.260000e+02
  %787 = fcmp ogt float %785, 1.270000e+02
  %788 = select i1 %786, float -1.260000e+02, float %785
  %789 = select i1 %787, float 1.270000e+02, float %788
  %790 = fadd float %789, 5.000000e-01
  %791 = call float @llvm.floor.f32(float %790)
  %792 = fsub float %789, %791
  %793 = fmul float 0x3EEFFCBFC0000000, %792
  %794 = fadd float %793, 0x3F24309120000000
  %795 = fmul float %794, %792
  %796 = fadd float %795, 0x3F55D87FE0000000
  %797 = fmul float %796, %792
  %798 = fadd float %797, 0x3F83B2AB60000000
  %799 = fmul float %798, %792
  %800 = fadd float %799, 0x3FAC6B08E0000000
  %801 = fmul float %800, %792
  %802 = fadd float %801, 0x3FCEBFBE00000000
  %803 = fmul float %802, %792
  %804 = fadd float %803, 0x3FE62E4300000000
  %805 = fmul float %804, %792
  %806 = fadd float %805, 1.000000e+00
  %807 = fptosi float %791 to i32
  %808 = add i32 %807, 127
  %809 = shl i32 %808, 23
  %810 = bitcast i32 %809 to float
  %811 = fmul float %806, %810
  %812 = select i1 %786, float 0.000000e+00, float %811
  %813 = select i1 %787, float 0x7FF0000000000000, float %812
  %814 = fcmp uno float %785, %785
  %815 = select i1 %814, float %785, float %813
  %816 = select i1 %377, float %815, float 0.000000e+00
  %817 = load float, ptr %v9, align 4
  %818 = fmul float %817, %685
  %819 = fadd float %818, %717
  %820 = fadd float %819, %750
  %821 = fadd float %820, %783
  %822 = fadd float %821, %816
  store float %822, ptr %v9, align 4
  %823 = load float, ptr %v, align 4
  %824 = fmul float %823, %685
  %825 = fmul float %717, %133
  %826 = fadd float %825, %824
  %827 = fmul float %750, %219
  %828 = fadd float %827, %826
  %829 = fmul float %783, %305
  %830 = fadd float %829, %828
  %831 = fmul float %816, %391
  %832 = fadd float %831, %830
  store float %832, ptr %v, align 4
  %833 = load float, ptr %v1, align 4
  %834 = fmul float %833, %685
  %835 = fmul float %717, %143
  %836 = fadd float %835, %834
  %837 = fmul float %750, %229
  %838 = fadd float %837, %836
  %839 = fmul float %783, %315
  %840 = fadd float %839, %838
  %841 = fmul float %816, %401
  %842 = fadd float %841, %840
  store float %842, ptr %v1, align 4
  %843 = load float, ptr %v2, align 4
  %844 = fmul float %843, %685
  %845 = fmul float %717, %153
  %846 = fadd float %845, %844
  %847 = fmul float %750, %239
  %848 = fadd float %847, %846
  %849 = fmul float %783, %325
  %850 = fadd float %849, %848
  %851 = fmul float %816, %411
  %852 = fadd float %851, %850
  store float %852, ptr %v2, align 4
  %853 = load float, ptr %v3, align 4
  %854 = fmul float %853, %685
  %855 = fmul float %717, %163
  %856 = fadd float %855, %854
  %857 = fmul float %750, %249
  %858 = fadd float %857, %856
  %859 = fmul float %783, %335
  %860 = fadd float %859, %858
  %861 = fmul float %816, %421
  %862 = fadd float %861, %860
  store float %862, ptr %v3, align 4
  %863 = load float, ptr %v4, align 4
  %864 = fmul float %863, %685
  %865 = fmul float %717, %173
  %866 = fadd float %865, %864
  %867 = fmul float %750, %259
  %868 = fadd float %867, %866
  %869 = fmul float %783, %345
  %870 = fadd float %869, %868
  %871 = fmul float %816, %431
  %872 = fadd float %871, %870
  store float %872, ptr %v4, align 4
  %873 = load float, ptr %v5, align 4
  %874 = fmul float %873, %685
  %875 = fmul float %717, %183
  %876 = fadd float %875, %874
  %877 = fmul float %750, %269
  %878 = fadd float %877, %876
  %879 = fmul float %783, %355
  %880 = fadd float %879, %878
  %881 = fmul float %816, %441
  %882 = fadd float %881, %880
  store float %882, ptr %v5, align 4
  %883 = load float, ptr %v6, align 4
  %884 = fmul float %883, %685
  %885 = fmul float %717, %193
  %886 = fadd float %885, %884
  %887 = fmul float %750, %279
  %888 = fadd float %887, %886
  %889 = fmul float %783, %365
  %890 = fadd float %889, %888
  %891 = fmul float %816, %451
  %892 = fadd float %891, %890
  store float %892, ptr %v6, align 4
  %893 = load float, ptr %v7, align 4
  %894 = fmul float %893, %685
  %895 = fmul float %717, %203
  %896 = fadd float %895, %894
  %897 = fmul float %750, %289
  %898 = fadd float %897, %896
  %899 = fmul float %783, %375
  %900 = fadd float %899, %898
  %901 = fmul float %816, %461
  %902 = fadd float %901, %900
  store float %902, ptr %v7, align 4
  store float %653, ptr %v8, align 4
  %903 = load i32, ptr %v10, align 4
  %904 = add i32 %903, 16
  store i32 %904, ptr %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %905 = mul i32 %20, 256
  %906 = load float, ptr %v, align 4
  br i1 %32, label %then11, label %endif12

then11:                                           ; preds = %done
  %907 = add i32 %905, %31
  %908 = sext i32 %907 to i64
  %909 = mul i64 %908, 4
  %910 = getelementptr i8, ptr addrspace(3) @lds1, i64 %909
  store float %906, ptr addrspace(3) %910, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %done
  %911 = load float, ptr %v1, align 4
  br i1 %41, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %912 = add i32 %905, %40
  %913 = sext i32 %912 to i64
  %914 = mul i64 %913, 4
  %915 = getelementptr i8, ptr addrspace(3) @lds1, i64 %914
  store float %911, ptr addrspace(3) %915, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %916 = load float, ptr %v2, align 4
  br i1 %50, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %917 = add i32 %905, %49
  %918 = sext i32 %917 to i64
  %919 = mul i64 %918, 4
  %920 = getelementptr i8, ptr addrspace(3) @lds1, i64 %919
  store float %916, ptr addrspace(3) %920, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %921 = load float, ptr %v3, align 4
  br i1 %59, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %922 = add i32 %905, %58
  %923 = sext i32 %922 to i64
  %924 = mul i64 %923, 4
  %925 = getelementptr i8, ptr addrspace(3) @lds1, i64 %924
  store float %921, ptr addrspace(3) %925, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %926 = load float, ptr %v4, align 4
  br i1 %68, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %927 = add i32 %905, %67
  %928 = sext i32 %927 to i64
  %929 = mul i64 %928, 4
  %930 = getelementptr i8, ptr addrspace(3) @lds1, i64 %929
  store float %926, ptr addrspace(3) %930, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %931 = load float, ptr %v5, align 4
  br i1 %77, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %932 = add i32 %905, %76
  %933 = sext i32 %932 to i64
  %934 = mul i64 %933, 4
  %935 = getelementptr i8, ptr addrspace(3) @lds1, i64 %934
  store float %931, ptr addrspace(3) %935, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %936 = load float, ptr %v6, align 4
  br i1 %86, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %937 = add i32 %905, %85
  %938 = sext i32 %937 to i64
  %939 = mul i64 %938, 4
  %940 = getelementptr i8, ptr addrspace(3) @lds1, i64 %939
  store float %936, ptr addrspace(3) %940, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %941 = load float, ptr %v7, align 4
  br i1 %95, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %942 = add i32 %905, %94
  %943 = sext i32 %942 to i64
  %944 = mul i64 %943, 4
  %945 = getelementptr i8, ptr addrspace(3) @lds1, i64 %944
  store float %941, ptr addrspace(3) %945, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  %946 = icmp eq i32 %18, 0
  %947 = load float, ptr %v8, align 4
  %948 = load float, ptr %v9, align 4
  br i1 %946, label %then27, label %endif28

then27:                                           ; preds = %endif26
  %949 = mul i32 %20, 2
  %950 = sext i32 %949 to i64
  %951 = mul i64 %950, 4
  %952 = getelementptr i8, ptr addrspace(3) @lds2, i64 %951
  store float %947, ptr addrspace(3) %952, align 4
  %953 = add i32 %949, 1
  %954 = sext i32 %953 to i64
  %955 = mul i64 %954, 4
  %956 = getelementptr i8, ptr addrspace(3) @lds2, i64 %955
  store float %948, ptr addrspace(3) %956, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif26
  call void @llvm.nvvm.barrier0()
  %957 = load float, ptr addrspace(3) @lds2, align 4
  %958 = fcmp ogt float %957, 0xFFF0000000000000
  %959 = select i1 %958, float %957, float 0xFFF0000000000000
  %960 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %961 = fcmp ogt float %960, %959
  %962 = select i1 %961, float %960, float %959
  %963 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %964 = fcmp ogt float %963, %962
  %965 = select i1 %964, float %963, float %962
  %966 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %967 = fcmp ogt float %966, %965
  %968 = select i1 %967, float %966, float %965
  %969 = fsub float %957, %968
  %970 = fmul float %969, 0x3FF7154760000000
  %971 = fcmp olt float %970, -1.260000e+02
  %972 = fcmp ogt float %970, 1.270000e+02
  %973 = select i1 %971, float -1.260000e+02, float %970
  %974 = select i1 %972, float 1.270000e+02, float %973
  %975 = fadd float %974, 5.000000e-01
  %976 = call float @llvm.floor.f32(float %975)
  %977 = fsub float %974, %976
  %978 = fmul float 0x3EEFFCBFC0000000, %977
  %979 = fadd float %978, 0x3F24309120000000
  %980 = fmul float %979, %977
  %981 = fadd float %980, 0x3F55D87FE0000000
  %982 = fmul float %981, %977
  %983 = fadd float %982, 0x3F83B2AB60000000
  %984 = fmul float %983, %977
  %985 = fadd float %984, 0x3FAC6B08E0000000
  %986 = fmul float %985, %977
  %987 = fadd float %986, 0x3FCEBFBE00000000
  %988 = fmul float %987, %977
  %989 = fadd float %988, 0x3FE62E4300000000
  %990 = fmul float %989, %977
  %991 = fadd float %990, 1.000000e+00
  %992 = fptosi float %976 to i32
  %993 = add i32 %992, 127
  %994 = shl i32 %993, 23
  %995 = bitcast i32 %994 to float
  %996 = fmul float %991, %995
  %997 = select i1 %971, float 0.000000e+00, float %996
  %998 = select i1 %972, float 0x7FF0000000000000, float %997
  %999 = fcmp uno float %970, %970
  %1000 = select i1 %999, float %970, float %998
  %1001 = fcmp oeq float %957, 0xFFF0000000000000
  %1002 = select i1 %1001, float 0.000000e+00, float %1000
  %1003 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1004 = fmul float %1002, %1003
  %1005 = fadd float %1004, 0.000000e+00
  %1006 = fsub float %960, %968
  %1007 = fmul float %1006, 0x3FF7154760000000
  %1008 = fcmp olt float %1007, -1.260000e+02
  %1009 = fcmp ogt float %1007, 1.270000e+02
  %1010 = select i1 %1008, float -1.260000e+02, float %1007
  %1011 = select i1 %1009, float 1.270000e+02, float %1010
  %1012 = fadd float %1011, 5.000000e-01
  %1013 = call float @llvm.floor.f32(float %1012)
  %1014 = fsub float %1011, %1013
  %1015 = fmul float 0x3EEFFCBFC0000000, %1014
  %1016 = fadd float %1015, 0x3F24309120000000
  %1017 = fmul float %1016, %1014
  %1018 = fadd float %1017, 0x3F55D87FE0000000
  %1019 = fmul float %1018, %1014
  %1020 = fadd float %1019, 0x3F83B2AB60000000
  %1021 = fmul float %1020, %1014
  %1022 = fadd float %1021, 0x3FAC6B08E0000000
  %1023 = fmul float %1022, %1014
  %1024 = fadd float %1023, 0x3FCEBFBE00000000
  %1025 = fmul float %1024, %1014
  %1026 = fadd float %1025, 0x3FE62E4300000000
  %1027 = fmul float %1026, %1014
  %1028 = fadd float %1027, 1.000000e+00
  %1029 = fptosi float %1013 to i32
  %1030 = add i32 %1029, 127
  %1031 = shl i32 %1030, 23
  %1032 = bitcast i32 %1031 to float
  %1033 = fmul float %1028, %1032
  %1034 = select i1 %1008, float 0.000000e+00, float %1033
  %1035 = select i1 %1009, float 0x7FF0000000000000, float %1034
  %1036 = fcmp uno float %1007, %1007
  %1037 = select i1 %1036, float %1007, float %1035
  %1038 = fcmp oeq float %960, 0xFFF0000000000000
  %1039 = select i1 %1038, float 0.000000e+00, float %1037
  %1040 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1041 = fmul float %1039, %1040
  %1042 = fadd float %1041, %1005
  %1043 = fsub float %963, %968
  %1044 = fmul float %1043, 0x3FF7154760000000
  %1045 = fcmp olt float %1044, -1.260000e+02
  %1046 = fcmp ogt float %1044, 1.270000e+02
  %1047 = select i1 %1045, float -1.260000e+02, float %1044
  %1048 = select i1 %1046, float 1.270000e+02, float %1047
  %1049 = fadd float %1048, 5.000000e-01
  %1050 = call float @llvm.floor.f32(float %1049)
  %1051 = fsub float %1048, %1050
  %1052 = fmul float 0x3EEFFCBFC0000000, %1051
  %1053 = fadd float %1052, 0x3F24309120000000
  %1054 = fmul float %1053, %1051
  %1055 = fadd float %1054, 0x3F55D87FE0000000
  %1056 = fmul float %1055, %1051
  %1057 = fadd float %1056, 0x3F83B2AB60000000
  %1058 = fmul float %1057, %1051
  %1059 = fadd float %1058, 0x3FAC6B08E0000000
  %1060 = fmul float %1059, %1051
  %1061 = fadd float %1060, 0x3FCEBFBE00000000
  %1062 = fmul float %1061, %1051
  %1063 = fadd float %1062, 0x3FE62E4300000000
  %1064 = fmul float %1063, %1051
  %1065 = fadd float %1064, 1.000000e+00
  %1066 = fptosi float %1050 to i32
  %1067 = add i32 %1066, 127
  %1068 = shl i32 %1067, 23
  %1069 = bitcast i32 %1068 to float
  %1070 = fmul float %1065, %1069
  %1071 = select i1 %1045, float 0.000000e+00, float %1070
  %1072 = select i1 %1046, float 0x7FF0000000000000, float %1071
  %1073 = fcmp uno float %1044, %1044
  %1074 = select i1 %1073, float %1044, float %1072
  %1075 = fcmp oeq float %963, 0xFFF0000000000000
  %1076 = select i1 %1075, float 0.000000e+00, float %1074
  %1077 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1078 = fmul float %1076, %1077
  %1079 = fadd float %1078, %1042
  %1080 = fsub float %966, %968
  %1081 = fmul float %1080, 0x3FF7154760000000
  %1082 = fcmp olt float %1081, -1.260000e+02
  %1083 = fcmp ogt float %1081, 1.270000e+02
  %1084 = select i1 %1082, float -1.260000e+02, float %1081
  %1085 = select i1 %1083, float 1.270000e+02, float %1084
  %1086 = fadd float %1085, 5.000000e-01
  %1087 = call float @llvm.floor.f32(float %1086)
  %1088 = fsub float %1085, %1087
  %1089 = fmul float 0x3EEFFCBFC0000000, %1088
  %1090 = fadd float %1089, 0x3F24309120000000
  %1091 = fmul float %1090, %1088
  %1092 = fadd float %1091, 0x3F55D87FE0000000
  %1093 = fmul float %1092, %1088
  %1094 = fadd float %1093, 0x3F83B2AB60000000
  %1095 = fmul float %1094, %1088
  %1096 = fadd float %1095, 0x3FAC6B08E0000000
  %1097 = fmul float %1096, %1088
  %1098 = fadd float %1097, 0x3FCEBFBE00000000
  %1099 = fmul float %1098, %1088
  %1100 = fadd float %1099, 0x3FE62E4300000000
  %1101 = fmul float %1100, %1088
  %1102 = fadd float %1101, 1.000000e+00
  %1103 = fptosi float %1087 to i32
  %1104 = add i32 %1103, 127
  %1105 = shl i32 %1104, 23
  %1106 = bitcast i32 %1105 to float
  %1107 = fmul float %1102, %1106
  %1108 = select i1 %1082, float 0.000000e+00, float %1107
  %1109 = select i1 %1083, float 0x7FF0000000000000, float %1108
  %1110 = fcmp uno float %1081, %1081
  %1111 = select i1 %1110, float %1081, float %1109
  %1112 = fcmp oeq float %966, 0xFFF0000000000000
  %1113 = select i1 %1112, float 0.000000e+00, float %1111
  %1114 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1115 = fmul float %1113, %1114
  %1116 = fadd float %1115, %1079
  %1117 = mul i32 %21, %10
  %1118 = add i32 %1117, %22
  %1119 = mul i32 %1118, %7
  store i32 %16, ptr %v29, align 4
  br label %loop30

loop30:                                           ; preds = %body31, %endif28
  %1120 = load i32, ptr %v29, align 4
  %1121 = icmp slt i32 %1120, %7
  br i1 %1121, label %body31, label %done32

body31:                                           ; preds = %loop30
  %1122 = load i32, ptr %v29, align 4
  %1123 = add i32 0, %1122
  %1124 = sext i32 %1123 to i64
  %1125 = mul i64 %1124, 4
  %1126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1125
  %1127 = load float, ptr addrspace(3) %1126, align 4
  %1128 = fmul float %1002, %1127
  %1129 = fadd float %1128, 0.000000e+00
  %1130 = add i32 256, %1122
  %1131 = sext i32 %1130 to i64
  %1132 = mul i64 %1131, 4
  %1133 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1132
  %1134 = load float, ptr addrspace(3) %1133, align 4
  %1135 = fmul float %1039, %1134
  %1136 = fadd float %1135, %1129
  %1137 = add i32 512, %1122
  %1138 = sext i32 %1137 to i64
  %1139 = mul i64 %1138, 4
  %1140 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1139
  %1141 = load float, ptr addrspace(3) %1140, align 4
  %1142 = fmul float %1076, %1141
  %1143 = fadd float %1142, %1136
  %1144 = add i32 768, %1122
  %1145 = sext i32 %1144 to i64
  %1146 = mul i64 %1145, 4
  %1147 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1146
  %1148 = load float, ptr addrspace(3) %1147, align 4
  %1149 = fmul float %1113, %1148
  %1150 = fadd float %1149, %1143
  %1151 = add i32 %1119, %1122
  %1152 = sext i32 %1151 to i64
  %1153 = mul i64 %1152, 4
  %1154 = getelementptr i8, ptr addrspace(1) %0, i64 %1153
  store float %1150, ptr addrspace(1) %1154, align 4
  %1155 = load i32, ptr %v29, align 4
  %1156 = add i32 %1155, 128
  store i32 %1156, ptr %v29, align 4
  br label %loop30

done32:                                           ; preds = %loop30
  %1157 = icmp eq i32 %16, 0
  br i1 %1157, label %then33, label %endif34

then33:                                           ; preds = %done32
  %1158 = mul i32 %1118, 2
  %1159 = sext i32 %1158 to i64
  %1160 = mul i64 %1159, 4
  %1161 = getelementptr i8, ptr addrspace(1) %1, i64 %1160
  store float %968, ptr addrspace(1) %1161, align 4
  %1162 = add i32 %1158, 1
  %1163 = sext i32 %1162 to i64
  %1164 = mul i64 %1163, 4
  %1165 = getelementptr i8, ptr addrspace(1) %1, i64 %1164
  store float %1116, ptr addrspace(1) %1165, align 4
  br label %endif34

endif34:                                          ; preds = %then33, %done32
  br label %endif

then35:                                           ; preds = %endif
  call void @llvm.nvvm.barrier0()
  %1166 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1167 = icmp eq i32 %1166, 0
  br i1 %1167, label %then37, label %endif38

endif36:                                          ; preds = %endif42, %endif
  ret void

then37:                                           ; preds = %then35
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  %1168 = sext i32 %104 to i64
  %1169 = mul i64 %1168, 4
  %1170 = getelementptr i8, ptr addrspace(1) %13, i64 %1169
  %1171 = atomicrmw add ptr addrspace(1) %1170, i32 1 monotonic, align 4
  %1172 = sub i32 %116, 1
  %1173 = icmp eq i32 %1171, %1172
  br i1 %1173, label %then39, label %endif40

endif38:                                          ; preds = %endif40, %then35
  call void @llvm.nvvm.barrier0()
  %1174 = load i32, ptr addrspace(3) @lds3, align 4
  %1175 = icmp ne i32 %1174, 0
  br i1 %1175, label %then41, label %endif42

then39:                                           ; preds = %then37
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  br label %endif40

endif40:                                          ; preds = %then39, %then37
  %1176 = zext i1 %1173 to i32
  store i32 %1176, ptr addrspace(3) @lds3, align 4
  br label %endif38

then41:                                           ; preds = %endif38
  %1177 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1178 = mul i32 %104, %10
  store float 0xFFF0000000000000, ptr %v43, align 4
  store i32 0, ptr %v44, align 4
  br label %loop45

endif42:                                          ; preds = %endif59, %endif38
  br label %endif36

loop45:                                           ; preds = %body46, %then41
  %1179 = load i32, ptr %v44, align 4
  %1180 = icmp slt i32 %1179, %116
  br i1 %1180, label %body46, label %done47

body46:                                           ; preds = %loop45
  %1181 = load i32, ptr %v44, align 4
  %1182 = add i32 %1178, %1181
  %1183 = add i32 %1181, 1
  %1184 = icmp slt i32 %1183, %116
  %1185 = select i1 %1184, i32 %1183, i32 %1181
  %1186 = add i32 %1178, %1185
  %1187 = add i32 %1181, 2
  %1188 = icmp slt i32 %1187, %116
  %1189 = select i1 %1188, i32 %1187, i32 %1181
  %1190 = add i32 %1178, %1189
  %1191 = add i32 %1181, 3
  %1192 = icmp slt i32 %1191, %116
  %1193 = select i1 %1192, i32 %1191, i32 %1181
  %1194 = add i32 %1178, %1193
  %1195 = mul i32 %1182, 2
  %1196 = sext i32 %1195 to i64
  %1197 = mul i64 %1196, 4
  %1198 = getelementptr i8, ptr addrspace(1) %1, i64 %1197
  %1199 = load volatile float, ptr addrspace(1) %1198, align 4
  %1200 = mul i32 %1186, 2
  %1201 = sext i32 %1200 to i64
  %1202 = mul i64 %1201, 4
  %1203 = getelementptr i8, ptr addrspace(1) %1, i64 %1202
  %1204 = load volatile float, ptr addrspace(1) %1203, align 4
  %1205 = select i1 %1184, float %1204, float 0xFFF0000000000000
  %1206 = mul i32 %1190, 2
  %1207 = sext i32 %1206 to i64
  %1208 = mul i64 %1207, 4
  %1209 = getelementptr i8, ptr addrspace(1) %1, i64 %1208
  %1210 = load volatile float, ptr addrspace(1) %1209, align 4
  %1211 = select i1 %1188, float %1210, float 0xFFF0000000000000
  %1212 = mul i32 %1194, 2
  %1213 = sext i32 %1212 to i64
  %1214 = mul i64 %1213, 4
  %1215 = getelementptr i8, ptr addrspace(1) %1, i64 %1214
  %1216 = load volatile float, ptr addrspace(1) %1215, align 4
  %1217 = select i1 %1192, float %1216, float 0xFFF0000000000000
  %1218 = load float, ptr %v43, align 4
  %1219 = fcmp ogt float %1199, %1218
  %1220 = select i1 %1219, float %1199, float %1218
  %1221 = fcmp ogt float %1205, %1220
  %1222 = select i1 %1221, float %1205, float %1220
  %1223 = fcmp ogt float %1211, %1222
  %1224 = select i1 %1223, float %1211, float %1222
  %1225 = fcmp ogt float %1217, %1224
  %1226 = select i1 %1225, float %1217, float %1224
  store float %1226, ptr %v43, align 4
  %1227 = load i32, ptr %v44, align 4
  %1228 = add i32 %1227, 4
  store i32 %1228, ptr %v44, align 4
  br label %loop45

done47:                                           ; preds = %loop45
  %1229 = load float, ptr %v43, align 4
  store i32 %1177, ptr %v48, align 4
  br label %loop49

loop49:                                           ; preds = %done57, %done47
  %1230 = load i32, ptr %v48, align 4
  %1231 = icmp slt i32 %1230, %7
  br i1 %1231, label %body50, label %done51

body50:                                           ; preds = %loop49
  %1232 = load i32, ptr %v48, align 4
  store float 0.000000e+00, ptr %v52, align 4
  store float 0.000000e+00, ptr %v53, align 4
  store i32 0, ptr %v54, align 4
  br label %loop55

done51:                                           ; preds = %loop49
  br i1 %1167, label %then58, label %endif59

loop55:                                           ; preds = %body56, %body50
  %1233 = load i32, ptr %v54, align 4
  %1234 = icmp slt i32 %1233, %116
  br i1 %1234, label %body56, label %done57

body56:                                           ; preds = %loop55
  %1235 = load i32, ptr %v54, align 4
  %1236 = add i32 %1178, %1235
  %1237 = add i32 %1235, 1
  %1238 = icmp slt i32 %1237, %116
  %1239 = select i1 %1238, i32 %1237, i32 %1235
  %1240 = add i32 %1178, %1239
  %1241 = add i32 %1235, 2
  %1242 = icmp slt i32 %1241, %116
  %1243 = select i1 %1242, i32 %1241, i32 %1235
  %1244 = add i32 %1178, %1243
  %1245 = add i32 %1235, 3
  %1246 = icmp slt i32 %1245, %116
  %1247 = select i1 %1246, i32 %1245, i32 %1235
  %1248 = add i32 %1178, %1247
  %1249 = mul i32 %1236, 2
  %1250 = sext i32 %1249 to i64
  %1251 = mul i64 %1250, 4
  %1252 = getelementptr i8, ptr addrspace(1) %1, i64 %1251
  %1253 = load volatile float, ptr addrspace(1) %1252, align 4
  %1254 = add i32 %1249, 1
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 4
  %1257 = getelementptr i8, ptr addrspace(1) %1, i64 %1256
  %1258 = load volatile float, ptr addrspace(1) %1257, align 4
  %1259 = mul i32 %1236, %7
  %1260 = add i32 %1259, %1232
  %1261 = sext i32 %1260 to i64
  %1262 = mul i64 %1261, 4
  %1263 = getelementptr i8, ptr addrspace(1) %0, i64 %1262
  %1264 = load volatile float, ptr addrspace(1) %1263, align 4
  %1265 = mul i32 %1240, 2
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(1) %1, i64 %1267
  %1269 = load volatile float, ptr addrspace(1) %1268, align 4
  %1270 = add i32 %1265, 1
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(1) %1, i64 %1272
  %1274 = load volatile float, ptr addrspace(1) %1273, align 4
  %1275 = mul i32 %1240, %7
  %1276 = add i32 %1275, %1232
  %1277 = sext i32 %1276 to i64
  %1278 = mul i64 %1277, 4
  %1279 = getelementptr i8, ptr addrspace(1) %0, i64 %1278
  %1280 = load volatile float, ptr addrspace(1) %1279, align 4
  %1281 = mul i32 %1244, 2
  %1282 = sext i32 %1281 to i64
  %1283 = mul i64 %1282, 4
  %1284 = getelementptr i8, ptr addrspace(1) %1, i64 %1283
  %1285 = load volatile float, ptr addrspace(1) %1284, align 4
  %1286 = add i32 %1281, 1
  %1287 = sext i32 %1286 to i64
  %1288 = mul i64 %1287, 4
  %1289 = getelementptr i8, ptr addrspace(1) %1, i64 %1288
  %1290 = load volatile float, ptr addrspace(1) %1289, align 4
  %1291 = mul i32 %1244, %7
  %1292 = add i32 %1291, %1232
  %1293 = sext i32 %1292 to i64
  %1294 = mul i64 %1293, 4
  %1295 = getelementptr i8, ptr addrspace(1) %0, i64 %1294
  %1296 = load volatile float, ptr addrspace(1) %1295, align 4
  %1297 = mul i32 %1248, 2
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(1) %1, i64 %1299
  %1301 = load volatile float, ptr addrspace(1) %1300, align 4
  %1302 = add i32 %1297, 1
  %1303 = sext i32 %1302 to i64
  %1304 = mul i64 %1303, 4
  %1305 = getelementptr i8, ptr addrspace(1) %1, i64 %1304
  %1306 = load volatile float, ptr addrspace(1) %1305, align 4
  %1307 = mul i32 %1248, %7
  %1308 = add i32 %1307, %1232
  %1309 = sext i32 %1308 to i64
  %1310 = mul i64 %1309, 4
  %1311 = getelementptr i8, ptr addrspace(1) %0, i64 %1310
  %1312 = load volatile float, ptr addrspace(1) %1311, align 4
  %1313 = load float, ptr %v53, align 4
  %1314 = load float, ptr %v52, align 4
  %1315 = fsub float %1253, %1229
  %1316 = fmul float %1315, 0x3FF7154760000000
  %1317 = fcmp olt float %1316, -1.260000e+02
  %1318 = fcmp ogt float %1316, 1.270000e+02
  %1319 = select i1 %1317, float -1.260000e+02, float %1316
  %1320 = select i1 %1318, float 1.270000e+02, float %1319
  %1321 = fadd float %1320, 5.000000e-01
  %1322 = call float @llvm.floor.f32(float %1321)
  %1323 = fsub float %1320, %1322
  %1324 = fmul float 0x3EEFFCBFC0000000, %1323
  %1325 = fadd float %1324, 0x3F24309120000000
  %1326 = fmul float %1325, %1323
  %1327 = fadd float %1326, 0x3F55D87FE0000000
  %1328 = fmul float %1327, %1323
  %1329 = fadd float %1328, 0x3F83B2AB60000000
  %1330 = fmul float %1329, %1323
  %1331 = fadd float %1330, 0x3FAC6B08E0000000
  %1332 = fmul float %1331, %1323
  %1333 = fadd float %1332, 0x3FCEBFBE00000000
  %1334 = fmul float %1333, %1323
  %1335 = fadd float %1334, 0x3FE62E4300000000
  %1336 = fmul float %1335, %1323
  %1337 = fadd float %1336, 1.000000e+00
  %1338 = fptosi float %1322 to i32
  %1339 = add i32 %1338, 127
  %1340 = shl i32 %1339, 23
  %1341 = bitcast i32 %1340 to float
  %1342 = fmul float %1337, %1341
  %1343 = select i1 %1317, float 0.000000e+00, float %1342
  %1344 = select i1 %1318, float 0x7FF0000000000000, float %1343
  %1345 = fcmp uno float %1316, %1316
  %1346 = select i1 %1345, float %1316, float %1344
  %1347 = fcmp oeq float %1253, 0xFFF0000000000000
  %1348 = select i1 %1347, float 0.000000e+00, float %1346
  %1349 = fmul float %1348, %1258
  %1350 = fadd float %1349, %1313
  %1351 = fmul float %1348, %1264
  %1352 = fadd float %1351, %1314
  %1353 = fsub float %1269, %1229
  %1354 = fmul float %1353, 0x3FF7154760000000
  %1355 = fcmp olt float %1354, -1.260000e+02
  %1356 = fcmp ogt float %1354, 1.270000e+02
  %1357 = select i1 %1355, float -1.260000e+02, float %1354
  %1358 = select i1 %1356, float 1.270000e+02, float %1357
  %1359 = fadd float %1358, 5.000000e-01
  %1360 = call float @llvm.floor.f32(float %1359)
  %1361 = fsub float %1358, %1360
  %1362 = fmul float 0x3EEFFCBFC0000000, %1361
  %1363 = fadd float %1362, 0x3F24309120000000
  %1364 = fmul float %1363, %1361
  %1365 = fadd float %1364, 0x3F55D87FE0000000
  %1366 = fmul float %1365, %1361
  %1367 = fadd float %1366, 0x3F83B2AB60000000
  %1368 = fmul float %1367, %1361
  %1369 = fadd float %1368, 0x3FAC6B08E0000000
  %1370 = fmul float %1369, %1361
  %1371 = fadd float %1370, 0x3FCEBFBE00000000
  %1372 = fmul float %1371, %1361
  %1373 = fadd float %1372, 0x3FE62E4300000000
  %1374 = fmul float %1373, %1361
  %1375 = fadd float %1374, 1.000000e+00
  %1376 = fptosi float %1360 to i32
  %1377 = add i32 %1376, 127
  %1378 = shl i32 %1377, 23
  %1379 = bitcast i32 %1378 to float
  %1380 = fmul float %1375, %1379
  %1381 = select i1 %1355, float 0.000000e+00, float %1380
  %1382 = select i1 %1356, float 0x7FF0000000000000, float %1381
  %1383 = fcmp uno float %1354, %1354
  %1384 = select i1 %1383, float %1354, float %1382
  %1385 = fcmp oeq float %1269, 0xFFF0000000000000
  %1386 = select i1 %1385, float 0.000000e+00, float %1384
  %1387 = select i1 %1238, float %1386, float 0.000000e+00
  %1388 = fmul float %1387, %1274
  %1389 = fadd float %1388, %1350
  %1390 = fmul float %1387, %1280
  %1391 = fadd float %1390, %1352
  %1392 = fsub float %1285, %1229
  %1393 = fmul float %1392, 0x3FF7154760000000
  %1394 = fcmp olt float %1393, -1.260000e+02
  %1395 = fcmp ogt float %1393, 1.270000e+02
  %1396 = select i1 %1394, float -1.260000e+02, float %1393
  %1397 = select i1 %1395, float 1.270000e+02, float %1396
  %1398 = fadd float %1397, 5.000000e-01
  %1399 = call float @llvm.floor.f32(float %1398)
  %1400 = fsub float %1397, %1399
  %1401 = fmul float 0x3EEFFCBFC0000000, %1400
  %1402 = fadd float %1401, 0x3F24309120000000
  %1403 = fmul float %1402, %1400
  %1404 = fadd float %1403, 0x3F55D87FE0000000
  %1405 = fmul float %1404, %1400
  %1406 = fadd float %1405, 0x3F83B2AB60000000
  %1407 = fmul float %1406, %1400
  %1408 = fadd float %1407, 0x3FAC6B08E0000000
  %1409 = fmul float %1408, %1400
  %1410 = fadd float %1409, 0x3FCEBFBE00000000
  %1411 = fmul float %1410, %1400
  %1412 = fadd float %1411, 0x3FE62E4300000000
  %1413 = fmul float %1412, %1400
  %1414 = fadd float %1413, 1.000000e+00
  %1415 = fptosi float %1399 to i32
  %1416 = add i32 %1415, 127
  %1417 = shl i32 %1416, 23
  %1418 = bitcast i32 %1417 to float
  %1419 = fmul float %1414, %1418
  %1420 = select i1 %1394, float 0.000000e+00, float %1419
  %1421 = select i1 %1395, float 0x7FF0000000000000, float %1420
  %1422 = fcmp uno float %1393, %1393
  %1423 = select i1 %1422, float %1393, float %1421
  %1424 = fcmp oeq float %1285, 0xFFF0000000000000
  %1425 = select i1 %1424, float 0.000000e+00, float %1423
  %1426 = select i1 %1242, float %1425, float 0.000000e+00
  %1427 = fmul float %1426, %1290
  %1428 = fadd float %1427, %1389
  %1429 = fmul float %1426, %1296
  %1430 = fadd float %1429, %1391
  %1431 = fsub float %1301, %1229
  %1432 = fmul float %1431, 0x3FF7154760000000
  %1433 = fcmp olt float %1432, -1.260000e+02
  %1434 = fcmp ogt float %1432, 1.270000e+02
  %1435 = select i1 %1433, float -1.260000e+02, float %1432
  %1436 = select i1 %1434, float 1.270000e+02, float %1435
  %1437 = fadd float %1436, 5.000000e-01
  %1438 = call float @llvm.floor.f32(float %1437)
  %1439 = fsub float %1436, %1438
  %1440 = fmul float 0x3EEFFCBFC0000000, %1439
  %1441 = fadd float %1440, 0x3F24309120000000
  %1442 = fmul float %1441, %1439
  %1443 = fadd float %1442, 0x3F55D87FE0000000
  %1444 = fmul float %1443, %1439
  %1445 = fadd float %1444, 0x3F83B2AB60000000
  %1446 = fmul float %1445, %1439
  %1447 = fadd float %1446, 0x3FAC6B08E0000000
  %1448 = fmul float %1447, %1439
  %1449 = fadd float %1448, 0x3FCEBFBE00000000
  %1450 = fmul float %1449, %1439
  %1451 = fadd float %1450, 0x3FE62E4300000000
  %1452 = fmul float %1451, %1439
  %1453 = fadd float %1452, 1.000000e+00
  %1454 = fptosi float %1438 to i32
  %1455 = add i32 %1454, 127
  %1456 = shl i32 %1455, 23
  %1457 = bitcast i32 %1456 to float
  %1458 = fmul float %1453, %1457
  %1459 = select i1 %1433, float 0.000000e+00, float %1458
  %1460 = select i1 %1434, float 0x7FF0000000000000, float %1459
  %1461 = fcmp uno float %1432, %1432
  %1462 = select i1 %1461, float %1432, float %1460
  %1463 = fcmp oeq float %1301, 0xFFF0000000000000
  %1464 = select i1 %1463, float 0.000000e+00, float %1462
  %1465 = select i1 %1246, float %1464, float 0.000000e+00
  %1466 = fmul float %1465, %1306
  %1467 = fadd float %1466, %1428
  %1468 = fmul float %1465, %1312
  %1469 = fadd float %1468, %1430
  store float %1467, ptr %v53, align 4
  store float %1469, ptr %v52, align 4
  %1470 = load i32, ptr %v54, align 4
  %1471 = add i32 %1470, 4
  store i32 %1471, ptr %v54, align 4
  br label %loop55

done57:                                           ; preds = %loop55
  %1472 = load float, ptr %v52, align 4
  %1473 = load float, ptr %v53, align 4
  %1474 = fdiv float %1472, %1473
  %1475 = mul i32 %104, %7
  %1476 = add i32 %1475, %1232
  %1477 = sext i32 %1476 to i64
  %1478 = mul i64 %1477, 4
  %1479 = getelementptr i8, ptr addrspace(1) %12, i64 %1478
  store float %1474, ptr addrspace(1) %1479, align 4
  %1480 = load i32, ptr %v48, align 4
  %1481 = add i32 %1480, 128
  store i32 %1481, ptr %v48, align 4
  br label %loop49

then58:                                           ; preds = %done51
  %1482 = sext i32 %104 to i64
  %1483 = mul i64 %1482, 4
  %1484 = getelementptr i8, ptr addrspace(1) %13, i64 %1483
  store i32 0, ptr addrspace(1) %1484, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %done51
  br label %endif42
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

!0 = !{ptr @strata_attn_decode_split_combine_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_split_combine_f32kv, !"maxntidx", i32 128}
