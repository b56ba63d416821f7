; ModuleID = 'strata_attn_prefill_ext_f16kv'
source_filename = "strata_attn_prefill_ext_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_ext_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) #0 {
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
  %31 = add i32 %13, 0
  %32 = icmp slt i32 %31, %6
  %33 = add i32 %13, 32
  %34 = icmp slt i32 %33, %6
  %35 = add i32 %13, 64
  %36 = icmp slt i32 %35, %6
  %37 = add i32 %13, 96
  %38 = icmp slt i32 %37, %6
  %39 = add i32 %13, 128
  %40 = icmp slt i32 %39, %6
  %41 = add i32 %13, 160
  %42 = icmp slt i32 %41, %6
  %43 = add i32 %13, 192
  %44 = icmp slt i32 %43, %6
  %45 = add i32 %13, 224
  %46 = icmp slt i32 %45, %6
  %47 = add i32 %18, 0
  %48 = icmp sle i32 %47, %30
  %49 = select i1 %48, i32 %47, i32 %30
  %50 = mul i32 %49, %4
  %51 = add i32 %50, %16
  %52 = mul i32 %51, %6
  %53 = add i32 %52, %31
  %54 = select i1 %32, i32 %53, i32 0
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %32, float %58, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %60 = add i32 %52, %33
  %61 = select i1 %34, i32 %60, i32 0
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %1, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = select i1 %34, float %65, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %67 = add i32 %52, %35
  %68 = select i1 %36, i32 %67, i32 0
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) %1, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4
  %73 = select i1 %36, float %72, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %74 = add i32 %52, %37
  %75 = select i1 %38, i32 %74, i32 0
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) %1, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = select i1 %38, float %79, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %81 = add i32 %52, %39
  %82 = select i1 %40, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %40, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %88 = add i32 %52, %41
  %89 = select i1 %42, i32 %88, i32 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = select i1 %42, float %93, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %95 = add i32 %52, %43
  %96 = select i1 %44, i32 %95, i32 0
  %97 = sext i32 %96 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %1, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = select i1 %44, float %100, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %102 = add i32 %52, %45
  %103 = select i1 %46, i32 %102, i32 0
  %104 = sext i32 %103 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %1, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = select i1 %46, float %107, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  %109 = add i32 %18, 1
  %110 = icmp sle i32 %109, %30
  %111 = select i1 %110, i32 %109, i32 %30
  %112 = mul i32 %111, %4
  %113 = add i32 %112, %16
  %114 = mul i32 %113, %6
  %115 = add i32 %114, %31
  %116 = select i1 %32, i32 %115, i32 0
  %117 = sext i32 %116 to i64
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr addrspace(1) %1, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = select i1 %32, float %120, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v8, align 4
  %122 = add i32 %114, %33
  %123 = select i1 %34, i32 %122, i32 0
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %1, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = select i1 %34, float %127, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %129 = add i32 %114, %35
  %130 = select i1 %36, i32 %129, i32 0
  %131 = sext i32 %130 to i64
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr addrspace(1) %1, i64 %132
  %134 = load float, ptr addrspace(1) %133, align 4
  %135 = select i1 %36, float %134, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %136 = add i32 %114, %37
  %137 = select i1 %38, i32 %136, i32 0
  %138 = sext i32 %137 to i64
  %139 = mul i64 %138, 4
  %140 = getelementptr i8, ptr addrspace(1) %1, i64 %139
  %141 = load float, ptr addrspace(1) %140, align 4
  %142 = select i1 %38, float %141, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %143 = add i32 %114, %39
  %144 = select i1 %40, i32 %143, i32 0
  %145 = sext i32 %144 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %1, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = select i1 %40, float %148, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %150 = add i32 %114, %41
  %151 = select i1 %42, i32 %150, i32 0
  %152 = sext i32 %151 to i64
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %1, i64 %153
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = select i1 %42, float %155, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %157 = add i32 %114, %43
  %158 = select i1 %44, i32 %157, i32 0
  %159 = sext i32 %158 to i64
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %1, i64 %160
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = select i1 %44, float %162, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %164 = add i32 %114, %45
  %165 = select i1 %46, i32 %164, i32 0
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %1, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = select i1 %46, float %169, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %171 = add i32 %18, 2
  %172 = icmp sle i32 %171, %30
  %173 = select i1 %172, i32 %171, i32 %30
  %174 = mul i32 %173, %4
  %175 = add i32 %174, %16
  %176 = mul i32 %175, %6
  %177 = add i32 %176, %31
  %178 = select i1 %32, i32 %177, i32 0
  %179 = sext i32 %178 to i64
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %1, i64 %180
  %182 = load float, ptr addrspace(1) %181, align 4
  %183 = select i1 %32, float %182, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %184 = add i32 %176, %33
  %185 = select i1 %34, i32 %184, i32 0
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %1, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = select i1 %34, float %189, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  %191 = add i32 %176, %35
  %192 = select i1 %36, i32 %191, i32 0
  %193 = sext i32 %192 to i64
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %1, i64 %194
  %196 = load float, ptr addrspace(1) %195, align 4
  %197 = select i1 %36, float %196, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v18, align 4
  %198 = add i32 %176, %37
  %199 = select i1 %38, i32 %198, i32 0
  %200 = sext i32 %199 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %1, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = select i1 %38, float %203, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
  %205 = add i32 %176, %39
  %206 = select i1 %40, i32 %205, i32 0
  %207 = sext i32 %206 to i64
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %1, i64 %208
  %210 = load float, ptr addrspace(1) %209, align 4
  %211 = select i1 %40, float %210, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %212 = add i32 %176, %41
  %213 = select i1 %42, i32 %212, i32 0
  %214 = sext i32 %213 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %1, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = select i1 %42, float %217, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %219 = add i32 %176, %43
  %220 = select i1 %44, i32 %219, i32 0
  %221 = sext i32 %220 to i64
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr addrspace(1) %1, i64 %222
  %224 = load float, ptr addrspace(1) %223, align 4
  %225 = select i1 %44, float %224, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %226 = add i32 %176, %45
  %227 = select i1 %46, i32 %226, i32 0
  %228 = sext i32 %227 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %1, i64 %229
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = select i1 %46, float %231, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %233 = add i32 %18, 3
  %234 = icmp sle i32 %233, %30
  %235 = select i1 %234, i32 %233, i32 %30
  %236 = mul i32 %235, %4
  %237 = add i32 %236, %16
  %238 = mul i32 %237, %6
  %239 = add i32 %238, %31
  %240 = select i1 %32, i32 %239, i32 0
  %241 = sext i32 %240 to i64
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr addrspace(1) %1, i64 %242
  %244 = load float, ptr addrspace(1) %243, align 4
  %245 = select i1 %32, float %244, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %246 = add i32 %238, %33
  %247 = select i1 %34, i32 %246, i32 0
  %248 = sext i32 %247 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = select i1 %34, float %251, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %253 = add i32 %238, %35
  %254 = select i1 %36, i32 %253, i32 0
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %1, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = select i1 %36, float %258, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %260 = add i32 %238, %37
  %261 = select i1 %38, i32 %260, i32 0
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %1, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = select i1 %38, float %265, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  %267 = add i32 %238, %39
  %268 = select i1 %40, i32 %267, i32 0
  %269 = sext i32 %268 to i64
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %1, i64 %270
  %272 = load float, ptr addrspace(1) %271, align 4
  %273 = select i1 %40, float %272, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v28, align 4
  %274 = add i32 %238, %41
  %275 = select i1 %42, i32 %274, i32 0
  %276 = sext i32 %275 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %1, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = select i1 %42, float %279, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
  %281 = add i32 %238, %43
  %282 = select i1 %44, i32 %281, i32 0
  %283 = sext i32 %282 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %1, i64 %284
  %286 = load float, ptr addrspace(1) %285, align 4
  %287 = select i1 %44, float %286, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %288 = add i32 %238, %45
  %289 = select i1 %46, i32 %288, i32 0
  %290 = sext i32 %289 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %1, i64 %291
  %293 = load float, ptr addrspace(1) %292, align 4
  %294 = select i1 %46, float %293, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %295 = lshr i32 %13, 3
  %296 = and i32 %13, 7
  %297 = add i32 %18, %295
  %298 = icmp sle i32 %297, %30
  %299 = select i1 %298, i32 %297, i32 %30
  %300 = add i32 %26, %299
  %301 = add i32 %300, 1
  %302 = sub i32 %301, %9
  %303 = icmp sgt i32 %9, 0
  %304 = icmp sgt i32 %302, 0
  %305 = and i1 %303, %304
  %306 = select i1 %305, i32 %302, i32 0
  store float 0xFFF0000000000000, ptr addrspace(5) %v32, align 4
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %307 = add i32 %18, 3
  %308 = icmp sle i32 %307, %30
  %309 = select i1 %308, i32 %307, i32 %30
  %310 = add i32 %26, %309
  %311 = add i32 %310, 1
  %312 = sub i32 %311, %9
  %313 = icmp sgt i32 %9, 0
  %314 = icmp sgt i32 %312, 0
  %315 = and i1 %313, %314
  %316 = select i1 %315, i32 %312, i32 0
  %317 = add i32 %26, %18
  %318 = add i32 %317, 1
  %319 = sub i32 %318, %9
  %320 = icmp sgt i32 %9, 0
  %321 = icmp sgt i32 %319, 0
  %322 = and i1 %320, %321
  %323 = select i1 %322, i32 %319, i32 0
  %324 = add i32 %311, 7
  %325 = udiv i32 %324, 8
  %326 = udiv i32 %323, 8
  %327 = add i32 %15, 4
  %328 = urem i32 %326, 4
  %329 = sub i32 %327, %328
  %330 = urem i32 %329, 4
  %331 = add i32 %326, %330
  %332 = sub i32 %311, 1
  %333 = icmp sle i32 %6, 128
  %334 = icmp sgt i32 %6, 128
  br i1 %333, label %then, label %endif

then:                                             ; preds = %entry
  store i32 %331, ptr addrspace(5) %v34, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  br i1 %334, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %335 = load i32, ptr addrspace(5) %v34, align 4
  %336 = icmp slt i32 %335, %325
  br i1 %336, label %body, label %done

body:                                             ; preds = %loop
  %337 = load i32, ptr addrspace(5) %v34, align 4
  %338 = mul i32 %337, 8
  %339 = add i32 %338, 0
  %340 = icmp sgt i32 %339, %332
  %341 = select i1 %340, i32 %332, i32 %339
  %342 = mul i32 %341, %5
  %343 = add i32 %342, %20
  %344 = mul i32 %343, %6
  %345 = add i32 %344, %31
  %346 = select i1 %32, i32 %345, i32 %344
  %347 = sext i32 %346 to i64
  %348 = mul i64 %347, 2
  %349 = getelementptr i8, ptr addrspace(1) %2, i64 %348
  %350 = load i16, ptr addrspace(1) %349, align 2
  %351 = bitcast i16 %350 to half
  %352 = fpext half %351 to float
  %353 = select i1 %32, float %352, float 0.000000e+00
  %354 = add i32 %344, %33
  %355 = select i1 %34, i32 %354, i32 %344
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 2
  %358 = getelementptr i8, ptr addrspace(1) %2, i64 %357
  %359 = load i16, ptr addrspace(1) %358, align 2
  %360 = bitcast i16 %359 to half
  %361 = fpext half %360 to float
  %362 = select i1 %34, float %361, float 0.000000e+00
  %363 = add i32 %344, %35
  %364 = select i1 %36, i32 %363, i32 %344
  %365 = sext i32 %364 to i64
  %366 = mul i64 %365, 2
  %367 = getelementptr i8, ptr addrspace(1) %2, i64 %366
  %368 = load i16, ptr addrspace(1) %367, align 2
  %369 = bitcast i16 %368 to half
  %370 = fpext half %369 to float
  %371 = select i1 %36, float %370, float 0.000000e+00
  %372 = add i32 %344, %37
  %373 = select i1 %38, i32 %372, i32 %344
  %374 = sext i32 %373 to i64
  %375 = mul i64 %374, 2
  %376 = getelementptr i8, ptr addrspace(1) %2, i64 %375
  %377 = load i16, ptr addrspace(1) %376, align 2
  %378 = bitcast i16 %377 to half
  %379 = fpext half %378 to float
  %380 = select i1 %38, float %379, float 0.000000e+00
  %381 = fmul float %59, %353
  %382 = fmul float %66, %362
  %383 = fadd float %382, %381
  %384 = fmul float %73, %371
  %385 = fadd float %384, %383
  %386 = fmul float %80, %380
  %387 = fadd float %386, %385
  %388 = fmul float %121, %353
  %389 = fmul float %128, %362
  %390 = fadd float %389, %388
  %391 = fmul float %135, %371
  %392 = fadd float %391, %390
  %393 = fmul float %142, %380
  %394 = fadd float %393, %392
  %395 = fmul float %183, %353
  %396 = fmul float %190, %362
  %397 = fadd float %396, %395
  %398 = fmul float %197, %371
  %399 = fadd float %398, %397
  %400 = fmul float %204, %380
  %401 = fadd float %400, %399
  %402 = fmul float %245, %353
  %403 = fmul float %252, %362
  %404 = fadd float %403, %402
  %405 = fmul float %259, %371
  %406 = fadd float %405, %404
  %407 = fmul float %266, %380
  %408 = fadd float %407, %406
  %409 = add i32 %338, 1
  %410 = icmp sgt i32 %409, %332
  %411 = select i1 %410, i32 %332, i32 %409
  %412 = mul i32 %411, %5
  %413 = add i32 %412, %20
  %414 = mul i32 %413, %6
  %415 = add i32 %414, %31
  %416 = select i1 %32, i32 %415, i32 %414
  %417 = sext i32 %416 to i64
  %418 = mul i64 %417, 2
  %419 = getelementptr i8, ptr addrspace(1) %2, i64 %418
  %420 = load i16, ptr addrspace(1) %419, align 2
  %421 = bitcast i16 %420 to half
  %422 = fpext half %421 to float
  %423 = select i1 %32, float %422, float 0.000000e+00
  %424 = add i32 %414, %33
  %425 = select i1 %34, i32 %424, i32 %414
  %426 = sext i32 %425 to i64
  %427 = mul i64 %426, 2
  %428 = getelementptr i8, ptr addrspace(1) %2, i64 %427
  %429 = load i16, ptr addrspace(1) %428, align 2
  %430 = bitcast i16 %429 to half
  %431 = fpext half %430 to float
  %432 = select i1 %34, float %431, float 0.000000e+00
  %433 = add i32 %414, %35
  %434 = select i1 %36, i32 %433, i32 %414
  %435 = sext i32 %434 to i64
  %436 = mul i64 %435, 2
  %437 = getelementptr i8, ptr addrspace(1) %2, i64 %436
  %438 = load i16, ptr addrspace(1) %437, align 2
  %439 = bitcast i16 %438 to half
  %440 = fpext half %439 to float
  %441 = select i1 %36, float %440, float 0.000000e+00
  %442 = add i32 %414, %37
  %443 = select i1 %38, i32 %442, i32 %414
  %444 = sext i32 %443 to i64
  %445 = mul i64 %444, 2
  %446 = getelementptr i8, ptr addrspace(1) %2, i64 %445
  %447 = load i16, ptr addrspace(1) %446, align 2
  %448 = bitcast i16 %447 to half
  %449 = fpext half %448 to float
  %450 = select i1 %38, float %449, float 0.000000e+00
  %451 = fmul float %59, %423
  %452 = fmul float %66, %432
  %453 = fadd float %452, %451
  %454 = fmul float %73, %441
  %455 = fadd float %454, %453
  %456 = fmul float %80, %450
  %457 = fadd float %456, %455
  %458 = fmul float %121, %423
  %459 = fmul float %128, %432
  %460 = fadd float %459, %458
  %461 = fmul float %135, %441
  %462 = fadd float %461, %460
  %463 = fmul float %142, %450
  %464 = fadd float %463, %462
  %465 = fmul float %183, %423
  %466 = fmul float %190, %432
  %467 = fadd float %466, %465
  %468 = fmul float %197, %441
  %469 = fadd float %468, %467
  %470 = fmul float %204, %450
  %471 = fadd float %470, %469
  %472 = fmul float %245, %423
  %473 = fmul float %252, %432
  %474 = fadd float %473, %472
  %475 = fmul float %259, %441
  %476 = fadd float %475, %474
  %477 = fmul float %266, %450
  %478 = fadd float %477, %476
  %479 = add i32 %338, 2
  %480 = icmp sgt i32 %479, %332
  %481 = select i1 %480, i32 %332, i32 %479
  %482 = mul i32 %481, %5
  %483 = add i32 %482, %20
  %484 = mul i32 %483, %6
  %485 = add i32 %484, %31
  %486 = select i1 %32, i32 %485, i32 %484
  %487 = sext i32 %486 to i64
  %488 = mul i64 %487, 2
  %489 = getelementptr i8, ptr addrspace(1) %2, i64 %488
  %490 = load i16, ptr addrspace(1) %489, align 2
  %491 = bitcast i16 %490 to half
  %492 = fpext half %491 to float
  %493 = select i1 %32, float %492, float 0.000000e+00
  %494 = add i32 %484, %33
  %495 = select i1 %34, i32 %494, i32 %484
  %496 = sext i32 %495 to i64
  %497 = mul i64 %496, 2
  %498 = getelementptr i8, ptr addrspace(1) %2, i64 %497
  %499 = load i16, ptr addrspace(1) %498, align 2
  %500 = bitcast i16 %499 to half
  %501 = fpext half %500 to float
  %502 = select i1 %34, float %501, float 0.000000e+00
  %503 = add i32 %484, %35
  %504 = select i1 %36, i32 %503, i32 %484
  %505 = sext i32 %504 to i64
  %506 = mul i64 %505, 2
  %507 = getelementptr i8, ptr addrspace(1) %2, i64 %506
  %508 = load i16, ptr addrspace(1) %507, align 2
  %509 = bitcast i16 %508 to half
  %510 = fpext half %509 to float
  %511 = select i1 %36, float %510, float 0.000000e+00
  %512 = add i32 %484, %37
  %513 = select i1 %38, i32 %512, i32 %484
  %514 = sext i32 %513 to i64
  %515 = mul i64 %514, 2
  %516 = getelementptr i8, ptr addrspace(1) %2, i64 %515
  %517 = load i16, ptr addrspace(1) %516, align 2
  %518 = bitcast i16 %517 to half
  %519 = fpext half %518 to float
  %520 = select i1 %38, float %519, float 0.000000e+00
  %521 = fmul float %59, %493
  %522 = fmul float %66, %502
  %523 = fadd float %522, %521
  %524 = fmul float %73, %511
  %525 = fadd float %524, %523
  %526 = fmul float %80, %520
  %527 = fadd float %526, %525
  %528 = fmul float %121, %493
  %529 = fmul float %128, %502
  %530 = fadd float %529, %528
  %531 = fmul float %135, %511
  %532 = fadd float %531, %530
  %533 = fmul float %142, %520
  %534 = fadd float %533, %532
  %535 = fmul float %183, %493
  %536 = fmul float %190, %502
  %537 = fadd float %536, %535
  %538 = fmul float %197, %511
  %539 = fadd float %538, %537
  %540 = fmul float %204, %520
  %541 = fadd float %540, %539
  %542 = fmul float %245, %493
  %543 = fmul float %252, %502
  %544 = fadd float %543, %542
  %545 = fmul float %259, %511
  %546 = fadd float %545, %544
  %547 = fmul float %266, %520
  %548 = fadd float %547, %546
  %549 = add i32 %338, 3
  %550 = icmp sgt i32 %549, %332
  %551 = select i1 %550, i32 %332, i32 %549
  %552 = mul i32 %551, %5
  %553 = add i32 %552, %20
  %554 = mul i32 %553, %6
  %555 = add i32 %554, %31
  %556 = select i1 %32, i32 %555, i32 %554
  %557 = sext i32 %556 to i64
  %558 = mul i64 %557, 2
  %559 = getelementptr i8, ptr addrspace(1) %2, i64 %558
  %560 = load i16, ptr addrspace(1) %559, align 2
  %561 = bitcast i16 %560 to half
  %562 = fpext half %561 to float
  %563 = select i1 %32, float %562, float 0.000000e+00
  %564 = add i32 %554, %33
  %565 = select i1 %34, i32 %564, i32 %554
  %566 = sext i32 %565 to i64
  %567 = mul i64 %566, 2
  %568 = getelementptr i8, ptr addrspace(1) %2, i64 %567
  %569 = load i16, ptr addrspace(1) %568, align 2
  %570 = bitcast i16 %569 to half
  %571 = fpext half %570 to float
  %572 = select i1 %34, float %571, float 0.000000e+00
  %573 = add i32 %554, %35
  %574 = select i1 %36, i32 %573, i32 %554
  %575 = sext i32 %574 to i64
  %576 = mul i64 %575, 2
  %577 = getelementptr i8, ptr addrspace(1) %2, i64 %576
  %578 = load i16, ptr addrspace(1) %577, align 2
  %579 = bitcast i16 %578 to half
  %580 = fpext half %579 to float
  %581 = select i1 %36, float %580, float 0.000000e+00
  %582 = add i32 %554, %37
  %583 = select i1 %38, i32 %582, i32 %554
  %584 = sext i32 %583 to i64
  %585 = mul i64 %584, 2
  %586 = getelementptr i8, ptr addrspace(1) %2, i64 %585
  %587 = load i16, ptr addrspace(1) %586, align 2
  %588 = bitcast i16 %587 to half
  %589 = fpext half %588 to float
  %590 = select i1 %38, float %589, float 0.000000e+00
  %591 = fmul float %59, %563
  %592 = fmul float %66, %572
  %593 = fadd float %592, %591
  %594 = fmul float %73, %581
  %595 = fadd float %594, %593
  %596 = fmul float %80, %590
  %597 = fadd float %596, %595
  %598 = fmul float %121, %563
  %599 = fmul float %128, %572
  %600 = fadd float %599, %598
  %601 = fmul float %135, %581
  %602 = fadd float %601, %600
  %603 = fmul float %142, %590
  %604 = fadd float %603, %602
  %605 = fmul float %183, %563
  %606 = fmul float %190, %572
  %607 = fadd float %606, %605
  %608 = fmul float %197, %581
  %609 = fadd float %608, %607
  %610 = fmul float %204, %590
  %611 = fadd float %610, %609
  %612 = fmul float %245, %563
  %613 = fmul float %252, %572
  %614 = fadd float %613, %612
  %615 = fmul float %259, %581
  %616 = fadd float %615, %614
  %617 = fmul float %266, %590
  %618 = fadd float %617, %616
  %619 = add i32 %338, 4
  %620 = icmp sgt i32 %619, %332
  %621 = select i1 %620, i32 %332, i32 %619
  %622 = mul i32 %621, %5
  %623 = add i32 %622, %20
  %624 = mul i32 %623, %6
  %625 = add i32 %624, %31
  %626 = select i1 %32, i32 %625, i32 %624
  %627 = sext i32 %626 to i64
  %628 = mul i64 %627, 2
  %629 = getelementptr i8, ptr addrspace(1) %2, i64 %628
  %630 = load i16, ptr addrspace(1) %629, align 2
  %631 = bitcast i16 %630 to half
  %632 = fpext half %631 to float
  %633 = select i1 %32, float %632, float 0.000000e+00
  %634 = add i32 %624, %33
  %635 = select i1 %34, i32 %634, i32 %624
  %636 = sext i32 %635 to i64
  %637 = mul i64 %636, 2
  %638 = getelementptr i8, ptr addrspace(1) %2, i64 %637
  %639 = load i16, ptr addrspace(1) %638, align 2
  %640 = bitcast i16 %639 to half
  %641 = fpext half %640 to float
  %642 = select i1 %34, float %641, float 0.000000e+00
  %643 = add i32 %624, %35
  %644 = select i1 %36, i32 %643, i32 %624
  %645 = sext i32 %644 to i64
  %646 = mul i64 %645, 2
  %647 = getelementptr i8, ptr addrspace(1) %2, i64 %646
  %648 = load i16, ptr addrspace(1) %647, align 2
  %649 = bitcast i16 %648 to half
  %650 = fpext half %649 to float
  %651 = select i1 %36, float %650, float 0.000000e+00
  %652 = add i32 %624, %37
  %653 = select i1 %38, i32 %652, i32 %624
  %654 = sext i32 %653 to i64
  %655 = mul i64 %654, 2
  %656 = getelementptr i8, ptr addrspace(1) %2, i64 %655
  %657 = load i16, ptr addrspace(1) %656, align 2
  %658 = bitcast i16 %657 to half
  %659 = fpext half %658 to float
  %660 = select i1 %38, float %659, float 0.000000e+00
  %661 = fmul float %59, %633
  %662 = fmul float %66, %642
  %663 = fadd float %662, %661
  %664 = fmul float %73, %651
  %665 = fadd float %664, %663
  %666 = fmul float %80, %660
  %667 = fadd float %666, %665
  %668 = fmul float %121, %633
  %669 = fmul float %128, %642
  %670 = fadd float %669, %668
  %671 = fmul float %135, %651
  %672 = fadd float %671, %670
  %673 = fmul float %142, %660
  %674 = fadd float %673, %672
  %675 = fmul float %183, %633
  %676 = fmul float %190, %642
  %677 = fadd float %676, %675
  %678 = fmul float %197, %651
  %679 = fadd float %678, %677
  %680 = fmul float %204, %660
  %681 = fadd float %680, %679
  %682 = fmul float %245, %633
  %683 = fmul float %252, %642
  %684 = fadd float %683, %682
  %685 = fmul float %259, %651
  %686 = fadd float %685, %684
  %687 = fmul float %266, %660
  %688 = fadd float %687, %686
  %689 = add i32 %338, 5
  %690 = icmp sgt i32 %689, %332
  %691 = select i1 %690, i32 %332, i32 %689
  %692 = mul i32 %691, %5
  %693 = add i32 %692, %20
  %694 = mul i32 %693, %6
  %695 = add i32 %694, %31
  %696 = select i1 %32, i32 %695, i32 %694
  %697 = sext i32 %696 to i64
  %698 = mul i64 %697, 2
  %699 = getelementptr i8, ptr addrspace(1) %2, i64 %698
  %700 = load i16, ptr addrspace(1) %699, align 2
  %701 = bitcast i16 %700 to half
  %702 = fpext half %701 to float
  %703 = select i1 %32, float %702, float 0.000000e+00
  %704 = add i32 %694, %33
  %705 = select i1 %34, i32 %704, i32 %694
  %706 = sext i32 %705 to i64
  %707 = mul i64 %706, 2
  %708 = getelementptr i8, ptr addrspace(1) %2, i64 %707
  %709 = load i16, ptr addrspace(1) %708, align 2
  %710 = bitcast i16 %709 to half
  %711 = fpext half %710 to float
  %712 = select i1 %34, float %711, float 0.000000e+00
  %713 = add i32 %694, %35
  %714 = select i1 %36, i32 %713, i32 %694
  %715 = sext i32 %714 to i64
  %716 = mul i64 %715, 2
  %717 = getelementptr i8, ptr addrspace(1) %2, i64 %716
  %718 = load i16, ptr addrspace(1) %717, align 2
  %719 = bitcast i16 %718 to half
  %720 = fpext half %719 to float
  %721 = select i1 %36, float %720, float 0.000000e+00
  %722 = add i32 %694, %37
  %723 = select i1 %38, i32 %722, i32 %694
  %724 = sext i32 %723 to i64
  %725 = mul i64 %724, 2
  %726 = getelementptr i8, ptr addrspace(1) %2, i64 %725
  %727 = load i16, ptr addrspace(1) %726, align 2
  %728 = bitcast i16 %727 to half
  %729 = fpext half %728 to float
  %730 = select i1 %38, float %729, float 0.000000e+00
  %731 = fmul float %59, %703
  %732 = fmul float %66, %712
  %733 = fadd float %732, %731
  %734 = fmul float %73, %721
  %735 = fadd float %734, %733
  %736 = fmul float %80, %730
  %737 = fadd float %736, %735
  %738 = fmul float %121, %703
  %739 = fmul float %128, %712
  %740 = fadd float %739, %738
  %741 = fmul float %135, %721
  %742 = fadd float %741, %740
  %743 = fmul float %142, %730
  %744 = fadd float %743, %742
  %745 = fmul float %183, %703
  %746 = fmul float %190, %712
  %747 = fadd float %746, %745
  %748 = fmul float %197, %721
  %749 = fadd float %748, %747
  %750 = fmul float %204, %730
  %751 = fadd float %750, %749
  %752 = fmul float %245, %703
  %753 = fmul float %252, %712
  %754 = fadd float %753, %752
  %755 = fmul float %259, %721
  %756 = fadd float %755, %754
  %757 = fmul float %266, %730
  %758 = fadd float %757, %756
  %759 = add i32 %338, 6
  %760 = icmp sgt i32 %759, %332
  %761 = select i1 %760, i32 %332, i32 %759
  %762 = mul i32 %761, %5
  %763 = add i32 %762, %20
  %764 = mul i32 %763, %6
  %765 = add i32 %764, %31
  %766 = select i1 %32, i32 %765, i32 %764
  %767 = sext i32 %766 to i64
  %768 = mul i64 %767, 2
  %769 = getelementptr i8, ptr addrspace(1) %2, i64 %768
  %770 = load i16, ptr addrspace(1) %769, align 2
  %771 = bitcast i16 %770 to half
  %772 = fpext half %771 to float
  %773 = select i1 %32, float %772, float 0.000000e+00
  %774 = add i32 %764, %33
  %775 = select i1 %34, i32 %774, i32 %764
  %776 = sext i32 %775 to i64
  %777 = mul i64 %776, 2
  %778 = getelementptr i8, ptr addrspace(1) %2, i64 %777
  %779 = load i16, ptr addrspace(1) %778, align 2
  %780 = bitcast i16 %779 to half
  %781 = fpext half %780 to float
  %782 = select i1 %34, float %781, float 0.000000e+00
  %783 = add i32 %764, %35
  %784 = select i1 %36, i32 %783, i32 %764
  %785 = sext i32 %784 to i64
  %786 = mul i64 %785, 2
  %787 = getelementptr i8, ptr addrspace(1) %2, i64 %786
  %788 = load i16, ptr addrspace(1) %787, align 2
  %789 = bitcast i16 %788 to half
  %790 = fpext half %789 to float
  %791 = select i1 %36, float %790, float 0.000000e+00
  %792 = add i32 %764, %37
  %793 = select i1 %38, i32 %792, i32 %764
  %794 = sext i32 %793 to i64
  %795 = mul i64 %794, 2
  %796 = getelementptr i8, ptr addrspace(1) %2, i64 %795
  %797 = load i16, ptr addrspace(1) %796, align 2
  %798 = bitcast i16 %797 to half
  %799 = fpext half %798 to float
  %800 = select i1 %38, float %799, float 0.000000e+00
  %801 = fmul float %59, %773
  %802 = fmul float %66, %782
  %803 = fadd float %802, %801
  %804 = fmul float %73, %791
  %805 = fadd float %804, %803
  %806 = fmul float %80, %800
  %807 = fadd float %806, %805
  %808 = fmul float %121, %773
  %809 = fmul float %128, %782
  %810 = fadd float %809, %808
  %811 = fmul float %135, %791
  %812 = fadd float %811, %810
  %813 = fmul float %142, %800
  %814 = fadd float %813, %812
  %815 = fmul float %183, %773
  %816 = fmul float %190, %782
  %817 = fadd float %816, %815
  %818 = fmul float %197, %791
  %819 = fadd float %818, %817
  %820 = fmul float %204, %800
  %821 = fadd float %820, %819
  %822 = fmul float %245, %773
  %823 = fmul float %252, %782
  %824 = fadd float %823, %822
  %825 = fmul float %259, %791
  %826 = fadd float %825, %824
  %827 = fmul float %266, %800
  %828 = fadd float %827, %826
  %829 = add i32 %338, 7
  %830 = icmp sgt i32 %829, %332
  %831 = select i1 %830, i32 %332, i32 %829
  %832 = mul i32 %831, %5
  %833 = add i32 %832, %20
  %834 = mul i32 %833, %6
  %835 = add i32 %834, %31
  %836 = select i1 %32, i32 %835, i32 %834
  %837 = sext i32 %836 to i64
  %838 = mul i64 %837, 2
  %839 = getelementptr i8, ptr addrspace(1) %2, i64 %838
  %840 = load i16, ptr addrspace(1) %839, align 2
  %841 = bitcast i16 %840 to half
  %842 = fpext half %841 to float
  %843 = select i1 %32, float %842, float 0.000000e+00
  %844 = add i32 %834, %33
  %845 = select i1 %34, i32 %844, i32 %834
  %846 = sext i32 %845 to i64
  %847 = mul i64 %846, 2
  %848 = getelementptr i8, ptr addrspace(1) %2, i64 %847
  %849 = load i16, ptr addrspace(1) %848, align 2
  %850 = bitcast i16 %849 to half
  %851 = fpext half %850 to float
  %852 = select i1 %34, float %851, float 0.000000e+00
  %853 = add i32 %834, %35
  %854 = select i1 %36, i32 %853, i32 %834
  %855 = sext i32 %854 to i64
  %856 = mul i64 %855, 2
  %857 = getelementptr i8, ptr addrspace(1) %2, i64 %856
  %858 = load i16, ptr addrspace(1) %857, align 2
  %859 = bitcast i16 %858 to half
  %860 = fpext half %859 to float
  %861 = select i1 %36, float %860, float 0.000000e+00
  %862 = add i32 %834, %37
  %863 = select i1 %38, i32 %862, i32 %834
  %864 = sext i32 %863 to i64
  %865 = mul i64 %864, 2
  %866 = getelementptr i8, ptr addrspace(1) %2, i64 %865
  %867 = load i16, ptr addrspace(1) %866, align 2
  %868 = bitcast i16 %867 to half
  %869 = fpext half %868 to float
  %870 = select i1 %38, float %869, float 0.000000e+00
  %871 = fmul float %59, %843
  %872 = fmul float %66, %852
  %873 = fadd float %872, %871
  %874 = fmul float %73, %861
  %875 = fadd float %874, %873
  %876 = fmul float %80, %870
  %877 = fadd float %876, %875
  %878 = fmul float %121, %843
  %879 = fmul float %128, %852
  %880 = fadd float %879, %878
  %881 = fmul float %135, %861
  %882 = fadd float %881, %880
  %883 = fmul float %142, %870
  %884 = fadd float %883, %882
  %885 = fmul float %183, %843
  %886 = fmul float %190, %852
  %887 = fadd float %886, %885
  %888 = fmul float %197, %861
  %889 = fadd float %888, %887
  %890 = fmul float %204, %870
  %891 = fadd float %890, %889
  %892 = fmul float %245, %843
  %893 = fmul float %252, %852
  %894 = fadd float %893, %892
  %895 = fmul float %259, %861
  %896 = fadd float %895, %894
  %897 = fmul float %266, %870
  %898 = fadd float %897, %896
  %899 = call i32 @llvm.amdgcn.workitem.id.x()
  %900 = and i32 %899, 31
  %901 = and i32 %900, 16
  %902 = icmp ne i32 %901, 0
  %903 = select i1 %902, float %401, float %387
  %904 = select i1 %902, float %387, float %401
  %905 = bitcast float %904 to i32
  %906 = call i32 @llvm.amdgcn.workitem.id.x()
  %907 = and i32 %906, 31
  %908 = xor i32 %907, 16
  %909 = shl i32 %908, 2
  %910 = call i32 @llvm.amdgcn.ds.bpermute(i32 %909, i32 %905)
  %911 = bitcast i32 %910 to float
  %912 = fadd float %903, %911
  %913 = select i1 %902, float %471, float %457
  %914 = select i1 %902, float %457, float %471
  %915 = bitcast float %914 to i32
  %916 = call i32 @llvm.amdgcn.workitem.id.x()
  %917 = and i32 %916, 31
  %918 = xor i32 %917, 16
  %919 = shl i32 %918, 2
  %920 = call i32 @llvm.amdgcn.ds.bpermute(i32 %919, i32 %915)
  %921 = bitcast i32 %920 to float
  %922 = fadd float %913, %921
  %923 = select i1 %902, float %541, float %527
  %924 = select i1 %902, float %527, float %541
  %925 = bitcast float %924 to i32
  %926 = call i32 @llvm.amdgcn.workitem.id.x()
  %927 = and i32 %926, 31
  %928 = xor i32 %927, 16
  %929 = shl i32 %928, 2
  %930 = call i32 @llvm.amdgcn.ds.bpermute(i32 %929, i32 %925)
  %931 = bitcast i32 %930 to float
  %932 = fadd float %923, %931
  %933 = select i1 %902, float %611, float %597
  %934 = select i1 %902, float %597, float %611
  %935 = bitcast float %934 to i32
  %936 = call i32 @llvm.amdgcn.workitem.id.x()
  %937 = and i32 %936, 31
  %938 = xor i32 %937, 16
  %939 = shl i32 %938, 2
  %940 = call i32 @llvm.amdgcn.ds.bpermute(i32 %939, i32 %935)
  %941 = bitcast i32 %940 to float
  %942 = fadd float %933, %941
  %943 = select i1 %902, float %681, float %667
  %944 = select i1 %902, float %667, float %681
  %945 = bitcast float %944 to i32
  %946 = call i32 @llvm.amdgcn.workitem.id.x()
  %947 = and i32 %946, 31
  %948 = xor i32 %947, 16
  %949 = shl i32 %948, 2
  %950 = call i32 @llvm.amdgcn.ds.bpermute(i32 %949, i32 %945)
  %951 = bitcast i32 %950 to float
  %952 = fadd float %943, %951
  %953 = select i1 %902, float %751, float %737
  %954 = select i1 %902, float %737, float %751
  %955 = bitcast float %954 to i32
  %956 = call i32 @llvm.amdgcn.workitem.id.x()
  %957 = and i32 %956, 31
  %958 = xor i32 %957, 16
  %959 = shl i32 %958, 2
  %960 = call i32 @llvm.amdgcn.ds.bpermute(i32 %959, i32 %955)
  %961 = bitcast i32 %960 to float
  %962 = fadd float %953, %961
  %963 = select i1 %902, float %821, float %807
  %964 = select i1 %902, float %807, float %821
  %965 = bitcast float %964 to i32
  %966 = call i32 @llvm.amdgcn.workitem.id.x()
  %967 = and i32 %966, 31
  %968 = xor i32 %967, 16
  %969 = shl i32 %968, 2
  %970 = call i32 @llvm.amdgcn.ds.bpermute(i32 %969, i32 %965)
  %971 = bitcast i32 %970 to float
  %972 = fadd float %963, %971
  %973 = select i1 %902, float %891, float %877
  %974 = select i1 %902, float %877, float %891
  %975 = bitcast float %974 to i32
  %976 = call i32 @llvm.amdgcn.workitem.id.x()
  %977 = and i32 %976, 31
  %978 = xor i32 %977, 16
  %979 = shl i32 %978, 2
  %980 = call i32 @llvm.amdgcn.ds.bpermute(i32 %979, i32 %975)
  %981 = bitcast i32 %980 to float
  %982 = fadd float %973, %981
  %983 = select i1 %902, float %408, float %394
  %984 = select i1 %902, float %394, float %408
  %985 = bitcast float %984 to i32
  %986 = call i32 @llvm.amdgcn.workitem.id.x()
  %987 = and i32 %986, 31
  %988 = xor i32 %987, 16
  %989 = shl i32 %988, 2
  %990 = call i32 @llvm.amdgcn.ds.bpermute(i32 %989, i32 %985)
  %991 = bitcast i32 %990 to float
  %992 = fadd float %983, %991
  %993 = select i1 %902, float %478, float %464
  %994 = select i1 %902, float %464, float %478
  %995 = bitcast float %994 to i32
  %996 = call i32 @llvm.amdgcn.workitem.id.x()
  %997 = and i32 %996, 31
  %998 = xor i32 %997, 16
  %999 = shl i32 %998, 2
  %1000 = call i32 @llvm.amdgcn.ds.bpermute(i32 %999, i32 %995)
  %1001 = bitcast i32 %1000 to float
  %1002 = fadd float %993, %1001
  %1003 = select i1 %902, float %548, float %534
  %1004 = select i1 %902, float %534, float %548
  %1005 = bitcast float %1004 to i32
  %1006 = call i32 @llvm.amdgcn.workitem.id.x()
  %1007 = and i32 %1006, 31
  %1008 = xor i32 %1007, 16
  %1009 = shl i32 %1008, 2
  %1010 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1009, i32 %1005)
  %1011 = bitcast i32 %1010 to float
  %1012 = fadd float %1003, %1011
  %1013 = select i1 %902, float %618, float %604
  %1014 = select i1 %902, float %604, float %618
  %1015 = bitcast float %1014 to i32
  %1016 = call i32 @llvm.amdgcn.workitem.id.x()
  %1017 = and i32 %1016, 31
  %1018 = xor i32 %1017, 16
  %1019 = shl i32 %1018, 2
  %1020 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1019, i32 %1015)
  %1021 = bitcast i32 %1020 to float
  %1022 = fadd float %1013, %1021
  %1023 = select i1 %902, float %688, float %674
  %1024 = select i1 %902, float %674, float %688
  %1025 = bitcast float %1024 to i32
  %1026 = call i32 @llvm.amdgcn.workitem.id.x()
  %1027 = and i32 %1026, 31
  %1028 = xor i32 %1027, 16
  %1029 = shl i32 %1028, 2
  %1030 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1029, i32 %1025)
  %1031 = bitcast i32 %1030 to float
  %1032 = fadd float %1023, %1031
  %1033 = select i1 %902, float %758, float %744
  %1034 = select i1 %902, float %744, float %758
  %1035 = bitcast float %1034 to i32
  %1036 = call i32 @llvm.amdgcn.workitem.id.x()
  %1037 = and i32 %1036, 31
  %1038 = xor i32 %1037, 16
  %1039 = shl i32 %1038, 2
  %1040 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1039, i32 %1035)
  %1041 = bitcast i32 %1040 to float
  %1042 = fadd float %1033, %1041
  %1043 = select i1 %902, float %828, float %814
  %1044 = select i1 %902, float %814, float %828
  %1045 = bitcast float %1044 to i32
  %1046 = call i32 @llvm.amdgcn.workitem.id.x()
  %1047 = and i32 %1046, 31
  %1048 = xor i32 %1047, 16
  %1049 = shl i32 %1048, 2
  %1050 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1049, i32 %1045)
  %1051 = bitcast i32 %1050 to float
  %1052 = fadd float %1043, %1051
  %1053 = select i1 %902, float %898, float %884
  %1054 = select i1 %902, float %884, float %898
  %1055 = bitcast float %1054 to i32
  %1056 = call i32 @llvm.amdgcn.workitem.id.x()
  %1057 = and i32 %1056, 31
  %1058 = xor i32 %1057, 16
  %1059 = shl i32 %1058, 2
  %1060 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1059, i32 %1055)
  %1061 = bitcast i32 %1060 to float
  %1062 = fadd float %1053, %1061
  %1063 = and i32 %900, 8
  %1064 = icmp ne i32 %1063, 0
  %1065 = select i1 %1064, float %992, float %912
  %1066 = select i1 %1064, float %912, float %992
  %1067 = bitcast float %1066 to i32
  %1068 = call i32 @llvm.amdgcn.workitem.id.x()
  %1069 = and i32 %1068, 31
  %1070 = xor i32 %1069, 8
  %1071 = shl i32 %1070, 2
  %1072 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1071, i32 %1067)
  %1073 = bitcast i32 %1072 to float
  %1074 = fadd float %1065, %1073
  %1075 = select i1 %1064, float %1002, float %922
  %1076 = select i1 %1064, float %922, float %1002
  %1077 = bitcast float %1076 to i32
  %1078 = call i32 @llvm.amdgcn.workitem.id.x()
  %1079 = and i32 %1078, 31
  %1080 = xor i32 %1079, 8
  %1081 = shl i32 %1080, 2
  %1082 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1081, i32 %1077)
  %1083 = bitcast i32 %1082 to float
  %1084 = fadd float %1075, %1083
  %1085 = select i1 %1064, float %1012, float %932
  %1086 = select i1 %1064, float %932, float %1012
  %1087 = bitcast float %1086 to i32
  %1088 = call i32 @llvm.amdgcn.workitem.id.x()
  %1089 = and i32 %1088, 31
  %1090 = xor i32 %1089, 8
  %1091 = shl i32 %1090, 2
  %1092 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1091, i32 %1087)
  %1093 = bitcast i32 %1092 to float
  %1094 = fadd float %1085, %1093
  %1095 = select i1 %1064, float %1022, float %942
  %1096 = select i1 %1064, float %942, float %1022
  %1097 = bitcast float %1096 to i32
  %1098 = call i32 @llvm.amdgcn.workitem.id.x()
  %1099 = and i32 %1098, 31
  %1100 = xor i32 %1099, 8
  %1101 = shl i32 %1100, 2
  %1102 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1101, i32 %1097)
  %1103 = bitcast i32 %1102 to float
  %1104 = fadd float %1095, %1103
  %1105 = select i1 %1064, float %1032, float %952
  %1106 = select i1 %1064, float %952, float %1032
  %1107 = bitcast float %1106 to i32
  %1108 = call i32 @llvm.amdgcn.workitem.id.x()
  %1109 = and i32 %1108, 31
  %1110 = xor i32 %1109, 8
  %1111 = shl i32 %1110, 2
  %1112 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1111, i32 %1107)
  %1113 = bitcast i32 %1112 to float
  %1114 = fadd float %1105, %1113
  %1115 = select i1 %1064, float %1042, float %962
  %1116 = select i1 %1064, float %962, float %1042
  %1117 = bitcast float %1116 to i32
  %1118 = call i32 @llvm.amdgcn.workitem.id.x()
  %1119 = and i32 %1118, 31
  %1120 = xor i32 %1119, 8
  %1121 = shl i32 %1120, 2
  %1122 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1121, i32 %1117)
  %1123 = bitcast i32 %1122 to float
  %1124 = fadd float %1115, %1123
  %1125 = select i1 %1064, float %1052, float %972
  %1126 = select i1 %1064, float %972, float %1052
  %1127 = bitcast float %1126 to i32
  %1128 = call i32 @llvm.amdgcn.workitem.id.x()
  %1129 = and i32 %1128, 31
  %1130 = xor i32 %1129, 8
  %1131 = shl i32 %1130, 2
  %1132 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1131, i32 %1127)
  %1133 = bitcast i32 %1132 to float
  %1134 = fadd float %1125, %1133
  %1135 = select i1 %1064, float %1062, float %982
  %1136 = select i1 %1064, float %982, float %1062
  %1137 = bitcast float %1136 to i32
  %1138 = call i32 @llvm.amdgcn.workitem.id.x()
  %1139 = and i32 %1138, 31
  %1140 = xor i32 %1139, 8
  %1141 = shl i32 %1140, 2
  %1142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1141, i32 %1137)
  %1143 = bitcast i32 %1142 to float
  %1144 = fadd float %1135, %1143
  %1145 = and i32 %900, 4
  %1146 = icmp ne i32 %1145, 0
  %1147 = select i1 %1146, float %1114, float %1074
  %1148 = select i1 %1146, float %1074, float %1114
  %1149 = bitcast float %1148 to i32
  %1150 = call i32 @llvm.amdgcn.workitem.id.x()
  %1151 = and i32 %1150, 31
  %1152 = xor i32 %1151, 4
  %1153 = shl i32 %1152, 2
  %1154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1153, i32 %1149)
  %1155 = bitcast i32 %1154 to float
  %1156 = fadd float %1147, %1155
  %1157 = select i1 %1146, float %1124, float %1084
  %1158 = select i1 %1146, float %1084, float %1124
  %1159 = bitcast float %1158 to i32
  %1160 = call i32 @llvm.amdgcn.workitem.id.x()
  %1161 = and i32 %1160, 31
  %1162 = xor i32 %1161, 4
  %1163 = shl i32 %1162, 2
  %1164 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1163, i32 %1159)
  %1165 = bitcast i32 %1164 to float
  %1166 = fadd float %1157, %1165
  %1167 = select i1 %1146, float %1134, float %1094
  %1168 = select i1 %1146, float %1094, float %1134
  %1169 = bitcast float %1168 to i32
  %1170 = call i32 @llvm.amdgcn.workitem.id.x()
  %1171 = and i32 %1170, 31
  %1172 = xor i32 %1171, 4
  %1173 = shl i32 %1172, 2
  %1174 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1173, i32 %1169)
  %1175 = bitcast i32 %1174 to float
  %1176 = fadd float %1167, %1175
  %1177 = select i1 %1146, float %1144, float %1104
  %1178 = select i1 %1146, float %1104, float %1144
  %1179 = bitcast float %1178 to i32
  %1180 = call i32 @llvm.amdgcn.workitem.id.x()
  %1181 = and i32 %1180, 31
  %1182 = xor i32 %1181, 4
  %1183 = shl i32 %1182, 2
  %1184 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1183, i32 %1179)
  %1185 = bitcast i32 %1184 to float
  %1186 = fadd float %1177, %1185
  %1187 = and i32 %900, 2
  %1188 = icmp ne i32 %1187, 0
  %1189 = select i1 %1188, float %1176, float %1156
  %1190 = select i1 %1188, float %1156, float %1176
  %1191 = bitcast float %1190 to i32
  %1192 = call i32 @llvm.amdgcn.workitem.id.x()
  %1193 = and i32 %1192, 31
  %1194 = xor i32 %1193, 2
  %1195 = shl i32 %1194, 2
  %1196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1195, i32 %1191)
  %1197 = bitcast i32 %1196 to float
  %1198 = fadd float %1189, %1197
  %1199 = select i1 %1188, float %1186, float %1166
  %1200 = select i1 %1188, float %1166, float %1186
  %1201 = bitcast float %1200 to i32
  %1202 = call i32 @llvm.amdgcn.workitem.id.x()
  %1203 = and i32 %1202, 31
  %1204 = xor i32 %1203, 2
  %1205 = shl i32 %1204, 2
  %1206 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1205, i32 %1201)
  %1207 = bitcast i32 %1206 to float
  %1208 = fadd float %1199, %1207
  %1209 = and i32 %900, 1
  %1210 = icmp ne i32 %1209, 0
  %1211 = select i1 %1210, float %1208, float %1198
  %1212 = select i1 %1210, float %1198, float %1208
  %1213 = bitcast float %1212 to i32
  %1214 = call i32 @llvm.amdgcn.workitem.id.x()
  %1215 = and i32 %1214, 31
  %1216 = xor i32 %1215, 1
  %1217 = shl i32 %1216, 2
  %1218 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1217, i32 %1213)
  %1219 = bitcast i32 %1218 to float
  %1220 = fadd float %1211, %1219
  %1221 = add i32 %338, %296
  %1222 = icmp slt i32 %1221, %301
  %1223 = icmp sge i32 %1221, %306
  %1224 = and i1 %1222, %1223
  %1225 = fmul float %1220, %8
  %1226 = select i1 %1224, float %1225, float 0xFFF0000000000000
  %1227 = bitcast float %1226 to i32
  %1228 = call i32 @llvm.amdgcn.workitem.id.x()
  %1229 = and i32 %1228, 31
  %1230 = xor i32 %1229, 4
  %1231 = shl i32 %1230, 2
  %1232 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1231, i32 %1227)
  %1233 = bitcast i32 %1232 to float
  %1234 = fcmp ogt float %1226, %1233
  %1235 = select i1 %1234, float %1226, float %1233
  %1236 = bitcast float %1235 to i32
  %1237 = call i32 @llvm.amdgcn.workitem.id.x()
  %1238 = and i32 %1237, 31
  %1239 = xor i32 %1238, 2
  %1240 = shl i32 %1239, 2
  %1241 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1240, i32 %1236)
  %1242 = bitcast i32 %1241 to float
  %1243 = fcmp ogt float %1235, %1242
  %1244 = select i1 %1243, float %1235, float %1242
  %1245 = bitcast float %1244 to i32
  %1246 = call i32 @llvm.amdgcn.workitem.id.x()
  %1247 = and i32 %1246, 31
  %1248 = xor i32 %1247, 1
  %1249 = shl i32 %1248, 2
  %1250 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1249, i32 %1245)
  %1251 = bitcast i32 %1250 to float
  %1252 = fcmp ogt float %1244, %1251
  %1253 = select i1 %1252, float %1244, float %1251
  %1254 = load float, ptr addrspace(5) %v32, align 4
  %1255 = fcmp ogt float %1254, %1253
  %1256 = select i1 %1255, float %1254, float %1253
  %1257 = fcmp oeq float %1254, 0xFFF0000000000000
  %1258 = fsub float %1254, %1256
  %1259 = fmul float %1258, 0x3FF7154760000000
  %1260 = fcmp olt float %1259, -1.260000e+02
  %1261 = fcmp ogt float %1259, 1.270000e+02
  %1262 = select i1 %1260, float -1.260000e+02, float %1259
  %1263 = select i1 %1261, float 1.270000e+02, float %1262
  %1264 = fadd float %1263, 5.000000e-01
  %1265 = call float @llvm.floor.f32(float %1264)
  %1266 = fsub float %1263, %1265
  %1267 = fmul float 0x3EEFFCBFC0000000, %1266
  %1268 = fadd float %1267, 0x3F24309120000000
  %1269 = fmul float %1268, %1266
  %1270 = fadd float %1269, 0x3F55D87FE0000000
  %1271 = fmul float %1270, %1266
  %1272 = fadd float %1271, 0x3F83B2AB60000000
  %1273 = fmul float %1272, %1266
  %1274 = fadd float %1273, 0x3FAC6B08E0000000
  %1275 = fmul float %1274, %1266
  %1276 = fadd float %1275, 0x3FCEBFBE00000000
  %1277 = fmul float %1276, %1266
  %1278 = fadd float %1277, 0x3FE62E4300000000
  %1279 = fmul float %1278, %1266
  %1280 = fadd float %1279, 1.000000e+00
  %1281 = fptosi float %1265 to i32
  %1282 = add i32 %1281, 127
  %1283 = shl i32 %1282, 23
  %1284 = bitcast i32 %1283 to float
  %1285 = fmul float %1280, %1284
  %1286 = select i1 %1260, float 0.000000e+00, float %1285
  %1287 = select i1 %1261, float 0x7FF0000000000000, float %1286
  %1288 = fcmp uno float %1259, %1259
  %1289 = select i1 %1288, float %1259, float %1287
  %1290 = select i1 %1257, float 0.000000e+00, float %1289
  %1291 = fsub float %1226, %1256
  %1292 = fmul float %1291, 0x3FF7154760000000
  %1293 = fcmp olt float %1292, -1.260000e+02
  %1294 = fcmp ogt float %1292, 1.270000e+02
  %1295 = select i1 %1293, float -1.260000e+02, float %1292
  %1296 = select i1 %1294, float 1.270000e+02, float %1295
  %1297 = fadd float %1296, 5.000000e-01
  %1298 = call float @llvm.floor.f32(float %1297)
  %1299 = fsub float %1296, %1298
  %1300 = fmul float 0x3EEFFCBFC0000000, %1299
  %1301 = fadd float %1300, 0x3F24309120000000
  %1302 = fmul float %1301, %1299
  %1303 = fadd float %1302, 0x3F55D87FE0000000
  %1304 = fmul float %1303, %1299
  %1305 = fadd float %1304, 0x3F83B2AB60000000
  %1306 = fmul float %1305, %1299
  %1307 = fadd float %1306, 0x3FAC6B08E0000000
  %1308 = fmul float %1307, %1299
  %1309 = fadd float %1308, 0x3FCEBFBE00000000
  %1310 = fmul float %1309, %1299
  %1311 = fadd float %1310, 0x3FE62E4300000000
  %1312 = fmul float %1311, %1299
  %1313 = fadd float %1312, 1.000000e+00
  %1314 = fptosi float %1298 to i32
  %1315 = add i32 %1314, 127
  %1316 = shl i32 %1315, 23
  %1317 = bitcast i32 %1316 to float
  %1318 = fmul float %1313, %1317
  %1319 = select i1 %1293, float 0.000000e+00, float %1318
  %1320 = select i1 %1294, float 0x7FF0000000000000, float %1319
  %1321 = fcmp uno float %1292, %1292
  %1322 = select i1 %1321, float %1292, float %1320
  %1323 = select i1 %1224, float %1322, float 0.000000e+00
  %1324 = bitcast float %1323 to i32
  %1325 = call i32 @llvm.amdgcn.workitem.id.x()
  %1326 = and i32 %1325, 31
  %1327 = xor i32 %1326, 4
  %1328 = shl i32 %1327, 2
  %1329 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1328, i32 %1324)
  %1330 = bitcast i32 %1329 to float
  %1331 = fadd float %1323, %1330
  %1332 = bitcast float %1331 to i32
  %1333 = call i32 @llvm.amdgcn.workitem.id.x()
  %1334 = and i32 %1333, 31
  %1335 = xor i32 %1334, 2
  %1336 = shl i32 %1335, 2
  %1337 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1336, i32 %1332)
  %1338 = bitcast i32 %1337 to float
  %1339 = fadd float %1331, %1338
  %1340 = bitcast float %1339 to i32
  %1341 = call i32 @llvm.amdgcn.workitem.id.x()
  %1342 = and i32 %1341, 31
  %1343 = xor i32 %1342, 1
  %1344 = shl i32 %1343, 2
  %1345 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1344, i32 %1340)
  %1346 = bitcast i32 %1345 to float
  %1347 = fadd float %1339, %1346
  %1348 = load float, ptr addrspace(5) %v33, align 4
  %1349 = fmul float %1348, %1290
  %1350 = fadd float %1349, %1347
  store float %1350, ptr addrspace(5) %v33, align 4
  store float %1256, ptr addrspace(5) %v32, align 4
  %1351 = bitcast float %1290 to i32
  %1352 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1351)
  %1353 = bitcast i32 %1352 to float
  %1354 = load float, ptr addrspace(5) %v, align 4
  %1355 = fmul float %1354, %1353
  store float %1355, ptr addrspace(5) %v, align 4
  %1356 = load float, ptr addrspace(5) %v1, align 4
  %1357 = fmul float %1356, %1353
  store float %1357, ptr addrspace(5) %v1, align 4
  %1358 = load float, ptr addrspace(5) %v2, align 4
  %1359 = fmul float %1358, %1353
  store float %1359, ptr addrspace(5) %v2, align 4
  %1360 = load float, ptr addrspace(5) %v3, align 4
  %1361 = fmul float %1360, %1353
  store float %1361, ptr addrspace(5) %v3, align 4
  %1362 = bitcast float %1290 to i32
  %1363 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1362)
  %1364 = bitcast i32 %1363 to float
  %1365 = load float, ptr addrspace(5) %v8, align 4
  %1366 = fmul float %1365, %1364
  store float %1366, ptr addrspace(5) %v8, align 4
  %1367 = load float, ptr addrspace(5) %v9, align 4
  %1368 = fmul float %1367, %1364
  store float %1368, ptr addrspace(5) %v9, align 4
  %1369 = load float, ptr addrspace(5) %v10, align 4
  %1370 = fmul float %1369, %1364
  store float %1370, ptr addrspace(5) %v10, align 4
  %1371 = load float, ptr addrspace(5) %v11, align 4
  %1372 = fmul float %1371, %1364
  store float %1372, ptr addrspace(5) %v11, align 4
  %1373 = bitcast float %1290 to i32
  %1374 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1373)
  %1375 = bitcast i32 %1374 to float
  %1376 = load float, ptr addrspace(5) %v16, align 4
  %1377 = fmul float %1376, %1375
  store float %1377, ptr addrspace(5) %v16, align 4
  %1378 = load float, ptr addrspace(5) %v17, align 4
  %1379 = fmul float %1378, %1375
  store float %1379, ptr addrspace(5) %v17, align 4
  %1380 = load float, ptr addrspace(5) %v18, align 4
  %1381 = fmul float %1380, %1375
  store float %1381, ptr addrspace(5) %v18, align 4
  %1382 = load float, ptr addrspace(5) %v19, align 4
  %1383 = fmul float %1382, %1375
  store float %1383, ptr addrspace(5) %v19, align 4
  %1384 = bitcast float %1290 to i32
  %1385 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1384)
  %1386 = bitcast i32 %1385 to float
  %1387 = load float, ptr addrspace(5) %v24, align 4
  %1388 = fmul float %1387, %1386
  store float %1388, ptr addrspace(5) %v24, align 4
  %1389 = load float, ptr addrspace(5) %v25, align 4
  %1390 = fmul float %1389, %1386
  store float %1390, ptr addrspace(5) %v25, align 4
  %1391 = load float, ptr addrspace(5) %v26, align 4
  %1392 = fmul float %1391, %1386
  store float %1392, ptr addrspace(5) %v26, align 4
  %1393 = load float, ptr addrspace(5) %v27, align 4
  %1394 = fmul float %1393, %1386
  store float %1394, ptr addrspace(5) %v27, align 4
  %1395 = add i32 %338, 0
  %1396 = icmp sgt i32 %1395, %332
  %1397 = select i1 %1396, i32 %332, i32 %1395
  %1398 = mul i32 %1397, %5
  %1399 = add i32 %1398, %20
  %1400 = mul i32 %1399, %6
  %1401 = add i32 %1400, %31
  %1402 = select i1 %32, i32 %1401, i32 %1400
  %1403 = sext i32 %1402 to i64
  %1404 = mul i64 %1403, 2
  %1405 = getelementptr i8, ptr addrspace(1) %3, i64 %1404
  %1406 = load i16, ptr addrspace(1) %1405, align 2
  %1407 = bitcast i16 %1406 to half
  %1408 = fpext half %1407 to float
  %1409 = select i1 %32, float %1408, float 0.000000e+00
  %1410 = add i32 %1400, %33
  %1411 = select i1 %34, i32 %1410, i32 %1400
  %1412 = sext i32 %1411 to i64
  %1413 = mul i64 %1412, 2
  %1414 = getelementptr i8, ptr addrspace(1) %3, i64 %1413
  %1415 = load i16, ptr addrspace(1) %1414, align 2
  %1416 = bitcast i16 %1415 to half
  %1417 = fpext half %1416 to float
  %1418 = select i1 %34, float %1417, float 0.000000e+00
  %1419 = add i32 %1400, %35
  %1420 = select i1 %36, i32 %1419, i32 %1400
  %1421 = sext i32 %1420 to i64
  %1422 = mul i64 %1421, 2
  %1423 = getelementptr i8, ptr addrspace(1) %3, i64 %1422
  %1424 = load i16, ptr addrspace(1) %1423, align 2
  %1425 = bitcast i16 %1424 to half
  %1426 = fpext half %1425 to float
  %1427 = select i1 %36, float %1426, float 0.000000e+00
  %1428 = add i32 %1400, %37
  %1429 = select i1 %38, i32 %1428, i32 %1400
  %1430 = sext i32 %1429 to i64
  %1431 = mul i64 %1430, 2
  %1432 = getelementptr i8, ptr addrspace(1) %3, i64 %1431
  %1433 = load i16, ptr addrspace(1) %1432, align 2
  %1434 = bitcast i16 %1433 to half
  %1435 = fpext half %1434 to float
  %1436 = select i1 %38, float %1435, float 0.000000e+00
  %1437 = bitcast float %1323 to i32
  %1438 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1437)
  %1439 = bitcast i32 %1438 to float
  %1440 = load float, ptr addrspace(5) %v, align 4
  %1441 = fmul float %1439, %1409
  %1442 = fadd float %1441, %1440
  store float %1442, ptr addrspace(5) %v, align 4
  %1443 = load float, ptr addrspace(5) %v1, align 4
  %1444 = fmul float %1439, %1418
  %1445 = fadd float %1444, %1443
  store float %1445, ptr addrspace(5) %v1, align 4
  %1446 = load float, ptr addrspace(5) %v2, align 4
  %1447 = fmul float %1439, %1427
  %1448 = fadd float %1447, %1446
  store float %1448, ptr addrspace(5) %v2, align 4
  %1449 = load float, ptr addrspace(5) %v3, align 4
  %1450 = fmul float %1439, %1436
  %1451 = fadd float %1450, %1449
  store float %1451, ptr addrspace(5) %v3, align 4
  %1452 = bitcast float %1323 to i32
  %1453 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1452)
  %1454 = bitcast i32 %1453 to float
  %1455 = load float, ptr addrspace(5) %v8, align 4
  %1456 = fmul float %1454, %1409
  %1457 = fadd float %1456, %1455
  store float %1457, ptr addrspace(5) %v8, align 4
  %1458 = load float, ptr addrspace(5) %v9, align 4
  %1459 = fmul float %1454, %1418
  %1460 = fadd float %1459, %1458
  store float %1460, ptr addrspace(5) %v9, align 4
  %1461 = load float, ptr addrspace(5) %v10, align 4
  %1462 = fmul float %1454, %1427
  %1463 = fadd float %1462, %1461
  store float %1463, ptr addrspace(5) %v10, align 4
  %1464 = load float, ptr addrspace(5) %v11, align 4
  %1465 = fmul float %1454, %1436
  %1466 = fadd float %1465, %1464
  store float %1466, ptr addrspace(5) %v11, align 4
  %1467 = bitcast float %1323 to i32
  %1468 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1467)
  %1469 = bitcast i32 %1468 to float
  %1470 = load float, ptr addrspace(5) %v16, align 4
  %1471 = fmul float %1469, %1409
  %1472 = fadd float %1471, %1470
  store float %1472, ptr addrspace(5) %v16, align 4
  %1473 = load float, ptr addrspace(5) %v17, align 4
  %1474 = fmul float %1469, %1418
  %1475 = fadd float %1474, %1473
  store float %1475, ptr addrspace(5) %v17, align 4
  %1476 = load float, ptr addrspace(5) %v18, align 4
  %1477 = fmul float %1469, %1427
  %1478 = fadd float %1477, %1476
  store float %1478, ptr addrspace(5) %v18, align 4
  %1479 = load float, ptr addrspace(5) %v19, align 4
  %1480 = fmul float %1469, %1436
  %1481 = fadd float %1480, %1479
  store float %1481, ptr addrspace(5) %v19, align 4
  %1482 = bitcast float %1323 to i32
  %1483 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1482)
  %1484 = bitcast i32 %1483 to float
  %1485 = load float, ptr addrspace(5) %v24, align 4
  %1486 = fmul float %1484, %1409
  %1487 = fadd float %1486, %1485
  store float %1487, ptr addrspace(5) %v24, align 4
  %1488 = load float, ptr addrspace(5) %v25, align 4
  %1489 = fmul float %1484, %1418
  %1490 = fadd float %1489, %1488
  store float %1490, ptr addrspace(5) %v25, align 4
  %1491 = load float, ptr addrspace(5) %v26, align 4
  %1492 = fmul float %1484, %1427
  %1493 = fadd float %1492, %1491
  store float %1493, ptr addrspace(5) %v26, align 4
  %1494 = load float, ptr addrspace(5) %v27, align 4
  %1495 = fmul float %1484, %1436
  %1496 = fadd float %1495, %1494
  store float %1496, ptr addrspace(5) %v27, align 4
  %1497 = add i32 %338, 1
  %1498 = icmp sgt i32 %1497, %332
  %1499 = select i1 %1498, i32 %332, i32 %1497
  %1500 = mul i32 %1499, %5
  %1501 = add i32 %1500, %20
  %1502 = mul i32 %1501, %6
  %1503 = add i32 %1502, %31
  %1504 = select i1 %32, i32 %1503, i32 %1502
  %1505 = sext i32 %1504 to i64
  %1506 = mul i64 %1505, 2
  %1507 = getelementptr i8, ptr addrspace(1) %3, i64 %1506
  %1508 = load i16, ptr addrspace(1) %1507, align 2
  %1509 = bitcast i16 %1508 to half
  %1510 = fpext half %1509 to float
  %1511 = select i1 %32, float %1510, float 0.000000e+00
  %1512 = add i32 %1502, %33
  %1513 = select i1 %34, i32 %1512, i32 %1502
  %1514 = sext i32 %1513 to i64
  %1515 = mul i64 %1514, 2
  %1516 = getelementptr i8, ptr addrspace(1) %3, i64 %1515
  %1517 = load i16, ptr addrspace(1) %1516, align 2
  %1518 = bitcast i16 %1517 to half
  %1519 = fpext half %1518 to float
  %1520 = select i1 %34, float %1519, float 0.000000e+00
  %1521 = add i32 %1502, %35
  %1522 = select i1 %36, i32 %1521, i32 %1502
  %1523 = sext i32 %1522 to i64
  %1524 = mul i64 %1523, 2
  %1525 = getelementptr i8, ptr addrspace(1) %3, i64 %1524
  %1526 = load i16, ptr addrspace(1) %1525, align 2
  %1527 = bitcast i16 %1526 to half
  %1528 = fpext half %1527 to float
  %1529 = select i1 %36, float %1528, float 0.000000e+00
  %1530 = add i32 %1502, %37
  %1531 = select i1 %38, i32 %1530, i32 %1502
  %1532 = sext i32 %1531 to i64
  %1533 = mul i64 %1532, 2
  %1534 = getelementptr i8, ptr addrspace(1) %3, i64 %1533
  %1535 = load i16, ptr addrspace(1) %1534, align 2
  %1536 = bitcast i16 %1535 to half
  %1537 = fpext half %1536 to float
  %1538 = select i1 %38, float %1537, float 0.000000e+00
  %1539 = bitcast float %1323 to i32
  %1540 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %1539)
  %1541 = bitcast i32 %1540 to float
  %1542 = load float, ptr addrspace(5) %v, align 4
  %1543 = fmul float %1541, %1511
  %1544 = fadd float %1543, %1542
  store float %1544, ptr addrspace(5) %v, align 4
  %1545 = load float, ptr addrspace(5) %v1, align 4
  %1546 = fmul float %1541, %1520
  %1547 = fadd float %1546, %1545
  store float %1547, ptr addrspace(5) %v1, align 4
  %1548 = load float, ptr addrspace(5) %v2, align 4
  %1549 = fmul float %1541, %1529
  %1550 = fadd float %1549, %1548
  store float %1550, ptr addrspace(5) %v2, align 4
  %1551 = load float, ptr addrspace(5) %v3, align 4
  %1552 = fmul float %1541, %1538
  %1553 = fadd float %1552, %1551
  store float %1553, ptr addrspace(5) %v3, align 4
  %1554 = bitcast float %1323 to i32
  %1555 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %1554)
  %1556 = bitcast i32 %1555 to float
  %1557 = load float, ptr addrspace(5) %v8, align 4
  %1558 = fmul float %1556, %1511
  %1559 = fadd float %1558, %1557
  store float %1559, ptr addrspace(5) %v8, align 4
  %1560 = load float, ptr addrspace(5) %v9, align 4
  %1561 = fmul float %1556, %1520
  %1562 = fadd float %1561, %1560
  store float %1562, ptr addrspace(5) %v9, align 4
  %1563 = load float, ptr addrspace(5) %v10, align 4
  %1564 = fmul float %1556, %1529
  %1565 = fadd float %1564, %1563
  store float %1565, ptr addrspace(5) %v10, align 4
  %1566 = load float, ptr addrspace(5) %v11, align 4
  %1567 = fmul float %1556, %1538
  %1568 = fadd float %1567, %1566
  store float %1568, ptr addrspace(5) %v11, align 4
  %1569 = bitcast float %1323 to i32
  %1570 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %1569)
  %1571 = bitcast i32 %1570 to float
  %1572 = load float, ptr addrspace(5) %v16, align 4
  %1573 = fmul float %1571, %1511
  %1574 = fadd float %1573, %1572
  store float %1574, ptr addrspace(5) %v16, align 4
  %1575 = load float, ptr addrspace(5) %v17, align 4
  %1576 = fmul float %1571, %1520
  %1577 = fadd float %1576, %1575
  store float %1577, ptr addrspace(5) %v17, align 4
  %1578 = load float, ptr addrspace(5) %v18, align 4
  %1579 = fmul float %1571, %1529
  %1580 = fadd float %1579, %1578
  store float %1580, ptr addrspace(5) %v18, align 4
  %1581 = load float, ptr addrspace(5) %v19, align 4
  %1582 = fmul float %1571, %1538
  %1583 = fadd float %1582, %1581
  store float %1583, ptr addrspace(5) %v19, align 4
  %1584 = bitcast float %1323 to i32
  %1585 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %1584)
  %1586 = bitcast i32 %1585 to float
  %1587 = load float, ptr addrspace(5) %v24, align 4
  %1588 = fmul float %1586, %1511
  %1589 = fadd float %1588, %1587
  store float %1589, ptr addrspace(5) %v24, align 4
  %1590 = load float, ptr addrspace(5) %v25, align 4
  %1591 = fmul float %1586, %1520
  %1592 = fadd float %1591, %1590
  store float %1592, ptr addrspace(5) %v25, align 4
  %1593 = load float, ptr addrspace(5) %v26, align 4
  %1594 = fmul float %1586, %1529
  %1595 = fadd float %1594, %1593
  store float %1595, ptr addrspace(5) %v26, align 4
  %1596 = load float, ptr addrspace(5) %v27, align 4
  %1597 = fmul float %1586, %1538
  %1598 = fadd float %1597, %1596
  store float %1598, ptr addrspace(5) %v27, align 4
  %1599 = add i32 %338, 2
  %1600 = icmp sgt i32 %1599, %332
  %1601 = select i1 %1600, i32 %332, i32 %1599
  %1602 = mul i32 %1601, %5
  %1603 = add i32 %1602, %20
  %1604 = mul i32 %1603, %6
  %1605 = add i32 %1604, %31
  %1606 = select i1 %32, i32 %1605, i32 %1604
  %1607 = sext i32 %1606 to i64
  %1608 = mul i64 %1607, 2
  %1609 = getelementptr i8, ptr addrspace(1) %3, i64 %1608
  %1610 = load i16, ptr addrspace(1) %1609, align 2
  %1611 = bitcast i16 %1610 to half
  %1612 = fpext half %1611 to float
  %1613 = select i1 %32, float %1612, float 0.000000e+00
  %1614 = add i32 %1604, %33
  %1615 = select i1 %34, i32 %1614, i32 %1604
  %1616 = sext i32 %1615 to i64
  %1617 = mul i64 %1616, 2
  %1618 = getelementptr i8, ptr addrspace(1) %3, i64 %1617
  %1619 = load i16, ptr addrspace(1) %1618, align 2
  %1620 = bitcast i16 %1619 to half
  %1621 = fpext half %1620 to float
  %1622 = select i1 %34, float %1621, float 0.000000e+00
  %1623 = add i32 %1604, %35
  %1624 = select i1 %36, i32 %1623, i32 %1604
  %1625 = sext i32 %1624 to i64
  %1626 = mul i64 %1625, 2
  %1627 = getelementptr i8, ptr addrspace(1) %3, i64 %1626
  %1628 = load i16, ptr addrspace(1) %1627, align 2
  %1629 = bitcast i16 %1628 to half
  %1630 = fpext half %1629 to float
  %1631 = select i1 %36, float %1630, float 0.000000e+00
  %1632 = add i32 %1604, %37
  %1633 = select i1 %38, i32 %1632, i32 %1604
  %1634 = sext i32 %1633 to i64
  %1635 = mul i64 %1634, 2
  %1636 = getelementptr i8, ptr addrspace(1) %3, i64 %1635
  %1637 = load i16, ptr addrspace(1) %1636, align 2
  %1638 = bitcast i16 %1637 to half
  %1639 = fpext half %1638 to float
  %1640 = select i1 %38, float %1639, float 0.000000e+00
  %1641 = bitcast float %1323 to i32
  %1642 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %1641)
  %1643 = bitcast i32 %1642 to float
  %1644 = load float, ptr addrspace(5) %v, align 4
  %1645 = fmul float %1643, %1613
  %1646 = fadd float %1645, %1644
  store float %1646, ptr addrspace(5) %v, align 4
  %1647 = load float, ptr addrspace(5) %v1, align 4
  %1648 = fmul float %1643, %1622
  %1649 = fadd float %1648, %1647
  store float %1649, ptr addrspace(5) %v1, align 4
  %1650 = load float, ptr addrspace(5) %v2, align 4
  %1651 = fmul float %1643, %1631
  %1652 = fadd float %1651, %1650
  store float %1652, ptr addrspace(5) %v2, align 4
  %1653 = load float, ptr addrspace(5) %v3, align 4
  %1654 = fmul float %1643, %1640
  %1655 = fadd float %1654, %1653
  store float %1655, ptr addrspace(5) %v3, align 4
  %1656 = bitcast float %1323 to i32
  %1657 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %1656)
  %1658 = bitcast i32 %1657 to float
  %1659 = load float, ptr addrspace(5) %v8, align 4
  %1660 = fmul float %1658, %1613
  %1661 = fadd float %1660, %1659
  store float %1661, ptr addrspace(5) %v8, align 4
  %1662 = load float, ptr addrspace(5) %v9, align 4
  %1663 = fmul float %1658, %1622
  %1664 = fadd float %1663, %1662
  store float %1664, ptr addrspace(5) %v9, align 4
  %1665 = load float, ptr addrspace(5) %v10, align 4
  %1666 = fmul float %1658, %1631
  %1667 = fadd float %1666, %1665
  store float %1667, ptr addrspace(5) %v10, align 4
  %1668 = load float, ptr addrspace(5) %v11, align 4
  %1669 = fmul float %1658, %1640
  %1670 = fadd float %1669, %1668
  store float %1670, ptr addrspace(5) %v11, align 4
  %1671 = bitcast float %1323 to i32
  %1672 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %1671)
  %1673 = bitcast i32 %1672 to float
  %1674 = load float, ptr addrspace(5) %v16, align 4
  %1675 = fmul float %1673, %1613
  %1676 = fadd float %1675, %1674
  store float %1676, ptr addrspace(5) %v16, align 4
  %1677 = load float, ptr addrspace(5) %v17, align 4
  %1678 = fmul float %1673, %1622
  %1679 = fadd float %1678, %1677
  store float %1679, ptr addrspace(5) %v17, align 4
  %1680 = load float, ptr addrspace(5) %v18, align 4
  %1681 = fmul float %1673, %1631
  %1682 = fadd float %1681, %1680
  store float %1682, ptr addrspace(5) %v18, align 4
  %1683 = load float, ptr addrspace(5) %v19, align 4
  %1684 = fmul float %1673, %1640
  %1685 = fadd float %1684, %1683
  store float %1685, ptr addrspace(5) %v19, align 4
  %1686 = bitcast float %1323 to i32
  %1687 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %1686)
  %1688 = bitcast i32 %1687 to float
  %1689 = load float, ptr addrspace(5) %v24, align 4
  %1690 = fmul float %1688, %1613
  %1691 = fadd float %1690, %1689
  store float %1691, ptr addrspace(5) %v24, align 4
  %1692 = load float, ptr addrspace(5) %v25, align 4
  %1693 = fmul float %1688, %1622
  %1694 = fadd float %1693, %1692
  store float %1694, ptr addrspace(5) %v25, align 4
  %1695 = load float, ptr addrspace(5) %v26, align 4
  %1696 = fmul float %1688, %1631
  %1697 = fadd float %1696, %1695
  store float %1697, ptr addrspace(5) %v26, align 4
  %1698 = load float, ptr addrspace(5) %v27, align 4
  %1699 = fmul float %1688, %1640
  %1700 = fadd float %1699, %1698
  store float %1700, ptr addrspace(5) %v27, align 4
  %1701 = add i32 %338, 3
  %1702 = icmp sgt i32 %1701, %332
  %1703 = select i1 %1702, i32 %332, i32 %1701
  %1704 = mul i32 %1703, %5
  %1705 = add i32 %1704, %20
  %1706 = mul i32 %1705, %6
  %1707 = add i32 %1706, %31
  %1708 = select i1 %32, i32 %1707, i32 %1706
  %1709 = sext i32 %1708 to i64
  %1710 = mul i64 %1709, 2
  %1711 = getelementptr i8, ptr addrspace(1) %3, i64 %1710
  %1712 = load i16, ptr addrspace(1) %1711, align 2
  %1713 = bitcast i16 %1712 to half
  %1714 = fpext half %1713 to float
  %1715 = select i1 %32, float %1714, float 0.000000e+00
  %1716 = add i32 %1706, %33
  %1717 = select i1 %34, i32 %1716, i32 %1706
  %1718 = sext i32 %1717 to i64
  %1719 = mul i64 %1718, 2
  %1720 = getelementptr i8, ptr addrspace(1) %3, i64 %1719
  %1721 = load i16, ptr addrspace(1) %1720, align 2
  %1722 = bitcast i16 %1721 to half
  %1723 = fpext half %1722 to float
  %1724 = select i1 %34, float %1723, float 0.000000e+00
  %1725 = add i32 %1706, %35
  %1726 = select i1 %36, i32 %1725, i32 %1706
  %1727 = sext i32 %1726 to i64
  %1728 = mul i64 %1727, 2
  %1729 = getelementptr i8, ptr addrspace(1) %3, i64 %1728
  %1730 = load i16, ptr addrspace(1) %1729, align 2
  %1731 = bitcast i16 %1730 to half
  %1732 = fpext half %1731 to float
  %1733 = select i1 %36, float %1732, float 0.000000e+00
  %1734 = add i32 %1706, %37
  %1735 = select i1 %38, i32 %1734, i32 %1706
  %1736 = sext i32 %1735 to i64
  %1737 = mul i64 %1736, 2
  %1738 = getelementptr i8, ptr addrspace(1) %3, i64 %1737
  %1739 = load i16, ptr addrspace(1) %1738, align 2
  %1740 = bitcast i16 %1739 to half
  %1741 = fpext half %1740 to float
  %1742 = select i1 %38, float %1741, float 0.000000e+00
  %1743 = bitcast float %1323 to i32
  %1744 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %1743)
  %1745 = bitcast i32 %1744 to float
  %1746 = load float, ptr addrspace(5) %v, align 4
  %1747 = fmul float %1745, %1715
  %1748 = fadd float %1747, %1746
  store float %1748, ptr addrspace(5) %v, align 4
  %1749 = load float, ptr addrspace(5) %v1, align 4
  %1750 = fmul float %1745, %1724
  %1751 = fadd float %1750, %1749
  store float %1751, ptr addrspace(5) %v1, align 4
  %1752 = load float, ptr addrspace(5) %v2, align 4
  %1753 = fmul float %1745, %1733
  %1754 = fadd float %1753, %1752
  store float %1754, ptr addrspace(5) %v2, align 4
  %1755 = load float, ptr addrspace(5) %v3, align 4
  %1756 = fmul float %1745, %1742
  %1757 = fadd float %1756, %1755
  store float %1757, ptr addrspace(5) %v3, align 4
  %1758 = bitcast float %1323 to i32
  %1759 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %1758)
  %1760 = bitcast i32 %1759 to float
  %1761 = load float, ptr addrspace(5) %v8, align 4
  %1762 = fmul float %1760, %1715
  %1763 = fadd float %1762, %1761
  store float %1763, ptr addrspace(5) %v8, align 4
  %1764 = load float, ptr addrspace(5) %v9, align 4
  %1765 = fmul float %1760, %1724
  %1766 = fadd float %1765, %1764
  store float %1766, ptr addrspace(5) %v9, align 4
  %1767 = load float, ptr addrspace(5) %v10, align 4
  %1768 = fmul float %1760, %1733
  %1769 = fadd float %1768, %1767
  store float %1769, ptr addrspace(5) %v10, align 4
  %1770 = load float, ptr addrspace(5) %v11, align 4
  %1771 = fmul float %1760, %1742
  %1772 = fadd float %1771, %1770
  store float %1772, ptr addrspace(5) %v11, align 4
  %1773 = bitcast float %1323 to i32
  %1774 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %1773)
  %1775 = bitcast i32 %1774 to float
  %1776 = load float, ptr addrspace(5) %v16, align 4
  %1777 = fmul float %1775, %1715
  %1778 = fadd float %1777, %1776
  store float %1778, ptr addrspace(5) %v16, align 4
  %1779 = load float, ptr addrspace(5) %v17, align 4
  %1780 = fmul float %1775, %1724
  %1781 = fadd float %1780, %1779
  store float %1781, ptr addrspace(5) %v17, align 4
  %1782 = load float, ptr addrspace(5) %v18, align 4
  %1783 = fmul float %1775, %1733
  %1784 = fadd float %1783, %1782
  store float %1784, ptr addrspace(5) %v18, align 4
  %1785 = load float, ptr addrspace(5) %v19, align 4
  %1786 = fmul float %1775, %1742
  %1787 = fadd float %1786, %1785
  store float %1787, ptr addrspace(5) %v19, align 4
  %1788 = bitcast float %1323 to i32
  %1789 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %1788)
  %1790 = bitcast i32 %1789 to float
  %1791 = load float, ptr addrspace(5) %v24, align 4
  %1792 = fmul float %1790, %1715
  %1793 = fadd float %1792, %1791
  store float %1793, ptr addrspace(5) %v24, align 4
  %1794 = load float, ptr addrspace(5) %v25, align 4
  %1795 = fmul float %1790, %1724
  %1796 = fadd float %1795, %1794
  store float %1796, ptr addrspace(5) %v25, align 4
  %1797 = load float, ptr addrspace(5) %v26, align 4
  %1798 = fmul float %1790, %1733
  %1799 = fadd float %1798, %1797
  store float %1799, ptr addrspace(5) %v26, align 4
  %1800 = load float, ptr addrspace(5) %v27, align 4
  %1801 = fmul float %1790, %1742
  %1802 = fadd float %1801, %1800
  store float %1802, ptr addrspace(5) %v27, align 4
  %1803 = add i32 %338, 4
  %1804 = icmp sgt i32 %1803, %332
  %1805 = select i1 %1804, i32 %332, i32 %1803
  %1806 = mul i32 %1805, %5
  %1807 = add i32 %1806, %20
  %1808 = mul i32 %1807, %6
  %1809 = add i32 %1808, %31
  %1810 = select i1 %32, i32 %1809, i32 %1808
  %1811 = sext i32 %1810 to i64
  %1812 = mul i64 %1811, 2
  %1813 = getelementptr i8, ptr addrspace(1) %3, i64 %1812
  %1814 = load i16, ptr addrspace(1) %1813, align 2
  %1815 = bitcast i16 %1814 to half
  %1816 = fpext half %1815 to float
  %1817 = select i1 %32, float %1816, float 0.000000e+00
  %1818 = add i32 %1808, %33
  %1819 = select i1 %34, i32 %1818, i32 %1808
  %1820 = sext i32 %1819 to i64
  %1821 = mul i64 %1820, 2
  %1822 = getelementptr i8, ptr addrspace(1) %3, i64 %1821
  %1823 = load i16, ptr addrspace(1) %1822, align 2
  %1824 = bitcast i16 %1823 to half
  %1825 = fpext half %1824 to float
  %1826 = select i1 %34, float %1825, float 0.000000e+00
  %1827 = add i32 %1808, %35
  %1828 = select i1 %36, i32 %1827, i32 %1808
  %1829 = sext i32 %1828 to i64
  %1830 = mul i64 %1829, 2
  %1831 = getelementptr i8, ptr addrspace(1) %3, i64 %1830
  %1832 = load i16, ptr addrspace(1) %1831, align 2
  %1833 = bitcast i16 %1832 to half
  %1834 = fpext half %1833 to float
  %1835 = select i1 %36, float %1834, float 0.000000e+00
  %1836 = add i32 %1808, %37
  %1837 = select i1 %38, i32 %1836, i32 %1808
  %1838 = sext i32 %1837 to i64
  %1839 = mul i64 %1838, 2
  %1840 = getelementptr i8, ptr addrspace(1) %3, i64 %1839
  %1841 = load i16, ptr addrspace(1) %1840, align 2
  %1842 = bitcast i16 %1841 to half
  %1843 = fpext half %1842 to float
  %1844 = select i1 %38, float %1843, float 0.000000e+00
  %1845 = bitcast float %1323 to i32
  %1846 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %1845)
  %1847 = bitcast i32 %1846 to float
  %1848 = load float, ptr addrspace(5) %v, align 4
  %1849 = fmul float %1847, %1817
  %1850 = fadd float %1849, %1848
  store float %1850, ptr addrspace(5) %v, align 4
  %1851 = load float, ptr addrspace(5) %v1, align 4
  %1852 = fmul float %1847, %1826
  %1853 = fadd float %1852, %1851
  store float %1853, ptr addrspace(5) %v1, align 4
  %1854 = load float, ptr addrspace(5) %v2, align 4
  %1855 = fmul float %1847, %1835
  %1856 = fadd float %1855, %1854
  store float %1856, ptr addrspace(5) %v2, align 4
  %1857 = load float, ptr addrspace(5) %v3, align 4
  %1858 = fmul float %1847, %1844
  %1859 = fadd float %1858, %1857
  store float %1859, ptr addrspace(5) %v3, align 4
  %1860 = bitcast float %1323 to i32
  %1861 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %1860)
  %1862 = bitcast i32 %1861 to float
  %1863 = load float, ptr addrspace(5) %v8, align 4
  %1864 = fmul float %1862, %1817
  %1865 = fadd float %1864, %1863
  store float %1865, ptr addrspace(5) %v8, align 4
  %1866 = load float, ptr addrspace(5) %v9, align 4
  %1867 = fmul float %1862, %1826
  %1868 = fadd float %1867, %1866
  store float %1868, ptr addrspace(5) %v9, align 4
  %1869 = load float, ptr addrspace(5) %v10, align 4
  %1870 = fmul float %1862, %1835
  %1871 = fadd float %1870, %1869
  store float %1871, ptr addrspace(5) %v10, align 4
  %1872 = load float, ptr addrspace(5) %v11, align 4
  %1873 = fmul float %1862, %1844
  %1874 = fadd float %1873, %1872
  store float %1874, ptr addrspace(5) %v11, align 4
  %1875 = bitcast float %1323 to i32
  %1876 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %1875)
  %1877 = bitcast i32 %1876 to float
  %1878 = load float, ptr addrspace(5) %v16, align 4
  %1879 = fmul float %1877, %1817
  %1880 = fadd float %1879, %1878
  store float %1880, ptr addrspace(5) %v16, align 4
  %1881 = load float, ptr addrspace(5) %v17, align 4
  %1882 = fmul float %1877, %1826
  %1883 = fadd float %1882, %1881
  store float %1883, ptr addrspace(5) %v17, align 4
  %1884 = load float, ptr addrspace(5) %v18, align 4
  %1885 = fmul float %1877, %1835
  %1886 = fadd float %1885, %1884
  store float %1886, ptr addrspace(5) %v18, align 4
  %1887 = load float, ptr addrspace(5) %v19, align 4
  %1888 = fmul float %1877, %1844
  %1889 = fadd float %1888, %1887
  store float %1889, ptr addrspace(5) %v19, align 4
  %1890 = bitcast float %1323 to i32
  %1891 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %1890)
  %1892 = bitcast i32 %1891 to float
  %1893 = load float, ptr addrspace(5) %v24, align 4
  %1894 = fmul float %1892, %1817
  %1895 = fadd float %1894, %1893
  store float %1895, ptr addrspace(5) %v24, align 4
  %1896 = load float, ptr addrspace(5) %v25, align 4
  %1897 = fmul float %1892, %1826
  %1898 = fadd float %1897, %1896
  store float %1898, ptr addrspace(5) %v25, align 4
  %1899 = load float, ptr addrspace(5) %v26, align 4
  %1900 = fmul float %1892, %1835
  %1901 = fadd float %1900, %1899
  store float %1901, ptr addrspace(5) %v26, align 4
  %1902 = load float, ptr addrspace(5) %v27, align 4
  %1903 = fmul float %1892, %1844
  %1904 = fadd float %1903, %1902
  store float %1904, ptr addrspace(5) %v27, align 4
  %1905 = add i32 %338, 5
  %1906 = icmp sgt i32 %1905, %332
  %1907 = select i1 %1906, i32 %332, i32 %1905
  %1908 = mul i32 %1907, %5
  %1909 = add i32 %1908, %20
  %1910 = mul i32 %1909, %6
  %1911 = add i32 %1910, %31
  %1912 = select i1 %32, i32 %1911, i32 %1910
  %1913 = sext i32 %1912 to i64
  %1914 = mul i64 %1913, 2
  %1915 = getelementptr i8, ptr addrspace(1) %3, i64 %1914
  %1916 = load i16, ptr addrspace(1) %1915, align 2
  %1917 = bitcast i16 %1916 to half
  %1918 = fpext half %1917 to float
  %1919 = select i1 %32, float %1918, float 0.000000e+00
  %1920 = add i32 %1910, %33
  %1921 = select i1 %34, i32 %1920, i32 %1910
  %1922 = sext i32 %1921 to i64
  %1923 = mul i64 %1922, 2
  %1924 = getelementptr i8, ptr addrspace(1) %3, i64 %1923
  %1925 = load i16, ptr addrspace(1) %1924, align 2
  %1926 = bitcast i16 %1925 to half
  %1927 = fpext half %1926 to float
  %1928 = select i1 %34, float %1927, float 0.000000e+00
  %1929 = add i32 %1910, %35
  %1930 = select i1 %36, i32 %1929, i32 %1910
  %1931 = sext i32 %1930 to i64
  %1932 = mul i64 %1931, 2
  %1933 = getelementptr i8, ptr addrspace(1) %3, i64 %1932
  %1934 = load i16, ptr addrspace(1) %1933, align 2
  %1935 = bitcast i16 %1934 to half
  %1936 = fpext half %1935 to float
  %1937 = select i1 %36, float %1936, float 0.000000e+00
  %1938 = add i32 %1910, %37
  %1939 = select i1 %38, i32 %1938, i32 %1910
  %1940 = sext i32 %1939 to i64
  %1941 = mul i64 %1940, 2
  %1942 = getelementptr i8, ptr addrspace(1) %3, i64 %1941
  %1943 = load i16, ptr addrspace(1) %1942, align 2
  %1944 = bitcast i16 %1943 to half
  %1945 = fpext half %1944 to float
  %1946 = select i1 %38, float %1945, float 0.000000e+00
  %1947 = bitcast float %1323 to i32
  %1948 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %1947)
  %1949 = bitcast i32 %1948 to float
  %1950 = load float, ptr addrspace(5) %v, align 4
  %1951 = fmul float %1949, %1919
  %1952 = fadd float %1951, %1950
  store float %1952, ptr addrspace(5) %v, align 4
  %1953 = load float, ptr addrspace(5) %v1, align 4
  %1954 = fmul float %1949, %1928
  %1955 = fadd float %1954, %1953
  store float %1955, ptr addrspace(5) %v1, align 4
  %1956 = load float, ptr addrspace(5) %v2, align 4
  %1957 = fmul float %1949, %1937
  %1958 = fadd float %1957, %1956
  store float %1958, ptr addrspace(5) %v2, align 4
  %1959 = load float, ptr addrspace(5) %v3, align 4
  %1960 = fmul float %1949, %1946
  %1961 = fadd float %1960, %1959
  store float %1961, ptr addrspace(5) %v3, align 4
  %1962 = bitcast float %1323 to i32
  %1963 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %1962)
  %1964 = bitcast i32 %1963 to float
  %1965 = load float, ptr addrspace(5) %v8, align 4
  %1966 = fmul float %1964, %1919
  %1967 = fadd float %1966, %1965
  store float %1967, ptr addrspace(5) %v8, align 4
  %1968 = load float, ptr addrspace(5) %v9, align 4
  %1969 = fmul float %1964, %1928
  %1970 = fadd float %1969, %1968
  store float %1970, ptr addrspace(5) %v9, align 4
  %1971 = load float, ptr addrspace(5) %v10, align 4
  %1972 = fmul float %1964, %1937
  %1973 = fadd float %1972, %1971
  store float %1973, ptr addrspace(5) %v10, align 4
  %1974 = load float, ptr addrspace(5) %v11, align 4
  %1975 = fmul float %1964, %1946
  %1976 = fadd float %1975, %1974
  store float %1976, ptr addrspace(5) %v11, align 4
  %1977 = bitcast float %1323 to i32
  %1978 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %1977)
  %1979 = bitcast i32 %1978 to float
  %1980 = load float, ptr addrspace(5) %v16, align 4
  %1981 = fmul float %1979, %1919
  %1982 = fadd float %1981, %1980
  store float %1982, ptr addrspace(5) %v16, align 4
  %1983 = load float, ptr addrspace(5) %v17, align 4
  %1984 = fmul float %1979, %1928
  %1985 = fadd float %1984, %1983
  store float %1985, ptr addrspace(5) %v17, align 4
  %1986 = load float, ptr addrspace(5) %v18, align 4
  %1987 = fmul float %1979, %1937
  %1988 = fadd float %1987, %1986
  store float %1988, ptr addrspace(5) %v18, align 4
  %1989 = load float, ptr addrspace(5) %v19, align 4
  %1990 = fmul float %1979, %1946
  %1991 = fadd float %1990, %1989
  store float %1991, ptr addrspace(5) %v19, align 4
  %1992 = bitcast float %1323 to i32
  %1993 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %1992)
  %1994 = bitcast i32 %1993 to float
  %1995 = load float, ptr addrspace(5) %v24, align 4
  %1996 = fmul float %1994, %1919
  %1997 = fadd float %1996, %1995
  store float %1997, ptr addrspace(5) %v24, align 4
  %1998 = load float, ptr addrspace(5) %v25, align 4
  %1999 = fmul float %1994, %1928
  %2000 = fadd float %1999, %1998
  store float %2000, ptr addrspace(5) %v25, align 4
  %2001 = load float, ptr addrspace(5) %v26, align 4
  %2002 = fmul float %1994, %1937
  %2003 = fadd float %2002, %2001
  store float %2003, ptr addrspace(5) %v26, align 4
  %2004 = load float, ptr addrspace(5) %v27, align 4
  %2005 = fmul float %1994, %1946
  %2006 = fadd float %2005, %2004
  store float %2006, ptr addrspace(5) %v27, align 4
  %2007 = add i32 %338, 6
  %2008 = icmp sgt i32 %2007, %332
  %2009 = select i1 %2008, i32 %332, i32 %2007
  %2010 = mul i32 %2009, %5
  %2011 = add i32 %2010, %20
  %2012 = mul i32 %2011, %6
  %2013 = add i32 %2012, %31
  %2014 = select i1 %32, i32 %2013, i32 %2012
  %2015 = sext i32 %2014 to i64
  %2016 = mul i64 %2015, 2
  %2017 = getelementptr i8, ptr addrspace(1) %3, i64 %2016
  %2018 = load i16, ptr addrspace(1) %2017, align 2
  %2019 = bitcast i16 %2018 to half
  %2020 = fpext half %2019 to float
  %2021 = select i1 %32, float %2020, float 0.000000e+00
  %2022 = add i32 %2012, %33
  %2023 = select i1 %34, i32 %2022, i32 %2012
  %2024 = sext i32 %2023 to i64
  %2025 = mul i64 %2024, 2
  %2026 = getelementptr i8, ptr addrspace(1) %3, i64 %2025
  %2027 = load i16, ptr addrspace(1) %2026, align 2
  %2028 = bitcast i16 %2027 to half
  %2029 = fpext half %2028 to float
  %2030 = select i1 %34, float %2029, float 0.000000e+00
  %2031 = add i32 %2012, %35
  %2032 = select i1 %36, i32 %2031, i32 %2012
  %2033 = sext i32 %2032 to i64
  %2034 = mul i64 %2033, 2
  %2035 = getelementptr i8, ptr addrspace(1) %3, i64 %2034
  %2036 = load i16, ptr addrspace(1) %2035, align 2
  %2037 = bitcast i16 %2036 to half
  %2038 = fpext half %2037 to float
  %2039 = select i1 %36, float %2038, float 0.000000e+00
  %2040 = add i32 %2012, %37
  %2041 = select i1 %38, i32 %2040, i32 %2012
  %2042 = sext i32 %2041 to i64
  %2043 = mul i64 %2042, 2
  %2044 = getelementptr i8, ptr addrspace(1) %3, i64 %2043
  %2045 = load i16, ptr addrspace(1) %2044, align 2
  %2046 = bitcast i16 %2045 to half
  %2047 = fpext half %2046 to float
  %2048 = select i1 %38, float %2047, float 0.000000e+00
  %2049 = bitcast float %1323 to i32
  %2050 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %2049)
  %2051 = bitcast i32 %2050 to float
  %2052 = load float, ptr addrspace(5) %v, align 4
  %2053 = fmul float %2051, %2021
  %2054 = fadd float %2053, %2052
  store float %2054, ptr addrspace(5) %v, align 4
  %2055 = load float, ptr addrspace(5) %v1, align 4
  %2056 = fmul float %2051, %2030
  %2057 = fadd float %2056, %2055
  store float %2057, ptr addrspace(5) %v1, align 4
  %2058 = load float, ptr addrspace(5) %v2, align 4
  %2059 = fmul float %2051, %2039
  %2060 = fadd float %2059, %2058
  store float %2060, ptr addrspace(5) %v2, align 4
  %2061 = load float, ptr addrspace(5) %v3, align 4
  %2062 = fmul float %2051, %2048
  %2063 = fadd float %2062, %2061
  store float %2063, ptr addrspace(5) %v3, align 4
  %2064 = bitcast float %1323 to i32
  %2065 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %2064)
  %2066 = bitcast i32 %2065 to float
  %2067 = load float, ptr addrspace(5) %v8, align 4
  %2068 = fmul float %2066, %2021
  %2069 = fadd float %2068, %2067
  store float %2069, ptr addrspace(5) %v8, align 4
  %2070 = load float, ptr addrspace(5) %v9, align 4
  %2071 = fmul float %2066, %2030
  %2072 = fadd float %2071, %2070
  store float %2072, ptr addrspace(5) %v9, align 4
  %2073 = load float, ptr addrspace(5) %v10, align 4
  %2074 = fmul float %2066, %2039
  %2075 = fadd float %2074, %2073
  store float %2075, ptr addrspace(5) %v10, align 4
  %2076 = load float, ptr addrspace(5) %v11, align 4
  %2077 = fmul float %2066, %2048
  %2078 = fadd float %2077, %2076
  store float %2078, ptr addrspace(5) %v11, align 4
  %2079 = bitcast float %1323 to i32
  %2080 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %2079)
  %2081 = bitcast i32 %2080 to float
  %2082 = load float, ptr addrspace(5) %v16, align 4
  %2083 = fmul float %2081, %2021
  %2084 = fadd float %2083, %2082
  store float %2084, ptr addrspace(5) %v16, align 4
  %2085 = load float, ptr addrspace(5) %v17, align 4
  %2086 = fmul float %2081, %2030
  %2087 = fadd float %2086, %2085
  store float %2087, ptr addrspace(5) %v17, align 4
  %2088 = load float, ptr addrspace(5) %v18, align 4
  %2089 = fmul float %2081, %2039
  %2090 = fadd float %2089, %2088
  store float %2090, ptr addrspace(5) %v18, align 4
  %2091 = load float, ptr addrspace(5) %v19, align 4
  %2092 = fmul float %2081, %2048
  %2093 = fadd float %2092, %2091
  store float %2093, ptr addrspace(5) %v19, align 4
  %2094 = bitcast float %1323 to i32
  %2095 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %2094)
  %2096 = bitcast i32 %2095 to float
  %2097 = load float, ptr addrspace(5) %v24, align 4
  %2098 = fmul float %2096, %2021
  %2099 = fadd float %2098, %2097
  store float %2099, ptr addrspace(5) %v24, align 4
  %2100 = load float, ptr addrspace(5) %v25, align 4
  %2101 = fmul float %2096, %2030
  %2102 = fadd float %2101, %2100
  store float %2102, ptr addrspace(5) %v25, align 4
  %2103 = load float, ptr addrspace(5) %v26, align 4
  %2104 = fmul float %2096, %2039
  %2105 = fadd float %2104, %2103
  store float %2105, ptr addrspace(5) %v26, align 4
  %2106 = load float, ptr addrspace(5) %v27, align 4
  %2107 = fmul float %2096, %2048
  %2108 = fadd float %2107, %2106
  store float %2108, ptr addrspace(5) %v27, align 4
  %2109 = add i32 %338, 7
  %2110 = icmp sgt i32 %2109, %332
  %2111 = select i1 %2110, i32 %332, i32 %2109
  %2112 = mul i32 %2111, %5
  %2113 = add i32 %2112, %20
  %2114 = mul i32 %2113, %6
  %2115 = add i32 %2114, %31
  %2116 = select i1 %32, i32 %2115, i32 %2114
  %2117 = sext i32 %2116 to i64
  %2118 = mul i64 %2117, 2
  %2119 = getelementptr i8, ptr addrspace(1) %3, i64 %2118
  %2120 = load i16, ptr addrspace(1) %2119, align 2
  %2121 = bitcast i16 %2120 to half
  %2122 = fpext half %2121 to float
  %2123 = select i1 %32, float %2122, float 0.000000e+00
  %2124 = add i32 %2114, %33
  %2125 = select i1 %34, i32 %2124, i32 %2114
  %2126 = sext i32 %2125 to i64
  %2127 = mul i64 %2126, 2
  %2128 = getelementptr i8, ptr addrspace(1) %3, i64 %2127
  %2129 = load i16, ptr addrspace(1) %2128, align 2
  %2130 = bitcast i16 %2129 to half
  %2131 = fpext half %2130 to float
  %2132 = select i1 %34, float %2131, float 0.000000e+00
  %2133 = add i32 %2114, %35
  %2134 = select i1 %36, i32 %2133, i32 %2114
  %2135 = sext i32 %2134 to i64
  %2136 = mul i64 %2135, 2
  %2137 = getelementptr i8, ptr addrspace(1) %3, i64 %2136
  %2138 = load i16, ptr addrspace(1) %2137, align 2
  %2139 = bitcast i16 %2138 to half
  %2140 = fpext half %2139 to float
  %2141 = select i1 %36, float %2140, float 0.000000e+00
  %2142 = add i32 %2114, %37
  %2143 = select i1 %38, i32 %2142, i32 %2114
  %2144 = sext i32 %2143 to i64
  %2145 = mul i64 %2144, 2
  %2146 = getelementptr i8, ptr addrspace(1) %3, i64 %2145
  %2147 = load i16, ptr addrspace(1) %2146, align 2
  %2148 = bitcast i16 %2147 to half
  %2149 = fpext half %2148 to float
  %2150 = select i1 %38, float %2149, float 0.000000e+00
  %2151 = bitcast float %1323 to i32
  %2152 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %2151)
  %2153 = bitcast i32 %2152 to float
  %2154 = load float, ptr addrspace(5) %v, align 4
  %2155 = fmul float %2153, %2123
  %2156 = fadd float %2155, %2154
  store float %2156, ptr addrspace(5) %v, align 4
  %2157 = load float, ptr addrspace(5) %v1, align 4
  %2158 = fmul float %2153, %2132
  %2159 = fadd float %2158, %2157
  store float %2159, ptr addrspace(5) %v1, align 4
  %2160 = load float, ptr addrspace(5) %v2, align 4
  %2161 = fmul float %2153, %2141
  %2162 = fadd float %2161, %2160
  store float %2162, ptr addrspace(5) %v2, align 4
  %2163 = load float, ptr addrspace(5) %v3, align 4
  %2164 = fmul float %2153, %2150
  %2165 = fadd float %2164, %2163
  store float %2165, ptr addrspace(5) %v3, align 4
  %2166 = bitcast float %1323 to i32
  %2167 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %2166)
  %2168 = bitcast i32 %2167 to float
  %2169 = load float, ptr addrspace(5) %v8, align 4
  %2170 = fmul float %2168, %2123
  %2171 = fadd float %2170, %2169
  store float %2171, ptr addrspace(5) %v8, align 4
  %2172 = load float, ptr addrspace(5) %v9, align 4
  %2173 = fmul float %2168, %2132
  %2174 = fadd float %2173, %2172
  store float %2174, ptr addrspace(5) %v9, align 4
  %2175 = load float, ptr addrspace(5) %v10, align 4
  %2176 = fmul float %2168, %2141
  %2177 = fadd float %2176, %2175
  store float %2177, ptr addrspace(5) %v10, align 4
  %2178 = load float, ptr addrspace(5) %v11, align 4
  %2179 = fmul float %2168, %2150
  %2180 = fadd float %2179, %2178
  store float %2180, ptr addrspace(5) %v11, align 4
  %2181 = bitcast float %1323 to i32
  %2182 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %2181)
  %2183 = bitcast i32 %2182 to float
  %2184 = load float, ptr addrspace(5) %v16, align 4
  %2185 = fmul float %2183, %2123
  %2186 = fadd float %2185, %2184
  store float %2186, ptr addrspace(5) %v16, align 4
  %2187 = load float, ptr addrspace(5) %v17, align 4
  %2188 = fmul float %2183, %2132
  %2189 = fadd float %2188, %2187
  store float %2189, ptr addrspace(5) %v17, align 4
  %2190 = load float, ptr addrspace(5) %v18, align 4
  %2191 = fmul float %2183, %2141
  %2192 = fadd float %2191, %2190
  store float %2192, ptr addrspace(5) %v18, align 4
  %2193 = load float, ptr addrspace(5) %v19, align 4
  %2194 = fmul float %2183, %2150
  %2195 = fadd float %2194, %2193
  store float %2195, ptr addrspace(5) %v19, align 4
  %2196 = bitcast float %1323 to i32
  %2197 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %2196)
  %2198 = bitcast i32 %2197 to float
  %2199 = load float, ptr addrspace(5) %v24, align 4
  %2200 = fmul float %2198, %2123
  %2201 = fadd float %2200, %2199
  store float %2201, ptr addrspace(5) %v24, align 4
  %2202 = load float, ptr addrspace(5) %v25, align 4
  %2203 = fmul float %2198, %2132
  %2204 = fadd float %2203, %2202
  store float %2204, ptr addrspace(5) %v25, align 4
  %2205 = load float, ptr addrspace(5) %v26, align 4
  %2206 = fmul float %2198, %2141
  %2207 = fadd float %2206, %2205
  store float %2207, ptr addrspace(5) %v26, align 4
  %2208 = load float, ptr addrspace(5) %v27, align 4
  %2209 = fmul float %2198, %2150
  %2210 = fadd float %2209, %2208
  store float %2210, ptr addrspace(5) %v27, align 4
  %2211 = load i32, ptr addrspace(5) %v34, align 4
  %2212 = add i32 %2211, 4
  store i32 %2212, ptr addrspace(5) %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %331, ptr addrspace(5) %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2213 = load float, ptr addrspace(5) %v32, align 4
  %2214 = load float, ptr addrspace(5) %v33, align 4
  %2215 = add i32 0, %15
  %2216 = mul i32 %2215, 256
  %2217 = load float, ptr addrspace(5) %v, align 4
  br i1 %32, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2218 = load i32, ptr addrspace(5) %v37, align 4
  %2219 = icmp slt i32 %2218, %325
  br i1 %2219, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2220 = load i32, ptr addrspace(5) %v37, align 4
  %2221 = mul i32 %2220, 8
  %2222 = add i32 %2221, 0
  %2223 = icmp sgt i32 %2222, %332
  %2224 = select i1 %2223, i32 %332, i32 %2222
  %2225 = mul i32 %2224, %5
  %2226 = add i32 %2225, %20
  %2227 = mul i32 %2226, %6
  %2228 = add i32 %2227, %31
  %2229 = select i1 %32, i32 %2228, i32 %2227
  %2230 = sext i32 %2229 to i64
  %2231 = mul i64 %2230, 2
  %2232 = getelementptr i8, ptr addrspace(1) %2, i64 %2231
  %2233 = load i16, ptr addrspace(1) %2232, align 2
  %2234 = bitcast i16 %2233 to half
  %2235 = fpext half %2234 to float
  %2236 = select i1 %32, float %2235, float 0.000000e+00
  %2237 = add i32 %2227, %33
  %2238 = select i1 %34, i32 %2237, i32 %2227
  %2239 = sext i32 %2238 to i64
  %2240 = mul i64 %2239, 2
  %2241 = getelementptr i8, ptr addrspace(1) %2, i64 %2240
  %2242 = load i16, ptr addrspace(1) %2241, align 2
  %2243 = bitcast i16 %2242 to half
  %2244 = fpext half %2243 to float
  %2245 = select i1 %34, float %2244, float 0.000000e+00
  %2246 = add i32 %2227, %35
  %2247 = select i1 %36, i32 %2246, i32 %2227
  %2248 = sext i32 %2247 to i64
  %2249 = mul i64 %2248, 2
  %2250 = getelementptr i8, ptr addrspace(1) %2, i64 %2249
  %2251 = load i16, ptr addrspace(1) %2250, align 2
  %2252 = bitcast i16 %2251 to half
  %2253 = fpext half %2252 to float
  %2254 = select i1 %36, float %2253, float 0.000000e+00
  %2255 = add i32 %2227, %37
  %2256 = select i1 %38, i32 %2255, i32 %2227
  %2257 = sext i32 %2256 to i64
  %2258 = mul i64 %2257, 2
  %2259 = getelementptr i8, ptr addrspace(1) %2, i64 %2258
  %2260 = load i16, ptr addrspace(1) %2259, align 2
  %2261 = bitcast i16 %2260 to half
  %2262 = fpext half %2261 to float
  %2263 = select i1 %38, float %2262, float 0.000000e+00
  %2264 = add i32 %2227, %39
  %2265 = select i1 %40, i32 %2264, i32 %2227
  %2266 = sext i32 %2265 to i64
  %2267 = mul i64 %2266, 2
  %2268 = getelementptr i8, ptr addrspace(1) %2, i64 %2267
  %2269 = load i16, ptr addrspace(1) %2268, align 2
  %2270 = bitcast i16 %2269 to half
  %2271 = fpext half %2270 to float
  %2272 = select i1 %40, float %2271, float 0.000000e+00
  %2273 = add i32 %2227, %41
  %2274 = select i1 %42, i32 %2273, i32 %2227
  %2275 = sext i32 %2274 to i64
  %2276 = mul i64 %2275, 2
  %2277 = getelementptr i8, ptr addrspace(1) %2, i64 %2276
  %2278 = load i16, ptr addrspace(1) %2277, align 2
  %2279 = bitcast i16 %2278 to half
  %2280 = fpext half %2279 to float
  %2281 = select i1 %42, float %2280, float 0.000000e+00
  %2282 = add i32 %2227, %43
  %2283 = select i1 %44, i32 %2282, i32 %2227
  %2284 = sext i32 %2283 to i64
  %2285 = mul i64 %2284, 2
  %2286 = getelementptr i8, ptr addrspace(1) %2, i64 %2285
  %2287 = load i16, ptr addrspace(1) %2286, align 2
  %2288 = bitcast i16 %2287 to half
  %2289 = fpext half %2288 to float
  %2290 = select i1 %44, float %2289, float 0.000000e+00
  %2291 = add i32 %2227, %45
  %2292 = select i1 %46, i32 %2291, i32 %2227
  %2293 = sext i32 %2292 to i64
  %2294 = mul i64 %2293, 2
  %2295 = getelementptr i8, ptr addrspace(1) %2, i64 %2294
  %2296 = load i16, ptr addrspace(1) %2295, align 2
  %2297 = bitcast i16 %2296 to half
  %2298 = fpext half %2297 to float
  %2299 = select i1 %46, float %2298, float 0.000000e+00
  %2300 = fmul float %59, %2236
  %2301 = fmul float %66, %2245
  %2302 = fadd float %2301, %2300
  %2303 = fmul float %73, %2254
  %2304 = fadd float %2303, %2302
  %2305 = fmul float %80, %2263
  %2306 = fadd float %2305, %2304
  %2307 = fmul float %87, %2272
  %2308 = fadd float %2307, %2306
  %2309 = fmul float %94, %2281
  %2310 = fadd float %2309, %2308
  %2311 = fmul float %101, %2290
  %2312 = fadd float %2311, %2310
  %2313 = fmul float %108, %2299
  %2314 = fadd float %2313, %2312
  %2315 = fmul float %121, %2236
  %2316 = fmul float %128, %2245
  %2317 = fadd float %2316, %2315
  %2318 = fmul float %135, %2254
  %2319 = fadd float %2318, %2317
  %2320 = fmul float %142, %2263
  %2321 = fadd float %2320, %2319
  %2322 = fmul float %149, %2272
  %2323 = fadd float %2322, %2321
  %2324 = fmul float %156, %2281
  %2325 = fadd float %2324, %2323
  %2326 = fmul float %163, %2290
  %2327 = fadd float %2326, %2325
  %2328 = fmul float %170, %2299
  %2329 = fadd float %2328, %2327
  %2330 = fmul float %183, %2236
  %2331 = fmul float %190, %2245
  %2332 = fadd float %2331, %2330
  %2333 = fmul float %197, %2254
  %2334 = fadd float %2333, %2332
  %2335 = fmul float %204, %2263
  %2336 = fadd float %2335, %2334
  %2337 = fmul float %211, %2272
  %2338 = fadd float %2337, %2336
  %2339 = fmul float %218, %2281
  %2340 = fadd float %2339, %2338
  %2341 = fmul float %225, %2290
  %2342 = fadd float %2341, %2340
  %2343 = fmul float %232, %2299
  %2344 = fadd float %2343, %2342
  %2345 = fmul float %245, %2236
  %2346 = fmul float %252, %2245
  %2347 = fadd float %2346, %2345
  %2348 = fmul float %259, %2254
  %2349 = fadd float %2348, %2347
  %2350 = fmul float %266, %2263
  %2351 = fadd float %2350, %2349
  %2352 = fmul float %273, %2272
  %2353 = fadd float %2352, %2351
  %2354 = fmul float %280, %2281
  %2355 = fadd float %2354, %2353
  %2356 = fmul float %287, %2290
  %2357 = fadd float %2356, %2355
  %2358 = fmul float %294, %2299
  %2359 = fadd float %2358, %2357
  %2360 = add i32 %2221, 1
  %2361 = icmp sgt i32 %2360, %332
  %2362 = select i1 %2361, i32 %332, i32 %2360
  %2363 = mul i32 %2362, %5
  %2364 = add i32 %2363, %20
  %2365 = mul i32 %2364, %6
  %2366 = add i32 %2365, %31
  %2367 = select i1 %32, i32 %2366, i32 %2365
  %2368 = sext i32 %2367 to i64
  %2369 = mul i64 %2368, 2
  %2370 = getelementptr i8, ptr addrspace(1) %2, i64 %2369
  %2371 = load i16, ptr addrspace(1) %2370, align 2
  %2372 = bitcast i16 %2371 to half
  %2373 = fpext half %2372 to float
  %2374 = select i1 %32, float %2373, float 0.000000e+00
  %2375 = add i32 %2365, %33
  %2376 = select i1 %34, i32 %2375, i32 %2365
  %2377 = sext i32 %2376 to i64
  %2378 = mul i64 %2377, 2
  %2379 = getelementptr i8, ptr addrspace(1) %2, i64 %2378
  %2380 = load i16, ptr addrspace(1) %2379, align 2
  %2381 = bitcast i16 %2380 to half
  %2382 = fpext half %2381 to float
  %2383 = select i1 %34, float %2382, float 0.000000e+00
  %2384 = add i32 %2365, %35
  %2385 = select i1 %36, i32 %2384, i32 %2365
  %2386 = sext i32 %2385 to i64
  %2387 = mul i64 %2386, 2
  %2388 = getelementptr i8, ptr addrspace(1) %2, i64 %2387
  %2389 = load i16, ptr addrspace(1) %2388, align 2
  %2390 = bitcast i16 %2389 to half
  %2391 = fpext half %2390 to float
  %2392 = select i1 %36, float %2391, float 0.000000e+00
  %2393 = add i32 %2365, %37
  %2394 = select i1 %38, i32 %2393, i32 %2365
  %2395 = sext i32 %2394 to i64
  %2396 = mul i64 %2395, 2
  %2397 = getelementptr i8, ptr addrspace(1) %2, i64 %2396
  %2398 = load i16, ptr addrspace(1) %2397, align 2
  %2399 = bitcast i16 %2398 to half
  %2400 = fpext half %2399 to float
  %2401 = select i1 %38, float %2400, float 0.000000e+00
  %2402 = add i32 %2365, %39
  %2403 = select i1 %40, i32 %2402, i32 %2365
  %2404 = sext i32 %2403 to i64
  %2405 = mul i64 %2404, 2
  %2406 = getelementptr i8, ptr addrspace(1) %2, i64 %2405
  %2407 = load i16, ptr addrspace(1) %2406, align 2
  %2408 = bitcast i16 %2407 to half
  %2409 = fpext half %2408 to float
  %2410 = select i1 %40, float %2409, float 0.000000e+00
  %2411 = add i32 %2365, %41
  %2412 = select i1 %42, i32 %2411, i32 %2365
  %2413 = sext i32 %2412 to i64
  %2414 = mul i64 %2413, 2
  %2415 = getelementptr i8, ptr addrspace(1) %2, i64 %2414
  %2416 = load i16, ptr addrspace(1) %2415, align 2
  %2417 = bitcast i16 %2416 to half
  %2418 = fpext half %2417 to float
  %2419 = select i1 %42, float %2418, float 0.000000e+00
  %2420 = add i32 %2365, %43
  %2421 = select i1 %44, i32 %2420, i32 %2365
  %2422 = sext i32 %2421 to i64
  %2423 = mul i64 %2422, 2
  %2424 = getelementptr i8, ptr addrspace(1) %2, i64 %2423
  %2425 = load i16, ptr addrspace(1) %2424, align 2
  %2426 = bitcast i16 %2425 to half
  %2427 = fpext half %2426 to float
  %2428 = select i1 %44, float %2427, float 0.000000e+00
  %2429 = add i32 %2365, %45
  %2430 = select i1 %46, i32 %2429, i32 %2365
  %2431 = sext i32 %2430 to i64
  %2432 = mul i64 %2431, 2
  %2433 = getelementptr i8, ptr addrspace(1) %2, i64 %2432
  %2434 = load i16, ptr addrspace(1) %2433, align 2
  %2435 = bitcast i16 %2434 to half
  %2436 = fpext half %2435 to float
  %2437 = select i1 %46, float %2436, float 0.000000e+00
  %2438 = fmul float %59, %2374
  %2439 = fmul float %66, %2383
  %2440 = fadd float %2439, %2438
  %2441 = fmul float %73, %2392
  %2442 = fadd float %2441, %2440
  %2443 = fmul float %80, %2401
  %2444 = fadd float %2443, %2442
  %2445 = fmul float %87, %2410
  %2446 = fadd float %2445, %2444
  %2447 = fmul float %94, %2419
  %2448 = fadd float %2447, %2446
  %2449 = fmul float %101, %2428
  %2450 = fadd float %2449, %2448
  %2451 = fmul float %108, %2437
  %2452 = fadd float %2451, %2450
  %2453 = fmul float %121, %2374
  %2454 = fmul float %128, %2383
  %2455 = fadd float %2454, %2453
  %2456 = fmul float %135, %2392
  %2457 = fadd float %2456, %2455
  %2458 = fmul float %142, %2401
  %2459 = fadd float %2458, %2457
  %2460 = fmul float %149, %2410
  %2461 = fadd float %2460, %2459
  %2462 = fmul float %156, %2419
  %2463 = fadd float %2462, %2461
  %2464 = fmul float %163, %2428
  %2465 = fadd float %2464, %2463
  %2466 = fmul float %170, %2437
  %2467 = fadd float %2466, %2465
  %2468 = fmul float %183, %2374
  %2469 = fmul float %190, %2383
  %2470 = fadd float %2469, %2468
  %2471 = fmul float %197, %2392
  %2472 = fadd float %2471, %2470
  %2473 = fmul float %204, %2401
  %2474 = fadd float %2473, %2472
  %2475 = fmul float %211, %2410
  %2476 = fadd float %2475, %2474
  %2477 = fmul float %218, %2419
  %2478 = fadd float %2477, %2476
  %2479 = fmul float %225, %2428
  %2480 = fadd float %2479, %2478
  %2481 = fmul float %232, %2437
  %2482 = fadd float %2481, %2480
  %2483 = fmul float %245, %2374
  %2484 = fmul float %252, %2383
  %2485 = fadd float %2484, %2483
  %2486 = fmul float %259, %2392
  %2487 = fadd float %2486, %2485
  %2488 = fmul float %266, %2401
  %2489 = fadd float %2488, %2487
  %2490 = fmul float %273, %2410
  %2491 = fadd float %2490, %2489
  %2492 = fmul float %280, %2419
  %2493 = fadd float %2492, %2491
  %2494 = fmul float %287, %2428
  %2495 = fadd float %2494, %2493
  %2496 = fmul float %294, %2437
  %2497 = fadd float %2496, %2495
  %2498 = add i32 %2221, 2
  %2499 = icmp sgt i32 %2498, %332
  %2500 = select i1 %2499, i32 %332, i32 %2498
  %2501 = mul i32 %2500, %5
  %2502 = add i32 %2501, %20
  %2503 = mul i32 %2502, %6
  %2504 = add i32 %2503, %31
  %2505 = select i1 %32, i32 %2504, i32 %2503
  %2506 = sext i32 %2505 to i64
  %2507 = mul i64 %2506, 2
  %2508 = getelementptr i8, ptr addrspace(1) %2, i64 %2507
  %2509 = load i16, ptr addrspace(1) %2508, align 2
  %2510 = bitcast i16 %2509 to half
  %2511 = fpext half %2510 to float
  %2512 = select i1 %32, float %2511, float 0.000000e+00
  %2513 = add i32 %2503, %33
  %2514 = select i1 %34, i32 %2513, i32 %2503
  %2515 = sext i32 %2514 to i64
  %2516 = mul i64 %2515, 2
  %2517 = getelementptr i8, ptr addrspace(1) %2, i64 %2516
  %2518 = load i16, ptr addrspace(1) %2517, align 2
  %2519 = bitcast i16 %2518 to half
  %2520 = fpext half %2519 to float
  %2521 = select i1 %34, float %2520, float 0.000000e+00
  %2522 = add i32 %2503, %35
  %2523 = select i1 %36, i32 %2522, i32 %2503
  %2524 = sext i32 %2523 to i64
  %2525 = mul i64 %2524, 2
  %2526 = getelementptr i8, ptr addrspace(1) %2, i64 %2525
  %2527 = load i16, ptr addrspace(1) %2526, align 2
  %2528 = bitcast i16 %2527 to half
  %2529 = fpext half %2528 to float
  %2530 = select i1 %36, float %2529, float 0.000000e+00
  %2531 = add i32 %2503, %37
  %2532 = select i1 %38, i32 %2531, i32 %2503
  %2533 = sext i32 %2532 to i64
  %2534 = mul i64 %2533, 2
  %2535 = getelementptr i8, ptr addrspace(1) %2, i64 %2534
  %2536 = load i16, ptr addrspace(1) %2535, align 2
  %2537 = bitcast i16 %2536 to half
  %2538 = fpext half %2537 to float
  %2539 = select i1 %38, float %2538, float 0.000000e+00
  %2540 = add i32 %2503, %39
  %2541 = select i1 %40, i32 %2540, i32 %2503
  %2542 = sext i32 %2541 to i64
  %2543 = mul i64 %2542, 2
  %2544 = getelementptr i8, ptr addrspace(1) %2, i64 %2543
  %2545 = load i16, ptr addrspace(1) %2544, align 2
  %2546 = bitcast i16 %2545 to half
  %2547 = fpext half %2546 to float
  %2548 = select i1 %40, float %2547, float 0.000000e+00
  %2549 = add i32 %2503, %41
  %2550 = select i1 %42, i32 %2549, i32 %2503
  %2551 = sext i32 %2550 to i64
  %2552 = mul i64 %2551, 2
  %2553 = getelementptr i8, ptr addrspace(1) %2, i64 %2552
  %2554 = load i16, ptr addrspace(1) %2553, align 2
  %2555 = bitcast i16 %2554 to half
  %2556 = fpext half %2555 to float
  %2557 = select i1 %42, float %2556, float 0.000000e+00
  %2558 = add i32 %2503, %43
  %2559 = select i1 %44, i32 %2558, i32 %2503
  %2560 = sext i32 %2559 to i64
  %2561 = mul i64 %2560, 2
  %2562 = getelementptr i8, ptr addrspace(1) %2, i64 %2561
  %2563 = load i16, ptr addrspace(1) %2562, align 2
  %2564 = bitcast i16 %2563 to half
  %2565 = fpext half %2564 to float
  %2566 = select i1 %44, float %2565, float 0.000000e+00
  %2567 = add i32 %2503, %45
  %2568 = select i1 %46, i32 %2567, i32 %2503
  %2569 = sext i32 %2568 to i64
  %2570 = mul i64 %2569, 2
  %2571 = getelementptr i8, ptr addrspace(1) %2, i64 %2570
  %2572 = load i16, ptr addrspace(1) %2571, align 2
  %2573 = bitcast i16 %2572 to half
  %2574 = fpext half %2573 to float
  %2575 = select i1 %46, float %2574, float 0.000000e+00
  %2576 = fmul float %59, %2512
  %2577 = fmul float %66, %2521
  %2578 = fadd float %2577, %2576
  %2579 = fmul float %73, %2530
  %2580 = fadd float %2579, %2578
  %2581 = fmul float %80, %2539
  %2582 = fadd float %2581, %2580
  %2583 = fmul float %87, %2548
  %2584 = fadd float %2583, %2582
  %2585 = fmul float %94, %2557
  %2586 = fadd float %2585, %2584
  %2587 = fmul float %101, %2566
  %2588 = fadd float %2587, %2586
  %2589 = fmul float %108, %2575
  %2590 = fadd float %2589, %2588
  %2591 = fmul float %121, %2512
  %2592 = fmul float %128, %2521
  %2593 = fadd float %2592, %2591
  %2594 = fmul float %135, %2530
  %2595 = fadd float %2594, %2593
  %2596 = fmul float %142, %2539
  %2597 = fadd float %2596, %2595
  %2598 = fmul float %149, %2548
  %2599 = fadd float %2598, %2597
  %2600 = fmul float %156, %2557
  %2601 = fadd float %2600, %2599
  %2602 = fmul float %163, %2566
  %2603 = fadd float %2602, %2601
  %2604 = fmul float %170, %2575
  %2605 = fadd float %2604, %2603
  %2606 = fmul float %183, %2512
  %2607 = fmul float %190, %2521
  %2608 = fadd float %2607, %2606
  %2609 = fmul float %197, %2530
  %2610 = fadd float %2609, %2608
  %2611 = fmul float %204, %2539
  %2612 = fadd float %2611, %2610
  %2613 = fmul float %211, %2548
  %2614 = fadd float %2613, %2612
  %2615 = fmul float %218, %2557
  %2616 = fadd float %2615, %2614
  %2617 = fmul float %225, %2566
  %2618 = fadd float %2617, %2616
  %2619 = fmul float %232, %2575
  %2620 = fadd float %2619, %2618
  %2621 = fmul float %245, %2512
  %2622 = fmul float %252, %2521
  %2623 = fadd float %2622, %2621
  %2624 = fmul float %259, %2530
  %2625 = fadd float %2624, %2623
  %2626 = fmul float %266, %2539
  %2627 = fadd float %2626, %2625
  %2628 = fmul float %273, %2548
  %2629 = fadd float %2628, %2627
  %2630 = fmul float %280, %2557
  %2631 = fadd float %2630, %2629
  %2632 = fmul float %287, %2566
  %2633 = fadd float %2632, %2631
  %2634 = fmul float %294, %2575
  %2635 = fadd float %2634, %2633
  %2636 = add i32 %2221, 3
  %2637 = icmp sgt i32 %2636, %332
  %2638 = select i1 %2637, i32 %332, i32 %2636
  %2639 = mul i32 %2638, %5
  %2640 = add i32 %2639, %20
  %2641 = mul i32 %2640, %6
  %2642 = add i32 %2641, %31
  %2643 = select i1 %32, i32 %2642, i32 %2641
  %2644 = sext i32 %2643 to i64
  %2645 = mul i64 %2644, 2
  %2646 = getelementptr i8, ptr addrspace(1) %2, i64 %2645
  %2647 = load i16, ptr addrspace(1) %2646, align 2
  %2648 = bitcast i16 %2647 to half
  %2649 = fpext half %2648 to float
  %2650 = select i1 %32, float %2649, float 0.000000e+00
  %2651 = add i32 %2641, %33
  %2652 = select i1 %34, i32 %2651, i32 %2641
  %2653 = sext i32 %2652 to i64
  %2654 = mul i64 %2653, 2
  %2655 = getelementptr i8, ptr addrspace(1) %2, i64 %2654
  %2656 = load i16, ptr addrspace(1) %2655, align 2
  %2657 = bitcast i16 %2656 to half
  %2658 = fpext half %2657 to float
  %2659 = select i1 %34, float %2658, float 0.000000e+00
  %2660 = add i32 %2641, %35
  %2661 = select i1 %36, i32 %2660, i32 %2641
  %2662 = sext i32 %2661 to i64
  %2663 = mul i64 %2662, 2
  %2664 = getelementptr i8, ptr addrspace(1) %2, i64 %2663
  %2665 = load i16, ptr addrspace(1) %2664, align 2
  %2666 = bitcast i16 %2665 to half
  %2667 = fpext half %2666 to float
  %2668 = select i1 %36, float %2667, float 0.000000e+00
  %2669 = add i32 %2641, %37
  %2670 = select i1 %38, i32 %2669, i32 %2641
  %2671 = sext i32 %2670 to i64
  %2672 = mul i64 %2671, 2
  %2673 = getelementptr i8, ptr addrspace(1) %2, i64 %2672
  %2674 = load i16, ptr addrspace(1) %2673, align 2
  %2675 = bitcast i16 %2674 to half
  %2676 = fpext half %2675 to float
  %2677 = select i1 %38, float %2676, float 0.000000e+00
  %2678 = add i32 %2641, %39
  %2679 = select i1 %40, i32 %2678, i32 %2641
  %2680 = sext i32 %2679 to i64
  %2681 = mul i64 %2680, 2
  %2682 = getelementptr i8, ptr addrspace(1) %2, i64 %2681
  %2683 = load i16, ptr addrspace(1) %2682, align 2
  %2684 = bitcast i16 %2683 to half
  %2685 = fpext half %2684 to float
  %2686 = select i1 %40, float %2685, float 0.000000e+00
  %2687 = add i32 %2641, %41
  %2688 = select i1 %42, i32 %2687, i32 %2641
  %2689 = sext i32 %2688 to i64
  %2690 = mul i64 %2689, 2
  %2691 = getelementptr i8, ptr addrspace(1) %2, i64 %2690
  %2692 = load i16, ptr addrspace(1) %2691, align 2
  %2693 = bitcast i16 %2692 to half
  %2694 = fpext half %2693 to float
  %2695 = select i1 %42, float %2694, float 0.000000e+00
  %2696 = add i32 %2641, %43
  %2697 = select i1 %44, i32 %2696, i32 %2641
  %2698 = sext i32 %2697 to i64
  %2699 = mul i64 %2698, 2
  %2700 = getelementptr i8, ptr addrspace(1) %2, i64 %2699
  %2701 = load i16, ptr addrspace(1) %2700, align 2
  %2702 = bitcast i16 %2701 to half
  %2703 = fpext half %2702 to float
  %2704 = select i1 %44, float %2703, float 0.000000e+00
  %2705 = add i32 %2641, %45
  %2706 = select i1 %46, i32 %2705, i32 %2641
  %2707 = sext i32 %2706 to i64
  %2708 = mul i64 %2707, 2
  %2709 = getelementptr i8, ptr addrspace(1) %2, i64 %2708
  %2710 = load i16, ptr addrspace(1) %2709, align 2
  %2711 = bitcast i16 %2710 to half
  %2712 = fpext half %2711 to float
  %2713 = select i1 %46, float %2712, float 0.000000e+00
  %2714 = fmul float %59, %2650
  %2715 = fmul float %66, %2659
  %2716 = fadd float %2715, %2714
  %2717 = fmul float %73, %2668
  %2718 = fadd float %2717, %2716
  %2719 = fmul float %80, %2677
  %2720 = fadd float %2719, %2718
  %2721 = fmul float %87, %2686
  %2722 = fadd float %2721, %2720
  %2723 = fmul float %94, %2695
  %2724 = fadd float %2723, %2722
  %2725 = fmul float %101, %2704
  %2726 = fadd float %2725, %2724
  %2727 = fmul float %108, %2713
  %2728 = fadd float %2727, %2726
  %2729 = fmul float %121, %2650
  %2730 = fmul float %128, %2659
  %2731 = fadd float %2730, %2729
  %2732 = fmul float %135, %2668
  %2733 = fadd float %2732, %2731
  %2734 = fmul float %142, %2677
  %2735 = fadd float %2734, %2733
  %2736 = fmul float %149, %2686
  %2737 = fadd float %2736, %2735
  %2738 = fmul float %156, %2695
  %2739 = fadd float %2738, %2737
  %2740 = fmul float %163, %2704
  %2741 = fadd float %2740, %2739
  %2742 = fmul float %170, %2713
  %2743 = fadd float %2742, %2741
  %2744 = fmul float %183, %2650
  %2745 = fmul float %190, %2659
  %2746 = fadd float %2745, %2744
  %2747 = fmul float %197, %2668
  %2748 = fadd float %2747, %2746
  %2749 = fmul float %204, %2677
  %2750 = fadd float %2749, %2748
  %2751 = fmul float %211, %2686
  %2752 = fadd float %2751, %2750
  %2753 = fmul float %218, %2695
  %2754 = fadd float %2753, %2752
  %2755 = fmul float %225, %2704
  %2756 = fadd float %2755, %2754
  %2757 = fmul float %232, %2713
  %2758 = fadd float %2757, %2756
  %2759 = fmul float %245, %2650
  %2760 = fmul float %252, %2659
  %2761 = fadd float %2760, %2759
  %2762 = fmul float %259, %2668
  %2763 = fadd float %2762, %2761
  %2764 = fmul float %266, %2677
  %2765 = fadd float %2764, %2763
  %2766 = fmul float %273, %2686
  %2767 = fadd float %2766, %2765
  %2768 = fmul float %280, %2695
  %2769 = fadd float %2768, %2767
  %2770 = fmul float %287, %2704
  %2771 = fadd float %2770, %2769
  %2772 = fmul float %294, %2713
  %2773 = fadd float %2772, %2771
  %2774 = add i32 %2221, 4
  %2775 = icmp sgt i32 %2774, %332
  %2776 = select i1 %2775, i32 %332, i32 %2774
  %2777 = mul i32 %2776, %5
  %2778 = add i32 %2777, %20
  %2779 = mul i32 %2778, %6
  %2780 = add i32 %2779, %31
  %2781 = select i1 %32, i32 %2780, i32 %2779
  %2782 = sext i32 %2781 to i64
  %2783 = mul i64 %2782, 2
  %2784 = getelementptr i8, ptr addrspace(1) %2, i64 %2783
  %2785 = load i16, ptr addrspace(1) %2784, align 2
  %2786 = bitcast i16 %2785 to half
  %2787 = fpext half %2786 to float
  %2788 = select i1 %32, float %2787, float 0.000000e+00
  %2789 = add i32 %2779, %33
  %2790 = select i1 %34, i32 %2789, i32 %2779
  %2791 = sext i32 %2790 to i64
  %2792 = mul i64 %2791, 2
  %2793 = getelementptr i8, ptr addrspace(1) %2, i64 %2792
  %2794 = load i16, ptr addrspace(1) %2793, align 2
  %2795 = bitcast i16 %2794 to half
  %2796 = fpext half %2795 to float
  %2797 = select i1 %34, float %2796, float 0.000000e+00
  %2798 = add i32 %2779, %35
  %2799 = select i1 %36, i32 %2798, i32 %2779
  %2800 = sext i32 %2799 to i64
  %2801 = mul i64 %2800, 2
  %2802 = getelementptr i8, ptr addrspace(1) %2, i64 %2801
  %2803 = load i16, ptr addrspace(1) %2802, align 2
  %2804 = bitcast i16 %2803 to half
  %2805 = fpext half %2804 to float
  %2806 = select i1 %36, float %2805, float 0.000000e+00
  %2807 = add i32 %2779, %37
  %2808 = select i1 %38, i32 %2807, i32 %2779
  %2809 = sext i32 %2808 to i64
  %2810 = mul i64 %2809, 2
  %2811 = getelementptr i8, ptr addrspace(1) %2, i64 %2810
  %2812 = load i16, ptr addrspace(1) %2811, align 2
  %2813 = bitcast i16 %2812 to half
  %2814 = fpext half %2813 to float
  %2815 = select i1 %38, float %2814, float 0.000000e+00
  %2816 = add i32 %2779, %39
  %2817 = select i1 %40, i32 %2816, i32 %2779
  %2818 = sext i32 %2817 to i64
  %2819 = mul i64 %2818, 2
  %2820 = getelementptr i8, ptr addrspace(1) %2, i64 %2819
  %2821 = load i16, ptr addrspace(1) %2820, align 2
  %2822 = bitcast i16 %2821 to half
  %2823 = fpext half %2822 to float
  %2824 = select i1 %40, float %2823, float 0.000000e+00
  %2825 = add i32 %2779, %41
  %2826 = select i1 %42, i32 %2825, i32 %2779
  %2827 = sext i32 %2826 to i64
  %2828 = mul i64 %2827, 2
  %2829 = getelementptr i8, ptr addrspace(1) %2, i64 %2828
  %2830 = load i16, ptr addrspace(1) %2829, align 2
  %2831 = bitcast i16 %2830 to half
  %2832 = fpext half %2831 to float
  %2833 = select i1 %42, float %2832, float 0.000000e+00
  %2834 = add i32 %2779, %43
  %2835 = select i1 %44, i32 %2834, i32 %2779
  %2836 = sext i32 %2835 to i64
  %2837 = mul i64 %2836, 2
  %2838 = getelementptr i8, ptr addrspace(1) %2, i64 %2837
  %2839 = load i16, ptr addrspace(1) %2838, align 2
  %2840 = bitcast i16 %2839 to half
  %2841 = fpext half %2840 to float
  %2842 = select i1 %44, float %2841, float 0.000000e+00
  %2843 = add i32 %2779, %45
  %2844 = select i1 %46, i32 %2843, i32 %2779
  %2845 = sext i32 %2844 to i64
  %2846 = mul i64 %2845, 2
  %2847 = getelementptr i8, ptr addrspace(1) %2, i64 %2846
  %2848 = load i16, ptr addrspace(1) %2847, align 2
  %2849 = bitcast i16 %2848 to half
  %2850 = fpext half %2849 to float
  %2851 = select i1 %46, float %2850, float 0.000000e+00
  %2852 = fmul float %59, %2788
  %2853 = fmul float %66, %2797
  %2854 = fadd float %2853, %2852
  %2855 = fmul float %73, %2806
  %2856 = fadd float %2855, %2854
  %2857 = fmul float %80, %2815
  %2858 = fadd float %2857, %2856
  %2859 = fmul float %87, %2824
  %2860 = fadd float %2859, %2858
  %2861 = fmul float %94, %2833
  %2862 = fadd float %2861, %2860
  %2863 = fmul float %101, %2842
  %2864 = fadd float %2863, %2862
  %2865 = fmul float %108, %2851
  %2866 = fadd float %2865, %2864
  %2867 = fmul float %121, %2788
  %2868 = fmul float %128, %2797
  %2869 = fadd float %2868, %2867
  %2870 = fmul float %135, %2806
  %2871 = fadd float %2870, %2869
  %2872 = fmul float %142, %2815
  %2873 = fadd float %2872, %2871
  %2874 = fmul float %149, %2824
  %2875 = fadd float %2874, %2873
  %2876 = fmul float %156, %2833
  %2877 = fadd float %2876, %2875
  %2878 = fmul float %163, %2842
  %2879 = fadd float %2878, %2877
  %2880 = fmul float %170, %2851
  %2881 = fadd float %2880, %2879
  %2882 = fmul float %183, %2788
  %2883 = fmul float %190, %2797
  %2884 = fadd float %2883, %2882
  %2885 = fmul float %197, %2806
  %2886 = fadd float %2885, %2884
  %2887 = fmul float %204, %2815
  %2888 = fadd float %2887, %2886
  %2889 = fmul float %211, %2824
  %2890 = fadd float %2889, %2888
  %2891 = fmul float %218, %2833
  %2892 = fadd float %2891, %2890
  %2893 = fmul float %225, %2842
  %2894 = fadd float %2893, %2892
  %2895 = fmul float %232, %2851
  %2896 = fadd float %2895, %2894
  %2897 = fmul float %245, %2788
  %2898 = fmul float %252, %2797
  %2899 = fadd float %2898, %2897
  %2900 = fmul float %259, %2806
  %2901 = fadd float %2900, %2899
  %2902 = fmul float %266, %2815
  %2903 = fadd float %2902, %2901
  %2904 = fmul float %273, %2824
  %2905 = fadd float %2904, %2903
  %2906 = fmul float %280, %2833
  %2907 = fadd float %2906, %2905
  %2908 = fmul float %287, %2842
  %2909 = fadd float %2908, %2907
  %2910 = fmul float %294, %2851
  %2911 = fadd float %2910, %2909
  %2912 = add i32 %2221, 5
  %2913 = icmp sgt i32 %2912, %332
  %2914 = select i1 %2913, i32 %332, i32 %2912
  %2915 = mul i32 %2914, %5
  %2916 = add i32 %2915, %20
  %2917 = mul i32 %2916, %6
  %2918 = add i32 %2917, %31
  %2919 = select i1 %32, i32 %2918, i32 %2917
  %2920 = sext i32 %2919 to i64
  %2921 = mul i64 %2920, 2
  %2922 = getelementptr i8, ptr addrspace(1) %2, i64 %2921
  %2923 = load i16, ptr addrspace(1) %2922, align 2
  %2924 = bitcast i16 %2923 to half
  %2925 = fpext half %2924 to float
  %2926 = select i1 %32, float %2925, float 0.000000e+00
  %2927 = add i32 %2917, %33
  %2928 = select i1 %34, i32 %2927, i32 %2917
  %2929 = sext i32 %2928 to i64
  %2930 = mul i64 %2929, 2
  %2931 = getelementptr i8, ptr addrspace(1) %2, i64 %2930
  %2932 = load i16, ptr addrspace(1) %2931, align 2
  %2933 = bitcast i16 %2932 to half
  %2934 = fpext half %2933 to float
  %2935 = select i1 %34, float %2934, float 0.000000e+00
  %2936 = add i32 %2917, %35
  %2937 = select i1 %36, i32 %2936, i32 %2917
  %2938 = sext i32 %2937 to i64
  %2939 = mul i64 %2938, 2
  %2940 = getelementptr i8, ptr addrspace(1) %2, i64 %2939
  %2941 = load i16, ptr addrspace(1) %2940, align 2
  %2942 = bitcast i16 %2941 to half
  %2943 = fpext half %2942 to float
  %2944 = select i1 %36, float %2943, float 0.000000e+00
  %2945 = add i32 %2917, %37
  %2946 = select i1 %38, i32 %2945, i32 %2917
  %2947 = sext i32 %2946 to i64
  %2948 = mul i64 %2947, 2
  %2949 = getelementptr i8, ptr addrspace(1) %2, i64 %2948
  %2950 = load i16, ptr addrspace(1) %2949, align 2
  %2951 = bitcast i16 %2950 to half
  %2952 = fpext half %2951 to float
  %2953 = select i1 %38, float %2952, float 0.000000e+00
  %2954 = add i32 %2917, %39
  %2955 = select i1 %40, i32 %2954, i32 %2917
  %2956 = sext i32 %2955 to i64
  %2957 = mul i64 %2956, 2
  %2958 = getelementptr i8, ptr addrspace(1) %2, i64 %2957
  %2959 = load i16, ptr addrspace(1) %2958, align 2
  %2960 = bitcast i16 %2959 to half
  %2961 = fpext half %2960 to float
  %2962 = select i1 %40, float %2961, float 0.000000e+00
  %2963 = add i32 %2917, %41
  %2964 = select i1 %42, i32 %2963, i32 %2917
  %2965 = sext i32 %2964 to i64
  %2966 = mul i64 %2965, 2
  %2967 = getelementptr i8, ptr addrspace(1) %2, i64 %2966
  %2968 = load i16, ptr addrspace(1) %2967, align 2
  %2969 = bitcast i16 %2968 to half
  %2970 = fpext half %2969 to float
  %2971 = select i1 %42, float %2970, float 0.000000e+00
  %2972 = add i32 %2917, %43
  %2973 = select i1 %44, i32 %2972, i32 %2917
  %2974 = sext i32 %2973 to i64
  %2975 = mul i64 %2974, 2
  %2976 = getelementptr i8, ptr addrspace(1) %2, i64 %2975
  %2977 = load i16, ptr addrspace(1) %2976, align 2
  %2978 = bitcast i16 %2977 to half
  %2979 = fpext half %2978 to float
  %2980 = select i1 %44, float %2979, float 0.000000e+00
  %2981 = add i32 %2917, %45
  %2982 = select i1 %46, i32 %2981, i32 %2917
  %2983 = sext i32 %2982 to i64
  %2984 = mul i64 %2983, 2
  %2985 = getelementptr i8, ptr addrspace(1) %2, i64 %2984
  %2986 = load i16, ptr addrspace(1) %2985, align 2
  %2987 = bitcast i16 %2986 to half
  %2988 = fpext half %2987 to float
  %2989 = select i1 %46, float %2988, float 0.000000e+00
  %2990 = fmul float %59, %2926
  %2991 = fmul float %66, %2935
  %2992 = fadd float %2991, %2990
  %2993 = fmul float %73, %2944
  %2994 = fadd float %2993, %2992
  %2995 = fmul float %80, %2953
  %2996 = fadd float %2995, %2994
  %2997 = fmul float %87, %2962
  %2998 = fadd float %2997, %2996
  %2999 = fmul float %94, %2971
  %3000 = fadd float %2999, %2998
  %3001 = fmul float %101, %2980
  %3002 = fadd float %3001, %3000
  %3003 = fmul float %108, %2989
  %3004 = fadd float %3003, %3002
  %3005 = fmul float %121, %2926
  %3006 = fmul float %128, %2935
  %3007 = fadd float %3006, %3005
  %3008 = fmul float %135, %2944
  %3009 = fadd float %3008, %3007
  %3010 = fmul float %142, %2953
  %3011 = fadd float %3010, %3009
  %3012 = fmul float %149, %2962
  %3013 = fadd float %3012, %3011
  %3014 = fmul float %156, %2971
  %3015 = fadd float %3014, %3013
  %3016 = fmul float %163, %2980
  %3017 = fadd float %3016, %3015
  %3018 = fmul float %170, %2989
  %3019 = fadd float %3018, %3017
  %3020 = fmul float %183, %2926
  %3021 = fmul float %190, %2935
  %3022 = fadd float %3021, %3020
  %3023 = fmul float %197, %2944
  %3024 = fadd float %3023, %3022
  %3025 = fmul float %204, %2953
  %3026 = fadd float %3025, %3024
  %3027 = fmul float %211, %2962
  %3028 = fadd float %3027, %3026
  %3029 = fmul float %218, %2971
  %3030 = fadd float %3029, %3028
  %3031 = fmul float %225, %2980
  %3032 = fadd float %3031, %3030
  %3033 = fmul float %232, %2989
  %3034 = fadd float %3033, %3032
  %3035 = fmul float %245, %2926
  %3036 = fmul float %252, %2935
  %3037 = fadd float %3036, %3035
  %3038 = fmul float %259, %2944
  %3039 = fadd float %3038, %3037
  %3040 = fmul float %266, %2953
  %3041 = fadd float %3040, %3039
  %3042 = fmul float %273, %2962
  %3043 = fadd float %3042, %3041
  %3044 = fmul float %280, %2971
  %3045 = fadd float %3044, %3043
  %3046 = fmul float %287, %2980
  %3047 = fadd float %3046, %3045
  %3048 = fmul float %294, %2989
  %3049 = fadd float %3048, %3047
  %3050 = add i32 %2221, 6
  %3051 = icmp sgt i32 %3050, %332
  %3052 = select i1 %3051, i32 %332, i32 %3050
  %3053 = mul i32 %3052, %5
  %3054 = add i32 %3053, %20
  %3055 = mul i32 %3054, %6
  %3056 = add i32 %3055, %31
  %3057 = select i1 %32, i32 %3056, i32 %3055
  %3058 = sext i32 %3057 to i64
  %3059 = mul i64 %3058, 2
  %3060 = getelementptr i8, ptr addrspace(1) %2, i64 %3059
  %3061 = load i16, ptr addrspace(1) %3060, align 2
  %3062 = bitcast i16 %3061 to half
  %3063 = fpext half %3062 to float
  %3064 = select i1 %32, float %3063, float 0.000000e+00
  %3065 = add i32 %3055, %33
  %3066 = select i1 %34, i32 %3065, i32 %3055
  %3067 = sext i32 %3066 to i64
  %3068 = mul i64 %3067, 2
  %3069 = getelementptr i8, ptr addrspace(1) %2, i64 %3068
  %3070 = load i16, ptr addrspace(1) %3069, align 2
  %3071 = bitcast i16 %3070 to half
  %3072 = fpext half %3071 to float
  %3073 = select i1 %34, float %3072, float 0.000000e+00
  %3074 = add i32 %3055, %35
  %3075 = select i1 %36, i32 %3074, i32 %3055
  %3076 = sext i32 %3075 to i64
  %3077 = mul i64 %3076, 2
  %3078 = getelementptr i8, ptr addrspace(1) %2, i64 %3077
  %3079 = load i16, ptr addrspace(1) %3078, align 2
  %3080 = bitcast i16 %3079 to half
  %3081 = fpext half %3080 to float
  %3082 = select i1 %36, float %3081, float 0.000000e+00
  %3083 = add i32 %3055, %37
  %3084 = select i1 %38, i32 %3083, i32 %3055
  %3085 = sext i32 %3084 to i64
  %3086 = mul i64 %3085, 2
  %3087 = getelementptr i8, ptr addrspace(1) %2, i64 %3086
  %3088 = load i16, ptr addrspace(1) %3087, align 2
  %3089 = bitcast i16 %3088 to half
  %3090 = fpext half %3089 to float
  %3091 = select i1 %38, float %3090, float 0.000000e+00
  %3092 = add i32 %3055, %39
  %3093 = select i1 %40, i32 %3092, i32 %3055
  %3094 = sext i32 %3093 to i64
  %3095 = mul i64 %3094, 2
  %3096 = getelementptr i8, ptr addrspace(1) %2, i64 %3095
  %3097 = load i16, ptr addrspace(1) %3096, align 2
  %3098 = bitcast i16 %3097 to half
  %3099 = fpext half %3098 to float
  %3100 = select i1 %40, float %3099, float 0.000000e+00
  %3101 = add i32 %3055, %41
  %3102 = select i1 %42, i32 %3101, i32 %3055
  %3103 = sext i32 %3102 to i64
  %3104 = mul i64 %3103, 2
  %3105 = getelementptr i8, ptr addrspace(1) %2, i64 %3104
  %3106 = load i16, ptr addrspace(1) %3105, align 2
  %3107 = bitcast i16 %3106 to half
  %3108 = fpext half %3107 to float
  %3109 = select i1 %42, float %3108, float 0.000000e+00
  %3110 = add i32 %3055, %43
  %3111 = select i1 %44, i32 %3110, i32 %3055
  %3112 = sext i32 %3111 to i64
  %3113 = mul i64 %3112, 2
  %3114 = getelementptr i8, ptr addrspace(1) %2, i64 %3113
  %3115 = load i16, ptr addrspace(1) %3114, align 2
  %3116 = bitcast i16 %3115 to half
  %3117 = fpext half %3116 to float
  %3118 = select i1 %44, float %3117, float 0.000000e+00
  %3119 = add i32 %3055, %45
  %3120 = select i1 %46, i32 %3119, i32 %3055
  %3121 = sext i32 %3120 to i64
  %3122 = mul i64 %3121, 2
  %3123 = getelementptr i8, ptr addrspace(1) %2, i64 %3122
  %3124 = load i16, ptr addrspace(1) %3123, align 2
  %3125 = bitcast i16 %3124 to half
  %3126 = fpext half %3125 to float
  %3127 = select i1 %46, float %3126, float 0.000000e+00
  %3128 = fmul float %59, %3064
  %3129 = fmul float %66, %3073
  %3130 = fadd float %3129, %3128
  %3131 = fmul float %73, %3082
  %3132 = fadd float %3131, %3130
  %3133 = fmul float %80, %3091
  %3134 = fadd float %3133, %3132
  %3135 = fmul float %87, %3100
  %3136 = fadd float %3135, %3134
  %3137 = fmul float %94, %3109
  %3138 = fadd float %3137, %3136
  %3139 = fmul float %101, %3118
  %3140 = fadd float %3139, %3138
  %3141 = fmul float %108, %3127
  %3142 = fadd float %3141, %3140
  %3143 = fmul float %121, %3064
  %3144 = fmul float %128, %3073
  %3145 = fadd float %3144, %3143
  %3146 = fmul float %135, %3082
  %3147 = fadd float %3146, %3145
  %3148 = fmul float %142, %3091
  %3149 = fadd float %3148, %3147
  %3150 = fmul float %149, %3100
  %3151 = fadd float %3150, %3149
  %3152 = fmul float %156, %3109
  %3153 = fadd float %3152, %3151
  %3154 = fmul float %163, %3118
  %3155 = fadd float %3154, %3153
  %3156 = fmul float %170, %3127
  %3157 = fadd float %3156, %3155
  %3158 = fmul float %183, %3064
  %3159 = fmul float %190, %3073
  %3160 = fadd float %3159, %3158
  %3161 = fmul float %197, %3082
  %3162 = fadd float %3161, %3160
  %3163 = fmul float %204, %3091
  %3164 = fadd float %3163, %3162
  %3165 = fmul float %211, %3100
  %3166 = fadd float %3165, %3164
  %3167 = fmul float %218, %3109
  %3168 = fadd float %3167, %3166
  %3169 = fmul float %225, %3118
  %3170 = fadd float %3169, %3168
  %3171 = fmul float %232, %3127
  %3172 = fadd float %3171, %3170
  %3173 = fmul float %245, %3064
  %3174 = fmul float %252, %3073
  %3175 = fadd float %3174, %3173
  %3176 = fmul float %259, %3082
  %3177 = fadd float %3176, %3175
  %3178 = fmul float %266, %3091
  %3179 = fadd float %3178, %3177
  %3180 = fmul float %273, %3100
  %3181 = fadd float %3180, %3179
  %3182 = fmul float %280, %3109
  %3183 = fadd float %3182, %3181
  %3184 = fmul float %287, %3118
  %3185 = fadd float %3184, %3183
  %3186 = fmul float %294, %3127
  %3187 = fadd float %3186, %3185
  %3188 = add i32 %2221, 7
  %3189 = icmp sgt i32 %3188, %332
  %3190 = select i1 %3189, i32 %332, i32 %3188
  %3191 = mul i32 %3190, %5
  %3192 = add i32 %3191, %20
  %3193 = mul i32 %3192, %6
  %3194 = add i32 %3193, %31
  %3195 = select i1 %32, i32 %3194, i32 %3193
  %3196 = sext i32 %3195 to i64
  %3197 = mul i64 %3196, 2
  %3198 = getelementptr i8, ptr addrspace(1) %2, i64 %3197
  %3199 = load i16, ptr addrspace(1) %3198, align 2
  %3200 = bitcast i16 %3199 to half
  %3201 = fpext half %3200 to float
  %3202 = select i1 %32, float %3201, float 0.000000e+00
  %3203 = add i32 %3193, %33
  %3204 = select i1 %34, i32 %3203, i32 %3193
  %3205 = sext i32 %3204 to i64
  %3206 = mul i64 %3205, 2
  %3207 = getelementptr i8, ptr addrspace(1) %2, i64 %3206
  %3208 = load i16, ptr addrspace(1) %3207, align 2
  %3209 = bitcast i16 %3208 to half
  %3210 = fpext half %3209 to float
  %3211 = select i1 %34, float %3210, float 0.000000e+00
  %3212 = add i32 %3193, %35
  %3213 = select i1 %36, i32 %3212, i32 %3193
  %3214 = sext i32 %3213 to i64
  %3215 = mul i64 %3214, 2
  %3216 = getelementptr i8, ptr addrspace(1) %2, i64 %3215
  %3217 = load i16, ptr addrspace(1) %3216, align 2
  %3218 = bitcast i16 %3217 to half
  %3219 = fpext half %3218 to float
  %3220 = select i1 %36, float %3219, float 0.000000e+00
  %3221 = add i32 %3193, %37
  %3222 = select i1 %38, i32 %3221, i32 %3193
  %3223 = sext i32 %3222 to i64
  %3224 = mul i64 %3223, 2
  %3225 = getelementptr i8, ptr addrspace(1) %2, i64 %3224
  %3226 = load i16, ptr addrspace(1) %3225, align 2
  %3227 = bitcast i16 %3226 to half
  %3228 = fpext half %3227 to float
  %3229 = select i1 %38, float %3228, float 0.000000e+00
  %3230 = add i32 %3193, %39
  %3231 = select i1 %40, i32 %3230, i32 %3193
  %3232 = sext i32 %3231 to i64
  %3233 = mul i64 %3232, 2
  %3234 = getelementptr i8, ptr addrspace(1) %2, i64 %3233
  %3235 = load i16, ptr addrspace(1) %3234, align 2
  %3236 = bitcast i16 %3235 to half
  %3237 = fpext half %3236 to float
  %3238 = select i1 %40, float %3237, float 0.000000e+00
  %3239 = add i32 %3193, %41
  %3240 = select i1 %42, i32 %3239, i32 %3193
  %3241 = sext i32 %3240 to i64
  %3242 = mul i64 %3241, 2
  %3243 = getelementptr i8, ptr addrspace(1) %2, i64 %3242
  %3244 = load i16, ptr addrspace(1) %3243, align 2
  %3245 = bitcast i16 %3244 to half
  %3246 = fpext half %3245 to float
  %3247 = select i1 %42, float %3246, float 0.000000e+00
  %3248 = add i32 %3193, %43
  %3249 = select i1 %44, i32 %3248, i32 %3193
  %3250 = sext i32 %3249 to i64
  %3251 = mul i64 %3250, 2
  %3252 = getelementptr i8, ptr addrspace(1) %2, i64 %3251
  %3253 = load i16, ptr addrspace(1) %3252, align 2
  %3254 = bitcast i16 %3253 to half
  %3255 = fpext half %3254 to float
  %3256 = select i1 %44, float %3255, float 0.000000e+00
  %3257 = add i32 %3193, %45
  %3258 = select i1 %46, i32 %3257, i32 %3193
  %3259 = sext i32 %3258 to i64
  %3260 = mul i64 %3259, 2
  %3261 = getelementptr i8, ptr addrspace(1) %2, i64 %3260
  %3262 = load i16, ptr addrspace(1) %3261, align 2
  %3263 = bitcast i16 %3262 to half
  %3264 = fpext half %3263 to float
  %3265 = select i1 %46, float %3264, float 0.000000e+00
  %3266 = fmul float %59, %3202
  %3267 = fmul float %66, %3211
  %3268 = fadd float %3267, %3266
  %3269 = fmul float %73, %3220
  %3270 = fadd float %3269, %3268
  %3271 = fmul float %80, %3229
  %3272 = fadd float %3271, %3270
  %3273 = fmul float %87, %3238
  %3274 = fadd float %3273, %3272
  %3275 = fmul float %94, %3247
  %3276 = fadd float %3275, %3274
  %3277 = fmul float %101, %3256
  %3278 = fadd float %3277, %3276
  %3279 = fmul float %108, %3265
  %3280 = fadd float %3279, %3278
  %3281 = fmul float %121, %3202
  %3282 = fmul float %128, %3211
  %3283 = fadd float %3282, %3281
  %3284 = fmul float %135, %3220
  %3285 = fadd float %3284, %3283
  %3286 = fmul float %142, %3229
  %3287 = fadd float %3286, %3285
  %3288 = fmul float %149, %3238
  %3289 = fadd float %3288, %3287
  %3290 = fmul float %156, %3247
  %3291 = fadd float %3290, %3289
  %3292 = fmul float %163, %3256
  %3293 = fadd float %3292, %3291
  %3294 = fmul float %170, %3265
  %3295 = fadd float %3294, %3293
  %3296 = fmul float %183, %3202
  %3297 = fmul float %190, %3211
  %3298 = fadd float %3297, %3296
  %3299 = fmul float %197, %3220
  %3300 = fadd float %3299, %3298
  %3301 = fmul float %204, %3229
  %3302 = fadd float %3301, %3300
  %3303 = fmul float %211, %3238
  %3304 = fadd float %3303, %3302
  %3305 = fmul float %218, %3247
  %3306 = fadd float %3305, %3304
  %3307 = fmul float %225, %3256
  %3308 = fadd float %3307, %3306
  %3309 = fmul float %232, %3265
  %3310 = fadd float %3309, %3308
  %3311 = fmul float %245, %3202
  %3312 = fmul float %252, %3211
  %3313 = fadd float %3312, %3311
  %3314 = fmul float %259, %3220
  %3315 = fadd float %3314, %3313
  %3316 = fmul float %266, %3229
  %3317 = fadd float %3316, %3315
  %3318 = fmul float %273, %3238
  %3319 = fadd float %3318, %3317
  %3320 = fmul float %280, %3247
  %3321 = fadd float %3320, %3319
  %3322 = fmul float %287, %3256
  %3323 = fadd float %3322, %3321
  %3324 = fmul float %294, %3265
  %3325 = fadd float %3324, %3323
  %3326 = call i32 @llvm.amdgcn.workitem.id.x()
  %3327 = and i32 %3326, 31
  %3328 = and i32 %3327, 16
  %3329 = icmp ne i32 %3328, 0
  %3330 = select i1 %3329, float %2344, float %2314
  %3331 = select i1 %3329, float %2314, float %2344
  %3332 = bitcast float %3331 to i32
  %3333 = call i32 @llvm.amdgcn.workitem.id.x()
  %3334 = and i32 %3333, 31
  %3335 = xor i32 %3334, 16
  %3336 = shl i32 %3335, 2
  %3337 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3336, i32 %3332)
  %3338 = bitcast i32 %3337 to float
  %3339 = fadd float %3330, %3338
  %3340 = select i1 %3329, float %2482, float %2452
  %3341 = select i1 %3329, float %2452, float %2482
  %3342 = bitcast float %3341 to i32
  %3343 = call i32 @llvm.amdgcn.workitem.id.x()
  %3344 = and i32 %3343, 31
  %3345 = xor i32 %3344, 16
  %3346 = shl i32 %3345, 2
  %3347 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3346, i32 %3342)
  %3348 = bitcast i32 %3347 to float
  %3349 = fadd float %3340, %3348
  %3350 = select i1 %3329, float %2620, float %2590
  %3351 = select i1 %3329, float %2590, float %2620
  %3352 = bitcast float %3351 to i32
  %3353 = call i32 @llvm.amdgcn.workitem.id.x()
  %3354 = and i32 %3353, 31
  %3355 = xor i32 %3354, 16
  %3356 = shl i32 %3355, 2
  %3357 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3356, i32 %3352)
  %3358 = bitcast i32 %3357 to float
  %3359 = fadd float %3350, %3358
  %3360 = select i1 %3329, float %2758, float %2728
  %3361 = select i1 %3329, float %2728, float %2758
  %3362 = bitcast float %3361 to i32
  %3363 = call i32 @llvm.amdgcn.workitem.id.x()
  %3364 = and i32 %3363, 31
  %3365 = xor i32 %3364, 16
  %3366 = shl i32 %3365, 2
  %3367 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3366, i32 %3362)
  %3368 = bitcast i32 %3367 to float
  %3369 = fadd float %3360, %3368
  %3370 = select i1 %3329, float %2896, float %2866
  %3371 = select i1 %3329, float %2866, float %2896
  %3372 = bitcast float %3371 to i32
  %3373 = call i32 @llvm.amdgcn.workitem.id.x()
  %3374 = and i32 %3373, 31
  %3375 = xor i32 %3374, 16
  %3376 = shl i32 %3375, 2
  %3377 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3376, i32 %3372)
  %3378 = bitcast i32 %3377 to float
  %3379 = fadd float %3370, %3378
  %3380 = select i1 %3329, float %3034, float %3004
  %3381 = select i1 %3329, float %3004, float %3034
  %3382 = bitcast float %3381 to i32
  %3383 = call i32 @llvm.amdgcn.workitem.id.x()
  %3384 = and i32 %3383, 31
  %3385 = xor i32 %3384, 16
  %3386 = shl i32 %3385, 2
  %3387 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3386, i32 %3382)
  %3388 = bitcast i32 %3387 to float
  %3389 = fadd float %3380, %3388
  %3390 = select i1 %3329, float %3172, float %3142
  %3391 = select i1 %3329, float %3142, float %3172
  %3392 = bitcast float %3391 to i32
  %3393 = call i32 @llvm.amdgcn.workitem.id.x()
  %3394 = and i32 %3393, 31
  %3395 = xor i32 %3394, 16
  %3396 = shl i32 %3395, 2
  %3397 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3396, i32 %3392)
  %3398 = bitcast i32 %3397 to float
  %3399 = fadd float %3390, %3398
  %3400 = select i1 %3329, float %3310, float %3280
  %3401 = select i1 %3329, float %3280, float %3310
  %3402 = bitcast float %3401 to i32
  %3403 = call i32 @llvm.amdgcn.workitem.id.x()
  %3404 = and i32 %3403, 31
  %3405 = xor i32 %3404, 16
  %3406 = shl i32 %3405, 2
  %3407 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3406, i32 %3402)
  %3408 = bitcast i32 %3407 to float
  %3409 = fadd float %3400, %3408
  %3410 = select i1 %3329, float %2359, float %2329
  %3411 = select i1 %3329, float %2329, float %2359
  %3412 = bitcast float %3411 to i32
  %3413 = call i32 @llvm.amdgcn.workitem.id.x()
  %3414 = and i32 %3413, 31
  %3415 = xor i32 %3414, 16
  %3416 = shl i32 %3415, 2
  %3417 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3416, i32 %3412)
  %3418 = bitcast i32 %3417 to float
  %3419 = fadd float %3410, %3418
  %3420 = select i1 %3329, float %2497, float %2467
  %3421 = select i1 %3329, float %2467, float %2497
  %3422 = bitcast float %3421 to i32
  %3423 = call i32 @llvm.amdgcn.workitem.id.x()
  %3424 = and i32 %3423, 31
  %3425 = xor i32 %3424, 16
  %3426 = shl i32 %3425, 2
  %3427 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3426, i32 %3422)
  %3428 = bitcast i32 %3427 to float
  %3429 = fadd float %3420, %3428
  %3430 = select i1 %3329, float %2635, float %2605
  %3431 = select i1 %3329, float %2605, float %2635
  %3432 = bitcast float %3431 to i32
  %3433 = call i32 @llvm.amdgcn.workitem.id.x()
  %3434 = and i32 %3433, 31
  %3435 = xor i32 %3434, 16
  %3436 = shl i32 %3435, 2
  %3437 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3436, i32 %3432)
  %3438 = bitcast i32 %3437 to float
  %3439 = fadd float %3430, %3438
  %3440 = select i1 %3329, float %2773, float %2743
  %3441 = select i1 %3329, float %2743, float %2773
  %3442 = bitcast float %3441 to i32
  %3443 = call i32 @llvm.amdgcn.workitem.id.x()
  %3444 = and i32 %3443, 31
  %3445 = xor i32 %3444, 16
  %3446 = shl i32 %3445, 2
  %3447 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3446, i32 %3442)
  %3448 = bitcast i32 %3447 to float
  %3449 = fadd float %3440, %3448
  %3450 = select i1 %3329, float %2911, float %2881
  %3451 = select i1 %3329, float %2881, float %2911
  %3452 = bitcast float %3451 to i32
  %3453 = call i32 @llvm.amdgcn.workitem.id.x()
  %3454 = and i32 %3453, 31
  %3455 = xor i32 %3454, 16
  %3456 = shl i32 %3455, 2
  %3457 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3456, i32 %3452)
  %3458 = bitcast i32 %3457 to float
  %3459 = fadd float %3450, %3458
  %3460 = select i1 %3329, float %3049, float %3019
  %3461 = select i1 %3329, float %3019, float %3049
  %3462 = bitcast float %3461 to i32
  %3463 = call i32 @llvm.amdgcn.workitem.id.x()
  %3464 = and i32 %3463, 31
  %3465 = xor i32 %3464, 16
  %3466 = shl i32 %3465, 2
  %3467 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3466, i32 %3462)
  %3468 = bitcast i32 %3467 to float
  %3469 = fadd float %3460, %3468
  %3470 = select i1 %3329, float %3187, float %3157
  %3471 = select i1 %3329, float %3157, float %3187
  %3472 = bitcast float %3471 to i32
  %3473 = call i32 @llvm.amdgcn.workitem.id.x()
  %3474 = and i32 %3473, 31
  %3475 = xor i32 %3474, 16
  %3476 = shl i32 %3475, 2
  %3477 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3476, i32 %3472)
  %3478 = bitcast i32 %3477 to float
  %3479 = fadd float %3470, %3478
  %3480 = select i1 %3329, float %3325, float %3295
  %3481 = select i1 %3329, float %3295, float %3325
  %3482 = bitcast float %3481 to i32
  %3483 = call i32 @llvm.amdgcn.workitem.id.x()
  %3484 = and i32 %3483, 31
  %3485 = xor i32 %3484, 16
  %3486 = shl i32 %3485, 2
  %3487 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3486, i32 %3482)
  %3488 = bitcast i32 %3487 to float
  %3489 = fadd float %3480, %3488
  %3490 = and i32 %3327, 8
  %3491 = icmp ne i32 %3490, 0
  %3492 = select i1 %3491, float %3419, float %3339
  %3493 = select i1 %3491, float %3339, float %3419
  %3494 = bitcast float %3493 to i32
  %3495 = call i32 @llvm.amdgcn.workitem.id.x()
  %3496 = and i32 %3495, 31
  %3497 = xor i32 %3496, 8
  %3498 = shl i32 %3497, 2
  %3499 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3498, i32 %3494)
  %3500 = bitcast i32 %3499 to float
  %3501 = fadd float %3492, %3500
  %3502 = select i1 %3491, float %3429, float %3349
  %3503 = select i1 %3491, float %3349, float %3429
  %3504 = bitcast float %3503 to i32
  %3505 = call i32 @llvm.amdgcn.workitem.id.x()
  %3506 = and i32 %3505, 31
  %3507 = xor i32 %3506, 8
  %3508 = shl i32 %3507, 2
  %3509 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3508, i32 %3504)
  %3510 = bitcast i32 %3509 to float
  %3511 = fadd float %3502, %3510
  %3512 = select i1 %3491, float %3439, float %3359
  %3513 = select i1 %3491, float %3359, float %3439
  %3514 = bitcast float %3513 to i32
  %3515 = call i32 @llvm.amdgcn.workitem.id.x()
  %3516 = and i32 %3515, 31
  %3517 = xor i32 %3516, 8
  %3518 = shl i32 %3517, 2
  %3519 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3518, i32 %3514)
  %3520 = bitcast i32 %3519 to float
  %3521 = fadd float %3512, %3520
  %3522 = select i1 %3491, float %3449, float %3369
  %3523 = select i1 %3491, float %3369, float %3449
  %3524 = bitcast float %3523 to i32
  %3525 = call i32 @llvm.amdgcn.workitem.id.x()
  %3526 = and i32 %3525, 31
  %3527 = xor i32 %3526, 8
  %3528 = shl i32 %3527, 2
  %3529 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3528, i32 %3524)
  %3530 = bitcast i32 %3529 to float
  %3531 = fadd float %3522, %3530
  %3532 = select i1 %3491, float %3459, float %3379
  %3533 = select i1 %3491, float %3379, float %3459
  %3534 = bitcast float %3533 to i32
  %3535 = call i32 @llvm.amdgcn.workitem.id.x()
  %3536 = and i32 %3535, 31
  %3537 = xor i32 %3536, 8
  %3538 = shl i32 %3537, 2
  %3539 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3538, i32 %3534)
  %3540 = bitcast i32 %3539 to float
  %3541 = fadd float %3532, %3540
  %3542 = select i1 %3491, float %3469, float %3389
  %3543 = select i1 %3491, float %3389, float %3469
  %3544 = bitcast float %3543 to i32
  %3545 = call i32 @llvm.amdgcn.workitem.id.x()
  %3546 = and i32 %3545, 31
  %3547 = xor i32 %3546, 8
  %3548 = shl i32 %3547, 2
  %3549 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3548, i32 %3544)
  %3550 = bitcast i32 %3549 to float
  %3551 = fadd float %3542, %3550
  %3552 = select i1 %3491, float %3479, float %3399
  %3553 = select i1 %3491, float %3399, float %3479
  %3554 = bitcast float %3553 to i32
  %3555 = call i32 @llvm.amdgcn.workitem.id.x()
  %3556 = and i32 %3555, 31
  %3557 = xor i32 %3556, 8
  %3558 = shl i32 %3557, 2
  %3559 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3558, i32 %3554)
  %3560 = bitcast i32 %3559 to float
  %3561 = fadd float %3552, %3560
  %3562 = select i1 %3491, float %3489, float %3409
  %3563 = select i1 %3491, float %3409, float %3489
  %3564 = bitcast float %3563 to i32
  %3565 = call i32 @llvm.amdgcn.workitem.id.x()
  %3566 = and i32 %3565, 31
  %3567 = xor i32 %3566, 8
  %3568 = shl i32 %3567, 2
  %3569 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3568, i32 %3564)
  %3570 = bitcast i32 %3569 to float
  %3571 = fadd float %3562, %3570
  %3572 = and i32 %3327, 4
  %3573 = icmp ne i32 %3572, 0
  %3574 = select i1 %3573, float %3541, float %3501
  %3575 = select i1 %3573, float %3501, float %3541
  %3576 = bitcast float %3575 to i32
  %3577 = call i32 @llvm.amdgcn.workitem.id.x()
  %3578 = and i32 %3577, 31
  %3579 = xor i32 %3578, 4
  %3580 = shl i32 %3579, 2
  %3581 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3580, i32 %3576)
  %3582 = bitcast i32 %3581 to float
  %3583 = fadd float %3574, %3582
  %3584 = select i1 %3573, float %3551, float %3511
  %3585 = select i1 %3573, float %3511, float %3551
  %3586 = bitcast float %3585 to i32
  %3587 = call i32 @llvm.amdgcn.workitem.id.x()
  %3588 = and i32 %3587, 31
  %3589 = xor i32 %3588, 4
  %3590 = shl i32 %3589, 2
  %3591 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3590, i32 %3586)
  %3592 = bitcast i32 %3591 to float
  %3593 = fadd float %3584, %3592
  %3594 = select i1 %3573, float %3561, float %3521
  %3595 = select i1 %3573, float %3521, float %3561
  %3596 = bitcast float %3595 to i32
  %3597 = call i32 @llvm.amdgcn.workitem.id.x()
  %3598 = and i32 %3597, 31
  %3599 = xor i32 %3598, 4
  %3600 = shl i32 %3599, 2
  %3601 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3600, i32 %3596)
  %3602 = bitcast i32 %3601 to float
  %3603 = fadd float %3594, %3602
  %3604 = select i1 %3573, float %3571, float %3531
  %3605 = select i1 %3573, float %3531, float %3571
  %3606 = bitcast float %3605 to i32
  %3607 = call i32 @llvm.amdgcn.workitem.id.x()
  %3608 = and i32 %3607, 31
  %3609 = xor i32 %3608, 4
  %3610 = shl i32 %3609, 2
  %3611 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3610, i32 %3606)
  %3612 = bitcast i32 %3611 to float
  %3613 = fadd float %3604, %3612
  %3614 = and i32 %3327, 2
  %3615 = icmp ne i32 %3614, 0
  %3616 = select i1 %3615, float %3603, float %3583
  %3617 = select i1 %3615, float %3583, float %3603
  %3618 = bitcast float %3617 to i32
  %3619 = call i32 @llvm.amdgcn.workitem.id.x()
  %3620 = and i32 %3619, 31
  %3621 = xor i32 %3620, 2
  %3622 = shl i32 %3621, 2
  %3623 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3622, i32 %3618)
  %3624 = bitcast i32 %3623 to float
  %3625 = fadd float %3616, %3624
  %3626 = select i1 %3615, float %3613, float %3593
  %3627 = select i1 %3615, float %3593, float %3613
  %3628 = bitcast float %3627 to i32
  %3629 = call i32 @llvm.amdgcn.workitem.id.x()
  %3630 = and i32 %3629, 31
  %3631 = xor i32 %3630, 2
  %3632 = shl i32 %3631, 2
  %3633 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3632, i32 %3628)
  %3634 = bitcast i32 %3633 to float
  %3635 = fadd float %3626, %3634
  %3636 = and i32 %3327, 1
  %3637 = icmp ne i32 %3636, 0
  %3638 = select i1 %3637, float %3635, float %3625
  %3639 = select i1 %3637, float %3625, float %3635
  %3640 = bitcast float %3639 to i32
  %3641 = call i32 @llvm.amdgcn.workitem.id.x()
  %3642 = and i32 %3641, 31
  %3643 = xor i32 %3642, 1
  %3644 = shl i32 %3643, 2
  %3645 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3644, i32 %3640)
  %3646 = bitcast i32 %3645 to float
  %3647 = fadd float %3638, %3646
  %3648 = add i32 %2221, %296
  %3649 = icmp slt i32 %3648, %301
  %3650 = icmp sge i32 %3648, %306
  %3651 = and i1 %3649, %3650
  %3652 = fmul float %3647, %8
  %3653 = select i1 %3651, float %3652, float 0xFFF0000000000000
  %3654 = bitcast float %3653 to i32
  %3655 = call i32 @llvm.amdgcn.workitem.id.x()
  %3656 = and i32 %3655, 31
  %3657 = xor i32 %3656, 4
  %3658 = shl i32 %3657, 2
  %3659 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3658, i32 %3654)
  %3660 = bitcast i32 %3659 to float
  %3661 = fcmp ogt float %3653, %3660
  %3662 = select i1 %3661, float %3653, float %3660
  %3663 = bitcast float %3662 to i32
  %3664 = call i32 @llvm.amdgcn.workitem.id.x()
  %3665 = and i32 %3664, 31
  %3666 = xor i32 %3665, 2
  %3667 = shl i32 %3666, 2
  %3668 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3667, i32 %3663)
  %3669 = bitcast i32 %3668 to float
  %3670 = fcmp ogt float %3662, %3669
  %3671 = select i1 %3670, float %3662, float %3669
  %3672 = bitcast float %3671 to i32
  %3673 = call i32 @llvm.amdgcn.workitem.id.x()
  %3674 = and i32 %3673, 31
  %3675 = xor i32 %3674, 1
  %3676 = shl i32 %3675, 2
  %3677 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3676, i32 %3672)
  %3678 = bitcast i32 %3677 to float
  %3679 = fcmp ogt float %3671, %3678
  %3680 = select i1 %3679, float %3671, float %3678
  %3681 = load float, ptr addrspace(5) %v32, align 4
  %3682 = fcmp ogt float %3681, %3680
  %3683 = select i1 %3682, float %3681, float %3680
  %3684 = fcmp oeq float %3681, 0xFFF0000000000000
  %3685 = fsub float %3681, %3683
  %3686 = fmul float %3685, 0x3FF7154760000000
  %3687 = fcmp olt float %3686, -1.260000e+02
  %3688 = fcmp ogt float %3686, 1.270000e+02
  %3689 = select i1 %3687, float -1.260000e+02, float %3686
  %3690 = select i1 %3688, float 1.270000e+02, float %3689
  %3691 = fadd float %3690, 5.000000e-01
  %3692 = call float @llvm.floor.f32(float %3691)
  %3693 = fsub float %3690, %3692
  %3694 = fmul float 0x3EEFFCBFC0000000, %3693
  %3695 = fadd float %3694, 0x3F24309120000000
  %3696 = fmul float %3695, %3693
  %3697 = fadd float %3696, 0x3F55D87FE0000000
  %3698 = fmul float %3697, %3693
  %3699 = fadd float %3698, 0x3F83B2AB60000000
  %3700 = fmul float %3699, %3693
  %3701 = fadd float %3700, 0x3FAC6B08E0000000
  %3702 = fmul float %3701, %3693
  %3703 = fadd float %3702, 0x3FCEBFBE00000000
  %3704 = fmul float %3703, %3693
  %3705 = fadd float %3704, 0x3FE62E4300000000
  %3706 = fmul float %3705, %3693
  %3707 = fadd float %3706, 1.000000e+00
  %3708 = fptosi float %3692 to i32
  %3709 = add i32 %3708, 127
  %3710 = shl i32 %3709, 23
  %3711 = bitcast i32 %3710 to float
  %3712 = fmul float %3707, %3711
  %3713 = select i1 %3687, float 0.000000e+00, float %3712
  %3714 = select i1 %3688, float 0x7FF0000000000000, float %3713
  %3715 = fcmp uno float %3686, %3686
  %3716 = select i1 %3715, float %3686, float %3714
  %3717 = select i1 %3684, float 0.000000e+00, float %3716
  %3718 = fsub float %3653, %3683
  %3719 = fmul float %3718, 0x3FF7154760000000
  %3720 = fcmp olt float %3719, -1.260000e+02
  %3721 = fcmp ogt float %3719, 1.270000e+02
  %3722 = select i1 %3720, float -1.260000e+02, float %3719
  %3723 = select i1 %3721, float 1.270000e+02, float %3722
  %3724 = fadd float %3723, 5.000000e-01
  %3725 = call float @llvm.floor.f32(float %3724)
  %3726 = fsub float %3723, %3725
  %3727 = fmul float 0x3EEFFCBFC0000000, %3726
  %3728 = fadd float %3727, 0x3F24309120000000
  %3729 = fmul float %3728, %3726
  %3730 = fadd float %3729, 0x3F55D87FE0000000
  %3731 = fmul float %3730, %3726
  %3732 = fadd float %3731, 0x3F83B2AB60000000
  %3733 = fmul float %3732, %3726
  %3734 = fadd float %3733, 0x3FAC6B08E0000000
  %3735 = fmul float %3734, %3726
  %3736 = fadd float %3735, 0x3FCEBFBE00000000
  %3737 = fmul float %3736, %3726
  %3738 = fadd float %3737, 0x3FE62E4300000000
  %3739 = fmul float %3738, %3726
  %3740 = fadd float %3739, 1.000000e+00
  %3741 = fptosi float %3725 to i32
  %3742 = add i32 %3741, 127
  %3743 = shl i32 %3742, 23
  %3744 = bitcast i32 %3743 to float
  %3745 = fmul float %3740, %3744
  %3746 = select i1 %3720, float 0.000000e+00, float %3745
  %3747 = select i1 %3721, float 0x7FF0000000000000, float %3746
  %3748 = fcmp uno float %3719, %3719
  %3749 = select i1 %3748, float %3719, float %3747
  %3750 = select i1 %3651, float %3749, float 0.000000e+00
  %3751 = bitcast float %3750 to i32
  %3752 = call i32 @llvm.amdgcn.workitem.id.x()
  %3753 = and i32 %3752, 31
  %3754 = xor i32 %3753, 4
  %3755 = shl i32 %3754, 2
  %3756 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3755, i32 %3751)
  %3757 = bitcast i32 %3756 to float
  %3758 = fadd float %3750, %3757
  %3759 = bitcast float %3758 to i32
  %3760 = call i32 @llvm.amdgcn.workitem.id.x()
  %3761 = and i32 %3760, 31
  %3762 = xor i32 %3761, 2
  %3763 = shl i32 %3762, 2
  %3764 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3763, i32 %3759)
  %3765 = bitcast i32 %3764 to float
  %3766 = fadd float %3758, %3765
  %3767 = bitcast float %3766 to i32
  %3768 = call i32 @llvm.amdgcn.workitem.id.x()
  %3769 = and i32 %3768, 31
  %3770 = xor i32 %3769, 1
  %3771 = shl i32 %3770, 2
  %3772 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3771, i32 %3767)
  %3773 = bitcast i32 %3772 to float
  %3774 = fadd float %3766, %3773
  %3775 = load float, ptr addrspace(5) %v33, align 4
  %3776 = fmul float %3775, %3717
  %3777 = fadd float %3776, %3774
  store float %3777, ptr addrspace(5) %v33, align 4
  store float %3683, ptr addrspace(5) %v32, align 4
  %3778 = bitcast float %3717 to i32
  %3779 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3778)
  %3780 = bitcast i32 %3779 to float
  %3781 = load float, ptr addrspace(5) %v, align 4
  %3782 = fmul float %3781, %3780
  store float %3782, ptr addrspace(5) %v, align 4
  %3783 = load float, ptr addrspace(5) %v1, align 4
  %3784 = fmul float %3783, %3780
  store float %3784, ptr addrspace(5) %v1, align 4
  %3785 = load float, ptr addrspace(5) %v2, align 4
  %3786 = fmul float %3785, %3780
  store float %3786, ptr addrspace(5) %v2, align 4
  %3787 = load float, ptr addrspace(5) %v3, align 4
  %3788 = fmul float %3787, %3780
  store float %3788, ptr addrspace(5) %v3, align 4
  %3789 = load float, ptr addrspace(5) %v4, align 4
  %3790 = fmul float %3789, %3780
  store float %3790, ptr addrspace(5) %v4, align 4
  %3791 = load float, ptr addrspace(5) %v5, align 4
  %3792 = fmul float %3791, %3780
  store float %3792, ptr addrspace(5) %v5, align 4
  %3793 = load float, ptr addrspace(5) %v6, align 4
  %3794 = fmul float %3793, %3780
  store float %3794, ptr addrspace(5) %v6, align 4
  %3795 = load float, ptr addrspace(5) %v7, align 4
  %3796 = fmul float %3795, %3780
  store float %3796, ptr addrspace(5) %v7, align 4
  %3797 = bitcast float %3717 to i32
  %3798 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3797)
  %3799 = bitcast i32 %3798 to float
  %3800 = load float, ptr addrspace(5) %v8, align 4
  %3801 = fmul float %3800, %3799
  store float %3801, ptr addrspace(5) %v8, align 4
  %3802 = load float, ptr addrspace(5) %v9, align 4
  %3803 = fmul float %3802, %3799
  store float %3803, ptr addrspace(5) %v9, align 4
  %3804 = load float, ptr addrspace(5) %v10, align 4
  %3805 = fmul float %3804, %3799
  store float %3805, ptr addrspace(5) %v10, align 4
  %3806 = load float, ptr addrspace(5) %v11, align 4
  %3807 = fmul float %3806, %3799
  store float %3807, ptr addrspace(5) %v11, align 4
  %3808 = load float, ptr addrspace(5) %v12, align 4
  %3809 = fmul float %3808, %3799
  store float %3809, ptr addrspace(5) %v12, align 4
  %3810 = load float, ptr addrspace(5) %v13, align 4
  %3811 = fmul float %3810, %3799
  store float %3811, ptr addrspace(5) %v13, align 4
  %3812 = load float, ptr addrspace(5) %v14, align 4
  %3813 = fmul float %3812, %3799
  store float %3813, ptr addrspace(5) %v14, align 4
  %3814 = load float, ptr addrspace(5) %v15, align 4
  %3815 = fmul float %3814, %3799
  store float %3815, ptr addrspace(5) %v15, align 4
  %3816 = bitcast float %3717 to i32
  %3817 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3816)
  %3818 = bitcast i32 %3817 to float
  %3819 = load float, ptr addrspace(5) %v16, align 4
  %3820 = fmul float %3819, %3818
  store float %3820, ptr addrspace(5) %v16, align 4
  %3821 = load float, ptr addrspace(5) %v17, align 4
  %3822 = fmul float %3821, %3818
  store float %3822, ptr addrspace(5) %v17, align 4
  %3823 = load float, ptr addrspace(5) %v18, align 4
  %3824 = fmul float %3823, %3818
  store float %3824, ptr addrspace(5) %v18, align 4
  %3825 = load float, ptr addrspace(5) %v19, align 4
  %3826 = fmul float %3825, %3818
  store float %3826, ptr addrspace(5) %v19, align 4
  %3827 = load float, ptr addrspace(5) %v20, align 4
  %3828 = fmul float %3827, %3818
  store float %3828, ptr addrspace(5) %v20, align 4
  %3829 = load float, ptr addrspace(5) %v21, align 4
  %3830 = fmul float %3829, %3818
  store float %3830, ptr addrspace(5) %v21, align 4
  %3831 = load float, ptr addrspace(5) %v22, align 4
  %3832 = fmul float %3831, %3818
  store float %3832, ptr addrspace(5) %v22, align 4
  %3833 = load float, ptr addrspace(5) %v23, align 4
  %3834 = fmul float %3833, %3818
  store float %3834, ptr addrspace(5) %v23, align 4
  %3835 = bitcast float %3717 to i32
  %3836 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3835)
  %3837 = bitcast i32 %3836 to float
  %3838 = load float, ptr addrspace(5) %v24, align 4
  %3839 = fmul float %3838, %3837
  store float %3839, ptr addrspace(5) %v24, align 4
  %3840 = load float, ptr addrspace(5) %v25, align 4
  %3841 = fmul float %3840, %3837
  store float %3841, ptr addrspace(5) %v25, align 4
  %3842 = load float, ptr addrspace(5) %v26, align 4
  %3843 = fmul float %3842, %3837
  store float %3843, ptr addrspace(5) %v26, align 4
  %3844 = load float, ptr addrspace(5) %v27, align 4
  %3845 = fmul float %3844, %3837
  store float %3845, ptr addrspace(5) %v27, align 4
  %3846 = load float, ptr addrspace(5) %v28, align 4
  %3847 = fmul float %3846, %3837
  store float %3847, ptr addrspace(5) %v28, align 4
  %3848 = load float, ptr addrspace(5) %v29, align 4
  %3849 = fmul float %3848, %3837
  store float %3849, ptr addrspace(5) %v29, align 4
  %3850 = load float, ptr addrspace(5) %v30, align 4
  %3851 = fmul float %3850, %3837
  store float %3851, ptr addrspace(5) %v30, align 4
  %3852 = load float, ptr addrspace(5) %v31, align 4
  %3853 = fmul float %3852, %3837
  store float %3853, ptr addrspace(5) %v31, align 4
  %3854 = add i32 %2221, 0
  %3855 = icmp sgt i32 %3854, %332
  %3856 = select i1 %3855, i32 %332, i32 %3854
  %3857 = mul i32 %3856, %5
  %3858 = add i32 %3857, %20
  %3859 = mul i32 %3858, %6
  %3860 = add i32 %3859, %31
  %3861 = select i1 %32, i32 %3860, i32 %3859
  %3862 = sext i32 %3861 to i64
  %3863 = mul i64 %3862, 2
  %3864 = getelementptr i8, ptr addrspace(1) %3, i64 %3863
  %3865 = load i16, ptr addrspace(1) %3864, align 2
  %3866 = bitcast i16 %3865 to half
  %3867 = fpext half %3866 to float
  %3868 = select i1 %32, float %3867, float 0.000000e+00
  %3869 = add i32 %3859, %33
  %3870 = select i1 %34, i32 %3869, i32 %3859
  %3871 = sext i32 %3870 to i64
  %3872 = mul i64 %3871, 2
  %3873 = getelementptr i8, ptr addrspace(1) %3, i64 %3872
  %3874 = load i16, ptr addrspace(1) %3873, align 2
  %3875 = bitcast i16 %3874 to half
  %3876 = fpext half %3875 to float
  %3877 = select i1 %34, float %3876, float 0.000000e+00
  %3878 = add i32 %3859, %35
  %3879 = select i1 %36, i32 %3878, i32 %3859
  %3880 = sext i32 %3879 to i64
  %3881 = mul i64 %3880, 2
  %3882 = getelementptr i8, ptr addrspace(1) %3, i64 %3881
  %3883 = load i16, ptr addrspace(1) %3882, align 2
  %3884 = bitcast i16 %3883 to half
  %3885 = fpext half %3884 to float
  %3886 = select i1 %36, float %3885, float 0.000000e+00
  %3887 = add i32 %3859, %37
  %3888 = select i1 %38, i32 %3887, i32 %3859
  %3889 = sext i32 %3888 to i64
  %3890 = mul i64 %3889, 2
  %3891 = getelementptr i8, ptr addrspace(1) %3, i64 %3890
  %3892 = load i16, ptr addrspace(1) %3891, align 2
  %3893 = bitcast i16 %3892 to half
  %3894 = fpext half %3893 to float
  %3895 = select i1 %38, float %3894, float 0.000000e+00
  %3896 = add i32 %3859, %39
  %3897 = select i1 %40, i32 %3896, i32 %3859
  %3898 = sext i32 %3897 to i64
  %3899 = mul i64 %3898, 2
  %3900 = getelementptr i8, ptr addrspace(1) %3, i64 %3899
  %3901 = load i16, ptr addrspace(1) %3900, align 2
  %3902 = bitcast i16 %3901 to half
  %3903 = fpext half %3902 to float
  %3904 = select i1 %40, float %3903, float 0.000000e+00
  %3905 = add i32 %3859, %41
  %3906 = select i1 %42, i32 %3905, i32 %3859
  %3907 = sext i32 %3906 to i64
  %3908 = mul i64 %3907, 2
  %3909 = getelementptr i8, ptr addrspace(1) %3, i64 %3908
  %3910 = load i16, ptr addrspace(1) %3909, align 2
  %3911 = bitcast i16 %3910 to half
  %3912 = fpext half %3911 to float
  %3913 = select i1 %42, float %3912, float 0.000000e+00
  %3914 = add i32 %3859, %43
  %3915 = select i1 %44, i32 %3914, i32 %3859
  %3916 = sext i32 %3915 to i64
  %3917 = mul i64 %3916, 2
  %3918 = getelementptr i8, ptr addrspace(1) %3, i64 %3917
  %3919 = load i16, ptr addrspace(1) %3918, align 2
  %3920 = bitcast i16 %3919 to half
  %3921 = fpext half %3920 to float
  %3922 = select i1 %44, float %3921, float 0.000000e+00
  %3923 = add i32 %3859, %45
  %3924 = select i1 %46, i32 %3923, i32 %3859
  %3925 = sext i32 %3924 to i64
  %3926 = mul i64 %3925, 2
  %3927 = getelementptr i8, ptr addrspace(1) %3, i64 %3926
  %3928 = load i16, ptr addrspace(1) %3927, align 2
  %3929 = bitcast i16 %3928 to half
  %3930 = fpext half %3929 to float
  %3931 = select i1 %46, float %3930, float 0.000000e+00
  %3932 = bitcast float %3750 to i32
  %3933 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3932)
  %3934 = bitcast i32 %3933 to float
  %3935 = load float, ptr addrspace(5) %v, align 4
  %3936 = fmul float %3934, %3868
  %3937 = fadd float %3936, %3935
  store float %3937, ptr addrspace(5) %v, align 4
  %3938 = load float, ptr addrspace(5) %v1, align 4
  %3939 = fmul float %3934, %3877
  %3940 = fadd float %3939, %3938
  store float %3940, ptr addrspace(5) %v1, align 4
  %3941 = load float, ptr addrspace(5) %v2, align 4
  %3942 = fmul float %3934, %3886
  %3943 = fadd float %3942, %3941
  store float %3943, ptr addrspace(5) %v2, align 4
  %3944 = load float, ptr addrspace(5) %v3, align 4
  %3945 = fmul float %3934, %3895
  %3946 = fadd float %3945, %3944
  store float %3946, ptr addrspace(5) %v3, align 4
  %3947 = load float, ptr addrspace(5) %v4, align 4
  %3948 = fmul float %3934, %3904
  %3949 = fadd float %3948, %3947
  store float %3949, ptr addrspace(5) %v4, align 4
  %3950 = load float, ptr addrspace(5) %v5, align 4
  %3951 = fmul float %3934, %3913
  %3952 = fadd float %3951, %3950
  store float %3952, ptr addrspace(5) %v5, align 4
  %3953 = load float, ptr addrspace(5) %v6, align 4
  %3954 = fmul float %3934, %3922
  %3955 = fadd float %3954, %3953
  store float %3955, ptr addrspace(5) %v6, align 4
  %3956 = load float, ptr addrspace(5) %v7, align 4
  %3957 = fmul float %3934, %3931
  %3958 = fadd float %3957, %3956
  store float %3958, ptr addrspace(5) %v7, align 4
  %3959 = bitcast float %3750 to i32
  %3960 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3959)
  %3961 = bitcast i32 %3960 to float
  %3962 = load float, ptr addrspace(5) %v8, align 4
  %3963 = fmul float %3961, %3868
  %3964 = fadd float %3963, %3962
  store float %3964, ptr addrspace(5) %v8, align 4
  %3965 = load float, ptr addrspace(5) %v9, align 4
  %3966 = fmul float %3961, %3877
  %3967 = fadd float %3966, %3965
  store float %3967, ptr addrspace(5) %v9, align 4
  %3968 = load float, ptr addrspace(5) %v10, align 4
  %3969 = fmul float %3961, %3886
  %3970 = fadd float %3969, %3968
  store float %3970, ptr addrspace(5) %v10, align 4
  %3971 = load float, ptr addrspace(5) %v11, align 4
  %3972 = fmul float %3961, %3895
  %3973 = fadd float %3972, %3971
  store float %3973, ptr addrspace(5) %v11, align 4
  %3974 = load float, ptr addrspace(5) %v12, align 4
  %3975 = fmul float %3961, %3904
  %3976 = fadd float %3975, %3974
  store float %3976, ptr addrspace(5) %v12, align 4
  %3977 = load float, ptr addrspace(5) %v13, align 4
  %3978 = fmul float %3961, %3913
  %3979 = fadd float %3978, %3977
  store float %3979, ptr addrspace(5) %v13, align 4
  %3980 = load float, ptr addrspace(5) %v14, align 4
  %3981 = fmul float %3961, %3922
  %3982 = fadd float %3981, %3980
  store float %3982, ptr addrspace(5) %v14, align 4
  %3983 = load float, ptr addrspace(5) %v15, align 4
  %3984 = fmul float %3961, %3931
  %3985 = fadd float %3984, %3983
  store float %3985, ptr addrspace(5) %v15, align 4
  %3986 = bitcast float %3750 to i32
  %3987 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3986)
  %3988 = bitcast i32 %3987 to float
  %3989 = load float, ptr addrspace(5) %v16, align 4
  %3990 = fmul float %3988, %3868
  %3991 = fadd float %3990, %3989
  store float %3991, ptr addrspace(5) %v16, align 4
  %3992 = load float, ptr addrspace(5) %v17, align 4
  %3993 = fmul float %3988, %3877
  %3994 = fadd float %3993, %3992
  store float %3994, ptr addrspace(5) %v17, align 4
  %3995 = load float, ptr addrspace(5) %v18, align 4
  %3996 = fmul float %3988, %3886
  %3997 = fadd float %3996, %3995
  store float %3997, ptr addrspace(5) %v18, align 4
  %3998 = load float, ptr addrspace(5) %v19, align 4
  %3999 = fmul float %3988, %3895
  %4000 = fadd float %3999, %3998
  store float %4000, ptr addrspace(5) %v19, align 4
  %4001 = load float, ptr addrspace(5) %v20, align 4
  %4002 = fmul float %3988, %3904
  %4003 = fadd float %4002, %4001
  store float %4003, ptr addrspace(5) %v20, align 4
  %4004 = load float, ptr addrspace(5) %v21, align 4
  %4005 = fmul float %3988, %3913
  %4006 = fadd float %4005, %4004
  store float %4006, ptr addrspace(5) %v21, align 4
  %4007 = load float, ptr addrspace(5) %v22, align 4
  %4008 = fmul float %3988, %3922
  %4009 = fadd float %4008, %4007
  store float %4009, ptr addrspace(5) %v22, align 4
  %4010 = load float, ptr addrspace(5) %v23, align 4
  %4011 = fmul float %3988, %3931
  %4012 = fadd float %4011, %4010
  store float %4012, ptr addrspace(5) %v23, align 4
  %4013 = bitcast float %3750 to i32
  %4014 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %4013)
  %4015 = bitcast i32 %4014 to float
  %4016 = load float, ptr addrspace(5) %v24, align 4
  %4017 = fmul float %4015, %3868
  %4018 = fadd float %4017, %4016
  store float %4018, ptr addrspace(5) %v24, align 4
  %4019 = load float, ptr addrspace(5) %v25, align 4
  %4020 = fmul float %4015, %3877
  %4021 = fadd float %4020, %4019
  store float %4021, ptr addrspace(5) %v25, align 4
  %4022 = load float, ptr addrspace(5) %v26, align 4
  %4023 = fmul float %4015, %3886
  %4024 = fadd float %4023, %4022
  store float %4024, ptr addrspace(5) %v26, align 4
  %4025 = load float, ptr addrspace(5) %v27, align 4
  %4026 = fmul float %4015, %3895
  %4027 = fadd float %4026, %4025
  store float %4027, ptr addrspace(5) %v27, align 4
  %4028 = load float, ptr addrspace(5) %v28, align 4
  %4029 = fmul float %4015, %3904
  %4030 = fadd float %4029, %4028
  store float %4030, ptr addrspace(5) %v28, align 4
  %4031 = load float, ptr addrspace(5) %v29, align 4
  %4032 = fmul float %4015, %3913
  %4033 = fadd float %4032, %4031
  store float %4033, ptr addrspace(5) %v29, align 4
  %4034 = load float, ptr addrspace(5) %v30, align 4
  %4035 = fmul float %4015, %3922
  %4036 = fadd float %4035, %4034
  store float %4036, ptr addrspace(5) %v30, align 4
  %4037 = load float, ptr addrspace(5) %v31, align 4
  %4038 = fmul float %4015, %3931
  %4039 = fadd float %4038, %4037
  store float %4039, ptr addrspace(5) %v31, align 4
  %4040 = add i32 %2221, 1
  %4041 = icmp sgt i32 %4040, %332
  %4042 = select i1 %4041, i32 %332, i32 %4040
  %4043 = mul i32 %4042, %5
  %4044 = add i32 %4043, %20
  %4045 = mul i32 %4044, %6
  %4046 = add i32 %4045, %31
  %4047 = select i1 %32, i32 %4046, i32 %4045
  %4048 = sext i32 %4047 to i64
  %4049 = mul i64 %4048, 2
  %4050 = getelementptr i8, ptr addrspace(1) %3, i64 %4049
  %4051 = load i16, ptr addrspace(1) %4050, align 2
  %4052 = bitcast i16 %4051 to half
  %4053 = fpext half %4052 to float
  %4054 = select i1 %32, float %4053, float 0.000000e+00
  %4055 = add i32 %4045, %33
  %4056 = select i1 %34, i32 %4055, i32 %4045
  %4057 = sext i32 %4056 to i64
  %4058 = mul i64 %4057, 2
  %4059 = getelementptr i8, ptr addrspace(1) %3, i64 %4058
  %4060 = load i16, ptr addrspace(1) %4059, align 2
  %4061 = bitcast i16 %4060 to half
  %4062 = fpext half %4061 to float
  %4063 = select i1 %34, float %4062, float 0.000000e+00
  %4064 = add i32 %4045, %35
  %4065 = select i1 %36, i32 %4064, i32 %4045
  %4066 = sext i32 %4065 to i64
  %4067 = mul i64 %4066, 2
  %4068 = getelementptr i8, ptr addrspace(1) %3, i64 %4067
  %4069 = load i16, ptr addrspace(1) %4068, align 2
  %4070 = bitcast i16 %4069 to half
  %4071 = fpext half %4070 to float
  %4072 = select i1 %36, float %4071, float 0.000000e+00
  %4073 = add i32 %4045, %37
  %4074 = select i1 %38, i32 %4073, i32 %4045
  %4075 = sext i32 %4074 to i64
  %4076 = mul i64 %4075, 2
  %4077 = getelementptr i8, ptr addrspace(1) %3, i64 %4076
  %4078 = load i16, ptr addrspace(1) %4077, align 2
  %4079 = bitcast i16 %4078 to half
  %4080 = fpext half %4079 to float
  %4081 = select i1 %38, float %4080, float 0.000000e+00
  %4082 = add i32 %4045, %39
  %4083 = select i1 %40, i32 %4082, i32 %4045
  %4084 = sext i32 %4083 to i64
  %4085 = mul i64 %4084, 2
  %4086 = getelementptr i8, ptr addrspace(1) %3, i64 %4085
  %4087 = load i16, ptr addrspace(1) %4086, align 2
  %4088 = bitcast i16 %4087 to half
  %4089 = fpext half %4088 to float
  %4090 = select i1 %40, float %4089, float 0.000000e+00
  %4091 = add i32 %4045, %41
  %4092 = select i1 %42, i32 %4091, i32 %4045
  %4093 = sext i32 %4092 to i64
  %4094 = mul i64 %4093, 2
  %4095 = getelementptr i8, ptr addrspace(1) %3, i64 %4094
  %4096 = load i16, ptr addrspace(1) %4095, align 2
  %4097 = bitcast i16 %4096 to half
  %4098 = fpext half %4097 to float
  %4099 = select i1 %42, float %4098, float 0.000000e+00
  %4100 = add i32 %4045, %43
  %4101 = select i1 %44, i32 %4100, i32 %4045
  %4102 = sext i32 %4101 to i64
  %4103 = mul i64 %4102, 2
  %4104 = getelementptr i8, ptr addrspace(1) %3, i64 %4103
  %4105 = load i16, ptr addrspace(1) %4104, align 2
  %4106 = bitcast i16 %4105 to half
  %4107 = fpext half %4106 to float
  %4108 = select i1 %44, float %4107, float 0.000000e+00
  %4109 = add i32 %4045, %45
  %4110 = select i1 %46, i32 %4109, i32 %4045
  %4111 = sext i32 %4110 to i64
  %4112 = mul i64 %4111, 2
  %4113 = getelementptr i8, ptr addrspace(1) %3, i64 %4112
  %4114 = load i16, ptr addrspace(1) %4113, align 2
  %4115 = bitcast i16 %4114 to half
  %4116 = fpext half %4115 to float
  %4117 = select i1 %46, float %4116, float 0.000000e+00
  %4118 = bitcast float %3750 to i32
  %4119 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %4118)
  %4120 = bitcast i32 %4119 to float
  %4121 = load float, ptr addrspace(5) %v, align 4
  %4122 = fmul float %4120, %4054
  %4123 = fadd float %4122, %4121
  store float %4123, ptr addrspace(5) %v, align 4
  %4124 = load float, ptr addrspace(5) %v1, align 4
  %4125 = fmul float %4120, %4063
  %4126 = fadd float %4125, %4124
  store float %4126, ptr addrspace(5) %v1, align 4
  %4127 = load float, ptr addrspace(5) %v2, align 4
  %4128 = fmul float %4120, %4072
  %4129 = fadd float %4128, %4127
  store float %4129, ptr addrspace(5) %v2, align 4
  %4130 = load float, ptr addrspace(5) %v3, align 4
  %4131 = fmul float %4120, %4081
  %4132 = fadd float %4131, %4130
  store float %4132, ptr addrspace(5) %v3, align 4
  %4133 = load float, ptr addrspace(5) %v4, align 4
  %4134 = fmul float %4120, %4090
  %4135 = fadd float %4134, %4133
  store float %4135, ptr addrspace(5) %v4, align 4
  %4136 = load float, ptr addrspace(5) %v5, align 4
  %4137 = fmul float %4120, %4099
  %4138 = fadd float %4137, %4136
  store float %4138, ptr addrspace(5) %v5, align 4
  %4139 = load float, ptr addrspace(5) %v6, align 4
  %4140 = fmul float %4120, %4108
  %4141 = fadd float %4140, %4139
  store float %4141, ptr addrspace(5) %v6, align 4
  %4142 = load float, ptr addrspace(5) %v7, align 4
  %4143 = fmul float %4120, %4117
  %4144 = fadd float %4143, %4142
  store float %4144, ptr addrspace(5) %v7, align 4
  %4145 = bitcast float %3750 to i32
  %4146 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %4145)
  %4147 = bitcast i32 %4146 to float
  %4148 = load float, ptr addrspace(5) %v8, align 4
  %4149 = fmul float %4147, %4054
  %4150 = fadd float %4149, %4148
  store float %4150, ptr addrspace(5) %v8, align 4
  %4151 = load float, ptr addrspace(5) %v9, align 4
  %4152 = fmul float %4147, %4063
  %4153 = fadd float %4152, %4151
  store float %4153, ptr addrspace(5) %v9, align 4
  %4154 = load float, ptr addrspace(5) %v10, align 4
  %4155 = fmul float %4147, %4072
  %4156 = fadd float %4155, %4154
  store float %4156, ptr addrspace(5) %v10, align 4
  %4157 = load float, ptr addrspace(5) %v11, align 4
  %4158 = fmul float %4147, %4081
  %4159 = fadd float %4158, %4157
  store float %4159, ptr addrspace(5) %v11, align 4
  %4160 = load float, ptr addrspace(5) %v12, align 4
  %4161 = fmul float %4147, %4090
  %4162 = fadd float %4161, %4160
  store float %4162, ptr addrspace(5) %v12, align 4
  %4163 = load float, ptr addrspace(5) %v13, align 4
  %4164 = fmul float %4147, %4099
  %4165 = fadd float %4164, %4163
  store float %4165, ptr addrspace(5) %v13, align 4
  %4166 = load float, ptr addrspace(5) %v14, align 4
  %4167 = fmul float %4147, %4108
  %4168 = fadd float %4167, %4166
  store float %4168, ptr addrspace(5) %v14, align 4
  %4169 = load float, ptr addrspace(5) %v15, align 4
  %4170 = fmul float %4147, %4117
  %4171 = fadd float %4170, %4169
  store float %4171, ptr addrspace(5) %v15, align 4
  %4172 = bitcast float %3750 to i32
  %4173 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %4172)
  %4174 = bitcast i32 %4173 to float
  %4175 = load float, ptr addrspace(5) %v16, align 4
  %4176 = fmul float %4174, %4054
  %4177 = fadd float %4176, %4175
  store float %4177, ptr addrspace(5) %v16, align 4
  %4178 = load float, ptr addrspace(5) %v17, align 4
  %4179 = fmul float %4174, %4063
  %4180 = fadd float %4179, %4178
  store float %4180, ptr addrspace(5) %v17, align 4
  %4181 = load float, ptr addrspace(5) %v18, align 4
  %4182 = fmul float %4174, %4072
  %4183 = fadd float %4182, %4181
  store float %4183, ptr addrspace(5) %v18, align 4
  %4184 = load float, ptr addrspace(5) %v19, align 4
  %4185 = fmul float %4174, %4081
  %4186 = fadd float %4185, %4184
  store float %4186, ptr addrspace(5) %v19, align 4
  %4187 = load float, ptr addrspace(5) %v20, align 4
  %4188 = fmul float %4174, %4090
  %4189 = fadd float %4188, %4187
  store float %4189, ptr addrspace(5) %v20, align 4
  %4190 = load float, ptr addrspace(5) %v21, align 4
  %4191 = fmul float %4174, %4099
  %4192 = fadd float %4191, %4190
  store float %4192, ptr addrspace(5) %v21, align 4
  %4193 = load float, ptr addrspace(5) %v22, align 4
  %4194 = fmul float %4174, %4108
  %4195 = fadd float %4194, %4193
  store float %4195, ptr addrspace(5) %v22, align 4
  %4196 = load float, ptr addrspace(5) %v23, align 4
  %4197 = fmul float %4174, %4117
  %4198 = fadd float %4197, %4196
  store float %4198, ptr addrspace(5) %v23, align 4
  %4199 = bitcast float %3750 to i32
  %4200 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %4199)
  %4201 = bitcast i32 %4200 to float
  %4202 = load float, ptr addrspace(5) %v24, align 4
  %4203 = fmul float %4201, %4054
  %4204 = fadd float %4203, %4202
  store float %4204, ptr addrspace(5) %v24, align 4
  %4205 = load float, ptr addrspace(5) %v25, align 4
  %4206 = fmul float %4201, %4063
  %4207 = fadd float %4206, %4205
  store float %4207, ptr addrspace(5) %v25, align 4
  %4208 = load float, ptr addrspace(5) %v26, align 4
  %4209 = fmul float %4201, %4072
  %4210 = fadd float %4209, %4208
  store float %4210, ptr addrspace(5) %v26, align 4
  %4211 = load float, ptr addrspace(5) %v27, align 4
  %4212 = fmul float %4201, %4081
  %4213 = fadd float %4212, %4211
  store float %4213, ptr addrspace(5) %v27, align 4
  %4214 = load float, ptr addrspace(5) %v28, align 4
  %4215 = fmul float %4201, %4090
  %4216 = fadd float %4215, %4214
  store float %4216, ptr addrspace(5) %v28, align 4
  %4217 = load float, ptr addrspace(5) %v29, align 4
  %4218 = fmul float %4201, %4099
  %4219 = fadd float %4218, %4217
  store float %4219, ptr addrspace(5) %v29, align 4
  %4220 = load float, ptr addrspace(5) %v30, align 4
  %4221 = fmul float %4201, %4108
  %4222 = fadd float %4221, %4220
  store float %4222, ptr addrspace(5) %v30, align 4
  %4223 = load float, ptr addrspace(5) %v31, align 4
  %4224 = fmul float %4201, %4117
  %4225 = fadd float %4224, %4223
  store float %4225, ptr addrspace(5) %v31, align 4
  %4226 = add i32 %2221, 2
  %4227 = icmp sgt i32 %4226, %332
  %4228 = select i1 %4227, i32 %332, i32 %4226
  %4229 = mul i32 %4228, %5
  %4230 = add i32 %4229, %20
  %4231 = mul i32 %4230, %6
  %4232 = add i32 %4231, %31
  %4233 = select i1 %32, i32 %4232, i32 %4231
  %4234 = sext i32 %4233 to i64
  %4235 = mul i64 %4234, 2
  %4236 = getelementptr i8, ptr addrspace(1) %3, i64 %4235
  %4237 = load i16, ptr addrspace(1) %4236, align 2
  %4238 = bitcast i16 %4237 to half
  %4239 = fpext half %4238 to float
  %4240 = select i1 %32, float %4239, float 0.000000e+00
  %4241 = add i32 %4231, %33
  %4242 = select i1 %34, i32 %4241, i32 %4231
  %4243 = sext i32 %4242 to i64
  %4244 = mul i64 %4243, 2
  %4245 = getelementptr i8, ptr addrspace(1) %3, i64 %4244
  %4246 = load i16, ptr addrspace(1) %4245, align 2
  %4247 = bitcast i16 %4246 to half
  %4248 = fpext half %4247 to float
  %4249 = select i1 %34, float %4248, float 0.000000e+00
  %4250 = add i32 %4231, %35
  %4251 = select i1 %36, i32 %4250, i32 %4231
  %4252 = sext i32 %4251 to i64
  %4253 = mul i64 %4252, 2
  %4254 = getelementptr i8, ptr addrspace(1) %3, i64 %4253
  %4255 = load i16, ptr addrspace(1) %4254, align 2
  %4256 = bitcast i16 %4255 to half
  %4257 = fpext half %4256 to float
  %4258 = select i1 %36, float %4257, float 0.000000e+00
  %4259 = add i32 %4231, %37
  %4260 = select i1 %38, i32 %4259, i32 %4231
  %4261 = sext i32 %4260 to i64
  %4262 = mul i64 %4261, 2
  %4263 = getelementptr i8, ptr addrspace(1) %3, i64 %4262
  %4264 = load i16, ptr addrspace(1) %4263, align 2
  %4265 = bitcast i16 %4264 to half
  %4266 = fpext half %4265 to float
  %4267 = select i1 %38, float %4266, float 0.000000e+00
  %4268 = add i32 %4231, %39
  %4269 = select i1 %40, i32 %4268, i32 %4231
  %4270 = sext i32 %4269 to i64
  %4271 = mul i64 %4270, 2
  %4272 = getelementptr i8, ptr addrspace(1) %3, i64 %4271
  %4273 = load i16, ptr addrspace(1) %4272, align 2
  %4274 = bitcast i16 %4273 to half
  %4275 = fpext half %4274 to float
  %4276 = select i1 %40, float %4275, float 0.000000e+00
  %4277 = add i32 %4231, %41
  %4278 = select i1 %42, i32 %4277, i32 %4231
  %4279 = sext i32 %4278 to i64
  %4280 = mul i64 %4279, 2
  %4281 = getelementptr i8, ptr addrspace(1) %3, i64 %4280
  %4282 = load i16, ptr addrspace(1) %4281, align 2
  %4283 = bitcast i16 %4282 to half
  %4284 = fpext half %4283 to float
  %4285 = select i1 %42, float %4284, float 0.000000e+00
  %4286 = add i32 %4231, %43
  %4287 = select i1 %44, i32 %4286, i32 %4231
  %4288 = sext i32 %4287 to i64
  %4289 = mul i64 %4288, 2
  %4290 = getelementptr i8, ptr addrspace(1) %3, i64 %4289
  %4291 = load i16, ptr addrspace(1) %4290, align 2
  %4292 = bitcast i16 %4291 to half
  %4293 = fpext half %4292 to float
  %4294 = select i1 %44, float %4293, float 0.000000e+00
  %4295 = add i32 %4231, %45
  %4296 = select i1 %46, i32 %4295, i32 %4231
  %4297 = sext i32 %4296 to i64
  %4298 = mul i64 %4297, 2
  %4299 = getelementptr i8, ptr addrspace(1) %3, i64 %4298
  %4300 = load i16, ptr addrspace(1) %4299, align 2
  %4301 = bitcast i16 %4300 to half
  %4302 = fpext half %4301 to float
  %4303 = select i1 %46, float %4302, float 0.000000e+00
  %4304 = bitcast float %3750 to i32
  %4305 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %4304)
  %4306 = bitcast i32 %4305 to float
  %4307 = load float, ptr addrspace(5) %v, align 4
  %4308 = fmul float %4306, %4240
  %4309 = fadd float %4308, %4307
  store float %4309, ptr addrspace(5) %v, align 4
  %4310 = load float, ptr addrspace(5) %v1, align 4
  %4311 = fmul float %4306, %4249
  %4312 = fadd float %4311, %4310
  store float %4312, ptr addrspace(5) %v1, align 4
  %4313 = load float, ptr addrspace(5) %v2, align 4
  %4314 = fmul float %4306, %4258
  %4315 = fadd float %4314, %4313
  store float %4315, ptr addrspace(5) %v2, align 4
  %4316 = load float, ptr addrspace(5) %v3, align 4
  %4317 = fmul float %4306, %4267
  %4318 = fadd float %4317, %4316
  store float %4318, ptr addrspace(5) %v3, align 4
  %4319 = load float, ptr addrspace(5) %v4, align 4
  %4320 = fmul float %4306, %4276
  %4321 = fadd float %4320, %4319
  store float %4321, ptr addrspace(5) %v4, align 4
  %4322 = load float, ptr addrspace(5) %v5, align 4
  %4323 = fmul float %4306, %4285
  %4324 = fadd float %4323, %4322
  store float %4324, ptr addrspace(5) %v5, align 4
  %4325 = load float, ptr addrspace(5) %v6, align 4
  %4326 = fmul float %4306, %4294
  %4327 = fadd float %4326, %4325
  store float %4327, ptr addrspace(5) %v6, align 4
  %4328 = load float, ptr addrspace(5) %v7, align 4
  %4329 = fmul float %4306, %4303
  %4330 = fadd float %4329, %4328
  store float %4330, ptr addrspace(5) %v7, align 4
  %4331 = bitcast float %3750 to i32
  %4332 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %4331)
  %4333 = bitcast i32 %4332 to float
  %4334 = load float, ptr addrspace(5) %v8, align 4
  %4335 = fmul float %4333, %4240
  %4336 = fadd float %4335, %4334
  store float %4336, ptr addrspace(5) %v8, align 4
  %4337 = load float, ptr addrspace(5) %v9, align 4
  %4338 = fmul float %4333, %4249
  %4339 = fadd float %4338, %4337
  store float %4339, ptr addrspace(5) %v9, align 4
  %4340 = load float, ptr addrspace(5) %v10, align 4
  %4341 = fmul float %4333, %4258
  %4342 = fadd float %4341, %4340
  store float %4342, ptr addrspace(5) %v10, align 4
  %4343 = load float, ptr addrspace(5) %v11, align 4
  %4344 = fmul float %4333, %4267
  %4345 = fadd float %4344, %4343
  store float %4345, ptr addrspace(5) %v11, align 4
  %4346 = load float, ptr addrspace(5) %v12, align 4
  %4347 = fmul float %4333, %4276
  %4348 = fadd float %4347, %4346
  store float %4348, ptr addrspace(5) %v12, align 4
  %4349 = load float, ptr addrspace(5) %v13, align 4
  %4350 = fmul float %4333, %4285
  %4351 = fadd float %4350, %4349
  store float %4351, ptr addrspace(5) %v13, align 4
  %4352 = load float, ptr addrspace(5) %v14, align 4
  %4353 = fmul float %4333, %4294
  %4354 = fadd float %4353, %4352
  store float %4354, ptr addrspace(5) %v14, align 4
  %4355 = load float, ptr addrspace(5) %v15, align 4
  %4356 = fmul float %4333, %4303
  %4357 = fadd float %4356, %4355
  store float %4357, ptr addrspace(5) %v15, align 4
  %4358 = bitcast float %3750 to i32
  %4359 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %4358)
  %4360 = bitcast i32 %4359 to float
  %4361 = load float, ptr addrspace(5) %v16, align 4
  %4362 = fmul float %4360, %4240
  %4363 = fadd float %4362, %4361
  store float %4363, ptr addrspace(5) %v16, align 4
  %4364 = load float, ptr addrspace(5) %v17, align 4
  %4365 = fmul float %4360, %4249
  %4366 = fadd float %4365, %4364
  store float %4366, ptr addrspace(5) %v17, align 4
  %4367 = load float, ptr addrspace(5) %v18, align 4
  %4368 = fmul float %4360, %4258
  %4369 = fadd float %4368, %4367
  store float %4369, ptr addrspace(5) %v18, align 4
  %4370 = load float, ptr addrspace(5) %v19, align 4
  %4371 = fmul float %4360, %4267
  %4372 = fadd float %4371, %4370
  store float %4372, ptr addrspace(5) %v19, align 4
  %4373 = load float, ptr addrspace(5) %v20, align 4
  %4374 = fmul float %4360, %4276
  %4375 = fadd float %4374, %4373
  store float %4375, ptr addrspace(5) %v20, align 4
  %4376 = load float, ptr addrspace(5) %v21, align 4
  %4377 = fmul float %4360, %4285
  %4378 = fadd float %4377, %4376
  store float %4378, ptr addrspace(5) %v21, align 4
  %4379 = load float, ptr addrspace(5) %v22, align 4
  %4380 = fmul float %4360, %4294
  %4381 = fadd float %4380, %4379
  store float %4381, ptr addrspace(5) %v22, align 4
  %4382 = load float, ptr addrspace(5) %v23, align 4
  %4383 = fmul float %4360, %4303
  %4384 = fadd float %4383, %4382
  store float %4384, ptr addrspace(5) %v23, align 4
  %4385 = bitcast float %3750 to i32
  %4386 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %4385)
  %4387 = bitcast i32 %4386 to float
  %4388 = load float, ptr addrspace(5) %v24, align 4
  %4389 = fmul float %4387, %4240
  %4390 = fadd float %4389, %4388
  store float %4390, ptr addrspace(5) %v24, align 4
  %4391 = load float, ptr addrspace(5) %v25, align 4
  %4392 = fmul float %4387, %4249
  %4393 = fadd float %4392, %4391
  store float %4393, ptr addrspace(5) %v25, align 4
  %4394 = load float, ptr addrspace(5) %v26, align 4
  %4395 = fmul float %4387, %4258
  %4396 = fadd float %4395, %4394
  store float %4396, ptr addrspace(5) %v26, align 4
  %4397 = load float, ptr addrspace(5) %v27, align 4
  %4398 = fmul float %4387, %4267
  %4399 = fadd float %4398, %4397
  store float %4399, ptr addrspace(5) %v27, align 4
  %4400 = load float, ptr addrspace(5) %v28, align 4
  %4401 = fmul float %4387, %4276
  %4402 = fadd float %4401, %4400
  store float %4402, ptr addrspace(5) %v28, align 4
  %4403 = load float, ptr addrspace(5) %v29, align 4
  %4404 = fmul float %4387, %4285
  %4405 = fadd float %4404, %4403
  store float %4405, ptr addrspace(5) %v29, align 4
  %4406 = load float, ptr addrspace(5) %v30, align 4
  %4407 = fmul float %4387, %4294
  %4408 = fadd float %4407, %4406
  store float %4408, ptr addrspace(5) %v30, align 4
  %4409 = load float, ptr addrspace(5) %v31, align 4
  %4410 = fmul float %4387, %4303
  %4411 = fadd float %4410, %4409
  store float %4411, ptr addrspace(5) %v31, align 4
  %4412 = add i32 %2221, 3
  %4413 = icmp sgt i32 %4412, %332
  %4414 = select i1 %4413, i32 %332, i32 %4412
  %4415 = mul i32 %4414, %5
  %4416 = add i32 %4415, %20
  %4417 = mul i32 %4416, %6
  %4418 = add i32 %4417, %31
  %4419 = select i1 %32, i32 %4418, i32 %4417
  %4420 = sext i32 %4419 to i64
  %4421 = mul i64 %4420, 2
  %4422 = getelementptr i8, ptr addrspace(1) %3, i64 %4421
  %4423 = load i16, ptr addrspace(1) %4422, align 2
  %4424 = bitcast i16 %4423 to half
  %4425 = fpext half %4424 to float
  %4426 = select i1 %32, float %4425, float 0.000000e+00
  %4427 = add i32 %4417, %33
  %4428 = select i1 %34, i32 %4427, i32 %4417
  %4429 = sext i32 %4428 to i64
  %4430 = mul i64 %4429, 2
  %4431 = getelementptr i8, ptr addrspace(1) %3, i64 %4430
  %4432 = load i16, ptr addrspace(1) %4431, align 2
  %4433 = bitcast i16 %4432 to half
  %4434 = fpext half %4433 to float
  %4435 = select i1 %34, float %4434, float 0.000000e+00
  %4436 = add i32 %4417, %35
  %4437 = select i1 %36, i32 %4436, i32 %4417
  %4438 = sext i32 %4437 to i64
  %4439 = mul i64 %4438, 2
  %4440 = getelementptr i8, ptr addrspace(1) %3, i64 %4439
  %4441 = load i16, ptr addrspace(1) %4440, align 2
  %4442 = bitcast i16 %4441 to half
  %4443 = fpext half %4442 to float
  %4444 = select i1 %36, float %4443, float 0.000000e+00
  %4445 = add i32 %4417, %37
  %4446 = select i1 %38, i32 %4445, i32 %4417
  %4447 = sext i32 %4446 to i64
  %4448 = mul i64 %4447, 2
  %4449 = getelementptr i8, ptr addrspace(1) %3, i64 %4448
  %4450 = load i16, ptr addrspace(1) %4449, align 2
  %4451 = bitcast i16 %4450 to half
  %4452 = fpext half %4451 to float
  %4453 = select i1 %38, float %4452, float 0.000000e+00
  %4454 = add i32 %4417, %39
  %4455 = select i1 %40, i32 %4454, i32 %4417
  %4456 = sext i32 %4455 to i64
  %4457 = mul i64 %4456, 2
  %4458 = getelementptr i8, ptr addrspace(1) %3, i64 %4457
  %4459 = load i16, ptr addrspace(1) %4458, align 2
  %4460 = bitcast i16 %4459 to half
  %4461 = fpext half %4460 to float
  %4462 = select i1 %40, float %4461, float 0.000000e+00
  %4463 = add i32 %4417, %41
  %4464 = select i1 %42, i32 %4463, i32 %4417
  %4465 = sext i32 %4464 to i64
  %4466 = mul i64 %4465, 2
  %4467 = getelementptr i8, ptr addrspace(1) %3, i64 %4466
  %4468 = load i16, ptr addrspace(1) %4467, align 2
  %4469 = bitcast i16 %4468 to half
  %4470 = fpext half %4469 to float
  %4471 = select i1 %42, float %4470, float 0.000000e+00
  %4472 = add i32 %4417, %43
  %4473 = select i1 %44, i32 %4472, i32 %4417
  %4474 = sext i32 %4473 to i64
  %4475 = mul i64 %4474, 2
  %4476 = getelementptr i8, ptr addrspace(1) %3, i64 %4475
  %4477 = load i16, ptr addrspace(1) %4476, align 2
  %4478 = bitcast i16 %4477 to half
  %4479 = fpext half %4478 to float
  %4480 = select i1 %44, float %4479, float 0.000000e+00
  %4481 = add i32 %4417, %45
  %4482 = select i1 %46, i32 %4481, i32 %4417
  %4483 = sext i32 %4482 to i64
  %4484 = mul i64 %4483, 2
  %4485 = getelementptr i8, ptr addrspace(1) %3, i64 %4484
  %4486 = load i16, ptr addrspace(1) %4485, align 2
  %4487 = bitcast i16 %4486 to half
  %4488 = fpext half %4487 to float
  %4489 = select i1 %46, float %4488, float 0.000000e+00
  %4490 = bitcast float %3750 to i32
  %4491 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %4490)
  %4492 = bitcast i32 %4491 to float
  %4493 = load float, ptr addrspace(5) %v, align 4
  %4494 = fmul float %4492, %4426
  %4495 = fadd float %4494, %4493
  store float %4495, ptr addrspace(5) %v, align 4
  %4496 = load float, ptr addrspace(5) %v1, align 4
  %4497 = fmul float %4492, %4435
  %4498 = fadd float %4497, %4496
  store float %4498, ptr addrspace(5) %v1, align 4
  %4499 = load float, ptr addrspace(5) %v2, align 4
  %4500 = fmul float %4492, %4444
  %4501 = fadd float %4500, %4499
  store float %4501, ptr addrspace(5) %v2, align 4
  %4502 = load float, ptr addrspace(5) %v3, align 4
  %4503 = fmul float %4492, %4453
  %4504 = fadd float %4503, %4502
  store float %4504, ptr addrspace(5) %v3, align 4
  %4505 = load float, ptr addrspace(5) %v4, align 4
  %4506 = fmul float %4492, %4462
  %4507 = fadd float %4506, %4505
  store float %4507, ptr addrspace(5) %v4, align 4
  %4508 = load float, ptr addrspace(5) %v5, align 4
  %4509 = fmul float %4492, %4471
  %4510 = fadd float %4509, %4508
  store float %4510, ptr addrspace(5) %v5, align 4
  %4511 = load float, ptr addrspace(5) %v6, align 4
  %4512 = fmul float %4492, %4480
  %4513 = fadd float %4512, %4511
  store float %4513, ptr addrspace(5) %v6, align 4
  %4514 = load float, ptr addrspace(5) %v7, align 4
  %4515 = fmul float %4492, %4489
  %4516 = fadd float %4515, %4514
  store float %4516, ptr addrspace(5) %v7, align 4
  %4517 = bitcast float %3750 to i32
  %4518 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %4517)
  %4519 = bitcast i32 %4518 to float
  %4520 = load float, ptr addrspace(5) %v8, align 4
  %4521 = fmul float %4519, %4426
  %4522 = fadd float %4521, %4520
  store float %4522, ptr addrspace(5) %v8, align 4
  %4523 = load float, ptr addrspace(5) %v9, align 4
  %4524 = fmul float %4519, %4435
  %4525 = fadd float %4524, %4523
  store float %4525, ptr addrspace(5) %v9, align 4
  %4526 = load float, ptr addrspace(5) %v10, align 4
  %4527 = fmul float %4519, %4444
  %4528 = fadd float %4527, %4526
  store float %4528, ptr addrspace(5) %v10, align 4
  %4529 = load float, ptr addrspace(5) %v11, align 4
  %4530 = fmul float %4519, %4453
  %4531 = fadd float %4530, %4529
  store float %4531, ptr addrspace(5) %v11, align 4
  %4532 = load float, ptr addrspace(5) %v12, align 4
  %4533 = fmul float %4519, %4462
  %4534 = fadd float %4533, %4532
  store float %4534, ptr addrspace(5) %v12, align 4
  %4535 = load float, ptr addrspace(5) %v13, align 4
  %4536 = fmul float %4519, %4471
  %4537 = fadd float %4536, %4535
  store float %4537, ptr addrspace(5) %v13, align 4
  %4538 = load float, ptr addrspace(5) %v14, align 4
  %4539 = fmul float %4519, %4480
  %4540 = fadd float %4539, %4538
  store float %4540, ptr addrspace(5) %v14, align 4
  %4541 = load float, ptr addrspace(5) %v15, align 4
  %4542 = fmul float %4519, %4489
  %4543 = fadd float %4542, %4541
  store float %4543, ptr addrspace(5) %v15, align 4
  %4544 = bitcast float %3750 to i32
  %4545 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %4544)
  %4546 = bitcast i32 %4545 to float
  %4547 = load float, ptr addrspace(5) %v16, align 4
  %4548 = fmul float %4546, %4426
  %4549 = fadd float %4548, %4547
  store float %4549, ptr addrspace(5) %v16, align 4
  %4550 = load float, ptr addrspace(5) %v17, align 4
  %4551 = fmul float %4546, %4435
  %4552 = fadd float %4551, %4550
  store float %4552, ptr addrspace(5) %v17, align 4
  %4553 = load float, ptr addrspace(5) %v18, align 4
  %4554 = fmul float %4546, %4444
  %4555 = fadd float %4554, %4553
  store float %4555, ptr addrspace(5) %v18, align 4
  %4556 = load float, ptr addrspace(5) %v19, align 4
  %4557 = fmul float %4546, %4453
  %4558 = fadd float %4557, %4556
  store float %4558, ptr addrspace(5) %v19, align 4
  %4559 = load float, ptr addrspace(5) %v20, align 4
  %4560 = fmul float %4546, %4462
  %4561 = fadd float %4560, %4559
  store float %4561, ptr addrspace(5) %v20, align 4
  %4562 = load float, ptr addrspace(5) %v21, align 4
  %4563 = fmul float %4546, %4471
  %4564 = fadd float %4563, %4562
  store float %4564, ptr addrspace(5) %v21, align 4
  %4565 = load float, ptr addrspace(5) %v22, align 4
  %4566 = fmul float %4546, %4480
  %4567 = fadd float %4566, %4565
  store float %4567, ptr addrspace(5) %v22, align 4
  %4568 = load float, ptr addrspace(5) %v23, align 4
  %4569 = fmul float %4546, %4489
  %4570 = fadd float %4569, %4568
  store float %4570, ptr addrspace(5) %v23, align 4
  %4571 = bitcast float %3750 to i32
  %4572 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %4571)
  %4573 = bitcast i32 %4572 to float
  %4574 = load float, ptr addrspace(5) %v24, align 4
  %4575 = fmul float %4573, %4426
  %4576 = fadd float %4575, %4574
  store float %4576, ptr addrspace(5) %v24, align 4
  %4577 = load float, ptr addrspace(5) %v25, align 4
  %4578 = fmul float %4573, %4435
  %4579 = fadd float %4578, %4577
  store float %4579, ptr addrspace(5) %v25, align 4
  %4580 = load float, ptr addrspace(5) %v26, align 4
  %4581 = fmul float %4573, %4444
  %4582 = fadd float %4581, %4580
  store float %4582, ptr addrspace(5) %v26, align 4
  %4583 = load float, ptr addrspace(5) %v27, align 4
  %4584 = fmul float %4573, %4453
  %4585 = fadd float %4584, %4583
  store float %4585, ptr addrspace(5) %v27, align 4
  %4586 = load float, ptr addrspace(5) %v28, align 4
  %4587 = fmul float %4573, %4462
  %4588 = fadd float %4587, %4586
  store float %4588, ptr addrspace(5) %v28, align 4
  %4589 = load float, ptr addrspace(5) %v29, align 4
  %4590 = fmul float %4573, %4471
  %4591 = fadd float %4590, %4589
  store float %4591, ptr addrspace(5) %v29, align 4
  %4592 = load float, ptr addrspace(5) %v30, align 4
  %4593 = fmul float %4573, %4480
  %4594 = fadd float %4593, %4592
  store float %4594, ptr addrspace(5) %v30, align 4
  %4595 = load float, ptr addrspace(5) %v31, align 4
  %4596 = fmul float %4573, %4489
  %4597 = fadd float %4596, %4595
  store float %4597, ptr addrspace(5) %v31, align 4
  %4598 = add i32 %2221, 4
  %4599 = icmp sgt i32 %4598, %332
  %4600 = select i1 %4599, i32 %332, i32 %4598
  %4601 = mul i32 %4600, %5
  %4602 = add i32 %4601, %20
  %4603 = mul i32 %4602, %6
  %4604 = add i32 %4603, %31
  %4605 = select i1 %32, i32 %4604, i32 %4603
  %4606 = sext i32 %4605 to i64
  %4607 = mul i64 %4606, 2
  %4608 = getelementptr i8, ptr addrspace(1) %3, i64 %4607
  %4609 = load i16, ptr addrspace(1) %4608, align 2
  %4610 = bitcast i16 %4609 to half
  %4611 = fpext half %4610 to float
  %4612 = select i1 %32, float %4611, float 0.000000e+00
  %4613 = add i32 %4603, %33
  %4614 = select i1 %34, i32 %4613, i32 %4603
  %4615 = sext i32 %4614 to i64
  %4616 = mul i64 %4615, 2
  %4617 = getelementptr i8, ptr addrspace(1) %3, i64 %4616
  %4618 = load i16, ptr addrspace(1) %4617, align 2
  %4619 = bitcast i16 %4618 to half
  %4620 = fpext half %4619 to float
  %4621 = select i1 %34, float %4620, float 0.000000e+00
  %4622 = add i32 %4603, %35
  %4623 = select i1 %36, i32 %4622, i32 %4603
  %4624 = sext i32 %4623 to i64
  %4625 = mul i64 %4624, 2
  %4626 = getelementptr i8, ptr addrspace(1) %3, i64 %4625
  %4627 = load i16, ptr addrspace(1) %4626, align 2
  %4628 = bitcast i16 %4627 to half
  %4629 = fpext half %4628 to float
  %4630 = select i1 %36, float %4629, float 0.000000e+00
  %4631 = add i32 %4603, %37
  %4632 = select i1 %38, i32 %4631, i32 %4603
  %4633 = sext i32 %4632 to i64
  %4634 = mul i64 %4633, 2
  %4635 = getelementptr i8, ptr addrspace(1) %3, i64 %4634
  %4636 = load i16, ptr addrspace(1) %4635, align 2
  %4637 = bitcast i16 %4636 to half
  %4638 = fpext half %4637 to float
  %4639 = select i1 %38, float %4638, float 0.000000e+00
  %4640 = add i32 %4603, %39
  %4641 = select i1 %40, i32 %4640, i32 %4603
  %4642 = sext i32 %4641 to i64
  %4643 = mul i64 %4642, 2
  %4644 = getelementptr i8, ptr addrspace(1) %3, i64 %4643
  %4645 = load i16, ptr addrspace(1) %4644, align 2
  %4646 = bitcast i16 %4645 to half
  %4647 = fpext half %4646 to float
  %4648 = select i1 %40, float %4647, float 0.000000e+00
  %4649 = add i32 %4603, %41
  %4650 = select i1 %42, i32 %4649, i32 %4603
  %4651 = sext i32 %4650 to i64
  %4652 = mul i64 %4651, 2
  %4653 = getelementptr i8, ptr addrspace(1) %3, i64 %4652
  %4654 = load i16, ptr addrspace(1) %4653, align 2
  %4655 = bitcast i16 %4654 to half
  %4656 = fpext half %4655 to float
  %4657 = select i1 %42, float %4656, float 0.000000e+00
  %4658 = add i32 %4603, %43
  %4659 = select i1 %44, i32 %4658, i32 %4603
  %4660 = sext i32 %4659 to i64
  %4661 = mul i64 %4660, 2
  %4662 = getelementptr i8, ptr addrspace(1) %3, i64 %4661
  %4663 = load i16, ptr addrspace(1) %4662, align 2
  %4664 = bitcast i16 %4663 to half
  %4665 = fpext half %4664 to float
  %4666 = select i1 %44, float %4665, float 0.000000e+00
  %4667 = add i32 %4603, %45
  %4668 = select i1 %46, i32 %4667, i32 %4603
  %4669 = sext i32 %4668 to i64
  %4670 = mul i64 %4669, 2
  %4671 = getelementptr i8, ptr addrspace(1) %3, i64 %4670
  %4672 = load i16, ptr addrspace(1) %4671, align 2
  %4673 = bitcast i16 %4672 to half
  %4674 = fpext half %4673 to float
  %4675 = select i1 %46, float %4674, float 0.000000e+00
  %4676 = bitcast float %3750 to i32
  %4677 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %4676)
  %4678 = bitcast i32 %4677 to float
  %4679 = load float, ptr addrspace(5) %v, align 4
  %4680 = fmul float %4678, %4612
  %4681 = fadd float %4680, %4679
  store float %4681, ptr addrspace(5) %v, align 4
  %4682 = load float, ptr addrspace(5) %v1, align 4
  %4683 = fmul float %4678, %4621
  %4684 = fadd float %4683, %4682
  store float %4684, ptr addrspace(5) %v1, align 4
  %4685 = load float, ptr addrspace(5) %v2, align 4
  %4686 = fmul float %4678, %4630
  %4687 = fadd float %4686, %4685
  store float %4687, ptr addrspace(5) %v2, align 4
  %4688 = load float, ptr addrspace(5) %v3, align 4
  %4689 = fmul float %4678, %4639
  %4690 = fadd float %4689, %4688
  store float %4690, ptr addrspace(5) %v3, align 4
  %4691 = load float, ptr addrspace(5) %v4, align 4
  %4692 = fmul float %4678, %4648
  %4693 = fadd float %4692, %4691
  store float %4693, ptr addrspace(5) %v4, align 4
  %4694 = load float, ptr addrspace(5) %v5, align 4
  %4695 = fmul float %4678, %4657
  %4696 = fadd float %4695, %4694
  store float %4696, ptr addrspace(5) %v5, align 4
  %4697 = load float, ptr addrspace(5) %v6, align 4
  %4698 = fmul float %4678, %4666
  %4699 = fadd float %4698, %4697
  store float %4699, ptr addrspace(5) %v6, align 4
  %4700 = load float, ptr addrspace(5) %v7, align 4
  %4701 = fmul float %4678, %4675
  %4702 = fadd float %4701, %4700
  store float %4702, ptr addrspace(5) %v7, align 4
  %4703 = bitcast float %3750 to i32
  %4704 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %4703)
  %4705 = bitcast i32 %4704 to float
  %4706 = load float, ptr addrspace(5) %v8, align 4
  %4707 = fmul float %4705, %4612
  %4708 = fadd float %4707, %4706
  store float %4708, ptr addrspace(5) %v8, align 4
  %4709 = load float, ptr addrspace(5) %v9, align 4
  %4710 = fmul float %4705, %4621
  %4711 = fadd float %4710, %4709
  store float %4711, ptr addrspace(5) %v9, align 4
  %4712 = load float, ptr addrspace(5) %v10, align 4
  %4713 = fmul float %4705, %4630
  %4714 = fadd float %4713, %4712
  store float %4714, ptr addrspace(5) %v10, align 4
  %4715 = load float, ptr addrspace(5) %v11, align 4
  %4716 = fmul float %4705, %4639
  %4717 = fadd float %4716, %4715
  store float %4717, ptr addrspace(5) %v11, align 4
  %4718 = load float, ptr addrspace(5) %v12, align 4
  %4719 = fmul float %4705, %4648
  %4720 = fadd float %4719, %4718
  store float %4720, ptr addrspace(5) %v12, align 4
  %4721 = load float, ptr addrspace(5) %v13, align 4
  %4722 = fmul float %4705, %4657
  %4723 = fadd float %4722, %4721
  store float %4723, ptr addrspace(5) %v13, align 4
  %4724 = load float, ptr addrspace(5) %v14, align 4
  %4725 = fmul float %4705, %4666
  %4726 = fadd float %4725, %4724
  store float %4726, ptr addrspace(5) %v14, align 4
  %4727 = load float, ptr addrspace(5) %v15, align 4
  %4728 = fmul float %4705, %4675
  %4729 = fadd float %4728, %4727
  store float %4729, ptr addrspace(5) %v15, align 4
  %4730 = bitcast float %3750 to i32
  %4731 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %4730)
  %4732 = bitcast i32 %4731 to float
  %4733 = load float, ptr addrspace(5) %v16, align 4
  %4734 = fmul float %4732, %4612
  %4735 = fadd float %4734, %4733
  store float %4735, ptr addrspace(5) %v16, align 4
  %4736 = load float, ptr addrspace(5) %v17, align 4
  %4737 = fmul float %4732, %4621
  %4738 = fadd float %4737, %4736
  store float %4738, ptr addrspace(5) %v17, align 4
  %4739 = load float, ptr addrspace(5) %v18, align 4
  %4740 = fmul float %4732, %4630
  %4741 = fadd float %4740, %4739
  store float %4741, ptr addrspace(5) %v18, align 4
  %4742 = load float, ptr addrspace(5) %v19, align 4
  %4743 = fmul float %4732, %4639
  %4744 = fadd float %4743, %4742
  store float %4744, ptr addrspace(5) %v19, align 4
  %4745 = load float, ptr addrspace(5) %v20, align 4
  %4746 = fmul float %4732, %4648
  %4747 = fadd float %4746, %4745
  store float %4747, ptr addrspace(5) %v20, align 4
  %4748 = load float, ptr addrspace(5) %v21, align 4
  %4749 = fmul float %4732, %4657
  %4750 = fadd float %4749, %4748
  store float %4750, ptr addrspace(5) %v21, align 4
  %4751 = load float, ptr addrspace(5) %v22, align 4
  %4752 = fmul float %4732, %4666
  %4753 = fadd float %4752, %4751
  store float %4753, ptr addrspace(5) %v22, align 4
  %4754 = load float, ptr addrspace(5) %v23, align 4
  %4755 = fmul float %4732, %4675
  %4756 = fadd float %4755, %4754
  store float %4756, ptr addrspace(5) %v23, align 4
  %4757 = bitcast float %3750 to i32
  %4758 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %4757)
  %4759 = bitcast i32 %4758 to float
  %4760 = load float, ptr addrspace(5) %v24, align 4
  %4761 = fmul float %4759, %4612
  %4762 = fadd float %4761, %4760
  store float %4762, ptr addrspace(5) %v24, align 4
  %4763 = load float, ptr addrspace(5) %v25, align 4
  %4764 = fmul float %4759, %4621
  %4765 = fadd float %4764, %4763
  store float %4765, ptr addrspace(5) %v25, align 4
  %4766 = load float, ptr addrspace(5) %v26, align 4
  %4767 = fmul float %4759, %4630
  %4768 = fadd float %4767, %4766
  store float %4768, ptr addrspace(5) %v26, align 4
  %4769 = load float, ptr addrspace(5) %v27, align 4
  %4770 = fmul float %4759, %4639
  %4771 = fadd float %4770, %4769
  store float %4771, ptr addrspace(5) %v27, align 4
  %4772 = load float, ptr addrspace(5) %v28, align 4
  %4773 = fmul float %4759, %4648
  %4774 = fadd float %4773, %4772
  store float %4774, ptr addrspace(5) %v28, align 4
  %4775 = load float, ptr addrspace(5) %v29, align 4
  %4776 = fmul float %4759, %4657
  %4777 = fadd float %4776, %4775
  store float %4777, ptr addrspace(5) %v29, align 4
  %4778 = load float, ptr addrspace(5) %v30, align 4
  %4779 = fmul float %4759, %4666
  %4780 = fadd float %4779, %4778
  store float %4780, ptr addrspace(5) %v30, align 4
  %4781 = load float, ptr addrspace(5) %v31, align 4
  %4782 = fmul float %4759, %4675
  %4783 = fadd float %4782, %4781
  store float %4783, ptr addrspace(5) %v31, align 4
  %4784 = add i32 %2221, 5
  %4785 = icmp sgt i32 %4784, %332
  %4786 = select i1 %4785, i32 %332, i32 %4784
  %4787 = mul i32 %4786, %5
  %4788 = add i32 %4787, %20
  %4789 = mul i32 %4788, %6
  %4790 = add i32 %4789, %31
  %4791 = select i1 %32, i32 %4790, i32 %4789
  %4792 = sext i32 %4791 to i64
  %4793 = mul i64 %4792, 2
  %4794 = getelementptr i8, ptr addrspace(1) %3, i64 %4793
  %4795 = load i16, ptr addrspace(1) %4794, align 2
  %4796 = bitcast i16 %4795 to half
  %4797 = fpext half %4796 to float
  %4798 = select i1 %32, float %4797, float 0.000000e+00
  %4799 = add i32 %4789, %33
  %4800 = select i1 %34, i32 %4799, i32 %4789
  %4801 = sext i32 %4800 to i64
  %4802 = mul i64 %4801, 2
  %4803 = getelementptr i8, ptr addrspace(1) %3, i64 %4802
  %4804 = load i16, ptr addrspace(1) %4803, align 2
  %4805 = bitcast i16 %4804 to half
  %4806 = fpext half %4805 to float
  %4807 = select i1 %34, float %4806, float 0.000000e+00
  %4808 = add i32 %4789, %35
  %4809 = select i1 %36, i32 %4808, i32 %4789
  %4810 = sext i32 %4809 to i64
  %4811 = mul i64 %4810, 2
  %4812 = getelementptr i8, ptr addrspace(1) %3, i64 %4811
  %4813 = load i16, ptr addrspace(1) %4812, align 2
  %4814 = bitcast i16 %4813 to half
  %4815 = fpext half %4814 to float
  %4816 = select i1 %36, float %4815, float 0.000000e+00
  %4817 = add i32 %4789, %37
  %4818 = select i1 %38, i32 %4817, i32 %4789
  %4819 = sext i32 %4818 to i64
  %4820 = mul i64 %4819, 2
  %4821 = getelementptr i8, ptr addrspace(1) %3, i64 %4820
  %4822 = load i16, ptr addrspace(1) %4821, align 2
  %4823 = bitcast i16 %4822 to half
  %4824 = fpext half %4823 to float
  %4825 = select i1 %38, float %4824, float 0.000000e+00
  %4826 = add i32 %4789, %39
  %4827 = select i1 %40, i32 %4826, i32 %4789
  %4828 = sext i32 %4827 to i64
  %4829 = mul i64 %4828, 2
  %4830 = getelementptr i8, ptr addrspace(1) %3, i64 %4829
  %4831 = load i16, ptr addrspace(1) %4830, align 2
  %4832 = bitcast i16 %4831 to half
  %4833 = fpext half %4832 to float
  %4834 = select i1 %40, float %4833, float 0.000000e+00
  %4835 = add i32 %4789, %41
  %4836 = select i1 %42, i32 %4835, i32 %4789
  %4837 = sext i32 %4836 to i64
  %4838 = mul i64 %4837, 2
  %4839 = getelementptr i8, ptr addrspace(1) %3, i64 %4838
  %4840 = load i16, ptr addrspace(1) %4839, align 2
  %4841 = bitcast i16 %4840 to half
  %4842 = fpext half %4841 to float
  %4843 = select i1 %42, float %4842, float 0.000000e+00
  %4844 = add i32 %4789, %43
  %4845 = select i1 %44, i32 %4844, i32 %4789
  %4846 = sext i32 %4845 to i64
  %4847 = mul i64 %4846, 2
  %4848 = getelementptr i8, ptr addrspace(1) %3, i64 %4847
  %4849 = load i16, ptr addrspace(1) %4848, align 2
  %4850 = bitcast i16 %4849 to half
  %4851 = fpext half %4850 to float
  %4852 = select i1 %44, float %4851, float 0.000000e+00
  %4853 = add i32 %4789, %45
  %4854 = select i1 %46, i32 %4853, i32 %4789
  %4855 = sext i32 %4854 to i64
  %4856 = mul i64 %4855, 2
  %4857 = getelementptr i8, ptr addrspace(1) %3, i64 %4856
  %4858 = load i16, ptr addrspace(1) %4857, align 2
  %4859 = bitcast i16 %4858 to half
  %4860 = fpext half %4859 to float
  %4861 = select i1 %46, float %4860, float 0.000000e+00
  %4862 = bitcast float %3750 to i32
  %4863 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %4862)
  %4864 = bitcast i32 %4863 to float
  %4865 = load float, ptr addrspace(5) %v, align 4
  %4866 = fmul float %4864, %4798
  %4867 = fadd float %4866, %4865
  store float %4867, ptr addrspace(5) %v, align 4
  %4868 = load float, ptr addrspace(5) %v1, align 4
  %4869 = fmul float %4864, %4807
  %4870 = fadd float %4869, %4868
  store float %4870, ptr addrspace(5) %v1, align 4
  %4871 = load float, ptr addrspace(5) %v2, align 4
  %4872 = fmul float %4864, %4816
  %4873 = fadd float %4872, %4871
  store float %4873, ptr addrspace(5) %v2, align 4
  %4874 = load float, ptr addrspace(5) %v3, align 4
  %4875 = fmul float %4864, %4825
  %4876 = fadd float %4875, %4874
  store float %4876, ptr addrspace(5) %v3, align 4
  %4877 = load float, ptr addrspace(5) %v4, align 4
  %4878 = fmul float %4864, %4834
  %4879 = fadd float %4878, %4877
  store float %4879, ptr addrspace(5) %v4, align 4
  %4880 = load float, ptr addrspace(5) %v5, align 4
  %4881 = fmul float %4864, %4843
  %4882 = fadd float %4881, %4880
  store float %4882, ptr addrspace(5) %v5, align 4
  %4883 = load float, ptr addrspace(5) %v6, align 4
  %4884 = fmul float %4864, %4852
  %4885 = fadd float %4884, %4883
  store float %4885, ptr addrspace(5) %v6, align 4
  %4886 = load float, ptr addrspace(5) %v7, align 4
  %4887 = fmul float %4864, %4861
  %4888 = fadd float %4887, %4886
  store float %4888, ptr addrspace(5) %v7, align 4
  %4889 = bitcast float %3750 to i32
  %4890 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %4889)
  %4891 = bitcast i32 %4890 to float
  %4892 = load float, ptr addrspace(5) %v8, align 4
  %4893 = fmul float %4891, %4798
  %4894 = fadd float %4893, %4892
  store float %4894, ptr addrspace(5) %v8, align 4
  %4895 = load float, ptr addrspace(5) %v9, align 4
  %4896 = fmul float %4891, %4807
  %4897 = fadd float %4896, %4895
  store float %4897, ptr addrspace(5) %v9, align 4
  %4898 = load float, ptr addrspace(5) %v10, align 4
  %4899 = fmul float %4891, %4816
  %4900 = fadd float %4899, %4898
  store float %4900, ptr addrspace(5) %v10, align 4
  %4901 = load float, ptr addrspace(5) %v11, align 4
  %4902 = fmul float %4891, %4825
  %4903 = fadd float %4902, %4901
  store float %4903, ptr addrspace(5) %v11, align 4
  %4904 = load float, ptr addrspace(5) %v12, align 4
  %4905 = fmul float %4891, %4834
  %4906 = fadd float %4905, %4904
  store float %4906, ptr addrspace(5) %v12, align 4
  %4907 = load float, ptr addrspace(5) %v13, align 4
  %4908 = fmul float %4891, %4843
  %4909 = fadd float %4908, %4907
  store float %4909, ptr addrspace(5) %v13, align 4
  %4910 = load float, ptr addrspace(5) %v14, align 4
  %4911 = fmul float %4891, %4852
  %4912 = fadd float %4911, %4910
  store float %4912, ptr addrspace(5) %v14, align 4
  %4913 = load float, ptr addrspace(5) %v15, align 4
  %4914 = fmul float %4891, %4861
  %4915 = fadd float %4914, %4913
  store float %4915, ptr addrspace(5) %v15, align 4
  %4916 = bitcast float %3750 to i32
  %4917 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %4916)
  %4918 = bitcast i32 %4917 to float
  %4919 = load float, ptr addrspace(5) %v16, align 4
  %4920 = fmul float %4918, %4798
  %4921 = fadd float %4920, %4919
  store float %4921, ptr addrspace(5) %v16, align 4
  %4922 = load float, ptr addrspace(5) %v17, align 4
  %4923 = fmul float %4918, %4807
  %4924 = fadd float %4923, %4922
  store float %4924, ptr addrspace(5) %v17, align 4
  %4925 = load float, ptr addrspace(5) %v18, align 4
  %4926 = fmul float %4918, %4816
  %4927 = fadd float %4926, %4925
  store float %4927, ptr addrspace(5) %v18, align 4
  %4928 = load float, ptr addrspace(5) %v19, align 4
  %4929 = fmul float %4918, %4825
  %4930 = fadd float %4929, %4928
  store float %4930, ptr addrspace(5) %v19, align 4
  %4931 = load float, ptr addrspace(5) %v20, align 4
  %4932 = fmul float %4918, %4834
  %4933 = fadd float %4932, %4931
  store float %4933, ptr addrspace(5) %v20, align 4
  %4934 = load float, ptr addrspace(5) %v21, align 4
  %4935 = fmul float %4918, %4843
  %4936 = fadd float %4935, %4934
  store float %4936, ptr addrspace(5) %v21, align 4
  %4937 = load float, ptr addrspace(5) %v22, align 4
  %4938 = fmul float %4918, %4852
  %4939 = fadd float %4938, %4937
  store float %4939, ptr addrspace(5) %v22, align 4
  %4940 = load float, ptr addrspace(5) %v23, align 4
  %4941 = fmul float %4918, %4861
  %4942 = fadd float %4941, %4940
  store float %4942, ptr addrspace(5) %v23, align 4
  %4943 = bitcast float %3750 to i32
  %4944 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %4943)
  %4945 = bitcast i32 %4944 to float
  %4946 = load float, ptr addrspace(5) %v24, align 4
  %4947 = fmul float %4945, %4798
  %4948 = fadd float %4947, %4946
  store float %4948, ptr addrspace(5) %v24, align 4
  %4949 = load float, ptr addrspace(5) %v25, align 4
  %4950 = fmul float %4945, %4807
  %4951 = fadd float %4950, %4949
  store float %4951, ptr addrspace(5) %v25, align 4
  %4952 = load float, ptr addrspace(5) %v26, align 4
  %4953 = fmul float %4945, %4816
  %4954 = fadd float %4953, %4952
  store float %4954, ptr addrspace(5) %v26, align 4
  %4955 = load float, ptr addrspace(5) %v27, align 4
  %4956 = fmul float %4945, %4825
  %4957 = fadd float %4956, %4955
  store float %4957, ptr addrspace(5) %v27, align 4
  %4958 = load float, ptr addrspace(5) %v28, align 4
  %4959 = fmul float %4945, %4834
  %4960 = fadd float %4959, %4958
  store float %4960, ptr addrspace(5) %v28, align 4
  %4961 = load float, ptr addrspace(5) %v29, align 4
  %4962 = fmul float %4945, %4843
  %4963 = fadd float %4962, %4961
  store float %4963, ptr addrspace(5) %v29, align 4
  %4964 = load float, ptr addrspace(5) %v30, align 4
  %4965 = fmul float %4945, %4852
  %4966 = fadd float %4965, %4964
  store float %4966, ptr addrspace(5) %v30, align 4
  %4967 = load float, ptr addrspace(5) %v31, align 4
  %4968 = fmul float %4945, %4861
  %4969 = fadd float %4968, %4967
  store float %4969, ptr addrspace(5) %v31, align 4
  %4970 = add i32 %2221, 6
  %4971 = icmp sgt i32 %4970, %332
  %4972 = select i1 %4971, i32 %332, i32 %4970
  %4973 = mul i32 %4972, %5
  %4974 = add i32 %4973, %20
  %4975 = mul i32 %4974, %6
  %4976 = add i32 %4975, %31
  %4977 = select i1 %32, i32 %4976, i32 %4975
  %4978 = sext i32 %4977 to i64
  %4979 = mul i64 %4978, 2
  %4980 = getelementptr i8, ptr addrspace(1) %3, i64 %4979
  %4981 = load i16, ptr addrspace(1) %4980, align 2
  %4982 = bitcast i16 %4981 to half
  %4983 = fpext half %4982 to float
  %4984 = select i1 %32, float %4983, float 0.000000e+00
  %4985 = add i32 %4975, %33
  %4986 = select i1 %34, i32 %4985, i32 %4975
  %4987 = sext i32 %4986 to i64
  %4988 = mul i64 %4987, 2
  %4989 = getelementptr i8, ptr addrspace(1) %3, i64 %4988
  %4990 = load i16, ptr addrspace(1) %4989, align 2
  %4991 = bitcast i16 %4990 to half
  %4992 = fpext half %4991 to float
  %4993 = select i1 %34, float %4992, float 0.000000e+00
  %4994 = add i32 %4975, %35
  %4995 = select i1 %36, i32 %4994, i32 %4975
  %4996 = sext i32 %4995 to i64
  %4997 = mul i64 %4996, 2
  %4998 = getelementptr i8, ptr addrspace(1) %3, i64 %4997
  %4999 = load i16, ptr addrspace(1) %4998, align 2
  %5000 = bitcast i16 %4999 to half
  %5001 = fpext half %5000 to float
  %5002 = select i1 %36, float %5001, float 0.000000e+00
  %5003 = add i32 %4975, %37
  %5004 = select i1 %38, i32 %5003, i32 %4975
  %5005 = sext i32 %5004 to i64
  %5006 = mul i64 %5005, 2
  %5007 = getelementptr i8, ptr addrspace(1) %3, i64 %5006
  %5008 = load i16, ptr addrspace(1) %5007, align 2
  %5009 = bitcast i16 %5008 to half
  %5010 = fpext half %5009 to float
  %5011 = select i1 %38, float %5010, float 0.000000e+00
  %5012 = add i32 %4975, %39
  %5013 = select i1 %40, i32 %5012, i32 %4975
  %5014 = sext i32 %5013 to i64
  %5015 = mul i64 %5014, 2
  %5016 = getelementptr i8, ptr addrspace(1) %3, i64 %5015
  %5017 = load i16, ptr addrspace(1) %5016, align 2
  %5018 = bitcast i16 %5017 to half
  %5019 = fpext half %5018 to float
  %5020 = select i1 %40, float %5019, float 0.000000e+00
  %5021 = add i32 %4975, %41
  %5022 = select i1 %42, i32 %5021, i32 %4975
  %5023 = sext i32 %5022 to i64
  %5024 = mul i64 %5023, 2
  %5025 = getelementptr i8, ptr addrspace(1) %3, i64 %5024
  %5026 = load i16, ptr addrspace(1) %5025, align 2
  %5027 = bitcast i16 %5026 to half
  %5028 = fpext half %5027 to float
  %5029 = select i1 %42, float %5028, float 0.000000e+00
  %5030 = add i32 %4975, %43
  %5031 = select i1 %44, i32 %5030, i32 %4975
  %5032 = sext i32 %5031 to i64
  %5033 = mul i64 %5032, 2
  %5034 = getelementptr i8, ptr addrspace(1) %3, i64 %5033
  %5035 = load i16, ptr addrspace(1) %5034, align 2
  %5036 = bitcast i16 %5035 to half
  %5037 = fpext half %5036 to float
  %5038 = select i1 %44, float %5037, float 0.000000e+00
  %5039 = add i32 %4975, %45
  %5040 = select i1 %46, i32 %5039, i32 %4975
  %5041 = sext i32 %5040 to i64
  %5042 = mul i64 %5041, 2
  %5043 = getelementptr i8, ptr addrspace(1) %3, i64 %5042
  %5044 = load i16, ptr addrspace(1) %5043, align 2
  %5045 = bitcast i16 %5044 to half
  %5046 = fpext half %5045 to float
  %5047 = select i1 %46, float %5046, float 0.000000e+00
  %5048 = bitcast float %3750 to i32
  %5049 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %5048)
  %5050 = bitcast i32 %5049 to float
  %5051 = load float, ptr addrspace(5) %v, align 4
  %5052 = fmul float %5050, %4984
  %5053 = fadd float %5052, %5051
  store float %5053, ptr addrspace(5) %v, align 4
  %5054 = load float, ptr addrspace(5) %v1, align 4
  %5055 = fmul float %5050, %4993
  %5056 = fadd float %5055, %5054
  store float %5056, ptr addrspace(5) %v1, align 4
  %5057 = load float, ptr addrspace(5) %v2, align 4
  %5058 = fmul float %5050, %5002
  %5059 = fadd float %5058, %5057
  store float %5059, ptr addrspace(5) %v2, align 4
  %5060 = load float, ptr addrspace(5) %v3, align 4
  %5061 = fmul float %5050, %5011
  %5062 = fadd float %5061, %5060
  store float %5062, ptr addrspace(5) %v3, align 4
  %5063 = load float, ptr addrspace(5) %v4, align 4
  %5064 = fmul float %5050, %5020
  %5065 = fadd float %5064, %5063
  store float %5065, ptr addrspace(5) %v4, align 4
  %5066 = load float, ptr addrspace(5) %v5, align 4
  %5067 = fmul float %5050, %5029
  %5068 = fadd float %5067, %5066
  store float %5068, ptr addrspace(5) %v5, align 4
  %5069 = load float, ptr addrspace(5) %v6, align 4
  %5070 = fmul float %5050, %5038
  %5071 = fadd float %5070, %5069
  store float %5071, ptr addrspace(5) %v6, align 4
  %5072 = load float, ptr addrspace(5) %v7, align 4
  %5073 = fmul float %5050, %5047
  %5074 = fadd float %5073, %5072
  store float %5074, ptr addrspace(5) %v7, align 4
  %5075 = bitcast float %3750 to i32
  %5076 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %5075)
  %5077 = bitcast i32 %5076 to float
  %5078 = load float, ptr addrspace(5) %v8, align 4
  %5079 = fmul float %5077, %4984
  %5080 = fadd float %5079, %5078
  store float %5080, ptr addrspace(5) %v8, align 4
  %5081 = load float, ptr addrspace(5) %v9, align 4
  %5082 = fmul float %5077, %4993
  %5083 = fadd float %5082, %5081
  store float %5083, ptr addrspace(5) %v9, align 4
  %5084 = load float, ptr addrspace(5) %v10, align 4
  %5085 = fmul float %5077, %5002
  %5086 = fadd float %5085, %5084
  store float %5086, ptr addrspace(5) %v10, align 4
  %5087 = load float, ptr addrspace(5) %v11, align 4
  %5088 = fmul float %5077, %5011
  %5089 = fadd float %5088, %5087
  store float %5089, ptr addrspace(5) %v11, align 4
  %5090 = load float, ptr addrspace(5) %v12, align 4
  %5091 = fmul float %5077, %5020
  %5092 = fadd float %5091, %5090
  store float %5092, ptr addrspace(5) %v12, align 4
  %5093 = load float, ptr addrspace(5) %v13, align 4
  %5094 = fmul float %5077, %5029
  %5095 = fadd float %5094, %5093
  store float %5095, ptr addrspace(5) %v13, align 4
  %5096 = load float, ptr addrspace(5) %v14, align 4
  %5097 = fmul float %5077, %5038
  %5098 = fadd float %5097, %5096
  store float %5098, ptr addrspace(5) %v14, align 4
  %5099 = load float, ptr addrspace(5) %v15, align 4
  %5100 = fmul float %5077, %5047
  %5101 = fadd float %5100, %5099
  store float %5101, ptr addrspace(5) %v15, align 4
  %5102 = bitcast float %3750 to i32
  %5103 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %5102)
  %5104 = bitcast i32 %5103 to float
  %5105 = load float, ptr addrspace(5) %v16, align 4
  %5106 = fmul float %5104, %4984
  %5107 = fadd float %5106, %5105
  store float %5107, ptr addrspace(5) %v16, align 4
  %5108 = load float, ptr addrspace(5) %v17, align 4
  %5109 = fmul float %5104, %4993
  %5110 = fadd float %5109, %5108
  store float %5110, ptr addrspace(5) %v17, align 4
  %5111 = load float, ptr addrspace(5) %v18, align 4
  %5112 = fmul float %5104, %5002
  %5113 = fadd float %5112, %5111
  store float %5113, ptr addrspace(5) %v18, align 4
  %5114 = load float, ptr addrspace(5) %v19, align 4
  %5115 = fmul float %5104, %5011
  %5116 = fadd float %5115, %5114
  store float %5116, ptr addrspace(5) %v19, align 4
  %5117 = load float, ptr addrspace(5) %v20, align 4
  %5118 = fmul float %5104, %5020
  %5119 = fadd float %5118, %5117
  store float %5119, ptr addrspace(5) %v20, align 4
  %5120 = load float, ptr addrspace(5) %v21, align 4
  %5121 = fmul float %5104, %5029
  %5122 = fadd float %5121, %5120
  store float %5122, ptr addrspace(5) %v21, align 4
  %5123 = load float, ptr addrspace(5) %v22, align 4
  %5124 = fmul float %5104, %5038
  %5125 = fadd float %5124, %5123
  store float %5125, ptr addrspace(5) %v22, align 4
  %5126 = load float, ptr addrspace(5) %v23, align 4
  %5127 = fmul float %5104, %5047
  %5128 = fadd float %5127, %5126
  store float %5128, ptr addrspace(5) %v23, align 4
  %5129 = bitcast float %3750 to i32
  %5130 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %5129)
  %5131 = bitcast i32 %5130 to float
  %5132 = load float, ptr addrspace(5) %v24, align 4
  %5133 = fmul float %5131, %4984
  %5134 = fadd float %5133, %5132
  store float %5134, ptr addrspace(5) %v24, align 4
  %5135 = load float, ptr addrspace(5) %v25, align 4
  %5136 = fmul float %5131, %4993
  %5137 = fadd float %5136, %5135
  store float %5137, ptr addrspace(5) %v25, align 4
  %5138 = load float, ptr addrspace(5) %v26, align 4
  %5139 = fmul float %5131, %5002
  %5140 = fadd float %5139, %5138
  store float %5140, ptr addrspace(5) %v26, align 4
  %5141 = load float, ptr addrspace(5) %v27, align 4
  %5142 = fmul float %5131, %5011
  %5143 = fadd float %5142, %5141
  store float %5143, ptr addrspace(5) %v27, align 4
  %5144 = load float, ptr addrspace(5) %v28, align 4
  %5145 = fmul float %5131, %5020
  %5146 = fadd float %5145, %5144
  store float %5146, ptr addrspace(5) %v28, align 4
  %5147 = load float, ptr addrspace(5) %v29, align 4
  %5148 = fmul float %5131, %5029
  %5149 = fadd float %5148, %5147
  store float %5149, ptr addrspace(5) %v29, align 4
  %5150 = load float, ptr addrspace(5) %v30, align 4
  %5151 = fmul float %5131, %5038
  %5152 = fadd float %5151, %5150
  store float %5152, ptr addrspace(5) %v30, align 4
  %5153 = load float, ptr addrspace(5) %v31, align 4
  %5154 = fmul float %5131, %5047
  %5155 = fadd float %5154, %5153
  store float %5155, ptr addrspace(5) %v31, align 4
  %5156 = add i32 %2221, 7
  %5157 = icmp sgt i32 %5156, %332
  %5158 = select i1 %5157, i32 %332, i32 %5156
  %5159 = mul i32 %5158, %5
  %5160 = add i32 %5159, %20
  %5161 = mul i32 %5160, %6
  %5162 = add i32 %5161, %31
  %5163 = select i1 %32, i32 %5162, i32 %5161
  %5164 = sext i32 %5163 to i64
  %5165 = mul i64 %5164, 2
  %5166 = getelementptr i8, ptr addrspace(1) %3, i64 %5165
  %5167 = load i16, ptr addrspace(1) %5166, align 2
  %5168 = bitcast i16 %5167 to half
  %5169 = fpext half %5168 to float
  %5170 = select i1 %32, float %5169, float 0.000000e+00
  %5171 = add i32 %5161, %33
  %5172 = select i1 %34, i32 %5171, i32 %5161
  %5173 = sext i32 %5172 to i64
  %5174 = mul i64 %5173, 2
  %5175 = getelementptr i8, ptr addrspace(1) %3, i64 %5174
  %5176 = load i16, ptr addrspace(1) %5175, align 2
  %5177 = bitcast i16 %5176 to half
  %5178 = fpext half %5177 to float
  %5179 = select i1 %34, float %5178, float 0.000000e+00
  %5180 = add i32 %5161, %35
  %5181 = select i1 %36, i32 %5180, i32 %5161
  %5182 = sext i32 %5181 to i64
  %5183 = mul i64 %5182, 2
  %5184 = getelementptr i8, ptr addrspace(1) %3, i64 %5183
  %5185 = load i16, ptr addrspace(1) %5184, align 2
  %5186 = bitcast i16 %5185 to half
  %5187 = fpext half %5186 to float
  %5188 = select i1 %36, float %5187, float 0.000000e+00
  %5189 = add i32 %5161, %37
  %5190 = select i1 %38, i32 %5189, i32 %5161
  %5191 = sext i32 %5190 to i64
  %5192 = mul i64 %5191, 2
  %5193 = getelementptr i8, ptr addrspace(1) %3, i64 %5192
  %5194 = load i16, ptr addrspace(1) %5193, align 2
  %5195 = bitcast i16 %5194 to half
  %5196 = fpext half %5195 to float
  %5197 = select i1 %38, float %5196, float 0.000000e+00
  %5198 = add i32 %5161, %39
  %5199 = select i1 %40, i32 %5198, i32 %5161
  %5200 = sext i32 %5199 to i64
  %5201 = mul i64 %5200, 2
  %5202 = getelementptr i8, ptr addrspace(1) %3, i64 %5201
  %5203 = load i16, ptr addrspace(1) %5202, align 2
  %5204 = bitcast i16 %5203 to half
  %5205 = fpext half %5204 to float
  %5206 = select i1 %40, float %5205, float 0.000000e+00
  %5207 = add i32 %5161, %41
  %5208 = select i1 %42, i32 %5207, i32 %5161
  %5209 = sext i32 %5208 to i64
  %5210 = mul i64 %5209, 2
  %5211 = getelementptr i8, ptr addrspace(1) %3, i64 %5210
  %5212 = load i16, ptr addrspace(1) %5211, align 2
  %5213 = bitcast i16 %5212 to half
  %5214 = fpext half %5213 to float
  %5215 = select i1 %42, float %5214, float 0.000000e+00
  %5216 = add i32 %5161, %43
  %5217 = select i1 %44, i32 %5216, i32 %5161
  %5218 = sext i32 %5217 to i64
  %5219 = mul i64 %5218, 2
  %5220 = getelementptr i8, ptr addrspace(1) %3, i64 %5219
  %5221 = load i16, ptr addrspace(1) %5220, align 2
  %5222 = bitcast i16 %5221 to half
  %5223 = fpext half %5222 to float
  %5224 = select i1 %44, float %5223, float 0.000000e+00
  %5225 = add i32 %5161, %45
  %5226 = select i1 %46, i32 %5225, i32 %5161
  %5227 = sext i32 %5226 to i64
  %5228 = mul i64 %5227, 2
  %5229 = getelementptr i8, ptr addrspace(1) %3, i64 %5228
  %5230 = load i16, ptr addrspace(1) %5229, align 2
  %5231 = bitcast i16 %5230 to half
  %5232 = fpext half %5231 to float
  %5233 = select i1 %46, float %5232, float 0.000000e+00
  %5234 = bitcast float %3750 to i32
  %5235 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %5234)
  %5236 = bitcast i32 %5235 to float
  %5237 = load float, ptr addrspace(5) %v, align 4
  %5238 = fmul float %5236, %5170
  %5239 = fadd float %5238, %5237
  store float %5239, ptr addrspace(5) %v, align 4
  %5240 = load float, ptr addrspace(5) %v1, align 4
  %5241 = fmul float %5236, %5179
  %5242 = fadd float %5241, %5240
  store float %5242, ptr addrspace(5) %v1, align 4
  %5243 = load float, ptr addrspace(5) %v2, align 4
  %5244 = fmul float %5236, %5188
  %5245 = fadd float %5244, %5243
  store float %5245, ptr addrspace(5) %v2, align 4
  %5246 = load float, ptr addrspace(5) %v3, align 4
  %5247 = fmul float %5236, %5197
  %5248 = fadd float %5247, %5246
  store float %5248, ptr addrspace(5) %v3, align 4
  %5249 = load float, ptr addrspace(5) %v4, align 4
  %5250 = fmul float %5236, %5206
  %5251 = fadd float %5250, %5249
  store float %5251, ptr addrspace(5) %v4, align 4
  %5252 = load float, ptr addrspace(5) %v5, align 4
  %5253 = fmul float %5236, %5215
  %5254 = fadd float %5253, %5252
  store float %5254, ptr addrspace(5) %v5, align 4
  %5255 = load float, ptr addrspace(5) %v6, align 4
  %5256 = fmul float %5236, %5224
  %5257 = fadd float %5256, %5255
  store float %5257, ptr addrspace(5) %v6, align 4
  %5258 = load float, ptr addrspace(5) %v7, align 4
  %5259 = fmul float %5236, %5233
  %5260 = fadd float %5259, %5258
  store float %5260, ptr addrspace(5) %v7, align 4
  %5261 = bitcast float %3750 to i32
  %5262 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %5261)
  %5263 = bitcast i32 %5262 to float
  %5264 = load float, ptr addrspace(5) %v8, align 4
  %5265 = fmul float %5263, %5170
  %5266 = fadd float %5265, %5264
  store float %5266, ptr addrspace(5) %v8, align 4
  %5267 = load float, ptr addrspace(5) %v9, align 4
  %5268 = fmul float %5263, %5179
  %5269 = fadd float %5268, %5267
  store float %5269, ptr addrspace(5) %v9, align 4
  %5270 = load float, ptr addrspace(5) %v10, align 4
  %5271 = fmul float %5263, %5188
  %5272 = fadd float %5271, %5270
  store float %5272, ptr addrspace(5) %v10, align 4
  %5273 = load float, ptr addrspace(5) %v11, align 4
  %5274 = fmul float %5263, %5197
  %5275 = fadd float %5274, %5273
  store float %5275, ptr addrspace(5) %v11, align 4
  %5276 = load float, ptr addrspace(5) %v12, align 4
  %5277 = fmul float %5263, %5206
  %5278 = fadd float %5277, %5276
  store float %5278, ptr addrspace(5) %v12, align 4
  %5279 = load float, ptr addrspace(5) %v13, align 4
  %5280 = fmul float %5263, %5215
  %5281 = fadd float %5280, %5279
  store float %5281, ptr addrspace(5) %v13, align 4
  %5282 = load float, ptr addrspace(5) %v14, align 4
  %5283 = fmul float %5263, %5224
  %5284 = fadd float %5283, %5282
  store float %5284, ptr addrspace(5) %v14, align 4
  %5285 = load float, ptr addrspace(5) %v15, align 4
  %5286 = fmul float %5263, %5233
  %5287 = fadd float %5286, %5285
  store float %5287, ptr addrspace(5) %v15, align 4
  %5288 = bitcast float %3750 to i32
  %5289 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %5288)
  %5290 = bitcast i32 %5289 to float
  %5291 = load float, ptr addrspace(5) %v16, align 4
  %5292 = fmul float %5290, %5170
  %5293 = fadd float %5292, %5291
  store float %5293, ptr addrspace(5) %v16, align 4
  %5294 = load float, ptr addrspace(5) %v17, align 4
  %5295 = fmul float %5290, %5179
  %5296 = fadd float %5295, %5294
  store float %5296, ptr addrspace(5) %v17, align 4
  %5297 = load float, ptr addrspace(5) %v18, align 4
  %5298 = fmul float %5290, %5188
  %5299 = fadd float %5298, %5297
  store float %5299, ptr addrspace(5) %v18, align 4
  %5300 = load float, ptr addrspace(5) %v19, align 4
  %5301 = fmul float %5290, %5197
  %5302 = fadd float %5301, %5300
  store float %5302, ptr addrspace(5) %v19, align 4
  %5303 = load float, ptr addrspace(5) %v20, align 4
  %5304 = fmul float %5290, %5206
  %5305 = fadd float %5304, %5303
  store float %5305, ptr addrspace(5) %v20, align 4
  %5306 = load float, ptr addrspace(5) %v21, align 4
  %5307 = fmul float %5290, %5215
  %5308 = fadd float %5307, %5306
  store float %5308, ptr addrspace(5) %v21, align 4
  %5309 = load float, ptr addrspace(5) %v22, align 4
  %5310 = fmul float %5290, %5224
  %5311 = fadd float %5310, %5309
  store float %5311, ptr addrspace(5) %v22, align 4
  %5312 = load float, ptr addrspace(5) %v23, align 4
  %5313 = fmul float %5290, %5233
  %5314 = fadd float %5313, %5312
  store float %5314, ptr addrspace(5) %v23, align 4
  %5315 = bitcast float %3750 to i32
  %5316 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %5315)
  %5317 = bitcast i32 %5316 to float
  %5318 = load float, ptr addrspace(5) %v24, align 4
  %5319 = fmul float %5317, %5170
  %5320 = fadd float %5319, %5318
  store float %5320, ptr addrspace(5) %v24, align 4
  %5321 = load float, ptr addrspace(5) %v25, align 4
  %5322 = fmul float %5317, %5179
  %5323 = fadd float %5322, %5321
  store float %5323, ptr addrspace(5) %v25, align 4
  %5324 = load float, ptr addrspace(5) %v26, align 4
  %5325 = fmul float %5317, %5188
  %5326 = fadd float %5325, %5324
  store float %5326, ptr addrspace(5) %v26, align 4
  %5327 = load float, ptr addrspace(5) %v27, align 4
  %5328 = fmul float %5317, %5197
  %5329 = fadd float %5328, %5327
  store float %5329, ptr addrspace(5) %v27, align 4
  %5330 = load float, ptr addrspace(5) %v28, align 4
  %5331 = fmul float %5317, %5206
  %5332 = fadd float %5331, %5330
  store float %5332, ptr addrspace(5) %v28, align 4
  %5333 = load float, ptr addrspace(5) %v29, align 4
  %5334 = fmul float %5317, %5215
  %5335 = fadd float %5334, %5333
  store float %5335, ptr addrspace(5) %v29, align 4
  %5336 = load float, ptr addrspace(5) %v30, align 4
  %5337 = fmul float %5317, %5224
  %5338 = fadd float %5337, %5336
  store float %5338, ptr addrspace(5) %v30, align 4
  %5339 = load float, ptr addrspace(5) %v31, align 4
  %5340 = fmul float %5317, %5233
  %5341 = fadd float %5340, %5339
  store float %5341, ptr addrspace(5) %v31, align 4
  %5342 = load i32, ptr addrspace(5) %v37, align 4
  %5343 = add i32 %5342, 4
  store i32 %5343, ptr addrspace(5) %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %5344 = add i32 %2216, %31
  %5345 = sext i32 %5344 to i64
  %5346 = mul i64 %5345, 4
  %5347 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5346
  store float %2217, ptr addrspace(3) %5347, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %5348 = load float, ptr addrspace(5) %v1, align 4
  br i1 %34, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %5349 = add i32 %2216, %33
  %5350 = sext i32 %5349 to i64
  %5351 = mul i64 %5350, 4
  %5352 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5351
  store float %5348, ptr addrspace(3) %5352, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %5353 = load float, ptr addrspace(5) %v2, align 4
  br i1 %36, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %5354 = add i32 %2216, %35
  %5355 = sext i32 %5354 to i64
  %5356 = mul i64 %5355, 4
  %5357 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5356
  store float %5353, ptr addrspace(3) %5357, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %5358 = load float, ptr addrspace(5) %v3, align 4
  br i1 %38, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %5359 = add i32 %2216, %37
  %5360 = sext i32 %5359 to i64
  %5361 = mul i64 %5360, 4
  %5362 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5361
  store float %5358, ptr addrspace(3) %5362, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %5363 = load float, ptr addrspace(5) %v4, align 4
  br i1 %40, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %5364 = add i32 %2216, %39
  %5365 = sext i32 %5364 to i64
  %5366 = mul i64 %5365, 4
  %5367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5366
  store float %5363, ptr addrspace(3) %5367, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %5368 = load float, ptr addrspace(5) %v5, align 4
  br i1 %42, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %5369 = add i32 %2216, %41
  %5370 = sext i32 %5369 to i64
  %5371 = mul i64 %5370, 4
  %5372 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5371
  store float %5368, ptr addrspace(3) %5372, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %5373 = load float, ptr addrspace(5) %v6, align 4
  br i1 %44, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %5374 = add i32 %2216, %43
  %5375 = sext i32 %5374 to i64
  %5376 = mul i64 %5375, 4
  %5377 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5376
  store float %5373, ptr addrspace(3) %5377, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %5378 = load float, ptr addrspace(5) %v7, align 4
  br i1 %46, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %5379 = add i32 %2216, %45
  %5380 = sext i32 %5379 to i64
  %5381 = mul i64 %5380, 4
  %5382 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5381
  store float %5378, ptr addrspace(3) %5382, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %5383 = icmp eq i32 %13, 0
  br i1 %5383, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %5384 = mul i32 %2215, 2
  %5385 = sext i32 %5384 to i64
  %5386 = mul i64 %5385, 4
  %5387 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5386
  store float %2213, ptr addrspace(3) %5387, align 4
  %5388 = add i32 %5384, 1
  %5389 = sext i32 %5388 to i64
  %5390 = mul i64 %5389, 4
  %5391 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5390
  store float %2214, ptr addrspace(3) %5391, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %5392 = add i32 4, %15
  %5393 = mul i32 %5392, 256
  %5394 = load float, ptr addrspace(5) %v8, align 4
  br i1 %32, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %5395 = add i32 %5393, %31
  %5396 = sext i32 %5395 to i64
  %5397 = mul i64 %5396, 4
  %5398 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5397
  store float %5394, ptr addrspace(3) %5398, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %5399 = load float, ptr addrspace(5) %v9, align 4
  br i1 %34, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %5400 = add i32 %5393, %33
  %5401 = sext i32 %5400 to i64
  %5402 = mul i64 %5401, 4
  %5403 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5402
  store float %5399, ptr addrspace(3) %5403, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %5404 = load float, ptr addrspace(5) %v10, align 4
  br i1 %36, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %5405 = add i32 %5393, %35
  %5406 = sext i32 %5405 to i64
  %5407 = mul i64 %5406, 4
  %5408 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5407
  store float %5404, ptr addrspace(3) %5408, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5409 = load float, ptr addrspace(5) %v11, align 4
  br i1 %38, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5410 = add i32 %5393, %37
  %5411 = sext i32 %5410 to i64
  %5412 = mul i64 %5411, 4
  %5413 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5412
  store float %5409, ptr addrspace(3) %5413, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5414 = load float, ptr addrspace(5) %v12, align 4
  br i1 %40, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5415 = add i32 %5393, %39
  %5416 = sext i32 %5415 to i64
  %5417 = mul i64 %5416, 4
  %5418 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5417
  store float %5414, ptr addrspace(3) %5418, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5419 = load float, ptr addrspace(5) %v13, align 4
  br i1 %42, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5420 = add i32 %5393, %41
  %5421 = sext i32 %5420 to i64
  %5422 = mul i64 %5421, 4
  %5423 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5422
  store float %5419, ptr addrspace(3) %5423, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5424 = load float, ptr addrspace(5) %v14, align 4
  br i1 %44, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5425 = add i32 %5393, %43
  %5426 = sext i32 %5425 to i64
  %5427 = mul i64 %5426, 4
  %5428 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5427
  store float %5424, ptr addrspace(3) %5428, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5429 = load float, ptr addrspace(5) %v15, align 4
  br i1 %46, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5430 = add i32 %5393, %45
  %5431 = sext i32 %5430 to i64
  %5432 = mul i64 %5431, 4
  %5433 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5432
  store float %5429, ptr addrspace(3) %5433, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5434 = icmp eq i32 %13, 8
  br i1 %5434, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5435 = mul i32 %5392, 2
  %5436 = sext i32 %5435 to i64
  %5437 = mul i64 %5436, 4
  %5438 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5437
  store float %2213, ptr addrspace(3) %5438, align 4
  %5439 = add i32 %5435, 1
  %5440 = sext i32 %5439 to i64
  %5441 = mul i64 %5440, 4
  %5442 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5441
  store float %2214, ptr addrspace(3) %5442, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5443 = add i32 8, %15
  %5444 = mul i32 %5443, 256
  %5445 = load float, ptr addrspace(5) %v16, align 4
  br i1 %32, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5446 = add i32 %5444, %31
  %5447 = sext i32 %5446 to i64
  %5448 = mul i64 %5447, 4
  %5449 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5448
  store float %5445, ptr addrspace(3) %5449, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5450 = load float, ptr addrspace(5) %v17, align 4
  br i1 %34, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5451 = add i32 %5444, %33
  %5452 = sext i32 %5451 to i64
  %5453 = mul i64 %5452, 4
  %5454 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5453
  store float %5450, ptr addrspace(3) %5454, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5455 = load float, ptr addrspace(5) %v18, align 4
  br i1 %36, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5456 = add i32 %5444, %35
  %5457 = sext i32 %5456 to i64
  %5458 = mul i64 %5457, 4
  %5459 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5458
  store float %5455, ptr addrspace(3) %5459, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5460 = load float, ptr addrspace(5) %v19, align 4
  br i1 %38, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5461 = add i32 %5444, %37
  %5462 = sext i32 %5461 to i64
  %5463 = mul i64 %5462, 4
  %5464 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5463
  store float %5460, ptr addrspace(3) %5464, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5465 = load float, ptr addrspace(5) %v20, align 4
  br i1 %40, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5466 = add i32 %5444, %39
  %5467 = sext i32 %5466 to i64
  %5468 = mul i64 %5467, 4
  %5469 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5468
  store float %5465, ptr addrspace(3) %5469, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5470 = load float, ptr addrspace(5) %v21, align 4
  br i1 %42, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5471 = add i32 %5444, %41
  %5472 = sext i32 %5471 to i64
  %5473 = mul i64 %5472, 4
  %5474 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5473
  store float %5470, ptr addrspace(3) %5474, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5475 = load float, ptr addrspace(5) %v22, align 4
  br i1 %44, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5476 = add i32 %5444, %43
  %5477 = sext i32 %5476 to i64
  %5478 = mul i64 %5477, 4
  %5479 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5478
  store float %5475, ptr addrspace(3) %5479, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5480 = load float, ptr addrspace(5) %v23, align 4
  br i1 %46, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5481 = add i32 %5444, %45
  %5482 = sext i32 %5481 to i64
  %5483 = mul i64 %5482, 4
  %5484 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5483
  store float %5480, ptr addrspace(3) %5484, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5485 = icmp eq i32 %13, 16
  br i1 %5485, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5486 = mul i32 %5443, 2
  %5487 = sext i32 %5486 to i64
  %5488 = mul i64 %5487, 4
  %5489 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5488
  store float %2213, ptr addrspace(3) %5489, align 4
  %5490 = add i32 %5486, 1
  %5491 = sext i32 %5490 to i64
  %5492 = mul i64 %5491, 4
  %5493 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5492
  store float %2214, ptr addrspace(3) %5493, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5494 = add i32 12, %15
  %5495 = mul i32 %5494, 256
  %5496 = load float, ptr addrspace(5) %v24, align 4
  br i1 %32, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5497 = add i32 %5495, %31
  %5498 = sext i32 %5497 to i64
  %5499 = mul i64 %5498, 4
  %5500 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5499
  store float %5496, ptr addrspace(3) %5500, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5501 = load float, ptr addrspace(5) %v25, align 4
  br i1 %34, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5502 = add i32 %5495, %33
  %5503 = sext i32 %5502 to i64
  %5504 = mul i64 %5503, 4
  %5505 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5504
  store float %5501, ptr addrspace(3) %5505, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5506 = load float, ptr addrspace(5) %v26, align 4
  br i1 %36, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5507 = add i32 %5495, %35
  %5508 = sext i32 %5507 to i64
  %5509 = mul i64 %5508, 4
  %5510 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5509
  store float %5506, ptr addrspace(3) %5510, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5511 = load float, ptr addrspace(5) %v27, align 4
  br i1 %38, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5512 = add i32 %5495, %37
  %5513 = sext i32 %5512 to i64
  %5514 = mul i64 %5513, 4
  %5515 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5514
  store float %5511, ptr addrspace(3) %5515, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5516 = load float, ptr addrspace(5) %v28, align 4
  br i1 %40, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5517 = add i32 %5495, %39
  %5518 = sext i32 %5517 to i64
  %5519 = mul i64 %5518, 4
  %5520 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5519
  store float %5516, ptr addrspace(3) %5520, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5521 = load float, ptr addrspace(5) %v29, align 4
  br i1 %42, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5522 = add i32 %5495, %41
  %5523 = sext i32 %5522 to i64
  %5524 = mul i64 %5523, 4
  %5525 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5524
  store float %5521, ptr addrspace(3) %5525, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5526 = load float, ptr addrspace(5) %v30, align 4
  br i1 %44, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5527 = add i32 %5495, %43
  %5528 = sext i32 %5527 to i64
  %5529 = mul i64 %5528, 4
  %5530 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5529
  store float %5526, ptr addrspace(3) %5530, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5531 = load float, ptr addrspace(5) %v31, align 4
  br i1 %46, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5532 = add i32 %5495, %45
  %5533 = sext i32 %5532 to i64
  %5534 = mul i64 %5533, 4
  %5535 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5534
  store float %5531, ptr addrspace(3) %5535, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5536 = icmp eq i32 %13, 24
  br i1 %5536, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5537 = mul i32 %5494, 2
  %5538 = sext i32 %5537 to i64
  %5539 = mul i64 %5538, 4
  %5540 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5539
  store float %2213, ptr addrspace(3) %5540, align 4
  %5541 = add i32 %5537, 1
  %5542 = sext i32 %5541 to i64
  %5543 = mul i64 %5542, 4
  %5544 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5543
  store float %2214, ptr addrspace(3) %5544, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %5545 = load float, ptr addrspace(3) @lds2, align 4
  %5546 = fcmp ogt float %5545, 0xFFF0000000000000
  %5547 = select i1 %5546, float %5545, float 0xFFF0000000000000
  %5548 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5549 = fcmp ogt float %5548, %5547
  %5550 = select i1 %5549, float %5548, float %5547
  %5551 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5552 = fcmp ogt float %5551, %5550
  %5553 = select i1 %5552, float %5551, float %5550
  %5554 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5555 = fcmp ogt float %5554, %5553
  %5556 = select i1 %5555, float %5554, float %5553
  %5557 = fcmp ogt float %24, %5556
  %5558 = select i1 %5557, float %24, float %5556
  %5559 = fsub float %5545, %5558
  %5560 = fmul float %5559, 0x3FF7154760000000
  %5561 = fcmp olt float %5560, -1.260000e+02
  %5562 = fcmp ogt float %5560, 1.270000e+02
  %5563 = select i1 %5561, float -1.260000e+02, float %5560
  %5564 = select i1 %5562, float 1.270000e+02, float %5563
  %5565 = fadd float %5564, 5.000000e-01
  %5566 = call float @llvm.floor.f32(float %5565)
  %5567 = fsub float %5564, %5566
  %5568 = fmul float 0x3EEFFCBFC0000000, %5567
  %5569 = fadd float %5568, 0x3F24309120000000
  %5570 = fmul float %5569, %5567
  %5571 = fadd float %5570, 0x3F55D87FE0000000
  %5572 = fmul float %5571, %5567
  %5573 = fadd float %5572, 0x3F83B2AB60000000
  %5574 = fmul float %5573, %5567
  %5575 = fadd float %5574, 0x3FAC6B08E0000000
  %5576 = fmul float %5575, %5567
  %5577 = fadd float %5576, 0x3FCEBFBE00000000
  %5578 = fmul float %5577, %5567
  %5579 = fadd float %5578, 0x3FE62E4300000000
  %5580 = fmul float %5579, %5567
  %5581 = fadd float %5580, 1.000000e+00
  %5582 = fptosi float %5566 to i32
  %5583 = add i32 %5582, 127
  %5584 = shl i32 %5583, 23
  %5585 = bitcast i32 %5584 to float
  %5586 = fmul float %5581, %5585
  %5587 = select i1 %5561, float 0.000000e+00, float %5586
  %5588 = select i1 %5562, float 0x7FF0000000000000, float %5587
  %5589 = fcmp uno float %5560, %5560
  %5590 = select i1 %5589, float %5560, float %5588
  %5591 = fcmp oeq float %5545, 0xFFF0000000000000
  %5592 = select i1 %5591, float 0.000000e+00, float %5590
  %5593 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5594 = fmul float %5592, %5593
  %5595 = fadd float %5594, 0.000000e+00
  %5596 = fsub float %5548, %5558
  %5597 = fmul float %5596, 0x3FF7154760000000
  %5598 = fcmp olt float %5597, -1.260000e+02
  %5599 = fcmp ogt float %5597, 1.270000e+02
  %5600 = select i1 %5598, float -1.260000e+02, float %5597
  %5601 = select i1 %5599, float 1.270000e+02, float %5600
  %5602 = fadd float %5601, 5.000000e-01
  %5603 = call float @llvm.floor.f32(float %5602)
  %5604 = fsub float %5601, %5603
  %5605 = fmul float 0x3EEFFCBFC0000000, %5604
  %5606 = fadd float %5605, 0x3F24309120000000
  %5607 = fmul float %5606, %5604
  %5608 = fadd float %5607, 0x3F55D87FE0000000
  %5609 = fmul float %5608, %5604
  %5610 = fadd float %5609, 0x3F83B2AB60000000
  %5611 = fmul float %5610, %5604
  %5612 = fadd float %5611, 0x3FAC6B08E0000000
  %5613 = fmul float %5612, %5604
  %5614 = fadd float %5613, 0x3FCEBFBE00000000
  %5615 = fmul float %5614, %5604
  %5616 = fadd float %5615, 0x3FE62E4300000000
  %5617 = fmul float %5616, %5604
  %5618 = fadd float %5617, 1.000000e+00
  %5619 = fptosi float %5603 to i32
  %5620 = add i32 %5619, 127
  %5621 = shl i32 %5620, 23
  %5622 = bitcast i32 %5621 to float
  %5623 = fmul float %5618, %5622
  %5624 = select i1 %5598, float 0.000000e+00, float %5623
  %5625 = select i1 %5599, float 0x7FF0000000000000, float %5624
  %5626 = fcmp uno float %5597, %5597
  %5627 = select i1 %5626, float %5597, float %5625
  %5628 = fcmp oeq float %5548, 0xFFF0000000000000
  %5629 = select i1 %5628, float 0.000000e+00, float %5627
  %5630 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5631 = fmul float %5629, %5630
  %5632 = fadd float %5631, %5595
  %5633 = fsub float %5551, %5558
  %5634 = fmul float %5633, 0x3FF7154760000000
  %5635 = fcmp olt float %5634, -1.260000e+02
  %5636 = fcmp ogt float %5634, 1.270000e+02
  %5637 = select i1 %5635, float -1.260000e+02, float %5634
  %5638 = select i1 %5636, float 1.270000e+02, float %5637
  %5639 = fadd float %5638, 5.000000e-01
  %5640 = call float @llvm.floor.f32(float %5639)
  %5641 = fsub float %5638, %5640
  %5642 = fmul float 0x3EEFFCBFC0000000, %5641
  %5643 = fadd float %5642, 0x3F24309120000000
  %5644 = fmul float %5643, %5641
  %5645 = fadd float %5644, 0x3F55D87FE0000000
  %5646 = fmul float %5645, %5641
  %5647 = fadd float %5646, 0x3F83B2AB60000000
  %5648 = fmul float %5647, %5641
  %5649 = fadd float %5648, 0x3FAC6B08E0000000
  %5650 = fmul float %5649, %5641
  %5651 = fadd float %5650, 0x3FCEBFBE00000000
  %5652 = fmul float %5651, %5641
  %5653 = fadd float %5652, 0x3FE62E4300000000
  %5654 = fmul float %5653, %5641
  %5655 = fadd float %5654, 1.000000e+00
  %5656 = fptosi float %5640 to i32
  %5657 = add i32 %5656, 127
  %5658 = shl i32 %5657, 23
  %5659 = bitcast i32 %5658 to float
  %5660 = fmul float %5655, %5659
  %5661 = select i1 %5635, float 0.000000e+00, float %5660
  %5662 = select i1 %5636, float 0x7FF0000000000000, float %5661
  %5663 = fcmp uno float %5634, %5634
  %5664 = select i1 %5663, float %5634, float %5662
  %5665 = fcmp oeq float %5551, 0xFFF0000000000000
  %5666 = select i1 %5665, float 0.000000e+00, float %5664
  %5667 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5668 = fmul float %5666, %5667
  %5669 = fadd float %5668, %5632
  %5670 = fsub float %5554, %5558
  %5671 = fmul float %5670, 0x3FF7154760000000
  %5672 = fcmp olt float %5671, -1.260000e+02
  %5673 = fcmp ogt float %5671, 1.270000e+02
  %5674 = select i1 %5672, float -1.260000e+02, float %5671
  %5675 = select i1 %5673, float 1.270000e+02, float %5674
  %5676 = fadd float %5675, 5.000000e-01
  %5677 = call float @llvm.floor.f32(float %5676)
  %5678 = fsub float %5675, %5677
  %5679 = fmul float 0x3EEFFCBFC0000000, %5678
  %5680 = fadd float %5679, 0x3F24309120000000
  %5681 = fmul float %5680, %5678
  %5682 = fadd float %5681, 0x3F55D87FE0000000
  %5683 = fmul float %5682, %5678
  %5684 = fadd float %5683, 0x3F83B2AB60000000
  %5685 = fmul float %5684, %5678
  %5686 = fadd float %5685, 0x3FAC6B08E0000000
  %5687 = fmul float %5686, %5678
  %5688 = fadd float %5687, 0x3FCEBFBE00000000
  %5689 = fmul float %5688, %5678
  %5690 = fadd float %5689, 0x3FE62E4300000000
  %5691 = fmul float %5690, %5678
  %5692 = fadd float %5691, 1.000000e+00
  %5693 = fptosi float %5677 to i32
  %5694 = add i32 %5693, 127
  %5695 = shl i32 %5694, 23
  %5696 = bitcast i32 %5695 to float
  %5697 = fmul float %5692, %5696
  %5698 = select i1 %5672, float 0.000000e+00, float %5697
  %5699 = select i1 %5673, float 0x7FF0000000000000, float %5698
  %5700 = fcmp uno float %5671, %5671
  %5701 = select i1 %5700, float %5671, float %5699
  %5702 = fcmp oeq float %5554, 0xFFF0000000000000
  %5703 = select i1 %5702, float 0.000000e+00, float %5701
  %5704 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5705 = fmul float %5703, %5704
  %5706 = fadd float %5705, %5669
  %5707 = fsub float %24, %5558
  %5708 = fmul float %5707, 0x3FF7154760000000
  %5709 = fcmp olt float %5708, -1.260000e+02
  %5710 = fcmp ogt float %5708, 1.270000e+02
  %5711 = select i1 %5709, float -1.260000e+02, float %5708
  %5712 = select i1 %5710, float 1.270000e+02, float %5711
  %5713 = fadd float %5712, 5.000000e-01
  %5714 = call float @llvm.floor.f32(float %5713)
  %5715 = fsub float %5712, %5714
  %5716 = fmul float 0x3EEFFCBFC0000000, %5715
  %5717 = fadd float %5716, 0x3F24309120000000
  %5718 = fmul float %5717, %5715
  %5719 = fadd float %5718, 0x3F55D87FE0000000
  %5720 = fmul float %5719, %5715
  %5721 = fadd float %5720, 0x3F83B2AB60000000
  %5722 = fmul float %5721, %5715
  %5723 = fadd float %5722, 0x3FAC6B08E0000000
  %5724 = fmul float %5723, %5715
  %5725 = fadd float %5724, 0x3FCEBFBE00000000
  %5726 = fmul float %5725, %5715
  %5727 = fadd float %5726, 0x3FE62E4300000000
  %5728 = fmul float %5727, %5715
  %5729 = fadd float %5728, 1.000000e+00
  %5730 = fptosi float %5714 to i32
  %5731 = add i32 %5730, 127
  %5732 = shl i32 %5731, 23
  %5733 = bitcast i32 %5732 to float
  %5734 = fmul float %5729, %5733
  %5735 = select i1 %5709, float 0.000000e+00, float %5734
  %5736 = select i1 %5710, float 0x7FF0000000000000, float %5735
  %5737 = fcmp uno float %5708, %5708
  %5738 = select i1 %5737, float %5708, float %5736
  %5739 = fadd float %5706, %5738
  br i1 %48, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %11, ptr addrspace(5) %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5740 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5741 = fcmp ogt float %5740, 0xFFF0000000000000
  %5742 = select i1 %5741, float %5740, float 0xFFF0000000000000
  %5743 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5744 = fcmp ogt float %5743, %5742
  %5745 = select i1 %5744, float %5743, float %5742
  %5746 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5747 = fcmp ogt float %5746, %5745
  %5748 = select i1 %5747, float %5746, float %5745
  %5749 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5750 = fcmp ogt float %5749, %5748
  %5751 = select i1 %5750, float %5749, float %5748
  %5752 = fcmp ogt float %24, %5751
  %5753 = select i1 %5752, float %24, float %5751
  %5754 = fsub float %5740, %5753
  %5755 = fmul float %5754, 0x3FF7154760000000
  %5756 = fcmp olt float %5755, -1.260000e+02
  %5757 = fcmp ogt float %5755, 1.270000e+02
  %5758 = select i1 %5756, float -1.260000e+02, float %5755
  %5759 = select i1 %5757, float 1.270000e+02, float %5758
  %5760 = fadd float %5759, 5.000000e-01
  %5761 = call float @llvm.floor.f32(float %5760)
  %5762 = fsub float %5759, %5761
  %5763 = fmul float 0x3EEFFCBFC0000000, %5762
  %5764 = fadd float %5763, 0x3F24309120000000
  %5765 = fmul float %5764, %5762
  %5766 = fadd float %5765, 0x3F55D87FE0000000
  %5767 = fmul float %5766, %5762
  %5768 = fadd float %5767, 0x3F83B2AB60000000
  %5769 = fmul float %5768, %5762
  %5770 = fadd float %5769, 0x3FAC6B08E0000000
  %5771 = fmul float %5770, %5762
  %5772 = fadd float %5771, 0x3FCEBFBE00000000
  %5773 = fmul float %5772, %5762
  %5774 = fadd float %5773, 0x3FE62E4300000000
  %5775 = fmul float %5774, %5762
  %5776 = fadd float %5775, 1.000000e+00
  %5777 = fptosi float %5761 to i32
  %5778 = add i32 %5777, 127
  %5779 = shl i32 %5778, 23
  %5780 = bitcast i32 %5779 to float
  %5781 = fmul float %5776, %5780
  %5782 = select i1 %5756, float 0.000000e+00, float %5781
  %5783 = select i1 %5757, float 0x7FF0000000000000, float %5782
  %5784 = fcmp uno float %5755, %5755
  %5785 = select i1 %5784, float %5755, float %5783
  %5786 = fcmp oeq float %5740, 0xFFF0000000000000
  %5787 = select i1 %5786, float 0.000000e+00, float %5785
  %5788 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5789 = fmul float %5787, %5788
  %5790 = fadd float %5789, 0.000000e+00
  %5791 = fsub float %5743, %5753
  %5792 = fmul float %5791, 0x3FF7154760000000
  %5793 = fcmp olt float %5792, -1.260000e+02
  %5794 = fcmp ogt float %5792, 1.270000e+02
  %5795 = select i1 %5793, float -1.260000e+02, float %5792
  %5796 = select i1 %5794, float 1.270000e+02, float %5795
  %5797 = fadd float %5796, 5.000000e-01
  %5798 = call float @llvm.floor.f32(float %5797)
  %5799 = fsub float %5796, %5798
  %5800 = fmul float 0x3EEFFCBFC0000000, %5799
  %5801 = fadd float %5800, 0x3F24309120000000
  %5802 = fmul float %5801, %5799
  %5803 = fadd float %5802, 0x3F55D87FE0000000
  %5804 = fmul float %5803, %5799
  %5805 = fadd float %5804, 0x3F83B2AB60000000
  %5806 = fmul float %5805, %5799
  %5807 = fadd float %5806, 0x3FAC6B08E0000000
  %5808 = fmul float %5807, %5799
  %5809 = fadd float %5808, 0x3FCEBFBE00000000
  %5810 = fmul float %5809, %5799
  %5811 = fadd float %5810, 0x3FE62E4300000000
  %5812 = fmul float %5811, %5799
  %5813 = fadd float %5812, 1.000000e+00
  %5814 = fptosi float %5798 to i32
  %5815 = add i32 %5814, 127
  %5816 = shl i32 %5815, 23
  %5817 = bitcast i32 %5816 to float
  %5818 = fmul float %5813, %5817
  %5819 = select i1 %5793, float 0.000000e+00, float %5818
  %5820 = select i1 %5794, float 0x7FF0000000000000, float %5819
  %5821 = fcmp uno float %5792, %5792
  %5822 = select i1 %5821, float %5792, float %5820
  %5823 = fcmp oeq float %5743, 0xFFF0000000000000
  %5824 = select i1 %5823, float 0.000000e+00, float %5822
  %5825 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5826 = fmul float %5824, %5825
  %5827 = fadd float %5826, %5790
  %5828 = fsub float %5746, %5753
  %5829 = fmul float %5828, 0x3FF7154760000000
  %5830 = fcmp olt float %5829, -1.260000e+02
  %5831 = fcmp ogt float %5829, 1.270000e+02
  %5832 = select i1 %5830, float -1.260000e+02, float %5829
  %5833 = select i1 %5831, float 1.270000e+02, float %5832
  %5834 = fadd float %5833, 5.000000e-01
  %5835 = call float @llvm.floor.f32(float %5834)
  %5836 = fsub float %5833, %5835
  %5837 = fmul float 0x3EEFFCBFC0000000, %5836
  %5838 = fadd float %5837, 0x3F24309120000000
  %5839 = fmul float %5838, %5836
  %5840 = fadd float %5839, 0x3F55D87FE0000000
  %5841 = fmul float %5840, %5836
  %5842 = fadd float %5841, 0x3F83B2AB60000000
  %5843 = fmul float %5842, %5836
  %5844 = fadd float %5843, 0x3FAC6B08E0000000
  %5845 = fmul float %5844, %5836
  %5846 = fadd float %5845, 0x3FCEBFBE00000000
  %5847 = fmul float %5846, %5836
  %5848 = fadd float %5847, 0x3FE62E4300000000
  %5849 = fmul float %5848, %5836
  %5850 = fadd float %5849, 1.000000e+00
  %5851 = fptosi float %5835 to i32
  %5852 = add i32 %5851, 127
  %5853 = shl i32 %5852, 23
  %5854 = bitcast i32 %5853 to float
  %5855 = fmul float %5850, %5854
  %5856 = select i1 %5830, float 0.000000e+00, float %5855
  %5857 = select i1 %5831, float 0x7FF0000000000000, float %5856
  %5858 = fcmp uno float %5829, %5829
  %5859 = select i1 %5858, float %5829, float %5857
  %5860 = fcmp oeq float %5746, 0xFFF0000000000000
  %5861 = select i1 %5860, float 0.000000e+00, float %5859
  %5862 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5863 = fmul float %5861, %5862
  %5864 = fadd float %5863, %5827
  %5865 = fsub float %5749, %5753
  %5866 = fmul float %5865, 0x3FF7154760000000
  %5867 = fcmp olt float %5866, -1.260000e+02
  %5868 = fcmp ogt float %5866, 1.270000e+02
  %5869 = select i1 %5867, float -1.260000e+02, float %5866
  %5870 = select i1 %5868, float 1.270000e+02, float %5869
  %5871 = fadd float %5870, 5.000000e-01
  %5872 = call float @llvm.floor.f32(float %5871)
  %5873 = fsub float %5870, %5872
  %5874 = fmul float 0x3EEFFCBFC0000000, %5873
  %5875 = fadd float %5874, 0x3F24309120000000
  %5876 = fmul float %5875, %5873
  %5877 = fadd float %5876, 0x3F55D87FE0000000
  %5878 = fmul float %5877, %5873
  %5879 = fadd float %5878, 0x3F83B2AB60000000
  %5880 = fmul float %5879, %5873
  %5881 = fadd float %5880, 0x3FAC6B08E0000000
  %5882 = fmul float %5881, %5873
  %5883 = fadd float %5882, 0x3FCEBFBE00000000
  %5884 = fmul float %5883, %5873
  %5885 = fadd float %5884, 0x3FE62E4300000000
  %5886 = fmul float %5885, %5873
  %5887 = fadd float %5886, 1.000000e+00
  %5888 = fptosi float %5872 to i32
  %5889 = add i32 %5888, 127
  %5890 = shl i32 %5889, 23
  %5891 = bitcast i32 %5890 to float
  %5892 = fmul float %5887, %5891
  %5893 = select i1 %5867, float 0.000000e+00, float %5892
  %5894 = select i1 %5868, float 0x7FF0000000000000, float %5893
  %5895 = fcmp uno float %5866, %5866
  %5896 = select i1 %5895, float %5866, float %5894
  %5897 = fcmp oeq float %5749, 0xFFF0000000000000
  %5898 = select i1 %5897, float 0.000000e+00, float %5896
  %5899 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5900 = fmul float %5898, %5899
  %5901 = fadd float %5900, %5864
  %5902 = fsub float %24, %5753
  %5903 = fmul float %5902, 0x3FF7154760000000
  %5904 = fcmp olt float %5903, -1.260000e+02
  %5905 = fcmp ogt float %5903, 1.270000e+02
  %5906 = select i1 %5904, float -1.260000e+02, float %5903
  %5907 = select i1 %5905, float 1.270000e+02, float %5906
  %5908 = fadd float %5907, 5.000000e-01
  %5909 = call float @llvm.floor.f32(float %5908)
  %5910 = fsub float %5907, %5909
  %5911 = fmul float 0x3EEFFCBFC0000000, %5910
  %5912 = fadd float %5911, 0x3F24309120000000
  %5913 = fmul float %5912, %5910
  %5914 = fadd float %5913, 0x3F55D87FE0000000
  %5915 = fmul float %5914, %5910
  %5916 = fadd float %5915, 0x3F83B2AB60000000
  %5917 = fmul float %5916, %5910
  %5918 = fadd float %5917, 0x3FAC6B08E0000000
  %5919 = fmul float %5918, %5910
  %5920 = fadd float %5919, 0x3FCEBFBE00000000
  %5921 = fmul float %5920, %5910
  %5922 = fadd float %5921, 0x3FE62E4300000000
  %5923 = fmul float %5922, %5910
  %5924 = fadd float %5923, 1.000000e+00
  %5925 = fptosi float %5909 to i32
  %5926 = add i32 %5925, 127
  %5927 = shl i32 %5926, 23
  %5928 = bitcast i32 %5927 to float
  %5929 = fmul float %5924, %5928
  %5930 = select i1 %5904, float 0.000000e+00, float %5929
  %5931 = select i1 %5905, float 0x7FF0000000000000, float %5930
  %5932 = fcmp uno float %5903, %5903
  %5933 = select i1 %5932, float %5903, float %5931
  %5934 = fadd float %5901, %5933
  br i1 %110, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5935 = load i32, ptr addrspace(5) %v115, align 4
  %5936 = icmp slt i32 %5935, %6
  br i1 %5936, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5937 = load i32, ptr addrspace(5) %v115, align 4
  %5938 = add i32 0, %5937
  %5939 = sext i32 %5938 to i64
  %5940 = mul i64 %5939, 4
  %5941 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5940
  %5942 = load float, ptr addrspace(3) %5941, align 4
  %5943 = fmul float %5592, %5942
  %5944 = fadd float %5943, 0.000000e+00
  %5945 = add i32 256, %5937
  %5946 = sext i32 %5945 to i64
  %5947 = mul i64 %5946, 4
  %5948 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5947
  %5949 = load float, ptr addrspace(3) %5948, align 4
  %5950 = fmul float %5629, %5949
  %5951 = fadd float %5950, %5944
  %5952 = add i32 512, %5937
  %5953 = sext i32 %5952 to i64
  %5954 = mul i64 %5953, 4
  %5955 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5954
  %5956 = load float, ptr addrspace(3) %5955, align 4
  %5957 = fmul float %5666, %5956
  %5958 = fadd float %5957, %5951
  %5959 = add i32 768, %5937
  %5960 = sext i32 %5959 to i64
  %5961 = mul i64 %5960, 4
  %5962 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5961
  %5963 = load float, ptr addrspace(3) %5962, align 4
  %5964 = fmul float %5703, %5963
  %5965 = fadd float %5964, %5958
  %5966 = add i32 %52, %5937
  %5967 = fdiv float %5965, %5739
  %5968 = sext i32 %5966 to i64
  %5969 = mul i64 %5968, 4
  %5970 = getelementptr i8, ptr addrspace(1) %0, i64 %5969
  store float %5967, ptr addrspace(1) %5970, align 4
  %5971 = load i32, ptr addrspace(5) %v115, align 4
  %5972 = add i32 %5971, 128
  store i32 %5972, ptr addrspace(5) %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %11, ptr addrspace(5) %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5973 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5974 = fcmp ogt float %5973, 0xFFF0000000000000
  %5975 = select i1 %5974, float %5973, float 0xFFF0000000000000
  %5976 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5977 = fcmp ogt float %5976, %5975
  %5978 = select i1 %5977, float %5976, float %5975
  %5979 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5980 = fcmp ogt float %5979, %5978
  %5981 = select i1 %5980, float %5979, float %5978
  %5982 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5983 = fcmp ogt float %5982, %5981
  %5984 = select i1 %5983, float %5982, float %5981
  %5985 = fcmp ogt float %24, %5984
  %5986 = select i1 %5985, float %24, float %5984
  %5987 = fsub float %5973, %5986
  %5988 = fmul float %5987, 0x3FF7154760000000
  %5989 = fcmp olt float %5988, -1.260000e+02
  %5990 = fcmp ogt float %5988, 1.270000e+02
  %5991 = select i1 %5989, float -1.260000e+02, float %5988
  %5992 = select i1 %5990, float 1.270000e+02, float %5991
  %5993 = fadd float %5992, 5.000000e-01
  %5994 = call float @llvm.floor.f32(float %5993)
  %5995 = fsub float %5992, %5994
  %5996 = fmul float 0x3EEFFCBFC0000000, %5995
  %5997 = fadd float %5996, 0x3F24309120000000
  %5998 = fmul float %5997, %5995
  %5999 = fadd float %5998, 0x3F55D87FE0000000
  %6000 = fmul float %5999, %5995
  %6001 = fadd float %6000, 0x3F83B2AB60000000
  %6002 = fmul float %6001, %5995
  %6003 = fadd float %6002, 0x3FAC6B08E0000000
  %6004 = fmul float %6003, %5995
  %6005 = fadd float %6004, 0x3FCEBFBE00000000
  %6006 = fmul float %6005, %5995
  %6007 = fadd float %6006, 0x3FE62E4300000000
  %6008 = fmul float %6007, %5995
  %6009 = fadd float %6008, 1.000000e+00
  %6010 = fptosi float %5994 to i32
  %6011 = add i32 %6010, 127
  %6012 = shl i32 %6011, 23
  %6013 = bitcast i32 %6012 to float
  %6014 = fmul float %6009, %6013
  %6015 = select i1 %5989, float 0.000000e+00, float %6014
  %6016 = select i1 %5990, float 0x7FF0000000000000, float %6015
  %6017 = fcmp uno float %5988, %5988
  %6018 = select i1 %6017, float %5988, float %6016
  %6019 = fcmp oeq float %5973, 0xFFF0000000000000
  %6020 = select i1 %6019, float 0.000000e+00, float %6018
  %6021 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %6022 = fmul float %6020, %6021
  %6023 = fadd float %6022, 0.000000e+00
  %6024 = fsub float %5976, %5986
  %6025 = fmul float %6024, 0x3FF7154760000000
  %6026 = fcmp olt float %6025, -1.260000e+02
  %6027 = fcmp ogt float %6025, 1.270000e+02
  %6028 = select i1 %6026, float -1.260000e+02, float %6025
  %6029 = select i1 %6027, float 1.270000e+02, float %6028
  %6030 = fadd float %6029, 5.000000e-01
  %6031 = call float @llvm.floor.f32(float %6030)
  %6032 = fsub float %6029, %6031
  %6033 = fmul float 0x3EEFFCBFC0000000, %6032
  %6034 = fadd float %6033, 0x3F24309120000000
  %6035 = fmul float %6034, %6032
  %6036 = fadd float %6035, 0x3F55D87FE0000000
  %6037 = fmul float %6036, %6032
  %6038 = fadd float %6037, 0x3F83B2AB60000000
  %6039 = fmul float %6038, %6032
  %6040 = fadd float %6039, 0x3FAC6B08E0000000
  %6041 = fmul float %6040, %6032
  %6042 = fadd float %6041, 0x3FCEBFBE00000000
  %6043 = fmul float %6042, %6032
  %6044 = fadd float %6043, 0x3FE62E4300000000
  %6045 = fmul float %6044, %6032
  %6046 = fadd float %6045, 1.000000e+00
  %6047 = fptosi float %6031 to i32
  %6048 = add i32 %6047, 127
  %6049 = shl i32 %6048, 23
  %6050 = bitcast i32 %6049 to float
  %6051 = fmul float %6046, %6050
  %6052 = select i1 %6026, float 0.000000e+00, float %6051
  %6053 = select i1 %6027, float 0x7FF0000000000000, float %6052
  %6054 = fcmp uno float %6025, %6025
  %6055 = select i1 %6054, float %6025, float %6053
  %6056 = fcmp oeq float %5976, 0xFFF0000000000000
  %6057 = select i1 %6056, float 0.000000e+00, float %6055
  %6058 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %6059 = fmul float %6057, %6058
  %6060 = fadd float %6059, %6023
  %6061 = fsub float %5979, %5986
  %6062 = fmul float %6061, 0x3FF7154760000000
  %6063 = fcmp olt float %6062, -1.260000e+02
  %6064 = fcmp ogt float %6062, 1.270000e+02
  %6065 = select i1 %6063, float -1.260000e+02, float %6062
  %6066 = select i1 %6064, float 1.270000e+02, float %6065
  %6067 = fadd float %6066, 5.000000e-01
  %6068 = call float @llvm.floor.f32(float %6067)
  %6069 = fsub float %6066, %6068
  %6070 = fmul float 0x3EEFFCBFC0000000, %6069
  %6071 = fadd float %6070, 0x3F24309120000000
  %6072 = fmul float %6071, %6069
  %6073 = fadd float %6072, 0x3F55D87FE0000000
  %6074 = fmul float %6073, %6069
  %6075 = fadd float %6074, 0x3F83B2AB60000000
  %6076 = fmul float %6075, %6069
  %6077 = fadd float %6076, 0x3FAC6B08E0000000
  %6078 = fmul float %6077, %6069
  %6079 = fadd float %6078, 0x3FCEBFBE00000000
  %6080 = fmul float %6079, %6069
  %6081 = fadd float %6080, 0x3FE62E4300000000
  %6082 = fmul float %6081, %6069
  %6083 = fadd float %6082, 1.000000e+00
  %6084 = fptosi float %6068 to i32
  %6085 = add i32 %6084, 127
  %6086 = shl i32 %6085, 23
  %6087 = bitcast i32 %6086 to float
  %6088 = fmul float %6083, %6087
  %6089 = select i1 %6063, float 0.000000e+00, float %6088
  %6090 = select i1 %6064, float 0x7FF0000000000000, float %6089
  %6091 = fcmp uno float %6062, %6062
  %6092 = select i1 %6091, float %6062, float %6090
  %6093 = fcmp oeq float %5979, 0xFFF0000000000000
  %6094 = select i1 %6093, float 0.000000e+00, float %6092
  %6095 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %6096 = fmul float %6094, %6095
  %6097 = fadd float %6096, %6060
  %6098 = fsub float %5982, %5986
  %6099 = fmul float %6098, 0x3FF7154760000000
  %6100 = fcmp olt float %6099, -1.260000e+02
  %6101 = fcmp ogt float %6099, 1.270000e+02
  %6102 = select i1 %6100, float -1.260000e+02, float %6099
  %6103 = select i1 %6101, float 1.270000e+02, float %6102
  %6104 = fadd float %6103, 5.000000e-01
  %6105 = call float @llvm.floor.f32(float %6104)
  %6106 = fsub float %6103, %6105
  %6107 = fmul float 0x3EEFFCBFC0000000, %6106
  %6108 = fadd float %6107, 0x3F24309120000000
  %6109 = fmul float %6108, %6106
  %6110 = fadd float %6109, 0x3F55D87FE0000000
  %6111 = fmul float %6110, %6106
  %6112 = fadd float %6111, 0x3F83B2AB60000000
  %6113 = fmul float %6112, %6106
  %6114 = fadd float %6113, 0x3FAC6B08E0000000
  %6115 = fmul float %6114, %6106
  %6116 = fadd float %6115, 0x3FCEBFBE00000000
  %6117 = fmul float %6116, %6106
  %6118 = fadd float %6117, 0x3FE62E4300000000
  %6119 = fmul float %6118, %6106
  %6120 = fadd float %6119, 1.000000e+00
  %6121 = fptosi float %6105 to i32
  %6122 = add i32 %6121, 127
  %6123 = shl i32 %6122, 23
  %6124 = bitcast i32 %6123 to float
  %6125 = fmul float %6120, %6124
  %6126 = select i1 %6100, float 0.000000e+00, float %6125
  %6127 = select i1 %6101, float 0x7FF0000000000000, float %6126
  %6128 = fcmp uno float %6099, %6099
  %6129 = select i1 %6128, float %6099, float %6127
  %6130 = fcmp oeq float %5982, 0xFFF0000000000000
  %6131 = select i1 %6130, float 0.000000e+00, float %6129
  %6132 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %6133 = fmul float %6131, %6132
  %6134 = fadd float %6133, %6097
  %6135 = fsub float %24, %5986
  %6136 = fmul float %6135, 0x3FF7154760000000
  %6137 = fcmp olt float %6136, -1.260000e+02
  %6138 = fcmp ogt float %6136, 1.270000e+02
  %6139 = select i1 %6137, float -1.260000e+02, float %6136
  %6140 = select i1 %6138, float 1.270000e+02, float %6139
  %6141 = fadd float %6140, 5.000000e-01
  %6142 = call float @llvm.floor.f32(float %6141)
  %6143 = fsub float %6140, %6142
  %6144 = fmul float 0x3EEFFCBFC0000000, %6143
  %6145 = fadd float %6144, 0x3F24309120000000
  %6146 = fmul float %6145, %6143
  %6147 = fadd float %6146, 0x3F55D87FE0000000
  %6148 = fmul float %6147, %6143
  %6149 = fadd float %6148, 0x3F83B2AB60000000
  %6150 = fmul float %6149, %6143
  %6151 = fadd float %6150, 0x3FAC6B08E0000000
  %6152 = fmul float %6151, %6143
  %6153 = fadd float %6152, 0x3FCEBFBE00000000
  %6154 = fmul float %6153, %6143
  %6155 = fadd float %6154, 0x3FE62E4300000000
  %6156 = fmul float %6155, %6143
  %6157 = fadd float %6156, 1.000000e+00
  %6158 = fptosi float %6142 to i32
  %6159 = add i32 %6158, 127
  %6160 = shl i32 %6159, 23
  %6161 = bitcast i32 %6160 to float
  %6162 = fmul float %6157, %6161
  %6163 = select i1 %6137, float 0.000000e+00, float %6162
  %6164 = select i1 %6138, float 0x7FF0000000000000, float %6163
  %6165 = fcmp uno float %6136, %6136
  %6166 = select i1 %6165, float %6136, float %6164
  %6167 = fadd float %6134, %6166
  br i1 %172, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %6168 = load i32, ptr addrspace(5) %v121, align 4
  %6169 = icmp slt i32 %6168, %6
  br i1 %6169, label %body123, label %done124

body123:                                          ; preds = %loop122
  %6170 = load i32, ptr addrspace(5) %v121, align 4
  %6171 = add i32 1024, %6170
  %6172 = sext i32 %6171 to i64
  %6173 = mul i64 %6172, 4
  %6174 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6173
  %6175 = load float, ptr addrspace(3) %6174, align 4
  %6176 = fmul float %5787, %6175
  %6177 = fadd float %6176, 0.000000e+00
  %6178 = add i32 1280, %6170
  %6179 = sext i32 %6178 to i64
  %6180 = mul i64 %6179, 4
  %6181 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6180
  %6182 = load float, ptr addrspace(3) %6181, align 4
  %6183 = fmul float %5824, %6182
  %6184 = fadd float %6183, %6177
  %6185 = add i32 1536, %6170
  %6186 = sext i32 %6185 to i64
  %6187 = mul i64 %6186, 4
  %6188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6187
  %6189 = load float, ptr addrspace(3) %6188, align 4
  %6190 = fmul float %5861, %6189
  %6191 = fadd float %6190, %6184
  %6192 = add i32 1792, %6170
  %6193 = sext i32 %6192 to i64
  %6194 = mul i64 %6193, 4
  %6195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6194
  %6196 = load float, ptr addrspace(3) %6195, align 4
  %6197 = fmul float %5898, %6196
  %6198 = fadd float %6197, %6191
  %6199 = add i32 %114, %6170
  %6200 = fdiv float %6198, %5934
  %6201 = sext i32 %6199 to i64
  %6202 = mul i64 %6201, 4
  %6203 = getelementptr i8, ptr addrspace(1) %0, i64 %6202
  store float %6200, ptr addrspace(1) %6203, align 4
  %6204 = load i32, ptr addrspace(5) %v121, align 4
  %6205 = add i32 %6204, 128
  store i32 %6205, ptr addrspace(5) %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %11, ptr addrspace(5) %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %6206 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %6207 = fcmp ogt float %6206, 0xFFF0000000000000
  %6208 = select i1 %6207, float %6206, float 0xFFF0000000000000
  %6209 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %6210 = fcmp ogt float %6209, %6208
  %6211 = select i1 %6210, float %6209, float %6208
  %6212 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %6213 = fcmp ogt float %6212, %6211
  %6214 = select i1 %6213, float %6212, float %6211
  %6215 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %6216 = fcmp ogt float %6215, %6214
  %6217 = select i1 %6216, float %6215, float %6214
  %6218 = fcmp ogt float %24, %6217
  %6219 = select i1 %6218, float %24, float %6217
  %6220 = fsub float %6206, %6219
  %6221 = fmul float %6220, 0x3FF7154760000000
  %6222 = fcmp olt float %6221, -1.260000e+02
  %6223 = fcmp ogt float %6221, 1.270000e+02
  %6224 = select i1 %6222, float -1.260000e+02, float %6221
  %6225 = select i1 %6223, float 1.270000e+02, float %6224
  %6226 = fadd float %6225, 5.000000e-01
  %6227 = call float @llvm.floor.f32(float %6226)
  %6228 = fsub float %6225, %6227
  %6229 = fmul float 0x3EEFFCBFC0000000, %6228
  %6230 = fadd float %6229, 0x3F24309120000000
  %6231 = fmul float %6230, %6228
  %6232 = fadd float %6231, 0x3F55D87FE0000000
  %6233 = fmul float %6232, %6228
  %6234 = fadd float %6233, 0x3F83B2AB60000000
  %6235 = fmul float %6234, %6228
  %6236 = fadd float %6235, 0x3FAC6B08E0000000
  %6237 = fmul float %6236, %6228
  %6238 = fadd float %6237, 0x3FCEBFBE00000000
  %6239 = fmul float %6238, %6228
  %6240 = fadd float %6239, 0x3FE62E4300000000
  %6241 = fmul float %6240, %6228
  %6242 = fadd float %6241, 1.000000e+00
  %6243 = fptosi float %6227 to i32
  %6244 = add i32 %6243, 127
  %6245 = shl i32 %6244, 23
  %6246 = bitcast i32 %6245 to float
  %6247 = fmul float %6242, %6246
  %6248 = select i1 %6222, float 0.000000e+00, float %6247
  %6249 = select i1 %6223, float 0x7FF0000000000000, float %6248
  %6250 = fcmp uno float %6221, %6221
  %6251 = select i1 %6250, float %6221, float %6249
  %6252 = fcmp oeq float %6206, 0xFFF0000000000000
  %6253 = select i1 %6252, float 0.000000e+00, float %6251
  %6254 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %6255 = fmul float %6253, %6254
  %6256 = fadd float %6255, 0.000000e+00
  %6257 = fsub float %6209, %6219
  %6258 = fmul float %6257, 0x3FF7154760000000
  %6259 = fcmp olt float %6258, -1.260000e+02
  %6260 = fcmp ogt float %6258, 1.270000e+02
  %6261 = select i1 %6259, float -1.260000e+02, float %6258
  %6262 = select i1 %6260, float 1.270000e+02, float %6261
  %6263 = fadd float %6262, 5.000000e-01
  %6264 = call float @llvm.floor.f32(float %6263)
  %6265 = fsub float %6262, %6264
  %6266 = fmul float 0x3EEFFCBFC0000000, %6265
  %6267 = fadd float %6266, 0x3F24309120000000
  %6268 = fmul float %6267, %6265
  %6269 = fadd float %6268, 0x3F55D87FE0000000
  %6270 = fmul float %6269, %6265
  %6271 = fadd float %6270, 0x3F83B2AB60000000
  %6272 = fmul float %6271, %6265
  %6273 = fadd float %6272, 0x3FAC6B08E0000000
  %6274 = fmul float %6273, %6265
  %6275 = fadd float %6274, 0x3FCEBFBE00000000
  %6276 = fmul float %6275, %6265
  %6277 = fadd float %6276, 0x3FE62E4300000000
  %6278 = fmul float %6277, %6265
  %6279 = fadd float %6278, 1.000000e+00
  %6280 = fptosi float %6264 to i32
  %6281 = add i32 %6280, 127
  %6282 = shl i32 %6281, 23
  %6283 = bitcast i32 %6282 to float
  %6284 = fmul float %6279, %6283
  %6285 = select i1 %6259, float 0.000000e+00, float %6284
  %6286 = select i1 %6260, float 0x7FF0000000000000, float %6285
  %6287 = fcmp uno float %6258, %6258
  %6288 = select i1 %6287, float %6258, float %6286
  %6289 = fcmp oeq float %6209, 0xFFF0000000000000
  %6290 = select i1 %6289, float 0.000000e+00, float %6288
  %6291 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %6292 = fmul float %6290, %6291
  %6293 = fadd float %6292, %6256
  %6294 = fsub float %6212, %6219
  %6295 = fmul float %6294, 0x3FF7154760000000
  %6296 = fcmp olt float %6295, -1.260000e+02
  %6297 = fcmp ogt float %6295, 1.270000e+02
  %6298 = select i1 %6296, float -1.260000e+02, float %6295
  %6299 = select i1 %6297, float 1.270000e+02, float %6298
  %6300 = fadd float %6299, 5.000000e-01
  %6301 = call float @llvm.floor.f32(float %6300)
  %6302 = fsub float %6299, %6301
  %6303 = fmul float 0x3EEFFCBFC0000000, %6302
  %6304 = fadd float %6303, 0x3F24309120000000
  %6305 = fmul float %6304, %6302
  %6306 = fadd float %6305, 0x3F55D87FE0000000
  %6307 = fmul float %6306, %6302
  %6308 = fadd float %6307, 0x3F83B2AB60000000
  %6309 = fmul float %6308, %6302
  %6310 = fadd float %6309, 0x3FAC6B08E0000000
  %6311 = fmul float %6310, %6302
  %6312 = fadd float %6311, 0x3FCEBFBE00000000
  %6313 = fmul float %6312, %6302
  %6314 = fadd float %6313, 0x3FE62E4300000000
  %6315 = fmul float %6314, %6302
  %6316 = fadd float %6315, 1.000000e+00
  %6317 = fptosi float %6301 to i32
  %6318 = add i32 %6317, 127
  %6319 = shl i32 %6318, 23
  %6320 = bitcast i32 %6319 to float
  %6321 = fmul float %6316, %6320
  %6322 = select i1 %6296, float 0.000000e+00, float %6321
  %6323 = select i1 %6297, float 0x7FF0000000000000, float %6322
  %6324 = fcmp uno float %6295, %6295
  %6325 = select i1 %6324, float %6295, float %6323
  %6326 = fcmp oeq float %6212, 0xFFF0000000000000
  %6327 = select i1 %6326, float 0.000000e+00, float %6325
  %6328 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %6329 = fmul float %6327, %6328
  %6330 = fadd float %6329, %6293
  %6331 = fsub float %6215, %6219
  %6332 = fmul float %6331, 0x3FF7154760000000
  %6333 = fcmp olt float %6332, -1.260000e+02
  %6334 = fcmp ogt float %6332, 1.270000e+02
  %6335 = select i1 %6333, float -1.260000e+02, float %6332
  %6336 = select i1 %6334, float 1.270000e+02, float %6335
  %6337 = fadd float %6336, 5.000000e-01
  %6338 = call float @llvm.floor.f32(float %6337)
  %6339 = fsub float %6336, %6338
  %6340 = fmul float 0x3EEFFCBFC0000000, %6339
  %6341 = fadd float %6340, 0x3F24309120000000
  %6342 = fmul float %6341, %6339
  %6343 = fadd float %6342, 0x3F55D87FE0000000
  %6344 = fmul float %6343, %6339
  %6345 = fadd float %6344, 0x3F83B2AB60000000
  %6346 = fmul float %6345, %6339
  %6347 = fadd float %6346, 0x3FAC6B08E0000000
  %6348 = fmul float %6347, %6339
  %6349 = fadd float %6348, 0x3FCEBFBE00000000
  %6350 = fmul float %6349, %6339
  %6351 = fadd float %6350, 0x3FE62E4300000000
  %6352 = fmul float %6351, %6339
  %6353 = fadd float %6352, 1.000000e+00
  %6354 = fptosi float %6338 to i32
  %6355 = add i32 %6354, 127
  %6356 = shl i32 %6355, 23
  %6357 = bitcast i32 %6356 to float
  %6358 = fmul float %6353, %6357
  %6359 = select i1 %6333, float 0.000000e+00, float %6358
  %6360 = select i1 %6334, float 0x7FF0000000000000, float %6359
  %6361 = fcmp uno float %6332, %6332
  %6362 = select i1 %6361, float %6332, float %6360
  %6363 = fcmp oeq float %6215, 0xFFF0000000000000
  %6364 = select i1 %6363, float 0.000000e+00, float %6362
  %6365 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %6366 = fmul float %6364, %6365
  %6367 = fadd float %6366, %6330
  %6368 = fsub float %24, %6219
  %6369 = fmul float %6368, 0x3FF7154760000000
  %6370 = fcmp olt float %6369, -1.260000e+02
  %6371 = fcmp ogt float %6369, 1.270000e+02
  %6372 = select i1 %6370, float -1.260000e+02, float %6369
  %6373 = select i1 %6371, float 1.270000e+02, float %6372
  %6374 = fadd float %6373, 5.000000e-01
  %6375 = call float @llvm.floor.f32(float %6374)
  %6376 = fsub float %6373, %6375
  %6377 = fmul float 0x3EEFFCBFC0000000, %6376
  %6378 = fadd float %6377, 0x3F24309120000000
  %6379 = fmul float %6378, %6376
  %6380 = fadd float %6379, 0x3F55D87FE0000000
  %6381 = fmul float %6380, %6376
  %6382 = fadd float %6381, 0x3F83B2AB60000000
  %6383 = fmul float %6382, %6376
  %6384 = fadd float %6383, 0x3FAC6B08E0000000
  %6385 = fmul float %6384, %6376
  %6386 = fadd float %6385, 0x3FCEBFBE00000000
  %6387 = fmul float %6386, %6376
  %6388 = fadd float %6387, 0x3FE62E4300000000
  %6389 = fmul float %6388, %6376
  %6390 = fadd float %6389, 1.000000e+00
  %6391 = fptosi float %6375 to i32
  %6392 = add i32 %6391, 127
  %6393 = shl i32 %6392, 23
  %6394 = bitcast i32 %6393 to float
  %6395 = fmul float %6390, %6394
  %6396 = select i1 %6370, float 0.000000e+00, float %6395
  %6397 = select i1 %6371, float 0x7FF0000000000000, float %6396
  %6398 = fcmp uno float %6369, %6369
  %6399 = select i1 %6398, float %6369, float %6397
  %6400 = fadd float %6367, %6399
  br i1 %234, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %6401 = load i32, ptr addrspace(5) %v127, align 4
  %6402 = icmp slt i32 %6401, %6
  br i1 %6402, label %body129, label %done130

body129:                                          ; preds = %loop128
  %6403 = load i32, ptr addrspace(5) %v127, align 4
  %6404 = add i32 2048, %6403
  %6405 = sext i32 %6404 to i64
  %6406 = mul i64 %6405, 4
  %6407 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6406
  %6408 = load float, ptr addrspace(3) %6407, align 4
  %6409 = fmul float %6020, %6408
  %6410 = fadd float %6409, 0.000000e+00
  %6411 = add i32 2304, %6403
  %6412 = sext i32 %6411 to i64
  %6413 = mul i64 %6412, 4
  %6414 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6413
  %6415 = load float, ptr addrspace(3) %6414, align 4
  %6416 = fmul float %6057, %6415
  %6417 = fadd float %6416, %6410
  %6418 = add i32 2560, %6403
  %6419 = sext i32 %6418 to i64
  %6420 = mul i64 %6419, 4
  %6421 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6420
  %6422 = load float, ptr addrspace(3) %6421, align 4
  %6423 = fmul float %6094, %6422
  %6424 = fadd float %6423, %6417
  %6425 = add i32 2816, %6403
  %6426 = sext i32 %6425 to i64
  %6427 = mul i64 %6426, 4
  %6428 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6427
  %6429 = load float, ptr addrspace(3) %6428, align 4
  %6430 = fmul float %6131, %6429
  %6431 = fadd float %6430, %6424
  %6432 = add i32 %176, %6403
  %6433 = fdiv float %6431, %6167
  %6434 = sext i32 %6432 to i64
  %6435 = mul i64 %6434, 4
  %6436 = getelementptr i8, ptr addrspace(1) %0, i64 %6435
  store float %6433, ptr addrspace(1) %6436, align 4
  %6437 = load i32, ptr addrspace(5) %v127, align 4
  %6438 = add i32 %6437, 128
  store i32 %6438, ptr addrspace(5) %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %11, ptr addrspace(5) %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %6439 = load i32, ptr addrspace(5) %v133, align 4
  %6440 = icmp slt i32 %6439, %6
  br i1 %6440, label %body135, label %done136

body135:                                          ; preds = %loop134
  %6441 = load i32, ptr addrspace(5) %v133, align 4
  %6442 = add i32 3072, %6441
  %6443 = sext i32 %6442 to i64
  %6444 = mul i64 %6443, 4
  %6445 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6444
  %6446 = load float, ptr addrspace(3) %6445, align 4
  %6447 = fmul float %6253, %6446
  %6448 = fadd float %6447, 0.000000e+00
  %6449 = add i32 3328, %6441
  %6450 = sext i32 %6449 to i64
  %6451 = mul i64 %6450, 4
  %6452 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6451
  %6453 = load float, ptr addrspace(3) %6452, align 4
  %6454 = fmul float %6290, %6453
  %6455 = fadd float %6454, %6448
  %6456 = add i32 3584, %6441
  %6457 = sext i32 %6456 to i64
  %6458 = mul i64 %6457, 4
  %6459 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6458
  %6460 = load float, ptr addrspace(3) %6459, align 4
  %6461 = fmul float %6327, %6460
  %6462 = fadd float %6461, %6455
  %6463 = add i32 3840, %6441
  %6464 = sext i32 %6463 to i64
  %6465 = mul i64 %6464, 4
  %6466 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6465
  %6467 = load float, ptr addrspace(3) %6466, align 4
  %6468 = fmul float %6364, %6467
  %6469 = fadd float %6468, %6462
  %6470 = add i32 %238, %6441
  %6471 = fdiv float %6469, %6400
  %6472 = sext i32 %6470 to i64
  %6473 = mul i64 %6472, 4
  %6474 = getelementptr i8, ptr addrspace(1) %0, i64 %6473
  store float %6471, ptr addrspace(1) %6474, align 4
  %6475 = load i32, ptr addrspace(5) %v133, align 4
  %6476 = add i32 %6475, 128
  store i32 %6476, ptr addrspace(5) %v133, align 4
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
