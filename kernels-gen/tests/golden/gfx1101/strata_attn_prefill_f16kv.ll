; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
entry:
  %v133 = alloca i32, align 4, addrspace(5)
  %v127 = alloca i32, align 4, addrspace(5)
  %v121 = alloca i32, align 4, addrspace(5)
  %v115 = alloca i32, align 4, addrspace(5)
  %v37 = alloca i32, align 4, addrspace(5)
  %v34 = alloca i32, align 4, addrspace(5)
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
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = lshr i32 %12, 5
  %14 = call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = mul i32 %15, 4
  %17 = udiv i32 %4, %5
  %18 = udiv i32 %14, %17
  %19 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = sub i32 %22, %20
  %24 = sub i32 %23, 1
  %25 = add i32 %11, 0
  %26 = icmp slt i32 %25, %6
  %27 = add i32 %11, 32
  %28 = icmp slt i32 %27, %6
  %29 = add i32 %11, 64
  %30 = icmp slt i32 %29, %6
  %31 = add i32 %11, 96
  %32 = icmp slt i32 %31, %6
  %33 = add i32 %11, 128
  %34 = icmp slt i32 %33, %6
  %35 = add i32 %11, 160
  %36 = icmp slt i32 %35, %6
  %37 = add i32 %11, 192
  %38 = icmp slt i32 %37, %6
  %39 = add i32 %11, 224
  %40 = icmp slt i32 %39, %6
  %41 = add i32 %16, 0
  %42 = icmp sle i32 %41, %24
  %43 = select i1 %42, i32 %41, i32 %24
  %44 = mul i32 %43, %4
  %45 = add i32 %44, %14
  %46 = mul i32 %45, %6
  %47 = add i32 %46, %25
  %48 = select i1 %26, i32 %47, i32 0
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %1, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = select i1 %26, float %52, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %54 = add i32 %46, %27
  %55 = select i1 %28, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %28, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %61 = add i32 %46, %29
  %62 = select i1 %30, i32 %61, i32 0
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = select i1 %30, float %66, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %68 = add i32 %46, %31
  %69 = select i1 %32, i32 %68, i32 0
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %1, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = select i1 %32, float %73, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %75 = add i32 %46, %33
  %76 = select i1 %34, i32 %75, i32 0
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %1, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = select i1 %34, float %80, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %82 = add i32 %46, %35
  %83 = select i1 %36, i32 %82, i32 0
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = select i1 %36, float %87, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %89 = add i32 %46, %37
  %90 = select i1 %38, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %38, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %96 = add i32 %46, %39
  %97 = select i1 %40, i32 %96, i32 0
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %1, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = select i1 %40, float %101, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  %103 = add i32 %16, 1
  %104 = icmp sle i32 %103, %24
  %105 = select i1 %104, i32 %103, i32 %24
  %106 = mul i32 %105, %4
  %107 = add i32 %106, %14
  %108 = mul i32 %107, %6
  %109 = add i32 %108, %25
  %110 = select i1 %26, i32 %109, i32 0
  %111 = sext i32 %110 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = select i1 %26, float %114, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v8, align 4
  %116 = add i32 %108, %27
  %117 = select i1 %28, i32 %116, i32 0
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %1, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = select i1 %28, float %121, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %123 = add i32 %108, %29
  %124 = select i1 %30, i32 %123, i32 0
  %125 = sext i32 %124 to i64
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %1, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4
  %129 = select i1 %30, float %128, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %130 = add i32 %108, %31
  %131 = select i1 %32, i32 %130, i32 0
  %132 = sext i32 %131 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr addrspace(1) %1, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = select i1 %32, float %135, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %137 = add i32 %108, %33
  %138 = select i1 %34, i32 %137, i32 0
  %139 = sext i32 %138 to i64
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %1, i64 %140
  %142 = load float, ptr addrspace(1) %141, align 4
  %143 = select i1 %34, float %142, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %144 = add i32 %108, %35
  %145 = select i1 %36, i32 %144, i32 0
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %1, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = select i1 %36, float %149, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %151 = add i32 %108, %37
  %152 = select i1 %38, i32 %151, i32 0
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %38, float %156, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %158 = add i32 %108, %39
  %159 = select i1 %40, i32 %158, i32 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %40, float %163, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %165 = add i32 %16, 2
  %166 = icmp sle i32 %165, %24
  %167 = select i1 %166, i32 %165, i32 %24
  %168 = mul i32 %167, %4
  %169 = add i32 %168, %14
  %170 = mul i32 %169, %6
  %171 = add i32 %170, %25
  %172 = select i1 %26, i32 %171, i32 0
  %173 = sext i32 %172 to i64
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) %1, i64 %174
  %176 = load float, ptr addrspace(1) %175, align 4
  %177 = select i1 %26, float %176, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %178 = add i32 %170, %27
  %179 = select i1 %28, i32 %178, i32 0
  %180 = sext i32 %179 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %1, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = select i1 %28, float %183, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  %185 = add i32 %170, %29
  %186 = select i1 %30, i32 %185, i32 0
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr addrspace(1) %1, i64 %188
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = select i1 %30, float %190, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v18, align 4
  %192 = add i32 %170, %31
  %193 = select i1 %32, i32 %192, i32 0
  %194 = sext i32 %193 to i64
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %1, i64 %195
  %197 = load float, ptr addrspace(1) %196, align 4
  %198 = select i1 %32, float %197, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
  %199 = add i32 %170, %33
  %200 = select i1 %34, i32 %199, i32 0
  %201 = sext i32 %200 to i64
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr addrspace(1) %1, i64 %202
  %204 = load float, ptr addrspace(1) %203, align 4
  %205 = select i1 %34, float %204, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %206 = add i32 %170, %35
  %207 = select i1 %36, i32 %206, i32 0
  %208 = sext i32 %207 to i64
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %1, i64 %209
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = select i1 %36, float %211, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %213 = add i32 %170, %37
  %214 = select i1 %38, i32 %213, i32 0
  %215 = sext i32 %214 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %1, i64 %216
  %218 = load float, ptr addrspace(1) %217, align 4
  %219 = select i1 %38, float %218, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %220 = add i32 %170, %39
  %221 = select i1 %40, i32 %220, i32 0
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %1, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = select i1 %40, float %225, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %227 = add i32 %16, 3
  %228 = icmp sle i32 %227, %24
  %229 = select i1 %228, i32 %227, i32 %24
  %230 = mul i32 %229, %4
  %231 = add i32 %230, %14
  %232 = mul i32 %231, %6
  %233 = add i32 %232, %25
  %234 = select i1 %26, i32 %233, i32 0
  %235 = sext i32 %234 to i64
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %1, i64 %236
  %238 = load float, ptr addrspace(1) %237, align 4
  %239 = select i1 %26, float %238, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %240 = add i32 %232, %27
  %241 = select i1 %28, i32 %240, i32 0
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %1, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = select i1 %28, float %245, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %247 = add i32 %232, %29
  %248 = select i1 %30, i32 %247, i32 0
  %249 = sext i32 %248 to i64
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %1, i64 %250
  %252 = load float, ptr addrspace(1) %251, align 4
  %253 = select i1 %30, float %252, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %254 = add i32 %232, %31
  %255 = select i1 %32, i32 %254, i32 0
  %256 = sext i32 %255 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %1, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = select i1 %32, float %259, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  %261 = add i32 %232, %33
  %262 = select i1 %34, i32 %261, i32 0
  %263 = sext i32 %262 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %1, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4
  %267 = select i1 %34, float %266, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v28, align 4
  %268 = add i32 %232, %35
  %269 = select i1 %36, i32 %268, i32 0
  %270 = sext i32 %269 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %1, i64 %271
  %273 = load float, ptr addrspace(1) %272, align 4
  %274 = select i1 %36, float %273, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
  %275 = add i32 %232, %37
  %276 = select i1 %38, i32 %275, i32 0
  %277 = sext i32 %276 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %1, i64 %278
  %280 = load float, ptr addrspace(1) %279, align 4
  %281 = select i1 %38, float %280, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %282 = add i32 %232, %39
  %283 = select i1 %40, i32 %282, i32 0
  %284 = sext i32 %283 to i64
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr addrspace(1) %1, i64 %285
  %287 = load float, ptr addrspace(1) %286, align 4
  %288 = select i1 %40, float %287, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %289 = lshr i32 %11, 3
  %290 = and i32 %11, 7
  %291 = add i32 %16, %289
  %292 = icmp sle i32 %291, %24
  %293 = select i1 %292, i32 %291, i32 %24
  %294 = add i32 %20, %293
  %295 = add i32 %294, 1
  store float 0xFFF0000000000000, ptr addrspace(5) %v32, align 4
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %296 = add i32 %16, 3
  %297 = icmp sle i32 %296, %24
  %298 = select i1 %297, i32 %296, i32 %24
  %299 = add i32 %20, %298
  %300 = add i32 %299, 1
  %301 = add i32 %20, %16
  %302 = add i32 %301, 1
  %303 = add i32 %300, 7
  %304 = udiv i32 %303, 8
  %305 = add i32 %13, 4
  %306 = sub i32 %305, 0
  %307 = urem i32 %306, 4
  %308 = add i32 0, %307
  %309 = sub i32 %300, 1
  %310 = icmp sle i32 %6, 128
  %311 = icmp sgt i32 %6, 128
  br i1 %310, label %then, label %endif

then:                                             ; preds = %entry
  store i32 %308, ptr addrspace(5) %v34, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  br i1 %311, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %312 = load i32, ptr addrspace(5) %v34, align 4
  %313 = icmp slt i32 %312, %304
  br i1 %313, label %body, label %done

body:                                             ; preds = %loop
  %314 = load i32, ptr addrspace(5) %v34, align 4
  %315 = mul i32 %314, 8
  %316 = add i32 %315, 0
  %317 = icmp sgt i32 %316, %309
  %318 = select i1 %317, i32 %309, i32 %316
  %319 = mul i32 %318, %5
  %320 = add i32 %319, %18
  %321 = mul i32 %320, %6
  %322 = add i32 %321, %25
  %323 = select i1 %26, i32 %322, i32 %321
  %324 = sext i32 %323 to i64
  %325 = mul i64 %324, 2
  %326 = getelementptr i8, ptr addrspace(1) %2, i64 %325
  %327 = load i16, ptr addrspace(1) %326, align 2
  %328 = bitcast i16 %327 to half
  %329 = fpext half %328 to float
  %330 = select i1 %26, float %329, float 0.000000e+00
  %331 = add i32 %321, %27
  %332 = select i1 %28, i32 %331, i32 %321
  %333 = sext i32 %332 to i64
  %334 = mul i64 %333, 2
  %335 = getelementptr i8, ptr addrspace(1) %2, i64 %334
  %336 = load i16, ptr addrspace(1) %335, align 2
  %337 = bitcast i16 %336 to half
  %338 = fpext half %337 to float
  %339 = select i1 %28, float %338, float 0.000000e+00
  %340 = add i32 %321, %29
  %341 = select i1 %30, i32 %340, i32 %321
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 2
  %344 = getelementptr i8, ptr addrspace(1) %2, i64 %343
  %345 = load i16, ptr addrspace(1) %344, align 2
  %346 = bitcast i16 %345 to half
  %347 = fpext half %346 to float
  %348 = select i1 %30, float %347, float 0.000000e+00
  %349 = add i32 %321, %31
  %350 = select i1 %32, i32 %349, i32 %321
  %351 = sext i32 %350 to i64
  %352 = mul i64 %351, 2
  %353 = getelementptr i8, ptr addrspace(1) %2, i64 %352
  %354 = load i16, ptr addrspace(1) %353, align 2
  %355 = bitcast i16 %354 to half
  %356 = fpext half %355 to float
  %357 = select i1 %32, float %356, float 0.000000e+00
  %358 = fmul float %53, %330
  %359 = fmul float %60, %339
  %360 = fadd float %359, %358
  %361 = fmul float %67, %348
  %362 = fadd float %361, %360
  %363 = fmul float %74, %357
  %364 = fadd float %363, %362
  %365 = fmul float %115, %330
  %366 = fmul float %122, %339
  %367 = fadd float %366, %365
  %368 = fmul float %129, %348
  %369 = fadd float %368, %367
  %370 = fmul float %136, %357
  %371 = fadd float %370, %369
  %372 = fmul float %177, %330
  %373 = fmul float %184, %339
  %374 = fadd float %373, %372
  %375 = fmul float %191, %348
  %376 = fadd float %375, %374
  %377 = fmul float %198, %357
  %378 = fadd float %377, %376
  %379 = fmul float %239, %330
  %380 = fmul float %246, %339
  %381 = fadd float %380, %379
  %382 = fmul float %253, %348
  %383 = fadd float %382, %381
  %384 = fmul float %260, %357
  %385 = fadd float %384, %383
  %386 = add i32 %315, 1
  %387 = icmp sgt i32 %386, %309
  %388 = select i1 %387, i32 %309, i32 %386
  %389 = mul i32 %388, %5
  %390 = add i32 %389, %18
  %391 = mul i32 %390, %6
  %392 = add i32 %391, %25
  %393 = select i1 %26, i32 %392, i32 %391
  %394 = sext i32 %393 to i64
  %395 = mul i64 %394, 2
  %396 = getelementptr i8, ptr addrspace(1) %2, i64 %395
  %397 = load i16, ptr addrspace(1) %396, align 2
  %398 = bitcast i16 %397 to half
  %399 = fpext half %398 to float
  %400 = select i1 %26, float %399, float 0.000000e+00
  %401 = add i32 %391, %27
  %402 = select i1 %28, i32 %401, i32 %391
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 2
  %405 = getelementptr i8, ptr addrspace(1) %2, i64 %404
  %406 = load i16, ptr addrspace(1) %405, align 2
  %407 = bitcast i16 %406 to half
  %408 = fpext half %407 to float
  %409 = select i1 %28, float %408, float 0.000000e+00
  %410 = add i32 %391, %29
  %411 = select i1 %30, i32 %410, i32 %391
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 2
  %414 = getelementptr i8, ptr addrspace(1) %2, i64 %413
  %415 = load i16, ptr addrspace(1) %414, align 2
  %416 = bitcast i16 %415 to half
  %417 = fpext half %416 to float
  %418 = select i1 %30, float %417, float 0.000000e+00
  %419 = add i32 %391, %31
  %420 = select i1 %32, i32 %419, i32 %391
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 2
  %423 = getelementptr i8, ptr addrspace(1) %2, i64 %422
  %424 = load i16, ptr addrspace(1) %423, align 2
  %425 = bitcast i16 %424 to half
  %426 = fpext half %425 to float
  %427 = select i1 %32, float %426, float 0.000000e+00
  %428 = fmul float %53, %400
  %429 = fmul float %60, %409
  %430 = fadd float %429, %428
  %431 = fmul float %67, %418
  %432 = fadd float %431, %430
  %433 = fmul float %74, %427
  %434 = fadd float %433, %432
  %435 = fmul float %115, %400
  %436 = fmul float %122, %409
  %437 = fadd float %436, %435
  %438 = fmul float %129, %418
  %439 = fadd float %438, %437
  %440 = fmul float %136, %427
  %441 = fadd float %440, %439
  %442 = fmul float %177, %400
  %443 = fmul float %184, %409
  %444 = fadd float %443, %442
  %445 = fmul float %191, %418
  %446 = fadd float %445, %444
  %447 = fmul float %198, %427
  %448 = fadd float %447, %446
  %449 = fmul float %239, %400
  %450 = fmul float %246, %409
  %451 = fadd float %450, %449
  %452 = fmul float %253, %418
  %453 = fadd float %452, %451
  %454 = fmul float %260, %427
  %455 = fadd float %454, %453
  %456 = add i32 %315, 2
  %457 = icmp sgt i32 %456, %309
  %458 = select i1 %457, i32 %309, i32 %456
  %459 = mul i32 %458, %5
  %460 = add i32 %459, %18
  %461 = mul i32 %460, %6
  %462 = add i32 %461, %25
  %463 = select i1 %26, i32 %462, i32 %461
  %464 = sext i32 %463 to i64
  %465 = mul i64 %464, 2
  %466 = getelementptr i8, ptr addrspace(1) %2, i64 %465
  %467 = load i16, ptr addrspace(1) %466, align 2
  %468 = bitcast i16 %467 to half
  %469 = fpext half %468 to float
  %470 = select i1 %26, float %469, float 0.000000e+00
  %471 = add i32 %461, %27
  %472 = select i1 %28, i32 %471, i32 %461
  %473 = sext i32 %472 to i64
  %474 = mul i64 %473, 2
  %475 = getelementptr i8, ptr addrspace(1) %2, i64 %474
  %476 = load i16, ptr addrspace(1) %475, align 2
  %477 = bitcast i16 %476 to half
  %478 = fpext half %477 to float
  %479 = select i1 %28, float %478, float 0.000000e+00
  %480 = add i32 %461, %29
  %481 = select i1 %30, i32 %480, i32 %461
  %482 = sext i32 %481 to i64
  %483 = mul i64 %482, 2
  %484 = getelementptr i8, ptr addrspace(1) %2, i64 %483
  %485 = load i16, ptr addrspace(1) %484, align 2
  %486 = bitcast i16 %485 to half
  %487 = fpext half %486 to float
  %488 = select i1 %30, float %487, float 0.000000e+00
  %489 = add i32 %461, %31
  %490 = select i1 %32, i32 %489, i32 %461
  %491 = sext i32 %490 to i64
  %492 = mul i64 %491, 2
  %493 = getelementptr i8, ptr addrspace(1) %2, i64 %492
  %494 = load i16, ptr addrspace(1) %493, align 2
  %495 = bitcast i16 %494 to half
  %496 = fpext half %495 to float
  %497 = select i1 %32, float %496, float 0.000000e+00
  %498 = fmul float %53, %470
  %499 = fmul float %60, %479
  %500 = fadd float %499, %498
  %501 = fmul float %67, %488
  %502 = fadd float %501, %500
  %503 = fmul float %74, %497
  %504 = fadd float %503, %502
  %505 = fmul float %115, %470
  %506 = fmul float %122, %479
  %507 = fadd float %506, %505
  %508 = fmul float %129, %488
  %509 = fadd float %508, %507
  %510 = fmul float %136, %497
  %511 = fadd float %510, %509
  %512 = fmul float %177, %470
  %513 = fmul float %184, %479
  %514 = fadd float %513, %512
  %515 = fmul float %191, %488
  %516 = fadd float %515, %514
  %517 = fmul float %198, %497
  %518 = fadd float %517, %516
  %519 = fmul float %239, %470
  %520 = fmul float %246, %479
  %521 = fadd float %520, %519
  %522 = fmul float %253, %488
  %523 = fadd float %522, %521
  %524 = fmul float %260, %497
  %525 = fadd float %524, %523
  %526 = add i32 %315, 3
  %527 = icmp sgt i32 %526, %309
  %528 = select i1 %527, i32 %309, i32 %526
  %529 = mul i32 %528, %5
  %530 = add i32 %529, %18
  %531 = mul i32 %530, %6
  %532 = add i32 %531, %25
  %533 = select i1 %26, i32 %532, i32 %531
  %534 = sext i32 %533 to i64
  %535 = mul i64 %534, 2
  %536 = getelementptr i8, ptr addrspace(1) %2, i64 %535
  %537 = load i16, ptr addrspace(1) %536, align 2
  %538 = bitcast i16 %537 to half
  %539 = fpext half %538 to float
  %540 = select i1 %26, float %539, float 0.000000e+00
  %541 = add i32 %531, %27
  %542 = select i1 %28, i32 %541, i32 %531
  %543 = sext i32 %542 to i64
  %544 = mul i64 %543, 2
  %545 = getelementptr i8, ptr addrspace(1) %2, i64 %544
  %546 = load i16, ptr addrspace(1) %545, align 2
  %547 = bitcast i16 %546 to half
  %548 = fpext half %547 to float
  %549 = select i1 %28, float %548, float 0.000000e+00
  %550 = add i32 %531, %29
  %551 = select i1 %30, i32 %550, i32 %531
  %552 = sext i32 %551 to i64
  %553 = mul i64 %552, 2
  %554 = getelementptr i8, ptr addrspace(1) %2, i64 %553
  %555 = load i16, ptr addrspace(1) %554, align 2
  %556 = bitcast i16 %555 to half
  %557 = fpext half %556 to float
  %558 = select i1 %30, float %557, float 0.000000e+00
  %559 = add i32 %531, %31
  %560 = select i1 %32, i32 %559, i32 %531
  %561 = sext i32 %560 to i64
  %562 = mul i64 %561, 2
  %563 = getelementptr i8, ptr addrspace(1) %2, i64 %562
  %564 = load i16, ptr addrspace(1) %563, align 2
  %565 = bitcast i16 %564 to half
  %566 = fpext half %565 to float
  %567 = select i1 %32, float %566, float 0.000000e+00
  %568 = fmul float %53, %540
  %569 = fmul float %60, %549
  %570 = fadd float %569, %568
  %571 = fmul float %67, %558
  %572 = fadd float %571, %570
  %573 = fmul float %74, %567
  %574 = fadd float %573, %572
  %575 = fmul float %115, %540
  %576 = fmul float %122, %549
  %577 = fadd float %576, %575
  %578 = fmul float %129, %558
  %579 = fadd float %578, %577
  %580 = fmul float %136, %567
  %581 = fadd float %580, %579
  %582 = fmul float %177, %540
  %583 = fmul float %184, %549
  %584 = fadd float %583, %582
  %585 = fmul float %191, %558
  %586 = fadd float %585, %584
  %587 = fmul float %198, %567
  %588 = fadd float %587, %586
  %589 = fmul float %239, %540
  %590 = fmul float %246, %549
  %591 = fadd float %590, %589
  %592 = fmul float %253, %558
  %593 = fadd float %592, %591
  %594 = fmul float %260, %567
  %595 = fadd float %594, %593
  %596 = add i32 %315, 4
  %597 = icmp sgt i32 %596, %309
  %598 = select i1 %597, i32 %309, i32 %596
  %599 = mul i32 %598, %5
  %600 = add i32 %599, %18
  %601 = mul i32 %600, %6
  %602 = add i32 %601, %25
  %603 = select i1 %26, i32 %602, i32 %601
  %604 = sext i32 %603 to i64
  %605 = mul i64 %604, 2
  %606 = getelementptr i8, ptr addrspace(1) %2, i64 %605
  %607 = load i16, ptr addrspace(1) %606, align 2
  %608 = bitcast i16 %607 to half
  %609 = fpext half %608 to float
  %610 = select i1 %26, float %609, float 0.000000e+00
  %611 = add i32 %601, %27
  %612 = select i1 %28, i32 %611, i32 %601
  %613 = sext i32 %612 to i64
  %614 = mul i64 %613, 2
  %615 = getelementptr i8, ptr addrspace(1) %2, i64 %614
  %616 = load i16, ptr addrspace(1) %615, align 2
  %617 = bitcast i16 %616 to half
  %618 = fpext half %617 to float
  %619 = select i1 %28, float %618, float 0.000000e+00
  %620 = add i32 %601, %29
  %621 = select i1 %30, i32 %620, i32 %601
  %622 = sext i32 %621 to i64
  %623 = mul i64 %622, 2
  %624 = getelementptr i8, ptr addrspace(1) %2, i64 %623
  %625 = load i16, ptr addrspace(1) %624, align 2
  %626 = bitcast i16 %625 to half
  %627 = fpext half %626 to float
  %628 = select i1 %30, float %627, float 0.000000e+00
  %629 = add i32 %601, %31
  %630 = select i1 %32, i32 %629, i32 %601
  %631 = sext i32 %630 to i64
  %632 = mul i64 %631, 2
  %633 = getelementptr i8, ptr addrspace(1) %2, i64 %632
  %634 = load i16, ptr addrspace(1) %633, align 2
  %635 = bitcast i16 %634 to half
  %636 = fpext half %635 to float
  %637 = select i1 %32, float %636, float 0.000000e+00
  %638 = fmul float %53, %610
  %639 = fmul float %60, %619
  %640 = fadd float %639, %638
  %641 = fmul float %67, %628
  %642 = fadd float %641, %640
  %643 = fmul float %74, %637
  %644 = fadd float %643, %642
  %645 = fmul float %115, %610
  %646 = fmul float %122, %619
  %647 = fadd float %646, %645
  %648 = fmul float %129, %628
  %649 = fadd float %648, %647
  %650 = fmul float %136, %637
  %651 = fadd float %650, %649
  %652 = fmul float %177, %610
  %653 = fmul float %184, %619
  %654 = fadd float %653, %652
  %655 = fmul float %191, %628
  %656 = fadd float %655, %654
  %657 = fmul float %198, %637
  %658 = fadd float %657, %656
  %659 = fmul float %239, %610
  %660 = fmul float %246, %619
  %661 = fadd float %660, %659
  %662 = fmul float %253, %628
  %663 = fadd float %662, %661
  %664 = fmul float %260, %637
  %665 = fadd float %664, %663
  %666 = add i32 %315, 5
  %667 = icmp sgt i32 %666, %309
  %668 = select i1 %667, i32 %309, i32 %666
  %669 = mul i32 %668, %5
  %670 = add i32 %669, %18
  %671 = mul i32 %670, %6
  %672 = add i32 %671, %25
  %673 = select i1 %26, i32 %672, i32 %671
  %674 = sext i32 %673 to i64
  %675 = mul i64 %674, 2
  %676 = getelementptr i8, ptr addrspace(1) %2, i64 %675
  %677 = load i16, ptr addrspace(1) %676, align 2
  %678 = bitcast i16 %677 to half
  %679 = fpext half %678 to float
  %680 = select i1 %26, float %679, float 0.000000e+00
  %681 = add i32 %671, %27
  %682 = select i1 %28, i32 %681, i32 %671
  %683 = sext i32 %682 to i64
  %684 = mul i64 %683, 2
  %685 = getelementptr i8, ptr addrspace(1) %2, i64 %684
  %686 = load i16, ptr addrspace(1) %685, align 2
  %687 = bitcast i16 %686 to half
  %688 = fpext half %687 to float
  %689 = select i1 %28, float %688, float 0.000000e+00
  %690 = add i32 %671, %29
  %691 = select i1 %30, i32 %690, i32 %671
  %692 = sext i32 %691 to i64
  %693 = mul i64 %692, 2
  %694 = getelementptr i8, ptr addrspace(1) %2, i64 %693
  %695 = load i16, ptr addrspace(1) %694, align 2
  %696 = bitcast i16 %695 to half
  %697 = fpext half %696 to float
  %698 = select i1 %30, float %697, float 0.000000e+00
  %699 = add i32 %671, %31
  %700 = select i1 %32, i32 %699, i32 %671
  %701 = sext i32 %700 to i64
  %702 = mul i64 %701, 2
  %703 = getelementptr i8, ptr addrspace(1) %2, i64 %702
  %704 = load i16, ptr addrspace(1) %703, align 2
  %705 = bitcast i16 %704 to half
  %706 = fpext half %705 to float
  %707 = select i1 %32, float %706, float 0.000000e+00
  %708 = fmul float %53, %680
  %709 = fmul float %60, %689
  %710 = fadd float %709, %708
  %711 = fmul float %67, %698
  %712 = fadd float %711, %710
  %713 = fmul float %74, %707
  %714 = fadd float %713, %712
  %715 = fmul float %115, %680
  %716 = fmul float %122, %689
  %717 = fadd float %716, %715
  %718 = fmul float %129, %698
  %719 = fadd float %718, %717
  %720 = fmul float %136, %707
  %721 = fadd float %720, %719
  %722 = fmul float %177, %680
  %723 = fmul float %184, %689
  %724 = fadd float %723, %722
  %725 = fmul float %191, %698
  %726 = fadd float %725, %724
  %727 = fmul float %198, %707
  %728 = fadd float %727, %726
  %729 = fmul float %239, %680
  %730 = fmul float %246, %689
  %731 = fadd float %730, %729
  %732 = fmul float %253, %698
  %733 = fadd float %732, %731
  %734 = fmul float %260, %707
  %735 = fadd float %734, %733
  %736 = add i32 %315, 6
  %737 = icmp sgt i32 %736, %309
  %738 = select i1 %737, i32 %309, i32 %736
  %739 = mul i32 %738, %5
  %740 = add i32 %739, %18
  %741 = mul i32 %740, %6
  %742 = add i32 %741, %25
  %743 = select i1 %26, i32 %742, i32 %741
  %744 = sext i32 %743 to i64
  %745 = mul i64 %744, 2
  %746 = getelementptr i8, ptr addrspace(1) %2, i64 %745
  %747 = load i16, ptr addrspace(1) %746, align 2
  %748 = bitcast i16 %747 to half
  %749 = fpext half %748 to float
  %750 = select i1 %26, float %749, float 0.000000e+00
  %751 = add i32 %741, %27
  %752 = select i1 %28, i32 %751, i32 %741
  %753 = sext i32 %752 to i64
  %754 = mul i64 %753, 2
  %755 = getelementptr i8, ptr addrspace(1) %2, i64 %754
  %756 = load i16, ptr addrspace(1) %755, align 2
  %757 = bitcast i16 %756 to half
  %758 = fpext half %757 to float
  %759 = select i1 %28, float %758, float 0.000000e+00
  %760 = add i32 %741, %29
  %761 = select i1 %30, i32 %760, i32 %741
  %762 = sext i32 %761 to i64
  %763 = mul i64 %762, 2
  %764 = getelementptr i8, ptr addrspace(1) %2, i64 %763
  %765 = load i16, ptr addrspace(1) %764, align 2
  %766 = bitcast i16 %765 to half
  %767 = fpext half %766 to float
  %768 = select i1 %30, float %767, float 0.000000e+00
  %769 = add i32 %741, %31
  %770 = select i1 %32, i32 %769, i32 %741
  %771 = sext i32 %770 to i64
  %772 = mul i64 %771, 2
  %773 = getelementptr i8, ptr addrspace(1) %2, i64 %772
  %774 = load i16, ptr addrspace(1) %773, align 2
  %775 = bitcast i16 %774 to half
  %776 = fpext half %775 to float
  %777 = select i1 %32, float %776, float 0.000000e+00
  %778 = fmul float %53, %750
  %779 = fmul float %60, %759
  %780 = fadd float %779, %778
  %781 = fmul float %67, %768
  %782 = fadd float %781, %780
  %783 = fmul float %74, %777
  %784 = fadd float %783, %782
  %785 = fmul float %115, %750
  %786 = fmul float %122, %759
  %787 = fadd float %786, %785
  %788 = fmul float %129, %768
  %789 = fadd float %788, %787
  %790 = fmul float %136, %777
  %791 = fadd float %790, %789
  %792 = fmul float %177, %750
  %793 = fmul float %184, %759
  %794 = fadd float %793, %792
  %795 = fmul float %191, %768
  %796 = fadd float %795, %794
  %797 = fmul float %198, %777
  %798 = fadd float %797, %796
  %799 = fmul float %239, %750
  %800 = fmul float %246, %759
  %801 = fadd float %800, %799
  %802 = fmul float %253, %768
  %803 = fadd float %802, %801
  %804 = fmul float %260, %777
  %805 = fadd float %804, %803
  %806 = add i32 %315, 7
  %807 = icmp sgt i32 %806, %309
  %808 = select i1 %807, i32 %309, i32 %806
  %809 = mul i32 %808, %5
  %810 = add i32 %809, %18
  %811 = mul i32 %810, %6
  %812 = add i32 %811, %25
  %813 = select i1 %26, i32 %812, i32 %811
  %814 = sext i32 %813 to i64
  %815 = mul i64 %814, 2
  %816 = getelementptr i8, ptr addrspace(1) %2, i64 %815
  %817 = load i16, ptr addrspace(1) %816, align 2
  %818 = bitcast i16 %817 to half
  %819 = fpext half %818 to float
  %820 = select i1 %26, float %819, float 0.000000e+00
  %821 = add i32 %811, %27
  %822 = select i1 %28, i32 %821, i32 %811
  %823 = sext i32 %822 to i64
  %824 = mul i64 %823, 2
  %825 = getelementptr i8, ptr addrspace(1) %2, i64 %824
  %826 = load i16, ptr addrspace(1) %825, align 2
  %827 = bitcast i16 %826 to half
  %828 = fpext half %827 to float
  %829 = select i1 %28, float %828, float 0.000000e+00
  %830 = add i32 %811, %29
  %831 = select i1 %30, i32 %830, i32 %811
  %832 = sext i32 %831 to i64
  %833 = mul i64 %832, 2
  %834 = getelementptr i8, ptr addrspace(1) %2, i64 %833
  %835 = load i16, ptr addrspace(1) %834, align 2
  %836 = bitcast i16 %835 to half
  %837 = fpext half %836 to float
  %838 = select i1 %30, float %837, float 0.000000e+00
  %839 = add i32 %811, %31
  %840 = select i1 %32, i32 %839, i32 %811
  %841 = sext i32 %840 to i64
  %842 = mul i64 %841, 2
  %843 = getelementptr i8, ptr addrspace(1) %2, i64 %842
  %844 = load i16, ptr addrspace(1) %843, align 2
  %845 = bitcast i16 %844 to half
  %846 = fpext half %845 to float
  %847 = select i1 %32, float %846, float 0.000000e+00
  %848 = fmul float %53, %820
  %849 = fmul float %60, %829
  %850 = fadd float %849, %848
  %851 = fmul float %67, %838
  %852 = fadd float %851, %850
  %853 = fmul float %74, %847
  %854 = fadd float %853, %852
  %855 = fmul float %115, %820
  %856 = fmul float %122, %829
  %857 = fadd float %856, %855
  %858 = fmul float %129, %838
  %859 = fadd float %858, %857
  %860 = fmul float %136, %847
  %861 = fadd float %860, %859
  %862 = fmul float %177, %820
  %863 = fmul float %184, %829
  %864 = fadd float %863, %862
  %865 = fmul float %191, %838
  %866 = fadd float %865, %864
  %867 = fmul float %198, %847
  %868 = fadd float %867, %866
  %869 = fmul float %239, %820
  %870 = fmul float %246, %829
  %871 = fadd float %870, %869
  %872 = fmul float %253, %838
  %873 = fadd float %872, %871
  %874 = fmul float %260, %847
  %875 = fadd float %874, %873
  %876 = call i32 @llvm.amdgcn.workitem.id.x()
  %877 = and i32 %876, 31
  %878 = and i32 %877, 16
  %879 = icmp ne i32 %878, 0
  %880 = select i1 %879, float %378, float %364
  %881 = select i1 %879, float %364, float %378
  %882 = bitcast float %881 to i32
  %883 = call i32 @llvm.amdgcn.workitem.id.x()
  %884 = and i32 %883, 31
  %885 = xor i32 %884, 16
  %886 = shl i32 %885, 2
  %887 = call i32 @llvm.amdgcn.ds.bpermute(i32 %886, i32 %882)
  %888 = bitcast i32 %887 to float
  %889 = fadd float %880, %888
  %890 = select i1 %879, float %448, float %434
  %891 = select i1 %879, float %434, float %448
  %892 = bitcast float %891 to i32
  %893 = call i32 @llvm.amdgcn.workitem.id.x()
  %894 = and i32 %893, 31
  %895 = xor i32 %894, 16
  %896 = shl i32 %895, 2
  %897 = call i32 @llvm.amdgcn.ds.bpermute(i32 %896, i32 %892)
  %898 = bitcast i32 %897 to float
  %899 = fadd float %890, %898
  %900 = select i1 %879, float %518, float %504
  %901 = select i1 %879, float %504, float %518
  %902 = bitcast float %901 to i32
  %903 = call i32 @llvm.amdgcn.workitem.id.x()
  %904 = and i32 %903, 31
  %905 = xor i32 %904, 16
  %906 = shl i32 %905, 2
  %907 = call i32 @llvm.amdgcn.ds.bpermute(i32 %906, i32 %902)
  %908 = bitcast i32 %907 to float
  %909 = fadd float %900, %908
  %910 = select i1 %879, float %588, float %574
  %911 = select i1 %879, float %574, float %588
  %912 = bitcast float %911 to i32
  %913 = call i32 @llvm.amdgcn.workitem.id.x()
  %914 = and i32 %913, 31
  %915 = xor i32 %914, 16
  %916 = shl i32 %915, 2
  %917 = call i32 @llvm.amdgcn.ds.bpermute(i32 %916, i32 %912)
  %918 = bitcast i32 %917 to float
  %919 = fadd float %910, %918
  %920 = select i1 %879, float %658, float %644
  %921 = select i1 %879, float %644, float %658
  %922 = bitcast float %921 to i32
  %923 = call i32 @llvm.amdgcn.workitem.id.x()
  %924 = and i32 %923, 31
  %925 = xor i32 %924, 16
  %926 = shl i32 %925, 2
  %927 = call i32 @llvm.amdgcn.ds.bpermute(i32 %926, i32 %922)
  %928 = bitcast i32 %927 to float
  %929 = fadd float %920, %928
  %930 = select i1 %879, float %728, float %714
  %931 = select i1 %879, float %714, float %728
  %932 = bitcast float %931 to i32
  %933 = call i32 @llvm.amdgcn.workitem.id.x()
  %934 = and i32 %933, 31
  %935 = xor i32 %934, 16
  %936 = shl i32 %935, 2
  %937 = call i32 @llvm.amdgcn.ds.bpermute(i32 %936, i32 %932)
  %938 = bitcast i32 %937 to float
  %939 = fadd float %930, %938
  %940 = select i1 %879, float %798, float %784
  %941 = select i1 %879, float %784, float %798
  %942 = bitcast float %941 to i32
  %943 = call i32 @llvm.amdgcn.workitem.id.x()
  %944 = and i32 %943, 31
  %945 = xor i32 %944, 16
  %946 = shl i32 %945, 2
  %947 = call i32 @llvm.amdgcn.ds.bpermute(i32 %946, i32 %942)
  %948 = bitcast i32 %947 to float
  %949 = fadd float %940, %948
  %950 = select i1 %879, float %868, float %854
  %951 = select i1 %879, float %854, float %868
  %952 = bitcast float %951 to i32
  %953 = call i32 @llvm.amdgcn.workitem.id.x()
  %954 = and i32 %953, 31
  %955 = xor i32 %954, 16
  %956 = shl i32 %955, 2
  %957 = call i32 @llvm.amdgcn.ds.bpermute(i32 %956, i32 %952)
  %958 = bitcast i32 %957 to float
  %959 = fadd float %950, %958
  %960 = select i1 %879, float %385, float %371
  %961 = select i1 %879, float %371, float %385
  %962 = bitcast float %961 to i32
  %963 = call i32 @llvm.amdgcn.workitem.id.x()
  %964 = and i32 %963, 31
  %965 = xor i32 %964, 16
  %966 = shl i32 %965, 2
  %967 = call i32 @llvm.amdgcn.ds.bpermute(i32 %966, i32 %962)
  %968 = bitcast i32 %967 to float
  %969 = fadd float %960, %968
  %970 = select i1 %879, float %455, float %441
  %971 = select i1 %879, float %441, float %455
  %972 = bitcast float %971 to i32
  %973 = call i32 @llvm.amdgcn.workitem.id.x()
  %974 = and i32 %973, 31
  %975 = xor i32 %974, 16
  %976 = shl i32 %975, 2
  %977 = call i32 @llvm.amdgcn.ds.bpermute(i32 %976, i32 %972)
  %978 = bitcast i32 %977 to float
  %979 = fadd float %970, %978
  %980 = select i1 %879, float %525, float %511
  %981 = select i1 %879, float %511, float %525
  %982 = bitcast float %981 to i32
  %983 = call i32 @llvm.amdgcn.workitem.id.x()
  %984 = and i32 %983, 31
  %985 = xor i32 %984, 16
  %986 = shl i32 %985, 2
  %987 = call i32 @llvm.amdgcn.ds.bpermute(i32 %986, i32 %982)
  %988 = bitcast i32 %987 to float
  %989 = fadd float %980, %988
  %990 = select i1 %879, float %595, float %581
  %991 = select i1 %879, float %581, float %595
  %992 = bitcast float %991 to i32
  %993 = call i32 @llvm.amdgcn.workitem.id.x()
  %994 = and i32 %993, 31
  %995 = xor i32 %994, 16
  %996 = shl i32 %995, 2
  %997 = call i32 @llvm.amdgcn.ds.bpermute(i32 %996, i32 %992)
  %998 = bitcast i32 %997 to float
  %999 = fadd float %990, %998
  %1000 = select i1 %879, float %665, float %651
  %1001 = select i1 %879, float %651, float %665
  %1002 = bitcast float %1001 to i32
  %1003 = call i32 @llvm.amdgcn.workitem.id.x()
  %1004 = and i32 %1003, 31
  %1005 = xor i32 %1004, 16
  %1006 = shl i32 %1005, 2
  %1007 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1006, i32 %1002)
  %1008 = bitcast i32 %1007 to float
  %1009 = fadd float %1000, %1008
  %1010 = select i1 %879, float %735, float %721
  %1011 = select i1 %879, float %721, float %735
  %1012 = bitcast float %1011 to i32
  %1013 = call i32 @llvm.amdgcn.workitem.id.x()
  %1014 = and i32 %1013, 31
  %1015 = xor i32 %1014, 16
  %1016 = shl i32 %1015, 2
  %1017 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1016, i32 %1012)
  %1018 = bitcast i32 %1017 to float
  %1019 = fadd float %1010, %1018
  %1020 = select i1 %879, float %805, float %791
  %1021 = select i1 %879, float %791, float %805
  %1022 = bitcast float %1021 to i32
  %1023 = call i32 @llvm.amdgcn.workitem.id.x()
  %1024 = and i32 %1023, 31
  %1025 = xor i32 %1024, 16
  %1026 = shl i32 %1025, 2
  %1027 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1026, i32 %1022)
  %1028 = bitcast i32 %1027 to float
  %1029 = fadd float %1020, %1028
  %1030 = select i1 %879, float %875, float %861
  %1031 = select i1 %879, float %861, float %875
  %1032 = bitcast float %1031 to i32
  %1033 = call i32 @llvm.amdgcn.workitem.id.x()
  %1034 = and i32 %1033, 31
  %1035 = xor i32 %1034, 16
  %1036 = shl i32 %1035, 2
  %1037 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1036, i32 %1032)
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1030, %1038
  %1040 = and i32 %877, 8
  %1041 = icmp ne i32 %1040, 0
  %1042 = select i1 %1041, float %969, float %889
  %1043 = select i1 %1041, float %889, float %969
  %1044 = bitcast float %1043 to i32
  %1045 = call i32 @llvm.amdgcn.workitem.id.x()
  %1046 = and i32 %1045, 31
  %1047 = xor i32 %1046, 8
  %1048 = shl i32 %1047, 2
  %1049 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1048, i32 %1044)
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1042, %1050
  %1052 = select i1 %1041, float %979, float %899
  %1053 = select i1 %1041, float %899, float %979
  %1054 = bitcast float %1053 to i32
  %1055 = call i32 @llvm.amdgcn.workitem.id.x()
  %1056 = and i32 %1055, 31
  %1057 = xor i32 %1056, 8
  %1058 = shl i32 %1057, 2
  %1059 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1058, i32 %1054)
  %1060 = bitcast i32 %1059 to float
  %1061 = fadd float %1052, %1060
  %1062 = select i1 %1041, float %989, float %909
  %1063 = select i1 %1041, float %909, float %989
  %1064 = bitcast float %1063 to i32
  %1065 = call i32 @llvm.amdgcn.workitem.id.x()
  %1066 = and i32 %1065, 31
  %1067 = xor i32 %1066, 8
  %1068 = shl i32 %1067, 2
  %1069 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1068, i32 %1064)
  %1070 = bitcast i32 %1069 to float
  %1071 = fadd float %1062, %1070
  %1072 = select i1 %1041, float %999, float %919
  %1073 = select i1 %1041, float %919, float %999
  %1074 = bitcast float %1073 to i32
  %1075 = call i32 @llvm.amdgcn.workitem.id.x()
  %1076 = and i32 %1075, 31
  %1077 = xor i32 %1076, 8
  %1078 = shl i32 %1077, 2
  %1079 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1078, i32 %1074)
  %1080 = bitcast i32 %1079 to float
  %1081 = fadd float %1072, %1080
  %1082 = select i1 %1041, float %1009, float %929
  %1083 = select i1 %1041, float %929, float %1009
  %1084 = bitcast float %1083 to i32
  %1085 = call i32 @llvm.amdgcn.workitem.id.x()
  %1086 = and i32 %1085, 31
  %1087 = xor i32 %1086, 8
  %1088 = shl i32 %1087, 2
  %1089 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1088, i32 %1084)
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1082, %1090
  %1092 = select i1 %1041, float %1019, float %939
  %1093 = select i1 %1041, float %939, float %1019
  %1094 = bitcast float %1093 to i32
  %1095 = call i32 @llvm.amdgcn.workitem.id.x()
  %1096 = and i32 %1095, 31
  %1097 = xor i32 %1096, 8
  %1098 = shl i32 %1097, 2
  %1099 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1098, i32 %1094)
  %1100 = bitcast i32 %1099 to float
  %1101 = fadd float %1092, %1100
  %1102 = select i1 %1041, float %1029, float %949
  %1103 = select i1 %1041, float %949, float %1029
  %1104 = bitcast float %1103 to i32
  %1105 = call i32 @llvm.amdgcn.workitem.id.x()
  %1106 = and i32 %1105, 31
  %1107 = xor i32 %1106, 8
  %1108 = shl i32 %1107, 2
  %1109 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1108, i32 %1104)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1102, %1110
  %1112 = select i1 %1041, float %1039, float %959
  %1113 = select i1 %1041, float %959, float %1039
  %1114 = bitcast float %1113 to i32
  %1115 = call i32 @llvm.amdgcn.workitem.id.x()
  %1116 = and i32 %1115, 31
  %1117 = xor i32 %1116, 8
  %1118 = shl i32 %1117, 2
  %1119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1118, i32 %1114)
  %1120 = bitcast i32 %1119 to float
  %1121 = fadd float %1112, %1120
  %1122 = and i32 %877, 4
  %1123 = icmp ne i32 %1122, 0
  %1124 = select i1 %1123, float %1091, float %1051
  %1125 = select i1 %1123, float %1051, float %1091
  %1126 = bitcast float %1125 to i32
  %1127 = call i32 @llvm.amdgcn.workitem.id.x()
  %1128 = and i32 %1127, 31
  %1129 = xor i32 %1128, 4
  %1130 = shl i32 %1129, 2
  %1131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1130, i32 %1126)
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1124, %1132
  %1134 = select i1 %1123, float %1101, float %1061
  %1135 = select i1 %1123, float %1061, float %1101
  %1136 = bitcast float %1135 to i32
  %1137 = call i32 @llvm.amdgcn.workitem.id.x()
  %1138 = and i32 %1137, 31
  %1139 = xor i32 %1138, 4
  %1140 = shl i32 %1139, 2
  %1141 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1140, i32 %1136)
  %1142 = bitcast i32 %1141 to float
  %1143 = fadd float %1134, %1142
  %1144 = select i1 %1123, float %1111, float %1071
  %1145 = select i1 %1123, float %1071, float %1111
  %1146 = bitcast float %1145 to i32
  %1147 = call i32 @llvm.amdgcn.workitem.id.x()
  %1148 = and i32 %1147, 31
  %1149 = xor i32 %1148, 4
  %1150 = shl i32 %1149, 2
  %1151 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1150, i32 %1146)
  %1152 = bitcast i32 %1151 to float
  %1153 = fadd float %1144, %1152
  %1154 = select i1 %1123, float %1121, float %1081
  %1155 = select i1 %1123, float %1081, float %1121
  %1156 = bitcast float %1155 to i32
  %1157 = call i32 @llvm.amdgcn.workitem.id.x()
  %1158 = and i32 %1157, 31
  %1159 = xor i32 %1158, 4
  %1160 = shl i32 %1159, 2
  %1161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1160, i32 %1156)
  %1162 = bitcast i32 %1161 to float
  %1163 = fadd float %1154, %1162
  %1164 = and i32 %877, 2
  %1165 = icmp ne i32 %1164, 0
  %1166 = select i1 %1165, float %1153, float %1133
  %1167 = select i1 %1165, float %1133, float %1153
  %1168 = bitcast float %1167 to i32
  %1169 = call i32 @llvm.amdgcn.workitem.id.x()
  %1170 = and i32 %1169, 31
  %1171 = xor i32 %1170, 2
  %1172 = shl i32 %1171, 2
  %1173 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1172, i32 %1168)
  %1174 = bitcast i32 %1173 to float
  %1175 = fadd float %1166, %1174
  %1176 = select i1 %1165, float %1163, float %1143
  %1177 = select i1 %1165, float %1143, float %1163
  %1178 = bitcast float %1177 to i32
  %1179 = call i32 @llvm.amdgcn.workitem.id.x()
  %1180 = and i32 %1179, 31
  %1181 = xor i32 %1180, 2
  %1182 = shl i32 %1181, 2
  %1183 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1182, i32 %1178)
  %1184 = bitcast i32 %1183 to float
  %1185 = fadd float %1176, %1184
  %1186 = and i32 %877, 1
  %1187 = icmp ne i32 %1186, 0
  %1188 = select i1 %1187, float %1185, float %1175
  %1189 = select i1 %1187, float %1175, float %1185
  %1190 = bitcast float %1189 to i32
  %1191 = call i32 @llvm.amdgcn.workitem.id.x()
  %1192 = and i32 %1191, 31
  %1193 = xor i32 %1192, 1
  %1194 = shl i32 %1193, 2
  %1195 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1194, i32 %1190)
  %1196 = bitcast i32 %1195 to float
  %1197 = fadd float %1188, %1196
  %1198 = add i32 %315, %290
  %1199 = icmp slt i32 %1198, %295
  %1200 = icmp sge i32 %1198, 0
  %1201 = and i1 %1199, %1200
  %1202 = fmul float %1197, %8
  %1203 = select i1 %1201, float %1202, float 0xFFF0000000000000
  %1204 = bitcast float %1203 to i32
  %1205 = call i32 @llvm.amdgcn.workitem.id.x()
  %1206 = and i32 %1205, 31
  %1207 = xor i32 %1206, 4
  %1208 = shl i32 %1207, 2
  %1209 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1208, i32 %1204)
  %1210 = bitcast i32 %1209 to float
  %1211 = fcmp ogt float %1203, %1210
  %1212 = select i1 %1211, float %1203, float %1210
  %1213 = bitcast float %1212 to i32
  %1214 = call i32 @llvm.amdgcn.workitem.id.x()
  %1215 = and i32 %1214, 31
  %1216 = xor i32 %1215, 2
  %1217 = shl i32 %1216, 2
  %1218 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1217, i32 %1213)
  %1219 = bitcast i32 %1218 to float
  %1220 = fcmp ogt float %1212, %1219
  %1221 = select i1 %1220, float %1212, float %1219
  %1222 = bitcast float %1221 to i32
  %1223 = call i32 @llvm.amdgcn.workitem.id.x()
  %1224 = and i32 %1223, 31
  %1225 = xor i32 %1224, 1
  %1226 = shl i32 %1225, 2
  %1227 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1226, i32 %1222)
  %1228 = bitcast i32 %1227 to float
  %1229 = fcmp ogt float %1221, %1228
  %1230 = select i1 %1229, float %1221, float %1228
  %1231 = load float, ptr addrspace(5) %v32, align 4
  %1232 = fcmp ogt float %1231, %1230
  %1233 = select i1 %1232, float %1231, float %1230
  %1234 = fcmp oeq float %1231, 0xFFF0000000000000
  %1235 = fsub float %1231, %1233
  %1236 = fmul float %1235, 0x3FF7154760000000
  %1237 = fcmp olt float %1236, -1.260000e+02
  %1238 = fcmp ogt float %1236, 1.270000e+02
  %1239 = select i1 %1237, float -1.260000e+02, float %1236
  %1240 = select i1 %1238, float 1.270000e+02, float %1239
  %1241 = fadd float %1240, 5.000000e-01
  %1242 = call float @llvm.floor.f32(float %1241)
  %1243 = fsub float %1240, %1242
  %1244 = fmul float 0x3EEFFCBFC0000000, %1243
  %1245 = fadd float %1244, 0x3F24309120000000
  %1246 = fmul float %1245, %1243
  %1247 = fadd float %1246, 0x3F55D87FE0000000
  %1248 = fmul float %1247, %1243
  %1249 = fadd float %1248, 0x3F83B2AB60000000
  %1250 = fmul float %1249, %1243
  %1251 = fadd float %1250, 0x3FAC6B08E0000000
  %1252 = fmul float %1251, %1243
  %1253 = fadd float %1252, 0x3FCEBFBE00000000
  %1254 = fmul float %1253, %1243
  %1255 = fadd float %1254, 0x3FE62E4300000000
  %1256 = fmul float %1255, %1243
  %1257 = fadd float %1256, 1.000000e+00
  %1258 = fptosi float %1242 to i32
  %1259 = add i32 %1258, 127
  %1260 = shl i32 %1259, 23
  %1261 = bitcast i32 %1260 to float
  %1262 = fmul float %1257, %1261
  %1263 = select i1 %1237, float 0.000000e+00, float %1262
  %1264 = select i1 %1238, float 0x7FF0000000000000, float %1263
  %1265 = fcmp uno float %1236, %1236
  %1266 = select i1 %1265, float %1236, float %1264
  %1267 = select i1 %1234, float 0.000000e+00, float %1266
  %1268 = fsub float %1203, %1233
  %1269 = fmul float %1268, 0x3FF7154760000000
  %1270 = fcmp olt float %1269, -1.260000e+02
  %1271 = fcmp ogt float %1269, 1.270000e+02
  %1272 = select i1 %1270, float -1.260000e+02, float %1269
  %1273 = select i1 %1271, float 1.270000e+02, float %1272
  %1274 = fadd float %1273, 5.000000e-01
  %1275 = call float @llvm.floor.f32(float %1274)
  %1276 = fsub float %1273, %1275
  %1277 = fmul float 0x3EEFFCBFC0000000, %1276
  %1278 = fadd float %1277, 0x3F24309120000000
  %1279 = fmul float %1278, %1276
  %1280 = fadd float %1279, 0x3F55D87FE0000000
  %1281 = fmul float %1280, %1276
  %1282 = fadd float %1281, 0x3F83B2AB60000000
  %1283 = fmul float %1282, %1276
  %1284 = fadd float %1283, 0x3FAC6B08E0000000
  %1285 = fmul float %1284, %1276
  %1286 = fadd float %1285, 0x3FCEBFBE00000000
  %1287 = fmul float %1286, %1276
  %1288 = fadd float %1287, 0x3FE62E4300000000
  %1289 = fmul float %1288, %1276
  %1290 = fadd float %1289, 1.000000e+00
  %1291 = fptosi float %1275 to i32
  %1292 = add i32 %1291, 127
  %1293 = shl i32 %1292, 23
  %1294 = bitcast i32 %1293 to float
  %1295 = fmul float %1290, %1294
  %1296 = select i1 %1270, float 0.000000e+00, float %1295
  %1297 = select i1 %1271, float 0x7FF0000000000000, float %1296
  %1298 = fcmp uno float %1269, %1269
  %1299 = select i1 %1298, float %1269, float %1297
  %1300 = select i1 %1201, float %1299, float 0.000000e+00
  %1301 = bitcast float %1300 to i32
  %1302 = call i32 @llvm.amdgcn.workitem.id.x()
  %1303 = and i32 %1302, 31
  %1304 = xor i32 %1303, 4
  %1305 = shl i32 %1304, 2
  %1306 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1305, i32 %1301)
  %1307 = bitcast i32 %1306 to float
  %1308 = fadd float %1300, %1307
  %1309 = bitcast float %1308 to i32
  %1310 = call i32 @llvm.amdgcn.workitem.id.x()
  %1311 = and i32 %1310, 31
  %1312 = xor i32 %1311, 2
  %1313 = shl i32 %1312, 2
  %1314 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1313, i32 %1309)
  %1315 = bitcast i32 %1314 to float
  %1316 = fadd float %1308, %1315
  %1317 = bitcast float %1316 to i32
  %1318 = call i32 @llvm.amdgcn.workitem.id.x()
  %1319 = and i32 %1318, 31
  %1320 = xor i32 %1319, 1
  %1321 = shl i32 %1320, 2
  %1322 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1321, i32 %1317)
  %1323 = bitcast i32 %1322 to float
  %1324 = fadd float %1316, %1323
  %1325 = load float, ptr addrspace(5) %v33, align 4
  %1326 = fmul float %1325, %1267
  %1327 = fadd float %1326, %1324
  store float %1327, ptr addrspace(5) %v33, align 4
  store float %1233, ptr addrspace(5) %v32, align 4
  %1328 = bitcast float %1267 to i32
  %1329 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1328)
  %1330 = bitcast i32 %1329 to float
  %1331 = load float, ptr addrspace(5) %v, align 4
  %1332 = fmul float %1331, %1330
  store float %1332, ptr addrspace(5) %v, align 4
  %1333 = load float, ptr addrspace(5) %v1, align 4
  %1334 = fmul float %1333, %1330
  store float %1334, ptr addrspace(5) %v1, align 4
  %1335 = load float, ptr addrspace(5) %v2, align 4
  %1336 = fmul float %1335, %1330
  store float %1336, ptr addrspace(5) %v2, align 4
  %1337 = load float, ptr addrspace(5) %v3, align 4
  %1338 = fmul float %1337, %1330
  store float %1338, ptr addrspace(5) %v3, align 4
  %1339 = bitcast float %1267 to i32
  %1340 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1339)
  %1341 = bitcast i32 %1340 to float
  %1342 = load float, ptr addrspace(5) %v8, align 4
  %1343 = fmul float %1342, %1341
  store float %1343, ptr addrspace(5) %v8, align 4
  %1344 = load float, ptr addrspace(5) %v9, align 4
  %1345 = fmul float %1344, %1341
  store float %1345, ptr addrspace(5) %v9, align 4
  %1346 = load float, ptr addrspace(5) %v10, align 4
  %1347 = fmul float %1346, %1341
  store float %1347, ptr addrspace(5) %v10, align 4
  %1348 = load float, ptr addrspace(5) %v11, align 4
  %1349 = fmul float %1348, %1341
  store float %1349, ptr addrspace(5) %v11, align 4
  %1350 = bitcast float %1267 to i32
  %1351 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1350)
  %1352 = bitcast i32 %1351 to float
  %1353 = load float, ptr addrspace(5) %v16, align 4
  %1354 = fmul float %1353, %1352
  store float %1354, ptr addrspace(5) %v16, align 4
  %1355 = load float, ptr addrspace(5) %v17, align 4
  %1356 = fmul float %1355, %1352
  store float %1356, ptr addrspace(5) %v17, align 4
  %1357 = load float, ptr addrspace(5) %v18, align 4
  %1358 = fmul float %1357, %1352
  store float %1358, ptr addrspace(5) %v18, align 4
  %1359 = load float, ptr addrspace(5) %v19, align 4
  %1360 = fmul float %1359, %1352
  store float %1360, ptr addrspace(5) %v19, align 4
  %1361 = bitcast float %1267 to i32
  %1362 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1361)
  %1363 = bitcast i32 %1362 to float
  %1364 = load float, ptr addrspace(5) %v24, align 4
  %1365 = fmul float %1364, %1363
  store float %1365, ptr addrspace(5) %v24, align 4
  %1366 = load float, ptr addrspace(5) %v25, align 4
  %1367 = fmul float %1366, %1363
  store float %1367, ptr addrspace(5) %v25, align 4
  %1368 = load float, ptr addrspace(5) %v26, align 4
  %1369 = fmul float %1368, %1363
  store float %1369, ptr addrspace(5) %v26, align 4
  %1370 = load float, ptr addrspace(5) %v27, align 4
  %1371 = fmul float %1370, %1363
  store float %1371, ptr addrspace(5) %v27, align 4
  %1372 = add i32 %315, 0
  %1373 = icmp sgt i32 %1372, %309
  %1374 = select i1 %1373, i32 %309, i32 %1372
  %1375 = mul i32 %1374, %5
  %1376 = add i32 %1375, %18
  %1377 = mul i32 %1376, %6
  %1378 = add i32 %1377, %25
  %1379 = select i1 %26, i32 %1378, i32 %1377
  %1380 = sext i32 %1379 to i64
  %1381 = mul i64 %1380, 2
  %1382 = getelementptr i8, ptr addrspace(1) %3, i64 %1381
  %1383 = load i16, ptr addrspace(1) %1382, align 2
  %1384 = bitcast i16 %1383 to half
  %1385 = fpext half %1384 to float
  %1386 = select i1 %26, float %1385, float 0.000000e+00
  %1387 = add i32 %1377, %27
  %1388 = select i1 %28, i32 %1387, i32 %1377
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 2
  %1391 = getelementptr i8, ptr addrspace(1) %3, i64 %1390
  %1392 = load i16, ptr addrspace(1) %1391, align 2
  %1393 = bitcast i16 %1392 to half
  %1394 = fpext half %1393 to float
  %1395 = select i1 %28, float %1394, float 0.000000e+00
  %1396 = add i32 %1377, %29
  %1397 = select i1 %30, i32 %1396, i32 %1377
  %1398 = sext i32 %1397 to i64
  %1399 = mul i64 %1398, 2
  %1400 = getelementptr i8, ptr addrspace(1) %3, i64 %1399
  %1401 = load i16, ptr addrspace(1) %1400, align 2
  %1402 = bitcast i16 %1401 to half
  %1403 = fpext half %1402 to float
  %1404 = select i1 %30, float %1403, float 0.000000e+00
  %1405 = add i32 %1377, %31
  %1406 = select i1 %32, i32 %1405, i32 %1377
  %1407 = sext i32 %1406 to i64
  %1408 = mul i64 %1407, 2
  %1409 = getelementptr i8, ptr addrspace(1) %3, i64 %1408
  %1410 = load i16, ptr addrspace(1) %1409, align 2
  %1411 = bitcast i16 %1410 to half
  %1412 = fpext half %1411 to float
  %1413 = select i1 %32, float %1412, float 0.000000e+00
  %1414 = bitcast float %1300 to i32
  %1415 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1414)
  %1416 = bitcast i32 %1415 to float
  %1417 = load float, ptr addrspace(5) %v, align 4
  %1418 = fmul float %1416, %1386
  %1419 = fadd float %1418, %1417
  store float %1419, ptr addrspace(5) %v, align 4
  %1420 = load float, ptr addrspace(5) %v1, align 4
  %1421 = fmul float %1416, %1395
  %1422 = fadd float %1421, %1420
  store float %1422, ptr addrspace(5) %v1, align 4
  %1423 = load float, ptr addrspace(5) %v2, align 4
  %1424 = fmul float %1416, %1404
  %1425 = fadd float %1424, %1423
  store float %1425, ptr addrspace(5) %v2, align 4
  %1426 = load float, ptr addrspace(5) %v3, align 4
  %1427 = fmul float %1416, %1413
  %1428 = fadd float %1427, %1426
  store float %1428, ptr addrspace(5) %v3, align 4
  %1429 = bitcast float %1300 to i32
  %1430 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1429)
  %1431 = bitcast i32 %1430 to float
  %1432 = load float, ptr addrspace(5) %v8, align 4
  %1433 = fmul float %1431, %1386
  %1434 = fadd float %1433, %1432
  store float %1434, ptr addrspace(5) %v8, align 4
  %1435 = load float, ptr addrspace(5) %v9, align 4
  %1436 = fmul float %1431, %1395
  %1437 = fadd float %1436, %1435
  store float %1437, ptr addrspace(5) %v9, align 4
  %1438 = load float, ptr addrspace(5) %v10, align 4
  %1439 = fmul float %1431, %1404
  %1440 = fadd float %1439, %1438
  store float %1440, ptr addrspace(5) %v10, align 4
  %1441 = load float, ptr addrspace(5) %v11, align 4
  %1442 = fmul float %1431, %1413
  %1443 = fadd float %1442, %1441
  store float %1443, ptr addrspace(5) %v11, align 4
  %1444 = bitcast float %1300 to i32
  %1445 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1444)
  %1446 = bitcast i32 %1445 to float
  %1447 = load float, ptr addrspace(5) %v16, align 4
  %1448 = fmul float %1446, %1386
  %1449 = fadd float %1448, %1447
  store float %1449, ptr addrspace(5) %v16, align 4
  %1450 = load float, ptr addrspace(5) %v17, align 4
  %1451 = fmul float %1446, %1395
  %1452 = fadd float %1451, %1450
  store float %1452, ptr addrspace(5) %v17, align 4
  %1453 = load float, ptr addrspace(5) %v18, align 4
  %1454 = fmul float %1446, %1404
  %1455 = fadd float %1454, %1453
  store float %1455, ptr addrspace(5) %v18, align 4
  %1456 = load float, ptr addrspace(5) %v19, align 4
  %1457 = fmul float %1446, %1413
  %1458 = fadd float %1457, %1456
  store float %1458, ptr addrspace(5) %v19, align 4
  %1459 = bitcast float %1300 to i32
  %1460 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1459)
  %1461 = bitcast i32 %1460 to float
  %1462 = load float, ptr addrspace(5) %v24, align 4
  %1463 = fmul float %1461, %1386
  %1464 = fadd float %1463, %1462
  store float %1464, ptr addrspace(5) %v24, align 4
  %1465 = load float, ptr addrspace(5) %v25, align 4
  %1466 = fmul float %1461, %1395
  %1467 = fadd float %1466, %1465
  store float %1467, ptr addrspace(5) %v25, align 4
  %1468 = load float, ptr addrspace(5) %v26, align 4
  %1469 = fmul float %1461, %1404
  %1470 = fadd float %1469, %1468
  store float %1470, ptr addrspace(5) %v26, align 4
  %1471 = load float, ptr addrspace(5) %v27, align 4
  %1472 = fmul float %1461, %1413
  %1473 = fadd float %1472, %1471
  store float %1473, ptr addrspace(5) %v27, align 4
  %1474 = add i32 %315, 1
  %1475 = icmp sgt i32 %1474, %309
  %1476 = select i1 %1475, i32 %309, i32 %1474
  %1477 = mul i32 %1476, %5
  %1478 = add i32 %1477, %18
  %1479 = mul i32 %1478, %6
  %1480 = add i32 %1479, %25
  %1481 = select i1 %26, i32 %1480, i32 %1479
  %1482 = sext i32 %1481 to i64
  %1483 = mul i64 %1482, 2
  %1484 = getelementptr i8, ptr addrspace(1) %3, i64 %1483
  %1485 = load i16, ptr addrspace(1) %1484, align 2
  %1486 = bitcast i16 %1485 to half
  %1487 = fpext half %1486 to float
  %1488 = select i1 %26, float %1487, float 0.000000e+00
  %1489 = add i32 %1479, %27
  %1490 = select i1 %28, i32 %1489, i32 %1479
  %1491 = sext i32 %1490 to i64
  %1492 = mul i64 %1491, 2
  %1493 = getelementptr i8, ptr addrspace(1) %3, i64 %1492
  %1494 = load i16, ptr addrspace(1) %1493, align 2
  %1495 = bitcast i16 %1494 to half
  %1496 = fpext half %1495 to float
  %1497 = select i1 %28, float %1496, float 0.000000e+00
  %1498 = add i32 %1479, %29
  %1499 = select i1 %30, i32 %1498, i32 %1479
  %1500 = sext i32 %1499 to i64
  %1501 = mul i64 %1500, 2
  %1502 = getelementptr i8, ptr addrspace(1) %3, i64 %1501
  %1503 = load i16, ptr addrspace(1) %1502, align 2
  %1504 = bitcast i16 %1503 to half
  %1505 = fpext half %1504 to float
  %1506 = select i1 %30, float %1505, float 0.000000e+00
  %1507 = add i32 %1479, %31
  %1508 = select i1 %32, i32 %1507, i32 %1479
  %1509 = sext i32 %1508 to i64
  %1510 = mul i64 %1509, 2
  %1511 = getelementptr i8, ptr addrspace(1) %3, i64 %1510
  %1512 = load i16, ptr addrspace(1) %1511, align 2
  %1513 = bitcast i16 %1512 to half
  %1514 = fpext half %1513 to float
  %1515 = select i1 %32, float %1514, float 0.000000e+00
  %1516 = bitcast float %1300 to i32
  %1517 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %1516)
  %1518 = bitcast i32 %1517 to float
  %1519 = load float, ptr addrspace(5) %v, align 4
  %1520 = fmul float %1518, %1488
  %1521 = fadd float %1520, %1519
  store float %1521, ptr addrspace(5) %v, align 4
  %1522 = load float, ptr addrspace(5) %v1, align 4
  %1523 = fmul float %1518, %1497
  %1524 = fadd float %1523, %1522
  store float %1524, ptr addrspace(5) %v1, align 4
  %1525 = load float, ptr addrspace(5) %v2, align 4
  %1526 = fmul float %1518, %1506
  %1527 = fadd float %1526, %1525
  store float %1527, ptr addrspace(5) %v2, align 4
  %1528 = load float, ptr addrspace(5) %v3, align 4
  %1529 = fmul float %1518, %1515
  %1530 = fadd float %1529, %1528
  store float %1530, ptr addrspace(5) %v3, align 4
  %1531 = bitcast float %1300 to i32
  %1532 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %1531)
  %1533 = bitcast i32 %1532 to float
  %1534 = load float, ptr addrspace(5) %v8, align 4
  %1535 = fmul float %1533, %1488
  %1536 = fadd float %1535, %1534
  store float %1536, ptr addrspace(5) %v8, align 4
  %1537 = load float, ptr addrspace(5) %v9, align 4
  %1538 = fmul float %1533, %1497
  %1539 = fadd float %1538, %1537
  store float %1539, ptr addrspace(5) %v9, align 4
  %1540 = load float, ptr addrspace(5) %v10, align 4
  %1541 = fmul float %1533, %1506
  %1542 = fadd float %1541, %1540
  store float %1542, ptr addrspace(5) %v10, align 4
  %1543 = load float, ptr addrspace(5) %v11, align 4
  %1544 = fmul float %1533, %1515
  %1545 = fadd float %1544, %1543
  store float %1545, ptr addrspace(5) %v11, align 4
  %1546 = bitcast float %1300 to i32
  %1547 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %1546)
  %1548 = bitcast i32 %1547 to float
  %1549 = load float, ptr addrspace(5) %v16, align 4
  %1550 = fmul float %1548, %1488
  %1551 = fadd float %1550, %1549
  store float %1551, ptr addrspace(5) %v16, align 4
  %1552 = load float, ptr addrspace(5) %v17, align 4
  %1553 = fmul float %1548, %1497
  %1554 = fadd float %1553, %1552
  store float %1554, ptr addrspace(5) %v17, align 4
  %1555 = load float, ptr addrspace(5) %v18, align 4
  %1556 = fmul float %1548, %1506
  %1557 = fadd float %1556, %1555
  store float %1557, ptr addrspace(5) %v18, align 4
  %1558 = load float, ptr addrspace(5) %v19, align 4
  %1559 = fmul float %1548, %1515
  %1560 = fadd float %1559, %1558
  store float %1560, ptr addrspace(5) %v19, align 4
  %1561 = bitcast float %1300 to i32
  %1562 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %1561)
  %1563 = bitcast i32 %1562 to float
  %1564 = load float, ptr addrspace(5) %v24, align 4
  %1565 = fmul float %1563, %1488
  %1566 = fadd float %1565, %1564
  store float %1566, ptr addrspace(5) %v24, align 4
  %1567 = load float, ptr addrspace(5) %v25, align 4
  %1568 = fmul float %1563, %1497
  %1569 = fadd float %1568, %1567
  store float %1569, ptr addrspace(5) %v25, align 4
  %1570 = load float, ptr addrspace(5) %v26, align 4
  %1571 = fmul float %1563, %1506
  %1572 = fadd float %1571, %1570
  store float %1572, ptr addrspace(5) %v26, align 4
  %1573 = load float, ptr addrspace(5) %v27, align 4
  %1574 = fmul float %1563, %1515
  %1575 = fadd float %1574, %1573
  store float %1575, ptr addrspace(5) %v27, align 4
  %1576 = add i32 %315, 2
  %1577 = icmp sgt i32 %1576, %309
  %1578 = select i1 %1577, i32 %309, i32 %1576
  %1579 = mul i32 %1578, %5
  %1580 = add i32 %1579, %18
  %1581 = mul i32 %1580, %6
  %1582 = add i32 %1581, %25
  %1583 = select i1 %26, i32 %1582, i32 %1581
  %1584 = sext i32 %1583 to i64
  %1585 = mul i64 %1584, 2
  %1586 = getelementptr i8, ptr addrspace(1) %3, i64 %1585
  %1587 = load i16, ptr addrspace(1) %1586, align 2
  %1588 = bitcast i16 %1587 to half
  %1589 = fpext half %1588 to float
  %1590 = select i1 %26, float %1589, float 0.000000e+00
  %1591 = add i32 %1581, %27
  %1592 = select i1 %28, i32 %1591, i32 %1581
  %1593 = sext i32 %1592 to i64
  %1594 = mul i64 %1593, 2
  %1595 = getelementptr i8, ptr addrspace(1) %3, i64 %1594
  %1596 = load i16, ptr addrspace(1) %1595, align 2
  %1597 = bitcast i16 %1596 to half
  %1598 = fpext half %1597 to float
  %1599 = select i1 %28, float %1598, float 0.000000e+00
  %1600 = add i32 %1581, %29
  %1601 = select i1 %30, i32 %1600, i32 %1581
  %1602 = sext i32 %1601 to i64
  %1603 = mul i64 %1602, 2
  %1604 = getelementptr i8, ptr addrspace(1) %3, i64 %1603
  %1605 = load i16, ptr addrspace(1) %1604, align 2
  %1606 = bitcast i16 %1605 to half
  %1607 = fpext half %1606 to float
  %1608 = select i1 %30, float %1607, float 0.000000e+00
  %1609 = add i32 %1581, %31
  %1610 = select i1 %32, i32 %1609, i32 %1581
  %1611 = sext i32 %1610 to i64
  %1612 = mul i64 %1611, 2
  %1613 = getelementptr i8, ptr addrspace(1) %3, i64 %1612
  %1614 = load i16, ptr addrspace(1) %1613, align 2
  %1615 = bitcast i16 %1614 to half
  %1616 = fpext half %1615 to float
  %1617 = select i1 %32, float %1616, float 0.000000e+00
  %1618 = bitcast float %1300 to i32
  %1619 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %1618)
  %1620 = bitcast i32 %1619 to float
  %1621 = load float, ptr addrspace(5) %v, align 4
  %1622 = fmul float %1620, %1590
  %1623 = fadd float %1622, %1621
  store float %1623, ptr addrspace(5) %v, align 4
  %1624 = load float, ptr addrspace(5) %v1, align 4
  %1625 = fmul float %1620, %1599
  %1626 = fadd float %1625, %1624
  store float %1626, ptr addrspace(5) %v1, align 4
  %1627 = load float, ptr addrspace(5) %v2, align 4
  %1628 = fmul float %1620, %1608
  %1629 = fadd float %1628, %1627
  store float %1629, ptr addrspace(5) %v2, align 4
  %1630 = load float, ptr addrspace(5) %v3, align 4
  %1631 = fmul float %1620, %1617
  %1632 = fadd float %1631, %1630
  store float %1632, ptr addrspace(5) %v3, align 4
  %1633 = bitcast float %1300 to i32
  %1634 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %1633)
  %1635 = bitcast i32 %1634 to float
  %1636 = load float, ptr addrspace(5) %v8, align 4
  %1637 = fmul float %1635, %1590
  %1638 = fadd float %1637, %1636
  store float %1638, ptr addrspace(5) %v8, align 4
  %1639 = load float, ptr addrspace(5) %v9, align 4
  %1640 = fmul float %1635, %1599
  %1641 = fadd float %1640, %1639
  store float %1641, ptr addrspace(5) %v9, align 4
  %1642 = load float, ptr addrspace(5) %v10, align 4
  %1643 = fmul float %1635, %1608
  %1644 = fadd float %1643, %1642
  store float %1644, ptr addrspace(5) %v10, align 4
  %1645 = load float, ptr addrspace(5) %v11, align 4
  %1646 = fmul float %1635, %1617
  %1647 = fadd float %1646, %1645
  store float %1647, ptr addrspace(5) %v11, align 4
  %1648 = bitcast float %1300 to i32
  %1649 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %1648)
  %1650 = bitcast i32 %1649 to float
  %1651 = load float, ptr addrspace(5) %v16, align 4
  %1652 = fmul float %1650, %1590
  %1653 = fadd float %1652, %1651
  store float %1653, ptr addrspace(5) %v16, align 4
  %1654 = load float, ptr addrspace(5) %v17, align 4
  %1655 = fmul float %1650, %1599
  %1656 = fadd float %1655, %1654
  store float %1656, ptr addrspace(5) %v17, align 4
  %1657 = load float, ptr addrspace(5) %v18, align 4
  %1658 = fmul float %1650, %1608
  %1659 = fadd float %1658, %1657
  store float %1659, ptr addrspace(5) %v18, align 4
  %1660 = load float, ptr addrspace(5) %v19, align 4
  %1661 = fmul float %1650, %1617
  %1662 = fadd float %1661, %1660
  store float %1662, ptr addrspace(5) %v19, align 4
  %1663 = bitcast float %1300 to i32
  %1664 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %1663)
  %1665 = bitcast i32 %1664 to float
  %1666 = load float, ptr addrspace(5) %v24, align 4
  %1667 = fmul float %1665, %1590
  %1668 = fadd float %1667, %1666
  store float %1668, ptr addrspace(5) %v24, align 4
  %1669 = load float, ptr addrspace(5) %v25, align 4
  %1670 = fmul float %1665, %1599
  %1671 = fadd float %1670, %1669
  store float %1671, ptr addrspace(5) %v25, align 4
  %1672 = load float, ptr addrspace(5) %v26, align 4
  %1673 = fmul float %1665, %1608
  %1674 = fadd float %1673, %1672
  store float %1674, ptr addrspace(5) %v26, align 4
  %1675 = load float, ptr addrspace(5) %v27, align 4
  %1676 = fmul float %1665, %1617
  %1677 = fadd float %1676, %1675
  store float %1677, ptr addrspace(5) %v27, align 4
  %1678 = add i32 %315, 3
  %1679 = icmp sgt i32 %1678, %309
  %1680 = select i1 %1679, i32 %309, i32 %1678
  %1681 = mul i32 %1680, %5
  %1682 = add i32 %1681, %18
  %1683 = mul i32 %1682, %6
  %1684 = add i32 %1683, %25
  %1685 = select i1 %26, i32 %1684, i32 %1683
  %1686 = sext i32 %1685 to i64
  %1687 = mul i64 %1686, 2
  %1688 = getelementptr i8, ptr addrspace(1) %3, i64 %1687
  %1689 = load i16, ptr addrspace(1) %1688, align 2
  %1690 = bitcast i16 %1689 to half
  %1691 = fpext half %1690 to float
  %1692 = select i1 %26, float %1691, float 0.000000e+00
  %1693 = add i32 %1683, %27
  %1694 = select i1 %28, i32 %1693, i32 %1683
  %1695 = sext i32 %1694 to i64
  %1696 = mul i64 %1695, 2
  %1697 = getelementptr i8, ptr addrspace(1) %3, i64 %1696
  %1698 = load i16, ptr addrspace(1) %1697, align 2
  %1699 = bitcast i16 %1698 to half
  %1700 = fpext half %1699 to float
  %1701 = select i1 %28, float %1700, float 0.000000e+00
  %1702 = add i32 %1683, %29
  %1703 = select i1 %30, i32 %1702, i32 %1683
  %1704 = sext i32 %1703 to i64
  %1705 = mul i64 %1704, 2
  %1706 = getelementptr i8, ptr addrspace(1) %3, i64 %1705
  %1707 = load i16, ptr addrspace(1) %1706, align 2
  %1708 = bitcast i16 %1707 to half
  %1709 = fpext half %1708 to float
  %1710 = select i1 %30, float %1709, float 0.000000e+00
  %1711 = add i32 %1683, %31
  %1712 = select i1 %32, i32 %1711, i32 %1683
  %1713 = sext i32 %1712 to i64
  %1714 = mul i64 %1713, 2
  %1715 = getelementptr i8, ptr addrspace(1) %3, i64 %1714
  %1716 = load i16, ptr addrspace(1) %1715, align 2
  %1717 = bitcast i16 %1716 to half
  %1718 = fpext half %1717 to float
  %1719 = select i1 %32, float %1718, float 0.000000e+00
  %1720 = bitcast float %1300 to i32
  %1721 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %1720)
  %1722 = bitcast i32 %1721 to float
  %1723 = load float, ptr addrspace(5) %v, align 4
  %1724 = fmul float %1722, %1692
  %1725 = fadd float %1724, %1723
  store float %1725, ptr addrspace(5) %v, align 4
  %1726 = load float, ptr addrspace(5) %v1, align 4
  %1727 = fmul float %1722, %1701
  %1728 = fadd float %1727, %1726
  store float %1728, ptr addrspace(5) %v1, align 4
  %1729 = load float, ptr addrspace(5) %v2, align 4
  %1730 = fmul float %1722, %1710
  %1731 = fadd float %1730, %1729
  store float %1731, ptr addrspace(5) %v2, align 4
  %1732 = load float, ptr addrspace(5) %v3, align 4
  %1733 = fmul float %1722, %1719
  %1734 = fadd float %1733, %1732
  store float %1734, ptr addrspace(5) %v3, align 4
  %1735 = bitcast float %1300 to i32
  %1736 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %1735)
  %1737 = bitcast i32 %1736 to float
  %1738 = load float, ptr addrspace(5) %v8, align 4
  %1739 = fmul float %1737, %1692
  %1740 = fadd float %1739, %1738
  store float %1740, ptr addrspace(5) %v8, align 4
  %1741 = load float, ptr addrspace(5) %v9, align 4
  %1742 = fmul float %1737, %1701
  %1743 = fadd float %1742, %1741
  store float %1743, ptr addrspace(5) %v9, align 4
  %1744 = load float, ptr addrspace(5) %v10, align 4
  %1745 = fmul float %1737, %1710
  %1746 = fadd float %1745, %1744
  store float %1746, ptr addrspace(5) %v10, align 4
  %1747 = load float, ptr addrspace(5) %v11, align 4
  %1748 = fmul float %1737, %1719
  %1749 = fadd float %1748, %1747
  store float %1749, ptr addrspace(5) %v11, align 4
  %1750 = bitcast float %1300 to i32
  %1751 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %1750)
  %1752 = bitcast i32 %1751 to float
  %1753 = load float, ptr addrspace(5) %v16, align 4
  %1754 = fmul float %1752, %1692
  %1755 = fadd float %1754, %1753
  store float %1755, ptr addrspace(5) %v16, align 4
  %1756 = load float, ptr addrspace(5) %v17, align 4
  %1757 = fmul float %1752, %1701
  %1758 = fadd float %1757, %1756
  store float %1758, ptr addrspace(5) %v17, align 4
  %1759 = load float, ptr addrspace(5) %v18, align 4
  %1760 = fmul float %1752, %1710
  %1761 = fadd float %1760, %1759
  store float %1761, ptr addrspace(5) %v18, align 4
  %1762 = load float, ptr addrspace(5) %v19, align 4
  %1763 = fmul float %1752, %1719
  %1764 = fadd float %1763, %1762
  store float %1764, ptr addrspace(5) %v19, align 4
  %1765 = bitcast float %1300 to i32
  %1766 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %1765)
  %1767 = bitcast i32 %1766 to float
  %1768 = load float, ptr addrspace(5) %v24, align 4
  %1769 = fmul float %1767, %1692
  %1770 = fadd float %1769, %1768
  store float %1770, ptr addrspace(5) %v24, align 4
  %1771 = load float, ptr addrspace(5) %v25, align 4
  %1772 = fmul float %1767, %1701
  %1773 = fadd float %1772, %1771
  store float %1773, ptr addrspace(5) %v25, align 4
  %1774 = load float, ptr addrspace(5) %v26, align 4
  %1775 = fmul float %1767, %1710
  %1776 = fadd float %1775, %1774
  store float %1776, ptr addrspace(5) %v26, align 4
  %1777 = load float, ptr addrspace(5) %v27, align 4
  %1778 = fmul float %1767, %1719
  %1779 = fadd float %1778, %1777
  store float %1779, ptr addrspace(5) %v27, align 4
  %1780 = add i32 %315, 4
  %1781 = icmp sgt i32 %1780, %309
  %1782 = select i1 %1781, i32 %309, i32 %1780
  %1783 = mul i32 %1782, %5
  %1784 = add i32 %1783, %18
  %1785 = mul i32 %1784, %6
  %1786 = add i32 %1785, %25
  %1787 = select i1 %26, i32 %1786, i32 %1785
  %1788 = sext i32 %1787 to i64
  %1789 = mul i64 %1788, 2
  %1790 = getelementptr i8, ptr addrspace(1) %3, i64 %1789
  %1791 = load i16, ptr addrspace(1) %1790, align 2
  %1792 = bitcast i16 %1791 to half
  %1793 = fpext half %1792 to float
  %1794 = select i1 %26, float %1793, float 0.000000e+00
  %1795 = add i32 %1785, %27
  %1796 = select i1 %28, i32 %1795, i32 %1785
  %1797 = sext i32 %1796 to i64
  %1798 = mul i64 %1797, 2
  %1799 = getelementptr i8, ptr addrspace(1) %3, i64 %1798
  %1800 = load i16, ptr addrspace(1) %1799, align 2
  %1801 = bitcast i16 %1800 to half
  %1802 = fpext half %1801 to float
  %1803 = select i1 %28, float %1802, float 0.000000e+00
  %1804 = add i32 %1785, %29
  %1805 = select i1 %30, i32 %1804, i32 %1785
  %1806 = sext i32 %1805 to i64
  %1807 = mul i64 %1806, 2
  %1808 = getelementptr i8, ptr addrspace(1) %3, i64 %1807
  %1809 = load i16, ptr addrspace(1) %1808, align 2
  %1810 = bitcast i16 %1809 to half
  %1811 = fpext half %1810 to float
  %1812 = select i1 %30, float %1811, float 0.000000e+00
  %1813 = add i32 %1785, %31
  %1814 = select i1 %32, i32 %1813, i32 %1785
  %1815 = sext i32 %1814 to i64
  %1816 = mul i64 %1815, 2
  %1817 = getelementptr i8, ptr addrspace(1) %3, i64 %1816
  %1818 = load i16, ptr addrspace(1) %1817, align 2
  %1819 = bitcast i16 %1818 to half
  %1820 = fpext half %1819 to float
  %1821 = select i1 %32, float %1820, float 0.000000e+00
  %1822 = bitcast float %1300 to i32
  %1823 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %1822)
  %1824 = bitcast i32 %1823 to float
  %1825 = load float, ptr addrspace(5) %v, align 4
  %1826 = fmul float %1824, %1794
  %1827 = fadd float %1826, %1825
  store float %1827, ptr addrspace(5) %v, align 4
  %1828 = load float, ptr addrspace(5) %v1, align 4
  %1829 = fmul float %1824, %1803
  %1830 = fadd float %1829, %1828
  store float %1830, ptr addrspace(5) %v1, align 4
  %1831 = load float, ptr addrspace(5) %v2, align 4
  %1832 = fmul float %1824, %1812
  %1833 = fadd float %1832, %1831
  store float %1833, ptr addrspace(5) %v2, align 4
  %1834 = load float, ptr addrspace(5) %v3, align 4
  %1835 = fmul float %1824, %1821
  %1836 = fadd float %1835, %1834
  store float %1836, ptr addrspace(5) %v3, align 4
  %1837 = bitcast float %1300 to i32
  %1838 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %1837)
  %1839 = bitcast i32 %1838 to float
  %1840 = load float, ptr addrspace(5) %v8, align 4
  %1841 = fmul float %1839, %1794
  %1842 = fadd float %1841, %1840
  store float %1842, ptr addrspace(5) %v8, align 4
  %1843 = load float, ptr addrspace(5) %v9, align 4
  %1844 = fmul float %1839, %1803
  %1845 = fadd float %1844, %1843
  store float %1845, ptr addrspace(5) %v9, align 4
  %1846 = load float, ptr addrspace(5) %v10, align 4
  %1847 = fmul float %1839, %1812
  %1848 = fadd float %1847, %1846
  store float %1848, ptr addrspace(5) %v10, align 4
  %1849 = load float, ptr addrspace(5) %v11, align 4
  %1850 = fmul float %1839, %1821
  %1851 = fadd float %1850, %1849
  store float %1851, ptr addrspace(5) %v11, align 4
  %1852 = bitcast float %1300 to i32
  %1853 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %1852)
  %1854 = bitcast i32 %1853 to float
  %1855 = load float, ptr addrspace(5) %v16, align 4
  %1856 = fmul float %1854, %1794
  %1857 = fadd float %1856, %1855
  store float %1857, ptr addrspace(5) %v16, align 4
  %1858 = load float, ptr addrspace(5) %v17, align 4
  %1859 = fmul float %1854, %1803
  %1860 = fadd float %1859, %1858
  store float %1860, ptr addrspace(5) %v17, align 4
  %1861 = load float, ptr addrspace(5) %v18, align 4
  %1862 = fmul float %1854, %1812
  %1863 = fadd float %1862, %1861
  store float %1863, ptr addrspace(5) %v18, align 4
  %1864 = load float, ptr addrspace(5) %v19, align 4
  %1865 = fmul float %1854, %1821
  %1866 = fadd float %1865, %1864
  store float %1866, ptr addrspace(5) %v19, align 4
  %1867 = bitcast float %1300 to i32
  %1868 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %1867)
  %1869 = bitcast i32 %1868 to float
  %1870 = load float, ptr addrspace(5) %v24, align 4
  %1871 = fmul float %1869, %1794
  %1872 = fadd float %1871, %1870
  store float %1872, ptr addrspace(5) %v24, align 4
  %1873 = load float, ptr addrspace(5) %v25, align 4
  %1874 = fmul float %1869, %1803
  %1875 = fadd float %1874, %1873
  store float %1875, ptr addrspace(5) %v25, align 4
  %1876 = load float, ptr addrspace(5) %v26, align 4
  %1877 = fmul float %1869, %1812
  %1878 = fadd float %1877, %1876
  store float %1878, ptr addrspace(5) %v26, align 4
  %1879 = load float, ptr addrspace(5) %v27, align 4
  %1880 = fmul float %1869, %1821
  %1881 = fadd float %1880, %1879
  store float %1881, ptr addrspace(5) %v27, align 4
  %1882 = add i32 %315, 5
  %1883 = icmp sgt i32 %1882, %309
  %1884 = select i1 %1883, i32 %309, i32 %1882
  %1885 = mul i32 %1884, %5
  %1886 = add i32 %1885, %18
  %1887 = mul i32 %1886, %6
  %1888 = add i32 %1887, %25
  %1889 = select i1 %26, i32 %1888, i32 %1887
  %1890 = sext i32 %1889 to i64
  %1891 = mul i64 %1890, 2
  %1892 = getelementptr i8, ptr addrspace(1) %3, i64 %1891
  %1893 = load i16, ptr addrspace(1) %1892, align 2
  %1894 = bitcast i16 %1893 to half
  %1895 = fpext half %1894 to float
  %1896 = select i1 %26, float %1895, float 0.000000e+00
  %1897 = add i32 %1887, %27
  %1898 = select i1 %28, i32 %1897, i32 %1887
  %1899 = sext i32 %1898 to i64
  %1900 = mul i64 %1899, 2
  %1901 = getelementptr i8, ptr addrspace(1) %3, i64 %1900
  %1902 = load i16, ptr addrspace(1) %1901, align 2
  %1903 = bitcast i16 %1902 to half
  %1904 = fpext half %1903 to float
  %1905 = select i1 %28, float %1904, float 0.000000e+00
  %1906 = add i32 %1887, %29
  %1907 = select i1 %30, i32 %1906, i32 %1887
  %1908 = sext i32 %1907 to i64
  %1909 = mul i64 %1908, 2
  %1910 = getelementptr i8, ptr addrspace(1) %3, i64 %1909
  %1911 = load i16, ptr addrspace(1) %1910, align 2
  %1912 = bitcast i16 %1911 to half
  %1913 = fpext half %1912 to float
  %1914 = select i1 %30, float %1913, float 0.000000e+00
  %1915 = add i32 %1887, %31
  %1916 = select i1 %32, i32 %1915, i32 %1887
  %1917 = sext i32 %1916 to i64
  %1918 = mul i64 %1917, 2
  %1919 = getelementptr i8, ptr addrspace(1) %3, i64 %1918
  %1920 = load i16, ptr addrspace(1) %1919, align 2
  %1921 = bitcast i16 %1920 to half
  %1922 = fpext half %1921 to float
  %1923 = select i1 %32, float %1922, float 0.000000e+00
  %1924 = bitcast float %1300 to i32
  %1925 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %1924)
  %1926 = bitcast i32 %1925 to float
  %1927 = load float, ptr addrspace(5) %v, align 4
  %1928 = fmul float %1926, %1896
  %1929 = fadd float %1928, %1927
  store float %1929, ptr addrspace(5) %v, align 4
  %1930 = load float, ptr addrspace(5) %v1, align 4
  %1931 = fmul float %1926, %1905
  %1932 = fadd float %1931, %1930
  store float %1932, ptr addrspace(5) %v1, align 4
  %1933 = load float, ptr addrspace(5) %v2, align 4
  %1934 = fmul float %1926, %1914
  %1935 = fadd float %1934, %1933
  store float %1935, ptr addrspace(5) %v2, align 4
  %1936 = load float, ptr addrspace(5) %v3, align 4
  %1937 = fmul float %1926, %1923
  %1938 = fadd float %1937, %1936
  store float %1938, ptr addrspace(5) %v3, align 4
  %1939 = bitcast float %1300 to i32
  %1940 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %1939)
  %1941 = bitcast i32 %1940 to float
  %1942 = load float, ptr addrspace(5) %v8, align 4
  %1943 = fmul float %1941, %1896
  %1944 = fadd float %1943, %1942
  store float %1944, ptr addrspace(5) %v8, align 4
  %1945 = load float, ptr addrspace(5) %v9, align 4
  %1946 = fmul float %1941, %1905
  %1947 = fadd float %1946, %1945
  store float %1947, ptr addrspace(5) %v9, align 4
  %1948 = load float, ptr addrspace(5) %v10, align 4
  %1949 = fmul float %1941, %1914
  %1950 = fadd float %1949, %1948
  store float %1950, ptr addrspace(5) %v10, align 4
  %1951 = load float, ptr addrspace(5) %v11, align 4
  %1952 = fmul float %1941, %1923
  %1953 = fadd float %1952, %1951
  store float %1953, ptr addrspace(5) %v11, align 4
  %1954 = bitcast float %1300 to i32
  %1955 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %1954)
  %1956 = bitcast i32 %1955 to float
  %1957 = load float, ptr addrspace(5) %v16, align 4
  %1958 = fmul float %1956, %1896
  %1959 = fadd float %1958, %1957
  store float %1959, ptr addrspace(5) %v16, align 4
  %1960 = load float, ptr addrspace(5) %v17, align 4
  %1961 = fmul float %1956, %1905
  %1962 = fadd float %1961, %1960
  store float %1962, ptr addrspace(5) %v17, align 4
  %1963 = load float, ptr addrspace(5) %v18, align 4
  %1964 = fmul float %1956, %1914
  %1965 = fadd float %1964, %1963
  store float %1965, ptr addrspace(5) %v18, align 4
  %1966 = load float, ptr addrspace(5) %v19, align 4
  %1967 = fmul float %1956, %1923
  %1968 = fadd float %1967, %1966
  store float %1968, ptr addrspace(5) %v19, align 4
  %1969 = bitcast float %1300 to i32
  %1970 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %1969)
  %1971 = bitcast i32 %1970 to float
  %1972 = load float, ptr addrspace(5) %v24, align 4
  %1973 = fmul float %1971, %1896
  %1974 = fadd float %1973, %1972
  store float %1974, ptr addrspace(5) %v24, align 4
  %1975 = load float, ptr addrspace(5) %v25, align 4
  %1976 = fmul float %1971, %1905
  %1977 = fadd float %1976, %1975
  store float %1977, ptr addrspace(5) %v25, align 4
  %1978 = load float, ptr addrspace(5) %v26, align 4
  %1979 = fmul float %1971, %1914
  %1980 = fadd float %1979, %1978
  store float %1980, ptr addrspace(5) %v26, align 4
  %1981 = load float, ptr addrspace(5) %v27, align 4
  %1982 = fmul float %1971, %1923
  %1983 = fadd float %1982, %1981
  store float %1983, ptr addrspace(5) %v27, align 4
  %1984 = add i32 %315, 6
  %1985 = icmp sgt i32 %1984, %309
  %1986 = select i1 %1985, i32 %309, i32 %1984
  %1987 = mul i32 %1986, %5
  %1988 = add i32 %1987, %18
  %1989 = mul i32 %1988, %6
  %1990 = add i32 %1989, %25
  %1991 = select i1 %26, i32 %1990, i32 %1989
  %1992 = sext i32 %1991 to i64
  %1993 = mul i64 %1992, 2
  %1994 = getelementptr i8, ptr addrspace(1) %3, i64 %1993
  %1995 = load i16, ptr addrspace(1) %1994, align 2
  %1996 = bitcast i16 %1995 to half
  %1997 = fpext half %1996 to float
  %1998 = select i1 %26, float %1997, float 0.000000e+00
  %1999 = add i32 %1989, %27
  %2000 = select i1 %28, i32 %1999, i32 %1989
  %2001 = sext i32 %2000 to i64
  %2002 = mul i64 %2001, 2
  %2003 = getelementptr i8, ptr addrspace(1) %3, i64 %2002
  %2004 = load i16, ptr addrspace(1) %2003, align 2
  %2005 = bitcast i16 %2004 to half
  %2006 = fpext half %2005 to float
  %2007 = select i1 %28, float %2006, float 0.000000e+00
  %2008 = add i32 %1989, %29
  %2009 = select i1 %30, i32 %2008, i32 %1989
  %2010 = sext i32 %2009 to i64
  %2011 = mul i64 %2010, 2
  %2012 = getelementptr i8, ptr addrspace(1) %3, i64 %2011
  %2013 = load i16, ptr addrspace(1) %2012, align 2
  %2014 = bitcast i16 %2013 to half
  %2015 = fpext half %2014 to float
  %2016 = select i1 %30, float %2015, float 0.000000e+00
  %2017 = add i32 %1989, %31
  %2018 = select i1 %32, i32 %2017, i32 %1989
  %2019 = sext i32 %2018 to i64
  %2020 = mul i64 %2019, 2
  %2021 = getelementptr i8, ptr addrspace(1) %3, i64 %2020
  %2022 = load i16, ptr addrspace(1) %2021, align 2
  %2023 = bitcast i16 %2022 to half
  %2024 = fpext half %2023 to float
  %2025 = select i1 %32, float %2024, float 0.000000e+00
  %2026 = bitcast float %1300 to i32
  %2027 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %2026)
  %2028 = bitcast i32 %2027 to float
  %2029 = load float, ptr addrspace(5) %v, align 4
  %2030 = fmul float %2028, %1998
  %2031 = fadd float %2030, %2029
  store float %2031, ptr addrspace(5) %v, align 4
  %2032 = load float, ptr addrspace(5) %v1, align 4
  %2033 = fmul float %2028, %2007
  %2034 = fadd float %2033, %2032
  store float %2034, ptr addrspace(5) %v1, align 4
  %2035 = load float, ptr addrspace(5) %v2, align 4
  %2036 = fmul float %2028, %2016
  %2037 = fadd float %2036, %2035
  store float %2037, ptr addrspace(5) %v2, align 4
  %2038 = load float, ptr addrspace(5) %v3, align 4
  %2039 = fmul float %2028, %2025
  %2040 = fadd float %2039, %2038
  store float %2040, ptr addrspace(5) %v3, align 4
  %2041 = bitcast float %1300 to i32
  %2042 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %2041)
  %2043 = bitcast i32 %2042 to float
  %2044 = load float, ptr addrspace(5) %v8, align 4
  %2045 = fmul float %2043, %1998
  %2046 = fadd float %2045, %2044
  store float %2046, ptr addrspace(5) %v8, align 4
  %2047 = load float, ptr addrspace(5) %v9, align 4
  %2048 = fmul float %2043, %2007
  %2049 = fadd float %2048, %2047
  store float %2049, ptr addrspace(5) %v9, align 4
  %2050 = load float, ptr addrspace(5) %v10, align 4
  %2051 = fmul float %2043, %2016
  %2052 = fadd float %2051, %2050
  store float %2052, ptr addrspace(5) %v10, align 4
  %2053 = load float, ptr addrspace(5) %v11, align 4
  %2054 = fmul float %2043, %2025
  %2055 = fadd float %2054, %2053
  store float %2055, ptr addrspace(5) %v11, align 4
  %2056 = bitcast float %1300 to i32
  %2057 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %2056)
  %2058 = bitcast i32 %2057 to float
  %2059 = load float, ptr addrspace(5) %v16, align 4
  %2060 = fmul float %2058, %1998
  %2061 = fadd float %2060, %2059
  store float %2061, ptr addrspace(5) %v16, align 4
  %2062 = load float, ptr addrspace(5) %v17, align 4
  %2063 = fmul float %2058, %2007
  %2064 = fadd float %2063, %2062
  store float %2064, ptr addrspace(5) %v17, align 4
  %2065 = load float, ptr addrspace(5) %v18, align 4
  %2066 = fmul float %2058, %2016
  %2067 = fadd float %2066, %2065
  store float %2067, ptr addrspace(5) %v18, align 4
  %2068 = load float, ptr addrspace(5) %v19, align 4
  %2069 = fmul float %2058, %2025
  %2070 = fadd float %2069, %2068
  store float %2070, ptr addrspace(5) %v19, align 4
  %2071 = bitcast float %1300 to i32
  %2072 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %2071)
  %2073 = bitcast i32 %2072 to float
  %2074 = load float, ptr addrspace(5) %v24, align 4
  %2075 = fmul float %2073, %1998
  %2076 = fadd float %2075, %2074
  store float %2076, ptr addrspace(5) %v24, align 4
  %2077 = load float, ptr addrspace(5) %v25, align 4
  %2078 = fmul float %2073, %2007
  %2079 = fadd float %2078, %2077
  store float %2079, ptr addrspace(5) %v25, align 4
  %2080 = load float, ptr addrspace(5) %v26, align 4
  %2081 = fmul float %2073, %2016
  %2082 = fadd float %2081, %2080
  store float %2082, ptr addrspace(5) %v26, align 4
  %2083 = load float, ptr addrspace(5) %v27, align 4
  %2084 = fmul float %2073, %2025
  %2085 = fadd float %2084, %2083
  store float %2085, ptr addrspace(5) %v27, align 4
  %2086 = add i32 %315, 7
  %2087 = icmp sgt i32 %2086, %309
  %2088 = select i1 %2087, i32 %309, i32 %2086
  %2089 = mul i32 %2088, %5
  %2090 = add i32 %2089, %18
  %2091 = mul i32 %2090, %6
  %2092 = add i32 %2091, %25
  %2093 = select i1 %26, i32 %2092, i32 %2091
  %2094 = sext i32 %2093 to i64
  %2095 = mul i64 %2094, 2
  %2096 = getelementptr i8, ptr addrspace(1) %3, i64 %2095
  %2097 = load i16, ptr addrspace(1) %2096, align 2
  %2098 = bitcast i16 %2097 to half
  %2099 = fpext half %2098 to float
  %2100 = select i1 %26, float %2099, float 0.000000e+00
  %2101 = add i32 %2091, %27
  %2102 = select i1 %28, i32 %2101, i32 %2091
  %2103 = sext i32 %2102 to i64
  %2104 = mul i64 %2103, 2
  %2105 = getelementptr i8, ptr addrspace(1) %3, i64 %2104
  %2106 = load i16, ptr addrspace(1) %2105, align 2
  %2107 = bitcast i16 %2106 to half
  %2108 = fpext half %2107 to float
  %2109 = select i1 %28, float %2108, float 0.000000e+00
  %2110 = add i32 %2091, %29
  %2111 = select i1 %30, i32 %2110, i32 %2091
  %2112 = sext i32 %2111 to i64
  %2113 = mul i64 %2112, 2
  %2114 = getelementptr i8, ptr addrspace(1) %3, i64 %2113
  %2115 = load i16, ptr addrspace(1) %2114, align 2
  %2116 = bitcast i16 %2115 to half
  %2117 = fpext half %2116 to float
  %2118 = select i1 %30, float %2117, float 0.000000e+00
  %2119 = add i32 %2091, %31
  %2120 = select i1 %32, i32 %2119, i32 %2091
  %2121 = sext i32 %2120 to i64
  %2122 = mul i64 %2121, 2
  %2123 = getelementptr i8, ptr addrspace(1) %3, i64 %2122
  %2124 = load i16, ptr addrspace(1) %2123, align 2
  %2125 = bitcast i16 %2124 to half
  %2126 = fpext half %2125 to float
  %2127 = select i1 %32, float %2126, float 0.000000e+00
  %2128 = bitcast float %1300 to i32
  %2129 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %2128)
  %2130 = bitcast i32 %2129 to float
  %2131 = load float, ptr addrspace(5) %v, align 4
  %2132 = fmul float %2130, %2100
  %2133 = fadd float %2132, %2131
  store float %2133, ptr addrspace(5) %v, align 4
  %2134 = load float, ptr addrspace(5) %v1, align 4
  %2135 = fmul float %2130, %2109
  %2136 = fadd float %2135, %2134
  store float %2136, ptr addrspace(5) %v1, align 4
  %2137 = load float, ptr addrspace(5) %v2, align 4
  %2138 = fmul float %2130, %2118
  %2139 = fadd float %2138, %2137
  store float %2139, ptr addrspace(5) %v2, align 4
  %2140 = load float, ptr addrspace(5) %v3, align 4
  %2141 = fmul float %2130, %2127
  %2142 = fadd float %2141, %2140
  store float %2142, ptr addrspace(5) %v3, align 4
  %2143 = bitcast float %1300 to i32
  %2144 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %2143)
  %2145 = bitcast i32 %2144 to float
  %2146 = load float, ptr addrspace(5) %v8, align 4
  %2147 = fmul float %2145, %2100
  %2148 = fadd float %2147, %2146
  store float %2148, ptr addrspace(5) %v8, align 4
  %2149 = load float, ptr addrspace(5) %v9, align 4
  %2150 = fmul float %2145, %2109
  %2151 = fadd float %2150, %2149
  store float %2151, ptr addrspace(5) %v9, align 4
  %2152 = load float, ptr addrspace(5) %v10, align 4
  %2153 = fmul float %2145, %2118
  %2154 = fadd float %2153, %2152
  store float %2154, ptr addrspace(5) %v10, align 4
  %2155 = load float, ptr addrspace(5) %v11, align 4
  %2156 = fmul float %2145, %2127
  %2157 = fadd float %2156, %2155
  store float %2157, ptr addrspace(5) %v11, align 4
  %2158 = bitcast float %1300 to i32
  %2159 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %2158)
  %2160 = bitcast i32 %2159 to float
  %2161 = load float, ptr addrspace(5) %v16, align 4
  %2162 = fmul float %2160, %2100
  %2163 = fadd float %2162, %2161
  store float %2163, ptr addrspace(5) %v16, align 4
  %2164 = load float, ptr addrspace(5) %v17, align 4
  %2165 = fmul float %2160, %2109
  %2166 = fadd float %2165, %2164
  store float %2166, ptr addrspace(5) %v17, align 4
  %2167 = load float, ptr addrspace(5) %v18, align 4
  %2168 = fmul float %2160, %2118
  %2169 = fadd float %2168, %2167
  store float %2169, ptr addrspace(5) %v18, align 4
  %2170 = load float, ptr addrspace(5) %v19, align 4
  %2171 = fmul float %2160, %2127
  %2172 = fadd float %2171, %2170
  store float %2172, ptr addrspace(5) %v19, align 4
  %2173 = bitcast float %1300 to i32
  %2174 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %2173)
  %2175 = bitcast i32 %2174 to float
  %2176 = load float, ptr addrspace(5) %v24, align 4
  %2177 = fmul float %2175, %2100
  %2178 = fadd float %2177, %2176
  store float %2178, ptr addrspace(5) %v24, align 4
  %2179 = load float, ptr addrspace(5) %v25, align 4
  %2180 = fmul float %2175, %2109
  %2181 = fadd float %2180, %2179
  store float %2181, ptr addrspace(5) %v25, align 4
  %2182 = load float, ptr addrspace(5) %v26, align 4
  %2183 = fmul float %2175, %2118
  %2184 = fadd float %2183, %2182
  store float %2184, ptr addrspace(5) %v26, align 4
  %2185 = load float, ptr addrspace(5) %v27, align 4
  %2186 = fmul float %2175, %2127
  %2187 = fadd float %2186, %2185
  store float %2187, ptr addrspace(5) %v27, align 4
  %2188 = load i32, ptr addrspace(5) %v34, align 4
  %2189 = add i32 %2188, 4
  store i32 %2189, ptr addrspace(5) %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %308, ptr addrspace(5) %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2190 = load float, ptr addrspace(5) %v32, align 4
  %2191 = load float, ptr addrspace(5) %v33, align 4
  %2192 = add i32 0, %13
  %2193 = mul i32 %2192, 256
  %2194 = load float, ptr addrspace(5) %v, align 4
  br i1 %26, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2195 = load i32, ptr addrspace(5) %v37, align 4
  %2196 = icmp slt i32 %2195, %304
  br i1 %2196, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2197 = load i32, ptr addrspace(5) %v37, align 4
  %2198 = mul i32 %2197, 8
  %2199 = add i32 %2198, 0
  %2200 = icmp sgt i32 %2199, %309
  %2201 = select i1 %2200, i32 %309, i32 %2199
  %2202 = mul i32 %2201, %5
  %2203 = add i32 %2202, %18
  %2204 = mul i32 %2203, %6
  %2205 = add i32 %2204, %25
  %2206 = select i1 %26, i32 %2205, i32 %2204
  %2207 = sext i32 %2206 to i64
  %2208 = mul i64 %2207, 2
  %2209 = getelementptr i8, ptr addrspace(1) %2, i64 %2208
  %2210 = load i16, ptr addrspace(1) %2209, align 2
  %2211 = bitcast i16 %2210 to half
  %2212 = fpext half %2211 to float
  %2213 = select i1 %26, float %2212, float 0.000000e+00
  %2214 = add i32 %2204, %27
  %2215 = select i1 %28, i32 %2214, i32 %2204
  %2216 = sext i32 %2215 to i64
  %2217 = mul i64 %2216, 2
  %2218 = getelementptr i8, ptr addrspace(1) %2, i64 %2217
  %2219 = load i16, ptr addrspace(1) %2218, align 2
  %2220 = bitcast i16 %2219 to half
  %2221 = fpext half %2220 to float
  %2222 = select i1 %28, float %2221, float 0.000000e+00
  %2223 = add i32 %2204, %29
  %2224 = select i1 %30, i32 %2223, i32 %2204
  %2225 = sext i32 %2224 to i64
  %2226 = mul i64 %2225, 2
  %2227 = getelementptr i8, ptr addrspace(1) %2, i64 %2226
  %2228 = load i16, ptr addrspace(1) %2227, align 2
  %2229 = bitcast i16 %2228 to half
  %2230 = fpext half %2229 to float
  %2231 = select i1 %30, float %2230, float 0.000000e+00
  %2232 = add i32 %2204, %31
  %2233 = select i1 %32, i32 %2232, i32 %2204
  %2234 = sext i32 %2233 to i64
  %2235 = mul i64 %2234, 2
  %2236 = getelementptr i8, ptr addrspace(1) %2, i64 %2235
  %2237 = load i16, ptr addrspace(1) %2236, align 2
  %2238 = bitcast i16 %2237 to half
  %2239 = fpext half %2238 to float
  %2240 = select i1 %32, float %2239, float 0.000000e+00
  %2241 = add i32 %2204, %33
  %2242 = select i1 %34, i32 %2241, i32 %2204
  %2243 = sext i32 %2242 to i64
  %2244 = mul i64 %2243, 2
  %2245 = getelementptr i8, ptr addrspace(1) %2, i64 %2244
  %2246 = load i16, ptr addrspace(1) %2245, align 2
  %2247 = bitcast i16 %2246 to half
  %2248 = fpext half %2247 to float
  %2249 = select i1 %34, float %2248, float 0.000000e+00
  %2250 = add i32 %2204, %35
  %2251 = select i1 %36, i32 %2250, i32 %2204
  %2252 = sext i32 %2251 to i64
  %2253 = mul i64 %2252, 2
  %2254 = getelementptr i8, ptr addrspace(1) %2, i64 %2253
  %2255 = load i16, ptr addrspace(1) %2254, align 2
  %2256 = bitcast i16 %2255 to half
  %2257 = fpext half %2256 to float
  %2258 = select i1 %36, float %2257, float 0.000000e+00
  %2259 = add i32 %2204, %37
  %2260 = select i1 %38, i32 %2259, i32 %2204
  %2261 = sext i32 %2260 to i64
  %2262 = mul i64 %2261, 2
  %2263 = getelementptr i8, ptr addrspace(1) %2, i64 %2262
  %2264 = load i16, ptr addrspace(1) %2263, align 2
  %2265 = bitcast i16 %2264 to half
  %2266 = fpext half %2265 to float
  %2267 = select i1 %38, float %2266, float 0.000000e+00
  %2268 = add i32 %2204, %39
  %2269 = select i1 %40, i32 %2268, i32 %2204
  %2270 = sext i32 %2269 to i64
  %2271 = mul i64 %2270, 2
  %2272 = getelementptr i8, ptr addrspace(1) %2, i64 %2271
  %2273 = load i16, ptr addrspace(1) %2272, align 2
  %2274 = bitcast i16 %2273 to half
  %2275 = fpext half %2274 to float
  %2276 = select i1 %40, float %2275, float 0.000000e+00
  %2277 = fmul float %53, %2213
  %2278 = fmul float %60, %2222
  %2279 = fadd float %2278, %2277
  %2280 = fmul float %67, %2231
  %2281 = fadd float %2280, %2279
  %2282 = fmul float %74, %2240
  %2283 = fadd float %2282, %2281
  %2284 = fmul float %81, %2249
  %2285 = fadd float %2284, %2283
  %2286 = fmul float %88, %2258
  %2287 = fadd float %2286, %2285
  %2288 = fmul float %95, %2267
  %2289 = fadd float %2288, %2287
  %2290 = fmul float %102, %2276
  %2291 = fadd float %2290, %2289
  %2292 = fmul float %115, %2213
  %2293 = fmul float %122, %2222
  %2294 = fadd float %2293, %2292
  %2295 = fmul float %129, %2231
  %2296 = fadd float %2295, %2294
  %2297 = fmul float %136, %2240
  %2298 = fadd float %2297, %2296
  %2299 = fmul float %143, %2249
  %2300 = fadd float %2299, %2298
  %2301 = fmul float %150, %2258
  %2302 = fadd float %2301, %2300
  %2303 = fmul float %157, %2267
  %2304 = fadd float %2303, %2302
  %2305 = fmul float %164, %2276
  %2306 = fadd float %2305, %2304
  %2307 = fmul float %177, %2213
  %2308 = fmul float %184, %2222
  %2309 = fadd float %2308, %2307
  %2310 = fmul float %191, %2231
  %2311 = fadd float %2310, %2309
  %2312 = fmul float %198, %2240
  %2313 = fadd float %2312, %2311
  %2314 = fmul float %205, %2249
  %2315 = fadd float %2314, %2313
  %2316 = fmul float %212, %2258
  %2317 = fadd float %2316, %2315
  %2318 = fmul float %219, %2267
  %2319 = fadd float %2318, %2317
  %2320 = fmul float %226, %2276
  %2321 = fadd float %2320, %2319
  %2322 = fmul float %239, %2213
  %2323 = fmul float %246, %2222
  %2324 = fadd float %2323, %2322
  %2325 = fmul float %253, %2231
  %2326 = fadd float %2325, %2324
  %2327 = fmul float %260, %2240
  %2328 = fadd float %2327, %2326
  %2329 = fmul float %267, %2249
  %2330 = fadd float %2329, %2328
  %2331 = fmul float %274, %2258
  %2332 = fadd float %2331, %2330
  %2333 = fmul float %281, %2267
  %2334 = fadd float %2333, %2332
  %2335 = fmul float %288, %2276
  %2336 = fadd float %2335, %2334
  %2337 = add i32 %2198, 1
  %2338 = icmp sgt i32 %2337, %309
  %2339 = select i1 %2338, i32 %309, i32 %2337
  %2340 = mul i32 %2339, %5
  %2341 = add i32 %2340, %18
  %2342 = mul i32 %2341, %6
  %2343 = add i32 %2342, %25
  %2344 = select i1 %26, i32 %2343, i32 %2342
  %2345 = sext i32 %2344 to i64
  %2346 = mul i64 %2345, 2
  %2347 = getelementptr i8, ptr addrspace(1) %2, i64 %2346
  %2348 = load i16, ptr addrspace(1) %2347, align 2
  %2349 = bitcast i16 %2348 to half
  %2350 = fpext half %2349 to float
  %2351 = select i1 %26, float %2350, float 0.000000e+00
  %2352 = add i32 %2342, %27
  %2353 = select i1 %28, i32 %2352, i32 %2342
  %2354 = sext i32 %2353 to i64
  %2355 = mul i64 %2354, 2
  %2356 = getelementptr i8, ptr addrspace(1) %2, i64 %2355
  %2357 = load i16, ptr addrspace(1) %2356, align 2
  %2358 = bitcast i16 %2357 to half
  %2359 = fpext half %2358 to float
  %2360 = select i1 %28, float %2359, float 0.000000e+00
  %2361 = add i32 %2342, %29
  %2362 = select i1 %30, i32 %2361, i32 %2342
  %2363 = sext i32 %2362 to i64
  %2364 = mul i64 %2363, 2
  %2365 = getelementptr i8, ptr addrspace(1) %2, i64 %2364
  %2366 = load i16, ptr addrspace(1) %2365, align 2
  %2367 = bitcast i16 %2366 to half
  %2368 = fpext half %2367 to float
  %2369 = select i1 %30, float %2368, float 0.000000e+00
  %2370 = add i32 %2342, %31
  %2371 = select i1 %32, i32 %2370, i32 %2342
  %2372 = sext i32 %2371 to i64
  %2373 = mul i64 %2372, 2
  %2374 = getelementptr i8, ptr addrspace(1) %2, i64 %2373
  %2375 = load i16, ptr addrspace(1) %2374, align 2
  %2376 = bitcast i16 %2375 to half
  %2377 = fpext half %2376 to float
  %2378 = select i1 %32, float %2377, float 0.000000e+00
  %2379 = add i32 %2342, %33
  %2380 = select i1 %34, i32 %2379, i32 %2342
  %2381 = sext i32 %2380 to i64
  %2382 = mul i64 %2381, 2
  %2383 = getelementptr i8, ptr addrspace(1) %2, i64 %2382
  %2384 = load i16, ptr addrspace(1) %2383, align 2
  %2385 = bitcast i16 %2384 to half
  %2386 = fpext half %2385 to float
  %2387 = select i1 %34, float %2386, float 0.000000e+00
  %2388 = add i32 %2342, %35
  %2389 = select i1 %36, i32 %2388, i32 %2342
  %2390 = sext i32 %2389 to i64
  %2391 = mul i64 %2390, 2
  %2392 = getelementptr i8, ptr addrspace(1) %2, i64 %2391
  %2393 = load i16, ptr addrspace(1) %2392, align 2
  %2394 = bitcast i16 %2393 to half
  %2395 = fpext half %2394 to float
  %2396 = select i1 %36, float %2395, float 0.000000e+00
  %2397 = add i32 %2342, %37
  %2398 = select i1 %38, i32 %2397, i32 %2342
  %2399 = sext i32 %2398 to i64
  %2400 = mul i64 %2399, 2
  %2401 = getelementptr i8, ptr addrspace(1) %2, i64 %2400
  %2402 = load i16, ptr addrspace(1) %2401, align 2
  %2403 = bitcast i16 %2402 to half
  %2404 = fpext half %2403 to float
  %2405 = select i1 %38, float %2404, float 0.000000e+00
  %2406 = add i32 %2342, %39
  %2407 = select i1 %40, i32 %2406, i32 %2342
  %2408 = sext i32 %2407 to i64
  %2409 = mul i64 %2408, 2
  %2410 = getelementptr i8, ptr addrspace(1) %2, i64 %2409
  %2411 = load i16, ptr addrspace(1) %2410, align 2
  %2412 = bitcast i16 %2411 to half
  %2413 = fpext half %2412 to float
  %2414 = select i1 %40, float %2413, float 0.000000e+00
  %2415 = fmul float %53, %2351
  %2416 = fmul float %60, %2360
  %2417 = fadd float %2416, %2415
  %2418 = fmul float %67, %2369
  %2419 = fadd float %2418, %2417
  %2420 = fmul float %74, %2378
  %2421 = fadd float %2420, %2419
  %2422 = fmul float %81, %2387
  %2423 = fadd float %2422, %2421
  %2424 = fmul float %88, %2396
  %2425 = fadd float %2424, %2423
  %2426 = fmul float %95, %2405
  %2427 = fadd float %2426, %2425
  %2428 = fmul float %102, %2414
  %2429 = fadd float %2428, %2427
  %2430 = fmul float %115, %2351
  %2431 = fmul float %122, %2360
  %2432 = fadd float %2431, %2430
  %2433 = fmul float %129, %2369
  %2434 = fadd float %2433, %2432
  %2435 = fmul float %136, %2378
  %2436 = fadd float %2435, %2434
  %2437 = fmul float %143, %2387
  %2438 = fadd float %2437, %2436
  %2439 = fmul float %150, %2396
  %2440 = fadd float %2439, %2438
  %2441 = fmul float %157, %2405
  %2442 = fadd float %2441, %2440
  %2443 = fmul float %164, %2414
  %2444 = fadd float %2443, %2442
  %2445 = fmul float %177, %2351
  %2446 = fmul float %184, %2360
  %2447 = fadd float %2446, %2445
  %2448 = fmul float %191, %2369
  %2449 = fadd float %2448, %2447
  %2450 = fmul float %198, %2378
  %2451 = fadd float %2450, %2449
  %2452 = fmul float %205, %2387
  %2453 = fadd float %2452, %2451
  %2454 = fmul float %212, %2396
  %2455 = fadd float %2454, %2453
  %2456 = fmul float %219, %2405
  %2457 = fadd float %2456, %2455
  %2458 = fmul float %226, %2414
  %2459 = fadd float %2458, %2457
  %2460 = fmul float %239, %2351
  %2461 = fmul float %246, %2360
  %2462 = fadd float %2461, %2460
  %2463 = fmul float %253, %2369
  %2464 = fadd float %2463, %2462
  %2465 = fmul float %260, %2378
  %2466 = fadd float %2465, %2464
  %2467 = fmul float %267, %2387
  %2468 = fadd float %2467, %2466
  %2469 = fmul float %274, %2396
  %2470 = fadd float %2469, %2468
  %2471 = fmul float %281, %2405
  %2472 = fadd float %2471, %2470
  %2473 = fmul float %288, %2414
  %2474 = fadd float %2473, %2472
  %2475 = add i32 %2198, 2
  %2476 = icmp sgt i32 %2475, %309
  %2477 = select i1 %2476, i32 %309, i32 %2475
  %2478 = mul i32 %2477, %5
  %2479 = add i32 %2478, %18
  %2480 = mul i32 %2479, %6
  %2481 = add i32 %2480, %25
  %2482 = select i1 %26, i32 %2481, i32 %2480
  %2483 = sext i32 %2482 to i64
  %2484 = mul i64 %2483, 2
  %2485 = getelementptr i8, ptr addrspace(1) %2, i64 %2484
  %2486 = load i16, ptr addrspace(1) %2485, align 2
  %2487 = bitcast i16 %2486 to half
  %2488 = fpext half %2487 to float
  %2489 = select i1 %26, float %2488, float 0.000000e+00
  %2490 = add i32 %2480, %27
  %2491 = select i1 %28, i32 %2490, i32 %2480
  %2492 = sext i32 %2491 to i64
  %2493 = mul i64 %2492, 2
  %2494 = getelementptr i8, ptr addrspace(1) %2, i64 %2493
  %2495 = load i16, ptr addrspace(1) %2494, align 2
  %2496 = bitcast i16 %2495 to half
  %2497 = fpext half %2496 to float
  %2498 = select i1 %28, float %2497, float 0.000000e+00
  %2499 = add i32 %2480, %29
  %2500 = select i1 %30, i32 %2499, i32 %2480
  %2501 = sext i32 %2500 to i64
  %2502 = mul i64 %2501, 2
  %2503 = getelementptr i8, ptr addrspace(1) %2, i64 %2502
  %2504 = load i16, ptr addrspace(1) %2503, align 2
  %2505 = bitcast i16 %2504 to half
  %2506 = fpext half %2505 to float
  %2507 = select i1 %30, float %2506, float 0.000000e+00
  %2508 = add i32 %2480, %31
  %2509 = select i1 %32, i32 %2508, i32 %2480
  %2510 = sext i32 %2509 to i64
  %2511 = mul i64 %2510, 2
  %2512 = getelementptr i8, ptr addrspace(1) %2, i64 %2511
  %2513 = load i16, ptr addrspace(1) %2512, align 2
  %2514 = bitcast i16 %2513 to half
  %2515 = fpext half %2514 to float
  %2516 = select i1 %32, float %2515, float 0.000000e+00
  %2517 = add i32 %2480, %33
  %2518 = select i1 %34, i32 %2517, i32 %2480
  %2519 = sext i32 %2518 to i64
  %2520 = mul i64 %2519, 2
  %2521 = getelementptr i8, ptr addrspace(1) %2, i64 %2520
  %2522 = load i16, ptr addrspace(1) %2521, align 2
  %2523 = bitcast i16 %2522 to half
  %2524 = fpext half %2523 to float
  %2525 = select i1 %34, float %2524, float 0.000000e+00
  %2526 = add i32 %2480, %35
  %2527 = select i1 %36, i32 %2526, i32 %2480
  %2528 = sext i32 %2527 to i64
  %2529 = mul i64 %2528, 2
  %2530 = getelementptr i8, ptr addrspace(1) %2, i64 %2529
  %2531 = load i16, ptr addrspace(1) %2530, align 2
  %2532 = bitcast i16 %2531 to half
  %2533 = fpext half %2532 to float
  %2534 = select i1 %36, float %2533, float 0.000000e+00
  %2535 = add i32 %2480, %37
  %2536 = select i1 %38, i32 %2535, i32 %2480
  %2537 = sext i32 %2536 to i64
  %2538 = mul i64 %2537, 2
  %2539 = getelementptr i8, ptr addrspace(1) %2, i64 %2538
  %2540 = load i16, ptr addrspace(1) %2539, align 2
  %2541 = bitcast i16 %2540 to half
  %2542 = fpext half %2541 to float
  %2543 = select i1 %38, float %2542, float 0.000000e+00
  %2544 = add i32 %2480, %39
  %2545 = select i1 %40, i32 %2544, i32 %2480
  %2546 = sext i32 %2545 to i64
  %2547 = mul i64 %2546, 2
  %2548 = getelementptr i8, ptr addrspace(1) %2, i64 %2547
  %2549 = load i16, ptr addrspace(1) %2548, align 2
  %2550 = bitcast i16 %2549 to half
  %2551 = fpext half %2550 to float
  %2552 = select i1 %40, float %2551, float 0.000000e+00
  %2553 = fmul float %53, %2489
  %2554 = fmul float %60, %2498
  %2555 = fadd float %2554, %2553
  %2556 = fmul float %67, %2507
  %2557 = fadd float %2556, %2555
  %2558 = fmul float %74, %2516
  %2559 = fadd float %2558, %2557
  %2560 = fmul float %81, %2525
  %2561 = fadd float %2560, %2559
  %2562 = fmul float %88, %2534
  %2563 = fadd float %2562, %2561
  %2564 = fmul float %95, %2543
  %2565 = fadd float %2564, %2563
  %2566 = fmul float %102, %2552
  %2567 = fadd float %2566, %2565
  %2568 = fmul float %115, %2489
  %2569 = fmul float %122, %2498
  %2570 = fadd float %2569, %2568
  %2571 = fmul float %129, %2507
  %2572 = fadd float %2571, %2570
  %2573 = fmul float %136, %2516
  %2574 = fadd float %2573, %2572
  %2575 = fmul float %143, %2525
  %2576 = fadd float %2575, %2574
  %2577 = fmul float %150, %2534
  %2578 = fadd float %2577, %2576
  %2579 = fmul float %157, %2543
  %2580 = fadd float %2579, %2578
  %2581 = fmul float %164, %2552
  %2582 = fadd float %2581, %2580
  %2583 = fmul float %177, %2489
  %2584 = fmul float %184, %2498
  %2585 = fadd float %2584, %2583
  %2586 = fmul float %191, %2507
  %2587 = fadd float %2586, %2585
  %2588 = fmul float %198, %2516
  %2589 = fadd float %2588, %2587
  %2590 = fmul float %205, %2525
  %2591 = fadd float %2590, %2589
  %2592 = fmul float %212, %2534
  %2593 = fadd float %2592, %2591
  %2594 = fmul float %219, %2543
  %2595 = fadd float %2594, %2593
  %2596 = fmul float %226, %2552
  %2597 = fadd float %2596, %2595
  %2598 = fmul float %239, %2489
  %2599 = fmul float %246, %2498
  %2600 = fadd float %2599, %2598
  %2601 = fmul float %253, %2507
  %2602 = fadd float %2601, %2600
  %2603 = fmul float %260, %2516
  %2604 = fadd float %2603, %2602
  %2605 = fmul float %267, %2525
  %2606 = fadd float %2605, %2604
  %2607 = fmul float %274, %2534
  %2608 = fadd float %2607, %2606
  %2609 = fmul float %281, %2543
  %2610 = fadd float %2609, %2608
  %2611 = fmul float %288, %2552
  %2612 = fadd float %2611, %2610
  %2613 = add i32 %2198, 3
  %2614 = icmp sgt i32 %2613, %309
  %2615 = select i1 %2614, i32 %309, i32 %2613
  %2616 = mul i32 %2615, %5
  %2617 = add i32 %2616, %18
  %2618 = mul i32 %2617, %6
  %2619 = add i32 %2618, %25
  %2620 = select i1 %26, i32 %2619, i32 %2618
  %2621 = sext i32 %2620 to i64
  %2622 = mul i64 %2621, 2
  %2623 = getelementptr i8, ptr addrspace(1) %2, i64 %2622
  %2624 = load i16, ptr addrspace(1) %2623, align 2
  %2625 = bitcast i16 %2624 to half
  %2626 = fpext half %2625 to float
  %2627 = select i1 %26, float %2626, float 0.000000e+00
  %2628 = add i32 %2618, %27
  %2629 = select i1 %28, i32 %2628, i32 %2618
  %2630 = sext i32 %2629 to i64
  %2631 = mul i64 %2630, 2
  %2632 = getelementptr i8, ptr addrspace(1) %2, i64 %2631
  %2633 = load i16, ptr addrspace(1) %2632, align 2
  %2634 = bitcast i16 %2633 to half
  %2635 = fpext half %2634 to float
  %2636 = select i1 %28, float %2635, float 0.000000e+00
  %2637 = add i32 %2618, %29
  %2638 = select i1 %30, i32 %2637, i32 %2618
  %2639 = sext i32 %2638 to i64
  %2640 = mul i64 %2639, 2
  %2641 = getelementptr i8, ptr addrspace(1) %2, i64 %2640
  %2642 = load i16, ptr addrspace(1) %2641, align 2
  %2643 = bitcast i16 %2642 to half
  %2644 = fpext half %2643 to float
  %2645 = select i1 %30, float %2644, float 0.000000e+00
  %2646 = add i32 %2618, %31
  %2647 = select i1 %32, i32 %2646, i32 %2618
  %2648 = sext i32 %2647 to i64
  %2649 = mul i64 %2648, 2
  %2650 = getelementptr i8, ptr addrspace(1) %2, i64 %2649
  %2651 = load i16, ptr addrspace(1) %2650, align 2
  %2652 = bitcast i16 %2651 to half
  %2653 = fpext half %2652 to float
  %2654 = select i1 %32, float %2653, float 0.000000e+00
  %2655 = add i32 %2618, %33
  %2656 = select i1 %34, i32 %2655, i32 %2618
  %2657 = sext i32 %2656 to i64
  %2658 = mul i64 %2657, 2
  %2659 = getelementptr i8, ptr addrspace(1) %2, i64 %2658
  %2660 = load i16, ptr addrspace(1) %2659, align 2
  %2661 = bitcast i16 %2660 to half
  %2662 = fpext half %2661 to float
  %2663 = select i1 %34, float %2662, float 0.000000e+00
  %2664 = add i32 %2618, %35
  %2665 = select i1 %36, i32 %2664, i32 %2618
  %2666 = sext i32 %2665 to i64
  %2667 = mul i64 %2666, 2
  %2668 = getelementptr i8, ptr addrspace(1) %2, i64 %2667
  %2669 = load i16, ptr addrspace(1) %2668, align 2
  %2670 = bitcast i16 %2669 to half
  %2671 = fpext half %2670 to float
  %2672 = select i1 %36, float %2671, float 0.000000e+00
  %2673 = add i32 %2618, %37
  %2674 = select i1 %38, i32 %2673, i32 %2618
  %2675 = sext i32 %2674 to i64
  %2676 = mul i64 %2675, 2
  %2677 = getelementptr i8, ptr addrspace(1) %2, i64 %2676
  %2678 = load i16, ptr addrspace(1) %2677, align 2
  %2679 = bitcast i16 %2678 to half
  %2680 = fpext half %2679 to float
  %2681 = select i1 %38, float %2680, float 0.000000e+00
  %2682 = add i32 %2618, %39
  %2683 = select i1 %40, i32 %2682, i32 %2618
  %2684 = sext i32 %2683 to i64
  %2685 = mul i64 %2684, 2
  %2686 = getelementptr i8, ptr addrspace(1) %2, i64 %2685
  %2687 = load i16, ptr addrspace(1) %2686, align 2
  %2688 = bitcast i16 %2687 to half
  %2689 = fpext half %2688 to float
  %2690 = select i1 %40, float %2689, float 0.000000e+00
  %2691 = fmul float %53, %2627
  %2692 = fmul float %60, %2636
  %2693 = fadd float %2692, %2691
  %2694 = fmul float %67, %2645
  %2695 = fadd float %2694, %2693
  %2696 = fmul float %74, %2654
  %2697 = fadd float %2696, %2695
  %2698 = fmul float %81, %2663
  %2699 = fadd float %2698, %2697
  %2700 = fmul float %88, %2672
  %2701 = fadd float %2700, %2699
  %2702 = fmul float %95, %2681
  %2703 = fadd float %2702, %2701
  %2704 = fmul float %102, %2690
  %2705 = fadd float %2704, %2703
  %2706 = fmul float %115, %2627
  %2707 = fmul float %122, %2636
  %2708 = fadd float %2707, %2706
  %2709 = fmul float %129, %2645
  %2710 = fadd float %2709, %2708
  %2711 = fmul float %136, %2654
  %2712 = fadd float %2711, %2710
  %2713 = fmul float %143, %2663
  %2714 = fadd float %2713, %2712
  %2715 = fmul float %150, %2672
  %2716 = fadd float %2715, %2714
  %2717 = fmul float %157, %2681
  %2718 = fadd float %2717, %2716
  %2719 = fmul float %164, %2690
  %2720 = fadd float %2719, %2718
  %2721 = fmul float %177, %2627
  %2722 = fmul float %184, %2636
  %2723 = fadd float %2722, %2721
  %2724 = fmul float %191, %2645
  %2725 = fadd float %2724, %2723
  %2726 = fmul float %198, %2654
  %2727 = fadd float %2726, %2725
  %2728 = fmul float %205, %2663
  %2729 = fadd float %2728, %2727
  %2730 = fmul float %212, %2672
  %2731 = fadd float %2730, %2729
  %2732 = fmul float %219, %2681
  %2733 = fadd float %2732, %2731
  %2734 = fmul float %226, %2690
  %2735 = fadd float %2734, %2733
  %2736 = fmul float %239, %2627
  %2737 = fmul float %246, %2636
  %2738 = fadd float %2737, %2736
  %2739 = fmul float %253, %2645
  %2740 = fadd float %2739, %2738
  %2741 = fmul float %260, %2654
  %2742 = fadd float %2741, %2740
  %2743 = fmul float %267, %2663
  %2744 = fadd float %2743, %2742
  %2745 = fmul float %274, %2672
  %2746 = fadd float %2745, %2744
  %2747 = fmul float %281, %2681
  %2748 = fadd float %2747, %2746
  %2749 = fmul float %288, %2690
  %2750 = fadd float %2749, %2748
  %2751 = add i32 %2198, 4
  %2752 = icmp sgt i32 %2751, %309
  %2753 = select i1 %2752, i32 %309, i32 %2751
  %2754 = mul i32 %2753, %5
  %2755 = add i32 %2754, %18
  %2756 = mul i32 %2755, %6
  %2757 = add i32 %2756, %25
  %2758 = select i1 %26, i32 %2757, i32 %2756
  %2759 = sext i32 %2758 to i64
  %2760 = mul i64 %2759, 2
  %2761 = getelementptr i8, ptr addrspace(1) %2, i64 %2760
  %2762 = load i16, ptr addrspace(1) %2761, align 2
  %2763 = bitcast i16 %2762 to half
  %2764 = fpext half %2763 to float
  %2765 = select i1 %26, float %2764, float 0.000000e+00
  %2766 = add i32 %2756, %27
  %2767 = select i1 %28, i32 %2766, i32 %2756
  %2768 = sext i32 %2767 to i64
  %2769 = mul i64 %2768, 2
  %2770 = getelementptr i8, ptr addrspace(1) %2, i64 %2769
  %2771 = load i16, ptr addrspace(1) %2770, align 2
  %2772 = bitcast i16 %2771 to half
  %2773 = fpext half %2772 to float
  %2774 = select i1 %28, float %2773, float 0.000000e+00
  %2775 = add i32 %2756, %29
  %2776 = select i1 %30, i32 %2775, i32 %2756
  %2777 = sext i32 %2776 to i64
  %2778 = mul i64 %2777, 2
  %2779 = getelementptr i8, ptr addrspace(1) %2, i64 %2778
  %2780 = load i16, ptr addrspace(1) %2779, align 2
  %2781 = bitcast i16 %2780 to half
  %2782 = fpext half %2781 to float
  %2783 = select i1 %30, float %2782, float 0.000000e+00
  %2784 = add i32 %2756, %31
  %2785 = select i1 %32, i32 %2784, i32 %2756
  %2786 = sext i32 %2785 to i64
  %2787 = mul i64 %2786, 2
  %2788 = getelementptr i8, ptr addrspace(1) %2, i64 %2787
  %2789 = load i16, ptr addrspace(1) %2788, align 2
  %2790 = bitcast i16 %2789 to half
  %2791 = fpext half %2790 to float
  %2792 = select i1 %32, float %2791, float 0.000000e+00
  %2793 = add i32 %2756, %33
  %2794 = select i1 %34, i32 %2793, i32 %2756
  %2795 = sext i32 %2794 to i64
  %2796 = mul i64 %2795, 2
  %2797 = getelementptr i8, ptr addrspace(1) %2, i64 %2796
  %2798 = load i16, ptr addrspace(1) %2797, align 2
  %2799 = bitcast i16 %2798 to half
  %2800 = fpext half %2799 to float
  %2801 = select i1 %34, float %2800, float 0.000000e+00
  %2802 = add i32 %2756, %35
  %2803 = select i1 %36, i32 %2802, i32 %2756
  %2804 = sext i32 %2803 to i64
  %2805 = mul i64 %2804, 2
  %2806 = getelementptr i8, ptr addrspace(1) %2, i64 %2805
  %2807 = load i16, ptr addrspace(1) %2806, align 2
  %2808 = bitcast i16 %2807 to half
  %2809 = fpext half %2808 to float
  %2810 = select i1 %36, float %2809, float 0.000000e+00
  %2811 = add i32 %2756, %37
  %2812 = select i1 %38, i32 %2811, i32 %2756
  %2813 = sext i32 %2812 to i64
  %2814 = mul i64 %2813, 2
  %2815 = getelementptr i8, ptr addrspace(1) %2, i64 %2814
  %2816 = load i16, ptr addrspace(1) %2815, align 2
  %2817 = bitcast i16 %2816 to half
  %2818 = fpext half %2817 to float
  %2819 = select i1 %38, float %2818, float 0.000000e+00
  %2820 = add i32 %2756, %39
  %2821 = select i1 %40, i32 %2820, i32 %2756
  %2822 = sext i32 %2821 to i64
  %2823 = mul i64 %2822, 2
  %2824 = getelementptr i8, ptr addrspace(1) %2, i64 %2823
  %2825 = load i16, ptr addrspace(1) %2824, align 2
  %2826 = bitcast i16 %2825 to half
  %2827 = fpext half %2826 to float
  %2828 = select i1 %40, float %2827, float 0.000000e+00
  %2829 = fmul float %53, %2765
  %2830 = fmul float %60, %2774
  %2831 = fadd float %2830, %2829
  %2832 = fmul float %67, %2783
  %2833 = fadd float %2832, %2831
  %2834 = fmul float %74, %2792
  %2835 = fadd float %2834, %2833
  %2836 = fmul float %81, %2801
  %2837 = fadd float %2836, %2835
  %2838 = fmul float %88, %2810
  %2839 = fadd float %2838, %2837
  %2840 = fmul float %95, %2819
  %2841 = fadd float %2840, %2839
  %2842 = fmul float %102, %2828
  %2843 = fadd float %2842, %2841
  %2844 = fmul float %115, %2765
  %2845 = fmul float %122, %2774
  %2846 = fadd float %2845, %2844
  %2847 = fmul float %129, %2783
  %2848 = fadd float %2847, %2846
  %2849 = fmul float %136, %2792
  %2850 = fadd float %2849, %2848
  %2851 = fmul float %143, %2801
  %2852 = fadd float %2851, %2850
  %2853 = fmul float %150, %2810
  %2854 = fadd float %2853, %2852
  %2855 = fmul float %157, %2819
  %2856 = fadd float %2855, %2854
  %2857 = fmul float %164, %2828
  %2858 = fadd float %2857, %2856
  %2859 = fmul float %177, %2765
  %2860 = fmul float %184, %2774
  %2861 = fadd float %2860, %2859
  %2862 = fmul float %191, %2783
  %2863 = fadd float %2862, %2861
  %2864 = fmul float %198, %2792
  %2865 = fadd float %2864, %2863
  %2866 = fmul float %205, %2801
  %2867 = fadd float %2866, %2865
  %2868 = fmul float %212, %2810
  %2869 = fadd float %2868, %2867
  %2870 = fmul float %219, %2819
  %2871 = fadd float %2870, %2869
  %2872 = fmul float %226, %2828
  %2873 = fadd float %2872, %2871
  %2874 = fmul float %239, %2765
  %2875 = fmul float %246, %2774
  %2876 = fadd float %2875, %2874
  %2877 = fmul float %253, %2783
  %2878 = fadd float %2877, %2876
  %2879 = fmul float %260, %2792
  %2880 = fadd float %2879, %2878
  %2881 = fmul float %267, %2801
  %2882 = fadd float %2881, %2880
  %2883 = fmul float %274, %2810
  %2884 = fadd float %2883, %2882
  %2885 = fmul float %281, %2819
  %2886 = fadd float %2885, %2884
  %2887 = fmul float %288, %2828
  %2888 = fadd float %2887, %2886
  %2889 = add i32 %2198, 5
  %2890 = icmp sgt i32 %2889, %309
  %2891 = select i1 %2890, i32 %309, i32 %2889
  %2892 = mul i32 %2891, %5
  %2893 = add i32 %2892, %18
  %2894 = mul i32 %2893, %6
  %2895 = add i32 %2894, %25
  %2896 = select i1 %26, i32 %2895, i32 %2894
  %2897 = sext i32 %2896 to i64
  %2898 = mul i64 %2897, 2
  %2899 = getelementptr i8, ptr addrspace(1) %2, i64 %2898
  %2900 = load i16, ptr addrspace(1) %2899, align 2
  %2901 = bitcast i16 %2900 to half
  %2902 = fpext half %2901 to float
  %2903 = select i1 %26, float %2902, float 0.000000e+00
  %2904 = add i32 %2894, %27
  %2905 = select i1 %28, i32 %2904, i32 %2894
  %2906 = sext i32 %2905 to i64
  %2907 = mul i64 %2906, 2
  %2908 = getelementptr i8, ptr addrspace(1) %2, i64 %2907
  %2909 = load i16, ptr addrspace(1) %2908, align 2
  %2910 = bitcast i16 %2909 to half
  %2911 = fpext half %2910 to float
  %2912 = select i1 %28, float %2911, float 0.000000e+00
  %2913 = add i32 %2894, %29
  %2914 = select i1 %30, i32 %2913, i32 %2894
  %2915 = sext i32 %2914 to i64
  %2916 = mul i64 %2915, 2
  %2917 = getelementptr i8, ptr addrspace(1) %2, i64 %2916
  %2918 = load i16, ptr addrspace(1) %2917, align 2
  %2919 = bitcast i16 %2918 to half
  %2920 = fpext half %2919 to float
  %2921 = select i1 %30, float %2920, float 0.000000e+00
  %2922 = add i32 %2894, %31
  %2923 = select i1 %32, i32 %2922, i32 %2894
  %2924 = sext i32 %2923 to i64
  %2925 = mul i64 %2924, 2
  %2926 = getelementptr i8, ptr addrspace(1) %2, i64 %2925
  %2927 = load i16, ptr addrspace(1) %2926, align 2
  %2928 = bitcast i16 %2927 to half
  %2929 = fpext half %2928 to float
  %2930 = select i1 %32, float %2929, float 0.000000e+00
  %2931 = add i32 %2894, %33
  %2932 = select i1 %34, i32 %2931, i32 %2894
  %2933 = sext i32 %2932 to i64
  %2934 = mul i64 %2933, 2
  %2935 = getelementptr i8, ptr addrspace(1) %2, i64 %2934
  %2936 = load i16, ptr addrspace(1) %2935, align 2
  %2937 = bitcast i16 %2936 to half
  %2938 = fpext half %2937 to float
  %2939 = select i1 %34, float %2938, float 0.000000e+00
  %2940 = add i32 %2894, %35
  %2941 = select i1 %36, i32 %2940, i32 %2894
  %2942 = sext i32 %2941 to i64
  %2943 = mul i64 %2942, 2
  %2944 = getelementptr i8, ptr addrspace(1) %2, i64 %2943
  %2945 = load i16, ptr addrspace(1) %2944, align 2
  %2946 = bitcast i16 %2945 to half
  %2947 = fpext half %2946 to float
  %2948 = select i1 %36, float %2947, float 0.000000e+00
  %2949 = add i32 %2894, %37
  %2950 = select i1 %38, i32 %2949, i32 %2894
  %2951 = sext i32 %2950 to i64
  %2952 = mul i64 %2951, 2
  %2953 = getelementptr i8, ptr addrspace(1) %2, i64 %2952
  %2954 = load i16, ptr addrspace(1) %2953, align 2
  %2955 = bitcast i16 %2954 to half
  %2956 = fpext half %2955 to float
  %2957 = select i1 %38, float %2956, float 0.000000e+00
  %2958 = add i32 %2894, %39
  %2959 = select i1 %40, i32 %2958, i32 %2894
  %2960 = sext i32 %2959 to i64
  %2961 = mul i64 %2960, 2
  %2962 = getelementptr i8, ptr addrspace(1) %2, i64 %2961
  %2963 = load i16, ptr addrspace(1) %2962, align 2
  %2964 = bitcast i16 %2963 to half
  %2965 = fpext half %2964 to float
  %2966 = select i1 %40, float %2965, float 0.000000e+00
  %2967 = fmul float %53, %2903
  %2968 = fmul float %60, %2912
  %2969 = fadd float %2968, %2967
  %2970 = fmul float %67, %2921
  %2971 = fadd float %2970, %2969
  %2972 = fmul float %74, %2930
  %2973 = fadd float %2972, %2971
  %2974 = fmul float %81, %2939
  %2975 = fadd float %2974, %2973
  %2976 = fmul float %88, %2948
  %2977 = fadd float %2976, %2975
  %2978 = fmul float %95, %2957
  %2979 = fadd float %2978, %2977
  %2980 = fmul float %102, %2966
  %2981 = fadd float %2980, %2979
  %2982 = fmul float %115, %2903
  %2983 = fmul float %122, %2912
  %2984 = fadd float %2983, %2982
  %2985 = fmul float %129, %2921
  %2986 = fadd float %2985, %2984
  %2987 = fmul float %136, %2930
  %2988 = fadd float %2987, %2986
  %2989 = fmul float %143, %2939
  %2990 = fadd float %2989, %2988
  %2991 = fmul float %150, %2948
  %2992 = fadd float %2991, %2990
  %2993 = fmul float %157, %2957
  %2994 = fadd float %2993, %2992
  %2995 = fmul float %164, %2966
  %2996 = fadd float %2995, %2994
  %2997 = fmul float %177, %2903
  %2998 = fmul float %184, %2912
  %2999 = fadd float %2998, %2997
  %3000 = fmul float %191, %2921
  %3001 = fadd float %3000, %2999
  %3002 = fmul float %198, %2930
  %3003 = fadd float %3002, %3001
  %3004 = fmul float %205, %2939
  %3005 = fadd float %3004, %3003
  %3006 = fmul float %212, %2948
  %3007 = fadd float %3006, %3005
  %3008 = fmul float %219, %2957
  %3009 = fadd float %3008, %3007
  %3010 = fmul float %226, %2966
  %3011 = fadd float %3010, %3009
  %3012 = fmul float %239, %2903
  %3013 = fmul float %246, %2912
  %3014 = fadd float %3013, %3012
  %3015 = fmul float %253, %2921
  %3016 = fadd float %3015, %3014
  %3017 = fmul float %260, %2930
  %3018 = fadd float %3017, %3016
  %3019 = fmul float %267, %2939
  %3020 = fadd float %3019, %3018
  %3021 = fmul float %274, %2948
  %3022 = fadd float %3021, %3020
  %3023 = fmul float %281, %2957
  %3024 = fadd float %3023, %3022
  %3025 = fmul float %288, %2966
  %3026 = fadd float %3025, %3024
  %3027 = add i32 %2198, 6
  %3028 = icmp sgt i32 %3027, %309
  %3029 = select i1 %3028, i32 %309, i32 %3027
  %3030 = mul i32 %3029, %5
  %3031 = add i32 %3030, %18
  %3032 = mul i32 %3031, %6
  %3033 = add i32 %3032, %25
  %3034 = select i1 %26, i32 %3033, i32 %3032
  %3035 = sext i32 %3034 to i64
  %3036 = mul i64 %3035, 2
  %3037 = getelementptr i8, ptr addrspace(1) %2, i64 %3036
  %3038 = load i16, ptr addrspace(1) %3037, align 2
  %3039 = bitcast i16 %3038 to half
  %3040 = fpext half %3039 to float
  %3041 = select i1 %26, float %3040, float 0.000000e+00
  %3042 = add i32 %3032, %27
  %3043 = select i1 %28, i32 %3042, i32 %3032
  %3044 = sext i32 %3043 to i64
  %3045 = mul i64 %3044, 2
  %3046 = getelementptr i8, ptr addrspace(1) %2, i64 %3045
  %3047 = load i16, ptr addrspace(1) %3046, align 2
  %3048 = bitcast i16 %3047 to half
  %3049 = fpext half %3048 to float
  %3050 = select i1 %28, float %3049, float 0.000000e+00
  %3051 = add i32 %3032, %29
  %3052 = select i1 %30, i32 %3051, i32 %3032
  %3053 = sext i32 %3052 to i64
  %3054 = mul i64 %3053, 2
  %3055 = getelementptr i8, ptr addrspace(1) %2, i64 %3054
  %3056 = load i16, ptr addrspace(1) %3055, align 2
  %3057 = bitcast i16 %3056 to half
  %3058 = fpext half %3057 to float
  %3059 = select i1 %30, float %3058, float 0.000000e+00
  %3060 = add i32 %3032, %31
  %3061 = select i1 %32, i32 %3060, i32 %3032
  %3062 = sext i32 %3061 to i64
  %3063 = mul i64 %3062, 2
  %3064 = getelementptr i8, ptr addrspace(1) %2, i64 %3063
  %3065 = load i16, ptr addrspace(1) %3064, align 2
  %3066 = bitcast i16 %3065 to half
  %3067 = fpext half %3066 to float
  %3068 = select i1 %32, float %3067, float 0.000000e+00
  %3069 = add i32 %3032, %33
  %3070 = select i1 %34, i32 %3069, i32 %3032
  %3071 = sext i32 %3070 to i64
  %3072 = mul i64 %3071, 2
  %3073 = getelementptr i8, ptr addrspace(1) %2, i64 %3072
  %3074 = load i16, ptr addrspace(1) %3073, align 2
  %3075 = bitcast i16 %3074 to half
  %3076 = fpext half %3075 to float
  %3077 = select i1 %34, float %3076, float 0.000000e+00
  %3078 = add i32 %3032, %35
  %3079 = select i1 %36, i32 %3078, i32 %3032
  %3080 = sext i32 %3079 to i64
  %3081 = mul i64 %3080, 2
  %3082 = getelementptr i8, ptr addrspace(1) %2, i64 %3081
  %3083 = load i16, ptr addrspace(1) %3082, align 2
  %3084 = bitcast i16 %3083 to half
  %3085 = fpext half %3084 to float
  %3086 = select i1 %36, float %3085, float 0.000000e+00
  %3087 = add i32 %3032, %37
  %3088 = select i1 %38, i32 %3087, i32 %3032
  %3089 = sext i32 %3088 to i64
  %3090 = mul i64 %3089, 2
  %3091 = getelementptr i8, ptr addrspace(1) %2, i64 %3090
  %3092 = load i16, ptr addrspace(1) %3091, align 2
  %3093 = bitcast i16 %3092 to half
  %3094 = fpext half %3093 to float
  %3095 = select i1 %38, float %3094, float 0.000000e+00
  %3096 = add i32 %3032, %39
  %3097 = select i1 %40, i32 %3096, i32 %3032
  %3098 = sext i32 %3097 to i64
  %3099 = mul i64 %3098, 2
  %3100 = getelementptr i8, ptr addrspace(1) %2, i64 %3099
  %3101 = load i16, ptr addrspace(1) %3100, align 2
  %3102 = bitcast i16 %3101 to half
  %3103 = fpext half %3102 to float
  %3104 = select i1 %40, float %3103, float 0.000000e+00
  %3105 = fmul float %53, %3041
  %3106 = fmul float %60, %3050
  %3107 = fadd float %3106, %3105
  %3108 = fmul float %67, %3059
  %3109 = fadd float %3108, %3107
  %3110 = fmul float %74, %3068
  %3111 = fadd float %3110, %3109
  %3112 = fmul float %81, %3077
  %3113 = fadd float %3112, %3111
  %3114 = fmul float %88, %3086
  %3115 = fadd float %3114, %3113
  %3116 = fmul float %95, %3095
  %3117 = fadd float %3116, %3115
  %3118 = fmul float %102, %3104
  %3119 = fadd float %3118, %3117
  %3120 = fmul float %115, %3041
  %3121 = fmul float %122, %3050
  %3122 = fadd float %3121, %3120
  %3123 = fmul float %129, %3059
  %3124 = fadd float %3123, %3122
  %3125 = fmul float %136, %3068
  %3126 = fadd float %3125, %3124
  %3127 = fmul float %143, %3077
  %3128 = fadd float %3127, %3126
  %3129 = fmul float %150, %3086
  %3130 = fadd float %3129, %3128
  %3131 = fmul float %157, %3095
  %3132 = fadd float %3131, %3130
  %3133 = fmul float %164, %3104
  %3134 = fadd float %3133, %3132
  %3135 = fmul float %177, %3041
  %3136 = fmul float %184, %3050
  %3137 = fadd float %3136, %3135
  %3138 = fmul float %191, %3059
  %3139 = fadd float %3138, %3137
  %3140 = fmul float %198, %3068
  %3141 = fadd float %3140, %3139
  %3142 = fmul float %205, %3077
  %3143 = fadd float %3142, %3141
  %3144 = fmul float %212, %3086
  %3145 = fadd float %3144, %3143
  %3146 = fmul float %219, %3095
  %3147 = fadd float %3146, %3145
  %3148 = fmul float %226, %3104
  %3149 = fadd float %3148, %3147
  %3150 = fmul float %239, %3041
  %3151 = fmul float %246, %3050
  %3152 = fadd float %3151, %3150
  %3153 = fmul float %253, %3059
  %3154 = fadd float %3153, %3152
  %3155 = fmul float %260, %3068
  %3156 = fadd float %3155, %3154
  %3157 = fmul float %267, %3077
  %3158 = fadd float %3157, %3156
  %3159 = fmul float %274, %3086
  %3160 = fadd float %3159, %3158
  %3161 = fmul float %281, %3095
  %3162 = fadd float %3161, %3160
  %3163 = fmul float %288, %3104
  %3164 = fadd float %3163, %3162
  %3165 = add i32 %2198, 7
  %3166 = icmp sgt i32 %3165, %309
  %3167 = select i1 %3166, i32 %309, i32 %3165
  %3168 = mul i32 %3167, %5
  %3169 = add i32 %3168, %18
  %3170 = mul i32 %3169, %6
  %3171 = add i32 %3170, %25
  %3172 = select i1 %26, i32 %3171, i32 %3170
  %3173 = sext i32 %3172 to i64
  %3174 = mul i64 %3173, 2
  %3175 = getelementptr i8, ptr addrspace(1) %2, i64 %3174
  %3176 = load i16, ptr addrspace(1) %3175, align 2
  %3177 = bitcast i16 %3176 to half
  %3178 = fpext half %3177 to float
  %3179 = select i1 %26, float %3178, float 0.000000e+00
  %3180 = add i32 %3170, %27
  %3181 = select i1 %28, i32 %3180, i32 %3170
  %3182 = sext i32 %3181 to i64
  %3183 = mul i64 %3182, 2
  %3184 = getelementptr i8, ptr addrspace(1) %2, i64 %3183
  %3185 = load i16, ptr addrspace(1) %3184, align 2
  %3186 = bitcast i16 %3185 to half
  %3187 = fpext half %3186 to float
  %3188 = select i1 %28, float %3187, float 0.000000e+00
  %3189 = add i32 %3170, %29
  %3190 = select i1 %30, i32 %3189, i32 %3170
  %3191 = sext i32 %3190 to i64
  %3192 = mul i64 %3191, 2
  %3193 = getelementptr i8, ptr addrspace(1) %2, i64 %3192
  %3194 = load i16, ptr addrspace(1) %3193, align 2
  %3195 = bitcast i16 %3194 to half
  %3196 = fpext half %3195 to float
  %3197 = select i1 %30, float %3196, float 0.000000e+00
  %3198 = add i32 %3170, %31
  %3199 = select i1 %32, i32 %3198, i32 %3170
  %3200 = sext i32 %3199 to i64
  %3201 = mul i64 %3200, 2
  %3202 = getelementptr i8, ptr addrspace(1) %2, i64 %3201
  %3203 = load i16, ptr addrspace(1) %3202, align 2
  %3204 = bitcast i16 %3203 to half
  %3205 = fpext half %3204 to float
  %3206 = select i1 %32, float %3205, float 0.000000e+00
  %3207 = add i32 %3170, %33
  %3208 = select i1 %34, i32 %3207, i32 %3170
  %3209 = sext i32 %3208 to i64
  %3210 = mul i64 %3209, 2
  %3211 = getelementptr i8, ptr addrspace(1) %2, i64 %3210
  %3212 = load i16, ptr addrspace(1) %3211, align 2
  %3213 = bitcast i16 %3212 to half
  %3214 = fpext half %3213 to float
  %3215 = select i1 %34, float %3214, float 0.000000e+00
  %3216 = add i32 %3170, %35
  %3217 = select i1 %36, i32 %3216, i32 %3170
  %3218 = sext i32 %3217 to i64
  %3219 = mul i64 %3218, 2
  %3220 = getelementptr i8, ptr addrspace(1) %2, i64 %3219
  %3221 = load i16, ptr addrspace(1) %3220, align 2
  %3222 = bitcast i16 %3221 to half
  %3223 = fpext half %3222 to float
  %3224 = select i1 %36, float %3223, float 0.000000e+00
  %3225 = add i32 %3170, %37
  %3226 = select i1 %38, i32 %3225, i32 %3170
  %3227 = sext i32 %3226 to i64
  %3228 = mul i64 %3227, 2
  %3229 = getelementptr i8, ptr addrspace(1) %2, i64 %3228
  %3230 = load i16, ptr addrspace(1) %3229, align 2
  %3231 = bitcast i16 %3230 to half
  %3232 = fpext half %3231 to float
  %3233 = select i1 %38, float %3232, float 0.000000e+00
  %3234 = add i32 %3170, %39
  %3235 = select i1 %40, i32 %3234, i32 %3170
  %3236 = sext i32 %3235 to i64
  %3237 = mul i64 %3236, 2
  %3238 = getelementptr i8, ptr addrspace(1) %2, i64 %3237
  %3239 = load i16, ptr addrspace(1) %3238, align 2
  %3240 = bitcast i16 %3239 to half
  %3241 = fpext half %3240 to float
  %3242 = select i1 %40, float %3241, float 0.000000e+00
  %3243 = fmul float %53, %3179
  %3244 = fmul float %60, %3188
  %3245 = fadd float %3244, %3243
  %3246 = fmul float %67, %3197
  %3247 = fadd float %3246, %3245
  %3248 = fmul float %74, %3206
  %3249 = fadd float %3248, %3247
  %3250 = fmul float %81, %3215
  %3251 = fadd float %3250, %3249
  %3252 = fmul float %88, %3224
  %3253 = fadd float %3252, %3251
  %3254 = fmul float %95, %3233
  %3255 = fadd float %3254, %3253
  %3256 = fmul float %102, %3242
  %3257 = fadd float %3256, %3255
  %3258 = fmul float %115, %3179
  %3259 = fmul float %122, %3188
  %3260 = fadd float %3259, %3258
  %3261 = fmul float %129, %3197
  %3262 = fadd float %3261, %3260
  %3263 = fmul float %136, %3206
  %3264 = fadd float %3263, %3262
  %3265 = fmul float %143, %3215
  %3266 = fadd float %3265, %3264
  %3267 = fmul float %150, %3224
  %3268 = fadd float %3267, %3266
  %3269 = fmul float %157, %3233
  %3270 = fadd float %3269, %3268
  %3271 = fmul float %164, %3242
  %3272 = fadd float %3271, %3270
  %3273 = fmul float %177, %3179
  %3274 = fmul float %184, %3188
  %3275 = fadd float %3274, %3273
  %3276 = fmul float %191, %3197
  %3277 = fadd float %3276, %3275
  %3278 = fmul float %198, %3206
  %3279 = fadd float %3278, %3277
  %3280 = fmul float %205, %3215
  %3281 = fadd float %3280, %3279
  %3282 = fmul float %212, %3224
  %3283 = fadd float %3282, %3281
  %3284 = fmul float %219, %3233
  %3285 = fadd float %3284, %3283
  %3286 = fmul float %226, %3242
  %3287 = fadd float %3286, %3285
  %3288 = fmul float %239, %3179
  %3289 = fmul float %246, %3188
  %3290 = fadd float %3289, %3288
  %3291 = fmul float %253, %3197
  %3292 = fadd float %3291, %3290
  %3293 = fmul float %260, %3206
  %3294 = fadd float %3293, %3292
  %3295 = fmul float %267, %3215
  %3296 = fadd float %3295, %3294
  %3297 = fmul float %274, %3224
  %3298 = fadd float %3297, %3296
  %3299 = fmul float %281, %3233
  %3300 = fadd float %3299, %3298
  %3301 = fmul float %288, %3242
  %3302 = fadd float %3301, %3300
  %3303 = call i32 @llvm.amdgcn.workitem.id.x()
  %3304 = and i32 %3303, 31
  %3305 = and i32 %3304, 16
  %3306 = icmp ne i32 %3305, 0
  %3307 = select i1 %3306, float %2321, float %2291
  %3308 = select i1 %3306, float %2291, float %2321
  %3309 = bitcast float %3308 to i32
  %3310 = call i32 @llvm.amdgcn.workitem.id.x()
  %3311 = and i32 %3310, 31
  %3312 = xor i32 %3311, 16
  %3313 = shl i32 %3312, 2
  %3314 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3313, i32 %3309)
  %3315 = bitcast i32 %3314 to float
  %3316 = fadd float %3307, %3315
  %3317 = select i1 %3306, float %2459, float %2429
  %3318 = select i1 %3306, float %2429, float %2459
  %3319 = bitcast float %3318 to i32
  %3320 = call i32 @llvm.amdgcn.workitem.id.x()
  %3321 = and i32 %3320, 31
  %3322 = xor i32 %3321, 16
  %3323 = shl i32 %3322, 2
  %3324 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3323, i32 %3319)
  %3325 = bitcast i32 %3324 to float
  %3326 = fadd float %3317, %3325
  %3327 = select i1 %3306, float %2597, float %2567
  %3328 = select i1 %3306, float %2567, float %2597
  %3329 = bitcast float %3328 to i32
  %3330 = call i32 @llvm.amdgcn.workitem.id.x()
  %3331 = and i32 %3330, 31
  %3332 = xor i32 %3331, 16
  %3333 = shl i32 %3332, 2
  %3334 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3333, i32 %3329)
  %3335 = bitcast i32 %3334 to float
  %3336 = fadd float %3327, %3335
  %3337 = select i1 %3306, float %2735, float %2705
  %3338 = select i1 %3306, float %2705, float %2735
  %3339 = bitcast float %3338 to i32
  %3340 = call i32 @llvm.amdgcn.workitem.id.x()
  %3341 = and i32 %3340, 31
  %3342 = xor i32 %3341, 16
  %3343 = shl i32 %3342, 2
  %3344 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3343, i32 %3339)
  %3345 = bitcast i32 %3344 to float
  %3346 = fadd float %3337, %3345
  %3347 = select i1 %3306, float %2873, float %2843
  %3348 = select i1 %3306, float %2843, float %2873
  %3349 = bitcast float %3348 to i32
  %3350 = call i32 @llvm.amdgcn.workitem.id.x()
  %3351 = and i32 %3350, 31
  %3352 = xor i32 %3351, 16
  %3353 = shl i32 %3352, 2
  %3354 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3353, i32 %3349)
  %3355 = bitcast i32 %3354 to float
  %3356 = fadd float %3347, %3355
  %3357 = select i1 %3306, float %3011, float %2981
  %3358 = select i1 %3306, float %2981, float %3011
  %3359 = bitcast float %3358 to i32
  %3360 = call i32 @llvm.amdgcn.workitem.id.x()
  %3361 = and i32 %3360, 31
  %3362 = xor i32 %3361, 16
  %3363 = shl i32 %3362, 2
  %3364 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3363, i32 %3359)
  %3365 = bitcast i32 %3364 to float
  %3366 = fadd float %3357, %3365
  %3367 = select i1 %3306, float %3149, float %3119
  %3368 = select i1 %3306, float %3119, float %3149
  %3369 = bitcast float %3368 to i32
  %3370 = call i32 @llvm.amdgcn.workitem.id.x()
  %3371 = and i32 %3370, 31
  %3372 = xor i32 %3371, 16
  %3373 = shl i32 %3372, 2
  %3374 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3373, i32 %3369)
  %3375 = bitcast i32 %3374 to float
  %3376 = fadd float %3367, %3375
  %3377 = select i1 %3306, float %3287, float %3257
  %3378 = select i1 %3306, float %3257, float %3287
  %3379 = bitcast float %3378 to i32
  %3380 = call i32 @llvm.amdgcn.workitem.id.x()
  %3381 = and i32 %3380, 31
  %3382 = xor i32 %3381, 16
  %3383 = shl i32 %3382, 2
  %3384 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3383, i32 %3379)
  %3385 = bitcast i32 %3384 to float
  %3386 = fadd float %3377, %3385
  %3387 = select i1 %3306, float %2336, float %2306
  %3388 = select i1 %3306, float %2306, float %2336
  %3389 = bitcast float %3388 to i32
  %3390 = call i32 @llvm.amdgcn.workitem.id.x()
  %3391 = and i32 %3390, 31
  %3392 = xor i32 %3391, 16
  %3393 = shl i32 %3392, 2
  %3394 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3393, i32 %3389)
  %3395 = bitcast i32 %3394 to float
  %3396 = fadd float %3387, %3395
  %3397 = select i1 %3306, float %2474, float %2444
  %3398 = select i1 %3306, float %2444, float %2474
  %3399 = bitcast float %3398 to i32
  %3400 = call i32 @llvm.amdgcn.workitem.id.x()
  %3401 = and i32 %3400, 31
  %3402 = xor i32 %3401, 16
  %3403 = shl i32 %3402, 2
  %3404 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3403, i32 %3399)
  %3405 = bitcast i32 %3404 to float
  %3406 = fadd float %3397, %3405
  %3407 = select i1 %3306, float %2612, float %2582
  %3408 = select i1 %3306, float %2582, float %2612
  %3409 = bitcast float %3408 to i32
  %3410 = call i32 @llvm.amdgcn.workitem.id.x()
  %3411 = and i32 %3410, 31
  %3412 = xor i32 %3411, 16
  %3413 = shl i32 %3412, 2
  %3414 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3413, i32 %3409)
  %3415 = bitcast i32 %3414 to float
  %3416 = fadd float %3407, %3415
  %3417 = select i1 %3306, float %2750, float %2720
  %3418 = select i1 %3306, float %2720, float %2750
  %3419 = bitcast float %3418 to i32
  %3420 = call i32 @llvm.amdgcn.workitem.id.x()
  %3421 = and i32 %3420, 31
  %3422 = xor i32 %3421, 16
  %3423 = shl i32 %3422, 2
  %3424 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3423, i32 %3419)
  %3425 = bitcast i32 %3424 to float
  %3426 = fadd float %3417, %3425
  %3427 = select i1 %3306, float %2888, float %2858
  %3428 = select i1 %3306, float %2858, float %2888
  %3429 = bitcast float %3428 to i32
  %3430 = call i32 @llvm.amdgcn.workitem.id.x()
  %3431 = and i32 %3430, 31
  %3432 = xor i32 %3431, 16
  %3433 = shl i32 %3432, 2
  %3434 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3433, i32 %3429)
  %3435 = bitcast i32 %3434 to float
  %3436 = fadd float %3427, %3435
  %3437 = select i1 %3306, float %3026, float %2996
  %3438 = select i1 %3306, float %2996, float %3026
  %3439 = bitcast float %3438 to i32
  %3440 = call i32 @llvm.amdgcn.workitem.id.x()
  %3441 = and i32 %3440, 31
  %3442 = xor i32 %3441, 16
  %3443 = shl i32 %3442, 2
  %3444 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3443, i32 %3439)
  %3445 = bitcast i32 %3444 to float
  %3446 = fadd float %3437, %3445
  %3447 = select i1 %3306, float %3164, float %3134
  %3448 = select i1 %3306, float %3134, float %3164
  %3449 = bitcast float %3448 to i32
  %3450 = call i32 @llvm.amdgcn.workitem.id.x()
  %3451 = and i32 %3450, 31
  %3452 = xor i32 %3451, 16
  %3453 = shl i32 %3452, 2
  %3454 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3453, i32 %3449)
  %3455 = bitcast i32 %3454 to float
  %3456 = fadd float %3447, %3455
  %3457 = select i1 %3306, float %3302, float %3272
  %3458 = select i1 %3306, float %3272, float %3302
  %3459 = bitcast float %3458 to i32
  %3460 = call i32 @llvm.amdgcn.workitem.id.x()
  %3461 = and i32 %3460, 31
  %3462 = xor i32 %3461, 16
  %3463 = shl i32 %3462, 2
  %3464 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3463, i32 %3459)
  %3465 = bitcast i32 %3464 to float
  %3466 = fadd float %3457, %3465
  %3467 = and i32 %3304, 8
  %3468 = icmp ne i32 %3467, 0
  %3469 = select i1 %3468, float %3396, float %3316
  %3470 = select i1 %3468, float %3316, float %3396
  %3471 = bitcast float %3470 to i32
  %3472 = call i32 @llvm.amdgcn.workitem.id.x()
  %3473 = and i32 %3472, 31
  %3474 = xor i32 %3473, 8
  %3475 = shl i32 %3474, 2
  %3476 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3475, i32 %3471)
  %3477 = bitcast i32 %3476 to float
  %3478 = fadd float %3469, %3477
  %3479 = select i1 %3468, float %3406, float %3326
  %3480 = select i1 %3468, float %3326, float %3406
  %3481 = bitcast float %3480 to i32
  %3482 = call i32 @llvm.amdgcn.workitem.id.x()
  %3483 = and i32 %3482, 31
  %3484 = xor i32 %3483, 8
  %3485 = shl i32 %3484, 2
  %3486 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3485, i32 %3481)
  %3487 = bitcast i32 %3486 to float
  %3488 = fadd float %3479, %3487
  %3489 = select i1 %3468, float %3416, float %3336
  %3490 = select i1 %3468, float %3336, float %3416
  %3491 = bitcast float %3490 to i32
  %3492 = call i32 @llvm.amdgcn.workitem.id.x()
  %3493 = and i32 %3492, 31
  %3494 = xor i32 %3493, 8
  %3495 = shl i32 %3494, 2
  %3496 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3495, i32 %3491)
  %3497 = bitcast i32 %3496 to float
  %3498 = fadd float %3489, %3497
  %3499 = select i1 %3468, float %3426, float %3346
  %3500 = select i1 %3468, float %3346, float %3426
  %3501 = bitcast float %3500 to i32
  %3502 = call i32 @llvm.amdgcn.workitem.id.x()
  %3503 = and i32 %3502, 31
  %3504 = xor i32 %3503, 8
  %3505 = shl i32 %3504, 2
  %3506 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3505, i32 %3501)
  %3507 = bitcast i32 %3506 to float
  %3508 = fadd float %3499, %3507
  %3509 = select i1 %3468, float %3436, float %3356
  %3510 = select i1 %3468, float %3356, float %3436
  %3511 = bitcast float %3510 to i32
  %3512 = call i32 @llvm.amdgcn.workitem.id.x()
  %3513 = and i32 %3512, 31
  %3514 = xor i32 %3513, 8
  %3515 = shl i32 %3514, 2
  %3516 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3515, i32 %3511)
  %3517 = bitcast i32 %3516 to float
  %3518 = fadd float %3509, %3517
  %3519 = select i1 %3468, float %3446, float %3366
  %3520 = select i1 %3468, float %3366, float %3446
  %3521 = bitcast float %3520 to i32
  %3522 = call i32 @llvm.amdgcn.workitem.id.x()
  %3523 = and i32 %3522, 31
  %3524 = xor i32 %3523, 8
  %3525 = shl i32 %3524, 2
  %3526 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3525, i32 %3521)
  %3527 = bitcast i32 %3526 to float
  %3528 = fadd float %3519, %3527
  %3529 = select i1 %3468, float %3456, float %3376
  %3530 = select i1 %3468, float %3376, float %3456
  %3531 = bitcast float %3530 to i32
  %3532 = call i32 @llvm.amdgcn.workitem.id.x()
  %3533 = and i32 %3532, 31
  %3534 = xor i32 %3533, 8
  %3535 = shl i32 %3534, 2
  %3536 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3535, i32 %3531)
  %3537 = bitcast i32 %3536 to float
  %3538 = fadd float %3529, %3537
  %3539 = select i1 %3468, float %3466, float %3386
  %3540 = select i1 %3468, float %3386, float %3466
  %3541 = bitcast float %3540 to i32
  %3542 = call i32 @llvm.amdgcn.workitem.id.x()
  %3543 = and i32 %3542, 31
  %3544 = xor i32 %3543, 8
  %3545 = shl i32 %3544, 2
  %3546 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3545, i32 %3541)
  %3547 = bitcast i32 %3546 to float
  %3548 = fadd float %3539, %3547
  %3549 = and i32 %3304, 4
  %3550 = icmp ne i32 %3549, 0
  %3551 = select i1 %3550, float %3518, float %3478
  %3552 = select i1 %3550, float %3478, float %3518
  %3553 = bitcast float %3552 to i32
  %3554 = call i32 @llvm.amdgcn.workitem.id.x()
  %3555 = and i32 %3554, 31
  %3556 = xor i32 %3555, 4
  %3557 = shl i32 %3556, 2
  %3558 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3557, i32 %3553)
  %3559 = bitcast i32 %3558 to float
  %3560 = fadd float %3551, %3559
  %3561 = select i1 %3550, float %3528, float %3488
  %3562 = select i1 %3550, float %3488, float %3528
  %3563 = bitcast float %3562 to i32
  %3564 = call i32 @llvm.amdgcn.workitem.id.x()
  %3565 = and i32 %3564, 31
  %3566 = xor i32 %3565, 4
  %3567 = shl i32 %3566, 2
  %3568 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3567, i32 %3563)
  %3569 = bitcast i32 %3568 to float
  %3570 = fadd float %3561, %3569
  %3571 = select i1 %3550, float %3538, float %3498
  %3572 = select i1 %3550, float %3498, float %3538
  %3573 = bitcast float %3572 to i32
  %3574 = call i32 @llvm.amdgcn.workitem.id.x()
  %3575 = and i32 %3574, 31
  %3576 = xor i32 %3575, 4
  %3577 = shl i32 %3576, 2
  %3578 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3577, i32 %3573)
  %3579 = bitcast i32 %3578 to float
  %3580 = fadd float %3571, %3579
  %3581 = select i1 %3550, float %3548, float %3508
  %3582 = select i1 %3550, float %3508, float %3548
  %3583 = bitcast float %3582 to i32
  %3584 = call i32 @llvm.amdgcn.workitem.id.x()
  %3585 = and i32 %3584, 31
  %3586 = xor i32 %3585, 4
  %3587 = shl i32 %3586, 2
  %3588 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3587, i32 %3583)
  %3589 = bitcast i32 %3588 to float
  %3590 = fadd float %3581, %3589
  %3591 = and i32 %3304, 2
  %3592 = icmp ne i32 %3591, 0
  %3593 = select i1 %3592, float %3580, float %3560
  %3594 = select i1 %3592, float %3560, float %3580
  %3595 = bitcast float %3594 to i32
  %3596 = call i32 @llvm.amdgcn.workitem.id.x()
  %3597 = and i32 %3596, 31
  %3598 = xor i32 %3597, 2
  %3599 = shl i32 %3598, 2
  %3600 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3599, i32 %3595)
  %3601 = bitcast i32 %3600 to float
  %3602 = fadd float %3593, %3601
  %3603 = select i1 %3592, float %3590, float %3570
  %3604 = select i1 %3592, float %3570, float %3590
  %3605 = bitcast float %3604 to i32
  %3606 = call i32 @llvm.amdgcn.workitem.id.x()
  %3607 = and i32 %3606, 31
  %3608 = xor i32 %3607, 2
  %3609 = shl i32 %3608, 2
  %3610 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3609, i32 %3605)
  %3611 = bitcast i32 %3610 to float
  %3612 = fadd float %3603, %3611
  %3613 = and i32 %3304, 1
  %3614 = icmp ne i32 %3613, 0
  %3615 = select i1 %3614, float %3612, float %3602
  %3616 = select i1 %3614, float %3602, float %3612
  %3617 = bitcast float %3616 to i32
  %3618 = call i32 @llvm.amdgcn.workitem.id.x()
  %3619 = and i32 %3618, 31
  %3620 = xor i32 %3619, 1
  %3621 = shl i32 %3620, 2
  %3622 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3621, i32 %3617)
  %3623 = bitcast i32 %3622 to float
  %3624 = fadd float %3615, %3623
  %3625 = add i32 %2198, %290
  %3626 = icmp slt i32 %3625, %295
  %3627 = icmp sge i32 %3625, 0
  %3628 = and i1 %3626, %3627
  %3629 = fmul float %3624, %8
  %3630 = select i1 %3628, float %3629, float 0xFFF0000000000000
  %3631 = bitcast float %3630 to i32
  %3632 = call i32 @llvm.amdgcn.workitem.id.x()
  %3633 = and i32 %3632, 31
  %3634 = xor i32 %3633, 4
  %3635 = shl i32 %3634, 2
  %3636 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3635, i32 %3631)
  %3637 = bitcast i32 %3636 to float
  %3638 = fcmp ogt float %3630, %3637
  %3639 = select i1 %3638, float %3630, float %3637
  %3640 = bitcast float %3639 to i32
  %3641 = call i32 @llvm.amdgcn.workitem.id.x()
  %3642 = and i32 %3641, 31
  %3643 = xor i32 %3642, 2
  %3644 = shl i32 %3643, 2
  %3645 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3644, i32 %3640)
  %3646 = bitcast i32 %3645 to float
  %3647 = fcmp ogt float %3639, %3646
  %3648 = select i1 %3647, float %3639, float %3646
  %3649 = bitcast float %3648 to i32
  %3650 = call i32 @llvm.amdgcn.workitem.id.x()
  %3651 = and i32 %3650, 31
  %3652 = xor i32 %3651, 1
  %3653 = shl i32 %3652, 2
  %3654 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3653, i32 %3649)
  %3655 = bitcast i32 %3654 to float
  %3656 = fcmp ogt float %3648, %3655
  %3657 = select i1 %3656, float %3648, float %3655
  %3658 = load float, ptr addrspace(5) %v32, align 4
  %3659 = fcmp ogt float %3658, %3657
  %3660 = select i1 %3659, float %3658, float %3657
  %3661 = fcmp oeq float %3658, 0xFFF0000000000000
  %3662 = fsub float %3658, %3660
  %3663 = fmul float %3662, 0x3FF7154760000000
  %3664 = fcmp olt float %3663, -1.260000e+02
  %3665 = fcmp ogt float %3663, 1.270000e+02
  %3666 = select i1 %3664, float -1.260000e+02, float %3663
  %3667 = select i1 %3665, float 1.270000e+02, float %3666
  %3668 = fadd float %3667, 5.000000e-01
  %3669 = call float @llvm.floor.f32(float %3668)
  %3670 = fsub float %3667, %3669
  %3671 = fmul float 0x3EEFFCBFC0000000, %3670
  %3672 = fadd float %3671, 0x3F24309120000000
  %3673 = fmul float %3672, %3670
  %3674 = fadd float %3673, 0x3F55D87FE0000000
  %3675 = fmul float %3674, %3670
  %3676 = fadd float %3675, 0x3F83B2AB60000000
  %3677 = fmul float %3676, %3670
  %3678 = fadd float %3677, 0x3FAC6B08E0000000
  %3679 = fmul float %3678, %3670
  %3680 = fadd float %3679, 0x3FCEBFBE00000000
  %3681 = fmul float %3680, %3670
  %3682 = fadd float %3681, 0x3FE62E4300000000
  %3683 = fmul float %3682, %3670
  %3684 = fadd float %3683, 1.000000e+00
  %3685 = fptosi float %3669 to i32
  %3686 = add i32 %3685, 127
  %3687 = shl i32 %3686, 23
  %3688 = bitcast i32 %3687 to float
  %3689 = fmul float %3684, %3688
  %3690 = select i1 %3664, float 0.000000e+00, float %3689
  %3691 = select i1 %3665, float 0x7FF0000000000000, float %3690
  %3692 = fcmp uno float %3663, %3663
  %3693 = select i1 %3692, float %3663, float %3691
  %3694 = select i1 %3661, float 0.000000e+00, float %3693
  %3695 = fsub float %3630, %3660
  %3696 = fmul float %3695, 0x3FF7154760000000
  %3697 = fcmp olt float %3696, -1.260000e+02
  %3698 = fcmp ogt float %3696, 1.270000e+02
  %3699 = select i1 %3697, float -1.260000e+02, float %3696
  %3700 = select i1 %3698, float 1.270000e+02, float %3699
  %3701 = fadd float %3700, 5.000000e-01
  %3702 = call float @llvm.floor.f32(float %3701)
  %3703 = fsub float %3700, %3702
  %3704 = fmul float 0x3EEFFCBFC0000000, %3703
  %3705 = fadd float %3704, 0x3F24309120000000
  %3706 = fmul float %3705, %3703
  %3707 = fadd float %3706, 0x3F55D87FE0000000
  %3708 = fmul float %3707, %3703
  %3709 = fadd float %3708, 0x3F83B2AB60000000
  %3710 = fmul float %3709, %3703
  %3711 = fadd float %3710, 0x3FAC6B08E0000000
  %3712 = fmul float %3711, %3703
  %3713 = fadd float %3712, 0x3FCEBFBE00000000
  %3714 = fmul float %3713, %3703
  %3715 = fadd float %3714, 0x3FE62E4300000000
  %3716 = fmul float %3715, %3703
  %3717 = fadd float %3716, 1.000000e+00
  %3718 = fptosi float %3702 to i32
  %3719 = add i32 %3718, 127
  %3720 = shl i32 %3719, 23
  %3721 = bitcast i32 %3720 to float
  %3722 = fmul float %3717, %3721
  %3723 = select i1 %3697, float 0.000000e+00, float %3722
  %3724 = select i1 %3698, float 0x7FF0000000000000, float %3723
  %3725 = fcmp uno float %3696, %3696
  %3726 = select i1 %3725, float %3696, float %3724
  %3727 = select i1 %3628, float %3726, float 0.000000e+00
  %3728 = bitcast float %3727 to i32
  %3729 = call i32 @llvm.amdgcn.workitem.id.x()
  %3730 = and i32 %3729, 31
  %3731 = xor i32 %3730, 4
  %3732 = shl i32 %3731, 2
  %3733 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3732, i32 %3728)
  %3734 = bitcast i32 %3733 to float
  %3735 = fadd float %3727, %3734
  %3736 = bitcast float %3735 to i32
  %3737 = call i32 @llvm.amdgcn.workitem.id.x()
  %3738 = and i32 %3737, 31
  %3739 = xor i32 %3738, 2
  %3740 = shl i32 %3739, 2
  %3741 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3740, i32 %3736)
  %3742 = bitcast i32 %3741 to float
  %3743 = fadd float %3735, %3742
  %3744 = bitcast float %3743 to i32
  %3745 = call i32 @llvm.amdgcn.workitem.id.x()
  %3746 = and i32 %3745, 31
  %3747 = xor i32 %3746, 1
  %3748 = shl i32 %3747, 2
  %3749 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3748, i32 %3744)
  %3750 = bitcast i32 %3749 to float
  %3751 = fadd float %3743, %3750
  %3752 = load float, ptr addrspace(5) %v33, align 4
  %3753 = fmul float %3752, %3694
  %3754 = fadd float %3753, %3751
  store float %3754, ptr addrspace(5) %v33, align 4
  store float %3660, ptr addrspace(5) %v32, align 4
  %3755 = bitcast float %3694 to i32
  %3756 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3755)
  %3757 = bitcast i32 %3756 to float
  %3758 = load float, ptr addrspace(5) %v, align 4
  %3759 = fmul float %3758, %3757
  store float %3759, ptr addrspace(5) %v, align 4
  %3760 = load float, ptr addrspace(5) %v1, align 4
  %3761 = fmul float %3760, %3757
  store float %3761, ptr addrspace(5) %v1, align 4
  %3762 = load float, ptr addrspace(5) %v2, align 4
  %3763 = fmul float %3762, %3757
  store float %3763, ptr addrspace(5) %v2, align 4
  %3764 = load float, ptr addrspace(5) %v3, align 4
  %3765 = fmul float %3764, %3757
  store float %3765, ptr addrspace(5) %v3, align 4
  %3766 = load float, ptr addrspace(5) %v4, align 4
  %3767 = fmul float %3766, %3757
  store float %3767, ptr addrspace(5) %v4, align 4
  %3768 = load float, ptr addrspace(5) %v5, align 4
  %3769 = fmul float %3768, %3757
  store float %3769, ptr addrspace(5) %v5, align 4
  %3770 = load float, ptr addrspace(5) %v6, align 4
  %3771 = fmul float %3770, %3757
  store float %3771, ptr addrspace(5) %v6, align 4
  %3772 = load float, ptr addrspace(5) %v7, align 4
  %3773 = fmul float %3772, %3757
  store float %3773, ptr addrspace(5) %v7, align 4
  %3774 = bitcast float %3694 to i32
  %3775 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3774)
  %3776 = bitcast i32 %3775 to float
  %3777 = load float, ptr addrspace(5) %v8, align 4
  %3778 = fmul float %3777, %3776
  store float %3778, ptr addrspace(5) %v8, align 4
  %3779 = load float, ptr addrspace(5) %v9, align 4
  %3780 = fmul float %3779, %3776
  store float %3780, ptr addrspace(5) %v9, align 4
  %3781 = load float, ptr addrspace(5) %v10, align 4
  %3782 = fmul float %3781, %3776
  store float %3782, ptr addrspace(5) %v10, align 4
  %3783 = load float, ptr addrspace(5) %v11, align 4
  %3784 = fmul float %3783, %3776
  store float %3784, ptr addrspace(5) %v11, align 4
  %3785 = load float, ptr addrspace(5) %v12, align 4
  %3786 = fmul float %3785, %3776
  store float %3786, ptr addrspace(5) %v12, align 4
  %3787 = load float, ptr addrspace(5) %v13, align 4
  %3788 = fmul float %3787, %3776
  store float %3788, ptr addrspace(5) %v13, align 4
  %3789 = load float, ptr addrspace(5) %v14, align 4
  %3790 = fmul float %3789, %3776
  store float %3790, ptr addrspace(5) %v14, align 4
  %3791 = load float, ptr addrspace(5) %v15, align 4
  %3792 = fmul float %3791, %3776
  store float %3792, ptr addrspace(5) %v15, align 4
  %3793 = bitcast float %3694 to i32
  %3794 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3793)
  %3795 = bitcast i32 %3794 to float
  %3796 = load float, ptr addrspace(5) %v16, align 4
  %3797 = fmul float %3796, %3795
  store float %3797, ptr addrspace(5) %v16, align 4
  %3798 = load float, ptr addrspace(5) %v17, align 4
  %3799 = fmul float %3798, %3795
  store float %3799, ptr addrspace(5) %v17, align 4
  %3800 = load float, ptr addrspace(5) %v18, align 4
  %3801 = fmul float %3800, %3795
  store float %3801, ptr addrspace(5) %v18, align 4
  %3802 = load float, ptr addrspace(5) %v19, align 4
  %3803 = fmul float %3802, %3795
  store float %3803, ptr addrspace(5) %v19, align 4
  %3804 = load float, ptr addrspace(5) %v20, align 4
  %3805 = fmul float %3804, %3795
  store float %3805, ptr addrspace(5) %v20, align 4
  %3806 = load float, ptr addrspace(5) %v21, align 4
  %3807 = fmul float %3806, %3795
  store float %3807, ptr addrspace(5) %v21, align 4
  %3808 = load float, ptr addrspace(5) %v22, align 4
  %3809 = fmul float %3808, %3795
  store float %3809, ptr addrspace(5) %v22, align 4
  %3810 = load float, ptr addrspace(5) %v23, align 4
  %3811 = fmul float %3810, %3795
  store float %3811, ptr addrspace(5) %v23, align 4
  %3812 = bitcast float %3694 to i32
  %3813 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3812)
  %3814 = bitcast i32 %3813 to float
  %3815 = load float, ptr addrspace(5) %v24, align 4
  %3816 = fmul float %3815, %3814
  store float %3816, ptr addrspace(5) %v24, align 4
  %3817 = load float, ptr addrspace(5) %v25, align 4
  %3818 = fmul float %3817, %3814
  store float %3818, ptr addrspace(5) %v25, align 4
  %3819 = load float, ptr addrspace(5) %v26, align 4
  %3820 = fmul float %3819, %3814
  store float %3820, ptr addrspace(5) %v26, align 4
  %3821 = load float, ptr addrspace(5) %v27, align 4
  %3822 = fmul float %3821, %3814
  store float %3822, ptr addrspace(5) %v27, align 4
  %3823 = load float, ptr addrspace(5) %v28, align 4
  %3824 = fmul float %3823, %3814
  store float %3824, ptr addrspace(5) %v28, align 4
  %3825 = load float, ptr addrspace(5) %v29, align 4
  %3826 = fmul float %3825, %3814
  store float %3826, ptr addrspace(5) %v29, align 4
  %3827 = load float, ptr addrspace(5) %v30, align 4
  %3828 = fmul float %3827, %3814
  store float %3828, ptr addrspace(5) %v30, align 4
  %3829 = load float, ptr addrspace(5) %v31, align 4
  %3830 = fmul float %3829, %3814
  store float %3830, ptr addrspace(5) %v31, align 4
  %3831 = add i32 %2198, 0
  %3832 = icmp sgt i32 %3831, %309
  %3833 = select i1 %3832, i32 %309, i32 %3831
  %3834 = mul i32 %3833, %5
  %3835 = add i32 %3834, %18
  %3836 = mul i32 %3835, %6
  %3837 = add i32 %3836, %25
  %3838 = select i1 %26, i32 %3837, i32 %3836
  %3839 = sext i32 %3838 to i64
  %3840 = mul i64 %3839, 2
  %3841 = getelementptr i8, ptr addrspace(1) %3, i64 %3840
  %3842 = load i16, ptr addrspace(1) %3841, align 2
  %3843 = bitcast i16 %3842 to half
  %3844 = fpext half %3843 to float
  %3845 = select i1 %26, float %3844, float 0.000000e+00
  %3846 = add i32 %3836, %27
  %3847 = select i1 %28, i32 %3846, i32 %3836
  %3848 = sext i32 %3847 to i64
  %3849 = mul i64 %3848, 2
  %3850 = getelementptr i8, ptr addrspace(1) %3, i64 %3849
  %3851 = load i16, ptr addrspace(1) %3850, align 2
  %3852 = bitcast i16 %3851 to half
  %3853 = fpext half %3852 to float
  %3854 = select i1 %28, float %3853, float 0.000000e+00
  %3855 = add i32 %3836, %29
  %3856 = select i1 %30, i32 %3855, i32 %3836
  %3857 = sext i32 %3856 to i64
  %3858 = mul i64 %3857, 2
  %3859 = getelementptr i8, ptr addrspace(1) %3, i64 %3858
  %3860 = load i16, ptr addrspace(1) %3859, align 2
  %3861 = bitcast i16 %3860 to half
  %3862 = fpext half %3861 to float
  %3863 = select i1 %30, float %3862, float 0.000000e+00
  %3864 = add i32 %3836, %31
  %3865 = select i1 %32, i32 %3864, i32 %3836
  %3866 = sext i32 %3865 to i64
  %3867 = mul i64 %3866, 2
  %3868 = getelementptr i8, ptr addrspace(1) %3, i64 %3867
  %3869 = load i16, ptr addrspace(1) %3868, align 2
  %3870 = bitcast i16 %3869 to half
  %3871 = fpext half %3870 to float
  %3872 = select i1 %32, float %3871, float 0.000000e+00
  %3873 = add i32 %3836, %33
  %3874 = select i1 %34, i32 %3873, i32 %3836
  %3875 = sext i32 %3874 to i64
  %3876 = mul i64 %3875, 2
  %3877 = getelementptr i8, ptr addrspace(1) %3, i64 %3876
  %3878 = load i16, ptr addrspace(1) %3877, align 2
  %3879 = bitcast i16 %3878 to half
  %3880 = fpext half %3879 to float
  %3881 = select i1 %34, float %3880, float 0.000000e+00
  %3882 = add i32 %3836, %35
  %3883 = select i1 %36, i32 %3882, i32 %3836
  %3884 = sext i32 %3883 to i64
  %3885 = mul i64 %3884, 2
  %3886 = getelementptr i8, ptr addrspace(1) %3, i64 %3885
  %3887 = load i16, ptr addrspace(1) %3886, align 2
  %3888 = bitcast i16 %3887 to half
  %3889 = fpext half %3888 to float
  %3890 = select i1 %36, float %3889, float 0.000000e+00
  %3891 = add i32 %3836, %37
  %3892 = select i1 %38, i32 %3891, i32 %3836
  %3893 = sext i32 %3892 to i64
  %3894 = mul i64 %3893, 2
  %3895 = getelementptr i8, ptr addrspace(1) %3, i64 %3894
  %3896 = load i16, ptr addrspace(1) %3895, align 2
  %3897 = bitcast i16 %3896 to half
  %3898 = fpext half %3897 to float
  %3899 = select i1 %38, float %3898, float 0.000000e+00
  %3900 = add i32 %3836, %39
  %3901 = select i1 %40, i32 %3900, i32 %3836
  %3902 = sext i32 %3901 to i64
  %3903 = mul i64 %3902, 2
  %3904 = getelementptr i8, ptr addrspace(1) %3, i64 %3903
  %3905 = load i16, ptr addrspace(1) %3904, align 2
  %3906 = bitcast i16 %3905 to half
  %3907 = fpext half %3906 to float
  %3908 = select i1 %40, float %3907, float 0.000000e+00
  %3909 = bitcast float %3727 to i32
  %3910 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3909)
  %3911 = bitcast i32 %3910 to float
  %3912 = load float, ptr addrspace(5) %v, align 4
  %3913 = fmul float %3911, %3845
  %3914 = fadd float %3913, %3912
  store float %3914, ptr addrspace(5) %v, align 4
  %3915 = load float, ptr addrspace(5) %v1, align 4
  %3916 = fmul float %3911, %3854
  %3917 = fadd float %3916, %3915
  store float %3917, ptr addrspace(5) %v1, align 4
  %3918 = load float, ptr addrspace(5) %v2, align 4
  %3919 = fmul float %3911, %3863
  %3920 = fadd float %3919, %3918
  store float %3920, ptr addrspace(5) %v2, align 4
  %3921 = load float, ptr addrspace(5) %v3, align 4
  %3922 = fmul float %3911, %3872
  %3923 = fadd float %3922, %3921
  store float %3923, ptr addrspace(5) %v3, align 4
  %3924 = load float, ptr addrspace(5) %v4, align 4
  %3925 = fmul float %3911, %3881
  %3926 = fadd float %3925, %3924
  store float %3926, ptr addrspace(5) %v4, align 4
  %3927 = load float, ptr addrspace(5) %v5, align 4
  %3928 = fmul float %3911, %3890
  %3929 = fadd float %3928, %3927
  store float %3929, ptr addrspace(5) %v5, align 4
  %3930 = load float, ptr addrspace(5) %v6, align 4
  %3931 = fmul float %3911, %3899
  %3932 = fadd float %3931, %3930
  store float %3932, ptr addrspace(5) %v6, align 4
  %3933 = load float, ptr addrspace(5) %v7, align 4
  %3934 = fmul float %3911, %3908
  %3935 = fadd float %3934, %3933
  store float %3935, ptr addrspace(5) %v7, align 4
  %3936 = bitcast float %3727 to i32
  %3937 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3936)
  %3938 = bitcast i32 %3937 to float
  %3939 = load float, ptr addrspace(5) %v8, align 4
  %3940 = fmul float %3938, %3845
  %3941 = fadd float %3940, %3939
  store float %3941, ptr addrspace(5) %v8, align 4
  %3942 = load float, ptr addrspace(5) %v9, align 4
  %3943 = fmul float %3938, %3854
  %3944 = fadd float %3943, %3942
  store float %3944, ptr addrspace(5) %v9, align 4
  %3945 = load float, ptr addrspace(5) %v10, align 4
  %3946 = fmul float %3938, %3863
  %3947 = fadd float %3946, %3945
  store float %3947, ptr addrspace(5) %v10, align 4
  %3948 = load float, ptr addrspace(5) %v11, align 4
  %3949 = fmul float %3938, %3872
  %3950 = fadd float %3949, %3948
  store float %3950, ptr addrspace(5) %v11, align 4
  %3951 = load float, ptr addrspace(5) %v12, align 4
  %3952 = fmul float %3938, %3881
  %3953 = fadd float %3952, %3951
  store float %3953, ptr addrspace(5) %v12, align 4
  %3954 = load float, ptr addrspace(5) %v13, align 4
  %3955 = fmul float %3938, %3890
  %3956 = fadd float %3955, %3954
  store float %3956, ptr addrspace(5) %v13, align 4
  %3957 = load float, ptr addrspace(5) %v14, align 4
  %3958 = fmul float %3938, %3899
  %3959 = fadd float %3958, %3957
  store float %3959, ptr addrspace(5) %v14, align 4
  %3960 = load float, ptr addrspace(5) %v15, align 4
  %3961 = fmul float %3938, %3908
  %3962 = fadd float %3961, %3960
  store float %3962, ptr addrspace(5) %v15, align 4
  %3963 = bitcast float %3727 to i32
  %3964 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3963)
  %3965 = bitcast i32 %3964 to float
  %3966 = load float, ptr addrspace(5) %v16, align 4
  %3967 = fmul float %3965, %3845
  %3968 = fadd float %3967, %3966
  store float %3968, ptr addrspace(5) %v16, align 4
  %3969 = load float, ptr addrspace(5) %v17, align 4
  %3970 = fmul float %3965, %3854
  %3971 = fadd float %3970, %3969
  store float %3971, ptr addrspace(5) %v17, align 4
  %3972 = load float, ptr addrspace(5) %v18, align 4
  %3973 = fmul float %3965, %3863
  %3974 = fadd float %3973, %3972
  store float %3974, ptr addrspace(5) %v18, align 4
  %3975 = load float, ptr addrspace(5) %v19, align 4
  %3976 = fmul float %3965, %3872
  %3977 = fadd float %3976, %3975
  store float %3977, ptr addrspace(5) %v19, align 4
  %3978 = load float, ptr addrspace(5) %v20, align 4
  %3979 = fmul float %3965, %3881
  %3980 = fadd float %3979, %3978
  store float %3980, ptr addrspace(5) %v20, align 4
  %3981 = load float, ptr addrspace(5) %v21, align 4
  %3982 = fmul float %3965, %3890
  %3983 = fadd float %3982, %3981
  store float %3983, ptr addrspace(5) %v21, align 4
  %3984 = load float, ptr addrspace(5) %v22, align 4
  %3985 = fmul float %3965, %3899
  %3986 = fadd float %3985, %3984
  store float %3986, ptr addrspace(5) %v22, align 4
  %3987 = load float, ptr addrspace(5) %v23, align 4
  %3988 = fmul float %3965, %3908
  %3989 = fadd float %3988, %3987
  store float %3989, ptr addrspace(5) %v23, align 4
  %3990 = bitcast float %3727 to i32
  %3991 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3990)
  %3992 = bitcast i32 %3991 to float
  %3993 = load float, ptr addrspace(5) %v24, align 4
  %3994 = fmul float %3992, %3845
  %3995 = fadd float %3994, %3993
  store float %3995, ptr addrspace(5) %v24, align 4
  %3996 = load float, ptr addrspace(5) %v25, align 4
  %3997 = fmul float %3992, %3854
  %3998 = fadd float %3997, %3996
  store float %3998, ptr addrspace(5) %v25, align 4
  %3999 = load float, ptr addrspace(5) %v26, align 4
  %4000 = fmul float %3992, %3863
  %4001 = fadd float %4000, %3999
  store float %4001, ptr addrspace(5) %v26, align 4
  %4002 = load float, ptr addrspace(5) %v27, align 4
  %4003 = fmul float %3992, %3872
  %4004 = fadd float %4003, %4002
  store float %4004, ptr addrspace(5) %v27, align 4
  %4005 = load float, ptr addrspace(5) %v28, align 4
  %4006 = fmul float %3992, %3881
  %4007 = fadd float %4006, %4005
  store float %4007, ptr addrspace(5) %v28, align 4
  %4008 = load float, ptr addrspace(5) %v29, align 4
  %4009 = fmul float %3992, %3890
  %4010 = fadd float %4009, %4008
  store float %4010, ptr addrspace(5) %v29, align 4
  %4011 = load float, ptr addrspace(5) %v30, align 4
  %4012 = fmul float %3992, %3899
  %4013 = fadd float %4012, %4011
  store float %4013, ptr addrspace(5) %v30, align 4
  %4014 = load float, ptr addrspace(5) %v31, align 4
  %4015 = fmul float %3992, %3908
  %4016 = fadd float %4015, %4014
  store float %4016, ptr addrspace(5) %v31, align 4
  %4017 = add i32 %2198, 1
  %4018 = icmp sgt i32 %4017, %309
  %4019 = select i1 %4018, i32 %309, i32 %4017
  %4020 = mul i32 %4019, %5
  %4021 = add i32 %4020, %18
  %4022 = mul i32 %4021, %6
  %4023 = add i32 %4022, %25
  %4024 = select i1 %26, i32 %4023, i32 %4022
  %4025 = sext i32 %4024 to i64
  %4026 = mul i64 %4025, 2
  %4027 = getelementptr i8, ptr addrspace(1) %3, i64 %4026
  %4028 = load i16, ptr addrspace(1) %4027, align 2
  %4029 = bitcast i16 %4028 to half
  %4030 = fpext half %4029 to float
  %4031 = select i1 %26, float %4030, float 0.000000e+00
  %4032 = add i32 %4022, %27
  %4033 = select i1 %28, i32 %4032, i32 %4022
  %4034 = sext i32 %4033 to i64
  %4035 = mul i64 %4034, 2
  %4036 = getelementptr i8, ptr addrspace(1) %3, i64 %4035
  %4037 = load i16, ptr addrspace(1) %4036, align 2
  %4038 = bitcast i16 %4037 to half
  %4039 = fpext half %4038 to float
  %4040 = select i1 %28, float %4039, float 0.000000e+00
  %4041 = add i32 %4022, %29
  %4042 = select i1 %30, i32 %4041, i32 %4022
  %4043 = sext i32 %4042 to i64
  %4044 = mul i64 %4043, 2
  %4045 = getelementptr i8, ptr addrspace(1) %3, i64 %4044
  %4046 = load i16, ptr addrspace(1) %4045, align 2
  %4047 = bitcast i16 %4046 to half
  %4048 = fpext half %4047 to float
  %4049 = select i1 %30, float %4048, float 0.000000e+00
  %4050 = add i32 %4022, %31
  %4051 = select i1 %32, i32 %4050, i32 %4022
  %4052 = sext i32 %4051 to i64
  %4053 = mul i64 %4052, 2
  %4054 = getelementptr i8, ptr addrspace(1) %3, i64 %4053
  %4055 = load i16, ptr addrspace(1) %4054, align 2
  %4056 = bitcast i16 %4055 to half
  %4057 = fpext half %4056 to float
  %4058 = select i1 %32, float %4057, float 0.000000e+00
  %4059 = add i32 %4022, %33
  %4060 = select i1 %34, i32 %4059, i32 %4022
  %4061 = sext i32 %4060 to i64
  %4062 = mul i64 %4061, 2
  %4063 = getelementptr i8, ptr addrspace(1) %3, i64 %4062
  %4064 = load i16, ptr addrspace(1) %4063, align 2
  %4065 = bitcast i16 %4064 to half
  %4066 = fpext half %4065 to float
  %4067 = select i1 %34, float %4066, float 0.000000e+00
  %4068 = add i32 %4022, %35
  %4069 = select i1 %36, i32 %4068, i32 %4022
  %4070 = sext i32 %4069 to i64
  %4071 = mul i64 %4070, 2
  %4072 = getelementptr i8, ptr addrspace(1) %3, i64 %4071
  %4073 = load i16, ptr addrspace(1) %4072, align 2
  %4074 = bitcast i16 %4073 to half
  %4075 = fpext half %4074 to float
  %4076 = select i1 %36, float %4075, float 0.000000e+00
  %4077 = add i32 %4022, %37
  %4078 = select i1 %38, i32 %4077, i32 %4022
  %4079 = sext i32 %4078 to i64
  %4080 = mul i64 %4079, 2
  %4081 = getelementptr i8, ptr addrspace(1) %3, i64 %4080
  %4082 = load i16, ptr addrspace(1) %4081, align 2
  %4083 = bitcast i16 %4082 to half
  %4084 = fpext half %4083 to float
  %4085 = select i1 %38, float %4084, float 0.000000e+00
  %4086 = add i32 %4022, %39
  %4087 = select i1 %40, i32 %4086, i32 %4022
  %4088 = sext i32 %4087 to i64
  %4089 = mul i64 %4088, 2
  %4090 = getelementptr i8, ptr addrspace(1) %3, i64 %4089
  %4091 = load i16, ptr addrspace(1) %4090, align 2
  %4092 = bitcast i16 %4091 to half
  %4093 = fpext half %4092 to float
  %4094 = select i1 %40, float %4093, float 0.000000e+00
  %4095 = bitcast float %3727 to i32
  %4096 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %4095)
  %4097 = bitcast i32 %4096 to float
  %4098 = load float, ptr addrspace(5) %v, align 4
  %4099 = fmul float %4097, %4031
  %4100 = fadd float %4099, %4098
  store float %4100, ptr addrspace(5) %v, align 4
  %4101 = load float, ptr addrspace(5) %v1, align 4
  %4102 = fmul float %4097, %4040
  %4103 = fadd float %4102, %4101
  store float %4103, ptr addrspace(5) %v1, align 4
  %4104 = load float, ptr addrspace(5) %v2, align 4
  %4105 = fmul float %4097, %4049
  %4106 = fadd float %4105, %4104
  store float %4106, ptr addrspace(5) %v2, align 4
  %4107 = load float, ptr addrspace(5) %v3, align 4
  %4108 = fmul float %4097, %4058
  %4109 = fadd float %4108, %4107
  store float %4109, ptr addrspace(5) %v3, align 4
  %4110 = load float, ptr addrspace(5) %v4, align 4
  %4111 = fmul float %4097, %4067
  %4112 = fadd float %4111, %4110
  store float %4112, ptr addrspace(5) %v4, align 4
  %4113 = load float, ptr addrspace(5) %v5, align 4
  %4114 = fmul float %4097, %4076
  %4115 = fadd float %4114, %4113
  store float %4115, ptr addrspace(5) %v5, align 4
  %4116 = load float, ptr addrspace(5) %v6, align 4
  %4117 = fmul float %4097, %4085
  %4118 = fadd float %4117, %4116
  store float %4118, ptr addrspace(5) %v6, align 4
  %4119 = load float, ptr addrspace(5) %v7, align 4
  %4120 = fmul float %4097, %4094
  %4121 = fadd float %4120, %4119
  store float %4121, ptr addrspace(5) %v7, align 4
  %4122 = bitcast float %3727 to i32
  %4123 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %4122)
  %4124 = bitcast i32 %4123 to float
  %4125 = load float, ptr addrspace(5) %v8, align 4
  %4126 = fmul float %4124, %4031
  %4127 = fadd float %4126, %4125
  store float %4127, ptr addrspace(5) %v8, align 4
  %4128 = load float, ptr addrspace(5) %v9, align 4
  %4129 = fmul float %4124, %4040
  %4130 = fadd float %4129, %4128
  store float %4130, ptr addrspace(5) %v9, align 4
  %4131 = load float, ptr addrspace(5) %v10, align 4
  %4132 = fmul float %4124, %4049
  %4133 = fadd float %4132, %4131
  store float %4133, ptr addrspace(5) %v10, align 4
  %4134 = load float, ptr addrspace(5) %v11, align 4
  %4135 = fmul float %4124, %4058
  %4136 = fadd float %4135, %4134
  store float %4136, ptr addrspace(5) %v11, align 4
  %4137 = load float, ptr addrspace(5) %v12, align 4
  %4138 = fmul float %4124, %4067
  %4139 = fadd float %4138, %4137
  store float %4139, ptr addrspace(5) %v12, align 4
  %4140 = load float, ptr addrspace(5) %v13, align 4
  %4141 = fmul float %4124, %4076
  %4142 = fadd float %4141, %4140
  store float %4142, ptr addrspace(5) %v13, align 4
  %4143 = load float, ptr addrspace(5) %v14, align 4
  %4144 = fmul float %4124, %4085
  %4145 = fadd float %4144, %4143
  store float %4145, ptr addrspace(5) %v14, align 4
  %4146 = load float, ptr addrspace(5) %v15, align 4
  %4147 = fmul float %4124, %4094
  %4148 = fadd float %4147, %4146
  store float %4148, ptr addrspace(5) %v15, align 4
  %4149 = bitcast float %3727 to i32
  %4150 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %4149)
  %4151 = bitcast i32 %4150 to float
  %4152 = load float, ptr addrspace(5) %v16, align 4
  %4153 = fmul float %4151, %4031
  %4154 = fadd float %4153, %4152
  store float %4154, ptr addrspace(5) %v16, align 4
  %4155 = load float, ptr addrspace(5) %v17, align 4
  %4156 = fmul float %4151, %4040
  %4157 = fadd float %4156, %4155
  store float %4157, ptr addrspace(5) %v17, align 4
  %4158 = load float, ptr addrspace(5) %v18, align 4
  %4159 = fmul float %4151, %4049
  %4160 = fadd float %4159, %4158
  store float %4160, ptr addrspace(5) %v18, align 4
  %4161 = load float, ptr addrspace(5) %v19, align 4
  %4162 = fmul float %4151, %4058
  %4163 = fadd float %4162, %4161
  store float %4163, ptr addrspace(5) %v19, align 4
  %4164 = load float, ptr addrspace(5) %v20, align 4
  %4165 = fmul float %4151, %4067
  %4166 = fadd float %4165, %4164
  store float %4166, ptr addrspace(5) %v20, align 4
  %4167 = load float, ptr addrspace(5) %v21, align 4
  %4168 = fmul float %4151, %4076
  %4169 = fadd float %4168, %4167
  store float %4169, ptr addrspace(5) %v21, align 4
  %4170 = load float, ptr addrspace(5) %v22, align 4
  %4171 = fmul float %4151, %4085
  %4172 = fadd float %4171, %4170
  store float %4172, ptr addrspace(5) %v22, align 4
  %4173 = load float, ptr addrspace(5) %v23, align 4
  %4174 = fmul float %4151, %4094
  %4175 = fadd float %4174, %4173
  store float %4175, ptr addrspace(5) %v23, align 4
  %4176 = bitcast float %3727 to i32
  %4177 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %4176)
  %4178 = bitcast i32 %4177 to float
  %4179 = load float, ptr addrspace(5) %v24, align 4
  %4180 = fmul float %4178, %4031
  %4181 = fadd float %4180, %4179
  store float %4181, ptr addrspace(5) %v24, align 4
  %4182 = load float, ptr addrspace(5) %v25, align 4
  %4183 = fmul float %4178, %4040
  %4184 = fadd float %4183, %4182
  store float %4184, ptr addrspace(5) %v25, align 4
  %4185 = load float, ptr addrspace(5) %v26, align 4
  %4186 = fmul float %4178, %4049
  %4187 = fadd float %4186, %4185
  store float %4187, ptr addrspace(5) %v26, align 4
  %4188 = load float, ptr addrspace(5) %v27, align 4
  %4189 = fmul float %4178, %4058
  %4190 = fadd float %4189, %4188
  store float %4190, ptr addrspace(5) %v27, align 4
  %4191 = load float, ptr addrspace(5) %v28, align 4
  %4192 = fmul float %4178, %4067
  %4193 = fadd float %4192, %4191
  store float %4193, ptr addrspace(5) %v28, align 4
  %4194 = load float, ptr addrspace(5) %v29, align 4
  %4195 = fmul float %4178, %4076
  %4196 = fadd float %4195, %4194
  store float %4196, ptr addrspace(5) %v29, align 4
  %4197 = load float, ptr addrspace(5) %v30, align 4
  %4198 = fmul float %4178, %4085
  %4199 = fadd float %4198, %4197
  store float %4199, ptr addrspace(5) %v30, align 4
  %4200 = load float, ptr addrspace(5) %v31, align 4
  %4201 = fmul float %4178, %4094
  %4202 = fadd float %4201, %4200
  store float %4202, ptr addrspace(5) %v31, align 4
  %4203 = add i32 %2198, 2
  %4204 = icmp sgt i32 %4203, %309
  %4205 = select i1 %4204, i32 %309, i32 %4203
  %4206 = mul i32 %4205, %5
  %4207 = add i32 %4206, %18
  %4208 = mul i32 %4207, %6
  %4209 = add i32 %4208, %25
  %4210 = select i1 %26, i32 %4209, i32 %4208
  %4211 = sext i32 %4210 to i64
  %4212 = mul i64 %4211, 2
  %4213 = getelementptr i8, ptr addrspace(1) %3, i64 %4212
  %4214 = load i16, ptr addrspace(1) %4213, align 2
  %4215 = bitcast i16 %4214 to half
  %4216 = fpext half %4215 to float
  %4217 = select i1 %26, float %4216, float 0.000000e+00
  %4218 = add i32 %4208, %27
  %4219 = select i1 %28, i32 %4218, i32 %4208
  %4220 = sext i32 %4219 to i64
  %4221 = mul i64 %4220, 2
  %4222 = getelementptr i8, ptr addrspace(1) %3, i64 %4221
  %4223 = load i16, ptr addrspace(1) %4222, align 2
  %4224 = bitcast i16 %4223 to half
  %4225 = fpext half %4224 to float
  %4226 = select i1 %28, float %4225, float 0.000000e+00
  %4227 = add i32 %4208, %29
  %4228 = select i1 %30, i32 %4227, i32 %4208
  %4229 = sext i32 %4228 to i64
  %4230 = mul i64 %4229, 2
  %4231 = getelementptr i8, ptr addrspace(1) %3, i64 %4230
  %4232 = load i16, ptr addrspace(1) %4231, align 2
  %4233 = bitcast i16 %4232 to half
  %4234 = fpext half %4233 to float
  %4235 = select i1 %30, float %4234, float 0.000000e+00
  %4236 = add i32 %4208, %31
  %4237 = select i1 %32, i32 %4236, i32 %4208
  %4238 = sext i32 %4237 to i64
  %4239 = mul i64 %4238, 2
  %4240 = getelementptr i8, ptr addrspace(1) %3, i64 %4239
  %4241 = load i16, ptr addrspace(1) %4240, align 2
  %4242 = bitcast i16 %4241 to half
  %4243 = fpext half %4242 to float
  %4244 = select i1 %32, float %4243, float 0.000000e+00
  %4245 = add i32 %4208, %33
  %4246 = select i1 %34, i32 %4245, i32 %4208
  %4247 = sext i32 %4246 to i64
  %4248 = mul i64 %4247, 2
  %4249 = getelementptr i8, ptr addrspace(1) %3, i64 %4248
  %4250 = load i16, ptr addrspace(1) %4249, align 2
  %4251 = bitcast i16 %4250 to half
  %4252 = fpext half %4251 to float
  %4253 = select i1 %34, float %4252, float 0.000000e+00
  %4254 = add i32 %4208, %35
  %4255 = select i1 %36, i32 %4254, i32 %4208
  %4256 = sext i32 %4255 to i64
  %4257 = mul i64 %4256, 2
  %4258 = getelementptr i8, ptr addrspace(1) %3, i64 %4257
  %4259 = load i16, ptr addrspace(1) %4258, align 2
  %4260 = bitcast i16 %4259 to half
  %4261 = fpext half %4260 to float
  %4262 = select i1 %36, float %4261, float 0.000000e+00
  %4263 = add i32 %4208, %37
  %4264 = select i1 %38, i32 %4263, i32 %4208
  %4265 = sext i32 %4264 to i64
  %4266 = mul i64 %4265, 2
  %4267 = getelementptr i8, ptr addrspace(1) %3, i64 %4266
  %4268 = load i16, ptr addrspace(1) %4267, align 2
  %4269 = bitcast i16 %4268 to half
  %4270 = fpext half %4269 to float
  %4271 = select i1 %38, float %4270, float 0.000000e+00
  %4272 = add i32 %4208, %39
  %4273 = select i1 %40, i32 %4272, i32 %4208
  %4274 = sext i32 %4273 to i64
  %4275 = mul i64 %4274, 2
  %4276 = getelementptr i8, ptr addrspace(1) %3, i64 %4275
  %4277 = load i16, ptr addrspace(1) %4276, align 2
  %4278 = bitcast i16 %4277 to half
  %4279 = fpext half %4278 to float
  %4280 = select i1 %40, float %4279, float 0.000000e+00
  %4281 = bitcast float %3727 to i32
  %4282 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %4281)
  %4283 = bitcast i32 %4282 to float
  %4284 = load float, ptr addrspace(5) %v, align 4
  %4285 = fmul float %4283, %4217
  %4286 = fadd float %4285, %4284
  store float %4286, ptr addrspace(5) %v, align 4
  %4287 = load float, ptr addrspace(5) %v1, align 4
  %4288 = fmul float %4283, %4226
  %4289 = fadd float %4288, %4287
  store float %4289, ptr addrspace(5) %v1, align 4
  %4290 = load float, ptr addrspace(5) %v2, align 4
  %4291 = fmul float %4283, %4235
  %4292 = fadd float %4291, %4290
  store float %4292, ptr addrspace(5) %v2, align 4
  %4293 = load float, ptr addrspace(5) %v3, align 4
  %4294 = fmul float %4283, %4244
  %4295 = fadd float %4294, %4293
  store float %4295, ptr addrspace(5) %v3, align 4
  %4296 = load float, ptr addrspace(5) %v4, align 4
  %4297 = fmul float %4283, %4253
  %4298 = fadd float %4297, %4296
  store float %4298, ptr addrspace(5) %v4, align 4
  %4299 = load float, ptr addrspace(5) %v5, align 4
  %4300 = fmul float %4283, %4262
  %4301 = fadd float %4300, %4299
  store float %4301, ptr addrspace(5) %v5, align 4
  %4302 = load float, ptr addrspace(5) %v6, align 4
  %4303 = fmul float %4283, %4271
  %4304 = fadd float %4303, %4302
  store float %4304, ptr addrspace(5) %v6, align 4
  %4305 = load float, ptr addrspace(5) %v7, align 4
  %4306 = fmul float %4283, %4280
  %4307 = fadd float %4306, %4305
  store float %4307, ptr addrspace(5) %v7, align 4
  %4308 = bitcast float %3727 to i32
  %4309 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %4308)
  %4310 = bitcast i32 %4309 to float
  %4311 = load float, ptr addrspace(5) %v8, align 4
  %4312 = fmul float %4310, %4217
  %4313 = fadd float %4312, %4311
  store float %4313, ptr addrspace(5) %v8, align 4
  %4314 = load float, ptr addrspace(5) %v9, align 4
  %4315 = fmul float %4310, %4226
  %4316 = fadd float %4315, %4314
  store float %4316, ptr addrspace(5) %v9, align 4
  %4317 = load float, ptr addrspace(5) %v10, align 4
  %4318 = fmul float %4310, %4235
  %4319 = fadd float %4318, %4317
  store float %4319, ptr addrspace(5) %v10, align 4
  %4320 = load float, ptr addrspace(5) %v11, align 4
  %4321 = fmul float %4310, %4244
  %4322 = fadd float %4321, %4320
  store float %4322, ptr addrspace(5) %v11, align 4
  %4323 = load float, ptr addrspace(5) %v12, align 4
  %4324 = fmul float %4310, %4253
  %4325 = fadd float %4324, %4323
  store float %4325, ptr addrspace(5) %v12, align 4
  %4326 = load float, ptr addrspace(5) %v13, align 4
  %4327 = fmul float %4310, %4262
  %4328 = fadd float %4327, %4326
  store float %4328, ptr addrspace(5) %v13, align 4
  %4329 = load float, ptr addrspace(5) %v14, align 4
  %4330 = fmul float %4310, %4271
  %4331 = fadd float %4330, %4329
  store float %4331, ptr addrspace(5) %v14, align 4
  %4332 = load float, ptr addrspace(5) %v15, align 4
  %4333 = fmul float %4310, %4280
  %4334 = fadd float %4333, %4332
  store float %4334, ptr addrspace(5) %v15, align 4
  %4335 = bitcast float %3727 to i32
  %4336 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %4335)
  %4337 = bitcast i32 %4336 to float
  %4338 = load float, ptr addrspace(5) %v16, align 4
  %4339 = fmul float %4337, %4217
  %4340 = fadd float %4339, %4338
  store float %4340, ptr addrspace(5) %v16, align 4
  %4341 = load float, ptr addrspace(5) %v17, align 4
  %4342 = fmul float %4337, %4226
  %4343 = fadd float %4342, %4341
  store float %4343, ptr addrspace(5) %v17, align 4
  %4344 = load float, ptr addrspace(5) %v18, align 4
  %4345 = fmul float %4337, %4235
  %4346 = fadd float %4345, %4344
  store float %4346, ptr addrspace(5) %v18, align 4
  %4347 = load float, ptr addrspace(5) %v19, align 4
  %4348 = fmul float %4337, %4244
  %4349 = fadd float %4348, %4347
  store float %4349, ptr addrspace(5) %v19, align 4
  %4350 = load float, ptr addrspace(5) %v20, align 4
  %4351 = fmul float %4337, %4253
  %4352 = fadd float %4351, %4350
  store float %4352, ptr addrspace(5) %v20, align 4
  %4353 = load float, ptr addrspace(5) %v21, align 4
  %4354 = fmul float %4337, %4262
  %4355 = fadd float %4354, %4353
  store float %4355, ptr addrspace(5) %v21, align 4
  %4356 = load float, ptr addrspace(5) %v22, align 4
  %4357 = fmul float %4337, %4271
  %4358 = fadd float %4357, %4356
  store float %4358, ptr addrspace(5) %v22, align 4
  %4359 = load float, ptr addrspace(5) %v23, align 4
  %4360 = fmul float %4337, %4280
  %4361 = fadd float %4360, %4359
  store float %4361, ptr addrspace(5) %v23, align 4
  %4362 = bitcast float %3727 to i32
  %4363 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %4362)
  %4364 = bitcast i32 %4363 to float
  %4365 = load float, ptr addrspace(5) %v24, align 4
  %4366 = fmul float %4364, %4217
  %4367 = fadd float %4366, %4365
  store float %4367, ptr addrspace(5) %v24, align 4
  %4368 = load float, ptr addrspace(5) %v25, align 4
  %4369 = fmul float %4364, %4226
  %4370 = fadd float %4369, %4368
  store float %4370, ptr addrspace(5) %v25, align 4
  %4371 = load float, ptr addrspace(5) %v26, align 4
  %4372 = fmul float %4364, %4235
  %4373 = fadd float %4372, %4371
  store float %4373, ptr addrspace(5) %v26, align 4
  %4374 = load float, ptr addrspace(5) %v27, align 4
  %4375 = fmul float %4364, %4244
  %4376 = fadd float %4375, %4374
  store float %4376, ptr addrspace(5) %v27, align 4
  %4377 = load float, ptr addrspace(5) %v28, align 4
  %4378 = fmul float %4364, %4253
  %4379 = fadd float %4378, %4377
  store float %4379, ptr addrspace(5) %v28, align 4
  %4380 = load float, ptr addrspace(5) %v29, align 4
  %4381 = fmul float %4364, %4262
  %4382 = fadd float %4381, %4380
  store float %4382, ptr addrspace(5) %v29, align 4
  %4383 = load float, ptr addrspace(5) %v30, align 4
  %4384 = fmul float %4364, %4271
  %4385 = fadd float %4384, %4383
  store float %4385, ptr addrspace(5) %v30, align 4
  %4386 = load float, ptr addrspace(5) %v31, align 4
  %4387 = fmul float %4364, %4280
  %4388 = fadd float %4387, %4386
  store float %4388, ptr addrspace(5) %v31, align 4
  %4389 = add i32 %2198, 3
  %4390 = icmp sgt i32 %4389, %309
  %4391 = select i1 %4390, i32 %309, i32 %4389
  %4392 = mul i32 %4391, %5
  %4393 = add i32 %4392, %18
  %4394 = mul i32 %4393, %6
  %4395 = add i32 %4394, %25
  %4396 = select i1 %26, i32 %4395, i32 %4394
  %4397 = sext i32 %4396 to i64
  %4398 = mul i64 %4397, 2
  %4399 = getelementptr i8, ptr addrspace(1) %3, i64 %4398
  %4400 = load i16, ptr addrspace(1) %4399, align 2
  %4401 = bitcast i16 %4400 to half
  %4402 = fpext half %4401 to float
  %4403 = select i1 %26, float %4402, float 0.000000e+00
  %4404 = add i32 %4394, %27
  %4405 = select i1 %28, i32 %4404, i32 %4394
  %4406 = sext i32 %4405 to i64
  %4407 = mul i64 %4406, 2
  %4408 = getelementptr i8, ptr addrspace(1) %3, i64 %4407
  %4409 = load i16, ptr addrspace(1) %4408, align 2
  %4410 = bitcast i16 %4409 to half
  %4411 = fpext half %4410 to float
  %4412 = select i1 %28, float %4411, float 0.000000e+00
  %4413 = add i32 %4394, %29
  %4414 = select i1 %30, i32 %4413, i32 %4394
  %4415 = sext i32 %4414 to i64
  %4416 = mul i64 %4415, 2
  %4417 = getelementptr i8, ptr addrspace(1) %3, i64 %4416
  %4418 = load i16, ptr addrspace(1) %4417, align 2
  %4419 = bitcast i16 %4418 to half
  %4420 = fpext half %4419 to float
  %4421 = select i1 %30, float %4420, float 0.000000e+00
  %4422 = add i32 %4394, %31
  %4423 = select i1 %32, i32 %4422, i32 %4394
  %4424 = sext i32 %4423 to i64
  %4425 = mul i64 %4424, 2
  %4426 = getelementptr i8, ptr addrspace(1) %3, i64 %4425
  %4427 = load i16, ptr addrspace(1) %4426, align 2
  %4428 = bitcast i16 %4427 to half
  %4429 = fpext half %4428 to float
  %4430 = select i1 %32, float %4429, float 0.000000e+00
  %4431 = add i32 %4394, %33
  %4432 = select i1 %34, i32 %4431, i32 %4394
  %4433 = sext i32 %4432 to i64
  %4434 = mul i64 %4433, 2
  %4435 = getelementptr i8, ptr addrspace(1) %3, i64 %4434
  %4436 = load i16, ptr addrspace(1) %4435, align 2
  %4437 = bitcast i16 %4436 to half
  %4438 = fpext half %4437 to float
  %4439 = select i1 %34, float %4438, float 0.000000e+00
  %4440 = add i32 %4394, %35
  %4441 = select i1 %36, i32 %4440, i32 %4394
  %4442 = sext i32 %4441 to i64
  %4443 = mul i64 %4442, 2
  %4444 = getelementptr i8, ptr addrspace(1) %3, i64 %4443
  %4445 = load i16, ptr addrspace(1) %4444, align 2
  %4446 = bitcast i16 %4445 to half
  %4447 = fpext half %4446 to float
  %4448 = select i1 %36, float %4447, float 0.000000e+00
  %4449 = add i32 %4394, %37
  %4450 = select i1 %38, i32 %4449, i32 %4394
  %4451 = sext i32 %4450 to i64
  %4452 = mul i64 %4451, 2
  %4453 = getelementptr i8, ptr addrspace(1) %3, i64 %4452
  %4454 = load i16, ptr addrspace(1) %4453, align 2
  %4455 = bitcast i16 %4454 to half
  %4456 = fpext half %4455 to float
  %4457 = select i1 %38, float %4456, float 0.000000e+00
  %4458 = add i32 %4394, %39
  %4459 = select i1 %40, i32 %4458, i32 %4394
  %4460 = sext i32 %4459 to i64
  %4461 = mul i64 %4460, 2
  %4462 = getelementptr i8, ptr addrspace(1) %3, i64 %4461
  %4463 = load i16, ptr addrspace(1) %4462, align 2
  %4464 = bitcast i16 %4463 to half
  %4465 = fpext half %4464 to float
  %4466 = select i1 %40, float %4465, float 0.000000e+00
  %4467 = bitcast float %3727 to i32
  %4468 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %4467)
  %4469 = bitcast i32 %4468 to float
  %4470 = load float, ptr addrspace(5) %v, align 4
  %4471 = fmul float %4469, %4403
  %4472 = fadd float %4471, %4470
  store float %4472, ptr addrspace(5) %v, align 4
  %4473 = load float, ptr addrspace(5) %v1, align 4
  %4474 = fmul float %4469, %4412
  %4475 = fadd float %4474, %4473
  store float %4475, ptr addrspace(5) %v1, align 4
  %4476 = load float, ptr addrspace(5) %v2, align 4
  %4477 = fmul float %4469, %4421
  %4478 = fadd float %4477, %4476
  store float %4478, ptr addrspace(5) %v2, align 4
  %4479 = load float, ptr addrspace(5) %v3, align 4
  %4480 = fmul float %4469, %4430
  %4481 = fadd float %4480, %4479
  store float %4481, ptr addrspace(5) %v3, align 4
  %4482 = load float, ptr addrspace(5) %v4, align 4
  %4483 = fmul float %4469, %4439
  %4484 = fadd float %4483, %4482
  store float %4484, ptr addrspace(5) %v4, align 4
  %4485 = load float, ptr addrspace(5) %v5, align 4
  %4486 = fmul float %4469, %4448
  %4487 = fadd float %4486, %4485
  store float %4487, ptr addrspace(5) %v5, align 4
  %4488 = load float, ptr addrspace(5) %v6, align 4
  %4489 = fmul float %4469, %4457
  %4490 = fadd float %4489, %4488
  store float %4490, ptr addrspace(5) %v6, align 4
  %4491 = load float, ptr addrspace(5) %v7, align 4
  %4492 = fmul float %4469, %4466
  %4493 = fadd float %4492, %4491
  store float %4493, ptr addrspace(5) %v7, align 4
  %4494 = bitcast float %3727 to i32
  %4495 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %4494)
  %4496 = bitcast i32 %4495 to float
  %4497 = load float, ptr addrspace(5) %v8, align 4
  %4498 = fmul float %4496, %4403
  %4499 = fadd float %4498, %4497
  store float %4499, ptr addrspace(5) %v8, align 4
  %4500 = load float, ptr addrspace(5) %v9, align 4
  %4501 = fmul float %4496, %4412
  %4502 = fadd float %4501, %4500
  store float %4502, ptr addrspace(5) %v9, align 4
  %4503 = load float, ptr addrspace(5) %v10, align 4
  %4504 = fmul float %4496, %4421
  %4505 = fadd float %4504, %4503
  store float %4505, ptr addrspace(5) %v10, align 4
  %4506 = load float, ptr addrspace(5) %v11, align 4
  %4507 = fmul float %4496, %4430
  %4508 = fadd float %4507, %4506
  store float %4508, ptr addrspace(5) %v11, align 4
  %4509 = load float, ptr addrspace(5) %v12, align 4
  %4510 = fmul float %4496, %4439
  %4511 = fadd float %4510, %4509
  store float %4511, ptr addrspace(5) %v12, align 4
  %4512 = load float, ptr addrspace(5) %v13, align 4
  %4513 = fmul float %4496, %4448
  %4514 = fadd float %4513, %4512
  store float %4514, ptr addrspace(5) %v13, align 4
  %4515 = load float, ptr addrspace(5) %v14, align 4
  %4516 = fmul float %4496, %4457
  %4517 = fadd float %4516, %4515
  store float %4517, ptr addrspace(5) %v14, align 4
  %4518 = load float, ptr addrspace(5) %v15, align 4
  %4519 = fmul float %4496, %4466
  %4520 = fadd float %4519, %4518
  store float %4520, ptr addrspace(5) %v15, align 4
  %4521 = bitcast float %3727 to i32
  %4522 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %4521)
  %4523 = bitcast i32 %4522 to float
  %4524 = load float, ptr addrspace(5) %v16, align 4
  %4525 = fmul float %4523, %4403
  %4526 = fadd float %4525, %4524
  store float %4526, ptr addrspace(5) %v16, align 4
  %4527 = load float, ptr addrspace(5) %v17, align 4
  %4528 = fmul float %4523, %4412
  %4529 = fadd float %4528, %4527
  store float %4529, ptr addrspace(5) %v17, align 4
  %4530 = load float, ptr addrspace(5) %v18, align 4
  %4531 = fmul float %4523, %4421
  %4532 = fadd float %4531, %4530
  store float %4532, ptr addrspace(5) %v18, align 4
  %4533 = load float, ptr addrspace(5) %v19, align 4
  %4534 = fmul float %4523, %4430
  %4535 = fadd float %4534, %4533
  store float %4535, ptr addrspace(5) %v19, align 4
  %4536 = load float, ptr addrspace(5) %v20, align 4
  %4537 = fmul float %4523, %4439
  %4538 = fadd float %4537, %4536
  store float %4538, ptr addrspace(5) %v20, align 4
  %4539 = load float, ptr addrspace(5) %v21, align 4
  %4540 = fmul float %4523, %4448
  %4541 = fadd float %4540, %4539
  store float %4541, ptr addrspace(5) %v21, align 4
  %4542 = load float, ptr addrspace(5) %v22, align 4
  %4543 = fmul float %4523, %4457
  %4544 = fadd float %4543, %4542
  store float %4544, ptr addrspace(5) %v22, align 4
  %4545 = load float, ptr addrspace(5) %v23, align 4
  %4546 = fmul float %4523, %4466
  %4547 = fadd float %4546, %4545
  store float %4547, ptr addrspace(5) %v23, align 4
  %4548 = bitcast float %3727 to i32
  %4549 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %4548)
  %4550 = bitcast i32 %4549 to float
  %4551 = load float, ptr addrspace(5) %v24, align 4
  %4552 = fmul float %4550, %4403
  %4553 = fadd float %4552, %4551
  store float %4553, ptr addrspace(5) %v24, align 4
  %4554 = load float, ptr addrspace(5) %v25, align 4
  %4555 = fmul float %4550, %4412
  %4556 = fadd float %4555, %4554
  store float %4556, ptr addrspace(5) %v25, align 4
  %4557 = load float, ptr addrspace(5) %v26, align 4
  %4558 = fmul float %4550, %4421
  %4559 = fadd float %4558, %4557
  store float %4559, ptr addrspace(5) %v26, align 4
  %4560 = load float, ptr addrspace(5) %v27, align 4
  %4561 = fmul float %4550, %4430
  %4562 = fadd float %4561, %4560
  store float %4562, ptr addrspace(5) %v27, align 4
  %4563 = load float, ptr addrspace(5) %v28, align 4
  %4564 = fmul float %4550, %4439
  %4565 = fadd float %4564, %4563
  store float %4565, ptr addrspace(5) %v28, align 4
  %4566 = load float, ptr addrspace(5) %v29, align 4
  %4567 = fmul float %4550, %4448
  %4568 = fadd float %4567, %4566
  store float %4568, ptr addrspace(5) %v29, align 4
  %4569 = load float, ptr addrspace(5) %v30, align 4
  %4570 = fmul float %4550, %4457
  %4571 = fadd float %4570, %4569
  store float %4571, ptr addrspace(5) %v30, align 4
  %4572 = load float, ptr addrspace(5) %v31, align 4
  %4573 = fmul float %4550, %4466
  %4574 = fadd float %4573, %4572
  store float %4574, ptr addrspace(5) %v31, align 4
  %4575 = add i32 %2198, 4
  %4576 = icmp sgt i32 %4575, %309
  %4577 = select i1 %4576, i32 %309, i32 %4575
  %4578 = mul i32 %4577, %5
  %4579 = add i32 %4578, %18
  %4580 = mul i32 %4579, %6
  %4581 = add i32 %4580, %25
  %4582 = select i1 %26, i32 %4581, i32 %4580
  %4583 = sext i32 %4582 to i64
  %4584 = mul i64 %4583, 2
  %4585 = getelementptr i8, ptr addrspace(1) %3, i64 %4584
  %4586 = load i16, ptr addrspace(1) %4585, align 2
  %4587 = bitcast i16 %4586 to half
  %4588 = fpext half %4587 to float
  %4589 = select i1 %26, float %4588, float 0.000000e+00
  %4590 = add i32 %4580, %27
  %4591 = select i1 %28, i32 %4590, i32 %4580
  %4592 = sext i32 %4591 to i64
  %4593 = mul i64 %4592, 2
  %4594 = getelementptr i8, ptr addrspace(1) %3, i64 %4593
  %4595 = load i16, ptr addrspace(1) %4594, align 2
  %4596 = bitcast i16 %4595 to half
  %4597 = fpext half %4596 to float
  %4598 = select i1 %28, float %4597, float 0.000000e+00
  %4599 = add i32 %4580, %29
  %4600 = select i1 %30, i32 %4599, i32 %4580
  %4601 = sext i32 %4600 to i64
  %4602 = mul i64 %4601, 2
  %4603 = getelementptr i8, ptr addrspace(1) %3, i64 %4602
  %4604 = load i16, ptr addrspace(1) %4603, align 2
  %4605 = bitcast i16 %4604 to half
  %4606 = fpext half %4605 to float
  %4607 = select i1 %30, float %4606, float 0.000000e+00
  %4608 = add i32 %4580, %31
  %4609 = select i1 %32, i32 %4608, i32 %4580
  %4610 = sext i32 %4609 to i64
  %4611 = mul i64 %4610, 2
  %4612 = getelementptr i8, ptr addrspace(1) %3, i64 %4611
  %4613 = load i16, ptr addrspace(1) %4612, align 2
  %4614 = bitcast i16 %4613 to half
  %4615 = fpext half %4614 to float
  %4616 = select i1 %32, float %4615, float 0.000000e+00
  %4617 = add i32 %4580, %33
  %4618 = select i1 %34, i32 %4617, i32 %4580
  %4619 = sext i32 %4618 to i64
  %4620 = mul i64 %4619, 2
  %4621 = getelementptr i8, ptr addrspace(1) %3, i64 %4620
  %4622 = load i16, ptr addrspace(1) %4621, align 2
  %4623 = bitcast i16 %4622 to half
  %4624 = fpext half %4623 to float
  %4625 = select i1 %34, float %4624, float 0.000000e+00
  %4626 = add i32 %4580, %35
  %4627 = select i1 %36, i32 %4626, i32 %4580
  %4628 = sext i32 %4627 to i64
  %4629 = mul i64 %4628, 2
  %4630 = getelementptr i8, ptr addrspace(1) %3, i64 %4629
  %4631 = load i16, ptr addrspace(1) %4630, align 2
  %4632 = bitcast i16 %4631 to half
  %4633 = fpext half %4632 to float
  %4634 = select i1 %36, float %4633, float 0.000000e+00
  %4635 = add i32 %4580, %37
  %4636 = select i1 %38, i32 %4635, i32 %4580
  %4637 = sext i32 %4636 to i64
  %4638 = mul i64 %4637, 2
  %4639 = getelementptr i8, ptr addrspace(1) %3, i64 %4638
  %4640 = load i16, ptr addrspace(1) %4639, align 2
  %4641 = bitcast i16 %4640 to half
  %4642 = fpext half %4641 to float
  %4643 = select i1 %38, float %4642, float 0.000000e+00
  %4644 = add i32 %4580, %39
  %4645 = select i1 %40, i32 %4644, i32 %4580
  %4646 = sext i32 %4645 to i64
  %4647 = mul i64 %4646, 2
  %4648 = getelementptr i8, ptr addrspace(1) %3, i64 %4647
  %4649 = load i16, ptr addrspace(1) %4648, align 2
  %4650 = bitcast i16 %4649 to half
  %4651 = fpext half %4650 to float
  %4652 = select i1 %40, float %4651, float 0.000000e+00
  %4653 = bitcast float %3727 to i32
  %4654 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %4653)
  %4655 = bitcast i32 %4654 to float
  %4656 = load float, ptr addrspace(5) %v, align 4
  %4657 = fmul float %4655, %4589
  %4658 = fadd float %4657, %4656
  store float %4658, ptr addrspace(5) %v, align 4
  %4659 = load float, ptr addrspace(5) %v1, align 4
  %4660 = fmul float %4655, %4598
  %4661 = fadd float %4660, %4659
  store float %4661, ptr addrspace(5) %v1, align 4
  %4662 = load float, ptr addrspace(5) %v2, align 4
  %4663 = fmul float %4655, %4607
  %4664 = fadd float %4663, %4662
  store float %4664, ptr addrspace(5) %v2, align 4
  %4665 = load float, ptr addrspace(5) %v3, align 4
  %4666 = fmul float %4655, %4616
  %4667 = fadd float %4666, %4665
  store float %4667, ptr addrspace(5) %v3, align 4
  %4668 = load float, ptr addrspace(5) %v4, align 4
  %4669 = fmul float %4655, %4625
  %4670 = fadd float %4669, %4668
  store float %4670, ptr addrspace(5) %v4, align 4
  %4671 = load float, ptr addrspace(5) %v5, align 4
  %4672 = fmul float %4655, %4634
  %4673 = fadd float %4672, %4671
  store float %4673, ptr addrspace(5) %v5, align 4
  %4674 = load float, ptr addrspace(5) %v6, align 4
  %4675 = fmul float %4655, %4643
  %4676 = fadd float %4675, %4674
  store float %4676, ptr addrspace(5) %v6, align 4
  %4677 = load float, ptr addrspace(5) %v7, align 4
  %4678 = fmul float %4655, %4652
  %4679 = fadd float %4678, %4677
  store float %4679, ptr addrspace(5) %v7, align 4
  %4680 = bitcast float %3727 to i32
  %4681 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %4680)
  %4682 = bitcast i32 %4681 to float
  %4683 = load float, ptr addrspace(5) %v8, align 4
  %4684 = fmul float %4682, %4589
  %4685 = fadd float %4684, %4683
  store float %4685, ptr addrspace(5) %v8, align 4
  %4686 = load float, ptr addrspace(5) %v9, align 4
  %4687 = fmul float %4682, %4598
  %4688 = fadd float %4687, %4686
  store float %4688, ptr addrspace(5) %v9, align 4
  %4689 = load float, ptr addrspace(5) %v10, align 4
  %4690 = fmul float %4682, %4607
  %4691 = fadd float %4690, %4689
  store float %4691, ptr addrspace(5) %v10, align 4
  %4692 = load float, ptr addrspace(5) %v11, align 4
  %4693 = fmul float %4682, %4616
  %4694 = fadd float %4693, %4692
  store float %4694, ptr addrspace(5) %v11, align 4
  %4695 = load float, ptr addrspace(5) %v12, align 4
  %4696 = fmul float %4682, %4625
  %4697 = fadd float %4696, %4695
  store float %4697, ptr addrspace(5) %v12, align 4
  %4698 = load float, ptr addrspace(5) %v13, align 4
  %4699 = fmul float %4682, %4634
  %4700 = fadd float %4699, %4698
  store float %4700, ptr addrspace(5) %v13, align 4
  %4701 = load float, ptr addrspace(5) %v14, align 4
  %4702 = fmul float %4682, %4643
  %4703 = fadd float %4702, %4701
  store float %4703, ptr addrspace(5) %v14, align 4
  %4704 = load float, ptr addrspace(5) %v15, align 4
  %4705 = fmul float %4682, %4652
  %4706 = fadd float %4705, %4704
  store float %4706, ptr addrspace(5) %v15, align 4
  %4707 = bitcast float %3727 to i32
  %4708 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %4707)
  %4709 = bitcast i32 %4708 to float
  %4710 = load float, ptr addrspace(5) %v16, align 4
  %4711 = fmul float %4709, %4589
  %4712 = fadd float %4711, %4710
  store float %4712, ptr addrspace(5) %v16, align 4
  %4713 = load float, ptr addrspace(5) %v17, align 4
  %4714 = fmul float %4709, %4598
  %4715 = fadd float %4714, %4713
  store float %4715, ptr addrspace(5) %v17, align 4
  %4716 = load float, ptr addrspace(5) %v18, align 4
  %4717 = fmul float %4709, %4607
  %4718 = fadd float %4717, %4716
  store float %4718, ptr addrspace(5) %v18, align 4
  %4719 = load float, ptr addrspace(5) %v19, align 4
  %4720 = fmul float %4709, %4616
  %4721 = fadd float %4720, %4719
  store float %4721, ptr addrspace(5) %v19, align 4
  %4722 = load float, ptr addrspace(5) %v20, align 4
  %4723 = fmul float %4709, %4625
  %4724 = fadd float %4723, %4722
  store float %4724, ptr addrspace(5) %v20, align 4
  %4725 = load float, ptr addrspace(5) %v21, align 4
  %4726 = fmul float %4709, %4634
  %4727 = fadd float %4726, %4725
  store float %4727, ptr addrspace(5) %v21, align 4
  %4728 = load float, ptr addrspace(5) %v22, align 4
  %4729 = fmul float %4709, %4643
  %4730 = fadd float %4729, %4728
  store float %4730, ptr addrspace(5) %v22, align 4
  %4731 = load float, ptr addrspace(5) %v23, align 4
  %4732 = fmul float %4709, %4652
  %4733 = fadd float %4732, %4731
  store float %4733, ptr addrspace(5) %v23, align 4
  %4734 = bitcast float %3727 to i32
  %4735 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %4734)
  %4736 = bitcast i32 %4735 to float
  %4737 = load float, ptr addrspace(5) %v24, align 4
  %4738 = fmul float %4736, %4589
  %4739 = fadd float %4738, %4737
  store float %4739, ptr addrspace(5) %v24, align 4
  %4740 = load float, ptr addrspace(5) %v25, align 4
  %4741 = fmul float %4736, %4598
  %4742 = fadd float %4741, %4740
  store float %4742, ptr addrspace(5) %v25, align 4
  %4743 = load float, ptr addrspace(5) %v26, align 4
  %4744 = fmul float %4736, %4607
  %4745 = fadd float %4744, %4743
  store float %4745, ptr addrspace(5) %v26, align 4
  %4746 = load float, ptr addrspace(5) %v27, align 4
  %4747 = fmul float %4736, %4616
  %4748 = fadd float %4747, %4746
  store float %4748, ptr addrspace(5) %v27, align 4
  %4749 = load float, ptr addrspace(5) %v28, align 4
  %4750 = fmul float %4736, %4625
  %4751 = fadd float %4750, %4749
  store float %4751, ptr addrspace(5) %v28, align 4
  %4752 = load float, ptr addrspace(5) %v29, align 4
  %4753 = fmul float %4736, %4634
  %4754 = fadd float %4753, %4752
  store float %4754, ptr addrspace(5) %v29, align 4
  %4755 = load float, ptr addrspace(5) %v30, align 4
  %4756 = fmul float %4736, %4643
  %4757 = fadd float %4756, %4755
  store float %4757, ptr addrspace(5) %v30, align 4
  %4758 = load float, ptr addrspace(5) %v31, align 4
  %4759 = fmul float %4736, %4652
  %4760 = fadd float %4759, %4758
  store float %4760, ptr addrspace(5) %v31, align 4
  %4761 = add i32 %2198, 5
  %4762 = icmp sgt i32 %4761, %309
  %4763 = select i1 %4762, i32 %309, i32 %4761
  %4764 = mul i32 %4763, %5
  %4765 = add i32 %4764, %18
  %4766 = mul i32 %4765, %6
  %4767 = add i32 %4766, %25
  %4768 = select i1 %26, i32 %4767, i32 %4766
  %4769 = sext i32 %4768 to i64
  %4770 = mul i64 %4769, 2
  %4771 = getelementptr i8, ptr addrspace(1) %3, i64 %4770
  %4772 = load i16, ptr addrspace(1) %4771, align 2
  %4773 = bitcast i16 %4772 to half
  %4774 = fpext half %4773 to float
  %4775 = select i1 %26, float %4774, float 0.000000e+00
  %4776 = add i32 %4766, %27
  %4777 = select i1 %28, i32 %4776, i32 %4766
  %4778 = sext i32 %4777 to i64
  %4779 = mul i64 %4778, 2
  %4780 = getelementptr i8, ptr addrspace(1) %3, i64 %4779
  %4781 = load i16, ptr addrspace(1) %4780, align 2
  %4782 = bitcast i16 %4781 to half
  %4783 = fpext half %4782 to float
  %4784 = select i1 %28, float %4783, float 0.000000e+00
  %4785 = add i32 %4766, %29
  %4786 = select i1 %30, i32 %4785, i32 %4766
  %4787 = sext i32 %4786 to i64
  %4788 = mul i64 %4787, 2
  %4789 = getelementptr i8, ptr addrspace(1) %3, i64 %4788
  %4790 = load i16, ptr addrspace(1) %4789, align 2
  %4791 = bitcast i16 %4790 to half
  %4792 = fpext half %4791 to float
  %4793 = select i1 %30, float %4792, float 0.000000e+00
  %4794 = add i32 %4766, %31
  %4795 = select i1 %32, i32 %4794, i32 %4766
  %4796 = sext i32 %4795 to i64
  %4797 = mul i64 %4796, 2
  %4798 = getelementptr i8, ptr addrspace(1) %3, i64 %4797
  %4799 = load i16, ptr addrspace(1) %4798, align 2
  %4800 = bitcast i16 %4799 to half
  %4801 = fpext half %4800 to float
  %4802 = select i1 %32, float %4801, float 0.000000e+00
  %4803 = add i32 %4766, %33
  %4804 = select i1 %34, i32 %4803, i32 %4766
  %4805 = sext i32 %4804 to i64
  %4806 = mul i64 %4805, 2
  %4807 = getelementptr i8, ptr addrspace(1) %3, i64 %4806
  %4808 = load i16, ptr addrspace(1) %4807, align 2
  %4809 = bitcast i16 %4808 to half
  %4810 = fpext half %4809 to float
  %4811 = select i1 %34, float %4810, float 0.000000e+00
  %4812 = add i32 %4766, %35
  %4813 = select i1 %36, i32 %4812, i32 %4766
  %4814 = sext i32 %4813 to i64
  %4815 = mul i64 %4814, 2
  %4816 = getelementptr i8, ptr addrspace(1) %3, i64 %4815
  %4817 = load i16, ptr addrspace(1) %4816, align 2
  %4818 = bitcast i16 %4817 to half
  %4819 = fpext half %4818 to float
  %4820 = select i1 %36, float %4819, float 0.000000e+00
  %4821 = add i32 %4766, %37
  %4822 = select i1 %38, i32 %4821, i32 %4766
  %4823 = sext i32 %4822 to i64
  %4824 = mul i64 %4823, 2
  %4825 = getelementptr i8, ptr addrspace(1) %3, i64 %4824
  %4826 = load i16, ptr addrspace(1) %4825, align 2
  %4827 = bitcast i16 %4826 to half
  %4828 = fpext half %4827 to float
  %4829 = select i1 %38, float %4828, float 0.000000e+00
  %4830 = add i32 %4766, %39
  %4831 = select i1 %40, i32 %4830, i32 %4766
  %4832 = sext i32 %4831 to i64
  %4833 = mul i64 %4832, 2
  %4834 = getelementptr i8, ptr addrspace(1) %3, i64 %4833
  %4835 = load i16, ptr addrspace(1) %4834, align 2
  %4836 = bitcast i16 %4835 to half
  %4837 = fpext half %4836 to float
  %4838 = select i1 %40, float %4837, float 0.000000e+00
  %4839 = bitcast float %3727 to i32
  %4840 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %4839)
  %4841 = bitcast i32 %4840 to float
  %4842 = load float, ptr addrspace(5) %v, align 4
  %4843 = fmul float %4841, %4775
  %4844 = fadd float %4843, %4842
  store float %4844, ptr addrspace(5) %v, align 4
  %4845 = load float, ptr addrspace(5) %v1, align 4
  %4846 = fmul float %4841, %4784
  %4847 = fadd float %4846, %4845
  store float %4847, ptr addrspace(5) %v1, align 4
  %4848 = load float, ptr addrspace(5) %v2, align 4
  %4849 = fmul float %4841, %4793
  %4850 = fadd float %4849, %4848
  store float %4850, ptr addrspace(5) %v2, align 4
  %4851 = load float, ptr addrspace(5) %v3, align 4
  %4852 = fmul float %4841, %4802
  %4853 = fadd float %4852, %4851
  store float %4853, ptr addrspace(5) %v3, align 4
  %4854 = load float, ptr addrspace(5) %v4, align 4
  %4855 = fmul float %4841, %4811
  %4856 = fadd float %4855, %4854
  store float %4856, ptr addrspace(5) %v4, align 4
  %4857 = load float, ptr addrspace(5) %v5, align 4
  %4858 = fmul float %4841, %4820
  %4859 = fadd float %4858, %4857
  store float %4859, ptr addrspace(5) %v5, align 4
  %4860 = load float, ptr addrspace(5) %v6, align 4
  %4861 = fmul float %4841, %4829
  %4862 = fadd float %4861, %4860
  store float %4862, ptr addrspace(5) %v6, align 4
  %4863 = load float, ptr addrspace(5) %v7, align 4
  %4864 = fmul float %4841, %4838
  %4865 = fadd float %4864, %4863
  store float %4865, ptr addrspace(5) %v7, align 4
  %4866 = bitcast float %3727 to i32
  %4867 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %4866)
  %4868 = bitcast i32 %4867 to float
  %4869 = load float, ptr addrspace(5) %v8, align 4
  %4870 = fmul float %4868, %4775
  %4871 = fadd float %4870, %4869
  store float %4871, ptr addrspace(5) %v8, align 4
  %4872 = load float, ptr addrspace(5) %v9, align 4
  %4873 = fmul float %4868, %4784
  %4874 = fadd float %4873, %4872
  store float %4874, ptr addrspace(5) %v9, align 4
  %4875 = load float, ptr addrspace(5) %v10, align 4
  %4876 = fmul float %4868, %4793
  %4877 = fadd float %4876, %4875
  store float %4877, ptr addrspace(5) %v10, align 4
  %4878 = load float, ptr addrspace(5) %v11, align 4
  %4879 = fmul float %4868, %4802
  %4880 = fadd float %4879, %4878
  store float %4880, ptr addrspace(5) %v11, align 4
  %4881 = load float, ptr addrspace(5) %v12, align 4
  %4882 = fmul float %4868, %4811
  %4883 = fadd float %4882, %4881
  store float %4883, ptr addrspace(5) %v12, align 4
  %4884 = load float, ptr addrspace(5) %v13, align 4
  %4885 = fmul float %4868, %4820
  %4886 = fadd float %4885, %4884
  store float %4886, ptr addrspace(5) %v13, align 4
  %4887 = load float, ptr addrspace(5) %v14, align 4
  %4888 = fmul float %4868, %4829
  %4889 = fadd float %4888, %4887
  store float %4889, ptr addrspace(5) %v14, align 4
  %4890 = load float, ptr addrspace(5) %v15, align 4
  %4891 = fmul float %4868, %4838
  %4892 = fadd float %4891, %4890
  store float %4892, ptr addrspace(5) %v15, align 4
  %4893 = bitcast float %3727 to i32
  %4894 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %4893)
  %4895 = bitcast i32 %4894 to float
  %4896 = load float, ptr addrspace(5) %v16, align 4
  %4897 = fmul float %4895, %4775
  %4898 = fadd float %4897, %4896
  store float %4898, ptr addrspace(5) %v16, align 4
  %4899 = load float, ptr addrspace(5) %v17, align 4
  %4900 = fmul float %4895, %4784
  %4901 = fadd float %4900, %4899
  store float %4901, ptr addrspace(5) %v17, align 4
  %4902 = load float, ptr addrspace(5) %v18, align 4
  %4903 = fmul float %4895, %4793
  %4904 = fadd float %4903, %4902
  store float %4904, ptr addrspace(5) %v18, align 4
  %4905 = load float, ptr addrspace(5) %v19, align 4
  %4906 = fmul float %4895, %4802
  %4907 = fadd float %4906, %4905
  store float %4907, ptr addrspace(5) %v19, align 4
  %4908 = load float, ptr addrspace(5) %v20, align 4
  %4909 = fmul float %4895, %4811
  %4910 = fadd float %4909, %4908
  store float %4910, ptr addrspace(5) %v20, align 4
  %4911 = load float, ptr addrspace(5) %v21, align 4
  %4912 = fmul float %4895, %4820
  %4913 = fadd float %4912, %4911
  store float %4913, ptr addrspace(5) %v21, align 4
  %4914 = load float, ptr addrspace(5) %v22, align 4
  %4915 = fmul float %4895, %4829
  %4916 = fadd float %4915, %4914
  store float %4916, ptr addrspace(5) %v22, align 4
  %4917 = load float, ptr addrspace(5) %v23, align 4
  %4918 = fmul float %4895, %4838
  %4919 = fadd float %4918, %4917
  store float %4919, ptr addrspace(5) %v23, align 4
  %4920 = bitcast float %3727 to i32
  %4921 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %4920)
  %4922 = bitcast i32 %4921 to float
  %4923 = load float, ptr addrspace(5) %v24, align 4
  %4924 = fmul float %4922, %4775
  %4925 = fadd float %4924, %4923
  store float %4925, ptr addrspace(5) %v24, align 4
  %4926 = load float, ptr addrspace(5) %v25, align 4
  %4927 = fmul float %4922, %4784
  %4928 = fadd float %4927, %4926
  store float %4928, ptr addrspace(5) %v25, align 4
  %4929 = load float, ptr addrspace(5) %v26, align 4
  %4930 = fmul float %4922, %4793
  %4931 = fadd float %4930, %4929
  store float %4931, ptr addrspace(5) %v26, align 4
  %4932 = load float, ptr addrspace(5) %v27, align 4
  %4933 = fmul float %4922, %4802
  %4934 = fadd float %4933, %4932
  store float %4934, ptr addrspace(5) %v27, align 4
  %4935 = load float, ptr addrspace(5) %v28, align 4
  %4936 = fmul float %4922, %4811
  %4937 = fadd float %4936, %4935
  store float %4937, ptr addrspace(5) %v28, align 4
  %4938 = load float, ptr addrspace(5) %v29, align 4
  %4939 = fmul float %4922, %4820
  %4940 = fadd float %4939, %4938
  store float %4940, ptr addrspace(5) %v29, align 4
  %4941 = load float, ptr addrspace(5) %v30, align 4
  %4942 = fmul float %4922, %4829
  %4943 = fadd float %4942, %4941
  store float %4943, ptr addrspace(5) %v30, align 4
  %4944 = load float, ptr addrspace(5) %v31, align 4
  %4945 = fmul float %4922, %4838
  %4946 = fadd float %4945, %4944
  store float %4946, ptr addrspace(5) %v31, align 4
  %4947 = add i32 %2198, 6
  %4948 = icmp sgt i32 %4947, %309
  %4949 = select i1 %4948, i32 %309, i32 %4947
  %4950 = mul i32 %4949, %5
  %4951 = add i32 %4950, %18
  %4952 = mul i32 %4951, %6
  %4953 = add i32 %4952, %25
  %4954 = select i1 %26, i32 %4953, i32 %4952
  %4955 = sext i32 %4954 to i64
  %4956 = mul i64 %4955, 2
  %4957 = getelementptr i8, ptr addrspace(1) %3, i64 %4956
  %4958 = load i16, ptr addrspace(1) %4957, align 2
  %4959 = bitcast i16 %4958 to half
  %4960 = fpext half %4959 to float
  %4961 = select i1 %26, float %4960, float 0.000000e+00
  %4962 = add i32 %4952, %27
  %4963 = select i1 %28, i32 %4962, i32 %4952
  %4964 = sext i32 %4963 to i64
  %4965 = mul i64 %4964, 2
  %4966 = getelementptr i8, ptr addrspace(1) %3, i64 %4965
  %4967 = load i16, ptr addrspace(1) %4966, align 2
  %4968 = bitcast i16 %4967 to half
  %4969 = fpext half %4968 to float
  %4970 = select i1 %28, float %4969, float 0.000000e+00
  %4971 = add i32 %4952, %29
  %4972 = select i1 %30, i32 %4971, i32 %4952
  %4973 = sext i32 %4972 to i64
  %4974 = mul i64 %4973, 2
  %4975 = getelementptr i8, ptr addrspace(1) %3, i64 %4974
  %4976 = load i16, ptr addrspace(1) %4975, align 2
  %4977 = bitcast i16 %4976 to half
  %4978 = fpext half %4977 to float
  %4979 = select i1 %30, float %4978, float 0.000000e+00
  %4980 = add i32 %4952, %31
  %4981 = select i1 %32, i32 %4980, i32 %4952
  %4982 = sext i32 %4981 to i64
  %4983 = mul i64 %4982, 2
  %4984 = getelementptr i8, ptr addrspace(1) %3, i64 %4983
  %4985 = load i16, ptr addrspace(1) %4984, align 2
  %4986 = bitcast i16 %4985 to half
  %4987 = fpext half %4986 to float
  %4988 = select i1 %32, float %4987, float 0.000000e+00
  %4989 = add i32 %4952, %33
  %4990 = select i1 %34, i32 %4989, i32 %4952
  %4991 = sext i32 %4990 to i64
  %4992 = mul i64 %4991, 2
  %4993 = getelementptr i8, ptr addrspace(1) %3, i64 %4992
  %4994 = load i16, ptr addrspace(1) %4993, align 2
  %4995 = bitcast i16 %4994 to half
  %4996 = fpext half %4995 to float
  %4997 = select i1 %34, float %4996, float 0.000000e+00
  %4998 = add i32 %4952, %35
  %4999 = select i1 %36, i32 %4998, i32 %4952
  %5000 = sext i32 %4999 to i64
  %5001 = mul i64 %5000, 2
  %5002 = getelementptr i8, ptr addrspace(1) %3, i64 %5001
  %5003 = load i16, ptr addrspace(1) %5002, align 2
  %5004 = bitcast i16 %5003 to half
  %5005 = fpext half %5004 to float
  %5006 = select i1 %36, float %5005, float 0.000000e+00
  %5007 = add i32 %4952, %37
  %5008 = select i1 %38, i32 %5007, i32 %4952
  %5009 = sext i32 %5008 to i64
  %5010 = mul i64 %5009, 2
  %5011 = getelementptr i8, ptr addrspace(1) %3, i64 %5010
  %5012 = load i16, ptr addrspace(1) %5011, align 2
  %5013 = bitcast i16 %5012 to half
  %5014 = fpext half %5013 to float
  %5015 = select i1 %38, float %5014, float 0.000000e+00
  %5016 = add i32 %4952, %39
  %5017 = select i1 %40, i32 %5016, i32 %4952
  %5018 = sext i32 %5017 to i64
  %5019 = mul i64 %5018, 2
  %5020 = getelementptr i8, ptr addrspace(1) %3, i64 %5019
  %5021 = load i16, ptr addrspace(1) %5020, align 2
  %5022 = bitcast i16 %5021 to half
  %5023 = fpext half %5022 to float
  %5024 = select i1 %40, float %5023, float 0.000000e+00
  %5025 = bitcast float %3727 to i32
  %5026 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %5025)
  %5027 = bitcast i32 %5026 to float
  %5028 = load float, ptr addrspace(5) %v, align 4
  %5029 = fmul float %5027, %4961
  %5030 = fadd float %5029, %5028
  store float %5030, ptr addrspace(5) %v, align 4
  %5031 = load float, ptr addrspace(5) %v1, align 4
  %5032 = fmul float %5027, %4970
  %5033 = fadd float %5032, %5031
  store float %5033, ptr addrspace(5) %v1, align 4
  %5034 = load float, ptr addrspace(5) %v2, align 4
  %5035 = fmul float %5027, %4979
  %5036 = fadd float %5035, %5034
  store float %5036, ptr addrspace(5) %v2, align 4
  %5037 = load float, ptr addrspace(5) %v3, align 4
  %5038 = fmul float %5027, %4988
  %5039 = fadd float %5038, %5037
  store float %5039, ptr addrspace(5) %v3, align 4
  %5040 = load float, ptr addrspace(5) %v4, align 4
  %5041 = fmul float %5027, %4997
  %5042 = fadd float %5041, %5040
  store float %5042, ptr addrspace(5) %v4, align 4
  %5043 = load float, ptr addrspace(5) %v5, align 4
  %5044 = fmul float %5027, %5006
  %5045 = fadd float %5044, %5043
  store float %5045, ptr addrspace(5) %v5, align 4
  %5046 = load float, ptr addrspace(5) %v6, align 4
  %5047 = fmul float %5027, %5015
  %5048 = fadd float %5047, %5046
  store float %5048, ptr addrspace(5) %v6, align 4
  %5049 = load float, ptr addrspace(5) %v7, align 4
  %5050 = fmul float %5027, %5024
  %5051 = fadd float %5050, %5049
  store float %5051, ptr addrspace(5) %v7, align 4
  %5052 = bitcast float %3727 to i32
  %5053 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %5052)
  %5054 = bitcast i32 %5053 to float
  %5055 = load float, ptr addrspace(5) %v8, align 4
  %5056 = fmul float %5054, %4961
  %5057 = fadd float %5056, %5055
  store float %5057, ptr addrspace(5) %v8, align 4
  %5058 = load float, ptr addrspace(5) %v9, align 4
  %5059 = fmul float %5054, %4970
  %5060 = fadd float %5059, %5058
  store float %5060, ptr addrspace(5) %v9, align 4
  %5061 = load float, ptr addrspace(5) %v10, align 4
  %5062 = fmul float %5054, %4979
  %5063 = fadd float %5062, %5061
  store float %5063, ptr addrspace(5) %v10, align 4
  %5064 = load float, ptr addrspace(5) %v11, align 4
  %5065 = fmul float %5054, %4988
  %5066 = fadd float %5065, %5064
  store float %5066, ptr addrspace(5) %v11, align 4
  %5067 = load float, ptr addrspace(5) %v12, align 4
  %5068 = fmul float %5054, %4997
  %5069 = fadd float %5068, %5067
  store float %5069, ptr addrspace(5) %v12, align 4
  %5070 = load float, ptr addrspace(5) %v13, align 4
  %5071 = fmul float %5054, %5006
  %5072 = fadd float %5071, %5070
  store float %5072, ptr addrspace(5) %v13, align 4
  %5073 = load float, ptr addrspace(5) %v14, align 4
  %5074 = fmul float %5054, %5015
  %5075 = fadd float %5074, %5073
  store float %5075, ptr addrspace(5) %v14, align 4
  %5076 = load float, ptr addrspace(5) %v15, align 4
  %5077 = fmul float %5054, %5024
  %5078 = fadd float %5077, %5076
  store float %5078, ptr addrspace(5) %v15, align 4
  %5079 = bitcast float %3727 to i32
  %5080 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %5079)
  %5081 = bitcast i32 %5080 to float
  %5082 = load float, ptr addrspace(5) %v16, align 4
  %5083 = fmul float %5081, %4961
  %5084 = fadd float %5083, %5082
  store float %5084, ptr addrspace(5) %v16, align 4
  %5085 = load float, ptr addrspace(5) %v17, align 4
  %5086 = fmul float %5081, %4970
  %5087 = fadd float %5086, %5085
  store float %5087, ptr addrspace(5) %v17, align 4
  %5088 = load float, ptr addrspace(5) %v18, align 4
  %5089 = fmul float %5081, %4979
  %5090 = fadd float %5089, %5088
  store float %5090, ptr addrspace(5) %v18, align 4
  %5091 = load float, ptr addrspace(5) %v19, align 4
  %5092 = fmul float %5081, %4988
  %5093 = fadd float %5092, %5091
  store float %5093, ptr addrspace(5) %v19, align 4
  %5094 = load float, ptr addrspace(5) %v20, align 4
  %5095 = fmul float %5081, %4997
  %5096 = fadd float %5095, %5094
  store float %5096, ptr addrspace(5) %v20, align 4
  %5097 = load float, ptr addrspace(5) %v21, align 4
  %5098 = fmul float %5081, %5006
  %5099 = fadd float %5098, %5097
  store float %5099, ptr addrspace(5) %v21, align 4
  %5100 = load float, ptr addrspace(5) %v22, align 4
  %5101 = fmul float %5081, %5015
  %5102 = fadd float %5101, %5100
  store float %5102, ptr addrspace(5) %v22, align 4
  %5103 = load float, ptr addrspace(5) %v23, align 4
  %5104 = fmul float %5081, %5024
  %5105 = fadd float %5104, %5103
  store float %5105, ptr addrspace(5) %v23, align 4
  %5106 = bitcast float %3727 to i32
  %5107 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %5106)
  %5108 = bitcast i32 %5107 to float
  %5109 = load float, ptr addrspace(5) %v24, align 4
  %5110 = fmul float %5108, %4961
  %5111 = fadd float %5110, %5109
  store float %5111, ptr addrspace(5) %v24, align 4
  %5112 = load float, ptr addrspace(5) %v25, align 4
  %5113 = fmul float %5108, %4970
  %5114 = fadd float %5113, %5112
  store float %5114, ptr addrspace(5) %v25, align 4
  %5115 = load float, ptr addrspace(5) %v26, align 4
  %5116 = fmul float %5108, %4979
  %5117 = fadd float %5116, %5115
  store float %5117, ptr addrspace(5) %v26, align 4
  %5118 = load float, ptr addrspace(5) %v27, align 4
  %5119 = fmul float %5108, %4988
  %5120 = fadd float %5119, %5118
  store float %5120, ptr addrspace(5) %v27, align 4
  %5121 = load float, ptr addrspace(5) %v28, align 4
  %5122 = fmul float %5108, %4997
  %5123 = fadd float %5122, %5121
  store float %5123, ptr addrspace(5) %v28, align 4
  %5124 = load float, ptr addrspace(5) %v29, align 4
  %5125 = fmul float %5108, %5006
  %5126 = fadd float %5125, %5124
  store float %5126, ptr addrspace(5) %v29, align 4
  %5127 = load float, ptr addrspace(5) %v30, align 4
  %5128 = fmul float %5108, %5015
  %5129 = fadd float %5128, %5127
  store float %5129, ptr addrspace(5) %v30, align 4
  %5130 = load float, ptr addrspace(5) %v31, align 4
  %5131 = fmul float %5108, %5024
  %5132 = fadd float %5131, %5130
  store float %5132, ptr addrspace(5) %v31, align 4
  %5133 = add i32 %2198, 7
  %5134 = icmp sgt i32 %5133, %309
  %5135 = select i1 %5134, i32 %309, i32 %5133
  %5136 = mul i32 %5135, %5
  %5137 = add i32 %5136, %18
  %5138 = mul i32 %5137, %6
  %5139 = add i32 %5138, %25
  %5140 = select i1 %26, i32 %5139, i32 %5138
  %5141 = sext i32 %5140 to i64
  %5142 = mul i64 %5141, 2
  %5143 = getelementptr i8, ptr addrspace(1) %3, i64 %5142
  %5144 = load i16, ptr addrspace(1) %5143, align 2
  %5145 = bitcast i16 %5144 to half
  %5146 = fpext half %5145 to float
  %5147 = select i1 %26, float %5146, float 0.000000e+00
  %5148 = add i32 %5138, %27
  %5149 = select i1 %28, i32 %5148, i32 %5138
  %5150 = sext i32 %5149 to i64
  %5151 = mul i64 %5150, 2
  %5152 = getelementptr i8, ptr addrspace(1) %3, i64 %5151
  %5153 = load i16, ptr addrspace(1) %5152, align 2
  %5154 = bitcast i16 %5153 to half
  %5155 = fpext half %5154 to float
  %5156 = select i1 %28, float %5155, float 0.000000e+00
  %5157 = add i32 %5138, %29
  %5158 = select i1 %30, i32 %5157, i32 %5138
  %5159 = sext i32 %5158 to i64
  %5160 = mul i64 %5159, 2
  %5161 = getelementptr i8, ptr addrspace(1) %3, i64 %5160
  %5162 = load i16, ptr addrspace(1) %5161, align 2
  %5163 = bitcast i16 %5162 to half
  %5164 = fpext half %5163 to float
  %5165 = select i1 %30, float %5164, float 0.000000e+00
  %5166 = add i32 %5138, %31
  %5167 = select i1 %32, i32 %5166, i32 %5138
  %5168 = sext i32 %5167 to i64
  %5169 = mul i64 %5168, 2
  %5170 = getelementptr i8, ptr addrspace(1) %3, i64 %5169
  %5171 = load i16, ptr addrspace(1) %5170, align 2
  %5172 = bitcast i16 %5171 to half
  %5173 = fpext half %5172 to float
  %5174 = select i1 %32, float %5173, float 0.000000e+00
  %5175 = add i32 %5138, %33
  %5176 = select i1 %34, i32 %5175, i32 %5138
  %5177 = sext i32 %5176 to i64
  %5178 = mul i64 %5177, 2
  %5179 = getelementptr i8, ptr addrspace(1) %3, i64 %5178
  %5180 = load i16, ptr addrspace(1) %5179, align 2
  %5181 = bitcast i16 %5180 to half
  %5182 = fpext half %5181 to float
  %5183 = select i1 %34, float %5182, float 0.000000e+00
  %5184 = add i32 %5138, %35
  %5185 = select i1 %36, i32 %5184, i32 %5138
  %5186 = sext i32 %5185 to i64
  %5187 = mul i64 %5186, 2
  %5188 = getelementptr i8, ptr addrspace(1) %3, i64 %5187
  %5189 = load i16, ptr addrspace(1) %5188, align 2
  %5190 = bitcast i16 %5189 to half
  %5191 = fpext half %5190 to float
  %5192 = select i1 %36, float %5191, float 0.000000e+00
  %5193 = add i32 %5138, %37
  %5194 = select i1 %38, i32 %5193, i32 %5138
  %5195 = sext i32 %5194 to i64
  %5196 = mul i64 %5195, 2
  %5197 = getelementptr i8, ptr addrspace(1) %3, i64 %5196
  %5198 = load i16, ptr addrspace(1) %5197, align 2
  %5199 = bitcast i16 %5198 to half
  %5200 = fpext half %5199 to float
  %5201 = select i1 %38, float %5200, float 0.000000e+00
  %5202 = add i32 %5138, %39
  %5203 = select i1 %40, i32 %5202, i32 %5138
  %5204 = sext i32 %5203 to i64
  %5205 = mul i64 %5204, 2
  %5206 = getelementptr i8, ptr addrspace(1) %3, i64 %5205
  %5207 = load i16, ptr addrspace(1) %5206, align 2
  %5208 = bitcast i16 %5207 to half
  %5209 = fpext half %5208 to float
  %5210 = select i1 %40, float %5209, float 0.000000e+00
  %5211 = bitcast float %3727 to i32
  %5212 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %5211)
  %5213 = bitcast i32 %5212 to float
  %5214 = load float, ptr addrspace(5) %v, align 4
  %5215 = fmul float %5213, %5147
  %5216 = fadd float %5215, %5214
  store float %5216, ptr addrspace(5) %v, align 4
  %5217 = load float, ptr addrspace(5) %v1, align 4
  %5218 = fmul float %5213, %5156
  %5219 = fadd float %5218, %5217
  store float %5219, ptr addrspace(5) %v1, align 4
  %5220 = load float, ptr addrspace(5) %v2, align 4
  %5221 = fmul float %5213, %5165
  %5222 = fadd float %5221, %5220
  store float %5222, ptr addrspace(5) %v2, align 4
  %5223 = load float, ptr addrspace(5) %v3, align 4
  %5224 = fmul float %5213, %5174
  %5225 = fadd float %5224, %5223
  store float %5225, ptr addrspace(5) %v3, align 4
  %5226 = load float, ptr addrspace(5) %v4, align 4
  %5227 = fmul float %5213, %5183
  %5228 = fadd float %5227, %5226
  store float %5228, ptr addrspace(5) %v4, align 4
  %5229 = load float, ptr addrspace(5) %v5, align 4
  %5230 = fmul float %5213, %5192
  %5231 = fadd float %5230, %5229
  store float %5231, ptr addrspace(5) %v5, align 4
  %5232 = load float, ptr addrspace(5) %v6, align 4
  %5233 = fmul float %5213, %5201
  %5234 = fadd float %5233, %5232
  store float %5234, ptr addrspace(5) %v6, align 4
  %5235 = load float, ptr addrspace(5) %v7, align 4
  %5236 = fmul float %5213, %5210
  %5237 = fadd float %5236, %5235
  store float %5237, ptr addrspace(5) %v7, align 4
  %5238 = bitcast float %3727 to i32
  %5239 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %5238)
  %5240 = bitcast i32 %5239 to float
  %5241 = load float, ptr addrspace(5) %v8, align 4
  %5242 = fmul float %5240, %5147
  %5243 = fadd float %5242, %5241
  store float %5243, ptr addrspace(5) %v8, align 4
  %5244 = load float, ptr addrspace(5) %v9, align 4
  %5245 = fmul float %5240, %5156
  %5246 = fadd float %5245, %5244
  store float %5246, ptr addrspace(5) %v9, align 4
  %5247 = load float, ptr addrspace(5) %v10, align 4
  %5248 = fmul float %5240, %5165
  %5249 = fadd float %5248, %5247
  store float %5249, ptr addrspace(5) %v10, align 4
  %5250 = load float, ptr addrspace(5) %v11, align 4
  %5251 = fmul float %5240, %5174
  %5252 = fadd float %5251, %5250
  store float %5252, ptr addrspace(5) %v11, align 4
  %5253 = load float, ptr addrspace(5) %v12, align 4
  %5254 = fmul float %5240, %5183
  %5255 = fadd float %5254, %5253
  store float %5255, ptr addrspace(5) %v12, align 4
  %5256 = load float, ptr addrspace(5) %v13, align 4
  %5257 = fmul float %5240, %5192
  %5258 = fadd float %5257, %5256
  store float %5258, ptr addrspace(5) %v13, align 4
  %5259 = load float, ptr addrspace(5) %v14, align 4
  %5260 = fmul float %5240, %5201
  %5261 = fadd float %5260, %5259
  store float %5261, ptr addrspace(5) %v14, align 4
  %5262 = load float, ptr addrspace(5) %v15, align 4
  %5263 = fmul float %5240, %5210
  %5264 = fadd float %5263, %5262
  store float %5264, ptr addrspace(5) %v15, align 4
  %5265 = bitcast float %3727 to i32
  %5266 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %5265)
  %5267 = bitcast i32 %5266 to float
  %5268 = load float, ptr addrspace(5) %v16, align 4
  %5269 = fmul float %5267, %5147
  %5270 = fadd float %5269, %5268
  store float %5270, ptr addrspace(5) %v16, align 4
  %5271 = load float, ptr addrspace(5) %v17, align 4
  %5272 = fmul float %5267, %5156
  %5273 = fadd float %5272, %5271
  store float %5273, ptr addrspace(5) %v17, align 4
  %5274 = load float, ptr addrspace(5) %v18, align 4
  %5275 = fmul float %5267, %5165
  %5276 = fadd float %5275, %5274
  store float %5276, ptr addrspace(5) %v18, align 4
  %5277 = load float, ptr addrspace(5) %v19, align 4
  %5278 = fmul float %5267, %5174
  %5279 = fadd float %5278, %5277
  store float %5279, ptr addrspace(5) %v19, align 4
  %5280 = load float, ptr addrspace(5) %v20, align 4
  %5281 = fmul float %5267, %5183
  %5282 = fadd float %5281, %5280
  store float %5282, ptr addrspace(5) %v20, align 4
  %5283 = load float, ptr addrspace(5) %v21, align 4
  %5284 = fmul float %5267, %5192
  %5285 = fadd float %5284, %5283
  store float %5285, ptr addrspace(5) %v21, align 4
  %5286 = load float, ptr addrspace(5) %v22, align 4
  %5287 = fmul float %5267, %5201
  %5288 = fadd float %5287, %5286
  store float %5288, ptr addrspace(5) %v22, align 4
  %5289 = load float, ptr addrspace(5) %v23, align 4
  %5290 = fmul float %5267, %5210
  %5291 = fadd float %5290, %5289
  store float %5291, ptr addrspace(5) %v23, align 4
  %5292 = bitcast float %3727 to i32
  %5293 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %5292)
  %5294 = bitcast i32 %5293 to float
  %5295 = load float, ptr addrspace(5) %v24, align 4
  %5296 = fmul float %5294, %5147
  %5297 = fadd float %5296, %5295
  store float %5297, ptr addrspace(5) %v24, align 4
  %5298 = load float, ptr addrspace(5) %v25, align 4
  %5299 = fmul float %5294, %5156
  %5300 = fadd float %5299, %5298
  store float %5300, ptr addrspace(5) %v25, align 4
  %5301 = load float, ptr addrspace(5) %v26, align 4
  %5302 = fmul float %5294, %5165
  %5303 = fadd float %5302, %5301
  store float %5303, ptr addrspace(5) %v26, align 4
  %5304 = load float, ptr addrspace(5) %v27, align 4
  %5305 = fmul float %5294, %5174
  %5306 = fadd float %5305, %5304
  store float %5306, ptr addrspace(5) %v27, align 4
  %5307 = load float, ptr addrspace(5) %v28, align 4
  %5308 = fmul float %5294, %5183
  %5309 = fadd float %5308, %5307
  store float %5309, ptr addrspace(5) %v28, align 4
  %5310 = load float, ptr addrspace(5) %v29, align 4
  %5311 = fmul float %5294, %5192
  %5312 = fadd float %5311, %5310
  store float %5312, ptr addrspace(5) %v29, align 4
  %5313 = load float, ptr addrspace(5) %v30, align 4
  %5314 = fmul float %5294, %5201
  %5315 = fadd float %5314, %5313
  store float %5315, ptr addrspace(5) %v30, align 4
  %5316 = load float, ptr addrspace(5) %v31, align 4
  %5317 = fmul float %5294, %5210
  %5318 = fadd float %5317, %5316
  store float %5318, ptr addrspace(5) %v31, align 4
  %5319 = load i32, ptr addrspace(5) %v37, align 4
  %5320 = add i32 %5319, 4
  store i32 %5320, ptr addrspace(5) %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %5321 = add i32 %2193, %25
  %5322 = sext i32 %5321 to i64
  %5323 = mul i64 %5322, 4
  %5324 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5323
  store float %2194, ptr addrspace(3) %5324, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %5325 = load float, ptr addrspace(5) %v1, align 4
  br i1 %28, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %5326 = add i32 %2193, %27
  %5327 = sext i32 %5326 to i64
  %5328 = mul i64 %5327, 4
  %5329 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5328
  store float %5325, ptr addrspace(3) %5329, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %5330 = load float, ptr addrspace(5) %v2, align 4
  br i1 %30, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %5331 = add i32 %2193, %29
  %5332 = sext i32 %5331 to i64
  %5333 = mul i64 %5332, 4
  %5334 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5333
  store float %5330, ptr addrspace(3) %5334, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %5335 = load float, ptr addrspace(5) %v3, align 4
  br i1 %32, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %5336 = add i32 %2193, %31
  %5337 = sext i32 %5336 to i64
  %5338 = mul i64 %5337, 4
  %5339 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5338
  store float %5335, ptr addrspace(3) %5339, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %5340 = load float, ptr addrspace(5) %v4, align 4
  br i1 %34, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %5341 = add i32 %2193, %33
  %5342 = sext i32 %5341 to i64
  %5343 = mul i64 %5342, 4
  %5344 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5343
  store float %5340, ptr addrspace(3) %5344, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %5345 = load float, ptr addrspace(5) %v5, align 4
  br i1 %36, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %5346 = add i32 %2193, %35
  %5347 = sext i32 %5346 to i64
  %5348 = mul i64 %5347, 4
  %5349 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5348
  store float %5345, ptr addrspace(3) %5349, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %5350 = load float, ptr addrspace(5) %v6, align 4
  br i1 %38, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %5351 = add i32 %2193, %37
  %5352 = sext i32 %5351 to i64
  %5353 = mul i64 %5352, 4
  %5354 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5353
  store float %5350, ptr addrspace(3) %5354, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %5355 = load float, ptr addrspace(5) %v7, align 4
  br i1 %40, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %5356 = add i32 %2193, %39
  %5357 = sext i32 %5356 to i64
  %5358 = mul i64 %5357, 4
  %5359 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5358
  store float %5355, ptr addrspace(3) %5359, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %5360 = icmp eq i32 %11, 0
  br i1 %5360, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %5361 = mul i32 %2192, 2
  %5362 = sext i32 %5361 to i64
  %5363 = mul i64 %5362, 4
  %5364 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5363
  store float %2190, ptr addrspace(3) %5364, align 4
  %5365 = add i32 %5361, 1
  %5366 = sext i32 %5365 to i64
  %5367 = mul i64 %5366, 4
  %5368 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5367
  store float %2191, ptr addrspace(3) %5368, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %5369 = add i32 4, %13
  %5370 = mul i32 %5369, 256
  %5371 = load float, ptr addrspace(5) %v8, align 4
  br i1 %26, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %5372 = add i32 %5370, %25
  %5373 = sext i32 %5372 to i64
  %5374 = mul i64 %5373, 4
  %5375 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5374
  store float %5371, ptr addrspace(3) %5375, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %5376 = load float, ptr addrspace(5) %v9, align 4
  br i1 %28, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %5377 = add i32 %5370, %27
  %5378 = sext i32 %5377 to i64
  %5379 = mul i64 %5378, 4
  %5380 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5379
  store float %5376, ptr addrspace(3) %5380, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %5381 = load float, ptr addrspace(5) %v10, align 4
  br i1 %30, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %5382 = add i32 %5370, %29
  %5383 = sext i32 %5382 to i64
  %5384 = mul i64 %5383, 4
  %5385 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5384
  store float %5381, ptr addrspace(3) %5385, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5386 = load float, ptr addrspace(5) %v11, align 4
  br i1 %32, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5387 = add i32 %5370, %31
  %5388 = sext i32 %5387 to i64
  %5389 = mul i64 %5388, 4
  %5390 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5389
  store float %5386, ptr addrspace(3) %5390, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5391 = load float, ptr addrspace(5) %v12, align 4
  br i1 %34, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5392 = add i32 %5370, %33
  %5393 = sext i32 %5392 to i64
  %5394 = mul i64 %5393, 4
  %5395 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5394
  store float %5391, ptr addrspace(3) %5395, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5396 = load float, ptr addrspace(5) %v13, align 4
  br i1 %36, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5397 = add i32 %5370, %35
  %5398 = sext i32 %5397 to i64
  %5399 = mul i64 %5398, 4
  %5400 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5399
  store float %5396, ptr addrspace(3) %5400, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5401 = load float, ptr addrspace(5) %v14, align 4
  br i1 %38, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5402 = add i32 %5370, %37
  %5403 = sext i32 %5402 to i64
  %5404 = mul i64 %5403, 4
  %5405 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5404
  store float %5401, ptr addrspace(3) %5405, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5406 = load float, ptr addrspace(5) %v15, align 4
  br i1 %40, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5407 = add i32 %5370, %39
  %5408 = sext i32 %5407 to i64
  %5409 = mul i64 %5408, 4
  %5410 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5409
  store float %5406, ptr addrspace(3) %5410, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5411 = icmp eq i32 %11, 8
  br i1 %5411, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5412 = mul i32 %5369, 2
  %5413 = sext i32 %5412 to i64
  %5414 = mul i64 %5413, 4
  %5415 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5414
  store float %2190, ptr addrspace(3) %5415, align 4
  %5416 = add i32 %5412, 1
  %5417 = sext i32 %5416 to i64
  %5418 = mul i64 %5417, 4
  %5419 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5418
  store float %2191, ptr addrspace(3) %5419, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5420 = add i32 8, %13
  %5421 = mul i32 %5420, 256
  %5422 = load float, ptr addrspace(5) %v16, align 4
  br i1 %26, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5423 = add i32 %5421, %25
  %5424 = sext i32 %5423 to i64
  %5425 = mul i64 %5424, 4
  %5426 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5425
  store float %5422, ptr addrspace(3) %5426, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5427 = load float, ptr addrspace(5) %v17, align 4
  br i1 %28, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5428 = add i32 %5421, %27
  %5429 = sext i32 %5428 to i64
  %5430 = mul i64 %5429, 4
  %5431 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5430
  store float %5427, ptr addrspace(3) %5431, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5432 = load float, ptr addrspace(5) %v18, align 4
  br i1 %30, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5433 = add i32 %5421, %29
  %5434 = sext i32 %5433 to i64
  %5435 = mul i64 %5434, 4
  %5436 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5435
  store float %5432, ptr addrspace(3) %5436, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5437 = load float, ptr addrspace(5) %v19, align 4
  br i1 %32, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5438 = add i32 %5421, %31
  %5439 = sext i32 %5438 to i64
  %5440 = mul i64 %5439, 4
  %5441 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5440
  store float %5437, ptr addrspace(3) %5441, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5442 = load float, ptr addrspace(5) %v20, align 4
  br i1 %34, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5443 = add i32 %5421, %33
  %5444 = sext i32 %5443 to i64
  %5445 = mul i64 %5444, 4
  %5446 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5445
  store float %5442, ptr addrspace(3) %5446, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5447 = load float, ptr addrspace(5) %v21, align 4
  br i1 %36, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5448 = add i32 %5421, %35
  %5449 = sext i32 %5448 to i64
  %5450 = mul i64 %5449, 4
  %5451 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5450
  store float %5447, ptr addrspace(3) %5451, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5452 = load float, ptr addrspace(5) %v22, align 4
  br i1 %38, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5453 = add i32 %5421, %37
  %5454 = sext i32 %5453 to i64
  %5455 = mul i64 %5454, 4
  %5456 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5455
  store float %5452, ptr addrspace(3) %5456, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5457 = load float, ptr addrspace(5) %v23, align 4
  br i1 %40, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5458 = add i32 %5421, %39
  %5459 = sext i32 %5458 to i64
  %5460 = mul i64 %5459, 4
  %5461 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5460
  store float %5457, ptr addrspace(3) %5461, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5462 = icmp eq i32 %11, 16
  br i1 %5462, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5463 = mul i32 %5420, 2
  %5464 = sext i32 %5463 to i64
  %5465 = mul i64 %5464, 4
  %5466 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5465
  store float %2190, ptr addrspace(3) %5466, align 4
  %5467 = add i32 %5463, 1
  %5468 = sext i32 %5467 to i64
  %5469 = mul i64 %5468, 4
  %5470 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5469
  store float %2191, ptr addrspace(3) %5470, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5471 = add i32 12, %13
  %5472 = mul i32 %5471, 256
  %5473 = load float, ptr addrspace(5) %v24, align 4
  br i1 %26, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5474 = add i32 %5472, %25
  %5475 = sext i32 %5474 to i64
  %5476 = mul i64 %5475, 4
  %5477 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5476
  store float %5473, ptr addrspace(3) %5477, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5478 = load float, ptr addrspace(5) %v25, align 4
  br i1 %28, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5479 = add i32 %5472, %27
  %5480 = sext i32 %5479 to i64
  %5481 = mul i64 %5480, 4
  %5482 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5481
  store float %5478, ptr addrspace(3) %5482, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5483 = load float, ptr addrspace(5) %v26, align 4
  br i1 %30, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5484 = add i32 %5472, %29
  %5485 = sext i32 %5484 to i64
  %5486 = mul i64 %5485, 4
  %5487 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5486
  store float %5483, ptr addrspace(3) %5487, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5488 = load float, ptr addrspace(5) %v27, align 4
  br i1 %32, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5489 = add i32 %5472, %31
  %5490 = sext i32 %5489 to i64
  %5491 = mul i64 %5490, 4
  %5492 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5491
  store float %5488, ptr addrspace(3) %5492, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5493 = load float, ptr addrspace(5) %v28, align 4
  br i1 %34, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5494 = add i32 %5472, %33
  %5495 = sext i32 %5494 to i64
  %5496 = mul i64 %5495, 4
  %5497 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5496
  store float %5493, ptr addrspace(3) %5497, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5498 = load float, ptr addrspace(5) %v29, align 4
  br i1 %36, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5499 = add i32 %5472, %35
  %5500 = sext i32 %5499 to i64
  %5501 = mul i64 %5500, 4
  %5502 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5501
  store float %5498, ptr addrspace(3) %5502, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5503 = load float, ptr addrspace(5) %v30, align 4
  br i1 %38, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5504 = add i32 %5472, %37
  %5505 = sext i32 %5504 to i64
  %5506 = mul i64 %5505, 4
  %5507 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5506
  store float %5503, ptr addrspace(3) %5507, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5508 = load float, ptr addrspace(5) %v31, align 4
  br i1 %40, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5509 = add i32 %5472, %39
  %5510 = sext i32 %5509 to i64
  %5511 = mul i64 %5510, 4
  %5512 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5511
  store float %5508, ptr addrspace(3) %5512, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5513 = icmp eq i32 %11, 24
  br i1 %5513, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5514 = mul i32 %5471, 2
  %5515 = sext i32 %5514 to i64
  %5516 = mul i64 %5515, 4
  %5517 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5516
  store float %2190, ptr addrspace(3) %5517, align 4
  %5518 = add i32 %5514, 1
  %5519 = sext i32 %5518 to i64
  %5520 = mul i64 %5519, 4
  %5521 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5520
  store float %2191, ptr addrspace(3) %5521, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %5522 = load float, ptr addrspace(3) @lds2, align 4
  %5523 = fcmp ogt float %5522, 0xFFF0000000000000
  %5524 = select i1 %5523, float %5522, float 0xFFF0000000000000
  %5525 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5526 = fcmp ogt float %5525, %5524
  %5527 = select i1 %5526, float %5525, float %5524
  %5528 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5529 = fcmp ogt float %5528, %5527
  %5530 = select i1 %5529, float %5528, float %5527
  %5531 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5532 = fcmp ogt float %5531, %5530
  %5533 = select i1 %5532, float %5531, float %5530
  %5534 = fsub float %5522, %5533
  %5535 = fmul float %5534, 0x3FF7154760000000
  %5536 = fcmp olt float %5535, -1.260000e+02
  %5537 = fcmp ogt float %5535, 1.270000e+02
  %5538 = select i1 %5536, float -1.260000e+02, float %5535
  %5539 = select i1 %5537, float 1.270000e+02, float %5538
  %5540 = fadd float %5539, 5.000000e-01
  %5541 = call float @llvm.floor.f32(float %5540)
  %5542 = fsub float %5539, %5541
  %5543 = fmul float 0x3EEFFCBFC0000000, %5542
  %5544 = fadd float %5543, 0x3F24309120000000
  %5545 = fmul float %5544, %5542
  %5546 = fadd float %5545, 0x3F55D87FE0000000
  %5547 = fmul float %5546, %5542
  %5548 = fadd float %5547, 0x3F83B2AB60000000
  %5549 = fmul float %5548, %5542
  %5550 = fadd float %5549, 0x3FAC6B08E0000000
  %5551 = fmul float %5550, %5542
  %5552 = fadd float %5551, 0x3FCEBFBE00000000
  %5553 = fmul float %5552, %5542
  %5554 = fadd float %5553, 0x3FE62E4300000000
  %5555 = fmul float %5554, %5542
  %5556 = fadd float %5555, 1.000000e+00
  %5557 = fptosi float %5541 to i32
  %5558 = add i32 %5557, 127
  %5559 = shl i32 %5558, 23
  %5560 = bitcast i32 %5559 to float
  %5561 = fmul float %5556, %5560
  %5562 = select i1 %5536, float 0.000000e+00, float %5561
  %5563 = select i1 %5537, float 0x7FF0000000000000, float %5562
  %5564 = fcmp uno float %5535, %5535
  %5565 = select i1 %5564, float %5535, float %5563
  %5566 = fcmp oeq float %5522, 0xFFF0000000000000
  %5567 = select i1 %5566, float 0.000000e+00, float %5565
  %5568 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5569 = fmul float %5567, %5568
  %5570 = fadd float %5569, 0.000000e+00
  %5571 = fsub float %5525, %5533
  %5572 = fmul float %5571, 0x3FF7154760000000
  %5573 = fcmp olt float %5572, -1.260000e+02
  %5574 = fcmp ogt float %5572, 1.270000e+02
  %5575 = select i1 %5573, float -1.260000e+02, float %5572
  %5576 = select i1 %5574, float 1.270000e+02, float %5575
  %5577 = fadd float %5576, 5.000000e-01
  %5578 = call float @llvm.floor.f32(float %5577)
  %5579 = fsub float %5576, %5578
  %5580 = fmul float 0x3EEFFCBFC0000000, %5579
  %5581 = fadd float %5580, 0x3F24309120000000
  %5582 = fmul float %5581, %5579
  %5583 = fadd float %5582, 0x3F55D87FE0000000
  %5584 = fmul float %5583, %5579
  %5585 = fadd float %5584, 0x3F83B2AB60000000
  %5586 = fmul float %5585, %5579
  %5587 = fadd float %5586, 0x3FAC6B08E0000000
  %5588 = fmul float %5587, %5579
  %5589 = fadd float %5588, 0x3FCEBFBE00000000
  %5590 = fmul float %5589, %5579
  %5591 = fadd float %5590, 0x3FE62E4300000000
  %5592 = fmul float %5591, %5579
  %5593 = fadd float %5592, 1.000000e+00
  %5594 = fptosi float %5578 to i32
  %5595 = add i32 %5594, 127
  %5596 = shl i32 %5595, 23
  %5597 = bitcast i32 %5596 to float
  %5598 = fmul float %5593, %5597
  %5599 = select i1 %5573, float 0.000000e+00, float %5598
  %5600 = select i1 %5574, float 0x7FF0000000000000, float %5599
  %5601 = fcmp uno float %5572, %5572
  %5602 = select i1 %5601, float %5572, float %5600
  %5603 = fcmp oeq float %5525, 0xFFF0000000000000
  %5604 = select i1 %5603, float 0.000000e+00, float %5602
  %5605 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5606 = fmul float %5604, %5605
  %5607 = fadd float %5606, %5570
  %5608 = fsub float %5528, %5533
  %5609 = fmul float %5608, 0x3FF7154760000000
  %5610 = fcmp olt float %5609, -1.260000e+02
  %5611 = fcmp ogt float %5609, 1.270000e+02
  %5612 = select i1 %5610, float -1.260000e+02, float %5609
  %5613 = select i1 %5611, float 1.270000e+02, float %5612
  %5614 = fadd float %5613, 5.000000e-01
  %5615 = call float @llvm.floor.f32(float %5614)
  %5616 = fsub float %5613, %5615
  %5617 = fmul float 0x3EEFFCBFC0000000, %5616
  %5618 = fadd float %5617, 0x3F24309120000000
  %5619 = fmul float %5618, %5616
  %5620 = fadd float %5619, 0x3F55D87FE0000000
  %5621 = fmul float %5620, %5616
  %5622 = fadd float %5621, 0x3F83B2AB60000000
  %5623 = fmul float %5622, %5616
  %5624 = fadd float %5623, 0x3FAC6B08E0000000
  %5625 = fmul float %5624, %5616
  %5626 = fadd float %5625, 0x3FCEBFBE00000000
  %5627 = fmul float %5626, %5616
  %5628 = fadd float %5627, 0x3FE62E4300000000
  %5629 = fmul float %5628, %5616
  %5630 = fadd float %5629, 1.000000e+00
  %5631 = fptosi float %5615 to i32
  %5632 = add i32 %5631, 127
  %5633 = shl i32 %5632, 23
  %5634 = bitcast i32 %5633 to float
  %5635 = fmul float %5630, %5634
  %5636 = select i1 %5610, float 0.000000e+00, float %5635
  %5637 = select i1 %5611, float 0x7FF0000000000000, float %5636
  %5638 = fcmp uno float %5609, %5609
  %5639 = select i1 %5638, float %5609, float %5637
  %5640 = fcmp oeq float %5528, 0xFFF0000000000000
  %5641 = select i1 %5640, float 0.000000e+00, float %5639
  %5642 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5643 = fmul float %5641, %5642
  %5644 = fadd float %5643, %5607
  %5645 = fsub float %5531, %5533
  %5646 = fmul float %5645, 0x3FF7154760000000
  %5647 = fcmp olt float %5646, -1.260000e+02
  %5648 = fcmp ogt float %5646, 1.270000e+02
  %5649 = select i1 %5647, float -1.260000e+02, float %5646
  %5650 = select i1 %5648, float 1.270000e+02, float %5649
  %5651 = fadd float %5650, 5.000000e-01
  %5652 = call float @llvm.floor.f32(float %5651)
  %5653 = fsub float %5650, %5652
  %5654 = fmul float 0x3EEFFCBFC0000000, %5653
  %5655 = fadd float %5654, 0x3F24309120000000
  %5656 = fmul float %5655, %5653
  %5657 = fadd float %5656, 0x3F55D87FE0000000
  %5658 = fmul float %5657, %5653
  %5659 = fadd float %5658, 0x3F83B2AB60000000
  %5660 = fmul float %5659, %5653
  %5661 = fadd float %5660, 0x3FAC6B08E0000000
  %5662 = fmul float %5661, %5653
  %5663 = fadd float %5662, 0x3FCEBFBE00000000
  %5664 = fmul float %5663, %5653
  %5665 = fadd float %5664, 0x3FE62E4300000000
  %5666 = fmul float %5665, %5653
  %5667 = fadd float %5666, 1.000000e+00
  %5668 = fptosi float %5652 to i32
  %5669 = add i32 %5668, 127
  %5670 = shl i32 %5669, 23
  %5671 = bitcast i32 %5670 to float
  %5672 = fmul float %5667, %5671
  %5673 = select i1 %5647, float 0.000000e+00, float %5672
  %5674 = select i1 %5648, float 0x7FF0000000000000, float %5673
  %5675 = fcmp uno float %5646, %5646
  %5676 = select i1 %5675, float %5646, float %5674
  %5677 = fcmp oeq float %5531, 0xFFF0000000000000
  %5678 = select i1 %5677, float 0.000000e+00, float %5676
  %5679 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5680 = fmul float %5678, %5679
  %5681 = fadd float %5680, %5644
  br i1 %42, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %9, ptr addrspace(5) %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5682 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5683 = fcmp ogt float %5682, 0xFFF0000000000000
  %5684 = select i1 %5683, float %5682, float 0xFFF0000000000000
  %5685 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5686 = fcmp ogt float %5685, %5684
  %5687 = select i1 %5686, float %5685, float %5684
  %5688 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5689 = fcmp ogt float %5688, %5687
  %5690 = select i1 %5689, float %5688, float %5687
  %5691 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5692 = fcmp ogt float %5691, %5690
  %5693 = select i1 %5692, float %5691, float %5690
  %5694 = fsub float %5682, %5693
  %5695 = fmul float %5694, 0x3FF7154760000000
  %5696 = fcmp olt float %5695, -1.260000e+02
  %5697 = fcmp ogt float %5695, 1.270000e+02
  %5698 = select i1 %5696, float -1.260000e+02, float %5695
  %5699 = select i1 %5697, float 1.270000e+02, float %5698
  %5700 = fadd float %5699, 5.000000e-01
  %5701 = call float @llvm.floor.f32(float %5700)
  %5702 = fsub float %5699, %5701
  %5703 = fmul float 0x3EEFFCBFC0000000, %5702
  %5704 = fadd float %5703, 0x3F24309120000000
  %5705 = fmul float %5704, %5702
  %5706 = fadd float %5705, 0x3F55D87FE0000000
  %5707 = fmul float %5706, %5702
  %5708 = fadd float %5707, 0x3F83B2AB60000000
  %5709 = fmul float %5708, %5702
  %5710 = fadd float %5709, 0x3FAC6B08E0000000
  %5711 = fmul float %5710, %5702
  %5712 = fadd float %5711, 0x3FCEBFBE00000000
  %5713 = fmul float %5712, %5702
  %5714 = fadd float %5713, 0x3FE62E4300000000
  %5715 = fmul float %5714, %5702
  %5716 = fadd float %5715, 1.000000e+00
  %5717 = fptosi float %5701 to i32
  %5718 = add i32 %5717, 127
  %5719 = shl i32 %5718, 23
  %5720 = bitcast i32 %5719 to float
  %5721 = fmul float %5716, %5720
  %5722 = select i1 %5696, float 0.000000e+00, float %5721
  %5723 = select i1 %5697, float 0x7FF0000000000000, float %5722
  %5724 = fcmp uno float %5695, %5695
  %5725 = select i1 %5724, float %5695, float %5723
  %5726 = fcmp oeq float %5682, 0xFFF0000000000000
  %5727 = select i1 %5726, float 0.000000e+00, float %5725
  %5728 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5729 = fmul float %5727, %5728
  %5730 = fadd float %5729, 0.000000e+00
  %5731 = fsub float %5685, %5693
  %5732 = fmul float %5731, 0x3FF7154760000000
  %5733 = fcmp olt float %5732, -1.260000e+02
  %5734 = fcmp ogt float %5732, 1.270000e+02
  %5735 = select i1 %5733, float -1.260000e+02, float %5732
  %5736 = select i1 %5734, float 1.270000e+02, float %5735
  %5737 = fadd float %5736, 5.000000e-01
  %5738 = call float @llvm.floor.f32(float %5737)
  %5739 = fsub float %5736, %5738
  %5740 = fmul float 0x3EEFFCBFC0000000, %5739
  %5741 = fadd float %5740, 0x3F24309120000000
  %5742 = fmul float %5741, %5739
  %5743 = fadd float %5742, 0x3F55D87FE0000000
  %5744 = fmul float %5743, %5739
  %5745 = fadd float %5744, 0x3F83B2AB60000000
  %5746 = fmul float %5745, %5739
  %5747 = fadd float %5746, 0x3FAC6B08E0000000
  %5748 = fmul float %5747, %5739
  %5749 = fadd float %5748, 0x3FCEBFBE00000000
  %5750 = fmul float %5749, %5739
  %5751 = fadd float %5750, 0x3FE62E4300000000
  %5752 = fmul float %5751, %5739
  %5753 = fadd float %5752, 1.000000e+00
  %5754 = fptosi float %5738 to i32
  %5755 = add i32 %5754, 127
  %5756 = shl i32 %5755, 23
  %5757 = bitcast i32 %5756 to float
  %5758 = fmul float %5753, %5757
  %5759 = select i1 %5733, float 0.000000e+00, float %5758
  %5760 = select i1 %5734, float 0x7FF0000000000000, float %5759
  %5761 = fcmp uno float %5732, %5732
  %5762 = select i1 %5761, float %5732, float %5760
  %5763 = fcmp oeq float %5685, 0xFFF0000000000000
  %5764 = select i1 %5763, float 0.000000e+00, float %5762
  %5765 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5766 = fmul float %5764, %5765
  %5767 = fadd float %5766, %5730
  %5768 = fsub float %5688, %5693
  %5769 = fmul float %5768, 0x3FF7154760000000
  %5770 = fcmp olt float %5769, -1.260000e+02
  %5771 = fcmp ogt float %5769, 1.270000e+02
  %5772 = select i1 %5770, float -1.260000e+02, float %5769
  %5773 = select i1 %5771, float 1.270000e+02, float %5772
  %5774 = fadd float %5773, 5.000000e-01
  %5775 = call float @llvm.floor.f32(float %5774)
  %5776 = fsub float %5773, %5775
  %5777 = fmul float 0x3EEFFCBFC0000000, %5776
  %5778 = fadd float %5777, 0x3F24309120000000
  %5779 = fmul float %5778, %5776
  %5780 = fadd float %5779, 0x3F55D87FE0000000
  %5781 = fmul float %5780, %5776
  %5782 = fadd float %5781, 0x3F83B2AB60000000
  %5783 = fmul float %5782, %5776
  %5784 = fadd float %5783, 0x3FAC6B08E0000000
  %5785 = fmul float %5784, %5776
  %5786 = fadd float %5785, 0x3FCEBFBE00000000
  %5787 = fmul float %5786, %5776
  %5788 = fadd float %5787, 0x3FE62E4300000000
  %5789 = fmul float %5788, %5776
  %5790 = fadd float %5789, 1.000000e+00
  %5791 = fptosi float %5775 to i32
  %5792 = add i32 %5791, 127
  %5793 = shl i32 %5792, 23
  %5794 = bitcast i32 %5793 to float
  %5795 = fmul float %5790, %5794
  %5796 = select i1 %5770, float 0.000000e+00, float %5795
  %5797 = select i1 %5771, float 0x7FF0000000000000, float %5796
  %5798 = fcmp uno float %5769, %5769
  %5799 = select i1 %5798, float %5769, float %5797
  %5800 = fcmp oeq float %5688, 0xFFF0000000000000
  %5801 = select i1 %5800, float 0.000000e+00, float %5799
  %5802 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5803 = fmul float %5801, %5802
  %5804 = fadd float %5803, %5767
  %5805 = fsub float %5691, %5693
  %5806 = fmul float %5805, 0x3FF7154760000000
  %5807 = fcmp olt float %5806, -1.260000e+02
  %5808 = fcmp ogt float %5806, 1.270000e+02
  %5809 = select i1 %5807, float -1.260000e+02, float %5806
  %5810 = select i1 %5808, float 1.270000e+02, float %5809
  %5811 = fadd float %5810, 5.000000e-01
  %5812 = call float @llvm.floor.f32(float %5811)
  %5813 = fsub float %5810, %5812
  %5814 = fmul float 0x3EEFFCBFC0000000, %5813
  %5815 = fadd float %5814, 0x3F24309120000000
  %5816 = fmul float %5815, %5813
  %5817 = fadd float %5816, 0x3F55D87FE0000000
  %5818 = fmul float %5817, %5813
  %5819 = fadd float %5818, 0x3F83B2AB60000000
  %5820 = fmul float %5819, %5813
  %5821 = fadd float %5820, 0x3FAC6B08E0000000
  %5822 = fmul float %5821, %5813
  %5823 = fadd float %5822, 0x3FCEBFBE00000000
  %5824 = fmul float %5823, %5813
  %5825 = fadd float %5824, 0x3FE62E4300000000
  %5826 = fmul float %5825, %5813
  %5827 = fadd float %5826, 1.000000e+00
  %5828 = fptosi float %5812 to i32
  %5829 = add i32 %5828, 127
  %5830 = shl i32 %5829, 23
  %5831 = bitcast i32 %5830 to float
  %5832 = fmul float %5827, %5831
  %5833 = select i1 %5807, float 0.000000e+00, float %5832
  %5834 = select i1 %5808, float 0x7FF0000000000000, float %5833
  %5835 = fcmp uno float %5806, %5806
  %5836 = select i1 %5835, float %5806, float %5834
  %5837 = fcmp oeq float %5691, 0xFFF0000000000000
  %5838 = select i1 %5837, float 0.000000e+00, float %5836
  %5839 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5840 = fmul float %5838, %5839
  %5841 = fadd float %5840, %5804
  br i1 %104, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5842 = load i32, ptr addrspace(5) %v115, align 4
  %5843 = icmp slt i32 %5842, %6
  br i1 %5843, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5844 = load i32, ptr addrspace(5) %v115, align 4
  %5845 = add i32 0, %5844
  %5846 = sext i32 %5845 to i64
  %5847 = mul i64 %5846, 4
  %5848 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5847
  %5849 = load float, ptr addrspace(3) %5848, align 4
  %5850 = fmul float %5567, %5849
  %5851 = fadd float %5850, 0.000000e+00
  %5852 = add i32 256, %5844
  %5853 = sext i32 %5852 to i64
  %5854 = mul i64 %5853, 4
  %5855 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5854
  %5856 = load float, ptr addrspace(3) %5855, align 4
  %5857 = fmul float %5604, %5856
  %5858 = fadd float %5857, %5851
  %5859 = add i32 512, %5844
  %5860 = sext i32 %5859 to i64
  %5861 = mul i64 %5860, 4
  %5862 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5861
  %5863 = load float, ptr addrspace(3) %5862, align 4
  %5864 = fmul float %5641, %5863
  %5865 = fadd float %5864, %5858
  %5866 = add i32 768, %5844
  %5867 = sext i32 %5866 to i64
  %5868 = mul i64 %5867, 4
  %5869 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5868
  %5870 = load float, ptr addrspace(3) %5869, align 4
  %5871 = fmul float %5678, %5870
  %5872 = fadd float %5871, %5865
  %5873 = add i32 %46, %5844
  %5874 = fdiv float %5872, %5681
  %5875 = sext i32 %5873 to i64
  %5876 = mul i64 %5875, 4
  %5877 = getelementptr i8, ptr addrspace(1) %0, i64 %5876
  store float %5874, ptr addrspace(1) %5877, align 4
  %5878 = load i32, ptr addrspace(5) %v115, align 4
  %5879 = add i32 %5878, 128
  store i32 %5879, ptr addrspace(5) %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %9, ptr addrspace(5) %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5880 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5881 = fcmp ogt float %5880, 0xFFF0000000000000
  %5882 = select i1 %5881, float %5880, float 0xFFF0000000000000
  %5883 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5884 = fcmp ogt float %5883, %5882
  %5885 = select i1 %5884, float %5883, float %5882
  %5886 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5887 = fcmp ogt float %5886, %5885
  %5888 = select i1 %5887, float %5886, float %5885
  %5889 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5890 = fcmp ogt float %5889, %5888
  %5891 = select i1 %5890, float %5889, float %5888
  %5892 = fsub float %5880, %5891
  %5893 = fmul float %5892, 0x3FF7154760000000
  %5894 = fcmp olt float %5893, -1.260000e+02
  %5895 = fcmp ogt float %5893, 1.270000e+02
  %5896 = select i1 %5894, float -1.260000e+02, float %5893
  %5897 = select i1 %5895, float 1.270000e+02, float %5896
  %5898 = fadd float %5897, 5.000000e-01
  %5899 = call float @llvm.floor.f32(float %5898)
  %5900 = fsub float %5897, %5899
  %5901 = fmul float 0x3EEFFCBFC0000000, %5900
  %5902 = fadd float %5901, 0x3F24309120000000
  %5903 = fmul float %5902, %5900
  %5904 = fadd float %5903, 0x3F55D87FE0000000
  %5905 = fmul float %5904, %5900
  %5906 = fadd float %5905, 0x3F83B2AB60000000
  %5907 = fmul float %5906, %5900
  %5908 = fadd float %5907, 0x3FAC6B08E0000000
  %5909 = fmul float %5908, %5900
  %5910 = fadd float %5909, 0x3FCEBFBE00000000
  %5911 = fmul float %5910, %5900
  %5912 = fadd float %5911, 0x3FE62E4300000000
  %5913 = fmul float %5912, %5900
  %5914 = fadd float %5913, 1.000000e+00
  %5915 = fptosi float %5899 to i32
  %5916 = add i32 %5915, 127
  %5917 = shl i32 %5916, 23
  %5918 = bitcast i32 %5917 to float
  %5919 = fmul float %5914, %5918
  %5920 = select i1 %5894, float 0.000000e+00, float %5919
  %5921 = select i1 %5895, float 0x7FF0000000000000, float %5920
  %5922 = fcmp uno float %5893, %5893
  %5923 = select i1 %5922, float %5893, float %5921
  %5924 = fcmp oeq float %5880, 0xFFF0000000000000
  %5925 = select i1 %5924, float 0.000000e+00, float %5923
  %5926 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5927 = fmul float %5925, %5926
  %5928 = fadd float %5927, 0.000000e+00
  %5929 = fsub float %5883, %5891
  %5930 = fmul float %5929, 0x3FF7154760000000
  %5931 = fcmp olt float %5930, -1.260000e+02
  %5932 = fcmp ogt float %5930, 1.270000e+02
  %5933 = select i1 %5931, float -1.260000e+02, float %5930
  %5934 = select i1 %5932, float 1.270000e+02, float %5933
  %5935 = fadd float %5934, 5.000000e-01
  %5936 = call float @llvm.floor.f32(float %5935)
  %5937 = fsub float %5934, %5936
  %5938 = fmul float 0x3EEFFCBFC0000000, %5937
  %5939 = fadd float %5938, 0x3F24309120000000
  %5940 = fmul float %5939, %5937
  %5941 = fadd float %5940, 0x3F55D87FE0000000
  %5942 = fmul float %5941, %5937
  %5943 = fadd float %5942, 0x3F83B2AB60000000
  %5944 = fmul float %5943, %5937
  %5945 = fadd float %5944, 0x3FAC6B08E0000000
  %5946 = fmul float %5945, %5937
  %5947 = fadd float %5946, 0x3FCEBFBE00000000
  %5948 = fmul float %5947, %5937
  %5949 = fadd float %5948, 0x3FE62E4300000000
  %5950 = fmul float %5949, %5937
  %5951 = fadd float %5950, 1.000000e+00
  %5952 = fptosi float %5936 to i32
  %5953 = add i32 %5952, 127
  %5954 = shl i32 %5953, 23
  %5955 = bitcast i32 %5954 to float
  %5956 = fmul float %5951, %5955
  %5957 = select i1 %5931, float 0.000000e+00, float %5956
  %5958 = select i1 %5932, float 0x7FF0000000000000, float %5957
  %5959 = fcmp uno float %5930, %5930
  %5960 = select i1 %5959, float %5930, float %5958
  %5961 = fcmp oeq float %5883, 0xFFF0000000000000
  %5962 = select i1 %5961, float 0.000000e+00, float %5960
  %5963 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5964 = fmul float %5962, %5963
  %5965 = fadd float %5964, %5928
  %5966 = fsub float %5886, %5891
  %5967 = fmul float %5966, 0x3FF7154760000000
  %5968 = fcmp olt float %5967, -1.260000e+02
  %5969 = fcmp ogt float %5967, 1.270000e+02
  %5970 = select i1 %5968, float -1.260000e+02, float %5967
  %5971 = select i1 %5969, float 1.270000e+02, float %5970
  %5972 = fadd float %5971, 5.000000e-01
  %5973 = call float @llvm.floor.f32(float %5972)
  %5974 = fsub float %5971, %5973
  %5975 = fmul float 0x3EEFFCBFC0000000, %5974
  %5976 = fadd float %5975, 0x3F24309120000000
  %5977 = fmul float %5976, %5974
  %5978 = fadd float %5977, 0x3F55D87FE0000000
  %5979 = fmul float %5978, %5974
  %5980 = fadd float %5979, 0x3F83B2AB60000000
  %5981 = fmul float %5980, %5974
  %5982 = fadd float %5981, 0x3FAC6B08E0000000
  %5983 = fmul float %5982, %5974
  %5984 = fadd float %5983, 0x3FCEBFBE00000000
  %5985 = fmul float %5984, %5974
  %5986 = fadd float %5985, 0x3FE62E4300000000
  %5987 = fmul float %5986, %5974
  %5988 = fadd float %5987, 1.000000e+00
  %5989 = fptosi float %5973 to i32
  %5990 = add i32 %5989, 127
  %5991 = shl i32 %5990, 23
  %5992 = bitcast i32 %5991 to float
  %5993 = fmul float %5988, %5992
  %5994 = select i1 %5968, float 0.000000e+00, float %5993
  %5995 = select i1 %5969, float 0x7FF0000000000000, float %5994
  %5996 = fcmp uno float %5967, %5967
  %5997 = select i1 %5996, float %5967, float %5995
  %5998 = fcmp oeq float %5886, 0xFFF0000000000000
  %5999 = select i1 %5998, float 0.000000e+00, float %5997
  %6000 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %6001 = fmul float %5999, %6000
  %6002 = fadd float %6001, %5965
  %6003 = fsub float %5889, %5891
  %6004 = fmul float %6003, 0x3FF7154760000000
  %6005 = fcmp olt float %6004, -1.260000e+02
  %6006 = fcmp ogt float %6004, 1.270000e+02
  %6007 = select i1 %6005, float -1.260000e+02, float %6004
  %6008 = select i1 %6006, float 1.270000e+02, float %6007
  %6009 = fadd float %6008, 5.000000e-01
  %6010 = call float @llvm.floor.f32(float %6009)
  %6011 = fsub float %6008, %6010
  %6012 = fmul float 0x3EEFFCBFC0000000, %6011
  %6013 = fadd float %6012, 0x3F24309120000000
  %6014 = fmul float %6013, %6011
  %6015 = fadd float %6014, 0x3F55D87FE0000000
  %6016 = fmul float %6015, %6011
  %6017 = fadd float %6016, 0x3F83B2AB60000000
  %6018 = fmul float %6017, %6011
  %6019 = fadd float %6018, 0x3FAC6B08E0000000
  %6020 = fmul float %6019, %6011
  %6021 = fadd float %6020, 0x3FCEBFBE00000000
  %6022 = fmul float %6021, %6011
  %6023 = fadd float %6022, 0x3FE62E4300000000
  %6024 = fmul float %6023, %6011
  %6025 = fadd float %6024, 1.000000e+00
  %6026 = fptosi float %6010 to i32
  %6027 = add i32 %6026, 127
  %6028 = shl i32 %6027, 23
  %6029 = bitcast i32 %6028 to float
  %6030 = fmul float %6025, %6029
  %6031 = select i1 %6005, float 0.000000e+00, float %6030
  %6032 = select i1 %6006, float 0x7FF0000000000000, float %6031
  %6033 = fcmp uno float %6004, %6004
  %6034 = select i1 %6033, float %6004, float %6032
  %6035 = fcmp oeq float %5889, 0xFFF0000000000000
  %6036 = select i1 %6035, float 0.000000e+00, float %6034
  %6037 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %6038 = fmul float %6036, %6037
  %6039 = fadd float %6038, %6002
  br i1 %166, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %6040 = load i32, ptr addrspace(5) %v121, align 4
  %6041 = icmp slt i32 %6040, %6
  br i1 %6041, label %body123, label %done124

body123:                                          ; preds = %loop122
  %6042 = load i32, ptr addrspace(5) %v121, align 4
  %6043 = add i32 1024, %6042
  %6044 = sext i32 %6043 to i64
  %6045 = mul i64 %6044, 4
  %6046 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6045
  %6047 = load float, ptr addrspace(3) %6046, align 4
  %6048 = fmul float %5727, %6047
  %6049 = fadd float %6048, 0.000000e+00
  %6050 = add i32 1280, %6042
  %6051 = sext i32 %6050 to i64
  %6052 = mul i64 %6051, 4
  %6053 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6052
  %6054 = load float, ptr addrspace(3) %6053, align 4
  %6055 = fmul float %5764, %6054
  %6056 = fadd float %6055, %6049
  %6057 = add i32 1536, %6042
  %6058 = sext i32 %6057 to i64
  %6059 = mul i64 %6058, 4
  %6060 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6059
  %6061 = load float, ptr addrspace(3) %6060, align 4
  %6062 = fmul float %5801, %6061
  %6063 = fadd float %6062, %6056
  %6064 = add i32 1792, %6042
  %6065 = sext i32 %6064 to i64
  %6066 = mul i64 %6065, 4
  %6067 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6066
  %6068 = load float, ptr addrspace(3) %6067, align 4
  %6069 = fmul float %5838, %6068
  %6070 = fadd float %6069, %6063
  %6071 = add i32 %108, %6042
  %6072 = fdiv float %6070, %5841
  %6073 = sext i32 %6071 to i64
  %6074 = mul i64 %6073, 4
  %6075 = getelementptr i8, ptr addrspace(1) %0, i64 %6074
  store float %6072, ptr addrspace(1) %6075, align 4
  %6076 = load i32, ptr addrspace(5) %v121, align 4
  %6077 = add i32 %6076, 128
  store i32 %6077, ptr addrspace(5) %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %9, ptr addrspace(5) %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %6078 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %6079 = fcmp ogt float %6078, 0xFFF0000000000000
  %6080 = select i1 %6079, float %6078, float 0xFFF0000000000000
  %6081 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %6082 = fcmp ogt float %6081, %6080
  %6083 = select i1 %6082, float %6081, float %6080
  %6084 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %6085 = fcmp ogt float %6084, %6083
  %6086 = select i1 %6085, float %6084, float %6083
  %6087 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %6088 = fcmp ogt float %6087, %6086
  %6089 = select i1 %6088, float %6087, float %6086
  %6090 = fsub float %6078, %6089
  %6091 = fmul float %6090, 0x3FF7154760000000
  %6092 = fcmp olt float %6091, -1.260000e+02
  %6093 = fcmp ogt float %6091, 1.270000e+02
  %6094 = select i1 %6092, float -1.260000e+02, float %6091
  %6095 = select i1 %6093, float 1.270000e+02, float %6094
  %6096 = fadd float %6095, 5.000000e-01
  %6097 = call float @llvm.floor.f32(float %6096)
  %6098 = fsub float %6095, %6097
  %6099 = fmul float 0x3EEFFCBFC0000000, %6098
  %6100 = fadd float %6099, 0x3F24309120000000
  %6101 = fmul float %6100, %6098
  %6102 = fadd float %6101, 0x3F55D87FE0000000
  %6103 = fmul float %6102, %6098
  %6104 = fadd float %6103, 0x3F83B2AB60000000
  %6105 = fmul float %6104, %6098
  %6106 = fadd float %6105, 0x3FAC6B08E0000000
  %6107 = fmul float %6106, %6098
  %6108 = fadd float %6107, 0x3FCEBFBE00000000
  %6109 = fmul float %6108, %6098
  %6110 = fadd float %6109, 0x3FE62E4300000000
  %6111 = fmul float %6110, %6098
  %6112 = fadd float %6111, 1.000000e+00
  %6113 = fptosi float %6097 to i32
  %6114 = add i32 %6113, 127
  %6115 = shl i32 %6114, 23
  %6116 = bitcast i32 %6115 to float
  %6117 = fmul float %6112, %6116
  %6118 = select i1 %6092, float 0.000000e+00, float %6117
  %6119 = select i1 %6093, float 0x7FF0000000000000, float %6118
  %6120 = fcmp uno float %6091, %6091
  %6121 = select i1 %6120, float %6091, float %6119
  %6122 = fcmp oeq float %6078, 0xFFF0000000000000
  %6123 = select i1 %6122, float 0.000000e+00, float %6121
  %6124 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %6125 = fmul float %6123, %6124
  %6126 = fadd float %6125, 0.000000e+00
  %6127 = fsub float %6081, %6089
  %6128 = fmul float %6127, 0x3FF7154760000000
  %6129 = fcmp olt float %6128, -1.260000e+02
  %6130 = fcmp ogt float %6128, 1.270000e+02
  %6131 = select i1 %6129, float -1.260000e+02, float %6128
  %6132 = select i1 %6130, float 1.270000e+02, float %6131
  %6133 = fadd float %6132, 5.000000e-01
  %6134 = call float @llvm.floor.f32(float %6133)
  %6135 = fsub float %6132, %6134
  %6136 = fmul float 0x3EEFFCBFC0000000, %6135
  %6137 = fadd float %6136, 0x3F24309120000000
  %6138 = fmul float %6137, %6135
  %6139 = fadd float %6138, 0x3F55D87FE0000000
  %6140 = fmul float %6139, %6135
  %6141 = fadd float %6140, 0x3F83B2AB60000000
  %6142 = fmul float %6141, %6135
  %6143 = fadd float %6142, 0x3FAC6B08E0000000
  %6144 = fmul float %6143, %6135
  %6145 = fadd float %6144, 0x3FCEBFBE00000000
  %6146 = fmul float %6145, %6135
  %6147 = fadd float %6146, 0x3FE62E4300000000
  %6148 = fmul float %6147, %6135
  %6149 = fadd float %6148, 1.000000e+00
  %6150 = fptosi float %6134 to i32
  %6151 = add i32 %6150, 127
  %6152 = shl i32 %6151, 23
  %6153 = bitcast i32 %6152 to float
  %6154 = fmul float %6149, %6153
  %6155 = select i1 %6129, float 0.000000e+00, float %6154
  %6156 = select i1 %6130, float 0x7FF0000000000000, float %6155
  %6157 = fcmp uno float %6128, %6128
  %6158 = select i1 %6157, float %6128, float %6156
  %6159 = fcmp oeq float %6081, 0xFFF0000000000000
  %6160 = select i1 %6159, float 0.000000e+00, float %6158
  %6161 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %6162 = fmul float %6160, %6161
  %6163 = fadd float %6162, %6126
  %6164 = fsub float %6084, %6089
  %6165 = fmul float %6164, 0x3FF7154760000000
  %6166 = fcmp olt float %6165, -1.260000e+02
  %6167 = fcmp ogt float %6165, 1.270000e+02
  %6168 = select i1 %6166, float -1.260000e+02, float %6165
  %6169 = select i1 %6167, float 1.270000e+02, float %6168
  %6170 = fadd float %6169, 5.000000e-01
  %6171 = call float @llvm.floor.f32(float %6170)
  %6172 = fsub float %6169, %6171
  %6173 = fmul float 0x3EEFFCBFC0000000, %6172
  %6174 = fadd float %6173, 0x3F24309120000000
  %6175 = fmul float %6174, %6172
  %6176 = fadd float %6175, 0x3F55D87FE0000000
  %6177 = fmul float %6176, %6172
  %6178 = fadd float %6177, 0x3F83B2AB60000000
  %6179 = fmul float %6178, %6172
  %6180 = fadd float %6179, 0x3FAC6B08E0000000
  %6181 = fmul float %6180, %6172
  %6182 = fadd float %6181, 0x3FCEBFBE00000000
  %6183 = fmul float %6182, %6172
  %6184 = fadd float %6183, 0x3FE62E4300000000
  %6185 = fmul float %6184, %6172
  %6186 = fadd float %6185, 1.000000e+00
  %6187 = fptosi float %6171 to i32
  %6188 = add i32 %6187, 127
  %6189 = shl i32 %6188, 23
  %6190 = bitcast i32 %6189 to float
  %6191 = fmul float %6186, %6190
  %6192 = select i1 %6166, float 0.000000e+00, float %6191
  %6193 = select i1 %6167, float 0x7FF0000000000000, float %6192
  %6194 = fcmp uno float %6165, %6165
  %6195 = select i1 %6194, float %6165, float %6193
  %6196 = fcmp oeq float %6084, 0xFFF0000000000000
  %6197 = select i1 %6196, float 0.000000e+00, float %6195
  %6198 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %6199 = fmul float %6197, %6198
  %6200 = fadd float %6199, %6163
  %6201 = fsub float %6087, %6089
  %6202 = fmul float %6201, 0x3FF7154760000000
  %6203 = fcmp olt float %6202, -1.260000e+02
  %6204 = fcmp ogt float %6202, 1.270000e+02
  %6205 = select i1 %6203, float -1.260000e+02, float %6202
  %6206 = select i1 %6204, float 1.270000e+02, float %6205
  %6207 = fadd float %6206, 5.000000e-01
  %6208 = call float @llvm.floor.f32(float %6207)
  %6209 = fsub float %6206, %6208
  %6210 = fmul float 0x3EEFFCBFC0000000, %6209
  %6211 = fadd float %6210, 0x3F24309120000000
  %6212 = fmul float %6211, %6209
  %6213 = fadd float %6212, 0x3F55D87FE0000000
  %6214 = fmul float %6213, %6209
  %6215 = fadd float %6214, 0x3F83B2AB60000000
  %6216 = fmul float %6215, %6209
  %6217 = fadd float %6216, 0x3FAC6B08E0000000
  %6218 = fmul float %6217, %6209
  %6219 = fadd float %6218, 0x3FCEBFBE00000000
  %6220 = fmul float %6219, %6209
  %6221 = fadd float %6220, 0x3FE62E4300000000
  %6222 = fmul float %6221, %6209
  %6223 = fadd float %6222, 1.000000e+00
  %6224 = fptosi float %6208 to i32
  %6225 = add i32 %6224, 127
  %6226 = shl i32 %6225, 23
  %6227 = bitcast i32 %6226 to float
  %6228 = fmul float %6223, %6227
  %6229 = select i1 %6203, float 0.000000e+00, float %6228
  %6230 = select i1 %6204, float 0x7FF0000000000000, float %6229
  %6231 = fcmp uno float %6202, %6202
  %6232 = select i1 %6231, float %6202, float %6230
  %6233 = fcmp oeq float %6087, 0xFFF0000000000000
  %6234 = select i1 %6233, float 0.000000e+00, float %6232
  %6235 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %6236 = fmul float %6234, %6235
  %6237 = fadd float %6236, %6200
  br i1 %228, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %6238 = load i32, ptr addrspace(5) %v127, align 4
  %6239 = icmp slt i32 %6238, %6
  br i1 %6239, label %body129, label %done130

body129:                                          ; preds = %loop128
  %6240 = load i32, ptr addrspace(5) %v127, align 4
  %6241 = add i32 2048, %6240
  %6242 = sext i32 %6241 to i64
  %6243 = mul i64 %6242, 4
  %6244 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6243
  %6245 = load float, ptr addrspace(3) %6244, align 4
  %6246 = fmul float %5925, %6245
  %6247 = fadd float %6246, 0.000000e+00
  %6248 = add i32 2304, %6240
  %6249 = sext i32 %6248 to i64
  %6250 = mul i64 %6249, 4
  %6251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6250
  %6252 = load float, ptr addrspace(3) %6251, align 4
  %6253 = fmul float %5962, %6252
  %6254 = fadd float %6253, %6247
  %6255 = add i32 2560, %6240
  %6256 = sext i32 %6255 to i64
  %6257 = mul i64 %6256, 4
  %6258 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6257
  %6259 = load float, ptr addrspace(3) %6258, align 4
  %6260 = fmul float %5999, %6259
  %6261 = fadd float %6260, %6254
  %6262 = add i32 2816, %6240
  %6263 = sext i32 %6262 to i64
  %6264 = mul i64 %6263, 4
  %6265 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6264
  %6266 = load float, ptr addrspace(3) %6265, align 4
  %6267 = fmul float %6036, %6266
  %6268 = fadd float %6267, %6261
  %6269 = add i32 %170, %6240
  %6270 = fdiv float %6268, %6039
  %6271 = sext i32 %6269 to i64
  %6272 = mul i64 %6271, 4
  %6273 = getelementptr i8, ptr addrspace(1) %0, i64 %6272
  store float %6270, ptr addrspace(1) %6273, align 4
  %6274 = load i32, ptr addrspace(5) %v127, align 4
  %6275 = add i32 %6274, 128
  store i32 %6275, ptr addrspace(5) %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %9, ptr addrspace(5) %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %6276 = load i32, ptr addrspace(5) %v133, align 4
  %6277 = icmp slt i32 %6276, %6
  br i1 %6277, label %body135, label %done136

body135:                                          ; preds = %loop134
  %6278 = load i32, ptr addrspace(5) %v133, align 4
  %6279 = add i32 3072, %6278
  %6280 = sext i32 %6279 to i64
  %6281 = mul i64 %6280, 4
  %6282 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6281
  %6283 = load float, ptr addrspace(3) %6282, align 4
  %6284 = fmul float %6123, %6283
  %6285 = fadd float %6284, 0.000000e+00
  %6286 = add i32 3328, %6278
  %6287 = sext i32 %6286 to i64
  %6288 = mul i64 %6287, 4
  %6289 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6288
  %6290 = load float, ptr addrspace(3) %6289, align 4
  %6291 = fmul float %6160, %6290
  %6292 = fadd float %6291, %6285
  %6293 = add i32 3584, %6278
  %6294 = sext i32 %6293 to i64
  %6295 = mul i64 %6294, 4
  %6296 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6295
  %6297 = load float, ptr addrspace(3) %6296, align 4
  %6298 = fmul float %6197, %6297
  %6299 = fadd float %6298, %6292
  %6300 = add i32 3840, %6278
  %6301 = sext i32 %6300 to i64
  %6302 = mul i64 %6301, 4
  %6303 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6302
  %6304 = load float, ptr addrspace(3) %6303, align 4
  %6305 = fmul float %6234, %6304
  %6306 = fadd float %6305, %6299
  %6307 = add i32 %232, %6278
  %6308 = fdiv float %6306, %6237
  %6309 = sext i32 %6307 to i64
  %6310 = mul i64 %6309, 4
  %6311 = getelementptr i8, ptr addrspace(1) %0, i64 %6310
  store float %6308, ptr addrspace(1) %6311, align 4
  %6312 = load i32, ptr addrspace(5) %v133, align 4
  %6313 = add i32 %6312, 128
  store i32 %6313, ptr addrspace(5) %v133, align 4
  br label %loop134

done136:                                          ; preds = %loop134
  br label %endif132
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
