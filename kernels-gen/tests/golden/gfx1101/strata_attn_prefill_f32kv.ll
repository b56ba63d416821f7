; ModuleID = 'strata_attn_prefill_f32kv'
source_filename = "strata_attn_prefill_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
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
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %2, i64 %325
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = select i1 %26, float %327, float 0.000000e+00
  %329 = add i32 %321, %27
  %330 = select i1 %28, i32 %329, i32 %321
  %331 = sext i32 %330 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %2, i64 %332
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = select i1 %28, float %334, float 0.000000e+00
  %336 = add i32 %321, %29
  %337 = select i1 %30, i32 %336, i32 %321
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %2, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = select i1 %30, float %341, float 0.000000e+00
  %343 = add i32 %321, %31
  %344 = select i1 %32, i32 %343, i32 %321
  %345 = sext i32 %344 to i64
  %346 = mul i64 %345, 4
  %347 = getelementptr i8, ptr addrspace(1) %2, i64 %346
  %348 = load float, ptr addrspace(1) %347, align 4
  %349 = select i1 %32, float %348, float 0.000000e+00
  %350 = fmul float %53, %328
  %351 = fmul float %60, %335
  %352 = fadd float %351, %350
  %353 = fmul float %67, %342
  %354 = fadd float %353, %352
  %355 = fmul float %74, %349
  %356 = fadd float %355, %354
  %357 = fmul float %115, %328
  %358 = fmul float %122, %335
  %359 = fadd float %358, %357
  %360 = fmul float %129, %342
  %361 = fadd float %360, %359
  %362 = fmul float %136, %349
  %363 = fadd float %362, %361
  %364 = fmul float %177, %328
  %365 = fmul float %184, %335
  %366 = fadd float %365, %364
  %367 = fmul float %191, %342
  %368 = fadd float %367, %366
  %369 = fmul float %198, %349
  %370 = fadd float %369, %368
  %371 = fmul float %239, %328
  %372 = fmul float %246, %335
  %373 = fadd float %372, %371
  %374 = fmul float %253, %342
  %375 = fadd float %374, %373
  %376 = fmul float %260, %349
  %377 = fadd float %376, %375
  %378 = add i32 %315, 1
  %379 = icmp sgt i32 %378, %309
  %380 = select i1 %379, i32 %309, i32 %378
  %381 = mul i32 %380, %5
  %382 = add i32 %381, %18
  %383 = mul i32 %382, %6
  %384 = add i32 %383, %25
  %385 = select i1 %26, i32 %384, i32 %383
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(1) %2, i64 %387
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = select i1 %26, float %389, float 0.000000e+00
  %391 = add i32 %383, %27
  %392 = select i1 %28, i32 %391, i32 %383
  %393 = sext i32 %392 to i64
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(1) %2, i64 %394
  %396 = load float, ptr addrspace(1) %395, align 4
  %397 = select i1 %28, float %396, float 0.000000e+00
  %398 = add i32 %383, %29
  %399 = select i1 %30, i32 %398, i32 %383
  %400 = sext i32 %399 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %2, i64 %401
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = select i1 %30, float %403, float 0.000000e+00
  %405 = add i32 %383, %31
  %406 = select i1 %32, i32 %405, i32 %383
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(1) %2, i64 %408
  %410 = load float, ptr addrspace(1) %409, align 4
  %411 = select i1 %32, float %410, float 0.000000e+00
  %412 = fmul float %53, %390
  %413 = fmul float %60, %397
  %414 = fadd float %413, %412
  %415 = fmul float %67, %404
  %416 = fadd float %415, %414
  %417 = fmul float %74, %411
  %418 = fadd float %417, %416
  %419 = fmul float %115, %390
  %420 = fmul float %122, %397
  %421 = fadd float %420, %419
  %422 = fmul float %129, %404
  %423 = fadd float %422, %421
  %424 = fmul float %136, %411
  %425 = fadd float %424, %423
  %426 = fmul float %177, %390
  %427 = fmul float %184, %397
  %428 = fadd float %427, %426
  %429 = fmul float %191, %404
  %430 = fadd float %429, %428
  %431 = fmul float %198, %411
  %432 = fadd float %431, %430
  %433 = fmul float %239, %390
  %434 = fmul float %246, %397
  %435 = fadd float %434, %433
  %436 = fmul float %253, %404
  %437 = fadd float %436, %435
  %438 = fmul float %260, %411
  %439 = fadd float %438, %437
  %440 = add i32 %315, 2
  %441 = icmp sgt i32 %440, %309
  %442 = select i1 %441, i32 %309, i32 %440
  %443 = mul i32 %442, %5
  %444 = add i32 %443, %18
  %445 = mul i32 %444, %6
  %446 = add i32 %445, %25
  %447 = select i1 %26, i32 %446, i32 %445
  %448 = sext i32 %447 to i64
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %2, i64 %449
  %451 = load float, ptr addrspace(1) %450, align 4
  %452 = select i1 %26, float %451, float 0.000000e+00
  %453 = add i32 %445, %27
  %454 = select i1 %28, i32 %453, i32 %445
  %455 = sext i32 %454 to i64
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %2, i64 %456
  %458 = load float, ptr addrspace(1) %457, align 4
  %459 = select i1 %28, float %458, float 0.000000e+00
  %460 = add i32 %445, %29
  %461 = select i1 %30, i32 %460, i32 %445
  %462 = sext i32 %461 to i64
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %2, i64 %463
  %465 = load float, ptr addrspace(1) %464, align 4
  %466 = select i1 %30, float %465, float 0.000000e+00
  %467 = add i32 %445, %31
  %468 = select i1 %32, i32 %467, i32 %445
  %469 = sext i32 %468 to i64
  %470 = mul i64 %469, 4
  %471 = getelementptr i8, ptr addrspace(1) %2, i64 %470
  %472 = load float, ptr addrspace(1) %471, align 4
  %473 = select i1 %32, float %472, float 0.000000e+00
  %474 = fmul float %53, %452
  %475 = fmul float %60, %459
  %476 = fadd float %475, %474
  %477 = fmul float %67, %466
  %478 = fadd float %477, %476
  %479 = fmul float %74, %473
  %480 = fadd float %479, %478
  %481 = fmul float %115, %452
  %482 = fmul float %122, %459
  %483 = fadd float %482, %481
  %484 = fmul float %129, %466
  %485 = fadd float %484, %483
  %486 = fmul float %136, %473
  %487 = fadd float %486, %485
  %488 = fmul float %177, %452
  %489 = fmul float %184, %459
  %490 = fadd float %489, %488
  %491 = fmul float %191, %466
  %492 = fadd float %491, %490
  %493 = fmul float %198, %473
  %494 = fadd float %493, %492
  %495 = fmul float %239, %452
  %496 = fmul float %246, %459
  %497 = fadd float %496, %495
  %498 = fmul float %253, %466
  %499 = fadd float %498, %497
  %500 = fmul float %260, %473
  %501 = fadd float %500, %499
  %502 = add i32 %315, 3
  %503 = icmp sgt i32 %502, %309
  %504 = select i1 %503, i32 %309, i32 %502
  %505 = mul i32 %504, %5
  %506 = add i32 %505, %18
  %507 = mul i32 %506, %6
  %508 = add i32 %507, %25
  %509 = select i1 %26, i32 %508, i32 %507
  %510 = sext i32 %509 to i64
  %511 = mul i64 %510, 4
  %512 = getelementptr i8, ptr addrspace(1) %2, i64 %511
  %513 = load float, ptr addrspace(1) %512, align 4
  %514 = select i1 %26, float %513, float 0.000000e+00
  %515 = add i32 %507, %27
  %516 = select i1 %28, i32 %515, i32 %507
  %517 = sext i32 %516 to i64
  %518 = mul i64 %517, 4
  %519 = getelementptr i8, ptr addrspace(1) %2, i64 %518
  %520 = load float, ptr addrspace(1) %519, align 4
  %521 = select i1 %28, float %520, float 0.000000e+00
  %522 = add i32 %507, %29
  %523 = select i1 %30, i32 %522, i32 %507
  %524 = sext i32 %523 to i64
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %2, i64 %525
  %527 = load float, ptr addrspace(1) %526, align 4
  %528 = select i1 %30, float %527, float 0.000000e+00
  %529 = add i32 %507, %31
  %530 = select i1 %32, i32 %529, i32 %507
  %531 = sext i32 %530 to i64
  %532 = mul i64 %531, 4
  %533 = getelementptr i8, ptr addrspace(1) %2, i64 %532
  %534 = load float, ptr addrspace(1) %533, align 4
  %535 = select i1 %32, float %534, float 0.000000e+00
  %536 = fmul float %53, %514
  %537 = fmul float %60, %521
  %538 = fadd float %537, %536
  %539 = fmul float %67, %528
  %540 = fadd float %539, %538
  %541 = fmul float %74, %535
  %542 = fadd float %541, %540
  %543 = fmul float %115, %514
  %544 = fmul float %122, %521
  %545 = fadd float %544, %543
  %546 = fmul float %129, %528
  %547 = fadd float %546, %545
  %548 = fmul float %136, %535
  %549 = fadd float %548, %547
  %550 = fmul float %177, %514
  %551 = fmul float %184, %521
  %552 = fadd float %551, %550
  %553 = fmul float %191, %528
  %554 = fadd float %553, %552
  %555 = fmul float %198, %535
  %556 = fadd float %555, %554
  %557 = fmul float %239, %514
  %558 = fmul float %246, %521
  %559 = fadd float %558, %557
  %560 = fmul float %253, %528
  %561 = fadd float %560, %559
  %562 = fmul float %260, %535
  %563 = fadd float %562, %561
  %564 = add i32 %315, 4
  %565 = icmp sgt i32 %564, %309
  %566 = select i1 %565, i32 %309, i32 %564
  %567 = mul i32 %566, %5
  %568 = add i32 %567, %18
  %569 = mul i32 %568, %6
  %570 = add i32 %569, %25
  %571 = select i1 %26, i32 %570, i32 %569
  %572 = sext i32 %571 to i64
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %2, i64 %573
  %575 = load float, ptr addrspace(1) %574, align 4
  %576 = select i1 %26, float %575, float 0.000000e+00
  %577 = add i32 %569, %27
  %578 = select i1 %28, i32 %577, i32 %569
  %579 = sext i32 %578 to i64
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(1) %2, i64 %580
  %582 = load float, ptr addrspace(1) %581, align 4
  %583 = select i1 %28, float %582, float 0.000000e+00
  %584 = add i32 %569, %29
  %585 = select i1 %30, i32 %584, i32 %569
  %586 = sext i32 %585 to i64
  %587 = mul i64 %586, 4
  %588 = getelementptr i8, ptr addrspace(1) %2, i64 %587
  %589 = load float, ptr addrspace(1) %588, align 4
  %590 = select i1 %30, float %589, float 0.000000e+00
  %591 = add i32 %569, %31
  %592 = select i1 %32, i32 %591, i32 %569
  %593 = sext i32 %592 to i64
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %2, i64 %594
  %596 = load float, ptr addrspace(1) %595, align 4
  %597 = select i1 %32, float %596, float 0.000000e+00
  %598 = fmul float %53, %576
  %599 = fmul float %60, %583
  %600 = fadd float %599, %598
  %601 = fmul float %67, %590
  %602 = fadd float %601, %600
  %603 = fmul float %74, %597
  %604 = fadd float %603, %602
  %605 = fmul float %115, %576
  %606 = fmul float %122, %583
  %607 = fadd float %606, %605
  %608 = fmul float %129, %590
  %609 = fadd float %608, %607
  %610 = fmul float %136, %597
  %611 = fadd float %610, %609
  %612 = fmul float %177, %576
  %613 = fmul float %184, %583
  %614 = fadd float %613, %612
  %615 = fmul float %191, %590
  %616 = fadd float %615, %614
  %617 = fmul float %198, %597
  %618 = fadd float %617, %616
  %619 = fmul float %239, %576
  %620 = fmul float %246, %583
  %621 = fadd float %620, %619
  %622 = fmul float %253, %590
  %623 = fadd float %622, %621
  %624 = fmul float %260, %597
  %625 = fadd float %624, %623
  %626 = add i32 %315, 5
  %627 = icmp sgt i32 %626, %309
  %628 = select i1 %627, i32 %309, i32 %626
  %629 = mul i32 %628, %5
  %630 = add i32 %629, %18
  %631 = mul i32 %630, %6
  %632 = add i32 %631, %25
  %633 = select i1 %26, i32 %632, i32 %631
  %634 = sext i32 %633 to i64
  %635 = mul i64 %634, 4
  %636 = getelementptr i8, ptr addrspace(1) %2, i64 %635
  %637 = load float, ptr addrspace(1) %636, align 4
  %638 = select i1 %26, float %637, float 0.000000e+00
  %639 = add i32 %631, %27
  %640 = select i1 %28, i32 %639, i32 %631
  %641 = sext i32 %640 to i64
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr addrspace(1) %2, i64 %642
  %644 = load float, ptr addrspace(1) %643, align 4
  %645 = select i1 %28, float %644, float 0.000000e+00
  %646 = add i32 %631, %29
  %647 = select i1 %30, i32 %646, i32 %631
  %648 = sext i32 %647 to i64
  %649 = mul i64 %648, 4
  %650 = getelementptr i8, ptr addrspace(1) %2, i64 %649
  %651 = load float, ptr addrspace(1) %650, align 4
  %652 = select i1 %30, float %651, float 0.000000e+00
  %653 = add i32 %631, %31
  %654 = select i1 %32, i32 %653, i32 %631
  %655 = sext i32 %654 to i64
  %656 = mul i64 %655, 4
  %657 = getelementptr i8, ptr addrspace(1) %2, i64 %656
  %658 = load float, ptr addrspace(1) %657, align 4
  %659 = select i1 %32, float %658, float 0.000000e+00
  %660 = fmul float %53, %638
  %661 = fmul float %60, %645
  %662 = fadd float %661, %660
  %663 = fmul float %67, %652
  %664 = fadd float %663, %662
  %665 = fmul float %74, %659
  %666 = fadd float %665, %664
  %667 = fmul float %115, %638
  %668 = fmul float %122, %645
  %669 = fadd float %668, %667
  %670 = fmul float %129, %652
  %671 = fadd float %670, %669
  %672 = fmul float %136, %659
  %673 = fadd float %672, %671
  %674 = fmul float %177, %638
  %675 = fmul float %184, %645
  %676 = fadd float %675, %674
  %677 = fmul float %191, %652
  %678 = fadd float %677, %676
  %679 = fmul float %198, %659
  %680 = fadd float %679, %678
  %681 = fmul float %239, %638
  %682 = fmul float %246, %645
  %683 = fadd float %682, %681
  %684 = fmul float %253, %652
  %685 = fadd float %684, %683
  %686 = fmul float %260, %659
  %687 = fadd float %686, %685
  %688 = add i32 %315, 6
  %689 = icmp sgt i32 %688, %309
  %690 = select i1 %689, i32 %309, i32 %688
  %691 = mul i32 %690, %5
  %692 = add i32 %691, %18
  %693 = mul i32 %692, %6
  %694 = add i32 %693, %25
  %695 = select i1 %26, i32 %694, i32 %693
  %696 = sext i32 %695 to i64
  %697 = mul i64 %696, 4
  %698 = getelementptr i8, ptr addrspace(1) %2, i64 %697
  %699 = load float, ptr addrspace(1) %698, align 4
  %700 = select i1 %26, float %699, float 0.000000e+00
  %701 = add i32 %693, %27
  %702 = select i1 %28, i32 %701, i32 %693
  %703 = sext i32 %702 to i64
  %704 = mul i64 %703, 4
  %705 = getelementptr i8, ptr addrspace(1) %2, i64 %704
  %706 = load float, ptr addrspace(1) %705, align 4
  %707 = select i1 %28, float %706, float 0.000000e+00
  %708 = add i32 %693, %29
  %709 = select i1 %30, i32 %708, i32 %693
  %710 = sext i32 %709 to i64
  %711 = mul i64 %710, 4
  %712 = getelementptr i8, ptr addrspace(1) %2, i64 %711
  %713 = load float, ptr addrspace(1) %712, align 4
  %714 = select i1 %30, float %713, float 0.000000e+00
  %715 = add i32 %693, %31
  %716 = select i1 %32, i32 %715, i32 %693
  %717 = sext i32 %716 to i64
  %718 = mul i64 %717, 4
  %719 = getelementptr i8, ptr addrspace(1) %2, i64 %718
  %720 = load float, ptr addrspace(1) %719, align 4
  %721 = select i1 %32, float %720, float 0.000000e+00
  %722 = fmul float %53, %700
  %723 = fmul float %60, %707
  %724 = fadd float %723, %722
  %725 = fmul float %67, %714
  %726 = fadd float %725, %724
  %727 = fmul float %74, %721
  %728 = fadd float %727, %726
  %729 = fmul float %115, %700
  %730 = fmul float %122, %707
  %731 = fadd float %730, %729
  %732 = fmul float %129, %714
  %733 = fadd float %732, %731
  %734 = fmul float %136, %721
  %735 = fadd float %734, %733
  %736 = fmul float %177, %700
  %737 = fmul float %184, %707
  %738 = fadd float %737, %736
  %739 = fmul float %191, %714
  %740 = fadd float %739, %738
  %741 = fmul float %198, %721
  %742 = fadd float %741, %740
  %743 = fmul float %239, %700
  %744 = fmul float %246, %707
  %745 = fadd float %744, %743
  %746 = fmul float %253, %714
  %747 = fadd float %746, %745
  %748 = fmul float %260, %721
  %749 = fadd float %748, %747
  %750 = add i32 %315, 7
  %751 = icmp sgt i32 %750, %309
  %752 = select i1 %751, i32 %309, i32 %750
  %753 = mul i32 %752, %5
  %754 = add i32 %753, %18
  %755 = mul i32 %754, %6
  %756 = add i32 %755, %25
  %757 = select i1 %26, i32 %756, i32 %755
  %758 = sext i32 %757 to i64
  %759 = mul i64 %758, 4
  %760 = getelementptr i8, ptr addrspace(1) %2, i64 %759
  %761 = load float, ptr addrspace(1) %760, align 4
  %762 = select i1 %26, float %761, float 0.000000e+00
  %763 = add i32 %755, %27
  %764 = select i1 %28, i32 %763, i32 %755
  %765 = sext i32 %764 to i64
  %766 = mul i64 %765, 4
  %767 = getelementptr i8, ptr addrspace(1) %2, i64 %766
  %768 = load float, ptr addrspace(1) %767, align 4
  %769 = select i1 %28, float %768, float 0.000000e+00
  %770 = add i32 %755, %29
  %771 = select i1 %30, i32 %770, i32 %755
  %772 = sext i32 %771 to i64
  %773 = mul i64 %772, 4
  %774 = getelementptr i8, ptr addrspace(1) %2, i64 %773
  %775 = load float, ptr addrspace(1) %774, align 4
  %776 = select i1 %30, float %775, float 0.000000e+00
  %777 = add i32 %755, %31
  %778 = select i1 %32, i32 %777, i32 %755
  %779 = sext i32 %778 to i64
  %780 = mul i64 %779, 4
  %781 = getelementptr i8, ptr addrspace(1) %2, i64 %780
  %782 = load float, ptr addrspace(1) %781, align 4
  %783 = select i1 %32, float %782, float 0.000000e+00
  %784 = fmul float %53, %762
  %785 = fmul float %60, %769
  %786 = fadd float %785, %784
  %787 = fmul float %67, %776
  %788 = fadd float %787, %786
  %789 = fmul float %74, %783
  %790 = fadd float %789, %788
  %791 = fmul float %115, %762
  %792 = fmul float %122, %769
  %793 = fadd float %792, %791
  %794 = fmul float %129, %776
  %795 = fadd float %794, %793
  %796 = fmul float %136, %783
  %797 = fadd float %796, %795
  %798 = fmul float %177, %762
  %799 = fmul float %184, %769
  %800 = fadd float %799, %798
  %801 = fmul float %191, %776
  %802 = fadd float %801, %800
  %803 = fmul float %198, %783
  %804 = fadd float %803, %802
  %805 = fmul float %239, %762
  %806 = fmul float %246, %769
  %807 = fadd float %806, %805
  %808 = fmul float %253, %776
  %809 = fadd float %808, %807
  %810 = fmul float %260, %783
  %811 = fadd float %810, %809
  %812 = call i32 @llvm.amdgcn.workitem.id.x()
  %813 = and i32 %812, 31
  %814 = and i32 %813, 16
  %815 = icmp ne i32 %814, 0
  %816 = select i1 %815, float %370, float %356
  %817 = select i1 %815, float %356, float %370
  %818 = bitcast float %817 to i32
  %819 = call i32 @llvm.amdgcn.workitem.id.x()
  %820 = and i32 %819, 31
  %821 = xor i32 %820, 16
  %822 = shl i32 %821, 2
  %823 = call i32 @llvm.amdgcn.ds.bpermute(i32 %822, i32 %818)
  %824 = bitcast i32 %823 to float
  %825 = fadd float %816, %824
  %826 = select i1 %815, float %432, float %418
  %827 = select i1 %815, float %418, float %432
  %828 = bitcast float %827 to i32
  %829 = call i32 @llvm.amdgcn.workitem.id.x()
  %830 = and i32 %829, 31
  %831 = xor i32 %830, 16
  %832 = shl i32 %831, 2
  %833 = call i32 @llvm.amdgcn.ds.bpermute(i32 %832, i32 %828)
  %834 = bitcast i32 %833 to float
  %835 = fadd float %826, %834
  %836 = select i1 %815, float %494, float %480
  %837 = select i1 %815, float %480, float %494
  %838 = bitcast float %837 to i32
  %839 = call i32 @llvm.amdgcn.workitem.id.x()
  %840 = and i32 %839, 31
  %841 = xor i32 %840, 16
  %842 = shl i32 %841, 2
  %843 = call i32 @llvm.amdgcn.ds.bpermute(i32 %842, i32 %838)
  %844 = bitcast i32 %843 to float
  %845 = fadd float %836, %844
  %846 = select i1 %815, float %556, float %542
  %847 = select i1 %815, float %542, float %556
  %848 = bitcast float %847 to i32
  %849 = call i32 @llvm.amdgcn.workitem.id.x()
  %850 = and i32 %849, 31
  %851 = xor i32 %850, 16
  %852 = shl i32 %851, 2
  %853 = call i32 @llvm.amdgcn.ds.bpermute(i32 %852, i32 %848)
  %854 = bitcast i32 %853 to float
  %855 = fadd float %846, %854
  %856 = select i1 %815, float %618, float %604
  %857 = select i1 %815, float %604, float %618
  %858 = bitcast float %857 to i32
  %859 = call i32 @llvm.amdgcn.workitem.id.x()
  %860 = and i32 %859, 31
  %861 = xor i32 %860, 16
  %862 = shl i32 %861, 2
  %863 = call i32 @llvm.amdgcn.ds.bpermute(i32 %862, i32 %858)
  %864 = bitcast i32 %863 to float
  %865 = fadd float %856, %864
  %866 = select i1 %815, float %680, float %666
  %867 = select i1 %815, float %666, float %680
  %868 = bitcast float %867 to i32
  %869 = call i32 @llvm.amdgcn.workitem.id.x()
  %870 = and i32 %869, 31
  %871 = xor i32 %870, 16
  %872 = shl i32 %871, 2
  %873 = call i32 @llvm.amdgcn.ds.bpermute(i32 %872, i32 %868)
  %874 = bitcast i32 %873 to float
  %875 = fadd float %866, %874
  %876 = select i1 %815, float %742, float %728
  %877 = select i1 %815, float %728, float %742
  %878 = bitcast float %877 to i32
  %879 = call i32 @llvm.amdgcn.workitem.id.x()
  %880 = and i32 %879, 31
  %881 = xor i32 %880, 16
  %882 = shl i32 %881, 2
  %883 = call i32 @llvm.amdgcn.ds.bpermute(i32 %882, i32 %878)
  %884 = bitcast i32 %883 to float
  %885 = fadd float %876, %884
  %886 = select i1 %815, float %804, float %790
  %887 = select i1 %815, float %790, float %804
  %888 = bitcast float %887 to i32
  %889 = call i32 @llvm.amdgcn.workitem.id.x()
  %890 = and i32 %889, 31
  %891 = xor i32 %890, 16
  %892 = shl i32 %891, 2
  %893 = call i32 @llvm.amdgcn.ds.bpermute(i32 %892, i32 %888)
  %894 = bitcast i32 %893 to float
  %895 = fadd float %886, %894
  %896 = select i1 %815, float %377, float %363
  %897 = select i1 %815, float %363, float %377
  %898 = bitcast float %897 to i32
  %899 = call i32 @llvm.amdgcn.workitem.id.x()
  %900 = and i32 %899, 31
  %901 = xor i32 %900, 16
  %902 = shl i32 %901, 2
  %903 = call i32 @llvm.amdgcn.ds.bpermute(i32 %902, i32 %898)
  %904 = bitcast i32 %903 to float
  %905 = fadd float %896, %904
  %906 = select i1 %815, float %439, float %425
  %907 = select i1 %815, float %425, float %439
  %908 = bitcast float %907 to i32
  %909 = call i32 @llvm.amdgcn.workitem.id.x()
  %910 = and i32 %909, 31
  %911 = xor i32 %910, 16
  %912 = shl i32 %911, 2
  %913 = call i32 @llvm.amdgcn.ds.bpermute(i32 %912, i32 %908)
  %914 = bitcast i32 %913 to float
  %915 = fadd float %906, %914
  %916 = select i1 %815, float %501, float %487
  %917 = select i1 %815, float %487, float %501
  %918 = bitcast float %917 to i32
  %919 = call i32 @llvm.amdgcn.workitem.id.x()
  %920 = and i32 %919, 31
  %921 = xor i32 %920, 16
  %922 = shl i32 %921, 2
  %923 = call i32 @llvm.amdgcn.ds.bpermute(i32 %922, i32 %918)
  %924 = bitcast i32 %923 to float
  %925 = fadd float %916, %924
  %926 = select i1 %815, float %563, float %549
  %927 = select i1 %815, float %549, float %563
  %928 = bitcast float %927 to i32
  %929 = call i32 @llvm.amdgcn.workitem.id.x()
  %930 = and i32 %929, 31
  %931 = xor i32 %930, 16
  %932 = shl i32 %931, 2
  %933 = call i32 @llvm.amdgcn.ds.bpermute(i32 %932, i32 %928)
  %934 = bitcast i32 %933 to float
  %935 = fadd float %926, %934
  %936 = select i1 %815, float %625, float %611
  %937 = select i1 %815, float %611, float %625
  %938 = bitcast float %937 to i32
  %939 = call i32 @llvm.amdgcn.workitem.id.x()
  %940 = and i32 %939, 31
  %941 = xor i32 %940, 16
  %942 = shl i32 %941, 2
  %943 = call i32 @llvm.amdgcn.ds.bpermute(i32 %942, i32 %938)
  %944 = bitcast i32 %943 to float
  %945 = fadd float %936, %944
  %946 = select i1 %815, float %687, float %673
  %947 = select i1 %815, float %673, float %687
  %948 = bitcast float %947 to i32
  %949 = call i32 @llvm.amdgcn.workitem.id.x()
  %950 = and i32 %949, 31
  %951 = xor i32 %950, 16
  %952 = shl i32 %951, 2
  %953 = call i32 @llvm.amdgcn.ds.bpermute(i32 %952, i32 %948)
  %954 = bitcast i32 %953 to float
  %955 = fadd float %946, %954
  %956 = select i1 %815, float %749, float %735
  %957 = select i1 %815, float %735, float %749
  %958 = bitcast float %957 to i32
  %959 = call i32 @llvm.amdgcn.workitem.id.x()
  %960 = and i32 %959, 31
  %961 = xor i32 %960, 16
  %962 = shl i32 %961, 2
  %963 = call i32 @llvm.amdgcn.ds.bpermute(i32 %962, i32 %958)
  %964 = bitcast i32 %963 to float
  %965 = fadd float %956, %964
  %966 = select i1 %815, float %811, float %797
  %967 = select i1 %815, float %797, float %811
  %968 = bitcast float %967 to i32
  %969 = call i32 @llvm.amdgcn.workitem.id.x()
  %970 = and i32 %969, 31
  %971 = xor i32 %970, 16
  %972 = shl i32 %971, 2
  %973 = call i32 @llvm.amdgcn.ds.bpermute(i32 %972, i32 %968)
  %974 = bitcast i32 %973 to float
  %975 = fadd float %966, %974
  %976 = and i32 %813, 8
  %977 = icmp ne i32 %976, 0
  %978 = select i1 %977, float %905, float %825
  %979 = select i1 %977, float %825, float %905
  %980 = bitcast float %979 to i32
  %981 = call i32 @llvm.amdgcn.workitem.id.x()
  %982 = and i32 %981, 31
  %983 = xor i32 %982, 8
  %984 = shl i32 %983, 2
  %985 = call i32 @llvm.amdgcn.ds.bpermute(i32 %984, i32 %980)
  %986 = bitcast i32 %985 to float
  %987 = fadd float %978, %986
  %988 = select i1 %977, float %915, float %835
  %989 = select i1 %977, float %835, float %915
  %990 = bitcast float %989 to i32
  %991 = call i32 @llvm.amdgcn.workitem.id.x()
  %992 = and i32 %991, 31
  %993 = xor i32 %992, 8
  %994 = shl i32 %993, 2
  %995 = call i32 @llvm.amdgcn.ds.bpermute(i32 %994, i32 %990)
  %996 = bitcast i32 %995 to float
  %997 = fadd float %988, %996
  %998 = select i1 %977, float %925, float %845
  %999 = select i1 %977, float %845, float %925
  %1000 = bitcast float %999 to i32
  %1001 = call i32 @llvm.amdgcn.workitem.id.x()
  %1002 = and i32 %1001, 31
  %1003 = xor i32 %1002, 8
  %1004 = shl i32 %1003, 2
  %1005 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1004, i32 %1000)
  %1006 = bitcast i32 %1005 to float
  %1007 = fadd float %998, %1006
  %1008 = select i1 %977, float %935, float %855
  %1009 = select i1 %977, float %855, float %935
  %1010 = bitcast float %1009 to i32
  %1011 = call i32 @llvm.amdgcn.workitem.id.x()
  %1012 = and i32 %1011, 31
  %1013 = xor i32 %1012, 8
  %1014 = shl i32 %1013, 2
  %1015 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1014, i32 %1010)
  %1016 = bitcast i32 %1015 to float
  %1017 = fadd float %1008, %1016
  %1018 = select i1 %977, float %945, float %865
  %1019 = select i1 %977, float %865, float %945
  %1020 = bitcast float %1019 to i32
  %1021 = call i32 @llvm.amdgcn.workitem.id.x()
  %1022 = and i32 %1021, 31
  %1023 = xor i32 %1022, 8
  %1024 = shl i32 %1023, 2
  %1025 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1024, i32 %1020)
  %1026 = bitcast i32 %1025 to float
  %1027 = fadd float %1018, %1026
  %1028 = select i1 %977, float %955, float %875
  %1029 = select i1 %977, float %875, float %955
  %1030 = bitcast float %1029 to i32
  %1031 = call i32 @llvm.amdgcn.workitem.id.x()
  %1032 = and i32 %1031, 31
  %1033 = xor i32 %1032, 8
  %1034 = shl i32 %1033, 2
  %1035 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1034, i32 %1030)
  %1036 = bitcast i32 %1035 to float
  %1037 = fadd float %1028, %1036
  %1038 = select i1 %977, float %965, float %885
  %1039 = select i1 %977, float %885, float %965
  %1040 = bitcast float %1039 to i32
  %1041 = call i32 @llvm.amdgcn.workitem.id.x()
  %1042 = and i32 %1041, 31
  %1043 = xor i32 %1042, 8
  %1044 = shl i32 %1043, 2
  %1045 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1044, i32 %1040)
  %1046 = bitcast i32 %1045 to float
  %1047 = fadd float %1038, %1046
  %1048 = select i1 %977, float %975, float %895
  %1049 = select i1 %977, float %895, float %975
  %1050 = bitcast float %1049 to i32
  %1051 = call i32 @llvm.amdgcn.workitem.id.x()
  %1052 = and i32 %1051, 31
  %1053 = xor i32 %1052, 8
  %1054 = shl i32 %1053, 2
  %1055 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1054, i32 %1050)
  %1056 = bitcast i32 %1055 to float
  %1057 = fadd float %1048, %1056
  %1058 = and i32 %813, 4
  %1059 = icmp ne i32 %1058, 0
  %1060 = select i1 %1059, float %1027, float %987
  %1061 = select i1 %1059, float %987, float %1027
  %1062 = bitcast float %1061 to i32
  %1063 = call i32 @llvm.amdgcn.workitem.id.x()
  %1064 = and i32 %1063, 31
  %1065 = xor i32 %1064, 4
  %1066 = shl i32 %1065, 2
  %1067 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1066, i32 %1062)
  %1068 = bitcast i32 %1067 to float
  %1069 = fadd float %1060, %1068
  %1070 = select i1 %1059, float %1037, float %997
  %1071 = select i1 %1059, float %997, float %1037
  %1072 = bitcast float %1071 to i32
  %1073 = call i32 @llvm.amdgcn.workitem.id.x()
  %1074 = and i32 %1073, 31
  %1075 = xor i32 %1074, 4
  %1076 = shl i32 %1075, 2
  %1077 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1076, i32 %1072)
  %1078 = bitcast i32 %1077 to float
  %1079 = fadd float %1070, %1078
  %1080 = select i1 %1059, float %1047, float %1007
  %1081 = select i1 %1059, float %1007, float %1047
  %1082 = bitcast float %1081 to i32
  %1083 = call i32 @llvm.amdgcn.workitem.id.x()
  %1084 = and i32 %1083, 31
  %1085 = xor i32 %1084, 4
  %1086 = shl i32 %1085, 2
  %1087 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1086, i32 %1082)
  %1088 = bitcast i32 %1087 to float
  %1089 = fadd float %1080, %1088
  %1090 = select i1 %1059, float %1057, float %1017
  %1091 = select i1 %1059, float %1017, float %1057
  %1092 = bitcast float %1091 to i32
  %1093 = call i32 @llvm.amdgcn.workitem.id.x()
  %1094 = and i32 %1093, 31
  %1095 = xor i32 %1094, 4
  %1096 = shl i32 %1095, 2
  %1097 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1096, i32 %1092)
  %1098 = bitcast i32 %1097 to float
  %1099 = fadd float %1090, %1098
  %1100 = and i32 %813, 2
  %1101 = icmp ne i32 %1100, 0
  %1102 = select i1 %1101, float %1089, float %1069
  %1103 = select i1 %1101, float %1069, float %1089
  %1104 = bitcast float %1103 to i32
  %1105 = call i32 @llvm.amdgcn.workitem.id.x()
  %1106 = and i32 %1105, 31
  %1107 = xor i32 %1106, 2
  %1108 = shl i32 %1107, 2
  %1109 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1108, i32 %1104)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1102, %1110
  %1112 = select i1 %1101, float %1099, float %1079
  %1113 = select i1 %1101, float %1079, float %1099
  %1114 = bitcast float %1113 to i32
  %1115 = call i32 @llvm.amdgcn.workitem.id.x()
  %1116 = and i32 %1115, 31
  %1117 = xor i32 %1116, 2
  %1118 = shl i32 %1117, 2
  %1119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1118, i32 %1114)
  %1120 = bitcast i32 %1119 to float
  %1121 = fadd float %1112, %1120
  %1122 = and i32 %813, 1
  %1123 = icmp ne i32 %1122, 0
  %1124 = select i1 %1123, float %1121, float %1111
  %1125 = select i1 %1123, float %1111, float %1121
  %1126 = bitcast float %1125 to i32
  %1127 = call i32 @llvm.amdgcn.workitem.id.x()
  %1128 = and i32 %1127, 31
  %1129 = xor i32 %1128, 1
  %1130 = shl i32 %1129, 2
  %1131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1130, i32 %1126)
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1124, %1132
  %1134 = add i32 %315, %290
  %1135 = icmp slt i32 %1134, %295
  %1136 = icmp sge i32 %1134, 0
  %1137 = and i1 %1135, %1136
  %1138 = fmul float %1133, %8
  %1139 = select i1 %1137, float %1138, float 0xFFF0000000000000
  %1140 = bitcast float %1139 to i32
  %1141 = call i32 @llvm.amdgcn.workitem.id.x()
  %1142 = and i32 %1141, 31
  %1143 = xor i32 %1142, 4
  %1144 = shl i32 %1143, 2
  %1145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1144, i32 %1140)
  %1146 = bitcast i32 %1145 to float
  %1147 = fcmp ogt float %1139, %1146
  %1148 = select i1 %1147, float %1139, float %1146
  %1149 = bitcast float %1148 to i32
  %1150 = call i32 @llvm.amdgcn.workitem.id.x()
  %1151 = and i32 %1150, 31
  %1152 = xor i32 %1151, 2
  %1153 = shl i32 %1152, 2
  %1154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1153, i32 %1149)
  %1155 = bitcast i32 %1154 to float
  %1156 = fcmp ogt float %1148, %1155
  %1157 = select i1 %1156, float %1148, float %1155
  %1158 = bitcast float %1157 to i32
  %1159 = call i32 @llvm.amdgcn.workitem.id.x()
  %1160 = and i32 %1159, 31
  %1161 = xor i32 %1160, 1
  %1162 = shl i32 %1161, 2
  %1163 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1162, i32 %1158)
  %1164 = bitcast i32 %1163 to float
  %1165 = fcmp ogt float %1157, %1164
  %1166 = select i1 %1165, float %1157, float %1164
  %1167 = load float, ptr addrspace(5) %v32, align 4
  %1168 = fcmp ogt float %1167, %1166
  %1169 = select i1 %1168, float %1167, float %1166
  %1170 = fcmp oeq float %1167, 0xFFF0000000000000
  %1171 = fsub float %1167, %1169
  %1172 = fmul float %1171, 0x3FF7154760000000
  %1173 = fcmp olt float %1172, -1.260000e+02
  %1174 = fcmp ogt float %1172, 1.270000e+02
  %1175 = select i1 %1173, float -1.260000e+02, float %1172
  %1176 = select i1 %1174, float 1.270000e+02, float %1175
  %1177 = fadd float %1176, 5.000000e-01
  %1178 = call float @llvm.floor.f32(float %1177)
  %1179 = fsub float %1176, %1178
  %1180 = fmul float 0x3EEFFCBFC0000000, %1179
  %1181 = fadd float %1180, 0x3F24309120000000
  %1182 = fmul float %1181, %1179
  %1183 = fadd float %1182, 0x3F55D87FE0000000
  %1184 = fmul float %1183, %1179
  %1185 = fadd float %1184, 0x3F83B2AB60000000
  %1186 = fmul float %1185, %1179
  %1187 = fadd float %1186, 0x3FAC6B08E0000000
  %1188 = fmul float %1187, %1179
  %1189 = fadd float %1188, 0x3FCEBFBE00000000
  %1190 = fmul float %1189, %1179
  %1191 = fadd float %1190, 0x3FE62E4300000000
  %1192 = fmul float %1191, %1179
  %1193 = fadd float %1192, 1.000000e+00
  %1194 = fptosi float %1178 to i32
  %1195 = add i32 %1194, 127
  %1196 = shl i32 %1195, 23
  %1197 = bitcast i32 %1196 to float
  %1198 = fmul float %1193, %1197
  %1199 = select i1 %1173, float 0.000000e+00, float %1198
  %1200 = select i1 %1174, float 0x7FF0000000000000, float %1199
  %1201 = fcmp uno float %1172, %1172
  %1202 = select i1 %1201, float %1172, float %1200
  %1203 = select i1 %1170, float 0.000000e+00, float %1202
  %1204 = fsub float %1139, %1169
  %1205 = fmul float %1204, 0x3FF7154760000000
  %1206 = fcmp olt float %1205, -1.260000e+02
  %1207 = fcmp ogt float %1205, 1.270000e+02
  %1208 = select i1 %1206, float -1.260000e+02, float %1205
  %1209 = select i1 %1207, float 1.270000e+02, float %1208
  %1210 = fadd float %1209, 5.000000e-01
  %1211 = call float @llvm.floor.f32(float %1210)
  %1212 = fsub float %1209, %1211
  %1213 = fmul float 0x3EEFFCBFC0000000, %1212
  %1214 = fadd float %1213, 0x3F24309120000000
  %1215 = fmul float %1214, %1212
  %1216 = fadd float %1215, 0x3F55D87FE0000000
  %1217 = fmul float %1216, %1212
  %1218 = fadd float %1217, 0x3F83B2AB60000000
  %1219 = fmul float %1218, %1212
  %1220 = fadd float %1219, 0x3FAC6B08E0000000
  %1221 = fmul float %1220, %1212
  %1222 = fadd float %1221, 0x3FCEBFBE00000000
  %1223 = fmul float %1222, %1212
  %1224 = fadd float %1223, 0x3FE62E4300000000
  %1225 = fmul float %1224, %1212
  %1226 = fadd float %1225, 1.000000e+00
  %1227 = fptosi float %1211 to i32
  %1228 = add i32 %1227, 127
  %1229 = shl i32 %1228, 23
  %1230 = bitcast i32 %1229 to float
  %1231 = fmul float %1226, %1230
  %1232 = select i1 %1206, float 0.000000e+00, float %1231
  %1233 = select i1 %1207, float 0x7FF0000000000000, float %1232
  %1234 = fcmp uno float %1205, %1205
  %1235 = select i1 %1234, float %1205, float %1233
  %1236 = select i1 %1137, float %1235, float 0.000000e+00
  %1237 = bitcast float %1236 to i32
  %1238 = call i32 @llvm.amdgcn.workitem.id.x()
  %1239 = and i32 %1238, 31
  %1240 = xor i32 %1239, 4
  %1241 = shl i32 %1240, 2
  %1242 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1241, i32 %1237)
  %1243 = bitcast i32 %1242 to float
  %1244 = fadd float %1236, %1243
  %1245 = bitcast float %1244 to i32
  %1246 = call i32 @llvm.amdgcn.workitem.id.x()
  %1247 = and i32 %1246, 31
  %1248 = xor i32 %1247, 2
  %1249 = shl i32 %1248, 2
  %1250 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1249, i32 %1245)
  %1251 = bitcast i32 %1250 to float
  %1252 = fadd float %1244, %1251
  %1253 = bitcast float %1252 to i32
  %1254 = call i32 @llvm.amdgcn.workitem.id.x()
  %1255 = and i32 %1254, 31
  %1256 = xor i32 %1255, 1
  %1257 = shl i32 %1256, 2
  %1258 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1257, i32 %1253)
  %1259 = bitcast i32 %1258 to float
  %1260 = fadd float %1252, %1259
  %1261 = load float, ptr addrspace(5) %v33, align 4
  %1262 = fmul float %1261, %1203
  %1263 = fadd float %1262, %1260
  store float %1263, ptr addrspace(5) %v33, align 4
  store float %1169, ptr addrspace(5) %v32, align 4
  %1264 = bitcast float %1203 to i32
  %1265 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1264)
  %1266 = bitcast i32 %1265 to float
  %1267 = load float, ptr addrspace(5) %v, align 4
  %1268 = fmul float %1267, %1266
  store float %1268, ptr addrspace(5) %v, align 4
  %1269 = load float, ptr addrspace(5) %v1, align 4
  %1270 = fmul float %1269, %1266
  store float %1270, ptr addrspace(5) %v1, align 4
  %1271 = load float, ptr addrspace(5) %v2, align 4
  %1272 = fmul float %1271, %1266
  store float %1272, ptr addrspace(5) %v2, align 4
  %1273 = load float, ptr addrspace(5) %v3, align 4
  %1274 = fmul float %1273, %1266
  store float %1274, ptr addrspace(5) %v3, align 4
  %1275 = bitcast float %1203 to i32
  %1276 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1275)
  %1277 = bitcast i32 %1276 to float
  %1278 = load float, ptr addrspace(5) %v8, align 4
  %1279 = fmul float %1278, %1277
  store float %1279, ptr addrspace(5) %v8, align 4
  %1280 = load float, ptr addrspace(5) %v9, align 4
  %1281 = fmul float %1280, %1277
  store float %1281, ptr addrspace(5) %v9, align 4
  %1282 = load float, ptr addrspace(5) %v10, align 4
  %1283 = fmul float %1282, %1277
  store float %1283, ptr addrspace(5) %v10, align 4
  %1284 = load float, ptr addrspace(5) %v11, align 4
  %1285 = fmul float %1284, %1277
  store float %1285, ptr addrspace(5) %v11, align 4
  %1286 = bitcast float %1203 to i32
  %1287 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1286)
  %1288 = bitcast i32 %1287 to float
  %1289 = load float, ptr addrspace(5) %v16, align 4
  %1290 = fmul float %1289, %1288
  store float %1290, ptr addrspace(5) %v16, align 4
  %1291 = load float, ptr addrspace(5) %v17, align 4
  %1292 = fmul float %1291, %1288
  store float %1292, ptr addrspace(5) %v17, align 4
  %1293 = load float, ptr addrspace(5) %v18, align 4
  %1294 = fmul float %1293, %1288
  store float %1294, ptr addrspace(5) %v18, align 4
  %1295 = load float, ptr addrspace(5) %v19, align 4
  %1296 = fmul float %1295, %1288
  store float %1296, ptr addrspace(5) %v19, align 4
  %1297 = bitcast float %1203 to i32
  %1298 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1297)
  %1299 = bitcast i32 %1298 to float
  %1300 = load float, ptr addrspace(5) %v24, align 4
  %1301 = fmul float %1300, %1299
  store float %1301, ptr addrspace(5) %v24, align 4
  %1302 = load float, ptr addrspace(5) %v25, align 4
  %1303 = fmul float %1302, %1299
  store float %1303, ptr addrspace(5) %v25, align 4
  %1304 = load float, ptr addrspace(5) %v26, align 4
  %1305 = fmul float %1304, %1299
  store float %1305, ptr addrspace(5) %v26, align 4
  %1306 = load float, ptr addrspace(5) %v27, align 4
  %1307 = fmul float %1306, %1299
  store float %1307, ptr addrspace(5) %v27, align 4
  %1308 = add i32 %315, 0
  %1309 = icmp sgt i32 %1308, %309
  %1310 = select i1 %1309, i32 %309, i32 %1308
  %1311 = mul i32 %1310, %5
  %1312 = add i32 %1311, %18
  %1313 = mul i32 %1312, %6
  %1314 = add i32 %1313, %25
  %1315 = select i1 %26, i32 %1314, i32 %1313
  %1316 = sext i32 %1315 to i64
  %1317 = mul i64 %1316, 4
  %1318 = getelementptr i8, ptr addrspace(1) %3, i64 %1317
  %1319 = load float, ptr addrspace(1) %1318, align 4
  %1320 = select i1 %26, float %1319, float 0.000000e+00
  %1321 = add i32 %1313, %27
  %1322 = select i1 %28, i32 %1321, i32 %1313
  %1323 = sext i32 %1322 to i64
  %1324 = mul i64 %1323, 4
  %1325 = getelementptr i8, ptr addrspace(1) %3, i64 %1324
  %1326 = load float, ptr addrspace(1) %1325, align 4
  %1327 = select i1 %28, float %1326, float 0.000000e+00
  %1328 = add i32 %1313, %29
  %1329 = select i1 %30, i32 %1328, i32 %1313
  %1330 = sext i32 %1329 to i64
  %1331 = mul i64 %1330, 4
  %1332 = getelementptr i8, ptr addrspace(1) %3, i64 %1331
  %1333 = load float, ptr addrspace(1) %1332, align 4
  %1334 = select i1 %30, float %1333, float 0.000000e+00
  %1335 = add i32 %1313, %31
  %1336 = select i1 %32, i32 %1335, i32 %1313
  %1337 = sext i32 %1336 to i64
  %1338 = mul i64 %1337, 4
  %1339 = getelementptr i8, ptr addrspace(1) %3, i64 %1338
  %1340 = load float, ptr addrspace(1) %1339, align 4
  %1341 = select i1 %32, float %1340, float 0.000000e+00
  %1342 = bitcast float %1236 to i32
  %1343 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1342)
  %1344 = bitcast i32 %1343 to float
  %1345 = load float, ptr addrspace(5) %v, align 4
  %1346 = fmul float %1344, %1320
  %1347 = fadd float %1346, %1345
  store float %1347, ptr addrspace(5) %v, align 4
  %1348 = load float, ptr addrspace(5) %v1, align 4
  %1349 = fmul float %1344, %1327
  %1350 = fadd float %1349, %1348
  store float %1350, ptr addrspace(5) %v1, align 4
  %1351 = load float, ptr addrspace(5) %v2, align 4
  %1352 = fmul float %1344, %1334
  %1353 = fadd float %1352, %1351
  store float %1353, ptr addrspace(5) %v2, align 4
  %1354 = load float, ptr addrspace(5) %v3, align 4
  %1355 = fmul float %1344, %1341
  %1356 = fadd float %1355, %1354
  store float %1356, ptr addrspace(5) %v3, align 4
  %1357 = bitcast float %1236 to i32
  %1358 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1357)
  %1359 = bitcast i32 %1358 to float
  %1360 = load float, ptr addrspace(5) %v8, align 4
  %1361 = fmul float %1359, %1320
  %1362 = fadd float %1361, %1360
  store float %1362, ptr addrspace(5) %v8, align 4
  %1363 = load float, ptr addrspace(5) %v9, align 4
  %1364 = fmul float %1359, %1327
  %1365 = fadd float %1364, %1363
  store float %1365, ptr addrspace(5) %v9, align 4
  %1366 = load float, ptr addrspace(5) %v10, align 4
  %1367 = fmul float %1359, %1334
  %1368 = fadd float %1367, %1366
  store float %1368, ptr addrspace(5) %v10, align 4
  %1369 = load float, ptr addrspace(5) %v11, align 4
  %1370 = fmul float %1359, %1341
  %1371 = fadd float %1370, %1369
  store float %1371, ptr addrspace(5) %v11, align 4
  %1372 = bitcast float %1236 to i32
  %1373 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1372)
  %1374 = bitcast i32 %1373 to float
  %1375 = load float, ptr addrspace(5) %v16, align 4
  %1376 = fmul float %1374, %1320
  %1377 = fadd float %1376, %1375
  store float %1377, ptr addrspace(5) %v16, align 4
  %1378 = load float, ptr addrspace(5) %v17, align 4
  %1379 = fmul float %1374, %1327
  %1380 = fadd float %1379, %1378
  store float %1380, ptr addrspace(5) %v17, align 4
  %1381 = load float, ptr addrspace(5) %v18, align 4
  %1382 = fmul float %1374, %1334
  %1383 = fadd float %1382, %1381
  store float %1383, ptr addrspace(5) %v18, align 4
  %1384 = load float, ptr addrspace(5) %v19, align 4
  %1385 = fmul float %1374, %1341
  %1386 = fadd float %1385, %1384
  store float %1386, ptr addrspace(5) %v19, align 4
  %1387 = bitcast float %1236 to i32
  %1388 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1387)
  %1389 = bitcast i32 %1388 to float
  %1390 = load float, ptr addrspace(5) %v24, align 4
  %1391 = fmul float %1389, %1320
  %1392 = fadd float %1391, %1390
  store float %1392, ptr addrspace(5) %v24, align 4
  %1393 = load float, ptr addrspace(5) %v25, align 4
  %1394 = fmul float %1389, %1327
  %1395 = fadd float %1394, %1393
  store float %1395, ptr addrspace(5) %v25, align 4
  %1396 = load float, ptr addrspace(5) %v26, align 4
  %1397 = fmul float %1389, %1334
  %1398 = fadd float %1397, %1396
  store float %1398, ptr addrspace(5) %v26, align 4
  %1399 = load float, ptr addrspace(5) %v27, align 4
  %1400 = fmul float %1389, %1341
  %1401 = fadd float %1400, %1399
  store float %1401, ptr addrspace(5) %v27, align 4
  %1402 = add i32 %315, 1
  %1403 = icmp sgt i32 %1402, %309
  %1404 = select i1 %1403, i32 %309, i32 %1402
  %1405 = mul i32 %1404, %5
  %1406 = add i32 %1405, %18
  %1407 = mul i32 %1406, %6
  %1408 = add i32 %1407, %25
  %1409 = select i1 %26, i32 %1408, i32 %1407
  %1410 = sext i32 %1409 to i64
  %1411 = mul i64 %1410, 4
  %1412 = getelementptr i8, ptr addrspace(1) %3, i64 %1411
  %1413 = load float, ptr addrspace(1) %1412, align 4
  %1414 = select i1 %26, float %1413, float 0.000000e+00
  %1415 = add i32 %1407, %27
  %1416 = select i1 %28, i32 %1415, i32 %1407
  %1417 = sext i32 %1416 to i64
  %1418 = mul i64 %1417, 4
  %1419 = getelementptr i8, ptr addrspace(1) %3, i64 %1418
  %1420 = load float, ptr addrspace(1) %1419, align 4
  %1421 = select i1 %28, float %1420, float 0.000000e+00
  %1422 = add i32 %1407, %29
  %1423 = select i1 %30, i32 %1422, i32 %1407
  %1424 = sext i32 %1423 to i64
  %1425 = mul i64 %1424, 4
  %1426 = getelementptr i8, ptr addrspace(1) %3, i64 %1425
  %1427 = load float, ptr addrspace(1) %1426, align 4
  %1428 = select i1 %30, float %1427, float 0.000000e+00
  %1429 = add i32 %1407, %31
  %1430 = select i1 %32, i32 %1429, i32 %1407
  %1431 = sext i32 %1430 to i64
  %1432 = mul i64 %1431, 4
  %1433 = getelementptr i8, ptr addrspace(1) %3, i64 %1432
  %1434 = load float, ptr addrspace(1) %1433, align 4
  %1435 = select i1 %32, float %1434, float 0.000000e+00
  %1436 = bitcast float %1236 to i32
  %1437 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %1436)
  %1438 = bitcast i32 %1437 to float
  %1439 = load float, ptr addrspace(5) %v, align 4
  %1440 = fmul float %1438, %1414
  %1441 = fadd float %1440, %1439
  store float %1441, ptr addrspace(5) %v, align 4
  %1442 = load float, ptr addrspace(5) %v1, align 4
  %1443 = fmul float %1438, %1421
  %1444 = fadd float %1443, %1442
  store float %1444, ptr addrspace(5) %v1, align 4
  %1445 = load float, ptr addrspace(5) %v2, align 4
  %1446 = fmul float %1438, %1428
  %1447 = fadd float %1446, %1445
  store float %1447, ptr addrspace(5) %v2, align 4
  %1448 = load float, ptr addrspace(5) %v3, align 4
  %1449 = fmul float %1438, %1435
  %1450 = fadd float %1449, %1448
  store float %1450, ptr addrspace(5) %v3, align 4
  %1451 = bitcast float %1236 to i32
  %1452 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %1451)
  %1453 = bitcast i32 %1452 to float
  %1454 = load float, ptr addrspace(5) %v8, align 4
  %1455 = fmul float %1453, %1414
  %1456 = fadd float %1455, %1454
  store float %1456, ptr addrspace(5) %v8, align 4
  %1457 = load float, ptr addrspace(5) %v9, align 4
  %1458 = fmul float %1453, %1421
  %1459 = fadd float %1458, %1457
  store float %1459, ptr addrspace(5) %v9, align 4
  %1460 = load float, ptr addrspace(5) %v10, align 4
  %1461 = fmul float %1453, %1428
  %1462 = fadd float %1461, %1460
  store float %1462, ptr addrspace(5) %v10, align 4
  %1463 = load float, ptr addrspace(5) %v11, align 4
  %1464 = fmul float %1453, %1435
  %1465 = fadd float %1464, %1463
  store float %1465, ptr addrspace(5) %v11, align 4
  %1466 = bitcast float %1236 to i32
  %1467 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %1466)
  %1468 = bitcast i32 %1467 to float
  %1469 = load float, ptr addrspace(5) %v16, align 4
  %1470 = fmul float %1468, %1414
  %1471 = fadd float %1470, %1469
  store float %1471, ptr addrspace(5) %v16, align 4
  %1472 = load float, ptr addrspace(5) %v17, align 4
  %1473 = fmul float %1468, %1421
  %1474 = fadd float %1473, %1472
  store float %1474, ptr addrspace(5) %v17, align 4
  %1475 = load float, ptr addrspace(5) %v18, align 4
  %1476 = fmul float %1468, %1428
  %1477 = fadd float %1476, %1475
  store float %1477, ptr addrspace(5) %v18, align 4
  %1478 = load float, ptr addrspace(5) %v19, align 4
  %1479 = fmul float %1468, %1435
  %1480 = fadd float %1479, %1478
  store float %1480, ptr addrspace(5) %v19, align 4
  %1481 = bitcast float %1236 to i32
  %1482 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %1481)
  %1483 = bitcast i32 %1482 to float
  %1484 = load float, ptr addrspace(5) %v24, align 4
  %1485 = fmul float %1483, %1414
  %1486 = fadd float %1485, %1484
  store float %1486, ptr addrspace(5) %v24, align 4
  %1487 = load float, ptr addrspace(5) %v25, align 4
  %1488 = fmul float %1483, %1421
  %1489 = fadd float %1488, %1487
  store float %1489, ptr addrspace(5) %v25, align 4
  %1490 = load float, ptr addrspace(5) %v26, align 4
  %1491 = fmul float %1483, %1428
  %1492 = fadd float %1491, %1490
  store float %1492, ptr addrspace(5) %v26, align 4
  %1493 = load float, ptr addrspace(5) %v27, align 4
  %1494 = fmul float %1483, %1435
  %1495 = fadd float %1494, %1493
  store float %1495, ptr addrspace(5) %v27, align 4
  %1496 = add i32 %315, 2
  %1497 = icmp sgt i32 %1496, %309
  %1498 = select i1 %1497, i32 %309, i32 %1496
  %1499 = mul i32 %1498, %5
  %1500 = add i32 %1499, %18
  %1501 = mul i32 %1500, %6
  %1502 = add i32 %1501, %25
  %1503 = select i1 %26, i32 %1502, i32 %1501
  %1504 = sext i32 %1503 to i64
  %1505 = mul i64 %1504, 4
  %1506 = getelementptr i8, ptr addrspace(1) %3, i64 %1505
  %1507 = load float, ptr addrspace(1) %1506, align 4
  %1508 = select i1 %26, float %1507, float 0.000000e+00
  %1509 = add i32 %1501, %27
  %1510 = select i1 %28, i32 %1509, i32 %1501
  %1511 = sext i32 %1510 to i64
  %1512 = mul i64 %1511, 4
  %1513 = getelementptr i8, ptr addrspace(1) %3, i64 %1512
  %1514 = load float, ptr addrspace(1) %1513, align 4
  %1515 = select i1 %28, float %1514, float 0.000000e+00
  %1516 = add i32 %1501, %29
  %1517 = select i1 %30, i32 %1516, i32 %1501
  %1518 = sext i32 %1517 to i64
  %1519 = mul i64 %1518, 4
  %1520 = getelementptr i8, ptr addrspace(1) %3, i64 %1519
  %1521 = load float, ptr addrspace(1) %1520, align 4
  %1522 = select i1 %30, float %1521, float 0.000000e+00
  %1523 = add i32 %1501, %31
  %1524 = select i1 %32, i32 %1523, i32 %1501
  %1525 = sext i32 %1524 to i64
  %1526 = mul i64 %1525, 4
  %1527 = getelementptr i8, ptr addrspace(1) %3, i64 %1526
  %1528 = load float, ptr addrspace(1) %1527, align 4
  %1529 = select i1 %32, float %1528, float 0.000000e+00
  %1530 = bitcast float %1236 to i32
  %1531 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %1530)
  %1532 = bitcast i32 %1531 to float
  %1533 = load float, ptr addrspace(5) %v, align 4
  %1534 = fmul float %1532, %1508
  %1535 = fadd float %1534, %1533
  store float %1535, ptr addrspace(5) %v, align 4
  %1536 = load float, ptr addrspace(5) %v1, align 4
  %1537 = fmul float %1532, %1515
  %1538 = fadd float %1537, %1536
  store float %1538, ptr addrspace(5) %v1, align 4
  %1539 = load float, ptr addrspace(5) %v2, align 4
  %1540 = fmul float %1532, %1522
  %1541 = fadd float %1540, %1539
  store float %1541, ptr addrspace(5) %v2, align 4
  %1542 = load float, ptr addrspace(5) %v3, align 4
  %1543 = fmul float %1532, %1529
  %1544 = fadd float %1543, %1542
  store float %1544, ptr addrspace(5) %v3, align 4
  %1545 = bitcast float %1236 to i32
  %1546 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %1545)
  %1547 = bitcast i32 %1546 to float
  %1548 = load float, ptr addrspace(5) %v8, align 4
  %1549 = fmul float %1547, %1508
  %1550 = fadd float %1549, %1548
  store float %1550, ptr addrspace(5) %v8, align 4
  %1551 = load float, ptr addrspace(5) %v9, align 4
  %1552 = fmul float %1547, %1515
  %1553 = fadd float %1552, %1551
  store float %1553, ptr addrspace(5) %v9, align 4
  %1554 = load float, ptr addrspace(5) %v10, align 4
  %1555 = fmul float %1547, %1522
  %1556 = fadd float %1555, %1554
  store float %1556, ptr addrspace(5) %v10, align 4
  %1557 = load float, ptr addrspace(5) %v11, align 4
  %1558 = fmul float %1547, %1529
  %1559 = fadd float %1558, %1557
  store float %1559, ptr addrspace(5) %v11, align 4
  %1560 = bitcast float %1236 to i32
  %1561 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %1560)
  %1562 = bitcast i32 %1561 to float
  %1563 = load float, ptr addrspace(5) %v16, align 4
  %1564 = fmul float %1562, %1508
  %1565 = fadd float %1564, %1563
  store float %1565, ptr addrspace(5) %v16, align 4
  %1566 = load float, ptr addrspace(5) %v17, align 4
  %1567 = fmul float %1562, %1515
  %1568 = fadd float %1567, %1566
  store float %1568, ptr addrspace(5) %v17, align 4
  %1569 = load float, ptr addrspace(5) %v18, align 4
  %1570 = fmul float %1562, %1522
  %1571 = fadd float %1570, %1569
  store float %1571, ptr addrspace(5) %v18, align 4
  %1572 = load float, ptr addrspace(5) %v19, align 4
  %1573 = fmul float %1562, %1529
  %1574 = fadd float %1573, %1572
  store float %1574, ptr addrspace(5) %v19, align 4
  %1575 = bitcast float %1236 to i32
  %1576 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %1575)
  %1577 = bitcast i32 %1576 to float
  %1578 = load float, ptr addrspace(5) %v24, align 4
  %1579 = fmul float %1577, %1508
  %1580 = fadd float %1579, %1578
  store float %1580, ptr addrspace(5) %v24, align 4
  %1581 = load float, ptr addrspace(5) %v25, align 4
  %1582 = fmul float %1577, %1515
  %1583 = fadd float %1582, %1581
  store float %1583, ptr addrspace(5) %v25, align 4
  %1584 = load float, ptr addrspace(5) %v26, align 4
  %1585 = fmul float %1577, %1522
  %1586 = fadd float %1585, %1584
  store float %1586, ptr addrspace(5) %v26, align 4
  %1587 = load float, ptr addrspace(5) %v27, align 4
  %1588 = fmul float %1577, %1529
  %1589 = fadd float %1588, %1587
  store float %1589, ptr addrspace(5) %v27, align 4
  %1590 = add i32 %315, 3
  %1591 = icmp sgt i32 %1590, %309
  %1592 = select i1 %1591, i32 %309, i32 %1590
  %1593 = mul i32 %1592, %5
  %1594 = add i32 %1593, %18
  %1595 = mul i32 %1594, %6
  %1596 = add i32 %1595, %25
  %1597 = select i1 %26, i32 %1596, i32 %1595
  %1598 = sext i32 %1597 to i64
  %1599 = mul i64 %1598, 4
  %1600 = getelementptr i8, ptr addrspace(1) %3, i64 %1599
  %1601 = load float, ptr addrspace(1) %1600, align 4
  %1602 = select i1 %26, float %1601, float 0.000000e+00
  %1603 = add i32 %1595, %27
  %1604 = select i1 %28, i32 %1603, i32 %1595
  %1605 = sext i32 %1604 to i64
  %1606 = mul i64 %1605, 4
  %1607 = getelementptr i8, ptr addrspace(1) %3, i64 %1606
  %1608 = load float, ptr addrspace(1) %1607, align 4
  %1609 = select i1 %28, float %1608, float 0.000000e+00
  %1610 = add i32 %1595, %29
  %1611 = select i1 %30, i32 %1610, i32 %1595
  %1612 = sext i32 %1611 to i64
  %1613 = mul i64 %1612, 4
  %1614 = getelementptr i8, ptr addrspace(1) %3, i64 %1613
  %1615 = load float, ptr addrspace(1) %1614, align 4
  %1616 = select i1 %30, float %1615, float 0.000000e+00
  %1617 = add i32 %1595, %31
  %1618 = select i1 %32, i32 %1617, i32 %1595
  %1619 = sext i32 %1618 to i64
  %1620 = mul i64 %1619, 4
  %1621 = getelementptr i8, ptr addrspace(1) %3, i64 %1620
  %1622 = load float, ptr addrspace(1) %1621, align 4
  %1623 = select i1 %32, float %1622, float 0.000000e+00
  %1624 = bitcast float %1236 to i32
  %1625 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %1624)
  %1626 = bitcast i32 %1625 to float
  %1627 = load float, ptr addrspace(5) %v, align 4
  %1628 = fmul float %1626, %1602
  %1629 = fadd float %1628, %1627
  store float %1629, ptr addrspace(5) %v, align 4
  %1630 = load float, ptr addrspace(5) %v1, align 4
  %1631 = fmul float %1626, %1609
  %1632 = fadd float %1631, %1630
  store float %1632, ptr addrspace(5) %v1, align 4
  %1633 = load float, ptr addrspace(5) %v2, align 4
  %1634 = fmul float %1626, %1616
  %1635 = fadd float %1634, %1633
  store float %1635, ptr addrspace(5) %v2, align 4
  %1636 = load float, ptr addrspace(5) %v3, align 4
  %1637 = fmul float %1626, %1623
  %1638 = fadd float %1637, %1636
  store float %1638, ptr addrspace(5) %v3, align 4
  %1639 = bitcast float %1236 to i32
  %1640 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %1639)
  %1641 = bitcast i32 %1640 to float
  %1642 = load float, ptr addrspace(5) %v8, align 4
  %1643 = fmul float %1641, %1602
  %1644 = fadd float %1643, %1642
  store float %1644, ptr addrspace(5) %v8, align 4
  %1645 = load float, ptr addrspace(5) %v9, align 4
  %1646 = fmul float %1641, %1609
  %1647 = fadd float %1646, %1645
  store float %1647, ptr addrspace(5) %v9, align 4
  %1648 = load float, ptr addrspace(5) %v10, align 4
  %1649 = fmul float %1641, %1616
  %1650 = fadd float %1649, %1648
  store float %1650, ptr addrspace(5) %v10, align 4
  %1651 = load float, ptr addrspace(5) %v11, align 4
  %1652 = fmul float %1641, %1623
  %1653 = fadd float %1652, %1651
  store float %1653, ptr addrspace(5) %v11, align 4
  %1654 = bitcast float %1236 to i32
  %1655 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %1654)
  %1656 = bitcast i32 %1655 to float
  %1657 = load float, ptr addrspace(5) %v16, align 4
  %1658 = fmul float %1656, %1602
  %1659 = fadd float %1658, %1657
  store float %1659, ptr addrspace(5) %v16, align 4
  %1660 = load float, ptr addrspace(5) %v17, align 4
  %1661 = fmul float %1656, %1609
  %1662 = fadd float %1661, %1660
  store float %1662, ptr addrspace(5) %v17, align 4
  %1663 = load float, ptr addrspace(5) %v18, align 4
  %1664 = fmul float %1656, %1616
  %1665 = fadd float %1664, %1663
  store float %1665, ptr addrspace(5) %v18, align 4
  %1666 = load float, ptr addrspace(5) %v19, align 4
  %1667 = fmul float %1656, %1623
  %1668 = fadd float %1667, %1666
  store float %1668, ptr addrspace(5) %v19, align 4
  %1669 = bitcast float %1236 to i32
  %1670 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %1669)
  %1671 = bitcast i32 %1670 to float
  %1672 = load float, ptr addrspace(5) %v24, align 4
  %1673 = fmul float %1671, %1602
  %1674 = fadd float %1673, %1672
  store float %1674, ptr addrspace(5) %v24, align 4
  %1675 = load float, ptr addrspace(5) %v25, align 4
  %1676 = fmul float %1671, %1609
  %1677 = fadd float %1676, %1675
  store float %1677, ptr addrspace(5) %v25, align 4
  %1678 = load float, ptr addrspace(5) %v26, align 4
  %1679 = fmul float %1671, %1616
  %1680 = fadd float %1679, %1678
  store float %1680, ptr addrspace(5) %v26, align 4
  %1681 = load float, ptr addrspace(5) %v27, align 4
  %1682 = fmul float %1671, %1623
  %1683 = fadd float %1682, %1681
  store float %1683, ptr addrspace(5) %v27, align 4
  %1684 = add i32 %315, 4
  %1685 = icmp sgt i32 %1684, %309
  %1686 = select i1 %1685, i32 %309, i32 %1684
  %1687 = mul i32 %1686, %5
  %1688 = add i32 %1687, %18
  %1689 = mul i32 %1688, %6
  %1690 = add i32 %1689, %25
  %1691 = select i1 %26, i32 %1690, i32 %1689
  %1692 = sext i32 %1691 to i64
  %1693 = mul i64 %1692, 4
  %1694 = getelementptr i8, ptr addrspace(1) %3, i64 %1693
  %1695 = load float, ptr addrspace(1) %1694, align 4
  %1696 = select i1 %26, float %1695, float 0.000000e+00
  %1697 = add i32 %1689, %27
  %1698 = select i1 %28, i32 %1697, i32 %1689
  %1699 = sext i32 %1698 to i64
  %1700 = mul i64 %1699, 4
  %1701 = getelementptr i8, ptr addrspace(1) %3, i64 %1700
  %1702 = load float, ptr addrspace(1) %1701, align 4
  %1703 = select i1 %28, float %1702, float 0.000000e+00
  %1704 = add i32 %1689, %29
  %1705 = select i1 %30, i32 %1704, i32 %1689
  %1706 = sext i32 %1705 to i64
  %1707 = mul i64 %1706, 4
  %1708 = getelementptr i8, ptr addrspace(1) %3, i64 %1707
  %1709 = load float, ptr addrspace(1) %1708, align 4
  %1710 = select i1 %30, float %1709, float 0.000000e+00
  %1711 = add i32 %1689, %31
  %1712 = select i1 %32, i32 %1711, i32 %1689
  %1713 = sext i32 %1712 to i64
  %1714 = mul i64 %1713, 4
  %1715 = getelementptr i8, ptr addrspace(1) %3, i64 %1714
  %1716 = load float, ptr addrspace(1) %1715, align 4
  %1717 = select i1 %32, float %1716, float 0.000000e+00
  %1718 = bitcast float %1236 to i32
  %1719 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %1718)
  %1720 = bitcast i32 %1719 to float
  %1721 = load float, ptr addrspace(5) %v, align 4
  %1722 = fmul float %1720, %1696
  %1723 = fadd float %1722, %1721
  store float %1723, ptr addrspace(5) %v, align 4
  %1724 = load float, ptr addrspace(5) %v1, align 4
  %1725 = fmul float %1720, %1703
  %1726 = fadd float %1725, %1724
  store float %1726, ptr addrspace(5) %v1, align 4
  %1727 = load float, ptr addrspace(5) %v2, align 4
  %1728 = fmul float %1720, %1710
  %1729 = fadd float %1728, %1727
  store float %1729, ptr addrspace(5) %v2, align 4
  %1730 = load float, ptr addrspace(5) %v3, align 4
  %1731 = fmul float %1720, %1717
  %1732 = fadd float %1731, %1730
  store float %1732, ptr addrspace(5) %v3, align 4
  %1733 = bitcast float %1236 to i32
  %1734 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %1733)
  %1735 = bitcast i32 %1734 to float
  %1736 = load float, ptr addrspace(5) %v8, align 4
  %1737 = fmul float %1735, %1696
  %1738 = fadd float %1737, %1736
  store float %1738, ptr addrspace(5) %v8, align 4
  %1739 = load float, ptr addrspace(5) %v9, align 4
  %1740 = fmul float %1735, %1703
  %1741 = fadd float %1740, %1739
  store float %1741, ptr addrspace(5) %v9, align 4
  %1742 = load float, ptr addrspace(5) %v10, align 4
  %1743 = fmul float %1735, %1710
  %1744 = fadd float %1743, %1742
  store float %1744, ptr addrspace(5) %v10, align 4
  %1745 = load float, ptr addrspace(5) %v11, align 4
  %1746 = fmul float %1735, %1717
  %1747 = fadd float %1746, %1745
  store float %1747, ptr addrspace(5) %v11, align 4
  %1748 = bitcast float %1236 to i32
  %1749 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %1748)
  %1750 = bitcast i32 %1749 to float
  %1751 = load float, ptr addrspace(5) %v16, align 4
  %1752 = fmul float %1750, %1696
  %1753 = fadd float %1752, %1751
  store float %1753, ptr addrspace(5) %v16, align 4
  %1754 = load float, ptr addrspace(5) %v17, align 4
  %1755 = fmul float %1750, %1703
  %1756 = fadd float %1755, %1754
  store float %1756, ptr addrspace(5) %v17, align 4
  %1757 = load float, ptr addrspace(5) %v18, align 4
  %1758 = fmul float %1750, %1710
  %1759 = fadd float %1758, %1757
  store float %1759, ptr addrspace(5) %v18, align 4
  %1760 = load float, ptr addrspace(5) %v19, align 4
  %1761 = fmul float %1750, %1717
  %1762 = fadd float %1761, %1760
  store float %1762, ptr addrspace(5) %v19, align 4
  %1763 = bitcast float %1236 to i32
  %1764 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %1763)
  %1765 = bitcast i32 %1764 to float
  %1766 = load float, ptr addrspace(5) %v24, align 4
  %1767 = fmul float %1765, %1696
  %1768 = fadd float %1767, %1766
  store float %1768, ptr addrspace(5) %v24, align 4
  %1769 = load float, ptr addrspace(5) %v25, align 4
  %1770 = fmul float %1765, %1703
  %1771 = fadd float %1770, %1769
  store float %1771, ptr addrspace(5) %v25, align 4
  %1772 = load float, ptr addrspace(5) %v26, align 4
  %1773 = fmul float %1765, %1710
  %1774 = fadd float %1773, %1772
  store float %1774, ptr addrspace(5) %v26, align 4
  %1775 = load float, ptr addrspace(5) %v27, align 4
  %1776 = fmul float %1765, %1717
  %1777 = fadd float %1776, %1775
  store float %1777, ptr addrspace(5) %v27, align 4
  %1778 = add i32 %315, 5
  %1779 = icmp sgt i32 %1778, %309
  %1780 = select i1 %1779, i32 %309, i32 %1778
  %1781 = mul i32 %1780, %5
  %1782 = add i32 %1781, %18
  %1783 = mul i32 %1782, %6
  %1784 = add i32 %1783, %25
  %1785 = select i1 %26, i32 %1784, i32 %1783
  %1786 = sext i32 %1785 to i64
  %1787 = mul i64 %1786, 4
  %1788 = getelementptr i8, ptr addrspace(1) %3, i64 %1787
  %1789 = load float, ptr addrspace(1) %1788, align 4
  %1790 = select i1 %26, float %1789, float 0.000000e+00
  %1791 = add i32 %1783, %27
  %1792 = select i1 %28, i32 %1791, i32 %1783
  %1793 = sext i32 %1792 to i64
  %1794 = mul i64 %1793, 4
  %1795 = getelementptr i8, ptr addrspace(1) %3, i64 %1794
  %1796 = load float, ptr addrspace(1) %1795, align 4
  %1797 = select i1 %28, float %1796, float 0.000000e+00
  %1798 = add i32 %1783, %29
  %1799 = select i1 %30, i32 %1798, i32 %1783
  %1800 = sext i32 %1799 to i64
  %1801 = mul i64 %1800, 4
  %1802 = getelementptr i8, ptr addrspace(1) %3, i64 %1801
  %1803 = load float, ptr addrspace(1) %1802, align 4
  %1804 = select i1 %30, float %1803, float 0.000000e+00
  %1805 = add i32 %1783, %31
  %1806 = select i1 %32, i32 %1805, i32 %1783
  %1807 = sext i32 %1806 to i64
  %1808 = mul i64 %1807, 4
  %1809 = getelementptr i8, ptr addrspace(1) %3, i64 %1808
  %1810 = load float, ptr addrspace(1) %1809, align 4
  %1811 = select i1 %32, float %1810, float 0.000000e+00
  %1812 = bitcast float %1236 to i32
  %1813 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %1812)
  %1814 = bitcast i32 %1813 to float
  %1815 = load float, ptr addrspace(5) %v, align 4
  %1816 = fmul float %1814, %1790
  %1817 = fadd float %1816, %1815
  store float %1817, ptr addrspace(5) %v, align 4
  %1818 = load float, ptr addrspace(5) %v1, align 4
  %1819 = fmul float %1814, %1797
  %1820 = fadd float %1819, %1818
  store float %1820, ptr addrspace(5) %v1, align 4
  %1821 = load float, ptr addrspace(5) %v2, align 4
  %1822 = fmul float %1814, %1804
  %1823 = fadd float %1822, %1821
  store float %1823, ptr addrspace(5) %v2, align 4
  %1824 = load float, ptr addrspace(5) %v3, align 4
  %1825 = fmul float %1814, %1811
  %1826 = fadd float %1825, %1824
  store float %1826, ptr addrspace(5) %v3, align 4
  %1827 = bitcast float %1236 to i32
  %1828 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %1827)
  %1829 = bitcast i32 %1828 to float
  %1830 = load float, ptr addrspace(5) %v8, align 4
  %1831 = fmul float %1829, %1790
  %1832 = fadd float %1831, %1830
  store float %1832, ptr addrspace(5) %v8, align 4
  %1833 = load float, ptr addrspace(5) %v9, align 4
  %1834 = fmul float %1829, %1797
  %1835 = fadd float %1834, %1833
  store float %1835, ptr addrspace(5) %v9, align 4
  %1836 = load float, ptr addrspace(5) %v10, align 4
  %1837 = fmul float %1829, %1804
  %1838 = fadd float %1837, %1836
  store float %1838, ptr addrspace(5) %v10, align 4
  %1839 = load float, ptr addrspace(5) %v11, align 4
  %1840 = fmul float %1829, %1811
  %1841 = fadd float %1840, %1839
  store float %1841, ptr addrspace(5) %v11, align 4
  %1842 = bitcast float %1236 to i32
  %1843 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %1842)
  %1844 = bitcast i32 %1843 to float
  %1845 = load float, ptr addrspace(5) %v16, align 4
  %1846 = fmul float %1844, %1790
  %1847 = fadd float %1846, %1845
  store float %1847, ptr addrspace(5) %v16, align 4
  %1848 = load float, ptr addrspace(5) %v17, align 4
  %1849 = fmul float %1844, %1797
  %1850 = fadd float %1849, %1848
  store float %1850, ptr addrspace(5) %v17, align 4
  %1851 = load float, ptr addrspace(5) %v18, align 4
  %1852 = fmul float %1844, %1804
  %1853 = fadd float %1852, %1851
  store float %1853, ptr addrspace(5) %v18, align 4
  %1854 = load float, ptr addrspace(5) %v19, align 4
  %1855 = fmul float %1844, %1811
  %1856 = fadd float %1855, %1854
  store float %1856, ptr addrspace(5) %v19, align 4
  %1857 = bitcast float %1236 to i32
  %1858 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %1857)
  %1859 = bitcast i32 %1858 to float
  %1860 = load float, ptr addrspace(5) %v24, align 4
  %1861 = fmul float %1859, %1790
  %1862 = fadd float %1861, %1860
  store float %1862, ptr addrspace(5) %v24, align 4
  %1863 = load float, ptr addrspace(5) %v25, align 4
  %1864 = fmul float %1859, %1797
  %1865 = fadd float %1864, %1863
  store float %1865, ptr addrspace(5) %v25, align 4
  %1866 = load float, ptr addrspace(5) %v26, align 4
  %1867 = fmul float %1859, %1804
  %1868 = fadd float %1867, %1866
  store float %1868, ptr addrspace(5) %v26, align 4
  %1869 = load float, ptr addrspace(5) %v27, align 4
  %1870 = fmul float %1859, %1811
  %1871 = fadd float %1870, %1869
  store float %1871, ptr addrspace(5) %v27, align 4
  %1872 = add i32 %315, 6
  %1873 = icmp sgt i32 %1872, %309
  %1874 = select i1 %1873, i32 %309, i32 %1872
  %1875 = mul i32 %1874, %5
  %1876 = add i32 %1875, %18
  %1877 = mul i32 %1876, %6
  %1878 = add i32 %1877, %25
  %1879 = select i1 %26, i32 %1878, i32 %1877
  %1880 = sext i32 %1879 to i64
  %1881 = mul i64 %1880, 4
  %1882 = getelementptr i8, ptr addrspace(1) %3, i64 %1881
  %1883 = load float, ptr addrspace(1) %1882, align 4
  %1884 = select i1 %26, float %1883, float 0.000000e+00
  %1885 = add i32 %1877, %27
  %1886 = select i1 %28, i32 %1885, i32 %1877
  %1887 = sext i32 %1886 to i64
  %1888 = mul i64 %1887, 4
  %1889 = getelementptr i8, ptr addrspace(1) %3, i64 %1888
  %1890 = load float, ptr addrspace(1) %1889, align 4
  %1891 = select i1 %28, float %1890, float 0.000000e+00
  %1892 = add i32 %1877, %29
  %1893 = select i1 %30, i32 %1892, i32 %1877
  %1894 = sext i32 %1893 to i64
  %1895 = mul i64 %1894, 4
  %1896 = getelementptr i8, ptr addrspace(1) %3, i64 %1895
  %1897 = load float, ptr addrspace(1) %1896, align 4
  %1898 = select i1 %30, float %1897, float 0.000000e+00
  %1899 = add i32 %1877, %31
  %1900 = select i1 %32, i32 %1899, i32 %1877
  %1901 = sext i32 %1900 to i64
  %1902 = mul i64 %1901, 4
  %1903 = getelementptr i8, ptr addrspace(1) %3, i64 %1902
  %1904 = load float, ptr addrspace(1) %1903, align 4
  %1905 = select i1 %32, float %1904, float 0.000000e+00
  %1906 = bitcast float %1236 to i32
  %1907 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %1906)
  %1908 = bitcast i32 %1907 to float
  %1909 = load float, ptr addrspace(5) %v, align 4
  %1910 = fmul float %1908, %1884
  %1911 = fadd float %1910, %1909
  store float %1911, ptr addrspace(5) %v, align 4
  %1912 = load float, ptr addrspace(5) %v1, align 4
  %1913 = fmul float %1908, %1891
  %1914 = fadd float %1913, %1912
  store float %1914, ptr addrspace(5) %v1, align 4
  %1915 = load float, ptr addrspace(5) %v2, align 4
  %1916 = fmul float %1908, %1898
  %1917 = fadd float %1916, %1915
  store float %1917, ptr addrspace(5) %v2, align 4
  %1918 = load float, ptr addrspace(5) %v3, align 4
  %1919 = fmul float %1908, %1905
  %1920 = fadd float %1919, %1918
  store float %1920, ptr addrspace(5) %v3, align 4
  %1921 = bitcast float %1236 to i32
  %1922 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %1921)
  %1923 = bitcast i32 %1922 to float
  %1924 = load float, ptr addrspace(5) %v8, align 4
  %1925 = fmul float %1923, %1884
  %1926 = fadd float %1925, %1924
  store float %1926, ptr addrspace(5) %v8, align 4
  %1927 = load float, ptr addrspace(5) %v9, align 4
  %1928 = fmul float %1923, %1891
  %1929 = fadd float %1928, %1927
  store float %1929, ptr addrspace(5) %v9, align 4
  %1930 = load float, ptr addrspace(5) %v10, align 4
  %1931 = fmul float %1923, %1898
  %1932 = fadd float %1931, %1930
  store float %1932, ptr addrspace(5) %v10, align 4
  %1933 = load float, ptr addrspace(5) %v11, align 4
  %1934 = fmul float %1923, %1905
  %1935 = fadd float %1934, %1933
  store float %1935, ptr addrspace(5) %v11, align 4
  %1936 = bitcast float %1236 to i32
  %1937 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %1936)
  %1938 = bitcast i32 %1937 to float
  %1939 = load float, ptr addrspace(5) %v16, align 4
  %1940 = fmul float %1938, %1884
  %1941 = fadd float %1940, %1939
  store float %1941, ptr addrspace(5) %v16, align 4
  %1942 = load float, ptr addrspace(5) %v17, align 4
  %1943 = fmul float %1938, %1891
  %1944 = fadd float %1943, %1942
  store float %1944, ptr addrspace(5) %v17, align 4
  %1945 = load float, ptr addrspace(5) %v18, align 4
  %1946 = fmul float %1938, %1898
  %1947 = fadd float %1946, %1945
  store float %1947, ptr addrspace(5) %v18, align 4
  %1948 = load float, ptr addrspace(5) %v19, align 4
  %1949 = fmul float %1938, %1905
  %1950 = fadd float %1949, %1948
  store float %1950, ptr addrspace(5) %v19, align 4
  %1951 = bitcast float %1236 to i32
  %1952 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %1951)
  %1953 = bitcast i32 %1952 to float
  %1954 = load float, ptr addrspace(5) %v24, align 4
  %1955 = fmul float %1953, %1884
  %1956 = fadd float %1955, %1954
  store float %1956, ptr addrspace(5) %v24, align 4
  %1957 = load float, ptr addrspace(5) %v25, align 4
  %1958 = fmul float %1953, %1891
  %1959 = fadd float %1958, %1957
  store float %1959, ptr addrspace(5) %v25, align 4
  %1960 = load float, ptr addrspace(5) %v26, align 4
  %1961 = fmul float %1953, %1898
  %1962 = fadd float %1961, %1960
  store float %1962, ptr addrspace(5) %v26, align 4
  %1963 = load float, ptr addrspace(5) %v27, align 4
  %1964 = fmul float %1953, %1905
  %1965 = fadd float %1964, %1963
  store float %1965, ptr addrspace(5) %v27, align 4
  %1966 = add i32 %315, 7
  %1967 = icmp sgt i32 %1966, %309
  %1968 = select i1 %1967, i32 %309, i32 %1966
  %1969 = mul i32 %1968, %5
  %1970 = add i32 %1969, %18
  %1971 = mul i32 %1970, %6
  %1972 = add i32 %1971, %25
  %1973 = select i1 %26, i32 %1972, i32 %1971
  %1974 = sext i32 %1973 to i64
  %1975 = mul i64 %1974, 4
  %1976 = getelementptr i8, ptr addrspace(1) %3, i64 %1975
  %1977 = load float, ptr addrspace(1) %1976, align 4
  %1978 = select i1 %26, float %1977, float 0.000000e+00
  %1979 = add i32 %1971, %27
  %1980 = select i1 %28, i32 %1979, i32 %1971
  %1981 = sext i32 %1980 to i64
  %1982 = mul i64 %1981, 4
  %1983 = getelementptr i8, ptr addrspace(1) %3, i64 %1982
  %1984 = load float, ptr addrspace(1) %1983, align 4
  %1985 = select i1 %28, float %1984, float 0.000000e+00
  %1986 = add i32 %1971, %29
  %1987 = select i1 %30, i32 %1986, i32 %1971
  %1988 = sext i32 %1987 to i64
  %1989 = mul i64 %1988, 4
  %1990 = getelementptr i8, ptr addrspace(1) %3, i64 %1989
  %1991 = load float, ptr addrspace(1) %1990, align 4
  %1992 = select i1 %30, float %1991, float 0.000000e+00
  %1993 = add i32 %1971, %31
  %1994 = select i1 %32, i32 %1993, i32 %1971
  %1995 = sext i32 %1994 to i64
  %1996 = mul i64 %1995, 4
  %1997 = getelementptr i8, ptr addrspace(1) %3, i64 %1996
  %1998 = load float, ptr addrspace(1) %1997, align 4
  %1999 = select i1 %32, float %1998, float 0.000000e+00
  %2000 = bitcast float %1236 to i32
  %2001 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %2000)
  %2002 = bitcast i32 %2001 to float
  %2003 = load float, ptr addrspace(5) %v, align 4
  %2004 = fmul float %2002, %1978
  %2005 = fadd float %2004, %2003
  store float %2005, ptr addrspace(5) %v, align 4
  %2006 = load float, ptr addrspace(5) %v1, align 4
  %2007 = fmul float %2002, %1985
  %2008 = fadd float %2007, %2006
  store float %2008, ptr addrspace(5) %v1, align 4
  %2009 = load float, ptr addrspace(5) %v2, align 4
  %2010 = fmul float %2002, %1992
  %2011 = fadd float %2010, %2009
  store float %2011, ptr addrspace(5) %v2, align 4
  %2012 = load float, ptr addrspace(5) %v3, align 4
  %2013 = fmul float %2002, %1999
  %2014 = fadd float %2013, %2012
  store float %2014, ptr addrspace(5) %v3, align 4
  %2015 = bitcast float %1236 to i32
  %2016 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %2015)
  %2017 = bitcast i32 %2016 to float
  %2018 = load float, ptr addrspace(5) %v8, align 4
  %2019 = fmul float %2017, %1978
  %2020 = fadd float %2019, %2018
  store float %2020, ptr addrspace(5) %v8, align 4
  %2021 = load float, ptr addrspace(5) %v9, align 4
  %2022 = fmul float %2017, %1985
  %2023 = fadd float %2022, %2021
  store float %2023, ptr addrspace(5) %v9, align 4
  %2024 = load float, ptr addrspace(5) %v10, align 4
  %2025 = fmul float %2017, %1992
  %2026 = fadd float %2025, %2024
  store float %2026, ptr addrspace(5) %v10, align 4
  %2027 = load float, ptr addrspace(5) %v11, align 4
  %2028 = fmul float %2017, %1999
  %2029 = fadd float %2028, %2027
  store float %2029, ptr addrspace(5) %v11, align 4
  %2030 = bitcast float %1236 to i32
  %2031 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %2030)
  %2032 = bitcast i32 %2031 to float
  %2033 = load float, ptr addrspace(5) %v16, align 4
  %2034 = fmul float %2032, %1978
  %2035 = fadd float %2034, %2033
  store float %2035, ptr addrspace(5) %v16, align 4
  %2036 = load float, ptr addrspace(5) %v17, align 4
  %2037 = fmul float %2032, %1985
  %2038 = fadd float %2037, %2036
  store float %2038, ptr addrspace(5) %v17, align 4
  %2039 = load float, ptr addrspace(5) %v18, align 4
  %2040 = fmul float %2032, %1992
  %2041 = fadd float %2040, %2039
  store float %2041, ptr addrspace(5) %v18, align 4
  %2042 = load float, ptr addrspace(5) %v19, align 4
  %2043 = fmul float %2032, %1999
  %2044 = fadd float %2043, %2042
  store float %2044, ptr addrspace(5) %v19, align 4
  %2045 = bitcast float %1236 to i32
  %2046 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %2045)
  %2047 = bitcast i32 %2046 to float
  %2048 = load float, ptr addrspace(5) %v24, align 4
  %2049 = fmul float %2047, %1978
  %2050 = fadd float %2049, %2048
  store float %2050, ptr addrspace(5) %v24, align 4
  %2051 = load float, ptr addrspace(5) %v25, align 4
  %2052 = fmul float %2047, %1985
  %2053 = fadd float %2052, %2051
  store float %2053, ptr addrspace(5) %v25, align 4
  %2054 = load float, ptr addrspace(5) %v26, align 4
  %2055 = fmul float %2047, %1992
  %2056 = fadd float %2055, %2054
  store float %2056, ptr addrspace(5) %v26, align 4
  %2057 = load float, ptr addrspace(5) %v27, align 4
  %2058 = fmul float %2047, %1999
  %2059 = fadd float %2058, %2057
  store float %2059, ptr addrspace(5) %v27, align 4
  %2060 = load i32, ptr addrspace(5) %v34, align 4
  %2061 = add i32 %2060, 4
  store i32 %2061, ptr addrspace(5) %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %308, ptr addrspace(5) %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2062 = load float, ptr addrspace(5) %v32, align 4
  %2063 = load float, ptr addrspace(5) %v33, align 4
  %2064 = add i32 0, %13
  %2065 = mul i32 %2064, 256
  %2066 = load float, ptr addrspace(5) %v, align 4
  br i1 %26, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2067 = load i32, ptr addrspace(5) %v37, align 4
  %2068 = icmp slt i32 %2067, %304
  br i1 %2068, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2069 = load i32, ptr addrspace(5) %v37, align 4
  %2070 = mul i32 %2069, 8
  %2071 = add i32 %2070, 0
  %2072 = icmp sgt i32 %2071, %309
  %2073 = select i1 %2072, i32 %309, i32 %2071
  %2074 = mul i32 %2073, %5
  %2075 = add i32 %2074, %18
  %2076 = mul i32 %2075, %6
  %2077 = add i32 %2076, %25
  %2078 = select i1 %26, i32 %2077, i32 %2076
  %2079 = sext i32 %2078 to i64
  %2080 = mul i64 %2079, 4
  %2081 = getelementptr i8, ptr addrspace(1) %2, i64 %2080
  %2082 = load float, ptr addrspace(1) %2081, align 4
  %2083 = select i1 %26, float %2082, float 0.000000e+00
  %2084 = add i32 %2076, %27
  %2085 = select i1 %28, i32 %2084, i32 %2076
  %2086 = sext i32 %2085 to i64
  %2087 = mul i64 %2086, 4
  %2088 = getelementptr i8, ptr addrspace(1) %2, i64 %2087
  %2089 = load float, ptr addrspace(1) %2088, align 4
  %2090 = select i1 %28, float %2089, float 0.000000e+00
  %2091 = add i32 %2076, %29
  %2092 = select i1 %30, i32 %2091, i32 %2076
  %2093 = sext i32 %2092 to i64
  %2094 = mul i64 %2093, 4
  %2095 = getelementptr i8, ptr addrspace(1) %2, i64 %2094
  %2096 = load float, ptr addrspace(1) %2095, align 4
  %2097 = select i1 %30, float %2096, float 0.000000e+00
  %2098 = add i32 %2076, %31
  %2099 = select i1 %32, i32 %2098, i32 %2076
  %2100 = sext i32 %2099 to i64
  %2101 = mul i64 %2100, 4
  %2102 = getelementptr i8, ptr addrspace(1) %2, i64 %2101
  %2103 = load float, ptr addrspace(1) %2102, align 4
  %2104 = select i1 %32, float %2103, float 0.000000e+00
  %2105 = add i32 %2076, %33
  %2106 = select i1 %34, i32 %2105, i32 %2076
  %2107 = sext i32 %2106 to i64
  %2108 = mul i64 %2107, 4
  %2109 = getelementptr i8, ptr addrspace(1) %2, i64 %2108
  %2110 = load float, ptr addrspace(1) %2109, align 4
  %2111 = select i1 %34, float %2110, float 0.000000e+00
  %2112 = add i32 %2076, %35
  %2113 = select i1 %36, i32 %2112, i32 %2076
  %2114 = sext i32 %2113 to i64
  %2115 = mul i64 %2114, 4
  %2116 = getelementptr i8, ptr addrspace(1) %2, i64 %2115
  %2117 = load float, ptr addrspace(1) %2116, align 4
  %2118 = select i1 %36, float %2117, float 0.000000e+00
  %2119 = add i32 %2076, %37
  %2120 = select i1 %38, i32 %2119, i32 %2076
  %2121 = sext i32 %2120 to i64
  %2122 = mul i64 %2121, 4
  %2123 = getelementptr i8, ptr addrspace(1) %2, i64 %2122
  %2124 = load float, ptr addrspace(1) %2123, align 4
  %2125 = select i1 %38, float %2124, float 0.000000e+00
  %2126 = add i32 %2076, %39
  %2127 = select i1 %40, i32 %2126, i32 %2076
  %2128 = sext i32 %2127 to i64
  %2129 = mul i64 %2128, 4
  %2130 = getelementptr i8, ptr addrspace(1) %2, i64 %2129
  %2131 = load float, ptr addrspace(1) %2130, align 4
  %2132 = select i1 %40, float %2131, float 0.000000e+00
  %2133 = fmul float %53, %2083
  %2134 = fmul float %60, %2090
  %2135 = fadd float %2134, %2133
  %2136 = fmul float %67, %2097
  %2137 = fadd float %2136, %2135
  %2138 = fmul float %74, %2104
  %2139 = fadd float %2138, %2137
  %2140 = fmul float %81, %2111
  %2141 = fadd float %2140, %2139
  %2142 = fmul float %88, %2118
  %2143 = fadd float %2142, %2141
  %2144 = fmul float %95, %2125
  %2145 = fadd float %2144, %2143
  %2146 = fmul float %102, %2132
  %2147 = fadd float %2146, %2145
  %2148 = fmul float %115, %2083
  %2149 = fmul float %122, %2090
  %2150 = fadd float %2149, %2148
  %2151 = fmul float %129, %2097
  %2152 = fadd float %2151, %2150
  %2153 = fmul float %136, %2104
  %2154 = fadd float %2153, %2152
  %2155 = fmul float %143, %2111
  %2156 = fadd float %2155, %2154
  %2157 = fmul float %150, %2118
  %2158 = fadd float %2157, %2156
  %2159 = fmul float %157, %2125
  %2160 = fadd float %2159, %2158
  %2161 = fmul float %164, %2132
  %2162 = fadd float %2161, %2160
  %2163 = fmul float %177, %2083
  %2164 = fmul float %184, %2090
  %2165 = fadd float %2164, %2163
  %2166 = fmul float %191, %2097
  %2167 = fadd float %2166, %2165
  %2168 = fmul float %198, %2104
  %2169 = fadd float %2168, %2167
  %2170 = fmul float %205, %2111
  %2171 = fadd float %2170, %2169
  %2172 = fmul float %212, %2118
  %2173 = fadd float %2172, %2171
  %2174 = fmul float %219, %2125
  %2175 = fadd float %2174, %2173
  %2176 = fmul float %226, %2132
  %2177 = fadd float %2176, %2175
  %2178 = fmul float %239, %2083
  %2179 = fmul float %246, %2090
  %2180 = fadd float %2179, %2178
  %2181 = fmul float %253, %2097
  %2182 = fadd float %2181, %2180
  %2183 = fmul float %260, %2104
  %2184 = fadd float %2183, %2182
  %2185 = fmul float %267, %2111
  %2186 = fadd float %2185, %2184
  %2187 = fmul float %274, %2118
  %2188 = fadd float %2187, %2186
  %2189 = fmul float %281, %2125
  %2190 = fadd float %2189, %2188
  %2191 = fmul float %288, %2132
  %2192 = fadd float %2191, %2190
  %2193 = add i32 %2070, 1
  %2194 = icmp sgt i32 %2193, %309
  %2195 = select i1 %2194, i32 %309, i32 %2193
  %2196 = mul i32 %2195, %5
  %2197 = add i32 %2196, %18
  %2198 = mul i32 %2197, %6
  %2199 = add i32 %2198, %25
  %2200 = select i1 %26, i32 %2199, i32 %2198
  %2201 = sext i32 %2200 to i64
  %2202 = mul i64 %2201, 4
  %2203 = getelementptr i8, ptr addrspace(1) %2, i64 %2202
  %2204 = load float, ptr addrspace(1) %2203, align 4
  %2205 = select i1 %26, float %2204, float 0.000000e+00
  %2206 = add i32 %2198, %27
  %2207 = select i1 %28, i32 %2206, i32 %2198
  %2208 = sext i32 %2207 to i64
  %2209 = mul i64 %2208, 4
  %2210 = getelementptr i8, ptr addrspace(1) %2, i64 %2209
  %2211 = load float, ptr addrspace(1) %2210, align 4
  %2212 = select i1 %28, float %2211, float 0.000000e+00
  %2213 = add i32 %2198, %29
  %2214 = select i1 %30, i32 %2213, i32 %2198
  %2215 = sext i32 %2214 to i64
  %2216 = mul i64 %2215, 4
  %2217 = getelementptr i8, ptr addrspace(1) %2, i64 %2216
  %2218 = load float, ptr addrspace(1) %2217, align 4
  %2219 = select i1 %30, float %2218, float 0.000000e+00
  %2220 = add i32 %2198, %31
  %2221 = select i1 %32, i32 %2220, i32 %2198
  %2222 = sext i32 %2221 to i64
  %2223 = mul i64 %2222, 4
  %2224 = getelementptr i8, ptr addrspace(1) %2, i64 %2223
  %2225 = load float, ptr addrspace(1) %2224, align 4
  %2226 = select i1 %32, float %2225, float 0.000000e+00
  %2227 = add i32 %2198, %33
  %2228 = select i1 %34, i32 %2227, i32 %2198
  %2229 = sext i32 %2228 to i64
  %2230 = mul i64 %2229, 4
  %2231 = getelementptr i8, ptr addrspace(1) %2, i64 %2230
  %2232 = load float, ptr addrspace(1) %2231, align 4
  %2233 = select i1 %34, float %2232, float 0.000000e+00
  %2234 = add i32 %2198, %35
  %2235 = select i1 %36, i32 %2234, i32 %2198
  %2236 = sext i32 %2235 to i64
  %2237 = mul i64 %2236, 4
  %2238 = getelementptr i8, ptr addrspace(1) %2, i64 %2237
  %2239 = load float, ptr addrspace(1) %2238, align 4
  %2240 = select i1 %36, float %2239, float 0.000000e+00
  %2241 = add i32 %2198, %37
  %2242 = select i1 %38, i32 %2241, i32 %2198
  %2243 = sext i32 %2242 to i64
  %2244 = mul i64 %2243, 4
  %2245 = getelementptr i8, ptr addrspace(1) %2, i64 %2244
  %2246 = load float, ptr addrspace(1) %2245, align 4
  %2247 = select i1 %38, float %2246, float 0.000000e+00
  %2248 = add i32 %2198, %39
  %2249 = select i1 %40, i32 %2248, i32 %2198
  %2250 = sext i32 %2249 to i64
  %2251 = mul i64 %2250, 4
  %2252 = getelementptr i8, ptr addrspace(1) %2, i64 %2251
  %2253 = load float, ptr addrspace(1) %2252, align 4
  %2254 = select i1 %40, float %2253, float 0.000000e+00
  %2255 = fmul float %53, %2205
  %2256 = fmul float %60, %2212
  %2257 = fadd float %2256, %2255
  %2258 = fmul float %67, %2219
  %2259 = fadd float %2258, %2257
  %2260 = fmul float %74, %2226
  %2261 = fadd float %2260, %2259
  %2262 = fmul float %81, %2233
  %2263 = fadd float %2262, %2261
  %2264 = fmul float %88, %2240
  %2265 = fadd float %2264, %2263
  %2266 = fmul float %95, %2247
  %2267 = fadd float %2266, %2265
  %2268 = fmul float %102, %2254
  %2269 = fadd float %2268, %2267
  %2270 = fmul float %115, %2205
  %2271 = fmul float %122, %2212
  %2272 = fadd float %2271, %2270
  %2273 = fmul float %129, %2219
  %2274 = fadd float %2273, %2272
  %2275 = fmul float %136, %2226
  %2276 = fadd float %2275, %2274
  %2277 = fmul float %143, %2233
  %2278 = fadd float %2277, %2276
  %2279 = fmul float %150, %2240
  %2280 = fadd float %2279, %2278
  %2281 = fmul float %157, %2247
  %2282 = fadd float %2281, %2280
  %2283 = fmul float %164, %2254
  %2284 = fadd float %2283, %2282
  %2285 = fmul float %177, %2205
  %2286 = fmul float %184, %2212
  %2287 = fadd float %2286, %2285
  %2288 = fmul float %191, %2219
  %2289 = fadd float %2288, %2287
  %2290 = fmul float %198, %2226
  %2291 = fadd float %2290, %2289
  %2292 = fmul float %205, %2233
  %2293 = fadd float %2292, %2291
  %2294 = fmul float %212, %2240
  %2295 = fadd float %2294, %2293
  %2296 = fmul float %219, %2247
  %2297 = fadd float %2296, %2295
  %2298 = fmul float %226, %2254
  %2299 = fadd float %2298, %2297
  %2300 = fmul float %239, %2205
  %2301 = fmul float %246, %2212
  %2302 = fadd float %2301, %2300
  %2303 = fmul float %253, %2219
  %2304 = fadd float %2303, %2302
  %2305 = fmul float %260, %2226
  %2306 = fadd float %2305, %2304
  %2307 = fmul float %267, %2233
  %2308 = fadd float %2307, %2306
  %2309 = fmul float %274, %2240
  %2310 = fadd float %2309, %2308
  %2311 = fmul float %281, %2247
  %2312 = fadd float %2311, %2310
  %2313 = fmul float %288, %2254
  %2314 = fadd float %2313, %2312
  %2315 = add i32 %2070, 2
  %2316 = icmp sgt i32 %2315, %309
  %2317 = select i1 %2316, i32 %309, i32 %2315
  %2318 = mul i32 %2317, %5
  %2319 = add i32 %2318, %18
  %2320 = mul i32 %2319, %6
  %2321 = add i32 %2320, %25
  %2322 = select i1 %26, i32 %2321, i32 %2320
  %2323 = sext i32 %2322 to i64
  %2324 = mul i64 %2323, 4
  %2325 = getelementptr i8, ptr addrspace(1) %2, i64 %2324
  %2326 = load float, ptr addrspace(1) %2325, align 4
  %2327 = select i1 %26, float %2326, float 0.000000e+00
  %2328 = add i32 %2320, %27
  %2329 = select i1 %28, i32 %2328, i32 %2320
  %2330 = sext i32 %2329 to i64
  %2331 = mul i64 %2330, 4
  %2332 = getelementptr i8, ptr addrspace(1) %2, i64 %2331
  %2333 = load float, ptr addrspace(1) %2332, align 4
  %2334 = select i1 %28, float %2333, float 0.000000e+00
  %2335 = add i32 %2320, %29
  %2336 = select i1 %30, i32 %2335, i32 %2320
  %2337 = sext i32 %2336 to i64
  %2338 = mul i64 %2337, 4
  %2339 = getelementptr i8, ptr addrspace(1) %2, i64 %2338
  %2340 = load float, ptr addrspace(1) %2339, align 4
  %2341 = select i1 %30, float %2340, float 0.000000e+00
  %2342 = add i32 %2320, %31
  %2343 = select i1 %32, i32 %2342, i32 %2320
  %2344 = sext i32 %2343 to i64
  %2345 = mul i64 %2344, 4
  %2346 = getelementptr i8, ptr addrspace(1) %2, i64 %2345
  %2347 = load float, ptr addrspace(1) %2346, align 4
  %2348 = select i1 %32, float %2347, float 0.000000e+00
  %2349 = add i32 %2320, %33
  %2350 = select i1 %34, i32 %2349, i32 %2320
  %2351 = sext i32 %2350 to i64
  %2352 = mul i64 %2351, 4
  %2353 = getelementptr i8, ptr addrspace(1) %2, i64 %2352
  %2354 = load float, ptr addrspace(1) %2353, align 4
  %2355 = select i1 %34, float %2354, float 0.000000e+00
  %2356 = add i32 %2320, %35
  %2357 = select i1 %36, i32 %2356, i32 %2320
  %2358 = sext i32 %2357 to i64
  %2359 = mul i64 %2358, 4
  %2360 = getelementptr i8, ptr addrspace(1) %2, i64 %2359
  %2361 = load float, ptr addrspace(1) %2360, align 4
  %2362 = select i1 %36, float %2361, float 0.000000e+00
  %2363 = add i32 %2320, %37
  %2364 = select i1 %38, i32 %2363, i32 %2320
  %2365 = sext i32 %2364 to i64
  %2366 = mul i64 %2365, 4
  %2367 = getelementptr i8, ptr addrspace(1) %2, i64 %2366
  %2368 = load float, ptr addrspace(1) %2367, align 4
  %2369 = select i1 %38, float %2368, float 0.000000e+00
  %2370 = add i32 %2320, %39
  %2371 = select i1 %40, i32 %2370, i32 %2320
  %2372 = sext i32 %2371 to i64
  %2373 = mul i64 %2372, 4
  %2374 = getelementptr i8, ptr addrspace(1) %2, i64 %2373
  %2375 = load float, ptr addrspace(1) %2374, align 4
  %2376 = select i1 %40, float %2375, float 0.000000e+00
  %2377 = fmul float %53, %2327
  %2378 = fmul float %60, %2334
  %2379 = fadd float %2378, %2377
  %2380 = fmul float %67, %2341
  %2381 = fadd float %2380, %2379
  %2382 = fmul float %74, %2348
  %2383 = fadd float %2382, %2381
  %2384 = fmul float %81, %2355
  %2385 = fadd float %2384, %2383
  %2386 = fmul float %88, %2362
  %2387 = fadd float %2386, %2385
  %2388 = fmul float %95, %2369
  %2389 = fadd float %2388, %2387
  %2390 = fmul float %102, %2376
  %2391 = fadd float %2390, %2389
  %2392 = fmul float %115, %2327
  %2393 = fmul float %122, %2334
  %2394 = fadd float %2393, %2392
  %2395 = fmul float %129, %2341
  %2396 = fadd float %2395, %2394
  %2397 = fmul float %136, %2348
  %2398 = fadd float %2397, %2396
  %2399 = fmul float %143, %2355
  %2400 = fadd float %2399, %2398
  %2401 = fmul float %150, %2362
  %2402 = fadd float %2401, %2400
  %2403 = fmul float %157, %2369
  %2404 = fadd float %2403, %2402
  %2405 = fmul float %164, %2376
  %2406 = fadd float %2405, %2404
  %2407 = fmul float %177, %2327
  %2408 = fmul float %184, %2334
  %2409 = fadd float %2408, %2407
  %2410 = fmul float %191, %2341
  %2411 = fadd float %2410, %2409
  %2412 = fmul float %198, %2348
  %2413 = fadd float %2412, %2411
  %2414 = fmul float %205, %2355
  %2415 = fadd float %2414, %2413
  %2416 = fmul float %212, %2362
  %2417 = fadd float %2416, %2415
  %2418 = fmul float %219, %2369
  %2419 = fadd float %2418, %2417
  %2420 = fmul float %226, %2376
  %2421 = fadd float %2420, %2419
  %2422 = fmul float %239, %2327
  %2423 = fmul float %246, %2334
  %2424 = fadd float %2423, %2422
  %2425 = fmul float %253, %2341
  %2426 = fadd float %2425, %2424
  %2427 = fmul float %260, %2348
  %2428 = fadd float %2427, %2426
  %2429 = fmul float %267, %2355
  %2430 = fadd float %2429, %2428
  %2431 = fmul float %274, %2362
  %2432 = fadd float %2431, %2430
  %2433 = fmul float %281, %2369
  %2434 = fadd float %2433, %2432
  %2435 = fmul float %288, %2376
  %2436 = fadd float %2435, %2434
  %2437 = add i32 %2070, 3
  %2438 = icmp sgt i32 %2437, %309
  %2439 = select i1 %2438, i32 %309, i32 %2437
  %2440 = mul i32 %2439, %5
  %2441 = add i32 %2440, %18
  %2442 = mul i32 %2441, %6
  %2443 = add i32 %2442, %25
  %2444 = select i1 %26, i32 %2443, i32 %2442
  %2445 = sext i32 %2444 to i64
  %2446 = mul i64 %2445, 4
  %2447 = getelementptr i8, ptr addrspace(1) %2, i64 %2446
  %2448 = load float, ptr addrspace(1) %2447, align 4
  %2449 = select i1 %26, float %2448, float 0.000000e+00
  %2450 = add i32 %2442, %27
  %2451 = select i1 %28, i32 %2450, i32 %2442
  %2452 = sext i32 %2451 to i64
  %2453 = mul i64 %2452, 4
  %2454 = getelementptr i8, ptr addrspace(1) %2, i64 %2453
  %2455 = load float, ptr addrspace(1) %2454, align 4
  %2456 = select i1 %28, float %2455, float 0.000000e+00
  %2457 = add i32 %2442, %29
  %2458 = select i1 %30, i32 %2457, i32 %2442
  %2459 = sext i32 %2458 to i64
  %2460 = mul i64 %2459, 4
  %2461 = getelementptr i8, ptr addrspace(1) %2, i64 %2460
  %2462 = load float, ptr addrspace(1) %2461, align 4
  %2463 = select i1 %30, float %2462, float 0.000000e+00
  %2464 = add i32 %2442, %31
  %2465 = select i1 %32, i32 %2464, i32 %2442
  %2466 = sext i32 %2465 to i64
  %2467 = mul i64 %2466, 4
  %2468 = getelementptr i8, ptr addrspace(1) %2, i64 %2467
  %2469 = load float, ptr addrspace(1) %2468, align 4
  %2470 = select i1 %32, float %2469, float 0.000000e+00
  %2471 = add i32 %2442, %33
  %2472 = select i1 %34, i32 %2471, i32 %2442
  %2473 = sext i32 %2472 to i64
  %2474 = mul i64 %2473, 4
  %2475 = getelementptr i8, ptr addrspace(1) %2, i64 %2474
  %2476 = load float, ptr addrspace(1) %2475, align 4
  %2477 = select i1 %34, float %2476, float 0.000000e+00
  %2478 = add i32 %2442, %35
  %2479 = select i1 %36, i32 %2478, i32 %2442
  %2480 = sext i32 %2479 to i64
  %2481 = mul i64 %2480, 4
  %2482 = getelementptr i8, ptr addrspace(1) %2, i64 %2481
  %2483 = load float, ptr addrspace(1) %2482, align 4
  %2484 = select i1 %36, float %2483, float 0.000000e+00
  %2485 = add i32 %2442, %37
  %2486 = select i1 %38, i32 %2485, i32 %2442
  %2487 = sext i32 %2486 to i64
  %2488 = mul i64 %2487, 4
  %2489 = getelementptr i8, ptr addrspace(1) %2, i64 %2488
  %2490 = load float, ptr addrspace(1) %2489, align 4
  %2491 = select i1 %38, float %2490, float 0.000000e+00
  %2492 = add i32 %2442, %39
  %2493 = select i1 %40, i32 %2492, i32 %2442
  %2494 = sext i32 %2493 to i64
  %2495 = mul i64 %2494, 4
  %2496 = getelementptr i8, ptr addrspace(1) %2, i64 %2495
  %2497 = load float, ptr addrspace(1) %2496, align 4
  %2498 = select i1 %40, float %2497, float 0.000000e+00
  %2499 = fmul float %53, %2449
  %2500 = fmul float %60, %2456
  %2501 = fadd float %2500, %2499
  %2502 = fmul float %67, %2463
  %2503 = fadd float %2502, %2501
  %2504 = fmul float %74, %2470
  %2505 = fadd float %2504, %2503
  %2506 = fmul float %81, %2477
  %2507 = fadd float %2506, %2505
  %2508 = fmul float %88, %2484
  %2509 = fadd float %2508, %2507
  %2510 = fmul float %95, %2491
  %2511 = fadd float %2510, %2509
  %2512 = fmul float %102, %2498
  %2513 = fadd float %2512, %2511
  %2514 = fmul float %115, %2449
  %2515 = fmul float %122, %2456
  %2516 = fadd float %2515, %2514
  %2517 = fmul float %129, %2463
  %2518 = fadd float %2517, %2516
  %2519 = fmul float %136, %2470
  %2520 = fadd float %2519, %2518
  %2521 = fmul float %143, %2477
  %2522 = fadd float %2521, %2520
  %2523 = fmul float %150, %2484
  %2524 = fadd float %2523, %2522
  %2525 = fmul float %157, %2491
  %2526 = fadd float %2525, %2524
  %2527 = fmul float %164, %2498
  %2528 = fadd float %2527, %2526
  %2529 = fmul float %177, %2449
  %2530 = fmul float %184, %2456
  %2531 = fadd float %2530, %2529
  %2532 = fmul float %191, %2463
  %2533 = fadd float %2532, %2531
  %2534 = fmul float %198, %2470
  %2535 = fadd float %2534, %2533
  %2536 = fmul float %205, %2477
  %2537 = fadd float %2536, %2535
  %2538 = fmul float %212, %2484
  %2539 = fadd float %2538, %2537
  %2540 = fmul float %219, %2491
  %2541 = fadd float %2540, %2539
  %2542 = fmul float %226, %2498
  %2543 = fadd float %2542, %2541
  %2544 = fmul float %239, %2449
  %2545 = fmul float %246, %2456
  %2546 = fadd float %2545, %2544
  %2547 = fmul float %253, %2463
  %2548 = fadd float %2547, %2546
  %2549 = fmul float %260, %2470
  %2550 = fadd float %2549, %2548
  %2551 = fmul float %267, %2477
  %2552 = fadd float %2551, %2550
  %2553 = fmul float %274, %2484
  %2554 = fadd float %2553, %2552
  %2555 = fmul float %281, %2491
  %2556 = fadd float %2555, %2554
  %2557 = fmul float %288, %2498
  %2558 = fadd float %2557, %2556
  %2559 = add i32 %2070, 4
  %2560 = icmp sgt i32 %2559, %309
  %2561 = select i1 %2560, i32 %309, i32 %2559
  %2562 = mul i32 %2561, %5
  %2563 = add i32 %2562, %18
  %2564 = mul i32 %2563, %6
  %2565 = add i32 %2564, %25
  %2566 = select i1 %26, i32 %2565, i32 %2564
  %2567 = sext i32 %2566 to i64
  %2568 = mul i64 %2567, 4
  %2569 = getelementptr i8, ptr addrspace(1) %2, i64 %2568
  %2570 = load float, ptr addrspace(1) %2569, align 4
  %2571 = select i1 %26, float %2570, float 0.000000e+00
  %2572 = add i32 %2564, %27
  %2573 = select i1 %28, i32 %2572, i32 %2564
  %2574 = sext i32 %2573 to i64
  %2575 = mul i64 %2574, 4
  %2576 = getelementptr i8, ptr addrspace(1) %2, i64 %2575
  %2577 = load float, ptr addrspace(1) %2576, align 4
  %2578 = select i1 %28, float %2577, float 0.000000e+00
  %2579 = add i32 %2564, %29
  %2580 = select i1 %30, i32 %2579, i32 %2564
  %2581 = sext i32 %2580 to i64
  %2582 = mul i64 %2581, 4
  %2583 = getelementptr i8, ptr addrspace(1) %2, i64 %2582
  %2584 = load float, ptr addrspace(1) %2583, align 4
  %2585 = select i1 %30, float %2584, float 0.000000e+00
  %2586 = add i32 %2564, %31
  %2587 = select i1 %32, i32 %2586, i32 %2564
  %2588 = sext i32 %2587 to i64
  %2589 = mul i64 %2588, 4
  %2590 = getelementptr i8, ptr addrspace(1) %2, i64 %2589
  %2591 = load float, ptr addrspace(1) %2590, align 4
  %2592 = select i1 %32, float %2591, float 0.000000e+00
  %2593 = add i32 %2564, %33
  %2594 = select i1 %34, i32 %2593, i32 %2564
  %2595 = sext i32 %2594 to i64
  %2596 = mul i64 %2595, 4
  %2597 = getelementptr i8, ptr addrspace(1) %2, i64 %2596
  %2598 = load float, ptr addrspace(1) %2597, align 4
  %2599 = select i1 %34, float %2598, float 0.000000e+00
  %2600 = add i32 %2564, %35
  %2601 = select i1 %36, i32 %2600, i32 %2564
  %2602 = sext i32 %2601 to i64
  %2603 = mul i64 %2602, 4
  %2604 = getelementptr i8, ptr addrspace(1) %2, i64 %2603
  %2605 = load float, ptr addrspace(1) %2604, align 4
  %2606 = select i1 %36, float %2605, float 0.000000e+00
  %2607 = add i32 %2564, %37
  %2608 = select i1 %38, i32 %2607, i32 %2564
  %2609 = sext i32 %2608 to i64
  %2610 = mul i64 %2609, 4
  %2611 = getelementptr i8, ptr addrspace(1) %2, i64 %2610
  %2612 = load float, ptr addrspace(1) %2611, align 4
  %2613 = select i1 %38, float %2612, float 0.000000e+00
  %2614 = add i32 %2564, %39
  %2615 = select i1 %40, i32 %2614, i32 %2564
  %2616 = sext i32 %2615 to i64
  %2617 = mul i64 %2616, 4
  %2618 = getelementptr i8, ptr addrspace(1) %2, i64 %2617
  %2619 = load float, ptr addrspace(1) %2618, align 4
  %2620 = select i1 %40, float %2619, float 0.000000e+00
  %2621 = fmul float %53, %2571
  %2622 = fmul float %60, %2578
  %2623 = fadd float %2622, %2621
  %2624 = fmul float %67, %2585
  %2625 = fadd float %2624, %2623
  %2626 = fmul float %74, %2592
  %2627 = fadd float %2626, %2625
  %2628 = fmul float %81, %2599
  %2629 = fadd float %2628, %2627
  %2630 = fmul float %88, %2606
  %2631 = fadd float %2630, %2629
  %2632 = fmul float %95, %2613
  %2633 = fadd float %2632, %2631
  %2634 = fmul float %102, %2620
  %2635 = fadd float %2634, %2633
  %2636 = fmul float %115, %2571
  %2637 = fmul float %122, %2578
  %2638 = fadd float %2637, %2636
  %2639 = fmul float %129, %2585
  %2640 = fadd float %2639, %2638
  %2641 = fmul float %136, %2592
  %2642 = fadd float %2641, %2640
  %2643 = fmul float %143, %2599
  %2644 = fadd float %2643, %2642
  %2645 = fmul float %150, %2606
  %2646 = fadd float %2645, %2644
  %2647 = fmul float %157, %2613
  %2648 = fadd float %2647, %2646
  %2649 = fmul float %164, %2620
  %2650 = fadd float %2649, %2648
  %2651 = fmul float %177, %2571
  %2652 = fmul float %184, %2578
  %2653 = fadd float %2652, %2651
  %2654 = fmul float %191, %2585
  %2655 = fadd float %2654, %2653
  %2656 = fmul float %198, %2592
  %2657 = fadd float %2656, %2655
  %2658 = fmul float %205, %2599
  %2659 = fadd float %2658, %2657
  %2660 = fmul float %212, %2606
  %2661 = fadd float %2660, %2659
  %2662 = fmul float %219, %2613
  %2663 = fadd float %2662, %2661
  %2664 = fmul float %226, %2620
  %2665 = fadd float %2664, %2663
  %2666 = fmul float %239, %2571
  %2667 = fmul float %246, %2578
  %2668 = fadd float %2667, %2666
  %2669 = fmul float %253, %2585
  %2670 = fadd float %2669, %2668
  %2671 = fmul float %260, %2592
  %2672 = fadd float %2671, %2670
  %2673 = fmul float %267, %2599
  %2674 = fadd float %2673, %2672
  %2675 = fmul float %274, %2606
  %2676 = fadd float %2675, %2674
  %2677 = fmul float %281, %2613
  %2678 = fadd float %2677, %2676
  %2679 = fmul float %288, %2620
  %2680 = fadd float %2679, %2678
  %2681 = add i32 %2070, 5
  %2682 = icmp sgt i32 %2681, %309
  %2683 = select i1 %2682, i32 %309, i32 %2681
  %2684 = mul i32 %2683, %5
  %2685 = add i32 %2684, %18
  %2686 = mul i32 %2685, %6
  %2687 = add i32 %2686, %25
  %2688 = select i1 %26, i32 %2687, i32 %2686
  %2689 = sext i32 %2688 to i64
  %2690 = mul i64 %2689, 4
  %2691 = getelementptr i8, ptr addrspace(1) %2, i64 %2690
  %2692 = load float, ptr addrspace(1) %2691, align 4
  %2693 = select i1 %26, float %2692, float 0.000000e+00
  %2694 = add i32 %2686, %27
  %2695 = select i1 %28, i32 %2694, i32 %2686
  %2696 = sext i32 %2695 to i64
  %2697 = mul i64 %2696, 4
  %2698 = getelementptr i8, ptr addrspace(1) %2, i64 %2697
  %2699 = load float, ptr addrspace(1) %2698, align 4
  %2700 = select i1 %28, float %2699, float 0.000000e+00
  %2701 = add i32 %2686, %29
  %2702 = select i1 %30, i32 %2701, i32 %2686
  %2703 = sext i32 %2702 to i64
  %2704 = mul i64 %2703, 4
  %2705 = getelementptr i8, ptr addrspace(1) %2, i64 %2704
  %2706 = load float, ptr addrspace(1) %2705, align 4
  %2707 = select i1 %30, float %2706, float 0.000000e+00
  %2708 = add i32 %2686, %31
  %2709 = select i1 %32, i32 %2708, i32 %2686
  %2710 = sext i32 %2709 to i64
  %2711 = mul i64 %2710, 4
  %2712 = getelementptr i8, ptr addrspace(1) %2, i64 %2711
  %2713 = load float, ptr addrspace(1) %2712, align 4
  %2714 = select i1 %32, float %2713, float 0.000000e+00
  %2715 = add i32 %2686, %33
  %2716 = select i1 %34, i32 %2715, i32 %2686
  %2717 = sext i32 %2716 to i64
  %2718 = mul i64 %2717, 4
  %2719 = getelementptr i8, ptr addrspace(1) %2, i64 %2718
  %2720 = load float, ptr addrspace(1) %2719, align 4
  %2721 = select i1 %34, float %2720, float 0.000000e+00
  %2722 = add i32 %2686, %35
  %2723 = select i1 %36, i32 %2722, i32 %2686
  %2724 = sext i32 %2723 to i64
  %2725 = mul i64 %2724, 4
  %2726 = getelementptr i8, ptr addrspace(1) %2, i64 %2725
  %2727 = load float, ptr addrspace(1) %2726, align 4
  %2728 = select i1 %36, float %2727, float 0.000000e+00
  %2729 = add i32 %2686, %37
  %2730 = select i1 %38, i32 %2729, i32 %2686
  %2731 = sext i32 %2730 to i64
  %2732 = mul i64 %2731, 4
  %2733 = getelementptr i8, ptr addrspace(1) %2, i64 %2732
  %2734 = load float, ptr addrspace(1) %2733, align 4
  %2735 = select i1 %38, float %2734, float 0.000000e+00
  %2736 = add i32 %2686, %39
  %2737 = select i1 %40, i32 %2736, i32 %2686
  %2738 = sext i32 %2737 to i64
  %2739 = mul i64 %2738, 4
  %2740 = getelementptr i8, ptr addrspace(1) %2, i64 %2739
  %2741 = load float, ptr addrspace(1) %2740, align 4
  %2742 = select i1 %40, float %2741, float 0.000000e+00
  %2743 = fmul float %53, %2693
  %2744 = fmul float %60, %2700
  %2745 = fadd float %2744, %2743
  %2746 = fmul float %67, %2707
  %2747 = fadd float %2746, %2745
  %2748 = fmul float %74, %2714
  %2749 = fadd float %2748, %2747
  %2750 = fmul float %81, %2721
  %2751 = fadd float %2750, %2749
  %2752 = fmul float %88, %2728
  %2753 = fadd float %2752, %2751
  %2754 = fmul float %95, %2735
  %2755 = fadd float %2754, %2753
  %2756 = fmul float %102, %2742
  %2757 = fadd float %2756, %2755
  %2758 = fmul float %115, %2693
  %2759 = fmul float %122, %2700
  %2760 = fadd float %2759, %2758
  %2761 = fmul float %129, %2707
  %2762 = fadd float %2761, %2760
  %2763 = fmul float %136, %2714
  %2764 = fadd float %2763, %2762
  %2765 = fmul float %143, %2721
  %2766 = fadd float %2765, %2764
  %2767 = fmul float %150, %2728
  %2768 = fadd float %2767, %2766
  %2769 = fmul float %157, %2735
  %2770 = fadd float %2769, %2768
  %2771 = fmul float %164, %2742
  %2772 = fadd float %2771, %2770
  %2773 = fmul float %177, %2693
  %2774 = fmul float %184, %2700
  %2775 = fadd float %2774, %2773
  %2776 = fmul float %191, %2707
  %2777 = fadd float %2776, %2775
  %2778 = fmul float %198, %2714
  %2779 = fadd float %2778, %2777
  %2780 = fmul float %205, %2721
  %2781 = fadd float %2780, %2779
  %2782 = fmul float %212, %2728
  %2783 = fadd float %2782, %2781
  %2784 = fmul float %219, %2735
  %2785 = fadd float %2784, %2783
  %2786 = fmul float %226, %2742
  %2787 = fadd float %2786, %2785
  %2788 = fmul float %239, %2693
  %2789 = fmul float %246, %2700
  %2790 = fadd float %2789, %2788
  %2791 = fmul float %253, %2707
  %2792 = fadd float %2791, %2790
  %2793 = fmul float %260, %2714
  %2794 = fadd float %2793, %2792
  %2795 = fmul float %267, %2721
  %2796 = fadd float %2795, %2794
  %2797 = fmul float %274, %2728
  %2798 = fadd float %2797, %2796
  %2799 = fmul float %281, %2735
  %2800 = fadd float %2799, %2798
  %2801 = fmul float %288, %2742
  %2802 = fadd float %2801, %2800
  %2803 = add i32 %2070, 6
  %2804 = icmp sgt i32 %2803, %309
  %2805 = select i1 %2804, i32 %309, i32 %2803
  %2806 = mul i32 %2805, %5
  %2807 = add i32 %2806, %18
  %2808 = mul i32 %2807, %6
  %2809 = add i32 %2808, %25
  %2810 = select i1 %26, i32 %2809, i32 %2808
  %2811 = sext i32 %2810 to i64
  %2812 = mul i64 %2811, 4
  %2813 = getelementptr i8, ptr addrspace(1) %2, i64 %2812
  %2814 = load float, ptr addrspace(1) %2813, align 4
  %2815 = select i1 %26, float %2814, float 0.000000e+00
  %2816 = add i32 %2808, %27
  %2817 = select i1 %28, i32 %2816, i32 %2808
  %2818 = sext i32 %2817 to i64
  %2819 = mul i64 %2818, 4
  %2820 = getelementptr i8, ptr addrspace(1) %2, i64 %2819
  %2821 = load float, ptr addrspace(1) %2820, align 4
  %2822 = select i1 %28, float %2821, float 0.000000e+00
  %2823 = add i32 %2808, %29
  %2824 = select i1 %30, i32 %2823, i32 %2808
  %2825 = sext i32 %2824 to i64
  %2826 = mul i64 %2825, 4
  %2827 = getelementptr i8, ptr addrspace(1) %2, i64 %2826
  %2828 = load float, ptr addrspace(1) %2827, align 4
  %2829 = select i1 %30, float %2828, float 0.000000e+00
  %2830 = add i32 %2808, %31
  %2831 = select i1 %32, i32 %2830, i32 %2808
  %2832 = sext i32 %2831 to i64
  %2833 = mul i64 %2832, 4
  %2834 = getelementptr i8, ptr addrspace(1) %2, i64 %2833
  %2835 = load float, ptr addrspace(1) %2834, align 4
  %2836 = select i1 %32, float %2835, float 0.000000e+00
  %2837 = add i32 %2808, %33
  %2838 = select i1 %34, i32 %2837, i32 %2808
  %2839 = sext i32 %2838 to i64
  %2840 = mul i64 %2839, 4
  %2841 = getelementptr i8, ptr addrspace(1) %2, i64 %2840
  %2842 = load float, ptr addrspace(1) %2841, align 4
  %2843 = select i1 %34, float %2842, float 0.000000e+00
  %2844 = add i32 %2808, %35
  %2845 = select i1 %36, i32 %2844, i32 %2808
  %2846 = sext i32 %2845 to i64
  %2847 = mul i64 %2846, 4
  %2848 = getelementptr i8, ptr addrspace(1) %2, i64 %2847
  %2849 = load float, ptr addrspace(1) %2848, align 4
  %2850 = select i1 %36, float %2849, float 0.000000e+00
  %2851 = add i32 %2808, %37
  %2852 = select i1 %38, i32 %2851, i32 %2808
  %2853 = sext i32 %2852 to i64
  %2854 = mul i64 %2853, 4
  %2855 = getelementptr i8, ptr addrspace(1) %2, i64 %2854
  %2856 = load float, ptr addrspace(1) %2855, align 4
  %2857 = select i1 %38, float %2856, float 0.000000e+00
  %2858 = add i32 %2808, %39
  %2859 = select i1 %40, i32 %2858, i32 %2808
  %2860 = sext i32 %2859 to i64
  %2861 = mul i64 %2860, 4
  %2862 = getelementptr i8, ptr addrspace(1) %2, i64 %2861
  %2863 = load float, ptr addrspace(1) %2862, align 4
  %2864 = select i1 %40, float %2863, float 0.000000e+00
  %2865 = fmul float %53, %2815
  %2866 = fmul float %60, %2822
  %2867 = fadd float %2866, %2865
  %2868 = fmul float %67, %2829
  %2869 = fadd float %2868, %2867
  %2870 = fmul float %74, %2836
  %2871 = fadd float %2870, %2869
  %2872 = fmul float %81, %2843
  %2873 = fadd float %2872, %2871
  %2874 = fmul float %88, %2850
  %2875 = fadd float %2874, %2873
  %2876 = fmul float %95, %2857
  %2877 = fadd float %2876, %2875
  %2878 = fmul float %102, %2864
  %2879 = fadd float %2878, %2877
  %2880 = fmul float %115, %2815
  %2881 = fmul float %122, %2822
  %2882 = fadd float %2881, %2880
  %2883 = fmul float %129, %2829
  %2884 = fadd float %2883, %2882
  %2885 = fmul float %136, %2836
  %2886 = fadd float %2885, %2884
  %2887 = fmul float %143, %2843
  %2888 = fadd float %2887, %2886
  %2889 = fmul float %150, %2850
  %2890 = fadd float %2889, %2888
  %2891 = fmul float %157, %2857
  %2892 = fadd float %2891, %2890
  %2893 = fmul float %164, %2864
  %2894 = fadd float %2893, %2892
  %2895 = fmul float %177, %2815
  %2896 = fmul float %184, %2822
  %2897 = fadd float %2896, %2895
  %2898 = fmul float %191, %2829
  %2899 = fadd float %2898, %2897
  %2900 = fmul float %198, %2836
  %2901 = fadd float %2900, %2899
  %2902 = fmul float %205, %2843
  %2903 = fadd float %2902, %2901
  %2904 = fmul float %212, %2850
  %2905 = fadd float %2904, %2903
  %2906 = fmul float %219, %2857
  %2907 = fadd float %2906, %2905
  %2908 = fmul float %226, %2864
  %2909 = fadd float %2908, %2907
  %2910 = fmul float %239, %2815
  %2911 = fmul float %246, %2822
  %2912 = fadd float %2911, %2910
  %2913 = fmul float %253, %2829
  %2914 = fadd float %2913, %2912
  %2915 = fmul float %260, %2836
  %2916 = fadd float %2915, %2914
  %2917 = fmul float %267, %2843
  %2918 = fadd float %2917, %2916
  %2919 = fmul float %274, %2850
  %2920 = fadd float %2919, %2918
  %2921 = fmul float %281, %2857
  %2922 = fadd float %2921, %2920
  %2923 = fmul float %288, %2864
  %2924 = fadd float %2923, %2922
  %2925 = add i32 %2070, 7
  %2926 = icmp sgt i32 %2925, %309
  %2927 = select i1 %2926, i32 %309, i32 %2925
  %2928 = mul i32 %2927, %5
  %2929 = add i32 %2928, %18
  %2930 = mul i32 %2929, %6
  %2931 = add i32 %2930, %25
  %2932 = select i1 %26, i32 %2931, i32 %2930
  %2933 = sext i32 %2932 to i64
  %2934 = mul i64 %2933, 4
  %2935 = getelementptr i8, ptr addrspace(1) %2, i64 %2934
  %2936 = load float, ptr addrspace(1) %2935, align 4
  %2937 = select i1 %26, float %2936, float 0.000000e+00
  %2938 = add i32 %2930, %27
  %2939 = select i1 %28, i32 %2938, i32 %2930
  %2940 = sext i32 %2939 to i64
  %2941 = mul i64 %2940, 4
  %2942 = getelementptr i8, ptr addrspace(1) %2, i64 %2941
  %2943 = load float, ptr addrspace(1) %2942, align 4
  %2944 = select i1 %28, float %2943, float 0.000000e+00
  %2945 = add i32 %2930, %29
  %2946 = select i1 %30, i32 %2945, i32 %2930
  %2947 = sext i32 %2946 to i64
  %2948 = mul i64 %2947, 4
  %2949 = getelementptr i8, ptr addrspace(1) %2, i64 %2948
  %2950 = load float, ptr addrspace(1) %2949, align 4
  %2951 = select i1 %30, float %2950, float 0.000000e+00
  %2952 = add i32 %2930, %31
  %2953 = select i1 %32, i32 %2952, i32 %2930
  %2954 = sext i32 %2953 to i64
  %2955 = mul i64 %2954, 4
  %2956 = getelementptr i8, ptr addrspace(1) %2, i64 %2955
  %2957 = load float, ptr addrspace(1) %2956, align 4
  %2958 = select i1 %32, float %2957, float 0.000000e+00
  %2959 = add i32 %2930, %33
  %2960 = select i1 %34, i32 %2959, i32 %2930
  %2961 = sext i32 %2960 to i64
  %2962 = mul i64 %2961, 4
  %2963 = getelementptr i8, ptr addrspace(1) %2, i64 %2962
  %2964 = load float, ptr addrspace(1) %2963, align 4
  %2965 = select i1 %34, float %2964, float 0.000000e+00
  %2966 = add i32 %2930, %35
  %2967 = select i1 %36, i32 %2966, i32 %2930
  %2968 = sext i32 %2967 to i64
  %2969 = mul i64 %2968, 4
  %2970 = getelementptr i8, ptr addrspace(1) %2, i64 %2969
  %2971 = load float, ptr addrspace(1) %2970, align 4
  %2972 = select i1 %36, float %2971, float 0.000000e+00
  %2973 = add i32 %2930, %37
  %2974 = select i1 %38, i32 %2973, i32 %2930
  %2975 = sext i32 %2974 to i64
  %2976 = mul i64 %2975, 4
  %2977 = getelementptr i8, ptr addrspace(1) %2, i64 %2976
  %2978 = load float, ptr addrspace(1) %2977, align 4
  %2979 = select i1 %38, float %2978, float 0.000000e+00
  %2980 = add i32 %2930, %39
  %2981 = select i1 %40, i32 %2980, i32 %2930
  %2982 = sext i32 %2981 to i64
  %2983 = mul i64 %2982, 4
  %2984 = getelementptr i8, ptr addrspace(1) %2, i64 %2983
  %2985 = load float, ptr addrspace(1) %2984, align 4
  %2986 = select i1 %40, float %2985, float 0.000000e+00
  %2987 = fmul float %53, %2937
  %2988 = fmul float %60, %2944
  %2989 = fadd float %2988, %2987
  %2990 = fmul float %67, %2951
  %2991 = fadd float %2990, %2989
  %2992 = fmul float %74, %2958
  %2993 = fadd float %2992, %2991
  %2994 = fmul float %81, %2965
  %2995 = fadd float %2994, %2993
  %2996 = fmul float %88, %2972
  %2997 = fadd float %2996, %2995
  %2998 = fmul float %95, %2979
  %2999 = fadd float %2998, %2997
  %3000 = fmul float %102, %2986
  %3001 = fadd float %3000, %2999
  %3002 = fmul float %115, %2937
  %3003 = fmul float %122, %2944
  %3004 = fadd float %3003, %3002
  %3005 = fmul float %129, %2951
  %3006 = fadd float %3005, %3004
  %3007 = fmul float %136, %2958
  %3008 = fadd float %3007, %3006
  %3009 = fmul float %143, %2965
  %3010 = fadd float %3009, %3008
  %3011 = fmul float %150, %2972
  %3012 = fadd float %3011, %3010
  %3013 = fmul float %157, %2979
  %3014 = fadd float %3013, %3012
  %3015 = fmul float %164, %2986
  %3016 = fadd float %3015, %3014
  %3017 = fmul float %177, %2937
  %3018 = fmul float %184, %2944
  %3019 = fadd float %3018, %3017
  %3020 = fmul float %191, %2951
  %3021 = fadd float %3020, %3019
  %3022 = fmul float %198, %2958
  %3023 = fadd float %3022, %3021
  %3024 = fmul float %205, %2965
  %3025 = fadd float %3024, %3023
  %3026 = fmul float %212, %2972
  %3027 = fadd float %3026, %3025
  %3028 = fmul float %219, %2979
  %3029 = fadd float %3028, %3027
  %3030 = fmul float %226, %2986
  %3031 = fadd float %3030, %3029
  %3032 = fmul float %239, %2937
  %3033 = fmul float %246, %2944
  %3034 = fadd float %3033, %3032
  %3035 = fmul float %253, %2951
  %3036 = fadd float %3035, %3034
  %3037 = fmul float %260, %2958
  %3038 = fadd float %3037, %3036
  %3039 = fmul float %267, %2965
  %3040 = fadd float %3039, %3038
  %3041 = fmul float %274, %2972
  %3042 = fadd float %3041, %3040
  %3043 = fmul float %281, %2979
  %3044 = fadd float %3043, %3042
  %3045 = fmul float %288, %2986
  %3046 = fadd float %3045, %3044
  %3047 = call i32 @llvm.amdgcn.workitem.id.x()
  %3048 = and i32 %3047, 31
  %3049 = and i32 %3048, 16
  %3050 = icmp ne i32 %3049, 0
  %3051 = select i1 %3050, float %2177, float %2147
  %3052 = select i1 %3050, float %2147, float %2177
  %3053 = bitcast float %3052 to i32
  %3054 = call i32 @llvm.amdgcn.workitem.id.x()
  %3055 = and i32 %3054, 31
  %3056 = xor i32 %3055, 16
  %3057 = shl i32 %3056, 2
  %3058 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3057, i32 %3053)
  %3059 = bitcast i32 %3058 to float
  %3060 = fadd float %3051, %3059
  %3061 = select i1 %3050, float %2299, float %2269
  %3062 = select i1 %3050, float %2269, float %2299
  %3063 = bitcast float %3062 to i32
  %3064 = call i32 @llvm.amdgcn.workitem.id.x()
  %3065 = and i32 %3064, 31
  %3066 = xor i32 %3065, 16
  %3067 = shl i32 %3066, 2
  %3068 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3067, i32 %3063)
  %3069 = bitcast i32 %3068 to float
  %3070 = fadd float %3061, %3069
  %3071 = select i1 %3050, float %2421, float %2391
  %3072 = select i1 %3050, float %2391, float %2421
  %3073 = bitcast float %3072 to i32
  %3074 = call i32 @llvm.amdgcn.workitem.id.x()
  %3075 = and i32 %3074, 31
  %3076 = xor i32 %3075, 16
  %3077 = shl i32 %3076, 2
  %3078 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3077, i32 %3073)
  %3079 = bitcast i32 %3078 to float
  %3080 = fadd float %3071, %3079
  %3081 = select i1 %3050, float %2543, float %2513
  %3082 = select i1 %3050, float %2513, float %2543
  %3083 = bitcast float %3082 to i32
  %3084 = call i32 @llvm.amdgcn.workitem.id.x()
  %3085 = and i32 %3084, 31
  %3086 = xor i32 %3085, 16
  %3087 = shl i32 %3086, 2
  %3088 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3087, i32 %3083)
  %3089 = bitcast i32 %3088 to float
  %3090 = fadd float %3081, %3089
  %3091 = select i1 %3050, float %2665, float %2635
  %3092 = select i1 %3050, float %2635, float %2665
  %3093 = bitcast float %3092 to i32
  %3094 = call i32 @llvm.amdgcn.workitem.id.x()
  %3095 = and i32 %3094, 31
  %3096 = xor i32 %3095, 16
  %3097 = shl i32 %3096, 2
  %3098 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3097, i32 %3093)
  %3099 = bitcast i32 %3098 to float
  %3100 = fadd float %3091, %3099
  %3101 = select i1 %3050, float %2787, float %2757
  %3102 = select i1 %3050, float %2757, float %2787
  %3103 = bitcast float %3102 to i32
  %3104 = call i32 @llvm.amdgcn.workitem.id.x()
  %3105 = and i32 %3104, 31
  %3106 = xor i32 %3105, 16
  %3107 = shl i32 %3106, 2
  %3108 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3107, i32 %3103)
  %3109 = bitcast i32 %3108 to float
  %3110 = fadd float %3101, %3109
  %3111 = select i1 %3050, float %2909, float %2879
  %3112 = select i1 %3050, float %2879, float %2909
  %3113 = bitcast float %3112 to i32
  %3114 = call i32 @llvm.amdgcn.workitem.id.x()
  %3115 = and i32 %3114, 31
  %3116 = xor i32 %3115, 16
  %3117 = shl i32 %3116, 2
  %3118 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3117, i32 %3113)
  %3119 = bitcast i32 %3118 to float
  %3120 = fadd float %3111, %3119
  %3121 = select i1 %3050, float %3031, float %3001
  %3122 = select i1 %3050, float %3001, float %3031
  %3123 = bitcast float %3122 to i32
  %3124 = call i32 @llvm.amdgcn.workitem.id.x()
  %3125 = and i32 %3124, 31
  %3126 = xor i32 %3125, 16
  %3127 = shl i32 %3126, 2
  %3128 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3127, i32 %3123)
  %3129 = bitcast i32 %3128 to float
  %3130 = fadd float %3121, %3129
  %3131 = select i1 %3050, float %2192, float %2162
  %3132 = select i1 %3050, float %2162, float %2192
  %3133 = bitcast float %3132 to i32
  %3134 = call i32 @llvm.amdgcn.workitem.id.x()
  %3135 = and i32 %3134, 31
  %3136 = xor i32 %3135, 16
  %3137 = shl i32 %3136, 2
  %3138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3137, i32 %3133)
  %3139 = bitcast i32 %3138 to float
  %3140 = fadd float %3131, %3139
  %3141 = select i1 %3050, float %2314, float %2284
  %3142 = select i1 %3050, float %2284, float %2314
  %3143 = bitcast float %3142 to i32
  %3144 = call i32 @llvm.amdgcn.workitem.id.x()
  %3145 = and i32 %3144, 31
  %3146 = xor i32 %3145, 16
  %3147 = shl i32 %3146, 2
  %3148 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3147, i32 %3143)
  %3149 = bitcast i32 %3148 to float
  %3150 = fadd float %3141, %3149
  %3151 = select i1 %3050, float %2436, float %2406
  %3152 = select i1 %3050, float %2406, float %2436
  %3153 = bitcast float %3152 to i32
  %3154 = call i32 @llvm.amdgcn.workitem.id.x()
  %3155 = and i32 %3154, 31
  %3156 = xor i32 %3155, 16
  %3157 = shl i32 %3156, 2
  %3158 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3157, i32 %3153)
  %3159 = bitcast i32 %3158 to float
  %3160 = fadd float %3151, %3159
  %3161 = select i1 %3050, float %2558, float %2528
  %3162 = select i1 %3050, float %2528, float %2558
  %3163 = bitcast float %3162 to i32
  %3164 = call i32 @llvm.amdgcn.workitem.id.x()
  %3165 = and i32 %3164, 31
  %3166 = xor i32 %3165, 16
  %3167 = shl i32 %3166, 2
  %3168 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3167, i32 %3163)
  %3169 = bitcast i32 %3168 to float
  %3170 = fadd float %3161, %3169
  %3171 = select i1 %3050, float %2680, float %2650
  %3172 = select i1 %3050, float %2650, float %2680
  %3173 = bitcast float %3172 to i32
  %3174 = call i32 @llvm.amdgcn.workitem.id.x()
  %3175 = and i32 %3174, 31
  %3176 = xor i32 %3175, 16
  %3177 = shl i32 %3176, 2
  %3178 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3177, i32 %3173)
  %3179 = bitcast i32 %3178 to float
  %3180 = fadd float %3171, %3179
  %3181 = select i1 %3050, float %2802, float %2772
  %3182 = select i1 %3050, float %2772, float %2802
  %3183 = bitcast float %3182 to i32
  %3184 = call i32 @llvm.amdgcn.workitem.id.x()
  %3185 = and i32 %3184, 31
  %3186 = xor i32 %3185, 16
  %3187 = shl i32 %3186, 2
  %3188 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3187, i32 %3183)
  %3189 = bitcast i32 %3188 to float
  %3190 = fadd float %3181, %3189
  %3191 = select i1 %3050, float %2924, float %2894
  %3192 = select i1 %3050, float %2894, float %2924
  %3193 = bitcast float %3192 to i32
  %3194 = call i32 @llvm.amdgcn.workitem.id.x()
  %3195 = and i32 %3194, 31
  %3196 = xor i32 %3195, 16
  %3197 = shl i32 %3196, 2
  %3198 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3197, i32 %3193)
  %3199 = bitcast i32 %3198 to float
  %3200 = fadd float %3191, %3199
  %3201 = select i1 %3050, float %3046, float %3016
  %3202 = select i1 %3050, float %3016, float %3046
  %3203 = bitcast float %3202 to i32
  %3204 = call i32 @llvm.amdgcn.workitem.id.x()
  %3205 = and i32 %3204, 31
  %3206 = xor i32 %3205, 16
  %3207 = shl i32 %3206, 2
  %3208 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3207, i32 %3203)
  %3209 = bitcast i32 %3208 to float
  %3210 = fadd float %3201, %3209
  %3211 = and i32 %3048, 8
  %3212 = icmp ne i32 %3211, 0
  %3213 = select i1 %3212, float %3140, float %3060
  %3214 = select i1 %3212, float %3060, float %3140
  %3215 = bitcast float %3214 to i32
  %3216 = call i32 @llvm.amdgcn.workitem.id.x()
  %3217 = and i32 %3216, 31
  %3218 = xor i32 %3217, 8
  %3219 = shl i32 %3218, 2
  %3220 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3219, i32 %3215)
  %3221 = bitcast i32 %3220 to float
  %3222 = fadd float %3213, %3221
  %3223 = select i1 %3212, float %3150, float %3070
  %3224 = select i1 %3212, float %3070, float %3150
  %3225 = bitcast float %3224 to i32
  %3226 = call i32 @llvm.amdgcn.workitem.id.x()
  %3227 = and i32 %3226, 31
  %3228 = xor i32 %3227, 8
  %3229 = shl i32 %3228, 2
  %3230 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3229, i32 %3225)
  %3231 = bitcast i32 %3230 to float
  %3232 = fadd float %3223, %3231
  %3233 = select i1 %3212, float %3160, float %3080
  %3234 = select i1 %3212, float %3080, float %3160
  %3235 = bitcast float %3234 to i32
  %3236 = call i32 @llvm.amdgcn.workitem.id.x()
  %3237 = and i32 %3236, 31
  %3238 = xor i32 %3237, 8
  %3239 = shl i32 %3238, 2
  %3240 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3239, i32 %3235)
  %3241 = bitcast i32 %3240 to float
  %3242 = fadd float %3233, %3241
  %3243 = select i1 %3212, float %3170, float %3090
  %3244 = select i1 %3212, float %3090, float %3170
  %3245 = bitcast float %3244 to i32
  %3246 = call i32 @llvm.amdgcn.workitem.id.x()
  %3247 = and i32 %3246, 31
  %3248 = xor i32 %3247, 8
  %3249 = shl i32 %3248, 2
  %3250 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3249, i32 %3245)
  %3251 = bitcast i32 %3250 to float
  %3252 = fadd float %3243, %3251
  %3253 = select i1 %3212, float %3180, float %3100
  %3254 = select i1 %3212, float %3100, float %3180
  %3255 = bitcast float %3254 to i32
  %3256 = call i32 @llvm.amdgcn.workitem.id.x()
  %3257 = and i32 %3256, 31
  %3258 = xor i32 %3257, 8
  %3259 = shl i32 %3258, 2
  %3260 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3259, i32 %3255)
  %3261 = bitcast i32 %3260 to float
  %3262 = fadd float %3253, %3261
  %3263 = select i1 %3212, float %3190, float %3110
  %3264 = select i1 %3212, float %3110, float %3190
  %3265 = bitcast float %3264 to i32
  %3266 = call i32 @llvm.amdgcn.workitem.id.x()
  %3267 = and i32 %3266, 31
  %3268 = xor i32 %3267, 8
  %3269 = shl i32 %3268, 2
  %3270 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3269, i32 %3265)
  %3271 = bitcast i32 %3270 to float
  %3272 = fadd float %3263, %3271
  %3273 = select i1 %3212, float %3200, float %3120
  %3274 = select i1 %3212, float %3120, float %3200
  %3275 = bitcast float %3274 to i32
  %3276 = call i32 @llvm.amdgcn.workitem.id.x()
  %3277 = and i32 %3276, 31
  %3278 = xor i32 %3277, 8
  %3279 = shl i32 %3278, 2
  %3280 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3279, i32 %3275)
  %3281 = bitcast i32 %3280 to float
  %3282 = fadd float %3273, %3281
  %3283 = select i1 %3212, float %3210, float %3130
  %3284 = select i1 %3212, float %3130, float %3210
  %3285 = bitcast float %3284 to i32
  %3286 = call i32 @llvm.amdgcn.workitem.id.x()
  %3287 = and i32 %3286, 31
  %3288 = xor i32 %3287, 8
  %3289 = shl i32 %3288, 2
  %3290 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3289, i32 %3285)
  %3291 = bitcast i32 %3290 to float
  %3292 = fadd float %3283, %3291
  %3293 = and i32 %3048, 4
  %3294 = icmp ne i32 %3293, 0
  %3295 = select i1 %3294, float %3262, float %3222
  %3296 = select i1 %3294, float %3222, float %3262
  %3297 = bitcast float %3296 to i32
  %3298 = call i32 @llvm.amdgcn.workitem.id.x()
  %3299 = and i32 %3298, 31
  %3300 = xor i32 %3299, 4
  %3301 = shl i32 %3300, 2
  %3302 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3301, i32 %3297)
  %3303 = bitcast i32 %3302 to float
  %3304 = fadd float %3295, %3303
  %3305 = select i1 %3294, float %3272, float %3232
  %3306 = select i1 %3294, float %3232, float %3272
  %3307 = bitcast float %3306 to i32
  %3308 = call i32 @llvm.amdgcn.workitem.id.x()
  %3309 = and i32 %3308, 31
  %3310 = xor i32 %3309, 4
  %3311 = shl i32 %3310, 2
  %3312 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3311, i32 %3307)
  %3313 = bitcast i32 %3312 to float
  %3314 = fadd float %3305, %3313
  %3315 = select i1 %3294, float %3282, float %3242
  %3316 = select i1 %3294, float %3242, float %3282
  %3317 = bitcast float %3316 to i32
  %3318 = call i32 @llvm.amdgcn.workitem.id.x()
  %3319 = and i32 %3318, 31
  %3320 = xor i32 %3319, 4
  %3321 = shl i32 %3320, 2
  %3322 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3321, i32 %3317)
  %3323 = bitcast i32 %3322 to float
  %3324 = fadd float %3315, %3323
  %3325 = select i1 %3294, float %3292, float %3252
  %3326 = select i1 %3294, float %3252, float %3292
  %3327 = bitcast float %3326 to i32
  %3328 = call i32 @llvm.amdgcn.workitem.id.x()
  %3329 = and i32 %3328, 31
  %3330 = xor i32 %3329, 4
  %3331 = shl i32 %3330, 2
  %3332 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3331, i32 %3327)
  %3333 = bitcast i32 %3332 to float
  %3334 = fadd float %3325, %3333
  %3335 = and i32 %3048, 2
  %3336 = icmp ne i32 %3335, 0
  %3337 = select i1 %3336, float %3324, float %3304
  %3338 = select i1 %3336, float %3304, float %3324
  %3339 = bitcast float %3338 to i32
  %3340 = call i32 @llvm.amdgcn.workitem.id.x()
  %3341 = and i32 %3340, 31
  %3342 = xor i32 %3341, 2
  %3343 = shl i32 %3342, 2
  %3344 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3343, i32 %3339)
  %3345 = bitcast i32 %3344 to float
  %3346 = fadd float %3337, %3345
  %3347 = select i1 %3336, float %3334, float %3314
  %3348 = select i1 %3336, float %3314, float %3334
  %3349 = bitcast float %3348 to i32
  %3350 = call i32 @llvm.amdgcn.workitem.id.x()
  %3351 = and i32 %3350, 31
  %3352 = xor i32 %3351, 2
  %3353 = shl i32 %3352, 2
  %3354 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3353, i32 %3349)
  %3355 = bitcast i32 %3354 to float
  %3356 = fadd float %3347, %3355
  %3357 = and i32 %3048, 1
  %3358 = icmp ne i32 %3357, 0
  %3359 = select i1 %3358, float %3356, float %3346
  %3360 = select i1 %3358, float %3346, float %3356
  %3361 = bitcast float %3360 to i32
  %3362 = call i32 @llvm.amdgcn.workitem.id.x()
  %3363 = and i32 %3362, 31
  %3364 = xor i32 %3363, 1
  %3365 = shl i32 %3364, 2
  %3366 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3365, i32 %3361)
  %3367 = bitcast i32 %3366 to float
  %3368 = fadd float %3359, %3367
  %3369 = add i32 %2070, %290
  %3370 = icmp slt i32 %3369, %295
  %3371 = icmp sge i32 %3369, 0
  %3372 = and i1 %3370, %3371
  %3373 = fmul float %3368, %8
  %3374 = select i1 %3372, float %3373, float 0xFFF0000000000000
  %3375 = bitcast float %3374 to i32
  %3376 = call i32 @llvm.amdgcn.workitem.id.x()
  %3377 = and i32 %3376, 31
  %3378 = xor i32 %3377, 4
  %3379 = shl i32 %3378, 2
  %3380 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3379, i32 %3375)
  %3381 = bitcast i32 %3380 to float
  %3382 = fcmp ogt float %3374, %3381
  %3383 = select i1 %3382, float %3374, float %3381
  %3384 = bitcast float %3383 to i32
  %3385 = call i32 @llvm.amdgcn.workitem.id.x()
  %3386 = and i32 %3385, 31
  %3387 = xor i32 %3386, 2
  %3388 = shl i32 %3387, 2
  %3389 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3388, i32 %3384)
  %3390 = bitcast i32 %3389 to float
  %3391 = fcmp ogt float %3383, %3390
  %3392 = select i1 %3391, float %3383, float %3390
  %3393 = bitcast float %3392 to i32
  %3394 = call i32 @llvm.amdgcn.workitem.id.x()
  %3395 = and i32 %3394, 31
  %3396 = xor i32 %3395, 1
  %3397 = shl i32 %3396, 2
  %3398 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3397, i32 %3393)
  %3399 = bitcast i32 %3398 to float
  %3400 = fcmp ogt float %3392, %3399
  %3401 = select i1 %3400, float %3392, float %3399
  %3402 = load float, ptr addrspace(5) %v32, align 4
  %3403 = fcmp ogt float %3402, %3401
  %3404 = select i1 %3403, float %3402, float %3401
  %3405 = fcmp oeq float %3402, 0xFFF0000000000000
  %3406 = fsub float %3402, %3404
  %3407 = fmul float %3406, 0x3FF7154760000000
  %3408 = fcmp olt float %3407, -1.260000e+02
  %3409 = fcmp ogt float %3407, 1.270000e+02
  %3410 = select i1 %3408, float -1.260000e+02, float %3407
  %3411 = select i1 %3409, float 1.270000e+02, float %3410
  %3412 = fadd float %3411, 5.000000e-01
  %3413 = call float @llvm.floor.f32(float %3412)
  %3414 = fsub float %3411, %3413
  %3415 = fmul float 0x3EEFFCBFC0000000, %3414
  %3416 = fadd float %3415, 0x3F24309120000000
  %3417 = fmul float %3416, %3414
  %3418 = fadd float %3417, 0x3F55D87FE0000000
  %3419 = fmul float %3418, %3414
  %3420 = fadd float %3419, 0x3F83B2AB60000000
  %3421 = fmul float %3420, %3414
  %3422 = fadd float %3421, 0x3FAC6B08E0000000
  %3423 = fmul float %3422, %3414
  %3424 = fadd float %3423, 0x3FCEBFBE00000000
  %3425 = fmul float %3424, %3414
  %3426 = fadd float %3425, 0x3FE62E4300000000
  %3427 = fmul float %3426, %3414
  %3428 = fadd float %3427, 1.000000e+00
  %3429 = fptosi float %3413 to i32
  %3430 = add i32 %3429, 127
  %3431 = shl i32 %3430, 23
  %3432 = bitcast i32 %3431 to float
  %3433 = fmul float %3428, %3432
  %3434 = select i1 %3408, float 0.000000e+00, float %3433
  %3435 = select i1 %3409, float 0x7FF0000000000000, float %3434
  %3436 = fcmp uno float %3407, %3407
  %3437 = select i1 %3436, float %3407, float %3435
  %3438 = select i1 %3405, float 0.000000e+00, float %3437
  %3439 = fsub float %3374, %3404
  %3440 = fmul float %3439, 0x3FF7154760000000
  %3441 = fcmp olt float %3440, -1.260000e+02
  %3442 = fcmp ogt float %3440, 1.270000e+02
  %3443 = select i1 %3441, float -1.260000e+02, float %3440
  %3444 = select i1 %3442, float 1.270000e+02, float %3443
  %3445 = fadd float %3444, 5.000000e-01
  %3446 = call float @llvm.floor.f32(float %3445)
  %3447 = fsub float %3444, %3446
  %3448 = fmul float 0x3EEFFCBFC0000000, %3447
  %3449 = fadd float %3448, 0x3F24309120000000
  %3450 = fmul float %3449, %3447
  %3451 = fadd float %3450, 0x3F55D87FE0000000
  %3452 = fmul float %3451, %3447
  %3453 = fadd float %3452, 0x3F83B2AB60000000
  %3454 = fmul float %3453, %3447
  %3455 = fadd float %3454, 0x3FAC6B08E0000000
  %3456 = fmul float %3455, %3447
  %3457 = fadd float %3456, 0x3FCEBFBE00000000
  %3458 = fmul float %3457, %3447
  %3459 = fadd float %3458, 0x3FE62E4300000000
  %3460 = fmul float %3459, %3447
  %3461 = fadd float %3460, 1.000000e+00
  %3462 = fptosi float %3446 to i32
  %3463 = add i32 %3462, 127
  %3464 = shl i32 %3463, 23
  %3465 = bitcast i32 %3464 to float
  %3466 = fmul float %3461, %3465
  %3467 = select i1 %3441, float 0.000000e+00, float %3466
  %3468 = select i1 %3442, float 0x7FF0000000000000, float %3467
  %3469 = fcmp uno float %3440, %3440
  %3470 = select i1 %3469, float %3440, float %3468
  %3471 = select i1 %3372, float %3470, float 0.000000e+00
  %3472 = bitcast float %3471 to i32
  %3473 = call i32 @llvm.amdgcn.workitem.id.x()
  %3474 = and i32 %3473, 31
  %3475 = xor i32 %3474, 4
  %3476 = shl i32 %3475, 2
  %3477 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3476, i32 %3472)
  %3478 = bitcast i32 %3477 to float
  %3479 = fadd float %3471, %3478
  %3480 = bitcast float %3479 to i32
  %3481 = call i32 @llvm.amdgcn.workitem.id.x()
  %3482 = and i32 %3481, 31
  %3483 = xor i32 %3482, 2
  %3484 = shl i32 %3483, 2
  %3485 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3484, i32 %3480)
  %3486 = bitcast i32 %3485 to float
  %3487 = fadd float %3479, %3486
  %3488 = bitcast float %3487 to i32
  %3489 = call i32 @llvm.amdgcn.workitem.id.x()
  %3490 = and i32 %3489, 31
  %3491 = xor i32 %3490, 1
  %3492 = shl i32 %3491, 2
  %3493 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3492, i32 %3488)
  %3494 = bitcast i32 %3493 to float
  %3495 = fadd float %3487, %3494
  %3496 = load float, ptr addrspace(5) %v33, align 4
  %3497 = fmul float %3496, %3438
  %3498 = fadd float %3497, %3495
  store float %3498, ptr addrspace(5) %v33, align 4
  store float %3404, ptr addrspace(5) %v32, align 4
  %3499 = bitcast float %3438 to i32
  %3500 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3499)
  %3501 = bitcast i32 %3500 to float
  %3502 = load float, ptr addrspace(5) %v, align 4
  %3503 = fmul float %3502, %3501
  store float %3503, ptr addrspace(5) %v, align 4
  %3504 = load float, ptr addrspace(5) %v1, align 4
  %3505 = fmul float %3504, %3501
  store float %3505, ptr addrspace(5) %v1, align 4
  %3506 = load float, ptr addrspace(5) %v2, align 4
  %3507 = fmul float %3506, %3501
  store float %3507, ptr addrspace(5) %v2, align 4
  %3508 = load float, ptr addrspace(5) %v3, align 4
  %3509 = fmul float %3508, %3501
  store float %3509, ptr addrspace(5) %v3, align 4
  %3510 = load float, ptr addrspace(5) %v4, align 4
  %3511 = fmul float %3510, %3501
  store float %3511, ptr addrspace(5) %v4, align 4
  %3512 = load float, ptr addrspace(5) %v5, align 4
  %3513 = fmul float %3512, %3501
  store float %3513, ptr addrspace(5) %v5, align 4
  %3514 = load float, ptr addrspace(5) %v6, align 4
  %3515 = fmul float %3514, %3501
  store float %3515, ptr addrspace(5) %v6, align 4
  %3516 = load float, ptr addrspace(5) %v7, align 4
  %3517 = fmul float %3516, %3501
  store float %3517, ptr addrspace(5) %v7, align 4
  %3518 = bitcast float %3438 to i32
  %3519 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3518)
  %3520 = bitcast i32 %3519 to float
  %3521 = load float, ptr addrspace(5) %v8, align 4
  %3522 = fmul float %3521, %3520
  store float %3522, ptr addrspace(5) %v8, align 4
  %3523 = load float, ptr addrspace(5) %v9, align 4
  %3524 = fmul float %3523, %3520
  store float %3524, ptr addrspace(5) %v9, align 4
  %3525 = load float, ptr addrspace(5) %v10, align 4
  %3526 = fmul float %3525, %3520
  store float %3526, ptr addrspace(5) %v10, align 4
  %3527 = load float, ptr addrspace(5) %v11, align 4
  %3528 = fmul float %3527, %3520
  store float %3528, ptr addrspace(5) %v11, align 4
  %3529 = load float, ptr addrspace(5) %v12, align 4
  %3530 = fmul float %3529, %3520
  store float %3530, ptr addrspace(5) %v12, align 4
  %3531 = load float, ptr addrspace(5) %v13, align 4
  %3532 = fmul float %3531, %3520
  store float %3532, ptr addrspace(5) %v13, align 4
  %3533 = load float, ptr addrspace(5) %v14, align 4
  %3534 = fmul float %3533, %3520
  store float %3534, ptr addrspace(5) %v14, align 4
  %3535 = load float, ptr addrspace(5) %v15, align 4
  %3536 = fmul float %3535, %3520
  store float %3536, ptr addrspace(5) %v15, align 4
  %3537 = bitcast float %3438 to i32
  %3538 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3537)
  %3539 = bitcast i32 %3538 to float
  %3540 = load float, ptr addrspace(5) %v16, align 4
  %3541 = fmul float %3540, %3539
  store float %3541, ptr addrspace(5) %v16, align 4
  %3542 = load float, ptr addrspace(5) %v17, align 4
  %3543 = fmul float %3542, %3539
  store float %3543, ptr addrspace(5) %v17, align 4
  %3544 = load float, ptr addrspace(5) %v18, align 4
  %3545 = fmul float %3544, %3539
  store float %3545, ptr addrspace(5) %v18, align 4
  %3546 = load float, ptr addrspace(5) %v19, align 4
  %3547 = fmul float %3546, %3539
  store float %3547, ptr addrspace(5) %v19, align 4
  %3548 = load float, ptr addrspace(5) %v20, align 4
  %3549 = fmul float %3548, %3539
  store float %3549, ptr addrspace(5) %v20, align 4
  %3550 = load float, ptr addrspace(5) %v21, align 4
  %3551 = fmul float %3550, %3539
  store float %3551, ptr addrspace(5) %v21, align 4
  %3552 = load float, ptr addrspace(5) %v22, align 4
  %3553 = fmul float %3552, %3539
  store float %3553, ptr addrspace(5) %v22, align 4
  %3554 = load float, ptr addrspace(5) %v23, align 4
  %3555 = fmul float %3554, %3539
  store float %3555, ptr addrspace(5) %v23, align 4
  %3556 = bitcast float %3438 to i32
  %3557 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3556)
  %3558 = bitcast i32 %3557 to float
  %3559 = load float, ptr addrspace(5) %v24, align 4
  %3560 = fmul float %3559, %3558
  store float %3560, ptr addrspace(5) %v24, align 4
  %3561 = load float, ptr addrspace(5) %v25, align 4
  %3562 = fmul float %3561, %3558
  store float %3562, ptr addrspace(5) %v25, align 4
  %3563 = load float, ptr addrspace(5) %v26, align 4
  %3564 = fmul float %3563, %3558
  store float %3564, ptr addrspace(5) %v26, align 4
  %3565 = load float, ptr addrspace(5) %v27, align 4
  %3566 = fmul float %3565, %3558
  store float %3566, ptr addrspace(5) %v27, align 4
  %3567 = load float, ptr addrspace(5) %v28, align 4
  %3568 = fmul float %3567, %3558
  store float %3568, ptr addrspace(5) %v28, align 4
  %3569 = load float, ptr addrspace(5) %v29, align 4
  %3570 = fmul float %3569, %3558
  store float %3570, ptr addrspace(5) %v29, align 4
  %3571 = load float, ptr addrspace(5) %v30, align 4
  %3572 = fmul float %3571, %3558
  store float %3572, ptr addrspace(5) %v30, align 4
  %3573 = load float, ptr addrspace(5) %v31, align 4
  %3574 = fmul float %3573, %3558
  store float %3574, ptr addrspace(5) %v31, align 4
  %3575 = add i32 %2070, 0
  %3576 = icmp sgt i32 %3575, %309
  %3577 = select i1 %3576, i32 %309, i32 %3575
  %3578 = mul i32 %3577, %5
  %3579 = add i32 %3578, %18
  %3580 = mul i32 %3579, %6
  %3581 = add i32 %3580, %25
  %3582 = select i1 %26, i32 %3581, i32 %3580
  %3583 = sext i32 %3582 to i64
  %3584 = mul i64 %3583, 4
  %3585 = getelementptr i8, ptr addrspace(1) %3, i64 %3584
  %3586 = load float, ptr addrspace(1) %3585, align 4
  %3587 = select i1 %26, float %3586, float 0.000000e+00
  %3588 = add i32 %3580, %27
  %3589 = select i1 %28, i32 %3588, i32 %3580
  %3590 = sext i32 %3589 to i64
  %3591 = mul i64 %3590, 4
  %3592 = getelementptr i8, ptr addrspace(1) %3, i64 %3591
  %3593 = load float, ptr addrspace(1) %3592, align 4
  %3594 = select i1 %28, float %3593, float 0.000000e+00
  %3595 = add i32 %3580, %29
  %3596 = select i1 %30, i32 %3595, i32 %3580
  %3597 = sext i32 %3596 to i64
  %3598 = mul i64 %3597, 4
  %3599 = getelementptr i8, ptr addrspace(1) %3, i64 %3598
  %3600 = load float, ptr addrspace(1) %3599, align 4
  %3601 = select i1 %30, float %3600, float 0.000000e+00
  %3602 = add i32 %3580, %31
  %3603 = select i1 %32, i32 %3602, i32 %3580
  %3604 = sext i32 %3603 to i64
  %3605 = mul i64 %3604, 4
  %3606 = getelementptr i8, ptr addrspace(1) %3, i64 %3605
  %3607 = load float, ptr addrspace(1) %3606, align 4
  %3608 = select i1 %32, float %3607, float 0.000000e+00
  %3609 = add i32 %3580, %33
  %3610 = select i1 %34, i32 %3609, i32 %3580
  %3611 = sext i32 %3610 to i64
  %3612 = mul i64 %3611, 4
  %3613 = getelementptr i8, ptr addrspace(1) %3, i64 %3612
  %3614 = load float, ptr addrspace(1) %3613, align 4
  %3615 = select i1 %34, float %3614, float 0.000000e+00
  %3616 = add i32 %3580, %35
  %3617 = select i1 %36, i32 %3616, i32 %3580
  %3618 = sext i32 %3617 to i64
  %3619 = mul i64 %3618, 4
  %3620 = getelementptr i8, ptr addrspace(1) %3, i64 %3619
  %3621 = load float, ptr addrspace(1) %3620, align 4
  %3622 = select i1 %36, float %3621, float 0.000000e+00
  %3623 = add i32 %3580, %37
  %3624 = select i1 %38, i32 %3623, i32 %3580
  %3625 = sext i32 %3624 to i64
  %3626 = mul i64 %3625, 4
  %3627 = getelementptr i8, ptr addrspace(1) %3, i64 %3626
  %3628 = load float, ptr addrspace(1) %3627, align 4
  %3629 = select i1 %38, float %3628, float 0.000000e+00
  %3630 = add i32 %3580, %39
  %3631 = select i1 %40, i32 %3630, i32 %3580
  %3632 = sext i32 %3631 to i64
  %3633 = mul i64 %3632, 4
  %3634 = getelementptr i8, ptr addrspace(1) %3, i64 %3633
  %3635 = load float, ptr addrspace(1) %3634, align 4
  %3636 = select i1 %40, float %3635, float 0.000000e+00
  %3637 = bitcast float %3471 to i32
  %3638 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3637)
  %3639 = bitcast i32 %3638 to float
  %3640 = load float, ptr addrspace(5) %v, align 4
  %3641 = fmul float %3639, %3587
  %3642 = fadd float %3641, %3640
  store float %3642, ptr addrspace(5) %v, align 4
  %3643 = load float, ptr addrspace(5) %v1, align 4
  %3644 = fmul float %3639, %3594
  %3645 = fadd float %3644, %3643
  store float %3645, ptr addrspace(5) %v1, align 4
  %3646 = load float, ptr addrspace(5) %v2, align 4
  %3647 = fmul float %3639, %3601
  %3648 = fadd float %3647, %3646
  store float %3648, ptr addrspace(5) %v2, align 4
  %3649 = load float, ptr addrspace(5) %v3, align 4
  %3650 = fmul float %3639, %3608
  %3651 = fadd float %3650, %3649
  store float %3651, ptr addrspace(5) %v3, align 4
  %3652 = load float, ptr addrspace(5) %v4, align 4
  %3653 = fmul float %3639, %3615
  %3654 = fadd float %3653, %3652
  store float %3654, ptr addrspace(5) %v4, align 4
  %3655 = load float, ptr addrspace(5) %v5, align 4
  %3656 = fmul float %3639, %3622
  %3657 = fadd float %3656, %3655
  store float %3657, ptr addrspace(5) %v5, align 4
  %3658 = load float, ptr addrspace(5) %v6, align 4
  %3659 = fmul float %3639, %3629
  %3660 = fadd float %3659, %3658
  store float %3660, ptr addrspace(5) %v6, align 4
  %3661 = load float, ptr addrspace(5) %v7, align 4
  %3662 = fmul float %3639, %3636
  %3663 = fadd float %3662, %3661
  store float %3663, ptr addrspace(5) %v7, align 4
  %3664 = bitcast float %3471 to i32
  %3665 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3664)
  %3666 = bitcast i32 %3665 to float
  %3667 = load float, ptr addrspace(5) %v8, align 4
  %3668 = fmul float %3666, %3587
  %3669 = fadd float %3668, %3667
  store float %3669, ptr addrspace(5) %v8, align 4
  %3670 = load float, ptr addrspace(5) %v9, align 4
  %3671 = fmul float %3666, %3594
  %3672 = fadd float %3671, %3670
  store float %3672, ptr addrspace(5) %v9, align 4
  %3673 = load float, ptr addrspace(5) %v10, align 4
  %3674 = fmul float %3666, %3601
  %3675 = fadd float %3674, %3673
  store float %3675, ptr addrspace(5) %v10, align 4
  %3676 = load float, ptr addrspace(5) %v11, align 4
  %3677 = fmul float %3666, %3608
  %3678 = fadd float %3677, %3676
  store float %3678, ptr addrspace(5) %v11, align 4
  %3679 = load float, ptr addrspace(5) %v12, align 4
  %3680 = fmul float %3666, %3615
  %3681 = fadd float %3680, %3679
  store float %3681, ptr addrspace(5) %v12, align 4
  %3682 = load float, ptr addrspace(5) %v13, align 4
  %3683 = fmul float %3666, %3622
  %3684 = fadd float %3683, %3682
  store float %3684, ptr addrspace(5) %v13, align 4
  %3685 = load float, ptr addrspace(5) %v14, align 4
  %3686 = fmul float %3666, %3629
  %3687 = fadd float %3686, %3685
  store float %3687, ptr addrspace(5) %v14, align 4
  %3688 = load float, ptr addrspace(5) %v15, align 4
  %3689 = fmul float %3666, %3636
  %3690 = fadd float %3689, %3688
  store float %3690, ptr addrspace(5) %v15, align 4
  %3691 = bitcast float %3471 to i32
  %3692 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3691)
  %3693 = bitcast i32 %3692 to float
  %3694 = load float, ptr addrspace(5) %v16, align 4
  %3695 = fmul float %3693, %3587
  %3696 = fadd float %3695, %3694
  store float %3696, ptr addrspace(5) %v16, align 4
  %3697 = load float, ptr addrspace(5) %v17, align 4
  %3698 = fmul float %3693, %3594
  %3699 = fadd float %3698, %3697
  store float %3699, ptr addrspace(5) %v17, align 4
  %3700 = load float, ptr addrspace(5) %v18, align 4
  %3701 = fmul float %3693, %3601
  %3702 = fadd float %3701, %3700
  store float %3702, ptr addrspace(5) %v18, align 4
  %3703 = load float, ptr addrspace(5) %v19, align 4
  %3704 = fmul float %3693, %3608
  %3705 = fadd float %3704, %3703
  store float %3705, ptr addrspace(5) %v19, align 4
  %3706 = load float, ptr addrspace(5) %v20, align 4
  %3707 = fmul float %3693, %3615
  %3708 = fadd float %3707, %3706
  store float %3708, ptr addrspace(5) %v20, align 4
  %3709 = load float, ptr addrspace(5) %v21, align 4
  %3710 = fmul float %3693, %3622
  %3711 = fadd float %3710, %3709
  store float %3711, ptr addrspace(5) %v21, align 4
  %3712 = load float, ptr addrspace(5) %v22, align 4
  %3713 = fmul float %3693, %3629
  %3714 = fadd float %3713, %3712
  store float %3714, ptr addrspace(5) %v22, align 4
  %3715 = load float, ptr addrspace(5) %v23, align 4
  %3716 = fmul float %3693, %3636
  %3717 = fadd float %3716, %3715
  store float %3717, ptr addrspace(5) %v23, align 4
  %3718 = bitcast float %3471 to i32
  %3719 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3718)
  %3720 = bitcast i32 %3719 to float
  %3721 = load float, ptr addrspace(5) %v24, align 4
  %3722 = fmul float %3720, %3587
  %3723 = fadd float %3722, %3721
  store float %3723, ptr addrspace(5) %v24, align 4
  %3724 = load float, ptr addrspace(5) %v25, align 4
  %3725 = fmul float %3720, %3594
  %3726 = fadd float %3725, %3724
  store float %3726, ptr addrspace(5) %v25, align 4
  %3727 = load float, ptr addrspace(5) %v26, align 4
  %3728 = fmul float %3720, %3601
  %3729 = fadd float %3728, %3727
  store float %3729, ptr addrspace(5) %v26, align 4
  %3730 = load float, ptr addrspace(5) %v27, align 4
  %3731 = fmul float %3720, %3608
  %3732 = fadd float %3731, %3730
  store float %3732, ptr addrspace(5) %v27, align 4
  %3733 = load float, ptr addrspace(5) %v28, align 4
  %3734 = fmul float %3720, %3615
  %3735 = fadd float %3734, %3733
  store float %3735, ptr addrspace(5) %v28, align 4
  %3736 = load float, ptr addrspace(5) %v29, align 4
  %3737 = fmul float %3720, %3622
  %3738 = fadd float %3737, %3736
  store float %3738, ptr addrspace(5) %v29, align 4
  %3739 = load float, ptr addrspace(5) %v30, align 4
  %3740 = fmul float %3720, %3629
  %3741 = fadd float %3740, %3739
  store float %3741, ptr addrspace(5) %v30, align 4
  %3742 = load float, ptr addrspace(5) %v31, align 4
  %3743 = fmul float %3720, %3636
  %3744 = fadd float %3743, %3742
  store float %3744, ptr addrspace(5) %v31, align 4
  %3745 = add i32 %2070, 1
  %3746 = icmp sgt i32 %3745, %309
  %3747 = select i1 %3746, i32 %309, i32 %3745
  %3748 = mul i32 %3747, %5
  %3749 = add i32 %3748, %18
  %3750 = mul i32 %3749, %6
  %3751 = add i32 %3750, %25
  %3752 = select i1 %26, i32 %3751, i32 %3750
  %3753 = sext i32 %3752 to i64
  %3754 = mul i64 %3753, 4
  %3755 = getelementptr i8, ptr addrspace(1) %3, i64 %3754
  %3756 = load float, ptr addrspace(1) %3755, align 4
  %3757 = select i1 %26, float %3756, float 0.000000e+00
  %3758 = add i32 %3750, %27
  %3759 = select i1 %28, i32 %3758, i32 %3750
  %3760 = sext i32 %3759 to i64
  %3761 = mul i64 %3760, 4
  %3762 = getelementptr i8, ptr addrspace(1) %3, i64 %3761
  %3763 = load float, ptr addrspace(1) %3762, align 4
  %3764 = select i1 %28, float %3763, float 0.000000e+00
  %3765 = add i32 %3750, %29
  %3766 = select i1 %30, i32 %3765, i32 %3750
  %3767 = sext i32 %3766 to i64
  %3768 = mul i64 %3767, 4
  %3769 = getelementptr i8, ptr addrspace(1) %3, i64 %3768
  %3770 = load float, ptr addrspace(1) %3769, align 4
  %3771 = select i1 %30, float %3770, float 0.000000e+00
  %3772 = add i32 %3750, %31
  %3773 = select i1 %32, i32 %3772, i32 %3750
  %3774 = sext i32 %3773 to i64
  %3775 = mul i64 %3774, 4
  %3776 = getelementptr i8, ptr addrspace(1) %3, i64 %3775
  %3777 = load float, ptr addrspace(1) %3776, align 4
  %3778 = select i1 %32, float %3777, float 0.000000e+00
  %3779 = add i32 %3750, %33
  %3780 = select i1 %34, i32 %3779, i32 %3750
  %3781 = sext i32 %3780 to i64
  %3782 = mul i64 %3781, 4
  %3783 = getelementptr i8, ptr addrspace(1) %3, i64 %3782
  %3784 = load float, ptr addrspace(1) %3783, align 4
  %3785 = select i1 %34, float %3784, float 0.000000e+00
  %3786 = add i32 %3750, %35
  %3787 = select i1 %36, i32 %3786, i32 %3750
  %3788 = sext i32 %3787 to i64
  %3789 = mul i64 %3788, 4
  %3790 = getelementptr i8, ptr addrspace(1) %3, i64 %3789
  %3791 = load float, ptr addrspace(1) %3790, align 4
  %3792 = select i1 %36, float %3791, float 0.000000e+00
  %3793 = add i32 %3750, %37
  %3794 = select i1 %38, i32 %3793, i32 %3750
  %3795 = sext i32 %3794 to i64
  %3796 = mul i64 %3795, 4
  %3797 = getelementptr i8, ptr addrspace(1) %3, i64 %3796
  %3798 = load float, ptr addrspace(1) %3797, align 4
  %3799 = select i1 %38, float %3798, float 0.000000e+00
  %3800 = add i32 %3750, %39
  %3801 = select i1 %40, i32 %3800, i32 %3750
  %3802 = sext i32 %3801 to i64
  %3803 = mul i64 %3802, 4
  %3804 = getelementptr i8, ptr addrspace(1) %3, i64 %3803
  %3805 = load float, ptr addrspace(1) %3804, align 4
  %3806 = select i1 %40, float %3805, float 0.000000e+00
  %3807 = bitcast float %3471 to i32
  %3808 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %3807)
  %3809 = bitcast i32 %3808 to float
  %3810 = load float, ptr addrspace(5) %v, align 4
  %3811 = fmul float %3809, %3757
  %3812 = fadd float %3811, %3810
  store float %3812, ptr addrspace(5) %v, align 4
  %3813 = load float, ptr addrspace(5) %v1, align 4
  %3814 = fmul float %3809, %3764
  %3815 = fadd float %3814, %3813
  store float %3815, ptr addrspace(5) %v1, align 4
  %3816 = load float, ptr addrspace(5) %v2, align 4
  %3817 = fmul float %3809, %3771
  %3818 = fadd float %3817, %3816
  store float %3818, ptr addrspace(5) %v2, align 4
  %3819 = load float, ptr addrspace(5) %v3, align 4
  %3820 = fmul float %3809, %3778
  %3821 = fadd float %3820, %3819
  store float %3821, ptr addrspace(5) %v3, align 4
  %3822 = load float, ptr addrspace(5) %v4, align 4
  %3823 = fmul float %3809, %3785
  %3824 = fadd float %3823, %3822
  store float %3824, ptr addrspace(5) %v4, align 4
  %3825 = load float, ptr addrspace(5) %v5, align 4
  %3826 = fmul float %3809, %3792
  %3827 = fadd float %3826, %3825
  store float %3827, ptr addrspace(5) %v5, align 4
  %3828 = load float, ptr addrspace(5) %v6, align 4
  %3829 = fmul float %3809, %3799
  %3830 = fadd float %3829, %3828
  store float %3830, ptr addrspace(5) %v6, align 4
  %3831 = load float, ptr addrspace(5) %v7, align 4
  %3832 = fmul float %3809, %3806
  %3833 = fadd float %3832, %3831
  store float %3833, ptr addrspace(5) %v7, align 4
  %3834 = bitcast float %3471 to i32
  %3835 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %3834)
  %3836 = bitcast i32 %3835 to float
  %3837 = load float, ptr addrspace(5) %v8, align 4
  %3838 = fmul float %3836, %3757
  %3839 = fadd float %3838, %3837
  store float %3839, ptr addrspace(5) %v8, align 4
  %3840 = load float, ptr addrspace(5) %v9, align 4
  %3841 = fmul float %3836, %3764
  %3842 = fadd float %3841, %3840
  store float %3842, ptr addrspace(5) %v9, align 4
  %3843 = load float, ptr addrspace(5) %v10, align 4
  %3844 = fmul float %3836, %3771
  %3845 = fadd float %3844, %3843
  store float %3845, ptr addrspace(5) %v10, align 4
  %3846 = load float, ptr addrspace(5) %v11, align 4
  %3847 = fmul float %3836, %3778
  %3848 = fadd float %3847, %3846
  store float %3848, ptr addrspace(5) %v11, align 4
  %3849 = load float, ptr addrspace(5) %v12, align 4
  %3850 = fmul float %3836, %3785
  %3851 = fadd float %3850, %3849
  store float %3851, ptr addrspace(5) %v12, align 4
  %3852 = load float, ptr addrspace(5) %v13, align 4
  %3853 = fmul float %3836, %3792
  %3854 = fadd float %3853, %3852
  store float %3854, ptr addrspace(5) %v13, align 4
  %3855 = load float, ptr addrspace(5) %v14, align 4
  %3856 = fmul float %3836, %3799
  %3857 = fadd float %3856, %3855
  store float %3857, ptr addrspace(5) %v14, align 4
  %3858 = load float, ptr addrspace(5) %v15, align 4
  %3859 = fmul float %3836, %3806
  %3860 = fadd float %3859, %3858
  store float %3860, ptr addrspace(5) %v15, align 4
  %3861 = bitcast float %3471 to i32
  %3862 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %3861)
  %3863 = bitcast i32 %3862 to float
  %3864 = load float, ptr addrspace(5) %v16, align 4
  %3865 = fmul float %3863, %3757
  %3866 = fadd float %3865, %3864
  store float %3866, ptr addrspace(5) %v16, align 4
  %3867 = load float, ptr addrspace(5) %v17, align 4
  %3868 = fmul float %3863, %3764
  %3869 = fadd float %3868, %3867
  store float %3869, ptr addrspace(5) %v17, align 4
  %3870 = load float, ptr addrspace(5) %v18, align 4
  %3871 = fmul float %3863, %3771
  %3872 = fadd float %3871, %3870
  store float %3872, ptr addrspace(5) %v18, align 4
  %3873 = load float, ptr addrspace(5) %v19, align 4
  %3874 = fmul float %3863, %3778
  %3875 = fadd float %3874, %3873
  store float %3875, ptr addrspace(5) %v19, align 4
  %3876 = load float, ptr addrspace(5) %v20, align 4
  %3877 = fmul float %3863, %3785
  %3878 = fadd float %3877, %3876
  store float %3878, ptr addrspace(5) %v20, align 4
  %3879 = load float, ptr addrspace(5) %v21, align 4
  %3880 = fmul float %3863, %3792
  %3881 = fadd float %3880, %3879
  store float %3881, ptr addrspace(5) %v21, align 4
  %3882 = load float, ptr addrspace(5) %v22, align 4
  %3883 = fmul float %3863, %3799
  %3884 = fadd float %3883, %3882
  store float %3884, ptr addrspace(5) %v22, align 4
  %3885 = load float, ptr addrspace(5) %v23, align 4
  %3886 = fmul float %3863, %3806
  %3887 = fadd float %3886, %3885
  store float %3887, ptr addrspace(5) %v23, align 4
  %3888 = bitcast float %3471 to i32
  %3889 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %3888)
  %3890 = bitcast i32 %3889 to float
  %3891 = load float, ptr addrspace(5) %v24, align 4
  %3892 = fmul float %3890, %3757
  %3893 = fadd float %3892, %3891
  store float %3893, ptr addrspace(5) %v24, align 4
  %3894 = load float, ptr addrspace(5) %v25, align 4
  %3895 = fmul float %3890, %3764
  %3896 = fadd float %3895, %3894
  store float %3896, ptr addrspace(5) %v25, align 4
  %3897 = load float, ptr addrspace(5) %v26, align 4
  %3898 = fmul float %3890, %3771
  %3899 = fadd float %3898, %3897
  store float %3899, ptr addrspace(5) %v26, align 4
  %3900 = load float, ptr addrspace(5) %v27, align 4
  %3901 = fmul float %3890, %3778
  %3902 = fadd float %3901, %3900
  store float %3902, ptr addrspace(5) %v27, align 4
  %3903 = load float, ptr addrspace(5) %v28, align 4
  %3904 = fmul float %3890, %3785
  %3905 = fadd float %3904, %3903
  store float %3905, ptr addrspace(5) %v28, align 4
  %3906 = load float, ptr addrspace(5) %v29, align 4
  %3907 = fmul float %3890, %3792
  %3908 = fadd float %3907, %3906
  store float %3908, ptr addrspace(5) %v29, align 4
  %3909 = load float, ptr addrspace(5) %v30, align 4
  %3910 = fmul float %3890, %3799
  %3911 = fadd float %3910, %3909
  store float %3911, ptr addrspace(5) %v30, align 4
  %3912 = load float, ptr addrspace(5) %v31, align 4
  %3913 = fmul float %3890, %3806
  %3914 = fadd float %3913, %3912
  store float %3914, ptr addrspace(5) %v31, align 4
  %3915 = add i32 %2070, 2
  %3916 = icmp sgt i32 %3915, %309
  %3917 = select i1 %3916, i32 %309, i32 %3915
  %3918 = mul i32 %3917, %5
  %3919 = add i32 %3918, %18
  %3920 = mul i32 %3919, %6
  %3921 = add i32 %3920, %25
  %3922 = select i1 %26, i32 %3921, i32 %3920
  %3923 = sext i32 %3922 to i64
  %3924 = mul i64 %3923, 4
  %3925 = getelementptr i8, ptr addrspace(1) %3, i64 %3924
  %3926 = load float, ptr addrspace(1) %3925, align 4
  %3927 = select i1 %26, float %3926, float 0.000000e+00
  %3928 = add i32 %3920, %27
  %3929 = select i1 %28, i32 %3928, i32 %3920
  %3930 = sext i32 %3929 to i64
  %3931 = mul i64 %3930, 4
  %3932 = getelementptr i8, ptr addrspace(1) %3, i64 %3931
  %3933 = load float, ptr addrspace(1) %3932, align 4
  %3934 = select i1 %28, float %3933, float 0.000000e+00
  %3935 = add i32 %3920, %29
  %3936 = select i1 %30, i32 %3935, i32 %3920
  %3937 = sext i32 %3936 to i64
  %3938 = mul i64 %3937, 4
  %3939 = getelementptr i8, ptr addrspace(1) %3, i64 %3938
  %3940 = load float, ptr addrspace(1) %3939, align 4
  %3941 = select i1 %30, float %3940, float 0.000000e+00
  %3942 = add i32 %3920, %31
  %3943 = select i1 %32, i32 %3942, i32 %3920
  %3944 = sext i32 %3943 to i64
  %3945 = mul i64 %3944, 4
  %3946 = getelementptr i8, ptr addrspace(1) %3, i64 %3945
  %3947 = load float, ptr addrspace(1) %3946, align 4
  %3948 = select i1 %32, float %3947, float 0.000000e+00
  %3949 = add i32 %3920, %33
  %3950 = select i1 %34, i32 %3949, i32 %3920
  %3951 = sext i32 %3950 to i64
  %3952 = mul i64 %3951, 4
  %3953 = getelementptr i8, ptr addrspace(1) %3, i64 %3952
  %3954 = load float, ptr addrspace(1) %3953, align 4
  %3955 = select i1 %34, float %3954, float 0.000000e+00
  %3956 = add i32 %3920, %35
  %3957 = select i1 %36, i32 %3956, i32 %3920
  %3958 = sext i32 %3957 to i64
  %3959 = mul i64 %3958, 4
  %3960 = getelementptr i8, ptr addrspace(1) %3, i64 %3959
  %3961 = load float, ptr addrspace(1) %3960, align 4
  %3962 = select i1 %36, float %3961, float 0.000000e+00
  %3963 = add i32 %3920, %37
  %3964 = select i1 %38, i32 %3963, i32 %3920
  %3965 = sext i32 %3964 to i64
  %3966 = mul i64 %3965, 4
  %3967 = getelementptr i8, ptr addrspace(1) %3, i64 %3966
  %3968 = load float, ptr addrspace(1) %3967, align 4
  %3969 = select i1 %38, float %3968, float 0.000000e+00
  %3970 = add i32 %3920, %39
  %3971 = select i1 %40, i32 %3970, i32 %3920
  %3972 = sext i32 %3971 to i64
  %3973 = mul i64 %3972, 4
  %3974 = getelementptr i8, ptr addrspace(1) %3, i64 %3973
  %3975 = load float, ptr addrspace(1) %3974, align 4
  %3976 = select i1 %40, float %3975, float 0.000000e+00
  %3977 = bitcast float %3471 to i32
  %3978 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %3977)
  %3979 = bitcast i32 %3978 to float
  %3980 = load float, ptr addrspace(5) %v, align 4
  %3981 = fmul float %3979, %3927
  %3982 = fadd float %3981, %3980
  store float %3982, ptr addrspace(5) %v, align 4
  %3983 = load float, ptr addrspace(5) %v1, align 4
  %3984 = fmul float %3979, %3934
  %3985 = fadd float %3984, %3983
  store float %3985, ptr addrspace(5) %v1, align 4
  %3986 = load float, ptr addrspace(5) %v2, align 4
  %3987 = fmul float %3979, %3941
  %3988 = fadd float %3987, %3986
  store float %3988, ptr addrspace(5) %v2, align 4
  %3989 = load float, ptr addrspace(5) %v3, align 4
  %3990 = fmul float %3979, %3948
  %3991 = fadd float %3990, %3989
  store float %3991, ptr addrspace(5) %v3, align 4
  %3992 = load float, ptr addrspace(5) %v4, align 4
  %3993 = fmul float %3979, %3955
  %3994 = fadd float %3993, %3992
  store float %3994, ptr addrspace(5) %v4, align 4
  %3995 = load float, ptr addrspace(5) %v5, align 4
  %3996 = fmul float %3979, %3962
  %3997 = fadd float %3996, %3995
  store float %3997, ptr addrspace(5) %v5, align 4
  %3998 = load float, ptr addrspace(5) %v6, align 4
  %3999 = fmul float %3979, %3969
  %4000 = fadd float %3999, %3998
  store float %4000, ptr addrspace(5) %v6, align 4
  %4001 = load float, ptr addrspace(5) %v7, align 4
  %4002 = fmul float %3979, %3976
  %4003 = fadd float %4002, %4001
  store float %4003, ptr addrspace(5) %v7, align 4
  %4004 = bitcast float %3471 to i32
  %4005 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %4004)
  %4006 = bitcast i32 %4005 to float
  %4007 = load float, ptr addrspace(5) %v8, align 4
  %4008 = fmul float %4006, %3927
  %4009 = fadd float %4008, %4007
  store float %4009, ptr addrspace(5) %v8, align 4
  %4010 = load float, ptr addrspace(5) %v9, align 4
  %4011 = fmul float %4006, %3934
  %4012 = fadd float %4011, %4010
  store float %4012, ptr addrspace(5) %v9, align 4
  %4013 = load float, ptr addrspace(5) %v10, align 4
  %4014 = fmul float %4006, %3941
  %4015 = fadd float %4014, %4013
  store float %4015, ptr addrspace(5) %v10, align 4
  %4016 = load float, ptr addrspace(5) %v11, align 4
  %4017 = fmul float %4006, %3948
  %4018 = fadd float %4017, %4016
  store float %4018, ptr addrspace(5) %v11, align 4
  %4019 = load float, ptr addrspace(5) %v12, align 4
  %4020 = fmul float %4006, %3955
  %4021 = fadd float %4020, %4019
  store float %4021, ptr addrspace(5) %v12, align 4
  %4022 = load float, ptr addrspace(5) %v13, align 4
  %4023 = fmul float %4006, %3962
  %4024 = fadd float %4023, %4022
  store float %4024, ptr addrspace(5) %v13, align 4
  %4025 = load float, ptr addrspace(5) %v14, align 4
  %4026 = fmul float %4006, %3969
  %4027 = fadd float %4026, %4025
  store float %4027, ptr addrspace(5) %v14, align 4
  %4028 = load float, ptr addrspace(5) %v15, align 4
  %4029 = fmul float %4006, %3976
  %4030 = fadd float %4029, %4028
  store float %4030, ptr addrspace(5) %v15, align 4
  %4031 = bitcast float %3471 to i32
  %4032 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %4031)
  %4033 = bitcast i32 %4032 to float
  %4034 = load float, ptr addrspace(5) %v16, align 4
  %4035 = fmul float %4033, %3927
  %4036 = fadd float %4035, %4034
  store float %4036, ptr addrspace(5) %v16, align 4
  %4037 = load float, ptr addrspace(5) %v17, align 4
  %4038 = fmul float %4033, %3934
  %4039 = fadd float %4038, %4037
  store float %4039, ptr addrspace(5) %v17, align 4
  %4040 = load float, ptr addrspace(5) %v18, align 4
  %4041 = fmul float %4033, %3941
  %4042 = fadd float %4041, %4040
  store float %4042, ptr addrspace(5) %v18, align 4
  %4043 = load float, ptr addrspace(5) %v19, align 4
  %4044 = fmul float %4033, %3948
  %4045 = fadd float %4044, %4043
  store float %4045, ptr addrspace(5) %v19, align 4
  %4046 = load float, ptr addrspace(5) %v20, align 4
  %4047 = fmul float %4033, %3955
  %4048 = fadd float %4047, %4046
  store float %4048, ptr addrspace(5) %v20, align 4
  %4049 = load float, ptr addrspace(5) %v21, align 4
  %4050 = fmul float %4033, %3962
  %4051 = fadd float %4050, %4049
  store float %4051, ptr addrspace(5) %v21, align 4
  %4052 = load float, ptr addrspace(5) %v22, align 4
  %4053 = fmul float %4033, %3969
  %4054 = fadd float %4053, %4052
  store float %4054, ptr addrspace(5) %v22, align 4
  %4055 = load float, ptr addrspace(5) %v23, align 4
  %4056 = fmul float %4033, %3976
  %4057 = fadd float %4056, %4055
  store float %4057, ptr addrspace(5) %v23, align 4
  %4058 = bitcast float %3471 to i32
  %4059 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %4058)
  %4060 = bitcast i32 %4059 to float
  %4061 = load float, ptr addrspace(5) %v24, align 4
  %4062 = fmul float %4060, %3927
  %4063 = fadd float %4062, %4061
  store float %4063, ptr addrspace(5) %v24, align 4
  %4064 = load float, ptr addrspace(5) %v25, align 4
  %4065 = fmul float %4060, %3934
  %4066 = fadd float %4065, %4064
  store float %4066, ptr addrspace(5) %v25, align 4
  %4067 = load float, ptr addrspace(5) %v26, align 4
  %4068 = fmul float %4060, %3941
  %4069 = fadd float %4068, %4067
  store float %4069, ptr addrspace(5) %v26, align 4
  %4070 = load float, ptr addrspace(5) %v27, align 4
  %4071 = fmul float %4060, %3948
  %4072 = fadd float %4071, %4070
  store float %4072, ptr addrspace(5) %v27, align 4
  %4073 = load float, ptr addrspace(5) %v28, align 4
  %4074 = fmul float %4060, %3955
  %4075 = fadd float %4074, %4073
  store float %4075, ptr addrspace(5) %v28, align 4
  %4076 = load float, ptr addrspace(5) %v29, align 4
  %4077 = fmul float %4060, %3962
  %4078 = fadd float %4077, %4076
  store float %4078, ptr addrspace(5) %v29, align 4
  %4079 = load float, ptr addrspace(5) %v30, align 4
  %4080 = fmul float %4060, %3969
  %4081 = fadd float %4080, %4079
  store float %4081, ptr addrspace(5) %v30, align 4
  %4082 = load float, ptr addrspace(5) %v31, align 4
  %4083 = fmul float %4060, %3976
  %4084 = fadd float %4083, %4082
  store float %4084, ptr addrspace(5) %v31, align 4
  %4085 = add i32 %2070, 3
  %4086 = icmp sgt i32 %4085, %309
  %4087 = select i1 %4086, i32 %309, i32 %4085
  %4088 = mul i32 %4087, %5
  %4089 = add i32 %4088, %18
  %4090 = mul i32 %4089, %6
  %4091 = add i32 %4090, %25
  %4092 = select i1 %26, i32 %4091, i32 %4090
  %4093 = sext i32 %4092 to i64
  %4094 = mul i64 %4093, 4
  %4095 = getelementptr i8, ptr addrspace(1) %3, i64 %4094
  %4096 = load float, ptr addrspace(1) %4095, align 4
  %4097 = select i1 %26, float %4096, float 0.000000e+00
  %4098 = add i32 %4090, %27
  %4099 = select i1 %28, i32 %4098, i32 %4090
  %4100 = sext i32 %4099 to i64
  %4101 = mul i64 %4100, 4
  %4102 = getelementptr i8, ptr addrspace(1) %3, i64 %4101
  %4103 = load float, ptr addrspace(1) %4102, align 4
  %4104 = select i1 %28, float %4103, float 0.000000e+00
  %4105 = add i32 %4090, %29
  %4106 = select i1 %30, i32 %4105, i32 %4090
  %4107 = sext i32 %4106 to i64
  %4108 = mul i64 %4107, 4
  %4109 = getelementptr i8, ptr addrspace(1) %3, i64 %4108
  %4110 = load float, ptr addrspace(1) %4109, align 4
  %4111 = select i1 %30, float %4110, float 0.000000e+00
  %4112 = add i32 %4090, %31
  %4113 = select i1 %32, i32 %4112, i32 %4090
  %4114 = sext i32 %4113 to i64
  %4115 = mul i64 %4114, 4
  %4116 = getelementptr i8, ptr addrspace(1) %3, i64 %4115
  %4117 = load float, ptr addrspace(1) %4116, align 4
  %4118 = select i1 %32, float %4117, float 0.000000e+00
  %4119 = add i32 %4090, %33
  %4120 = select i1 %34, i32 %4119, i32 %4090
  %4121 = sext i32 %4120 to i64
  %4122 = mul i64 %4121, 4
  %4123 = getelementptr i8, ptr addrspace(1) %3, i64 %4122
  %4124 = load float, ptr addrspace(1) %4123, align 4
  %4125 = select i1 %34, float %4124, float 0.000000e+00
  %4126 = add i32 %4090, %35
  %4127 = select i1 %36, i32 %4126, i32 %4090
  %4128 = sext i32 %4127 to i64
  %4129 = mul i64 %4128, 4
  %4130 = getelementptr i8, ptr addrspace(1) %3, i64 %4129
  %4131 = load float, ptr addrspace(1) %4130, align 4
  %4132 = select i1 %36, float %4131, float 0.000000e+00
  %4133 = add i32 %4090, %37
  %4134 = select i1 %38, i32 %4133, i32 %4090
  %4135 = sext i32 %4134 to i64
  %4136 = mul i64 %4135, 4
  %4137 = getelementptr i8, ptr addrspace(1) %3, i64 %4136
  %4138 = load float, ptr addrspace(1) %4137, align 4
  %4139 = select i1 %38, float %4138, float 0.000000e+00
  %4140 = add i32 %4090, %39
  %4141 = select i1 %40, i32 %4140, i32 %4090
  %4142 = sext i32 %4141 to i64
  %4143 = mul i64 %4142, 4
  %4144 = getelementptr i8, ptr addrspace(1) %3, i64 %4143
  %4145 = load float, ptr addrspace(1) %4144, align 4
  %4146 = select i1 %40, float %4145, float 0.000000e+00
  %4147 = bitcast float %3471 to i32
  %4148 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %4147)
  %4149 = bitcast i32 %4148 to float
  %4150 = load float, ptr addrspace(5) %v, align 4
  %4151 = fmul float %4149, %4097
  %4152 = fadd float %4151, %4150
  store float %4152, ptr addrspace(5) %v, align 4
  %4153 = load float, ptr addrspace(5) %v1, align 4
  %4154 = fmul float %4149, %4104
  %4155 = fadd float %4154, %4153
  store float %4155, ptr addrspace(5) %v1, align 4
  %4156 = load float, ptr addrspace(5) %v2, align 4
  %4157 = fmul float %4149, %4111
  %4158 = fadd float %4157, %4156
  store float %4158, ptr addrspace(5) %v2, align 4
  %4159 = load float, ptr addrspace(5) %v3, align 4
  %4160 = fmul float %4149, %4118
  %4161 = fadd float %4160, %4159
  store float %4161, ptr addrspace(5) %v3, align 4
  %4162 = load float, ptr addrspace(5) %v4, align 4
  %4163 = fmul float %4149, %4125
  %4164 = fadd float %4163, %4162
  store float %4164, ptr addrspace(5) %v4, align 4
  %4165 = load float, ptr addrspace(5) %v5, align 4
  %4166 = fmul float %4149, %4132
  %4167 = fadd float %4166, %4165
  store float %4167, ptr addrspace(5) %v5, align 4
  %4168 = load float, ptr addrspace(5) %v6, align 4
  %4169 = fmul float %4149, %4139
  %4170 = fadd float %4169, %4168
  store float %4170, ptr addrspace(5) %v6, align 4
  %4171 = load float, ptr addrspace(5) %v7, align 4
  %4172 = fmul float %4149, %4146
  %4173 = fadd float %4172, %4171
  store float %4173, ptr addrspace(5) %v7, align 4
  %4174 = bitcast float %3471 to i32
  %4175 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %4174)
  %4176 = bitcast i32 %4175 to float
  %4177 = load float, ptr addrspace(5) %v8, align 4
  %4178 = fmul float %4176, %4097
  %4179 = fadd float %4178, %4177
  store float %4179, ptr addrspace(5) %v8, align 4
  %4180 = load float, ptr addrspace(5) %v9, align 4
  %4181 = fmul float %4176, %4104
  %4182 = fadd float %4181, %4180
  store float %4182, ptr addrspace(5) %v9, align 4
  %4183 = load float, ptr addrspace(5) %v10, align 4
  %4184 = fmul float %4176, %4111
  %4185 = fadd float %4184, %4183
  store float %4185, ptr addrspace(5) %v10, align 4
  %4186 = load float, ptr addrspace(5) %v11, align 4
  %4187 = fmul float %4176, %4118
  %4188 = fadd float %4187, %4186
  store float %4188, ptr addrspace(5) %v11, align 4
  %4189 = load float, ptr addrspace(5) %v12, align 4
  %4190 = fmul float %4176, %4125
  %4191 = fadd float %4190, %4189
  store float %4191, ptr addrspace(5) %v12, align 4
  %4192 = load float, ptr addrspace(5) %v13, align 4
  %4193 = fmul float %4176, %4132
  %4194 = fadd float %4193, %4192
  store float %4194, ptr addrspace(5) %v13, align 4
  %4195 = load float, ptr addrspace(5) %v14, align 4
  %4196 = fmul float %4176, %4139
  %4197 = fadd float %4196, %4195
  store float %4197, ptr addrspace(5) %v14, align 4
  %4198 = load float, ptr addrspace(5) %v15, align 4
  %4199 = fmul float %4176, %4146
  %4200 = fadd float %4199, %4198
  store float %4200, ptr addrspace(5) %v15, align 4
  %4201 = bitcast float %3471 to i32
  %4202 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %4201)
  %4203 = bitcast i32 %4202 to float
  %4204 = load float, ptr addrspace(5) %v16, align 4
  %4205 = fmul float %4203, %4097
  %4206 = fadd float %4205, %4204
  store float %4206, ptr addrspace(5) %v16, align 4
  %4207 = load float, ptr addrspace(5) %v17, align 4
  %4208 = fmul float %4203, %4104
  %4209 = fadd float %4208, %4207
  store float %4209, ptr addrspace(5) %v17, align 4
  %4210 = load float, ptr addrspace(5) %v18, align 4
  %4211 = fmul float %4203, %4111
  %4212 = fadd float %4211, %4210
  store float %4212, ptr addrspace(5) %v18, align 4
  %4213 = load float, ptr addrspace(5) %v19, align 4
  %4214 = fmul float %4203, %4118
  %4215 = fadd float %4214, %4213
  store float %4215, ptr addrspace(5) %v19, align 4
  %4216 = load float, ptr addrspace(5) %v20, align 4
  %4217 = fmul float %4203, %4125
  %4218 = fadd float %4217, %4216
  store float %4218, ptr addrspace(5) %v20, align 4
  %4219 = load float, ptr addrspace(5) %v21, align 4
  %4220 = fmul float %4203, %4132
  %4221 = fadd float %4220, %4219
  store float %4221, ptr addrspace(5) %v21, align 4
  %4222 = load float, ptr addrspace(5) %v22, align 4
  %4223 = fmul float %4203, %4139
  %4224 = fadd float %4223, %4222
  store float %4224, ptr addrspace(5) %v22, align 4
  %4225 = load float, ptr addrspace(5) %v23, align 4
  %4226 = fmul float %4203, %4146
  %4227 = fadd float %4226, %4225
  store float %4227, ptr addrspace(5) %v23, align 4
  %4228 = bitcast float %3471 to i32
  %4229 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %4228)
  %4230 = bitcast i32 %4229 to float
  %4231 = load float, ptr addrspace(5) %v24, align 4
  %4232 = fmul float %4230, %4097
  %4233 = fadd float %4232, %4231
  store float %4233, ptr addrspace(5) %v24, align 4
  %4234 = load float, ptr addrspace(5) %v25, align 4
  %4235 = fmul float %4230, %4104
  %4236 = fadd float %4235, %4234
  store float %4236, ptr addrspace(5) %v25, align 4
  %4237 = load float, ptr addrspace(5) %v26, align 4
  %4238 = fmul float %4230, %4111
  %4239 = fadd float %4238, %4237
  store float %4239, ptr addrspace(5) %v26, align 4
  %4240 = load float, ptr addrspace(5) %v27, align 4
  %4241 = fmul float %4230, %4118
  %4242 = fadd float %4241, %4240
  store float %4242, ptr addrspace(5) %v27, align 4
  %4243 = load float, ptr addrspace(5) %v28, align 4
  %4244 = fmul float %4230, %4125
  %4245 = fadd float %4244, %4243
  store float %4245, ptr addrspace(5) %v28, align 4
  %4246 = load float, ptr addrspace(5) %v29, align 4
  %4247 = fmul float %4230, %4132
  %4248 = fadd float %4247, %4246
  store float %4248, ptr addrspace(5) %v29, align 4
  %4249 = load float, ptr addrspace(5) %v30, align 4
  %4250 = fmul float %4230, %4139
  %4251 = fadd float %4250, %4249
  store float %4251, ptr addrspace(5) %v30, align 4
  %4252 = load float, ptr addrspace(5) %v31, align 4
  %4253 = fmul float %4230, %4146
  %4254 = fadd float %4253, %4252
  store float %4254, ptr addrspace(5) %v31, align 4
  %4255 = add i32 %2070, 4
  %4256 = icmp sgt i32 %4255, %309
  %4257 = select i1 %4256, i32 %309, i32 %4255
  %4258 = mul i32 %4257, %5
  %4259 = add i32 %4258, %18
  %4260 = mul i32 %4259, %6
  %4261 = add i32 %4260, %25
  %4262 = select i1 %26, i32 %4261, i32 %4260
  %4263 = sext i32 %4262 to i64
  %4264 = mul i64 %4263, 4
  %4265 = getelementptr i8, ptr addrspace(1) %3, i64 %4264
  %4266 = load float, ptr addrspace(1) %4265, align 4
  %4267 = select i1 %26, float %4266, float 0.000000e+00
  %4268 = add i32 %4260, %27
  %4269 = select i1 %28, i32 %4268, i32 %4260
  %4270 = sext i32 %4269 to i64
  %4271 = mul i64 %4270, 4
  %4272 = getelementptr i8, ptr addrspace(1) %3, i64 %4271
  %4273 = load float, ptr addrspace(1) %4272, align 4
  %4274 = select i1 %28, float %4273, float 0.000000e+00
  %4275 = add i32 %4260, %29
  %4276 = select i1 %30, i32 %4275, i32 %4260
  %4277 = sext i32 %4276 to i64
  %4278 = mul i64 %4277, 4
  %4279 = getelementptr i8, ptr addrspace(1) %3, i64 %4278
  %4280 = load float, ptr addrspace(1) %4279, align 4
  %4281 = select i1 %30, float %4280, float 0.000000e+00
  %4282 = add i32 %4260, %31
  %4283 = select i1 %32, i32 %4282, i32 %4260
  %4284 = sext i32 %4283 to i64
  %4285 = mul i64 %4284, 4
  %4286 = getelementptr i8, ptr addrspace(1) %3, i64 %4285
  %4287 = load float, ptr addrspace(1) %4286, align 4
  %4288 = select i1 %32, float %4287, float 0.000000e+00
  %4289 = add i32 %4260, %33
  %4290 = select i1 %34, i32 %4289, i32 %4260
  %4291 = sext i32 %4290 to i64
  %4292 = mul i64 %4291, 4
  %4293 = getelementptr i8, ptr addrspace(1) %3, i64 %4292
  %4294 = load float, ptr addrspace(1) %4293, align 4
  %4295 = select i1 %34, float %4294, float 0.000000e+00
  %4296 = add i32 %4260, %35
  %4297 = select i1 %36, i32 %4296, i32 %4260
  %4298 = sext i32 %4297 to i64
  %4299 = mul i64 %4298, 4
  %4300 = getelementptr i8, ptr addrspace(1) %3, i64 %4299
  %4301 = load float, ptr addrspace(1) %4300, align 4
  %4302 = select i1 %36, float %4301, float 0.000000e+00
  %4303 = add i32 %4260, %37
  %4304 = select i1 %38, i32 %4303, i32 %4260
  %4305 = sext i32 %4304 to i64
  %4306 = mul i64 %4305, 4
  %4307 = getelementptr i8, ptr addrspace(1) %3, i64 %4306
  %4308 = load float, ptr addrspace(1) %4307, align 4
  %4309 = select i1 %38, float %4308, float 0.000000e+00
  %4310 = add i32 %4260, %39
  %4311 = select i1 %40, i32 %4310, i32 %4260
  %4312 = sext i32 %4311 to i64
  %4313 = mul i64 %4312, 4
  %4314 = getelementptr i8, ptr addrspace(1) %3, i64 %4313
  %4315 = load float, ptr addrspace(1) %4314, align 4
  %4316 = select i1 %40, float %4315, float 0.000000e+00
  %4317 = bitcast float %3471 to i32
  %4318 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %4317)
  %4319 = bitcast i32 %4318 to float
  %4320 = load float, ptr addrspace(5) %v, align 4
  %4321 = fmul float %4319, %4267
  %4322 = fadd float %4321, %4320
  store float %4322, ptr addrspace(5) %v, align 4
  %4323 = load float, ptr addrspace(5) %v1, align 4
  %4324 = fmul float %4319, %4274
  %4325 = fadd float %4324, %4323
  store float %4325, ptr addrspace(5) %v1, align 4
  %4326 = load float, ptr addrspace(5) %v2, align 4
  %4327 = fmul float %4319, %4281
  %4328 = fadd float %4327, %4326
  store float %4328, ptr addrspace(5) %v2, align 4
  %4329 = load float, ptr addrspace(5) %v3, align 4
  %4330 = fmul float %4319, %4288
  %4331 = fadd float %4330, %4329
  store float %4331, ptr addrspace(5) %v3, align 4
  %4332 = load float, ptr addrspace(5) %v4, align 4
  %4333 = fmul float %4319, %4295
  %4334 = fadd float %4333, %4332
  store float %4334, ptr addrspace(5) %v4, align 4
  %4335 = load float, ptr addrspace(5) %v5, align 4
  %4336 = fmul float %4319, %4302
  %4337 = fadd float %4336, %4335
  store float %4337, ptr addrspace(5) %v5, align 4
  %4338 = load float, ptr addrspace(5) %v6, align 4
  %4339 = fmul float %4319, %4309
  %4340 = fadd float %4339, %4338
  store float %4340, ptr addrspace(5) %v6, align 4
  %4341 = load float, ptr addrspace(5) %v7, align 4
  %4342 = fmul float %4319, %4316
  %4343 = fadd float %4342, %4341
  store float %4343, ptr addrspace(5) %v7, align 4
  %4344 = bitcast float %3471 to i32
  %4345 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %4344)
  %4346 = bitcast i32 %4345 to float
  %4347 = load float, ptr addrspace(5) %v8, align 4
  %4348 = fmul float %4346, %4267
  %4349 = fadd float %4348, %4347
  store float %4349, ptr addrspace(5) %v8, align 4
  %4350 = load float, ptr addrspace(5) %v9, align 4
  %4351 = fmul float %4346, %4274
  %4352 = fadd float %4351, %4350
  store float %4352, ptr addrspace(5) %v9, align 4
  %4353 = load float, ptr addrspace(5) %v10, align 4
  %4354 = fmul float %4346, %4281
  %4355 = fadd float %4354, %4353
  store float %4355, ptr addrspace(5) %v10, align 4
  %4356 = load float, ptr addrspace(5) %v11, align 4
  %4357 = fmul float %4346, %4288
  %4358 = fadd float %4357, %4356
  store float %4358, ptr addrspace(5) %v11, align 4
  %4359 = load float, ptr addrspace(5) %v12, align 4
  %4360 = fmul float %4346, %4295
  %4361 = fadd float %4360, %4359
  store float %4361, ptr addrspace(5) %v12, align 4
  %4362 = load float, ptr addrspace(5) %v13, align 4
  %4363 = fmul float %4346, %4302
  %4364 = fadd float %4363, %4362
  store float %4364, ptr addrspace(5) %v13, align 4
  %4365 = load float, ptr addrspace(5) %v14, align 4
  %4366 = fmul float %4346, %4309
  %4367 = fadd float %4366, %4365
  store float %4367, ptr addrspace(5) %v14, align 4
  %4368 = load float, ptr addrspace(5) %v15, align 4
  %4369 = fmul float %4346, %4316
  %4370 = fadd float %4369, %4368
  store float %4370, ptr addrspace(5) %v15, align 4
  %4371 = bitcast float %3471 to i32
  %4372 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %4371)
  %4373 = bitcast i32 %4372 to float
  %4374 = load float, ptr addrspace(5) %v16, align 4
  %4375 = fmul float %4373, %4267
  %4376 = fadd float %4375, %4374
  store float %4376, ptr addrspace(5) %v16, align 4
  %4377 = load float, ptr addrspace(5) %v17, align 4
  %4378 = fmul float %4373, %4274
  %4379 = fadd float %4378, %4377
  store float %4379, ptr addrspace(5) %v17, align 4
  %4380 = load float, ptr addrspace(5) %v18, align 4
  %4381 = fmul float %4373, %4281
  %4382 = fadd float %4381, %4380
  store float %4382, ptr addrspace(5) %v18, align 4
  %4383 = load float, ptr addrspace(5) %v19, align 4
  %4384 = fmul float %4373, %4288
  %4385 = fadd float %4384, %4383
  store float %4385, ptr addrspace(5) %v19, align 4
  %4386 = load float, ptr addrspace(5) %v20, align 4
  %4387 = fmul float %4373, %4295
  %4388 = fadd float %4387, %4386
  store float %4388, ptr addrspace(5) %v20, align 4
  %4389 = load float, ptr addrspace(5) %v21, align 4
  %4390 = fmul float %4373, %4302
  %4391 = fadd float %4390, %4389
  store float %4391, ptr addrspace(5) %v21, align 4
  %4392 = load float, ptr addrspace(5) %v22, align 4
  %4393 = fmul float %4373, %4309
  %4394 = fadd float %4393, %4392
  store float %4394, ptr addrspace(5) %v22, align 4
  %4395 = load float, ptr addrspace(5) %v23, align 4
  %4396 = fmul float %4373, %4316
  %4397 = fadd float %4396, %4395
  store float %4397, ptr addrspace(5) %v23, align 4
  %4398 = bitcast float %3471 to i32
  %4399 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %4398)
  %4400 = bitcast i32 %4399 to float
  %4401 = load float, ptr addrspace(5) %v24, align 4
  %4402 = fmul float %4400, %4267
  %4403 = fadd float %4402, %4401
  store float %4403, ptr addrspace(5) %v24, align 4
  %4404 = load float, ptr addrspace(5) %v25, align 4
  %4405 = fmul float %4400, %4274
  %4406 = fadd float %4405, %4404
  store float %4406, ptr addrspace(5) %v25, align 4
  %4407 = load float, ptr addrspace(5) %v26, align 4
  %4408 = fmul float %4400, %4281
  %4409 = fadd float %4408, %4407
  store float %4409, ptr addrspace(5) %v26, align 4
  %4410 = load float, ptr addrspace(5) %v27, align 4
  %4411 = fmul float %4400, %4288
  %4412 = fadd float %4411, %4410
  store float %4412, ptr addrspace(5) %v27, align 4
  %4413 = load float, ptr addrspace(5) %v28, align 4
  %4414 = fmul float %4400, %4295
  %4415 = fadd float %4414, %4413
  store float %4415, ptr addrspace(5) %v28, align 4
  %4416 = load float, ptr addrspace(5) %v29, align 4
  %4417 = fmul float %4400, %4302
  %4418 = fadd float %4417, %4416
  store float %4418, ptr addrspace(5) %v29, align 4
  %4419 = load float, ptr addrspace(5) %v30, align 4
  %4420 = fmul float %4400, %4309
  %4421 = fadd float %4420, %4419
  store float %4421, ptr addrspace(5) %v30, align 4
  %4422 = load float, ptr addrspace(5) %v31, align 4
  %4423 = fmul float %4400, %4316
  %4424 = fadd float %4423, %4422
  store float %4424, ptr addrspace(5) %v31, align 4
  %4425 = add i32 %2070, 5
  %4426 = icmp sgt i32 %4425, %309
  %4427 = select i1 %4426, i32 %309, i32 %4425
  %4428 = mul i32 %4427, %5
  %4429 = add i32 %4428, %18
  %4430 = mul i32 %4429, %6
  %4431 = add i32 %4430, %25
  %4432 = select i1 %26, i32 %4431, i32 %4430
  %4433 = sext i32 %4432 to i64
  %4434 = mul i64 %4433, 4
  %4435 = getelementptr i8, ptr addrspace(1) %3, i64 %4434
  %4436 = load float, ptr addrspace(1) %4435, align 4
  %4437 = select i1 %26, float %4436, float 0.000000e+00
  %4438 = add i32 %4430, %27
  %4439 = select i1 %28, i32 %4438, i32 %4430
  %4440 = sext i32 %4439 to i64
  %4441 = mul i64 %4440, 4
  %4442 = getelementptr i8, ptr addrspace(1) %3, i64 %4441
  %4443 = load float, ptr addrspace(1) %4442, align 4
  %4444 = select i1 %28, float %4443, float 0.000000e+00
  %4445 = add i32 %4430, %29
  %4446 = select i1 %30, i32 %4445, i32 %4430
  %4447 = sext i32 %4446 to i64
  %4448 = mul i64 %4447, 4
  %4449 = getelementptr i8, ptr addrspace(1) %3, i64 %4448
  %4450 = load float, ptr addrspace(1) %4449, align 4
  %4451 = select i1 %30, float %4450, float 0.000000e+00
  %4452 = add i32 %4430, %31
  %4453 = select i1 %32, i32 %4452, i32 %4430
  %4454 = sext i32 %4453 to i64
  %4455 = mul i64 %4454, 4
  %4456 = getelementptr i8, ptr addrspace(1) %3, i64 %4455
  %4457 = load float, ptr addrspace(1) %4456, align 4
  %4458 = select i1 %32, float %4457, float 0.000000e+00
  %4459 = add i32 %4430, %33
  %4460 = select i1 %34, i32 %4459, i32 %4430
  %4461 = sext i32 %4460 to i64
  %4462 = mul i64 %4461, 4
  %4463 = getelementptr i8, ptr addrspace(1) %3, i64 %4462
  %4464 = load float, ptr addrspace(1) %4463, align 4
  %4465 = select i1 %34, float %4464, float 0.000000e+00
  %4466 = add i32 %4430, %35
  %4467 = select i1 %36, i32 %4466, i32 %4430
  %4468 = sext i32 %4467 to i64
  %4469 = mul i64 %4468, 4
  %4470 = getelementptr i8, ptr addrspace(1) %3, i64 %4469
  %4471 = load float, ptr addrspace(1) %4470, align 4
  %4472 = select i1 %36, float %4471, float 0.000000e+00
  %4473 = add i32 %4430, %37
  %4474 = select i1 %38, i32 %4473, i32 %4430
  %4475 = sext i32 %4474 to i64
  %4476 = mul i64 %4475, 4
  %4477 = getelementptr i8, ptr addrspace(1) %3, i64 %4476
  %4478 = load float, ptr addrspace(1) %4477, align 4
  %4479 = select i1 %38, float %4478, float 0.000000e+00
  %4480 = add i32 %4430, %39
  %4481 = select i1 %40, i32 %4480, i32 %4430
  %4482 = sext i32 %4481 to i64
  %4483 = mul i64 %4482, 4
  %4484 = getelementptr i8, ptr addrspace(1) %3, i64 %4483
  %4485 = load float, ptr addrspace(1) %4484, align 4
  %4486 = select i1 %40, float %4485, float 0.000000e+00
  %4487 = bitcast float %3471 to i32
  %4488 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %4487)
  %4489 = bitcast i32 %4488 to float
  %4490 = load float, ptr addrspace(5) %v, align 4
  %4491 = fmul float %4489, %4437
  %4492 = fadd float %4491, %4490
  store float %4492, ptr addrspace(5) %v, align 4
  %4493 = load float, ptr addrspace(5) %v1, align 4
  %4494 = fmul float %4489, %4444
  %4495 = fadd float %4494, %4493
  store float %4495, ptr addrspace(5) %v1, align 4
  %4496 = load float, ptr addrspace(5) %v2, align 4
  %4497 = fmul float %4489, %4451
  %4498 = fadd float %4497, %4496
  store float %4498, ptr addrspace(5) %v2, align 4
  %4499 = load float, ptr addrspace(5) %v3, align 4
  %4500 = fmul float %4489, %4458
  %4501 = fadd float %4500, %4499
  store float %4501, ptr addrspace(5) %v3, align 4
  %4502 = load float, ptr addrspace(5) %v4, align 4
  %4503 = fmul float %4489, %4465
  %4504 = fadd float %4503, %4502
  store float %4504, ptr addrspace(5) %v4, align 4
  %4505 = load float, ptr addrspace(5) %v5, align 4
  %4506 = fmul float %4489, %4472
  %4507 = fadd float %4506, %4505
  store float %4507, ptr addrspace(5) %v5, align 4
  %4508 = load float, ptr addrspace(5) %v6, align 4
  %4509 = fmul float %4489, %4479
  %4510 = fadd float %4509, %4508
  store float %4510, ptr addrspace(5) %v6, align 4
  %4511 = load float, ptr addrspace(5) %v7, align 4
  %4512 = fmul float %4489, %4486
  %4513 = fadd float %4512, %4511
  store float %4513, ptr addrspace(5) %v7, align 4
  %4514 = bitcast float %3471 to i32
  %4515 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %4514)
  %4516 = bitcast i32 %4515 to float
  %4517 = load float, ptr addrspace(5) %v8, align 4
  %4518 = fmul float %4516, %4437
  %4519 = fadd float %4518, %4517
  store float %4519, ptr addrspace(5) %v8, align 4
  %4520 = load float, ptr addrspace(5) %v9, align 4
  %4521 = fmul float %4516, %4444
  %4522 = fadd float %4521, %4520
  store float %4522, ptr addrspace(5) %v9, align 4
  %4523 = load float, ptr addrspace(5) %v10, align 4
  %4524 = fmul float %4516, %4451
  %4525 = fadd float %4524, %4523
  store float %4525, ptr addrspace(5) %v10, align 4
  %4526 = load float, ptr addrspace(5) %v11, align 4
  %4527 = fmul float %4516, %4458
  %4528 = fadd float %4527, %4526
  store float %4528, ptr addrspace(5) %v11, align 4
  %4529 = load float, ptr addrspace(5) %v12, align 4
  %4530 = fmul float %4516, %4465
  %4531 = fadd float %4530, %4529
  store float %4531, ptr addrspace(5) %v12, align 4
  %4532 = load float, ptr addrspace(5) %v13, align 4
  %4533 = fmul float %4516, %4472
  %4534 = fadd float %4533, %4532
  store float %4534, ptr addrspace(5) %v13, align 4
  %4535 = load float, ptr addrspace(5) %v14, align 4
  %4536 = fmul float %4516, %4479
  %4537 = fadd float %4536, %4535
  store float %4537, ptr addrspace(5) %v14, align 4
  %4538 = load float, ptr addrspace(5) %v15, align 4
  %4539 = fmul float %4516, %4486
  %4540 = fadd float %4539, %4538
  store float %4540, ptr addrspace(5) %v15, align 4
  %4541 = bitcast float %3471 to i32
  %4542 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %4541)
  %4543 = bitcast i32 %4542 to float
  %4544 = load float, ptr addrspace(5) %v16, align 4
  %4545 = fmul float %4543, %4437
  %4546 = fadd float %4545, %4544
  store float %4546, ptr addrspace(5) %v16, align 4
  %4547 = load float, ptr addrspace(5) %v17, align 4
  %4548 = fmul float %4543, %4444
  %4549 = fadd float %4548, %4547
  store float %4549, ptr addrspace(5) %v17, align 4
  %4550 = load float, ptr addrspace(5) %v18, align 4
  %4551 = fmul float %4543, %4451
  %4552 = fadd float %4551, %4550
  store float %4552, ptr addrspace(5) %v18, align 4
  %4553 = load float, ptr addrspace(5) %v19, align 4
  %4554 = fmul float %4543, %4458
  %4555 = fadd float %4554, %4553
  store float %4555, ptr addrspace(5) %v19, align 4
  %4556 = load float, ptr addrspace(5) %v20, align 4
  %4557 = fmul float %4543, %4465
  %4558 = fadd float %4557, %4556
  store float %4558, ptr addrspace(5) %v20, align 4
  %4559 = load float, ptr addrspace(5) %v21, align 4
  %4560 = fmul float %4543, %4472
  %4561 = fadd float %4560, %4559
  store float %4561, ptr addrspace(5) %v21, align 4
  %4562 = load float, ptr addrspace(5) %v22, align 4
  %4563 = fmul float %4543, %4479
  %4564 = fadd float %4563, %4562
  store float %4564, ptr addrspace(5) %v22, align 4
  %4565 = load float, ptr addrspace(5) %v23, align 4
  %4566 = fmul float %4543, %4486
  %4567 = fadd float %4566, %4565
  store float %4567, ptr addrspace(5) %v23, align 4
  %4568 = bitcast float %3471 to i32
  %4569 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %4568)
  %4570 = bitcast i32 %4569 to float
  %4571 = load float, ptr addrspace(5) %v24, align 4
  %4572 = fmul float %4570, %4437
  %4573 = fadd float %4572, %4571
  store float %4573, ptr addrspace(5) %v24, align 4
  %4574 = load float, ptr addrspace(5) %v25, align 4
  %4575 = fmul float %4570, %4444
  %4576 = fadd float %4575, %4574
  store float %4576, ptr addrspace(5) %v25, align 4
  %4577 = load float, ptr addrspace(5) %v26, align 4
  %4578 = fmul float %4570, %4451
  %4579 = fadd float %4578, %4577
  store float %4579, ptr addrspace(5) %v26, align 4
  %4580 = load float, ptr addrspace(5) %v27, align 4
  %4581 = fmul float %4570, %4458
  %4582 = fadd float %4581, %4580
  store float %4582, ptr addrspace(5) %v27, align 4
  %4583 = load float, ptr addrspace(5) %v28, align 4
  %4584 = fmul float %4570, %4465
  %4585 = fadd float %4584, %4583
  store float %4585, ptr addrspace(5) %v28, align 4
  %4586 = load float, ptr addrspace(5) %v29, align 4
  %4587 = fmul float %4570, %4472
  %4588 = fadd float %4587, %4586
  store float %4588, ptr addrspace(5) %v29, align 4
  %4589 = load float, ptr addrspace(5) %v30, align 4
  %4590 = fmul float %4570, %4479
  %4591 = fadd float %4590, %4589
  store float %4591, ptr addrspace(5) %v30, align 4
  %4592 = load float, ptr addrspace(5) %v31, align 4
  %4593 = fmul float %4570, %4486
  %4594 = fadd float %4593, %4592
  store float %4594, ptr addrspace(5) %v31, align 4
  %4595 = add i32 %2070, 6
  %4596 = icmp sgt i32 %4595, %309
  %4597 = select i1 %4596, i32 %309, i32 %4595
  %4598 = mul i32 %4597, %5
  %4599 = add i32 %4598, %18
  %4600 = mul i32 %4599, %6
  %4601 = add i32 %4600, %25
  %4602 = select i1 %26, i32 %4601, i32 %4600
  %4603 = sext i32 %4602 to i64
  %4604 = mul i64 %4603, 4
  %4605 = getelementptr i8, ptr addrspace(1) %3, i64 %4604
  %4606 = load float, ptr addrspace(1) %4605, align 4
  %4607 = select i1 %26, float %4606, float 0.000000e+00
  %4608 = add i32 %4600, %27
  %4609 = select i1 %28, i32 %4608, i32 %4600
  %4610 = sext i32 %4609 to i64
  %4611 = mul i64 %4610, 4
  %4612 = getelementptr i8, ptr addrspace(1) %3, i64 %4611
  %4613 = load float, ptr addrspace(1) %4612, align 4
  %4614 = select i1 %28, float %4613, float 0.000000e+00
  %4615 = add i32 %4600, %29
  %4616 = select i1 %30, i32 %4615, i32 %4600
  %4617 = sext i32 %4616 to i64
  %4618 = mul i64 %4617, 4
  %4619 = getelementptr i8, ptr addrspace(1) %3, i64 %4618
  %4620 = load float, ptr addrspace(1) %4619, align 4
  %4621 = select i1 %30, float %4620, float 0.000000e+00
  %4622 = add i32 %4600, %31
  %4623 = select i1 %32, i32 %4622, i32 %4600
  %4624 = sext i32 %4623 to i64
  %4625 = mul i64 %4624, 4
  %4626 = getelementptr i8, ptr addrspace(1) %3, i64 %4625
  %4627 = load float, ptr addrspace(1) %4626, align 4
  %4628 = select i1 %32, float %4627, float 0.000000e+00
  %4629 = add i32 %4600, %33
  %4630 = select i1 %34, i32 %4629, i32 %4600
  %4631 = sext i32 %4630 to i64
  %4632 = mul i64 %4631, 4
  %4633 = getelementptr i8, ptr addrspace(1) %3, i64 %4632
  %4634 = load float, ptr addrspace(1) %4633, align 4
  %4635 = select i1 %34, float %4634, float 0.000000e+00
  %4636 = add i32 %4600, %35
  %4637 = select i1 %36, i32 %4636, i32 %4600
  %4638 = sext i32 %4637 to i64
  %4639 = mul i64 %4638, 4
  %4640 = getelementptr i8, ptr addrspace(1) %3, i64 %4639
  %4641 = load float, ptr addrspace(1) %4640, align 4
  %4642 = select i1 %36, float %4641, float 0.000000e+00
  %4643 = add i32 %4600, %37
  %4644 = select i1 %38, i32 %4643, i32 %4600
  %4645 = sext i32 %4644 to i64
  %4646 = mul i64 %4645, 4
  %4647 = getelementptr i8, ptr addrspace(1) %3, i64 %4646
  %4648 = load float, ptr addrspace(1) %4647, align 4
  %4649 = select i1 %38, float %4648, float 0.000000e+00
  %4650 = add i32 %4600, %39
  %4651 = select i1 %40, i32 %4650, i32 %4600
  %4652 = sext i32 %4651 to i64
  %4653 = mul i64 %4652, 4
  %4654 = getelementptr i8, ptr addrspace(1) %3, i64 %4653
  %4655 = load float, ptr addrspace(1) %4654, align 4
  %4656 = select i1 %40, float %4655, float 0.000000e+00
  %4657 = bitcast float %3471 to i32
  %4658 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %4657)
  %4659 = bitcast i32 %4658 to float
  %4660 = load float, ptr addrspace(5) %v, align 4
  %4661 = fmul float %4659, %4607
  %4662 = fadd float %4661, %4660
  store float %4662, ptr addrspace(5) %v, align 4
  %4663 = load float, ptr addrspace(5) %v1, align 4
  %4664 = fmul float %4659, %4614
  %4665 = fadd float %4664, %4663
  store float %4665, ptr addrspace(5) %v1, align 4
  %4666 = load float, ptr addrspace(5) %v2, align 4
  %4667 = fmul float %4659, %4621
  %4668 = fadd float %4667, %4666
  store float %4668, ptr addrspace(5) %v2, align 4
  %4669 = load float, ptr addrspace(5) %v3, align 4
  %4670 = fmul float %4659, %4628
  %4671 = fadd float %4670, %4669
  store float %4671, ptr addrspace(5) %v3, align 4
  %4672 = load float, ptr addrspace(5) %v4, align 4
  %4673 = fmul float %4659, %4635
  %4674 = fadd float %4673, %4672
  store float %4674, ptr addrspace(5) %v4, align 4
  %4675 = load float, ptr addrspace(5) %v5, align 4
  %4676 = fmul float %4659, %4642
  %4677 = fadd float %4676, %4675
  store float %4677, ptr addrspace(5) %v5, align 4
  %4678 = load float, ptr addrspace(5) %v6, align 4
  %4679 = fmul float %4659, %4649
  %4680 = fadd float %4679, %4678
  store float %4680, ptr addrspace(5) %v6, align 4
  %4681 = load float, ptr addrspace(5) %v7, align 4
  %4682 = fmul float %4659, %4656
  %4683 = fadd float %4682, %4681
  store float %4683, ptr addrspace(5) %v7, align 4
  %4684 = bitcast float %3471 to i32
  %4685 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %4684)
  %4686 = bitcast i32 %4685 to float
  %4687 = load float, ptr addrspace(5) %v8, align 4
  %4688 = fmul float %4686, %4607
  %4689 = fadd float %4688, %4687
  store float %4689, ptr addrspace(5) %v8, align 4
  %4690 = load float, ptr addrspace(5) %v9, align 4
  %4691 = fmul float %4686, %4614
  %4692 = fadd float %4691, %4690
  store float %4692, ptr addrspace(5) %v9, align 4
  %4693 = load float, ptr addrspace(5) %v10, align 4
  %4694 = fmul float %4686, %4621
  %4695 = fadd float %4694, %4693
  store float %4695, ptr addrspace(5) %v10, align 4
  %4696 = load float, ptr addrspace(5) %v11, align 4
  %4697 = fmul float %4686, %4628
  %4698 = fadd float %4697, %4696
  store float %4698, ptr addrspace(5) %v11, align 4
  %4699 = load float, ptr addrspace(5) %v12, align 4
  %4700 = fmul float %4686, %4635
  %4701 = fadd float %4700, %4699
  store float %4701, ptr addrspace(5) %v12, align 4
  %4702 = load float, ptr addrspace(5) %v13, align 4
  %4703 = fmul float %4686, %4642
  %4704 = fadd float %4703, %4702
  store float %4704, ptr addrspace(5) %v13, align 4
  %4705 = load float, ptr addrspace(5) %v14, align 4
  %4706 = fmul float %4686, %4649
  %4707 = fadd float %4706, %4705
  store float %4707, ptr addrspace(5) %v14, align 4
  %4708 = load float, ptr addrspace(5) %v15, align 4
  %4709 = fmul float %4686, %4656
  %4710 = fadd float %4709, %4708
  store float %4710, ptr addrspace(5) %v15, align 4
  %4711 = bitcast float %3471 to i32
  %4712 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %4711)
  %4713 = bitcast i32 %4712 to float
  %4714 = load float, ptr addrspace(5) %v16, align 4
  %4715 = fmul float %4713, %4607
  %4716 = fadd float %4715, %4714
  store float %4716, ptr addrspace(5) %v16, align 4
  %4717 = load float, ptr addrspace(5) %v17, align 4
  %4718 = fmul float %4713, %4614
  %4719 = fadd float %4718, %4717
  store float %4719, ptr addrspace(5) %v17, align 4
  %4720 = load float, ptr addrspace(5) %v18, align 4
  %4721 = fmul float %4713, %4621
  %4722 = fadd float %4721, %4720
  store float %4722, ptr addrspace(5) %v18, align 4
  %4723 = load float, ptr addrspace(5) %v19, align 4
  %4724 = fmul float %4713, %4628
  %4725 = fadd float %4724, %4723
  store float %4725, ptr addrspace(5) %v19, align 4
  %4726 = load float, ptr addrspace(5) %v20, align 4
  %4727 = fmul float %4713, %4635
  %4728 = fadd float %4727, %4726
  store float %4728, ptr addrspace(5) %v20, align 4
  %4729 = load float, ptr addrspace(5) %v21, align 4
  %4730 = fmul float %4713, %4642
  %4731 = fadd float %4730, %4729
  store float %4731, ptr addrspace(5) %v21, align 4
  %4732 = load float, ptr addrspace(5) %v22, align 4
  %4733 = fmul float %4713, %4649
  %4734 = fadd float %4733, %4732
  store float %4734, ptr addrspace(5) %v22, align 4
  %4735 = load float, ptr addrspace(5) %v23, align 4
  %4736 = fmul float %4713, %4656
  %4737 = fadd float %4736, %4735
  store float %4737, ptr addrspace(5) %v23, align 4
  %4738 = bitcast float %3471 to i32
  %4739 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %4738)
  %4740 = bitcast i32 %4739 to float
  %4741 = load float, ptr addrspace(5) %v24, align 4
  %4742 = fmul float %4740, %4607
  %4743 = fadd float %4742, %4741
  store float %4743, ptr addrspace(5) %v24, align 4
  %4744 = load float, ptr addrspace(5) %v25, align 4
  %4745 = fmul float %4740, %4614
  %4746 = fadd float %4745, %4744
  store float %4746, ptr addrspace(5) %v25, align 4
  %4747 = load float, ptr addrspace(5) %v26, align 4
  %4748 = fmul float %4740, %4621
  %4749 = fadd float %4748, %4747
  store float %4749, ptr addrspace(5) %v26, align 4
  %4750 = load float, ptr addrspace(5) %v27, align 4
  %4751 = fmul float %4740, %4628
  %4752 = fadd float %4751, %4750
  store float %4752, ptr addrspace(5) %v27, align 4
  %4753 = load float, ptr addrspace(5) %v28, align 4
  %4754 = fmul float %4740, %4635
  %4755 = fadd float %4754, %4753
  store float %4755, ptr addrspace(5) %v28, align 4
  %4756 = load float, ptr addrspace(5) %v29, align 4
  %4757 = fmul float %4740, %4642
  %4758 = fadd float %4757, %4756
  store float %4758, ptr addrspace(5) %v29, align 4
  %4759 = load float, ptr addrspace(5) %v30, align 4
  %4760 = fmul float %4740, %4649
  %4761 = fadd float %4760, %4759
  store float %4761, ptr addrspace(5) %v30, align 4
  %4762 = load float, ptr addrspace(5) %v31, align 4
  %4763 = fmul float %4740, %4656
  %4764 = fadd float %4763, %4762
  store float %4764, ptr addrspace(5) %v31, align 4
  %4765 = add i32 %2070, 7
  %4766 = icmp sgt i32 %4765, %309
  %4767 = select i1 %4766, i32 %309, i32 %4765
  %4768 = mul i32 %4767, %5
  %4769 = add i32 %4768, %18
  %4770 = mul i32 %4769, %6
  %4771 = add i32 %4770, %25
  %4772 = select i1 %26, i32 %4771, i32 %4770
  %4773 = sext i32 %4772 to i64
  %4774 = mul i64 %4773, 4
  %4775 = getelementptr i8, ptr addrspace(1) %3, i64 %4774
  %4776 = load float, ptr addrspace(1) %4775, align 4
  %4777 = select i1 %26, float %4776, float 0.000000e+00
  %4778 = add i32 %4770, %27
  %4779 = select i1 %28, i32 %4778, i32 %4770
  %4780 = sext i32 %4779 to i64
  %4781 = mul i64 %4780, 4
  %4782 = getelementptr i8, ptr addrspace(1) %3, i64 %4781
  %4783 = load float, ptr addrspace(1) %4782, align 4
  %4784 = select i1 %28, float %4783, float 0.000000e+00
  %4785 = add i32 %4770, %29
  %4786 = select i1 %30, i32 %4785, i32 %4770
  %4787 = sext i32 %4786 to i64
  %4788 = mul i64 %4787, 4
  %4789 = getelementptr i8, ptr addrspace(1) %3, i64 %4788
  %4790 = load float, ptr addrspace(1) %4789, align 4
  %4791 = select i1 %30, float %4790, float 0.000000e+00
  %4792 = add i32 %4770, %31
  %4793 = select i1 %32, i32 %4792, i32 %4770
  %4794 = sext i32 %4793 to i64
  %4795 = mul i64 %4794, 4
  %4796 = getelementptr i8, ptr addrspace(1) %3, i64 %4795
  %4797 = load float, ptr addrspace(1) %4796, align 4
  %4798 = select i1 %32, float %4797, float 0.000000e+00
  %4799 = add i32 %4770, %33
  %4800 = select i1 %34, i32 %4799, i32 %4770
  %4801 = sext i32 %4800 to i64
  %4802 = mul i64 %4801, 4
  %4803 = getelementptr i8, ptr addrspace(1) %3, i64 %4802
  %4804 = load float, ptr addrspace(1) %4803, align 4
  %4805 = select i1 %34, float %4804, float 0.000000e+00
  %4806 = add i32 %4770, %35
  %4807 = select i1 %36, i32 %4806, i32 %4770
  %4808 = sext i32 %4807 to i64
  %4809 = mul i64 %4808, 4
  %4810 = getelementptr i8, ptr addrspace(1) %3, i64 %4809
  %4811 = load float, ptr addrspace(1) %4810, align 4
  %4812 = select i1 %36, float %4811, float 0.000000e+00
  %4813 = add i32 %4770, %37
  %4814 = select i1 %38, i32 %4813, i32 %4770
  %4815 = sext i32 %4814 to i64
  %4816 = mul i64 %4815, 4
  %4817 = getelementptr i8, ptr addrspace(1) %3, i64 %4816
  %4818 = load float, ptr addrspace(1) %4817, align 4
  %4819 = select i1 %38, float %4818, float 0.000000e+00
  %4820 = add i32 %4770, %39
  %4821 = select i1 %40, i32 %4820, i32 %4770
  %4822 = sext i32 %4821 to i64
  %4823 = mul i64 %4822, 4
  %4824 = getelementptr i8, ptr addrspace(1) %3, i64 %4823
  %4825 = load float, ptr addrspace(1) %4824, align 4
  %4826 = select i1 %40, float %4825, float 0.000000e+00
  %4827 = bitcast float %3471 to i32
  %4828 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %4827)
  %4829 = bitcast i32 %4828 to float
  %4830 = load float, ptr addrspace(5) %v, align 4
  %4831 = fmul float %4829, %4777
  %4832 = fadd float %4831, %4830
  store float %4832, ptr addrspace(5) %v, align 4
  %4833 = load float, ptr addrspace(5) %v1, align 4
  %4834 = fmul float %4829, %4784
  %4835 = fadd float %4834, %4833
  store float %4835, ptr addrspace(5) %v1, align 4
  %4836 = load float, ptr addrspace(5) %v2, align 4
  %4837 = fmul float %4829, %4791
  %4838 = fadd float %4837, %4836
  store float %4838, ptr addrspace(5) %v2, align 4
  %4839 = load float, ptr addrspace(5) %v3, align 4
  %4840 = fmul float %4829, %4798
  %4841 = fadd float %4840, %4839
  store float %4841, ptr addrspace(5) %v3, align 4
  %4842 = load float, ptr addrspace(5) %v4, align 4
  %4843 = fmul float %4829, %4805
  %4844 = fadd float %4843, %4842
  store float %4844, ptr addrspace(5) %v4, align 4
  %4845 = load float, ptr addrspace(5) %v5, align 4
  %4846 = fmul float %4829, %4812
  %4847 = fadd float %4846, %4845
  store float %4847, ptr addrspace(5) %v5, align 4
  %4848 = load float, ptr addrspace(5) %v6, align 4
  %4849 = fmul float %4829, %4819
  %4850 = fadd float %4849, %4848
  store float %4850, ptr addrspace(5) %v6, align 4
  %4851 = load float, ptr addrspace(5) %v7, align 4
  %4852 = fmul float %4829, %4826
  %4853 = fadd float %4852, %4851
  store float %4853, ptr addrspace(5) %v7, align 4
  %4854 = bitcast float %3471 to i32
  %4855 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %4854)
  %4856 = bitcast i32 %4855 to float
  %4857 = load float, ptr addrspace(5) %v8, align 4
  %4858 = fmul float %4856, %4777
  %4859 = fadd float %4858, %4857
  store float %4859, ptr addrspace(5) %v8, align 4
  %4860 = load float, ptr addrspace(5) %v9, align 4
  %4861 = fmul float %4856, %4784
  %4862 = fadd float %4861, %4860
  store float %4862, ptr addrspace(5) %v9, align 4
  %4863 = load float, ptr addrspace(5) %v10, align 4
  %4864 = fmul float %4856, %4791
  %4865 = fadd float %4864, %4863
  store float %4865, ptr addrspace(5) %v10, align 4
  %4866 = load float, ptr addrspace(5) %v11, align 4
  %4867 = fmul float %4856, %4798
  %4868 = fadd float %4867, %4866
  store float %4868, ptr addrspace(5) %v11, align 4
  %4869 = load float, ptr addrspace(5) %v12, align 4
  %4870 = fmul float %4856, %4805
  %4871 = fadd float %4870, %4869
  store float %4871, ptr addrspace(5) %v12, align 4
  %4872 = load float, ptr addrspace(5) %v13, align 4
  %4873 = fmul float %4856, %4812
  %4874 = fadd float %4873, %4872
  store float %4874, ptr addrspace(5) %v13, align 4
  %4875 = load float, ptr addrspace(5) %v14, align 4
  %4876 = fmul float %4856, %4819
  %4877 = fadd float %4876, %4875
  store float %4877, ptr addrspace(5) %v14, align 4
  %4878 = load float, ptr addrspace(5) %v15, align 4
  %4879 = fmul float %4856, %4826
  %4880 = fadd float %4879, %4878
  store float %4880, ptr addrspace(5) %v15, align 4
  %4881 = bitcast float %3471 to i32
  %4882 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %4881)
  %4883 = bitcast i32 %4882 to float
  %4884 = load float, ptr addrspace(5) %v16, align 4
  %4885 = fmul float %4883, %4777
  %4886 = fadd float %4885, %4884
  store float %4886, ptr addrspace(5) %v16, align 4
  %4887 = load float, ptr addrspace(5) %v17, align 4
  %4888 = fmul float %4883, %4784
  %4889 = fadd float %4888, %4887
  store float %4889, ptr addrspace(5) %v17, align 4
  %4890 = load float, ptr addrspace(5) %v18, align 4
  %4891 = fmul float %4883, %4791
  %4892 = fadd float %4891, %4890
  store float %4892, ptr addrspace(5) %v18, align 4
  %4893 = load float, ptr addrspace(5) %v19, align 4
  %4894 = fmul float %4883, %4798
  %4895 = fadd float %4894, %4893
  store float %4895, ptr addrspace(5) %v19, align 4
  %4896 = load float, ptr addrspace(5) %v20, align 4
  %4897 = fmul float %4883, %4805
  %4898 = fadd float %4897, %4896
  store float %4898, ptr addrspace(5) %v20, align 4
  %4899 = load float, ptr addrspace(5) %v21, align 4
  %4900 = fmul float %4883, %4812
  %4901 = fadd float %4900, %4899
  store float %4901, ptr addrspace(5) %v21, align 4
  %4902 = load float, ptr addrspace(5) %v22, align 4
  %4903 = fmul float %4883, %4819
  %4904 = fadd float %4903, %4902
  store float %4904, ptr addrspace(5) %v22, align 4
  %4905 = load float, ptr addrspace(5) %v23, align 4
  %4906 = fmul float %4883, %4826
  %4907 = fadd float %4906, %4905
  store float %4907, ptr addrspace(5) %v23, align 4
  %4908 = bitcast float %3471 to i32
  %4909 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %4908)
  %4910 = bitcast i32 %4909 to float
  %4911 = load float, ptr addrspace(5) %v24, align 4
  %4912 = fmul float %4910, %4777
  %4913 = fadd float %4912, %4911
  store float %4913, ptr addrspace(5) %v24, align 4
  %4914 = load float, ptr addrspace(5) %v25, align 4
  %4915 = fmul float %4910, %4784
  %4916 = fadd float %4915, %4914
  store float %4916, ptr addrspace(5) %v25, align 4
  %4917 = load float, ptr addrspace(5) %v26, align 4
  %4918 = fmul float %4910, %4791
  %4919 = fadd float %4918, %4917
  store float %4919, ptr addrspace(5) %v26, align 4
  %4920 = load float, ptr addrspace(5) %v27, align 4
  %4921 = fmul float %4910, %4798
  %4922 = fadd float %4921, %4920
  store float %4922, ptr addrspace(5) %v27, align 4
  %4923 = load float, ptr addrspace(5) %v28, align 4
  %4924 = fmul float %4910, %4805
  %4925 = fadd float %4924, %4923
  store float %4925, ptr addrspace(5) %v28, align 4
  %4926 = load float, ptr addrspace(5) %v29, align 4
  %4927 = fmul float %4910, %4812
  %4928 = fadd float %4927, %4926
  store float %4928, ptr addrspace(5) %v29, align 4
  %4929 = load float, ptr addrspace(5) %v30, align 4
  %4930 = fmul float %4910, %4819
  %4931 = fadd float %4930, %4929
  store float %4931, ptr addrspace(5) %v30, align 4
  %4932 = load float, ptr addrspace(5) %v31, align 4
  %4933 = fmul float %4910, %4826
  %4934 = fadd float %4933, %4932
  store float %4934, ptr addrspace(5) %v31, align 4
  %4935 = load i32, ptr addrspace(5) %v37, align 4
  %4936 = add i32 %4935, 4
  store i32 %4936, ptr addrspace(5) %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %4937 = add i32 %2065, %25
  %4938 = sext i32 %4937 to i64
  %4939 = mul i64 %4938, 4
  %4940 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4939
  store float %2066, ptr addrspace(3) %4940, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %4941 = load float, ptr addrspace(5) %v1, align 4
  br i1 %28, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %4942 = add i32 %2065, %27
  %4943 = sext i32 %4942 to i64
  %4944 = mul i64 %4943, 4
  %4945 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4944
  store float %4941, ptr addrspace(3) %4945, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %4946 = load float, ptr addrspace(5) %v2, align 4
  br i1 %30, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %4947 = add i32 %2065, %29
  %4948 = sext i32 %4947 to i64
  %4949 = mul i64 %4948, 4
  %4950 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4949
  store float %4946, ptr addrspace(3) %4950, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %4951 = load float, ptr addrspace(5) %v3, align 4
  br i1 %32, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %4952 = add i32 %2065, %31
  %4953 = sext i32 %4952 to i64
  %4954 = mul i64 %4953, 4
  %4955 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4954
  store float %4951, ptr addrspace(3) %4955, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %4956 = load float, ptr addrspace(5) %v4, align 4
  br i1 %34, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %4957 = add i32 %2065, %33
  %4958 = sext i32 %4957 to i64
  %4959 = mul i64 %4958, 4
  %4960 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4959
  store float %4956, ptr addrspace(3) %4960, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %4961 = load float, ptr addrspace(5) %v5, align 4
  br i1 %36, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %4962 = add i32 %2065, %35
  %4963 = sext i32 %4962 to i64
  %4964 = mul i64 %4963, 4
  %4965 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4964
  store float %4961, ptr addrspace(3) %4965, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %4966 = load float, ptr addrspace(5) %v6, align 4
  br i1 %38, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %4967 = add i32 %2065, %37
  %4968 = sext i32 %4967 to i64
  %4969 = mul i64 %4968, 4
  %4970 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4969
  store float %4966, ptr addrspace(3) %4970, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %4971 = load float, ptr addrspace(5) %v7, align 4
  br i1 %40, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %4972 = add i32 %2065, %39
  %4973 = sext i32 %4972 to i64
  %4974 = mul i64 %4973, 4
  %4975 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4974
  store float %4971, ptr addrspace(3) %4975, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %4976 = icmp eq i32 %11, 0
  br i1 %4976, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %4977 = mul i32 %2064, 2
  %4978 = sext i32 %4977 to i64
  %4979 = mul i64 %4978, 4
  %4980 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4979
  store float %2062, ptr addrspace(3) %4980, align 4
  %4981 = add i32 %4977, 1
  %4982 = sext i32 %4981 to i64
  %4983 = mul i64 %4982, 4
  %4984 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4983
  store float %2063, ptr addrspace(3) %4984, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %4985 = add i32 4, %13
  %4986 = mul i32 %4985, 256
  %4987 = load float, ptr addrspace(5) %v8, align 4
  br i1 %26, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %4988 = add i32 %4986, %25
  %4989 = sext i32 %4988 to i64
  %4990 = mul i64 %4989, 4
  %4991 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4990
  store float %4987, ptr addrspace(3) %4991, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %4992 = load float, ptr addrspace(5) %v9, align 4
  br i1 %28, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %4993 = add i32 %4986, %27
  %4994 = sext i32 %4993 to i64
  %4995 = mul i64 %4994, 4
  %4996 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4995
  store float %4992, ptr addrspace(3) %4996, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %4997 = load float, ptr addrspace(5) %v10, align 4
  br i1 %30, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %4998 = add i32 %4986, %29
  %4999 = sext i32 %4998 to i64
  %5000 = mul i64 %4999, 4
  %5001 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5000
  store float %4997, ptr addrspace(3) %5001, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5002 = load float, ptr addrspace(5) %v11, align 4
  br i1 %32, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5003 = add i32 %4986, %31
  %5004 = sext i32 %5003 to i64
  %5005 = mul i64 %5004, 4
  %5006 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5005
  store float %5002, ptr addrspace(3) %5006, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5007 = load float, ptr addrspace(5) %v12, align 4
  br i1 %34, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5008 = add i32 %4986, %33
  %5009 = sext i32 %5008 to i64
  %5010 = mul i64 %5009, 4
  %5011 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5010
  store float %5007, ptr addrspace(3) %5011, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5012 = load float, ptr addrspace(5) %v13, align 4
  br i1 %36, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5013 = add i32 %4986, %35
  %5014 = sext i32 %5013 to i64
  %5015 = mul i64 %5014, 4
  %5016 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5015
  store float %5012, ptr addrspace(3) %5016, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5017 = load float, ptr addrspace(5) %v14, align 4
  br i1 %38, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5018 = add i32 %4986, %37
  %5019 = sext i32 %5018 to i64
  %5020 = mul i64 %5019, 4
  %5021 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5020
  store float %5017, ptr addrspace(3) %5021, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5022 = load float, ptr addrspace(5) %v15, align 4
  br i1 %40, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5023 = add i32 %4986, %39
  %5024 = sext i32 %5023 to i64
  %5025 = mul i64 %5024, 4
  %5026 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5025
  store float %5022, ptr addrspace(3) %5026, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5027 = icmp eq i32 %11, 8
  br i1 %5027, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5028 = mul i32 %4985, 2
  %5029 = sext i32 %5028 to i64
  %5030 = mul i64 %5029, 4
  %5031 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5030
  store float %2062, ptr addrspace(3) %5031, align 4
  %5032 = add i32 %5028, 1
  %5033 = sext i32 %5032 to i64
  %5034 = mul i64 %5033, 4
  %5035 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5034
  store float %2063, ptr addrspace(3) %5035, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5036 = add i32 8, %13
  %5037 = mul i32 %5036, 256
  %5038 = load float, ptr addrspace(5) %v16, align 4
  br i1 %26, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5039 = add i32 %5037, %25
  %5040 = sext i32 %5039 to i64
  %5041 = mul i64 %5040, 4
  %5042 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5041
  store float %5038, ptr addrspace(3) %5042, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5043 = load float, ptr addrspace(5) %v17, align 4
  br i1 %28, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5044 = add i32 %5037, %27
  %5045 = sext i32 %5044 to i64
  %5046 = mul i64 %5045, 4
  %5047 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5046
  store float %5043, ptr addrspace(3) %5047, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5048 = load float, ptr addrspace(5) %v18, align 4
  br i1 %30, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5049 = add i32 %5037, %29
  %5050 = sext i32 %5049 to i64
  %5051 = mul i64 %5050, 4
  %5052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5051
  store float %5048, ptr addrspace(3) %5052, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5053 = load float, ptr addrspace(5) %v19, align 4
  br i1 %32, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5054 = add i32 %5037, %31
  %5055 = sext i32 %5054 to i64
  %5056 = mul i64 %5055, 4
  %5057 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5056
  store float %5053, ptr addrspace(3) %5057, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5058 = load float, ptr addrspace(5) %v20, align 4
  br i1 %34, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5059 = add i32 %5037, %33
  %5060 = sext i32 %5059 to i64
  %5061 = mul i64 %5060, 4
  %5062 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5061
  store float %5058, ptr addrspace(3) %5062, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5063 = load float, ptr addrspace(5) %v21, align 4
  br i1 %36, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5064 = add i32 %5037, %35
  %5065 = sext i32 %5064 to i64
  %5066 = mul i64 %5065, 4
  %5067 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5066
  store float %5063, ptr addrspace(3) %5067, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5068 = load float, ptr addrspace(5) %v22, align 4
  br i1 %38, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5069 = add i32 %5037, %37
  %5070 = sext i32 %5069 to i64
  %5071 = mul i64 %5070, 4
  %5072 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5071
  store float %5068, ptr addrspace(3) %5072, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5073 = load float, ptr addrspace(5) %v23, align 4
  br i1 %40, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5074 = add i32 %5037, %39
  %5075 = sext i32 %5074 to i64
  %5076 = mul i64 %5075, 4
  %5077 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5076
  store float %5073, ptr addrspace(3) %5077, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5078 = icmp eq i32 %11, 16
  br i1 %5078, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5079 = mul i32 %5036, 2
  %5080 = sext i32 %5079 to i64
  %5081 = mul i64 %5080, 4
  %5082 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5081
  store float %2062, ptr addrspace(3) %5082, align 4
  %5083 = add i32 %5079, 1
  %5084 = sext i32 %5083 to i64
  %5085 = mul i64 %5084, 4
  %5086 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5085
  store float %2063, ptr addrspace(3) %5086, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5087 = add i32 12, %13
  %5088 = mul i32 %5087, 256
  %5089 = load float, ptr addrspace(5) %v24, align 4
  br i1 %26, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5090 = add i32 %5088, %25
  %5091 = sext i32 %5090 to i64
  %5092 = mul i64 %5091, 4
  %5093 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5092
  store float %5089, ptr addrspace(3) %5093, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5094 = load float, ptr addrspace(5) %v25, align 4
  br i1 %28, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5095 = add i32 %5088, %27
  %5096 = sext i32 %5095 to i64
  %5097 = mul i64 %5096, 4
  %5098 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5097
  store float %5094, ptr addrspace(3) %5098, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5099 = load float, ptr addrspace(5) %v26, align 4
  br i1 %30, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5100 = add i32 %5088, %29
  %5101 = sext i32 %5100 to i64
  %5102 = mul i64 %5101, 4
  %5103 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5102
  store float %5099, ptr addrspace(3) %5103, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5104 = load float, ptr addrspace(5) %v27, align 4
  br i1 %32, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5105 = add i32 %5088, %31
  %5106 = sext i32 %5105 to i64
  %5107 = mul i64 %5106, 4
  %5108 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5107
  store float %5104, ptr addrspace(3) %5108, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5109 = load float, ptr addrspace(5) %v28, align 4
  br i1 %34, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5110 = add i32 %5088, %33
  %5111 = sext i32 %5110 to i64
  %5112 = mul i64 %5111, 4
  %5113 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5112
  store float %5109, ptr addrspace(3) %5113, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5114 = load float, ptr addrspace(5) %v29, align 4
  br i1 %36, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5115 = add i32 %5088, %35
  %5116 = sext i32 %5115 to i64
  %5117 = mul i64 %5116, 4
  %5118 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5117
  store float %5114, ptr addrspace(3) %5118, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5119 = load float, ptr addrspace(5) %v30, align 4
  br i1 %38, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5120 = add i32 %5088, %37
  %5121 = sext i32 %5120 to i64
  %5122 = mul i64 %5121, 4
  %5123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5122
  store float %5119, ptr addrspace(3) %5123, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5124 = load float, ptr addrspace(5) %v31, align 4
  br i1 %40, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5125 = add i32 %5088, %39
  %5126 = sext i32 %5125 to i64
  %5127 = mul i64 %5126, 4
  %5128 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5127
  store float %5124, ptr addrspace(3) %5128, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5129 = icmp eq i32 %11, 24
  br i1 %5129, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5130 = mul i32 %5087, 2
  %5131 = sext i32 %5130 to i64
  %5132 = mul i64 %5131, 4
  %5133 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5132
  store float %2062, ptr addrspace(3) %5133, align 4
  %5134 = add i32 %5130, 1
  %5135 = sext i32 %5134 to i64
  %5136 = mul i64 %5135, 4
  %5137 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5136
  store float %2063, ptr addrspace(3) %5137, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %5138 = load float, ptr addrspace(3) @lds2, align 4
  %5139 = fcmp ogt float %5138, 0xFFF0000000000000
  %5140 = select i1 %5139, float %5138, float 0xFFF0000000000000
  %5141 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5142 = fcmp ogt float %5141, %5140
  %5143 = select i1 %5142, float %5141, float %5140
  %5144 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5145 = fcmp ogt float %5144, %5143
  %5146 = select i1 %5145, float %5144, float %5143
  %5147 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5148 = fcmp ogt float %5147, %5146
  %5149 = select i1 %5148, float %5147, float %5146
  %5150 = fsub float %5138, %5149
  %5151 = fmul float %5150, 0x3FF7154760000000
  %5152 = fcmp olt float %5151, -1.260000e+02
  %5153 = fcmp ogt float %5151, 1.270000e+02
  %5154 = select i1 %5152, float -1.260000e+02, float %5151
  %5155 = select i1 %5153, float 1.270000e+02, float %5154
  %5156 = fadd float %5155, 5.000000e-01
  %5157 = call float @llvm.floor.f32(float %5156)
  %5158 = fsub float %5155, %5157
  %5159 = fmul float 0x3EEFFCBFC0000000, %5158
  %5160 = fadd float %5159, 0x3F24309120000000
  %5161 = fmul float %5160, %5158
  %5162 = fadd float %5161, 0x3F55D87FE0000000
  %5163 = fmul float %5162, %5158
  %5164 = fadd float %5163, 0x3F83B2AB60000000
  %5165 = fmul float %5164, %5158
  %5166 = fadd float %5165, 0x3FAC6B08E0000000
  %5167 = fmul float %5166, %5158
  %5168 = fadd float %5167, 0x3FCEBFBE00000000
  %5169 = fmul float %5168, %5158
  %5170 = fadd float %5169, 0x3FE62E4300000000
  %5171 = fmul float %5170, %5158
  %5172 = fadd float %5171, 1.000000e+00
  %5173 = fptosi float %5157 to i32
  %5174 = add i32 %5173, 127
  %5175 = shl i32 %5174, 23
  %5176 = bitcast i32 %5175 to float
  %5177 = fmul float %5172, %5176
  %5178 = select i1 %5152, float 0.000000e+00, float %5177
  %5179 = select i1 %5153, float 0x7FF0000000000000, float %5178
  %5180 = fcmp uno float %5151, %5151
  %5181 = select i1 %5180, float %5151, float %5179
  %5182 = fcmp oeq float %5138, 0xFFF0000000000000
  %5183 = select i1 %5182, float 0.000000e+00, float %5181
  %5184 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5185 = fmul float %5183, %5184
  %5186 = fadd float %5185, 0.000000e+00
  %5187 = fsub float %5141, %5149
  %5188 = fmul float %5187, 0x3FF7154760000000
  %5189 = fcmp olt float %5188, -1.260000e+02
  %5190 = fcmp ogt float %5188, 1.270000e+02
  %5191 = select i1 %5189, float -1.260000e+02, float %5188
  %5192 = select i1 %5190, float 1.270000e+02, float %5191
  %5193 = fadd float %5192, 5.000000e-01
  %5194 = call float @llvm.floor.f32(float %5193)
  %5195 = fsub float %5192, %5194
  %5196 = fmul float 0x3EEFFCBFC0000000, %5195
  %5197 = fadd float %5196, 0x3F24309120000000
  %5198 = fmul float %5197, %5195
  %5199 = fadd float %5198, 0x3F55D87FE0000000
  %5200 = fmul float %5199, %5195
  %5201 = fadd float %5200, 0x3F83B2AB60000000
  %5202 = fmul float %5201, %5195
  %5203 = fadd float %5202, 0x3FAC6B08E0000000
  %5204 = fmul float %5203, %5195
  %5205 = fadd float %5204, 0x3FCEBFBE00000000
  %5206 = fmul float %5205, %5195
  %5207 = fadd float %5206, 0x3FE62E4300000000
  %5208 = fmul float %5207, %5195
  %5209 = fadd float %5208, 1.000000e+00
  %5210 = fptosi float %5194 to i32
  %5211 = add i32 %5210, 127
  %5212 = shl i32 %5211, 23
  %5213 = bitcast i32 %5212 to float
  %5214 = fmul float %5209, %5213
  %5215 = select i1 %5189, float 0.000000e+00, float %5214
  %5216 = select i1 %5190, float 0x7FF0000000000000, float %5215
  %5217 = fcmp uno float %5188, %5188
  %5218 = select i1 %5217, float %5188, float %5216
  %5219 = fcmp oeq float %5141, 0xFFF0000000000000
  %5220 = select i1 %5219, float 0.000000e+00, float %5218
  %5221 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5222 = fmul float %5220, %5221
  %5223 = fadd float %5222, %5186
  %5224 = fsub float %5144, %5149
  %5225 = fmul float %5224, 0x3FF7154760000000
  %5226 = fcmp olt float %5225, -1.260000e+02
  %5227 = fcmp ogt float %5225, 1.270000e+02
  %5228 = select i1 %5226, float -1.260000e+02, float %5225
  %5229 = select i1 %5227, float 1.270000e+02, float %5228
  %5230 = fadd float %5229, 5.000000e-01
  %5231 = call float @llvm.floor.f32(float %5230)
  %5232 = fsub float %5229, %5231
  %5233 = fmul float 0x3EEFFCBFC0000000, %5232
  %5234 = fadd float %5233, 0x3F24309120000000
  %5235 = fmul float %5234, %5232
  %5236 = fadd float %5235, 0x3F55D87FE0000000
  %5237 = fmul float %5236, %5232
  %5238 = fadd float %5237, 0x3F83B2AB60000000
  %5239 = fmul float %5238, %5232
  %5240 = fadd float %5239, 0x3FAC6B08E0000000
  %5241 = fmul float %5240, %5232
  %5242 = fadd float %5241, 0x3FCEBFBE00000000
  %5243 = fmul float %5242, %5232
  %5244 = fadd float %5243, 0x3FE62E4300000000
  %5245 = fmul float %5244, %5232
  %5246 = fadd float %5245, 1.000000e+00
  %5247 = fptosi float %5231 to i32
  %5248 = add i32 %5247, 127
  %5249 = shl i32 %5248, 23
  %5250 = bitcast i32 %5249 to float
  %5251 = fmul float %5246, %5250
  %5252 = select i1 %5226, float 0.000000e+00, float %5251
  %5253 = select i1 %5227, float 0x7FF0000000000000, float %5252
  %5254 = fcmp uno float %5225, %5225
  %5255 = select i1 %5254, float %5225, float %5253
  %5256 = fcmp oeq float %5144, 0xFFF0000000000000
  %5257 = select i1 %5256, float 0.000000e+00, float %5255
  %5258 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5259 = fmul float %5257, %5258
  %5260 = fadd float %5259, %5223
  %5261 = fsub float %5147, %5149
  %5262 = fmul float %5261, 0x3FF7154760000000
  %5263 = fcmp olt float %5262, -1.260000e+02
  %5264 = fcmp ogt float %5262, 1.270000e+02
  %5265 = select i1 %5263, float -1.260000e+02, float %5262
  %5266 = select i1 %5264, float 1.270000e+02, float %5265
  %5267 = fadd float %5266, 5.000000e-01
  %5268 = call float @llvm.floor.f32(float %5267)
  %5269 = fsub float %5266, %5268
  %5270 = fmul float 0x3EEFFCBFC0000000, %5269
  %5271 = fadd float %5270, 0x3F24309120000000
  %5272 = fmul float %5271, %5269
  %5273 = fadd float %5272, 0x3F55D87FE0000000
  %5274 = fmul float %5273, %5269
  %5275 = fadd float %5274, 0x3F83B2AB60000000
  %5276 = fmul float %5275, %5269
  %5277 = fadd float %5276, 0x3FAC6B08E0000000
  %5278 = fmul float %5277, %5269
  %5279 = fadd float %5278, 0x3FCEBFBE00000000
  %5280 = fmul float %5279, %5269
  %5281 = fadd float %5280, 0x3FE62E4300000000
  %5282 = fmul float %5281, %5269
  %5283 = fadd float %5282, 1.000000e+00
  %5284 = fptosi float %5268 to i32
  %5285 = add i32 %5284, 127
  %5286 = shl i32 %5285, 23
  %5287 = bitcast i32 %5286 to float
  %5288 = fmul float %5283, %5287
  %5289 = select i1 %5263, float 0.000000e+00, float %5288
  %5290 = select i1 %5264, float 0x7FF0000000000000, float %5289
  %5291 = fcmp uno float %5262, %5262
  %5292 = select i1 %5291, float %5262, float %5290
  %5293 = fcmp oeq float %5147, 0xFFF0000000000000
  %5294 = select i1 %5293, float 0.000000e+00, float %5292
  %5295 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5296 = fmul float %5294, %5295
  %5297 = fadd float %5296, %5260
  br i1 %42, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %9, ptr addrspace(5) %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5298 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5299 = fcmp ogt float %5298, 0xFFF0000000000000
  %5300 = select i1 %5299, float %5298, float 0xFFF0000000000000
  %5301 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5302 = fcmp ogt float %5301, %5300
  %5303 = select i1 %5302, float %5301, float %5300
  %5304 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5305 = fcmp ogt float %5304, %5303
  %5306 = select i1 %5305, float %5304, float %5303
  %5307 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5308 = fcmp ogt float %5307, %5306
  %5309 = select i1 %5308, float %5307, float %5306
  %5310 = fsub float %5298, %5309
  %5311 = fmul float %5310, 0x3FF7154760000000
  %5312 = fcmp olt float %5311, -1.260000e+02
  %5313 = fcmp ogt float %5311, 1.270000e+02
  %5314 = select i1 %5312, float -1.260000e+02, float %5311
  %5315 = select i1 %5313, float 1.270000e+02, float %5314
  %5316 = fadd float %5315, 5.000000e-01
  %5317 = call float @llvm.floor.f32(float %5316)
  %5318 = fsub float %5315, %5317
  %5319 = fmul float 0x3EEFFCBFC0000000, %5318
  %5320 = fadd float %5319, 0x3F24309120000000
  %5321 = fmul float %5320, %5318
  %5322 = fadd float %5321, 0x3F55D87FE0000000
  %5323 = fmul float %5322, %5318
  %5324 = fadd float %5323, 0x3F83B2AB60000000
  %5325 = fmul float %5324, %5318
  %5326 = fadd float %5325, 0x3FAC6B08E0000000
  %5327 = fmul float %5326, %5318
  %5328 = fadd float %5327, 0x3FCEBFBE00000000
  %5329 = fmul float %5328, %5318
  %5330 = fadd float %5329, 0x3FE62E4300000000
  %5331 = fmul float %5330, %5318
  %5332 = fadd float %5331, 1.000000e+00
  %5333 = fptosi float %5317 to i32
  %5334 = add i32 %5333, 127
  %5335 = shl i32 %5334, 23
  %5336 = bitcast i32 %5335 to float
  %5337 = fmul float %5332, %5336
  %5338 = select i1 %5312, float 0.000000e+00, float %5337
  %5339 = select i1 %5313, float 0x7FF0000000000000, float %5338
  %5340 = fcmp uno float %5311, %5311
  %5341 = select i1 %5340, float %5311, float %5339
  %5342 = fcmp oeq float %5298, 0xFFF0000000000000
  %5343 = select i1 %5342, float 0.000000e+00, float %5341
  %5344 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5345 = fmul float %5343, %5344
  %5346 = fadd float %5345, 0.000000e+00
  %5347 = fsub float %5301, %5309
  %5348 = fmul float %5347, 0x3FF7154760000000
  %5349 = fcmp olt float %5348, -1.260000e+02
  %5350 = fcmp ogt float %5348, 1.270000e+02
  %5351 = select i1 %5349, float -1.260000e+02, float %5348
  %5352 = select i1 %5350, float 1.270000e+02, float %5351
  %5353 = fadd float %5352, 5.000000e-01
  %5354 = call float @llvm.floor.f32(float %5353)
  %5355 = fsub float %5352, %5354
  %5356 = fmul float 0x3EEFFCBFC0000000, %5355
  %5357 = fadd float %5356, 0x3F24309120000000
  %5358 = fmul float %5357, %5355
  %5359 = fadd float %5358, 0x3F55D87FE0000000
  %5360 = fmul float %5359, %5355
  %5361 = fadd float %5360, 0x3F83B2AB60000000
  %5362 = fmul float %5361, %5355
  %5363 = fadd float %5362, 0x3FAC6B08E0000000
  %5364 = fmul float %5363, %5355
  %5365 = fadd float %5364, 0x3FCEBFBE00000000
  %5366 = fmul float %5365, %5355
  %5367 = fadd float %5366, 0x3FE62E4300000000
  %5368 = fmul float %5367, %5355
  %5369 = fadd float %5368, 1.000000e+00
  %5370 = fptosi float %5354 to i32
  %5371 = add i32 %5370, 127
  %5372 = shl i32 %5371, 23
  %5373 = bitcast i32 %5372 to float
  %5374 = fmul float %5369, %5373
  %5375 = select i1 %5349, float 0.000000e+00, float %5374
  %5376 = select i1 %5350, float 0x7FF0000000000000, float %5375
  %5377 = fcmp uno float %5348, %5348
  %5378 = select i1 %5377, float %5348, float %5376
  %5379 = fcmp oeq float %5301, 0xFFF0000000000000
  %5380 = select i1 %5379, float 0.000000e+00, float %5378
  %5381 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5382 = fmul float %5380, %5381
  %5383 = fadd float %5382, %5346
  %5384 = fsub float %5304, %5309
  %5385 = fmul float %5384, 0x3FF7154760000000
  %5386 = fcmp olt float %5385, -1.260000e+02
  %5387 = fcmp ogt float %5385, 1.270000e+02
  %5388 = select i1 %5386, float -1.260000e+02, float %5385
  %5389 = select i1 %5387, float 1.270000e+02, float %5388
  %5390 = fadd float %5389, 5.000000e-01
  %5391 = call float @llvm.floor.f32(float %5390)
  %5392 = fsub float %5389, %5391
  %5393 = fmul float 0x3EEFFCBFC0000000, %5392
  %5394 = fadd float %5393, 0x3F24309120000000
  %5395 = fmul float %5394, %5392
  %5396 = fadd float %5395, 0x3F55D87FE0000000
  %5397 = fmul float %5396, %5392
  %5398 = fadd float %5397, 0x3F83B2AB60000000
  %5399 = fmul float %5398, %5392
  %5400 = fadd float %5399, 0x3FAC6B08E0000000
  %5401 = fmul float %5400, %5392
  %5402 = fadd float %5401, 0x3FCEBFBE00000000
  %5403 = fmul float %5402, %5392
  %5404 = fadd float %5403, 0x3FE62E4300000000
  %5405 = fmul float %5404, %5392
  %5406 = fadd float %5405, 1.000000e+00
  %5407 = fptosi float %5391 to i32
  %5408 = add i32 %5407, 127
  %5409 = shl i32 %5408, 23
  %5410 = bitcast i32 %5409 to float
  %5411 = fmul float %5406, %5410
  %5412 = select i1 %5386, float 0.000000e+00, float %5411
  %5413 = select i1 %5387, float 0x7FF0000000000000, float %5412
  %5414 = fcmp uno float %5385, %5385
  %5415 = select i1 %5414, float %5385, float %5413
  %5416 = fcmp oeq float %5304, 0xFFF0000000000000
  %5417 = select i1 %5416, float 0.000000e+00, float %5415
  %5418 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5419 = fmul float %5417, %5418
  %5420 = fadd float %5419, %5383
  %5421 = fsub float %5307, %5309
  %5422 = fmul float %5421, 0x3FF7154760000000
  %5423 = fcmp olt float %5422, -1.260000e+02
  %5424 = fcmp ogt float %5422, 1.270000e+02
  %5425 = select i1 %5423, float -1.260000e+02, float %5422
  %5426 = select i1 %5424, float 1.270000e+02, float %5425
  %5427 = fadd float %5426, 5.000000e-01
  %5428 = call float @llvm.floor.f32(float %5427)
  %5429 = fsub float %5426, %5428
  %5430 = fmul float 0x3EEFFCBFC0000000, %5429
  %5431 = fadd float %5430, 0x3F24309120000000
  %5432 = fmul float %5431, %5429
  %5433 = fadd float %5432, 0x3F55D87FE0000000
  %5434 = fmul float %5433, %5429
  %5435 = fadd float %5434, 0x3F83B2AB60000000
  %5436 = fmul float %5435, %5429
  %5437 = fadd float %5436, 0x3FAC6B08E0000000
  %5438 = fmul float %5437, %5429
  %5439 = fadd float %5438, 0x3FCEBFBE00000000
  %5440 = fmul float %5439, %5429
  %5441 = fadd float %5440, 0x3FE62E4300000000
  %5442 = fmul float %5441, %5429
  %5443 = fadd float %5442, 1.000000e+00
  %5444 = fptosi float %5428 to i32
  %5445 = add i32 %5444, 127
  %5446 = shl i32 %5445, 23
  %5447 = bitcast i32 %5446 to float
  %5448 = fmul float %5443, %5447
  %5449 = select i1 %5423, float 0.000000e+00, float %5448
  %5450 = select i1 %5424, float 0x7FF0000000000000, float %5449
  %5451 = fcmp uno float %5422, %5422
  %5452 = select i1 %5451, float %5422, float %5450
  %5453 = fcmp oeq float %5307, 0xFFF0000000000000
  %5454 = select i1 %5453, float 0.000000e+00, float %5452
  %5455 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5456 = fmul float %5454, %5455
  %5457 = fadd float %5456, %5420
  br i1 %104, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5458 = load i32, ptr addrspace(5) %v115, align 4
  %5459 = icmp slt i32 %5458, %6
  br i1 %5459, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5460 = load i32, ptr addrspace(5) %v115, align 4
  %5461 = add i32 0, %5460
  %5462 = sext i32 %5461 to i64
  %5463 = mul i64 %5462, 4
  %5464 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5463
  %5465 = load float, ptr addrspace(3) %5464, align 4
  %5466 = fmul float %5183, %5465
  %5467 = fadd float %5466, 0.000000e+00
  %5468 = add i32 256, %5460
  %5469 = sext i32 %5468 to i64
  %5470 = mul i64 %5469, 4
  %5471 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5470
  %5472 = load float, ptr addrspace(3) %5471, align 4
  %5473 = fmul float %5220, %5472
  %5474 = fadd float %5473, %5467
  %5475 = add i32 512, %5460
  %5476 = sext i32 %5475 to i64
  %5477 = mul i64 %5476, 4
  %5478 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5477
  %5479 = load float, ptr addrspace(3) %5478, align 4
  %5480 = fmul float %5257, %5479
  %5481 = fadd float %5480, %5474
  %5482 = add i32 768, %5460
  %5483 = sext i32 %5482 to i64
  %5484 = mul i64 %5483, 4
  %5485 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5484
  %5486 = load float, ptr addrspace(3) %5485, align 4
  %5487 = fmul float %5294, %5486
  %5488 = fadd float %5487, %5481
  %5489 = add i32 %46, %5460
  %5490 = fdiv float %5488, %5297
  %5491 = sext i32 %5489 to i64
  %5492 = mul i64 %5491, 4
  %5493 = getelementptr i8, ptr addrspace(1) %0, i64 %5492
  store float %5490, ptr addrspace(1) %5493, align 4
  %5494 = load i32, ptr addrspace(5) %v115, align 4
  %5495 = add i32 %5494, 128
  store i32 %5495, ptr addrspace(5) %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %9, ptr addrspace(5) %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5496 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5497 = fcmp ogt float %5496, 0xFFF0000000000000
  %5498 = select i1 %5497, float %5496, float 0xFFF0000000000000
  %5499 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5500 = fcmp ogt float %5499, %5498
  %5501 = select i1 %5500, float %5499, float %5498
  %5502 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5503 = fcmp ogt float %5502, %5501
  %5504 = select i1 %5503, float %5502, float %5501
  %5505 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5506 = fcmp ogt float %5505, %5504
  %5507 = select i1 %5506, float %5505, float %5504
  %5508 = fsub float %5496, %5507
  %5509 = fmul float %5508, 0x3FF7154760000000
  %5510 = fcmp olt float %5509, -1.260000e+02
  %5511 = fcmp ogt float %5509, 1.270000e+02
  %5512 = select i1 %5510, float -1.260000e+02, float %5509
  %5513 = select i1 %5511, float 1.270000e+02, float %5512
  %5514 = fadd float %5513, 5.000000e-01
  %5515 = call float @llvm.floor.f32(float %5514)
  %5516 = fsub float %5513, %5515
  %5517 = fmul float 0x3EEFFCBFC0000000, %5516
  %5518 = fadd float %5517, 0x3F24309120000000
  %5519 = fmul float %5518, %5516
  %5520 = fadd float %5519, 0x3F55D87FE0000000
  %5521 = fmul float %5520, %5516
  %5522 = fadd float %5521, 0x3F83B2AB60000000
  %5523 = fmul float %5522, %5516
  %5524 = fadd float %5523, 0x3FAC6B08E0000000
  %5525 = fmul float %5524, %5516
  %5526 = fadd float %5525, 0x3FCEBFBE00000000
  %5527 = fmul float %5526, %5516
  %5528 = fadd float %5527, 0x3FE62E4300000000
  %5529 = fmul float %5528, %5516
  %5530 = fadd float %5529, 1.000000e+00
  %5531 = fptosi float %5515 to i32
  %5532 = add i32 %5531, 127
  %5533 = shl i32 %5532, 23
  %5534 = bitcast i32 %5533 to float
  %5535 = fmul float %5530, %5534
  %5536 = select i1 %5510, float 0.000000e+00, float %5535
  %5537 = select i1 %5511, float 0x7FF0000000000000, float %5536
  %5538 = fcmp uno float %5509, %5509
  %5539 = select i1 %5538, float %5509, float %5537
  %5540 = fcmp oeq float %5496, 0xFFF0000000000000
  %5541 = select i1 %5540, float 0.000000e+00, float %5539
  %5542 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5543 = fmul float %5541, %5542
  %5544 = fadd float %5543, 0.000000e+00
  %5545 = fsub float %5499, %5507
  %5546 = fmul float %5545, 0x3FF7154760000000
  %5547 = fcmp olt float %5546, -1.260000e+02
  %5548 = fcmp ogt float %5546, 1.270000e+02
  %5549 = select i1 %5547, float -1.260000e+02, float %5546
  %5550 = select i1 %5548, float 1.270000e+02, float %5549
  %5551 = fadd float %5550, 5.000000e-01
  %5552 = call float @llvm.floor.f32(float %5551)
  %5553 = fsub float %5550, %5552
  %5554 = fmul float 0x3EEFFCBFC0000000, %5553
  %5555 = fadd float %5554, 0x3F24309120000000
  %5556 = fmul float %5555, %5553
  %5557 = fadd float %5556, 0x3F55D87FE0000000
  %5558 = fmul float %5557, %5553
  %5559 = fadd float %5558, 0x3F83B2AB60000000
  %5560 = fmul float %5559, %5553
  %5561 = fadd float %5560, 0x3FAC6B08E0000000
  %5562 = fmul float %5561, %5553
  %5563 = fadd float %5562, 0x3FCEBFBE00000000
  %5564 = fmul float %5563, %5553
  %5565 = fadd float %5564, 0x3FE62E4300000000
  %5566 = fmul float %5565, %5553
  %5567 = fadd float %5566, 1.000000e+00
  %5568 = fptosi float %5552 to i32
  %5569 = add i32 %5568, 127
  %5570 = shl i32 %5569, 23
  %5571 = bitcast i32 %5570 to float
  %5572 = fmul float %5567, %5571
  %5573 = select i1 %5547, float 0.000000e+00, float %5572
  %5574 = select i1 %5548, float 0x7FF0000000000000, float %5573
  %5575 = fcmp uno float %5546, %5546
  %5576 = select i1 %5575, float %5546, float %5574
  %5577 = fcmp oeq float %5499, 0xFFF0000000000000
  %5578 = select i1 %5577, float 0.000000e+00, float %5576
  %5579 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5580 = fmul float %5578, %5579
  %5581 = fadd float %5580, %5544
  %5582 = fsub float %5502, %5507
  %5583 = fmul float %5582, 0x3FF7154760000000
  %5584 = fcmp olt float %5583, -1.260000e+02
  %5585 = fcmp ogt float %5583, 1.270000e+02
  %5586 = select i1 %5584, float -1.260000e+02, float %5583
  %5587 = select i1 %5585, float 1.270000e+02, float %5586
  %5588 = fadd float %5587, 5.000000e-01
  %5589 = call float @llvm.floor.f32(float %5588)
  %5590 = fsub float %5587, %5589
  %5591 = fmul float 0x3EEFFCBFC0000000, %5590
  %5592 = fadd float %5591, 0x3F24309120000000
  %5593 = fmul float %5592, %5590
  %5594 = fadd float %5593, 0x3F55D87FE0000000
  %5595 = fmul float %5594, %5590
  %5596 = fadd float %5595, 0x3F83B2AB60000000
  %5597 = fmul float %5596, %5590
  %5598 = fadd float %5597, 0x3FAC6B08E0000000
  %5599 = fmul float %5598, %5590
  %5600 = fadd float %5599, 0x3FCEBFBE00000000
  %5601 = fmul float %5600, %5590
  %5602 = fadd float %5601, 0x3FE62E4300000000
  %5603 = fmul float %5602, %5590
  %5604 = fadd float %5603, 1.000000e+00
  %5605 = fptosi float %5589 to i32
  %5606 = add i32 %5605, 127
  %5607 = shl i32 %5606, 23
  %5608 = bitcast i32 %5607 to float
  %5609 = fmul float %5604, %5608
  %5610 = select i1 %5584, float 0.000000e+00, float %5609
  %5611 = select i1 %5585, float 0x7FF0000000000000, float %5610
  %5612 = fcmp uno float %5583, %5583
  %5613 = select i1 %5612, float %5583, float %5611
  %5614 = fcmp oeq float %5502, 0xFFF0000000000000
  %5615 = select i1 %5614, float 0.000000e+00, float %5613
  %5616 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5617 = fmul float %5615, %5616
  %5618 = fadd float %5617, %5581
  %5619 = fsub float %5505, %5507
  %5620 = fmul float %5619, 0x3FF7154760000000
  %5621 = fcmp olt float %5620, -1.260000e+02
  %5622 = fcmp ogt float %5620, 1.270000e+02
  %5623 = select i1 %5621, float -1.260000e+02, float %5620
  %5624 = select i1 %5622, float 1.270000e+02, float %5623
  %5625 = fadd float %5624, 5.000000e-01
  %5626 = call float @llvm.floor.f32(float %5625)
  %5627 = fsub float %5624, %5626
  %5628 = fmul float 0x3EEFFCBFC0000000, %5627
  %5629 = fadd float %5628, 0x3F24309120000000
  %5630 = fmul float %5629, %5627
  %5631 = fadd float %5630, 0x3F55D87FE0000000
  %5632 = fmul float %5631, %5627
  %5633 = fadd float %5632, 0x3F83B2AB60000000
  %5634 = fmul float %5633, %5627
  %5635 = fadd float %5634, 0x3FAC6B08E0000000
  %5636 = fmul float %5635, %5627
  %5637 = fadd float %5636, 0x3FCEBFBE00000000
  %5638 = fmul float %5637, %5627
  %5639 = fadd float %5638, 0x3FE62E4300000000
  %5640 = fmul float %5639, %5627
  %5641 = fadd float %5640, 1.000000e+00
  %5642 = fptosi float %5626 to i32
  %5643 = add i32 %5642, 127
  %5644 = shl i32 %5643, 23
  %5645 = bitcast i32 %5644 to float
  %5646 = fmul float %5641, %5645
  %5647 = select i1 %5621, float 0.000000e+00, float %5646
  %5648 = select i1 %5622, float 0x7FF0000000000000, float %5647
  %5649 = fcmp uno float %5620, %5620
  %5650 = select i1 %5649, float %5620, float %5648
  %5651 = fcmp oeq float %5505, 0xFFF0000000000000
  %5652 = select i1 %5651, float 0.000000e+00, float %5650
  %5653 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5654 = fmul float %5652, %5653
  %5655 = fadd float %5654, %5618
  br i1 %166, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5656 = load i32, ptr addrspace(5) %v121, align 4
  %5657 = icmp slt i32 %5656, %6
  br i1 %5657, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5658 = load i32, ptr addrspace(5) %v121, align 4
  %5659 = add i32 1024, %5658
  %5660 = sext i32 %5659 to i64
  %5661 = mul i64 %5660, 4
  %5662 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5661
  %5663 = load float, ptr addrspace(3) %5662, align 4
  %5664 = fmul float %5343, %5663
  %5665 = fadd float %5664, 0.000000e+00
  %5666 = add i32 1280, %5658
  %5667 = sext i32 %5666 to i64
  %5668 = mul i64 %5667, 4
  %5669 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5668
  %5670 = load float, ptr addrspace(3) %5669, align 4
  %5671 = fmul float %5380, %5670
  %5672 = fadd float %5671, %5665
  %5673 = add i32 1536, %5658
  %5674 = sext i32 %5673 to i64
  %5675 = mul i64 %5674, 4
  %5676 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5675
  %5677 = load float, ptr addrspace(3) %5676, align 4
  %5678 = fmul float %5417, %5677
  %5679 = fadd float %5678, %5672
  %5680 = add i32 1792, %5658
  %5681 = sext i32 %5680 to i64
  %5682 = mul i64 %5681, 4
  %5683 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5682
  %5684 = load float, ptr addrspace(3) %5683, align 4
  %5685 = fmul float %5454, %5684
  %5686 = fadd float %5685, %5679
  %5687 = add i32 %108, %5658
  %5688 = fdiv float %5686, %5457
  %5689 = sext i32 %5687 to i64
  %5690 = mul i64 %5689, 4
  %5691 = getelementptr i8, ptr addrspace(1) %0, i64 %5690
  store float %5688, ptr addrspace(1) %5691, align 4
  %5692 = load i32, ptr addrspace(5) %v121, align 4
  %5693 = add i32 %5692, 128
  store i32 %5693, ptr addrspace(5) %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %9, ptr addrspace(5) %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5694 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5695 = fcmp ogt float %5694, 0xFFF0000000000000
  %5696 = select i1 %5695, float %5694, float 0xFFF0000000000000
  %5697 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5698 = fcmp ogt float %5697, %5696
  %5699 = select i1 %5698, float %5697, float %5696
  %5700 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5701 = fcmp ogt float %5700, %5699
  %5702 = select i1 %5701, float %5700, float %5699
  %5703 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5704 = fcmp ogt float %5703, %5702
  %5705 = select i1 %5704, float %5703, float %5702
  %5706 = fsub float %5694, %5705
  %5707 = fmul float %5706, 0x3FF7154760000000
  %5708 = fcmp olt float %5707, -1.260000e+02
  %5709 = fcmp ogt float %5707, 1.270000e+02
  %5710 = select i1 %5708, float -1.260000e+02, float %5707
  %5711 = select i1 %5709, float 1.270000e+02, float %5710
  %5712 = fadd float %5711, 5.000000e-01
  %5713 = call float @llvm.floor.f32(float %5712)
  %5714 = fsub float %5711, %5713
  %5715 = fmul float 0x3EEFFCBFC0000000, %5714
  %5716 = fadd float %5715, 0x3F24309120000000
  %5717 = fmul float %5716, %5714
  %5718 = fadd float %5717, 0x3F55D87FE0000000
  %5719 = fmul float %5718, %5714
  %5720 = fadd float %5719, 0x3F83B2AB60000000
  %5721 = fmul float %5720, %5714
  %5722 = fadd float %5721, 0x3FAC6B08E0000000
  %5723 = fmul float %5722, %5714
  %5724 = fadd float %5723, 0x3FCEBFBE00000000
  %5725 = fmul float %5724, %5714
  %5726 = fadd float %5725, 0x3FE62E4300000000
  %5727 = fmul float %5726, %5714
  %5728 = fadd float %5727, 1.000000e+00
  %5729 = fptosi float %5713 to i32
  %5730 = add i32 %5729, 127
  %5731 = shl i32 %5730, 23
  %5732 = bitcast i32 %5731 to float
  %5733 = fmul float %5728, %5732
  %5734 = select i1 %5708, float 0.000000e+00, float %5733
  %5735 = select i1 %5709, float 0x7FF0000000000000, float %5734
  %5736 = fcmp uno float %5707, %5707
  %5737 = select i1 %5736, float %5707, float %5735
  %5738 = fcmp oeq float %5694, 0xFFF0000000000000
  %5739 = select i1 %5738, float 0.000000e+00, float %5737
  %5740 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5741 = fmul float %5739, %5740
  %5742 = fadd float %5741, 0.000000e+00
  %5743 = fsub float %5697, %5705
  %5744 = fmul float %5743, 0x3FF7154760000000
  %5745 = fcmp olt float %5744, -1.260000e+02
  %5746 = fcmp ogt float %5744, 1.270000e+02
  %5747 = select i1 %5745, float -1.260000e+02, float %5744
  %5748 = select i1 %5746, float 1.270000e+02, float %5747
  %5749 = fadd float %5748, 5.000000e-01
  %5750 = call float @llvm.floor.f32(float %5749)
  %5751 = fsub float %5748, %5750
  %5752 = fmul float 0x3EEFFCBFC0000000, %5751
  %5753 = fadd float %5752, 0x3F24309120000000
  %5754 = fmul float %5753, %5751
  %5755 = fadd float %5754, 0x3F55D87FE0000000
  %5756 = fmul float %5755, %5751
  %5757 = fadd float %5756, 0x3F83B2AB60000000
  %5758 = fmul float %5757, %5751
  %5759 = fadd float %5758, 0x3FAC6B08E0000000
  %5760 = fmul float %5759, %5751
  %5761 = fadd float %5760, 0x3FCEBFBE00000000
  %5762 = fmul float %5761, %5751
  %5763 = fadd float %5762, 0x3FE62E4300000000
  %5764 = fmul float %5763, %5751
  %5765 = fadd float %5764, 1.000000e+00
  %5766 = fptosi float %5750 to i32
  %5767 = add i32 %5766, 127
  %5768 = shl i32 %5767, 23
  %5769 = bitcast i32 %5768 to float
  %5770 = fmul float %5765, %5769
  %5771 = select i1 %5745, float 0.000000e+00, float %5770
  %5772 = select i1 %5746, float 0x7FF0000000000000, float %5771
  %5773 = fcmp uno float %5744, %5744
  %5774 = select i1 %5773, float %5744, float %5772
  %5775 = fcmp oeq float %5697, 0xFFF0000000000000
  %5776 = select i1 %5775, float 0.000000e+00, float %5774
  %5777 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5778 = fmul float %5776, %5777
  %5779 = fadd float %5778, %5742
  %5780 = fsub float %5700, %5705
  %5781 = fmul float %5780, 0x3FF7154760000000
  %5782 = fcmp olt float %5781, -1.260000e+02
  %5783 = fcmp ogt float %5781, 1.270000e+02
  %5784 = select i1 %5782, float -1.260000e+02, float %5781
  %5785 = select i1 %5783, float 1.270000e+02, float %5784
  %5786 = fadd float %5785, 5.000000e-01
  %5787 = call float @llvm.floor.f32(float %5786)
  %5788 = fsub float %5785, %5787
  %5789 = fmul float 0x3EEFFCBFC0000000, %5788
  %5790 = fadd float %5789, 0x3F24309120000000
  %5791 = fmul float %5790, %5788
  %5792 = fadd float %5791, 0x3F55D87FE0000000
  %5793 = fmul float %5792, %5788
  %5794 = fadd float %5793, 0x3F83B2AB60000000
  %5795 = fmul float %5794, %5788
  %5796 = fadd float %5795, 0x3FAC6B08E0000000
  %5797 = fmul float %5796, %5788
  %5798 = fadd float %5797, 0x3FCEBFBE00000000
  %5799 = fmul float %5798, %5788
  %5800 = fadd float %5799, 0x3FE62E4300000000
  %5801 = fmul float %5800, %5788
  %5802 = fadd float %5801, 1.000000e+00
  %5803 = fptosi float %5787 to i32
  %5804 = add i32 %5803, 127
  %5805 = shl i32 %5804, 23
  %5806 = bitcast i32 %5805 to float
  %5807 = fmul float %5802, %5806
  %5808 = select i1 %5782, float 0.000000e+00, float %5807
  %5809 = select i1 %5783, float 0x7FF0000000000000, float %5808
  %5810 = fcmp uno float %5781, %5781
  %5811 = select i1 %5810, float %5781, float %5809
  %5812 = fcmp oeq float %5700, 0xFFF0000000000000
  %5813 = select i1 %5812, float 0.000000e+00, float %5811
  %5814 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %5815 = fmul float %5813, %5814
  %5816 = fadd float %5815, %5779
  %5817 = fsub float %5703, %5705
  %5818 = fmul float %5817, 0x3FF7154760000000
  %5819 = fcmp olt float %5818, -1.260000e+02
  %5820 = fcmp ogt float %5818, 1.270000e+02
  %5821 = select i1 %5819, float -1.260000e+02, float %5818
  %5822 = select i1 %5820, float 1.270000e+02, float %5821
  %5823 = fadd float %5822, 5.000000e-01
  %5824 = call float @llvm.floor.f32(float %5823)
  %5825 = fsub float %5822, %5824
  %5826 = fmul float 0x3EEFFCBFC0000000, %5825
  %5827 = fadd float %5826, 0x3F24309120000000
  %5828 = fmul float %5827, %5825
  %5829 = fadd float %5828, 0x3F55D87FE0000000
  %5830 = fmul float %5829, %5825
  %5831 = fadd float %5830, 0x3F83B2AB60000000
  %5832 = fmul float %5831, %5825
  %5833 = fadd float %5832, 0x3FAC6B08E0000000
  %5834 = fmul float %5833, %5825
  %5835 = fadd float %5834, 0x3FCEBFBE00000000
  %5836 = fmul float %5835, %5825
  %5837 = fadd float %5836, 0x3FE62E4300000000
  %5838 = fmul float %5837, %5825
  %5839 = fadd float %5838, 1.000000e+00
  %5840 = fptosi float %5824 to i32
  %5841 = add i32 %5840, 127
  %5842 = shl i32 %5841, 23
  %5843 = bitcast i32 %5842 to float
  %5844 = fmul float %5839, %5843
  %5845 = select i1 %5819, float 0.000000e+00, float %5844
  %5846 = select i1 %5820, float 0x7FF0000000000000, float %5845
  %5847 = fcmp uno float %5818, %5818
  %5848 = select i1 %5847, float %5818, float %5846
  %5849 = fcmp oeq float %5703, 0xFFF0000000000000
  %5850 = select i1 %5849, float 0.000000e+00, float %5848
  %5851 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %5852 = fmul float %5850, %5851
  %5853 = fadd float %5852, %5816
  br i1 %228, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %5854 = load i32, ptr addrspace(5) %v127, align 4
  %5855 = icmp slt i32 %5854, %6
  br i1 %5855, label %body129, label %done130

body129:                                          ; preds = %loop128
  %5856 = load i32, ptr addrspace(5) %v127, align 4
  %5857 = add i32 2048, %5856
  %5858 = sext i32 %5857 to i64
  %5859 = mul i64 %5858, 4
  %5860 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5859
  %5861 = load float, ptr addrspace(3) %5860, align 4
  %5862 = fmul float %5541, %5861
  %5863 = fadd float %5862, 0.000000e+00
  %5864 = add i32 2304, %5856
  %5865 = sext i32 %5864 to i64
  %5866 = mul i64 %5865, 4
  %5867 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5866
  %5868 = load float, ptr addrspace(3) %5867, align 4
  %5869 = fmul float %5578, %5868
  %5870 = fadd float %5869, %5863
  %5871 = add i32 2560, %5856
  %5872 = sext i32 %5871 to i64
  %5873 = mul i64 %5872, 4
  %5874 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5873
  %5875 = load float, ptr addrspace(3) %5874, align 4
  %5876 = fmul float %5615, %5875
  %5877 = fadd float %5876, %5870
  %5878 = add i32 2816, %5856
  %5879 = sext i32 %5878 to i64
  %5880 = mul i64 %5879, 4
  %5881 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5880
  %5882 = load float, ptr addrspace(3) %5881, align 4
  %5883 = fmul float %5652, %5882
  %5884 = fadd float %5883, %5877
  %5885 = add i32 %170, %5856
  %5886 = fdiv float %5884, %5655
  %5887 = sext i32 %5885 to i64
  %5888 = mul i64 %5887, 4
  %5889 = getelementptr i8, ptr addrspace(1) %0, i64 %5888
  store float %5886, ptr addrspace(1) %5889, align 4
  %5890 = load i32, ptr addrspace(5) %v127, align 4
  %5891 = add i32 %5890, 128
  store i32 %5891, ptr addrspace(5) %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %9, ptr addrspace(5) %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %5892 = load i32, ptr addrspace(5) %v133, align 4
  %5893 = icmp slt i32 %5892, %6
  br i1 %5893, label %body135, label %done136

body135:                                          ; preds = %loop134
  %5894 = load i32, ptr addrspace(5) %v133, align 4
  %5895 = add i32 3072, %5894
  %5896 = sext i32 %5895 to i64
  %5897 = mul i64 %5896, 4
  %5898 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5897
  %5899 = load float, ptr addrspace(3) %5898, align 4
  %5900 = fmul float %5739, %5899
  %5901 = fadd float %5900, 0.000000e+00
  %5902 = add i32 3328, %5894
  %5903 = sext i32 %5902 to i64
  %5904 = mul i64 %5903, 4
  %5905 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5904
  %5906 = load float, ptr addrspace(3) %5905, align 4
  %5907 = fmul float %5776, %5906
  %5908 = fadd float %5907, %5901
  %5909 = add i32 3584, %5894
  %5910 = sext i32 %5909 to i64
  %5911 = mul i64 %5910, 4
  %5912 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5911
  %5913 = load float, ptr addrspace(3) %5912, align 4
  %5914 = fmul float %5813, %5913
  %5915 = fadd float %5914, %5908
  %5916 = add i32 3840, %5894
  %5917 = sext i32 %5916 to i64
  %5918 = mul i64 %5917, 4
  %5919 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5918
  %5920 = load float, ptr addrspace(3) %5919, align 4
  %5921 = fmul float %5850, %5920
  %5922 = fadd float %5921, %5915
  %5923 = add i32 %232, %5894
  %5924 = fdiv float %5922, %5853
  %5925 = sext i32 %5923 to i64
  %5926 = mul i64 %5925, 4
  %5927 = getelementptr i8, ptr addrspace(1) %0, i64 %5926
  store float %5924, ptr addrspace(1) %5927, align 4
  %5928 = load i32, ptr addrspace(5) %v133, align 4
  %5929 = add i32 %5928, 128
  store i32 %5929, ptr addrspace(5) %v133, align 4
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
