; ModuleID = 'strata_attn_prefill_mma_f16kv'
source_filename = "strata_attn_prefill_mma_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [17408 x i8] undef, align 16
@lds2 = internal addrspace(3) global [17408 x i8] undef, align 16

define void @strata_attn_prefill_mma_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
entry:
  %v68 = alloca i32, align 4
  %v67 = alloca float, align 4
  %v66 = alloca float, align 4
  %v65 = alloca float, align 4
  %v64 = alloca float, align 4
  %v63 = alloca float, align 4
  %v62 = alloca float, align 4
  %v61 = alloca float, align 4
  %v60 = alloca float, align 4
  %v59 = alloca float, align 4
  %v58 = alloca float, align 4
  %v57 = alloca float, align 4
  %v56 = alloca float, align 4
  %v55 = alloca float, align 4
  %v54 = alloca float, align 4
  %v53 = alloca float, align 4
  %v52 = alloca float, align 4
  %v51 = alloca float, align 4
  %v50 = alloca float, align 4
  %v49 = alloca float, align 4
  %v48 = alloca float, align 4
  %v47 = alloca float, align 4
  %v46 = alloca float, align 4
  %v45 = alloca float, align 4
  %v44 = alloca float, align 4
  %v43 = alloca float, align 4
  %v42 = alloca float, align 4
  %v41 = alloca float, align 4
  %v40 = alloca float, align 4
  %v39 = alloca float, align 4
  %v38 = alloca float, align 4
  %v37 = alloca float, align 4
  %v36 = alloca float, align 4
  %v35 = alloca float, align 4
  %v34 = alloca float, align 4
  %v33 = alloca float, align 4
  %v32 = alloca float, align 4
  %v31 = alloca float, align 4
  %v30 = alloca float, align 4
  %v29 = alloca float, align 4
  %v28 = alloca float, align 4
  %v27 = alloca float, align 4
  %v26 = alloca float, align 4
  %v25 = alloca float, align 4
  %v24 = alloca float, align 4
  %v23 = alloca float, align 4
  %v22 = alloca float, align 4
  %v21 = alloca float, align 4
  %v20 = alloca float, align 4
  %v19 = alloca float, align 4
  %v18 = alloca float, align 4
  %v17 = alloca float, align 4
  %v16 = alloca float, align 4
  %v15 = alloca float, align 4
  %v14 = alloca float, align 4
  %v13 = alloca float, align 4
  %v12 = alloca float, align 4
  %v11 = alloca float, align 4
  %v10 = alloca float, align 4
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
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  %14 = lshr i32 %11, 2
  %15 = and i32 %11, 3
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = udiv i32 %4, %5
  %19 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = sub i32 %22, %20
  %24 = sub i32 %23, 1
  %25 = mul i32 %17, 64
  %26 = mul i32 %13, 16
  %27 = add i32 %25, %26
  %28 = add i32 %14, 0
  %29 = add i32 %27, %28
  %30 = udiv i32 %29, %18
  %31 = mul i32 %16, %18
  %32 = urem i32 %29, %18
  %33 = add i32 %31, %32
  %34 = icmp sle i32 %30, %24
  %35 = select i1 %34, i32 %30, i32 %24
  %36 = mul i32 %35, %4
  %37 = add i32 %36, %33
  %38 = mul i32 %37, %6
  %39 = add i32 %20, %35
  %40 = add i32 %14, 8
  %41 = add i32 %27, %40
  %42 = udiv i32 %41, %18
  %43 = mul i32 %16, %18
  %44 = urem i32 %41, %18
  %45 = add i32 %43, %44
  %46 = icmp sle i32 %42, %24
  %47 = select i1 %46, i32 %42, i32 %24
  %48 = mul i32 %47, %4
  %49 = add i32 %48, %45
  %50 = mul i32 %49, %6
  %51 = add i32 %20, %47
  %52 = mul i32 %15, 2
  %53 = add i32 0, %52
  %54 = add i32 %53, 8
  %55 = icmp slt i32 %53, %6
  %56 = add i32 %38, %53
  %57 = select i1 %55, i32 %56, i32 %38
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) %1, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = select i1 %55, float %61, float 0.000000e+00
  %63 = add i32 %57, 1
  %64 = select i1 %55, i32 %63, i32 %38
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %55, float %68, float 0.000000e+00
  %70 = fptrunc float %62 to half
  %71 = bitcast half %70 to i16
  %72 = zext i16 %71 to i32
  %73 = fptrunc float %69 to half
  %74 = bitcast half %73 to i16
  %75 = zext i16 %74 to i32
  %76 = shl i32 %75, 16
  %77 = or i32 %72, %76
  %78 = icmp slt i32 %53, %6
  %79 = add i32 %50, %53
  %80 = select i1 %78, i32 %79, i32 %50
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = select i1 %78, float %84, float 0.000000e+00
  %86 = add i32 %80, 1
  %87 = select i1 %78, i32 %86, i32 %50
  %88 = sext i32 %87 to i64
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr addrspace(1) %1, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = select i1 %78, float %91, float 0.000000e+00
  %93 = fptrunc float %85 to half
  %94 = bitcast half %93 to i16
  %95 = zext i16 %94 to i32
  %96 = fptrunc float %92 to half
  %97 = bitcast half %96 to i16
  %98 = zext i16 %97 to i32
  %99 = shl i32 %98, 16
  %100 = or i32 %95, %99
  %101 = icmp slt i32 %54, %6
  %102 = add i32 %38, %54
  %103 = select i1 %101, i32 %102, i32 %38
  %104 = sext i32 %103 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %1, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = select i1 %101, float %107, float 0.000000e+00
  %109 = add i32 %103, 1
  %110 = select i1 %101, i32 %109, i32 %38
  %111 = sext i32 %110 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = select i1 %101, float %114, float 0.000000e+00
  %116 = fptrunc float %108 to half
  %117 = bitcast half %116 to i16
  %118 = zext i16 %117 to i32
  %119 = fptrunc float %115 to half
  %120 = bitcast half %119 to i16
  %121 = zext i16 %120 to i32
  %122 = shl i32 %121, 16
  %123 = or i32 %118, %122
  %124 = icmp slt i32 %54, %6
  %125 = add i32 %50, %54
  %126 = select i1 %124, i32 %125, i32 %50
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %1, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = select i1 %124, float %130, float 0.000000e+00
  %132 = add i32 %126, 1
  %133 = select i1 %124, i32 %132, i32 %50
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %1, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = select i1 %124, float %137, float 0.000000e+00
  %139 = fptrunc float %131 to half
  %140 = bitcast half %139 to i16
  %141 = zext i16 %140 to i32
  %142 = fptrunc float %138 to half
  %143 = bitcast half %142 to i16
  %144 = zext i16 %143 to i32
  %145 = shl i32 %144, 16
  %146 = or i32 %141, %145
  %147 = mul i32 %15, 2
  %148 = add i32 16, %147
  %149 = add i32 %148, 8
  %150 = icmp slt i32 %148, %6
  %151 = add i32 %38, %148
  %152 = select i1 %150, i32 %151, i32 %38
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %150, float %156, float 0.000000e+00
  %158 = add i32 %152, 1
  %159 = select i1 %150, i32 %158, i32 %38
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %150, float %163, float 0.000000e+00
  %165 = fptrunc float %157 to half
  %166 = bitcast half %165 to i16
  %167 = zext i16 %166 to i32
  %168 = fptrunc float %164 to half
  %169 = bitcast half %168 to i16
  %170 = zext i16 %169 to i32
  %171 = shl i32 %170, 16
  %172 = or i32 %167, %171
  %173 = icmp slt i32 %148, %6
  %174 = add i32 %50, %148
  %175 = select i1 %173, i32 %174, i32 %50
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %1, i64 %177
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = select i1 %173, float %179, float 0.000000e+00
  %181 = add i32 %175, 1
  %182 = select i1 %173, i32 %181, i32 %50
  %183 = sext i32 %182 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %1, i64 %184
  %186 = load float, ptr addrspace(1) %185, align 4
  %187 = select i1 %173, float %186, float 0.000000e+00
  %188 = fptrunc float %180 to half
  %189 = bitcast half %188 to i16
  %190 = zext i16 %189 to i32
  %191 = fptrunc float %187 to half
  %192 = bitcast half %191 to i16
  %193 = zext i16 %192 to i32
  %194 = shl i32 %193, 16
  %195 = or i32 %190, %194
  %196 = icmp slt i32 %149, %6
  %197 = add i32 %38, %149
  %198 = select i1 %196, i32 %197, i32 %38
  %199 = sext i32 %198 to i64
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %1, i64 %200
  %202 = load float, ptr addrspace(1) %201, align 4
  %203 = select i1 %196, float %202, float 0.000000e+00
  %204 = add i32 %198, 1
  %205 = select i1 %196, i32 %204, i32 %38
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %1, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = select i1 %196, float %209, float 0.000000e+00
  %211 = fptrunc float %203 to half
  %212 = bitcast half %211 to i16
  %213 = zext i16 %212 to i32
  %214 = fptrunc float %210 to half
  %215 = bitcast half %214 to i16
  %216 = zext i16 %215 to i32
  %217 = shl i32 %216, 16
  %218 = or i32 %213, %217
  %219 = icmp slt i32 %149, %6
  %220 = add i32 %50, %149
  %221 = select i1 %219, i32 %220, i32 %50
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %1, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = select i1 %219, float %225, float 0.000000e+00
  %227 = add i32 %221, 1
  %228 = select i1 %219, i32 %227, i32 %50
  %229 = sext i32 %228 to i64
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr addrspace(1) %1, i64 %230
  %232 = load float, ptr addrspace(1) %231, align 4
  %233 = select i1 %219, float %232, float 0.000000e+00
  %234 = fptrunc float %226 to half
  %235 = bitcast half %234 to i16
  %236 = zext i16 %235 to i32
  %237 = fptrunc float %233 to half
  %238 = bitcast half %237 to i16
  %239 = zext i16 %238 to i32
  %240 = shl i32 %239, 16
  %241 = or i32 %236, %240
  %242 = mul i32 %15, 2
  %243 = add i32 32, %242
  %244 = add i32 %243, 8
  %245 = icmp slt i32 %243, %6
  %246 = add i32 %38, %243
  %247 = select i1 %245, i32 %246, i32 %38
  %248 = sext i32 %247 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = select i1 %245, float %251, float 0.000000e+00
  %253 = add i32 %247, 1
  %254 = select i1 %245, i32 %253, i32 %38
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %1, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = select i1 %245, float %258, float 0.000000e+00
  %260 = fptrunc float %252 to half
  %261 = bitcast half %260 to i16
  %262 = zext i16 %261 to i32
  %263 = fptrunc float %259 to half
  %264 = bitcast half %263 to i16
  %265 = zext i16 %264 to i32
  %266 = shl i32 %265, 16
  %267 = or i32 %262, %266
  %268 = icmp slt i32 %243, %6
  %269 = add i32 %50, %243
  %270 = select i1 %268, i32 %269, i32 %50
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = select i1 %268, float %274, float 0.000000e+00
  %276 = add i32 %270, 1
  %277 = select i1 %268, i32 %276, i32 %50
  %278 = sext i32 %277 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %1, i64 %279
  %281 = load float, ptr addrspace(1) %280, align 4
  %282 = select i1 %268, float %281, float 0.000000e+00
  %283 = fptrunc float %275 to half
  %284 = bitcast half %283 to i16
  %285 = zext i16 %284 to i32
  %286 = fptrunc float %282 to half
  %287 = bitcast half %286 to i16
  %288 = zext i16 %287 to i32
  %289 = shl i32 %288, 16
  %290 = or i32 %285, %289
  %291 = icmp slt i32 %244, %6
  %292 = add i32 %38, %244
  %293 = select i1 %291, i32 %292, i32 %38
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %1, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4
  %298 = select i1 %291, float %297, float 0.000000e+00
  %299 = add i32 %293, 1
  %300 = select i1 %291, i32 %299, i32 %38
  %301 = sext i32 %300 to i64
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr addrspace(1) %1, i64 %302
  %304 = load float, ptr addrspace(1) %303, align 4
  %305 = select i1 %291, float %304, float 0.000000e+00
  %306 = fptrunc float %298 to half
  %307 = bitcast half %306 to i16
  %308 = zext i16 %307 to i32
  %309 = fptrunc float %305 to half
  %310 = bitcast half %309 to i16
  %311 = zext i16 %310 to i32
  %312 = shl i32 %311, 16
  %313 = or i32 %308, %312
  %314 = icmp slt i32 %244, %6
  %315 = add i32 %50, %244
  %316 = select i1 %314, i32 %315, i32 %50
  %317 = sext i32 %316 to i64
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %1, i64 %318
  %320 = load float, ptr addrspace(1) %319, align 4
  %321 = select i1 %314, float %320, float 0.000000e+00
  %322 = add i32 %316, 1
  %323 = select i1 %314, i32 %322, i32 %50
  %324 = sext i32 %323 to i64
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %1, i64 %325
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = select i1 %314, float %327, float 0.000000e+00
  %329 = fptrunc float %321 to half
  %330 = bitcast half %329 to i16
  %331 = zext i16 %330 to i32
  %332 = fptrunc float %328 to half
  %333 = bitcast half %332 to i16
  %334 = zext i16 %333 to i32
  %335 = shl i32 %334, 16
  %336 = or i32 %331, %335
  %337 = mul i32 %15, 2
  %338 = add i32 48, %337
  %339 = add i32 %338, 8
  %340 = icmp slt i32 %338, %6
  %341 = add i32 %38, %338
  %342 = select i1 %340, i32 %341, i32 %38
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(1) %1, i64 %344
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = select i1 %340, float %346, float 0.000000e+00
  %348 = add i32 %342, 1
  %349 = select i1 %340, i32 %348, i32 %38
  %350 = sext i32 %349 to i64
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %1, i64 %351
  %353 = load float, ptr addrspace(1) %352, align 4
  %354 = select i1 %340, float %353, float 0.000000e+00
  %355 = fptrunc float %347 to half
  %356 = bitcast half %355 to i16
  %357 = zext i16 %356 to i32
  %358 = fptrunc float %354 to half
  %359 = bitcast half %358 to i16
  %360 = zext i16 %359 to i32
  %361 = shl i32 %360, 16
  %362 = or i32 %357, %361
  %363 = icmp slt i32 %338, %6
  %364 = add i32 %50, %338
  %365 = select i1 %363, i32 %364, i32 %50
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %1, i64 %367
  %369 = load float, ptr addrspace(1) %368, align 4
  %370 = select i1 %363, float %369, float 0.000000e+00
  %371 = add i32 %365, 1
  %372 = select i1 %363, i32 %371, i32 %50
  %373 = sext i32 %372 to i64
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %1, i64 %374
  %376 = load float, ptr addrspace(1) %375, align 4
  %377 = select i1 %363, float %376, float 0.000000e+00
  %378 = fptrunc float %370 to half
  %379 = bitcast half %378 to i16
  %380 = zext i16 %379 to i32
  %381 = fptrunc float %377 to half
  %382 = bitcast half %381 to i16
  %383 = zext i16 %382 to i32
  %384 = shl i32 %383, 16
  %385 = or i32 %380, %384
  %386 = icmp slt i32 %339, %6
  %387 = add i32 %38, %339
  %388 = select i1 %386, i32 %387, i32 %38
  %389 = sext i32 %388 to i64
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr addrspace(1) %1, i64 %390
  %392 = load float, ptr addrspace(1) %391, align 4
  %393 = select i1 %386, float %392, float 0.000000e+00
  %394 = add i32 %388, 1
  %395 = select i1 %386, i32 %394, i32 %38
  %396 = sext i32 %395 to i64
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(1) %1, i64 %397
  %399 = load float, ptr addrspace(1) %398, align 4
  %400 = select i1 %386, float %399, float 0.000000e+00
  %401 = fptrunc float %393 to half
  %402 = bitcast half %401 to i16
  %403 = zext i16 %402 to i32
  %404 = fptrunc float %400 to half
  %405 = bitcast half %404 to i16
  %406 = zext i16 %405 to i32
  %407 = shl i32 %406, 16
  %408 = or i32 %403, %407
  %409 = icmp slt i32 %339, %6
  %410 = add i32 %50, %339
  %411 = select i1 %409, i32 %410, i32 %50
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %1, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = select i1 %409, float %415, float 0.000000e+00
  %417 = add i32 %411, 1
  %418 = select i1 %409, i32 %417, i32 %50
  %419 = sext i32 %418 to i64
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr addrspace(1) %1, i64 %420
  %422 = load float, ptr addrspace(1) %421, align 4
  %423 = select i1 %409, float %422, float 0.000000e+00
  %424 = fptrunc float %416 to half
  %425 = bitcast half %424 to i16
  %426 = zext i16 %425 to i32
  %427 = fptrunc float %423 to half
  %428 = bitcast half %427 to i16
  %429 = zext i16 %428 to i32
  %430 = shl i32 %429, 16
  %431 = or i32 %426, %430
  %432 = mul i32 %15, 2
  %433 = add i32 64, %432
  %434 = add i32 %433, 8
  %435 = icmp slt i32 %433, %6
  %436 = add i32 %38, %433
  %437 = select i1 %435, i32 %436, i32 %38
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %1, i64 %439
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = select i1 %435, float %441, float 0.000000e+00
  %443 = add i32 %437, 1
  %444 = select i1 %435, i32 %443, i32 %38
  %445 = sext i32 %444 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %1, i64 %446
  %448 = load float, ptr addrspace(1) %447, align 4
  %449 = select i1 %435, float %448, float 0.000000e+00
  %450 = fptrunc float %442 to half
  %451 = bitcast half %450 to i16
  %452 = zext i16 %451 to i32
  %453 = fptrunc float %449 to half
  %454 = bitcast half %453 to i16
  %455 = zext i16 %454 to i32
  %456 = shl i32 %455, 16
  %457 = or i32 %452, %456
  %458 = icmp slt i32 %433, %6
  %459 = add i32 %50, %433
  %460 = select i1 %458, i32 %459, i32 %50
  %461 = sext i32 %460 to i64
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %1, i64 %462
  %464 = load float, ptr addrspace(1) %463, align 4
  %465 = select i1 %458, float %464, float 0.000000e+00
  %466 = add i32 %460, 1
  %467 = select i1 %458, i32 %466, i32 %50
  %468 = sext i32 %467 to i64
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(1) %1, i64 %469
  %471 = load float, ptr addrspace(1) %470, align 4
  %472 = select i1 %458, float %471, float 0.000000e+00
  %473 = fptrunc float %465 to half
  %474 = bitcast half %473 to i16
  %475 = zext i16 %474 to i32
  %476 = fptrunc float %472 to half
  %477 = bitcast half %476 to i16
  %478 = zext i16 %477 to i32
  %479 = shl i32 %478, 16
  %480 = or i32 %475, %479
  %481 = icmp slt i32 %434, %6
  %482 = add i32 %38, %434
  %483 = select i1 %481, i32 %482, i32 %38
  %484 = sext i32 %483 to i64
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %1, i64 %485
  %487 = load float, ptr addrspace(1) %486, align 4
  %488 = select i1 %481, float %487, float 0.000000e+00
  %489 = add i32 %483, 1
  %490 = select i1 %481, i32 %489, i32 %38
  %491 = sext i32 %490 to i64
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %1, i64 %492
  %494 = load float, ptr addrspace(1) %493, align 4
  %495 = select i1 %481, float %494, float 0.000000e+00
  %496 = fptrunc float %488 to half
  %497 = bitcast half %496 to i16
  %498 = zext i16 %497 to i32
  %499 = fptrunc float %495 to half
  %500 = bitcast half %499 to i16
  %501 = zext i16 %500 to i32
  %502 = shl i32 %501, 16
  %503 = or i32 %498, %502
  %504 = icmp slt i32 %434, %6
  %505 = add i32 %50, %434
  %506 = select i1 %504, i32 %505, i32 %50
  %507 = sext i32 %506 to i64
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr addrspace(1) %1, i64 %508
  %510 = load float, ptr addrspace(1) %509, align 4
  %511 = select i1 %504, float %510, float 0.000000e+00
  %512 = add i32 %506, 1
  %513 = select i1 %504, i32 %512, i32 %50
  %514 = sext i32 %513 to i64
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr addrspace(1) %1, i64 %515
  %517 = load float, ptr addrspace(1) %516, align 4
  %518 = select i1 %504, float %517, float 0.000000e+00
  %519 = fptrunc float %511 to half
  %520 = bitcast half %519 to i16
  %521 = zext i16 %520 to i32
  %522 = fptrunc float %518 to half
  %523 = bitcast half %522 to i16
  %524 = zext i16 %523 to i32
  %525 = shl i32 %524, 16
  %526 = or i32 %521, %525
  %527 = mul i32 %15, 2
  %528 = add i32 80, %527
  %529 = add i32 %528, 8
  %530 = icmp slt i32 %528, %6
  %531 = add i32 %38, %528
  %532 = select i1 %530, i32 %531, i32 %38
  %533 = sext i32 %532 to i64
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %1, i64 %534
  %536 = load float, ptr addrspace(1) %535, align 4
  %537 = select i1 %530, float %536, float 0.000000e+00
  %538 = add i32 %532, 1
  %539 = select i1 %530, i32 %538, i32 %38
  %540 = sext i32 %539 to i64
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr addrspace(1) %1, i64 %541
  %543 = load float, ptr addrspace(1) %542, align 4
  %544 = select i1 %530, float %543, float 0.000000e+00
  %545 = fptrunc float %537 to half
  %546 = bitcast half %545 to i16
  %547 = zext i16 %546 to i32
  %548 = fptrunc float %544 to half
  %549 = bitcast half %548 to i16
  %550 = zext i16 %549 to i32
  %551 = shl i32 %550, 16
  %552 = or i32 %547, %551
  %553 = icmp slt i32 %528, %6
  %554 = add i32 %50, %528
  %555 = select i1 %553, i32 %554, i32 %50
  %556 = sext i32 %555 to i64
  %557 = mul i64 %556, 4
  %558 = getelementptr i8, ptr addrspace(1) %1, i64 %557
  %559 = load float, ptr addrspace(1) %558, align 4
  %560 = select i1 %553, float %559, float 0.000000e+00
  %561 = add i32 %555, 1
  %562 = select i1 %553, i32 %561, i32 %50
  %563 = sext i32 %562 to i64
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %1, i64 %564
  %566 = load float, ptr addrspace(1) %565, align 4
  %567 = select i1 %553, float %566, float 0.000000e+00
  %568 = fptrunc float %560 to half
  %569 = bitcast half %568 to i16
  %570 = zext i16 %569 to i32
  %571 = fptrunc float %567 to half
  %572 = bitcast half %571 to i16
  %573 = zext i16 %572 to i32
  %574 = shl i32 %573, 16
  %575 = or i32 %570, %574
  %576 = icmp slt i32 %529, %6
  %577 = add i32 %38, %529
  %578 = select i1 %576, i32 %577, i32 %38
  %579 = sext i32 %578 to i64
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(1) %1, i64 %580
  %582 = load float, ptr addrspace(1) %581, align 4
  %583 = select i1 %576, float %582, float 0.000000e+00
  %584 = add i32 %578, 1
  %585 = select i1 %576, i32 %584, i32 %38
  %586 = sext i32 %585 to i64
  %587 = mul i64 %586, 4
  %588 = getelementptr i8, ptr addrspace(1) %1, i64 %587
  %589 = load float, ptr addrspace(1) %588, align 4
  %590 = select i1 %576, float %589, float 0.000000e+00
  %591 = fptrunc float %583 to half
  %592 = bitcast half %591 to i16
  %593 = zext i16 %592 to i32
  %594 = fptrunc float %590 to half
  %595 = bitcast half %594 to i16
  %596 = zext i16 %595 to i32
  %597 = shl i32 %596, 16
  %598 = or i32 %593, %597
  %599 = icmp slt i32 %529, %6
  %600 = add i32 %50, %529
  %601 = select i1 %599, i32 %600, i32 %50
  %602 = sext i32 %601 to i64
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %1, i64 %603
  %605 = load float, ptr addrspace(1) %604, align 4
  %606 = select i1 %599, float %605, float 0.000000e+00
  %607 = add i32 %601, 1
  %608 = select i1 %599, i32 %607, i32 %50
  %609 = sext i32 %608 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(1) %1, i64 %610
  %612 = load float, ptr addrspace(1) %611, align 4
  %613 = select i1 %599, float %612, float 0.000000e+00
  %614 = fptrunc float %606 to half
  %615 = bitcast half %614 to i16
  %616 = zext i16 %615 to i32
  %617 = fptrunc float %613 to half
  %618 = bitcast half %617 to i16
  %619 = zext i16 %618 to i32
  %620 = shl i32 %619, 16
  %621 = or i32 %616, %620
  %622 = mul i32 %15, 2
  %623 = add i32 96, %622
  %624 = add i32 %623, 8
  %625 = icmp slt i32 %623, %6
  %626 = add i32 %38, %623
  %627 = select i1 %625, i32 %626, i32 %38
  %628 = sext i32 %627 to i64
  %629 = mul i64 %628, 4
  %630 = getelementptr i8, ptr addrspace(1) %1, i64 %629
  %631 = load float, ptr addrspace(1) %630, align 4
  %632 = select i1 %625, float %631, float 0.000000e+00
  %633 = add i32 %627, 1
  %634 = select i1 %625, i32 %633, i32 %38
  %635 = sext i32 %634 to i64
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr addrspace(1) %1, i64 %636
  %638 = load float, ptr addrspace(1) %637, align 4
  %639 = select i1 %625, float %638, float 0.000000e+00
  %640 = fptrunc float %632 to half
  %641 = bitcast half %640 to i16
  %642 = zext i16 %641 to i32
  %643 = fptrunc float %639 to half
  %644 = bitcast half %643 to i16
  %645 = zext i16 %644 to i32
  %646 = shl i32 %645, 16
  %647 = or i32 %642, %646
  %648 = icmp slt i32 %623, %6
  %649 = add i32 %50, %623
  %650 = select i1 %648, i32 %649, i32 %50
  %651 = sext i32 %650 to i64
  %652 = mul i64 %651, 4
  %653 = getelementptr i8, ptr addrspace(1) %1, i64 %652
  %654 = load float, ptr addrspace(1) %653, align 4
  %655 = select i1 %648, float %654, float 0.000000e+00
  %656 = add i32 %650, 1
  %657 = select i1 %648, i32 %656, i32 %50
  %658 = sext i32 %657 to i64
  %659 = mul i64 %658, 4
  %660 = getelementptr i8, ptr addrspace(1) %1, i64 %659
  %661 = load float, ptr addrspace(1) %660, align 4
  %662 = select i1 %648, float %661, float 0.000000e+00
  %663 = fptrunc float %655 to half
  %664 = bitcast half %663 to i16
  %665 = zext i16 %664 to i32
  %666 = fptrunc float %662 to half
  %667 = bitcast half %666 to i16
  %668 = zext i16 %667 to i32
  %669 = shl i32 %668, 16
  %670 = or i32 %665, %669
  %671 = icmp slt i32 %624, %6
  %672 = add i32 %38, %624
  %673 = select i1 %671, i32 %672, i32 %38
  %674 = sext i32 %673 to i64
  %675 = mul i64 %674, 4
  %676 = getelementptr i8, ptr addrspace(1) %1, i64 %675
  %677 = load float, ptr addrspace(1) %676, align 4
  %678 = select i1 %671, float %677, float 0.000000e+00
  %679 = add i32 %673, 1
  %680 = select i1 %671, i32 %679, i32 %38
  %681 = sext i32 %680 to i64
  %682 = mul i64 %681, 4
  %683 = getelementptr i8, ptr addrspace(1) %1, i64 %682
  %684 = load float, ptr addrspace(1) %683, align 4
  %685 = select i1 %671, float %684, float 0.000000e+00
  %686 = fptrunc float %678 to half
  %687 = bitcast half %686 to i16
  %688 = zext i16 %687 to i32
  %689 = fptrunc float %685 to half
  %690 = bitcast half %689 to i16
  %691 = zext i16 %690 to i32
  %692 = shl i32 %691, 16
  %693 = or i32 %688, %692
  %694 = icmp slt i32 %624, %6
  %695 = add i32 %50, %624
  %696 = select i1 %694, i32 %695, i32 %50
  %697 = sext i32 %696 to i64
  %698 = mul i64 %697, 4
  %699 = getelementptr i8, ptr addrspace(1) %1, i64 %698
  %700 = load float, ptr addrspace(1) %699, align 4
  %701 = select i1 %694, float %700, float 0.000000e+00
  %702 = add i32 %696, 1
  %703 = select i1 %694, i32 %702, i32 %50
  %704 = sext i32 %703 to i64
  %705 = mul i64 %704, 4
  %706 = getelementptr i8, ptr addrspace(1) %1, i64 %705
  %707 = load float, ptr addrspace(1) %706, align 4
  %708 = select i1 %694, float %707, float 0.000000e+00
  %709 = fptrunc float %701 to half
  %710 = bitcast half %709 to i16
  %711 = zext i16 %710 to i32
  %712 = fptrunc float %708 to half
  %713 = bitcast half %712 to i16
  %714 = zext i16 %713 to i32
  %715 = shl i32 %714, 16
  %716 = or i32 %711, %715
  %717 = mul i32 %15, 2
  %718 = add i32 112, %717
  %719 = add i32 %718, 8
  %720 = icmp slt i32 %718, %6
  %721 = add i32 %38, %718
  %722 = select i1 %720, i32 %721, i32 %38
  %723 = sext i32 %722 to i64
  %724 = mul i64 %723, 4
  %725 = getelementptr i8, ptr addrspace(1) %1, i64 %724
  %726 = load float, ptr addrspace(1) %725, align 4
  %727 = select i1 %720, float %726, float 0.000000e+00
  %728 = add i32 %722, 1
  %729 = select i1 %720, i32 %728, i32 %38
  %730 = sext i32 %729 to i64
  %731 = mul i64 %730, 4
  %732 = getelementptr i8, ptr addrspace(1) %1, i64 %731
  %733 = load float, ptr addrspace(1) %732, align 4
  %734 = select i1 %720, float %733, float 0.000000e+00
  %735 = fptrunc float %727 to half
  %736 = bitcast half %735 to i16
  %737 = zext i16 %736 to i32
  %738 = fptrunc float %734 to half
  %739 = bitcast half %738 to i16
  %740 = zext i16 %739 to i32
  %741 = shl i32 %740, 16
  %742 = or i32 %737, %741
  %743 = icmp slt i32 %718, %6
  %744 = add i32 %50, %718
  %745 = select i1 %743, i32 %744, i32 %50
  %746 = sext i32 %745 to i64
  %747 = mul i64 %746, 4
  %748 = getelementptr i8, ptr addrspace(1) %1, i64 %747
  %749 = load float, ptr addrspace(1) %748, align 4
  %750 = select i1 %743, float %749, float 0.000000e+00
  %751 = add i32 %745, 1
  %752 = select i1 %743, i32 %751, i32 %50
  %753 = sext i32 %752 to i64
  %754 = mul i64 %753, 4
  %755 = getelementptr i8, ptr addrspace(1) %1, i64 %754
  %756 = load float, ptr addrspace(1) %755, align 4
  %757 = select i1 %743, float %756, float 0.000000e+00
  %758 = fptrunc float %750 to half
  %759 = bitcast half %758 to i16
  %760 = zext i16 %759 to i32
  %761 = fptrunc float %757 to half
  %762 = bitcast half %761 to i16
  %763 = zext i16 %762 to i32
  %764 = shl i32 %763, 16
  %765 = or i32 %760, %764
  %766 = icmp slt i32 %719, %6
  %767 = add i32 %38, %719
  %768 = select i1 %766, i32 %767, i32 %38
  %769 = sext i32 %768 to i64
  %770 = mul i64 %769, 4
  %771 = getelementptr i8, ptr addrspace(1) %1, i64 %770
  %772 = load float, ptr addrspace(1) %771, align 4
  %773 = select i1 %766, float %772, float 0.000000e+00
  %774 = add i32 %768, 1
  %775 = select i1 %766, i32 %774, i32 %38
  %776 = sext i32 %775 to i64
  %777 = mul i64 %776, 4
  %778 = getelementptr i8, ptr addrspace(1) %1, i64 %777
  %779 = load float, ptr addrspace(1) %778, align 4
  %780 = select i1 %766, float %779, float 0.000000e+00
  %781 = fptrunc float %773 to half
  %782 = bitcast half %781 to i16
  %783 = zext i16 %782 to i32
  %784 = fptrunc float %780 to half
  %785 = bitcast half %784 to i16
  %786 = zext i16 %785 to i32
  %787 = shl i32 %786, 16
  %788 = or i32 %783, %787
  %789 = icmp slt i32 %719, %6
  %790 = add i32 %50, %719
  %791 = select i1 %789, i32 %790, i32 %50
  %792 = sext i32 %791 to i64
  %793 = mul i64 %792, 4
  %794 = getelementptr i8, ptr addrspace(1) %1, i64 %793
  %795 = load float, ptr addrspace(1) %794, align 4
  %796 = select i1 %789, float %795, float 0.000000e+00
  %797 = add i32 %791, 1
  %798 = select i1 %789, i32 %797, i32 %50
  %799 = sext i32 %798 to i64
  %800 = mul i64 %799, 4
  %801 = getelementptr i8, ptr addrspace(1) %1, i64 %800
  %802 = load float, ptr addrspace(1) %801, align 4
  %803 = select i1 %789, float %802, float 0.000000e+00
  %804 = fptrunc float %796 to half
  %805 = bitcast half %804 to i16
  %806 = zext i16 %805 to i32
  %807 = fptrunc float %803 to half
  %808 = bitcast half %807 to i16
  %809 = zext i16 %808 to i32
  %810 = shl i32 %809, 16
  %811 = or i32 %806, %810
  store float 0xFFF0000000000000, ptr %v, align 4
  store float 0xFFF0000000000000, ptr %v1, align 4
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  store float 0.000000e+00, ptr %v14, align 4
  store float 0.000000e+00, ptr %v15, align 4
  store float 0.000000e+00, ptr %v16, align 4
  store float 0.000000e+00, ptr %v17, align 4
  store float 0.000000e+00, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  store float 0.000000e+00, ptr %v20, align 4
  store float 0.000000e+00, ptr %v21, align 4
  store float 0.000000e+00, ptr %v22, align 4
  store float 0.000000e+00, ptr %v23, align 4
  store float 0.000000e+00, ptr %v24, align 4
  store float 0.000000e+00, ptr %v25, align 4
  store float 0.000000e+00, ptr %v26, align 4
  store float 0.000000e+00, ptr %v27, align 4
  store float 0.000000e+00, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  store float 0.000000e+00, ptr %v30, align 4
  store float 0.000000e+00, ptr %v31, align 4
  store float 0.000000e+00, ptr %v32, align 4
  store float 0.000000e+00, ptr %v33, align 4
  store float 0.000000e+00, ptr %v34, align 4
  store float 0.000000e+00, ptr %v35, align 4
  store float 0.000000e+00, ptr %v36, align 4
  store float 0.000000e+00, ptr %v37, align 4
  store float 0.000000e+00, ptr %v38, align 4
  store float 0.000000e+00, ptr %v39, align 4
  store float 0.000000e+00, ptr %v40, align 4
  store float 0.000000e+00, ptr %v41, align 4
  store float 0.000000e+00, ptr %v42, align 4
  store float 0.000000e+00, ptr %v43, align 4
  store float 0.000000e+00, ptr %v44, align 4
  store float 0.000000e+00, ptr %v45, align 4
  store float 0.000000e+00, ptr %v46, align 4
  store float 0.000000e+00, ptr %v47, align 4
  store float 0.000000e+00, ptr %v48, align 4
  store float 0.000000e+00, ptr %v49, align 4
  store float 0.000000e+00, ptr %v50, align 4
  store float 0.000000e+00, ptr %v51, align 4
  store float 0.000000e+00, ptr %v52, align 4
  store float 0.000000e+00, ptr %v53, align 4
  store float 0.000000e+00, ptr %v54, align 4
  store float 0.000000e+00, ptr %v55, align 4
  store float 0.000000e+00, ptr %v56, align 4
  store float 0.000000e+00, ptr %v57, align 4
  store float 0.000000e+00, ptr %v58, align 4
  store float 0.000000e+00, ptr %v59, align 4
  store float 0.000000e+00, ptr %v60, align 4
  store float 0.000000e+00, ptr %v61, align 4
  store float 0.000000e+00, ptr %v62, align 4
  store float 0.000000e+00, ptr %v63, align 4
  store float 0.000000e+00, ptr %v64, align 4
  store float 0.000000e+00, ptr %v65, align 4
  store float 0.000000e+00, ptr %v66, align 4
  store float 0.000000e+00, ptr %v67, align 4
  %812 = mul i32 %23, %18
  %813 = add i32 %25, 63
  %814 = sub i32 %812, 1
  %815 = icmp slt i32 %813, %814
  %816 = select i1 %815, i32 %813, i32 %814
  %817 = udiv i32 %816, %18
  %818 = add i32 %20, %817
  %819 = add i32 %818, 1
  %820 = sub i32 %819, 1
  %821 = add i32 %819, 31
  %822 = udiv i32 %821, 32
  %823 = fmul float %8, 0x3FF7154760000000
  %824 = add i32 %9, 0
  %825 = lshr i32 %824, 4
  %826 = and i32 %824, 15
  %827 = shl i32 %826, 3
  %828 = add i32 %827, 8
  %829 = icmp sle i32 %828, %6
  %830 = add i32 0, %825
  %831 = icmp sgt i32 %830, %820
  %832 = select i1 %831, i32 %820, i32 %830
  %833 = mul i32 %832, %5
  %834 = mul i32 %833, %6
  %835 = mul i32 %16, %6
  %836 = add i32 %834, %835
  %837 = select i1 %829, i32 %827, i32 0
  %838 = add i32 %836, %837
  %839 = sext i32 %838 to i64
  %840 = shl i64 %839, 1
  %841 = mul i32 %825, 68
  %842 = shl i32 %826, 2
  %843 = add i32 %841, %842
  %844 = add i32 0, %843
  %845 = sext i32 %844 to i64
  %846 = shl i64 %845, 2
  %847 = getelementptr i8, ptr addrspace(3) @lds1, i64 %846
  %848 = getelementptr i8, ptr addrspace(1) %2, i64 %840
  %849 = select i1 %829, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %847, ptr addrspace(1) %848, i32 %849)
  %850 = getelementptr i8, ptr addrspace(3) @lds2, i64 %846
  %851 = getelementptr i8, ptr addrspace(1) %3, i64 %840
  %852 = select i1 %829, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %850, ptr addrspace(1) %851, i32 %852)
  %853 = add i32 %9, 128
  %854 = lshr i32 %853, 4
  %855 = and i32 %853, 15
  %856 = shl i32 %855, 3
  %857 = add i32 %856, 8
  %858 = icmp sle i32 %857, %6
  %859 = add i32 0, %854
  %860 = icmp sgt i32 %859, %820
  %861 = select i1 %860, i32 %820, i32 %859
  %862 = mul i32 %861, %5
  %863 = mul i32 %862, %6
  %864 = mul i32 %16, %6
  %865 = add i32 %863, %864
  %866 = select i1 %858, i32 %856, i32 0
  %867 = add i32 %865, %866
  %868 = sext i32 %867 to i64
  %869 = shl i64 %868, 1
  %870 = mul i32 %854, 68
  %871 = shl i32 %855, 2
  %872 = add i32 %870, %871
  %873 = add i32 0, %872
  %874 = sext i32 %873 to i64
  %875 = shl i64 %874, 2
  %876 = getelementptr i8, ptr addrspace(3) @lds1, i64 %875
  %877 = getelementptr i8, ptr addrspace(1) %2, i64 %869
  %878 = select i1 %858, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %876, ptr addrspace(1) %877, i32 %878)
  %879 = getelementptr i8, ptr addrspace(3) @lds2, i64 %875
  %880 = getelementptr i8, ptr addrspace(1) %3, i64 %869
  %881 = select i1 %858, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %879, ptr addrspace(1) %880, i32 %881)
  %882 = add i32 %9, 256
  %883 = lshr i32 %882, 4
  %884 = and i32 %882, 15
  %885 = shl i32 %884, 3
  %886 = add i32 %885, 8
  %887 = icmp sle i32 %886, %6
  %888 = add i32 0, %883
  %889 = icmp sgt i32 %888, %820
  %890 = select i1 %889, i32 %820, i32 %888
  %891 = mul i32 %890, %5
  %892 = mul i32 %891, %6
  %893 = mul i32 %16, %6
  %894 = add i32 %892, %893
  %895 = select i1 %887, i32 %885, i32 0
  %896 = add i32 %894, %895
  %897 = sext i32 %896 to i64
  %898 = shl i64 %897, 1
  %899 = mul i32 %883, 68
  %900 = shl i32 %884, 2
  %901 = add i32 %899, %900
  %902 = add i32 0, %901
  %903 = sext i32 %902 to i64
  %904 = shl i64 %903, 2
  %905 = getelementptr i8, ptr addrspace(3) @lds1, i64 %904
  %906 = getelementptr i8, ptr addrspace(1) %2, i64 %898
  %907 = select i1 %887, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %905, ptr addrspace(1) %906, i32 %907)
  %908 = getelementptr i8, ptr addrspace(3) @lds2, i64 %904
  %909 = getelementptr i8, ptr addrspace(1) %3, i64 %898
  %910 = select i1 %887, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %908, ptr addrspace(1) %909, i32 %910)
  %911 = add i32 %9, 384
  %912 = lshr i32 %911, 4
  %913 = and i32 %911, 15
  %914 = shl i32 %913, 3
  %915 = add i32 %914, 8
  %916 = icmp sle i32 %915, %6
  %917 = add i32 0, %912
  %918 = icmp sgt i32 %917, %820
  %919 = select i1 %918, i32 %820, i32 %917
  %920 = mul i32 %919, %5
  %921 = mul i32 %920, %6
  %922 = mul i32 %16, %6
  %923 = add i32 %921, %922
  %924 = select i1 %916, i32 %914, i32 0
  %925 = add i32 %923, %924
  %926 = sext i32 %925 to i64
  %927 = shl i64 %926, 1
  %928 = mul i32 %912, 68
  %929 = shl i32 %913, 2
  %930 = add i32 %928, %929
  %931 = add i32 0, %930
  %932 = sext i32 %931 to i64
  %933 = shl i64 %932, 2
  %934 = getelementptr i8, ptr addrspace(3) @lds1, i64 %933
  %935 = getelementptr i8, ptr addrspace(1) %2, i64 %927
  %936 = select i1 %916, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %934, ptr addrspace(1) %935, i32 %936)
  %937 = getelementptr i8, ptr addrspace(3) @lds2, i64 %933
  %938 = getelementptr i8, ptr addrspace(1) %3, i64 %927
  %939 = select i1 %916, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %937, ptr addrspace(1) %938, i32 %939)
  call void @llvm.nvvm.cp.async.commit.group()
  store i32 0, ptr %v68, align 4
  br label %loop

loop:                                             ; preds = %endif, %entry
  %940 = load i32, ptr %v68, align 4
  %941 = icmp slt i32 %940, %822
  br i1 %941, label %body, label %done

body:                                             ; preds = %loop
  %942 = load i32, ptr %v68, align 4
  %943 = and i32 %942, 1
  %944 = add i32 %942, 1
  %945 = icmp slt i32 %944, %822
  br i1 %945, label %then, label %endif

done:                                             ; preds = %loop
  %946 = load float, ptr %v2, align 4
  %947 = bitcast float %946 to i32
  %948 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %947, i32 1, i32 31)
  %949 = bitcast i32 %948 to float
  %950 = fadd float %946, %949
  %951 = bitcast float %950 to i32
  %952 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %951, i32 2, i32 31)
  %953 = bitcast i32 %952 to float
  %954 = fadd float %950, %953
  %955 = fdiv float 1.000000e+00, %954
  %956 = load float, ptr %v4, align 4
  %957 = fmul float %956, %955
  %958 = load float, ptr %v5, align 4
  %959 = fmul float %958, %955
  %960 = load float, ptr %v8, align 4
  %961 = fmul float %960, %955
  %962 = load float, ptr %v9, align 4
  %963 = fmul float %962, %955
  %964 = load float, ptr %v12, align 4
  %965 = fmul float %964, %955
  %966 = load float, ptr %v13, align 4
  %967 = fmul float %966, %955
  %968 = load float, ptr %v16, align 4
  %969 = fmul float %968, %955
  %970 = load float, ptr %v17, align 4
  %971 = fmul float %970, %955
  %972 = load float, ptr %v20, align 4
  %973 = fmul float %972, %955
  %974 = load float, ptr %v21, align 4
  %975 = fmul float %974, %955
  %976 = load float, ptr %v24, align 4
  %977 = fmul float %976, %955
  %978 = load float, ptr %v25, align 4
  %979 = fmul float %978, %955
  %980 = load float, ptr %v28, align 4
  %981 = fmul float %980, %955
  %982 = load float, ptr %v29, align 4
  %983 = fmul float %982, %955
  %984 = load float, ptr %v32, align 4
  %985 = fmul float %984, %955
  %986 = load float, ptr %v33, align 4
  %987 = fmul float %986, %955
  %988 = load float, ptr %v36, align 4
  %989 = fmul float %988, %955
  %990 = load float, ptr %v37, align 4
  %991 = fmul float %990, %955
  %992 = load float, ptr %v40, align 4
  %993 = fmul float %992, %955
  %994 = load float, ptr %v41, align 4
  %995 = fmul float %994, %955
  %996 = load float, ptr %v44, align 4
  %997 = fmul float %996, %955
  %998 = load float, ptr %v45, align 4
  %999 = fmul float %998, %955
  %1000 = load float, ptr %v48, align 4
  %1001 = fmul float %1000, %955
  %1002 = load float, ptr %v49, align 4
  %1003 = fmul float %1002, %955
  %1004 = load float, ptr %v52, align 4
  %1005 = fmul float %1004, %955
  %1006 = load float, ptr %v53, align 4
  %1007 = fmul float %1006, %955
  %1008 = load float, ptr %v56, align 4
  %1009 = fmul float %1008, %955
  %1010 = load float, ptr %v57, align 4
  %1011 = fmul float %1010, %955
  %1012 = load float, ptr %v60, align 4
  %1013 = fmul float %1012, %955
  %1014 = load float, ptr %v61, align 4
  %1015 = fmul float %1014, %955
  %1016 = load float, ptr %v64, align 4
  %1017 = fmul float %1016, %955
  %1018 = load float, ptr %v65, align 4
  %1019 = fmul float %1018, %955
  br i1 %34, label %then69, label %endif70

then:                                             ; preds = %body
  %1020 = and i32 %944, 1
  %1021 = mul i32 %944, 32
  %1022 = mul i32 %1020, 2176
  %1023 = add i32 %9, 0
  %1024 = lshr i32 %1023, 4
  %1025 = and i32 %1023, 15
  %1026 = shl i32 %1025, 3
  %1027 = add i32 %1026, 8
  %1028 = icmp sle i32 %1027, %6
  %1029 = add i32 %1021, %1024
  %1030 = icmp sgt i32 %1029, %820
  %1031 = select i1 %1030, i32 %820, i32 %1029
  %1032 = mul i32 %1031, %5
  %1033 = mul i32 %1032, %6
  %1034 = mul i32 %16, %6
  %1035 = add i32 %1033, %1034
  %1036 = select i1 %1028, i32 %1026, i32 0
  %1037 = add i32 %1035, %1036
  %1038 = sext i32 %1037 to i64
  %1039 = shl i64 %1038, 1
  %1040 = mul i32 %1024, 68
  %1041 = shl i32 %1025, 2
  %1042 = add i32 %1040, %1041
  %1043 = add i32 %1022, %1042
  %1044 = sext i32 %1043 to i64
  %1045 = shl i64 %1044, 2
  %1046 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1045
  %1047 = getelementptr i8, ptr addrspace(1) %2, i64 %1039
  %1048 = select i1 %1028, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1046, ptr addrspace(1) %1047, i32 %1048)
  %1049 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1045
  %1050 = getelementptr i8, ptr addrspace(1) %3, i64 %1039
  %1051 = select i1 %1028, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1049, ptr addrspace(1) %1050, i32 %1051)
  %1052 = add i32 %9, 128
  %1053 = lshr i32 %1052, 4
  %1054 = and i32 %1052, 15
  %1055 = shl i32 %1054, 3
  %1056 = add i32 %1055, 8
  %1057 = icmp sle i32 %1056, %6
  %1058 = add i32 %1021, %1053
  %1059 = icmp sgt i32 %1058, %820
  %1060 = select i1 %1059, i32 %820, i32 %1058
  %1061 = mul i32 %1060, %5
  %1062 = mul i32 %1061, %6
  %1063 = mul i32 %16, %6
  %1064 = add i32 %1062, %1063
  %1065 = select i1 %1057, i32 %1055, i32 0
  %1066 = add i32 %1064, %1065
  %1067 = sext i32 %1066 to i64
  %1068 = shl i64 %1067, 1
  %1069 = mul i32 %1053, 68
  %1070 = shl i32 %1054, 2
  %1071 = add i32 %1069, %1070
  %1072 = add i32 %1022, %1071
  %1073 = sext i32 %1072 to i64
  %1074 = shl i64 %1073, 2
  %1075 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1074
  %1076 = getelementptr i8, ptr addrspace(1) %2, i64 %1068
  %1077 = select i1 %1057, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1075, ptr addrspace(1) %1076, i32 %1077)
  %1078 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1074
  %1079 = getelementptr i8, ptr addrspace(1) %3, i64 %1068
  %1080 = select i1 %1057, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1078, ptr addrspace(1) %1079, i32 %1080)
  %1081 = add i32 %9, 256
  %1082 = lshr i32 %1081, 4
  %1083 = and i32 %1081, 15
  %1084 = shl i32 %1083, 3
  %1085 = add i32 %1084, 8
  %1086 = icmp sle i32 %1085, %6
  %1087 = add i32 %1021, %1082
  %1088 = icmp sgt i32 %1087, %820
  %1089 = select i1 %1088, i32 %820, i32 %1087
  %1090 = mul i32 %1089, %5
  %1091 = mul i32 %1090, %6
  %1092 = mul i32 %16, %6
  %1093 = add i32 %1091, %1092
  %1094 = select i1 %1086, i32 %1084, i32 0
  %1095 = add i32 %1093, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = shl i64 %1096, 1
  %1098 = mul i32 %1082, 68
  %1099 = shl i32 %1083, 2
  %1100 = add i32 %1098, %1099
  %1101 = add i32 %1022, %1100
  %1102 = sext i32 %1101 to i64
  %1103 = shl i64 %1102, 2
  %1104 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1103
  %1105 = getelementptr i8, ptr addrspace(1) %2, i64 %1097
  %1106 = select i1 %1086, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1104, ptr addrspace(1) %1105, i32 %1106)
  %1107 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1103
  %1108 = getelementptr i8, ptr addrspace(1) %3, i64 %1097
  %1109 = select i1 %1086, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1107, ptr addrspace(1) %1108, i32 %1109)
  %1110 = add i32 %9, 384
  %1111 = lshr i32 %1110, 4
  %1112 = and i32 %1110, 15
  %1113 = shl i32 %1112, 3
  %1114 = add i32 %1113, 8
  %1115 = icmp sle i32 %1114, %6
  %1116 = add i32 %1021, %1111
  %1117 = icmp sgt i32 %1116, %820
  %1118 = select i1 %1117, i32 %820, i32 %1116
  %1119 = mul i32 %1118, %5
  %1120 = mul i32 %1119, %6
  %1121 = mul i32 %16, %6
  %1122 = add i32 %1120, %1121
  %1123 = select i1 %1115, i32 %1113, i32 0
  %1124 = add i32 %1122, %1123
  %1125 = sext i32 %1124 to i64
  %1126 = shl i64 %1125, 1
  %1127 = mul i32 %1111, 68
  %1128 = shl i32 %1112, 2
  %1129 = add i32 %1127, %1128
  %1130 = add i32 %1022, %1129
  %1131 = sext i32 %1130 to i64
  %1132 = shl i64 %1131, 2
  %1133 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1132
  %1134 = getelementptr i8, ptr addrspace(1) %2, i64 %1126
  %1135 = select i1 %1115, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1133, ptr addrspace(1) %1134, i32 %1135)
  %1136 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1132
  %1137 = getelementptr i8, ptr addrspace(1) %3, i64 %1126
  %1138 = select i1 %1115, i32 16, i32 0
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %1136, ptr addrspace(1) %1137, i32 %1138)
  br label %endif

endif:                                            ; preds = %then, %body
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier0()
  %1139 = mul i32 %942, 32
  %1140 = mul i32 %943, 2176
  %1141 = add i32 0, %14
  %1142 = mul i32 %1141, 68
  %1143 = add i32 %1142, %15
  %1144 = add i32 %1143, %1140
  %1145 = add i32 %1144, 0
  %1146 = sext i32 %1145 to i64
  %1147 = mul i64 %1146, 4
  %1148 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1147
  %1149 = load i32, ptr addrspace(3) %1148, align 4
  %1150 = add i32 %1145, 4
  %1151 = sext i32 %1150 to i64
  %1152 = mul i64 %1151, 4
  %1153 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1152
  %1154 = load i32, ptr addrspace(3) %1153, align 4
  %1155 = bitcast i32 %77 to <2 x half>
  %1156 = bitcast i32 %100 to <2 x half>
  %1157 = bitcast i32 %123 to <2 x half>
  %1158 = bitcast i32 %146 to <2 x half>
  %1159 = bitcast i32 %1149 to <2 x half>
  %1160 = bitcast i32 %1154 to <2 x half>
  %1161 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1155, <2 x half> %1156, <2 x half> %1157, <2 x half> %1158, <2 x half> %1159, <2 x half> %1160, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1162 = extractvalue { float, float, float, float } %1161, 0
  %1163 = extractvalue { float, float, float, float } %1161, 1
  %1164 = extractvalue { float, float, float, float } %1161, 2
  %1165 = extractvalue { float, float, float, float } %1161, 3
  %1166 = add i32 %1144, 8
  %1167 = sext i32 %1166 to i64
  %1168 = mul i64 %1167, 4
  %1169 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1168
  %1170 = load i32, ptr addrspace(3) %1169, align 4
  %1171 = add i32 %1166, 4
  %1172 = sext i32 %1171 to i64
  %1173 = mul i64 %1172, 4
  %1174 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1173
  %1175 = load i32, ptr addrspace(3) %1174, align 4
  %1176 = bitcast i32 %172 to <2 x half>
  %1177 = bitcast i32 %195 to <2 x half>
  %1178 = bitcast i32 %218 to <2 x half>
  %1179 = bitcast i32 %241 to <2 x half>
  %1180 = bitcast i32 %1170 to <2 x half>
  %1181 = bitcast i32 %1175 to <2 x half>
  %1182 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1176, <2 x half> %1177, <2 x half> %1178, <2 x half> %1179, <2 x half> %1180, <2 x half> %1181, float %1162, float %1163, float %1164, float %1165)
  %1183 = extractvalue { float, float, float, float } %1182, 0
  %1184 = extractvalue { float, float, float, float } %1182, 1
  %1185 = extractvalue { float, float, float, float } %1182, 2
  %1186 = extractvalue { float, float, float, float } %1182, 3
  %1187 = add i32 %1144, 16
  %1188 = sext i32 %1187 to i64
  %1189 = mul i64 %1188, 4
  %1190 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1189
  %1191 = load i32, ptr addrspace(3) %1190, align 4
  %1192 = add i32 %1187, 4
  %1193 = sext i32 %1192 to i64
  %1194 = mul i64 %1193, 4
  %1195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1194
  %1196 = load i32, ptr addrspace(3) %1195, align 4
  %1197 = bitcast i32 %267 to <2 x half>
  %1198 = bitcast i32 %290 to <2 x half>
  %1199 = bitcast i32 %313 to <2 x half>
  %1200 = bitcast i32 %336 to <2 x half>
  %1201 = bitcast i32 %1191 to <2 x half>
  %1202 = bitcast i32 %1196 to <2 x half>
  %1203 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1197, <2 x half> %1198, <2 x half> %1199, <2 x half> %1200, <2 x half> %1201, <2 x half> %1202, float %1183, float %1184, float %1185, float %1186)
  %1204 = extractvalue { float, float, float, float } %1203, 0
  %1205 = extractvalue { float, float, float, float } %1203, 1
  %1206 = extractvalue { float, float, float, float } %1203, 2
  %1207 = extractvalue { float, float, float, float } %1203, 3
  %1208 = add i32 %1144, 24
  %1209 = sext i32 %1208 to i64
  %1210 = mul i64 %1209, 4
  %1211 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1210
  %1212 = load i32, ptr addrspace(3) %1211, align 4
  %1213 = add i32 %1208, 4
  %1214 = sext i32 %1213 to i64
  %1215 = mul i64 %1214, 4
  %1216 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1215
  %1217 = load i32, ptr addrspace(3) %1216, align 4
  %1218 = bitcast i32 %362 to <2 x half>
  %1219 = bitcast i32 %385 to <2 x half>
  %1220 = bitcast i32 %408 to <2 x half>
  %1221 = bitcast i32 %431 to <2 x half>
  %1222 = bitcast i32 %1212 to <2 x half>
  %1223 = bitcast i32 %1217 to <2 x half>
  %1224 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1218, <2 x half> %1219, <2 x half> %1220, <2 x half> %1221, <2 x half> %1222, <2 x half> %1223, float %1204, float %1205, float %1206, float %1207)
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = add i32 %1144, 32
  %1230 = sext i32 %1229 to i64
  %1231 = mul i64 %1230, 4
  %1232 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1231
  %1233 = load i32, ptr addrspace(3) %1232, align 4
  %1234 = add i32 %1229, 4
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1236
  %1238 = load i32, ptr addrspace(3) %1237, align 4
  %1239 = bitcast i32 %457 to <2 x half>
  %1240 = bitcast i32 %480 to <2 x half>
  %1241 = bitcast i32 %503 to <2 x half>
  %1242 = bitcast i32 %526 to <2 x half>
  %1243 = bitcast i32 %1233 to <2 x half>
  %1244 = bitcast i32 %1238 to <2 x half>
  %1245 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1239, <2 x half> %1240, <2 x half> %1241, <2 x half> %1242, <2 x half> %1243, <2 x half> %1244, float %1225, float %1226, float %1227, float %1228)
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = add i32 %1144, 40
  %1251 = sext i32 %1250 to i64
  %1252 = mul i64 %1251, 4
  %1253 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1252
  %1254 = load i32, ptr addrspace(3) %1253, align 4
  %1255 = add i32 %1250, 4
  %1256 = sext i32 %1255 to i64
  %1257 = mul i64 %1256, 4
  %1258 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1257
  %1259 = load i32, ptr addrspace(3) %1258, align 4
  %1260 = bitcast i32 %552 to <2 x half>
  %1261 = bitcast i32 %575 to <2 x half>
  %1262 = bitcast i32 %598 to <2 x half>
  %1263 = bitcast i32 %621 to <2 x half>
  %1264 = bitcast i32 %1254 to <2 x half>
  %1265 = bitcast i32 %1259 to <2 x half>
  %1266 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1260, <2 x half> %1261, <2 x half> %1262, <2 x half> %1263, <2 x half> %1264, <2 x half> %1265, float %1246, float %1247, float %1248, float %1249)
  %1267 = extractvalue { float, float, float, float } %1266, 0
  %1268 = extractvalue { float, float, float, float } %1266, 1
  %1269 = extractvalue { float, float, float, float } %1266, 2
  %1270 = extractvalue { float, float, float, float } %1266, 3
  %1271 = add i32 %1144, 48
  %1272 = sext i32 %1271 to i64
  %1273 = mul i64 %1272, 4
  %1274 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1273
  %1275 = load i32, ptr addrspace(3) %1274, align 4
  %1276 = add i32 %1271, 4
  %1277 = sext i32 %1276 to i64
  %1278 = mul i64 %1277, 4
  %1279 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1278
  %1280 = load i32, ptr addrspace(3) %1279, align 4
  %1281 = bitcast i32 %647 to <2 x half>
  %1282 = bitcast i32 %670 to <2 x half>
  %1283 = bitcast i32 %693 to <2 x half>
  %1284 = bitcast i32 %716 to <2 x half>
  %1285 = bitcast i32 %1275 to <2 x half>
  %1286 = bitcast i32 %1280 to <2 x half>
  %1287 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1281, <2 x half> %1282, <2 x half> %1283, <2 x half> %1284, <2 x half> %1285, <2 x half> %1286, float %1267, float %1268, float %1269, float %1270)
  %1288 = extractvalue { float, float, float, float } %1287, 0
  %1289 = extractvalue { float, float, float, float } %1287, 1
  %1290 = extractvalue { float, float, float, float } %1287, 2
  %1291 = extractvalue { float, float, float, float } %1287, 3
  %1292 = add i32 %1144, 56
  %1293 = sext i32 %1292 to i64
  %1294 = mul i64 %1293, 4
  %1295 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1294
  %1296 = load i32, ptr addrspace(3) %1295, align 4
  %1297 = add i32 %1292, 4
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1299
  %1301 = load i32, ptr addrspace(3) %1300, align 4
  %1302 = bitcast i32 %742 to <2 x half>
  %1303 = bitcast i32 %765 to <2 x half>
  %1304 = bitcast i32 %788 to <2 x half>
  %1305 = bitcast i32 %811 to <2 x half>
  %1306 = bitcast i32 %1296 to <2 x half>
  %1307 = bitcast i32 %1301 to <2 x half>
  %1308 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1302, <2 x half> %1303, <2 x half> %1304, <2 x half> %1305, <2 x half> %1306, <2 x half> %1307, float %1288, float %1289, float %1290, float %1291)
  %1309 = extractvalue { float, float, float, float } %1308, 0
  %1310 = extractvalue { float, float, float, float } %1308, 1
  %1311 = extractvalue { float, float, float, float } %1308, 2
  %1312 = extractvalue { float, float, float, float } %1308, 3
  %1313 = add i32 8, %14
  %1314 = mul i32 %1313, 68
  %1315 = add i32 %1314, %15
  %1316 = add i32 %1315, %1140
  %1317 = add i32 %1316, 0
  %1318 = sext i32 %1317 to i64
  %1319 = mul i64 %1318, 4
  %1320 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1319
  %1321 = load i32, ptr addrspace(3) %1320, align 4
  %1322 = add i32 %1317, 4
  %1323 = sext i32 %1322 to i64
  %1324 = mul i64 %1323, 4
  %1325 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1324
  %1326 = load i32, ptr addrspace(3) %1325, align 4
  %1327 = bitcast i32 %77 to <2 x half>
  %1328 = bitcast i32 %100 to <2 x half>
  %1329 = bitcast i32 %123 to <2 x half>
  %1330 = bitcast i32 %146 to <2 x half>
  %1331 = bitcast i32 %1321 to <2 x half>
  %1332 = bitcast i32 %1326 to <2 x half>
  %1333 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1327, <2 x half> %1328, <2 x half> %1329, <2 x half> %1330, <2 x half> %1331, <2 x half> %1332, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1334 = extractvalue { float, float, float, float } %1333, 0
  %1335 = extractvalue { float, float, float, float } %1333, 1
  %1336 = extractvalue { float, float, float, float } %1333, 2
  %1337 = extractvalue { float, float, float, float } %1333, 3
  %1338 = add i32 %1316, 8
  %1339 = sext i32 %1338 to i64
  %1340 = mul i64 %1339, 4
  %1341 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1340
  %1342 = load i32, ptr addrspace(3) %1341, align 4
  %1343 = add i32 %1338, 4
  %1344 = sext i32 %1343 to i64
  %1345 = mul i64 %1344, 4
  %1346 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1345
  %1347 = load i32, ptr addrspace(3) %1346, align 4
  %1348 = bitcast i32 %172 to <2 x half>
  %1349 = bitcast i32 %195 to <2 x half>
  %1350 = bitcast i32 %218 to <2 x half>
  %1351 = bitcast i32 %241 to <2 x half>
  %1352 = bitcast i32 %1342 to <2 x half>
  %1353 = bitcast i32 %1347 to <2 x half>
  %1354 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1348, <2 x half> %1349, <2 x half> %1350, <2 x half> %1351, <2 x half> %1352, <2 x half> %1353, float %1334, float %1335, float %1336, float %1337)
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = add i32 %1316, 16
  %1360 = sext i32 %1359 to i64
  %1361 = mul i64 %1360, 4
  %1362 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1361
  %1363 = load i32, ptr addrspace(3) %1362, align 4
  %1364 = add i32 %1359, 4
  %1365 = sext i32 %1364 to i64
  %1366 = mul i64 %1365, 4
  %1367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1366
  %1368 = load i32, ptr addrspace(3) %1367, align 4
  %1369 = bitcast i32 %267 to <2 x half>
  %1370 = bitcast i32 %290 to <2 x half>
  %1371 = bitcast i32 %313 to <2 x half>
  %1372 = bitcast i32 %336 to <2 x half>
  %1373 = bitcast i32 %1363 to <2 x half>
  %1374 = bitcast i32 %1368 to <2 x half>
  %1375 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1369, <2 x half> %1370, <2 x half> %1371, <2 x half> %1372, <2 x half> %1373, <2 x half> %1374, float %1355, float %1356, float %1357, float %1358)
  %1376 = extractvalue { float, float, float, float } %1375, 0
  %1377 = extractvalue { float, float, float, float } %1375, 1
  %1378 = extractvalue { float, float, float, float } %1375, 2
  %1379 = extractvalue { float, float, float, float } %1375, 3
  %1380 = add i32 %1316, 24
  %1381 = sext i32 %1380 to i64
  %1382 = mul i64 %1381, 4
  %1383 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1382
  %1384 = load i32, ptr addrspace(3) %1383, align 4
  %1385 = add i32 %1380, 4
  %1386 = sext i32 %1385 to i64
  %1387 = mul i64 %1386, 4
  %1388 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1387
  %1389 = load i32, ptr addrspace(3) %1388, align 4
  %1390 = bitcast i32 %362 to <2 x half>
  %1391 = bitcast i32 %385 to <2 x half>
  %1392 = bitcast i32 %408 to <2 x half>
  %1393 = bitcast i32 %431 to <2 x half>
  %1394 = bitcast i32 %1384 to <2 x half>
  %1395 = bitcast i32 %1389 to <2 x half>
  %1396 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1390, <2 x half> %1391, <2 x half> %1392, <2 x half> %1393, <2 x half> %1394, <2 x half> %1395, float %1376, float %1377, float %1378, float %1379)
  %1397 = extractvalue { float, float, float, float } %1396, 0
  %1398 = extractvalue { float, float, float, float } %1396, 1
  %1399 = extractvalue { float, float, float, float } %1396, 2
  %1400 = extractvalue { float, float, float, float } %1396, 3
  %1401 = add i32 %1316, 32
  %1402 = sext i32 %1401 to i64
  %1403 = mul i64 %1402, 4
  %1404 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1403
  %1405 = load i32, ptr addrspace(3) %1404, align 4
  %1406 = add i32 %1401, 4
  %1407 = sext i32 %1406 to i64
  %1408 = mul i64 %1407, 4
  %1409 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1408
  %1410 = load i32, ptr addrspace(3) %1409, align 4
  %1411 = bitcast i32 %457 to <2 x half>
  %1412 = bitcast i32 %480 to <2 x half>
  %1413 = bitcast i32 %503 to <2 x half>
  %1414 = bitcast i32 %526 to <2 x half>
  %1415 = bitcast i32 %1405 to <2 x half>
  %1416 = bitcast i32 %1410 to <2 x half>
  %1417 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1411, <2 x half> %1412, <2 x half> %1413, <2 x half> %1414, <2 x half> %1415, <2 x half> %1416, float %1397, float %1398, float %1399, float %1400)
  %1418 = extractvalue { float, float, float, float } %1417, 0
  %1419 = extractvalue { float, float, float, float } %1417, 1
  %1420 = extractvalue { float, float, float, float } %1417, 2
  %1421 = extractvalue { float, float, float, float } %1417, 3
  %1422 = add i32 %1316, 40
  %1423 = sext i32 %1422 to i64
  %1424 = mul i64 %1423, 4
  %1425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1424
  %1426 = load i32, ptr addrspace(3) %1425, align 4
  %1427 = add i32 %1422, 4
  %1428 = sext i32 %1427 to i64
  %1429 = mul i64 %1428, 4
  %1430 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1429
  %1431 = load i32, ptr addrspace(3) %1430, align 4
  %1432 = bitcast i32 %552 to <2 x half>
  %1433 = bitcast i32 %575 to <2 x half>
  %1434 = bitcast i32 %598 to <2 x half>
  %1435 = bitcast i32 %621 to <2 x half>
  %1436 = bitcast i32 %1426 to <2 x half>
  %1437 = bitcast i32 %1431 to <2 x half>
  %1438 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1432, <2 x half> %1433, <2 x half> %1434, <2 x half> %1435, <2 x half> %1436, <2 x half> %1437, float %1418, float %1419, float %1420, float %1421)
  %1439 = extractvalue { float, float, float, float } %1438, 0
  %1440 = extractvalue { float, float, float, float } %1438, 1
  %1441 = extractvalue { float, float, float, float } %1438, 2
  %1442 = extractvalue { float, float, float, float } %1438, 3
  %1443 = add i32 %1316, 48
  %1444 = sext i32 %1443 to i64
  %1445 = mul i64 %1444, 4
  %1446 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1445
  %1447 = load i32, ptr addrspace(3) %1446, align 4
  %1448 = add i32 %1443, 4
  %1449 = sext i32 %1448 to i64
  %1450 = mul i64 %1449, 4
  %1451 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1450
  %1452 = load i32, ptr addrspace(3) %1451, align 4
  %1453 = bitcast i32 %647 to <2 x half>
  %1454 = bitcast i32 %670 to <2 x half>
  %1455 = bitcast i32 %693 to <2 x half>
  %1456 = bitcast i32 %716 to <2 x half>
  %1457 = bitcast i32 %1447 to <2 x half>
  %1458 = bitcast i32 %1452 to <2 x half>
  %1459 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1453, <2 x half> %1454, <2 x half> %1455, <2 x half> %1456, <2 x half> %1457, <2 x half> %1458, float %1439, float %1440, float %1441, float %1442)
  %1460 = extractvalue { float, float, float, float } %1459, 0
  %1461 = extractvalue { float, float, float, float } %1459, 1
  %1462 = extractvalue { float, float, float, float } %1459, 2
  %1463 = extractvalue { float, float, float, float } %1459, 3
  %1464 = add i32 %1316, 56
  %1465 = sext i32 %1464 to i64
  %1466 = mul i64 %1465, 4
  %1467 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1466
  %1468 = load i32, ptr addrspace(3) %1467, align 4
  %1469 = add i32 %1464, 4
  %1470 = sext i32 %1469 to i64
  %1471 = mul i64 %1470, 4
  %1472 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1471
  %1473 = load i32, ptr addrspace(3) %1472, align 4
  %1474 = bitcast i32 %742 to <2 x half>
  %1475 = bitcast i32 %765 to <2 x half>
  %1476 = bitcast i32 %788 to <2 x half>
  %1477 = bitcast i32 %811 to <2 x half>
  %1478 = bitcast i32 %1468 to <2 x half>
  %1479 = bitcast i32 %1473 to <2 x half>
  %1480 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1474, <2 x half> %1475, <2 x half> %1476, <2 x half> %1477, <2 x half> %1478, <2 x half> %1479, float %1460, float %1461, float %1462, float %1463)
  %1481 = extractvalue { float, float, float, float } %1480, 0
  %1482 = extractvalue { float, float, float, float } %1480, 1
  %1483 = extractvalue { float, float, float, float } %1480, 2
  %1484 = extractvalue { float, float, float, float } %1480, 3
  %1485 = add i32 16, %14
  %1486 = mul i32 %1485, 68
  %1487 = add i32 %1486, %15
  %1488 = add i32 %1487, %1140
  %1489 = add i32 %1488, 0
  %1490 = sext i32 %1489 to i64
  %1491 = mul i64 %1490, 4
  %1492 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1491
  %1493 = load i32, ptr addrspace(3) %1492, align 4
  %1494 = add i32 %1489, 4
  %1495 = sext i32 %1494 to i64
  %1496 = mul i64 %1495, 4
  %1497 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1496
  %1498 = load i32, ptr addrspace(3) %1497, align 4
  %1499 = bitcast i32 %77 to <2 x half>
  %1500 = bitcast i32 %100 to <2 x half>
  %1501 = bitcast i32 %123 to <2 x half>
  %1502 = bitcast i32 %146 to <2 x half>
  %1503 = bitcast i32 %1493 to <2 x half>
  %1504 = bitcast i32 %1498 to <2 x half>
  %1505 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1499, <2 x half> %1500, <2 x half> %1501, <2 x half> %1502, <2 x half> %1503, <2 x half> %1504, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1506 = extractvalue { float, float, float, float } %1505, 0
  %1507 = extractvalue { float, float, float, float } %1505, 1
  %1508 = extractvalue { float, float, float, float } %1505, 2
  %1509 = extractvalue { float, float, float, float } %1505, 3
  %1510 = add i32 %1488, 8
  %1511 = sext i32 %1510 to i64
  %1512 = mul i64 %1511, 4
  %1513 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1512
  %1514 = load i32, ptr addrspace(3) %1513, align 4
  %1515 = add i32 %1510, 4
  %1516 = sext i32 %1515 to i64
  %1517 = mul i64 %1516, 4
  %1518 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1517
  %1519 = load i32, ptr addrspace(3) %1518, align 4
  %1520 = bitcast i32 %172 to <2 x half>
  %1521 = bitcast i32 %195 to <2 x half>
  %1522 = bitcast i32 %218 to <2 x half>
  %1523 = bitcast i32 %241 to <2 x half>
  %1524 = bitcast i32 %1514 to <2 x half>
  %1525 = bitcast i32 %1519 to <2 x half>
  %1526 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1520, <2 x half> %1521, <2 x half> %1522, <2 x half> %1523, <2 x half> %1524, <2 x half> %1525, float %1506, float %1507, float %1508, float %1509)
  %1527 = extractvalue { float, float, float, float } %1526, 0
  %1528 = extractvalue { float, float, float, float } %1526, 1
  %1529 = extractvalue { float, float, float, float } %1526, 2
  %1530 = extractvalue { float, float, float, float } %1526, 3
  %1531 = add i32 %1488, 16
  %1532 = sext i32 %1531 to i64
  %1533 = mul i64 %1532, 4
  %1534 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1533
  %1535 = load i32, ptr addrspace(3) %1534, align 4
  %1536 = add i32 %1531, 4
  %1537 = sext i32 %1536 to i64
  %1538 = mul i64 %1537, 4
  %1539 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1538
  %1540 = load i32, ptr addrspace(3) %1539, align 4
  %1541 = bitcast i32 %267 to <2 x half>
  %1542 = bitcast i32 %290 to <2 x half>
  %1543 = bitcast i32 %313 to <2 x half>
  %1544 = bitcast i32 %336 to <2 x half>
  %1545 = bitcast i32 %1535 to <2 x half>
  %1546 = bitcast i32 %1540 to <2 x half>
  %1547 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1541, <2 x half> %1542, <2 x half> %1543, <2 x half> %1544, <2 x half> %1545, <2 x half> %1546, float %1527, float %1528, float %1529, float %1530)
  %1548 = extractvalue { float, float, float, float } %1547, 0
  %1549 = extractvalue { float, float, float, float } %1547, 1
  %1550 = extractvalue { float, float, float, float } %1547, 2
  %1551 = extractvalue { float, float, float, float } %1547, 3
  %1552 = add i32 %1488, 24
  %1553 = sext i32 %1552 to i64
  %1554 = mul i64 %1553, 4
  %1555 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1554
  %1556 = load i32, ptr addrspace(3) %1555, align 4
  %1557 = add i32 %1552, 4
  %1558 = sext i32 %1557 to i64
  %1559 = mul i64 %1558, 4
  %1560 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1559
  %1561 = load i32, ptr addrspace(3) %1560, align 4
  %1562 = bitcast i32 %362 to <2 x half>
  %1563 = bitcast i32 %385 to <2 x half>
  %1564 = bitcast i32 %408 to <2 x half>
  %1565 = bitcast i32 %431 to <2 x half>
  %1566 = bitcast i32 %1556 to <2 x half>
  %1567 = bitcast i32 %1561 to <2 x half>
  %1568 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1562, <2 x half> %1563, <2 x half> %1564, <2 x half> %1565, <2 x half> %1566, <2 x half> %1567, float %1548, float %1549, float %1550, float %1551)
  %1569 = extractvalue { float, float, float, float } %1568, 0
  %1570 = extractvalue { float, float, float, float } %1568, 1
  %1571 = extractvalue { float, float, float, float } %1568, 2
  %1572 = extractvalue { float, float, float, float } %1568, 3
  %1573 = add i32 %1488, 32
  %1574 = sext i32 %1573 to i64
  %1575 = mul i64 %1574, 4
  %1576 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1575
  %1577 = load i32, ptr addrspace(3) %1576, align 4
  %1578 = add i32 %1573, 4
  %1579 = sext i32 %1578 to i64
  %1580 = mul i64 %1579, 4
  %1581 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1580
  %1582 = load i32, ptr addrspace(3) %1581, align 4
  %1583 = bitcast i32 %457 to <2 x half>
  %1584 = bitcast i32 %480 to <2 x half>
  %1585 = bitcast i32 %503 to <2 x half>
  %1586 = bitcast i32 %526 to <2 x half>
  %1587 = bitcast i32 %1577 to <2 x half>
  %1588 = bitcast i32 %1582 to <2 x half>
  %1589 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1583, <2 x half> %1584, <2 x half> %1585, <2 x half> %1586, <2 x half> %1587, <2 x half> %1588, float %1569, float %1570, float %1571, float %1572)
  %1590 = extractvalue { float, float, float, float } %1589, 0
  %1591 = extractvalue { float, float, float, float } %1589, 1
  %1592 = extractvalue { float, float, float, float } %1589, 2
  %1593 = extractvalue { float, float, float, float } %1589, 3
  %1594 = add i32 %1488, 40
  %1595 = sext i32 %1594 to i64
  %1596 = mul i64 %1595, 4
  %1597 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1596
  %1598 = load i32, ptr addrspace(3) %1597, align 4
  %1599 = add i32 %1594, 4
  %1600 = sext i32 %1599 to i64
  %1601 = mul i64 %1600, 4
  %1602 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1601
  %1603 = load i32, ptr addrspace(3) %1602, align 4
  %1604 = bitcast i32 %552 to <2 x half>
  %1605 = bitcast i32 %575 to <2 x half>
  %1606 = bitcast i32 %598 to <2 x half>
  %1607 = bitcast i32 %621 to <2 x half>
  %1608 = bitcast i32 %1598 to <2 x half>
  %1609 = bitcast i32 %1603 to <2 x half>
  %1610 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1604, <2 x half> %1605, <2 x half> %1606, <2 x half> %1607, <2 x half> %1608, <2 x half> %1609, float %1590, float %1591, float %1592, float %1593)
  %1611 = extractvalue { float, float, float, float } %1610, 0
  %1612 = extractvalue { float, float, float, float } %1610, 1
  %1613 = extractvalue { float, float, float, float } %1610, 2
  %1614 = extractvalue { float, float, float, float } %1610, 3
  %1615 = add i32 %1488, 48
  %1616 = sext i32 %1615 to i64
  %1617 = mul i64 %1616, 4
  %1618 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1617
  %1619 = load i32, ptr addrspace(3) %1618, align 4
  %1620 = add i32 %1615, 4
  %1621 = sext i32 %1620 to i64
  %1622 = mul i64 %1621, 4
  %1623 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1622
  %1624 = load i32, ptr addrspace(3) %1623, align 4
  %1625 = bitcast i32 %647 to <2 x half>
  %1626 = bitcast i32 %670 to <2 x half>
  %1627 = bitcast i32 %693 to <2 x half>
  %1628 = bitcast i32 %716 to <2 x half>
  %1629 = bitcast i32 %1619 to <2 x half>
  %1630 = bitcast i32 %1624 to <2 x half>
  %1631 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1625, <2 x half> %1626, <2 x half> %1627, <2 x half> %1628, <2 x half> %1629, <2 x half> %1630, float %1611, float %1612, float %1613, float %1614)
  %1632 = extractvalue { float, float, float, float } %1631, 0
  %1633 = extractvalue { float, float, float, float } %1631, 1
  %1634 = extractvalue { float, float, float, float } %1631, 2
  %1635 = extractvalue { float, float, float, float } %1631, 3
  %1636 = add i32 %1488, 56
  %1637 = sext i32 %1636 to i64
  %1638 = mul i64 %1637, 4
  %1639 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1638
  %1640 = load i32, ptr addrspace(3) %1639, align 4
  %1641 = add i32 %1636, 4
  %1642 = sext i32 %1641 to i64
  %1643 = mul i64 %1642, 4
  %1644 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1643
  %1645 = load i32, ptr addrspace(3) %1644, align 4
  %1646 = bitcast i32 %742 to <2 x half>
  %1647 = bitcast i32 %765 to <2 x half>
  %1648 = bitcast i32 %788 to <2 x half>
  %1649 = bitcast i32 %811 to <2 x half>
  %1650 = bitcast i32 %1640 to <2 x half>
  %1651 = bitcast i32 %1645 to <2 x half>
  %1652 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1646, <2 x half> %1647, <2 x half> %1648, <2 x half> %1649, <2 x half> %1650, <2 x half> %1651, float %1632, float %1633, float %1634, float %1635)
  %1653 = extractvalue { float, float, float, float } %1652, 0
  %1654 = extractvalue { float, float, float, float } %1652, 1
  %1655 = extractvalue { float, float, float, float } %1652, 2
  %1656 = extractvalue { float, float, float, float } %1652, 3
  %1657 = add i32 24, %14
  %1658 = mul i32 %1657, 68
  %1659 = add i32 %1658, %15
  %1660 = add i32 %1659, %1140
  %1661 = add i32 %1660, 0
  %1662 = sext i32 %1661 to i64
  %1663 = mul i64 %1662, 4
  %1664 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1663
  %1665 = load i32, ptr addrspace(3) %1664, align 4
  %1666 = add i32 %1661, 4
  %1667 = sext i32 %1666 to i64
  %1668 = mul i64 %1667, 4
  %1669 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1668
  %1670 = load i32, ptr addrspace(3) %1669, align 4
  %1671 = bitcast i32 %77 to <2 x half>
  %1672 = bitcast i32 %100 to <2 x half>
  %1673 = bitcast i32 %123 to <2 x half>
  %1674 = bitcast i32 %146 to <2 x half>
  %1675 = bitcast i32 %1665 to <2 x half>
  %1676 = bitcast i32 %1670 to <2 x half>
  %1677 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1671, <2 x half> %1672, <2 x half> %1673, <2 x half> %1674, <2 x half> %1675, <2 x half> %1676, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1678 = extractvalue { float, float, float, float } %1677, 0
  %1679 = extractvalue { float, float, float, float } %1677, 1
  %1680 = extractvalue { float, float, float, float } %1677, 2
  %1681 = extractvalue { float, float, float, float } %1677, 3
  %1682 = add i32 %1660, 8
  %1683 = sext i32 %1682 to i64
  %1684 = mul i64 %1683, 4
  %1685 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1684
  %1686 = load i32, ptr addrspace(3) %1685, align 4
  %1687 = add i32 %1682, 4
  %1688 = sext i32 %1687 to i64
  %1689 = mul i64 %1688, 4
  %1690 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1689
  %1691 = load i32, ptr addrspace(3) %1690, align 4
  %1692 = bitcast i32 %172 to <2 x half>
  %1693 = bitcast i32 %195 to <2 x half>
  %1694 = bitcast i32 %218 to <2 x half>
  %1695 = bitcast i32 %241 to <2 x half>
  %1696 = bitcast i32 %1686 to <2 x half>
  %1697 = bitcast i32 %1691 to <2 x half>
  %1698 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1692, <2 x half> %1693, <2 x half> %1694, <2 x half> %1695, <2 x half> %1696, <2 x half> %1697, float %1678, float %1679, float %1680, float %1681)
  %1699 = extractvalue { float, float, float, float } %1698, 0
  %1700 = extractvalue { float, float, float, float } %1698, 1
  %1701 = extractvalue { float, float, float, float } %1698, 2
  %1702 = extractvalue { float, float, float, float } %1698, 3
  %1703 = add i32 %1660, 16
  %1704 = sext i32 %1703 to i64
  %1705 = mul i64 %1704, 4
  %1706 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1705
  %1707 = load i32, ptr addrspace(3) %1706, align 4
  %1708 = add i32 %1703, 4
  %1709 = sext i32 %1708 to i64
  %1710 = mul i64 %1709, 4
  %1711 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1710
  %1712 = load i32, ptr addrspace(3) %1711, align 4
  %1713 = bitcast i32 %267 to <2 x half>
  %1714 = bitcast i32 %290 to <2 x half>
  %1715 = bitcast i32 %313 to <2 x half>
  %1716 = bitcast i32 %336 to <2 x half>
  %1717 = bitcast i32 %1707 to <2 x half>
  %1718 = bitcast i32 %1712 to <2 x half>
  %1719 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1713, <2 x half> %1714, <2 x half> %1715, <2 x half> %1716, <2 x half> %1717, <2 x half> %1718, float %1699, float %1700, float %1701, float %1702)
  %1720 = extractvalue { float, float, float, float } %1719, 0
  %1721 = extractvalue { float, float, float, float } %1719, 1
  %1722 = extractvalue { float, float, float, float } %1719, 2
  %1723 = extractvalue { float, float, float, float } %1719, 3
  %1724 = add i32 %1660, 24
  %1725 = sext i32 %1724 to i64
  %1726 = mul i64 %1725, 4
  %1727 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1726
  %1728 = load i32, ptr addrspace(3) %1727, align 4
  %1729 = add i32 %1724, 4
  %1730 = sext i32 %1729 to i64
  %1731 = mul i64 %1730, 4
  %1732 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1731
  %1733 = load i32, ptr addrspace(3) %1732, align 4
  %1734 = bitcast i32 %362 to <2 x half>
  %1735 = bitcast i32 %385 to <2 x half>
  %1736 = bitcast i32 %408 to <2 x half>
  %1737 = bitcast i32 %431 to <2 x half>
  %1738 = bitcast i32 %1728 to <2 x half>
  %1739 = bitcast i32 %1733 to <2 x half>
  %1740 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1734, <2 x half> %1735, <2 x half> %1736, <2 x half> %1737, <2 x half> %1738, <2 x half> %1739, float %1720, float %1721, float %1722, float %1723)
  %1741 = extractvalue { float, float, float, float } %1740, 0
  %1742 = extractvalue { float, float, float, float } %1740, 1
  %1743 = extractvalue { float, float, float, float } %1740, 2
  %1744 = extractvalue { float, float, float, float } %1740, 3
  %1745 = add i32 %1660, 32
  %1746 = sext i32 %1745 to i64
  %1747 = mul i64 %1746, 4
  %1748 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1747
  %1749 = load i32, ptr addrspace(3) %1748, align 4
  %1750 = add i32 %1745, 4
  %1751 = sext i32 %1750 to i64
  %1752 = mul i64 %1751, 4
  %1753 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1752
  %1754 = load i32, ptr addrspace(3) %1753, align 4
  %1755 = bitcast i32 %457 to <2 x half>
  %1756 = bitcast i32 %480 to <2 x half>
  %1757 = bitcast i32 %503 to <2 x half>
  %1758 = bitcast i32 %526 to <2 x half>
  %1759 = bitcast i32 %1749 to <2 x half>
  %1760 = bitcast i32 %1754 to <2 x half>
  %1761 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1755, <2 x half> %1756, <2 x half> %1757, <2 x half> %1758, <2 x half> %1759, <2 x half> %1760, float %1741, float %1742, float %1743, float %1744)
  %1762 = extractvalue { float, float, float, float } %1761, 0
  %1763 = extractvalue { float, float, float, float } %1761, 1
  %1764 = extractvalue { float, float, float, float } %1761, 2
  %1765 = extractvalue { float, float, float, float } %1761, 3
  %1766 = add i32 %1660, 40
  %1767 = sext i32 %1766 to i64
  %1768 = mul i64 %1767, 4
  %1769 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1768
  %1770 = load i32, ptr addrspace(3) %1769, align 4
  %1771 = add i32 %1766, 4
  %1772 = sext i32 %1771 to i64
  %1773 = mul i64 %1772, 4
  %1774 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1773
  %1775 = load i32, ptr addrspace(3) %1774, align 4
  %1776 = bitcast i32 %552 to <2 x half>
  %1777 = bitcast i32 %575 to <2 x half>
  %1778 = bitcast i32 %598 to <2 x half>
  %1779 = bitcast i32 %621 to <2 x half>
  %1780 = bitcast i32 %1770 to <2 x half>
  %1781 = bitcast i32 %1775 to <2 x half>
  %1782 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1776, <2 x half> %1777, <2 x half> %1778, <2 x half> %1779, <2 x half> %1780, <2 x half> %1781, float %1762, float %1763, float %1764, float %1765)
  %1783 = extractvalue { float, float, float, float } %1782, 0
  %1784 = extractvalue { float, float, float, float } %1782, 1
  %1785 = extractvalue { float, float, float, float } %1782, 2
  %1786 = extractvalue { float, float, float, float } %1782, 3
  %1787 = add i32 %1660, 48
  %1788 = sext i32 %1787 to i64
  %1789 = mul i64 %1788, 4
  %1790 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1789
  %1791 = load i32, ptr addrspace(3) %1790, align 4
  %1792 = add i32 %1787, 4
  %1793 = sext i32 %1792 to i64
  %1794 = mul i64 %1793, 4
  %1795 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1794
  %1796 = load i32, ptr addrspace(3) %1795, align 4
  %1797 = bitcast i32 %647 to <2 x half>
  %1798 = bitcast i32 %670 to <2 x half>
  %1799 = bitcast i32 %693 to <2 x half>
  %1800 = bitcast i32 %716 to <2 x half>
  %1801 = bitcast i32 %1791 to <2 x half>
  %1802 = bitcast i32 %1796 to <2 x half>
  %1803 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1797, <2 x half> %1798, <2 x half> %1799, <2 x half> %1800, <2 x half> %1801, <2 x half> %1802, float %1783, float %1784, float %1785, float %1786)
  %1804 = extractvalue { float, float, float, float } %1803, 0
  %1805 = extractvalue { float, float, float, float } %1803, 1
  %1806 = extractvalue { float, float, float, float } %1803, 2
  %1807 = extractvalue { float, float, float, float } %1803, 3
  %1808 = add i32 %1660, 56
  %1809 = sext i32 %1808 to i64
  %1810 = mul i64 %1809, 4
  %1811 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1810
  %1812 = load i32, ptr addrspace(3) %1811, align 4
  %1813 = add i32 %1808, 4
  %1814 = sext i32 %1813 to i64
  %1815 = mul i64 %1814, 4
  %1816 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1815
  %1817 = load i32, ptr addrspace(3) %1816, align 4
  %1818 = bitcast i32 %742 to <2 x half>
  %1819 = bitcast i32 %765 to <2 x half>
  %1820 = bitcast i32 %788 to <2 x half>
  %1821 = bitcast i32 %811 to <2 x half>
  %1822 = bitcast i32 %1812 to <2 x half>
  %1823 = bitcast i32 %1817 to <2 x half>
  %1824 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %1818, <2 x half> %1819, <2 x half> %1820, <2 x half> %1821, <2 x half> %1822, <2 x half> %1823, float %1804, float %1805, float %1806, float %1807)
  %1825 = extractvalue { float, float, float, float } %1824, 0
  %1826 = extractvalue { float, float, float, float } %1824, 1
  %1827 = extractvalue { float, float, float, float } %1824, 2
  %1828 = extractvalue { float, float, float, float } %1824, 3
  %1829 = mul i32 %15, 2
  %1830 = add i32 %1829, 0
  %1831 = add i32 %1139, %1830
  %1832 = icmp sle i32 %1831, %39
  %1833 = fmul float %1309, %823
  %1834 = select i1 %1832, float %1833, float 0xFFF0000000000000
  %1835 = fcmp ogt float 0xFFF0000000000000, %1834
  %1836 = select i1 %1835, float 0xFFF0000000000000, float %1834
  %1837 = mul i32 %15, 2
  %1838 = add i32 %1837, 1
  %1839 = add i32 %1139, %1838
  %1840 = icmp sle i32 %1839, %39
  %1841 = fmul float %1310, %823
  %1842 = select i1 %1840, float %1841, float 0xFFF0000000000000
  %1843 = fcmp ogt float %1836, %1842
  %1844 = select i1 %1843, float %1836, float %1842
  %1845 = mul i32 %15, 2
  %1846 = add i32 %1845, 0
  %1847 = add i32 %1139, %1846
  %1848 = icmp sle i32 %1847, %51
  %1849 = fmul float %1311, %823
  %1850 = select i1 %1848, float %1849, float 0xFFF0000000000000
  %1851 = fcmp ogt float 0xFFF0000000000000, %1850
  %1852 = select i1 %1851, float 0xFFF0000000000000, float %1850
  %1853 = mul i32 %15, 2
  %1854 = add i32 %1853, 1
  %1855 = add i32 %1139, %1854
  %1856 = icmp sle i32 %1855, %51
  %1857 = fmul float %1312, %823
  %1858 = select i1 %1856, float %1857, float 0xFFF0000000000000
  %1859 = fcmp ogt float %1852, %1858
  %1860 = select i1 %1859, float %1852, float %1858
  %1861 = mul i32 %15, 2
  %1862 = add i32 %1861, 8
  %1863 = add i32 %1139, %1862
  %1864 = icmp sle i32 %1863, %39
  %1865 = fmul float %1481, %823
  %1866 = select i1 %1864, float %1865, float 0xFFF0000000000000
  %1867 = fcmp ogt float %1844, %1866
  %1868 = select i1 %1867, float %1844, float %1866
  %1869 = mul i32 %15, 2
  %1870 = add i32 %1869, 9
  %1871 = add i32 %1139, %1870
  %1872 = icmp sle i32 %1871, %39
  %1873 = fmul float %1482, %823
  %1874 = select i1 %1872, float %1873, float 0xFFF0000000000000
  %1875 = fcmp ogt float %1868, %1874
  %1876 = select i1 %1875, float %1868, float %1874
  %1877 = mul i32 %15, 2
  %1878 = add i32 %1877, 8
  %1879 = add i32 %1139, %1878
  %1880 = icmp sle i32 %1879, %51
  %1881 = fmul float %1483, %823
  %1882 = select i1 %1880, float %1881, float 0xFFF0000000000000
  %1883 = fcmp ogt float %1860, %1882
  %1884 = select i1 %1883, float %1860, float %1882
  %1885 = mul i32 %15, 2
  %1886 = add i32 %1885, 9
  %1887 = add i32 %1139, %1886
  %1888 = icmp sle i32 %1887, %51
  %1889 = fmul float %1484, %823
  %1890 = select i1 %1888, float %1889, float 0xFFF0000000000000
  %1891 = fcmp ogt float %1884, %1890
  %1892 = select i1 %1891, float %1884, float %1890
  %1893 = mul i32 %15, 2
  %1894 = add i32 %1893, 16
  %1895 = add i32 %1139, %1894
  %1896 = icmp sle i32 %1895, %39
  %1897 = fmul float %1653, %823
  %1898 = select i1 %1896, float %1897, float 0xFFF0000000000000
  %1899 = fcmp ogt float %1876, %1898
  %1900 = select i1 %1899, float %1876, float %1898
  %1901 = mul i32 %15, 2
  %1902 = add i32 %1901, 17
  %1903 = add i32 %1139, %1902
  %1904 = icmp sle i32 %1903, %39
  %1905 = fmul float %1654, %823
  %1906 = select i1 %1904, float %1905, float 0xFFF0000000000000
  %1907 = fcmp ogt float %1900, %1906
  %1908 = select i1 %1907, float %1900, float %1906
  %1909 = mul i32 %15, 2
  %1910 = add i32 %1909, 16
  %1911 = add i32 %1139, %1910
  %1912 = icmp sle i32 %1911, %51
  %1913 = fmul float %1655, %823
  %1914 = select i1 %1912, float %1913, float 0xFFF0000000000000
  %1915 = fcmp ogt float %1892, %1914
  %1916 = select i1 %1915, float %1892, float %1914
  %1917 = mul i32 %15, 2
  %1918 = add i32 %1917, 17
  %1919 = add i32 %1139, %1918
  %1920 = icmp sle i32 %1919, %51
  %1921 = fmul float %1656, %823
  %1922 = select i1 %1920, float %1921, float 0xFFF0000000000000
  %1923 = fcmp ogt float %1916, %1922
  %1924 = select i1 %1923, float %1916, float %1922
  %1925 = mul i32 %15, 2
  %1926 = add i32 %1925, 24
  %1927 = add i32 %1139, %1926
  %1928 = icmp sle i32 %1927, %39
  %1929 = fmul float %1825, %823
  %1930 = select i1 %1928, float %1929, float 0xFFF0000000000000
  %1931 = fcmp ogt float %1908, %1930
  %1932 = select i1 %1931, float %1908, float %1930
  %1933 = mul i32 %15, 2
  %1934 = add i32 %1933, 25
  %1935 = add i32 %1139, %1934
  %1936 = icmp sle i32 %1935, %39
  %1937 = fmul float %1826, %823
  %1938 = select i1 %1936, float %1937, float 0xFFF0000000000000
  %1939 = fcmp ogt float %1932, %1938
  %1940 = select i1 %1939, float %1932, float %1938
  %1941 = mul i32 %15, 2
  %1942 = add i32 %1941, 24
  %1943 = add i32 %1139, %1942
  %1944 = icmp sle i32 %1943, %51
  %1945 = fmul float %1827, %823
  %1946 = select i1 %1944, float %1945, float 0xFFF0000000000000
  %1947 = fcmp ogt float %1924, %1946
  %1948 = select i1 %1947, float %1924, float %1946
  %1949 = mul i32 %15, 2
  %1950 = add i32 %1949, 25
  %1951 = add i32 %1139, %1950
  %1952 = icmp sle i32 %1951, %51
  %1953 = fmul float %1828, %823
  %1954 = select i1 %1952, float %1953, float 0xFFF0000000000000
  %1955 = fcmp ogt float %1948, %1954
  %1956 = select i1 %1955, float %1948, float %1954
  %1957 = bitcast float %1940 to i32
  %1958 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1957, i32 1, i32 31)
  %1959 = bitcast i32 %1958 to float
  %1960 = fcmp ogt float %1940, %1959
  %1961 = select i1 %1960, float %1940, float %1959
  %1962 = bitcast float %1961 to i32
  %1963 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1962, i32 2, i32 31)
  %1964 = bitcast i32 %1963 to float
  %1965 = fcmp ogt float %1961, %1964
  %1966 = select i1 %1965, float %1961, float %1964
  %1967 = load float, ptr %v, align 4
  %1968 = fcmp ogt float %1967, %1966
  %1969 = select i1 %1968, float %1967, float %1966
  %1970 = fcmp oeq float %1967, 0xFFF0000000000000
  %1971 = fsub float %1967, %1969
  %1972 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1971)
  %1973 = select i1 %1970, float 0.000000e+00, float %1972
  store float %1969, ptr %v, align 4
  %1974 = bitcast float %1956 to i32
  %1975 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1974, i32 1, i32 31)
  %1976 = bitcast i32 %1975 to float
  %1977 = fcmp ogt float %1956, %1976
  %1978 = select i1 %1977, float %1956, float %1976
  %1979 = bitcast float %1978 to i32
  %1980 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1979, i32 2, i32 31)
  %1981 = bitcast i32 %1980 to float
  %1982 = fcmp ogt float %1978, %1981
  %1983 = select i1 %1982, float %1978, float %1981
  %1984 = load float, ptr %v1, align 4
  %1985 = fcmp ogt float %1984, %1983
  %1986 = select i1 %1985, float %1984, float %1983
  %1987 = fcmp oeq float %1984, 0xFFF0000000000000
  %1988 = fsub float %1984, %1986
  %1989 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1988)
  %1990 = select i1 %1987, float 0.000000e+00, float %1989
  store float %1986, ptr %v1, align 4
  %1991 = fsub float %1834, %1969
  %1992 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1991)
  %1993 = select i1 %1832, float %1992, float 0.000000e+00
  %1994 = fadd float 0.000000e+00, %1993
  %1995 = fsub float %1842, %1969
  %1996 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1995)
  %1997 = select i1 %1840, float %1996, float 0.000000e+00
  %1998 = fadd float %1994, %1997
  %1999 = fsub float %1850, %1986
  %2000 = call float @llvm.nvvm.ex2.approx.ftz.f(float %1999)
  %2001 = select i1 %1848, float %2000, float 0.000000e+00
  %2002 = fadd float 0.000000e+00, %2001
  %2003 = fsub float %1858, %1986
  %2004 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2003)
  %2005 = select i1 %1856, float %2004, float 0.000000e+00
  %2006 = fadd float %2002, %2005
  %2007 = fsub float %1866, %1969
  %2008 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2007)
  %2009 = select i1 %1864, float %2008, float 0.000000e+00
  %2010 = fadd float %1998, %2009
  %2011 = fsub float %1874, %1969
  %2012 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2011)
  %2013 = select i1 %1872, float %2012, float 0.000000e+00
  %2014 = fadd float %2010, %2013
  %2015 = fsub float %1882, %1986
  %2016 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2015)
  %2017 = select i1 %1880, float %2016, float 0.000000e+00
  %2018 = fadd float %2006, %2017
  %2019 = fsub float %1890, %1986
  %2020 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2019)
  %2021 = select i1 %1888, float %2020, float 0.000000e+00
  %2022 = fadd float %2018, %2021
  %2023 = fsub float %1898, %1969
  %2024 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2023)
  %2025 = select i1 %1896, float %2024, float 0.000000e+00
  %2026 = fadd float %2014, %2025
  %2027 = fsub float %1906, %1969
  %2028 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2027)
  %2029 = select i1 %1904, float %2028, float 0.000000e+00
  %2030 = fadd float %2026, %2029
  %2031 = fsub float %1914, %1986
  %2032 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2031)
  %2033 = select i1 %1912, float %2032, float 0.000000e+00
  %2034 = fadd float %2022, %2033
  %2035 = fsub float %1922, %1986
  %2036 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2035)
  %2037 = select i1 %1920, float %2036, float 0.000000e+00
  %2038 = fadd float %2034, %2037
  %2039 = fsub float %1930, %1969
  %2040 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2039)
  %2041 = select i1 %1928, float %2040, float 0.000000e+00
  %2042 = fadd float %2030, %2041
  %2043 = fsub float %1938, %1969
  %2044 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2043)
  %2045 = select i1 %1936, float %2044, float 0.000000e+00
  %2046 = fadd float %2042, %2045
  %2047 = fsub float %1946, %1986
  %2048 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2047)
  %2049 = select i1 %1944, float %2048, float 0.000000e+00
  %2050 = fadd float %2038, %2049
  %2051 = fsub float %1954, %1986
  %2052 = call float @llvm.nvvm.ex2.approx.ftz.f(float %2051)
  %2053 = select i1 %1952, float %2052, float 0.000000e+00
  %2054 = fadd float %2050, %2053
  %2055 = load float, ptr %v2, align 4
  %2056 = fmul float %2055, %1973
  %2057 = fadd float %2056, %2046
  store float %2057, ptr %v2, align 4
  %2058 = load float, ptr %v3, align 4
  %2059 = fmul float %2058, %1990
  %2060 = fadd float %2059, %2054
  store float %2060, ptr %v3, align 4
  %2061 = load float, ptr %v4, align 4
  %2062 = fmul float %2061, %1973
  %2063 = load float, ptr %v5, align 4
  %2064 = fmul float %2063, %1973
  %2065 = load float, ptr %v6, align 4
  %2066 = fmul float %2065, %1990
  %2067 = load float, ptr %v7, align 4
  %2068 = fmul float %2067, %1990
  %2069 = load float, ptr %v8, align 4
  %2070 = fmul float %2069, %1973
  %2071 = load float, ptr %v9, align 4
  %2072 = fmul float %2071, %1973
  %2073 = load float, ptr %v10, align 4
  %2074 = fmul float %2073, %1990
  %2075 = load float, ptr %v11, align 4
  %2076 = fmul float %2075, %1990
  %2077 = load float, ptr %v12, align 4
  %2078 = fmul float %2077, %1973
  %2079 = load float, ptr %v13, align 4
  %2080 = fmul float %2079, %1973
  %2081 = load float, ptr %v14, align 4
  %2082 = fmul float %2081, %1990
  %2083 = load float, ptr %v15, align 4
  %2084 = fmul float %2083, %1990
  %2085 = load float, ptr %v16, align 4
  %2086 = fmul float %2085, %1973
  %2087 = load float, ptr %v17, align 4
  %2088 = fmul float %2087, %1973
  %2089 = load float, ptr %v18, align 4
  %2090 = fmul float %2089, %1990
  %2091 = load float, ptr %v19, align 4
  %2092 = fmul float %2091, %1990
  %2093 = load float, ptr %v20, align 4
  %2094 = fmul float %2093, %1973
  %2095 = load float, ptr %v21, align 4
  %2096 = fmul float %2095, %1973
  %2097 = load float, ptr %v22, align 4
  %2098 = fmul float %2097, %1990
  %2099 = load float, ptr %v23, align 4
  %2100 = fmul float %2099, %1990
  %2101 = load float, ptr %v24, align 4
  %2102 = fmul float %2101, %1973
  %2103 = load float, ptr %v25, align 4
  %2104 = fmul float %2103, %1973
  %2105 = load float, ptr %v26, align 4
  %2106 = fmul float %2105, %1990
  %2107 = load float, ptr %v27, align 4
  %2108 = fmul float %2107, %1990
  %2109 = load float, ptr %v28, align 4
  %2110 = fmul float %2109, %1973
  %2111 = load float, ptr %v29, align 4
  %2112 = fmul float %2111, %1973
  %2113 = load float, ptr %v30, align 4
  %2114 = fmul float %2113, %1990
  %2115 = load float, ptr %v31, align 4
  %2116 = fmul float %2115, %1990
  %2117 = load float, ptr %v32, align 4
  %2118 = fmul float %2117, %1973
  %2119 = load float, ptr %v33, align 4
  %2120 = fmul float %2119, %1973
  %2121 = load float, ptr %v34, align 4
  %2122 = fmul float %2121, %1990
  %2123 = load float, ptr %v35, align 4
  %2124 = fmul float %2123, %1990
  %2125 = load float, ptr %v36, align 4
  %2126 = fmul float %2125, %1973
  %2127 = load float, ptr %v37, align 4
  %2128 = fmul float %2127, %1973
  %2129 = load float, ptr %v38, align 4
  %2130 = fmul float %2129, %1990
  %2131 = load float, ptr %v39, align 4
  %2132 = fmul float %2131, %1990
  %2133 = load float, ptr %v40, align 4
  %2134 = fmul float %2133, %1973
  %2135 = load float, ptr %v41, align 4
  %2136 = fmul float %2135, %1973
  %2137 = load float, ptr %v42, align 4
  %2138 = fmul float %2137, %1990
  %2139 = load float, ptr %v43, align 4
  %2140 = fmul float %2139, %1990
  %2141 = load float, ptr %v44, align 4
  %2142 = fmul float %2141, %1973
  %2143 = load float, ptr %v45, align 4
  %2144 = fmul float %2143, %1973
  %2145 = load float, ptr %v46, align 4
  %2146 = fmul float %2145, %1990
  %2147 = load float, ptr %v47, align 4
  %2148 = fmul float %2147, %1990
  %2149 = load float, ptr %v48, align 4
  %2150 = fmul float %2149, %1973
  %2151 = load float, ptr %v49, align 4
  %2152 = fmul float %2151, %1973
  %2153 = load float, ptr %v50, align 4
  %2154 = fmul float %2153, %1990
  %2155 = load float, ptr %v51, align 4
  %2156 = fmul float %2155, %1990
  %2157 = load float, ptr %v52, align 4
  %2158 = fmul float %2157, %1973
  %2159 = load float, ptr %v53, align 4
  %2160 = fmul float %2159, %1973
  %2161 = load float, ptr %v54, align 4
  %2162 = fmul float %2161, %1990
  %2163 = load float, ptr %v55, align 4
  %2164 = fmul float %2163, %1990
  %2165 = load float, ptr %v56, align 4
  %2166 = fmul float %2165, %1973
  %2167 = load float, ptr %v57, align 4
  %2168 = fmul float %2167, %1973
  %2169 = load float, ptr %v58, align 4
  %2170 = fmul float %2169, %1990
  %2171 = load float, ptr %v59, align 4
  %2172 = fmul float %2171, %1990
  %2173 = load float, ptr %v60, align 4
  %2174 = fmul float %2173, %1973
  %2175 = load float, ptr %v61, align 4
  %2176 = fmul float %2175, %1973
  %2177 = load float, ptr %v62, align 4
  %2178 = fmul float %2177, %1990
  %2179 = load float, ptr %v63, align 4
  %2180 = fmul float %2179, %1990
  %2181 = load float, ptr %v64, align 4
  %2182 = fmul float %2181, %1973
  %2183 = load float, ptr %v65, align 4
  %2184 = fmul float %2183, %1973
  %2185 = load float, ptr %v66, align 4
  %2186 = fmul float %2185, %1990
  %2187 = load float, ptr %v67, align 4
  %2188 = fmul float %2187, %1990
  %2189 = fptrunc float %1993 to half
  %2190 = bitcast half %2189 to i16
  %2191 = zext i16 %2190 to i32
  %2192 = fptrunc float %1997 to half
  %2193 = bitcast half %2192 to i16
  %2194 = zext i16 %2193 to i32
  %2195 = shl i32 %2194, 16
  %2196 = or i32 %2191, %2195
  %2197 = fptrunc float %2001 to half
  %2198 = bitcast half %2197 to i16
  %2199 = zext i16 %2198 to i32
  %2200 = fptrunc float %2005 to half
  %2201 = bitcast half %2200 to i16
  %2202 = zext i16 %2201 to i32
  %2203 = shl i32 %2202, 16
  %2204 = or i32 %2199, %2203
  %2205 = fptrunc float %2009 to half
  %2206 = bitcast half %2205 to i16
  %2207 = zext i16 %2206 to i32
  %2208 = fptrunc float %2013 to half
  %2209 = bitcast half %2208 to i16
  %2210 = zext i16 %2209 to i32
  %2211 = shl i32 %2210, 16
  %2212 = or i32 %2207, %2211
  %2213 = fptrunc float %2017 to half
  %2214 = bitcast half %2213 to i16
  %2215 = zext i16 %2214 to i32
  %2216 = fptrunc float %2021 to half
  %2217 = bitcast half %2216 to i16
  %2218 = zext i16 %2217 to i32
  %2219 = shl i32 %2218, 16
  %2220 = or i32 %2215, %2219
  %2221 = mul i32 %15, 2
  %2222 = add i32 0, %2221
  %2223 = mul i32 %1140, 4
  %2224 = mul i32 %2222, 272
  %2225 = mul i32 %14, 2
  %2226 = add i32 %2224, %2225
  %2227 = add i32 %2223, %2226
  %2228 = sext i32 %2227 to i64
  %2229 = add i64 %2228, 0
  %2230 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2229
  %2231 = load i16, ptr addrspace(3) %2230, align 2
  %2232 = zext i16 %2231 to i32
  %2233 = add i64 %2229, 272
  %2234 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2233
  %2235 = load i16, ptr addrspace(3) %2234, align 2
  %2236 = zext i16 %2235 to i32
  %2237 = bitcast i32 %2232 to <4 x i8>
  %2238 = bitcast i32 %2236 to <4 x i8>
  %2239 = shufflevector <4 x i8> %2237, <4 x i8> %2238, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2240 = bitcast <4 x i8> %2239 to i32
  %2241 = add i64 %2228, 2176
  %2242 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2241
  %2243 = load i16, ptr addrspace(3) %2242, align 2
  %2244 = zext i16 %2243 to i32
  %2245 = add i64 %2241, 272
  %2246 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2245
  %2247 = load i16, ptr addrspace(3) %2246, align 2
  %2248 = zext i16 %2247 to i32
  %2249 = bitcast i32 %2244 to <4 x i8>
  %2250 = bitcast i32 %2248 to <4 x i8>
  %2251 = shufflevector <4 x i8> %2249, <4 x i8> %2250, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2252 = bitcast <4 x i8> %2251 to i32
  %2253 = bitcast i32 %2196 to <2 x half>
  %2254 = bitcast i32 %2204 to <2 x half>
  %2255 = bitcast i32 %2212 to <2 x half>
  %2256 = bitcast i32 %2220 to <2 x half>
  %2257 = bitcast i32 %2240 to <2 x half>
  %2258 = bitcast i32 %2252 to <2 x half>
  %2259 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2253, <2 x half> %2254, <2 x half> %2255, <2 x half> %2256, <2 x half> %2257, <2 x half> %2258, float %2062, float %2064, float %2066, float %2068)
  %2260 = extractvalue { float, float, float, float } %2259, 0
  %2261 = extractvalue { float, float, float, float } %2259, 1
  %2262 = extractvalue { float, float, float, float } %2259, 2
  %2263 = extractvalue { float, float, float, float } %2259, 3
  %2264 = add i64 %2228, 16
  %2265 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2264
  %2266 = load i16, ptr addrspace(3) %2265, align 2
  %2267 = zext i16 %2266 to i32
  %2268 = add i64 %2264, 272
  %2269 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2268
  %2270 = load i16, ptr addrspace(3) %2269, align 2
  %2271 = zext i16 %2270 to i32
  %2272 = bitcast i32 %2267 to <4 x i8>
  %2273 = bitcast i32 %2271 to <4 x i8>
  %2274 = shufflevector <4 x i8> %2272, <4 x i8> %2273, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2275 = bitcast <4 x i8> %2274 to i32
  %2276 = add i64 %2228, 2192
  %2277 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2276
  %2278 = load i16, ptr addrspace(3) %2277, align 2
  %2279 = zext i16 %2278 to i32
  %2280 = add i64 %2276, 272
  %2281 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2280
  %2282 = load i16, ptr addrspace(3) %2281, align 2
  %2283 = zext i16 %2282 to i32
  %2284 = bitcast i32 %2279 to <4 x i8>
  %2285 = bitcast i32 %2283 to <4 x i8>
  %2286 = shufflevector <4 x i8> %2284, <4 x i8> %2285, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2287 = bitcast <4 x i8> %2286 to i32
  %2288 = bitcast i32 %2196 to <2 x half>
  %2289 = bitcast i32 %2204 to <2 x half>
  %2290 = bitcast i32 %2212 to <2 x half>
  %2291 = bitcast i32 %2220 to <2 x half>
  %2292 = bitcast i32 %2275 to <2 x half>
  %2293 = bitcast i32 %2287 to <2 x half>
  %2294 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2288, <2 x half> %2289, <2 x half> %2290, <2 x half> %2291, <2 x half> %2292, <2 x half> %2293, float %2070, float %2072, float %2074, float %2076)
  %2295 = extractvalue { float, float, float, float } %2294, 0
  %2296 = extractvalue { float, float, float, float } %2294, 1
  %2297 = extractvalue { float, float, float, float } %2294, 2
  %2298 = extractvalue { float, float, float, float } %2294, 3
  %2299 = add i64 %2228, 32
  %2300 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2299
  %2301 = load i16, ptr addrspace(3) %2300, align 2
  %2302 = zext i16 %2301 to i32
  %2303 = add i64 %2299, 272
  %2304 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2303
  %2305 = load i16, ptr addrspace(3) %2304, align 2
  %2306 = zext i16 %2305 to i32
  %2307 = bitcast i32 %2302 to <4 x i8>
  %2308 = bitcast i32 %2306 to <4 x i8>
  %2309 = shufflevector <4 x i8> %2307, <4 x i8> %2308, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2310 = bitcast <4 x i8> %2309 to i32
  %2311 = add i64 %2228, 2208
  %2312 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2311
  %2313 = load i16, ptr addrspace(3) %2312, align 2
  %2314 = zext i16 %2313 to i32
  %2315 = add i64 %2311, 272
  %2316 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2315
  %2317 = load i16, ptr addrspace(3) %2316, align 2
  %2318 = zext i16 %2317 to i32
  %2319 = bitcast i32 %2314 to <4 x i8>
  %2320 = bitcast i32 %2318 to <4 x i8>
  %2321 = shufflevector <4 x i8> %2319, <4 x i8> %2320, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2322 = bitcast <4 x i8> %2321 to i32
  %2323 = bitcast i32 %2196 to <2 x half>
  %2324 = bitcast i32 %2204 to <2 x half>
  %2325 = bitcast i32 %2212 to <2 x half>
  %2326 = bitcast i32 %2220 to <2 x half>
  %2327 = bitcast i32 %2310 to <2 x half>
  %2328 = bitcast i32 %2322 to <2 x half>
  %2329 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2323, <2 x half> %2324, <2 x half> %2325, <2 x half> %2326, <2 x half> %2327, <2 x half> %2328, float %2078, float %2080, float %2082, float %2084)
  %2330 = extractvalue { float, float, float, float } %2329, 0
  %2331 = extractvalue { float, float, float, float } %2329, 1
  %2332 = extractvalue { float, float, float, float } %2329, 2
  %2333 = extractvalue { float, float, float, float } %2329, 3
  %2334 = add i64 %2228, 48
  %2335 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2334
  %2336 = load i16, ptr addrspace(3) %2335, align 2
  %2337 = zext i16 %2336 to i32
  %2338 = add i64 %2334, 272
  %2339 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2338
  %2340 = load i16, ptr addrspace(3) %2339, align 2
  %2341 = zext i16 %2340 to i32
  %2342 = bitcast i32 %2337 to <4 x i8>
  %2343 = bitcast i32 %2341 to <4 x i8>
  %2344 = shufflevector <4 x i8> %2342, <4 x i8> %2343, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2345 = bitcast <4 x i8> %2344 to i32
  %2346 = add i64 %2228, 2224
  %2347 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2346
  %2348 = load i16, ptr addrspace(3) %2347, align 2
  %2349 = zext i16 %2348 to i32
  %2350 = add i64 %2346, 272
  %2351 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2350
  %2352 = load i16, ptr addrspace(3) %2351, align 2
  %2353 = zext i16 %2352 to i32
  %2354 = bitcast i32 %2349 to <4 x i8>
  %2355 = bitcast i32 %2353 to <4 x i8>
  %2356 = shufflevector <4 x i8> %2354, <4 x i8> %2355, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2357 = bitcast <4 x i8> %2356 to i32
  %2358 = bitcast i32 %2196 to <2 x half>
  %2359 = bitcast i32 %2204 to <2 x half>
  %2360 = bitcast i32 %2212 to <2 x half>
  %2361 = bitcast i32 %2220 to <2 x half>
  %2362 = bitcast i32 %2345 to <2 x half>
  %2363 = bitcast i32 %2357 to <2 x half>
  %2364 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2358, <2 x half> %2359, <2 x half> %2360, <2 x half> %2361, <2 x half> %2362, <2 x half> %2363, float %2086, float %2088, float %2090, float %2092)
  %2365 = extractvalue { float, float, float, float } %2364, 0
  %2366 = extractvalue { float, float, float, float } %2364, 1
  %2367 = extractvalue { float, float, float, float } %2364, 2
  %2368 = extractvalue { float, float, float, float } %2364, 3
  %2369 = add i64 %2228, 64
  %2370 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2369
  %2371 = load i16, ptr addrspace(3) %2370, align 2
  %2372 = zext i16 %2371 to i32
  %2373 = add i64 %2369, 272
  %2374 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2373
  %2375 = load i16, ptr addrspace(3) %2374, align 2
  %2376 = zext i16 %2375 to i32
  %2377 = bitcast i32 %2372 to <4 x i8>
  %2378 = bitcast i32 %2376 to <4 x i8>
  %2379 = shufflevector <4 x i8> %2377, <4 x i8> %2378, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2380 = bitcast <4 x i8> %2379 to i32
  %2381 = add i64 %2228, 2240
  %2382 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2381
  %2383 = load i16, ptr addrspace(3) %2382, align 2
  %2384 = zext i16 %2383 to i32
  %2385 = add i64 %2381, 272
  %2386 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2385
  %2387 = load i16, ptr addrspace(3) %2386, align 2
  %2388 = zext i16 %2387 to i32
  %2389 = bitcast i32 %2384 to <4 x i8>
  %2390 = bitcast i32 %2388 to <4 x i8>
  %2391 = shufflevector <4 x i8> %2389, <4 x i8> %2390, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2392 = bitcast <4 x i8> %2391 to i32
  %2393 = bitcast i32 %2196 to <2 x half>
  %2394 = bitcast i32 %2204 to <2 x half>
  %2395 = bitcast i32 %2212 to <2 x half>
  %2396 = bitcast i32 %2220 to <2 x half>
  %2397 = bitcast i32 %2380 to <2 x half>
  %2398 = bitcast i32 %2392 to <2 x half>
  %2399 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2393, <2 x half> %2394, <2 x half> %2395, <2 x half> %2396, <2 x half> %2397, <2 x half> %2398, float %2094, float %2096, float %2098, float %2100)
  %2400 = extractvalue { float, float, float, float } %2399, 0
  %2401 = extractvalue { float, float, float, float } %2399, 1
  %2402 = extractvalue { float, float, float, float } %2399, 2
  %2403 = extractvalue { float, float, float, float } %2399, 3
  %2404 = add i64 %2228, 80
  %2405 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2404
  %2406 = load i16, ptr addrspace(3) %2405, align 2
  %2407 = zext i16 %2406 to i32
  %2408 = add i64 %2404, 272
  %2409 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2408
  %2410 = load i16, ptr addrspace(3) %2409, align 2
  %2411 = zext i16 %2410 to i32
  %2412 = bitcast i32 %2407 to <4 x i8>
  %2413 = bitcast i32 %2411 to <4 x i8>
  %2414 = shufflevector <4 x i8> %2412, <4 x i8> %2413, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2415 = bitcast <4 x i8> %2414 to i32
  %2416 = add i64 %2228, 2256
  %2417 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2416
  %2418 = load i16, ptr addrspace(3) %2417, align 2
  %2419 = zext i16 %2418 to i32
  %2420 = add i64 %2416, 272
  %2421 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2420
  %2422 = load i16, ptr addrspace(3) %2421, align 2
  %2423 = zext i16 %2422 to i32
  %2424 = bitcast i32 %2419 to <4 x i8>
  %2425 = bitcast i32 %2423 to <4 x i8>
  %2426 = shufflevector <4 x i8> %2424, <4 x i8> %2425, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2427 = bitcast <4 x i8> %2426 to i32
  %2428 = bitcast i32 %2196 to <2 x half>
  %2429 = bitcast i32 %2204 to <2 x half>
  %2430 = bitcast i32 %2212 to <2 x half>
  %2431 = bitcast i32 %2220 to <2 x half>
  %2432 = bitcast i32 %2415 to <2 x half>
  %2433 = bitcast i32 %2427 to <2 x half>
  %2434 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2428, <2 x half> %2429, <2 x half> %2430, <2 x half> %2431, <2 x half> %2432, <2 x half> %2433, float %2102, float %2104, float %2106, float %2108)
  %2435 = extractvalue { float, float, float, float } %2434, 0
  %2436 = extractvalue { float, float, float, float } %2434, 1
  %2437 = extractvalue { float, float, float, float } %2434, 2
  %2438 = extractvalue { float, float, float, float } %2434, 3
  %2439 = add i64 %2228, 96
  %2440 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2439
  %2441 = load i16, ptr addrspace(3) %2440, align 2
  %2442 = zext i16 %2441 to i32
  %2443 = add i64 %2439, 272
  %2444 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2443
  %2445 = load i16, ptr addrspace(3) %2444, align 2
  %2446 = zext i16 %2445 to i32
  %2447 = bitcast i32 %2442 to <4 x i8>
  %2448 = bitcast i32 %2446 to <4 x i8>
  %2449 = shufflevector <4 x i8> %2447, <4 x i8> %2448, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2450 = bitcast <4 x i8> %2449 to i32
  %2451 = add i64 %2228, 2272
  %2452 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2451
  %2453 = load i16, ptr addrspace(3) %2452, align 2
  %2454 = zext i16 %2453 to i32
  %2455 = add i64 %2451, 272
  %2456 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2455
  %2457 = load i16, ptr addrspace(3) %2456, align 2
  %2458 = zext i16 %2457 to i32
  %2459 = bitcast i32 %2454 to <4 x i8>
  %2460 = bitcast i32 %2458 to <4 x i8>
  %2461 = shufflevector <4 x i8> %2459, <4 x i8> %2460, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2462 = bitcast <4 x i8> %2461 to i32
  %2463 = bitcast i32 %2196 to <2 x half>
  %2464 = bitcast i32 %2204 to <2 x half>
  %2465 = bitcast i32 %2212 to <2 x half>
  %2466 = bitcast i32 %2220 to <2 x half>
  %2467 = bitcast i32 %2450 to <2 x half>
  %2468 = bitcast i32 %2462 to <2 x half>
  %2469 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2463, <2 x half> %2464, <2 x half> %2465, <2 x half> %2466, <2 x half> %2467, <2 x half> %2468, float %2110, float %2112, float %2114, float %2116)
  %2470 = extractvalue { float, float, float, float } %2469, 0
  %2471 = extractvalue { float, float, float, float } %2469, 1
  %2472 = extractvalue { float, float, float, float } %2469, 2
  %2473 = extractvalue { float, float, float, float } %2469, 3
  %2474 = add i64 %2228, 112
  %2475 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2474
  %2476 = load i16, ptr addrspace(3) %2475, align 2
  %2477 = zext i16 %2476 to i32
  %2478 = add i64 %2474, 272
  %2479 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2478
  %2480 = load i16, ptr addrspace(3) %2479, align 2
  %2481 = zext i16 %2480 to i32
  %2482 = bitcast i32 %2477 to <4 x i8>
  %2483 = bitcast i32 %2481 to <4 x i8>
  %2484 = shufflevector <4 x i8> %2482, <4 x i8> %2483, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2485 = bitcast <4 x i8> %2484 to i32
  %2486 = add i64 %2228, 2288
  %2487 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2486
  %2488 = load i16, ptr addrspace(3) %2487, align 2
  %2489 = zext i16 %2488 to i32
  %2490 = add i64 %2486, 272
  %2491 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2490
  %2492 = load i16, ptr addrspace(3) %2491, align 2
  %2493 = zext i16 %2492 to i32
  %2494 = bitcast i32 %2489 to <4 x i8>
  %2495 = bitcast i32 %2493 to <4 x i8>
  %2496 = shufflevector <4 x i8> %2494, <4 x i8> %2495, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2497 = bitcast <4 x i8> %2496 to i32
  %2498 = bitcast i32 %2196 to <2 x half>
  %2499 = bitcast i32 %2204 to <2 x half>
  %2500 = bitcast i32 %2212 to <2 x half>
  %2501 = bitcast i32 %2220 to <2 x half>
  %2502 = bitcast i32 %2485 to <2 x half>
  %2503 = bitcast i32 %2497 to <2 x half>
  %2504 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2498, <2 x half> %2499, <2 x half> %2500, <2 x half> %2501, <2 x half> %2502, <2 x half> %2503, float %2118, float %2120, float %2122, float %2124)
  %2505 = extractvalue { float, float, float, float } %2504, 0
  %2506 = extractvalue { float, float, float, float } %2504, 1
  %2507 = extractvalue { float, float, float, float } %2504, 2
  %2508 = extractvalue { float, float, float, float } %2504, 3
  %2509 = add i64 %2228, 128
  %2510 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2509
  %2511 = load i16, ptr addrspace(3) %2510, align 2
  %2512 = zext i16 %2511 to i32
  %2513 = add i64 %2509, 272
  %2514 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2513
  %2515 = load i16, ptr addrspace(3) %2514, align 2
  %2516 = zext i16 %2515 to i32
  %2517 = bitcast i32 %2512 to <4 x i8>
  %2518 = bitcast i32 %2516 to <4 x i8>
  %2519 = shufflevector <4 x i8> %2517, <4 x i8> %2518, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2520 = bitcast <4 x i8> %2519 to i32
  %2521 = add i64 %2228, 2304
  %2522 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2521
  %2523 = load i16, ptr addrspace(3) %2522, align 2
  %2524 = zext i16 %2523 to i32
  %2525 = add i64 %2521, 272
  %2526 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2525
  %2527 = load i16, ptr addrspace(3) %2526, align 2
  %2528 = zext i16 %2527 to i32
  %2529 = bitcast i32 %2524 to <4 x i8>
  %2530 = bitcast i32 %2528 to <4 x i8>
  %2531 = shufflevector <4 x i8> %2529, <4 x i8> %2530, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2532 = bitcast <4 x i8> %2531 to i32
  %2533 = bitcast i32 %2196 to <2 x half>
  %2534 = bitcast i32 %2204 to <2 x half>
  %2535 = bitcast i32 %2212 to <2 x half>
  %2536 = bitcast i32 %2220 to <2 x half>
  %2537 = bitcast i32 %2520 to <2 x half>
  %2538 = bitcast i32 %2532 to <2 x half>
  %2539 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2533, <2 x half> %2534, <2 x half> %2535, <2 x half> %2536, <2 x half> %2537, <2 x half> %2538, float %2126, float %2128, float %2130, float %2132)
  %2540 = extractvalue { float, float, float, float } %2539, 0
  %2541 = extractvalue { float, float, float, float } %2539, 1
  %2542 = extractvalue { float, float, float, float } %2539, 2
  %2543 = extractvalue { float, float, float, float } %2539, 3
  %2544 = add i64 %2228, 144
  %2545 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2544
  %2546 = load i16, ptr addrspace(3) %2545, align 2
  %2547 = zext i16 %2546 to i32
  %2548 = add i64 %2544, 272
  %2549 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2548
  %2550 = load i16, ptr addrspace(3) %2549, align 2
  %2551 = zext i16 %2550 to i32
  %2552 = bitcast i32 %2547 to <4 x i8>
  %2553 = bitcast i32 %2551 to <4 x i8>
  %2554 = shufflevector <4 x i8> %2552, <4 x i8> %2553, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2555 = bitcast <4 x i8> %2554 to i32
  %2556 = add i64 %2228, 2320
  %2557 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2556
  %2558 = load i16, ptr addrspace(3) %2557, align 2
  %2559 = zext i16 %2558 to i32
  %2560 = add i64 %2556, 272
  %2561 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2560
  %2562 = load i16, ptr addrspace(3) %2561, align 2
  %2563 = zext i16 %2562 to i32
  %2564 = bitcast i32 %2559 to <4 x i8>
  %2565 = bitcast i32 %2563 to <4 x i8>
  %2566 = shufflevector <4 x i8> %2564, <4 x i8> %2565, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2567 = bitcast <4 x i8> %2566 to i32
  %2568 = bitcast i32 %2196 to <2 x half>
  %2569 = bitcast i32 %2204 to <2 x half>
  %2570 = bitcast i32 %2212 to <2 x half>
  %2571 = bitcast i32 %2220 to <2 x half>
  %2572 = bitcast i32 %2555 to <2 x half>
  %2573 = bitcast i32 %2567 to <2 x half>
  %2574 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2568, <2 x half> %2569, <2 x half> %2570, <2 x half> %2571, <2 x half> %2572, <2 x half> %2573, float %2134, float %2136, float %2138, float %2140)
  %2575 = extractvalue { float, float, float, float } %2574, 0
  %2576 = extractvalue { float, float, float, float } %2574, 1
  %2577 = extractvalue { float, float, float, float } %2574, 2
  %2578 = extractvalue { float, float, float, float } %2574, 3
  %2579 = add i64 %2228, 160
  %2580 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2579
  %2581 = load i16, ptr addrspace(3) %2580, align 2
  %2582 = zext i16 %2581 to i32
  %2583 = add i64 %2579, 272
  %2584 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2583
  %2585 = load i16, ptr addrspace(3) %2584, align 2
  %2586 = zext i16 %2585 to i32
  %2587 = bitcast i32 %2582 to <4 x i8>
  %2588 = bitcast i32 %2586 to <4 x i8>
  %2589 = shufflevector <4 x i8> %2587, <4 x i8> %2588, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2590 = bitcast <4 x i8> %2589 to i32
  %2591 = add i64 %2228, 2336
  %2592 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2591
  %2593 = load i16, ptr addrspace(3) %2592, align 2
  %2594 = zext i16 %2593 to i32
  %2595 = add i64 %2591, 272
  %2596 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2595
  %2597 = load i16, ptr addrspace(3) %2596, align 2
  %2598 = zext i16 %2597 to i32
  %2599 = bitcast i32 %2594 to <4 x i8>
  %2600 = bitcast i32 %2598 to <4 x i8>
  %2601 = shufflevector <4 x i8> %2599, <4 x i8> %2600, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2602 = bitcast <4 x i8> %2601 to i32
  %2603 = bitcast i32 %2196 to <2 x half>
  %2604 = bitcast i32 %2204 to <2 x half>
  %2605 = bitcast i32 %2212 to <2 x half>
  %2606 = bitcast i32 %2220 to <2 x half>
  %2607 = bitcast i32 %2590 to <2 x half>
  %2608 = bitcast i32 %2602 to <2 x half>
  %2609 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2603, <2 x half> %2604, <2 x half> %2605, <2 x half> %2606, <2 x half> %2607, <2 x half> %2608, float %2142, float %2144, float %2146, float %2148)
  %2610 = extractvalue { float, float, float, float } %2609, 0
  %2611 = extractvalue { float, float, float, float } %2609, 1
  %2612 = extractvalue { float, float, float, float } %2609, 2
  %2613 = extractvalue { float, float, float, float } %2609, 3
  %2614 = add i64 %2228, 176
  %2615 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2614
  %2616 = load i16, ptr addrspace(3) %2615, align 2
  %2617 = zext i16 %2616 to i32
  %2618 = add i64 %2614, 272
  %2619 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2618
  %2620 = load i16, ptr addrspace(3) %2619, align 2
  %2621 = zext i16 %2620 to i32
  %2622 = bitcast i32 %2617 to <4 x i8>
  %2623 = bitcast i32 %2621 to <4 x i8>
  %2624 = shufflevector <4 x i8> %2622, <4 x i8> %2623, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2625 = bitcast <4 x i8> %2624 to i32
  %2626 = add i64 %2228, 2352
  %2627 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2626
  %2628 = load i16, ptr addrspace(3) %2627, align 2
  %2629 = zext i16 %2628 to i32
  %2630 = add i64 %2626, 272
  %2631 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2630
  %2632 = load i16, ptr addrspace(3) %2631, align 2
  %2633 = zext i16 %2632 to i32
  %2634 = bitcast i32 %2629 to <4 x i8>
  %2635 = bitcast i32 %2633 to <4 x i8>
  %2636 = shufflevector <4 x i8> %2634, <4 x i8> %2635, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2637 = bitcast <4 x i8> %2636 to i32
  %2638 = bitcast i32 %2196 to <2 x half>
  %2639 = bitcast i32 %2204 to <2 x half>
  %2640 = bitcast i32 %2212 to <2 x half>
  %2641 = bitcast i32 %2220 to <2 x half>
  %2642 = bitcast i32 %2625 to <2 x half>
  %2643 = bitcast i32 %2637 to <2 x half>
  %2644 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2638, <2 x half> %2639, <2 x half> %2640, <2 x half> %2641, <2 x half> %2642, <2 x half> %2643, float %2150, float %2152, float %2154, float %2156)
  %2645 = extractvalue { float, float, float, float } %2644, 0
  %2646 = extractvalue { float, float, float, float } %2644, 1
  %2647 = extractvalue { float, float, float, float } %2644, 2
  %2648 = extractvalue { float, float, float, float } %2644, 3
  %2649 = add i64 %2228, 192
  %2650 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2649
  %2651 = load i16, ptr addrspace(3) %2650, align 2
  %2652 = zext i16 %2651 to i32
  %2653 = add i64 %2649, 272
  %2654 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2653
  %2655 = load i16, ptr addrspace(3) %2654, align 2
  %2656 = zext i16 %2655 to i32
  %2657 = bitcast i32 %2652 to <4 x i8>
  %2658 = bitcast i32 %2656 to <4 x i8>
  %2659 = shufflevector <4 x i8> %2657, <4 x i8> %2658, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2660 = bitcast <4 x i8> %2659 to i32
  %2661 = add i64 %2228, 2368
  %2662 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2661
  %2663 = load i16, ptr addrspace(3) %2662, align 2
  %2664 = zext i16 %2663 to i32
  %2665 = add i64 %2661, 272
  %2666 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2665
  %2667 = load i16, ptr addrspace(3) %2666, align 2
  %2668 = zext i16 %2667 to i32
  %2669 = bitcast i32 %2664 to <4 x i8>
  %2670 = bitcast i32 %2668 to <4 x i8>
  %2671 = shufflevector <4 x i8> %2669, <4 x i8> %2670, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2672 = bitcast <4 x i8> %2671 to i32
  %2673 = bitcast i32 %2196 to <2 x half>
  %2674 = bitcast i32 %2204 to <2 x half>
  %2675 = bitcast i32 %2212 to <2 x half>
  %2676 = bitcast i32 %2220 to <2 x half>
  %2677 = bitcast i32 %2660 to <2 x half>
  %2678 = bitcast i32 %2672 to <2 x half>
  %2679 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2673, <2 x half> %2674, <2 x half> %2675, <2 x half> %2676, <2 x half> %2677, <2 x half> %2678, float %2158, float %2160, float %2162, float %2164)
  %2680 = extractvalue { float, float, float, float } %2679, 0
  %2681 = extractvalue { float, float, float, float } %2679, 1
  %2682 = extractvalue { float, float, float, float } %2679, 2
  %2683 = extractvalue { float, float, float, float } %2679, 3
  %2684 = add i64 %2228, 208
  %2685 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2684
  %2686 = load i16, ptr addrspace(3) %2685, align 2
  %2687 = zext i16 %2686 to i32
  %2688 = add i64 %2684, 272
  %2689 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2688
  %2690 = load i16, ptr addrspace(3) %2689, align 2
  %2691 = zext i16 %2690 to i32
  %2692 = bitcast i32 %2687 to <4 x i8>
  %2693 = bitcast i32 %2691 to <4 x i8>
  %2694 = shufflevector <4 x i8> %2692, <4 x i8> %2693, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2695 = bitcast <4 x i8> %2694 to i32
  %2696 = add i64 %2228, 2384
  %2697 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2696
  %2698 = load i16, ptr addrspace(3) %2697, align 2
  %2699 = zext i16 %2698 to i32
  %2700 = add i64 %2696, 272
  %2701 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2700
  %2702 = load i16, ptr addrspace(3) %2701, align 2
  %2703 = zext i16 %2702 to i32
  %2704 = bitcast i32 %2699 to <4 x i8>
  %2705 = bitcast i32 %2703 to <4 x i8>
  %2706 = shufflevector <4 x i8> %2704, <4 x i8> %2705, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2707 = bitcast <4 x i8> %2706 to i32
  %2708 = bitcast i32 %2196 to <2 x half>
  %2709 = bitcast i32 %2204 to <2 x half>
  %2710 = bitcast i32 %2212 to <2 x half>
  %2711 = bitcast i32 %2220 to <2 x half>
  %2712 = bitcast i32 %2695 to <2 x half>
  %2713 = bitcast i32 %2707 to <2 x half>
  %2714 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2708, <2 x half> %2709, <2 x half> %2710, <2 x half> %2711, <2 x half> %2712, <2 x half> %2713, float %2166, float %2168, float %2170, float %2172)
  %2715 = extractvalue { float, float, float, float } %2714, 0
  %2716 = extractvalue { float, float, float, float } %2714, 1
  %2717 = extractvalue { float, float, float, float } %2714, 2
  %2718 = extractvalue { float, float, float, float } %2714, 3
  %2719 = add i64 %2228, 224
  %2720 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2719
  %2721 = load i16, ptr addrspace(3) %2720, align 2
  %2722 = zext i16 %2721 to i32
  %2723 = add i64 %2719, 272
  %2724 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2723
  %2725 = load i16, ptr addrspace(3) %2724, align 2
  %2726 = zext i16 %2725 to i32
  %2727 = bitcast i32 %2722 to <4 x i8>
  %2728 = bitcast i32 %2726 to <4 x i8>
  %2729 = shufflevector <4 x i8> %2727, <4 x i8> %2728, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2730 = bitcast <4 x i8> %2729 to i32
  %2731 = add i64 %2228, 2400
  %2732 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2731
  %2733 = load i16, ptr addrspace(3) %2732, align 2
  %2734 = zext i16 %2733 to i32
  %2735 = add i64 %2731, 272
  %2736 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2735
  %2737 = load i16, ptr addrspace(3) %2736, align 2
  %2738 = zext i16 %2737 to i32
  %2739 = bitcast i32 %2734 to <4 x i8>
  %2740 = bitcast i32 %2738 to <4 x i8>
  %2741 = shufflevector <4 x i8> %2739, <4 x i8> %2740, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2742 = bitcast <4 x i8> %2741 to i32
  %2743 = bitcast i32 %2196 to <2 x half>
  %2744 = bitcast i32 %2204 to <2 x half>
  %2745 = bitcast i32 %2212 to <2 x half>
  %2746 = bitcast i32 %2220 to <2 x half>
  %2747 = bitcast i32 %2730 to <2 x half>
  %2748 = bitcast i32 %2742 to <2 x half>
  %2749 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2743, <2 x half> %2744, <2 x half> %2745, <2 x half> %2746, <2 x half> %2747, <2 x half> %2748, float %2174, float %2176, float %2178, float %2180)
  %2750 = extractvalue { float, float, float, float } %2749, 0
  %2751 = extractvalue { float, float, float, float } %2749, 1
  %2752 = extractvalue { float, float, float, float } %2749, 2
  %2753 = extractvalue { float, float, float, float } %2749, 3
  %2754 = add i64 %2228, 240
  %2755 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2754
  %2756 = load i16, ptr addrspace(3) %2755, align 2
  %2757 = zext i16 %2756 to i32
  %2758 = add i64 %2754, 272
  %2759 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2758
  %2760 = load i16, ptr addrspace(3) %2759, align 2
  %2761 = zext i16 %2760 to i32
  %2762 = bitcast i32 %2757 to <4 x i8>
  %2763 = bitcast i32 %2761 to <4 x i8>
  %2764 = shufflevector <4 x i8> %2762, <4 x i8> %2763, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2765 = bitcast <4 x i8> %2764 to i32
  %2766 = add i64 %2228, 2416
  %2767 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2766
  %2768 = load i16, ptr addrspace(3) %2767, align 2
  %2769 = zext i16 %2768 to i32
  %2770 = add i64 %2766, 272
  %2771 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2770
  %2772 = load i16, ptr addrspace(3) %2771, align 2
  %2773 = zext i16 %2772 to i32
  %2774 = bitcast i32 %2769 to <4 x i8>
  %2775 = bitcast i32 %2773 to <4 x i8>
  %2776 = shufflevector <4 x i8> %2774, <4 x i8> %2775, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2777 = bitcast <4 x i8> %2776 to i32
  %2778 = bitcast i32 %2196 to <2 x half>
  %2779 = bitcast i32 %2204 to <2 x half>
  %2780 = bitcast i32 %2212 to <2 x half>
  %2781 = bitcast i32 %2220 to <2 x half>
  %2782 = bitcast i32 %2765 to <2 x half>
  %2783 = bitcast i32 %2777 to <2 x half>
  %2784 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2778, <2 x half> %2779, <2 x half> %2780, <2 x half> %2781, <2 x half> %2782, <2 x half> %2783, float %2182, float %2184, float %2186, float %2188)
  %2785 = extractvalue { float, float, float, float } %2784, 0
  %2786 = extractvalue { float, float, float, float } %2784, 1
  %2787 = extractvalue { float, float, float, float } %2784, 2
  %2788 = extractvalue { float, float, float, float } %2784, 3
  %2789 = fptrunc float %2025 to half
  %2790 = bitcast half %2789 to i16
  %2791 = zext i16 %2790 to i32
  %2792 = fptrunc float %2029 to half
  %2793 = bitcast half %2792 to i16
  %2794 = zext i16 %2793 to i32
  %2795 = shl i32 %2794, 16
  %2796 = or i32 %2791, %2795
  %2797 = fptrunc float %2033 to half
  %2798 = bitcast half %2797 to i16
  %2799 = zext i16 %2798 to i32
  %2800 = fptrunc float %2037 to half
  %2801 = bitcast half %2800 to i16
  %2802 = zext i16 %2801 to i32
  %2803 = shl i32 %2802, 16
  %2804 = or i32 %2799, %2803
  %2805 = fptrunc float %2041 to half
  %2806 = bitcast half %2805 to i16
  %2807 = zext i16 %2806 to i32
  %2808 = fptrunc float %2045 to half
  %2809 = bitcast half %2808 to i16
  %2810 = zext i16 %2809 to i32
  %2811 = shl i32 %2810, 16
  %2812 = or i32 %2807, %2811
  %2813 = fptrunc float %2049 to half
  %2814 = bitcast half %2813 to i16
  %2815 = zext i16 %2814 to i32
  %2816 = fptrunc float %2053 to half
  %2817 = bitcast half %2816 to i16
  %2818 = zext i16 %2817 to i32
  %2819 = shl i32 %2818, 16
  %2820 = or i32 %2815, %2819
  %2821 = mul i32 %15, 2
  %2822 = add i32 16, %2821
  %2823 = mul i32 %1140, 4
  %2824 = mul i32 %2822, 272
  %2825 = mul i32 %14, 2
  %2826 = add i32 %2824, %2825
  %2827 = add i32 %2823, %2826
  %2828 = sext i32 %2827 to i64
  %2829 = add i64 %2828, 0
  %2830 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2829
  %2831 = load i16, ptr addrspace(3) %2830, align 2
  %2832 = zext i16 %2831 to i32
  %2833 = add i64 %2829, 272
  %2834 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2833
  %2835 = load i16, ptr addrspace(3) %2834, align 2
  %2836 = zext i16 %2835 to i32
  %2837 = bitcast i32 %2832 to <4 x i8>
  %2838 = bitcast i32 %2836 to <4 x i8>
  %2839 = shufflevector <4 x i8> %2837, <4 x i8> %2838, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2840 = bitcast <4 x i8> %2839 to i32
  %2841 = add i64 %2828, 2176
  %2842 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2841
  %2843 = load i16, ptr addrspace(3) %2842, align 2
  %2844 = zext i16 %2843 to i32
  %2845 = add i64 %2841, 272
  %2846 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2845
  %2847 = load i16, ptr addrspace(3) %2846, align 2
  %2848 = zext i16 %2847 to i32
  %2849 = bitcast i32 %2844 to <4 x i8>
  %2850 = bitcast i32 %2848 to <4 x i8>
  %2851 = shufflevector <4 x i8> %2849, <4 x i8> %2850, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2852 = bitcast <4 x i8> %2851 to i32
  %2853 = bitcast i32 %2796 to <2 x half>
  %2854 = bitcast i32 %2804 to <2 x half>
  %2855 = bitcast i32 %2812 to <2 x half>
  %2856 = bitcast i32 %2820 to <2 x half>
  %2857 = bitcast i32 %2840 to <2 x half>
  %2858 = bitcast i32 %2852 to <2 x half>
  %2859 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2853, <2 x half> %2854, <2 x half> %2855, <2 x half> %2856, <2 x half> %2857, <2 x half> %2858, float %2260, float %2261, float %2262, float %2263)
  %2860 = extractvalue { float, float, float, float } %2859, 0
  %2861 = extractvalue { float, float, float, float } %2859, 1
  %2862 = extractvalue { float, float, float, float } %2859, 2
  %2863 = extractvalue { float, float, float, float } %2859, 3
  %2864 = add i64 %2828, 16
  %2865 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2864
  %2866 = load i16, ptr addrspace(3) %2865, align 2
  %2867 = zext i16 %2866 to i32
  %2868 = add i64 %2864, 272
  %2869 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2868
  %2870 = load i16, ptr addrspace(3) %2869, align 2
  %2871 = zext i16 %2870 to i32
  %2872 = bitcast i32 %2867 to <4 x i8>
  %2873 = bitcast i32 %2871 to <4 x i8>
  %2874 = shufflevector <4 x i8> %2872, <4 x i8> %2873, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2875 = bitcast <4 x i8> %2874 to i32
  %2876 = add i64 %2828, 2192
  %2877 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2876
  %2878 = load i16, ptr addrspace(3) %2877, align 2
  %2879 = zext i16 %2878 to i32
  %2880 = add i64 %2876, 272
  %2881 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2880
  %2882 = load i16, ptr addrspace(3) %2881, align 2
  %2883 = zext i16 %2882 to i32
  %2884 = bitcast i32 %2879 to <4 x i8>
  %2885 = bitcast i32 %2883 to <4 x i8>
  %2886 = shufflevector <4 x i8> %2884, <4 x i8> %2885, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2887 = bitcast <4 x i8> %2886 to i32
  %2888 = bitcast i32 %2796 to <2 x half>
  %2889 = bitcast i32 %2804 to <2 x half>
  %2890 = bitcast i32 %2812 to <2 x half>
  %2891 = bitcast i32 %2820 to <2 x half>
  %2892 = bitcast i32 %2875 to <2 x half>
  %2893 = bitcast i32 %2887 to <2 x half>
  %2894 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2888, <2 x half> %2889, <2 x half> %2890, <2 x half> %2891, <2 x half> %2892, <2 x half> %2893, float %2295, float %2296, float %2297, float %2298)
  %2895 = extractvalue { float, float, float, float } %2894, 0
  %2896 = extractvalue { float, float, float, float } %2894, 1
  %2897 = extractvalue { float, float, float, float } %2894, 2
  %2898 = extractvalue { float, float, float, float } %2894, 3
  %2899 = add i64 %2828, 32
  %2900 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2899
  %2901 = load i16, ptr addrspace(3) %2900, align 2
  %2902 = zext i16 %2901 to i32
  %2903 = add i64 %2899, 272
  %2904 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2903
  %2905 = load i16, ptr addrspace(3) %2904, align 2
  %2906 = zext i16 %2905 to i32
  %2907 = bitcast i32 %2902 to <4 x i8>
  %2908 = bitcast i32 %2906 to <4 x i8>
  %2909 = shufflevector <4 x i8> %2907, <4 x i8> %2908, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2910 = bitcast <4 x i8> %2909 to i32
  %2911 = add i64 %2828, 2208
  %2912 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2911
  %2913 = load i16, ptr addrspace(3) %2912, align 2
  %2914 = zext i16 %2913 to i32
  %2915 = add i64 %2911, 272
  %2916 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2915
  %2917 = load i16, ptr addrspace(3) %2916, align 2
  %2918 = zext i16 %2917 to i32
  %2919 = bitcast i32 %2914 to <4 x i8>
  %2920 = bitcast i32 %2918 to <4 x i8>
  %2921 = shufflevector <4 x i8> %2919, <4 x i8> %2920, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2922 = bitcast <4 x i8> %2921 to i32
  %2923 = bitcast i32 %2796 to <2 x half>
  %2924 = bitcast i32 %2804 to <2 x half>
  %2925 = bitcast i32 %2812 to <2 x half>
  %2926 = bitcast i32 %2820 to <2 x half>
  %2927 = bitcast i32 %2910 to <2 x half>
  %2928 = bitcast i32 %2922 to <2 x half>
  %2929 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2923, <2 x half> %2924, <2 x half> %2925, <2 x half> %2926, <2 x half> %2927, <2 x half> %2928, float %2330, float %2331, float %2332, float %2333)
  %2930 = extractvalue { float, float, float, float } %2929, 0
  %2931 = extractvalue { float, float, float, float } %2929, 1
  %2932 = extractvalue { float, float, float, float } %2929, 2
  %2933 = extractvalue { float, float, float, float } %2929, 3
  %2934 = add i64 %2828, 48
  %2935 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2934
  %2936 = load i16, ptr addrspace(3) %2935, align 2
  %2937 = zext i16 %2936 to i32
  %2938 = add i64 %2934, 272
  %2939 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2938
  %2940 = load i16, ptr addrspace(3) %2939, align 2
  %2941 = zext i16 %2940 to i32
  %2942 = bitcast i32 %2937 to <4 x i8>
  %2943 = bitcast i32 %2941 to <4 x i8>
  %2944 = shufflevector <4 x i8> %2942, <4 x i8> %2943, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2945 = bitcast <4 x i8> %2944 to i32
  %2946 = add i64 %2828, 2224
  %2947 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2946
  %2948 = load i16, ptr addrspace(3) %2947, align 2
  %2949 = zext i16 %2948 to i32
  %2950 = add i64 %2946, 272
  %2951 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2950
  %2952 = load i16, ptr addrspace(3) %2951, align 2
  %2953 = zext i16 %2952 to i32
  %2954 = bitcast i32 %2949 to <4 x i8>
  %2955 = bitcast i32 %2953 to <4 x i8>
  %2956 = shufflevector <4 x i8> %2954, <4 x i8> %2955, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2957 = bitcast <4 x i8> %2956 to i32
  %2958 = bitcast i32 %2796 to <2 x half>
  %2959 = bitcast i32 %2804 to <2 x half>
  %2960 = bitcast i32 %2812 to <2 x half>
  %2961 = bitcast i32 %2820 to <2 x half>
  %2962 = bitcast i32 %2945 to <2 x half>
  %2963 = bitcast i32 %2957 to <2 x half>
  %2964 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2958, <2 x half> %2959, <2 x half> %2960, <2 x half> %2961, <2 x half> %2962, <2 x half> %2963, float %2365, float %2366, float %2367, float %2368)
  %2965 = extractvalue { float, float, float, float } %2964, 0
  %2966 = extractvalue { float, float, float, float } %2964, 1
  %2967 = extractvalue { float, float, float, float } %2964, 2
  %2968 = extractvalue { float, float, float, float } %2964, 3
  %2969 = add i64 %2828, 64
  %2970 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2969
  %2971 = load i16, ptr addrspace(3) %2970, align 2
  %2972 = zext i16 %2971 to i32
  %2973 = add i64 %2969, 272
  %2974 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2973
  %2975 = load i16, ptr addrspace(3) %2974, align 2
  %2976 = zext i16 %2975 to i32
  %2977 = bitcast i32 %2972 to <4 x i8>
  %2978 = bitcast i32 %2976 to <4 x i8>
  %2979 = shufflevector <4 x i8> %2977, <4 x i8> %2978, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2980 = bitcast <4 x i8> %2979 to i32
  %2981 = add i64 %2828, 2240
  %2982 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2981
  %2983 = load i16, ptr addrspace(3) %2982, align 2
  %2984 = zext i16 %2983 to i32
  %2985 = add i64 %2981, 272
  %2986 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2985
  %2987 = load i16, ptr addrspace(3) %2986, align 2
  %2988 = zext i16 %2987 to i32
  %2989 = bitcast i32 %2984 to <4 x i8>
  %2990 = bitcast i32 %2988 to <4 x i8>
  %2991 = shufflevector <4 x i8> %2989, <4 x i8> %2990, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2992 = bitcast <4 x i8> %2991 to i32
  %2993 = bitcast i32 %2796 to <2 x half>
  %2994 = bitcast i32 %2804 to <2 x half>
  %2995 = bitcast i32 %2812 to <2 x half>
  %2996 = bitcast i32 %2820 to <2 x half>
  %2997 = bitcast i32 %2980 to <2 x half>
  %2998 = bitcast i32 %2992 to <2 x half>
  %2999 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %2993, <2 x half> %2994, <2 x half> %2995, <2 x half> %2996, <2 x half> %2997, <2 x half> %2998, float %2400, float %2401, float %2402, float %2403)
  %3000 = extractvalue { float, float, float, float } %2999, 0
  %3001 = extractvalue { float, float, float, float } %2999, 1
  %3002 = extractvalue { float, float, float, float } %2999, 2
  %3003 = extractvalue { float, float, float, float } %2999, 3
  %3004 = add i64 %2828, 80
  %3005 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3004
  %3006 = load i16, ptr addrspace(3) %3005, align 2
  %3007 = zext i16 %3006 to i32
  %3008 = add i64 %3004, 272
  %3009 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3008
  %3010 = load i16, ptr addrspace(3) %3009, align 2
  %3011 = zext i16 %3010 to i32
  %3012 = bitcast i32 %3007 to <4 x i8>
  %3013 = bitcast i32 %3011 to <4 x i8>
  %3014 = shufflevector <4 x i8> %3012, <4 x i8> %3013, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3015 = bitcast <4 x i8> %3014 to i32
  %3016 = add i64 %2828, 2256
  %3017 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3016
  %3018 = load i16, ptr addrspace(3) %3017, align 2
  %3019 = zext i16 %3018 to i32
  %3020 = add i64 %3016, 272
  %3021 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3020
  %3022 = load i16, ptr addrspace(3) %3021, align 2
  %3023 = zext i16 %3022 to i32
  %3024 = bitcast i32 %3019 to <4 x i8>
  %3025 = bitcast i32 %3023 to <4 x i8>
  %3026 = shufflevector <4 x i8> %3024, <4 x i8> %3025, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3027 = bitcast <4 x i8> %3026 to i32
  %3028 = bitcast i32 %2796 to <2 x half>
  %3029 = bitcast i32 %2804 to <2 x half>
  %3030 = bitcast i32 %2812 to <2 x half>
  %3031 = bitcast i32 %2820 to <2 x half>
  %3032 = bitcast i32 %3015 to <2 x half>
  %3033 = bitcast i32 %3027 to <2 x half>
  %3034 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3028, <2 x half> %3029, <2 x half> %3030, <2 x half> %3031, <2 x half> %3032, <2 x half> %3033, float %2435, float %2436, float %2437, float %2438)
  %3035 = extractvalue { float, float, float, float } %3034, 0
  %3036 = extractvalue { float, float, float, float } %3034, 1
  %3037 = extractvalue { float, float, float, float } %3034, 2
  %3038 = extractvalue { float, float, float, float } %3034, 3
  %3039 = add i64 %2828, 96
  %3040 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3039
  %3041 = load i16, ptr addrspace(3) %3040, align 2
  %3042 = zext i16 %3041 to i32
  %3043 = add i64 %3039, 272
  %3044 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3043
  %3045 = load i16, ptr addrspace(3) %3044, align 2
  %3046 = zext i16 %3045 to i32
  %3047 = bitcast i32 %3042 to <4 x i8>
  %3048 = bitcast i32 %3046 to <4 x i8>
  %3049 = shufflevector <4 x i8> %3047, <4 x i8> %3048, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3050 = bitcast <4 x i8> %3049 to i32
  %3051 = add i64 %2828, 2272
  %3052 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3051
  %3053 = load i16, ptr addrspace(3) %3052, align 2
  %3054 = zext i16 %3053 to i32
  %3055 = add i64 %3051, 272
  %3056 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3055
  %3057 = load i16, ptr addrspace(3) %3056, align 2
  %3058 = zext i16 %3057 to i32
  %3059 = bitcast i32 %3054 to <4 x i8>
  %3060 = bitcast i32 %3058 to <4 x i8>
  %3061 = shufflevector <4 x i8> %3059, <4 x i8> %3060, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3062 = bitcast <4 x i8> %3061 to i32
  %3063 = bitcast i32 %2796 to <2 x half>
  %3064 = bitcast i32 %2804 to <2 x half>
  %3065 = bitcast i32 %2812 to <2 x half>
  %3066 = bitcast i32 %2820 to <2 x half>
  %3067 = bitcast i32 %3050 to <2 x half>
  %3068 = bitcast i32 %3062 to <2 x half>
  %3069 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3063, <2 x half> %3064, <2 x half> %3065, <2 x half> %3066, <2 x half> %3067, <2 x half> %3068, float %2470, float %2471, float %2472, float %2473)
  %3070 = extractvalue { float, float, float, float } %3069, 0
  %3071 = extractvalue { float, float, float, float } %3069, 1
  %3072 = extractvalue { float, float, float, float } %3069, 2
  %3073 = extractvalue { float, float, float, float } %3069, 3
  %3074 = add i64 %2828, 112
  %3075 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3074
  %3076 = load i16, ptr addrspace(3) %3075, align 2
  %3077 = zext i16 %3076 to i32
  %3078 = add i64 %3074, 272
  %3079 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3078
  %3080 = load i16, ptr addrspace(3) %3079, align 2
  %3081 = zext i16 %3080 to i32
  %3082 = bitcast i32 %3077 to <4 x i8>
  %3083 = bitcast i32 %3081 to <4 x i8>
  %3084 = shufflevector <4 x i8> %3082, <4 x i8> %3083, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3085 = bitcast <4 x i8> %3084 to i32
  %3086 = add i64 %2828, 2288
  %3087 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3086
  %3088 = load i16, ptr addrspace(3) %3087, align 2
  %3089 = zext i16 %3088 to i32
  %3090 = add i64 %3086, 272
  %3091 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3090
  %3092 = load i16, ptr addrspace(3) %3091, align 2
  %3093 = zext i16 %3092 to i32
  %3094 = bitcast i32 %3089 to <4 x i8>
  %3095 = bitcast i32 %3093 to <4 x i8>
  %3096 = shufflevector <4 x i8> %3094, <4 x i8> %3095, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3097 = bitcast <4 x i8> %3096 to i32
  %3098 = bitcast i32 %2796 to <2 x half>
  %3099 = bitcast i32 %2804 to <2 x half>
  %3100 = bitcast i32 %2812 to <2 x half>
  %3101 = bitcast i32 %2820 to <2 x half>
  %3102 = bitcast i32 %3085 to <2 x half>
  %3103 = bitcast i32 %3097 to <2 x half>
  %3104 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3098, <2 x half> %3099, <2 x half> %3100, <2 x half> %3101, <2 x half> %3102, <2 x half> %3103, float %2505, float %2506, float %2507, float %2508)
  %3105 = extractvalue { float, float, float, float } %3104, 0
  %3106 = extractvalue { float, float, float, float } %3104, 1
  %3107 = extractvalue { float, float, float, float } %3104, 2
  %3108 = extractvalue { float, float, float, float } %3104, 3
  %3109 = add i64 %2828, 128
  %3110 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3109
  %3111 = load i16, ptr addrspace(3) %3110, align 2
  %3112 = zext i16 %3111 to i32
  %3113 = add i64 %3109, 272
  %3114 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3113
  %3115 = load i16, ptr addrspace(3) %3114, align 2
  %3116 = zext i16 %3115 to i32
  %3117 = bitcast i32 %3112 to <4 x i8>
  %3118 = bitcast i32 %3116 to <4 x i8>
  %3119 = shufflevector <4 x i8> %3117, <4 x i8> %3118, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3120 = bitcast <4 x i8> %3119 to i32
  %3121 = add i64 %2828, 2304
  %3122 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3121
  %3123 = load i16, ptr addrspace(3) %3122, align 2
  %3124 = zext i16 %3123 to i32
  %3125 = add i64 %3121, 272
  %3126 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3125
  %3127 = load i16, ptr addrspace(3) %3126, align 2
  %3128 = zext i16 %3127 to i32
  %3129 = bitcast i32 %3124 to <4 x i8>
  %3130 = bitcast i32 %3128 to <4 x i8>
  %3131 = shufflevector <4 x i8> %3129, <4 x i8> %3130, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3132 = bitcast <4 x i8> %3131 to i32
  %3133 = bitcast i32 %2796 to <2 x half>
  %3134 = bitcast i32 %2804 to <2 x half>
  %3135 = bitcast i32 %2812 to <2 x half>
  %3136 = bitcast i32 %2820 to <2 x half>
  %3137 = bitcast i32 %3120 to <2 x half>
  %3138 = bitcast i32 %3132 to <2 x half>
  %3139 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3133, <2 x half> %3134, <2 x half> %3135, <2 x half> %3136, <2 x half> %3137, <2 x half> %3138, float %2540, float %2541, float %2542, float %2543)
  %3140 = extractvalue { float, float, float, float } %3139, 0
  %3141 = extractvalue { float, float, float, float } %3139, 1
  %3142 = extractvalue { float, float, float, float } %3139, 2
  %3143 = extractvalue { float, float, float, float } %3139, 3
  %3144 = add i64 %2828, 144
  %3145 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3144
  %3146 = load i16, ptr addrspace(3) %3145, align 2
  %3147 = zext i16 %3146 to i32
  %3148 = add i64 %3144, 272
  %3149 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3148
  %3150 = load i16, ptr addrspace(3) %3149, align 2
  %3151 = zext i16 %3150 to i32
  %3152 = bitcast i32 %3147 to <4 x i8>
  %3153 = bitcast i32 %3151 to <4 x i8>
  %3154 = shufflevector <4 x i8> %3152, <4 x i8> %3153, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3155 = bitcast <4 x i8> %3154 to i32
  %3156 = add i64 %2828, 2320
  %3157 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3156
  %3158 = load i16, ptr addrspace(3) %3157, align 2
  %3159 = zext i16 %3158 to i32
  %3160 = add i64 %3156, 272
  %3161 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3160
  %3162 = load i16, ptr addrspace(3) %3161, align 2
  %3163 = zext i16 %3162 to i32
  %3164 = bitcast i32 %3159 to <4 x i8>
  %3165 = bitcast i32 %3163 to <4 x i8>
  %3166 = shufflevector <4 x i8> %3164, <4 x i8> %3165, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3167 = bitcast <4 x i8> %3166 to i32
  %3168 = bitcast i32 %2796 to <2 x half>
  %3169 = bitcast i32 %2804 to <2 x half>
  %3170 = bitcast i32 %2812 to <2 x half>
  %3171 = bitcast i32 %2820 to <2 x half>
  %3172 = bitcast i32 %3155 to <2 x half>
  %3173 = bitcast i32 %3167 to <2 x half>
  %3174 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3168, <2 x half> %3169, <2 x half> %3170, <2 x half> %3171, <2 x half> %3172, <2 x half> %3173, float %2575, float %2576, float %2577, float %2578)
  %3175 = extractvalue { float, float, float, float } %3174, 0
  %3176 = extractvalue { float, float, float, float } %3174, 1
  %3177 = extractvalue { float, float, float, float } %3174, 2
  %3178 = extractvalue { float, float, float, float } %3174, 3
  %3179 = add i64 %2828, 160
  %3180 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3179
  %3181 = load i16, ptr addrspace(3) %3180, align 2
  %3182 = zext i16 %3181 to i32
  %3183 = add i64 %3179, 272
  %3184 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3183
  %3185 = load i16, ptr addrspace(3) %3184, align 2
  %3186 = zext i16 %3185 to i32
  %3187 = bitcast i32 %3182 to <4 x i8>
  %3188 = bitcast i32 %3186 to <4 x i8>
  %3189 = shufflevector <4 x i8> %3187, <4 x i8> %3188, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3190 = bitcast <4 x i8> %3189 to i32
  %3191 = add i64 %2828, 2336
  %3192 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3191
  %3193 = load i16, ptr addrspace(3) %3192, align 2
  %3194 = zext i16 %3193 to i32
  %3195 = add i64 %3191, 272
  %3196 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3195
  %3197 = load i16, ptr addrspace(3) %3196, align 2
  %3198 = zext i16 %3197 to i32
  %3199 = bitcast i32 %3194 to <4 x i8>
  %3200 = bitcast i32 %3198 to <4 x i8>
  %3201 = shufflevector <4 x i8> %3199, <4 x i8> %3200, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3202 = bitcast <4 x i8> %3201 to i32
  %3203 = bitcast i32 %2796 to <2 x half>
  %3204 = bitcast i32 %2804 to <2 x half>
  %3205 = bitcast i32 %2812 to <2 x half>
  %3206 = bitcast i32 %2820 to <2 x half>
  %3207 = bitcast i32 %3190 to <2 x half>
  %3208 = bitcast i32 %3202 to <2 x half>
  %3209 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3203, <2 x half> %3204, <2 x half> %3205, <2 x half> %3206, <2 x half> %3207, <2 x half> %3208, float %2610, float %2611, float %2612, float %2613)
  %3210 = extractvalue { float, float, float, float } %3209, 0
  %3211 = extractvalue { float, float, float, float } %3209, 1
  %3212 = extractvalue { float, float, float, float } %3209, 2
  %3213 = extractvalue { float, float, float, float } %3209, 3
  %3214 = add i64 %2828, 176
  %3215 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3214
  %3216 = load i16, ptr addrspace(3) %3215, align 2
  %3217 = zext i16 %3216 to i32
  %3218 = add i64 %3214, 272
  %3219 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3218
  %3220 = load i16, ptr addrspace(3) %3219, align 2
  %3221 = zext i16 %3220 to i32
  %3222 = bitcast i32 %3217 to <4 x i8>
  %3223 = bitcast i32 %3221 to <4 x i8>
  %3224 = shufflevector <4 x i8> %3222, <4 x i8> %3223, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3225 = bitcast <4 x i8> %3224 to i32
  %3226 = add i64 %2828, 2352
  %3227 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3226
  %3228 = load i16, ptr addrspace(3) %3227, align 2
  %3229 = zext i16 %3228 to i32
  %3230 = add i64 %3226, 272
  %3231 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3230
  %3232 = load i16, ptr addrspace(3) %3231, align 2
  %3233 = zext i16 %3232 to i32
  %3234 = bitcast i32 %3229 to <4 x i8>
  %3235 = bitcast i32 %3233 to <4 x i8>
  %3236 = shufflevector <4 x i8> %3234, <4 x i8> %3235, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3237 = bitcast <4 x i8> %3236 to i32
  %3238 = bitcast i32 %2796 to <2 x half>
  %3239 = bitcast i32 %2804 to <2 x half>
  %3240 = bitcast i32 %2812 to <2 x half>
  %3241 = bitcast i32 %2820 to <2 x half>
  %3242 = bitcast i32 %3225 to <2 x half>
  %3243 = bitcast i32 %3237 to <2 x half>
  %3244 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3238, <2 x half> %3239, <2 x half> %3240, <2 x half> %3241, <2 x half> %3242, <2 x half> %3243, float %2645, float %2646, float %2647, float %2648)
  %3245 = extractvalue { float, float, float, float } %3244, 0
  %3246 = extractvalue { float, float, float, float } %3244, 1
  %3247 = extractvalue { float, float, float, float } %3244, 2
  %3248 = extractvalue { float, float, float, float } %3244, 3
  %3249 = add i64 %2828, 192
  %3250 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3249
  %3251 = load i16, ptr addrspace(3) %3250, align 2
  %3252 = zext i16 %3251 to i32
  %3253 = add i64 %3249, 272
  %3254 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3253
  %3255 = load i16, ptr addrspace(3) %3254, align 2
  %3256 = zext i16 %3255 to i32
  %3257 = bitcast i32 %3252 to <4 x i8>
  %3258 = bitcast i32 %3256 to <4 x i8>
  %3259 = shufflevector <4 x i8> %3257, <4 x i8> %3258, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3260 = bitcast <4 x i8> %3259 to i32
  %3261 = add i64 %2828, 2368
  %3262 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3261
  %3263 = load i16, ptr addrspace(3) %3262, align 2
  %3264 = zext i16 %3263 to i32
  %3265 = add i64 %3261, 272
  %3266 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3265
  %3267 = load i16, ptr addrspace(3) %3266, align 2
  %3268 = zext i16 %3267 to i32
  %3269 = bitcast i32 %3264 to <4 x i8>
  %3270 = bitcast i32 %3268 to <4 x i8>
  %3271 = shufflevector <4 x i8> %3269, <4 x i8> %3270, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3272 = bitcast <4 x i8> %3271 to i32
  %3273 = bitcast i32 %2796 to <2 x half>
  %3274 = bitcast i32 %2804 to <2 x half>
  %3275 = bitcast i32 %2812 to <2 x half>
  %3276 = bitcast i32 %2820 to <2 x half>
  %3277 = bitcast i32 %3260 to <2 x half>
  %3278 = bitcast i32 %3272 to <2 x half>
  %3279 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3273, <2 x half> %3274, <2 x half> %3275, <2 x half> %3276, <2 x half> %3277, <2 x half> %3278, float %2680, float %2681, float %2682, float %2683)
  %3280 = extractvalue { float, float, float, float } %3279, 0
  %3281 = extractvalue { float, float, float, float } %3279, 1
  %3282 = extractvalue { float, float, float, float } %3279, 2
  %3283 = extractvalue { float, float, float, float } %3279, 3
  %3284 = add i64 %2828, 208
  %3285 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3284
  %3286 = load i16, ptr addrspace(3) %3285, align 2
  %3287 = zext i16 %3286 to i32
  %3288 = add i64 %3284, 272
  %3289 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3288
  %3290 = load i16, ptr addrspace(3) %3289, align 2
  %3291 = zext i16 %3290 to i32
  %3292 = bitcast i32 %3287 to <4 x i8>
  %3293 = bitcast i32 %3291 to <4 x i8>
  %3294 = shufflevector <4 x i8> %3292, <4 x i8> %3293, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3295 = bitcast <4 x i8> %3294 to i32
  %3296 = add i64 %2828, 2384
  %3297 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3296
  %3298 = load i16, ptr addrspace(3) %3297, align 2
  %3299 = zext i16 %3298 to i32
  %3300 = add i64 %3296, 272
  %3301 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3300
  %3302 = load i16, ptr addrspace(3) %3301, align 2
  %3303 = zext i16 %3302 to i32
  %3304 = bitcast i32 %3299 to <4 x i8>
  %3305 = bitcast i32 %3303 to <4 x i8>
  %3306 = shufflevector <4 x i8> %3304, <4 x i8> %3305, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3307 = bitcast <4 x i8> %3306 to i32
  %3308 = bitcast i32 %2796 to <2 x half>
  %3309 = bitcast i32 %2804 to <2 x half>
  %3310 = bitcast i32 %2812 to <2 x half>
  %3311 = bitcast i32 %2820 to <2 x half>
  %3312 = bitcast i32 %3295 to <2 x half>
  %3313 = bitcast i32 %3307 to <2 x half>
  %3314 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3308, <2 x half> %3309, <2 x half> %3310, <2 x half> %3311, <2 x half> %3312, <2 x half> %3313, float %2715, float %2716, float %2717, float %2718)
  %3315 = extractvalue { float, float, float, float } %3314, 0
  %3316 = extractvalue { float, float, float, float } %3314, 1
  %3317 = extractvalue { float, float, float, float } %3314, 2
  %3318 = extractvalue { float, float, float, float } %3314, 3
  %3319 = add i64 %2828, 224
  %3320 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3319
  %3321 = load i16, ptr addrspace(3) %3320, align 2
  %3322 = zext i16 %3321 to i32
  %3323 = add i64 %3319, 272
  %3324 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3323
  %3325 = load i16, ptr addrspace(3) %3324, align 2
  %3326 = zext i16 %3325 to i32
  %3327 = bitcast i32 %3322 to <4 x i8>
  %3328 = bitcast i32 %3326 to <4 x i8>
  %3329 = shufflevector <4 x i8> %3327, <4 x i8> %3328, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3330 = bitcast <4 x i8> %3329 to i32
  %3331 = add i64 %2828, 2400
  %3332 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3331
  %3333 = load i16, ptr addrspace(3) %3332, align 2
  %3334 = zext i16 %3333 to i32
  %3335 = add i64 %3331, 272
  %3336 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3335
  %3337 = load i16, ptr addrspace(3) %3336, align 2
  %3338 = zext i16 %3337 to i32
  %3339 = bitcast i32 %3334 to <4 x i8>
  %3340 = bitcast i32 %3338 to <4 x i8>
  %3341 = shufflevector <4 x i8> %3339, <4 x i8> %3340, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3342 = bitcast <4 x i8> %3341 to i32
  %3343 = bitcast i32 %2796 to <2 x half>
  %3344 = bitcast i32 %2804 to <2 x half>
  %3345 = bitcast i32 %2812 to <2 x half>
  %3346 = bitcast i32 %2820 to <2 x half>
  %3347 = bitcast i32 %3330 to <2 x half>
  %3348 = bitcast i32 %3342 to <2 x half>
  %3349 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3343, <2 x half> %3344, <2 x half> %3345, <2 x half> %3346, <2 x half> %3347, <2 x half> %3348, float %2750, float %2751, float %2752, float %2753)
  %3350 = extractvalue { float, float, float, float } %3349, 0
  %3351 = extractvalue { float, float, float, float } %3349, 1
  %3352 = extractvalue { float, float, float, float } %3349, 2
  %3353 = extractvalue { float, float, float, float } %3349, 3
  %3354 = add i64 %2828, 240
  %3355 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3354
  %3356 = load i16, ptr addrspace(3) %3355, align 2
  %3357 = zext i16 %3356 to i32
  %3358 = add i64 %3354, 272
  %3359 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3358
  %3360 = load i16, ptr addrspace(3) %3359, align 2
  %3361 = zext i16 %3360 to i32
  %3362 = bitcast i32 %3357 to <4 x i8>
  %3363 = bitcast i32 %3361 to <4 x i8>
  %3364 = shufflevector <4 x i8> %3362, <4 x i8> %3363, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3365 = bitcast <4 x i8> %3364 to i32
  %3366 = add i64 %2828, 2416
  %3367 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3366
  %3368 = load i16, ptr addrspace(3) %3367, align 2
  %3369 = zext i16 %3368 to i32
  %3370 = add i64 %3366, 272
  %3371 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3370
  %3372 = load i16, ptr addrspace(3) %3371, align 2
  %3373 = zext i16 %3372 to i32
  %3374 = bitcast i32 %3369 to <4 x i8>
  %3375 = bitcast i32 %3373 to <4 x i8>
  %3376 = shufflevector <4 x i8> %3374, <4 x i8> %3375, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3377 = bitcast <4 x i8> %3376 to i32
  %3378 = bitcast i32 %2796 to <2 x half>
  %3379 = bitcast i32 %2804 to <2 x half>
  %3380 = bitcast i32 %2812 to <2 x half>
  %3381 = bitcast i32 %2820 to <2 x half>
  %3382 = bitcast i32 %3365 to <2 x half>
  %3383 = bitcast i32 %3377 to <2 x half>
  %3384 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %3378, <2 x half> %3379, <2 x half> %3380, <2 x half> %3381, <2 x half> %3382, <2 x half> %3383, float %2785, float %2786, float %2787, float %2788)
  %3385 = extractvalue { float, float, float, float } %3384, 0
  %3386 = extractvalue { float, float, float, float } %3384, 1
  %3387 = extractvalue { float, float, float, float } %3384, 2
  %3388 = extractvalue { float, float, float, float } %3384, 3
  store float %2860, ptr %v4, align 4
  store float %2861, ptr %v5, align 4
  store float %2862, ptr %v6, align 4
  store float %2863, ptr %v7, align 4
  store float %2895, ptr %v8, align 4
  store float %2896, ptr %v9, align 4
  store float %2897, ptr %v10, align 4
  store float %2898, ptr %v11, align 4
  store float %2930, ptr %v12, align 4
  store float %2931, ptr %v13, align 4
  store float %2932, ptr %v14, align 4
  store float %2933, ptr %v15, align 4
  store float %2965, ptr %v16, align 4
  store float %2966, ptr %v17, align 4
  store float %2967, ptr %v18, align 4
  store float %2968, ptr %v19, align 4
  store float %3000, ptr %v20, align 4
  store float %3001, ptr %v21, align 4
  store float %3002, ptr %v22, align 4
  store float %3003, ptr %v23, align 4
  store float %3035, ptr %v24, align 4
  store float %3036, ptr %v25, align 4
  store float %3037, ptr %v26, align 4
  store float %3038, ptr %v27, align 4
  store float %3070, ptr %v28, align 4
  store float %3071, ptr %v29, align 4
  store float %3072, ptr %v30, align 4
  store float %3073, ptr %v31, align 4
  store float %3105, ptr %v32, align 4
  store float %3106, ptr %v33, align 4
  store float %3107, ptr %v34, align 4
  store float %3108, ptr %v35, align 4
  store float %3140, ptr %v36, align 4
  store float %3141, ptr %v37, align 4
  store float %3142, ptr %v38, align 4
  store float %3143, ptr %v39, align 4
  store float %3175, ptr %v40, align 4
  store float %3176, ptr %v41, align 4
  store float %3177, ptr %v42, align 4
  store float %3178, ptr %v43, align 4
  store float %3210, ptr %v44, align 4
  store float %3211, ptr %v45, align 4
  store float %3212, ptr %v46, align 4
  store float %3213, ptr %v47, align 4
  store float %3245, ptr %v48, align 4
  store float %3246, ptr %v49, align 4
  store float %3247, ptr %v50, align 4
  store float %3248, ptr %v51, align 4
  store float %3280, ptr %v52, align 4
  store float %3281, ptr %v53, align 4
  store float %3282, ptr %v54, align 4
  store float %3283, ptr %v55, align 4
  store float %3315, ptr %v56, align 4
  store float %3316, ptr %v57, align 4
  store float %3317, ptr %v58, align 4
  store float %3318, ptr %v59, align 4
  store float %3350, ptr %v60, align 4
  store float %3351, ptr %v61, align 4
  store float %3352, ptr %v62, align 4
  store float %3353, ptr %v63, align 4
  store float %3385, ptr %v64, align 4
  store float %3386, ptr %v65, align 4
  store float %3387, ptr %v66, align 4
  store float %3388, ptr %v67, align 4
  call void @llvm.nvvm.barrier0()
  %3389 = load i32, ptr %v68, align 4
  %3390 = add i32 %3389, 1
  store i32 %3390, ptr %v68, align 4
  br label %loop

then69:                                           ; preds = %done
  %3391 = mul i32 %15, 2
  %3392 = add i32 %3391, 0
  %3393 = icmp slt i32 %3392, %6
  br i1 %3393, label %then71, label %endif72

endif70:                                          ; preds = %endif134, %done
  %3394 = load float, ptr %v3, align 4
  %3395 = bitcast float %3394 to i32
  %3396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3395, i32 1, i32 31)
  %3397 = bitcast i32 %3396 to float
  %3398 = fadd float %3394, %3397
  %3399 = bitcast float %3398 to i32
  %3400 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3399, i32 2, i32 31)
  %3401 = bitcast i32 %3400 to float
  %3402 = fadd float %3398, %3401
  %3403 = fdiv float 1.000000e+00, %3402
  %3404 = load float, ptr %v6, align 4
  %3405 = fmul float %3404, %3403
  %3406 = load float, ptr %v7, align 4
  %3407 = fmul float %3406, %3403
  %3408 = load float, ptr %v10, align 4
  %3409 = fmul float %3408, %3403
  %3410 = load float, ptr %v11, align 4
  %3411 = fmul float %3410, %3403
  %3412 = load float, ptr %v14, align 4
  %3413 = fmul float %3412, %3403
  %3414 = load float, ptr %v15, align 4
  %3415 = fmul float %3414, %3403
  %3416 = load float, ptr %v18, align 4
  %3417 = fmul float %3416, %3403
  %3418 = load float, ptr %v19, align 4
  %3419 = fmul float %3418, %3403
  %3420 = load float, ptr %v22, align 4
  %3421 = fmul float %3420, %3403
  %3422 = load float, ptr %v23, align 4
  %3423 = fmul float %3422, %3403
  %3424 = load float, ptr %v26, align 4
  %3425 = fmul float %3424, %3403
  %3426 = load float, ptr %v27, align 4
  %3427 = fmul float %3426, %3403
  %3428 = load float, ptr %v30, align 4
  %3429 = fmul float %3428, %3403
  %3430 = load float, ptr %v31, align 4
  %3431 = fmul float %3430, %3403
  %3432 = load float, ptr %v34, align 4
  %3433 = fmul float %3432, %3403
  %3434 = load float, ptr %v35, align 4
  %3435 = fmul float %3434, %3403
  %3436 = load float, ptr %v38, align 4
  %3437 = fmul float %3436, %3403
  %3438 = load float, ptr %v39, align 4
  %3439 = fmul float %3438, %3403
  %3440 = load float, ptr %v42, align 4
  %3441 = fmul float %3440, %3403
  %3442 = load float, ptr %v43, align 4
  %3443 = fmul float %3442, %3403
  %3444 = load float, ptr %v46, align 4
  %3445 = fmul float %3444, %3403
  %3446 = load float, ptr %v47, align 4
  %3447 = fmul float %3446, %3403
  %3448 = load float, ptr %v50, align 4
  %3449 = fmul float %3448, %3403
  %3450 = load float, ptr %v51, align 4
  %3451 = fmul float %3450, %3403
  %3452 = load float, ptr %v54, align 4
  %3453 = fmul float %3452, %3403
  %3454 = load float, ptr %v55, align 4
  %3455 = fmul float %3454, %3403
  %3456 = load float, ptr %v58, align 4
  %3457 = fmul float %3456, %3403
  %3458 = load float, ptr %v59, align 4
  %3459 = fmul float %3458, %3403
  %3460 = load float, ptr %v62, align 4
  %3461 = fmul float %3460, %3403
  %3462 = load float, ptr %v63, align 4
  %3463 = fmul float %3462, %3403
  %3464 = load float, ptr %v66, align 4
  %3465 = fmul float %3464, %3403
  %3466 = load float, ptr %v67, align 4
  %3467 = fmul float %3466, %3403
  br i1 %46, label %then135, label %endif136

then71:                                           ; preds = %then69
  %3468 = add i32 %38, %3392
  %3469 = sext i32 %3468 to i64
  %3470 = mul i64 %3469, 4
  %3471 = getelementptr i8, ptr addrspace(1) %0, i64 %3470
  store float %957, ptr addrspace(1) %3471, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %then69
  %3472 = mul i32 %15, 2
  %3473 = add i32 %3472, 1
  %3474 = icmp slt i32 %3473, %6
  br i1 %3474, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %3475 = add i32 %38, %3473
  %3476 = sext i32 %3475 to i64
  %3477 = mul i64 %3476, 4
  %3478 = getelementptr i8, ptr addrspace(1) %0, i64 %3477
  store float %959, ptr addrspace(1) %3478, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %3479 = mul i32 %15, 2
  %3480 = add i32 %3479, 8
  %3481 = icmp slt i32 %3480, %6
  br i1 %3481, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %3482 = add i32 %38, %3480
  %3483 = sext i32 %3482 to i64
  %3484 = mul i64 %3483, 4
  %3485 = getelementptr i8, ptr addrspace(1) %0, i64 %3484
  store float %961, ptr addrspace(1) %3485, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %3486 = mul i32 %15, 2
  %3487 = add i32 %3486, 9
  %3488 = icmp slt i32 %3487, %6
  br i1 %3488, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %3489 = add i32 %38, %3487
  %3490 = sext i32 %3489 to i64
  %3491 = mul i64 %3490, 4
  %3492 = getelementptr i8, ptr addrspace(1) %0, i64 %3491
  store float %963, ptr addrspace(1) %3492, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %3493 = mul i32 %15, 2
  %3494 = add i32 %3493, 16
  %3495 = icmp slt i32 %3494, %6
  br i1 %3495, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %3496 = add i32 %38, %3494
  %3497 = sext i32 %3496 to i64
  %3498 = mul i64 %3497, 4
  %3499 = getelementptr i8, ptr addrspace(1) %0, i64 %3498
  store float %965, ptr addrspace(1) %3499, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %3500 = mul i32 %15, 2
  %3501 = add i32 %3500, 17
  %3502 = icmp slt i32 %3501, %6
  br i1 %3502, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %3503 = add i32 %38, %3501
  %3504 = sext i32 %3503 to i64
  %3505 = mul i64 %3504, 4
  %3506 = getelementptr i8, ptr addrspace(1) %0, i64 %3505
  store float %967, ptr addrspace(1) %3506, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %3507 = mul i32 %15, 2
  %3508 = add i32 %3507, 24
  %3509 = icmp slt i32 %3508, %6
  br i1 %3509, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %3510 = add i32 %38, %3508
  %3511 = sext i32 %3510 to i64
  %3512 = mul i64 %3511, 4
  %3513 = getelementptr i8, ptr addrspace(1) %0, i64 %3512
  store float %969, ptr addrspace(1) %3513, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %3514 = mul i32 %15, 2
  %3515 = add i32 %3514, 25
  %3516 = icmp slt i32 %3515, %6
  br i1 %3516, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %3517 = add i32 %38, %3515
  %3518 = sext i32 %3517 to i64
  %3519 = mul i64 %3518, 4
  %3520 = getelementptr i8, ptr addrspace(1) %0, i64 %3519
  store float %971, ptr addrspace(1) %3520, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %3521 = mul i32 %15, 2
  %3522 = add i32 %3521, 32
  %3523 = icmp slt i32 %3522, %6
  br i1 %3523, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %3524 = add i32 %38, %3522
  %3525 = sext i32 %3524 to i64
  %3526 = mul i64 %3525, 4
  %3527 = getelementptr i8, ptr addrspace(1) %0, i64 %3526
  store float %973, ptr addrspace(1) %3527, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %3528 = mul i32 %15, 2
  %3529 = add i32 %3528, 33
  %3530 = icmp slt i32 %3529, %6
  br i1 %3530, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %3531 = add i32 %38, %3529
  %3532 = sext i32 %3531 to i64
  %3533 = mul i64 %3532, 4
  %3534 = getelementptr i8, ptr addrspace(1) %0, i64 %3533
  store float %975, ptr addrspace(1) %3534, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %3535 = mul i32 %15, 2
  %3536 = add i32 %3535, 40
  %3537 = icmp slt i32 %3536, %6
  br i1 %3537, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %3538 = add i32 %38, %3536
  %3539 = sext i32 %3538 to i64
  %3540 = mul i64 %3539, 4
  %3541 = getelementptr i8, ptr addrspace(1) %0, i64 %3540
  store float %977, ptr addrspace(1) %3541, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %3542 = mul i32 %15, 2
  %3543 = add i32 %3542, 41
  %3544 = icmp slt i32 %3543, %6
  br i1 %3544, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %3545 = add i32 %38, %3543
  %3546 = sext i32 %3545 to i64
  %3547 = mul i64 %3546, 4
  %3548 = getelementptr i8, ptr addrspace(1) %0, i64 %3547
  store float %979, ptr addrspace(1) %3548, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %3549 = mul i32 %15, 2
  %3550 = add i32 %3549, 48
  %3551 = icmp slt i32 %3550, %6
  br i1 %3551, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %3552 = add i32 %38, %3550
  %3553 = sext i32 %3552 to i64
  %3554 = mul i64 %3553, 4
  %3555 = getelementptr i8, ptr addrspace(1) %0, i64 %3554
  store float %981, ptr addrspace(1) %3555, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %3556 = mul i32 %15, 2
  %3557 = add i32 %3556, 49
  %3558 = icmp slt i32 %3557, %6
  br i1 %3558, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %3559 = add i32 %38, %3557
  %3560 = sext i32 %3559 to i64
  %3561 = mul i64 %3560, 4
  %3562 = getelementptr i8, ptr addrspace(1) %0, i64 %3561
  store float %983, ptr addrspace(1) %3562, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %3563 = mul i32 %15, 2
  %3564 = add i32 %3563, 56
  %3565 = icmp slt i32 %3564, %6
  br i1 %3565, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %3566 = add i32 %38, %3564
  %3567 = sext i32 %3566 to i64
  %3568 = mul i64 %3567, 4
  %3569 = getelementptr i8, ptr addrspace(1) %0, i64 %3568
  store float %985, ptr addrspace(1) %3569, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %3570 = mul i32 %15, 2
  %3571 = add i32 %3570, 57
  %3572 = icmp slt i32 %3571, %6
  br i1 %3572, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %3573 = add i32 %38, %3571
  %3574 = sext i32 %3573 to i64
  %3575 = mul i64 %3574, 4
  %3576 = getelementptr i8, ptr addrspace(1) %0, i64 %3575
  store float %987, ptr addrspace(1) %3576, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %3577 = mul i32 %15, 2
  %3578 = add i32 %3577, 64
  %3579 = icmp slt i32 %3578, %6
  br i1 %3579, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %3580 = add i32 %38, %3578
  %3581 = sext i32 %3580 to i64
  %3582 = mul i64 %3581, 4
  %3583 = getelementptr i8, ptr addrspace(1) %0, i64 %3582
  store float %989, ptr addrspace(1) %3583, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %3584 = mul i32 %15, 2
  %3585 = add i32 %3584, 65
  %3586 = icmp slt i32 %3585, %6
  br i1 %3586, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %3587 = add i32 %38, %3585
  %3588 = sext i32 %3587 to i64
  %3589 = mul i64 %3588, 4
  %3590 = getelementptr i8, ptr addrspace(1) %0, i64 %3589
  store float %991, ptr addrspace(1) %3590, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %3591 = mul i32 %15, 2
  %3592 = add i32 %3591, 72
  %3593 = icmp slt i32 %3592, %6
  br i1 %3593, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %3594 = add i32 %38, %3592
  %3595 = sext i32 %3594 to i64
  %3596 = mul i64 %3595, 4
  %3597 = getelementptr i8, ptr addrspace(1) %0, i64 %3596
  store float %993, ptr addrspace(1) %3597, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %3598 = mul i32 %15, 2
  %3599 = add i32 %3598, 73
  %3600 = icmp slt i32 %3599, %6
  br i1 %3600, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %3601 = add i32 %38, %3599
  %3602 = sext i32 %3601 to i64
  %3603 = mul i64 %3602, 4
  %3604 = getelementptr i8, ptr addrspace(1) %0, i64 %3603
  store float %995, ptr addrspace(1) %3604, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %3605 = mul i32 %15, 2
  %3606 = add i32 %3605, 80
  %3607 = icmp slt i32 %3606, %6
  br i1 %3607, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %3608 = add i32 %38, %3606
  %3609 = sext i32 %3608 to i64
  %3610 = mul i64 %3609, 4
  %3611 = getelementptr i8, ptr addrspace(1) %0, i64 %3610
  store float %997, ptr addrspace(1) %3611, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  %3612 = mul i32 %15, 2
  %3613 = add i32 %3612, 81
  %3614 = icmp slt i32 %3613, %6
  br i1 %3614, label %then113, label %endif114

then113:                                          ; preds = %endif112
  %3615 = add i32 %38, %3613
  %3616 = sext i32 %3615 to i64
  %3617 = mul i64 %3616, 4
  %3618 = getelementptr i8, ptr addrspace(1) %0, i64 %3617
  store float %999, ptr addrspace(1) %3618, align 4
  br label %endif114

endif114:                                         ; preds = %then113, %endif112
  %3619 = mul i32 %15, 2
  %3620 = add i32 %3619, 88
  %3621 = icmp slt i32 %3620, %6
  br i1 %3621, label %then115, label %endif116

then115:                                          ; preds = %endif114
  %3622 = add i32 %38, %3620
  %3623 = sext i32 %3622 to i64
  %3624 = mul i64 %3623, 4
  %3625 = getelementptr i8, ptr addrspace(1) %0, i64 %3624
  store float %1001, ptr addrspace(1) %3625, align 4
  br label %endif116

endif116:                                         ; preds = %then115, %endif114
  %3626 = mul i32 %15, 2
  %3627 = add i32 %3626, 89
  %3628 = icmp slt i32 %3627, %6
  br i1 %3628, label %then117, label %endif118

then117:                                          ; preds = %endif116
  %3629 = add i32 %38, %3627
  %3630 = sext i32 %3629 to i64
  %3631 = mul i64 %3630, 4
  %3632 = getelementptr i8, ptr addrspace(1) %0, i64 %3631
  store float %1003, ptr addrspace(1) %3632, align 4
  br label %endif118

endif118:                                         ; preds = %then117, %endif116
  %3633 = mul i32 %15, 2
  %3634 = add i32 %3633, 96
  %3635 = icmp slt i32 %3634, %6
  br i1 %3635, label %then119, label %endif120

then119:                                          ; preds = %endif118
  %3636 = add i32 %38, %3634
  %3637 = sext i32 %3636 to i64
  %3638 = mul i64 %3637, 4
  %3639 = getelementptr i8, ptr addrspace(1) %0, i64 %3638
  store float %1005, ptr addrspace(1) %3639, align 4
  br label %endif120

endif120:                                         ; preds = %then119, %endif118
  %3640 = mul i32 %15, 2
  %3641 = add i32 %3640, 97
  %3642 = icmp slt i32 %3641, %6
  br i1 %3642, label %then121, label %endif122

then121:                                          ; preds = %endif120
  %3643 = add i32 %38, %3641
  %3644 = sext i32 %3643 to i64
  %3645 = mul i64 %3644, 4
  %3646 = getelementptr i8, ptr addrspace(1) %0, i64 %3645
  store float %1007, ptr addrspace(1) %3646, align 4
  br label %endif122

endif122:                                         ; preds = %then121, %endif120
  %3647 = mul i32 %15, 2
  %3648 = add i32 %3647, 104
  %3649 = icmp slt i32 %3648, %6
  br i1 %3649, label %then123, label %endif124

then123:                                          ; preds = %endif122
  %3650 = add i32 %38, %3648
  %3651 = sext i32 %3650 to i64
  %3652 = mul i64 %3651, 4
  %3653 = getelementptr i8, ptr addrspace(1) %0, i64 %3652
  store float %1009, ptr addrspace(1) %3653, align 4
  br label %endif124

endif124:                                         ; preds = %then123, %endif122
  %3654 = mul i32 %15, 2
  %3655 = add i32 %3654, 105
  %3656 = icmp slt i32 %3655, %6
  br i1 %3656, label %then125, label %endif126

then125:                                          ; preds = %endif124
  %3657 = add i32 %38, %3655
  %3658 = sext i32 %3657 to i64
  %3659 = mul i64 %3658, 4
  %3660 = getelementptr i8, ptr addrspace(1) %0, i64 %3659
  store float %1011, ptr addrspace(1) %3660, align 4
  br label %endif126

endif126:                                         ; preds = %then125, %endif124
  %3661 = mul i32 %15, 2
  %3662 = add i32 %3661, 112
  %3663 = icmp slt i32 %3662, %6
  br i1 %3663, label %then127, label %endif128

then127:                                          ; preds = %endif126
  %3664 = add i32 %38, %3662
  %3665 = sext i32 %3664 to i64
  %3666 = mul i64 %3665, 4
  %3667 = getelementptr i8, ptr addrspace(1) %0, i64 %3666
  store float %1013, ptr addrspace(1) %3667, align 4
  br label %endif128

endif128:                                         ; preds = %then127, %endif126
  %3668 = mul i32 %15, 2
  %3669 = add i32 %3668, 113
  %3670 = icmp slt i32 %3669, %6
  br i1 %3670, label %then129, label %endif130

then129:                                          ; preds = %endif128
  %3671 = add i32 %38, %3669
  %3672 = sext i32 %3671 to i64
  %3673 = mul i64 %3672, 4
  %3674 = getelementptr i8, ptr addrspace(1) %0, i64 %3673
  store float %1015, ptr addrspace(1) %3674, align 4
  br label %endif130

endif130:                                         ; preds = %then129, %endif128
  %3675 = mul i32 %15, 2
  %3676 = add i32 %3675, 120
  %3677 = icmp slt i32 %3676, %6
  br i1 %3677, label %then131, label %endif132

then131:                                          ; preds = %endif130
  %3678 = add i32 %38, %3676
  %3679 = sext i32 %3678 to i64
  %3680 = mul i64 %3679, 4
  %3681 = getelementptr i8, ptr addrspace(1) %0, i64 %3680
  store float %1017, ptr addrspace(1) %3681, align 4
  br label %endif132

endif132:                                         ; preds = %then131, %endif130
  %3682 = mul i32 %15, 2
  %3683 = add i32 %3682, 121
  %3684 = icmp slt i32 %3683, %6
  br i1 %3684, label %then133, label %endif134

then133:                                          ; preds = %endif132
  %3685 = add i32 %38, %3683
  %3686 = sext i32 %3685 to i64
  %3687 = mul i64 %3686, 4
  %3688 = getelementptr i8, ptr addrspace(1) %0, i64 %3687
  store float %1019, ptr addrspace(1) %3688, align 4
  br label %endif134

endif134:                                         ; preds = %then133, %endif132
  br label %endif70

then135:                                          ; preds = %endif70
  %3689 = mul i32 %15, 2
  %3690 = add i32 %3689, 0
  %3691 = icmp slt i32 %3690, %6
  br i1 %3691, label %then137, label %endif138

endif136:                                         ; preds = %endif200, %endif70
  ret void

then137:                                          ; preds = %then135
  %3692 = add i32 %50, %3690
  %3693 = sext i32 %3692 to i64
  %3694 = mul i64 %3693, 4
  %3695 = getelementptr i8, ptr addrspace(1) %0, i64 %3694
  store float %3405, ptr addrspace(1) %3695, align 4
  br label %endif138

endif138:                                         ; preds = %then137, %then135
  %3696 = mul i32 %15, 2
  %3697 = add i32 %3696, 1
  %3698 = icmp slt i32 %3697, %6
  br i1 %3698, label %then139, label %endif140

then139:                                          ; preds = %endif138
  %3699 = add i32 %50, %3697
  %3700 = sext i32 %3699 to i64
  %3701 = mul i64 %3700, 4
  %3702 = getelementptr i8, ptr addrspace(1) %0, i64 %3701
  store float %3407, ptr addrspace(1) %3702, align 4
  br label %endif140

endif140:                                         ; preds = %then139, %endif138
  %3703 = mul i32 %15, 2
  %3704 = add i32 %3703, 8
  %3705 = icmp slt i32 %3704, %6
  br i1 %3705, label %then141, label %endif142

then141:                                          ; preds = %endif140
  %3706 = add i32 %50, %3704
  %3707 = sext i32 %3706 to i64
  %3708 = mul i64 %3707, 4
  %3709 = getelementptr i8, ptr addrspace(1) %0, i64 %3708
  store float %3409, ptr addrspace(1) %3709, align 4
  br label %endif142

endif142:                                         ; preds = %then141, %endif140
  %3710 = mul i32 %15, 2
  %3711 = add i32 %3710, 9
  %3712 = icmp slt i32 %3711, %6
  br i1 %3712, label %then143, label %endif144

then143:                                          ; preds = %endif142
  %3713 = add i32 %50, %3711
  %3714 = sext i32 %3713 to i64
  %3715 = mul i64 %3714, 4
  %3716 = getelementptr i8, ptr addrspace(1) %0, i64 %3715
  store float %3411, ptr addrspace(1) %3716, align 4
  br label %endif144

endif144:                                         ; preds = %then143, %endif142
  %3717 = mul i32 %15, 2
  %3718 = add i32 %3717, 16
  %3719 = icmp slt i32 %3718, %6
  br i1 %3719, label %then145, label %endif146

then145:                                          ; preds = %endif144
  %3720 = add i32 %50, %3718
  %3721 = sext i32 %3720 to i64
  %3722 = mul i64 %3721, 4
  %3723 = getelementptr i8, ptr addrspace(1) %0, i64 %3722
  store float %3413, ptr addrspace(1) %3723, align 4
  br label %endif146

endif146:                                         ; preds = %then145, %endif144
  %3724 = mul i32 %15, 2
  %3725 = add i32 %3724, 17
  %3726 = icmp slt i32 %3725, %6
  br i1 %3726, label %then147, label %endif148

then147:                                          ; preds = %endif146
  %3727 = add i32 %50, %3725
  %3728 = sext i32 %3727 to i64
  %3729 = mul i64 %3728, 4
  %3730 = getelementptr i8, ptr addrspace(1) %0, i64 %3729
  store float %3415, ptr addrspace(1) %3730, align 4
  br label %endif148

endif148:                                         ; preds = %then147, %endif146
  %3731 = mul i32 %15, 2
  %3732 = add i32 %3731, 24
  %3733 = icmp slt i32 %3732, %6
  br i1 %3733, label %then149, label %endif150

then149:                                          ; preds = %endif148
  %3734 = add i32 %50, %3732
  %3735 = sext i32 %3734 to i64
  %3736 = mul i64 %3735, 4
  %3737 = getelementptr i8, ptr addrspace(1) %0, i64 %3736
  store float %3417, ptr addrspace(1) %3737, align 4
  br label %endif150

endif150:                                         ; preds = %then149, %endif148
  %3738 = mul i32 %15, 2
  %3739 = add i32 %3738, 25
  %3740 = icmp slt i32 %3739, %6
  br i1 %3740, label %then151, label %endif152

then151:                                          ; preds = %endif150
  %3741 = add i32 %50, %3739
  %3742 = sext i32 %3741 to i64
  %3743 = mul i64 %3742, 4
  %3744 = getelementptr i8, ptr addrspace(1) %0, i64 %3743
  store float %3419, ptr addrspace(1) %3744, align 4
  br label %endif152

endif152:                                         ; preds = %then151, %endif150
  %3745 = mul i32 %15, 2
  %3746 = add i32 %3745, 32
  %3747 = icmp slt i32 %3746, %6
  br i1 %3747, label %then153, label %endif154

then153:                                          ; preds = %endif152
  %3748 = add i32 %50, %3746
  %3749 = sext i32 %3748 to i64
  %3750 = mul i64 %3749, 4
  %3751 = getelementptr i8, ptr addrspace(1) %0, i64 %3750
  store float %3421, ptr addrspace(1) %3751, align 4
  br label %endif154

endif154:                                         ; preds = %then153, %endif152
  %3752 = mul i32 %15, 2
  %3753 = add i32 %3752, 33
  %3754 = icmp slt i32 %3753, %6
  br i1 %3754, label %then155, label %endif156

then155:                                          ; preds = %endif154
  %3755 = add i32 %50, %3753
  %3756 = sext i32 %3755 to i64
  %3757 = mul i64 %3756, 4
  %3758 = getelementptr i8, ptr addrspace(1) %0, i64 %3757
  store float %3423, ptr addrspace(1) %3758, align 4
  br label %endif156

endif156:                                         ; preds = %then155, %endif154
  %3759 = mul i32 %15, 2
  %3760 = add i32 %3759, 40
  %3761 = icmp slt i32 %3760, %6
  br i1 %3761, label %then157, label %endif158

then157:                                          ; preds = %endif156
  %3762 = add i32 %50, %3760
  %3763 = sext i32 %3762 to i64
  %3764 = mul i64 %3763, 4
  %3765 = getelementptr i8, ptr addrspace(1) %0, i64 %3764
  store float %3425, ptr addrspace(1) %3765, align 4
  br label %endif158

endif158:                                         ; preds = %then157, %endif156
  %3766 = mul i32 %15, 2
  %3767 = add i32 %3766, 41
  %3768 = icmp slt i32 %3767, %6
  br i1 %3768, label %then159, label %endif160

then159:                                          ; preds = %endif158
  %3769 = add i32 %50, %3767
  %3770 = sext i32 %3769 to i64
  %3771 = mul i64 %3770, 4
  %3772 = getelementptr i8, ptr addrspace(1) %0, i64 %3771
  store float %3427, ptr addrspace(1) %3772, align 4
  br label %endif160

endif160:                                         ; preds = %then159, %endif158
  %3773 = mul i32 %15, 2
  %3774 = add i32 %3773, 48
  %3775 = icmp slt i32 %3774, %6
  br i1 %3775, label %then161, label %endif162

then161:                                          ; preds = %endif160
  %3776 = add i32 %50, %3774
  %3777 = sext i32 %3776 to i64
  %3778 = mul i64 %3777, 4
  %3779 = getelementptr i8, ptr addrspace(1) %0, i64 %3778
  store float %3429, ptr addrspace(1) %3779, align 4
  br label %endif162

endif162:                                         ; preds = %then161, %endif160
  %3780 = mul i32 %15, 2
  %3781 = add i32 %3780, 49
  %3782 = icmp slt i32 %3781, %6
  br i1 %3782, label %then163, label %endif164

then163:                                          ; preds = %endif162
  %3783 = add i32 %50, %3781
  %3784 = sext i32 %3783 to i64
  %3785 = mul i64 %3784, 4
  %3786 = getelementptr i8, ptr addrspace(1) %0, i64 %3785
  store float %3431, ptr addrspace(1) %3786, align 4
  br label %endif164

endif164:                                         ; preds = %then163, %endif162
  %3787 = mul i32 %15, 2
  %3788 = add i32 %3787, 56
  %3789 = icmp slt i32 %3788, %6
  br i1 %3789, label %then165, label %endif166

then165:                                          ; preds = %endif164
  %3790 = add i32 %50, %3788
  %3791 = sext i32 %3790 to i64
  %3792 = mul i64 %3791, 4
  %3793 = getelementptr i8, ptr addrspace(1) %0, i64 %3792
  store float %3433, ptr addrspace(1) %3793, align 4
  br label %endif166

endif166:                                         ; preds = %then165, %endif164
  %3794 = mul i32 %15, 2
  %3795 = add i32 %3794, 57
  %3796 = icmp slt i32 %3795, %6
  br i1 %3796, label %then167, label %endif168

then167:                                          ; preds = %endif166
  %3797 = add i32 %50, %3795
  %3798 = sext i32 %3797 to i64
  %3799 = mul i64 %3798, 4
  %3800 = getelementptr i8, ptr addrspace(1) %0, i64 %3799
  store float %3435, ptr addrspace(1) %3800, align 4
  br label %endif168

endif168:                                         ; preds = %then167, %endif166
  %3801 = mul i32 %15, 2
  %3802 = add i32 %3801, 64
  %3803 = icmp slt i32 %3802, %6
  br i1 %3803, label %then169, label %endif170

then169:                                          ; preds = %endif168
  %3804 = add i32 %50, %3802
  %3805 = sext i32 %3804 to i64
  %3806 = mul i64 %3805, 4
  %3807 = getelementptr i8, ptr addrspace(1) %0, i64 %3806
  store float %3437, ptr addrspace(1) %3807, align 4
  br label %endif170

endif170:                                         ; preds = %then169, %endif168
  %3808 = mul i32 %15, 2
  %3809 = add i32 %3808, 65
  %3810 = icmp slt i32 %3809, %6
  br i1 %3810, label %then171, label %endif172

then171:                                          ; preds = %endif170
  %3811 = add i32 %50, %3809
  %3812 = sext i32 %3811 to i64
  %3813 = mul i64 %3812, 4
  %3814 = getelementptr i8, ptr addrspace(1) %0, i64 %3813
  store float %3439, ptr addrspace(1) %3814, align 4
  br label %endif172

endif172:                                         ; preds = %then171, %endif170
  %3815 = mul i32 %15, 2
  %3816 = add i32 %3815, 72
  %3817 = icmp slt i32 %3816, %6
  br i1 %3817, label %then173, label %endif174

then173:                                          ; preds = %endif172
  %3818 = add i32 %50, %3816
  %3819 = sext i32 %3818 to i64
  %3820 = mul i64 %3819, 4
  %3821 = getelementptr i8, ptr addrspace(1) %0, i64 %3820
  store float %3441, ptr addrspace(1) %3821, align 4
  br label %endif174

endif174:                                         ; preds = %then173, %endif172
  %3822 = mul i32 %15, 2
  %3823 = add i32 %3822, 73
  %3824 = icmp slt i32 %3823, %6
  br i1 %3824, label %then175, label %endif176

then175:                                          ; preds = %endif174
  %3825 = add i32 %50, %3823
  %3826 = sext i32 %3825 to i64
  %3827 = mul i64 %3826, 4
  %3828 = getelementptr i8, ptr addrspace(1) %0, i64 %3827
  store float %3443, ptr addrspace(1) %3828, align 4
  br label %endif176

endif176:                                         ; preds = %then175, %endif174
  %3829 = mul i32 %15, 2
  %3830 = add i32 %3829, 80
  %3831 = icmp slt i32 %3830, %6
  br i1 %3831, label %then177, label %endif178

then177:                                          ; preds = %endif176
  %3832 = add i32 %50, %3830
  %3833 = sext i32 %3832 to i64
  %3834 = mul i64 %3833, 4
  %3835 = getelementptr i8, ptr addrspace(1) %0, i64 %3834
  store float %3445, ptr addrspace(1) %3835, align 4
  br label %endif178

endif178:                                         ; preds = %then177, %endif176
  %3836 = mul i32 %15, 2
  %3837 = add i32 %3836, 81
  %3838 = icmp slt i32 %3837, %6
  br i1 %3838, label %then179, label %endif180

then179:                                          ; preds = %endif178
  %3839 = add i32 %50, %3837
  %3840 = sext i32 %3839 to i64
  %3841 = mul i64 %3840, 4
  %3842 = getelementptr i8, ptr addrspace(1) %0, i64 %3841
  store float %3447, ptr addrspace(1) %3842, align 4
  br label %endif180

endif180:                                         ; preds = %then179, %endif178
  %3843 = mul i32 %15, 2
  %3844 = add i32 %3843, 88
  %3845 = icmp slt i32 %3844, %6
  br i1 %3845, label %then181, label %endif182

then181:                                          ; preds = %endif180
  %3846 = add i32 %50, %3844
  %3847 = sext i32 %3846 to i64
  %3848 = mul i64 %3847, 4
  %3849 = getelementptr i8, ptr addrspace(1) %0, i64 %3848
  store float %3449, ptr addrspace(1) %3849, align 4
  br label %endif182

endif182:                                         ; preds = %then181, %endif180
  %3850 = mul i32 %15, 2
  %3851 = add i32 %3850, 89
  %3852 = icmp slt i32 %3851, %6
  br i1 %3852, label %then183, label %endif184

then183:                                          ; preds = %endif182
  %3853 = add i32 %50, %3851
  %3854 = sext i32 %3853 to i64
  %3855 = mul i64 %3854, 4
  %3856 = getelementptr i8, ptr addrspace(1) %0, i64 %3855
  store float %3451, ptr addrspace(1) %3856, align 4
  br label %endif184

endif184:                                         ; preds = %then183, %endif182
  %3857 = mul i32 %15, 2
  %3858 = add i32 %3857, 96
  %3859 = icmp slt i32 %3858, %6
  br i1 %3859, label %then185, label %endif186

then185:                                          ; preds = %endif184
  %3860 = add i32 %50, %3858
  %3861 = sext i32 %3860 to i64
  %3862 = mul i64 %3861, 4
  %3863 = getelementptr i8, ptr addrspace(1) %0, i64 %3862
  store float %3453, ptr addrspace(1) %3863, align 4
  br label %endif186

endif186:                                         ; preds = %then185, %endif184
  %3864 = mul i32 %15, 2
  %3865 = add i32 %3864, 97
  %3866 = icmp slt i32 %3865, %6
  br i1 %3866, label %then187, label %endif188

then187:                                          ; preds = %endif186
  %3867 = add i32 %50, %3865
  %3868 = sext i32 %3867 to i64
  %3869 = mul i64 %3868, 4
  %3870 = getelementptr i8, ptr addrspace(1) %0, i64 %3869
  store float %3455, ptr addrspace(1) %3870, align 4
  br label %endif188

endif188:                                         ; preds = %then187, %endif186
  %3871 = mul i32 %15, 2
  %3872 = add i32 %3871, 104
  %3873 = icmp slt i32 %3872, %6
  br i1 %3873, label %then189, label %endif190

then189:                                          ; preds = %endif188
  %3874 = add i32 %50, %3872
  %3875 = sext i32 %3874 to i64
  %3876 = mul i64 %3875, 4
  %3877 = getelementptr i8, ptr addrspace(1) %0, i64 %3876
  store float %3457, ptr addrspace(1) %3877, align 4
  br label %endif190

endif190:                                         ; preds = %then189, %endif188
  %3878 = mul i32 %15, 2
  %3879 = add i32 %3878, 105
  %3880 = icmp slt i32 %3879, %6
  br i1 %3880, label %then191, label %endif192

then191:                                          ; preds = %endif190
  %3881 = add i32 %50, %3879
  %3882 = sext i32 %3881 to i64
  %3883 = mul i64 %3882, 4
  %3884 = getelementptr i8, ptr addrspace(1) %0, i64 %3883
  store float %3459, ptr addrspace(1) %3884, align 4
  br label %endif192

endif192:                                         ; preds = %then191, %endif190
  %3885 = mul i32 %15, 2
  %3886 = add i32 %3885, 112
  %3887 = icmp slt i32 %3886, %6
  br i1 %3887, label %then193, label %endif194

then193:                                          ; preds = %endif192
  %3888 = add i32 %50, %3886
  %3889 = sext i32 %3888 to i64
  %3890 = mul i64 %3889, 4
  %3891 = getelementptr i8, ptr addrspace(1) %0, i64 %3890
  store float %3461, ptr addrspace(1) %3891, align 4
  br label %endif194

endif194:                                         ; preds = %then193, %endif192
  %3892 = mul i32 %15, 2
  %3893 = add i32 %3892, 113
  %3894 = icmp slt i32 %3893, %6
  br i1 %3894, label %then195, label %endif196

then195:                                          ; preds = %endif194
  %3895 = add i32 %50, %3893
  %3896 = sext i32 %3895 to i64
  %3897 = mul i64 %3896, 4
  %3898 = getelementptr i8, ptr addrspace(1) %0, i64 %3897
  store float %3463, ptr addrspace(1) %3898, align 4
  br label %endif196

endif196:                                         ; preds = %then195, %endif194
  %3899 = mul i32 %15, 2
  %3900 = add i32 %3899, 120
  %3901 = icmp slt i32 %3900, %6
  br i1 %3901, label %then197, label %endif198

then197:                                          ; preds = %endif196
  %3902 = add i32 %50, %3900
  %3903 = sext i32 %3902 to i64
  %3904 = mul i64 %3903, 4
  %3905 = getelementptr i8, ptr addrspace(1) %0, i64 %3904
  store float %3465, ptr addrspace(1) %3905, align 4
  br label %endif198

endif198:                                         ; preds = %then197, %endif196
  %3906 = mul i32 %15, 2
  %3907 = add i32 %3906, 121
  %3908 = icmp slt i32 %3907, %6
  br i1 %3908, label %then199, label %endif200

then199:                                          ; preds = %endif198
  %3909 = add i32 %50, %3907
  %3910 = sext i32 %3909 to i64
  %3911 = mul i64 %3910, 4
  %3912 = getelementptr i8, ptr addrspace(1) %0, i64 %3911
  store float %3467, ptr addrspace(1) %3912, align 4
  br label %endif200

endif200:                                         ; preds = %then199, %endif198
  br label %endif136
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #6

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_prefill_mma_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_mma_f16kv, !"maxntidx", i32 128}
