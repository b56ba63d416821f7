; ModuleID = 'strata_attn_prefill_ext_f32kv'
source_filename = "strata_attn_prefill_ext_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_ext_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) #0 {
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
  %515 = call i32 @llvm.amdgcn.workitem.id.x()
  %516 = and i32 %515, 31
  %517 = xor i32 %516, 16
  %518 = shl i32 %517, 2
  %519 = call i32 @llvm.amdgcn.ds.bpermute(i32 %518, i32 %514)
  %520 = bitcast i32 %519 to float
  %521 = fadd float %513, %520
  %522 = bitcast float %521 to i32
  %523 = call i32 @llvm.amdgcn.workitem.id.x()
  %524 = and i32 %523, 31
  %525 = xor i32 %524, 8
  %526 = shl i32 %525, 2
  %527 = call i32 @llvm.amdgcn.ds.bpermute(i32 %526, i32 %522)
  %528 = bitcast i32 %527 to float
  %529 = fadd float %521, %528
  %530 = bitcast float %529 to i32
  %531 = call i32 @llvm.amdgcn.workitem.id.x()
  %532 = and i32 %531, 31
  %533 = xor i32 %532, 4
  %534 = shl i32 %533, 2
  %535 = call i32 @llvm.amdgcn.ds.bpermute(i32 %534, i32 %530)
  %536 = bitcast i32 %535 to float
  %537 = fadd float %529, %536
  %538 = bitcast float %537 to i32
  %539 = call i32 @llvm.amdgcn.workitem.id.x()
  %540 = and i32 %539, 31
  %541 = xor i32 %540, 2
  %542 = shl i32 %541, 2
  %543 = call i32 @llvm.amdgcn.ds.bpermute(i32 %542, i32 %538)
  %544 = bitcast i32 %543 to float
  %545 = fadd float %537, %544
  %546 = bitcast float %545 to i32
  %547 = call i32 @llvm.amdgcn.workitem.id.x()
  %548 = and i32 %547, 31
  %549 = xor i32 %548, 1
  %550 = shl i32 %549, 2
  %551 = call i32 @llvm.amdgcn.ds.bpermute(i32 %550, i32 %546)
  %552 = bitcast i32 %551 to float
  %553 = fadd float %545, %552
  %554 = icmp slt i32 %406, %35
  %555 = icmp sge i32 %406, %40
  %556 = and i1 %554, %555
  %557 = fmul float %553, %8
  %558 = load float, ptr addrspace(5) %v8, align 4
  %559 = fcmp ogt float %557, %558
  %560 = select i1 %559, float %557, float %558
  %561 = fsub float %558, %560
  %562 = fmul float %561, 0x3FF7154760000000
  %563 = fcmp olt float %562, -1.260000e+02
  %564 = fcmp ogt float %562, 1.270000e+02
  %565 = select i1 %563, float -1.260000e+02, float %562
  %566 = select i1 %564, float 1.270000e+02, float %565
  %567 = fadd float %566, 5.000000e-01
  %568 = call float @llvm.floor.f32(float %567)
  %569 = fsub float %566, %568
  %570 = fmul float 0x3EEFFCBFC0000000, %569
  %571 = fadd float %570, 0x3F24309120000000
  %572 = fmul float %571, %569
  %573 = fadd float %572, 0x3F55D87FE0000000
  %574 = fmul float %573, %569
  %575 = fadd float %574, 0x3F83B2AB60000000
  %576 = fmul float %575, %569
  %577 = fadd float %576, 0x3FAC6B08E0000000
  %578 = fmul float %577, %569
  %579 = fadd float %578, 0x3FCEBFBE00000000
  %580 = fmul float %579, %569
  %581 = fadd float %580, 0x3FE62E4300000000
  %582 = fmul float %581, %569
  %583 = fadd float %582, 1.000000e+00
  %584 = fptosi float %568 to i32
  %585 = add i32 %584, 127
  %586 = shl i32 %585, 23
  %587 = bitcast i32 %586 to float
  %588 = fmul float %583, %587
  %589 = select i1 %563, float 0.000000e+00, float %588
  %590 = select i1 %564, float 0x7FF0000000000000, float %589
  %591 = fcmp uno float %562, %562
  %592 = select i1 %591, float %562, float %590
  %593 = fsub float %557, %560
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
  %625 = load float, ptr addrspace(5) %v9, align 4
  %626 = fmul float %625, %592
  %627 = fadd float %626, %624
  %628 = load float, ptr addrspace(5) %v9, align 4
  %629 = select i1 %556, float %627, float %628
  store float %629, ptr addrspace(5) %v9, align 4
  %630 = load float, ptr addrspace(5) %v, align 4
  %631 = fmul float %624, %419
  %632 = fmul float %630, %592
  %633 = fadd float %632, %631
  %634 = select i1 %556, float %633, float %630
  store float %634, ptr addrspace(5) %v, align 4
  %635 = load float, ptr addrspace(5) %v1, align 4
  %636 = fmul float %624, %429
  %637 = fmul float %635, %592
  %638 = fadd float %637, %636
  %639 = select i1 %556, float %638, float %635
  store float %639, ptr addrspace(5) %v1, align 4
  %640 = load float, ptr addrspace(5) %v2, align 4
  %641 = fmul float %624, %439
  %642 = fmul float %640, %592
  %643 = fadd float %642, %641
  %644 = select i1 %556, float %643, float %640
  store float %644, ptr addrspace(5) %v2, align 4
  %645 = load float, ptr addrspace(5) %v3, align 4
  %646 = fmul float %624, %449
  %647 = fmul float %645, %592
  %648 = fadd float %647, %646
  %649 = select i1 %556, float %648, float %645
  store float %649, ptr addrspace(5) %v3, align 4
  %650 = load float, ptr addrspace(5) %v4, align 4
  %651 = fmul float %624, %459
  %652 = fmul float %650, %592
  %653 = fadd float %652, %651
  %654 = select i1 %556, float %653, float %650
  store float %654, ptr addrspace(5) %v4, align 4
  %655 = load float, ptr addrspace(5) %v5, align 4
  %656 = fmul float %624, %469
  %657 = fmul float %655, %592
  %658 = fadd float %657, %656
  %659 = select i1 %556, float %658, float %655
  store float %659, ptr addrspace(5) %v5, align 4
  %660 = load float, ptr addrspace(5) %v6, align 4
  %661 = fmul float %624, %479
  %662 = fmul float %660, %592
  %663 = fadd float %662, %661
  %664 = select i1 %556, float %663, float %660
  store float %664, ptr addrspace(5) %v6, align 4
  %665 = load float, ptr addrspace(5) %v7, align 4
  %666 = fmul float %624, %489
  %667 = fmul float %665, %592
  %668 = fadd float %667, %666
  %669 = select i1 %556, float %668, float %665
  store float %669, ptr addrspace(5) %v7, align 4
  %670 = select i1 %556, float %560, float %558
  store float %670, ptr addrspace(5) %v8, align 4
  %671 = fmul float %137, %415
  %672 = select i1 %372, float %671, float 0.000000e+00
  %673 = fadd float 0.000000e+00, %672
  %674 = fmul float %146, %425
  %675 = select i1 %374, float %674, float 0.000000e+00
  %676 = fadd float %673, %675
  %677 = fmul float %155, %435
  %678 = select i1 %376, float %677, float 0.000000e+00
  %679 = fadd float %676, %678
  %680 = fmul float %164, %445
  %681 = select i1 %378, float %680, float 0.000000e+00
  %682 = fadd float %679, %681
  %683 = fmul float %173, %455
  %684 = select i1 %380, float %683, float 0.000000e+00
  %685 = fadd float %682, %684
  %686 = fmul float %182, %465
  %687 = select i1 %382, float %686, float 0.000000e+00
  %688 = fadd float %685, %687
  %689 = fmul float %191, %475
  %690 = select i1 %384, float %689, float 0.000000e+00
  %691 = fadd float %688, %690
  %692 = fmul float %200, %485
  %693 = select i1 %386, float %692, float 0.000000e+00
  %694 = fadd float %691, %693
  %695 = bitcast float %694 to i32
  %696 = call i32 @llvm.amdgcn.workitem.id.x()
  %697 = and i32 %696, 31
  %698 = xor i32 %697, 16
  %699 = shl i32 %698, 2
  %700 = call i32 @llvm.amdgcn.ds.bpermute(i32 %699, i32 %695)
  %701 = bitcast i32 %700 to float
  %702 = fadd float %694, %701
  %703 = bitcast float %702 to i32
  %704 = call i32 @llvm.amdgcn.workitem.id.x()
  %705 = and i32 %704, 31
  %706 = xor i32 %705, 8
  %707 = shl i32 %706, 2
  %708 = call i32 @llvm.amdgcn.ds.bpermute(i32 %707, i32 %703)
  %709 = bitcast i32 %708 to float
  %710 = fadd float %702, %709
  %711 = bitcast float %710 to i32
  %712 = call i32 @llvm.amdgcn.workitem.id.x()
  %713 = and i32 %712, 31
  %714 = xor i32 %713, 4
  %715 = shl i32 %714, 2
  %716 = call i32 @llvm.amdgcn.ds.bpermute(i32 %715, i32 %711)
  %717 = bitcast i32 %716 to float
  %718 = fadd float %710, %717
  %719 = bitcast float %718 to i32
  %720 = call i32 @llvm.amdgcn.workitem.id.x()
  %721 = and i32 %720, 31
  %722 = xor i32 %721, 2
  %723 = shl i32 %722, 2
  %724 = call i32 @llvm.amdgcn.ds.bpermute(i32 %723, i32 %719)
  %725 = bitcast i32 %724 to float
  %726 = fadd float %718, %725
  %727 = bitcast float %726 to i32
  %728 = call i32 @llvm.amdgcn.workitem.id.x()
  %729 = and i32 %728, 31
  %730 = xor i32 %729, 1
  %731 = shl i32 %730, 2
  %732 = call i32 @llvm.amdgcn.ds.bpermute(i32 %731, i32 %727)
  %733 = bitcast i32 %732 to float
  %734 = fadd float %726, %733
  %735 = icmp slt i32 %406, %120
  %736 = icmp sge i32 %406, %125
  %737 = and i1 %735, %736
  %738 = fmul float %734, %8
  %739 = load float, ptr addrspace(5) %v18, align 4
  %740 = fcmp ogt float %738, %739
  %741 = select i1 %740, float %738, float %739
  %742 = fsub float %739, %741
  %743 = fmul float %742, 0x3FF7154760000000
  %744 = fcmp olt float %743, -1.260000e+02
  %745 = fcmp ogt float %743, 1.270000e+02
  %746 = select i1 %744, float -1.260000e+02, float %743
  %747 = select i1 %745, float 1.270000e+02, float %746
  %748 = fadd float %747, 5.000000e-01
  %749 = call float @llvm.floor.f32(float %748)
  %750 = fsub float %747, %749
  %751 = fmul float 0x3EEFFCBFC0000000, %750
  %752 = fadd float %751, 0x3F24309120000000
  %753 = fmul float %752, %750
  %754 = fadd float %753, 0x3F55D87FE0000000
  %755 = fmul float %754, %750
  %756 = fadd float %755, 0x3F83B2AB60000000
  %757 = fmul float %756, %750
  %758 = fadd float %757, 0x3FAC6B08E0000000
  %759 = fmul float %758, %750
  %760 = fadd float %759, 0x3FCEBFBE00000000
  %761 = fmul float %760, %750
  %762 = fadd float %761, 0x3FE62E4300000000
  %763 = fmul float %762, %750
  %764 = fadd float %763, 1.000000e+00
  %765 = fptosi float %749 to i32
  %766 = add i32 %765, 127
  %767 = shl i32 %766, 23
  %768 = bitcast i32 %767 to float
  %769 = fmul float %764, %768
  %770 = select i1 %744, float 0.000000e+00, float %769
  %771 = select i1 %745, float 0x7FF0000000000000, float %770
  %772 = fcmp uno float %743, %743
  %773 = select i1 %772, float %743, float %771
  %774 = fsub float %738, %741
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
  %806 = load float, ptr addrspace(5) %v19, align 4
  %807 = fmul float %806, %773
  %808 = fadd float %807, %805
  %809 = load float, ptr addrspace(5) %v19, align 4
  %810 = select i1 %737, float %808, float %809
  store float %810, ptr addrspace(5) %v19, align 4
  %811 = load float, ptr addrspace(5) %v10, align 4
  %812 = fmul float %805, %419
  %813 = fmul float %811, %773
  %814 = fadd float %813, %812
  %815 = select i1 %737, float %814, float %811
  store float %815, ptr addrspace(5) %v10, align 4
  %816 = load float, ptr addrspace(5) %v11, align 4
  %817 = fmul float %805, %429
  %818 = fmul float %816, %773
  %819 = fadd float %818, %817
  %820 = select i1 %737, float %819, float %816
  store float %820, ptr addrspace(5) %v11, align 4
  %821 = load float, ptr addrspace(5) %v12, align 4
  %822 = fmul float %805, %439
  %823 = fmul float %821, %773
  %824 = fadd float %823, %822
  %825 = select i1 %737, float %824, float %821
  store float %825, ptr addrspace(5) %v12, align 4
  %826 = load float, ptr addrspace(5) %v13, align 4
  %827 = fmul float %805, %449
  %828 = fmul float %826, %773
  %829 = fadd float %828, %827
  %830 = select i1 %737, float %829, float %826
  store float %830, ptr addrspace(5) %v13, align 4
  %831 = load float, ptr addrspace(5) %v14, align 4
  %832 = fmul float %805, %459
  %833 = fmul float %831, %773
  %834 = fadd float %833, %832
  %835 = select i1 %737, float %834, float %831
  store float %835, ptr addrspace(5) %v14, align 4
  %836 = load float, ptr addrspace(5) %v15, align 4
  %837 = fmul float %805, %469
  %838 = fmul float %836, %773
  %839 = fadd float %838, %837
  %840 = select i1 %737, float %839, float %836
  store float %840, ptr addrspace(5) %v15, align 4
  %841 = load float, ptr addrspace(5) %v16, align 4
  %842 = fmul float %805, %479
  %843 = fmul float %841, %773
  %844 = fadd float %843, %842
  %845 = select i1 %737, float %844, float %841
  store float %845, ptr addrspace(5) %v16, align 4
  %846 = load float, ptr addrspace(5) %v17, align 4
  %847 = fmul float %805, %489
  %848 = fmul float %846, %773
  %849 = fadd float %848, %847
  %850 = select i1 %737, float %849, float %846
  store float %850, ptr addrspace(5) %v17, align 4
  %851 = select i1 %737, float %741, float %739
  store float %851, ptr addrspace(5) %v18, align 4
  %852 = fmul float %222, %415
  %853 = select i1 %372, float %852, float 0.000000e+00
  %854 = fadd float 0.000000e+00, %853
  %855 = fmul float %231, %425
  %856 = select i1 %374, float %855, float 0.000000e+00
  %857 = fadd float %854, %856
  %858 = fmul float %240, %435
  %859 = select i1 %376, float %858, float 0.000000e+00
  %860 = fadd float %857, %859
  %861 = fmul float %249, %445
  %862 = select i1 %378, float %861, float 0.000000e+00
  %863 = fadd float %860, %862
  %864 = fmul float %258, %455
  %865 = select i1 %380, float %864, float 0.000000e+00
  %866 = fadd float %863, %865
  %867 = fmul float %267, %465
  %868 = select i1 %382, float %867, float 0.000000e+00
  %869 = fadd float %866, %868
  %870 = fmul float %276, %475
  %871 = select i1 %384, float %870, float 0.000000e+00
  %872 = fadd float %869, %871
  %873 = fmul float %285, %485
  %874 = select i1 %386, float %873, float 0.000000e+00
  %875 = fadd float %872, %874
  %876 = bitcast float %875 to i32
  %877 = call i32 @llvm.amdgcn.workitem.id.x()
  %878 = and i32 %877, 31
  %879 = xor i32 %878, 16
  %880 = shl i32 %879, 2
  %881 = call i32 @llvm.amdgcn.ds.bpermute(i32 %880, i32 %876)
  %882 = bitcast i32 %881 to float
  %883 = fadd float %875, %882
  %884 = bitcast float %883 to i32
  %885 = call i32 @llvm.amdgcn.workitem.id.x()
  %886 = and i32 %885, 31
  %887 = xor i32 %886, 8
  %888 = shl i32 %887, 2
  %889 = call i32 @llvm.amdgcn.ds.bpermute(i32 %888, i32 %884)
  %890 = bitcast i32 %889 to float
  %891 = fadd float %883, %890
  %892 = bitcast float %891 to i32
  %893 = call i32 @llvm.amdgcn.workitem.id.x()
  %894 = and i32 %893, 31
  %895 = xor i32 %894, 4
  %896 = shl i32 %895, 2
  %897 = call i32 @llvm.amdgcn.ds.bpermute(i32 %896, i32 %892)
  %898 = bitcast i32 %897 to float
  %899 = fadd float %891, %898
  %900 = bitcast float %899 to i32
  %901 = call i32 @llvm.amdgcn.workitem.id.x()
  %902 = and i32 %901, 31
  %903 = xor i32 %902, 2
  %904 = shl i32 %903, 2
  %905 = call i32 @llvm.amdgcn.ds.bpermute(i32 %904, i32 %900)
  %906 = bitcast i32 %905 to float
  %907 = fadd float %899, %906
  %908 = bitcast float %907 to i32
  %909 = call i32 @llvm.amdgcn.workitem.id.x()
  %910 = and i32 %909, 31
  %911 = xor i32 %910, 1
  %912 = shl i32 %911, 2
  %913 = call i32 @llvm.amdgcn.ds.bpermute(i32 %912, i32 %908)
  %914 = bitcast i32 %913 to float
  %915 = fadd float %907, %914
  %916 = icmp slt i32 %406, %205
  %917 = icmp sge i32 %406, %210
  %918 = and i1 %916, %917
  %919 = fmul float %915, %8
  %920 = load float, ptr addrspace(5) %v28, align 4
  %921 = fcmp ogt float %919, %920
  %922 = select i1 %921, float %919, float %920
  %923 = fsub float %920, %922
  %924 = fmul float %923, 0x3FF7154760000000
  %925 = fcmp olt float %924, -1.260000e+02
  %926 = fcmp ogt float %924, 1.270000e+02
  %927 = select i1 %925, float -1.260000e+02, float %924
  %928 = select i1 %926, float 1.270000e+02, float %927
  %929 = fadd float %928, 5.000000e-01
  %930 = call float @llvm.floor.f32(float %929)
  %931 = fsub float %928, %930
  %932 = fmul float 0x3EEFFCBFC0000000, %931
  %933 = fadd float %932, 0x3F24309120000000
  %934 = fmul float %933, %931
  %935 = fadd float %934, 0x3F55D87FE0000000
  %936 = fmul float %935, %931
  %937 = fadd float %936, 0x3F83B2AB60000000
  %938 = fmul float %937, %931
  %939 = fadd float %938, 0x3FAC6B08E0000000
  %940 = fmul float %939, %931
  %941 = fadd float %940, 0x3FCEBFBE00000000
  %942 = fmul float %941, %931
  %943 = fadd float %942, 0x3FE62E4300000000
  %944 = fmul float %943, %931
  %945 = fadd float %944, 1.000000e+00
  %946 = fptosi float %930 to i32
  %947 = add i32 %946, 127
  %948 = shl i32 %947, 23
  %949 = bitcast i32 %948 to float
  %950 = fmul float %945, %949
  %951 = select i1 %925, float 0.000000e+00, float %950
  %952 = select i1 %926, float 0x7FF0000000000000, float %951
  %953 = fcmp uno float %924, %924
  %954 = select i1 %953, float %924, float %952
  %955 = fsub float %919, %922
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
  %987 = load float, ptr addrspace(5) %v29, align 4
  %988 = fmul float %987, %954
  %989 = fadd float %988, %986
  %990 = load float, ptr addrspace(5) %v29, align 4
  %991 = select i1 %918, float %989, float %990
  store float %991, ptr addrspace(5) %v29, align 4
  %992 = load float, ptr addrspace(5) %v20, align 4
  %993 = fmul float %986, %419
  %994 = fmul float %992, %954
  %995 = fadd float %994, %993
  %996 = select i1 %918, float %995, float %992
  store float %996, ptr addrspace(5) %v20, align 4
  %997 = load float, ptr addrspace(5) %v21, align 4
  %998 = fmul float %986, %429
  %999 = fmul float %997, %954
  %1000 = fadd float %999, %998
  %1001 = select i1 %918, float %1000, float %997
  store float %1001, ptr addrspace(5) %v21, align 4
  %1002 = load float, ptr addrspace(5) %v22, align 4
  %1003 = fmul float %986, %439
  %1004 = fmul float %1002, %954
  %1005 = fadd float %1004, %1003
  %1006 = select i1 %918, float %1005, float %1002
  store float %1006, ptr addrspace(5) %v22, align 4
  %1007 = load float, ptr addrspace(5) %v23, align 4
  %1008 = fmul float %986, %449
  %1009 = fmul float %1007, %954
  %1010 = fadd float %1009, %1008
  %1011 = select i1 %918, float %1010, float %1007
  store float %1011, ptr addrspace(5) %v23, align 4
  %1012 = load float, ptr addrspace(5) %v24, align 4
  %1013 = fmul float %986, %459
  %1014 = fmul float %1012, %954
  %1015 = fadd float %1014, %1013
  %1016 = select i1 %918, float %1015, float %1012
  store float %1016, ptr addrspace(5) %v24, align 4
  %1017 = load float, ptr addrspace(5) %v25, align 4
  %1018 = fmul float %986, %469
  %1019 = fmul float %1017, %954
  %1020 = fadd float %1019, %1018
  %1021 = select i1 %918, float %1020, float %1017
  store float %1021, ptr addrspace(5) %v25, align 4
  %1022 = load float, ptr addrspace(5) %v26, align 4
  %1023 = fmul float %986, %479
  %1024 = fmul float %1022, %954
  %1025 = fadd float %1024, %1023
  %1026 = select i1 %918, float %1025, float %1022
  store float %1026, ptr addrspace(5) %v26, align 4
  %1027 = load float, ptr addrspace(5) %v27, align 4
  %1028 = fmul float %986, %489
  %1029 = fmul float %1027, %954
  %1030 = fadd float %1029, %1028
  %1031 = select i1 %918, float %1030, float %1027
  store float %1031, ptr addrspace(5) %v27, align 4
  %1032 = select i1 %918, float %922, float %920
  store float %1032, ptr addrspace(5) %v28, align 4
  %1033 = fmul float %307, %415
  %1034 = select i1 %372, float %1033, float 0.000000e+00
  %1035 = fadd float 0.000000e+00, %1034
  %1036 = fmul float %316, %425
  %1037 = select i1 %374, float %1036, float 0.000000e+00
  %1038 = fadd float %1035, %1037
  %1039 = fmul float %325, %435
  %1040 = select i1 %376, float %1039, float 0.000000e+00
  %1041 = fadd float %1038, %1040
  %1042 = fmul float %334, %445
  %1043 = select i1 %378, float %1042, float 0.000000e+00
  %1044 = fadd float %1041, %1043
  %1045 = fmul float %343, %455
  %1046 = select i1 %380, float %1045, float 0.000000e+00
  %1047 = fadd float %1044, %1046
  %1048 = fmul float %352, %465
  %1049 = select i1 %382, float %1048, float 0.000000e+00
  %1050 = fadd float %1047, %1049
  %1051 = fmul float %361, %475
  %1052 = select i1 %384, float %1051, float 0.000000e+00
  %1053 = fadd float %1050, %1052
  %1054 = fmul float %370, %485
  %1055 = select i1 %386, float %1054, float 0.000000e+00
  %1056 = fadd float %1053, %1055
  %1057 = bitcast float %1056 to i32
  %1058 = call i32 @llvm.amdgcn.workitem.id.x()
  %1059 = and i32 %1058, 31
  %1060 = xor i32 %1059, 16
  %1061 = shl i32 %1060, 2
  %1062 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1061, i32 %1057)
  %1063 = bitcast i32 %1062 to float
  %1064 = fadd float %1056, %1063
  %1065 = bitcast float %1064 to i32
  %1066 = call i32 @llvm.amdgcn.workitem.id.x()
  %1067 = and i32 %1066, 31
  %1068 = xor i32 %1067, 8
  %1069 = shl i32 %1068, 2
  %1070 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1069, i32 %1065)
  %1071 = bitcast i32 %1070 to float
  %1072 = fadd float %1064, %1071
  %1073 = bitcast float %1072 to i32
  %1074 = call i32 @llvm.amdgcn.workitem.id.x()
  %1075 = and i32 %1074, 31
  %1076 = xor i32 %1075, 4
  %1077 = shl i32 %1076, 2
  %1078 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1077, i32 %1073)
  %1079 = bitcast i32 %1078 to float
  %1080 = fadd float %1072, %1079
  %1081 = bitcast float %1080 to i32
  %1082 = call i32 @llvm.amdgcn.workitem.id.x()
  %1083 = and i32 %1082, 31
  %1084 = xor i32 %1083, 2
  %1085 = shl i32 %1084, 2
  %1086 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1085, i32 %1081)
  %1087 = bitcast i32 %1086 to float
  %1088 = fadd float %1080, %1087
  %1089 = bitcast float %1088 to i32
  %1090 = call i32 @llvm.amdgcn.workitem.id.x()
  %1091 = and i32 %1090, 31
  %1092 = xor i32 %1091, 1
  %1093 = shl i32 %1092, 2
  %1094 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1093, i32 %1089)
  %1095 = bitcast i32 %1094 to float
  %1096 = fadd float %1088, %1095
  %1097 = icmp slt i32 %406, %290
  %1098 = icmp sge i32 %406, %295
  %1099 = and i1 %1097, %1098
  %1100 = fmul float %1096, %8
  %1101 = load float, ptr addrspace(5) %v38, align 4
  %1102 = fcmp ogt float %1100, %1101
  %1103 = select i1 %1102, float %1100, float %1101
  %1104 = fsub float %1101, %1103
  %1105 = fmul float %1104, 0x3FF7154760000000
  %1106 = fcmp olt float %1105, -1.260000e+02
  %1107 = fcmp ogt float %1105, 1.270000e+02
  %1108 = select i1 %1106, float -1.260000e+02, float %1105
  %1109 = select i1 %1107, float 1.270000e+02, float %1108
  %1110 = fadd float %1109, 5.000000e-01
  %1111 = call float @llvm.floor.f32(float %1110)
  %1112 = fsub float %1109, %1111
  %1113 = fmul float 0x3EEFFCBFC0000000, %1112
  %1114 = fadd float %1113, 0x3F24309120000000
  %1115 = fmul float %1114, %1112
  %1116 = fadd float %1115, 0x3F55D87FE0000000
  %1117 = fmul float %1116, %1112
  %1118 = fadd float %1117, 0x3F83B2AB60000000
  %1119 = fmul float %1118, %1112
  %1120 = fadd float %1119, 0x3FAC6B08E0000000
  %1121 = fmul float %1120, %1112
  %1122 = fadd float %1121, 0x3FCEBFBE00000000
  %1123 = fmul float %1122, %1112
  %1124 = fadd float %1123, 0x3FE62E4300000000
  %1125 = fmul float %1124, %1112
  %1126 = fadd float %1125, 1.000000e+00
  %1127 = fptosi float %1111 to i32
  %1128 = add i32 %1127, 127
  %1129 = shl i32 %1128, 23
  %1130 = bitcast i32 %1129 to float
  %1131 = fmul float %1126, %1130
  %1132 = select i1 %1106, float 0.000000e+00, float %1131
  %1133 = select i1 %1107, float 0x7FF0000000000000, float %1132
  %1134 = fcmp uno float %1105, %1105
  %1135 = select i1 %1134, float %1105, float %1133
  %1136 = fsub float %1100, %1103
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
  %1168 = load float, ptr addrspace(5) %v39, align 4
  %1169 = fmul float %1168, %1135
  %1170 = fadd float %1169, %1167
  %1171 = load float, ptr addrspace(5) %v39, align 4
  %1172 = select i1 %1099, float %1170, float %1171
  store float %1172, ptr addrspace(5) %v39, align 4
  %1173 = load float, ptr addrspace(5) %v30, align 4
  %1174 = fmul float %1167, %419
  %1175 = fmul float %1173, %1135
  %1176 = fadd float %1175, %1174
  %1177 = select i1 %1099, float %1176, float %1173
  store float %1177, ptr addrspace(5) %v30, align 4
  %1178 = load float, ptr addrspace(5) %v31, align 4
  %1179 = fmul float %1167, %429
  %1180 = fmul float %1178, %1135
  %1181 = fadd float %1180, %1179
  %1182 = select i1 %1099, float %1181, float %1178
  store float %1182, ptr addrspace(5) %v31, align 4
  %1183 = load float, ptr addrspace(5) %v32, align 4
  %1184 = fmul float %1167, %439
  %1185 = fmul float %1183, %1135
  %1186 = fadd float %1185, %1184
  %1187 = select i1 %1099, float %1186, float %1183
  store float %1187, ptr addrspace(5) %v32, align 4
  %1188 = load float, ptr addrspace(5) %v33, align 4
  %1189 = fmul float %1167, %449
  %1190 = fmul float %1188, %1135
  %1191 = fadd float %1190, %1189
  %1192 = select i1 %1099, float %1191, float %1188
  store float %1192, ptr addrspace(5) %v33, align 4
  %1193 = load float, ptr addrspace(5) %v34, align 4
  %1194 = fmul float %1167, %459
  %1195 = fmul float %1193, %1135
  %1196 = fadd float %1195, %1194
  %1197 = select i1 %1099, float %1196, float %1193
  store float %1197, ptr addrspace(5) %v34, align 4
  %1198 = load float, ptr addrspace(5) %v35, align 4
  %1199 = fmul float %1167, %469
  %1200 = fmul float %1198, %1135
  %1201 = fadd float %1200, %1199
  %1202 = select i1 %1099, float %1201, float %1198
  store float %1202, ptr addrspace(5) %v35, align 4
  %1203 = load float, ptr addrspace(5) %v36, align 4
  %1204 = fmul float %1167, %479
  %1205 = fmul float %1203, %1135
  %1206 = fadd float %1205, %1204
  %1207 = select i1 %1099, float %1206, float %1203
  store float %1207, ptr addrspace(5) %v36, align 4
  %1208 = load float, ptr addrspace(5) %v37, align 4
  %1209 = fmul float %1167, %489
  %1210 = fmul float %1208, %1135
  %1211 = fadd float %1210, %1209
  %1212 = select i1 %1099, float %1211, float %1208
  store float %1212, ptr addrspace(5) %v37, align 4
  %1213 = select i1 %1099, float %1103, float %1101
  store float %1213, ptr addrspace(5) %v38, align 4
  %1214 = load i32, ptr addrspace(5) %v40, align 4
  %1215 = add i32 %1214, 4
  store i32 %1215, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1216 = add i32 0, %15
  %1217 = mul i32 %1216, 256
  %1218 = load float, ptr addrspace(5) %v, align 4
  br i1 %372, label %then, label %endif

then:                                             ; preds = %done
  %1219 = add i32 %1217, %371
  %1220 = sext i32 %1219 to i64
  %1221 = mul i64 %1220, 4
  %1222 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1221
  store float %1218, ptr addrspace(3) %1222, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1223 = load float, ptr addrspace(5) %v1, align 4
  br i1 %374, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1224 = add i32 %1217, %373
  %1225 = sext i32 %1224 to i64
  %1226 = mul i64 %1225, 4
  %1227 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1226
  store float %1223, ptr addrspace(3) %1227, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1228 = load float, ptr addrspace(5) %v2, align 4
  br i1 %376, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1229 = add i32 %1217, %375
  %1230 = sext i32 %1229 to i64
  %1231 = mul i64 %1230, 4
  %1232 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1231
  store float %1228, ptr addrspace(3) %1232, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1233 = load float, ptr addrspace(5) %v3, align 4
  br i1 %378, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1234 = add i32 %1217, %377
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1236
  store float %1233, ptr addrspace(3) %1237, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1238 = load float, ptr addrspace(5) %v4, align 4
  br i1 %380, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1239 = add i32 %1217, %379
  %1240 = sext i32 %1239 to i64
  %1241 = mul i64 %1240, 4
  %1242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1241
  store float %1238, ptr addrspace(3) %1242, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1243 = load float, ptr addrspace(5) %v5, align 4
  br i1 %382, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1244 = add i32 %1217, %381
  %1245 = sext i32 %1244 to i64
  %1246 = mul i64 %1245, 4
  %1247 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1246
  store float %1243, ptr addrspace(3) %1247, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1248 = load float, ptr addrspace(5) %v6, align 4
  br i1 %384, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1249 = add i32 %1217, %383
  %1250 = sext i32 %1249 to i64
  %1251 = mul i64 %1250, 4
  %1252 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1251
  store float %1248, ptr addrspace(3) %1252, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1253 = load float, ptr addrspace(5) %v7, align 4
  br i1 %386, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1254 = add i32 %1217, %385
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 4
  %1257 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1256
  store float %1253, ptr addrspace(3) %1257, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1258 = icmp eq i32 %13, 0
  %1259 = load float, ptr addrspace(5) %v8, align 4
  %1260 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1258, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1261 = mul i32 %1216, 2
  %1262 = sext i32 %1261 to i64
  %1263 = mul i64 %1262, 4
  %1264 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1263
  store float %1259, ptr addrspace(3) %1264, align 4
  %1265 = add i32 %1261, 1
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1267
  store float %1260, ptr addrspace(3) %1268, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1269 = add i32 4, %15
  %1270 = mul i32 %1269, 256
  %1271 = load float, ptr addrspace(5) %v10, align 4
  br i1 %372, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1272 = add i32 %1270, %371
  %1273 = sext i32 %1272 to i64
  %1274 = mul i64 %1273, 4
  %1275 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1274
  store float %1271, ptr addrspace(3) %1275, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1276 = load float, ptr addrspace(5) %v11, align 4
  br i1 %374, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1277 = add i32 %1270, %373
  %1278 = sext i32 %1277 to i64
  %1279 = mul i64 %1278, 4
  %1280 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1279
  store float %1276, ptr addrspace(3) %1280, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1281 = load float, ptr addrspace(5) %v12, align 4
  br i1 %376, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1282 = add i32 %1270, %375
  %1283 = sext i32 %1282 to i64
  %1284 = mul i64 %1283, 4
  %1285 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1284
  store float %1281, ptr addrspace(3) %1285, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1286 = load float, ptr addrspace(5) %v13, align 4
  br i1 %378, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1287 = add i32 %1270, %377
  %1288 = sext i32 %1287 to i64
  %1289 = mul i64 %1288, 4
  %1290 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1289
  store float %1286, ptr addrspace(3) %1290, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1291 = load float, ptr addrspace(5) %v14, align 4
  br i1 %380, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1292 = add i32 %1270, %379
  %1293 = sext i32 %1292 to i64
  %1294 = mul i64 %1293, 4
  %1295 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1294
  store float %1291, ptr addrspace(3) %1295, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1296 = load float, ptr addrspace(5) %v15, align 4
  br i1 %382, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1297 = add i32 %1270, %381
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1299
  store float %1296, ptr addrspace(3) %1300, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1301 = load float, ptr addrspace(5) %v16, align 4
  br i1 %384, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1302 = add i32 %1270, %383
  %1303 = sext i32 %1302 to i64
  %1304 = mul i64 %1303, 4
  %1305 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1304
  store float %1301, ptr addrspace(3) %1305, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1306 = load float, ptr addrspace(5) %v17, align 4
  br i1 %386, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1307 = add i32 %1270, %385
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1309
  store float %1306, ptr addrspace(3) %1310, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1311 = icmp eq i32 %13, 0
  %1312 = load float, ptr addrspace(5) %v18, align 4
  %1313 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1311, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1314 = mul i32 %1269, 2
  %1315 = sext i32 %1314 to i64
  %1316 = mul i64 %1315, 4
  %1317 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1316
  store float %1312, ptr addrspace(3) %1317, align 4
  %1318 = add i32 %1314, 1
  %1319 = sext i32 %1318 to i64
  %1320 = mul i64 %1319, 4
  %1321 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1320
  store float %1313, ptr addrspace(3) %1321, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1322 = add i32 8, %15
  %1323 = mul i32 %1322, 256
  %1324 = load float, ptr addrspace(5) %v20, align 4
  br i1 %372, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1325 = add i32 %1323, %371
  %1326 = sext i32 %1325 to i64
  %1327 = mul i64 %1326, 4
  %1328 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1327
  store float %1324, ptr addrspace(3) %1328, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1329 = load float, ptr addrspace(5) %v21, align 4
  br i1 %374, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1330 = add i32 %1323, %373
  %1331 = sext i32 %1330 to i64
  %1332 = mul i64 %1331, 4
  %1333 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1332
  store float %1329, ptr addrspace(3) %1333, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1334 = load float, ptr addrspace(5) %v22, align 4
  br i1 %376, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1335 = add i32 %1323, %375
  %1336 = sext i32 %1335 to i64
  %1337 = mul i64 %1336, 4
  %1338 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1337
  store float %1334, ptr addrspace(3) %1338, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1339 = load float, ptr addrspace(5) %v23, align 4
  br i1 %378, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1340 = add i32 %1323, %377
  %1341 = sext i32 %1340 to i64
  %1342 = mul i64 %1341, 4
  %1343 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1342
  store float %1339, ptr addrspace(3) %1343, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1344 = load float, ptr addrspace(5) %v24, align 4
  br i1 %380, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1345 = add i32 %1323, %379
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1347
  store float %1344, ptr addrspace(3) %1348, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1349 = load float, ptr addrspace(5) %v25, align 4
  br i1 %382, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1350 = add i32 %1323, %381
  %1351 = sext i32 %1350 to i64
  %1352 = mul i64 %1351, 4
  %1353 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1352
  store float %1349, ptr addrspace(3) %1353, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1354 = load float, ptr addrspace(5) %v26, align 4
  br i1 %384, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1355 = add i32 %1323, %383
  %1356 = sext i32 %1355 to i64
  %1357 = mul i64 %1356, 4
  %1358 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1357
  store float %1354, ptr addrspace(3) %1358, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1359 = load float, ptr addrspace(5) %v27, align 4
  br i1 %386, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1360 = add i32 %1323, %385
  %1361 = sext i32 %1360 to i64
  %1362 = mul i64 %1361, 4
  %1363 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1362
  store float %1359, ptr addrspace(3) %1363, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1364 = icmp eq i32 %13, 0
  %1365 = load float, ptr addrspace(5) %v28, align 4
  %1366 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1364, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1367 = mul i32 %1322, 2
  %1368 = sext i32 %1367 to i64
  %1369 = mul i64 %1368, 4
  %1370 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1369
  store float %1365, ptr addrspace(3) %1370, align 4
  %1371 = add i32 %1367, 1
  %1372 = sext i32 %1371 to i64
  %1373 = mul i64 %1372, 4
  %1374 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1373
  store float %1366, ptr addrspace(3) %1374, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1375 = add i32 12, %15
  %1376 = mul i32 %1375, 256
  %1377 = load float, ptr addrspace(5) %v30, align 4
  br i1 %372, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1378 = add i32 %1376, %371
  %1379 = sext i32 %1378 to i64
  %1380 = mul i64 %1379, 4
  %1381 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1380
  store float %1377, ptr addrspace(3) %1381, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1382 = load float, ptr addrspace(5) %v31, align 4
  br i1 %374, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1383 = add i32 %1376, %373
  %1384 = sext i32 %1383 to i64
  %1385 = mul i64 %1384, 4
  %1386 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1385
  store float %1382, ptr addrspace(3) %1386, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1387 = load float, ptr addrspace(5) %v32, align 4
  br i1 %376, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1388 = add i32 %1376, %375
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 4
  %1391 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1390
  store float %1387, ptr addrspace(3) %1391, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1392 = load float, ptr addrspace(5) %v33, align 4
  br i1 %378, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1393 = add i32 %1376, %377
  %1394 = sext i32 %1393 to i64
  %1395 = mul i64 %1394, 4
  %1396 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1395
  store float %1392, ptr addrspace(3) %1396, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1397 = load float, ptr addrspace(5) %v34, align 4
  br i1 %380, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1398 = add i32 %1376, %379
  %1399 = sext i32 %1398 to i64
  %1400 = mul i64 %1399, 4
  %1401 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1400
  store float %1397, ptr addrspace(3) %1401, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1402 = load float, ptr addrspace(5) %v35, align 4
  br i1 %382, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1403 = add i32 %1376, %381
  %1404 = sext i32 %1403 to i64
  %1405 = mul i64 %1404, 4
  %1406 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1405
  store float %1402, ptr addrspace(3) %1406, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1407 = load float, ptr addrspace(5) %v36, align 4
  br i1 %384, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1408 = add i32 %1376, %383
  %1409 = sext i32 %1408 to i64
  %1410 = mul i64 %1409, 4
  %1411 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1410
  store float %1407, ptr addrspace(3) %1411, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1412 = load float, ptr addrspace(5) %v37, align 4
  br i1 %386, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1413 = add i32 %1376, %385
  %1414 = sext i32 %1413 to i64
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1415
  store float %1412, ptr addrspace(3) %1416, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1417 = icmp eq i32 %13, 0
  %1418 = load float, ptr addrspace(5) %v38, align 4
  %1419 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1417, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1420 = mul i32 %1375, 2
  %1421 = sext i32 %1420 to i64
  %1422 = mul i64 %1421, 4
  %1423 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1422
  store float %1418, ptr addrspace(3) %1423, align 4
  %1424 = add i32 %1420, 1
  %1425 = sext i32 %1424 to i64
  %1426 = mul i64 %1425, 4
  %1427 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1426
  store float %1419, ptr addrspace(3) %1427, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1428 = load float, ptr addrspace(3) @lds2, align 4
  %1429 = fcmp ogt float %1428, 0xFFF0000000000000
  %1430 = select i1 %1429, float %1428, float 0xFFF0000000000000
  %1431 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1432 = fcmp ogt float %1431, %1430
  %1433 = select i1 %1432, float %1431, float %1430
  %1434 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1435 = fcmp ogt float %1434, %1433
  %1436 = select i1 %1435, float %1434, float %1433
  %1437 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1438 = fcmp ogt float %1437, %1436
  %1439 = select i1 %1438, float %1437, float %1436
  %1440 = fcmp ogt float %24, %1439
  %1441 = select i1 %1440, float %24, float %1439
  %1442 = fsub float %1428, %1441
  %1443 = fmul float %1442, 0x3FF7154760000000
  %1444 = fcmp olt float %1443, -1.260000e+02
  %1445 = fcmp ogt float %1443, 1.270000e+02
  %1446 = select i1 %1444, float -1.260000e+02, float %1443
  %1447 = select i1 %1445, float 1.270000e+02, float %1446
  %1448 = fadd float %1447, 5.000000e-01
  %1449 = call float @llvm.floor.f32(float %1448)
  %1450 = fsub float %1447, %1449
  %1451 = fmul float 0x3EEFFCBFC0000000, %1450
  %1452 = fadd float %1451, 0x3F24309120000000
  %1453 = fmul float %1452, %1450
  %1454 = fadd float %1453, 0x3F55D87FE0000000
  %1455 = fmul float %1454, %1450
  %1456 = fadd float %1455, 0x3F83B2AB60000000
  %1457 = fmul float %1456, %1450
  %1458 = fadd float %1457, 0x3FAC6B08E0000000
  %1459 = fmul float %1458, %1450
  %1460 = fadd float %1459, 0x3FCEBFBE00000000
  %1461 = fmul float %1460, %1450
  %1462 = fadd float %1461, 0x3FE62E4300000000
  %1463 = fmul float %1462, %1450
  %1464 = fadd float %1463, 1.000000e+00
  %1465 = fptosi float %1449 to i32
  %1466 = add i32 %1465, 127
  %1467 = shl i32 %1466, 23
  %1468 = bitcast i32 %1467 to float
  %1469 = fmul float %1464, %1468
  %1470 = select i1 %1444, float 0.000000e+00, float %1469
  %1471 = select i1 %1445, float 0x7FF0000000000000, float %1470
  %1472 = fcmp uno float %1443, %1443
  %1473 = select i1 %1472, float %1443, float %1471
  %1474 = fcmp oeq float %1428, 0xFFF0000000000000
  %1475 = select i1 %1474, float 0.000000e+00, float %1473
  %1476 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1477 = fmul float %1475, %1476
  %1478 = fadd float %1477, 0.000000e+00
  %1479 = fsub float %1431, %1441
  %1480 = fmul float %1479, 0x3FF7154760000000
  %1481 = fcmp olt float %1480, -1.260000e+02
  %1482 = fcmp ogt float %1480, 1.270000e+02
  %1483 = select i1 %1481, float -1.260000e+02, float %1480
  %1484 = select i1 %1482, float 1.270000e+02, float %1483
  %1485 = fadd float %1484, 5.000000e-01
  %1486 = call float @llvm.floor.f32(float %1485)
  %1487 = fsub float %1484, %1486
  %1488 = fmul float 0x3EEFFCBFC0000000, %1487
  %1489 = fadd float %1488, 0x3F24309120000000
  %1490 = fmul float %1489, %1487
  %1491 = fadd float %1490, 0x3F55D87FE0000000
  %1492 = fmul float %1491, %1487
  %1493 = fadd float %1492, 0x3F83B2AB60000000
  %1494 = fmul float %1493, %1487
  %1495 = fadd float %1494, 0x3FAC6B08E0000000
  %1496 = fmul float %1495, %1487
  %1497 = fadd float %1496, 0x3FCEBFBE00000000
  %1498 = fmul float %1497, %1487
  %1499 = fadd float %1498, 0x3FE62E4300000000
  %1500 = fmul float %1499, %1487
  %1501 = fadd float %1500, 1.000000e+00
  %1502 = fptosi float %1486 to i32
  %1503 = add i32 %1502, 127
  %1504 = shl i32 %1503, 23
  %1505 = bitcast i32 %1504 to float
  %1506 = fmul float %1501, %1505
  %1507 = select i1 %1481, float 0.000000e+00, float %1506
  %1508 = select i1 %1482, float 0x7FF0000000000000, float %1507
  %1509 = fcmp uno float %1480, %1480
  %1510 = select i1 %1509, float %1480, float %1508
  %1511 = fcmp oeq float %1431, 0xFFF0000000000000
  %1512 = select i1 %1511, float 0.000000e+00, float %1510
  %1513 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1514 = fmul float %1512, %1513
  %1515 = fadd float %1514, %1478
  %1516 = fsub float %1434, %1441
  %1517 = fmul float %1516, 0x3FF7154760000000
  %1518 = fcmp olt float %1517, -1.260000e+02
  %1519 = fcmp ogt float %1517, 1.270000e+02
  %1520 = select i1 %1518, float -1.260000e+02, float %1517
  %1521 = select i1 %1519, float 1.270000e+02, float %1520
  %1522 = fadd float %1521, 5.000000e-01
  %1523 = call float @llvm.floor.f32(float %1522)
  %1524 = fsub float %1521, %1523
  %1525 = fmul float 0x3EEFFCBFC0000000, %1524
  %1526 = fadd float %1525, 0x3F24309120000000
  %1527 = fmul float %1526, %1524
  %1528 = fadd float %1527, 0x3F55D87FE0000000
  %1529 = fmul float %1528, %1524
  %1530 = fadd float %1529, 0x3F83B2AB60000000
  %1531 = fmul float %1530, %1524
  %1532 = fadd float %1531, 0x3FAC6B08E0000000
  %1533 = fmul float %1532, %1524
  %1534 = fadd float %1533, 0x3FCEBFBE00000000
  %1535 = fmul float %1534, %1524
  %1536 = fadd float %1535, 0x3FE62E4300000000
  %1537 = fmul float %1536, %1524
  %1538 = fadd float %1537, 1.000000e+00
  %1539 = fptosi float %1523 to i32
  %1540 = add i32 %1539, 127
  %1541 = shl i32 %1540, 23
  %1542 = bitcast i32 %1541 to float
  %1543 = fmul float %1538, %1542
  %1544 = select i1 %1518, float 0.000000e+00, float %1543
  %1545 = select i1 %1519, float 0x7FF0000000000000, float %1544
  %1546 = fcmp uno float %1517, %1517
  %1547 = select i1 %1546, float %1517, float %1545
  %1548 = fcmp oeq float %1434, 0xFFF0000000000000
  %1549 = select i1 %1548, float 0.000000e+00, float %1547
  %1550 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1551 = fmul float %1549, %1550
  %1552 = fadd float %1551, %1515
  %1553 = fsub float %1437, %1441
  %1554 = fmul float %1553, 0x3FF7154760000000
  %1555 = fcmp olt float %1554, -1.260000e+02
  %1556 = fcmp ogt float %1554, 1.270000e+02
  %1557 = select i1 %1555, float -1.260000e+02, float %1554
  %1558 = select i1 %1556, float 1.270000e+02, float %1557
  %1559 = fadd float %1558, 5.000000e-01
  %1560 = call float @llvm.floor.f32(float %1559)
  %1561 = fsub float %1558, %1560
  %1562 = fmul float 0x3EEFFCBFC0000000, %1561
  %1563 = fadd float %1562, 0x3F24309120000000
  %1564 = fmul float %1563, %1561
  %1565 = fadd float %1564, 0x3F55D87FE0000000
  %1566 = fmul float %1565, %1561
  %1567 = fadd float %1566, 0x3F83B2AB60000000
  %1568 = fmul float %1567, %1561
  %1569 = fadd float %1568, 0x3FAC6B08E0000000
  %1570 = fmul float %1569, %1561
  %1571 = fadd float %1570, 0x3FCEBFBE00000000
  %1572 = fmul float %1571, %1561
  %1573 = fadd float %1572, 0x3FE62E4300000000
  %1574 = fmul float %1573, %1561
  %1575 = fadd float %1574, 1.000000e+00
  %1576 = fptosi float %1560 to i32
  %1577 = add i32 %1576, 127
  %1578 = shl i32 %1577, 23
  %1579 = bitcast i32 %1578 to float
  %1580 = fmul float %1575, %1579
  %1581 = select i1 %1555, float 0.000000e+00, float %1580
  %1582 = select i1 %1556, float 0x7FF0000000000000, float %1581
  %1583 = fcmp uno float %1554, %1554
  %1584 = select i1 %1583, float %1554, float %1582
  %1585 = fcmp oeq float %1437, 0xFFF0000000000000
  %1586 = select i1 %1585, float 0.000000e+00, float %1584
  %1587 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1588 = fmul float %1586, %1587
  %1589 = fadd float %1588, %1552
  %1590 = fsub float %24, %1441
  %1591 = fmul float %1590, 0x3FF7154760000000
  %1592 = fcmp olt float %1591, -1.260000e+02
  %1593 = fcmp ogt float %1591, 1.270000e+02
  %1594 = select i1 %1592, float -1.260000e+02, float %1591
  %1595 = select i1 %1593, float 1.270000e+02, float %1594
  %1596 = fadd float %1595, 5.000000e-01
  %1597 = call float @llvm.floor.f32(float %1596)
  %1598 = fsub float %1595, %1597
  %1599 = fmul float 0x3EEFFCBFC0000000, %1598
  %1600 = fadd float %1599, 0x3F24309120000000
  %1601 = fmul float %1600, %1598
  %1602 = fadd float %1601, 0x3F55D87FE0000000
  %1603 = fmul float %1602, %1598
  %1604 = fadd float %1603, 0x3F83B2AB60000000
  %1605 = fmul float %1604, %1598
  %1606 = fadd float %1605, 0x3FAC6B08E0000000
  %1607 = fmul float %1606, %1598
  %1608 = fadd float %1607, 0x3FCEBFBE00000000
  %1609 = fmul float %1608, %1598
  %1610 = fadd float %1609, 0x3FE62E4300000000
  %1611 = fmul float %1610, %1598
  %1612 = fadd float %1611, 1.000000e+00
  %1613 = fptosi float %1597 to i32
  %1614 = add i32 %1613, 127
  %1615 = shl i32 %1614, 23
  %1616 = bitcast i32 %1615 to float
  %1617 = fmul float %1612, %1616
  %1618 = select i1 %1592, float 0.000000e+00, float %1617
  %1619 = select i1 %1593, float 0x7FF0000000000000, float %1618
  %1620 = fcmp uno float %1591, %1591
  %1621 = select i1 %1620, float %1591, float %1619
  %1622 = fadd float %1589, %1621
  br i1 %32, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1623 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1624 = fcmp ogt float %1623, 0xFFF0000000000000
  %1625 = select i1 %1624, float %1623, float 0xFFF0000000000000
  %1626 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1627 = fcmp ogt float %1626, %1625
  %1628 = select i1 %1627, float %1626, float %1625
  %1629 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1630 = fcmp ogt float %1629, %1628
  %1631 = select i1 %1630, float %1629, float %1628
  %1632 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1633 = fcmp ogt float %1632, %1631
  %1634 = select i1 %1633, float %1632, float %1631
  %1635 = fcmp ogt float %24, %1634
  %1636 = select i1 %1635, float %24, float %1634
  %1637 = fsub float %1623, %1636
  %1638 = fmul float %1637, 0x3FF7154760000000
  %1639 = fcmp olt float %1638, -1.260000e+02
  %1640 = fcmp ogt float %1638, 1.270000e+02
  %1641 = select i1 %1639, float -1.260000e+02, float %1638
  %1642 = select i1 %1640, float 1.270000e+02, float %1641
  %1643 = fadd float %1642, 5.000000e-01
  %1644 = call float @llvm.floor.f32(float %1643)
  %1645 = fsub float %1642, %1644
  %1646 = fmul float 0x3EEFFCBFC0000000, %1645
  %1647 = fadd float %1646, 0x3F24309120000000
  %1648 = fmul float %1647, %1645
  %1649 = fadd float %1648, 0x3F55D87FE0000000
  %1650 = fmul float %1649, %1645
  %1651 = fadd float %1650, 0x3F83B2AB60000000
  %1652 = fmul float %1651, %1645
  %1653 = fadd float %1652, 0x3FAC6B08E0000000
  %1654 = fmul float %1653, %1645
  %1655 = fadd float %1654, 0x3FCEBFBE00000000
  %1656 = fmul float %1655, %1645
  %1657 = fadd float %1656, 0x3FE62E4300000000
  %1658 = fmul float %1657, %1645
  %1659 = fadd float %1658, 1.000000e+00
  %1660 = fptosi float %1644 to i32
  %1661 = add i32 %1660, 127
  %1662 = shl i32 %1661, 23
  %1663 = bitcast i32 %1662 to float
  %1664 = fmul float %1659, %1663
  %1665 = select i1 %1639, float 0.000000e+00, float %1664
  %1666 = select i1 %1640, float 0x7FF0000000000000, float %1665
  %1667 = fcmp uno float %1638, %1638
  %1668 = select i1 %1667, float %1638, float %1666
  %1669 = fcmp oeq float %1623, 0xFFF0000000000000
  %1670 = select i1 %1669, float 0.000000e+00, float %1668
  %1671 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1672 = fmul float %1670, %1671
  %1673 = fadd float %1672, 0.000000e+00
  %1674 = fsub float %1626, %1636
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
  %1706 = fcmp oeq float %1626, 0xFFF0000000000000
  %1707 = select i1 %1706, float 0.000000e+00, float %1705
  %1708 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1709 = fmul float %1707, %1708
  %1710 = fadd float %1709, %1673
  %1711 = fsub float %1629, %1636
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
  %1743 = fcmp oeq float %1629, 0xFFF0000000000000
  %1744 = select i1 %1743, float 0.000000e+00, float %1742
  %1745 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1746 = fmul float %1744, %1745
  %1747 = fadd float %1746, %1710
  %1748 = fsub float %1632, %1636
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
  %1780 = fcmp oeq float %1632, 0xFFF0000000000000
  %1781 = select i1 %1780, float 0.000000e+00, float %1779
  %1782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1783 = fmul float %1781, %1782
  %1784 = fadd float %1783, %1747
  %1785 = fsub float %24, %1636
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
  %1817 = fadd float %1784, %1816
  br i1 %117, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1818 = load i32, ptr addrspace(5) %v113, align 4
  %1819 = icmp slt i32 %1818, %6
  br i1 %1819, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1820 = load i32, ptr addrspace(5) %v113, align 4
  %1821 = add i32 0, %1820
  %1822 = sext i32 %1821 to i64
  %1823 = mul i64 %1822, 4
  %1824 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1823
  %1825 = load float, ptr addrspace(3) %1824, align 4
  %1826 = fmul float %1475, %1825
  %1827 = fadd float %1826, 0.000000e+00
  %1828 = add i32 256, %1820
  %1829 = sext i32 %1828 to i64
  %1830 = mul i64 %1829, 4
  %1831 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1830
  %1832 = load float, ptr addrspace(3) %1831, align 4
  %1833 = fmul float %1512, %1832
  %1834 = fadd float %1833, %1827
  %1835 = add i32 512, %1820
  %1836 = sext i32 %1835 to i64
  %1837 = mul i64 %1836, 4
  %1838 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1837
  %1839 = load float, ptr addrspace(3) %1838, align 4
  %1840 = fmul float %1549, %1839
  %1841 = fadd float %1840, %1834
  %1842 = add i32 768, %1820
  %1843 = sext i32 %1842 to i64
  %1844 = mul i64 %1843, 4
  %1845 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1844
  %1846 = load float, ptr addrspace(3) %1845, align 4
  %1847 = fmul float %1586, %1846
  %1848 = fadd float %1847, %1841
  %1849 = add i32 %43, %1820
  %1850 = fdiv float %1848, %1622
  %1851 = sext i32 %1849 to i64
  %1852 = mul i64 %1851, 4
  %1853 = getelementptr i8, ptr addrspace(1) %0, i64 %1852
  store float %1850, ptr addrspace(1) %1853, align 4
  %1854 = load i32, ptr addrspace(5) %v113, align 4
  %1855 = add i32 %1854, 128
  store i32 %1855, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1856 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1857 = fcmp ogt float %1856, 0xFFF0000000000000
  %1858 = select i1 %1857, float %1856, float 0xFFF0000000000000
  %1859 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1860 = fcmp ogt float %1859, %1858
  %1861 = select i1 %1860, float %1859, float %1858
  %1862 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1863 = fcmp ogt float %1862, %1861
  %1864 = select i1 %1863, float %1862, float %1861
  %1865 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1866 = fcmp ogt float %1865, %1864
  %1867 = select i1 %1866, float %1865, float %1864
  %1868 = fcmp ogt float %24, %1867
  %1869 = select i1 %1868, float %24, float %1867
  %1870 = fsub float %1856, %1869
  %1871 = fmul float %1870, 0x3FF7154760000000
  %1872 = fcmp olt float %1871, -1.260000e+02
  %1873 = fcmp ogt float %1871, 1.270000e+02
  %1874 = select i1 %1872, float -1.260000e+02, float %1871
  %1875 = select i1 %1873, float 1.270000e+02, float %1874
  %1876 = fadd float %1875, 5.000000e-01
  %1877 = call float @llvm.floor.f32(float %1876)
  %1878 = fsub float %1875, %1877
  %1879 = fmul float 0x3EEFFCBFC0000000, %1878
  %1880 = fadd float %1879, 0x3F24309120000000
  %1881 = fmul float %1880, %1878
  %1882 = fadd float %1881, 0x3F55D87FE0000000
  %1883 = fmul float %1882, %1878
  %1884 = fadd float %1883, 0x3F83B2AB60000000
  %1885 = fmul float %1884, %1878
  %1886 = fadd float %1885, 0x3FAC6B08E0000000
  %1887 = fmul float %1886, %1878
  %1888 = fadd float %1887, 0x3FCEBFBE00000000
  %1889 = fmul float %1888, %1878
  %1890 = fadd float %1889, 0x3FE62E4300000000
  %1891 = fmul float %1890, %1878
  %1892 = fadd float %1891, 1.000000e+00
  %1893 = fptosi float %1877 to i32
  %1894 = add i32 %1893, 127
  %1895 = shl i32 %1894, 23
  %1896 = bitcast i32 %1895 to float
  %1897 = fmul float %1892, %1896
  %1898 = select i1 %1872, float 0.000000e+00, float %1897
  %1899 = select i1 %1873, float 0x7FF0000000000000, float %1898
  %1900 = fcmp uno float %1871, %1871
  %1901 = select i1 %1900, float %1871, float %1899
  %1902 = fcmp oeq float %1856, 0xFFF0000000000000
  %1903 = select i1 %1902, float 0.000000e+00, float %1901
  %1904 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1905 = fmul float %1903, %1904
  %1906 = fadd float %1905, 0.000000e+00
  %1907 = fsub float %1859, %1869
  %1908 = fmul float %1907, 0x3FF7154760000000
  %1909 = fcmp olt float %1908, -1.260000e+02
  %1910 = fcmp ogt float %1908, 1.270000e+02
  %1911 = select i1 %1909, float -1.260000e+02, float %1908
  %1912 = select i1 %1910, float 1.270000e+02, float %1911
  %1913 = fadd float %1912, 5.000000e-01
  %1914 = call float @llvm.floor.f32(float %1913)
  %1915 = fsub float %1912, %1914
  %1916 = fmul float 0x3EEFFCBFC0000000, %1915
  %1917 = fadd float %1916, 0x3F24309120000000
  %1918 = fmul float %1917, %1915
  %1919 = fadd float %1918, 0x3F55D87FE0000000
  %1920 = fmul float %1919, %1915
  %1921 = fadd float %1920, 0x3F83B2AB60000000
  %1922 = fmul float %1921, %1915
  %1923 = fadd float %1922, 0x3FAC6B08E0000000
  %1924 = fmul float %1923, %1915
  %1925 = fadd float %1924, 0x3FCEBFBE00000000
  %1926 = fmul float %1925, %1915
  %1927 = fadd float %1926, 0x3FE62E4300000000
  %1928 = fmul float %1927, %1915
  %1929 = fadd float %1928, 1.000000e+00
  %1930 = fptosi float %1914 to i32
  %1931 = add i32 %1930, 127
  %1932 = shl i32 %1931, 23
  %1933 = bitcast i32 %1932 to float
  %1934 = fmul float %1929, %1933
  %1935 = select i1 %1909, float 0.000000e+00, float %1934
  %1936 = select i1 %1910, float 0x7FF0000000000000, float %1935
  %1937 = fcmp uno float %1908, %1908
  %1938 = select i1 %1937, float %1908, float %1936
  %1939 = fcmp oeq float %1859, 0xFFF0000000000000
  %1940 = select i1 %1939, float 0.000000e+00, float %1938
  %1941 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1942 = fmul float %1940, %1941
  %1943 = fadd float %1942, %1906
  %1944 = fsub float %1862, %1869
  %1945 = fmul float %1944, 0x3FF7154760000000
  %1946 = fcmp olt float %1945, -1.260000e+02
  %1947 = fcmp ogt float %1945, 1.270000e+02
  %1948 = select i1 %1946, float -1.260000e+02, float %1945
  %1949 = select i1 %1947, float 1.270000e+02, float %1948
  %1950 = fadd float %1949, 5.000000e-01
  %1951 = call float @llvm.floor.f32(float %1950)
  %1952 = fsub float %1949, %1951
  %1953 = fmul float 0x3EEFFCBFC0000000, %1952
  %1954 = fadd float %1953, 0x3F24309120000000
  %1955 = fmul float %1954, %1952
  %1956 = fadd float %1955, 0x3F55D87FE0000000
  %1957 = fmul float %1956, %1952
  %1958 = fadd float %1957, 0x3F83B2AB60000000
  %1959 = fmul float %1958, %1952
  %1960 = fadd float %1959, 0x3FAC6B08E0000000
  %1961 = fmul float %1960, %1952
  %1962 = fadd float %1961, 0x3FCEBFBE00000000
  %1963 = fmul float %1962, %1952
  %1964 = fadd float %1963, 0x3FE62E4300000000
  %1965 = fmul float %1964, %1952
  %1966 = fadd float %1965, 1.000000e+00
  %1967 = fptosi float %1951 to i32
  %1968 = add i32 %1967, 127
  %1969 = shl i32 %1968, 23
  %1970 = bitcast i32 %1969 to float
  %1971 = fmul float %1966, %1970
  %1972 = select i1 %1946, float 0.000000e+00, float %1971
  %1973 = select i1 %1947, float 0x7FF0000000000000, float %1972
  %1974 = fcmp uno float %1945, %1945
  %1975 = select i1 %1974, float %1945, float %1973
  %1976 = fcmp oeq float %1862, 0xFFF0000000000000
  %1977 = select i1 %1976, float 0.000000e+00, float %1975
  %1978 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1979 = fmul float %1977, %1978
  %1980 = fadd float %1979, %1943
  %1981 = fsub float %1865, %1869
  %1982 = fmul float %1981, 0x3FF7154760000000
  %1983 = fcmp olt float %1982, -1.260000e+02
  %1984 = fcmp ogt float %1982, 1.270000e+02
  %1985 = select i1 %1983, float -1.260000e+02, float %1982
  %1986 = select i1 %1984, float 1.270000e+02, float %1985
  %1987 = fadd float %1986, 5.000000e-01
  %1988 = call float @llvm.floor.f32(float %1987)
  %1989 = fsub float %1986, %1988
  %1990 = fmul float 0x3EEFFCBFC0000000, %1989
  %1991 = fadd float %1990, 0x3F24309120000000
  %1992 = fmul float %1991, %1989
  %1993 = fadd float %1992, 0x3F55D87FE0000000
  %1994 = fmul float %1993, %1989
  %1995 = fadd float %1994, 0x3F83B2AB60000000
  %1996 = fmul float %1995, %1989
  %1997 = fadd float %1996, 0x3FAC6B08E0000000
  %1998 = fmul float %1997, %1989
  %1999 = fadd float %1998, 0x3FCEBFBE00000000
  %2000 = fmul float %1999, %1989
  %2001 = fadd float %2000, 0x3FE62E4300000000
  %2002 = fmul float %2001, %1989
  %2003 = fadd float %2002, 1.000000e+00
  %2004 = fptosi float %1988 to i32
  %2005 = add i32 %2004, 127
  %2006 = shl i32 %2005, 23
  %2007 = bitcast i32 %2006 to float
  %2008 = fmul float %2003, %2007
  %2009 = select i1 %1983, float 0.000000e+00, float %2008
  %2010 = select i1 %1984, float 0x7FF0000000000000, float %2009
  %2011 = fcmp uno float %1982, %1982
  %2012 = select i1 %2011, float %1982, float %2010
  %2013 = fcmp oeq float %1865, 0xFFF0000000000000
  %2014 = select i1 %2013, float 0.000000e+00, float %2012
  %2015 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2016 = fmul float %2014, %2015
  %2017 = fadd float %2016, %1980
  %2018 = fsub float %24, %1869
  %2019 = fmul float %2018, 0x3FF7154760000000
  %2020 = fcmp olt float %2019, -1.260000e+02
  %2021 = fcmp ogt float %2019, 1.270000e+02
  %2022 = select i1 %2020, float -1.260000e+02, float %2019
  %2023 = select i1 %2021, float 1.270000e+02, float %2022
  %2024 = fadd float %2023, 5.000000e-01
  %2025 = call float @llvm.floor.f32(float %2024)
  %2026 = fsub float %2023, %2025
  %2027 = fmul float 0x3EEFFCBFC0000000, %2026
  %2028 = fadd float %2027, 0x3F24309120000000
  %2029 = fmul float %2028, %2026
  %2030 = fadd float %2029, 0x3F55D87FE0000000
  %2031 = fmul float %2030, %2026
  %2032 = fadd float %2031, 0x3F83B2AB60000000
  %2033 = fmul float %2032, %2026
  %2034 = fadd float %2033, 0x3FAC6B08E0000000
  %2035 = fmul float %2034, %2026
  %2036 = fadd float %2035, 0x3FCEBFBE00000000
  %2037 = fmul float %2036, %2026
  %2038 = fadd float %2037, 0x3FE62E4300000000
  %2039 = fmul float %2038, %2026
  %2040 = fadd float %2039, 1.000000e+00
  %2041 = fptosi float %2025 to i32
  %2042 = add i32 %2041, 127
  %2043 = shl i32 %2042, 23
  %2044 = bitcast i32 %2043 to float
  %2045 = fmul float %2040, %2044
  %2046 = select i1 %2020, float 0.000000e+00, float %2045
  %2047 = select i1 %2021, float 0x7FF0000000000000, float %2046
  %2048 = fcmp uno float %2019, %2019
  %2049 = select i1 %2048, float %2019, float %2047
  %2050 = fadd float %2017, %2049
  br i1 %202, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2051 = load i32, ptr addrspace(5) %v119, align 4
  %2052 = icmp slt i32 %2051, %6
  br i1 %2052, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2053 = load i32, ptr addrspace(5) %v119, align 4
  %2054 = add i32 1024, %2053
  %2055 = sext i32 %2054 to i64
  %2056 = mul i64 %2055, 4
  %2057 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2056
  %2058 = load float, ptr addrspace(3) %2057, align 4
  %2059 = fmul float %1670, %2058
  %2060 = fadd float %2059, 0.000000e+00
  %2061 = add i32 1280, %2053
  %2062 = sext i32 %2061 to i64
  %2063 = mul i64 %2062, 4
  %2064 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2063
  %2065 = load float, ptr addrspace(3) %2064, align 4
  %2066 = fmul float %1707, %2065
  %2067 = fadd float %2066, %2060
  %2068 = add i32 1536, %2053
  %2069 = sext i32 %2068 to i64
  %2070 = mul i64 %2069, 4
  %2071 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2070
  %2072 = load float, ptr addrspace(3) %2071, align 4
  %2073 = fmul float %1744, %2072
  %2074 = fadd float %2073, %2067
  %2075 = add i32 1792, %2053
  %2076 = sext i32 %2075 to i64
  %2077 = mul i64 %2076, 4
  %2078 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2077
  %2079 = load float, ptr addrspace(3) %2078, align 4
  %2080 = fmul float %1781, %2079
  %2081 = fadd float %2080, %2074
  %2082 = add i32 %128, %2053
  %2083 = fdiv float %2081, %1817
  %2084 = sext i32 %2082 to i64
  %2085 = mul i64 %2084, 4
  %2086 = getelementptr i8, ptr addrspace(1) %0, i64 %2085
  store float %2083, ptr addrspace(1) %2086, align 4
  %2087 = load i32, ptr addrspace(5) %v119, align 4
  %2088 = add i32 %2087, 128
  store i32 %2088, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2089 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2090 = fcmp ogt float %2089, 0xFFF0000000000000
  %2091 = select i1 %2090, float %2089, float 0xFFF0000000000000
  %2092 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2093 = fcmp ogt float %2092, %2091
  %2094 = select i1 %2093, float %2092, float %2091
  %2095 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2096 = fcmp ogt float %2095, %2094
  %2097 = select i1 %2096, float %2095, float %2094
  %2098 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2099 = fcmp ogt float %2098, %2097
  %2100 = select i1 %2099, float %2098, float %2097
  %2101 = fcmp ogt float %24, %2100
  %2102 = select i1 %2101, float %24, float %2100
  %2103 = fsub float %2089, %2102
  %2104 = fmul float %2103, 0x3FF7154760000000
  %2105 = fcmp olt float %2104, -1.260000e+02
  %2106 = fcmp ogt float %2104, 1.270000e+02
  %2107 = select i1 %2105, float -1.260000e+02, float %2104
  %2108 = select i1 %2106, float 1.270000e+02, float %2107
  %2109 = fadd float %2108, 5.000000e-01
  %2110 = call float @llvm.floor.f32(float %2109)
  %2111 = fsub float %2108, %2110
  %2112 = fmul float 0x3EEFFCBFC0000000, %2111
  %2113 = fadd float %2112, 0x3F24309120000000
  %2114 = fmul float %2113, %2111
  %2115 = fadd float %2114, 0x3F55D87FE0000000
  %2116 = fmul float %2115, %2111
  %2117 = fadd float %2116, 0x3F83B2AB60000000
  %2118 = fmul float %2117, %2111
  %2119 = fadd float %2118, 0x3FAC6B08E0000000
  %2120 = fmul float %2119, %2111
  %2121 = fadd float %2120, 0x3FCEBFBE00000000
  %2122 = fmul float %2121, %2111
  %2123 = fadd float %2122, 0x3FE62E4300000000
  %2124 = fmul float %2123, %2111
  %2125 = fadd float %2124, 1.000000e+00
  %2126 = fptosi float %2110 to i32
  %2127 = add i32 %2126, 127
  %2128 = shl i32 %2127, 23
  %2129 = bitcast i32 %2128 to float
  %2130 = fmul float %2125, %2129
  %2131 = select i1 %2105, float 0.000000e+00, float %2130
  %2132 = select i1 %2106, float 0x7FF0000000000000, float %2131
  %2133 = fcmp uno float %2104, %2104
  %2134 = select i1 %2133, float %2104, float %2132
  %2135 = fcmp oeq float %2089, 0xFFF0000000000000
  %2136 = select i1 %2135, float 0.000000e+00, float %2134
  %2137 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2138 = fmul float %2136, %2137
  %2139 = fadd float %2138, 0.000000e+00
  %2140 = fsub float %2092, %2102
  %2141 = fmul float %2140, 0x3FF7154760000000
  %2142 = fcmp olt float %2141, -1.260000e+02
  %2143 = fcmp ogt float %2141, 1.270000e+02
  %2144 = select i1 %2142, float -1.260000e+02, float %2141
  %2145 = select i1 %2143, float 1.270000e+02, float %2144
  %2146 = fadd float %2145, 5.000000e-01
  %2147 = call float @llvm.floor.f32(float %2146)
  %2148 = fsub float %2145, %2147
  %2149 = fmul float 0x3EEFFCBFC0000000, %2148
  %2150 = fadd float %2149, 0x3F24309120000000
  %2151 = fmul float %2150, %2148
  %2152 = fadd float %2151, 0x3F55D87FE0000000
  %2153 = fmul float %2152, %2148
  %2154 = fadd float %2153, 0x3F83B2AB60000000
  %2155 = fmul float %2154, %2148
  %2156 = fadd float %2155, 0x3FAC6B08E0000000
  %2157 = fmul float %2156, %2148
  %2158 = fadd float %2157, 0x3FCEBFBE00000000
  %2159 = fmul float %2158, %2148
  %2160 = fadd float %2159, 0x3FE62E4300000000
  %2161 = fmul float %2160, %2148
  %2162 = fadd float %2161, 1.000000e+00
  %2163 = fptosi float %2147 to i32
  %2164 = add i32 %2163, 127
  %2165 = shl i32 %2164, 23
  %2166 = bitcast i32 %2165 to float
  %2167 = fmul float %2162, %2166
  %2168 = select i1 %2142, float 0.000000e+00, float %2167
  %2169 = select i1 %2143, float 0x7FF0000000000000, float %2168
  %2170 = fcmp uno float %2141, %2141
  %2171 = select i1 %2170, float %2141, float %2169
  %2172 = fcmp oeq float %2092, 0xFFF0000000000000
  %2173 = select i1 %2172, float 0.000000e+00, float %2171
  %2174 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2175 = fmul float %2173, %2174
  %2176 = fadd float %2175, %2139
  %2177 = fsub float %2095, %2102
  %2178 = fmul float %2177, 0x3FF7154760000000
  %2179 = fcmp olt float %2178, -1.260000e+02
  %2180 = fcmp ogt float %2178, 1.270000e+02
  %2181 = select i1 %2179, float -1.260000e+02, float %2178
  %2182 = select i1 %2180, float 1.270000e+02, float %2181
  %2183 = fadd float %2182, 5.000000e-01
  %2184 = call float @llvm.floor.f32(float %2183)
  %2185 = fsub float %2182, %2184
  %2186 = fmul float 0x3EEFFCBFC0000000, %2185
  %2187 = fadd float %2186, 0x3F24309120000000
  %2188 = fmul float %2187, %2185
  %2189 = fadd float %2188, 0x3F55D87FE0000000
  %2190 = fmul float %2189, %2185
  %2191 = fadd float %2190, 0x3F83B2AB60000000
  %2192 = fmul float %2191, %2185
  %2193 = fadd float %2192, 0x3FAC6B08E0000000
  %2194 = fmul float %2193, %2185
  %2195 = fadd float %2194, 0x3FCEBFBE00000000
  %2196 = fmul float %2195, %2185
  %2197 = fadd float %2196, 0x3FE62E4300000000
  %2198 = fmul float %2197, %2185
  %2199 = fadd float %2198, 1.000000e+00
  %2200 = fptosi float %2184 to i32
  %2201 = add i32 %2200, 127
  %2202 = shl i32 %2201, 23
  %2203 = bitcast i32 %2202 to float
  %2204 = fmul float %2199, %2203
  %2205 = select i1 %2179, float 0.000000e+00, float %2204
  %2206 = select i1 %2180, float 0x7FF0000000000000, float %2205
  %2207 = fcmp uno float %2178, %2178
  %2208 = select i1 %2207, float %2178, float %2206
  %2209 = fcmp oeq float %2095, 0xFFF0000000000000
  %2210 = select i1 %2209, float 0.000000e+00, float %2208
  %2211 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2212 = fmul float %2210, %2211
  %2213 = fadd float %2212, %2176
  %2214 = fsub float %2098, %2102
  %2215 = fmul float %2214, 0x3FF7154760000000
  %2216 = fcmp olt float %2215, -1.260000e+02
  %2217 = fcmp ogt float %2215, 1.270000e+02
  %2218 = select i1 %2216, float -1.260000e+02, float %2215
  %2219 = select i1 %2217, float 1.270000e+02, float %2218
  %2220 = fadd float %2219, 5.000000e-01
  %2221 = call float @llvm.floor.f32(float %2220)
  %2222 = fsub float %2219, %2221
  %2223 = fmul float 0x3EEFFCBFC0000000, %2222
  %2224 = fadd float %2223, 0x3F24309120000000
  %2225 = fmul float %2224, %2222
  %2226 = fadd float %2225, 0x3F55D87FE0000000
  %2227 = fmul float %2226, %2222
  %2228 = fadd float %2227, 0x3F83B2AB60000000
  %2229 = fmul float %2228, %2222
  %2230 = fadd float %2229, 0x3FAC6B08E0000000
  %2231 = fmul float %2230, %2222
  %2232 = fadd float %2231, 0x3FCEBFBE00000000
  %2233 = fmul float %2232, %2222
  %2234 = fadd float %2233, 0x3FE62E4300000000
  %2235 = fmul float %2234, %2222
  %2236 = fadd float %2235, 1.000000e+00
  %2237 = fptosi float %2221 to i32
  %2238 = add i32 %2237, 127
  %2239 = shl i32 %2238, 23
  %2240 = bitcast i32 %2239 to float
  %2241 = fmul float %2236, %2240
  %2242 = select i1 %2216, float 0.000000e+00, float %2241
  %2243 = select i1 %2217, float 0x7FF0000000000000, float %2242
  %2244 = fcmp uno float %2215, %2215
  %2245 = select i1 %2244, float %2215, float %2243
  %2246 = fcmp oeq float %2098, 0xFFF0000000000000
  %2247 = select i1 %2246, float 0.000000e+00, float %2245
  %2248 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2249 = fmul float %2247, %2248
  %2250 = fadd float %2249, %2213
  %2251 = fsub float %24, %2102
  %2252 = fmul float %2251, 0x3FF7154760000000
  %2253 = fcmp olt float %2252, -1.260000e+02
  %2254 = fcmp ogt float %2252, 1.270000e+02
  %2255 = select i1 %2253, float -1.260000e+02, float %2252
  %2256 = select i1 %2254, float 1.270000e+02, float %2255
  %2257 = fadd float %2256, 5.000000e-01
  %2258 = call float @llvm.floor.f32(float %2257)
  %2259 = fsub float %2256, %2258
  %2260 = fmul float 0x3EEFFCBFC0000000, %2259
  %2261 = fadd float %2260, 0x3F24309120000000
  %2262 = fmul float %2261, %2259
  %2263 = fadd float %2262, 0x3F55D87FE0000000
  %2264 = fmul float %2263, %2259
  %2265 = fadd float %2264, 0x3F83B2AB60000000
  %2266 = fmul float %2265, %2259
  %2267 = fadd float %2266, 0x3FAC6B08E0000000
  %2268 = fmul float %2267, %2259
  %2269 = fadd float %2268, 0x3FCEBFBE00000000
  %2270 = fmul float %2269, %2259
  %2271 = fadd float %2270, 0x3FE62E4300000000
  %2272 = fmul float %2271, %2259
  %2273 = fadd float %2272, 1.000000e+00
  %2274 = fptosi float %2258 to i32
  %2275 = add i32 %2274, 127
  %2276 = shl i32 %2275, 23
  %2277 = bitcast i32 %2276 to float
  %2278 = fmul float %2273, %2277
  %2279 = select i1 %2253, float 0.000000e+00, float %2278
  %2280 = select i1 %2254, float 0x7FF0000000000000, float %2279
  %2281 = fcmp uno float %2252, %2252
  %2282 = select i1 %2281, float %2252, float %2280
  %2283 = fadd float %2250, %2282
  br i1 %287, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2284 = load i32, ptr addrspace(5) %v125, align 4
  %2285 = icmp slt i32 %2284, %6
  br i1 %2285, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2286 = load i32, ptr addrspace(5) %v125, align 4
  %2287 = add i32 2048, %2286
  %2288 = sext i32 %2287 to i64
  %2289 = mul i64 %2288, 4
  %2290 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2289
  %2291 = load float, ptr addrspace(3) %2290, align 4
  %2292 = fmul float %1903, %2291
  %2293 = fadd float %2292, 0.000000e+00
  %2294 = add i32 2304, %2286
  %2295 = sext i32 %2294 to i64
  %2296 = mul i64 %2295, 4
  %2297 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2296
  %2298 = load float, ptr addrspace(3) %2297, align 4
  %2299 = fmul float %1940, %2298
  %2300 = fadd float %2299, %2293
  %2301 = add i32 2560, %2286
  %2302 = sext i32 %2301 to i64
  %2303 = mul i64 %2302, 4
  %2304 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2303
  %2305 = load float, ptr addrspace(3) %2304, align 4
  %2306 = fmul float %1977, %2305
  %2307 = fadd float %2306, %2300
  %2308 = add i32 2816, %2286
  %2309 = sext i32 %2308 to i64
  %2310 = mul i64 %2309, 4
  %2311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2310
  %2312 = load float, ptr addrspace(3) %2311, align 4
  %2313 = fmul float %2014, %2312
  %2314 = fadd float %2313, %2307
  %2315 = add i32 %213, %2286
  %2316 = fdiv float %2314, %2050
  %2317 = sext i32 %2315 to i64
  %2318 = mul i64 %2317, 4
  %2319 = getelementptr i8, ptr addrspace(1) %0, i64 %2318
  store float %2316, ptr addrspace(1) %2319, align 4
  %2320 = load i32, ptr addrspace(5) %v125, align 4
  %2321 = add i32 %2320, 128
  store i32 %2321, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2322 = load i32, ptr addrspace(5) %v131, align 4
  %2323 = icmp slt i32 %2322, %6
  br i1 %2323, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2324 = load i32, ptr addrspace(5) %v131, align 4
  %2325 = add i32 3072, %2324
  %2326 = sext i32 %2325 to i64
  %2327 = mul i64 %2326, 4
  %2328 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2327
  %2329 = load float, ptr addrspace(3) %2328, align 4
  %2330 = fmul float %2136, %2329
  %2331 = fadd float %2330, 0.000000e+00
  %2332 = add i32 3328, %2324
  %2333 = sext i32 %2332 to i64
  %2334 = mul i64 %2333, 4
  %2335 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2334
  %2336 = load float, ptr addrspace(3) %2335, align 4
  %2337 = fmul float %2173, %2336
  %2338 = fadd float %2337, %2331
  %2339 = add i32 3584, %2324
  %2340 = sext i32 %2339 to i64
  %2341 = mul i64 %2340, 4
  %2342 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2341
  %2343 = load float, ptr addrspace(3) %2342, align 4
  %2344 = fmul float %2210, %2343
  %2345 = fadd float %2344, %2338
  %2346 = add i32 3840, %2324
  %2347 = sext i32 %2346 to i64
  %2348 = mul i64 %2347, 4
  %2349 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2348
  %2350 = load float, ptr addrspace(3) %2349, align 4
  %2351 = fmul float %2247, %2350
  %2352 = fadd float %2351, %2345
  %2353 = add i32 %298, %2324
  %2354 = fdiv float %2352, %2283
  %2355 = sext i32 %2353 to i64
  %2356 = mul i64 %2355, 4
  %2357 = getelementptr i8, ptr addrspace(1) %0, i64 %2356
  store float %2354, ptr addrspace(1) %2357, align 4
  %2358 = load i32, ptr addrspace(5) %v131, align 4
  %2359 = add i32 %2358, 128
  store i32 %2359, ptr addrspace(5) %v131, align 4
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
