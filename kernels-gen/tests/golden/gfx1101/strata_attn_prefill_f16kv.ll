; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
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
  %25 = add i32 %16, 0
  %26 = icmp sle i32 %25, %24
  %27 = select i1 %26, i32 %25, i32 %24
  %28 = add i32 %20, %27
  %29 = add i32 %28, 1
  %30 = mul i32 %27, %4
  %31 = add i32 %30, %14
  %32 = mul i32 %31, %6
  %33 = add i32 %11, 0
  %34 = icmp slt i32 %33, %6
  %35 = add i32 %32, %33
  %36 = select i1 %34, i32 %35, i32 0
  %37 = sext i32 %36 to i64
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = select i1 %34, float %40, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %42 = add i32 %11, 32
  %43 = icmp slt i32 %42, %6
  %44 = add i32 %32, %42
  %45 = select i1 %43, i32 %44, i32 0
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %1, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = select i1 %43, float %49, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %51 = add i32 %11, 64
  %52 = icmp slt i32 %51, %6
  %53 = add i32 %32, %51
  %54 = select i1 %52, i32 %53, i32 0
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %52, float %58, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %60 = add i32 %11, 96
  %61 = icmp slt i32 %60, %6
  %62 = add i32 %32, %60
  %63 = select i1 %61, i32 %62, i32 0
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %1, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = select i1 %61, float %67, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %69 = add i32 %11, 128
  %70 = icmp slt i32 %69, %6
  %71 = add i32 %32, %69
  %72 = select i1 %70, i32 %71, i32 0
  %73 = sext i32 %72 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %1, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = select i1 %70, float %76, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %78 = add i32 %11, 160
  %79 = icmp slt i32 %78, %6
  %80 = add i32 %32, %78
  %81 = select i1 %79, i32 %80, i32 0
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) %1, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4
  %86 = select i1 %79, float %85, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %87 = add i32 %11, 192
  %88 = icmp slt i32 %87, %6
  %89 = add i32 %32, %87
  %90 = select i1 %88, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %88, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %96 = add i32 %11, 224
  %97 = icmp slt i32 %96, %6
  %98 = add i32 %32, %96
  %99 = select i1 %97, i32 %98, i32 0
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %1, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = select i1 %97, float %103, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %105 = add i32 %16, 1
  %106 = icmp sle i32 %105, %24
  %107 = select i1 %106, i32 %105, i32 %24
  %108 = add i32 %20, %107
  %109 = add i32 %108, 1
  %110 = mul i32 %107, %4
  %111 = add i32 %110, %14
  %112 = mul i32 %111, %6
  %113 = add i32 %11, 0
  %114 = icmp slt i32 %113, %6
  %115 = add i32 %112, %113
  %116 = select i1 %114, i32 %115, i32 0
  %117 = sext i32 %116 to i64
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr addrspace(1) %1, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = select i1 %114, float %120, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %122 = add i32 %11, 32
  %123 = icmp slt i32 %122, %6
  %124 = add i32 %112, %122
  %125 = select i1 %123, i32 %124, i32 0
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr addrspace(1) %1, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = select i1 %123, float %129, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  %131 = add i32 %11, 64
  %132 = icmp slt i32 %131, %6
  %133 = add i32 %112, %131
  %134 = select i1 %132, i32 %133, i32 0
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %1, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4
  %139 = select i1 %132, float %138, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  %140 = add i32 %11, 96
  %141 = icmp slt i32 %140, %6
  %142 = add i32 %112, %140
  %143 = select i1 %141, i32 %142, i32 0
  %144 = sext i32 %143 to i64
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %1, i64 %145
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = select i1 %141, float %147, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %149 = add i32 %11, 128
  %150 = icmp slt i32 %149, %6
  %151 = add i32 %112, %149
  %152 = select i1 %150, i32 %151, i32 0
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %150, float %156, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v14, align 4
  %158 = add i32 %11, 160
  %159 = icmp slt i32 %158, %6
  %160 = add i32 %112, %158
  %161 = select i1 %159, i32 %160, i32 0
  %162 = sext i32 %161 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr addrspace(1) %1, i64 %163
  %165 = load float, ptr addrspace(1) %164, align 4
  %166 = select i1 %159, float %165, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v15, align 4
  %167 = add i32 %11, 192
  %168 = icmp slt i32 %167, %6
  %169 = add i32 %112, %167
  %170 = select i1 %168, i32 %169, i32 0
  %171 = sext i32 %170 to i64
  %172 = mul i64 %171, 4
  %173 = getelementptr i8, ptr addrspace(1) %1, i64 %172
  %174 = load float, ptr addrspace(1) %173, align 4
  %175 = select i1 %168, float %174, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v16, align 4
  %176 = add i32 %11, 224
  %177 = icmp slt i32 %176, %6
  %178 = add i32 %112, %176
  %179 = select i1 %177, i32 %178, i32 0
  %180 = sext i32 %179 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %1, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = select i1 %177, float %183, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v18, align 4
  store float 0.000000e+00, ptr addrspace(5) %v19, align 4
  %185 = add i32 %16, 2
  %186 = icmp sle i32 %185, %24
  %187 = select i1 %186, i32 %185, i32 %24
  %188 = add i32 %20, %187
  %189 = add i32 %188, 1
  %190 = mul i32 %187, %4
  %191 = add i32 %190, %14
  %192 = mul i32 %191, %6
  %193 = add i32 %11, 0
  %194 = icmp slt i32 %193, %6
  %195 = add i32 %192, %193
  %196 = select i1 %194, i32 %195, i32 0
  %197 = sext i32 %196 to i64
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr addrspace(1) %1, i64 %198
  %200 = load float, ptr addrspace(1) %199, align 4
  %201 = select i1 %194, float %200, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v20, align 4
  %202 = add i32 %11, 32
  %203 = icmp slt i32 %202, %6
  %204 = add i32 %192, %202
  %205 = select i1 %203, i32 %204, i32 0
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %1, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = select i1 %203, float %209, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v21, align 4
  %211 = add i32 %11, 64
  %212 = icmp slt i32 %211, %6
  %213 = add i32 %192, %211
  %214 = select i1 %212, i32 %213, i32 0
  %215 = sext i32 %214 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %1, i64 %216
  %218 = load float, ptr addrspace(1) %217, align 4
  %219 = select i1 %212, float %218, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  %220 = add i32 %11, 96
  %221 = icmp slt i32 %220, %6
  %222 = add i32 %192, %220
  %223 = select i1 %221, i32 %222, i32 0
  %224 = sext i32 %223 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %1, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = select i1 %221, float %227, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v23, align 4
  %229 = add i32 %11, 128
  %230 = icmp slt i32 %229, %6
  %231 = add i32 %192, %229
  %232 = select i1 %230, i32 %231, i32 0
  %233 = sext i32 %232 to i64
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr addrspace(1) %1, i64 %234
  %236 = load float, ptr addrspace(1) %235, align 4
  %237 = select i1 %230, float %236, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v24, align 4
  %238 = add i32 %11, 160
  %239 = icmp slt i32 %238, %6
  %240 = add i32 %192, %238
  %241 = select i1 %239, i32 %240, i32 0
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %1, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = select i1 %239, float %245, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v25, align 4
  %247 = add i32 %11, 192
  %248 = icmp slt i32 %247, %6
  %249 = add i32 %192, %247
  %250 = select i1 %248, i32 %249, i32 0
  %251 = sext i32 %250 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %1, i64 %252
  %254 = load float, ptr addrspace(1) %253, align 4
  %255 = select i1 %248, float %254, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v26, align 4
  %256 = add i32 %11, 224
  %257 = icmp slt i32 %256, %6
  %258 = add i32 %192, %256
  %259 = select i1 %257, i32 %258, i32 0
  %260 = sext i32 %259 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %1, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = select i1 %257, float %263, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v28, align 4
  store float 0.000000e+00, ptr addrspace(5) %v29, align 4
  %265 = add i32 %16, 3
  %266 = icmp sle i32 %265, %24
  %267 = select i1 %266, i32 %265, i32 %24
  %268 = add i32 %20, %267
  %269 = add i32 %268, 1
  %270 = mul i32 %267, %4
  %271 = add i32 %270, %14
  %272 = mul i32 %271, %6
  %273 = add i32 %11, 0
  %274 = icmp slt i32 %273, %6
  %275 = add i32 %272, %273
  %276 = select i1 %274, i32 %275, i32 0
  %277 = sext i32 %276 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %1, i64 %278
  %280 = load float, ptr addrspace(1) %279, align 4
  %281 = select i1 %274, float %280, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v30, align 4
  %282 = add i32 %11, 32
  %283 = icmp slt i32 %282, %6
  %284 = add i32 %272, %282
  %285 = select i1 %283, i32 %284, i32 0
  %286 = sext i32 %285 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %1, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = select i1 %283, float %289, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v31, align 4
  %291 = add i32 %11, 64
  %292 = icmp slt i32 %291, %6
  %293 = add i32 %272, %291
  %294 = select i1 %292, i32 %293, i32 0
  %295 = sext i32 %294 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %1, i64 %296
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = select i1 %292, float %298, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  %300 = add i32 %11, 96
  %301 = icmp slt i32 %300, %6
  %302 = add i32 %272, %300
  %303 = select i1 %301, i32 %302, i32 0
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr addrspace(1) %1, i64 %305
  %307 = load float, ptr addrspace(1) %306, align 4
  %308 = select i1 %301, float %307, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v33, align 4
  %309 = add i32 %11, 128
  %310 = icmp slt i32 %309, %6
  %311 = add i32 %272, %309
  %312 = select i1 %310, i32 %311, i32 0
  %313 = sext i32 %312 to i64
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %1, i64 %314
  %316 = load float, ptr addrspace(1) %315, align 4
  %317 = select i1 %310, float %316, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v34, align 4
  %318 = add i32 %11, 160
  %319 = icmp slt i32 %318, %6
  %320 = add i32 %272, %318
  %321 = select i1 %319, i32 %320, i32 0
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %1, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = select i1 %319, float %325, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v35, align 4
  %327 = add i32 %11, 192
  %328 = icmp slt i32 %327, %6
  %329 = add i32 %272, %327
  %330 = select i1 %328, i32 %329, i32 0
  %331 = sext i32 %330 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %1, i64 %332
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = select i1 %328, float %334, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v36, align 4
  %336 = add i32 %11, 224
  %337 = icmp slt i32 %336, %6
  %338 = add i32 %272, %336
  %339 = select i1 %337, i32 %338, i32 0
  %340 = sext i32 %339 to i64
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) %1, i64 %341
  %343 = load float, ptr addrspace(1) %342, align 4
  %344 = select i1 %337, float %343, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v38, align 4
  store float 0.000000e+00, ptr addrspace(5) %v39, align 4
  %345 = add i32 %11, 0
  %346 = icmp slt i32 %345, %6
  %347 = add i32 %11, 32
  %348 = icmp slt i32 %347, %6
  %349 = add i32 %11, 64
  %350 = icmp slt i32 %349, %6
  %351 = add i32 %11, 96
  %352 = icmp slt i32 %351, %6
  %353 = add i32 %11, 128
  %354 = icmp slt i32 %353, %6
  %355 = add i32 %11, 160
  %356 = icmp slt i32 %355, %6
  %357 = add i32 %11, 192
  %358 = icmp slt i32 %357, %6
  %359 = add i32 %11, 224
  %360 = icmp slt i32 %359, %6
  %361 = select i1 %26, i32 %29, i32 0
  %362 = icmp sgt i32 %361, 0
  %363 = select i1 %362, i32 %361, i32 0
  %364 = select i1 %106, i32 %109, i32 0
  %365 = icmp sgt i32 %364, %363
  %366 = select i1 %365, i32 %364, i32 %363
  %367 = select i1 %186, i32 %189, i32 0
  %368 = icmp sgt i32 %367, %366
  %369 = select i1 %368, i32 %367, i32 %366
  %370 = select i1 %266, i32 %269, i32 0
  %371 = icmp sgt i32 %370, %369
  %372 = select i1 %371, i32 %370, i32 %369
  store i32 %13, ptr addrspace(5) %v40, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %373 = load i32, ptr addrspace(5) %v40, align 4
  %374 = icmp slt i32 %373, %372
  br i1 %374, label %body, label %done

body:                                             ; preds = %loop
  %375 = load i32, ptr addrspace(5) %v40, align 4
  %376 = mul i32 %375, %5
  %377 = add i32 %376, %18
  %378 = mul i32 %377, %6
  %379 = add i32 %378, %345
  %380 = select i1 %346, i32 %379, i32 %378
  %381 = sext i32 %380 to i64
  %382 = mul i64 %381, 2
  %383 = getelementptr i8, ptr addrspace(1) %2, i64 %382
  %384 = load i16, ptr addrspace(1) %383, align 2
  %385 = bitcast i16 %384 to half
  %386 = fpext half %385 to float
  %387 = sext i32 %380 to i64
  %388 = mul i64 %387, 2
  %389 = getelementptr i8, ptr addrspace(1) %3, i64 %388
  %390 = load i16, ptr addrspace(1) %389, align 2
  %391 = bitcast i16 %390 to half
  %392 = fpext half %391 to float
  %393 = add i32 %378, %347
  %394 = select i1 %348, i32 %393, i32 %378
  %395 = sext i32 %394 to i64
  %396 = mul i64 %395, 2
  %397 = getelementptr i8, ptr addrspace(1) %2, i64 %396
  %398 = load i16, ptr addrspace(1) %397, align 2
  %399 = bitcast i16 %398 to half
  %400 = fpext half %399 to float
  %401 = sext i32 %394 to i64
  %402 = mul i64 %401, 2
  %403 = getelementptr i8, ptr addrspace(1) %3, i64 %402
  %404 = load i16, ptr addrspace(1) %403, align 2
  %405 = bitcast i16 %404 to half
  %406 = fpext half %405 to float
  %407 = add i32 %378, %349
  %408 = select i1 %350, i32 %407, i32 %378
  %409 = sext i32 %408 to i64
  %410 = mul i64 %409, 2
  %411 = getelementptr i8, ptr addrspace(1) %2, i64 %410
  %412 = load i16, ptr addrspace(1) %411, align 2
  %413 = bitcast i16 %412 to half
  %414 = fpext half %413 to float
  %415 = sext i32 %408 to i64
  %416 = mul i64 %415, 2
  %417 = getelementptr i8, ptr addrspace(1) %3, i64 %416
  %418 = load i16, ptr addrspace(1) %417, align 2
  %419 = bitcast i16 %418 to half
  %420 = fpext half %419 to float
  %421 = add i32 %378, %351
  %422 = select i1 %352, i32 %421, i32 %378
  %423 = sext i32 %422 to i64
  %424 = mul i64 %423, 2
  %425 = getelementptr i8, ptr addrspace(1) %2, i64 %424
  %426 = load i16, ptr addrspace(1) %425, align 2
  %427 = bitcast i16 %426 to half
  %428 = fpext half %427 to float
  %429 = sext i32 %422 to i64
  %430 = mul i64 %429, 2
  %431 = getelementptr i8, ptr addrspace(1) %3, i64 %430
  %432 = load i16, ptr addrspace(1) %431, align 2
  %433 = bitcast i16 %432 to half
  %434 = fpext half %433 to float
  %435 = add i32 %378, %353
  %436 = select i1 %354, i32 %435, i32 %378
  %437 = sext i32 %436 to i64
  %438 = mul i64 %437, 2
  %439 = getelementptr i8, ptr addrspace(1) %2, i64 %438
  %440 = load i16, ptr addrspace(1) %439, align 2
  %441 = bitcast i16 %440 to half
  %442 = fpext half %441 to float
  %443 = sext i32 %436 to i64
  %444 = mul i64 %443, 2
  %445 = getelementptr i8, ptr addrspace(1) %3, i64 %444
  %446 = load i16, ptr addrspace(1) %445, align 2
  %447 = bitcast i16 %446 to half
  %448 = fpext half %447 to float
  %449 = add i32 %378, %355
  %450 = select i1 %356, i32 %449, i32 %378
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 2
  %453 = getelementptr i8, ptr addrspace(1) %2, i64 %452
  %454 = load i16, ptr addrspace(1) %453, align 2
  %455 = bitcast i16 %454 to half
  %456 = fpext half %455 to float
  %457 = sext i32 %450 to i64
  %458 = mul i64 %457, 2
  %459 = getelementptr i8, ptr addrspace(1) %3, i64 %458
  %460 = load i16, ptr addrspace(1) %459, align 2
  %461 = bitcast i16 %460 to half
  %462 = fpext half %461 to float
  %463 = add i32 %378, %357
  %464 = select i1 %358, i32 %463, i32 %378
  %465 = sext i32 %464 to i64
  %466 = mul i64 %465, 2
  %467 = getelementptr i8, ptr addrspace(1) %2, i64 %466
  %468 = load i16, ptr addrspace(1) %467, align 2
  %469 = bitcast i16 %468 to half
  %470 = fpext half %469 to float
  %471 = sext i32 %464 to i64
  %472 = mul i64 %471, 2
  %473 = getelementptr i8, ptr addrspace(1) %3, i64 %472
  %474 = load i16, ptr addrspace(1) %473, align 2
  %475 = bitcast i16 %474 to half
  %476 = fpext half %475 to float
  %477 = add i32 %378, %359
  %478 = select i1 %360, i32 %477, i32 %378
  %479 = sext i32 %478 to i64
  %480 = mul i64 %479, 2
  %481 = getelementptr i8, ptr addrspace(1) %2, i64 %480
  %482 = load i16, ptr addrspace(1) %481, align 2
  %483 = bitcast i16 %482 to half
  %484 = fpext half %483 to float
  %485 = sext i32 %478 to i64
  %486 = mul i64 %485, 2
  %487 = getelementptr i8, ptr addrspace(1) %3, i64 %486
  %488 = load i16, ptr addrspace(1) %487, align 2
  %489 = bitcast i16 %488 to half
  %490 = fpext half %489 to float
  %491 = fmul float %41, %386
  %492 = select i1 %346, float %491, float 0.000000e+00
  %493 = fadd float 0.000000e+00, %492
  %494 = fmul float %50, %400
  %495 = select i1 %348, float %494, float 0.000000e+00
  %496 = fadd float %493, %495
  %497 = fmul float %59, %414
  %498 = select i1 %350, float %497, float 0.000000e+00
  %499 = fadd float %496, %498
  %500 = fmul float %68, %428
  %501 = select i1 %352, float %500, float 0.000000e+00
  %502 = fadd float %499, %501
  %503 = fmul float %77, %442
  %504 = select i1 %354, float %503, float 0.000000e+00
  %505 = fadd float %502, %504
  %506 = fmul float %86, %456
  %507 = select i1 %356, float %506, float 0.000000e+00
  %508 = fadd float %505, %507
  %509 = fmul float %95, %470
  %510 = select i1 %358, float %509, float 0.000000e+00
  %511 = fadd float %508, %510
  %512 = fmul float %104, %484
  %513 = select i1 %360, float %512, float 0.000000e+00
  %514 = fadd float %511, %513
  %515 = bitcast float %514 to i32
  %516 = call i32 @llvm.amdgcn.workitem.id.x()
  %517 = and i32 %516, 31
  %518 = xor i32 %517, 16
  %519 = shl i32 %518, 2
  %520 = call i32 @llvm.amdgcn.ds.bpermute(i32 %519, i32 %515)
  %521 = bitcast i32 %520 to float
  %522 = fadd float %514, %521
  %523 = bitcast float %522 to i32
  %524 = call i32 @llvm.amdgcn.workitem.id.x()
  %525 = and i32 %524, 31
  %526 = xor i32 %525, 8
  %527 = shl i32 %526, 2
  %528 = call i32 @llvm.amdgcn.ds.bpermute(i32 %527, i32 %523)
  %529 = bitcast i32 %528 to float
  %530 = fadd float %522, %529
  %531 = bitcast float %530 to i32
  %532 = call i32 @llvm.amdgcn.workitem.id.x()
  %533 = and i32 %532, 31
  %534 = xor i32 %533, 4
  %535 = shl i32 %534, 2
  %536 = call i32 @llvm.amdgcn.ds.bpermute(i32 %535, i32 %531)
  %537 = bitcast i32 %536 to float
  %538 = fadd float %530, %537
  %539 = bitcast float %538 to i32
  %540 = call i32 @llvm.amdgcn.workitem.id.x()
  %541 = and i32 %540, 31
  %542 = xor i32 %541, 2
  %543 = shl i32 %542, 2
  %544 = call i32 @llvm.amdgcn.ds.bpermute(i32 %543, i32 %539)
  %545 = bitcast i32 %544 to float
  %546 = fadd float %538, %545
  %547 = bitcast float %546 to i32
  %548 = call i32 @llvm.amdgcn.workitem.id.x()
  %549 = and i32 %548, 31
  %550 = xor i32 %549, 1
  %551 = shl i32 %550, 2
  %552 = call i32 @llvm.amdgcn.ds.bpermute(i32 %551, i32 %547)
  %553 = bitcast i32 %552 to float
  %554 = fadd float %546, %553
  %555 = icmp slt i32 %375, %29
  %556 = fmul float %554, %8
  %557 = load float, ptr addrspace(5) %v8, align 4
  %558 = fcmp ogt float %556, %557
  %559 = select i1 %558, float %556, float %557
  %560 = fsub float %557, %559
  %561 = fmul float %560, 0x3FF7154760000000
  %562 = fcmp olt float %561, -1.260000e+02
  %563 = fcmp ogt float %561, 1.270000e+02
  %564 = select i1 %562, float -1.260000e+02, float %561
  %565 = select i1 %563, float 1.270000e+02, float %564
  %566 = fadd float %565, 5.000000e-01
  %567 = call float @llvm.floor.f32(float %566)
  %568 = fsub float %565, %567
  %569 = fmul float 0x3EEFFCBFC0000000, %568
  %570 = fadd float %569, 0x3F24309120000000
  %571 = fmul float %570, %568
  %572 = fadd float %571, 0x3F55D87FE0000000
  %573 = fmul float %572, %568
  %574 = fadd float %573, 0x3F83B2AB60000000
  %575 = fmul float %574, %568
  %576 = fadd float %575, 0x3FAC6B08E0000000
  %577 = fmul float %576, %568
  %578 = fadd float %577, 0x3FCEBFBE00000000
  %579 = fmul float %578, %568
  %580 = fadd float %579, 0x3FE62E4300000000
  %581 = fmul float %580, %568
  %582 = fadd float %581, 1.000000e+00
  %583 = fptosi float %567 to i32
  %584 = add i32 %583, 127
  %585 = shl i32 %584, 23
  %586 = bitcast i32 %585 to float
  %587 = fmul float %582, %586
  %588 = select i1 %562, float 0.000000e+00, float %587
  %589 = select i1 %563, float 0x7FF0000000000000, float %588
  %590 = fcmp uno float %561, %561
  %591 = select i1 %590, float %561, float %589
  %592 = fsub float %556, %559
  %593 = fmul float %592, 0x3FF7154760000000
  %594 = fcmp olt float %593, -1.260000e+02
  %595 = fcmp ogt float %593, 1.270000e+02
  %596 = select i1 %594, float -1.260000e+02, float %593
  %597 = select i1 %595, float 1.270000e+02, float %596
  %598 = fadd float %597, 5.000000e-01
  %599 = call float @llvm.floor.f32(float %598)
  %600 = fsub float %597, %599
  %601 = fmul float 0x3EEFFCBFC0000000, %600
  %602 = fadd float %601, 0x3F24309120000000
  %603 = fmul float %602, %600
  %604 = fadd float %603, 0x3F55D87FE0000000
  %605 = fmul float %604, %600
  %606 = fadd float %605, 0x3F83B2AB60000000
  %607 = fmul float %606, %600
  %608 = fadd float %607, 0x3FAC6B08E0000000
  %609 = fmul float %608, %600
  %610 = fadd float %609, 0x3FCEBFBE00000000
  %611 = fmul float %610, %600
  %612 = fadd float %611, 0x3FE62E4300000000
  %613 = fmul float %612, %600
  %614 = fadd float %613, 1.000000e+00
  %615 = fptosi float %599 to i32
  %616 = add i32 %615, 127
  %617 = shl i32 %616, 23
  %618 = bitcast i32 %617 to float
  %619 = fmul float %614, %618
  %620 = select i1 %594, float 0.000000e+00, float %619
  %621 = select i1 %595, float 0x7FF0000000000000, float %620
  %622 = fcmp uno float %593, %593
  %623 = select i1 %622, float %593, float %621
  %624 = load float, ptr addrspace(5) %v9, align 4
  %625 = fmul float %624, %591
  %626 = fadd float %625, %623
  %627 = load float, ptr addrspace(5) %v9, align 4
  %628 = select i1 %555, float %626, float %627
  store float %628, ptr addrspace(5) %v9, align 4
  %629 = load float, ptr addrspace(5) %v, align 4
  %630 = fmul float %623, %392
  %631 = fmul float %629, %591
  %632 = fadd float %631, %630
  %633 = select i1 %555, float %632, float %629
  store float %633, ptr addrspace(5) %v, align 4
  %634 = load float, ptr addrspace(5) %v1, align 4
  %635 = fmul float %623, %406
  %636 = fmul float %634, %591
  %637 = fadd float %636, %635
  %638 = select i1 %555, float %637, float %634
  store float %638, ptr addrspace(5) %v1, align 4
  %639 = load float, ptr addrspace(5) %v2, align 4
  %640 = fmul float %623, %420
  %641 = fmul float %639, %591
  %642 = fadd float %641, %640
  %643 = select i1 %555, float %642, float %639
  store float %643, ptr addrspace(5) %v2, align 4
  %644 = load float, ptr addrspace(5) %v3, align 4
  %645 = fmul float %623, %434
  %646 = fmul float %644, %591
  %647 = fadd float %646, %645
  %648 = select i1 %555, float %647, float %644
  store float %648, ptr addrspace(5) %v3, align 4
  %649 = load float, ptr addrspace(5) %v4, align 4
  %650 = fmul float %623, %448
  %651 = fmul float %649, %591
  %652 = fadd float %651, %650
  %653 = select i1 %555, float %652, float %649
  store float %653, ptr addrspace(5) %v4, align 4
  %654 = load float, ptr addrspace(5) %v5, align 4
  %655 = fmul float %623, %462
  %656 = fmul float %654, %591
  %657 = fadd float %656, %655
  %658 = select i1 %555, float %657, float %654
  store float %658, ptr addrspace(5) %v5, align 4
  %659 = load float, ptr addrspace(5) %v6, align 4
  %660 = fmul float %623, %476
  %661 = fmul float %659, %591
  %662 = fadd float %661, %660
  %663 = select i1 %555, float %662, float %659
  store float %663, ptr addrspace(5) %v6, align 4
  %664 = load float, ptr addrspace(5) %v7, align 4
  %665 = fmul float %623, %490
  %666 = fmul float %664, %591
  %667 = fadd float %666, %665
  %668 = select i1 %555, float %667, float %664
  store float %668, ptr addrspace(5) %v7, align 4
  %669 = select i1 %555, float %559, float %557
  store float %669, ptr addrspace(5) %v8, align 4
  %670 = fmul float %121, %386
  %671 = select i1 %346, float %670, float 0.000000e+00
  %672 = fadd float 0.000000e+00, %671
  %673 = fmul float %130, %400
  %674 = select i1 %348, float %673, float 0.000000e+00
  %675 = fadd float %672, %674
  %676 = fmul float %139, %414
  %677 = select i1 %350, float %676, float 0.000000e+00
  %678 = fadd float %675, %677
  %679 = fmul float %148, %428
  %680 = select i1 %352, float %679, float 0.000000e+00
  %681 = fadd float %678, %680
  %682 = fmul float %157, %442
  %683 = select i1 %354, float %682, float 0.000000e+00
  %684 = fadd float %681, %683
  %685 = fmul float %166, %456
  %686 = select i1 %356, float %685, float 0.000000e+00
  %687 = fadd float %684, %686
  %688 = fmul float %175, %470
  %689 = select i1 %358, float %688, float 0.000000e+00
  %690 = fadd float %687, %689
  %691 = fmul float %184, %484
  %692 = select i1 %360, float %691, float 0.000000e+00
  %693 = fadd float %690, %692
  %694 = bitcast float %693 to i32
  %695 = call i32 @llvm.amdgcn.workitem.id.x()
  %696 = and i32 %695, 31
  %697 = xor i32 %696, 16
  %698 = shl i32 %697, 2
  %699 = call i32 @llvm.amdgcn.ds.bpermute(i32 %698, i32 %694)
  %700 = bitcast i32 %699 to float
  %701 = fadd float %693, %700
  %702 = bitcast float %701 to i32
  %703 = call i32 @llvm.amdgcn.workitem.id.x()
  %704 = and i32 %703, 31
  %705 = xor i32 %704, 8
  %706 = shl i32 %705, 2
  %707 = call i32 @llvm.amdgcn.ds.bpermute(i32 %706, i32 %702)
  %708 = bitcast i32 %707 to float
  %709 = fadd float %701, %708
  %710 = bitcast float %709 to i32
  %711 = call i32 @llvm.amdgcn.workitem.id.x()
  %712 = and i32 %711, 31
  %713 = xor i32 %712, 4
  %714 = shl i32 %713, 2
  %715 = call i32 @llvm.amdgcn.ds.bpermute(i32 %714, i32 %710)
  %716 = bitcast i32 %715 to float
  %717 = fadd float %709, %716
  %718 = bitcast float %717 to i32
  %719 = call i32 @llvm.amdgcn.workitem.id.x()
  %720 = and i32 %719, 31
  %721 = xor i32 %720, 2
  %722 = shl i32 %721, 2
  %723 = call i32 @llvm.amdgcn.ds.bpermute(i32 %722, i32 %718)
  %724 = bitcast i32 %723 to float
  %725 = fadd float %717, %724
  %726 = bitcast float %725 to i32
  %727 = call i32 @llvm.amdgcn.workitem.id.x()
  %728 = and i32 %727, 31
  %729 = xor i32 %728, 1
  %730 = shl i32 %729, 2
  %731 = call i32 @llvm.amdgcn.ds.bpermute(i32 %730, i32 %726)
  %732 = bitcast i32 %731 to float
  %733 = fadd float %725, %732
  %734 = icmp slt i32 %375, %109
  %735 = fmul float %733, %8
  %736 = load float, ptr addrspace(5) %v18, align 4
  %737 = fcmp ogt float %735, %736
  %738 = select i1 %737, float %735, float %736
  %739 = fsub float %736, %738
  %740 = fmul float %739, 0x3FF7154760000000
  %741 = fcmp olt float %740, -1.260000e+02
  %742 = fcmp ogt float %740, 1.270000e+02
  %743 = select i1 %741, float -1.260000e+02, float %740
  %744 = select i1 %742, float 1.270000e+02, float %743
  %745 = fadd float %744, 5.000000e-01
  %746 = call float @llvm.floor.f32(float %745)
  %747 = fsub float %744, %746
  %748 = fmul float 0x3EEFFCBFC0000000, %747
  %749 = fadd float %748, 0x3F24309120000000
  %750 = fmul float %749, %747
  %751 = fadd float %750, 0x3F55D87FE0000000
  %752 = fmul float %751, %747
  %753 = fadd float %752, 0x3F83B2AB60000000
  %754 = fmul float %753, %747
  %755 = fadd float %754, 0x3FAC6B08E0000000
  %756 = fmul float %755, %747
  %757 = fadd float %756, 0x3FCEBFBE00000000
  %758 = fmul float %757, %747
  %759 = fadd float %758, 0x3FE62E4300000000
  %760 = fmul float %759, %747
  %761 = fadd float %760, 1.000000e+00
  %762 = fptosi float %746 to i32
  %763 = add i32 %762, 127
  %764 = shl i32 %763, 23
  %765 = bitcast i32 %764 to float
  %766 = fmul float %761, %765
  %767 = select i1 %741, float 0.000000e+00, float %766
  %768 = select i1 %742, float 0x7FF0000000000000, float %767
  %769 = fcmp uno float %740, %740
  %770 = select i1 %769, float %740, float %768
  %771 = fsub float %735, %738
  %772 = fmul float %771, 0x3FF7154760000000
  %773 = fcmp olt float %772, -1.260000e+02
  %774 = fcmp ogt float %772, 1.270000e+02
  %775 = select i1 %773, float -1.260000e+02, float %772
  %776 = select i1 %774, float 1.270000e+02, float %775
  %777 = fadd float %776, 5.000000e-01
  %778 = call float @llvm.floor.f32(float %777)
  %779 = fsub float %776, %778
  %780 = fmul float 0x3EEFFCBFC0000000, %779
  %781 = fadd float %780, 0x3F24309120000000
  %782 = fmul float %781, %779
  %783 = fadd float %782, 0x3F55D87FE0000000
  %784 = fmul float %783, %779
  %785 = fadd float %784, 0x3F83B2AB60000000
  %786 = fmul float %785, %779
  %787 = fadd float %786, 0x3FAC6B08E0000000
  %788 = fmul float %787, %779
  %789 = fadd float %788, 0x3FCEBFBE00000000
  %790 = fmul float %789, %779
  %791 = fadd float %790, 0x3FE62E4300000000
  %792 = fmul float %791, %779
  %793 = fadd float %792, 1.000000e+00
  %794 = fptosi float %778 to i32
  %795 = add i32 %794, 127
  %796 = shl i32 %795, 23
  %797 = bitcast i32 %796 to float
  %798 = fmul float %793, %797
  %799 = select i1 %773, float 0.000000e+00, float %798
  %800 = select i1 %774, float 0x7FF0000000000000, float %799
  %801 = fcmp uno float %772, %772
  %802 = select i1 %801, float %772, float %800
  %803 = load float, ptr addrspace(5) %v19, align 4
  %804 = fmul float %803, %770
  %805 = fadd float %804, %802
  %806 = load float, ptr addrspace(5) %v19, align 4
  %807 = select i1 %734, float %805, float %806
  store float %807, ptr addrspace(5) %v19, align 4
  %808 = load float, ptr addrspace(5) %v10, align 4
  %809 = fmul float %802, %392
  %810 = fmul float %808, %770
  %811 = fadd float %810, %809
  %812 = select i1 %734, float %811, float %808
  store float %812, ptr addrspace(5) %v10, align 4
  %813 = load float, ptr addrspace(5) %v11, align 4
  %814 = fmul float %802, %406
  %815 = fmul float %813, %770
  %816 = fadd float %815, %814
  %817 = select i1 %734, float %816, float %813
  store float %817, ptr addrspace(5) %v11, align 4
  %818 = load float, ptr addrspace(5) %v12, align 4
  %819 = fmul float %802, %420
  %820 = fmul float %818, %770
  %821 = fadd float %820, %819
  %822 = select i1 %734, float %821, float %818
  store float %822, ptr addrspace(5) %v12, align 4
  %823 = load float, ptr addrspace(5) %v13, align 4
  %824 = fmul float %802, %434
  %825 = fmul float %823, %770
  %826 = fadd float %825, %824
  %827 = select i1 %734, float %826, float %823
  store float %827, ptr addrspace(5) %v13, align 4
  %828 = load float, ptr addrspace(5) %v14, align 4
  %829 = fmul float %802, %448
  %830 = fmul float %828, %770
  %831 = fadd float %830, %829
  %832 = select i1 %734, float %831, float %828
  store float %832, ptr addrspace(5) %v14, align 4
  %833 = load float, ptr addrspace(5) %v15, align 4
  %834 = fmul float %802, %462
  %835 = fmul float %833, %770
  %836 = fadd float %835, %834
  %837 = select i1 %734, float %836, float %833
  store float %837, ptr addrspace(5) %v15, align 4
  %838 = load float, ptr addrspace(5) %v16, align 4
  %839 = fmul float %802, %476
  %840 = fmul float %838, %770
  %841 = fadd float %840, %839
  %842 = select i1 %734, float %841, float %838
  store float %842, ptr addrspace(5) %v16, align 4
  %843 = load float, ptr addrspace(5) %v17, align 4
  %844 = fmul float %802, %490
  %845 = fmul float %843, %770
  %846 = fadd float %845, %844
  %847 = select i1 %734, float %846, float %843
  store float %847, ptr addrspace(5) %v17, align 4
  %848 = select i1 %734, float %738, float %736
  store float %848, ptr addrspace(5) %v18, align 4
  %849 = fmul float %201, %386
  %850 = select i1 %346, float %849, float 0.000000e+00
  %851 = fadd float 0.000000e+00, %850
  %852 = fmul float %210, %400
  %853 = select i1 %348, float %852, float 0.000000e+00
  %854 = fadd float %851, %853
  %855 = fmul float %219, %414
  %856 = select i1 %350, float %855, float 0.000000e+00
  %857 = fadd float %854, %856
  %858 = fmul float %228, %428
  %859 = select i1 %352, float %858, float 0.000000e+00
  %860 = fadd float %857, %859
  %861 = fmul float %237, %442
  %862 = select i1 %354, float %861, float 0.000000e+00
  %863 = fadd float %860, %862
  %864 = fmul float %246, %456
  %865 = select i1 %356, float %864, float 0.000000e+00
  %866 = fadd float %863, %865
  %867 = fmul float %255, %470
  %868 = select i1 %358, float %867, float 0.000000e+00
  %869 = fadd float %866, %868
  %870 = fmul float %264, %484
  %871 = select i1 %360, float %870, float 0.000000e+00
  %872 = fadd float %869, %871
  %873 = bitcast float %872 to i32
  %874 = call i32 @llvm.amdgcn.workitem.id.x()
  %875 = and i32 %874, 31
  %876 = xor i32 %875, 16
  %877 = shl i32 %876, 2
  %878 = call i32 @llvm.amdgcn.ds.bpermute(i32 %877, i32 %873)
  %879 = bitcast i32 %878 to float
  %880 = fadd float %872, %879
  %881 = bitcast float %880 to i32
  %882 = call i32 @llvm.amdgcn.workitem.id.x()
  %883 = and i32 %882, 31
  %884 = xor i32 %883, 8
  %885 = shl i32 %884, 2
  %886 = call i32 @llvm.amdgcn.ds.bpermute(i32 %885, i32 %881)
  %887 = bitcast i32 %886 to float
  %888 = fadd float %880, %887
  %889 = bitcast float %888 to i32
  %890 = call i32 @llvm.amdgcn.workitem.id.x()
  %891 = and i32 %890, 31
  %892 = xor i32 %891, 4
  %893 = shl i32 %892, 2
  %894 = call i32 @llvm.amdgcn.ds.bpermute(i32 %893, i32 %889)
  %895 = bitcast i32 %894 to float
  %896 = fadd float %888, %895
  %897 = bitcast float %896 to i32
  %898 = call i32 @llvm.amdgcn.workitem.id.x()
  %899 = and i32 %898, 31
  %900 = xor i32 %899, 2
  %901 = shl i32 %900, 2
  %902 = call i32 @llvm.amdgcn.ds.bpermute(i32 %901, i32 %897)
  %903 = bitcast i32 %902 to float
  %904 = fadd float %896, %903
  %905 = bitcast float %904 to i32
  %906 = call i32 @llvm.amdgcn.workitem.id.x()
  %907 = and i32 %906, 31
  %908 = xor i32 %907, 1
  %909 = shl i32 %908, 2
  %910 = call i32 @llvm.amdgcn.ds.bpermute(i32 %909, i32 %905)
  %911 = bitcast i32 %910 to float
  %912 = fadd float %904, %911
  %913 = icmp slt i32 %375, %189
  %914 = fmul float %912, %8
  %915 = load float, ptr addrspace(5) %v28, align 4
  %916 = fcmp ogt float %914, %915
  %917 = select i1 %916, float %914, float %915
  %918 = fsub float %915, %917
  %919 = fmul float %918, 0x3FF7154760000000
  %920 = fcmp olt float %919, -1.260000e+02
  %921 = fcmp ogt float %919, 1.270000e+02
  %922 = select i1 %920, float -1.260000e+02, float %919
  %923 = select i1 %921, float 1.270000e+02, float %922
  %924 = fadd float %923, 5.000000e-01
  %925 = call float @llvm.floor.f32(float %924)
  %926 = fsub float %923, %925
  %927 = fmul float 0x3EEFFCBFC0000000, %926
  %928 = fadd float %927, 0x3F24309120000000
  %929 = fmul float %928, %926
  %930 = fadd float %929, 0x3F55D87FE0000000
  %931 = fmul float %930, %926
  %932 = fadd float %931, 0x3F83B2AB60000000
  %933 = fmul float %932, %926
  %934 = fadd float %933, 0x3FAC6B08E0000000
  %935 = fmul float %934, %926
  %936 = fadd float %935, 0x3FCEBFBE00000000
  %937 = fmul float %936, %926
  %938 = fadd float %937, 0x3FE62E4300000000
  %939 = fmul float %938, %926
  %940 = fadd float %939, 1.000000e+00
  %941 = fptosi float %925 to i32
  %942 = add i32 %941, 127
  %943 = shl i32 %942, 23
  %944 = bitcast i32 %943 to float
  %945 = fmul float %940, %944
  %946 = select i1 %920, float 0.000000e+00, float %945
  %947 = select i1 %921, float 0x7FF0000000000000, float %946
  %948 = fcmp uno float %919, %919
  %949 = select i1 %948, float %919, float %947
  %950 = fsub float %914, %917
  %951 = fmul float %950, 0x3FF7154760000000
  %952 = fcmp olt float %951, -1.260000e+02
  %953 = fcmp ogt float %951, 1.270000e+02
  %954 = select i1 %952, float -1.260000e+02, float %951
  %955 = select i1 %953, float 1.270000e+02, float %954
  %956 = fadd float %955, 5.000000e-01
  %957 = call float @llvm.floor.f32(float %956)
  %958 = fsub float %955, %957
  %959 = fmul float 0x3EEFFCBFC0000000, %958
  %960 = fadd float %959, 0x3F24309120000000
  %961 = fmul float %960, %958
  %962 = fadd float %961, 0x3F55D87FE0000000
  %963 = fmul float %962, %958
  %964 = fadd float %963, 0x3F83B2AB60000000
  %965 = fmul float %964, %958
  %966 = fadd float %965, 0x3FAC6B08E0000000
  %967 = fmul float %966, %958
  %968 = fadd float %967, 0x3FCEBFBE00000000
  %969 = fmul float %968, %958
  %970 = fadd float %969, 0x3FE62E4300000000
  %971 = fmul float %970, %958
  %972 = fadd float %971, 1.000000e+00
  %973 = fptosi float %957 to i32
  %974 = add i32 %973, 127
  %975 = shl i32 %974, 23
  %976 = bitcast i32 %975 to float
  %977 = fmul float %972, %976
  %978 = select i1 %952, float 0.000000e+00, float %977
  %979 = select i1 %953, float 0x7FF0000000000000, float %978
  %980 = fcmp uno float %951, %951
  %981 = select i1 %980, float %951, float %979
  %982 = load float, ptr addrspace(5) %v29, align 4
  %983 = fmul float %982, %949
  %984 = fadd float %983, %981
  %985 = load float, ptr addrspace(5) %v29, align 4
  %986 = select i1 %913, float %984, float %985
  store float %986, ptr addrspace(5) %v29, align 4
  %987 = load float, ptr addrspace(5) %v20, align 4
  %988 = fmul float %981, %392
  %989 = fmul float %987, %949
  %990 = fadd float %989, %988
  %991 = select i1 %913, float %990, float %987
  store float %991, ptr addrspace(5) %v20, align 4
  %992 = load float, ptr addrspace(5) %v21, align 4
  %993 = fmul float %981, %406
  %994 = fmul float %992, %949
  %995 = fadd float %994, %993
  %996 = select i1 %913, float %995, float %992
  store float %996, ptr addrspace(5) %v21, align 4
  %997 = load float, ptr addrspace(5) %v22, align 4
  %998 = fmul float %981, %420
  %999 = fmul float %997, %949
  %1000 = fadd float %999, %998
  %1001 = select i1 %913, float %1000, float %997
  store float %1001, ptr addrspace(5) %v22, align 4
  %1002 = load float, ptr addrspace(5) %v23, align 4
  %1003 = fmul float %981, %434
  %1004 = fmul float %1002, %949
  %1005 = fadd float %1004, %1003
  %1006 = select i1 %913, float %1005, float %1002
  store float %1006, ptr addrspace(5) %v23, align 4
  %1007 = load float, ptr addrspace(5) %v24, align 4
  %1008 = fmul float %981, %448
  %1009 = fmul float %1007, %949
  %1010 = fadd float %1009, %1008
  %1011 = select i1 %913, float %1010, float %1007
  store float %1011, ptr addrspace(5) %v24, align 4
  %1012 = load float, ptr addrspace(5) %v25, align 4
  %1013 = fmul float %981, %462
  %1014 = fmul float %1012, %949
  %1015 = fadd float %1014, %1013
  %1016 = select i1 %913, float %1015, float %1012
  store float %1016, ptr addrspace(5) %v25, align 4
  %1017 = load float, ptr addrspace(5) %v26, align 4
  %1018 = fmul float %981, %476
  %1019 = fmul float %1017, %949
  %1020 = fadd float %1019, %1018
  %1021 = select i1 %913, float %1020, float %1017
  store float %1021, ptr addrspace(5) %v26, align 4
  %1022 = load float, ptr addrspace(5) %v27, align 4
  %1023 = fmul float %981, %490
  %1024 = fmul float %1022, %949
  %1025 = fadd float %1024, %1023
  %1026 = select i1 %913, float %1025, float %1022
  store float %1026, ptr addrspace(5) %v27, align 4
  %1027 = select i1 %913, float %917, float %915
  store float %1027, ptr addrspace(5) %v28, align 4
  %1028 = fmul float %281, %386
  %1029 = select i1 %346, float %1028, float 0.000000e+00
  %1030 = fadd float 0.000000e+00, %1029
  %1031 = fmul float %290, %400
  %1032 = select i1 %348, float %1031, float 0.000000e+00
  %1033 = fadd float %1030, %1032
  %1034 = fmul float %299, %414
  %1035 = select i1 %350, float %1034, float 0.000000e+00
  %1036 = fadd float %1033, %1035
  %1037 = fmul float %308, %428
  %1038 = select i1 %352, float %1037, float 0.000000e+00
  %1039 = fadd float %1036, %1038
  %1040 = fmul float %317, %442
  %1041 = select i1 %354, float %1040, float 0.000000e+00
  %1042 = fadd float %1039, %1041
  %1043 = fmul float %326, %456
  %1044 = select i1 %356, float %1043, float 0.000000e+00
  %1045 = fadd float %1042, %1044
  %1046 = fmul float %335, %470
  %1047 = select i1 %358, float %1046, float 0.000000e+00
  %1048 = fadd float %1045, %1047
  %1049 = fmul float %344, %484
  %1050 = select i1 %360, float %1049, float 0.000000e+00
  %1051 = fadd float %1048, %1050
  %1052 = bitcast float %1051 to i32
  %1053 = call i32 @llvm.amdgcn.workitem.id.x()
  %1054 = and i32 %1053, 31
  %1055 = xor i32 %1054, 16
  %1056 = shl i32 %1055, 2
  %1057 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1056, i32 %1052)
  %1058 = bitcast i32 %1057 to float
  %1059 = fadd float %1051, %1058
  %1060 = bitcast float %1059 to i32
  %1061 = call i32 @llvm.amdgcn.workitem.id.x()
  %1062 = and i32 %1061, 31
  %1063 = xor i32 %1062, 8
  %1064 = shl i32 %1063, 2
  %1065 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1064, i32 %1060)
  %1066 = bitcast i32 %1065 to float
  %1067 = fadd float %1059, %1066
  %1068 = bitcast float %1067 to i32
  %1069 = call i32 @llvm.amdgcn.workitem.id.x()
  %1070 = and i32 %1069, 31
  %1071 = xor i32 %1070, 4
  %1072 = shl i32 %1071, 2
  %1073 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1072, i32 %1068)
  %1074 = bitcast i32 %1073 to float
  %1075 = fadd float %1067, %1074
  %1076 = bitcast float %1075 to i32
  %1077 = call i32 @llvm.amdgcn.workitem.id.x()
  %1078 = and i32 %1077, 31
  %1079 = xor i32 %1078, 2
  %1080 = shl i32 %1079, 2
  %1081 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1080, i32 %1076)
  %1082 = bitcast i32 %1081 to float
  %1083 = fadd float %1075, %1082
  %1084 = bitcast float %1083 to i32
  %1085 = call i32 @llvm.amdgcn.workitem.id.x()
  %1086 = and i32 %1085, 31
  %1087 = xor i32 %1086, 1
  %1088 = shl i32 %1087, 2
  %1089 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1088, i32 %1084)
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1083, %1090
  %1092 = icmp slt i32 %375, %269
  %1093 = fmul float %1091, %8
  %1094 = load float, ptr addrspace(5) %v38, align 4
  %1095 = fcmp ogt float %1093, %1094
  %1096 = select i1 %1095, float %1093, float %1094
  %1097 = fsub float %1094, %1096
  %1098 = fmul float %1097, 0x3FF7154760000000
  %1099 = fcmp olt float %1098, -1.260000e+02
  %1100 = fcmp ogt float %1098, 1.270000e+02
  %1101 = select i1 %1099, float -1.260000e+02, float %1098
  %1102 = select i1 %1100, float 1.270000e+02, float %1101
  %1103 = fadd float %1102, 5.000000e-01
  %1104 = call float @llvm.floor.f32(float %1103)
  %1105 = fsub float %1102, %1104
  %1106 = fmul float 0x3EEFFCBFC0000000, %1105
  %1107 = fadd float %1106, 0x3F24309120000000
  %1108 = fmul float %1107, %1105
  %1109 = fadd float %1108, 0x3F55D87FE0000000
  %1110 = fmul float %1109, %1105
  %1111 = fadd float %1110, 0x3F83B2AB60000000
  %1112 = fmul float %1111, %1105
  %1113 = fadd float %1112, 0x3FAC6B08E0000000
  %1114 = fmul float %1113, %1105
  %1115 = fadd float %1114, 0x3FCEBFBE00000000
  %1116 = fmul float %1115, %1105
  %1117 = fadd float %1116, 0x3FE62E4300000000
  %1118 = fmul float %1117, %1105
  %1119 = fadd float %1118, 1.000000e+00
  %1120 = fptosi float %1104 to i32
  %1121 = add i32 %1120, 127
  %1122 = shl i32 %1121, 23
  %1123 = bitcast i32 %1122 to float
  %1124 = fmul float %1119, %1123
  %1125 = select i1 %1099, float 0.000000e+00, float %1124
  %1126 = select i1 %1100, float 0x7FF0000000000000, float %1125
  %1127 = fcmp uno float %1098, %1098
  %1128 = select i1 %1127, float %1098, float %1126
  %1129 = fsub float %1093, %1096
  %1130 = fmul float %1129, 0x3FF7154760000000
  %1131 = fcmp olt float %1130, -1.260000e+02
  %1132 = fcmp ogt float %1130, 1.270000e+02
  %1133 = select i1 %1131, float -1.260000e+02, float %1130
  %1134 = select i1 %1132, float 1.270000e+02, float %1133
  %1135 = fadd float %1134, 5.000000e-01
  %1136 = call float @llvm.floor.f32(float %1135)
  %1137 = fsub float %1134, %1136
  %1138 = fmul float 0x3EEFFCBFC0000000, %1137
  %1139 = fadd float %1138, 0x3F24309120000000
  %1140 = fmul float %1139, %1137
  %1141 = fadd float %1140, 0x3F55D87FE0000000
  %1142 = fmul float %1141, %1137
  %1143 = fadd float %1142, 0x3F83B2AB60000000
  %1144 = fmul float %1143, %1137
  %1145 = fadd float %1144, 0x3FAC6B08E0000000
  %1146 = fmul float %1145, %1137
  %1147 = fadd float %1146, 0x3FCEBFBE00000000
  %1148 = fmul float %1147, %1137
  %1149 = fadd float %1148, 0x3FE62E4300000000
  %1150 = fmul float %1149, %1137
  %1151 = fadd float %1150, 1.000000e+00
  %1152 = fptosi float %1136 to i32
  %1153 = add i32 %1152, 127
  %1154 = shl i32 %1153, 23
  %1155 = bitcast i32 %1154 to float
  %1156 = fmul float %1151, %1155
  %1157 = select i1 %1131, float 0.000000e+00, float %1156
  %1158 = select i1 %1132, float 0x7FF0000000000000, float %1157
  %1159 = fcmp uno float %1130, %1130
  %1160 = select i1 %1159, float %1130, float %1158
  %1161 = load float, ptr addrspace(5) %v39, align 4
  %1162 = fmul float %1161, %1128
  %1163 = fadd float %1162, %1160
  %1164 = load float, ptr addrspace(5) %v39, align 4
  %1165 = select i1 %1092, float %1163, float %1164
  store float %1165, ptr addrspace(5) %v39, align 4
  %1166 = load float, ptr addrspace(5) %v30, align 4
  %1167 = fmul float %1160, %392
  %1168 = fmul float %1166, %1128
  %1169 = fadd float %1168, %1167
  %1170 = select i1 %1092, float %1169, float %1166
  store float %1170, ptr addrspace(5) %v30, align 4
  %1171 = load float, ptr addrspace(5) %v31, align 4
  %1172 = fmul float %1160, %406
  %1173 = fmul float %1171, %1128
  %1174 = fadd float %1173, %1172
  %1175 = select i1 %1092, float %1174, float %1171
  store float %1175, ptr addrspace(5) %v31, align 4
  %1176 = load float, ptr addrspace(5) %v32, align 4
  %1177 = fmul float %1160, %420
  %1178 = fmul float %1176, %1128
  %1179 = fadd float %1178, %1177
  %1180 = select i1 %1092, float %1179, float %1176
  store float %1180, ptr addrspace(5) %v32, align 4
  %1181 = load float, ptr addrspace(5) %v33, align 4
  %1182 = fmul float %1160, %434
  %1183 = fmul float %1181, %1128
  %1184 = fadd float %1183, %1182
  %1185 = select i1 %1092, float %1184, float %1181
  store float %1185, ptr addrspace(5) %v33, align 4
  %1186 = load float, ptr addrspace(5) %v34, align 4
  %1187 = fmul float %1160, %448
  %1188 = fmul float %1186, %1128
  %1189 = fadd float %1188, %1187
  %1190 = select i1 %1092, float %1189, float %1186
  store float %1190, ptr addrspace(5) %v34, align 4
  %1191 = load float, ptr addrspace(5) %v35, align 4
  %1192 = fmul float %1160, %462
  %1193 = fmul float %1191, %1128
  %1194 = fadd float %1193, %1192
  %1195 = select i1 %1092, float %1194, float %1191
  store float %1195, ptr addrspace(5) %v35, align 4
  %1196 = load float, ptr addrspace(5) %v36, align 4
  %1197 = fmul float %1160, %476
  %1198 = fmul float %1196, %1128
  %1199 = fadd float %1198, %1197
  %1200 = select i1 %1092, float %1199, float %1196
  store float %1200, ptr addrspace(5) %v36, align 4
  %1201 = load float, ptr addrspace(5) %v37, align 4
  %1202 = fmul float %1160, %490
  %1203 = fmul float %1201, %1128
  %1204 = fadd float %1203, %1202
  %1205 = select i1 %1092, float %1204, float %1201
  store float %1205, ptr addrspace(5) %v37, align 4
  %1206 = select i1 %1092, float %1096, float %1094
  store float %1206, ptr addrspace(5) %v38, align 4
  %1207 = load i32, ptr addrspace(5) %v40, align 4
  %1208 = add i32 %1207, 4
  store i32 %1208, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1209 = add i32 0, %13
  %1210 = mul i32 %1209, 256
  %1211 = load float, ptr addrspace(5) %v, align 4
  br i1 %346, label %then, label %endif

then:                                             ; preds = %done
  %1212 = add i32 %1210, %345
  %1213 = sext i32 %1212 to i64
  %1214 = mul i64 %1213, 4
  %1215 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1214
  store float %1211, ptr addrspace(3) %1215, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1216 = load float, ptr addrspace(5) %v1, align 4
  br i1 %348, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1217 = add i32 %1210, %347
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1219
  store float %1216, ptr addrspace(3) %1220, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1221 = load float, ptr addrspace(5) %v2, align 4
  br i1 %350, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1222 = add i32 %1210, %349
  %1223 = sext i32 %1222 to i64
  %1224 = mul i64 %1223, 4
  %1225 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1224
  store float %1221, ptr addrspace(3) %1225, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1226 = load float, ptr addrspace(5) %v3, align 4
  br i1 %352, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1227 = add i32 %1210, %351
  %1228 = sext i32 %1227 to i64
  %1229 = mul i64 %1228, 4
  %1230 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1229
  store float %1226, ptr addrspace(3) %1230, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1231 = load float, ptr addrspace(5) %v4, align 4
  br i1 %354, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1232 = add i32 %1210, %353
  %1233 = sext i32 %1232 to i64
  %1234 = mul i64 %1233, 4
  %1235 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1234
  store float %1231, ptr addrspace(3) %1235, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1236 = load float, ptr addrspace(5) %v5, align 4
  br i1 %356, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1237 = add i32 %1210, %355
  %1238 = sext i32 %1237 to i64
  %1239 = mul i64 %1238, 4
  %1240 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1239
  store float %1236, ptr addrspace(3) %1240, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1241 = load float, ptr addrspace(5) %v6, align 4
  br i1 %358, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1242 = add i32 %1210, %357
  %1243 = sext i32 %1242 to i64
  %1244 = mul i64 %1243, 4
  %1245 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1244
  store float %1241, ptr addrspace(3) %1245, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1246 = load float, ptr addrspace(5) %v7, align 4
  br i1 %360, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1247 = add i32 %1210, %359
  %1248 = sext i32 %1247 to i64
  %1249 = mul i64 %1248, 4
  %1250 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1249
  store float %1246, ptr addrspace(3) %1250, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1251 = icmp eq i32 %11, 0
  %1252 = load float, ptr addrspace(5) %v8, align 4
  %1253 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1251, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1254 = mul i32 %1209, 2
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 4
  %1257 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1256
  store float %1252, ptr addrspace(3) %1257, align 4
  %1258 = add i32 %1254, 1
  %1259 = sext i32 %1258 to i64
  %1260 = mul i64 %1259, 4
  %1261 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1260
  store float %1253, ptr addrspace(3) %1261, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1262 = add i32 4, %13
  %1263 = mul i32 %1262, 256
  %1264 = load float, ptr addrspace(5) %v10, align 4
  br i1 %346, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1265 = add i32 %1263, %345
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1267
  store float %1264, ptr addrspace(3) %1268, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1269 = load float, ptr addrspace(5) %v11, align 4
  br i1 %348, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1270 = add i32 %1263, %347
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1272
  store float %1269, ptr addrspace(3) %1273, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1274 = load float, ptr addrspace(5) %v12, align 4
  br i1 %350, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1275 = add i32 %1263, %349
  %1276 = sext i32 %1275 to i64
  %1277 = mul i64 %1276, 4
  %1278 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1277
  store float %1274, ptr addrspace(3) %1278, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1279 = load float, ptr addrspace(5) %v13, align 4
  br i1 %352, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1280 = add i32 %1263, %351
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 4
  %1283 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1282
  store float %1279, ptr addrspace(3) %1283, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1284 = load float, ptr addrspace(5) %v14, align 4
  br i1 %354, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1285 = add i32 %1263, %353
  %1286 = sext i32 %1285 to i64
  %1287 = mul i64 %1286, 4
  %1288 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1287
  store float %1284, ptr addrspace(3) %1288, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1289 = load float, ptr addrspace(5) %v15, align 4
  br i1 %356, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1290 = add i32 %1263, %355
  %1291 = sext i32 %1290 to i64
  %1292 = mul i64 %1291, 4
  %1293 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1292
  store float %1289, ptr addrspace(3) %1293, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1294 = load float, ptr addrspace(5) %v16, align 4
  br i1 %358, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1295 = add i32 %1263, %357
  %1296 = sext i32 %1295 to i64
  %1297 = mul i64 %1296, 4
  %1298 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1297
  store float %1294, ptr addrspace(3) %1298, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1299 = load float, ptr addrspace(5) %v17, align 4
  br i1 %360, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1300 = add i32 %1263, %359
  %1301 = sext i32 %1300 to i64
  %1302 = mul i64 %1301, 4
  %1303 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1302
  store float %1299, ptr addrspace(3) %1303, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1304 = icmp eq i32 %11, 0
  %1305 = load float, ptr addrspace(5) %v18, align 4
  %1306 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1304, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1307 = mul i32 %1262, 2
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1309
  store float %1305, ptr addrspace(3) %1310, align 4
  %1311 = add i32 %1307, 1
  %1312 = sext i32 %1311 to i64
  %1313 = mul i64 %1312, 4
  %1314 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1313
  store float %1306, ptr addrspace(3) %1314, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1315 = add i32 8, %13
  %1316 = mul i32 %1315, 256
  %1317 = load float, ptr addrspace(5) %v20, align 4
  br i1 %346, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1318 = add i32 %1316, %345
  %1319 = sext i32 %1318 to i64
  %1320 = mul i64 %1319, 4
  %1321 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1320
  store float %1317, ptr addrspace(3) %1321, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1322 = load float, ptr addrspace(5) %v21, align 4
  br i1 %348, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1323 = add i32 %1316, %347
  %1324 = sext i32 %1323 to i64
  %1325 = mul i64 %1324, 4
  %1326 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1325
  store float %1322, ptr addrspace(3) %1326, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1327 = load float, ptr addrspace(5) %v22, align 4
  br i1 %350, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1328 = add i32 %1316, %349
  %1329 = sext i32 %1328 to i64
  %1330 = mul i64 %1329, 4
  %1331 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1330
  store float %1327, ptr addrspace(3) %1331, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1332 = load float, ptr addrspace(5) %v23, align 4
  br i1 %352, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1333 = add i32 %1316, %351
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 4
  %1336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1335
  store float %1332, ptr addrspace(3) %1336, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1337 = load float, ptr addrspace(5) %v24, align 4
  br i1 %354, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1338 = add i32 %1316, %353
  %1339 = sext i32 %1338 to i64
  %1340 = mul i64 %1339, 4
  %1341 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1340
  store float %1337, ptr addrspace(3) %1341, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1342 = load float, ptr addrspace(5) %v25, align 4
  br i1 %356, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1343 = add i32 %1316, %355
  %1344 = sext i32 %1343 to i64
  %1345 = mul i64 %1344, 4
  %1346 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1345
  store float %1342, ptr addrspace(3) %1346, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1347 = load float, ptr addrspace(5) %v26, align 4
  br i1 %358, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1348 = add i32 %1316, %357
  %1349 = sext i32 %1348 to i64
  %1350 = mul i64 %1349, 4
  %1351 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1350
  store float %1347, ptr addrspace(3) %1351, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1352 = load float, ptr addrspace(5) %v27, align 4
  br i1 %360, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1353 = add i32 %1316, %359
  %1354 = sext i32 %1353 to i64
  %1355 = mul i64 %1354, 4
  %1356 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1355
  store float %1352, ptr addrspace(3) %1356, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1357 = icmp eq i32 %11, 0
  %1358 = load float, ptr addrspace(5) %v28, align 4
  %1359 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1357, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1360 = mul i32 %1315, 2
  %1361 = sext i32 %1360 to i64
  %1362 = mul i64 %1361, 4
  %1363 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1362
  store float %1358, ptr addrspace(3) %1363, align 4
  %1364 = add i32 %1360, 1
  %1365 = sext i32 %1364 to i64
  %1366 = mul i64 %1365, 4
  %1367 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1366
  store float %1359, ptr addrspace(3) %1367, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1368 = add i32 12, %13
  %1369 = mul i32 %1368, 256
  %1370 = load float, ptr addrspace(5) %v30, align 4
  br i1 %346, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1371 = add i32 %1369, %345
  %1372 = sext i32 %1371 to i64
  %1373 = mul i64 %1372, 4
  %1374 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1373
  store float %1370, ptr addrspace(3) %1374, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1375 = load float, ptr addrspace(5) %v31, align 4
  br i1 %348, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1376 = add i32 %1369, %347
  %1377 = sext i32 %1376 to i64
  %1378 = mul i64 %1377, 4
  %1379 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1378
  store float %1375, ptr addrspace(3) %1379, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1380 = load float, ptr addrspace(5) %v32, align 4
  br i1 %350, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1381 = add i32 %1369, %349
  %1382 = sext i32 %1381 to i64
  %1383 = mul i64 %1382, 4
  %1384 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1383
  store float %1380, ptr addrspace(3) %1384, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1385 = load float, ptr addrspace(5) %v33, align 4
  br i1 %352, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1386 = add i32 %1369, %351
  %1387 = sext i32 %1386 to i64
  %1388 = mul i64 %1387, 4
  %1389 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1388
  store float %1385, ptr addrspace(3) %1389, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1390 = load float, ptr addrspace(5) %v34, align 4
  br i1 %354, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1391 = add i32 %1369, %353
  %1392 = sext i32 %1391 to i64
  %1393 = mul i64 %1392, 4
  %1394 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1393
  store float %1390, ptr addrspace(3) %1394, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1395 = load float, ptr addrspace(5) %v35, align 4
  br i1 %356, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1396 = add i32 %1369, %355
  %1397 = sext i32 %1396 to i64
  %1398 = mul i64 %1397, 4
  %1399 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1398
  store float %1395, ptr addrspace(3) %1399, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1400 = load float, ptr addrspace(5) %v36, align 4
  br i1 %358, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1401 = add i32 %1369, %357
  %1402 = sext i32 %1401 to i64
  %1403 = mul i64 %1402, 4
  %1404 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1403
  store float %1400, ptr addrspace(3) %1404, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1405 = load float, ptr addrspace(5) %v37, align 4
  br i1 %360, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1406 = add i32 %1369, %359
  %1407 = sext i32 %1406 to i64
  %1408 = mul i64 %1407, 4
  %1409 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1408
  store float %1405, ptr addrspace(3) %1409, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1410 = icmp eq i32 %11, 0
  %1411 = load float, ptr addrspace(5) %v38, align 4
  %1412 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1410, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1413 = mul i32 %1368, 2
  %1414 = sext i32 %1413 to i64
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1415
  store float %1411, ptr addrspace(3) %1416, align 4
  %1417 = add i32 %1413, 1
  %1418 = sext i32 %1417 to i64
  %1419 = mul i64 %1418, 4
  %1420 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1419
  store float %1412, ptr addrspace(3) %1420, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1421 = load float, ptr addrspace(3) @lds2, align 4
  %1422 = fcmp ogt float %1421, 0xFFF0000000000000
  %1423 = select i1 %1422, float %1421, float 0xFFF0000000000000
  %1424 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1425 = fcmp ogt float %1424, %1423
  %1426 = select i1 %1425, float %1424, float %1423
  %1427 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1428 = fcmp ogt float %1427, %1426
  %1429 = select i1 %1428, float %1427, float %1426
  %1430 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1431 = fcmp ogt float %1430, %1429
  %1432 = select i1 %1431, float %1430, float %1429
  %1433 = fsub float %1421, %1432
  %1434 = fmul float %1433, 0x3FF7154760000000
  %1435 = fcmp olt float %1434, -1.260000e+02
  %1436 = fcmp ogt float %1434, 1.270000e+02
  %1437 = select i1 %1435, float -1.260000e+02, float %1434
  %1438 = select i1 %1436, float 1.270000e+02, float %1437
  %1439 = fadd float %1438, 5.000000e-01
  %1440 = call float @llvm.floor.f32(float %1439)
  %1441 = fsub float %1438, %1440
  %1442 = fmul float 0x3EEFFCBFC0000000, %1441
  %1443 = fadd float %1442, 0x3F24309120000000
  %1444 = fmul float %1443, %1441
  %1445 = fadd float %1444, 0x3F55D87FE0000000
  %1446 = fmul float %1445, %1441
  %1447 = fadd float %1446, 0x3F83B2AB60000000
  %1448 = fmul float %1447, %1441
  %1449 = fadd float %1448, 0x3FAC6B08E0000000
  %1450 = fmul float %1449, %1441
  %1451 = fadd float %1450, 0x3FCEBFBE00000000
  %1452 = fmul float %1451, %1441
  %1453 = fadd float %1452, 0x3FE62E4300000000
  %1454 = fmul float %1453, %1441
  %1455 = fadd float %1454, 1.000000e+00
  %1456 = fptosi float %1440 to i32
  %1457 = add i32 %1456, 127
  %1458 = shl i32 %1457, 23
  %1459 = bitcast i32 %1458 to float
  %1460 = fmul float %1455, %1459
  %1461 = select i1 %1435, float 0.000000e+00, float %1460
  %1462 = select i1 %1436, float 0x7FF0000000000000, float %1461
  %1463 = fcmp uno float %1434, %1434
  %1464 = select i1 %1463, float %1434, float %1462
  %1465 = fcmp oeq float %1421, 0xFFF0000000000000
  %1466 = select i1 %1465, float 0.000000e+00, float %1464
  %1467 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1468 = fmul float %1466, %1467
  %1469 = fadd float %1468, 0.000000e+00
  %1470 = fsub float %1424, %1432
  %1471 = fmul float %1470, 0x3FF7154760000000
  %1472 = fcmp olt float %1471, -1.260000e+02
  %1473 = fcmp ogt float %1471, 1.270000e+02
  %1474 = select i1 %1472, float -1.260000e+02, float %1471
  %1475 = select i1 %1473, float 1.270000e+02, float %1474
  %1476 = fadd float %1475, 5.000000e-01
  %1477 = call float @llvm.floor.f32(float %1476)
  %1478 = fsub float %1475, %1477
  %1479 = fmul float 0x3EEFFCBFC0000000, %1478
  %1480 = fadd float %1479, 0x3F24309120000000
  %1481 = fmul float %1480, %1478
  %1482 = fadd float %1481, 0x3F55D87FE0000000
  %1483 = fmul float %1482, %1478
  %1484 = fadd float %1483, 0x3F83B2AB60000000
  %1485 = fmul float %1484, %1478
  %1486 = fadd float %1485, 0x3FAC6B08E0000000
  %1487 = fmul float %1486, %1478
  %1488 = fadd float %1487, 0x3FCEBFBE00000000
  %1489 = fmul float %1488, %1478
  %1490 = fadd float %1489, 0x3FE62E4300000000
  %1491 = fmul float %1490, %1478
  %1492 = fadd float %1491, 1.000000e+00
  %1493 = fptosi float %1477 to i32
  %1494 = add i32 %1493, 127
  %1495 = shl i32 %1494, 23
  %1496 = bitcast i32 %1495 to float
  %1497 = fmul float %1492, %1496
  %1498 = select i1 %1472, float 0.000000e+00, float %1497
  %1499 = select i1 %1473, float 0x7FF0000000000000, float %1498
  %1500 = fcmp uno float %1471, %1471
  %1501 = select i1 %1500, float %1471, float %1499
  %1502 = fcmp oeq float %1424, 0xFFF0000000000000
  %1503 = select i1 %1502, float 0.000000e+00, float %1501
  %1504 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1505 = fmul float %1503, %1504
  %1506 = fadd float %1505, %1469
  %1507 = fsub float %1427, %1432
  %1508 = fmul float %1507, 0x3FF7154760000000
  %1509 = fcmp olt float %1508, -1.260000e+02
  %1510 = fcmp ogt float %1508, 1.270000e+02
  %1511 = select i1 %1509, float -1.260000e+02, float %1508
  %1512 = select i1 %1510, float 1.270000e+02, float %1511
  %1513 = fadd float %1512, 5.000000e-01
  %1514 = call float @llvm.floor.f32(float %1513)
  %1515 = fsub float %1512, %1514
  %1516 = fmul float 0x3EEFFCBFC0000000, %1515
  %1517 = fadd float %1516, 0x3F24309120000000
  %1518 = fmul float %1517, %1515
  %1519 = fadd float %1518, 0x3F55D87FE0000000
  %1520 = fmul float %1519, %1515
  %1521 = fadd float %1520, 0x3F83B2AB60000000
  %1522 = fmul float %1521, %1515
  %1523 = fadd float %1522, 0x3FAC6B08E0000000
  %1524 = fmul float %1523, %1515
  %1525 = fadd float %1524, 0x3FCEBFBE00000000
  %1526 = fmul float %1525, %1515
  %1527 = fadd float %1526, 0x3FE62E4300000000
  %1528 = fmul float %1527, %1515
  %1529 = fadd float %1528, 1.000000e+00
  %1530 = fptosi float %1514 to i32
  %1531 = add i32 %1530, 127
  %1532 = shl i32 %1531, 23
  %1533 = bitcast i32 %1532 to float
  %1534 = fmul float %1529, %1533
  %1535 = select i1 %1509, float 0.000000e+00, float %1534
  %1536 = select i1 %1510, float 0x7FF0000000000000, float %1535
  %1537 = fcmp uno float %1508, %1508
  %1538 = select i1 %1537, float %1508, float %1536
  %1539 = fcmp oeq float %1427, 0xFFF0000000000000
  %1540 = select i1 %1539, float 0.000000e+00, float %1538
  %1541 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1542 = fmul float %1540, %1541
  %1543 = fadd float %1542, %1506
  %1544 = fsub float %1430, %1432
  %1545 = fmul float %1544, 0x3FF7154760000000
  %1546 = fcmp olt float %1545, -1.260000e+02
  %1547 = fcmp ogt float %1545, 1.270000e+02
  %1548 = select i1 %1546, float -1.260000e+02, float %1545
  %1549 = select i1 %1547, float 1.270000e+02, float %1548
  %1550 = fadd float %1549, 5.000000e-01
  %1551 = call float @llvm.floor.f32(float %1550)
  %1552 = fsub float %1549, %1551
  %1553 = fmul float 0x3EEFFCBFC0000000, %1552
  %1554 = fadd float %1553, 0x3F24309120000000
  %1555 = fmul float %1554, %1552
  %1556 = fadd float %1555, 0x3F55D87FE0000000
  %1557 = fmul float %1556, %1552
  %1558 = fadd float %1557, 0x3F83B2AB60000000
  %1559 = fmul float %1558, %1552
  %1560 = fadd float %1559, 0x3FAC6B08E0000000
  %1561 = fmul float %1560, %1552
  %1562 = fadd float %1561, 0x3FCEBFBE00000000
  %1563 = fmul float %1562, %1552
  %1564 = fadd float %1563, 0x3FE62E4300000000
  %1565 = fmul float %1564, %1552
  %1566 = fadd float %1565, 1.000000e+00
  %1567 = fptosi float %1551 to i32
  %1568 = add i32 %1567, 127
  %1569 = shl i32 %1568, 23
  %1570 = bitcast i32 %1569 to float
  %1571 = fmul float %1566, %1570
  %1572 = select i1 %1546, float 0.000000e+00, float %1571
  %1573 = select i1 %1547, float 0x7FF0000000000000, float %1572
  %1574 = fcmp uno float %1545, %1545
  %1575 = select i1 %1574, float %1545, float %1573
  %1576 = fcmp oeq float %1430, 0xFFF0000000000000
  %1577 = select i1 %1576, float 0.000000e+00, float %1575
  %1578 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1579 = fmul float %1577, %1578
  %1580 = fadd float %1579, %1543
  br i1 %26, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %9, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1581 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1582 = fcmp ogt float %1581, 0xFFF0000000000000
  %1583 = select i1 %1582, float %1581, float 0xFFF0000000000000
  %1584 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1585 = fcmp ogt float %1584, %1583
  %1586 = select i1 %1585, float %1584, float %1583
  %1587 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1588 = fcmp ogt float %1587, %1586
  %1589 = select i1 %1588, float %1587, float %1586
  %1590 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1591 = fcmp ogt float %1590, %1589
  %1592 = select i1 %1591, float %1590, float %1589
  %1593 = fsub float %1581, %1592
  %1594 = fmul float %1593, 0x3FF7154760000000
  %1595 = fcmp olt float %1594, -1.260000e+02
  %1596 = fcmp ogt float %1594, 1.270000e+02
  %1597 = select i1 %1595, float -1.260000e+02, float %1594
  %1598 = select i1 %1596, float 1.270000e+02, float %1597
  %1599 = fadd float %1598, 5.000000e-01
  %1600 = call float @llvm.floor.f32(float %1599)
  %1601 = fsub float %1598, %1600
  %1602 = fmul float 0x3EEFFCBFC0000000, %1601
  %1603 = fadd float %1602, 0x3F24309120000000
  %1604 = fmul float %1603, %1601
  %1605 = fadd float %1604, 0x3F55D87FE0000000
  %1606 = fmul float %1605, %1601
  %1607 = fadd float %1606, 0x3F83B2AB60000000
  %1608 = fmul float %1607, %1601
  %1609 = fadd float %1608, 0x3FAC6B08E0000000
  %1610 = fmul float %1609, %1601
  %1611 = fadd float %1610, 0x3FCEBFBE00000000
  %1612 = fmul float %1611, %1601
  %1613 = fadd float %1612, 0x3FE62E4300000000
  %1614 = fmul float %1613, %1601
  %1615 = fadd float %1614, 1.000000e+00
  %1616 = fptosi float %1600 to i32
  %1617 = add i32 %1616, 127
  %1618 = shl i32 %1617, 23
  %1619 = bitcast i32 %1618 to float
  %1620 = fmul float %1615, %1619
  %1621 = select i1 %1595, float 0.000000e+00, float %1620
  %1622 = select i1 %1596, float 0x7FF0000000000000, float %1621
  %1623 = fcmp uno float %1594, %1594
  %1624 = select i1 %1623, float %1594, float %1622
  %1625 = fcmp oeq float %1581, 0xFFF0000000000000
  %1626 = select i1 %1625, float 0.000000e+00, float %1624
  %1627 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1628 = fmul float %1626, %1627
  %1629 = fadd float %1628, 0.000000e+00
  %1630 = fsub float %1584, %1592
  %1631 = fmul float %1630, 0x3FF7154760000000
  %1632 = fcmp olt float %1631, -1.260000e+02
  %1633 = fcmp ogt float %1631, 1.270000e+02
  %1634 = select i1 %1632, float -1.260000e+02, float %1631
  %1635 = select i1 %1633, float 1.270000e+02, float %1634
  %1636 = fadd float %1635, 5.000000e-01
  %1637 = call float @llvm.floor.f32(float %1636)
  %1638 = fsub float %1635, %1637
  %1639 = fmul float 0x3EEFFCBFC0000000, %1638
  %1640 = fadd float %1639, 0x3F24309120000000
  %1641 = fmul float %1640, %1638
  %1642 = fadd float %1641, 0x3F55D87FE0000000
  %1643 = fmul float %1642, %1638
  %1644 = fadd float %1643, 0x3F83B2AB60000000
  %1645 = fmul float %1644, %1638
  %1646 = fadd float %1645, 0x3FAC6B08E0000000
  %1647 = fmul float %1646, %1638
  %1648 = fadd float %1647, 0x3FCEBFBE00000000
  %1649 = fmul float %1648, %1638
  %1650 = fadd float %1649, 0x3FE62E4300000000
  %1651 = fmul float %1650, %1638
  %1652 = fadd float %1651, 1.000000e+00
  %1653 = fptosi float %1637 to i32
  %1654 = add i32 %1653, 127
  %1655 = shl i32 %1654, 23
  %1656 = bitcast i32 %1655 to float
  %1657 = fmul float %1652, %1656
  %1658 = select i1 %1632, float 0.000000e+00, float %1657
  %1659 = select i1 %1633, float 0x7FF0000000000000, float %1658
  %1660 = fcmp uno float %1631, %1631
  %1661 = select i1 %1660, float %1631, float %1659
  %1662 = fcmp oeq float %1584, 0xFFF0000000000000
  %1663 = select i1 %1662, float 0.000000e+00, float %1661
  %1664 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1665 = fmul float %1663, %1664
  %1666 = fadd float %1665, %1629
  %1667 = fsub float %1587, %1592
  %1668 = fmul float %1667, 0x3FF7154760000000
  %1669 = fcmp olt float %1668, -1.260000e+02
  %1670 = fcmp ogt float %1668, 1.270000e+02
  %1671 = select i1 %1669, float -1.260000e+02, float %1668
  %1672 = select i1 %1670, float 1.270000e+02, float %1671
  %1673 = fadd float %1672, 5.000000e-01
  %1674 = call float @llvm.floor.f32(float %1673)
  %1675 = fsub float %1672, %1674
  %1676 = fmul float 0x3EEFFCBFC0000000, %1675
  %1677 = fadd float %1676, 0x3F24309120000000
  %1678 = fmul float %1677, %1675
  %1679 = fadd float %1678, 0x3F55D87FE0000000
  %1680 = fmul float %1679, %1675
  %1681 = fadd float %1680, 0x3F83B2AB60000000
  %1682 = fmul float %1681, %1675
  %1683 = fadd float %1682, 0x3FAC6B08E0000000
  %1684 = fmul float %1683, %1675
  %1685 = fadd float %1684, 0x3FCEBFBE00000000
  %1686 = fmul float %1685, %1675
  %1687 = fadd float %1686, 0x3FE62E4300000000
  %1688 = fmul float %1687, %1675
  %1689 = fadd float %1688, 1.000000e+00
  %1690 = fptosi float %1674 to i32
  %1691 = add i32 %1690, 127
  %1692 = shl i32 %1691, 23
  %1693 = bitcast i32 %1692 to float
  %1694 = fmul float %1689, %1693
  %1695 = select i1 %1669, float 0.000000e+00, float %1694
  %1696 = select i1 %1670, float 0x7FF0000000000000, float %1695
  %1697 = fcmp uno float %1668, %1668
  %1698 = select i1 %1697, float %1668, float %1696
  %1699 = fcmp oeq float %1587, 0xFFF0000000000000
  %1700 = select i1 %1699, float 0.000000e+00, float %1698
  %1701 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1702 = fmul float %1700, %1701
  %1703 = fadd float %1702, %1666
  %1704 = fsub float %1590, %1592
  %1705 = fmul float %1704, 0x3FF7154760000000
  %1706 = fcmp olt float %1705, -1.260000e+02
  %1707 = fcmp ogt float %1705, 1.270000e+02
  %1708 = select i1 %1706, float -1.260000e+02, float %1705
  %1709 = select i1 %1707, float 1.270000e+02, float %1708
  %1710 = fadd float %1709, 5.000000e-01
  %1711 = call float @llvm.floor.f32(float %1710)
  %1712 = fsub float %1709, %1711
  %1713 = fmul float 0x3EEFFCBFC0000000, %1712
  %1714 = fadd float %1713, 0x3F24309120000000
  %1715 = fmul float %1714, %1712
  %1716 = fadd float %1715, 0x3F55D87FE0000000
  %1717 = fmul float %1716, %1712
  %1718 = fadd float %1717, 0x3F83B2AB60000000
  %1719 = fmul float %1718, %1712
  %1720 = fadd float %1719, 0x3FAC6B08E0000000
  %1721 = fmul float %1720, %1712
  %1722 = fadd float %1721, 0x3FCEBFBE00000000
  %1723 = fmul float %1722, %1712
  %1724 = fadd float %1723, 0x3FE62E4300000000
  %1725 = fmul float %1724, %1712
  %1726 = fadd float %1725, 1.000000e+00
  %1727 = fptosi float %1711 to i32
  %1728 = add i32 %1727, 127
  %1729 = shl i32 %1728, 23
  %1730 = bitcast i32 %1729 to float
  %1731 = fmul float %1726, %1730
  %1732 = select i1 %1706, float 0.000000e+00, float %1731
  %1733 = select i1 %1707, float 0x7FF0000000000000, float %1732
  %1734 = fcmp uno float %1705, %1705
  %1735 = select i1 %1734, float %1705, float %1733
  %1736 = fcmp oeq float %1590, 0xFFF0000000000000
  %1737 = select i1 %1736, float 0.000000e+00, float %1735
  %1738 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1739 = fmul float %1737, %1738
  %1740 = fadd float %1739, %1703
  br i1 %106, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1741 = load i32, ptr addrspace(5) %v113, align 4
  %1742 = icmp slt i32 %1741, %6
  br i1 %1742, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1743 = load i32, ptr addrspace(5) %v113, align 4
  %1744 = add i32 0, %1743
  %1745 = sext i32 %1744 to i64
  %1746 = mul i64 %1745, 4
  %1747 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1746
  %1748 = load float, ptr addrspace(3) %1747, align 4
  %1749 = fmul float %1466, %1748
  %1750 = fadd float %1749, 0.000000e+00
  %1751 = add i32 256, %1743
  %1752 = sext i32 %1751 to i64
  %1753 = mul i64 %1752, 4
  %1754 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1753
  %1755 = load float, ptr addrspace(3) %1754, align 4
  %1756 = fmul float %1503, %1755
  %1757 = fadd float %1756, %1750
  %1758 = add i32 512, %1743
  %1759 = sext i32 %1758 to i64
  %1760 = mul i64 %1759, 4
  %1761 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1760
  %1762 = load float, ptr addrspace(3) %1761, align 4
  %1763 = fmul float %1540, %1762
  %1764 = fadd float %1763, %1757
  %1765 = add i32 768, %1743
  %1766 = sext i32 %1765 to i64
  %1767 = mul i64 %1766, 4
  %1768 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1767
  %1769 = load float, ptr addrspace(3) %1768, align 4
  %1770 = fmul float %1577, %1769
  %1771 = fadd float %1770, %1764
  %1772 = add i32 %32, %1743
  %1773 = fdiv float %1771, %1580
  %1774 = sext i32 %1772 to i64
  %1775 = mul i64 %1774, 4
  %1776 = getelementptr i8, ptr addrspace(1) %0, i64 %1775
  store float %1773, ptr addrspace(1) %1776, align 4
  %1777 = load i32, ptr addrspace(5) %v113, align 4
  %1778 = add i32 %1777, 128
  store i32 %1778, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %9, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1779 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1780 = fcmp ogt float %1779, 0xFFF0000000000000
  %1781 = select i1 %1780, float %1779, float 0xFFF0000000000000
  %1782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1783 = fcmp ogt float %1782, %1781
  %1784 = select i1 %1783, float %1782, float %1781
  %1785 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1786 = fcmp ogt float %1785, %1784
  %1787 = select i1 %1786, float %1785, float %1784
  %1788 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1789 = fcmp ogt float %1788, %1787
  %1790 = select i1 %1789, float %1788, float %1787
  %1791 = fsub float %1779, %1790
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
  %1823 = fcmp oeq float %1779, 0xFFF0000000000000
  %1824 = select i1 %1823, float 0.000000e+00, float %1822
  %1825 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1826 = fmul float %1824, %1825
  %1827 = fadd float %1826, 0.000000e+00
  %1828 = fsub float %1782, %1790
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
  %1860 = fcmp oeq float %1782, 0xFFF0000000000000
  %1861 = select i1 %1860, float 0.000000e+00, float %1859
  %1862 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1863 = fmul float %1861, %1862
  %1864 = fadd float %1863, %1827
  %1865 = fsub float %1785, %1790
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
  %1897 = fcmp oeq float %1785, 0xFFF0000000000000
  %1898 = select i1 %1897, float 0.000000e+00, float %1896
  %1899 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1900 = fmul float %1898, %1899
  %1901 = fadd float %1900, %1864
  %1902 = fsub float %1788, %1790
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
  %1934 = fcmp oeq float %1788, 0xFFF0000000000000
  %1935 = select i1 %1934, float 0.000000e+00, float %1933
  %1936 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1937 = fmul float %1935, %1936
  %1938 = fadd float %1937, %1901
  br i1 %186, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %1939 = load i32, ptr addrspace(5) %v119, align 4
  %1940 = icmp slt i32 %1939, %6
  br i1 %1940, label %body121, label %done122

body121:                                          ; preds = %loop120
  %1941 = load i32, ptr addrspace(5) %v119, align 4
  %1942 = add i32 1024, %1941
  %1943 = sext i32 %1942 to i64
  %1944 = mul i64 %1943, 4
  %1945 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1944
  %1946 = load float, ptr addrspace(3) %1945, align 4
  %1947 = fmul float %1626, %1946
  %1948 = fadd float %1947, 0.000000e+00
  %1949 = add i32 1280, %1941
  %1950 = sext i32 %1949 to i64
  %1951 = mul i64 %1950, 4
  %1952 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1951
  %1953 = load float, ptr addrspace(3) %1952, align 4
  %1954 = fmul float %1663, %1953
  %1955 = fadd float %1954, %1948
  %1956 = add i32 1536, %1941
  %1957 = sext i32 %1956 to i64
  %1958 = mul i64 %1957, 4
  %1959 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1958
  %1960 = load float, ptr addrspace(3) %1959, align 4
  %1961 = fmul float %1700, %1960
  %1962 = fadd float %1961, %1955
  %1963 = add i32 1792, %1941
  %1964 = sext i32 %1963 to i64
  %1965 = mul i64 %1964, 4
  %1966 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1965
  %1967 = load float, ptr addrspace(3) %1966, align 4
  %1968 = fmul float %1737, %1967
  %1969 = fadd float %1968, %1962
  %1970 = add i32 %112, %1941
  %1971 = fdiv float %1969, %1740
  %1972 = sext i32 %1970 to i64
  %1973 = mul i64 %1972, 4
  %1974 = getelementptr i8, ptr addrspace(1) %0, i64 %1973
  store float %1971, ptr addrspace(1) %1974, align 4
  %1975 = load i32, ptr addrspace(5) %v119, align 4
  %1976 = add i32 %1975, 128
  store i32 %1976, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %9, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %1977 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %1978 = fcmp ogt float %1977, 0xFFF0000000000000
  %1979 = select i1 %1978, float %1977, float 0xFFF0000000000000
  %1980 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %1981 = fcmp ogt float %1980, %1979
  %1982 = select i1 %1981, float %1980, float %1979
  %1983 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %1984 = fcmp ogt float %1983, %1982
  %1985 = select i1 %1984, float %1983, float %1982
  %1986 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %1987 = fcmp ogt float %1986, %1985
  %1988 = select i1 %1987, float %1986, float %1985
  %1989 = fsub float %1977, %1988
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
  %2021 = fcmp oeq float %1977, 0xFFF0000000000000
  %2022 = select i1 %2021, float 0.000000e+00, float %2020
  %2023 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %2024 = fmul float %2022, %2023
  %2025 = fadd float %2024, 0.000000e+00
  %2026 = fsub float %1980, %1988
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
  %2058 = fcmp oeq float %1980, 0xFFF0000000000000
  %2059 = select i1 %2058, float 0.000000e+00, float %2057
  %2060 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2061 = fmul float %2059, %2060
  %2062 = fadd float %2061, %2025
  %2063 = fsub float %1983, %1988
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
  %2095 = fcmp oeq float %1983, 0xFFF0000000000000
  %2096 = select i1 %2095, float 0.000000e+00, float %2094
  %2097 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2098 = fmul float %2096, %2097
  %2099 = fadd float %2098, %2062
  %2100 = fsub float %1986, %1988
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
  %2132 = fcmp oeq float %1986, 0xFFF0000000000000
  %2133 = select i1 %2132, float 0.000000e+00, float %2131
  %2134 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2135 = fmul float %2133, %2134
  %2136 = fadd float %2135, %2099
  br i1 %266, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2137 = load i32, ptr addrspace(5) %v125, align 4
  %2138 = icmp slt i32 %2137, %6
  br i1 %2138, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2139 = load i32, ptr addrspace(5) %v125, align 4
  %2140 = add i32 2048, %2139
  %2141 = sext i32 %2140 to i64
  %2142 = mul i64 %2141, 4
  %2143 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2142
  %2144 = load float, ptr addrspace(3) %2143, align 4
  %2145 = fmul float %1824, %2144
  %2146 = fadd float %2145, 0.000000e+00
  %2147 = add i32 2304, %2139
  %2148 = sext i32 %2147 to i64
  %2149 = mul i64 %2148, 4
  %2150 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2149
  %2151 = load float, ptr addrspace(3) %2150, align 4
  %2152 = fmul float %1861, %2151
  %2153 = fadd float %2152, %2146
  %2154 = add i32 2560, %2139
  %2155 = sext i32 %2154 to i64
  %2156 = mul i64 %2155, 4
  %2157 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2156
  %2158 = load float, ptr addrspace(3) %2157, align 4
  %2159 = fmul float %1898, %2158
  %2160 = fadd float %2159, %2153
  %2161 = add i32 2816, %2139
  %2162 = sext i32 %2161 to i64
  %2163 = mul i64 %2162, 4
  %2164 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2163
  %2165 = load float, ptr addrspace(3) %2164, align 4
  %2166 = fmul float %1935, %2165
  %2167 = fadd float %2166, %2160
  %2168 = add i32 %192, %2139
  %2169 = fdiv float %2167, %1938
  %2170 = sext i32 %2168 to i64
  %2171 = mul i64 %2170, 4
  %2172 = getelementptr i8, ptr addrspace(1) %0, i64 %2171
  store float %2169, ptr addrspace(1) %2172, align 4
  %2173 = load i32, ptr addrspace(5) %v125, align 4
  %2174 = add i32 %2173, 128
  store i32 %2174, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %9, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2175 = load i32, ptr addrspace(5) %v131, align 4
  %2176 = icmp slt i32 %2175, %6
  br i1 %2176, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2177 = load i32, ptr addrspace(5) %v131, align 4
  %2178 = add i32 3072, %2177
  %2179 = sext i32 %2178 to i64
  %2180 = mul i64 %2179, 4
  %2181 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2180
  %2182 = load float, ptr addrspace(3) %2181, align 4
  %2183 = fmul float %2022, %2182
  %2184 = fadd float %2183, 0.000000e+00
  %2185 = add i32 3328, %2177
  %2186 = sext i32 %2185 to i64
  %2187 = mul i64 %2186, 4
  %2188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2187
  %2189 = load float, ptr addrspace(3) %2188, align 4
  %2190 = fmul float %2059, %2189
  %2191 = fadd float %2190, %2184
  %2192 = add i32 3584, %2177
  %2193 = sext i32 %2192 to i64
  %2194 = mul i64 %2193, 4
  %2195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2194
  %2196 = load float, ptr addrspace(3) %2195, align 4
  %2197 = fmul float %2096, %2196
  %2198 = fadd float %2197, %2191
  %2199 = add i32 3840, %2177
  %2200 = sext i32 %2199 to i64
  %2201 = mul i64 %2200, 4
  %2202 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2201
  %2203 = load float, ptr addrspace(3) %2202, align 4
  %2204 = fmul float %2133, %2203
  %2205 = fadd float %2204, %2198
  %2206 = add i32 %272, %2177
  %2207 = fdiv float %2205, %2136
  %2208 = sext i32 %2206 to i64
  %2209 = mul i64 %2208, 4
  %2210 = getelementptr i8, ptr addrspace(1) %0, i64 %2209
  store float %2207, ptr addrspace(1) %2210, align 4
  %2211 = load i32, ptr addrspace(5) %v131, align 4
  %2212 = add i32 %2211, 128
  store i32 %2212, ptr addrspace(5) %v131, align 4
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
