; ModuleID = 'strata_embed_q8_0'
source_filename = "strata_embed_q8_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 128
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = udiv i32 %3, 32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %12 = sext i32 %9 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  %19 = select i1 %18, i32 %15, i32 0
  %20 = sext i32 %3 to i64
  %21 = udiv i64 %20, 32
  %22 = mul i64 %21, 34
  %23 = sext i32 %19 to i64
  %24 = mul i64 %23, %22
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 %24
  %26 = sext i32 %9 to i64
  %27 = sext i32 %3 to i64
  %28 = mul i64 %26, %27
  %29 = sext i32 %8 to i64
  %30 = mul i64 %29, 32
  %31 = add i64 %28, %30
  br i1 %18, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %32 = sext i32 %8 to i64
  %33 = udiv i64 %32, 1
  %34 = mul i64 %33, 34
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 1
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = getelementptr i8, ptr addrspace(1) %35, i64 2
  %43 = load i8, ptr addrspace(1) %42, align 1
  %44 = sext i8 %43 to i32
  %45 = sitofp i32 %44 to float
  %46 = fmul float %41, %45
  %47 = add i64 %31, 0
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %0, i64 %48
  store float %46, ptr addrspace(1) %49, align 4
  %50 = getelementptr i8, ptr addrspace(1) %35, i64 3
  %51 = load i8, ptr addrspace(1) %50, align 1
  %52 = sext i8 %51 to i32
  %53 = sitofp i32 %52 to float
  %54 = fmul float %41, %53
  %55 = add i64 %31, 1
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  store float %54, ptr addrspace(1) %57, align 4
  %58 = getelementptr i8, ptr addrspace(1) %35, i64 4
  %59 = load i8, ptr addrspace(1) %58, align 1
  %60 = sext i8 %59 to i32
  %61 = sitofp i32 %60 to float
  %62 = fmul float %41, %61
  %63 = add i64 %31, 2
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  store float %62, ptr addrspace(1) %65, align 4
  %66 = getelementptr i8, ptr addrspace(1) %35, i64 5
  %67 = load i8, ptr addrspace(1) %66, align 1
  %68 = sext i8 %67 to i32
  %69 = sitofp i32 %68 to float
  %70 = fmul float %41, %69
  %71 = add i64 %31, 3
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  store float %70, ptr addrspace(1) %73, align 4
  %74 = getelementptr i8, ptr addrspace(1) %35, i64 6
  %75 = load i8, ptr addrspace(1) %74, align 1
  %76 = sext i8 %75 to i32
  %77 = sitofp i32 %76 to float
  %78 = fmul float %41, %77
  %79 = add i64 %31, 4
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %0, i64 %80
  store float %78, ptr addrspace(1) %81, align 4
  %82 = getelementptr i8, ptr addrspace(1) %35, i64 7
  %83 = load i8, ptr addrspace(1) %82, align 1
  %84 = sext i8 %83 to i32
  %85 = sitofp i32 %84 to float
  %86 = fmul float %41, %85
  %87 = add i64 %31, 5
  %88 = mul i64 %87, 4
  %89 = getelementptr i8, ptr addrspace(1) %0, i64 %88
  store float %86, ptr addrspace(1) %89, align 4
  %90 = getelementptr i8, ptr addrspace(1) %35, i64 8
  %91 = load i8, ptr addrspace(1) %90, align 1
  %92 = sext i8 %91 to i32
  %93 = sitofp i32 %92 to float
  %94 = fmul float %41, %93
  %95 = add i64 %31, 6
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  store float %94, ptr addrspace(1) %97, align 4
  %98 = getelementptr i8, ptr addrspace(1) %35, i64 9
  %99 = load i8, ptr addrspace(1) %98, align 1
  %100 = sext i8 %99 to i32
  %101 = sitofp i32 %100 to float
  %102 = fmul float %41, %101
  %103 = add i64 %31, 7
  %104 = mul i64 %103, 4
  %105 = getelementptr i8, ptr addrspace(1) %0, i64 %104
  store float %102, ptr addrspace(1) %105, align 4
  %106 = getelementptr i8, ptr addrspace(1) %35, i64 10
  %107 = load i8, ptr addrspace(1) %106, align 1
  %108 = sext i8 %107 to i32
  %109 = sitofp i32 %108 to float
  %110 = fmul float %41, %109
  %111 = add i64 %31, 8
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %0, i64 %112
  store float %110, ptr addrspace(1) %113, align 4
  %114 = getelementptr i8, ptr addrspace(1) %35, i64 11
  %115 = load i8, ptr addrspace(1) %114, align 1
  %116 = sext i8 %115 to i32
  %117 = sitofp i32 %116 to float
  %118 = fmul float %41, %117
  %119 = add i64 %31, 9
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  store float %118, ptr addrspace(1) %121, align 4
  %122 = getelementptr i8, ptr addrspace(1) %35, i64 12
  %123 = load i8, ptr addrspace(1) %122, align 1
  %124 = sext i8 %123 to i32
  %125 = sitofp i32 %124 to float
  %126 = fmul float %41, %125
  %127 = add i64 %31, 10
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  store float %126, ptr addrspace(1) %129, align 4
  %130 = getelementptr i8, ptr addrspace(1) %35, i64 13
  %131 = load i8, ptr addrspace(1) %130, align 1
  %132 = sext i8 %131 to i32
  %133 = sitofp i32 %132 to float
  %134 = fmul float %41, %133
  %135 = add i64 %31, 11
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  store float %134, ptr addrspace(1) %137, align 4
  %138 = getelementptr i8, ptr addrspace(1) %35, i64 14
  %139 = load i8, ptr addrspace(1) %138, align 1
  %140 = sext i8 %139 to i32
  %141 = sitofp i32 %140 to float
  %142 = fmul float %41, %141
  %143 = add i64 %31, 12
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(1) %0, i64 %144
  store float %142, ptr addrspace(1) %145, align 4
  %146 = getelementptr i8, ptr addrspace(1) %35, i64 15
  %147 = load i8, ptr addrspace(1) %146, align 1
  %148 = sext i8 %147 to i32
  %149 = sitofp i32 %148 to float
  %150 = fmul float %41, %149
  %151 = add i64 %31, 13
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %0, i64 %152
  store float %150, ptr addrspace(1) %153, align 4
  %154 = getelementptr i8, ptr addrspace(1) %35, i64 16
  %155 = load i8, ptr addrspace(1) %154, align 1
  %156 = sext i8 %155 to i32
  %157 = sitofp i32 %156 to float
  %158 = fmul float %41, %157
  %159 = add i64 %31, 14
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %0, i64 %160
  store float %158, ptr addrspace(1) %161, align 4
  %162 = getelementptr i8, ptr addrspace(1) %35, i64 17
  %163 = load i8, ptr addrspace(1) %162, align 1
  %164 = sext i8 %163 to i32
  %165 = sitofp i32 %164 to float
  %166 = fmul float %41, %165
  %167 = add i64 %31, 15
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr addrspace(1) %0, i64 %168
  store float %166, ptr addrspace(1) %169, align 4
  %170 = getelementptr i8, ptr addrspace(1) %35, i64 18
  %171 = load i8, ptr addrspace(1) %170, align 1
  %172 = sext i8 %171 to i32
  %173 = sitofp i32 %172 to float
  %174 = fmul float %41, %173
  %175 = add i64 %31, 16
  %176 = mul i64 %175, 4
  %177 = getelementptr i8, ptr addrspace(1) %0, i64 %176
  store float %174, ptr addrspace(1) %177, align 4
  %178 = getelementptr i8, ptr addrspace(1) %35, i64 19
  %179 = load i8, ptr addrspace(1) %178, align 1
  %180 = sext i8 %179 to i32
  %181 = sitofp i32 %180 to float
  %182 = fmul float %41, %181
  %183 = add i64 %31, 17
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %0, i64 %184
  store float %182, ptr addrspace(1) %185, align 4
  %186 = getelementptr i8, ptr addrspace(1) %35, i64 20
  %187 = load i8, ptr addrspace(1) %186, align 1
  %188 = sext i8 %187 to i32
  %189 = sitofp i32 %188 to float
  %190 = fmul float %41, %189
  %191 = add i64 %31, 18
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr addrspace(1) %0, i64 %192
  store float %190, ptr addrspace(1) %193, align 4
  %194 = getelementptr i8, ptr addrspace(1) %35, i64 21
  %195 = load i8, ptr addrspace(1) %194, align 1
  %196 = sext i8 %195 to i32
  %197 = sitofp i32 %196 to float
  %198 = fmul float %41, %197
  %199 = add i64 %31, 19
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %0, i64 %200
  store float %198, ptr addrspace(1) %201, align 4
  %202 = getelementptr i8, ptr addrspace(1) %35, i64 22
  %203 = load i8, ptr addrspace(1) %202, align 1
  %204 = sext i8 %203 to i32
  %205 = sitofp i32 %204 to float
  %206 = fmul float %41, %205
  %207 = add i64 %31, 20
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4
  %210 = getelementptr i8, ptr addrspace(1) %35, i64 23
  %211 = load i8, ptr addrspace(1) %210, align 1
  %212 = sext i8 %211 to i32
  %213 = sitofp i32 %212 to float
  %214 = fmul float %41, %213
  %215 = add i64 %31, 21
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %0, i64 %216
  store float %214, ptr addrspace(1) %217, align 4
  %218 = getelementptr i8, ptr addrspace(1) %35, i64 24
  %219 = load i8, ptr addrspace(1) %218, align 1
  %220 = sext i8 %219 to i32
  %221 = sitofp i32 %220 to float
  %222 = fmul float %41, %221
  %223 = add i64 %31, 22
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  store float %222, ptr addrspace(1) %225, align 4
  %226 = getelementptr i8, ptr addrspace(1) %35, i64 25
  %227 = load i8, ptr addrspace(1) %226, align 1
  %228 = sext i8 %227 to i32
  %229 = sitofp i32 %228 to float
  %230 = fmul float %41, %229
  %231 = add i64 %31, 23
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr addrspace(1) %0, i64 %232
  store float %230, ptr addrspace(1) %233, align 4
  %234 = getelementptr i8, ptr addrspace(1) %35, i64 26
  %235 = load i8, ptr addrspace(1) %234, align 1
  %236 = sext i8 %235 to i32
  %237 = sitofp i32 %236 to float
  %238 = fmul float %41, %237
  %239 = add i64 %31, 24
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr addrspace(1) %0, i64 %240
  store float %238, ptr addrspace(1) %241, align 4
  %242 = getelementptr i8, ptr addrspace(1) %35, i64 27
  %243 = load i8, ptr addrspace(1) %242, align 1
  %244 = sext i8 %243 to i32
  %245 = sitofp i32 %244 to float
  %246 = fmul float %41, %245
  %247 = add i64 %31, 25
  %248 = mul i64 %247, 4
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  store float %246, ptr addrspace(1) %249, align 4
  %250 = getelementptr i8, ptr addrspace(1) %35, i64 28
  %251 = load i8, ptr addrspace(1) %250, align 1
  %252 = sext i8 %251 to i32
  %253 = sitofp i32 %252 to float
  %254 = fmul float %41, %253
  %255 = add i64 %31, 26
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %0, i64 %256
  store float %254, ptr addrspace(1) %257, align 4
  %258 = getelementptr i8, ptr addrspace(1) %35, i64 29
  %259 = load i8, ptr addrspace(1) %258, align 1
  %260 = sext i8 %259 to i32
  %261 = sitofp i32 %260 to float
  %262 = fmul float %41, %261
  %263 = add i64 %31, 27
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  store float %262, ptr addrspace(1) %265, align 4
  %266 = getelementptr i8, ptr addrspace(1) %35, i64 30
  %267 = load i8, ptr addrspace(1) %266, align 1
  %268 = sext i8 %267 to i32
  %269 = sitofp i32 %268 to float
  %270 = fmul float %41, %269
  %271 = add i64 %31, 28
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %0, i64 %272
  store float %270, ptr addrspace(1) %273, align 4
  %274 = getelementptr i8, ptr addrspace(1) %35, i64 31
  %275 = load i8, ptr addrspace(1) %274, align 1
  %276 = sext i8 %275 to i32
  %277 = sitofp i32 %276 to float
  %278 = fmul float %41, %277
  %279 = add i64 %31, 29
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %0, i64 %280
  store float %278, ptr addrspace(1) %281, align 4
  %282 = getelementptr i8, ptr addrspace(1) %35, i64 32
  %283 = load i8, ptr addrspace(1) %282, align 1
  %284 = sext i8 %283 to i32
  %285 = sitofp i32 %284 to float
  %286 = fmul float %41, %285
  %287 = add i64 %31, 30
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  store float %286, ptr addrspace(1) %289, align 4
  %290 = getelementptr i8, ptr addrspace(1) %35, i64 33
  %291 = load i8, ptr addrspace(1) %290, align 1
  %292 = sext i8 %291 to i32
  %293 = sitofp i32 %292 to float
  %294 = fmul float %41, %293
  %295 = add i64 %31, 31
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %0, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %298 = xor i1 %18, true
  br i1 %298, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %299 = add i64 %31, 0
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %0, i64 %300
  store float 0.000000e+00, ptr addrspace(1) %301, align 4
  %302 = add i64 %31, 1
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %0, i64 %303
  store float 0.000000e+00, ptr addrspace(1) %304, align 4
  %305 = add i64 %31, 2
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  store float 0.000000e+00, ptr addrspace(1) %307, align 4
  %308 = add i64 %31, 3
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  store float 0.000000e+00, ptr addrspace(1) %310, align 4
  %311 = add i64 %31, 4
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %0, i64 %312
  store float 0.000000e+00, ptr addrspace(1) %313, align 4
  %314 = add i64 %31, 5
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr addrspace(1) %0, i64 %315
  store float 0.000000e+00, ptr addrspace(1) %316, align 4
  %317 = add i64 %31, 6
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  store float 0.000000e+00, ptr addrspace(1) %319, align 4
  %320 = add i64 %31, 7
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  store float 0.000000e+00, ptr addrspace(1) %322, align 4
  %323 = add i64 %31, 8
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(1) %0, i64 %324
  store float 0.000000e+00, ptr addrspace(1) %325, align 4
  %326 = add i64 %31, 9
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  store float 0.000000e+00, ptr addrspace(1) %328, align 4
  %329 = add i64 %31, 10
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %0, i64 %330
  store float 0.000000e+00, ptr addrspace(1) %331, align 4
  %332 = add i64 %31, 11
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  store float 0.000000e+00, ptr addrspace(1) %334, align 4
  %335 = add i64 %31, 12
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  store float 0.000000e+00, ptr addrspace(1) %337, align 4
  %338 = add i64 %31, 13
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %0, i64 %339
  store float 0.000000e+00, ptr addrspace(1) %340, align 4
  %341 = add i64 %31, 14
  %342 = mul i64 %341, 4
  %343 = getelementptr i8, ptr addrspace(1) %0, i64 %342
  store float 0.000000e+00, ptr addrspace(1) %343, align 4
  %344 = add i64 %31, 15
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float 0.000000e+00, ptr addrspace(1) %346, align 4
  %347 = add i64 %31, 16
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 %348
  store float 0.000000e+00, ptr addrspace(1) %349, align 4
  %350 = add i64 %31, 17
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %0, i64 %351
  store float 0.000000e+00, ptr addrspace(1) %352, align 4
  %353 = add i64 %31, 18
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr addrspace(1) %0, i64 %354
  store float 0.000000e+00, ptr addrspace(1) %355, align 4
  %356 = add i64 %31, 19
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) %0, i64 %357
  store float 0.000000e+00, ptr addrspace(1) %358, align 4
  %359 = add i64 %31, 20
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr addrspace(1) %0, i64 %360
  store float 0.000000e+00, ptr addrspace(1) %361, align 4
  %362 = add i64 %31, 21
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %0, i64 %363
  store float 0.000000e+00, ptr addrspace(1) %364, align 4
  %365 = add i64 %31, 22
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(1) %0, i64 %366
  store float 0.000000e+00, ptr addrspace(1) %367, align 4
  %368 = add i64 %31, 23
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %0, i64 %369
  store float 0.000000e+00, ptr addrspace(1) %370, align 4
  %371 = add i64 %31, 24
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(1) %0, i64 %372
  store float 0.000000e+00, ptr addrspace(1) %373, align 4
  %374 = add i64 %31, 25
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %0, i64 %375
  store float 0.000000e+00, ptr addrspace(1) %376, align 4
  %377 = add i64 %31, 26
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) %0, i64 %378
  store float 0.000000e+00, ptr addrspace(1) %379, align 4
  %380 = add i64 %31, 27
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(1) %0, i64 %381
  store float 0.000000e+00, ptr addrspace(1) %382, align 4
  %383 = add i64 %31, 28
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(1) %0, i64 %384
  store float 0.000000e+00, ptr addrspace(1) %385, align 4
  %386 = add i64 %31, 29
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(1) %0, i64 %387
  store float 0.000000e+00, ptr addrspace(1) %388, align 4
  %389 = add i64 %31, 30
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr addrspace(1) %0, i64 %390
  store float 0.000000e+00, ptr addrspace(1) %391, align 4
  %392 = add i64 %31, 31
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %0, i64 %393
  store float 0.000000e+00, ptr addrspace(1) %394, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_embed_q8_0, !"kernel", i32 1}
!1 = !{ptr @strata_embed_q8_0, !"maxntidx", i32 128}
