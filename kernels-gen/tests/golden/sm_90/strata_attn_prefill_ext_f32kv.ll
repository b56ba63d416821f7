; ModuleID = 'strata_attn_prefill_ext_f32kv'
source_filename = "strata_attn_prefill_ext_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_ext_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) {
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
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %2, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = sext i32 %411 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %3, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = add i32 %409, %373
  %421 = select i1 %374, i32 %420, i32 %409
  %422 = sext i32 %421 to i64
  %423 = mul i64 %422, 4
  %424 = getelementptr i8, ptr addrspace(1) %2, i64 %423
  %425 = load float, ptr addrspace(1) %424, align 4
  %426 = sext i32 %421 to i64
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr addrspace(1) %3, i64 %427
  %429 = load float, ptr addrspace(1) %428, align 4
  %430 = add i32 %409, %375
  %431 = select i1 %376, i32 %430, i32 %409
  %432 = sext i32 %431 to i64
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(1) %2, i64 %433
  %435 = load float, ptr addrspace(1) %434, align 4
  %436 = sext i32 %431 to i64
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %3, i64 %437
  %439 = load float, ptr addrspace(1) %438, align 4
  %440 = add i32 %409, %377
  %441 = select i1 %378, i32 %440, i32 %409
  %442 = sext i32 %441 to i64
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %2, i64 %443
  %445 = load float, ptr addrspace(1) %444, align 4
  %446 = sext i32 %441 to i64
  %447 = mul i64 %446, 4
  %448 = getelementptr i8, ptr addrspace(1) %3, i64 %447
  %449 = load float, ptr addrspace(1) %448, align 4
  %450 = add i32 %409, %379
  %451 = select i1 %380, i32 %450, i32 %409
  %452 = sext i32 %451 to i64
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %2, i64 %453
  %455 = load float, ptr addrspace(1) %454, align 4
  %456 = sext i32 %451 to i64
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %3, i64 %457
  %459 = load float, ptr addrspace(1) %458, align 4
  %460 = add i32 %409, %381
  %461 = select i1 %382, i32 %460, i32 %409
  %462 = sext i32 %461 to i64
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %2, i64 %463
  %465 = load float, ptr addrspace(1) %464, align 4
  %466 = sext i32 %461 to i64
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr addrspace(1) %3, i64 %467
  %469 = load float, ptr addrspace(1) %468, align 4
  %470 = add i32 %409, %383
  %471 = select i1 %384, i32 %470, i32 %409
  %472 = sext i32 %471 to i64
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(1) %2, i64 %473
  %475 = load float, ptr addrspace(1) %474, align 4
  %476 = sext i32 %471 to i64
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %3, i64 %477
  %479 = load float, ptr addrspace(1) %478, align 4
  %480 = add i32 %409, %385
  %481 = select i1 %386, i32 %480, i32 %409
  %482 = sext i32 %481 to i64
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %2, i64 %483
  %485 = load float, ptr addrspace(1) %484, align 4
  %486 = sext i32 %481 to i64
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr addrspace(1) %3, i64 %487
  %489 = load float, ptr addrspace(1) %488, align 4
  %490 = fmul float %52, %415
  %491 = select i1 %372, float %490, float 0.000000e+00
  %492 = fadd float 0.000000e+00, %491
  %493 = fmul float %61, %425
  %494 = select i1 %374, float %493, float 0.000000e+00
  %495 = fadd float %492, %494
  %496 = fmul float %70, %435
  %497 = select i1 %376, float %496, float 0.000000e+00
  %498 = fadd float %495, %497
  %499 = fmul float %79, %445
  %500 = select i1 %378, float %499, float 0.000000e+00
  %501 = fadd float %498, %500
  %502 = fmul float %88, %455
  %503 = select i1 %380, float %502, float 0.000000e+00
  %504 = fadd float %501, %503
  %505 = fmul float %97, %465
  %506 = select i1 %382, float %505, float 0.000000e+00
  %507 = fadd float %504, %506
  %508 = fmul float %106, %475
  %509 = select i1 %384, float %508, float 0.000000e+00
  %510 = fadd float %507, %509
  %511 = fmul float %115, %485
  %512 = select i1 %386, float %511, float 0.000000e+00
  %513 = fadd float %510, %512
  %514 = bitcast float %513 to i32
  %515 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %514, i32 16, i32 31)
  %516 = bitcast i32 %515 to float
  %517 = fadd float %513, %516
  %518 = bitcast float %517 to i32
  %519 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 8, i32 31)
  %520 = bitcast i32 %519 to float
  %521 = fadd float %517, %520
  %522 = bitcast float %521 to i32
  %523 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %522, i32 4, i32 31)
  %524 = bitcast i32 %523 to float
  %525 = fadd float %521, %524
  %526 = bitcast float %525 to i32
  %527 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %526, i32 2, i32 31)
  %528 = bitcast i32 %527 to float
  %529 = fadd float %525, %528
  %530 = bitcast float %529 to i32
  %531 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %530, i32 1, i32 31)
  %532 = bitcast i32 %531 to float
  %533 = fadd float %529, %532
  %534 = icmp slt i32 %406, %35
  %535 = icmp sge i32 %406, %40
  %536 = and i1 %534, %535
  %537 = fmul float %533, %8
  %538 = load float, ptr %v8, align 4
  %539 = fcmp ogt float %537, %538
  %540 = select i1 %539, float %537, float %538
  %541 = fsub float %538, %540
  %542 = fmul float %541, 0x3FF7154760000000
  %543 = fcmp olt float %542, -1.260000e+02
  %544 = fcmp ogt float %542, 1.270000e+02
  %545 = select i1 %543, float -1.260000e+02, float %542
  %546 = select i1 %544, float 1.270000e+02, float %545
  %547 = fadd float %546, 5.000000e-01
  %548 = call float @llvm.floor.f32(float %547)
  %549 = fsub float %546, %548
  %550 = fmul float 0x3EEFFCBFC0000000, %549
  %551 = fadd float %550, 0x3F24309120000000
  %552 = fmul float %551, %549
  %553 = fadd float %552, 0x3F55D87FE0000000
  %554 = fmul float %553, %549
  %555 = fadd float %554, 0x3F83B2AB60000000
  %556 = fmul float %555, %549
  %557 = fadd float %556, 0x3FAC6B08E0000000
  %558 = fmul float %557, %549
  %559 = fadd float %558, 0x3FCEBFBE00000000
  %560 = fmul float %559, %549
  %561 = fadd float %560, 0x3FE62E4300000000
  %562 = fmul float %561, %549
  %563 = fadd float %562, 1.000000e+00
  %564 = fptosi float %548 to i32
  %565 = add i32 %564, 127
  %566 = shl i32 %565, 23
  %567 = bitcast i32 %566 to float
  %568 = fmul float %563, %567
  %569 = select i1 %543, float 0.000000e+00, float %568
  %570 = select i1 %544, float 0x7FF0000000000000, float %569
  %571 = fcmp uno float %542, %542
  %572 = select i1 %571, float %542, float %570
  %573 = fsub float %537, %540
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
  %605 = load float, ptr %v9, align 4
  %606 = fmul float %605, %572
  %607 = fadd float %606, %604
  %608 = load float, ptr %v9, align 4
  %609 = select i1 %536, float %607, float %608
  store float %609, ptr %v9, align 4
  %610 = load float, ptr %v, align 4
  %611 = fmul float %604, %419
  %612 = fmul float %610, %572
  %613 = fadd float %612, %611
  %614 = select i1 %536, float %613, float %610
  store float %614, ptr %v, align 4
  %615 = load float, ptr %v1, align 4
  %616 = fmul float %604, %429
  %617 = fmul float %615, %572
  %618 = fadd float %617, %616
  %619 = select i1 %536, float %618, float %615
  store float %619, ptr %v1, align 4
  %620 = load float, ptr %v2, align 4
  %621 = fmul float %604, %439
  %622 = fmul float %620, %572
  %623 = fadd float %622, %621
  %624 = select i1 %536, float %623, float %620
  store float %624, ptr %v2, align 4
  %625 = load float, ptr %v3, align 4
  %626 = fmul float %604, %449
  %627 = fmul float %625, %572
  %628 = fadd float %627, %626
  %629 = select i1 %536, float %628, float %625
  store float %629, ptr %v3, align 4
  %630 = load float, ptr %v4, align 4
  %631 = fmul float %604, %459
  %632 = fmul float %630, %572
  %633 = fadd float %632, %631
  %634 = select i1 %536, float %633, float %630
  store float %634, ptr %v4, align 4
  %635 = load float, ptr %v5, align 4
  %636 = fmul float %604, %469
  %637 = fmul float %635, %572
  %638 = fadd float %637, %636
  %639 = select i1 %536, float %638, float %635
  store float %639, ptr %v5, align 4
  %640 = load float, ptr %v6, align 4
  %641 = fmul float %604, %479
  %642 = fmul float %640, %572
  %643 = fadd float %642, %641
  %644 = select i1 %536, float %643, float %640
  store float %644, ptr %v6, align 4
  %645 = load float, ptr %v7, align 4
  %646 = fmul float %604, %489
  %647 = fmul float %645, %572
  %648 = fadd float %647, %646
  %649 = select i1 %536, float %648, float %645
  store float %649, ptr %v7, align 4
  %650 = select i1 %536, float %540, float %538
  store float %650, ptr %v8, align 4
  %651 = fmul float %137, %415
  %652 = select i1 %372, float %651, float 0.000000e+00
  %653 = fadd float 0.000000e+00, %652
  %654 = fmul float %146, %425
  %655 = select i1 %374, float %654, float 0.000000e+00
  %656 = fadd float %653, %655
  %657 = fmul float %155, %435
  %658 = select i1 %376, float %657, float 0.000000e+00
  %659 = fadd float %656, %658
  %660 = fmul float %164, %445
  %661 = select i1 %378, float %660, float 0.000000e+00
  %662 = fadd float %659, %661
  %663 = fmul float %173, %455
  %664 = select i1 %380, float %663, float 0.000000e+00
  %665 = fadd float %662, %664
  %666 = fmul float %182, %465
  %667 = select i1 %382, float %666, float 0.000000e+00
  %668 = fadd float %665, %667
  %669 = fmul float %191, %475
  %670 = select i1 %384, float %669, float 0.000000e+00
  %671 = fadd float %668, %670
  %672 = fmul float %200, %485
  %673 = select i1 %386, float %672, float 0.000000e+00
  %674 = fadd float %671, %673
  %675 = bitcast float %674 to i32
  %676 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %675, i32 16, i32 31)
  %677 = bitcast i32 %676 to float
  %678 = fadd float %674, %677
  %679 = bitcast float %678 to i32
  %680 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %679, i32 8, i32 31)
  %681 = bitcast i32 %680 to float
  %682 = fadd float %678, %681
  %683 = bitcast float %682 to i32
  %684 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %683, i32 4, i32 31)
  %685 = bitcast i32 %684 to float
  %686 = fadd float %682, %685
  %687 = bitcast float %686 to i32
  %688 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %687, i32 2, i32 31)
  %689 = bitcast i32 %688 to float
  %690 = fadd float %686, %689
  %691 = bitcast float %690 to i32
  %692 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %691, i32 1, i32 31)
  %693 = bitcast i32 %692 to float
  %694 = fadd float %690, %693
  %695 = icmp slt i32 %406, %120
  %696 = icmp sge i32 %406, %125
  %697 = and i1 %695, %696
  %698 = fmul float %694, %8
  %699 = load float, ptr %v18, align 4
  %700 = fcmp ogt float %698, %699
  %701 = select i1 %700, float %698, float %699
  %702 = fsub float %699, %701
  %703 = fmul float %702, 0x3FF7154760000000
  %704 = fcmp olt float %703, -1.260000e+02
  %705 = fcmp ogt float %703, 1.270000e+02
  %706 = select i1 %704, float -1.260000e+02, float %703
  %707 = select i1 %705, float 1.270000e+02, float %706
  %708 = fadd float %707, 5.000000e-01
  %709 = call float @llvm.floor.f32(float %708)
  %710 = fsub float %707, %709
  %711 = fmul float 0x3EEFFCBFC0000000, %710
  %712 = fadd float %711, 0x3F24309120000000
  %713 = fmul float %712, %710
  %714 = fadd float %713, 0x3F55D87FE0000000
  %715 = fmul float %714, %710
  %716 = fadd float %715, 0x3F83B2AB60000000
  %717 = fmul float %716, %710
  %718 = fadd float %717, 0x3FAC6B08E0000000
  %719 = fmul float %718, %710
  %720 = fadd float %719, 0x3FCEBFBE00000000
  %721 = fmul float %720, %710
  %722 = fadd float %721, 0x3FE62E4300000000
  %723 = fmul float %722, %710
  %724 = fadd float %723, 1.000000e+00
  %725 = fptosi float %709 to i32
  %726 = add i32 %725, 127
  %727 = shl i32 %726, 23
  %728 = bitcast i32 %727 to float
  %729 = fmul float %724, %728
  %730 = select i1 %704, float 0.000000e+00, float %729
  %731 = select i1 %705, float 0x7FF0000000000000, float %730
  %732 = fcmp uno float %703, %703
  %733 = select i1 %732, float %703, float %731
  %734 = fsub float %698, %701
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
  %766 = load float, ptr %v19, align 4
  %767 = fmul float %766, %733
  %768 = fadd float %767, %765
  %769 = load float, ptr %v19, align 4
  %770 = select i1 %697, float %768, float %769
  store float %770, ptr %v19, align 4
  %771 = load float, ptr %v10, align 4
  %772 = fmul float %765, %419
  %773 = fmul float %771, %733
  %774 = fadd float %773, %772
  %775 = select i1 %697, float %774, float %771
  store float %775, ptr %v10, align 4
  %776 = load float, ptr %v11, align 4
  %777 = fmul float %765, %429
  %778 = fmul float %776, %733
  %779 = fadd float %778, %777
  %780 = select i1 %697, float %779, float %776
  store float %780, ptr %v11, align 4
  %781 = load float, ptr %v12, align 4
  %782 = fmul float %765, %439
  %783 = fmul float %781, %733
  %784 = fadd float %783, %782
  %785 = select i1 %697, float %784, float %781
  store float %785, ptr %v12, align 4
  %786 = load float, ptr %v13, align 4
  %787 = fmul float %765, %449
  %788 = fmul float %786, %733
  %789 = fadd float %788, %787
  %790 = select i1 %697, float %789, float %786
  store float %790, ptr %v13, align 4
  %791 = load float, ptr %v14, align 4
  %792 = fmul float %765, %459
  %793 = fmul float %791, %733
  %794 = fadd float %793, %792
  %795 = select i1 %697, float %794, float %791
  store float %795, ptr %v14, align 4
  %796 = load float, ptr %v15, align 4
  %797 = fmul float %765, %469
  %798 = fmul float %796, %733
  %799 = fadd float %798, %797
  %800 = select i1 %697, float %799, float %796
  store float %800, ptr %v15, align 4
  %801 = load float, ptr %v16, align 4
  %802 = fmul float %765, %479
  %803 = fmul float %801, %733
  %804 = fadd float %803, %802
  %805 = select i1 %697, float %804, float %801
  store float %805, ptr %v16, align 4
  %806 = load float, ptr %v17, align 4
  %807 = fmul float %765, %489
  %808 = fmul float %806, %733
  %809 = fadd float %808, %807
  %810 = select i1 %697, float %809, float %806
  store float %810, ptr %v17, align 4
  %811 = select i1 %697, float %701, float %699
  store float %811, ptr %v18, align 4
  %812 = fmul float %222, %415
  %813 = select i1 %372, float %812, float 0.000000e+00
  %814 = fadd float 0.000000e+00, %813
  %815 = fmul float %231, %425
  %816 = select i1 %374, float %815, float 0.000000e+00
  %817 = fadd float %814, %816
  %818 = fmul float %240, %435
  %819 = select i1 %376, float %818, float 0.000000e+00
  %820 = fadd float %817, %819
  %821 = fmul float %249, %445
  %822 = select i1 %378, float %821, float 0.000000e+00
  %823 = fadd float %820, %822
  %824 = fmul float %258, %455
  %825 = select i1 %380, float %824, float 0.000000e+00
  %826 = fadd float %823, %825
  %827 = fmul float %267, %465
  %828 = select i1 %382, float %827, float 0.000000e+00
  %829 = fadd float %826, %828
  %830 = fmul float %276, %475
  %831 = select i1 %384, float %830, float 0.000000e+00
  %832 = fadd float %829, %831
  %833 = fmul float %285, %485
  %834 = select i1 %386, float %833, float 0.000000e+00
  %835 = fadd float %832, %834
  %836 = bitcast float %835 to i32
  %837 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %836, i32 16, i32 31)
  %838 = bitcast i32 %837 to float
  %839 = fadd float %835, %838
  %840 = bitcast float %839 to i32
  %841 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %840, i32 8, i32 31)
  %842 = bitcast i32 %841 to float
  %843 = fadd float %839, %842
  %844 = bitcast float %843 to i32
  %845 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %844, i32 4, i32 31)
  %846 = bitcast i32 %845 to float
  %847 = fadd float %843, %846
  %848 = bitcast float %847 to i32
  %849 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %848, i32 2, i32 31)
  %850 = bitcast i32 %849 to float
  %851 = fadd float %847, %850
  %852 = bitcast float %851 to i32
  %853 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %852, i32 1, i32 31)
  %854 = bitcast i32 %853 to float
  %855 = fadd float %851, %854
  %856 = icmp slt i32 %406, %205
  %857 = icmp sge i32 %406, %210
  %858 = and i1 %856, %857
  %859 = fmul float %855, %8
  %860 = load float, ptr %v28, align 4
  %861 = fcmp ogt float %859, %860
  %862 = select i1 %861, float %859, float %860
  %863 = fsub float %860, %862
  %864 = fmul float %863, 0x3FF7154760000000
  %865 = fcmp olt float %864, -1.260000e+02
  %866 = fcmp ogt float %864, 1.270000e+02
  %867 = select i1 %865, float -1.260000e+02, float %864
  %868 = select i1 %866, float 1.270000e+02, float %867
  %869 = fadd float %868, 5.000000e-01
  %870 = call float @llvm.floor.f32(float %869)
  %871 = fsub float %868, %870
  %872 = fmul float 0x3EEFFCBFC0000000, %871
  %873 = fadd float %872, 0x3F24309120000000
  %874 = fmul float %873, %871
  %875 = fadd float %874, 0x3F55D87FE0000000
  %876 = fmul float %875, %871
  %877 = fadd float %876, 0x3F83B2AB60000000
  %878 = fmul float %877, %871
  %879 = fadd float %878, 0x3FAC6B08E0000000
  %880 = fmul float %879, %871
  %881 = fadd float %880, 0x3FCEBFBE00000000
  %882 = fmul float %881, %871
  %883 = fadd float %882, 0x3FE62E4300000000
  %884 = fmul float %883, %871
  %885 = fadd float %884, 1.000000e+00
  %886 = fptosi float %870 to i32
  %887 = add i32 %886, 127
  %888 = shl i32 %887, 23
  %889 = bitcast i32 %888 to float
  %890 = fmul float %885, %889
  %891 = select i1 %865, float 0.000000e+00, float %890
  %892 = select i1 %866, float 0x7FF0000000000000, float %891
  %893 = fcmp uno float %864, %864
  %894 = select i1 %893, float %864, float %892
  %895 = fsub float %859, %862
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
  %927 = load float, ptr %v29, align 4
  %928 = fmul float %927, %894
  %929 = fadd float %928, %926
  %930 = load float, ptr %v29, align 4
  %931 = select i1 %858, float %929, float %930
  store float %931, ptr %v29, align 4
  %932 = load float, ptr %v20, align 4
  %933 = fmul float %926, %419
  %934 = fmul float %932, %894
  %935 = fadd float %934, %933
  %936 = select i1 %858, float %935, float %932
  store float %936, ptr %v20, align 4
  %937 = load float, ptr %v21, align 4
  %938 = fmul float %926, %429
  %939 = fmul float %937, %894
  %940 = fadd float %939, %938
  %941 = select i1 %858, float %940, float %937
  store float %941, ptr %v21, align 4
  %942 = load float, ptr %v22, align 4
  %943 = fmul float %926, %439
  %944 = fmul float %942, %894
  %945 = fadd float %944, %943
  %946 = select i1 %858, float %945, float %942
  store float %946, ptr %v22, align 4
  %947 = load float, ptr %v23, align 4
  %948 = fmul float %926, %449
  %949 = fmul float %947, %894
  %950 = fadd float %949, %948
  %951 = select i1 %858, float %950, float %947
  store float %951, ptr %v23, align 4
  %952 = load float, ptr %v24, align 4
  %953 = fmul float %926, %459
  %954 = fmul float %952, %894
  %955 = fadd float %954, %953
  %956 = select i1 %858, float %955, float %952
  store float %956, ptr %v24, align 4
  %957 = load float, ptr %v25, align 4
  %958 = fmul float %926, %469
  %959 = fmul float %957, %894
  %960 = fadd float %959, %958
  %961 = select i1 %858, float %960, float %957
  store float %961, ptr %v25, align 4
  %962 = load float, ptr %v26, align 4
  %963 = fmul float %926, %479
  %964 = fmul float %962, %894
  %965 = fadd float %964, %963
  %966 = select i1 %858, float %965, float %962
  store float %966, ptr %v26, align 4
  %967 = load float, ptr %v27, align 4
  %968 = fmul float %926, %489
  %969 = fmul float %967, %894
  %970 = fadd float %969, %968
  %971 = select i1 %858, float %970, float %967
  store float %971, ptr %v27, align 4
  %972 = select i1 %858, float %862, float %860
  store float %972, ptr %v28, align 4
  %973 = fmul float %307, %415
  %974 = select i1 %372, float %973, float 0.000000e+00
  %975 = fadd float 0.000000e+00, %974
  %976 = fmul float %316, %425
  %977 = select i1 %374, float %976, float 0.000000e+00
  %978 = fadd float %975, %977
  %979 = fmul float %325, %435
  %980 = select i1 %376, float %979, float 0.000000e+00
  %981 = fadd float %978, %980
  %982 = fmul float %334, %445
  %983 = select i1 %378, float %982, float 0.000000e+00
  %984 = fadd float %981, %983
  %985 = fmul float %343, %455
  %986 = select i1 %380, float %985, float 0.000000e+00
  %987 = fadd float %984, %986
  %988 = fmul float %352, %465
  %989 = select i1 %382, float %988, float 0.000000e+00
  %990 = fadd float %987, %989
  %991 = fmul float %361, %475
  %992 = select i1 %384, float %991, float 0.000000e+00
  %993 = fadd float %990, %992
  %994 = fmul float %370, %485
  %995 = select i1 %386, float %994, float 0.000000e+00
  %996 = fadd float %993, %995
  %997 = bitcast float %996 to i32
  %998 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %997, i32 16, i32 31)
  %999 = bitcast i32 %998 to float
  %1000 = fadd float %996, %999
  %1001 = bitcast float %1000 to i32
  %1002 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 8, i32 31)
  %1003 = bitcast i32 %1002 to float
  %1004 = fadd float %1000, %1003
  %1005 = bitcast float %1004 to i32
  %1006 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1005, i32 4, i32 31)
  %1007 = bitcast i32 %1006 to float
  %1008 = fadd float %1004, %1007
  %1009 = bitcast float %1008 to i32
  %1010 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1009, i32 2, i32 31)
  %1011 = bitcast i32 %1010 to float
  %1012 = fadd float %1008, %1011
  %1013 = bitcast float %1012 to i32
  %1014 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1013, i32 1, i32 31)
  %1015 = bitcast i32 %1014 to float
  %1016 = fadd float %1012, %1015
  %1017 = icmp slt i32 %406, %290
  %1018 = icmp sge i32 %406, %295
  %1019 = and i1 %1017, %1018
  %1020 = fmul float %1016, %8
  %1021 = load float, ptr %v38, align 4
  %1022 = fcmp ogt float %1020, %1021
  %1023 = select i1 %1022, float %1020, float %1021
  %1024 = fsub float %1021, %1023
  %1025 = fmul float %1024, 0x3FF7154760000000
  %1026 = fcmp olt float %1025, -1.260000e+02
  %1027 = fcmp ogt float %1025, 1.270000e+02
  %1028 = select i1 %1026, float -1.260000e+02, float %1025
  %1029 = select i1 %1027, float 1.270000e+02, float %1028
  %1030 = fadd float %1029, 5.000000e-01
  %1031 = call float @llvm.floor.f32(float %1030)
  %1032 = fsub float %1029, %1031
  %1033 = fmul float 0x3EEFFCBFC0000000, %1032
  %1034 = fadd float %1033, 0x3F24309120000000
  %1035 = fmul float %1034, %1032
  %1036 = fadd float %1035, 0x3F55D87FE0000000
  %1037 = fmul float %1036, %1032
  %1038 = fadd float %1037, 0x3F83B2AB60000000
  %1039 = fmul float %1038, %1032
  %1040 = fadd float %1039, 0x3FAC6B08E0000000
  %1041 = fmul float %1040, %1032
  %1042 = fadd float %1041, 0x3FCEBFBE00000000
  %1043 = fmul float %1042, %1032
  %1044 = fadd float %1043, 0x3FE62E4300000000
  %1045 = fmul float %1044, %1032
  %1046 = fadd float %1045, 1.000000e+00
  %1047 = fptosi float %1031 to i32
  %1048 = add i32 %1047, 127
  %1049 = shl i32 %1048, 23
  %1050 = bitcast i32 %1049 to float
  %1051 = fmul float %1046, %1050
  %1052 = select i1 %1026, float 0.000000e+00, float %1051
  %1053 = select i1 %1027, float 0x7FF0000000000000, float %1052
  %1054 = fcmp uno float %1025, %1025
  %1055 = select i1 %1054, float %1025, float %1053
  %1056 = fsub float %1020, %1023
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
  %1088 = load float, ptr %v39, align 4
  %1089 = fmul float %1088, %1055
  %1090 = fadd float %1089, %1087
  %1091 = load float, ptr %v39, align 4
  %1092 = select i1 %1019, float %1090, float %1091
  store float %1092, ptr %v39, align 4
  %1093 = load float, ptr %v30, align 4
  %1094 = fmul float %1087, %419
  %1095 = fmul float %1093, %1055
  %1096 = fadd float %1095, %1094
  %1097 = select i1 %1019, float %1096, float %1093
  store float %1097, ptr %v30, align 4
  %1098 = load float, ptr %v31, align 4
  %1099 = fmul float %1087, %429
  %1100 = fmul float %1098, %1055
  %1101 = fadd float %1100, %1099
  %1102 = select i1 %1019, float %1101, float %1098
  store float %1102, ptr %v31, align 4
  %1103 = load float, ptr %v32, align 4
  %1104 = fmul float %1087, %439
  %1105 = fmul float %1103, %1055
  %1106 = fadd float %1105, %1104
  %1107 = select i1 %1019, float %1106, float %1103
  store float %1107, ptr %v32, align 4
  %1108 = load float, ptr %v33, align 4
  %1109 = fmul float %1087, %449
  %1110 = fmul float %1108, %1055
  %1111 = fadd float %1110, %1109
  %1112 = select i1 %1019, float %1111, float %1108
  store float %1112, ptr %v33, align 4
  %1113 = load float, ptr %v34, align 4
  %1114 = fmul float %1087, %459
  %1115 = fmul float %1113, %1055
  %1116 = fadd float %1115, %1114
  %1117 = select i1 %1019, float %1116, float %1113
  store float %1117, ptr %v34, align 4
  %1118 = load float, ptr %v35, align 4
  %1119 = fmul float %1087, %469
  %1120 = fmul float %1118, %1055
  %1121 = fadd float %1120, %1119
  %1122 = select i1 %1019, float %1121, float %1118
  store float %1122, ptr %v35, align 4
  %1123 = load float, ptr %v36, align 4
  %1124 = fmul float %1087, %479
  %1125 = fmul float %1123, %1055
  %1126 = fadd float %1125, %1124
  %1127 = select i1 %1019, float %1126, float %1123
  store float %1127, ptr %v36, align 4
  %1128 = load float, ptr %v37, align 4
  %1129 = fmul float %1087, %489
  %1130 = fmul float %1128, %1055
  %1131 = fadd float %1130, %1129
  %1132 = select i1 %1019, float %1131, float %1128
  store float %1132, ptr %v37, align 4
  %1133 = select i1 %1019, float %1023, float %1021
  store float %1133, ptr %v38, align 4
  %1134 = load i32, ptr %v40, align 4
  %1135 = add i32 %1134, 4
  store i32 %1135, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1136 = add i32 0, %15
  %1137 = mul i32 %1136, 256
  %1138 = load float, ptr %v, align 4
  br i1 %372, label %then, label %endif

then:                                             ; preds = %done
  %1139 = add i32 %1137, %371
  %1140 = sext i32 %1139 to i64
  %1141 = mul i64 %1140, 4
  %1142 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1141
  store float %1138, ptr addrspace(3) %1142, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1143 = load float, ptr %v1, align 4
  br i1 %374, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1144 = add i32 %1137, %373
  %1145 = sext i32 %1144 to i64
  %1146 = mul i64 %1145, 4
  %1147 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1146
  store float %1143, ptr addrspace(3) %1147, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1148 = load float, ptr %v2, align 4
  br i1 %376, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1149 = add i32 %1137, %375
  %1150 = sext i32 %1149 to i64
  %1151 = mul i64 %1150, 4
  %1152 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1151
  store float %1148, ptr addrspace(3) %1152, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1153 = load float, ptr %v3, align 4
  br i1 %378, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1154 = add i32 %1137, %377
  %1155 = sext i32 %1154 to i64
  %1156 = mul i64 %1155, 4
  %1157 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1156
  store float %1153, ptr addrspace(3) %1157, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1158 = load float, ptr %v4, align 4
  br i1 %380, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1159 = add i32 %1137, %379
  %1160 = sext i32 %1159 to i64
  %1161 = mul i64 %1160, 4
  %1162 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1161
  store float %1158, ptr addrspace(3) %1162, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1163 = load float, ptr %v5, align 4
  br i1 %382, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1164 = add i32 %1137, %381
  %1165 = sext i32 %1164 to i64
  %1166 = mul i64 %1165, 4
  %1167 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1166
  store float %1163, ptr addrspace(3) %1167, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1168 = load float, ptr %v6, align 4
  br i1 %384, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1169 = add i32 %1137, %383
  %1170 = sext i32 %1169 to i64
  %1171 = mul i64 %1170, 4
  %1172 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1171
  store float %1168, ptr addrspace(3) %1172, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1173 = load float, ptr %v7, align 4
  br i1 %386, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1174 = add i32 %1137, %385
  %1175 = sext i32 %1174 to i64
  %1176 = mul i64 %1175, 4
  %1177 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1176
  store float %1173, ptr addrspace(3) %1177, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1178 = icmp eq i32 %13, 0
  %1179 = load float, ptr %v8, align 4
  %1180 = load float, ptr %v9, align 4
  br i1 %1178, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1181 = mul i32 %1136, 2
  %1182 = sext i32 %1181 to i64
  %1183 = mul i64 %1182, 4
  %1184 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1183
  store float %1179, ptr addrspace(3) %1184, align 4
  %1185 = add i32 %1181, 1
  %1186 = sext i32 %1185 to i64
  %1187 = mul i64 %1186, 4
  %1188 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1187
  store float %1180, ptr addrspace(3) %1188, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1189 = add i32 4, %15
  %1190 = mul i32 %1189, 256
  %1191 = load float, ptr %v10, align 4
  br i1 %372, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1192 = add i32 %1190, %371
  %1193 = sext i32 %1192 to i64
  %1194 = mul i64 %1193, 4
  %1195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1194
  store float %1191, ptr addrspace(3) %1195, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1196 = load float, ptr %v11, align 4
  br i1 %374, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1197 = add i32 %1190, %373
  %1198 = sext i32 %1197 to i64
  %1199 = mul i64 %1198, 4
  %1200 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1199
  store float %1196, ptr addrspace(3) %1200, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1201 = load float, ptr %v12, align 4
  br i1 %376, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1202 = add i32 %1190, %375
  %1203 = sext i32 %1202 to i64
  %1204 = mul i64 %1203, 4
  %1205 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1204
  store float %1201, ptr addrspace(3) %1205, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1206 = load float, ptr %v13, align 4
  br i1 %378, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1207 = add i32 %1190, %377
  %1208 = sext i32 %1207 to i64
  %1209 = mul i64 %1208, 4
  %1210 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1209
  store float %1206, ptr addrspace(3) %1210, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1211 = load float, ptr %v14, align 4
  br i1 %380, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1212 = add i32 %1190, %379
  %1213 = sext i32 %1212 to i64
  %1214 = mul i64 %1213, 4
  %1215 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1214
  store float %1211, ptr addrspace(3) %1215, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1216 = load float, ptr %v15, align 4
  br i1 %382, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1217 = add i32 %1190, %381
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1219
  store float %1216, ptr addrspace(3) %1220, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1221 = load float, ptr %v16, align 4
  br i1 %384, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1222 = add i32 %1190, %383
  %1223 = sext i32 %1222 to i64
  %1224 = mul i64 %1223, 4
  %1225 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1224
  store float %1221, ptr addrspace(3) %1225, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1226 = load float, ptr %v17, align 4
  br i1 %386, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1227 = add i32 %1190, %385
  %1228 = sext i32 %1227 to i64
  %1229 = mul i64 %1228, 4
  %1230 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1229
  store float %1226, ptr addrspace(3) %1230, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1231 = icmp eq i32 %13, 0
  %1232 = load float, ptr %v18, align 4
  %1233 = load float, ptr %v19, align 4
  br i1 %1231, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1234 = mul i32 %1189, 2
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1236
  store float %1232, ptr addrspace(3) %1237, align 4
  %1238 = add i32 %1234, 1
  %1239 = sext i32 %1238 to i64
  %1240 = mul i64 %1239, 4
  %1241 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1240
  store float %1233, ptr addrspace(3) %1241, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1242 = add i32 8, %15
  %1243 = mul i32 %1242, 256
  %1244 = load float, ptr %v20, align 4
  br i1 %372, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1245 = add i32 %1243, %371
  %1246 = sext i32 %1245 to i64
  %1247 = mul i64 %1246, 4
  %1248 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1247
  store float %1244, ptr addrspace(3) %1248, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1249 = load float, ptr %v21, align 4
  br i1 %374, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1250 = add i32 %1243, %373
  %1251 = sext i32 %1250 to i64
  %1252 = mul i64 %1251, 4
  %1253 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1252
  store float %1249, ptr addrspace(3) %1253, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1254 = load float, ptr %v22, align 4
  br i1 %376, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1255 = add i32 %1243, %375
  %1256 = sext i32 %1255 to i64
  %1257 = mul i64 %1256, 4
  %1258 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1257
  store float %1254, ptr addrspace(3) %1258, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1259 = load float, ptr %v23, align 4
  br i1 %378, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1260 = add i32 %1243, %377
  %1261 = sext i32 %1260 to i64
  %1262 = mul i64 %1261, 4
  %1263 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1262
  store float %1259, ptr addrspace(3) %1263, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1264 = load float, ptr %v24, align 4
  br i1 %380, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1265 = add i32 %1243, %379
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1267
  store float %1264, ptr addrspace(3) %1268, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1269 = load float, ptr %v25, align 4
  br i1 %382, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1270 = add i32 %1243, %381
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1272
  store float %1269, ptr addrspace(3) %1273, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1274 = load float, ptr %v26, align 4
  br i1 %384, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1275 = add i32 %1243, %383
  %1276 = sext i32 %1275 to i64
  %1277 = mul i64 %1276, 4
  %1278 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1277
  store float %1274, ptr addrspace(3) %1278, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1279 = load float, ptr %v27, align 4
  br i1 %386, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1280 = add i32 %1243, %385
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 4
  %1283 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1282
  store float %1279, ptr addrspace(3) %1283, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1284 = icmp eq i32 %13, 0
  %1285 = load float, ptr %v28, align 4
  %1286 = load float, ptr %v29, align 4
  br i1 %1284, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1287 = mul i32 %1242, 2
  %1288 = sext i32 %1287 to i64
  %1289 = mul i64 %1288, 4
  %1290 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1289
  store float %1285, ptr addrspace(3) %1290, align 4
  %1291 = add i32 %1287, 1
  %1292 = sext i32 %1291 to i64
  %1293 = mul i64 %1292, 4
  %1294 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1293
  store float %1286, ptr addrspace(3) %1294, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1295 = add i32 12, %15
  %1296 = mul i32 %1295, 256
  %1297 = load float, ptr %v30, align 4
  br i1 %372, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1298 = add i32 %1296, %371
  %1299 = sext i32 %1298 to i64
  %1300 = mul i64 %1299, 4
  %1301 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1300
  store float %1297, ptr addrspace(3) %1301, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1302 = load float, ptr %v31, align 4
  br i1 %374, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1303 = add i32 %1296, %373
  %1304 = sext i32 %1303 to i64
  %1305 = mul i64 %1304, 4
  %1306 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1305
  store float %1302, ptr addrspace(3) %1306, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1307 = load float, ptr %v32, align 4
  br i1 %376, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1308 = add i32 %1296, %375
  %1309 = sext i32 %1308 to i64
  %1310 = mul i64 %1309, 4
  %1311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1310
  store float %1307, ptr addrspace(3) %1311, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1312 = load float, ptr %v33, align 4
  br i1 %378, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1313 = add i32 %1296, %377
  %1314 = sext i32 %1313 to i64
  %1315 = mul i64 %1314, 4
  %1316 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1315
  store float %1312, ptr addrspace(3) %1316, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1317 = load float, ptr %v34, align 4
  br i1 %380, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1318 = add i32 %1296, %379
  %1319 = sext i32 %1318 to i64
  %1320 = mul i64 %1319, 4
  %1321 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1320
  store float %1317, ptr addrspace(3) %1321, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1322 = load float, ptr %v35, align 4
  br i1 %382, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1323 = add i32 %1296, %381
  %1324 = sext i32 %1323 to i64
  %1325 = mul i64 %1324, 4
  %1326 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1325
  store float %1322, ptr addrspace(3) %1326, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1327 = load float, ptr %v36, align 4
  br i1 %384, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1328 = add i32 %1296, %383
  %1329 = sext i32 %1328 to i64
  %1330 = mul i64 %1329, 4
  %1331 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1330
  store float %1327, ptr addrspace(3) %1331, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1332 = load float, ptr %v37, align 4
  br i1 %386, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1333 = add i32 %1296, %385
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 4
  %1336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1335
  store float %1332, ptr addrspace(3) %1336, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1337 = icmp eq i32 %13, 0
  %1338 = load float, ptr %v38, align 4
  %1339 = load float, ptr %v39, align 4
  br i1 %1337, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1340 = mul i32 %1295, 2
  %1341 = sext i32 %1340 to i64
  %1342 = mul i64 %1341, 4
  %1343 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1342
  store float %1338, ptr addrspace(3) %1343, align 4
  %1344 = add i32 %1340, 1
  %1345 = sext i32 %1344 to i64
  %1346 = mul i64 %1345, 4
  %1347 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1346
  store float %1339, ptr addrspace(3) %1347, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1348 = load float, ptr addrspace(3) @lds2, align 4
  %1349 = fcmp ogt float %1348, 0xFFF0000000000000
  %1350 = select i1 %1349, float %1348, float 0xFFF0000000000000
  %1351 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1352 = fcmp ogt float %1351, %1350
  %1353 = select i1 %1352, float %1351, float %1350
  %1354 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1355 = fcmp ogt float %1354, %1353
  %1356 = select i1 %1355, float %1354, float %1353
  %1357 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1358 = fcmp ogt float %1357, %1356
  %1359 = select i1 %1358, float %1357, float %1356
  %1360 = fcmp ogt float %24, %1359
  %1361 = select i1 %1360, float %24, float %1359
  %1362 = fsub float %1348, %1361
  %1363 = fmul float %1362, 0x3FF7154760000000
  %1364 = fcmp olt float %1363, -1.260000e+02
  %1365 = fcmp ogt float %1363, 1.270000e+02
  %1366 = select i1 %1364, float -1.260000e+02, float %1363
  %1367 = select i1 %1365, float 1.270000e+02, float %1366
  %1368 = fadd float %1367, 5.000000e-01
  %1369 = call float @llvm.floor.f32(float %1368)
  %1370 = fsub float %1367, %1369
  %1371 = fmul float 0x3EEFFCBFC0000000, %1370
  %1372 = fadd float %1371, 0x3F24309120000000
  %1373 = fmul float %1372, %1370
  %1374 = fadd float %1373, 0x3F55D87FE0000000
  %1375 = fmul float %1374, %1370
  %1376 = fadd float %1375, 0x3F83B2AB60000000
  %1377 = fmul float %1376, %1370
  %1378 = fadd float %1377, 0x3FAC6B08E0000000
  %1379 = fmul float %1378, %1370
  %1380 = fadd float %1379, 0x3FCEBFBE00000000
  %1381 = fmul float %1380, %1370
  %1382 = fadd float %1381, 0x3FE62E4300000000
  %1383 = fmul float %1382, %1370
  %1384 = fadd float %1383, 1.000000e+00
  %1385 = fptosi float %1369 to i32
  %1386 = add i32 %1385, 127
  %1387 = shl i32 %1386, 23
  %1388 = bitcast i32 %1387 to float
  %1389 = fmul float %1384, %1388
  %1390 = select i1 %1364, float 0.000000e+00, float %1389
  %1391 = select i1 %1365, float 0x7FF0000000000000, float %1390
  %1392 = fcmp uno float %1363, %1363
  %1393 = select i1 %1392, float %1363, float %1391
  %1394 = fcmp oeq float %1348, 0xFFF0000000000000
  %1395 = select i1 %1394, float 0.000000e+00, float %1393
  %1396 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1397 = fmul float %1395, %1396
  %1398 = fadd float %1397, 0.000000e+00
  %1399 = fsub float %1351, %1361
  %1400 = fmul float %1399, 0x3FF7154760000000
  %1401 = fcmp olt float %1400, -1.260000e+02
  %1402 = fcmp ogt float %1400, 1.270000e+02
  %1403 = select i1 %1401, float -1.260000e+02, float %1400
  %1404 = select i1 %1402, float 1.270000e+02, float %1403
  %1405 = fadd float %1404, 5.000000e-01
  %1406 = call float @llvm.floor.f32(float %1405)
  %1407 = fsub float %1404, %1406
  %1408 = fmul float 0x3EEFFCBFC0000000, %1407
  %1409 = fadd float %1408, 0x3F24309120000000
  %1410 = fmul float %1409, %1407
  %1411 = fadd float %1410, 0x3F55D87FE0000000
  %1412 = fmul float %1411, %1407
  %1413 = fadd float %1412, 0x3F83B2AB60000000
  %1414 = fmul float %1413, %1407
  %1415 = fadd float %1414, 0x3FAC6B08E0000000
  %1416 = fmul float %1415, %1407
  %1417 = fadd float %1416, 0x3FCEBFBE00000000
  %1418 = fmul float %1417, %1407
  %1419 = fadd float %1418, 0x3FE62E4300000000
  %1420 = fmul float %1419, %1407
  %1421 = fadd float %1420, 1.000000e+00
  %1422 = fptosi float %1406 to i32
  %1423 = add i32 %1422, 127
  %1424 = shl i32 %1423, 23
  %1425 = bitcast i32 %1424 to float
  %1426 = fmul float %1421, %1425
  %1427 = select i1 %1401, float 0.000000e+00, float %1426
  %1428 = select i1 %1402, float 0x7FF0000000000000, float %1427
  %1429 = fcmp uno float %1400, %1400
  %1430 = select i1 %1429, float %1400, float %1428
  %1431 = fcmp oeq float %1351, 0xFFF0000000000000
  %1432 = select i1 %1431, float 0.000000e+00, float %1430
  %1433 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1434 = fmul float %1432, %1433
  %1435 = fadd float %1434, %1398
  %1436 = fsub float %1354, %1361
  %1437 = fmul float %1436, 0x3FF7154760000000
  %1438 = fcmp olt float %1437, -1.260000e+02
  %1439 = fcmp ogt float %1437, 1.270000e+02
  %1440 = select i1 %1438, float -1.260000e+02, float %1437
  %1441 = select i1 %1439, float 1.270000e+02, float %1440
  %1442 = fadd float %1441, 5.000000e-01
  %1443 = call float @llvm.floor.f32(float %1442)
  %1444 = fsub float %1441, %1443
  %1445 = fmul float 0x3EEFFCBFC0000000, %1444
  %1446 = fadd float %1445, 0x3F24309120000000
  %1447 = fmul float %1446, %1444
  %1448 = fadd float %1447, 0x3F55D87FE0000000
  %1449 = fmul float %1448, %1444
  %1450 = fadd float %1449, 0x3F83B2AB60000000
  %1451 = fmul float %1450, %1444
  %1452 = fadd float %1451, 0x3FAC6B08E0000000
  %1453 = fmul float %1452, %1444
  %1454 = fadd float %1453, 0x3FCEBFBE00000000
  %1455 = fmul float %1454, %1444
  %1456 = fadd float %1455, 0x3FE62E4300000000
  %1457 = fmul float %1456, %1444
  %1458 = fadd float %1457, 1.000000e+00
  %1459 = fptosi float %1443 to i32
  %1460 = add i32 %1459, 127
  %1461 = shl i32 %1460, 23
  %1462 = bitcast i32 %1461 to float
  %1463 = fmul float %1458, %1462
  %1464 = select i1 %1438, float 0.000000e+00, float %1463
  %1465 = select i1 %1439, float 0x7FF0000000000000, float %1464
  %1466 = fcmp uno float %1437, %1437
  %1467 = select i1 %1466, float %1437, float %1465
  %1468 = fcmp oeq float %1354, 0xFFF0000000000000
  %1469 = select i1 %1468, float 0.000000e+00, float %1467
  %1470 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1471 = fmul float %1469, %1470
  %1472 = fadd float %1471, %1435
  %1473 = fsub float %1357, %1361
  %1474 = fmul float %1473, 0x3FF7154760000000
  %1475 = fcmp olt float %1474, -1.260000e+02
  %1476 = fcmp ogt float %1474, 1.270000e+02
  %1477 = select i1 %1475, float -1.260000e+02, float %1474
  %1478 = select i1 %1476, float 1.270000e+02, float %1477
  %1479 = fadd float %1478, 5.000000e-01
  %1480 = call float @llvm.floor.f32(float %1479)
  %1481 = fsub float %1478, %1480
  %1482 = fmul float 0x3EEFFCBFC0000000, %1481
  %1483 = fadd float %1482, 0x3F24309120000000
  %1484 = fmul float %1483, %1481
  %1485 = fadd float %1484, 0x3F55D87FE0000000
  %1486 = fmul float %1485, %1481
  %1487 = fadd float %1486, 0x3F83B2AB60000000
  %1488 = fmul float %1487, %1481
  %1489 = fadd float %1488, 0x3FAC6B08E0000000
  %1490 = fmul float %1489, %1481
  %1491 = fadd float %1490, 0x3FCEBFBE00000000
  %1492 = fmul float %1491, %1481
  %1493 = fadd float %1492, 0x3FE62E4300000000
  %1494 = fmul float %1493, %1481
  %1495 = fadd float %1494, 1.000000e+00
  %1496 = fptosi float %1480 to i32
  %1497 = add i32 %1496, 127
  %1498 = shl i32 %1497, 23
  %1499 = bitcast i32 %1498 to float
  %1500 = fmul float %1495, %1499
  %1501 = select i1 %1475, float 0.000000e+00, float %1500
  %1502 = select i1 %1476, float 0x7FF0000000000000, float %1501
  %1503 = fcmp uno float %1474, %1474
  %1504 = select i1 %1503, float %1474, float %1502
  %1505 = fcmp oeq float %1357, 0xFFF0000000000000
  %1506 = select i1 %1505, float 0.000000e+00, float %1504
  %1507 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1508 = fmul float %1506, %1507
  %1509 = fadd float %1508, %1472
  %1510 = fsub float %24, %1361
  %1511 = fmul float %1510, 0x3FF7154760000000
  %1512 = fcmp olt float %1511, -1.260000e+02
  %1513 = fcmp ogt float %1511, 1.270000e+02
  %1514 = select i1 %1512, float -1.260000e+02, float %1511
  %1515 = select i1 %1513, float 1.270000e+02, float %1514
  %1516 = fadd float %1515, 5.000000e-01
  %1517 = call float @llvm.floor.f32(float %1516)
  %1518 = fsub float %1515, %1517
  %1519 = fmul float 0x3EEFFCBFC0000000, %1518
  %1520 = fadd float %1519, 0x3F24309120000000
  %1521 = fmul float %1520, %1518
  %1522 = fadd float %1521, 0x3F55D87FE0000000
  %1523 = fmul float %1522, %1518
  %1524 = fadd float %1523, 0x3F83B2AB60000000
  %1525 = fmul float %1524, %1518
  %1526 = fadd float %1525, 0x3FAC6B08E0000000
  %1527 = fmul float %1526, %1518
  %1528 = fadd float %1527, 0x3FCEBFBE00000000
  %1529 = fmul float %1528, %1518
  %1530 = fadd float %1529, 0x3FE62E4300000000
  %1531 = fmul float %1530, %1518
  %1532 = fadd float %1531, 1.000000e+00
  %1533 = fptosi float %1517 to i32
  %1534 = add i32 %1533, 127
  %1535 = shl i32 %1534, 23
  %1536 = bitcast i32 %1535 to float
  %1537 = fmul float %1532, %1536
  %1538 = select i1 %1512, float 0.000000e+00, float %1537
  %1539 = select i1 %1513, float 0x7FF0000000000000, float %1538
  %1540 = fcmp uno float %1511, %1511
  %1541 = select i1 %1540, float %1511, float %1539
  %1542 = fadd float %1509, %1541
  br i1 %32, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1543 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1544 = fcmp ogt float %1543, 0xFFF0000000000000
  %1545 = select i1 %1544, float %1543, float 0xFFF0000000000000
  %1546 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1547 = fcmp ogt float %1546, %1545
  %1548 = select i1 %1547, float %1546, float %1545
  %1549 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1550 = fcmp ogt float %1549, %1548
  %1551 = select i1 %1550, float %1549, float %1548
  %1552 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1553 = fcmp ogt float %1552, %1551
  %1554 = select i1 %1553, float %1552, float %1551
  %1555 = fcmp ogt float %24, %1554
  %1556 = select i1 %1555, float %24, float %1554
  %1557 = fsub float %1543, %1556
  %1558 = fmul float %1557, 0x3FF7154760000000
  %1559 = fcmp olt float %1558, -1.260000e+02
  %1560 = fcmp ogt float %1558, 1.270000e+02
  %1561 = select i1 %1559, float -1.260000e+02, float %1558
  %1562 = select i1 %1560, float 1.270000e+02, float %1561
  %1563 = fadd float %1562, 5.000000e-01
  %1564 = call float @llvm.floor.f32(float %1563)
  %1565 = fsub float %1562, %1564
  %1566 = fmul float 0x3EEFFCBFC0000000, %1565
  %1567 = fadd float %1566, 0x3F24309120000000
  %1568 = fmul float %1567, %1565
  %1569 = fadd float %1568, 0x3F55D87FE0000000
  %1570 = fmul float %1569, %1565
  %1571 = fadd float %1570, 0x3F83B2AB60000000
  %1572 = fmul float %1571, %1565
  %1573 = fadd float %1572, 0x3FAC6B08E0000000
  %1574 = fmul float %1573, %1565
  %1575 = fadd float %1574, 0x3FCEBFBE00000000
  %1576 = fmul float %1575, %1565
  %1577 = fadd float %1576, 0x3FE62E4300000000
  %1578 = fmul float %1577, %1565
  %1579 = fadd float %1578, 1.000000e+00
  %1580 = fptosi float %1564 to i32
  %1581 = add i32 %1580, 127
  %1582 = shl i32 %1581, 23
  %1583 = bitcast i32 %1582 to float
  %1584 = fmul float %1579, %1583
  %1585 = select i1 %1559, float 0.000000e+00, float %1584
  %1586 = select i1 %1560, float 0x7FF0000000000000, float %1585
  %1587 = fcmp uno float %1558, %1558
  %1588 = select i1 %1587, float %1558, float %1586
  %1589 = fcmp oeq float %1543, 0xFFF0000000000000
  %1590 = select i1 %1589, float 0.000000e+00, float %1588
  %1591 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1592 = fmul float %1590, %1591
  %1593 = fadd float %1592, 0.000000e+00
  %1594 = fsub float %1546, %1556
  %1595 = fmul float %1594, 0x3FF7154760000000
  %1596 = fcmp olt float %1595, -1.260000e+02
  %1597 = fcmp ogt float %1595, 1.270000e+02
  %1598 = select i1 %1596, float -1.260000e+02, float %1595
  %1599 = select i1 %1597, float 1.270000e+02, float %1598
  %1600 = fadd float %1599, 5.000000e-01
  %1601 = call float @llvm.floor.f32(float %1600)
  %1602 = fsub float %1599, %1601
  %1603 = fmul float 0x3EEFFCBFC0000000, %1602
  %1604 = fadd float %1603, 0x3F24309120000000
  %1605 = fmul float %1604, %1602
  %1606 = fadd float %1605, 0x3F55D87FE0000000
  %1607 = fmul float %1606, %1602
  %1608 = fadd float %1607, 0x3F83B2AB60000000
  %1609 = fmul float %1608, %1602
  %1610 = fadd float %1609, 0x3FAC6B08E0000000
  %1611 = fmul float %1610, %1602
  %1612 = fadd float %1611, 0x3FCEBFBE00000000
  %1613 = fmul float %1612, %1602
  %1614 = fadd float %1613, 0x3FE62E4300000000
  %1615 = fmul float %1614, %1602
  %1616 = fadd float %1615, 1.000000e+00
  %1617 = fptosi float %1601 to i32
  %1618 = add i32 %1617, 127
  %1619 = shl i32 %1618, 23
  %1620 = bitcast i32 %1619 to float
  %1621 = fmul float %1616, %1620
  %1622 = select i1 %1596, float 0.000000e+00, float %1621
  %1623 = select i1 %1597, float 0x7FF0000000000000, float %1622
  %1624 = fcmp uno float %1595, %1595
  %1625 = select i1 %1624, float %1595, float %1623
  %1626 = fcmp oeq float %1546, 0xFFF0000000000000
  %1627 = select i1 %1626, float 0.000000e+00, float %1625
  %1628 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1629 = fmul float %1627, %1628
  %1630 = fadd float %1629, %1593
  %1631 = fsub float %1549, %1556
  %1632 = fmul float %1631, 0x3FF7154760000000
  %1633 = fcmp olt float %1632, -1.260000e+02
  %1634 = fcmp ogt float %1632, 1.270000e+02
  %1635 = select i1 %1633, float -1.260000e+02, float %1632
  %1636 = select i1 %1634, float 1.270000e+02, float %1635
  %1637 = fadd float %1636, 5.000000e-01
  %1638 = call float @llvm.floor.f32(float %1637)
  %1639 = fsub float %1636, %1638
  %1640 = fmul float 0x3EEFFCBFC0000000, %1639
  %1641 = fadd float %1640, 0x3F24309120000000
  %1642 = fmul float %1641, %1639
  %1643 = fadd float %1642, 0x3F55D87FE0000000
  %1644 = fmul float %1643, %1639
  %1645 = fadd float %1644, 0x3F83B2AB60000000
  %1646 = fmul float %1645, %1639
  %1647 = fadd float %1646, 0x3FAC6B08E0000000
  %1648 = fmul float %1647, %1639
  %1649 = fadd float %1648, 0x3FCEBFBE00000000
  %1650 = fmul float %1649, %1639
  %1651 = fadd float %1650, 0x3FE62E4300000000
  %1652 = fmul float %1651, %1639
  %1653 = fadd float %1652, 1.000000e+00
  %1654 = fptosi float %1638 to i32
  %1655 = add i32 %1654, 127
  %1656 = shl i32 %1655, 23
  %1657 = bitcast i32 %1656 to float
  %1658 = fmul float %1653, %1657
  %1659 = select i1 %1633, float 0.000000e+00, float %1658
  %1660 = select i1 %1634, float 0x7FF0000000000000, float %1659
  %1661 = fcmp uno float %1632, %1632
  %1662 = select i1 %1661, float %1632, float %1660
  %1663 = fcmp oeq float %1549, 0xFFF0000000000000
  %1664 = select i1 %1663, float 0.000000e+00, float %1662
  %1665 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1666 = fmul float %1664, %1665
  %1667 = fadd float %1666, %1630
  %1668 = fsub float %1552, %1556
  %1669 = fmul float %1668, 0x3FF7154760000000
  %1670 = fcmp olt float %1669, -1.260000e+02
  %1671 = fcmp ogt float %1669, 1.270000e+02
  %1672 = select i1 %1670, float -1.260000e+02, float %1669
  %1673 = select i1 %1671, float 1.270000e+02, float %1672
  %1674 = fadd float %1673, 5.000000e-01
  %1675 = call float @llvm.floor.f32(float %1674)
  %1676 = fsub float %1673, %1675
  %1677 = fmul float 0x3EEFFCBFC0000000, %1676
  %1678 = fadd float %1677, 0x3F24309120000000
  %1679 = fmul float %1678, %1676
  %1680 = fadd float %1679, 0x3F55D87FE0000000
  %1681 = fmul float %1680, %1676
  %1682 = fadd float %1681, 0x3F83B2AB60000000
  %1683 = fmul float %1682, %1676
  %1684 = fadd float %1683, 0x3FAC6B08E0000000
  %1685 = fmul float %1684, %1676
  %1686 = fadd float %1685, 0x3FCEBFBE00000000
  %1687 = fmul float %1686, %1676
  %1688 = fadd float %1687, 0x3FE62E4300000000
  %1689 = fmul float %1688, %1676
  %1690 = fadd float %1689, 1.000000e+00
  %1691 = fptosi float %1675 to i32
  %1692 = add i32 %1691, 127
  %1693 = shl i32 %1692, 23
  %1694 = bitcast i32 %1693 to float
  %1695 = fmul float %1690, %1694
  %1696 = select i1 %1670, float 0.000000e+00, float %1695
  %1697 = select i1 %1671, float 0x7FF0000000000000, float %1696
  %1698 = fcmp uno float %1669, %1669
  %1699 = select i1 %1698, float %1669, float %1697
  %1700 = fcmp oeq float %1552, 0xFFF0000000000000
  %1701 = select i1 %1700, float 0.000000e+00, float %1699
  %1702 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1703 = fmul float %1701, %1702
  %1704 = fadd float %1703, %1667
  %1705 = fsub float %24, %1556
  %1706 = fmul float %1705, 0x3FF7154760000000
  %1707 = fcmp olt float %1706, -1.260000e+02
  %1708 = fcmp ogt float %1706, 1.270000e+02
  %1709 = select i1 %1707, float -1.260000e+02, float %1706
  %1710 = select i1 %1708, float 1.270000e+02, float %1709
  %1711 = fadd float %1710, 5.000000e-01
  %1712 = call float @llvm.floor.f32(float %1711)
  %1713 = fsub float %1710, %1712
  %1714 = fmul float 0x3EEFFCBFC0000000, %1713
  %1715 = fadd float %1714, 0x3F24309120000000
  %1716 = fmul float %1715, %1713
  %1717 = fadd float %1716, 0x3F55D87FE0000000
  %1718 = fmul float %1717, %1713
  %1719 = fadd float %1718, 0x3F83B2AB60000000
  %1720 = fmul float %1719, %1713
  %1721 = fadd float %1720, 0x3FAC6B08E0000000
  %1722 = fmul float %1721, %1713
  %1723 = fadd float %1722, 0x3FCEBFBE00000000
  %1724 = fmul float %1723, %1713
  %1725 = fadd float %1724, 0x3FE62E4300000000
  %1726 = fmul float %1725, %1713
  %1727 = fadd float %1726, 1.000000e+00
  %1728 = fptosi float %1712 to i32
  %1729 = add i32 %1728, 127
  %1730 = shl i32 %1729, 23
  %1731 = bitcast i32 %1730 to float
  %1732 = fmul float %1727, %1731
  %1733 = select i1 %1707, float 0.000000e+00, float %1732
  %1734 = select i1 %1708, float 0x7FF0000000000000, float %1733
  %1735 = fcmp uno float %1706, %1706
  %1736 = select i1 %1735, float %1706, float %1734
  %1737 = fadd float %1704, %1736
  br i1 %117, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1738 = load i32, ptr %v113, align 4
  %1739 = icmp slt i32 %1738, %6
  br i1 %1739, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1740 = load i32, ptr %v113, align 4
  %1741 = add i32 0, %1740
  %1742 = sext i32 %1741 to i64
  %1743 = mul i64 %1742, 4
  %1744 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1743
  %1745 = load float, ptr addrspace(3) %1744, align 4
  %1746 = fmul float %1395, %1745
  %1747 = fadd float %1746, 0.000000e+00
  %1748 = add i32 256, %1740
  %1749 = sext i32 %1748 to i64
  %1750 = mul i64 %1749, 4
  %1751 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1750
  %1752 = load float, ptr addrspace(3) %1751, align 4
  %1753 = fmul float %1432, %1752
  %1754 = fadd float %1753, %1747
  %1755 = add i32 512, %1740
  %1756 = sext i32 %1755 to i64
  %1757 = mul i64 %1756, 4
  %1758 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1757
  %1759 = load float, ptr addrspace(3) %1758, align 4
  %1760 = fmul float %1469, %1759
  %1761 = fadd float %1760, %1754
  %1762 = add i32 768, %1740
  %1763 = sext i32 %1762 to i64
  %1764 = mul i64 %1763, 4
  %1765 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1764
  %1766 = load float, ptr addrspace(3) %1765, align 4
  %1767 = fmul float %1506, %1766
  %1768 = fadd float %1767, %1761
  %1769 = add i32 %43, %1740
  %1770 = fdiv float %1768, %1542
  %1771 = sext i32 %1769 to i64
  %1772 = mul i64 %1771, 4
  %1773 = getelementptr i8, ptr addrspace(1) %0, i64 %1772
  store float %1770, ptr addrspace(1) %1773, align 4
  %1774 = load i32, ptr %v113, align 4
  %1775 = add i32 %1774, 128
  store i32 %1775, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1776 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1777 = fcmp ogt float %1776, 0xFFF0000000000000
  %1778 = select i1 %1777, float %1776, float 0xFFF0000000000000
  %1779 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1780 = fcmp ogt float %1779, %1778
  %1781 = select i1 %1780, float %1779, float %1778
  %1782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1783 = fcmp ogt float %1782, %1781
  %1784 = select i1 %1783, float %1782, float %1781
  %1785 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1786 = fcmp ogt float %1785, %1784
  %1787 = select i1 %1786, float %1785, float %1784
  %1788 = fcmp ogt float %24, %1787
  %1789 = select i1 %1788, float %24, float %1787
  %1790 = fsub float %1776, %1789
  %1791 = fmul float %1790, 0x3FF7154760000000
  %1792 = fcmp olt float %1791, -1.260000e+02
  %1793 = fcmp ogt float %1791, 1.270000e+02
  %1794 = select i1 %1792, float -1.260000e+02, float %1791
  %1795 = select i1 %1793, float 1.270000e+02, float %1794
  %1796 = fadd float %1795, 5.000000e-01
  %1797 = call float @llvm.floor.f32(float %1796)
  %1798 = fsub float %1795, %1797
  %1799 = fmul float 0x3EEFFCBFC0000000, %1798
  %1800 = fadd float %1799, 0x3F24309120000000
  %1801 = fmul float %1800, %1798
  %1802 = fadd float %1801, 0x3F55D87FE0000000
  %1803 = fmul float %1802, %1798
  %1804 = fadd float %1803, 0x3F83B2AB60000000
  %1805 = fmul float %1804, %1798
  %1806 = fadd float %1805, 0x3FAC6B08E0000000
  %1807 = fmul float %1806, %1798
  %1808 = fadd float %1807, 0x3FCEBFBE00000000
  %1809 = fmul float %1808, %1798
  %1810 = fadd float %1809, 0x3FE62E4300000000
  %1811 = fmul float %1810, %1798
  %1812 = fadd float %1811, 1.000000e+00
  %1813 = fptosi float %1797 to i32
  %1814 = add i32 %1813, 127
  %1815 = shl i32 %1814, 23
  %1816 = bitcast i32 %1815 to float
  %1817 = fmul float %1812, %1816
  %1818 = select i1 %1792, float 0.000000e+00, float %1817
  %1819 = select i1 %1793, float 0x7FF0000000000000, float %1818
  %1820 = fcmp uno float %1791, %1791
  %1821 = select i1 %1820, float %1791, float %1819
  %1822 = fcmp oeq float %1776, 0xFFF0000000000000
  %1823 = select i1 %1822, float 0.000000e+00, float %1821
  %1824 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1825 = fmul float %1823, %1824
  %1826 = fadd float %1825, 0.000000e+00
  %1827 = fsub float %1779, %1789
  %1828 = fmul float %1827, 0x3FF7154760000000
  %1829 = fcmp olt float %1828, -1.260000e+02
  %1830 = fcmp ogt float %1828, 1.270000e+02
  %1831 = select i1 %1829, float -1.260000e+02, float %1828
  %1832 = select i1 %1830, float 1.270000e+02, float %1831
  %1833 = fadd float %1832, 5.000000e-01
  %1834 = call float @llvm.floor.f32(float %1833)
  %1835 = fsub float %1832, %1834
  %1836 = fmul float 0x3EEFFCBFC0000000, %1835
  %1837 = fadd float %1836, 0x3F24309120000000
  %1838 = fmul float %1837, %1835
  %1839 = fadd float %1838, 0x3F55D87FE0000000
  %1840 = fmul float %1839, %1835
  %1841 = fadd float %1840, 0x3F83B2AB60000000
  %1842 = fmul float %1841, %1835
  %1843 = fadd float %1842, 0x3FAC6B08E0000000
  %1844 = fmul float %1843, %1835
  %1845 = fadd float %1844, 0x3FCEBFBE00000000
  %1846 = fmul float %1845, %1835
  %1847 = fadd float %1846, 0x3FE62E4300000000
  %1848 = fmul float %1847, %1835
  %1849 = fadd float %1848, 1.000000e+00
  %1850 = fptosi float %1834 to i32
  %1851 = add i32 %1850, 127
  %1852 = shl i32 %1851, 23
  %1853 = bitcast i32 %1852 to float
  %1854 = fmul float %1849, %1853
  %1855 = select i1 %1829, float 0.000000e+00, float %1854
  %1856 = select i1 %1830, float 0x7FF0000000000000, float %1855
  %1857 = fcmp uno float %1828, %1828
  %1858 = select i1 %1857, float %1828, float %1856
  %1859 = fcmp oeq float %1779, 0xFFF0000000000000
  %1860 = select i1 %1859, float 0.000000e+00, float %1858
  %1861 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1862 = fmul float %1860, %1861
  %1863 = fadd float %1862, %1826
  %1864 = fsub float %1782, %1789
  %1865 = fmul float %1864, 0x3FF7154760000000
  %1866 = fcmp olt float %1865, -1.260000e+02
  %1867 = fcmp ogt float %1865, 1.270000e+02
  %1868 = select i1 %1866, float -1.260000e+02, float %1865
  %1869 = select i1 %1867, float 1.270000e+02, float %1868
  %1870 = fadd float %1869, 5.000000e-01
  %1871 = call float @llvm.floor.f32(float %1870)
  %1872 = fsub float %1869, %1871
  %1873 = fmul float 0x3EEFFCBFC0000000, %1872
  %1874 = fadd float %1873, 0x3F24309120000000
  %1875 = fmul float %1874, %1872
  %1876 = fadd float %1875, 0x3F55D87FE0000000
  %1877 = fmul float %1876, %1872
  %1878 = fadd float %1877, 0x3F83B2AB60000000
  %1879 = fmul float %1878, %1872
  %1880 = fadd float %1879, 0x3FAC6B08E0000000
  %1881 = fmul float %1880, %1872
  %1882 = fadd float %1881, 0x3FCEBFBE00000000
  %1883 = fmul float %1882, %1872
  %1884 = fadd float %1883, 0x3FE62E4300000000
  %1885 = fmul float %1884, %1872
  %1886 = fadd float %1885, 1.000000e+00
  %1887 = fptosi float %1871 to i32
  %1888 = add i32 %1887, 127
  %1889 = shl i32 %1888, 23
  %1890 = bitcast i32 %1889 to float
  %1891 = fmul float %1886, %1890
  %1892 = select i1 %1866, float 0.000000e+00, float %1891
  %1893 = select i1 %1867, float 0x7FF0000000000000, float %1892
  %1894 = fcmp uno float %1865, %1865
  %1895 = select i1 %1894, float %1865, float %1893
  %1896 = fcmp oeq float %1782, 0xFFF0000000000000
  %1897 = select i1 %1896, float 0.000000e+00, float %1895
  %1898 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1899 = fmul float %1897, %1898
  %1900 = fadd float %1899, %1863
  %1901 = fsub float %1785, %1789
  %1902 = fmul float %1901, 0x3FF7154760000000
  %1903 = fcmp olt float %1902, -1.260000e+02
  %1904 = fcmp ogt float %1902, 1.270000e+02
  %1905 = select i1 %1903, float -1.260000e+02, float %1902
  %1906 = select i1 %1904, float 1.270000e+02, float %1905
  %1907 = fadd float %1906, 5.000000e-01
  %1908 = call float @llvm.floor.f32(float %1907)
  %1909 = fsub float %1906, %1908
  %1910 = fmul float 0x3EEFFCBFC0000000, %1909
  %1911 = fadd float %1910, 0x3F24309120000000
  %1912 = fmul float %1911, %1909
  %1913 = fadd float %1912, 0x3F55D87FE0000000
  %1914 = fmul float %1913, %1909
  %1915 = fadd float %1914, 0x3F83B2AB60000000
  %1916 = fmul float %1915, %1909
  %1917 = fadd float %1916, 0x3FAC6B08E0000000
  %1918 = fmul float %1917, %1909
  %1919 = fadd float %1918, 0x3FCEBFBE00000000
  %1920 = fmul float %1919, %1909
  %1921 = fadd float %1920, 0x3FE62E4300000000
  %1922 = fmul float %1921, %1909
  %1923 = fadd float %1922, 1.000000e+00
  %1924 = fptosi float %1908 to i32
  %1925 = add i32 %1924, 127
  %1926 = shl i32 %1925, 23
  %1927 = bitcast i32 %1926 to float
  %1928 = fmul float %1923, %1927
  %1929 = select i1 %1903, float 0.000000e+00, float %1928
  %1930 = select i1 %1904, float 0x7FF0000000000000, float %1929
  %1931 = fcmp uno float %1902, %1902
  %1932 = select i1 %1931, float %1902, float %1930
  %1933 = fcmp oeq float %1785, 0xFFF0000000000000
  %1934 = select i1 %1933, float 0.000000e+00, float %1932
  %1935 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1936 = fmul float %1934, %1935
  %1937 = fadd float %1936, %1900
  %1938 = fsub float %24, %1789
  %1939 = fmul float %1938, 0x3FF7154760000000
  %1940 = fcmp olt float %1939, -1.260000e+02
  %1941 = fcmp ogt float %1939, 1.270000e+02
  %1942 = select i1 %1940, float -1.260000e+02, float %1939
  %1943 = select i1 %1941, float 1.270000e+02, float %1942
  %1944 = fadd float %1943, 5.000000e-01
  %1945 = call float @llvm.floor.f32(float %1944)
  %1946 = fsub float %1943, %1945
  %1947 = fmul float 0x3EEFFCBFC0000000, %1946
  %1948 = fadd float %1947, 0x3F24309120000000
  %1949 = fmul float %1948, %1946
  %1950 = fadd float %1949, 0x3F55D87FE0000000
  %1951 = fmul float %1950, %1946
  %1952 = fadd float %1951, 0x3F83B2AB60000000
  %1953 = fmul float %1952, %1946
  %1954 = fadd float %1953, 0x3FAC6B08E0000000
  %1955 = fmul float %1954, %1946
  %1956 = fadd float %1955, 0x3FCEBFBE00000000
  %1957 = fmul float %1956, %1946
  %1958 = fadd float %1957, 0x3FE62E4300000000
  %1959 = fmul float %1958, %1946
  %1960 = fadd float %1959, 1.000000e+00
  %1961 = fptosi float %1945 to i32
  %1962 = add i32 %1961, 127
  %1963 = shl i32 %1962, 23
  %1964 = bitcast i32 %1963 to float
  %1965 = fmul float %1960, %1964
  %1966 = select i1 %1940, float 0.000000e+00, float %1965
  %1967 = select i1 %1941, float 0x7FF0000000000000, float %1966
  %1968 = fcmp uno float %1939, %1939
  %1969 = select i1 %1968, float %1939, float %1967
  %1970 = fadd float %1937, %1969
  br i1 %202, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %1971 = load i32, ptr %v119, align 4
  %1972 = icmp slt i32 %1971, %6
  br i1 %1972, label %body121, label %done122

body121:                                          ; preds = %loop120
  %1973 = load i32, ptr %v119, align 4
  %1974 = add i32 1024, %1973
  %1975 = sext i32 %1974 to i64
  %1976 = mul i64 %1975, 4
  %1977 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1976
  %1978 = load float, ptr addrspace(3) %1977, align 4
  %1979 = fmul float %1590, %1978
  %1980 = fadd float %1979, 0.000000e+00
  %1981 = add i32 1280, %1973
  %1982 = sext i32 %1981 to i64
  %1983 = mul i64 %1982, 4
  %1984 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1983
  %1985 = load float, ptr addrspace(3) %1984, align 4
  %1986 = fmul float %1627, %1985
  %1987 = fadd float %1986, %1980
  %1988 = add i32 1536, %1973
  %1989 = sext i32 %1988 to i64
  %1990 = mul i64 %1989, 4
  %1991 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1990
  %1992 = load float, ptr addrspace(3) %1991, align 4
  %1993 = fmul float %1664, %1992
  %1994 = fadd float %1993, %1987
  %1995 = add i32 1792, %1973
  %1996 = sext i32 %1995 to i64
  %1997 = mul i64 %1996, 4
  %1998 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1997
  %1999 = load float, ptr addrspace(3) %1998, align 4
  %2000 = fmul float %1701, %1999
  %2001 = fadd float %2000, %1994
  %2002 = add i32 %128, %1973
  %2003 = fdiv float %2001, %1737
  %2004 = sext i32 %2002 to i64
  %2005 = mul i64 %2004, 4
  %2006 = getelementptr i8, ptr addrspace(1) %0, i64 %2005
  store float %2003, ptr addrspace(1) %2006, align 4
  %2007 = load i32, ptr %v119, align 4
  %2008 = add i32 %2007, 128
  store i32 %2008, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2009 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2010 = fcmp ogt float %2009, 0xFFF0000000000000
  %2011 = select i1 %2010, float %2009, float 0xFFF0000000000000
  %2012 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2013 = fcmp ogt float %2012, %2011
  %2014 = select i1 %2013, float %2012, float %2011
  %2015 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2016 = fcmp ogt float %2015, %2014
  %2017 = select i1 %2016, float %2015, float %2014
  %2018 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2019 = fcmp ogt float %2018, %2017
  %2020 = select i1 %2019, float %2018, float %2017
  %2021 = fcmp ogt float %24, %2020
  %2022 = select i1 %2021, float %24, float %2020
  %2023 = fsub float %2009, %2022
  %2024 = fmul float %2023, 0x3FF7154760000000
  %2025 = fcmp olt float %2024, -1.260000e+02
  %2026 = fcmp ogt float %2024, 1.270000e+02
  %2027 = select i1 %2025, float -1.260000e+02, float %2024
  %2028 = select i1 %2026, float 1.270000e+02, float %2027
  %2029 = fadd float %2028, 5.000000e-01
  %2030 = call float @llvm.floor.f32(float %2029)
  %2031 = fsub float %2028, %2030
  %2032 = fmul float 0x3EEFFCBFC0000000, %2031
  %2033 = fadd float %2032, 0x3F24309120000000
  %2034 = fmul float %2033, %2031
  %2035 = fadd float %2034, 0x3F55D87FE0000000
  %2036 = fmul float %2035, %2031
  %2037 = fadd float %2036, 0x3F83B2AB60000000
  %2038 = fmul float %2037, %2031
  %2039 = fadd float %2038, 0x3FAC6B08E0000000
  %2040 = fmul float %2039, %2031
  %2041 = fadd float %2040, 0x3FCEBFBE00000000
  %2042 = fmul float %2041, %2031
  %2043 = fadd float %2042, 0x3FE62E4300000000
  %2044 = fmul float %2043, %2031
  %2045 = fadd float %2044, 1.000000e+00
  %2046 = fptosi float %2030 to i32
  %2047 = add i32 %2046, 127
  %2048 = shl i32 %2047, 23
  %2049 = bitcast i32 %2048 to float
  %2050 = fmul float %2045, %2049
  %2051 = select i1 %2025, float 0.000000e+00, float %2050
  %2052 = select i1 %2026, float 0x7FF0000000000000, float %2051
  %2053 = fcmp uno float %2024, %2024
  %2054 = select i1 %2053, float %2024, float %2052
  %2055 = fcmp oeq float %2009, 0xFFF0000000000000
  %2056 = select i1 %2055, float 0.000000e+00, float %2054
  %2057 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2058 = fmul float %2056, %2057
  %2059 = fadd float %2058, 0.000000e+00
  %2060 = fsub float %2012, %2022
  %2061 = fmul float %2060, 0x3FF7154760000000
  %2062 = fcmp olt float %2061, -1.260000e+02
  %2063 = fcmp ogt float %2061, 1.270000e+02
  %2064 = select i1 %2062, float -1.260000e+02, float %2061
  %2065 = select i1 %2063, float 1.270000e+02, float %2064
  %2066 = fadd float %2065, 5.000000e-01
  %2067 = call float @llvm.floor.f32(float %2066)
  %2068 = fsub float %2065, %2067
  %2069 = fmul float 0x3EEFFCBFC0000000, %2068
  %2070 = fadd float %2069, 0x3F24309120000000
  %2071 = fmul float %2070, %2068
  %2072 = fadd float %2071, 0x3F55D87FE0000000
  %2073 = fmul float %2072, %2068
  %2074 = fadd float %2073, 0x3F83B2AB60000000
  %2075 = fmul float %2074, %2068
  %2076 = fadd float %2075, 0x3FAC6B08E0000000
  %2077 = fmul float %2076, %2068
  %2078 = fadd float %2077, 0x3FCEBFBE00000000
  %2079 = fmul float %2078, %2068
  %2080 = fadd float %2079, 0x3FE62E4300000000
  %2081 = fmul float %2080, %2068
  %2082 = fadd float %2081, 1.000000e+00
  %2083 = fptosi float %2067 to i32
  %2084 = add i32 %2083, 127
  %2085 = shl i32 %2084, 23
  %2086 = bitcast i32 %2085 to float
  %2087 = fmul float %2082, %2086
  %2088 = select i1 %2062, float 0.000000e+00, float %2087
  %2089 = select i1 %2063, float 0x7FF0000000000000, float %2088
  %2090 = fcmp uno float %2061, %2061
  %2091 = select i1 %2090, float %2061, float %2089
  %2092 = fcmp oeq float %2012, 0xFFF0000000000000
  %2093 = select i1 %2092, float 0.000000e+00, float %2091
  %2094 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2095 = fmul float %2093, %2094
  %2096 = fadd float %2095, %2059
  %2097 = fsub float %2015, %2022
  %2098 = fmul float %2097, 0x3FF7154760000000
  %2099 = fcmp olt float %2098, -1.260000e+02
  %2100 = fcmp ogt float %2098, 1.270000e+02
  %2101 = select i1 %2099, float -1.260000e+02, float %2098
  %2102 = select i1 %2100, float 1.270000e+02, float %2101
  %2103 = fadd float %2102, 5.000000e-01
  %2104 = call float @llvm.floor.f32(float %2103)
  %2105 = fsub float %2102, %2104
  %2106 = fmul float 0x3EEFFCBFC0000000, %2105
  %2107 = fadd float %2106, 0x3F24309120000000
  %2108 = fmul float %2107, %2105
  %2109 = fadd float %2108, 0x3F55D87FE0000000
  %2110 = fmul float %2109, %2105
  %2111 = fadd float %2110, 0x3F83B2AB60000000
  %2112 = fmul float %2111, %2105
  %2113 = fadd float %2112, 0x3FAC6B08E0000000
  %2114 = fmul float %2113, %2105
  %2115 = fadd float %2114, 0x3FCEBFBE00000000
  %2116 = fmul float %2115, %2105
  %2117 = fadd float %2116, 0x3FE62E4300000000
  %2118 = fmul float %2117, %2105
  %2119 = fadd float %2118, 1.000000e+00
  %2120 = fptosi float %2104 to i32
  %2121 = add i32 %2120, 127
  %2122 = shl i32 %2121, 23
  %2123 = bitcast i32 %2122 to float
  %2124 = fmul float %2119, %2123
  %2125 = select i1 %2099, float 0.000000e+00, float %2124
  %2126 = select i1 %2100, float 0x7FF0000000000000, float %2125
  %2127 = fcmp uno float %2098, %2098
  %2128 = select i1 %2127, float %2098, float %2126
  %2129 = fcmp oeq float %2015, 0xFFF0000000000000
  %2130 = select i1 %2129, float 0.000000e+00, float %2128
  %2131 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2132 = fmul float %2130, %2131
  %2133 = fadd float %2132, %2096
  %2134 = fsub float %2018, %2022
  %2135 = fmul float %2134, 0x3FF7154760000000
  %2136 = fcmp olt float %2135, -1.260000e+02
  %2137 = fcmp ogt float %2135, 1.270000e+02
  %2138 = select i1 %2136, float -1.260000e+02, float %2135
  %2139 = select i1 %2137, float 1.270000e+02, float %2138
  %2140 = fadd float %2139, 5.000000e-01
  %2141 = call float @llvm.floor.f32(float %2140)
  %2142 = fsub float %2139, %2141
  %2143 = fmul float 0x3EEFFCBFC0000000, %2142
  %2144 = fadd float %2143, 0x3F24309120000000
  %2145 = fmul float %2144, %2142
  %2146 = fadd float %2145, 0x3F55D87FE0000000
  %2147 = fmul float %2146, %2142
  %2148 = fadd float %2147, 0x3F83B2AB60000000
  %2149 = fmul float %2148, %2142
  %2150 = fadd float %2149, 0x3FAC6B08E0000000
  %2151 = fmul float %2150, %2142
  %2152 = fadd float %2151, 0x3FCEBFBE00000000
  %2153 = fmul float %2152, %2142
  %2154 = fadd float %2153, 0x3FE62E4300000000
  %2155 = fmul float %2154, %2142
  %2156 = fadd float %2155, 1.000000e+00
  %2157 = fptosi float %2141 to i32
  %2158 = add i32 %2157, 127
  %2159 = shl i32 %2158, 23
  %2160 = bitcast i32 %2159 to float
  %2161 = fmul float %2156, %2160
  %2162 = select i1 %2136, float 0.000000e+00, float %2161
  %2163 = select i1 %2137, float 0x7FF0000000000000, float %2162
  %2164 = fcmp uno float %2135, %2135
  %2165 = select i1 %2164, float %2135, float %2163
  %2166 = fcmp oeq float %2018, 0xFFF0000000000000
  %2167 = select i1 %2166, float 0.000000e+00, float %2165
  %2168 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2169 = fmul float %2167, %2168
  %2170 = fadd float %2169, %2133
  %2171 = fsub float %24, %2022
  %2172 = fmul float %2171, 0x3FF7154760000000
  %2173 = fcmp olt float %2172, -1.260000e+02
  %2174 = fcmp ogt float %2172, 1.270000e+02
  %2175 = select i1 %2173, float -1.260000e+02, float %2172
  %2176 = select i1 %2174, float 1.270000e+02, float %2175
  %2177 = fadd float %2176, 5.000000e-01
  %2178 = call float @llvm.floor.f32(float %2177)
  %2179 = fsub float %2176, %2178
  %2180 = fmul float 0x3EEFFCBFC0000000, %2179
  %2181 = fadd float %2180, 0x3F24309120000000
  %2182 = fmul float %2181, %2179
  %2183 = fadd float %2182, 0x3F55D87FE0000000
  %2184 = fmul float %2183, %2179
  %2185 = fadd float %2184, 0x3F83B2AB60000000
  %2186 = fmul float %2185, %2179
  %2187 = fadd float %2186, 0x3FAC6B08E0000000
  %2188 = fmul float %2187, %2179
  %2189 = fadd float %2188, 0x3FCEBFBE00000000
  %2190 = fmul float %2189, %2179
  %2191 = fadd float %2190, 0x3FE62E4300000000
  %2192 = fmul float %2191, %2179
  %2193 = fadd float %2192, 1.000000e+00
  %2194 = fptosi float %2178 to i32
  %2195 = add i32 %2194, 127
  %2196 = shl i32 %2195, 23
  %2197 = bitcast i32 %2196 to float
  %2198 = fmul float %2193, %2197
  %2199 = select i1 %2173, float 0.000000e+00, float %2198
  %2200 = select i1 %2174, float 0x7FF0000000000000, float %2199
  %2201 = fcmp uno float %2172, %2172
  %2202 = select i1 %2201, float %2172, float %2200
  %2203 = fadd float %2170, %2202
  br i1 %287, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2204 = load i32, ptr %v125, align 4
  %2205 = icmp slt i32 %2204, %6
  br i1 %2205, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2206 = load i32, ptr %v125, align 4
  %2207 = add i32 2048, %2206
  %2208 = sext i32 %2207 to i64
  %2209 = mul i64 %2208, 4
  %2210 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2209
  %2211 = load float, ptr addrspace(3) %2210, align 4
  %2212 = fmul float %1823, %2211
  %2213 = fadd float %2212, 0.000000e+00
  %2214 = add i32 2304, %2206
  %2215 = sext i32 %2214 to i64
  %2216 = mul i64 %2215, 4
  %2217 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2216
  %2218 = load float, ptr addrspace(3) %2217, align 4
  %2219 = fmul float %1860, %2218
  %2220 = fadd float %2219, %2213
  %2221 = add i32 2560, %2206
  %2222 = sext i32 %2221 to i64
  %2223 = mul i64 %2222, 4
  %2224 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2223
  %2225 = load float, ptr addrspace(3) %2224, align 4
  %2226 = fmul float %1897, %2225
  %2227 = fadd float %2226, %2220
  %2228 = add i32 2816, %2206
  %2229 = sext i32 %2228 to i64
  %2230 = mul i64 %2229, 4
  %2231 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2230
  %2232 = load float, ptr addrspace(3) %2231, align 4
  %2233 = fmul float %1934, %2232
  %2234 = fadd float %2233, %2227
  %2235 = add i32 %213, %2206
  %2236 = fdiv float %2234, %1970
  %2237 = sext i32 %2235 to i64
  %2238 = mul i64 %2237, 4
  %2239 = getelementptr i8, ptr addrspace(1) %0, i64 %2238
  store float %2236, ptr addrspace(1) %2239, align 4
  %2240 = load i32, ptr %v125, align 4
  %2241 = add i32 %2240, 128
  store i32 %2241, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2242 = load i32, ptr %v131, align 4
  %2243 = icmp slt i32 %2242, %6
  br i1 %2243, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2244 = load i32, ptr %v131, align 4
  %2245 = add i32 3072, %2244
  %2246 = sext i32 %2245 to i64
  %2247 = mul i64 %2246, 4
  %2248 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2247
  %2249 = load float, ptr addrspace(3) %2248, align 4
  %2250 = fmul float %2056, %2249
  %2251 = fadd float %2250, 0.000000e+00
  %2252 = add i32 3328, %2244
  %2253 = sext i32 %2252 to i64
  %2254 = mul i64 %2253, 4
  %2255 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2254
  %2256 = load float, ptr addrspace(3) %2255, align 4
  %2257 = fmul float %2093, %2256
  %2258 = fadd float %2257, %2251
  %2259 = add i32 3584, %2244
  %2260 = sext i32 %2259 to i64
  %2261 = mul i64 %2260, 4
  %2262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2261
  %2263 = load float, ptr addrspace(3) %2262, align 4
  %2264 = fmul float %2130, %2263
  %2265 = fadd float %2264, %2258
  %2266 = add i32 3840, %2244
  %2267 = sext i32 %2266 to i64
  %2268 = mul i64 %2267, 4
  %2269 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2268
  %2270 = load float, ptr addrspace(3) %2269, align 4
  %2271 = fmul float %2167, %2270
  %2272 = fadd float %2271, %2265
  %2273 = add i32 %298, %2244
  %2274 = fdiv float %2272, %2203
  %2275 = sext i32 %2273 to i64
  %2276 = mul i64 %2275, 4
  %2277 = getelementptr i8, ptr addrspace(1) %0, i64 %2276
  store float %2274, ptr addrspace(1) %2277, align 4
  %2278 = load i32, ptr %v131, align 4
  %2279 = add i32 %2278, 128
  store i32 %2279, ptr %v131, align 4
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

!0 = !{ptr @strata_attn_prefill_ext_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_ext_f32kv, !"maxntidx", i32 128}
