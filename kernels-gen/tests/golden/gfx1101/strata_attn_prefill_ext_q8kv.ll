; ModuleID = 'strata_attn_prefill_ext_q8kv'
source_filename = "strata_attn_prefill_ext_q8kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_ext_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10, ptr addrspace(1) noalias %11, ptr addrspace(1) noalias %12) #0 {
entry:
  %v131 = alloca i32, align 4, addrspace(5)
  %v125 = alloca i32, align 4, addrspace(5)
  %v119 = alloca i32, align 4, addrspace(5)
  %v113 = alloca i32, align 4, addrspace(5)
  %v40 = alloca i32, align 4, addrspace(5)
  %v39 = alloca float, align 4, addrspace(5)
  %v38 = alloca float, align 4, addrspace(5)
  %v37 = alloca float, align 4, addrspace(5)
  %v36 = alloca float, align 4, addrspace(5)
  %v35 = alloca float, align 4, addrspace(5)
  %v34 = alloca float, align 4, addrspace(5)
  %v33 = alloca float, align 4, addrspace(5)
  %v32 = alloca float, align 4, addrspace(5)
  %v31 = alloca float, align 4, addrspace(5)
  %v30 = alloca float, align 4, addrspace(5)
  %v29 = alloca float, align 4, addrspace(5)
  %v28 = alloca float, align 4, addrspace(5)
  %v27 = alloca float, align 4, addrspace(5)
  %v26 = alloca float, align 4, addrspace(5)
  %v25 = alloca float, align 4, addrspace(5)
  %v24 = alloca float, align 4, addrspace(5)
  %v23 = alloca float, align 4, addrspace(5)
  %v22 = alloca float, align 4, addrspace(5)
  %v21 = alloca float, align 4, addrspace(5)
  %v20 = alloca float, align 4, addrspace(5)
  %v19 = alloca float, align 4, addrspace(5)
  %v18 = alloca float, align 4, addrspace(5)
  %v17 = alloca float, align 4, addrspace(5)
  %v16 = alloca float, align 4, addrspace(5)
  %v15 = alloca float, align 4, addrspace(5)
  %v14 = alloca float, align 4, addrspace(5)
  %v13 = alloca float, align 4, addrspace(5)
  %v12 = alloca float, align 4, addrspace(5)
  %v11 = alloca float, align 4, addrspace(5)
  %v10 = alloca float, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v8 = alloca float, align 4, addrspace(5)
  %v7 = alloca float, align 4, addrspace(5)
  %v6 = alloca float, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  %14 = call i32 @llvm.amdgcn.workitem.id.x()
  %15 = and i32 %14, 31
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = lshr i32 %16, 5
  %18 = call i32 @llvm.amdgcn.workgroup.id.x()
  %19 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %61 = add i32 %15, 32
  %62 = icmp slt i32 %61, %6
  %63 = add i32 %51, %61
  %64 = select i1 %62, i32 %63, i32 0
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %62, float %68, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %70 = add i32 %15, 64
  %71 = icmp slt i32 %70, %6
  %72 = add i32 %51, %70
  %73 = select i1 %71, i32 %72, i32 0
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %1, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = select i1 %71, float %77, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %79 = add i32 %15, 96
  %80 = icmp slt i32 %79, %6
  %81 = add i32 %51, %79
  %82 = select i1 %80, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %80, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %88 = add i32 %15, 128
  %89 = icmp slt i32 %88, %6
  %90 = add i32 %51, %88
  %91 = select i1 %89, i32 %90, i32 0
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = select i1 %89, float %95, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %97 = add i32 %15, 160
  %98 = icmp slt i32 %97, %6
  %99 = add i32 %51, %97
  %100 = select i1 %98, i32 %99, i32 0
  %101 = sext i32 %100 to i64
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %1, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = select i1 %98, float %104, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %106 = add i32 %15, 192
  %107 = icmp slt i32 %106, %6
  %108 = add i32 %51, %106
  %109 = select i1 %107, i32 %108, i32 0
  %110 = sext i32 %109 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %1, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = select i1 %107, float %113, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %115 = add i32 %15, 224
  %116 = icmp slt i32 %115, %6
  %117 = add i32 %51, %115
  %118 = select i1 %116, i32 %117, i32 0
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %1, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = select i1 %116, float %122, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %146 = add i32 %15, 32
  %147 = icmp slt i32 %146, %6
  %148 = add i32 %136, %146
  %149 = select i1 %147, i32 %148, i32 0
  %150 = sext i32 %149 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %1, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = select i1 %147, float %153, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %155 = add i32 %15, 64
  %156 = icmp slt i32 %155, %6
  %157 = add i32 %136, %155
  %158 = select i1 %156, i32 %157, i32 0
  %159 = sext i32 %158 to i64
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %1, i64 %160
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = select i1 %156, float %162, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %164 = add i32 %15, 96
  %165 = icmp slt i32 %164, %6
  %166 = add i32 %136, %164
  %167 = select i1 %165, i32 %166, i32 0
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr addrspace(1) %1, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4
  %172 = select i1 %165, float %171, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %173 = add i32 %15, 128
  %174 = icmp slt i32 %173, %6
  %175 = add i32 %136, %173
  %176 = select i1 %174, i32 %175, i32 0
  %177 = sext i32 %176 to i64
  %178 = mul i64 %177, 4
  %179 = getelementptr i8, ptr addrspace(1) %1, i64 %178
  %180 = load float, ptr addrspace(1) %179, align 4
  %181 = select i1 %174, float %180, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %182 = add i32 %15, 160
  %183 = icmp slt i32 %182, %6
  %184 = add i32 %136, %182
  %185 = select i1 %183, i32 %184, i32 0
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %1, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = select i1 %183, float %189, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %191 = add i32 %15, 192
  %192 = icmp slt i32 %191, %6
  %193 = add i32 %136, %191
  %194 = select i1 %192, i32 %193, i32 0
  %195 = sext i32 %194 to i64
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr addrspace(1) %1, i64 %196
  %198 = load float, ptr addrspace(1) %197, align 4
  %199 = select i1 %192, float %198, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %200 = add i32 %15, 224
  %201 = icmp slt i32 %200, %6
  %202 = add i32 %136, %200
  %203 = select i1 %201, i32 %202, i32 0
  %204 = sext i32 %203 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %1, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = select i1 %201, float %207, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v18, align 4
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %231 = add i32 %15, 32
  %232 = icmp slt i32 %231, %6
  %233 = add i32 %221, %231
  %234 = select i1 %232, i32 %233, i32 0
  %235 = sext i32 %234 to i64
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %1, i64 %236
  %238 = load float, ptr addrspace(1) %237, align 4
  %239 = select i1 %232, float %238, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %240 = add i32 %15, 64
  %241 = icmp slt i32 %240, %6
  %242 = add i32 %221, %240
  %243 = select i1 %241, i32 %242, i32 0
  %244 = sext i32 %243 to i64
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %1, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = select i1 %241, float %247, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %249 = add i32 %15, 96
  %250 = icmp slt i32 %249, %6
  %251 = add i32 %221, %249
  %252 = select i1 %250, i32 %251, i32 0
  %253 = sext i32 %252 to i64
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %1, i64 %254
  %256 = load float, ptr addrspace(1) %255, align 4
  %257 = select i1 %250, float %256, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %258 = add i32 %15, 128
  %259 = icmp slt i32 %258, %6
  %260 = add i32 %221, %258
  %261 = select i1 %259, i32 %260, i32 0
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %1, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = select i1 %259, float %265, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %267 = add i32 %15, 160
  %268 = icmp slt i32 %267, %6
  %269 = add i32 %221, %267
  %270 = select i1 %268, i32 %269, i32 0
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = select i1 %268, float %274, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %276 = add i32 %15, 192
  %277 = icmp slt i32 %276, %6
  %278 = add i32 %221, %276
  %279 = select i1 %277, i32 %278, i32 0
  %280 = sext i32 %279 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %1, i64 %281
  %283 = load float, ptr addrspace(1) %282, align 4
  %284 = select i1 %277, float %283, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %285 = add i32 %15, 224
  %286 = icmp slt i32 %285, %6
  %287 = add i32 %221, %285
  %288 = select i1 %286, i32 %287, i32 0
  %289 = sext i32 %288 to i64
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) %1, i64 %290
  %292 = load float, ptr addrspace(1) %291, align 4
  %293 = select i1 %286, float %292, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v28, align 4
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %316 = add i32 %15, 32
  %317 = icmp slt i32 %316, %6
  %318 = add i32 %306, %316
  %319 = select i1 %317, i32 %318, i32 0
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %1, i64 %321
  %323 = load float, ptr addrspace(1) %322, align 4
  %324 = select i1 %317, float %323, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %325 = add i32 %15, 64
  %326 = icmp slt i32 %325, %6
  %327 = add i32 %306, %325
  %328 = select i1 %326, i32 %327, i32 0
  %329 = sext i32 %328 to i64
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %1, i64 %330
  %332 = load float, ptr addrspace(1) %331, align 4
  %333 = select i1 %326, float %332, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  %334 = add i32 %15, 96
  %335 = icmp slt i32 %334, %6
  %336 = add i32 %306, %334
  %337 = select i1 %335, i32 %336, i32 0
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %1, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = select i1 %335, float %341, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %343 = add i32 %15, 128
  %344 = icmp slt i32 %343, %6
  %345 = add i32 %306, %343
  %346 = select i1 %344, i32 %345, i32 0
  %347 = sext i32 %346 to i64
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %1, i64 %348
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = select i1 %344, float %350, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v34, align 4
  %352 = add i32 %15, 160
  %353 = icmp slt i32 %352, %6
  %354 = add i32 %306, %352
  %355 = select i1 %353, i32 %354, i32 0
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) %1, i64 %357
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = select i1 %353, float %359, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v35, align 4
  %361 = add i32 %15, 192
  %362 = icmp slt i32 %361, %6
  %363 = add i32 %306, %361
  %364 = select i1 %362, i32 %363, i32 0
  %365 = sext i32 %364 to i64
  %366 = mul i64 %365, 4
  %367 = getelementptr i8, ptr addrspace(1) %1, i64 %366
  %368 = load float, ptr addrspace(1) %367, align 4
  %369 = select i1 %362, float %368, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v36, align 4
  %370 = add i32 %15, 224
  %371 = icmp slt i32 %370, %6
  %372 = add i32 %306, %370
  %373 = select i1 %371, i32 %372, i32 0
  %374 = sext i32 %373 to i64
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %1, i64 %375
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = select i1 %371, float %377, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v38, align 4
  store float 0.000000e+00, ptr addrspace(5) %v39, align 4
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
  store i32 %436, ptr addrspace(5) %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %437 = load i32, ptr addrspace(5) %v40, align 4
  %438 = icmp slt i32 %437, %431
  br i1 %438, label %body, label %done

body:                                             ; preds = %loop
  %439 = load i32, ptr addrspace(5) %v40, align 4
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
  %708 = call i32 @llvm.amdgcn.workitem.id.x()
  %709 = and i32 %708, 31
  %710 = xor i32 %709, 16
  %711 = shl i32 %710, 2
  %712 = call i32 @llvm.amdgcn.ds.bpermute(i32 %711, i32 %707)
  %713 = bitcast i32 %712 to float
  %714 = fadd float %706, %713
  %715 = bitcast float %714 to i32
  %716 = call i32 @llvm.amdgcn.workitem.id.x()
  %717 = and i32 %716, 31
  %718 = xor i32 %717, 8
  %719 = shl i32 %718, 2
  %720 = call i32 @llvm.amdgcn.ds.bpermute(i32 %719, i32 %715)
  %721 = bitcast i32 %720 to float
  %722 = fadd float %714, %721
  %723 = bitcast float %722 to i32
  %724 = call i32 @llvm.amdgcn.workitem.id.x()
  %725 = and i32 %724, 31
  %726 = xor i32 %725, 4
  %727 = shl i32 %726, 2
  %728 = call i32 @llvm.amdgcn.ds.bpermute(i32 %727, i32 %723)
  %729 = bitcast i32 %728 to float
  %730 = fadd float %722, %729
  %731 = bitcast float %730 to i32
  %732 = call i32 @llvm.amdgcn.workitem.id.x()
  %733 = and i32 %732, 31
  %734 = xor i32 %733, 2
  %735 = shl i32 %734, 2
  %736 = call i32 @llvm.amdgcn.ds.bpermute(i32 %735, i32 %731)
  %737 = bitcast i32 %736 to float
  %738 = fadd float %730, %737
  %739 = bitcast float %738 to i32
  %740 = call i32 @llvm.amdgcn.workitem.id.x()
  %741 = and i32 %740, 31
  %742 = xor i32 %741, 1
  %743 = shl i32 %742, 2
  %744 = call i32 @llvm.amdgcn.ds.bpermute(i32 %743, i32 %739)
  %745 = bitcast i32 %744 to float
  %746 = fadd float %738, %745
  %747 = icmp slt i32 %439, %43
  %748 = icmp sge i32 %439, %48
  %749 = and i1 %747, %748
  %750 = fmul float %746, %8
  %751 = load float, ptr addrspace(5) %v8, align 4
  %752 = fcmp ogt float %750, %751
  %753 = select i1 %752, float %750, float %751
  %754 = fsub float %751, %753
  %755 = fmul float %754, 0x3FF7154760000000
  %756 = fcmp olt float %755, -1.260000e+02
  %757 = fcmp ogt float %755, 1.270000e+02
  %758 = select i1 %756, float -1.260000e+02, float %755
  %759 = select i1 %757, float 1.270000e+02, float %758
  %760 = fadd float %759, 5.000000e-01
  %761 = call float @llvm.floor.f32(float %760)
  %762 = fsub float %759, %761
  %763 = fmul float 0x3EEFFCBFC0000000, %762
  %764 = fadd float %763, 0x3F24309120000000
  %765 = fmul float %764, %762
  %766 = fadd float %765, 0x3F55D87FE0000000
  %767 = fmul float %766, %762
  %768 = fadd float %767, 0x3F83B2AB60000000
  %769 = fmul float %768, %762
  %770 = fadd float %769, 0x3FAC6B08E0000000
  %771 = fmul float %770, %762
  %772 = fadd float %771, 0x3FCEBFBE00000000
  %773 = fmul float %772, %762
  %774 = fadd float %773, 0x3FE62E4300000000
  %775 = fmul float %774, %762
  %776 = fadd float %775, 1.000000e+00
  %777 = fptosi float %761 to i32
  %778 = add i32 %777, 127
  %779 = shl i32 %778, 23
  %780 = bitcast i32 %779 to float
  %781 = fmul float %776, %780
  %782 = select i1 %756, float 0.000000e+00, float %781
  %783 = select i1 %757, float 0x7FF0000000000000, float %782
  %784 = fcmp uno float %755, %755
  %785 = select i1 %784, float %755, float %783
  %786 = fsub float %750, %753
  %787 = fmul float %786, 0x3FF7154760000000
  %788 = fcmp olt float %787, -1.260000e+02
  %789 = fcmp ogt float %787, 1.270000e+02
  %790 = select i1 %788, float -1.260000e+02, float %787
  %791 = select i1 %789, float 1.270000e+02, float %790
  %792 = fadd float %791, 5.000000e-01
  %793 = call float @llvm.floor.f32(float %792)
  %794 = fsub float %791, %793
  %795 = fmul float 0x3EEFFCBFC0000000, %794
  %796 = fadd float %795, 0x3F24309120000000
  %797 = fmul float %796, %794
  %798 = fadd float %797, 0x3F55D87FE0000000
  %799 = fmul float %798, %794
  %800 = fadd float %799, 0x3F83B2AB60000000
  %801 = fmul float %800, %794
  %802 = fadd float %801, 0x3FAC6B08E0000000
  %803 = fmul float %802, %794
  %804 = fadd float %803, 0x3FCEBFBE00000000
  %805 = fmul float %804, %794
  %806 = fadd float %805, 0x3FE62E4300000000
  %807 = fmul float %806, %794
  %808 = fadd float %807, 1.000000e+00
  %809 = fptosi float %793 to i32
  %810 = add i32 %809, 127
  %811 = shl i32 %810, 23
  %812 = bitcast i32 %811 to float
  %813 = fmul float %808, %812
  %814 = select i1 %788, float 0.000000e+00, float %813
  %815 = select i1 %789, float 0x7FF0000000000000, float %814
  %816 = fcmp uno float %787, %787
  %817 = select i1 %816, float %787, float %815
  %818 = load float, ptr addrspace(5) %v9, align 4
  %819 = fmul float %818, %785
  %820 = fadd float %819, %817
  %821 = load float, ptr addrspace(5) %v9, align 4
  %822 = select i1 %749, float %820, float %821
  store float %822, ptr addrspace(5) %v9, align 4
  %823 = load float, ptr addrspace(5) %v, align 4
  %824 = fmul float %817, %472
  %825 = fmul float %823, %785
  %826 = fadd float %825, %824
  %827 = select i1 %749, float %826, float %823
  store float %827, ptr addrspace(5) %v, align 4
  %828 = load float, ptr addrspace(5) %v1, align 4
  %829 = fmul float %817, %502
  %830 = fmul float %828, %785
  %831 = fadd float %830, %829
  %832 = select i1 %749, float %831, float %828
  store float %832, ptr addrspace(5) %v1, align 4
  %833 = load float, ptr addrspace(5) %v2, align 4
  %834 = fmul float %817, %532
  %835 = fmul float %833, %785
  %836 = fadd float %835, %834
  %837 = select i1 %749, float %836, float %833
  store float %837, ptr addrspace(5) %v2, align 4
  %838 = load float, ptr addrspace(5) %v3, align 4
  %839 = fmul float %817, %562
  %840 = fmul float %838, %785
  %841 = fadd float %840, %839
  %842 = select i1 %749, float %841, float %838
  store float %842, ptr addrspace(5) %v3, align 4
  %843 = load float, ptr addrspace(5) %v4, align 4
  %844 = fmul float %817, %592
  %845 = fmul float %843, %785
  %846 = fadd float %845, %844
  %847 = select i1 %749, float %846, float %843
  store float %847, ptr addrspace(5) %v4, align 4
  %848 = load float, ptr addrspace(5) %v5, align 4
  %849 = fmul float %817, %622
  %850 = fmul float %848, %785
  %851 = fadd float %850, %849
  %852 = select i1 %749, float %851, float %848
  store float %852, ptr addrspace(5) %v5, align 4
  %853 = load float, ptr addrspace(5) %v6, align 4
  %854 = fmul float %817, %652
  %855 = fmul float %853, %785
  %856 = fadd float %855, %854
  %857 = select i1 %749, float %856, float %853
  store float %857, ptr addrspace(5) %v6, align 4
  %858 = load float, ptr addrspace(5) %v7, align 4
  %859 = fmul float %817, %682
  %860 = fmul float %858, %785
  %861 = fadd float %860, %859
  %862 = select i1 %749, float %861, float %858
  store float %862, ptr addrspace(5) %v7, align 4
  %863 = select i1 %749, float %753, float %751
  store float %863, ptr addrspace(5) %v8, align 4
  %864 = fmul float %145, %458
  %865 = select i1 %380, float %864, float 0.000000e+00
  %866 = fadd float 0.000000e+00, %865
  %867 = fmul float %154, %488
  %868 = select i1 %382, float %867, float 0.000000e+00
  %869 = fadd float %866, %868
  %870 = fmul float %163, %518
  %871 = select i1 %384, float %870, float 0.000000e+00
  %872 = fadd float %869, %871
  %873 = fmul float %172, %548
  %874 = select i1 %386, float %873, float 0.000000e+00
  %875 = fadd float %872, %874
  %876 = fmul float %181, %578
  %877 = select i1 %388, float %876, float 0.000000e+00
  %878 = fadd float %875, %877
  %879 = fmul float %190, %608
  %880 = select i1 %390, float %879, float 0.000000e+00
  %881 = fadd float %878, %880
  %882 = fmul float %199, %638
  %883 = select i1 %392, float %882, float 0.000000e+00
  %884 = fadd float %881, %883
  %885 = fmul float %208, %668
  %886 = select i1 %394, float %885, float 0.000000e+00
  %887 = fadd float %884, %886
  %888 = bitcast float %887 to i32
  %889 = call i32 @llvm.amdgcn.workitem.id.x()
  %890 = and i32 %889, 31
  %891 = xor i32 %890, 16
  %892 = shl i32 %891, 2
  %893 = call i32 @llvm.amdgcn.ds.bpermute(i32 %892, i32 %888)
  %894 = bitcast i32 %893 to float
  %895 = fadd float %887, %894
  %896 = bitcast float %895 to i32
  %897 = call i32 @llvm.amdgcn.workitem.id.x()
  %898 = and i32 %897, 31
  %899 = xor i32 %898, 8
  %900 = shl i32 %899, 2
  %901 = call i32 @llvm.amdgcn.ds.bpermute(i32 %900, i32 %896)
  %902 = bitcast i32 %901 to float
  %903 = fadd float %895, %902
  %904 = bitcast float %903 to i32
  %905 = call i32 @llvm.amdgcn.workitem.id.x()
  %906 = and i32 %905, 31
  %907 = xor i32 %906, 4
  %908 = shl i32 %907, 2
  %909 = call i32 @llvm.amdgcn.ds.bpermute(i32 %908, i32 %904)
  %910 = bitcast i32 %909 to float
  %911 = fadd float %903, %910
  %912 = bitcast float %911 to i32
  %913 = call i32 @llvm.amdgcn.workitem.id.x()
  %914 = and i32 %913, 31
  %915 = xor i32 %914, 2
  %916 = shl i32 %915, 2
  %917 = call i32 @llvm.amdgcn.ds.bpermute(i32 %916, i32 %912)
  %918 = bitcast i32 %917 to float
  %919 = fadd float %911, %918
  %920 = bitcast float %919 to i32
  %921 = call i32 @llvm.amdgcn.workitem.id.x()
  %922 = and i32 %921, 31
  %923 = xor i32 %922, 1
  %924 = shl i32 %923, 2
  %925 = call i32 @llvm.amdgcn.ds.bpermute(i32 %924, i32 %920)
  %926 = bitcast i32 %925 to float
  %927 = fadd float %919, %926
  %928 = icmp slt i32 %439, %128
  %929 = icmp sge i32 %439, %133
  %930 = and i1 %928, %929
  %931 = fmul float %927, %8
  %932 = load float, ptr addrspace(5) %v18, align 4
  %933 = fcmp ogt float %931, %932
  %934 = select i1 %933, float %931, float %932
  %935 = fsub float %932, %934
  %936 = fmul float %935, 0x3FF7154760000000
  %937 = fcmp olt float %936, -1.260000e+02
  %938 = fcmp ogt float %936, 1.270000e+02
  %939 = select i1 %937, float -1.260000e+02, float %936
  %940 = select i1 %938, float 1.270000e+02, float %939
  %941 = fadd float %940, 5.000000e-01
  %942 = call float @llvm.floor.f32(float %941)
  %943 = fsub float %940, %942
  %944 = fmul float 0x3EEFFCBFC0000000, %943
  %945 = fadd float %944, 0x3F24309120000000
  %946 = fmul float %945, %943
  %947 = fadd float %946, 0x3F55D87FE0000000
  %948 = fmul float %947, %943
  %949 = fadd float %948, 0x3F83B2AB60000000
  %950 = fmul float %949, %943
  %951 = fadd float %950, 0x3FAC6B08E0000000
  %952 = fmul float %951, %943
  %953 = fadd float %952, 0x3FCEBFBE00000000
  %954 = fmul float %953, %943
  %955 = fadd float %954, 0x3FE62E4300000000
  %956 = fmul float %955, %943
  %957 = fadd float %956, 1.000000e+00
  %958 = fptosi float %942 to i32
  %959 = add i32 %958, 127
  %960 = shl i32 %959, 23
  %961 = bitcast i32 %960 to float
  %962 = fmul float %957, %961
  %963 = select i1 %937, float 0.000000e+00, float %962
  %964 = select i1 %938, float 0x7FF0000000000000, float %963
  %965 = fcmp uno float %936, %936
  %966 = select i1 %965, float %936, float %964
  %967 = fsub float %931, %934
  %968 = fmul float %967, 0x3FF7154760000000
  %969 = fcmp olt float %968, -1.260000e+02
  %970 = fcmp ogt float %968, 1.270000e+02
  %971 = select i1 %969, float -1.260000e+02, float %968
  %972 = select i1 %970, float 1.270000e+02, float %971
  %973 = fadd float %972, 5.000000e-01
  %974 = call float @llvm.floor.f32(float %973)
  %975 = fsub float %972, %974
  %976 = fmul float 0x3EEFFCBFC0000000, %975
  %977 = fadd float %976, 0x3F24309120000000
  %978 = fmul float %977, %975
  %979 = fadd float %978, 0x3F55D87FE0000000
  %980 = fmul float %979, %975
  %981 = fadd float %980, 0x3F83B2AB60000000
  %982 = fmul float %981, %975
  %983 = fadd float %982, 0x3FAC6B08E0000000
  %984 = fmul float %983, %975
  %985 = fadd float %984, 0x3FCEBFBE00000000
  %986 = fmul float %985, %975
  %987 = fadd float %986, 0x3FE62E4300000000
  %988 = fmul float %987, %975
  %989 = fadd float %988, 1.000000e+00
  %990 = fptosi float %974 to i32
  %991 = add i32 %990, 127
  %992 = shl i32 %991, 23
  %993 = bitcast i32 %992 to float
  %994 = fmul float %989, %993
  %995 = select i1 %969, float 0.000000e+00, float %994
  %996 = select i1 %970, float 0x7FF0000000000000, float %995
  %997 = fcmp uno float %968, %968
  %998 = select i1 %997, float %968, float %996
  %999 = load float, ptr addrspace(5) %v19, align 4
  %1000 = fmul float %999, %966
  %1001 = fadd float %1000, %998
  %1002 = load float, ptr addrspace(5) %v19, align 4
  %1003 = select i1 %930, float %1001, float %1002
  store float %1003, ptr addrspace(5) %v19, align 4
  %1004 = load float, ptr addrspace(5) %v10, align 4
  %1005 = fmul float %998, %472
  %1006 = fmul float %1004, %966
  %1007 = fadd float %1006, %1005
  %1008 = select i1 %930, float %1007, float %1004
  store float %1008, ptr addrspace(5) %v10, align 4
  %1009 = load float, ptr addrspace(5) %v11, align 4
  %1010 = fmul float %998, %502
  %1011 = fmul float %1009, %966
  %1012 = fadd float %1011, %1010
  %1013 = select i1 %930, float %1012, float %1009
  store float %1013, ptr addrspace(5) %v11, align 4
  %1014 = load float, ptr addrspace(5) %v12, align 4
  %1015 = fmul float %998, %532
  %1016 = fmul float %1014, %966
  %1017 = fadd float %1016, %1015
  %1018 = select i1 %930, float %1017, float %1014
  store float %1018, ptr addrspace(5) %v12, align 4
  %1019 = load float, ptr addrspace(5) %v13, align 4
  %1020 = fmul float %998, %562
  %1021 = fmul float %1019, %966
  %1022 = fadd float %1021, %1020
  %1023 = select i1 %930, float %1022, float %1019
  store float %1023, ptr addrspace(5) %v13, align 4
  %1024 = load float, ptr addrspace(5) %v14, align 4
  %1025 = fmul float %998, %592
  %1026 = fmul float %1024, %966
  %1027 = fadd float %1026, %1025
  %1028 = select i1 %930, float %1027, float %1024
  store float %1028, ptr addrspace(5) %v14, align 4
  %1029 = load float, ptr addrspace(5) %v15, align 4
  %1030 = fmul float %998, %622
  %1031 = fmul float %1029, %966
  %1032 = fadd float %1031, %1030
  %1033 = select i1 %930, float %1032, float %1029
  store float %1033, ptr addrspace(5) %v15, align 4
  %1034 = load float, ptr addrspace(5) %v16, align 4
  %1035 = fmul float %998, %652
  %1036 = fmul float %1034, %966
  %1037 = fadd float %1036, %1035
  %1038 = select i1 %930, float %1037, float %1034
  store float %1038, ptr addrspace(5) %v16, align 4
  %1039 = load float, ptr addrspace(5) %v17, align 4
  %1040 = fmul float %998, %682
  %1041 = fmul float %1039, %966
  %1042 = fadd float %1041, %1040
  %1043 = select i1 %930, float %1042, float %1039
  store float %1043, ptr addrspace(5) %v17, align 4
  %1044 = select i1 %930, float %934, float %932
  store float %1044, ptr addrspace(5) %v18, align 4
  %1045 = fmul float %230, %458
  %1046 = select i1 %380, float %1045, float 0.000000e+00
  %1047 = fadd float 0.000000e+00, %1046
  %1048 = fmul float %239, %488
  %1049 = select i1 %382, float %1048, float 0.000000e+00
  %1050 = fadd float %1047, %1049
  %1051 = fmul float %248, %518
  %1052 = select i1 %384, float %1051, float 0.000000e+00
  %1053 = fadd float %1050, %1052
  %1054 = fmul float %257, %548
  %1055 = select i1 %386, float %1054, float 0.000000e+00
  %1056 = fadd float %1053, %1055
  %1057 = fmul float %266, %578
  %1058 = select i1 %388, float %1057, float 0.000000e+00
  %1059 = fadd float %1056, %1058
  %1060 = fmul float %275, %608
  %1061 = select i1 %390, float %1060, float 0.000000e+00
  %1062 = fadd float %1059, %1061
  %1063 = fmul float %284, %638
  %1064 = select i1 %392, float %1063, float 0.000000e+00
  %1065 = fadd float %1062, %1064
  %1066 = fmul float %293, %668
  %1067 = select i1 %394, float %1066, float 0.000000e+00
  %1068 = fadd float %1065, %1067
  %1069 = bitcast float %1068 to i32
  %1070 = call i32 @llvm.amdgcn.workitem.id.x()
  %1071 = and i32 %1070, 31
  %1072 = xor i32 %1071, 16
  %1073 = shl i32 %1072, 2
  %1074 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1073, i32 %1069)
  %1075 = bitcast i32 %1074 to float
  %1076 = fadd float %1068, %1075
  %1077 = bitcast float %1076 to i32
  %1078 = call i32 @llvm.amdgcn.workitem.id.x()
  %1079 = and i32 %1078, 31
  %1080 = xor i32 %1079, 8
  %1081 = shl i32 %1080, 2
  %1082 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1081, i32 %1077)
  %1083 = bitcast i32 %1082 to float
  %1084 = fadd float %1076, %1083
  %1085 = bitcast float %1084 to i32
  %1086 = call i32 @llvm.amdgcn.workitem.id.x()
  %1087 = and i32 %1086, 31
  %1088 = xor i32 %1087, 4
  %1089 = shl i32 %1088, 2
  %1090 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1089, i32 %1085)
  %1091 = bitcast i32 %1090 to float
  %1092 = fadd float %1084, %1091
  %1093 = bitcast float %1092 to i32
  %1094 = call i32 @llvm.amdgcn.workitem.id.x()
  %1095 = and i32 %1094, 31
  %1096 = xor i32 %1095, 2
  %1097 = shl i32 %1096, 2
  %1098 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1097, i32 %1093)
  %1099 = bitcast i32 %1098 to float
  %1100 = fadd float %1092, %1099
  %1101 = bitcast float %1100 to i32
  %1102 = call i32 @llvm.amdgcn.workitem.id.x()
  %1103 = and i32 %1102, 31
  %1104 = xor i32 %1103, 1
  %1105 = shl i32 %1104, 2
  %1106 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1105, i32 %1101)
  %1107 = bitcast i32 %1106 to float
  %1108 = fadd float %1100, %1107
  %1109 = icmp slt i32 %439, %213
  %1110 = icmp sge i32 %439, %218
  %1111 = and i1 %1109, %1110
  %1112 = fmul float %1108, %8
  %1113 = load float, ptr addrspace(5) %v28, align 4
  %1114 = fcmp ogt float %1112, %1113
  %1115 = select i1 %1114, float %1112, float %1113
  %1116 = fsub float %1113, %1115
  %1117 = fmul float %1116, 0x3FF7154760000000
  %1118 = fcmp olt float %1117, -1.260000e+02
  %1119 = fcmp ogt float %1117, 1.270000e+02
  %1120 = select i1 %1118, float -1.260000e+02, float %1117
  %1121 = select i1 %1119, float 1.270000e+02, float %1120
  %1122 = fadd float %1121, 5.000000e-01
  %1123 = call float @llvm.floor.f32(float %1122)
  %1124 = fsub float %1121, %1123
  %1125 = fmul float 0x3EEFFCBFC0000000, %1124
  %1126 = fadd float %1125, 0x3F24309120000000
  %1127 = fmul float %1126, %1124
  %1128 = fadd float %1127, 0x3F55D87FE0000000
  %1129 = fmul float %1128, %1124
  %1130 = fadd float %1129, 0x3F83B2AB60000000
  %1131 = fmul float %1130, %1124
  %1132 = fadd float %1131, 0x3FAC6B08E0000000
  %1133 = fmul float %1132, %1124
  %1134 = fadd float %1133, 0x3FCEBFBE00000000
  %1135 = fmul float %1134, %1124
  %1136 = fadd float %1135, 0x3FE62E4300000000
  %1137 = fmul float %1136, %1124
  %1138 = fadd float %1137, 1.000000e+00
  %1139 = fptosi float %1123 to i32
  %1140 = add i32 %1139, 127
  %1141 = shl i32 %1140, 23
  %1142 = bitcast i32 %1141 to float
  %1143 = fmul float %1138, %1142
  %1144 = select i1 %1118, float 0.000000e+00, float %1143
  %1145 = select i1 %1119, float 0x7FF0000000000000, float %1144
  %1146 = fcmp uno float %1117, %1117
  %1147 = select i1 %1146, float %1117, float %1145
  %1148 = fsub float %1112, %1115
  %1149 = fmul float %1148, 0x3FF7154760000000
  %1150 = fcmp olt float %1149, -1.260000e+02
  %1151 = fcmp ogt float %1149, 1.270000e+02
  %1152 = select i1 %1150, float -1.260000e+02, float %1149
  %1153 = select i1 %1151, float 1.270000e+02, float %1152
  %1154 = fadd float %1153, 5.000000e-01
  %1155 = call float @llvm.floor.f32(float %1154)
  %1156 = fsub float %1153, %1155
  %1157 = fmul float 0x3EEFFCBFC0000000, %1156
  %1158 = fadd float %1157, 0x3F24309120000000
  %1159 = fmul float %1158, %1156
  %1160 = fadd float %1159, 0x3F55D87FE0000000
  %1161 = fmul float %1160, %1156
  %1162 = fadd float %1161, 0x3F83B2AB60000000
  %1163 = fmul float %1162, %1156
  %1164 = fadd float %1163, 0x3FAC6B08E0000000
  %1165 = fmul float %1164, %1156
  %1166 = fadd float %1165, 0x3FCEBFBE00000000
  %1167 = fmul float %1166, %1156
  %1168 = fadd float %1167, 0x3FE62E4300000000
  %1169 = fmul float %1168, %1156
  %1170 = fadd float %1169, 1.000000e+00
  %1171 = fptosi float %1155 to i32
  %1172 = add i32 %1171, 127
  %1173 = shl i32 %1172, 23
  %1174 = bitcast i32 %1173 to float
  %1175 = fmul float %1170, %1174
  %1176 = select i1 %1150, float 0.000000e+00, float %1175
  %1177 = select i1 %1151, float 0x7FF0000000000000, float %1176
  %1178 = fcmp uno float %1149, %1149
  %1179 = select i1 %1178, float %1149, float %1177
  %1180 = load float, ptr addrspace(5) %v29, align 4
  %1181 = fmul float %1180, %1147
  %1182 = fadd float %1181, %1179
  %1183 = load float, ptr addrspace(5) %v29, align 4
  %1184 = select i1 %1111, float %1182, float %1183
  store float %1184, ptr addrspace(5) %v29, align 4
  %1185 = load float, ptr addrspace(5) %v20, align 4
  %1186 = fmul float %1179, %472
  %1187 = fmul float %1185, %1147
  %1188 = fadd float %1187, %1186
  %1189 = select i1 %1111, float %1188, float %1185
  store float %1189, ptr addrspace(5) %v20, align 4
  %1190 = load float, ptr addrspace(5) %v21, align 4
  %1191 = fmul float %1179, %502
  %1192 = fmul float %1190, %1147
  %1193 = fadd float %1192, %1191
  %1194 = select i1 %1111, float %1193, float %1190
  store float %1194, ptr addrspace(5) %v21, align 4
  %1195 = load float, ptr addrspace(5) %v22, align 4
  %1196 = fmul float %1179, %532
  %1197 = fmul float %1195, %1147
  %1198 = fadd float %1197, %1196
  %1199 = select i1 %1111, float %1198, float %1195
  store float %1199, ptr addrspace(5) %v22, align 4
  %1200 = load float, ptr addrspace(5) %v23, align 4
  %1201 = fmul float %1179, %562
  %1202 = fmul float %1200, %1147
  %1203 = fadd float %1202, %1201
  %1204 = select i1 %1111, float %1203, float %1200
  store float %1204, ptr addrspace(5) %v23, align 4
  %1205 = load float, ptr addrspace(5) %v24, align 4
  %1206 = fmul float %1179, %592
  %1207 = fmul float %1205, %1147
  %1208 = fadd float %1207, %1206
  %1209 = select i1 %1111, float %1208, float %1205
  store float %1209, ptr addrspace(5) %v24, align 4
  %1210 = load float, ptr addrspace(5) %v25, align 4
  %1211 = fmul float %1179, %622
  %1212 = fmul float %1210, %1147
  %1213 = fadd float %1212, %1211
  %1214 = select i1 %1111, float %1213, float %1210
  store float %1214, ptr addrspace(5) %v25, align 4
  %1215 = load float, ptr addrspace(5) %v26, align 4
  %1216 = fmul float %1179, %652
  %1217 = fmul float %1215, %1147
  %1218 = fadd float %1217, %1216
  %1219 = select i1 %1111, float %1218, float %1215
  store float %1219, ptr addrspace(5) %v26, align 4
  %1220 = load float, ptr addrspace(5) %v27, align 4
  %1221 = fmul float %1179, %682
  %1222 = fmul float %1220, %1147
  %1223 = fadd float %1222, %1221
  %1224 = select i1 %1111, float %1223, float %1220
  store float %1224, ptr addrspace(5) %v27, align 4
  %1225 = select i1 %1111, float %1115, float %1113
  store float %1225, ptr addrspace(5) %v28, align 4
  %1226 = fmul float %315, %458
  %1227 = select i1 %380, float %1226, float 0.000000e+00
  %1228 = fadd float 0.000000e+00, %1227
  %1229 = fmul float %324, %488
  %1230 = select i1 %382, float %1229, float 0.000000e+00
  %1231 = fadd float %1228, %1230
  %1232 = fmul float %333, %518
  %1233 = select i1 %384, float %1232, float 0.000000e+00
  %1234 = fadd float %1231, %1233
  %1235 = fmul float %342, %548
  %1236 = select i1 %386, float %1235, float 0.000000e+00
  %1237 = fadd float %1234, %1236
  %1238 = fmul float %351, %578
  %1239 = select i1 %388, float %1238, float 0.000000e+00
  %1240 = fadd float %1237, %1239
  %1241 = fmul float %360, %608
  %1242 = select i1 %390, float %1241, float 0.000000e+00
  %1243 = fadd float %1240, %1242
  %1244 = fmul float %369, %638
  %1245 = select i1 %392, float %1244, float 0.000000e+00
  %1246 = fadd float %1243, %1245
  %1247 = fmul float %378, %668
  %1248 = select i1 %394, float %1247, float 0.000000e+00
  %1249 = fadd float %1246, %1248
  %1250 = bitcast float %1249 to i32
  %1251 = call i32 @llvm.amdgcn.workitem.id.x()
  %1252 = and i32 %1251, 31
  %1253 = xor i32 %1252, 16
  %1254 = shl i32 %1253, 2
  %1255 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1254, i32 %1250)
  %1256 = bitcast i32 %1255 to float
  %1257 = fadd float %1249, %1256
  %1258 = bitcast float %1257 to i32
  %1259 = call i32 @llvm.amdgcn.workitem.id.x()
  %1260 = and i32 %1259, 31
  %1261 = xor i32 %1260, 8
  %1262 = shl i32 %1261, 2
  %1263 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1262, i32 %1258)
  %1264 = bitcast i32 %1263 to float
  %1265 = fadd float %1257, %1264
  %1266 = bitcast float %1265 to i32
  %1267 = call i32 @llvm.amdgcn.workitem.id.x()
  %1268 = and i32 %1267, 31
  %1269 = xor i32 %1268, 4
  %1270 = shl i32 %1269, 2
  %1271 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1270, i32 %1266)
  %1272 = bitcast i32 %1271 to float
  %1273 = fadd float %1265, %1272
  %1274 = bitcast float %1273 to i32
  %1275 = call i32 @llvm.amdgcn.workitem.id.x()
  %1276 = and i32 %1275, 31
  %1277 = xor i32 %1276, 2
  %1278 = shl i32 %1277, 2
  %1279 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1278, i32 %1274)
  %1280 = bitcast i32 %1279 to float
  %1281 = fadd float %1273, %1280
  %1282 = bitcast float %1281 to i32
  %1283 = call i32 @llvm.amdgcn.workitem.id.x()
  %1284 = and i32 %1283, 31
  %1285 = xor i32 %1284, 1
  %1286 = shl i32 %1285, 2
  %1287 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1286, i32 %1282)
  %1288 = bitcast i32 %1287 to float
  %1289 = fadd float %1281, %1288
  %1290 = icmp slt i32 %439, %298
  %1291 = icmp sge i32 %439, %303
  %1292 = and i1 %1290, %1291
  %1293 = fmul float %1289, %8
  %1294 = load float, ptr addrspace(5) %v38, align 4
  %1295 = fcmp ogt float %1293, %1294
  %1296 = select i1 %1295, float %1293, float %1294
  %1297 = fsub float %1294, %1296
  %1298 = fmul float %1297, 0x3FF7154760000000
  %1299 = fcmp olt float %1298, -1.260000e+02
  %1300 = fcmp ogt float %1298, 1.270000e+02
  %1301 = select i1 %1299, float -1.260000e+02, float %1298
  %1302 = select i1 %1300, float 1.270000e+02, float %1301
  %1303 = fadd float %1302, 5.000000e-01
  %1304 = call float @llvm.floor.f32(float %1303)
  %1305 = fsub float %1302, %1304
  %1306 = fmul float 0x3EEFFCBFC0000000, %1305
  %1307 = fadd float %1306, 0x3F24309120000000
  %1308 = fmul float %1307, %1305
  %1309 = fadd float %1308, 0x3F55D87FE0000000
  %1310 = fmul float %1309, %1305
  %1311 = fadd float %1310, 0x3F83B2AB60000000
  %1312 = fmul float %1311, %1305
  %1313 = fadd float %1312, 0x3FAC6B08E0000000
  %1314 = fmul float %1313, %1305
  %1315 = fadd float %1314, 0x3FCEBFBE00000000
  %1316 = fmul float %1315, %1305
  %1317 = fadd float %1316, 0x3FE62E4300000000
  %1318 = fmul float %1317, %1305
  %1319 = fadd float %1318, 1.000000e+00
  %1320 = fptosi float %1304 to i32
  %1321 = add i32 %1320, 127
  %1322 = shl i32 %1321, 23
  %1323 = bitcast i32 %1322 to float
  %1324 = fmul float %1319, %1323
  %1325 = select i1 %1299, float 0.000000e+00, float %1324
  %1326 = select i1 %1300, float 0x7FF0000000000000, float %1325
  %1327 = fcmp uno float %1298, %1298
  %1328 = select i1 %1327, float %1298, float %1326
  %1329 = fsub float %1293, %1296
  %1330 = fmul float %1329, 0x3FF7154760000000
  %1331 = fcmp olt float %1330, -1.260000e+02
  %1332 = fcmp ogt float %1330, 1.270000e+02
  %1333 = select i1 %1331, float -1.260000e+02, float %1330
  %1334 = select i1 %1332, float 1.270000e+02, float %1333
  %1335 = fadd float %1334, 5.000000e-01
  %1336 = call float @llvm.floor.f32(float %1335)
  %1337 = fsub float %1334, %1336
  %1338 = fmul float 0x3EEFFCBFC0000000, %1337
  %1339 = fadd float %1338, 0x3F24309120000000
  %1340 = fmul float %1339, %1337
  %1341 = fadd float %1340, 0x3F55D87FE0000000
  %1342 = fmul float %1341, %1337
  %1343 = fadd float %1342, 0x3F83B2AB60000000
  %1344 = fmul float %1343, %1337
  %1345 = fadd float %1344, 0x3FAC6B08E0000000
  %1346 = fmul float %1345, %1337
  %1347 = fadd float %1346, 0x3FCEBFBE00000000
  %1348 = fmul float %1347, %1337
  %1349 = fadd float %1348, 0x3FE62E4300000000
  %1350 = fmul float %1349, %1337
  %1351 = fadd float %1350, 1.000000e+00
  %1352 = fptosi float %1336 to i32
  %1353 = add i32 %1352, 127
  %1354 = shl i32 %1353, 23
  %1355 = bitcast i32 %1354 to float
  %1356 = fmul float %1351, %1355
  %1357 = select i1 %1331, float 0.000000e+00, float %1356
  %1358 = select i1 %1332, float 0x7FF0000000000000, float %1357
  %1359 = fcmp uno float %1330, %1330
  %1360 = select i1 %1359, float %1330, float %1358
  %1361 = load float, ptr addrspace(5) %v39, align 4
  %1362 = fmul float %1361, %1328
  %1363 = fadd float %1362, %1360
  %1364 = load float, ptr addrspace(5) %v39, align 4
  %1365 = select i1 %1292, float %1363, float %1364
  store float %1365, ptr addrspace(5) %v39, align 4
  %1366 = load float, ptr addrspace(5) %v30, align 4
  %1367 = fmul float %1360, %472
  %1368 = fmul float %1366, %1328
  %1369 = fadd float %1368, %1367
  %1370 = select i1 %1292, float %1369, float %1366
  store float %1370, ptr addrspace(5) %v30, align 4
  %1371 = load float, ptr addrspace(5) %v31, align 4
  %1372 = fmul float %1360, %502
  %1373 = fmul float %1371, %1328
  %1374 = fadd float %1373, %1372
  %1375 = select i1 %1292, float %1374, float %1371
  store float %1375, ptr addrspace(5) %v31, align 4
  %1376 = load float, ptr addrspace(5) %v32, align 4
  %1377 = fmul float %1360, %532
  %1378 = fmul float %1376, %1328
  %1379 = fadd float %1378, %1377
  %1380 = select i1 %1292, float %1379, float %1376
  store float %1380, ptr addrspace(5) %v32, align 4
  %1381 = load float, ptr addrspace(5) %v33, align 4
  %1382 = fmul float %1360, %562
  %1383 = fmul float %1381, %1328
  %1384 = fadd float %1383, %1382
  %1385 = select i1 %1292, float %1384, float %1381
  store float %1385, ptr addrspace(5) %v33, align 4
  %1386 = load float, ptr addrspace(5) %v34, align 4
  %1387 = fmul float %1360, %592
  %1388 = fmul float %1386, %1328
  %1389 = fadd float %1388, %1387
  %1390 = select i1 %1292, float %1389, float %1386
  store float %1390, ptr addrspace(5) %v34, align 4
  %1391 = load float, ptr addrspace(5) %v35, align 4
  %1392 = fmul float %1360, %622
  %1393 = fmul float %1391, %1328
  %1394 = fadd float %1393, %1392
  %1395 = select i1 %1292, float %1394, float %1391
  store float %1395, ptr addrspace(5) %v35, align 4
  %1396 = load float, ptr addrspace(5) %v36, align 4
  %1397 = fmul float %1360, %652
  %1398 = fmul float %1396, %1328
  %1399 = fadd float %1398, %1397
  %1400 = select i1 %1292, float %1399, float %1396
  store float %1400, ptr addrspace(5) %v36, align 4
  %1401 = load float, ptr addrspace(5) %v37, align 4
  %1402 = fmul float %1360, %682
  %1403 = fmul float %1401, %1328
  %1404 = fadd float %1403, %1402
  %1405 = select i1 %1292, float %1404, float %1401
  store float %1405, ptr addrspace(5) %v37, align 4
  %1406 = select i1 %1292, float %1296, float %1294
  store float %1406, ptr addrspace(5) %v38, align 4
  %1407 = load i32, ptr addrspace(5) %v40, align 4
  %1408 = add i32 %1407, 4
  store i32 %1408, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1409 = add i32 0, %17
  %1410 = mul i32 %1409, 256
  %1411 = load float, ptr addrspace(5) %v, align 4
  br i1 %380, label %then, label %endif

then:                                             ; preds = %done
  %1412 = add i32 %1410, %379
  %1413 = sext i32 %1412 to i64
  %1414 = mul i64 %1413, 4
  %1415 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1414
  store float %1411, ptr addrspace(3) %1415, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1416 = load float, ptr addrspace(5) %v1, align 4
  br i1 %382, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1417 = add i32 %1410, %381
  %1418 = sext i32 %1417 to i64
  %1419 = mul i64 %1418, 4
  %1420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1419
  store float %1416, ptr addrspace(3) %1420, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1421 = load float, ptr addrspace(5) %v2, align 4
  br i1 %384, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1422 = add i32 %1410, %383
  %1423 = sext i32 %1422 to i64
  %1424 = mul i64 %1423, 4
  %1425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1424
  store float %1421, ptr addrspace(3) %1425, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1426 = load float, ptr addrspace(5) %v3, align 4
  br i1 %386, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1427 = add i32 %1410, %385
  %1428 = sext i32 %1427 to i64
  %1429 = mul i64 %1428, 4
  %1430 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1429
  store float %1426, ptr addrspace(3) %1430, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1431 = load float, ptr addrspace(5) %v4, align 4
  br i1 %388, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1432 = add i32 %1410, %387
  %1433 = sext i32 %1432 to i64
  %1434 = mul i64 %1433, 4
  %1435 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1434
  store float %1431, ptr addrspace(3) %1435, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1436 = load float, ptr addrspace(5) %v5, align 4
  br i1 %390, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1437 = add i32 %1410, %389
  %1438 = sext i32 %1437 to i64
  %1439 = mul i64 %1438, 4
  %1440 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1439
  store float %1436, ptr addrspace(3) %1440, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1441 = load float, ptr addrspace(5) %v6, align 4
  br i1 %392, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1442 = add i32 %1410, %391
  %1443 = sext i32 %1442 to i64
  %1444 = mul i64 %1443, 4
  %1445 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1444
  store float %1441, ptr addrspace(3) %1445, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1446 = load float, ptr addrspace(5) %v7, align 4
  br i1 %394, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1447 = add i32 %1410, %393
  %1448 = sext i32 %1447 to i64
  %1449 = mul i64 %1448, 4
  %1450 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1449
  store float %1446, ptr addrspace(3) %1450, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1451 = icmp eq i32 %15, 0
  %1452 = load float, ptr addrspace(5) %v8, align 4
  %1453 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1451, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1454 = mul i32 %1409, 2
  %1455 = sext i32 %1454 to i64
  %1456 = mul i64 %1455, 4
  %1457 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1456
  store float %1452, ptr addrspace(3) %1457, align 4
  %1458 = add i32 %1454, 1
  %1459 = sext i32 %1458 to i64
  %1460 = mul i64 %1459, 4
  %1461 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1460
  store float %1453, ptr addrspace(3) %1461, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1462 = add i32 4, %17
  %1463 = mul i32 %1462, 256
  %1464 = load float, ptr addrspace(5) %v10, align 4
  br i1 %380, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1465 = add i32 %1463, %379
  %1466 = sext i32 %1465 to i64
  %1467 = mul i64 %1466, 4
  %1468 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1467
  store float %1464, ptr addrspace(3) %1468, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1469 = load float, ptr addrspace(5) %v11, align 4
  br i1 %382, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1470 = add i32 %1463, %381
  %1471 = sext i32 %1470 to i64
  %1472 = mul i64 %1471, 4
  %1473 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1472
  store float %1469, ptr addrspace(3) %1473, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1474 = load float, ptr addrspace(5) %v12, align 4
  br i1 %384, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1475 = add i32 %1463, %383
  %1476 = sext i32 %1475 to i64
  %1477 = mul i64 %1476, 4
  %1478 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1477
  store float %1474, ptr addrspace(3) %1478, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1479 = load float, ptr addrspace(5) %v13, align 4
  br i1 %386, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1480 = add i32 %1463, %385
  %1481 = sext i32 %1480 to i64
  %1482 = mul i64 %1481, 4
  %1483 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1482
  store float %1479, ptr addrspace(3) %1483, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1484 = load float, ptr addrspace(5) %v14, align 4
  br i1 %388, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1485 = add i32 %1463, %387
  %1486 = sext i32 %1485 to i64
  %1487 = mul i64 %1486, 4
  %1488 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1487
  store float %1484, ptr addrspace(3) %1488, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1489 = load float, ptr addrspace(5) %v15, align 4
  br i1 %390, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1490 = add i32 %1463, %389
  %1491 = sext i32 %1490 to i64
  %1492 = mul i64 %1491, 4
  %1493 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1492
  store float %1489, ptr addrspace(3) %1493, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1494 = load float, ptr addrspace(5) %v16, align 4
  br i1 %392, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1495 = add i32 %1463, %391
  %1496 = sext i32 %1495 to i64
  %1497 = mul i64 %1496, 4
  %1498 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1497
  store float %1494, ptr addrspace(3) %1498, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1499 = load float, ptr addrspace(5) %v17, align 4
  br i1 %394, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1500 = add i32 %1463, %393
  %1501 = sext i32 %1500 to i64
  %1502 = mul i64 %1501, 4
  %1503 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1502
  store float %1499, ptr addrspace(3) %1503, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1504 = icmp eq i32 %15, 0
  %1505 = load float, ptr addrspace(5) %v18, align 4
  %1506 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1504, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1507 = mul i32 %1462, 2
  %1508 = sext i32 %1507 to i64
  %1509 = mul i64 %1508, 4
  %1510 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1509
  store float %1505, ptr addrspace(3) %1510, align 4
  %1511 = add i32 %1507, 1
  %1512 = sext i32 %1511 to i64
  %1513 = mul i64 %1512, 4
  %1514 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1513
  store float %1506, ptr addrspace(3) %1514, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1515 = add i32 8, %17
  %1516 = mul i32 %1515, 256
  %1517 = load float, ptr addrspace(5) %v20, align 4
  br i1 %380, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1518 = add i32 %1516, %379
  %1519 = sext i32 %1518 to i64
  %1520 = mul i64 %1519, 4
  %1521 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1520
  store float %1517, ptr addrspace(3) %1521, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1522 = load float, ptr addrspace(5) %v21, align 4
  br i1 %382, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1523 = add i32 %1516, %381
  %1524 = sext i32 %1523 to i64
  %1525 = mul i64 %1524, 4
  %1526 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1525
  store float %1522, ptr addrspace(3) %1526, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1527 = load float, ptr addrspace(5) %v22, align 4
  br i1 %384, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1528 = add i32 %1516, %383
  %1529 = sext i32 %1528 to i64
  %1530 = mul i64 %1529, 4
  %1531 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1530
  store float %1527, ptr addrspace(3) %1531, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1532 = load float, ptr addrspace(5) %v23, align 4
  br i1 %386, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1533 = add i32 %1516, %385
  %1534 = sext i32 %1533 to i64
  %1535 = mul i64 %1534, 4
  %1536 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1535
  store float %1532, ptr addrspace(3) %1536, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1537 = load float, ptr addrspace(5) %v24, align 4
  br i1 %388, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1538 = add i32 %1516, %387
  %1539 = sext i32 %1538 to i64
  %1540 = mul i64 %1539, 4
  %1541 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1540
  store float %1537, ptr addrspace(3) %1541, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1542 = load float, ptr addrspace(5) %v25, align 4
  br i1 %390, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1543 = add i32 %1516, %389
  %1544 = sext i32 %1543 to i64
  %1545 = mul i64 %1544, 4
  %1546 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1545
  store float %1542, ptr addrspace(3) %1546, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1547 = load float, ptr addrspace(5) %v26, align 4
  br i1 %392, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1548 = add i32 %1516, %391
  %1549 = sext i32 %1548 to i64
  %1550 = mul i64 %1549, 4
  %1551 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1550
  store float %1547, ptr addrspace(3) %1551, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1552 = load float, ptr addrspace(5) %v27, align 4
  br i1 %394, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1553 = add i32 %1516, %393
  %1554 = sext i32 %1553 to i64
  %1555 = mul i64 %1554, 4
  %1556 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1555
  store float %1552, ptr addrspace(3) %1556, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1557 = icmp eq i32 %15, 0
  %1558 = load float, ptr addrspace(5) %v28, align 4
  %1559 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1557, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1560 = mul i32 %1515, 2
  %1561 = sext i32 %1560 to i64
  %1562 = mul i64 %1561, 4
  %1563 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1562
  store float %1558, ptr addrspace(3) %1563, align 4
  %1564 = add i32 %1560, 1
  %1565 = sext i32 %1564 to i64
  %1566 = mul i64 %1565, 4
  %1567 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1566
  store float %1559, ptr addrspace(3) %1567, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1568 = add i32 12, %17
  %1569 = mul i32 %1568, 256
  %1570 = load float, ptr addrspace(5) %v30, align 4
  br i1 %380, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1571 = add i32 %1569, %379
  %1572 = sext i32 %1571 to i64
  %1573 = mul i64 %1572, 4
  %1574 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1573
  store float %1570, ptr addrspace(3) %1574, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1575 = load float, ptr addrspace(5) %v31, align 4
  br i1 %382, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1576 = add i32 %1569, %381
  %1577 = sext i32 %1576 to i64
  %1578 = mul i64 %1577, 4
  %1579 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1578
  store float %1575, ptr addrspace(3) %1579, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1580 = load float, ptr addrspace(5) %v32, align 4
  br i1 %384, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1581 = add i32 %1569, %383
  %1582 = sext i32 %1581 to i64
  %1583 = mul i64 %1582, 4
  %1584 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1583
  store float %1580, ptr addrspace(3) %1584, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1585 = load float, ptr addrspace(5) %v33, align 4
  br i1 %386, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1586 = add i32 %1569, %385
  %1587 = sext i32 %1586 to i64
  %1588 = mul i64 %1587, 4
  %1589 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1588
  store float %1585, ptr addrspace(3) %1589, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1590 = load float, ptr addrspace(5) %v34, align 4
  br i1 %388, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1591 = add i32 %1569, %387
  %1592 = sext i32 %1591 to i64
  %1593 = mul i64 %1592, 4
  %1594 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1593
  store float %1590, ptr addrspace(3) %1594, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1595 = load float, ptr addrspace(5) %v35, align 4
  br i1 %390, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1596 = add i32 %1569, %389
  %1597 = sext i32 %1596 to i64
  %1598 = mul i64 %1597, 4
  %1599 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1598
  store float %1595, ptr addrspace(3) %1599, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1600 = load float, ptr addrspace(5) %v36, align 4
  br i1 %392, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1601 = add i32 %1569, %391
  %1602 = sext i32 %1601 to i64
  %1603 = mul i64 %1602, 4
  %1604 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1603
  store float %1600, ptr addrspace(3) %1604, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1605 = load float, ptr addrspace(5) %v37, align 4
  br i1 %394, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1606 = add i32 %1569, %393
  %1607 = sext i32 %1606 to i64
  %1608 = mul i64 %1607, 4
  %1609 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1608
  store float %1605, ptr addrspace(3) %1609, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1610 = icmp eq i32 %15, 0
  %1611 = load float, ptr addrspace(5) %v38, align 4
  %1612 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1610, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1613 = mul i32 %1568, 2
  %1614 = sext i32 %1613 to i64
  %1615 = mul i64 %1614, 4
  %1616 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1615
  store float %1611, ptr addrspace(3) %1616, align 4
  %1617 = add i32 %1613, 1
  %1618 = sext i32 %1617 to i64
  %1619 = mul i64 %1618, 4
  %1620 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1619
  store float %1612, ptr addrspace(3) %1620, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1621 = load float, ptr addrspace(3) @lds2, align 4
  %1622 = fcmp ogt float %1621, 0xFFF0000000000000
  %1623 = select i1 %1622, float %1621, float 0xFFF0000000000000
  %1624 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1625 = fcmp ogt float %1624, %1623
  %1626 = select i1 %1625, float %1624, float %1623
  %1627 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1628 = fcmp ogt float %1627, %1626
  %1629 = select i1 %1628, float %1627, float %1626
  %1630 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1631 = fcmp ogt float %1630, %1629
  %1632 = select i1 %1631, float %1630, float %1629
  %1633 = fcmp ogt float %32, %1632
  %1634 = select i1 %1633, float %32, float %1632
  %1635 = fsub float %1621, %1634
  %1636 = fmul float %1635, 0x3FF7154760000000
  %1637 = fcmp olt float %1636, -1.260000e+02
  %1638 = fcmp ogt float %1636, 1.270000e+02
  %1639 = select i1 %1637, float -1.260000e+02, float %1636
  %1640 = select i1 %1638, float 1.270000e+02, float %1639
  %1641 = fadd float %1640, 5.000000e-01
  %1642 = call float @llvm.floor.f32(float %1641)
  %1643 = fsub float %1640, %1642
  %1644 = fmul float 0x3EEFFCBFC0000000, %1643
  %1645 = fadd float %1644, 0x3F24309120000000
  %1646 = fmul float %1645, %1643
  %1647 = fadd float %1646, 0x3F55D87FE0000000
  %1648 = fmul float %1647, %1643
  %1649 = fadd float %1648, 0x3F83B2AB60000000
  %1650 = fmul float %1649, %1643
  %1651 = fadd float %1650, 0x3FAC6B08E0000000
  %1652 = fmul float %1651, %1643
  %1653 = fadd float %1652, 0x3FCEBFBE00000000
  %1654 = fmul float %1653, %1643
  %1655 = fadd float %1654, 0x3FE62E4300000000
  %1656 = fmul float %1655, %1643
  %1657 = fadd float %1656, 1.000000e+00
  %1658 = fptosi float %1642 to i32
  %1659 = add i32 %1658, 127
  %1660 = shl i32 %1659, 23
  %1661 = bitcast i32 %1660 to float
  %1662 = fmul float %1657, %1661
  %1663 = select i1 %1637, float 0.000000e+00, float %1662
  %1664 = select i1 %1638, float 0x7FF0000000000000, float %1663
  %1665 = fcmp uno float %1636, %1636
  %1666 = select i1 %1665, float %1636, float %1664
  %1667 = fcmp oeq float %1621, 0xFFF0000000000000
  %1668 = select i1 %1667, float 0.000000e+00, float %1666
  %1669 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1670 = fmul float %1668, %1669
  %1671 = fadd float %1670, 0.000000e+00
  %1672 = fsub float %1624, %1634
  %1673 = fmul float %1672, 0x3FF7154760000000
  %1674 = fcmp olt float %1673, -1.260000e+02
  %1675 = fcmp ogt float %1673, 1.270000e+02
  %1676 = select i1 %1674, float -1.260000e+02, float %1673
  %1677 = select i1 %1675, float 1.270000e+02, float %1676
  %1678 = fadd float %1677, 5.000000e-01
  %1679 = call float @llvm.floor.f32(float %1678)
  %1680 = fsub float %1677, %1679
  %1681 = fmul float 0x3EEFFCBFC0000000, %1680
  %1682 = fadd float %1681, 0x3F24309120000000
  %1683 = fmul float %1682, %1680
  %1684 = fadd float %1683, 0x3F55D87FE0000000
  %1685 = fmul float %1684, %1680
  %1686 = fadd float %1685, 0x3F83B2AB60000000
  %1687 = fmul float %1686, %1680
  %1688 = fadd float %1687, 0x3FAC6B08E0000000
  %1689 = fmul float %1688, %1680
  %1690 = fadd float %1689, 0x3FCEBFBE00000000
  %1691 = fmul float %1690, %1680
  %1692 = fadd float %1691, 0x3FE62E4300000000
  %1693 = fmul float %1692, %1680
  %1694 = fadd float %1693, 1.000000e+00
  %1695 = fptosi float %1679 to i32
  %1696 = add i32 %1695, 127
  %1697 = shl i32 %1696, 23
  %1698 = bitcast i32 %1697 to float
  %1699 = fmul float %1694, %1698
  %1700 = select i1 %1674, float 0.000000e+00, float %1699
  %1701 = select i1 %1675, float 0x7FF0000000000000, float %1700
  %1702 = fcmp uno float %1673, %1673
  %1703 = select i1 %1702, float %1673, float %1701
  %1704 = fcmp oeq float %1624, 0xFFF0000000000000
  %1705 = select i1 %1704, float 0.000000e+00, float %1703
  %1706 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1707 = fmul float %1705, %1706
  %1708 = fadd float %1707, %1671
  %1709 = fsub float %1627, %1634
  %1710 = fmul float %1709, 0x3FF7154760000000
  %1711 = fcmp olt float %1710, -1.260000e+02
  %1712 = fcmp ogt float %1710, 1.270000e+02
  %1713 = select i1 %1711, float -1.260000e+02, float %1710
  %1714 = select i1 %1712, float 1.270000e+02, float %1713
  %1715 = fadd float %1714, 5.000000e-01
  %1716 = call float @llvm.floor.f32(float %1715)
  %1717 = fsub float %1714, %1716
  %1718 = fmul float 0x3EEFFCBFC0000000, %1717
  %1719 = fadd float %1718, 0x3F24309120000000
  %1720 = fmul float %1719, %1717
  %1721 = fadd float %1720, 0x3F55D87FE0000000
  %1722 = fmul float %1721, %1717
  %1723 = fadd float %1722, 0x3F83B2AB60000000
  %1724 = fmul float %1723, %1717
  %1725 = fadd float %1724, 0x3FAC6B08E0000000
  %1726 = fmul float %1725, %1717
  %1727 = fadd float %1726, 0x3FCEBFBE00000000
  %1728 = fmul float %1727, %1717
  %1729 = fadd float %1728, 0x3FE62E4300000000
  %1730 = fmul float %1729, %1717
  %1731 = fadd float %1730, 1.000000e+00
  %1732 = fptosi float %1716 to i32
  %1733 = add i32 %1732, 127
  %1734 = shl i32 %1733, 23
  %1735 = bitcast i32 %1734 to float
  %1736 = fmul float %1731, %1735
  %1737 = select i1 %1711, float 0.000000e+00, float %1736
  %1738 = select i1 %1712, float 0x7FF0000000000000, float %1737
  %1739 = fcmp uno float %1710, %1710
  %1740 = select i1 %1739, float %1710, float %1738
  %1741 = fcmp oeq float %1627, 0xFFF0000000000000
  %1742 = select i1 %1741, float 0.000000e+00, float %1740
  %1743 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1744 = fmul float %1742, %1743
  %1745 = fadd float %1744, %1708
  %1746 = fsub float %1630, %1634
  %1747 = fmul float %1746, 0x3FF7154760000000
  %1748 = fcmp olt float %1747, -1.260000e+02
  %1749 = fcmp ogt float %1747, 1.270000e+02
  %1750 = select i1 %1748, float -1.260000e+02, float %1747
  %1751 = select i1 %1749, float 1.270000e+02, float %1750
  %1752 = fadd float %1751, 5.000000e-01
  %1753 = call float @llvm.floor.f32(float %1752)
  %1754 = fsub float %1751, %1753
  %1755 = fmul float 0x3EEFFCBFC0000000, %1754
  %1756 = fadd float %1755, 0x3F24309120000000
  %1757 = fmul float %1756, %1754
  %1758 = fadd float %1757, 0x3F55D87FE0000000
  %1759 = fmul float %1758, %1754
  %1760 = fadd float %1759, 0x3F83B2AB60000000
  %1761 = fmul float %1760, %1754
  %1762 = fadd float %1761, 0x3FAC6B08E0000000
  %1763 = fmul float %1762, %1754
  %1764 = fadd float %1763, 0x3FCEBFBE00000000
  %1765 = fmul float %1764, %1754
  %1766 = fadd float %1765, 0x3FE62E4300000000
  %1767 = fmul float %1766, %1754
  %1768 = fadd float %1767, 1.000000e+00
  %1769 = fptosi float %1753 to i32
  %1770 = add i32 %1769, 127
  %1771 = shl i32 %1770, 23
  %1772 = bitcast i32 %1771 to float
  %1773 = fmul float %1768, %1772
  %1774 = select i1 %1748, float 0.000000e+00, float %1773
  %1775 = select i1 %1749, float 0x7FF0000000000000, float %1774
  %1776 = fcmp uno float %1747, %1747
  %1777 = select i1 %1776, float %1747, float %1775
  %1778 = fcmp oeq float %1630, 0xFFF0000000000000
  %1779 = select i1 %1778, float 0.000000e+00, float %1777
  %1780 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1781 = fmul float %1779, %1780
  %1782 = fadd float %1781, %1745
  %1783 = fsub float %32, %1634
  %1784 = fmul float %1783, 0x3FF7154760000000
  %1785 = fcmp olt float %1784, -1.260000e+02
  %1786 = fcmp ogt float %1784, 1.270000e+02
  %1787 = select i1 %1785, float -1.260000e+02, float %1784
  %1788 = select i1 %1786, float 1.270000e+02, float %1787
  %1789 = fadd float %1788, 5.000000e-01
  %1790 = call float @llvm.floor.f32(float %1789)
  %1791 = fsub float %1788, %1790
  %1792 = fmul float 0x3EEFFCBFC0000000, %1791
  %1793 = fadd float %1792, 0x3F24309120000000
  %1794 = fmul float %1793, %1791
  %1795 = fadd float %1794, 0x3F55D87FE0000000
  %1796 = fmul float %1795, %1791
  %1797 = fadd float %1796, 0x3F83B2AB60000000
  %1798 = fmul float %1797, %1791
  %1799 = fadd float %1798, 0x3FAC6B08E0000000
  %1800 = fmul float %1799, %1791
  %1801 = fadd float %1800, 0x3FCEBFBE00000000
  %1802 = fmul float %1801, %1791
  %1803 = fadd float %1802, 0x3FE62E4300000000
  %1804 = fmul float %1803, %1791
  %1805 = fadd float %1804, 1.000000e+00
  %1806 = fptosi float %1790 to i32
  %1807 = add i32 %1806, 127
  %1808 = shl i32 %1807, 23
  %1809 = bitcast i32 %1808 to float
  %1810 = fmul float %1805, %1809
  %1811 = select i1 %1785, float 0.000000e+00, float %1810
  %1812 = select i1 %1786, float 0x7FF0000000000000, float %1811
  %1813 = fcmp uno float %1784, %1784
  %1814 = select i1 %1813, float %1784, float %1812
  %1815 = fadd float %1782, %1814
  br i1 %40, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %13, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1816 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1817 = fcmp ogt float %1816, 0xFFF0000000000000
  %1818 = select i1 %1817, float %1816, float 0xFFF0000000000000
  %1819 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1820 = fcmp ogt float %1819, %1818
  %1821 = select i1 %1820, float %1819, float %1818
  %1822 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1823 = fcmp ogt float %1822, %1821
  %1824 = select i1 %1823, float %1822, float %1821
  %1825 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1826 = fcmp ogt float %1825, %1824
  %1827 = select i1 %1826, float %1825, float %1824
  %1828 = fcmp ogt float %32, %1827
  %1829 = select i1 %1828, float %32, float %1827
  %1830 = fsub float %1816, %1829
  %1831 = fmul float %1830, 0x3FF7154760000000
  %1832 = fcmp olt float %1831, -1.260000e+02
  %1833 = fcmp ogt float %1831, 1.270000e+02
  %1834 = select i1 %1832, float -1.260000e+02, float %1831
  %1835 = select i1 %1833, float 1.270000e+02, float %1834
  %1836 = fadd float %1835, 5.000000e-01
  %1837 = call float @llvm.floor.f32(float %1836)
  %1838 = fsub float %1835, %1837
  %1839 = fmul float 0x3EEFFCBFC0000000, %1838
  %1840 = fadd float %1839, 0x3F24309120000000
  %1841 = fmul float %1840, %1838
  %1842 = fadd float %1841, 0x3F55D87FE0000000
  %1843 = fmul float %1842, %1838
  %1844 = fadd float %1843, 0x3F83B2AB60000000
  %1845 = fmul float %1844, %1838
  %1846 = fadd float %1845, 0x3FAC6B08E0000000
  %1847 = fmul float %1846, %1838
  %1848 = fadd float %1847, 0x3FCEBFBE00000000
  %1849 = fmul float %1848, %1838
  %1850 = fadd float %1849, 0x3FE62E4300000000
  %1851 = fmul float %1850, %1838
  %1852 = fadd float %1851, 1.000000e+00
  %1853 = fptosi float %1837 to i32
  %1854 = add i32 %1853, 127
  %1855 = shl i32 %1854, 23
  %1856 = bitcast i32 %1855 to float
  %1857 = fmul float %1852, %1856
  %1858 = select i1 %1832, float 0.000000e+00, float %1857
  %1859 = select i1 %1833, float 0x7FF0000000000000, float %1858
  %1860 = fcmp uno float %1831, %1831
  %1861 = select i1 %1860, float %1831, float %1859
  %1862 = fcmp oeq float %1816, 0xFFF0000000000000
  %1863 = select i1 %1862, float 0.000000e+00, float %1861
  %1864 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1865 = fmul float %1863, %1864
  %1866 = fadd float %1865, 0.000000e+00
  %1867 = fsub float %1819, %1829
  %1868 = fmul float %1867, 0x3FF7154760000000
  %1869 = fcmp olt float %1868, -1.260000e+02
  %1870 = fcmp ogt float %1868, 1.270000e+02
  %1871 = select i1 %1869, float -1.260000e+02, float %1868
  %1872 = select i1 %1870, float 1.270000e+02, float %1871
  %1873 = fadd float %1872, 5.000000e-01
  %1874 = call float @llvm.floor.f32(float %1873)
  %1875 = fsub float %1872, %1874
  %1876 = fmul float 0x3EEFFCBFC0000000, %1875
  %1877 = fadd float %1876, 0x3F24309120000000
  %1878 = fmul float %1877, %1875
  %1879 = fadd float %1878, 0x3F55D87FE0000000
  %1880 = fmul float %1879, %1875
  %1881 = fadd float %1880, 0x3F83B2AB60000000
  %1882 = fmul float %1881, %1875
  %1883 = fadd float %1882, 0x3FAC6B08E0000000
  %1884 = fmul float %1883, %1875
  %1885 = fadd float %1884, 0x3FCEBFBE00000000
  %1886 = fmul float %1885, %1875
  %1887 = fadd float %1886, 0x3FE62E4300000000
  %1888 = fmul float %1887, %1875
  %1889 = fadd float %1888, 1.000000e+00
  %1890 = fptosi float %1874 to i32
  %1891 = add i32 %1890, 127
  %1892 = shl i32 %1891, 23
  %1893 = bitcast i32 %1892 to float
  %1894 = fmul float %1889, %1893
  %1895 = select i1 %1869, float 0.000000e+00, float %1894
  %1896 = select i1 %1870, float 0x7FF0000000000000, float %1895
  %1897 = fcmp uno float %1868, %1868
  %1898 = select i1 %1897, float %1868, float %1896
  %1899 = fcmp oeq float %1819, 0xFFF0000000000000
  %1900 = select i1 %1899, float 0.000000e+00, float %1898
  %1901 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1902 = fmul float %1900, %1901
  %1903 = fadd float %1902, %1866
  %1904 = fsub float %1822, %1829
  %1905 = fmul float %1904, 0x3FF7154760000000
  %1906 = fcmp olt float %1905, -1.260000e+02
  %1907 = fcmp ogt float %1905, 1.270000e+02
  %1908 = select i1 %1906, float -1.260000e+02, float %1905
  %1909 = select i1 %1907, float 1.270000e+02, float %1908
  %1910 = fadd float %1909, 5.000000e-01
  %1911 = call float @llvm.floor.f32(float %1910)
  %1912 = fsub float %1909, %1911
  %1913 = fmul float 0x3EEFFCBFC0000000, %1912
  %1914 = fadd float %1913, 0x3F24309120000000
  %1915 = fmul float %1914, %1912
  %1916 = fadd float %1915, 0x3F55D87FE0000000
  %1917 = fmul float %1916, %1912
  %1918 = fadd float %1917, 0x3F83B2AB60000000
  %1919 = fmul float %1918, %1912
  %1920 = fadd float %1919, 0x3FAC6B08E0000000
  %1921 = fmul float %1920, %1912
  %1922 = fadd float %1921, 0x3FCEBFBE00000000
  %1923 = fmul float %1922, %1912
  %1924 = fadd float %1923, 0x3FE62E4300000000
  %1925 = fmul float %1924, %1912
  %1926 = fadd float %1925, 1.000000e+00
  %1927 = fptosi float %1911 to i32
  %1928 = add i32 %1927, 127
  %1929 = shl i32 %1928, 23
  %1930 = bitcast i32 %1929 to float
  %1931 = fmul float %1926, %1930
  %1932 = select i1 %1906, float 0.000000e+00, float %1931
  %1933 = select i1 %1907, float 0x7FF0000000000000, float %1932
  %1934 = fcmp uno float %1905, %1905
  %1935 = select i1 %1934, float %1905, float %1933
  %1936 = fcmp oeq float %1822, 0xFFF0000000000000
  %1937 = select i1 %1936, float 0.000000e+00, float %1935
  %1938 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1939 = fmul float %1937, %1938
  %1940 = fadd float %1939, %1903
  %1941 = fsub float %1825, %1829
  %1942 = fmul float %1941, 0x3FF7154760000000
  %1943 = fcmp olt float %1942, -1.260000e+02
  %1944 = fcmp ogt float %1942, 1.270000e+02
  %1945 = select i1 %1943, float -1.260000e+02, float %1942
  %1946 = select i1 %1944, float 1.270000e+02, float %1945
  %1947 = fadd float %1946, 5.000000e-01
  %1948 = call float @llvm.floor.f32(float %1947)
  %1949 = fsub float %1946, %1948
  %1950 = fmul float 0x3EEFFCBFC0000000, %1949
  %1951 = fadd float %1950, 0x3F24309120000000
  %1952 = fmul float %1951, %1949
  %1953 = fadd float %1952, 0x3F55D87FE0000000
  %1954 = fmul float %1953, %1949
  %1955 = fadd float %1954, 0x3F83B2AB60000000
  %1956 = fmul float %1955, %1949
  %1957 = fadd float %1956, 0x3FAC6B08E0000000
  %1958 = fmul float %1957, %1949
  %1959 = fadd float %1958, 0x3FCEBFBE00000000
  %1960 = fmul float %1959, %1949
  %1961 = fadd float %1960, 0x3FE62E4300000000
  %1962 = fmul float %1961, %1949
  %1963 = fadd float %1962, 1.000000e+00
  %1964 = fptosi float %1948 to i32
  %1965 = add i32 %1964, 127
  %1966 = shl i32 %1965, 23
  %1967 = bitcast i32 %1966 to float
  %1968 = fmul float %1963, %1967
  %1969 = select i1 %1943, float 0.000000e+00, float %1968
  %1970 = select i1 %1944, float 0x7FF0000000000000, float %1969
  %1971 = fcmp uno float %1942, %1942
  %1972 = select i1 %1971, float %1942, float %1970
  %1973 = fcmp oeq float %1825, 0xFFF0000000000000
  %1974 = select i1 %1973, float 0.000000e+00, float %1972
  %1975 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1976 = fmul float %1974, %1975
  %1977 = fadd float %1976, %1940
  %1978 = fsub float %32, %1829
  %1979 = fmul float %1978, 0x3FF7154760000000
  %1980 = fcmp olt float %1979, -1.260000e+02
  %1981 = fcmp ogt float %1979, 1.270000e+02
  %1982 = select i1 %1980, float -1.260000e+02, float %1979
  %1983 = select i1 %1981, float 1.270000e+02, float %1982
  %1984 = fadd float %1983, 5.000000e-01
  %1985 = call float @llvm.floor.f32(float %1984)
  %1986 = fsub float %1983, %1985
  %1987 = fmul float 0x3EEFFCBFC0000000, %1986
  %1988 = fadd float %1987, 0x3F24309120000000
  %1989 = fmul float %1988, %1986
  %1990 = fadd float %1989, 0x3F55D87FE0000000
  %1991 = fmul float %1990, %1986
  %1992 = fadd float %1991, 0x3F83B2AB60000000
  %1993 = fmul float %1992, %1986
  %1994 = fadd float %1993, 0x3FAC6B08E0000000
  %1995 = fmul float %1994, %1986
  %1996 = fadd float %1995, 0x3FCEBFBE00000000
  %1997 = fmul float %1996, %1986
  %1998 = fadd float %1997, 0x3FE62E4300000000
  %1999 = fmul float %1998, %1986
  %2000 = fadd float %1999, 1.000000e+00
  %2001 = fptosi float %1985 to i32
  %2002 = add i32 %2001, 127
  %2003 = shl i32 %2002, 23
  %2004 = bitcast i32 %2003 to float
  %2005 = fmul float %2000, %2004
  %2006 = select i1 %1980, float 0.000000e+00, float %2005
  %2007 = select i1 %1981, float 0x7FF0000000000000, float %2006
  %2008 = fcmp uno float %1979, %1979
  %2009 = select i1 %2008, float %1979, float %2007
  %2010 = fadd float %1977, %2009
  br i1 %125, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %2011 = load i32, ptr addrspace(5) %v113, align 4
  %2012 = icmp slt i32 %2011, %6
  br i1 %2012, label %body115, label %done116

body115:                                          ; preds = %loop114
  %2013 = load i32, ptr addrspace(5) %v113, align 4
  %2014 = add i32 0, %2013
  %2015 = sext i32 %2014 to i64
  %2016 = mul i64 %2015, 4
  %2017 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2016
  %2018 = load float, ptr addrspace(3) %2017, align 4
  %2019 = fmul float %1668, %2018
  %2020 = fadd float %2019, 0.000000e+00
  %2021 = add i32 256, %2013
  %2022 = sext i32 %2021 to i64
  %2023 = mul i64 %2022, 4
  %2024 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2023
  %2025 = load float, ptr addrspace(3) %2024, align 4
  %2026 = fmul float %1705, %2025
  %2027 = fadd float %2026, %2020
  %2028 = add i32 512, %2013
  %2029 = sext i32 %2028 to i64
  %2030 = mul i64 %2029, 4
  %2031 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2030
  %2032 = load float, ptr addrspace(3) %2031, align 4
  %2033 = fmul float %1742, %2032
  %2034 = fadd float %2033, %2027
  %2035 = add i32 768, %2013
  %2036 = sext i32 %2035 to i64
  %2037 = mul i64 %2036, 4
  %2038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2037
  %2039 = load float, ptr addrspace(3) %2038, align 4
  %2040 = fmul float %1779, %2039
  %2041 = fadd float %2040, %2034
  %2042 = add i32 %51, %2013
  %2043 = fdiv float %2041, %1815
  %2044 = sext i32 %2042 to i64
  %2045 = mul i64 %2044, 4
  %2046 = getelementptr i8, ptr addrspace(1) %0, i64 %2045
  store float %2043, ptr addrspace(1) %2046, align 4
  %2047 = load i32, ptr addrspace(5) %v113, align 4
  %2048 = add i32 %2047, 128
  store i32 %2048, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %13, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %2049 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %2050 = fcmp ogt float %2049, 0xFFF0000000000000
  %2051 = select i1 %2050, float %2049, float 0xFFF0000000000000
  %2052 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %2053 = fcmp ogt float %2052, %2051
  %2054 = select i1 %2053, float %2052, float %2051
  %2055 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %2056 = fcmp ogt float %2055, %2054
  %2057 = select i1 %2056, float %2055, float %2054
  %2058 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %2059 = fcmp ogt float %2058, %2057
  %2060 = select i1 %2059, float %2058, float %2057
  %2061 = fcmp ogt float %32, %2060
  %2062 = select i1 %2061, float %32, float %2060
  %2063 = fsub float %2049, %2062
  %2064 = fmul float %2063, 0x3FF7154760000000
  %2065 = fcmp olt float %2064, -1.260000e+02
  %2066 = fcmp ogt float %2064, 1.270000e+02
  %2067 = select i1 %2065, float -1.260000e+02, float %2064
  %2068 = select i1 %2066, float 1.270000e+02, float %2067
  %2069 = fadd float %2068, 5.000000e-01
  %2070 = call float @llvm.floor.f32(float %2069)
  %2071 = fsub float %2068, %2070
  %2072 = fmul float 0x3EEFFCBFC0000000, %2071
  %2073 = fadd float %2072, 0x3F24309120000000
  %2074 = fmul float %2073, %2071
  %2075 = fadd float %2074, 0x3F55D87FE0000000
  %2076 = fmul float %2075, %2071
  %2077 = fadd float %2076, 0x3F83B2AB60000000
  %2078 = fmul float %2077, %2071
  %2079 = fadd float %2078, 0x3FAC6B08E0000000
  %2080 = fmul float %2079, %2071
  %2081 = fadd float %2080, 0x3FCEBFBE00000000
  %2082 = fmul float %2081, %2071
  %2083 = fadd float %2082, 0x3FE62E4300000000
  %2084 = fmul float %2083, %2071
  %2085 = fadd float %2084, 1.000000e+00
  %2086 = fptosi float %2070 to i32
  %2087 = add i32 %2086, 127
  %2088 = shl i32 %2087, 23
  %2089 = bitcast i32 %2088 to float
  %2090 = fmul float %2085, %2089
  %2091 = select i1 %2065, float 0.000000e+00, float %2090
  %2092 = select i1 %2066, float 0x7FF0000000000000, float %2091
  %2093 = fcmp uno float %2064, %2064
  %2094 = select i1 %2093, float %2064, float %2092
  %2095 = fcmp oeq float %2049, 0xFFF0000000000000
  %2096 = select i1 %2095, float 0.000000e+00, float %2094
  %2097 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %2098 = fmul float %2096, %2097
  %2099 = fadd float %2098, 0.000000e+00
  %2100 = fsub float %2052, %2062
  %2101 = fmul float %2100, 0x3FF7154760000000
  %2102 = fcmp olt float %2101, -1.260000e+02
  %2103 = fcmp ogt float %2101, 1.270000e+02
  %2104 = select i1 %2102, float -1.260000e+02, float %2101
  %2105 = select i1 %2103, float 1.270000e+02, float %2104
  %2106 = fadd float %2105, 5.000000e-01
  %2107 = call float @llvm.floor.f32(float %2106)
  %2108 = fsub float %2105, %2107
  %2109 = fmul float 0x3EEFFCBFC0000000, %2108
  %2110 = fadd float %2109, 0x3F24309120000000
  %2111 = fmul float %2110, %2108
  %2112 = fadd float %2111, 0x3F55D87FE0000000
  %2113 = fmul float %2112, %2108
  %2114 = fadd float %2113, 0x3F83B2AB60000000
  %2115 = fmul float %2114, %2108
  %2116 = fadd float %2115, 0x3FAC6B08E0000000
  %2117 = fmul float %2116, %2108
  %2118 = fadd float %2117, 0x3FCEBFBE00000000
  %2119 = fmul float %2118, %2108
  %2120 = fadd float %2119, 0x3FE62E4300000000
  %2121 = fmul float %2120, %2108
  %2122 = fadd float %2121, 1.000000e+00
  %2123 = fptosi float %2107 to i32
  %2124 = add i32 %2123, 127
  %2125 = shl i32 %2124, 23
  %2126 = bitcast i32 %2125 to float
  %2127 = fmul float %2122, %2126
  %2128 = select i1 %2102, float 0.000000e+00, float %2127
  %2129 = select i1 %2103, float 0x7FF0000000000000, float %2128
  %2130 = fcmp uno float %2101, %2101
  %2131 = select i1 %2130, float %2101, float %2129
  %2132 = fcmp oeq float %2052, 0xFFF0000000000000
  %2133 = select i1 %2132, float 0.000000e+00, float %2131
  %2134 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %2135 = fmul float %2133, %2134
  %2136 = fadd float %2135, %2099
  %2137 = fsub float %2055, %2062
  %2138 = fmul float %2137, 0x3FF7154760000000
  %2139 = fcmp olt float %2138, -1.260000e+02
  %2140 = fcmp ogt float %2138, 1.270000e+02
  %2141 = select i1 %2139, float -1.260000e+02, float %2138
  %2142 = select i1 %2140, float 1.270000e+02, float %2141
  %2143 = fadd float %2142, 5.000000e-01
  %2144 = call float @llvm.floor.f32(float %2143)
  %2145 = fsub float %2142, %2144
  %2146 = fmul float 0x3EEFFCBFC0000000, %2145
  %2147 = fadd float %2146, 0x3F24309120000000
  %2148 = fmul float %2147, %2145
  %2149 = fadd float %2148, 0x3F55D87FE0000000
  %2150 = fmul float %2149, %2145
  %2151 = fadd float %2150, 0x3F83B2AB60000000
  %2152 = fmul float %2151, %2145
  %2153 = fadd float %2152, 0x3FAC6B08E0000000
  %2154 = fmul float %2153, %2145
  %2155 = fadd float %2154, 0x3FCEBFBE00000000
  %2156 = fmul float %2155, %2145
  %2157 = fadd float %2156, 0x3FE62E4300000000
  %2158 = fmul float %2157, %2145
  %2159 = fadd float %2158, 1.000000e+00
  %2160 = fptosi float %2144 to i32
  %2161 = add i32 %2160, 127
  %2162 = shl i32 %2161, 23
  %2163 = bitcast i32 %2162 to float
  %2164 = fmul float %2159, %2163
  %2165 = select i1 %2139, float 0.000000e+00, float %2164
  %2166 = select i1 %2140, float 0x7FF0000000000000, float %2165
  %2167 = fcmp uno float %2138, %2138
  %2168 = select i1 %2167, float %2138, float %2166
  %2169 = fcmp oeq float %2055, 0xFFF0000000000000
  %2170 = select i1 %2169, float 0.000000e+00, float %2168
  %2171 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %2172 = fmul float %2170, %2171
  %2173 = fadd float %2172, %2136
  %2174 = fsub float %2058, %2062
  %2175 = fmul float %2174, 0x3FF7154760000000
  %2176 = fcmp olt float %2175, -1.260000e+02
  %2177 = fcmp ogt float %2175, 1.270000e+02
  %2178 = select i1 %2176, float -1.260000e+02, float %2175
  %2179 = select i1 %2177, float 1.270000e+02, float %2178
  %2180 = fadd float %2179, 5.000000e-01
  %2181 = call float @llvm.floor.f32(float %2180)
  %2182 = fsub float %2179, %2181
  %2183 = fmul float 0x3EEFFCBFC0000000, %2182
  %2184 = fadd float %2183, 0x3F24309120000000
  %2185 = fmul float %2184, %2182
  %2186 = fadd float %2185, 0x3F55D87FE0000000
  %2187 = fmul float %2186, %2182
  %2188 = fadd float %2187, 0x3F83B2AB60000000
  %2189 = fmul float %2188, %2182
  %2190 = fadd float %2189, 0x3FAC6B08E0000000
  %2191 = fmul float %2190, %2182
  %2192 = fadd float %2191, 0x3FCEBFBE00000000
  %2193 = fmul float %2192, %2182
  %2194 = fadd float %2193, 0x3FE62E4300000000
  %2195 = fmul float %2194, %2182
  %2196 = fadd float %2195, 1.000000e+00
  %2197 = fptosi float %2181 to i32
  %2198 = add i32 %2197, 127
  %2199 = shl i32 %2198, 23
  %2200 = bitcast i32 %2199 to float
  %2201 = fmul float %2196, %2200
  %2202 = select i1 %2176, float 0.000000e+00, float %2201
  %2203 = select i1 %2177, float 0x7FF0000000000000, float %2202
  %2204 = fcmp uno float %2175, %2175
  %2205 = select i1 %2204, float %2175, float %2203
  %2206 = fcmp oeq float %2058, 0xFFF0000000000000
  %2207 = select i1 %2206, float 0.000000e+00, float %2205
  %2208 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2209 = fmul float %2207, %2208
  %2210 = fadd float %2209, %2173
  %2211 = fsub float %32, %2062
  %2212 = fmul float %2211, 0x3FF7154760000000
  %2213 = fcmp olt float %2212, -1.260000e+02
  %2214 = fcmp ogt float %2212, 1.270000e+02
  %2215 = select i1 %2213, float -1.260000e+02, float %2212
  %2216 = select i1 %2214, float 1.270000e+02, float %2215
  %2217 = fadd float %2216, 5.000000e-01
  %2218 = call float @llvm.floor.f32(float %2217)
  %2219 = fsub float %2216, %2218
  %2220 = fmul float 0x3EEFFCBFC0000000, %2219
  %2221 = fadd float %2220, 0x3F24309120000000
  %2222 = fmul float %2221, %2219
  %2223 = fadd float %2222, 0x3F55D87FE0000000
  %2224 = fmul float %2223, %2219
  %2225 = fadd float %2224, 0x3F83B2AB60000000
  %2226 = fmul float %2225, %2219
  %2227 = fadd float %2226, 0x3FAC6B08E0000000
  %2228 = fmul float %2227, %2219
  %2229 = fadd float %2228, 0x3FCEBFBE00000000
  %2230 = fmul float %2229, %2219
  %2231 = fadd float %2230, 0x3FE62E4300000000
  %2232 = fmul float %2231, %2219
  %2233 = fadd float %2232, 1.000000e+00
  %2234 = fptosi float %2218 to i32
  %2235 = add i32 %2234, 127
  %2236 = shl i32 %2235, 23
  %2237 = bitcast i32 %2236 to float
  %2238 = fmul float %2233, %2237
  %2239 = select i1 %2213, float 0.000000e+00, float %2238
  %2240 = select i1 %2214, float 0x7FF0000000000000, float %2239
  %2241 = fcmp uno float %2212, %2212
  %2242 = select i1 %2241, float %2212, float %2240
  %2243 = fadd float %2210, %2242
  br i1 %210, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2244 = load i32, ptr addrspace(5) %v119, align 4
  %2245 = icmp slt i32 %2244, %6
  br i1 %2245, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2246 = load i32, ptr addrspace(5) %v119, align 4
  %2247 = add i32 1024, %2246
  %2248 = sext i32 %2247 to i64
  %2249 = mul i64 %2248, 4
  %2250 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2249
  %2251 = load float, ptr addrspace(3) %2250, align 4
  %2252 = fmul float %1863, %2251
  %2253 = fadd float %2252, 0.000000e+00
  %2254 = add i32 1280, %2246
  %2255 = sext i32 %2254 to i64
  %2256 = mul i64 %2255, 4
  %2257 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2256
  %2258 = load float, ptr addrspace(3) %2257, align 4
  %2259 = fmul float %1900, %2258
  %2260 = fadd float %2259, %2253
  %2261 = add i32 1536, %2246
  %2262 = sext i32 %2261 to i64
  %2263 = mul i64 %2262, 4
  %2264 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2263
  %2265 = load float, ptr addrspace(3) %2264, align 4
  %2266 = fmul float %1937, %2265
  %2267 = fadd float %2266, %2260
  %2268 = add i32 1792, %2246
  %2269 = sext i32 %2268 to i64
  %2270 = mul i64 %2269, 4
  %2271 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2270
  %2272 = load float, ptr addrspace(3) %2271, align 4
  %2273 = fmul float %1974, %2272
  %2274 = fadd float %2273, %2267
  %2275 = add i32 %136, %2246
  %2276 = fdiv float %2274, %2010
  %2277 = sext i32 %2275 to i64
  %2278 = mul i64 %2277, 4
  %2279 = getelementptr i8, ptr addrspace(1) %0, i64 %2278
  store float %2276, ptr addrspace(1) %2279, align 4
  %2280 = load i32, ptr addrspace(5) %v119, align 4
  %2281 = add i32 %2280, 128
  store i32 %2281, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %13, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2282 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2283 = fcmp ogt float %2282, 0xFFF0000000000000
  %2284 = select i1 %2283, float %2282, float 0xFFF0000000000000
  %2285 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2286 = fcmp ogt float %2285, %2284
  %2287 = select i1 %2286, float %2285, float %2284
  %2288 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2289 = fcmp ogt float %2288, %2287
  %2290 = select i1 %2289, float %2288, float %2287
  %2291 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2292 = fcmp ogt float %2291, %2290
  %2293 = select i1 %2292, float %2291, float %2290
  %2294 = fcmp ogt float %32, %2293
  %2295 = select i1 %2294, float %32, float %2293
  %2296 = fsub float %2282, %2295
  %2297 = fmul float %2296, 0x3FF7154760000000
  %2298 = fcmp olt float %2297, -1.260000e+02
  %2299 = fcmp ogt float %2297, 1.270000e+02
  %2300 = select i1 %2298, float -1.260000e+02, float %2297
  %2301 = select i1 %2299, float 1.270000e+02, float %2300
  %2302 = fadd float %2301, 5.000000e-01
  %2303 = call float @llvm.floor.f32(float %2302)
  %2304 = fsub float %2301, %2303
  %2305 = fmul float 0x3EEFFCBFC0000000, %2304
  %2306 = fadd float %2305, 0x3F24309120000000
  %2307 = fmul float %2306, %2304
  %2308 = fadd float %2307, 0x3F55D87FE0000000
  %2309 = fmul float %2308, %2304
  %2310 = fadd float %2309, 0x3F83B2AB60000000
  %2311 = fmul float %2310, %2304
  %2312 = fadd float %2311, 0x3FAC6B08E0000000
  %2313 = fmul float %2312, %2304
  %2314 = fadd float %2313, 0x3FCEBFBE00000000
  %2315 = fmul float %2314, %2304
  %2316 = fadd float %2315, 0x3FE62E4300000000
  %2317 = fmul float %2316, %2304
  %2318 = fadd float %2317, 1.000000e+00
  %2319 = fptosi float %2303 to i32
  %2320 = add i32 %2319, 127
  %2321 = shl i32 %2320, 23
  %2322 = bitcast i32 %2321 to float
  %2323 = fmul float %2318, %2322
  %2324 = select i1 %2298, float 0.000000e+00, float %2323
  %2325 = select i1 %2299, float 0x7FF0000000000000, float %2324
  %2326 = fcmp uno float %2297, %2297
  %2327 = select i1 %2326, float %2297, float %2325
  %2328 = fcmp oeq float %2282, 0xFFF0000000000000
  %2329 = select i1 %2328, float 0.000000e+00, float %2327
  %2330 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2331 = fmul float %2329, %2330
  %2332 = fadd float %2331, 0.000000e+00
  %2333 = fsub float %2285, %2295
  %2334 = fmul float %2333, 0x3FF7154760000000
  %2335 = fcmp olt float %2334, -1.260000e+02
  %2336 = fcmp ogt float %2334, 1.270000e+02
  %2337 = select i1 %2335, float -1.260000e+02, float %2334
  %2338 = select i1 %2336, float 1.270000e+02, float %2337
  %2339 = fadd float %2338, 5.000000e-01
  %2340 = call float @llvm.floor.f32(float %2339)
  %2341 = fsub float %2338, %2340
  %2342 = fmul float 0x3EEFFCBFC0000000, %2341
  %2343 = fadd float %2342, 0x3F24309120000000
  %2344 = fmul float %2343, %2341
  %2345 = fadd float %2344, 0x3F55D87FE0000000
  %2346 = fmul float %2345, %2341
  %2347 = fadd float %2346, 0x3F83B2AB60000000
  %2348 = fmul float %2347, %2341
  %2349 = fadd float %2348, 0x3FAC6B08E0000000
  %2350 = fmul float %2349, %2341
  %2351 = fadd float %2350, 0x3FCEBFBE00000000
  %2352 = fmul float %2351, %2341
  %2353 = fadd float %2352, 0x3FE62E4300000000
  %2354 = fmul float %2353, %2341
  %2355 = fadd float %2354, 1.000000e+00
  %2356 = fptosi float %2340 to i32
  %2357 = add i32 %2356, 127
  %2358 = shl i32 %2357, 23
  %2359 = bitcast i32 %2358 to float
  %2360 = fmul float %2355, %2359
  %2361 = select i1 %2335, float 0.000000e+00, float %2360
  %2362 = select i1 %2336, float 0x7FF0000000000000, float %2361
  %2363 = fcmp uno float %2334, %2334
  %2364 = select i1 %2363, float %2334, float %2362
  %2365 = fcmp oeq float %2285, 0xFFF0000000000000
  %2366 = select i1 %2365, float 0.000000e+00, float %2364
  %2367 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2368 = fmul float %2366, %2367
  %2369 = fadd float %2368, %2332
  %2370 = fsub float %2288, %2295
  %2371 = fmul float %2370, 0x3FF7154760000000
  %2372 = fcmp olt float %2371, -1.260000e+02
  %2373 = fcmp ogt float %2371, 1.270000e+02
  %2374 = select i1 %2372, float -1.260000e+02, float %2371
  %2375 = select i1 %2373, float 1.270000e+02, float %2374
  %2376 = fadd float %2375, 5.000000e-01
  %2377 = call float @llvm.floor.f32(float %2376)
  %2378 = fsub float %2375, %2377
  %2379 = fmul float 0x3EEFFCBFC0000000, %2378
  %2380 = fadd float %2379, 0x3F24309120000000
  %2381 = fmul float %2380, %2378
  %2382 = fadd float %2381, 0x3F55D87FE0000000
  %2383 = fmul float %2382, %2378
  %2384 = fadd float %2383, 0x3F83B2AB60000000
  %2385 = fmul float %2384, %2378
  %2386 = fadd float %2385, 0x3FAC6B08E0000000
  %2387 = fmul float %2386, %2378
  %2388 = fadd float %2387, 0x3FCEBFBE00000000
  %2389 = fmul float %2388, %2378
  %2390 = fadd float %2389, 0x3FE62E4300000000
  %2391 = fmul float %2390, %2378
  %2392 = fadd float %2391, 1.000000e+00
  %2393 = fptosi float %2377 to i32
  %2394 = add i32 %2393, 127
  %2395 = shl i32 %2394, 23
  %2396 = bitcast i32 %2395 to float
  %2397 = fmul float %2392, %2396
  %2398 = select i1 %2372, float 0.000000e+00, float %2397
  %2399 = select i1 %2373, float 0x7FF0000000000000, float %2398
  %2400 = fcmp uno float %2371, %2371
  %2401 = select i1 %2400, float %2371, float %2399
  %2402 = fcmp oeq float %2288, 0xFFF0000000000000
  %2403 = select i1 %2402, float 0.000000e+00, float %2401
  %2404 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2405 = fmul float %2403, %2404
  %2406 = fadd float %2405, %2369
  %2407 = fsub float %2291, %2295
  %2408 = fmul float %2407, 0x3FF7154760000000
  %2409 = fcmp olt float %2408, -1.260000e+02
  %2410 = fcmp ogt float %2408, 1.270000e+02
  %2411 = select i1 %2409, float -1.260000e+02, float %2408
  %2412 = select i1 %2410, float 1.270000e+02, float %2411
  %2413 = fadd float %2412, 5.000000e-01
  %2414 = call float @llvm.floor.f32(float %2413)
  %2415 = fsub float %2412, %2414
  %2416 = fmul float 0x3EEFFCBFC0000000, %2415
  %2417 = fadd float %2416, 0x3F24309120000000
  %2418 = fmul float %2417, %2415
  %2419 = fadd float %2418, 0x3F55D87FE0000000
  %2420 = fmul float %2419, %2415
  %2421 = fadd float %2420, 0x3F83B2AB60000000
  %2422 = fmul float %2421, %2415
  %2423 = fadd float %2422, 0x3FAC6B08E0000000
  %2424 = fmul float %2423, %2415
  %2425 = fadd float %2424, 0x3FCEBFBE00000000
  %2426 = fmul float %2425, %2415
  %2427 = fadd float %2426, 0x3FE62E4300000000
  %2428 = fmul float %2427, %2415
  %2429 = fadd float %2428, 1.000000e+00
  %2430 = fptosi float %2414 to i32
  %2431 = add i32 %2430, 127
  %2432 = shl i32 %2431, 23
  %2433 = bitcast i32 %2432 to float
  %2434 = fmul float %2429, %2433
  %2435 = select i1 %2409, float 0.000000e+00, float %2434
  %2436 = select i1 %2410, float 0x7FF0000000000000, float %2435
  %2437 = fcmp uno float %2408, %2408
  %2438 = select i1 %2437, float %2408, float %2436
  %2439 = fcmp oeq float %2291, 0xFFF0000000000000
  %2440 = select i1 %2439, float 0.000000e+00, float %2438
  %2441 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2442 = fmul float %2440, %2441
  %2443 = fadd float %2442, %2406
  %2444 = fsub float %32, %2295
  %2445 = fmul float %2444, 0x3FF7154760000000
  %2446 = fcmp olt float %2445, -1.260000e+02
  %2447 = fcmp ogt float %2445, 1.270000e+02
  %2448 = select i1 %2446, float -1.260000e+02, float %2445
  %2449 = select i1 %2447, float 1.270000e+02, float %2448
  %2450 = fadd float %2449, 5.000000e-01
  %2451 = call float @llvm.floor.f32(float %2450)
  %2452 = fsub float %2449, %2451
  %2453 = fmul float 0x3EEFFCBFC0000000, %2452
  %2454 = fadd float %2453, 0x3F24309120000000
  %2455 = fmul float %2454, %2452
  %2456 = fadd float %2455, 0x3F55D87FE0000000
  %2457 = fmul float %2456, %2452
  %2458 = fadd float %2457, 0x3F83B2AB60000000
  %2459 = fmul float %2458, %2452
  %2460 = fadd float %2459, 0x3FAC6B08E0000000
  %2461 = fmul float %2460, %2452
  %2462 = fadd float %2461, 0x3FCEBFBE00000000
  %2463 = fmul float %2462, %2452
  %2464 = fadd float %2463, 0x3FE62E4300000000
  %2465 = fmul float %2464, %2452
  %2466 = fadd float %2465, 1.000000e+00
  %2467 = fptosi float %2451 to i32
  %2468 = add i32 %2467, 127
  %2469 = shl i32 %2468, 23
  %2470 = bitcast i32 %2469 to float
  %2471 = fmul float %2466, %2470
  %2472 = select i1 %2446, float 0.000000e+00, float %2471
  %2473 = select i1 %2447, float 0x7FF0000000000000, float %2472
  %2474 = fcmp uno float %2445, %2445
  %2475 = select i1 %2474, float %2445, float %2473
  %2476 = fadd float %2443, %2475
  br i1 %295, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2477 = load i32, ptr addrspace(5) %v125, align 4
  %2478 = icmp slt i32 %2477, %6
  br i1 %2478, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2479 = load i32, ptr addrspace(5) %v125, align 4
  %2480 = add i32 2048, %2479
  %2481 = sext i32 %2480 to i64
  %2482 = mul i64 %2481, 4
  %2483 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2482
  %2484 = load float, ptr addrspace(3) %2483, align 4
  %2485 = fmul float %2096, %2484
  %2486 = fadd float %2485, 0.000000e+00
  %2487 = add i32 2304, %2479
  %2488 = sext i32 %2487 to i64
  %2489 = mul i64 %2488, 4
  %2490 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2489
  %2491 = load float, ptr addrspace(3) %2490, align 4
  %2492 = fmul float %2133, %2491
  %2493 = fadd float %2492, %2486
  %2494 = add i32 2560, %2479
  %2495 = sext i32 %2494 to i64
  %2496 = mul i64 %2495, 4
  %2497 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2496
  %2498 = load float, ptr addrspace(3) %2497, align 4
  %2499 = fmul float %2170, %2498
  %2500 = fadd float %2499, %2493
  %2501 = add i32 2816, %2479
  %2502 = sext i32 %2501 to i64
  %2503 = mul i64 %2502, 4
  %2504 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2503
  %2505 = load float, ptr addrspace(3) %2504, align 4
  %2506 = fmul float %2207, %2505
  %2507 = fadd float %2506, %2500
  %2508 = add i32 %221, %2479
  %2509 = fdiv float %2507, %2243
  %2510 = sext i32 %2508 to i64
  %2511 = mul i64 %2510, 4
  %2512 = getelementptr i8, ptr addrspace(1) %0, i64 %2511
  store float %2509, ptr addrspace(1) %2512, align 4
  %2513 = load i32, ptr addrspace(5) %v125, align 4
  %2514 = add i32 %2513, 128
  store i32 %2514, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %13, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2515 = load i32, ptr addrspace(5) %v131, align 4
  %2516 = icmp slt i32 %2515, %6
  br i1 %2516, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2517 = load i32, ptr addrspace(5) %v131, align 4
  %2518 = add i32 3072, %2517
  %2519 = sext i32 %2518 to i64
  %2520 = mul i64 %2519, 4
  %2521 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2520
  %2522 = load float, ptr addrspace(3) %2521, align 4
  %2523 = fmul float %2329, %2522
  %2524 = fadd float %2523, 0.000000e+00
  %2525 = add i32 3328, %2517
  %2526 = sext i32 %2525 to i64
  %2527 = mul i64 %2526, 4
  %2528 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2527
  %2529 = load float, ptr addrspace(3) %2528, align 4
  %2530 = fmul float %2366, %2529
  %2531 = fadd float %2530, %2524
  %2532 = add i32 3584, %2517
  %2533 = sext i32 %2532 to i64
  %2534 = mul i64 %2533, 4
  %2535 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2534
  %2536 = load float, ptr addrspace(3) %2535, align 4
  %2537 = fmul float %2403, %2536
  %2538 = fadd float %2537, %2531
  %2539 = add i32 3840, %2517
  %2540 = sext i32 %2539 to i64
  %2541 = mul i64 %2540, 4
  %2542 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2541
  %2543 = load float, ptr addrspace(3) %2542, align 4
  %2544 = fmul float %2440, %2543
  %2545 = fadd float %2544, %2538
  %2546 = add i32 %306, %2517
  %2547 = fdiv float %2545, %2476
  %2548 = sext i32 %2546 to i64
  %2549 = mul i64 %2548, 4
  %2550 = getelementptr i8, ptr addrspace(1) %0, i64 %2549
  store float %2547, ptr addrspace(1) %2550, align 4
  %2551 = load i32, ptr addrspace(5) %v131, align 4
  %2552 = add i32 %2551, 128
  store i32 %2552, ptr addrspace(5) %v131, align 4
  br label %loop132

done134:                                          ; preds = %loop132
  br label %endif130
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
