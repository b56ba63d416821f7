; ModuleID = 'strata_attn_prefill_q8kv'
source_filename = "strata_attn_prefill_q8kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, ptr addrspace(1) noalias %9, ptr addrspace(1) noalias %10) {
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
  %21 = mul i32 %5, %6
  %22 = add i32 %21, 63
  %23 = udiv i32 %22, 64
  %24 = mul i32 %5, %6
  %25 = add i32 %24, 63
  %26 = udiv i32 %25, 64
  %27 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %30 = load i32, ptr addrspace(1) %29, align 4
  %31 = sub i32 %30, %28
  %32 = sub i32 %31, 1
  %33 = add i32 %18, 0
  %34 = icmp sle i32 %33, %32
  %35 = select i1 %34, i32 %33, i32 %32
  %36 = add i32 %28, %35
  %37 = add i32 %36, 1
  %38 = mul i32 %35, %4
  %39 = add i32 %38, %16
  %40 = mul i32 %39, %6
  %41 = add i32 %13, 0
  %42 = icmp slt i32 %41, %6
  %43 = add i32 %40, %41
  %44 = select i1 %42, i32 %43, i32 0
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = select i1 %42, float %48, float 0.000000e+00
  store float 0.000000e+00, ptr %v, align 4
  %50 = add i32 %13, 32
  %51 = icmp slt i32 %50, %6
  %52 = add i32 %40, %50
  %53 = select i1 %51, i32 %52, i32 0
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %1, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = select i1 %51, float %57, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %59 = add i32 %13, 64
  %60 = icmp slt i32 %59, %6
  %61 = add i32 %40, %59
  %62 = select i1 %60, i32 %61, i32 0
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = select i1 %60, float %66, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %68 = add i32 %13, 96
  %69 = icmp slt i32 %68, %6
  %70 = add i32 %40, %68
  %71 = select i1 %69, i32 %70, i32 0
  %72 = sext i32 %71 to i64
  %73 = mul i64 %72, 4
  %74 = getelementptr i8, ptr addrspace(1) %1, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4
  %76 = select i1 %69, float %75, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %77 = add i32 %13, 128
  %78 = icmp slt i32 %77, %6
  %79 = add i32 %40, %77
  %80 = select i1 %78, i32 %79, i32 0
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = select i1 %78, float %84, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %86 = add i32 %13, 160
  %87 = icmp slt i32 %86, %6
  %88 = add i32 %40, %86
  %89 = select i1 %87, i32 %88, i32 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = select i1 %87, float %93, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %95 = add i32 %13, 192
  %96 = icmp slt i32 %95, %6
  %97 = add i32 %40, %95
  %98 = select i1 %96, i32 %97, i32 0
  %99 = sext i32 %98 to i64
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %1, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4
  %103 = select i1 %96, float %102, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %104 = add i32 %13, 224
  %105 = icmp slt i32 %104, %6
  %106 = add i32 %40, %104
  %107 = select i1 %105, i32 %106, i32 0
  %108 = sext i32 %107 to i64
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %1, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = select i1 %105, float %111, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
  store float 0xFFF0000000000000, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %113 = add i32 %18, 1
  %114 = icmp sle i32 %113, %32
  %115 = select i1 %114, i32 %113, i32 %32
  %116 = add i32 %28, %115
  %117 = add i32 %116, 1
  %118 = mul i32 %115, %4
  %119 = add i32 %118, %16
  %120 = mul i32 %119, %6
  %121 = add i32 %13, 0
  %122 = icmp slt i32 %121, %6
  %123 = add i32 %120, %121
  %124 = select i1 %122, i32 %123, i32 0
  %125 = sext i32 %124 to i64
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %1, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4
  %129 = select i1 %122, float %128, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %130 = add i32 %13, 32
  %131 = icmp slt i32 %130, %6
  %132 = add i32 %120, %130
  %133 = select i1 %131, i32 %132, i32 0
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %1, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = select i1 %131, float %137, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %139 = add i32 %13, 64
  %140 = icmp slt i32 %139, %6
  %141 = add i32 %120, %139
  %142 = select i1 %140, i32 %141, i32 0
  %143 = sext i32 %142 to i64
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(1) %1, i64 %144
  %146 = load float, ptr addrspace(1) %145, align 4
  %147 = select i1 %140, float %146, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %148 = add i32 %13, 96
  %149 = icmp slt i32 %148, %6
  %150 = add i32 %120, %148
  %151 = select i1 %149, i32 %150, i32 0
  %152 = sext i32 %151 to i64
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %1, i64 %153
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = select i1 %149, float %155, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %157 = add i32 %13, 128
  %158 = icmp slt i32 %157, %6
  %159 = add i32 %120, %157
  %160 = select i1 %158, i32 %159, i32 0
  %161 = sext i32 %160 to i64
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr addrspace(1) %1, i64 %162
  %164 = load float, ptr addrspace(1) %163, align 4
  %165 = select i1 %158, float %164, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %166 = add i32 %13, 160
  %167 = icmp slt i32 %166, %6
  %168 = add i32 %120, %166
  %169 = select i1 %167, i32 %168, i32 0
  %170 = sext i32 %169 to i64
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %1, i64 %171
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = select i1 %167, float %173, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
  %175 = add i32 %13, 192
  %176 = icmp slt i32 %175, %6
  %177 = add i32 %120, %175
  %178 = select i1 %176, i32 %177, i32 0
  %179 = sext i32 %178 to i64
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %1, i64 %180
  %182 = load float, ptr addrspace(1) %181, align 4
  %183 = select i1 %176, float %182, float 0.000000e+00
  store float 0.000000e+00, ptr %v16, align 4
  %184 = add i32 %13, 224
  %185 = icmp slt i32 %184, %6
  %186 = add i32 %120, %184
  %187 = select i1 %185, i32 %186, i32 0
  %188 = sext i32 %187 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %1, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = select i1 %185, float %191, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  store float 0xFFF0000000000000, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  %193 = add i32 %18, 2
  %194 = icmp sle i32 %193, %32
  %195 = select i1 %194, i32 %193, i32 %32
  %196 = add i32 %28, %195
  %197 = add i32 %196, 1
  %198 = mul i32 %195, %4
  %199 = add i32 %198, %16
  %200 = mul i32 %199, %6
  %201 = add i32 %13, 0
  %202 = icmp slt i32 %201, %6
  %203 = add i32 %200, %201
  %204 = select i1 %202, i32 %203, i32 0
  %205 = sext i32 %204 to i64
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr addrspace(1) %1, i64 %206
  %208 = load float, ptr addrspace(1) %207, align 4
  %209 = select i1 %202, float %208, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %210 = add i32 %13, 32
  %211 = icmp slt i32 %210, %6
  %212 = add i32 %200, %210
  %213 = select i1 %211, i32 %212, i32 0
  %214 = sext i32 %213 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %1, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = select i1 %211, float %217, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %219 = add i32 %13, 64
  %220 = icmp slt i32 %219, %6
  %221 = add i32 %200, %219
  %222 = select i1 %220, i32 %221, i32 0
  %223 = sext i32 %222 to i64
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %1, i64 %224
  %226 = load float, ptr addrspace(1) %225, align 4
  %227 = select i1 %220, float %226, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %228 = add i32 %13, 96
  %229 = icmp slt i32 %228, %6
  %230 = add i32 %200, %228
  %231 = select i1 %229, i32 %230, i32 0
  %232 = sext i32 %231 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %1, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = select i1 %229, float %235, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
  %237 = add i32 %13, 128
  %238 = icmp slt i32 %237, %6
  %239 = add i32 %200, %237
  %240 = select i1 %238, i32 %239, i32 0
  %241 = sext i32 %240 to i64
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr addrspace(1) %1, i64 %242
  %244 = load float, ptr addrspace(1) %243, align 4
  %245 = select i1 %238, float %244, float 0.000000e+00
  store float 0.000000e+00, ptr %v24, align 4
  %246 = add i32 %13, 160
  %247 = icmp slt i32 %246, %6
  %248 = add i32 %200, %246
  %249 = select i1 %247, i32 %248, i32 0
  %250 = sext i32 %249 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %1, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = select i1 %247, float %253, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %255 = add i32 %13, 192
  %256 = icmp slt i32 %255, %6
  %257 = add i32 %200, %255
  %258 = select i1 %256, i32 %257, i32 0
  %259 = sext i32 %258 to i64
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %1, i64 %260
  %262 = load float, ptr addrspace(1) %261, align 4
  %263 = select i1 %256, float %262, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %264 = add i32 %13, 224
  %265 = icmp slt i32 %264, %6
  %266 = add i32 %200, %264
  %267 = select i1 %265, i32 %266, i32 0
  %268 = sext i32 %267 to i64
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr addrspace(1) %1, i64 %269
  %271 = load float, ptr addrspace(1) %270, align 4
  %272 = select i1 %265, float %271, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  store float 0xFFF0000000000000, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  %273 = add i32 %18, 3
  %274 = icmp sle i32 %273, %32
  %275 = select i1 %274, i32 %273, i32 %32
  %276 = add i32 %28, %275
  %277 = add i32 %276, 1
  %278 = mul i32 %275, %4
  %279 = add i32 %278, %16
  %280 = mul i32 %279, %6
  %281 = add i32 %13, 0
  %282 = icmp slt i32 %281, %6
  %283 = add i32 %280, %281
  %284 = select i1 %282, i32 %283, i32 0
  %285 = sext i32 %284 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %1, i64 %286
  %288 = load float, ptr addrspace(1) %287, align 4
  %289 = select i1 %282, float %288, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %290 = add i32 %13, 32
  %291 = icmp slt i32 %290, %6
  %292 = add i32 %280, %290
  %293 = select i1 %291, i32 %292, i32 0
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %1, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4
  %298 = select i1 %291, float %297, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
  %299 = add i32 %13, 64
  %300 = icmp slt i32 %299, %6
  %301 = add i32 %280, %299
  %302 = select i1 %300, i32 %301, i32 0
  %303 = sext i32 %302 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %1, i64 %304
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = select i1 %300, float %306, float 0.000000e+00
  store float 0.000000e+00, ptr %v32, align 4
  %308 = add i32 %13, 96
  %309 = icmp slt i32 %308, %6
  %310 = add i32 %280, %308
  %311 = select i1 %309, i32 %310, i32 0
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %1, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = select i1 %309, float %315, float 0.000000e+00
  store float 0.000000e+00, ptr %v33, align 4
  %317 = add i32 %13, 128
  %318 = icmp slt i32 %317, %6
  %319 = add i32 %280, %317
  %320 = select i1 %318, i32 %319, i32 0
  %321 = sext i32 %320 to i64
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(1) %1, i64 %322
  %324 = load float, ptr addrspace(1) %323, align 4
  %325 = select i1 %318, float %324, float 0.000000e+00
  store float 0.000000e+00, ptr %v34, align 4
  %326 = add i32 %13, 160
  %327 = icmp slt i32 %326, %6
  %328 = add i32 %280, %326
  %329 = select i1 %327, i32 %328, i32 0
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr addrspace(1) %1, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4
  %334 = select i1 %327, float %333, float 0.000000e+00
  store float 0.000000e+00, ptr %v35, align 4
  %335 = add i32 %13, 192
  %336 = icmp slt i32 %335, %6
  %337 = add i32 %280, %335
  %338 = select i1 %336, i32 %337, i32 0
  %339 = sext i32 %338 to i64
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %1, i64 %340
  %342 = load float, ptr addrspace(1) %341, align 4
  %343 = select i1 %336, float %342, float 0.000000e+00
  store float 0.000000e+00, ptr %v36, align 4
  %344 = add i32 %13, 224
  %345 = icmp slt i32 %344, %6
  %346 = add i32 %280, %344
  %347 = select i1 %345, i32 %346, i32 0
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %1, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = select i1 %345, float %351, float 0.000000e+00
  store float 0.000000e+00, ptr %v37, align 4
  store float 0xFFF0000000000000, ptr %v38, align 4
  store float 0.000000e+00, ptr %v39, align 4
  %353 = add i32 %13, 0
  %354 = icmp slt i32 %353, %6
  %355 = add i32 %13, 32
  %356 = icmp slt i32 %355, %6
  %357 = add i32 %13, 64
  %358 = icmp slt i32 %357, %6
  %359 = add i32 %13, 96
  %360 = icmp slt i32 %359, %6
  %361 = add i32 %13, 128
  %362 = icmp slt i32 %361, %6
  %363 = add i32 %13, 160
  %364 = icmp slt i32 %363, %6
  %365 = add i32 %13, 192
  %366 = icmp slt i32 %365, %6
  %367 = add i32 %13, 224
  %368 = icmp slt i32 %367, %6
  %369 = mul i32 %20, %6
  %370 = add i32 %369, %353
  %371 = select i1 %354, i32 %370, i32 %369
  %372 = lshr i32 %371, 6
  %373 = add i32 %369, %355
  %374 = select i1 %356, i32 %373, i32 %369
  %375 = lshr i32 %374, 6
  %376 = add i32 %369, %357
  %377 = select i1 %358, i32 %376, i32 %369
  %378 = lshr i32 %377, 6
  %379 = add i32 %369, %359
  %380 = select i1 %360, i32 %379, i32 %369
  %381 = lshr i32 %380, 6
  %382 = add i32 %369, %361
  %383 = select i1 %362, i32 %382, i32 %369
  %384 = lshr i32 %383, 6
  %385 = add i32 %369, %363
  %386 = select i1 %364, i32 %385, i32 %369
  %387 = lshr i32 %386, 6
  %388 = add i32 %369, %365
  %389 = select i1 %366, i32 %388, i32 %369
  %390 = lshr i32 %389, 6
  %391 = add i32 %369, %367
  %392 = select i1 %368, i32 %391, i32 %369
  %393 = lshr i32 %392, 6
  %394 = select i1 %34, i32 %37, i32 0
  %395 = icmp sgt i32 %394, 0
  %396 = select i1 %395, i32 %394, i32 0
  %397 = select i1 %114, i32 %117, i32 0
  %398 = icmp sgt i32 %397, %396
  %399 = select i1 %398, i32 %397, i32 %396
  %400 = select i1 %194, i32 %197, i32 0
  %401 = icmp sgt i32 %400, %399
  %402 = select i1 %401, i32 %400, i32 %399
  %403 = select i1 %274, i32 %277, i32 0
  %404 = icmp sgt i32 %403, %402
  %405 = select i1 %404, i32 %403, i32 %402
  store i32 %15, ptr %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %406 = load i32, ptr %v40, align 4
  %407 = icmp slt i32 %406, %405
  br i1 %407, label %body, label %done

body:                                             ; preds = %loop
  %408 = load i32, ptr %v40, align 4
  %409 = mul i32 %408, %5
  %410 = add i32 %409, %20
  %411 = mul i32 %410, %6
  %412 = add i32 %411, %353
  %413 = select i1 %354, i32 %412, i32 %411
  %414 = sext i32 %413 to i64
  %415 = getelementptr i8, ptr addrspace(1) %2, i64 %414
  %416 = load i8, ptr addrspace(1) %415, align 1
  %417 = sext i8 %416 to i32
  %418 = sitofp i32 %417 to float
  %419 = mul i32 %408, %23
  %420 = add i32 %419, %372
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 2
  %423 = getelementptr i8, ptr addrspace(1) %9, i64 %422
  %424 = load i16, ptr addrspace(1) %423, align 2
  %425 = bitcast i16 %424 to half
  %426 = fpext half %425 to float
  %427 = fmul float %418, %426
  %428 = sext i32 %413 to i64
  %429 = getelementptr i8, ptr addrspace(1) %3, i64 %428
  %430 = load i8, ptr addrspace(1) %429, align 1
  %431 = sext i8 %430 to i32
  %432 = sitofp i32 %431 to float
  %433 = mul i32 %408, %26
  %434 = add i32 %433, %372
  %435 = sext i32 %434 to i64
  %436 = mul i64 %435, 2
  %437 = getelementptr i8, ptr addrspace(1) %10, i64 %436
  %438 = load i16, ptr addrspace(1) %437, align 2
  %439 = bitcast i16 %438 to half
  %440 = fpext half %439 to float
  %441 = fmul float %432, %440
  %442 = add i32 %411, %355
  %443 = select i1 %356, i32 %442, i32 %411
  %444 = sext i32 %443 to i64
  %445 = getelementptr i8, ptr addrspace(1) %2, i64 %444
  %446 = load i8, ptr addrspace(1) %445, align 1
  %447 = sext i8 %446 to i32
  %448 = sitofp i32 %447 to float
  %449 = mul i32 %408, %23
  %450 = add i32 %449, %375
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 2
  %453 = getelementptr i8, ptr addrspace(1) %9, i64 %452
  %454 = load i16, ptr addrspace(1) %453, align 2
  %455 = bitcast i16 %454 to half
  %456 = fpext half %455 to float
  %457 = fmul float %448, %456
  %458 = sext i32 %443 to i64
  %459 = getelementptr i8, ptr addrspace(1) %3, i64 %458
  %460 = load i8, ptr addrspace(1) %459, align 1
  %461 = sext i8 %460 to i32
  %462 = sitofp i32 %461 to float
  %463 = mul i32 %408, %26
  %464 = add i32 %463, %375
  %465 = sext i32 %464 to i64
  %466 = mul i64 %465, 2
  %467 = getelementptr i8, ptr addrspace(1) %10, i64 %466
  %468 = load i16, ptr addrspace(1) %467, align 2
  %469 = bitcast i16 %468 to half
  %470 = fpext half %469 to float
  %471 = fmul float %462, %470
  %472 = add i32 %411, %357
  %473 = select i1 %358, i32 %472, i32 %411
  %474 = sext i32 %473 to i64
  %475 = getelementptr i8, ptr addrspace(1) %2, i64 %474
  %476 = load i8, ptr addrspace(1) %475, align 1
  %477 = sext i8 %476 to i32
  %478 = sitofp i32 %477 to float
  %479 = mul i32 %408, %23
  %480 = add i32 %479, %378
  %481 = sext i32 %480 to i64
  %482 = mul i64 %481, 2
  %483 = getelementptr i8, ptr addrspace(1) %9, i64 %482
  %484 = load i16, ptr addrspace(1) %483, align 2
  %485 = bitcast i16 %484 to half
  %486 = fpext half %485 to float
  %487 = fmul float %478, %486
  %488 = sext i32 %473 to i64
  %489 = getelementptr i8, ptr addrspace(1) %3, i64 %488
  %490 = load i8, ptr addrspace(1) %489, align 1
  %491 = sext i8 %490 to i32
  %492 = sitofp i32 %491 to float
  %493 = mul i32 %408, %26
  %494 = add i32 %493, %378
  %495 = sext i32 %494 to i64
  %496 = mul i64 %495, 2
  %497 = getelementptr i8, ptr addrspace(1) %10, i64 %496
  %498 = load i16, ptr addrspace(1) %497, align 2
  %499 = bitcast i16 %498 to half
  %500 = fpext half %499 to float
  %501 = fmul float %492, %500
  %502 = add i32 %411, %359
  %503 = select i1 %360, i32 %502, i32 %411
  %504 = sext i32 %503 to i64
  %505 = getelementptr i8, ptr addrspace(1) %2, i64 %504
  %506 = load i8, ptr addrspace(1) %505, align 1
  %507 = sext i8 %506 to i32
  %508 = sitofp i32 %507 to float
  %509 = mul i32 %408, %23
  %510 = add i32 %509, %381
  %511 = sext i32 %510 to i64
  %512 = mul i64 %511, 2
  %513 = getelementptr i8, ptr addrspace(1) %9, i64 %512
  %514 = load i16, ptr addrspace(1) %513, align 2
  %515 = bitcast i16 %514 to half
  %516 = fpext half %515 to float
  %517 = fmul float %508, %516
  %518 = sext i32 %503 to i64
  %519 = getelementptr i8, ptr addrspace(1) %3, i64 %518
  %520 = load i8, ptr addrspace(1) %519, align 1
  %521 = sext i8 %520 to i32
  %522 = sitofp i32 %521 to float
  %523 = mul i32 %408, %26
  %524 = add i32 %523, %381
  %525 = sext i32 %524 to i64
  %526 = mul i64 %525, 2
  %527 = getelementptr i8, ptr addrspace(1) %10, i64 %526
  %528 = load i16, ptr addrspace(1) %527, align 2
  %529 = bitcast i16 %528 to half
  %530 = fpext half %529 to float
  %531 = fmul float %522, %530
  %532 = add i32 %411, %361
  %533 = select i1 %362, i32 %532, i32 %411
  %534 = sext i32 %533 to i64
  %535 = getelementptr i8, ptr addrspace(1) %2, i64 %534
  %536 = load i8, ptr addrspace(1) %535, align 1
  %537 = sext i8 %536 to i32
  %538 = sitofp i32 %537 to float
  %539 = mul i32 %408, %23
  %540 = add i32 %539, %384
  %541 = sext i32 %540 to i64
  %542 = mul i64 %541, 2
  %543 = getelementptr i8, ptr addrspace(1) %9, i64 %542
  %544 = load i16, ptr addrspace(1) %543, align 2
  %545 = bitcast i16 %544 to half
  %546 = fpext half %545 to float
  %547 = fmul float %538, %546
  %548 = sext i32 %533 to i64
  %549 = getelementptr i8, ptr addrspace(1) %3, i64 %548
  %550 = load i8, ptr addrspace(1) %549, align 1
  %551 = sext i8 %550 to i32
  %552 = sitofp i32 %551 to float
  %553 = mul i32 %408, %26
  %554 = add i32 %553, %384
  %555 = sext i32 %554 to i64
  %556 = mul i64 %555, 2
  %557 = getelementptr i8, ptr addrspace(1) %10, i64 %556
  %558 = load i16, ptr addrspace(1) %557, align 2
  %559 = bitcast i16 %558 to half
  %560 = fpext half %559 to float
  %561 = fmul float %552, %560
  %562 = add i32 %411, %363
  %563 = select i1 %364, i32 %562, i32 %411
  %564 = sext i32 %563 to i64
  %565 = getelementptr i8, ptr addrspace(1) %2, i64 %564
  %566 = load i8, ptr addrspace(1) %565, align 1
  %567 = sext i8 %566 to i32
  %568 = sitofp i32 %567 to float
  %569 = mul i32 %408, %23
  %570 = add i32 %569, %387
  %571 = sext i32 %570 to i64
  %572 = mul i64 %571, 2
  %573 = getelementptr i8, ptr addrspace(1) %9, i64 %572
  %574 = load i16, ptr addrspace(1) %573, align 2
  %575 = bitcast i16 %574 to half
  %576 = fpext half %575 to float
  %577 = fmul float %568, %576
  %578 = sext i32 %563 to i64
  %579 = getelementptr i8, ptr addrspace(1) %3, i64 %578
  %580 = load i8, ptr addrspace(1) %579, align 1
  %581 = sext i8 %580 to i32
  %582 = sitofp i32 %581 to float
  %583 = mul i32 %408, %26
  %584 = add i32 %583, %387
  %585 = sext i32 %584 to i64
  %586 = mul i64 %585, 2
  %587 = getelementptr i8, ptr addrspace(1) %10, i64 %586
  %588 = load i16, ptr addrspace(1) %587, align 2
  %589 = bitcast i16 %588 to half
  %590 = fpext half %589 to float
  %591 = fmul float %582, %590
  %592 = add i32 %411, %365
  %593 = select i1 %366, i32 %592, i32 %411
  %594 = sext i32 %593 to i64
  %595 = getelementptr i8, ptr addrspace(1) %2, i64 %594
  %596 = load i8, ptr addrspace(1) %595, align 1
  %597 = sext i8 %596 to i32
  %598 = sitofp i32 %597 to float
  %599 = mul i32 %408, %23
  %600 = add i32 %599, %390
  %601 = sext i32 %600 to i64
  %602 = mul i64 %601, 2
  %603 = getelementptr i8, ptr addrspace(1) %9, i64 %602
  %604 = load i16, ptr addrspace(1) %603, align 2
  %605 = bitcast i16 %604 to half
  %606 = fpext half %605 to float
  %607 = fmul float %598, %606
  %608 = sext i32 %593 to i64
  %609 = getelementptr i8, ptr addrspace(1) %3, i64 %608
  %610 = load i8, ptr addrspace(1) %609, align 1
  %611 = sext i8 %610 to i32
  %612 = sitofp i32 %611 to float
  %613 = mul i32 %408, %26
  %614 = add i32 %613, %390
  %615 = sext i32 %614 to i64
  %616 = mul i64 %615, 2
  %617 = getelementptr i8, ptr addrspace(1) %10, i64 %616
  %618 = load i16, ptr addrspace(1) %617, align 2
  %619 = bitcast i16 %618 to half
  %620 = fpext half %619 to float
  %621 = fmul float %612, %620
  %622 = add i32 %411, %367
  %623 = select i1 %368, i32 %622, i32 %411
  %624 = sext i32 %623 to i64
  %625 = getelementptr i8, ptr addrspace(1) %2, i64 %624
  %626 = load i8, ptr addrspace(1) %625, align 1
  %627 = sext i8 %626 to i32
  %628 = sitofp i32 %627 to float
  %629 = mul i32 %408, %23
  %630 = add i32 %629, %393
  %631 = sext i32 %630 to i64
  %632 = mul i64 %631, 2
  %633 = getelementptr i8, ptr addrspace(1) %9, i64 %632
  %634 = load i16, ptr addrspace(1) %633, align 2
  %635 = bitcast i16 %634 to half
  %636 = fpext half %635 to float
  %637 = fmul float %628, %636
  %638 = sext i32 %623 to i64
  %639 = getelementptr i8, ptr addrspace(1) %3, i64 %638
  %640 = load i8, ptr addrspace(1) %639, align 1
  %641 = sext i8 %640 to i32
  %642 = sitofp i32 %641 to float
  %643 = mul i32 %408, %26
  %644 = add i32 %643, %393
  %645 = sext i32 %644 to i64
  %646 = mul i64 %645, 2
  %647 = getelementptr i8, ptr addrspace(1) %10, i64 %646
  %648 = load i16, ptr addrspace(1) %647, align 2
  %649 = bitcast i16 %648 to half
  %650 = fpext half %649 to float
  %651 = fmul float %642, %650
  %652 = fmul float %49, %427
  %653 = select i1 %354, float %652, float 0.000000e+00
  %654 = fadd float 0.000000e+00, %653
  %655 = fmul float %58, %457
  %656 = select i1 %356, float %655, float 0.000000e+00
  %657 = fadd float %654, %656
  %658 = fmul float %67, %487
  %659 = select i1 %358, float %658, float 0.000000e+00
  %660 = fadd float %657, %659
  %661 = fmul float %76, %517
  %662 = select i1 %360, float %661, float 0.000000e+00
  %663 = fadd float %660, %662
  %664 = fmul float %85, %547
  %665 = select i1 %362, float %664, float 0.000000e+00
  %666 = fadd float %663, %665
  %667 = fmul float %94, %577
  %668 = select i1 %364, float %667, float 0.000000e+00
  %669 = fadd float %666, %668
  %670 = fmul float %103, %607
  %671 = select i1 %366, float %670, float 0.000000e+00
  %672 = fadd float %669, %671
  %673 = fmul float %112, %637
  %674 = select i1 %368, float %673, float 0.000000e+00
  %675 = fadd float %672, %674
  %676 = bitcast float %675 to i32
  %677 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %676, i32 16, i32 31)
  %678 = bitcast i32 %677 to float
  %679 = fadd float %675, %678
  %680 = bitcast float %679 to i32
  %681 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %680, i32 8, i32 31)
  %682 = bitcast i32 %681 to float
  %683 = fadd float %679, %682
  %684 = bitcast float %683 to i32
  %685 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %684, i32 4, i32 31)
  %686 = bitcast i32 %685 to float
  %687 = fadd float %683, %686
  %688 = bitcast float %687 to i32
  %689 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %688, i32 2, i32 31)
  %690 = bitcast i32 %689 to float
  %691 = fadd float %687, %690
  %692 = bitcast float %691 to i32
  %693 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %692, i32 1, i32 31)
  %694 = bitcast i32 %693 to float
  %695 = fadd float %691, %694
  %696 = icmp slt i32 %408, %37
  %697 = fmul float %695, %8
  %698 = load float, ptr %v8, align 4
  %699 = fcmp ogt float %697, %698
  %700 = select i1 %699, float %697, float %698
  %701 = fsub float %698, %700
  %702 = fmul float %701, 0x3FF7154760000000
  %703 = fcmp olt float %702, -1.260000e+02
  %704 = fcmp ogt float %702, 1.270000e+02
  %705 = select i1 %703, float -1.260000e+02, float %702
  %706 = select i1 %704, float 1.270000e+02, float %705
  %707 = fadd float %706, 5.000000e-01
  %708 = call float @llvm.floor.f32(float %707)
  %709 = fsub float %706, %708
  %710 = fmul float 0x3EEFFCBFC0000000, %709
  %711 = fadd float %710, 0x3F24309120000000
  %712 = fmul float %711, %709
  %713 = fadd float %712, 0x3F55D87FE0000000
  %714 = fmul float %713, %709
  %715 = fadd float %714, 0x3F83B2AB60000000
  %716 = fmul float %715, %709
  %717 = fadd float %716, 0x3FAC6B08E0000000
  %718 = fmul float %717, %709
  %719 = fadd float %718, 0x3FCEBFBE00000000
  %720 = fmul float %719, %709
  %721 = fadd float %720, 0x3FE62E4300000000
  %722 = fmul float %721, %709
  %723 = fadd float %722, 1.000000e+00
  %724 = fptosi float %708 to i32
  %725 = add i32 %724, 127
  %726 = shl i32 %725, 23
  %727 = bitcast i32 %726 to float
  %728 = fmul float %723, %727
  %729 = select i1 %703, float 0.000000e+00, float %728
  %730 = select i1 %704, float 0x7FF0000000000000, float %729
  %731 = fcmp uno float %702, %702
  %732 = select i1 %731, float %702, float %730
  %733 = fsub float %697, %700
  %734 = fmul float %733, 0x3FF7154760000000
  %735 = fcmp olt float %734, -1.260000e+02
  %736 = fcmp ogt float %734, 1.270000e+02
  %737 = select i1 %735, float -1.260000e+02, float %734
  %738 = select i1 %736, float 1.270000e+02, float %737
  %739 = fadd float %738, 5.000000e-01
  %740 = call float @llvm.floor.f32(float %739)
  %741 = fsub float %738, %740
  %742 = fmul float 0x3EEFFCBFC0000000, %741
  %743 = fadd float %742, 0x3F24309120000000
  %744 = fmul float %743, %741
  %745 = fadd float %744, 0x3F55D87FE0000000
  %746 = fmul float %745, %741
  %747 = fadd float %746, 0x3F83B2AB60000000
  %748 = fmul float %747, %741
  %749 = fadd float %748, 0x3FAC6B08E0000000
  %750 = fmul float %749, %741
  %751 = fadd float %750, 0x3FCEBFBE00000000
  %752 = fmul float %751, %741
  %753 = fadd float %752, 0x3FE62E4300000000
  %754 = fmul float %753, %741
  %755 = fadd float %754, 1.000000e+00
  %756 = fptosi float %740 to i32
  %757 = add i32 %756, 127
  %758 = shl i32 %757, 23
  %759 = bitcast i32 %758 to float
  %760 = fmul float %755, %759
  %761 = select i1 %735, float 0.000000e+00, float %760
  %762 = select i1 %736, float 0x7FF0000000000000, float %761
  %763 = fcmp uno float %734, %734
  %764 = select i1 %763, float %734, float %762
  %765 = load float, ptr %v9, align 4
  %766 = fmul float %765, %732
  %767 = fadd float %766, %764
  %768 = load float, ptr %v9, align 4
  %769 = select i1 %696, float %767, float %768
  store float %769, ptr %v9, align 4
  %770 = load float, ptr %v, align 4
  %771 = fmul float %764, %441
  %772 = fmul float %770, %732
  %773 = fadd float %772, %771
  %774 = select i1 %696, float %773, float %770
  store float %774, ptr %v, align 4
  %775 = load float, ptr %v1, align 4
  %776 = fmul float %764, %471
  %777 = fmul float %775, %732
  %778 = fadd float %777, %776
  %779 = select i1 %696, float %778, float %775
  store float %779, ptr %v1, align 4
  %780 = load float, ptr %v2, align 4
  %781 = fmul float %764, %501
  %782 = fmul float %780, %732
  %783 = fadd float %782, %781
  %784 = select i1 %696, float %783, float %780
  store float %784, ptr %v2, align 4
  %785 = load float, ptr %v3, align 4
  %786 = fmul float %764, %531
  %787 = fmul float %785, %732
  %788 = fadd float %787, %786
  %789 = select i1 %696, float %788, float %785
  store float %789, ptr %v3, align 4
  %790 = load float, ptr %v4, align 4
  %791 = fmul float %764, %561
  %792 = fmul float %790, %732
  %793 = fadd float %792, %791
  %794 = select i1 %696, float %793, float %790
  store float %794, ptr %v4, align 4
  %795 = load float, ptr %v5, align 4
  %796 = fmul float %764, %591
  %797 = fmul float %795, %732
  %798 = fadd float %797, %796
  %799 = select i1 %696, float %798, float %795
  store float %799, ptr %v5, align 4
  %800 = load float, ptr %v6, align 4
  %801 = fmul float %764, %621
  %802 = fmul float %800, %732
  %803 = fadd float %802, %801
  %804 = select i1 %696, float %803, float %800
  store float %804, ptr %v6, align 4
  %805 = load float, ptr %v7, align 4
  %806 = fmul float %764, %651
  %807 = fmul float %805, %732
  %808 = fadd float %807, %806
  %809 = select i1 %696, float %808, float %805
  store float %809, ptr %v7, align 4
  %810 = select i1 %696, float %700, float %698
  store float %810, ptr %v8, align 4
  %811 = fmul float %129, %427
  %812 = select i1 %354, float %811, float 0.000000e+00
  %813 = fadd float 0.000000e+00, %812
  %814 = fmul float %138, %457
  %815 = select i1 %356, float %814, float 0.000000e+00
  %816 = fadd float %813, %815
  %817 = fmul float %147, %487
  %818 = select i1 %358, float %817, float 0.000000e+00
  %819 = fadd float %816, %818
  %820 = fmul float %156, %517
  %821 = select i1 %360, float %820, float 0.000000e+00
  %822 = fadd float %819, %821
  %823 = fmul float %165, %547
  %824 = select i1 %362, float %823, float 0.000000e+00
  %825 = fadd float %822, %824
  %826 = fmul float %174, %577
  %827 = select i1 %364, float %826, float 0.000000e+00
  %828 = fadd float %825, %827
  %829 = fmul float %183, %607
  %830 = select i1 %366, float %829, float 0.000000e+00
  %831 = fadd float %828, %830
  %832 = fmul float %192, %637
  %833 = select i1 %368, float %832, float 0.000000e+00
  %834 = fadd float %831, %833
  %835 = bitcast float %834 to i32
  %836 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %835, i32 16, i32 31)
  %837 = bitcast i32 %836 to float
  %838 = fadd float %834, %837
  %839 = bitcast float %838 to i32
  %840 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %839, i32 8, i32 31)
  %841 = bitcast i32 %840 to float
  %842 = fadd float %838, %841
  %843 = bitcast float %842 to i32
  %844 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %843, i32 4, i32 31)
  %845 = bitcast i32 %844 to float
  %846 = fadd float %842, %845
  %847 = bitcast float %846 to i32
  %848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %847, i32 2, i32 31)
  %849 = bitcast i32 %848 to float
  %850 = fadd float %846, %849
  %851 = bitcast float %850 to i32
  %852 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 1, i32 31)
  %853 = bitcast i32 %852 to float
  %854 = fadd float %850, %853
  %855 = icmp slt i32 %408, %117
  %856 = fmul float %854, %8
  %857 = load float, ptr %v18, align 4
  %858 = fcmp ogt float %856, %857
  %859 = select i1 %858, float %856, float %857
  %860 = fsub float %857, %859
  %861 = fmul float %860, 0x3FF7154760000000
  %862 = fcmp olt float %861, -1.260000e+02
  %863 = fcmp ogt float %861, 1.270000e+02
  %864 = select i1 %862, float -1.260000e+02, float %861
  %865 = select i1 %863, float 1.270000e+02, float %864
  %866 = fadd float %865, 5.000000e-01
  %867 = call float @llvm.floor.f32(float %866)
  %868 = fsub float %865, %867
  %869 = fmul float 0x3EEFFCBFC0000000, %868
  %870 = fadd float %869, 0x3F24309120000000
  %871 = fmul float %870, %868
  %872 = fadd float %871, 0x3F55D87FE0000000
  %873 = fmul float %872, %868
  %874 = fadd float %873, 0x3F83B2AB60000000
  %875 = fmul float %874, %868
  %876 = fadd float %875, 0x3FAC6B08E0000000
  %877 = fmul float %876, %868
  %878 = fadd float %877, 0x3FCEBFBE00000000
  %879 = fmul float %878, %868
  %880 = fadd float %879, 0x3FE62E4300000000
  %881 = fmul float %880, %868
  %882 = fadd float %881, 1.000000e+00
  %883 = fptosi float %867 to i32
  %884 = add i32 %883, 127
  %885 = shl i32 %884, 23
  %886 = bitcast i32 %885 to float
  %887 = fmul float %882, %886
  %888 = select i1 %862, float 0.000000e+00, float %887
  %889 = select i1 %863, float 0x7FF0000000000000, float %888
  %890 = fcmp uno float %861, %861
  %891 = select i1 %890, float %861, float %889
  %892 = fsub float %856, %859
  %893 = fmul float %892, 0x3FF7154760000000
  %894 = fcmp olt float %893, -1.260000e+02
  %895 = fcmp ogt float %893, 1.270000e+02
  %896 = select i1 %894, float -1.260000e+02, float %893
  %897 = select i1 %895, float 1.270000e+02, float %896
  %898 = fadd float %897, 5.000000e-01
  %899 = call float @llvm.floor.f32(float %898)
  %900 = fsub float %897, %899
  %901 = fmul float 0x3EEFFCBFC0000000, %900
  %902 = fadd float %901, 0x3F24309120000000
  %903 = fmul float %902, %900
  %904 = fadd float %903, 0x3F55D87FE0000000
  %905 = fmul float %904, %900
  %906 = fadd float %905, 0x3F83B2AB60000000
  %907 = fmul float %906, %900
  %908 = fadd float %907, 0x3FAC6B08E0000000
  %909 = fmul float %908, %900
  %910 = fadd float %909, 0x3FCEBFBE00000000
  %911 = fmul float %910, %900
  %912 = fadd float %911, 0x3FE62E4300000000
  %913 = fmul float %912, %900
  %914 = fadd float %913, 1.000000e+00
  %915 = fptosi float %899 to i32
  %916 = add i32 %915, 127
  %917 = shl i32 %916, 23
  %918 = bitcast i32 %917 to float
  %919 = fmul float %914, %918
  %920 = select i1 %894, float 0.000000e+00, float %919
  %921 = select i1 %895, float 0x7FF0000000000000, float %920
  %922 = fcmp uno float %893, %893
  %923 = select i1 %922, float %893, float %921
  %924 = load float, ptr %v19, align 4
  %925 = fmul float %924, %891
  %926 = fadd float %925, %923
  %927 = load float, ptr %v19, align 4
  %928 = select i1 %855, float %926, float %927
  store float %928, ptr %v19, align 4
  %929 = load float, ptr %v10, align 4
  %930 = fmul float %923, %441
  %931 = fmul float %929, %891
  %932 = fadd float %931, %930
  %933 = select i1 %855, float %932, float %929
  store float %933, ptr %v10, align 4
  %934 = load float, ptr %v11, align 4
  %935 = fmul float %923, %471
  %936 = fmul float %934, %891
  %937 = fadd float %936, %935
  %938 = select i1 %855, float %937, float %934
  store float %938, ptr %v11, align 4
  %939 = load float, ptr %v12, align 4
  %940 = fmul float %923, %501
  %941 = fmul float %939, %891
  %942 = fadd float %941, %940
  %943 = select i1 %855, float %942, float %939
  store float %943, ptr %v12, align 4
  %944 = load float, ptr %v13, align 4
  %945 = fmul float %923, %531
  %946 = fmul float %944, %891
  %947 = fadd float %946, %945
  %948 = select i1 %855, float %947, float %944
  store float %948, ptr %v13, align 4
  %949 = load float, ptr %v14, align 4
  %950 = fmul float %923, %561
  %951 = fmul float %949, %891
  %952 = fadd float %951, %950
  %953 = select i1 %855, float %952, float %949
  store float %953, ptr %v14, align 4
  %954 = load float, ptr %v15, align 4
  %955 = fmul float %923, %591
  %956 = fmul float %954, %891
  %957 = fadd float %956, %955
  %958 = select i1 %855, float %957, float %954
  store float %958, ptr %v15, align 4
  %959 = load float, ptr %v16, align 4
  %960 = fmul float %923, %621
  %961 = fmul float %959, %891
  %962 = fadd float %961, %960
  %963 = select i1 %855, float %962, float %959
  store float %963, ptr %v16, align 4
  %964 = load float, ptr %v17, align 4
  %965 = fmul float %923, %651
  %966 = fmul float %964, %891
  %967 = fadd float %966, %965
  %968 = select i1 %855, float %967, float %964
  store float %968, ptr %v17, align 4
  %969 = select i1 %855, float %859, float %857
  store float %969, ptr %v18, align 4
  %970 = fmul float %209, %427
  %971 = select i1 %354, float %970, float 0.000000e+00
  %972 = fadd float 0.000000e+00, %971
  %973 = fmul float %218, %457
  %974 = select i1 %356, float %973, float 0.000000e+00
  %975 = fadd float %972, %974
  %976 = fmul float %227, %487
  %977 = select i1 %358, float %976, float 0.000000e+00
  %978 = fadd float %975, %977
  %979 = fmul float %236, %517
  %980 = select i1 %360, float %979, float 0.000000e+00
  %981 = fadd float %978, %980
  %982 = fmul float %245, %547
  %983 = select i1 %362, float %982, float 0.000000e+00
  %984 = fadd float %981, %983
  %985 = fmul float %254, %577
  %986 = select i1 %364, float %985, float 0.000000e+00
  %987 = fadd float %984, %986
  %988 = fmul float %263, %607
  %989 = select i1 %366, float %988, float 0.000000e+00
  %990 = fadd float %987, %989
  %991 = fmul float %272, %637
  %992 = select i1 %368, float %991, float 0.000000e+00
  %993 = fadd float %990, %992
  %994 = bitcast float %993 to i32
  %995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 16, i32 31)
  %996 = bitcast i32 %995 to float
  %997 = fadd float %993, %996
  %998 = bitcast float %997 to i32
  %999 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %998, i32 8, i32 31)
  %1000 = bitcast i32 %999 to float
  %1001 = fadd float %997, %1000
  %1002 = bitcast float %1001 to i32
  %1003 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1002, i32 4, i32 31)
  %1004 = bitcast i32 %1003 to float
  %1005 = fadd float %1001, %1004
  %1006 = bitcast float %1005 to i32
  %1007 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1006, i32 2, i32 31)
  %1008 = bitcast i32 %1007 to float
  %1009 = fadd float %1005, %1008
  %1010 = bitcast float %1009 to i32
  %1011 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 1, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = fadd float %1009, %1012
  %1014 = icmp slt i32 %408, %197
  %1015 = fmul float %1013, %8
  %1016 = load float, ptr %v28, align 4
  %1017 = fcmp ogt float %1015, %1016
  %1018 = select i1 %1017, float %1015, float %1016
  %1019 = fsub float %1016, %1018
  %1020 = fmul float %1019, 0x3FF7154760000000
  %1021 = fcmp olt float %1020, -1.260000e+02
  %1022 = fcmp ogt float %1020, 1.270000e+02
  %1023 = select i1 %1021, float -1.260000e+02, float %1020
  %1024 = select i1 %1022, float 1.270000e+02, float %1023
  %1025 = fadd float %1024, 5.000000e-01
  %1026 = call float @llvm.floor.f32(float %1025)
  %1027 = fsub float %1024, %1026
  %1028 = fmul float 0x3EEFFCBFC0000000, %1027
  %1029 = fadd float %1028, 0x3F24309120000000
  %1030 = fmul float %1029, %1027
  %1031 = fadd float %1030, 0x3F55D87FE0000000
  %1032 = fmul float %1031, %1027
  %1033 = fadd float %1032, 0x3F83B2AB60000000
  %1034 = fmul float %1033, %1027
  %1035 = fadd float %1034, 0x3FAC6B08E0000000
  %1036 = fmul float %1035, %1027
  %1037 = fadd float %1036, 0x3FCEBFBE00000000
  %1038 = fmul float %1037, %1027
  %1039 = fadd float %1038, 0x3FE62E4300000000
  %1040 = fmul float %1039, %1027
  %1041 = fadd float %1040, 1.000000e+00
  %1042 = fptosi float %1026 to i32
  %1043 = add i32 %1042, 127
  %1044 = shl i32 %1043, 23
  %1045 = bitcast i32 %1044 to float
  %1046 = fmul float %1041, %1045
  %1047 = select i1 %1021, float 0.000000e+00, float %1046
  %1048 = select i1 %1022, float 0x7FF0000000000000, float %1047
  %1049 = fcmp uno float %1020, %1020
  %1050 = select i1 %1049, float %1020, float %1048
  %1051 = fsub float %1015, %1018
  %1052 = fmul float %1051, 0x3FF7154760000000
  %1053 = fcmp olt float %1052, -1.260000e+02
  %1054 = fcmp ogt float %1052, 1.270000e+02
  %1055 = select i1 %1053, float -1.260000e+02, float %1052
  %1056 = select i1 %1054, float 1.270000e+02, float %1055
  %1057 = fadd float %1056, 5.000000e-01
  %1058 = call float @llvm.floor.f32(float %1057)
  %1059 = fsub float %1056, %1058
  %1060 = fmul float 0x3EEFFCBFC0000000, %1059
  %1061 = fadd float %1060, 0x3F24309120000000
  %1062 = fmul float %1061, %1059
  %1063 = fadd float %1062, 0x3F55D87FE0000000
  %1064 = fmul float %1063, %1059
  %1065 = fadd float %1064, 0x3F83B2AB60000000
  %1066 = fmul float %1065, %1059
  %1067 = fadd float %1066, 0x3FAC6B08E0000000
  %1068 = fmul float %1067, %1059
  %1069 = fadd float %1068, 0x3FCEBFBE00000000
  %1070 = fmul float %1069, %1059
  %1071 = fadd float %1070, 0x3FE62E4300000000
  %1072 = fmul float %1071, %1059
  %1073 = fadd float %1072, 1.000000e+00
  %1074 = fptosi float %1058 to i32
  %1075 = add i32 %1074, 127
  %1076 = shl i32 %1075, 23
  %1077 = bitcast i32 %1076 to float
  %1078 = fmul float %1073, %1077
  %1079 = select i1 %1053, float 0.000000e+00, float %1078
  %1080 = select i1 %1054, float 0x7FF0000000000000, float %1079
  %1081 = fcmp uno float %1052, %1052
  %1082 = select i1 %1081, float %1052, float %1080
  %1083 = load float, ptr %v29, align 4
  %1084 = fmul float %1083, %1050
  %1085 = fadd float %1084, %1082
  %1086 = load float, ptr %v29, align 4
  %1087 = select i1 %1014, float %1085, float %1086
  store float %1087, ptr %v29, align 4
  %1088 = load float, ptr %v20, align 4
  %1089 = fmul float %1082, %441
  %1090 = fmul float %1088, %1050
  %1091 = fadd float %1090, %1089
  %1092 = select i1 %1014, float %1091, float %1088
  store float %1092, ptr %v20, align 4
  %1093 = load float, ptr %v21, align 4
  %1094 = fmul float %1082, %471
  %1095 = fmul float %1093, %1050
  %1096 = fadd float %1095, %1094
  %1097 = select i1 %1014, float %1096, float %1093
  store float %1097, ptr %v21, align 4
  %1098 = load float, ptr %v22, align 4
  %1099 = fmul float %1082, %501
  %1100 = fmul float %1098, %1050
  %1101 = fadd float %1100, %1099
  %1102 = select i1 %1014, float %1101, float %1098
  store float %1102, ptr %v22, align 4
  %1103 = load float, ptr %v23, align 4
  %1104 = fmul float %1082, %531
  %1105 = fmul float %1103, %1050
  %1106 = fadd float %1105, %1104
  %1107 = select i1 %1014, float %1106, float %1103
  store float %1107, ptr %v23, align 4
  %1108 = load float, ptr %v24, align 4
  %1109 = fmul float %1082, %561
  %1110 = fmul float %1108, %1050
  %1111 = fadd float %1110, %1109
  %1112 = select i1 %1014, float %1111, float %1108
  store float %1112, ptr %v24, align 4
  %1113 = load float, ptr %v25, align 4
  %1114 = fmul float %1082, %591
  %1115 = fmul float %1113, %1050
  %1116 = fadd float %1115, %1114
  %1117 = select i1 %1014, float %1116, float %1113
  store float %1117, ptr %v25, align 4
  %1118 = load float, ptr %v26, align 4
  %1119 = fmul float %1082, %621
  %1120 = fmul float %1118, %1050
  %1121 = fadd float %1120, %1119
  %1122 = select i1 %1014, float %1121, float %1118
  store float %1122, ptr %v26, align 4
  %1123 = load float, ptr %v27, align 4
  %1124 = fmul float %1082, %651
  %1125 = fmul float %1123, %1050
  %1126 = fadd float %1125, %1124
  %1127 = select i1 %1014, float %1126, float %1123
  store float %1127, ptr %v27, align 4
  %1128 = select i1 %1014, float %1018, float %1016
  store float %1128, ptr %v28, align 4
  %1129 = fmul float %289, %427
  %1130 = select i1 %354, float %1129, float 0.000000e+00
  %1131 = fadd float 0.000000e+00, %1130
  %1132 = fmul float %298, %457
  %1133 = select i1 %356, float %1132, float 0.000000e+00
  %1134 = fadd float %1131, %1133
  %1135 = fmul float %307, %487
  %1136 = select i1 %358, float %1135, float 0.000000e+00
  %1137 = fadd float %1134, %1136
  %1138 = fmul float %316, %517
  %1139 = select i1 %360, float %1138, float 0.000000e+00
  %1140 = fadd float %1137, %1139
  %1141 = fmul float %325, %547
  %1142 = select i1 %362, float %1141, float 0.000000e+00
  %1143 = fadd float %1140, %1142
  %1144 = fmul float %334, %577
  %1145 = select i1 %364, float %1144, float 0.000000e+00
  %1146 = fadd float %1143, %1145
  %1147 = fmul float %343, %607
  %1148 = select i1 %366, float %1147, float 0.000000e+00
  %1149 = fadd float %1146, %1148
  %1150 = fmul float %352, %637
  %1151 = select i1 %368, float %1150, float 0.000000e+00
  %1152 = fadd float %1149, %1151
  %1153 = bitcast float %1152 to i32
  %1154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1153, i32 16, i32 31)
  %1155 = bitcast i32 %1154 to float
  %1156 = fadd float %1152, %1155
  %1157 = bitcast float %1156 to i32
  %1158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1157, i32 8, i32 31)
  %1159 = bitcast i32 %1158 to float
  %1160 = fadd float %1156, %1159
  %1161 = bitcast float %1160 to i32
  %1162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1161, i32 4, i32 31)
  %1163 = bitcast i32 %1162 to float
  %1164 = fadd float %1160, %1163
  %1165 = bitcast float %1164 to i32
  %1166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1165, i32 2, i32 31)
  %1167 = bitcast i32 %1166 to float
  %1168 = fadd float %1164, %1167
  %1169 = bitcast float %1168 to i32
  %1170 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1169, i32 1, i32 31)
  %1171 = bitcast i32 %1170 to float
  %1172 = fadd float %1168, %1171
  %1173 = icmp slt i32 %408, %277
  %1174 = fmul float %1172, %8
  %1175 = load float, ptr %v38, align 4
  %1176 = fcmp ogt float %1174, %1175
  %1177 = select i1 %1176, float %1174, float %1175
  %1178 = fsub float %1175, %1177
  %1179 = fmul float %1178, 0x3FF7154760000000
  %1180 = fcmp olt float %1179, -1.260000e+02
  %1181 = fcmp ogt float %1179, 1.270000e+02
  %1182 = select i1 %1180, float -1.260000e+02, float %1179
  %1183 = select i1 %1181, float 1.270000e+02, float %1182
  %1184 = fadd float %1183, 5.000000e-01
  %1185 = call float @llvm.floor.f32(float %1184)
  %1186 = fsub float %1183, %1185
  %1187 = fmul float 0x3EEFFCBFC0000000, %1186
  %1188 = fadd float %1187, 0x3F24309120000000
  %1189 = fmul float %1188, %1186
  %1190 = fadd float %1189, 0x3F55D87FE0000000
  %1191 = fmul float %1190, %1186
  %1192 = fadd float %1191, 0x3F83B2AB60000000
  %1193 = fmul float %1192, %1186
  %1194 = fadd float %1193, 0x3FAC6B08E0000000
  %1195 = fmul float %1194, %1186
  %1196 = fadd float %1195, 0x3FCEBFBE00000000
  %1197 = fmul float %1196, %1186
  %1198 = fadd float %1197, 0x3FE62E4300000000
  %1199 = fmul float %1198, %1186
  %1200 = fadd float %1199, 1.000000e+00
  %1201 = fptosi float %1185 to i32
  %1202 = add i32 %1201, 127
  %1203 = shl i32 %1202, 23
  %1204 = bitcast i32 %1203 to float
  %1205 = fmul float %1200, %1204
  %1206 = select i1 %1180, float 0.000000e+00, float %1205
  %1207 = select i1 %1181, float 0x7FF0000000000000, float %1206
  %1208 = fcmp uno float %1179, %1179
  %1209 = select i1 %1208, float %1179, float %1207
  %1210 = fsub float %1174, %1177
  %1211 = fmul float %1210, 0x3FF7154760000000
  %1212 = fcmp olt float %1211, -1.260000e+02
  %1213 = fcmp ogt float %1211, 1.270000e+02
  %1214 = select i1 %1212, float -1.260000e+02, float %1211
  %1215 = select i1 %1213, float 1.270000e+02, float %1214
  %1216 = fadd float %1215, 5.000000e-01
  %1217 = call float @llvm.floor.f32(float %1216)
  %1218 = fsub float %1215, %1217
  %1219 = fmul float 0x3EEFFCBFC0000000, %1218
  %1220 = fadd float %1219, 0x3F24309120000000
  %1221 = fmul float %1220, %1218
  %1222 = fadd float %1221, 0x3F55D87FE0000000
  %1223 = fmul float %1222, %1218
  %1224 = fadd float %1223, 0x3F83B2AB60000000
  %1225 = fmul float %1224, %1218
  %1226 = fadd float %1225, 0x3FAC6B08E0000000
  %1227 = fmul float %1226, %1218
  %1228 = fadd float %1227, 0x3FCEBFBE00000000
  %1229 = fmul float %1228, %1218
  %1230 = fadd float %1229, 0x3FE62E4300000000
  %1231 = fmul float %1230, %1218
  %1232 = fadd float %1231, 1.000000e+00
  %1233 = fptosi float %1217 to i32
  %1234 = add i32 %1233, 127
  %1235 = shl i32 %1234, 23
  %1236 = bitcast i32 %1235 to float
  %1237 = fmul float %1232, %1236
  %1238 = select i1 %1212, float 0.000000e+00, float %1237
  %1239 = select i1 %1213, float 0x7FF0000000000000, float %1238
  %1240 = fcmp uno float %1211, %1211
  %1241 = select i1 %1240, float %1211, float %1239
  %1242 = load float, ptr %v39, align 4
  %1243 = fmul float %1242, %1209
  %1244 = fadd float %1243, %1241
  %1245 = load float, ptr %v39, align 4
  %1246 = select i1 %1173, float %1244, float %1245
  store float %1246, ptr %v39, align 4
  %1247 = load float, ptr %v30, align 4
  %1248 = fmul float %1241, %441
  %1249 = fmul float %1247, %1209
  %1250 = fadd float %1249, %1248
  %1251 = select i1 %1173, float %1250, float %1247
  store float %1251, ptr %v30, align 4
  %1252 = load float, ptr %v31, align 4
  %1253 = fmul float %1241, %471
  %1254 = fmul float %1252, %1209
  %1255 = fadd float %1254, %1253
  %1256 = select i1 %1173, float %1255, float %1252
  store float %1256, ptr %v31, align 4
  %1257 = load float, ptr %v32, align 4
  %1258 = fmul float %1241, %501
  %1259 = fmul float %1257, %1209
  %1260 = fadd float %1259, %1258
  %1261 = select i1 %1173, float %1260, float %1257
  store float %1261, ptr %v32, align 4
  %1262 = load float, ptr %v33, align 4
  %1263 = fmul float %1241, %531
  %1264 = fmul float %1262, %1209
  %1265 = fadd float %1264, %1263
  %1266 = select i1 %1173, float %1265, float %1262
  store float %1266, ptr %v33, align 4
  %1267 = load float, ptr %v34, align 4
  %1268 = fmul float %1241, %561
  %1269 = fmul float %1267, %1209
  %1270 = fadd float %1269, %1268
  %1271 = select i1 %1173, float %1270, float %1267
  store float %1271, ptr %v34, align 4
  %1272 = load float, ptr %v35, align 4
  %1273 = fmul float %1241, %591
  %1274 = fmul float %1272, %1209
  %1275 = fadd float %1274, %1273
  %1276 = select i1 %1173, float %1275, float %1272
  store float %1276, ptr %v35, align 4
  %1277 = load float, ptr %v36, align 4
  %1278 = fmul float %1241, %621
  %1279 = fmul float %1277, %1209
  %1280 = fadd float %1279, %1278
  %1281 = select i1 %1173, float %1280, float %1277
  store float %1281, ptr %v36, align 4
  %1282 = load float, ptr %v37, align 4
  %1283 = fmul float %1241, %651
  %1284 = fmul float %1282, %1209
  %1285 = fadd float %1284, %1283
  %1286 = select i1 %1173, float %1285, float %1282
  store float %1286, ptr %v37, align 4
  %1287 = select i1 %1173, float %1177, float %1175
  store float %1287, ptr %v38, align 4
  %1288 = load i32, ptr %v40, align 4
  %1289 = add i32 %1288, 4
  store i32 %1289, ptr %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1290 = add i32 0, %15
  %1291 = mul i32 %1290, 256
  %1292 = load float, ptr %v, align 4
  br i1 %354, label %then, label %endif

then:                                             ; preds = %done
  %1293 = add i32 %1291, %353
  %1294 = sext i32 %1293 to i64
  %1295 = mul i64 %1294, 4
  %1296 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1295
  store float %1292, ptr addrspace(3) %1296, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1297 = load float, ptr %v1, align 4
  br i1 %356, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1298 = add i32 %1291, %355
  %1299 = sext i32 %1298 to i64
  %1300 = mul i64 %1299, 4
  %1301 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1300
  store float %1297, ptr addrspace(3) %1301, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1302 = load float, ptr %v2, align 4
  br i1 %358, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1303 = add i32 %1291, %357
  %1304 = sext i32 %1303 to i64
  %1305 = mul i64 %1304, 4
  %1306 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1305
  store float %1302, ptr addrspace(3) %1306, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1307 = load float, ptr %v3, align 4
  br i1 %360, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1308 = add i32 %1291, %359
  %1309 = sext i32 %1308 to i64
  %1310 = mul i64 %1309, 4
  %1311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1310
  store float %1307, ptr addrspace(3) %1311, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1312 = load float, ptr %v4, align 4
  br i1 %362, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1313 = add i32 %1291, %361
  %1314 = sext i32 %1313 to i64
  %1315 = mul i64 %1314, 4
  %1316 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1315
  store float %1312, ptr addrspace(3) %1316, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1317 = load float, ptr %v5, align 4
  br i1 %364, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1318 = add i32 %1291, %363
  %1319 = sext i32 %1318 to i64
  %1320 = mul i64 %1319, 4
  %1321 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1320
  store float %1317, ptr addrspace(3) %1321, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1322 = load float, ptr %v6, align 4
  br i1 %366, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1323 = add i32 %1291, %365
  %1324 = sext i32 %1323 to i64
  %1325 = mul i64 %1324, 4
  %1326 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1325
  store float %1322, ptr addrspace(3) %1326, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1327 = load float, ptr %v7, align 4
  br i1 %368, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1328 = add i32 %1291, %367
  %1329 = sext i32 %1328 to i64
  %1330 = mul i64 %1329, 4
  %1331 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1330
  store float %1327, ptr addrspace(3) %1331, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1332 = icmp eq i32 %13, 0
  %1333 = load float, ptr %v8, align 4
  %1334 = load float, ptr %v9, align 4
  br i1 %1332, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1335 = mul i32 %1290, 2
  %1336 = sext i32 %1335 to i64
  %1337 = mul i64 %1336, 4
  %1338 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1337
  store float %1333, ptr addrspace(3) %1338, align 4
  %1339 = add i32 %1335, 1
  %1340 = sext i32 %1339 to i64
  %1341 = mul i64 %1340, 4
  %1342 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1341
  store float %1334, ptr addrspace(3) %1342, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1343 = add i32 4, %15
  %1344 = mul i32 %1343, 256
  %1345 = load float, ptr %v10, align 4
  br i1 %354, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1346 = add i32 %1344, %353
  %1347 = sext i32 %1346 to i64
  %1348 = mul i64 %1347, 4
  %1349 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1348
  store float %1345, ptr addrspace(3) %1349, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1350 = load float, ptr %v11, align 4
  br i1 %356, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1351 = add i32 %1344, %355
  %1352 = sext i32 %1351 to i64
  %1353 = mul i64 %1352, 4
  %1354 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1353
  store float %1350, ptr addrspace(3) %1354, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1355 = load float, ptr %v12, align 4
  br i1 %358, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1356 = add i32 %1344, %357
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %1357, 4
  %1359 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1358
  store float %1355, ptr addrspace(3) %1359, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1360 = load float, ptr %v13, align 4
  br i1 %360, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1361 = add i32 %1344, %359
  %1362 = sext i32 %1361 to i64
  %1363 = mul i64 %1362, 4
  %1364 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1363
  store float %1360, ptr addrspace(3) %1364, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1365 = load float, ptr %v14, align 4
  br i1 %362, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1366 = add i32 %1344, %361
  %1367 = sext i32 %1366 to i64
  %1368 = mul i64 %1367, 4
  %1369 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1368
  store float %1365, ptr addrspace(3) %1369, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1370 = load float, ptr %v15, align 4
  br i1 %364, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1371 = add i32 %1344, %363
  %1372 = sext i32 %1371 to i64
  %1373 = mul i64 %1372, 4
  %1374 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1373
  store float %1370, ptr addrspace(3) %1374, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1375 = load float, ptr %v16, align 4
  br i1 %366, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1376 = add i32 %1344, %365
  %1377 = sext i32 %1376 to i64
  %1378 = mul i64 %1377, 4
  %1379 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1378
  store float %1375, ptr addrspace(3) %1379, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1380 = load float, ptr %v17, align 4
  br i1 %368, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1381 = add i32 %1344, %367
  %1382 = sext i32 %1381 to i64
  %1383 = mul i64 %1382, 4
  %1384 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1383
  store float %1380, ptr addrspace(3) %1384, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1385 = icmp eq i32 %13, 0
  %1386 = load float, ptr %v18, align 4
  %1387 = load float, ptr %v19, align 4
  br i1 %1385, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1388 = mul i32 %1343, 2
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 4
  %1391 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1390
  store float %1386, ptr addrspace(3) %1391, align 4
  %1392 = add i32 %1388, 1
  %1393 = sext i32 %1392 to i64
  %1394 = mul i64 %1393, 4
  %1395 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1394
  store float %1387, ptr addrspace(3) %1395, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1396 = add i32 8, %15
  %1397 = mul i32 %1396, 256
  %1398 = load float, ptr %v20, align 4
  br i1 %354, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1399 = add i32 %1397, %353
  %1400 = sext i32 %1399 to i64
  %1401 = mul i64 %1400, 4
  %1402 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1401
  store float %1398, ptr addrspace(3) %1402, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1403 = load float, ptr %v21, align 4
  br i1 %356, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1404 = add i32 %1397, %355
  %1405 = sext i32 %1404 to i64
  %1406 = mul i64 %1405, 4
  %1407 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1406
  store float %1403, ptr addrspace(3) %1407, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1408 = load float, ptr %v22, align 4
  br i1 %358, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1409 = add i32 %1397, %357
  %1410 = sext i32 %1409 to i64
  %1411 = mul i64 %1410, 4
  %1412 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1411
  store float %1408, ptr addrspace(3) %1412, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1413 = load float, ptr %v23, align 4
  br i1 %360, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1414 = add i32 %1397, %359
  %1415 = sext i32 %1414 to i64
  %1416 = mul i64 %1415, 4
  %1417 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1416
  store float %1413, ptr addrspace(3) %1417, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1418 = load float, ptr %v24, align 4
  br i1 %362, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1419 = add i32 %1397, %361
  %1420 = sext i32 %1419 to i64
  %1421 = mul i64 %1420, 4
  %1422 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1421
  store float %1418, ptr addrspace(3) %1422, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1423 = load float, ptr %v25, align 4
  br i1 %364, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1424 = add i32 %1397, %363
  %1425 = sext i32 %1424 to i64
  %1426 = mul i64 %1425, 4
  %1427 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1426
  store float %1423, ptr addrspace(3) %1427, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1428 = load float, ptr %v26, align 4
  br i1 %366, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1429 = add i32 %1397, %365
  %1430 = sext i32 %1429 to i64
  %1431 = mul i64 %1430, 4
  %1432 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1431
  store float %1428, ptr addrspace(3) %1432, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1433 = load float, ptr %v27, align 4
  br i1 %368, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1434 = add i32 %1397, %367
  %1435 = sext i32 %1434 to i64
  %1436 = mul i64 %1435, 4
  %1437 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1436
  store float %1433, ptr addrspace(3) %1437, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1438 = icmp eq i32 %13, 0
  %1439 = load float, ptr %v28, align 4
  %1440 = load float, ptr %v29, align 4
  br i1 %1438, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1441 = mul i32 %1396, 2
  %1442 = sext i32 %1441 to i64
  %1443 = mul i64 %1442, 4
  %1444 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1443
  store float %1439, ptr addrspace(3) %1444, align 4
  %1445 = add i32 %1441, 1
  %1446 = sext i32 %1445 to i64
  %1447 = mul i64 %1446, 4
  %1448 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1447
  store float %1440, ptr addrspace(3) %1448, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1449 = add i32 12, %15
  %1450 = mul i32 %1449, 256
  %1451 = load float, ptr %v30, align 4
  br i1 %354, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1452 = add i32 %1450, %353
  %1453 = sext i32 %1452 to i64
  %1454 = mul i64 %1453, 4
  %1455 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1454
  store float %1451, ptr addrspace(3) %1455, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1456 = load float, ptr %v31, align 4
  br i1 %356, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1457 = add i32 %1450, %355
  %1458 = sext i32 %1457 to i64
  %1459 = mul i64 %1458, 4
  %1460 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1459
  store float %1456, ptr addrspace(3) %1460, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1461 = load float, ptr %v32, align 4
  br i1 %358, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1462 = add i32 %1450, %357
  %1463 = sext i32 %1462 to i64
  %1464 = mul i64 %1463, 4
  %1465 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1464
  store float %1461, ptr addrspace(3) %1465, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1466 = load float, ptr %v33, align 4
  br i1 %360, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1467 = add i32 %1450, %359
  %1468 = sext i32 %1467 to i64
  %1469 = mul i64 %1468, 4
  %1470 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1469
  store float %1466, ptr addrspace(3) %1470, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1471 = load float, ptr %v34, align 4
  br i1 %362, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1472 = add i32 %1450, %361
  %1473 = sext i32 %1472 to i64
  %1474 = mul i64 %1473, 4
  %1475 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1474
  store float %1471, ptr addrspace(3) %1475, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1476 = load float, ptr %v35, align 4
  br i1 %364, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1477 = add i32 %1450, %363
  %1478 = sext i32 %1477 to i64
  %1479 = mul i64 %1478, 4
  %1480 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1479
  store float %1476, ptr addrspace(3) %1480, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1481 = load float, ptr %v36, align 4
  br i1 %366, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1482 = add i32 %1450, %365
  %1483 = sext i32 %1482 to i64
  %1484 = mul i64 %1483, 4
  %1485 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1484
  store float %1481, ptr addrspace(3) %1485, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1486 = load float, ptr %v37, align 4
  br i1 %368, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1487 = add i32 %1450, %367
  %1488 = sext i32 %1487 to i64
  %1489 = mul i64 %1488, 4
  %1490 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1489
  store float %1486, ptr addrspace(3) %1490, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1491 = icmp eq i32 %13, 0
  %1492 = load float, ptr %v38, align 4
  %1493 = load float, ptr %v39, align 4
  br i1 %1491, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1494 = mul i32 %1449, 2
  %1495 = sext i32 %1494 to i64
  %1496 = mul i64 %1495, 4
  %1497 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1496
  store float %1492, ptr addrspace(3) %1497, align 4
  %1498 = add i32 %1494, 1
  %1499 = sext i32 %1498 to i64
  %1500 = mul i64 %1499, 4
  %1501 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1500
  store float %1493, ptr addrspace(3) %1501, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  call void @llvm.nvvm.barrier0()
  %1502 = load float, ptr addrspace(3) @lds2, align 4
  %1503 = fcmp ogt float %1502, 0xFFF0000000000000
  %1504 = select i1 %1503, float %1502, float 0xFFF0000000000000
  %1505 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1506 = fcmp ogt float %1505, %1504
  %1507 = select i1 %1506, float %1505, float %1504
  %1508 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1509 = fcmp ogt float %1508, %1507
  %1510 = select i1 %1509, float %1508, float %1507
  %1511 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1512 = fcmp ogt float %1511, %1510
  %1513 = select i1 %1512, float %1511, float %1510
  %1514 = fsub float %1502, %1513
  %1515 = fmul float %1514, 0x3FF7154760000000
  %1516 = fcmp olt float %1515, -1.260000e+02
  %1517 = fcmp ogt float %1515, 1.270000e+02
  %1518 = select i1 %1516, float -1.260000e+02, float %1515
  %1519 = select i1 %1517, float 1.270000e+02, float %1518
  %1520 = fadd float %1519, 5.000000e-01
  %1521 = call float @llvm.floor.f32(float %1520)
  %1522 = fsub float %1519, %1521
  %1523 = fmul float 0x3EEFFCBFC0000000, %1522
  %1524 = fadd float %1523, 0x3F24309120000000
  %1525 = fmul float %1524, %1522
  %1526 = fadd float %1525, 0x3F55D87FE0000000
  %1527 = fmul float %1526, %1522
  %1528 = fadd float %1527, 0x3F83B2AB60000000
  %1529 = fmul float %1528, %1522
  %1530 = fadd float %1529, 0x3FAC6B08E0000000
  %1531 = fmul float %1530, %1522
  %1532 = fadd float %1531, 0x3FCEBFBE00000000
  %1533 = fmul float %1532, %1522
  %1534 = fadd float %1533, 0x3FE62E4300000000
  %1535 = fmul float %1534, %1522
  %1536 = fadd float %1535, 1.000000e+00
  %1537 = fptosi float %1521 to i32
  %1538 = add i32 %1537, 127
  %1539 = shl i32 %1538, 23
  %1540 = bitcast i32 %1539 to float
  %1541 = fmul float %1536, %1540
  %1542 = select i1 %1516, float 0.000000e+00, float %1541
  %1543 = select i1 %1517, float 0x7FF0000000000000, float %1542
  %1544 = fcmp uno float %1515, %1515
  %1545 = select i1 %1544, float %1515, float %1543
  %1546 = fcmp oeq float %1502, 0xFFF0000000000000
  %1547 = select i1 %1546, float 0.000000e+00, float %1545
  %1548 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1549 = fmul float %1547, %1548
  %1550 = fadd float %1549, 0.000000e+00
  %1551 = fsub float %1505, %1513
  %1552 = fmul float %1551, 0x3FF7154760000000
  %1553 = fcmp olt float %1552, -1.260000e+02
  %1554 = fcmp ogt float %1552, 1.270000e+02
  %1555 = select i1 %1553, float -1.260000e+02, float %1552
  %1556 = select i1 %1554, float 1.270000e+02, float %1555
  %1557 = fadd float %1556, 5.000000e-01
  %1558 = call float @llvm.floor.f32(float %1557)
  %1559 = fsub float %1556, %1558
  %1560 = fmul float 0x3EEFFCBFC0000000, %1559
  %1561 = fadd float %1560, 0x3F24309120000000
  %1562 = fmul float %1561, %1559
  %1563 = fadd float %1562, 0x3F55D87FE0000000
  %1564 = fmul float %1563, %1559
  %1565 = fadd float %1564, 0x3F83B2AB60000000
  %1566 = fmul float %1565, %1559
  %1567 = fadd float %1566, 0x3FAC6B08E0000000
  %1568 = fmul float %1567, %1559
  %1569 = fadd float %1568, 0x3FCEBFBE00000000
  %1570 = fmul float %1569, %1559
  %1571 = fadd float %1570, 0x3FE62E4300000000
  %1572 = fmul float %1571, %1559
  %1573 = fadd float %1572, 1.000000e+00
  %1574 = fptosi float %1558 to i32
  %1575 = add i32 %1574, 127
  %1576 = shl i32 %1575, 23
  %1577 = bitcast i32 %1576 to float
  %1578 = fmul float %1573, %1577
  %1579 = select i1 %1553, float 0.000000e+00, float %1578
  %1580 = select i1 %1554, float 0x7FF0000000000000, float %1579
  %1581 = fcmp uno float %1552, %1552
  %1582 = select i1 %1581, float %1552, float %1580
  %1583 = fcmp oeq float %1505, 0xFFF0000000000000
  %1584 = select i1 %1583, float 0.000000e+00, float %1582
  %1585 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1586 = fmul float %1584, %1585
  %1587 = fadd float %1586, %1550
  %1588 = fsub float %1508, %1513
  %1589 = fmul float %1588, 0x3FF7154760000000
  %1590 = fcmp olt float %1589, -1.260000e+02
  %1591 = fcmp ogt float %1589, 1.270000e+02
  %1592 = select i1 %1590, float -1.260000e+02, float %1589
  %1593 = select i1 %1591, float 1.270000e+02, float %1592
  %1594 = fadd float %1593, 5.000000e-01
  %1595 = call float @llvm.floor.f32(float %1594)
  %1596 = fsub float %1593, %1595
  %1597 = fmul float 0x3EEFFCBFC0000000, %1596
  %1598 = fadd float %1597, 0x3F24309120000000
  %1599 = fmul float %1598, %1596
  %1600 = fadd float %1599, 0x3F55D87FE0000000
  %1601 = fmul float %1600, %1596
  %1602 = fadd float %1601, 0x3F83B2AB60000000
  %1603 = fmul float %1602, %1596
  %1604 = fadd float %1603, 0x3FAC6B08E0000000
  %1605 = fmul float %1604, %1596
  %1606 = fadd float %1605, 0x3FCEBFBE00000000
  %1607 = fmul float %1606, %1596
  %1608 = fadd float %1607, 0x3FE62E4300000000
  %1609 = fmul float %1608, %1596
  %1610 = fadd float %1609, 1.000000e+00
  %1611 = fptosi float %1595 to i32
  %1612 = add i32 %1611, 127
  %1613 = shl i32 %1612, 23
  %1614 = bitcast i32 %1613 to float
  %1615 = fmul float %1610, %1614
  %1616 = select i1 %1590, float 0.000000e+00, float %1615
  %1617 = select i1 %1591, float 0x7FF0000000000000, float %1616
  %1618 = fcmp uno float %1589, %1589
  %1619 = select i1 %1618, float %1589, float %1617
  %1620 = fcmp oeq float %1508, 0xFFF0000000000000
  %1621 = select i1 %1620, float 0.000000e+00, float %1619
  %1622 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1623 = fmul float %1621, %1622
  %1624 = fadd float %1623, %1587
  %1625 = fsub float %1511, %1513
  %1626 = fmul float %1625, 0x3FF7154760000000
  %1627 = fcmp olt float %1626, -1.260000e+02
  %1628 = fcmp ogt float %1626, 1.270000e+02
  %1629 = select i1 %1627, float -1.260000e+02, float %1626
  %1630 = select i1 %1628, float 1.270000e+02, float %1629
  %1631 = fadd float %1630, 5.000000e-01
  %1632 = call float @llvm.floor.f32(float %1631)
  %1633 = fsub float %1630, %1632
  %1634 = fmul float 0x3EEFFCBFC0000000, %1633
  %1635 = fadd float %1634, 0x3F24309120000000
  %1636 = fmul float %1635, %1633
  %1637 = fadd float %1636, 0x3F55D87FE0000000
  %1638 = fmul float %1637, %1633
  %1639 = fadd float %1638, 0x3F83B2AB60000000
  %1640 = fmul float %1639, %1633
  %1641 = fadd float %1640, 0x3FAC6B08E0000000
  %1642 = fmul float %1641, %1633
  %1643 = fadd float %1642, 0x3FCEBFBE00000000
  %1644 = fmul float %1643, %1633
  %1645 = fadd float %1644, 0x3FE62E4300000000
  %1646 = fmul float %1645, %1633
  %1647 = fadd float %1646, 1.000000e+00
  %1648 = fptosi float %1632 to i32
  %1649 = add i32 %1648, 127
  %1650 = shl i32 %1649, 23
  %1651 = bitcast i32 %1650 to float
  %1652 = fmul float %1647, %1651
  %1653 = select i1 %1627, float 0.000000e+00, float %1652
  %1654 = select i1 %1628, float 0x7FF0000000000000, float %1653
  %1655 = fcmp uno float %1626, %1626
  %1656 = select i1 %1655, float %1626, float %1654
  %1657 = fcmp oeq float %1511, 0xFFF0000000000000
  %1658 = select i1 %1657, float 0.000000e+00, float %1656
  %1659 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1660 = fmul float %1658, %1659
  %1661 = fadd float %1660, %1624
  br i1 %34, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1662 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1663 = fcmp ogt float %1662, 0xFFF0000000000000
  %1664 = select i1 %1663, float %1662, float 0xFFF0000000000000
  %1665 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1666 = fcmp ogt float %1665, %1664
  %1667 = select i1 %1666, float %1665, float %1664
  %1668 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1669 = fcmp ogt float %1668, %1667
  %1670 = select i1 %1669, float %1668, float %1667
  %1671 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1672 = fcmp ogt float %1671, %1670
  %1673 = select i1 %1672, float %1671, float %1670
  %1674 = fsub float %1662, %1673
  %1675 = fmul float %1674, 0x3FF7154760000000
  %1676 = fcmp olt float %1675, -1.260000e+02
  %1677 = fcmp ogt float %1675, 1.270000e+02
  %1678 = select i1 %1676, float -1.260000e+02, float %1675
  %1679 = select i1 %1677, float 1.270000e+02, float %1678
  %1680 = fadd float %1679, 5.000000e-01
  %1681 = call float @llvm.floor.f32(float %1680)
  %1682 = fsub float %1679, %1681
  %1683 = fmul float 0x3EEFFCBFC0000000, %1682
  %1684 = fadd float %1683, 0x3F24309120000000
  %1685 = fmul float %1684, %1682
  %1686 = fadd float %1685, 0x3F55D87FE0000000
  %1687 = fmul float %1686, %1682
  %1688 = fadd float %1687, 0x3F83B2AB60000000
  %1689 = fmul float %1688, %1682
  %1690 = fadd float %1689, 0x3FAC6B08E0000000
  %1691 = fmul float %1690, %1682
  %1692 = fadd float %1691, 0x3FCEBFBE00000000
  %1693 = fmul float %1692, %1682
  %1694 = fadd float %1693, 0x3FE62E4300000000
  %1695 = fmul float %1694, %1682
  %1696 = fadd float %1695, 1.000000e+00
  %1697 = fptosi float %1681 to i32
  %1698 = add i32 %1697, 127
  %1699 = shl i32 %1698, 23
  %1700 = bitcast i32 %1699 to float
  %1701 = fmul float %1696, %1700
  %1702 = select i1 %1676, float 0.000000e+00, float %1701
  %1703 = select i1 %1677, float 0x7FF0000000000000, float %1702
  %1704 = fcmp uno float %1675, %1675
  %1705 = select i1 %1704, float %1675, float %1703
  %1706 = fcmp oeq float %1662, 0xFFF0000000000000
  %1707 = select i1 %1706, float 0.000000e+00, float %1705
  %1708 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1709 = fmul float %1707, %1708
  %1710 = fadd float %1709, 0.000000e+00
  %1711 = fsub float %1665, %1673
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
  %1743 = fcmp oeq float %1665, 0xFFF0000000000000
  %1744 = select i1 %1743, float 0.000000e+00, float %1742
  %1745 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1746 = fmul float %1744, %1745
  %1747 = fadd float %1746, %1710
  %1748 = fsub float %1668, %1673
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
  %1780 = fcmp oeq float %1668, 0xFFF0000000000000
  %1781 = select i1 %1780, float 0.000000e+00, float %1779
  %1782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1783 = fmul float %1781, %1782
  %1784 = fadd float %1783, %1747
  %1785 = fsub float %1671, %1673
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
  %1817 = fcmp oeq float %1671, 0xFFF0000000000000
  %1818 = select i1 %1817, float 0.000000e+00, float %1816
  %1819 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1820 = fmul float %1818, %1819
  %1821 = fadd float %1820, %1784
  br i1 %114, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1822 = load i32, ptr %v113, align 4
  %1823 = icmp slt i32 %1822, %6
  br i1 %1823, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1824 = load i32, ptr %v113, align 4
  %1825 = add i32 0, %1824
  %1826 = sext i32 %1825 to i64
  %1827 = mul i64 %1826, 4
  %1828 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1827
  %1829 = load float, ptr addrspace(3) %1828, align 4
  %1830 = fmul float %1547, %1829
  %1831 = fadd float %1830, 0.000000e+00
  %1832 = add i32 256, %1824
  %1833 = sext i32 %1832 to i64
  %1834 = mul i64 %1833, 4
  %1835 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1834
  %1836 = load float, ptr addrspace(3) %1835, align 4
  %1837 = fmul float %1584, %1836
  %1838 = fadd float %1837, %1831
  %1839 = add i32 512, %1824
  %1840 = sext i32 %1839 to i64
  %1841 = mul i64 %1840, 4
  %1842 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1841
  %1843 = load float, ptr addrspace(3) %1842, align 4
  %1844 = fmul float %1621, %1843
  %1845 = fadd float %1844, %1838
  %1846 = add i32 768, %1824
  %1847 = sext i32 %1846 to i64
  %1848 = mul i64 %1847, 4
  %1849 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1848
  %1850 = load float, ptr addrspace(3) %1849, align 4
  %1851 = fmul float %1658, %1850
  %1852 = fadd float %1851, %1845
  %1853 = add i32 %40, %1824
  %1854 = fdiv float %1852, %1661
  %1855 = sext i32 %1853 to i64
  %1856 = mul i64 %1855, 4
  %1857 = getelementptr i8, ptr addrspace(1) %0, i64 %1856
  store float %1854, ptr addrspace(1) %1857, align 4
  %1858 = load i32, ptr %v113, align 4
  %1859 = add i32 %1858, 128
  store i32 %1859, ptr %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1860 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1861 = fcmp ogt float %1860, 0xFFF0000000000000
  %1862 = select i1 %1861, float %1860, float 0xFFF0000000000000
  %1863 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1864 = fcmp ogt float %1863, %1862
  %1865 = select i1 %1864, float %1863, float %1862
  %1866 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1867 = fcmp ogt float %1866, %1865
  %1868 = select i1 %1867, float %1866, float %1865
  %1869 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1870 = fcmp ogt float %1869, %1868
  %1871 = select i1 %1870, float %1869, float %1868
  %1872 = fsub float %1860, %1871
  %1873 = fmul float %1872, 0x3FF7154760000000
  %1874 = fcmp olt float %1873, -1.260000e+02
  %1875 = fcmp ogt float %1873, 1.270000e+02
  %1876 = select i1 %1874, float -1.260000e+02, float %1873
  %1877 = select i1 %1875, float 1.270000e+02, float %1876
  %1878 = fadd float %1877, 5.000000e-01
  %1879 = call float @llvm.floor.f32(float %1878)
  %1880 = fsub float %1877, %1879
  %1881 = fmul float 0x3EEFFCBFC0000000, %1880
  %1882 = fadd float %1881, 0x3F24309120000000
  %1883 = fmul float %1882, %1880
  %1884 = fadd float %1883, 0x3F55D87FE0000000
  %1885 = fmul float %1884, %1880
  %1886 = fadd float %1885, 0x3F83B2AB60000000
  %1887 = fmul float %1886, %1880
  %1888 = fadd float %1887, 0x3FAC6B08E0000000
  %1889 = fmul float %1888, %1880
  %1890 = fadd float %1889, 0x3FCEBFBE00000000
  %1891 = fmul float %1890, %1880
  %1892 = fadd float %1891, 0x3FE62E4300000000
  %1893 = fmul float %1892, %1880
  %1894 = fadd float %1893, 1.000000e+00
  %1895 = fptosi float %1879 to i32
  %1896 = add i32 %1895, 127
  %1897 = shl i32 %1896, 23
  %1898 = bitcast i32 %1897 to float
  %1899 = fmul float %1894, %1898
  %1900 = select i1 %1874, float 0.000000e+00, float %1899
  %1901 = select i1 %1875, float 0x7FF0000000000000, float %1900
  %1902 = fcmp uno float %1873, %1873
  %1903 = select i1 %1902, float %1873, float %1901
  %1904 = fcmp oeq float %1860, 0xFFF0000000000000
  %1905 = select i1 %1904, float 0.000000e+00, float %1903
  %1906 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1907 = fmul float %1905, %1906
  %1908 = fadd float %1907, 0.000000e+00
  %1909 = fsub float %1863, %1871
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
  %1941 = fcmp oeq float %1863, 0xFFF0000000000000
  %1942 = select i1 %1941, float 0.000000e+00, float %1940
  %1943 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1944 = fmul float %1942, %1943
  %1945 = fadd float %1944, %1908
  %1946 = fsub float %1866, %1871
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
  %1978 = fcmp oeq float %1866, 0xFFF0000000000000
  %1979 = select i1 %1978, float 0.000000e+00, float %1977
  %1980 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1981 = fmul float %1979, %1980
  %1982 = fadd float %1981, %1945
  %1983 = fsub float %1869, %1871
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
  %2015 = fcmp oeq float %1869, 0xFFF0000000000000
  %2016 = select i1 %2015, float 0.000000e+00, float %2014
  %2017 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2018 = fmul float %2016, %2017
  %2019 = fadd float %2018, %1982
  br i1 %194, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2020 = load i32, ptr %v119, align 4
  %2021 = icmp slt i32 %2020, %6
  br i1 %2021, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2022 = load i32, ptr %v119, align 4
  %2023 = add i32 1024, %2022
  %2024 = sext i32 %2023 to i64
  %2025 = mul i64 %2024, 4
  %2026 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2025
  %2027 = load float, ptr addrspace(3) %2026, align 4
  %2028 = fmul float %1707, %2027
  %2029 = fadd float %2028, 0.000000e+00
  %2030 = add i32 1280, %2022
  %2031 = sext i32 %2030 to i64
  %2032 = mul i64 %2031, 4
  %2033 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2032
  %2034 = load float, ptr addrspace(3) %2033, align 4
  %2035 = fmul float %1744, %2034
  %2036 = fadd float %2035, %2029
  %2037 = add i32 1536, %2022
  %2038 = sext i32 %2037 to i64
  %2039 = mul i64 %2038, 4
  %2040 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2039
  %2041 = load float, ptr addrspace(3) %2040, align 4
  %2042 = fmul float %1781, %2041
  %2043 = fadd float %2042, %2036
  %2044 = add i32 1792, %2022
  %2045 = sext i32 %2044 to i64
  %2046 = mul i64 %2045, 4
  %2047 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2046
  %2048 = load float, ptr addrspace(3) %2047, align 4
  %2049 = fmul float %1818, %2048
  %2050 = fadd float %2049, %2043
  %2051 = add i32 %120, %2022
  %2052 = fdiv float %2050, %1821
  %2053 = sext i32 %2051 to i64
  %2054 = mul i64 %2053, 4
  %2055 = getelementptr i8, ptr addrspace(1) %0, i64 %2054
  store float %2052, ptr addrspace(1) %2055, align 4
  %2056 = load i32, ptr %v119, align 4
  %2057 = add i32 %2056, 128
  store i32 %2057, ptr %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2058 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2059 = fcmp ogt float %2058, 0xFFF0000000000000
  %2060 = select i1 %2059, float %2058, float 0xFFF0000000000000
  %2061 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2062 = fcmp ogt float %2061, %2060
  %2063 = select i1 %2062, float %2061, float %2060
  %2064 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2065 = fcmp ogt float %2064, %2063
  %2066 = select i1 %2065, float %2064, float %2063
  %2067 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2068 = fcmp ogt float %2067, %2066
  %2069 = select i1 %2068, float %2067, float %2066
  %2070 = fsub float %2058, %2069
  %2071 = fmul float %2070, 0x3FF7154760000000
  %2072 = fcmp olt float %2071, -1.260000e+02
  %2073 = fcmp ogt float %2071, 1.270000e+02
  %2074 = select i1 %2072, float -1.260000e+02, float %2071
  %2075 = select i1 %2073, float 1.270000e+02, float %2074
  %2076 = fadd float %2075, 5.000000e-01
  %2077 = call float @llvm.floor.f32(float %2076)
  %2078 = fsub float %2075, %2077
  %2079 = fmul float 0x3EEFFCBFC0000000, %2078
  %2080 = fadd float %2079, 0x3F24309120000000
  %2081 = fmul float %2080, %2078
  %2082 = fadd float %2081, 0x3F55D87FE0000000
  %2083 = fmul float %2082, %2078
  %2084 = fadd float %2083, 0x3F83B2AB60000000
  %2085 = fmul float %2084, %2078
  %2086 = fadd float %2085, 0x3FAC6B08E0000000
  %2087 = fmul float %2086, %2078
  %2088 = fadd float %2087, 0x3FCEBFBE00000000
  %2089 = fmul float %2088, %2078
  %2090 = fadd float %2089, 0x3FE62E4300000000
  %2091 = fmul float %2090, %2078
  %2092 = fadd float %2091, 1.000000e+00
  %2093 = fptosi float %2077 to i32
  %2094 = add i32 %2093, 127
  %2095 = shl i32 %2094, 23
  %2096 = bitcast i32 %2095 to float
  %2097 = fmul float %2092, %2096
  %2098 = select i1 %2072, float 0.000000e+00, float %2097
  %2099 = select i1 %2073, float 0x7FF0000000000000, float %2098
  %2100 = fcmp uno float %2071, %2071
  %2101 = select i1 %2100, float %2071, float %2099
  %2102 = fcmp oeq float %2058, 0xFFF0000000000000
  %2103 = select i1 %2102, float 0.000000e+00, float %2101
  %2104 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2105 = fmul float %2103, %2104
  %2106 = fadd float %2105, 0.000000e+00
  %2107 = fsub float %2061, %2069
  %2108 = fmul float %2107, 0x3FF7154760000000
  %2109 = fcmp olt float %2108, -1.260000e+02
  %2110 = fcmp ogt float %2108, 1.270000e+02
  %2111 = select i1 %2109, float -1.260000e+02, float %2108
  %2112 = select i1 %2110, float 1.270000e+02, float %2111
  %2113 = fadd float %2112, 5.000000e-01
  %2114 = call float @llvm.floor.f32(float %2113)
  %2115 = fsub float %2112, %2114
  %2116 = fmul float 0x3EEFFCBFC0000000, %2115
  %2117 = fadd float %2116, 0x3F24309120000000
  %2118 = fmul float %2117, %2115
  %2119 = fadd float %2118, 0x3F55D87FE0000000
  %2120 = fmul float %2119, %2115
  %2121 = fadd float %2120, 0x3F83B2AB60000000
  %2122 = fmul float %2121, %2115
  %2123 = fadd float %2122, 0x3FAC6B08E0000000
  %2124 = fmul float %2123, %2115
  %2125 = fadd float %2124, 0x3FCEBFBE00000000
  %2126 = fmul float %2125, %2115
  %2127 = fadd float %2126, 0x3FE62E4300000000
  %2128 = fmul float %2127, %2115
  %2129 = fadd float %2128, 1.000000e+00
  %2130 = fptosi float %2114 to i32
  %2131 = add i32 %2130, 127
  %2132 = shl i32 %2131, 23
  %2133 = bitcast i32 %2132 to float
  %2134 = fmul float %2129, %2133
  %2135 = select i1 %2109, float 0.000000e+00, float %2134
  %2136 = select i1 %2110, float 0x7FF0000000000000, float %2135
  %2137 = fcmp uno float %2108, %2108
  %2138 = select i1 %2137, float %2108, float %2136
  %2139 = fcmp oeq float %2061, 0xFFF0000000000000
  %2140 = select i1 %2139, float 0.000000e+00, float %2138
  %2141 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2142 = fmul float %2140, %2141
  %2143 = fadd float %2142, %2106
  %2144 = fsub float %2064, %2069
  %2145 = fmul float %2144, 0x3FF7154760000000
  %2146 = fcmp olt float %2145, -1.260000e+02
  %2147 = fcmp ogt float %2145, 1.270000e+02
  %2148 = select i1 %2146, float -1.260000e+02, float %2145
  %2149 = select i1 %2147, float 1.270000e+02, float %2148
  %2150 = fadd float %2149, 5.000000e-01
  %2151 = call float @llvm.floor.f32(float %2150)
  %2152 = fsub float %2149, %2151
  %2153 = fmul float 0x3EEFFCBFC0000000, %2152
  %2154 = fadd float %2153, 0x3F24309120000000
  %2155 = fmul float %2154, %2152
  %2156 = fadd float %2155, 0x3F55D87FE0000000
  %2157 = fmul float %2156, %2152
  %2158 = fadd float %2157, 0x3F83B2AB60000000
  %2159 = fmul float %2158, %2152
  %2160 = fadd float %2159, 0x3FAC6B08E0000000
  %2161 = fmul float %2160, %2152
  %2162 = fadd float %2161, 0x3FCEBFBE00000000
  %2163 = fmul float %2162, %2152
  %2164 = fadd float %2163, 0x3FE62E4300000000
  %2165 = fmul float %2164, %2152
  %2166 = fadd float %2165, 1.000000e+00
  %2167 = fptosi float %2151 to i32
  %2168 = add i32 %2167, 127
  %2169 = shl i32 %2168, 23
  %2170 = bitcast i32 %2169 to float
  %2171 = fmul float %2166, %2170
  %2172 = select i1 %2146, float 0.000000e+00, float %2171
  %2173 = select i1 %2147, float 0x7FF0000000000000, float %2172
  %2174 = fcmp uno float %2145, %2145
  %2175 = select i1 %2174, float %2145, float %2173
  %2176 = fcmp oeq float %2064, 0xFFF0000000000000
  %2177 = select i1 %2176, float 0.000000e+00, float %2175
  %2178 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2179 = fmul float %2177, %2178
  %2180 = fadd float %2179, %2143
  %2181 = fsub float %2067, %2069
  %2182 = fmul float %2181, 0x3FF7154760000000
  %2183 = fcmp olt float %2182, -1.260000e+02
  %2184 = fcmp ogt float %2182, 1.270000e+02
  %2185 = select i1 %2183, float -1.260000e+02, float %2182
  %2186 = select i1 %2184, float 1.270000e+02, float %2185
  %2187 = fadd float %2186, 5.000000e-01
  %2188 = call float @llvm.floor.f32(float %2187)
  %2189 = fsub float %2186, %2188
  %2190 = fmul float 0x3EEFFCBFC0000000, %2189
  %2191 = fadd float %2190, 0x3F24309120000000
  %2192 = fmul float %2191, %2189
  %2193 = fadd float %2192, 0x3F55D87FE0000000
  %2194 = fmul float %2193, %2189
  %2195 = fadd float %2194, 0x3F83B2AB60000000
  %2196 = fmul float %2195, %2189
  %2197 = fadd float %2196, 0x3FAC6B08E0000000
  %2198 = fmul float %2197, %2189
  %2199 = fadd float %2198, 0x3FCEBFBE00000000
  %2200 = fmul float %2199, %2189
  %2201 = fadd float %2200, 0x3FE62E4300000000
  %2202 = fmul float %2201, %2189
  %2203 = fadd float %2202, 1.000000e+00
  %2204 = fptosi float %2188 to i32
  %2205 = add i32 %2204, 127
  %2206 = shl i32 %2205, 23
  %2207 = bitcast i32 %2206 to float
  %2208 = fmul float %2203, %2207
  %2209 = select i1 %2183, float 0.000000e+00, float %2208
  %2210 = select i1 %2184, float 0x7FF0000000000000, float %2209
  %2211 = fcmp uno float %2182, %2182
  %2212 = select i1 %2211, float %2182, float %2210
  %2213 = fcmp oeq float %2067, 0xFFF0000000000000
  %2214 = select i1 %2213, float 0.000000e+00, float %2212
  %2215 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2216 = fmul float %2214, %2215
  %2217 = fadd float %2216, %2180
  br i1 %274, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2218 = load i32, ptr %v125, align 4
  %2219 = icmp slt i32 %2218, %6
  br i1 %2219, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2220 = load i32, ptr %v125, align 4
  %2221 = add i32 2048, %2220
  %2222 = sext i32 %2221 to i64
  %2223 = mul i64 %2222, 4
  %2224 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2223
  %2225 = load float, ptr addrspace(3) %2224, align 4
  %2226 = fmul float %1905, %2225
  %2227 = fadd float %2226, 0.000000e+00
  %2228 = add i32 2304, %2220
  %2229 = sext i32 %2228 to i64
  %2230 = mul i64 %2229, 4
  %2231 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2230
  %2232 = load float, ptr addrspace(3) %2231, align 4
  %2233 = fmul float %1942, %2232
  %2234 = fadd float %2233, %2227
  %2235 = add i32 2560, %2220
  %2236 = sext i32 %2235 to i64
  %2237 = mul i64 %2236, 4
  %2238 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2237
  %2239 = load float, ptr addrspace(3) %2238, align 4
  %2240 = fmul float %1979, %2239
  %2241 = fadd float %2240, %2234
  %2242 = add i32 2816, %2220
  %2243 = sext i32 %2242 to i64
  %2244 = mul i64 %2243, 4
  %2245 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2244
  %2246 = load float, ptr addrspace(3) %2245, align 4
  %2247 = fmul float %2016, %2246
  %2248 = fadd float %2247, %2241
  %2249 = add i32 %200, %2220
  %2250 = fdiv float %2248, %2019
  %2251 = sext i32 %2249 to i64
  %2252 = mul i64 %2251, 4
  %2253 = getelementptr i8, ptr addrspace(1) %0, i64 %2252
  store float %2250, ptr addrspace(1) %2253, align 4
  %2254 = load i32, ptr %v125, align 4
  %2255 = add i32 %2254, 128
  store i32 %2255, ptr %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2256 = load i32, ptr %v131, align 4
  %2257 = icmp slt i32 %2256, %6
  br i1 %2257, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2258 = load i32, ptr %v131, align 4
  %2259 = add i32 3072, %2258
  %2260 = sext i32 %2259 to i64
  %2261 = mul i64 %2260, 4
  %2262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2261
  %2263 = load float, ptr addrspace(3) %2262, align 4
  %2264 = fmul float %2103, %2263
  %2265 = fadd float %2264, 0.000000e+00
  %2266 = add i32 3328, %2258
  %2267 = sext i32 %2266 to i64
  %2268 = mul i64 %2267, 4
  %2269 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2268
  %2270 = load float, ptr addrspace(3) %2269, align 4
  %2271 = fmul float %2140, %2270
  %2272 = fadd float %2271, %2265
  %2273 = add i32 3584, %2258
  %2274 = sext i32 %2273 to i64
  %2275 = mul i64 %2274, 4
  %2276 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2275
  %2277 = load float, ptr addrspace(3) %2276, align 4
  %2278 = fmul float %2177, %2277
  %2279 = fadd float %2278, %2272
  %2280 = add i32 3840, %2258
  %2281 = sext i32 %2280 to i64
  %2282 = mul i64 %2281, 4
  %2283 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2282
  %2284 = load float, ptr addrspace(3) %2283, align 4
  %2285 = fmul float %2214, %2284
  %2286 = fadd float %2285, %2279
  %2287 = add i32 %280, %2258
  %2288 = fdiv float %2286, %2217
  %2289 = sext i32 %2287 to i64
  %2290 = mul i64 %2289, 4
  %2291 = getelementptr i8, ptr addrspace(1) %0, i64 %2290
  store float %2288, ptr addrspace(1) %2291, align 4
  %2292 = load i32, ptr %v131, align 4
  %2293 = add i32 %2292, 128
  store i32 %2293, ptr %v131, align 4
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

!0 = !{ptr @strata_attn_prefill_q8kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_q8kv, !"maxntidx", i32 128}
