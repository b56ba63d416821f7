; ModuleID = 'strata_attn_prefill_ext_f32kv'
source_filename = "strata_attn_prefill_ext_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_ext_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) #0 {
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
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %2, i64 %348
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = select i1 %32, float %350, float 0.000000e+00
  %352 = add i32 %344, %33
  %353 = select i1 %34, i32 %352, i32 %344
  %354 = sext i32 %353 to i64
  %355 = mul i64 %354, 4
  %356 = getelementptr i8, ptr addrspace(1) %2, i64 %355
  %357 = load float, ptr addrspace(1) %356, align 4
  %358 = select i1 %34, float %357, float 0.000000e+00
  %359 = add i32 %344, %35
  %360 = select i1 %36, i32 %359, i32 %344
  %361 = sext i32 %360 to i64
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(1) %2, i64 %362
  %364 = load float, ptr addrspace(1) %363, align 4
  %365 = select i1 %36, float %364, float 0.000000e+00
  %366 = add i32 %344, %37
  %367 = select i1 %38, i32 %366, i32 %344
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %2, i64 %369
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = select i1 %38, float %371, float 0.000000e+00
  %373 = fmul float %59, %351
  %374 = fmul float %66, %358
  %375 = fadd float %374, %373
  %376 = fmul float %73, %365
  %377 = fadd float %376, %375
  %378 = fmul float %80, %372
  %379 = fadd float %378, %377
  %380 = fmul float %121, %351
  %381 = fmul float %128, %358
  %382 = fadd float %381, %380
  %383 = fmul float %135, %365
  %384 = fadd float %383, %382
  %385 = fmul float %142, %372
  %386 = fadd float %385, %384
  %387 = fmul float %183, %351
  %388 = fmul float %190, %358
  %389 = fadd float %388, %387
  %390 = fmul float %197, %365
  %391 = fadd float %390, %389
  %392 = fmul float %204, %372
  %393 = fadd float %392, %391
  %394 = fmul float %245, %351
  %395 = fmul float %252, %358
  %396 = fadd float %395, %394
  %397 = fmul float %259, %365
  %398 = fadd float %397, %396
  %399 = fmul float %266, %372
  %400 = fadd float %399, %398
  %401 = add i32 %338, 1
  %402 = icmp sgt i32 %401, %332
  %403 = select i1 %402, i32 %332, i32 %401
  %404 = mul i32 %403, %5
  %405 = add i32 %404, %20
  %406 = mul i32 %405, %6
  %407 = add i32 %406, %31
  %408 = select i1 %32, i32 %407, i32 %406
  %409 = sext i32 %408 to i64
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %2, i64 %410
  %412 = load float, ptr addrspace(1) %411, align 4
  %413 = select i1 %32, float %412, float 0.000000e+00
  %414 = add i32 %406, %33
  %415 = select i1 %34, i32 %414, i32 %406
  %416 = sext i32 %415 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %2, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = select i1 %34, float %419, float 0.000000e+00
  %421 = add i32 %406, %35
  %422 = select i1 %36, i32 %421, i32 %406
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 4
  %425 = getelementptr i8, ptr addrspace(1) %2, i64 %424
  %426 = load float, ptr addrspace(1) %425, align 4
  %427 = select i1 %36, float %426, float 0.000000e+00
  %428 = add i32 %406, %37
  %429 = select i1 %38, i32 %428, i32 %406
  %430 = sext i32 %429 to i64
  %431 = mul i64 %430, 4
  %432 = getelementptr i8, ptr addrspace(1) %2, i64 %431
  %433 = load float, ptr addrspace(1) %432, align 4
  %434 = select i1 %38, float %433, float 0.000000e+00
  %435 = fmul float %59, %413
  %436 = fmul float %66, %420
  %437 = fadd float %436, %435
  %438 = fmul float %73, %427
  %439 = fadd float %438, %437
  %440 = fmul float %80, %434
  %441 = fadd float %440, %439
  %442 = fmul float %121, %413
  %443 = fmul float %128, %420
  %444 = fadd float %443, %442
  %445 = fmul float %135, %427
  %446 = fadd float %445, %444
  %447 = fmul float %142, %434
  %448 = fadd float %447, %446
  %449 = fmul float %183, %413
  %450 = fmul float %190, %420
  %451 = fadd float %450, %449
  %452 = fmul float %197, %427
  %453 = fadd float %452, %451
  %454 = fmul float %204, %434
  %455 = fadd float %454, %453
  %456 = fmul float %245, %413
  %457 = fmul float %252, %420
  %458 = fadd float %457, %456
  %459 = fmul float %259, %427
  %460 = fadd float %459, %458
  %461 = fmul float %266, %434
  %462 = fadd float %461, %460
  %463 = add i32 %338, 2
  %464 = icmp sgt i32 %463, %332
  %465 = select i1 %464, i32 %332, i32 %463
  %466 = mul i32 %465, %5
  %467 = add i32 %466, %20
  %468 = mul i32 %467, %6
  %469 = add i32 %468, %31
  %470 = select i1 %32, i32 %469, i32 %468
  %471 = sext i32 %470 to i64
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr addrspace(1) %2, i64 %472
  %474 = load float, ptr addrspace(1) %473, align 4
  %475 = select i1 %32, float %474, float 0.000000e+00
  %476 = add i32 %468, %33
  %477 = select i1 %34, i32 %476, i32 %468
  %478 = sext i32 %477 to i64
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr addrspace(1) %2, i64 %479
  %481 = load float, ptr addrspace(1) %480, align 4
  %482 = select i1 %34, float %481, float 0.000000e+00
  %483 = add i32 %468, %35
  %484 = select i1 %36, i32 %483, i32 %468
  %485 = sext i32 %484 to i64
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr addrspace(1) %2, i64 %486
  %488 = load float, ptr addrspace(1) %487, align 4
  %489 = select i1 %36, float %488, float 0.000000e+00
  %490 = add i32 %468, %37
  %491 = select i1 %38, i32 %490, i32 %468
  %492 = sext i32 %491 to i64
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr addrspace(1) %2, i64 %493
  %495 = load float, ptr addrspace(1) %494, align 4
  %496 = select i1 %38, float %495, float 0.000000e+00
  %497 = fmul float %59, %475
  %498 = fmul float %66, %482
  %499 = fadd float %498, %497
  %500 = fmul float %73, %489
  %501 = fadd float %500, %499
  %502 = fmul float %80, %496
  %503 = fadd float %502, %501
  %504 = fmul float %121, %475
  %505 = fmul float %128, %482
  %506 = fadd float %505, %504
  %507 = fmul float %135, %489
  %508 = fadd float %507, %506
  %509 = fmul float %142, %496
  %510 = fadd float %509, %508
  %511 = fmul float %183, %475
  %512 = fmul float %190, %482
  %513 = fadd float %512, %511
  %514 = fmul float %197, %489
  %515 = fadd float %514, %513
  %516 = fmul float %204, %496
  %517 = fadd float %516, %515
  %518 = fmul float %245, %475
  %519 = fmul float %252, %482
  %520 = fadd float %519, %518
  %521 = fmul float %259, %489
  %522 = fadd float %521, %520
  %523 = fmul float %266, %496
  %524 = fadd float %523, %522
  %525 = add i32 %338, 3
  %526 = icmp sgt i32 %525, %332
  %527 = select i1 %526, i32 %332, i32 %525
  %528 = mul i32 %527, %5
  %529 = add i32 %528, %20
  %530 = mul i32 %529, %6
  %531 = add i32 %530, %31
  %532 = select i1 %32, i32 %531, i32 %530
  %533 = sext i32 %532 to i64
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %2, i64 %534
  %536 = load float, ptr addrspace(1) %535, align 4
  %537 = select i1 %32, float %536, float 0.000000e+00
  %538 = add i32 %530, %33
  %539 = select i1 %34, i32 %538, i32 %530
  %540 = sext i32 %539 to i64
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr addrspace(1) %2, i64 %541
  %543 = load float, ptr addrspace(1) %542, align 4
  %544 = select i1 %34, float %543, float 0.000000e+00
  %545 = add i32 %530, %35
  %546 = select i1 %36, i32 %545, i32 %530
  %547 = sext i32 %546 to i64
  %548 = mul i64 %547, 4
  %549 = getelementptr i8, ptr addrspace(1) %2, i64 %548
  %550 = load float, ptr addrspace(1) %549, align 4
  %551 = select i1 %36, float %550, float 0.000000e+00
  %552 = add i32 %530, %37
  %553 = select i1 %38, i32 %552, i32 %530
  %554 = sext i32 %553 to i64
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %2, i64 %555
  %557 = load float, ptr addrspace(1) %556, align 4
  %558 = select i1 %38, float %557, float 0.000000e+00
  %559 = fmul float %59, %537
  %560 = fmul float %66, %544
  %561 = fadd float %560, %559
  %562 = fmul float %73, %551
  %563 = fadd float %562, %561
  %564 = fmul float %80, %558
  %565 = fadd float %564, %563
  %566 = fmul float %121, %537
  %567 = fmul float %128, %544
  %568 = fadd float %567, %566
  %569 = fmul float %135, %551
  %570 = fadd float %569, %568
  %571 = fmul float %142, %558
  %572 = fadd float %571, %570
  %573 = fmul float %183, %537
  %574 = fmul float %190, %544
  %575 = fadd float %574, %573
  %576 = fmul float %197, %551
  %577 = fadd float %576, %575
  %578 = fmul float %204, %558
  %579 = fadd float %578, %577
  %580 = fmul float %245, %537
  %581 = fmul float %252, %544
  %582 = fadd float %581, %580
  %583 = fmul float %259, %551
  %584 = fadd float %583, %582
  %585 = fmul float %266, %558
  %586 = fadd float %585, %584
  %587 = add i32 %338, 4
  %588 = icmp sgt i32 %587, %332
  %589 = select i1 %588, i32 %332, i32 %587
  %590 = mul i32 %589, %5
  %591 = add i32 %590, %20
  %592 = mul i32 %591, %6
  %593 = add i32 %592, %31
  %594 = select i1 %32, i32 %593, i32 %592
  %595 = sext i32 %594 to i64
  %596 = mul i64 %595, 4
  %597 = getelementptr i8, ptr addrspace(1) %2, i64 %596
  %598 = load float, ptr addrspace(1) %597, align 4
  %599 = select i1 %32, float %598, float 0.000000e+00
  %600 = add i32 %592, %33
  %601 = select i1 %34, i32 %600, i32 %592
  %602 = sext i32 %601 to i64
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %2, i64 %603
  %605 = load float, ptr addrspace(1) %604, align 4
  %606 = select i1 %34, float %605, float 0.000000e+00
  %607 = add i32 %592, %35
  %608 = select i1 %36, i32 %607, i32 %592
  %609 = sext i32 %608 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(1) %2, i64 %610
  %612 = load float, ptr addrspace(1) %611, align 4
  %613 = select i1 %36, float %612, float 0.000000e+00
  %614 = add i32 %592, %37
  %615 = select i1 %38, i32 %614, i32 %592
  %616 = sext i32 %615 to i64
  %617 = mul i64 %616, 4
  %618 = getelementptr i8, ptr addrspace(1) %2, i64 %617
  %619 = load float, ptr addrspace(1) %618, align 4
  %620 = select i1 %38, float %619, float 0.000000e+00
  %621 = fmul float %59, %599
  %622 = fmul float %66, %606
  %623 = fadd float %622, %621
  %624 = fmul float %73, %613
  %625 = fadd float %624, %623
  %626 = fmul float %80, %620
  %627 = fadd float %626, %625
  %628 = fmul float %121, %599
  %629 = fmul float %128, %606
  %630 = fadd float %629, %628
  %631 = fmul float %135, %613
  %632 = fadd float %631, %630
  %633 = fmul float %142, %620
  %634 = fadd float %633, %632
  %635 = fmul float %183, %599
  %636 = fmul float %190, %606
  %637 = fadd float %636, %635
  %638 = fmul float %197, %613
  %639 = fadd float %638, %637
  %640 = fmul float %204, %620
  %641 = fadd float %640, %639
  %642 = fmul float %245, %599
  %643 = fmul float %252, %606
  %644 = fadd float %643, %642
  %645 = fmul float %259, %613
  %646 = fadd float %645, %644
  %647 = fmul float %266, %620
  %648 = fadd float %647, %646
  %649 = add i32 %338, 5
  %650 = icmp sgt i32 %649, %332
  %651 = select i1 %650, i32 %332, i32 %649
  %652 = mul i32 %651, %5
  %653 = add i32 %652, %20
  %654 = mul i32 %653, %6
  %655 = add i32 %654, %31
  %656 = select i1 %32, i32 %655, i32 %654
  %657 = sext i32 %656 to i64
  %658 = mul i64 %657, 4
  %659 = getelementptr i8, ptr addrspace(1) %2, i64 %658
  %660 = load float, ptr addrspace(1) %659, align 4
  %661 = select i1 %32, float %660, float 0.000000e+00
  %662 = add i32 %654, %33
  %663 = select i1 %34, i32 %662, i32 %654
  %664 = sext i32 %663 to i64
  %665 = mul i64 %664, 4
  %666 = getelementptr i8, ptr addrspace(1) %2, i64 %665
  %667 = load float, ptr addrspace(1) %666, align 4
  %668 = select i1 %34, float %667, float 0.000000e+00
  %669 = add i32 %654, %35
  %670 = select i1 %36, i32 %669, i32 %654
  %671 = sext i32 %670 to i64
  %672 = mul i64 %671, 4
  %673 = getelementptr i8, ptr addrspace(1) %2, i64 %672
  %674 = load float, ptr addrspace(1) %673, align 4
  %675 = select i1 %36, float %674, float 0.000000e+00
  %676 = add i32 %654, %37
  %677 = select i1 %38, i32 %676, i32 %654
  %678 = sext i32 %677 to i64
  %679 = mul i64 %678, 4
  %680 = getelementptr i8, ptr addrspace(1) %2, i64 %679
  %681 = load float, ptr addrspace(1) %680, align 4
  %682 = select i1 %38, float %681, float 0.000000e+00
  %683 = fmul float %59, %661
  %684 = fmul float %66, %668
  %685 = fadd float %684, %683
  %686 = fmul float %73, %675
  %687 = fadd float %686, %685
  %688 = fmul float %80, %682
  %689 = fadd float %688, %687
  %690 = fmul float %121, %661
  %691 = fmul float %128, %668
  %692 = fadd float %691, %690
  %693 = fmul float %135, %675
  %694 = fadd float %693, %692
  %695 = fmul float %142, %682
  %696 = fadd float %695, %694
  %697 = fmul float %183, %661
  %698 = fmul float %190, %668
  %699 = fadd float %698, %697
  %700 = fmul float %197, %675
  %701 = fadd float %700, %699
  %702 = fmul float %204, %682
  %703 = fadd float %702, %701
  %704 = fmul float %245, %661
  %705 = fmul float %252, %668
  %706 = fadd float %705, %704
  %707 = fmul float %259, %675
  %708 = fadd float %707, %706
  %709 = fmul float %266, %682
  %710 = fadd float %709, %708
  %711 = add i32 %338, 6
  %712 = icmp sgt i32 %711, %332
  %713 = select i1 %712, i32 %332, i32 %711
  %714 = mul i32 %713, %5
  %715 = add i32 %714, %20
  %716 = mul i32 %715, %6
  %717 = add i32 %716, %31
  %718 = select i1 %32, i32 %717, i32 %716
  %719 = sext i32 %718 to i64
  %720 = mul i64 %719, 4
  %721 = getelementptr i8, ptr addrspace(1) %2, i64 %720
  %722 = load float, ptr addrspace(1) %721, align 4
  %723 = select i1 %32, float %722, float 0.000000e+00
  %724 = add i32 %716, %33
  %725 = select i1 %34, i32 %724, i32 %716
  %726 = sext i32 %725 to i64
  %727 = mul i64 %726, 4
  %728 = getelementptr i8, ptr addrspace(1) %2, i64 %727
  %729 = load float, ptr addrspace(1) %728, align 4
  %730 = select i1 %34, float %729, float 0.000000e+00
  %731 = add i32 %716, %35
  %732 = select i1 %36, i32 %731, i32 %716
  %733 = sext i32 %732 to i64
  %734 = mul i64 %733, 4
  %735 = getelementptr i8, ptr addrspace(1) %2, i64 %734
  %736 = load float, ptr addrspace(1) %735, align 4
  %737 = select i1 %36, float %736, float 0.000000e+00
  %738 = add i32 %716, %37
  %739 = select i1 %38, i32 %738, i32 %716
  %740 = sext i32 %739 to i64
  %741 = mul i64 %740, 4
  %742 = getelementptr i8, ptr addrspace(1) %2, i64 %741
  %743 = load float, ptr addrspace(1) %742, align 4
  %744 = select i1 %38, float %743, float 0.000000e+00
  %745 = fmul float %59, %723
  %746 = fmul float %66, %730
  %747 = fadd float %746, %745
  %748 = fmul float %73, %737
  %749 = fadd float %748, %747
  %750 = fmul float %80, %744
  %751 = fadd float %750, %749
  %752 = fmul float %121, %723
  %753 = fmul float %128, %730
  %754 = fadd float %753, %752
  %755 = fmul float %135, %737
  %756 = fadd float %755, %754
  %757 = fmul float %142, %744
  %758 = fadd float %757, %756
  %759 = fmul float %183, %723
  %760 = fmul float %190, %730
  %761 = fadd float %760, %759
  %762 = fmul float %197, %737
  %763 = fadd float %762, %761
  %764 = fmul float %204, %744
  %765 = fadd float %764, %763
  %766 = fmul float %245, %723
  %767 = fmul float %252, %730
  %768 = fadd float %767, %766
  %769 = fmul float %259, %737
  %770 = fadd float %769, %768
  %771 = fmul float %266, %744
  %772 = fadd float %771, %770
  %773 = add i32 %338, 7
  %774 = icmp sgt i32 %773, %332
  %775 = select i1 %774, i32 %332, i32 %773
  %776 = mul i32 %775, %5
  %777 = add i32 %776, %20
  %778 = mul i32 %777, %6
  %779 = add i32 %778, %31
  %780 = select i1 %32, i32 %779, i32 %778
  %781 = sext i32 %780 to i64
  %782 = mul i64 %781, 4
  %783 = getelementptr i8, ptr addrspace(1) %2, i64 %782
  %784 = load float, ptr addrspace(1) %783, align 4
  %785 = select i1 %32, float %784, float 0.000000e+00
  %786 = add i32 %778, %33
  %787 = select i1 %34, i32 %786, i32 %778
  %788 = sext i32 %787 to i64
  %789 = mul i64 %788, 4
  %790 = getelementptr i8, ptr addrspace(1) %2, i64 %789
  %791 = load float, ptr addrspace(1) %790, align 4
  %792 = select i1 %34, float %791, float 0.000000e+00
  %793 = add i32 %778, %35
  %794 = select i1 %36, i32 %793, i32 %778
  %795 = sext i32 %794 to i64
  %796 = mul i64 %795, 4
  %797 = getelementptr i8, ptr addrspace(1) %2, i64 %796
  %798 = load float, ptr addrspace(1) %797, align 4
  %799 = select i1 %36, float %798, float 0.000000e+00
  %800 = add i32 %778, %37
  %801 = select i1 %38, i32 %800, i32 %778
  %802 = sext i32 %801 to i64
  %803 = mul i64 %802, 4
  %804 = getelementptr i8, ptr addrspace(1) %2, i64 %803
  %805 = load float, ptr addrspace(1) %804, align 4
  %806 = select i1 %38, float %805, float 0.000000e+00
  %807 = fmul float %59, %785
  %808 = fmul float %66, %792
  %809 = fadd float %808, %807
  %810 = fmul float %73, %799
  %811 = fadd float %810, %809
  %812 = fmul float %80, %806
  %813 = fadd float %812, %811
  %814 = fmul float %121, %785
  %815 = fmul float %128, %792
  %816 = fadd float %815, %814
  %817 = fmul float %135, %799
  %818 = fadd float %817, %816
  %819 = fmul float %142, %806
  %820 = fadd float %819, %818
  %821 = fmul float %183, %785
  %822 = fmul float %190, %792
  %823 = fadd float %822, %821
  %824 = fmul float %197, %799
  %825 = fadd float %824, %823
  %826 = fmul float %204, %806
  %827 = fadd float %826, %825
  %828 = fmul float %245, %785
  %829 = fmul float %252, %792
  %830 = fadd float %829, %828
  %831 = fmul float %259, %799
  %832 = fadd float %831, %830
  %833 = fmul float %266, %806
  %834 = fadd float %833, %832
  %835 = call i32 @llvm.amdgcn.workitem.id.x()
  %836 = and i32 %835, 31
  %837 = and i32 %836, 16
  %838 = icmp ne i32 %837, 0
  %839 = select i1 %838, float %393, float %379
  %840 = select i1 %838, float %379, float %393
  %841 = bitcast float %840 to i32
  %842 = call i32 @llvm.amdgcn.workitem.id.x()
  %843 = and i32 %842, 31
  %844 = xor i32 %843, 16
  %845 = shl i32 %844, 2
  %846 = call i32 @llvm.amdgcn.ds.bpermute(i32 %845, i32 %841)
  %847 = bitcast i32 %846 to float
  %848 = fadd float %839, %847
  %849 = select i1 %838, float %455, float %441
  %850 = select i1 %838, float %441, float %455
  %851 = bitcast float %850 to i32
  %852 = call i32 @llvm.amdgcn.workitem.id.x()
  %853 = and i32 %852, 31
  %854 = xor i32 %853, 16
  %855 = shl i32 %854, 2
  %856 = call i32 @llvm.amdgcn.ds.bpermute(i32 %855, i32 %851)
  %857 = bitcast i32 %856 to float
  %858 = fadd float %849, %857
  %859 = select i1 %838, float %517, float %503
  %860 = select i1 %838, float %503, float %517
  %861 = bitcast float %860 to i32
  %862 = call i32 @llvm.amdgcn.workitem.id.x()
  %863 = and i32 %862, 31
  %864 = xor i32 %863, 16
  %865 = shl i32 %864, 2
  %866 = call i32 @llvm.amdgcn.ds.bpermute(i32 %865, i32 %861)
  %867 = bitcast i32 %866 to float
  %868 = fadd float %859, %867
  %869 = select i1 %838, float %579, float %565
  %870 = select i1 %838, float %565, float %579
  %871 = bitcast float %870 to i32
  %872 = call i32 @llvm.amdgcn.workitem.id.x()
  %873 = and i32 %872, 31
  %874 = xor i32 %873, 16
  %875 = shl i32 %874, 2
  %876 = call i32 @llvm.amdgcn.ds.bpermute(i32 %875, i32 %871)
  %877 = bitcast i32 %876 to float
  %878 = fadd float %869, %877
  %879 = select i1 %838, float %641, float %627
  %880 = select i1 %838, float %627, float %641
  %881 = bitcast float %880 to i32
  %882 = call i32 @llvm.amdgcn.workitem.id.x()
  %883 = and i32 %882, 31
  %884 = xor i32 %883, 16
  %885 = shl i32 %884, 2
  %886 = call i32 @llvm.amdgcn.ds.bpermute(i32 %885, i32 %881)
  %887 = bitcast i32 %886 to float
  %888 = fadd float %879, %887
  %889 = select i1 %838, float %703, float %689
  %890 = select i1 %838, float %689, float %703
  %891 = bitcast float %890 to i32
  %892 = call i32 @llvm.amdgcn.workitem.id.x()
  %893 = and i32 %892, 31
  %894 = xor i32 %893, 16
  %895 = shl i32 %894, 2
  %896 = call i32 @llvm.amdgcn.ds.bpermute(i32 %895, i32 %891)
  %897 = bitcast i32 %896 to float
  %898 = fadd float %889, %897
  %899 = select i1 %838, float %765, float %751
  %900 = select i1 %838, float %751, float %765
  %901 = bitcast float %900 to i32
  %902 = call i32 @llvm.amdgcn.workitem.id.x()
  %903 = and i32 %902, 31
  %904 = xor i32 %903, 16
  %905 = shl i32 %904, 2
  %906 = call i32 @llvm.amdgcn.ds.bpermute(i32 %905, i32 %901)
  %907 = bitcast i32 %906 to float
  %908 = fadd float %899, %907
  %909 = select i1 %838, float %827, float %813
  %910 = select i1 %838, float %813, float %827
  %911 = bitcast float %910 to i32
  %912 = call i32 @llvm.amdgcn.workitem.id.x()
  %913 = and i32 %912, 31
  %914 = xor i32 %913, 16
  %915 = shl i32 %914, 2
  %916 = call i32 @llvm.amdgcn.ds.bpermute(i32 %915, i32 %911)
  %917 = bitcast i32 %916 to float
  %918 = fadd float %909, %917
  %919 = select i1 %838, float %400, float %386
  %920 = select i1 %838, float %386, float %400
  %921 = bitcast float %920 to i32
  %922 = call i32 @llvm.amdgcn.workitem.id.x()
  %923 = and i32 %922, 31
  %924 = xor i32 %923, 16
  %925 = shl i32 %924, 2
  %926 = call i32 @llvm.amdgcn.ds.bpermute(i32 %925, i32 %921)
  %927 = bitcast i32 %926 to float
  %928 = fadd float %919, %927
  %929 = select i1 %838, float %462, float %448
  %930 = select i1 %838, float %448, float %462
  %931 = bitcast float %930 to i32
  %932 = call i32 @llvm.amdgcn.workitem.id.x()
  %933 = and i32 %932, 31
  %934 = xor i32 %933, 16
  %935 = shl i32 %934, 2
  %936 = call i32 @llvm.amdgcn.ds.bpermute(i32 %935, i32 %931)
  %937 = bitcast i32 %936 to float
  %938 = fadd float %929, %937
  %939 = select i1 %838, float %524, float %510
  %940 = select i1 %838, float %510, float %524
  %941 = bitcast float %940 to i32
  %942 = call i32 @llvm.amdgcn.workitem.id.x()
  %943 = and i32 %942, 31
  %944 = xor i32 %943, 16
  %945 = shl i32 %944, 2
  %946 = call i32 @llvm.amdgcn.ds.bpermute(i32 %945, i32 %941)
  %947 = bitcast i32 %946 to float
  %948 = fadd float %939, %947
  %949 = select i1 %838, float %586, float %572
  %950 = select i1 %838, float %572, float %586
  %951 = bitcast float %950 to i32
  %952 = call i32 @llvm.amdgcn.workitem.id.x()
  %953 = and i32 %952, 31
  %954 = xor i32 %953, 16
  %955 = shl i32 %954, 2
  %956 = call i32 @llvm.amdgcn.ds.bpermute(i32 %955, i32 %951)
  %957 = bitcast i32 %956 to float
  %958 = fadd float %949, %957
  %959 = select i1 %838, float %648, float %634
  %960 = select i1 %838, float %634, float %648
  %961 = bitcast float %960 to i32
  %962 = call i32 @llvm.amdgcn.workitem.id.x()
  %963 = and i32 %962, 31
  %964 = xor i32 %963, 16
  %965 = shl i32 %964, 2
  %966 = call i32 @llvm.amdgcn.ds.bpermute(i32 %965, i32 %961)
  %967 = bitcast i32 %966 to float
  %968 = fadd float %959, %967
  %969 = select i1 %838, float %710, float %696
  %970 = select i1 %838, float %696, float %710
  %971 = bitcast float %970 to i32
  %972 = call i32 @llvm.amdgcn.workitem.id.x()
  %973 = and i32 %972, 31
  %974 = xor i32 %973, 16
  %975 = shl i32 %974, 2
  %976 = call i32 @llvm.amdgcn.ds.bpermute(i32 %975, i32 %971)
  %977 = bitcast i32 %976 to float
  %978 = fadd float %969, %977
  %979 = select i1 %838, float %772, float %758
  %980 = select i1 %838, float %758, float %772
  %981 = bitcast float %980 to i32
  %982 = call i32 @llvm.amdgcn.workitem.id.x()
  %983 = and i32 %982, 31
  %984 = xor i32 %983, 16
  %985 = shl i32 %984, 2
  %986 = call i32 @llvm.amdgcn.ds.bpermute(i32 %985, i32 %981)
  %987 = bitcast i32 %986 to float
  %988 = fadd float %979, %987
  %989 = select i1 %838, float %834, float %820
  %990 = select i1 %838, float %820, float %834
  %991 = bitcast float %990 to i32
  %992 = call i32 @llvm.amdgcn.workitem.id.x()
  %993 = and i32 %992, 31
  %994 = xor i32 %993, 16
  %995 = shl i32 %994, 2
  %996 = call i32 @llvm.amdgcn.ds.bpermute(i32 %995, i32 %991)
  %997 = bitcast i32 %996 to float
  %998 = fadd float %989, %997
  %999 = and i32 %836, 8
  %1000 = icmp ne i32 %999, 0
  %1001 = select i1 %1000, float %928, float %848
  %1002 = select i1 %1000, float %848, float %928
  %1003 = bitcast float %1002 to i32
  %1004 = call i32 @llvm.amdgcn.workitem.id.x()
  %1005 = and i32 %1004, 31
  %1006 = xor i32 %1005, 8
  %1007 = shl i32 %1006, 2
  %1008 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1007, i32 %1003)
  %1009 = bitcast i32 %1008 to float
  %1010 = fadd float %1001, %1009
  %1011 = select i1 %1000, float %938, float %858
  %1012 = select i1 %1000, float %858, float %938
  %1013 = bitcast float %1012 to i32
  %1014 = call i32 @llvm.amdgcn.workitem.id.x()
  %1015 = and i32 %1014, 31
  %1016 = xor i32 %1015, 8
  %1017 = shl i32 %1016, 2
  %1018 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1017, i32 %1013)
  %1019 = bitcast i32 %1018 to float
  %1020 = fadd float %1011, %1019
  %1021 = select i1 %1000, float %948, float %868
  %1022 = select i1 %1000, float %868, float %948
  %1023 = bitcast float %1022 to i32
  %1024 = call i32 @llvm.amdgcn.workitem.id.x()
  %1025 = and i32 %1024, 31
  %1026 = xor i32 %1025, 8
  %1027 = shl i32 %1026, 2
  %1028 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1027, i32 %1023)
  %1029 = bitcast i32 %1028 to float
  %1030 = fadd float %1021, %1029
  %1031 = select i1 %1000, float %958, float %878
  %1032 = select i1 %1000, float %878, float %958
  %1033 = bitcast float %1032 to i32
  %1034 = call i32 @llvm.amdgcn.workitem.id.x()
  %1035 = and i32 %1034, 31
  %1036 = xor i32 %1035, 8
  %1037 = shl i32 %1036, 2
  %1038 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1037, i32 %1033)
  %1039 = bitcast i32 %1038 to float
  %1040 = fadd float %1031, %1039
  %1041 = select i1 %1000, float %968, float %888
  %1042 = select i1 %1000, float %888, float %968
  %1043 = bitcast float %1042 to i32
  %1044 = call i32 @llvm.amdgcn.workitem.id.x()
  %1045 = and i32 %1044, 31
  %1046 = xor i32 %1045, 8
  %1047 = shl i32 %1046, 2
  %1048 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1047, i32 %1043)
  %1049 = bitcast i32 %1048 to float
  %1050 = fadd float %1041, %1049
  %1051 = select i1 %1000, float %978, float %898
  %1052 = select i1 %1000, float %898, float %978
  %1053 = bitcast float %1052 to i32
  %1054 = call i32 @llvm.amdgcn.workitem.id.x()
  %1055 = and i32 %1054, 31
  %1056 = xor i32 %1055, 8
  %1057 = shl i32 %1056, 2
  %1058 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1057, i32 %1053)
  %1059 = bitcast i32 %1058 to float
  %1060 = fadd float %1051, %1059
  %1061 = select i1 %1000, float %988, float %908
  %1062 = select i1 %1000, float %908, float %988
  %1063 = bitcast float %1062 to i32
  %1064 = call i32 @llvm.amdgcn.workitem.id.x()
  %1065 = and i32 %1064, 31
  %1066 = xor i32 %1065, 8
  %1067 = shl i32 %1066, 2
  %1068 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1067, i32 %1063)
  %1069 = bitcast i32 %1068 to float
  %1070 = fadd float %1061, %1069
  %1071 = select i1 %1000, float %998, float %918
  %1072 = select i1 %1000, float %918, float %998
  %1073 = bitcast float %1072 to i32
  %1074 = call i32 @llvm.amdgcn.workitem.id.x()
  %1075 = and i32 %1074, 31
  %1076 = xor i32 %1075, 8
  %1077 = shl i32 %1076, 2
  %1078 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1077, i32 %1073)
  %1079 = bitcast i32 %1078 to float
  %1080 = fadd float %1071, %1079
  %1081 = and i32 %836, 4
  %1082 = icmp ne i32 %1081, 0
  %1083 = select i1 %1082, float %1050, float %1010
  %1084 = select i1 %1082, float %1010, float %1050
  %1085 = bitcast float %1084 to i32
  %1086 = call i32 @llvm.amdgcn.workitem.id.x()
  %1087 = and i32 %1086, 31
  %1088 = xor i32 %1087, 4
  %1089 = shl i32 %1088, 2
  %1090 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1089, i32 %1085)
  %1091 = bitcast i32 %1090 to float
  %1092 = fadd float %1083, %1091
  %1093 = select i1 %1082, float %1060, float %1020
  %1094 = select i1 %1082, float %1020, float %1060
  %1095 = bitcast float %1094 to i32
  %1096 = call i32 @llvm.amdgcn.workitem.id.x()
  %1097 = and i32 %1096, 31
  %1098 = xor i32 %1097, 4
  %1099 = shl i32 %1098, 2
  %1100 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1099, i32 %1095)
  %1101 = bitcast i32 %1100 to float
  %1102 = fadd float %1093, %1101
  %1103 = select i1 %1082, float %1070, float %1030
  %1104 = select i1 %1082, float %1030, float %1070
  %1105 = bitcast float %1104 to i32
  %1106 = call i32 @llvm.amdgcn.workitem.id.x()
  %1107 = and i32 %1106, 31
  %1108 = xor i32 %1107, 4
  %1109 = shl i32 %1108, 2
  %1110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1109, i32 %1105)
  %1111 = bitcast i32 %1110 to float
  %1112 = fadd float %1103, %1111
  %1113 = select i1 %1082, float %1080, float %1040
  %1114 = select i1 %1082, float %1040, float %1080
  %1115 = bitcast float %1114 to i32
  %1116 = call i32 @llvm.amdgcn.workitem.id.x()
  %1117 = and i32 %1116, 31
  %1118 = xor i32 %1117, 4
  %1119 = shl i32 %1118, 2
  %1120 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1119, i32 %1115)
  %1121 = bitcast i32 %1120 to float
  %1122 = fadd float %1113, %1121
  %1123 = and i32 %836, 2
  %1124 = icmp ne i32 %1123, 0
  %1125 = select i1 %1124, float %1112, float %1092
  %1126 = select i1 %1124, float %1092, float %1112
  %1127 = bitcast float %1126 to i32
  %1128 = call i32 @llvm.amdgcn.workitem.id.x()
  %1129 = and i32 %1128, 31
  %1130 = xor i32 %1129, 2
  %1131 = shl i32 %1130, 2
  %1132 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1131, i32 %1127)
  %1133 = bitcast i32 %1132 to float
  %1134 = fadd float %1125, %1133
  %1135 = select i1 %1124, float %1122, float %1102
  %1136 = select i1 %1124, float %1102, float %1122
  %1137 = bitcast float %1136 to i32
  %1138 = call i32 @llvm.amdgcn.workitem.id.x()
  %1139 = and i32 %1138, 31
  %1140 = xor i32 %1139, 2
  %1141 = shl i32 %1140, 2
  %1142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1141, i32 %1137)
  %1143 = bitcast i32 %1142 to float
  %1144 = fadd float %1135, %1143
  %1145 = and i32 %836, 1
  %1146 = icmp ne i32 %1145, 0
  %1147 = select i1 %1146, float %1144, float %1134
  %1148 = select i1 %1146, float %1134, float %1144
  %1149 = bitcast float %1148 to i32
  %1150 = call i32 @llvm.amdgcn.workitem.id.x()
  %1151 = and i32 %1150, 31
  %1152 = xor i32 %1151, 1
  %1153 = shl i32 %1152, 2
  %1154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1153, i32 %1149)
  %1155 = bitcast i32 %1154 to float
  %1156 = fadd float %1147, %1155
  %1157 = add i32 %338, %296
  %1158 = icmp slt i32 %1157, %301
  %1159 = icmp sge i32 %1157, %306
  %1160 = and i1 %1158, %1159
  %1161 = fmul float %1156, %8
  %1162 = select i1 %1160, float %1161, float 0xFFF0000000000000
  %1163 = bitcast float %1162 to i32
  %1164 = call i32 @llvm.amdgcn.workitem.id.x()
  %1165 = and i32 %1164, 31
  %1166 = xor i32 %1165, 4
  %1167 = shl i32 %1166, 2
  %1168 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1167, i32 %1163)
  %1169 = bitcast i32 %1168 to float
  %1170 = fcmp ogt float %1162, %1169
  %1171 = select i1 %1170, float %1162, float %1169
  %1172 = bitcast float %1171 to i32
  %1173 = call i32 @llvm.amdgcn.workitem.id.x()
  %1174 = and i32 %1173, 31
  %1175 = xor i32 %1174, 2
  %1176 = shl i32 %1175, 2
  %1177 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1176, i32 %1172)
  %1178 = bitcast i32 %1177 to float
  %1179 = fcmp ogt float %1171, %1178
  %1180 = select i1 %1179, float %1171, float %1178
  %1181 = bitcast float %1180 to i32
  %1182 = call i32 @llvm.amdgcn.workitem.id.x()
  %1183 = and i32 %1182, 31
  %1184 = xor i32 %1183, 1
  %1185 = shl i32 %1184, 2
  %1186 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1185, i32 %1181)
  %1187 = bitcast i32 %1186 to float
  %1188 = fcmp ogt float %1180, %1187
  %1189 = select i1 %1188, float %1180, float %1187
  %1190 = load float, ptr addrspace(5) %v32, align 4
  %1191 = fcmp ogt float %1190, %1189
  %1192 = select i1 %1191, float %1190, float %1189
  %1193 = fcmp oeq float %1190, 0xFFF0000000000000
  %1194 = fsub float %1190, %1192
  %1195 = fmul float %1194, 0x3FF7154760000000
  %1196 = fcmp olt float %1195, -1.260000e+02
  %1197 = fcmp ogt float %1195, 1.270000e+02
  %1198 = select i1 %1196, float -1.260000e+02, float %1195
  %1199 = select i1 %1197, float 1.270000e+02, float %1198
  %1200 = fadd float %1199, 5.000000e-01
  %1201 = call float @llvm.floor.f32(float %1200)
  %1202 = fsub float %1199, %1201
  %1203 = fmul float 0x3EEFFCBFC0000000, %1202
  %1204 = fadd float %1203, 0x3F24309120000000
  %1205 = fmul float %1204, %1202
  %1206 = fadd float %1205, 0x3F55D87FE0000000
  %1207 = fmul float %1206, %1202
  %1208 = fadd float %1207, 0x3F83B2AB60000000
  %1209 = fmul float %1208, %1202
  %1210 = fadd float %1209, 0x3FAC6B08E0000000
  %1211 = fmul float %1210, %1202
  %1212 = fadd float %1211, 0x3FCEBFBE00000000
  %1213 = fmul float %1212, %1202
  %1214 = fadd float %1213, 0x3FE62E4300000000
  %1215 = fmul float %1214, %1202
  %1216 = fadd float %1215, 1.000000e+00
  %1217 = fptosi float %1201 to i32
  %1218 = add i32 %1217, 127
  %1219 = shl i32 %1218, 23
  %1220 = bitcast i32 %1219 to float
  %1221 = fmul float %1216, %1220
  %1222 = select i1 %1196, float 0.000000e+00, float %1221
  %1223 = select i1 %1197, float 0x7FF0000000000000, float %1222
  %1224 = fcmp uno float %1195, %1195
  %1225 = select i1 %1224, float %1195, float %1223
  %1226 = select i1 %1193, float 0.000000e+00, float %1225
  %1227 = fsub float %1162, %1192
  %1228 = fmul float %1227, 0x3FF7154760000000
  %1229 = fcmp olt float %1228, -1.260000e+02
  %1230 = fcmp ogt float %1228, 1.270000e+02
  %1231 = select i1 %1229, float -1.260000e+02, float %1228
  %1232 = select i1 %1230, float 1.270000e+02, float %1231
  %1233 = fadd float %1232, 5.000000e-01
  %1234 = call float @llvm.floor.f32(float %1233)
  %1235 = fsub float %1232, %1234
  %1236 = fmul float 0x3EEFFCBFC0000000, %1235
  %1237 = fadd float %1236, 0x3F24309120000000
  %1238 = fmul float %1237, %1235
  %1239 = fadd float %1238, 0x3F55D87FE0000000
  %1240 = fmul float %1239, %1235
  %1241 = fadd float %1240, 0x3F83B2AB60000000
  %1242 = fmul float %1241, %1235
  %1243 = fadd float %1242, 0x3FAC6B08E0000000
  %1244 = fmul float %1243, %1235
  %1245 = fadd float %1244, 0x3FCEBFBE00000000
  %1246 = fmul float %1245, %1235
  %1247 = fadd float %1246, 0x3FE62E4300000000
  %1248 = fmul float %1247, %1235
  %1249 = fadd float %1248, 1.000000e+00
  %1250 = fptosi float %1234 to i32
  %1251 = add i32 %1250, 127
  %1252 = shl i32 %1251, 23
  %1253 = bitcast i32 %1252 to float
  %1254 = fmul float %1249, %1253
  %1255 = select i1 %1229, float 0.000000e+00, float %1254
  %1256 = select i1 %1230, float 0x7FF0000000000000, float %1255
  %1257 = fcmp uno float %1228, %1228
  %1258 = select i1 %1257, float %1228, float %1256
  %1259 = select i1 %1160, float %1258, float 0.000000e+00
  %1260 = bitcast float %1259 to i32
  %1261 = call i32 @llvm.amdgcn.workitem.id.x()
  %1262 = and i32 %1261, 31
  %1263 = xor i32 %1262, 4
  %1264 = shl i32 %1263, 2
  %1265 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1264, i32 %1260)
  %1266 = bitcast i32 %1265 to float
  %1267 = fadd float %1259, %1266
  %1268 = bitcast float %1267 to i32
  %1269 = call i32 @llvm.amdgcn.workitem.id.x()
  %1270 = and i32 %1269, 31
  %1271 = xor i32 %1270, 2
  %1272 = shl i32 %1271, 2
  %1273 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1272, i32 %1268)
  %1274 = bitcast i32 %1273 to float
  %1275 = fadd float %1267, %1274
  %1276 = bitcast float %1275 to i32
  %1277 = call i32 @llvm.amdgcn.workitem.id.x()
  %1278 = and i32 %1277, 31
  %1279 = xor i32 %1278, 1
  %1280 = shl i32 %1279, 2
  %1281 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1280, i32 %1276)
  %1282 = bitcast i32 %1281 to float
  %1283 = fadd float %1275, %1282
  %1284 = load float, ptr addrspace(5) %v33, align 4
  %1285 = fmul float %1284, %1226
  %1286 = fadd float %1285, %1283
  store float %1286, ptr addrspace(5) %v33, align 4
  store float %1192, ptr addrspace(5) %v32, align 4
  %1287 = bitcast float %1226 to i32
  %1288 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1287)
  %1289 = bitcast i32 %1288 to float
  %1290 = load float, ptr addrspace(5) %v, align 4
  %1291 = fmul float %1290, %1289
  store float %1291, ptr addrspace(5) %v, align 4
  %1292 = load float, ptr addrspace(5) %v1, align 4
  %1293 = fmul float %1292, %1289
  store float %1293, ptr addrspace(5) %v1, align 4
  %1294 = load float, ptr addrspace(5) %v2, align 4
  %1295 = fmul float %1294, %1289
  store float %1295, ptr addrspace(5) %v2, align 4
  %1296 = load float, ptr addrspace(5) %v3, align 4
  %1297 = fmul float %1296, %1289
  store float %1297, ptr addrspace(5) %v3, align 4
  %1298 = bitcast float %1226 to i32
  %1299 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1298)
  %1300 = bitcast i32 %1299 to float
  %1301 = load float, ptr addrspace(5) %v8, align 4
  %1302 = fmul float %1301, %1300
  store float %1302, ptr addrspace(5) %v8, align 4
  %1303 = load float, ptr addrspace(5) %v9, align 4
  %1304 = fmul float %1303, %1300
  store float %1304, ptr addrspace(5) %v9, align 4
  %1305 = load float, ptr addrspace(5) %v10, align 4
  %1306 = fmul float %1305, %1300
  store float %1306, ptr addrspace(5) %v10, align 4
  %1307 = load float, ptr addrspace(5) %v11, align 4
  %1308 = fmul float %1307, %1300
  store float %1308, ptr addrspace(5) %v11, align 4
  %1309 = bitcast float %1226 to i32
  %1310 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1309)
  %1311 = bitcast i32 %1310 to float
  %1312 = load float, ptr addrspace(5) %v16, align 4
  %1313 = fmul float %1312, %1311
  store float %1313, ptr addrspace(5) %v16, align 4
  %1314 = load float, ptr addrspace(5) %v17, align 4
  %1315 = fmul float %1314, %1311
  store float %1315, ptr addrspace(5) %v17, align 4
  %1316 = load float, ptr addrspace(5) %v18, align 4
  %1317 = fmul float %1316, %1311
  store float %1317, ptr addrspace(5) %v18, align 4
  %1318 = load float, ptr addrspace(5) %v19, align 4
  %1319 = fmul float %1318, %1311
  store float %1319, ptr addrspace(5) %v19, align 4
  %1320 = bitcast float %1226 to i32
  %1321 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1320)
  %1322 = bitcast i32 %1321 to float
  %1323 = load float, ptr addrspace(5) %v24, align 4
  %1324 = fmul float %1323, %1322
  store float %1324, ptr addrspace(5) %v24, align 4
  %1325 = load float, ptr addrspace(5) %v25, align 4
  %1326 = fmul float %1325, %1322
  store float %1326, ptr addrspace(5) %v25, align 4
  %1327 = load float, ptr addrspace(5) %v26, align 4
  %1328 = fmul float %1327, %1322
  store float %1328, ptr addrspace(5) %v26, align 4
  %1329 = load float, ptr addrspace(5) %v27, align 4
  %1330 = fmul float %1329, %1322
  store float %1330, ptr addrspace(5) %v27, align 4
  %1331 = add i32 %338, 0
  %1332 = icmp sgt i32 %1331, %332
  %1333 = select i1 %1332, i32 %332, i32 %1331
  %1334 = mul i32 %1333, %5
  %1335 = add i32 %1334, %20
  %1336 = mul i32 %1335, %6
  %1337 = add i32 %1336, %31
  %1338 = select i1 %32, i32 %1337, i32 %1336
  %1339 = sext i32 %1338 to i64
  %1340 = mul i64 %1339, 4
  %1341 = getelementptr i8, ptr addrspace(1) %3, i64 %1340
  %1342 = load float, ptr addrspace(1) %1341, align 4
  %1343 = select i1 %32, float %1342, float 0.000000e+00
  %1344 = add i32 %1336, %33
  %1345 = select i1 %34, i32 %1344, i32 %1336
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(1) %3, i64 %1347
  %1349 = load float, ptr addrspace(1) %1348, align 4
  %1350 = select i1 %34, float %1349, float 0.000000e+00
  %1351 = add i32 %1336, %35
  %1352 = select i1 %36, i32 %1351, i32 %1336
  %1353 = sext i32 %1352 to i64
  %1354 = mul i64 %1353, 4
  %1355 = getelementptr i8, ptr addrspace(1) %3, i64 %1354
  %1356 = load float, ptr addrspace(1) %1355, align 4
  %1357 = select i1 %36, float %1356, float 0.000000e+00
  %1358 = add i32 %1336, %37
  %1359 = select i1 %38, i32 %1358, i32 %1336
  %1360 = sext i32 %1359 to i64
  %1361 = mul i64 %1360, 4
  %1362 = getelementptr i8, ptr addrspace(1) %3, i64 %1361
  %1363 = load float, ptr addrspace(1) %1362, align 4
  %1364 = select i1 %38, float %1363, float 0.000000e+00
  %1365 = bitcast float %1259 to i32
  %1366 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %1365)
  %1367 = bitcast i32 %1366 to float
  %1368 = load float, ptr addrspace(5) %v, align 4
  %1369 = fmul float %1367, %1343
  %1370 = fadd float %1369, %1368
  store float %1370, ptr addrspace(5) %v, align 4
  %1371 = load float, ptr addrspace(5) %v1, align 4
  %1372 = fmul float %1367, %1350
  %1373 = fadd float %1372, %1371
  store float %1373, ptr addrspace(5) %v1, align 4
  %1374 = load float, ptr addrspace(5) %v2, align 4
  %1375 = fmul float %1367, %1357
  %1376 = fadd float %1375, %1374
  store float %1376, ptr addrspace(5) %v2, align 4
  %1377 = load float, ptr addrspace(5) %v3, align 4
  %1378 = fmul float %1367, %1364
  %1379 = fadd float %1378, %1377
  store float %1379, ptr addrspace(5) %v3, align 4
  %1380 = bitcast float %1259 to i32
  %1381 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %1380)
  %1382 = bitcast i32 %1381 to float
  %1383 = load float, ptr addrspace(5) %v8, align 4
  %1384 = fmul float %1382, %1343
  %1385 = fadd float %1384, %1383
  store float %1385, ptr addrspace(5) %v8, align 4
  %1386 = load float, ptr addrspace(5) %v9, align 4
  %1387 = fmul float %1382, %1350
  %1388 = fadd float %1387, %1386
  store float %1388, ptr addrspace(5) %v9, align 4
  %1389 = load float, ptr addrspace(5) %v10, align 4
  %1390 = fmul float %1382, %1357
  %1391 = fadd float %1390, %1389
  store float %1391, ptr addrspace(5) %v10, align 4
  %1392 = load float, ptr addrspace(5) %v11, align 4
  %1393 = fmul float %1382, %1364
  %1394 = fadd float %1393, %1392
  store float %1394, ptr addrspace(5) %v11, align 4
  %1395 = bitcast float %1259 to i32
  %1396 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %1395)
  %1397 = bitcast i32 %1396 to float
  %1398 = load float, ptr addrspace(5) %v16, align 4
  %1399 = fmul float %1397, %1343
  %1400 = fadd float %1399, %1398
  store float %1400, ptr addrspace(5) %v16, align 4
  %1401 = load float, ptr addrspace(5) %v17, align 4
  %1402 = fmul float %1397, %1350
  %1403 = fadd float %1402, %1401
  store float %1403, ptr addrspace(5) %v17, align 4
  %1404 = load float, ptr addrspace(5) %v18, align 4
  %1405 = fmul float %1397, %1357
  %1406 = fadd float %1405, %1404
  store float %1406, ptr addrspace(5) %v18, align 4
  %1407 = load float, ptr addrspace(5) %v19, align 4
  %1408 = fmul float %1397, %1364
  %1409 = fadd float %1408, %1407
  store float %1409, ptr addrspace(5) %v19, align 4
  %1410 = bitcast float %1259 to i32
  %1411 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %1410)
  %1412 = bitcast i32 %1411 to float
  %1413 = load float, ptr addrspace(5) %v24, align 4
  %1414 = fmul float %1412, %1343
  %1415 = fadd float %1414, %1413
  store float %1415, ptr addrspace(5) %v24, align 4
  %1416 = load float, ptr addrspace(5) %v25, align 4
  %1417 = fmul float %1412, %1350
  %1418 = fadd float %1417, %1416
  store float %1418, ptr addrspace(5) %v25, align 4
  %1419 = load float, ptr addrspace(5) %v26, align 4
  %1420 = fmul float %1412, %1357
  %1421 = fadd float %1420, %1419
  store float %1421, ptr addrspace(5) %v26, align 4
  %1422 = load float, ptr addrspace(5) %v27, align 4
  %1423 = fmul float %1412, %1364
  %1424 = fadd float %1423, %1422
  store float %1424, ptr addrspace(5) %v27, align 4
  %1425 = add i32 %338, 1
  %1426 = icmp sgt i32 %1425, %332
  %1427 = select i1 %1426, i32 %332, i32 %1425
  %1428 = mul i32 %1427, %5
  %1429 = add i32 %1428, %20
  %1430 = mul i32 %1429, %6
  %1431 = add i32 %1430, %31
  %1432 = select i1 %32, i32 %1431, i32 %1430
  %1433 = sext i32 %1432 to i64
  %1434 = mul i64 %1433, 4
  %1435 = getelementptr i8, ptr addrspace(1) %3, i64 %1434
  %1436 = load float, ptr addrspace(1) %1435, align 4
  %1437 = select i1 %32, float %1436, float 0.000000e+00
  %1438 = add i32 %1430, %33
  %1439 = select i1 %34, i32 %1438, i32 %1430
  %1440 = sext i32 %1439 to i64
  %1441 = mul i64 %1440, 4
  %1442 = getelementptr i8, ptr addrspace(1) %3, i64 %1441
  %1443 = load float, ptr addrspace(1) %1442, align 4
  %1444 = select i1 %34, float %1443, float 0.000000e+00
  %1445 = add i32 %1430, %35
  %1446 = select i1 %36, i32 %1445, i32 %1430
  %1447 = sext i32 %1446 to i64
  %1448 = mul i64 %1447, 4
  %1449 = getelementptr i8, ptr addrspace(1) %3, i64 %1448
  %1450 = load float, ptr addrspace(1) %1449, align 4
  %1451 = select i1 %36, float %1450, float 0.000000e+00
  %1452 = add i32 %1430, %37
  %1453 = select i1 %38, i32 %1452, i32 %1430
  %1454 = sext i32 %1453 to i64
  %1455 = mul i64 %1454, 4
  %1456 = getelementptr i8, ptr addrspace(1) %3, i64 %1455
  %1457 = load float, ptr addrspace(1) %1456, align 4
  %1458 = select i1 %38, float %1457, float 0.000000e+00
  %1459 = bitcast float %1259 to i32
  %1460 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %1459)
  %1461 = bitcast i32 %1460 to float
  %1462 = load float, ptr addrspace(5) %v, align 4
  %1463 = fmul float %1461, %1437
  %1464 = fadd float %1463, %1462
  store float %1464, ptr addrspace(5) %v, align 4
  %1465 = load float, ptr addrspace(5) %v1, align 4
  %1466 = fmul float %1461, %1444
  %1467 = fadd float %1466, %1465
  store float %1467, ptr addrspace(5) %v1, align 4
  %1468 = load float, ptr addrspace(5) %v2, align 4
  %1469 = fmul float %1461, %1451
  %1470 = fadd float %1469, %1468
  store float %1470, ptr addrspace(5) %v2, align 4
  %1471 = load float, ptr addrspace(5) %v3, align 4
  %1472 = fmul float %1461, %1458
  %1473 = fadd float %1472, %1471
  store float %1473, ptr addrspace(5) %v3, align 4
  %1474 = bitcast float %1259 to i32
  %1475 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %1474)
  %1476 = bitcast i32 %1475 to float
  %1477 = load float, ptr addrspace(5) %v8, align 4
  %1478 = fmul float %1476, %1437
  %1479 = fadd float %1478, %1477
  store float %1479, ptr addrspace(5) %v8, align 4
  %1480 = load float, ptr addrspace(5) %v9, align 4
  %1481 = fmul float %1476, %1444
  %1482 = fadd float %1481, %1480
  store float %1482, ptr addrspace(5) %v9, align 4
  %1483 = load float, ptr addrspace(5) %v10, align 4
  %1484 = fmul float %1476, %1451
  %1485 = fadd float %1484, %1483
  store float %1485, ptr addrspace(5) %v10, align 4
  %1486 = load float, ptr addrspace(5) %v11, align 4
  %1487 = fmul float %1476, %1458
  %1488 = fadd float %1487, %1486
  store float %1488, ptr addrspace(5) %v11, align 4
  %1489 = bitcast float %1259 to i32
  %1490 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %1489)
  %1491 = bitcast i32 %1490 to float
  %1492 = load float, ptr addrspace(5) %v16, align 4
  %1493 = fmul float %1491, %1437
  %1494 = fadd float %1493, %1492
  store float %1494, ptr addrspace(5) %v16, align 4
  %1495 = load float, ptr addrspace(5) %v17, align 4
  %1496 = fmul float %1491, %1444
  %1497 = fadd float %1496, %1495
  store float %1497, ptr addrspace(5) %v17, align 4
  %1498 = load float, ptr addrspace(5) %v18, align 4
  %1499 = fmul float %1491, %1451
  %1500 = fadd float %1499, %1498
  store float %1500, ptr addrspace(5) %v18, align 4
  %1501 = load float, ptr addrspace(5) %v19, align 4
  %1502 = fmul float %1491, %1458
  %1503 = fadd float %1502, %1501
  store float %1503, ptr addrspace(5) %v19, align 4
  %1504 = bitcast float %1259 to i32
  %1505 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %1504)
  %1506 = bitcast i32 %1505 to float
  %1507 = load float, ptr addrspace(5) %v24, align 4
  %1508 = fmul float %1506, %1437
  %1509 = fadd float %1508, %1507
  store float %1509, ptr addrspace(5) %v24, align 4
  %1510 = load float, ptr addrspace(5) %v25, align 4
  %1511 = fmul float %1506, %1444
  %1512 = fadd float %1511, %1510
  store float %1512, ptr addrspace(5) %v25, align 4
  %1513 = load float, ptr addrspace(5) %v26, align 4
  %1514 = fmul float %1506, %1451
  %1515 = fadd float %1514, %1513
  store float %1515, ptr addrspace(5) %v26, align 4
  %1516 = load float, ptr addrspace(5) %v27, align 4
  %1517 = fmul float %1506, %1458
  %1518 = fadd float %1517, %1516
  store float %1518, ptr addrspace(5) %v27, align 4
  %1519 = add i32 %338, 2
  %1520 = icmp sgt i32 %1519, %332
  %1521 = select i1 %1520, i32 %332, i32 %1519
  %1522 = mul i32 %1521, %5
  %1523 = add i32 %1522, %20
  %1524 = mul i32 %1523, %6
  %1525 = add i32 %1524, %31
  %1526 = select i1 %32, i32 %1525, i32 %1524
  %1527 = sext i32 %1526 to i64
  %1528 = mul i64 %1527, 4
  %1529 = getelementptr i8, ptr addrspace(1) %3, i64 %1528
  %1530 = load float, ptr addrspace(1) %1529, align 4
  %1531 = select i1 %32, float %1530, float 0.000000e+00
  %1532 = add i32 %1524, %33
  %1533 = select i1 %34, i32 %1532, i32 %1524
  %1534 = sext i32 %1533 to i64
  %1535 = mul i64 %1534, 4
  %1536 = getelementptr i8, ptr addrspace(1) %3, i64 %1535
  %1537 = load float, ptr addrspace(1) %1536, align 4
  %1538 = select i1 %34, float %1537, float 0.000000e+00
  %1539 = add i32 %1524, %35
  %1540 = select i1 %36, i32 %1539, i32 %1524
  %1541 = sext i32 %1540 to i64
  %1542 = mul i64 %1541, 4
  %1543 = getelementptr i8, ptr addrspace(1) %3, i64 %1542
  %1544 = load float, ptr addrspace(1) %1543, align 4
  %1545 = select i1 %36, float %1544, float 0.000000e+00
  %1546 = add i32 %1524, %37
  %1547 = select i1 %38, i32 %1546, i32 %1524
  %1548 = sext i32 %1547 to i64
  %1549 = mul i64 %1548, 4
  %1550 = getelementptr i8, ptr addrspace(1) %3, i64 %1549
  %1551 = load float, ptr addrspace(1) %1550, align 4
  %1552 = select i1 %38, float %1551, float 0.000000e+00
  %1553 = bitcast float %1259 to i32
  %1554 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %1553)
  %1555 = bitcast i32 %1554 to float
  %1556 = load float, ptr addrspace(5) %v, align 4
  %1557 = fmul float %1555, %1531
  %1558 = fadd float %1557, %1556
  store float %1558, ptr addrspace(5) %v, align 4
  %1559 = load float, ptr addrspace(5) %v1, align 4
  %1560 = fmul float %1555, %1538
  %1561 = fadd float %1560, %1559
  store float %1561, ptr addrspace(5) %v1, align 4
  %1562 = load float, ptr addrspace(5) %v2, align 4
  %1563 = fmul float %1555, %1545
  %1564 = fadd float %1563, %1562
  store float %1564, ptr addrspace(5) %v2, align 4
  %1565 = load float, ptr addrspace(5) %v3, align 4
  %1566 = fmul float %1555, %1552
  %1567 = fadd float %1566, %1565
  store float %1567, ptr addrspace(5) %v3, align 4
  %1568 = bitcast float %1259 to i32
  %1569 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %1568)
  %1570 = bitcast i32 %1569 to float
  %1571 = load float, ptr addrspace(5) %v8, align 4
  %1572 = fmul float %1570, %1531
  %1573 = fadd float %1572, %1571
  store float %1573, ptr addrspace(5) %v8, align 4
  %1574 = load float, ptr addrspace(5) %v9, align 4
  %1575 = fmul float %1570, %1538
  %1576 = fadd float %1575, %1574
  store float %1576, ptr addrspace(5) %v9, align 4
  %1577 = load float, ptr addrspace(5) %v10, align 4
  %1578 = fmul float %1570, %1545
  %1579 = fadd float %1578, %1577
  store float %1579, ptr addrspace(5) %v10, align 4
  %1580 = load float, ptr addrspace(5) %v11, align 4
  %1581 = fmul float %1570, %1552
  %1582 = fadd float %1581, %1580
  store float %1582, ptr addrspace(5) %v11, align 4
  %1583 = bitcast float %1259 to i32
  %1584 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %1583)
  %1585 = bitcast i32 %1584 to float
  %1586 = load float, ptr addrspace(5) %v16, align 4
  %1587 = fmul float %1585, %1531
  %1588 = fadd float %1587, %1586
  store float %1588, ptr addrspace(5) %v16, align 4
  %1589 = load float, ptr addrspace(5) %v17, align 4
  %1590 = fmul float %1585, %1538
  %1591 = fadd float %1590, %1589
  store float %1591, ptr addrspace(5) %v17, align 4
  %1592 = load float, ptr addrspace(5) %v18, align 4
  %1593 = fmul float %1585, %1545
  %1594 = fadd float %1593, %1592
  store float %1594, ptr addrspace(5) %v18, align 4
  %1595 = load float, ptr addrspace(5) %v19, align 4
  %1596 = fmul float %1585, %1552
  %1597 = fadd float %1596, %1595
  store float %1597, ptr addrspace(5) %v19, align 4
  %1598 = bitcast float %1259 to i32
  %1599 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %1598)
  %1600 = bitcast i32 %1599 to float
  %1601 = load float, ptr addrspace(5) %v24, align 4
  %1602 = fmul float %1600, %1531
  %1603 = fadd float %1602, %1601
  store float %1603, ptr addrspace(5) %v24, align 4
  %1604 = load float, ptr addrspace(5) %v25, align 4
  %1605 = fmul float %1600, %1538
  %1606 = fadd float %1605, %1604
  store float %1606, ptr addrspace(5) %v25, align 4
  %1607 = load float, ptr addrspace(5) %v26, align 4
  %1608 = fmul float %1600, %1545
  %1609 = fadd float %1608, %1607
  store float %1609, ptr addrspace(5) %v26, align 4
  %1610 = load float, ptr addrspace(5) %v27, align 4
  %1611 = fmul float %1600, %1552
  %1612 = fadd float %1611, %1610
  store float %1612, ptr addrspace(5) %v27, align 4
  %1613 = add i32 %338, 3
  %1614 = icmp sgt i32 %1613, %332
  %1615 = select i1 %1614, i32 %332, i32 %1613
  %1616 = mul i32 %1615, %5
  %1617 = add i32 %1616, %20
  %1618 = mul i32 %1617, %6
  %1619 = add i32 %1618, %31
  %1620 = select i1 %32, i32 %1619, i32 %1618
  %1621 = sext i32 %1620 to i64
  %1622 = mul i64 %1621, 4
  %1623 = getelementptr i8, ptr addrspace(1) %3, i64 %1622
  %1624 = load float, ptr addrspace(1) %1623, align 4
  %1625 = select i1 %32, float %1624, float 0.000000e+00
  %1626 = add i32 %1618, %33
  %1627 = select i1 %34, i32 %1626, i32 %1618
  %1628 = sext i32 %1627 to i64
  %1629 = mul i64 %1628, 4
  %1630 = getelementptr i8, ptr addrspace(1) %3, i64 %1629
  %1631 = load float, ptr addrspace(1) %1630, align 4
  %1632 = select i1 %34, float %1631, float 0.000000e+00
  %1633 = add i32 %1618, %35
  %1634 = select i1 %36, i32 %1633, i32 %1618
  %1635 = sext i32 %1634 to i64
  %1636 = mul i64 %1635, 4
  %1637 = getelementptr i8, ptr addrspace(1) %3, i64 %1636
  %1638 = load float, ptr addrspace(1) %1637, align 4
  %1639 = select i1 %36, float %1638, float 0.000000e+00
  %1640 = add i32 %1618, %37
  %1641 = select i1 %38, i32 %1640, i32 %1618
  %1642 = sext i32 %1641 to i64
  %1643 = mul i64 %1642, 4
  %1644 = getelementptr i8, ptr addrspace(1) %3, i64 %1643
  %1645 = load float, ptr addrspace(1) %1644, align 4
  %1646 = select i1 %38, float %1645, float 0.000000e+00
  %1647 = bitcast float %1259 to i32
  %1648 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %1647)
  %1649 = bitcast i32 %1648 to float
  %1650 = load float, ptr addrspace(5) %v, align 4
  %1651 = fmul float %1649, %1625
  %1652 = fadd float %1651, %1650
  store float %1652, ptr addrspace(5) %v, align 4
  %1653 = load float, ptr addrspace(5) %v1, align 4
  %1654 = fmul float %1649, %1632
  %1655 = fadd float %1654, %1653
  store float %1655, ptr addrspace(5) %v1, align 4
  %1656 = load float, ptr addrspace(5) %v2, align 4
  %1657 = fmul float %1649, %1639
  %1658 = fadd float %1657, %1656
  store float %1658, ptr addrspace(5) %v2, align 4
  %1659 = load float, ptr addrspace(5) %v3, align 4
  %1660 = fmul float %1649, %1646
  %1661 = fadd float %1660, %1659
  store float %1661, ptr addrspace(5) %v3, align 4
  %1662 = bitcast float %1259 to i32
  %1663 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %1662)
  %1664 = bitcast i32 %1663 to float
  %1665 = load float, ptr addrspace(5) %v8, align 4
  %1666 = fmul float %1664, %1625
  %1667 = fadd float %1666, %1665
  store float %1667, ptr addrspace(5) %v8, align 4
  %1668 = load float, ptr addrspace(5) %v9, align 4
  %1669 = fmul float %1664, %1632
  %1670 = fadd float %1669, %1668
  store float %1670, ptr addrspace(5) %v9, align 4
  %1671 = load float, ptr addrspace(5) %v10, align 4
  %1672 = fmul float %1664, %1639
  %1673 = fadd float %1672, %1671
  store float %1673, ptr addrspace(5) %v10, align 4
  %1674 = load float, ptr addrspace(5) %v11, align 4
  %1675 = fmul float %1664, %1646
  %1676 = fadd float %1675, %1674
  store float %1676, ptr addrspace(5) %v11, align 4
  %1677 = bitcast float %1259 to i32
  %1678 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %1677)
  %1679 = bitcast i32 %1678 to float
  %1680 = load float, ptr addrspace(5) %v16, align 4
  %1681 = fmul float %1679, %1625
  %1682 = fadd float %1681, %1680
  store float %1682, ptr addrspace(5) %v16, align 4
  %1683 = load float, ptr addrspace(5) %v17, align 4
  %1684 = fmul float %1679, %1632
  %1685 = fadd float %1684, %1683
  store float %1685, ptr addrspace(5) %v17, align 4
  %1686 = load float, ptr addrspace(5) %v18, align 4
  %1687 = fmul float %1679, %1639
  %1688 = fadd float %1687, %1686
  store float %1688, ptr addrspace(5) %v18, align 4
  %1689 = load float, ptr addrspace(5) %v19, align 4
  %1690 = fmul float %1679, %1646
  %1691 = fadd float %1690, %1689
  store float %1691, ptr addrspace(5) %v19, align 4
  %1692 = bitcast float %1259 to i32
  %1693 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %1692)
  %1694 = bitcast i32 %1693 to float
  %1695 = load float, ptr addrspace(5) %v24, align 4
  %1696 = fmul float %1694, %1625
  %1697 = fadd float %1696, %1695
  store float %1697, ptr addrspace(5) %v24, align 4
  %1698 = load float, ptr addrspace(5) %v25, align 4
  %1699 = fmul float %1694, %1632
  %1700 = fadd float %1699, %1698
  store float %1700, ptr addrspace(5) %v25, align 4
  %1701 = load float, ptr addrspace(5) %v26, align 4
  %1702 = fmul float %1694, %1639
  %1703 = fadd float %1702, %1701
  store float %1703, ptr addrspace(5) %v26, align 4
  %1704 = load float, ptr addrspace(5) %v27, align 4
  %1705 = fmul float %1694, %1646
  %1706 = fadd float %1705, %1704
  store float %1706, ptr addrspace(5) %v27, align 4
  %1707 = add i32 %338, 4
  %1708 = icmp sgt i32 %1707, %332
  %1709 = select i1 %1708, i32 %332, i32 %1707
  %1710 = mul i32 %1709, %5
  %1711 = add i32 %1710, %20
  %1712 = mul i32 %1711, %6
  %1713 = add i32 %1712, %31
  %1714 = select i1 %32, i32 %1713, i32 %1712
  %1715 = sext i32 %1714 to i64
  %1716 = mul i64 %1715, 4
  %1717 = getelementptr i8, ptr addrspace(1) %3, i64 %1716
  %1718 = load float, ptr addrspace(1) %1717, align 4
  %1719 = select i1 %32, float %1718, float 0.000000e+00
  %1720 = add i32 %1712, %33
  %1721 = select i1 %34, i32 %1720, i32 %1712
  %1722 = sext i32 %1721 to i64
  %1723 = mul i64 %1722, 4
  %1724 = getelementptr i8, ptr addrspace(1) %3, i64 %1723
  %1725 = load float, ptr addrspace(1) %1724, align 4
  %1726 = select i1 %34, float %1725, float 0.000000e+00
  %1727 = add i32 %1712, %35
  %1728 = select i1 %36, i32 %1727, i32 %1712
  %1729 = sext i32 %1728 to i64
  %1730 = mul i64 %1729, 4
  %1731 = getelementptr i8, ptr addrspace(1) %3, i64 %1730
  %1732 = load float, ptr addrspace(1) %1731, align 4
  %1733 = select i1 %36, float %1732, float 0.000000e+00
  %1734 = add i32 %1712, %37
  %1735 = select i1 %38, i32 %1734, i32 %1712
  %1736 = sext i32 %1735 to i64
  %1737 = mul i64 %1736, 4
  %1738 = getelementptr i8, ptr addrspace(1) %3, i64 %1737
  %1739 = load float, ptr addrspace(1) %1738, align 4
  %1740 = select i1 %38, float %1739, float 0.000000e+00
  %1741 = bitcast float %1259 to i32
  %1742 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %1741)
  %1743 = bitcast i32 %1742 to float
  %1744 = load float, ptr addrspace(5) %v, align 4
  %1745 = fmul float %1743, %1719
  %1746 = fadd float %1745, %1744
  store float %1746, ptr addrspace(5) %v, align 4
  %1747 = load float, ptr addrspace(5) %v1, align 4
  %1748 = fmul float %1743, %1726
  %1749 = fadd float %1748, %1747
  store float %1749, ptr addrspace(5) %v1, align 4
  %1750 = load float, ptr addrspace(5) %v2, align 4
  %1751 = fmul float %1743, %1733
  %1752 = fadd float %1751, %1750
  store float %1752, ptr addrspace(5) %v2, align 4
  %1753 = load float, ptr addrspace(5) %v3, align 4
  %1754 = fmul float %1743, %1740
  %1755 = fadd float %1754, %1753
  store float %1755, ptr addrspace(5) %v3, align 4
  %1756 = bitcast float %1259 to i32
  %1757 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %1756)
  %1758 = bitcast i32 %1757 to float
  %1759 = load float, ptr addrspace(5) %v8, align 4
  %1760 = fmul float %1758, %1719
  %1761 = fadd float %1760, %1759
  store float %1761, ptr addrspace(5) %v8, align 4
  %1762 = load float, ptr addrspace(5) %v9, align 4
  %1763 = fmul float %1758, %1726
  %1764 = fadd float %1763, %1762
  store float %1764, ptr addrspace(5) %v9, align 4
  %1765 = load float, ptr addrspace(5) %v10, align 4
  %1766 = fmul float %1758, %1733
  %1767 = fadd float %1766, %1765
  store float %1767, ptr addrspace(5) %v10, align 4
  %1768 = load float, ptr addrspace(5) %v11, align 4
  %1769 = fmul float %1758, %1740
  %1770 = fadd float %1769, %1768
  store float %1770, ptr addrspace(5) %v11, align 4
  %1771 = bitcast float %1259 to i32
  %1772 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %1771)
  %1773 = bitcast i32 %1772 to float
  %1774 = load float, ptr addrspace(5) %v16, align 4
  %1775 = fmul float %1773, %1719
  %1776 = fadd float %1775, %1774
  store float %1776, ptr addrspace(5) %v16, align 4
  %1777 = load float, ptr addrspace(5) %v17, align 4
  %1778 = fmul float %1773, %1726
  %1779 = fadd float %1778, %1777
  store float %1779, ptr addrspace(5) %v17, align 4
  %1780 = load float, ptr addrspace(5) %v18, align 4
  %1781 = fmul float %1773, %1733
  %1782 = fadd float %1781, %1780
  store float %1782, ptr addrspace(5) %v18, align 4
  %1783 = load float, ptr addrspace(5) %v19, align 4
  %1784 = fmul float %1773, %1740
  %1785 = fadd float %1784, %1783
  store float %1785, ptr addrspace(5) %v19, align 4
  %1786 = bitcast float %1259 to i32
  %1787 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %1786)
  %1788 = bitcast i32 %1787 to float
  %1789 = load float, ptr addrspace(5) %v24, align 4
  %1790 = fmul float %1788, %1719
  %1791 = fadd float %1790, %1789
  store float %1791, ptr addrspace(5) %v24, align 4
  %1792 = load float, ptr addrspace(5) %v25, align 4
  %1793 = fmul float %1788, %1726
  %1794 = fadd float %1793, %1792
  store float %1794, ptr addrspace(5) %v25, align 4
  %1795 = load float, ptr addrspace(5) %v26, align 4
  %1796 = fmul float %1788, %1733
  %1797 = fadd float %1796, %1795
  store float %1797, ptr addrspace(5) %v26, align 4
  %1798 = load float, ptr addrspace(5) %v27, align 4
  %1799 = fmul float %1788, %1740
  %1800 = fadd float %1799, %1798
  store float %1800, ptr addrspace(5) %v27, align 4
  %1801 = add i32 %338, 5
  %1802 = icmp sgt i32 %1801, %332
  %1803 = select i1 %1802, i32 %332, i32 %1801
  %1804 = mul i32 %1803, %5
  %1805 = add i32 %1804, %20
  %1806 = mul i32 %1805, %6
  %1807 = add i32 %1806, %31
  %1808 = select i1 %32, i32 %1807, i32 %1806
  %1809 = sext i32 %1808 to i64
  %1810 = mul i64 %1809, 4
  %1811 = getelementptr i8, ptr addrspace(1) %3, i64 %1810
  %1812 = load float, ptr addrspace(1) %1811, align 4
  %1813 = select i1 %32, float %1812, float 0.000000e+00
  %1814 = add i32 %1806, %33
  %1815 = select i1 %34, i32 %1814, i32 %1806
  %1816 = sext i32 %1815 to i64
  %1817 = mul i64 %1816, 4
  %1818 = getelementptr i8, ptr addrspace(1) %3, i64 %1817
  %1819 = load float, ptr addrspace(1) %1818, align 4
  %1820 = select i1 %34, float %1819, float 0.000000e+00
  %1821 = add i32 %1806, %35
  %1822 = select i1 %36, i32 %1821, i32 %1806
  %1823 = sext i32 %1822 to i64
  %1824 = mul i64 %1823, 4
  %1825 = getelementptr i8, ptr addrspace(1) %3, i64 %1824
  %1826 = load float, ptr addrspace(1) %1825, align 4
  %1827 = select i1 %36, float %1826, float 0.000000e+00
  %1828 = add i32 %1806, %37
  %1829 = select i1 %38, i32 %1828, i32 %1806
  %1830 = sext i32 %1829 to i64
  %1831 = mul i64 %1830, 4
  %1832 = getelementptr i8, ptr addrspace(1) %3, i64 %1831
  %1833 = load float, ptr addrspace(1) %1832, align 4
  %1834 = select i1 %38, float %1833, float 0.000000e+00
  %1835 = bitcast float %1259 to i32
  %1836 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %1835)
  %1837 = bitcast i32 %1836 to float
  %1838 = load float, ptr addrspace(5) %v, align 4
  %1839 = fmul float %1837, %1813
  %1840 = fadd float %1839, %1838
  store float %1840, ptr addrspace(5) %v, align 4
  %1841 = load float, ptr addrspace(5) %v1, align 4
  %1842 = fmul float %1837, %1820
  %1843 = fadd float %1842, %1841
  store float %1843, ptr addrspace(5) %v1, align 4
  %1844 = load float, ptr addrspace(5) %v2, align 4
  %1845 = fmul float %1837, %1827
  %1846 = fadd float %1845, %1844
  store float %1846, ptr addrspace(5) %v2, align 4
  %1847 = load float, ptr addrspace(5) %v3, align 4
  %1848 = fmul float %1837, %1834
  %1849 = fadd float %1848, %1847
  store float %1849, ptr addrspace(5) %v3, align 4
  %1850 = bitcast float %1259 to i32
  %1851 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %1850)
  %1852 = bitcast i32 %1851 to float
  %1853 = load float, ptr addrspace(5) %v8, align 4
  %1854 = fmul float %1852, %1813
  %1855 = fadd float %1854, %1853
  store float %1855, ptr addrspace(5) %v8, align 4
  %1856 = load float, ptr addrspace(5) %v9, align 4
  %1857 = fmul float %1852, %1820
  %1858 = fadd float %1857, %1856
  store float %1858, ptr addrspace(5) %v9, align 4
  %1859 = load float, ptr addrspace(5) %v10, align 4
  %1860 = fmul float %1852, %1827
  %1861 = fadd float %1860, %1859
  store float %1861, ptr addrspace(5) %v10, align 4
  %1862 = load float, ptr addrspace(5) %v11, align 4
  %1863 = fmul float %1852, %1834
  %1864 = fadd float %1863, %1862
  store float %1864, ptr addrspace(5) %v11, align 4
  %1865 = bitcast float %1259 to i32
  %1866 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %1865)
  %1867 = bitcast i32 %1866 to float
  %1868 = load float, ptr addrspace(5) %v16, align 4
  %1869 = fmul float %1867, %1813
  %1870 = fadd float %1869, %1868
  store float %1870, ptr addrspace(5) %v16, align 4
  %1871 = load float, ptr addrspace(5) %v17, align 4
  %1872 = fmul float %1867, %1820
  %1873 = fadd float %1872, %1871
  store float %1873, ptr addrspace(5) %v17, align 4
  %1874 = load float, ptr addrspace(5) %v18, align 4
  %1875 = fmul float %1867, %1827
  %1876 = fadd float %1875, %1874
  store float %1876, ptr addrspace(5) %v18, align 4
  %1877 = load float, ptr addrspace(5) %v19, align 4
  %1878 = fmul float %1867, %1834
  %1879 = fadd float %1878, %1877
  store float %1879, ptr addrspace(5) %v19, align 4
  %1880 = bitcast float %1259 to i32
  %1881 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %1880)
  %1882 = bitcast i32 %1881 to float
  %1883 = load float, ptr addrspace(5) %v24, align 4
  %1884 = fmul float %1882, %1813
  %1885 = fadd float %1884, %1883
  store float %1885, ptr addrspace(5) %v24, align 4
  %1886 = load float, ptr addrspace(5) %v25, align 4
  %1887 = fmul float %1882, %1820
  %1888 = fadd float %1887, %1886
  store float %1888, ptr addrspace(5) %v25, align 4
  %1889 = load float, ptr addrspace(5) %v26, align 4
  %1890 = fmul float %1882, %1827
  %1891 = fadd float %1890, %1889
  store float %1891, ptr addrspace(5) %v26, align 4
  %1892 = load float, ptr addrspace(5) %v27, align 4
  %1893 = fmul float %1882, %1834
  %1894 = fadd float %1893, %1892
  store float %1894, ptr addrspace(5) %v27, align 4
  %1895 = add i32 %338, 6
  %1896 = icmp sgt i32 %1895, %332
  %1897 = select i1 %1896, i32 %332, i32 %1895
  %1898 = mul i32 %1897, %5
  %1899 = add i32 %1898, %20
  %1900 = mul i32 %1899, %6
  %1901 = add i32 %1900, %31
  %1902 = select i1 %32, i32 %1901, i32 %1900
  %1903 = sext i32 %1902 to i64
  %1904 = mul i64 %1903, 4
  %1905 = getelementptr i8, ptr addrspace(1) %3, i64 %1904
  %1906 = load float, ptr addrspace(1) %1905, align 4
  %1907 = select i1 %32, float %1906, float 0.000000e+00
  %1908 = add i32 %1900, %33
  %1909 = select i1 %34, i32 %1908, i32 %1900
  %1910 = sext i32 %1909 to i64
  %1911 = mul i64 %1910, 4
  %1912 = getelementptr i8, ptr addrspace(1) %3, i64 %1911
  %1913 = load float, ptr addrspace(1) %1912, align 4
  %1914 = select i1 %34, float %1913, float 0.000000e+00
  %1915 = add i32 %1900, %35
  %1916 = select i1 %36, i32 %1915, i32 %1900
  %1917 = sext i32 %1916 to i64
  %1918 = mul i64 %1917, 4
  %1919 = getelementptr i8, ptr addrspace(1) %3, i64 %1918
  %1920 = load float, ptr addrspace(1) %1919, align 4
  %1921 = select i1 %36, float %1920, float 0.000000e+00
  %1922 = add i32 %1900, %37
  %1923 = select i1 %38, i32 %1922, i32 %1900
  %1924 = sext i32 %1923 to i64
  %1925 = mul i64 %1924, 4
  %1926 = getelementptr i8, ptr addrspace(1) %3, i64 %1925
  %1927 = load float, ptr addrspace(1) %1926, align 4
  %1928 = select i1 %38, float %1927, float 0.000000e+00
  %1929 = bitcast float %1259 to i32
  %1930 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %1929)
  %1931 = bitcast i32 %1930 to float
  %1932 = load float, ptr addrspace(5) %v, align 4
  %1933 = fmul float %1931, %1907
  %1934 = fadd float %1933, %1932
  store float %1934, ptr addrspace(5) %v, align 4
  %1935 = load float, ptr addrspace(5) %v1, align 4
  %1936 = fmul float %1931, %1914
  %1937 = fadd float %1936, %1935
  store float %1937, ptr addrspace(5) %v1, align 4
  %1938 = load float, ptr addrspace(5) %v2, align 4
  %1939 = fmul float %1931, %1921
  %1940 = fadd float %1939, %1938
  store float %1940, ptr addrspace(5) %v2, align 4
  %1941 = load float, ptr addrspace(5) %v3, align 4
  %1942 = fmul float %1931, %1928
  %1943 = fadd float %1942, %1941
  store float %1943, ptr addrspace(5) %v3, align 4
  %1944 = bitcast float %1259 to i32
  %1945 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %1944)
  %1946 = bitcast i32 %1945 to float
  %1947 = load float, ptr addrspace(5) %v8, align 4
  %1948 = fmul float %1946, %1907
  %1949 = fadd float %1948, %1947
  store float %1949, ptr addrspace(5) %v8, align 4
  %1950 = load float, ptr addrspace(5) %v9, align 4
  %1951 = fmul float %1946, %1914
  %1952 = fadd float %1951, %1950
  store float %1952, ptr addrspace(5) %v9, align 4
  %1953 = load float, ptr addrspace(5) %v10, align 4
  %1954 = fmul float %1946, %1921
  %1955 = fadd float %1954, %1953
  store float %1955, ptr addrspace(5) %v10, align 4
  %1956 = load float, ptr addrspace(5) %v11, align 4
  %1957 = fmul float %1946, %1928
  %1958 = fadd float %1957, %1956
  store float %1958, ptr addrspace(5) %v11, align 4
  %1959 = bitcast float %1259 to i32
  %1960 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %1959)
  %1961 = bitcast i32 %1960 to float
  %1962 = load float, ptr addrspace(5) %v16, align 4
  %1963 = fmul float %1961, %1907
  %1964 = fadd float %1963, %1962
  store float %1964, ptr addrspace(5) %v16, align 4
  %1965 = load float, ptr addrspace(5) %v17, align 4
  %1966 = fmul float %1961, %1914
  %1967 = fadd float %1966, %1965
  store float %1967, ptr addrspace(5) %v17, align 4
  %1968 = load float, ptr addrspace(5) %v18, align 4
  %1969 = fmul float %1961, %1921
  %1970 = fadd float %1969, %1968
  store float %1970, ptr addrspace(5) %v18, align 4
  %1971 = load float, ptr addrspace(5) %v19, align 4
  %1972 = fmul float %1961, %1928
  %1973 = fadd float %1972, %1971
  store float %1973, ptr addrspace(5) %v19, align 4
  %1974 = bitcast float %1259 to i32
  %1975 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %1974)
  %1976 = bitcast i32 %1975 to float
  %1977 = load float, ptr addrspace(5) %v24, align 4
  %1978 = fmul float %1976, %1907
  %1979 = fadd float %1978, %1977
  store float %1979, ptr addrspace(5) %v24, align 4
  %1980 = load float, ptr addrspace(5) %v25, align 4
  %1981 = fmul float %1976, %1914
  %1982 = fadd float %1981, %1980
  store float %1982, ptr addrspace(5) %v25, align 4
  %1983 = load float, ptr addrspace(5) %v26, align 4
  %1984 = fmul float %1976, %1921
  %1985 = fadd float %1984, %1983
  store float %1985, ptr addrspace(5) %v26, align 4
  %1986 = load float, ptr addrspace(5) %v27, align 4
  %1987 = fmul float %1976, %1928
  %1988 = fadd float %1987, %1986
  store float %1988, ptr addrspace(5) %v27, align 4
  %1989 = add i32 %338, 7
  %1990 = icmp sgt i32 %1989, %332
  %1991 = select i1 %1990, i32 %332, i32 %1989
  %1992 = mul i32 %1991, %5
  %1993 = add i32 %1992, %20
  %1994 = mul i32 %1993, %6
  %1995 = add i32 %1994, %31
  %1996 = select i1 %32, i32 %1995, i32 %1994
  %1997 = sext i32 %1996 to i64
  %1998 = mul i64 %1997, 4
  %1999 = getelementptr i8, ptr addrspace(1) %3, i64 %1998
  %2000 = load float, ptr addrspace(1) %1999, align 4
  %2001 = select i1 %32, float %2000, float 0.000000e+00
  %2002 = add i32 %1994, %33
  %2003 = select i1 %34, i32 %2002, i32 %1994
  %2004 = sext i32 %2003 to i64
  %2005 = mul i64 %2004, 4
  %2006 = getelementptr i8, ptr addrspace(1) %3, i64 %2005
  %2007 = load float, ptr addrspace(1) %2006, align 4
  %2008 = select i1 %34, float %2007, float 0.000000e+00
  %2009 = add i32 %1994, %35
  %2010 = select i1 %36, i32 %2009, i32 %1994
  %2011 = sext i32 %2010 to i64
  %2012 = mul i64 %2011, 4
  %2013 = getelementptr i8, ptr addrspace(1) %3, i64 %2012
  %2014 = load float, ptr addrspace(1) %2013, align 4
  %2015 = select i1 %36, float %2014, float 0.000000e+00
  %2016 = add i32 %1994, %37
  %2017 = select i1 %38, i32 %2016, i32 %1994
  %2018 = sext i32 %2017 to i64
  %2019 = mul i64 %2018, 4
  %2020 = getelementptr i8, ptr addrspace(1) %3, i64 %2019
  %2021 = load float, ptr addrspace(1) %2020, align 4
  %2022 = select i1 %38, float %2021, float 0.000000e+00
  %2023 = bitcast float %1259 to i32
  %2024 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %2023)
  %2025 = bitcast i32 %2024 to float
  %2026 = load float, ptr addrspace(5) %v, align 4
  %2027 = fmul float %2025, %2001
  %2028 = fadd float %2027, %2026
  store float %2028, ptr addrspace(5) %v, align 4
  %2029 = load float, ptr addrspace(5) %v1, align 4
  %2030 = fmul float %2025, %2008
  %2031 = fadd float %2030, %2029
  store float %2031, ptr addrspace(5) %v1, align 4
  %2032 = load float, ptr addrspace(5) %v2, align 4
  %2033 = fmul float %2025, %2015
  %2034 = fadd float %2033, %2032
  store float %2034, ptr addrspace(5) %v2, align 4
  %2035 = load float, ptr addrspace(5) %v3, align 4
  %2036 = fmul float %2025, %2022
  %2037 = fadd float %2036, %2035
  store float %2037, ptr addrspace(5) %v3, align 4
  %2038 = bitcast float %1259 to i32
  %2039 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %2038)
  %2040 = bitcast i32 %2039 to float
  %2041 = load float, ptr addrspace(5) %v8, align 4
  %2042 = fmul float %2040, %2001
  %2043 = fadd float %2042, %2041
  store float %2043, ptr addrspace(5) %v8, align 4
  %2044 = load float, ptr addrspace(5) %v9, align 4
  %2045 = fmul float %2040, %2008
  %2046 = fadd float %2045, %2044
  store float %2046, ptr addrspace(5) %v9, align 4
  %2047 = load float, ptr addrspace(5) %v10, align 4
  %2048 = fmul float %2040, %2015
  %2049 = fadd float %2048, %2047
  store float %2049, ptr addrspace(5) %v10, align 4
  %2050 = load float, ptr addrspace(5) %v11, align 4
  %2051 = fmul float %2040, %2022
  %2052 = fadd float %2051, %2050
  store float %2052, ptr addrspace(5) %v11, align 4
  %2053 = bitcast float %1259 to i32
  %2054 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %2053)
  %2055 = bitcast i32 %2054 to float
  %2056 = load float, ptr addrspace(5) %v16, align 4
  %2057 = fmul float %2055, %2001
  %2058 = fadd float %2057, %2056
  store float %2058, ptr addrspace(5) %v16, align 4
  %2059 = load float, ptr addrspace(5) %v17, align 4
  %2060 = fmul float %2055, %2008
  %2061 = fadd float %2060, %2059
  store float %2061, ptr addrspace(5) %v17, align 4
  %2062 = load float, ptr addrspace(5) %v18, align 4
  %2063 = fmul float %2055, %2015
  %2064 = fadd float %2063, %2062
  store float %2064, ptr addrspace(5) %v18, align 4
  %2065 = load float, ptr addrspace(5) %v19, align 4
  %2066 = fmul float %2055, %2022
  %2067 = fadd float %2066, %2065
  store float %2067, ptr addrspace(5) %v19, align 4
  %2068 = bitcast float %1259 to i32
  %2069 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %2068)
  %2070 = bitcast i32 %2069 to float
  %2071 = load float, ptr addrspace(5) %v24, align 4
  %2072 = fmul float %2070, %2001
  %2073 = fadd float %2072, %2071
  store float %2073, ptr addrspace(5) %v24, align 4
  %2074 = load float, ptr addrspace(5) %v25, align 4
  %2075 = fmul float %2070, %2008
  %2076 = fadd float %2075, %2074
  store float %2076, ptr addrspace(5) %v25, align 4
  %2077 = load float, ptr addrspace(5) %v26, align 4
  %2078 = fmul float %2070, %2015
  %2079 = fadd float %2078, %2077
  store float %2079, ptr addrspace(5) %v26, align 4
  %2080 = load float, ptr addrspace(5) %v27, align 4
  %2081 = fmul float %2070, %2022
  %2082 = fadd float %2081, %2080
  store float %2082, ptr addrspace(5) %v27, align 4
  %2083 = load i32, ptr addrspace(5) %v34, align 4
  %2084 = add i32 %2083, 4
  store i32 %2084, ptr addrspace(5) %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %331, ptr addrspace(5) %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2085 = load float, ptr addrspace(5) %v32, align 4
  %2086 = load float, ptr addrspace(5) %v33, align 4
  %2087 = add i32 0, %15
  %2088 = mul i32 %2087, 256
  %2089 = load float, ptr addrspace(5) %v, align 4
  br i1 %32, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2090 = load i32, ptr addrspace(5) %v37, align 4
  %2091 = icmp slt i32 %2090, %325
  br i1 %2091, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2092 = load i32, ptr addrspace(5) %v37, align 4
  %2093 = mul i32 %2092, 8
  %2094 = add i32 %2093, 0
  %2095 = icmp sgt i32 %2094, %332
  %2096 = select i1 %2095, i32 %332, i32 %2094
  %2097 = mul i32 %2096, %5
  %2098 = add i32 %2097, %20
  %2099 = mul i32 %2098, %6
  %2100 = add i32 %2099, %31
  %2101 = select i1 %32, i32 %2100, i32 %2099
  %2102 = sext i32 %2101 to i64
  %2103 = mul i64 %2102, 4
  %2104 = getelementptr i8, ptr addrspace(1) %2, i64 %2103
  %2105 = load float, ptr addrspace(1) %2104, align 4
  %2106 = select i1 %32, float %2105, float 0.000000e+00
  %2107 = add i32 %2099, %33
  %2108 = select i1 %34, i32 %2107, i32 %2099
  %2109 = sext i32 %2108 to i64
  %2110 = mul i64 %2109, 4
  %2111 = getelementptr i8, ptr addrspace(1) %2, i64 %2110
  %2112 = load float, ptr addrspace(1) %2111, align 4
  %2113 = select i1 %34, float %2112, float 0.000000e+00
  %2114 = add i32 %2099, %35
  %2115 = select i1 %36, i32 %2114, i32 %2099
  %2116 = sext i32 %2115 to i64
  %2117 = mul i64 %2116, 4
  %2118 = getelementptr i8, ptr addrspace(1) %2, i64 %2117
  %2119 = load float, ptr addrspace(1) %2118, align 4
  %2120 = select i1 %36, float %2119, float 0.000000e+00
  %2121 = add i32 %2099, %37
  %2122 = select i1 %38, i32 %2121, i32 %2099
  %2123 = sext i32 %2122 to i64
  %2124 = mul i64 %2123, 4
  %2125 = getelementptr i8, ptr addrspace(1) %2, i64 %2124
  %2126 = load float, ptr addrspace(1) %2125, align 4
  %2127 = select i1 %38, float %2126, float 0.000000e+00
  %2128 = add i32 %2099, %39
  %2129 = select i1 %40, i32 %2128, i32 %2099
  %2130 = sext i32 %2129 to i64
  %2131 = mul i64 %2130, 4
  %2132 = getelementptr i8, ptr addrspace(1) %2, i64 %2131
  %2133 = load float, ptr addrspace(1) %2132, align 4
  %2134 = select i1 %40, float %2133, float 0.000000e+00
  %2135 = add i32 %2099, %41
  %2136 = select i1 %42, i32 %2135, i32 %2099
  %2137 = sext i32 %2136 to i64
  %2138 = mul i64 %2137, 4
  %2139 = getelementptr i8, ptr addrspace(1) %2, i64 %2138
  %2140 = load float, ptr addrspace(1) %2139, align 4
  %2141 = select i1 %42, float %2140, float 0.000000e+00
  %2142 = add i32 %2099, %43
  %2143 = select i1 %44, i32 %2142, i32 %2099
  %2144 = sext i32 %2143 to i64
  %2145 = mul i64 %2144, 4
  %2146 = getelementptr i8, ptr addrspace(1) %2, i64 %2145
  %2147 = load float, ptr addrspace(1) %2146, align 4
  %2148 = select i1 %44, float %2147, float 0.000000e+00
  %2149 = add i32 %2099, %45
  %2150 = select i1 %46, i32 %2149, i32 %2099
  %2151 = sext i32 %2150 to i64
  %2152 = mul i64 %2151, 4
  %2153 = getelementptr i8, ptr addrspace(1) %2, i64 %2152
  %2154 = load float, ptr addrspace(1) %2153, align 4
  %2155 = select i1 %46, float %2154, float 0.000000e+00
  %2156 = fmul float %59, %2106
  %2157 = fmul float %66, %2113
  %2158 = fadd float %2157, %2156
  %2159 = fmul float %73, %2120
  %2160 = fadd float %2159, %2158
  %2161 = fmul float %80, %2127
  %2162 = fadd float %2161, %2160
  %2163 = fmul float %87, %2134
  %2164 = fadd float %2163, %2162
  %2165 = fmul float %94, %2141
  %2166 = fadd float %2165, %2164
  %2167 = fmul float %101, %2148
  %2168 = fadd float %2167, %2166
  %2169 = fmul float %108, %2155
  %2170 = fadd float %2169, %2168
  %2171 = fmul float %121, %2106
  %2172 = fmul float %128, %2113
  %2173 = fadd float %2172, %2171
  %2174 = fmul float %135, %2120
  %2175 = fadd float %2174, %2173
  %2176 = fmul float %142, %2127
  %2177 = fadd float %2176, %2175
  %2178 = fmul float %149, %2134
  %2179 = fadd float %2178, %2177
  %2180 = fmul float %156, %2141
  %2181 = fadd float %2180, %2179
  %2182 = fmul float %163, %2148
  %2183 = fadd float %2182, %2181
  %2184 = fmul float %170, %2155
  %2185 = fadd float %2184, %2183
  %2186 = fmul float %183, %2106
  %2187 = fmul float %190, %2113
  %2188 = fadd float %2187, %2186
  %2189 = fmul float %197, %2120
  %2190 = fadd float %2189, %2188
  %2191 = fmul float %204, %2127
  %2192 = fadd float %2191, %2190
  %2193 = fmul float %211, %2134
  %2194 = fadd float %2193, %2192
  %2195 = fmul float %218, %2141
  %2196 = fadd float %2195, %2194
  %2197 = fmul float %225, %2148
  %2198 = fadd float %2197, %2196
  %2199 = fmul float %232, %2155
  %2200 = fadd float %2199, %2198
  %2201 = fmul float %245, %2106
  %2202 = fmul float %252, %2113
  %2203 = fadd float %2202, %2201
  %2204 = fmul float %259, %2120
  %2205 = fadd float %2204, %2203
  %2206 = fmul float %266, %2127
  %2207 = fadd float %2206, %2205
  %2208 = fmul float %273, %2134
  %2209 = fadd float %2208, %2207
  %2210 = fmul float %280, %2141
  %2211 = fadd float %2210, %2209
  %2212 = fmul float %287, %2148
  %2213 = fadd float %2212, %2211
  %2214 = fmul float %294, %2155
  %2215 = fadd float %2214, %2213
  %2216 = add i32 %2093, 1
  %2217 = icmp sgt i32 %2216, %332
  %2218 = select i1 %2217, i32 %332, i32 %2216
  %2219 = mul i32 %2218, %5
  %2220 = add i32 %2219, %20
  %2221 = mul i32 %2220, %6
  %2222 = add i32 %2221, %31
  %2223 = select i1 %32, i32 %2222, i32 %2221
  %2224 = sext i32 %2223 to i64
  %2225 = mul i64 %2224, 4
  %2226 = getelementptr i8, ptr addrspace(1) %2, i64 %2225
  %2227 = load float, ptr addrspace(1) %2226, align 4
  %2228 = select i1 %32, float %2227, float 0.000000e+00
  %2229 = add i32 %2221, %33
  %2230 = select i1 %34, i32 %2229, i32 %2221
  %2231 = sext i32 %2230 to i64
  %2232 = mul i64 %2231, 4
  %2233 = getelementptr i8, ptr addrspace(1) %2, i64 %2232
  %2234 = load float, ptr addrspace(1) %2233, align 4
  %2235 = select i1 %34, float %2234, float 0.000000e+00
  %2236 = add i32 %2221, %35
  %2237 = select i1 %36, i32 %2236, i32 %2221
  %2238 = sext i32 %2237 to i64
  %2239 = mul i64 %2238, 4
  %2240 = getelementptr i8, ptr addrspace(1) %2, i64 %2239
  %2241 = load float, ptr addrspace(1) %2240, align 4
  %2242 = select i1 %36, float %2241, float 0.000000e+00
  %2243 = add i32 %2221, %37
  %2244 = select i1 %38, i32 %2243, i32 %2221
  %2245 = sext i32 %2244 to i64
  %2246 = mul i64 %2245, 4
  %2247 = getelementptr i8, ptr addrspace(1) %2, i64 %2246
  %2248 = load float, ptr addrspace(1) %2247, align 4
  %2249 = select i1 %38, float %2248, float 0.000000e+00
  %2250 = add i32 %2221, %39
  %2251 = select i1 %40, i32 %2250, i32 %2221
  %2252 = sext i32 %2251 to i64
  %2253 = mul i64 %2252, 4
  %2254 = getelementptr i8, ptr addrspace(1) %2, i64 %2253
  %2255 = load float, ptr addrspace(1) %2254, align 4
  %2256 = select i1 %40, float %2255, float 0.000000e+00
  %2257 = add i32 %2221, %41
  %2258 = select i1 %42, i32 %2257, i32 %2221
  %2259 = sext i32 %2258 to i64
  %2260 = mul i64 %2259, 4
  %2261 = getelementptr i8, ptr addrspace(1) %2, i64 %2260
  %2262 = load float, ptr addrspace(1) %2261, align 4
  %2263 = select i1 %42, float %2262, float 0.000000e+00
  %2264 = add i32 %2221, %43
  %2265 = select i1 %44, i32 %2264, i32 %2221
  %2266 = sext i32 %2265 to i64
  %2267 = mul i64 %2266, 4
  %2268 = getelementptr i8, ptr addrspace(1) %2, i64 %2267
  %2269 = load float, ptr addrspace(1) %2268, align 4
  %2270 = select i1 %44, float %2269, float 0.000000e+00
  %2271 = add i32 %2221, %45
  %2272 = select i1 %46, i32 %2271, i32 %2221
  %2273 = sext i32 %2272 to i64
  %2274 = mul i64 %2273, 4
  %2275 = getelementptr i8, ptr addrspace(1) %2, i64 %2274
  %2276 = load float, ptr addrspace(1) %2275, align 4
  %2277 = select i1 %46, float %2276, float 0.000000e+00
  %2278 = fmul float %59, %2228
  %2279 = fmul float %66, %2235
  %2280 = fadd float %2279, %2278
  %2281 = fmul float %73, %2242
  %2282 = fadd float %2281, %2280
  %2283 = fmul float %80, %2249
  %2284 = fadd float %2283, %2282
  %2285 = fmul float %87, %2256
  %2286 = fadd float %2285, %2284
  %2287 = fmul float %94, %2263
  %2288 = fadd float %2287, %2286
  %2289 = fmul float %101, %2270
  %2290 = fadd float %2289, %2288
  %2291 = fmul float %108, %2277
  %2292 = fadd float %2291, %2290
  %2293 = fmul float %121, %2228
  %2294 = fmul float %128, %2235
  %2295 = fadd float %2294, %2293
  %2296 = fmul float %135, %2242
  %2297 = fadd float %2296, %2295
  %2298 = fmul float %142, %2249
  %2299 = fadd float %2298, %2297
  %2300 = fmul float %149, %2256
  %2301 = fadd float %2300, %2299
  %2302 = fmul float %156, %2263
  %2303 = fadd float %2302, %2301
  %2304 = fmul float %163, %2270
  %2305 = fadd float %2304, %2303
  %2306 = fmul float %170, %2277
  %2307 = fadd float %2306, %2305
  %2308 = fmul float %183, %2228
  %2309 = fmul float %190, %2235
  %2310 = fadd float %2309, %2308
  %2311 = fmul float %197, %2242
  %2312 = fadd float %2311, %2310
  %2313 = fmul float %204, %2249
  %2314 = fadd float %2313, %2312
  %2315 = fmul float %211, %2256
  %2316 = fadd float %2315, %2314
  %2317 = fmul float %218, %2263
  %2318 = fadd float %2317, %2316
  %2319 = fmul float %225, %2270
  %2320 = fadd float %2319, %2318
  %2321 = fmul float %232, %2277
  %2322 = fadd float %2321, %2320
  %2323 = fmul float %245, %2228
  %2324 = fmul float %252, %2235
  %2325 = fadd float %2324, %2323
  %2326 = fmul float %259, %2242
  %2327 = fadd float %2326, %2325
  %2328 = fmul float %266, %2249
  %2329 = fadd float %2328, %2327
  %2330 = fmul float %273, %2256
  %2331 = fadd float %2330, %2329
  %2332 = fmul float %280, %2263
  %2333 = fadd float %2332, %2331
  %2334 = fmul float %287, %2270
  %2335 = fadd float %2334, %2333
  %2336 = fmul float %294, %2277
  %2337 = fadd float %2336, %2335
  %2338 = add i32 %2093, 2
  %2339 = icmp sgt i32 %2338, %332
  %2340 = select i1 %2339, i32 %332, i32 %2338
  %2341 = mul i32 %2340, %5
  %2342 = add i32 %2341, %20
  %2343 = mul i32 %2342, %6
  %2344 = add i32 %2343, %31
  %2345 = select i1 %32, i32 %2344, i32 %2343
  %2346 = sext i32 %2345 to i64
  %2347 = mul i64 %2346, 4
  %2348 = getelementptr i8, ptr addrspace(1) %2, i64 %2347
  %2349 = load float, ptr addrspace(1) %2348, align 4
  %2350 = select i1 %32, float %2349, float 0.000000e+00
  %2351 = add i32 %2343, %33
  %2352 = select i1 %34, i32 %2351, i32 %2343
  %2353 = sext i32 %2352 to i64
  %2354 = mul i64 %2353, 4
  %2355 = getelementptr i8, ptr addrspace(1) %2, i64 %2354
  %2356 = load float, ptr addrspace(1) %2355, align 4
  %2357 = select i1 %34, float %2356, float 0.000000e+00
  %2358 = add i32 %2343, %35
  %2359 = select i1 %36, i32 %2358, i32 %2343
  %2360 = sext i32 %2359 to i64
  %2361 = mul i64 %2360, 4
  %2362 = getelementptr i8, ptr addrspace(1) %2, i64 %2361
  %2363 = load float, ptr addrspace(1) %2362, align 4
  %2364 = select i1 %36, float %2363, float 0.000000e+00
  %2365 = add i32 %2343, %37
  %2366 = select i1 %38, i32 %2365, i32 %2343
  %2367 = sext i32 %2366 to i64
  %2368 = mul i64 %2367, 4
  %2369 = getelementptr i8, ptr addrspace(1) %2, i64 %2368
  %2370 = load float, ptr addrspace(1) %2369, align 4
  %2371 = select i1 %38, float %2370, float 0.000000e+00
  %2372 = add i32 %2343, %39
  %2373 = select i1 %40, i32 %2372, i32 %2343
  %2374 = sext i32 %2373 to i64
  %2375 = mul i64 %2374, 4
  %2376 = getelementptr i8, ptr addrspace(1) %2, i64 %2375
  %2377 = load float, ptr addrspace(1) %2376, align 4
  %2378 = select i1 %40, float %2377, float 0.000000e+00
  %2379 = add i32 %2343, %41
  %2380 = select i1 %42, i32 %2379, i32 %2343
  %2381 = sext i32 %2380 to i64
  %2382 = mul i64 %2381, 4
  %2383 = getelementptr i8, ptr addrspace(1) %2, i64 %2382
  %2384 = load float, ptr addrspace(1) %2383, align 4
  %2385 = select i1 %42, float %2384, float 0.000000e+00
  %2386 = add i32 %2343, %43
  %2387 = select i1 %44, i32 %2386, i32 %2343
  %2388 = sext i32 %2387 to i64
  %2389 = mul i64 %2388, 4
  %2390 = getelementptr i8, ptr addrspace(1) %2, i64 %2389
  %2391 = load float, ptr addrspace(1) %2390, align 4
  %2392 = select i1 %44, float %2391, float 0.000000e+00
  %2393 = add i32 %2343, %45
  %2394 = select i1 %46, i32 %2393, i32 %2343
  %2395 = sext i32 %2394 to i64
  %2396 = mul i64 %2395, 4
  %2397 = getelementptr i8, ptr addrspace(1) %2, i64 %2396
  %2398 = load float, ptr addrspace(1) %2397, align 4
  %2399 = select i1 %46, float %2398, float 0.000000e+00
  %2400 = fmul float %59, %2350
  %2401 = fmul float %66, %2357
  %2402 = fadd float %2401, %2400
  %2403 = fmul float %73, %2364
  %2404 = fadd float %2403, %2402
  %2405 = fmul float %80, %2371
  %2406 = fadd float %2405, %2404
  %2407 = fmul float %87, %2378
  %2408 = fadd float %2407, %2406
  %2409 = fmul float %94, %2385
  %2410 = fadd float %2409, %2408
  %2411 = fmul float %101, %2392
  %2412 = fadd float %2411, %2410
  %2413 = fmul float %108, %2399
  %2414 = fadd float %2413, %2412
  %2415 = fmul float %121, %2350
  %2416 = fmul float %128, %2357
  %2417 = fadd float %2416, %2415
  %2418 = fmul float %135, %2364
  %2419 = fadd float %2418, %2417
  %2420 = fmul float %142, %2371
  %2421 = fadd float %2420, %2419
  %2422 = fmul float %149, %2378
  %2423 = fadd float %2422, %2421
  %2424 = fmul float %156, %2385
  %2425 = fadd float %2424, %2423
  %2426 = fmul float %163, %2392
  %2427 = fadd float %2426, %2425
  %2428 = fmul float %170, %2399
  %2429 = fadd float %2428, %2427
  %2430 = fmul float %183, %2350
  %2431 = fmul float %190, %2357
  %2432 = fadd float %2431, %2430
  %2433 = fmul float %197, %2364
  %2434 = fadd float %2433, %2432
  %2435 = fmul float %204, %2371
  %2436 = fadd float %2435, %2434
  %2437 = fmul float %211, %2378
  %2438 = fadd float %2437, %2436
  %2439 = fmul float %218, %2385
  %2440 = fadd float %2439, %2438
  %2441 = fmul float %225, %2392
  %2442 = fadd float %2441, %2440
  %2443 = fmul float %232, %2399
  %2444 = fadd float %2443, %2442
  %2445 = fmul float %245, %2350
  %2446 = fmul float %252, %2357
  %2447 = fadd float %2446, %2445
  %2448 = fmul float %259, %2364
  %2449 = fadd float %2448, %2447
  %2450 = fmul float %266, %2371
  %2451 = fadd float %2450, %2449
  %2452 = fmul float %273, %2378
  %2453 = fadd float %2452, %2451
  %2454 = fmul float %280, %2385
  %2455 = fadd float %2454, %2453
  %2456 = fmul float %287, %2392
  %2457 = fadd float %2456, %2455
  %2458 = fmul float %294, %2399
  %2459 = fadd float %2458, %2457
  %2460 = add i32 %2093, 3
  %2461 = icmp sgt i32 %2460, %332
  %2462 = select i1 %2461, i32 %332, i32 %2460
  %2463 = mul i32 %2462, %5
  %2464 = add i32 %2463, %20
  %2465 = mul i32 %2464, %6
  %2466 = add i32 %2465, %31
  %2467 = select i1 %32, i32 %2466, i32 %2465
  %2468 = sext i32 %2467 to i64
  %2469 = mul i64 %2468, 4
  %2470 = getelementptr i8, ptr addrspace(1) %2, i64 %2469
  %2471 = load float, ptr addrspace(1) %2470, align 4
  %2472 = select i1 %32, float %2471, float 0.000000e+00
  %2473 = add i32 %2465, %33
  %2474 = select i1 %34, i32 %2473, i32 %2465
  %2475 = sext i32 %2474 to i64
  %2476 = mul i64 %2475, 4
  %2477 = getelementptr i8, ptr addrspace(1) %2, i64 %2476
  %2478 = load float, ptr addrspace(1) %2477, align 4
  %2479 = select i1 %34, float %2478, float 0.000000e+00
  %2480 = add i32 %2465, %35
  %2481 = select i1 %36, i32 %2480, i32 %2465
  %2482 = sext i32 %2481 to i64
  %2483 = mul i64 %2482, 4
  %2484 = getelementptr i8, ptr addrspace(1) %2, i64 %2483
  %2485 = load float, ptr addrspace(1) %2484, align 4
  %2486 = select i1 %36, float %2485, float 0.000000e+00
  %2487 = add i32 %2465, %37
  %2488 = select i1 %38, i32 %2487, i32 %2465
  %2489 = sext i32 %2488 to i64
  %2490 = mul i64 %2489, 4
  %2491 = getelementptr i8, ptr addrspace(1) %2, i64 %2490
  %2492 = load float, ptr addrspace(1) %2491, align 4
  %2493 = select i1 %38, float %2492, float 0.000000e+00
  %2494 = add i32 %2465, %39
  %2495 = select i1 %40, i32 %2494, i32 %2465
  %2496 = sext i32 %2495 to i64
  %2497 = mul i64 %2496, 4
  %2498 = getelementptr i8, ptr addrspace(1) %2, i64 %2497
  %2499 = load float, ptr addrspace(1) %2498, align 4
  %2500 = select i1 %40, float %2499, float 0.000000e+00
  %2501 = add i32 %2465, %41
  %2502 = select i1 %42, i32 %2501, i32 %2465
  %2503 = sext i32 %2502 to i64
  %2504 = mul i64 %2503, 4
  %2505 = getelementptr i8, ptr addrspace(1) %2, i64 %2504
  %2506 = load float, ptr addrspace(1) %2505, align 4
  %2507 = select i1 %42, float %2506, float 0.000000e+00
  %2508 = add i32 %2465, %43
  %2509 = select i1 %44, i32 %2508, i32 %2465
  %2510 = sext i32 %2509 to i64
  %2511 = mul i64 %2510, 4
  %2512 = getelementptr i8, ptr addrspace(1) %2, i64 %2511
  %2513 = load float, ptr addrspace(1) %2512, align 4
  %2514 = select i1 %44, float %2513, float 0.000000e+00
  %2515 = add i32 %2465, %45
  %2516 = select i1 %46, i32 %2515, i32 %2465
  %2517 = sext i32 %2516 to i64
  %2518 = mul i64 %2517, 4
  %2519 = getelementptr i8, ptr addrspace(1) %2, i64 %2518
  %2520 = load float, ptr addrspace(1) %2519, align 4
  %2521 = select i1 %46, float %2520, float 0.000000e+00
  %2522 = fmul float %59, %2472
  %2523 = fmul float %66, %2479
  %2524 = fadd float %2523, %2522
  %2525 = fmul float %73, %2486
  %2526 = fadd float %2525, %2524
  %2527 = fmul float %80, %2493
  %2528 = fadd float %2527, %2526
  %2529 = fmul float %87, %2500
  %2530 = fadd float %2529, %2528
  %2531 = fmul float %94, %2507
  %2532 = fadd float %2531, %2530
  %2533 = fmul float %101, %2514
  %2534 = fadd float %2533, %2532
  %2535 = fmul float %108, %2521
  %2536 = fadd float %2535, %2534
  %2537 = fmul float %121, %2472
  %2538 = fmul float %128, %2479
  %2539 = fadd float %2538, %2537
  %2540 = fmul float %135, %2486
  %2541 = fadd float %2540, %2539
  %2542 = fmul float %142, %2493
  %2543 = fadd float %2542, %2541
  %2544 = fmul float %149, %2500
  %2545 = fadd float %2544, %2543
  %2546 = fmul float %156, %2507
  %2547 = fadd float %2546, %2545
  %2548 = fmul float %163, %2514
  %2549 = fadd float %2548, %2547
  %2550 = fmul float %170, %2521
  %2551 = fadd float %2550, %2549
  %2552 = fmul float %183, %2472
  %2553 = fmul float %190, %2479
  %2554 = fadd float %2553, %2552
  %2555 = fmul float %197, %2486
  %2556 = fadd float %2555, %2554
  %2557 = fmul float %204, %2493
  %2558 = fadd float %2557, %2556
  %2559 = fmul float %211, %2500
  %2560 = fadd float %2559, %2558
  %2561 = fmul float %218, %2507
  %2562 = fadd float %2561, %2560
  %2563 = fmul float %225, %2514
  %2564 = fadd float %2563, %2562
  %2565 = fmul float %232, %2521
  %2566 = fadd float %2565, %2564
  %2567 = fmul float %245, %2472
  %2568 = fmul float %252, %2479
  %2569 = fadd float %2568, %2567
  %2570 = fmul float %259, %2486
  %2571 = fadd float %2570, %2569
  %2572 = fmul float %266, %2493
  %2573 = fadd float %2572, %2571
  %2574 = fmul float %273, %2500
  %2575 = fadd float %2574, %2573
  %2576 = fmul float %280, %2507
  %2577 = fadd float %2576, %2575
  %2578 = fmul float %287, %2514
  %2579 = fadd float %2578, %2577
  %2580 = fmul float %294, %2521
  %2581 = fadd float %2580, %2579
  %2582 = add i32 %2093, 4
  %2583 = icmp sgt i32 %2582, %332
  %2584 = select i1 %2583, i32 %332, i32 %2582
  %2585 = mul i32 %2584, %5
  %2586 = add i32 %2585, %20
  %2587 = mul i32 %2586, %6
  %2588 = add i32 %2587, %31
  %2589 = select i1 %32, i32 %2588, i32 %2587
  %2590 = sext i32 %2589 to i64
  %2591 = mul i64 %2590, 4
  %2592 = getelementptr i8, ptr addrspace(1) %2, i64 %2591
  %2593 = load float, ptr addrspace(1) %2592, align 4
  %2594 = select i1 %32, float %2593, float 0.000000e+00
  %2595 = add i32 %2587, %33
  %2596 = select i1 %34, i32 %2595, i32 %2587
  %2597 = sext i32 %2596 to i64
  %2598 = mul i64 %2597, 4
  %2599 = getelementptr i8, ptr addrspace(1) %2, i64 %2598
  %2600 = load float, ptr addrspace(1) %2599, align 4
  %2601 = select i1 %34, float %2600, float 0.000000e+00
  %2602 = add i32 %2587, %35
  %2603 = select i1 %36, i32 %2602, i32 %2587
  %2604 = sext i32 %2603 to i64
  %2605 = mul i64 %2604, 4
  %2606 = getelementptr i8, ptr addrspace(1) %2, i64 %2605
  %2607 = load float, ptr addrspace(1) %2606, align 4
  %2608 = select i1 %36, float %2607, float 0.000000e+00
  %2609 = add i32 %2587, %37
  %2610 = select i1 %38, i32 %2609, i32 %2587
  %2611 = sext i32 %2610 to i64
  %2612 = mul i64 %2611, 4
  %2613 = getelementptr i8, ptr addrspace(1) %2, i64 %2612
  %2614 = load float, ptr addrspace(1) %2613, align 4
  %2615 = select i1 %38, float %2614, float 0.000000e+00
  %2616 = add i32 %2587, %39
  %2617 = select i1 %40, i32 %2616, i32 %2587
  %2618 = sext i32 %2617 to i64
  %2619 = mul i64 %2618, 4
  %2620 = getelementptr i8, ptr addrspace(1) %2, i64 %2619
  %2621 = load float, ptr addrspace(1) %2620, align 4
  %2622 = select i1 %40, float %2621, float 0.000000e+00
  %2623 = add i32 %2587, %41
  %2624 = select i1 %42, i32 %2623, i32 %2587
  %2625 = sext i32 %2624 to i64
  %2626 = mul i64 %2625, 4
  %2627 = getelementptr i8, ptr addrspace(1) %2, i64 %2626
  %2628 = load float, ptr addrspace(1) %2627, align 4
  %2629 = select i1 %42, float %2628, float 0.000000e+00
  %2630 = add i32 %2587, %43
  %2631 = select i1 %44, i32 %2630, i32 %2587
  %2632 = sext i32 %2631 to i64
  %2633 = mul i64 %2632, 4
  %2634 = getelementptr i8, ptr addrspace(1) %2, i64 %2633
  %2635 = load float, ptr addrspace(1) %2634, align 4
  %2636 = select i1 %44, float %2635, float 0.000000e+00
  %2637 = add i32 %2587, %45
  %2638 = select i1 %46, i32 %2637, i32 %2587
  %2639 = sext i32 %2638 to i64
  %2640 = mul i64 %2639, 4
  %2641 = getelementptr i8, ptr addrspace(1) %2, i64 %2640
  %2642 = load float, ptr addrspace(1) %2641, align 4
  %2643 = select i1 %46, float %2642, float 0.000000e+00
  %2644 = fmul float %59, %2594
  %2645 = fmul float %66, %2601
  %2646 = fadd float %2645, %2644
  %2647 = fmul float %73, %2608
  %2648 = fadd float %2647, %2646
  %2649 = fmul float %80, %2615
  %2650 = fadd float %2649, %2648
  %2651 = fmul float %87, %2622
  %2652 = fadd float %2651, %2650
  %2653 = fmul float %94, %2629
  %2654 = fadd float %2653, %2652
  %2655 = fmul float %101, %2636
  %2656 = fadd float %2655, %2654
  %2657 = fmul float %108, %2643
  %2658 = fadd float %2657, %2656
  %2659 = fmul float %121, %2594
  %2660 = fmul float %128, %2601
  %2661 = fadd float %2660, %2659
  %2662 = fmul float %135, %2608
  %2663 = fadd float %2662, %2661
  %2664 = fmul float %142, %2615
  %2665 = fadd float %2664, %2663
  %2666 = fmul float %149, %2622
  %2667 = fadd float %2666, %2665
  %2668 = fmul float %156, %2629
  %2669 = fadd float %2668, %2667
  %2670 = fmul float %163, %2636
  %2671 = fadd float %2670, %2669
  %2672 = fmul float %170, %2643
  %2673 = fadd float %2672, %2671
  %2674 = fmul float %183, %2594
  %2675 = fmul float %190, %2601
  %2676 = fadd float %2675, %2674
  %2677 = fmul float %197, %2608
  %2678 = fadd float %2677, %2676
  %2679 = fmul float %204, %2615
  %2680 = fadd float %2679, %2678
  %2681 = fmul float %211, %2622
  %2682 = fadd float %2681, %2680
  %2683 = fmul float %218, %2629
  %2684 = fadd float %2683, %2682
  %2685 = fmul float %225, %2636
  %2686 = fadd float %2685, %2684
  %2687 = fmul float %232, %2643
  %2688 = fadd float %2687, %2686
  %2689 = fmul float %245, %2594
  %2690 = fmul float %252, %2601
  %2691 = fadd float %2690, %2689
  %2692 = fmul float %259, %2608
  %2693 = fadd float %2692, %2691
  %2694 = fmul float %266, %2615
  %2695 = fadd float %2694, %2693
  %2696 = fmul float %273, %2622
  %2697 = fadd float %2696, %2695
  %2698 = fmul float %280, %2629
  %2699 = fadd float %2698, %2697
  %2700 = fmul float %287, %2636
  %2701 = fadd float %2700, %2699
  %2702 = fmul float %294, %2643
  %2703 = fadd float %2702, %2701
  %2704 = add i32 %2093, 5
  %2705 = icmp sgt i32 %2704, %332
  %2706 = select i1 %2705, i32 %332, i32 %2704
  %2707 = mul i32 %2706, %5
  %2708 = add i32 %2707, %20
  %2709 = mul i32 %2708, %6
  %2710 = add i32 %2709, %31
  %2711 = select i1 %32, i32 %2710, i32 %2709
  %2712 = sext i32 %2711 to i64
  %2713 = mul i64 %2712, 4
  %2714 = getelementptr i8, ptr addrspace(1) %2, i64 %2713
  %2715 = load float, ptr addrspace(1) %2714, align 4
  %2716 = select i1 %32, float %2715, float 0.000000e+00
  %2717 = add i32 %2709, %33
  %2718 = select i1 %34, i32 %2717, i32 %2709
  %2719 = sext i32 %2718 to i64
  %2720 = mul i64 %2719, 4
  %2721 = getelementptr i8, ptr addrspace(1) %2, i64 %2720
  %2722 = load float, ptr addrspace(1) %2721, align 4
  %2723 = select i1 %34, float %2722, float 0.000000e+00
  %2724 = add i32 %2709, %35
  %2725 = select i1 %36, i32 %2724, i32 %2709
  %2726 = sext i32 %2725 to i64
  %2727 = mul i64 %2726, 4
  %2728 = getelementptr i8, ptr addrspace(1) %2, i64 %2727
  %2729 = load float, ptr addrspace(1) %2728, align 4
  %2730 = select i1 %36, float %2729, float 0.000000e+00
  %2731 = add i32 %2709, %37
  %2732 = select i1 %38, i32 %2731, i32 %2709
  %2733 = sext i32 %2732 to i64
  %2734 = mul i64 %2733, 4
  %2735 = getelementptr i8, ptr addrspace(1) %2, i64 %2734
  %2736 = load float, ptr addrspace(1) %2735, align 4
  %2737 = select i1 %38, float %2736, float 0.000000e+00
  %2738 = add i32 %2709, %39
  %2739 = select i1 %40, i32 %2738, i32 %2709
  %2740 = sext i32 %2739 to i64
  %2741 = mul i64 %2740, 4
  %2742 = getelementptr i8, ptr addrspace(1) %2, i64 %2741
  %2743 = load float, ptr addrspace(1) %2742, align 4
  %2744 = select i1 %40, float %2743, float 0.000000e+00
  %2745 = add i32 %2709, %41
  %2746 = select i1 %42, i32 %2745, i32 %2709
  %2747 = sext i32 %2746 to i64
  %2748 = mul i64 %2747, 4
  %2749 = getelementptr i8, ptr addrspace(1) %2, i64 %2748
  %2750 = load float, ptr addrspace(1) %2749, align 4
  %2751 = select i1 %42, float %2750, float 0.000000e+00
  %2752 = add i32 %2709, %43
  %2753 = select i1 %44, i32 %2752, i32 %2709
  %2754 = sext i32 %2753 to i64
  %2755 = mul i64 %2754, 4
  %2756 = getelementptr i8, ptr addrspace(1) %2, i64 %2755
  %2757 = load float, ptr addrspace(1) %2756, align 4
  %2758 = select i1 %44, float %2757, float 0.000000e+00
  %2759 = add i32 %2709, %45
  %2760 = select i1 %46, i32 %2759, i32 %2709
  %2761 = sext i32 %2760 to i64
  %2762 = mul i64 %2761, 4
  %2763 = getelementptr i8, ptr addrspace(1) %2, i64 %2762
  %2764 = load float, ptr addrspace(1) %2763, align 4
  %2765 = select i1 %46, float %2764, float 0.000000e+00
  %2766 = fmul float %59, %2716
  %2767 = fmul float %66, %2723
  %2768 = fadd float %2767, %2766
  %2769 = fmul float %73, %2730
  %2770 = fadd float %2769, %2768
  %2771 = fmul float %80, %2737
  %2772 = fadd float %2771, %2770
  %2773 = fmul float %87, %2744
  %2774 = fadd float %2773, %2772
  %2775 = fmul float %94, %2751
  %2776 = fadd float %2775, %2774
  %2777 = fmul float %101, %2758
  %2778 = fadd float %2777, %2776
  %2779 = fmul float %108, %2765
  %2780 = fadd float %2779, %2778
  %2781 = fmul float %121, %2716
  %2782 = fmul float %128, %2723
  %2783 = fadd float %2782, %2781
  %2784 = fmul float %135, %2730
  %2785 = fadd float %2784, %2783
  %2786 = fmul float %142, %2737
  %2787 = fadd float %2786, %2785
  %2788 = fmul float %149, %2744
  %2789 = fadd float %2788, %2787
  %2790 = fmul float %156, %2751
  %2791 = fadd float %2790, %2789
  %2792 = fmul float %163, %2758
  %2793 = fadd float %2792, %2791
  %2794 = fmul float %170, %2765
  %2795 = fadd float %2794, %2793
  %2796 = fmul float %183, %2716
  %2797 = fmul float %190, %2723
  %2798 = fadd float %2797, %2796
  %2799 = fmul float %197, %2730
  %2800 = fadd float %2799, %2798
  %2801 = fmul float %204, %2737
  %2802 = fadd float %2801, %2800
  %2803 = fmul float %211, %2744
  %2804 = fadd float %2803, %2802
  %2805 = fmul float %218, %2751
  %2806 = fadd float %2805, %2804
  %2807 = fmul float %225, %2758
  %2808 = fadd float %2807, %2806
  %2809 = fmul float %232, %2765
  %2810 = fadd float %2809, %2808
  %2811 = fmul float %245, %2716
  %2812 = fmul float %252, %2723
  %2813 = fadd float %2812, %2811
  %2814 = fmul float %259, %2730
  %2815 = fadd float %2814, %2813
  %2816 = fmul float %266, %2737
  %2817 = fadd float %2816, %2815
  %2818 = fmul float %273, %2744
  %2819 = fadd float %2818, %2817
  %2820 = fmul float %280, %2751
  %2821 = fadd float %2820, %2819
  %2822 = fmul float %287, %2758
  %2823 = fadd float %2822, %2821
  %2824 = fmul float %294, %2765
  %2825 = fadd float %2824, %2823
  %2826 = add i32 %2093, 6
  %2827 = icmp sgt i32 %2826, %332
  %2828 = select i1 %2827, i32 %332, i32 %2826
  %2829 = mul i32 %2828, %5
  %2830 = add i32 %2829, %20
  %2831 = mul i32 %2830, %6
  %2832 = add i32 %2831, %31
  %2833 = select i1 %32, i32 %2832, i32 %2831
  %2834 = sext i32 %2833 to i64
  %2835 = mul i64 %2834, 4
  %2836 = getelementptr i8, ptr addrspace(1) %2, i64 %2835
  %2837 = load float, ptr addrspace(1) %2836, align 4
  %2838 = select i1 %32, float %2837, float 0.000000e+00
  %2839 = add i32 %2831, %33
  %2840 = select i1 %34, i32 %2839, i32 %2831
  %2841 = sext i32 %2840 to i64
  %2842 = mul i64 %2841, 4
  %2843 = getelementptr i8, ptr addrspace(1) %2, i64 %2842
  %2844 = load float, ptr addrspace(1) %2843, align 4
  %2845 = select i1 %34, float %2844, float 0.000000e+00
  %2846 = add i32 %2831, %35
  %2847 = select i1 %36, i32 %2846, i32 %2831
  %2848 = sext i32 %2847 to i64
  %2849 = mul i64 %2848, 4
  %2850 = getelementptr i8, ptr addrspace(1) %2, i64 %2849
  %2851 = load float, ptr addrspace(1) %2850, align 4
  %2852 = select i1 %36, float %2851, float 0.000000e+00
  %2853 = add i32 %2831, %37
  %2854 = select i1 %38, i32 %2853, i32 %2831
  %2855 = sext i32 %2854 to i64
  %2856 = mul i64 %2855, 4
  %2857 = getelementptr i8, ptr addrspace(1) %2, i64 %2856
  %2858 = load float, ptr addrspace(1) %2857, align 4
  %2859 = select i1 %38, float %2858, float 0.000000e+00
  %2860 = add i32 %2831, %39
  %2861 = select i1 %40, i32 %2860, i32 %2831
  %2862 = sext i32 %2861 to i64
  %2863 = mul i64 %2862, 4
  %2864 = getelementptr i8, ptr addrspace(1) %2, i64 %2863
  %2865 = load float, ptr addrspace(1) %2864, align 4
  %2866 = select i1 %40, float %2865, float 0.000000e+00
  %2867 = add i32 %2831, %41
  %2868 = select i1 %42, i32 %2867, i32 %2831
  %2869 = sext i32 %2868 to i64
  %2870 = mul i64 %2869, 4
  %2871 = getelementptr i8, ptr addrspace(1) %2, i64 %2870
  %2872 = load float, ptr addrspace(1) %2871, align 4
  %2873 = select i1 %42, float %2872, float 0.000000e+00
  %2874 = add i32 %2831, %43
  %2875 = select i1 %44, i32 %2874, i32 %2831
  %2876 = sext i32 %2875 to i64
  %2877 = mul i64 %2876, 4
  %2878 = getelementptr i8, ptr addrspace(1) %2, i64 %2877
  %2879 = load float, ptr addrspace(1) %2878, align 4
  %2880 = select i1 %44, float %2879, float 0.000000e+00
  %2881 = add i32 %2831, %45
  %2882 = select i1 %46, i32 %2881, i32 %2831
  %2883 = sext i32 %2882 to i64
  %2884 = mul i64 %2883, 4
  %2885 = getelementptr i8, ptr addrspace(1) %2, i64 %2884
  %2886 = load float, ptr addrspace(1) %2885, align 4
  %2887 = select i1 %46, float %2886, float 0.000000e+00
  %2888 = fmul float %59, %2838
  %2889 = fmul float %66, %2845
  %2890 = fadd float %2889, %2888
  %2891 = fmul float %73, %2852
  %2892 = fadd float %2891, %2890
  %2893 = fmul float %80, %2859
  %2894 = fadd float %2893, %2892
  %2895 = fmul float %87, %2866
  %2896 = fadd float %2895, %2894
  %2897 = fmul float %94, %2873
  %2898 = fadd float %2897, %2896
  %2899 = fmul float %101, %2880
  %2900 = fadd float %2899, %2898
  %2901 = fmul float %108, %2887
  %2902 = fadd float %2901, %2900
  %2903 = fmul float %121, %2838
  %2904 = fmul float %128, %2845
  %2905 = fadd float %2904, %2903
  %2906 = fmul float %135, %2852
  %2907 = fadd float %2906, %2905
  %2908 = fmul float %142, %2859
  %2909 = fadd float %2908, %2907
  %2910 = fmul float %149, %2866
  %2911 = fadd float %2910, %2909
  %2912 = fmul float %156, %2873
  %2913 = fadd float %2912, %2911
  %2914 = fmul float %163, %2880
  %2915 = fadd float %2914, %2913
  %2916 = fmul float %170, %2887
  %2917 = fadd float %2916, %2915
  %2918 = fmul float %183, %2838
  %2919 = fmul float %190, %2845
  %2920 = fadd float %2919, %2918
  %2921 = fmul float %197, %2852
  %2922 = fadd float %2921, %2920
  %2923 = fmul float %204, %2859
  %2924 = fadd float %2923, %2922
  %2925 = fmul float %211, %2866
  %2926 = fadd float %2925, %2924
  %2927 = fmul float %218, %2873
  %2928 = fadd float %2927, %2926
  %2929 = fmul float %225, %2880
  %2930 = fadd float %2929, %2928
  %2931 = fmul float %232, %2887
  %2932 = fadd float %2931, %2930
  %2933 = fmul float %245, %2838
  %2934 = fmul float %252, %2845
  %2935 = fadd float %2934, %2933
  %2936 = fmul float %259, %2852
  %2937 = fadd float %2936, %2935
  %2938 = fmul float %266, %2859
  %2939 = fadd float %2938, %2937
  %2940 = fmul float %273, %2866
  %2941 = fadd float %2940, %2939
  %2942 = fmul float %280, %2873
  %2943 = fadd float %2942, %2941
  %2944 = fmul float %287, %2880
  %2945 = fadd float %2944, %2943
  %2946 = fmul float %294, %2887
  %2947 = fadd float %2946, %2945
  %2948 = add i32 %2093, 7
  %2949 = icmp sgt i32 %2948, %332
  %2950 = select i1 %2949, i32 %332, i32 %2948
  %2951 = mul i32 %2950, %5
  %2952 = add i32 %2951, %20
  %2953 = mul i32 %2952, %6
  %2954 = add i32 %2953, %31
  %2955 = select i1 %32, i32 %2954, i32 %2953
  %2956 = sext i32 %2955 to i64
  %2957 = mul i64 %2956, 4
  %2958 = getelementptr i8, ptr addrspace(1) %2, i64 %2957
  %2959 = load float, ptr addrspace(1) %2958, align 4
  %2960 = select i1 %32, float %2959, float 0.000000e+00
  %2961 = add i32 %2953, %33
  %2962 = select i1 %34, i32 %2961, i32 %2953
  %2963 = sext i32 %2962 to i64
  %2964 = mul i64 %2963, 4
  %2965 = getelementptr i8, ptr addrspace(1) %2, i64 %2964
  %2966 = load float, ptr addrspace(1) %2965, align 4
  %2967 = select i1 %34, float %2966, float 0.000000e+00
  %2968 = add i32 %2953, %35
  %2969 = select i1 %36, i32 %2968, i32 %2953
  %2970 = sext i32 %2969 to i64
  %2971 = mul i64 %2970, 4
  %2972 = getelementptr i8, ptr addrspace(1) %2, i64 %2971
  %2973 = load float, ptr addrspace(1) %2972, align 4
  %2974 = select i1 %36, float %2973, float 0.000000e+00
  %2975 = add i32 %2953, %37
  %2976 = select i1 %38, i32 %2975, i32 %2953
  %2977 = sext i32 %2976 to i64
  %2978 = mul i64 %2977, 4
  %2979 = getelementptr i8, ptr addrspace(1) %2, i64 %2978
  %2980 = load float, ptr addrspace(1) %2979, align 4
  %2981 = select i1 %38, float %2980, float 0.000000e+00
  %2982 = add i32 %2953, %39
  %2983 = select i1 %40, i32 %2982, i32 %2953
  %2984 = sext i32 %2983 to i64
  %2985 = mul i64 %2984, 4
  %2986 = getelementptr i8, ptr addrspace(1) %2, i64 %2985
  %2987 = load float, ptr addrspace(1) %2986, align 4
  %2988 = select i1 %40, float %2987, float 0.000000e+00
  %2989 = add i32 %2953, %41
  %2990 = select i1 %42, i32 %2989, i32 %2953
  %2991 = sext i32 %2990 to i64
  %2992 = mul i64 %2991, 4
  %2993 = getelementptr i8, ptr addrspace(1) %2, i64 %2992
  %2994 = load float, ptr addrspace(1) %2993, align 4
  %2995 = select i1 %42, float %2994, float 0.000000e+00
  %2996 = add i32 %2953, %43
  %2997 = select i1 %44, i32 %2996, i32 %2953
  %2998 = sext i32 %2997 to i64
  %2999 = mul i64 %2998, 4
  %3000 = getelementptr i8, ptr addrspace(1) %2, i64 %2999
  %3001 = load float, ptr addrspace(1) %3000, align 4
  %3002 = select i1 %44, float %3001, float 0.000000e+00
  %3003 = add i32 %2953, %45
  %3004 = select i1 %46, i32 %3003, i32 %2953
  %3005 = sext i32 %3004 to i64
  %3006 = mul i64 %3005, 4
  %3007 = getelementptr i8, ptr addrspace(1) %2, i64 %3006
  %3008 = load float, ptr addrspace(1) %3007, align 4
  %3009 = select i1 %46, float %3008, float 0.000000e+00
  %3010 = fmul float %59, %2960
  %3011 = fmul float %66, %2967
  %3012 = fadd float %3011, %3010
  %3013 = fmul float %73, %2974
  %3014 = fadd float %3013, %3012
  %3015 = fmul float %80, %2981
  %3016 = fadd float %3015, %3014
  %3017 = fmul float %87, %2988
  %3018 = fadd float %3017, %3016
  %3019 = fmul float %94, %2995
  %3020 = fadd float %3019, %3018
  %3021 = fmul float %101, %3002
  %3022 = fadd float %3021, %3020
  %3023 = fmul float %108, %3009
  %3024 = fadd float %3023, %3022
  %3025 = fmul float %121, %2960
  %3026 = fmul float %128, %2967
  %3027 = fadd float %3026, %3025
  %3028 = fmul float %135, %2974
  %3029 = fadd float %3028, %3027
  %3030 = fmul float %142, %2981
  %3031 = fadd float %3030, %3029
  %3032 = fmul float %149, %2988
  %3033 = fadd float %3032, %3031
  %3034 = fmul float %156, %2995
  %3035 = fadd float %3034, %3033
  %3036 = fmul float %163, %3002
  %3037 = fadd float %3036, %3035
  %3038 = fmul float %170, %3009
  %3039 = fadd float %3038, %3037
  %3040 = fmul float %183, %2960
  %3041 = fmul float %190, %2967
  %3042 = fadd float %3041, %3040
  %3043 = fmul float %197, %2974
  %3044 = fadd float %3043, %3042
  %3045 = fmul float %204, %2981
  %3046 = fadd float %3045, %3044
  %3047 = fmul float %211, %2988
  %3048 = fadd float %3047, %3046
  %3049 = fmul float %218, %2995
  %3050 = fadd float %3049, %3048
  %3051 = fmul float %225, %3002
  %3052 = fadd float %3051, %3050
  %3053 = fmul float %232, %3009
  %3054 = fadd float %3053, %3052
  %3055 = fmul float %245, %2960
  %3056 = fmul float %252, %2967
  %3057 = fadd float %3056, %3055
  %3058 = fmul float %259, %2974
  %3059 = fadd float %3058, %3057
  %3060 = fmul float %266, %2981
  %3061 = fadd float %3060, %3059
  %3062 = fmul float %273, %2988
  %3063 = fadd float %3062, %3061
  %3064 = fmul float %280, %2995
  %3065 = fadd float %3064, %3063
  %3066 = fmul float %287, %3002
  %3067 = fadd float %3066, %3065
  %3068 = fmul float %294, %3009
  %3069 = fadd float %3068, %3067
  %3070 = call i32 @llvm.amdgcn.workitem.id.x()
  %3071 = and i32 %3070, 31
  %3072 = and i32 %3071, 16
  %3073 = icmp ne i32 %3072, 0
  %3074 = select i1 %3073, float %2200, float %2170
  %3075 = select i1 %3073, float %2170, float %2200
  %3076 = bitcast float %3075 to i32
  %3077 = call i32 @llvm.amdgcn.workitem.id.x()
  %3078 = and i32 %3077, 31
  %3079 = xor i32 %3078, 16
  %3080 = shl i32 %3079, 2
  %3081 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3080, i32 %3076)
  %3082 = bitcast i32 %3081 to float
  %3083 = fadd float %3074, %3082
  %3084 = select i1 %3073, float %2322, float %2292
  %3085 = select i1 %3073, float %2292, float %2322
  %3086 = bitcast float %3085 to i32
  %3087 = call i32 @llvm.amdgcn.workitem.id.x()
  %3088 = and i32 %3087, 31
  %3089 = xor i32 %3088, 16
  %3090 = shl i32 %3089, 2
  %3091 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3090, i32 %3086)
  %3092 = bitcast i32 %3091 to float
  %3093 = fadd float %3084, %3092
  %3094 = select i1 %3073, float %2444, float %2414
  %3095 = select i1 %3073, float %2414, float %2444
  %3096 = bitcast float %3095 to i32
  %3097 = call i32 @llvm.amdgcn.workitem.id.x()
  %3098 = and i32 %3097, 31
  %3099 = xor i32 %3098, 16
  %3100 = shl i32 %3099, 2
  %3101 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3100, i32 %3096)
  %3102 = bitcast i32 %3101 to float
  %3103 = fadd float %3094, %3102
  %3104 = select i1 %3073, float %2566, float %2536
  %3105 = select i1 %3073, float %2536, float %2566
  %3106 = bitcast float %3105 to i32
  %3107 = call i32 @llvm.amdgcn.workitem.id.x()
  %3108 = and i32 %3107, 31
  %3109 = xor i32 %3108, 16
  %3110 = shl i32 %3109, 2
  %3111 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3110, i32 %3106)
  %3112 = bitcast i32 %3111 to float
  %3113 = fadd float %3104, %3112
  %3114 = select i1 %3073, float %2688, float %2658
  %3115 = select i1 %3073, float %2658, float %2688
  %3116 = bitcast float %3115 to i32
  %3117 = call i32 @llvm.amdgcn.workitem.id.x()
  %3118 = and i32 %3117, 31
  %3119 = xor i32 %3118, 16
  %3120 = shl i32 %3119, 2
  %3121 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3120, i32 %3116)
  %3122 = bitcast i32 %3121 to float
  %3123 = fadd float %3114, %3122
  %3124 = select i1 %3073, float %2810, float %2780
  %3125 = select i1 %3073, float %2780, float %2810
  %3126 = bitcast float %3125 to i32
  %3127 = call i32 @llvm.amdgcn.workitem.id.x()
  %3128 = and i32 %3127, 31
  %3129 = xor i32 %3128, 16
  %3130 = shl i32 %3129, 2
  %3131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3130, i32 %3126)
  %3132 = bitcast i32 %3131 to float
  %3133 = fadd float %3124, %3132
  %3134 = select i1 %3073, float %2932, float %2902
  %3135 = select i1 %3073, float %2902, float %2932
  %3136 = bitcast float %3135 to i32
  %3137 = call i32 @llvm.amdgcn.workitem.id.x()
  %3138 = and i32 %3137, 31
  %3139 = xor i32 %3138, 16
  %3140 = shl i32 %3139, 2
  %3141 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3140, i32 %3136)
  %3142 = bitcast i32 %3141 to float
  %3143 = fadd float %3134, %3142
  %3144 = select i1 %3073, float %3054, float %3024
  %3145 = select i1 %3073, float %3024, float %3054
  %3146 = bitcast float %3145 to i32
  %3147 = call i32 @llvm.amdgcn.workitem.id.x()
  %3148 = and i32 %3147, 31
  %3149 = xor i32 %3148, 16
  %3150 = shl i32 %3149, 2
  %3151 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3150, i32 %3146)
  %3152 = bitcast i32 %3151 to float
  %3153 = fadd float %3144, %3152
  %3154 = select i1 %3073, float %2215, float %2185
  %3155 = select i1 %3073, float %2185, float %2215
  %3156 = bitcast float %3155 to i32
  %3157 = call i32 @llvm.amdgcn.workitem.id.x()
  %3158 = and i32 %3157, 31
  %3159 = xor i32 %3158, 16
  %3160 = shl i32 %3159, 2
  %3161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3160, i32 %3156)
  %3162 = bitcast i32 %3161 to float
  %3163 = fadd float %3154, %3162
  %3164 = select i1 %3073, float %2337, float %2307
  %3165 = select i1 %3073, float %2307, float %2337
  %3166 = bitcast float %3165 to i32
  %3167 = call i32 @llvm.amdgcn.workitem.id.x()
  %3168 = and i32 %3167, 31
  %3169 = xor i32 %3168, 16
  %3170 = shl i32 %3169, 2
  %3171 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3170, i32 %3166)
  %3172 = bitcast i32 %3171 to float
  %3173 = fadd float %3164, %3172
  %3174 = select i1 %3073, float %2459, float %2429
  %3175 = select i1 %3073, float %2429, float %2459
  %3176 = bitcast float %3175 to i32
  %3177 = call i32 @llvm.amdgcn.workitem.id.x()
  %3178 = and i32 %3177, 31
  %3179 = xor i32 %3178, 16
  %3180 = shl i32 %3179, 2
  %3181 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3180, i32 %3176)
  %3182 = bitcast i32 %3181 to float
  %3183 = fadd float %3174, %3182
  %3184 = select i1 %3073, float %2581, float %2551
  %3185 = select i1 %3073, float %2551, float %2581
  %3186 = bitcast float %3185 to i32
  %3187 = call i32 @llvm.amdgcn.workitem.id.x()
  %3188 = and i32 %3187, 31
  %3189 = xor i32 %3188, 16
  %3190 = shl i32 %3189, 2
  %3191 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3190, i32 %3186)
  %3192 = bitcast i32 %3191 to float
  %3193 = fadd float %3184, %3192
  %3194 = select i1 %3073, float %2703, float %2673
  %3195 = select i1 %3073, float %2673, float %2703
  %3196 = bitcast float %3195 to i32
  %3197 = call i32 @llvm.amdgcn.workitem.id.x()
  %3198 = and i32 %3197, 31
  %3199 = xor i32 %3198, 16
  %3200 = shl i32 %3199, 2
  %3201 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3200, i32 %3196)
  %3202 = bitcast i32 %3201 to float
  %3203 = fadd float %3194, %3202
  %3204 = select i1 %3073, float %2825, float %2795
  %3205 = select i1 %3073, float %2795, float %2825
  %3206 = bitcast float %3205 to i32
  %3207 = call i32 @llvm.amdgcn.workitem.id.x()
  %3208 = and i32 %3207, 31
  %3209 = xor i32 %3208, 16
  %3210 = shl i32 %3209, 2
  %3211 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3210, i32 %3206)
  %3212 = bitcast i32 %3211 to float
  %3213 = fadd float %3204, %3212
  %3214 = select i1 %3073, float %2947, float %2917
  %3215 = select i1 %3073, float %2917, float %2947
  %3216 = bitcast float %3215 to i32
  %3217 = call i32 @llvm.amdgcn.workitem.id.x()
  %3218 = and i32 %3217, 31
  %3219 = xor i32 %3218, 16
  %3220 = shl i32 %3219, 2
  %3221 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3220, i32 %3216)
  %3222 = bitcast i32 %3221 to float
  %3223 = fadd float %3214, %3222
  %3224 = select i1 %3073, float %3069, float %3039
  %3225 = select i1 %3073, float %3039, float %3069
  %3226 = bitcast float %3225 to i32
  %3227 = call i32 @llvm.amdgcn.workitem.id.x()
  %3228 = and i32 %3227, 31
  %3229 = xor i32 %3228, 16
  %3230 = shl i32 %3229, 2
  %3231 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3230, i32 %3226)
  %3232 = bitcast i32 %3231 to float
  %3233 = fadd float %3224, %3232
  %3234 = and i32 %3071, 8
  %3235 = icmp ne i32 %3234, 0
  %3236 = select i1 %3235, float %3163, float %3083
  %3237 = select i1 %3235, float %3083, float %3163
  %3238 = bitcast float %3237 to i32
  %3239 = call i32 @llvm.amdgcn.workitem.id.x()
  %3240 = and i32 %3239, 31
  %3241 = xor i32 %3240, 8
  %3242 = shl i32 %3241, 2
  %3243 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3242, i32 %3238)
  %3244 = bitcast i32 %3243 to float
  %3245 = fadd float %3236, %3244
  %3246 = select i1 %3235, float %3173, float %3093
  %3247 = select i1 %3235, float %3093, float %3173
  %3248 = bitcast float %3247 to i32
  %3249 = call i32 @llvm.amdgcn.workitem.id.x()
  %3250 = and i32 %3249, 31
  %3251 = xor i32 %3250, 8
  %3252 = shl i32 %3251, 2
  %3253 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3252, i32 %3248)
  %3254 = bitcast i32 %3253 to float
  %3255 = fadd float %3246, %3254
  %3256 = select i1 %3235, float %3183, float %3103
  %3257 = select i1 %3235, float %3103, float %3183
  %3258 = bitcast float %3257 to i32
  %3259 = call i32 @llvm.amdgcn.workitem.id.x()
  %3260 = and i32 %3259, 31
  %3261 = xor i32 %3260, 8
  %3262 = shl i32 %3261, 2
  %3263 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3262, i32 %3258)
  %3264 = bitcast i32 %3263 to float
  %3265 = fadd float %3256, %3264
  %3266 = select i1 %3235, float %3193, float %3113
  %3267 = select i1 %3235, float %3113, float %3193
  %3268 = bitcast float %3267 to i32
  %3269 = call i32 @llvm.amdgcn.workitem.id.x()
  %3270 = and i32 %3269, 31
  %3271 = xor i32 %3270, 8
  %3272 = shl i32 %3271, 2
  %3273 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3272, i32 %3268)
  %3274 = bitcast i32 %3273 to float
  %3275 = fadd float %3266, %3274
  %3276 = select i1 %3235, float %3203, float %3123
  %3277 = select i1 %3235, float %3123, float %3203
  %3278 = bitcast float %3277 to i32
  %3279 = call i32 @llvm.amdgcn.workitem.id.x()
  %3280 = and i32 %3279, 31
  %3281 = xor i32 %3280, 8
  %3282 = shl i32 %3281, 2
  %3283 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3282, i32 %3278)
  %3284 = bitcast i32 %3283 to float
  %3285 = fadd float %3276, %3284
  %3286 = select i1 %3235, float %3213, float %3133
  %3287 = select i1 %3235, float %3133, float %3213
  %3288 = bitcast float %3287 to i32
  %3289 = call i32 @llvm.amdgcn.workitem.id.x()
  %3290 = and i32 %3289, 31
  %3291 = xor i32 %3290, 8
  %3292 = shl i32 %3291, 2
  %3293 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3292, i32 %3288)
  %3294 = bitcast i32 %3293 to float
  %3295 = fadd float %3286, %3294
  %3296 = select i1 %3235, float %3223, float %3143
  %3297 = select i1 %3235, float %3143, float %3223
  %3298 = bitcast float %3297 to i32
  %3299 = call i32 @llvm.amdgcn.workitem.id.x()
  %3300 = and i32 %3299, 31
  %3301 = xor i32 %3300, 8
  %3302 = shl i32 %3301, 2
  %3303 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3302, i32 %3298)
  %3304 = bitcast i32 %3303 to float
  %3305 = fadd float %3296, %3304
  %3306 = select i1 %3235, float %3233, float %3153
  %3307 = select i1 %3235, float %3153, float %3233
  %3308 = bitcast float %3307 to i32
  %3309 = call i32 @llvm.amdgcn.workitem.id.x()
  %3310 = and i32 %3309, 31
  %3311 = xor i32 %3310, 8
  %3312 = shl i32 %3311, 2
  %3313 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3312, i32 %3308)
  %3314 = bitcast i32 %3313 to float
  %3315 = fadd float %3306, %3314
  %3316 = and i32 %3071, 4
  %3317 = icmp ne i32 %3316, 0
  %3318 = select i1 %3317, float %3285, float %3245
  %3319 = select i1 %3317, float %3245, float %3285
  %3320 = bitcast float %3319 to i32
  %3321 = call i32 @llvm.amdgcn.workitem.id.x()
  %3322 = and i32 %3321, 31
  %3323 = xor i32 %3322, 4
  %3324 = shl i32 %3323, 2
  %3325 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3324, i32 %3320)
  %3326 = bitcast i32 %3325 to float
  %3327 = fadd float %3318, %3326
  %3328 = select i1 %3317, float %3295, float %3255
  %3329 = select i1 %3317, float %3255, float %3295
  %3330 = bitcast float %3329 to i32
  %3331 = call i32 @llvm.amdgcn.workitem.id.x()
  %3332 = and i32 %3331, 31
  %3333 = xor i32 %3332, 4
  %3334 = shl i32 %3333, 2
  %3335 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3334, i32 %3330)
  %3336 = bitcast i32 %3335 to float
  %3337 = fadd float %3328, %3336
  %3338 = select i1 %3317, float %3305, float %3265
  %3339 = select i1 %3317, float %3265, float %3305
  %3340 = bitcast float %3339 to i32
  %3341 = call i32 @llvm.amdgcn.workitem.id.x()
  %3342 = and i32 %3341, 31
  %3343 = xor i32 %3342, 4
  %3344 = shl i32 %3343, 2
  %3345 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3344, i32 %3340)
  %3346 = bitcast i32 %3345 to float
  %3347 = fadd float %3338, %3346
  %3348 = select i1 %3317, float %3315, float %3275
  %3349 = select i1 %3317, float %3275, float %3315
  %3350 = bitcast float %3349 to i32
  %3351 = call i32 @llvm.amdgcn.workitem.id.x()
  %3352 = and i32 %3351, 31
  %3353 = xor i32 %3352, 4
  %3354 = shl i32 %3353, 2
  %3355 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3354, i32 %3350)
  %3356 = bitcast i32 %3355 to float
  %3357 = fadd float %3348, %3356
  %3358 = and i32 %3071, 2
  %3359 = icmp ne i32 %3358, 0
  %3360 = select i1 %3359, float %3347, float %3327
  %3361 = select i1 %3359, float %3327, float %3347
  %3362 = bitcast float %3361 to i32
  %3363 = call i32 @llvm.amdgcn.workitem.id.x()
  %3364 = and i32 %3363, 31
  %3365 = xor i32 %3364, 2
  %3366 = shl i32 %3365, 2
  %3367 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3366, i32 %3362)
  %3368 = bitcast i32 %3367 to float
  %3369 = fadd float %3360, %3368
  %3370 = select i1 %3359, float %3357, float %3337
  %3371 = select i1 %3359, float %3337, float %3357
  %3372 = bitcast float %3371 to i32
  %3373 = call i32 @llvm.amdgcn.workitem.id.x()
  %3374 = and i32 %3373, 31
  %3375 = xor i32 %3374, 2
  %3376 = shl i32 %3375, 2
  %3377 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3376, i32 %3372)
  %3378 = bitcast i32 %3377 to float
  %3379 = fadd float %3370, %3378
  %3380 = and i32 %3071, 1
  %3381 = icmp ne i32 %3380, 0
  %3382 = select i1 %3381, float %3379, float %3369
  %3383 = select i1 %3381, float %3369, float %3379
  %3384 = bitcast float %3383 to i32
  %3385 = call i32 @llvm.amdgcn.workitem.id.x()
  %3386 = and i32 %3385, 31
  %3387 = xor i32 %3386, 1
  %3388 = shl i32 %3387, 2
  %3389 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3388, i32 %3384)
  %3390 = bitcast i32 %3389 to float
  %3391 = fadd float %3382, %3390
  %3392 = add i32 %2093, %296
  %3393 = icmp slt i32 %3392, %301
  %3394 = icmp sge i32 %3392, %306
  %3395 = and i1 %3393, %3394
  %3396 = fmul float %3391, %8
  %3397 = select i1 %3395, float %3396, float 0xFFF0000000000000
  %3398 = bitcast float %3397 to i32
  %3399 = call i32 @llvm.amdgcn.workitem.id.x()
  %3400 = and i32 %3399, 31
  %3401 = xor i32 %3400, 4
  %3402 = shl i32 %3401, 2
  %3403 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3402, i32 %3398)
  %3404 = bitcast i32 %3403 to float
  %3405 = fcmp ogt float %3397, %3404
  %3406 = select i1 %3405, float %3397, float %3404
  %3407 = bitcast float %3406 to i32
  %3408 = call i32 @llvm.amdgcn.workitem.id.x()
  %3409 = and i32 %3408, 31
  %3410 = xor i32 %3409, 2
  %3411 = shl i32 %3410, 2
  %3412 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3411, i32 %3407)
  %3413 = bitcast i32 %3412 to float
  %3414 = fcmp ogt float %3406, %3413
  %3415 = select i1 %3414, float %3406, float %3413
  %3416 = bitcast float %3415 to i32
  %3417 = call i32 @llvm.amdgcn.workitem.id.x()
  %3418 = and i32 %3417, 31
  %3419 = xor i32 %3418, 1
  %3420 = shl i32 %3419, 2
  %3421 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3420, i32 %3416)
  %3422 = bitcast i32 %3421 to float
  %3423 = fcmp ogt float %3415, %3422
  %3424 = select i1 %3423, float %3415, float %3422
  %3425 = load float, ptr addrspace(5) %v32, align 4
  %3426 = fcmp ogt float %3425, %3424
  %3427 = select i1 %3426, float %3425, float %3424
  %3428 = fcmp oeq float %3425, 0xFFF0000000000000
  %3429 = fsub float %3425, %3427
  %3430 = fmul float %3429, 0x3FF7154760000000
  %3431 = fcmp olt float %3430, -1.260000e+02
  %3432 = fcmp ogt float %3430, 1.270000e+02
  %3433 = select i1 %3431, float -1.260000e+02, float %3430
  %3434 = select i1 %3432, float 1.270000e+02, float %3433
  %3435 = fadd float %3434, 5.000000e-01
  %3436 = call float @llvm.floor.f32(float %3435)
  %3437 = fsub float %3434, %3436
  %3438 = fmul float 0x3EEFFCBFC0000000, %3437
  %3439 = fadd float %3438, 0x3F24309120000000
  %3440 = fmul float %3439, %3437
  %3441 = fadd float %3440, 0x3F55D87FE0000000
  %3442 = fmul float %3441, %3437
  %3443 = fadd float %3442, 0x3F83B2AB60000000
  %3444 = fmul float %3443, %3437
  %3445 = fadd float %3444, 0x3FAC6B08E0000000
  %3446 = fmul float %3445, %3437
  %3447 = fadd float %3446, 0x3FCEBFBE00000000
  %3448 = fmul float %3447, %3437
  %3449 = fadd float %3448, 0x3FE62E4300000000
  %3450 = fmul float %3449, %3437
  %3451 = fadd float %3450, 1.000000e+00
  %3452 = fptosi float %3436 to i32
  %3453 = add i32 %3452, 127
  %3454 = shl i32 %3453, 23
  %3455 = bitcast i32 %3454 to float
  %3456 = fmul float %3451, %3455
  %3457 = select i1 %3431, float 0.000000e+00, float %3456
  %3458 = select i1 %3432, float 0x7FF0000000000000, float %3457
  %3459 = fcmp uno float %3430, %3430
  %3460 = select i1 %3459, float %3430, float %3458
  %3461 = select i1 %3428, float 0.000000e+00, float %3460
  %3462 = fsub float %3397, %3427
  %3463 = fmul float %3462, 0x3FF7154760000000
  %3464 = fcmp olt float %3463, -1.260000e+02
  %3465 = fcmp ogt float %3463, 1.270000e+02
  %3466 = select i1 %3464, float -1.260000e+02, float %3463
  %3467 = select i1 %3465, float 1.270000e+02, float %3466
  %3468 = fadd float %3467, 5.000000e-01
  %3469 = call float @llvm.floor.f32(float %3468)
  %3470 = fsub float %3467, %3469
  %3471 = fmul float 0x3EEFFCBFC0000000, %3470
  %3472 = fadd float %3471, 0x3F24309120000000
  %3473 = fmul float %3472, %3470
  %3474 = fadd float %3473, 0x3F55D87FE0000000
  %3475 = fmul float %3474, %3470
  %3476 = fadd float %3475, 0x3F83B2AB60000000
  %3477 = fmul float %3476, %3470
  %3478 = fadd float %3477, 0x3FAC6B08E0000000
  %3479 = fmul float %3478, %3470
  %3480 = fadd float %3479, 0x3FCEBFBE00000000
  %3481 = fmul float %3480, %3470
  %3482 = fadd float %3481, 0x3FE62E4300000000
  %3483 = fmul float %3482, %3470
  %3484 = fadd float %3483, 1.000000e+00
  %3485 = fptosi float %3469 to i32
  %3486 = add i32 %3485, 127
  %3487 = shl i32 %3486, 23
  %3488 = bitcast i32 %3487 to float
  %3489 = fmul float %3484, %3488
  %3490 = select i1 %3464, float 0.000000e+00, float %3489
  %3491 = select i1 %3465, float 0x7FF0000000000000, float %3490
  %3492 = fcmp uno float %3463, %3463
  %3493 = select i1 %3492, float %3463, float %3491
  %3494 = select i1 %3395, float %3493, float 0.000000e+00
  %3495 = bitcast float %3494 to i32
  %3496 = call i32 @llvm.amdgcn.workitem.id.x()
  %3497 = and i32 %3496, 31
  %3498 = xor i32 %3497, 4
  %3499 = shl i32 %3498, 2
  %3500 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3499, i32 %3495)
  %3501 = bitcast i32 %3500 to float
  %3502 = fadd float %3494, %3501
  %3503 = bitcast float %3502 to i32
  %3504 = call i32 @llvm.amdgcn.workitem.id.x()
  %3505 = and i32 %3504, 31
  %3506 = xor i32 %3505, 2
  %3507 = shl i32 %3506, 2
  %3508 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3507, i32 %3503)
  %3509 = bitcast i32 %3508 to float
  %3510 = fadd float %3502, %3509
  %3511 = bitcast float %3510 to i32
  %3512 = call i32 @llvm.amdgcn.workitem.id.x()
  %3513 = and i32 %3512, 31
  %3514 = xor i32 %3513, 1
  %3515 = shl i32 %3514, 2
  %3516 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3515, i32 %3511)
  %3517 = bitcast i32 %3516 to float
  %3518 = fadd float %3510, %3517
  %3519 = load float, ptr addrspace(5) %v33, align 4
  %3520 = fmul float %3519, %3461
  %3521 = fadd float %3520, %3518
  store float %3521, ptr addrspace(5) %v33, align 4
  store float %3427, ptr addrspace(5) %v32, align 4
  %3522 = bitcast float %3461 to i32
  %3523 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3522)
  %3524 = bitcast i32 %3523 to float
  %3525 = load float, ptr addrspace(5) %v, align 4
  %3526 = fmul float %3525, %3524
  store float %3526, ptr addrspace(5) %v, align 4
  %3527 = load float, ptr addrspace(5) %v1, align 4
  %3528 = fmul float %3527, %3524
  store float %3528, ptr addrspace(5) %v1, align 4
  %3529 = load float, ptr addrspace(5) %v2, align 4
  %3530 = fmul float %3529, %3524
  store float %3530, ptr addrspace(5) %v2, align 4
  %3531 = load float, ptr addrspace(5) %v3, align 4
  %3532 = fmul float %3531, %3524
  store float %3532, ptr addrspace(5) %v3, align 4
  %3533 = load float, ptr addrspace(5) %v4, align 4
  %3534 = fmul float %3533, %3524
  store float %3534, ptr addrspace(5) %v4, align 4
  %3535 = load float, ptr addrspace(5) %v5, align 4
  %3536 = fmul float %3535, %3524
  store float %3536, ptr addrspace(5) %v5, align 4
  %3537 = load float, ptr addrspace(5) %v6, align 4
  %3538 = fmul float %3537, %3524
  store float %3538, ptr addrspace(5) %v6, align 4
  %3539 = load float, ptr addrspace(5) %v7, align 4
  %3540 = fmul float %3539, %3524
  store float %3540, ptr addrspace(5) %v7, align 4
  %3541 = bitcast float %3461 to i32
  %3542 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3541)
  %3543 = bitcast i32 %3542 to float
  %3544 = load float, ptr addrspace(5) %v8, align 4
  %3545 = fmul float %3544, %3543
  store float %3545, ptr addrspace(5) %v8, align 4
  %3546 = load float, ptr addrspace(5) %v9, align 4
  %3547 = fmul float %3546, %3543
  store float %3547, ptr addrspace(5) %v9, align 4
  %3548 = load float, ptr addrspace(5) %v10, align 4
  %3549 = fmul float %3548, %3543
  store float %3549, ptr addrspace(5) %v10, align 4
  %3550 = load float, ptr addrspace(5) %v11, align 4
  %3551 = fmul float %3550, %3543
  store float %3551, ptr addrspace(5) %v11, align 4
  %3552 = load float, ptr addrspace(5) %v12, align 4
  %3553 = fmul float %3552, %3543
  store float %3553, ptr addrspace(5) %v12, align 4
  %3554 = load float, ptr addrspace(5) %v13, align 4
  %3555 = fmul float %3554, %3543
  store float %3555, ptr addrspace(5) %v13, align 4
  %3556 = load float, ptr addrspace(5) %v14, align 4
  %3557 = fmul float %3556, %3543
  store float %3557, ptr addrspace(5) %v14, align 4
  %3558 = load float, ptr addrspace(5) %v15, align 4
  %3559 = fmul float %3558, %3543
  store float %3559, ptr addrspace(5) %v15, align 4
  %3560 = bitcast float %3461 to i32
  %3561 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3560)
  %3562 = bitcast i32 %3561 to float
  %3563 = load float, ptr addrspace(5) %v16, align 4
  %3564 = fmul float %3563, %3562
  store float %3564, ptr addrspace(5) %v16, align 4
  %3565 = load float, ptr addrspace(5) %v17, align 4
  %3566 = fmul float %3565, %3562
  store float %3566, ptr addrspace(5) %v17, align 4
  %3567 = load float, ptr addrspace(5) %v18, align 4
  %3568 = fmul float %3567, %3562
  store float %3568, ptr addrspace(5) %v18, align 4
  %3569 = load float, ptr addrspace(5) %v19, align 4
  %3570 = fmul float %3569, %3562
  store float %3570, ptr addrspace(5) %v19, align 4
  %3571 = load float, ptr addrspace(5) %v20, align 4
  %3572 = fmul float %3571, %3562
  store float %3572, ptr addrspace(5) %v20, align 4
  %3573 = load float, ptr addrspace(5) %v21, align 4
  %3574 = fmul float %3573, %3562
  store float %3574, ptr addrspace(5) %v21, align 4
  %3575 = load float, ptr addrspace(5) %v22, align 4
  %3576 = fmul float %3575, %3562
  store float %3576, ptr addrspace(5) %v22, align 4
  %3577 = load float, ptr addrspace(5) %v23, align 4
  %3578 = fmul float %3577, %3562
  store float %3578, ptr addrspace(5) %v23, align 4
  %3579 = bitcast float %3461 to i32
  %3580 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3579)
  %3581 = bitcast i32 %3580 to float
  %3582 = load float, ptr addrspace(5) %v24, align 4
  %3583 = fmul float %3582, %3581
  store float %3583, ptr addrspace(5) %v24, align 4
  %3584 = load float, ptr addrspace(5) %v25, align 4
  %3585 = fmul float %3584, %3581
  store float %3585, ptr addrspace(5) %v25, align 4
  %3586 = load float, ptr addrspace(5) %v26, align 4
  %3587 = fmul float %3586, %3581
  store float %3587, ptr addrspace(5) %v26, align 4
  %3588 = load float, ptr addrspace(5) %v27, align 4
  %3589 = fmul float %3588, %3581
  store float %3589, ptr addrspace(5) %v27, align 4
  %3590 = load float, ptr addrspace(5) %v28, align 4
  %3591 = fmul float %3590, %3581
  store float %3591, ptr addrspace(5) %v28, align 4
  %3592 = load float, ptr addrspace(5) %v29, align 4
  %3593 = fmul float %3592, %3581
  store float %3593, ptr addrspace(5) %v29, align 4
  %3594 = load float, ptr addrspace(5) %v30, align 4
  %3595 = fmul float %3594, %3581
  store float %3595, ptr addrspace(5) %v30, align 4
  %3596 = load float, ptr addrspace(5) %v31, align 4
  %3597 = fmul float %3596, %3581
  store float %3597, ptr addrspace(5) %v31, align 4
  %3598 = add i32 %2093, 0
  %3599 = icmp sgt i32 %3598, %332
  %3600 = select i1 %3599, i32 %332, i32 %3598
  %3601 = mul i32 %3600, %5
  %3602 = add i32 %3601, %20
  %3603 = mul i32 %3602, %6
  %3604 = add i32 %3603, %31
  %3605 = select i1 %32, i32 %3604, i32 %3603
  %3606 = sext i32 %3605 to i64
  %3607 = mul i64 %3606, 4
  %3608 = getelementptr i8, ptr addrspace(1) %3, i64 %3607
  %3609 = load float, ptr addrspace(1) %3608, align 4
  %3610 = select i1 %32, float %3609, float 0.000000e+00
  %3611 = add i32 %3603, %33
  %3612 = select i1 %34, i32 %3611, i32 %3603
  %3613 = sext i32 %3612 to i64
  %3614 = mul i64 %3613, 4
  %3615 = getelementptr i8, ptr addrspace(1) %3, i64 %3614
  %3616 = load float, ptr addrspace(1) %3615, align 4
  %3617 = select i1 %34, float %3616, float 0.000000e+00
  %3618 = add i32 %3603, %35
  %3619 = select i1 %36, i32 %3618, i32 %3603
  %3620 = sext i32 %3619 to i64
  %3621 = mul i64 %3620, 4
  %3622 = getelementptr i8, ptr addrspace(1) %3, i64 %3621
  %3623 = load float, ptr addrspace(1) %3622, align 4
  %3624 = select i1 %36, float %3623, float 0.000000e+00
  %3625 = add i32 %3603, %37
  %3626 = select i1 %38, i32 %3625, i32 %3603
  %3627 = sext i32 %3626 to i64
  %3628 = mul i64 %3627, 4
  %3629 = getelementptr i8, ptr addrspace(1) %3, i64 %3628
  %3630 = load float, ptr addrspace(1) %3629, align 4
  %3631 = select i1 %38, float %3630, float 0.000000e+00
  %3632 = add i32 %3603, %39
  %3633 = select i1 %40, i32 %3632, i32 %3603
  %3634 = sext i32 %3633 to i64
  %3635 = mul i64 %3634, 4
  %3636 = getelementptr i8, ptr addrspace(1) %3, i64 %3635
  %3637 = load float, ptr addrspace(1) %3636, align 4
  %3638 = select i1 %40, float %3637, float 0.000000e+00
  %3639 = add i32 %3603, %41
  %3640 = select i1 %42, i32 %3639, i32 %3603
  %3641 = sext i32 %3640 to i64
  %3642 = mul i64 %3641, 4
  %3643 = getelementptr i8, ptr addrspace(1) %3, i64 %3642
  %3644 = load float, ptr addrspace(1) %3643, align 4
  %3645 = select i1 %42, float %3644, float 0.000000e+00
  %3646 = add i32 %3603, %43
  %3647 = select i1 %44, i32 %3646, i32 %3603
  %3648 = sext i32 %3647 to i64
  %3649 = mul i64 %3648, 4
  %3650 = getelementptr i8, ptr addrspace(1) %3, i64 %3649
  %3651 = load float, ptr addrspace(1) %3650, align 4
  %3652 = select i1 %44, float %3651, float 0.000000e+00
  %3653 = add i32 %3603, %45
  %3654 = select i1 %46, i32 %3653, i32 %3603
  %3655 = sext i32 %3654 to i64
  %3656 = mul i64 %3655, 4
  %3657 = getelementptr i8, ptr addrspace(1) %3, i64 %3656
  %3658 = load float, ptr addrspace(1) %3657, align 4
  %3659 = select i1 %46, float %3658, float 0.000000e+00
  %3660 = bitcast float %3494 to i32
  %3661 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %3660)
  %3662 = bitcast i32 %3661 to float
  %3663 = load float, ptr addrspace(5) %v, align 4
  %3664 = fmul float %3662, %3610
  %3665 = fadd float %3664, %3663
  store float %3665, ptr addrspace(5) %v, align 4
  %3666 = load float, ptr addrspace(5) %v1, align 4
  %3667 = fmul float %3662, %3617
  %3668 = fadd float %3667, %3666
  store float %3668, ptr addrspace(5) %v1, align 4
  %3669 = load float, ptr addrspace(5) %v2, align 4
  %3670 = fmul float %3662, %3624
  %3671 = fadd float %3670, %3669
  store float %3671, ptr addrspace(5) %v2, align 4
  %3672 = load float, ptr addrspace(5) %v3, align 4
  %3673 = fmul float %3662, %3631
  %3674 = fadd float %3673, %3672
  store float %3674, ptr addrspace(5) %v3, align 4
  %3675 = load float, ptr addrspace(5) %v4, align 4
  %3676 = fmul float %3662, %3638
  %3677 = fadd float %3676, %3675
  store float %3677, ptr addrspace(5) %v4, align 4
  %3678 = load float, ptr addrspace(5) %v5, align 4
  %3679 = fmul float %3662, %3645
  %3680 = fadd float %3679, %3678
  store float %3680, ptr addrspace(5) %v5, align 4
  %3681 = load float, ptr addrspace(5) %v6, align 4
  %3682 = fmul float %3662, %3652
  %3683 = fadd float %3682, %3681
  store float %3683, ptr addrspace(5) %v6, align 4
  %3684 = load float, ptr addrspace(5) %v7, align 4
  %3685 = fmul float %3662, %3659
  %3686 = fadd float %3685, %3684
  store float %3686, ptr addrspace(5) %v7, align 4
  %3687 = bitcast float %3494 to i32
  %3688 = call i32 @llvm.amdgcn.ds.bpermute(i32 32, i32 %3687)
  %3689 = bitcast i32 %3688 to float
  %3690 = load float, ptr addrspace(5) %v8, align 4
  %3691 = fmul float %3689, %3610
  %3692 = fadd float %3691, %3690
  store float %3692, ptr addrspace(5) %v8, align 4
  %3693 = load float, ptr addrspace(5) %v9, align 4
  %3694 = fmul float %3689, %3617
  %3695 = fadd float %3694, %3693
  store float %3695, ptr addrspace(5) %v9, align 4
  %3696 = load float, ptr addrspace(5) %v10, align 4
  %3697 = fmul float %3689, %3624
  %3698 = fadd float %3697, %3696
  store float %3698, ptr addrspace(5) %v10, align 4
  %3699 = load float, ptr addrspace(5) %v11, align 4
  %3700 = fmul float %3689, %3631
  %3701 = fadd float %3700, %3699
  store float %3701, ptr addrspace(5) %v11, align 4
  %3702 = load float, ptr addrspace(5) %v12, align 4
  %3703 = fmul float %3689, %3638
  %3704 = fadd float %3703, %3702
  store float %3704, ptr addrspace(5) %v12, align 4
  %3705 = load float, ptr addrspace(5) %v13, align 4
  %3706 = fmul float %3689, %3645
  %3707 = fadd float %3706, %3705
  store float %3707, ptr addrspace(5) %v13, align 4
  %3708 = load float, ptr addrspace(5) %v14, align 4
  %3709 = fmul float %3689, %3652
  %3710 = fadd float %3709, %3708
  store float %3710, ptr addrspace(5) %v14, align 4
  %3711 = load float, ptr addrspace(5) %v15, align 4
  %3712 = fmul float %3689, %3659
  %3713 = fadd float %3712, %3711
  store float %3713, ptr addrspace(5) %v15, align 4
  %3714 = bitcast float %3494 to i32
  %3715 = call i32 @llvm.amdgcn.ds.bpermute(i32 64, i32 %3714)
  %3716 = bitcast i32 %3715 to float
  %3717 = load float, ptr addrspace(5) %v16, align 4
  %3718 = fmul float %3716, %3610
  %3719 = fadd float %3718, %3717
  store float %3719, ptr addrspace(5) %v16, align 4
  %3720 = load float, ptr addrspace(5) %v17, align 4
  %3721 = fmul float %3716, %3617
  %3722 = fadd float %3721, %3720
  store float %3722, ptr addrspace(5) %v17, align 4
  %3723 = load float, ptr addrspace(5) %v18, align 4
  %3724 = fmul float %3716, %3624
  %3725 = fadd float %3724, %3723
  store float %3725, ptr addrspace(5) %v18, align 4
  %3726 = load float, ptr addrspace(5) %v19, align 4
  %3727 = fmul float %3716, %3631
  %3728 = fadd float %3727, %3726
  store float %3728, ptr addrspace(5) %v19, align 4
  %3729 = load float, ptr addrspace(5) %v20, align 4
  %3730 = fmul float %3716, %3638
  %3731 = fadd float %3730, %3729
  store float %3731, ptr addrspace(5) %v20, align 4
  %3732 = load float, ptr addrspace(5) %v21, align 4
  %3733 = fmul float %3716, %3645
  %3734 = fadd float %3733, %3732
  store float %3734, ptr addrspace(5) %v21, align 4
  %3735 = load float, ptr addrspace(5) %v22, align 4
  %3736 = fmul float %3716, %3652
  %3737 = fadd float %3736, %3735
  store float %3737, ptr addrspace(5) %v22, align 4
  %3738 = load float, ptr addrspace(5) %v23, align 4
  %3739 = fmul float %3716, %3659
  %3740 = fadd float %3739, %3738
  store float %3740, ptr addrspace(5) %v23, align 4
  %3741 = bitcast float %3494 to i32
  %3742 = call i32 @llvm.amdgcn.ds.bpermute(i32 96, i32 %3741)
  %3743 = bitcast i32 %3742 to float
  %3744 = load float, ptr addrspace(5) %v24, align 4
  %3745 = fmul float %3743, %3610
  %3746 = fadd float %3745, %3744
  store float %3746, ptr addrspace(5) %v24, align 4
  %3747 = load float, ptr addrspace(5) %v25, align 4
  %3748 = fmul float %3743, %3617
  %3749 = fadd float %3748, %3747
  store float %3749, ptr addrspace(5) %v25, align 4
  %3750 = load float, ptr addrspace(5) %v26, align 4
  %3751 = fmul float %3743, %3624
  %3752 = fadd float %3751, %3750
  store float %3752, ptr addrspace(5) %v26, align 4
  %3753 = load float, ptr addrspace(5) %v27, align 4
  %3754 = fmul float %3743, %3631
  %3755 = fadd float %3754, %3753
  store float %3755, ptr addrspace(5) %v27, align 4
  %3756 = load float, ptr addrspace(5) %v28, align 4
  %3757 = fmul float %3743, %3638
  %3758 = fadd float %3757, %3756
  store float %3758, ptr addrspace(5) %v28, align 4
  %3759 = load float, ptr addrspace(5) %v29, align 4
  %3760 = fmul float %3743, %3645
  %3761 = fadd float %3760, %3759
  store float %3761, ptr addrspace(5) %v29, align 4
  %3762 = load float, ptr addrspace(5) %v30, align 4
  %3763 = fmul float %3743, %3652
  %3764 = fadd float %3763, %3762
  store float %3764, ptr addrspace(5) %v30, align 4
  %3765 = load float, ptr addrspace(5) %v31, align 4
  %3766 = fmul float %3743, %3659
  %3767 = fadd float %3766, %3765
  store float %3767, ptr addrspace(5) %v31, align 4
  %3768 = add i32 %2093, 1
  %3769 = icmp sgt i32 %3768, %332
  %3770 = select i1 %3769, i32 %332, i32 %3768
  %3771 = mul i32 %3770, %5
  %3772 = add i32 %3771, %20
  %3773 = mul i32 %3772, %6
  %3774 = add i32 %3773, %31
  %3775 = select i1 %32, i32 %3774, i32 %3773
  %3776 = sext i32 %3775 to i64
  %3777 = mul i64 %3776, 4
  %3778 = getelementptr i8, ptr addrspace(1) %3, i64 %3777
  %3779 = load float, ptr addrspace(1) %3778, align 4
  %3780 = select i1 %32, float %3779, float 0.000000e+00
  %3781 = add i32 %3773, %33
  %3782 = select i1 %34, i32 %3781, i32 %3773
  %3783 = sext i32 %3782 to i64
  %3784 = mul i64 %3783, 4
  %3785 = getelementptr i8, ptr addrspace(1) %3, i64 %3784
  %3786 = load float, ptr addrspace(1) %3785, align 4
  %3787 = select i1 %34, float %3786, float 0.000000e+00
  %3788 = add i32 %3773, %35
  %3789 = select i1 %36, i32 %3788, i32 %3773
  %3790 = sext i32 %3789 to i64
  %3791 = mul i64 %3790, 4
  %3792 = getelementptr i8, ptr addrspace(1) %3, i64 %3791
  %3793 = load float, ptr addrspace(1) %3792, align 4
  %3794 = select i1 %36, float %3793, float 0.000000e+00
  %3795 = add i32 %3773, %37
  %3796 = select i1 %38, i32 %3795, i32 %3773
  %3797 = sext i32 %3796 to i64
  %3798 = mul i64 %3797, 4
  %3799 = getelementptr i8, ptr addrspace(1) %3, i64 %3798
  %3800 = load float, ptr addrspace(1) %3799, align 4
  %3801 = select i1 %38, float %3800, float 0.000000e+00
  %3802 = add i32 %3773, %39
  %3803 = select i1 %40, i32 %3802, i32 %3773
  %3804 = sext i32 %3803 to i64
  %3805 = mul i64 %3804, 4
  %3806 = getelementptr i8, ptr addrspace(1) %3, i64 %3805
  %3807 = load float, ptr addrspace(1) %3806, align 4
  %3808 = select i1 %40, float %3807, float 0.000000e+00
  %3809 = add i32 %3773, %41
  %3810 = select i1 %42, i32 %3809, i32 %3773
  %3811 = sext i32 %3810 to i64
  %3812 = mul i64 %3811, 4
  %3813 = getelementptr i8, ptr addrspace(1) %3, i64 %3812
  %3814 = load float, ptr addrspace(1) %3813, align 4
  %3815 = select i1 %42, float %3814, float 0.000000e+00
  %3816 = add i32 %3773, %43
  %3817 = select i1 %44, i32 %3816, i32 %3773
  %3818 = sext i32 %3817 to i64
  %3819 = mul i64 %3818, 4
  %3820 = getelementptr i8, ptr addrspace(1) %3, i64 %3819
  %3821 = load float, ptr addrspace(1) %3820, align 4
  %3822 = select i1 %44, float %3821, float 0.000000e+00
  %3823 = add i32 %3773, %45
  %3824 = select i1 %46, i32 %3823, i32 %3773
  %3825 = sext i32 %3824 to i64
  %3826 = mul i64 %3825, 4
  %3827 = getelementptr i8, ptr addrspace(1) %3, i64 %3826
  %3828 = load float, ptr addrspace(1) %3827, align 4
  %3829 = select i1 %46, float %3828, float 0.000000e+00
  %3830 = bitcast float %3494 to i32
  %3831 = call i32 @llvm.amdgcn.ds.bpermute(i32 4, i32 %3830)
  %3832 = bitcast i32 %3831 to float
  %3833 = load float, ptr addrspace(5) %v, align 4
  %3834 = fmul float %3832, %3780
  %3835 = fadd float %3834, %3833
  store float %3835, ptr addrspace(5) %v, align 4
  %3836 = load float, ptr addrspace(5) %v1, align 4
  %3837 = fmul float %3832, %3787
  %3838 = fadd float %3837, %3836
  store float %3838, ptr addrspace(5) %v1, align 4
  %3839 = load float, ptr addrspace(5) %v2, align 4
  %3840 = fmul float %3832, %3794
  %3841 = fadd float %3840, %3839
  store float %3841, ptr addrspace(5) %v2, align 4
  %3842 = load float, ptr addrspace(5) %v3, align 4
  %3843 = fmul float %3832, %3801
  %3844 = fadd float %3843, %3842
  store float %3844, ptr addrspace(5) %v3, align 4
  %3845 = load float, ptr addrspace(5) %v4, align 4
  %3846 = fmul float %3832, %3808
  %3847 = fadd float %3846, %3845
  store float %3847, ptr addrspace(5) %v4, align 4
  %3848 = load float, ptr addrspace(5) %v5, align 4
  %3849 = fmul float %3832, %3815
  %3850 = fadd float %3849, %3848
  store float %3850, ptr addrspace(5) %v5, align 4
  %3851 = load float, ptr addrspace(5) %v6, align 4
  %3852 = fmul float %3832, %3822
  %3853 = fadd float %3852, %3851
  store float %3853, ptr addrspace(5) %v6, align 4
  %3854 = load float, ptr addrspace(5) %v7, align 4
  %3855 = fmul float %3832, %3829
  %3856 = fadd float %3855, %3854
  store float %3856, ptr addrspace(5) %v7, align 4
  %3857 = bitcast float %3494 to i32
  %3858 = call i32 @llvm.amdgcn.ds.bpermute(i32 36, i32 %3857)
  %3859 = bitcast i32 %3858 to float
  %3860 = load float, ptr addrspace(5) %v8, align 4
  %3861 = fmul float %3859, %3780
  %3862 = fadd float %3861, %3860
  store float %3862, ptr addrspace(5) %v8, align 4
  %3863 = load float, ptr addrspace(5) %v9, align 4
  %3864 = fmul float %3859, %3787
  %3865 = fadd float %3864, %3863
  store float %3865, ptr addrspace(5) %v9, align 4
  %3866 = load float, ptr addrspace(5) %v10, align 4
  %3867 = fmul float %3859, %3794
  %3868 = fadd float %3867, %3866
  store float %3868, ptr addrspace(5) %v10, align 4
  %3869 = load float, ptr addrspace(5) %v11, align 4
  %3870 = fmul float %3859, %3801
  %3871 = fadd float %3870, %3869
  store float %3871, ptr addrspace(5) %v11, align 4
  %3872 = load float, ptr addrspace(5) %v12, align 4
  %3873 = fmul float %3859, %3808
  %3874 = fadd float %3873, %3872
  store float %3874, ptr addrspace(5) %v12, align 4
  %3875 = load float, ptr addrspace(5) %v13, align 4
  %3876 = fmul float %3859, %3815
  %3877 = fadd float %3876, %3875
  store float %3877, ptr addrspace(5) %v13, align 4
  %3878 = load float, ptr addrspace(5) %v14, align 4
  %3879 = fmul float %3859, %3822
  %3880 = fadd float %3879, %3878
  store float %3880, ptr addrspace(5) %v14, align 4
  %3881 = load float, ptr addrspace(5) %v15, align 4
  %3882 = fmul float %3859, %3829
  %3883 = fadd float %3882, %3881
  store float %3883, ptr addrspace(5) %v15, align 4
  %3884 = bitcast float %3494 to i32
  %3885 = call i32 @llvm.amdgcn.ds.bpermute(i32 68, i32 %3884)
  %3886 = bitcast i32 %3885 to float
  %3887 = load float, ptr addrspace(5) %v16, align 4
  %3888 = fmul float %3886, %3780
  %3889 = fadd float %3888, %3887
  store float %3889, ptr addrspace(5) %v16, align 4
  %3890 = load float, ptr addrspace(5) %v17, align 4
  %3891 = fmul float %3886, %3787
  %3892 = fadd float %3891, %3890
  store float %3892, ptr addrspace(5) %v17, align 4
  %3893 = load float, ptr addrspace(5) %v18, align 4
  %3894 = fmul float %3886, %3794
  %3895 = fadd float %3894, %3893
  store float %3895, ptr addrspace(5) %v18, align 4
  %3896 = load float, ptr addrspace(5) %v19, align 4
  %3897 = fmul float %3886, %3801
  %3898 = fadd float %3897, %3896
  store float %3898, ptr addrspace(5) %v19, align 4
  %3899 = load float, ptr addrspace(5) %v20, align 4
  %3900 = fmul float %3886, %3808
  %3901 = fadd float %3900, %3899
  store float %3901, ptr addrspace(5) %v20, align 4
  %3902 = load float, ptr addrspace(5) %v21, align 4
  %3903 = fmul float %3886, %3815
  %3904 = fadd float %3903, %3902
  store float %3904, ptr addrspace(5) %v21, align 4
  %3905 = load float, ptr addrspace(5) %v22, align 4
  %3906 = fmul float %3886, %3822
  %3907 = fadd float %3906, %3905
  store float %3907, ptr addrspace(5) %v22, align 4
  %3908 = load float, ptr addrspace(5) %v23, align 4
  %3909 = fmul float %3886, %3829
  %3910 = fadd float %3909, %3908
  store float %3910, ptr addrspace(5) %v23, align 4
  %3911 = bitcast float %3494 to i32
  %3912 = call i32 @llvm.amdgcn.ds.bpermute(i32 100, i32 %3911)
  %3913 = bitcast i32 %3912 to float
  %3914 = load float, ptr addrspace(5) %v24, align 4
  %3915 = fmul float %3913, %3780
  %3916 = fadd float %3915, %3914
  store float %3916, ptr addrspace(5) %v24, align 4
  %3917 = load float, ptr addrspace(5) %v25, align 4
  %3918 = fmul float %3913, %3787
  %3919 = fadd float %3918, %3917
  store float %3919, ptr addrspace(5) %v25, align 4
  %3920 = load float, ptr addrspace(5) %v26, align 4
  %3921 = fmul float %3913, %3794
  %3922 = fadd float %3921, %3920
  store float %3922, ptr addrspace(5) %v26, align 4
  %3923 = load float, ptr addrspace(5) %v27, align 4
  %3924 = fmul float %3913, %3801
  %3925 = fadd float %3924, %3923
  store float %3925, ptr addrspace(5) %v27, align 4
  %3926 = load float, ptr addrspace(5) %v28, align 4
  %3927 = fmul float %3913, %3808
  %3928 = fadd float %3927, %3926
  store float %3928, ptr addrspace(5) %v28, align 4
  %3929 = load float, ptr addrspace(5) %v29, align 4
  %3930 = fmul float %3913, %3815
  %3931 = fadd float %3930, %3929
  store float %3931, ptr addrspace(5) %v29, align 4
  %3932 = load float, ptr addrspace(5) %v30, align 4
  %3933 = fmul float %3913, %3822
  %3934 = fadd float %3933, %3932
  store float %3934, ptr addrspace(5) %v30, align 4
  %3935 = load float, ptr addrspace(5) %v31, align 4
  %3936 = fmul float %3913, %3829
  %3937 = fadd float %3936, %3935
  store float %3937, ptr addrspace(5) %v31, align 4
  %3938 = add i32 %2093, 2
  %3939 = icmp sgt i32 %3938, %332
  %3940 = select i1 %3939, i32 %332, i32 %3938
  %3941 = mul i32 %3940, %5
  %3942 = add i32 %3941, %20
  %3943 = mul i32 %3942, %6
  %3944 = add i32 %3943, %31
  %3945 = select i1 %32, i32 %3944, i32 %3943
  %3946 = sext i32 %3945 to i64
  %3947 = mul i64 %3946, 4
  %3948 = getelementptr i8, ptr addrspace(1) %3, i64 %3947
  %3949 = load float, ptr addrspace(1) %3948, align 4
  %3950 = select i1 %32, float %3949, float 0.000000e+00
  %3951 = add i32 %3943, %33
  %3952 = select i1 %34, i32 %3951, i32 %3943
  %3953 = sext i32 %3952 to i64
  %3954 = mul i64 %3953, 4
  %3955 = getelementptr i8, ptr addrspace(1) %3, i64 %3954
  %3956 = load float, ptr addrspace(1) %3955, align 4
  %3957 = select i1 %34, float %3956, float 0.000000e+00
  %3958 = add i32 %3943, %35
  %3959 = select i1 %36, i32 %3958, i32 %3943
  %3960 = sext i32 %3959 to i64
  %3961 = mul i64 %3960, 4
  %3962 = getelementptr i8, ptr addrspace(1) %3, i64 %3961
  %3963 = load float, ptr addrspace(1) %3962, align 4
  %3964 = select i1 %36, float %3963, float 0.000000e+00
  %3965 = add i32 %3943, %37
  %3966 = select i1 %38, i32 %3965, i32 %3943
  %3967 = sext i32 %3966 to i64
  %3968 = mul i64 %3967, 4
  %3969 = getelementptr i8, ptr addrspace(1) %3, i64 %3968
  %3970 = load float, ptr addrspace(1) %3969, align 4
  %3971 = select i1 %38, float %3970, float 0.000000e+00
  %3972 = add i32 %3943, %39
  %3973 = select i1 %40, i32 %3972, i32 %3943
  %3974 = sext i32 %3973 to i64
  %3975 = mul i64 %3974, 4
  %3976 = getelementptr i8, ptr addrspace(1) %3, i64 %3975
  %3977 = load float, ptr addrspace(1) %3976, align 4
  %3978 = select i1 %40, float %3977, float 0.000000e+00
  %3979 = add i32 %3943, %41
  %3980 = select i1 %42, i32 %3979, i32 %3943
  %3981 = sext i32 %3980 to i64
  %3982 = mul i64 %3981, 4
  %3983 = getelementptr i8, ptr addrspace(1) %3, i64 %3982
  %3984 = load float, ptr addrspace(1) %3983, align 4
  %3985 = select i1 %42, float %3984, float 0.000000e+00
  %3986 = add i32 %3943, %43
  %3987 = select i1 %44, i32 %3986, i32 %3943
  %3988 = sext i32 %3987 to i64
  %3989 = mul i64 %3988, 4
  %3990 = getelementptr i8, ptr addrspace(1) %3, i64 %3989
  %3991 = load float, ptr addrspace(1) %3990, align 4
  %3992 = select i1 %44, float %3991, float 0.000000e+00
  %3993 = add i32 %3943, %45
  %3994 = select i1 %46, i32 %3993, i32 %3943
  %3995 = sext i32 %3994 to i64
  %3996 = mul i64 %3995, 4
  %3997 = getelementptr i8, ptr addrspace(1) %3, i64 %3996
  %3998 = load float, ptr addrspace(1) %3997, align 4
  %3999 = select i1 %46, float %3998, float 0.000000e+00
  %4000 = bitcast float %3494 to i32
  %4001 = call i32 @llvm.amdgcn.ds.bpermute(i32 8, i32 %4000)
  %4002 = bitcast i32 %4001 to float
  %4003 = load float, ptr addrspace(5) %v, align 4
  %4004 = fmul float %4002, %3950
  %4005 = fadd float %4004, %4003
  store float %4005, ptr addrspace(5) %v, align 4
  %4006 = load float, ptr addrspace(5) %v1, align 4
  %4007 = fmul float %4002, %3957
  %4008 = fadd float %4007, %4006
  store float %4008, ptr addrspace(5) %v1, align 4
  %4009 = load float, ptr addrspace(5) %v2, align 4
  %4010 = fmul float %4002, %3964
  %4011 = fadd float %4010, %4009
  store float %4011, ptr addrspace(5) %v2, align 4
  %4012 = load float, ptr addrspace(5) %v3, align 4
  %4013 = fmul float %4002, %3971
  %4014 = fadd float %4013, %4012
  store float %4014, ptr addrspace(5) %v3, align 4
  %4015 = load float, ptr addrspace(5) %v4, align 4
  %4016 = fmul float %4002, %3978
  %4017 = fadd float %4016, %4015
  store float %4017, ptr addrspace(5) %v4, align 4
  %4018 = load float, ptr addrspace(5) %v5, align 4
  %4019 = fmul float %4002, %3985
  %4020 = fadd float %4019, %4018
  store float %4020, ptr addrspace(5) %v5, align 4
  %4021 = load float, ptr addrspace(5) %v6, align 4
  %4022 = fmul float %4002, %3992
  %4023 = fadd float %4022, %4021
  store float %4023, ptr addrspace(5) %v6, align 4
  %4024 = load float, ptr addrspace(5) %v7, align 4
  %4025 = fmul float %4002, %3999
  %4026 = fadd float %4025, %4024
  store float %4026, ptr addrspace(5) %v7, align 4
  %4027 = bitcast float %3494 to i32
  %4028 = call i32 @llvm.amdgcn.ds.bpermute(i32 40, i32 %4027)
  %4029 = bitcast i32 %4028 to float
  %4030 = load float, ptr addrspace(5) %v8, align 4
  %4031 = fmul float %4029, %3950
  %4032 = fadd float %4031, %4030
  store float %4032, ptr addrspace(5) %v8, align 4
  %4033 = load float, ptr addrspace(5) %v9, align 4
  %4034 = fmul float %4029, %3957
  %4035 = fadd float %4034, %4033
  store float %4035, ptr addrspace(5) %v9, align 4
  %4036 = load float, ptr addrspace(5) %v10, align 4
  %4037 = fmul float %4029, %3964
  %4038 = fadd float %4037, %4036
  store float %4038, ptr addrspace(5) %v10, align 4
  %4039 = load float, ptr addrspace(5) %v11, align 4
  %4040 = fmul float %4029, %3971
  %4041 = fadd float %4040, %4039
  store float %4041, ptr addrspace(5) %v11, align 4
  %4042 = load float, ptr addrspace(5) %v12, align 4
  %4043 = fmul float %4029, %3978
  %4044 = fadd float %4043, %4042
  store float %4044, ptr addrspace(5) %v12, align 4
  %4045 = load float, ptr addrspace(5) %v13, align 4
  %4046 = fmul float %4029, %3985
  %4047 = fadd float %4046, %4045
  store float %4047, ptr addrspace(5) %v13, align 4
  %4048 = load float, ptr addrspace(5) %v14, align 4
  %4049 = fmul float %4029, %3992
  %4050 = fadd float %4049, %4048
  store float %4050, ptr addrspace(5) %v14, align 4
  %4051 = load float, ptr addrspace(5) %v15, align 4
  %4052 = fmul float %4029, %3999
  %4053 = fadd float %4052, %4051
  store float %4053, ptr addrspace(5) %v15, align 4
  %4054 = bitcast float %3494 to i32
  %4055 = call i32 @llvm.amdgcn.ds.bpermute(i32 72, i32 %4054)
  %4056 = bitcast i32 %4055 to float
  %4057 = load float, ptr addrspace(5) %v16, align 4
  %4058 = fmul float %4056, %3950
  %4059 = fadd float %4058, %4057
  store float %4059, ptr addrspace(5) %v16, align 4
  %4060 = load float, ptr addrspace(5) %v17, align 4
  %4061 = fmul float %4056, %3957
  %4062 = fadd float %4061, %4060
  store float %4062, ptr addrspace(5) %v17, align 4
  %4063 = load float, ptr addrspace(5) %v18, align 4
  %4064 = fmul float %4056, %3964
  %4065 = fadd float %4064, %4063
  store float %4065, ptr addrspace(5) %v18, align 4
  %4066 = load float, ptr addrspace(5) %v19, align 4
  %4067 = fmul float %4056, %3971
  %4068 = fadd float %4067, %4066
  store float %4068, ptr addrspace(5) %v19, align 4
  %4069 = load float, ptr addrspace(5) %v20, align 4
  %4070 = fmul float %4056, %3978
  %4071 = fadd float %4070, %4069
  store float %4071, ptr addrspace(5) %v20, align 4
  %4072 = load float, ptr addrspace(5) %v21, align 4
  %4073 = fmul float %4056, %3985
  %4074 = fadd float %4073, %4072
  store float %4074, ptr addrspace(5) %v21, align 4
  %4075 = load float, ptr addrspace(5) %v22, align 4
  %4076 = fmul float %4056, %3992
  %4077 = fadd float %4076, %4075
  store float %4077, ptr addrspace(5) %v22, align 4
  %4078 = load float, ptr addrspace(5) %v23, align 4
  %4079 = fmul float %4056, %3999
  %4080 = fadd float %4079, %4078
  store float %4080, ptr addrspace(5) %v23, align 4
  %4081 = bitcast float %3494 to i32
  %4082 = call i32 @llvm.amdgcn.ds.bpermute(i32 104, i32 %4081)
  %4083 = bitcast i32 %4082 to float
  %4084 = load float, ptr addrspace(5) %v24, align 4
  %4085 = fmul float %4083, %3950
  %4086 = fadd float %4085, %4084
  store float %4086, ptr addrspace(5) %v24, align 4
  %4087 = load float, ptr addrspace(5) %v25, align 4
  %4088 = fmul float %4083, %3957
  %4089 = fadd float %4088, %4087
  store float %4089, ptr addrspace(5) %v25, align 4
  %4090 = load float, ptr addrspace(5) %v26, align 4
  %4091 = fmul float %4083, %3964
  %4092 = fadd float %4091, %4090
  store float %4092, ptr addrspace(5) %v26, align 4
  %4093 = load float, ptr addrspace(5) %v27, align 4
  %4094 = fmul float %4083, %3971
  %4095 = fadd float %4094, %4093
  store float %4095, ptr addrspace(5) %v27, align 4
  %4096 = load float, ptr addrspace(5) %v28, align 4
  %4097 = fmul float %4083, %3978
  %4098 = fadd float %4097, %4096
  store float %4098, ptr addrspace(5) %v28, align 4
  %4099 = load float, ptr addrspace(5) %v29, align 4
  %4100 = fmul float %4083, %3985
  %4101 = fadd float %4100, %4099
  store float %4101, ptr addrspace(5) %v29, align 4
  %4102 = load float, ptr addrspace(5) %v30, align 4
  %4103 = fmul float %4083, %3992
  %4104 = fadd float %4103, %4102
  store float %4104, ptr addrspace(5) %v30, align 4
  %4105 = load float, ptr addrspace(5) %v31, align 4
  %4106 = fmul float %4083, %3999
  %4107 = fadd float %4106, %4105
  store float %4107, ptr addrspace(5) %v31, align 4
  %4108 = add i32 %2093, 3
  %4109 = icmp sgt i32 %4108, %332
  %4110 = select i1 %4109, i32 %332, i32 %4108
  %4111 = mul i32 %4110, %5
  %4112 = add i32 %4111, %20
  %4113 = mul i32 %4112, %6
  %4114 = add i32 %4113, %31
  %4115 = select i1 %32, i32 %4114, i32 %4113
  %4116 = sext i32 %4115 to i64
  %4117 = mul i64 %4116, 4
  %4118 = getelementptr i8, ptr addrspace(1) %3, i64 %4117
  %4119 = load float, ptr addrspace(1) %4118, align 4
  %4120 = select i1 %32, float %4119, float 0.000000e+00
  %4121 = add i32 %4113, %33
  %4122 = select i1 %34, i32 %4121, i32 %4113
  %4123 = sext i32 %4122 to i64
  %4124 = mul i64 %4123, 4
  %4125 = getelementptr i8, ptr addrspace(1) %3, i64 %4124
  %4126 = load float, ptr addrspace(1) %4125, align 4
  %4127 = select i1 %34, float %4126, float 0.000000e+00
  %4128 = add i32 %4113, %35
  %4129 = select i1 %36, i32 %4128, i32 %4113
  %4130 = sext i32 %4129 to i64
  %4131 = mul i64 %4130, 4
  %4132 = getelementptr i8, ptr addrspace(1) %3, i64 %4131
  %4133 = load float, ptr addrspace(1) %4132, align 4
  %4134 = select i1 %36, float %4133, float 0.000000e+00
  %4135 = add i32 %4113, %37
  %4136 = select i1 %38, i32 %4135, i32 %4113
  %4137 = sext i32 %4136 to i64
  %4138 = mul i64 %4137, 4
  %4139 = getelementptr i8, ptr addrspace(1) %3, i64 %4138
  %4140 = load float, ptr addrspace(1) %4139, align 4
  %4141 = select i1 %38, float %4140, float 0.000000e+00
  %4142 = add i32 %4113, %39
  %4143 = select i1 %40, i32 %4142, i32 %4113
  %4144 = sext i32 %4143 to i64
  %4145 = mul i64 %4144, 4
  %4146 = getelementptr i8, ptr addrspace(1) %3, i64 %4145
  %4147 = load float, ptr addrspace(1) %4146, align 4
  %4148 = select i1 %40, float %4147, float 0.000000e+00
  %4149 = add i32 %4113, %41
  %4150 = select i1 %42, i32 %4149, i32 %4113
  %4151 = sext i32 %4150 to i64
  %4152 = mul i64 %4151, 4
  %4153 = getelementptr i8, ptr addrspace(1) %3, i64 %4152
  %4154 = load float, ptr addrspace(1) %4153, align 4
  %4155 = select i1 %42, float %4154, float 0.000000e+00
  %4156 = add i32 %4113, %43
  %4157 = select i1 %44, i32 %4156, i32 %4113
  %4158 = sext i32 %4157 to i64
  %4159 = mul i64 %4158, 4
  %4160 = getelementptr i8, ptr addrspace(1) %3, i64 %4159
  %4161 = load float, ptr addrspace(1) %4160, align 4
  %4162 = select i1 %44, float %4161, float 0.000000e+00
  %4163 = add i32 %4113, %45
  %4164 = select i1 %46, i32 %4163, i32 %4113
  %4165 = sext i32 %4164 to i64
  %4166 = mul i64 %4165, 4
  %4167 = getelementptr i8, ptr addrspace(1) %3, i64 %4166
  %4168 = load float, ptr addrspace(1) %4167, align 4
  %4169 = select i1 %46, float %4168, float 0.000000e+00
  %4170 = bitcast float %3494 to i32
  %4171 = call i32 @llvm.amdgcn.ds.bpermute(i32 12, i32 %4170)
  %4172 = bitcast i32 %4171 to float
  %4173 = load float, ptr addrspace(5) %v, align 4
  %4174 = fmul float %4172, %4120
  %4175 = fadd float %4174, %4173
  store float %4175, ptr addrspace(5) %v, align 4
  %4176 = load float, ptr addrspace(5) %v1, align 4
  %4177 = fmul float %4172, %4127
  %4178 = fadd float %4177, %4176
  store float %4178, ptr addrspace(5) %v1, align 4
  %4179 = load float, ptr addrspace(5) %v2, align 4
  %4180 = fmul float %4172, %4134
  %4181 = fadd float %4180, %4179
  store float %4181, ptr addrspace(5) %v2, align 4
  %4182 = load float, ptr addrspace(5) %v3, align 4
  %4183 = fmul float %4172, %4141
  %4184 = fadd float %4183, %4182
  store float %4184, ptr addrspace(5) %v3, align 4
  %4185 = load float, ptr addrspace(5) %v4, align 4
  %4186 = fmul float %4172, %4148
  %4187 = fadd float %4186, %4185
  store float %4187, ptr addrspace(5) %v4, align 4
  %4188 = load float, ptr addrspace(5) %v5, align 4
  %4189 = fmul float %4172, %4155
  %4190 = fadd float %4189, %4188
  store float %4190, ptr addrspace(5) %v5, align 4
  %4191 = load float, ptr addrspace(5) %v6, align 4
  %4192 = fmul float %4172, %4162
  %4193 = fadd float %4192, %4191
  store float %4193, ptr addrspace(5) %v6, align 4
  %4194 = load float, ptr addrspace(5) %v7, align 4
  %4195 = fmul float %4172, %4169
  %4196 = fadd float %4195, %4194
  store float %4196, ptr addrspace(5) %v7, align 4
  %4197 = bitcast float %3494 to i32
  %4198 = call i32 @llvm.amdgcn.ds.bpermute(i32 44, i32 %4197)
  %4199 = bitcast i32 %4198 to float
  %4200 = load float, ptr addrspace(5) %v8, align 4
  %4201 = fmul float %4199, %4120
  %4202 = fadd float %4201, %4200
  store float %4202, ptr addrspace(5) %v8, align 4
  %4203 = load float, ptr addrspace(5) %v9, align 4
  %4204 = fmul float %4199, %4127
  %4205 = fadd float %4204, %4203
  store float %4205, ptr addrspace(5) %v9, align 4
  %4206 = load float, ptr addrspace(5) %v10, align 4
  %4207 = fmul float %4199, %4134
  %4208 = fadd float %4207, %4206
  store float %4208, ptr addrspace(5) %v10, align 4
  %4209 = load float, ptr addrspace(5) %v11, align 4
  %4210 = fmul float %4199, %4141
  %4211 = fadd float %4210, %4209
  store float %4211, ptr addrspace(5) %v11, align 4
  %4212 = load float, ptr addrspace(5) %v12, align 4
  %4213 = fmul float %4199, %4148
  %4214 = fadd float %4213, %4212
  store float %4214, ptr addrspace(5) %v12, align 4
  %4215 = load float, ptr addrspace(5) %v13, align 4
  %4216 = fmul float %4199, %4155
  %4217 = fadd float %4216, %4215
  store float %4217, ptr addrspace(5) %v13, align 4
  %4218 = load float, ptr addrspace(5) %v14, align 4
  %4219 = fmul float %4199, %4162
  %4220 = fadd float %4219, %4218
  store float %4220, ptr addrspace(5) %v14, align 4
  %4221 = load float, ptr addrspace(5) %v15, align 4
  %4222 = fmul float %4199, %4169
  %4223 = fadd float %4222, %4221
  store float %4223, ptr addrspace(5) %v15, align 4
  %4224 = bitcast float %3494 to i32
  %4225 = call i32 @llvm.amdgcn.ds.bpermute(i32 76, i32 %4224)
  %4226 = bitcast i32 %4225 to float
  %4227 = load float, ptr addrspace(5) %v16, align 4
  %4228 = fmul float %4226, %4120
  %4229 = fadd float %4228, %4227
  store float %4229, ptr addrspace(5) %v16, align 4
  %4230 = load float, ptr addrspace(5) %v17, align 4
  %4231 = fmul float %4226, %4127
  %4232 = fadd float %4231, %4230
  store float %4232, ptr addrspace(5) %v17, align 4
  %4233 = load float, ptr addrspace(5) %v18, align 4
  %4234 = fmul float %4226, %4134
  %4235 = fadd float %4234, %4233
  store float %4235, ptr addrspace(5) %v18, align 4
  %4236 = load float, ptr addrspace(5) %v19, align 4
  %4237 = fmul float %4226, %4141
  %4238 = fadd float %4237, %4236
  store float %4238, ptr addrspace(5) %v19, align 4
  %4239 = load float, ptr addrspace(5) %v20, align 4
  %4240 = fmul float %4226, %4148
  %4241 = fadd float %4240, %4239
  store float %4241, ptr addrspace(5) %v20, align 4
  %4242 = load float, ptr addrspace(5) %v21, align 4
  %4243 = fmul float %4226, %4155
  %4244 = fadd float %4243, %4242
  store float %4244, ptr addrspace(5) %v21, align 4
  %4245 = load float, ptr addrspace(5) %v22, align 4
  %4246 = fmul float %4226, %4162
  %4247 = fadd float %4246, %4245
  store float %4247, ptr addrspace(5) %v22, align 4
  %4248 = load float, ptr addrspace(5) %v23, align 4
  %4249 = fmul float %4226, %4169
  %4250 = fadd float %4249, %4248
  store float %4250, ptr addrspace(5) %v23, align 4
  %4251 = bitcast float %3494 to i32
  %4252 = call i32 @llvm.amdgcn.ds.bpermute(i32 108, i32 %4251)
  %4253 = bitcast i32 %4252 to float
  %4254 = load float, ptr addrspace(5) %v24, align 4
  %4255 = fmul float %4253, %4120
  %4256 = fadd float %4255, %4254
  store float %4256, ptr addrspace(5) %v24, align 4
  %4257 = load float, ptr addrspace(5) %v25, align 4
  %4258 = fmul float %4253, %4127
  %4259 = fadd float %4258, %4257
  store float %4259, ptr addrspace(5) %v25, align 4
  %4260 = load float, ptr addrspace(5) %v26, align 4
  %4261 = fmul float %4253, %4134
  %4262 = fadd float %4261, %4260
  store float %4262, ptr addrspace(5) %v26, align 4
  %4263 = load float, ptr addrspace(5) %v27, align 4
  %4264 = fmul float %4253, %4141
  %4265 = fadd float %4264, %4263
  store float %4265, ptr addrspace(5) %v27, align 4
  %4266 = load float, ptr addrspace(5) %v28, align 4
  %4267 = fmul float %4253, %4148
  %4268 = fadd float %4267, %4266
  store float %4268, ptr addrspace(5) %v28, align 4
  %4269 = load float, ptr addrspace(5) %v29, align 4
  %4270 = fmul float %4253, %4155
  %4271 = fadd float %4270, %4269
  store float %4271, ptr addrspace(5) %v29, align 4
  %4272 = load float, ptr addrspace(5) %v30, align 4
  %4273 = fmul float %4253, %4162
  %4274 = fadd float %4273, %4272
  store float %4274, ptr addrspace(5) %v30, align 4
  %4275 = load float, ptr addrspace(5) %v31, align 4
  %4276 = fmul float %4253, %4169
  %4277 = fadd float %4276, %4275
  store float %4277, ptr addrspace(5) %v31, align 4
  %4278 = add i32 %2093, 4
  %4279 = icmp sgt i32 %4278, %332
  %4280 = select i1 %4279, i32 %332, i32 %4278
  %4281 = mul i32 %4280, %5
  %4282 = add i32 %4281, %20
  %4283 = mul i32 %4282, %6
  %4284 = add i32 %4283, %31
  %4285 = select i1 %32, i32 %4284, i32 %4283
  %4286 = sext i32 %4285 to i64
  %4287 = mul i64 %4286, 4
  %4288 = getelementptr i8, ptr addrspace(1) %3, i64 %4287
  %4289 = load float, ptr addrspace(1) %4288, align 4
  %4290 = select i1 %32, float %4289, float 0.000000e+00
  %4291 = add i32 %4283, %33
  %4292 = select i1 %34, i32 %4291, i32 %4283
  %4293 = sext i32 %4292 to i64
  %4294 = mul i64 %4293, 4
  %4295 = getelementptr i8, ptr addrspace(1) %3, i64 %4294
  %4296 = load float, ptr addrspace(1) %4295, align 4
  %4297 = select i1 %34, float %4296, float 0.000000e+00
  %4298 = add i32 %4283, %35
  %4299 = select i1 %36, i32 %4298, i32 %4283
  %4300 = sext i32 %4299 to i64
  %4301 = mul i64 %4300, 4
  %4302 = getelementptr i8, ptr addrspace(1) %3, i64 %4301
  %4303 = load float, ptr addrspace(1) %4302, align 4
  %4304 = select i1 %36, float %4303, float 0.000000e+00
  %4305 = add i32 %4283, %37
  %4306 = select i1 %38, i32 %4305, i32 %4283
  %4307 = sext i32 %4306 to i64
  %4308 = mul i64 %4307, 4
  %4309 = getelementptr i8, ptr addrspace(1) %3, i64 %4308
  %4310 = load float, ptr addrspace(1) %4309, align 4
  %4311 = select i1 %38, float %4310, float 0.000000e+00
  %4312 = add i32 %4283, %39
  %4313 = select i1 %40, i32 %4312, i32 %4283
  %4314 = sext i32 %4313 to i64
  %4315 = mul i64 %4314, 4
  %4316 = getelementptr i8, ptr addrspace(1) %3, i64 %4315
  %4317 = load float, ptr addrspace(1) %4316, align 4
  %4318 = select i1 %40, float %4317, float 0.000000e+00
  %4319 = add i32 %4283, %41
  %4320 = select i1 %42, i32 %4319, i32 %4283
  %4321 = sext i32 %4320 to i64
  %4322 = mul i64 %4321, 4
  %4323 = getelementptr i8, ptr addrspace(1) %3, i64 %4322
  %4324 = load float, ptr addrspace(1) %4323, align 4
  %4325 = select i1 %42, float %4324, float 0.000000e+00
  %4326 = add i32 %4283, %43
  %4327 = select i1 %44, i32 %4326, i32 %4283
  %4328 = sext i32 %4327 to i64
  %4329 = mul i64 %4328, 4
  %4330 = getelementptr i8, ptr addrspace(1) %3, i64 %4329
  %4331 = load float, ptr addrspace(1) %4330, align 4
  %4332 = select i1 %44, float %4331, float 0.000000e+00
  %4333 = add i32 %4283, %45
  %4334 = select i1 %46, i32 %4333, i32 %4283
  %4335 = sext i32 %4334 to i64
  %4336 = mul i64 %4335, 4
  %4337 = getelementptr i8, ptr addrspace(1) %3, i64 %4336
  %4338 = load float, ptr addrspace(1) %4337, align 4
  %4339 = select i1 %46, float %4338, float 0.000000e+00
  %4340 = bitcast float %3494 to i32
  %4341 = call i32 @llvm.amdgcn.ds.bpermute(i32 16, i32 %4340)
  %4342 = bitcast i32 %4341 to float
  %4343 = load float, ptr addrspace(5) %v, align 4
  %4344 = fmul float %4342, %4290
  %4345 = fadd float %4344, %4343
  store float %4345, ptr addrspace(5) %v, align 4
  %4346 = load float, ptr addrspace(5) %v1, align 4
  %4347 = fmul float %4342, %4297
  %4348 = fadd float %4347, %4346
  store float %4348, ptr addrspace(5) %v1, align 4
  %4349 = load float, ptr addrspace(5) %v2, align 4
  %4350 = fmul float %4342, %4304
  %4351 = fadd float %4350, %4349
  store float %4351, ptr addrspace(5) %v2, align 4
  %4352 = load float, ptr addrspace(5) %v3, align 4
  %4353 = fmul float %4342, %4311
  %4354 = fadd float %4353, %4352
  store float %4354, ptr addrspace(5) %v3, align 4
  %4355 = load float, ptr addrspace(5) %v4, align 4
  %4356 = fmul float %4342, %4318
  %4357 = fadd float %4356, %4355
  store float %4357, ptr addrspace(5) %v4, align 4
  %4358 = load float, ptr addrspace(5) %v5, align 4
  %4359 = fmul float %4342, %4325
  %4360 = fadd float %4359, %4358
  store float %4360, ptr addrspace(5) %v5, align 4
  %4361 = load float, ptr addrspace(5) %v6, align 4
  %4362 = fmul float %4342, %4332
  %4363 = fadd float %4362, %4361
  store float %4363, ptr addrspace(5) %v6, align 4
  %4364 = load float, ptr addrspace(5) %v7, align 4
  %4365 = fmul float %4342, %4339
  %4366 = fadd float %4365, %4364
  store float %4366, ptr addrspace(5) %v7, align 4
  %4367 = bitcast float %3494 to i32
  %4368 = call i32 @llvm.amdgcn.ds.bpermute(i32 48, i32 %4367)
  %4369 = bitcast i32 %4368 to float
  %4370 = load float, ptr addrspace(5) %v8, align 4
  %4371 = fmul float %4369, %4290
  %4372 = fadd float %4371, %4370
  store float %4372, ptr addrspace(5) %v8, align 4
  %4373 = load float, ptr addrspace(5) %v9, align 4
  %4374 = fmul float %4369, %4297
  %4375 = fadd float %4374, %4373
  store float %4375, ptr addrspace(5) %v9, align 4
  %4376 = load float, ptr addrspace(5) %v10, align 4
  %4377 = fmul float %4369, %4304
  %4378 = fadd float %4377, %4376
  store float %4378, ptr addrspace(5) %v10, align 4
  %4379 = load float, ptr addrspace(5) %v11, align 4
  %4380 = fmul float %4369, %4311
  %4381 = fadd float %4380, %4379
  store float %4381, ptr addrspace(5) %v11, align 4
  %4382 = load float, ptr addrspace(5) %v12, align 4
  %4383 = fmul float %4369, %4318
  %4384 = fadd float %4383, %4382
  store float %4384, ptr addrspace(5) %v12, align 4
  %4385 = load float, ptr addrspace(5) %v13, align 4
  %4386 = fmul float %4369, %4325
  %4387 = fadd float %4386, %4385
  store float %4387, ptr addrspace(5) %v13, align 4
  %4388 = load float, ptr addrspace(5) %v14, align 4
  %4389 = fmul float %4369, %4332
  %4390 = fadd float %4389, %4388
  store float %4390, ptr addrspace(5) %v14, align 4
  %4391 = load float, ptr addrspace(5) %v15, align 4
  %4392 = fmul float %4369, %4339
  %4393 = fadd float %4392, %4391
  store float %4393, ptr addrspace(5) %v15, align 4
  %4394 = bitcast float %3494 to i32
  %4395 = call i32 @llvm.amdgcn.ds.bpermute(i32 80, i32 %4394)
  %4396 = bitcast i32 %4395 to float
  %4397 = load float, ptr addrspace(5) %v16, align 4
  %4398 = fmul float %4396, %4290
  %4399 = fadd float %4398, %4397
  store float %4399, ptr addrspace(5) %v16, align 4
  %4400 = load float, ptr addrspace(5) %v17, align 4
  %4401 = fmul float %4396, %4297
  %4402 = fadd float %4401, %4400
  store float %4402, ptr addrspace(5) %v17, align 4
  %4403 = load float, ptr addrspace(5) %v18, align 4
  %4404 = fmul float %4396, %4304
  %4405 = fadd float %4404, %4403
  store float %4405, ptr addrspace(5) %v18, align 4
  %4406 = load float, ptr addrspace(5) %v19, align 4
  %4407 = fmul float %4396, %4311
  %4408 = fadd float %4407, %4406
  store float %4408, ptr addrspace(5) %v19, align 4
  %4409 = load float, ptr addrspace(5) %v20, align 4
  %4410 = fmul float %4396, %4318
  %4411 = fadd float %4410, %4409
  store float %4411, ptr addrspace(5) %v20, align 4
  %4412 = load float, ptr addrspace(5) %v21, align 4
  %4413 = fmul float %4396, %4325
  %4414 = fadd float %4413, %4412
  store float %4414, ptr addrspace(5) %v21, align 4
  %4415 = load float, ptr addrspace(5) %v22, align 4
  %4416 = fmul float %4396, %4332
  %4417 = fadd float %4416, %4415
  store float %4417, ptr addrspace(5) %v22, align 4
  %4418 = load float, ptr addrspace(5) %v23, align 4
  %4419 = fmul float %4396, %4339
  %4420 = fadd float %4419, %4418
  store float %4420, ptr addrspace(5) %v23, align 4
  %4421 = bitcast float %3494 to i32
  %4422 = call i32 @llvm.amdgcn.ds.bpermute(i32 112, i32 %4421)
  %4423 = bitcast i32 %4422 to float
  %4424 = load float, ptr addrspace(5) %v24, align 4
  %4425 = fmul float %4423, %4290
  %4426 = fadd float %4425, %4424
  store float %4426, ptr addrspace(5) %v24, align 4
  %4427 = load float, ptr addrspace(5) %v25, align 4
  %4428 = fmul float %4423, %4297
  %4429 = fadd float %4428, %4427
  store float %4429, ptr addrspace(5) %v25, align 4
  %4430 = load float, ptr addrspace(5) %v26, align 4
  %4431 = fmul float %4423, %4304
  %4432 = fadd float %4431, %4430
  store float %4432, ptr addrspace(5) %v26, align 4
  %4433 = load float, ptr addrspace(5) %v27, align 4
  %4434 = fmul float %4423, %4311
  %4435 = fadd float %4434, %4433
  store float %4435, ptr addrspace(5) %v27, align 4
  %4436 = load float, ptr addrspace(5) %v28, align 4
  %4437 = fmul float %4423, %4318
  %4438 = fadd float %4437, %4436
  store float %4438, ptr addrspace(5) %v28, align 4
  %4439 = load float, ptr addrspace(5) %v29, align 4
  %4440 = fmul float %4423, %4325
  %4441 = fadd float %4440, %4439
  store float %4441, ptr addrspace(5) %v29, align 4
  %4442 = load float, ptr addrspace(5) %v30, align 4
  %4443 = fmul float %4423, %4332
  %4444 = fadd float %4443, %4442
  store float %4444, ptr addrspace(5) %v30, align 4
  %4445 = load float, ptr addrspace(5) %v31, align 4
  %4446 = fmul float %4423, %4339
  %4447 = fadd float %4446, %4445
  store float %4447, ptr addrspace(5) %v31, align 4
  %4448 = add i32 %2093, 5
  %4449 = icmp sgt i32 %4448, %332
  %4450 = select i1 %4449, i32 %332, i32 %4448
  %4451 = mul i32 %4450, %5
  %4452 = add i32 %4451, %20
  %4453 = mul i32 %4452, %6
  %4454 = add i32 %4453, %31
  %4455 = select i1 %32, i32 %4454, i32 %4453
  %4456 = sext i32 %4455 to i64
  %4457 = mul i64 %4456, 4
  %4458 = getelementptr i8, ptr addrspace(1) %3, i64 %4457
  %4459 = load float, ptr addrspace(1) %4458, align 4
  %4460 = select i1 %32, float %4459, float 0.000000e+00
  %4461 = add i32 %4453, %33
  %4462 = select i1 %34, i32 %4461, i32 %4453
  %4463 = sext i32 %4462 to i64
  %4464 = mul i64 %4463, 4
  %4465 = getelementptr i8, ptr addrspace(1) %3, i64 %4464
  %4466 = load float, ptr addrspace(1) %4465, align 4
  %4467 = select i1 %34, float %4466, float 0.000000e+00
  %4468 = add i32 %4453, %35
  %4469 = select i1 %36, i32 %4468, i32 %4453
  %4470 = sext i32 %4469 to i64
  %4471 = mul i64 %4470, 4
  %4472 = getelementptr i8, ptr addrspace(1) %3, i64 %4471
  %4473 = load float, ptr addrspace(1) %4472, align 4
  %4474 = select i1 %36, float %4473, float 0.000000e+00
  %4475 = add i32 %4453, %37
  %4476 = select i1 %38, i32 %4475, i32 %4453
  %4477 = sext i32 %4476 to i64
  %4478 = mul i64 %4477, 4
  %4479 = getelementptr i8, ptr addrspace(1) %3, i64 %4478
  %4480 = load float, ptr addrspace(1) %4479, align 4
  %4481 = select i1 %38, float %4480, float 0.000000e+00
  %4482 = add i32 %4453, %39
  %4483 = select i1 %40, i32 %4482, i32 %4453
  %4484 = sext i32 %4483 to i64
  %4485 = mul i64 %4484, 4
  %4486 = getelementptr i8, ptr addrspace(1) %3, i64 %4485
  %4487 = load float, ptr addrspace(1) %4486, align 4
  %4488 = select i1 %40, float %4487, float 0.000000e+00
  %4489 = add i32 %4453, %41
  %4490 = select i1 %42, i32 %4489, i32 %4453
  %4491 = sext i32 %4490 to i64
  %4492 = mul i64 %4491, 4
  %4493 = getelementptr i8, ptr addrspace(1) %3, i64 %4492
  %4494 = load float, ptr addrspace(1) %4493, align 4
  %4495 = select i1 %42, float %4494, float 0.000000e+00
  %4496 = add i32 %4453, %43
  %4497 = select i1 %44, i32 %4496, i32 %4453
  %4498 = sext i32 %4497 to i64
  %4499 = mul i64 %4498, 4
  %4500 = getelementptr i8, ptr addrspace(1) %3, i64 %4499
  %4501 = load float, ptr addrspace(1) %4500, align 4
  %4502 = select i1 %44, float %4501, float 0.000000e+00
  %4503 = add i32 %4453, %45
  %4504 = select i1 %46, i32 %4503, i32 %4453
  %4505 = sext i32 %4504 to i64
  %4506 = mul i64 %4505, 4
  %4507 = getelementptr i8, ptr addrspace(1) %3, i64 %4506
  %4508 = load float, ptr addrspace(1) %4507, align 4
  %4509 = select i1 %46, float %4508, float 0.000000e+00
  %4510 = bitcast float %3494 to i32
  %4511 = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %4510)
  %4512 = bitcast i32 %4511 to float
  %4513 = load float, ptr addrspace(5) %v, align 4
  %4514 = fmul float %4512, %4460
  %4515 = fadd float %4514, %4513
  store float %4515, ptr addrspace(5) %v, align 4
  %4516 = load float, ptr addrspace(5) %v1, align 4
  %4517 = fmul float %4512, %4467
  %4518 = fadd float %4517, %4516
  store float %4518, ptr addrspace(5) %v1, align 4
  %4519 = load float, ptr addrspace(5) %v2, align 4
  %4520 = fmul float %4512, %4474
  %4521 = fadd float %4520, %4519
  store float %4521, ptr addrspace(5) %v2, align 4
  %4522 = load float, ptr addrspace(5) %v3, align 4
  %4523 = fmul float %4512, %4481
  %4524 = fadd float %4523, %4522
  store float %4524, ptr addrspace(5) %v3, align 4
  %4525 = load float, ptr addrspace(5) %v4, align 4
  %4526 = fmul float %4512, %4488
  %4527 = fadd float %4526, %4525
  store float %4527, ptr addrspace(5) %v4, align 4
  %4528 = load float, ptr addrspace(5) %v5, align 4
  %4529 = fmul float %4512, %4495
  %4530 = fadd float %4529, %4528
  store float %4530, ptr addrspace(5) %v5, align 4
  %4531 = load float, ptr addrspace(5) %v6, align 4
  %4532 = fmul float %4512, %4502
  %4533 = fadd float %4532, %4531
  store float %4533, ptr addrspace(5) %v6, align 4
  %4534 = load float, ptr addrspace(5) %v7, align 4
  %4535 = fmul float %4512, %4509
  %4536 = fadd float %4535, %4534
  store float %4536, ptr addrspace(5) %v7, align 4
  %4537 = bitcast float %3494 to i32
  %4538 = call i32 @llvm.amdgcn.ds.bpermute(i32 52, i32 %4537)
  %4539 = bitcast i32 %4538 to float
  %4540 = load float, ptr addrspace(5) %v8, align 4
  %4541 = fmul float %4539, %4460
  %4542 = fadd float %4541, %4540
  store float %4542, ptr addrspace(5) %v8, align 4
  %4543 = load float, ptr addrspace(5) %v9, align 4
  %4544 = fmul float %4539, %4467
  %4545 = fadd float %4544, %4543
  store float %4545, ptr addrspace(5) %v9, align 4
  %4546 = load float, ptr addrspace(5) %v10, align 4
  %4547 = fmul float %4539, %4474
  %4548 = fadd float %4547, %4546
  store float %4548, ptr addrspace(5) %v10, align 4
  %4549 = load float, ptr addrspace(5) %v11, align 4
  %4550 = fmul float %4539, %4481
  %4551 = fadd float %4550, %4549
  store float %4551, ptr addrspace(5) %v11, align 4
  %4552 = load float, ptr addrspace(5) %v12, align 4
  %4553 = fmul float %4539, %4488
  %4554 = fadd float %4553, %4552
  store float %4554, ptr addrspace(5) %v12, align 4
  %4555 = load float, ptr addrspace(5) %v13, align 4
  %4556 = fmul float %4539, %4495
  %4557 = fadd float %4556, %4555
  store float %4557, ptr addrspace(5) %v13, align 4
  %4558 = load float, ptr addrspace(5) %v14, align 4
  %4559 = fmul float %4539, %4502
  %4560 = fadd float %4559, %4558
  store float %4560, ptr addrspace(5) %v14, align 4
  %4561 = load float, ptr addrspace(5) %v15, align 4
  %4562 = fmul float %4539, %4509
  %4563 = fadd float %4562, %4561
  store float %4563, ptr addrspace(5) %v15, align 4
  %4564 = bitcast float %3494 to i32
  %4565 = call i32 @llvm.amdgcn.ds.bpermute(i32 84, i32 %4564)
  %4566 = bitcast i32 %4565 to float
  %4567 = load float, ptr addrspace(5) %v16, align 4
  %4568 = fmul float %4566, %4460
  %4569 = fadd float %4568, %4567
  store float %4569, ptr addrspace(5) %v16, align 4
  %4570 = load float, ptr addrspace(5) %v17, align 4
  %4571 = fmul float %4566, %4467
  %4572 = fadd float %4571, %4570
  store float %4572, ptr addrspace(5) %v17, align 4
  %4573 = load float, ptr addrspace(5) %v18, align 4
  %4574 = fmul float %4566, %4474
  %4575 = fadd float %4574, %4573
  store float %4575, ptr addrspace(5) %v18, align 4
  %4576 = load float, ptr addrspace(5) %v19, align 4
  %4577 = fmul float %4566, %4481
  %4578 = fadd float %4577, %4576
  store float %4578, ptr addrspace(5) %v19, align 4
  %4579 = load float, ptr addrspace(5) %v20, align 4
  %4580 = fmul float %4566, %4488
  %4581 = fadd float %4580, %4579
  store float %4581, ptr addrspace(5) %v20, align 4
  %4582 = load float, ptr addrspace(5) %v21, align 4
  %4583 = fmul float %4566, %4495
  %4584 = fadd float %4583, %4582
  store float %4584, ptr addrspace(5) %v21, align 4
  %4585 = load float, ptr addrspace(5) %v22, align 4
  %4586 = fmul float %4566, %4502
  %4587 = fadd float %4586, %4585
  store float %4587, ptr addrspace(5) %v22, align 4
  %4588 = load float, ptr addrspace(5) %v23, align 4
  %4589 = fmul float %4566, %4509
  %4590 = fadd float %4589, %4588
  store float %4590, ptr addrspace(5) %v23, align 4
  %4591 = bitcast float %3494 to i32
  %4592 = call i32 @llvm.amdgcn.ds.bpermute(i32 116, i32 %4591)
  %4593 = bitcast i32 %4592 to float
  %4594 = load float, ptr addrspace(5) %v24, align 4
  %4595 = fmul float %4593, %4460
  %4596 = fadd float %4595, %4594
  store float %4596, ptr addrspace(5) %v24, align 4
  %4597 = load float, ptr addrspace(5) %v25, align 4
  %4598 = fmul float %4593, %4467
  %4599 = fadd float %4598, %4597
  store float %4599, ptr addrspace(5) %v25, align 4
  %4600 = load float, ptr addrspace(5) %v26, align 4
  %4601 = fmul float %4593, %4474
  %4602 = fadd float %4601, %4600
  store float %4602, ptr addrspace(5) %v26, align 4
  %4603 = load float, ptr addrspace(5) %v27, align 4
  %4604 = fmul float %4593, %4481
  %4605 = fadd float %4604, %4603
  store float %4605, ptr addrspace(5) %v27, align 4
  %4606 = load float, ptr addrspace(5) %v28, align 4
  %4607 = fmul float %4593, %4488
  %4608 = fadd float %4607, %4606
  store float %4608, ptr addrspace(5) %v28, align 4
  %4609 = load float, ptr addrspace(5) %v29, align 4
  %4610 = fmul float %4593, %4495
  %4611 = fadd float %4610, %4609
  store float %4611, ptr addrspace(5) %v29, align 4
  %4612 = load float, ptr addrspace(5) %v30, align 4
  %4613 = fmul float %4593, %4502
  %4614 = fadd float %4613, %4612
  store float %4614, ptr addrspace(5) %v30, align 4
  %4615 = load float, ptr addrspace(5) %v31, align 4
  %4616 = fmul float %4593, %4509
  %4617 = fadd float %4616, %4615
  store float %4617, ptr addrspace(5) %v31, align 4
  %4618 = add i32 %2093, 6
  %4619 = icmp sgt i32 %4618, %332
  %4620 = select i1 %4619, i32 %332, i32 %4618
  %4621 = mul i32 %4620, %5
  %4622 = add i32 %4621, %20
  %4623 = mul i32 %4622, %6
  %4624 = add i32 %4623, %31
  %4625 = select i1 %32, i32 %4624, i32 %4623
  %4626 = sext i32 %4625 to i64
  %4627 = mul i64 %4626, 4
  %4628 = getelementptr i8, ptr addrspace(1) %3, i64 %4627
  %4629 = load float, ptr addrspace(1) %4628, align 4
  %4630 = select i1 %32, float %4629, float 0.000000e+00
  %4631 = add i32 %4623, %33
  %4632 = select i1 %34, i32 %4631, i32 %4623
  %4633 = sext i32 %4632 to i64
  %4634 = mul i64 %4633, 4
  %4635 = getelementptr i8, ptr addrspace(1) %3, i64 %4634
  %4636 = load float, ptr addrspace(1) %4635, align 4
  %4637 = select i1 %34, float %4636, float 0.000000e+00
  %4638 = add i32 %4623, %35
  %4639 = select i1 %36, i32 %4638, i32 %4623
  %4640 = sext i32 %4639 to i64
  %4641 = mul i64 %4640, 4
  %4642 = getelementptr i8, ptr addrspace(1) %3, i64 %4641
  %4643 = load float, ptr addrspace(1) %4642, align 4
  %4644 = select i1 %36, float %4643, float 0.000000e+00
  %4645 = add i32 %4623, %37
  %4646 = select i1 %38, i32 %4645, i32 %4623
  %4647 = sext i32 %4646 to i64
  %4648 = mul i64 %4647, 4
  %4649 = getelementptr i8, ptr addrspace(1) %3, i64 %4648
  %4650 = load float, ptr addrspace(1) %4649, align 4
  %4651 = select i1 %38, float %4650, float 0.000000e+00
  %4652 = add i32 %4623, %39
  %4653 = select i1 %40, i32 %4652, i32 %4623
  %4654 = sext i32 %4653 to i64
  %4655 = mul i64 %4654, 4
  %4656 = getelementptr i8, ptr addrspace(1) %3, i64 %4655
  %4657 = load float, ptr addrspace(1) %4656, align 4
  %4658 = select i1 %40, float %4657, float 0.000000e+00
  %4659 = add i32 %4623, %41
  %4660 = select i1 %42, i32 %4659, i32 %4623
  %4661 = sext i32 %4660 to i64
  %4662 = mul i64 %4661, 4
  %4663 = getelementptr i8, ptr addrspace(1) %3, i64 %4662
  %4664 = load float, ptr addrspace(1) %4663, align 4
  %4665 = select i1 %42, float %4664, float 0.000000e+00
  %4666 = add i32 %4623, %43
  %4667 = select i1 %44, i32 %4666, i32 %4623
  %4668 = sext i32 %4667 to i64
  %4669 = mul i64 %4668, 4
  %4670 = getelementptr i8, ptr addrspace(1) %3, i64 %4669
  %4671 = load float, ptr addrspace(1) %4670, align 4
  %4672 = select i1 %44, float %4671, float 0.000000e+00
  %4673 = add i32 %4623, %45
  %4674 = select i1 %46, i32 %4673, i32 %4623
  %4675 = sext i32 %4674 to i64
  %4676 = mul i64 %4675, 4
  %4677 = getelementptr i8, ptr addrspace(1) %3, i64 %4676
  %4678 = load float, ptr addrspace(1) %4677, align 4
  %4679 = select i1 %46, float %4678, float 0.000000e+00
  %4680 = bitcast float %3494 to i32
  %4681 = call i32 @llvm.amdgcn.ds.bpermute(i32 24, i32 %4680)
  %4682 = bitcast i32 %4681 to float
  %4683 = load float, ptr addrspace(5) %v, align 4
  %4684 = fmul float %4682, %4630
  %4685 = fadd float %4684, %4683
  store float %4685, ptr addrspace(5) %v, align 4
  %4686 = load float, ptr addrspace(5) %v1, align 4
  %4687 = fmul float %4682, %4637
  %4688 = fadd float %4687, %4686
  store float %4688, ptr addrspace(5) %v1, align 4
  %4689 = load float, ptr addrspace(5) %v2, align 4
  %4690 = fmul float %4682, %4644
  %4691 = fadd float %4690, %4689
  store float %4691, ptr addrspace(5) %v2, align 4
  %4692 = load float, ptr addrspace(5) %v3, align 4
  %4693 = fmul float %4682, %4651
  %4694 = fadd float %4693, %4692
  store float %4694, ptr addrspace(5) %v3, align 4
  %4695 = load float, ptr addrspace(5) %v4, align 4
  %4696 = fmul float %4682, %4658
  %4697 = fadd float %4696, %4695
  store float %4697, ptr addrspace(5) %v4, align 4
  %4698 = load float, ptr addrspace(5) %v5, align 4
  %4699 = fmul float %4682, %4665
  %4700 = fadd float %4699, %4698
  store float %4700, ptr addrspace(5) %v5, align 4
  %4701 = load float, ptr addrspace(5) %v6, align 4
  %4702 = fmul float %4682, %4672
  %4703 = fadd float %4702, %4701
  store float %4703, ptr addrspace(5) %v6, align 4
  %4704 = load float, ptr addrspace(5) %v7, align 4
  %4705 = fmul float %4682, %4679
  %4706 = fadd float %4705, %4704
  store float %4706, ptr addrspace(5) %v7, align 4
  %4707 = bitcast float %3494 to i32
  %4708 = call i32 @llvm.amdgcn.ds.bpermute(i32 56, i32 %4707)
  %4709 = bitcast i32 %4708 to float
  %4710 = load float, ptr addrspace(5) %v8, align 4
  %4711 = fmul float %4709, %4630
  %4712 = fadd float %4711, %4710
  store float %4712, ptr addrspace(5) %v8, align 4
  %4713 = load float, ptr addrspace(5) %v9, align 4
  %4714 = fmul float %4709, %4637
  %4715 = fadd float %4714, %4713
  store float %4715, ptr addrspace(5) %v9, align 4
  %4716 = load float, ptr addrspace(5) %v10, align 4
  %4717 = fmul float %4709, %4644
  %4718 = fadd float %4717, %4716
  store float %4718, ptr addrspace(5) %v10, align 4
  %4719 = load float, ptr addrspace(5) %v11, align 4
  %4720 = fmul float %4709, %4651
  %4721 = fadd float %4720, %4719
  store float %4721, ptr addrspace(5) %v11, align 4
  %4722 = load float, ptr addrspace(5) %v12, align 4
  %4723 = fmul float %4709, %4658
  %4724 = fadd float %4723, %4722
  store float %4724, ptr addrspace(5) %v12, align 4
  %4725 = load float, ptr addrspace(5) %v13, align 4
  %4726 = fmul float %4709, %4665
  %4727 = fadd float %4726, %4725
  store float %4727, ptr addrspace(5) %v13, align 4
  %4728 = load float, ptr addrspace(5) %v14, align 4
  %4729 = fmul float %4709, %4672
  %4730 = fadd float %4729, %4728
  store float %4730, ptr addrspace(5) %v14, align 4
  %4731 = load float, ptr addrspace(5) %v15, align 4
  %4732 = fmul float %4709, %4679
  %4733 = fadd float %4732, %4731
  store float %4733, ptr addrspace(5) %v15, align 4
  %4734 = bitcast float %3494 to i32
  %4735 = call i32 @llvm.amdgcn.ds.bpermute(i32 88, i32 %4734)
  %4736 = bitcast i32 %4735 to float
  %4737 = load float, ptr addrspace(5) %v16, align 4
  %4738 = fmul float %4736, %4630
  %4739 = fadd float %4738, %4737
  store float %4739, ptr addrspace(5) %v16, align 4
  %4740 = load float, ptr addrspace(5) %v17, align 4
  %4741 = fmul float %4736, %4637
  %4742 = fadd float %4741, %4740
  store float %4742, ptr addrspace(5) %v17, align 4
  %4743 = load float, ptr addrspace(5) %v18, align 4
  %4744 = fmul float %4736, %4644
  %4745 = fadd float %4744, %4743
  store float %4745, ptr addrspace(5) %v18, align 4
  %4746 = load float, ptr addrspace(5) %v19, align 4
  %4747 = fmul float %4736, %4651
  %4748 = fadd float %4747, %4746
  store float %4748, ptr addrspace(5) %v19, align 4
  %4749 = load float, ptr addrspace(5) %v20, align 4
  %4750 = fmul float %4736, %4658
  %4751 = fadd float %4750, %4749
  store float %4751, ptr addrspace(5) %v20, align 4
  %4752 = load float, ptr addrspace(5) %v21, align 4
  %4753 = fmul float %4736, %4665
  %4754 = fadd float %4753, %4752
  store float %4754, ptr addrspace(5) %v21, align 4
  %4755 = load float, ptr addrspace(5) %v22, align 4
  %4756 = fmul float %4736, %4672
  %4757 = fadd float %4756, %4755
  store float %4757, ptr addrspace(5) %v22, align 4
  %4758 = load float, ptr addrspace(5) %v23, align 4
  %4759 = fmul float %4736, %4679
  %4760 = fadd float %4759, %4758
  store float %4760, ptr addrspace(5) %v23, align 4
  %4761 = bitcast float %3494 to i32
  %4762 = call i32 @llvm.amdgcn.ds.bpermute(i32 120, i32 %4761)
  %4763 = bitcast i32 %4762 to float
  %4764 = load float, ptr addrspace(5) %v24, align 4
  %4765 = fmul float %4763, %4630
  %4766 = fadd float %4765, %4764
  store float %4766, ptr addrspace(5) %v24, align 4
  %4767 = load float, ptr addrspace(5) %v25, align 4
  %4768 = fmul float %4763, %4637
  %4769 = fadd float %4768, %4767
  store float %4769, ptr addrspace(5) %v25, align 4
  %4770 = load float, ptr addrspace(5) %v26, align 4
  %4771 = fmul float %4763, %4644
  %4772 = fadd float %4771, %4770
  store float %4772, ptr addrspace(5) %v26, align 4
  %4773 = load float, ptr addrspace(5) %v27, align 4
  %4774 = fmul float %4763, %4651
  %4775 = fadd float %4774, %4773
  store float %4775, ptr addrspace(5) %v27, align 4
  %4776 = load float, ptr addrspace(5) %v28, align 4
  %4777 = fmul float %4763, %4658
  %4778 = fadd float %4777, %4776
  store float %4778, ptr addrspace(5) %v28, align 4
  %4779 = load float, ptr addrspace(5) %v29, align 4
  %4780 = fmul float %4763, %4665
  %4781 = fadd float %4780, %4779
  store float %4781, ptr addrspace(5) %v29, align 4
  %4782 = load float, ptr addrspace(5) %v30, align 4
  %4783 = fmul float %4763, %4672
  %4784 = fadd float %4783, %4782
  store float %4784, ptr addrspace(5) %v30, align 4
  %4785 = load float, ptr addrspace(5) %v31, align 4
  %4786 = fmul float %4763, %4679
  %4787 = fadd float %4786, %4785
  store float %4787, ptr addrspace(5) %v31, align 4
  %4788 = add i32 %2093, 7
  %4789 = icmp sgt i32 %4788, %332
  %4790 = select i1 %4789, i32 %332, i32 %4788
  %4791 = mul i32 %4790, %5
  %4792 = add i32 %4791, %20
  %4793 = mul i32 %4792, %6
  %4794 = add i32 %4793, %31
  %4795 = select i1 %32, i32 %4794, i32 %4793
  %4796 = sext i32 %4795 to i64
  %4797 = mul i64 %4796, 4
  %4798 = getelementptr i8, ptr addrspace(1) %3, i64 %4797
  %4799 = load float, ptr addrspace(1) %4798, align 4
  %4800 = select i1 %32, float %4799, float 0.000000e+00
  %4801 = add i32 %4793, %33
  %4802 = select i1 %34, i32 %4801, i32 %4793
  %4803 = sext i32 %4802 to i64
  %4804 = mul i64 %4803, 4
  %4805 = getelementptr i8, ptr addrspace(1) %3, i64 %4804
  %4806 = load float, ptr addrspace(1) %4805, align 4
  %4807 = select i1 %34, float %4806, float 0.000000e+00
  %4808 = add i32 %4793, %35
  %4809 = select i1 %36, i32 %4808, i32 %4793
  %4810 = sext i32 %4809 to i64
  %4811 = mul i64 %4810, 4
  %4812 = getelementptr i8, ptr addrspace(1) %3, i64 %4811
  %4813 = load float, ptr addrspace(1) %4812, align 4
  %4814 = select i1 %36, float %4813, float 0.000000e+00
  %4815 = add i32 %4793, %37
  %4816 = select i1 %38, i32 %4815, i32 %4793
  %4817 = sext i32 %4816 to i64
  %4818 = mul i64 %4817, 4
  %4819 = getelementptr i8, ptr addrspace(1) %3, i64 %4818
  %4820 = load float, ptr addrspace(1) %4819, align 4
  %4821 = select i1 %38, float %4820, float 0.000000e+00
  %4822 = add i32 %4793, %39
  %4823 = select i1 %40, i32 %4822, i32 %4793
  %4824 = sext i32 %4823 to i64
  %4825 = mul i64 %4824, 4
  %4826 = getelementptr i8, ptr addrspace(1) %3, i64 %4825
  %4827 = load float, ptr addrspace(1) %4826, align 4
  %4828 = select i1 %40, float %4827, float 0.000000e+00
  %4829 = add i32 %4793, %41
  %4830 = select i1 %42, i32 %4829, i32 %4793
  %4831 = sext i32 %4830 to i64
  %4832 = mul i64 %4831, 4
  %4833 = getelementptr i8, ptr addrspace(1) %3, i64 %4832
  %4834 = load float, ptr addrspace(1) %4833, align 4
  %4835 = select i1 %42, float %4834, float 0.000000e+00
  %4836 = add i32 %4793, %43
  %4837 = select i1 %44, i32 %4836, i32 %4793
  %4838 = sext i32 %4837 to i64
  %4839 = mul i64 %4838, 4
  %4840 = getelementptr i8, ptr addrspace(1) %3, i64 %4839
  %4841 = load float, ptr addrspace(1) %4840, align 4
  %4842 = select i1 %44, float %4841, float 0.000000e+00
  %4843 = add i32 %4793, %45
  %4844 = select i1 %46, i32 %4843, i32 %4793
  %4845 = sext i32 %4844 to i64
  %4846 = mul i64 %4845, 4
  %4847 = getelementptr i8, ptr addrspace(1) %3, i64 %4846
  %4848 = load float, ptr addrspace(1) %4847, align 4
  %4849 = select i1 %46, float %4848, float 0.000000e+00
  %4850 = bitcast float %3494 to i32
  %4851 = call i32 @llvm.amdgcn.ds.bpermute(i32 28, i32 %4850)
  %4852 = bitcast i32 %4851 to float
  %4853 = load float, ptr addrspace(5) %v, align 4
  %4854 = fmul float %4852, %4800
  %4855 = fadd float %4854, %4853
  store float %4855, ptr addrspace(5) %v, align 4
  %4856 = load float, ptr addrspace(5) %v1, align 4
  %4857 = fmul float %4852, %4807
  %4858 = fadd float %4857, %4856
  store float %4858, ptr addrspace(5) %v1, align 4
  %4859 = load float, ptr addrspace(5) %v2, align 4
  %4860 = fmul float %4852, %4814
  %4861 = fadd float %4860, %4859
  store float %4861, ptr addrspace(5) %v2, align 4
  %4862 = load float, ptr addrspace(5) %v3, align 4
  %4863 = fmul float %4852, %4821
  %4864 = fadd float %4863, %4862
  store float %4864, ptr addrspace(5) %v3, align 4
  %4865 = load float, ptr addrspace(5) %v4, align 4
  %4866 = fmul float %4852, %4828
  %4867 = fadd float %4866, %4865
  store float %4867, ptr addrspace(5) %v4, align 4
  %4868 = load float, ptr addrspace(5) %v5, align 4
  %4869 = fmul float %4852, %4835
  %4870 = fadd float %4869, %4868
  store float %4870, ptr addrspace(5) %v5, align 4
  %4871 = load float, ptr addrspace(5) %v6, align 4
  %4872 = fmul float %4852, %4842
  %4873 = fadd float %4872, %4871
  store float %4873, ptr addrspace(5) %v6, align 4
  %4874 = load float, ptr addrspace(5) %v7, align 4
  %4875 = fmul float %4852, %4849
  %4876 = fadd float %4875, %4874
  store float %4876, ptr addrspace(5) %v7, align 4
  %4877 = bitcast float %3494 to i32
  %4878 = call i32 @llvm.amdgcn.ds.bpermute(i32 60, i32 %4877)
  %4879 = bitcast i32 %4878 to float
  %4880 = load float, ptr addrspace(5) %v8, align 4
  %4881 = fmul float %4879, %4800
  %4882 = fadd float %4881, %4880
  store float %4882, ptr addrspace(5) %v8, align 4
  %4883 = load float, ptr addrspace(5) %v9, align 4
  %4884 = fmul float %4879, %4807
  %4885 = fadd float %4884, %4883
  store float %4885, ptr addrspace(5) %v9, align 4
  %4886 = load float, ptr addrspace(5) %v10, align 4
  %4887 = fmul float %4879, %4814
  %4888 = fadd float %4887, %4886
  store float %4888, ptr addrspace(5) %v10, align 4
  %4889 = load float, ptr addrspace(5) %v11, align 4
  %4890 = fmul float %4879, %4821
  %4891 = fadd float %4890, %4889
  store float %4891, ptr addrspace(5) %v11, align 4
  %4892 = load float, ptr addrspace(5) %v12, align 4
  %4893 = fmul float %4879, %4828
  %4894 = fadd float %4893, %4892
  store float %4894, ptr addrspace(5) %v12, align 4
  %4895 = load float, ptr addrspace(5) %v13, align 4
  %4896 = fmul float %4879, %4835
  %4897 = fadd float %4896, %4895
  store float %4897, ptr addrspace(5) %v13, align 4
  %4898 = load float, ptr addrspace(5) %v14, align 4
  %4899 = fmul float %4879, %4842
  %4900 = fadd float %4899, %4898
  store float %4900, ptr addrspace(5) %v14, align 4
  %4901 = load float, ptr addrspace(5) %v15, align 4
  %4902 = fmul float %4879, %4849
  %4903 = fadd float %4902, %4901
  store float %4903, ptr addrspace(5) %v15, align 4
  %4904 = bitcast float %3494 to i32
  %4905 = call i32 @llvm.amdgcn.ds.bpermute(i32 92, i32 %4904)
  %4906 = bitcast i32 %4905 to float
  %4907 = load float, ptr addrspace(5) %v16, align 4
  %4908 = fmul float %4906, %4800
  %4909 = fadd float %4908, %4907
  store float %4909, ptr addrspace(5) %v16, align 4
  %4910 = load float, ptr addrspace(5) %v17, align 4
  %4911 = fmul float %4906, %4807
  %4912 = fadd float %4911, %4910
  store float %4912, ptr addrspace(5) %v17, align 4
  %4913 = load float, ptr addrspace(5) %v18, align 4
  %4914 = fmul float %4906, %4814
  %4915 = fadd float %4914, %4913
  store float %4915, ptr addrspace(5) %v18, align 4
  %4916 = load float, ptr addrspace(5) %v19, align 4
  %4917 = fmul float %4906, %4821
  %4918 = fadd float %4917, %4916
  store float %4918, ptr addrspace(5) %v19, align 4
  %4919 = load float, ptr addrspace(5) %v20, align 4
  %4920 = fmul float %4906, %4828
  %4921 = fadd float %4920, %4919
  store float %4921, ptr addrspace(5) %v20, align 4
  %4922 = load float, ptr addrspace(5) %v21, align 4
  %4923 = fmul float %4906, %4835
  %4924 = fadd float %4923, %4922
  store float %4924, ptr addrspace(5) %v21, align 4
  %4925 = load float, ptr addrspace(5) %v22, align 4
  %4926 = fmul float %4906, %4842
  %4927 = fadd float %4926, %4925
  store float %4927, ptr addrspace(5) %v22, align 4
  %4928 = load float, ptr addrspace(5) %v23, align 4
  %4929 = fmul float %4906, %4849
  %4930 = fadd float %4929, %4928
  store float %4930, ptr addrspace(5) %v23, align 4
  %4931 = bitcast float %3494 to i32
  %4932 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 %4931)
  %4933 = bitcast i32 %4932 to float
  %4934 = load float, ptr addrspace(5) %v24, align 4
  %4935 = fmul float %4933, %4800
  %4936 = fadd float %4935, %4934
  store float %4936, ptr addrspace(5) %v24, align 4
  %4937 = load float, ptr addrspace(5) %v25, align 4
  %4938 = fmul float %4933, %4807
  %4939 = fadd float %4938, %4937
  store float %4939, ptr addrspace(5) %v25, align 4
  %4940 = load float, ptr addrspace(5) %v26, align 4
  %4941 = fmul float %4933, %4814
  %4942 = fadd float %4941, %4940
  store float %4942, ptr addrspace(5) %v26, align 4
  %4943 = load float, ptr addrspace(5) %v27, align 4
  %4944 = fmul float %4933, %4821
  %4945 = fadd float %4944, %4943
  store float %4945, ptr addrspace(5) %v27, align 4
  %4946 = load float, ptr addrspace(5) %v28, align 4
  %4947 = fmul float %4933, %4828
  %4948 = fadd float %4947, %4946
  store float %4948, ptr addrspace(5) %v28, align 4
  %4949 = load float, ptr addrspace(5) %v29, align 4
  %4950 = fmul float %4933, %4835
  %4951 = fadd float %4950, %4949
  store float %4951, ptr addrspace(5) %v29, align 4
  %4952 = load float, ptr addrspace(5) %v30, align 4
  %4953 = fmul float %4933, %4842
  %4954 = fadd float %4953, %4952
  store float %4954, ptr addrspace(5) %v30, align 4
  %4955 = load float, ptr addrspace(5) %v31, align 4
  %4956 = fmul float %4933, %4849
  %4957 = fadd float %4956, %4955
  store float %4957, ptr addrspace(5) %v31, align 4
  %4958 = load i32, ptr addrspace(5) %v37, align 4
  %4959 = add i32 %4958, 4
  store i32 %4959, ptr addrspace(5) %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %4960 = add i32 %2088, %31
  %4961 = sext i32 %4960 to i64
  %4962 = mul i64 %4961, 4
  %4963 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4962
  store float %2089, ptr addrspace(3) %4963, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %4964 = load float, ptr addrspace(5) %v1, align 4
  br i1 %34, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %4965 = add i32 %2088, %33
  %4966 = sext i32 %4965 to i64
  %4967 = mul i64 %4966, 4
  %4968 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4967
  store float %4964, ptr addrspace(3) %4968, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %4969 = load float, ptr addrspace(5) %v2, align 4
  br i1 %36, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %4970 = add i32 %2088, %35
  %4971 = sext i32 %4970 to i64
  %4972 = mul i64 %4971, 4
  %4973 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4972
  store float %4969, ptr addrspace(3) %4973, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %4974 = load float, ptr addrspace(5) %v3, align 4
  br i1 %38, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %4975 = add i32 %2088, %37
  %4976 = sext i32 %4975 to i64
  %4977 = mul i64 %4976, 4
  %4978 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4977
  store float %4974, ptr addrspace(3) %4978, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %4979 = load float, ptr addrspace(5) %v4, align 4
  br i1 %40, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %4980 = add i32 %2088, %39
  %4981 = sext i32 %4980 to i64
  %4982 = mul i64 %4981, 4
  %4983 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4982
  store float %4979, ptr addrspace(3) %4983, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %4984 = load float, ptr addrspace(5) %v5, align 4
  br i1 %42, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %4985 = add i32 %2088, %41
  %4986 = sext i32 %4985 to i64
  %4987 = mul i64 %4986, 4
  %4988 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4987
  store float %4984, ptr addrspace(3) %4988, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %4989 = load float, ptr addrspace(5) %v6, align 4
  br i1 %44, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %4990 = add i32 %2088, %43
  %4991 = sext i32 %4990 to i64
  %4992 = mul i64 %4991, 4
  %4993 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4992
  store float %4989, ptr addrspace(3) %4993, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %4994 = load float, ptr addrspace(5) %v7, align 4
  br i1 %46, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %4995 = add i32 %2088, %45
  %4996 = sext i32 %4995 to i64
  %4997 = mul i64 %4996, 4
  %4998 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4997
  store float %4994, ptr addrspace(3) %4998, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %4999 = icmp eq i32 %13, 0
  br i1 %4999, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %5000 = mul i32 %2087, 2
  %5001 = sext i32 %5000 to i64
  %5002 = mul i64 %5001, 4
  %5003 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5002
  store float %2085, ptr addrspace(3) %5003, align 4
  %5004 = add i32 %5000, 1
  %5005 = sext i32 %5004 to i64
  %5006 = mul i64 %5005, 4
  %5007 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5006
  store float %2086, ptr addrspace(3) %5007, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %5008 = add i32 4, %15
  %5009 = mul i32 %5008, 256
  %5010 = load float, ptr addrspace(5) %v8, align 4
  br i1 %32, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %5011 = add i32 %5009, %31
  %5012 = sext i32 %5011 to i64
  %5013 = mul i64 %5012, 4
  %5014 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5013
  store float %5010, ptr addrspace(3) %5014, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %5015 = load float, ptr addrspace(5) %v9, align 4
  br i1 %34, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %5016 = add i32 %5009, %33
  %5017 = sext i32 %5016 to i64
  %5018 = mul i64 %5017, 4
  %5019 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5018
  store float %5015, ptr addrspace(3) %5019, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %5020 = load float, ptr addrspace(5) %v10, align 4
  br i1 %36, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %5021 = add i32 %5009, %35
  %5022 = sext i32 %5021 to i64
  %5023 = mul i64 %5022, 4
  %5024 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5023
  store float %5020, ptr addrspace(3) %5024, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5025 = load float, ptr addrspace(5) %v11, align 4
  br i1 %38, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5026 = add i32 %5009, %37
  %5027 = sext i32 %5026 to i64
  %5028 = mul i64 %5027, 4
  %5029 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5028
  store float %5025, ptr addrspace(3) %5029, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5030 = load float, ptr addrspace(5) %v12, align 4
  br i1 %40, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5031 = add i32 %5009, %39
  %5032 = sext i32 %5031 to i64
  %5033 = mul i64 %5032, 4
  %5034 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5033
  store float %5030, ptr addrspace(3) %5034, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5035 = load float, ptr addrspace(5) %v13, align 4
  br i1 %42, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5036 = add i32 %5009, %41
  %5037 = sext i32 %5036 to i64
  %5038 = mul i64 %5037, 4
  %5039 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5038
  store float %5035, ptr addrspace(3) %5039, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5040 = load float, ptr addrspace(5) %v14, align 4
  br i1 %44, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5041 = add i32 %5009, %43
  %5042 = sext i32 %5041 to i64
  %5043 = mul i64 %5042, 4
  %5044 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5043
  store float %5040, ptr addrspace(3) %5044, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5045 = load float, ptr addrspace(5) %v15, align 4
  br i1 %46, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5046 = add i32 %5009, %45
  %5047 = sext i32 %5046 to i64
  %5048 = mul i64 %5047, 4
  %5049 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5048
  store float %5045, ptr addrspace(3) %5049, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5050 = icmp eq i32 %13, 8
  br i1 %5050, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5051 = mul i32 %5008, 2
  %5052 = sext i32 %5051 to i64
  %5053 = mul i64 %5052, 4
  %5054 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5053
  store float %2085, ptr addrspace(3) %5054, align 4
  %5055 = add i32 %5051, 1
  %5056 = sext i32 %5055 to i64
  %5057 = mul i64 %5056, 4
  %5058 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5057
  store float %2086, ptr addrspace(3) %5058, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5059 = add i32 8, %15
  %5060 = mul i32 %5059, 256
  %5061 = load float, ptr addrspace(5) %v16, align 4
  br i1 %32, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5062 = add i32 %5060, %31
  %5063 = sext i32 %5062 to i64
  %5064 = mul i64 %5063, 4
  %5065 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5064
  store float %5061, ptr addrspace(3) %5065, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5066 = load float, ptr addrspace(5) %v17, align 4
  br i1 %34, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5067 = add i32 %5060, %33
  %5068 = sext i32 %5067 to i64
  %5069 = mul i64 %5068, 4
  %5070 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5069
  store float %5066, ptr addrspace(3) %5070, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5071 = load float, ptr addrspace(5) %v18, align 4
  br i1 %36, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5072 = add i32 %5060, %35
  %5073 = sext i32 %5072 to i64
  %5074 = mul i64 %5073, 4
  %5075 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5074
  store float %5071, ptr addrspace(3) %5075, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5076 = load float, ptr addrspace(5) %v19, align 4
  br i1 %38, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5077 = add i32 %5060, %37
  %5078 = sext i32 %5077 to i64
  %5079 = mul i64 %5078, 4
  %5080 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5079
  store float %5076, ptr addrspace(3) %5080, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5081 = load float, ptr addrspace(5) %v20, align 4
  br i1 %40, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5082 = add i32 %5060, %39
  %5083 = sext i32 %5082 to i64
  %5084 = mul i64 %5083, 4
  %5085 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5084
  store float %5081, ptr addrspace(3) %5085, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5086 = load float, ptr addrspace(5) %v21, align 4
  br i1 %42, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5087 = add i32 %5060, %41
  %5088 = sext i32 %5087 to i64
  %5089 = mul i64 %5088, 4
  %5090 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5089
  store float %5086, ptr addrspace(3) %5090, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5091 = load float, ptr addrspace(5) %v22, align 4
  br i1 %44, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5092 = add i32 %5060, %43
  %5093 = sext i32 %5092 to i64
  %5094 = mul i64 %5093, 4
  %5095 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5094
  store float %5091, ptr addrspace(3) %5095, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5096 = load float, ptr addrspace(5) %v23, align 4
  br i1 %46, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5097 = add i32 %5060, %45
  %5098 = sext i32 %5097 to i64
  %5099 = mul i64 %5098, 4
  %5100 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5099
  store float %5096, ptr addrspace(3) %5100, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5101 = icmp eq i32 %13, 16
  br i1 %5101, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5102 = mul i32 %5059, 2
  %5103 = sext i32 %5102 to i64
  %5104 = mul i64 %5103, 4
  %5105 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5104
  store float %2085, ptr addrspace(3) %5105, align 4
  %5106 = add i32 %5102, 1
  %5107 = sext i32 %5106 to i64
  %5108 = mul i64 %5107, 4
  %5109 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5108
  store float %2086, ptr addrspace(3) %5109, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5110 = add i32 12, %15
  %5111 = mul i32 %5110, 256
  %5112 = load float, ptr addrspace(5) %v24, align 4
  br i1 %32, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5113 = add i32 %5111, %31
  %5114 = sext i32 %5113 to i64
  %5115 = mul i64 %5114, 4
  %5116 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5115
  store float %5112, ptr addrspace(3) %5116, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5117 = load float, ptr addrspace(5) %v25, align 4
  br i1 %34, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5118 = add i32 %5111, %33
  %5119 = sext i32 %5118 to i64
  %5120 = mul i64 %5119, 4
  %5121 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5120
  store float %5117, ptr addrspace(3) %5121, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5122 = load float, ptr addrspace(5) %v26, align 4
  br i1 %36, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5123 = add i32 %5111, %35
  %5124 = sext i32 %5123 to i64
  %5125 = mul i64 %5124, 4
  %5126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5125
  store float %5122, ptr addrspace(3) %5126, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5127 = load float, ptr addrspace(5) %v27, align 4
  br i1 %38, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5128 = add i32 %5111, %37
  %5129 = sext i32 %5128 to i64
  %5130 = mul i64 %5129, 4
  %5131 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5130
  store float %5127, ptr addrspace(3) %5131, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5132 = load float, ptr addrspace(5) %v28, align 4
  br i1 %40, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5133 = add i32 %5111, %39
  %5134 = sext i32 %5133 to i64
  %5135 = mul i64 %5134, 4
  %5136 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5135
  store float %5132, ptr addrspace(3) %5136, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5137 = load float, ptr addrspace(5) %v29, align 4
  br i1 %42, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5138 = add i32 %5111, %41
  %5139 = sext i32 %5138 to i64
  %5140 = mul i64 %5139, 4
  %5141 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5140
  store float %5137, ptr addrspace(3) %5141, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5142 = load float, ptr addrspace(5) %v30, align 4
  br i1 %44, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5143 = add i32 %5111, %43
  %5144 = sext i32 %5143 to i64
  %5145 = mul i64 %5144, 4
  %5146 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5145
  store float %5142, ptr addrspace(3) %5146, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5147 = load float, ptr addrspace(5) %v31, align 4
  br i1 %46, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5148 = add i32 %5111, %45
  %5149 = sext i32 %5148 to i64
  %5150 = mul i64 %5149, 4
  %5151 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5150
  store float %5147, ptr addrspace(3) %5151, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5152 = icmp eq i32 %13, 24
  br i1 %5152, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5153 = mul i32 %5110, 2
  %5154 = sext i32 %5153 to i64
  %5155 = mul i64 %5154, 4
  %5156 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5155
  store float %2085, ptr addrspace(3) %5156, align 4
  %5157 = add i32 %5153, 1
  %5158 = sext i32 %5157 to i64
  %5159 = mul i64 %5158, 4
  %5160 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5159
  store float %2086, ptr addrspace(3) %5160, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %5161 = load float, ptr addrspace(3) @lds2, align 4
  %5162 = fcmp ogt float %5161, 0xFFF0000000000000
  %5163 = select i1 %5162, float %5161, float 0xFFF0000000000000
  %5164 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5165 = fcmp ogt float %5164, %5163
  %5166 = select i1 %5165, float %5164, float %5163
  %5167 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5168 = fcmp ogt float %5167, %5166
  %5169 = select i1 %5168, float %5167, float %5166
  %5170 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5171 = fcmp ogt float %5170, %5169
  %5172 = select i1 %5171, float %5170, float %5169
  %5173 = fcmp ogt float %24, %5172
  %5174 = select i1 %5173, float %24, float %5172
  %5175 = fsub float %5161, %5174
  %5176 = fmul float %5175, 0x3FF7154760000000
  %5177 = fcmp olt float %5176, -1.260000e+02
  %5178 = fcmp ogt float %5176, 1.270000e+02
  %5179 = select i1 %5177, float -1.260000e+02, float %5176
  %5180 = select i1 %5178, float 1.270000e+02, float %5179
  %5181 = fadd float %5180, 5.000000e-01
  %5182 = call float @llvm.floor.f32(float %5181)
  %5183 = fsub float %5180, %5182
  %5184 = fmul float 0x3EEFFCBFC0000000, %5183
  %5185 = fadd float %5184, 0x3F24309120000000
  %5186 = fmul float %5185, %5183
  %5187 = fadd float %5186, 0x3F55D87FE0000000
  %5188 = fmul float %5187, %5183
  %5189 = fadd float %5188, 0x3F83B2AB60000000
  %5190 = fmul float %5189, %5183
  %5191 = fadd float %5190, 0x3FAC6B08E0000000
  %5192 = fmul float %5191, %5183
  %5193 = fadd float %5192, 0x3FCEBFBE00000000
  %5194 = fmul float %5193, %5183
  %5195 = fadd float %5194, 0x3FE62E4300000000
  %5196 = fmul float %5195, %5183
  %5197 = fadd float %5196, 1.000000e+00
  %5198 = fptosi float %5182 to i32
  %5199 = add i32 %5198, 127
  %5200 = shl i32 %5199, 23
  %5201 = bitcast i32 %5200 to float
  %5202 = fmul float %5197, %5201
  %5203 = select i1 %5177, float 0.000000e+00, float %5202
  %5204 = select i1 %5178, float 0x7FF0000000000000, float %5203
  %5205 = fcmp uno float %5176, %5176
  %5206 = select i1 %5205, float %5176, float %5204
  %5207 = fcmp oeq float %5161, 0xFFF0000000000000
  %5208 = select i1 %5207, float 0.000000e+00, float %5206
  %5209 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5210 = fmul float %5208, %5209
  %5211 = fadd float %5210, 0.000000e+00
  %5212 = fsub float %5164, %5174
  %5213 = fmul float %5212, 0x3FF7154760000000
  %5214 = fcmp olt float %5213, -1.260000e+02
  %5215 = fcmp ogt float %5213, 1.270000e+02
  %5216 = select i1 %5214, float -1.260000e+02, float %5213
  %5217 = select i1 %5215, float 1.270000e+02, float %5216
  %5218 = fadd float %5217, 5.000000e-01
  %5219 = call float @llvm.floor.f32(float %5218)
  %5220 = fsub float %5217, %5219
  %5221 = fmul float 0x3EEFFCBFC0000000, %5220
  %5222 = fadd float %5221, 0x3F24309120000000
  %5223 = fmul float %5222, %5220
  %5224 = fadd float %5223, 0x3F55D87FE0000000
  %5225 = fmul float %5224, %5220
  %5226 = fadd float %5225, 0x3F83B2AB60000000
  %5227 = fmul float %5226, %5220
  %5228 = fadd float %5227, 0x3FAC6B08E0000000
  %5229 = fmul float %5228, %5220
  %5230 = fadd float %5229, 0x3FCEBFBE00000000
  %5231 = fmul float %5230, %5220
  %5232 = fadd float %5231, 0x3FE62E4300000000
  %5233 = fmul float %5232, %5220
  %5234 = fadd float %5233, 1.000000e+00
  %5235 = fptosi float %5219 to i32
  %5236 = add i32 %5235, 127
  %5237 = shl i32 %5236, 23
  %5238 = bitcast i32 %5237 to float
  %5239 = fmul float %5234, %5238
  %5240 = select i1 %5214, float 0.000000e+00, float %5239
  %5241 = select i1 %5215, float 0x7FF0000000000000, float %5240
  %5242 = fcmp uno float %5213, %5213
  %5243 = select i1 %5242, float %5213, float %5241
  %5244 = fcmp oeq float %5164, 0xFFF0000000000000
  %5245 = select i1 %5244, float 0.000000e+00, float %5243
  %5246 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5247 = fmul float %5245, %5246
  %5248 = fadd float %5247, %5211
  %5249 = fsub float %5167, %5174
  %5250 = fmul float %5249, 0x3FF7154760000000
  %5251 = fcmp olt float %5250, -1.260000e+02
  %5252 = fcmp ogt float %5250, 1.270000e+02
  %5253 = select i1 %5251, float -1.260000e+02, float %5250
  %5254 = select i1 %5252, float 1.270000e+02, float %5253
  %5255 = fadd float %5254, 5.000000e-01
  %5256 = call float @llvm.floor.f32(float %5255)
  %5257 = fsub float %5254, %5256
  %5258 = fmul float 0x3EEFFCBFC0000000, %5257
  %5259 = fadd float %5258, 0x3F24309120000000
  %5260 = fmul float %5259, %5257
  %5261 = fadd float %5260, 0x3F55D87FE0000000
  %5262 = fmul float %5261, %5257
  %5263 = fadd float %5262, 0x3F83B2AB60000000
  %5264 = fmul float %5263, %5257
  %5265 = fadd float %5264, 0x3FAC6B08E0000000
  %5266 = fmul float %5265, %5257
  %5267 = fadd float %5266, 0x3FCEBFBE00000000
  %5268 = fmul float %5267, %5257
  %5269 = fadd float %5268, 0x3FE62E4300000000
  %5270 = fmul float %5269, %5257
  %5271 = fadd float %5270, 1.000000e+00
  %5272 = fptosi float %5256 to i32
  %5273 = add i32 %5272, 127
  %5274 = shl i32 %5273, 23
  %5275 = bitcast i32 %5274 to float
  %5276 = fmul float %5271, %5275
  %5277 = select i1 %5251, float 0.000000e+00, float %5276
  %5278 = select i1 %5252, float 0x7FF0000000000000, float %5277
  %5279 = fcmp uno float %5250, %5250
  %5280 = select i1 %5279, float %5250, float %5278
  %5281 = fcmp oeq float %5167, 0xFFF0000000000000
  %5282 = select i1 %5281, float 0.000000e+00, float %5280
  %5283 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5284 = fmul float %5282, %5283
  %5285 = fadd float %5284, %5248
  %5286 = fsub float %5170, %5174
  %5287 = fmul float %5286, 0x3FF7154760000000
  %5288 = fcmp olt float %5287, -1.260000e+02
  %5289 = fcmp ogt float %5287, 1.270000e+02
  %5290 = select i1 %5288, float -1.260000e+02, float %5287
  %5291 = select i1 %5289, float 1.270000e+02, float %5290
  %5292 = fadd float %5291, 5.000000e-01
  %5293 = call float @llvm.floor.f32(float %5292)
  %5294 = fsub float %5291, %5293
  %5295 = fmul float 0x3EEFFCBFC0000000, %5294
  %5296 = fadd float %5295, 0x3F24309120000000
  %5297 = fmul float %5296, %5294
  %5298 = fadd float %5297, 0x3F55D87FE0000000
  %5299 = fmul float %5298, %5294
  %5300 = fadd float %5299, 0x3F83B2AB60000000
  %5301 = fmul float %5300, %5294
  %5302 = fadd float %5301, 0x3FAC6B08E0000000
  %5303 = fmul float %5302, %5294
  %5304 = fadd float %5303, 0x3FCEBFBE00000000
  %5305 = fmul float %5304, %5294
  %5306 = fadd float %5305, 0x3FE62E4300000000
  %5307 = fmul float %5306, %5294
  %5308 = fadd float %5307, 1.000000e+00
  %5309 = fptosi float %5293 to i32
  %5310 = add i32 %5309, 127
  %5311 = shl i32 %5310, 23
  %5312 = bitcast i32 %5311 to float
  %5313 = fmul float %5308, %5312
  %5314 = select i1 %5288, float 0.000000e+00, float %5313
  %5315 = select i1 %5289, float 0x7FF0000000000000, float %5314
  %5316 = fcmp uno float %5287, %5287
  %5317 = select i1 %5316, float %5287, float %5315
  %5318 = fcmp oeq float %5170, 0xFFF0000000000000
  %5319 = select i1 %5318, float 0.000000e+00, float %5317
  %5320 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5321 = fmul float %5319, %5320
  %5322 = fadd float %5321, %5285
  %5323 = fsub float %24, %5174
  %5324 = fmul float %5323, 0x3FF7154760000000
  %5325 = fcmp olt float %5324, -1.260000e+02
  %5326 = fcmp ogt float %5324, 1.270000e+02
  %5327 = select i1 %5325, float -1.260000e+02, float %5324
  %5328 = select i1 %5326, float 1.270000e+02, float %5327
  %5329 = fadd float %5328, 5.000000e-01
  %5330 = call float @llvm.floor.f32(float %5329)
  %5331 = fsub float %5328, %5330
  %5332 = fmul float 0x3EEFFCBFC0000000, %5331
  %5333 = fadd float %5332, 0x3F24309120000000
  %5334 = fmul float %5333, %5331
  %5335 = fadd float %5334, 0x3F55D87FE0000000
  %5336 = fmul float %5335, %5331
  %5337 = fadd float %5336, 0x3F83B2AB60000000
  %5338 = fmul float %5337, %5331
  %5339 = fadd float %5338, 0x3FAC6B08E0000000
  %5340 = fmul float %5339, %5331
  %5341 = fadd float %5340, 0x3FCEBFBE00000000
  %5342 = fmul float %5341, %5331
  %5343 = fadd float %5342, 0x3FE62E4300000000
  %5344 = fmul float %5343, %5331
  %5345 = fadd float %5344, 1.000000e+00
  %5346 = fptosi float %5330 to i32
  %5347 = add i32 %5346, 127
  %5348 = shl i32 %5347, 23
  %5349 = bitcast i32 %5348 to float
  %5350 = fmul float %5345, %5349
  %5351 = select i1 %5325, float 0.000000e+00, float %5350
  %5352 = select i1 %5326, float 0x7FF0000000000000, float %5351
  %5353 = fcmp uno float %5324, %5324
  %5354 = select i1 %5353, float %5324, float %5352
  %5355 = fadd float %5322, %5354
  br i1 %48, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %11, ptr addrspace(5) %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5356 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5357 = fcmp ogt float %5356, 0xFFF0000000000000
  %5358 = select i1 %5357, float %5356, float 0xFFF0000000000000
  %5359 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5360 = fcmp ogt float %5359, %5358
  %5361 = select i1 %5360, float %5359, float %5358
  %5362 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5363 = fcmp ogt float %5362, %5361
  %5364 = select i1 %5363, float %5362, float %5361
  %5365 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5366 = fcmp ogt float %5365, %5364
  %5367 = select i1 %5366, float %5365, float %5364
  %5368 = fcmp ogt float %24, %5367
  %5369 = select i1 %5368, float %24, float %5367
  %5370 = fsub float %5356, %5369
  %5371 = fmul float %5370, 0x3FF7154760000000
  %5372 = fcmp olt float %5371, -1.260000e+02
  %5373 = fcmp ogt float %5371, 1.270000e+02
  %5374 = select i1 %5372, float -1.260000e+02, float %5371
  %5375 = select i1 %5373, float 1.270000e+02, float %5374
  %5376 = fadd float %5375, 5.000000e-01
  %5377 = call float @llvm.floor.f32(float %5376)
  %5378 = fsub float %5375, %5377
  %5379 = fmul float 0x3EEFFCBFC0000000, %5378
  %5380 = fadd float %5379, 0x3F24309120000000
  %5381 = fmul float %5380, %5378
  %5382 = fadd float %5381, 0x3F55D87FE0000000
  %5383 = fmul float %5382, %5378
  %5384 = fadd float %5383, 0x3F83B2AB60000000
  %5385 = fmul float %5384, %5378
  %5386 = fadd float %5385, 0x3FAC6B08E0000000
  %5387 = fmul float %5386, %5378
  %5388 = fadd float %5387, 0x3FCEBFBE00000000
  %5389 = fmul float %5388, %5378
  %5390 = fadd float %5389, 0x3FE62E4300000000
  %5391 = fmul float %5390, %5378
  %5392 = fadd float %5391, 1.000000e+00
  %5393 = fptosi float %5377 to i32
  %5394 = add i32 %5393, 127
  %5395 = shl i32 %5394, 23
  %5396 = bitcast i32 %5395 to float
  %5397 = fmul float %5392, %5396
  %5398 = select i1 %5372, float 0.000000e+00, float %5397
  %5399 = select i1 %5373, float 0x7FF0000000000000, float %5398
  %5400 = fcmp uno float %5371, %5371
  %5401 = select i1 %5400, float %5371, float %5399
  %5402 = fcmp oeq float %5356, 0xFFF0000000000000
  %5403 = select i1 %5402, float 0.000000e+00, float %5401
  %5404 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5405 = fmul float %5403, %5404
  %5406 = fadd float %5405, 0.000000e+00
  %5407 = fsub float %5359, %5369
  %5408 = fmul float %5407, 0x3FF7154760000000
  %5409 = fcmp olt float %5408, -1.260000e+02
  %5410 = fcmp ogt float %5408, 1.270000e+02
  %5411 = select i1 %5409, float -1.260000e+02, float %5408
  %5412 = select i1 %5410, float 1.270000e+02, float %5411
  %5413 = fadd float %5412, 5.000000e-01
  %5414 = call float @llvm.floor.f32(float %5413)
  %5415 = fsub float %5412, %5414
  %5416 = fmul float 0x3EEFFCBFC0000000, %5415
  %5417 = fadd float %5416, 0x3F24309120000000
  %5418 = fmul float %5417, %5415
  %5419 = fadd float %5418, 0x3F55D87FE0000000
  %5420 = fmul float %5419, %5415
  %5421 = fadd float %5420, 0x3F83B2AB60000000
  %5422 = fmul float %5421, %5415
  %5423 = fadd float %5422, 0x3FAC6B08E0000000
  %5424 = fmul float %5423, %5415
  %5425 = fadd float %5424, 0x3FCEBFBE00000000
  %5426 = fmul float %5425, %5415
  %5427 = fadd float %5426, 0x3FE62E4300000000
  %5428 = fmul float %5427, %5415
  %5429 = fadd float %5428, 1.000000e+00
  %5430 = fptosi float %5414 to i32
  %5431 = add i32 %5430, 127
  %5432 = shl i32 %5431, 23
  %5433 = bitcast i32 %5432 to float
  %5434 = fmul float %5429, %5433
  %5435 = select i1 %5409, float 0.000000e+00, float %5434
  %5436 = select i1 %5410, float 0x7FF0000000000000, float %5435
  %5437 = fcmp uno float %5408, %5408
  %5438 = select i1 %5437, float %5408, float %5436
  %5439 = fcmp oeq float %5359, 0xFFF0000000000000
  %5440 = select i1 %5439, float 0.000000e+00, float %5438
  %5441 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5442 = fmul float %5440, %5441
  %5443 = fadd float %5442, %5406
  %5444 = fsub float %5362, %5369
  %5445 = fmul float %5444, 0x3FF7154760000000
  %5446 = fcmp olt float %5445, -1.260000e+02
  %5447 = fcmp ogt float %5445, 1.270000e+02
  %5448 = select i1 %5446, float -1.260000e+02, float %5445
  %5449 = select i1 %5447, float 1.270000e+02, float %5448
  %5450 = fadd float %5449, 5.000000e-01
  %5451 = call float @llvm.floor.f32(float %5450)
  %5452 = fsub float %5449, %5451
  %5453 = fmul float 0x3EEFFCBFC0000000, %5452
  %5454 = fadd float %5453, 0x3F24309120000000
  %5455 = fmul float %5454, %5452
  %5456 = fadd float %5455, 0x3F55D87FE0000000
  %5457 = fmul float %5456, %5452
  %5458 = fadd float %5457, 0x3F83B2AB60000000
  %5459 = fmul float %5458, %5452
  %5460 = fadd float %5459, 0x3FAC6B08E0000000
  %5461 = fmul float %5460, %5452
  %5462 = fadd float %5461, 0x3FCEBFBE00000000
  %5463 = fmul float %5462, %5452
  %5464 = fadd float %5463, 0x3FE62E4300000000
  %5465 = fmul float %5464, %5452
  %5466 = fadd float %5465, 1.000000e+00
  %5467 = fptosi float %5451 to i32
  %5468 = add i32 %5467, 127
  %5469 = shl i32 %5468, 23
  %5470 = bitcast i32 %5469 to float
  %5471 = fmul float %5466, %5470
  %5472 = select i1 %5446, float 0.000000e+00, float %5471
  %5473 = select i1 %5447, float 0x7FF0000000000000, float %5472
  %5474 = fcmp uno float %5445, %5445
  %5475 = select i1 %5474, float %5445, float %5473
  %5476 = fcmp oeq float %5362, 0xFFF0000000000000
  %5477 = select i1 %5476, float 0.000000e+00, float %5475
  %5478 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5479 = fmul float %5477, %5478
  %5480 = fadd float %5479, %5443
  %5481 = fsub float %5365, %5369
  %5482 = fmul float %5481, 0x3FF7154760000000
  %5483 = fcmp olt float %5482, -1.260000e+02
  %5484 = fcmp ogt float %5482, 1.270000e+02
  %5485 = select i1 %5483, float -1.260000e+02, float %5482
  %5486 = select i1 %5484, float 1.270000e+02, float %5485
  %5487 = fadd float %5486, 5.000000e-01
  %5488 = call float @llvm.floor.f32(float %5487)
  %5489 = fsub float %5486, %5488
  %5490 = fmul float 0x3EEFFCBFC0000000, %5489
  %5491 = fadd float %5490, 0x3F24309120000000
  %5492 = fmul float %5491, %5489
  %5493 = fadd float %5492, 0x3F55D87FE0000000
  %5494 = fmul float %5493, %5489
  %5495 = fadd float %5494, 0x3F83B2AB60000000
  %5496 = fmul float %5495, %5489
  %5497 = fadd float %5496, 0x3FAC6B08E0000000
  %5498 = fmul float %5497, %5489
  %5499 = fadd float %5498, 0x3FCEBFBE00000000
  %5500 = fmul float %5499, %5489
  %5501 = fadd float %5500, 0x3FE62E4300000000
  %5502 = fmul float %5501, %5489
  %5503 = fadd float %5502, 1.000000e+00
  %5504 = fptosi float %5488 to i32
  %5505 = add i32 %5504, 127
  %5506 = shl i32 %5505, 23
  %5507 = bitcast i32 %5506 to float
  %5508 = fmul float %5503, %5507
  %5509 = select i1 %5483, float 0.000000e+00, float %5508
  %5510 = select i1 %5484, float 0x7FF0000000000000, float %5509
  %5511 = fcmp uno float %5482, %5482
  %5512 = select i1 %5511, float %5482, float %5510
  %5513 = fcmp oeq float %5365, 0xFFF0000000000000
  %5514 = select i1 %5513, float 0.000000e+00, float %5512
  %5515 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5516 = fmul float %5514, %5515
  %5517 = fadd float %5516, %5480
  %5518 = fsub float %24, %5369
  %5519 = fmul float %5518, 0x3FF7154760000000
  %5520 = fcmp olt float %5519, -1.260000e+02
  %5521 = fcmp ogt float %5519, 1.270000e+02
  %5522 = select i1 %5520, float -1.260000e+02, float %5519
  %5523 = select i1 %5521, float 1.270000e+02, float %5522
  %5524 = fadd float %5523, 5.000000e-01
  %5525 = call float @llvm.floor.f32(float %5524)
  %5526 = fsub float %5523, %5525
  %5527 = fmul float 0x3EEFFCBFC0000000, %5526
  %5528 = fadd float %5527, 0x3F24309120000000
  %5529 = fmul float %5528, %5526
  %5530 = fadd float %5529, 0x3F55D87FE0000000
  %5531 = fmul float %5530, %5526
  %5532 = fadd float %5531, 0x3F83B2AB60000000
  %5533 = fmul float %5532, %5526
  %5534 = fadd float %5533, 0x3FAC6B08E0000000
  %5535 = fmul float %5534, %5526
  %5536 = fadd float %5535, 0x3FCEBFBE00000000
  %5537 = fmul float %5536, %5526
  %5538 = fadd float %5537, 0x3FE62E4300000000
  %5539 = fmul float %5538, %5526
  %5540 = fadd float %5539, 1.000000e+00
  %5541 = fptosi float %5525 to i32
  %5542 = add i32 %5541, 127
  %5543 = shl i32 %5542, 23
  %5544 = bitcast i32 %5543 to float
  %5545 = fmul float %5540, %5544
  %5546 = select i1 %5520, float 0.000000e+00, float %5545
  %5547 = select i1 %5521, float 0x7FF0000000000000, float %5546
  %5548 = fcmp uno float %5519, %5519
  %5549 = select i1 %5548, float %5519, float %5547
  %5550 = fadd float %5517, %5549
  br i1 %110, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5551 = load i32, ptr addrspace(5) %v115, align 4
  %5552 = icmp slt i32 %5551, %6
  br i1 %5552, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5553 = load i32, ptr addrspace(5) %v115, align 4
  %5554 = add i32 0, %5553
  %5555 = sext i32 %5554 to i64
  %5556 = mul i64 %5555, 4
  %5557 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5556
  %5558 = load float, ptr addrspace(3) %5557, align 4
  %5559 = fmul float %5208, %5558
  %5560 = fadd float %5559, 0.000000e+00
  %5561 = add i32 256, %5553
  %5562 = sext i32 %5561 to i64
  %5563 = mul i64 %5562, 4
  %5564 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5563
  %5565 = load float, ptr addrspace(3) %5564, align 4
  %5566 = fmul float %5245, %5565
  %5567 = fadd float %5566, %5560
  %5568 = add i32 512, %5553
  %5569 = sext i32 %5568 to i64
  %5570 = mul i64 %5569, 4
  %5571 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5570
  %5572 = load float, ptr addrspace(3) %5571, align 4
  %5573 = fmul float %5282, %5572
  %5574 = fadd float %5573, %5567
  %5575 = add i32 768, %5553
  %5576 = sext i32 %5575 to i64
  %5577 = mul i64 %5576, 4
  %5578 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5577
  %5579 = load float, ptr addrspace(3) %5578, align 4
  %5580 = fmul float %5319, %5579
  %5581 = fadd float %5580, %5574
  %5582 = add i32 %52, %5553
  %5583 = fdiv float %5581, %5355
  %5584 = sext i32 %5582 to i64
  %5585 = mul i64 %5584, 4
  %5586 = getelementptr i8, ptr addrspace(1) %0, i64 %5585
  store float %5583, ptr addrspace(1) %5586, align 4
  %5587 = load i32, ptr addrspace(5) %v115, align 4
  %5588 = add i32 %5587, 128
  store i32 %5588, ptr addrspace(5) %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %11, ptr addrspace(5) %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5589 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5590 = fcmp ogt float %5589, 0xFFF0000000000000
  %5591 = select i1 %5590, float %5589, float 0xFFF0000000000000
  %5592 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5593 = fcmp ogt float %5592, %5591
  %5594 = select i1 %5593, float %5592, float %5591
  %5595 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5596 = fcmp ogt float %5595, %5594
  %5597 = select i1 %5596, float %5595, float %5594
  %5598 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5599 = fcmp ogt float %5598, %5597
  %5600 = select i1 %5599, float %5598, float %5597
  %5601 = fcmp ogt float %24, %5600
  %5602 = select i1 %5601, float %24, float %5600
  %5603 = fsub float %5589, %5602
  %5604 = fmul float %5603, 0x3FF7154760000000
  %5605 = fcmp olt float %5604, -1.260000e+02
  %5606 = fcmp ogt float %5604, 1.270000e+02
  %5607 = select i1 %5605, float -1.260000e+02, float %5604
  %5608 = select i1 %5606, float 1.270000e+02, float %5607
  %5609 = fadd float %5608, 5.000000e-01
  %5610 = call float @llvm.floor.f32(float %5609)
  %5611 = fsub float %5608, %5610
  %5612 = fmul float 0x3EEFFCBFC0000000, %5611
  %5613 = fadd float %5612, 0x3F24309120000000
  %5614 = fmul float %5613, %5611
  %5615 = fadd float %5614, 0x3F55D87FE0000000
  %5616 = fmul float %5615, %5611
  %5617 = fadd float %5616, 0x3F83B2AB60000000
  %5618 = fmul float %5617, %5611
  %5619 = fadd float %5618, 0x3FAC6B08E0000000
  %5620 = fmul float %5619, %5611
  %5621 = fadd float %5620, 0x3FCEBFBE00000000
  %5622 = fmul float %5621, %5611
  %5623 = fadd float %5622, 0x3FE62E4300000000
  %5624 = fmul float %5623, %5611
  %5625 = fadd float %5624, 1.000000e+00
  %5626 = fptosi float %5610 to i32
  %5627 = add i32 %5626, 127
  %5628 = shl i32 %5627, 23
  %5629 = bitcast i32 %5628 to float
  %5630 = fmul float %5625, %5629
  %5631 = select i1 %5605, float 0.000000e+00, float %5630
  %5632 = select i1 %5606, float 0x7FF0000000000000, float %5631
  %5633 = fcmp uno float %5604, %5604
  %5634 = select i1 %5633, float %5604, float %5632
  %5635 = fcmp oeq float %5589, 0xFFF0000000000000
  %5636 = select i1 %5635, float 0.000000e+00, float %5634
  %5637 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5638 = fmul float %5636, %5637
  %5639 = fadd float %5638, 0.000000e+00
  %5640 = fsub float %5592, %5602
  %5641 = fmul float %5640, 0x3FF7154760000000
  %5642 = fcmp olt float %5641, -1.260000e+02
  %5643 = fcmp ogt float %5641, 1.270000e+02
  %5644 = select i1 %5642, float -1.260000e+02, float %5641
  %5645 = select i1 %5643, float 1.270000e+02, float %5644
  %5646 = fadd float %5645, 5.000000e-01
  %5647 = call float @llvm.floor.f32(float %5646)
  %5648 = fsub float %5645, %5647
  %5649 = fmul float 0x3EEFFCBFC0000000, %5648
  %5650 = fadd float %5649, 0x3F24309120000000
  %5651 = fmul float %5650, %5648
  %5652 = fadd float %5651, 0x3F55D87FE0000000
  %5653 = fmul float %5652, %5648
  %5654 = fadd float %5653, 0x3F83B2AB60000000
  %5655 = fmul float %5654, %5648
  %5656 = fadd float %5655, 0x3FAC6B08E0000000
  %5657 = fmul float %5656, %5648
  %5658 = fadd float %5657, 0x3FCEBFBE00000000
  %5659 = fmul float %5658, %5648
  %5660 = fadd float %5659, 0x3FE62E4300000000
  %5661 = fmul float %5660, %5648
  %5662 = fadd float %5661, 1.000000e+00
  %5663 = fptosi float %5647 to i32
  %5664 = add i32 %5663, 127
  %5665 = shl i32 %5664, 23
  %5666 = bitcast i32 %5665 to float
  %5667 = fmul float %5662, %5666
  %5668 = select i1 %5642, float 0.000000e+00, float %5667
  %5669 = select i1 %5643, float 0x7FF0000000000000, float %5668
  %5670 = fcmp uno float %5641, %5641
  %5671 = select i1 %5670, float %5641, float %5669
  %5672 = fcmp oeq float %5592, 0xFFF0000000000000
  %5673 = select i1 %5672, float 0.000000e+00, float %5671
  %5674 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5675 = fmul float %5673, %5674
  %5676 = fadd float %5675, %5639
  %5677 = fsub float %5595, %5602
  %5678 = fmul float %5677, 0x3FF7154760000000
  %5679 = fcmp olt float %5678, -1.260000e+02
  %5680 = fcmp ogt float %5678, 1.270000e+02
  %5681 = select i1 %5679, float -1.260000e+02, float %5678
  %5682 = select i1 %5680, float 1.270000e+02, float %5681
  %5683 = fadd float %5682, 5.000000e-01
  %5684 = call float @llvm.floor.f32(float %5683)
  %5685 = fsub float %5682, %5684
  %5686 = fmul float 0x3EEFFCBFC0000000, %5685
  %5687 = fadd float %5686, 0x3F24309120000000
  %5688 = fmul float %5687, %5685
  %5689 = fadd float %5688, 0x3F55D87FE0000000
  %5690 = fmul float %5689, %5685
  %5691 = fadd float %5690, 0x3F83B2AB60000000
  %5692 = fmul float %5691, %5685
  %5693 = fadd float %5692, 0x3FAC6B08E0000000
  %5694 = fmul float %5693, %5685
  %5695 = fadd float %5694, 0x3FCEBFBE00000000
  %5696 = fmul float %5695, %5685
  %5697 = fadd float %5696, 0x3FE62E4300000000
  %5698 = fmul float %5697, %5685
  %5699 = fadd float %5698, 1.000000e+00
  %5700 = fptosi float %5684 to i32
  %5701 = add i32 %5700, 127
  %5702 = shl i32 %5701, 23
  %5703 = bitcast i32 %5702 to float
  %5704 = fmul float %5699, %5703
  %5705 = select i1 %5679, float 0.000000e+00, float %5704
  %5706 = select i1 %5680, float 0x7FF0000000000000, float %5705
  %5707 = fcmp uno float %5678, %5678
  %5708 = select i1 %5707, float %5678, float %5706
  %5709 = fcmp oeq float %5595, 0xFFF0000000000000
  %5710 = select i1 %5709, float 0.000000e+00, float %5708
  %5711 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5712 = fmul float %5710, %5711
  %5713 = fadd float %5712, %5676
  %5714 = fsub float %5598, %5602
  %5715 = fmul float %5714, 0x3FF7154760000000
  %5716 = fcmp olt float %5715, -1.260000e+02
  %5717 = fcmp ogt float %5715, 1.270000e+02
  %5718 = select i1 %5716, float -1.260000e+02, float %5715
  %5719 = select i1 %5717, float 1.270000e+02, float %5718
  %5720 = fadd float %5719, 5.000000e-01
  %5721 = call float @llvm.floor.f32(float %5720)
  %5722 = fsub float %5719, %5721
  %5723 = fmul float 0x3EEFFCBFC0000000, %5722
  %5724 = fadd float %5723, 0x3F24309120000000
  %5725 = fmul float %5724, %5722
  %5726 = fadd float %5725, 0x3F55D87FE0000000
  %5727 = fmul float %5726, %5722
  %5728 = fadd float %5727, 0x3F83B2AB60000000
  %5729 = fmul float %5728, %5722
  %5730 = fadd float %5729, 0x3FAC6B08E0000000
  %5731 = fmul float %5730, %5722
  %5732 = fadd float %5731, 0x3FCEBFBE00000000
  %5733 = fmul float %5732, %5722
  %5734 = fadd float %5733, 0x3FE62E4300000000
  %5735 = fmul float %5734, %5722
  %5736 = fadd float %5735, 1.000000e+00
  %5737 = fptosi float %5721 to i32
  %5738 = add i32 %5737, 127
  %5739 = shl i32 %5738, 23
  %5740 = bitcast i32 %5739 to float
  %5741 = fmul float %5736, %5740
  %5742 = select i1 %5716, float 0.000000e+00, float %5741
  %5743 = select i1 %5717, float 0x7FF0000000000000, float %5742
  %5744 = fcmp uno float %5715, %5715
  %5745 = select i1 %5744, float %5715, float %5743
  %5746 = fcmp oeq float %5598, 0xFFF0000000000000
  %5747 = select i1 %5746, float 0.000000e+00, float %5745
  %5748 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5749 = fmul float %5747, %5748
  %5750 = fadd float %5749, %5713
  %5751 = fsub float %24, %5602
  %5752 = fmul float %5751, 0x3FF7154760000000
  %5753 = fcmp olt float %5752, -1.260000e+02
  %5754 = fcmp ogt float %5752, 1.270000e+02
  %5755 = select i1 %5753, float -1.260000e+02, float %5752
  %5756 = select i1 %5754, float 1.270000e+02, float %5755
  %5757 = fadd float %5756, 5.000000e-01
  %5758 = call float @llvm.floor.f32(float %5757)
  %5759 = fsub float %5756, %5758
  %5760 = fmul float 0x3EEFFCBFC0000000, %5759
  %5761 = fadd float %5760, 0x3F24309120000000
  %5762 = fmul float %5761, %5759
  %5763 = fadd float %5762, 0x3F55D87FE0000000
  %5764 = fmul float %5763, %5759
  %5765 = fadd float %5764, 0x3F83B2AB60000000
  %5766 = fmul float %5765, %5759
  %5767 = fadd float %5766, 0x3FAC6B08E0000000
  %5768 = fmul float %5767, %5759
  %5769 = fadd float %5768, 0x3FCEBFBE00000000
  %5770 = fmul float %5769, %5759
  %5771 = fadd float %5770, 0x3FE62E4300000000
  %5772 = fmul float %5771, %5759
  %5773 = fadd float %5772, 1.000000e+00
  %5774 = fptosi float %5758 to i32
  %5775 = add i32 %5774, 127
  %5776 = shl i32 %5775, 23
  %5777 = bitcast i32 %5776 to float
  %5778 = fmul float %5773, %5777
  %5779 = select i1 %5753, float 0.000000e+00, float %5778
  %5780 = select i1 %5754, float 0x7FF0000000000000, float %5779
  %5781 = fcmp uno float %5752, %5752
  %5782 = select i1 %5781, float %5752, float %5780
  %5783 = fadd float %5750, %5782
  br i1 %172, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5784 = load i32, ptr addrspace(5) %v121, align 4
  %5785 = icmp slt i32 %5784, %6
  br i1 %5785, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5786 = load i32, ptr addrspace(5) %v121, align 4
  %5787 = add i32 1024, %5786
  %5788 = sext i32 %5787 to i64
  %5789 = mul i64 %5788, 4
  %5790 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5789
  %5791 = load float, ptr addrspace(3) %5790, align 4
  %5792 = fmul float %5403, %5791
  %5793 = fadd float %5792, 0.000000e+00
  %5794 = add i32 1280, %5786
  %5795 = sext i32 %5794 to i64
  %5796 = mul i64 %5795, 4
  %5797 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5796
  %5798 = load float, ptr addrspace(3) %5797, align 4
  %5799 = fmul float %5440, %5798
  %5800 = fadd float %5799, %5793
  %5801 = add i32 1536, %5786
  %5802 = sext i32 %5801 to i64
  %5803 = mul i64 %5802, 4
  %5804 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5803
  %5805 = load float, ptr addrspace(3) %5804, align 4
  %5806 = fmul float %5477, %5805
  %5807 = fadd float %5806, %5800
  %5808 = add i32 1792, %5786
  %5809 = sext i32 %5808 to i64
  %5810 = mul i64 %5809, 4
  %5811 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5810
  %5812 = load float, ptr addrspace(3) %5811, align 4
  %5813 = fmul float %5514, %5812
  %5814 = fadd float %5813, %5807
  %5815 = add i32 %114, %5786
  %5816 = fdiv float %5814, %5550
  %5817 = sext i32 %5815 to i64
  %5818 = mul i64 %5817, 4
  %5819 = getelementptr i8, ptr addrspace(1) %0, i64 %5818
  store float %5816, ptr addrspace(1) %5819, align 4
  %5820 = load i32, ptr addrspace(5) %v121, align 4
  %5821 = add i32 %5820, 128
  store i32 %5821, ptr addrspace(5) %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %11, ptr addrspace(5) %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5822 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5823 = fcmp ogt float %5822, 0xFFF0000000000000
  %5824 = select i1 %5823, float %5822, float 0xFFF0000000000000
  %5825 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5826 = fcmp ogt float %5825, %5824
  %5827 = select i1 %5826, float %5825, float %5824
  %5828 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5829 = fcmp ogt float %5828, %5827
  %5830 = select i1 %5829, float %5828, float %5827
  %5831 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5832 = fcmp ogt float %5831, %5830
  %5833 = select i1 %5832, float %5831, float %5830
  %5834 = fcmp ogt float %24, %5833
  %5835 = select i1 %5834, float %24, float %5833
  %5836 = fsub float %5822, %5835
  %5837 = fmul float %5836, 0x3FF7154760000000
  %5838 = fcmp olt float %5837, -1.260000e+02
  %5839 = fcmp ogt float %5837, 1.270000e+02
  %5840 = select i1 %5838, float -1.260000e+02, float %5837
  %5841 = select i1 %5839, float 1.270000e+02, float %5840
  %5842 = fadd float %5841, 5.000000e-01
  %5843 = call float @llvm.floor.f32(float %5842)
  %5844 = fsub float %5841, %5843
  %5845 = fmul float 0x3EEFFCBFC0000000, %5844
  %5846 = fadd float %5845, 0x3F24309120000000
  %5847 = fmul float %5846, %5844
  %5848 = fadd float %5847, 0x3F55D87FE0000000
  %5849 = fmul float %5848, %5844
  %5850 = fadd float %5849, 0x3F83B2AB60000000
  %5851 = fmul float %5850, %5844
  %5852 = fadd float %5851, 0x3FAC6B08E0000000
  %5853 = fmul float %5852, %5844
  %5854 = fadd float %5853, 0x3FCEBFBE00000000
  %5855 = fmul float %5854, %5844
  %5856 = fadd float %5855, 0x3FE62E4300000000
  %5857 = fmul float %5856, %5844
  %5858 = fadd float %5857, 1.000000e+00
  %5859 = fptosi float %5843 to i32
  %5860 = add i32 %5859, 127
  %5861 = shl i32 %5860, 23
  %5862 = bitcast i32 %5861 to float
  %5863 = fmul float %5858, %5862
  %5864 = select i1 %5838, float 0.000000e+00, float %5863
  %5865 = select i1 %5839, float 0x7FF0000000000000, float %5864
  %5866 = fcmp uno float %5837, %5837
  %5867 = select i1 %5866, float %5837, float %5865
  %5868 = fcmp oeq float %5822, 0xFFF0000000000000
  %5869 = select i1 %5868, float 0.000000e+00, float %5867
  %5870 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5871 = fmul float %5869, %5870
  %5872 = fadd float %5871, 0.000000e+00
  %5873 = fsub float %5825, %5835
  %5874 = fmul float %5873, 0x3FF7154760000000
  %5875 = fcmp olt float %5874, -1.260000e+02
  %5876 = fcmp ogt float %5874, 1.270000e+02
  %5877 = select i1 %5875, float -1.260000e+02, float %5874
  %5878 = select i1 %5876, float 1.270000e+02, float %5877
  %5879 = fadd float %5878, 5.000000e-01
  %5880 = call float @llvm.floor.f32(float %5879)
  %5881 = fsub float %5878, %5880
  %5882 = fmul float 0x3EEFFCBFC0000000, %5881
  %5883 = fadd float %5882, 0x3F24309120000000
  %5884 = fmul float %5883, %5881
  %5885 = fadd float %5884, 0x3F55D87FE0000000
  %5886 = fmul float %5885, %5881
  %5887 = fadd float %5886, 0x3F83B2AB60000000
  %5888 = fmul float %5887, %5881
  %5889 = fadd float %5888, 0x3FAC6B08E0000000
  %5890 = fmul float %5889, %5881
  %5891 = fadd float %5890, 0x3FCEBFBE00000000
  %5892 = fmul float %5891, %5881
  %5893 = fadd float %5892, 0x3FE62E4300000000
  %5894 = fmul float %5893, %5881
  %5895 = fadd float %5894, 1.000000e+00
  %5896 = fptosi float %5880 to i32
  %5897 = add i32 %5896, 127
  %5898 = shl i32 %5897, 23
  %5899 = bitcast i32 %5898 to float
  %5900 = fmul float %5895, %5899
  %5901 = select i1 %5875, float 0.000000e+00, float %5900
  %5902 = select i1 %5876, float 0x7FF0000000000000, float %5901
  %5903 = fcmp uno float %5874, %5874
  %5904 = select i1 %5903, float %5874, float %5902
  %5905 = fcmp oeq float %5825, 0xFFF0000000000000
  %5906 = select i1 %5905, float 0.000000e+00, float %5904
  %5907 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5908 = fmul float %5906, %5907
  %5909 = fadd float %5908, %5872
  %5910 = fsub float %5828, %5835
  %5911 = fmul float %5910, 0x3FF7154760000000
  %5912 = fcmp olt float %5911, -1.260000e+02
  %5913 = fcmp ogt float %5911, 1.270000e+02
  %5914 = select i1 %5912, float -1.260000e+02, float %5911
  %5915 = select i1 %5913, float 1.270000e+02, float %5914
  %5916 = fadd float %5915, 5.000000e-01
  %5917 = call float @llvm.floor.f32(float %5916)
  %5918 = fsub float %5915, %5917
  %5919 = fmul float 0x3EEFFCBFC0000000, %5918
  %5920 = fadd float %5919, 0x3F24309120000000
  %5921 = fmul float %5920, %5918
  %5922 = fadd float %5921, 0x3F55D87FE0000000
  %5923 = fmul float %5922, %5918
  %5924 = fadd float %5923, 0x3F83B2AB60000000
  %5925 = fmul float %5924, %5918
  %5926 = fadd float %5925, 0x3FAC6B08E0000000
  %5927 = fmul float %5926, %5918
  %5928 = fadd float %5927, 0x3FCEBFBE00000000
  %5929 = fmul float %5928, %5918
  %5930 = fadd float %5929, 0x3FE62E4300000000
  %5931 = fmul float %5930, %5918
  %5932 = fadd float %5931, 1.000000e+00
  %5933 = fptosi float %5917 to i32
  %5934 = add i32 %5933, 127
  %5935 = shl i32 %5934, 23
  %5936 = bitcast i32 %5935 to float
  %5937 = fmul float %5932, %5936
  %5938 = select i1 %5912, float 0.000000e+00, float %5937
  %5939 = select i1 %5913, float 0x7FF0000000000000, float %5938
  %5940 = fcmp uno float %5911, %5911
  %5941 = select i1 %5940, float %5911, float %5939
  %5942 = fcmp oeq float %5828, 0xFFF0000000000000
  %5943 = select i1 %5942, float 0.000000e+00, float %5941
  %5944 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %5945 = fmul float %5943, %5944
  %5946 = fadd float %5945, %5909
  %5947 = fsub float %5831, %5835
  %5948 = fmul float %5947, 0x3FF7154760000000
  %5949 = fcmp olt float %5948, -1.260000e+02
  %5950 = fcmp ogt float %5948, 1.270000e+02
  %5951 = select i1 %5949, float -1.260000e+02, float %5948
  %5952 = select i1 %5950, float 1.270000e+02, float %5951
  %5953 = fadd float %5952, 5.000000e-01
  %5954 = call float @llvm.floor.f32(float %5953)
  %5955 = fsub float %5952, %5954
  %5956 = fmul float 0x3EEFFCBFC0000000, %5955
  %5957 = fadd float %5956, 0x3F24309120000000
  %5958 = fmul float %5957, %5955
  %5959 = fadd float %5958, 0x3F55D87FE0000000
  %5960 = fmul float %5959, %5955
  %5961 = fadd float %5960, 0x3F83B2AB60000000
  %5962 = fmul float %5961, %5955
  %5963 = fadd float %5962, 0x3FAC6B08E0000000
  %5964 = fmul float %5963, %5955
  %5965 = fadd float %5964, 0x3FCEBFBE00000000
  %5966 = fmul float %5965, %5955
  %5967 = fadd float %5966, 0x3FE62E4300000000
  %5968 = fmul float %5967, %5955
  %5969 = fadd float %5968, 1.000000e+00
  %5970 = fptosi float %5954 to i32
  %5971 = add i32 %5970, 127
  %5972 = shl i32 %5971, 23
  %5973 = bitcast i32 %5972 to float
  %5974 = fmul float %5969, %5973
  %5975 = select i1 %5949, float 0.000000e+00, float %5974
  %5976 = select i1 %5950, float 0x7FF0000000000000, float %5975
  %5977 = fcmp uno float %5948, %5948
  %5978 = select i1 %5977, float %5948, float %5976
  %5979 = fcmp oeq float %5831, 0xFFF0000000000000
  %5980 = select i1 %5979, float 0.000000e+00, float %5978
  %5981 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %5982 = fmul float %5980, %5981
  %5983 = fadd float %5982, %5946
  %5984 = fsub float %24, %5835
  %5985 = fmul float %5984, 0x3FF7154760000000
  %5986 = fcmp olt float %5985, -1.260000e+02
  %5987 = fcmp ogt float %5985, 1.270000e+02
  %5988 = select i1 %5986, float -1.260000e+02, float %5985
  %5989 = select i1 %5987, float 1.270000e+02, float %5988
  %5990 = fadd float %5989, 5.000000e-01
  %5991 = call float @llvm.floor.f32(float %5990)
  %5992 = fsub float %5989, %5991
  %5993 = fmul float 0x3EEFFCBFC0000000, %5992
  %5994 = fadd float %5993, 0x3F24309120000000
  %5995 = fmul float %5994, %5992
  %5996 = fadd float %5995, 0x3F55D87FE0000000
  %5997 = fmul float %5996, %5992
  %5998 = fadd float %5997, 0x3F83B2AB60000000
  %5999 = fmul float %5998, %5992
  %6000 = fadd float %5999, 0x3FAC6B08E0000000
  %6001 = fmul float %6000, %5992
  %6002 = fadd float %6001, 0x3FCEBFBE00000000
  %6003 = fmul float %6002, %5992
  %6004 = fadd float %6003, 0x3FE62E4300000000
  %6005 = fmul float %6004, %5992
  %6006 = fadd float %6005, 1.000000e+00
  %6007 = fptosi float %5991 to i32
  %6008 = add i32 %6007, 127
  %6009 = shl i32 %6008, 23
  %6010 = bitcast i32 %6009 to float
  %6011 = fmul float %6006, %6010
  %6012 = select i1 %5986, float 0.000000e+00, float %6011
  %6013 = select i1 %5987, float 0x7FF0000000000000, float %6012
  %6014 = fcmp uno float %5985, %5985
  %6015 = select i1 %6014, float %5985, float %6013
  %6016 = fadd float %5983, %6015
  br i1 %234, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %6017 = load i32, ptr addrspace(5) %v127, align 4
  %6018 = icmp slt i32 %6017, %6
  br i1 %6018, label %body129, label %done130

body129:                                          ; preds = %loop128
  %6019 = load i32, ptr addrspace(5) %v127, align 4
  %6020 = add i32 2048, %6019
  %6021 = sext i32 %6020 to i64
  %6022 = mul i64 %6021, 4
  %6023 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6022
  %6024 = load float, ptr addrspace(3) %6023, align 4
  %6025 = fmul float %5636, %6024
  %6026 = fadd float %6025, 0.000000e+00
  %6027 = add i32 2304, %6019
  %6028 = sext i32 %6027 to i64
  %6029 = mul i64 %6028, 4
  %6030 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6029
  %6031 = load float, ptr addrspace(3) %6030, align 4
  %6032 = fmul float %5673, %6031
  %6033 = fadd float %6032, %6026
  %6034 = add i32 2560, %6019
  %6035 = sext i32 %6034 to i64
  %6036 = mul i64 %6035, 4
  %6037 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6036
  %6038 = load float, ptr addrspace(3) %6037, align 4
  %6039 = fmul float %5710, %6038
  %6040 = fadd float %6039, %6033
  %6041 = add i32 2816, %6019
  %6042 = sext i32 %6041 to i64
  %6043 = mul i64 %6042, 4
  %6044 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6043
  %6045 = load float, ptr addrspace(3) %6044, align 4
  %6046 = fmul float %5747, %6045
  %6047 = fadd float %6046, %6040
  %6048 = add i32 %176, %6019
  %6049 = fdiv float %6047, %5783
  %6050 = sext i32 %6048 to i64
  %6051 = mul i64 %6050, 4
  %6052 = getelementptr i8, ptr addrspace(1) %0, i64 %6051
  store float %6049, ptr addrspace(1) %6052, align 4
  %6053 = load i32, ptr addrspace(5) %v127, align 4
  %6054 = add i32 %6053, 128
  store i32 %6054, ptr addrspace(5) %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %11, ptr addrspace(5) %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %6055 = load i32, ptr addrspace(5) %v133, align 4
  %6056 = icmp slt i32 %6055, %6
  br i1 %6056, label %body135, label %done136

body135:                                          ; preds = %loop134
  %6057 = load i32, ptr addrspace(5) %v133, align 4
  %6058 = add i32 3072, %6057
  %6059 = sext i32 %6058 to i64
  %6060 = mul i64 %6059, 4
  %6061 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6060
  %6062 = load float, ptr addrspace(3) %6061, align 4
  %6063 = fmul float %5869, %6062
  %6064 = fadd float %6063, 0.000000e+00
  %6065 = add i32 3328, %6057
  %6066 = sext i32 %6065 to i64
  %6067 = mul i64 %6066, 4
  %6068 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6067
  %6069 = load float, ptr addrspace(3) %6068, align 4
  %6070 = fmul float %5906, %6069
  %6071 = fadd float %6070, %6064
  %6072 = add i32 3584, %6057
  %6073 = sext i32 %6072 to i64
  %6074 = mul i64 %6073, 4
  %6075 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6074
  %6076 = load float, ptr addrspace(3) %6075, align 4
  %6077 = fmul float %5943, %6076
  %6078 = fadd float %6077, %6071
  %6079 = add i32 3840, %6057
  %6080 = sext i32 %6079 to i64
  %6081 = mul i64 %6080, 4
  %6082 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6081
  %6083 = load float, ptr addrspace(3) %6082, align 4
  %6084 = fmul float %5980, %6083
  %6085 = fadd float %6084, %6078
  %6086 = add i32 %238, %6057
  %6087 = fdiv float %6085, %6016
  %6088 = sext i32 %6086 to i64
  %6089 = mul i64 %6088, 4
  %6090 = getelementptr i8, ptr addrspace(1) %0, i64 %6089
  store float %6087, ptr addrspace(1) %6090, align 4
  %6091 = load i32, ptr addrspace(5) %v133, align 4
  %6092 = add i32 %6091, 128
  store i32 %6092, ptr addrspace(5) %v133, align 4
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
