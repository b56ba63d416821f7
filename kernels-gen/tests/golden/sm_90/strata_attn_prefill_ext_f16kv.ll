; ModuleID = 'strata_attn_prefill_ext_f16kv'
source_filename = "strata_attn_prefill_ext_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_ext_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) {
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
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = mul i32 %17, 4
  %19 = udiv i32 %4, %5
  %20 = udiv i32 %16, %19
  %21 = sext i32 %16 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %10, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %26 = load i32, ptr addrspace(1) %25, align 4
  %27 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = sub i32 %28, %26
  %30 = sub i32 %29, 1
  %31 = add i32 %18, 0
  %32 = icmp sle i32 %31, %30
  %33 = select i1 %32, i32 %31, i32 %30
  %34 = add i32 %26, %33
  %35 = add i32 %34, 1
  %36 = sub i32 %35, %9
  %37 = icmp sgt i32 %9, 0
  %38 = icmp sgt i32 %36, 0
  %39 = and i1 %37, %38
  %40 = select i1 %39, i32 %36, i32 0
  %41 = mul i32 %33, %4
  %42 = add i32 %41, %16
  %43 = mul i32 %42, %6
  %44 = add i32 %13, 0
  %45 = icmp slt i32 %44, %6
  %46 = add i32 %43, %44
  %47 = select i1 %45, i32 %46, i32 0
  %48 = sext i32 %47 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %1, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = select i1 %45, float %51, float 0.000000e+00
  store float 0.000000e+00, ptr %v, align 4
  %53 = add i32 %13, 32
  %54 = icmp slt i32 %53, %6
  %55 = add i32 %43, %53
  %56 = select i1 %54, i32 %55, i32 0
  %57 = sext i32 %56 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %1, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = select i1 %54, float %60, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %62 = add i32 %13, 64
  %63 = icmp slt i32 %62, %6
  %64 = add i32 %43, %62
  %65 = select i1 %63, i32 %64, i32 0
  %66 = sext i32 %65 to i64
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = select i1 %63, float %69, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %71 = add i32 %13, 96
  %72 = icmp slt i32 %71, %6
  %73 = add i32 %43, %71
  %74 = select i1 %72, i32 %73, i32 0
  %75 = sext i32 %74 to i64
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = select i1 %72, float %78, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %80 = add i32 %13, 128
  %81 = icmp slt i32 %80, %6
  %82 = add i32 %43, %80
  %83 = select i1 %81, i32 %82, i32 0
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = select i1 %81, float %87, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %89 = add i32 %13, 160
  %90 = icmp slt i32 %89, %6
  %91 = add i32 %43, %89
  %92 = select i1 %90, i32 %91, i32 0
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %1, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = select i1 %90, float %96, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %98 = add i32 %13, 192
  %99 = icmp slt i32 %98, %6
  %100 = add i32 %43, %98
  %101 = select i1 %99, i32 %100, i32 0
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %1, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = select i1 %99, float %105, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %107 = add i32 %13, 224
  %108 = icmp slt i32 %107, %6
  %109 = add i32 %43, %107
  %110 = select i1 %108, i32 %109, i32 0
  %111 = sext i32 %110 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = select i1 %108, float %114, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %116 = add i32 %18, 1
  %117 = icmp sle i32 %116, %30
  %118 = select i1 %117, i32 %116, i32 %30
  %119 = add i32 %26, %118
  %120 = add i32 %119, 1
  %121 = sub i32 %120, %9
  %122 = icmp sgt i32 %9, 0
  %123 = icmp sgt i32 %121, 0
  %124 = and i1 %122, %123
  %125 = select i1 %124, i32 %121, i32 0
  %126 = mul i32 %118, %4
  %127 = add i32 %126, %16
  %128 = mul i32 %127, %6
  %129 = add i32 %13, 0
  %130 = icmp slt i32 %129, %6
  %131 = add i32 %128, %129
  %132 = select i1 %130, i32 %131, i32 0
  %133 = sext i32 %132 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %1, i64 %134
  %136 = load float, ptr addrspace(1) %135, align 4
  %137 = select i1 %130, float %136, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %138 = add i32 %13, 32
  %139 = icmp slt i32 %138, %6
  %140 = add i32 %128, %138
  %141 = select i1 %139, i32 %140, i32 0
  %142 = sext i32 %141 to i64
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %1, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = select i1 %139, float %145, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %147 = add i32 %13, 64
  %148 = icmp slt i32 %147, %6
  %149 = add i32 %128, %147
  %150 = select i1 %148, i32 %149, i32 0
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %1, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = select i1 %148, float %154, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %156 = add i32 %13, 96
  %157 = icmp slt i32 %156, %6
  %158 = add i32 %128, %156
  %159 = select i1 %157, i32 %158, i32 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %157, float %163, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %165 = add i32 %13, 128
  %166 = icmp slt i32 %165, %6
  %167 = add i32 %128, %165
  %168 = select i1 %166, i32 %167, i32 0
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %1, i64 %170
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = select i1 %166, float %172, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %174 = add i32 %13, 160
  %175 = icmp slt i32 %174, %6
  %176 = add i32 %128, %174
  %177 = select i1 %175, i32 %176, i32 0
  %178 = sext i32 %177 to i64
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr addrspace(1) %1, i64 %179
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = select i1 %175, float %181, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
  %183 = add i32 %13, 192
  %184 = icmp slt i32 %183, %6
  %185 = add i32 %128, %183
  %186 = select i1 %184, i32 %185, i32 0
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr addrspace(1) %1, i64 %188
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = select i1 %184, float %190, float 0.000000e+00
  store float 0.000000e+00, ptr %v16, align 4
  %192 = add i32 %13, 224
  %193 = icmp slt i32 %192, %6
  %194 = add i32 %128, %192
  %195 = select i1 %193, i32 %194, i32 0
  %196 = sext i32 %195 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %1, i64 %197
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = select i1 %193, float %199, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  store float 0xFFF0000000000000, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  %201 = add i32 %18, 2
  %202 = icmp sle i32 %201, %30
  %203 = select i1 %202, i32 %201, i32 %30
  %204 = add i32 %26, %203
  %205 = add i32 %204, 1
  %206 = sub i32 %205, %9
  %207 = icmp sgt i32 %9, 0
  %208 = icmp sgt i32 %206, 0
  %209 = and i1 %207, %208
  %210 = select i1 %209, i32 %206, i32 0
  %211 = mul i32 %203, %4
  %212 = add i32 %211, %16
  %213 = mul i32 %212, %6
  %214 = add i32 %13, 0
  %215 = icmp slt i32 %214, %6
  %216 = add i32 %213, %214
  %217 = select i1 %215, i32 %216, i32 0
  %218 = sext i32 %217 to i64
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %1, i64 %219
  %221 = load float, ptr addrspace(1) %220, align 4
  %222 = select i1 %215, float %221, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %223 = add i32 %13, 32
  %224 = icmp slt i32 %223, %6
  %225 = add i32 %213, %223
  %226 = select i1 %224, i32 %225, i32 0
  %227 = sext i32 %226 to i64
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr addrspace(1) %1, i64 %228
  %230 = load float, ptr addrspace(1) %229, align 4
  %231 = select i1 %224, float %230, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %232 = add i32 %13, 64
  %233 = icmp slt i32 %232, %6
  %234 = add i32 %213, %232
  %235 = select i1 %233, i32 %234, i32 0
  %236 = sext i32 %235 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %1, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = select i1 %233, float %239, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %241 = add i32 %13, 96
  %242 = icmp slt i32 %241, %6
  %243 = add i32 %213, %241
  %244 = select i1 %242, i32 %243, i32 0
  %245 = sext i32 %244 to i64
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %1, i64 %246
  %248 = load float, ptr addrspace(1) %247, align 4
  %249 = select i1 %242, float %248, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
  %250 = add i32 %13, 128
  %251 = icmp slt i32 %250, %6
  %252 = add i32 %213, %250
  %253 = select i1 %251, i32 %252, i32 0
  %254 = sext i32 %253 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %1, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = select i1 %251, float %257, float 0.000000e+00
  store float 0.000000e+00, ptr %v24, align 4
  %259 = add i32 %13, 160
  %260 = icmp slt i32 %259, %6
  %261 = add i32 %213, %259
  %262 = select i1 %260, i32 %261, i32 0
  %263 = sext i32 %262 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %1, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4
  %267 = select i1 %260, float %266, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %268 = add i32 %13, 192
  %269 = icmp slt i32 %268, %6
  %270 = add i32 %213, %268
  %271 = select i1 %269, i32 %270, i32 0
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %1, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = select i1 %269, float %275, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %277 = add i32 %13, 224
  %278 = icmp slt i32 %277, %6
  %279 = add i32 %213, %277
  %280 = select i1 %278, i32 %279, i32 0
  %281 = sext i32 %280 to i64
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %1, i64 %282
  %284 = load float, ptr addrspace(1) %283, align 4
  %285 = select i1 %278, float %284, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  store float 0xFFF0000000000000, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  %286 = add i32 %18, 3
  %287 = icmp sle i32 %286, %30
  %288 = select i1 %287, i32 %286, i32 %30
  %289 = add i32 %26, %288
  %290 = add i32 %289, 1
  %291 = sub i32 %290, %9
  %292 = icmp sgt i32 %9, 0
  %293 = icmp sgt i32 %291, 0
  %294 = and i1 %292, %293
  %295 = select i1 %294, i32 %291, i32 0
  %296 = mul i32 %288, %4
  %297 = add i32 %296, %16
  %298 = mul i32 %297, %6
  %299 = add i32 %13, 0
  %300 = icmp slt i32 %299, %6
  %301 = add i32 %298, %299
  %302 = select i1 %300, i32 %301, i32 0
  %303 = sext i32 %302 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %1, i64 %304
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = select i1 %300, float %306, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %308 = add i32 %13, 32
  %309 = icmp slt i32 %308, %6
  %310 = add i32 %298, %308
  %311 = select i1 %309, i32 %310, i32 0
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %1, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = select i1 %309, float %315, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
  %317 = add i32 %13, 64
  %318 = icmp slt i32 %317, %6
  %319 = add i32 %298, %317
  %320 = select i1 %318, i32 %319, i32 0
  %321 = sext i32 %320 to i64
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(1) %1, i64 %322
  %324 = load float, ptr addrspace(1) %323, align 4
  %325 = select i1 %318, float %324, float 0.000000e+00
  store float 0.000000e+00, ptr %v32, align 4
  %326 = add i32 %13, 96
  %327 = icmp slt i32 %326, %6
  %328 = add i32 %298, %326
  %329 = select i1 %327, i32 %328, i32 0
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr addrspace(1) %1, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4
  %334 = select i1 %327, float %333, float 0.000000e+00
  store float 0.000000e+00, ptr %v33, align 4
  %335 = add i32 %13, 128
  %336 = icmp slt i32 %335, %6
  %337 = add i32 %298, %335
  %338 = select i1 %336, i32 %337, i32 0
  %339 = sext i32 %338 to i64
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %1, i64 %340
  %342 = load float, ptr addrspace(1) %341, align 4
  %343 = select i1 %336, float %342, float 0.000000e+00
  store float 0.000000e+00, ptr %v34, align 4
  %344 = add i32 %13, 160
  %345 = icmp slt i32 %344, %6
  %346 = add i32 %298, %344
  %347 = select i1 %345, i32 %346, i32 0
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %1, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = select i1 %345, float %351, float 0.000000e+00
  store float 0.000000e+00, ptr %v35, align 4
  %353 = add i32 %13, 192
  %354 = icmp slt i32 %353, %6
  %355 = add i32 %298, %353
  %356 = select i1 %354, i32 %355, i32 0
  %357 = sext i32 %356 to i64
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %1, i64 %358
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = select i1 %354, float %360, float 0.000000e+00
  store float 0.000000e+00, ptr %v36, align 4
  %362 = add i32 %13, 224
  %363 = icmp slt i32 %362, %6
  %364 = add i32 %298, %362
  %365 = select i1 %363, i32 %364, i32 0
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %1, i64 %367
  %369 = load float, ptr addrspace(1) %368, align 4
  %370 = select i1 %363, float %369, float 0.000000e+00
  store float 0.000000e+00, ptr %v37, align 4
  store float 0xFFF0000000000000, ptr %v38, align 4
  store float 0.000000e+00, ptr %v39, align 4
  %371 = add i32 %13, 0
  %372 = icmp slt i32 %371, %6
  %373 = add i32 %13, 32
  %374 = icmp slt i32 %373, %6
  %375 = add i32 %13, 64
  %376 = icmp slt i32 %375, %6
  %377 = add i32 %13, 96
  %378 = icmp slt i32 %377, %6
  %379 = add i32 %13, 128
  %380 = icmp slt i32 %379, %6
  %381 = add i32 %13, 160
  %382 = icmp slt i32 %381, %6
  %383 = add i32 %13, 192
  %384 = icmp slt i32 %383, %6
  %385 = add i32 %13, 224
  %386 = icmp slt i32 %385, %6
  %387 = select i1 %32, i32 %35, i32 0
  %388 = icmp sgt i32 %387, 0
  %389 = select i1 %388, i32 %387, i32 0
  %390 = select i1 %117, i32 %120, i32 0
  %391 = icmp sgt i32 %390, %389
  %392 = select i1 %391, i32 %390, i32 %389
  %393 = select i1 %202, i32 %205, i32 0
  %394 = icmp sgt i32 %393, %392
  %395 = select i1 %394, i32 %393, i32 %392
  %396 = select i1 %287, i32 %290, i32 0
  %397 = icmp sgt i32 %396, %395
  %398 = select i1 %397, i32 %396, i32 %395
  %399 = add i32 %15, 4
  %400 = urem i32 %40, 4
  %401 = sub i32 %399, %400
  %402 = urem i32 %401, 4
  %403 = add i32 %40, %402
  store i32 %403, ptr %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %404 = load i32, ptr %v40, align 4
  %405 = icmp slt i32 %404, %398
  br i1 %405, label %body, label %done

body:                                             ; preds = %loop
  %406 = load i32, ptr %v40, align 4
  %407 = mul i32 %406, %5
  %408 = add i32 %407, %20
  %409 = mul i32 %408, %6
  %410 = add i32 %409, %371
  %411 = select i1 %372, i32 %410, i32 %409
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 2
  %414 = getelementptr i8, ptr addrspace(1) %2, i64 %413
  %415 = load i16, ptr addrspace(1) %414, align 2
  %416 = bitcast i16 %415 to half
  %417 = fpext half %416 to float
  %418 = sext i32 %411 to i64
  %419 = mul i64 %418, 2
  %420 = getelementptr i8, ptr addrspace(1) %3, i64 %419
  %421 = load i16, ptr addrspace(1) %420, align 2
  %422 = bitcast i16 %421 to half
  %423 = fpext half %422 to float
  %424 = add i32 %409, %373
  %425 = select i1 %374, i32 %424, i32 %409
  %426 = sext i32 %425 to i64
  %427 = mul i64 %426, 2
  %428 = getelementptr i8, ptr addrspace(1) %2, i64 %427
  %429 = load i16, ptr addrspace(1) %428, align 2
  %430 = bitcast i16 %429 to half
  %431 = fpext half %430 to float
  %432 = sext i32 %425 to i64
  %433 = mul i64 %432, 2
  %434 = getelementptr i8, ptr addrspace(1) %3, i64 %433
  %435 = load i16, ptr addrspace(1) %434, align 2
  %436 = bitcast i16 %435 to half
  %437 = fpext half %436 to float
  %438 = add i32 %409, %375
  %439 = select i1 %376, i32 %438, i32 %409
  %440 = sext i32 %439 to i64
  %441 = mul i64 %440, 2
  %442 = getelementptr i8, ptr addrspace(1) %2, i64 %441
  %443 = load i16, ptr addrspace(1) %442, align 2
  %444 = bitcast i16 %443 to half
  %445 = fpext half %444 to float
  %446 = sext i32 %439 to i64
  %447 = mul i64 %446, 2
  %448 = getelementptr i8, ptr addrspace(1) %3, i64 %447
  %449 = load i16, ptr addrspace(1) %448, align 2
  %450 = bitcast i16 %449 to half
  %451 = fpext half %450 to float
  %452 = add i32 %409, %377
  %453 = select i1 %378, i32 %452, i32 %409
  %454 = sext i32 %453 to i64
  %455 = mul i64 %454, 2
  %456 = getelementptr i8, ptr addrspace(1) %2, i64 %455
  %457 = load i16, ptr addrspace(1) %456, align 2
  %458 = bitcast i16 %457 to half
  %459 = fpext half %458 to float
  %460 = sext i32 %453 to i64
  %461 = mul i64 %460, 2
  %462 = getelementptr i8, ptr addrspace(1) %3, i64 %461
  %463 = load i16, ptr addrspace(1) %462, align 2
  %464 = bitcast i16 %463 to half
  %465 = fpext half %464 to float
  %466 = add i32 %409, %379
  %467 = select i1 %380, i32 %466, i32 %409
  %468 = sext i32 %467 to i64
  %469 = mul i64 %468, 2
  %470 = getelementptr i8, ptr addrspace(1) %2, i64 %469
  %471 = load i16, ptr addrspace(1) %470, align 2
  %472 = bitcast i16 %471 to half
  %473 = fpext half %472 to float
  %474 = sext i32 %467 to i64
  %475 = mul i64 %474, 2
  %476 = getelementptr i8, ptr addrspace(1) %3, i64 %475
  %477 = load i16, ptr addrspace(1) %476, align 2
  %478 = bitcast i16 %477 to half
  %479 = fpext half %478 to float
  %480 = add i32 %409, %381
  %481 = select i1 %382, i32 %480, i32 %409
  %482 = sext i32 %481 to i64
  %483 = mul i64 %482, 2
  %484 = getelementptr i8, ptr addrspace(1) %2, i64 %483
  %485 = load i16, ptr addrspace(1) %484, align 2
  %486 = bitcast i16 %485 to half
  %487 = fpext half %486 to float
  %488 = sext i32 %481 to i64
  %489 = mul i64 %488, 2
  %490 = getelementptr i8, ptr addrspace(1) %3, i64 %489
  %491 = load i16, ptr addrspace(1) %490, align 2
  %492 = bitcast i16 %491 to half
  %493 = fpext half %492 to float
  %494 = add i32 %409, %383
  %495 = select i1 %384, i32 %494, i32 %409
  %496 = sext i32 %495 to i64
  %497 = mul i64 %496, 2
  %498 = getelementptr i8, ptr addrspace(1) %2, i64 %497
  %499 = load i16, ptr addrspace(1) %498, align 2
  %500 = bitcast i16 %499 to half
  %501 = fpext half %500 to float
  %502 = sext i32 %495 to i64
  %503 = mul i64 %502, 2
  %504 = getelementptr i8, ptr addrspace(1) %3, i64 %503
  %505 = load i16, ptr addrspace(1) %504, align 2
  %506 = bitcast i16 %505 to half
  %507 = fpext half %506 to float
  %508 = add i32 %409, %385
  %509 = select i1 %386, i32 %508, i32 %409
  %510 = sext i32 %509 to i64
  %511 = mul i64 %510, 2
  %512 = getelementptr i8, ptr addrspace(1) %2, i64 %511
  %513 = load i16, ptr addrspace(1) %512, align 2
  %514 = bitcast i16 %513 to half
  %515 = fpext half %514 to float
  %516 = sext i32 %509 to i64
  %517 = mul i64 %516, 2
  %518 = getelementptr i8, ptr addrspace(1) %3, i64 %517
  %519 = load i16, ptr addrspace(1) %518, align 2
  %520 = bitcast i16 %519 to half
  %521 = fpext half %520 to float
  %522 = fmul float %52, %417
  %523 = select i1 %372, float %522, float 0.000000e+00
  %524 = fadd float 0.000000e+00, %523
  %525 = fmul float %61, %431
  %526 = select i1 %374, float %525, float 0.000000e+00
  %527 = fadd float %524, %526
  %528 = fmul float %70, %445
  %529 = select i1 %376, float %528, float 0.000000e+00
  %530 = fadd float %527, %529
  %531 = fmul float %79, %459
  %532 = select i1 %378, float %531, float 0.000000e+00
  %533 = fadd float %530, %532
  %534 = fmul float %88, %473
  %535 = select i1 %380, float %534, float 0.000000e+00
  %536 = fadd float %533, %535
  %537 = fmul float %97, %487
  %538 = select i1 %382, float %537, float 0.000000e+00
  %539 = fadd float %536, %538
  %540 = fmul float %106, %501
  %541 = select i1 %384, float %540, float 0.000000e+00
  %542 = fadd float %539, %541
  %543 = fmul float %115, %515
  %544 = select i1 %386, float %543, float 0.000000e+00
  %545 = fadd float %542, %544
  %546 = bitcast float %545 to i32
  %547 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %546, i32 16, i32 31)
  %548 = bitcast i32 %547 to float
  %549 = fadd float %545, %548
  %550 = bitcast float %549 to i32
  %551 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %550, i32 8, i32 31)
  %552 = bitcast i32 %551 to float
  %553 = fadd float %549, %552
  %554 = bitcast float %553 to i32
  %555 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %554, i32 4, i32 31)
  %556 = bitcast i32 %555 to float
  %557 = fadd float %553, %556
  %558 = bitcast float %557 to i32
  %559 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %558, i32 2, i32 31)
  %560 = bitcast i32 %559 to float
  %561 = fadd float %557, %560
  %562 = bitcast float %561 to i32
  %563 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %562, i32 1, i32 31)
  %564 = bitcast i32 %563 to float
  %565 = fadd float %561, %564
  %566 = icmp slt i32 %406, %35
  %567 = icmp sge i32 %406, %40
  %568 = and i1 %566, %567
  %569 = fmul float %565, %8
  %570 = load float, ptr %v8, align 4
  %571 = fcmp ogt float %569, %570
  %572 = select i1 %571, float %569, float %570
  %573 = fsub float %570, %572
  %574 = fmul float %573, 0x3FF7154760000000
  %575 = fcmp olt float %574, -1.260000e+02
  %576 = fcmp ogt float %574, 1.270000e+02
  %577 = select i1 %575, float -1.260000e+02, float %574
  %578 = select i1 %576, float 1.270000e+02, float %577
  %579 = fadd float %578, 5.000000e-01
  %580 = call float @llvm.floor.f32(float %579)
  %581 = fsub float %578, %580
  %582 = fmul float 0x3EEFFCBFC0000000, %581
  %583 = fadd float %582, 0x3F24309120000000
  %584 = fmul float %583, %581
  %585 = fadd float %584, 0x3F55D87FE0000000
  %586 = fmul float %585, %581
  %587 = fadd float %586, 0x3F83B2AB60000000
  %588 = fmul float %587, %581
  %589 = fadd float %588, 0x3FAC6B08E0000000
  %590 = fmul float %589, %581
  %591 = fadd float %590, 0x3FCEBFBE00000000
  %592 = fmul float %591, %581
  %593 = fadd float %592, 0x3FE62E4300000000
  %594 = fmul float %593, %581
  %595 = fadd float %594, 1.000000e+00
  %596 = fptosi float %580 to i32
  %597 = add i32 %596, 127
  %598 = shl i32 %597, 23
  %599 = bitcast i32 %598 to float
  %600 = fmul float %595, %599
  %601 = select i1 %575, float 0.000000e+00, float %600
  %602 = select i1 %576, float 0x7FF0000000000000, float %601
  %603 = fcmp uno float %574, %574
  %604 = select i1 %603, float %574, float %602
  %605 = fsub float %569, %572
  %606 = fmul float %605, 0x3FF7154760000000
  %607 = fcmp olt float %606, -1.260000e+02
  %608 = fcmp ogt float %606, 1.270000e+02
  %609 = select i1 %607, float -1.260000e+02, float %606
  %610 = select i1 %608, float 1.270000e+02, float %609
  %611 = fadd float %610, 5.000000e-01
  %612 = call float @llvm.floor.f32(float %611)
  %613 = fsub float %610, %612
  %614 = fmul float 0x3EEFFCBFC0000000, %613
  %615 = fadd float %614, 0x3F24309120000000
  %616 = fmul float %615, %613
  %617 = fadd float %616, 0x3F55D87FE0000000
  %618 = fmul float %617, %613
  %619 = fadd float %618, 0x3F83B2AB60000000
  %620 = fmul float %619, %613
  %621 = fadd float %620, 0x3FAC6B08E0000000
  %622 = fmul float %621, %613
  %623 = fadd float %622, 0x3FCEBFBE00000000
  %624 = fmul float %623, %613
  %625 = fadd float %624, 0x3FE62E4300000000
  %626 = fmul float %625, %613
  %627 = fadd float %626, 1.000000e+00
  %628 = fptosi float %612 to i32
  %629 = add i32 %628, 127
  %630 = shl i32 %629, 23
  %631 = bitcast i32 %630 to float
  %632 = fmul float %627, %631
  %633 = select i1 %607, float 0.000000e+00, float %632
  %634 = select i1 %608, float 0x7FF0000000000000, float %633
  %635 = fcmp uno float %606, %606
  %636 = select i1 %635, float %606, float %634
  %637 = load float, ptr %v9, align 4
  %638 = fmul float %637, %604
  %639 = fadd float %638, %636
  %640 = load float, ptr %v9, align 4
  %641 = select i1 %568, float %639, float %640
  store float %641, ptr %v9, align 4
  %642 = load float, ptr %v, align 4
  %643 = fmul float %636, %423
  %644 = fmul float %642, %604
  %645 = fadd float %644, %643
  %646 = select i1 %568, float %645, float %642
  store float %646, ptr %v, align 4
  %647 = load float, ptr %v1, align 4
  %648 = fmul float %636, %437
  %649 = fmul float %647, %604
  %650 = fadd float %649, %648
  %651 = select i1 %568, float %650, float %647
  store float %651, ptr %v1, align 4
  %652 = load float, ptr %v2, align 4
  %653 = fmul float %636, %451
  %654 = fmul float %652, %604
  %655 = fadd float %654, %653
  %656 = select i1 %568, float %655, float %652
  store float %656, ptr %v2, align 4
  %657 = load float, ptr %v3, align 4
  %658 = fmul float %636, %465
  %659 = fmul float %657, %604
  %660 = fadd float %659, %658
  %661 = select i1 %568, float %660, float %657
  store float %661, ptr %v3, align 4
  %662 = load float, ptr %v4, align 4
  %663 = fmul float %636, %479
  %664 = fmul float %662, %604
  %665 = fadd float %664, %663
  %666 = select i1 %568, float %665, float %662
  store float %666, ptr %v4, align 4
  %667 = load float, ptr %v5, align 4
  %668 = fmul float %636, %493
  %669 = fmul float %667, %604
  %670 = fadd float %669, %668
  %671 = select i1 %568, float %670, float %667
  store float %671, ptr %v5, align 4
  %672 = load float, ptr %v6, align 4
  %673 = fmul float %636, %507
  %674 = fmul float %672, %604
  %675 = fadd float %674, %673
  %676 = select i1 %568, float %675, float %672
  store float %676, ptr %v6, align 4
  %677 = load float, ptr %v7, align 4
  %678 = fmul float %636, %521
  %679 = fmul float %677, %604
  %680 = fadd float %679, %678
  %681 = select i1 %568, float %680, float %677
  store float %681, ptr %v7, align 4
  %682 = select i1 %568, float %572, float %570
  store float %682, ptr %v8, align 4
  %683 = fmul float %137, %417
  %684 = select i1 %372, float %683, float 0.000000e+00
  %685 = fadd float 0.000000e+00, %684
  %686 = fmul float %146, %431
  %687 = select i1 %374, float %686, float 0.000000e+00
  %688 = fadd float %685, %687
  %689 = fmul float %155, %445
  %690 = select i1 %376, float %689, float 0.000000e+00
  %691 = fadd float %688, %690
  %692 = fmul float %164, %459
  %693 = select i1 %378, float %692, float 0.000000e+00
  %694 = fadd float %691, %693
  %695 = fmul float %173, %473
  %696 = select i1 %380, float %695, float 0.000000e+00
  %697 = fadd float %694, %696
  %698 = fmul float %182, %487
  %699 = select i1 %382, float %698, float 0.000000e+00
  %700 = fadd float %697, %699
  %701 = fmul float %191, %501
  %702 = select i1 %384, float %701, float 0.000000e+00
  %703 = fadd float %700, %702
  %704 = fmul float %200, %515
  %705 = select i1 %386, float %704, float 0.000000e+00
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
  %727 = icmp slt i32 %406, %120
  %728 = icmp sge i32 %406, %125
  %729 = and i1 %727, %728
  %730 = fmul float %726, %8
  %731 = load float, ptr %v18, align 4
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
  %798 = load float, ptr %v19, align 4
  %799 = fmul float %798, %765
  %800 = fadd float %799, %797
  %801 = load float, ptr %v19, align 4
  %802 = select i1 %729, float %800, float %801
  store float %802, ptr %v19, align 4
  %803 = load float, ptr %v10, align 4
  %804 = fmul float %797, %423
  %805 = fmul float %803, %765
  %806 = fadd float %805, %804
  %807 = select i1 %729, float %806, float %803
  store float %807, ptr %v10, align 4
  %808 = load float, ptr %v11, align 4
  %809 = fmul float %797, %437
  %810 = fmul float %808, %765
  %811 = fadd float %810, %809
  %812 = select i1 %729, float %811, float %808
  store float %812, ptr %v11, align 4
  %813 = load float, ptr %v12, align 4
  %814 = fmul float %797, %451
  %815 = fmul float %813, %765
  %816 = fadd float %815, %814
  %817 = select i1 %729, float %816, float %813
  store float %817, ptr %v12, align 4
  %818 = load float, ptr %v13, align 4
  %819 = fmul float %797, %465
  %820 = fmul float %818, %765
  %821 = fadd float %820, %819
  %822 = select i1 %729, float %821, float %818
  store float %822, ptr %v13, align 4
  %823 = load float, ptr %v14, align 4
  %824 = fmul float %797, %479
  %825 = fmul float %823, %765
  %826 = fadd float %825, %824
  %827 = select i1 %729, float %826, float %823
  store float %827, ptr %v14, align 4
  %828 = load float, ptr %v15, align 4
  %829 = fmul float %797, %493
  %830 = fmul float %828, %765
  %831 = fadd float %830, %829
  %832 = select i1 %729, float %831, float %828
  store float %832, ptr %v15, align 4
  %833 = load float, ptr %v16, align 4
  %834 = fmul float %797, %507
  %835 = fmul float %833, %765
  %836 = fadd float %835, %834
  %837 = select i1 %729, float %836, float %833
  store float %837, ptr %v16, align 4
  %838 = load float, ptr %v17, align 4
  %839 = fmul float %797, %521
  %840 = fmul float %838, %765
  %841 = fadd float %840, %839
  %842 = select i1 %729, float %841, float %838
  store float %842, ptr %v17, align 4
  %843 = select i1 %729, float %733, float %731
  store float %843, ptr %v18, align 4
  %844 = fmul float %222, %417
  %845 = select i1 %372, float %844, float 0.000000e+00
  %846 = fadd float 0.000000e+00, %845
  %847 = fmul float %231, %431
  %848 = select i1 %374, float %847, float 0.000000e+00
  %849 = fadd float %846, %848
  %850 = fmul float %240, %445
  %851 = select i1 %376, float %850, float 0.000000e+00
  %852 = fadd float %849, %851
  %853 = fmul float %249, %459
  %854 = select i1 %378, float %853, float 0.000000e+00
  %855 = fadd float %852, %854
  %856 = fmul float %258, %473
  %857 = select i1 %380, float %856, float 0.000000e+00
  %858 = fadd float %855, %857
  %859 = fmul float %267, %487
  %860 = select i1 %382, float %859, float 0.000000e+00
  %861 = fadd float %858, %860
  %862 = fmul float %276, %501
  %863 = select i1 %384, float %862, float 0.000000e+00
  %864 = fadd float %861, %863
  %865 = fmul float %285, %515
  %866 = select i1 %386, float %865, float 0.000000e+00
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
  %888 = icmp slt i32 %406, %205
  %889 = icmp sge i32 %406, %210
  %890 = and i1 %888, %889
  %891 = fmul float %887, %8
  %892 = load float, ptr %v28, align 4
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
  %959 = load float, ptr %v29, align 4
  %960 = fmul float %959, %926
  %961 = fadd float %960, %958
  %962 = load float, ptr %v29, align 4
  %963 = select i1 %890, float %961, float %962
  store float %963, ptr %v29, align 4
  %964 = load float, ptr %v20, align 4
  %965 = fmul float %958, %423
  %966 = fmul float %964, %926
  %967 = fadd float %966, %965
  %968 = select i1 %890, float %967, float %964
  store float %968, ptr %v20, align 4
  %969 = load float, ptr %v21, align 4
  %970 = fmul float %958, %437
  %971 = fmul float %969, %926
  %972 = fadd float %971, %970
  %973 = select i1 %890, float %972, float %969
  store float %973, ptr %v21, align 4
  %974 = load float, ptr %v22, align 4
  %975 = fmul float %958, %451
  %976 = fmul float %974, %926
  %977 = fadd float %976, %975
  %978 = select i1 %890, float %977, float %974
  store float %978, ptr %v22, align 4
  %979 = load float, ptr %v23, align 4
  %980 = fmul float %958, %465
  %981 = fmul float %979, %926
  %982 = fadd float %981, %980
  %983 = select i1 %890, float %982, float %979
  store float %983, ptr %v23, align 4
  %984 = load float, ptr %v24, align 4
  %985 = fmul float %958, %479
  %986 = fmul float %984, %926
  %987 = fadd float %986, %985
  %988 = select i1 %890, float %987, float %984
  store float %988, ptr %v24, align 4
  %989 = load float, ptr %v25, align 4
  %990 = fmul float %958, %493
  %991 = fmul float %989, %926
  %992 = fadd float %991, %990
  %993 = select i1 %890, float %992, float %989
  store float %993, ptr %v25, align 4
  %994 = load float, ptr %v26, align 4
  %995 = fmul float %958, %507
  %996 = fmul float %994, %926
  %997 = fadd float %996, %995
  %998 = select i1 %890, float %997, float %994
  store float %998, ptr %v26, align 4
  %999 = load float, ptr %v27, align 4
  %1000 = fmul float %958, %521
  %1001 = fmul float %999, %926
  %1002 = fadd float %1001, %1000
  %1003 = select i1 %890, float %1002, float %999
  store float %1003, ptr %v27, align 4
  %1004 = select i1 %890, float %894, float %892
  store float %1004, ptr %v28, align 4
  %1005 = fmul float %307, %417
  %1006 = select i1 %372, float %1005, float 0.000000e+00
  %1007 = fadd float 0.000000e+00, %1006
  %1008 = fmul float %316, %431
  %1009 = select i1 %374, float %1008, float 0.000000e+00
  %1010 = fadd float %1007, %1009
  %1011 = fmul float %325, %445
  %1012 = select i1 %376, float %1011, float 0.000000e+00
  %1013 = fadd float %1010, %1012
  %1014 = fmul float %334, %459
  %1015 = select i1 %378, float %1014, float 0.000000e+00
  %1016 = fadd float %1013, %1015
  %1017 = fmul float %343, %473
  %1018 = select i1 %380, float %1017, float 0.000000e+00
  %1019 = fadd float %1016, %1018
  %1020 = fmul float %352, %487
  %1021 = select i1 %382, float %1020, float 0.000000e+00
  %1022 = fadd float %1019, %1021
  %1023 = fmul float %361, %501
  %1024 = select i1 %384, float %1023, float 0.000000e+00
  %1025 = fadd float %1022, %1024
  %1026 = fmul float %370, %515
  %1027 = select i1 %386, float %1026, float 0.000000e+00
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
  %1049 = icmp slt i32 %406, %290
  %1050 = icmp sge i32 %406, %295
  %1051 = and i1 %1049, %1050
  %1052 = fmul float %1048, %8
  %1053 = load float, ptr %v38, align 4
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
  %1120 = load float, ptr %v39, align 4
  %1121 = fmul float %1120, %1087
  %1122 = fadd float %1121, %1119
  %1123 = load float, ptr %v39, align 4
  %1124 = select i1 %1051, float %1122, float %1123
  store float %1124, ptr %v39, align 4
  %1125 = load float, ptr %v30, align 4
  %1126 = fmul float %1119, %423
  %1127 = fmul float %1125, %1087
  %1128 = fadd float %1127, %1126
  %1129 = select i1 %1051, float %1128, float %1125
  store float %1129, ptr %v30, align 4
  %1130 = load float, ptr %v31, align 4
  %1131 = fmul float %1119, %437
  %1132 = fmul float %1130, %1087
  %1133 = fadd float %1132, %1131
  %1134 = select i1 %1051, float %1133, float %1130
  store float %1134, ptr %v31, align 4
  %1135 = load float, ptr %v32, align 4
  %1136 = fmul float %1119, %451
  %1137 = fmul float %1135, %1087
  %1138 = fadd float %1137, %1136
  %1139 = select i1 %1051, float %1138, float %1135
  store float %1139, ptr %v32, align 4
  %1140 = load float, ptr %v33, align 4
  %1141 = fmul float %1119, %465
  %1142 = fmul float %1140, %1087
  %1143 = fadd float %1142, %1141
  %1144 = select i1 %1051, float %1143, float %1140
  store float %1144, ptr %v33, align 4
  %1145 = load float, ptr %v34, align 4
  %1146 = fmul float %1119, %479
  %1147 = fmul float %1145, %1087
  %1148 = fadd float %1147, %1146
  %1149 = select i1 %1051, float %1148, float %1145
  store float %1149, ptr %v34, align 4
  %1150 = load float, ptr %v35, align 4
  %1151 = fmul float %1119, %493
  %1152 = fmul float %1150, %1087
  %1153 = fadd float %1152, %1151
  %1154 = select i1 %1051, float %1153, float %1150
  store float %1154, ptr %v35, align 4
  %1155 = load float, ptr %v36, align 4
  %1156 = fmul float %1119, %507
  %1157 = fmul float %1155, %1087
  %1158 = fadd float %1157, %1156
  %1159 = select i1 %1051, float %1158, float %1155
  store float %1159, ptr %v36, align 4
  %1160 = load float, ptr %v37, align 4
  %1161 = fmul float %1119, %521
  %1162 = fmul float %1160, %1087
  %1163 = fadd float %1162, %1161
  %1164 = select i1 %1051, float %1163, float %1160
  store float %1164, ptr %v37, align 4
  %1165 = select i1 %1051, float %1055, float %1053
  store float %1165, ptr %v38, align 4
  %1166 = load i32, ptr %v40, align 4
  %1167 = add i32 %1166, 4
  store i32 %1167, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1168 = add i32 0, %15
  %1169 = mul i32 %1168, 256
  %1170 = load float, ptr %v, align 4
  br i1 %372, label %then, label %endif

then:                                             ; preds = %done
  %1171 = add i32 %1169, %371
  %1172 = sext i32 %1171 to i64
  %1173 = mul i64 %1172, 4
  %1174 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1173
  store float %1170, ptr addrspace(3) %1174, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1175 = load float, ptr %v1, align 4
  br i1 %374, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1176 = add i32 %1169, %373
  %1177 = sext i32 %1176 to i64
  %1178 = mul i64 %1177, 4
  %1179 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1178
  store float %1175, ptr addrspace(3) %1179, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1180 = load float, ptr %v2, align 4
  br i1 %376, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1181 = add i32 %1169, %375
  %1182 = sext i32 %1181 to i64
  %1183 = mul i64 %1182, 4
  %1184 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1183
  store float %1180, ptr addrspace(3) %1184, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1185 = load float, ptr %v3, align 4
  br i1 %378, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1186 = add i32 %1169, %377
  %1187 = sext i32 %1186 to i64
  %1188 = mul i64 %1187, 4
  %1189 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1188
  store float %1185, ptr addrspace(3) %1189, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1190 = load float, ptr %v4, align 4
  br i1 %380, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1191 = add i32 %1169, %379
  %1192 = sext i32 %1191 to i64
  %1193 = mul i64 %1192, 4
  %1194 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1193
  store float %1190, ptr addrspace(3) %1194, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1195 = load float, ptr %v5, align 4
  br i1 %382, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1196 = add i32 %1169, %381
  %1197 = sext i32 %1196 to i64
  %1198 = mul i64 %1197, 4
  %1199 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1198
  store float %1195, ptr addrspace(3) %1199, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1200 = load float, ptr %v6, align 4
  br i1 %384, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1201 = add i32 %1169, %383
  %1202 = sext i32 %1201 to i64
  %1203 = mul i64 %1202, 4
  %1204 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1203
  store float %1200, ptr addrspace(3) %1204, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1205 = load float, ptr %v7, align 4
  br i1 %386, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1206 = add i32 %1169, %385
  %1207 = sext i32 %1206 to i64
  %1208 = mul i64 %1207, 4
  %1209 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1208
  store float %1205, ptr addrspace(3) %1209, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1210 = icmp eq i32 %13, 0
  %1211 = load float, ptr %v8, align 4
  %1212 = load float, ptr %v9, align 4
  br i1 %1210, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1213 = mul i32 %1168, 2
  %1214 = sext i32 %1213 to i64
  %1215 = mul i64 %1214, 4
  %1216 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1215
  store float %1211, ptr addrspace(3) %1216, align 4
  %1217 = add i32 %1213, 1
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1219
  store float %1212, ptr addrspace(3) %1220, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1221 = add i32 4, %15
  %1222 = mul i32 %1221, 256
  %1223 = load float, ptr %v10, align 4
  br i1 %372, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1224 = add i32 %1222, %371
  %1225 = sext i32 %1224 to i64
  %1226 = mul i64 %1225, 4
  %1227 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1226
  store float %1223, ptr addrspace(3) %1227, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1228 = load float, ptr %v11, align 4
  br i1 %374, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1229 = add i32 %1222, %373
  %1230 = sext i32 %1229 to i64
  %1231 = mul i64 %1230, 4
  %1232 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1231
  store float %1228, ptr addrspace(3) %1232, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1233 = load float, ptr %v12, align 4
  br i1 %376, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1234 = add i32 %1222, %375
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1236
  store float %1233, ptr addrspace(3) %1237, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1238 = load float, ptr %v13, align 4
  br i1 %378, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1239 = add i32 %1222, %377
  %1240 = sext i32 %1239 to i64
  %1241 = mul i64 %1240, 4
  %1242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1241
  store float %1238, ptr addrspace(3) %1242, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1243 = load float, ptr %v14, align 4
  br i1 %380, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1244 = add i32 %1222, %379
  %1245 = sext i32 %1244 to i64
  %1246 = mul i64 %1245, 4
  %1247 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1246
  store float %1243, ptr addrspace(3) %1247, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1248 = load float, ptr %v15, align 4
  br i1 %382, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1249 = add i32 %1222, %381
  %1250 = sext i32 %1249 to i64
  %1251 = mul i64 %1250, 4
  %1252 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1251
  store float %1248, ptr addrspace(3) %1252, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1253 = load float, ptr %v16, align 4
  br i1 %384, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1254 = add i32 %1222, %383
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 4
  %1257 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1256
  store float %1253, ptr addrspace(3) %1257, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1258 = load float, ptr %v17, align 4
  br i1 %386, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1259 = add i32 %1222, %385
  %1260 = sext i32 %1259 to i64
  %1261 = mul i64 %1260, 4
  %1262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1261
  store float %1258, ptr addrspace(3) %1262, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1263 = icmp eq i32 %13, 0
  %1264 = load float, ptr %v18, align 4
  %1265 = load float, ptr %v19, align 4
  br i1 %1263, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1266 = mul i32 %1221, 2
  %1267 = sext i32 %1266 to i64
  %1268 = mul i64 %1267, 4
  %1269 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1268
  store float %1264, ptr addrspace(3) %1269, align 4
  %1270 = add i32 %1266, 1
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1272
  store float %1265, ptr addrspace(3) %1273, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1274 = add i32 8, %15
  %1275 = mul i32 %1274, 256
  %1276 = load float, ptr %v20, align 4
  br i1 %372, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1277 = add i32 %1275, %371
  %1278 = sext i32 %1277 to i64
  %1279 = mul i64 %1278, 4
  %1280 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1279
  store float %1276, ptr addrspace(3) %1280, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1281 = load float, ptr %v21, align 4
  br i1 %374, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1282 = add i32 %1275, %373
  %1283 = sext i32 %1282 to i64
  %1284 = mul i64 %1283, 4
  %1285 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1284
  store float %1281, ptr addrspace(3) %1285, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1286 = load float, ptr %v22, align 4
  br i1 %376, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1287 = add i32 %1275, %375
  %1288 = sext i32 %1287 to i64
  %1289 = mul i64 %1288, 4
  %1290 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1289
  store float %1286, ptr addrspace(3) %1290, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1291 = load float, ptr %v23, align 4
  br i1 %378, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1292 = add i32 %1275, %377
  %1293 = sext i32 %1292 to i64
  %1294 = mul i64 %1293, 4
  %1295 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1294
  store float %1291, ptr addrspace(3) %1295, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1296 = load float, ptr %v24, align 4
  br i1 %380, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1297 = add i32 %1275, %379
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1299
  store float %1296, ptr addrspace(3) %1300, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1301 = load float, ptr %v25, align 4
  br i1 %382, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1302 = add i32 %1275, %381
  %1303 = sext i32 %1302 to i64
  %1304 = mul i64 %1303, 4
  %1305 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1304
  store float %1301, ptr addrspace(3) %1305, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1306 = load float, ptr %v26, align 4
  br i1 %384, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1307 = add i32 %1275, %383
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1309
  store float %1306, ptr addrspace(3) %1310, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1311 = load float, ptr %v27, align 4
  br i1 %386, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1312 = add i32 %1275, %385
  %1313 = sext i32 %1312 to i64
  %1314 = mul i64 %1313, 4
  %1315 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1314
  store float %1311, ptr addrspace(3) %1315, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1316 = icmp eq i32 %13, 0
  %1317 = load float, ptr %v28, align 4
  %1318 = load float, ptr %v29, align 4
  br i1 %1316, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1319 = mul i32 %1274, 2
  %1320 = sext i32 %1319 to i64
  %1321 = mul i64 %1320, 4
  %1322 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1321
  store float %1317, ptr addrspace(3) %1322, align 4
  %1323 = add i32 %1319, 1
  %1324 = sext i32 %1323 to i64
  %1325 = mul i64 %1324, 4
  %1326 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1325
  store float %1318, ptr addrspace(3) %1326, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1327 = add i32 12, %15
  %1328 = mul i32 %1327, 256
  %1329 = load float, ptr %v30, align 4
  br i1 %372, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1330 = add i32 %1328, %371
  %1331 = sext i32 %1330 to i64
  %1332 = mul i64 %1331, 4
  %1333 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1332
  store float %1329, ptr addrspace(3) %1333, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1334 = load float, ptr %v31, align 4
  br i1 %374, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1335 = add i32 %1328, %373
  %1336 = sext i32 %1335 to i64
  %1337 = mul i64 %1336, 4
  %1338 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1337
  store float %1334, ptr addrspace(3) %1338, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1339 = load float, ptr %v32, align 4
  br i1 %376, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1340 = add i32 %1328, %375
  %1341 = sext i32 %1340 to i64
  %1342 = mul i64 %1341, 4
  %1343 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1342
  store float %1339, ptr addrspace(3) %1343, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1344 = load float, ptr %v33, align 4
  br i1 %378, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1345 = add i32 %1328, %377
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1347
  store float %1344, ptr addrspace(3) %1348, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1349 = load float, ptr %v34, align 4
  br i1 %380, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1350 = add i32 %1328, %379
  %1351 = sext i32 %1350 to i64
  %1352 = mul i64 %1351, 4
  %1353 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1352
  store float %1349, ptr addrspace(3) %1353, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1354 = load float, ptr %v35, align 4
  br i1 %382, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1355 = add i32 %1328, %381
  %1356 = sext i32 %1355 to i64
  %1357 = mul i64 %1356, 4
  %1358 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1357
  store float %1354, ptr addrspace(3) %1358, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1359 = load float, ptr %v36, align 4
  br i1 %384, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1360 = add i32 %1328, %383
  %1361 = sext i32 %1360 to i64
  %1362 = mul i64 %1361, 4
  %1363 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1362
  store float %1359, ptr addrspace(3) %1363, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1364 = load float, ptr %v37, align 4
  br i1 %386, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1365 = add i32 %1328, %385
  %1366 = sext i32 %1365 to i64
  %1367 = mul i64 %1366, 4
  %1368 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1367
  store float %1364, ptr addrspace(3) %1368, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1369 = icmp eq i32 %13, 0
  %1370 = load float, ptr %v38, align 4
  %1371 = load float, ptr %v39, align 4
  br i1 %1369, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1372 = mul i32 %1327, 2
  %1373 = sext i32 %1372 to i64
  %1374 = mul i64 %1373, 4
  %1375 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1374
  store float %1370, ptr addrspace(3) %1375, align 4
  %1376 = add i32 %1372, 1
  %1377 = sext i32 %1376 to i64
  %1378 = mul i64 %1377, 4
  %1379 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1378
  store float %1371, ptr addrspace(3) %1379, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1380 = load float, ptr addrspace(3) @lds2, align 4
  %1381 = fcmp ogt float %1380, 0xFFF0000000000000
  %1382 = select i1 %1381, float %1380, float 0xFFF0000000000000
  %1383 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1384 = fcmp ogt float %1383, %1382
  %1385 = select i1 %1384, float %1383, float %1382
  %1386 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1387 = fcmp ogt float %1386, %1385
  %1388 = select i1 %1387, float %1386, float %1385
  %1389 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1390 = fcmp ogt float %1389, %1388
  %1391 = select i1 %1390, float %1389, float %1388
  %1392 = fcmp ogt float %24, %1391
  %1393 = select i1 %1392, float %24, float %1391
  %1394 = fsub float %1380, %1393
  %1395 = fmul float %1394, 0x3FF7154760000000
  %1396 = fcmp olt float %1395, -1.260000e+02
  %1397 = fcmp ogt float %1395, 1.270000e+02
  %1398 = select i1 %1396, float -1.260000e+02, float %1395
  %1399 = select i1 %1397, float 1.270000e+02, float %1398
  %1400 = fadd float %1399, 5.000000e-01
  %1401 = call float @llvm.floor.f32(float %1400)
  %1402 = fsub float %1399, %1401
  %1403 = fmul float 0x3EEFFCBFC0000000, %1402
  %1404 = fadd float %1403, 0x3F24309120000000
  %1405 = fmul float %1404, %1402
  %1406 = fadd float %1405, 0x3F55D87FE0000000
  %1407 = fmul float %1406, %1402
  %1408 = fadd float %1407, 0x3F83B2AB60000000
  %1409 = fmul float %1408, %1402
  %1410 = fadd float %1409, 0x3FAC6B08E0000000
  %1411 = fmul float %1410, %1402
  %1412 = fadd float %1411, 0x3FCEBFBE00000000
  %1413 = fmul float %1412, %1402
  %1414 = fadd float %1413, 0x3FE62E4300000000
  %1415 = fmul float %1414, %1402
  %1416 = fadd float %1415, 1.000000e+00
  %1417 = fptosi float %1401 to i32
  %1418 = add i32 %1417, 127
  %1419 = shl i32 %1418, 23
  %1420 = bitcast i32 %1419 to float
  %1421 = fmul float %1416, %1420
  %1422 = select i1 %1396, float 0.000000e+00, float %1421
  %1423 = select i1 %1397, float 0x7FF0000000000000, float %1422
  %1424 = fcmp uno float %1395, %1395
  %1425 = select i1 %1424, float %1395, float %1423
  %1426 = fcmp oeq float %1380, 0xFFF0000000000000
  %1427 = select i1 %1426, float 0.000000e+00, float %1425
  %1428 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1429 = fmul float %1427, %1428
  %1430 = fadd float %1429, 0.000000e+00
  %1431 = fsub float %1383, %1393
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
  %1463 = fcmp oeq float %1383, 0xFFF0000000000000
  %1464 = select i1 %1463, float 0.000000e+00, float %1462
  %1465 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1466 = fmul float %1464, %1465
  %1467 = fadd float %1466, %1430
  %1468 = fsub float %1386, %1393
  %1469 = fmul float %1468, 0x3FF7154760000000
  %1470 = fcmp olt float %1469, -1.260000e+02
  %1471 = fcmp ogt float %1469, 1.270000e+02
  %1472 = select i1 %1470, float -1.260000e+02, float %1469
  %1473 = select i1 %1471, float 1.270000e+02, float %1472
  %1474 = fadd float %1473, 5.000000e-01
  %1475 = call float @llvm.floor.f32(float %1474)
  %1476 = fsub float %1473, %1475
  %1477 = fmul float 0x3EEFFCBFC0000000, %1476
  %1478 = fadd float %1477, 0x3F24309120000000
  %1479 = fmul float %1478, %1476
  %1480 = fadd float %1479, 0x3F55D87FE0000000
  %1481 = fmul float %1480, %1476
  %1482 = fadd float %1481, 0x3F83B2AB60000000
  %1483 = fmul float %1482, %1476
  %1484 = fadd float %1483, 0x3FAC6B08E0000000
  %1485 = fmul float %1484, %1476
  %1486 = fadd float %1485, 0x3FCEBFBE00000000
  %1487 = fmul float %1486, %1476
  %1488 = fadd float %1487, 0x3FE62E4300000000
  %1489 = fmul float %1488, %1476
  %1490 = fadd float %1489, 1.000000e+00
  %1491 = fptosi float %1475 to i32
  %1492 = add i32 %1491, 127
  %1493 = shl i32 %1492, 23
  %1494 = bitcast i32 %1493 to float
  %1495 = fmul float %1490, %1494
  %1496 = select i1 %1470, float 0.000000e+00, float %1495
  %1497 = select i1 %1471, float 0x7FF0000000000000, float %1496
  %1498 = fcmp uno float %1469, %1469
  %1499 = select i1 %1498, float %1469, float %1497
  %1500 = fcmp oeq float %1386, 0xFFF0000000000000
  %1501 = select i1 %1500, float 0.000000e+00, float %1499
  %1502 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1503 = fmul float %1501, %1502
  %1504 = fadd float %1503, %1467
  %1505 = fsub float %1389, %1393
  %1506 = fmul float %1505, 0x3FF7154760000000
  %1507 = fcmp olt float %1506, -1.260000e+02
  %1508 = fcmp ogt float %1506, 1.270000e+02
  %1509 = select i1 %1507, float -1.260000e+02, float %1506
  %1510 = select i1 %1508, float 1.270000e+02, float %1509
  %1511 = fadd float %1510, 5.000000e-01
  %1512 = call float @llvm.floor.f32(float %1511)
  %1513 = fsub float %1510, %1512
  %1514 = fmul float 0x3EEFFCBFC0000000, %1513
  %1515 = fadd float %1514, 0x3F24309120000000
  %1516 = fmul float %1515, %1513
  %1517 = fadd float %1516, 0x3F55D87FE0000000
  %1518 = fmul float %1517, %1513
  %1519 = fadd float %1518, 0x3F83B2AB60000000
  %1520 = fmul float %1519, %1513
  %1521 = fadd float %1520, 0x3FAC6B08E0000000
  %1522 = fmul float %1521, %1513
  %1523 = fadd float %1522, 0x3FCEBFBE00000000
  %1524 = fmul float %1523, %1513
  %1525 = fadd float %1524, 0x3FE62E4300000000
  %1526 = fmul float %1525, %1513
  %1527 = fadd float %1526, 1.000000e+00
  %1528 = fptosi float %1512 to i32
  %1529 = add i32 %1528, 127
  %1530 = shl i32 %1529, 23
  %1531 = bitcast i32 %1530 to float
  %1532 = fmul float %1527, %1531
  %1533 = select i1 %1507, float 0.000000e+00, float %1532
  %1534 = select i1 %1508, float 0x7FF0000000000000, float %1533
  %1535 = fcmp uno float %1506, %1506
  %1536 = select i1 %1535, float %1506, float %1534
  %1537 = fcmp oeq float %1389, 0xFFF0000000000000
  %1538 = select i1 %1537, float 0.000000e+00, float %1536
  %1539 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1540 = fmul float %1538, %1539
  %1541 = fadd float %1540, %1504
  %1542 = fsub float %24, %1393
  %1543 = fmul float %1542, 0x3FF7154760000000
  %1544 = fcmp olt float %1543, -1.260000e+02
  %1545 = fcmp ogt float %1543, 1.270000e+02
  %1546 = select i1 %1544, float -1.260000e+02, float %1543
  %1547 = select i1 %1545, float 1.270000e+02, float %1546
  %1548 = fadd float %1547, 5.000000e-01
  %1549 = call float @llvm.floor.f32(float %1548)
  %1550 = fsub float %1547, %1549
  %1551 = fmul float 0x3EEFFCBFC0000000, %1550
  %1552 = fadd float %1551, 0x3F24309120000000
  %1553 = fmul float %1552, %1550
  %1554 = fadd float %1553, 0x3F55D87FE0000000
  %1555 = fmul float %1554, %1550
  %1556 = fadd float %1555, 0x3F83B2AB60000000
  %1557 = fmul float %1556, %1550
  %1558 = fadd float %1557, 0x3FAC6B08E0000000
  %1559 = fmul float %1558, %1550
  %1560 = fadd float %1559, 0x3FCEBFBE00000000
  %1561 = fmul float %1560, %1550
  %1562 = fadd float %1561, 0x3FE62E4300000000
  %1563 = fmul float %1562, %1550
  %1564 = fadd float %1563, 1.000000e+00
  %1565 = fptosi float %1549 to i32
  %1566 = add i32 %1565, 127
  %1567 = shl i32 %1566, 23
  %1568 = bitcast i32 %1567 to float
  %1569 = fmul float %1564, %1568
  %1570 = select i1 %1544, float 0.000000e+00, float %1569
  %1571 = select i1 %1545, float 0x7FF0000000000000, float %1570
  %1572 = fcmp uno float %1543, %1543
  %1573 = select i1 %1572, float %1543, float %1571
  %1574 = fadd float %1541, %1573
  br i1 %32, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1575 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1576 = fcmp ogt float %1575, 0xFFF0000000000000
  %1577 = select i1 %1576, float %1575, float 0xFFF0000000000000
  %1578 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1579 = fcmp ogt float %1578, %1577
  %1580 = select i1 %1579, float %1578, float %1577
  %1581 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1582 = fcmp ogt float %1581, %1580
  %1583 = select i1 %1582, float %1581, float %1580
  %1584 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1585 = fcmp ogt float %1584, %1583
  %1586 = select i1 %1585, float %1584, float %1583
  %1587 = fcmp ogt float %24, %1586
  %1588 = select i1 %1587, float %24, float %1586
  %1589 = fsub float %1575, %1588
  %1590 = fmul float %1589, 0x3FF7154760000000
  %1591 = fcmp olt float %1590, -1.260000e+02
  %1592 = fcmp ogt float %1590, 1.270000e+02
  %1593 = select i1 %1591, float -1.260000e+02, float %1590
  %1594 = select i1 %1592, float 1.270000e+02, float %1593
  %1595 = fadd float %1594, 5.000000e-01
  %1596 = call float @llvm.floor.f32(float %1595)
  %1597 = fsub float %1594, %1596
  %1598 = fmul float 0x3EEFFCBFC0000000, %1597
  %1599 = fadd float %1598, 0x3F24309120000000
  %1600 = fmul float %1599, %1597
  %1601 = fadd float %1600, 0x3F55D87FE0000000
  %1602 = fmul float %1601, %1597
  %1603 = fadd float %1602, 0x3F83B2AB60000000
  %1604 = fmul float %1603, %1597
  %1605 = fadd float %1604, 0x3FAC6B08E0000000
  %1606 = fmul float %1605, %1597
  %1607 = fadd float %1606, 0x3FCEBFBE00000000
  %1608 = fmul float %1607, %1597
  %1609 = fadd float %1608, 0x3FE62E4300000000
  %1610 = fmul float %1609, %1597
  %1611 = fadd float %1610, 1.000000e+00
  %1612 = fptosi float %1596 to i32
  %1613 = add i32 %1612, 127
  %1614 = shl i32 %1613, 23
  %1615 = bitcast i32 %1614 to float
  %1616 = fmul float %1611, %1615
  %1617 = select i1 %1591, float 0.000000e+00, float %1616
  %1618 = select i1 %1592, float 0x7FF0000000000000, float %1617
  %1619 = fcmp uno float %1590, %1590
  %1620 = select i1 %1619, float %1590, float %1618
  %1621 = fcmp oeq float %1575, 0xFFF0000000000000
  %1622 = select i1 %1621, float 0.000000e+00, float %1620
  %1623 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1624 = fmul float %1622, %1623
  %1625 = fadd float %1624, 0.000000e+00
  %1626 = fsub float %1578, %1588
  %1627 = fmul float %1626, 0x3FF7154760000000
  %1628 = fcmp olt float %1627, -1.260000e+02
  %1629 = fcmp ogt float %1627, 1.270000e+02
  %1630 = select i1 %1628, float -1.260000e+02, float %1627
  %1631 = select i1 %1629, float 1.270000e+02, float %1630
  %1632 = fadd float %1631, 5.000000e-01
  %1633 = call float @llvm.floor.f32(float %1632)
  %1634 = fsub float %1631, %1633
  %1635 = fmul float 0x3EEFFCBFC0000000, %1634
  %1636 = fadd float %1635, 0x3F24309120000000
  %1637 = fmul float %1636, %1634
  %1638 = fadd float %1637, 0x3F55D87FE0000000
  %1639 = fmul float %1638, %1634
  %1640 = fadd float %1639, 0x3F83B2AB60000000
  %1641 = fmul float %1640, %1634
  %1642 = fadd float %1641, 0x3FAC6B08E0000000
  %1643 = fmul float %1642, %1634
  %1644 = fadd float %1643, 0x3FCEBFBE00000000
  %1645 = fmul float %1644, %1634
  %1646 = fadd float %1645, 0x3FE62E4300000000
  %1647 = fmul float %1646, %1634
  %1648 = fadd float %1647, 1.000000e+00
  %1649 = fptosi float %1633 to i32
  %1650 = add i32 %1649, 127
  %1651 = shl i32 %1650, 23
  %1652 = bitcast i32 %1651 to float
  %1653 = fmul float %1648, %1652
  %1654 = select i1 %1628, float 0.000000e+00, float %1653
  %1655 = select i1 %1629, float 0x7FF0000000000000, float %1654
  %1656 = fcmp uno float %1627, %1627
  %1657 = select i1 %1656, float %1627, float %1655
  %1658 = fcmp oeq float %1578, 0xFFF0000000000000
  %1659 = select i1 %1658, float 0.000000e+00, float %1657
  %1660 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1661 = fmul float %1659, %1660
  %1662 = fadd float %1661, %1625
  %1663 = fsub float %1581, %1588
  %1664 = fmul float %1663, 0x3FF7154760000000
  %1665 = fcmp olt float %1664, -1.260000e+02
  %1666 = fcmp ogt float %1664, 1.270000e+02
  %1667 = select i1 %1665, float -1.260000e+02, float %1664
  %1668 = select i1 %1666, float 1.270000e+02, float %1667
  %1669 = fadd float %1668, 5.000000e-01
  %1670 = call float @llvm.floor.f32(float %1669)
  %1671 = fsub float %1668, %1670
  %1672 = fmul float 0x3EEFFCBFC0000000, %1671
  %1673 = fadd float %1672, 0x3F24309120000000
  %1674 = fmul float %1673, %1671
  %1675 = fadd float %1674, 0x3F55D87FE0000000
  %1676 = fmul float %1675, %1671
  %1677 = fadd float %1676, 0x3F83B2AB60000000
  %1678 = fmul float %1677, %1671
  %1679 = fadd float %1678, 0x3FAC6B08E0000000
  %1680 = fmul float %1679, %1671
  %1681 = fadd float %1680, 0x3FCEBFBE00000000
  %1682 = fmul float %1681, %1671
  %1683 = fadd float %1682, 0x3FE62E4300000000
  %1684 = fmul float %1683, %1671
  %1685 = fadd float %1684, 1.000000e+00
  %1686 = fptosi float %1670 to i32
  %1687 = add i32 %1686, 127
  %1688 = shl i32 %1687, 23
  %1689 = bitcast i32 %1688 to float
  %1690 = fmul float %1685, %1689
  %1691 = select i1 %1665, float 0.000000e+00, float %1690
  %1692 = select i1 %1666, float 0x7FF0000000000000, float %1691
  %1693 = fcmp uno float %1664, %1664
  %1694 = select i1 %1693, float %1664, float %1692
  %1695 = fcmp oeq float %1581, 0xFFF0000000000000
  %1696 = select i1 %1695, float 0.000000e+00, float %1694
  %1697 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1698 = fmul float %1696, %1697
  %1699 = fadd float %1698, %1662
  %1700 = fsub float %1584, %1588
  %1701 = fmul float %1700, 0x3FF7154760000000
  %1702 = fcmp olt float %1701, -1.260000e+02
  %1703 = fcmp ogt float %1701, 1.270000e+02
  %1704 = select i1 %1702, float -1.260000e+02, float %1701
  %1705 = select i1 %1703, float 1.270000e+02, float %1704
  %1706 = fadd float %1705, 5.000000e-01
  %1707 = call float @llvm.floor.f32(float %1706)
  %1708 = fsub float %1705, %1707
  %1709 = fmul float 0x3EEFFCBFC0000000, %1708
  %1710 = fadd float %1709, 0x3F24309120000000
  %1711 = fmul float %1710, %1708
  %1712 = fadd float %1711, 0x3F55D87FE0000000
  %1713 = fmul float %1712, %1708
  %1714 = fadd float %1713, 0x3F83B2AB60000000
  %1715 = fmul float %1714, %1708
  %1716 = fadd float %1715, 0x3FAC6B08E0000000
  %1717 = fmul float %1716, %1708
  %1718 = fadd float %1717, 0x3FCEBFBE00000000
  %1719 = fmul float %1718, %1708
  %1720 = fadd float %1719, 0x3FE62E4300000000
  %1721 = fmul float %1720, %1708
  %1722 = fadd float %1721, 1.000000e+00
  %1723 = fptosi float %1707 to i32
  %1724 = add i32 %1723, 127
  %1725 = shl i32 %1724, 23
  %1726 = bitcast i32 %1725 to float
  %1727 = fmul float %1722, %1726
  %1728 = select i1 %1702, float 0.000000e+00, float %1727
  %1729 = select i1 %1703, float 0x7FF0000000000000, float %1728
  %1730 = fcmp uno float %1701, %1701
  %1731 = select i1 %1730, float %1701, float %1729
  %1732 = fcmp oeq float %1584, 0xFFF0000000000000
  %1733 = select i1 %1732, float 0.000000e+00, float %1731
  %1734 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1735 = fmul float %1733, %1734
  %1736 = fadd float %1735, %1699
  %1737 = fsub float %24, %1588
  %1738 = fmul float %1737, 0x3FF7154760000000
  %1739 = fcmp olt float %1738, -1.260000e+02
  %1740 = fcmp ogt float %1738, 1.270000e+02
  %1741 = select i1 %1739, float -1.260000e+02, float %1738
  %1742 = select i1 %1740, float 1.270000e+02, float %1741
  %1743 = fadd float %1742, 5.000000e-01
  %1744 = call float @llvm.floor.f32(float %1743)
  %1745 = fsub float %1742, %1744
  %1746 = fmul float 0x3EEFFCBFC0000000, %1745
  %1747 = fadd float %1746, 0x3F24309120000000
  %1748 = fmul float %1747, %1745
  %1749 = fadd float %1748, 0x3F55D87FE0000000
  %1750 = fmul float %1749, %1745
  %1751 = fadd float %1750, 0x3F83B2AB60000000
  %1752 = fmul float %1751, %1745
  %1753 = fadd float %1752, 0x3FAC6B08E0000000
  %1754 = fmul float %1753, %1745
  %1755 = fadd float %1754, 0x3FCEBFBE00000000
  %1756 = fmul float %1755, %1745
  %1757 = fadd float %1756, 0x3FE62E4300000000
  %1758 = fmul float %1757, %1745
  %1759 = fadd float %1758, 1.000000e+00
  %1760 = fptosi float %1744 to i32
  %1761 = add i32 %1760, 127
  %1762 = shl i32 %1761, 23
  %1763 = bitcast i32 %1762 to float
  %1764 = fmul float %1759, %1763
  %1765 = select i1 %1739, float 0.000000e+00, float %1764
  %1766 = select i1 %1740, float 0x7FF0000000000000, float %1765
  %1767 = fcmp uno float %1738, %1738
  %1768 = select i1 %1767, float %1738, float %1766
  %1769 = fadd float %1736, %1768
  br i1 %117, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1770 = load i32, ptr %v113, align 4
  %1771 = icmp slt i32 %1770, %6
  br i1 %1771, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1772 = load i32, ptr %v113, align 4
  %1773 = add i32 0, %1772
  %1774 = sext i32 %1773 to i64
  %1775 = mul i64 %1774, 4
  %1776 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1775
  %1777 = load float, ptr addrspace(3) %1776, align 4
  %1778 = fmul float %1427, %1777
  %1779 = fadd float %1778, 0.000000e+00
  %1780 = add i32 256, %1772
  %1781 = sext i32 %1780 to i64
  %1782 = mul i64 %1781, 4
  %1783 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1782
  %1784 = load float, ptr addrspace(3) %1783, align 4
  %1785 = fmul float %1464, %1784
  %1786 = fadd float %1785, %1779
  %1787 = add i32 512, %1772
  %1788 = sext i32 %1787 to i64
  %1789 = mul i64 %1788, 4
  %1790 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1789
  %1791 = load float, ptr addrspace(3) %1790, align 4
  %1792 = fmul float %1501, %1791
  %1793 = fadd float %1792, %1786
  %1794 = add i32 768, %1772
  %1795 = sext i32 %1794 to i64
  %1796 = mul i64 %1795, 4
  %1797 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1796
  %1798 = load float, ptr addrspace(3) %1797, align 4
  %1799 = fmul float %1538, %1798
  %1800 = fadd float %1799, %1793
  %1801 = add i32 %43, %1772
  %1802 = fdiv float %1800, %1574
  %1803 = sext i32 %1801 to i64
  %1804 = mul i64 %1803, 4
  %1805 = getelementptr i8, ptr addrspace(1) %0, i64 %1804
  store float %1802, ptr addrspace(1) %1805, align 4
  %1806 = load i32, ptr %v113, align 4
  %1807 = add i32 %1806, 128
  store i32 %1807, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1808 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1809 = fcmp ogt float %1808, 0xFFF0000000000000
  %1810 = select i1 %1809, float %1808, float 0xFFF0000000000000
  %1811 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1812 = fcmp ogt float %1811, %1810
  %1813 = select i1 %1812, float %1811, float %1810
  %1814 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1815 = fcmp ogt float %1814, %1813
  %1816 = select i1 %1815, float %1814, float %1813
  %1817 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1818 = fcmp ogt float %1817, %1816
  %1819 = select i1 %1818, float %1817, float %1816
  %1820 = fcmp ogt float %24, %1819
  %1821 = select i1 %1820, float %24, float %1819
  %1822 = fsub float %1808, %1821
  %1823 = fmul float %1822, 0x3FF7154760000000
  %1824 = fcmp olt float %1823, -1.260000e+02
  %1825 = fcmp ogt float %1823, 1.270000e+02
  %1826 = select i1 %1824, float -1.260000e+02, float %1823
  %1827 = select i1 %1825, float 1.270000e+02, float %1826
  %1828 = fadd float %1827, 5.000000e-01
  %1829 = call float @llvm.floor.f32(float %1828)
  %1830 = fsub float %1827, %1829
  %1831 = fmul float 0x3EEFFCBFC0000000, %1830
  %1832 = fadd float %1831, 0x3F24309120000000
  %1833 = fmul float %1832, %1830
  %1834 = fadd float %1833, 0x3F55D87FE0000000
  %1835 = fmul float %1834, %1830
  %1836 = fadd float %1835, 0x3F83B2AB60000000
  %1837 = fmul float %1836, %1830
  %1838 = fadd float %1837, 0x3FAC6B08E0000000
  %1839 = fmul float %1838, %1830
  %1840 = fadd float %1839, 0x3FCEBFBE00000000
  %1841 = fmul float %1840, %1830
  %1842 = fadd float %1841, 0x3FE62E4300000000
  %1843 = fmul float %1842, %1830
  %1844 = fadd float %1843, 1.000000e+00
  %1845 = fptosi float %1829 to i32
  %1846 = add i32 %1845, 127
  %1847 = shl i32 %1846, 23
  %1848 = bitcast i32 %1847 to float
  %1849 = fmul float %1844, %1848
  %1850 = select i1 %1824, float 0.000000e+00, float %1849
  %1851 = select i1 %1825, float 0x7FF0000000000000, float %1850
  %1852 = fcmp uno float %1823, %1823
  %1853 = select i1 %1852, float %1823, float %1851
  %1854 = fcmp oeq float %1808, 0xFFF0000000000000
  %1855 = select i1 %1854, float 0.000000e+00, float %1853
  %1856 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1857 = fmul float %1855, %1856
  %1858 = fadd float %1857, 0.000000e+00
  %1859 = fsub float %1811, %1821
  %1860 = fmul float %1859, 0x3FF7154760000000
  %1861 = fcmp olt float %1860, -1.260000e+02
  %1862 = fcmp ogt float %1860, 1.270000e+02
  %1863 = select i1 %1861, float -1.260000e+02, float %1860
  %1864 = select i1 %1862, float 1.270000e+02, float %1863
  %1865 = fadd float %1864, 5.000000e-01
  %1866 = call float @llvm.floor.f32(float %1865)
  %1867 = fsub float %1864, %1866
  %1868 = fmul float 0x3EEFFCBFC0000000, %1867
  %1869 = fadd float %1868, 0x3F24309120000000
  %1870 = fmul float %1869, %1867
  %1871 = fadd float %1870, 0x3F55D87FE0000000
  %1872 = fmul float %1871, %1867
  %1873 = fadd float %1872, 0x3F83B2AB60000000
  %1874 = fmul float %1873, %1867
  %1875 = fadd float %1874, 0x3FAC6B08E0000000
  %1876 = fmul float %1875, %1867
  %1877 = fadd float %1876, 0x3FCEBFBE00000000
  %1878 = fmul float %1877, %1867
  %1879 = fadd float %1878, 0x3FE62E4300000000
  %1880 = fmul float %1879, %1867
  %1881 = fadd float %1880, 1.000000e+00
  %1882 = fptosi float %1866 to i32
  %1883 = add i32 %1882, 127
  %1884 = shl i32 %1883, 23
  %1885 = bitcast i32 %1884 to float
  %1886 = fmul float %1881, %1885
  %1887 = select i1 %1861, float 0.000000e+00, float %1886
  %1888 = select i1 %1862, float 0x7FF0000000000000, float %1887
  %1889 = fcmp uno float %1860, %1860
  %1890 = select i1 %1889, float %1860, float %1888
  %1891 = fcmp oeq float %1811, 0xFFF0000000000000
  %1892 = select i1 %1891, float 0.000000e+00, float %1890
  %1893 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1894 = fmul float %1892, %1893
  %1895 = fadd float %1894, %1858
  %1896 = fsub float %1814, %1821
  %1897 = fmul float %1896, 0x3FF7154760000000
  %1898 = fcmp olt float %1897, -1.260000e+02
  %1899 = fcmp ogt float %1897, 1.270000e+02
  %1900 = select i1 %1898, float -1.260000e+02, float %1897
  %1901 = select i1 %1899, float 1.270000e+02, float %1900
  %1902 = fadd float %1901, 5.000000e-01
  %1903 = call float @llvm.floor.f32(float %1902)
  %1904 = fsub float %1901, %1903
  %1905 = fmul float 0x3EEFFCBFC0000000, %1904
  %1906 = fadd float %1905, 0x3F24309120000000
  %1907 = fmul float %1906, %1904
  %1908 = fadd float %1907, 0x3F55D87FE0000000
  %1909 = fmul float %1908, %1904
  %1910 = fadd float %1909, 0x3F83B2AB60000000
  %1911 = fmul float %1910, %1904
  %1912 = fadd float %1911, 0x3FAC6B08E0000000
  %1913 = fmul float %1912, %1904
  %1914 = fadd float %1913, 0x3FCEBFBE00000000
  %1915 = fmul float %1914, %1904
  %1916 = fadd float %1915, 0x3FE62E4300000000
  %1917 = fmul float %1916, %1904
  %1918 = fadd float %1917, 1.000000e+00
  %1919 = fptosi float %1903 to i32
  %1920 = add i32 %1919, 127
  %1921 = shl i32 %1920, 23
  %1922 = bitcast i32 %1921 to float
  %1923 = fmul float %1918, %1922
  %1924 = select i1 %1898, float 0.000000e+00, float %1923
  %1925 = select i1 %1899, float 0x7FF0000000000000, float %1924
  %1926 = fcmp uno float %1897, %1897
  %1927 = select i1 %1926, float %1897, float %1925
  %1928 = fcmp oeq float %1814, 0xFFF0000000000000
  %1929 = select i1 %1928, float 0.000000e+00, float %1927
  %1930 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1931 = fmul float %1929, %1930
  %1932 = fadd float %1931, %1895
  %1933 = fsub float %1817, %1821
  %1934 = fmul float %1933, 0x3FF7154760000000
  %1935 = fcmp olt float %1934, -1.260000e+02
  %1936 = fcmp ogt float %1934, 1.270000e+02
  %1937 = select i1 %1935, float -1.260000e+02, float %1934
  %1938 = select i1 %1936, float 1.270000e+02, float %1937
  %1939 = fadd float %1938, 5.000000e-01
  %1940 = call float @llvm.floor.f32(float %1939)
  %1941 = fsub float %1938, %1940
  %1942 = fmul float 0x3EEFFCBFC0000000, %1941
  %1943 = fadd float %1942, 0x3F24309120000000
  %1944 = fmul float %1943, %1941
  %1945 = fadd float %1944, 0x3F55D87FE0000000
  %1946 = fmul float %1945, %1941
  %1947 = fadd float %1946, 0x3F83B2AB60000000
  %1948 = fmul float %1947, %1941
  %1949 = fadd float %1948, 0x3FAC6B08E0000000
  %1950 = fmul float %1949, %1941
  %1951 = fadd float %1950, 0x3FCEBFBE00000000
  %1952 = fmul float %1951, %1941
  %1953 = fadd float %1952, 0x3FE62E4300000000
  %1954 = fmul float %1953, %1941
  %1955 = fadd float %1954, 1.000000e+00
  %1956 = fptosi float %1940 to i32
  %1957 = add i32 %1956, 127
  %1958 = shl i32 %1957, 23
  %1959 = bitcast i32 %1958 to float
  %1960 = fmul float %1955, %1959
  %1961 = select i1 %1935, float 0.000000e+00, float %1960
  %1962 = select i1 %1936, float 0x7FF0000000000000, float %1961
  %1963 = fcmp uno float %1934, %1934
  %1964 = select i1 %1963, float %1934, float %1962
  %1965 = fcmp oeq float %1817, 0xFFF0000000000000
  %1966 = select i1 %1965, float 0.000000e+00, float %1964
  %1967 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1968 = fmul float %1966, %1967
  %1969 = fadd float %1968, %1932
  %1970 = fsub float %24, %1821
  %1971 = fmul float %1970, 0x3FF7154760000000
  %1972 = fcmp olt float %1971, -1.260000e+02
  %1973 = fcmp ogt float %1971, 1.270000e+02
  %1974 = select i1 %1972, float -1.260000e+02, float %1971
  %1975 = select i1 %1973, float 1.270000e+02, float %1974
  %1976 = fadd float %1975, 5.000000e-01
  %1977 = call float @llvm.floor.f32(float %1976)
  %1978 = fsub float %1975, %1977
  %1979 = fmul float 0x3EEFFCBFC0000000, %1978
  %1980 = fadd float %1979, 0x3F24309120000000
  %1981 = fmul float %1980, %1978
  %1982 = fadd float %1981, 0x3F55D87FE0000000
  %1983 = fmul float %1982, %1978
  %1984 = fadd float %1983, 0x3F83B2AB60000000
  %1985 = fmul float %1984, %1978
  %1986 = fadd float %1985, 0x3FAC6B08E0000000
  %1987 = fmul float %1986, %1978
  %1988 = fadd float %1987, 0x3FCEBFBE00000000
  %1989 = fmul float %1988, %1978
  %1990 = fadd float %1989, 0x3FE62E4300000000
  %1991 = fmul float %1990, %1978
  %1992 = fadd float %1991, 1.000000e+00
  %1993 = fptosi float %1977 to i32
  %1994 = add i32 %1993, 127
  %1995 = shl i32 %1994, 23
  %1996 = bitcast i32 %1995 to float
  %1997 = fmul float %1992, %1996
  %1998 = select i1 %1972, float 0.000000e+00, float %1997
  %1999 = select i1 %1973, float 0x7FF0000000000000, float %1998
  %2000 = fcmp uno float %1971, %1971
  %2001 = select i1 %2000, float %1971, float %1999
  %2002 = fadd float %1969, %2001
  br i1 %202, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2003 = load i32, ptr %v119, align 4
  %2004 = icmp slt i32 %2003, %6
  br i1 %2004, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2005 = load i32, ptr %v119, align 4
  %2006 = add i32 1024, %2005
  %2007 = sext i32 %2006 to i64
  %2008 = mul i64 %2007, 4
  %2009 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2008
  %2010 = load float, ptr addrspace(3) %2009, align 4
  %2011 = fmul float %1622, %2010
  %2012 = fadd float %2011, 0.000000e+00
  %2013 = add i32 1280, %2005
  %2014 = sext i32 %2013 to i64
  %2015 = mul i64 %2014, 4
  %2016 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2015
  %2017 = load float, ptr addrspace(3) %2016, align 4
  %2018 = fmul float %1659, %2017
  %2019 = fadd float %2018, %2012
  %2020 = add i32 1536, %2005
  %2021 = sext i32 %2020 to i64
  %2022 = mul i64 %2021, 4
  %2023 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2022
  %2024 = load float, ptr addrspace(3) %2023, align 4
  %2025 = fmul float %1696, %2024
  %2026 = fadd float %2025, %2019
  %2027 = add i32 1792, %2005
  %2028 = sext i32 %2027 to i64
  %2029 = mul i64 %2028, 4
  %2030 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2029
  %2031 = load float, ptr addrspace(3) %2030, align 4
  %2032 = fmul float %1733, %2031
  %2033 = fadd float %2032, %2026
  %2034 = add i32 %128, %2005
  %2035 = fdiv float %2033, %1769
  %2036 = sext i32 %2034 to i64
  %2037 = mul i64 %2036, 4
  %2038 = getelementptr i8, ptr addrspace(1) %0, i64 %2037
  store float %2035, ptr addrspace(1) %2038, align 4
  %2039 = load i32, ptr %v119, align 4
  %2040 = add i32 %2039, 128
  store i32 %2040, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2041 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2042 = fcmp ogt float %2041, 0xFFF0000000000000
  %2043 = select i1 %2042, float %2041, float 0xFFF0000000000000
  %2044 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2045 = fcmp ogt float %2044, %2043
  %2046 = select i1 %2045, float %2044, float %2043
  %2047 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2048 = fcmp ogt float %2047, %2046
  %2049 = select i1 %2048, float %2047, float %2046
  %2050 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2051 = fcmp ogt float %2050, %2049
  %2052 = select i1 %2051, float %2050, float %2049
  %2053 = fcmp ogt float %24, %2052
  %2054 = select i1 %2053, float %24, float %2052
  %2055 = fsub float %2041, %2054
  %2056 = fmul float %2055, 0x3FF7154760000000
  %2057 = fcmp olt float %2056, -1.260000e+02
  %2058 = fcmp ogt float %2056, 1.270000e+02
  %2059 = select i1 %2057, float -1.260000e+02, float %2056
  %2060 = select i1 %2058, float 1.270000e+02, float %2059
  %2061 = fadd float %2060, 5.000000e-01
  %2062 = call float @llvm.floor.f32(float %2061)
  %2063 = fsub float %2060, %2062
  %2064 = fmul float 0x3EEFFCBFC0000000, %2063
  %2065 = fadd float %2064, 0x3F24309120000000
  %2066 = fmul float %2065, %2063
  %2067 = fadd float %2066, 0x3F55D87FE0000000
  %2068 = fmul float %2067, %2063
  %2069 = fadd float %2068, 0x3F83B2AB60000000
  %2070 = fmul float %2069, %2063
  %2071 = fadd float %2070, 0x3FAC6B08E0000000
  %2072 = fmul float %2071, %2063
  %2073 = fadd float %2072, 0x3FCEBFBE00000000
  %2074 = fmul float %2073, %2063
  %2075 = fadd float %2074, 0x3FE62E4300000000
  %2076 = fmul float %2075, %2063
  %2077 = fadd float %2076, 1.000000e+00
  %2078 = fptosi float %2062 to i32
  %2079 = add i32 %2078, 127
  %2080 = shl i32 %2079, 23
  %2081 = bitcast i32 %2080 to float
  %2082 = fmul float %2077, %2081
  %2083 = select i1 %2057, float 0.000000e+00, float %2082
  %2084 = select i1 %2058, float 0x7FF0000000000000, float %2083
  %2085 = fcmp uno float %2056, %2056
  %2086 = select i1 %2085, float %2056, float %2084
  %2087 = fcmp oeq float %2041, 0xFFF0000000000000
  %2088 = select i1 %2087, float 0.000000e+00, float %2086
  %2089 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2090 = fmul float %2088, %2089
  %2091 = fadd float %2090, 0.000000e+00
  %2092 = fsub float %2044, %2054
  %2093 = fmul float %2092, 0x3FF7154760000000
  %2094 = fcmp olt float %2093, -1.260000e+02
  %2095 = fcmp ogt float %2093, 1.270000e+02
  %2096 = select i1 %2094, float -1.260000e+02, float %2093
  %2097 = select i1 %2095, float 1.270000e+02, float %2096
  %2098 = fadd float %2097, 5.000000e-01
  %2099 = call float @llvm.floor.f32(float %2098)
  %2100 = fsub float %2097, %2099
  %2101 = fmul float 0x3EEFFCBFC0000000, %2100
  %2102 = fadd float %2101, 0x3F24309120000000
  %2103 = fmul float %2102, %2100
  %2104 = fadd float %2103, 0x3F55D87FE0000000
  %2105 = fmul float %2104, %2100
  %2106 = fadd float %2105, 0x3F83B2AB60000000
  %2107 = fmul float %2106, %2100
  %2108 = fadd float %2107, 0x3FAC6B08E0000000
  %2109 = fmul float %2108, %2100
  %2110 = fadd float %2109, 0x3FCEBFBE00000000
  %2111 = fmul float %2110, %2100
  %2112 = fadd float %2111, 0x3FE62E4300000000
  %2113 = fmul float %2112, %2100
  %2114 = fadd float %2113, 1.000000e+00
  %2115 = fptosi float %2099 to i32
  %2116 = add i32 %2115, 127
  %2117 = shl i32 %2116, 23
  %2118 = bitcast i32 %2117 to float
  %2119 = fmul float %2114, %2118
  %2120 = select i1 %2094, float 0.000000e+00, float %2119
  %2121 = select i1 %2095, float 0x7FF0000000000000, float %2120
  %2122 = fcmp uno float %2093, %2093
  %2123 = select i1 %2122, float %2093, float %2121
  %2124 = fcmp oeq float %2044, 0xFFF0000000000000
  %2125 = select i1 %2124, float 0.000000e+00, float %2123
  %2126 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2127 = fmul float %2125, %2126
  %2128 = fadd float %2127, %2091
  %2129 = fsub float %2047, %2054
  %2130 = fmul float %2129, 0x3FF7154760000000
  %2131 = fcmp olt float %2130, -1.260000e+02
  %2132 = fcmp ogt float %2130, 1.270000e+02
  %2133 = select i1 %2131, float -1.260000e+02, float %2130
  %2134 = select i1 %2132, float 1.270000e+02, float %2133
  %2135 = fadd float %2134, 5.000000e-01
  %2136 = call float @llvm.floor.f32(float %2135)
  %2137 = fsub float %2134, %2136
  %2138 = fmul float 0x3EEFFCBFC0000000, %2137
  %2139 = fadd float %2138, 0x3F24309120000000
  %2140 = fmul float %2139, %2137
  %2141 = fadd float %2140, 0x3F55D87FE0000000
  %2142 = fmul float %2141, %2137
  %2143 = fadd float %2142, 0x3F83B2AB60000000
  %2144 = fmul float %2143, %2137
  %2145 = fadd float %2144, 0x3FAC6B08E0000000
  %2146 = fmul float %2145, %2137
  %2147 = fadd float %2146, 0x3FCEBFBE00000000
  %2148 = fmul float %2147, %2137
  %2149 = fadd float %2148, 0x3FE62E4300000000
  %2150 = fmul float %2149, %2137
  %2151 = fadd float %2150, 1.000000e+00
  %2152 = fptosi float %2136 to i32
  %2153 = add i32 %2152, 127
  %2154 = shl i32 %2153, 23
  %2155 = bitcast i32 %2154 to float
  %2156 = fmul float %2151, %2155
  %2157 = select i1 %2131, float 0.000000e+00, float %2156
  %2158 = select i1 %2132, float 0x7FF0000000000000, float %2157
  %2159 = fcmp uno float %2130, %2130
  %2160 = select i1 %2159, float %2130, float %2158
  %2161 = fcmp oeq float %2047, 0xFFF0000000000000
  %2162 = select i1 %2161, float 0.000000e+00, float %2160
  %2163 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2164 = fmul float %2162, %2163
  %2165 = fadd float %2164, %2128
  %2166 = fsub float %2050, %2054
  %2167 = fmul float %2166, 0x3FF7154760000000
  %2168 = fcmp olt float %2167, -1.260000e+02
  %2169 = fcmp ogt float %2167, 1.270000e+02
  %2170 = select i1 %2168, float -1.260000e+02, float %2167
  %2171 = select i1 %2169, float 1.270000e+02, float %2170
  %2172 = fadd float %2171, 5.000000e-01
  %2173 = call float @llvm.floor.f32(float %2172)
  %2174 = fsub float %2171, %2173
  %2175 = fmul float 0x3EEFFCBFC0000000, %2174
  %2176 = fadd float %2175, 0x3F24309120000000
  %2177 = fmul float %2176, %2174
  %2178 = fadd float %2177, 0x3F55D87FE0000000
  %2179 = fmul float %2178, %2174
  %2180 = fadd float %2179, 0x3F83B2AB60000000
  %2181 = fmul float %2180, %2174
  %2182 = fadd float %2181, 0x3FAC6B08E0000000
  %2183 = fmul float %2182, %2174
  %2184 = fadd float %2183, 0x3FCEBFBE00000000
  %2185 = fmul float %2184, %2174
  %2186 = fadd float %2185, 0x3FE62E4300000000
  %2187 = fmul float %2186, %2174
  %2188 = fadd float %2187, 1.000000e+00
  %2189 = fptosi float %2173 to i32
  %2190 = add i32 %2189, 127
  %2191 = shl i32 %2190, 23
  %2192 = bitcast i32 %2191 to float
  %2193 = fmul float %2188, %2192
  %2194 = select i1 %2168, float 0.000000e+00, float %2193
  %2195 = select i1 %2169, float 0x7FF0000000000000, float %2194
  %2196 = fcmp uno float %2167, %2167
  %2197 = select i1 %2196, float %2167, float %2195
  %2198 = fcmp oeq float %2050, 0xFFF0000000000000
  %2199 = select i1 %2198, float 0.000000e+00, float %2197
  %2200 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2201 = fmul float %2199, %2200
  %2202 = fadd float %2201, %2165
  %2203 = fsub float %24, %2054
  %2204 = fmul float %2203, 0x3FF7154760000000
  %2205 = fcmp olt float %2204, -1.260000e+02
  %2206 = fcmp ogt float %2204, 1.270000e+02
  %2207 = select i1 %2205, float -1.260000e+02, float %2204
  %2208 = select i1 %2206, float 1.270000e+02, float %2207
  %2209 = fadd float %2208, 5.000000e-01
  %2210 = call float @llvm.floor.f32(float %2209)
  %2211 = fsub float %2208, %2210
  %2212 = fmul float 0x3EEFFCBFC0000000, %2211
  %2213 = fadd float %2212, 0x3F24309120000000
  %2214 = fmul float %2213, %2211
  %2215 = fadd float %2214, 0x3F55D87FE0000000
  %2216 = fmul float %2215, %2211
  %2217 = fadd float %2216, 0x3F83B2AB60000000
  %2218 = fmul float %2217, %2211
  %2219 = fadd float %2218, 0x3FAC6B08E0000000
  %2220 = fmul float %2219, %2211
  %2221 = fadd float %2220, 0x3FCEBFBE00000000
  %2222 = fmul float %2221, %2211
  %2223 = fadd float %2222, 0x3FE62E4300000000
  %2224 = fmul float %2223, %2211
  %2225 = fadd float %2224, 1.000000e+00
  %2226 = fptosi float %2210 to i32
  %2227 = add i32 %2226, 127
  %2228 = shl i32 %2227, 23
  %2229 = bitcast i32 %2228 to float
  %2230 = fmul float %2225, %2229
  %2231 = select i1 %2205, float 0.000000e+00, float %2230
  %2232 = select i1 %2206, float 0x7FF0000000000000, float %2231
  %2233 = fcmp uno float %2204, %2204
  %2234 = select i1 %2233, float %2204, float %2232
  %2235 = fadd float %2202, %2234
  br i1 %287, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2236 = load i32, ptr %v125, align 4
  %2237 = icmp slt i32 %2236, %6
  br i1 %2237, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2238 = load i32, ptr %v125, align 4
  %2239 = add i32 2048, %2238
  %2240 = sext i32 %2239 to i64
  %2241 = mul i64 %2240, 4
  %2242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2241
  %2243 = load float, ptr addrspace(3) %2242, align 4
  %2244 = fmul float %1855, %2243
  %2245 = fadd float %2244, 0.000000e+00
  %2246 = add i32 2304, %2238
  %2247 = sext i32 %2246 to i64
  %2248 = mul i64 %2247, 4
  %2249 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2248
  %2250 = load float, ptr addrspace(3) %2249, align 4
  %2251 = fmul float %1892, %2250
  %2252 = fadd float %2251, %2245
  %2253 = add i32 2560, %2238
  %2254 = sext i32 %2253 to i64
  %2255 = mul i64 %2254, 4
  %2256 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2255
  %2257 = load float, ptr addrspace(3) %2256, align 4
  %2258 = fmul float %1929, %2257
  %2259 = fadd float %2258, %2252
  %2260 = add i32 2816, %2238
  %2261 = sext i32 %2260 to i64
  %2262 = mul i64 %2261, 4
  %2263 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2262
  %2264 = load float, ptr addrspace(3) %2263, align 4
  %2265 = fmul float %1966, %2264
  %2266 = fadd float %2265, %2259
  %2267 = add i32 %213, %2238
  %2268 = fdiv float %2266, %2002
  %2269 = sext i32 %2267 to i64
  %2270 = mul i64 %2269, 4
  %2271 = getelementptr i8, ptr addrspace(1) %0, i64 %2270
  store float %2268, ptr addrspace(1) %2271, align 4
  %2272 = load i32, ptr %v125, align 4
  %2273 = add i32 %2272, 128
  store i32 %2273, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2274 = load i32, ptr %v131, align 4
  %2275 = icmp slt i32 %2274, %6
  br i1 %2275, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2276 = load i32, ptr %v131, align 4
  %2277 = add i32 3072, %2276
  %2278 = sext i32 %2277 to i64
  %2279 = mul i64 %2278, 4
  %2280 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2279
  %2281 = load float, ptr addrspace(3) %2280, align 4
  %2282 = fmul float %2088, %2281
  %2283 = fadd float %2282, 0.000000e+00
  %2284 = add i32 3328, %2276
  %2285 = sext i32 %2284 to i64
  %2286 = mul i64 %2285, 4
  %2287 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2286
  %2288 = load float, ptr addrspace(3) %2287, align 4
  %2289 = fmul float %2125, %2288
  %2290 = fadd float %2289, %2283
  %2291 = add i32 3584, %2276
  %2292 = sext i32 %2291 to i64
  %2293 = mul i64 %2292, 4
  %2294 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2293
  %2295 = load float, ptr addrspace(3) %2294, align 4
  %2296 = fmul float %2162, %2295
  %2297 = fadd float %2296, %2290
  %2298 = add i32 3840, %2276
  %2299 = sext i32 %2298 to i64
  %2300 = mul i64 %2299, 4
  %2301 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2300
  %2302 = load float, ptr addrspace(3) %2301, align 4
  %2303 = fmul float %2199, %2302
  %2304 = fadd float %2303, %2297
  %2305 = add i32 %298, %2276
  %2306 = fdiv float %2304, %2235
  %2307 = sext i32 %2305 to i64
  %2308 = mul i64 %2307, 4
  %2309 = getelementptr i8, ptr addrspace(1) %0, i64 %2308
  store float %2306, ptr addrspace(1) %2309, align 4
  %2310 = load i32, ptr %v131, align 4
  %2311 = add i32 %2310, 128
  store i32 %2311, ptr %v131, align 4
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

!0 = !{ptr @strata_attn_prefill_ext_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_ext_f16kv, !"maxntidx", i32 128}
