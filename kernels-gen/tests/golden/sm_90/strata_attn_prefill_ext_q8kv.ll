; ModuleID = 'strata_attn_prefill_ext_q8kv'
source_filename = "strata_attn_prefill_ext_q8kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_ext_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10, ptr addrspace(1) noalias %11, ptr addrspace(1) noalias %12) {
entry:
  %v131 = alloca i32, align 4
  %v125 = alloca i32, align 4
  %v119 = alloca i32, align 4
  %v113 = alloca i32, align 4
  %v40 = alloca i32, align 4
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
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = and i32 %14, 31
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = lshr i32 %16, 5
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = mul i32 %19, 4
  %21 = udiv i32 %4, %5
  %22 = udiv i32 %18, %21
  %23 = mul i32 %5, %6
  %24 = add i32 %23, 63
  %25 = udiv i32 %24, 64
  %26 = mul i32 %5, %6
  %27 = add i32 %26, 63
  %28 = udiv i32 %27, 64
  %29 = sext i32 %18 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) %10, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = sub i32 %36, %34
  %38 = sub i32 %37, 1
  %39 = add i32 %20, 0
  %40 = icmp sle i32 %39, %38
  %41 = select i1 %40, i32 %39, i32 %38
  %42 = add i32 %34, %41
  %43 = add i32 %42, 1
  %44 = sub i32 %43, %9
  %45 = icmp sgt i32 %9, 0
  %46 = icmp sgt i32 %44, 0
  %47 = and i1 %45, %46
  %48 = select i1 %47, i32 %44, i32 0
  %49 = mul i32 %41, %4
  %50 = add i32 %49, %18
  %51 = mul i32 %50, %6
  %52 = add i32 %15, 0
  %53 = icmp slt i32 %52, %6
  %54 = add i32 %51, %52
  %55 = select i1 %53, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %53, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr %v, align 4
  %61 = add i32 %15, 32
  %62 = icmp slt i32 %61, %6
  %63 = add i32 %51, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %70 = add i32 %15, 64
  %71 = icmp slt i32 %70, %6
  %72 = add i32 %51, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %1, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %79 = add i32 %15, 96
  %80 = icmp slt i32 %79, %6
  %81 = add i32 %51, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %88 = add i32 %15, 128
  %89 = icmp slt i32 %88, %6
  %90 = add i32 %51, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %97 = add i32 %15, 160
  %98 = icmp slt i32 %97, %6
  %99 = add i32 %51, %97
  %100 = select i1 %98, i32 %99, i32 0
  %101 = sext i32 %100 to i64
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %1, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = select i1 %98, float %104, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %106 = add i32 %15, 192
  %107 = icmp slt i32 %106, %6
  %108 = add i32 %51, %106
  %109 = select i1 %107, i32 %108, i32 0
  %110 = sext i32 %109 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %1, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = select i1 %107, float %113, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %115 = add i32 %15, 224
  %116 = icmp slt i32 %115, %6
  %117 = add i32 %51, %115
  %118 = select i1 %116, i32 %117, i32 0
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %1, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = select i1 %116, float %122, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %124 = add i32 %20, 1
  %125 = icmp sle i32 %124, %38
  %126 = select i1 %125, i32 %124, i32 %38
  %127 = add i32 %34, %126
  %128 = add i32 %127, 1
  %129 = sub i32 %128, %9
  %130 = icmp sgt i32 %9, 0
  %131 = icmp sgt i32 %129, 0
  %132 = and i1 %130, %131
  %133 = select i1 %132, i32 %129, i32 0
  %134 = mul i32 %126, %4
  %135 = add i32 %134, %18
  %136 = mul i32 %135, %6
  %137 = add i32 %15, 0
  %138 = icmp slt i32 %137, %6
  %139 = add i32 %136, %137
  %140 = select i1 %138, i32 %139, i32 0
  %141 = sext i32 %140 to i64
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %1, i64 %142
  %144 = load float, ptr addrspace(1) %143, align 4
  %145 = select i1 %138, float %144, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %146 = add i32 %15, 32
  %147 = icmp slt i32 %146, %6
  %148 = add i32 %136, %146
  %149 = select i1 %147, i32 %148, i32 0
  %150 = sext i32 %149 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %1, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = select i1 %147, float %153, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %155 = add i32 %15, 64
  %156 = icmp slt i32 %155, %6
  %157 = add i32 %136, %155
  %158 = select i1 %156, i32 %157, i32 0
  %159 = sext i32 %158 to i64
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %1, i64 %160
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = select i1 %156, float %162, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %164 = add i32 %15, 96
  %165 = icmp slt i32 %164, %6
  %166 = add i32 %136, %164
  %167 = select i1 %165, i32 %166, i32 0
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr addrspace(1) %1, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4
  %172 = select i1 %165, float %171, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %173 = add i32 %15, 128
  %174 = icmp slt i32 %173, %6
  %175 = add i32 %136, %173
  %176 = select i1 %174, i32 %175, i32 0
  %177 = sext i32 %176 to i64
  %178 = mul i64 %177, 4
  %179 = getelementptr i8, ptr addrspace(1) %1, i64 %178
  %180 = load float, ptr addrspace(1) %179, align 4
  %181 = select i1 %174, float %180, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %182 = add i32 %15, 160
  %183 = icmp slt i32 %182, %6
  %184 = add i32 %136, %182
  %185 = select i1 %183, i32 %184, i32 0
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %1, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = select i1 %183, float %189, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
  %191 = add i32 %15, 192
  %192 = icmp slt i32 %191, %6
  %193 = add i32 %136, %191
  %194 = select i1 %192, i32 %193, i32 0
  %195 = sext i32 %194 to i64
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr addrspace(1) %1, i64 %196
  %198 = load float, ptr addrspace(1) %197, align 4
  %199 = select i1 %192, float %198, float 0.000000e+00
  store float 0.000000e+00, ptr %v16, align 4
  %200 = add i32 %15, 224
  %201 = icmp slt i32 %200, %6
  %202 = add i32 %136, %200
  %203 = select i1 %201, i32 %202, i32 0
  %204 = sext i32 %203 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %1, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = select i1 %201, float %207, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  store float 0xFFF0000000000000, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  %209 = add i32 %20, 2
  %210 = icmp sle i32 %209, %38
  %211 = select i1 %210, i32 %209, i32 %38
  %212 = add i32 %34, %211
  %213 = add i32 %212, 1
  %214 = sub i32 %213, %9
  %215 = icmp sgt i32 %9, 0
  %216 = icmp sgt i32 %214, 0
  %217 = and i1 %215, %216
  %218 = select i1 %217, i32 %214, i32 0
  %219 = mul i32 %211, %4
  %220 = add i32 %219, %18
  %221 = mul i32 %220, %6
  %222 = add i32 %15, 0
  %223 = icmp slt i32 %222, %6
  %224 = add i32 %221, %222
  %225 = select i1 %223, i32 %224, i32 0
  %226 = sext i32 %225 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %1, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = select i1 %223, float %229, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %231 = add i32 %15, 32
  %232 = icmp slt i32 %231, %6
  %233 = add i32 %221, %231
  %234 = select i1 %232, i32 %233, i32 0
  %235 = sext i32 %234 to i64
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %1, i64 %236
  %238 = load float, ptr addrspace(1) %237, align 4
  %239 = select i1 %232, float %238, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %240 = add i32 %15, 64
  %241 = icmp slt i32 %240, %6
  %242 = add i32 %221, %240
  %243 = select i1 %241, i32 %242, i32 0
  %244 = sext i32 %243 to i64
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %1, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = select i1 %241, float %247, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %249 = add i32 %15, 96
  %250 = icmp slt i32 %249, %6
  %251 = add i32 %221, %249
  %252 = select i1 %250, i32 %251, i32 0
  %253 = sext i32 %252 to i64
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %1, i64 %254
  %256 = load float, ptr addrspace(1) %255, align 4
  %257 = select i1 %250, float %256, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
  %258 = add i32 %15, 128
  %259 = icmp slt i32 %258, %6
  %260 = add i32 %221, %258
  %261 = select i1 %259, i32 %260, i32 0
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %1, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = select i1 %259, float %265, float 0.000000e+00
  store float 0.000000e+00, ptr %v24, align 4
  %267 = add i32 %15, 160
  %268 = icmp slt i32 %267, %6
  %269 = add i32 %221, %267
  %270 = select i1 %268, i32 %269, i32 0
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = select i1 %268, float %274, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %276 = add i32 %15, 192
  %277 = icmp slt i32 %276, %6
  %278 = add i32 %221, %276
  %279 = select i1 %277, i32 %278, i32 0
  %280 = sext i32 %279 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %1, i64 %281
  %283 = load float, ptr addrspace(1) %282, align 4
  %284 = select i1 %277, float %283, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %285 = add i32 %15, 224
  %286 = icmp slt i32 %285, %6
  %287 = add i32 %221, %285
  %288 = select i1 %286, i32 %287, i32 0
  %289 = sext i32 %288 to i64
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) %1, i64 %290
  %292 = load float, ptr addrspace(1) %291, align 4
  %293 = select i1 %286, float %292, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  store float 0xFFF0000000000000, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  %294 = add i32 %20, 3
  %295 = icmp sle i32 %294, %38
  %296 = select i1 %295, i32 %294, i32 %38
  %297 = add i32 %34, %296
  %298 = add i32 %297, 1
  %299 = sub i32 %298, %9
  %300 = icmp sgt i32 %9, 0
  %301 = icmp sgt i32 %299, 0
  %302 = and i1 %300, %301
  %303 = select i1 %302, i32 %299, i32 0
  %304 = mul i32 %296, %4
  %305 = add i32 %304, %18
  %306 = mul i32 %305, %6
  %307 = add i32 %15, 0
  %308 = icmp slt i32 %307, %6
  %309 = add i32 %306, %307
  %310 = select i1 %308, i32 %309, i32 0
  %311 = sext i32 %310 to i64
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %1, i64 %312
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = select i1 %308, float %314, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %316 = add i32 %15, 32
  %317 = icmp slt i32 %316, %6
  %318 = add i32 %306, %316
  %319 = select i1 %317, i32 %318, i32 0
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %1, i64 %321
  %323 = load float, ptr addrspace(1) %322, align 4
  %324 = select i1 %317, float %323, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
  %325 = add i32 %15, 64
  %326 = icmp slt i32 %325, %6
  %327 = add i32 %306, %325
  %328 = select i1 %326, i32 %327, i32 0
  %329 = sext i32 %328 to i64
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %1, i64 %330
  %332 = load float, ptr addrspace(1) %331, align 4
  %333 = select i1 %326, float %332, float 0.000000e+00
  store float 0.000000e+00, ptr %v32, align 4
  %334 = add i32 %15, 96
  %335 = icmp slt i32 %334, %6
  %336 = add i32 %306, %334
  %337 = select i1 %335, i32 %336, i32 0
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %1, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = select i1 %335, float %341, float 0.000000e+00
  store float 0.000000e+00, ptr %v33, align 4
  %343 = add i32 %15, 128
  %344 = icmp slt i32 %343, %6
  %345 = add i32 %306, %343
  %346 = select i1 %344, i32 %345, i32 0
  %347 = sext i32 %346 to i64
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %1, i64 %348
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = select i1 %344, float %350, float 0.000000e+00
  store float 0.000000e+00, ptr %v34, align 4
  %352 = add i32 %15, 160
  %353 = icmp slt i32 %352, %6
  %354 = add i32 %306, %352
  %355 = select i1 %353, i32 %354, i32 0
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) %1, i64 %357
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = select i1 %353, float %359, float 0.000000e+00
  store float 0.000000e+00, ptr %v35, align 4
  %361 = add i32 %15, 192
  %362 = icmp slt i32 %361, %6
  %363 = add i32 %306, %361
  %364 = select i1 %362, i32 %363, i32 0
  %365 = sext i32 %364 to i64
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(1) %1, i64 %366
  %368 = load float, ptr addrspace(1) %367, align 4
  %369 = select i1 %362, float %368, float 0.000000e+00
  store float 0.000000e+00, ptr %v36, align 4
  %370 = add i32 %15, 224
  %371 = icmp slt i32 %370, %6
  %372 = add i32 %306, %370
  %373 = select i1 %371, i32 %372, i32 0
  %374 = sext i32 %373 to i64
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %1, i64 %375
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = select i1 %371, float %377, float 0.000000e+00
  store float 0.000000e+00, ptr %v37, align 4
  store float 0xFFF0000000000000, ptr %v38, align 4
  store float 0.000000e+00, ptr %v39, align 4
  %379 = add i32 %15, 0
  %380 = icmp slt i32 %379, %6
  %381 = add i32 %15, 32
  %382 = icmp slt i32 %381, %6
  %383 = add i32 %15, 64
  %384 = icmp slt i32 %383, %6
  %385 = add i32 %15, 96
  %386 = icmp slt i32 %385, %6
  %387 = add i32 %15, 128
  %388 = icmp slt i32 %387, %6
  %389 = add i32 %15, 160
  %390 = icmp slt i32 %389, %6
  %391 = add i32 %15, 192
  %392 = icmp slt i32 %391, %6
  %393 = add i32 %15, 224
  %394 = icmp slt i32 %393, %6
  %395 = mul i32 %22, %6
  %396 = add i32 %395, %379
  %397 = select i1 %380, i32 %396, i32 %395
  %398 = lshr i32 %397, 6
  %399 = add i32 %395, %381
  %400 = select i1 %382, i32 %399, i32 %395
  %401 = lshr i32 %400, 6
  %402 = add i32 %395, %383
  %403 = select i1 %384, i32 %402, i32 %395
  %404 = lshr i32 %403, 6
  %405 = add i32 %395, %385
  %406 = select i1 %386, i32 %405, i32 %395
  %407 = lshr i32 %406, 6
  %408 = add i32 %395, %387
  %409 = select i1 %388, i32 %408, i32 %395
  %410 = lshr i32 %409, 6
  %411 = add i32 %395, %389
  %412 = select i1 %390, i32 %411, i32 %395
  %413 = lshr i32 %412, 6
  %414 = add i32 %395, %391
  %415 = select i1 %392, i32 %414, i32 %395
  %416 = lshr i32 %415, 6
  %417 = add i32 %395, %393
  %418 = select i1 %394, i32 %417, i32 %395
  %419 = lshr i32 %418, 6
  %420 = select i1 %40, i32 %43, i32 0
  %421 = icmp sgt i32 %420, 0
  %422 = select i1 %421, i32 %420, i32 0
  %423 = select i1 %125, i32 %128, i32 0
  %424 = icmp sgt i32 %423, %422
  %425 = select i1 %424, i32 %423, i32 %422
  %426 = select i1 %210, i32 %213, i32 0
  %427 = icmp sgt i32 %426, %425
  %428 = select i1 %427, i32 %426, i32 %425
  %429 = select i1 %295, i32 %298, i32 0
  %430 = icmp sgt i32 %429, %428
  %431 = select i1 %430, i32 %429, i32 %428
  %432 = add i32 %17, 4
  %433 = urem i32 %48, 4
  %434 = sub i32 %432, %433
  %435 = urem i32 %434, 4
  %436 = add i32 %48, %435
  store i32 %436, ptr %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %437 = load i32, ptr %v40, align 4
  %438 = icmp slt i32 %437, %431
  br i1 %438, label %body, label %done

body:                                             ; preds = %loop
  %439 = load i32, ptr %v40, align 4
  %440 = mul i32 %439, %5
  %441 = add i32 %440, %22
  %442 = mul i32 %441, %6
  %443 = add i32 %442, %379
  %444 = select i1 %380, i32 %443, i32 %442
  %445 = sext i32 %444 to i64
  %446 = getelementptr i8, ptr addrspace(1) %2, i64 %445
  %447 = load i8, ptr addrspace(1) %446, align 1
  %448 = sext i8 %447 to i32
  %449 = sitofp i32 %448 to float
  %450 = mul i32 %439, %25
  %451 = add i32 %450, %398
  %452 = sext i32 %451 to i64
  %453 = mul i64 %452, 2
  %454 = getelementptr i8, ptr addrspace(1) %11, i64 %453
  %455 = load i16, ptr addrspace(1) %454, align 2
  %456 = bitcast i16 %455 to half
  %457 = fpext half %456 to float
  %458 = fmul float %449, %457
  %459 = sext i32 %444 to i64
  %460 = getelementptr i8, ptr addrspace(1) %3, i64 %459
  %461 = load i8, ptr addrspace(1) %460, align 1
  %462 = sext i8 %461 to i32
  %463 = sitofp i32 %462 to float
  %464 = mul i32 %439, %28
  %465 = add i32 %464, %398
  %466 = sext i32 %465 to i64
  %467 = mul i64 %466, 2
  %468 = getelementptr i8, ptr addrspace(1) %12, i64 %467
  %469 = load i16, ptr addrspace(1) %468, align 2
  %470 = bitcast i16 %469 to half
  %471 = fpext half %470 to float
  %472 = fmul float %463, %471
  %473 = add i32 %442, %381
  %474 = select i1 %382, i32 %473, i32 %442
  %475 = sext i32 %474 to i64
  %476 = getelementptr i8, ptr addrspace(1) %2, i64 %475
  %477 = load i8, ptr addrspace(1) %476, align 1
  %478 = sext i8 %477 to i32
  %479 = sitofp i32 %478 to float
  %480 = mul i32 %439, %25
  %481 = add i32 %480, %401
  %482 = sext i32 %481 to i64
  %483 = mul i64 %482, 2
  %484 = getelementptr i8, ptr addrspace(1) %11, i64 %483
  %485 = load i16, ptr addrspace(1) %484, align 2
  %486 = bitcast i16 %485 to half
  %487 = fpext half %486 to float
  %488 = fmul float %479, %487
  %489 = sext i32 %474 to i64
  %490 = getelementptr i8, ptr addrspace(1) %3, i64 %489
  %491 = load i8, ptr addrspace(1) %490, align 1
  %492 = sext i8 %491 to i32
  %493 = sitofp i32 %492 to float
  %494 = mul i32 %439, %28
  %495 = add i32 %494, %401
  %496 = sext i32 %495 to i64
  %497 = mul i64 %496, 2
  %498 = getelementptr i8, ptr addrspace(1) %12, i64 %497
  %499 = load i16, ptr addrspace(1) %498, align 2
  %500 = bitcast i16 %499 to half
  %501 = fpext half %500 to float
  %502 = fmul float %493, %501
  %503 = add i32 %442, %383
  %504 = select i1 %384, i32 %503, i32 %442
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %2, i64 %505
  %507 = load i8, ptr addrspace(1) %506, align 1
  %508 = sext i8 %507 to i32
  %509 = sitofp i32 %508 to float
  %510 = mul i32 %439, %25
  %511 = add i32 %510, %404
  %512 = sext i32 %511 to i64
  %513 = mul i64 %512, 2
  %514 = getelementptr i8, ptr addrspace(1) %11, i64 %513
  %515 = load i16, ptr addrspace(1) %514, align 2
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  %518 = fmul float %509, %517
  %519 = sext i32 %504 to i64
  %520 = getelementptr i8, ptr addrspace(1) %3, i64 %519
  %521 = load i8, ptr addrspace(1) %520, align 1
  %522 = sext i8 %521 to i32
  %523 = sitofp i32 %522 to float
  %524 = mul i32 %439, %28
  %525 = add i32 %524, %404
  %526 = sext i32 %525 to i64
  %527 = mul i64 %526, 2
  %528 = getelementptr i8, ptr addrspace(1) %12, i64 %527
  %529 = load i16, ptr addrspace(1) %528, align 2
  %530 = bitcast i16 %529 to half
  %531 = fpext half %530 to float
  %532 = fmul float %523, %531
  %533 = add i32 %442, %385
  %534 = select i1 %386, i32 %533, i32 %442
  %535 = sext i32 %534 to i64
  %536 = getelementptr i8, ptr addrspace(1) %2, i64 %535
  %537 = load i8, ptr addrspace(1) %536, align 1
  %538 = sext i8 %537 to i32
  %539 = sitofp i32 %538 to float
  %540 = mul i32 %439, %25
  %541 = add i32 %540, %407
  %542 = sext i32 %541 to i64
  %543 = mul i64 %542, 2
  %544 = getelementptr i8, ptr addrspace(1) %11, i64 %543
  %545 = load i16, ptr addrspace(1) %544, align 2
  %546 = bitcast i16 %545 to half
  %547 = fpext half %546 to float
  %548 = fmul float %539, %547
  %549 = sext i32 %534 to i64
  %550 = getelementptr i8, ptr addrspace(1) %3, i64 %549
  %551 = load i8, ptr addrspace(1) %550, align 1
  %552 = sext i8 %551 to i32
  %553 = sitofp i32 %552 to float
  %554 = mul i32 %439, %28
  %555 = add i32 %554, %407
  %556 = sext i32 %555 to i64
  %557 = mul i64 %556, 2
  %558 = getelementptr i8, ptr addrspace(1) %12, i64 %557
  %559 = load i16, ptr addrspace(1) %558, align 2
  %560 = bitcast i16 %559 to half
  %561 = fpext half %560 to float
  %562 = fmul float %553, %561
  %563 = add i32 %442, %387
  %564 = select i1 %388, i32 %563, i32 %442
  %565 = sext i32 %564 to i64
  %566 = getelementptr i8, ptr addrspace(1) %2, i64 %565
  %567 = load i8, ptr addrspace(1) %566, align 1
  %568 = sext i8 %567 to i32
  %569 = sitofp i32 %568 to float
  %570 = mul i32 %439, %25
  %571 = add i32 %570, %410
  %572 = sext i32 %571 to i64
  %573 = mul i64 %572, 2
  %574 = getelementptr i8, ptr addrspace(1) %11, i64 %573
  %575 = load i16, ptr addrspace(1) %574, align 2
  %576 = bitcast i16 %575 to half
  %577 = fpext half %576 to float
  %578 = fmul float %569, %577
  %579 = sext i32 %564 to i64
  %580 = getelementptr i8, ptr addrspace(1) %3, i64 %579
  %581 = load i8, ptr addrspace(1) %580, align 1
  %582 = sext i8 %581 to i32
  %583 = sitofp i32 %582 to float
  %584 = mul i32 %439, %28
  %585 = add i32 %584, %410
  %586 = sext i32 %585 to i64
  %587 = mul i64 %586, 2
  %588 = getelementptr i8, ptr addrspace(1) %12, i64 %587
  %589 = load i16, ptr addrspace(1) %588, align 2
  %590 = bitcast i16 %589 to half
  %591 = fpext half %590 to float
  %592 = fmul float %583, %591
  %593 = add i32 %442, %389
  %594 = select i1 %390, i32 %593, i32 %442
  %595 = sext i32 %594 to i64
  %596 = getelementptr i8, ptr addrspace(1) %2, i64 %595
  %597 = load i8, ptr addrspace(1) %596, align 1
  %598 = sext i8 %597 to i32
  %599 = sitofp i32 %598 to float
  %600 = mul i32 %439, %25
  %601 = add i32 %600, %413
  %602 = sext i32 %601 to i64
  %603 = mul i64 %602, 2
  %604 = getelementptr i8, ptr addrspace(1) %11, i64 %603
  %605 = load i16, ptr addrspace(1) %604, align 2
  %606 = bitcast i16 %605 to half
  %607 = fpext half %606 to float
  %608 = fmul float %599, %607
  %609 = sext i32 %594 to i64
  %610 = getelementptr i8, ptr addrspace(1) %3, i64 %609
  %611 = load i8, ptr addrspace(1) %610, align 1
  %612 = sext i8 %611 to i32
  %613 = sitofp i32 %612 to float
  %614 = mul i32 %439, %28
  %615 = add i32 %614, %413
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 2
  %618 = getelementptr i8, ptr addrspace(1) %12, i64 %617
  %619 = load i16, ptr addrspace(1) %618, align 2
  %620 = bitcast i16 %619 to half
  %621 = fpext half %620 to float
  %622 = fmul float %613, %621
  %623 = add i32 %442, %391
  %624 = select i1 %392, i32 %623, i32 %442
  %625 = sext i32 %624 to i64
  %626 = getelementptr i8, ptr addrspace(1) %2, i64 %625
  %627 = load i8, ptr addrspace(1) %626, align 1
  %628 = sext i8 %627 to i32
  %629 = sitofp i32 %628 to float
  %630 = mul i32 %439, %25
  %631 = add i32 %630, %416
  %632 = sext i32 %631 to i64
  %633 = mul i64 %632, 2
  %634 = getelementptr i8, ptr addrspace(1) %11, i64 %633
  %635 = load i16, ptr addrspace(1) %634, align 2
  %636 = bitcast i16 %635 to half
  %637 = fpext half %636 to float
  %638 = fmul float %629, %637
  %639 = sext i32 %624 to i64
  %640 = getelementptr i8, ptr addrspace(1) %3, i64 %639
  %641 = load i8, ptr addrspace(1) %640, align 1
  %642 = sext i8 %641 to i32
  %643 = sitofp i32 %642 to float
  %644 = mul i32 %439, %28
  %645 = add i32 %644, %416
  %646 = sext i32 %645 to i64
  %647 = mul i64 %646, 2
  %648 = getelementptr i8, ptr addrspace(1) %12, i64 %647
  %649 = load i16, ptr addrspace(1) %648, align 2
  %650 = bitcast i16 %649 to half
  %651 = fpext half %650 to float
  %652 = fmul float %643, %651
  %653 = add i32 %442, %393
  %654 = select i1 %394, i32 %653, i32 %442
  %655 = sext i32 %654 to i64
  %656 = getelementptr i8, ptr addrspace(1) %2, i64 %655
  %657 = load i8, ptr addrspace(1) %656, align 1
  %658 = sext i8 %657 to i32
  %659 = sitofp i32 %658 to float
  %660 = mul i32 %439, %25
  %661 = add i32 %660, %419
  %662 = sext i32 %661 to i64
  %663 = mul i64 %662, 2
  %664 = getelementptr i8, ptr addrspace(1) %11, i64 %663
  %665 = load i16, ptr addrspace(1) %664, align 2
  %666 = bitcast i16 %665 to half
  %667 = fpext half %666 to float
  %668 = fmul float %659, %667
  %669 = sext i32 %654 to i64
  %670 = getelementptr i8, ptr addrspace(1) %3, i64 %669
  %671 = load i8, ptr addrspace(1) %670, align 1
  %672 = sext i8 %671 to i32
  %673 = sitofp i32 %672 to float
  %674 = mul i32 %439, %28
  %675 = add i32 %674, %419
  %676 = sext i32 %675 to i64
  %677 = mul i64 %676, 2
  %678 = getelementptr i8, ptr addrspace(1) %12, i64 %677
  %679 = load i16, ptr addrspace(1) %678, align 2
  %680 = bitcast i16 %679 to half
  %681 = fpext half %680 to float
  %682 = fmul float %673, %681
  %683 = fmul float %60, %458
  %684 = select i1 %380, float %683, float 0.000000e+00
  %685 = fadd float 0.000000e+00, %684
  %686 = fmul float %69, %488
  %687 = select i1 %382, float %686, float 0.000000e+00
  %688 = fadd float %685, %687
  %689 = fmul float %78, %518
  %690 = select i1 %384, float %689, float 0.000000e+00
  %691 = fadd float %688, %690
  %692 = fmul float %87, %548
  %693 = select i1 %386, float %692, float 0.000000e+00
  %694 = fadd float %691, %693
  %695 = fmul float %96, %578
  %696 = select i1 %388, float %695, float 0.000000e+00
  %697 = fadd float %694, %696
  %698 = fmul float %105, %608
  %699 = select i1 %390, float %698, float 0.000000e+00
  %700 = fadd float %697, %699
  %701 = fmul float %114, %638
  %702 = select i1 %392, float %701, float 0.000000e+00
  %703 = fadd float %700, %702
  %704 = fmul float %123, %668
  %705 = select i1 %394, float %704, float 0.000000e+00
  %706 = fadd float %703, %705
  %707 = bitcast float %706 to i32
  %708 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %707, i32 16, i32 31)
  %709 = bitcast i32 %708 to float
  %710 = fadd float %706, %709
  %711 = bitcast float %710 to i32
  %712 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %711, i32 8, i32 31)
  %713 = bitcast i32 %712 to float
  %714 = fadd float %710, %713
  %715 = bitcast float %714 to i32
  %716 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %715, i32 4, i32 31)
  %717 = bitcast i32 %716 to float
  %718 = fadd float %714, %717
  %719 = bitcast float %718 to i32
  %720 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %719, i32 2, i32 31)
  %721 = bitcast i32 %720 to float
  %722 = fadd float %718, %721
  %723 = bitcast float %722 to i32
  %724 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %723, i32 1, i32 31)
  %725 = bitcast i32 %724 to float
  %726 = fadd float %722, %725
  %727 = icmp slt i32 %439, %43
  %728 = icmp sge i32 %439, %48
  %729 = and i1 %727, %728
  %730 = fmul float %726, %8
  %731 = load float, ptr %v8, align 4
  %732 = fcmp ogt float %730, %731
  %733 = select i1 %732, float %730, float %731
  %734 = fsub float %731, %733
  %735 = fmul float %734, 0x3FF7154760000000
  %736 = fcmp olt float %735, -1.260000e+02
  %737 = fcmp ogt float %735, 1.270000e+02
  %738 = select i1 %736, float -1.260000e+02, float %735
  %739 = select i1 %737, float 1.270000e+02, float %738
  %740 = fadd float %739, 5.000000e-01
  %741 = call float @llvm.floor.f32(float %740)
  %742 = fsub float %739, %741
  %743 = fmul float 0x3EEFFCBFC0000000, %742
  %744 = fadd float %743, 0x3F24309120000000
  %745 = fmul float %744, %742
  %746 = fadd float %745, 0x3F55D87FE0000000
  %747 = fmul float %746, %742
  %748 = fadd float %747, 0x3F83B2AB60000000
  %749 = fmul float %748, %742
  %750 = fadd float %749, 0x3FAC6B08E0000000
  %751 = fmul float %750, %742
  %752 = fadd float %751, 0x3FCEBFBE00000000
  %753 = fmul float %752, %742
  %754 = fadd float %753, 0x3FE62E4300000000
  %755 = fmul float %754, %742
  %756 = fadd float %755, 1.000000e+00
  %757 = fptosi float %741 to i32
  %758 = add i32 %757, 127
  %759 = shl i32 %758, 23
  %760 = bitcast i32 %759 to float
  %761 = fmul float %756, %760
  %762 = select i1 %736, float 0.000000e+00, float %761
  %763 = select i1 %737, float 0x7FF0000000000000, float %762
  %764 = fcmp uno float %735, %735
  %765 = select i1 %764, float %735, float %763
  %766 = fsub float %730, %733
  %767 = fmul float %766, 0x3FF7154760000000
  %768 = fcmp olt float %767, -1.260000e+02
  %769 = fcmp ogt float %767, 1.270000e+02
  %770 = select i1 %768, float -1.260000e+02, float %767
  %771 = select i1 %769, float 1.270000e+02, float %770
  %772 = fadd float %771, 5.000000e-01
  %773 = call float @llvm.floor.f32(float %772)
  %774 = fsub float %771, %773
  %775 = fmul float 0x3EEFFCBFC0000000, %774
  %776 = fadd float %775, 0x3F24309120000000
  %777 = fmul float %776, %774
  %778 = fadd float %777, 0x3F55D87FE0000000
  %779 = fmul float %778, %774
  %780 = fadd float %779, 0x3F83B2AB60000000
  %781 = fmul float %780, %774
  %782 = fadd float %781, 0x3FAC6B08E0000000
  %783 = fmul float %782, %774
  %784 = fadd float %783, 0x3FCEBFBE00000000
  %785 = fmul float %784, %774
  %786 = fadd float %785, 0x3FE62E4300000000
  %787 = fmul float %786, %774
  %788 = fadd float %787, 1.000000e+00
  %789 = fptosi float %773 to i32
  %790 = add i32 %789, 127
  %791 = shl i32 %790, 23
  %792 = bitcast i32 %791 to float
  %793 = fmul float %788, %792
  %794 = select i1 %768, float 0.000000e+00, float %793
  %795 = select i1 %769, float 0x7FF0000000000000, float %794
  %796 = fcmp uno float %767, %767
  %797 = select i1 %796, float %767, float %795
  %798 = load float, ptr %v9, align 4
  %799 = fmul float %798, %765
  %800 = fadd float %799, %797
  %801 = load float, ptr %v9, align 4
  %802 = select i1 %729, float %800, float %801
  store float %802, ptr %v9, align 4
  %803 = load float, ptr %v, align 4
  %804 = fmul float %797, %472
  %805 = fmul float %803, %765
  %806 = fadd float %805, %804
  %807 = select i1 %729, float %806, float %803
  store float %807, ptr %v, align 4
  %808 = load float, ptr %v1, align 4
  %809 = fmul float %797, %502
  %810 = fmul float %808, %765
  %811 = fadd float %810, %809
  %812 = select i1 %729, float %811, float %808
  store float %812, ptr %v1, align 4
  %813 = load float, ptr %v2, align 4
  %814 = fmul float %797, %532
  %815 = fmul float %813, %765
  %816 = fadd float %815, %814
  %817 = select i1 %729, float %816, float %813
  store float %817, ptr %v2, align 4
  %818 = load float, ptr %v3, align 4
  %819 = fmul float %797, %562
  %820 = fmul float %818, %765
  %821 = fadd float %820, %819
  %822 = select i1 %729, float %821, float %818
  store float %822, ptr %v3, align 4
  %823 = load float, ptr %v4, align 4
  %824 = fmul float %797, %592
  %825 = fmul float %823, %765
  %826 = fadd float %825, %824
  %827 = select i1 %729, float %826, float %823
  store float %827, ptr %v4, align 4
  %828 = load float, ptr %v5, align 4
  %829 = fmul float %797, %622
  %830 = fmul float %828, %765
  %831 = fadd float %830, %829
  %832 = select i1 %729, float %831, float %828
  store float %832, ptr %v5, align 4
  %833 = load float, ptr %v6, align 4
  %834 = fmul float %797, %652
  %835 = fmul float %833, %765
  %836 = fadd float %835, %834
  %837 = select i1 %729, float %836, float %833
  store float %837, ptr %v6, align 4
  %838 = load float, ptr %v7, align 4
  %839 = fmul float %797, %682
  %840 = fmul float %838, %765
  %841 = fadd float %840, %839
  %842 = select i1 %729, float %841, float %838
  store float %842, ptr %v7, align 4
  %843 = select i1 %729, float %733, float %731
  store float %843, ptr %v8, align 4
  %844 = fmul float %145, %458
  %845 = select i1 %380, float %844, float 0.000000e+00
  %846 = fadd float 0.000000e+00, %845
  %847 = fmul float %154, %488
  %848 = select i1 %382, float %847, float 0.000000e+00
  %849 = fadd float %846, %848
  %850 = fmul float %163, %518
  %851 = select i1 %384, float %850, float 0.000000e+00
  %852 = fadd float %849, %851
  %853 = fmul float %172, %548
  %854 = select i1 %386, float %853, float 0.000000e+00
  %855 = fadd float %852, %854
  %856 = fmul float %181, %578
  %857 = select i1 %388, float %856, float 0.000000e+00
  %858 = fadd float %855, %857
  %859 = fmul float %190, %608
  %860 = select i1 %390, float %859, float 0.000000e+00
  %861 = fadd float %858, %860
  %862 = fmul float %199, %638
  %863 = select i1 %392, float %862, float 0.000000e+00
  %864 = fadd float %861, %863
  %865 = fmul float %208, %668
  %866 = select i1 %394, float %865, float 0.000000e+00
  %867 = fadd float %864, %866
  %868 = bitcast float %867 to i32
  %869 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %868, i32 16, i32 31)
  %870 = bitcast i32 %869 to float
  %871 = fadd float %867, %870
  %872 = bitcast float %871 to i32
  %873 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %872, i32 8, i32 31)
  %874 = bitcast i32 %873 to float
  %875 = fadd float %871, %874
  %876 = bitcast float %875 to i32
  %877 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %876, i32 4, i32 31)
  %878 = bitcast i32 %877 to float
  %879 = fadd float %875, %878
  %880 = bitcast float %879 to i32
  %881 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %880, i32 2, i32 31)
  %882 = bitcast i32 %881 to float
  %883 = fadd float %879, %882
  %884 = bitcast float %883 to i32
  %885 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %884, i32 1, i32 31)
  %886 = bitcast i32 %885 to float
  %887 = fadd float %883, %886
  %888 = icmp slt i32 %439, %128
  %889 = icmp sge i32 %439, %133
  %890 = and i1 %888, %889
  %891 = fmul float %887, %8
  %892 = load float, ptr %v18, align 4
  %893 = fcmp ogt float %891, %892
  %894 = select i1 %893, float %891, float %892
  %895 = fsub float %892, %894
  %896 = fmul float %895, 0x3FF7154760000000
  %897 = fcmp olt float %896, -1.260000e+02
  %898 = fcmp ogt float %896, 1.270000e+02
  %899 = select i1 %897, float -1.260000e+02, float %896
  %900 = select i1 %898, float 1.270000e+02, float %899
  %901 = fadd float %900, 5.000000e-01
  %902 = call float @llvm.floor.f32(float %901)
  %903 = fsub float %900, %902
  %904 = fmul float 0x3EEFFCBFC0000000, %903
  %905 = fadd float %904, 0x3F24309120000000
  %906 = fmul float %905, %903
  %907 = fadd float %906, 0x3F55D87FE0000000
  %908 = fmul float %907, %903
  %909 = fadd float %908, 0x3F83B2AB60000000
  %910 = fmul float %909, %903
  %911 = fadd float %910, 0x3FAC6B08E0000000
  %912 = fmul float %911, %903
  %913 = fadd float %912, 0x3FCEBFBE00000000
  %914 = fmul float %913, %903
  %915 = fadd float %914, 0x3FE62E4300000000
  %916 = fmul float %915, %903
  %917 = fadd float %916, 1.000000e+00
  %918 = fptosi float %902 to i32
  %919 = add i32 %918, 127
  %920 = shl i32 %919, 23
  %921 = bitcast i32 %920 to float
  %922 = fmul float %917, %921
  %923 = select i1 %897, float 0.000000e+00, float %922
  %924 = select i1 %898, float 0x7FF0000000000000, float %923
  %925 = fcmp uno float %896, %896
  %926 = select i1 %925, float %896, float %924
  %927 = fsub float %891, %894
  %928 = fmul float %927, 0x3FF7154760000000
  %929 = fcmp olt float %928, -1.260000e+02
  %930 = fcmp ogt float %928, 1.270000e+02
  %931 = select i1 %929, float -1.260000e+02, float %928
  %932 = select i1 %930, float 1.270000e+02, float %931
  %933 = fadd float %932, 5.000000e-01
  %934 = call float @llvm.floor.f32(float %933)
  %935 = fsub float %932, %934
  %936 = fmul float 0x3EEFFCBFC0000000, %935
  %937 = fadd float %936, 0x3F24309120000000
  %938 = fmul float %937, %935
  %939 = fadd float %938, 0x3F55D87FE0000000
  %940 = fmul float %939, %935
  %941 = fadd float %940, 0x3F83B2AB60000000
  %942 = fmul float %941, %935
  %943 = fadd float %942, 0x3FAC6B08E0000000
  %944 = fmul float %943, %935
  %945 = fadd float %944, 0x3FCEBFBE00000000
  %946 = fmul float %945, %935
  %947 = fadd float %946, 0x3FE62E4300000000
  %948 = fmul float %947, %935
  %949 = fadd float %948, 1.000000e+00
  %950 = fptosi float %934 to i32
  %951 = add i32 %950, 127
  %952 = shl i32 %951, 23
  %953 = bitcast i32 %952 to float
  %954 = fmul float %949, %953
  %955 = select i1 %929, float 0.000000e+00, float %954
  %956 = select i1 %930, float 0x7FF0000000000000, float %955
  %957 = fcmp uno float %928, %928
  %958 = select i1 %957, float %928, float %956
  %959 = load float, ptr %v19, align 4
  %960 = fmul float %959, %926
  %961 = fadd float %960, %958
  %962 = load float, ptr %v19, align 4
  %963 = select i1 %890, float %961, float %962
  store float %963, ptr %v19, align 4
  %964 = load float, ptr %v10, align 4
  %965 = fmul float %958, %472
  %966 = fmul float %964, %926
  %967 = fadd float %966, %965
  %968 = select i1 %890, float %967, float %964
  store float %968, ptr %v10, align 4
  %969 = load float, ptr %v11, align 4
  %970 = fmul float %958, %502
  %971 = fmul float %969, %926
  %972 = fadd float %971, %970
  %973 = select i1 %890, float %972, float %969
  store float %973, ptr %v11, align 4
  %974 = load float, ptr %v12, align 4
  %975 = fmul float %958, %532
  %976 = fmul float %974, %926
  %977 = fadd float %976, %975
  %978 = select i1 %890, float %977, float %974
  store float %978, ptr %v12, align 4
  %979 = load float, ptr %v13, align 4
  %980 = fmul float %958, %562
  %981 = fmul float %979, %926
  %982 = fadd float %981, %980
  %983 = select i1 %890, float %982, float %979
  store float %983, ptr %v13, align 4
  %984 = load float, ptr %v14, align 4
  %985 = fmul float %958, %592
  %986 = fmul float %984, %926
  %987 = fadd float %986, %985
  %988 = select i1 %890, float %987, float %984
  store float %988, ptr %v14, align 4
  %989 = load float, ptr %v15, align 4
  %990 = fmul float %958, %622
  %991 = fmul float %989, %926
  %992 = fadd float %991, %990
  %993 = select i1 %890, float %992, float %989
  store float %993, ptr %v15, align 4
  %994 = load float, ptr %v16, align 4
  %995 = fmul float %958, %652
  %996 = fmul float %994, %926
  %997 = fadd float %996, %995
  %998 = select i1 %890, float %997, float %994
  store float %998, ptr %v16, align 4
  %999 = load float, ptr %v17, align 4
  %1000 = fmul float %958, %682
  %1001 = fmul float %999, %926
  %1002 = fadd float %1001, %1000
  %1003 = select i1 %890, float %1002, float %999
  store float %1003, ptr %v17, align 4
  %1004 = select i1 %890, float %894, float %892
  store float %1004, ptr %v18, align 4
  %1005 = fmul float %230, %458
  %1006 = select i1 %380, float %1005, float 0.000000e+00
  %1007 = fadd float 0.000000e+00, %1006
  %1008 = fmul float %239, %488
  %1009 = select i1 %382, float %1008, float 0.000000e+00
  %1010 = fadd float %1007, %1009
  %1011 = fmul float %248, %518
  %1012 = select i1 %384, float %1011, float 0.000000e+00
  %1013 = fadd float %1010, %1012
  %1014 = fmul float %257, %548
  %1015 = select i1 %386, float %1014, float 0.000000e+00
  %1016 = fadd float %1013, %1015
  %1017 = fmul float %266, %578
  %1018 = select i1 %388, float %1017, float 0.000000e+00
  %1019 = fadd float %1016, %1018
  %1020 = fmul float %275, %608
  %1021 = select i1 %390, float %1020, float 0.000000e+00
  %1022 = fadd float %1019, %1021
  %1023 = fmul float %284, %638
  %1024 = select i1 %392, float %1023, float 0.000000e+00
  %1025 = fadd float %1022, %1024
  %1026 = fmul float %293, %668
  %1027 = select i1 %394, float %1026, float 0.000000e+00
  %1028 = fadd float %1025, %1027
  %1029 = bitcast float %1028 to i32
  %1030 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 16, i32 31)
  %1031 = bitcast i32 %1030 to float
  %1032 = fadd float %1028, %1031
  %1033 = bitcast float %1032 to i32
  %1034 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 8, i32 31)
  %1035 = bitcast i32 %1034 to float
  %1036 = fadd float %1032, %1035
  %1037 = bitcast float %1036 to i32
  %1038 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1037, i32 4, i32 31)
  %1039 = bitcast i32 %1038 to float
  %1040 = fadd float %1036, %1039
  %1041 = bitcast float %1040 to i32
  %1042 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1041, i32 2, i32 31)
  %1043 = bitcast i32 %1042 to float
  %1044 = fadd float %1040, %1043
  %1045 = bitcast float %1044 to i32
  %1046 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1045, i32 1, i32 31)
  %1047 = bitcast i32 %1046 to float
  %1048 = fadd float %1044, %1047
  %1049 = icmp slt i32 %439, %213
  %1050 = icmp sge i32 %439, %218
  %1051 = and i1 %1049, %1050
  %1052 = fmul float %1048, %8
  %1053 = load float, ptr %v28, align 4
  %1054 = fcmp ogt float %1052, %1053
  %1055 = select i1 %1054, float %1052, float %1053
  %1056 = fsub float %1053, %1055
  %1057 = fmul float %1056, 0x3FF7154760000000
  %1058 = fcmp olt float %1057, -1.260000e+02
  %1059 = fcmp ogt float %1057, 1.270000e+02
  %1060 = select i1 %1058, float -1.260000e+02, float %1057
  %1061 = select i1 %1059, float 1.270000e+02, float %1060
  %1062 = fadd float %1061, 5.000000e-01
  %1063 = call float @llvm.floor.f32(float %1062)
  %1064 = fsub float %1061, %1063
  %1065 = fmul float 0x3EEFFCBFC0000000, %1064
  %1066 = fadd float %1065, 0x3F24309120000000
  %1067 = fmul float %1066, %1064
  %1068 = fadd float %1067, 0x3F55D87FE0000000
  %1069 = fmul float %1068, %1064
  %1070 = fadd float %1069, 0x3F83B2AB60000000
  %1071 = fmul float %1070, %1064
  %1072 = fadd float %1071, 0x3FAC6B08E0000000
  %1073 = fmul float %1072, %1064
  %1074 = fadd float %1073, 0x3FCEBFBE00000000
  %1075 = fmul float %1074, %1064
  %1076 = fadd float %1075, 0x3FE62E4300000000
  %1077 = fmul float %1076, %1064
  %1078 = fadd float %1077, 1.000000e+00
  %1079 = fptosi float %1063 to i32
  %1080 = add i32 %1079, 127
  %1081 = shl i32 %1080, 23
  %1082 = bitcast i32 %1081 to float
  %1083 = fmul float %1078, %1082
  %1084 = select i1 %1058, float 0.000000e+00, float %1083
  %1085 = select i1 %1059, float 0x7FF0000000000000, float %1084
  %1086 = fcmp uno float %1057, %1057
  %1087 = select i1 %1086, float %1057, float %1085
  %1088 = fsub float %1052, %1055
  %1089 = fmul float %1088, 0x3FF7154760000000
  %1090 = fcmp olt float %1089, -1.260000e+02
  %1091 = fcmp ogt float %1089, 1.270000e+02
  %1092 = select i1 %1090, float -1.260000e+02, float %1089
  %1093 = select i1 %1091, float 1.270000e+02, float %1092
  %1094 = fadd float %1093, 5.000000e-01
  %1095 = call float @llvm.floor.f32(float %1094)
  %1096 = fsub float %1093, %1095
  %1097 = fmul float 0x3EEFFCBFC0000000, %1096
  %1098 = fadd float %1097, 0x3F24309120000000
  %1099 = fmul float %1098, %1096
  %1100 = fadd float %1099, 0x3F55D87FE0000000
  %1101 = fmul float %1100, %1096
  %1102 = fadd float %1101, 0x3F83B2AB60000000
  %1103 = fmul float %1102, %1096
  %1104 = fadd float %1103, 0x3FAC6B08E0000000
  %1105 = fmul float %1104, %1096
  %1106 = fadd float %1105, 0x3FCEBFBE00000000
  %1107 = fmul float %1106, %1096
  %1108 = fadd float %1107, 0x3FE62E4300000000
  %1109 = fmul float %1108, %1096
  %1110 = fadd float %1109, 1.000000e+00
  %1111 = fptosi float %1095 to i32
  %1112 = add i32 %1111, 127
  %1113 = shl i32 %1112, 23
  %1114 = bitcast i32 %1113 to float
  %1115 = fmul float %1110, %1114
  %1116 = select i1 %1090, float 0.000000e+00, float %1115
  %1117 = select i1 %1091, float 0x7FF0000000000000, float %1116
  %1118 = fcmp uno float %1089, %1089
  %1119 = select i1 %1118, float %1089, float %1117
  %1120 = load float, ptr %v29, align 4
  %1121 = fmul float %1120, %1087
  %1122 = fadd float %1121, %1119
  %1123 = load float, ptr %v29, align 4
  %1124 = select i1 %1051, float %1122, float %1123
  store float %1124, ptr %v29, align 4
  %1125 = load float, ptr %v20, align 4
  %1126 = fmul float %1119, %472
  %1127 = fmul float %1125, %1087
  %1128 = fadd float %1127, %1126
  %1129 = select i1 %1051, float %1128, float %1125
  store float %1129, ptr %v20, align 4
  %1130 = load float, ptr %v21, align 4
  %1131 = fmul float %1119, %502
  %1132 = fmul float %1130, %1087
  %1133 = fadd float %1132, %1131
  %1134 = select i1 %1051, float %1133, float %1130
  store float %1134, ptr %v21, align 4
  %1135 = load float, ptr %v22, align 4
  %1136 = fmul float %1119, %532
  %1137 = fmul float %1135, %1087
  %1138 = fadd float %1137, %1136
  %1139 = select i1 %1051, float %1138, float %1135
  store float %1139, ptr %v22, align 4
  %1140 = load float, ptr %v23, align 4
  %1141 = fmul float %1119, %562
  %1142 = fmul float %1140, %1087
  %1143 = fadd float %1142, %1141
  %1144 = select i1 %1051, float %1143, float %1140
  store float %1144, ptr %v23, align 4
  %1145 = load float, ptr %v24, align 4
  %1146 = fmul float %1119, %592
  %1147 = fmul float %1145, %1087
  %1148 = fadd float %1147, %1146
  %1149 = select i1 %1051, float %1148, float %1145
  store float %1149, ptr %v24, align 4
  %1150 = load float, ptr %v25, align 4
  %1151 = fmul float %1119, %622
  %1152 = fmul float %1150, %1087
  %1153 = fadd float %1152, %1151
  %1154 = select i1 %1051, float %1153, float %1150
  store float %1154, ptr %v25, align 4
  %1155 = load float, ptr %v26, align 4
  %1156 = fmul float %1119, %652
  %1157 = fmul float %1155, %1087
  %1158 = fadd float %1157, %1156
  %1159 = select i1 %1051, float %1158, float %1155
  store float %1159, ptr %v26, align 4
  %1160 = load float, ptr %v27, align 4
  %1161 = fmul float %1119, %682
  %1162 = fmul float %1160, %1087
  %1163 = fadd float %1162, %1161
  %1164 = select i1 %1051, float %1163, float %1160
  store float %1164, ptr %v27, align 4
  %1165 = select i1 %1051, float %1055, float %1053
  store float %1165, ptr %v28, align 4
  %1166 = fmul float %315, %458
  %1167 = select i1 %380, float %1166, float 0.000000e+00
  %1168 = fadd float 0.000000e+00, %1167
  %1169 = fmul float %324, %488
  %1170 = select i1 %382, float %1169, float 0.000000e+00
  %1171 = fadd float %1168, %1170
  %1172 = fmul float %333, %518
  %1173 = select i1 %384, float %1172, float 0.000000e+00
  %1174 = fadd float %1171, %1173
  %1175 = fmul float %342, %548
  %1176 = select i1 %386, float %1175, float 0.000000e+00
  %1177 = fadd float %1174, %1176
  %1178 = fmul float %351, %578
  %1179 = select i1 %388, float %1178, float 0.000000e+00
  %1180 = fadd float %1177, %1179
  %1181 = fmul float %360, %608
  %1182 = select i1 %390, float %1181, float 0.000000e+00
  %1183 = fadd float %1180, %1182
  %1184 = fmul float %369, %638
  %1185 = select i1 %392, float %1184, float 0.000000e+00
  %1186 = fadd float %1183, %1185
  %1187 = fmul float %378, %668
  %1188 = select i1 %394, float %1187, float 0.000000e+00
  %1189 = fadd float %1186, %1188
  %1190 = bitcast float %1189 to i32
  %1191 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1190, i32 16, i32 31)
  %1192 = bitcast i32 %1191 to float
  %1193 = fadd float %1189, %1192
  %1194 = bitcast float %1193 to i32
  %1195 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1194, i32 8, i32 31)
  %1196 = bitcast i32 %1195 to float
  %1197 = fadd float %1193, %1196
  %1198 = bitcast float %1197 to i32
  %1199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1198, i32 4, i32 31)
  %1200 = bitcast i32 %1199 to float
  %1201 = fadd float %1197, %1200
  %1202 = bitcast float %1201 to i32
  %1203 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1202, i32 2, i32 31)
  %1204 = bitcast i32 %1203 to float
  %1205 = fadd float %1201, %1204
  %1206 = bitcast float %1205 to i32
  %1207 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1206, i32 1, i32 31)
  %1208 = bitcast i32 %1207 to float
  %1209 = fadd float %1205, %1208
  %1210 = icmp slt i32 %439, %298
  %1211 = icmp sge i32 %439, %303
  %1212 = and i1 %1210, %1211
  %1213 = fmul float %1209, %8
  %1214 = load float, ptr %v38, align 4
  %1215 = fcmp ogt float %1213, %1214
  %1216 = select i1 %1215, float %1213, float %1214
  %1217 = fsub float %1214, %1216
  %1218 = fmul float %1217, 0x3FF7154760000000
  %1219 = fcmp olt float %1218, -1.260000e+02
  %1220 = fcmp ogt float %1218, 1.270000e+02
  %1221 = select i1 %1219, float -1.260000e+02, float %1218
  %1222 = select i1 %1220, float 1.270000e+02, float %1221
  %1223 = fadd float %1222, 5.000000e-01
  %1224 = call float @llvm.floor.f32(float %1223)
  %1225 = fsub float %1222, %1224
  %1226 = fmul float 0x3EEFFCBFC0000000, %1225
  %1227 = fadd float %1226, 0x3F24309120000000
  %1228 = fmul float %1227, %1225
  %1229 = fadd float %1228, 0x3F55D87FE0000000
  %1230 = fmul float %1229, %1225
  %1231 = fadd float %1230, 0x3F83B2AB60000000
  %1232 = fmul float %1231, %1225
  %1233 = fadd float %1232, 0x3FAC6B08E0000000
  %1234 = fmul float %1233, %1225
  %1235 = fadd float %1234, 0x3FCEBFBE00000000
  %1236 = fmul float %1235, %1225
  %1237 = fadd float %1236, 0x3FE62E4300000000
  %1238 = fmul float %1237, %1225
  %1239 = fadd float %1238, 1.000000e+00
  %1240 = fptosi float %1224 to i32
  %1241 = add i32 %1240, 127
  %1242 = shl i32 %1241, 23
  %1243 = bitcast i32 %1242 to float
  %1244 = fmul float %1239, %1243
  %1245 = select i1 %1219, float 0.000000e+00, float %1244
  %1246 = select i1 %1220, float 0x7FF0000000000000, float %1245
  %1247 = fcmp uno float %1218, %1218
  %1248 = select i1 %1247, float %1218, float %1246
  %1249 = fsub float %1213, %1216
  %1250 = fmul float %1249, 0x3FF7154760000000
  %1251 = fcmp olt float %1250, -1.260000e+02
  %1252 = fcmp ogt float %1250, 1.270000e+02
  %1253 = select i1 %1251, float -1.260000e+02, float %1250
  %1254 = select i1 %1252, float 1.270000e+02, float %1253
  %1255 = fadd float %1254, 5.000000e-01
  %1256 = call float @llvm.floor.f32(float %1255)
  %1257 = fsub float %1254, %1256
  %1258 = fmul float 0x3EEFFCBFC0000000, %1257
  %1259 = fadd float %1258, 0x3F24309120000000
  %1260 = fmul float %1259, %1257
  %1261 = fadd float %1260, 0x3F55D87FE0000000
  %1262 = fmul float %1261, %1257
  %1263 = fadd float %1262, 0x3F83B2AB60000000
  %1264 = fmul float %1263, %1257
  %1265 = fadd float %1264, 0x3FAC6B08E0000000
  %1266 = fmul float %1265, %1257
  %1267 = fadd float %1266, 0x3FCEBFBE00000000
  %1268 = fmul float %1267, %1257
  %1269 = fadd float %1268, 0x3FE62E4300000000
  %1270 = fmul float %1269, %1257
  %1271 = fadd float %1270, 1.000000e+00
  %1272 = fptosi float %1256 to i32
  %1273 = add i32 %1272, 127
  %1274 = shl i32 %1273, 23
  %1275 = bitcast i32 %1274 to float
  %1276 = fmul float %1271, %1275
  %1277 = select i1 %1251, float 0.000000e+00, float %1276
  %1278 = select i1 %1252, float 0x7FF0000000000000, float %1277
  %1279 = fcmp uno float %1250, %1250
  %1280 = select i1 %1279, float %1250, float %1278
  %1281 = load float, ptr %v39, align 4
  %1282 = fmul float %1281, %1248
  %1283 = fadd float %1282, %1280
  %1284 = load float, ptr %v39, align 4
  %1285 = select i1 %1212, float %1283, float %1284
  store float %1285, ptr %v39, align 4
  %1286 = load float, ptr %v30, align 4
  %1287 = fmul float %1280, %472
  %1288 = fmul float %1286, %1248
  %1289 = fadd float %1288, %1287
  %1290 = select i1 %1212, float %1289, float %1286
  store float %1290, ptr %v30, align 4
  %1291 = load float, ptr %v31, align 4
  %1292 = fmul float %1280, %502
  %1293 = fmul float %1291, %1248
  %1294 = fadd float %1293, %1292
  %1295 = select i1 %1212, float %1294, float %1291
  store float %1295, ptr %v31, align 4
  %1296 = load float, ptr %v32, align 4
  %1297 = fmul float %1280, %532
  %1298 = fmul float %1296, %1248
  %1299 = fadd float %1298, %1297
  %1300 = select i1 %1212, float %1299, float %1296
  store float %1300, ptr %v32, align 4
  %1301 = load float, ptr %v33, align 4
  %1302 = fmul float %1280, %562
  %1303 = fmul float %1301, %1248
  %1304 = fadd float %1303, %1302
  %1305 = select i1 %1212, float %1304, float %1301
  store float %1305, ptr %v33, align 4
  %1306 = load float, ptr %v34, align 4
  %1307 = fmul float %1280, %592
  %1308 = fmul float %1306, %1248
  %1309 = fadd float %1308, %1307
  %1310 = select i1 %1212, float %1309, float %1306
  store float %1310, ptr %v34, align 4
  %1311 = load float, ptr %v35, align 4
  %1312 = fmul float %1280, %622
  %1313 = fmul float %1311, %1248
  %1314 = fadd float %1313, %1312
  %1315 = select i1 %1212, float %1314, float %1311
  store float %1315, ptr %v35, align 4
  %1316 = load float, ptr %v36, align 4
  %1317 = fmul float %1280, %652
  %1318 = fmul float %1316, %1248
  %1319 = fadd float %1318, %1317
  %1320 = select i1 %1212, float %1319, float %1316
  store float %1320, ptr %v36, align 4
  %1321 = load float, ptr %v37, align 4
  %1322 = fmul float %1280, %682
  %1323 = fmul float %1321, %1248
  %1324 = fadd float %1323, %1322
  %1325 = select i1 %1212, float %1324, float %1321
  store float %1325, ptr %v37, align 4
  %1326 = select i1 %1212, float %1216, float %1214
  store float %1326, ptr %v38, align 4
  %1327 = load i32, ptr %v40, align 4
  %1328 = add i32 %1327, 4
  store i32 %1328, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1329 = add i32 0, %17
  %1330 = mul i32 %1329, 256
  %1331 = load float, ptr %v, align 4
  br i1 %380, label %then, label %endif

then:                                             ; preds = %done
  %1332 = add i32 %1330, %379
  %1333 = sext i32 %1332 to i64
  %1334 = mul i64 %1333, 4
  %1335 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1334
  store float %1331, ptr addrspace(3) %1335, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1336 = load float, ptr %v1, align 4
  br i1 %382, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1337 = add i32 %1330, %381
  %1338 = sext i32 %1337 to i64
  %1339 = mul i64 %1338, 4
  %1340 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1339
  store float %1336, ptr addrspace(3) %1340, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1341 = load float, ptr %v2, align 4
  br i1 %384, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1342 = add i32 %1330, %383
  %1343 = sext i32 %1342 to i64
  %1344 = mul i64 %1343, 4
  %1345 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1344
  store float %1341, ptr addrspace(3) %1345, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1346 = load float, ptr %v3, align 4
  br i1 %386, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1347 = add i32 %1330, %385
  %1348 = sext i32 %1347 to i64
  %1349 = mul i64 %1348, 4
  %1350 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1349
  store float %1346, ptr addrspace(3) %1350, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1351 = load float, ptr %v4, align 4
  br i1 %388, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1352 = add i32 %1330, %387
  %1353 = sext i32 %1352 to i64
  %1354 = mul i64 %1353, 4
  %1355 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1354
  store float %1351, ptr addrspace(3) %1355, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1356 = load float, ptr %v5, align 4
  br i1 %390, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1357 = add i32 %1330, %389
  %1358 = sext i32 %1357 to i64
  %1359 = mul i64 %1358, 4
  %1360 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1359
  store float %1356, ptr addrspace(3) %1360, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1361 = load float, ptr %v6, align 4
  br i1 %392, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1362 = add i32 %1330, %391
  %1363 = sext i32 %1362 to i64
  %1364 = mul i64 %1363, 4
  %1365 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1364
  store float %1361, ptr addrspace(3) %1365, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1366 = load float, ptr %v7, align 4
  br i1 %394, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1367 = add i32 %1330, %393
  %1368 = sext i32 %1367 to i64
  %1369 = mul i64 %1368, 4
  %1370 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1369
  store float %1366, ptr addrspace(3) %1370, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1371 = icmp eq i32 %15, 0
  %1372 = load float, ptr %v8, align 4
  %1373 = load float, ptr %v9, align 4
  br i1 %1371, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1374 = mul i32 %1329, 2
  %1375 = sext i32 %1374 to i64
  %1376 = mul i64 %1375, 4
  %1377 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1376
  store float %1372, ptr addrspace(3) %1377, align 4
  %1378 = add i32 %1374, 1
  %1379 = sext i32 %1378 to i64
  %1380 = mul i64 %1379, 4
  %1381 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1380
  store float %1373, ptr addrspace(3) %1381, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1382 = add i32 4, %17
  %1383 = mul i32 %1382, 256
  %1384 = load float, ptr %v10, align 4
  br i1 %380, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1385 = add i32 %1383, %379
  %1386 = sext i32 %1385 to i64
  %1387 = mul i64 %1386, 4
  %1388 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1387
  store float %1384, ptr addrspace(3) %1388, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1389 = load float, ptr %v11, align 4
  br i1 %382, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1390 = add i32 %1383, %381
  %1391 = sext i32 %1390 to i64
  %1392 = mul i64 %1391, 4
  %1393 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1392
  store float %1389, ptr addrspace(3) %1393, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1394 = load float, ptr %v12, align 4
  br i1 %384, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1395 = add i32 %1383, %383
  %1396 = sext i32 %1395 to i64
  %1397 = mul i64 %1396, 4
  %1398 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1397
  store float %1394, ptr addrspace(3) %1398, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1399 = load float, ptr %v13, align 4
  br i1 %386, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1400 = add i32 %1383, %385
  %1401 = sext i32 %1400 to i64
  %1402 = mul i64 %1401, 4
  %1403 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1402
  store float %1399, ptr addrspace(3) %1403, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1404 = load float, ptr %v14, align 4
  br i1 %388, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1405 = add i32 %1383, %387
  %1406 = sext i32 %1405 to i64
  %1407 = mul i64 %1406, 4
  %1408 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1407
  store float %1404, ptr addrspace(3) %1408, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1409 = load float, ptr %v15, align 4
  br i1 %390, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1410 = add i32 %1383, %389
  %1411 = sext i32 %1410 to i64
  %1412 = mul i64 %1411, 4
  %1413 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1412
  store float %1409, ptr addrspace(3) %1413, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1414 = load float, ptr %v16, align 4
  br i1 %392, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1415 = add i32 %1383, %391
  %1416 = sext i32 %1415 to i64
  %1417 = mul i64 %1416, 4
  %1418 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1417
  store float %1414, ptr addrspace(3) %1418, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1419 = load float, ptr %v17, align 4
  br i1 %394, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1420 = add i32 %1383, %393
  %1421 = sext i32 %1420 to i64
  %1422 = mul i64 %1421, 4
  %1423 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1422
  store float %1419, ptr addrspace(3) %1423, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1424 = icmp eq i32 %15, 0
  %1425 = load float, ptr %v18, align 4
  %1426 = load float, ptr %v19, align 4
  br i1 %1424, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1427 = mul i32 %1382, 2
  %1428 = sext i32 %1427 to i64
  %1429 = mul i64 %1428, 4
  %1430 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1429
  store float %1425, ptr addrspace(3) %1430, align 4
  %1431 = add i32 %1427, 1
  %1432 = sext i32 %1431 to i64
  %1433 = mul i64 %1432, 4
  %1434 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1433
  store float %1426, ptr addrspace(3) %1434, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1435 = add i32 8, %17
  %1436 = mul i32 %1435, 256
  %1437 = load float, ptr %v20, align 4
  br i1 %380, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1438 = add i32 %1436, %379
  %1439 = sext i32 %1438 to i64
  %1440 = mul i64 %1439, 4
  %1441 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1440
  store float %1437, ptr addrspace(3) %1441, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1442 = load float, ptr %v21, align 4
  br i1 %382, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1443 = add i32 %1436, %381
  %1444 = sext i32 %1443 to i64
  %1445 = mul i64 %1444, 4
  %1446 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1445
  store float %1442, ptr addrspace(3) %1446, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1447 = load float, ptr %v22, align 4
  br i1 %384, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1448 = add i32 %1436, %383
  %1449 = sext i32 %1448 to i64
  %1450 = mul i64 %1449, 4
  %1451 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1450
  store float %1447, ptr addrspace(3) %1451, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1452 = load float, ptr %v23, align 4
  br i1 %386, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1453 = add i32 %1436, %385
  %1454 = sext i32 %1453 to i64
  %1455 = mul i64 %1454, 4
  %1456 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1455
  store float %1452, ptr addrspace(3) %1456, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1457 = load float, ptr %v24, align 4
  br i1 %388, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1458 = add i32 %1436, %387
  %1459 = sext i32 %1458 to i64
  %1460 = mul i64 %1459, 4
  %1461 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1460
  store float %1457, ptr addrspace(3) %1461, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1462 = load float, ptr %v25, align 4
  br i1 %390, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1463 = add i32 %1436, %389
  %1464 = sext i32 %1463 to i64
  %1465 = mul i64 %1464, 4
  %1466 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1465
  store float %1462, ptr addrspace(3) %1466, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1467 = load float, ptr %v26, align 4
  br i1 %392, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1468 = add i32 %1436, %391
  %1469 = sext i32 %1468 to i64
  %1470 = mul i64 %1469, 4
  %1471 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1470
  store float %1467, ptr addrspace(3) %1471, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1472 = load float, ptr %v27, align 4
  br i1 %394, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1473 = add i32 %1436, %393
  %1474 = sext i32 %1473 to i64
  %1475 = mul i64 %1474, 4
  %1476 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1475
  store float %1472, ptr addrspace(3) %1476, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1477 = icmp eq i32 %15, 0
  %1478 = load float, ptr %v28, align 4
  %1479 = load float, ptr %v29, align 4
  br i1 %1477, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1480 = mul i32 %1435, 2
  %1481 = sext i32 %1480 to i64
  %1482 = mul i64 %1481, 4
  %1483 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1482
  store float %1478, ptr addrspace(3) %1483, align 4
  %1484 = add i32 %1480, 1
  %1485 = sext i32 %1484 to i64
  %1486 = mul i64 %1485, 4
  %1487 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1486
  store float %1479, ptr addrspace(3) %1487, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1488 = add i32 12, %17
  %1489 = mul i32 %1488, 256
  %1490 = load float, ptr %v30, align 4
  br i1 %380, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1491 = add i32 %1489, %379
  %1492 = sext i32 %1491 to i64
  %1493 = mul i64 %1492, 4
  %1494 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1493
  store float %1490, ptr addrspace(3) %1494, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1495 = load float, ptr %v31, align 4
  br i1 %382, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1496 = add i32 %1489, %381
  %1497 = sext i32 %1496 to i64
  %1498 = mul i64 %1497, 4
  %1499 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1498
  store float %1495, ptr addrspace(3) %1499, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1500 = load float, ptr %v32, align 4
  br i1 %384, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1501 = add i32 %1489, %383
  %1502 = sext i32 %1501 to i64
  %1503 = mul i64 %1502, 4
  %1504 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1503
  store float %1500, ptr addrspace(3) %1504, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1505 = load float, ptr %v33, align 4
  br i1 %386, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1506 = add i32 %1489, %385
  %1507 = sext i32 %1506 to i64
  %1508 = mul i64 %1507, 4
  %1509 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1508
  store float %1505, ptr addrspace(3) %1509, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1510 = load float, ptr %v34, align 4
  br i1 %388, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1511 = add i32 %1489, %387
  %1512 = sext i32 %1511 to i64
  %1513 = mul i64 %1512, 4
  %1514 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1513
  store float %1510, ptr addrspace(3) %1514, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1515 = load float, ptr %v35, align 4
  br i1 %390, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1516 = add i32 %1489, %389
  %1517 = sext i32 %1516 to i64
  %1518 = mul i64 %1517, 4
  %1519 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1518
  store float %1515, ptr addrspace(3) %1519, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1520 = load float, ptr %v36, align 4
  br i1 %392, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1521 = add i32 %1489, %391
  %1522 = sext i32 %1521 to i64
  %1523 = mul i64 %1522, 4
  %1524 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1523
  store float %1520, ptr addrspace(3) %1524, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1525 = load float, ptr %v37, align 4
  br i1 %394, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1526 = add i32 %1489, %393
  %1527 = sext i32 %1526 to i64
  %1528 = mul i64 %1527, 4
  %1529 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1528
  store float %1525, ptr addrspace(3) %1529, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1530 = icmp eq i32 %15, 0
  %1531 = load float, ptr %v38, align 4
  %1532 = load float, ptr %v39, align 4
  br i1 %1530, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1533 = mul i32 %1488, 2
  %1534 = sext i32 %1533 to i64
  %1535 = mul i64 %1534, 4
  %1536 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1535
  store float %1531, ptr addrspace(3) %1536, align 4
  %1537 = add i32 %1533, 1
  %1538 = sext i32 %1537 to i64
  %1539 = mul i64 %1538, 4
  %1540 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1539
  store float %1532, ptr addrspace(3) %1540, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1541 = load float, ptr addrspace(3) @lds2, align 4
  %1542 = fcmp ogt float %1541, 0xFFF0000000000000
  %1543 = select i1 %1542, float %1541, float 0xFFF0000000000000
  %1544 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1545 = fcmp ogt float %1544, %1543
  %1546 = select i1 %1545, float %1544, float %1543
  %1547 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1548 = fcmp ogt float %1547, %1546
  %1549 = select i1 %1548, float %1547, float %1546
  %1550 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1551 = fcmp ogt float %1550, %1549
  %1552 = select i1 %1551, float %1550, float %1549
  %1553 = fcmp ogt float %32, %1552
  %1554 = select i1 %1553, float %32, float %1552
  %1555 = fsub float %1541, %1554
  %1556 = fmul float %1555, 0x3FF7154760000000
  %1557 = fcmp olt float %1556, -1.260000e+02
  %1558 = fcmp ogt float %1556, 1.270000e+02
  %1559 = select i1 %1557, float -1.260000e+02, float %1556
  %1560 = select i1 %1558, float 1.270000e+02, float %1559
  %1561 = fadd float %1560, 5.000000e-01
  %1562 = call float @llvm.floor.f32(float %1561)
  %1563 = fsub float %1560, %1562
  %1564 = fmul float 0x3EEFFCBFC0000000, %1563
  %1565 = fadd float %1564, 0x3F24309120000000
  %1566 = fmul float %1565, %1563
  %1567 = fadd float %1566, 0x3F55D87FE0000000
  %1568 = fmul float %1567, %1563
  %1569 = fadd float %1568, 0x3F83B2AB60000000
  %1570 = fmul float %1569, %1563
  %1571 = fadd float %1570, 0x3FAC6B08E0000000
  %1572 = fmul float %1571, %1563
  %1573 = fadd float %1572, 0x3FCEBFBE00000000
  %1574 = fmul float %1573, %1563
  %1575 = fadd float %1574, 0x3FE62E4300000000
  %1576 = fmul float %1575, %1563
  %1577 = fadd float %1576, 1.000000e+00
  %1578 = fptosi float %1562 to i32
  %1579 = add i32 %1578, 127
  %1580 = shl i32 %1579, 23
  %1581 = bitcast i32 %1580 to float
  %1582 = fmul float %1577, %1581
  %1583 = select i1 %1557, float 0.000000e+00, float %1582
  %1584 = select i1 %1558, float 0x7FF0000000000000, float %1583
  %1585 = fcmp uno float %1556, %1556
  %1586 = select i1 %1585, float %1556, float %1584
  %1587 = fcmp oeq float %1541, 0xFFF0000000000000
  %1588 = select i1 %1587, float 0.000000e+00, float %1586
  %1589 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1590 = fmul float %1588, %1589
  %1591 = fadd float %1590, 0.000000e+00
  %1592 = fsub float %1544, %1554
  %1593 = fmul float %1592, 0x3FF7154760000000
  %1594 = fcmp olt float %1593, -1.260000e+02
  %1595 = fcmp ogt float %1593, 1.270000e+02
  %1596 = select i1 %1594, float -1.260000e+02, float %1593
  %1597 = select i1 %1595, float 1.270000e+02, float %1596
  %1598 = fadd float %1597, 5.000000e-01
  %1599 = call float @llvm.floor.f32(float %1598)
  %1600 = fsub float %1597, %1599
  %1601 = fmul float 0x3EEFFCBFC0000000, %1600
  %1602 = fadd float %1601, 0x3F24309120000000
  %1603 = fmul float %1602, %1600
  %1604 = fadd float %1603, 0x3F55D87FE0000000
  %1605 = fmul float %1604, %1600
  %1606 = fadd float %1605, 0x3F83B2AB60000000
  %1607 = fmul float %1606, %1600
  %1608 = fadd float %1607, 0x3FAC6B08E0000000
  %1609 = fmul float %1608, %1600
  %1610 = fadd float %1609, 0x3FCEBFBE00000000
  %1611 = fmul float %1610, %1600
  %1612 = fadd float %1611, 0x3FE62E4300000000
  %1613 = fmul float %1612, %1600
  %1614 = fadd float %1613, 1.000000e+00
  %1615 = fptosi float %1599 to i32
  %1616 = add i32 %1615, 127
  %1617 = shl i32 %1616, 23
  %1618 = bitcast i32 %1617 to float
  %1619 = fmul float %1614, %1618
  %1620 = select i1 %1594, float 0.000000e+00, float %1619
  %1621 = select i1 %1595, float 0x7FF0000000000000, float %1620
  %1622 = fcmp uno float %1593, %1593
  %1623 = select i1 %1622, float %1593, float %1621
  %1624 = fcmp oeq float %1544, 0xFFF0000000000000
  %1625 = select i1 %1624, float 0.000000e+00, float %1623
  %1626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1627 = fmul float %1625, %1626
  %1628 = fadd float %1627, %1591
  %1629 = fsub float %1547, %1554
  %1630 = fmul float %1629, 0x3FF7154760000000
  %1631 = fcmp olt float %1630, -1.260000e+02
  %1632 = fcmp ogt float %1630, 1.270000e+02
  %1633 = select i1 %1631, float -1.260000e+02, float %1630
  %1634 = select i1 %1632, float 1.270000e+02, float %1633
  %1635 = fadd float %1634, 5.000000e-01
  %1636 = call float @llvm.floor.f32(float %1635)
  %1637 = fsub float %1634, %1636
  %1638 = fmul float 0x3EEFFCBFC0000000, %1637
  %1639 = fadd float %1638, 0x3F24309120000000
  %1640 = fmul float %1639, %1637
  %1641 = fadd float %1640, 0x3F55D87FE0000000
  %1642 = fmul float %1641, %1637
  %1643 = fadd float %1642, 0x3F83B2AB60000000
  %1644 = fmul float %1643, %1637
  %1645 = fadd float %1644, 0x3FAC6B08E0000000
  %1646 = fmul float %1645, %1637
  %1647 = fadd float %1646, 0x3FCEBFBE00000000
  %1648 = fmul float %1647, %1637
  %1649 = fadd float %1648, 0x3FE62E4300000000
  %1650 = fmul float %1649, %1637
  %1651 = fadd float %1650, 1.000000e+00
  %1652 = fptosi float %1636 to i32
  %1653 = add i32 %1652, 127
  %1654 = shl i32 %1653, 23
  %1655 = bitcast i32 %1654 to float
  %1656 = fmul float %1651, %1655
  %1657 = select i1 %1631, float 0.000000e+00, float %1656
  %1658 = select i1 %1632, float 0x7FF0000000000000, float %1657
  %1659 = fcmp uno float %1630, %1630
  %1660 = select i1 %1659, float %1630, float %1658
  %1661 = fcmp oeq float %1547, 0xFFF0000000000000
  %1662 = select i1 %1661, float 0.000000e+00, float %1660
  %1663 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1664 = fmul float %1662, %1663
  %1665 = fadd float %1664, %1628
  %1666 = fsub float %1550, %1554
  %1667 = fmul float %1666, 0x3FF7154760000000
  %1668 = fcmp olt float %1667, -1.260000e+02
  %1669 = fcmp ogt float %1667, 1.270000e+02
  %1670 = select i1 %1668, float -1.260000e+02, float %1667
  %1671 = select i1 %1669, float 1.270000e+02, float %1670
  %1672 = fadd float %1671, 5.000000e-01
  %1673 = call float @llvm.floor.f32(float %1672)
  %1674 = fsub float %1671, %1673
  %1675 = fmul float 0x3EEFFCBFC0000000, %1674
  %1676 = fadd float %1675, 0x3F24309120000000
  %1677 = fmul float %1676, %1674
  %1678 = fadd float %1677, 0x3F55D87FE0000000
  %1679 = fmul float %1678, %1674
  %1680 = fadd float %1679, 0x3F83B2AB60000000
  %1681 = fmul float %1680, %1674
  %1682 = fadd float %1681, 0x3FAC6B08E0000000
  %1683 = fmul float %1682, %1674
  %1684 = fadd float %1683, 0x3FCEBFBE00000000
  %1685 = fmul float %1684, %1674
  %1686 = fadd float %1685, 0x3FE62E4300000000
  %1687 = fmul float %1686, %1674
  %1688 = fadd float %1687, 1.000000e+00
  %1689 = fptosi float %1673 to i32
  %1690 = add i32 %1689, 127
  %1691 = shl i32 %1690, 23
  %1692 = bitcast i32 %1691 to float
  %1693 = fmul float %1688, %1692
  %1694 = select i1 %1668, float 0.000000e+00, float %1693
  %1695 = select i1 %1669, float 0x7FF0000000000000, float %1694
  %1696 = fcmp uno float %1667, %1667
  %1697 = select i1 %1696, float %1667, float %1695
  %1698 = fcmp oeq float %1550, 0xFFF0000000000000
  %1699 = select i1 %1698, float 0.000000e+00, float %1697
  %1700 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1701 = fmul float %1699, %1700
  %1702 = fadd float %1701, %1665
  %1703 = fsub float %32, %1554
  %1704 = fmul float %1703, 0x3FF7154760000000
  %1705 = fcmp olt float %1704, -1.260000e+02
  %1706 = fcmp ogt float %1704, 1.270000e+02
  %1707 = select i1 %1705, float -1.260000e+02, float %1704
  %1708 = select i1 %1706, float 1.270000e+02, float %1707
  %1709 = fadd float %1708, 5.000000e-01
  %1710 = call float @llvm.floor.f32(float %1709)
  %1711 = fsub float %1708, %1710
  %1712 = fmul float 0x3EEFFCBFC0000000, %1711
  %1713 = fadd float %1712, 0x3F24309120000000
  %1714 = fmul float %1713, %1711
  %1715 = fadd float %1714, 0x3F55D87FE0000000
  %1716 = fmul float %1715, %1711
  %1717 = fadd float %1716, 0x3F83B2AB60000000
  %1718 = fmul float %1717, %1711
  %1719 = fadd float %1718, 0x3FAC6B08E0000000
  %1720 = fmul float %1719, %1711
  %1721 = fadd float %1720, 0x3FCEBFBE00000000
  %1722 = fmul float %1721, %1711
  %1723 = fadd float %1722, 0x3FE62E4300000000
  %1724 = fmul float %1723, %1711
  %1725 = fadd float %1724, 1.000000e+00
  %1726 = fptosi float %1710 to i32
  %1727 = add i32 %1726, 127
  %1728 = shl i32 %1727, 23
  %1729 = bitcast i32 %1728 to float
  %1730 = fmul float %1725, %1729
  %1731 = select i1 %1705, float 0.000000e+00, float %1730
  %1732 = select i1 %1706, float 0x7FF0000000000000, float %1731
  %1733 = fcmp uno float %1704, %1704
  %1734 = select i1 %1733, float %1704, float %1732
  %1735 = fadd float %1702, %1734
  br i1 %40, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %13, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1736 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1737 = fcmp ogt float %1736, 0xFFF0000000000000
  %1738 = select i1 %1737, float %1736, float 0xFFF0000000000000
  %1739 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1740 = fcmp ogt float %1739, %1738
  %1741 = select i1 %1740, float %1739, float %1738
  %1742 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1743 = fcmp ogt float %1742, %1741
  %1744 = select i1 %1743, float %1742, float %1741
  %1745 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1746 = fcmp ogt float %1745, %1744
  %1747 = select i1 %1746, float %1745, float %1744
  %1748 = fcmp ogt float %32, %1747
  %1749 = select i1 %1748, float %32, float %1747
  %1750 = fsub float %1736, %1749
  %1751 = fmul float %1750, 0x3FF7154760000000
  %1752 = fcmp olt float %1751, -1.260000e+02
  %1753 = fcmp ogt float %1751, 1.270000e+02
  %1754 = select i1 %1752, float -1.260000e+02, float %1751
  %1755 = select i1 %1753, float 1.270000e+02, float %1754
  %1756 = fadd float %1755, 5.000000e-01
  %1757 = call float @llvm.floor.f32(float %1756)
  %1758 = fsub float %1755, %1757
  %1759 = fmul float 0x3EEFFCBFC0000000, %1758
  %1760 = fadd float %1759, 0x3F24309120000000
  %1761 = fmul float %1760, %1758
  %1762 = fadd float %1761, 0x3F55D87FE0000000
  %1763 = fmul float %1762, %1758
  %1764 = fadd float %1763, 0x3F83B2AB60000000
  %1765 = fmul float %1764, %1758
  %1766 = fadd float %1765, 0x3FAC6B08E0000000
  %1767 = fmul float %1766, %1758
  %1768 = fadd float %1767, 0x3FCEBFBE00000000
  %1769 = fmul float %1768, %1758
  %1770 = fadd float %1769, 0x3FE62E4300000000
  %1771 = fmul float %1770, %1758
  %1772 = fadd float %1771, 1.000000e+00
  %1773 = fptosi float %1757 to i32
  %1774 = add i32 %1773, 127
  %1775 = shl i32 %1774, 23
  %1776 = bitcast i32 %1775 to float
  %1777 = fmul float %1772, %1776
  %1778 = select i1 %1752, float 0.000000e+00, float %1777
  %1779 = select i1 %1753, float 0x7FF0000000000000, float %1778
  %1780 = fcmp uno float %1751, %1751
  %1781 = select i1 %1780, float %1751, float %1779
  %1782 = fcmp oeq float %1736, 0xFFF0000000000000
  %1783 = select i1 %1782, float 0.000000e+00, float %1781
  %1784 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1785 = fmul float %1783, %1784
  %1786 = fadd float %1785, 0.000000e+00
  %1787 = fsub float %1739, %1749
  %1788 = fmul float %1787, 0x3FF7154760000000
  %1789 = fcmp olt float %1788, -1.260000e+02
  %1790 = fcmp ogt float %1788, 1.270000e+02
  %1791 = select i1 %1789, float -1.260000e+02, float %1788
  %1792 = select i1 %1790, float 1.270000e+02, float %1791
  %1793 = fadd float %1792, 5.000000e-01
  %1794 = call float @llvm.floor.f32(float %1793)
  %1795 = fsub float %1792, %1794
  %1796 = fmul float 0x3EEFFCBFC0000000, %1795
  %1797 = fadd float %1796, 0x3F24309120000000
  %1798 = fmul float %1797, %1795
  %1799 = fadd float %1798, 0x3F55D87FE0000000
  %1800 = fmul float %1799, %1795
  %1801 = fadd float %1800, 0x3F83B2AB60000000
  %1802 = fmul float %1801, %1795
  %1803 = fadd float %1802, 0x3FAC6B08E0000000
  %1804 = fmul float %1803, %1795
  %1805 = fadd float %1804, 0x3FCEBFBE00000000
  %1806 = fmul float %1805, %1795
  %1807 = fadd float %1806, 0x3FE62E4300000000
  %1808 = fmul float %1807, %1795
  %1809 = fadd float %1808, 1.000000e+00
  %1810 = fptosi float %1794 to i32
  %1811 = add i32 %1810, 127
  %1812 = shl i32 %1811, 23
  %1813 = bitcast i32 %1812 to float
  %1814 = fmul float %1809, %1813
  %1815 = select i1 %1789, float 0.000000e+00, float %1814
  %1816 = select i1 %1790, float 0x7FF0000000000000, float %1815
  %1817 = fcmp uno float %1788, %1788
  %1818 = select i1 %1817, float %1788, float %1816
  %1819 = fcmp oeq float %1739, 0xFFF0000000000000
  %1820 = select i1 %1819, float 0.000000e+00, float %1818
  %1821 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1822 = fmul float %1820, %1821
  %1823 = fadd float %1822, %1786
  %1824 = fsub float %1742, %1749
  %1825 = fmul float %1824, 0x3FF7154760000000
  %1826 = fcmp olt float %1825, -1.260000e+02
  %1827 = fcmp ogt float %1825, 1.270000e+02
  %1828 = select i1 %1826, float -1.260000e+02, float %1825
  %1829 = select i1 %1827, float 1.270000e+02, float %1828
  %1830 = fadd float %1829, 5.000000e-01
  %1831 = call float @llvm.floor.f32(float %1830)
  %1832 = fsub float %1829, %1831
  %1833 = fmul float 0x3EEFFCBFC0000000, %1832
  %1834 = fadd float %1833, 0x3F24309120000000
  %1835 = fmul float %1834, %1832
  %1836 = fadd float %1835, 0x3F55D87FE0000000
  %1837 = fmul float %1836, %1832
  %1838 = fadd float %1837, 0x3F83B2AB60000000
  %1839 = fmul float %1838, %1832
  %1840 = fadd float %1839, 0x3FAC6B08E0000000
  %1841 = fmul float %1840, %1832
  %1842 = fadd float %1841, 0x3FCEBFBE00000000
  %1843 = fmul float %1842, %1832
  %1844 = fadd float %1843, 0x3FE62E4300000000
  %1845 = fmul float %1844, %1832
  %1846 = fadd float %1845, 1.000000e+00
  %1847 = fptosi float %1831 to i32
  %1848 = add i32 %1847, 127
  %1849 = shl i32 %1848, 23
  %1850 = bitcast i32 %1849 to float
  %1851 = fmul float %1846, %1850
  %1852 = select i1 %1826, float 0.000000e+00, float %1851
  %1853 = select i1 %1827, float 0x7FF0000000000000, float %1852
  %1854 = fcmp uno float %1825, %1825
  %1855 = select i1 %1854, float %1825, float %1853
  %1856 = fcmp oeq float %1742, 0xFFF0000000000000
  %1857 = select i1 %1856, float 0.000000e+00, float %1855
  %1858 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1859 = fmul float %1857, %1858
  %1860 = fadd float %1859, %1823
  %1861 = fsub float %1745, %1749
  %1862 = fmul float %1861, 0x3FF7154760000000
  %1863 = fcmp olt float %1862, -1.260000e+02
  %1864 = fcmp ogt float %1862, 1.270000e+02
  %1865 = select i1 %1863, float -1.260000e+02, float %1862
  %1866 = select i1 %1864, float 1.270000e+02, float %1865
  %1867 = fadd float %1866, 5.000000e-01
  %1868 = call float @llvm.floor.f32(float %1867)
  %1869 = fsub float %1866, %1868
  %1870 = fmul float 0x3EEFFCBFC0000000, %1869
  %1871 = fadd float %1870, 0x3F24309120000000
  %1872 = fmul float %1871, %1869
  %1873 = fadd float %1872, 0x3F55D87FE0000000
  %1874 = fmul float %1873, %1869
  %1875 = fadd float %1874, 0x3F83B2AB60000000
  %1876 = fmul float %1875, %1869
  %1877 = fadd float %1876, 0x3FAC6B08E0000000
  %1878 = fmul float %1877, %1869
  %1879 = fadd float %1878, 0x3FCEBFBE00000000
  %1880 = fmul float %1879, %1869
  %1881 = fadd float %1880, 0x3FE62E4300000000
  %1882 = fmul float %1881, %1869
  %1883 = fadd float %1882, 1.000000e+00
  %1884 = fptosi float %1868 to i32
  %1885 = add i32 %1884, 127
  %1886 = shl i32 %1885, 23
  %1887 = bitcast i32 %1886 to float
  %1888 = fmul float %1883, %1887
  %1889 = select i1 %1863, float 0.000000e+00, float %1888
  %1890 = select i1 %1864, float 0x7FF0000000000000, float %1889
  %1891 = fcmp uno float %1862, %1862
  %1892 = select i1 %1891, float %1862, float %1890
  %1893 = fcmp oeq float %1745, 0xFFF0000000000000
  %1894 = select i1 %1893, float 0.000000e+00, float %1892
  %1895 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1896 = fmul float %1894, %1895
  %1897 = fadd float %1896, %1860
  %1898 = fsub float %32, %1749
  %1899 = fmul float %1898, 0x3FF7154760000000
  %1900 = fcmp olt float %1899, -1.260000e+02
  %1901 = fcmp ogt float %1899, 1.270000e+02
  %1902 = select i1 %1900, float -1.260000e+02, float %1899
  %1903 = select i1 %1901, float 1.270000e+02, float %1902
  %1904 = fadd float %1903, 5.000000e-01
  %1905 = call float @llvm.floor.f32(float %1904)
  %1906 = fsub float %1903, %1905
  %1907 = fmul float 0x3EEFFCBFC0000000, %1906
  %1908 = fadd float %1907, 0x3F24309120000000
  %1909 = fmul float %1908, %1906
  %1910 = fadd float %1909, 0x3F55D87FE0000000
  %1911 = fmul float %1910, %1906
  %1912 = fadd float %1911, 0x3F83B2AB60000000
  %1913 = fmul float %1912, %1906
  %1914 = fadd float %1913, 0x3FAC6B08E0000000
  %1915 = fmul float %1914, %1906
  %1916 = fadd float %1915, 0x3FCEBFBE00000000
  %1917 = fmul float %1916, %1906
  %1918 = fadd float %1917, 0x3FE62E4300000000
  %1919 = fmul float %1918, %1906
  %1920 = fadd float %1919, 1.000000e+00
  %1921 = fptosi float %1905 to i32
  %1922 = add i32 %1921, 127
  %1923 = shl i32 %1922, 23
  %1924 = bitcast i32 %1923 to float
  %1925 = fmul float %1920, %1924
  %1926 = select i1 %1900, float 0.000000e+00, float %1925
  %1927 = select i1 %1901, float 0x7FF0000000000000, float %1926
  %1928 = fcmp uno float %1899, %1899
  %1929 = select i1 %1928, float %1899, float %1927
  %1930 = fadd float %1897, %1929
  br i1 %125, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1931 = load i32, ptr %v113, align 4
  %1932 = icmp slt i32 %1931, %6
  br i1 %1932, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1933 = load i32, ptr %v113, align 4
  %1934 = add i32 0, %1933
  %1935 = sext i32 %1934 to i64
  %1936 = mul i64 %1935, 4
  %1937 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1936
  %1938 = load float, ptr addrspace(3) %1937, align 4
  %1939 = fmul float %1588, %1938
  %1940 = fadd float %1939, 0.000000e+00
  %1941 = add i32 256, %1933
  %1942 = sext i32 %1941 to i64
  %1943 = mul i64 %1942, 4
  %1944 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1943
  %1945 = load float, ptr addrspace(3) %1944, align 4
  %1946 = fmul float %1625, %1945
  %1947 = fadd float %1946, %1940
  %1948 = add i32 512, %1933
  %1949 = sext i32 %1948 to i64
  %1950 = mul i64 %1949, 4
  %1951 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1950
  %1952 = load float, ptr addrspace(3) %1951, align 4
  %1953 = fmul float %1662, %1952
  %1954 = fadd float %1953, %1947
  %1955 = add i32 768, %1933
  %1956 = sext i32 %1955 to i64
  %1957 = mul i64 %1956, 4
  %1958 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1957
  %1959 = load float, ptr addrspace(3) %1958, align 4
  %1960 = fmul float %1699, %1959
  %1961 = fadd float %1960, %1954
  %1962 = add i32 %51, %1933
  %1963 = fdiv float %1961, %1735
  %1964 = sext i32 %1962 to i64
  %1965 = mul i64 %1964, 4
  %1966 = getelementptr i8, ptr addrspace(1) %0, i64 %1965
  store float %1963, ptr addrspace(1) %1966, align 4
  %1967 = load i32, ptr %v113, align 4
  %1968 = add i32 %1967, 128
  store i32 %1968, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %13, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1969 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1970 = fcmp ogt float %1969, 0xFFF0000000000000
  %1971 = select i1 %1970, float %1969, float 0xFFF0000000000000
  %1972 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1973 = fcmp ogt float %1972, %1971
  %1974 = select i1 %1973, float %1972, float %1971
  %1975 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1976 = fcmp ogt float %1975, %1974
  %1977 = select i1 %1976, float %1975, float %1974
  %1978 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1979 = fcmp ogt float %1978, %1977
  %1980 = select i1 %1979, float %1978, float %1977
  %1981 = fcmp ogt float %32, %1980
  %1982 = select i1 %1981, float %32, float %1980
  %1983 = fsub float %1969, %1982
  %1984 = fmul float %1983, 0x3FF7154760000000
  %1985 = fcmp olt float %1984, -1.260000e+02
  %1986 = fcmp ogt float %1984, 1.270000e+02
  %1987 = select i1 %1985, float -1.260000e+02, float %1984
  %1988 = select i1 %1986, float 1.270000e+02, float %1987
  %1989 = fadd float %1988, 5.000000e-01
  %1990 = call float @llvm.floor.f32(float %1989)
  %1991 = fsub float %1988, %1990
  %1992 = fmul float 0x3EEFFCBFC0000000, %1991
  %1993 = fadd float %1992, 0x3F24309120000000
  %1994 = fmul float %1993, %1991
  %1995 = fadd float %1994, 0x3F55D87FE0000000
  %1996 = fmul float %1995, %1991
  %1997 = fadd float %1996, 0x3F83B2AB60000000
  %1998 = fmul float %1997, %1991
  %1999 = fadd float %1998, 0x3FAC6B08E0000000
  %2000 = fmul float %1999, %1991
  %2001 = fadd float %2000, 0x3FCEBFBE00000000
  %2002 = fmul float %2001, %1991
  %2003 = fadd float %2002, 0x3FE62E4300000000
  %2004 = fmul float %2003, %1991
  %2005 = fadd float %2004, 1.000000e+00
  %2006 = fptosi float %1990 to i32
  %2007 = add i32 %2006, 127
  %2008 = shl i32 %2007, 23
  %2009 = bitcast i32 %2008 to float
  %2010 = fmul float %2005, %2009
  %2011 = select i1 %1985, float 0.000000e+00, float %2010
  %2012 = select i1 %1986, float 0x7FF0000000000000, float %2011
  %2013 = fcmp uno float %1984, %1984
  %2014 = select i1 %2013, float %1984, float %2012
  %2015 = fcmp oeq float %1969, 0xFFF0000000000000
  %2016 = select i1 %2015, float 0.000000e+00, float %2014
  %2017 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %2018 = fmul float %2016, %2017
  %2019 = fadd float %2018, 0.000000e+00
  %2020 = fsub float %1972, %1982
  %2021 = fmul float %2020, 0x3FF7154760000000
  %2022 = fcmp olt float %2021, -1.260000e+02
  %2023 = fcmp ogt float %2021, 1.270000e+02
  %2024 = select i1 %2022, float -1.260000e+02, float %2021
  %2025 = select i1 %2023, float 1.270000e+02, float %2024
  %2026 = fadd float %2025, 5.000000e-01
  %2027 = call float @llvm.floor.f32(float %2026)
  %2028 = fsub float %2025, %2027
  %2029 = fmul float 0x3EEFFCBFC0000000, %2028
  %2030 = fadd float %2029, 0x3F24309120000000
  %2031 = fmul float %2030, %2028
  %2032 = fadd float %2031, 0x3F55D87FE0000000
  %2033 = fmul float %2032, %2028
  %2034 = fadd float %2033, 0x3F83B2AB60000000
  %2035 = fmul float %2034, %2028
  %2036 = fadd float %2035, 0x3FAC6B08E0000000
  %2037 = fmul float %2036, %2028
  %2038 = fadd float %2037, 0x3FCEBFBE00000000
  %2039 = fmul float %2038, %2028
  %2040 = fadd float %2039, 0x3FE62E4300000000
  %2041 = fmul float %2040, %2028
  %2042 = fadd float %2041, 1.000000e+00
  %2043 = fptosi float %2027 to i32
  %2044 = add i32 %2043, 127
  %2045 = shl i32 %2044, 23
  %2046 = bitcast i32 %2045 to float
  %2047 = fmul float %2042, %2046
  %2048 = select i1 %2022, float 0.000000e+00, float %2047
  %2049 = select i1 %2023, float 0x7FF0000000000000, float %2048
  %2050 = fcmp uno float %2021, %2021
  %2051 = select i1 %2050, float %2021, float %2049
  %2052 = fcmp oeq float %1972, 0xFFF0000000000000
  %2053 = select i1 %2052, float 0.000000e+00, float %2051
  %2054 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %2055 = fmul float %2053, %2054
  %2056 = fadd float %2055, %2019
  %2057 = fsub float %1975, %1982
  %2058 = fmul float %2057, 0x3FF7154760000000
  %2059 = fcmp olt float %2058, -1.260000e+02
  %2060 = fcmp ogt float %2058, 1.270000e+02
  %2061 = select i1 %2059, float -1.260000e+02, float %2058
  %2062 = select i1 %2060, float 1.270000e+02, float %2061
  %2063 = fadd float %2062, 5.000000e-01
  %2064 = call float @llvm.floor.f32(float %2063)
  %2065 = fsub float %2062, %2064
  %2066 = fmul float 0x3EEFFCBFC0000000, %2065
  %2067 = fadd float %2066, 0x3F24309120000000
  %2068 = fmul float %2067, %2065
  %2069 = fadd float %2068, 0x3F55D87FE0000000
  %2070 = fmul float %2069, %2065
  %2071 = fadd float %2070, 0x3F83B2AB60000000
  %2072 = fmul float %2071, %2065
  %2073 = fadd float %2072, 0x3FAC6B08E0000000
  %2074 = fmul float %2073, %2065
  %2075 = fadd float %2074, 0x3FCEBFBE00000000
  %2076 = fmul float %2075, %2065
  %2077 = fadd float %2076, 0x3FE62E4300000000
  %2078 = fmul float %2077, %2065
  %2079 = fadd float %2078, 1.000000e+00
  %2080 = fptosi float %2064 to i32
  %2081 = add i32 %2080, 127
  %2082 = shl i32 %2081, 23
  %2083 = bitcast i32 %2082 to float
  %2084 = fmul float %2079, %2083
  %2085 = select i1 %2059, float 0.000000e+00, float %2084
  %2086 = select i1 %2060, float 0x7FF0000000000000, float %2085
  %2087 = fcmp uno float %2058, %2058
  %2088 = select i1 %2087, float %2058, float %2086
  %2089 = fcmp oeq float %1975, 0xFFF0000000000000
  %2090 = select i1 %2089, float 0.000000e+00, float %2088
  %2091 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %2092 = fmul float %2090, %2091
  %2093 = fadd float %2092, %2056
  %2094 = fsub float %1978, %1982
  %2095 = fmul float %2094, 0x3FF7154760000000
  %2096 = fcmp olt float %2095, -1.260000e+02
  %2097 = fcmp ogt float %2095, 1.270000e+02
  %2098 = select i1 %2096, float -1.260000e+02, float %2095
  %2099 = select i1 %2097, float 1.270000e+02, float %2098
  %2100 = fadd float %2099, 5.000000e-01
  %2101 = call float @llvm.floor.f32(float %2100)
  %2102 = fsub float %2099, %2101
  %2103 = fmul float 0x3EEFFCBFC0000000, %2102
  %2104 = fadd float %2103, 0x3F24309120000000
  %2105 = fmul float %2104, %2102
  %2106 = fadd float %2105, 0x3F55D87FE0000000
  %2107 = fmul float %2106, %2102
  %2108 = fadd float %2107, 0x3F83B2AB60000000
  %2109 = fmul float %2108, %2102
  %2110 = fadd float %2109, 0x3FAC6B08E0000000
  %2111 = fmul float %2110, %2102
  %2112 = fadd float %2111, 0x3FCEBFBE00000000
  %2113 = fmul float %2112, %2102
  %2114 = fadd float %2113, 0x3FE62E4300000000
  %2115 = fmul float %2114, %2102
  %2116 = fadd float %2115, 1.000000e+00
  %2117 = fptosi float %2101 to i32
  %2118 = add i32 %2117, 127
  %2119 = shl i32 %2118, 23
  %2120 = bitcast i32 %2119 to float
  %2121 = fmul float %2116, %2120
  %2122 = select i1 %2096, float 0.000000e+00, float %2121
  %2123 = select i1 %2097, float 0x7FF0000000000000, float %2122
  %2124 = fcmp uno float %2095, %2095
  %2125 = select i1 %2124, float %2095, float %2123
  %2126 = fcmp oeq float %1978, 0xFFF0000000000000
  %2127 = select i1 %2126, float 0.000000e+00, float %2125
  %2128 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2129 = fmul float %2127, %2128
  %2130 = fadd float %2129, %2093
  %2131 = fsub float %32, %1982
  %2132 = fmul float %2131, 0x3FF7154760000000
  %2133 = fcmp olt float %2132, -1.260000e+02
  %2134 = fcmp ogt float %2132, 1.270000e+02
  %2135 = select i1 %2133, float -1.260000e+02, float %2132
  %2136 = select i1 %2134, float 1.270000e+02, float %2135
  %2137 = fadd float %2136, 5.000000e-01
  %2138 = call float @llvm.floor.f32(float %2137)
  %2139 = fsub float %2136, %2138
  %2140 = fmul float 0x3EEFFCBFC0000000, %2139
  %2141 = fadd float %2140, 0x3F24309120000000
  %2142 = fmul float %2141, %2139
  %2143 = fadd float %2142, 0x3F55D87FE0000000
  %2144 = fmul float %2143, %2139
  %2145 = fadd float %2144, 0x3F83B2AB60000000
  %2146 = fmul float %2145, %2139
  %2147 = fadd float %2146, 0x3FAC6B08E0000000
  %2148 = fmul float %2147, %2139
  %2149 = fadd float %2148, 0x3FCEBFBE00000000
  %2150 = fmul float %2149, %2139
  %2151 = fadd float %2150, 0x3FE62E4300000000
  %2152 = fmul float %2151, %2139
  %2153 = fadd float %2152, 1.000000e+00
  %2154 = fptosi float %2138 to i32
  %2155 = add i32 %2154, 127
  %2156 = shl i32 %2155, 23
  %2157 = bitcast i32 %2156 to float
  %2158 = fmul float %2153, %2157
  %2159 = select i1 %2133, float 0.000000e+00, float %2158
  %2160 = select i1 %2134, float 0x7FF0000000000000, float %2159
  %2161 = fcmp uno float %2132, %2132
  %2162 = select i1 %2161, float %2132, float %2160
  %2163 = fadd float %2130, %2162
  br i1 %210, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2164 = load i32, ptr %v119, align 4
  %2165 = icmp slt i32 %2164, %6
  br i1 %2165, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2166 = load i32, ptr %v119, align 4
  %2167 = add i32 1024, %2166
  %2168 = sext i32 %2167 to i64
  %2169 = mul i64 %2168, 4
  %2170 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2169
  %2171 = load float, ptr addrspace(3) %2170, align 4
  %2172 = fmul float %1783, %2171
  %2173 = fadd float %2172, 0.000000e+00
  %2174 = add i32 1280, %2166
  %2175 = sext i32 %2174 to i64
  %2176 = mul i64 %2175, 4
  %2177 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2176
  %2178 = load float, ptr addrspace(3) %2177, align 4
  %2179 = fmul float %1820, %2178
  %2180 = fadd float %2179, %2173
  %2181 = add i32 1536, %2166
  %2182 = sext i32 %2181 to i64
  %2183 = mul i64 %2182, 4
  %2184 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2183
  %2185 = load float, ptr addrspace(3) %2184, align 4
  %2186 = fmul float %1857, %2185
  %2187 = fadd float %2186, %2180
  %2188 = add i32 1792, %2166
  %2189 = sext i32 %2188 to i64
  %2190 = mul i64 %2189, 4
  %2191 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2190
  %2192 = load float, ptr addrspace(3) %2191, align 4
  %2193 = fmul float %1894, %2192
  %2194 = fadd float %2193, %2187
  %2195 = add i32 %136, %2166
  %2196 = fdiv float %2194, %1930
  %2197 = sext i32 %2195 to i64
  %2198 = mul i64 %2197, 4
  %2199 = getelementptr i8, ptr addrspace(1) %0, i64 %2198
  store float %2196, ptr addrspace(1) %2199, align 4
  %2200 = load i32, ptr %v119, align 4
  %2201 = add i32 %2200, 128
  store i32 %2201, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %13, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2202 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2203 = fcmp ogt float %2202, 0xFFF0000000000000
  %2204 = select i1 %2203, float %2202, float 0xFFF0000000000000
  %2205 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2206 = fcmp ogt float %2205, %2204
  %2207 = select i1 %2206, float %2205, float %2204
  %2208 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2209 = fcmp ogt float %2208, %2207
  %2210 = select i1 %2209, float %2208, float %2207
  %2211 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2212 = fcmp ogt float %2211, %2210
  %2213 = select i1 %2212, float %2211, float %2210
  %2214 = fcmp ogt float %32, %2213
  %2215 = select i1 %2214, float %32, float %2213
  %2216 = fsub float %2202, %2215
  %2217 = fmul float %2216, 0x3FF7154760000000
  %2218 = fcmp olt float %2217, -1.260000e+02
  %2219 = fcmp ogt float %2217, 1.270000e+02
  %2220 = select i1 %2218, float -1.260000e+02, float %2217
  %2221 = select i1 %2219, float 1.270000e+02, float %2220
  %2222 = fadd float %2221, 5.000000e-01
  %2223 = call float @llvm.floor.f32(float %2222)
  %2224 = fsub float %2221, %2223
  %2225 = fmul float 0x3EEFFCBFC0000000, %2224
  %2226 = fadd float %2225, 0x3F24309120000000
  %2227 = fmul float %2226, %2224
  %2228 = fadd float %2227, 0x3F55D87FE0000000
  %2229 = fmul float %2228, %2224
  %2230 = fadd float %2229, 0x3F83B2AB60000000
  %2231 = fmul float %2230, %2224
  %2232 = fadd float %2231, 0x3FAC6B08E0000000
  %2233 = fmul float %2232, %2224
  %2234 = fadd float %2233, 0x3FCEBFBE00000000
  %2235 = fmul float %2234, %2224
  %2236 = fadd float %2235, 0x3FE62E4300000000
  %2237 = fmul float %2236, %2224
  %2238 = fadd float %2237, 1.000000e+00
  %2239 = fptosi float %2223 to i32
  %2240 = add i32 %2239, 127
  %2241 = shl i32 %2240, 23
  %2242 = bitcast i32 %2241 to float
  %2243 = fmul float %2238, %2242
  %2244 = select i1 %2218, float 0.000000e+00, float %2243
  %2245 = select i1 %2219, float 0x7FF0000000000000, float %2244
  %2246 = fcmp uno float %2217, %2217
  %2247 = select i1 %2246, float %2217, float %2245
  %2248 = fcmp oeq float %2202, 0xFFF0000000000000
  %2249 = select i1 %2248, float 0.000000e+00, float %2247
  %2250 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2251 = fmul float %2249, %2250
  %2252 = fadd float %2251, 0.000000e+00
  %2253 = fsub float %2205, %2215
  %2254 = fmul float %2253, 0x3FF7154760000000
  %2255 = fcmp olt float %2254, -1.260000e+02
  %2256 = fcmp ogt float %2254, 1.270000e+02
  %2257 = select i1 %2255, float -1.260000e+02, float %2254
  %2258 = select i1 %2256, float 1.270000e+02, float %2257
  %2259 = fadd float %2258, 5.000000e-01
  %2260 = call float @llvm.floor.f32(float %2259)
  %2261 = fsub float %2258, %2260
  %2262 = fmul float 0x3EEFFCBFC0000000, %2261
  %2263 = fadd float %2262, 0x3F24309120000000
  %2264 = fmul float %2263, %2261
  %2265 = fadd float %2264, 0x3F55D87FE0000000
  %2266 = fmul float %2265, %2261
  %2267 = fadd float %2266, 0x3F83B2AB60000000
  %2268 = fmul float %2267, %2261
  %2269 = fadd float %2268, 0x3FAC6B08E0000000
  %2270 = fmul float %2269, %2261
  %2271 = fadd float %2270, 0x3FCEBFBE00000000
  %2272 = fmul float %2271, %2261
  %2273 = fadd float %2272, 0x3FE62E4300000000
  %2274 = fmul float %2273, %2261
  %2275 = fadd float %2274, 1.000000e+00
  %2276 = fptosi float %2260 to i32
  %2277 = add i32 %2276, 127
  %2278 = shl i32 %2277, 23
  %2279 = bitcast i32 %2278 to float
  %2280 = fmul float %2275, %2279
  %2281 = select i1 %2255, float 0.000000e+00, float %2280
  %2282 = select i1 %2256, float 0x7FF0000000000000, float %2281
  %2283 = fcmp uno float %2254, %2254
  %2284 = select i1 %2283, float %2254, float %2282
  %2285 = fcmp oeq float %2205, 0xFFF0000000000000
  %2286 = select i1 %2285, float 0.000000e+00, float %2284
  %2287 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2288 = fmul float %2286, %2287
  %2289 = fadd float %2288, %2252
  %2290 = fsub float %2208, %2215
  %2291 = fmul float %2290, 0x3FF7154760000000
  %2292 = fcmp olt float %2291, -1.260000e+02
  %2293 = fcmp ogt float %2291, 1.270000e+02
  %2294 = select i1 %2292, float -1.260000e+02, float %2291
  %2295 = select i1 %2293, float 1.270000e+02, float %2294
  %2296 = fadd float %2295, 5.000000e-01
  %2297 = call float @llvm.floor.f32(float %2296)
  %2298 = fsub float %2295, %2297
  %2299 = fmul float 0x3EEFFCBFC0000000, %2298
  %2300 = fadd float %2299, 0x3F24309120000000
  %2301 = fmul float %2300, %2298
  %2302 = fadd float %2301, 0x3F55D87FE0000000
  %2303 = fmul float %2302, %2298
  %2304 = fadd float %2303, 0x3F83B2AB60000000
  %2305 = fmul float %2304, %2298
  %2306 = fadd float %2305, 0x3FAC6B08E0000000
  %2307 = fmul float %2306, %2298
  %2308 = fadd float %2307, 0x3FCEBFBE00000000
  %2309 = fmul float %2308, %2298
  %2310 = fadd float %2309, 0x3FE62E4300000000
  %2311 = fmul float %2310, %2298
  %2312 = fadd float %2311, 1.000000e+00
  %2313 = fptosi float %2297 to i32
  %2314 = add i32 %2313, 127
  %2315 = shl i32 %2314, 23
  %2316 = bitcast i32 %2315 to float
  %2317 = fmul float %2312, %2316
  %2318 = select i1 %2292, float 0.000000e+00, float %2317
  %2319 = select i1 %2293, float 0x7FF0000000000000, float %2318
  %2320 = fcmp uno float %2291, %2291
  %2321 = select i1 %2320, float %2291, float %2319
  %2322 = fcmp oeq float %2208, 0xFFF0000000000000
  %2323 = select i1 %2322, float 0.000000e+00, float %2321
  %2324 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2325 = fmul float %2323, %2324
  %2326 = fadd float %2325, %2289
  %2327 = fsub float %2211, %2215
  %2328 = fmul float %2327, 0x3FF7154760000000
  %2329 = fcmp olt float %2328, -1.260000e+02
  %2330 = fcmp ogt float %2328, 1.270000e+02
  %2331 = select i1 %2329, float -1.260000e+02, float %2328
  %2332 = select i1 %2330, float 1.270000e+02, float %2331
  %2333 = fadd float %2332, 5.000000e-01
  %2334 = call float @llvm.floor.f32(float %2333)
  %2335 = fsub float %2332, %2334
  %2336 = fmul float 0x3EEFFCBFC0000000, %2335
  %2337 = fadd float %2336, 0x3F24309120000000
  %2338 = fmul float %2337, %2335
  %2339 = fadd float %2338, 0x3F55D87FE0000000
  %2340 = fmul float %2339, %2335
  %2341 = fadd float %2340, 0x3F83B2AB60000000
  %2342 = fmul float %2341, %2335
  %2343 = fadd float %2342, 0x3FAC6B08E0000000
  %2344 = fmul float %2343, %2335
  %2345 = fadd float %2344, 0x3FCEBFBE00000000
  %2346 = fmul float %2345, %2335
  %2347 = fadd float %2346, 0x3FE62E4300000000
  %2348 = fmul float %2347, %2335
  %2349 = fadd float %2348, 1.000000e+00
  %2350 = fptosi float %2334 to i32
  %2351 = add i32 %2350, 127
  %2352 = shl i32 %2351, 23
  %2353 = bitcast i32 %2352 to float
  %2354 = fmul float %2349, %2353
  %2355 = select i1 %2329, float 0.000000e+00, float %2354
  %2356 = select i1 %2330, float 0x7FF0000000000000, float %2355
  %2357 = fcmp uno float %2328, %2328
  %2358 = select i1 %2357, float %2328, float %2356
  %2359 = fcmp oeq float %2211, 0xFFF0000000000000
  %2360 = select i1 %2359, float 0.000000e+00, float %2358
  %2361 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2362 = fmul float %2360, %2361
  %2363 = fadd float %2362, %2326
  %2364 = fsub float %32, %2215
  %2365 = fmul float %2364, 0x3FF7154760000000
  %2366 = fcmp olt float %2365, -1.260000e+02
  %2367 = fcmp ogt float %2365, 1.270000e+02
  %2368 = select i1 %2366, float -1.260000e+02, float %2365
  %2369 = select i1 %2367, float 1.270000e+02, float %2368
  %2370 = fadd float %2369, 5.000000e-01
  %2371 = call float @llvm.floor.f32(float %2370)
  %2372 = fsub float %2369, %2371
  %2373 = fmul float 0x3EEFFCBFC0000000, %2372
  %2374 = fadd float %2373, 0x3F24309120000000
  %2375 = fmul float %2374, %2372
  %2376 = fadd float %2375, 0x3F55D87FE0000000
  %2377 = fmul float %2376, %2372
  %2378 = fadd float %2377, 0x3F83B2AB60000000
  %2379 = fmul float %2378, %2372
  %2380 = fadd float %2379, 0x3FAC6B08E0000000
  %2381 = fmul float %2380, %2372
  %2382 = fadd float %2381, 0x3FCEBFBE00000000
  %2383 = fmul float %2382, %2372
  %2384 = fadd float %2383, 0x3FE62E4300000000
  %2385 = fmul float %2384, %2372
  %2386 = fadd float %2385, 1.000000e+00
  %2387 = fptosi float %2371 to i32
  %2388 = add i32 %2387, 127
  %2389 = shl i32 %2388, 23
  %2390 = bitcast i32 %2389 to float
  %2391 = fmul float %2386, %2390
  %2392 = select i1 %2366, float 0.000000e+00, float %2391
  %2393 = select i1 %2367, float 0x7FF0000000000000, float %2392
  %2394 = fcmp uno float %2365, %2365
  %2395 = select i1 %2394, float %2365, float %2393
  %2396 = fadd float %2363, %2395
  br i1 %295, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2397 = load i32, ptr %v125, align 4
  %2398 = icmp slt i32 %2397, %6
  br i1 %2398, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2399 = load i32, ptr %v125, align 4
  %2400 = add i32 2048, %2399
  %2401 = sext i32 %2400 to i64
  %2402 = mul i64 %2401, 4
  %2403 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2402
  %2404 = load float, ptr addrspace(3) %2403, align 4
  %2405 = fmul float %2016, %2404
  %2406 = fadd float %2405, 0.000000e+00
  %2407 = add i32 2304, %2399
  %2408 = sext i32 %2407 to i64
  %2409 = mul i64 %2408, 4
  %2410 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2409
  %2411 = load float, ptr addrspace(3) %2410, align 4
  %2412 = fmul float %2053, %2411
  %2413 = fadd float %2412, %2406
  %2414 = add i32 2560, %2399
  %2415 = sext i32 %2414 to i64
  %2416 = mul i64 %2415, 4
  %2417 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2416
  %2418 = load float, ptr addrspace(3) %2417, align 4
  %2419 = fmul float %2090, %2418
  %2420 = fadd float %2419, %2413
  %2421 = add i32 2816, %2399
  %2422 = sext i32 %2421 to i64
  %2423 = mul i64 %2422, 4
  %2424 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2423
  %2425 = load float, ptr addrspace(3) %2424, align 4
  %2426 = fmul float %2127, %2425
  %2427 = fadd float %2426, %2420
  %2428 = add i32 %221, %2399
  %2429 = fdiv float %2427, %2163
  %2430 = sext i32 %2428 to i64
  %2431 = mul i64 %2430, 4
  %2432 = getelementptr i8, ptr addrspace(1) %0, i64 %2431
  store float %2429, ptr addrspace(1) %2432, align 4
  %2433 = load i32, ptr %v125, align 4
  %2434 = add i32 %2433, 128
  store i32 %2434, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %13, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2435 = load i32, ptr %v131, align 4
  %2436 = icmp slt i32 %2435, %6
  br i1 %2436, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2437 = load i32, ptr %v131, align 4
  %2438 = add i32 3072, %2437
  %2439 = sext i32 %2438 to i64
  %2440 = mul i64 %2439, 4
  %2441 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2440
  %2442 = load float, ptr addrspace(3) %2441, align 4
  %2443 = fmul float %2249, %2442
  %2444 = fadd float %2443, 0.000000e+00
  %2445 = add i32 3328, %2437
  %2446 = sext i32 %2445 to i64
  %2447 = mul i64 %2446, 4
  %2448 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2447
  %2449 = load float, ptr addrspace(3) %2448, align 4
  %2450 = fmul float %2286, %2449
  %2451 = fadd float %2450, %2444
  %2452 = add i32 3584, %2437
  %2453 = sext i32 %2452 to i64
  %2454 = mul i64 %2453, 4
  %2455 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2454
  %2456 = load float, ptr addrspace(3) %2455, align 4
  %2457 = fmul float %2323, %2456
  %2458 = fadd float %2457, %2451
  %2459 = add i32 3840, %2437
  %2460 = sext i32 %2459 to i64
  %2461 = mul i64 %2460, 4
  %2462 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2461
  %2463 = load float, ptr addrspace(3) %2462, align 4
  %2464 = fmul float %2360, %2463
  %2465 = fadd float %2464, %2458
  %2466 = add i32 %306, %2437
  %2467 = fdiv float %2465, %2396
  %2468 = sext i32 %2466 to i64
  %2469 = mul i64 %2468, 4
  %2470 = getelementptr i8, ptr addrspace(1) %0, i64 %2469
  store float %2467, ptr addrspace(1) %2470, align 4
  %2471 = load i32, ptr %v131, align 4
  %2472 = add i32 %2471, 128
  store i32 %2472, ptr %v131, align 4
  br label %loop132

done134:                                          ; preds = %loop132
  br label %endif130
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

!0 = !{ptr @strata_attn_prefill_ext_q8kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_ext_q8kv, !"maxntidx", i32 128}
