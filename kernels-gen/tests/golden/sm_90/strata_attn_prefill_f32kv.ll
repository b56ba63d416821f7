; ModuleID = 'strata_attn_prefill_f32kv'
source_filename = "strata_attn_prefill_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
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
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) %2, i64 %382
  %384 = load float, ptr addrspace(1) %383, align 4
  %385 = sext i32 %380 to i64
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %3, i64 %386
  %388 = load float, ptr addrspace(1) %387, align 4
  %389 = add i32 %378, %347
  %390 = select i1 %348, i32 %389, i32 %378
  %391 = sext i32 %390 to i64
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %2, i64 %392
  %394 = load float, ptr addrspace(1) %393, align 4
  %395 = sext i32 %390 to i64
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(1) %3, i64 %396
  %398 = load float, ptr addrspace(1) %397, align 4
  %399 = add i32 %378, %349
  %400 = select i1 %350, i32 %399, i32 %378
  %401 = sext i32 %400 to i64
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %2, i64 %402
  %404 = load float, ptr addrspace(1) %403, align 4
  %405 = sext i32 %400 to i64
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %3, i64 %406
  %408 = load float, ptr addrspace(1) %407, align 4
  %409 = add i32 %378, %351
  %410 = select i1 %352, i32 %409, i32 %378
  %411 = sext i32 %410 to i64
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(1) %2, i64 %412
  %414 = load float, ptr addrspace(1) %413, align 4
  %415 = sext i32 %410 to i64
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %3, i64 %416
  %418 = load float, ptr addrspace(1) %417, align 4
  %419 = add i32 %378, %353
  %420 = select i1 %354, i32 %419, i32 %378
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %2, i64 %422
  %424 = load float, ptr addrspace(1) %423, align 4
  %425 = sext i32 %420 to i64
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(1) %3, i64 %426
  %428 = load float, ptr addrspace(1) %427, align 4
  %429 = add i32 %378, %355
  %430 = select i1 %356, i32 %429, i32 %378
  %431 = sext i32 %430 to i64
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr addrspace(1) %2, i64 %432
  %434 = load float, ptr addrspace(1) %433, align 4
  %435 = sext i32 %430 to i64
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(1) %3, i64 %436
  %438 = load float, ptr addrspace(1) %437, align 4
  %439 = add i32 %378, %357
  %440 = select i1 %358, i32 %439, i32 %378
  %441 = sext i32 %440 to i64
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %2, i64 %442
  %444 = load float, ptr addrspace(1) %443, align 4
  %445 = sext i32 %440 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %3, i64 %446
  %448 = load float, ptr addrspace(1) %447, align 4
  %449 = add i32 %378, %359
  %450 = select i1 %360, i32 %449, i32 %378
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %2, i64 %452
  %454 = load float, ptr addrspace(1) %453, align 4
  %455 = sext i32 %450 to i64
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %3, i64 %456
  %458 = load float, ptr addrspace(1) %457, align 4
  %459 = fmul float %41, %384
  %460 = select i1 %346, float %459, float 0.000000e+00
  %461 = fadd float 0.000000e+00, %460
  %462 = fmul float %50, %394
  %463 = select i1 %348, float %462, float 0.000000e+00
  %464 = fadd float %461, %463
  %465 = fmul float %59, %404
  %466 = select i1 %350, float %465, float 0.000000e+00
  %467 = fadd float %464, %466
  %468 = fmul float %68, %414
  %469 = select i1 %352, float %468, float 0.000000e+00
  %470 = fadd float %467, %469
  %471 = fmul float %77, %424
  %472 = select i1 %354, float %471, float 0.000000e+00
  %473 = fadd float %470, %472
  %474 = fmul float %86, %434
  %475 = select i1 %356, float %474, float 0.000000e+00
  %476 = fadd float %473, %475
  %477 = fmul float %95, %444
  %478 = select i1 %358, float %477, float 0.000000e+00
  %479 = fadd float %476, %478
  %480 = fmul float %104, %454
  %481 = select i1 %360, float %480, float 0.000000e+00
  %482 = fadd float %479, %481
  %483 = bitcast float %482 to i32
  %484 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %483, i32 16, i32 31)
  %485 = bitcast i32 %484 to float
  %486 = fadd float %482, %485
  %487 = bitcast float %486 to i32
  %488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %487, i32 8, i32 31)
  %489 = bitcast i32 %488 to float
  %490 = fadd float %486, %489
  %491 = bitcast float %490 to i32
  %492 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %491, i32 4, i32 31)
  %493 = bitcast i32 %492 to float
  %494 = fadd float %490, %493
  %495 = bitcast float %494 to i32
  %496 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %495, i32 2, i32 31)
  %497 = bitcast i32 %496 to float
  %498 = fadd float %494, %497
  %499 = bitcast float %498 to i32
  %500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %499, i32 1, i32 31)
  %501 = bitcast i32 %500 to float
  %502 = fadd float %498, %501
  %503 = icmp slt i32 %375, %29
  %504 = fmul float %502, %8
  %505 = load float, ptr %v8, align 4
  %506 = fcmp ogt float %504, %505
  %507 = select i1 %506, float %504, float %505
  %508 = fsub float %505, %507
  %509 = fmul float %508, 0x3FF7154760000000
  %510 = fcmp olt float %509, -1.260000e+02
  %511 = fcmp ogt float %509, 1.270000e+02
  %512 = select i1 %510, float -1.260000e+02, float %509
  %513 = select i1 %511, float 1.270000e+02, float %512
  %514 = fadd float %513, 5.000000e-01
  %515 = call float @llvm.floor.f32(float %514)
  %516 = fsub float %513, %515
  %517 = fmul float 0x3EEFFCBFC0000000, %516
  %518 = fadd float %517, 0x3F24309120000000
  %519 = fmul float %518, %516
  %520 = fadd float %519, 0x3F55D87FE0000000
  %521 = fmul float %520, %516
  %522 = fadd float %521, 0x3F83B2AB60000000
  %523 = fmul float %522, %516
  %524 = fadd float %523, 0x3FAC6B08E0000000
  %525 = fmul float %524, %516
  %526 = fadd float %525, 0x3FCEBFBE00000000
  %527 = fmul float %526, %516
  %528 = fadd float %527, 0x3FE62E4300000000
  %529 = fmul float %528, %516
  %530 = fadd float %529, 1.000000e+00
  %531 = fptosi float %515 to i32
  %532 = add i32 %531, 127
  %533 = shl i32 %532, 23
  %534 = bitcast i32 %533 to float
  %535 = fmul float %530, %534
  %536 = select i1 %510, float 0.000000e+00, float %535
  %537 = select i1 %511, float 0x7FF0000000000000, float %536
  %538 = fcmp uno float %509, %509
  %539 = select i1 %538, float %509, float %537
  %540 = fsub float %504, %507
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
  %572 = load float, ptr %v9, align 4
  %573 = fmul float %572, %539
  %574 = fadd float %573, %571
  %575 = load float, ptr %v9, align 4
  %576 = select i1 %503, float %574, float %575
  store float %576, ptr %v9, align 4
  %577 = load float, ptr %v, align 4
  %578 = fmul float %571, %388
  %579 = fmul float %577, %539
  %580 = fadd float %579, %578
  %581 = select i1 %503, float %580, float %577
  store float %581, ptr %v, align 4
  %582 = load float, ptr %v1, align 4
  %583 = fmul float %571, %398
  %584 = fmul float %582, %539
  %585 = fadd float %584, %583
  %586 = select i1 %503, float %585, float %582
  store float %586, ptr %v1, align 4
  %587 = load float, ptr %v2, align 4
  %588 = fmul float %571, %408
  %589 = fmul float %587, %539
  %590 = fadd float %589, %588
  %591 = select i1 %503, float %590, float %587
  store float %591, ptr %v2, align 4
  %592 = load float, ptr %v3, align 4
  %593 = fmul float %571, %418
  %594 = fmul float %592, %539
  %595 = fadd float %594, %593
  %596 = select i1 %503, float %595, float %592
  store float %596, ptr %v3, align 4
  %597 = load float, ptr %v4, align 4
  %598 = fmul float %571, %428
  %599 = fmul float %597, %539
  %600 = fadd float %599, %598
  %601 = select i1 %503, float %600, float %597
  store float %601, ptr %v4, align 4
  %602 = load float, ptr %v5, align 4
  %603 = fmul float %571, %438
  %604 = fmul float %602, %539
  %605 = fadd float %604, %603
  %606 = select i1 %503, float %605, float %602
  store float %606, ptr %v5, align 4
  %607 = load float, ptr %v6, align 4
  %608 = fmul float %571, %448
  %609 = fmul float %607, %539
  %610 = fadd float %609, %608
  %611 = select i1 %503, float %610, float %607
  store float %611, ptr %v6, align 4
  %612 = load float, ptr %v7, align 4
  %613 = fmul float %571, %458
  %614 = fmul float %612, %539
  %615 = fadd float %614, %613
  %616 = select i1 %503, float %615, float %612
  store float %616, ptr %v7, align 4
  %617 = select i1 %503, float %507, float %505
  store float %617, ptr %v8, align 4
  %618 = fmul float %121, %384
  %619 = select i1 %346, float %618, float 0.000000e+00
  %620 = fadd float 0.000000e+00, %619
  %621 = fmul float %130, %394
  %622 = select i1 %348, float %621, float 0.000000e+00
  %623 = fadd float %620, %622
  %624 = fmul float %139, %404
  %625 = select i1 %350, float %624, float 0.000000e+00
  %626 = fadd float %623, %625
  %627 = fmul float %148, %414
  %628 = select i1 %352, float %627, float 0.000000e+00
  %629 = fadd float %626, %628
  %630 = fmul float %157, %424
  %631 = select i1 %354, float %630, float 0.000000e+00
  %632 = fadd float %629, %631
  %633 = fmul float %166, %434
  %634 = select i1 %356, float %633, float 0.000000e+00
  %635 = fadd float %632, %634
  %636 = fmul float %175, %444
  %637 = select i1 %358, float %636, float 0.000000e+00
  %638 = fadd float %635, %637
  %639 = fmul float %184, %454
  %640 = select i1 %360, float %639, float 0.000000e+00
  %641 = fadd float %638, %640
  %642 = bitcast float %641 to i32
  %643 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %642, i32 16, i32 31)
  %644 = bitcast i32 %643 to float
  %645 = fadd float %641, %644
  %646 = bitcast float %645 to i32
  %647 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %646, i32 8, i32 31)
  %648 = bitcast i32 %647 to float
  %649 = fadd float %645, %648
  %650 = bitcast float %649 to i32
  %651 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %650, i32 4, i32 31)
  %652 = bitcast i32 %651 to float
  %653 = fadd float %649, %652
  %654 = bitcast float %653 to i32
  %655 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %654, i32 2, i32 31)
  %656 = bitcast i32 %655 to float
  %657 = fadd float %653, %656
  %658 = bitcast float %657 to i32
  %659 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %658, i32 1, i32 31)
  %660 = bitcast i32 %659 to float
  %661 = fadd float %657, %660
  %662 = icmp slt i32 %375, %109
  %663 = fmul float %661, %8
  %664 = load float, ptr %v18, align 4
  %665 = fcmp ogt float %663, %664
  %666 = select i1 %665, float %663, float %664
  %667 = fsub float %664, %666
  %668 = fmul float %667, 0x3FF7154760000000
  %669 = fcmp olt float %668, -1.260000e+02
  %670 = fcmp ogt float %668, 1.270000e+02
  %671 = select i1 %669, float -1.260000e+02, float %668
  %672 = select i1 %670, float 1.270000e+02, float %671
  %673 = fadd float %672, 5.000000e-01
  %674 = call float @llvm.floor.f32(float %673)
  %675 = fsub float %672, %674
  %676 = fmul float 0x3EEFFCBFC0000000, %675
  %677 = fadd float %676, 0x3F24309120000000
  %678 = fmul float %677, %675
  %679 = fadd float %678, 0x3F55D87FE0000000
  %680 = fmul float %679, %675
  %681 = fadd float %680, 0x3F83B2AB60000000
  %682 = fmul float %681, %675
  %683 = fadd float %682, 0x3FAC6B08E0000000
  %684 = fmul float %683, %675
  %685 = fadd float %684, 0x3FCEBFBE00000000
  %686 = fmul float %685, %675
  %687 = fadd float %686, 0x3FE62E4300000000
  %688 = fmul float %687, %675
  %689 = fadd float %688, 1.000000e+00
  %690 = fptosi float %674 to i32
  %691 = add i32 %690, 127
  %692 = shl i32 %691, 23
  %693 = bitcast i32 %692 to float
  %694 = fmul float %689, %693
  %695 = select i1 %669, float 0.000000e+00, float %694
  %696 = select i1 %670, float 0x7FF0000000000000, float %695
  %697 = fcmp uno float %668, %668
  %698 = select i1 %697, float %668, float %696
  %699 = fsub float %663, %666
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
  %731 = load float, ptr %v19, align 4
  %732 = fmul float %731, %698
  %733 = fadd float %732, %730
  %734 = load float, ptr %v19, align 4
  %735 = select i1 %662, float %733, float %734
  store float %735, ptr %v19, align 4
  %736 = load float, ptr %v10, align 4
  %737 = fmul float %730, %388
  %738 = fmul float %736, %698
  %739 = fadd float %738, %737
  %740 = select i1 %662, float %739, float %736
  store float %740, ptr %v10, align 4
  %741 = load float, ptr %v11, align 4
  %742 = fmul float %730, %398
  %743 = fmul float %741, %698
  %744 = fadd float %743, %742
  %745 = select i1 %662, float %744, float %741
  store float %745, ptr %v11, align 4
  %746 = load float, ptr %v12, align 4
  %747 = fmul float %730, %408
  %748 = fmul float %746, %698
  %749 = fadd float %748, %747
  %750 = select i1 %662, float %749, float %746
  store float %750, ptr %v12, align 4
  %751 = load float, ptr %v13, align 4
  %752 = fmul float %730, %418
  %753 = fmul float %751, %698
  %754 = fadd float %753, %752
  %755 = select i1 %662, float %754, float %751
  store float %755, ptr %v13, align 4
  %756 = load float, ptr %v14, align 4
  %757 = fmul float %730, %428
  %758 = fmul float %756, %698
  %759 = fadd float %758, %757
  %760 = select i1 %662, float %759, float %756
  store float %760, ptr %v14, align 4
  %761 = load float, ptr %v15, align 4
  %762 = fmul float %730, %438
  %763 = fmul float %761, %698
  %764 = fadd float %763, %762
  %765 = select i1 %662, float %764, float %761
  store float %765, ptr %v15, align 4
  %766 = load float, ptr %v16, align 4
  %767 = fmul float %730, %448
  %768 = fmul float %766, %698
  %769 = fadd float %768, %767
  %770 = select i1 %662, float %769, float %766
  store float %770, ptr %v16, align 4
  %771 = load float, ptr %v17, align 4
  %772 = fmul float %730, %458
  %773 = fmul float %771, %698
  %774 = fadd float %773, %772
  %775 = select i1 %662, float %774, float %771
  store float %775, ptr %v17, align 4
  %776 = select i1 %662, float %666, float %664
  store float %776, ptr %v18, align 4
  %777 = fmul float %201, %384
  %778 = select i1 %346, float %777, float 0.000000e+00
  %779 = fadd float 0.000000e+00, %778
  %780 = fmul float %210, %394
  %781 = select i1 %348, float %780, float 0.000000e+00
  %782 = fadd float %779, %781
  %783 = fmul float %219, %404
  %784 = select i1 %350, float %783, float 0.000000e+00
  %785 = fadd float %782, %784
  %786 = fmul float %228, %414
  %787 = select i1 %352, float %786, float 0.000000e+00
  %788 = fadd float %785, %787
  %789 = fmul float %237, %424
  %790 = select i1 %354, float %789, float 0.000000e+00
  %791 = fadd float %788, %790
  %792 = fmul float %246, %434
  %793 = select i1 %356, float %792, float 0.000000e+00
  %794 = fadd float %791, %793
  %795 = fmul float %255, %444
  %796 = select i1 %358, float %795, float 0.000000e+00
  %797 = fadd float %794, %796
  %798 = fmul float %264, %454
  %799 = select i1 %360, float %798, float 0.000000e+00
  %800 = fadd float %797, %799
  %801 = bitcast float %800 to i32
  %802 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %801, i32 16, i32 31)
  %803 = bitcast i32 %802 to float
  %804 = fadd float %800, %803
  %805 = bitcast float %804 to i32
  %806 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %805, i32 8, i32 31)
  %807 = bitcast i32 %806 to float
  %808 = fadd float %804, %807
  %809 = bitcast float %808 to i32
  %810 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %809, i32 4, i32 31)
  %811 = bitcast i32 %810 to float
  %812 = fadd float %808, %811
  %813 = bitcast float %812 to i32
  %814 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %813, i32 2, i32 31)
  %815 = bitcast i32 %814 to float
  %816 = fadd float %812, %815
  %817 = bitcast float %816 to i32
  %818 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %817, i32 1, i32 31)
  %819 = bitcast i32 %818 to float
  %820 = fadd float %816, %819
  %821 = icmp slt i32 %375, %189
  %822 = fmul float %820, %8
  %823 = load float, ptr %v28, align 4
  %824 = fcmp ogt float %822, %823
  %825 = select i1 %824, float %822, float %823
  %826 = fsub float %823, %825
  %827 = fmul float %826, 0x3FF7154760000000
  %828 = fcmp olt float %827, -1.260000e+02
  %829 = fcmp ogt float %827, 1.270000e+02
  %830 = select i1 %828, float -1.260000e+02, float %827
  %831 = select i1 %829, float 1.270000e+02, float %830
  %832 = fadd float %831, 5.000000e-01
  %833 = call float @llvm.floor.f32(float %832)
  %834 = fsub float %831, %833
  %835 = fmul float 0x3EEFFCBFC0000000, %834
  %836 = fadd float %835, 0x3F24309120000000
  %837 = fmul float %836, %834
  %838 = fadd float %837, 0x3F55D87FE0000000
  %839 = fmul float %838, %834
  %840 = fadd float %839, 0x3F83B2AB60000000
  %841 = fmul float %840, %834
  %842 = fadd float %841, 0x3FAC6B08E0000000
  %843 = fmul float %842, %834
  %844 = fadd float %843, 0x3FCEBFBE00000000
  %845 = fmul float %844, %834
  %846 = fadd float %845, 0x3FE62E4300000000
  %847 = fmul float %846, %834
  %848 = fadd float %847, 1.000000e+00
  %849 = fptosi float %833 to i32
  %850 = add i32 %849, 127
  %851 = shl i32 %850, 23
  %852 = bitcast i32 %851 to float
  %853 = fmul float %848, %852
  %854 = select i1 %828, float 0.000000e+00, float %853
  %855 = select i1 %829, float 0x7FF0000000000000, float %854
  %856 = fcmp uno float %827, %827
  %857 = select i1 %856, float %827, float %855
  %858 = fsub float %822, %825
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
  %890 = load float, ptr %v29, align 4
  %891 = fmul float %890, %857
  %892 = fadd float %891, %889
  %893 = load float, ptr %v29, align 4
  %894 = select i1 %821, float %892, float %893
  store float %894, ptr %v29, align 4
  %895 = load float, ptr %v20, align 4
  %896 = fmul float %889, %388
  %897 = fmul float %895, %857
  %898 = fadd float %897, %896
  %899 = select i1 %821, float %898, float %895
  store float %899, ptr %v20, align 4
  %900 = load float, ptr %v21, align 4
  %901 = fmul float %889, %398
  %902 = fmul float %900, %857
  %903 = fadd float %902, %901
  %904 = select i1 %821, float %903, float %900
  store float %904, ptr %v21, align 4
  %905 = load float, ptr %v22, align 4
  %906 = fmul float %889, %408
  %907 = fmul float %905, %857
  %908 = fadd float %907, %906
  %909 = select i1 %821, float %908, float %905
  store float %909, ptr %v22, align 4
  %910 = load float, ptr %v23, align 4
  %911 = fmul float %889, %418
  %912 = fmul float %910, %857
  %913 = fadd float %912, %911
  %914 = select i1 %821, float %913, float %910
  store float %914, ptr %v23, align 4
  %915 = load float, ptr %v24, align 4
  %916 = fmul float %889, %428
  %917 = fmul float %915, %857
  %918 = fadd float %917, %916
  %919 = select i1 %821, float %918, float %915
  store float %919, ptr %v24, align 4
  %920 = load float, ptr %v25, align 4
  %921 = fmul float %889, %438
  %922 = fmul float %920, %857
  %923 = fadd float %922, %921
  %924 = select i1 %821, float %923, float %920
  store float %924, ptr %v25, align 4
  %925 = load float, ptr %v26, align 4
  %926 = fmul float %889, %448
  %927 = fmul float %925, %857
  %928 = fadd float %927, %926
  %929 = select i1 %821, float %928, float %925
  store float %929, ptr %v26, align 4
  %930 = load float, ptr %v27, align 4
  %931 = fmul float %889, %458
  %932 = fmul float %930, %857
  %933 = fadd float %932, %931
  %934 = select i1 %821, float %933, float %930
  store float %934, ptr %v27, align 4
  %935 = select i1 %821, float %825, float %823
  store float %935, ptr %v28, align 4
  %936 = fmul float %281, %384
  %937 = select i1 %346, float %936, float 0.000000e+00
  %938 = fadd float 0.000000e+00, %937
  %939 = fmul float %290, %394
  %940 = select i1 %348, float %939, float 0.000000e+00
  %941 = fadd float %938, %940
  %942 = fmul float %299, %404
  %943 = select i1 %350, float %942, float 0.000000e+00
  %944 = fadd float %941, %943
  %945 = fmul float %308, %414
  %946 = select i1 %352, float %945, float 0.000000e+00
  %947 = fadd float %944, %946
  %948 = fmul float %317, %424
  %949 = select i1 %354, float %948, float 0.000000e+00
  %950 = fadd float %947, %949
  %951 = fmul float %326, %434
  %952 = select i1 %356, float %951, float 0.000000e+00
  %953 = fadd float %950, %952
  %954 = fmul float %335, %444
  %955 = select i1 %358, float %954, float 0.000000e+00
  %956 = fadd float %953, %955
  %957 = fmul float %344, %454
  %958 = select i1 %360, float %957, float 0.000000e+00
  %959 = fadd float %956, %958
  %960 = bitcast float %959 to i32
  %961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 16, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = fadd float %959, %962
  %964 = bitcast float %963 to i32
  %965 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %964, i32 8, i32 31)
  %966 = bitcast i32 %965 to float
  %967 = fadd float %963, %966
  %968 = bitcast float %967 to i32
  %969 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 4, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = fadd float %967, %970
  %972 = bitcast float %971 to i32
  %973 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 2, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = fadd float %971, %974
  %976 = bitcast float %975 to i32
  %977 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %976, i32 1, i32 31)
  %978 = bitcast i32 %977 to float
  %979 = fadd float %975, %978
  %980 = icmp slt i32 %375, %269
  %981 = fmul float %979, %8
  %982 = load float, ptr %v38, align 4
  %983 = fcmp ogt float %981, %982
  %984 = select i1 %983, float %981, float %982
  %985 = fsub float %982, %984
  %986 = fmul float %985, 0x3FF7154760000000
  %987 = fcmp olt float %986, -1.260000e+02
  %988 = fcmp ogt float %986, 1.270000e+02
  %989 = select i1 %987, float -1.260000e+02, float %986
  %990 = select i1 %988, float 1.270000e+02, float %989
  %991 = fadd float %990, 5.000000e-01
  %992 = call float @llvm.floor.f32(float %991)
  %993 = fsub float %990, %992
  %994 = fmul float 0x3EEFFCBFC0000000, %993
  %995 = fadd float %994, 0x3F24309120000000
  %996 = fmul float %995, %993
  %997 = fadd float %996, 0x3F55D87FE0000000
  %998 = fmul float %997, %993
  %999 = fadd float %998, 0x3F83B2AB60000000
  %1000 = fmul float %999, %993
  %1001 = fadd float %1000, 0x3FAC6B08E0000000
  %1002 = fmul float %1001, %993
  %1003 = fadd float %1002, 0x3FCEBFBE00000000
  %1004 = fmul float %1003, %993
  %1005 = fadd float %1004, 0x3FE62E4300000000
  %1006 = fmul float %1005, %993
  %1007 = fadd float %1006, 1.000000e+00
  %1008 = fptosi float %992 to i32
  %1009 = add i32 %1008, 127
  %1010 = shl i32 %1009, 23
  %1011 = bitcast i32 %1010 to float
  %1012 = fmul float %1007, %1011
  %1013 = select i1 %987, float 0.000000e+00, float %1012
  %1014 = select i1 %988, float 0x7FF0000000000000, float %1013
  %1015 = fcmp uno float %986, %986
  %1016 = select i1 %1015, float %986, float %1014
  %1017 = fsub float %981, %984
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
  %1049 = load float, ptr %v39, align 4
  %1050 = fmul float %1049, %1016
  %1051 = fadd float %1050, %1048
  %1052 = load float, ptr %v39, align 4
  %1053 = select i1 %980, float %1051, float %1052
  store float %1053, ptr %v39, align 4
  %1054 = load float, ptr %v30, align 4
  %1055 = fmul float %1048, %388
  %1056 = fmul float %1054, %1016
  %1057 = fadd float %1056, %1055
  %1058 = select i1 %980, float %1057, float %1054
  store float %1058, ptr %v30, align 4
  %1059 = load float, ptr %v31, align 4
  %1060 = fmul float %1048, %398
  %1061 = fmul float %1059, %1016
  %1062 = fadd float %1061, %1060
  %1063 = select i1 %980, float %1062, float %1059
  store float %1063, ptr %v31, align 4
  %1064 = load float, ptr %v32, align 4
  %1065 = fmul float %1048, %408
  %1066 = fmul float %1064, %1016
  %1067 = fadd float %1066, %1065
  %1068 = select i1 %980, float %1067, float %1064
  store float %1068, ptr %v32, align 4
  %1069 = load float, ptr %v33, align 4
  %1070 = fmul float %1048, %418
  %1071 = fmul float %1069, %1016
  %1072 = fadd float %1071, %1070
  %1073 = select i1 %980, float %1072, float %1069
  store float %1073, ptr %v33, align 4
  %1074 = load float, ptr %v34, align 4
  %1075 = fmul float %1048, %428
  %1076 = fmul float %1074, %1016
  %1077 = fadd float %1076, %1075
  %1078 = select i1 %980, float %1077, float %1074
  store float %1078, ptr %v34, align 4
  %1079 = load float, ptr %v35, align 4
  %1080 = fmul float %1048, %438
  %1081 = fmul float %1079, %1016
  %1082 = fadd float %1081, %1080
  %1083 = select i1 %980, float %1082, float %1079
  store float %1083, ptr %v35, align 4
  %1084 = load float, ptr %v36, align 4
  %1085 = fmul float %1048, %448
  %1086 = fmul float %1084, %1016
  %1087 = fadd float %1086, %1085
  %1088 = select i1 %980, float %1087, float %1084
  store float %1088, ptr %v36, align 4
  %1089 = load float, ptr %v37, align 4
  %1090 = fmul float %1048, %458
  %1091 = fmul float %1089, %1016
  %1092 = fadd float %1091, %1090
  %1093 = select i1 %980, float %1092, float %1089
  store float %1093, ptr %v37, align 4
  %1094 = select i1 %980, float %984, float %982
  store float %1094, ptr %v38, align 4
  %1095 = load i32, ptr %v40, align 4
  %1096 = add i32 %1095, 4
  store i32 %1096, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1097 = add i32 0, %13
  %1098 = mul i32 %1097, 256
  %1099 = load float, ptr %v, align 4
  br i1 %346, label %then, label %endif

then:                                             ; preds = %done
  %1100 = add i32 %1098, %345
  %1101 = sext i32 %1100 to i64
  %1102 = mul i64 %1101, 4
  %1103 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1102
  store float %1099, ptr addrspace(3) %1103, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1104 = load float, ptr %v1, align 4
  br i1 %348, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1105 = add i32 %1098, %347
  %1106 = sext i32 %1105 to i64
  %1107 = mul i64 %1106, 4
  %1108 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1107
  store float %1104, ptr addrspace(3) %1108, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1109 = load float, ptr %v2, align 4
  br i1 %350, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1110 = add i32 %1098, %349
  %1111 = sext i32 %1110 to i64
  %1112 = mul i64 %1111, 4
  %1113 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1112
  store float %1109, ptr addrspace(3) %1113, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1114 = load float, ptr %v3, align 4
  br i1 %352, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1115 = add i32 %1098, %351
  %1116 = sext i32 %1115 to i64
  %1117 = mul i64 %1116, 4
  %1118 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1117
  store float %1114, ptr addrspace(3) %1118, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1119 = load float, ptr %v4, align 4
  br i1 %354, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1120 = add i32 %1098, %353
  %1121 = sext i32 %1120 to i64
  %1122 = mul i64 %1121, 4
  %1123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1122
  store float %1119, ptr addrspace(3) %1123, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1124 = load float, ptr %v5, align 4
  br i1 %356, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1125 = add i32 %1098, %355
  %1126 = sext i32 %1125 to i64
  %1127 = mul i64 %1126, 4
  %1128 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1127
  store float %1124, ptr addrspace(3) %1128, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1129 = load float, ptr %v6, align 4
  br i1 %358, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1130 = add i32 %1098, %357
  %1131 = sext i32 %1130 to i64
  %1132 = mul i64 %1131, 4
  %1133 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1132
  store float %1129, ptr addrspace(3) %1133, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1134 = load float, ptr %v7, align 4
  br i1 %360, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1135 = add i32 %1098, %359
  %1136 = sext i32 %1135 to i64
  %1137 = mul i64 %1136, 4
  %1138 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1137
  store float %1134, ptr addrspace(3) %1138, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1139 = icmp eq i32 %11, 0
  %1140 = load float, ptr %v8, align 4
  %1141 = load float, ptr %v9, align 4
  br i1 %1139, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1142 = mul i32 %1097, 2
  %1143 = sext i32 %1142 to i64
  %1144 = mul i64 %1143, 4
  %1145 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1144
  store float %1140, ptr addrspace(3) %1145, align 4
  %1146 = add i32 %1142, 1
  %1147 = sext i32 %1146 to i64
  %1148 = mul i64 %1147, 4
  %1149 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1148
  store float %1141, ptr addrspace(3) %1149, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1150 = add i32 4, %13
  %1151 = mul i32 %1150, 256
  %1152 = load float, ptr %v10, align 4
  br i1 %346, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1153 = add i32 %1151, %345
  %1154 = sext i32 %1153 to i64
  %1155 = mul i64 %1154, 4
  %1156 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1155
  store float %1152, ptr addrspace(3) %1156, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1157 = load float, ptr %v11, align 4
  br i1 %348, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1158 = add i32 %1151, %347
  %1159 = sext i32 %1158 to i64
  %1160 = mul i64 %1159, 4
  %1161 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1160
  store float %1157, ptr addrspace(3) %1161, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1162 = load float, ptr %v12, align 4
  br i1 %350, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1163 = add i32 %1151, %349
  %1164 = sext i32 %1163 to i64
  %1165 = mul i64 %1164, 4
  %1166 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1165
  store float %1162, ptr addrspace(3) %1166, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1167 = load float, ptr %v13, align 4
  br i1 %352, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1168 = add i32 %1151, %351
  %1169 = sext i32 %1168 to i64
  %1170 = mul i64 %1169, 4
  %1171 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1170
  store float %1167, ptr addrspace(3) %1171, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1172 = load float, ptr %v14, align 4
  br i1 %354, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1173 = add i32 %1151, %353
  %1174 = sext i32 %1173 to i64
  %1175 = mul i64 %1174, 4
  %1176 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1175
  store float %1172, ptr addrspace(3) %1176, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1177 = load float, ptr %v15, align 4
  br i1 %356, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1178 = add i32 %1151, %355
  %1179 = sext i32 %1178 to i64
  %1180 = mul i64 %1179, 4
  %1181 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1180
  store float %1177, ptr addrspace(3) %1181, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1182 = load float, ptr %v16, align 4
  br i1 %358, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1183 = add i32 %1151, %357
  %1184 = sext i32 %1183 to i64
  %1185 = mul i64 %1184, 4
  %1186 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1185
  store float %1182, ptr addrspace(3) %1186, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1187 = load float, ptr %v17, align 4
  br i1 %360, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1188 = add i32 %1151, %359
  %1189 = sext i32 %1188 to i64
  %1190 = mul i64 %1189, 4
  %1191 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1190
  store float %1187, ptr addrspace(3) %1191, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1192 = icmp eq i32 %11, 0
  %1193 = load float, ptr %v18, align 4
  %1194 = load float, ptr %v19, align 4
  br i1 %1192, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1195 = mul i32 %1150, 2
  %1196 = sext i32 %1195 to i64
  %1197 = mul i64 %1196, 4
  %1198 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1197
  store float %1193, ptr addrspace(3) %1198, align 4
  %1199 = add i32 %1195, 1
  %1200 = sext i32 %1199 to i64
  %1201 = mul i64 %1200, 4
  %1202 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1201
  store float %1194, ptr addrspace(3) %1202, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1203 = add i32 8, %13
  %1204 = mul i32 %1203, 256
  %1205 = load float, ptr %v20, align 4
  br i1 %346, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1206 = add i32 %1204, %345
  %1207 = sext i32 %1206 to i64
  %1208 = mul i64 %1207, 4
  %1209 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1208
  store float %1205, ptr addrspace(3) %1209, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1210 = load float, ptr %v21, align 4
  br i1 %348, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1211 = add i32 %1204, %347
  %1212 = sext i32 %1211 to i64
  %1213 = mul i64 %1212, 4
  %1214 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1213
  store float %1210, ptr addrspace(3) %1214, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1215 = load float, ptr %v22, align 4
  br i1 %350, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1216 = add i32 %1204, %349
  %1217 = sext i32 %1216 to i64
  %1218 = mul i64 %1217, 4
  %1219 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1218
  store float %1215, ptr addrspace(3) %1219, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1220 = load float, ptr %v23, align 4
  br i1 %352, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1221 = add i32 %1204, %351
  %1222 = sext i32 %1221 to i64
  %1223 = mul i64 %1222, 4
  %1224 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1223
  store float %1220, ptr addrspace(3) %1224, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1225 = load float, ptr %v24, align 4
  br i1 %354, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1226 = add i32 %1204, %353
  %1227 = sext i32 %1226 to i64
  %1228 = mul i64 %1227, 4
  %1229 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1228
  store float %1225, ptr addrspace(3) %1229, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1230 = load float, ptr %v25, align 4
  br i1 %356, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1231 = add i32 %1204, %355
  %1232 = sext i32 %1231 to i64
  %1233 = mul i64 %1232, 4
  %1234 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1233
  store float %1230, ptr addrspace(3) %1234, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1235 = load float, ptr %v26, align 4
  br i1 %358, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1236 = add i32 %1204, %357
  %1237 = sext i32 %1236 to i64
  %1238 = mul i64 %1237, 4
  %1239 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1238
  store float %1235, ptr addrspace(3) %1239, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1240 = load float, ptr %v27, align 4
  br i1 %360, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1241 = add i32 %1204, %359
  %1242 = sext i32 %1241 to i64
  %1243 = mul i64 %1242, 4
  %1244 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1243
  store float %1240, ptr addrspace(3) %1244, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1245 = icmp eq i32 %11, 0
  %1246 = load float, ptr %v28, align 4
  %1247 = load float, ptr %v29, align 4
  br i1 %1245, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1248 = mul i32 %1203, 2
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1250
  store float %1246, ptr addrspace(3) %1251, align 4
  %1252 = add i32 %1248, 1
  %1253 = sext i32 %1252 to i64
  %1254 = mul i64 %1253, 4
  %1255 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1254
  store float %1247, ptr addrspace(3) %1255, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1256 = add i32 12, %13
  %1257 = mul i32 %1256, 256
  %1258 = load float, ptr %v30, align 4
  br i1 %346, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1259 = add i32 %1257, %345
  %1260 = sext i32 %1259 to i64
  %1261 = mul i64 %1260, 4
  %1262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1261
  store float %1258, ptr addrspace(3) %1262, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1263 = load float, ptr %v31, align 4
  br i1 %348, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1264 = add i32 %1257, %347
  %1265 = sext i32 %1264 to i64
  %1266 = mul i64 %1265, 4
  %1267 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1266
  store float %1263, ptr addrspace(3) %1267, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1268 = load float, ptr %v32, align 4
  br i1 %350, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1269 = add i32 %1257, %349
  %1270 = sext i32 %1269 to i64
  %1271 = mul i64 %1270, 4
  %1272 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1271
  store float %1268, ptr addrspace(3) %1272, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1273 = load float, ptr %v33, align 4
  br i1 %352, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1274 = add i32 %1257, %351
  %1275 = sext i32 %1274 to i64
  %1276 = mul i64 %1275, 4
  %1277 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1276
  store float %1273, ptr addrspace(3) %1277, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1278 = load float, ptr %v34, align 4
  br i1 %354, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1279 = add i32 %1257, %353
  %1280 = sext i32 %1279 to i64
  %1281 = mul i64 %1280, 4
  %1282 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1281
  store float %1278, ptr addrspace(3) %1282, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1283 = load float, ptr %v35, align 4
  br i1 %356, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1284 = add i32 %1257, %355
  %1285 = sext i32 %1284 to i64
  %1286 = mul i64 %1285, 4
  %1287 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1286
  store float %1283, ptr addrspace(3) %1287, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1288 = load float, ptr %v36, align 4
  br i1 %358, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1289 = add i32 %1257, %357
  %1290 = sext i32 %1289 to i64
  %1291 = mul i64 %1290, 4
  %1292 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1291
  store float %1288, ptr addrspace(3) %1292, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1293 = load float, ptr %v37, align 4
  br i1 %360, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1294 = add i32 %1257, %359
  %1295 = sext i32 %1294 to i64
  %1296 = mul i64 %1295, 4
  %1297 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1296
  store float %1293, ptr addrspace(3) %1297, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1298 = icmp eq i32 %11, 0
  %1299 = load float, ptr %v38, align 4
  %1300 = load float, ptr %v39, align 4
  br i1 %1298, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1301 = mul i32 %1256, 2
  %1302 = sext i32 %1301 to i64
  %1303 = mul i64 %1302, 4
  %1304 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1303
  store float %1299, ptr addrspace(3) %1304, align 4
  %1305 = add i32 %1301, 1
  %1306 = sext i32 %1305 to i64
  %1307 = mul i64 %1306, 4
  %1308 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1307
  store float %1300, ptr addrspace(3) %1308, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1309 = load float, ptr addrspace(3) @lds2, align 4
  %1310 = fcmp ogt float %1309, 0xFFF0000000000000
  %1311 = select i1 %1310, float %1309, float 0xFFF0000000000000
  %1312 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1313 = fcmp ogt float %1312, %1311
  %1314 = select i1 %1313, float %1312, float %1311
  %1315 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1316 = fcmp ogt float %1315, %1314
  %1317 = select i1 %1316, float %1315, float %1314
  %1318 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1319 = fcmp ogt float %1318, %1317
  %1320 = select i1 %1319, float %1318, float %1317
  %1321 = fsub float %1309, %1320
  %1322 = fmul float %1321, 0x3FF7154760000000
  %1323 = fcmp olt float %1322, -1.260000e+02
  %1324 = fcmp ogt float %1322, 1.270000e+02
  %1325 = select i1 %1323, float -1.260000e+02, float %1322
  %1326 = select i1 %1324, float 1.270000e+02, float %1325
  %1327 = fadd float %1326, 5.000000e-01
  %1328 = call float @llvm.floor.f32(float %1327)
  %1329 = fsub float %1326, %1328
  %1330 = fmul float 0x3EEFFCBFC0000000, %1329
  %1331 = fadd float %1330, 0x3F24309120000000
  %1332 = fmul float %1331, %1329
  %1333 = fadd float %1332, 0x3F55D87FE0000000
  %1334 = fmul float %1333, %1329
  %1335 = fadd float %1334, 0x3F83B2AB60000000
  %1336 = fmul float %1335, %1329
  %1337 = fadd float %1336, 0x3FAC6B08E0000000
  %1338 = fmul float %1337, %1329
  %1339 = fadd float %1338, 0x3FCEBFBE00000000
  %1340 = fmul float %1339, %1329
  %1341 = fadd float %1340, 0x3FE62E4300000000
  %1342 = fmul float %1341, %1329
  %1343 = fadd float %1342, 1.000000e+00
  %1344 = fptosi float %1328 to i32
  %1345 = add i32 %1344, 127
  %1346 = shl i32 %1345, 23
  %1347 = bitcast i32 %1346 to float
  %1348 = fmul float %1343, %1347
  %1349 = select i1 %1323, float 0.000000e+00, float %1348
  %1350 = select i1 %1324, float 0x7FF0000000000000, float %1349
  %1351 = fcmp uno float %1322, %1322
  %1352 = select i1 %1351, float %1322, float %1350
  %1353 = fcmp oeq float %1309, 0xFFF0000000000000
  %1354 = select i1 %1353, float 0.000000e+00, float %1352
  %1355 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1356 = fmul float %1354, %1355
  %1357 = fadd float %1356, 0.000000e+00
  %1358 = fsub float %1312, %1320
  %1359 = fmul float %1358, 0x3FF7154760000000
  %1360 = fcmp olt float %1359, -1.260000e+02
  %1361 = fcmp ogt float %1359, 1.270000e+02
  %1362 = select i1 %1360, float -1.260000e+02, float %1359
  %1363 = select i1 %1361, float 1.270000e+02, float %1362
  %1364 = fadd float %1363, 5.000000e-01
  %1365 = call float @llvm.floor.f32(float %1364)
  %1366 = fsub float %1363, %1365
  %1367 = fmul float 0x3EEFFCBFC0000000, %1366
  %1368 = fadd float %1367, 0x3F24309120000000
  %1369 = fmul float %1368, %1366
  %1370 = fadd float %1369, 0x3F55D87FE0000000
  %1371 = fmul float %1370, %1366
  %1372 = fadd float %1371, 0x3F83B2AB60000000
  %1373 = fmul float %1372, %1366
  %1374 = fadd float %1373, 0x3FAC6B08E0000000
  %1375 = fmul float %1374, %1366
  %1376 = fadd float %1375, 0x3FCEBFBE00000000
  %1377 = fmul float %1376, %1366
  %1378 = fadd float %1377, 0x3FE62E4300000000
  %1379 = fmul float %1378, %1366
  %1380 = fadd float %1379, 1.000000e+00
  %1381 = fptosi float %1365 to i32
  %1382 = add i32 %1381, 127
  %1383 = shl i32 %1382, 23
  %1384 = bitcast i32 %1383 to float
  %1385 = fmul float %1380, %1384
  %1386 = select i1 %1360, float 0.000000e+00, float %1385
  %1387 = select i1 %1361, float 0x7FF0000000000000, float %1386
  %1388 = fcmp uno float %1359, %1359
  %1389 = select i1 %1388, float %1359, float %1387
  %1390 = fcmp oeq float %1312, 0xFFF0000000000000
  %1391 = select i1 %1390, float 0.000000e+00, float %1389
  %1392 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1393 = fmul float %1391, %1392
  %1394 = fadd float %1393, %1357
  %1395 = fsub float %1315, %1320
  %1396 = fmul float %1395, 0x3FF7154760000000
  %1397 = fcmp olt float %1396, -1.260000e+02
  %1398 = fcmp ogt float %1396, 1.270000e+02
  %1399 = select i1 %1397, float -1.260000e+02, float %1396
  %1400 = select i1 %1398, float 1.270000e+02, float %1399
  %1401 = fadd float %1400, 5.000000e-01
  %1402 = call float @llvm.floor.f32(float %1401)
  %1403 = fsub float %1400, %1402
  %1404 = fmul float 0x3EEFFCBFC0000000, %1403
  %1405 = fadd float %1404, 0x3F24309120000000
  %1406 = fmul float %1405, %1403
  %1407 = fadd float %1406, 0x3F55D87FE0000000
  %1408 = fmul float %1407, %1403
  %1409 = fadd float %1408, 0x3F83B2AB60000000
  %1410 = fmul float %1409, %1403
  %1411 = fadd float %1410, 0x3FAC6B08E0000000
  %1412 = fmul float %1411, %1403
  %1413 = fadd float %1412, 0x3FCEBFBE00000000
  %1414 = fmul float %1413, %1403
  %1415 = fadd float %1414, 0x3FE62E4300000000
  %1416 = fmul float %1415, %1403
  %1417 = fadd float %1416, 1.000000e+00
  %1418 = fptosi float %1402 to i32
  %1419 = add i32 %1418, 127
  %1420 = shl i32 %1419, 23
  %1421 = bitcast i32 %1420 to float
  %1422 = fmul float %1417, %1421
  %1423 = select i1 %1397, float 0.000000e+00, float %1422
  %1424 = select i1 %1398, float 0x7FF0000000000000, float %1423
  %1425 = fcmp uno float %1396, %1396
  %1426 = select i1 %1425, float %1396, float %1424
  %1427 = fcmp oeq float %1315, 0xFFF0000000000000
  %1428 = select i1 %1427, float 0.000000e+00, float %1426
  %1429 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1430 = fmul float %1428, %1429
  %1431 = fadd float %1430, %1394
  %1432 = fsub float %1318, %1320
  %1433 = fmul float %1432, 0x3FF7154760000000
  %1434 = fcmp olt float %1433, -1.260000e+02
  %1435 = fcmp ogt float %1433, 1.270000e+02
  %1436 = select i1 %1434, float -1.260000e+02, float %1433
  %1437 = select i1 %1435, float 1.270000e+02, float %1436
  %1438 = fadd float %1437, 5.000000e-01
  %1439 = call float @llvm.floor.f32(float %1438)
  %1440 = fsub float %1437, %1439
  %1441 = fmul float 0x3EEFFCBFC0000000, %1440
  %1442 = fadd float %1441, 0x3F24309120000000
  %1443 = fmul float %1442, %1440
  %1444 = fadd float %1443, 0x3F55D87FE0000000
  %1445 = fmul float %1444, %1440
  %1446 = fadd float %1445, 0x3F83B2AB60000000
  %1447 = fmul float %1446, %1440
  %1448 = fadd float %1447, 0x3FAC6B08E0000000
  %1449 = fmul float %1448, %1440
  %1450 = fadd float %1449, 0x3FCEBFBE00000000
  %1451 = fmul float %1450, %1440
  %1452 = fadd float %1451, 0x3FE62E4300000000
  %1453 = fmul float %1452, %1440
  %1454 = fadd float %1453, 1.000000e+00
  %1455 = fptosi float %1439 to i32
  %1456 = add i32 %1455, 127
  %1457 = shl i32 %1456, 23
  %1458 = bitcast i32 %1457 to float
  %1459 = fmul float %1454, %1458
  %1460 = select i1 %1434, float 0.000000e+00, float %1459
  %1461 = select i1 %1435, float 0x7FF0000000000000, float %1460
  %1462 = fcmp uno float %1433, %1433
  %1463 = select i1 %1462, float %1433, float %1461
  %1464 = fcmp oeq float %1318, 0xFFF0000000000000
  %1465 = select i1 %1464, float 0.000000e+00, float %1463
  %1466 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1467 = fmul float %1465, %1466
  %1468 = fadd float %1467, %1431
  br i1 %26, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %9, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1469 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1470 = fcmp ogt float %1469, 0xFFF0000000000000
  %1471 = select i1 %1470, float %1469, float 0xFFF0000000000000
  %1472 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1473 = fcmp ogt float %1472, %1471
  %1474 = select i1 %1473, float %1472, float %1471
  %1475 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1476 = fcmp ogt float %1475, %1474
  %1477 = select i1 %1476, float %1475, float %1474
  %1478 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1479 = fcmp ogt float %1478, %1477
  %1480 = select i1 %1479, float %1478, float %1477
  %1481 = fsub float %1469, %1480
  %1482 = fmul float %1481, 0x3FF7154760000000
  %1483 = fcmp olt float %1482, -1.260000e+02
  %1484 = fcmp ogt float %1482, 1.270000e+02
  %1485 = select i1 %1483, float -1.260000e+02, float %1482
  %1486 = select i1 %1484, float 1.270000e+02, float %1485
  %1487 = fadd float %1486, 5.000000e-01
  %1488 = call float @llvm.floor.f32(float %1487)
  %1489 = fsub float %1486, %1488
  %1490 = fmul float 0x3EEFFCBFC0000000, %1489
  %1491 = fadd float %1490, 0x3F24309120000000
  %1492 = fmul float %1491, %1489
  %1493 = fadd float %1492, 0x3F55D87FE0000000
  %1494 = fmul float %1493, %1489
  %1495 = fadd float %1494, 0x3F83B2AB60000000
  %1496 = fmul float %1495, %1489
  %1497 = fadd float %1496, 0x3FAC6B08E0000000
  %1498 = fmul float %1497, %1489
  %1499 = fadd float %1498, 0x3FCEBFBE00000000
  %1500 = fmul float %1499, %1489
  %1501 = fadd float %1500, 0x3FE62E4300000000
  %1502 = fmul float %1501, %1489
  %1503 = fadd float %1502, 1.000000e+00
  %1504 = fptosi float %1488 to i32
  %1505 = add i32 %1504, 127
  %1506 = shl i32 %1505, 23
  %1507 = bitcast i32 %1506 to float
  %1508 = fmul float %1503, %1507
  %1509 = select i1 %1483, float 0.000000e+00, float %1508
  %1510 = select i1 %1484, float 0x7FF0000000000000, float %1509
  %1511 = fcmp uno float %1482, %1482
  %1512 = select i1 %1511, float %1482, float %1510
  %1513 = fcmp oeq float %1469, 0xFFF0000000000000
  %1514 = select i1 %1513, float 0.000000e+00, float %1512
  %1515 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1516 = fmul float %1514, %1515
  %1517 = fadd float %1516, 0.000000e+00
  %1518 = fsub float %1472, %1480
  %1519 = fmul float %1518, 0x3FF7154760000000
  %1520 = fcmp olt float %1519, -1.260000e+02
  %1521 = fcmp ogt float %1519, 1.270000e+02
  %1522 = select i1 %1520, float -1.260000e+02, float %1519
  %1523 = select i1 %1521, float 1.270000e+02, float %1522
  %1524 = fadd float %1523, 5.000000e-01
  %1525 = call float @llvm.floor.f32(float %1524)
  %1526 = fsub float %1523, %1525
  %1527 = fmul float 0x3EEFFCBFC0000000, %1526
  %1528 = fadd float %1527, 0x3F24309120000000
  %1529 = fmul float %1528, %1526
  %1530 = fadd float %1529, 0x3F55D87FE0000000
  %1531 = fmul float %1530, %1526
  %1532 = fadd float %1531, 0x3F83B2AB60000000
  %1533 = fmul float %1532, %1526
  %1534 = fadd float %1533, 0x3FAC6B08E0000000
  %1535 = fmul float %1534, %1526
  %1536 = fadd float %1535, 0x3FCEBFBE00000000
  %1537 = fmul float %1536, %1526
  %1538 = fadd float %1537, 0x3FE62E4300000000
  %1539 = fmul float %1538, %1526
  %1540 = fadd float %1539, 1.000000e+00
  %1541 = fptosi float %1525 to i32
  %1542 = add i32 %1541, 127
  %1543 = shl i32 %1542, 23
  %1544 = bitcast i32 %1543 to float
  %1545 = fmul float %1540, %1544
  %1546 = select i1 %1520, float 0.000000e+00, float %1545
  %1547 = select i1 %1521, float 0x7FF0000000000000, float %1546
  %1548 = fcmp uno float %1519, %1519
  %1549 = select i1 %1548, float %1519, float %1547
  %1550 = fcmp oeq float %1472, 0xFFF0000000000000
  %1551 = select i1 %1550, float 0.000000e+00, float %1549
  %1552 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1553 = fmul float %1551, %1552
  %1554 = fadd float %1553, %1517
  %1555 = fsub float %1475, %1480
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
  %1587 = fcmp oeq float %1475, 0xFFF0000000000000
  %1588 = select i1 %1587, float 0.000000e+00, float %1586
  %1589 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1590 = fmul float %1588, %1589
  %1591 = fadd float %1590, %1554
  %1592 = fsub float %1478, %1480
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
  %1624 = fcmp oeq float %1478, 0xFFF0000000000000
  %1625 = select i1 %1624, float 0.000000e+00, float %1623
  %1626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1627 = fmul float %1625, %1626
  %1628 = fadd float %1627, %1591
  br i1 %106, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1629 = load i32, ptr %v113, align 4
  %1630 = icmp slt i32 %1629, %6
  br i1 %1630, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1631 = load i32, ptr %v113, align 4
  %1632 = add i32 0, %1631
  %1633 = sext i32 %1632 to i64
  %1634 = mul i64 %1633, 4
  %1635 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1634
  %1636 = load float, ptr addrspace(3) %1635, align 4
  %1637 = fmul float %1354, %1636
  %1638 = fadd float %1637, 0.000000e+00
  %1639 = add i32 256, %1631
  %1640 = sext i32 %1639 to i64
  %1641 = mul i64 %1640, 4
  %1642 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1641
  %1643 = load float, ptr addrspace(3) %1642, align 4
  %1644 = fmul float %1391, %1643
  %1645 = fadd float %1644, %1638
  %1646 = add i32 512, %1631
  %1647 = sext i32 %1646 to i64
  %1648 = mul i64 %1647, 4
  %1649 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1648
  %1650 = load float, ptr addrspace(3) %1649, align 4
  %1651 = fmul float %1428, %1650
  %1652 = fadd float %1651, %1645
  %1653 = add i32 768, %1631
  %1654 = sext i32 %1653 to i64
  %1655 = mul i64 %1654, 4
  %1656 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1655
  %1657 = load float, ptr addrspace(3) %1656, align 4
  %1658 = fmul float %1465, %1657
  %1659 = fadd float %1658, %1652
  %1660 = add i32 %32, %1631
  %1661 = fdiv float %1659, %1468
  %1662 = sext i32 %1660 to i64
  %1663 = mul i64 %1662, 4
  %1664 = getelementptr i8, ptr addrspace(1) %0, i64 %1663
  store float %1661, ptr addrspace(1) %1664, align 4
  %1665 = load i32, ptr %v113, align 4
  %1666 = add i32 %1665, 128
  store i32 %1666, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %9, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1667 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1668 = fcmp ogt float %1667, 0xFFF0000000000000
  %1669 = select i1 %1668, float %1667, float 0xFFF0000000000000
  %1670 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1671 = fcmp ogt float %1670, %1669
  %1672 = select i1 %1671, float %1670, float %1669
  %1673 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1674 = fcmp ogt float %1673, %1672
  %1675 = select i1 %1674, float %1673, float %1672
  %1676 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1677 = fcmp ogt float %1676, %1675
  %1678 = select i1 %1677, float %1676, float %1675
  %1679 = fsub float %1667, %1678
  %1680 = fmul float %1679, 0x3FF7154760000000
  %1681 = fcmp olt float %1680, -1.260000e+02
  %1682 = fcmp ogt float %1680, 1.270000e+02
  %1683 = select i1 %1681, float -1.260000e+02, float %1680
  %1684 = select i1 %1682, float 1.270000e+02, float %1683
  %1685 = fadd float %1684, 5.000000e-01
  %1686 = call float @llvm.floor.f32(float %1685)
  %1687 = fsub float %1684, %1686
  %1688 = fmul float 0x3EEFFCBFC0000000, %1687
  %1689 = fadd float %1688, 0x3F24309120000000
  %1690 = fmul float %1689, %1687
  %1691 = fadd float %1690, 0x3F55D87FE0000000
  %1692 = fmul float %1691, %1687
  %1693 = fadd float %1692, 0x3F83B2AB60000000
  %1694 = fmul float %1693, %1687
  %1695 = fadd float %1694, 0x3FAC6B08E0000000
  %1696 = fmul float %1695, %1687
  %1697 = fadd float %1696, 0x3FCEBFBE00000000
  %1698 = fmul float %1697, %1687
  %1699 = fadd float %1698, 0x3FE62E4300000000
  %1700 = fmul float %1699, %1687
  %1701 = fadd float %1700, 1.000000e+00
  %1702 = fptosi float %1686 to i32
  %1703 = add i32 %1702, 127
  %1704 = shl i32 %1703, 23
  %1705 = bitcast i32 %1704 to float
  %1706 = fmul float %1701, %1705
  %1707 = select i1 %1681, float 0.000000e+00, float %1706
  %1708 = select i1 %1682, float 0x7FF0000000000000, float %1707
  %1709 = fcmp uno float %1680, %1680
  %1710 = select i1 %1709, float %1680, float %1708
  %1711 = fcmp oeq float %1667, 0xFFF0000000000000
  %1712 = select i1 %1711, float 0.000000e+00, float %1710
  %1713 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1714 = fmul float %1712, %1713
  %1715 = fadd float %1714, 0.000000e+00
  %1716 = fsub float %1670, %1678
  %1717 = fmul float %1716, 0x3FF7154760000000
  %1718 = fcmp olt float %1717, -1.260000e+02
  %1719 = fcmp ogt float %1717, 1.270000e+02
  %1720 = select i1 %1718, float -1.260000e+02, float %1717
  %1721 = select i1 %1719, float 1.270000e+02, float %1720
  %1722 = fadd float %1721, 5.000000e-01
  %1723 = call float @llvm.floor.f32(float %1722)
  %1724 = fsub float %1721, %1723
  %1725 = fmul float 0x3EEFFCBFC0000000, %1724
  %1726 = fadd float %1725, 0x3F24309120000000
  %1727 = fmul float %1726, %1724
  %1728 = fadd float %1727, 0x3F55D87FE0000000
  %1729 = fmul float %1728, %1724
  %1730 = fadd float %1729, 0x3F83B2AB60000000
  %1731 = fmul float %1730, %1724
  %1732 = fadd float %1731, 0x3FAC6B08E0000000
  %1733 = fmul float %1732, %1724
  %1734 = fadd float %1733, 0x3FCEBFBE00000000
  %1735 = fmul float %1734, %1724
  %1736 = fadd float %1735, 0x3FE62E4300000000
  %1737 = fmul float %1736, %1724
  %1738 = fadd float %1737, 1.000000e+00
  %1739 = fptosi float %1723 to i32
  %1740 = add i32 %1739, 127
  %1741 = shl i32 %1740, 23
  %1742 = bitcast i32 %1741 to float
  %1743 = fmul float %1738, %1742
  %1744 = select i1 %1718, float 0.000000e+00, float %1743
  %1745 = select i1 %1719, float 0x7FF0000000000000, float %1744
  %1746 = fcmp uno float %1717, %1717
  %1747 = select i1 %1746, float %1717, float %1745
  %1748 = fcmp oeq float %1670, 0xFFF0000000000000
  %1749 = select i1 %1748, float 0.000000e+00, float %1747
  %1750 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1751 = fmul float %1749, %1750
  %1752 = fadd float %1751, %1715
  %1753 = fsub float %1673, %1678
  %1754 = fmul float %1753, 0x3FF7154760000000
  %1755 = fcmp olt float %1754, -1.260000e+02
  %1756 = fcmp ogt float %1754, 1.270000e+02
  %1757 = select i1 %1755, float -1.260000e+02, float %1754
  %1758 = select i1 %1756, float 1.270000e+02, float %1757
  %1759 = fadd float %1758, 5.000000e-01
  %1760 = call float @llvm.floor.f32(float %1759)
  %1761 = fsub float %1758, %1760
  %1762 = fmul float 0x3EEFFCBFC0000000, %1761
  %1763 = fadd float %1762, 0x3F24309120000000
  %1764 = fmul float %1763, %1761
  %1765 = fadd float %1764, 0x3F55D87FE0000000
  %1766 = fmul float %1765, %1761
  %1767 = fadd float %1766, 0x3F83B2AB60000000
  %1768 = fmul float %1767, %1761
  %1769 = fadd float %1768, 0x3FAC6B08E0000000
  %1770 = fmul float %1769, %1761
  %1771 = fadd float %1770, 0x3FCEBFBE00000000
  %1772 = fmul float %1771, %1761
  %1773 = fadd float %1772, 0x3FE62E4300000000
  %1774 = fmul float %1773, %1761
  %1775 = fadd float %1774, 1.000000e+00
  %1776 = fptosi float %1760 to i32
  %1777 = add i32 %1776, 127
  %1778 = shl i32 %1777, 23
  %1779 = bitcast i32 %1778 to float
  %1780 = fmul float %1775, %1779
  %1781 = select i1 %1755, float 0.000000e+00, float %1780
  %1782 = select i1 %1756, float 0x7FF0000000000000, float %1781
  %1783 = fcmp uno float %1754, %1754
  %1784 = select i1 %1783, float %1754, float %1782
  %1785 = fcmp oeq float %1673, 0xFFF0000000000000
  %1786 = select i1 %1785, float 0.000000e+00, float %1784
  %1787 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1788 = fmul float %1786, %1787
  %1789 = fadd float %1788, %1752
  %1790 = fsub float %1676, %1678
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
  %1822 = fcmp oeq float %1676, 0xFFF0000000000000
  %1823 = select i1 %1822, float 0.000000e+00, float %1821
  %1824 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1825 = fmul float %1823, %1824
  %1826 = fadd float %1825, %1789
  br i1 %186, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %1827 = load i32, ptr %v119, align 4
  %1828 = icmp slt i32 %1827, %6
  br i1 %1828, label %body121, label %done122

body121:                                          ; preds = %loop120
  %1829 = load i32, ptr %v119, align 4
  %1830 = add i32 1024, %1829
  %1831 = sext i32 %1830 to i64
  %1832 = mul i64 %1831, 4
  %1833 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1832
  %1834 = load float, ptr addrspace(3) %1833, align 4
  %1835 = fmul float %1514, %1834
  %1836 = fadd float %1835, 0.000000e+00
  %1837 = add i32 1280, %1829
  %1838 = sext i32 %1837 to i64
  %1839 = mul i64 %1838, 4
  %1840 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1839
  %1841 = load float, ptr addrspace(3) %1840, align 4
  %1842 = fmul float %1551, %1841
  %1843 = fadd float %1842, %1836
  %1844 = add i32 1536, %1829
  %1845 = sext i32 %1844 to i64
  %1846 = mul i64 %1845, 4
  %1847 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1846
  %1848 = load float, ptr addrspace(3) %1847, align 4
  %1849 = fmul float %1588, %1848
  %1850 = fadd float %1849, %1843
  %1851 = add i32 1792, %1829
  %1852 = sext i32 %1851 to i64
  %1853 = mul i64 %1852, 4
  %1854 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1853
  %1855 = load float, ptr addrspace(3) %1854, align 4
  %1856 = fmul float %1625, %1855
  %1857 = fadd float %1856, %1850
  %1858 = add i32 %112, %1829
  %1859 = fdiv float %1857, %1628
  %1860 = sext i32 %1858 to i64
  %1861 = mul i64 %1860, 4
  %1862 = getelementptr i8, ptr addrspace(1) %0, i64 %1861
  store float %1859, ptr addrspace(1) %1862, align 4
  %1863 = load i32, ptr %v119, align 4
  %1864 = add i32 %1863, 128
  store i32 %1864, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %9, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %1865 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %1866 = fcmp ogt float %1865, 0xFFF0000000000000
  %1867 = select i1 %1866, float %1865, float 0xFFF0000000000000
  %1868 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %1869 = fcmp ogt float %1868, %1867
  %1870 = select i1 %1869, float %1868, float %1867
  %1871 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %1872 = fcmp ogt float %1871, %1870
  %1873 = select i1 %1872, float %1871, float %1870
  %1874 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %1875 = fcmp ogt float %1874, %1873
  %1876 = select i1 %1875, float %1874, float %1873
  %1877 = fsub float %1865, %1876
  %1878 = fmul float %1877, 0x3FF7154760000000
  %1879 = fcmp olt float %1878, -1.260000e+02
  %1880 = fcmp ogt float %1878, 1.270000e+02
  %1881 = select i1 %1879, float -1.260000e+02, float %1878
  %1882 = select i1 %1880, float 1.270000e+02, float %1881
  %1883 = fadd float %1882, 5.000000e-01
  %1884 = call float @llvm.floor.f32(float %1883)
  %1885 = fsub float %1882, %1884
  %1886 = fmul float 0x3EEFFCBFC0000000, %1885
  %1887 = fadd float %1886, 0x3F24309120000000
  %1888 = fmul float %1887, %1885
  %1889 = fadd float %1888, 0x3F55D87FE0000000
  %1890 = fmul float %1889, %1885
  %1891 = fadd float %1890, 0x3F83B2AB60000000
  %1892 = fmul float %1891, %1885
  %1893 = fadd float %1892, 0x3FAC6B08E0000000
  %1894 = fmul float %1893, %1885
  %1895 = fadd float %1894, 0x3FCEBFBE00000000
  %1896 = fmul float %1895, %1885
  %1897 = fadd float %1896, 0x3FE62E4300000000
  %1898 = fmul float %1897, %1885
  %1899 = fadd float %1898, 1.000000e+00
  %1900 = fptosi float %1884 to i32
  %1901 = add i32 %1900, 127
  %1902 = shl i32 %1901, 23
  %1903 = bitcast i32 %1902 to float
  %1904 = fmul float %1899, %1903
  %1905 = select i1 %1879, float 0.000000e+00, float %1904
  %1906 = select i1 %1880, float 0x7FF0000000000000, float %1905
  %1907 = fcmp uno float %1878, %1878
  %1908 = select i1 %1907, float %1878, float %1906
  %1909 = fcmp oeq float %1865, 0xFFF0000000000000
  %1910 = select i1 %1909, float 0.000000e+00, float %1908
  %1911 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %1912 = fmul float %1910, %1911
  %1913 = fadd float %1912, 0.000000e+00
  %1914 = fsub float %1868, %1876
  %1915 = fmul float %1914, 0x3FF7154760000000
  %1916 = fcmp olt float %1915, -1.260000e+02
  %1917 = fcmp ogt float %1915, 1.270000e+02
  %1918 = select i1 %1916, float -1.260000e+02, float %1915
  %1919 = select i1 %1917, float 1.270000e+02, float %1918
  %1920 = fadd float %1919, 5.000000e-01
  %1921 = call float @llvm.floor.f32(float %1920)
  %1922 = fsub float %1919, %1921
  %1923 = fmul float 0x3EEFFCBFC0000000, %1922
  %1924 = fadd float %1923, 0x3F24309120000000
  %1925 = fmul float %1924, %1922
  %1926 = fadd float %1925, 0x3F55D87FE0000000
  %1927 = fmul float %1926, %1922
  %1928 = fadd float %1927, 0x3F83B2AB60000000
  %1929 = fmul float %1928, %1922
  %1930 = fadd float %1929, 0x3FAC6B08E0000000
  %1931 = fmul float %1930, %1922
  %1932 = fadd float %1931, 0x3FCEBFBE00000000
  %1933 = fmul float %1932, %1922
  %1934 = fadd float %1933, 0x3FE62E4300000000
  %1935 = fmul float %1934, %1922
  %1936 = fadd float %1935, 1.000000e+00
  %1937 = fptosi float %1921 to i32
  %1938 = add i32 %1937, 127
  %1939 = shl i32 %1938, 23
  %1940 = bitcast i32 %1939 to float
  %1941 = fmul float %1936, %1940
  %1942 = select i1 %1916, float 0.000000e+00, float %1941
  %1943 = select i1 %1917, float 0x7FF0000000000000, float %1942
  %1944 = fcmp uno float %1915, %1915
  %1945 = select i1 %1944, float %1915, float %1943
  %1946 = fcmp oeq float %1868, 0xFFF0000000000000
  %1947 = select i1 %1946, float 0.000000e+00, float %1945
  %1948 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %1949 = fmul float %1947, %1948
  %1950 = fadd float %1949, %1913
  %1951 = fsub float %1871, %1876
  %1952 = fmul float %1951, 0x3FF7154760000000
  %1953 = fcmp olt float %1952, -1.260000e+02
  %1954 = fcmp ogt float %1952, 1.270000e+02
  %1955 = select i1 %1953, float -1.260000e+02, float %1952
  %1956 = select i1 %1954, float 1.270000e+02, float %1955
  %1957 = fadd float %1956, 5.000000e-01
  %1958 = call float @llvm.floor.f32(float %1957)
  %1959 = fsub float %1956, %1958
  %1960 = fmul float 0x3EEFFCBFC0000000, %1959
  %1961 = fadd float %1960, 0x3F24309120000000
  %1962 = fmul float %1961, %1959
  %1963 = fadd float %1962, 0x3F55D87FE0000000
  %1964 = fmul float %1963, %1959
  %1965 = fadd float %1964, 0x3F83B2AB60000000
  %1966 = fmul float %1965, %1959
  %1967 = fadd float %1966, 0x3FAC6B08E0000000
  %1968 = fmul float %1967, %1959
  %1969 = fadd float %1968, 0x3FCEBFBE00000000
  %1970 = fmul float %1969, %1959
  %1971 = fadd float %1970, 0x3FE62E4300000000
  %1972 = fmul float %1971, %1959
  %1973 = fadd float %1972, 1.000000e+00
  %1974 = fptosi float %1958 to i32
  %1975 = add i32 %1974, 127
  %1976 = shl i32 %1975, 23
  %1977 = bitcast i32 %1976 to float
  %1978 = fmul float %1973, %1977
  %1979 = select i1 %1953, float 0.000000e+00, float %1978
  %1980 = select i1 %1954, float 0x7FF0000000000000, float %1979
  %1981 = fcmp uno float %1952, %1952
  %1982 = select i1 %1981, float %1952, float %1980
  %1983 = fcmp oeq float %1871, 0xFFF0000000000000
  %1984 = select i1 %1983, float 0.000000e+00, float %1982
  %1985 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %1986 = fmul float %1984, %1985
  %1987 = fadd float %1986, %1950
  %1988 = fsub float %1874, %1876
  %1989 = fmul float %1988, 0x3FF7154760000000
  %1990 = fcmp olt float %1989, -1.260000e+02
  %1991 = fcmp ogt float %1989, 1.270000e+02
  %1992 = select i1 %1990, float -1.260000e+02, float %1989
  %1993 = select i1 %1991, float 1.270000e+02, float %1992
  %1994 = fadd float %1993, 5.000000e-01
  %1995 = call float @llvm.floor.f32(float %1994)
  %1996 = fsub float %1993, %1995
  %1997 = fmul float 0x3EEFFCBFC0000000, %1996
  %1998 = fadd float %1997, 0x3F24309120000000
  %1999 = fmul float %1998, %1996
  %2000 = fadd float %1999, 0x3F55D87FE0000000
  %2001 = fmul float %2000, %1996
  %2002 = fadd float %2001, 0x3F83B2AB60000000
  %2003 = fmul float %2002, %1996
  %2004 = fadd float %2003, 0x3FAC6B08E0000000
  %2005 = fmul float %2004, %1996
  %2006 = fadd float %2005, 0x3FCEBFBE00000000
  %2007 = fmul float %2006, %1996
  %2008 = fadd float %2007, 0x3FE62E4300000000
  %2009 = fmul float %2008, %1996
  %2010 = fadd float %2009, 1.000000e+00
  %2011 = fptosi float %1995 to i32
  %2012 = add i32 %2011, 127
  %2013 = shl i32 %2012, 23
  %2014 = bitcast i32 %2013 to float
  %2015 = fmul float %2010, %2014
  %2016 = select i1 %1990, float 0.000000e+00, float %2015
  %2017 = select i1 %1991, float 0x7FF0000000000000, float %2016
  %2018 = fcmp uno float %1989, %1989
  %2019 = select i1 %2018, float %1989, float %2017
  %2020 = fcmp oeq float %1874, 0xFFF0000000000000
  %2021 = select i1 %2020, float 0.000000e+00, float %2019
  %2022 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2023 = fmul float %2021, %2022
  %2024 = fadd float %2023, %1987
  br i1 %266, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2025 = load i32, ptr %v125, align 4
  %2026 = icmp slt i32 %2025, %6
  br i1 %2026, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2027 = load i32, ptr %v125, align 4
  %2028 = add i32 2048, %2027
  %2029 = sext i32 %2028 to i64
  %2030 = mul i64 %2029, 4
  %2031 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2030
  %2032 = load float, ptr addrspace(3) %2031, align 4
  %2033 = fmul float %1712, %2032
  %2034 = fadd float %2033, 0.000000e+00
  %2035 = add i32 2304, %2027
  %2036 = sext i32 %2035 to i64
  %2037 = mul i64 %2036, 4
  %2038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2037
  %2039 = load float, ptr addrspace(3) %2038, align 4
  %2040 = fmul float %1749, %2039
  %2041 = fadd float %2040, %2034
  %2042 = add i32 2560, %2027
  %2043 = sext i32 %2042 to i64
  %2044 = mul i64 %2043, 4
  %2045 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2044
  %2046 = load float, ptr addrspace(3) %2045, align 4
  %2047 = fmul float %1786, %2046
  %2048 = fadd float %2047, %2041
  %2049 = add i32 2816, %2027
  %2050 = sext i32 %2049 to i64
  %2051 = mul i64 %2050, 4
  %2052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2051
  %2053 = load float, ptr addrspace(3) %2052, align 4
  %2054 = fmul float %1823, %2053
  %2055 = fadd float %2054, %2048
  %2056 = add i32 %192, %2027
  %2057 = fdiv float %2055, %1826
  %2058 = sext i32 %2056 to i64
  %2059 = mul i64 %2058, 4
  %2060 = getelementptr i8, ptr addrspace(1) %0, i64 %2059
  store float %2057, ptr addrspace(1) %2060, align 4
  %2061 = load i32, ptr %v125, align 4
  %2062 = add i32 %2061, 128
  store i32 %2062, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %9, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2063 = load i32, ptr %v131, align 4
  %2064 = icmp slt i32 %2063, %6
  br i1 %2064, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2065 = load i32, ptr %v131, align 4
  %2066 = add i32 3072, %2065
  %2067 = sext i32 %2066 to i64
  %2068 = mul i64 %2067, 4
  %2069 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2068
  %2070 = load float, ptr addrspace(3) %2069, align 4
  %2071 = fmul float %1910, %2070
  %2072 = fadd float %2071, 0.000000e+00
  %2073 = add i32 3328, %2065
  %2074 = sext i32 %2073 to i64
  %2075 = mul i64 %2074, 4
  %2076 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2075
  %2077 = load float, ptr addrspace(3) %2076, align 4
  %2078 = fmul float %1947, %2077
  %2079 = fadd float %2078, %2072
  %2080 = add i32 3584, %2065
  %2081 = sext i32 %2080 to i64
  %2082 = mul i64 %2081, 4
  %2083 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2082
  %2084 = load float, ptr addrspace(3) %2083, align 4
  %2085 = fmul float %1984, %2084
  %2086 = fadd float %2085, %2079
  %2087 = add i32 3840, %2065
  %2088 = sext i32 %2087 to i64
  %2089 = mul i64 %2088, 4
  %2090 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2089
  %2091 = load float, ptr addrspace(3) %2090, align 4
  %2092 = fmul float %2021, %2091
  %2093 = fadd float %2092, %2086
  %2094 = add i32 %272, %2065
  %2095 = fdiv float %2093, %2024
  %2096 = sext i32 %2094 to i64
  %2097 = mul i64 %2096, 4
  %2098 = getelementptr i8, ptr addrspace(1) %0, i64 %2097
  store float %2095, ptr addrspace(1) %2098, align 4
  %2099 = load i32, ptr %v131, align 4
  %2100 = add i32 %2099, 128
  store i32 %2100, ptr %v131, align 4
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

!0 = !{ptr @strata_attn_prefill_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_f32kv, !"maxntidx", i32 128}
