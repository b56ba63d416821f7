; ModuleID = 'strata_attn_prefill_mma_f16kv'
source_filename = "strata_attn_prefill_mma_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [17408 x i8] undef, align 16
@lds2 = internal addrspace(3) global [17408 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_mma_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
entry:
  %v68 = alloca i32, align 4, addrspace(5)
  %v67 = alloca float, align 4, addrspace(5)
  %v66 = alloca float, align 4, addrspace(5)
  %v65 = alloca float, align 4, addrspace(5)
  %v64 = alloca float, align 4, addrspace(5)
  %v63 = alloca float, align 4, addrspace(5)
  %v62 = alloca float, align 4, addrspace(5)
  %v61 = alloca float, align 4, addrspace(5)
  %v60 = alloca float, align 4, addrspace(5)
  %v59 = alloca float, align 4, addrspace(5)
  %v58 = alloca float, align 4, addrspace(5)
  %v57 = alloca float, align 4, addrspace(5)
  %v56 = alloca float, align 4, addrspace(5)
  %v55 = alloca float, align 4, addrspace(5)
  %v54 = alloca float, align 4, addrspace(5)
  %v53 = alloca float, align 4, addrspace(5)
  %v52 = alloca float, align 4, addrspace(5)
  %v51 = alloca float, align 4, addrspace(5)
  %v50 = alloca float, align 4, addrspace(5)
  %v49 = alloca float, align 4, addrspace(5)
  %v48 = alloca float, align 4, addrspace(5)
  %v47 = alloca float, align 4, addrspace(5)
  %v46 = alloca float, align 4, addrspace(5)
  %v45 = alloca float, align 4, addrspace(5)
  %v44 = alloca float, align 4, addrspace(5)
  %v43 = alloca float, align 4, addrspace(5)
  %v42 = alloca float, align 4, addrspace(5)
  %v41 = alloca float, align 4, addrspace(5)
  %v40 = alloca float, align 4, addrspace(5)
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
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = lshr i32 %12, 5
  %14 = lshr i32 %11, 2
  %15 = and i32 %11, 3
  %16 = call i32 @llvm.amdgcn.workgroup.id.x()
  %17 = call i32 @llvm.amdgcn.workgroup.id.y()
  %18 = udiv i32 %4, %5
  %19 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = getelementptr i8, ptr addrspace(1) %7, i64 4
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = sub i32 %22, %20
  %24 = sub i32 %23, 1
  %25 = mul i32 %17, 64
  %26 = mul i32 %13, 16
  %27 = add i32 %25, %26
  %28 = add i32 %14, 0
  %29 = add i32 %27, %28
  %30 = udiv i32 %29, %18
  %31 = mul i32 %16, %18
  %32 = urem i32 %29, %18
  %33 = add i32 %31, %32
  %34 = icmp sle i32 %30, %24
  %35 = select i1 %34, i32 %30, i32 %24
  %36 = mul i32 %35, %4
  %37 = add i32 %36, %33
  %38 = mul i32 %37, %6
  %39 = add i32 %20, %35
  %40 = add i32 %14, 8
  %41 = add i32 %27, %40
  %42 = udiv i32 %41, %18
  %43 = mul i32 %16, %18
  %44 = urem i32 %41, %18
  %45 = add i32 %43, %44
  %46 = icmp sle i32 %42, %24
  %47 = select i1 %46, i32 %42, i32 %24
  %48 = mul i32 %47, %4
  %49 = add i32 %48, %45
  %50 = mul i32 %49, %6
  %51 = add i32 %20, %47
  %52 = mul i32 %15, 2
  %53 = add i32 0, %52
  %54 = add i32 %53, 8
  %55 = icmp slt i32 %53, %6
  %56 = add i32 %38, %53
  %57 = select i1 %55, i32 %56, i32 %38
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) %1, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = select i1 %55, float %61, float 0.000000e+00
  %63 = add i32 %57, 1
  %64 = select i1 %55, i32 %63, i32 %38
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = select i1 %55, float %68, float 0.000000e+00
  %70 = fptrunc float %62 to half
  %71 = bitcast half %70 to i16
  %72 = zext i16 %71 to i32
  %73 = fptrunc float %69 to half
  %74 = bitcast half %73 to i16
  %75 = zext i16 %74 to i32
  %76 = shl i32 %75, 16
  %77 = or i32 %72, %76
  %78 = icmp slt i32 %53, %6
  %79 = add i32 %50, %53
  %80 = select i1 %78, i32 %79, i32 %50
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = select i1 %78, float %84, float 0.000000e+00
  %86 = add i32 %80, 1
  %87 = select i1 %78, i32 %86, i32 %50
  %88 = sext i32 %87 to i64
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr addrspace(1) %1, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = select i1 %78, float %91, float 0.000000e+00
  %93 = fptrunc float %85 to half
  %94 = bitcast half %93 to i16
  %95 = zext i16 %94 to i32
  %96 = fptrunc float %92 to half
  %97 = bitcast half %96 to i16
  %98 = zext i16 %97 to i32
  %99 = shl i32 %98, 16
  %100 = or i32 %95, %99
  %101 = icmp slt i32 %54, %6
  %102 = add i32 %38, %54
  %103 = select i1 %101, i32 %102, i32 %38
  %104 = sext i32 %103 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %1, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = select i1 %101, float %107, float 0.000000e+00
  %109 = add i32 %103, 1
  %110 = select i1 %101, i32 %109, i32 %38
  %111 = sext i32 %110 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = select i1 %101, float %114, float 0.000000e+00
  %116 = fptrunc float %108 to half
  %117 = bitcast half %116 to i16
  %118 = zext i16 %117 to i32
  %119 = fptrunc float %115 to half
  %120 = bitcast half %119 to i16
  %121 = zext i16 %120 to i32
  %122 = shl i32 %121, 16
  %123 = or i32 %118, %122
  %124 = icmp slt i32 %54, %6
  %125 = add i32 %50, %54
  %126 = select i1 %124, i32 %125, i32 %50
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %1, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = select i1 %124, float %130, float 0.000000e+00
  %132 = add i32 %126, 1
  %133 = select i1 %124, i32 %132, i32 %50
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %1, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = select i1 %124, float %137, float 0.000000e+00
  %139 = fptrunc float %131 to half
  %140 = bitcast half %139 to i16
  %141 = zext i16 %140 to i32
  %142 = fptrunc float %138 to half
  %143 = bitcast half %142 to i16
  %144 = zext i16 %143 to i32
  %145 = shl i32 %144, 16
  %146 = or i32 %141, %145
  %147 = mul i32 %15, 2
  %148 = add i32 16, %147
  %149 = add i32 %148, 8
  %150 = icmp slt i32 %148, %6
  %151 = add i32 %38, %148
  %152 = select i1 %150, i32 %151, i32 %38
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %150, float %156, float 0.000000e+00
  %158 = add i32 %152, 1
  %159 = select i1 %150, i32 %158, i32 %38
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %150, float %163, float 0.000000e+00
  %165 = fptrunc float %157 to half
  %166 = bitcast half %165 to i16
  %167 = zext i16 %166 to i32
  %168 = fptrunc float %164 to half
  %169 = bitcast half %168 to i16
  %170 = zext i16 %169 to i32
  %171 = shl i32 %170, 16
  %172 = or i32 %167, %171
  %173 = icmp slt i32 %148, %6
  %174 = add i32 %50, %148
  %175 = select i1 %173, i32 %174, i32 %50
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %1, i64 %177
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = select i1 %173, float %179, float 0.000000e+00
  %181 = add i32 %175, 1
  %182 = select i1 %173, i32 %181, i32 %50
  %183 = sext i32 %182 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %1, i64 %184
  %186 = load float, ptr addrspace(1) %185, align 4
  %187 = select i1 %173, float %186, float 0.000000e+00
  %188 = fptrunc float %180 to half
  %189 = bitcast half %188 to i16
  %190 = zext i16 %189 to i32
  %191 = fptrunc float %187 to half
  %192 = bitcast half %191 to i16
  %193 = zext i16 %192 to i32
  %194 = shl i32 %193, 16
  %195 = or i32 %190, %194
  %196 = icmp slt i32 %149, %6
  %197 = add i32 %38, %149
  %198 = select i1 %196, i32 %197, i32 %38
  %199 = sext i32 %198 to i64
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %1, i64 %200
  %202 = load float, ptr addrspace(1) %201, align 4
  %203 = select i1 %196, float %202, float 0.000000e+00
  %204 = add i32 %198, 1
  %205 = select i1 %196, i32 %204, i32 %38
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %1, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = select i1 %196, float %209, float 0.000000e+00
  %211 = fptrunc float %203 to half
  %212 = bitcast half %211 to i16
  %213 = zext i16 %212 to i32
  %214 = fptrunc float %210 to half
  %215 = bitcast half %214 to i16
  %216 = zext i16 %215 to i32
  %217 = shl i32 %216, 16
  %218 = or i32 %213, %217
  %219 = icmp slt i32 %149, %6
  %220 = add i32 %50, %149
  %221 = select i1 %219, i32 %220, i32 %50
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %1, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = select i1 %219, float %225, float 0.000000e+00
  %227 = add i32 %221, 1
  %228 = select i1 %219, i32 %227, i32 %50
  %229 = sext i32 %228 to i64
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr addrspace(1) %1, i64 %230
  %232 = load float, ptr addrspace(1) %231, align 4
  %233 = select i1 %219, float %232, float 0.000000e+00
  %234 = fptrunc float %226 to half
  %235 = bitcast half %234 to i16
  %236 = zext i16 %235 to i32
  %237 = fptrunc float %233 to half
  %238 = bitcast half %237 to i16
  %239 = zext i16 %238 to i32
  %240 = shl i32 %239, 16
  %241 = or i32 %236, %240
  %242 = mul i32 %15, 2
  %243 = add i32 32, %242
  %244 = add i32 %243, 8
  %245 = icmp slt i32 %243, %6
  %246 = add i32 %38, %243
  %247 = select i1 %245, i32 %246, i32 %38
  %248 = sext i32 %247 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = select i1 %245, float %251, float 0.000000e+00
  %253 = add i32 %247, 1
  %254 = select i1 %245, i32 %253, i32 %38
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %1, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = select i1 %245, float %258, float 0.000000e+00
  %260 = fptrunc float %252 to half
  %261 = bitcast half %260 to i16
  %262 = zext i16 %261 to i32
  %263 = fptrunc float %259 to half
  %264 = bitcast half %263 to i16
  %265 = zext i16 %264 to i32
  %266 = shl i32 %265, 16
  %267 = or i32 %262, %266
  %268 = icmp slt i32 %243, %6
  %269 = add i32 %50, %243
  %270 = select i1 %268, i32 %269, i32 %50
  %271 = sext i32 %270 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = select i1 %268, float %274, float 0.000000e+00
  %276 = add i32 %270, 1
  %277 = select i1 %268, i32 %276, i32 %50
  %278 = sext i32 %277 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %1, i64 %279
  %281 = load float, ptr addrspace(1) %280, align 4
  %282 = select i1 %268, float %281, float 0.000000e+00
  %283 = fptrunc float %275 to half
  %284 = bitcast half %283 to i16
  %285 = zext i16 %284 to i32
  %286 = fptrunc float %282 to half
  %287 = bitcast half %286 to i16
  %288 = zext i16 %287 to i32
  %289 = shl i32 %288, 16
  %290 = or i32 %285, %289
  %291 = icmp slt i32 %244, %6
  %292 = add i32 %38, %244
  %293 = select i1 %291, i32 %292, i32 %38
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %1, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4
  %298 = select i1 %291, float %297, float 0.000000e+00
  %299 = add i32 %293, 1
  %300 = select i1 %291, i32 %299, i32 %38
  %301 = sext i32 %300 to i64
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr addrspace(1) %1, i64 %302
  %304 = load float, ptr addrspace(1) %303, align 4
  %305 = select i1 %291, float %304, float 0.000000e+00
  %306 = fptrunc float %298 to half
  %307 = bitcast half %306 to i16
  %308 = zext i16 %307 to i32
  %309 = fptrunc float %305 to half
  %310 = bitcast half %309 to i16
  %311 = zext i16 %310 to i32
  %312 = shl i32 %311, 16
  %313 = or i32 %308, %312
  %314 = icmp slt i32 %244, %6
  %315 = add i32 %50, %244
  %316 = select i1 %314, i32 %315, i32 %50
  %317 = sext i32 %316 to i64
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %1, i64 %318
  %320 = load float, ptr addrspace(1) %319, align 4
  %321 = select i1 %314, float %320, float 0.000000e+00
  %322 = add i32 %316, 1
  %323 = select i1 %314, i32 %322, i32 %50
  %324 = sext i32 %323 to i64
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %1, i64 %325
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = select i1 %314, float %327, float 0.000000e+00
  %329 = fptrunc float %321 to half
  %330 = bitcast half %329 to i16
  %331 = zext i16 %330 to i32
  %332 = fptrunc float %328 to half
  %333 = bitcast half %332 to i16
  %334 = zext i16 %333 to i32
  %335 = shl i32 %334, 16
  %336 = or i32 %331, %335
  %337 = mul i32 %15, 2
  %338 = add i32 48, %337
  %339 = add i32 %338, 8
  %340 = icmp slt i32 %338, %6
  %341 = add i32 %38, %338
  %342 = select i1 %340, i32 %341, i32 %38
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(1) %1, i64 %344
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = select i1 %340, float %346, float 0.000000e+00
  %348 = add i32 %342, 1
  %349 = select i1 %340, i32 %348, i32 %38
  %350 = sext i32 %349 to i64
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %1, i64 %351
  %353 = load float, ptr addrspace(1) %352, align 4
  %354 = select i1 %340, float %353, float 0.000000e+00
  %355 = fptrunc float %347 to half
  %356 = bitcast half %355 to i16
  %357 = zext i16 %356 to i32
  %358 = fptrunc float %354 to half
  %359 = bitcast half %358 to i16
  %360 = zext i16 %359 to i32
  %361 = shl i32 %360, 16
  %362 = or i32 %357, %361
  %363 = icmp slt i32 %338, %6
  %364 = add i32 %50, %338
  %365 = select i1 %363, i32 %364, i32 %50
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %1, i64 %367
  %369 = load float, ptr addrspace(1) %368, align 4
  %370 = select i1 %363, float %369, float 0.000000e+00
  %371 = add i32 %365, 1
  %372 = select i1 %363, i32 %371, i32 %50
  %373 = sext i32 %372 to i64
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %1, i64 %374
  %376 = load float, ptr addrspace(1) %375, align 4
  %377 = select i1 %363, float %376, float 0.000000e+00
  %378 = fptrunc float %370 to half
  %379 = bitcast half %378 to i16
  %380 = zext i16 %379 to i32
  %381 = fptrunc float %377 to half
  %382 = bitcast half %381 to i16
  %383 = zext i16 %382 to i32
  %384 = shl i32 %383, 16
  %385 = or i32 %380, %384
  %386 = icmp slt i32 %339, %6
  %387 = add i32 %38, %339
  %388 = select i1 %386, i32 %387, i32 %38
  %389 = sext i32 %388 to i64
  %390 = mul i64 %389, 4
  %391 = getelementptr i8, ptr addrspace(1) %1, i64 %390
  %392 = load float, ptr addrspace(1) %391, align 4
  %393 = select i1 %386, float %392, float 0.000000e+00
  %394 = add i32 %388, 1
  %395 = select i1 %386, i32 %394, i32 %38
  %396 = sext i32 %395 to i64
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(1) %1, i64 %397
  %399 = load float, ptr addrspace(1) %398, align 4
  %400 = select i1 %386, float %399, float 0.000000e+00
  %401 = fptrunc float %393 to half
  %402 = bitcast half %401 to i16
  %403 = zext i16 %402 to i32
  %404 = fptrunc float %400 to half
  %405 = bitcast half %404 to i16
  %406 = zext i16 %405 to i32
  %407 = shl i32 %406, 16
  %408 = or i32 %403, %407
  %409 = icmp slt i32 %339, %6
  %410 = add i32 %50, %339
  %411 = select i1 %409, i32 %410, i32 %50
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %1, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = select i1 %409, float %415, float 0.000000e+00
  %417 = add i32 %411, 1
  %418 = select i1 %409, i32 %417, i32 %50
  %419 = sext i32 %418 to i64
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr addrspace(1) %1, i64 %420
  %422 = load float, ptr addrspace(1) %421, align 4
  %423 = select i1 %409, float %422, float 0.000000e+00
  %424 = fptrunc float %416 to half
  %425 = bitcast half %424 to i16
  %426 = zext i16 %425 to i32
  %427 = fptrunc float %423 to half
  %428 = bitcast half %427 to i16
  %429 = zext i16 %428 to i32
  %430 = shl i32 %429, 16
  %431 = or i32 %426, %430
  %432 = mul i32 %15, 2
  %433 = add i32 64, %432
  %434 = add i32 %433, 8
  %435 = icmp slt i32 %433, %6
  %436 = add i32 %38, %433
  %437 = select i1 %435, i32 %436, i32 %38
  %438 = sext i32 %437 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %1, i64 %439
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = select i1 %435, float %441, float 0.000000e+00
  %443 = add i32 %437, 1
  %444 = select i1 %435, i32 %443, i32 %38
  %445 = sext i32 %444 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %1, i64 %446
  %448 = load float, ptr addrspace(1) %447, align 4
  %449 = select i1 %435, float %448, float 0.000000e+00
  %450 = fptrunc float %442 to half
  %451 = bitcast half %450 to i16
  %452 = zext i16 %451 to i32
  %453 = fptrunc float %449 to half
  %454 = bitcast half %453 to i16
  %455 = zext i16 %454 to i32
  %456 = shl i32 %455, 16
  %457 = or i32 %452, %456
  %458 = icmp slt i32 %433, %6
  %459 = add i32 %50, %433
  %460 = select i1 %458, i32 %459, i32 %50
  %461 = sext i32 %460 to i64
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %1, i64 %462
  %464 = load float, ptr addrspace(1) %463, align 4
  %465 = select i1 %458, float %464, float 0.000000e+00
  %466 = add i32 %460, 1
  %467 = select i1 %458, i32 %466, i32 %50
  %468 = sext i32 %467 to i64
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(1) %1, i64 %469
  %471 = load float, ptr addrspace(1) %470, align 4
  %472 = select i1 %458, float %471, float 0.000000e+00
  %473 = fptrunc float %465 to half
  %474 = bitcast half %473 to i16
  %475 = zext i16 %474 to i32
  %476 = fptrunc float %472 to half
  %477 = bitcast half %476 to i16
  %478 = zext i16 %477 to i32
  %479 = shl i32 %478, 16
  %480 = or i32 %475, %479
  %481 = icmp slt i32 %434, %6
  %482 = add i32 %38, %434
  %483 = select i1 %481, i32 %482, i32 %38
  %484 = sext i32 %483 to i64
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %1, i64 %485
  %487 = load float, ptr addrspace(1) %486, align 4
  %488 = select i1 %481, float %487, float 0.000000e+00
  %489 = add i32 %483, 1
  %490 = select i1 %481, i32 %489, i32 %38
  %491 = sext i32 %490 to i64
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %1, i64 %492
  %494 = load float, ptr addrspace(1) %493, align 4
  %495 = select i1 %481, float %494, float 0.000000e+00
  %496 = fptrunc float %488 to half
  %497 = bitcast half %496 to i16
  %498 = zext i16 %497 to i32
  %499 = fptrunc float %495 to half
  %500 = bitcast half %499 to i16
  %501 = zext i16 %500 to i32
  %502 = shl i32 %501, 16
  %503 = or i32 %498, %502
  %504 = icmp slt i32 %434, %6
  %505 = add i32 %50, %434
  %506 = select i1 %504, i32 %505, i32 %50
  %507 = sext i32 %506 to i64
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr addrspace(1) %1, i64 %508
  %510 = load float, ptr addrspace(1) %509, align 4
  %511 = select i1 %504, float %510, float 0.000000e+00
  %512 = add i32 %506, 1
  %513 = select i1 %504, i32 %512, i32 %50
  %514 = sext i32 %513 to i64
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr addrspace(1) %1, i64 %515
  %517 = load float, ptr addrspace(1) %516, align 4
  %518 = select i1 %504, float %517, float 0.000000e+00
  %519 = fptrunc float %511 to half
  %520 = bitcast half %519 to i16
  %521 = zext i16 %520 to i32
  %522 = fptrunc float %518 to half
  %523 = bitcast half %522 to i16
  %524 = zext i16 %523 to i32
  %525 = shl i32 %524, 16
  %526 = or i32 %521, %525
  %527 = mul i32 %15, 2
  %528 = add i32 80, %527
  %529 = add i32 %528, 8
  %530 = icmp slt i32 %528, %6
  %531 = add i32 %38, %528
  %532 = select i1 %530, i32 %531, i32 %38
  %533 = sext i32 %532 to i64
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %1, i64 %534
  %536 = load float, ptr addrspace(1) %535, align 4
  %537 = select i1 %530, float %536, float 0.000000e+00
  %538 = add i32 %532, 1
  %539 = select i1 %530, i32 %538, i32 %38
  %540 = sext i32 %539 to i64
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr addrspace(1) %1, i64 %541
  %543 = load float, ptr addrspace(1) %542, align 4
  %544 = select i1 %530, float %543, float 0.000000e+00
  %545 = fptrunc float %537 to half
  %546 = bitcast half %545 to i16
  %547 = zext i16 %546 to i32
  %548 = fptrunc float %544 to half
  %549 = bitcast half %548 to i16
  %550 = zext i16 %549 to i32
  %551 = shl i32 %550, 16
  %552 = or i32 %547, %551
  %553 = icmp slt i32 %528, %6
  %554 = add i32 %50, %528
  %555 = select i1 %553, i32 %554, i32 %50
  %556 = sext i32 %555 to i64
  %557 = mul i64 %556, 4
  %558 = getelementptr i8, ptr addrspace(1) %1, i64 %557
  %559 = load float, ptr addrspace(1) %558, align 4
  %560 = select i1 %553, float %559, float 0.000000e+00
  %561 = add i32 %555, 1
  %562 = select i1 %553, i32 %561, i32 %50
  %563 = sext i32 %562 to i64
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %1, i64 %564
  %566 = load float, ptr addrspace(1) %565, align 4
  %567 = select i1 %553, float %566, float 0.000000e+00
  %568 = fptrunc float %560 to half
  %569 = bitcast half %568 to i16
  %570 = zext i16 %569 to i32
  %571 = fptrunc float %567 to half
  %572 = bitcast half %571 to i16
  %573 = zext i16 %572 to i32
  %574 = shl i32 %573, 16
  %575 = or i32 %570, %574
  %576 = icmp slt i32 %529, %6
  %577 = add i32 %38, %529
  %578 = select i1 %576, i32 %577, i32 %38
  %579 = sext i32 %578 to i64
  %580 = mul i64 %579, 4
  %581 = getelementptr i8, ptr addrspace(1) %1, i64 %580
  %582 = load float, ptr addrspace(1) %581, align 4
  %583 = select i1 %576, float %582, float 0.000000e+00
  %584 = add i32 %578, 1
  %585 = select i1 %576, i32 %584, i32 %38
  %586 = sext i32 %585 to i64
  %587 = mul i64 %586, 4
  %588 = getelementptr i8, ptr addrspace(1) %1, i64 %587
  %589 = load float, ptr addrspace(1) %588, align 4
  %590 = select i1 %576, float %589, float 0.000000e+00
  %591 = fptrunc float %583 to half
  %592 = bitcast half %591 to i16
  %593 = zext i16 %592 to i32
  %594 = fptrunc float %590 to half
  %595 = bitcast half %594 to i16
  %596 = zext i16 %595 to i32
  %597 = shl i32 %596, 16
  %598 = or i32 %593, %597
  %599 = icmp slt i32 %529, %6
  %600 = add i32 %50, %529
  %601 = select i1 %599, i32 %600, i32 %50
  %602 = sext i32 %601 to i64
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %1, i64 %603
  %605 = load float, ptr addrspace(1) %604, align 4
  %606 = select i1 %599, float %605, float 0.000000e+00
  %607 = add i32 %601, 1
  %608 = select i1 %599, i32 %607, i32 %50
  %609 = sext i32 %608 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(1) %1, i64 %610
  %612 = load float, ptr addrspace(1) %611, align 4
  %613 = select i1 %599, float %612, float 0.000000e+00
  %614 = fptrunc float %606 to half
  %615 = bitcast half %614 to i16
  %616 = zext i16 %615 to i32
  %617 = fptrunc float %613 to half
  %618 = bitcast half %617 to i16
  %619 = zext i16 %618 to i32
  %620 = shl i32 %619, 16
  %621 = or i32 %616, %620
  %622 = mul i32 %15, 2
  %623 = add i32 96, %622
  %624 = add i32 %623, 8
  %625 = icmp slt i32 %623, %6
  %626 = add i32 %38, %623
  %627 = select i1 %625, i32 %626, i32 %38
  %628 = sext i32 %627 to i64
  %629 = mul i64 %628, 4
  %630 = getelementptr i8, ptr addrspace(1) %1, i64 %629
  %631 = load float, ptr addrspace(1) %630, align 4
  %632 = select i1 %625, float %631, float 0.000000e+00
  %633 = add i32 %627, 1
  %634 = select i1 %625, i32 %633, i32 %38
  %635 = sext i32 %634 to i64
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr addrspace(1) %1, i64 %636
  %638 = load float, ptr addrspace(1) %637, align 4
  %639 = select i1 %625, float %638, float 0.000000e+00
  %640 = fptrunc float %632 to half
  %641 = bitcast half %640 to i16
  %642 = zext i16 %641 to i32
  %643 = fptrunc float %639 to half
  %644 = bitcast half %643 to i16
  %645 = zext i16 %644 to i32
  %646 = shl i32 %645, 16
  %647 = or i32 %642, %646
  %648 = icmp slt i32 %623, %6
  %649 = add i32 %50, %623
  %650 = select i1 %648, i32 %649, i32 %50
  %651 = sext i32 %650 to i64
  %652 = mul i64 %651, 4
  %653 = getelementptr i8, ptr addrspace(1) %1, i64 %652
  %654 = load float, ptr addrspace(1) %653, align 4
  %655 = select i1 %648, float %654, float 0.000000e+00
  %656 = add i32 %650, 1
  %657 = select i1 %648, i32 %656, i32 %50
  %658 = sext i32 %657 to i64
  %659 = mul i64 %658, 4
  %660 = getelementptr i8, ptr addrspace(1) %1, i64 %659
  %661 = load float, ptr addrspace(1) %660, align 4
  %662 = select i1 %648, float %661, float 0.000000e+00
  %663 = fptrunc float %655 to half
  %664 = bitcast half %663 to i16
  %665 = zext i16 %664 to i32
  %666 = fptrunc float %662 to half
  %667 = bitcast half %666 to i16
  %668 = zext i16 %667 to i32
  %669 = shl i32 %668, 16
  %670 = or i32 %665, %669
  %671 = icmp slt i32 %624, %6
  %672 = add i32 %38, %624
  %673 = select i1 %671, i32 %672, i32 %38
  %674 = sext i32 %673 to i64
  %675 = mul i64 %674, 4
  %676 = getelementptr i8, ptr addrspace(1) %1, i64 %675
  %677 = load float, ptr addrspace(1) %676, align 4
  %678 = select i1 %671, float %677, float 0.000000e+00
  %679 = add i32 %673, 1
  %680 = select i1 %671, i32 %679, i32 %38
  %681 = sext i32 %680 to i64
  %682 = mul i64 %681, 4
  %683 = getelementptr i8, ptr addrspace(1) %1, i64 %682
  %684 = load float, ptr addrspace(1) %683, align 4
  %685 = select i1 %671, float %684, float 0.000000e+00
  %686 = fptrunc float %678 to half
  %687 = bitcast half %686 to i16
  %688 = zext i16 %687 to i32
  %689 = fptrunc float %685 to half
  %690 = bitcast half %689 to i16
  %691 = zext i16 %690 to i32
  %692 = shl i32 %691, 16
  %693 = or i32 %688, %692
  %694 = icmp slt i32 %624, %6
  %695 = add i32 %50, %624
  %696 = select i1 %694, i32 %695, i32 %50
  %697 = sext i32 %696 to i64
  %698 = mul i64 %697, 4
  %699 = getelementptr i8, ptr addrspace(1) %1, i64 %698
  %700 = load float, ptr addrspace(1) %699, align 4
  %701 = select i1 %694, float %700, float 0.000000e+00
  %702 = add i32 %696, 1
  %703 = select i1 %694, i32 %702, i32 %50
  %704 = sext i32 %703 to i64
  %705 = mul i64 %704, 4
  %706 = getelementptr i8, ptr addrspace(1) %1, i64 %705
  %707 = load float, ptr addrspace(1) %706, align 4
  %708 = select i1 %694, float %707, float 0.000000e+00
  %709 = fptrunc float %701 to half
  %710 = bitcast half %709 to i16
  %711 = zext i16 %710 to i32
  %712 = fptrunc float %708 to half
  %713 = bitcast half %712 to i16
  %714 = zext i16 %713 to i32
  %715 = shl i32 %714, 16
  %716 = or i32 %711, %715
  %717 = mul i32 %15, 2
  %718 = add i32 112, %717
  %719 = add i32 %718, 8
  %720 = icmp slt i32 %718, %6
  %721 = add i32 %38, %718
  %722 = select i1 %720, i32 %721, i32 %38
  %723 = sext i32 %722 to i64
  %724 = mul i64 %723, 4
  %725 = getelementptr i8, ptr addrspace(1) %1, i64 %724
  %726 = load float, ptr addrspace(1) %725, align 4
  %727 = select i1 %720, float %726, float 0.000000e+00
  %728 = add i32 %722, 1
  %729 = select i1 %720, i32 %728, i32 %38
  %730 = sext i32 %729 to i64
  %731 = mul i64 %730, 4
  %732 = getelementptr i8, ptr addrspace(1) %1, i64 %731
  %733 = load float, ptr addrspace(1) %732, align 4
  %734 = select i1 %720, float %733, float 0.000000e+00
  %735 = fptrunc float %727 to half
  %736 = bitcast half %735 to i16
  %737 = zext i16 %736 to i32
  %738 = fptrunc float %734 to half
  %739 = bitcast half %738 to i16
  %740 = zext i16 %739 to i32
  %741 = shl i32 %740, 16
  %742 = or i32 %737, %741
  %743 = icmp slt i32 %718, %6
  %744 = add i32 %50, %718
  %745 = select i1 %743, i32 %744, i32 %50
  %746 = sext i32 %745 to i64
  %747 = mul i64 %746, 4
  %748 = getelementptr i8, ptr addrspace(1) %1, i64 %747
  %749 = load float, ptr addrspace(1) %748, align 4
  %750 = select i1 %743, float %749, float 0.000000e+00
  %751 = add i32 %745, 1
  %752 = select i1 %743, i32 %751, i32 %50
  %753 = sext i32 %752 to i64
  %754 = mul i64 %753, 4
  %755 = getelementptr i8, ptr addrspace(1) %1, i64 %754
  %756 = load float, ptr addrspace(1) %755, align 4
  %757 = select i1 %743, float %756, float 0.000000e+00
  %758 = fptrunc float %750 to half
  %759 = bitcast half %758 to i16
  %760 = zext i16 %759 to i32
  %761 = fptrunc float %757 to half
  %762 = bitcast half %761 to i16
  %763 = zext i16 %762 to i32
  %764 = shl i32 %763, 16
  %765 = or i32 %760, %764
  %766 = icmp slt i32 %719, %6
  %767 = add i32 %38, %719
  %768 = select i1 %766, i32 %767, i32 %38
  %769 = sext i32 %768 to i64
  %770 = mul i64 %769, 4
  %771 = getelementptr i8, ptr addrspace(1) %1, i64 %770
  %772 = load float, ptr addrspace(1) %771, align 4
  %773 = select i1 %766, float %772, float 0.000000e+00
  %774 = add i32 %768, 1
  %775 = select i1 %766, i32 %774, i32 %38
  %776 = sext i32 %775 to i64
  %777 = mul i64 %776, 4
  %778 = getelementptr i8, ptr addrspace(1) %1, i64 %777
  %779 = load float, ptr addrspace(1) %778, align 4
  %780 = select i1 %766, float %779, float 0.000000e+00
  %781 = fptrunc float %773 to half
  %782 = bitcast half %781 to i16
  %783 = zext i16 %782 to i32
  %784 = fptrunc float %780 to half
  %785 = bitcast half %784 to i16
  %786 = zext i16 %785 to i32
  %787 = shl i32 %786, 16
  %788 = or i32 %783, %787
  %789 = icmp slt i32 %719, %6
  %790 = add i32 %50, %719
  %791 = select i1 %789, i32 %790, i32 %50
  %792 = sext i32 %791 to i64
  %793 = mul i64 %792, 4
  %794 = getelementptr i8, ptr addrspace(1) %1, i64 %793
  %795 = load float, ptr addrspace(1) %794, align 4
  %796 = select i1 %789, float %795, float 0.000000e+00
  %797 = add i32 %791, 1
  %798 = select i1 %789, i32 %797, i32 %50
  %799 = sext i32 %798 to i64
  %800 = mul i64 %799, 4
  %801 = getelementptr i8, ptr addrspace(1) %1, i64 %800
  %802 = load float, ptr addrspace(1) %801, align 4
  %803 = select i1 %789, float %802, float 0.000000e+00
  %804 = fptrunc float %796 to half
  %805 = bitcast half %804 to i16
  %806 = zext i16 %805 to i32
  %807 = fptrunc float %803 to half
  %808 = bitcast half %807 to i16
  %809 = zext i16 %808 to i32
  %810 = shl i32 %809, 16
  %811 = or i32 %806, %810
  store float 0xFFF0000000000000, ptr addrspace(5) %v, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v1, align 4
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0.000000e+00, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store float 0.000000e+00, ptr addrspace(5) %v18, align 4
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store float 0.000000e+00, ptr addrspace(5) %v28, align 4
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  store float 0.000000e+00, ptr addrspace(5) %v34, align 4
  store float 0.000000e+00, ptr addrspace(5) %v35, align 4
  store float 0.000000e+00, ptr addrspace(5) %v36, align 4
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store float 0.000000e+00, ptr addrspace(5) %v38, align 4
  store float 0.000000e+00, ptr addrspace(5) %v39, align 4
  store float 0.000000e+00, ptr addrspace(5) %v40, align 4
  store float 0.000000e+00, ptr addrspace(5) %v41, align 4
  store float 0.000000e+00, ptr addrspace(5) %v42, align 4
  store float 0.000000e+00, ptr addrspace(5) %v43, align 4
  store float 0.000000e+00, ptr addrspace(5) %v44, align 4
  store float 0.000000e+00, ptr addrspace(5) %v45, align 4
  store float 0.000000e+00, ptr addrspace(5) %v46, align 4
  store float 0.000000e+00, ptr addrspace(5) %v47, align 4
  store float 0.000000e+00, ptr addrspace(5) %v48, align 4
  store float 0.000000e+00, ptr addrspace(5) %v49, align 4
  store float 0.000000e+00, ptr addrspace(5) %v50, align 4
  store float 0.000000e+00, ptr addrspace(5) %v51, align 4
  store float 0.000000e+00, ptr addrspace(5) %v52, align 4
  store float 0.000000e+00, ptr addrspace(5) %v53, align 4
  store float 0.000000e+00, ptr addrspace(5) %v54, align 4
  store float 0.000000e+00, ptr addrspace(5) %v55, align 4
  store float 0.000000e+00, ptr addrspace(5) %v56, align 4
  store float 0.000000e+00, ptr addrspace(5) %v57, align 4
  store float 0.000000e+00, ptr addrspace(5) %v58, align 4
  store float 0.000000e+00, ptr addrspace(5) %v59, align 4
  store float 0.000000e+00, ptr addrspace(5) %v60, align 4
  store float 0.000000e+00, ptr addrspace(5) %v61, align 4
  store float 0.000000e+00, ptr addrspace(5) %v62, align 4
  store float 0.000000e+00, ptr addrspace(5) %v63, align 4
  store float 0.000000e+00, ptr addrspace(5) %v64, align 4
  store float 0.000000e+00, ptr addrspace(5) %v65, align 4
  store float 0.000000e+00, ptr addrspace(5) %v66, align 4
  store float 0.000000e+00, ptr addrspace(5) %v67, align 4
  %812 = mul i32 %23, %18
  %813 = add i32 %25, 63
  %814 = sub i32 %812, 1
  %815 = icmp slt i32 %813, %814
  %816 = select i1 %815, i32 %813, i32 %814
  %817 = udiv i32 %816, %18
  %818 = add i32 %20, %817
  %819 = add i32 %818, 1
  %820 = sub i32 %819, 1
  %821 = add i32 %819, 31
  %822 = udiv i32 %821, 32
  %823 = fmul float %8, 0x3FF7154760000000
  %824 = add i32 %9, 0
  %825 = lshr i32 %824, 4
  %826 = and i32 %824, 15
  %827 = shl i32 %826, 3
  %828 = add i32 %827, 8
  %829 = icmp sle i32 %828, %6
  %830 = add i32 0, %825
  %831 = icmp sgt i32 %830, %820
  %832 = select i1 %831, i32 %820, i32 %830
  %833 = mul i32 %832, %5
  %834 = mul i32 %833, %6
  %835 = mul i32 %16, %6
  %836 = add i32 %834, %835
  %837 = select i1 %829, i32 %827, i32 0
  %838 = add i32 %836, %837
  %839 = sext i32 %838 to i64
  %840 = shl i64 %839, 1
  %841 = mul i32 %825, 68
  %842 = shl i32 %826, 2
  %843 = add i32 %841, %842
  %844 = add i32 0, %843
  %845 = sext i32 %844 to i64
  %846 = shl i64 %845, 2
  %847 = getelementptr i8, ptr addrspace(3) @lds1, i64 %846
  %848 = getelementptr i8, ptr addrspace(1) %2, i64 %840
  %849 = getelementptr i8, ptr addrspace(1) %848, i64 0
  %850 = load i32, ptr addrspace(1) %849, align 4
  %851 = select i1 %829, i32 %850, i32 0
  %852 = getelementptr i8, ptr addrspace(3) %847, i64 0
  %853 = getelementptr i8, ptr addrspace(3) %852, i64 0
  store i32 %851, ptr addrspace(3) %853, align 4
  %854 = getelementptr i8, ptr addrspace(1) %848, i64 4
  %855 = load i32, ptr addrspace(1) %854, align 4
  %856 = select i1 %829, i32 %855, i32 0
  %857 = getelementptr i8, ptr addrspace(3) %847, i64 4
  %858 = getelementptr i8, ptr addrspace(3) %857, i64 0
  store i32 %856, ptr addrspace(3) %858, align 4
  %859 = getelementptr i8, ptr addrspace(1) %848, i64 8
  %860 = load i32, ptr addrspace(1) %859, align 4
  %861 = select i1 %829, i32 %860, i32 0
  %862 = getelementptr i8, ptr addrspace(3) %847, i64 8
  %863 = getelementptr i8, ptr addrspace(3) %862, i64 0
  store i32 %861, ptr addrspace(3) %863, align 4
  %864 = getelementptr i8, ptr addrspace(1) %848, i64 12
  %865 = load i32, ptr addrspace(1) %864, align 4
  %866 = select i1 %829, i32 %865, i32 0
  %867 = getelementptr i8, ptr addrspace(3) %847, i64 12
  %868 = getelementptr i8, ptr addrspace(3) %867, i64 0
  store i32 %866, ptr addrspace(3) %868, align 4
  %869 = getelementptr i8, ptr addrspace(3) @lds2, i64 %846
  %870 = getelementptr i8, ptr addrspace(1) %3, i64 %840
  %871 = getelementptr i8, ptr addrspace(1) %870, i64 0
  %872 = load i32, ptr addrspace(1) %871, align 4
  %873 = select i1 %829, i32 %872, i32 0
  %874 = getelementptr i8, ptr addrspace(3) %869, i64 0
  %875 = getelementptr i8, ptr addrspace(3) %874, i64 0
  store i32 %873, ptr addrspace(3) %875, align 4
  %876 = getelementptr i8, ptr addrspace(1) %870, i64 4
  %877 = load i32, ptr addrspace(1) %876, align 4
  %878 = select i1 %829, i32 %877, i32 0
  %879 = getelementptr i8, ptr addrspace(3) %869, i64 4
  %880 = getelementptr i8, ptr addrspace(3) %879, i64 0
  store i32 %878, ptr addrspace(3) %880, align 4
  %881 = getelementptr i8, ptr addrspace(1) %870, i64 8
  %882 = load i32, ptr addrspace(1) %881, align 4
  %883 = select i1 %829, i32 %882, i32 0
  %884 = getelementptr i8, ptr addrspace(3) %869, i64 8
  %885 = getelementptr i8, ptr addrspace(3) %884, i64 0
  store i32 %883, ptr addrspace(3) %885, align 4
  %886 = getelementptr i8, ptr addrspace(1) %870, i64 12
  %887 = load i32, ptr addrspace(1) %886, align 4
  %888 = select i1 %829, i32 %887, i32 0
  %889 = getelementptr i8, ptr addrspace(3) %869, i64 12
  %890 = getelementptr i8, ptr addrspace(3) %889, i64 0
  store i32 %888, ptr addrspace(3) %890, align 4
  %891 = add i32 %9, 128
  %892 = lshr i32 %891, 4
  %893 = and i32 %891, 15
  %894 = shl i32 %893, 3
  %895 = add i32 %894, 8
  %896 = icmp sle i32 %895, %6
  %897 = add i32 0, %892
  %898 = icmp sgt i32 %897, %820
  %899 = select i1 %898, i32 %820, i32 %897
  %900 = mul i32 %899, %5
  %901 = mul i32 %900, %6
  %902 = mul i32 %16, %6
  %903 = add i32 %901, %902
  %904 = select i1 %896, i32 %894, i32 0
  %905 = add i32 %903, %904
  %906 = sext i32 %905 to i64
  %907 = shl i64 %906, 1
  %908 = mul i32 %892, 68
  %909 = shl i32 %893, 2
  %910 = add i32 %908, %909
  %911 = add i32 0, %910
  %912 = sext i32 %911 to i64
  %913 = shl i64 %912, 2
  %914 = getelementptr i8, ptr addrspace(3) @lds1, i64 %913
  %915 = getelementptr i8, ptr addrspace(1) %2, i64 %907
  %916 = getelementptr i8, ptr addrspace(1) %915, i64 0
  %917 = load i32, ptr addrspace(1) %916, align 4
  %918 = select i1 %896, i32 %917, i32 0
  %919 = getelementptr i8, ptr addrspace(3) %914, i64 0
  %920 = getelementptr i8, ptr addrspace(3) %919, i64 0
  store i32 %918, ptr addrspace(3) %920, align 4
  %921 = getelementptr i8, ptr addrspace(1) %915, i64 4
  %922 = load i32, ptr addrspace(1) %921, align 4
  %923 = select i1 %896, i32 %922, i32 0
  %924 = getelementptr i8, ptr addrspace(3) %914, i64 4
  %925 = getelementptr i8, ptr addrspace(3) %924, i64 0
  store i32 %923, ptr addrspace(3) %925, align 4
  %926 = getelementptr i8, ptr addrspace(1) %915, i64 8
  %927 = load i32, ptr addrspace(1) %926, align 4
  %928 = select i1 %896, i32 %927, i32 0
  %929 = getelementptr i8, ptr addrspace(3) %914, i64 8
  %930 = getelementptr i8, ptr addrspace(3) %929, i64 0
  store i32 %928, ptr addrspace(3) %930, align 4
  %931 = getelementptr i8, ptr addrspace(1) %915, i64 12
  %932 = load i32, ptr addrspace(1) %931, align 4
  %933 = select i1 %896, i32 %932, i32 0
  %934 = getelementptr i8, ptr addrspace(3) %914, i64 12
  %935 = getelementptr i8, ptr addrspace(3) %934, i64 0
  store i32 %933, ptr addrspace(3) %935, align 4
  %936 = getelementptr i8, ptr addrspace(3) @lds2, i64 %913
  %937 = getelementptr i8, ptr addrspace(1) %3, i64 %907
  %938 = getelementptr i8, ptr addrspace(1) %937, i64 0
  %939 = load i32, ptr addrspace(1) %938, align 4
  %940 = select i1 %896, i32 %939, i32 0
  %941 = getelementptr i8, ptr addrspace(3) %936, i64 0
  %942 = getelementptr i8, ptr addrspace(3) %941, i64 0
  store i32 %940, ptr addrspace(3) %942, align 4
  %943 = getelementptr i8, ptr addrspace(1) %937, i64 4
  %944 = load i32, ptr addrspace(1) %943, align 4
  %945 = select i1 %896, i32 %944, i32 0
  %946 = getelementptr i8, ptr addrspace(3) %936, i64 4
  %947 = getelementptr i8, ptr addrspace(3) %946, i64 0
  store i32 %945, ptr addrspace(3) %947, align 4
  %948 = getelementptr i8, ptr addrspace(1) %937, i64 8
  %949 = load i32, ptr addrspace(1) %948, align 4
  %950 = select i1 %896, i32 %949, i32 0
  %951 = getelementptr i8, ptr addrspace(3) %936, i64 8
  %952 = getelementptr i8, ptr addrspace(3) %951, i64 0
  store i32 %950, ptr addrspace(3) %952, align 4
  %953 = getelementptr i8, ptr addrspace(1) %937, i64 12
  %954 = load i32, ptr addrspace(1) %953, align 4
  %955 = select i1 %896, i32 %954, i32 0
  %956 = getelementptr i8, ptr addrspace(3) %936, i64 12
  %957 = getelementptr i8, ptr addrspace(3) %956, i64 0
  store i32 %955, ptr addrspace(3) %957, align 4
  %958 = add i32 %9, 256
  %959 = lshr i32 %958, 4
  %960 = and i32 %958, 15
  %961 = shl i32 %960, 3
  %962 = add i32 %961, 8
  %963 = icmp sle i32 %962, %6
  %964 = add i32 0, %959
  %965 = icmp sgt i32 %964, %820
  %966 = select i1 %965, i32 %820, i32 %964
  %967 = mul i32 %966, %5
  %968 = mul i32 %967, %6
  %969 = mul i32 %16, %6
  %970 = add i32 %968, %969
  %971 = select i1 %963, i32 %961, i32 0
  %972 = add i32 %970, %971
  %973 = sext i32 %972 to i64
  %974 = shl i64 %973, 1
  %975 = mul i32 %959, 68
  %976 = shl i32 %960, 2
  %977 = add i32 %975, %976
  %978 = add i32 0, %977
  %979 = sext i32 %978 to i64
  %980 = shl i64 %979, 2
  %981 = getelementptr i8, ptr addrspace(3) @lds1, i64 %980
  %982 = getelementptr i8, ptr addrspace(1) %2, i64 %974
  %983 = getelementptr i8, ptr addrspace(1) %982, i64 0
  %984 = load i32, ptr addrspace(1) %983, align 4
  %985 = select i1 %963, i32 %984, i32 0
  %986 = getelementptr i8, ptr addrspace(3) %981, i64 0
  %987 = getelementptr i8, ptr addrspace(3) %986, i64 0
  store i32 %985, ptr addrspace(3) %987, align 4
  %988 = getelementptr i8, ptr addrspace(1) %982, i64 4
  %989 = load i32, ptr addrspace(1) %988, align 4
  %990 = select i1 %963, i32 %989, i32 0
  %991 = getelementptr i8, ptr addrspace(3) %981, i64 4
  %992 = getelementptr i8, ptr addrspace(3) %991, i64 0
  store i32 %990, ptr addrspace(3) %992, align 4
  %993 = getelementptr i8, ptr addrspace(1) %982, i64 8
  %994 = load i32, ptr addrspace(1) %993, align 4
  %995 = select i1 %963, i32 %994, i32 0
  %996 = getelementptr i8, ptr addrspace(3) %981, i64 8
  %997 = getelementptr i8, ptr addrspace(3) %996, i64 0
  store i32 %995, ptr addrspace(3) %997, align 4
  %998 = getelementptr i8, ptr addrspace(1) %982, i64 12
  %999 = load i32, ptr addrspace(1) %998, align 4
  %1000 = select i1 %963, i32 %999, i32 0
  %1001 = getelementptr i8, ptr addrspace(3) %981, i64 12
  %1002 = getelementptr i8, ptr addrspace(3) %1001, i64 0
  store i32 %1000, ptr addrspace(3) %1002, align 4
  %1003 = getelementptr i8, ptr addrspace(3) @lds2, i64 %980
  %1004 = getelementptr i8, ptr addrspace(1) %3, i64 %974
  %1005 = getelementptr i8, ptr addrspace(1) %1004, i64 0
  %1006 = load i32, ptr addrspace(1) %1005, align 4
  %1007 = select i1 %963, i32 %1006, i32 0
  %1008 = getelementptr i8, ptr addrspace(3) %1003, i64 0
  %1009 = getelementptr i8, ptr addrspace(3) %1008, i64 0
  store i32 %1007, ptr addrspace(3) %1009, align 4
  %1010 = getelementptr i8, ptr addrspace(1) %1004, i64 4
  %1011 = load i32, ptr addrspace(1) %1010, align 4
  %1012 = select i1 %963, i32 %1011, i32 0
  %1013 = getelementptr i8, ptr addrspace(3) %1003, i64 4
  %1014 = getelementptr i8, ptr addrspace(3) %1013, i64 0
  store i32 %1012, ptr addrspace(3) %1014, align 4
  %1015 = getelementptr i8, ptr addrspace(1) %1004, i64 8
  %1016 = load i32, ptr addrspace(1) %1015, align 4
  %1017 = select i1 %963, i32 %1016, i32 0
  %1018 = getelementptr i8, ptr addrspace(3) %1003, i64 8
  %1019 = getelementptr i8, ptr addrspace(3) %1018, i64 0
  store i32 %1017, ptr addrspace(3) %1019, align 4
  %1020 = getelementptr i8, ptr addrspace(1) %1004, i64 12
  %1021 = load i32, ptr addrspace(1) %1020, align 4
  %1022 = select i1 %963, i32 %1021, i32 0
  %1023 = getelementptr i8, ptr addrspace(3) %1003, i64 12
  %1024 = getelementptr i8, ptr addrspace(3) %1023, i64 0
  store i32 %1022, ptr addrspace(3) %1024, align 4
  %1025 = add i32 %9, 384
  %1026 = lshr i32 %1025, 4
  %1027 = and i32 %1025, 15
  %1028 = shl i32 %1027, 3
  %1029 = add i32 %1028, 8
  %1030 = icmp sle i32 %1029, %6
  %1031 = add i32 0, %1026
  %1032 = icmp sgt i32 %1031, %820
  %1033 = select i1 %1032, i32 %820, i32 %1031
  %1034 = mul i32 %1033, %5
  %1035 = mul i32 %1034, %6
  %1036 = mul i32 %16, %6
  %1037 = add i32 %1035, %1036
  %1038 = select i1 %1030, i32 %1028, i32 0
  %1039 = add i32 %1037, %1038
  %1040 = sext i32 %1039 to i64
  %1041 = shl i64 %1040, 1
  %1042 = mul i32 %1026, 68
  %1043 = shl i32 %1027, 2
  %1044 = add i32 %1042, %1043
  %1045 = add i32 0, %1044
  %1046 = sext i32 %1045 to i64
  %1047 = shl i64 %1046, 2
  %1048 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1047
  %1049 = getelementptr i8, ptr addrspace(1) %2, i64 %1041
  %1050 = getelementptr i8, ptr addrspace(1) %1049, i64 0
  %1051 = load i32, ptr addrspace(1) %1050, align 4
  %1052 = select i1 %1030, i32 %1051, i32 0
  %1053 = getelementptr i8, ptr addrspace(3) %1048, i64 0
  %1054 = getelementptr i8, ptr addrspace(3) %1053, i64 0
  store i32 %1052, ptr addrspace(3) %1054, align 4
  %1055 = getelementptr i8, ptr addrspace(1) %1049, i64 4
  %1056 = load i32, ptr addrspace(1) %1055, align 4
  %1057 = select i1 %1030, i32 %1056, i32 0
  %1058 = getelementptr i8, ptr addrspace(3) %1048, i64 4
  %1059 = getelementptr i8, ptr addrspace(3) %1058, i64 0
  store i32 %1057, ptr addrspace(3) %1059, align 4
  %1060 = getelementptr i8, ptr addrspace(1) %1049, i64 8
  %1061 = load i32, ptr addrspace(1) %1060, align 4
  %1062 = select i1 %1030, i32 %1061, i32 0
  %1063 = getelementptr i8, ptr addrspace(3) %1048, i64 8
  %1064 = getelementptr i8, ptr addrspace(3) %1063, i64 0
  store i32 %1062, ptr addrspace(3) %1064, align 4
  %1065 = getelementptr i8, ptr addrspace(1) %1049, i64 12
  %1066 = load i32, ptr addrspace(1) %1065, align 4
  %1067 = select i1 %1030, i32 %1066, i32 0
  %1068 = getelementptr i8, ptr addrspace(3) %1048, i64 12
  %1069 = getelementptr i8, ptr addrspace(3) %1068, i64 0
  store i32 %1067, ptr addrspace(3) %1069, align 4
  %1070 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1047
  %1071 = getelementptr i8, ptr addrspace(1) %3, i64 %1041
  %1072 = getelementptr i8, ptr addrspace(1) %1071, i64 0
  %1073 = load i32, ptr addrspace(1) %1072, align 4
  %1074 = select i1 %1030, i32 %1073, i32 0
  %1075 = getelementptr i8, ptr addrspace(3) %1070, i64 0
  %1076 = getelementptr i8, ptr addrspace(3) %1075, i64 0
  store i32 %1074, ptr addrspace(3) %1076, align 4
  %1077 = getelementptr i8, ptr addrspace(1) %1071, i64 4
  %1078 = load i32, ptr addrspace(1) %1077, align 4
  %1079 = select i1 %1030, i32 %1078, i32 0
  %1080 = getelementptr i8, ptr addrspace(3) %1070, i64 4
  %1081 = getelementptr i8, ptr addrspace(3) %1080, i64 0
  store i32 %1079, ptr addrspace(3) %1081, align 4
  %1082 = getelementptr i8, ptr addrspace(1) %1071, i64 8
  %1083 = load i32, ptr addrspace(1) %1082, align 4
  %1084 = select i1 %1030, i32 %1083, i32 0
  %1085 = getelementptr i8, ptr addrspace(3) %1070, i64 8
  %1086 = getelementptr i8, ptr addrspace(3) %1085, i64 0
  store i32 %1084, ptr addrspace(3) %1086, align 4
  %1087 = getelementptr i8, ptr addrspace(1) %1071, i64 12
  %1088 = load i32, ptr addrspace(1) %1087, align 4
  %1089 = select i1 %1030, i32 %1088, i32 0
  %1090 = getelementptr i8, ptr addrspace(3) %1070, i64 12
  %1091 = getelementptr i8, ptr addrspace(3) %1090, i64 0
  store i32 %1089, ptr addrspace(3) %1091, align 4
  store i32 0, ptr addrspace(5) %v68, align 4
  br label %loop

loop:                                             ; preds = %endif, %entry
  %1092 = load i32, ptr addrspace(5) %v68, align 4
  %1093 = icmp slt i32 %1092, %822
  br i1 %1093, label %body, label %done

body:                                             ; preds = %loop
  %1094 = load i32, ptr addrspace(5) %v68, align 4
  %1095 = and i32 %1094, 1
  %1096 = add i32 %1094, 1
  %1097 = icmp slt i32 %1096, %822
  br i1 %1097, label %then, label %endif

done:                                             ; preds = %loop
  %1098 = load float, ptr addrspace(5) %v2, align 4
  %1099 = bitcast float %1098 to i32
  %1100 = call i32 @llvm.amdgcn.workitem.id.x()
  %1101 = and i32 %1100, 31
  %1102 = xor i32 %1101, 1
  %1103 = shl i32 %1102, 2
  %1104 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1103, i32 %1099)
  %1105 = bitcast i32 %1104 to float
  %1106 = fadd float %1098, %1105
  %1107 = bitcast float %1106 to i32
  %1108 = call i32 @llvm.amdgcn.workitem.id.x()
  %1109 = and i32 %1108, 31
  %1110 = xor i32 %1109, 2
  %1111 = shl i32 %1110, 2
  %1112 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1111, i32 %1107)
  %1113 = bitcast i32 %1112 to float
  %1114 = fadd float %1106, %1113
  %1115 = fdiv float 1.000000e+00, %1114
  %1116 = load float, ptr addrspace(5) %v4, align 4
  %1117 = fmul float %1116, %1115
  %1118 = load float, ptr addrspace(5) %v5, align 4
  %1119 = fmul float %1118, %1115
  %1120 = load float, ptr addrspace(5) %v8, align 4
  %1121 = fmul float %1120, %1115
  %1122 = load float, ptr addrspace(5) %v9, align 4
  %1123 = fmul float %1122, %1115
  %1124 = load float, ptr addrspace(5) %v12, align 4
  %1125 = fmul float %1124, %1115
  %1126 = load float, ptr addrspace(5) %v13, align 4
  %1127 = fmul float %1126, %1115
  %1128 = load float, ptr addrspace(5) %v16, align 4
  %1129 = fmul float %1128, %1115
  %1130 = load float, ptr addrspace(5) %v17, align 4
  %1131 = fmul float %1130, %1115
  %1132 = load float, ptr addrspace(5) %v20, align 4
  %1133 = fmul float %1132, %1115
  %1134 = load float, ptr addrspace(5) %v21, align 4
  %1135 = fmul float %1134, %1115
  %1136 = load float, ptr addrspace(5) %v24, align 4
  %1137 = fmul float %1136, %1115
  %1138 = load float, ptr addrspace(5) %v25, align 4
  %1139 = fmul float %1138, %1115
  %1140 = load float, ptr addrspace(5) %v28, align 4
  %1141 = fmul float %1140, %1115
  %1142 = load float, ptr addrspace(5) %v29, align 4
  %1143 = fmul float %1142, %1115
  %1144 = load float, ptr addrspace(5) %v32, align 4
  %1145 = fmul float %1144, %1115
  %1146 = load float, ptr addrspace(5) %v33, align 4
  %1147 = fmul float %1146, %1115
  %1148 = load float, ptr addrspace(5) %v36, align 4
  %1149 = fmul float %1148, %1115
  %1150 = load float, ptr addrspace(5) %v37, align 4
  %1151 = fmul float %1150, %1115
  %1152 = load float, ptr addrspace(5) %v40, align 4
  %1153 = fmul float %1152, %1115
  %1154 = load float, ptr addrspace(5) %v41, align 4
  %1155 = fmul float %1154, %1115
  %1156 = load float, ptr addrspace(5) %v44, align 4
  %1157 = fmul float %1156, %1115
  %1158 = load float, ptr addrspace(5) %v45, align 4
  %1159 = fmul float %1158, %1115
  %1160 = load float, ptr addrspace(5) %v48, align 4
  %1161 = fmul float %1160, %1115
  %1162 = load float, ptr addrspace(5) %v49, align 4
  %1163 = fmul float %1162, %1115
  %1164 = load float, ptr addrspace(5) %v52, align 4
  %1165 = fmul float %1164, %1115
  %1166 = load float, ptr addrspace(5) %v53, align 4
  %1167 = fmul float %1166, %1115
  %1168 = load float, ptr addrspace(5) %v56, align 4
  %1169 = fmul float %1168, %1115
  %1170 = load float, ptr addrspace(5) %v57, align 4
  %1171 = fmul float %1170, %1115
  %1172 = load float, ptr addrspace(5) %v60, align 4
  %1173 = fmul float %1172, %1115
  %1174 = load float, ptr addrspace(5) %v61, align 4
  %1175 = fmul float %1174, %1115
  %1176 = load float, ptr addrspace(5) %v64, align 4
  %1177 = fmul float %1176, %1115
  %1178 = load float, ptr addrspace(5) %v65, align 4
  %1179 = fmul float %1178, %1115
  br i1 %34, label %then69, label %endif70

then:                                             ; preds = %body
  %1180 = and i32 %1096, 1
  %1181 = mul i32 %1096, 32
  %1182 = mul i32 %1180, 2176
  %1183 = add i32 %9, 0
  %1184 = lshr i32 %1183, 4
  %1185 = and i32 %1183, 15
  %1186 = shl i32 %1185, 3
  %1187 = add i32 %1186, 8
  %1188 = icmp sle i32 %1187, %6
  %1189 = add i32 %1181, %1184
  %1190 = icmp sgt i32 %1189, %820
  %1191 = select i1 %1190, i32 %820, i32 %1189
  %1192 = mul i32 %1191, %5
  %1193 = mul i32 %1192, %6
  %1194 = mul i32 %16, %6
  %1195 = add i32 %1193, %1194
  %1196 = select i1 %1188, i32 %1186, i32 0
  %1197 = add i32 %1195, %1196
  %1198 = sext i32 %1197 to i64
  %1199 = shl i64 %1198, 1
  %1200 = mul i32 %1184, 68
  %1201 = shl i32 %1185, 2
  %1202 = add i32 %1200, %1201
  %1203 = add i32 %1182, %1202
  %1204 = sext i32 %1203 to i64
  %1205 = shl i64 %1204, 2
  %1206 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1205
  %1207 = getelementptr i8, ptr addrspace(1) %2, i64 %1199
  %1208 = getelementptr i8, ptr addrspace(1) %1207, i64 0
  %1209 = load i32, ptr addrspace(1) %1208, align 4
  %1210 = select i1 %1188, i32 %1209, i32 0
  %1211 = getelementptr i8, ptr addrspace(3) %1206, i64 0
  %1212 = getelementptr i8, ptr addrspace(3) %1211, i64 0
  store i32 %1210, ptr addrspace(3) %1212, align 4
  %1213 = getelementptr i8, ptr addrspace(1) %1207, i64 4
  %1214 = load i32, ptr addrspace(1) %1213, align 4
  %1215 = select i1 %1188, i32 %1214, i32 0
  %1216 = getelementptr i8, ptr addrspace(3) %1206, i64 4
  %1217 = getelementptr i8, ptr addrspace(3) %1216, i64 0
  store i32 %1215, ptr addrspace(3) %1217, align 4
  %1218 = getelementptr i8, ptr addrspace(1) %1207, i64 8
  %1219 = load i32, ptr addrspace(1) %1218, align 4
  %1220 = select i1 %1188, i32 %1219, i32 0
  %1221 = getelementptr i8, ptr addrspace(3) %1206, i64 8
  %1222 = getelementptr i8, ptr addrspace(3) %1221, i64 0
  store i32 %1220, ptr addrspace(3) %1222, align 4
  %1223 = getelementptr i8, ptr addrspace(1) %1207, i64 12
  %1224 = load i32, ptr addrspace(1) %1223, align 4
  %1225 = select i1 %1188, i32 %1224, i32 0
  %1226 = getelementptr i8, ptr addrspace(3) %1206, i64 12
  %1227 = getelementptr i8, ptr addrspace(3) %1226, i64 0
  store i32 %1225, ptr addrspace(3) %1227, align 4
  %1228 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1205
  %1229 = getelementptr i8, ptr addrspace(1) %3, i64 %1199
  %1230 = getelementptr i8, ptr addrspace(1) %1229, i64 0
  %1231 = load i32, ptr addrspace(1) %1230, align 4
  %1232 = select i1 %1188, i32 %1231, i32 0
  %1233 = getelementptr i8, ptr addrspace(3) %1228, i64 0
  %1234 = getelementptr i8, ptr addrspace(3) %1233, i64 0
  store i32 %1232, ptr addrspace(3) %1234, align 4
  %1235 = getelementptr i8, ptr addrspace(1) %1229, i64 4
  %1236 = load i32, ptr addrspace(1) %1235, align 4
  %1237 = select i1 %1188, i32 %1236, i32 0
  %1238 = getelementptr i8, ptr addrspace(3) %1228, i64 4
  %1239 = getelementptr i8, ptr addrspace(3) %1238, i64 0
  store i32 %1237, ptr addrspace(3) %1239, align 4
  %1240 = getelementptr i8, ptr addrspace(1) %1229, i64 8
  %1241 = load i32, ptr addrspace(1) %1240, align 4
  %1242 = select i1 %1188, i32 %1241, i32 0
  %1243 = getelementptr i8, ptr addrspace(3) %1228, i64 8
  %1244 = getelementptr i8, ptr addrspace(3) %1243, i64 0
  store i32 %1242, ptr addrspace(3) %1244, align 4
  %1245 = getelementptr i8, ptr addrspace(1) %1229, i64 12
  %1246 = load i32, ptr addrspace(1) %1245, align 4
  %1247 = select i1 %1188, i32 %1246, i32 0
  %1248 = getelementptr i8, ptr addrspace(3) %1228, i64 12
  %1249 = getelementptr i8, ptr addrspace(3) %1248, i64 0
  store i32 %1247, ptr addrspace(3) %1249, align 4
  %1250 = add i32 %9, 128
  %1251 = lshr i32 %1250, 4
  %1252 = and i32 %1250, 15
  %1253 = shl i32 %1252, 3
  %1254 = add i32 %1253, 8
  %1255 = icmp sle i32 %1254, %6
  %1256 = add i32 %1181, %1251
  %1257 = icmp sgt i32 %1256, %820
  %1258 = select i1 %1257, i32 %820, i32 %1256
  %1259 = mul i32 %1258, %5
  %1260 = mul i32 %1259, %6
  %1261 = mul i32 %16, %6
  %1262 = add i32 %1260, %1261
  %1263 = select i1 %1255, i32 %1253, i32 0
  %1264 = add i32 %1262, %1263
  %1265 = sext i32 %1264 to i64
  %1266 = shl i64 %1265, 1
  %1267 = mul i32 %1251, 68
  %1268 = shl i32 %1252, 2
  %1269 = add i32 %1267, %1268
  %1270 = add i32 %1182, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = shl i64 %1271, 2
  %1273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1272
  %1274 = getelementptr i8, ptr addrspace(1) %2, i64 %1266
  %1275 = getelementptr i8, ptr addrspace(1) %1274, i64 0
  %1276 = load i32, ptr addrspace(1) %1275, align 4
  %1277 = select i1 %1255, i32 %1276, i32 0
  %1278 = getelementptr i8, ptr addrspace(3) %1273, i64 0
  %1279 = getelementptr i8, ptr addrspace(3) %1278, i64 0
  store i32 %1277, ptr addrspace(3) %1279, align 4
  %1280 = getelementptr i8, ptr addrspace(1) %1274, i64 4
  %1281 = load i32, ptr addrspace(1) %1280, align 4
  %1282 = select i1 %1255, i32 %1281, i32 0
  %1283 = getelementptr i8, ptr addrspace(3) %1273, i64 4
  %1284 = getelementptr i8, ptr addrspace(3) %1283, i64 0
  store i32 %1282, ptr addrspace(3) %1284, align 4
  %1285 = getelementptr i8, ptr addrspace(1) %1274, i64 8
  %1286 = load i32, ptr addrspace(1) %1285, align 4
  %1287 = select i1 %1255, i32 %1286, i32 0
  %1288 = getelementptr i8, ptr addrspace(3) %1273, i64 8
  %1289 = getelementptr i8, ptr addrspace(3) %1288, i64 0
  store i32 %1287, ptr addrspace(3) %1289, align 4
  %1290 = getelementptr i8, ptr addrspace(1) %1274, i64 12
  %1291 = load i32, ptr addrspace(1) %1290, align 4
  %1292 = select i1 %1255, i32 %1291, i32 0
  %1293 = getelementptr i8, ptr addrspace(3) %1273, i64 12
  %1294 = getelementptr i8, ptr addrspace(3) %1293, i64 0
  store i32 %1292, ptr addrspace(3) %1294, align 4
  %1295 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1272
  %1296 = getelementptr i8, ptr addrspace(1) %3, i64 %1266
  %1297 = getelementptr i8, ptr addrspace(1) %1296, i64 0
  %1298 = load i32, ptr addrspace(1) %1297, align 4
  %1299 = select i1 %1255, i32 %1298, i32 0
  %1300 = getelementptr i8, ptr addrspace(3) %1295, i64 0
  %1301 = getelementptr i8, ptr addrspace(3) %1300, i64 0
  store i32 %1299, ptr addrspace(3) %1301, align 4
  %1302 = getelementptr i8, ptr addrspace(1) %1296, i64 4
  %1303 = load i32, ptr addrspace(1) %1302, align 4
  %1304 = select i1 %1255, i32 %1303, i32 0
  %1305 = getelementptr i8, ptr addrspace(3) %1295, i64 4
  %1306 = getelementptr i8, ptr addrspace(3) %1305, i64 0
  store i32 %1304, ptr addrspace(3) %1306, align 4
  %1307 = getelementptr i8, ptr addrspace(1) %1296, i64 8
  %1308 = load i32, ptr addrspace(1) %1307, align 4
  %1309 = select i1 %1255, i32 %1308, i32 0
  %1310 = getelementptr i8, ptr addrspace(3) %1295, i64 8
  %1311 = getelementptr i8, ptr addrspace(3) %1310, i64 0
  store i32 %1309, ptr addrspace(3) %1311, align 4
  %1312 = getelementptr i8, ptr addrspace(1) %1296, i64 12
  %1313 = load i32, ptr addrspace(1) %1312, align 4
  %1314 = select i1 %1255, i32 %1313, i32 0
  %1315 = getelementptr i8, ptr addrspace(3) %1295, i64 12
  %1316 = getelementptr i8, ptr addrspace(3) %1315, i64 0
  store i32 %1314, ptr addrspace(3) %1316, align 4
  %1317 = add i32 %9, 256
  %1318 = lshr i32 %1317, 4
  %1319 = and i32 %1317, 15
  %1320 = shl i32 %1319, 3
  %1321 = add i32 %1320, 8
  %1322 = icmp sle i32 %1321, %6
  %1323 = add i32 %1181, %1318
  %1324 = icmp sgt i32 %1323, %820
  %1325 = select i1 %1324, i32 %820, i32 %1323
  %1326 = mul i32 %1325, %5
  %1327 = mul i32 %1326, %6
  %1328 = mul i32 %16, %6
  %1329 = add i32 %1327, %1328
  %1330 = select i1 %1322, i32 %1320, i32 0
  %1331 = add i32 %1329, %1330
  %1332 = sext i32 %1331 to i64
  %1333 = shl i64 %1332, 1
  %1334 = mul i32 %1318, 68
  %1335 = shl i32 %1319, 2
  %1336 = add i32 %1334, %1335
  %1337 = add i32 %1182, %1336
  %1338 = sext i32 %1337 to i64
  %1339 = shl i64 %1338, 2
  %1340 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1339
  %1341 = getelementptr i8, ptr addrspace(1) %2, i64 %1333
  %1342 = getelementptr i8, ptr addrspace(1) %1341, i64 0
  %1343 = load i32, ptr addrspace(1) %1342, align 4
  %1344 = select i1 %1322, i32 %1343, i32 0
  %1345 = getelementptr i8, ptr addrspace(3) %1340, i64 0
  %1346 = getelementptr i8, ptr addrspace(3) %1345, i64 0
  store i32 %1344, ptr addrspace(3) %1346, align 4
  %1347 = getelementptr i8, ptr addrspace(1) %1341, i64 4
  %1348 = load i32, ptr addrspace(1) %1347, align 4
  %1349 = select i1 %1322, i32 %1348, i32 0
  %1350 = getelementptr i8, ptr addrspace(3) %1340, i64 4
  %1351 = getelementptr i8, ptr addrspace(3) %1350, i64 0
  store i32 %1349, ptr addrspace(3) %1351, align 4
  %1352 = getelementptr i8, ptr addrspace(1) %1341, i64 8
  %1353 = load i32, ptr addrspace(1) %1352, align 4
  %1354 = select i1 %1322, i32 %1353, i32 0
  %1355 = getelementptr i8, ptr addrspace(3) %1340, i64 8
  %1356 = getelementptr i8, ptr addrspace(3) %1355, i64 0
  store i32 %1354, ptr addrspace(3) %1356, align 4
  %1357 = getelementptr i8, ptr addrspace(1) %1341, i64 12
  %1358 = load i32, ptr addrspace(1) %1357, align 4
  %1359 = select i1 %1322, i32 %1358, i32 0
  %1360 = getelementptr i8, ptr addrspace(3) %1340, i64 12
  %1361 = getelementptr i8, ptr addrspace(3) %1360, i64 0
  store i32 %1359, ptr addrspace(3) %1361, align 4
  %1362 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1339
  %1363 = getelementptr i8, ptr addrspace(1) %3, i64 %1333
  %1364 = getelementptr i8, ptr addrspace(1) %1363, i64 0
  %1365 = load i32, ptr addrspace(1) %1364, align 4
  %1366 = select i1 %1322, i32 %1365, i32 0
  %1367 = getelementptr i8, ptr addrspace(3) %1362, i64 0
  %1368 = getelementptr i8, ptr addrspace(3) %1367, i64 0
  store i32 %1366, ptr addrspace(3) %1368, align 4
  %1369 = getelementptr i8, ptr addrspace(1) %1363, i64 4
  %1370 = load i32, ptr addrspace(1) %1369, align 4
  %1371 = select i1 %1322, i32 %1370, i32 0
  %1372 = getelementptr i8, ptr addrspace(3) %1362, i64 4
  %1373 = getelementptr i8, ptr addrspace(3) %1372, i64 0
  store i32 %1371, ptr addrspace(3) %1373, align 4
  %1374 = getelementptr i8, ptr addrspace(1) %1363, i64 8
  %1375 = load i32, ptr addrspace(1) %1374, align 4
  %1376 = select i1 %1322, i32 %1375, i32 0
  %1377 = getelementptr i8, ptr addrspace(3) %1362, i64 8
  %1378 = getelementptr i8, ptr addrspace(3) %1377, i64 0
  store i32 %1376, ptr addrspace(3) %1378, align 4
  %1379 = getelementptr i8, ptr addrspace(1) %1363, i64 12
  %1380 = load i32, ptr addrspace(1) %1379, align 4
  %1381 = select i1 %1322, i32 %1380, i32 0
  %1382 = getelementptr i8, ptr addrspace(3) %1362, i64 12
  %1383 = getelementptr i8, ptr addrspace(3) %1382, i64 0
  store i32 %1381, ptr addrspace(3) %1383, align 4
  %1384 = add i32 %9, 384
  %1385 = lshr i32 %1384, 4
  %1386 = and i32 %1384, 15
  %1387 = shl i32 %1386, 3
  %1388 = add i32 %1387, 8
  %1389 = icmp sle i32 %1388, %6
  %1390 = add i32 %1181, %1385
  %1391 = icmp sgt i32 %1390, %820
  %1392 = select i1 %1391, i32 %820, i32 %1390
  %1393 = mul i32 %1392, %5
  %1394 = mul i32 %1393, %6
  %1395 = mul i32 %16, %6
  %1396 = add i32 %1394, %1395
  %1397 = select i1 %1389, i32 %1387, i32 0
  %1398 = add i32 %1396, %1397
  %1399 = sext i32 %1398 to i64
  %1400 = shl i64 %1399, 1
  %1401 = mul i32 %1385, 68
  %1402 = shl i32 %1386, 2
  %1403 = add i32 %1401, %1402
  %1404 = add i32 %1182, %1403
  %1405 = sext i32 %1404 to i64
  %1406 = shl i64 %1405, 2
  %1407 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1406
  %1408 = getelementptr i8, ptr addrspace(1) %2, i64 %1400
  %1409 = getelementptr i8, ptr addrspace(1) %1408, i64 0
  %1410 = load i32, ptr addrspace(1) %1409, align 4
  %1411 = select i1 %1389, i32 %1410, i32 0
  %1412 = getelementptr i8, ptr addrspace(3) %1407, i64 0
  %1413 = getelementptr i8, ptr addrspace(3) %1412, i64 0
  store i32 %1411, ptr addrspace(3) %1413, align 4
  %1414 = getelementptr i8, ptr addrspace(1) %1408, i64 4
  %1415 = load i32, ptr addrspace(1) %1414, align 4
  %1416 = select i1 %1389, i32 %1415, i32 0
  %1417 = getelementptr i8, ptr addrspace(3) %1407, i64 4
  %1418 = getelementptr i8, ptr addrspace(3) %1417, i64 0
  store i32 %1416, ptr addrspace(3) %1418, align 4
  %1419 = getelementptr i8, ptr addrspace(1) %1408, i64 8
  %1420 = load i32, ptr addrspace(1) %1419, align 4
  %1421 = select i1 %1389, i32 %1420, i32 0
  %1422 = getelementptr i8, ptr addrspace(3) %1407, i64 8
  %1423 = getelementptr i8, ptr addrspace(3) %1422, i64 0
  store i32 %1421, ptr addrspace(3) %1423, align 4
  %1424 = getelementptr i8, ptr addrspace(1) %1408, i64 12
  %1425 = load i32, ptr addrspace(1) %1424, align 4
  %1426 = select i1 %1389, i32 %1425, i32 0
  %1427 = getelementptr i8, ptr addrspace(3) %1407, i64 12
  %1428 = getelementptr i8, ptr addrspace(3) %1427, i64 0
  store i32 %1426, ptr addrspace(3) %1428, align 4
  %1429 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1406
  %1430 = getelementptr i8, ptr addrspace(1) %3, i64 %1400
  %1431 = getelementptr i8, ptr addrspace(1) %1430, i64 0
  %1432 = load i32, ptr addrspace(1) %1431, align 4
  %1433 = select i1 %1389, i32 %1432, i32 0
  %1434 = getelementptr i8, ptr addrspace(3) %1429, i64 0
  %1435 = getelementptr i8, ptr addrspace(3) %1434, i64 0
  store i32 %1433, ptr addrspace(3) %1435, align 4
  %1436 = getelementptr i8, ptr addrspace(1) %1430, i64 4
  %1437 = load i32, ptr addrspace(1) %1436, align 4
  %1438 = select i1 %1389, i32 %1437, i32 0
  %1439 = getelementptr i8, ptr addrspace(3) %1429, i64 4
  %1440 = getelementptr i8, ptr addrspace(3) %1439, i64 0
  store i32 %1438, ptr addrspace(3) %1440, align 4
  %1441 = getelementptr i8, ptr addrspace(1) %1430, i64 8
  %1442 = load i32, ptr addrspace(1) %1441, align 4
  %1443 = select i1 %1389, i32 %1442, i32 0
  %1444 = getelementptr i8, ptr addrspace(3) %1429, i64 8
  %1445 = getelementptr i8, ptr addrspace(3) %1444, i64 0
  store i32 %1443, ptr addrspace(3) %1445, align 4
  %1446 = getelementptr i8, ptr addrspace(1) %1430, i64 12
  %1447 = load i32, ptr addrspace(1) %1446, align 4
  %1448 = select i1 %1389, i32 %1447, i32 0
  %1449 = getelementptr i8, ptr addrspace(3) %1429, i64 12
  %1450 = getelementptr i8, ptr addrspace(3) %1449, i64 0
  store i32 %1448, ptr addrspace(3) %1450, align 4
  br label %endif

endif:                                            ; preds = %then, %body
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1451 = mul i32 %1094, 32
  %1452 = mul i32 %1095, 2176
  %1453 = add i32 0, %14
  %1454 = mul i32 %1453, 68
  %1455 = add i32 %1454, %15
  %1456 = add i32 %1455, %1452
  %1457 = add i32 %1456, 0
  %1458 = sext i32 %1457 to i64
  %1459 = mul i64 %1458, 4
  %1460 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1459
  %1461 = load i32, ptr addrspace(3) %1460, align 4
  %1462 = add i32 %1457, 4
  %1463 = sext i32 %1462 to i64
  %1464 = mul i64 %1463, 4
  %1465 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1464
  %1466 = load i32, ptr addrspace(3) %1465, align 4
  %1467 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %77, i32 %100, i32 %123, i32 %146, i32 %1461, i32 %1466, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1468 = extractvalue { float, float, float, float } %1467, 0
  %1469 = extractvalue { float, float, float, float } %1467, 1
  %1470 = extractvalue { float, float, float, float } %1467, 2
  %1471 = extractvalue { float, float, float, float } %1467, 3
  %1472 = add i32 %1456, 8
  %1473 = sext i32 %1472 to i64
  %1474 = mul i64 %1473, 4
  %1475 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1474
  %1476 = load i32, ptr addrspace(3) %1475, align 4
  %1477 = add i32 %1472, 4
  %1478 = sext i32 %1477 to i64
  %1479 = mul i64 %1478, 4
  %1480 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1479
  %1481 = load i32, ptr addrspace(3) %1480, align 4
  %1482 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %172, i32 %195, i32 %218, i32 %241, i32 %1476, i32 %1481, float %1468, float %1469, float %1470, float %1471)
  %1483 = extractvalue { float, float, float, float } %1482, 0
  %1484 = extractvalue { float, float, float, float } %1482, 1
  %1485 = extractvalue { float, float, float, float } %1482, 2
  %1486 = extractvalue { float, float, float, float } %1482, 3
  %1487 = add i32 %1456, 16
  %1488 = sext i32 %1487 to i64
  %1489 = mul i64 %1488, 4
  %1490 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1489
  %1491 = load i32, ptr addrspace(3) %1490, align 4
  %1492 = add i32 %1487, 4
  %1493 = sext i32 %1492 to i64
  %1494 = mul i64 %1493, 4
  %1495 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1494
  %1496 = load i32, ptr addrspace(3) %1495, align 4
  %1497 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %267, i32 %290, i32 %313, i32 %336, i32 %1491, i32 %1496, float %1483, float %1484, float %1485, float %1486)
  %1498 = extractvalue { float, float, float, float } %1497, 0
  %1499 = extractvalue { float, float, float, float } %1497, 1
  %1500 = extractvalue { float, float, float, float } %1497, 2
  %1501 = extractvalue { float, float, float, float } %1497, 3
  %1502 = add i32 %1456, 24
  %1503 = sext i32 %1502 to i64
  %1504 = mul i64 %1503, 4
  %1505 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1504
  %1506 = load i32, ptr addrspace(3) %1505, align 4
  %1507 = add i32 %1502, 4
  %1508 = sext i32 %1507 to i64
  %1509 = mul i64 %1508, 4
  %1510 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1509
  %1511 = load i32, ptr addrspace(3) %1510, align 4
  %1512 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %362, i32 %385, i32 %408, i32 %431, i32 %1506, i32 %1511, float %1498, float %1499, float %1500, float %1501)
  %1513 = extractvalue { float, float, float, float } %1512, 0
  %1514 = extractvalue { float, float, float, float } %1512, 1
  %1515 = extractvalue { float, float, float, float } %1512, 2
  %1516 = extractvalue { float, float, float, float } %1512, 3
  %1517 = add i32 %1456, 32
  %1518 = sext i32 %1517 to i64
  %1519 = mul i64 %1518, 4
  %1520 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1519
  %1521 = load i32, ptr addrspace(3) %1520, align 4
  %1522 = add i32 %1517, 4
  %1523 = sext i32 %1522 to i64
  %1524 = mul i64 %1523, 4
  %1525 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1524
  %1526 = load i32, ptr addrspace(3) %1525, align 4
  %1527 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %457, i32 %480, i32 %503, i32 %526, i32 %1521, i32 %1526, float %1513, float %1514, float %1515, float %1516)
  %1528 = extractvalue { float, float, float, float } %1527, 0
  %1529 = extractvalue { float, float, float, float } %1527, 1
  %1530 = extractvalue { float, float, float, float } %1527, 2
  %1531 = extractvalue { float, float, float, float } %1527, 3
  %1532 = add i32 %1456, 40
  %1533 = sext i32 %1532 to i64
  %1534 = mul i64 %1533, 4
  %1535 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1534
  %1536 = load i32, ptr addrspace(3) %1535, align 4
  %1537 = add i32 %1532, 4
  %1538 = sext i32 %1537 to i64
  %1539 = mul i64 %1538, 4
  %1540 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1539
  %1541 = load i32, ptr addrspace(3) %1540, align 4
  %1542 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %552, i32 %575, i32 %598, i32 %621, i32 %1536, i32 %1541, float %1528, float %1529, float %1530, float %1531)
  %1543 = extractvalue { float, float, float, float } %1542, 0
  %1544 = extractvalue { float, float, float, float } %1542, 1
  %1545 = extractvalue { float, float, float, float } %1542, 2
  %1546 = extractvalue { float, float, float, float } %1542, 3
  %1547 = add i32 %1456, 48
  %1548 = sext i32 %1547 to i64
  %1549 = mul i64 %1548, 4
  %1550 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1549
  %1551 = load i32, ptr addrspace(3) %1550, align 4
  %1552 = add i32 %1547, 4
  %1553 = sext i32 %1552 to i64
  %1554 = mul i64 %1553, 4
  %1555 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1554
  %1556 = load i32, ptr addrspace(3) %1555, align 4
  %1557 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %647, i32 %670, i32 %693, i32 %716, i32 %1551, i32 %1556, float %1543, float %1544, float %1545, float %1546)
  %1558 = extractvalue { float, float, float, float } %1557, 0
  %1559 = extractvalue { float, float, float, float } %1557, 1
  %1560 = extractvalue { float, float, float, float } %1557, 2
  %1561 = extractvalue { float, float, float, float } %1557, 3
  %1562 = add i32 %1456, 56
  %1563 = sext i32 %1562 to i64
  %1564 = mul i64 %1563, 4
  %1565 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1564
  %1566 = load i32, ptr addrspace(3) %1565, align 4
  %1567 = add i32 %1562, 4
  %1568 = sext i32 %1567 to i64
  %1569 = mul i64 %1568, 4
  %1570 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1569
  %1571 = load i32, ptr addrspace(3) %1570, align 4
  %1572 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %742, i32 %765, i32 %788, i32 %811, i32 %1566, i32 %1571, float %1558, float %1559, float %1560, float %1561)
  %1573 = extractvalue { float, float, float, float } %1572, 0
  %1574 = extractvalue { float, float, float, float } %1572, 1
  %1575 = extractvalue { float, float, float, float } %1572, 2
  %1576 = extractvalue { float, float, float, float } %1572, 3
  %1577 = add i32 8, %14
  %1578 = mul i32 %1577, 68
  %1579 = add i32 %1578, %15
  %1580 = add i32 %1579, %1452
  %1581 = add i32 %1580, 0
  %1582 = sext i32 %1581 to i64
  %1583 = mul i64 %1582, 4
  %1584 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1583
  %1585 = load i32, ptr addrspace(3) %1584, align 4
  %1586 = add i32 %1581, 4
  %1587 = sext i32 %1586 to i64
  %1588 = mul i64 %1587, 4
  %1589 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1588
  %1590 = load i32, ptr addrspace(3) %1589, align 4
  %1591 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %77, i32 %100, i32 %123, i32 %146, i32 %1585, i32 %1590, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1592 = extractvalue { float, float, float, float } %1591, 0
  %1593 = extractvalue { float, float, float, float } %1591, 1
  %1594 = extractvalue { float, float, float, float } %1591, 2
  %1595 = extractvalue { float, float, float, float } %1591, 3
  %1596 = add i32 %1580, 8
  %1597 = sext i32 %1596 to i64
  %1598 = mul i64 %1597, 4
  %1599 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1598
  %1600 = load i32, ptr addrspace(3) %1599, align 4
  %1601 = add i32 %1596, 4
  %1602 = sext i32 %1601 to i64
  %1603 = mul i64 %1602, 4
  %1604 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1603
  %1605 = load i32, ptr addrspace(3) %1604, align 4
  %1606 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %172, i32 %195, i32 %218, i32 %241, i32 %1600, i32 %1605, float %1592, float %1593, float %1594, float %1595)
  %1607 = extractvalue { float, float, float, float } %1606, 0
  %1608 = extractvalue { float, float, float, float } %1606, 1
  %1609 = extractvalue { float, float, float, float } %1606, 2
  %1610 = extractvalue { float, float, float, float } %1606, 3
  %1611 = add i32 %1580, 16
  %1612 = sext i32 %1611 to i64
  %1613 = mul i64 %1612, 4
  %1614 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1613
  %1615 = load i32, ptr addrspace(3) %1614, align 4
  %1616 = add i32 %1611, 4
  %1617 = sext i32 %1616 to i64
  %1618 = mul i64 %1617, 4
  %1619 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1618
  %1620 = load i32, ptr addrspace(3) %1619, align 4
  %1621 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %267, i32 %290, i32 %313, i32 %336, i32 %1615, i32 %1620, float %1607, float %1608, float %1609, float %1610)
  %1622 = extractvalue { float, float, float, float } %1621, 0
  %1623 = extractvalue { float, float, float, float } %1621, 1
  %1624 = extractvalue { float, float, float, float } %1621, 2
  %1625 = extractvalue { float, float, float, float } %1621, 3
  %1626 = add i32 %1580, 24
  %1627 = sext i32 %1626 to i64
  %1628 = mul i64 %1627, 4
  %1629 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1628
  %1630 = load i32, ptr addrspace(3) %1629, align 4
  %1631 = add i32 %1626, 4
  %1632 = sext i32 %1631 to i64
  %1633 = mul i64 %1632, 4
  %1634 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1633
  %1635 = load i32, ptr addrspace(3) %1634, align 4
  %1636 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %362, i32 %385, i32 %408, i32 %431, i32 %1630, i32 %1635, float %1622, float %1623, float %1624, float %1625)
  %1637 = extractvalue { float, float, float, float } %1636, 0
  %1638 = extractvalue { float, float, float, float } %1636, 1
  %1639 = extractvalue { float, float, float, float } %1636, 2
  %1640 = extractvalue { float, float, float, float } %1636, 3
  %1641 = add i32 %1580, 32
  %1642 = sext i32 %1641 to i64
  %1643 = mul i64 %1642, 4
  %1644 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1643
  %1645 = load i32, ptr addrspace(3) %1644, align 4
  %1646 = add i32 %1641, 4
  %1647 = sext i32 %1646 to i64
  %1648 = mul i64 %1647, 4
  %1649 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1648
  %1650 = load i32, ptr addrspace(3) %1649, align 4
  %1651 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %457, i32 %480, i32 %503, i32 %526, i32 %1645, i32 %1650, float %1637, float %1638, float %1639, float %1640)
  %1652 = extractvalue { float, float, float, float } %1651, 0
  %1653 = extractvalue { float, float, float, float } %1651, 1
  %1654 = extractvalue { float, float, float, float } %1651, 2
  %1655 = extractvalue { float, float, float, float } %1651, 3
  %1656 = add i32 %1580, 40
  %1657 = sext i32 %1656 to i64
  %1658 = mul i64 %1657, 4
  %1659 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1658
  %1660 = load i32, ptr addrspace(3) %1659, align 4
  %1661 = add i32 %1656, 4
  %1662 = sext i32 %1661 to i64
  %1663 = mul i64 %1662, 4
  %1664 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1663
  %1665 = load i32, ptr addrspace(3) %1664, align 4
  %1666 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %552, i32 %575, i32 %598, i32 %621, i32 %1660, i32 %1665, float %1652, float %1653, float %1654, float %1655)
  %1667 = extractvalue { float, float, float, float } %1666, 0
  %1668 = extractvalue { float, float, float, float } %1666, 1
  %1669 = extractvalue { float, float, float, float } %1666, 2
  %1670 = extractvalue { float, float, float, float } %1666, 3
  %1671 = add i32 %1580, 48
  %1672 = sext i32 %1671 to i64
  %1673 = mul i64 %1672, 4
  %1674 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1673
  %1675 = load i32, ptr addrspace(3) %1674, align 4
  %1676 = add i32 %1671, 4
  %1677 = sext i32 %1676 to i64
  %1678 = mul i64 %1677, 4
  %1679 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1678
  %1680 = load i32, ptr addrspace(3) %1679, align 4
  %1681 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %647, i32 %670, i32 %693, i32 %716, i32 %1675, i32 %1680, float %1667, float %1668, float %1669, float %1670)
  %1682 = extractvalue { float, float, float, float } %1681, 0
  %1683 = extractvalue { float, float, float, float } %1681, 1
  %1684 = extractvalue { float, float, float, float } %1681, 2
  %1685 = extractvalue { float, float, float, float } %1681, 3
  %1686 = add i32 %1580, 56
  %1687 = sext i32 %1686 to i64
  %1688 = mul i64 %1687, 4
  %1689 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1688
  %1690 = load i32, ptr addrspace(3) %1689, align 4
  %1691 = add i32 %1686, 4
  %1692 = sext i32 %1691 to i64
  %1693 = mul i64 %1692, 4
  %1694 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1693
  %1695 = load i32, ptr addrspace(3) %1694, align 4
  %1696 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %742, i32 %765, i32 %788, i32 %811, i32 %1690, i32 %1695, float %1682, float %1683, float %1684, float %1685)
  %1697 = extractvalue { float, float, float, float } %1696, 0
  %1698 = extractvalue { float, float, float, float } %1696, 1
  %1699 = extractvalue { float, float, float, float } %1696, 2
  %1700 = extractvalue { float, float, float, float } %1696, 3
  %1701 = add i32 16, %14
  %1702 = mul i32 %1701, 68
  %1703 = add i32 %1702, %15
  %1704 = add i32 %1703, %1452
  %1705 = add i32 %1704, 0
  %1706 = sext i32 %1705 to i64
  %1707 = mul i64 %1706, 4
  %1708 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1707
  %1709 = load i32, ptr addrspace(3) %1708, align 4
  %1710 = add i32 %1705, 4
  %1711 = sext i32 %1710 to i64
  %1712 = mul i64 %1711, 4
  %1713 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1712
  %1714 = load i32, ptr addrspace(3) %1713, align 4
  %1715 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %77, i32 %100, i32 %123, i32 %146, i32 %1709, i32 %1714, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1716 = extractvalue { float, float, float, float } %1715, 0
  %1717 = extractvalue { float, float, float, float } %1715, 1
  %1718 = extractvalue { float, float, float, float } %1715, 2
  %1719 = extractvalue { float, float, float, float } %1715, 3
  %1720 = add i32 %1704, 8
  %1721 = sext i32 %1720 to i64
  %1722 = mul i64 %1721, 4
  %1723 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1722
  %1724 = load i32, ptr addrspace(3) %1723, align 4
  %1725 = add i32 %1720, 4
  %1726 = sext i32 %1725 to i64
  %1727 = mul i64 %1726, 4
  %1728 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1727
  %1729 = load i32, ptr addrspace(3) %1728, align 4
  %1730 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %172, i32 %195, i32 %218, i32 %241, i32 %1724, i32 %1729, float %1716, float %1717, float %1718, float %1719)
  %1731 = extractvalue { float, float, float, float } %1730, 0
  %1732 = extractvalue { float, float, float, float } %1730, 1
  %1733 = extractvalue { float, float, float, float } %1730, 2
  %1734 = extractvalue { float, float, float, float } %1730, 3
  %1735 = add i32 %1704, 16
  %1736 = sext i32 %1735 to i64
  %1737 = mul i64 %1736, 4
  %1738 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1737
  %1739 = load i32, ptr addrspace(3) %1738, align 4
  %1740 = add i32 %1735, 4
  %1741 = sext i32 %1740 to i64
  %1742 = mul i64 %1741, 4
  %1743 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1742
  %1744 = load i32, ptr addrspace(3) %1743, align 4
  %1745 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %267, i32 %290, i32 %313, i32 %336, i32 %1739, i32 %1744, float %1731, float %1732, float %1733, float %1734)
  %1746 = extractvalue { float, float, float, float } %1745, 0
  %1747 = extractvalue { float, float, float, float } %1745, 1
  %1748 = extractvalue { float, float, float, float } %1745, 2
  %1749 = extractvalue { float, float, float, float } %1745, 3
  %1750 = add i32 %1704, 24
  %1751 = sext i32 %1750 to i64
  %1752 = mul i64 %1751, 4
  %1753 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1752
  %1754 = load i32, ptr addrspace(3) %1753, align 4
  %1755 = add i32 %1750, 4
  %1756 = sext i32 %1755 to i64
  %1757 = mul i64 %1756, 4
  %1758 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1757
  %1759 = load i32, ptr addrspace(3) %1758, align 4
  %1760 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %362, i32 %385, i32 %408, i32 %431, i32 %1754, i32 %1759, float %1746, float %1747, float %1748, float %1749)
  %1761 = extractvalue { float, float, float, float } %1760, 0
  %1762 = extractvalue { float, float, float, float } %1760, 1
  %1763 = extractvalue { float, float, float, float } %1760, 2
  %1764 = extractvalue { float, float, float, float } %1760, 3
  %1765 = add i32 %1704, 32
  %1766 = sext i32 %1765 to i64
  %1767 = mul i64 %1766, 4
  %1768 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1767
  %1769 = load i32, ptr addrspace(3) %1768, align 4
  %1770 = add i32 %1765, 4
  %1771 = sext i32 %1770 to i64
  %1772 = mul i64 %1771, 4
  %1773 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1772
  %1774 = load i32, ptr addrspace(3) %1773, align 4
  %1775 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %457, i32 %480, i32 %503, i32 %526, i32 %1769, i32 %1774, float %1761, float %1762, float %1763, float %1764)
  %1776 = extractvalue { float, float, float, float } %1775, 0
  %1777 = extractvalue { float, float, float, float } %1775, 1
  %1778 = extractvalue { float, float, float, float } %1775, 2
  %1779 = extractvalue { float, float, float, float } %1775, 3
  %1780 = add i32 %1704, 40
  %1781 = sext i32 %1780 to i64
  %1782 = mul i64 %1781, 4
  %1783 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1782
  %1784 = load i32, ptr addrspace(3) %1783, align 4
  %1785 = add i32 %1780, 4
  %1786 = sext i32 %1785 to i64
  %1787 = mul i64 %1786, 4
  %1788 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1787
  %1789 = load i32, ptr addrspace(3) %1788, align 4
  %1790 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %552, i32 %575, i32 %598, i32 %621, i32 %1784, i32 %1789, float %1776, float %1777, float %1778, float %1779)
  %1791 = extractvalue { float, float, float, float } %1790, 0
  %1792 = extractvalue { float, float, float, float } %1790, 1
  %1793 = extractvalue { float, float, float, float } %1790, 2
  %1794 = extractvalue { float, float, float, float } %1790, 3
  %1795 = add i32 %1704, 48
  %1796 = sext i32 %1795 to i64
  %1797 = mul i64 %1796, 4
  %1798 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1797
  %1799 = load i32, ptr addrspace(3) %1798, align 4
  %1800 = add i32 %1795, 4
  %1801 = sext i32 %1800 to i64
  %1802 = mul i64 %1801, 4
  %1803 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1802
  %1804 = load i32, ptr addrspace(3) %1803, align 4
  %1805 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %647, i32 %670, i32 %693, i32 %716, i32 %1799, i32 %1804, float %1791, float %1792, float %1793, float %1794)
  %1806 = extractvalue { float, float, float, float } %1805, 0
  %1807 = extractvalue { float, float, float, float } %1805, 1
  %1808 = extractvalue { float, float, float, float } %1805, 2
  %1809 = extractvalue { float, float, float, float } %1805, 3
  %1810 = add i32 %1704, 56
  %1811 = sext i32 %1810 to i64
  %1812 = mul i64 %1811, 4
  %1813 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1812
  %1814 = load i32, ptr addrspace(3) %1813, align 4
  %1815 = add i32 %1810, 4
  %1816 = sext i32 %1815 to i64
  %1817 = mul i64 %1816, 4
  %1818 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1817
  %1819 = load i32, ptr addrspace(3) %1818, align 4
  %1820 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %742, i32 %765, i32 %788, i32 %811, i32 %1814, i32 %1819, float %1806, float %1807, float %1808, float %1809)
  %1821 = extractvalue { float, float, float, float } %1820, 0
  %1822 = extractvalue { float, float, float, float } %1820, 1
  %1823 = extractvalue { float, float, float, float } %1820, 2
  %1824 = extractvalue { float, float, float, float } %1820, 3
  %1825 = add i32 24, %14
  %1826 = mul i32 %1825, 68
  %1827 = add i32 %1826, %15
  %1828 = add i32 %1827, %1452
  %1829 = add i32 %1828, 0
  %1830 = sext i32 %1829 to i64
  %1831 = mul i64 %1830, 4
  %1832 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1831
  %1833 = load i32, ptr addrspace(3) %1832, align 4
  %1834 = add i32 %1829, 4
  %1835 = sext i32 %1834 to i64
  %1836 = mul i64 %1835, 4
  %1837 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1836
  %1838 = load i32, ptr addrspace(3) %1837, align 4
  %1839 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %77, i32 %100, i32 %123, i32 %146, i32 %1833, i32 %1838, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %1840 = extractvalue { float, float, float, float } %1839, 0
  %1841 = extractvalue { float, float, float, float } %1839, 1
  %1842 = extractvalue { float, float, float, float } %1839, 2
  %1843 = extractvalue { float, float, float, float } %1839, 3
  %1844 = add i32 %1828, 8
  %1845 = sext i32 %1844 to i64
  %1846 = mul i64 %1845, 4
  %1847 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1846
  %1848 = load i32, ptr addrspace(3) %1847, align 4
  %1849 = add i32 %1844, 4
  %1850 = sext i32 %1849 to i64
  %1851 = mul i64 %1850, 4
  %1852 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1851
  %1853 = load i32, ptr addrspace(3) %1852, align 4
  %1854 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %172, i32 %195, i32 %218, i32 %241, i32 %1848, i32 %1853, float %1840, float %1841, float %1842, float %1843)
  %1855 = extractvalue { float, float, float, float } %1854, 0
  %1856 = extractvalue { float, float, float, float } %1854, 1
  %1857 = extractvalue { float, float, float, float } %1854, 2
  %1858 = extractvalue { float, float, float, float } %1854, 3
  %1859 = add i32 %1828, 16
  %1860 = sext i32 %1859 to i64
  %1861 = mul i64 %1860, 4
  %1862 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1861
  %1863 = load i32, ptr addrspace(3) %1862, align 4
  %1864 = add i32 %1859, 4
  %1865 = sext i32 %1864 to i64
  %1866 = mul i64 %1865, 4
  %1867 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1866
  %1868 = load i32, ptr addrspace(3) %1867, align 4
  %1869 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %267, i32 %290, i32 %313, i32 %336, i32 %1863, i32 %1868, float %1855, float %1856, float %1857, float %1858)
  %1870 = extractvalue { float, float, float, float } %1869, 0
  %1871 = extractvalue { float, float, float, float } %1869, 1
  %1872 = extractvalue { float, float, float, float } %1869, 2
  %1873 = extractvalue { float, float, float, float } %1869, 3
  %1874 = add i32 %1828, 24
  %1875 = sext i32 %1874 to i64
  %1876 = mul i64 %1875, 4
  %1877 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1876
  %1878 = load i32, ptr addrspace(3) %1877, align 4
  %1879 = add i32 %1874, 4
  %1880 = sext i32 %1879 to i64
  %1881 = mul i64 %1880, 4
  %1882 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1881
  %1883 = load i32, ptr addrspace(3) %1882, align 4
  %1884 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %362, i32 %385, i32 %408, i32 %431, i32 %1878, i32 %1883, float %1870, float %1871, float %1872, float %1873)
  %1885 = extractvalue { float, float, float, float } %1884, 0
  %1886 = extractvalue { float, float, float, float } %1884, 1
  %1887 = extractvalue { float, float, float, float } %1884, 2
  %1888 = extractvalue { float, float, float, float } %1884, 3
  %1889 = add i32 %1828, 32
  %1890 = sext i32 %1889 to i64
  %1891 = mul i64 %1890, 4
  %1892 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1891
  %1893 = load i32, ptr addrspace(3) %1892, align 4
  %1894 = add i32 %1889, 4
  %1895 = sext i32 %1894 to i64
  %1896 = mul i64 %1895, 4
  %1897 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1896
  %1898 = load i32, ptr addrspace(3) %1897, align 4
  %1899 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %457, i32 %480, i32 %503, i32 %526, i32 %1893, i32 %1898, float %1885, float %1886, float %1887, float %1888)
  %1900 = extractvalue { float, float, float, float } %1899, 0
  %1901 = extractvalue { float, float, float, float } %1899, 1
  %1902 = extractvalue { float, float, float, float } %1899, 2
  %1903 = extractvalue { float, float, float, float } %1899, 3
  %1904 = add i32 %1828, 40
  %1905 = sext i32 %1904 to i64
  %1906 = mul i64 %1905, 4
  %1907 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1906
  %1908 = load i32, ptr addrspace(3) %1907, align 4
  %1909 = add i32 %1904, 4
  %1910 = sext i32 %1909 to i64
  %1911 = mul i64 %1910, 4
  %1912 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1911
  %1913 = load i32, ptr addrspace(3) %1912, align 4
  %1914 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %552, i32 %575, i32 %598, i32 %621, i32 %1908, i32 %1913, float %1900, float %1901, float %1902, float %1903)
  %1915 = extractvalue { float, float, float, float } %1914, 0
  %1916 = extractvalue { float, float, float, float } %1914, 1
  %1917 = extractvalue { float, float, float, float } %1914, 2
  %1918 = extractvalue { float, float, float, float } %1914, 3
  %1919 = add i32 %1828, 48
  %1920 = sext i32 %1919 to i64
  %1921 = mul i64 %1920, 4
  %1922 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1921
  %1923 = load i32, ptr addrspace(3) %1922, align 4
  %1924 = add i32 %1919, 4
  %1925 = sext i32 %1924 to i64
  %1926 = mul i64 %1925, 4
  %1927 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1926
  %1928 = load i32, ptr addrspace(3) %1927, align 4
  %1929 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %647, i32 %670, i32 %693, i32 %716, i32 %1923, i32 %1928, float %1915, float %1916, float %1917, float %1918)
  %1930 = extractvalue { float, float, float, float } %1929, 0
  %1931 = extractvalue { float, float, float, float } %1929, 1
  %1932 = extractvalue { float, float, float, float } %1929, 2
  %1933 = extractvalue { float, float, float, float } %1929, 3
  %1934 = add i32 %1828, 56
  %1935 = sext i32 %1934 to i64
  %1936 = mul i64 %1935, 4
  %1937 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1936
  %1938 = load i32, ptr addrspace(3) %1937, align 4
  %1939 = add i32 %1934, 4
  %1940 = sext i32 %1939 to i64
  %1941 = mul i64 %1940, 4
  %1942 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1941
  %1943 = load i32, ptr addrspace(3) %1942, align 4
  %1944 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %742, i32 %765, i32 %788, i32 %811, i32 %1938, i32 %1943, float %1930, float %1931, float %1932, float %1933)
  %1945 = extractvalue { float, float, float, float } %1944, 0
  %1946 = extractvalue { float, float, float, float } %1944, 1
  %1947 = extractvalue { float, float, float, float } %1944, 2
  %1948 = extractvalue { float, float, float, float } %1944, 3
  %1949 = mul i32 %15, 2
  %1950 = add i32 %1949, 0
  %1951 = add i32 %1451, %1950
  %1952 = icmp sle i32 %1951, %39
  %1953 = fmul float %1573, %823
  %1954 = select i1 %1952, float %1953, float 0xFFF0000000000000
  %1955 = fcmp ogt float 0xFFF0000000000000, %1954
  %1956 = select i1 %1955, float 0xFFF0000000000000, float %1954
  %1957 = mul i32 %15, 2
  %1958 = add i32 %1957, 1
  %1959 = add i32 %1451, %1958
  %1960 = icmp sle i32 %1959, %39
  %1961 = fmul float %1574, %823
  %1962 = select i1 %1960, float %1961, float 0xFFF0000000000000
  %1963 = fcmp ogt float %1956, %1962
  %1964 = select i1 %1963, float %1956, float %1962
  %1965 = mul i32 %15, 2
  %1966 = add i32 %1965, 0
  %1967 = add i32 %1451, %1966
  %1968 = icmp sle i32 %1967, %51
  %1969 = fmul float %1575, %823
  %1970 = select i1 %1968, float %1969, float 0xFFF0000000000000
  %1971 = fcmp ogt float 0xFFF0000000000000, %1970
  %1972 = select i1 %1971, float 0xFFF0000000000000, float %1970
  %1973 = mul i32 %15, 2
  %1974 = add i32 %1973, 1
  %1975 = add i32 %1451, %1974
  %1976 = icmp sle i32 %1975, %51
  %1977 = fmul float %1576, %823
  %1978 = select i1 %1976, float %1977, float 0xFFF0000000000000
  %1979 = fcmp ogt float %1972, %1978
  %1980 = select i1 %1979, float %1972, float %1978
  %1981 = mul i32 %15, 2
  %1982 = add i32 %1981, 8
  %1983 = add i32 %1451, %1982
  %1984 = icmp sle i32 %1983, %39
  %1985 = fmul float %1697, %823
  %1986 = select i1 %1984, float %1985, float 0xFFF0000000000000
  %1987 = fcmp ogt float %1964, %1986
  %1988 = select i1 %1987, float %1964, float %1986
  %1989 = mul i32 %15, 2
  %1990 = add i32 %1989, 9
  %1991 = add i32 %1451, %1990
  %1992 = icmp sle i32 %1991, %39
  %1993 = fmul float %1698, %823
  %1994 = select i1 %1992, float %1993, float 0xFFF0000000000000
  %1995 = fcmp ogt float %1988, %1994
  %1996 = select i1 %1995, float %1988, float %1994
  %1997 = mul i32 %15, 2
  %1998 = add i32 %1997, 8
  %1999 = add i32 %1451, %1998
  %2000 = icmp sle i32 %1999, %51
  %2001 = fmul float %1699, %823
  %2002 = select i1 %2000, float %2001, float 0xFFF0000000000000
  %2003 = fcmp ogt float %1980, %2002
  %2004 = select i1 %2003, float %1980, float %2002
  %2005 = mul i32 %15, 2
  %2006 = add i32 %2005, 9
  %2007 = add i32 %1451, %2006
  %2008 = icmp sle i32 %2007, %51
  %2009 = fmul float %1700, %823
  %2010 = select i1 %2008, float %2009, float 0xFFF0000000000000
  %2011 = fcmp ogt float %2004, %2010
  %2012 = select i1 %2011, float %2004, float %2010
  %2013 = mul i32 %15, 2
  %2014 = add i32 %2013, 16
  %2015 = add i32 %1451, %2014
  %2016 = icmp sle i32 %2015, %39
  %2017 = fmul float %1821, %823
  %2018 = select i1 %2016, float %2017, float 0xFFF0000000000000
  %2019 = fcmp ogt float %1996, %2018
  %2020 = select i1 %2019, float %1996, float %2018
  %2021 = mul i32 %15, 2
  %2022 = add i32 %2021, 17
  %2023 = add i32 %1451, %2022
  %2024 = icmp sle i32 %2023, %39
  %2025 = fmul float %1822, %823
  %2026 = select i1 %2024, float %2025, float 0xFFF0000000000000
  %2027 = fcmp ogt float %2020, %2026
  %2028 = select i1 %2027, float %2020, float %2026
  %2029 = mul i32 %15, 2
  %2030 = add i32 %2029, 16
  %2031 = add i32 %1451, %2030
  %2032 = icmp sle i32 %2031, %51
  %2033 = fmul float %1823, %823
  %2034 = select i1 %2032, float %2033, float 0xFFF0000000000000
  %2035 = fcmp ogt float %2012, %2034
  %2036 = select i1 %2035, float %2012, float %2034
  %2037 = mul i32 %15, 2
  %2038 = add i32 %2037, 17
  %2039 = add i32 %1451, %2038
  %2040 = icmp sle i32 %2039, %51
  %2041 = fmul float %1824, %823
  %2042 = select i1 %2040, float %2041, float 0xFFF0000000000000
  %2043 = fcmp ogt float %2036, %2042
  %2044 = select i1 %2043, float %2036, float %2042
  %2045 = mul i32 %15, 2
  %2046 = add i32 %2045, 24
  %2047 = add i32 %1451, %2046
  %2048 = icmp sle i32 %2047, %39
  %2049 = fmul float %1945, %823
  %2050 = select i1 %2048, float %2049, float 0xFFF0000000000000
  %2051 = fcmp ogt float %2028, %2050
  %2052 = select i1 %2051, float %2028, float %2050
  %2053 = mul i32 %15, 2
  %2054 = add i32 %2053, 25
  %2055 = add i32 %1451, %2054
  %2056 = icmp sle i32 %2055, %39
  %2057 = fmul float %1946, %823
  %2058 = select i1 %2056, float %2057, float 0xFFF0000000000000
  %2059 = fcmp ogt float %2052, %2058
  %2060 = select i1 %2059, float %2052, float %2058
  %2061 = mul i32 %15, 2
  %2062 = add i32 %2061, 24
  %2063 = add i32 %1451, %2062
  %2064 = icmp sle i32 %2063, %51
  %2065 = fmul float %1947, %823
  %2066 = select i1 %2064, float %2065, float 0xFFF0000000000000
  %2067 = fcmp ogt float %2044, %2066
  %2068 = select i1 %2067, float %2044, float %2066
  %2069 = mul i32 %15, 2
  %2070 = add i32 %2069, 25
  %2071 = add i32 %1451, %2070
  %2072 = icmp sle i32 %2071, %51
  %2073 = fmul float %1948, %823
  %2074 = select i1 %2072, float %2073, float 0xFFF0000000000000
  %2075 = fcmp ogt float %2068, %2074
  %2076 = select i1 %2075, float %2068, float %2074
  %2077 = bitcast float %2060 to i32
  %2078 = call i32 @llvm.amdgcn.workitem.id.x()
  %2079 = and i32 %2078, 31
  %2080 = xor i32 %2079, 1
  %2081 = shl i32 %2080, 2
  %2082 = call i32 @llvm.amdgcn.ds.bpermute(i32 %2081, i32 %2077)
  %2083 = bitcast i32 %2082 to float
  %2084 = fcmp ogt float %2060, %2083
  %2085 = select i1 %2084, float %2060, float %2083
  %2086 = bitcast float %2085 to i32
  %2087 = call i32 @llvm.amdgcn.workitem.id.x()
  %2088 = and i32 %2087, 31
  %2089 = xor i32 %2088, 2
  %2090 = shl i32 %2089, 2
  %2091 = call i32 @llvm.amdgcn.ds.bpermute(i32 %2090, i32 %2086)
  %2092 = bitcast i32 %2091 to float
  %2093 = fcmp ogt float %2085, %2092
  %2094 = select i1 %2093, float %2085, float %2092
  %2095 = load float, ptr addrspace(5) %v, align 4
  %2096 = fcmp ogt float %2095, %2094
  %2097 = select i1 %2096, float %2095, float %2094
  %2098 = fcmp oeq float %2095, 0xFFF0000000000000
  %2099 = fsub float %2095, %2097
  %2100 = fcmp olt float %2099, -1.260000e+02
  %2101 = fcmp ogt float %2099, 1.270000e+02
  %2102 = select i1 %2100, float -1.260000e+02, float %2099
  %2103 = select i1 %2101, float 1.270000e+02, float %2102
  %2104 = fadd float %2103, 5.000000e-01
  %2105 = call float @llvm.floor.f32(float %2104)
  %2106 = fsub float %2103, %2105
  %2107 = fmul float 0x3EEFFCBFC0000000, %2106
  %2108 = fadd float %2107, 0x3F24309120000000
  %2109 = fmul float %2108, %2106
  %2110 = fadd float %2109, 0x3F55D87FE0000000
  %2111 = fmul float %2110, %2106
  %2112 = fadd float %2111, 0x3F83B2AB60000000
  %2113 = fmul float %2112, %2106
  %2114 = fadd float %2113, 0x3FAC6B08E0000000
  %2115 = fmul float %2114, %2106
  %2116 = fadd float %2115, 0x3FCEBFBE00000000
  %2117 = fmul float %2116, %2106
  %2118 = fadd float %2117, 0x3FE62E4300000000
  %2119 = fmul float %2118, %2106
  %2120 = fadd float %2119, 1.000000e+00
  %2121 = fptosi float %2105 to i32
  %2122 = add i32 %2121, 127
  %2123 = shl i32 %2122, 23
  %2124 = bitcast i32 %2123 to float
  %2125 = fmul float %2120, %2124
  %2126 = select i1 %2100, float 0.000000e+00, float %2125
  %2127 = select i1 %2101, float 0x7FF0000000000000, float %2126
  %2128 = fcmp uno float %2099, %2099
  %2129 = select i1 %2128, float %2099, float %2127
  %2130 = select i1 %2098, float 0.000000e+00, float %2129
  store float %2097, ptr addrspace(5) %v, align 4
  %2131 = bitcast float %2076 to i32
  %2132 = call i32 @llvm.amdgcn.workitem.id.x()
  %2133 = and i32 %2132, 31
  %2134 = xor i32 %2133, 1
  %2135 = shl i32 %2134, 2
  %2136 = call i32 @llvm.amdgcn.ds.bpermute(i32 %2135, i32 %2131)
  %2137 = bitcast i32 %2136 to float
  %2138 = fcmp ogt float %2076, %2137
  %2139 = select i1 %2138, float %2076, float %2137
  %2140 = bitcast float %2139 to i32
  %2141 = call i32 @llvm.amdgcn.workitem.id.x()
  %2142 = and i32 %2141, 31
  %2143 = xor i32 %2142, 2
  %2144 = shl i32 %2143, 2
  %2145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %2144, i32 %2140)
  %2146 = bitcast i32 %2145 to float
  %2147 = fcmp ogt float %2139, %2146
  %2148 = select i1 %2147, float %2139, float %2146
  %2149 = load float, ptr addrspace(5) %v1, align 4
  %2150 = fcmp ogt float %2149, %2148
  %2151 = select i1 %2150, float %2149, float %2148
  %2152 = fcmp oeq float %2149, 0xFFF0000000000000
  %2153 = fsub float %2149, %2151
  %2154 = fcmp olt float %2153, -1.260000e+02
  %2155 = fcmp ogt float %2153, 1.270000e+02
  %2156 = select i1 %2154, float -1.260000e+02, float %2153
  %2157 = select i1 %2155, float 1.270000e+02, float %2156
  %2158 = fadd float %2157, 5.000000e-01
  %2159 = call float @llvm.floor.f32(float %2158)
  %2160 = fsub float %2157, %2159
  %2161 = fmul float 0x3EEFFCBFC0000000, %2160
  %2162 = fadd float %2161, 0x3F24309120000000
  %2163 = fmul float %2162, %2160
  %2164 = fadd float %2163, 0x3F55D87FE0000000
  %2165 = fmul float %2164, %2160
  %2166 = fadd float %2165, 0x3F83B2AB60000000
  %2167 = fmul float %2166, %2160
  %2168 = fadd float %2167, 0x3FAC6B08E0000000
  %2169 = fmul float %2168, %2160
  %2170 = fadd float %2169, 0x3FCEBFBE00000000
  %2171 = fmul float %2170, %2160
  %2172 = fadd float %2171, 0x3FE62E4300000000
  %2173 = fmul float %2172, %2160
  %2174 = fadd float %2173, 1.000000e+00
  %2175 = fptosi float %2159 to i32
  %2176 = add i32 %2175, 127
  %2177 = shl i32 %2176, 23
  %2178 = bitcast i32 %2177 to float
  %2179 = fmul float %2174, %2178
  %2180 = select i1 %2154, float 0.000000e+00, float %2179
  %2181 = select i1 %2155, float 0x7FF0000000000000, float %2180
  %2182 = fcmp uno float %2153, %2153
  %2183 = select i1 %2182, float %2153, float %2181
  %2184 = select i1 %2152, float 0.000000e+00, float %2183
  store float %2151, ptr addrspace(5) %v1, align 4
  %2185 = fsub float %1954, %2097
  %2186 = fcmp olt float %2185, -1.260000e+02
  %2187 = fcmp ogt float %2185, 1.270000e+02
  %2188 = select i1 %2186, float -1.260000e+02, float %2185
  %2189 = select i1 %2187, float 1.270000e+02, float %2188
  %2190 = fadd float %2189, 5.000000e-01
  %2191 = call float @llvm.floor.f32(float %2190)
  %2192 = fsub float %2189, %2191
  %2193 = fmul float 0x3EEFFCBFC0000000, %2192
  %2194 = fadd float %2193, 0x3F24309120000000
  %2195 = fmul float %2194, %2192
  %2196 = fadd float %2195, 0x3F55D87FE0000000
  %2197 = fmul float %2196, %2192
  %2198 = fadd float %2197, 0x3F83B2AB60000000
  %2199 = fmul float %2198, %2192
  %2200 = fadd float %2199, 0x3FAC6B08E0000000
  %2201 = fmul float %2200, %2192
  %2202 = fadd float %2201, 0x3FCEBFBE00000000
  %2203 = fmul float %2202, %2192
  %2204 = fadd float %2203, 0x3FE62E4300000000
  %2205 = fmul float %2204, %2192
  %2206 = fadd float %2205, 1.000000e+00
  %2207 = fptosi float %2191 to i32
  %2208 = add i32 %2207, 127
  %2209 = shl i32 %2208, 23
  %2210 = bitcast i32 %2209 to float
  %2211 = fmul float %2206, %2210
  %2212 = select i1 %2186, float 0.000000e+00, float %2211
  %2213 = select i1 %2187, float 0x7FF0000000000000, float %2212
  %2214 = fcmp uno float %2185, %2185
  %2215 = select i1 %2214, float %2185, float %2213
  %2216 = select i1 %1952, float %2215, float 0.000000e+00
  %2217 = fadd float 0.000000e+00, %2216
  %2218 = fsub float %1962, %2097
  %2219 = fcmp olt float %2218, -1.260000e+02
  %2220 = fcmp ogt float %2218, 1.270000e+02
  %2221 = select i1 %2219, float -1.260000e+02, float %2218
  %2222 = select i1 %2220, float 1.270000e+02, float %2221
  %2223 = fadd float %2222, 5.000000e-01
  %2224 = call float @llvm.floor.f32(float %2223)
  %2225 = fsub float %2222, %2224
  %2226 = fmul float 0x3EEFFCBFC0000000, %2225
  %2227 = fadd float %2226, 0x3F24309120000000
  %2228 = fmul float %2227, %2225
  %2229 = fadd float %2228, 0x3F55D87FE0000000
  %2230 = fmul float %2229, %2225
  %2231 = fadd float %2230, 0x3F83B2AB60000000
  %2232 = fmul float %2231, %2225
  %2233 = fadd float %2232, 0x3FAC6B08E0000000
  %2234 = fmul float %2233, %2225
  %2235 = fadd float %2234, 0x3FCEBFBE00000000
  %2236 = fmul float %2235, %2225
  %2237 = fadd float %2236, 0x3FE62E4300000000
  %2238 = fmul float %2237, %2225
  %2239 = fadd float %2238, 1.000000e+00
  %2240 = fptosi float %2224 to i32
  %2241 = add i32 %2240, 127
  %2242 = shl i32 %2241, 23
  %2243 = bitcast i32 %2242 to float
  %2244 = fmul float %2239, %2243
  %2245 = select i1 %2219, float 0.000000e+00, float %2244
  %2246 = select i1 %2220, float 0x7FF0000000000000, float %2245
  %2247 = fcmp uno float %2218, %2218
  %2248 = select i1 %2247, float %2218, float %2246
  %2249 = select i1 %1960, float %2248, float 0.000000e+00
  %2250 = fadd float %2217, %2249
  %2251 = fsub float %1970, %2151
  %2252 = fcmp olt float %2251, -1.260000e+02
  %2253 = fcmp ogt float %2251, 1.270000e+02
  %2254 = select i1 %2252, float -1.260000e+02, float %2251
  %2255 = select i1 %2253, float 1.270000e+02, float %2254
  %2256 = fadd float %2255, 5.000000e-01
  %2257 = call float @llvm.floor.f32(float %2256)
  %2258 = fsub float %2255, %2257
  %2259 = fmul float 0x3EEFFCBFC0000000, %2258
  %2260 = fadd float %2259, 0x3F24309120000000
  %2261 = fmul float %2260, %2258
  %2262 = fadd float %2261, 0x3F55D87FE0000000
  %2263 = fmul float %2262, %2258
  %2264 = fadd float %2263, 0x3F83B2AB60000000
  %2265 = fmul float %2264, %2258
  %2266 = fadd float %2265, 0x3FAC6B08E0000000
  %2267 = fmul float %2266, %2258
  %2268 = fadd float %2267, 0x3FCEBFBE00000000
  %2269 = fmul float %2268, %2258
  %2270 = fadd float %2269, 0x3FE62E4300000000
  %2271 = fmul float %2270, %2258
  %2272 = fadd float %2271, 1.000000e+00
  %2273 = fptosi float %2257 to i32
  %2274 = add i32 %2273, 127
  %2275 = shl i32 %2274, 23
  %2276 = bitcast i32 %2275 to float
  %2277 = fmul float %2272, %2276
  %2278 = select i1 %2252, float 0.000000e+00, float %2277
  %2279 = select i1 %2253, float 0x7FF0000000000000, float %2278
  %2280 = fcmp uno float %2251, %2251
  %2281 = select i1 %2280, float %2251, float %2279
  %2282 = select i1 %1968, float %2281, float 0.000000e+00
  %2283 = fadd float 0.000000e+00, %2282
  %2284 = fsub float %1978, %2151
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
  %2315 = select i1 %1976, float %2314, float 0.000000e+00
  %2316 = fadd float %2283, %2315
  %2317 = fsub float %1986, %2097
  %2318 = fcmp olt float %2317, -1.260000e+02
  %2319 = fcmp ogt float %2317, 1.270000e+02
  %2320 = select i1 %2318, float -1.260000e+02, float %2317
  %2321 = select i1 %2319, float 1.270000e+02, float %2320
  %2322 = fadd float %2321, 5.000000e-01
  %2323 = call float @llvm.floor.f32(float %2322)
  %2324 = fsub float %2321, %2323
  %2325 = fmul float 0x3EEFFCBFC0000000, %2324
  %2326 = fadd float %2325, 0x3F24309120000000
  %2327 = fmul float %2326, %2324
  %2328 = fadd float %2327, 0x3F55D87FE0000000
  %2329 = fmul float %2328, %2324
  %2330 = fadd float %2329, 0x3F83B2AB60000000
  %2331 = fmul float %2330, %2324
  %2332 = fadd float %2331, 0x3FAC6B08E0000000
  %2333 = fmul float %2332, %2324
  %2334 = fadd float %2333, 0x3FCEBFBE00000000
  %2335 = fmul float %2334, %2324
  %2336 = fadd float %2335, 0x3FE62E4300000000
  %2337 = fmul float %2336, %2324
  %2338 = fadd float %2337, 1.000000e+00
  %2339 = fptosi float %2323 to i32
  %2340 = add i32 %2339, 127
  %2341 = shl i32 %2340, 23
  %2342 = bitcast i32 %2341 to float
  %2343 = fmul float %2338, %2342
  %2344 = select i1 %2318, float 0.000000e+00, float %2343
  %2345 = select i1 %2319, float 0x7FF0000000000000, float %2344
  %2346 = fcmp uno float %2317, %2317
  %2347 = select i1 %2346, float %2317, float %2345
  %2348 = select i1 %1984, float %2347, float 0.000000e+00
  %2349 = fadd float %2250, %2348
  %2350 = fsub float %1994, %2097
  %2351 = fcmp olt float %2350, -1.260000e+02
  %2352 = fcmp ogt float %2350, 1.270000e+02
  %2353 = select i1 %2351, float -1.260000e+02, float %2350
  %2354 = select i1 %2352, float 1.270000e+02, float %2353
  %2355 = fadd float %2354, 5.000000e-01
  %2356 = call float @llvm.floor.f32(float %2355)
  %2357 = fsub float %2354, %2356
  %2358 = fmul float 0x3EEFFCBFC0000000, %2357
  %2359 = fadd float %2358, 0x3F24309120000000
  %2360 = fmul float %2359, %2357
  %2361 = fadd float %2360, 0x3F55D87FE0000000
  %2362 = fmul float %2361, %2357
  %2363 = fadd float %2362, 0x3F83B2AB60000000
  %2364 = fmul float %2363, %2357
  %2365 = fadd float %2364, 0x3FAC6B08E0000000
  %2366 = fmul float %2365, %2357
  %2367 = fadd float %2366, 0x3FCEBFBE00000000
  %2368 = fmul float %2367, %2357
  %2369 = fadd float %2368, 0x3FE62E4300000000
  %2370 = fmul float %2369, %2357
  %2371 = fadd float %2370, 1.000000e+00
  %2372 = fptosi float %2356 to i32
  %2373 = add i32 %2372, 127
  %2374 = shl i32 %2373, 23
  %2375 = bitcast i32 %2374 to float
  %2376 = fmul float %2371, %2375
  %2377 = select i1 %2351, float 0.000000e+00, float %2376
  %2378 = select i1 %2352, float 0x7FF0000000000000, float %2377
  %2379 = fcmp uno float %2350, %2350
  %2380 = select i1 %2379, float %2350, float %2378
  %2381 = select i1 %1992, float %2380, float 0.000000e+00
  %2382 = fadd float %2349, %2381
  %2383 = fsub float %2002, %2151
  %2384 = fcmp olt float %2383, -1.260000e+02
  %2385 = fcmp ogt float %2383, 1.270000e+02
  %2386 = select i1 %2384, float -1.260000e+02, float %2383
  %2387 = select i1 %2385, float 1.270000e+02, float %2386
  %2388 = fadd float %2387, 5.000000e-01
  %2389 = call float @llvm.floor.f32(float %2388)
  %2390 = fsub float %2387, %2389
  %2391 = fmul float 0x3EEFFCBFC0000000, %2390
  %2392 = fadd float %2391, 0x3F24309120000000
  %2393 = fmul float %2392, %2390
  %2394 = fadd float %2393, 0x3F55D87FE0000000
  %2395 = fmul float %2394, %2390
  %2396 = fadd float %2395, 0x3F83B2AB60000000
  %2397 = fmul float %2396, %2390
  %2398 = fadd float %2397, 0x3FAC6B08E0000000
  %2399 = fmul float %2398, %2390
  %2400 = fadd float %2399, 0x3FCEBFBE00000000
  %2401 = fmul float %2400, %2390
  %2402 = fadd float %2401, 0x3FE62E4300000000
  %2403 = fmul float %2402, %2390
  %2404 = fadd float %2403, 1.000000e+00
  %2405 = fptosi float %2389 to i32
  %2406 = add i32 %2405, 127
  %2407 = shl i32 %2406, 23
  %2408 = bitcast i32 %2407 to float
  %2409 = fmul float %2404, %2408
  %2410 = select i1 %2384, float 0.000000e+00, float %2409
  %2411 = select i1 %2385, float 0x7FF0000000000000, float %2410
  %2412 = fcmp uno float %2383, %2383
  %2413 = select i1 %2412, float %2383, float %2411
  %2414 = select i1 %2000, float %2413, float 0.000000e+00
  %2415 = fadd float %2316, %2414
  %2416 = fsub float %2010, %2151
  %2417 = fcmp olt float %2416, -1.260000e+02
  %2418 = fcmp ogt float %2416, 1.270000e+02
  %2419 = select i1 %2417, float -1.260000e+02, float %2416
  %2420 = select i1 %2418, float 1.270000e+02, float %2419
  %2421 = fadd float %2420, 5.000000e-01
  %2422 = call float @llvm.floor.f32(float %2421)
  %2423 = fsub float %2420, %2422
  %2424 = fmul float 0x3EEFFCBFC0000000, %2423
  %2425 = fadd float %2424, 0x3F24309120000000
  %2426 = fmul float %2425, %2423
  %2427 = fadd float %2426, 0x3F55D87FE0000000
  %2428 = fmul float %2427, %2423
  %2429 = fadd float %2428, 0x3F83B2AB60000000
  %2430 = fmul float %2429, %2423
  %2431 = fadd float %2430, 0x3FAC6B08E0000000
  %2432 = fmul float %2431, %2423
  %2433 = fadd float %2432, 0x3FCEBFBE00000000
  %2434 = fmul float %2433, %2423
  %2435 = fadd float %2434, 0x3FE62E4300000000
  %2436 = fmul float %2435, %2423
  %2437 = fadd float %2436, 1.000000e+00
  %2438 = fptosi float %2422 to i32
  %2439 = add i32 %2438, 127
  %2440 = shl i32 %2439, 23
  %2441 = bitcast i32 %2440 to float
  %2442 = fmul float %2437, %2441
  %2443 = select i1 %2417, float 0.000000e+00, float %2442
  %2444 = select i1 %2418, float 0x7FF0000000000000, float %2443
  %2445 = fcmp uno float %2416, %2416
  %2446 = select i1 %2445, float %2416, float %2444
  %2447 = select i1 %2008, float %2446, float 0.000000e+00
  %2448 = fadd float %2415, %2447
  %2449 = fsub float %2018, %2097
  %2450 = fcmp olt float %2449, -1.260000e+02
  %2451 = fcmp ogt float %2449, 1.270000e+02
  %2452 = select i1 %2450, float -1.260000e+02, float %2449
  %2453 = select i1 %2451, float 1.270000e+02, float %2452
  %2454 = fadd float %2453, 5.000000e-01
  %2455 = call float @llvm.floor.f32(float %2454)
  %2456 = fsub float %2453, %2455
  %2457 = fmul float 0x3EEFFCBFC0000000, %2456
  %2458 = fadd float %2457, 0x3F24309120000000
  %2459 = fmul float %2458, %2456
  %2460 = fadd float %2459, 0x3F55D87FE0000000
  %2461 = fmul float %2460, %2456
  %2462 = fadd float %2461, 0x3F83B2AB60000000
  %2463 = fmul float %2462, %2456
  %2464 = fadd float %2463, 0x3FAC6B08E0000000
  %2465 = fmul float %2464, %2456
  %2466 = fadd float %2465, 0x3FCEBFBE00000000
  %2467 = fmul float %2466, %2456
  %2468 = fadd float %2467, 0x3FE62E4300000000
  %2469 = fmul float %2468, %2456
  %2470 = fadd float %2469, 1.000000e+00
  %2471 = fptosi float %2455 to i32
  %2472 = add i32 %2471, 127
  %2473 = shl i32 %2472, 23
  %2474 = bitcast i32 %2473 to float
  %2475 = fmul float %2470, %2474
  %2476 = select i1 %2450, float 0.000000e+00, float %2475
  %2477 = select i1 %2451, float 0x7FF0000000000000, float %2476
  %2478 = fcmp uno float %2449, %2449
  %2479 = select i1 %2478, float %2449, float %2477
  %2480 = select i1 %2016, float %2479, float 0.000000e+00
  %2481 = fadd float %2382, %2480
  %2482 = fsub float %2026, %2097
  %2483 = fcmp olt float %2482, -1.260000e+02
  %2484 = fcmp ogt float %2482, 1.270000e+02
  %2485 = select i1 %2483, float -1.260000e+02, float %2482
  %2486 = select i1 %2484, float 1.270000e+02, float %2485
  %2487 = fadd float %2486, 5.000000e-01
  %2488 = call float @llvm.floor.f32(float %2487)
  %2489 = fsub float %2486, %2488
  %2490 = fmul float 0x3EEFFCBFC0000000, %2489
  %2491 = fadd float %2490, 0x3F24309120000000
  %2492 = fmul float %2491, %2489
  %2493 = fadd float %2492, 0x3F55D87FE0000000
  %2494 = fmul float %2493, %2489
  %2495 = fadd float %2494, 0x3F83B2AB60000000
  %2496 = fmul float %2495, %2489
  %2497 = fadd float %2496, 0x3FAC6B08E0000000
  %2498 = fmul float %2497, %2489
  %2499 = fadd float %2498, 0x3FCEBFBE00000000
  %2500 = fmul float %2499, %2489
  %2501 = fadd float %2500, 0x3FE62E4300000000
  %2502 = fmul float %2501, %2489
  %2503 = fadd float %2502, 1.000000e+00
  %2504 = fptosi float %2488 to i32
  %2505 = add i32 %2504, 127
  %2506 = shl i32 %2505, 23
  %2507 = bitcast i32 %2506 to float
  %2508 = fmul float %2503, %2507
  %2509 = select i1 %2483, float 0.000000e+00, float %2508
  %2510 = select i1 %2484, float 0x7FF0000000000000, float %2509
  %2511 = fcmp uno float %2482, %2482
  %2512 = select i1 %2511, float %2482, float %2510
  %2513 = select i1 %2024, float %2512, float 0.000000e+00
  %2514 = fadd float %2481, %2513
  %2515 = fsub float %2034, %2151
  %2516 = fcmp olt float %2515, -1.260000e+02
  %2517 = fcmp ogt float %2515, 1.270000e+02
  %2518 = select i1 %2516, float -1.260000e+02, float %2515
  %2519 = select i1 %2517, float 1.270000e+02, float %2518
  %2520 = fadd float %2519, 5.000000e-01
  %2521 = call float @llvm.floor.f32(float %2520)
  %2522 = fsub float %2519, %2521
  %2523 = fmul float 0x3EEFFCBFC0000000, %2522
  %2524 = fadd float %2523, 0x3F24309120000000
  %2525 = fmul float %2524, %2522
  %2526 = fadd float %2525, 0x3F55D87FE0000000
  %2527 = fmul float %2526, %2522
  %2528 = fadd float %2527, 0x3F83B2AB60000000
  %2529 = fmul float %2528, %2522
  %2530 = fadd float %2529, 0x3FAC6B08E0000000
  %2531 = fmul float %2530, %2522
  %2532 = fadd float %2531, 0x3FCEBFBE00000000
  %2533 = fmul float %2532, %2522
  %2534 = fadd float %2533, 0x3FE62E4300000000
  %2535 = fmul float %2534, %2522
  %2536 = fadd float %2535, 1.000000e+00
  %2537 = fptosi float %2521 to i32
  %2538 = add i32 %2537, 127
  %2539 = shl i32 %2538, 23
  %2540 = bitcast i32 %2539 to float
  %2541 = fmul float %2536, %2540
  %2542 = select i1 %2516, float 0.000000e+00, float %2541
  %2543 = select i1 %2517, float 0x7FF0000000000000, float %2542
  %2544 = fcmp uno float %2515, %2515
  %2545 = select i1 %2544, float %2515, float %2543
  %2546 = select i1 %2032, float %2545, float 0.000000e+00
  %2547 = fadd float %2448, %2546
  %2548 = fsub float %2042, %2151
  %2549 = fcmp olt float %2548, -1.260000e+02
  %2550 = fcmp ogt float %2548, 1.270000e+02
  %2551 = select i1 %2549, float -1.260000e+02, float %2548
  %2552 = select i1 %2550, float 1.270000e+02, float %2551
  %2553 = fadd float %2552, 5.000000e-01
  %2554 = call float @llvm.floor.f32(float %2553)
  %2555 = fsub float %2552, %2554
  %2556 = fmul float 0x3EEFFCBFC0000000, %2555
  %2557 = fadd float %2556, 0x3F24309120000000
  %2558 = fmul float %2557, %2555
  %2559 = fadd float %2558, 0x3F55D87FE0000000
  %2560 = fmul float %2559, %2555
  %2561 = fadd float %2560, 0x3F83B2AB60000000
  %2562 = fmul float %2561, %2555
  %2563 = fadd float %2562, 0x3FAC6B08E0000000
  %2564 = fmul float %2563, %2555
  %2565 = fadd float %2564, 0x3FCEBFBE00000000
  %2566 = fmul float %2565, %2555
  %2567 = fadd float %2566, 0x3FE62E4300000000
  %2568 = fmul float %2567, %2555
  %2569 = fadd float %2568, 1.000000e+00
  %2570 = fptosi float %2554 to i32
  %2571 = add i32 %2570, 127
  %2572 = shl i32 %2571, 23
  %2573 = bitcast i32 %2572 to float
  %2574 = fmul float %2569, %2573
  %2575 = select i1 %2549, float 0.000000e+00, float %2574
  %2576 = select i1 %2550, float 0x7FF0000000000000, float %2575
  %2577 = fcmp uno float %2548, %2548
  %2578 = select i1 %2577, float %2548, float %2576
  %2579 = select i1 %2040, float %2578, float 0.000000e+00
  %2580 = fadd float %2547, %2579
  %2581 = fsub float %2050, %2097
  %2582 = fcmp olt float %2581, -1.260000e+02
  %2583 = fcmp ogt float %2581, 1.270000e+02
  %2584 = select i1 %2582, float -1.260000e+02, float %2581
  %2585 = select i1 %2583, float 1.270000e+02, float %2584
  %2586 = fadd float %2585, 5.000000e-01
  %2587 = call float @llvm.floor.f32(float %2586)
  %2588 = fsub float %2585, %2587
  %2589 = fmul float 0x3EEFFCBFC0000000, %2588
  %2590 = fadd float %2589, 0x3F24309120000000
  %2591 = fmul float %2590, %2588
  %2592 = fadd float %2591, 0x3F55D87FE0000000
  %2593 = fmul float %2592, %2588
  %2594 = fadd float %2593, 0x3F83B2AB60000000
  %2595 = fmul float %2594, %2588
  %2596 = fadd float %2595, 0x3FAC6B08E0000000
  %2597 = fmul float %2596, %2588
  %2598 = fadd float %2597, 0x3FCEBFBE00000000
  %2599 = fmul float %2598, %2588
  %2600 = fadd float %2599, 0x3FE62E4300000000
  %2601 = fmul float %2600, %2588
  %2602 = fadd float %2601, 1.000000e+00
  %2603 = fptosi float %2587 to i32
  %2604 = add i32 %2603, 127
  %2605 = shl i32 %2604, 23
  %2606 = bitcast i32 %2605 to float
  %2607 = fmul float %2602, %2606
  %2608 = select i1 %2582, float 0.000000e+00, float %2607
  %2609 = select i1 %2583, float 0x7FF0000000000000, float %2608
  %2610 = fcmp uno float %2581, %2581
  %2611 = select i1 %2610, float %2581, float %2609
  %2612 = select i1 %2048, float %2611, float 0.000000e+00
  %2613 = fadd float %2514, %2612
  %2614 = fsub float %2058, %2097
  %2615 = fcmp olt float %2614, -1.260000e+02
  %2616 = fcmp ogt float %2614, 1.270000e+02
  %2617 = select i1 %2615, float -1.260000e+02, float %2614
  %2618 = select i1 %2616, float 1.270000e+02, float %2617
  %2619 = fadd float %2618, 5.000000e-01
  %2620 = call float @llvm.floor.f32(float %2619)
  %2621 = fsub float %2618, %2620
  %2622 = fmul float 0x3EEFFCBFC0000000, %2621
  %2623 = fadd float %2622, 0x3F24309120000000
  %2624 = fmul float %2623, %2621
  %2625 = fadd float %2624, 0x3F55D87FE0000000
  %2626 = fmul float %2625, %2621
  %2627 = fadd float %2626, 0x3F83B2AB60000000
  %2628 = fmul float %2627, %2621
  %2629 = fadd float %2628, 0x3FAC6B08E0000000
  %2630 = fmul float %2629, %2621
  %2631 = fadd float %2630, 0x3FCEBFBE00000000
  %2632 = fmul float %2631, %2621
  %2633 = fadd float %2632, 0x3FE62E4300000000
  %2634 = fmul float %2633, %2621
  %2635 = fadd float %2634, 1.000000e+00
  %2636 = fptosi float %2620 to i32
  %2637 = add i32 %2636, 127
  %2638 = shl i32 %2637, 23
  %2639 = bitcast i32 %2638 to float
  %2640 = fmul float %2635, %2639
  %2641 = select i1 %2615, float 0.000000e+00, float %2640
  %2642 = select i1 %2616, float 0x7FF0000000000000, float %2641
  %2643 = fcmp uno float %2614, %2614
  %2644 = select i1 %2643, float %2614, float %2642
  %2645 = select i1 %2056, float %2644, float 0.000000e+00
  %2646 = fadd float %2613, %2645
  %2647 = fsub float %2066, %2151
  %2648 = fcmp olt float %2647, -1.260000e+02
  %2649 = fcmp ogt float %2647, 1.270000e+02
  %2650 = select i1 %2648, float -1.260000e+02, float %2647
  %2651 = select i1 %2649, float 1.270000e+02, float %2650
  %2652 = fadd float %2651, 5.000000e-01
  %2653 = call float @llvm.floor.f32(float %2652)
  %2654 = fsub float %2651, %2653
  %2655 = fmul float 0x3EEFFCBFC0000000, %2654
  %2656 = fadd float %2655, 0x3F24309120000000
  %2657 = fmul float %2656, %2654
  %2658 = fadd float %2657, 0x3F55D87FE0000000
  %2659 = fmul float %2658, %2654
  %2660 = fadd float %2659, 0x3F83B2AB60000000
  %2661 = fmul float %2660, %2654
  %2662 = fadd float %2661, 0x3FAC6B08E0000000
  %2663 = fmul float %2662, %2654
  %2664 = fadd float %2663, 0x3FCEBFBE00000000
  %2665 = fmul float %2664, %2654
  %2666 = fadd float %2665, 0x3FE62E4300000000
  %2667 = fmul float %2666, %2654
  %2668 = fadd float %2667, 1.000000e+00
  %2669 = fptosi float %2653 to i32
  %2670 = add i32 %2669, 127
  %2671 = shl i32 %2670, 23
  %2672 = bitcast i32 %2671 to float
  %2673 = fmul float %2668, %2672
  %2674 = select i1 %2648, float 0.000000e+00, float %2673
  %2675 = select i1 %2649, float 0x7FF0000000000000, float %2674
  %2676 = fcmp uno float %2647, %2647
  %2677 = select i1 %2676, float %2647, float %2675
  %2678 = select i1 %2064, float %2677, float 0.000000e+00
  %2679 = fadd float %2580, %2678
  %2680 = fsub float %2074, %2151
  %2681 = fcmp olt float %2680, -1.260000e+02
  %2682 = fcmp ogt float %2680, 1.270000e+02
  %2683 = select i1 %2681, float -1.260000e+02, float %2680
  %2684 = select i1 %2682, float 1.270000e+02, float %2683
  %2685 = fadd float %2684, 5.000000e-01
  %2686 = call float @llvm.floor.f32(float %2685)
  %2687 = fsub float %2684, %2686
  %2688 = fmul float 0x3EEFFCBFC0000000, %2687
  %2689 = fadd float %2688, 0x3F24309120000000
  %2690 = fmul float %2689, %2687
  %2691 = fadd float %2690, 0x3F55D87FE0000000
  %2692 = fmul float %2691, %2687
  %2693 = fadd float %2692, 0x3F83B2AB60000000
  %2694 = fmul float %2693, %2687
  %2695 = fadd float %2694, 0x3FAC6B08E0000000
  %2696 = fmul float %2695, %2687
  %2697 = fadd float %2696, 0x3FCEBFBE00000000
  %2698 = fmul float %2697, %2687
  %2699 = fadd float %2698, 0x3FE62E4300000000
  %2700 = fmul float %2699, %2687
  %2701 = fadd float %2700, 1.000000e+00
  %2702 = fptosi float %2686 to i32
  %2703 = add i32 %2702, 127
  %2704 = shl i32 %2703, 23
  %2705 = bitcast i32 %2704 to float
  %2706 = fmul float %2701, %2705
  %2707 = select i1 %2681, float 0.000000e+00, float %2706
  %2708 = select i1 %2682, float 0x7FF0000000000000, float %2707
  %2709 = fcmp uno float %2680, %2680
  %2710 = select i1 %2709, float %2680, float %2708
  %2711 = select i1 %2072, float %2710, float 0.000000e+00
  %2712 = fadd float %2679, %2711
  %2713 = load float, ptr addrspace(5) %v2, align 4
  %2714 = fmul float %2713, %2130
  %2715 = fadd float %2714, %2646
  store float %2715, ptr addrspace(5) %v2, align 4
  %2716 = load float, ptr addrspace(5) %v3, align 4
  %2717 = fmul float %2716, %2184
  %2718 = fadd float %2717, %2712
  store float %2718, ptr addrspace(5) %v3, align 4
  %2719 = load float, ptr addrspace(5) %v4, align 4
  %2720 = fmul float %2719, %2130
  %2721 = load float, ptr addrspace(5) %v5, align 4
  %2722 = fmul float %2721, %2130
  %2723 = load float, ptr addrspace(5) %v6, align 4
  %2724 = fmul float %2723, %2184
  %2725 = load float, ptr addrspace(5) %v7, align 4
  %2726 = fmul float %2725, %2184
  %2727 = load float, ptr addrspace(5) %v8, align 4
  %2728 = fmul float %2727, %2130
  %2729 = load float, ptr addrspace(5) %v9, align 4
  %2730 = fmul float %2729, %2130
  %2731 = load float, ptr addrspace(5) %v10, align 4
  %2732 = fmul float %2731, %2184
  %2733 = load float, ptr addrspace(5) %v11, align 4
  %2734 = fmul float %2733, %2184
  %2735 = load float, ptr addrspace(5) %v12, align 4
  %2736 = fmul float %2735, %2130
  %2737 = load float, ptr addrspace(5) %v13, align 4
  %2738 = fmul float %2737, %2130
  %2739 = load float, ptr addrspace(5) %v14, align 4
  %2740 = fmul float %2739, %2184
  %2741 = load float, ptr addrspace(5) %v15, align 4
  %2742 = fmul float %2741, %2184
  %2743 = load float, ptr addrspace(5) %v16, align 4
  %2744 = fmul float %2743, %2130
  %2745 = load float, ptr addrspace(5) %v17, align 4
  %2746 = fmul float %2745, %2130
  %2747 = load float, ptr addrspace(5) %v18, align 4
  %2748 = fmul float %2747, %2184
  %2749 = load float, ptr addrspace(5) %v19, align 4
  %2750 = fmul float %2749, %2184
  %2751 = load float, ptr addrspace(5) %v20, align 4
  %2752 = fmul float %2751, %2130
  %2753 = load float, ptr addrspace(5) %v21, align 4
  %2754 = fmul float %2753, %2130
  %2755 = load float, ptr addrspace(5) %v22, align 4
  %2756 = fmul float %2755, %2184
  %2757 = load float, ptr addrspace(5) %v23, align 4
  %2758 = fmul float %2757, %2184
  %2759 = load float, ptr addrspace(5) %v24, align 4
  %2760 = fmul float %2759, %2130
  %2761 = load float, ptr addrspace(5) %v25, align 4
  %2762 = fmul float %2761, %2130
  %2763 = load float, ptr addrspace(5) %v26, align 4
  %2764 = fmul float %2763, %2184
  %2765 = load float, ptr addrspace(5) %v27, align 4
  %2766 = fmul float %2765, %2184
  %2767 = load float, ptr addrspace(5) %v28, align 4
  %2768 = fmul float %2767, %2130
  %2769 = load float, ptr addrspace(5) %v29, align 4
  %2770 = fmul float %2769, %2130
  %2771 = load float, ptr addrspace(5) %v30, align 4
  %2772 = fmul float %2771, %2184
  %2773 = load float, ptr addrspace(5) %v31, align 4
  %2774 = fmul float %2773, %2184
  %2775 = load float, ptr addrspace(5) %v32, align 4
  %2776 = fmul float %2775, %2130
  %2777 = load float, ptr addrspace(5) %v33, align 4
  %2778 = fmul float %2777, %2130
  %2779 = load float, ptr addrspace(5) %v34, align 4
  %2780 = fmul float %2779, %2184
  %2781 = load float, ptr addrspace(5) %v35, align 4
  %2782 = fmul float %2781, %2184
  %2783 = load float, ptr addrspace(5) %v36, align 4
  %2784 = fmul float %2783, %2130
  %2785 = load float, ptr addrspace(5) %v37, align 4
  %2786 = fmul float %2785, %2130
  %2787 = load float, ptr addrspace(5) %v38, align 4
  %2788 = fmul float %2787, %2184
  %2789 = load float, ptr addrspace(5) %v39, align 4
  %2790 = fmul float %2789, %2184
  %2791 = load float, ptr addrspace(5) %v40, align 4
  %2792 = fmul float %2791, %2130
  %2793 = load float, ptr addrspace(5) %v41, align 4
  %2794 = fmul float %2793, %2130
  %2795 = load float, ptr addrspace(5) %v42, align 4
  %2796 = fmul float %2795, %2184
  %2797 = load float, ptr addrspace(5) %v43, align 4
  %2798 = fmul float %2797, %2184
  %2799 = load float, ptr addrspace(5) %v44, align 4
  %2800 = fmul float %2799, %2130
  %2801 = load float, ptr addrspace(5) %v45, align 4
  %2802 = fmul float %2801, %2130
  %2803 = load float, ptr addrspace(5) %v46, align 4
  %2804 = fmul float %2803, %2184
  %2805 = load float, ptr addrspace(5) %v47, align 4
  %2806 = fmul float %2805, %2184
  %2807 = load float, ptr addrspace(5) %v48, align 4
  %2808 = fmul float %2807, %2130
  %2809 = load float, ptr addrspace(5) %v49, align 4
  %2810 = fmul float %2809, %2130
  %2811 = load float, ptr addrspace(5) %v50, align 4
  %2812 = fmul float %2811, %2184
  %2813 = load float, ptr addrspace(5) %v51, align 4
  %2814 = fmul float %2813, %2184
  %2815 = load float, ptr addrspace(5) %v52, align 4
  %2816 = fmul float %2815, %2130
  %2817 = load float, ptr addrspace(5) %v53, align 4
  %2818 = fmul float %2817, %2130
  %2819 = load float, ptr addrspace(5) %v54, align 4
  %2820 = fmul float %2819, %2184
  %2821 = load float, ptr addrspace(5) %v55, align 4
  %2822 = fmul float %2821, %2184
  %2823 = load float, ptr addrspace(5) %v56, align 4
  %2824 = fmul float %2823, %2130
  %2825 = load float, ptr addrspace(5) %v57, align 4
  %2826 = fmul float %2825, %2130
  %2827 = load float, ptr addrspace(5) %v58, align 4
  %2828 = fmul float %2827, %2184
  %2829 = load float, ptr addrspace(5) %v59, align 4
  %2830 = fmul float %2829, %2184
  %2831 = load float, ptr addrspace(5) %v60, align 4
  %2832 = fmul float %2831, %2130
  %2833 = load float, ptr addrspace(5) %v61, align 4
  %2834 = fmul float %2833, %2130
  %2835 = load float, ptr addrspace(5) %v62, align 4
  %2836 = fmul float %2835, %2184
  %2837 = load float, ptr addrspace(5) %v63, align 4
  %2838 = fmul float %2837, %2184
  %2839 = load float, ptr addrspace(5) %v64, align 4
  %2840 = fmul float %2839, %2130
  %2841 = load float, ptr addrspace(5) %v65, align 4
  %2842 = fmul float %2841, %2130
  %2843 = load float, ptr addrspace(5) %v66, align 4
  %2844 = fmul float %2843, %2184
  %2845 = load float, ptr addrspace(5) %v67, align 4
  %2846 = fmul float %2845, %2184
  %2847 = fptrunc float %2216 to half
  %2848 = bitcast half %2847 to i16
  %2849 = zext i16 %2848 to i32
  %2850 = fptrunc float %2249 to half
  %2851 = bitcast half %2850 to i16
  %2852 = zext i16 %2851 to i32
  %2853 = shl i32 %2852, 16
  %2854 = or i32 %2849, %2853
  %2855 = fptrunc float %2282 to half
  %2856 = bitcast half %2855 to i16
  %2857 = zext i16 %2856 to i32
  %2858 = fptrunc float %2315 to half
  %2859 = bitcast half %2858 to i16
  %2860 = zext i16 %2859 to i32
  %2861 = shl i32 %2860, 16
  %2862 = or i32 %2857, %2861
  %2863 = fptrunc float %2348 to half
  %2864 = bitcast half %2863 to i16
  %2865 = zext i16 %2864 to i32
  %2866 = fptrunc float %2381 to half
  %2867 = bitcast half %2866 to i16
  %2868 = zext i16 %2867 to i32
  %2869 = shl i32 %2868, 16
  %2870 = or i32 %2865, %2869
  %2871 = fptrunc float %2414 to half
  %2872 = bitcast half %2871 to i16
  %2873 = zext i16 %2872 to i32
  %2874 = fptrunc float %2447 to half
  %2875 = bitcast half %2874 to i16
  %2876 = zext i16 %2875 to i32
  %2877 = shl i32 %2876, 16
  %2878 = or i32 %2873, %2877
  %2879 = mul i32 %15, 2
  %2880 = add i32 0, %2879
  %2881 = mul i32 %1452, 4
  %2882 = mul i32 %2880, 272
  %2883 = mul i32 %14, 2
  %2884 = add i32 %2882, %2883
  %2885 = add i32 %2881, %2884
  %2886 = sext i32 %2885 to i64
  %2887 = add i64 %2886, 0
  %2888 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2887
  %2889 = load i16, ptr addrspace(3) %2888, align 2
  %2890 = zext i16 %2889 to i32
  %2891 = add i64 %2887, 272
  %2892 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2891
  %2893 = load i16, ptr addrspace(3) %2892, align 2
  %2894 = zext i16 %2893 to i32
  %2895 = bitcast i32 %2890 to <4 x i8>
  %2896 = bitcast i32 %2894 to <4 x i8>
  %2897 = shufflevector <4 x i8> %2895, <4 x i8> %2896, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2898 = bitcast <4 x i8> %2897 to i32
  %2899 = add i64 %2886, 2176
  %2900 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2899
  %2901 = load i16, ptr addrspace(3) %2900, align 2
  %2902 = zext i16 %2901 to i32
  %2903 = add i64 %2899, 272
  %2904 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2903
  %2905 = load i16, ptr addrspace(3) %2904, align 2
  %2906 = zext i16 %2905 to i32
  %2907 = bitcast i32 %2902 to <4 x i8>
  %2908 = bitcast i32 %2906 to <4 x i8>
  %2909 = shufflevector <4 x i8> %2907, <4 x i8> %2908, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2910 = bitcast <4 x i8> %2909 to i32
  %2911 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %2898, i32 %2910, float %2720, float %2722, float %2724, float %2726)
  %2912 = extractvalue { float, float, float, float } %2911, 0
  %2913 = extractvalue { float, float, float, float } %2911, 1
  %2914 = extractvalue { float, float, float, float } %2911, 2
  %2915 = extractvalue { float, float, float, float } %2911, 3
  %2916 = add i64 %2886, 16
  %2917 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2916
  %2918 = load i16, ptr addrspace(3) %2917, align 2
  %2919 = zext i16 %2918 to i32
  %2920 = add i64 %2916, 272
  %2921 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2920
  %2922 = load i16, ptr addrspace(3) %2921, align 2
  %2923 = zext i16 %2922 to i32
  %2924 = bitcast i32 %2919 to <4 x i8>
  %2925 = bitcast i32 %2923 to <4 x i8>
  %2926 = shufflevector <4 x i8> %2924, <4 x i8> %2925, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2927 = bitcast <4 x i8> %2926 to i32
  %2928 = add i64 %2886, 2192
  %2929 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2928
  %2930 = load i16, ptr addrspace(3) %2929, align 2
  %2931 = zext i16 %2930 to i32
  %2932 = add i64 %2928, 272
  %2933 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2932
  %2934 = load i16, ptr addrspace(3) %2933, align 2
  %2935 = zext i16 %2934 to i32
  %2936 = bitcast i32 %2931 to <4 x i8>
  %2937 = bitcast i32 %2935 to <4 x i8>
  %2938 = shufflevector <4 x i8> %2936, <4 x i8> %2937, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2939 = bitcast <4 x i8> %2938 to i32
  %2940 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %2927, i32 %2939, float %2728, float %2730, float %2732, float %2734)
  %2941 = extractvalue { float, float, float, float } %2940, 0
  %2942 = extractvalue { float, float, float, float } %2940, 1
  %2943 = extractvalue { float, float, float, float } %2940, 2
  %2944 = extractvalue { float, float, float, float } %2940, 3
  %2945 = add i64 %2886, 32
  %2946 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2945
  %2947 = load i16, ptr addrspace(3) %2946, align 2
  %2948 = zext i16 %2947 to i32
  %2949 = add i64 %2945, 272
  %2950 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2949
  %2951 = load i16, ptr addrspace(3) %2950, align 2
  %2952 = zext i16 %2951 to i32
  %2953 = bitcast i32 %2948 to <4 x i8>
  %2954 = bitcast i32 %2952 to <4 x i8>
  %2955 = shufflevector <4 x i8> %2953, <4 x i8> %2954, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2956 = bitcast <4 x i8> %2955 to i32
  %2957 = add i64 %2886, 2208
  %2958 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2957
  %2959 = load i16, ptr addrspace(3) %2958, align 2
  %2960 = zext i16 %2959 to i32
  %2961 = add i64 %2957, 272
  %2962 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2961
  %2963 = load i16, ptr addrspace(3) %2962, align 2
  %2964 = zext i16 %2963 to i32
  %2965 = bitcast i32 %2960 to <4 x i8>
  %2966 = bitcast i32 %2964 to <4 x i8>
  %2967 = shufflevector <4 x i8> %2965, <4 x i8> %2966, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2968 = bitcast <4 x i8> %2967 to i32
  %2969 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %2956, i32 %2968, float %2736, float %2738, float %2740, float %2742)
  %2970 = extractvalue { float, float, float, float } %2969, 0
  %2971 = extractvalue { float, float, float, float } %2969, 1
  %2972 = extractvalue { float, float, float, float } %2969, 2
  %2973 = extractvalue { float, float, float, float } %2969, 3
  %2974 = add i64 %2886, 48
  %2975 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2974
  %2976 = load i16, ptr addrspace(3) %2975, align 2
  %2977 = zext i16 %2976 to i32
  %2978 = add i64 %2974, 272
  %2979 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2978
  %2980 = load i16, ptr addrspace(3) %2979, align 2
  %2981 = zext i16 %2980 to i32
  %2982 = bitcast i32 %2977 to <4 x i8>
  %2983 = bitcast i32 %2981 to <4 x i8>
  %2984 = shufflevector <4 x i8> %2982, <4 x i8> %2983, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2985 = bitcast <4 x i8> %2984 to i32
  %2986 = add i64 %2886, 2224
  %2987 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2986
  %2988 = load i16, ptr addrspace(3) %2987, align 2
  %2989 = zext i16 %2988 to i32
  %2990 = add i64 %2986, 272
  %2991 = getelementptr i8, ptr addrspace(3) @lds2, i64 %2990
  %2992 = load i16, ptr addrspace(3) %2991, align 2
  %2993 = zext i16 %2992 to i32
  %2994 = bitcast i32 %2989 to <4 x i8>
  %2995 = bitcast i32 %2993 to <4 x i8>
  %2996 = shufflevector <4 x i8> %2994, <4 x i8> %2995, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %2997 = bitcast <4 x i8> %2996 to i32
  %2998 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %2985, i32 %2997, float %2744, float %2746, float %2748, float %2750)
  %2999 = extractvalue { float, float, float, float } %2998, 0
  %3000 = extractvalue { float, float, float, float } %2998, 1
  %3001 = extractvalue { float, float, float, float } %2998, 2
  %3002 = extractvalue { float, float, float, float } %2998, 3
  %3003 = add i64 %2886, 64
  %3004 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3003
  %3005 = load i16, ptr addrspace(3) %3004, align 2
  %3006 = zext i16 %3005 to i32
  %3007 = add i64 %3003, 272
  %3008 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3007
  %3009 = load i16, ptr addrspace(3) %3008, align 2
  %3010 = zext i16 %3009 to i32
  %3011 = bitcast i32 %3006 to <4 x i8>
  %3012 = bitcast i32 %3010 to <4 x i8>
  %3013 = shufflevector <4 x i8> %3011, <4 x i8> %3012, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3014 = bitcast <4 x i8> %3013 to i32
  %3015 = add i64 %2886, 2240
  %3016 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3015
  %3017 = load i16, ptr addrspace(3) %3016, align 2
  %3018 = zext i16 %3017 to i32
  %3019 = add i64 %3015, 272
  %3020 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3019
  %3021 = load i16, ptr addrspace(3) %3020, align 2
  %3022 = zext i16 %3021 to i32
  %3023 = bitcast i32 %3018 to <4 x i8>
  %3024 = bitcast i32 %3022 to <4 x i8>
  %3025 = shufflevector <4 x i8> %3023, <4 x i8> %3024, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3026 = bitcast <4 x i8> %3025 to i32
  %3027 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3014, i32 %3026, float %2752, float %2754, float %2756, float %2758)
  %3028 = extractvalue { float, float, float, float } %3027, 0
  %3029 = extractvalue { float, float, float, float } %3027, 1
  %3030 = extractvalue { float, float, float, float } %3027, 2
  %3031 = extractvalue { float, float, float, float } %3027, 3
  %3032 = add i64 %2886, 80
  %3033 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3032
  %3034 = load i16, ptr addrspace(3) %3033, align 2
  %3035 = zext i16 %3034 to i32
  %3036 = add i64 %3032, 272
  %3037 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3036
  %3038 = load i16, ptr addrspace(3) %3037, align 2
  %3039 = zext i16 %3038 to i32
  %3040 = bitcast i32 %3035 to <4 x i8>
  %3041 = bitcast i32 %3039 to <4 x i8>
  %3042 = shufflevector <4 x i8> %3040, <4 x i8> %3041, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3043 = bitcast <4 x i8> %3042 to i32
  %3044 = add i64 %2886, 2256
  %3045 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3044
  %3046 = load i16, ptr addrspace(3) %3045, align 2
  %3047 = zext i16 %3046 to i32
  %3048 = add i64 %3044, 272
  %3049 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3048
  %3050 = load i16, ptr addrspace(3) %3049, align 2
  %3051 = zext i16 %3050 to i32
  %3052 = bitcast i32 %3047 to <4 x i8>
  %3053 = bitcast i32 %3051 to <4 x i8>
  %3054 = shufflevector <4 x i8> %3052, <4 x i8> %3053, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3055 = bitcast <4 x i8> %3054 to i32
  %3056 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3043, i32 %3055, float %2760, float %2762, float %2764, float %2766)
  %3057 = extractvalue { float, float, float, float } %3056, 0
  %3058 = extractvalue { float, float, float, float } %3056, 1
  %3059 = extractvalue { float, float, float, float } %3056, 2
  %3060 = extractvalue { float, float, float, float } %3056, 3
  %3061 = add i64 %2886, 96
  %3062 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3061
  %3063 = load i16, ptr addrspace(3) %3062, align 2
  %3064 = zext i16 %3063 to i32
  %3065 = add i64 %3061, 272
  %3066 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3065
  %3067 = load i16, ptr addrspace(3) %3066, align 2
  %3068 = zext i16 %3067 to i32
  %3069 = bitcast i32 %3064 to <4 x i8>
  %3070 = bitcast i32 %3068 to <4 x i8>
  %3071 = shufflevector <4 x i8> %3069, <4 x i8> %3070, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3072 = bitcast <4 x i8> %3071 to i32
  %3073 = add i64 %2886, 2272
  %3074 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3073
  %3075 = load i16, ptr addrspace(3) %3074, align 2
  %3076 = zext i16 %3075 to i32
  %3077 = add i64 %3073, 272
  %3078 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3077
  %3079 = load i16, ptr addrspace(3) %3078, align 2
  %3080 = zext i16 %3079 to i32
  %3081 = bitcast i32 %3076 to <4 x i8>
  %3082 = bitcast i32 %3080 to <4 x i8>
  %3083 = shufflevector <4 x i8> %3081, <4 x i8> %3082, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3084 = bitcast <4 x i8> %3083 to i32
  %3085 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3072, i32 %3084, float %2768, float %2770, float %2772, float %2774)
  %3086 = extractvalue { float, float, float, float } %3085, 0
  %3087 = extractvalue { float, float, float, float } %3085, 1
  %3088 = extractvalue { float, float, float, float } %3085, 2
  %3089 = extractvalue { float, float, float, float } %3085, 3
  %3090 = add i64 %2886, 112
  %3091 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3090
  %3092 = load i16, ptr addrspace(3) %3091, align 2
  %3093 = zext i16 %3092 to i32
  %3094 = add i64 %3090, 272
  %3095 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3094
  %3096 = load i16, ptr addrspace(3) %3095, align 2
  %3097 = zext i16 %3096 to i32
  %3098 = bitcast i32 %3093 to <4 x i8>
  %3099 = bitcast i32 %3097 to <4 x i8>
  %3100 = shufflevector <4 x i8> %3098, <4 x i8> %3099, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3101 = bitcast <4 x i8> %3100 to i32
  %3102 = add i64 %2886, 2288
  %3103 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3102
  %3104 = load i16, ptr addrspace(3) %3103, align 2
  %3105 = zext i16 %3104 to i32
  %3106 = add i64 %3102, 272
  %3107 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3106
  %3108 = load i16, ptr addrspace(3) %3107, align 2
  %3109 = zext i16 %3108 to i32
  %3110 = bitcast i32 %3105 to <4 x i8>
  %3111 = bitcast i32 %3109 to <4 x i8>
  %3112 = shufflevector <4 x i8> %3110, <4 x i8> %3111, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3113 = bitcast <4 x i8> %3112 to i32
  %3114 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3101, i32 %3113, float %2776, float %2778, float %2780, float %2782)
  %3115 = extractvalue { float, float, float, float } %3114, 0
  %3116 = extractvalue { float, float, float, float } %3114, 1
  %3117 = extractvalue { float, float, float, float } %3114, 2
  %3118 = extractvalue { float, float, float, float } %3114, 3
  %3119 = add i64 %2886, 128
  %3120 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3119
  %3121 = load i16, ptr addrspace(3) %3120, align 2
  %3122 = zext i16 %3121 to i32
  %3123 = add i64 %3119, 272
  %3124 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3123
  %3125 = load i16, ptr addrspace(3) %3124, align 2
  %3126 = zext i16 %3125 to i32
  %3127 = bitcast i32 %3122 to <4 x i8>
  %3128 = bitcast i32 %3126 to <4 x i8>
  %3129 = shufflevector <4 x i8> %3127, <4 x i8> %3128, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3130 = bitcast <4 x i8> %3129 to i32
  %3131 = add i64 %2886, 2304
  %3132 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3131
  %3133 = load i16, ptr addrspace(3) %3132, align 2
  %3134 = zext i16 %3133 to i32
  %3135 = add i64 %3131, 272
  %3136 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3135
  %3137 = load i16, ptr addrspace(3) %3136, align 2
  %3138 = zext i16 %3137 to i32
  %3139 = bitcast i32 %3134 to <4 x i8>
  %3140 = bitcast i32 %3138 to <4 x i8>
  %3141 = shufflevector <4 x i8> %3139, <4 x i8> %3140, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3142 = bitcast <4 x i8> %3141 to i32
  %3143 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3130, i32 %3142, float %2784, float %2786, float %2788, float %2790)
  %3144 = extractvalue { float, float, float, float } %3143, 0
  %3145 = extractvalue { float, float, float, float } %3143, 1
  %3146 = extractvalue { float, float, float, float } %3143, 2
  %3147 = extractvalue { float, float, float, float } %3143, 3
  %3148 = add i64 %2886, 144
  %3149 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3148
  %3150 = load i16, ptr addrspace(3) %3149, align 2
  %3151 = zext i16 %3150 to i32
  %3152 = add i64 %3148, 272
  %3153 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3152
  %3154 = load i16, ptr addrspace(3) %3153, align 2
  %3155 = zext i16 %3154 to i32
  %3156 = bitcast i32 %3151 to <4 x i8>
  %3157 = bitcast i32 %3155 to <4 x i8>
  %3158 = shufflevector <4 x i8> %3156, <4 x i8> %3157, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3159 = bitcast <4 x i8> %3158 to i32
  %3160 = add i64 %2886, 2320
  %3161 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3160
  %3162 = load i16, ptr addrspace(3) %3161, align 2
  %3163 = zext i16 %3162 to i32
  %3164 = add i64 %3160, 272
  %3165 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3164
  %3166 = load i16, ptr addrspace(3) %3165, align 2
  %3167 = zext i16 %3166 to i32
  %3168 = bitcast i32 %3163 to <4 x i8>
  %3169 = bitcast i32 %3167 to <4 x i8>
  %3170 = shufflevector <4 x i8> %3168, <4 x i8> %3169, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3171 = bitcast <4 x i8> %3170 to i32
  %3172 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3159, i32 %3171, float %2792, float %2794, float %2796, float %2798)
  %3173 = extractvalue { float, float, float, float } %3172, 0
  %3174 = extractvalue { float, float, float, float } %3172, 1
  %3175 = extractvalue { float, float, float, float } %3172, 2
  %3176 = extractvalue { float, float, float, float } %3172, 3
  %3177 = add i64 %2886, 160
  %3178 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3177
  %3179 = load i16, ptr addrspace(3) %3178, align 2
  %3180 = zext i16 %3179 to i32
  %3181 = add i64 %3177, 272
  %3182 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3181
  %3183 = load i16, ptr addrspace(3) %3182, align 2
  %3184 = zext i16 %3183 to i32
  %3185 = bitcast i32 %3180 to <4 x i8>
  %3186 = bitcast i32 %3184 to <4 x i8>
  %3187 = shufflevector <4 x i8> %3185, <4 x i8> %3186, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3188 = bitcast <4 x i8> %3187 to i32
  %3189 = add i64 %2886, 2336
  %3190 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3189
  %3191 = load i16, ptr addrspace(3) %3190, align 2
  %3192 = zext i16 %3191 to i32
  %3193 = add i64 %3189, 272
  %3194 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3193
  %3195 = load i16, ptr addrspace(3) %3194, align 2
  %3196 = zext i16 %3195 to i32
  %3197 = bitcast i32 %3192 to <4 x i8>
  %3198 = bitcast i32 %3196 to <4 x i8>
  %3199 = shufflevector <4 x i8> %3197, <4 x i8> %3198, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3200 = bitcast <4 x i8> %3199 to i32
  %3201 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3188, i32 %3200, float %2800, float %2802, float %2804, float %2806)
  %3202 = extractvalue { float, float, float, float } %3201, 0
  %3203 = extractvalue { float, float, float, float } %3201, 1
  %3204 = extractvalue { float, float, float, float } %3201, 2
  %3205 = extractvalue { float, float, float, float } %3201, 3
  %3206 = add i64 %2886, 176
  %3207 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3206
  %3208 = load i16, ptr addrspace(3) %3207, align 2
  %3209 = zext i16 %3208 to i32
  %3210 = add i64 %3206, 272
  %3211 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3210
  %3212 = load i16, ptr addrspace(3) %3211, align 2
  %3213 = zext i16 %3212 to i32
  %3214 = bitcast i32 %3209 to <4 x i8>
  %3215 = bitcast i32 %3213 to <4 x i8>
  %3216 = shufflevector <4 x i8> %3214, <4 x i8> %3215, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3217 = bitcast <4 x i8> %3216 to i32
  %3218 = add i64 %2886, 2352
  %3219 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3218
  %3220 = load i16, ptr addrspace(3) %3219, align 2
  %3221 = zext i16 %3220 to i32
  %3222 = add i64 %3218, 272
  %3223 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3222
  %3224 = load i16, ptr addrspace(3) %3223, align 2
  %3225 = zext i16 %3224 to i32
  %3226 = bitcast i32 %3221 to <4 x i8>
  %3227 = bitcast i32 %3225 to <4 x i8>
  %3228 = shufflevector <4 x i8> %3226, <4 x i8> %3227, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3229 = bitcast <4 x i8> %3228 to i32
  %3230 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3217, i32 %3229, float %2808, float %2810, float %2812, float %2814)
  %3231 = extractvalue { float, float, float, float } %3230, 0
  %3232 = extractvalue { float, float, float, float } %3230, 1
  %3233 = extractvalue { float, float, float, float } %3230, 2
  %3234 = extractvalue { float, float, float, float } %3230, 3
  %3235 = add i64 %2886, 192
  %3236 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3235
  %3237 = load i16, ptr addrspace(3) %3236, align 2
  %3238 = zext i16 %3237 to i32
  %3239 = add i64 %3235, 272
  %3240 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3239
  %3241 = load i16, ptr addrspace(3) %3240, align 2
  %3242 = zext i16 %3241 to i32
  %3243 = bitcast i32 %3238 to <4 x i8>
  %3244 = bitcast i32 %3242 to <4 x i8>
  %3245 = shufflevector <4 x i8> %3243, <4 x i8> %3244, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3246 = bitcast <4 x i8> %3245 to i32
  %3247 = add i64 %2886, 2368
  %3248 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3247
  %3249 = load i16, ptr addrspace(3) %3248, align 2
  %3250 = zext i16 %3249 to i32
  %3251 = add i64 %3247, 272
  %3252 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3251
  %3253 = load i16, ptr addrspace(3) %3252, align 2
  %3254 = zext i16 %3253 to i32
  %3255 = bitcast i32 %3250 to <4 x i8>
  %3256 = bitcast i32 %3254 to <4 x i8>
  %3257 = shufflevector <4 x i8> %3255, <4 x i8> %3256, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3258 = bitcast <4 x i8> %3257 to i32
  %3259 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3246, i32 %3258, float %2816, float %2818, float %2820, float %2822)
  %3260 = extractvalue { float, float, float, float } %3259, 0
  %3261 = extractvalue { float, float, float, float } %3259, 1
  %3262 = extractvalue { float, float, float, float } %3259, 2
  %3263 = extractvalue { float, float, float, float } %3259, 3
  %3264 = add i64 %2886, 208
  %3265 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3264
  %3266 = load i16, ptr addrspace(3) %3265, align 2
  %3267 = zext i16 %3266 to i32
  %3268 = add i64 %3264, 272
  %3269 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3268
  %3270 = load i16, ptr addrspace(3) %3269, align 2
  %3271 = zext i16 %3270 to i32
  %3272 = bitcast i32 %3267 to <4 x i8>
  %3273 = bitcast i32 %3271 to <4 x i8>
  %3274 = shufflevector <4 x i8> %3272, <4 x i8> %3273, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3275 = bitcast <4 x i8> %3274 to i32
  %3276 = add i64 %2886, 2384
  %3277 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3276
  %3278 = load i16, ptr addrspace(3) %3277, align 2
  %3279 = zext i16 %3278 to i32
  %3280 = add i64 %3276, 272
  %3281 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3280
  %3282 = load i16, ptr addrspace(3) %3281, align 2
  %3283 = zext i16 %3282 to i32
  %3284 = bitcast i32 %3279 to <4 x i8>
  %3285 = bitcast i32 %3283 to <4 x i8>
  %3286 = shufflevector <4 x i8> %3284, <4 x i8> %3285, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3287 = bitcast <4 x i8> %3286 to i32
  %3288 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3275, i32 %3287, float %2824, float %2826, float %2828, float %2830)
  %3289 = extractvalue { float, float, float, float } %3288, 0
  %3290 = extractvalue { float, float, float, float } %3288, 1
  %3291 = extractvalue { float, float, float, float } %3288, 2
  %3292 = extractvalue { float, float, float, float } %3288, 3
  %3293 = add i64 %2886, 224
  %3294 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3293
  %3295 = load i16, ptr addrspace(3) %3294, align 2
  %3296 = zext i16 %3295 to i32
  %3297 = add i64 %3293, 272
  %3298 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3297
  %3299 = load i16, ptr addrspace(3) %3298, align 2
  %3300 = zext i16 %3299 to i32
  %3301 = bitcast i32 %3296 to <4 x i8>
  %3302 = bitcast i32 %3300 to <4 x i8>
  %3303 = shufflevector <4 x i8> %3301, <4 x i8> %3302, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3304 = bitcast <4 x i8> %3303 to i32
  %3305 = add i64 %2886, 2400
  %3306 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3305
  %3307 = load i16, ptr addrspace(3) %3306, align 2
  %3308 = zext i16 %3307 to i32
  %3309 = add i64 %3305, 272
  %3310 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3309
  %3311 = load i16, ptr addrspace(3) %3310, align 2
  %3312 = zext i16 %3311 to i32
  %3313 = bitcast i32 %3308 to <4 x i8>
  %3314 = bitcast i32 %3312 to <4 x i8>
  %3315 = shufflevector <4 x i8> %3313, <4 x i8> %3314, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3316 = bitcast <4 x i8> %3315 to i32
  %3317 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3304, i32 %3316, float %2832, float %2834, float %2836, float %2838)
  %3318 = extractvalue { float, float, float, float } %3317, 0
  %3319 = extractvalue { float, float, float, float } %3317, 1
  %3320 = extractvalue { float, float, float, float } %3317, 2
  %3321 = extractvalue { float, float, float, float } %3317, 3
  %3322 = add i64 %2886, 240
  %3323 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3322
  %3324 = load i16, ptr addrspace(3) %3323, align 2
  %3325 = zext i16 %3324 to i32
  %3326 = add i64 %3322, 272
  %3327 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3326
  %3328 = load i16, ptr addrspace(3) %3327, align 2
  %3329 = zext i16 %3328 to i32
  %3330 = bitcast i32 %3325 to <4 x i8>
  %3331 = bitcast i32 %3329 to <4 x i8>
  %3332 = shufflevector <4 x i8> %3330, <4 x i8> %3331, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3333 = bitcast <4 x i8> %3332 to i32
  %3334 = add i64 %2886, 2416
  %3335 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3334
  %3336 = load i16, ptr addrspace(3) %3335, align 2
  %3337 = zext i16 %3336 to i32
  %3338 = add i64 %3334, 272
  %3339 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3338
  %3340 = load i16, ptr addrspace(3) %3339, align 2
  %3341 = zext i16 %3340 to i32
  %3342 = bitcast i32 %3337 to <4 x i8>
  %3343 = bitcast i32 %3341 to <4 x i8>
  %3344 = shufflevector <4 x i8> %3342, <4 x i8> %3343, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3345 = bitcast <4 x i8> %3344 to i32
  %3346 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %2854, i32 %2862, i32 %2870, i32 %2878, i32 %3333, i32 %3345, float %2840, float %2842, float %2844, float %2846)
  %3347 = extractvalue { float, float, float, float } %3346, 0
  %3348 = extractvalue { float, float, float, float } %3346, 1
  %3349 = extractvalue { float, float, float, float } %3346, 2
  %3350 = extractvalue { float, float, float, float } %3346, 3
  %3351 = fptrunc float %2480 to half
  %3352 = bitcast half %3351 to i16
  %3353 = zext i16 %3352 to i32
  %3354 = fptrunc float %2513 to half
  %3355 = bitcast half %3354 to i16
  %3356 = zext i16 %3355 to i32
  %3357 = shl i32 %3356, 16
  %3358 = or i32 %3353, %3357
  %3359 = fptrunc float %2546 to half
  %3360 = bitcast half %3359 to i16
  %3361 = zext i16 %3360 to i32
  %3362 = fptrunc float %2579 to half
  %3363 = bitcast half %3362 to i16
  %3364 = zext i16 %3363 to i32
  %3365 = shl i32 %3364, 16
  %3366 = or i32 %3361, %3365
  %3367 = fptrunc float %2612 to half
  %3368 = bitcast half %3367 to i16
  %3369 = zext i16 %3368 to i32
  %3370 = fptrunc float %2645 to half
  %3371 = bitcast half %3370 to i16
  %3372 = zext i16 %3371 to i32
  %3373 = shl i32 %3372, 16
  %3374 = or i32 %3369, %3373
  %3375 = fptrunc float %2678 to half
  %3376 = bitcast half %3375 to i16
  %3377 = zext i16 %3376 to i32
  %3378 = fptrunc float %2711 to half
  %3379 = bitcast half %3378 to i16
  %3380 = zext i16 %3379 to i32
  %3381 = shl i32 %3380, 16
  %3382 = or i32 %3377, %3381
  %3383 = mul i32 %15, 2
  %3384 = add i32 16, %3383
  %3385 = mul i32 %1452, 4
  %3386 = mul i32 %3384, 272
  %3387 = mul i32 %14, 2
  %3388 = add i32 %3386, %3387
  %3389 = add i32 %3385, %3388
  %3390 = sext i32 %3389 to i64
  %3391 = add i64 %3390, 0
  %3392 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3391
  %3393 = load i16, ptr addrspace(3) %3392, align 2
  %3394 = zext i16 %3393 to i32
  %3395 = add i64 %3391, 272
  %3396 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3395
  %3397 = load i16, ptr addrspace(3) %3396, align 2
  %3398 = zext i16 %3397 to i32
  %3399 = bitcast i32 %3394 to <4 x i8>
  %3400 = bitcast i32 %3398 to <4 x i8>
  %3401 = shufflevector <4 x i8> %3399, <4 x i8> %3400, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3402 = bitcast <4 x i8> %3401 to i32
  %3403 = add i64 %3390, 2176
  %3404 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3403
  %3405 = load i16, ptr addrspace(3) %3404, align 2
  %3406 = zext i16 %3405 to i32
  %3407 = add i64 %3403, 272
  %3408 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3407
  %3409 = load i16, ptr addrspace(3) %3408, align 2
  %3410 = zext i16 %3409 to i32
  %3411 = bitcast i32 %3406 to <4 x i8>
  %3412 = bitcast i32 %3410 to <4 x i8>
  %3413 = shufflevector <4 x i8> %3411, <4 x i8> %3412, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3414 = bitcast <4 x i8> %3413 to i32
  %3415 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3402, i32 %3414, float %2912, float %2913, float %2914, float %2915)
  %3416 = extractvalue { float, float, float, float } %3415, 0
  %3417 = extractvalue { float, float, float, float } %3415, 1
  %3418 = extractvalue { float, float, float, float } %3415, 2
  %3419 = extractvalue { float, float, float, float } %3415, 3
  %3420 = add i64 %3390, 16
  %3421 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3420
  %3422 = load i16, ptr addrspace(3) %3421, align 2
  %3423 = zext i16 %3422 to i32
  %3424 = add i64 %3420, 272
  %3425 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3424
  %3426 = load i16, ptr addrspace(3) %3425, align 2
  %3427 = zext i16 %3426 to i32
  %3428 = bitcast i32 %3423 to <4 x i8>
  %3429 = bitcast i32 %3427 to <4 x i8>
  %3430 = shufflevector <4 x i8> %3428, <4 x i8> %3429, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3431 = bitcast <4 x i8> %3430 to i32
  %3432 = add i64 %3390, 2192
  %3433 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3432
  %3434 = load i16, ptr addrspace(3) %3433, align 2
  %3435 = zext i16 %3434 to i32
  %3436 = add i64 %3432, 272
  %3437 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3436
  %3438 = load i16, ptr addrspace(3) %3437, align 2
  %3439 = zext i16 %3438 to i32
  %3440 = bitcast i32 %3435 to <4 x i8>
  %3441 = bitcast i32 %3439 to <4 x i8>
  %3442 = shufflevector <4 x i8> %3440, <4 x i8> %3441, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3443 = bitcast <4 x i8> %3442 to i32
  %3444 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3431, i32 %3443, float %2941, float %2942, float %2943, float %2944)
  %3445 = extractvalue { float, float, float, float } %3444, 0
  %3446 = extractvalue { float, float, float, float } %3444, 1
  %3447 = extractvalue { float, float, float, float } %3444, 2
  %3448 = extractvalue { float, float, float, float } %3444, 3
  %3449 = add i64 %3390, 32
  %3450 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3449
  %3451 = load i16, ptr addrspace(3) %3450, align 2
  %3452 = zext i16 %3451 to i32
  %3453 = add i64 %3449, 272
  %3454 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3453
  %3455 = load i16, ptr addrspace(3) %3454, align 2
  %3456 = zext i16 %3455 to i32
  %3457 = bitcast i32 %3452 to <4 x i8>
  %3458 = bitcast i32 %3456 to <4 x i8>
  %3459 = shufflevector <4 x i8> %3457, <4 x i8> %3458, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3460 = bitcast <4 x i8> %3459 to i32
  %3461 = add i64 %3390, 2208
  %3462 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3461
  %3463 = load i16, ptr addrspace(3) %3462, align 2
  %3464 = zext i16 %3463 to i32
  %3465 = add i64 %3461, 272
  %3466 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3465
  %3467 = load i16, ptr addrspace(3) %3466, align 2
  %3468 = zext i16 %3467 to i32
  %3469 = bitcast i32 %3464 to <4 x i8>
  %3470 = bitcast i32 %3468 to <4 x i8>
  %3471 = shufflevector <4 x i8> %3469, <4 x i8> %3470, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3472 = bitcast <4 x i8> %3471 to i32
  %3473 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3460, i32 %3472, float %2970, float %2971, float %2972, float %2973)
  %3474 = extractvalue { float, float, float, float } %3473, 0
  %3475 = extractvalue { float, float, float, float } %3473, 1
  %3476 = extractvalue { float, float, float, float } %3473, 2
  %3477 = extractvalue { float, float, float, float } %3473, 3
  %3478 = add i64 %3390, 48
  %3479 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3478
  %3480 = load i16, ptr addrspace(3) %3479, align 2
  %3481 = zext i16 %3480 to i32
  %3482 = add i64 %3478, 272
  %3483 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3482
  %3484 = load i16, ptr addrspace(3) %3483, align 2
  %3485 = zext i16 %3484 to i32
  %3486 = bitcast i32 %3481 to <4 x i8>
  %3487 = bitcast i32 %3485 to <4 x i8>
  %3488 = shufflevector <4 x i8> %3486, <4 x i8> %3487, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3489 = bitcast <4 x i8> %3488 to i32
  %3490 = add i64 %3390, 2224
  %3491 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3490
  %3492 = load i16, ptr addrspace(3) %3491, align 2
  %3493 = zext i16 %3492 to i32
  %3494 = add i64 %3490, 272
  %3495 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3494
  %3496 = load i16, ptr addrspace(3) %3495, align 2
  %3497 = zext i16 %3496 to i32
  %3498 = bitcast i32 %3493 to <4 x i8>
  %3499 = bitcast i32 %3497 to <4 x i8>
  %3500 = shufflevector <4 x i8> %3498, <4 x i8> %3499, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3501 = bitcast <4 x i8> %3500 to i32
  %3502 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3489, i32 %3501, float %2999, float %3000, float %3001, float %3002)
  %3503 = extractvalue { float, float, float, float } %3502, 0
  %3504 = extractvalue { float, float, float, float } %3502, 1
  %3505 = extractvalue { float, float, float, float } %3502, 2
  %3506 = extractvalue { float, float, float, float } %3502, 3
  %3507 = add i64 %3390, 64
  %3508 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3507
  %3509 = load i16, ptr addrspace(3) %3508, align 2
  %3510 = zext i16 %3509 to i32
  %3511 = add i64 %3507, 272
  %3512 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3511
  %3513 = load i16, ptr addrspace(3) %3512, align 2
  %3514 = zext i16 %3513 to i32
  %3515 = bitcast i32 %3510 to <4 x i8>
  %3516 = bitcast i32 %3514 to <4 x i8>
  %3517 = shufflevector <4 x i8> %3515, <4 x i8> %3516, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3518 = bitcast <4 x i8> %3517 to i32
  %3519 = add i64 %3390, 2240
  %3520 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3519
  %3521 = load i16, ptr addrspace(3) %3520, align 2
  %3522 = zext i16 %3521 to i32
  %3523 = add i64 %3519, 272
  %3524 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3523
  %3525 = load i16, ptr addrspace(3) %3524, align 2
  %3526 = zext i16 %3525 to i32
  %3527 = bitcast i32 %3522 to <4 x i8>
  %3528 = bitcast i32 %3526 to <4 x i8>
  %3529 = shufflevector <4 x i8> %3527, <4 x i8> %3528, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3530 = bitcast <4 x i8> %3529 to i32
  %3531 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3518, i32 %3530, float %3028, float %3029, float %3030, float %3031)
  %3532 = extractvalue { float, float, float, float } %3531, 0
  %3533 = extractvalue { float, float, float, float } %3531, 1
  %3534 = extractvalue { float, float, float, float } %3531, 2
  %3535 = extractvalue { float, float, float, float } %3531, 3
  %3536 = add i64 %3390, 80
  %3537 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3536
  %3538 = load i16, ptr addrspace(3) %3537, align 2
  %3539 = zext i16 %3538 to i32
  %3540 = add i64 %3536, 272
  %3541 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3540
  %3542 = load i16, ptr addrspace(3) %3541, align 2
  %3543 = zext i16 %3542 to i32
  %3544 = bitcast i32 %3539 to <4 x i8>
  %3545 = bitcast i32 %3543 to <4 x i8>
  %3546 = shufflevector <4 x i8> %3544, <4 x i8> %3545, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3547 = bitcast <4 x i8> %3546 to i32
  %3548 = add i64 %3390, 2256
  %3549 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3548
  %3550 = load i16, ptr addrspace(3) %3549, align 2
  %3551 = zext i16 %3550 to i32
  %3552 = add i64 %3548, 272
  %3553 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3552
  %3554 = load i16, ptr addrspace(3) %3553, align 2
  %3555 = zext i16 %3554 to i32
  %3556 = bitcast i32 %3551 to <4 x i8>
  %3557 = bitcast i32 %3555 to <4 x i8>
  %3558 = shufflevector <4 x i8> %3556, <4 x i8> %3557, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3559 = bitcast <4 x i8> %3558 to i32
  %3560 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3547, i32 %3559, float %3057, float %3058, float %3059, float %3060)
  %3561 = extractvalue { float, float, float, float } %3560, 0
  %3562 = extractvalue { float, float, float, float } %3560, 1
  %3563 = extractvalue { float, float, float, float } %3560, 2
  %3564 = extractvalue { float, float, float, float } %3560, 3
  %3565 = add i64 %3390, 96
  %3566 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3565
  %3567 = load i16, ptr addrspace(3) %3566, align 2
  %3568 = zext i16 %3567 to i32
  %3569 = add i64 %3565, 272
  %3570 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3569
  %3571 = load i16, ptr addrspace(3) %3570, align 2
  %3572 = zext i16 %3571 to i32
  %3573 = bitcast i32 %3568 to <4 x i8>
  %3574 = bitcast i32 %3572 to <4 x i8>
  %3575 = shufflevector <4 x i8> %3573, <4 x i8> %3574, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3576 = bitcast <4 x i8> %3575 to i32
  %3577 = add i64 %3390, 2272
  %3578 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3577
  %3579 = load i16, ptr addrspace(3) %3578, align 2
  %3580 = zext i16 %3579 to i32
  %3581 = add i64 %3577, 272
  %3582 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3581
  %3583 = load i16, ptr addrspace(3) %3582, align 2
  %3584 = zext i16 %3583 to i32
  %3585 = bitcast i32 %3580 to <4 x i8>
  %3586 = bitcast i32 %3584 to <4 x i8>
  %3587 = shufflevector <4 x i8> %3585, <4 x i8> %3586, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3588 = bitcast <4 x i8> %3587 to i32
  %3589 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3576, i32 %3588, float %3086, float %3087, float %3088, float %3089)
  %3590 = extractvalue { float, float, float, float } %3589, 0
  %3591 = extractvalue { float, float, float, float } %3589, 1
  %3592 = extractvalue { float, float, float, float } %3589, 2
  %3593 = extractvalue { float, float, float, float } %3589, 3
  %3594 = add i64 %3390, 112
  %3595 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3594
  %3596 = load i16, ptr addrspace(3) %3595, align 2
  %3597 = zext i16 %3596 to i32
  %3598 = add i64 %3594, 272
  %3599 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3598
  %3600 = load i16, ptr addrspace(3) %3599, align 2
  %3601 = zext i16 %3600 to i32
  %3602 = bitcast i32 %3597 to <4 x i8>
  %3603 = bitcast i32 %3601 to <4 x i8>
  %3604 = shufflevector <4 x i8> %3602, <4 x i8> %3603, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3605 = bitcast <4 x i8> %3604 to i32
  %3606 = add i64 %3390, 2288
  %3607 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3606
  %3608 = load i16, ptr addrspace(3) %3607, align 2
  %3609 = zext i16 %3608 to i32
  %3610 = add i64 %3606, 272
  %3611 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3610
  %3612 = load i16, ptr addrspace(3) %3611, align 2
  %3613 = zext i16 %3612 to i32
  %3614 = bitcast i32 %3609 to <4 x i8>
  %3615 = bitcast i32 %3613 to <4 x i8>
  %3616 = shufflevector <4 x i8> %3614, <4 x i8> %3615, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3617 = bitcast <4 x i8> %3616 to i32
  %3618 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3605, i32 %3617, float %3115, float %3116, float %3117, float %3118)
  %3619 = extractvalue { float, float, float, float } %3618, 0
  %3620 = extractvalue { float, float, float, float } %3618, 1
  %3621 = extractvalue { float, float, float, float } %3618, 2
  %3622 = extractvalue { float, float, float, float } %3618, 3
  %3623 = add i64 %3390, 128
  %3624 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3623
  %3625 = load i16, ptr addrspace(3) %3624, align 2
  %3626 = zext i16 %3625 to i32
  %3627 = add i64 %3623, 272
  %3628 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3627
  %3629 = load i16, ptr addrspace(3) %3628, align 2
  %3630 = zext i16 %3629 to i32
  %3631 = bitcast i32 %3626 to <4 x i8>
  %3632 = bitcast i32 %3630 to <4 x i8>
  %3633 = shufflevector <4 x i8> %3631, <4 x i8> %3632, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3634 = bitcast <4 x i8> %3633 to i32
  %3635 = add i64 %3390, 2304
  %3636 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3635
  %3637 = load i16, ptr addrspace(3) %3636, align 2
  %3638 = zext i16 %3637 to i32
  %3639 = add i64 %3635, 272
  %3640 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3639
  %3641 = load i16, ptr addrspace(3) %3640, align 2
  %3642 = zext i16 %3641 to i32
  %3643 = bitcast i32 %3638 to <4 x i8>
  %3644 = bitcast i32 %3642 to <4 x i8>
  %3645 = shufflevector <4 x i8> %3643, <4 x i8> %3644, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3646 = bitcast <4 x i8> %3645 to i32
  %3647 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3634, i32 %3646, float %3144, float %3145, float %3146, float %3147)
  %3648 = extractvalue { float, float, float, float } %3647, 0
  %3649 = extractvalue { float, float, float, float } %3647, 1
  %3650 = extractvalue { float, float, float, float } %3647, 2
  %3651 = extractvalue { float, float, float, float } %3647, 3
  %3652 = add i64 %3390, 144
  %3653 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3652
  %3654 = load i16, ptr addrspace(3) %3653, align 2
  %3655 = zext i16 %3654 to i32
  %3656 = add i64 %3652, 272
  %3657 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3656
  %3658 = load i16, ptr addrspace(3) %3657, align 2
  %3659 = zext i16 %3658 to i32
  %3660 = bitcast i32 %3655 to <4 x i8>
  %3661 = bitcast i32 %3659 to <4 x i8>
  %3662 = shufflevector <4 x i8> %3660, <4 x i8> %3661, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3663 = bitcast <4 x i8> %3662 to i32
  %3664 = add i64 %3390, 2320
  %3665 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3664
  %3666 = load i16, ptr addrspace(3) %3665, align 2
  %3667 = zext i16 %3666 to i32
  %3668 = add i64 %3664, 272
  %3669 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3668
  %3670 = load i16, ptr addrspace(3) %3669, align 2
  %3671 = zext i16 %3670 to i32
  %3672 = bitcast i32 %3667 to <4 x i8>
  %3673 = bitcast i32 %3671 to <4 x i8>
  %3674 = shufflevector <4 x i8> %3672, <4 x i8> %3673, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3675 = bitcast <4 x i8> %3674 to i32
  %3676 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3663, i32 %3675, float %3173, float %3174, float %3175, float %3176)
  %3677 = extractvalue { float, float, float, float } %3676, 0
  %3678 = extractvalue { float, float, float, float } %3676, 1
  %3679 = extractvalue { float, float, float, float } %3676, 2
  %3680 = extractvalue { float, float, float, float } %3676, 3
  %3681 = add i64 %3390, 160
  %3682 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3681
  %3683 = load i16, ptr addrspace(3) %3682, align 2
  %3684 = zext i16 %3683 to i32
  %3685 = add i64 %3681, 272
  %3686 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3685
  %3687 = load i16, ptr addrspace(3) %3686, align 2
  %3688 = zext i16 %3687 to i32
  %3689 = bitcast i32 %3684 to <4 x i8>
  %3690 = bitcast i32 %3688 to <4 x i8>
  %3691 = shufflevector <4 x i8> %3689, <4 x i8> %3690, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3692 = bitcast <4 x i8> %3691 to i32
  %3693 = add i64 %3390, 2336
  %3694 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3693
  %3695 = load i16, ptr addrspace(3) %3694, align 2
  %3696 = zext i16 %3695 to i32
  %3697 = add i64 %3693, 272
  %3698 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3697
  %3699 = load i16, ptr addrspace(3) %3698, align 2
  %3700 = zext i16 %3699 to i32
  %3701 = bitcast i32 %3696 to <4 x i8>
  %3702 = bitcast i32 %3700 to <4 x i8>
  %3703 = shufflevector <4 x i8> %3701, <4 x i8> %3702, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3704 = bitcast <4 x i8> %3703 to i32
  %3705 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3692, i32 %3704, float %3202, float %3203, float %3204, float %3205)
  %3706 = extractvalue { float, float, float, float } %3705, 0
  %3707 = extractvalue { float, float, float, float } %3705, 1
  %3708 = extractvalue { float, float, float, float } %3705, 2
  %3709 = extractvalue { float, float, float, float } %3705, 3
  %3710 = add i64 %3390, 176
  %3711 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3710
  %3712 = load i16, ptr addrspace(3) %3711, align 2
  %3713 = zext i16 %3712 to i32
  %3714 = add i64 %3710, 272
  %3715 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3714
  %3716 = load i16, ptr addrspace(3) %3715, align 2
  %3717 = zext i16 %3716 to i32
  %3718 = bitcast i32 %3713 to <4 x i8>
  %3719 = bitcast i32 %3717 to <4 x i8>
  %3720 = shufflevector <4 x i8> %3718, <4 x i8> %3719, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3721 = bitcast <4 x i8> %3720 to i32
  %3722 = add i64 %3390, 2352
  %3723 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3722
  %3724 = load i16, ptr addrspace(3) %3723, align 2
  %3725 = zext i16 %3724 to i32
  %3726 = add i64 %3722, 272
  %3727 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3726
  %3728 = load i16, ptr addrspace(3) %3727, align 2
  %3729 = zext i16 %3728 to i32
  %3730 = bitcast i32 %3725 to <4 x i8>
  %3731 = bitcast i32 %3729 to <4 x i8>
  %3732 = shufflevector <4 x i8> %3730, <4 x i8> %3731, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3733 = bitcast <4 x i8> %3732 to i32
  %3734 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3721, i32 %3733, float %3231, float %3232, float %3233, float %3234)
  %3735 = extractvalue { float, float, float, float } %3734, 0
  %3736 = extractvalue { float, float, float, float } %3734, 1
  %3737 = extractvalue { float, float, float, float } %3734, 2
  %3738 = extractvalue { float, float, float, float } %3734, 3
  %3739 = add i64 %3390, 192
  %3740 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3739
  %3741 = load i16, ptr addrspace(3) %3740, align 2
  %3742 = zext i16 %3741 to i32
  %3743 = add i64 %3739, 272
  %3744 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3743
  %3745 = load i16, ptr addrspace(3) %3744, align 2
  %3746 = zext i16 %3745 to i32
  %3747 = bitcast i32 %3742 to <4 x i8>
  %3748 = bitcast i32 %3746 to <4 x i8>
  %3749 = shufflevector <4 x i8> %3747, <4 x i8> %3748, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3750 = bitcast <4 x i8> %3749 to i32
  %3751 = add i64 %3390, 2368
  %3752 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3751
  %3753 = load i16, ptr addrspace(3) %3752, align 2
  %3754 = zext i16 %3753 to i32
  %3755 = add i64 %3751, 272
  %3756 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3755
  %3757 = load i16, ptr addrspace(3) %3756, align 2
  %3758 = zext i16 %3757 to i32
  %3759 = bitcast i32 %3754 to <4 x i8>
  %3760 = bitcast i32 %3758 to <4 x i8>
  %3761 = shufflevector <4 x i8> %3759, <4 x i8> %3760, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3762 = bitcast <4 x i8> %3761 to i32
  %3763 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3750, i32 %3762, float %3260, float %3261, float %3262, float %3263)
  %3764 = extractvalue { float, float, float, float } %3763, 0
  %3765 = extractvalue { float, float, float, float } %3763, 1
  %3766 = extractvalue { float, float, float, float } %3763, 2
  %3767 = extractvalue { float, float, float, float } %3763, 3
  %3768 = add i64 %3390, 208
  %3769 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3768
  %3770 = load i16, ptr addrspace(3) %3769, align 2
  %3771 = zext i16 %3770 to i32
  %3772 = add i64 %3768, 272
  %3773 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3772
  %3774 = load i16, ptr addrspace(3) %3773, align 2
  %3775 = zext i16 %3774 to i32
  %3776 = bitcast i32 %3771 to <4 x i8>
  %3777 = bitcast i32 %3775 to <4 x i8>
  %3778 = shufflevector <4 x i8> %3776, <4 x i8> %3777, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3779 = bitcast <4 x i8> %3778 to i32
  %3780 = add i64 %3390, 2384
  %3781 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3780
  %3782 = load i16, ptr addrspace(3) %3781, align 2
  %3783 = zext i16 %3782 to i32
  %3784 = add i64 %3780, 272
  %3785 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3784
  %3786 = load i16, ptr addrspace(3) %3785, align 2
  %3787 = zext i16 %3786 to i32
  %3788 = bitcast i32 %3783 to <4 x i8>
  %3789 = bitcast i32 %3787 to <4 x i8>
  %3790 = shufflevector <4 x i8> %3788, <4 x i8> %3789, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3791 = bitcast <4 x i8> %3790 to i32
  %3792 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3779, i32 %3791, float %3289, float %3290, float %3291, float %3292)
  %3793 = extractvalue { float, float, float, float } %3792, 0
  %3794 = extractvalue { float, float, float, float } %3792, 1
  %3795 = extractvalue { float, float, float, float } %3792, 2
  %3796 = extractvalue { float, float, float, float } %3792, 3
  %3797 = add i64 %3390, 224
  %3798 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3797
  %3799 = load i16, ptr addrspace(3) %3798, align 2
  %3800 = zext i16 %3799 to i32
  %3801 = add i64 %3797, 272
  %3802 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3801
  %3803 = load i16, ptr addrspace(3) %3802, align 2
  %3804 = zext i16 %3803 to i32
  %3805 = bitcast i32 %3800 to <4 x i8>
  %3806 = bitcast i32 %3804 to <4 x i8>
  %3807 = shufflevector <4 x i8> %3805, <4 x i8> %3806, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3808 = bitcast <4 x i8> %3807 to i32
  %3809 = add i64 %3390, 2400
  %3810 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3809
  %3811 = load i16, ptr addrspace(3) %3810, align 2
  %3812 = zext i16 %3811 to i32
  %3813 = add i64 %3809, 272
  %3814 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3813
  %3815 = load i16, ptr addrspace(3) %3814, align 2
  %3816 = zext i16 %3815 to i32
  %3817 = bitcast i32 %3812 to <4 x i8>
  %3818 = bitcast i32 %3816 to <4 x i8>
  %3819 = shufflevector <4 x i8> %3817, <4 x i8> %3818, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3820 = bitcast <4 x i8> %3819 to i32
  %3821 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3808, i32 %3820, float %3318, float %3319, float %3320, float %3321)
  %3822 = extractvalue { float, float, float, float } %3821, 0
  %3823 = extractvalue { float, float, float, float } %3821, 1
  %3824 = extractvalue { float, float, float, float } %3821, 2
  %3825 = extractvalue { float, float, float, float } %3821, 3
  %3826 = add i64 %3390, 240
  %3827 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3826
  %3828 = load i16, ptr addrspace(3) %3827, align 2
  %3829 = zext i16 %3828 to i32
  %3830 = add i64 %3826, 272
  %3831 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3830
  %3832 = load i16, ptr addrspace(3) %3831, align 2
  %3833 = zext i16 %3832 to i32
  %3834 = bitcast i32 %3829 to <4 x i8>
  %3835 = bitcast i32 %3833 to <4 x i8>
  %3836 = shufflevector <4 x i8> %3834, <4 x i8> %3835, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3837 = bitcast <4 x i8> %3836 to i32
  %3838 = add i64 %3390, 2416
  %3839 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3838
  %3840 = load i16, ptr addrspace(3) %3839, align 2
  %3841 = zext i16 %3840 to i32
  %3842 = add i64 %3838, 272
  %3843 = getelementptr i8, ptr addrspace(3) @lds2, i64 %3842
  %3844 = load i16, ptr addrspace(3) %3843, align 2
  %3845 = zext i16 %3844 to i32
  %3846 = bitcast i32 %3841 to <4 x i8>
  %3847 = bitcast i32 %3845 to <4 x i8>
  %3848 = shufflevector <4 x i8> %3846, <4 x i8> %3847, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %3849 = bitcast <4 x i8> %3848 to i32
  %3850 = call { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %3358, i32 %3366, i32 %3374, i32 %3382, i32 %3837, i32 %3849, float %3347, float %3348, float %3349, float %3350)
  %3851 = extractvalue { float, float, float, float } %3850, 0
  %3852 = extractvalue { float, float, float, float } %3850, 1
  %3853 = extractvalue { float, float, float, float } %3850, 2
  %3854 = extractvalue { float, float, float, float } %3850, 3
  store float %3416, ptr addrspace(5) %v4, align 4
  store float %3417, ptr addrspace(5) %v5, align 4
  store float %3418, ptr addrspace(5) %v6, align 4
  store float %3419, ptr addrspace(5) %v7, align 4
  store float %3445, ptr addrspace(5) %v8, align 4
  store float %3446, ptr addrspace(5) %v9, align 4
  store float %3447, ptr addrspace(5) %v10, align 4
  store float %3448, ptr addrspace(5) %v11, align 4
  store float %3474, ptr addrspace(5) %v12, align 4
  store float %3475, ptr addrspace(5) %v13, align 4
  store float %3476, ptr addrspace(5) %v14, align 4
  store float %3477, ptr addrspace(5) %v15, align 4
  store float %3503, ptr addrspace(5) %v16, align 4
  store float %3504, ptr addrspace(5) %v17, align 4
  store float %3505, ptr addrspace(5) %v18, align 4
  store float %3506, ptr addrspace(5) %v19, align 4
  store float %3532, ptr addrspace(5) %v20, align 4
  store float %3533, ptr addrspace(5) %v21, align 4
  store float %3534, ptr addrspace(5) %v22, align 4
  store float %3535, ptr addrspace(5) %v23, align 4
  store float %3561, ptr addrspace(5) %v24, align 4
  store float %3562, ptr addrspace(5) %v25, align 4
  store float %3563, ptr addrspace(5) %v26, align 4
  store float %3564, ptr addrspace(5) %v27, align 4
  store float %3590, ptr addrspace(5) %v28, align 4
  store float %3591, ptr addrspace(5) %v29, align 4
  store float %3592, ptr addrspace(5) %v30, align 4
  store float %3593, ptr addrspace(5) %v31, align 4
  store float %3619, ptr addrspace(5) %v32, align 4
  store float %3620, ptr addrspace(5) %v33, align 4
  store float %3621, ptr addrspace(5) %v34, align 4
  store float %3622, ptr addrspace(5) %v35, align 4
  store float %3648, ptr addrspace(5) %v36, align 4
  store float %3649, ptr addrspace(5) %v37, align 4
  store float %3650, ptr addrspace(5) %v38, align 4
  store float %3651, ptr addrspace(5) %v39, align 4
  store float %3677, ptr addrspace(5) %v40, align 4
  store float %3678, ptr addrspace(5) %v41, align 4
  store float %3679, ptr addrspace(5) %v42, align 4
  store float %3680, ptr addrspace(5) %v43, align 4
  store float %3706, ptr addrspace(5) %v44, align 4
  store float %3707, ptr addrspace(5) %v45, align 4
  store float %3708, ptr addrspace(5) %v46, align 4
  store float %3709, ptr addrspace(5) %v47, align 4
  store float %3735, ptr addrspace(5) %v48, align 4
  store float %3736, ptr addrspace(5) %v49, align 4
  store float %3737, ptr addrspace(5) %v50, align 4
  store float %3738, ptr addrspace(5) %v51, align 4
  store float %3764, ptr addrspace(5) %v52, align 4
  store float %3765, ptr addrspace(5) %v53, align 4
  store float %3766, ptr addrspace(5) %v54, align 4
  store float %3767, ptr addrspace(5) %v55, align 4
  store float %3793, ptr addrspace(5) %v56, align 4
  store float %3794, ptr addrspace(5) %v57, align 4
  store float %3795, ptr addrspace(5) %v58, align 4
  store float %3796, ptr addrspace(5) %v59, align 4
  store float %3822, ptr addrspace(5) %v60, align 4
  store float %3823, ptr addrspace(5) %v61, align 4
  store float %3824, ptr addrspace(5) %v62, align 4
  store float %3825, ptr addrspace(5) %v63, align 4
  store float %3851, ptr addrspace(5) %v64, align 4
  store float %3852, ptr addrspace(5) %v65, align 4
  store float %3853, ptr addrspace(5) %v66, align 4
  store float %3854, ptr addrspace(5) %v67, align 4
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %3855 = load i32, ptr addrspace(5) %v68, align 4
  %3856 = add i32 %3855, 1
  store i32 %3856, ptr addrspace(5) %v68, align 4
  br label %loop

then69:                                           ; preds = %done
  %3857 = mul i32 %15, 2
  %3858 = add i32 %3857, 0
  %3859 = icmp slt i32 %3858, %6
  br i1 %3859, label %then71, label %endif72

endif70:                                          ; preds = %endif134, %done
  %3860 = load float, ptr addrspace(5) %v3, align 4
  %3861 = bitcast float %3860 to i32
  %3862 = call i32 @llvm.amdgcn.workitem.id.x()
  %3863 = and i32 %3862, 31
  %3864 = xor i32 %3863, 1
  %3865 = shl i32 %3864, 2
  %3866 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3865, i32 %3861)
  %3867 = bitcast i32 %3866 to float
  %3868 = fadd float %3860, %3867
  %3869 = bitcast float %3868 to i32
  %3870 = call i32 @llvm.amdgcn.workitem.id.x()
  %3871 = and i32 %3870, 31
  %3872 = xor i32 %3871, 2
  %3873 = shl i32 %3872, 2
  %3874 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3873, i32 %3869)
  %3875 = bitcast i32 %3874 to float
  %3876 = fadd float %3868, %3875
  %3877 = fdiv float 1.000000e+00, %3876
  %3878 = load float, ptr addrspace(5) %v6, align 4
  %3879 = fmul float %3878, %3877
  %3880 = load float, ptr addrspace(5) %v7, align 4
  %3881 = fmul float %3880, %3877
  %3882 = load float, ptr addrspace(5) %v10, align 4
  %3883 = fmul float %3882, %3877
  %3884 = load float, ptr addrspace(5) %v11, align 4
  %3885 = fmul float %3884, %3877
  %3886 = load float, ptr addrspace(5) %v14, align 4
  %3887 = fmul float %3886, %3877
  %3888 = load float, ptr addrspace(5) %v15, align 4
  %3889 = fmul float %3888, %3877
  %3890 = load float, ptr addrspace(5) %v18, align 4
  %3891 = fmul float %3890, %3877
  %3892 = load float, ptr addrspace(5) %v19, align 4
  %3893 = fmul float %3892, %3877
  %3894 = load float, ptr addrspace(5) %v22, align 4
  %3895 = fmul float %3894, %3877
  %3896 = load float, ptr addrspace(5) %v23, align 4
  %3897 = fmul float %3896, %3877
  %3898 = load float, ptr addrspace(5) %v26, align 4
  %3899 = fmul float %3898, %3877
  %3900 = load float, ptr addrspace(5) %v27, align 4
  %3901 = fmul float %3900, %3877
  %3902 = load float, ptr addrspace(5) %v30, align 4
  %3903 = fmul float %3902, %3877
  %3904 = load float, ptr addrspace(5) %v31, align 4
  %3905 = fmul float %3904, %3877
  %3906 = load float, ptr addrspace(5) %v34, align 4
  %3907 = fmul float %3906, %3877
  %3908 = load float, ptr addrspace(5) %v35, align 4
  %3909 = fmul float %3908, %3877
  %3910 = load float, ptr addrspace(5) %v38, align 4
  %3911 = fmul float %3910, %3877
  %3912 = load float, ptr addrspace(5) %v39, align 4
  %3913 = fmul float %3912, %3877
  %3914 = load float, ptr addrspace(5) %v42, align 4
  %3915 = fmul float %3914, %3877
  %3916 = load float, ptr addrspace(5) %v43, align 4
  %3917 = fmul float %3916, %3877
  %3918 = load float, ptr addrspace(5) %v46, align 4
  %3919 = fmul float %3918, %3877
  %3920 = load float, ptr addrspace(5) %v47, align 4
  %3921 = fmul float %3920, %3877
  %3922 = load float, ptr addrspace(5) %v50, align 4
  %3923 = fmul float %3922, %3877
  %3924 = load float, ptr addrspace(5) %v51, align 4
  %3925 = fmul float %3924, %3877
  %3926 = load float, ptr addrspace(5) %v54, align 4
  %3927 = fmul float %3926, %3877
  %3928 = load float, ptr addrspace(5) %v55, align 4
  %3929 = fmul float %3928, %3877
  %3930 = load float, ptr addrspace(5) %v58, align 4
  %3931 = fmul float %3930, %3877
  %3932 = load float, ptr addrspace(5) %v59, align 4
  %3933 = fmul float %3932, %3877
  %3934 = load float, ptr addrspace(5) %v62, align 4
  %3935 = fmul float %3934, %3877
  %3936 = load float, ptr addrspace(5) %v63, align 4
  %3937 = fmul float %3936, %3877
  %3938 = load float, ptr addrspace(5) %v66, align 4
  %3939 = fmul float %3938, %3877
  %3940 = load float, ptr addrspace(5) %v67, align 4
  %3941 = fmul float %3940, %3877
  br i1 %46, label %then135, label %endif136

then71:                                           ; preds = %then69
  %3942 = add i32 %38, %3858
  %3943 = sext i32 %3942 to i64
  %3944 = mul i64 %3943, 4
  %3945 = getelementptr i8, ptr addrspace(1) %0, i64 %3944
  store float %1117, ptr addrspace(1) %3945, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %then69
  %3946 = mul i32 %15, 2
  %3947 = add i32 %3946, 1
  %3948 = icmp slt i32 %3947, %6
  br i1 %3948, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %3949 = add i32 %38, %3947
  %3950 = sext i32 %3949 to i64
  %3951 = mul i64 %3950, 4
  %3952 = getelementptr i8, ptr addrspace(1) %0, i64 %3951
  store float %1119, ptr addrspace(1) %3952, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %3953 = mul i32 %15, 2
  %3954 = add i32 %3953, 8
  %3955 = icmp slt i32 %3954, %6
  br i1 %3955, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %3956 = add i32 %38, %3954
  %3957 = sext i32 %3956 to i64
  %3958 = mul i64 %3957, 4
  %3959 = getelementptr i8, ptr addrspace(1) %0, i64 %3958
  store float %1121, ptr addrspace(1) %3959, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %3960 = mul i32 %15, 2
  %3961 = add i32 %3960, 9
  %3962 = icmp slt i32 %3961, %6
  br i1 %3962, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %3963 = add i32 %38, %3961
  %3964 = sext i32 %3963 to i64
  %3965 = mul i64 %3964, 4
  %3966 = getelementptr i8, ptr addrspace(1) %0, i64 %3965
  store float %1123, ptr addrspace(1) %3966, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %3967 = mul i32 %15, 2
  %3968 = add i32 %3967, 16
  %3969 = icmp slt i32 %3968, %6
  br i1 %3969, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %3970 = add i32 %38, %3968
  %3971 = sext i32 %3970 to i64
  %3972 = mul i64 %3971, 4
  %3973 = getelementptr i8, ptr addrspace(1) %0, i64 %3972
  store float %1125, ptr addrspace(1) %3973, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %3974 = mul i32 %15, 2
  %3975 = add i32 %3974, 17
  %3976 = icmp slt i32 %3975, %6
  br i1 %3976, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %3977 = add i32 %38, %3975
  %3978 = sext i32 %3977 to i64
  %3979 = mul i64 %3978, 4
  %3980 = getelementptr i8, ptr addrspace(1) %0, i64 %3979
  store float %1127, ptr addrspace(1) %3980, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %3981 = mul i32 %15, 2
  %3982 = add i32 %3981, 24
  %3983 = icmp slt i32 %3982, %6
  br i1 %3983, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %3984 = add i32 %38, %3982
  %3985 = sext i32 %3984 to i64
  %3986 = mul i64 %3985, 4
  %3987 = getelementptr i8, ptr addrspace(1) %0, i64 %3986
  store float %1129, ptr addrspace(1) %3987, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %3988 = mul i32 %15, 2
  %3989 = add i32 %3988, 25
  %3990 = icmp slt i32 %3989, %6
  br i1 %3990, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %3991 = add i32 %38, %3989
  %3992 = sext i32 %3991 to i64
  %3993 = mul i64 %3992, 4
  %3994 = getelementptr i8, ptr addrspace(1) %0, i64 %3993
  store float %1131, ptr addrspace(1) %3994, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %3995 = mul i32 %15, 2
  %3996 = add i32 %3995, 32
  %3997 = icmp slt i32 %3996, %6
  br i1 %3997, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %3998 = add i32 %38, %3996
  %3999 = sext i32 %3998 to i64
  %4000 = mul i64 %3999, 4
  %4001 = getelementptr i8, ptr addrspace(1) %0, i64 %4000
  store float %1133, ptr addrspace(1) %4001, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %4002 = mul i32 %15, 2
  %4003 = add i32 %4002, 33
  %4004 = icmp slt i32 %4003, %6
  br i1 %4004, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %4005 = add i32 %38, %4003
  %4006 = sext i32 %4005 to i64
  %4007 = mul i64 %4006, 4
  %4008 = getelementptr i8, ptr addrspace(1) %0, i64 %4007
  store float %1135, ptr addrspace(1) %4008, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %4009 = mul i32 %15, 2
  %4010 = add i32 %4009, 40
  %4011 = icmp slt i32 %4010, %6
  br i1 %4011, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %4012 = add i32 %38, %4010
  %4013 = sext i32 %4012 to i64
  %4014 = mul i64 %4013, 4
  %4015 = getelementptr i8, ptr addrspace(1) %0, i64 %4014
  store float %1137, ptr addrspace(1) %4015, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %4016 = mul i32 %15, 2
  %4017 = add i32 %4016, 41
  %4018 = icmp slt i32 %4017, %6
  br i1 %4018, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %4019 = add i32 %38, %4017
  %4020 = sext i32 %4019 to i64
  %4021 = mul i64 %4020, 4
  %4022 = getelementptr i8, ptr addrspace(1) %0, i64 %4021
  store float %1139, ptr addrspace(1) %4022, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %4023 = mul i32 %15, 2
  %4024 = add i32 %4023, 48
  %4025 = icmp slt i32 %4024, %6
  br i1 %4025, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %4026 = add i32 %38, %4024
  %4027 = sext i32 %4026 to i64
  %4028 = mul i64 %4027, 4
  %4029 = getelementptr i8, ptr addrspace(1) %0, i64 %4028
  store float %1141, ptr addrspace(1) %4029, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %4030 = mul i32 %15, 2
  %4031 = add i32 %4030, 49
  %4032 = icmp slt i32 %4031, %6
  br i1 %4032, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %4033 = add i32 %38, %4031
  %4034 = sext i32 %4033 to i64
  %4035 = mul i64 %4034, 4
  %4036 = getelementptr i8, ptr addrspace(1) %0, i64 %4035
  store float %1143, ptr addrspace(1) %4036, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %4037 = mul i32 %15, 2
  %4038 = add i32 %4037, 56
  %4039 = icmp slt i32 %4038, %6
  br i1 %4039, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %4040 = add i32 %38, %4038
  %4041 = sext i32 %4040 to i64
  %4042 = mul i64 %4041, 4
  %4043 = getelementptr i8, ptr addrspace(1) %0, i64 %4042
  store float %1145, ptr addrspace(1) %4043, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %4044 = mul i32 %15, 2
  %4045 = add i32 %4044, 57
  %4046 = icmp slt i32 %4045, %6
  br i1 %4046, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %4047 = add i32 %38, %4045
  %4048 = sext i32 %4047 to i64
  %4049 = mul i64 %4048, 4
  %4050 = getelementptr i8, ptr addrspace(1) %0, i64 %4049
  store float %1147, ptr addrspace(1) %4050, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %4051 = mul i32 %15, 2
  %4052 = add i32 %4051, 64
  %4053 = icmp slt i32 %4052, %6
  br i1 %4053, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %4054 = add i32 %38, %4052
  %4055 = sext i32 %4054 to i64
  %4056 = mul i64 %4055, 4
  %4057 = getelementptr i8, ptr addrspace(1) %0, i64 %4056
  store float %1149, ptr addrspace(1) %4057, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %4058 = mul i32 %15, 2
  %4059 = add i32 %4058, 65
  %4060 = icmp slt i32 %4059, %6
  br i1 %4060, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %4061 = add i32 %38, %4059
  %4062 = sext i32 %4061 to i64
  %4063 = mul i64 %4062, 4
  %4064 = getelementptr i8, ptr addrspace(1) %0, i64 %4063
  store float %1151, ptr addrspace(1) %4064, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %4065 = mul i32 %15, 2
  %4066 = add i32 %4065, 72
  %4067 = icmp slt i32 %4066, %6
  br i1 %4067, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %4068 = add i32 %38, %4066
  %4069 = sext i32 %4068 to i64
  %4070 = mul i64 %4069, 4
  %4071 = getelementptr i8, ptr addrspace(1) %0, i64 %4070
  store float %1153, ptr addrspace(1) %4071, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %4072 = mul i32 %15, 2
  %4073 = add i32 %4072, 73
  %4074 = icmp slt i32 %4073, %6
  br i1 %4074, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %4075 = add i32 %38, %4073
  %4076 = sext i32 %4075 to i64
  %4077 = mul i64 %4076, 4
  %4078 = getelementptr i8, ptr addrspace(1) %0, i64 %4077
  store float %1155, ptr addrspace(1) %4078, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %4079 = mul i32 %15, 2
  %4080 = add i32 %4079, 80
  %4081 = icmp slt i32 %4080, %6
  br i1 %4081, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %4082 = add i32 %38, %4080
  %4083 = sext i32 %4082 to i64
  %4084 = mul i64 %4083, 4
  %4085 = getelementptr i8, ptr addrspace(1) %0, i64 %4084
  store float %1157, ptr addrspace(1) %4085, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  %4086 = mul i32 %15, 2
  %4087 = add i32 %4086, 81
  %4088 = icmp slt i32 %4087, %6
  br i1 %4088, label %then113, label %endif114

then113:                                          ; preds = %endif112
  %4089 = add i32 %38, %4087
  %4090 = sext i32 %4089 to i64
  %4091 = mul i64 %4090, 4
  %4092 = getelementptr i8, ptr addrspace(1) %0, i64 %4091
  store float %1159, ptr addrspace(1) %4092, align 4
  br label %endif114

endif114:                                         ; preds = %then113, %endif112
  %4093 = mul i32 %15, 2
  %4094 = add i32 %4093, 88
  %4095 = icmp slt i32 %4094, %6
  br i1 %4095, label %then115, label %endif116

then115:                                          ; preds = %endif114
  %4096 = add i32 %38, %4094
  %4097 = sext i32 %4096 to i64
  %4098 = mul i64 %4097, 4
  %4099 = getelementptr i8, ptr addrspace(1) %0, i64 %4098
  store float %1161, ptr addrspace(1) %4099, align 4
  br label %endif116

endif116:                                         ; preds = %then115, %endif114
  %4100 = mul i32 %15, 2
  %4101 = add i32 %4100, 89
  %4102 = icmp slt i32 %4101, %6
  br i1 %4102, label %then117, label %endif118

then117:                                          ; preds = %endif116
  %4103 = add i32 %38, %4101
  %4104 = sext i32 %4103 to i64
  %4105 = mul i64 %4104, 4
  %4106 = getelementptr i8, ptr addrspace(1) %0, i64 %4105
  store float %1163, ptr addrspace(1) %4106, align 4
  br label %endif118

endif118:                                         ; preds = %then117, %endif116
  %4107 = mul i32 %15, 2
  %4108 = add i32 %4107, 96
  %4109 = icmp slt i32 %4108, %6
  br i1 %4109, label %then119, label %endif120

then119:                                          ; preds = %endif118
  %4110 = add i32 %38, %4108
  %4111 = sext i32 %4110 to i64
  %4112 = mul i64 %4111, 4
  %4113 = getelementptr i8, ptr addrspace(1) %0, i64 %4112
  store float %1165, ptr addrspace(1) %4113, align 4
  br label %endif120

endif120:                                         ; preds = %then119, %endif118
  %4114 = mul i32 %15, 2
  %4115 = add i32 %4114, 97
  %4116 = icmp slt i32 %4115, %6
  br i1 %4116, label %then121, label %endif122

then121:                                          ; preds = %endif120
  %4117 = add i32 %38, %4115
  %4118 = sext i32 %4117 to i64
  %4119 = mul i64 %4118, 4
  %4120 = getelementptr i8, ptr addrspace(1) %0, i64 %4119
  store float %1167, ptr addrspace(1) %4120, align 4
  br label %endif122

endif122:                                         ; preds = %then121, %endif120
  %4121 = mul i32 %15, 2
  %4122 = add i32 %4121, 104
  %4123 = icmp slt i32 %4122, %6
  br i1 %4123, label %then123, label %endif124

then123:                                          ; preds = %endif122
  %4124 = add i32 %38, %4122
  %4125 = sext i32 %4124 to i64
  %4126 = mul i64 %4125, 4
  %4127 = getelementptr i8, ptr addrspace(1) %0, i64 %4126
  store float %1169, ptr addrspace(1) %4127, align 4
  br label %endif124

endif124:                                         ; preds = %then123, %endif122
  %4128 = mul i32 %15, 2
  %4129 = add i32 %4128, 105
  %4130 = icmp slt i32 %4129, %6
  br i1 %4130, label %then125, label %endif126

then125:                                          ; preds = %endif124
  %4131 = add i32 %38, %4129
  %4132 = sext i32 %4131 to i64
  %4133 = mul i64 %4132, 4
  %4134 = getelementptr i8, ptr addrspace(1) %0, i64 %4133
  store float %1171, ptr addrspace(1) %4134, align 4
  br label %endif126

endif126:                                         ; preds = %then125, %endif124
  %4135 = mul i32 %15, 2
  %4136 = add i32 %4135, 112
  %4137 = icmp slt i32 %4136, %6
  br i1 %4137, label %then127, label %endif128

then127:                                          ; preds = %endif126
  %4138 = add i32 %38, %4136
  %4139 = sext i32 %4138 to i64
  %4140 = mul i64 %4139, 4
  %4141 = getelementptr i8, ptr addrspace(1) %0, i64 %4140
  store float %1173, ptr addrspace(1) %4141, align 4
  br label %endif128

endif128:                                         ; preds = %then127, %endif126
  %4142 = mul i32 %15, 2
  %4143 = add i32 %4142, 113
  %4144 = icmp slt i32 %4143, %6
  br i1 %4144, label %then129, label %endif130

then129:                                          ; preds = %endif128
  %4145 = add i32 %38, %4143
  %4146 = sext i32 %4145 to i64
  %4147 = mul i64 %4146, 4
  %4148 = getelementptr i8, ptr addrspace(1) %0, i64 %4147
  store float %1175, ptr addrspace(1) %4148, align 4
  br label %endif130

endif130:                                         ; preds = %then129, %endif128
  %4149 = mul i32 %15, 2
  %4150 = add i32 %4149, 120
  %4151 = icmp slt i32 %4150, %6
  br i1 %4151, label %then131, label %endif132

then131:                                          ; preds = %endif130
  %4152 = add i32 %38, %4150
  %4153 = sext i32 %4152 to i64
  %4154 = mul i64 %4153, 4
  %4155 = getelementptr i8, ptr addrspace(1) %0, i64 %4154
  store float %1177, ptr addrspace(1) %4155, align 4
  br label %endif132

endif132:                                         ; preds = %then131, %endif130
  %4156 = mul i32 %15, 2
  %4157 = add i32 %4156, 121
  %4158 = icmp slt i32 %4157, %6
  br i1 %4158, label %then133, label %endif134

then133:                                          ; preds = %endif132
  %4159 = add i32 %38, %4157
  %4160 = sext i32 %4159 to i64
  %4161 = mul i64 %4160, 4
  %4162 = getelementptr i8, ptr addrspace(1) %0, i64 %4161
  store float %1179, ptr addrspace(1) %4162, align 4
  br label %endif134

endif134:                                         ; preds = %then133, %endif132
  br label %endif70

then135:                                          ; preds = %endif70
  %4163 = mul i32 %15, 2
  %4164 = add i32 %4163, 0
  %4165 = icmp slt i32 %4164, %6
  br i1 %4165, label %then137, label %endif138

endif136:                                         ; preds = %endif200, %endif70
  ret void

then137:                                          ; preds = %then135
  %4166 = add i32 %50, %4164
  %4167 = sext i32 %4166 to i64
  %4168 = mul i64 %4167, 4
  %4169 = getelementptr i8, ptr addrspace(1) %0, i64 %4168
  store float %3879, ptr addrspace(1) %4169, align 4
  br label %endif138

endif138:                                         ; preds = %then137, %then135
  %4170 = mul i32 %15, 2
  %4171 = add i32 %4170, 1
  %4172 = icmp slt i32 %4171, %6
  br i1 %4172, label %then139, label %endif140

then139:                                          ; preds = %endif138
  %4173 = add i32 %50, %4171
  %4174 = sext i32 %4173 to i64
  %4175 = mul i64 %4174, 4
  %4176 = getelementptr i8, ptr addrspace(1) %0, i64 %4175
  store float %3881, ptr addrspace(1) %4176, align 4
  br label %endif140

endif140:                                         ; preds = %then139, %endif138
  %4177 = mul i32 %15, 2
  %4178 = add i32 %4177, 8
  %4179 = icmp slt i32 %4178, %6
  br i1 %4179, label %then141, label %endif142

then141:                                          ; preds = %endif140
  %4180 = add i32 %50, %4178
  %4181 = sext i32 %4180 to i64
  %4182 = mul i64 %4181, 4
  %4183 = getelementptr i8, ptr addrspace(1) %0, i64 %4182
  store float %3883, ptr addrspace(1) %4183, align 4
  br label %endif142

endif142:                                         ; preds = %then141, %endif140
  %4184 = mul i32 %15, 2
  %4185 = add i32 %4184, 9
  %4186 = icmp slt i32 %4185, %6
  br i1 %4186, label %then143, label %endif144

then143:                                          ; preds = %endif142
  %4187 = add i32 %50, %4185
  %4188 = sext i32 %4187 to i64
  %4189 = mul i64 %4188, 4
  %4190 = getelementptr i8, ptr addrspace(1) %0, i64 %4189
  store float %3885, ptr addrspace(1) %4190, align 4
  br label %endif144

endif144:                                         ; preds = %then143, %endif142
  %4191 = mul i32 %15, 2
  %4192 = add i32 %4191, 16
  %4193 = icmp slt i32 %4192, %6
  br i1 %4193, label %then145, label %endif146

then145:                                          ; preds = %endif144
  %4194 = add i32 %50, %4192
  %4195 = sext i32 %4194 to i64
  %4196 = mul i64 %4195, 4
  %4197 = getelementptr i8, ptr addrspace(1) %0, i64 %4196
  store float %3887, ptr addrspace(1) %4197, align 4
  br label %endif146

endif146:                                         ; preds = %then145, %endif144
  %4198 = mul i32 %15, 2
  %4199 = add i32 %4198, 17
  %4200 = icmp slt i32 %4199, %6
  br i1 %4200, label %then147, label %endif148

then147:                                          ; preds = %endif146
  %4201 = add i32 %50, %4199
  %4202 = sext i32 %4201 to i64
  %4203 = mul i64 %4202, 4
  %4204 = getelementptr i8, ptr addrspace(1) %0, i64 %4203
  store float %3889, ptr addrspace(1) %4204, align 4
  br label %endif148

endif148:                                         ; preds = %then147, %endif146
  %4205 = mul i32 %15, 2
  %4206 = add i32 %4205, 24
  %4207 = icmp slt i32 %4206, %6
  br i1 %4207, label %then149, label %endif150

then149:                                          ; preds = %endif148
  %4208 = add i32 %50, %4206
  %4209 = sext i32 %4208 to i64
  %4210 = mul i64 %4209, 4
  %4211 = getelementptr i8, ptr addrspace(1) %0, i64 %4210
  store float %3891, ptr addrspace(1) %4211, align 4
  br label %endif150

endif150:                                         ; preds = %then149, %endif148
  %4212 = mul i32 %15, 2
  %4213 = add i32 %4212, 25
  %4214 = icmp slt i32 %4213, %6
  br i1 %4214, label %then151, label %endif152

then151:                                          ; preds = %endif150
  %4215 = add i32 %50, %4213
  %4216 = sext i32 %4215 to i64
  %4217 = mul i64 %4216, 4
  %4218 = getelementptr i8, ptr addrspace(1) %0, i64 %4217
  store float %3893, ptr addrspace(1) %4218, align 4
  br label %endif152

endif152:                                         ; preds = %then151, %endif150
  %4219 = mul i32 %15, 2
  %4220 = add i32 %4219, 32
  %4221 = icmp slt i32 %4220, %6
  br i1 %4221, label %then153, label %endif154

then153:                                          ; preds = %endif152
  %4222 = add i32 %50, %4220
  %4223 = sext i32 %4222 to i64
  %4224 = mul i64 %4223, 4
  %4225 = getelementptr i8, ptr addrspace(1) %0, i64 %4224
  store float %3895, ptr addrspace(1) %4225, align 4
  br label %endif154

endif154:                                         ; preds = %then153, %endif152
  %4226 = mul i32 %15, 2
  %4227 = add i32 %4226, 33
  %4228 = icmp slt i32 %4227, %6
  br i1 %4228, label %then155, label %endif156

then155:                                          ; preds = %endif154
  %4229 = add i32 %50, %4227
  %4230 = sext i32 %4229 to i64
  %4231 = mul i64 %4230, 4
  %4232 = getelementptr i8, ptr addrspace(1) %0, i64 %4231
  store float %3897, ptr addrspace(1) %4232, align 4
  br label %endif156

endif156:                                         ; preds = %then155, %endif154
  %4233 = mul i32 %15, 2
  %4234 = add i32 %4233, 40
  %4235 = icmp slt i32 %4234, %6
  br i1 %4235, label %then157, label %endif158

then157:                                          ; preds = %endif156
  %4236 = add i32 %50, %4234
  %4237 = sext i32 %4236 to i64
  %4238 = mul i64 %4237, 4
  %4239 = getelementptr i8, ptr addrspace(1) %0, i64 %4238
  store float %3899, ptr addrspace(1) %4239, align 4
  br label %endif158

endif158:                                         ; preds = %then157, %endif156
  %4240 = mul i32 %15, 2
  %4241 = add i32 %4240, 41
  %4242 = icmp slt i32 %4241, %6
  br i1 %4242, label %then159, label %endif160

then159:                                          ; preds = %endif158
  %4243 = add i32 %50, %4241
  %4244 = sext i32 %4243 to i64
  %4245 = mul i64 %4244, 4
  %4246 = getelementptr i8, ptr addrspace(1) %0, i64 %4245
  store float %3901, ptr addrspace(1) %4246, align 4
  br label %endif160

endif160:                                         ; preds = %then159, %endif158
  %4247 = mul i32 %15, 2
  %4248 = add i32 %4247, 48
  %4249 = icmp slt i32 %4248, %6
  br i1 %4249, label %then161, label %endif162

then161:                                          ; preds = %endif160
  %4250 = add i32 %50, %4248
  %4251 = sext i32 %4250 to i64
  %4252 = mul i64 %4251, 4
  %4253 = getelementptr i8, ptr addrspace(1) %0, i64 %4252
  store float %3903, ptr addrspace(1) %4253, align 4
  br label %endif162

endif162:                                         ; preds = %then161, %endif160
  %4254 = mul i32 %15, 2
  %4255 = add i32 %4254, 49
  %4256 = icmp slt i32 %4255, %6
  br i1 %4256, label %then163, label %endif164

then163:                                          ; preds = %endif162
  %4257 = add i32 %50, %4255
  %4258 = sext i32 %4257 to i64
  %4259 = mul i64 %4258, 4
  %4260 = getelementptr i8, ptr addrspace(1) %0, i64 %4259
  store float %3905, ptr addrspace(1) %4260, align 4
  br label %endif164

endif164:                                         ; preds = %then163, %endif162
  %4261 = mul i32 %15, 2
  %4262 = add i32 %4261, 56
  %4263 = icmp slt i32 %4262, %6
  br i1 %4263, label %then165, label %endif166

then165:                                          ; preds = %endif164
  %4264 = add i32 %50, %4262
  %4265 = sext i32 %4264 to i64
  %4266 = mul i64 %4265, 4
  %4267 = getelementptr i8, ptr addrspace(1) %0, i64 %4266
  store float %3907, ptr addrspace(1) %4267, align 4
  br label %endif166

endif166:                                         ; preds = %then165, %endif164
  %4268 = mul i32 %15, 2
  %4269 = add i32 %4268, 57
  %4270 = icmp slt i32 %4269, %6
  br i1 %4270, label %then167, label %endif168

then167:                                          ; preds = %endif166
  %4271 = add i32 %50, %4269
  %4272 = sext i32 %4271 to i64
  %4273 = mul i64 %4272, 4
  %4274 = getelementptr i8, ptr addrspace(1) %0, i64 %4273
  store float %3909, ptr addrspace(1) %4274, align 4
  br label %endif168

endif168:                                         ; preds = %then167, %endif166
  %4275 = mul i32 %15, 2
  %4276 = add i32 %4275, 64
  %4277 = icmp slt i32 %4276, %6
  br i1 %4277, label %then169, label %endif170

then169:                                          ; preds = %endif168
  %4278 = add i32 %50, %4276
  %4279 = sext i32 %4278 to i64
  %4280 = mul i64 %4279, 4
  %4281 = getelementptr i8, ptr addrspace(1) %0, i64 %4280
  store float %3911, ptr addrspace(1) %4281, align 4
  br label %endif170

endif170:                                         ; preds = %then169, %endif168
  %4282 = mul i32 %15, 2
  %4283 = add i32 %4282, 65
  %4284 = icmp slt i32 %4283, %6
  br i1 %4284, label %then171, label %endif172

then171:                                          ; preds = %endif170
  %4285 = add i32 %50, %4283
  %4286 = sext i32 %4285 to i64
  %4287 = mul i64 %4286, 4
  %4288 = getelementptr i8, ptr addrspace(1) %0, i64 %4287
  store float %3913, ptr addrspace(1) %4288, align 4
  br label %endif172

endif172:                                         ; preds = %then171, %endif170
  %4289 = mul i32 %15, 2
  %4290 = add i32 %4289, 72
  %4291 = icmp slt i32 %4290, %6
  br i1 %4291, label %then173, label %endif174

then173:                                          ; preds = %endif172
  %4292 = add i32 %50, %4290
  %4293 = sext i32 %4292 to i64
  %4294 = mul i64 %4293, 4
  %4295 = getelementptr i8, ptr addrspace(1) %0, i64 %4294
  store float %3915, ptr addrspace(1) %4295, align 4
  br label %endif174

endif174:                                         ; preds = %then173, %endif172
  %4296 = mul i32 %15, 2
  %4297 = add i32 %4296, 73
  %4298 = icmp slt i32 %4297, %6
  br i1 %4298, label %then175, label %endif176

then175:                                          ; preds = %endif174
  %4299 = add i32 %50, %4297
  %4300 = sext i32 %4299 to i64
  %4301 = mul i64 %4300, 4
  %4302 = getelementptr i8, ptr addrspace(1) %0, i64 %4301
  store float %3917, ptr addrspace(1) %4302, align 4
  br label %endif176

endif176:                                         ; preds = %then175, %endif174
  %4303 = mul i32 %15, 2
  %4304 = add i32 %4303, 80
  %4305 = icmp slt i32 %4304, %6
  br i1 %4305, label %then177, label %endif178

then177:                                          ; preds = %endif176
  %4306 = add i32 %50, %4304
  %4307 = sext i32 %4306 to i64
  %4308 = mul i64 %4307, 4
  %4309 = getelementptr i8, ptr addrspace(1) %0, i64 %4308
  store float %3919, ptr addrspace(1) %4309, align 4
  br label %endif178

endif178:                                         ; preds = %then177, %endif176
  %4310 = mul i32 %15, 2
  %4311 = add i32 %4310, 81
  %4312 = icmp slt i32 %4311, %6
  br i1 %4312, label %then179, label %endif180

then179:                                          ; preds = %endif178
  %4313 = add i32 %50, %4311
  %4314 = sext i32 %4313 to i64
  %4315 = mul i64 %4314, 4
  %4316 = getelementptr i8, ptr addrspace(1) %0, i64 %4315
  store float %3921, ptr addrspace(1) %4316, align 4
  br label %endif180

endif180:                                         ; preds = %then179, %endif178
  %4317 = mul i32 %15, 2
  %4318 = add i32 %4317, 88
  %4319 = icmp slt i32 %4318, %6
  br i1 %4319, label %then181, label %endif182

then181:                                          ; preds = %endif180
  %4320 = add i32 %50, %4318
  %4321 = sext i32 %4320 to i64
  %4322 = mul i64 %4321, 4
  %4323 = getelementptr i8, ptr addrspace(1) %0, i64 %4322
  store float %3923, ptr addrspace(1) %4323, align 4
  br label %endif182

endif182:                                         ; preds = %then181, %endif180
  %4324 = mul i32 %15, 2
  %4325 = add i32 %4324, 89
  %4326 = icmp slt i32 %4325, %6
  br i1 %4326, label %then183, label %endif184

then183:                                          ; preds = %endif182
  %4327 = add i32 %50, %4325
  %4328 = sext i32 %4327 to i64
  %4329 = mul i64 %4328, 4
  %4330 = getelementptr i8, ptr addrspace(1) %0, i64 %4329
  store float %3925, ptr addrspace(1) %4330, align 4
  br label %endif184

endif184:                                         ; preds = %then183, %endif182
  %4331 = mul i32 %15, 2
  %4332 = add i32 %4331, 96
  %4333 = icmp slt i32 %4332, %6
  br i1 %4333, label %then185, label %endif186

then185:                                          ; preds = %endif184
  %4334 = add i32 %50, %4332
  %4335 = sext i32 %4334 to i64
  %4336 = mul i64 %4335, 4
  %4337 = getelementptr i8, ptr addrspace(1) %0, i64 %4336
  store float %3927, ptr addrspace(1) %4337, align 4
  br label %endif186

endif186:                                         ; preds = %then185, %endif184
  %4338 = mul i32 %15, 2
  %4339 = add i32 %4338, 97
  %4340 = icmp slt i32 %4339, %6
  br i1 %4340, label %then187, label %endif188

then187:                                          ; preds = %endif186
  %4341 = add i32 %50, %4339
  %4342 = sext i32 %4341 to i64
  %4343 = mul i64 %4342, 4
  %4344 = getelementptr i8, ptr addrspace(1) %0, i64 %4343
  store float %3929, ptr addrspace(1) %4344, align 4
  br label %endif188

endif188:                                         ; preds = %then187, %endif186
  %4345 = mul i32 %15, 2
  %4346 = add i32 %4345, 104
  %4347 = icmp slt i32 %4346, %6
  br i1 %4347, label %then189, label %endif190

then189:                                          ; preds = %endif188
  %4348 = add i32 %50, %4346
  %4349 = sext i32 %4348 to i64
  %4350 = mul i64 %4349, 4
  %4351 = getelementptr i8, ptr addrspace(1) %0, i64 %4350
  store float %3931, ptr addrspace(1) %4351, align 4
  br label %endif190

endif190:                                         ; preds = %then189, %endif188
  %4352 = mul i32 %15, 2
  %4353 = add i32 %4352, 105
  %4354 = icmp slt i32 %4353, %6
  br i1 %4354, label %then191, label %endif192

then191:                                          ; preds = %endif190
  %4355 = add i32 %50, %4353
  %4356 = sext i32 %4355 to i64
  %4357 = mul i64 %4356, 4
  %4358 = getelementptr i8, ptr addrspace(1) %0, i64 %4357
  store float %3933, ptr addrspace(1) %4358, align 4
  br label %endif192

endif192:                                         ; preds = %then191, %endif190
  %4359 = mul i32 %15, 2
  %4360 = add i32 %4359, 112
  %4361 = icmp slt i32 %4360, %6
  br i1 %4361, label %then193, label %endif194

then193:                                          ; preds = %endif192
  %4362 = add i32 %50, %4360
  %4363 = sext i32 %4362 to i64
  %4364 = mul i64 %4363, 4
  %4365 = getelementptr i8, ptr addrspace(1) %0, i64 %4364
  store float %3935, ptr addrspace(1) %4365, align 4
  br label %endif194

endif194:                                         ; preds = %then193, %endif192
  %4366 = mul i32 %15, 2
  %4367 = add i32 %4366, 113
  %4368 = icmp slt i32 %4367, %6
  br i1 %4368, label %then195, label %endif196

then195:                                          ; preds = %endif194
  %4369 = add i32 %50, %4367
  %4370 = sext i32 %4369 to i64
  %4371 = mul i64 %4370, 4
  %4372 = getelementptr i8, ptr addrspace(1) %0, i64 %4371
  store float %3937, ptr addrspace(1) %4372, align 4
  br label %endif196

endif196:                                         ; preds = %then195, %endif194
  %4373 = mul i32 %15, 2
  %4374 = add i32 %4373, 120
  %4375 = icmp slt i32 %4374, %6
  br i1 %4375, label %then197, label %endif198

then197:                                          ; preds = %endif196
  %4376 = add i32 %50, %4374
  %4377 = sext i32 %4376 to i64
  %4378 = mul i64 %4377, 4
  %4379 = getelementptr i8, ptr addrspace(1) %0, i64 %4378
  store float %3939, ptr addrspace(1) %4379, align 4
  br label %endif198

endif198:                                         ; preds = %then197, %endif196
  %4380 = mul i32 %15, 2
  %4381 = add i32 %4380, 121
  %4382 = icmp slt i32 %4381, %6
  br i1 %4382, label %then199, label %endif200

then199:                                          ; preds = %endif198
  %4383 = add i32 %50, %4381
  %4384 = sext i32 %4383 to i64
  %4385 = mul i64 %4384, 4
  %4386 = getelementptr i8, ptr addrspace(1) %0, i64 %4385
  store float %3941, ptr addrspace(1) %4386, align 4
  br label %endif200

endif200:                                         ; preds = %then199, %endif198
  br label %endif136
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: noinline
define internal { float, float, float, float } @strata_mma_m16n8k16_f16(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, float %6, float %7, float %8, float %9) #3 {
entry:
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = lshr i32 %11, 2
  %13 = and i32 %11, 3
  %14 = mul i32 %12, 4
  %15 = add i32 %14, 0
  %16 = and i32 %15, 31
  %17 = shl i32 %16, 2
  %18 = call i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %0)
  %19 = and i32 %18, 65535
  %20 = trunc i32 %19 to i16
  %21 = bitcast i16 %20 to half
  %22 = fpext half %21 to float
  %23 = lshr i32 %18, 16
  %24 = trunc i32 %23 to i16
  %25 = bitcast i16 %24 to half
  %26 = fpext half %25 to float
  %27 = and i32 %15, 31
  %28 = shl i32 %27, 2
  %29 = call i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %1)
  %30 = and i32 %29, 65535
  %31 = trunc i32 %30 to i16
  %32 = bitcast i16 %31 to half
  %33 = fpext half %32 to float
  %34 = lshr i32 %29, 16
  %35 = trunc i32 %34 to i16
  %36 = bitcast i16 %35 to half
  %37 = fpext half %36 to float
  %38 = and i32 %15, 31
  %39 = shl i32 %38, 2
  %40 = call i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %2)
  %41 = and i32 %40, 65535
  %42 = trunc i32 %41 to i16
  %43 = bitcast i16 %42 to half
  %44 = fpext half %43 to float
  %45 = lshr i32 %40, 16
  %46 = trunc i32 %45 to i16
  %47 = bitcast i16 %46 to half
  %48 = fpext half %47 to float
  %49 = and i32 %15, 31
  %50 = shl i32 %49, 2
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %3)
  %52 = and i32 %51, 65535
  %53 = trunc i32 %52 to i16
  %54 = bitcast i16 %53 to half
  %55 = fpext half %54 to float
  %56 = lshr i32 %51, 16
  %57 = trunc i32 %56 to i16
  %58 = bitcast i16 %57 to half
  %59 = fpext half %58 to float
  %60 = mul i32 %13, 2
  %61 = add i32 %60, 0
  %62 = mul i32 %61, 4
  %63 = add i32 %62, 0
  %64 = and i32 %63, 31
  %65 = shl i32 %64, 2
  %66 = call i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %4)
  %67 = and i32 %66, 65535
  %68 = trunc i32 %67 to i16
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  %71 = lshr i32 %66, 16
  %72 = trunc i32 %71 to i16
  %73 = bitcast i16 %72 to half
  %74 = fpext half %73 to float
  %75 = and i32 %63, 31
  %76 = shl i32 %75, 2
  %77 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %5)
  %78 = and i32 %77, 65535
  %79 = trunc i32 %78 to i16
  %80 = bitcast i16 %79 to half
  %81 = fpext half %80 to float
  %82 = lshr i32 %77, 16
  %83 = trunc i32 %82 to i16
  %84 = bitcast i16 %83 to half
  %85 = fpext half %84 to float
  %86 = fmul float %22, %70
  %87 = fadd float %86, %6
  %88 = fmul float %26, %74
  %89 = fadd float %88, %87
  %90 = fmul float %44, %81
  %91 = fadd float %90, %89
  %92 = fmul float %48, %85
  %93 = fadd float %92, %91
  %94 = fmul float %33, %70
  %95 = fadd float %94, %8
  %96 = fmul float %37, %74
  %97 = fadd float %96, %95
  %98 = fmul float %55, %81
  %99 = fadd float %98, %97
  %100 = fmul float %59, %85
  %101 = fadd float %100, %99
  %102 = mul i32 %13, 2
  %103 = add i32 %102, 1
  %104 = mul i32 %103, 4
  %105 = add i32 %104, 0
  %106 = and i32 %105, 31
  %107 = shl i32 %106, 2
  %108 = call i32 @llvm.amdgcn.ds.bpermute(i32 %107, i32 %4)
  %109 = and i32 %108, 65535
  %110 = trunc i32 %109 to i16
  %111 = bitcast i16 %110 to half
  %112 = fpext half %111 to float
  %113 = lshr i32 %108, 16
  %114 = trunc i32 %113 to i16
  %115 = bitcast i16 %114 to half
  %116 = fpext half %115 to float
  %117 = and i32 %105, 31
  %118 = shl i32 %117, 2
  %119 = call i32 @llvm.amdgcn.ds.bpermute(i32 %118, i32 %5)
  %120 = and i32 %119, 65535
  %121 = trunc i32 %120 to i16
  %122 = bitcast i16 %121 to half
  %123 = fpext half %122 to float
  %124 = lshr i32 %119, 16
  %125 = trunc i32 %124 to i16
  %126 = bitcast i16 %125 to half
  %127 = fpext half %126 to float
  %128 = fmul float %22, %112
  %129 = fadd float %128, %7
  %130 = fmul float %26, %116
  %131 = fadd float %130, %129
  %132 = fmul float %44, %123
  %133 = fadd float %132, %131
  %134 = fmul float %48, %127
  %135 = fadd float %134, %133
  %136 = fmul float %33, %112
  %137 = fadd float %136, %9
  %138 = fmul float %37, %116
  %139 = fadd float %138, %137
  %140 = fmul float %55, %123
  %141 = fadd float %140, %139
  %142 = fmul float %59, %127
  %143 = fadd float %142, %141
  %144 = mul i32 %12, 4
  %145 = add i32 %144, 1
  %146 = and i32 %145, 31
  %147 = shl i32 %146, 2
  %148 = call i32 @llvm.amdgcn.ds.bpermute(i32 %147, i32 %0)
  %149 = and i32 %148, 65535
  %150 = trunc i32 %149 to i16
  %151 = bitcast i16 %150 to half
  %152 = fpext half %151 to float
  %153 = lshr i32 %148, 16
  %154 = trunc i32 %153 to i16
  %155 = bitcast i16 %154 to half
  %156 = fpext half %155 to float
  %157 = and i32 %145, 31
  %158 = shl i32 %157, 2
  %159 = call i32 @llvm.amdgcn.ds.bpermute(i32 %158, i32 %1)
  %160 = and i32 %159, 65535
  %161 = trunc i32 %160 to i16
  %162 = bitcast i16 %161 to half
  %163 = fpext half %162 to float
  %164 = lshr i32 %159, 16
  %165 = trunc i32 %164 to i16
  %166 = bitcast i16 %165 to half
  %167 = fpext half %166 to float
  %168 = and i32 %145, 31
  %169 = shl i32 %168, 2
  %170 = call i32 @llvm.amdgcn.ds.bpermute(i32 %169, i32 %2)
  %171 = and i32 %170, 65535
  %172 = trunc i32 %171 to i16
  %173 = bitcast i16 %172 to half
  %174 = fpext half %173 to float
  %175 = lshr i32 %170, 16
  %176 = trunc i32 %175 to i16
  %177 = bitcast i16 %176 to half
  %178 = fpext half %177 to float
  %179 = and i32 %145, 31
  %180 = shl i32 %179, 2
  %181 = call i32 @llvm.amdgcn.ds.bpermute(i32 %180, i32 %3)
  %182 = and i32 %181, 65535
  %183 = trunc i32 %182 to i16
  %184 = bitcast i16 %183 to half
  %185 = fpext half %184 to float
  %186 = lshr i32 %181, 16
  %187 = trunc i32 %186 to i16
  %188 = bitcast i16 %187 to half
  %189 = fpext half %188 to float
  %190 = mul i32 %13, 2
  %191 = add i32 %190, 0
  %192 = mul i32 %191, 4
  %193 = add i32 %192, 1
  %194 = and i32 %193, 31
  %195 = shl i32 %194, 2
  %196 = call i32 @llvm.amdgcn.ds.bpermute(i32 %195, i32 %4)
  %197 = and i32 %196, 65535
  %198 = trunc i32 %197 to i16
  %199 = bitcast i16 %198 to half
  %200 = fpext half %199 to float
  %201 = lshr i32 %196, 16
  %202 = trunc i32 %201 to i16
  %203 = bitcast i16 %202 to half
  %204 = fpext half %203 to float
  %205 = and i32 %193, 31
  %206 = shl i32 %205, 2
  %207 = call i32 @llvm.amdgcn.ds.bpermute(i32 %206, i32 %5)
  %208 = and i32 %207, 65535
  %209 = trunc i32 %208 to i16
  %210 = bitcast i16 %209 to half
  %211 = fpext half %210 to float
  %212 = lshr i32 %207, 16
  %213 = trunc i32 %212 to i16
  %214 = bitcast i16 %213 to half
  %215 = fpext half %214 to float
  %216 = fmul float %152, %200
  %217 = fadd float %216, %93
  %218 = fmul float %156, %204
  %219 = fadd float %218, %217
  %220 = fmul float %174, %211
  %221 = fadd float %220, %219
  %222 = fmul float %178, %215
  %223 = fadd float %222, %221
  %224 = fmul float %163, %200
  %225 = fadd float %224, %101
  %226 = fmul float %167, %204
  %227 = fadd float %226, %225
  %228 = fmul float %185, %211
  %229 = fadd float %228, %227
  %230 = fmul float %189, %215
  %231 = fadd float %230, %229
  %232 = mul i32 %13, 2
  %233 = add i32 %232, 1
  %234 = mul i32 %233, 4
  %235 = add i32 %234, 1
  %236 = and i32 %235, 31
  %237 = shl i32 %236, 2
  %238 = call i32 @llvm.amdgcn.ds.bpermute(i32 %237, i32 %4)
  %239 = and i32 %238, 65535
  %240 = trunc i32 %239 to i16
  %241 = bitcast i16 %240 to half
  %242 = fpext half %241 to float
  %243 = lshr i32 %238, 16
  %244 = trunc i32 %243 to i16
  %245 = bitcast i16 %244 to half
  %246 = fpext half %245 to float
  %247 = and i32 %235, 31
  %248 = shl i32 %247, 2
  %249 = call i32 @llvm.amdgcn.ds.bpermute(i32 %248, i32 %5)
  %250 = and i32 %249, 65535
  %251 = trunc i32 %250 to i16
  %252 = bitcast i16 %251 to half
  %253 = fpext half %252 to float
  %254 = lshr i32 %249, 16
  %255 = trunc i32 %254 to i16
  %256 = bitcast i16 %255 to half
  %257 = fpext half %256 to float
  %258 = fmul float %152, %242
  %259 = fadd float %258, %135
  %260 = fmul float %156, %246
  %261 = fadd float %260, %259
  %262 = fmul float %174, %253
  %263 = fadd float %262, %261
  %264 = fmul float %178, %257
  %265 = fadd float %264, %263
  %266 = fmul float %163, %242
  %267 = fadd float %266, %143
  %268 = fmul float %167, %246
  %269 = fadd float %268, %267
  %270 = fmul float %185, %253
  %271 = fadd float %270, %269
  %272 = fmul float %189, %257
  %273 = fadd float %272, %271
  %274 = mul i32 %12, 4
  %275 = add i32 %274, 2
  %276 = and i32 %275, 31
  %277 = shl i32 %276, 2
  %278 = call i32 @llvm.amdgcn.ds.bpermute(i32 %277, i32 %0)
  %279 = and i32 %278, 65535
  %280 = trunc i32 %279 to i16
  %281 = bitcast i16 %280 to half
  %282 = fpext half %281 to float
  %283 = lshr i32 %278, 16
  %284 = trunc i32 %283 to i16
  %285 = bitcast i16 %284 to half
  %286 = fpext half %285 to float
  %287 = and i32 %275, 31
  %288 = shl i32 %287, 2
  %289 = call i32 @llvm.amdgcn.ds.bpermute(i32 %288, i32 %1)
  %290 = and i32 %289, 65535
  %291 = trunc i32 %290 to i16
  %292 = bitcast i16 %291 to half
  %293 = fpext half %292 to float
  %294 = lshr i32 %289, 16
  %295 = trunc i32 %294 to i16
  %296 = bitcast i16 %295 to half
  %297 = fpext half %296 to float
  %298 = and i32 %275, 31
  %299 = shl i32 %298, 2
  %300 = call i32 @llvm.amdgcn.ds.bpermute(i32 %299, i32 %2)
  %301 = and i32 %300, 65535
  %302 = trunc i32 %301 to i16
  %303 = bitcast i16 %302 to half
  %304 = fpext half %303 to float
  %305 = lshr i32 %300, 16
  %306 = trunc i32 %305 to i16
  %307 = bitcast i16 %306 to half
  %308 = fpext half %307 to float
  %309 = and i32 %275, 31
  %310 = shl i32 %309, 2
  %311 = call i32 @llvm.amdgcn.ds.bpermute(i32 %310, i32 %3)
  %312 = and i32 %311, 65535
  %313 = trunc i32 %312 to i16
  %314 = bitcast i16 %313 to half
  %315 = fpext half %314 to float
  %316 = lshr i32 %311, 16
  %317 = trunc i32 %316 to i16
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  %320 = mul i32 %13, 2
  %321 = add i32 %320, 0
  %322 = mul i32 %321, 4
  %323 = add i32 %322, 2
  %324 = and i32 %323, 31
  %325 = shl i32 %324, 2
  %326 = call i32 @llvm.amdgcn.ds.bpermute(i32 %325, i32 %4)
  %327 = and i32 %326, 65535
  %328 = trunc i32 %327 to i16
  %329 = bitcast i16 %328 to half
  %330 = fpext half %329 to float
  %331 = lshr i32 %326, 16
  %332 = trunc i32 %331 to i16
  %333 = bitcast i16 %332 to half
  %334 = fpext half %333 to float
  %335 = and i32 %323, 31
  %336 = shl i32 %335, 2
  %337 = call i32 @llvm.amdgcn.ds.bpermute(i32 %336, i32 %5)
  %338 = and i32 %337, 65535
  %339 = trunc i32 %338 to i16
  %340 = bitcast i16 %339 to half
  %341 = fpext half %340 to float
  %342 = lshr i32 %337, 16
  %343 = trunc i32 %342 to i16
  %344 = bitcast i16 %343 to half
  %345 = fpext half %344 to float
  %346 = fmul float %282, %330
  %347 = fadd float %346, %223
  %348 = fmul float %286, %334
  %349 = fadd float %348, %347
  %350 = fmul float %304, %341
  %351 = fadd float %350, %349
  %352 = fmul float %308, %345
  %353 = fadd float %352, %351
  %354 = fmul float %293, %330
  %355 = fadd float %354, %231
  %356 = fmul float %297, %334
  %357 = fadd float %356, %355
  %358 = fmul float %315, %341
  %359 = fadd float %358, %357
  %360 = fmul float %319, %345
  %361 = fadd float %360, %359
  %362 = mul i32 %13, 2
  %363 = add i32 %362, 1
  %364 = mul i32 %363, 4
  %365 = add i32 %364, 2
  %366 = and i32 %365, 31
  %367 = shl i32 %366, 2
  %368 = call i32 @llvm.amdgcn.ds.bpermute(i32 %367, i32 %4)
  %369 = and i32 %368, 65535
  %370 = trunc i32 %369 to i16
  %371 = bitcast i16 %370 to half
  %372 = fpext half %371 to float
  %373 = lshr i32 %368, 16
  %374 = trunc i32 %373 to i16
  %375 = bitcast i16 %374 to half
  %376 = fpext half %375 to float
  %377 = and i32 %365, 31
  %378 = shl i32 %377, 2
  %379 = call i32 @llvm.amdgcn.ds.bpermute(i32 %378, i32 %5)
  %380 = and i32 %379, 65535
  %381 = trunc i32 %380 to i16
  %382 = bitcast i16 %381 to half
  %383 = fpext half %382 to float
  %384 = lshr i32 %379, 16
  %385 = trunc i32 %384 to i16
  %386 = bitcast i16 %385 to half
  %387 = fpext half %386 to float
  %388 = fmul float %282, %372
  %389 = fadd float %388, %265
  %390 = fmul float %286, %376
  %391 = fadd float %390, %389
  %392 = fmul float %304, %383
  %393 = fadd float %392, %391
  %394 = fmul float %308, %387
  %395 = fadd float %394, %393
  %396 = fmul float %293, %372
  %397 = fadd float %396, %273
  %398 = fmul float %297, %376
  %399 = fadd float %398, %397
  %400 = fmul float %315, %383
  %401 = fadd float %400, %399
  %402 = fmul float %319, %387
  %403 = fadd float %402, %401
  %404 = mul i32 %12, 4
  %405 = add i32 %404, 3
  %406 = and i32 %405, 31
  %407 = shl i32 %406, 2
  %408 = call i32 @llvm.amdgcn.ds.bpermute(i32 %407, i32 %0)
  %409 = and i32 %408, 65535
  %410 = trunc i32 %409 to i16
  %411 = bitcast i16 %410 to half
  %412 = fpext half %411 to float
  %413 = lshr i32 %408, 16
  %414 = trunc i32 %413 to i16
  %415 = bitcast i16 %414 to half
  %416 = fpext half %415 to float
  %417 = and i32 %405, 31
  %418 = shl i32 %417, 2
  %419 = call i32 @llvm.amdgcn.ds.bpermute(i32 %418, i32 %1)
  %420 = and i32 %419, 65535
  %421 = trunc i32 %420 to i16
  %422 = bitcast i16 %421 to half
  %423 = fpext half %422 to float
  %424 = lshr i32 %419, 16
  %425 = trunc i32 %424 to i16
  %426 = bitcast i16 %425 to half
  %427 = fpext half %426 to float
  %428 = and i32 %405, 31
  %429 = shl i32 %428, 2
  %430 = call i32 @llvm.amdgcn.ds.bpermute(i32 %429, i32 %2)
  %431 = and i32 %430, 65535
  %432 = trunc i32 %431 to i16
  %433 = bitcast i16 %432 to half
  %434 = fpext half %433 to float
  %435 = lshr i32 %430, 16
  %436 = trunc i32 %435 to i16
  %437 = bitcast i16 %436 to half
  %438 = fpext half %437 to float
  %439 = and i32 %405, 31
  %440 = shl i32 %439, 2
  %441 = call i32 @llvm.amdgcn.ds.bpermute(i32 %440, i32 %3)
  %442 = and i32 %441, 65535
  %443 = trunc i32 %442 to i16
  %444 = bitcast i16 %443 to half
  %445 = fpext half %444 to float
  %446 = lshr i32 %441, 16
  %447 = trunc i32 %446 to i16
  %448 = bitcast i16 %447 to half
  %449 = fpext half %448 to float
  %450 = mul i32 %13, 2
  %451 = add i32 %450, 0
  %452 = mul i32 %451, 4
  %453 = add i32 %452, 3
  %454 = and i32 %453, 31
  %455 = shl i32 %454, 2
  %456 = call i32 @llvm.amdgcn.ds.bpermute(i32 %455, i32 %4)
  %457 = and i32 %456, 65535
  %458 = trunc i32 %457 to i16
  %459 = bitcast i16 %458 to half
  %460 = fpext half %459 to float
  %461 = lshr i32 %456, 16
  %462 = trunc i32 %461 to i16
  %463 = bitcast i16 %462 to half
  %464 = fpext half %463 to float
  %465 = and i32 %453, 31
  %466 = shl i32 %465, 2
  %467 = call i32 @llvm.amdgcn.ds.bpermute(i32 %466, i32 %5)
  %468 = and i32 %467, 65535
  %469 = trunc i32 %468 to i16
  %470 = bitcast i16 %469 to half
  %471 = fpext half %470 to float
  %472 = lshr i32 %467, 16
  %473 = trunc i32 %472 to i16
  %474 = bitcast i16 %473 to half
  %475 = fpext half %474 to float
  %476 = fmul float %412, %460
  %477 = fadd float %476, %353
  %478 = fmul float %416, %464
  %479 = fadd float %478, %477
  %480 = fmul float %434, %471
  %481 = fadd float %480, %479
  %482 = fmul float %438, %475
  %483 = fadd float %482, %481
  %484 = fmul float %423, %460
  %485 = fadd float %484, %361
  %486 = fmul float %427, %464
  %487 = fadd float %486, %485
  %488 = fmul float %445, %471
  %489 = fadd float %488, %487
  %490 = fmul float %449, %475
  %491 = fadd float %490, %489
  %492 = mul i32 %13, 2
  %493 = add i32 %492, 1
  %494 = mul i32 %493, 4
  %495 = add i32 %494, 3
  %496 = and i32 %495, 31
  %497 = shl i32 %496, 2
  %498 = call i32 @llvm.amdgcn.ds.bpermute(i32 %497, i32 %4)
  %499 = and i32 %498, 65535
  %500 = trunc i32 %499 to i16
  %501 = bitcast i16 %500 to half
  %502 = fpext half %501 to float
  %503 = lshr i32 %498, 16
  %504 = trunc i32 %503 to i16
  %505 = bitcast i16 %504 to half
  %506 = fpext half %505 to float
  %507 = and i32 %495, 31
  %508 = shl i32 %507, 2
  %509 = call i32 @llvm.amdgcn.ds.bpermute(i32 %508, i32 %5)
  %510 = and i32 %509, 65535
  %511 = trunc i32 %510 to i16
  %512 = bitcast i16 %511 to half
  %513 = fpext half %512 to float
  %514 = lshr i32 %509, 16
  %515 = trunc i32 %514 to i16
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  %518 = fmul float %412, %502
  %519 = fadd float %518, %395
  %520 = fmul float %416, %506
  %521 = fadd float %520, %519
  %522 = fmul float %434, %513
  %523 = fadd float %522, %521
  %524 = fmul float %438, %517
  %525 = fadd float %524, %523
  %526 = fmul float %423, %502
  %527 = fadd float %526, %403
  %528 = fmul float %427, %506
  %529 = fadd float %528, %527
  %530 = fmul float %445, %513
  %531 = fadd float %530, %529
  %532 = fmul float %449, %517
  %533 = fadd float %532, %531
  %534 = insertvalue { float, float, float, float } undef, float %483, 0
  %535 = insertvalue { float, float, float, float } %534, float %525, 1
  %536 = insertvalue { float, float, float, float } %535, float %491, 2
  %537 = insertvalue { float, float, float, float } %536, float %533, 3
  ret { float, float, float, float } %537
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
