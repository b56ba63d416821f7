; ModuleID = 'strata_attn_prefill_q8kv'
source_filename = "strata_attn_prefill_q8kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_q8kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, ptr addrspace(1) noalias %9, ptr addrspace(1) noalias %10) #0 {
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
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %50 = add i32 %13, 32
  %51 = icmp slt i32 %50, %6
  %52 = add i32 %40, %50
  %53 = select i1 %51, i32 %52, i32 0
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %1, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = select i1 %51, float %57, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %59 = add i32 %13, 64
  %60 = icmp slt i32 %59, %6
  %61 = add i32 %40, %59
  %62 = select i1 %60, i32 %61, i32 0
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = select i1 %60, float %66, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %68 = add i32 %13, 96
  %69 = icmp slt i32 %68, %6
  %70 = add i32 %40, %68
  %71 = select i1 %69, i32 %70, i32 0
  %72 = sext i32 %71 to i64
  %73 = mul i64 %72, 4
  %74 = getelementptr i8, ptr addrspace(1) %1, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4
  %76 = select i1 %69, float %75, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %77 = add i32 %13, 128
  %78 = icmp slt i32 %77, %6
  %79 = add i32 %40, %77
  %80 = select i1 %78, i32 %79, i32 0
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = select i1 %78, float %84, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %86 = add i32 %13, 160
  %87 = icmp slt i32 %86, %6
  %88 = add i32 %40, %86
  %89 = select i1 %87, i32 %88, i32 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = select i1 %87, float %93, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %95 = add i32 %13, 192
  %96 = icmp slt i32 %95, %6
  %97 = add i32 %40, %95
  %98 = select i1 %96, i32 %97, i32 0
  %99 = sext i32 %98 to i64
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %1, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4
  %103 = select i1 %96, float %102, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %104 = add i32 %13, 224
  %105 = icmp slt i32 %104, %6
  %106 = add i32 %40, %104
  %107 = select i1 %105, i32 %106, i32 0
  %108 = sext i32 %107 to i64
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %1, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = select i1 %105, float %111, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %130 = add i32 %13, 32
  %131 = icmp slt i32 %130, %6
  %132 = add i32 %120, %130
  %133 = select i1 %131, i32 %132, i32 0
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %1, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = select i1 %131, float %137, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %139 = add i32 %13, 64
  %140 = icmp slt i32 %139, %6
  %141 = add i32 %120, %139
  %142 = select i1 %140, i32 %141, i32 0
  %143 = sext i32 %142 to i64
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(1) %1, i64 %144
  %146 = load float, ptr addrspace(1) %145, align 4
  %147 = select i1 %140, float %146, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %148 = add i32 %13, 96
  %149 = icmp slt i32 %148, %6
  %150 = add i32 %120, %148
  %151 = select i1 %149, i32 %150, i32 0
  %152 = sext i32 %151 to i64
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %1, i64 %153
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = select i1 %149, float %155, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %157 = add i32 %13, 128
  %158 = icmp slt i32 %157, %6
  %159 = add i32 %120, %157
  %160 = select i1 %158, i32 %159, i32 0
  %161 = sext i32 %160 to i64
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr addrspace(1) %1, i64 %162
  %164 = load float, ptr addrspace(1) %163, align 4
  %165 = select i1 %158, float %164, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %166 = add i32 %13, 160
  %167 = icmp slt i32 %166, %6
  %168 = add i32 %120, %166
  %169 = select i1 %167, i32 %168, i32 0
  %170 = sext i32 %169 to i64
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %1, i64 %171
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = select i1 %167, float %173, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %175 = add i32 %13, 192
  %176 = icmp slt i32 %175, %6
  %177 = add i32 %120, %175
  %178 = select i1 %176, i32 %177, i32 0
  %179 = sext i32 %178 to i64
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %1, i64 %180
  %182 = load float, ptr addrspace(1) %181, align 4
  %183 = select i1 %176, float %182, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %184 = add i32 %13, 224
  %185 = icmp slt i32 %184, %6
  %186 = add i32 %120, %184
  %187 = select i1 %185, i32 %186, i32 0
  %188 = sext i32 %187 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %1, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = select i1 %185, float %191, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v18, align 4
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %210 = add i32 %13, 32
  %211 = icmp slt i32 %210, %6
  %212 = add i32 %200, %210
  %213 = select i1 %211, i32 %212, i32 0
  %214 = sext i32 %213 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %1, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = select i1 %211, float %217, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %219 = add i32 %13, 64
  %220 = icmp slt i32 %219, %6
  %221 = add i32 %200, %219
  %222 = select i1 %220, i32 %221, i32 0
  %223 = sext i32 %222 to i64
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %1, i64 %224
  %226 = load float, ptr addrspace(1) %225, align 4
  %227 = select i1 %220, float %226, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %228 = add i32 %13, 96
  %229 = icmp slt i32 %228, %6
  %230 = add i32 %200, %228
  %231 = select i1 %229, i32 %230, i32 0
  %232 = sext i32 %231 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %1, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = select i1 %229, float %235, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %237 = add i32 %13, 128
  %238 = icmp slt i32 %237, %6
  %239 = add i32 %200, %237
  %240 = select i1 %238, i32 %239, i32 0
  %241 = sext i32 %240 to i64
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr addrspace(1) %1, i64 %242
  %244 = load float, ptr addrspace(1) %243, align 4
  %245 = select i1 %238, float %244, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %246 = add i32 %13, 160
  %247 = icmp slt i32 %246, %6
  %248 = add i32 %200, %246
  %249 = select i1 %247, i32 %248, i32 0
  %250 = sext i32 %249 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %1, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = select i1 %247, float %253, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %255 = add i32 %13, 192
  %256 = icmp slt i32 %255, %6
  %257 = add i32 %200, %255
  %258 = select i1 %256, i32 %257, i32 0
  %259 = sext i32 %258 to i64
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %1, i64 %260
  %262 = load float, ptr addrspace(1) %261, align 4
  %263 = select i1 %256, float %262, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %264 = add i32 %13, 224
  %265 = icmp slt i32 %264, %6
  %266 = add i32 %200, %264
  %267 = select i1 %265, i32 %266, i32 0
  %268 = sext i32 %267 to i64
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr addrspace(1) %1, i64 %269
  %271 = load float, ptr addrspace(1) %270, align 4
  %272 = select i1 %265, float %271, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v28, align 4
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
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
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %290 = add i32 %13, 32
  %291 = icmp slt i32 %290, %6
  %292 = add i32 %280, %290
  %293 = select i1 %291, i32 %292, i32 0
  %294 = sext i32 %293 to i64
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %1, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4
  %298 = select i1 %291, float %297, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %299 = add i32 %13, 64
  %300 = icmp slt i32 %299, %6
  %301 = add i32 %280, %299
  %302 = select i1 %300, i32 %301, i32 0
  %303 = sext i32 %302 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %1, i64 %304
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = select i1 %300, float %306, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  %308 = add i32 %13, 96
  %309 = icmp slt i32 %308, %6
  %310 = add i32 %280, %308
  %311 = select i1 %309, i32 %310, i32 0
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %1, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = select i1 %309, float %315, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %317 = add i32 %13, 128
  %318 = icmp slt i32 %317, %6
  %319 = add i32 %280, %317
  %320 = select i1 %318, i32 %319, i32 0
  %321 = sext i32 %320 to i64
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(1) %1, i64 %322
  %324 = load float, ptr addrspace(1) %323, align 4
  %325 = select i1 %318, float %324, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v34, align 4
  %326 = add i32 %13, 160
  %327 = icmp slt i32 %326, %6
  %328 = add i32 %280, %326
  %329 = select i1 %327, i32 %328, i32 0
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr addrspace(1) %1, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4
  %334 = select i1 %327, float %333, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v35, align 4
  %335 = add i32 %13, 192
  %336 = icmp slt i32 %335, %6
  %337 = add i32 %280, %335
  %338 = select i1 %336, i32 %337, i32 0
  %339 = sext i32 %338 to i64
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %1, i64 %340
  %342 = load float, ptr addrspace(1) %341, align 4
  %343 = select i1 %336, float %342, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v36, align 4
  %344 = add i32 %13, 224
  %345 = icmp slt i32 %344, %6
  %346 = add i32 %280, %344
  %347 = select i1 %345, i32 %346, i32 0
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %1, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = select i1 %345, float %351, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v38, align 4
  store float 0.000000e+00, ptr addrspace(5) %v39, align 4
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
  store i32 %15, ptr addrspace(5) %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %406 = load i32, ptr addrspace(5) %v40, align 4
  %407 = icmp slt i32 %406, %405
  br i1 %407, label %body, label %done

body:                                             ; preds = %loop
  %408 = load i32, ptr addrspace(5) %v40, align 4
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
  %677 = call i32 @llvm.amdgcn.workitem.id.x()
  %678 = and i32 %677, 31
  %679 = xor i32 %678, 16
  %680 = shl i32 %679, 2
  %681 = call i32 @llvm.amdgcn.ds.bpermute(i32 %680, i32 %676)
  %682 = bitcast i32 %681 to float
  %683 = fadd float %675, %682
  %684 = bitcast float %683 to i32
  %685 = call i32 @llvm.amdgcn.workitem.id.x()
  %686 = and i32 %685, 31
  %687 = xor i32 %686, 8
  %688 = shl i32 %687, 2
  %689 = call i32 @llvm.amdgcn.ds.bpermute(i32 %688, i32 %684)
  %690 = bitcast i32 %689 to float
  %691 = fadd float %683, %690
  %692 = bitcast float %691 to i32
  %693 = call i32 @llvm.amdgcn.workitem.id.x()
  %694 = and i32 %693, 31
  %695 = xor i32 %694, 4
  %696 = shl i32 %695, 2
  %697 = call i32 @llvm.amdgcn.ds.bpermute(i32 %696, i32 %692)
  %698 = bitcast i32 %697 to float
  %699 = fadd float %691, %698
  %700 = bitcast float %699 to i32
  %701 = call i32 @llvm.amdgcn.workitem.id.x()
  %702 = and i32 %701, 31
  %703 = xor i32 %702, 2
  %704 = shl i32 %703, 2
  %705 = call i32 @llvm.amdgcn.ds.bpermute(i32 %704, i32 %700)
  %706 = bitcast i32 %705 to float
  %707 = fadd float %699, %706
  %708 = bitcast float %707 to i32
  %709 = call i32 @llvm.amdgcn.workitem.id.x()
  %710 = and i32 %709, 31
  %711 = xor i32 %710, 1
  %712 = shl i32 %711, 2
  %713 = call i32 @llvm.amdgcn.ds.bpermute(i32 %712, i32 %708)
  %714 = bitcast i32 %713 to float
  %715 = fadd float %707, %714
  %716 = icmp slt i32 %408, %37
  %717 = fmul float %715, %8
  %718 = load float, ptr addrspace(5) %v8, align 4
  %719 = fcmp ogt float %717, %718
  %720 = select i1 %719, float %717, float %718
  %721 = fsub float %718, %720
  %722 = fmul float %721, 0x3FF7154760000000
  %723 = fcmp olt float %722, -1.260000e+02
  %724 = fcmp ogt float %722, 1.270000e+02
  %725 = select i1 %723, float -1.260000e+02, float %722
  %726 = select i1 %724, float 1.270000e+02, float %725
  %727 = fadd float %726, 5.000000e-01
  %728 = call float @llvm.floor.f32(float %727)
  %729 = fsub float %726, %728
  %730 = fmul float 0x3EEFFCBFC0000000, %729
  %731 = fadd float %730, 0x3F24309120000000
  %732 = fmul float %731, %729
  %733 = fadd float %732, 0x3F55D87FE0000000
  %734 = fmul float %733, %729
  %735 = fadd float %734, 0x3F83B2AB60000000
  %736 = fmul float %735, %729
  %737 = fadd float %736, 0x3FAC6B08E0000000
  %738 = fmul float %737, %729
  %739 = fadd float %738, 0x3FCEBFBE00000000
  %740 = fmul float %739, %729
  %741 = fadd float %740, 0x3FE62E4300000000
  %742 = fmul float %741, %729
  %743 = fadd float %742, 1.000000e+00
  %744 = fptosi float %728 to i32
  %745 = add i32 %744, 127
  %746 = shl i32 %745, 23
  %747 = bitcast i32 %746 to float
  %748 = fmul float %743, %747
  %749 = select i1 %723, float 0.000000e+00, float %748
  %750 = select i1 %724, float 0x7FF0000000000000, float %749
  %751 = fcmp uno float %722, %722
  %752 = select i1 %751, float %722, float %750
  %753 = fsub float %717, %720
  %754 = fmul float %753, 0x3FF7154760000000
  %755 = fcmp olt float %754, -1.260000e+02
  %756 = fcmp ogt float %754, 1.270000e+02
  %757 = select i1 %755, float -1.260000e+02, float %754
  %758 = select i1 %756, float 1.270000e+02, float %757
  %759 = fadd float %758, 5.000000e-01
  %760 = call float @llvm.floor.f32(float %759)
  %761 = fsub float %758, %760
  %762 = fmul float 0x3EEFFCBFC0000000, %761
  %763 = fadd float %762, 0x3F24309120000000
  %764 = fmul float %763, %761
  %765 = fadd float %764, 0x3F55D87FE0000000
  %766 = fmul float %765, %761
  %767 = fadd float %766, 0x3F83B2AB60000000
  %768 = fmul float %767, %761
  %769 = fadd float %768, 0x3FAC6B08E0000000
  %770 = fmul float %769, %761
  %771 = fadd float %770, 0x3FCEBFBE00000000
  %772 = fmul float %771, %761
  %773 = fadd float %772, 0x3FE62E4300000000
  %774 = fmul float %773, %761
  %775 = fadd float %774, 1.000000e+00
  %776 = fptosi float %760 to i32
  %777 = add i32 %776, 127
  %778 = shl i32 %777, 23
  %779 = bitcast i32 %778 to float
  %780 = fmul float %775, %779
  %781 = select i1 %755, float 0.000000e+00, float %780
  %782 = select i1 %756, float 0x7FF0000000000000, float %781
  %783 = fcmp uno float %754, %754
  %784 = select i1 %783, float %754, float %782
  %785 = load float, ptr addrspace(5) %v9, align 4
  %786 = fmul float %785, %752
  %787 = fadd float %786, %784
  %788 = load float, ptr addrspace(5) %v9, align 4
  %789 = select i1 %716, float %787, float %788
  store float %789, ptr addrspace(5) %v9, align 4
  %790 = load float, ptr addrspace(5) %v, align 4
  %791 = fmul float %784, %441
  %792 = fmul float %790, %752
  %793 = fadd float %792, %791
  %794 = select i1 %716, float %793, float %790
  store float %794, ptr addrspace(5) %v, align 4
  %795 = load float, ptr addrspace(5) %v1, align 4
  %796 = fmul float %784, %471
  %797 = fmul float %795, %752
  %798 = fadd float %797, %796
  %799 = select i1 %716, float %798, float %795
  store float %799, ptr addrspace(5) %v1, align 4
  %800 = load float, ptr addrspace(5) %v2, align 4
  %801 = fmul float %784, %501
  %802 = fmul float %800, %752
  %803 = fadd float %802, %801
  %804 = select i1 %716, float %803, float %800
  store float %804, ptr addrspace(5) %v2, align 4
  %805 = load float, ptr addrspace(5) %v3, align 4
  %806 = fmul float %784, %531
  %807 = fmul float %805, %752
  %808 = fadd float %807, %806
  %809 = select i1 %716, float %808, float %805
  store float %809, ptr addrspace(5) %v3, align 4
  %810 = load float, ptr addrspace(5) %v4, align 4
  %811 = fmul float %784, %561
  %812 = fmul float %810, %752
  %813 = fadd float %812, %811
  %814 = select i1 %716, float %813, float %810
  store float %814, ptr addrspace(5) %v4, align 4
  %815 = load float, ptr addrspace(5) %v5, align 4
  %816 = fmul float %784, %591
  %817 = fmul float %815, %752
  %818 = fadd float %817, %816
  %819 = select i1 %716, float %818, float %815
  store float %819, ptr addrspace(5) %v5, align 4
  %820 = load float, ptr addrspace(5) %v6, align 4
  %821 = fmul float %784, %621
  %822 = fmul float %820, %752
  %823 = fadd float %822, %821
  %824 = select i1 %716, float %823, float %820
  store float %824, ptr addrspace(5) %v6, align 4
  %825 = load float, ptr addrspace(5) %v7, align 4
  %826 = fmul float %784, %651
  %827 = fmul float %825, %752
  %828 = fadd float %827, %826
  %829 = select i1 %716, float %828, float %825
  store float %829, ptr addrspace(5) %v7, align 4
  %830 = select i1 %716, float %720, float %718
  store float %830, ptr addrspace(5) %v8, align 4
  %831 = fmul float %129, %427
  %832 = select i1 %354, float %831, float 0.000000e+00
  %833 = fadd float 0.000000e+00, %832
  %834 = fmul float %138, %457
  %835 = select i1 %356, float %834, float 0.000000e+00
  %836 = fadd float %833, %835
  %837 = fmul float %147, %487
  %838 = select i1 %358, float %837, float 0.000000e+00
  %839 = fadd float %836, %838
  %840 = fmul float %156, %517
  %841 = select i1 %360, float %840, float 0.000000e+00
  %842 = fadd float %839, %841
  %843 = fmul float %165, %547
  %844 = select i1 %362, float %843, float 0.000000e+00
  %845 = fadd float %842, %844
  %846 = fmul float %174, %577
  %847 = select i1 %364, float %846, float 0.000000e+00
  %848 = fadd float %845, %847
  %849 = fmul float %183, %607
  %850 = select i1 %366, float %849, float 0.000000e+00
  %851 = fadd float %848, %850
  %852 = fmul float %192, %637
  %853 = select i1 %368, float %852, float 0.000000e+00
  %854 = fadd float %851, %853
  %855 = bitcast float %854 to i32
  %856 = call i32 @llvm.amdgcn.workitem.id.x()
  %857 = and i32 %856, 31
  %858 = xor i32 %857, 16
  %859 = shl i32 %858, 2
  %860 = call i32 @llvm.amdgcn.ds.bpermute(i32 %859, i32 %855)
  %861 = bitcast i32 %860 to float
  %862 = fadd float %854, %861
  %863 = bitcast float %862 to i32
  %864 = call i32 @llvm.amdgcn.workitem.id.x()
  %865 = and i32 %864, 31
  %866 = xor i32 %865, 8
  %867 = shl i32 %866, 2
  %868 = call i32 @llvm.amdgcn.ds.bpermute(i32 %867, i32 %863)
  %869 = bitcast i32 %868 to float
  %870 = fadd float %862, %869
  %871 = bitcast float %870 to i32
  %872 = call i32 @llvm.amdgcn.workitem.id.x()
  %873 = and i32 %872, 31
  %874 = xor i32 %873, 4
  %875 = shl i32 %874, 2
  %876 = call i32 @llvm.amdgcn.ds.bpermute(i32 %875, i32 %871)
  %877 = bitcast i32 %876 to float
  %878 = fadd float %870, %877
  %879 = bitcast float %878 to i32
  %880 = call i32 @llvm.amdgcn.workitem.id.x()
  %881 = and i32 %880, 31
  %882 = xor i32 %881, 2
  %883 = shl i32 %882, 2
  %884 = call i32 @llvm.amdgcn.ds.bpermute(i32 %883, i32 %879)
  %885 = bitcast i32 %884 to float
  %886 = fadd float %878, %885
  %887 = bitcast float %886 to i32
  %888 = call i32 @llvm.amdgcn.workitem.id.x()
  %889 = and i32 %888, 31
  %890 = xor i32 %889, 1
  %891 = shl i32 %890, 2
  %892 = call i32 @llvm.amdgcn.ds.bpermute(i32 %891, i32 %887)
  %893 = bitcast i32 %892 to float
  %894 = fadd float %886, %893
  %895 = icmp slt i32 %408, %117
  %896 = fmul float %894, %8
  %897 = load float, ptr addrspace(5) %v18, align 4
  %898 = fcmp ogt float %896, %897
  %899 = select i1 %898, float %896, float %897
  %900 = fsub float %897, %899
  %901 = fmul float %900, 0x3FF7154760000000
  %902 = fcmp olt float %901, -1.260000e+02
  %903 = fcmp ogt float %901, 1.270000e+02
  %904 = select i1 %902, float -1.260000e+02, float %901
  %905 = select i1 %903, float 1.270000e+02, float %904
  %906 = fadd float %905, 5.000000e-01
  %907 = call float @llvm.floor.f32(float %906)
  %908 = fsub float %905, %907
  %909 = fmul float 0x3EEFFCBFC0000000, %908
  %910 = fadd float %909, 0x3F24309120000000
  %911 = fmul float %910, %908
  %912 = fadd float %911, 0x3F55D87FE0000000
  %913 = fmul float %912, %908
  %914 = fadd float %913, 0x3F83B2AB60000000
  %915 = fmul float %914, %908
  %916 = fadd float %915, 0x3FAC6B08E0000000
  %917 = fmul float %916, %908
  %918 = fadd float %917, 0x3FCEBFBE00000000
  %919 = fmul float %918, %908
  %920 = fadd float %919, 0x3FE62E4300000000
  %921 = fmul float %920, %908
  %922 = fadd float %921, 1.000000e+00
  %923 = fptosi float %907 to i32
  %924 = add i32 %923, 127
  %925 = shl i32 %924, 23
  %926 = bitcast i32 %925 to float
  %927 = fmul float %922, %926
  %928 = select i1 %902, float 0.000000e+00, float %927
  %929 = select i1 %903, float 0x7FF0000000000000, float %928
  %930 = fcmp uno float %901, %901
  %931 = select i1 %930, float %901, float %929
  %932 = fsub float %896, %899
  %933 = fmul float %932, 0x3FF7154760000000
  %934 = fcmp olt float %933, -1.260000e+02
  %935 = fcmp ogt float %933, 1.270000e+02
  %936 = select i1 %934, float -1.260000e+02, float %933
  %937 = select i1 %935, float 1.270000e+02, float %936
  %938 = fadd float %937, 5.000000e-01
  %939 = call float @llvm.floor.f32(float %938)
  %940 = fsub float %937, %939
  %941 = fmul float 0x3EEFFCBFC0000000, %940
  %942 = fadd float %941, 0x3F24309120000000
  %943 = fmul float %942, %940
  %944 = fadd float %943, 0x3F55D87FE0000000
  %945 = fmul float %944, %940
  %946 = fadd float %945, 0x3F83B2AB60000000
  %947 = fmul float %946, %940
  %948 = fadd float %947, 0x3FAC6B08E0000000
  %949 = fmul float %948, %940
  %950 = fadd float %949, 0x3FCEBFBE00000000
  %951 = fmul float %950, %940
  %952 = fadd float %951, 0x3FE62E4300000000
  %953 = fmul float %952, %940
  %954 = fadd float %953, 1.000000e+00
  %955 = fptosi float %939 to i32
  %956 = add i32 %955, 127
  %957 = shl i32 %956, 23
  %958 = bitcast i32 %957 to float
  %959 = fmul float %954, %958
  %960 = select i1 %934, float 0.000000e+00, float %959
  %961 = select i1 %935, float 0x7FF0000000000000, float %960
  %962 = fcmp uno float %933, %933
  %963 = select i1 %962, float %933, float %961
  %964 = load float, ptr addrspace(5) %v19, align 4
  %965 = fmul float %964, %931
  %966 = fadd float %965, %963
  %967 = load float, ptr addrspace(5) %v19, align 4
  %968 = select i1 %895, float %966, float %967
  store float %968, ptr addrspace(5) %v19, align 4
  %969 = load float, ptr addrspace(5) %v10, align 4
  %970 = fmul float %963, %441
  %971 = fmul float %969, %931
  %972 = fadd float %971, %970
  %973 = select i1 %895, float %972, float %969
  store float %973, ptr addrspace(5) %v10, align 4
  %974 = load float, ptr addrspace(5) %v11, align 4
  %975 = fmul float %963, %471
  %976 = fmul float %974, %931
  %977 = fadd float %976, %975
  %978 = select i1 %895, float %977, float %974
  store float %978, ptr addrspace(5) %v11, align 4
  %979 = load float, ptr addrspace(5) %v12, align 4
  %980 = fmul float %963, %501
  %981 = fmul float %979, %931
  %982 = fadd float %981, %980
  %983 = select i1 %895, float %982, float %979
  store float %983, ptr addrspace(5) %v12, align 4
  %984 = load float, ptr addrspace(5) %v13, align 4
  %985 = fmul float %963, %531
  %986 = fmul float %984, %931
  %987 = fadd float %986, %985
  %988 = select i1 %895, float %987, float %984
  store float %988, ptr addrspace(5) %v13, align 4
  %989 = load float, ptr addrspace(5) %v14, align 4
  %990 = fmul float %963, %561
  %991 = fmul float %989, %931
  %992 = fadd float %991, %990
  %993 = select i1 %895, float %992, float %989
  store float %993, ptr addrspace(5) %v14, align 4
  %994 = load float, ptr addrspace(5) %v15, align 4
  %995 = fmul float %963, %591
  %996 = fmul float %994, %931
  %997 = fadd float %996, %995
  %998 = select i1 %895, float %997, float %994
  store float %998, ptr addrspace(5) %v15, align 4
  %999 = load float, ptr addrspace(5) %v16, align 4
  %1000 = fmul float %963, %621
  %1001 = fmul float %999, %931
  %1002 = fadd float %1001, %1000
  %1003 = select i1 %895, float %1002, float %999
  store float %1003, ptr addrspace(5) %v16, align 4
  %1004 = load float, ptr addrspace(5) %v17, align 4
  %1005 = fmul float %963, %651
  %1006 = fmul float %1004, %931
  %1007 = fadd float %1006, %1005
  %1008 = select i1 %895, float %1007, float %1004
  store float %1008, ptr addrspace(5) %v17, align 4
  %1009 = select i1 %895, float %899, float %897
  store float %1009, ptr addrspace(5) %v18, align 4
  %1010 = fmul float %209, %427
  %1011 = select i1 %354, float %1010, float 0.000000e+00
  %1012 = fadd float 0.000000e+00, %1011
  %1013 = fmul float %218, %457
  %1014 = select i1 %356, float %1013, float 0.000000e+00
  %1015 = fadd float %1012, %1014
  %1016 = fmul float %227, %487
  %1017 = select i1 %358, float %1016, float 0.000000e+00
  %1018 = fadd float %1015, %1017
  %1019 = fmul float %236, %517
  %1020 = select i1 %360, float %1019, float 0.000000e+00
  %1021 = fadd float %1018, %1020
  %1022 = fmul float %245, %547
  %1023 = select i1 %362, float %1022, float 0.000000e+00
  %1024 = fadd float %1021, %1023
  %1025 = fmul float %254, %577
  %1026 = select i1 %364, float %1025, float 0.000000e+00
  %1027 = fadd float %1024, %1026
  %1028 = fmul float %263, %607
  %1029 = select i1 %366, float %1028, float 0.000000e+00
  %1030 = fadd float %1027, %1029
  %1031 = fmul float %272, %637
  %1032 = select i1 %368, float %1031, float 0.000000e+00
  %1033 = fadd float %1030, %1032
  %1034 = bitcast float %1033 to i32
  %1035 = call i32 @llvm.amdgcn.workitem.id.x()
  %1036 = and i32 %1035, 31
  %1037 = xor i32 %1036, 16
  %1038 = shl i32 %1037, 2
  %1039 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1038, i32 %1034)
  %1040 = bitcast i32 %1039 to float
  %1041 = fadd float %1033, %1040
  %1042 = bitcast float %1041 to i32
  %1043 = call i32 @llvm.amdgcn.workitem.id.x()
  %1044 = and i32 %1043, 31
  %1045 = xor i32 %1044, 8
  %1046 = shl i32 %1045, 2
  %1047 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1046, i32 %1042)
  %1048 = bitcast i32 %1047 to float
  %1049 = fadd float %1041, %1048
  %1050 = bitcast float %1049 to i32
  %1051 = call i32 @llvm.amdgcn.workitem.id.x()
  %1052 = and i32 %1051, 31
  %1053 = xor i32 %1052, 4
  %1054 = shl i32 %1053, 2
  %1055 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1054, i32 %1050)
  %1056 = bitcast i32 %1055 to float
  %1057 = fadd float %1049, %1056
  %1058 = bitcast float %1057 to i32
  %1059 = call i32 @llvm.amdgcn.workitem.id.x()
  %1060 = and i32 %1059, 31
  %1061 = xor i32 %1060, 2
  %1062 = shl i32 %1061, 2
  %1063 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1062, i32 %1058)
  %1064 = bitcast i32 %1063 to float
  %1065 = fadd float %1057, %1064
  %1066 = bitcast float %1065 to i32
  %1067 = call i32 @llvm.amdgcn.workitem.id.x()
  %1068 = and i32 %1067, 31
  %1069 = xor i32 %1068, 1
  %1070 = shl i32 %1069, 2
  %1071 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1070, i32 %1066)
  %1072 = bitcast i32 %1071 to float
  %1073 = fadd float %1065, %1072
  %1074 = icmp slt i32 %408, %197
  %1075 = fmul float %1073, %8
  %1076 = load float, ptr addrspace(5) %v28, align 4
  %1077 = fcmp ogt float %1075, %1076
  %1078 = select i1 %1077, float %1075, float %1076
  %1079 = fsub float %1076, %1078
  %1080 = fmul float %1079, 0x3FF7154760000000
  %1081 = fcmp olt float %1080, -1.260000e+02
  %1082 = fcmp ogt float %1080, 1.270000e+02
  %1083 = select i1 %1081, float -1.260000e+02, float %1080
  %1084 = select i1 %1082, float 1.270000e+02, float %1083
  %1085 = fadd float %1084, 5.000000e-01
  %1086 = call float @llvm.floor.f32(float %1085)
  %1087 = fsub float %1084, %1086
  %1088 = fmul float 0x3EEFFCBFC0000000, %1087
  %1089 = fadd float %1088, 0x3F24309120000000
  %1090 = fmul float %1089, %1087
  %1091 = fadd float %1090, 0x3F55D87FE0000000
  %1092 = fmul float %1091, %1087
  %1093 = fadd float %1092, 0x3F83B2AB60000000
  %1094 = fmul float %1093, %1087
  %1095 = fadd float %1094, 0x3FAC6B08E0000000
  %1096 = fmul float %1095, %1087
  %1097 = fadd float %1096, 0x3FCEBFBE00000000
  %1098 = fmul float %1097, %1087
  %1099 = fadd float %1098, 0x3FE62E4300000000
  %1100 = fmul float %1099, %1087
  %1101 = fadd float %1100, 1.000000e+00
  %1102 = fptosi float %1086 to i32
  %1103 = add i32 %1102, 127
  %1104 = shl i32 %1103, 23
  %1105 = bitcast i32 %1104 to float
  %1106 = fmul float %1101, %1105
  %1107 = select i1 %1081, float 0.000000e+00, float %1106
  %1108 = select i1 %1082, float 0x7FF0000000000000, float %1107
  %1109 = fcmp uno float %1080, %1080
  %1110 = select i1 %1109, float %1080, float %1108
  %1111 = fsub float %1075, %1078
  %1112 = fmul float %1111, 0x3FF7154760000000
  %1113 = fcmp olt float %1112, -1.260000e+02
  %1114 = fcmp ogt float %1112, 1.270000e+02
  %1115 = select i1 %1113, float -1.260000e+02, float %1112
  %1116 = select i1 %1114, float 1.270000e+02, float %1115
  %1117 = fadd float %1116, 5.000000e-01
  %1118 = call float @llvm.floor.f32(float %1117)
  %1119 = fsub float %1116, %1118
  %1120 = fmul float 0x3EEFFCBFC0000000, %1119
  %1121 = fadd float %1120, 0x3F24309120000000
  %1122 = fmul float %1121, %1119
  %1123 = fadd float %1122, 0x3F55D87FE0000000
  %1124 = fmul float %1123, %1119
  %1125 = fadd float %1124, 0x3F83B2AB60000000
  %1126 = fmul float %1125, %1119
  %1127 = fadd float %1126, 0x3FAC6B08E0000000
  %1128 = fmul float %1127, %1119
  %1129 = fadd float %1128, 0x3FCEBFBE00000000
  %1130 = fmul float %1129, %1119
  %1131 = fadd float %1130, 0x3FE62E4300000000
  %1132 = fmul float %1131, %1119
  %1133 = fadd float %1132, 1.000000e+00
  %1134 = fptosi float %1118 to i32
  %1135 = add i32 %1134, 127
  %1136 = shl i32 %1135, 23
  %1137 = bitcast i32 %1136 to float
  %1138 = fmul float %1133, %1137
  %1139 = select i1 %1113, float 0.000000e+00, float %1138
  %1140 = select i1 %1114, float 0x7FF0000000000000, float %1139
  %1141 = fcmp uno float %1112, %1112
  %1142 = select i1 %1141, float %1112, float %1140
  %1143 = load float, ptr addrspace(5) %v29, align 4
  %1144 = fmul float %1143, %1110
  %1145 = fadd float %1144, %1142
  %1146 = load float, ptr addrspace(5) %v29, align 4
  %1147 = select i1 %1074, float %1145, float %1146
  store float %1147, ptr addrspace(5) %v29, align 4
  %1148 = load float, ptr addrspace(5) %v20, align 4
  %1149 = fmul float %1142, %441
  %1150 = fmul float %1148, %1110
  %1151 = fadd float %1150, %1149
  %1152 = select i1 %1074, float %1151, float %1148
  store float %1152, ptr addrspace(5) %v20, align 4
  %1153 = load float, ptr addrspace(5) %v21, align 4
  %1154 = fmul float %1142, %471
  %1155 = fmul float %1153, %1110
  %1156 = fadd float %1155, %1154
  %1157 = select i1 %1074, float %1156, float %1153
  store float %1157, ptr addrspace(5) %v21, align 4
  %1158 = load float, ptr addrspace(5) %v22, align 4
  %1159 = fmul float %1142, %501
  %1160 = fmul float %1158, %1110
  %1161 = fadd float %1160, %1159
  %1162 = select i1 %1074, float %1161, float %1158
  store float %1162, ptr addrspace(5) %v22, align 4
  %1163 = load float, ptr addrspace(5) %v23, align 4
  %1164 = fmul float %1142, %531
  %1165 = fmul float %1163, %1110
  %1166 = fadd float %1165, %1164
  %1167 = select i1 %1074, float %1166, float %1163
  store float %1167, ptr addrspace(5) %v23, align 4
  %1168 = load float, ptr addrspace(5) %v24, align 4
  %1169 = fmul float %1142, %561
  %1170 = fmul float %1168, %1110
  %1171 = fadd float %1170, %1169
  %1172 = select i1 %1074, float %1171, float %1168
  store float %1172, ptr addrspace(5) %v24, align 4
  %1173 = load float, ptr addrspace(5) %v25, align 4
  %1174 = fmul float %1142, %591
  %1175 = fmul float %1173, %1110
  %1176 = fadd float %1175, %1174
  %1177 = select i1 %1074, float %1176, float %1173
  store float %1177, ptr addrspace(5) %v25, align 4
  %1178 = load float, ptr addrspace(5) %v26, align 4
  %1179 = fmul float %1142, %621
  %1180 = fmul float %1178, %1110
  %1181 = fadd float %1180, %1179
  %1182 = select i1 %1074, float %1181, float %1178
  store float %1182, ptr addrspace(5) %v26, align 4
  %1183 = load float, ptr addrspace(5) %v27, align 4
  %1184 = fmul float %1142, %651
  %1185 = fmul float %1183, %1110
  %1186 = fadd float %1185, %1184
  %1187 = select i1 %1074, float %1186, float %1183
  store float %1187, ptr addrspace(5) %v27, align 4
  %1188 = select i1 %1074, float %1078, float %1076
  store float %1188, ptr addrspace(5) %v28, align 4
  %1189 = fmul float %289, %427
  %1190 = select i1 %354, float %1189, float 0.000000e+00
  %1191 = fadd float 0.000000e+00, %1190
  %1192 = fmul float %298, %457
  %1193 = select i1 %356, float %1192, float 0.000000e+00
  %1194 = fadd float %1191, %1193
  %1195 = fmul float %307, %487
  %1196 = select i1 %358, float %1195, float 0.000000e+00
  %1197 = fadd float %1194, %1196
  %1198 = fmul float %316, %517
  %1199 = select i1 %360, float %1198, float 0.000000e+00
  %1200 = fadd float %1197, %1199
  %1201 = fmul float %325, %547
  %1202 = select i1 %362, float %1201, float 0.000000e+00
  %1203 = fadd float %1200, %1202
  %1204 = fmul float %334, %577
  %1205 = select i1 %364, float %1204, float 0.000000e+00
  %1206 = fadd float %1203, %1205
  %1207 = fmul float %343, %607
  %1208 = select i1 %366, float %1207, float 0.000000e+00
  %1209 = fadd float %1206, %1208
  %1210 = fmul float %352, %637
  %1211 = select i1 %368, float %1210, float 0.000000e+00
  %1212 = fadd float %1209, %1211
  %1213 = bitcast float %1212 to i32
  %1214 = call i32 @llvm.amdgcn.workitem.id.x()
  %1215 = and i32 %1214, 31
  %1216 = xor i32 %1215, 16
  %1217 = shl i32 %1216, 2
  %1218 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1217, i32 %1213)
  %1219 = bitcast i32 %1218 to float
  %1220 = fadd float %1212, %1219
  %1221 = bitcast float %1220 to i32
  %1222 = call i32 @llvm.amdgcn.workitem.id.x()
  %1223 = and i32 %1222, 31
  %1224 = xor i32 %1223, 8
  %1225 = shl i32 %1224, 2
  %1226 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1225, i32 %1221)
  %1227 = bitcast i32 %1226 to float
  %1228 = fadd float %1220, %1227
  %1229 = bitcast float %1228 to i32
  %1230 = call i32 @llvm.amdgcn.workitem.id.x()
  %1231 = and i32 %1230, 31
  %1232 = xor i32 %1231, 4
  %1233 = shl i32 %1232, 2
  %1234 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1233, i32 %1229)
  %1235 = bitcast i32 %1234 to float
  %1236 = fadd float %1228, %1235
  %1237 = bitcast float %1236 to i32
  %1238 = call i32 @llvm.amdgcn.workitem.id.x()
  %1239 = and i32 %1238, 31
  %1240 = xor i32 %1239, 2
  %1241 = shl i32 %1240, 2
  %1242 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1241, i32 %1237)
  %1243 = bitcast i32 %1242 to float
  %1244 = fadd float %1236, %1243
  %1245 = bitcast float %1244 to i32
  %1246 = call i32 @llvm.amdgcn.workitem.id.x()
  %1247 = and i32 %1246, 31
  %1248 = xor i32 %1247, 1
  %1249 = shl i32 %1248, 2
  %1250 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1249, i32 %1245)
  %1251 = bitcast i32 %1250 to float
  %1252 = fadd float %1244, %1251
  %1253 = icmp slt i32 %408, %277
  %1254 = fmul float %1252, %8
  %1255 = load float, ptr addrspace(5) %v38, align 4
  %1256 = fcmp ogt float %1254, %1255
  %1257 = select i1 %1256, float %1254, float %1255
  %1258 = fsub float %1255, %1257
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
  %1290 = fsub float %1254, %1257
  %1291 = fmul float %1290, 0x3FF7154760000000
  %1292 = fcmp olt float %1291, -1.260000e+02
  %1293 = fcmp ogt float %1291, 1.270000e+02
  %1294 = select i1 %1292, float -1.260000e+02, float %1291
  %1295 = select i1 %1293, float 1.270000e+02, float %1294
  %1296 = fadd float %1295, 5.000000e-01
  %1297 = call float @llvm.floor.f32(float %1296)
  %1298 = fsub float %1295, %1297
  %1299 = fmul float 0x3EEFFCBFC0000000, %1298
  %1300 = fadd float %1299, 0x3F24309120000000
  %1301 = fmul float %1300, %1298
  %1302 = fadd float %1301, 0x3F55D87FE0000000
  %1303 = fmul float %1302, %1298
  %1304 = fadd float %1303, 0x3F83B2AB60000000
  %1305 = fmul float %1304, %1298
  %1306 = fadd float %1305, 0x3FAC6B08E0000000
  %1307 = fmul float %1306, %1298
  %1308 = fadd float %1307, 0x3FCEBFBE00000000
  %1309 = fmul float %1308, %1298
  %1310 = fadd float %1309, 0x3FE62E4300000000
  %1311 = fmul float %1310, %1298
  %1312 = fadd float %1311, 1.000000e+00
  %1313 = fptosi float %1297 to i32
  %1314 = add i32 %1313, 127
  %1315 = shl i32 %1314, 23
  %1316 = bitcast i32 %1315 to float
  %1317 = fmul float %1312, %1316
  %1318 = select i1 %1292, float 0.000000e+00, float %1317
  %1319 = select i1 %1293, float 0x7FF0000000000000, float %1318
  %1320 = fcmp uno float %1291, %1291
  %1321 = select i1 %1320, float %1291, float %1319
  %1322 = load float, ptr addrspace(5) %v39, align 4
  %1323 = fmul float %1322, %1289
  %1324 = fadd float %1323, %1321
  %1325 = load float, ptr addrspace(5) %v39, align 4
  %1326 = select i1 %1253, float %1324, float %1325
  store float %1326, ptr addrspace(5) %v39, align 4
  %1327 = load float, ptr addrspace(5) %v30, align 4
  %1328 = fmul float %1321, %441
  %1329 = fmul float %1327, %1289
  %1330 = fadd float %1329, %1328
  %1331 = select i1 %1253, float %1330, float %1327
  store float %1331, ptr addrspace(5) %v30, align 4
  %1332 = load float, ptr addrspace(5) %v31, align 4
  %1333 = fmul float %1321, %471
  %1334 = fmul float %1332, %1289
  %1335 = fadd float %1334, %1333
  %1336 = select i1 %1253, float %1335, float %1332
  store float %1336, ptr addrspace(5) %v31, align 4
  %1337 = load float, ptr addrspace(5) %v32, align 4
  %1338 = fmul float %1321, %501
  %1339 = fmul float %1337, %1289
  %1340 = fadd float %1339, %1338
  %1341 = select i1 %1253, float %1340, float %1337
  store float %1341, ptr addrspace(5) %v32, align 4
  %1342 = load float, ptr addrspace(5) %v33, align 4
  %1343 = fmul float %1321, %531
  %1344 = fmul float %1342, %1289
  %1345 = fadd float %1344, %1343
  %1346 = select i1 %1253, float %1345, float %1342
  store float %1346, ptr addrspace(5) %v33, align 4
  %1347 = load float, ptr addrspace(5) %v34, align 4
  %1348 = fmul float %1321, %561
  %1349 = fmul float %1347, %1289
  %1350 = fadd float %1349, %1348
  %1351 = select i1 %1253, float %1350, float %1347
  store float %1351, ptr addrspace(5) %v34, align 4
  %1352 = load float, ptr addrspace(5) %v35, align 4
  %1353 = fmul float %1321, %591
  %1354 = fmul float %1352, %1289
  %1355 = fadd float %1354, %1353
  %1356 = select i1 %1253, float %1355, float %1352
  store float %1356, ptr addrspace(5) %v35, align 4
  %1357 = load float, ptr addrspace(5) %v36, align 4
  %1358 = fmul float %1321, %621
  %1359 = fmul float %1357, %1289
  %1360 = fadd float %1359, %1358
  %1361 = select i1 %1253, float %1360, float %1357
  store float %1361, ptr addrspace(5) %v36, align 4
  %1362 = load float, ptr addrspace(5) %v37, align 4
  %1363 = fmul float %1321, %651
  %1364 = fmul float %1362, %1289
  %1365 = fadd float %1364, %1363
  %1366 = select i1 %1253, float %1365, float %1362
  store float %1366, ptr addrspace(5) %v37, align 4
  %1367 = select i1 %1253, float %1257, float %1255
  store float %1367, ptr addrspace(5) %v38, align 4
  %1368 = load i32, ptr addrspace(5) %v40, align 4
  %1369 = add i32 %1368, 4
  store i32 %1369, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1370 = add i32 0, %15
  %1371 = mul i32 %1370, 256
  %1372 = load float, ptr addrspace(5) %v, align 4
  br i1 %354, label %then, label %endif

then:                                             ; preds = %done
  %1373 = add i32 %1371, %353
  %1374 = sext i32 %1373 to i64
  %1375 = mul i64 %1374, 4
  %1376 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1375
  store float %1372, ptr addrspace(3) %1376, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1377 = load float, ptr addrspace(5) %v1, align 4
  br i1 %356, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1378 = add i32 %1371, %355
  %1379 = sext i32 %1378 to i64
  %1380 = mul i64 %1379, 4
  %1381 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1380
  store float %1377, ptr addrspace(3) %1381, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1382 = load float, ptr addrspace(5) %v2, align 4
  br i1 %358, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1383 = add i32 %1371, %357
  %1384 = sext i32 %1383 to i64
  %1385 = mul i64 %1384, 4
  %1386 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1385
  store float %1382, ptr addrspace(3) %1386, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1387 = load float, ptr addrspace(5) %v3, align 4
  br i1 %360, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1388 = add i32 %1371, %359
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 4
  %1391 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1390
  store float %1387, ptr addrspace(3) %1391, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1392 = load float, ptr addrspace(5) %v4, align 4
  br i1 %362, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1393 = add i32 %1371, %361
  %1394 = sext i32 %1393 to i64
  %1395 = mul i64 %1394, 4
  %1396 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1395
  store float %1392, ptr addrspace(3) %1396, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1397 = load float, ptr addrspace(5) %v5, align 4
  br i1 %364, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1398 = add i32 %1371, %363
  %1399 = sext i32 %1398 to i64
  %1400 = mul i64 %1399, 4
  %1401 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1400
  store float %1397, ptr addrspace(3) %1401, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1402 = load float, ptr addrspace(5) %v6, align 4
  br i1 %366, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1403 = add i32 %1371, %365
  %1404 = sext i32 %1403 to i64
  %1405 = mul i64 %1404, 4
  %1406 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1405
  store float %1402, ptr addrspace(3) %1406, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1407 = load float, ptr addrspace(5) %v7, align 4
  br i1 %368, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1408 = add i32 %1371, %367
  %1409 = sext i32 %1408 to i64
  %1410 = mul i64 %1409, 4
  %1411 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1410
  store float %1407, ptr addrspace(3) %1411, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1412 = icmp eq i32 %13, 0
  %1413 = load float, ptr addrspace(5) %v8, align 4
  %1414 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1412, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1415 = mul i32 %1370, 2
  %1416 = sext i32 %1415 to i64
  %1417 = mul i64 %1416, 4
  %1418 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1417
  store float %1413, ptr addrspace(3) %1418, align 4
  %1419 = add i32 %1415, 1
  %1420 = sext i32 %1419 to i64
  %1421 = mul i64 %1420, 4
  %1422 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1421
  store float %1414, ptr addrspace(3) %1422, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1423 = add i32 4, %15
  %1424 = mul i32 %1423, 256
  %1425 = load float, ptr addrspace(5) %v10, align 4
  br i1 %354, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1426 = add i32 %1424, %353
  %1427 = sext i32 %1426 to i64
  %1428 = mul i64 %1427, 4
  %1429 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1428
  store float %1425, ptr addrspace(3) %1429, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1430 = load float, ptr addrspace(5) %v11, align 4
  br i1 %356, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1431 = add i32 %1424, %355
  %1432 = sext i32 %1431 to i64
  %1433 = mul i64 %1432, 4
  %1434 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1433
  store float %1430, ptr addrspace(3) %1434, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1435 = load float, ptr addrspace(5) %v12, align 4
  br i1 %358, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1436 = add i32 %1424, %357
  %1437 = sext i32 %1436 to i64
  %1438 = mul i64 %1437, 4
  %1439 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1438
  store float %1435, ptr addrspace(3) %1439, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1440 = load float, ptr addrspace(5) %v13, align 4
  br i1 %360, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1441 = add i32 %1424, %359
  %1442 = sext i32 %1441 to i64
  %1443 = mul i64 %1442, 4
  %1444 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1443
  store float %1440, ptr addrspace(3) %1444, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1445 = load float, ptr addrspace(5) %v14, align 4
  br i1 %362, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1446 = add i32 %1424, %361
  %1447 = sext i32 %1446 to i64
  %1448 = mul i64 %1447, 4
  %1449 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1448
  store float %1445, ptr addrspace(3) %1449, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1450 = load float, ptr addrspace(5) %v15, align 4
  br i1 %364, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1451 = add i32 %1424, %363
  %1452 = sext i32 %1451 to i64
  %1453 = mul i64 %1452, 4
  %1454 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1453
  store float %1450, ptr addrspace(3) %1454, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1455 = load float, ptr addrspace(5) %v16, align 4
  br i1 %366, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1456 = add i32 %1424, %365
  %1457 = sext i32 %1456 to i64
  %1458 = mul i64 %1457, 4
  %1459 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1458
  store float %1455, ptr addrspace(3) %1459, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1460 = load float, ptr addrspace(5) %v17, align 4
  br i1 %368, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1461 = add i32 %1424, %367
  %1462 = sext i32 %1461 to i64
  %1463 = mul i64 %1462, 4
  %1464 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1463
  store float %1460, ptr addrspace(3) %1464, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1465 = icmp eq i32 %13, 0
  %1466 = load float, ptr addrspace(5) %v18, align 4
  %1467 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1465, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1468 = mul i32 %1423, 2
  %1469 = sext i32 %1468 to i64
  %1470 = mul i64 %1469, 4
  %1471 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1470
  store float %1466, ptr addrspace(3) %1471, align 4
  %1472 = add i32 %1468, 1
  %1473 = sext i32 %1472 to i64
  %1474 = mul i64 %1473, 4
  %1475 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1474
  store float %1467, ptr addrspace(3) %1475, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1476 = add i32 8, %15
  %1477 = mul i32 %1476, 256
  %1478 = load float, ptr addrspace(5) %v20, align 4
  br i1 %354, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1479 = add i32 %1477, %353
  %1480 = sext i32 %1479 to i64
  %1481 = mul i64 %1480, 4
  %1482 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1481
  store float %1478, ptr addrspace(3) %1482, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1483 = load float, ptr addrspace(5) %v21, align 4
  br i1 %356, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1484 = add i32 %1477, %355
  %1485 = sext i32 %1484 to i64
  %1486 = mul i64 %1485, 4
  %1487 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1486
  store float %1483, ptr addrspace(3) %1487, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1488 = load float, ptr addrspace(5) %v22, align 4
  br i1 %358, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1489 = add i32 %1477, %357
  %1490 = sext i32 %1489 to i64
  %1491 = mul i64 %1490, 4
  %1492 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1491
  store float %1488, ptr addrspace(3) %1492, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1493 = load float, ptr addrspace(5) %v23, align 4
  br i1 %360, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1494 = add i32 %1477, %359
  %1495 = sext i32 %1494 to i64
  %1496 = mul i64 %1495, 4
  %1497 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1496
  store float %1493, ptr addrspace(3) %1497, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1498 = load float, ptr addrspace(5) %v24, align 4
  br i1 %362, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1499 = add i32 %1477, %361
  %1500 = sext i32 %1499 to i64
  %1501 = mul i64 %1500, 4
  %1502 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1501
  store float %1498, ptr addrspace(3) %1502, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1503 = load float, ptr addrspace(5) %v25, align 4
  br i1 %364, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1504 = add i32 %1477, %363
  %1505 = sext i32 %1504 to i64
  %1506 = mul i64 %1505, 4
  %1507 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1506
  store float %1503, ptr addrspace(3) %1507, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1508 = load float, ptr addrspace(5) %v26, align 4
  br i1 %366, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1509 = add i32 %1477, %365
  %1510 = sext i32 %1509 to i64
  %1511 = mul i64 %1510, 4
  %1512 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1511
  store float %1508, ptr addrspace(3) %1512, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1513 = load float, ptr addrspace(5) %v27, align 4
  br i1 %368, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1514 = add i32 %1477, %367
  %1515 = sext i32 %1514 to i64
  %1516 = mul i64 %1515, 4
  %1517 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1516
  store float %1513, ptr addrspace(3) %1517, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1518 = icmp eq i32 %13, 0
  %1519 = load float, ptr addrspace(5) %v28, align 4
  %1520 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1518, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1521 = mul i32 %1476, 2
  %1522 = sext i32 %1521 to i64
  %1523 = mul i64 %1522, 4
  %1524 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1523
  store float %1519, ptr addrspace(3) %1524, align 4
  %1525 = add i32 %1521, 1
  %1526 = sext i32 %1525 to i64
  %1527 = mul i64 %1526, 4
  %1528 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1527
  store float %1520, ptr addrspace(3) %1528, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1529 = add i32 12, %15
  %1530 = mul i32 %1529, 256
  %1531 = load float, ptr addrspace(5) %v30, align 4
  br i1 %354, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1532 = add i32 %1530, %353
  %1533 = sext i32 %1532 to i64
  %1534 = mul i64 %1533, 4
  %1535 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1534
  store float %1531, ptr addrspace(3) %1535, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1536 = load float, ptr addrspace(5) %v31, align 4
  br i1 %356, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1537 = add i32 %1530, %355
  %1538 = sext i32 %1537 to i64
  %1539 = mul i64 %1538, 4
  %1540 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1539
  store float %1536, ptr addrspace(3) %1540, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1541 = load float, ptr addrspace(5) %v32, align 4
  br i1 %358, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1542 = add i32 %1530, %357
  %1543 = sext i32 %1542 to i64
  %1544 = mul i64 %1543, 4
  %1545 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1544
  store float %1541, ptr addrspace(3) %1545, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1546 = load float, ptr addrspace(5) %v33, align 4
  br i1 %360, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1547 = add i32 %1530, %359
  %1548 = sext i32 %1547 to i64
  %1549 = mul i64 %1548, 4
  %1550 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1549
  store float %1546, ptr addrspace(3) %1550, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1551 = load float, ptr addrspace(5) %v34, align 4
  br i1 %362, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1552 = add i32 %1530, %361
  %1553 = sext i32 %1552 to i64
  %1554 = mul i64 %1553, 4
  %1555 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1554
  store float %1551, ptr addrspace(3) %1555, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1556 = load float, ptr addrspace(5) %v35, align 4
  br i1 %364, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1557 = add i32 %1530, %363
  %1558 = sext i32 %1557 to i64
  %1559 = mul i64 %1558, 4
  %1560 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1559
  store float %1556, ptr addrspace(3) %1560, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1561 = load float, ptr addrspace(5) %v36, align 4
  br i1 %366, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1562 = add i32 %1530, %365
  %1563 = sext i32 %1562 to i64
  %1564 = mul i64 %1563, 4
  %1565 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1564
  store float %1561, ptr addrspace(3) %1565, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1566 = load float, ptr addrspace(5) %v37, align 4
  br i1 %368, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1567 = add i32 %1530, %367
  %1568 = sext i32 %1567 to i64
  %1569 = mul i64 %1568, 4
  %1570 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1569
  store float %1566, ptr addrspace(3) %1570, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1571 = icmp eq i32 %13, 0
  %1572 = load float, ptr addrspace(5) %v38, align 4
  %1573 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1571, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1574 = mul i32 %1529, 2
  %1575 = sext i32 %1574 to i64
  %1576 = mul i64 %1575, 4
  %1577 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1576
  store float %1572, ptr addrspace(3) %1577, align 4
  %1578 = add i32 %1574, 1
  %1579 = sext i32 %1578 to i64
  %1580 = mul i64 %1579, 4
  %1581 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1580
  store float %1573, ptr addrspace(3) %1581, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1582 = load float, ptr addrspace(3) @lds2, align 4
  %1583 = fcmp ogt float %1582, 0xFFF0000000000000
  %1584 = select i1 %1583, float %1582, float 0xFFF0000000000000
  %1585 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1586 = fcmp ogt float %1585, %1584
  %1587 = select i1 %1586, float %1585, float %1584
  %1588 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1589 = fcmp ogt float %1588, %1587
  %1590 = select i1 %1589, float %1588, float %1587
  %1591 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1592 = fcmp ogt float %1591, %1590
  %1593 = select i1 %1592, float %1591, float %1590
  %1594 = fsub float %1582, %1593
  %1595 = fmul float %1594, 0x3FF7154760000000
  %1596 = fcmp olt float %1595, -1.260000e+02
  %1597 = fcmp ogt float %1595, 1.270000e+02
  %1598 = select i1 %1596, float -1.260000e+02, float %1595
  %1599 = select i1 %1597, float 1.270000e+02, float %1598
  %1600 = fadd float %1599, 5.000000e-01
  %1601 = call float @llvm.floor.f32(float %1600)
  %1602 = fsub float %1599, %1601
  %1603 = fmul float 0x3EEFFCBFC0000000, %1602
  %1604 = fadd float %1603, 0x3F24309120000000
  %1605 = fmul float %1604, %1602
  %1606 = fadd float %1605, 0x3F55D87FE0000000
  %1607 = fmul float %1606, %1602
  %1608 = fadd float %1607, 0x3F83B2AB60000000
  %1609 = fmul float %1608, %1602
  %1610 = fadd float %1609, 0x3FAC6B08E0000000
  %1611 = fmul float %1610, %1602
  %1612 = fadd float %1611, 0x3FCEBFBE00000000
  %1613 = fmul float %1612, %1602
  %1614 = fadd float %1613, 0x3FE62E4300000000
  %1615 = fmul float %1614, %1602
  %1616 = fadd float %1615, 1.000000e+00
  %1617 = fptosi float %1601 to i32
  %1618 = add i32 %1617, 127
  %1619 = shl i32 %1618, 23
  %1620 = bitcast i32 %1619 to float
  %1621 = fmul float %1616, %1620
  %1622 = select i1 %1596, float 0.000000e+00, float %1621
  %1623 = select i1 %1597, float 0x7FF0000000000000, float %1622
  %1624 = fcmp uno float %1595, %1595
  %1625 = select i1 %1624, float %1595, float %1623
  %1626 = fcmp oeq float %1582, 0xFFF0000000000000
  %1627 = select i1 %1626, float 0.000000e+00, float %1625
  %1628 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1629 = fmul float %1627, %1628
  %1630 = fadd float %1629, 0.000000e+00
  %1631 = fsub float %1585, %1593
  %1632 = fmul float %1631, 0x3FF7154760000000
  %1633 = fcmp olt float %1632, -1.260000e+02
  %1634 = fcmp ogt float %1632, 1.270000e+02
  %1635 = select i1 %1633, float -1.260000e+02, float %1632
  %1636 = select i1 %1634, float 1.270000e+02, float %1635
  %1637 = fadd float %1636, 5.000000e-01
  %1638 = call float @llvm.floor.f32(float %1637)
  %1639 = fsub float %1636, %1638
  %1640 = fmul float 0x3EEFFCBFC0000000, %1639
  %1641 = fadd float %1640, 0x3F24309120000000
  %1642 = fmul float %1641, %1639
  %1643 = fadd float %1642, 0x3F55D87FE0000000
  %1644 = fmul float %1643, %1639
  %1645 = fadd float %1644, 0x3F83B2AB60000000
  %1646 = fmul float %1645, %1639
  %1647 = fadd float %1646, 0x3FAC6B08E0000000
  %1648 = fmul float %1647, %1639
  %1649 = fadd float %1648, 0x3FCEBFBE00000000
  %1650 = fmul float %1649, %1639
  %1651 = fadd float %1650, 0x3FE62E4300000000
  %1652 = fmul float %1651, %1639
  %1653 = fadd float %1652, 1.000000e+00
  %1654 = fptosi float %1638 to i32
  %1655 = add i32 %1654, 127
  %1656 = shl i32 %1655, 23
  %1657 = bitcast i32 %1656 to float
  %1658 = fmul float %1653, %1657
  %1659 = select i1 %1633, float 0.000000e+00, float %1658
  %1660 = select i1 %1634, float 0x7FF0000000000000, float %1659
  %1661 = fcmp uno float %1632, %1632
  %1662 = select i1 %1661, float %1632, float %1660
  %1663 = fcmp oeq float %1585, 0xFFF0000000000000
  %1664 = select i1 %1663, float 0.000000e+00, float %1662
  %1665 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1666 = fmul float %1664, %1665
  %1667 = fadd float %1666, %1630
  %1668 = fsub float %1588, %1593
  %1669 = fmul float %1668, 0x3FF7154760000000
  %1670 = fcmp olt float %1669, -1.260000e+02
  %1671 = fcmp ogt float %1669, 1.270000e+02
  %1672 = select i1 %1670, float -1.260000e+02, float %1669
  %1673 = select i1 %1671, float 1.270000e+02, float %1672
  %1674 = fadd float %1673, 5.000000e-01
  %1675 = call float @llvm.floor.f32(float %1674)
  %1676 = fsub float %1673, %1675
  %1677 = fmul float 0x3EEFFCBFC0000000, %1676
  %1678 = fadd float %1677, 0x3F24309120000000
  %1679 = fmul float %1678, %1676
  %1680 = fadd float %1679, 0x3F55D87FE0000000
  %1681 = fmul float %1680, %1676
  %1682 = fadd float %1681, 0x3F83B2AB60000000
  %1683 = fmul float %1682, %1676
  %1684 = fadd float %1683, 0x3FAC6B08E0000000
  %1685 = fmul float %1684, %1676
  %1686 = fadd float %1685, 0x3FCEBFBE00000000
  %1687 = fmul float %1686, %1676
  %1688 = fadd float %1687, 0x3FE62E4300000000
  %1689 = fmul float %1688, %1676
  %1690 = fadd float %1689, 1.000000e+00
  %1691 = fptosi float %1675 to i32
  %1692 = add i32 %1691, 127
  %1693 = shl i32 %1692, 23
  %1694 = bitcast i32 %1693 to float
  %1695 = fmul float %1690, %1694
  %1696 = select i1 %1670, float 0.000000e+00, float %1695
  %1697 = select i1 %1671, float 0x7FF0000000000000, float %1696
  %1698 = fcmp uno float %1669, %1669
  %1699 = select i1 %1698, float %1669, float %1697
  %1700 = fcmp oeq float %1588, 0xFFF0000000000000
  %1701 = select i1 %1700, float 0.000000e+00, float %1699
  %1702 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1703 = fmul float %1701, %1702
  %1704 = fadd float %1703, %1667
  %1705 = fsub float %1591, %1593
  %1706 = fmul float %1705, 0x3FF7154760000000
  %1707 = fcmp olt float %1706, -1.260000e+02
  %1708 = fcmp ogt float %1706, 1.270000e+02
  %1709 = select i1 %1707, float -1.260000e+02, float %1706
  %1710 = select i1 %1708, float 1.270000e+02, float %1709
  %1711 = fadd float %1710, 5.000000e-01
  %1712 = call float @llvm.floor.f32(float %1711)
  %1713 = fsub float %1710, %1712
  %1714 = fmul float 0x3EEFFCBFC0000000, %1713
  %1715 = fadd float %1714, 0x3F24309120000000
  %1716 = fmul float %1715, %1713
  %1717 = fadd float %1716, 0x3F55D87FE0000000
  %1718 = fmul float %1717, %1713
  %1719 = fadd float %1718, 0x3F83B2AB60000000
  %1720 = fmul float %1719, %1713
  %1721 = fadd float %1720, 0x3FAC6B08E0000000
  %1722 = fmul float %1721, %1713
  %1723 = fadd float %1722, 0x3FCEBFBE00000000
  %1724 = fmul float %1723, %1713
  %1725 = fadd float %1724, 0x3FE62E4300000000
  %1726 = fmul float %1725, %1713
  %1727 = fadd float %1726, 1.000000e+00
  %1728 = fptosi float %1712 to i32
  %1729 = add i32 %1728, 127
  %1730 = shl i32 %1729, 23
  %1731 = bitcast i32 %1730 to float
  %1732 = fmul float %1727, %1731
  %1733 = select i1 %1707, float 0.000000e+00, float %1732
  %1734 = select i1 %1708, float 0x7FF0000000000000, float %1733
  %1735 = fcmp uno float %1706, %1706
  %1736 = select i1 %1735, float %1706, float %1734
  %1737 = fcmp oeq float %1591, 0xFFF0000000000000
  %1738 = select i1 %1737, float 0.000000e+00, float %1736
  %1739 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1740 = fmul float %1738, %1739
  %1741 = fadd float %1740, %1704
  br i1 %34, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %11, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1742 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1743 = fcmp ogt float %1742, 0xFFF0000000000000
  %1744 = select i1 %1743, float %1742, float 0xFFF0000000000000
  %1745 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1746 = fcmp ogt float %1745, %1744
  %1747 = select i1 %1746, float %1745, float %1744
  %1748 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1749 = fcmp ogt float %1748, %1747
  %1750 = select i1 %1749, float %1748, float %1747
  %1751 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1752 = fcmp ogt float %1751, %1750
  %1753 = select i1 %1752, float %1751, float %1750
  %1754 = fsub float %1742, %1753
  %1755 = fmul float %1754, 0x3FF7154760000000
  %1756 = fcmp olt float %1755, -1.260000e+02
  %1757 = fcmp ogt float %1755, 1.270000e+02
  %1758 = select i1 %1756, float -1.260000e+02, float %1755
  %1759 = select i1 %1757, float 1.270000e+02, float %1758
  %1760 = fadd float %1759, 5.000000e-01
  %1761 = call float @llvm.floor.f32(float %1760)
  %1762 = fsub float %1759, %1761
  %1763 = fmul float 0x3EEFFCBFC0000000, %1762
  %1764 = fadd float %1763, 0x3F24309120000000
  %1765 = fmul float %1764, %1762
  %1766 = fadd float %1765, 0x3F55D87FE0000000
  %1767 = fmul float %1766, %1762
  %1768 = fadd float %1767, 0x3F83B2AB60000000
  %1769 = fmul float %1768, %1762
  %1770 = fadd float %1769, 0x3FAC6B08E0000000
  %1771 = fmul float %1770, %1762
  %1772 = fadd float %1771, 0x3FCEBFBE00000000
  %1773 = fmul float %1772, %1762
  %1774 = fadd float %1773, 0x3FE62E4300000000
  %1775 = fmul float %1774, %1762
  %1776 = fadd float %1775, 1.000000e+00
  %1777 = fptosi float %1761 to i32
  %1778 = add i32 %1777, 127
  %1779 = shl i32 %1778, 23
  %1780 = bitcast i32 %1779 to float
  %1781 = fmul float %1776, %1780
  %1782 = select i1 %1756, float 0.000000e+00, float %1781
  %1783 = select i1 %1757, float 0x7FF0000000000000, float %1782
  %1784 = fcmp uno float %1755, %1755
  %1785 = select i1 %1784, float %1755, float %1783
  %1786 = fcmp oeq float %1742, 0xFFF0000000000000
  %1787 = select i1 %1786, float 0.000000e+00, float %1785
  %1788 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1789 = fmul float %1787, %1788
  %1790 = fadd float %1789, 0.000000e+00
  %1791 = fsub float %1745, %1753
  %1792 = fmul float %1791, 0x3FF7154760000000
  %1793 = fcmp olt float %1792, -1.260000e+02
  %1794 = fcmp ogt float %1792, 1.270000e+02
  %1795 = select i1 %1793, float -1.260000e+02, float %1792
  %1796 = select i1 %1794, float 1.270000e+02, float %1795
  %1797 = fadd float %1796, 5.000000e-01
  %1798 = call float @llvm.floor.f32(float %1797)
  %1799 = fsub float %1796, %1798
  %1800 = fmul float 0x3EEFFCBFC0000000, %1799
  %1801 = fadd float %1800, 0x3F24309120000000
  %1802 = fmul float %1801, %1799
  %1803 = fadd float %1802, 0x3F55D87FE0000000
  %1804 = fmul float %1803, %1799
  %1805 = fadd float %1804, 0x3F83B2AB60000000
  %1806 = fmul float %1805, %1799
  %1807 = fadd float %1806, 0x3FAC6B08E0000000
  %1808 = fmul float %1807, %1799
  %1809 = fadd float %1808, 0x3FCEBFBE00000000
  %1810 = fmul float %1809, %1799
  %1811 = fadd float %1810, 0x3FE62E4300000000
  %1812 = fmul float %1811, %1799
  %1813 = fadd float %1812, 1.000000e+00
  %1814 = fptosi float %1798 to i32
  %1815 = add i32 %1814, 127
  %1816 = shl i32 %1815, 23
  %1817 = bitcast i32 %1816 to float
  %1818 = fmul float %1813, %1817
  %1819 = select i1 %1793, float 0.000000e+00, float %1818
  %1820 = select i1 %1794, float 0x7FF0000000000000, float %1819
  %1821 = fcmp uno float %1792, %1792
  %1822 = select i1 %1821, float %1792, float %1820
  %1823 = fcmp oeq float %1745, 0xFFF0000000000000
  %1824 = select i1 %1823, float 0.000000e+00, float %1822
  %1825 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1826 = fmul float %1824, %1825
  %1827 = fadd float %1826, %1790
  %1828 = fsub float %1748, %1753
  %1829 = fmul float %1828, 0x3FF7154760000000
  %1830 = fcmp olt float %1829, -1.260000e+02
  %1831 = fcmp ogt float %1829, 1.270000e+02
  %1832 = select i1 %1830, float -1.260000e+02, float %1829
  %1833 = select i1 %1831, float 1.270000e+02, float %1832
  %1834 = fadd float %1833, 5.000000e-01
  %1835 = call float @llvm.floor.f32(float %1834)
  %1836 = fsub float %1833, %1835
  %1837 = fmul float 0x3EEFFCBFC0000000, %1836
  %1838 = fadd float %1837, 0x3F24309120000000
  %1839 = fmul float %1838, %1836
  %1840 = fadd float %1839, 0x3F55D87FE0000000
  %1841 = fmul float %1840, %1836
  %1842 = fadd float %1841, 0x3F83B2AB60000000
  %1843 = fmul float %1842, %1836
  %1844 = fadd float %1843, 0x3FAC6B08E0000000
  %1845 = fmul float %1844, %1836
  %1846 = fadd float %1845, 0x3FCEBFBE00000000
  %1847 = fmul float %1846, %1836
  %1848 = fadd float %1847, 0x3FE62E4300000000
  %1849 = fmul float %1848, %1836
  %1850 = fadd float %1849, 1.000000e+00
  %1851 = fptosi float %1835 to i32
  %1852 = add i32 %1851, 127
  %1853 = shl i32 %1852, 23
  %1854 = bitcast i32 %1853 to float
  %1855 = fmul float %1850, %1854
  %1856 = select i1 %1830, float 0.000000e+00, float %1855
  %1857 = select i1 %1831, float 0x7FF0000000000000, float %1856
  %1858 = fcmp uno float %1829, %1829
  %1859 = select i1 %1858, float %1829, float %1857
  %1860 = fcmp oeq float %1748, 0xFFF0000000000000
  %1861 = select i1 %1860, float 0.000000e+00, float %1859
  %1862 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1863 = fmul float %1861, %1862
  %1864 = fadd float %1863, %1827
  %1865 = fsub float %1751, %1753
  %1866 = fmul float %1865, 0x3FF7154760000000
  %1867 = fcmp olt float %1866, -1.260000e+02
  %1868 = fcmp ogt float %1866, 1.270000e+02
  %1869 = select i1 %1867, float -1.260000e+02, float %1866
  %1870 = select i1 %1868, float 1.270000e+02, float %1869
  %1871 = fadd float %1870, 5.000000e-01
  %1872 = call float @llvm.floor.f32(float %1871)
  %1873 = fsub float %1870, %1872
  %1874 = fmul float 0x3EEFFCBFC0000000, %1873
  %1875 = fadd float %1874, 0x3F24309120000000
  %1876 = fmul float %1875, %1873
  %1877 = fadd float %1876, 0x3F55D87FE0000000
  %1878 = fmul float %1877, %1873
  %1879 = fadd float %1878, 0x3F83B2AB60000000
  %1880 = fmul float %1879, %1873
  %1881 = fadd float %1880, 0x3FAC6B08E0000000
  %1882 = fmul float %1881, %1873
  %1883 = fadd float %1882, 0x3FCEBFBE00000000
  %1884 = fmul float %1883, %1873
  %1885 = fadd float %1884, 0x3FE62E4300000000
  %1886 = fmul float %1885, %1873
  %1887 = fadd float %1886, 1.000000e+00
  %1888 = fptosi float %1872 to i32
  %1889 = add i32 %1888, 127
  %1890 = shl i32 %1889, 23
  %1891 = bitcast i32 %1890 to float
  %1892 = fmul float %1887, %1891
  %1893 = select i1 %1867, float 0.000000e+00, float %1892
  %1894 = select i1 %1868, float 0x7FF0000000000000, float %1893
  %1895 = fcmp uno float %1866, %1866
  %1896 = select i1 %1895, float %1866, float %1894
  %1897 = fcmp oeq float %1751, 0xFFF0000000000000
  %1898 = select i1 %1897, float 0.000000e+00, float %1896
  %1899 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1900 = fmul float %1898, %1899
  %1901 = fadd float %1900, %1864
  br i1 %114, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1902 = load i32, ptr addrspace(5) %v113, align 4
  %1903 = icmp slt i32 %1902, %6
  br i1 %1903, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1904 = load i32, ptr addrspace(5) %v113, align 4
  %1905 = add i32 0, %1904
  %1906 = sext i32 %1905 to i64
  %1907 = mul i64 %1906, 4
  %1908 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1907
  %1909 = load float, ptr addrspace(3) %1908, align 4
  %1910 = fmul float %1627, %1909
  %1911 = fadd float %1910, 0.000000e+00
  %1912 = add i32 256, %1904
  %1913 = sext i32 %1912 to i64
  %1914 = mul i64 %1913, 4
  %1915 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1914
  %1916 = load float, ptr addrspace(3) %1915, align 4
  %1917 = fmul float %1664, %1916
  %1918 = fadd float %1917, %1911
  %1919 = add i32 512, %1904
  %1920 = sext i32 %1919 to i64
  %1921 = mul i64 %1920, 4
  %1922 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1921
  %1923 = load float, ptr addrspace(3) %1922, align 4
  %1924 = fmul float %1701, %1923
  %1925 = fadd float %1924, %1918
  %1926 = add i32 768, %1904
  %1927 = sext i32 %1926 to i64
  %1928 = mul i64 %1927, 4
  %1929 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1928
  %1930 = load float, ptr addrspace(3) %1929, align 4
  %1931 = fmul float %1738, %1930
  %1932 = fadd float %1931, %1925
  %1933 = add i32 %40, %1904
  %1934 = fdiv float %1932, %1741
  %1935 = sext i32 %1933 to i64
  %1936 = mul i64 %1935, 4
  %1937 = getelementptr i8, ptr addrspace(1) %0, i64 %1936
  store float %1934, ptr addrspace(1) %1937, align 4
  %1938 = load i32, ptr addrspace(5) %v113, align 4
  %1939 = add i32 %1938, 128
  store i32 %1939, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %11, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1940 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1941 = fcmp ogt float %1940, 0xFFF0000000000000
  %1942 = select i1 %1941, float %1940, float 0xFFF0000000000000
  %1943 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1944 = fcmp ogt float %1943, %1942
  %1945 = select i1 %1944, float %1943, float %1942
  %1946 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1947 = fcmp ogt float %1946, %1945
  %1948 = select i1 %1947, float %1946, float %1945
  %1949 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1950 = fcmp ogt float %1949, %1948
  %1951 = select i1 %1950, float %1949, float %1948
  %1952 = fsub float %1940, %1951
  %1953 = fmul float %1952, 0x3FF7154760000000
  %1954 = fcmp olt float %1953, -1.260000e+02
  %1955 = fcmp ogt float %1953, 1.270000e+02
  %1956 = select i1 %1954, float -1.260000e+02, float %1953
  %1957 = select i1 %1955, float 1.270000e+02, float %1956
  %1958 = fadd float %1957, 5.000000e-01
  %1959 = call float @llvm.floor.f32(float %1958)
  %1960 = fsub float %1957, %1959
  %1961 = fmul float 0x3EEFFCBFC0000000, %1960
  %1962 = fadd float %1961, 0x3F24309120000000
  %1963 = fmul float %1962, %1960
  %1964 = fadd float %1963, 0x3F55D87FE0000000
  %1965 = fmul float %1964, %1960
  %1966 = fadd float %1965, 0x3F83B2AB60000000
  %1967 = fmul float %1966, %1960
  %1968 = fadd float %1967, 0x3FAC6B08E0000000
  %1969 = fmul float %1968, %1960
  %1970 = fadd float %1969, 0x3FCEBFBE00000000
  %1971 = fmul float %1970, %1960
  %1972 = fadd float %1971, 0x3FE62E4300000000
  %1973 = fmul float %1972, %1960
  %1974 = fadd float %1973, 1.000000e+00
  %1975 = fptosi float %1959 to i32
  %1976 = add i32 %1975, 127
  %1977 = shl i32 %1976, 23
  %1978 = bitcast i32 %1977 to float
  %1979 = fmul float %1974, %1978
  %1980 = select i1 %1954, float 0.000000e+00, float %1979
  %1981 = select i1 %1955, float 0x7FF0000000000000, float %1980
  %1982 = fcmp uno float %1953, %1953
  %1983 = select i1 %1982, float %1953, float %1981
  %1984 = fcmp oeq float %1940, 0xFFF0000000000000
  %1985 = select i1 %1984, float 0.000000e+00, float %1983
  %1986 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1987 = fmul float %1985, %1986
  %1988 = fadd float %1987, 0.000000e+00
  %1989 = fsub float %1943, %1951
  %1990 = fmul float %1989, 0x3FF7154760000000
  %1991 = fcmp olt float %1990, -1.260000e+02
  %1992 = fcmp ogt float %1990, 1.270000e+02
  %1993 = select i1 %1991, float -1.260000e+02, float %1990
  %1994 = select i1 %1992, float 1.270000e+02, float %1993
  %1995 = fadd float %1994, 5.000000e-01
  %1996 = call float @llvm.floor.f32(float %1995)
  %1997 = fsub float %1994, %1996
  %1998 = fmul float 0x3EEFFCBFC0000000, %1997
  %1999 = fadd float %1998, 0x3F24309120000000
  %2000 = fmul float %1999, %1997
  %2001 = fadd float %2000, 0x3F55D87FE0000000
  %2002 = fmul float %2001, %1997
  %2003 = fadd float %2002, 0x3F83B2AB60000000
  %2004 = fmul float %2003, %1997
  %2005 = fadd float %2004, 0x3FAC6B08E0000000
  %2006 = fmul float %2005, %1997
  %2007 = fadd float %2006, 0x3FCEBFBE00000000
  %2008 = fmul float %2007, %1997
  %2009 = fadd float %2008, 0x3FE62E4300000000
  %2010 = fmul float %2009, %1997
  %2011 = fadd float %2010, 1.000000e+00
  %2012 = fptosi float %1996 to i32
  %2013 = add i32 %2012, 127
  %2014 = shl i32 %2013, 23
  %2015 = bitcast i32 %2014 to float
  %2016 = fmul float %2011, %2015
  %2017 = select i1 %1991, float 0.000000e+00, float %2016
  %2018 = select i1 %1992, float 0x7FF0000000000000, float %2017
  %2019 = fcmp uno float %1990, %1990
  %2020 = select i1 %2019, float %1990, float %2018
  %2021 = fcmp oeq float %1943, 0xFFF0000000000000
  %2022 = select i1 %2021, float 0.000000e+00, float %2020
  %2023 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %2024 = fmul float %2022, %2023
  %2025 = fadd float %2024, %1988
  %2026 = fsub float %1946, %1951
  %2027 = fmul float %2026, 0x3FF7154760000000
  %2028 = fcmp olt float %2027, -1.260000e+02
  %2029 = fcmp ogt float %2027, 1.270000e+02
  %2030 = select i1 %2028, float -1.260000e+02, float %2027
  %2031 = select i1 %2029, float 1.270000e+02, float %2030
  %2032 = fadd float %2031, 5.000000e-01
  %2033 = call float @llvm.floor.f32(float %2032)
  %2034 = fsub float %2031, %2033
  %2035 = fmul float 0x3EEFFCBFC0000000, %2034
  %2036 = fadd float %2035, 0x3F24309120000000
  %2037 = fmul float %2036, %2034
  %2038 = fadd float %2037, 0x3F55D87FE0000000
  %2039 = fmul float %2038, %2034
  %2040 = fadd float %2039, 0x3F83B2AB60000000
  %2041 = fmul float %2040, %2034
  %2042 = fadd float %2041, 0x3FAC6B08E0000000
  %2043 = fmul float %2042, %2034
  %2044 = fadd float %2043, 0x3FCEBFBE00000000
  %2045 = fmul float %2044, %2034
  %2046 = fadd float %2045, 0x3FE62E4300000000
  %2047 = fmul float %2046, %2034
  %2048 = fadd float %2047, 1.000000e+00
  %2049 = fptosi float %2033 to i32
  %2050 = add i32 %2049, 127
  %2051 = shl i32 %2050, 23
  %2052 = bitcast i32 %2051 to float
  %2053 = fmul float %2048, %2052
  %2054 = select i1 %2028, float 0.000000e+00, float %2053
  %2055 = select i1 %2029, float 0x7FF0000000000000, float %2054
  %2056 = fcmp uno float %2027, %2027
  %2057 = select i1 %2056, float %2027, float %2055
  %2058 = fcmp oeq float %1946, 0xFFF0000000000000
  %2059 = select i1 %2058, float 0.000000e+00, float %2057
  %2060 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %2061 = fmul float %2059, %2060
  %2062 = fadd float %2061, %2025
  %2063 = fsub float %1949, %1951
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
  %2095 = fcmp oeq float %1949, 0xFFF0000000000000
  %2096 = select i1 %2095, float 0.000000e+00, float %2094
  %2097 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %2098 = fmul float %2096, %2097
  %2099 = fadd float %2098, %2062
  br i1 %194, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %2100 = load i32, ptr addrspace(5) %v119, align 4
  %2101 = icmp slt i32 %2100, %6
  br i1 %2101, label %body121, label %done122

body121:                                          ; preds = %loop120
  %2102 = load i32, ptr addrspace(5) %v119, align 4
  %2103 = add i32 1024, %2102
  %2104 = sext i32 %2103 to i64
  %2105 = mul i64 %2104, 4
  %2106 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2105
  %2107 = load float, ptr addrspace(3) %2106, align 4
  %2108 = fmul float %1787, %2107
  %2109 = fadd float %2108, 0.000000e+00
  %2110 = add i32 1280, %2102
  %2111 = sext i32 %2110 to i64
  %2112 = mul i64 %2111, 4
  %2113 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2112
  %2114 = load float, ptr addrspace(3) %2113, align 4
  %2115 = fmul float %1824, %2114
  %2116 = fadd float %2115, %2109
  %2117 = add i32 1536, %2102
  %2118 = sext i32 %2117 to i64
  %2119 = mul i64 %2118, 4
  %2120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2119
  %2121 = load float, ptr addrspace(3) %2120, align 4
  %2122 = fmul float %1861, %2121
  %2123 = fadd float %2122, %2116
  %2124 = add i32 1792, %2102
  %2125 = sext i32 %2124 to i64
  %2126 = mul i64 %2125, 4
  %2127 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2126
  %2128 = load float, ptr addrspace(3) %2127, align 4
  %2129 = fmul float %1898, %2128
  %2130 = fadd float %2129, %2123
  %2131 = add i32 %120, %2102
  %2132 = fdiv float %2130, %1901
  %2133 = sext i32 %2131 to i64
  %2134 = mul i64 %2133, 4
  %2135 = getelementptr i8, ptr addrspace(1) %0, i64 %2134
  store float %2132, ptr addrspace(1) %2135, align 4
  %2136 = load i32, ptr addrspace(5) %v119, align 4
  %2137 = add i32 %2136, 128
  store i32 %2137, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %11, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %2138 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %2139 = fcmp ogt float %2138, 0xFFF0000000000000
  %2140 = select i1 %2139, float %2138, float 0xFFF0000000000000
  %2141 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %2142 = fcmp ogt float %2141, %2140
  %2143 = select i1 %2142, float %2141, float %2140
  %2144 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %2145 = fcmp ogt float %2144, %2143
  %2146 = select i1 %2145, float %2144, float %2143
  %2147 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %2148 = fcmp ogt float %2147, %2146
  %2149 = select i1 %2148, float %2147, float %2146
  %2150 = fsub float %2138, %2149
  %2151 = fmul float %2150, 0x3FF7154760000000
  %2152 = fcmp olt float %2151, -1.260000e+02
  %2153 = fcmp ogt float %2151, 1.270000e+02
  %2154 = select i1 %2152, float -1.260000e+02, float %2151
  %2155 = select i1 %2153, float 1.270000e+02, float %2154
  %2156 = fadd float %2155, 5.000000e-01
  %2157 = call float @llvm.floor.f32(float %2156)
  %2158 = fsub float %2155, %2157
  %2159 = fmul float 0x3EEFFCBFC0000000, %2158
  %2160 = fadd float %2159, 0x3F24309120000000
  %2161 = fmul float %2160, %2158
  %2162 = fadd float %2161, 0x3F55D87FE0000000
  %2163 = fmul float %2162, %2158
  %2164 = fadd float %2163, 0x3F83B2AB60000000
  %2165 = fmul float %2164, %2158
  %2166 = fadd float %2165, 0x3FAC6B08E0000000
  %2167 = fmul float %2166, %2158
  %2168 = fadd float %2167, 0x3FCEBFBE00000000
  %2169 = fmul float %2168, %2158
  %2170 = fadd float %2169, 0x3FE62E4300000000
  %2171 = fmul float %2170, %2158
  %2172 = fadd float %2171, 1.000000e+00
  %2173 = fptosi float %2157 to i32
  %2174 = add i32 %2173, 127
  %2175 = shl i32 %2174, 23
  %2176 = bitcast i32 %2175 to float
  %2177 = fmul float %2172, %2176
  %2178 = select i1 %2152, float 0.000000e+00, float %2177
  %2179 = select i1 %2153, float 0x7FF0000000000000, float %2178
  %2180 = fcmp uno float %2151, %2151
  %2181 = select i1 %2180, float %2151, float %2179
  %2182 = fcmp oeq float %2138, 0xFFF0000000000000
  %2183 = select i1 %2182, float 0.000000e+00, float %2181
  %2184 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2185 = fmul float %2183, %2184
  %2186 = fadd float %2185, 0.000000e+00
  %2187 = fsub float %2141, %2149
  %2188 = fmul float %2187, 0x3FF7154760000000
  %2189 = fcmp olt float %2188, -1.260000e+02
  %2190 = fcmp ogt float %2188, 1.270000e+02
  %2191 = select i1 %2189, float -1.260000e+02, float %2188
  %2192 = select i1 %2190, float 1.270000e+02, float %2191
  %2193 = fadd float %2192, 5.000000e-01
  %2194 = call float @llvm.floor.f32(float %2193)
  %2195 = fsub float %2192, %2194
  %2196 = fmul float 0x3EEFFCBFC0000000, %2195
  %2197 = fadd float %2196, 0x3F24309120000000
  %2198 = fmul float %2197, %2195
  %2199 = fadd float %2198, 0x3F55D87FE0000000
  %2200 = fmul float %2199, %2195
  %2201 = fadd float %2200, 0x3F83B2AB60000000
  %2202 = fmul float %2201, %2195
  %2203 = fadd float %2202, 0x3FAC6B08E0000000
  %2204 = fmul float %2203, %2195
  %2205 = fadd float %2204, 0x3FCEBFBE00000000
  %2206 = fmul float %2205, %2195
  %2207 = fadd float %2206, 0x3FE62E4300000000
  %2208 = fmul float %2207, %2195
  %2209 = fadd float %2208, 1.000000e+00
  %2210 = fptosi float %2194 to i32
  %2211 = add i32 %2210, 127
  %2212 = shl i32 %2211, 23
  %2213 = bitcast i32 %2212 to float
  %2214 = fmul float %2209, %2213
  %2215 = select i1 %2189, float 0.000000e+00, float %2214
  %2216 = select i1 %2190, float 0x7FF0000000000000, float %2215
  %2217 = fcmp uno float %2188, %2188
  %2218 = select i1 %2217, float %2188, float %2216
  %2219 = fcmp oeq float %2141, 0xFFF0000000000000
  %2220 = select i1 %2219, float 0.000000e+00, float %2218
  %2221 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2222 = fmul float %2220, %2221
  %2223 = fadd float %2222, %2186
  %2224 = fsub float %2144, %2149
  %2225 = fmul float %2224, 0x3FF7154760000000
  %2226 = fcmp olt float %2225, -1.260000e+02
  %2227 = fcmp ogt float %2225, 1.270000e+02
  %2228 = select i1 %2226, float -1.260000e+02, float %2225
  %2229 = select i1 %2227, float 1.270000e+02, float %2228
  %2230 = fadd float %2229, 5.000000e-01
  %2231 = call float @llvm.floor.f32(float %2230)
  %2232 = fsub float %2229, %2231
  %2233 = fmul float 0x3EEFFCBFC0000000, %2232
  %2234 = fadd float %2233, 0x3F24309120000000
  %2235 = fmul float %2234, %2232
  %2236 = fadd float %2235, 0x3F55D87FE0000000
  %2237 = fmul float %2236, %2232
  %2238 = fadd float %2237, 0x3F83B2AB60000000
  %2239 = fmul float %2238, %2232
  %2240 = fadd float %2239, 0x3FAC6B08E0000000
  %2241 = fmul float %2240, %2232
  %2242 = fadd float %2241, 0x3FCEBFBE00000000
  %2243 = fmul float %2242, %2232
  %2244 = fadd float %2243, 0x3FE62E4300000000
  %2245 = fmul float %2244, %2232
  %2246 = fadd float %2245, 1.000000e+00
  %2247 = fptosi float %2231 to i32
  %2248 = add i32 %2247, 127
  %2249 = shl i32 %2248, 23
  %2250 = bitcast i32 %2249 to float
  %2251 = fmul float %2246, %2250
  %2252 = select i1 %2226, float 0.000000e+00, float %2251
  %2253 = select i1 %2227, float 0x7FF0000000000000, float %2252
  %2254 = fcmp uno float %2225, %2225
  %2255 = select i1 %2254, float %2225, float %2253
  %2256 = fcmp oeq float %2144, 0xFFF0000000000000
  %2257 = select i1 %2256, float 0.000000e+00, float %2255
  %2258 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2259 = fmul float %2257, %2258
  %2260 = fadd float %2259, %2223
  %2261 = fsub float %2147, %2149
  %2262 = fmul float %2261, 0x3FF7154760000000
  %2263 = fcmp olt float %2262, -1.260000e+02
  %2264 = fcmp ogt float %2262, 1.270000e+02
  %2265 = select i1 %2263, float -1.260000e+02, float %2262
  %2266 = select i1 %2264, float 1.270000e+02, float %2265
  %2267 = fadd float %2266, 5.000000e-01
  %2268 = call float @llvm.floor.f32(float %2267)
  %2269 = fsub float %2266, %2268
  %2270 = fmul float 0x3EEFFCBFC0000000, %2269
  %2271 = fadd float %2270, 0x3F24309120000000
  %2272 = fmul float %2271, %2269
  %2273 = fadd float %2272, 0x3F55D87FE0000000
  %2274 = fmul float %2273, %2269
  %2275 = fadd float %2274, 0x3F83B2AB60000000
  %2276 = fmul float %2275, %2269
  %2277 = fadd float %2276, 0x3FAC6B08E0000000
  %2278 = fmul float %2277, %2269
  %2279 = fadd float %2278, 0x3FCEBFBE00000000
  %2280 = fmul float %2279, %2269
  %2281 = fadd float %2280, 0x3FE62E4300000000
  %2282 = fmul float %2281, %2269
  %2283 = fadd float %2282, 1.000000e+00
  %2284 = fptosi float %2268 to i32
  %2285 = add i32 %2284, 127
  %2286 = shl i32 %2285, 23
  %2287 = bitcast i32 %2286 to float
  %2288 = fmul float %2283, %2287
  %2289 = select i1 %2263, float 0.000000e+00, float %2288
  %2290 = select i1 %2264, float 0x7FF0000000000000, float %2289
  %2291 = fcmp uno float %2262, %2262
  %2292 = select i1 %2291, float %2262, float %2290
  %2293 = fcmp oeq float %2147, 0xFFF0000000000000
  %2294 = select i1 %2293, float 0.000000e+00, float %2292
  %2295 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2296 = fmul float %2294, %2295
  %2297 = fadd float %2296, %2260
  br i1 %274, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2298 = load i32, ptr addrspace(5) %v125, align 4
  %2299 = icmp slt i32 %2298, %6
  br i1 %2299, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2300 = load i32, ptr addrspace(5) %v125, align 4
  %2301 = add i32 2048, %2300
  %2302 = sext i32 %2301 to i64
  %2303 = mul i64 %2302, 4
  %2304 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2303
  %2305 = load float, ptr addrspace(3) %2304, align 4
  %2306 = fmul float %1985, %2305
  %2307 = fadd float %2306, 0.000000e+00
  %2308 = add i32 2304, %2300
  %2309 = sext i32 %2308 to i64
  %2310 = mul i64 %2309, 4
  %2311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2310
  %2312 = load float, ptr addrspace(3) %2311, align 4
  %2313 = fmul float %2022, %2312
  %2314 = fadd float %2313, %2307
  %2315 = add i32 2560, %2300
  %2316 = sext i32 %2315 to i64
  %2317 = mul i64 %2316, 4
  %2318 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2317
  %2319 = load float, ptr addrspace(3) %2318, align 4
  %2320 = fmul float %2059, %2319
  %2321 = fadd float %2320, %2314
  %2322 = add i32 2816, %2300
  %2323 = sext i32 %2322 to i64
  %2324 = mul i64 %2323, 4
  %2325 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2324
  %2326 = load float, ptr addrspace(3) %2325, align 4
  %2327 = fmul float %2096, %2326
  %2328 = fadd float %2327, %2321
  %2329 = add i32 %200, %2300
  %2330 = fdiv float %2328, %2099
  %2331 = sext i32 %2329 to i64
  %2332 = mul i64 %2331, 4
  %2333 = getelementptr i8, ptr addrspace(1) %0, i64 %2332
  store float %2330, ptr addrspace(1) %2333, align 4
  %2334 = load i32, ptr addrspace(5) %v125, align 4
  %2335 = add i32 %2334, 128
  store i32 %2335, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %11, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2336 = load i32, ptr addrspace(5) %v131, align 4
  %2337 = icmp slt i32 %2336, %6
  br i1 %2337, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2338 = load i32, ptr addrspace(5) %v131, align 4
  %2339 = add i32 3072, %2338
  %2340 = sext i32 %2339 to i64
  %2341 = mul i64 %2340, 4
  %2342 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2341
  %2343 = load float, ptr addrspace(3) %2342, align 4
  %2344 = fmul float %2183, %2343
  %2345 = fadd float %2344, 0.000000e+00
  %2346 = add i32 3328, %2338
  %2347 = sext i32 %2346 to i64
  %2348 = mul i64 %2347, 4
  %2349 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2348
  %2350 = load float, ptr addrspace(3) %2349, align 4
  %2351 = fmul float %2220, %2350
  %2352 = fadd float %2351, %2345
  %2353 = add i32 3584, %2338
  %2354 = sext i32 %2353 to i64
  %2355 = mul i64 %2354, 4
  %2356 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2355
  %2357 = load float, ptr addrspace(3) %2356, align 4
  %2358 = fmul float %2257, %2357
  %2359 = fadd float %2358, %2352
  %2360 = add i32 3840, %2338
  %2361 = sext i32 %2360 to i64
  %2362 = mul i64 %2361, 4
  %2363 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2362
  %2364 = load float, ptr addrspace(3) %2363, align 4
  %2365 = fmul float %2294, %2364
  %2366 = fadd float %2365, %2359
  %2367 = add i32 %280, %2338
  %2368 = fdiv float %2366, %2297
  %2369 = sext i32 %2367 to i64
  %2370 = mul i64 %2369, 4
  %2371 = getelementptr i8, ptr addrspace(1) %0, i64 %2370
  store float %2368, ptr addrspace(1) %2371, align 4
  %2372 = load i32, ptr addrspace(5) %v131, align 4
  %2373 = add i32 %2372, 128
  store i32 %2373, ptr addrspace(5) %v131, align 4
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
