; ModuleID = 'strata_attn_prefill_ext_f16kv'
source_filename = "strata_attn_prefill_ext_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_ext_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) #0 {
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
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = and i32 %12, 31
  %14 = call i32 @llvm.amdgcn.workitem.id.x()
  %15 = lshr i32 %14, 5
  %16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %17 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %53 = add i32 %13, 32
  %54 = icmp slt i32 %53, %6
  %55 = add i32 %43, %53
  %56 = select i1 %54, i32 %55, i32 0
  %57 = sext i32 %56 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %1, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = select i1 %54, float %60, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %62 = add i32 %13, 64
  %63 = icmp slt i32 %62, %6
  %64 = add i32 %43, %62
  %65 = select i1 %63, i32 %64, i32 0
  %66 = sext i32 %65 to i64
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = select i1 %63, float %69, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %71 = add i32 %13, 96
  %72 = icmp slt i32 %71, %6
  %73 = add i32 %43, %71
  %74 = select i1 %72, i32 %73, i32 0
  %75 = sext i32 %74 to i64
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = select i1 %72, float %78, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %80 = add i32 %13, 128
  %81 = icmp slt i32 %80, %6
  %82 = add i32 %43, %80
  %83 = select i1 %81, i32 %82, i32 0
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = select i1 %81, float %87, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %89 = add i32 %13, 160
  %90 = icmp slt i32 %89, %6
  %91 = add i32 %43, %89
  %92 = select i1 %90, i32 %91, i32 0
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %1, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = select i1 %90, float %96, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %98 = add i32 %13, 192
  %99 = icmp slt i32 %98, %6
  %100 = add i32 %43, %98
  %101 = select i1 %99, i32 %100, i32 0
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %1, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = select i1 %99, float %105, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %107 = add i32 %13, 224
  %108 = icmp slt i32 %107, %6
  %109 = add i32 %43, %107
  %110 = select i1 %108, i32 %109, i32 0
  %111 = sext i32 %110 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = select i1 %108, float %114, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %138 = add i32 %13, 32
  %139 = icmp slt i32 %138, %6
  %140 = add i32 %128, %138
  %141 = select i1 %139, i32 %140, i32 0
  %142 = sext i32 %141 to i64
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %1, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = select i1 %139, float %145, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %147 = add i32 %13, 64
  %148 = icmp slt i32 %147, %6
  %149 = add i32 %128, %147
  %150 = select i1 %148, i32 %149, i32 0
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %1, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = select i1 %148, float %154, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %156 = add i32 %13, 96
  %157 = icmp slt i32 %156, %6
  %158 = add i32 %128, %156
  %159 = select i1 %157, i32 %158, i32 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %157, float %163, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %165 = add i32 %13, 128
  %166 = icmp slt i32 %165, %6
  %167 = add i32 %128, %165
  %168 = select i1 %166, i32 %167, i32 0
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %1, i64 %170
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = select i1 %166, float %172, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %174 = add i32 %13, 160
  %175 = icmp slt i32 %174, %6
  %176 = add i32 %128, %174
  %177 = select i1 %175, i32 %176, i32 0
  %178 = sext i32 %177 to i64
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr addrspace(1) %1, i64 %179
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = select i1 %175, float %181, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %183 = add i32 %13, 192
  %184 = icmp slt i32 %183, %6
  %185 = add i32 %128, %183
  %186 = select i1 %184, i32 %185, i32 0
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr addrspace(1) %1, i64 %188
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = select i1 %184, float %190, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %192 = add i32 %13, 224
  %193 = icmp slt i32 %192, %6
  %194 = add i32 %128, %192
  %195 = select i1 %193, i32 %194, i32 0
  %196 = sext i32 %195 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %1, i64 %197
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = select i1 %193, float %199, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v18, align 4
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %223 = add i32 %13, 32
  %224 = icmp slt i32 %223, %6
  %225 = add i32 %213, %223
  %226 = select i1 %224, i32 %225, i32 0
  %227 = sext i32 %226 to i64
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr addrspace(1) %1, i64 %228
  %230 = load float, ptr addrspace(1) %229, align 4
  %231 = select i1 %224, float %230, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %232 = add i32 %13, 64
  %233 = icmp slt i32 %232, %6
  %234 = add i32 %213, %232
  %235 = select i1 %233, i32 %234, i32 0
  %236 = sext i32 %235 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %1, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = select i1 %233, float %239, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %241 = add i32 %13, 96
  %242 = icmp slt i32 %241, %6
  %243 = add i32 %213, %241
  %244 = select i1 %242, i32 %243, i32 0
  %245 = sext i32 %244 to i64
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %1, i64 %246
  %248 = load float, ptr addrspace(1) %247, align 4
  %249 = select i1 %242, float %248, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %250 = add i32 %13, 128
  %251 = icmp slt i32 %250, %6
  %252 = add i32 %213, %250
  %253 = select i1 %251, i32 %252, i32 0
  %254 = sext i32 %253 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %1, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = select i1 %251, float %257, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %259 = add i32 %13, 160
  %260 = icmp slt i32 %259, %6
  %261 = add i32 %213, %259
  %262 = select i1 %260, i32 %261, i32 0
  %263 = sext i32 %262 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %1, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4
  %267 = select i1 %260, float %266, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %268 = add i32 %13, 192
  %269 = icmp slt i32 %268, %6
  %270 = add i32 %213, %268
  %271 = select i1 %269, i32 %270, i32 0
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %1, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = select i1 %269, float %275, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %277 = add i32 %13, 224
  %278 = icmp slt i32 %277, %6
  %279 = add i32 %213, %277
  %280 = select i1 %278, i32 %279, i32 0
  %281 = sext i32 %280 to i64
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %1, i64 %282
  %284 = load float, ptr addrspace(1) %283, align 4
  %285 = select i1 %278, float %284, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v28, align 4
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %308 = add i32 %13, 32
  %309 = icmp slt i32 %308, %6
  %310 = add i32 %298, %308
  %311 = select i1 %309, i32 %310, i32 0
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %1, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = select i1 %309, float %315, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %317 = add i32 %13, 64
  %318 = icmp slt i32 %317, %6
  %319 = add i32 %298, %317
  %320 = select i1 %318, i32 %319, i32 0
  %321 = sext i32 %320 to i64
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(1) %1, i64 %322
  %324 = load float, ptr addrspace(1) %323, align 4
  %325 = select i1 %318, float %324, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  %326 = add i32 %13, 96
  %327 = icmp slt i32 %326, %6
  %328 = add i32 %298, %326
  %329 = select i1 %327, i32 %328, i32 0
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr addrspace(1) %1, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4
  %334 = select i1 %327, float %333, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %335 = add i32 %13, 128
  %336 = icmp slt i32 %335, %6
  %337 = add i32 %298, %335
  %338 = select i1 %336, i32 %337, i32 0
  %339 = sext i32 %338 to i64
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %1, i64 %340
  %342 = load float, ptr addrspace(1) %341, align 4
  %343 = select i1 %336, float %342, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v34, align 4
  %344 = add i32 %13, 160
  %345 = icmp slt i32 %344, %6
  %346 = add i32 %298, %344
  %347 = select i1 %345, i32 %346, i32 0
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %1, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = select i1 %345, float %351, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v35, align 4
  %353 = add i32 %13, 192
  %354 = icmp slt i32 %353, %6
  %355 = add i32 %298, %353
  %356 = select i1 %354, i32 %355, i32 0
  %357 = sext i32 %356 to i64
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %1, i64 %358
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = select i1 %354, float %360, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v36, align 4
  %362 = add i32 %13, 224
  %363 = icmp slt i32 %362, %6
  %364 = add i32 %298, %362
  %365 = select i1 %363, i32 %364, i32 0
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %1, i64 %367
  %369 = load float, ptr addrspace(1) %368, align 4
  %370 = select i1 %363, float %369, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v38, align 4
  store float 0.000000e+00, ptr addrspace(5) %v39, align 4
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
  store i32 %403, ptr addrspace(5) %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %404 = load i32, ptr addrspace(5) %v40, align 4
  %405 = icmp slt i32 %404, %398
  br i1 %405, label %body, label %done

body:                                             ; preds = %loop
  %406 = load i32, ptr addrspace(5) %v40, align 4
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
  %547 = call i32 @llvm.amdgcn.workitem.id.x()
  %548 = and i32 %547, 31
  %549 = xor i32 %548, 16
  %550 = shl i32 %549, 2
  %551 = call i32 @llvm.amdgcn.ds.bpermute(i32 %550, i32 %546)
  %552 = bitcast i32 %551 to float
  %553 = fadd float %545, %552
  %554 = bitcast float %553 to i32
  %555 = call i32 @llvm.amdgcn.workitem.id.x()
  %556 = and i32 %555, 31
  %557 = xor i32 %556, 8
  %558 = shl i32 %557, 2
  %559 = call i32 @llvm.amdgcn.ds.bpermute(i32 %558, i32 %554)
  %560 = bitcast i32 %559 to float
  %561 = fadd float %553, %560
  %562 = bitcast float %561 to i32
  %563 = call i32 @llvm.amdgcn.workitem.id.x()
  %564 = and i32 %563, 31
  %565 = xor i32 %564, 4
  %566 = shl i32 %565, 2
  %567 = call i32 @llvm.amdgcn.ds.bpermute(i32 %566, i32 %562)
  %568 = bitcast i32 %567 to float
  %569 = fadd float %561, %568
  %570 = bitcast float %569 to i32
  %571 = call i32 @llvm.amdgcn.workitem.id.x()
  %572 = and i32 %571, 31
  %573 = xor i32 %572, 2
  %574 = shl i32 %573, 2
  %575 = call i32 @llvm.amdgcn.ds.bpermute(i32 %574, i32 %570)
  %576 = bitcast i32 %575 to float
  %577 = fadd float %569, %576
  %578 = bitcast float %577 to i32
  %579 = call i32 @llvm.amdgcn.workitem.id.x()
  %580 = and i32 %579, 31
  %581 = xor i32 %580, 1
  %582 = shl i32 %581, 2
  %583 = call i32 @llvm.amdgcn.ds.bpermute(i32 %582, i32 %578)
  %584 = bitcast i32 %583 to float
  %585 = fadd float %577, %584
  %586 = icmp slt i32 %406, %35
  %587 = icmp sge i32 %406, %40
  %588 = and i1 %586, %587
  %589 = fmul float %585, %8
  %590 = load float, ptr addrspace(5) %v8, align 4
  %591 = fcmp ogt float %589, %590
  %592 = select i1 %591, float %589, float %590
  %593 = fsub float %590, %592
  %594 = fmul float %593, 0x3FF7154760000000
  %595 = fcmp olt float %594, -1.260000e+02
  %596 = fcmp ogt float %594, 1.270000e+02
  %597 = select i1 %595, float -1.260000e+02, float %594
  %598 = select i1 %596, float 1.270000e+02, float %597
  %599 = fadd float %598, 5.000000e-01
  %600 = call float @llvm.floor.f32(float %599)
  %601 = fsub float %598, %600
  %602 = fmul float 0x3EEFFCBFC0000000, %601
  %603 = fadd float %602, 0x3F24309120000000
  %604 = fmul float %603, %601
  %605 = fadd float %604, 0x3F55D87FE0000000
  %606 = fmul float %605, %601
  %607 = fadd float %606, 0x3F83B2AB60000000
  %608 = fmul float %607, %601
  %609 = fadd float %608, 0x3FAC6B08E0000000
  %610 = fmul float %609, %601
  %611 = fadd float %610, 0x3FCEBFBE00000000
  %612 = fmul float %611, %601
  %613 = fadd float %612, 0x3FE62E4300000000
  %614 = fmul float %613, %601
  %615 = fadd float %614, 1.000000e+00
  %616 = fptosi float %600 to i32
  %617 = add i32 %616, 127
  %618 = shl i32 %617, 23
  %619 = bitcast i32 %618 to float
  %620 = fmul float %615, %619
  %621 = select i1 %595, float 0.000000e+00, float %620
  %622 = select i1 %596, float 0x7FF0000000000000, float %621
  %623 = fcmp uno float %594, %594
  %624 = select i1 %623, float %594, float %622
  %625 = fsub float %589, %592
  %626 = fmul float %625, 0x3FF7154760000000
  %627 = fcmp olt float %626, -1.260000e+02
  %628 = fcmp ogt float %626, 1.270000e+02
  %629 = select i1 %627, float -1.260000e+02, float %626
  %630 = select i1 %628, float 1.270000e+02, float %629
  %631 = fadd float %630, 5.000000e-01
  %632 = call float @llvm.floor.f32(float %631)
  %633 = fsub float %630, %632
  %634 = fmul float 0x3EEFFCBFC0000000, %633
  %635 = fadd float %634, 0x3F24309120000000
  %636 = fmul float %635, %633
  %637 = fadd float %636, 0x3F55D87FE0000000
  %638 = fmul float %637, %633
  %639 = fadd float %638, 0x3F83B2AB60000000
  %640 = fmul float %639, %633
  %641 = fadd float %640, 0x3FAC6B08E0000000
  %642 = fmul float %641, %633
  %643 = fadd float %642, 0x3FCEBFBE00000000
  %644 = fmul float %643, %633
  %645 = fadd float %644, 0x3FE62E4300000000
  %646 = fmul float %645, %633
  %647 = fadd float %646, 1.000000e+00
  %648 = fptosi float %632 to i32
  %649 = add i32 %648, 127
  %650 = shl i32 %649, 23
  %651 = bitcast i32 %650 to float
  %652 = fmul float %647, %651
  %653 = select i1 %627, float 0.000000e+00, float %652
  %654 = select i1 %628, float 0x7FF0000000000000, float %653
  %655 = fcmp uno float %626, %626
  %656 = select i1 %655, float %626, float %654
  %657 = load float, ptr addrspace(5) %v9, align 4
  %658 = fmul float %657, %624
  %659 = fadd float %658, %656
  %660 = load float, ptr addrspace(5) %v9, align 4
  %661 = select i1 %588, float %659, float %660
  store float %661, ptr addrspace(5) %v9, align 4
  %662 = load float, ptr addrspace(5) %v, align 4
  %663 = fmul float %656, %423
  %664 = fmul float %662, %624
  %665 = fadd float %664, %663
  %666 = select i1 %588, float %665, float %662
  store float %666, ptr addrspace(5) %v, align 4
  %667 = load float, ptr addrspace(5) %v1, align 4
  %668 = fmul float %656, %437
  %669 = fmul float %667, %624
  %670 = fadd float %669, %668
  %671 = select i1 %588, float %670, float %667
  store float %671, ptr addrspace(5) %v1, align 4
  %672 = load float, ptr addrspace(5) %v2, align 4
  %673 = fmul float %656, %451
  %674 = fmul float %672, %624
  %675 = fadd float %674, %673
  %676 = select i1 %588, float %675, float %672
  store float %676, ptr addrspace(5) %v2, align 4
  %677 = load float, ptr addrspace(5) %v3, align 4
  %678 = fmul float %656, %465
  %679 = fmul float %677, %624
  %680 = fadd float %679, %678
  %681 = select i1 %588, float %680, float %677
  store float %681, ptr addrspace(5) %v3, align 4
  %682 = load float, ptr addrspace(5) %v4, align 4
  %683 = fmul float %656, %479
  %684 = fmul float %682, %624
  %685 = fadd float %684, %683
  %686 = select i1 %588, float %685, float %682
  store float %686, ptr addrspace(5) %v4, align 4
  %687 = load float, ptr addrspace(5) %v5, align 4
  %688 = fmul float %656, %493
  %689 = fmul float %687, %624
  %690 = fadd float %689, %688
  %691 = select i1 %588, float %690, float %687
  store float %691, ptr addrspace(5) %v5, align 4
  %692 = load float, ptr addrspace(5) %v6, align 4
  %693 = fmul float %656, %507
  %694 = fmul float %692, %624
  %695 = fadd float %694, %693
  %696 = select i1 %588, float %695, float %692
  store float %696, ptr addrspace(5) %v6, align 4
  %697 = load float, ptr addrspace(5) %v7, align 4
  %698 = fmul float %656, %521
  %699 = fmul float %697, %624
  %700 = fadd float %699, %698
  %701 = select i1 %588, float %700, float %697
  store float %701, ptr addrspace(5) %v7, align 4
  %702 = select i1 %588, float %592, float %590
  store float %702, ptr addrspace(5) %v8, align 4
  %703 = fmul float %137, %417
  %704 = select i1 %372, float %703, float 0.000000e+00
  %705 = fadd float 0.000000e+00, %704
  %706 = fmul float %146, %431
  %707 = select i1 %374, float %706, float 0.000000e+00
  %708 = fadd float %705, %707
  %709 = fmul float %155, %445
  %710 = select i1 %376, float %709, float 0.000000e+00
  %711 = fadd float %708, %710
  %712 = fmul float %164, %459
  %713 = select i1 %378, float %712, float 0.000000e+00
  %714 = fadd float %711, %713
  %715 = fmul float %173, %473
  %716 = select i1 %380, float %715, float 0.000000e+00
  %717 = fadd float %714, %716
  %718 = fmul float %182, %487
  %719 = select i1 %382, float %718, float 0.000000e+00
  %720 = fadd float %717, %719
  %721 = fmul float %191, %501
  %722 = select i1 %384, float %721, float 0.000000e+00
  %723 = fadd float %720, %722
  %724 = fmul float %200, %515
  %725 = select i1 %386, float %724, float 0.000000e+00
  %726 = fadd float %723, %725
  %727 = bitcast float %726 to i32
  %728 = call i32 @llvm.amdgcn.workitem.id.x()
  %729 = and i32 %728, 31
  %730 = xor i32 %729, 16
  %731 = shl i32 %730, 2
  %732 = call i32 @llvm.amdgcn.ds.bpermute(i32 %731, i32 %727)
  %733 = bitcast i32 %732 to float
  %734 = fadd float %726, %733
  %735 = bitcast float %734 to i32
  %736 = call i32 @llvm.amdgcn.workitem.id.x()
  %737 = and i32 %736, 31
  %738 = xor i32 %737, 8
  %739 = shl i32 %738, 2
  %740 = call i32 @llvm.amdgcn.ds.bpermute(i32 %739, i32 %735)
  %741 = bitcast i32 %740 to float
  %742 = fadd float %734, %741
  %743 = bitcast float %742 to i32
  %744 = call i32 @llvm.amdgcn.workitem.id.x()
  %745 = and i32 %744, 31
  %746 = xor i32 %745, 4
  %747 = shl i32 %746, 2
  %748 = call i32 @llvm.amdgcn.ds.bpermute(i32 %747, i32 %743)
  %749 = bitcast i32 %748 to float
  %750 = fadd float %742, %749
  %751 = bitcast float %750 to i32
  %752 = call i32 @llvm.amdgcn.workitem.id.x()
  %753 = and i32 %752, 31
  %754 = xor i32 %753, 2
  %755 = shl i32 %754, 2
  %756 = call i32 @llvm.amdgcn.ds.bpermute(i32 %755, i32 %751)
  %757 = bitcast i32 %756 to float
  %758 = fadd float %750, %757
  %759 = bitcast float %758 to i32
  %760 = call i32 @llvm.amdgcn.workitem.id.x()
  %761 = and i32 %760, 31
  %762 = xor i32 %761, 1
  %763 = shl i32 %762, 2
  %764 = call i32 @llvm.amdgcn.ds.bpermute(i32 %763, i32 %759)
  %765 = bitcast i32 %764 to float
  %766 = fadd float %758, %765
  %767 = icmp slt i32 %406, %120
  %768 = icmp sge i32 %406, %125
  %769 = and i1 %767, %768
  %770 = fmul float %766, %8
  %771 = load float, ptr addrspace(5) %v18, align 4
  %772 = fcmp ogt float %770, %771
  %773 = select i1 %772, float %770, float %771
  %774 = fsub float %771, %773
  %775 = fmul float %774, 0x3FF7154760000000
  %776 = fcmp olt float %775, -1.260000e+02
  %777 = fcmp ogt float %775, 1.270000e+02
  %778 = select i1 %776, float -1.260000e+02, float %775
  %779 = select i1 %777, float 1.270000e+02, float %778
  %780 = fadd float %779, 5.000000e-01
  %781 = call float @llvm.floor.f32(float %780)
  %782 = fsub float %779, %781
  %783 = fmul float 0x3EEFFCBFC0000000, %782
  %784 = fadd float %783, 0x3F24309120000000
  %785 = fmul float %784, %782
  %786 = fadd float %785, 0x3F55D87FE0000000
  %787 = fmul float %786, %782
  %788 = fadd float %787, 0x3F83B2AB60000000
  %789 = fmul float %788, %782
  %790 = fadd float %789, 0x3FAC6B08E0000000
  %791 = fmul float %790, %782
  %792 = fadd float %791, 0x3FCEBFBE00000000
  %793 = fmul float %792, %782
  %794 = fadd float %793, 0x3FE62E4300000000
  %795 = fmul float %794, %782
  %796 = fadd float %795, 1.000000e+00
  %797 = fptosi float %781 to i32
  %798 = add i32 %797, 127
  %799 = shl i32 %798, 23
  %800 = bitcast i32 %799 to float
  %801 = fmul float %796, %800
  %802 = select i1 %776, float 0.000000e+00, float %801
  %803 = select i1 %777, float 0x7FF0000000000000, float %802
  %804 = fcmp uno float %775, %775
  %805 = select i1 %804, float %775, float %803
  %806 = fsub float %770, %773
  %807 = fmul float %806, 0x3FF7154760000000
  %808 = fcmp olt float %807, -1.260000e+02
  %809 = fcmp ogt float %807, 1.270000e+02
  %810 = select i1 %808, float -1.260000e+02, float %807
  %811 = select i1 %809, float 1.270000e+02, float %810
  %812 = fadd float %811, 5.000000e-01
  %813 = call float @llvm.floor.f32(float %812)
  %814 = fsub float %811, %813
  %815 = fmul float 0x3EEFFCBFC0000000, %814
  %816 = fadd float %815, 0x3F24309120000000
  %817 = fmul float %816, %814
  %818 = fadd float %817, 0x3F55D87FE0000000
  %819 = fmul float %818, %814
  %820 = fadd float %819, 0x3F83B2AB60000000
  %821 = fmul float %820, %814
  %822 = fadd float %821, 0x3FAC6B08E0000000
  %823 = fmul float %822, %814
  %824 = fadd float %823, 0x3FCEBFBE00000000
  %825 = fmul float %824, %814
  %826 = fadd float %825, 0x3FE62E4300000000
  %827 = fmul float %826, %814
  %828 = fadd float %827, 1.000000e+00
  %829 = fptosi float %813 to i32
  %830 = add i32 %829, 127
  %831 = shl i32 %830, 23
  %832 = bitcast i32 %831 to float
  %833 = fmul float %828, %832
  %834 = select i1 %808, float 0.000000e+00, float %833
  %835 = select i1 %809, float 0x7FF0000000000000, float %834
  %836 = fcmp uno float %807, %807
  %837 = select i1 %836, float %807, float %835
  %838 = load float, ptr addrspace(5) %v19, align 4
  %839 = fmul float %838, %805
  %840 = fadd float %839, %837
  %841 = load float, ptr addrspace(5) %v19, align 4
  %842 = select i1 %769, float %840, float %841
  store float %842, ptr addrspace(5) %v19, align 4
  %843 = load float, ptr addrspace(5) %v10, align 4
  %844 = fmul float %837, %423
  %845 = fmul float %843, %805
  %846 = fadd float %845, %844
  %847 = select i1 %769, float %846, float %843
  store float %847, ptr addrspace(5) %v10, align 4
  %848 = load float, ptr addrspace(5) %v11, align 4
  %849 = fmul float %837, %437
  %850 = fmul float %848, %805
  %851 = fadd float %850, %849
  %852 = select i1 %769, float %851, float %848
  store float %852, ptr addrspace(5) %v11, align 4
  %853 = load float, ptr addrspace(5) %v12, align 4
  %854 = fmul float %837, %451
  %855 = fmul float %853, %805
  %856 = fadd float %855, %854
  %857 = select i1 %769, float %856, float %853
  store float %857, ptr addrspace(5) %v12, align 4
  %858 = load float, ptr addrspace(5) %v13, align 4
  %859 = fmul float %837, %465
  %860 = fmul float %858, %805
  %861 = fadd float %860, %859
  %862 = select i1 %769, float %861, float %858
  store float %862, ptr addrspace(5) %v13, align 4
  %863 = load float, ptr addrspace(5) %v14, align 4
  %864 = fmul float %837, %479
  %865 = fmul float %863, %805
  %866 = fadd float %865, %864
  %867 = select i1 %769, float %866, float %863
  store float %867, ptr addrspace(5) %v14, align 4
  %868 = load float, ptr addrspace(5) %v15, align 4
  %869 = fmul float %837, %493
  %870 = fmul float %868, %805
  %871 = fadd float %870, %869
  %872 = select i1 %769, float %871, float %868
  store float %872, ptr addrspace(5) %v15, align 4
  %873 = load float, ptr addrspace(5) %v16, align 4
  %874 = fmul float %837, %507
  %875 = fmul float %873, %805
  %876 = fadd float %875, %874
  %877 = select i1 %769, float %876, float %873
  store float %877, ptr addrspace(5) %v16, align 4
  %878 = load float, ptr addrspace(5) %v17, align 4
  %879 = fmul float %837, %521
  %880 = fmul float %878, %805
  %881 = fadd float %880, %879
  %882 = select i1 %769, float %881, float %878
  store float %882, ptr addrspace(5) %v17, align 4
  %883 = select i1 %769, float %773, float %771
  store float %883, ptr addrspace(5) %v18, align 4
  %884 = fmul float %222, %417
  %885 = select i1 %372, float %884, float 0.000000e+00
  %886 = fadd float 0.000000e+00, %885
  %887 = fmul float %231, %431
  %888 = select i1 %374, float %887, float 0.000000e+00
  %889 = fadd float %886, %888
  %890 = fmul float %240, %445
  %891 = select i1 %376, float %890, float 0.000000e+00
  %892 = fadd float %889, %891
  %893 = fmul float %249, %459
  %894 = select i1 %378, float %893, float 0.000000e+00
  %895 = fadd float %892, %894
  %896 = fmul float %258, %473
  %897 = select i1 %380, float %896, float 0.000000e+00
  %898 = fadd float %895, %897
  %899 = fmul float %267, %487
  %900 = select i1 %382, float %899, float 0.000000e+00
  %901 = fadd float %898, %900
  %902 = fmul float %276, %501
  %903 = select i1 %384, float %902, float 0.000000e+00
  %904 = fadd float %901, %903
  %905 = fmul float %285, %515
  %906 = select i1 %386, float %905, float 0.000000e+00
  %907 = fadd float %904, %906
  %908 = bitcast float %907 to i32
  %909 = call i32 @llvm.amdgcn.workitem.id.x()
  %910 = and i32 %909, 31
  %911 = xor i32 %910, 16
  %912 = shl i32 %911, 2
  %913 = call i32 @llvm.amdgcn.ds.bpermute(i32 %912, i32 %908)
  %914 = bitcast i32 %913 to float
  %915 = fadd float %907, %914
  %916 = bitcast float %915 to i32
  %917 = call i32 @llvm.amdgcn.workitem.id.x()
  %918 = and i32 %917, 31
  %919 = xor i32 %918, 8
  %920 = shl i32 %919, 2
  %921 = call i32 @llvm.amdgcn.ds.bpermute(i32 %920, i32 %916)
  %922 = bitcast i32 %921 to float
  %923 = fadd float %915, %922
  %924 = bitcast float %923 to i32
  %925 = call i32 @llvm.amdgcn.workitem.id.x()
  %926 = and i32 %925, 31
  %927 = xor i32 %926, 4
  %928 = shl i32 %927, 2
  %929 = call i32 @llvm.amdgcn.ds.bpermute(i32 %928, i32 %924)
  %930 = bitcast i32 %929 to float
  %931 = fadd float %923, %930
  %932 = bitcast float %931 to i32
  %933 = call i32 @llvm.amdgcn.workitem.id.x()
  %934 = and i32 %933, 31
  %935 = xor i32 %934, 2
  %936 = shl i32 %935, 2
  %937 = call i32 @llvm.amdgcn.ds.bpermute(i32 %936, i32 %932)
  %938 = bitcast i32 %937 to float
  %939 = fadd float %931, %938
  %940 = bitcast float %939 to i32
  %941 = call i32 @llvm.amdgcn.workitem.id.x()
  %942 = and i32 %941, 31
  %943 = xor i32 %942, 1
  %944 = shl i32 %943, 2
  %945 = call i32 @llvm.amdgcn.ds.bpermute(i32 %944, i32 %940)
  %946 = bitcast i32 %945 to float
  %947 = fadd float %939, %946
  %948 = icmp slt i32 %406, %205
  %949 = icmp sge i32 %406, %210
  %950 = and i1 %948, %949
  %951 = fmul float %947, %8
  %952 = load float, ptr addrspace(5) %v28, align 4
  %953 = fcmp ogt float %951, %952
  %954 = select i1 %953, float %951, float %952
  %955 = fsub float %952, %954
  %956 = fmul float %955, 0x3FF7154760000000
  %957 = fcmp olt float %956, -1.260000e+02
  %958 = fcmp ogt float %956, 1.270000e+02
  %959 = select i1 %957, float -1.260000e+02, float %956
  %960 = select i1 %958, float 1.270000e+02, float %959
  %961 = fadd float %960, 5.000000e-01
  %962 = call float @llvm.floor.f32(float %961)
  %963 = fsub float %960, %962
  %964 = fmul float 0x3EEFFCBFC0000000, %963
  %965 = fadd float %964, 0x3F24309120000000
  %966 = fmul float %965, %963
  %967 = fadd float %966, 0x3F55D87FE0000000
  %968 = fmul float %967, %963
  %969 = fadd float %968, 0x3F83B2AB60000000
  %970 = fmul float %969, %963
  %971 = fadd float %970, 0x3FAC6B08E0000000
  %972 = fmul float %971, %963
  %973 = fadd float %972, 0x3FCEBFBE00000000
  %974 = fmul float %973, %963
  %975 = fadd float %974, 0x3FE62E4300000000
  %976 = fmul float %975, %963
  %977 = fadd float %976, 1.000000e+00
  %978 = fptosi float %962 to i32
  %979 = add i32 %978, 127
  %980 = shl i32 %979, 23
  %981 = bitcast i32 %980 to float
  %982 = fmul float %977, %981
  %983 = select i1 %957, float 0.000000e+00, float %982
  %984 = select i1 %958, float 0x7FF0000000000000, float %983
  %985 = fcmp uno float %956, %956
  %986 = select i1 %985, float %956, float %984
  %987 = fsub float %951, %954
  %988 = fmul float %987, 0x3FF7154760000000
  %989 = fcmp olt float %988, -1.260000e+02
  %990 = fcmp ogt float %988, 1.270000e+02
  %991 = select i1 %989, float -1.260000e+02, float %988
  %992 = select i1 %990, float 1.270000e+02, float %991
  %993 = fadd float %992, 5.000000e-01
  %994 = call float @llvm.floor.f32(float %993)
  %995 = fsub float %992, %994
  %996 = fmul float 0x3EEFFCBFC0000000, %995
  %997 = fadd float %996, 0x3F24309120000000
  %998 = fmul float %997, %995
  %999 = fadd float %998, 0x3F55D87FE0000000
  %1000 = fmul float %999, %995
  %1001 = fadd float %1000, 0x3F83B2AB60000000
  %1002 = fmul float %1001, %995
  %1003 = fadd float %1002, 0x3FAC6B08E0000000
  %1004 = fmul float %1003, %995
  %1005 = fadd float %1004, 0x3FCEBFBE00000000
  %1006 = fmul float %1005, %995
  %1007 = fadd float %1006, 0x3FE62E4300000000
  %1008 = fmul float %1007, %995
  %1009 = fadd float %1008, 1.000000e+00
  %1010 = fptosi float %994 to i32
  %1011 = add i32 %1010, 127
  %1012 = shl i32 %1011, 23
  %1013 = bitcast i32 %1012 to float
  %1014 = fmul float %1009, %1013
  %1015 = select i1 %989, float 0.000000e+00, float %1014
  %1016 = select i1 %990, float 0x7FF0000000000000, float %1015
  %1017 = fcmp uno float %988, %988
  %1018 = select i1 %1017, float %988, float %1016
  %1019 = load float, ptr addrspace(5) %v29, align 4
  %1020 = fmul float %1019, %986
  %1021 = fadd float %1020, %1018
  %1022 = load float, ptr addrspace(5) %v29, align 4
  %1023 = select i1 %950, float %1021, float %1022
  store float %1023, ptr addrspace(5) %v29, align 4
  %1024 = load float, ptr addrspace(5) %v20, align 4
  %1025 = fmul float %1018, %423
  %1026 = fmul float %1024, %986
  %1027 = fadd float %1026, %1025
  %1028 = select i1 %950, float %1027, float %1024
  store float %1028, ptr addrspace(5) %v20, align 4
  %1029 = load float, ptr addrspace(5) %v21, align 4
  %1030 = fmul float %1018, %437
  %1031 = fmul float %1029, %986
  %1032 = fadd float %1031, %1030
  %1033 = select i1 %950, float %1032, float %1029
  store float %1033, ptr addrspace(5) %v21, align 4
  %1034 = load float, ptr addrspace(5) %v22, align 4
  %1035 = fmul float %1018, %451
  %1036 = fmul float %1034, %986
  %1037 = fadd float %1036, %1035
  %1038 = select i1 %950, float %1037, float %1034
  store float %1038, ptr addrspace(5) %v22, align 4
  %1039 = load float, ptr addrspace(5) %v23, align 4
  %1040 = fmul float %1018, %465
  %1041 = fmul float %1039, %986
  %1042 = fadd float %1041, %1040
  %1043 = select i1 %950, float %1042, float %1039
  store float %1043, ptr addrspace(5) %v23, align 4
  %1044 = load float, ptr addrspace(5) %v24, align 4
  %1045 = fmul float %1018, %479
  %1046 = fmul float %1044, %986
  %1047 = fadd float %1046, %1045
  %1048 = select i1 %950, float %1047, float %1044
  store float %1048, ptr addrspace(5) %v24, align 4
  %1049 = load float, ptr addrspace(5) %v25, align 4
  %1050 = fmul float %1018, %493
  %1051 = fmul float %1049, %986
  %1052 = fadd float %1051, %1050
  %1053 = select i1 %950, float %1052, float %1049
  store float %1053, ptr addrspace(5) %v25, align 4
  %1054 = load float, ptr addrspace(5) %v26, align 4
  %1055 = fmul float %1018, %507
  %1056 = fmul float %1054, %986
  %1057 = fadd float %1056, %1055
  %1058 = select i1 %950, float %1057, float %1054
  store float %1058, ptr addrspace(5) %v26, align 4
  %1059 = load float, ptr addrspace(5) %v27, align 4
  %1060 = fmul float %1018, %521
  %1061 = fmul float %1059, %986
  %1062 = fadd float %1061, %1060
  %1063 = select i1 %950, float %1062, float %1059
  store float %1063, ptr addrspace(5) %v27, align 4
  %1064 = select i1 %950, float %954, float %952
  store float %1064, ptr addrspace(5) %v28, align 4
  %1065 = fmul float %307, %417
  %1066 = select i1 %372, float %1065, float 0.000000e+00
  %1067 = fadd float 0.000000e+00, %1066
  %1068 = fmul float %316, %431
  %1069 = select i1 %374, float %1068, float 0.000000e+00
  %1070 = fadd float %1067, %1069
  %1071 = fmul float %325, %445
  %1072 = select i1 %376, float %1071, float 0.000000e+00
  %1073 = fadd float %1070, %1072
  %1074 = fmul float %334, %459
  %1075 = select i1 %378, float %1074, float 0.000000e+00
  %1076 = fadd float %1073, %1075
  %1077 = fmul float %343, %473
  %1078 = select i1 %380, float %1077, float 0.000000e+00
  %1079 = fadd float %1076, %1078
  %1080 = fmul float %352, %487
  %1081 = select i1 %382, float %1080, float 0.000000e+00
  %1082 = fadd float %1079, %1081
  %1083 = fmul float %361, %501
  %1084 = select i1 %384, float %1083, float 0.000000e+00
  %1085 = fadd float %1082, %1084
  %1086 = fmul float %370, %515
  %1087 = select i1 %386, float %1086, float 0.000000e+00
  %1088 = fadd float %1085, %1087
  %1089 = bitcast float %1088 to i32
  %1090 = call i32 @llvm.amdgcn.workitem.id.x()
  %1091 = and i32 %1090, 31
  %1092 = xor i32 %1091, 16
  %1093 = shl i32 %1092, 2
  %1094 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1093, i32 %1089)
  %1095 = bitcast i32 %1094 to float
  %1096 = fadd float %1088, %1095
  %1097 = bitcast float %1096 to i32
  %1098 = call i32 @llvm.amdgcn.workitem.id.x()
  %1099 = and i32 %1098, 31
  %1100 = xor i32 %1099, 8
  %1101 = shl i32 %1100, 2
  %1102 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1101, i32 %1097)
  %1103 = bitcast i32 %1102 to float
  %1104 = fadd float %1096, %1103
  %1105 = bitcast float %1104 to i32
  %1106 = call i32 @llvm.amdgcn.workitem.id.x()
  %1107 = and i32 %1106, 31
  %1108 = xor i32 %1107, 4
  %1109 = shl i32 %1108, 2
  %1110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1109, i32 %1105)
  %1111 = bitcast i32 %1110 to float
  %1112 = fadd float %1104, %1111
  %1113 = bitcast float %1112 to i32
  %1114 = call i32 @llvm.amdgcn.workitem.id.x()
  %1115 = and i32 %1114, 31
  %1116 = xor i32 %1115, 2
  %1117 = shl i32 %1116, 2
  %1118 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1117, i32 %1113)
  %1119 = bitcast i32 %1118 to float
  %1120 = fadd float %1112, %1119
  %1121 = bitcast float %1120 to i32
  %1122 = call i32 @llvm.amdgcn.workitem.id.x()
  %1123 = and i32 %1122, 31
  %1124 = xor i32 %1123, 1
  %1125 = shl i32 %1124, 2
  %1126 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1125, i32 %1121)
  %1127 = bitcast i32 %1126 to float
  %1128 = fadd float %1120, %1127
  %1129 = icmp slt i32 %406, %290
  %1130 = icmp sge i32 %406, %295
  %1131 = and i1 %1129, %1130
  %1132 = fmul float %1128, %8
  %1133 = load float, ptr addrspace(5) %v38, align 4
  %1134 = fcmp ogt float %1132, %1133
  %1135 = select i1 %1134, float %1132, float %1133
  %1136 = fsub float %1133, %1135
  %1137 = fmul float %1136, 0x3FF7154760000000
  %1138 = fcmp olt float %1137, -1.260000e+02
  %1139 = fcmp ogt float %1137, 1.270000e+02
  %1140 = select i1 %1138, float -1.260000e+02, float %1137
  %1141 = select i1 %1139, float 1.270000e+02, float %1140
  %1142 = fadd float %1141, 5.000000e-01
  %1143 = call float @llvm.floor.f32(float %1142)
  %1144 = fsub float %1141, %1143
  %1145 = fmul float 0x3EEFFCBFC0000000, %1144
  %1146 = fadd float %1145, 0x3F24309120000000
  %1147 = fmul float %1146, %1144
  %1148 = fadd float %1147, 0x3F55D87FE0000000
  %1149 = fmul float %1148, %1144
  %1150 = fadd float %1149, 0x3F83B2AB60000000
  %1151 = fmul float %1150, %1144
  %1152 = fadd float %1151, 0x3FAC6B08E0000000
  %1153 = fmul float %1152, %1144
  %1154 = fadd float %1153, 0x3FCEBFBE00000000
  %1155 = fmul float %1154, %1144
  %1156 = fadd float %1155, 0x3FE62E4300000000
  %1157 = fmul float %1156, %1144
  %1158 = fadd float %1157, 1.000000e+00
  %1159 = fptosi float %1143 to i32
  %1160 = add i32 %1159, 127
  %1161 = shl i32 %1160, 23
  %1162 = bitcast i32 %1161 to float
  %1163 = fmul float %1158, %1162
  %1164 = select i1 %1138, float 0.000000e+00, float %1163
  %1165 = select i1 %1139, float 0x7FF0000000000000, float %1164
  %1166 = fcmp uno float %1137, %1137
  %1167 = select i1 %1166, float %1137, float %1165
  %1168 = fsub float %1132, %1135
  %1169 = fmul float %1168, 0x3FF7154760000000
  %1170 = fcmp olt float %1169, -1.260000e+02
  %1171 = fcmp ogt float %1169, 1.270000e+02
  %1172 = select i1 %1170, float -1.260000e+02, float %1169
  %1173 = select i1 %1171, float 1.270000e+02, float %1172
  %1174 = fadd float %1173, 5.000000e-01
  %1175 = call float @llvm.floor.f32(float %1174)
  %1176 = fsub float %1173, %1175
  %1177 = fmul float 0x3EEFFCBFC0000000, %1176
  %1178 = fadd float %1177, 0x3F24309120000000
  %1179 = fmul float %1178, %1176
  %1180 = fadd float %1179, 0x3F55D87FE0000000
  %1181 = fmul float %1180, %1176
  %1182 = fadd float %1181, 0x3F83B2AB60000000
  %1183 = fmul float %1182, %1176
  %1184 = fadd float %1183, 0x3FAC6B08E0000000
  %1185 = fmul float %1184, %1176
  %1186 = fadd float %1185, 0x3FCEBFBE00000000
  %1187 = fmul float %1186, %1176
  %1188 = fadd float %1187, 0x3FE62E4300000000
  %1189 = fmul float %1188, %1176
  %1190 = fadd float %1189, 1.000000e+00
  %1191 = fptosi float %1175 to i32
  %1192 = add i32 %1191, 127
  %1193 = shl i32 %1192, 23
  %1194 = bitcast i32 %1193 to float
  %1195 = fmul float %1190, %1194
  %1196 = select i1 %1170, float 0.000000e+00, float %1195
  %1197 = select i1 %1171, float 0x7FF0000000000000, float %1196
  %1198 = fcmp uno float %1169, %1169
  %1199 = select i1 %1198, float %1169, float %1197
  %1200 = load float, ptr addrspace(5) %v39, align 4
  %1201 = fmul float %1200, %1167
  %1202 = fadd float %1201, %1199
  %1203 = load float, ptr addrspace(5) %v39, align 4
  %1204 = select i1 %1131, float %1202, float %1203
  store float %1204, ptr addrspace(5) %v39, align 4
  %1205 = load float, ptr addrspace(5) %v30, align 4
  %1206 = fmul float %1199, %423
  %1207 = fmul float %1205, %1167
  %1208 = fadd float %1207, %1206
  %1209 = select i1 %1131, float %1208, float %1205
  store float %1209, ptr addrspace(5) %v30, align 4
  %1210 = load float, ptr addrspace(5) %v31, align 4
  %1211 = fmul float %1199, %437
  %1212 = fmul float %1210, %1167
  %1213 = fadd float %1212, %1211
  %1214 = select i1 %1131, float %1213, float %1210
  store float %1214, ptr addrspace(5) %v31, align 4
  %1215 = load float, ptr addrspace(5) %v32, align 4
  %1216 = fmul float %1199, %451
  %1217 = fmul float %1215, %1167
  %1218 = fadd float %1217, %1216
  %1219 = select i1 %1131, float %1218, float %1215
  store float %1219, ptr addrspace(5) %v32, align 4
  %1220 = load float, ptr addrspace(5) %v33, align 4
  %1221 = fmul float %1199, %465
  %1222 = fmul float %1220, %1167
  %1223 = fadd float %1222, %1221
  %1224 = select i1 %1131, float %1223, float %1220
  store float %1224, ptr addrspace(5) %v33, align 4
  %1225 = load float, ptr addrspace(5) %v34, align 4
  %1226 = fmul float %1199, %479
  %1227 = fmul float %1225, %1167
  %1228 = fadd float %1227, %1226
  %1229 = select i1 %1131, float %1228, float %1225
  store float %1229, ptr addrspace(5) %v34, align 4
  %1230 = load float, ptr addrspace(5) %v35, align 4
  %1231 = fmul float %1199, %493
  %1232 = fmul float %1230, %1167
  %1233 = fadd float %1232, %1231
  %1234 = select i1 %1131, float %1233, float %1230
  store float %1234, ptr addrspace(5) %v35, align 4
  %1235 = load float, ptr addrspace(5) %v36, align 4
  %1236 = fmul float %1199, %507
  %1237 = fmul float %1235, %1167
  %1238 = fadd float %1237, %1236
  %1239 = select i1 %1131, float %1238, float %1235
  store float %1239, ptr addrspace(5) %v36, align 4
  %1240 = load float, ptr addrspace(5) %v37, align 4
  %1241 = fmul float %1199, %521
  %1242 = fmul float %1240, %1167
  %1243 = fadd float %1242, %1241
  %1244 = select i1 %1131, float %1243, float %1240
  store float %1244, ptr addrspace(5) %v37, align 4
  %1245 = select i1 %1131, float %1135, float %1133
  store float %1245, ptr addrspace(5) %v38, align 4
  %1246 = load i32, ptr addrspace(5) %v40, align 4
  %1247 = add i32 %1246, 4
  store i32 %1247, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1248 = add i32 0, %15
  %1249 = mul i32 %1248, 256
  %1250 = load float, ptr addrspace(5) %v, align 4
  br i1 %372, label %then, label %endif

then:                                             ; preds = %done
  %1251 = add i32 %1249, %371
  %1252 = sext i32 %1251 to i64
  %1253 = mul i64 %1252, 4
  %1254 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1253
  store float %1250, ptr addrspace(3) %1254, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1255 = load float, ptr addrspace(5) %v1, align 4
  br i1 %374, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1256 = add i32 %1249, %373
  %1257 = sext i32 %1256 to i64
  %1258 = mul i64 %1257, 4
  %1259 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1258
  store float %1255, ptr addrspace(3) %1259, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1260 = load float, ptr addrspace(5) %v2, align 4
  br i1 %376, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1261 = add i32 %1249, %375
  %1262 = sext i32 %1261 to i64
  %1263 = mul i64 %1262, 4
  %1264 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1263
  store float %1260, ptr addrspace(3) %1264, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1265 = load float, ptr addrspace(5) %v3, align 4
  br i1 %378, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1266 = add i32 %1249, %377
  %1267 = sext i32 %1266 to i64
  %1268 = mul i64 %1267, 4
  %1269 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1268
  store float %1265, ptr addrspace(3) %1269, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1270 = load float, ptr addrspace(5) %v4, align 4
  br i1 %380, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1271 = add i32 %1249, %379
  %1272 = sext i32 %1271 to i64
  %1273 = mul i64 %1272, 4
  %1274 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1273
  store float %1270, ptr addrspace(3) %1274, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1275 = load float, ptr addrspace(5) %v5, align 4
  br i1 %382, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1276 = add i32 %1249, %381
  %1277 = sext i32 %1276 to i64
  %1278 = mul i64 %1277, 4
  %1279 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1278
  store float %1275, ptr addrspace(3) %1279, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1280 = load float, ptr addrspace(5) %v6, align 4
  br i1 %384, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1281 = add i32 %1249, %383
  %1282 = sext i32 %1281 to i64
  %1283 = mul i64 %1282, 4
  %1284 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1283
  store float %1280, ptr addrspace(3) %1284, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1285 = load float, ptr addrspace(5) %v7, align 4
  br i1 %386, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1286 = add i32 %1249, %385
  %1287 = sext i32 %1286 to i64
  %1288 = mul i64 %1287, 4
  %1289 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1288
  store float %1285, ptr addrspace(3) %1289, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1290 = icmp eq i32 %13, 0
  %1291 = load float, ptr addrspace(5) %v8, align 4
  %1292 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1290, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1293 = mul i32 %1248, 2
  %1294 = sext i32 %1293 to i64
  %1295 = mul i64 %1294, 4
  %1296 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1295
  store float %1291, ptr addrspace(3) %1296, align 4
  %1297 = add i32 %1293, 1
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1299
  store float %1292, ptr addrspace(3) %1300, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1301 = add i32 4, %15
  %1302 = mul i32 %1301, 256
  %1303 = load float, ptr addrspace(5) %v10, align 4
  br i1 %372, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1304 = add i32 %1302, %371
  %1305 = sext i32 %1304 to i64
  %1306 = mul i64 %1305, 4
  %1307 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1306
  store float %1303, ptr addrspace(3) %1307, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1308 = load float, ptr addrspace(5) %v11, align 4
  br i1 %374, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1309 = add i32 %1302, %373
  %1310 = sext i32 %1309 to i64
  %1311 = mul i64 %1310, 4
  %1312 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1311
  store float %1308, ptr addrspace(3) %1312, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1313 = load float, ptr addrspace(5) %v12, align 4
  br i1 %376, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1314 = add i32 %1302, %375
  %1315 = sext i32 %1314 to i64
  %1316 = mul i64 %1315, 4
  %1317 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1316
  store float %1313, ptr addrspace(3) %1317, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1318 = load float, ptr addrspace(5) %v13, align 4
  br i1 %378, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1319 = add i32 %1302, %377
  %1320 = sext i32 %1319 to i64
  %1321 = mul i64 %1320, 4
  %1322 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1321
  store float %1318, ptr addrspace(3) %1322, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1323 = load float, ptr addrspace(5) %v14, align 4
  br i1 %380, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1324 = add i32 %1302, %379
  %1325 = sext i32 %1324 to i64
  %1326 = mul i64 %1325, 4
  %1327 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1326
  store float %1323, ptr addrspace(3) %1327, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1328 = load float, ptr addrspace(5) %v15, align 4
  br i1 %382, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1329 = add i32 %1302, %381
  %1330 = sext i32 %1329 to i64
  %1331 = mul i64 %1330, 4
  %1332 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1331
  store float %1328, ptr addrspace(3) %1332, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1333 = load float, ptr addrspace(5) %v16, align 4
  br i1 %384, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1334 = add i32 %1302, %383
  %1335 = sext i32 %1334 to i64
  %1336 = mul i64 %1335, 4
  %1337 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1336
  store float %1333, ptr addrspace(3) %1337, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1338 = load float, ptr addrspace(5) %v17, align 4
  br i1 %386, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1339 = add i32 %1302, %385
  %1340 = sext i32 %1339 to i64
  %1341 = mul i64 %1340, 4
  %1342 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1341
  store float %1338, ptr addrspace(3) %1342, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1343 = icmp eq i32 %13, 0
  %1344 = load float, ptr addrspace(5) %v18, align 4
  %1345 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1343, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1346 = mul i32 %1301, 2
  %1347 = sext i32 %1346 to i64
  %1348 = mul i64 %1347, 4
  %1349 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1348
  store float %1344, ptr addrspace(3) %1349, align 4
  %1350 = add i32 %1346, 1
  %1351 = sext i32 %1350 to i64
  %1352 = mul i64 %1351, 4
  %1353 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1352
  store float %1345, ptr addrspace(3) %1353, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1354 = add i32 8, %15
  %1355 = mul i32 %1354, 256
  %1356 = load float, ptr addrspace(5) %v20, align 4
  br i1 %372, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1357 = add i32 %1355, %371
  %1358 = sext i32 %1357 to i64
  %1359 = mul i64 %1358, 4
  %1360 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1359
  store float %1356, ptr addrspace(3) %1360, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1361 = load float, ptr addrspace(5) %v21, align 4
  br i1 %374, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1362 = add i32 %1355, %373
  %1363 = sext i32 %1362 to i64
  %1364 = mul i64 %1363, 4
  %1365 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1364
  store float %1361, ptr addrspace(3) %1365, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1366 = load float, ptr addrspace(5) %v22, align 4
  br i1 %376, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1367 = add i32 %1355, %375
  %1368 = sext i32 %1367 to i64
  %1369 = mul i64 %1368, 4
  %1370 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1369
  store float %1366, ptr addrspace(3) %1370, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1371 = load float, ptr addrspace(5) %v23, align 4
  br i1 %378, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1372 = add i32 %1355, %377
  %1373 = sext i32 %1372 to i64
  %1374 = mul i64 %1373, 4
  %1375 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1374
  store float %1371, ptr addrspace(3) %1375, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1376 = load float, ptr addrspace(5) %v24, align 4
  br i1 %380, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1377 = add i32 %1355, %379
  %1378 = sext i32 %1377 to i64
  %1379 = mul i64 %1378, 4
  %1380 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1379
  store float %1376, ptr addrspace(3) %1380, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1381 = load float, ptr addrspace(5) %v25, align 4
  br i1 %382, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1382 = add i32 %1355, %381
  %1383 = sext i32 %1382 to i64
  %1384 = mul i64 %1383, 4
  %1385 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1384
  store float %1381, ptr addrspace(3) %1385, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1386 = load float, ptr addrspace(5) %v26, align 4
  br i1 %384, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1387 = add i32 %1355, %383
  %1388 = sext i32 %1387 to i64
  %1389 = mul i64 %1388, 4
  %1390 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1389
  store float %1386, ptr addrspace(3) %1390, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1391 = load float, ptr addrspace(5) %v27, align 4
  br i1 %386, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1392 = add i32 %1355, %385
  %1393 = sext i32 %1392 to i64
  %1394 = mul i64 %1393, 4
  %1395 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1394
  store float %1391, ptr addrspace(3) %1395, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1396 = icmp eq i32 %13, 0
  %1397 = load float, ptr addrspace(5) %v28, align 4
  %1398 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1396, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1399 = mul i32 %1354, 2
  %1400 = sext i32 %1399 to i64
  %1401 = mul i64 %1400, 4
  %1402 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1401
  store float %1397, ptr addrspace(3) %1402, align 4
  %1403 = add i32 %1399, 1
  %1404 = sext i32 %1403 to i64
  %1405 = mul i64 %1404, 4
  %1406 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1405
  store float %1398, ptr addrspace(3) %1406, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1407 = add i32 12, %15
  %1408 = mul i32 %1407, 256
  %1409 = load float, ptr addrspace(5) %v30, align 4
  br i1 %372, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1410 = add i32 %1408, %371
  %1411 = sext i32 %1410 to i64
  %1412 = mul i64 %1411, 4
  %1413 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1412
  store float %1409, ptr addrspace(3) %1413, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1414 = load float, ptr addrspace(5) %v31, align 4
  br i1 %374, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1415 = add i32 %1408, %373
  %1416 = sext i32 %1415 to i64
  %1417 = mul i64 %1416, 4
  %1418 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1417
  store float %1414, ptr addrspace(3) %1418, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1419 = load float, ptr addrspace(5) %v32, align 4
  br i1 %376, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1420 = add i32 %1408, %375
  %1421 = sext i32 %1420 to i64
  %1422 = mul i64 %1421, 4
  %1423 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1422
  store float %1419, ptr addrspace(3) %1423, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1424 = load float, ptr addrspace(5) %v33, align 4
  br i1 %378, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1425 = add i32 %1408, %377
  %1426 = sext i32 %1425 to i64
  %1427 = mul i64 %1426, 4
  %1428 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1427
  store float %1424, ptr addrspace(3) %1428, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1429 = load float, ptr addrspace(5) %v34, align 4
  br i1 %380, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1430 = add i32 %1408, %379
  %1431 = sext i32 %1430 to i64
  %1432 = mul i64 %1431, 4
  %1433 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1432
  store float %1429, ptr addrspace(3) %1433, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1434 = load float, ptr addrspace(5) %v35, align 4
  br i1 %382, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1435 = add i32 %1408, %381
  %1436 = sext i32 %1435 to i64
  %1437 = mul i64 %1436, 4
  %1438 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1437
  store float %1434, ptr addrspace(3) %1438, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1439 = load float, ptr addrspace(5) %v36, align 4
  br i1 %384, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1440 = add i32 %1408, %383
  %1441 = sext i32 %1440 to i64
  %1442 = mul i64 %1441, 4
  %1443 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1442
  store float %1439, ptr addrspace(3) %1443, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1444 = load float, ptr addrspace(5) %v37, align 4
  br i1 %386, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1445 = add i32 %1408, %385
  %1446 = sext i32 %1445 to i64
  %1447 = mul i64 %1446, 4
  %1448 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1447
  store float %1444, ptr addrspace(3) %1448, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1449 = icmp eq i32 %13, 0
  %1450 = load float, ptr addrspace(5) %v38, align 4
  %1451 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1449, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1452 = mul i32 %1407, 2
  %1453 = sext i32 %1452 to i64
  %1454 = mul i64 %1453, 4
  %1455 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1454
  store float %1450, ptr addrspace(3) %1455, align 4
  %1456 = add i32 %1452, 1
  %1457 = sext i32 %1456 to i64
  %1458 = mul i64 %1457, 4
  %1459 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1458
  store float %1451, ptr addrspace(3) %1459, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1460 = load float, ptr addrspace(3) @lds2, align 4
  %1461 = fcmp ogt float %1460, 0xFFF0000000000000
  %1462 = select i1 %1461, float %1460, float 0xFFF0000000000000
  %1463 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1464 = fcmp ogt float %1463, %1462
  %1465 = select i1 %1464, float %1463, float %1462
  %1466 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1467 = fcmp ogt float %1466, %1465
  %1468 = select i1 %1467, float %1466, float %1465
  %1469 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1470 = fcmp ogt float %1469, %1468
  %1471 = select i1 %1470, float %1469, float %1468
  %1472 = fcmp ogt float %24, %1471
  %1473 = select i1 %1472, float %24, float %1471
  %1474 = fsub float %1460, %1473
  %1475 = fmul float %1474, 0x3FF7154760000000
  %1476 = fcmp olt float %1475, -1.260000e+02
  %1477 = fcmp ogt float %1475, 1.270000e+02
  %1478 = select i1 %1476, float -1.260000e+02, float %1475
  %1479 = select i1 %1477, float 1.270000e+02, float %1478
  %1480 = fadd float %1479, 5.000000e-01
  %1481 = call float @llvm.floor.f32(float %1480)
  %1482 = fsub float %1479, %1481
  %1483 = fmul float 0x3EEFFCBFC0000000, %1482
  %1484 = fadd float %1483, 0x3F24309120000000
  %1485 = fmul float %1484, %1482
  %1486 = fadd float %1485, 0x3F55D87FE0000000
  %1487 = fmul float %1486, %1482
  %1488 = fadd float %1487, 0x3F83B2AB60000000
  %1489 = fmul float %1488, %1482
  %1490 = fadd float %1489, 0x3FAC6B08E0000000
  %1491 = fmul float %1490, %1482
  %1492 = fadd float %1491, 0x3FCEBFBE00000000
  %1493 = fmul float %1492, %1482
  %1494 = fadd float %1493, 0x3FE62E4300000000
  %1495 = fmul float %1494, %1482
  %1496 = fadd float %1495, 1.000000e+00
  %1497 = fptosi float %1481 to i32
  %1498 = add i32 %1497, 127
  %1499 = shl i32 %1498, 23
  %1500 = bitcast i32 %1499 to float
  %1501 = fmul float %1496, %1500
  %1502 = select i1 %1476, float 0.000000e+00, float %1501
  %1503 = select i1 %1477, float 0x7FF0000000000000, float %1502
  %1504 = fcmp uno float %1475, %1475
  %1505 = select i1 %1504, float %1475, float %1503
  %1506 = fcmp oeq float %1460, 0xFFF0000000000000
  %1507 = select i1 %1506, float 0.000000e+00, float %1505
  %1508 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1509 = fmul float %1507, %1508
  %1510 = fadd float %1509, 0.000000e+00
  %1511 = fsub float %1463, %1473
  %1512 = fmul float %1511, 0x3FF7154760000000
  %1513 = fcmp olt float %1512, -1.260000e+02
  %1514 = fcmp ogt float %1512, 1.270000e+02
  %1515 = select i1 %1513, float -1.260000e+02, float %1512
  %1516 = select i1 %1514, float 1.270000e+02, float %1515
  %1517 = fadd float %1516, 5.000000e-01
  %1518 = call float @llvm.floor.f32(float %1517)
  %1519 = fsub float %1516, %1518
  %1520 = fmul float 0x3EEFFCBFC0000000, %1519
  %1521 = fadd float %1520, 0x3F24309120000000
  %1522 = fmul float %1521, %1519
  %1523 = fadd float %1522, 0x3F55D87FE0000000
  %1524 = fmul float %1523, %1519
  %1525 = fadd float %1524, 0x3F83B2AB60000000
  %1526 = fmul float %1525, %1519
  %1527 = fadd float %1526, 0x3FAC6B08E0000000
  %1528 = fmul float %1527, %1519
  %1529 = fadd float %1528, 0x3FCEBFBE00000000
  %1530 = fmul float %1529, %1519
  %1531 = fadd float %1530, 0x3FE62E4300000000
  %1532 = fmul float %1531, %1519
  %1533 = fadd float %1532, 1.000000e+00
  %1534 = fptosi float %1518 to i32
  %1535 = add i32 %1534, 127
  %1536 = shl i32 %1535, 23
  %1537 = bitcast i32 %1536 to float
  %1538 = fmul float %1533, %1537
  %1539 = select i1 %1513, float 0.000000e+00, float %1538
  %1540 = select i1 %1514, float 0x7FF0000000000000, float %1539
  %1541 = fcmp uno float %1512, %1512
  %1542 = select i1 %1541, float %1512, float %1540
  %1543 = fcmp oeq float %1463, 0xFFF0000000000000
  %1544 = select i1 %1543, float 0.000000e+00, float %1542
  %1545 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1546 = fmul float %1544, %1545
  %1547 = fadd float %1546, %1510
  %1548 = fsub float %1466, %1473
  %1549 = fmul float %1548, 0x3FF7154760000000
  %1550 = fcmp olt float %1549, -1.260000e+02
  %1551 = fcmp ogt float %1549, 1.270000e+02
  %1552 = select i1 %1550, float -1.260000e+02, float %1549
  %1553 = select i1 %1551, float 1.270000e+02, float %1552
  %1554 = fadd float %1553, 5.000000e-01
  %1555 = call float @llvm.floor.f32(float %1554)
  %1556 = fsub float %1553, %1555
  %1557 = fmul float 0x3EEFFCBFC0000000, %1556
  %1558 = fadd float %1557, 0x3F24309120000000
  %1559 = fmul float %1558, %1556
  %1560 = fadd float %1559, 0x3F55D87FE0000000
  %1561 = fmul float %1560, %1556
  %1562 = fadd float %1561, 0x3F83B2AB60000000
  %1563 = fmul float %1562, %1556
  %1564 = fadd float %1563, 0x3FAC6B08E0000000
  %1565 = fmul float %1564, %1556
  %1566 = fadd float %1565, 0x3FCEBFBE00000000
  %1567 = fmul float %1566, %1556
  %1568 = fadd float %1567, 0x3FE62E4300000000
  %1569 = fmul float %1568, %1556
  %1570 = fadd float %1569, 1.000000e+00
  %1571 = fptosi float %1555 to i32
  %1572 = add i32 %1571, 127
  %1573 = shl i32 %1572, 23
  %1574 = bitcast i32 %1573 to float
  %1575 = fmul float %1570, %1574
  %1576 = select i1 %1550, float 0.000000e+00, float %1575
  %1577 = select i1 %1551, float 0x7FF0000000000000, float %1576
  %1578 = fcmp uno float %1549, %1549
  %1579 = select i1 %1578, float %1549, float %1577
  %1580 = fcmp oeq float %1466, 0xFFF0000000000000
  %1581 = select i1 %1580, float 0.000000e+00, float %1579
  %1582 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1583 = fmul float %1581, %1582
  %1584 = fadd float %1583, %1547
  %1585 = fsub float %1469, %1473
  %1586 = fmul float %1585, 0x3FF7154760000000
  %1587 = fcmp olt float %1586, -1.260000e+02
  %1588 = fcmp ogt float %1586, 1.270000e+02
  %1589 = select i1 %1587, float -1.260000e+02, float %1586
  %1590 = select i1 %1588, float 1.270000e+02, float %1589
  %1591 = fadd float %1590, 5.000000e-01
  %1592 = call float @llvm.floor.f32(float %1591)
  %1593 = fsub float %1590, %1592
  %1594 = fmul float 0x3EEFFCBFC0000000, %1593
  %1595 = fadd float %1594, 0x3F24309120000000
  %1596 = fmul float %1595, %1593
  %1597 = fadd float %1596, 0x3F55D87FE0000000
  %1598 = fmul float %1597, %1593
  %1599 = fadd float %1598, 0x3F83B2AB60000000
  %1600 = fmul float %1599, %1593
  %1601 = fadd float %1600, 0x3FAC6B08E0000000
  %1602 = fmul float %1601, %1593
  %1603 = fadd float %1602, 0x3FCEBFBE00000000
  %1604 = fmul float %1603, %1593
  %1605 = fadd float %1604, 0x3FE62E4300000000
  %1606 = fmul float %1605, %1593
  %1607 = fadd float %1606, 1.000000e+00
  %1608 = fptosi float %1592 to i32
  %1609 = add i32 %1608, 127
  %1610 = shl i32 %1609, 23
  %1611 = bitcast i32 %1610 to float
  %1612 = fmul float %1607, %1611
  %1613 = select i1 %1587, float 0.000000e+00, float %1612
  %1614 = select i1 %1588, float 0x7FF0000000000000, float %1613
  %1615 = fcmp uno float %1586, %1586
  %1616 = select i1 %1615, float %1586, float %1614
  %1617 = fcmp oeq float %1469, 0xFFF0000000000000
  %1618 = select i1 %1617, float 0.000000e+00, float %1616
  %1619 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1620 = fmul float %1618, %1619
  %1621 = fadd float %1620, %1584
  %1622 = fsub float %24, %1473
  %1623 = fmul float %1622, 0x3FF7154760000000
  %1624 = fcmp olt float %1623, -1.260000e+02
  %1625 = fcmp ogt float %1623, 1.270000e+02
  %1626 = select i1 %1624, float -1.260000e+02, float %1623
  %1627 = select i1 %1625, float 1.270000e+02, float %1626
  %1628 = fadd float %1627, 5.000000e-01
  %1629 = call float @llvm.floor.f32(float %1628)
  %1630 = fsub float %1627, %1629
  %1631 = fmul float 0x3EEFFCBFC0000000, %1630
  %1632 = fadd float %1631, 0x3F24309120000000
  %1633 = fmul float %1632, %1630
  %1634 = fadd float %1633, 0x3F55D87FE0000000
  %1635 = fmul float %1634, %1630
  %1636 = fadd float %1635, 0x3F83B2AB60000000
  %1637 = fmul float %1636, %1630
  %1638 = fadd float %1637, 0x3FAC6B08E0000000
  %1639 = fmul float %1638, %1630
  %1640 = fadd float %1639, 0x3FCEBFBE00000000
  %1641 = fmul float %1640, %1630
  %1642 = fadd float %1641, 0x3FE62E4300000000
  %1643 = fmul float %1642, %1630
  %1644 = fadd float %1643, 1.000000e+00
  %1645 = fptosi float %1629 to i32
  %1646 = add i32 %1645, 127
  %1647 = shl i32 %1646, 23
  %1648 = bitcast i32 %1647 to float
  %1649 = fmul float %1644, %1648
  %1650 = select i1 %1624, float 0.000000e+00, float %1649
  %1651 = select i1 %1625, float 0x7FF0000000000000, float %1650
  %1652 = fcmp uno float %1623, %1623
  %1653 = select i1 %1652, float %1623, float %1651
  %1654 = fadd float %1621, %1653
  br i1 %32, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1655 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1656 = fcmp ogt float %1655, 0xFFF0000000000000
  %1657 = select i1 %1656, float %1655, float 0xFFF0000000000000
  %1658 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1659 = fcmp ogt float %1658, %1657
  %1660 = select i1 %1659, float %1658, float %1657
  %1661 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1662 = fcmp ogt float %1661, %1660
  %1663 = select i1 %1662, float %1661, float %1660
  %1664 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1665 = fcmp ogt float %1664, %1663
  %1666 = select i1 %1665, float %1664, float %1663
  %1667 = fcmp ogt float %24, %1666
  %1668 = select i1 %1667, float %24, float %1666
  %1669 = fsub float %1655, %1668
  %1670 = fmul float %1669, 0x3FF7154760000000
  %1671 = fcmp olt float %1670, -1.260000e+02
  %1672 = fcmp ogt float %1670, 1.270000e+02
  %1673 = select i1 %1671, float -1.260000e+02, float %1670
  %1674 = select i1 %1672, float 1.270000e+02, float %1673
  %1675 = fadd float %1674, 5.000000e-01
  %1676 = call float @llvm.floor.f32(float %1675)
  %1677 = fsub float %1674, %1676
  %1678 = fmul float 0x3EEFFCBFC0000000, %1677
  %1679 = fadd float %1678, 0x3F24309120000000
  %1680 = fmul float %1679, %1677
  %1681 = fadd float %1680, 0x3F55D87FE0000000
  %1682 = fmul float %1681, %1677
  %1683 = fadd float %1682, 0x3F83B2AB60000000
  %1684 = fmul float %1683, %1677
  %1685 = fadd float %1684, 0x3FAC6B08E0000000
  %1686 = fmul float %1685, %1677
  %1687 = fadd float %1686, 0x3FCEBFBE00000000
  %1688 = fmul float %1687, %1677
  %1689 = fadd float %1688, 0x3FE62E4300000000
  %1690 = fmul float %1689, %1677
  %1691 = fadd float %1690, 1.000000e+00
  %1692 = fptosi float %1676 to i32
  %1693 = add i32 %1692, 127
  %1694 = shl i32 %1693, 23
  %1695 = bitcast i32 %1694 to float
  %1696 = fmul float %1691, %1695
  %1697 = select i1 %1671, float 0.000000e+00, float %1696
  %1698 = select i1 %1672, float 0x7FF0000000000000, float %1697
  %1699 = fcmp uno float %1670, %1670
  %1700 = select i1 %1699, float %1670, float %1698
  %1701 = fcmp oeq float %1655, 0xFFF0000000000000
  %1702 = select i1 %1701, float 0.000000e+00, float %1700
  %1703 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1704 = fmul float %1702, %1703
  %1705 = fadd float %1704, 0.000000e+00
  %1706 = fsub float %1658, %1668
  %1707 = fmul float %1706, 0x3FF7154760000000
  %1708 = fcmp olt float %1707, -1.260000e+02
  %1709 = fcmp ogt float %1707, 1.270000e+02
  %1710 = select i1 %1708, float -1.260000e+02, float %1707
  %1711 = select i1 %1709, float 1.270000e+02, float %1710
  %1712 = fadd float %1711, 5.000000e-01
  %1713 = call float @llvm.floor.f32(float %1712)
  %1714 = fsub float %1711, %1713
  %1715 = fmul float 0x3EEFFCBFC0000000, %1714
  %1716 = fadd float %1715, 0x3F24309120000000
  %1717 = fmul float %1716, %1714
  %1718 = fadd float %1717, 0x3F55D87FE0000000
  %1719 = fmul float %1718, %1714
  %1720 = fadd float %1719, 0x3F83B2AB60000000
  %1721 = fmul float %1720, %1714
  %1722 = fadd float %1721, 0x3FAC6B08E0000000
  %1723 = fmul float %1722, %1714
  %1724 = fadd float %1723, 0x3FCEBFBE00000000
  %1725 = fmul float %1724, %1714
  %1726 = fadd float %1725, 0x3FE62E4300000000
  %1727 = fmul float %1726, %1714
  %1728 = fadd float %1727, 1.000000e+00
  %1729 = fptosi float %1713 to i32
  %1730 = add i32 %1729, 127
  %1731 = shl i32 %1730, 23
  %1732 = bitcast i32 %1731 to float
  %1733 = fmul float %1728, %1732
  %1734 = select i1 %1708, float 0.000000e+00, float %1733
  %1735 = select i1 %1709, float 0x7FF0000000000000, float %1734
  %1736 = fcmp uno float %1707, %1707
  %1737 = select i1 %1736, float %1707, float %1735
  %1738 = fcmp oeq float %1658, 0xFFF0000000000000
  %1739 = select i1 %1738, float 0.000000e+00, float %1737
  %1740 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1741 = fmul float %1739, %1740
  %1742 = fadd float %1741, %1705
  %1743 = fsub float %1661, %1668
  %1744 = fmul float %1743, 0x3FF7154760000000
  %1745 = fcmp olt float %1744, -1.260000e+02
  %1746 = fcmp ogt float %1744, 1.270000e+02
  %1747 = select i1 %1745, float -1.260000e+02, float %1744
  %1748 = select i1 %1746, float 1.270000e+02, float %1747
  %1749 = fadd float %1748, 5.000000e-01
  %1750 = call float @llvm.floor.f32(float %1749)
  %1751 = fsub float %1748, %1750
  %1752 = fmul float 0x3EEFFCBFC0000000, %1751
  %1753 = fadd float %1752, 0x3F24309120000000
  %1754 = fmul float %1753, %1751
  %1755 = fadd float %1754, 0x3F55D87FE0000000
  %1756 = fmul float %1755, %1751
  %1757 = fadd float %1756, 0x3F83B2AB60000000
  %1758 = fmul float %1757, %1751
  %1759 = fadd float %1758, 0x3FAC6B08E0000000
  %1760 = fmul float %1759, %1751
  %1761 = fadd float %1760, 0x3FCEBFBE00000000
  %1762 = fmul float %1761, %1751
  %1763 = fadd float %1762, 0x3FE62E4300000000
  %1764 = fmul float %1763, %1751
  %1765 = fadd float %1764, 1.000000e+00
  %1766 = fptosi float %1750 to i32
  %1767 = add i32 %1766, 127
  %1768 = shl i32 %1767, 23
  %1769 = bitcast i32 %1768 to float
  %1770 = fmul float %1765, %1769
  %1771 = select i1 %1745, float 0.000000e+00, float %1770
  %1772 = select i1 %1746, float 0x7FF0000000000000, float %1771
  %1773 = fcmp uno float %1744, %1744
  %1774 = select i1 %1773, float %1744, float %1772
  %1775 = fcmp oeq float %1661, 0xFFF0000000000000
  %1776 = select i1 %1775, float 0.000000e+00, float %1774
  %1777 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1778 = fmul float %1776, %1777
  %1779 = fadd float %1778, %1742
  %1780 = fsub float %1664, %1668
  %1781 = fmul float %1780, 0x3FF7154760000000
  %1782 = fcmp olt float %1781, -1.260000e+02
  %1783 = fcmp ogt float %1781, 1.270000e+02
  %1784 = select i1 %1782, float -1.260000e+02, float %1781
  %1785 = select i1 %1783, float 1.270000e+02, float %1784
  %1786 = fadd float %1785, 5.000000e-01
  %1787 = call float @llvm.floor.f32(float %1786)
  %1788 = fsub float %1785, %1787
  %1789 = fmul float 0x3EEFFCBFC0000000, %1788
  %1790 = fadd float %1789, 0x3F24309120000000
  %1791 = fmul float %1790, %1788
  %1792 = fadd float %1791, 0x3F55D87FE0000000
  %1793 = fmul float %1792, %1788
  %1794 = fadd float %1793, 0x3F83B2AB60000000
  %1795 = fmul float %1794, %1788
  %1796 = fadd float %1795, 0x3FAC6B08E0000000
  %1797 = fmul float %1796, %1788
  %1798 = fadd float %1797, 0x3FCEBFBE00000000
  %1799 = fmul float %1798, %1788
  %1800 = fadd float %1799, 0x3FE62E4300000000
  %1801 = fmul float %1800, %1788
  %1802 = fadd float %1801, 1.000000e+00
  %1803 = fptosi float %1787 to i32
  %1804 = add i32 %1803, 127
  %1805 = shl i32 %1804, 23
  %1806 = bitcast i32 %1805 to float
  %1807 = fmul float %1802, %1806
  %1808 = select i1 %1782, float 0.000000e+00, float %1807
  %1809 = select i1 %1783, float 0x7FF0000000000000, float %1808
  %1810 = fcmp uno float %1781, %1781
  %1811 = select i1 %1810, float %1781, float %1809
  %1812 = fcmp oeq float %1664, 0xFFF0000000000000
  %1813 = select i1 %1812, float 0.000000e+00, float %1811
  %1814 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1815 = fmul float %1813, %1814
  %1816 = fadd float %1815, %1779
  %1817 = fsub float %24, %1668
  %1818 = fmul float %1817, 0x3FF7154760000000
  %1819 = fcmp olt float %1818, -1.260000e+02
  %1820 = fcmp ogt float %1818, 1.270000e+02
  %1821 = select i1 %1819, float -1.260000e+02, float %1818
  %1822 = select i1 %1820, float 1.270000e+02, float %1821
  %1823 = fadd float %1822, 5.000000e-01
  %1824 = call float @llvm.floor.f32(float %1823)
  %1825 = fsub float %1822, %1824
  %1826 = fmul float 0x3EEFFCBFC0000000, %1825
  %1827 = fadd float %1826, 0x3F24309120000000
  %1828 = fmul float %1827, %1825
  %1829 = fadd float %1828, 0x3F55D87FE0000000
  %1830 = fmul float %1829, %1825
  %1831 = fadd float %1830, 0x3F83B2AB60000000
  %1832 = fmul float %1831, %1825
  %1833 = fadd float %1832, 0x3FAC6B08E0000000
  %1834 = fmul float %1833, %1825
  %1835 = fadd float %1834, 0x3FCEBFBE00000000
  %1836 = fmul float %1835, %1825
  %1837 = fadd float %1836, 0x3FE62E4300000000
  %1838 = fmul float %1837, %1825
  %1839 = fadd float %1838, 1.000000e+00
  %1840 = fptosi float %1824 to i32
  %1841 = add i32 %1840, 127
  %1842 = shl i32 %1841, 23
  %1843 = bitcast i32 %1842 to float
  %1844 = fmul float %1839, %1843
  %1845 = select i1 %1819, float 0.000000e+00, float %1844
  %1846 = select i1 %1820, float 0x7FF0000000000000, float %1845
  %1847 = fcmp uno float %1818, %1818
  %1848 = select i1 %1847, float %1818, float %1846
  %1849 = fadd float %1816, %1848
  br i1 %117, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1850 = load i32, ptr addrspace(5) %v113, align 4
  %1851 = icmp slt i32 %1850, %6
  br i1 %1851, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1852 = load i32, ptr addrspace(5) %v113, align 4
  %1853 = add i32 0, %1852
  %1854 = sext i32 %1853 to i64
  %1855 = mul i64 %1854, 4
  %1856 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1855
  %1857 = load float, ptr addrspace(3) %1856, align 4
  %1858 = fmul float %1507, %1857
  %1859 = fadd float %1858, 0.000000e+00
  %1860 = add i32 256, %1852
  %1861 = sext i32 %1860 to i64
  %1862 = mul i64 %1861, 4
  %1863 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1862
  %1864 = load float, ptr addrspace(3) %1863, align 4
  %1865 = fmul float %1544, %1864
  %1866 = fadd float %1865, %1859
  %1867 = add i32 512, %1852
  %1868 = sext i32 %1867 to i64
  %1869 = mul i64 %1868, 4
  %1870 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1869
  %1871 = load float, ptr addrspace(3) %1870, align 4
  %1872 = fmul float %1581, %1871
  %1873 = fadd float %1872, %1866
  %1874 = add i32 768, %1852
  %1875 = sext i32 %1874 to i64
  %1876 = mul i64 %1875, 4
  %1877 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1876
  %1878 = load float, ptr addrspace(3) %1877, align 4
  %1879 = fmul float %1618, %1878
  %1880 = fadd float %1879, %1873
  %1881 = add i32 %43, %1852
  %1882 = fdiv float %1880, %1654
  %1883 = sext i32 %1881 to i64
  %1884 = mul i64 %1883, 4
  %1885 = getelementptr i8, ptr addrspace(1) %0, i64 %1884
  store float %1882, ptr addrspace(1) %1885, align 4
  %1886 = load i32, ptr addrspace(5) %v113, align 4
  %1887 = add i32 %1886, 128
  store i32 %1887, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1888 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1889 = fcmp ogt float %1888, 0xFFF0000000000000
  %1890 = select i1 %1889, float %1888, float 0xFFF0000000000000
  %1891 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1892 = fcmp ogt float %1891, %1890
  %1893 = select i1 %1892, float %1891, float %1890
  %1894 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1895 = fcmp ogt float %1894, %1893
  %1896 = select i1 %1895, float %1894, float %1893
  %1897 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1898 = fcmp ogt float %1897, %1896
  %1899 = select i1 %1898, float %1897, float %1896
  %1900 = fcmp ogt float %24, %1899
  %1901 = select i1 %1900, float %24, float %1899
  %1902 = fsub float %1888, %1901
  %1903 = fmul float %1902, 0x3FF7154760000000
  %1904 = fcmp olt float %1903, -1.260000e+02
  %1905 = fcmp ogt float %1903, 1.270000e+02
  %1906 = select i1 %1904, float -1.260000e+02, float %1903
  %1907 = select i1 %1905, float 1.270000e+02, float %1906
  %1908 = fadd float %1907, 5.000000e-01
  %1909 = call float @llvm.floor.f32(float %1908)
  %1910 = fsub float %1907, %1909
  %1911 = fmul float 0x3EEFFCBFC0000000, %1910
  %1912 = fadd float %1911, 0x3F24309120000000
  %1913 = fmul float %1912, %1910
  %1914 = fadd float %1913, 0x3F55D87FE0000000
  %1915 = fmul float %1914, %1910
  %1916 = fadd float %1915, 0x3F83B2AB60000000
  %1917 = fmul float %1916, %1910
  %1918 = fadd float %1917, 0x3FAC6B08E0000000
  %1919 = fmul float %1918, %1910
  %1920 = fadd float %1919, 0x3FCEBFBE00000000
  %1921 = fmul float %1920, %1910
  %1922 = fadd float %1921, 0x3FE62E4300000000
  %1923 = fmul float %1922, %1910
  %1924 = fadd float %1923, 1.000000e+00
  %1925 = fptosi float %1909 to i32
  %1926 = add i32 %1925, 127
  %1927 = shl i32 %1926, 23
  %1928 = bitcast i32 %1927 to float
  %1929 = fmul float %1924, %1928
  %1930 = select i1 %1904, float 0.000000e+00, float %1929
  %1931 = select i1 %1905, float 0x7FF0000000000000, float %1930
  %1932 = fcmp uno float %1903, %1903
  %1933 = select i1 %1932, float %1903, float %1931
  %1934 = fcmp oeq float %1888, 0xFFF0000000000000
  %1935 = select i1 %1934, float 0.000000e+00, float %1933
  %1936 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1937 = fmul float %1935, %1936
  %1938 = fadd float %1937, 0.000000e+00
  %1939 = fsub float %1891, %1901
  %1940 = fmul float %1939, 0x3FF7154760000000
  %1941 = fcmp olt float %1940, -1.260000e+02
  %1942 = fcmp ogt float %1940, 1.270000e+02
  %1943 = select i1 %1941, float -1.260000e+02, float %1940
  %1944 = select i1 %1942, float 1.270000e+02, float %1943
  %1945 = fadd float %1944, 5.000000e-01
  %1946 = call float @llvm.floor.f32(float %1945)
  %1947 = fsub float %1944, %1946
  %1948 = fmul float 0x3EEFFCBFC0000000, %1947
  %1949 = fadd float %1948, 0x3F24309120000000
  %1950 = fmul float %1949, %1947
  %1951 = fadd float %1950, 0x3F55D87FE0000000
  %1952 = fmul float %1951, %1947
  %1953 = fadd float %1952, 0x3F83B2AB60000000
  %1954 = fmul float %1953, %1947
  %1955 = fadd float %1954, 0x3FAC6B08E0000000
  %1956 = fmul float %1955, %1947
  %1957 = fadd float %1956, 0x3FCEBFBE00000000
  %1958 = fmul float %1957, %1947
  %1959 = fadd float %1958, 0x3FE62E4300000000
  %1960 = fmul float %1959, %1947
  %1961 = fadd float %1960, 1.000000e+00
  %1962 = fptosi float %1946 to i32
  %1963 = add i32 %1962, 127
  %1964 = shl i32 %1963, 23
  %1965 = bitcast i32 %1964 to float
  %1966 = fmul float %1961, %1965
  %1967 = select i1 %1941, float 0.000000e+00, float %1966
  %1968 = select i1 %1942, float 0x7FF0000000000000, float %1967
  %1969 = fcmp uno float %1940, %1940
  %1970 = select i1 %1969, float %1940, float %1968
  %1971 = fcmp oeq float %1891, 0xFFF0000000000000
  %1972 = select i1 %1971, float 0.000000e+00, float %1970
  %1973 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1974 = fmul float %1972, %1973
  %1975 = fadd float %1974, %1938
  %1976 = fsub float %1894, %1901
  %1977 = fmul float %1976, 0x3FF7154760000000
  %1978 = fcmp olt float %1977, -1.260000e+02
  %1979 = fcmp ogt float %1977, 1.270000e+02
  %1980 = select i1 %1978, float -1.260000e+02, float %1977
  %1981 = select i1 %1979, float 1.270000e+02, float %1980
  %1982 = fadd float %1981, 5.000000e-01
  %1983 = call float @llvm.floor.f32(float %1982)
  %1984 = fsub float %1981, %1983
  %1985 = fmul float 0x3EEFFCBFC0000000, %1984
  %1986 = fadd float %1985, 0x3F24309120000000
  %1987 = fmul float %1986, %1984
  %1988 = fadd float %1987, 0x3F55D87FE0000000
  %1989 = fmul float %1988, %1984
  %1990 = fadd float %1989, 0x3F83B2AB60000000
  %1991 = fmul float %1990, %1984
  %1992 = fadd float %1991, 0x3FAC6B08E0000000
  %1993 = fmul float %1992, %1984
  %1994 = fadd float %1993, 0x3FCEBFBE00000000
  %1995 = fmul float %1994, %1984
  %1996 = fadd float %1995, 0x3FE62E4300000000
  %1997 = fmul float %1996, %1984
  %1998 = fadd float %1997, 1.000000e+00
  %1999 = fptosi float %1983 to i32
  %2000 = add i32 %1999, 127
  %2001 = shl i32 %2000, 23
  %2002 = bitcast i32 %2001 to float
  %2003 = fmul float %1998, %2002
  %2004 = select i1 %1978, float 0.000000e+00, float %2003
  %2005 = select i1 %1979, float 0x7FF0000000000000, float %2004
  %2006 = fcmp uno float %1977, %1977
  %2007 = select i1 %2006, float %1977, float %2005
  %2008 = fcmp oeq float %1894, 0xFFF0000000000000
  %2009 = select i1 %2008, float 0.000000e+00, float %2007
  %2010 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %2011 = fmul float %2009, %2010
  %2012 = fadd float %2011, %1975
  %2013 = fsub float %1897, %1901
  %2014 = fmul float %2013, 0x3FF7154760000000
  %2015 = fcmp olt float %2014, -1.260000e+02
  %2016 = fcmp ogt float %2014, 1.270000e+02
  %2017 = select i1 %2015, float -1.260000e+02, float %2014
  %2018 = select i1 %2016, float 1.270000e+02, float %2017
  %2019 = fadd float %2018, 5.000000e-01
  %2020 = call float @llvm.floor.f32(float %2019)
  %2021 = fsub float %2018, %2020
  %2022 = fmul float 0x3EEFFCBFC0000000, %2021
  %2023 = fadd float %2022, 0x3F24309120000000
  %2024 = fmul float %2023, %2021
  %2025 = fadd float %2024, 0x3F55D87FE0000000
  %2026 = fmul float %2025, %2021
  %2027 = fadd float %2026, 0x3F83B2AB60000000
  %2028 = fmul float %2027, %2021
  %2029 = fadd float %2028, 0x3FAC6B08E0000000
  %2030 = fmul float %2029, %2021
  %2031 = fadd float %2030, 0x3FCEBFBE00000000
  %2032 = fmul float %2031, %2021
  %2033 = fadd float %2032, 0x3FE62E4300000000
  %2034 = fmul float %2033, %2021
  %2035 = fadd float %2034, 1.000000e+00
  %2036 = fptosi float %2020 to i32
  %2037 = add i32 %2036, 127
  %2038 = shl i32 %2037, 23
  %2039 = bitcast i32 %2038 to float
  %2040 = fmul float %2035, %2039
  %2041 = select i1 %2015, float 0.000000e+00, float %2040
  %2042 = select i1 %2016, float 0x7FF0000000000000, float %2041
  %2043 = fcmp uno float %2014, %2014
  %2044 = select i1 %2043, float %2014, float %2042
  %2045 = fcmp oeq float %1897, 0xFFF0000000000000
  %2046 = select i1 %2045, float 0.000000e+00, float %2044
  %2047 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2048 = fmul float %2046, %2047
  %2049 = fadd float %2048, %2012
  %2050 = fsub float %24, %1901
  %2051 = fmul float %2050, 0x3FF7154760000000
  %2052 = fcmp olt float %2051, -1.260000e+02
  %2053 = fcmp ogt float %2051, 1.270000e+02
  %2054 = select i1 %2052, float -1.260000e+02, float %2051
  %2055 = select i1 %2053, float 1.270000e+02, float %2054
  %2056 = fadd float %2055, 5.000000e-01
  %2057 = call float @llvm.floor.f32(float %2056)
  %2058 = fsub float %2055, %2057
  %2059 = fmul float 0x3EEFFCBFC0000000, %2058
  %2060 = fadd float %2059, 0x3F24309120000000
  %2061 = fmul float %2060, %2058
  %2062 = fadd float %2061, 0x3F55D87FE0000000
  %2063 = fmul float %2062, %2058
  %2064 = fadd float %2063, 0x3F83B2AB60000000
  %2065 = fmul float %2064, %2058
  %2066 = fadd float %2065, 0x3FAC6B08E0000000
  %2067 = fmul float %2066, %2058
  %2068 = fadd float %2067, 0x3FCEBFBE00000000
  %2069 = fmul float %2068, %2058
  %2070 = fadd float %2069, 0x3FE62E4300000000
  %2071 = fmul float %2070, %2058
  %2072 = fadd float %2071, 1.000000e+00
  %2073 = fptosi float %2057 to i32
  %2074 = add i32 %2073, 127
  %2075 = shl i32 %2074, 23
  %2076 = bitcast i32 %2075 to float
  %2077 = fmul float %2072, %2076
  %2078 = select i1 %2052, float 0.000000e+00, float %2077
  %2079 = select i1 %2053, float 0x7FF0000000000000, float %2078
  %2080 = fcmp uno float %2051, %2051
  %2081 = select i1 %2080, float %2051, float %2079
  %2082 = fadd float %2049, %2081
  br i1 %202, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2083 = load i32, ptr addrspace(5) %v119, align 4
  %2084 = icmp slt i32 %2083, %6
  br i1 %2084, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2085 = load i32, ptr addrspace(5) %v119, align 4
  %2086 = add i32 1024, %2085
  %2087 = sext i32 %2086 to i64
  %2088 = mul i64 %2087, 4
  %2089 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2088
  %2090 = load float, ptr addrspace(3) %2089, align 4
  %2091 = fmul float %1702, %2090
  %2092 = fadd float %2091, 0.000000e+00
  %2093 = add i32 1280, %2085
  %2094 = sext i32 %2093 to i64
  %2095 = mul i64 %2094, 4
  %2096 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2095
  %2097 = load float, ptr addrspace(3) %2096, align 4
  %2098 = fmul float %1739, %2097
  %2099 = fadd float %2098, %2092
  %2100 = add i32 1536, %2085
  %2101 = sext i32 %2100 to i64
  %2102 = mul i64 %2101, 4
  %2103 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2102
  %2104 = load float, ptr addrspace(3) %2103, align 4
  %2105 = fmul float %1776, %2104
  %2106 = fadd float %2105, %2099
  %2107 = add i32 1792, %2085
  %2108 = sext i32 %2107 to i64
  %2109 = mul i64 %2108, 4
  %2110 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2109
  %2111 = load float, ptr addrspace(3) %2110, align 4
  %2112 = fmul float %1813, %2111
  %2113 = fadd float %2112, %2106
  %2114 = add i32 %128, %2085
  %2115 = fdiv float %2113, %1849
  %2116 = sext i32 %2114 to i64
  %2117 = mul i64 %2116, 4
  %2118 = getelementptr i8, ptr addrspace(1) %0, i64 %2117
  store float %2115, ptr addrspace(1) %2118, align 4
  %2119 = load i32, ptr addrspace(5) %v119, align 4
  %2120 = add i32 %2119, 128
  store i32 %2120, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2121 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2122 = fcmp ogt float %2121, 0xFFF0000000000000
  %2123 = select i1 %2122, float %2121, float 0xFFF0000000000000
  %2124 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2125 = fcmp ogt float %2124, %2123
  %2126 = select i1 %2125, float %2124, float %2123
  %2127 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2128 = fcmp ogt float %2127, %2126
  %2129 = select i1 %2128, float %2127, float %2126
  %2130 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2131 = fcmp ogt float %2130, %2129
  %2132 = select i1 %2131, float %2130, float %2129
  %2133 = fcmp ogt float %24, %2132
  %2134 = select i1 %2133, float %24, float %2132
  %2135 = fsub float %2121, %2134
  %2136 = fmul float %2135, 0x3FF7154760000000
  %2137 = fcmp olt float %2136, -1.260000e+02
  %2138 = fcmp ogt float %2136, 1.270000e+02
  %2139 = select i1 %2137, float -1.260000e+02, float %2136
  %2140 = select i1 %2138, float 1.270000e+02, float %2139
  %2141 = fadd float %2140, 5.000000e-01
  %2142 = call float @llvm.floor.f32(float %2141)
  %2143 = fsub float %2140, %2142
  %2144 = fmul float 0x3EEFFCBFC0000000, %2143
  %2145 = fadd float %2144, 0x3F24309120000000
  %2146 = fmul float %2145, %2143
  %2147 = fadd float %2146, 0x3F55D87FE0000000
  %2148 = fmul float %2147, %2143
  %2149 = fadd float %2148, 0x3F83B2AB60000000
  %2150 = fmul float %2149, %2143
  %2151 = fadd float %2150, 0x3FAC6B08E0000000
  %2152 = fmul float %2151, %2143
  %2153 = fadd float %2152, 0x3FCEBFBE00000000
  %2154 = fmul float %2153, %2143
  %2155 = fadd float %2154, 0x3FE62E4300000000
  %2156 = fmul float %2155, %2143
  %2157 = fadd float %2156, 1.000000e+00
  %2158 = fptosi float %2142 to i32
  %2159 = add i32 %2158, 127
  %2160 = shl i32 %2159, 23
  %2161 = bitcast i32 %2160 to float
  %2162 = fmul float %2157, %2161
  %2163 = select i1 %2137, float 0.000000e+00, float %2162
  %2164 = select i1 %2138, float 0x7FF0000000000000, float %2163
  %2165 = fcmp uno float %2136, %2136
  %2166 = select i1 %2165, float %2136, float %2164
  %2167 = fcmp oeq float %2121, 0xFFF0000000000000
  %2168 = select i1 %2167, float 0.000000e+00, float %2166
  %2169 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2170 = fmul float %2168, %2169
  %2171 = fadd float %2170, 0.000000e+00
  %2172 = fsub float %2124, %2134
  %2173 = fmul float %2172, 0x3FF7154760000000
  %2174 = fcmp olt float %2173, -1.260000e+02
  %2175 = fcmp ogt float %2173, 1.270000e+02
  %2176 = select i1 %2174, float -1.260000e+02, float %2173
  %2177 = select i1 %2175, float 1.270000e+02, float %2176
  %2178 = fadd float %2177, 5.000000e-01
  %2179 = call float @llvm.floor.f32(float %2178)
  %2180 = fsub float %2177, %2179
  %2181 = fmul float 0x3EEFFCBFC0000000, %2180
  %2182 = fadd float %2181, 0x3F24309120000000
  %2183 = fmul float %2182, %2180
  %2184 = fadd float %2183, 0x3F55D87FE0000000
  %2185 = fmul float %2184, %2180
  %2186 = fadd float %2185, 0x3F83B2AB60000000
  %2187 = fmul float %2186, %2180
  %2188 = fadd float %2187, 0x3FAC6B08E0000000
  %2189 = fmul float %2188, %2180
  %2190 = fadd float %2189, 0x3FCEBFBE00000000
  %2191 = fmul float %2190, %2180
  %2192 = fadd float %2191, 0x3FE62E4300000000
  %2193 = fmul float %2192, %2180
  %2194 = fadd float %2193, 1.000000e+00
  %2195 = fptosi float %2179 to i32
  %2196 = add i32 %2195, 127
  %2197 = shl i32 %2196, 23
  %2198 = bitcast i32 %2197 to float
  %2199 = fmul float %2194, %2198
  %2200 = select i1 %2174, float 0.000000e+00, float %2199
  %2201 = select i1 %2175, float 0x7FF0000000000000, float %2200
  %2202 = fcmp uno float %2173, %2173
  %2203 = select i1 %2202, float %2173, float %2201
  %2204 = fcmp oeq float %2124, 0xFFF0000000000000
  %2205 = select i1 %2204, float 0.000000e+00, float %2203
  %2206 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2207 = fmul float %2205, %2206
  %2208 = fadd float %2207, %2171
  %2209 = fsub float %2127, %2134
  %2210 = fmul float %2209, 0x3FF7154760000000
  %2211 = fcmp olt float %2210, -1.260000e+02
  %2212 = fcmp ogt float %2210, 1.270000e+02
  %2213 = select i1 %2211, float -1.260000e+02, float %2210
  %2214 = select i1 %2212, float 1.270000e+02, float %2213
  %2215 = fadd float %2214, 5.000000e-01
  %2216 = call float @llvm.floor.f32(float %2215)
  %2217 = fsub float %2214, %2216
  %2218 = fmul float 0x3EEFFCBFC0000000, %2217
  %2219 = fadd float %2218, 0x3F24309120000000
  %2220 = fmul float %2219, %2217
  %2221 = fadd float %2220, 0x3F55D87FE0000000
  %2222 = fmul float %2221, %2217
  %2223 = fadd float %2222, 0x3F83B2AB60000000
  %2224 = fmul float %2223, %2217
  %2225 = fadd float %2224, 0x3FAC6B08E0000000
  %2226 = fmul float %2225, %2217
  %2227 = fadd float %2226, 0x3FCEBFBE00000000
  %2228 = fmul float %2227, %2217
  %2229 = fadd float %2228, 0x3FE62E4300000000
  %2230 = fmul float %2229, %2217
  %2231 = fadd float %2230, 1.000000e+00
  %2232 = fptosi float %2216 to i32
  %2233 = add i32 %2232, 127
  %2234 = shl i32 %2233, 23
  %2235 = bitcast i32 %2234 to float
  %2236 = fmul float %2231, %2235
  %2237 = select i1 %2211, float 0.000000e+00, float %2236
  %2238 = select i1 %2212, float 0x7FF0000000000000, float %2237
  %2239 = fcmp uno float %2210, %2210
  %2240 = select i1 %2239, float %2210, float %2238
  %2241 = fcmp oeq float %2127, 0xFFF0000000000000
  %2242 = select i1 %2241, float 0.000000e+00, float %2240
  %2243 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2244 = fmul float %2242, %2243
  %2245 = fadd float %2244, %2208
  %2246 = fsub float %2130, %2134
  %2247 = fmul float %2246, 0x3FF7154760000000
  %2248 = fcmp olt float %2247, -1.260000e+02
  %2249 = fcmp ogt float %2247, 1.270000e+02
  %2250 = select i1 %2248, float -1.260000e+02, float %2247
  %2251 = select i1 %2249, float 1.270000e+02, float %2250
  %2252 = fadd float %2251, 5.000000e-01
  %2253 = call float @llvm.floor.f32(float %2252)
  %2254 = fsub float %2251, %2253
  %2255 = fmul float 0x3EEFFCBFC0000000, %2254
  %2256 = fadd float %2255, 0x3F24309120000000
  %2257 = fmul float %2256, %2254
  %2258 = fadd float %2257, 0x3F55D87FE0000000
  %2259 = fmul float %2258, %2254
  %2260 = fadd float %2259, 0x3F83B2AB60000000
  %2261 = fmul float %2260, %2254
  %2262 = fadd float %2261, 0x3FAC6B08E0000000
  %2263 = fmul float %2262, %2254
  %2264 = fadd float %2263, 0x3FCEBFBE00000000
  %2265 = fmul float %2264, %2254
  %2266 = fadd float %2265, 0x3FE62E4300000000
  %2267 = fmul float %2266, %2254
  %2268 = fadd float %2267, 1.000000e+00
  %2269 = fptosi float %2253 to i32
  %2270 = add i32 %2269, 127
  %2271 = shl i32 %2270, 23
  %2272 = bitcast i32 %2271 to float
  %2273 = fmul float %2268, %2272
  %2274 = select i1 %2248, float 0.000000e+00, float %2273
  %2275 = select i1 %2249, float 0x7FF0000000000000, float %2274
  %2276 = fcmp uno float %2247, %2247
  %2277 = select i1 %2276, float %2247, float %2275
  %2278 = fcmp oeq float %2130, 0xFFF0000000000000
  %2279 = select i1 %2278, float 0.000000e+00, float %2277
  %2280 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2281 = fmul float %2279, %2280
  %2282 = fadd float %2281, %2245
  %2283 = fsub float %24, %2134
  %2284 = fmul float %2283, 0x3FF7154760000000
  %2285 = fcmp olt float %2284, -1.260000e+02
  %2286 = fcmp ogt float %2284, 1.270000e+02
  %2287 = select i1 %2285, float -1.260000e+02, float %2284
  %2288 = select i1 %2286, float 1.270000e+02, float %2287
  %2289 = fadd float %2288, 5.000000e-01
  %2290 = call float @llvm.floor.f32(float %2289)
  %2291 = fsub float %2288, %2290
  %2292 = fmul float 0x3EEFFCBFC0000000, %2291
  %2293 = fadd float %2292, 0x3F24309120000000
  %2294 = fmul float %2293, %2291
  %2295 = fadd float %2294, 0x3F55D87FE0000000
  %2296 = fmul float %2295, %2291
  %2297 = fadd float %2296, 0x3F83B2AB60000000
  %2298 = fmul float %2297, %2291
  %2299 = fadd float %2298, 0x3FAC6B08E0000000
  %2300 = fmul float %2299, %2291
  %2301 = fadd float %2300, 0x3FCEBFBE00000000
  %2302 = fmul float %2301, %2291
  %2303 = fadd float %2302, 0x3FE62E4300000000
  %2304 = fmul float %2303, %2291
  %2305 = fadd float %2304, 1.000000e+00
  %2306 = fptosi float %2290 to i32
  %2307 = add i32 %2306, 127
  %2308 = shl i32 %2307, 23
  %2309 = bitcast i32 %2308 to float
  %2310 = fmul float %2305, %2309
  %2311 = select i1 %2285, float 0.000000e+00, float %2310
  %2312 = select i1 %2286, float 0x7FF0000000000000, float %2311
  %2313 = fcmp uno float %2284, %2284
  %2314 = select i1 %2313, float %2284, float %2312
  %2315 = fadd float %2282, %2314
  br i1 %287, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2316 = load i32, ptr addrspace(5) %v125, align 4
  %2317 = icmp slt i32 %2316, %6
  br i1 %2317, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2318 = load i32, ptr addrspace(5) %v125, align 4
  %2319 = add i32 2048, %2318
  %2320 = sext i32 %2319 to i64
  %2321 = mul i64 %2320, 4
  %2322 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2321
  %2323 = load float, ptr addrspace(3) %2322, align 4
  %2324 = fmul float %1935, %2323
  %2325 = fadd float %2324, 0.000000e+00
  %2326 = add i32 2304, %2318
  %2327 = sext i32 %2326 to i64
  %2328 = mul i64 %2327, 4
  %2329 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2328
  %2330 = load float, ptr addrspace(3) %2329, align 4
  %2331 = fmul float %1972, %2330
  %2332 = fadd float %2331, %2325
  %2333 = add i32 2560, %2318
  %2334 = sext i32 %2333 to i64
  %2335 = mul i64 %2334, 4
  %2336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2335
  %2337 = load float, ptr addrspace(3) %2336, align 4
  %2338 = fmul float %2009, %2337
  %2339 = fadd float %2338, %2332
  %2340 = add i32 2816, %2318
  %2341 = sext i32 %2340 to i64
  %2342 = mul i64 %2341, 4
  %2343 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2342
  %2344 = load float, ptr addrspace(3) %2343, align 4
  %2345 = fmul float %2046, %2344
  %2346 = fadd float %2345, %2339
  %2347 = add i32 %213, %2318
  %2348 = fdiv float %2346, %2082
  %2349 = sext i32 %2347 to i64
  %2350 = mul i64 %2349, 4
  %2351 = getelementptr i8, ptr addrspace(1) %0, i64 %2350
  store float %2348, ptr addrspace(1) %2351, align 4
  %2352 = load i32, ptr addrspace(5) %v125, align 4
  %2353 = add i32 %2352, 128
  store i32 %2353, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2354 = load i32, ptr addrspace(5) %v131, align 4
  %2355 = icmp slt i32 %2354, %6
  br i1 %2355, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2356 = load i32, ptr addrspace(5) %v131, align 4
  %2357 = add i32 3072, %2356
  %2358 = sext i32 %2357 to i64
  %2359 = mul i64 %2358, 4
  %2360 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2359
  %2361 = load float, ptr addrspace(3) %2360, align 4
  %2362 = fmul float %2168, %2361
  %2363 = fadd float %2362, 0.000000e+00
  %2364 = add i32 3328, %2356
  %2365 = sext i32 %2364 to i64
  %2366 = mul i64 %2365, 4
  %2367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2366
  %2368 = load float, ptr addrspace(3) %2367, align 4
  %2369 = fmul float %2205, %2368
  %2370 = fadd float %2369, %2363
  %2371 = add i32 3584, %2356
  %2372 = sext i32 %2371 to i64
  %2373 = mul i64 %2372, 4
  %2374 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2373
  %2375 = load float, ptr addrspace(3) %2374, align 4
  %2376 = fmul float %2242, %2375
  %2377 = fadd float %2376, %2370
  %2378 = add i32 3840, %2356
  %2379 = sext i32 %2378 to i64
  %2380 = mul i64 %2379, 4
  %2381 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2380
  %2382 = load float, ptr addrspace(3) %2381, align 4
  %2383 = fmul float %2279, %2382
  %2384 = fadd float %2383, %2377
  %2385 = add i32 %298, %2356
  %2386 = fdiv float %2384, %2315
  %2387 = sext i32 %2385 to i64
  %2388 = mul i64 %2387, 4
  %2389 = getelementptr i8, ptr addrspace(1) %0, i64 %2388
  store float %2386, ptr addrspace(1) %2389, align 4
  %2390 = load i32, ptr addrspace(5) %v131, align 4
  %2391 = add i32 %2390, 128
  store i32 %2391, ptr addrspace(5) %v131, align 4
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
