; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
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
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = mul i32 %15, 4
  %17 = udiv i32 %4, %5
  %18 = udiv i32 %14, %17
  %19 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = sub i32 %22, %20
  %24 = sub i32 %23, 1
  %25 = add i32 %16, 0
  %26 = icmp sle i32 %25, %24
  %27 = select i1 %26, i32 %25, i32 %24
  %28 = add i32 %20, %27
  %29 = add i32 %28, 1
  %30 = mul i32 %27, %4
  %31 = add i32 %30, %14
  %32 = mul i32 %31, %6
  %33 = add i32 %11, 0
  %34 = icmp slt i32 %33, %6
  %35 = add i32 %32, %33
  %36 = select i1 %34, i32 %35, i32 0
  %37 = sext i32 %36 to i64
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = select i1 %34, float %40, float 0.000000e+00
  store float 0.000000e+00, ptr %v, align 4
  %42 = add i32 %11, 32
  %43 = icmp slt i32 %42, %6
  %44 = add i32 %32, %42
  %45 = select i1 %43, i32 %44, i32 0
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %1, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = select i1 %43, float %49, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %51 = add i32 %11, 64
  %52 = icmp slt i32 %51, %6
  %53 = add i32 %32, %51
  %54 = select i1 %52, i32 %53, i32 0
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %52, float %58, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %60 = add i32 %11, 96
  %61 = icmp slt i32 %60, %6
  %62 = add i32 %32, %60
  %63 = select i1 %61, i32 %62, i32 0
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %1, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = select i1 %61, float %67, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %69 = add i32 %11, 128
  %70 = icmp slt i32 %69, %6
  %71 = add i32 %32, %69
  %72 = select i1 %70, i32 %71, i32 0
  %73 = sext i32 %72 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %1, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = select i1 %70, float %76, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %78 = add i32 %11, 160
  %79 = icmp slt i32 %78, %6
  %80 = add i32 %32, %78
  %81 = select i1 %79, i32 %80, i32 0
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) %1, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4
  %86 = select i1 %79, float %85, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %87 = add i32 %11, 192
  %88 = icmp slt i32 %87, %6
  %89 = add i32 %32, %87
  %90 = select i1 %88, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %88, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %96 = add i32 %11, 224
  %97 = icmp slt i32 %96, %6
  %98 = add i32 %32, %96
  %99 = select i1 %97, i32 %98, i32 0
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %1, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = select i1 %97, float %103, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %105 = add i32 %16, 1
  %106 = icmp sle i32 %105, %24
  %107 = select i1 %106, i32 %105, i32 %24
  %108 = add i32 %20, %107
  %109 = add i32 %108, 1
  %110 = mul i32 %107, %4
  %111 = add i32 %110, %14
  %112 = mul i32 %111, %6
  %113 = add i32 %11, 0
  %114 = icmp slt i32 %113, %6
  %115 = add i32 %112, %113
  %116 = select i1 %114, i32 %115, i32 0
  %117 = sext i32 %116 to i64
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr addrspace(1) %1, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = select i1 %114, float %120, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %122 = add i32 %11, 32
  %123 = icmp slt i32 %122, %6
  %124 = add i32 %112, %122
  %125 = select i1 %123, i32 %124, i32 0
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr addrspace(1) %1, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = select i1 %123, float %129, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %131 = add i32 %11, 64
  %132 = icmp slt i32 %131, %6
  %133 = add i32 %112, %131
  %134 = select i1 %132, i32 %133, i32 0
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %1, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4
  %139 = select i1 %132, float %138, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %140 = add i32 %11, 96
  %141 = icmp slt i32 %140, %6
  %142 = add i32 %112, %140
  %143 = select i1 %141, i32 %142, i32 0
  %144 = sext i32 %143 to i64
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %1, i64 %145
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = select i1 %141, float %147, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %149 = add i32 %11, 128
  %150 = icmp slt i32 %149, %6
  %151 = add i32 %112, %149
  %152 = select i1 %150, i32 %151, i32 0
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %150, float %156, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %158 = add i32 %11, 160
  %159 = icmp slt i32 %158, %6
  %160 = add i32 %112, %158
  %161 = select i1 %159, i32 %160, i32 0
  %162 = sext i32 %161 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr addrspace(1) %1, i64 %163
  %165 = load float, ptr addrspace(1) %164, align 4
  %166 = select i1 %159, float %165, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
  %167 = add i32 %11, 192
  %168 = icmp slt i32 %167, %6
  %169 = add i32 %112, %167
  %170 = select i1 %168, i32 %169, i32 0
  %171 = sext i32 %170 to i64
  %172 = mul i64 %171, 4
  %173 = getelementptr i8, ptr addrspace(1) %1, i64 %172
  %174 = load float, ptr addrspace(1) %173, align 4
  %175 = select i1 %168, float %174, float 0.000000e+00
  store float 0.000000e+00, ptr %v16, align 4
  %176 = add i32 %11, 224
  %177 = icmp slt i32 %176, %6
  %178 = add i32 %112, %176
  %179 = select i1 %177, i32 %178, i32 0
  %180 = sext i32 %179 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %1, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = select i1 %177, float %183, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  store float 0xFFF0000000000000, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  %185 = add i32 %16, 2
  %186 = icmp sle i32 %185, %24
  %187 = select i1 %186, i32 %185, i32 %24
  %188 = add i32 %20, %187
  %189 = add i32 %188, 1
  %190 = mul i32 %187, %4
  %191 = add i32 %190, %14
  %192 = mul i32 %191, %6
  %193 = add i32 %11, 0
  %194 = icmp slt i32 %193, %6
  %195 = add i32 %192, %193
  %196 = select i1 %194, i32 %195, i32 0
  %197 = sext i32 %196 to i64
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr addrspace(1) %1, i64 %198
  %200 = load float, ptr addrspace(1) %199, align 4
  %201 = select i1 %194, float %200, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %202 = add i32 %11, 32
  %203 = icmp slt i32 %202, %6
  %204 = add i32 %192, %202
  %205 = select i1 %203, i32 %204, i32 0
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %1, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = select i1 %203, float %209, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %211 = add i32 %11, 64
  %212 = icmp slt i32 %211, %6
  %213 = add i32 %192, %211
  %214 = select i1 %212, i32 %213, i32 0
  %215 = sext i32 %214 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %1, i64 %216
  %218 = load float, ptr addrspace(1) %217, align 4
  %219 = select i1 %212, float %218, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %220 = add i32 %11, 96
  %221 = icmp slt i32 %220, %6
  %222 = add i32 %192, %220
  %223 = select i1 %221, i32 %222, i32 0
  %224 = sext i32 %223 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %1, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = select i1 %221, float %227, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
  %229 = add i32 %11, 128
  %230 = icmp slt i32 %229, %6
  %231 = add i32 %192, %229
  %232 = select i1 %230, i32 %231, i32 0
  %233 = sext i32 %232 to i64
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr addrspace(1) %1, i64 %234
  %236 = load float, ptr addrspace(1) %235, align 4
  %237 = select i1 %230, float %236, float 0.000000e+00
  store float 0.000000e+00, ptr %v24, align 4
  %238 = add i32 %11, 160
  %239 = icmp slt i32 %238, %6
  %240 = add i32 %192, %238
  %241 = select i1 %239, i32 %240, i32 0
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %1, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = select i1 %239, float %245, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %247 = add i32 %11, 192
  %248 = icmp slt i32 %247, %6
  %249 = add i32 %192, %247
  %250 = select i1 %248, i32 %249, i32 0
  %251 = sext i32 %250 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %1, i64 %252
  %254 = load float, ptr addrspace(1) %253, align 4
  %255 = select i1 %248, float %254, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %256 = add i32 %11, 224
  %257 = icmp slt i32 %256, %6
  %258 = add i32 %192, %256
  %259 = select i1 %257, i32 %258, i32 0
  %260 = sext i32 %259 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %1, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = select i1 %257, float %263, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  store float 0xFFF0000000000000, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  %265 = add i32 %16, 3
  %266 = icmp sle i32 %265, %24
  %267 = select i1 %266, i32 %265, i32 %24
  %268 = add i32 %20, %267
  %269 = add i32 %268, 1
  %270 = mul i32 %267, %4
  %271 = add i32 %270, %14
  %272 = mul i32 %271, %6
  %273 = add i32 %11, 0
  %274 = icmp slt i32 %273, %6
  %275 = add i32 %272, %273
  %276 = select i1 %274, i32 %275, i32 0
  %277 = sext i32 %276 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %1, i64 %278
  %280 = load float, ptr addrspace(1) %279, align 4
  %281 = select i1 %274, float %280, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %282 = add i32 %11, 32
  %283 = icmp slt i32 %282, %6
  %284 = add i32 %272, %282
  %285 = select i1 %283, i32 %284, i32 0
  %286 = sext i32 %285 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %1, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = select i1 %283, float %289, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
  %291 = add i32 %11, 64
  %292 = icmp slt i32 %291, %6
  %293 = add i32 %272, %291
  %294 = select i1 %292, i32 %293, i32 0
  %295 = sext i32 %294 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %1, i64 %296
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = select i1 %292, float %298, float 0.000000e+00
  store float 0.000000e+00, ptr %v32, align 4
  %300 = add i32 %11, 96
  %301 = icmp slt i32 %300, %6
  %302 = add i32 %272, %300
  %303 = select i1 %301, i32 %302, i32 0
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr addrspace(1) %1, i64 %305
  %307 = load float, ptr addrspace(1) %306, align 4
  %308 = select i1 %301, float %307, float 0.000000e+00
  store float 0.000000e+00, ptr %v33, align 4
  %309 = add i32 %11, 128
  %310 = icmp slt i32 %309, %6
  %311 = add i32 %272, %309
  %312 = select i1 %310, i32 %311, i32 0
  %313 = sext i32 %312 to i64
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %1, i64 %314
  %316 = load float, ptr addrspace(1) %315, align 4
  %317 = select i1 %310, float %316, float 0.000000e+00
  store float 0.000000e+00, ptr %v34, align 4
  %318 = add i32 %11, 160
  %319 = icmp slt i32 %318, %6
  %320 = add i32 %272, %318
  %321 = select i1 %319, i32 %320, i32 0
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %1, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = select i1 %319, float %325, float 0.000000e+00
  store float 0.000000e+00, ptr %v35, align 4
  %327 = add i32 %11, 192
  %328 = icmp slt i32 %327, %6
  %329 = add i32 %272, %327
  %330 = select i1 %328, i32 %329, i32 0
  %331 = sext i32 %330 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %1, i64 %332
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = select i1 %328, float %334, float 0.000000e+00
  store float 0.000000e+00, ptr %v36, align 4
  %336 = add i32 %11, 224
  %337 = icmp slt i32 %336, %6
  %338 = add i32 %272, %336
  %339 = select i1 %337, i32 %338, i32 0
  %340 = sext i32 %339 to i64
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) %1, i64 %341
  %343 = load float, ptr addrspace(1) %342, align 4
  %344 = select i1 %337, float %343, float 0.000000e+00
  store float 0.000000e+00, ptr %v37, align 4
  store float 0xFFF0000000000000, ptr %v38, align 4
  store float 0.000000e+00, ptr %v39, align 4
  %345 = add i32 %11, 0
  %346 = icmp slt i32 %345, %6
  %347 = add i32 %11, 32
  %348 = icmp slt i32 %347, %6
  %349 = add i32 %11, 64
  %350 = icmp slt i32 %349, %6
  %351 = add i32 %11, 96
  %352 = icmp slt i32 %351, %6
  %353 = add i32 %11, 128
  %354 = icmp slt i32 %353, %6
  %355 = add i32 %11, 160
  %356 = icmp slt i32 %355, %6
  %357 = add i32 %11, 192
  %358 = icmp slt i32 %357, %6
  %359 = add i32 %11, 224
  %360 = icmp slt i32 %359, %6
  %361 = select i1 %26, i32 %29, i32 0
  %362 = icmp sgt i32 %361, 0
  %363 = select i1 %362, i32 %361, i32 0
  %364 = select i1 %106, i32 %109, i32 0
  %365 = icmp sgt i32 %364, %363
  %366 = select i1 %365, i32 %364, i32 %363
  %367 = select i1 %186, i32 %189, i32 0
  %368 = icmp sgt i32 %367, %366
  %369 = select i1 %368, i32 %367, i32 %366
  %370 = select i1 %266, i32 %269, i32 0
  %371 = icmp sgt i32 %370, %369
  %372 = select i1 %371, i32 %370, i32 %369
  store i32 %13, ptr %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %373 = load i32, ptr %v40, align 4
  %374 = icmp slt i32 %373, %372
  br i1 %374, label %body, label %done

body:                                             ; preds = %loop
  %375 = load i32, ptr %v40, align 4
  %376 = mul i32 %375, %5
  %377 = add i32 %376, %18
  %378 = mul i32 %377, %6
  %379 = add i32 %378, %345
  %380 = select i1 %346, i32 %379, i32 %378
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 2
  %383 = getelementptr i8, ptr addrspace(1) %2, i64 %382
  %384 = load i16, ptr addrspace(1) %383, align 2
  %385 = bitcast i16 %384 to half
  %386 = fpext half %385 to float
  %387 = sext i32 %380 to i64
  %388 = mul i64 %387, 2
  %389 = getelementptr i8, ptr addrspace(1) %3, i64 %388
  %390 = load i16, ptr addrspace(1) %389, align 2
  %391 = bitcast i16 %390 to half
  %392 = fpext half %391 to float
  %393 = add i32 %378, %347
  %394 = select i1 %348, i32 %393, i32 %378
  %395 = sext i32 %394 to i64
  %396 = mul i64 %395, 2
  %397 = getelementptr i8, ptr addrspace(1) %2, i64 %396
  %398 = load i16, ptr addrspace(1) %397, align 2
  %399 = bitcast i16 %398 to half
  %400 = fpext half %399 to float
  %401 = sext i32 %394 to i64
  %402 = mul i64 %401, 2
  %403 = getelementptr i8, ptr addrspace(1) %3, i64 %402
  %404 = load i16, ptr addrspace(1) %403, align 2
  %405 = bitcast i16 %404 to half
  %406 = fpext half %405 to float
  %407 = add i32 %378, %349
  %408 = select i1 %350, i32 %407, i32 %378
  %409 = sext i32 %408 to i64
  %410 = mul i64 %409, 2
  %411 = getelementptr i8, ptr addrspace(1) %2, i64 %410
  %412 = load i16, ptr addrspace(1) %411, align 2
  %413 = bitcast i16 %412 to half
  %414 = fpext half %413 to float
  %415 = sext i32 %408 to i64
  %416 = mul i64 %415, 2
  %417 = getelementptr i8, ptr addrspace(1) %3, i64 %416
  %418 = load i16, ptr addrspace(1) %417, align 2
  %419 = bitcast i16 %418 to half
  %420 = fpext half %419 to float
  %421 = add i32 %378, %351
  %422 = select i1 %352, i32 %421, i32 %378
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 2
  %425 = getelementptr i8, ptr addrspace(1) %2, i64 %424
  %426 = load i16, ptr addrspace(1) %425, align 2
  %427 = bitcast i16 %426 to half
  %428 = fpext half %427 to float
  %429 = sext i32 %422 to i64
  %430 = mul i64 %429, 2
  %431 = getelementptr i8, ptr addrspace(1) %3, i64 %430
  %432 = load i16, ptr addrspace(1) %431, align 2
  %433 = bitcast i16 %432 to half
  %434 = fpext half %433 to float
  %435 = add i32 %378, %353
  %436 = select i1 %354, i32 %435, i32 %378
  %437 = sext i32 %436 to i64
  %438 = mul i64 %437, 2
  %439 = getelementptr i8, ptr addrspace(1) %2, i64 %438
  %440 = load i16, ptr addrspace(1) %439, align 2
  %441 = bitcast i16 %440 to half
  %442 = fpext half %441 to float
  %443 = sext i32 %436 to i64
  %444 = mul i64 %443, 2
  %445 = getelementptr i8, ptr addrspace(1) %3, i64 %444
  %446 = load i16, ptr addrspace(1) %445, align 2
  %447 = bitcast i16 %446 to half
  %448 = fpext half %447 to float
  %449 = add i32 %378, %355
  %450 = select i1 %356, i32 %449, i32 %378
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 2
  %453 = getelementptr i8, ptr addrspace(1) %2, i64 %452
  %454 = load i16, ptr addrspace(1) %453, align 2
  %455 = bitcast i16 %454 to half
  %456 = fpext half %455 to float
  %457 = sext i32 %450 to i64
  %458 = mul i64 %457, 2
  %459 = getelementptr i8, ptr addrspace(1) %3, i64 %458
  %460 = load i16, ptr addrspace(1) %459, align 2
  %461 = bitcast i16 %460 to half
  %462 = fpext half %461 to float
  %463 = add i32 %378, %357
  %464 = select i1 %358, i32 %463, i32 %378
  %465 = sext i32 %464 to i64
  %466 = mul i64 %465, 2
  %467 = getelementptr i8, ptr addrspace(1) %2, i64 %466
  %468 = load i16, ptr addrspace(1) %467, align 2
  %469 = bitcast i16 %468 to half
  %470 = fpext half %469 to float
  %471 = sext i32 %464 to i64
  %472 = mul i64 %471, 2
  %473 = getelementptr i8, ptr addrspace(1) %3, i64 %472
  %474 = load i16, ptr addrspace(1) %473, align 2
  %475 = bitcast i16 %474 to half
  %476 = fpext half %475 to float
  %477 = add i32 %378, %359
  %478 = select i1 %360, i32 %477, i32 %378
  %479 = sext i32 %478 to i64
  %480 = mul i64 %479, 2
  %481 = getelementptr i8, ptr addrspace(1) %2, i64 %480
  %482 = load i16, ptr addrspace(1) %481, align 2
  %483 = bitcast i16 %482 to half
  %484 = fpext half %483 to float
  %485 = sext i32 %478 to i64
  %486 = mul i64 %485, 2
  %487 = getelementptr i8, ptr addrspace(1) %3, i64 %486
  %488 = load i16, ptr addrspace(1) %487, align 2
  %489 = bitcast i16 %488 to half
  %490 = fpext half %489 to float
  %491 = fmul float %41, %386
  %492 = select i1 %346, float %491, float 0.000000e+00
  %493 = fadd float 0.000000e+00, %492
  %494 = fmul float %50, %400
  %495 = select i1 %348, float %494, float 0.000000e+00
  %496 = fadd float %493, %495
  %497 = fmul float %59, %414
  %498 = select i1 %350, float %497, float 0.000000e+00
  %499 = fadd float %496, %498
  %500 = fmul float %68, %428
  %501 = select i1 %352, float %500, float 0.000000e+00
  %502 = fadd float %499, %501
  %503 = fmul float %77, %442
  %504 = select i1 %354, float %503, float 0.000000e+00
  %505 = fadd float %502, %504
  %506 = fmul float %86, %456
  %507 = select i1 %356, float %506, float 0.000000e+00
  %508 = fadd float %505, %507
  %509 = fmul float %95, %470
  %510 = select i1 %358, float %509, float 0.000000e+00
  %511 = fadd float %508, %510
  %512 = fmul float %104, %484
  %513 = select i1 %360, float %512, float 0.000000e+00
  %514 = fadd float %511, %513
  %515 = bitcast float %514 to i32
  %516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %515, i32 16, i32 31)
  %517 = bitcast i32 %516 to float
  %518 = fadd float %514, %517
  %519 = bitcast float %518 to i32
  %520 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %519, i32 8, i32 31)
  %521 = bitcast i32 %520 to float
  %522 = fadd float %518, %521
  %523 = bitcast float %522 to i32
  %524 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %523, i32 4, i32 31)
  %525 = bitcast i32 %524 to float
  %526 = fadd float %522, %525
  %527 = bitcast float %526 to i32
  %528 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %527, i32 2, i32 31)
  %529 = bitcast i32 %528 to float
  %530 = fadd float %526, %529
  %531 = bitcast float %530 to i32
  %532 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %531, i32 1, i32 31)
  %533 = bitcast i32 %532 to float
  %534 = fadd float %530, %533
  %535 = icmp slt i32 %375, %29
  %536 = fmul float %534, %8
  %537 = load float, ptr %v8, align 4
  %538 = fcmp ogt float %536, %537
  %539 = select i1 %538, float %536, float %537
  %540 = fsub float %537, %539
  %541 = fmul float %540, 0x3FF7154760000000
  %542 = fcmp olt float %541, -1.260000e+02
  %543 = fcmp ogt float %541, 1.270000e+02
  %544 = select i1 %542, float -1.260000e+02, float %541
  %545 = select i1 %543, float 1.270000e+02, float %544
  %546 = fadd float %545, 5.000000e-01
  %547 = call float @llvm.floor.f32(float %546)
  %548 = fsub float %545, %547
  %549 = fmul float 0x3EEFFCBFC0000000, %548
  %550 = fadd float %549, 0x3F24309120000000
  %551 = fmul float %550, %548
  %552 = fadd float %551, 0x3F55D87FE0000000
  %553 = fmul float %552, %548
  %554 = fadd float %553, 0x3F83B2AB60000000
  %555 = fmul float %554, %548
  %556 = fadd float %555, 0x3FAC6B08E0000000
  %557 = fmul float %556, %548
  %558 = fadd float %557, 0x3FCEBFBE00000000
  %559 = fmul float %558, %548
  %560 = fadd float %559, 0x3FE62E4300000000
  %561 = fmul float %560, %548
  %562 = fadd float %561, 1.000000e+00
  %563 = fptosi float %547 to i32
  %564 = add i32 %563, 127
  %565 = shl i32 %564, 23
  %566 = bitcast i32 %565 to float
  %567 = fmul float %562, %566
  %568 = select i1 %542, float 0.000000e+00, float %567
  %569 = select i1 %543, float 0x7FF0000000000000, float %568
  %570 = fcmp uno float %541, %541
  %571 = select i1 %570, float %541, float %569
  %572 = fsub float %536, %539
  %573 = fmul float %572, 0x3FF7154760000000
  %574 = fcmp olt float %573, -1.260000e+02
  %575 = fcmp ogt float %573, 1.270000e+02
  %576 = select i1 %574, float -1.260000e+02, float %573
  %577 = select i1 %575, float 1.270000e+02, float %576
  %578 = fadd float %577, 5.000000e-01
  %579 = call float @llvm.floor.f32(float %578)
  %580 = fsub float %577, %579
  %581 = fmul float 0x3EEFFCBFC0000000, %580
  %582 = fadd float %581, 0x3F24309120000000
  %583 = fmul float %582, %580
  %584 = fadd float %583, 0x3F55D87FE0000000
  %585 = fmul float %584, %580
  %586 = fadd float %585, 0x3F83B2AB60000000
  %587 = fmul float %586, %580
  %588 = fadd float %587, 0x3FAC6B08E0000000
  %589 = fmul float %588, %580
  %590 = fadd float %589, 0x3FCEBFBE00000000
  %591 = fmul float %590, %580
  %592 = fadd float %591, 0x3FE62E4300000000
  %593 = fmul float %592, %580
  %594 = fadd float %593, 1.000000e+00
  %595 = fptosi float %579 to i32
  %596 = add i32 %595, 127
  %597 = shl i32 %596, 23
  %598 = bitcast i32 %597 to float
  %599 = fmul float %594, %598
  %600 = select i1 %574, float 0.000000e+00, float %599
  %601 = select i1 %575, float 0x7FF0000000000000, float %600
  %602 = fcmp uno float %573, %573
  %603 = select i1 %602, float %573, float %601
  %604 = load float, ptr %v9, align 4
  %605 = fmul float %604, %571
  %606 = fadd float %605, %603
  %607 = load float, ptr %v9, align 4
  %608 = select i1 %535, float %606, float %607
  store float %608, ptr %v9, align 4
  %609 = load float, ptr %v, align 4
  %610 = fmul float %603, %392
  %611 = fmul float %609, %571
  %612 = fadd float %611, %610
  %613 = select i1 %535, float %612, float %609
  store float %613, ptr %v, align 4
  %614 = load float, ptr %v1, align 4
  %615 = fmul float %603, %406
  %616 = fmul float %614, %571
  %617 = fadd float %616, %615
  %618 = select i1 %535, float %617, float %614
  store float %618, ptr %v1, align 4
  %619 = load float, ptr %v2, align 4
  %620 = fmul float %603, %420
  %621 = fmul float %619, %571
  %622 = fadd float %621, %620
  %623 = select i1 %535, float %622, float %619
  store float %623, ptr %v2, align 4
  %624 = load float, ptr %v3, align 4
  %625 = fmul float %603, %434
  %626 = fmul float %624, %571
  %627 = fadd float %626, %625
  %628 = select i1 %535, float %627, float %624
  store float %628, ptr %v3, align 4
  %629 = load float, ptr %v4, align 4
  %630 = fmul float %603, %448
  %631 = fmul float %629, %571
  %632 = fadd float %631, %630
  %633 = select i1 %535, float %632, float %629
  store float %633, ptr %v4, align 4
  %634 = load float, ptr %v5, align 4
  %635 = fmul float %603, %462
  %636 = fmul float %634, %571
  %637 = fadd float %636, %635
  %638 = select i1 %535, float %637, float %634
  store float %638, ptr %v5, align 4
  %639 = load float, ptr %v6, align 4
  %640 = fmul float %603, %476
  %641 = fmul float %639, %571
  %642 = fadd float %641, %640
  %643 = select i1 %535, float %642, float %639
  store float %643, ptr %v6, align 4
  %644 = load float, ptr %v7, align 4
  %645 = fmul float %603, %490
  %646 = fmul float %644, %571
  %647 = fadd float %646, %645
  %648 = select i1 %535, float %647, float %644
  store float %648, ptr %v7, align 4
  %649 = select i1 %535, float %539, float %537
  store float %649, ptr %v8, align 4
  %650 = fmul float %121, %386
  %651 = select i1 %346, float %650, float 0.000000e+00
  %652 = fadd float 0.000000e+00, %651
  %653 = fmul float %130, %400
  %654 = select i1 %348, float %653, float 0.000000e+00
  %655 = fadd float %652, %654
  %656 = fmul float %139, %414
  %657 = select i1 %350, float %656, float 0.000000e+00
  %658 = fadd float %655, %657
  %659 = fmul float %148, %428
  %660 = select i1 %352, float %659, float 0.000000e+00
  %661 = fadd float %658, %660
  %662 = fmul float %157, %442
  %663 = select i1 %354, float %662, float 0.000000e+00
  %664 = fadd float %661, %663
  %665 = fmul float %166, %456
  %666 = select i1 %356, float %665, float 0.000000e+00
  %667 = fadd float %664, %666
  %668 = fmul float %175, %470
  %669 = select i1 %358, float %668, float 0.000000e+00
  %670 = fadd float %667, %669
  %671 = fmul float %184, %484
  %672 = select i1 %360, float %671, float 0.000000e+00
  %673 = fadd float %670, %672
  %674 = bitcast float %673 to i32
  %675 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %674, i32 16, i32 31)
  %676 = bitcast i32 %675 to float
  %677 = fadd float %673, %676
  %678 = bitcast float %677 to i32
  %679 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %678, i32 8, i32 31)
  %680 = bitcast i32 %679 to float
  %681 = fadd float %677, %680
  %682 = bitcast float %681 to i32
  %683 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %682, i32 4, i32 31)
  %684 = bitcast i32 %683 to float
  %685 = fadd float %681, %684
  %686 = bitcast float %685 to i32
  %687 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %686, i32 2, i32 31)
  %688 = bitcast i32 %687 to float
  %689 = fadd float %685, %688
  %690 = bitcast float %689 to i32
  %691 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %690, i32 1, i32 31)
  %692 = bitcast i32 %691 to float
  %693 = fadd float %689, %692
  %694 = icmp slt i32 %375, %109
  %695 = fmul float %693, %8
  %696 = load float, ptr %v18, align 4
  %697 = fcmp ogt float %695, %696
  %698 = select i1 %697, float %695, float %696
  %699 = fsub float %696, %698
  %700 = fmul float %699, 0x3FF7154760000000
  %701 = fcmp olt float %700, -1.260000e+02
  %702 = fcmp ogt float %700, 1.270000e+02
  %703 = select i1 %701, float -1.260000e+02, float %700
  %704 = select i1 %702, float 1.270000e+02, float %703
  %705 = fadd float %704, 5.000000e-01
  %706 = call float @llvm.floor.f32(float %705)
  %707 = fsub float %704, %706
  %708 = fmul float 0x3EEFFCBFC0000000, %707
  %709 = fadd float %708, 0x3F24309120000000
  %710 = fmul float %709, %707
  %711 = fadd float %710, 0x3F55D87FE0000000
  %712 = fmul float %711, %707
  %713 = fadd float %712, 0x3F83B2AB60000000
  %714 = fmul float %713, %707
  %715 = fadd float %714, 0x3FAC6B08E0000000
  %716 = fmul float %715, %707
  %717 = fadd float %716, 0x3FCEBFBE00000000
  %718 = fmul float %717, %707
  %719 = fadd float %718, 0x3FE62E4300000000
  %720 = fmul float %719, %707
  %721 = fadd float %720, 1.000000e+00
  %722 = fptosi float %706 to i32
  %723 = add i32 %722, 127
  %724 = shl i32 %723, 23
  %725 = bitcast i32 %724 to float
  %726 = fmul float %721, %725
  %727 = select i1 %701, float 0.000000e+00, float %726
  %728 = select i1 %702, float 0x7FF0000000000000, float %727
  %729 = fcmp uno float %700, %700
  %730 = select i1 %729, float %700, float %728
  %731 = fsub float %695, %698
  %732 = fmul float %731, 0x3FF7154760000000
  %733 = fcmp olt float %732, -1.260000e+02
  %734 = fcmp ogt float %732, 1.270000e+02
  %735 = select i1 %733, float -1.260000e+02, float %732
  %736 = select i1 %734, float 1.270000e+02, float %735
  %737 = fadd float %736, 5.000000e-01
  %738 = call float @llvm.floor.f32(float %737)
  %739 = fsub float %736, %738
  %740 = fmul float 0x3EEFFCBFC0000000, %739
  %741 = fadd float %740, 0x3F24309120000000
  %742 = fmul float %741, %739
  %743 = fadd float %742, 0x3F55D87FE0000000
  %744 = fmul float %743, %739
  %745 = fadd float %744, 0x3F83B2AB60000000
  %746 = fmul float %745, %739
  %747 = fadd float %746, 0x3FAC6B08E0000000
  %748 = fmul float %747, %739
  %749 = fadd float %748, 0x3FCEBFBE00000000
  %750 = fmul float %749, %739
  %751 = fadd float %750, 0x3FE62E4300000000
  %752 = fmul float %751, %739
  %753 = fadd float %752, 1.000000e+00
  %754 = fptosi float %738 to i32
  %755 = add i32 %754, 127
  %756 = shl i32 %755, 23
  %757 = bitcast i32 %756 to float
  %758 = fmul float %753, %757
  %759 = select i1 %733, float 0.000000e+00, float %758
  %760 = select i1 %734, float 0x7FF0000000000000, float %759
  %761 = fcmp uno float %732, %732
  %762 = select i1 %761, float %732, float %760
  %763 = load float, ptr %v19, align 4
  %764 = fmul float %763, %730
  %765 = fadd float %764, %762
  %766 = load float, ptr %v19, align 4
  %767 = select i1 %694, float %765, float %766
  store float %767, ptr %v19, align 4
  %768 = load float, ptr %v10, align 4
  %769 = fmul float %762, %392
  %770 = fmul float %768, %730
  %771 = fadd float %770, %769
  %772 = select i1 %694, float %771, float %768
  store float %772, ptr %v10, align 4
  %773 = load float, ptr %v11, align 4
  %774 = fmul float %762, %406
  %775 = fmul float %773, %730
  %776 = fadd float %775, %774
  %777 = select i1 %694, float %776, float %773
  store float %777, ptr %v11, align 4
  %778 = load float, ptr %v12, align 4
  %779 = fmul float %762, %420
  %780 = fmul float %778, %730
  %781 = fadd float %780, %779
  %782 = select i1 %694, float %781, float %778
  store float %782, ptr %v12, align 4
  %783 = load float, ptr %v13, align 4
  %784 = fmul float %762, %434
  %785 = fmul float %783, %730
  %786 = fadd float %785, %784
  %787 = select i1 %694, float %786, float %783
  store float %787, ptr %v13, align 4
  %788 = load float, ptr %v14, align 4
  %789 = fmul float %762, %448
  %790 = fmul float %788, %730
  %791 = fadd float %790, %789
  %792 = select i1 %694, float %791, float %788
  store float %792, ptr %v14, align 4
  %793 = load float, ptr %v15, align 4
  %794 = fmul float %762, %462
  %795 = fmul float %793, %730
  %796 = fadd float %795, %794
  %797 = select i1 %694, float %796, float %793
  store float %797, ptr %v15, align 4
  %798 = load float, ptr %v16, align 4
  %799 = fmul float %762, %476
  %800 = fmul float %798, %730
  %801 = fadd float %800, %799
  %802 = select i1 %694, float %801, float %798
  store float %802, ptr %v16, align 4
  %803 = load float, ptr %v17, align 4
  %804 = fmul float %762, %490
  %805 = fmul float %803, %730
  %806 = fadd float %805, %804
  %807 = select i1 %694, float %806, float %803
  store float %807, ptr %v17, align 4
  %808 = select i1 %694, float %698, float %696
  store float %808, ptr %v18, align 4
  %809 = fmul float %201, %386
  %810 = select i1 %346, float %809, float 0.000000e+00
  %811 = fadd float 0.000000e+00, %810
  %812 = fmul float %210, %400
  %813 = select i1 %348, float %812, float 0.000000e+00
  %814 = fadd float %811, %813
  %815 = fmul float %219, %414
  %816 = select i1 %350, float %815, float 0.000000e+00
  %817 = fadd float %814, %816
  %818 = fmul float %228, %428
  %819 = select i1 %352, float %818, float 0.000000e+00
  %820 = fadd float %817, %819
  %821 = fmul float %237, %442
  %822 = select i1 %354, float %821, float 0.000000e+00
  %823 = fadd float %820, %822
  %824 = fmul float %246, %456
  %825 = select i1 %356, float %824, float 0.000000e+00
  %826 = fadd float %823, %825
  %827 = fmul float %255, %470
  %828 = select i1 %358, float %827, float 0.000000e+00
  %829 = fadd float %826, %828
  %830 = fmul float %264, %484
  %831 = select i1 %360, float %830, float 0.000000e+00
  %832 = fadd float %829, %831
  %833 = bitcast float %832 to i32
  %834 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %833, i32 16, i32 31)
  %835 = bitcast i32 %834 to float
  %836 = fadd float %832, %835
  %837 = bitcast float %836 to i32
  %838 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %837, i32 8, i32 31)
  %839 = bitcast i32 %838 to float
  %840 = fadd float %836, %839
  %841 = bitcast float %840 to i32
  %842 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %841, i32 4, i32 31)
  %843 = bitcast i32 %842 to float
  %844 = fadd float %840, %843
  %845 = bitcast float %844 to i32
  %846 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %845, i32 2, i32 31)
  %847 = bitcast i32 %846 to float
  %848 = fadd float %844, %847
  %849 = bitcast float %848 to i32
  %850 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %849, i32 1, i32 31)
  %851 = bitcast i32 %850 to float
  %852 = fadd float %848, %851
  %853 = icmp slt i32 %375, %189
  %854 = fmul float %852, %8
  %855 = load float, ptr %v28, align 4
  %856 = fcmp ogt float %854, %855
  %857 = select i1 %856, float %854, float %855
  %858 = fsub float %855, %857
  %859 = fmul float %858, 0x3FF7154760000000
  %860 = fcmp olt float %859, -1.260000e+02
  %861 = fcmp ogt float %859, 1.270000e+02
  %862 = select i1 %860, float -1.260000e+02, float %859
  %863 = select i1 %861, float 1.270000e+02, float %862
  %864 = fadd float %863, 5.000000e-01
  %865 = call float @llvm.floor.f32(float %864)
  %866 = fsub float %863, %865
  %867 = fmul float 0x3EEFFCBFC0000000, %866
  %868 = fadd float %867, 0x3F24309120000000
  %869 = fmul float %868, %866
  %870 = fadd float %869, 0x3F55D87FE0000000
  %871 = fmul float %870, %866
  %872 = fadd float %871, 0x3F83B2AB60000000
  %873 = fmul float %872, %866
  %874 = fadd float %873, 0x3FAC6B08E0000000
  %875 = fmul float %874, %866
  %876 = fadd float %875, 0x3FCEBFBE00000000
  %877 = fmul float %876, %866
  %878 = fadd float %877, 0x3FE62E4300000000
  %879 = fmul float %878, %866
  %880 = fadd float %879, 1.000000e+00
  %881 = fptosi float %865 to i32
  %882 = add i32 %881, 127
  %883 = shl i32 %882, 23
  %884 = bitcast i32 %883 to float
  %885 = fmul float %880, %884
  %886 = select i1 %860, float 0.000000e+00, float %885
  %887 = select i1 %861, float 0x7FF0000000000000, float %886
  %888 = fcmp uno float %859, %859
  %889 = select i1 %888, float %859, float %887
  %890 = fsub float %854, %857
  %891 = fmul float %890, 0x3FF7154760000000
  %892 = fcmp olt float %891, -1.260000e+02
  %893 = fcmp ogt float %891, 1.270000e+02
  %894 = select i1 %892, float -1.260000e+02, float %891
  %895 = select i1 %893, float 1.270000e+02, float %894
  %896 = fadd float %895, 5.000000e-01
  %897 = call float @llvm.floor.f32(float %896)
  %898 = fsub float %895, %897
  %899 = fmul float 0x3EEFFCBFC0000000, %898
  %900 = fadd float %899, 0x3F24309120000000
  %901 = fmul float %900, %898
  %902 = fadd float %901, 0x3F55D87FE0000000
  %903 = fmul float %902, %898
  %904 = fadd float %903, 0x3F83B2AB60000000
  %905 = fmul float %904, %898
  %906 = fadd float %905, 0x3FAC6B08E0000000
  %907 = fmul float %906, %898
  %908 = fadd float %907, 0x3FCEBFBE00000000
  %909 = fmul float %908, %898
  %910 = fadd float %909, 0x3FE62E4300000000
  %911 = fmul float %910, %898
  %912 = fadd float %911, 1.000000e+00
  %913 = fptosi float %897 to i32
  %914 = add i32 %913, 127
  %915 = shl i32 %914, 23
  %916 = bitcast i32 %915 to float
  %917 = fmul float %912, %916
  %918 = select i1 %892, float 0.000000e+00, float %917
  %919 = select i1 %893, float 0x7FF0000000000000, float %918
  %920 = fcmp uno float %891, %891
  %921 = select i1 %920, float %891, float %919
  %922 = load float, ptr %v29, align 4
  %923 = fmul float %922, %889
  %924 = fadd float %923, %921
  %925 = load float, ptr %v29, align 4
  %926 = select i1 %853, float %924, float %925
  store float %926, ptr %v29, align 4
  %927 = load float, ptr %v20, align 4
  %928 = fmul float %921, %392
  %929 = fmul float %927, %889
  %930 = fadd float %929, %928
  %931 = select i1 %853, float %930, float %927
  store float %931, ptr %v20, align 4
  %932 = load float, ptr %v21, align 4
  %933 = fmul float %921, %406
  %934 = fmul float %932, %889
  %935 = fadd float %934, %933
  %936 = select i1 %853, float %935, float %932
  store float %936, ptr %v21, align 4
  %937 = load float, ptr %v22, align 4
  %938 = fmul float %921, %420
  %939 = fmul float %937, %889
  %940 = fadd float %939, %938
  %941 = select i1 %853, float %940, float %937
  store float %941, ptr %v22, align 4
  %942 = load float, ptr %v23, align 4
  %943 = fmul float %921, %434
  %944 = fmul float %942, %889
  %945 = fadd float %944, %943
  %946 = select i1 %853, float %945, float %942
  store float %946, ptr %v23, align 4
  %947 = load float, ptr %v24, align 4
  %948 = fmul float %921, %448
  %949 = fmul float %947, %889
  %950 = fadd float %949, %948
  %951 = select i1 %853, float %950, float %947
  store float %951, ptr %v24, align 4
  %952 = load float, ptr %v25, align 4
  %953 = fmul float %921, %462
  %954 = fmul float %952, %889
  %955 = fadd float %954, %953
  %956 = select i1 %853, float %955, float %952
  store float %956, ptr %v25, align 4
  %957 = load float, ptr %v26, align 4
  %958 = fmul float %921, %476
  %959 = fmul float %957, %889
  %960 = fadd float %959, %958
  %961 = select i1 %853, float %960, float %957
  store float %961, ptr %v26, align 4
  %962 = load float, ptr %v27, align 4
  %963 = fmul float %921, %490
  %964 = fmul float %962, %889
  %965 = fadd float %964, %963
  %966 = select i1 %853, float %965, float %962
  store float %966, ptr %v27, align 4
  %967 = select i1 %853, float %857, float %855
  store float %967, ptr %v28, align 4
  %968 = fmul float %281, %386
  %969 = select i1 %346, float %968, float 0.000000e+00
  %970 = fadd float 0.000000e+00, %969
  %971 = fmul float %290, %400
  %972 = select i1 %348, float %971, float 0.000000e+00
  %973 = fadd float %970, %972
  %974 = fmul float %299, %414
  %975 = select i1 %350, float %974, float 0.000000e+00
  %976 = fadd float %973, %975
  %977 = fmul float %308, %428
  %978 = select i1 %352, float %977, float 0.000000e+00
  %979 = fadd float %976, %978
  %980 = fmul float %317, %442
  %981 = select i1 %354, float %980, float 0.000000e+00
  %982 = fadd float %979, %981
  %983 = fmul float %326, %456
  %984 = select i1 %356, float %983, float 0.000000e+00
  %985 = fadd float %982, %984
  %986 = fmul float %335, %470
  %987 = select i1 %358, float %986, float 0.000000e+00
  %988 = fadd float %985, %987
  %989 = fmul float %344, %484
  %990 = select i1 %360, float %989, float 0.000000e+00
  %991 = fadd float %988, %990
  %992 = bitcast float %991 to i32
  %993 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %992, i32 16, i32 31)
  %994 = bitcast i32 %993 to float
  %995 = fadd float %991, %994
  %996 = bitcast float %995 to i32
  %997 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %996, i32 8, i32 31)
  %998 = bitcast i32 %997 to float
  %999 = fadd float %995, %998
  %1000 = bitcast float %999 to i32
  %1001 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1000, i32 4, i32 31)
  %1002 = bitcast i32 %1001 to float
  %1003 = fadd float %999, %1002
  %1004 = bitcast float %1003 to i32
  %1005 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1004, i32 2, i32 31)
  %1006 = bitcast i32 %1005 to float
  %1007 = fadd float %1003, %1006
  %1008 = bitcast float %1007 to i32
  %1009 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1008, i32 1, i32 31)
  %1010 = bitcast i32 %1009 to float
  %1011 = fadd float %1007, %1010
  %1012 = icmp slt i32 %375, %269
  %1013 = fmul float %1011, %8
  %1014 = load float, ptr %v38, align 4
  %1015 = fcmp ogt float %1013, %1014
  %1016 = select i1 %1015, float %1013, float %1014
  %1017 = fsub float %1014, %1016
  %1018 = fmul float %1017, 0x3FF7154760000000
  %1019 = fcmp olt float %1018, -1.260000e+02
  %1020 = fcmp ogt float %1018, 1.270000e+02
  %1021 = select i1 %1019, float -1.260000e+02, float %1018
  %1022 = select i1 %1020, float 1.270000e+02, float %1021
  %1023 = fadd float %1022, 5.000000e-01
  %1024 = call float @llvm.floor.f32(float %1023)
  %1025 = fsub float %1022, %1024
  %1026 = fmul float 0x3EEFFCBFC0000000, %1025
  %1027 = fadd float %1026, 0x3F24309120000000
  %1028 = fmul float %1027, %1025
  %1029 = fadd float %1028, 0x3F55D87FE0000000
  %1030 = fmul float %1029, %1025
  %1031 = fadd float %1030, 0x3F83B2AB60000000
  %1032 = fmul float %1031, %1025
  %1033 = fadd float %1032, 0x3FAC6B08E0000000
  %1034 = fmul float %1033, %1025
  %1035 = fadd float %1034, 0x3FCEBFBE00000000
  %1036 = fmul float %1035, %1025
  %1037 = fadd float %1036, 0x3FE62E4300000000
  %1038 = fmul float %1037, %1025
  %1039 = fadd float %1038, 1.000000e+00
  %1040 = fptosi float %1024 to i32
  %1041 = add i32 %1040, 127
  %1042 = shl i32 %1041, 23
  %1043 = bitcast i32 %1042 to float
  %1044 = fmul float %1039, %1043
  %1045 = select i1 %1019, float 0.000000e+00, float %1044
  %1046 = select i1 %1020, float 0x7FF0000000000000, float %1045
  %1047 = fcmp uno float %1018, %1018
  %1048 = select i1 %1047, float %1018, float %1046
  %1049 = fsub float %1013, %1016
  %1050 = fmul float %1049, 0x3FF7154760000000
  %1051 = fcmp olt float %1050, -1.260000e+02
  %1052 = fcmp ogt float %1050, 1.270000e+02
  %1053 = select i1 %1051, float -1.260000e+02, float %1050
  %1054 = select i1 %1052, float 1.270000e+02, float %1053
  %1055 = fadd float %1054, 5.000000e-01
  %1056 = call float @llvm.floor.f32(float %1055)
  %1057 = fsub float %1054, %1056
  %1058 = fmul float 0x3EEFFCBFC0000000, %1057
  %1059 = fadd float %1058, 0x3F24309120000000
  %1060 = fmul float %1059, %1057
  %1061 = fadd float %1060, 0x3F55D87FE0000000
  %1062 = fmul float %1061, %1057
  %1063 = fadd float %1062, 0x3F83B2AB60000000
  %1064 = fmul float %1063, %1057
  %1065 = fadd float %1064, 0x3FAC6B08E0000000
  %1066 = fmul float %1065, %1057
  %1067 = fadd float %1066, 0x3FCEBFBE00000000
  %1068 = fmul float %1067, %1057
  %1069 = fadd float %1068, 0x3FE62E4300000000
  %1070 = fmul float %1069, %1057
  %1071 = fadd float %1070, 1.000000e+00
  %1072 = fptosi float %1056 to i32
  %1073 = add i32 %1072, 127
  %1074 = shl i32 %1073, 23
  %1075 = bitcast i32 %1074 to float
  %1076 = fmul float %1071, %1075
  %1077 = select i1 %1051, float 0.000000e+00, float %1076
  %1078 = select i1 %1052, float 0x7FF0000000000000, float %1077
  %1079 = fcmp uno float %1050, %1050
  %1080 = select i1 %1079, float %1050, float %1078
  %1081 = load float, ptr %v39, align 4
  %1082 = fmul float %1081, %1048
  %1083 = fadd float %1082, %1080
  %1084 = load float, ptr %v39, align 4
  %1085 = select i1 %1012, float %1083, float %1084
  store float %1085, ptr %v39, align 4
  %1086 = load float, ptr %v30, align 4
  %1087 = fmul float %1080, %392
  %1088 = fmul float %1086, %1048
  %1089 = fadd float %1088, %1087
  %1090 = select i1 %1012, float %1089, float %1086
  store float %1090, ptr %v30, align 4
  %1091 = load float, ptr %v31, align 4
  %1092 = fmul float %1080, %406
  %1093 = fmul float %1091, %1048
  %1094 = fadd float %1093, %1092
  %1095 = select i1 %1012, float %1094, float %1091
  store float %1095, ptr %v31, align 4
  %1096 = load float, ptr %v32, align 4
  %1097 = fmul float %1080, %420
  %1098 = fmul float %1096, %1048
  %1099 = fadd float %1098, %1097
  %1100 = select i1 %1012, float %1099, float %1096
  store float %1100, ptr %v32, align 4
  %1101 = load float, ptr %v33, align 4
  %1102 = fmul float %1080, %434
  %1103 = fmul float %1101, %1048
  %1104 = fadd float %1103, %1102
  %1105 = select i1 %1012, float %1104, float %1101
  store float %1105, ptr %v33, align 4
  %1106 = load float, ptr %v34, align 4
  %1107 = fmul float %1080, %448
  %1108 = fmul float %1106, %1048
  %1109 = fadd float %1108, %1107
  %1110 = select i1 %1012, float %1109, float %1106
  store float %1110, ptr %v34, align 4
  %1111 = load float, ptr %v35, align 4
  %1112 = fmul float %1080, %462
  %1113 = fmul float %1111, %1048
  %1114 = fadd float %1113, %1112
  %1115 = select i1 %1012, float %1114, float %1111
  store float %1115, ptr %v35, align 4
  %1116 = load float, ptr %v36, align 4
  %1117 = fmul float %1080, %476
  %1118 = fmul float %1116, %1048
  %1119 = fadd float %1118, %1117
  %1120 = select i1 %1012, float %1119, float %1116
  store float %1120, ptr %v36, align 4
  %1121 = load float, ptr %v37, align 4
  %1122 = fmul float %1080, %490
  %1123 = fmul float %1121, %1048
  %1124 = fadd float %1123, %1122
  %1125 = select i1 %1012, float %1124, float %1121
  store float %1125, ptr %v37, align 4
  %1126 = select i1 %1012, float %1016, float %1014
  store float %1126, ptr %v38, align 4
  %1127 = load i32, ptr %v40, align 4
  %1128 = add i32 %1127, 4
  store i32 %1128, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1129 = add i32 0, %13
  %1130 = mul i32 %1129, 256
  %1131 = load float, ptr %v, align 4
  br i1 %346, label %then, label %endif

then:                                             ; preds = %done
  %1132 = add i32 %1130, %345
  %1133 = sext i32 %1132 to i64
  %1134 = mul i64 %1133, 4
  %1135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1134
  store float %1131, ptr addrspace(3) %1135, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1136 = load float, ptr %v1, align 4
  br i1 %348, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1137 = add i32 %1130, %347
  %1138 = sext i32 %1137 to i64
  %1139 = mul i64 %1138, 4
  %1140 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1139
  store float %1136, ptr addrspace(3) %1140, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1141 = load float, ptr %v2, align 4
  br i1 %350, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1142 = add i32 %1130, %349
  %1143 = sext i32 %1142 to i64
  %1144 = mul i64 %1143, 4
  %1145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1144
  store float %1141, ptr addrspace(3) %1145, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1146 = load float, ptr %v3, align 4
  br i1 %352, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1147 = add i32 %1130, %351
  %1148 = sext i32 %1147 to i64
  %1149 = mul i64 %1148, 4
  %1150 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1149
  store float %1146, ptr addrspace(3) %1150, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1151 = load float, ptr %v4, align 4
  br i1 %354, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1152 = add i32 %1130, %353
  %1153 = sext i32 %1152 to i64
  %1154 = mul i64 %1153, 4
  %1155 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1154
  store float %1151, ptr addrspace(3) %1155, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1156 = load float, ptr %v5, align 4
  br i1 %356, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1157 = add i32 %1130, %355
  %1158 = sext i32 %1157 to i64
  %1159 = mul i64 %1158, 4
  %1160 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1159
  store float %1156, ptr addrspace(3) %1160, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1161 = load float, ptr %v6, align 4
  br i1 %358, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1162 = add i32 %1130, %357
  %1163 = sext i32 %1162 to i64
  %1164 = mul i64 %1163, 4
  %1165 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1164
  store float %1161, ptr addrspace(3) %1165, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1166 = load float, ptr %v7, align 4
  br i1 %360, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1167 = add i32 %1130, %359
  %1168 = sext i32 %1167 to i64
  %1169 = mul i64 %1168, 4
  %1170 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1169
  store float %1166, ptr addrspace(3) %1170, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1171 = icmp eq i32 %11, 0
  %1172 = load float, ptr %v8, align 4
  %1173 = load float, ptr %v9, align 4
  br i1 %1171, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1174 = mul i32 %1129, 2
  %1175 = sext i32 %1174 to i64
  %1176 = mul i64 %1175, 4
  %1177 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1176
  store float %1172, ptr addrspace(3) %1177, align 4
  %1178 = add i32 %1174, 1
  %1179 = sext i32 %1178 to i64
  %1180 = mul i64 %1179, 4
  %1181 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1180
  store float %1173, ptr addrspace(3) %1181, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1182 = add i32 4, %13
  %1183 = mul i32 %1182, 256
  %1184 = load float, ptr %v10, align 4
  br i1 %346, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1185 = add i32 %1183, %345
  %1186 = sext i32 %1185 to i64
  %1187 = mul i64 %1186, 4
  %1188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1187
  store float %1184, ptr addrspace(3) %1188, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1189 = load float, ptr %v11, align 4
  br i1 %348, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1190 = add i32 %1183, %347
  %1191 = sext i32 %1190 to i64
  %1192 = mul i64 %1191, 4
  %1193 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1192
  store float %1189, ptr addrspace(3) %1193, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1194 = load float, ptr %v12, align 4
  br i1 %350, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1195 = add i32 %1183, %349
  %1196 = sext i32 %1195 to i64
  %1197 = mul i64 %1196, 4
  %1198 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1197
  store float %1194, ptr addrspace(3) %1198, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1199 = load float, ptr %v13, align 4
  br i1 %352, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1200 = add i32 %1183, %351
  %1201 = sext i32 %1200 to i64
  %1202 = mul i64 %1201, 4
  %1203 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1202
  store float %1199, ptr addrspace(3) %1203, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1204 = load float, ptr %v14, align 4
  br i1 %354, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1205 = add i32 %1183, %353
  %1206 = sext i32 %1205 to i64
  %1207 = mul i64 %1206, 4
  %1208 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1207
  store float %1204, ptr addrspace(3) %1208, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1209 = load float, ptr %v15, align 4
  br i1 %356, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1210 = add i32 %1183, %355
  %1211 = sext i32 %1210 to i64
  %1212 = mul i64 %1211, 4
  %1213 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1212
  store float %1209, ptr addrspace(3) %1213, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1214 = load float, ptr %v16, align 4
  br i1 %358, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1215 = add i32 %1183, %357
  %1216 = sext i32 %1215 to i64
  %1217 = mul i64 %1216, 4
  %1218 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1217
  store float %1214, ptr addrspace(3) %1218, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1219 = load float, ptr %v17, align 4
  br i1 %360, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1220 = add i32 %1183, %359
  %1221 = sext i32 %1220 to i64
  %1222 = mul i64 %1221, 4
  %1223 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1222
  store float %1219, ptr addrspace(3) %1223, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1224 = icmp eq i32 %11, 0
  %1225 = load float, ptr %v18, align 4
  %1226 = load float, ptr %v19, align 4
  br i1 %1224, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1227 = mul i32 %1182, 2
  %1228 = sext i32 %1227 to i64
  %1229 = mul i64 %1228, 4
  %1230 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1229
  store float %1225, ptr addrspace(3) %1230, align 4
  %1231 = add i32 %1227, 1
  %1232 = sext i32 %1231 to i64
  %1233 = mul i64 %1232, 4
  %1234 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1233
  store float %1226, ptr addrspace(3) %1234, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1235 = add i32 8, %13
  %1236 = mul i32 %1235, 256
  %1237 = load float, ptr %v20, align 4
  br i1 %346, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1238 = add i32 %1236, %345
  %1239 = sext i32 %1238 to i64
  %1240 = mul i64 %1239, 4
  %1241 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1240
  store float %1237, ptr addrspace(3) %1241, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1242 = load float, ptr %v21, align 4
  br i1 %348, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1243 = add i32 %1236, %347
  %1244 = sext i32 %1243 to i64
  %1245 = mul i64 %1244, 4
  %1246 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1245
  store float %1242, ptr addrspace(3) %1246, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1247 = load float, ptr %v22, align 4
  br i1 %350, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1248 = add i32 %1236, %349
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1250
  store float %1247, ptr addrspace(3) %1251, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1252 = load float, ptr %v23, align 4
  br i1 %352, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1253 = add i32 %1236, %351
  %1254 = sext i32 %1253 to i64
  %1255 = mul i64 %1254, 4
  %1256 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1255
  store float %1252, ptr addrspace(3) %1256, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1257 = load float, ptr %v24, align 4
  br i1 %354, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1258 = add i32 %1236, %353
  %1259 = sext i32 %1258 to i64
  %1260 = mul i64 %1259, 4
  %1261 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1260
  store float %1257, ptr addrspace(3) %1261, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1262 = load float, ptr %v25, align 4
  br i1 %356, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1263 = add i32 %1236, %355
  %1264 = sext i32 %1263 to i64
  %1265 = mul i64 %1264, 4
  %1266 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1265
  store float %1262, ptr addrspace(3) %1266, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1267 = load float, ptr %v26, align 4
  br i1 %358, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1268 = add i32 %1236, %357
  %1269 = sext i32 %1268 to i64
  %1270 = mul i64 %1269, 4
  %1271 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1270
  store float %1267, ptr addrspace(3) %1271, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1272 = load float, ptr %v27, align 4
  br i1 %360, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1273 = add i32 %1236, %359
  %1274 = sext i32 %1273 to i64
  %1275 = mul i64 %1274, 4
  %1276 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1275
  store float %1272, ptr addrspace(3) %1276, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1277 = icmp eq i32 %11, 0
  %1278 = load float, ptr %v28, align 4
  %1279 = load float, ptr %v29, align 4
  br i1 %1277, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1280 = mul i32 %1235, 2
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 4
  %1283 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1282
  store float %1278, ptr addrspace(3) %1283, align 4
  %1284 = add i32 %1280, 1
  %1285 = sext i32 %1284 to i64
  %1286 = mul i64 %1285, 4
  %1287 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1286
  store float %1279, ptr addrspace(3) %1287, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1288 = add i32 12, %13
  %1289 = mul i32 %1288, 256
  %1290 = load float, ptr %v30, align 4
  br i1 %346, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1291 = add i32 %1289, %345
  %1292 = sext i32 %1291 to i64
  %1293 = mul i64 %1292, 4
  %1294 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1293
  store float %1290, ptr addrspace(3) %1294, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1295 = load float, ptr %v31, align 4
  br i1 %348, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1296 = add i32 %1289, %347
  %1297 = sext i32 %1296 to i64
  %1298 = mul i64 %1297, 4
  %1299 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1298
  store float %1295, ptr addrspace(3) %1299, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1300 = load float, ptr %v32, align 4
  br i1 %350, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1301 = add i32 %1289, %349
  %1302 = sext i32 %1301 to i64
  %1303 = mul i64 %1302, 4
  %1304 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1303
  store float %1300, ptr addrspace(3) %1304, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1305 = load float, ptr %v33, align 4
  br i1 %352, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1306 = add i32 %1289, %351
  %1307 = sext i32 %1306 to i64
  %1308 = mul i64 %1307, 4
  %1309 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1308
  store float %1305, ptr addrspace(3) %1309, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1310 = load float, ptr %v34, align 4
  br i1 %354, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1311 = add i32 %1289, %353
  %1312 = sext i32 %1311 to i64
  %1313 = mul i64 %1312, 4
  %1314 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1313
  store float %1310, ptr addrspace(3) %1314, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1315 = load float, ptr %v35, align 4
  br i1 %356, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1316 = add i32 %1289, %355
  %1317 = sext i32 %1316 to i64
  %1318 = mul i64 %1317, 4
  %1319 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1318
  store float %1315, ptr addrspace(3) %1319, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1320 = load float, ptr %v36, align 4
  br i1 %358, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1321 = add i32 %1289, %357
  %1322 = sext i32 %1321 to i64
  %1323 = mul i64 %1322, 4
  %1324 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1323
  store float %1320, ptr addrspace(3) %1324, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1325 = load float, ptr %v37, align 4
  br i1 %360, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1326 = add i32 %1289, %359
  %1327 = sext i32 %1326 to i64
  %1328 = mul i64 %1327, 4
  %1329 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1328
  store float %1325, ptr addrspace(3) %1329, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1330 = icmp eq i32 %11, 0
  %1331 = load float, ptr %v38, align 4
  %1332 = load float, ptr %v39, align 4
  br i1 %1330, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1333 = mul i32 %1288, 2
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 4
  %1336 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1335
  store float %1331, ptr addrspace(3) %1336, align 4
  %1337 = add i32 %1333, 1
  %1338 = sext i32 %1337 to i64
  %1339 = mul i64 %1338, 4
  %1340 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1339
  store float %1332, ptr addrspace(3) %1340, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1341 = load float, ptr addrspace(3) @lds2, align 4
  %1342 = fcmp ogt float %1341, 0xFFF0000000000000
  %1343 = select i1 %1342, float %1341, float 0xFFF0000000000000
  %1344 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1345 = fcmp ogt float %1344, %1343
  %1346 = select i1 %1345, float %1344, float %1343
  %1347 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1348 = fcmp ogt float %1347, %1346
  %1349 = select i1 %1348, float %1347, float %1346
  %1350 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1351 = fcmp ogt float %1350, %1349
  %1352 = select i1 %1351, float %1350, float %1349
  %1353 = fsub float %1341, %1352
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
  %1385 = fcmp oeq float %1341, 0xFFF0000000000000
  %1386 = select i1 %1385, float 0.000000e+00, float %1384
  %1387 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1388 = fmul float %1386, %1387
  %1389 = fadd float %1388, 0.000000e+00
  %1390 = fsub float %1344, %1352
  %1391 = fmul float %1390, 0x3FF7154760000000
  %1392 = fcmp olt float %1391, -1.260000e+02
  %1393 = fcmp ogt float %1391, 1.270000e+02
  %1394 = select i1 %1392, float -1.260000e+02, float %1391
  %1395 = select i1 %1393, float 1.270000e+02, float %1394
  %1396 = fadd float %1395, 5.000000e-01
  %1397 = call float @llvm.floor.f32(float %1396)
  %1398 = fsub float %1395, %1397
  %1399 = fmul float 0x3EEFFCBFC0000000, %1398
  %1400 = fadd float %1399, 0x3F24309120000000
  %1401 = fmul float %1400, %1398
  %1402 = fadd float %1401, 0x3F55D87FE0000000
  %1403 = fmul float %1402, %1398
  %1404 = fadd float %1403, 0x3F83B2AB60000000
  %1405 = fmul float %1404, %1398
  %1406 = fadd float %1405, 0x3FAC6B08E0000000
  %1407 = fmul float %1406, %1398
  %1408 = fadd float %1407, 0x3FCEBFBE00000000
  %1409 = fmul float %1408, %1398
  %1410 = fadd float %1409, 0x3FE62E4300000000
  %1411 = fmul float %1410, %1398
  %1412 = fadd float %1411, 1.000000e+00
  %1413 = fptosi float %1397 to i32
  %1414 = add i32 %1413, 127
  %1415 = shl i32 %1414, 23
  %1416 = bitcast i32 %1415 to float
  %1417 = fmul float %1412, %1416
  %1418 = select i1 %1392, float 0.000000e+00, float %1417
  %1419 = select i1 %1393, float 0x7FF0000000000000, float %1418
  %1420 = fcmp uno float %1391, %1391
  %1421 = select i1 %1420, float %1391, float %1419
  %1422 = fcmp oeq float %1344, 0xFFF0000000000000
  %1423 = select i1 %1422, float 0.000000e+00, float %1421
  %1424 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1425 = fmul float %1423, %1424
  %1426 = fadd float %1425, %1389
  %1427 = fsub float %1347, %1352
  %1428 = fmul float %1427, 0x3FF7154760000000
  %1429 = fcmp olt float %1428, -1.260000e+02
  %1430 = fcmp ogt float %1428, 1.270000e+02
  %1431 = select i1 %1429, float -1.260000e+02, float %1428
  %1432 = select i1 %1430, float 1.270000e+02, float %1431
  %1433 = fadd float %1432, 5.000000e-01
  %1434 = call float @llvm.floor.f32(float %1433)
  %1435 = fsub float %1432, %1434
  %1436 = fmul float 0x3EEFFCBFC0000000, %1435
  %1437 = fadd float %1436, 0x3F24309120000000
  %1438 = fmul float %1437, %1435
  %1439 = fadd float %1438, 0x3F55D87FE0000000
  %1440 = fmul float %1439, %1435
  %1441 = fadd float %1440, 0x3F83B2AB60000000
  %1442 = fmul float %1441, %1435
  %1443 = fadd float %1442, 0x3FAC6B08E0000000
  %1444 = fmul float %1443, %1435
  %1445 = fadd float %1444, 0x3FCEBFBE00000000
  %1446 = fmul float %1445, %1435
  %1447 = fadd float %1446, 0x3FE62E4300000000
  %1448 = fmul float %1447, %1435
  %1449 = fadd float %1448, 1.000000e+00
  %1450 = fptosi float %1434 to i32
  %1451 = add i32 %1450, 127
  %1452 = shl i32 %1451, 23
  %1453 = bitcast i32 %1452 to float
  %1454 = fmul float %1449, %1453
  %1455 = select i1 %1429, float 0.000000e+00, float %1454
  %1456 = select i1 %1430, float 0x7FF0000000000000, float %1455
  %1457 = fcmp uno float %1428, %1428
  %1458 = select i1 %1457, float %1428, float %1456
  %1459 = fcmp oeq float %1347, 0xFFF0000000000000
  %1460 = select i1 %1459, float 0.000000e+00, float %1458
  %1461 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1462 = fmul float %1460, %1461
  %1463 = fadd float %1462, %1426
  %1464 = fsub float %1350, %1352
  %1465 = fmul float %1464, 0x3FF7154760000000
  %1466 = fcmp olt float %1465, -1.260000e+02
  %1467 = fcmp ogt float %1465, 1.270000e+02
  %1468 = select i1 %1466, float -1.260000e+02, float %1465
  %1469 = select i1 %1467, float 1.270000e+02, float %1468
  %1470 = fadd float %1469, 5.000000e-01
  %1471 = call float @llvm.floor.f32(float %1470)
  %1472 = fsub float %1469, %1471
  %1473 = fmul float 0x3EEFFCBFC0000000, %1472
  %1474 = fadd float %1473, 0x3F24309120000000
  %1475 = fmul float %1474, %1472
  %1476 = fadd float %1475, 0x3F55D87FE0000000
  %1477 = fmul float %1476, %1472
  %1478 = fadd float %1477, 0x3F83B2AB60000000
  %1479 = fmul float %1478, %1472
  %1480 = fadd float %1479, 0x3FAC6B08E0000000
  %1481 = fmul float %1480, %1472
  %1482 = fadd float %1481, 0x3FCEBFBE00000000
  %1483 = fmul float %1482, %1472
  %1484 = fadd float %1483, 0x3FE62E4300000000
  %1485 = fmul float %1484, %1472
  %1486 = fadd float %1485, 1.000000e+00
  %1487 = fptosi float %1471 to i32
  %1488 = add i32 %1487, 127
  %1489 = shl i32 %1488, 23
  %1490 = bitcast i32 %1489 to float
  %1491 = fmul float %1486, %1490
  %1492 = select i1 %1466, float 0.000000e+00, float %1491
  %1493 = select i1 %1467, float 0x7FF0000000000000, float %1492
  %1494 = fcmp uno float %1465, %1465
  %1495 = select i1 %1494, float %1465, float %1493
  %1496 = fcmp oeq float %1350, 0xFFF0000000000000
  %1497 = select i1 %1496, float 0.000000e+00, float %1495
  %1498 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1499 = fmul float %1497, %1498
  %1500 = fadd float %1499, %1463
  br i1 %26, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %9, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1501 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1502 = fcmp ogt float %1501, 0xFFF0000000000000
  %1503 = select i1 %1502, float %1501, float 0xFFF0000000000000
  %1504 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1505 = fcmp ogt float %1504, %1503
  %1506 = select i1 %1505, float %1504, float %1503
  %1507 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1508 = fcmp ogt float %1507, %1506
  %1509 = select i1 %1508, float %1507, float %1506
  %1510 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1511 = fcmp ogt float %1510, %1509
  %1512 = select i1 %1511, float %1510, float %1509
  %1513 = fsub float %1501, %1512
  %1514 = fmul float %1513, 0x3FF7154760000000
  %1515 = fcmp olt float %1514, -1.260000e+02
  %1516 = fcmp ogt float %1514, 1.270000e+02
  %1517 = select i1 %1515, float -1.260000e+02, float %1514
  %1518 = select i1 %1516, float 1.270000e+02, float %1517
  %1519 = fadd float %1518, 5.000000e-01
  %1520 = call float @llvm.floor.f32(float %1519)
  %1521 = fsub float %1518, %1520
  %1522 = fmul float 0x3EEFFCBFC0000000, %1521
  %1523 = fadd float %1522, 0x3F24309120000000
  %1524 = fmul float %1523, %1521
  %1525 = fadd float %1524, 0x3F55D87FE0000000
  %1526 = fmul float %1525, %1521
  %1527 = fadd float %1526, 0x3F83B2AB60000000
  %1528 = fmul float %1527, %1521
  %1529 = fadd float %1528, 0x3FAC6B08E0000000
  %1530 = fmul float %1529, %1521
  %1531 = fadd float %1530, 0x3FCEBFBE00000000
  %1532 = fmul float %1531, %1521
  %1533 = fadd float %1532, 0x3FE62E4300000000
  %1534 = fmul float %1533, %1521
  %1535 = fadd float %1534, 1.000000e+00
  %1536 = fptosi float %1520 to i32
  %1537 = add i32 %1536, 127
  %1538 = shl i32 %1537, 23
  %1539 = bitcast i32 %1538 to float
  %1540 = fmul float %1535, %1539
  %1541 = select i1 %1515, float 0.000000e+00, float %1540
  %1542 = select i1 %1516, float 0x7FF0000000000000, float %1541
  %1543 = fcmp uno float %1514, %1514
  %1544 = select i1 %1543, float %1514, float %1542
  %1545 = fcmp oeq float %1501, 0xFFF0000000000000
  %1546 = select i1 %1545, float 0.000000e+00, float %1544
  %1547 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1548 = fmul float %1546, %1547
  %1549 = fadd float %1548, 0.000000e+00
  %1550 = fsub float %1504, %1512
  %1551 = fmul float %1550, 0x3FF7154760000000
  %1552 = fcmp olt float %1551, -1.260000e+02
  %1553 = fcmp ogt float %1551, 1.270000e+02
  %1554 = select i1 %1552, float -1.260000e+02, float %1551
  %1555 = select i1 %1553, float 1.270000e+02, float %1554
  %1556 = fadd float %1555, 5.000000e-01
  %1557 = call float @llvm.floor.f32(float %1556)
  %1558 = fsub float %1555, %1557
  %1559 = fmul float 0x3EEFFCBFC0000000, %1558
  %1560 = fadd float %1559, 0x3F24309120000000
  %1561 = fmul float %1560, %1558
  %1562 = fadd float %1561, 0x3F55D87FE0000000
  %1563 = fmul float %1562, %1558
  %1564 = fadd float %1563, 0x3F83B2AB60000000
  %1565 = fmul float %1564, %1558
  %1566 = fadd float %1565, 0x3FAC6B08E0000000
  %1567 = fmul float %1566, %1558
  %1568 = fadd float %1567, 0x3FCEBFBE00000000
  %1569 = fmul float %1568, %1558
  %1570 = fadd float %1569, 0x3FE62E4300000000
  %1571 = fmul float %1570, %1558
  %1572 = fadd float %1571, 1.000000e+00
  %1573 = fptosi float %1557 to i32
  %1574 = add i32 %1573, 127
  %1575 = shl i32 %1574, 23
  %1576 = bitcast i32 %1575 to float
  %1577 = fmul float %1572, %1576
  %1578 = select i1 %1552, float 0.000000e+00, float %1577
  %1579 = select i1 %1553, float 0x7FF0000000000000, float %1578
  %1580 = fcmp uno float %1551, %1551
  %1581 = select i1 %1580, float %1551, float %1579
  %1582 = fcmp oeq float %1504, 0xFFF0000000000000
  %1583 = select i1 %1582, float 0.000000e+00, float %1581
  %1584 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1585 = fmul float %1583, %1584
  %1586 = fadd float %1585, %1549
  %1587 = fsub float %1507, %1512
  %1588 = fmul float %1587, 0x3FF7154760000000
  %1589 = fcmp olt float %1588, -1.260000e+02
  %1590 = fcmp ogt float %1588, 1.270000e+02
  %1591 = select i1 %1589, float -1.260000e+02, float %1588
  %1592 = select i1 %1590, float 1.270000e+02, float %1591
  %1593 = fadd float %1592, 5.000000e-01
  %1594 = call float @llvm.floor.f32(float %1593)
  %1595 = fsub float %1592, %1594
  %1596 = fmul float 0x3EEFFCBFC0000000, %1595
  %1597 = fadd float %1596, 0x3F24309120000000
  %1598 = fmul float %1597, %1595
  %1599 = fadd float %1598, 0x3F55D87FE0000000
  %1600 = fmul float %1599, %1595
  %1601 = fadd float %1600, 0x3F83B2AB60000000
  %1602 = fmul float %1601, %1595
  %1603 = fadd float %1602, 0x3FAC6B08E0000000
  %1604 = fmul float %1603, %1595
  %1605 = fadd float %1604, 0x3FCEBFBE00000000
  %1606 = fmul float %1605, %1595
  %1607 = fadd float %1606, 0x3FE62E4300000000
  %1608 = fmul float %1607, %1595
  %1609 = fadd float %1608, 1.000000e+00
  %1610 = fptosi float %1594 to i32
  %1611 = add i32 %1610, 127
  %1612 = shl i32 %1611, 23
  %1613 = bitcast i32 %1612 to float
  %1614 = fmul float %1609, %1613
  %1615 = select i1 %1589, float 0.000000e+00, float %1614
  %1616 = select i1 %1590, float 0x7FF0000000000000, float %1615
  %1617 = fcmp uno float %1588, %1588
  %1618 = select i1 %1617, float %1588, float %1616
  %1619 = fcmp oeq float %1507, 0xFFF0000000000000
  %1620 = select i1 %1619, float 0.000000e+00, float %1618
  %1621 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1622 = fmul float %1620, %1621
  %1623 = fadd float %1622, %1586
  %1624 = fsub float %1510, %1512
  %1625 = fmul float %1624, 0x3FF7154760000000
  %1626 = fcmp olt float %1625, -1.260000e+02
  %1627 = fcmp ogt float %1625, 1.270000e+02
  %1628 = select i1 %1626, float -1.260000e+02, float %1625
  %1629 = select i1 %1627, float 1.270000e+02, float %1628
  %1630 = fadd float %1629, 5.000000e-01
  %1631 = call float @llvm.floor.f32(float %1630)
  %1632 = fsub float %1629, %1631
  %1633 = fmul float 0x3EEFFCBFC0000000, %1632
  %1634 = fadd float %1633, 0x3F24309120000000
  %1635 = fmul float %1634, %1632
  %1636 = fadd float %1635, 0x3F55D87FE0000000
  %1637 = fmul float %1636, %1632
  %1638 = fadd float %1637, 0x3F83B2AB60000000
  %1639 = fmul float %1638, %1632
  %1640 = fadd float %1639, 0x3FAC6B08E0000000
  %1641 = fmul float %1640, %1632
  %1642 = fadd float %1641, 0x3FCEBFBE00000000
  %1643 = fmul float %1642, %1632
  %1644 = fadd float %1643, 0x3FE62E4300000000
  %1645 = fmul float %1644, %1632
  %1646 = fadd float %1645, 1.000000e+00
  %1647 = fptosi float %1631 to i32
  %1648 = add i32 %1647, 127
  %1649 = shl i32 %1648, 23
  %1650 = bitcast i32 %1649 to float
  %1651 = fmul float %1646, %1650
  %1652 = select i1 %1626, float 0.000000e+00, float %1651
  %1653 = select i1 %1627, float 0x7FF0000000000000, float %1652
  %1654 = fcmp uno float %1625, %1625
  %1655 = select i1 %1654, float %1625, float %1653
  %1656 = fcmp oeq float %1510, 0xFFF0000000000000
  %1657 = select i1 %1656, float 0.000000e+00, float %1655
  %1658 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1659 = fmul float %1657, %1658
  %1660 = fadd float %1659, %1623
  br i1 %106, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1661 = load i32, ptr %v113, align 4
  %1662 = icmp slt i32 %1661, %6
  br i1 %1662, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1663 = load i32, ptr %v113, align 4
  %1664 = add i32 0, %1663
  %1665 = sext i32 %1664 to i64
  %1666 = mul i64 %1665, 4
  %1667 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1666
  %1668 = load float, ptr addrspace(3) %1667, align 4
  %1669 = fmul float %1386, %1668
  %1670 = fadd float %1669, 0.000000e+00
  %1671 = add i32 256, %1663
  %1672 = sext i32 %1671 to i64
  %1673 = mul i64 %1672, 4
  %1674 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1673
  %1675 = load float, ptr addrspace(3) %1674, align 4
  %1676 = fmul float %1423, %1675
  %1677 = fadd float %1676, %1670
  %1678 = add i32 512, %1663
  %1679 = sext i32 %1678 to i64
  %1680 = mul i64 %1679, 4
  %1681 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1680
  %1682 = load float, ptr addrspace(3) %1681, align 4
  %1683 = fmul float %1460, %1682
  %1684 = fadd float %1683, %1677
  %1685 = add i32 768, %1663
  %1686 = sext i32 %1685 to i64
  %1687 = mul i64 %1686, 4
  %1688 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1687
  %1689 = load float, ptr addrspace(3) %1688, align 4
  %1690 = fmul float %1497, %1689
  %1691 = fadd float %1690, %1684
  %1692 = add i32 %32, %1663
  %1693 = fdiv float %1691, %1500
  %1694 = sext i32 %1692 to i64
  %1695 = mul i64 %1694, 4
  %1696 = getelementptr i8, ptr addrspace(1) %0, i64 %1695
  store float %1693, ptr addrspace(1) %1696, align 4
  %1697 = load i32, ptr %v113, align 4
  %1698 = add i32 %1697, 128
  store i32 %1698, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %9, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1699 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1700 = fcmp ogt float %1699, 0xFFF0000000000000
  %1701 = select i1 %1700, float %1699, float 0xFFF0000000000000
  %1702 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1703 = fcmp ogt float %1702, %1701
  %1704 = select i1 %1703, float %1702, float %1701
  %1705 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1706 = fcmp ogt float %1705, %1704
  %1707 = select i1 %1706, float %1705, float %1704
  %1708 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1709 = fcmp ogt float %1708, %1707
  %1710 = select i1 %1709, float %1708, float %1707
  %1711 = fsub float %1699, %1710
  %1712 = fmul float %1711, 0x3FF7154760000000
  %1713 = fcmp olt float %1712, -1.260000e+02
  %1714 = fcmp ogt float %1712, 1.270000e+02
  %1715 = select i1 %1713, float -1.260000e+02, float %1712
  %1716 = select i1 %1714, float 1.270000e+02, float %1715
  %1717 = fadd float %1716, 5.000000e-01
  %1718 = call float @llvm.floor.f32(float %1717)
  %1719 = fsub float %1716, %1718
  %1720 = fmul float 0x3EEFFCBFC0000000, %1719
  %1721 = fadd float %1720, 0x3F24309120000000
  %1722 = fmul float %1721, %1719
  %1723 = fadd float %1722, 0x3F55D87FE0000000
  %1724 = fmul float %1723, %1719
  %1725 = fadd float %1724, 0x3F83B2AB60000000
  %1726 = fmul float %1725, %1719
  %1727 = fadd float %1726, 0x3FAC6B08E0000000
  %1728 = fmul float %1727, %1719
  %1729 = fadd float %1728, 0x3FCEBFBE00000000
  %1730 = fmul float %1729, %1719
  %1731 = fadd float %1730, 0x3FE62E4300000000
  %1732 = fmul float %1731, %1719
  %1733 = fadd float %1732, 1.000000e+00
  %1734 = fptosi float %1718 to i32
  %1735 = add i32 %1734, 127
  %1736 = shl i32 %1735, 23
  %1737 = bitcast i32 %1736 to float
  %1738 = fmul float %1733, %1737
  %1739 = select i1 %1713, float 0.000000e+00, float %1738
  %1740 = select i1 %1714, float 0x7FF0000000000000, float %1739
  %1741 = fcmp uno float %1712, %1712
  %1742 = select i1 %1741, float %1712, float %1740
  %1743 = fcmp oeq float %1699, 0xFFF0000000000000
  %1744 = select i1 %1743, float 0.000000e+00, float %1742
  %1745 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1746 = fmul float %1744, %1745
  %1747 = fadd float %1746, 0.000000e+00
  %1748 = fsub float %1702, %1710
  %1749 = fmul float %1748, 0x3FF7154760000000
  %1750 = fcmp olt float %1749, -1.260000e+02
  %1751 = fcmp ogt float %1749, 1.270000e+02
  %1752 = select i1 %1750, float -1.260000e+02, float %1749
  %1753 = select i1 %1751, float 1.270000e+02, float %1752
  %1754 = fadd float %1753, 5.000000e-01
  %1755 = call float @llvm.floor.f32(float %1754)
  %1756 = fsub float %1753, %1755
  %1757 = fmul float 0x3EEFFCBFC0000000, %1756
  %1758 = fadd float %1757, 0x3F24309120000000
  %1759 = fmul float %1758, %1756
  %1760 = fadd float %1759, 0x3F55D87FE0000000
  %1761 = fmul float %1760, %1756
  %1762 = fadd float %1761, 0x3F83B2AB60000000
  %1763 = fmul float %1762, %1756
  %1764 = fadd float %1763, 0x3FAC6B08E0000000
  %1765 = fmul float %1764, %1756
  %1766 = fadd float %1765, 0x3FCEBFBE00000000
  %1767 = fmul float %1766, %1756
  %1768 = fadd float %1767, 0x3FE62E4300000000
  %1769 = fmul float %1768, %1756
  %1770 = fadd float %1769, 1.000000e+00
  %1771 = fptosi float %1755 to i32
  %1772 = add i32 %1771, 127
  %1773 = shl i32 %1772, 23
  %1774 = bitcast i32 %1773 to float
  %1775 = fmul float %1770, %1774
  %1776 = select i1 %1750, float 0.000000e+00, float %1775
  %1777 = select i1 %1751, float 0x7FF0000000000000, float %1776
  %1778 = fcmp uno float %1749, %1749
  %1779 = select i1 %1778, float %1749, float %1777
  %1780 = fcmp oeq float %1702, 0xFFF0000000000000
  %1781 = select i1 %1780, float 0.000000e+00, float %1779
  %1782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1783 = fmul float %1781, %1782
  %1784 = fadd float %1783, %1747
  %1785 = fsub float %1705, %1710
  %1786 = fmul float %1785, 0x3FF7154760000000
  %1787 = fcmp olt float %1786, -1.260000e+02
  %1788 = fcmp ogt float %1786, 1.270000e+02
  %1789 = select i1 %1787, float -1.260000e+02, float %1786
  %1790 = select i1 %1788, float 1.270000e+02, float %1789
  %1791 = fadd float %1790, 5.000000e-01
  %1792 = call float @llvm.floor.f32(float %1791)
  %1793 = fsub float %1790, %1792
  %1794 = fmul float 0x3EEFFCBFC0000000, %1793
  %1795 = fadd float %1794, 0x3F24309120000000
  %1796 = fmul float %1795, %1793
  %1797 = fadd float %1796, 0x3F55D87FE0000000
  %1798 = fmul float %1797, %1793
  %1799 = fadd float %1798, 0x3F83B2AB60000000
  %1800 = fmul float %1799, %1793
  %1801 = fadd float %1800, 0x3FAC6B08E0000000
  %1802 = fmul float %1801, %1793
  %1803 = fadd float %1802, 0x3FCEBFBE00000000
  %1804 = fmul float %1803, %1793
  %1805 = fadd float %1804, 0x3FE62E4300000000
  %1806 = fmul float %1805, %1793
  %1807 = fadd float %1806, 1.000000e+00
  %1808 = fptosi float %1792 to i32
  %1809 = add i32 %1808, 127
  %1810 = shl i32 %1809, 23
  %1811 = bitcast i32 %1810 to float
  %1812 = fmul float %1807, %1811
  %1813 = select i1 %1787, float 0.000000e+00, float %1812
  %1814 = select i1 %1788, float 0x7FF0000000000000, float %1813
  %1815 = fcmp uno float %1786, %1786
  %1816 = select i1 %1815, float %1786, float %1814
  %1817 = fcmp oeq float %1705, 0xFFF0000000000000
  %1818 = select i1 %1817, float 0.000000e+00, float %1816
  %1819 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1820 = fmul float %1818, %1819
  %1821 = fadd float %1820, %1784
  %1822 = fsub float %1708, %1710
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
  %1854 = fcmp oeq float %1708, 0xFFF0000000000000
  %1855 = select i1 %1854, float 0.000000e+00, float %1853
  %1856 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1857 = fmul float %1855, %1856
  %1858 = fadd float %1857, %1821
  br i1 %186, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %1859 = load i32, ptr %v119, align 4
  %1860 = icmp slt i32 %1859, %6
  br i1 %1860, label %body121, label %done122

body121:                                          ; preds = %loop120
  %1861 = load i32, ptr %v119, align 4
  %1862 = add i32 1024, %1861
  %1863 = sext i32 %1862 to i64
  %1864 = mul i64 %1863, 4
  %1865 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1864
  %1866 = load float, ptr addrspace(3) %1865, align 4
  %1867 = fmul float %1546, %1866
  %1868 = fadd float %1867, 0.000000e+00
  %1869 = add i32 1280, %1861
  %1870 = sext i32 %1869 to i64
  %1871 = mul i64 %1870, 4
  %1872 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1871
  %1873 = load float, ptr addrspace(3) %1872, align 4
  %1874 = fmul float %1583, %1873
  %1875 = fadd float %1874, %1868
  %1876 = add i32 1536, %1861
  %1877 = sext i32 %1876 to i64
  %1878 = mul i64 %1877, 4
  %1879 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1878
  %1880 = load float, ptr addrspace(3) %1879, align 4
  %1881 = fmul float %1620, %1880
  %1882 = fadd float %1881, %1875
  %1883 = add i32 1792, %1861
  %1884 = sext i32 %1883 to i64
  %1885 = mul i64 %1884, 4
  %1886 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1885
  %1887 = load float, ptr addrspace(3) %1886, align 4
  %1888 = fmul float %1657, %1887
  %1889 = fadd float %1888, %1882
  %1890 = add i32 %112, %1861
  %1891 = fdiv float %1889, %1660
  %1892 = sext i32 %1890 to i64
  %1893 = mul i64 %1892, 4
  %1894 = getelementptr i8, ptr addrspace(1) %0, i64 %1893
  store float %1891, ptr addrspace(1) %1894, align 4
  %1895 = load i32, ptr %v119, align 4
  %1896 = add i32 %1895, 128
  store i32 %1896, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %9, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %1897 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %1898 = fcmp ogt float %1897, 0xFFF0000000000000
  %1899 = select i1 %1898, float %1897, float 0xFFF0000000000000
  %1900 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %1901 = fcmp ogt float %1900, %1899
  %1902 = select i1 %1901, float %1900, float %1899
  %1903 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %1904 = fcmp ogt float %1903, %1902
  %1905 = select i1 %1904, float %1903, float %1902
  %1906 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %1907 = fcmp ogt float %1906, %1905
  %1908 = select i1 %1907, float %1906, float %1905
  %1909 = fsub float %1897, %1908
  %1910 = fmul float %1909, 0x3FF7154760000000
  %1911 = fcmp olt float %1910, -1.260000e+02
  %1912 = fcmp ogt float %1910, 1.270000e+02
  %1913 = select i1 %1911, float -1.260000e+02, float %1910
  %1914 = select i1 %1912, float 1.270000e+02, float %1913
  %1915 = fadd float %1914, 5.000000e-01
  %1916 = call float @llvm.floor.f32(float %1915)
  %1917 = fsub float %1914, %1916
  %1918 = fmul float 0x3EEFFCBFC0000000, %1917
  %1919 = fadd float %1918, 0x3F24309120000000
  %1920 = fmul float %1919, %1917
  %1921 = fadd float %1920, 0x3F55D87FE0000000
  %1922 = fmul float %1921, %1917
  %1923 = fadd float %1922, 0x3F83B2AB60000000
  %1924 = fmul float %1923, %1917
  %1925 = fadd float %1924, 0x3FAC6B08E0000000
  %1926 = fmul float %1925, %1917
  %1927 = fadd float %1926, 0x3FCEBFBE00000000
  %1928 = fmul float %1927, %1917
  %1929 = fadd float %1928, 0x3FE62E4300000000
  %1930 = fmul float %1929, %1917
  %1931 = fadd float %1930, 1.000000e+00
  %1932 = fptosi float %1916 to i32
  %1933 = add i32 %1932, 127
  %1934 = shl i32 %1933, 23
  %1935 = bitcast i32 %1934 to float
  %1936 = fmul float %1931, %1935
  %1937 = select i1 %1911, float 0.000000e+00, float %1936
  %1938 = select i1 %1912, float 0x7FF0000000000000, float %1937
  %1939 = fcmp uno float %1910, %1910
  %1940 = select i1 %1939, float %1910, float %1938
  %1941 = fcmp oeq float %1897, 0xFFF0000000000000
  %1942 = select i1 %1941, float 0.000000e+00, float %1940
  %1943 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %1944 = fmul float %1942, %1943
  %1945 = fadd float %1944, 0.000000e+00
  %1946 = fsub float %1900, %1908
  %1947 = fmul float %1946, 0x3FF7154760000000
  %1948 = fcmp olt float %1947, -1.260000e+02
  %1949 = fcmp ogt float %1947, 1.270000e+02
  %1950 = select i1 %1948, float -1.260000e+02, float %1947
  %1951 = select i1 %1949, float 1.270000e+02, float %1950
  %1952 = fadd float %1951, 5.000000e-01
  %1953 = call float @llvm.floor.f32(float %1952)
  %1954 = fsub float %1951, %1953
  %1955 = fmul float 0x3EEFFCBFC0000000, %1954
  %1956 = fadd float %1955, 0x3F24309120000000
  %1957 = fmul float %1956, %1954
  %1958 = fadd float %1957, 0x3F55D87FE0000000
  %1959 = fmul float %1958, %1954
  %1960 = fadd float %1959, 0x3F83B2AB60000000
  %1961 = fmul float %1960, %1954
  %1962 = fadd float %1961, 0x3FAC6B08E0000000
  %1963 = fmul float %1962, %1954
  %1964 = fadd float %1963, 0x3FCEBFBE00000000
  %1965 = fmul float %1964, %1954
  %1966 = fadd float %1965, 0x3FE62E4300000000
  %1967 = fmul float %1966, %1954
  %1968 = fadd float %1967, 1.000000e+00
  %1969 = fptosi float %1953 to i32
  %1970 = add i32 %1969, 127
  %1971 = shl i32 %1970, 23
  %1972 = bitcast i32 %1971 to float
  %1973 = fmul float %1968, %1972
  %1974 = select i1 %1948, float 0.000000e+00, float %1973
  %1975 = select i1 %1949, float 0x7FF0000000000000, float %1974
  %1976 = fcmp uno float %1947, %1947
  %1977 = select i1 %1976, float %1947, float %1975
  %1978 = fcmp oeq float %1900, 0xFFF0000000000000
  %1979 = select i1 %1978, float 0.000000e+00, float %1977
  %1980 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %1981 = fmul float %1979, %1980
  %1982 = fadd float %1981, %1945
  %1983 = fsub float %1903, %1908
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
  %2015 = fcmp oeq float %1903, 0xFFF0000000000000
  %2016 = select i1 %2015, float 0.000000e+00, float %2014
  %2017 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2018 = fmul float %2016, %2017
  %2019 = fadd float %2018, %1982
  %2020 = fsub float %1906, %1908
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
  %2052 = fcmp oeq float %1906, 0xFFF0000000000000
  %2053 = select i1 %2052, float 0.000000e+00, float %2051
  %2054 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2055 = fmul float %2053, %2054
  %2056 = fadd float %2055, %2019
  br i1 %266, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2057 = load i32, ptr %v125, align 4
  %2058 = icmp slt i32 %2057, %6
  br i1 %2058, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2059 = load i32, ptr %v125, align 4
  %2060 = add i32 2048, %2059
  %2061 = sext i32 %2060 to i64
  %2062 = mul i64 %2061, 4
  %2063 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2062
  %2064 = load float, ptr addrspace(3) %2063, align 4
  %2065 = fmul float %1744, %2064
  %2066 = fadd float %2065, 0.000000e+00
  %2067 = add i32 2304, %2059
  %2068 = sext i32 %2067 to i64
  %2069 = mul i64 %2068, 4
  %2070 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2069
  %2071 = load float, ptr addrspace(3) %2070, align 4
  %2072 = fmul float %1781, %2071
  %2073 = fadd float %2072, %2066
  %2074 = add i32 2560, %2059
  %2075 = sext i32 %2074 to i64
  %2076 = mul i64 %2075, 4
  %2077 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2076
  %2078 = load float, ptr addrspace(3) %2077, align 4
  %2079 = fmul float %1818, %2078
  %2080 = fadd float %2079, %2073
  %2081 = add i32 2816, %2059
  %2082 = sext i32 %2081 to i64
  %2083 = mul i64 %2082, 4
  %2084 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2083
  %2085 = load float, ptr addrspace(3) %2084, align 4
  %2086 = fmul float %1855, %2085
  %2087 = fadd float %2086, %2080
  %2088 = add i32 %192, %2059
  %2089 = fdiv float %2087, %1858
  %2090 = sext i32 %2088 to i64
  %2091 = mul i64 %2090, 4
  %2092 = getelementptr i8, ptr addrspace(1) %0, i64 %2091
  store float %2089, ptr addrspace(1) %2092, align 4
  %2093 = load i32, ptr %v125, align 4
  %2094 = add i32 %2093, 128
  store i32 %2094, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %9, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2095 = load i32, ptr %v131, align 4
  %2096 = icmp slt i32 %2095, %6
  br i1 %2096, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2097 = load i32, ptr %v131, align 4
  %2098 = add i32 3072, %2097
  %2099 = sext i32 %2098 to i64
  %2100 = mul i64 %2099, 4
  %2101 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2100
  %2102 = load float, ptr addrspace(3) %2101, align 4
  %2103 = fmul float %1942, %2102
  %2104 = fadd float %2103, 0.000000e+00
  %2105 = add i32 3328, %2097
  %2106 = sext i32 %2105 to i64
  %2107 = mul i64 %2106, 4
  %2108 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2107
  %2109 = load float, ptr addrspace(3) %2108, align 4
  %2110 = fmul float %1979, %2109
  %2111 = fadd float %2110, %2104
  %2112 = add i32 3584, %2097
  %2113 = sext i32 %2112 to i64
  %2114 = mul i64 %2113, 4
  %2115 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2114
  %2116 = load float, ptr addrspace(3) %2115, align 4
  %2117 = fmul float %2016, %2116
  %2118 = fadd float %2117, %2111
  %2119 = add i32 3840, %2097
  %2120 = sext i32 %2119 to i64
  %2121 = mul i64 %2120, 4
  %2122 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2121
  %2123 = load float, ptr addrspace(3) %2122, align 4
  %2124 = fmul float %2053, %2123
  %2125 = fadd float %2124, %2118
  %2126 = add i32 %272, %2097
  %2127 = fdiv float %2125, %2056
  %2128 = sext i32 %2126 to i64
  %2129 = mul i64 %2128, 4
  %2130 = getelementptr i8, ptr addrspace(1) %0, i64 %2129
  store float %2127, ptr addrspace(1) %2130, align 4
  %2131 = load i32, ptr %v131, align 4
  %2132 = add i32 %2131, 128
  store i32 %2132, ptr %v131, align 4
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

!0 = !{ptr @strata_attn_prefill_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_f16kv, !"maxntidx", i32 128}
