; ModuleID = 'strata_embed_bf16'
source_filename = "strata_embed_bf16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_bf16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %21 = udiv i64 %20, 1
  %22 = mul i64 %21, 2
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
  %33 = mul i64 %32, 64
  %34 = getelementptr i8, ptr addrspace(1) %25, i64 %33
  %35 = getelementptr i8, ptr addrspace(1) %34, i64 0
  %36 = load i16, ptr addrspace(1) %35, align 2
  %37 = zext i16 %36 to i32
  %38 = shl i32 %37, 16
  %39 = and i32 %37, 32767
  %40 = icmp ugt i32 %39, 32640
  %41 = or i32 %38, 4194304
  %42 = select i1 %40, i32 %41, i32 %38
  %43 = bitcast i32 %42 to float
  %44 = add i64 %31, 0
  %45 = mul i64 %44, 4
  %46 = getelementptr i8, ptr addrspace(1) %0, i64 %45
  store float %43, ptr addrspace(1) %46, align 4
  %47 = getelementptr i8, ptr addrspace(1) %34, i64 2
  %48 = load i16, ptr addrspace(1) %47, align 2
  %49 = zext i16 %48 to i32
  %50 = shl i32 %49, 16
  %51 = and i32 %49, 32767
  %52 = icmp ugt i32 %51, 32640
  %53 = or i32 %50, 4194304
  %54 = select i1 %52, i32 %53, i32 %50
  %55 = bitcast i32 %54 to float
  %56 = add i64 %31, 1
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  store float %55, ptr addrspace(1) %58, align 4
  %59 = getelementptr i8, ptr addrspace(1) %34, i64 4
  %60 = load i16, ptr addrspace(1) %59, align 2
  %61 = zext i16 %60 to i32
  %62 = shl i32 %61, 16
  %63 = and i32 %61, 32767
  %64 = icmp ugt i32 %63, 32640
  %65 = or i32 %62, 4194304
  %66 = select i1 %64, i32 %65, i32 %62
  %67 = bitcast i32 %66 to float
  %68 = add i64 %31, 2
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %0, i64 %69
  store float %67, ptr addrspace(1) %70, align 4
  %71 = getelementptr i8, ptr addrspace(1) %34, i64 6
  %72 = load i16, ptr addrspace(1) %71, align 2
  %73 = zext i16 %72 to i32
  %74 = shl i32 %73, 16
  %75 = and i32 %73, 32767
  %76 = icmp ugt i32 %75, 32640
  %77 = or i32 %74, 4194304
  %78 = select i1 %76, i32 %77, i32 %74
  %79 = bitcast i32 %78 to float
  %80 = add i64 %31, 3
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  store float %79, ptr addrspace(1) %82, align 4
  %83 = getelementptr i8, ptr addrspace(1) %34, i64 8
  %84 = load i16, ptr addrspace(1) %83, align 2
  %85 = zext i16 %84 to i32
  %86 = shl i32 %85, 16
  %87 = and i32 %85, 32767
  %88 = icmp ugt i32 %87, 32640
  %89 = or i32 %86, 4194304
  %90 = select i1 %88, i32 %89, i32 %86
  %91 = bitcast i32 %90 to float
  %92 = add i64 %31, 4
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %0, i64 %93
  store float %91, ptr addrspace(1) %94, align 4
  %95 = getelementptr i8, ptr addrspace(1) %34, i64 10
  %96 = load i16, ptr addrspace(1) %95, align 2
  %97 = zext i16 %96 to i32
  %98 = shl i32 %97, 16
  %99 = and i32 %97, 32767
  %100 = icmp ugt i32 %99, 32640
  %101 = or i32 %98, 4194304
  %102 = select i1 %100, i32 %101, i32 %98
  %103 = bitcast i32 %102 to float
  %104 = add i64 %31, 5
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %0, i64 %105
  store float %103, ptr addrspace(1) %106, align 4
  %107 = getelementptr i8, ptr addrspace(1) %34, i64 12
  %108 = load i16, ptr addrspace(1) %107, align 2
  %109 = zext i16 %108 to i32
  %110 = shl i32 %109, 16
  %111 = and i32 %109, 32767
  %112 = icmp ugt i32 %111, 32640
  %113 = or i32 %110, 4194304
  %114 = select i1 %112, i32 %113, i32 %110
  %115 = bitcast i32 %114 to float
  %116 = add i64 %31, 6
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %0, i64 %117
  store float %115, ptr addrspace(1) %118, align 4
  %119 = getelementptr i8, ptr addrspace(1) %34, i64 14
  %120 = load i16, ptr addrspace(1) %119, align 2
  %121 = zext i16 %120 to i32
  %122 = shl i32 %121, 16
  %123 = and i32 %121, 32767
  %124 = icmp ugt i32 %123, 32640
  %125 = or i32 %122, 4194304
  %126 = select i1 %124, i32 %125, i32 %122
  %127 = bitcast i32 %126 to float
  %128 = add i64 %31, 7
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  store float %127, ptr addrspace(1) %130, align 4
  %131 = getelementptr i8, ptr addrspace(1) %34, i64 16
  %132 = load i16, ptr addrspace(1) %131, align 2
  %133 = zext i16 %132 to i32
  %134 = shl i32 %133, 16
  %135 = and i32 %133, 32767
  %136 = icmp ugt i32 %135, 32640
  %137 = or i32 %134, 4194304
  %138 = select i1 %136, i32 %137, i32 %134
  %139 = bitcast i32 %138 to float
  %140 = add i64 %31, 8
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %0, i64 %141
  store float %139, ptr addrspace(1) %142, align 4
  %143 = getelementptr i8, ptr addrspace(1) %34, i64 18
  %144 = load i16, ptr addrspace(1) %143, align 2
  %145 = zext i16 %144 to i32
  %146 = shl i32 %145, 16
  %147 = and i32 %145, 32767
  %148 = icmp ugt i32 %147, 32640
  %149 = or i32 %146, 4194304
  %150 = select i1 %148, i32 %149, i32 %146
  %151 = bitcast i32 %150 to float
  %152 = add i64 %31, 9
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  store float %151, ptr addrspace(1) %154, align 4
  %155 = getelementptr i8, ptr addrspace(1) %34, i64 20
  %156 = load i16, ptr addrspace(1) %155, align 2
  %157 = zext i16 %156 to i32
  %158 = shl i32 %157, 16
  %159 = and i32 %157, 32767
  %160 = icmp ugt i32 %159, 32640
  %161 = or i32 %158, 4194304
  %162 = select i1 %160, i32 %161, i32 %158
  %163 = bitcast i32 %162 to float
  %164 = add i64 %31, 10
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr addrspace(1) %0, i64 %165
  store float %163, ptr addrspace(1) %166, align 4
  %167 = getelementptr i8, ptr addrspace(1) %34, i64 22
  %168 = load i16, ptr addrspace(1) %167, align 2
  %169 = zext i16 %168 to i32
  %170 = shl i32 %169, 16
  %171 = and i32 %169, 32767
  %172 = icmp ugt i32 %171, 32640
  %173 = or i32 %170, 4194304
  %174 = select i1 %172, i32 %173, i32 %170
  %175 = bitcast i32 %174 to float
  %176 = add i64 %31, 11
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %0, i64 %177
  store float %175, ptr addrspace(1) %178, align 4
  %179 = getelementptr i8, ptr addrspace(1) %34, i64 24
  %180 = load i16, ptr addrspace(1) %179, align 2
  %181 = zext i16 %180 to i32
  %182 = shl i32 %181, 16
  %183 = and i32 %181, 32767
  %184 = icmp ugt i32 %183, 32640
  %185 = or i32 %182, 4194304
  %186 = select i1 %184, i32 %185, i32 %182
  %187 = bitcast i32 %186 to float
  %188 = add i64 %31, 12
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %0, i64 %189
  store float %187, ptr addrspace(1) %190, align 4
  %191 = getelementptr i8, ptr addrspace(1) %34, i64 26
  %192 = load i16, ptr addrspace(1) %191, align 2
  %193 = zext i16 %192 to i32
  %194 = shl i32 %193, 16
  %195 = and i32 %193, 32767
  %196 = icmp ugt i32 %195, 32640
  %197 = or i32 %194, 4194304
  %198 = select i1 %196, i32 %197, i32 %194
  %199 = bitcast i32 %198 to float
  %200 = add i64 %31, 13
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  store float %199, ptr addrspace(1) %202, align 4
  %203 = getelementptr i8, ptr addrspace(1) %34, i64 28
  %204 = load i16, ptr addrspace(1) %203, align 2
  %205 = zext i16 %204 to i32
  %206 = shl i32 %205, 16
  %207 = and i32 %205, 32767
  %208 = icmp ugt i32 %207, 32640
  %209 = or i32 %206, 4194304
  %210 = select i1 %208, i32 %209, i32 %206
  %211 = bitcast i32 %210 to float
  %212 = add i64 %31, 14
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %0, i64 %213
  store float %211, ptr addrspace(1) %214, align 4
  %215 = getelementptr i8, ptr addrspace(1) %34, i64 30
  %216 = load i16, ptr addrspace(1) %215, align 2
  %217 = zext i16 %216 to i32
  %218 = shl i32 %217, 16
  %219 = and i32 %217, 32767
  %220 = icmp ugt i32 %219, 32640
  %221 = or i32 %218, 4194304
  %222 = select i1 %220, i32 %221, i32 %218
  %223 = bitcast i32 %222 to float
  %224 = add i64 %31, 15
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  store float %223, ptr addrspace(1) %226, align 4
  %227 = getelementptr i8, ptr addrspace(1) %34, i64 32
  %228 = load i16, ptr addrspace(1) %227, align 2
  %229 = zext i16 %228 to i32
  %230 = shl i32 %229, 16
  %231 = and i32 %229, 32767
  %232 = icmp ugt i32 %231, 32640
  %233 = or i32 %230, 4194304
  %234 = select i1 %232, i32 %233, i32 %230
  %235 = bitcast i32 %234 to float
  %236 = add i64 %31, 16
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %0, i64 %237
  store float %235, ptr addrspace(1) %238, align 4
  %239 = getelementptr i8, ptr addrspace(1) %34, i64 34
  %240 = load i16, ptr addrspace(1) %239, align 2
  %241 = zext i16 %240 to i32
  %242 = shl i32 %241, 16
  %243 = and i32 %241, 32767
  %244 = icmp ugt i32 %243, 32640
  %245 = or i32 %242, 4194304
  %246 = select i1 %244, i32 %245, i32 %242
  %247 = bitcast i32 %246 to float
  %248 = add i64 %31, 17
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %0, i64 %249
  store float %247, ptr addrspace(1) %250, align 4
  %251 = getelementptr i8, ptr addrspace(1) %34, i64 36
  %252 = load i16, ptr addrspace(1) %251, align 2
  %253 = zext i16 %252 to i32
  %254 = shl i32 %253, 16
  %255 = and i32 %253, 32767
  %256 = icmp ugt i32 %255, 32640
  %257 = or i32 %254, 4194304
  %258 = select i1 %256, i32 %257, i32 %254
  %259 = bitcast i32 %258 to float
  %260 = add i64 %31, 18
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  store float %259, ptr addrspace(1) %262, align 4
  %263 = getelementptr i8, ptr addrspace(1) %34, i64 38
  %264 = load i16, ptr addrspace(1) %263, align 2
  %265 = zext i16 %264 to i32
  %266 = shl i32 %265, 16
  %267 = and i32 %265, 32767
  %268 = icmp ugt i32 %267, 32640
  %269 = or i32 %266, 4194304
  %270 = select i1 %268, i32 %269, i32 %266
  %271 = bitcast i32 %270 to float
  %272 = add i64 %31, 19
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %0, i64 %273
  store float %271, ptr addrspace(1) %274, align 4
  %275 = getelementptr i8, ptr addrspace(1) %34, i64 40
  %276 = load i16, ptr addrspace(1) %275, align 2
  %277 = zext i16 %276 to i32
  %278 = shl i32 %277, 16
  %279 = and i32 %277, 32767
  %280 = icmp ugt i32 %279, 32640
  %281 = or i32 %278, 4194304
  %282 = select i1 %280, i32 %281, i32 %278
  %283 = bitcast i32 %282 to float
  %284 = add i64 %31, 20
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr addrspace(1) %0, i64 %285
  store float %283, ptr addrspace(1) %286, align 4
  %287 = getelementptr i8, ptr addrspace(1) %34, i64 42
  %288 = load i16, ptr addrspace(1) %287, align 2
  %289 = zext i16 %288 to i32
  %290 = shl i32 %289, 16
  %291 = and i32 %289, 32767
  %292 = icmp ugt i32 %291, 32640
  %293 = or i32 %290, 4194304
  %294 = select i1 %292, i32 %293, i32 %290
  %295 = bitcast i32 %294 to float
  %296 = add i64 %31, 21
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  store float %295, ptr addrspace(1) %298, align 4
  %299 = getelementptr i8, ptr addrspace(1) %34, i64 44
  %300 = load i16, ptr addrspace(1) %299, align 2
  %301 = zext i16 %300 to i32
  %302 = shl i32 %301, 16
  %303 = and i32 %301, 32767
  %304 = icmp ugt i32 %303, 32640
  %305 = or i32 %302, 4194304
  %306 = select i1 %304, i32 %305, i32 %302
  %307 = bitcast i32 %306 to float
  %308 = add i64 %31, 22
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  store float %307, ptr addrspace(1) %310, align 4
  %311 = getelementptr i8, ptr addrspace(1) %34, i64 46
  %312 = load i16, ptr addrspace(1) %311, align 2
  %313 = zext i16 %312 to i32
  %314 = shl i32 %313, 16
  %315 = and i32 %313, 32767
  %316 = icmp ugt i32 %315, 32640
  %317 = or i32 %314, 4194304
  %318 = select i1 %316, i32 %317, i32 %314
  %319 = bitcast i32 %318 to float
  %320 = add i64 %31, 23
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  store float %319, ptr addrspace(1) %322, align 4
  %323 = getelementptr i8, ptr addrspace(1) %34, i64 48
  %324 = load i16, ptr addrspace(1) %323, align 2
  %325 = zext i16 %324 to i32
  %326 = shl i32 %325, 16
  %327 = and i32 %325, 32767
  %328 = icmp ugt i32 %327, 32640
  %329 = or i32 %326, 4194304
  %330 = select i1 %328, i32 %329, i32 %326
  %331 = bitcast i32 %330 to float
  %332 = add i64 %31, 24
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  store float %331, ptr addrspace(1) %334, align 4
  %335 = getelementptr i8, ptr addrspace(1) %34, i64 50
  %336 = load i16, ptr addrspace(1) %335, align 2
  %337 = zext i16 %336 to i32
  %338 = shl i32 %337, 16
  %339 = and i32 %337, 32767
  %340 = icmp ugt i32 %339, 32640
  %341 = or i32 %338, 4194304
  %342 = select i1 %340, i32 %341, i32 %338
  %343 = bitcast i32 %342 to float
  %344 = add i64 %31, 25
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float %343, ptr addrspace(1) %346, align 4
  %347 = getelementptr i8, ptr addrspace(1) %34, i64 52
  %348 = load i16, ptr addrspace(1) %347, align 2
  %349 = zext i16 %348 to i32
  %350 = shl i32 %349, 16
  %351 = and i32 %349, 32767
  %352 = icmp ugt i32 %351, 32640
  %353 = or i32 %350, 4194304
  %354 = select i1 %352, i32 %353, i32 %350
  %355 = bitcast i32 %354 to float
  %356 = add i64 %31, 26
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) %0, i64 %357
  store float %355, ptr addrspace(1) %358, align 4
  %359 = getelementptr i8, ptr addrspace(1) %34, i64 54
  %360 = load i16, ptr addrspace(1) %359, align 2
  %361 = zext i16 %360 to i32
  %362 = shl i32 %361, 16
  %363 = and i32 %361, 32767
  %364 = icmp ugt i32 %363, 32640
  %365 = or i32 %362, 4194304
  %366 = select i1 %364, i32 %365, i32 %362
  %367 = bitcast i32 %366 to float
  %368 = add i64 %31, 27
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %0, i64 %369
  store float %367, ptr addrspace(1) %370, align 4
  %371 = getelementptr i8, ptr addrspace(1) %34, i64 56
  %372 = load i16, ptr addrspace(1) %371, align 2
  %373 = zext i16 %372 to i32
  %374 = shl i32 %373, 16
  %375 = and i32 %373, 32767
  %376 = icmp ugt i32 %375, 32640
  %377 = or i32 %374, 4194304
  %378 = select i1 %376, i32 %377, i32 %374
  %379 = bitcast i32 %378 to float
  %380 = add i64 %31, 28
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(1) %0, i64 %381
  store float %379, ptr addrspace(1) %382, align 4
  %383 = getelementptr i8, ptr addrspace(1) %34, i64 58
  %384 = load i16, ptr addrspace(1) %383, align 2
  %385 = zext i16 %384 to i32
  %386 = shl i32 %385, 16
  %387 = and i32 %385, 32767
  %388 = icmp ugt i32 %387, 32640
  %389 = or i32 %386, 4194304
  %390 = select i1 %388, i32 %389, i32 %386
  %391 = bitcast i32 %390 to float
  %392 = add i64 %31, 29
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %0, i64 %393
  store float %391, ptr addrspace(1) %394, align 4
  %395 = getelementptr i8, ptr addrspace(1) %34, i64 60
  %396 = load i16, ptr addrspace(1) %395, align 2
  %397 = zext i16 %396 to i32
  %398 = shl i32 %397, 16
  %399 = and i32 %397, 32767
  %400 = icmp ugt i32 %399, 32640
  %401 = or i32 %398, 4194304
  %402 = select i1 %400, i32 %401, i32 %398
  %403 = bitcast i32 %402 to float
  %404 = add i64 %31, 30
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 %405
  store float %403, ptr addrspace(1) %406, align 4
  %407 = getelementptr i8, ptr addrspace(1) %34, i64 62
  %408 = load i16, ptr addrspace(1) %407, align 2
  %409 = zext i16 %408 to i32
  %410 = shl i32 %409, 16
  %411 = and i32 %409, 32767
  %412 = icmp ugt i32 %411, 32640
  %413 = or i32 %410, 4194304
  %414 = select i1 %412, i32 %413, i32 %410
  %415 = bitcast i32 %414 to float
  %416 = add i64 %31, 31
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  store float %415, ptr addrspace(1) %418, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %419 = xor i1 %18, true
  br i1 %419, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %420 = add i64 %31, 0
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) %0, i64 %421
  store float 0.000000e+00, ptr addrspace(1) %422, align 4
  %423 = add i64 %31, 1
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(1) %0, i64 %424
  store float 0.000000e+00, ptr addrspace(1) %425, align 4
  %426 = add i64 %31, 2
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr addrspace(1) %0, i64 %427
  store float 0.000000e+00, ptr addrspace(1) %428, align 4
  %429 = add i64 %31, 3
  %430 = mul i64 %429, 4
  %431 = getelementptr i8, ptr addrspace(1) %0, i64 %430
  store float 0.000000e+00, ptr addrspace(1) %431, align 4
  %432 = add i64 %31, 4
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(1) %0, i64 %433
  store float 0.000000e+00, ptr addrspace(1) %434, align 4
  %435 = add i64 %31, 5
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(1) %0, i64 %436
  store float 0.000000e+00, ptr addrspace(1) %437, align 4
  %438 = add i64 %31, 6
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %0, i64 %439
  store float 0.000000e+00, ptr addrspace(1) %440, align 4
  %441 = add i64 %31, 7
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %0, i64 %442
  store float 0.000000e+00, ptr addrspace(1) %443, align 4
  %444 = add i64 %31, 8
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %0, i64 %445
  store float 0.000000e+00, ptr addrspace(1) %446, align 4
  %447 = add i64 %31, 9
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr addrspace(1) %0, i64 %448
  store float 0.000000e+00, ptr addrspace(1) %449, align 4
  %450 = add i64 %31, 10
  %451 = mul i64 %450, 4
  %452 = getelementptr i8, ptr addrspace(1) %0, i64 %451
  store float 0.000000e+00, ptr addrspace(1) %452, align 4
  %453 = add i64 %31, 11
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %0, i64 %454
  store float 0.000000e+00, ptr addrspace(1) %455, align 4
  %456 = add i64 %31, 12
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %0, i64 %457
  store float 0.000000e+00, ptr addrspace(1) %458, align 4
  %459 = add i64 %31, 13
  %460 = mul i64 %459, 4
  %461 = getelementptr i8, ptr addrspace(1) %0, i64 %460
  store float 0.000000e+00, ptr addrspace(1) %461, align 4
  %462 = add i64 %31, 14
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %0, i64 %463
  store float 0.000000e+00, ptr addrspace(1) %464, align 4
  %465 = add i64 %31, 15
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr addrspace(1) %0, i64 %466
  store float 0.000000e+00, ptr addrspace(1) %467, align 4
  %468 = add i64 %31, 16
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(1) %0, i64 %469
  store float 0.000000e+00, ptr addrspace(1) %470, align 4
  %471 = add i64 %31, 17
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr addrspace(1) %0, i64 %472
  store float 0.000000e+00, ptr addrspace(1) %473, align 4
  %474 = add i64 %31, 18
  %475 = mul i64 %474, 4
  %476 = getelementptr i8, ptr addrspace(1) %0, i64 %475
  store float 0.000000e+00, ptr addrspace(1) %476, align 4
  %477 = add i64 %31, 19
  %478 = mul i64 %477, 4
  %479 = getelementptr i8, ptr addrspace(1) %0, i64 %478
  store float 0.000000e+00, ptr addrspace(1) %479, align 4
  %480 = add i64 %31, 20
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr addrspace(1) %0, i64 %481
  store float 0.000000e+00, ptr addrspace(1) %482, align 4
  %483 = add i64 %31, 21
  %484 = mul i64 %483, 4
  %485 = getelementptr i8, ptr addrspace(1) %0, i64 %484
  store float 0.000000e+00, ptr addrspace(1) %485, align 4
  %486 = add i64 %31, 22
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr addrspace(1) %0, i64 %487
  store float 0.000000e+00, ptr addrspace(1) %488, align 4
  %489 = add i64 %31, 23
  %490 = mul i64 %489, 4
  %491 = getelementptr i8, ptr addrspace(1) %0, i64 %490
  store float 0.000000e+00, ptr addrspace(1) %491, align 4
  %492 = add i64 %31, 24
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr addrspace(1) %0, i64 %493
  store float 0.000000e+00, ptr addrspace(1) %494, align 4
  %495 = add i64 %31, 25
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr addrspace(1) %0, i64 %496
  store float 0.000000e+00, ptr addrspace(1) %497, align 4
  %498 = add i64 %31, 26
  %499 = mul i64 %498, 4
  %500 = getelementptr i8, ptr addrspace(1) %0, i64 %499
  store float 0.000000e+00, ptr addrspace(1) %500, align 4
  %501 = add i64 %31, 27
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr addrspace(1) %0, i64 %502
  store float 0.000000e+00, ptr addrspace(1) %503, align 4
  %504 = add i64 %31, 28
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr addrspace(1) %0, i64 %505
  store float 0.000000e+00, ptr addrspace(1) %506, align 4
  %507 = add i64 %31, 29
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr addrspace(1) %0, i64 %508
  store float 0.000000e+00, ptr addrspace(1) %509, align 4
  %510 = add i64 %31, 30
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr addrspace(1) %0, i64 %511
  store float 0.000000e+00, ptr addrspace(1) %512, align 4
  %513 = add i64 %31, 31
  %514 = mul i64 %513, 4
  %515 = getelementptr i8, ptr addrspace(1) %0, i64 %514
  store float 0.000000e+00, ptr addrspace(1) %515, align 4
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

!0 = !{ptr @strata_embed_bf16, !"kernel", i32 1}
!1 = !{ptr @strata_embed_bf16, !"maxntidx", i32 128}
