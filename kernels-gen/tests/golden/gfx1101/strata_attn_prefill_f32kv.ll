; ModuleID = 'strata_attn_prefill_f32kv'
source_filename = "strata_attn_prefill_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_prefill_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) #0 {
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
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) %2, i64 %382
  %384 = load float, ptr addrspace(1) %383, align 4
  %385 = sext i32 %380 to i64
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %3, i64 %386
  %388 = load float, ptr addrspace(1) %387, align 4
  %389 = add i32 %378, %347
  %390 = select i1 %348, i32 %389, i32 %378
  %391 = sext i32 %390 to i64
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %2, i64 %392
  %394 = load float, ptr addrspace(1) %393, align 4
  %395 = sext i32 %390 to i64
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(1) %3, i64 %396
  %398 = load float, ptr addrspace(1) %397, align 4
  %399 = add i32 %378, %349
  %400 = select i1 %350, i32 %399, i32 %378
  %401 = sext i32 %400 to i64
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %2, i64 %402
  %404 = load float, ptr addrspace(1) %403, align 4
  %405 = sext i32 %400 to i64
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %3, i64 %406
  %408 = load float, ptr addrspace(1) %407, align 4
  %409 = add i32 %378, %351
  %410 = select i1 %352, i32 %409, i32 %378
  %411 = sext i32 %410 to i64
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(1) %2, i64 %412
  %414 = load float, ptr addrspace(1) %413, align 4
  %415 = sext i32 %410 to i64
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %3, i64 %416
  %418 = load float, ptr addrspace(1) %417, align 4
  %419 = add i32 %378, %353
  %420 = select i1 %354, i32 %419, i32 %378
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 4
  %423 = getelementptr i8, ptr addrspace(1) %2, i64 %422
  %424 = load float, ptr addrspace(1) %423, align 4
  %425 = sext i32 %420 to i64
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr addrspace(1) %3, i64 %426
  %428 = load float, ptr addrspace(1) %427, align 4
  %429 = add i32 %378, %355
  %430 = select i1 %356, i32 %429, i32 %378
  %431 = sext i32 %430 to i64
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr addrspace(1) %2, i64 %432
  %434 = load float, ptr addrspace(1) %433, align 4
  %435 = sext i32 %430 to i64
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(1) %3, i64 %436
  %438 = load float, ptr addrspace(1) %437, align 4
  %439 = add i32 %378, %357
  %440 = select i1 %358, i32 %439, i32 %378
  %441 = sext i32 %440 to i64
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %2, i64 %442
  %444 = load float, ptr addrspace(1) %443, align 4
  %445 = sext i32 %440 to i64
  %446 = mul i64 %445, 4
  %447 = getelementptr i8, ptr addrspace(1) %3, i64 %446
  %448 = load float, ptr addrspace(1) %447, align 4
  %449 = add i32 %378, %359
  %450 = select i1 %360, i32 %449, i32 %378
  %451 = sext i32 %450 to i64
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %2, i64 %452
  %454 = load float, ptr addrspace(1) %453, align 4
  %455 = sext i32 %450 to i64
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %3, i64 %456
  %458 = load float, ptr addrspace(1) %457, align 4
  %459 = fmul float %41, %384
  %460 = select i1 %346, float %459, float 0.000000e+00
  %461 = fadd float 0.000000e+00, %460
  %462 = fmul float %50, %394
  %463 = select i1 %348, float %462, float 0.000000e+00
  %464 = fadd float %461, %463
  %465 = fmul float %59, %404
  %466 = select i1 %350, float %465, float 0.000000e+00
  %467 = fadd float %464, %466
  %468 = fmul float %68, %414
  %469 = select i1 %352, float %468, float 0.000000e+00
  %470 = fadd float %467, %469
  %471 = fmul float %77, %424
  %472 = select i1 %354, float %471, float 0.000000e+00
  %473 = fadd float %470, %472
  %474 = fmul float %86, %434
  %475 = select i1 %356, float %474, float 0.000000e+00
  %476 = fadd float %473, %475
  %477 = fmul float %95, %444
  %478 = select i1 %358, float %477, float 0.000000e+00
  %479 = fadd float %476, %478
  %480 = fmul float %104, %454
  %481 = select i1 %360, float %480, float 0.000000e+00
  %482 = fadd float %479, %481
  %483 = bitcast float %482 to i32
  %484 = call i32 @llvm.amdgcn.workitem.id.x()
  %485 = and i32 %484, 31
  %486 = xor i32 %485, 16
  %487 = shl i32 %486, 2
  %488 = call i32 @llvm.amdgcn.ds.bpermute(i32 %487, i32 %483)
  %489 = bitcast i32 %488 to float
  %490 = fadd float %482, %489
  %491 = bitcast float %490 to i32
  %492 = call i32 @llvm.amdgcn.workitem.id.x()
  %493 = and i32 %492, 31
  %494 = xor i32 %493, 8
  %495 = shl i32 %494, 2
  %496 = call i32 @llvm.amdgcn.ds.bpermute(i32 %495, i32 %491)
  %497 = bitcast i32 %496 to float
  %498 = fadd float %490, %497
  %499 = bitcast float %498 to i32
  %500 = call i32 @llvm.amdgcn.workitem.id.x()
  %501 = and i32 %500, 31
  %502 = xor i32 %501, 4
  %503 = shl i32 %502, 2
  %504 = call i32 @llvm.amdgcn.ds.bpermute(i32 %503, i32 %499)
  %505 = bitcast i32 %504 to float
  %506 = fadd float %498, %505
  %507 = bitcast float %506 to i32
  %508 = call i32 @llvm.amdgcn.workitem.id.x()
  %509 = and i32 %508, 31
  %510 = xor i32 %509, 2
  %511 = shl i32 %510, 2
  %512 = call i32 @llvm.amdgcn.ds.bpermute(i32 %511, i32 %507)
  %513 = bitcast i32 %512 to float
  %514 = fadd float %506, %513
  %515 = bitcast float %514 to i32
  %516 = call i32 @llvm.amdgcn.workitem.id.x()
  %517 = and i32 %516, 31
  %518 = xor i32 %517, 1
  %519 = shl i32 %518, 2
  %520 = call i32 @llvm.amdgcn.ds.bpermute(i32 %519, i32 %515)
  %521 = bitcast i32 %520 to float
  %522 = fadd float %514, %521
  %523 = icmp slt i32 %375, %29
  %524 = fmul float %522, %8
  %525 = load float, ptr addrspace(5) %v8, align 4
  %526 = fcmp ogt float %524, %525
  %527 = select i1 %526, float %524, float %525
  %528 = fsub float %525, %527
  %529 = fmul float %528, 0x3FF7154760000000
  %530 = fcmp olt float %529, -1.260000e+02
  %531 = fcmp ogt float %529, 1.270000e+02
  %532 = select i1 %530, float -1.260000e+02, float %529
  %533 = select i1 %531, float 1.270000e+02, float %532
  %534 = fadd float %533, 5.000000e-01
  %535 = call float @llvm.floor.f32(float %534)
  %536 = fsub float %533, %535
  %537 = fmul float 0x3EEFFCBFC0000000, %536
  %538 = fadd float %537, 0x3F24309120000000
  %539 = fmul float %538, %536
  %540 = fadd float %539, 0x3F55D87FE0000000
  %541 = fmul float %540, %536
  %542 = fadd float %541, 0x3F83B2AB60000000
  %543 = fmul float %542, %536
  %544 = fadd float %543, 0x3FAC6B08E0000000
  %545 = fmul float %544, %536
  %546 = fadd float %545, 0x3FCEBFBE00000000
  %547 = fmul float %546, %536
  %548 = fadd float %547, 0x3FE62E4300000000
  %549 = fmul float %548, %536
  %550 = fadd float %549, 1.000000e+00
  %551 = fptosi float %535 to i32
  %552 = add i32 %551, 127
  %553 = shl i32 %552, 23
  %554 = bitcast i32 %553 to float
  %555 = fmul float %550, %554
  %556 = select i1 %530, float 0.000000e+00, float %555
  %557 = select i1 %531, float 0x7FF0000000000000, float %556
  %558 = fcmp uno float %529, %529
  %559 = select i1 %558, float %529, float %557
  %560 = fsub float %524, %527
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
  %592 = load float, ptr addrspace(5) %v9, align 4
  %593 = fmul float %592, %559
  %594 = fadd float %593, %591
  %595 = load float, ptr addrspace(5) %v9, align 4
  %596 = select i1 %523, float %594, float %595
  store float %596, ptr addrspace(5) %v9, align 4
  %597 = load float, ptr addrspace(5) %v, align 4
  %598 = fmul float %591, %388
  %599 = fmul float %597, %559
  %600 = fadd float %599, %598
  %601 = select i1 %523, float %600, float %597
  store float %601, ptr addrspace(5) %v, align 4
  %602 = load float, ptr addrspace(5) %v1, align 4
  %603 = fmul float %591, %398
  %604 = fmul float %602, %559
  %605 = fadd float %604, %603
  %606 = select i1 %523, float %605, float %602
  store float %606, ptr addrspace(5) %v1, align 4
  %607 = load float, ptr addrspace(5) %v2, align 4
  %608 = fmul float %591, %408
  %609 = fmul float %607, %559
  %610 = fadd float %609, %608
  %611 = select i1 %523, float %610, float %607
  store float %611, ptr addrspace(5) %v2, align 4
  %612 = load float, ptr addrspace(5) %v3, align 4
  %613 = fmul float %591, %418
  %614 = fmul float %612, %559
  %615 = fadd float %614, %613
  %616 = select i1 %523, float %615, float %612
  store float %616, ptr addrspace(5) %v3, align 4
  %617 = load float, ptr addrspace(5) %v4, align 4
  %618 = fmul float %591, %428
  %619 = fmul float %617, %559
  %620 = fadd float %619, %618
  %621 = select i1 %523, float %620, float %617
  store float %621, ptr addrspace(5) %v4, align 4
  %622 = load float, ptr addrspace(5) %v5, align 4
  %623 = fmul float %591, %438
  %624 = fmul float %622, %559
  %625 = fadd float %624, %623
  %626 = select i1 %523, float %625, float %622
  store float %626, ptr addrspace(5) %v5, align 4
  %627 = load float, ptr addrspace(5) %v6, align 4
  %628 = fmul float %591, %448
  %629 = fmul float %627, %559
  %630 = fadd float %629, %628
  %631 = select i1 %523, float %630, float %627
  store float %631, ptr addrspace(5) %v6, align 4
  %632 = load float, ptr addrspace(5) %v7, align 4
  %633 = fmul float %591, %458
  %634 = fmul float %632, %559
  %635 = fadd float %634, %633
  %636 = select i1 %523, float %635, float %632
  store float %636, ptr addrspace(5) %v7, align 4
  %637 = select i1 %523, float %527, float %525
  store float %637, ptr addrspace(5) %v8, align 4
  %638 = fmul float %121, %384
  %639 = select i1 %346, float %638, float 0.000000e+00
  %640 = fadd float 0.000000e+00, %639
  %641 = fmul float %130, %394
  %642 = select i1 %348, float %641, float 0.000000e+00
  %643 = fadd float %640, %642
  %644 = fmul float %139, %404
  %645 = select i1 %350, float %644, float 0.000000e+00
  %646 = fadd float %643, %645
  %647 = fmul float %148, %414
  %648 = select i1 %352, float %647, float 0.000000e+00
  %649 = fadd float %646, %648
  %650 = fmul float %157, %424
  %651 = select i1 %354, float %650, float 0.000000e+00
  %652 = fadd float %649, %651
  %653 = fmul float %166, %434
  %654 = select i1 %356, float %653, float 0.000000e+00
  %655 = fadd float %652, %654
  %656 = fmul float %175, %444
  %657 = select i1 %358, float %656, float 0.000000e+00
  %658 = fadd float %655, %657
  %659 = fmul float %184, %454
  %660 = select i1 %360, float %659, float 0.000000e+00
  %661 = fadd float %658, %660
  %662 = bitcast float %661 to i32
  %663 = call i32 @llvm.amdgcn.workitem.id.x()
  %664 = and i32 %663, 31
  %665 = xor i32 %664, 16
  %666 = shl i32 %665, 2
  %667 = call i32 @llvm.amdgcn.ds.bpermute(i32 %666, i32 %662)
  %668 = bitcast i32 %667 to float
  %669 = fadd float %661, %668
  %670 = bitcast float %669 to i32
  %671 = call i32 @llvm.amdgcn.workitem.id.x()
  %672 = and i32 %671, 31
  %673 = xor i32 %672, 8
  %674 = shl i32 %673, 2
  %675 = call i32 @llvm.amdgcn.ds.bpermute(i32 %674, i32 %670)
  %676 = bitcast i32 %675 to float
  %677 = fadd float %669, %676
  %678 = bitcast float %677 to i32
  %679 = call i32 @llvm.amdgcn.workitem.id.x()
  %680 = and i32 %679, 31
  %681 = xor i32 %680, 4
  %682 = shl i32 %681, 2
  %683 = call i32 @llvm.amdgcn.ds.bpermute(i32 %682, i32 %678)
  %684 = bitcast i32 %683 to float
  %685 = fadd float %677, %684
  %686 = bitcast float %685 to i32
  %687 = call i32 @llvm.amdgcn.workitem.id.x()
  %688 = and i32 %687, 31
  %689 = xor i32 %688, 2
  %690 = shl i32 %689, 2
  %691 = call i32 @llvm.amdgcn.ds.bpermute(i32 %690, i32 %686)
  %692 = bitcast i32 %691 to float
  %693 = fadd float %685, %692
  %694 = bitcast float %693 to i32
  %695 = call i32 @llvm.amdgcn.workitem.id.x()
  %696 = and i32 %695, 31
  %697 = xor i32 %696, 1
  %698 = shl i32 %697, 2
  %699 = call i32 @llvm.amdgcn.ds.bpermute(i32 %698, i32 %694)
  %700 = bitcast i32 %699 to float
  %701 = fadd float %693, %700
  %702 = icmp slt i32 %375, %109
  %703 = fmul float %701, %8
  %704 = load float, ptr addrspace(5) %v18, align 4
  %705 = fcmp ogt float %703, %704
  %706 = select i1 %705, float %703, float %704
  %707 = fsub float %704, %706
  %708 = fmul float %707, 0x3FF7154760000000
  %709 = fcmp olt float %708, -1.260000e+02
  %710 = fcmp ogt float %708, 1.270000e+02
  %711 = select i1 %709, float -1.260000e+02, float %708
  %712 = select i1 %710, float 1.270000e+02, float %711
  %713 = fadd float %712, 5.000000e-01
  %714 = call float @llvm.floor.f32(float %713)
  %715 = fsub float %712, %714
  %716 = fmul float 0x3EEFFCBFC0000000, %715
  %717 = fadd float %716, 0x3F24309120000000
  %718 = fmul float %717, %715
  %719 = fadd float %718, 0x3F55D87FE0000000
  %720 = fmul float %719, %715
  %721 = fadd float %720, 0x3F83B2AB60000000
  %722 = fmul float %721, %715
  %723 = fadd float %722, 0x3FAC6B08E0000000
  %724 = fmul float %723, %715
  %725 = fadd float %724, 0x3FCEBFBE00000000
  %726 = fmul float %725, %715
  %727 = fadd float %726, 0x3FE62E4300000000
  %728 = fmul float %727, %715
  %729 = fadd float %728, 1.000000e+00
  %730 = fptosi float %714 to i32
  %731 = add i32 %730, 127
  %732 = shl i32 %731, 23
  %733 = bitcast i32 %732 to float
  %734 = fmul float %729, %733
  %735 = select i1 %709, float 0.000000e+00, float %734
  %736 = select i1 %710, float 0x7FF0000000000000, float %735
  %737 = fcmp uno float %708, %708
  %738 = select i1 %737, float %708, float %736
  %739 = fsub float %703, %706
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
  %771 = load float, ptr addrspace(5) %v19, align 4
  %772 = fmul float %771, %738
  %773 = fadd float %772, %770
  %774 = load float, ptr addrspace(5) %v19, align 4
  %775 = select i1 %702, float %773, float %774
  store float %775, ptr addrspace(5) %v19, align 4
  %776 = load float, ptr addrspace(5) %v10, align 4
  %777 = fmul float %770, %388
  %778 = fmul float %776, %738
  %779 = fadd float %778, %777
  %780 = select i1 %702, float %779, float %776
  store float %780, ptr addrspace(5) %v10, align 4
  %781 = load float, ptr addrspace(5) %v11, align 4
  %782 = fmul float %770, %398
  %783 = fmul float %781, %738
  %784 = fadd float %783, %782
  %785 = select i1 %702, float %784, float %781
  store float %785, ptr addrspace(5) %v11, align 4
  %786 = load float, ptr addrspace(5) %v12, align 4
  %787 = fmul float %770, %408
  %788 = fmul float %786, %738
  %789 = fadd float %788, %787
  %790 = select i1 %702, float %789, float %786
  store float %790, ptr addrspace(5) %v12, align 4
  %791 = load float, ptr addrspace(5) %v13, align 4
  %792 = fmul float %770, %418
  %793 = fmul float %791, %738
  %794 = fadd float %793, %792
  %795 = select i1 %702, float %794, float %791
  store float %795, ptr addrspace(5) %v13, align 4
  %796 = load float, ptr addrspace(5) %v14, align 4
  %797 = fmul float %770, %428
  %798 = fmul float %796, %738
  %799 = fadd float %798, %797
  %800 = select i1 %702, float %799, float %796
  store float %800, ptr addrspace(5) %v14, align 4
  %801 = load float, ptr addrspace(5) %v15, align 4
  %802 = fmul float %770, %438
  %803 = fmul float %801, %738
  %804 = fadd float %803, %802
  %805 = select i1 %702, float %804, float %801
  store float %805, ptr addrspace(5) %v15, align 4
  %806 = load float, ptr addrspace(5) %v16, align 4
  %807 = fmul float %770, %448
  %808 = fmul float %806, %738
  %809 = fadd float %808, %807
  %810 = select i1 %702, float %809, float %806
  store float %810, ptr addrspace(5) %v16, align 4
  %811 = load float, ptr addrspace(5) %v17, align 4
  %812 = fmul float %770, %458
  %813 = fmul float %811, %738
  %814 = fadd float %813, %812
  %815 = select i1 %702, float %814, float %811
  store float %815, ptr addrspace(5) %v17, align 4
  %816 = select i1 %702, float %706, float %704
  store float %816, ptr addrspace(5) %v18, align 4
  %817 = fmul float %201, %384
  %818 = select i1 %346, float %817, float 0.000000e+00
  %819 = fadd float 0.000000e+00, %818
  %820 = fmul float %210, %394
  %821 = select i1 %348, float %820, float 0.000000e+00
  %822 = fadd float %819, %821
  %823 = fmul float %219, %404
  %824 = select i1 %350, float %823, float 0.000000e+00
  %825 = fadd float %822, %824
  %826 = fmul float %228, %414
  %827 = select i1 %352, float %826, float 0.000000e+00
  %828 = fadd float %825, %827
  %829 = fmul float %237, %424
  %830 = select i1 %354, float %829, float 0.000000e+00
  %831 = fadd float %828, %830
  %832 = fmul float %246, %434
  %833 = select i1 %356, float %832, float 0.000000e+00
  %834 = fadd float %831, %833
  %835 = fmul float %255, %444
  %836 = select i1 %358, float %835, float 0.000000e+00
  %837 = fadd float %834, %836
  %838 = fmul float %264, %454
  %839 = select i1 %360, float %838, float 0.000000e+00
  %840 = fadd float %837, %839
  %841 = bitcast float %840 to i32
  %842 = call i32 @llvm.amdgcn.workitem.id.x()
  %843 = and i32 %842, 31
  %844 = xor i32 %843, 16
  %845 = shl i32 %844, 2
  %846 = call i32 @llvm.amdgcn.ds.bpermute(i32 %845, i32 %841)
  %847 = bitcast i32 %846 to float
  %848 = fadd float %840, %847
  %849 = bitcast float %848 to i32
  %850 = call i32 @llvm.amdgcn.workitem.id.x()
  %851 = and i32 %850, 31
  %852 = xor i32 %851, 8
  %853 = shl i32 %852, 2
  %854 = call i32 @llvm.amdgcn.ds.bpermute(i32 %853, i32 %849)
  %855 = bitcast i32 %854 to float
  %856 = fadd float %848, %855
  %857 = bitcast float %856 to i32
  %858 = call i32 @llvm.amdgcn.workitem.id.x()
  %859 = and i32 %858, 31
  %860 = xor i32 %859, 4
  %861 = shl i32 %860, 2
  %862 = call i32 @llvm.amdgcn.ds.bpermute(i32 %861, i32 %857)
  %863 = bitcast i32 %862 to float
  %864 = fadd float %856, %863
  %865 = bitcast float %864 to i32
  %866 = call i32 @llvm.amdgcn.workitem.id.x()
  %867 = and i32 %866, 31
  %868 = xor i32 %867, 2
  %869 = shl i32 %868, 2
  %870 = call i32 @llvm.amdgcn.ds.bpermute(i32 %869, i32 %865)
  %871 = bitcast i32 %870 to float
  %872 = fadd float %864, %871
  %873 = bitcast float %872 to i32
  %874 = call i32 @llvm.amdgcn.workitem.id.x()
  %875 = and i32 %874, 31
  %876 = xor i32 %875, 1
  %877 = shl i32 %876, 2
  %878 = call i32 @llvm.amdgcn.ds.bpermute(i32 %877, i32 %873)
  %879 = bitcast i32 %878 to float
  %880 = fadd float %872, %879
  %881 = icmp slt i32 %375, %189
  %882 = fmul float %880, %8
  %883 = load float, ptr addrspace(5) %v28, align 4
  %884 = fcmp ogt float %882, %883
  %885 = select i1 %884, float %882, float %883
  %886 = fsub float %883, %885
  %887 = fmul float %886, 0x3FF7154760000000
  %888 = fcmp olt float %887, -1.260000e+02
  %889 = fcmp ogt float %887, 1.270000e+02
  %890 = select i1 %888, float -1.260000e+02, float %887
  %891 = select i1 %889, float 1.270000e+02, float %890
  %892 = fadd float %891, 5.000000e-01
  %893 = call float @llvm.floor.f32(float %892)
  %894 = fsub float %891, %893
  %895 = fmul float 0x3EEFFCBFC0000000, %894
  %896 = fadd float %895, 0x3F24309120000000
  %897 = fmul float %896, %894
  %898 = fadd float %897, 0x3F55D87FE0000000
  %899 = fmul float %898, %894
  %900 = fadd float %899, 0x3F83B2AB60000000
  %901 = fmul float %900, %894
  %902 = fadd float %901, 0x3FAC6B08E0000000
  %903 = fmul float %902, %894
  %904 = fadd float %903, 0x3FCEBFBE00000000
  %905 = fmul float %904, %894
  %906 = fadd float %905, 0x3FE62E4300000000
  %907 = fmul float %906, %894
  %908 = fadd float %907, 1.000000e+00
  %909 = fptosi float %893 to i32
  %910 = add i32 %909, 127
  %911 = shl i32 %910, 23
  %912 = bitcast i32 %911 to float
  %913 = fmul float %908, %912
  %914 = select i1 %888, float 0.000000e+00, float %913
  %915 = select i1 %889, float 0x7FF0000000000000, float %914
  %916 = fcmp uno float %887, %887
  %917 = select i1 %916, float %887, float %915
  %918 = fsub float %882, %885
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
  %950 = load float, ptr addrspace(5) %v29, align 4
  %951 = fmul float %950, %917
  %952 = fadd float %951, %949
  %953 = load float, ptr addrspace(5) %v29, align 4
  %954 = select i1 %881, float %952, float %953
  store float %954, ptr addrspace(5) %v29, align 4
  %955 = load float, ptr addrspace(5) %v20, align 4
  %956 = fmul float %949, %388
  %957 = fmul float %955, %917
  %958 = fadd float %957, %956
  %959 = select i1 %881, float %958, float %955
  store float %959, ptr addrspace(5) %v20, align 4
  %960 = load float, ptr addrspace(5) %v21, align 4
  %961 = fmul float %949, %398
  %962 = fmul float %960, %917
  %963 = fadd float %962, %961
  %964 = select i1 %881, float %963, float %960
  store float %964, ptr addrspace(5) %v21, align 4
  %965 = load float, ptr addrspace(5) %v22, align 4
  %966 = fmul float %949, %408
  %967 = fmul float %965, %917
  %968 = fadd float %967, %966
  %969 = select i1 %881, float %968, float %965
  store float %969, ptr addrspace(5) %v22, align 4
  %970 = load float, ptr addrspace(5) %v23, align 4
  %971 = fmul float %949, %418
  %972 = fmul float %970, %917
  %973 = fadd float %972, %971
  %974 = select i1 %881, float %973, float %970
  store float %974, ptr addrspace(5) %v23, align 4
  %975 = load float, ptr addrspace(5) %v24, align 4
  %976 = fmul float %949, %428
  %977 = fmul float %975, %917
  %978 = fadd float %977, %976
  %979 = select i1 %881, float %978, float %975
  store float %979, ptr addrspace(5) %v24, align 4
  %980 = load float, ptr addrspace(5) %v25, align 4
  %981 = fmul float %949, %438
  %982 = fmul float %980, %917
  %983 = fadd float %982, %981
  %984 = select i1 %881, float %983, float %980
  store float %984, ptr addrspace(5) %v25, align 4
  %985 = load float, ptr addrspace(5) %v26, align 4
  %986 = fmul float %949, %448
  %987 = fmul float %985, %917
  %988 = fadd float %987, %986
  %989 = select i1 %881, float %988, float %985
  store float %989, ptr addrspace(5) %v26, align 4
  %990 = load float, ptr addrspace(5) %v27, align 4
  %991 = fmul float %949, %458
  %992 = fmul float %990, %917
  %993 = fadd float %992, %991
  %994 = select i1 %881, float %993, float %990
  store float %994, ptr addrspace(5) %v27, align 4
  %995 = select i1 %881, float %885, float %883
  store float %995, ptr addrspace(5) %v28, align 4
  %996 = fmul float %281, %384
  %997 = select i1 %346, float %996, float 0.000000e+00
  %998 = fadd float 0.000000e+00, %997
  %999 = fmul float %290, %394
  %1000 = select i1 %348, float %999, float 0.000000e+00
  %1001 = fadd float %998, %1000
  %1002 = fmul float %299, %404
  %1003 = select i1 %350, float %1002, float 0.000000e+00
  %1004 = fadd float %1001, %1003
  %1005 = fmul float %308, %414
  %1006 = select i1 %352, float %1005, float 0.000000e+00
  %1007 = fadd float %1004, %1006
  %1008 = fmul float %317, %424
  %1009 = select i1 %354, float %1008, float 0.000000e+00
  %1010 = fadd float %1007, %1009
  %1011 = fmul float %326, %434
  %1012 = select i1 %356, float %1011, float 0.000000e+00
  %1013 = fadd float %1010, %1012
  %1014 = fmul float %335, %444
  %1015 = select i1 %358, float %1014, float 0.000000e+00
  %1016 = fadd float %1013, %1015
  %1017 = fmul float %344, %454
  %1018 = select i1 %360, float %1017, float 0.000000e+00
  %1019 = fadd float %1016, %1018
  %1020 = bitcast float %1019 to i32
  %1021 = call i32 @llvm.amdgcn.workitem.id.x()
  %1022 = and i32 %1021, 31
  %1023 = xor i32 %1022, 16
  %1024 = shl i32 %1023, 2
  %1025 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1024, i32 %1020)
  %1026 = bitcast i32 %1025 to float
  %1027 = fadd float %1019, %1026
  %1028 = bitcast float %1027 to i32
  %1029 = call i32 @llvm.amdgcn.workitem.id.x()
  %1030 = and i32 %1029, 31
  %1031 = xor i32 %1030, 8
  %1032 = shl i32 %1031, 2
  %1033 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1032, i32 %1028)
  %1034 = bitcast i32 %1033 to float
  %1035 = fadd float %1027, %1034
  %1036 = bitcast float %1035 to i32
  %1037 = call i32 @llvm.amdgcn.workitem.id.x()
  %1038 = and i32 %1037, 31
  %1039 = xor i32 %1038, 4
  %1040 = shl i32 %1039, 2
  %1041 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1040, i32 %1036)
  %1042 = bitcast i32 %1041 to float
  %1043 = fadd float %1035, %1042
  %1044 = bitcast float %1043 to i32
  %1045 = call i32 @llvm.amdgcn.workitem.id.x()
  %1046 = and i32 %1045, 31
  %1047 = xor i32 %1046, 2
  %1048 = shl i32 %1047, 2
  %1049 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1048, i32 %1044)
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1043, %1050
  %1052 = bitcast float %1051 to i32
  %1053 = call i32 @llvm.amdgcn.workitem.id.x()
  %1054 = and i32 %1053, 31
  %1055 = xor i32 %1054, 1
  %1056 = shl i32 %1055, 2
  %1057 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1056, i32 %1052)
  %1058 = bitcast i32 %1057 to float
  %1059 = fadd float %1051, %1058
  %1060 = icmp slt i32 %375, %269
  %1061 = fmul float %1059, %8
  %1062 = load float, ptr addrspace(5) %v38, align 4
  %1063 = fcmp ogt float %1061, %1062
  %1064 = select i1 %1063, float %1061, float %1062
  %1065 = fsub float %1062, %1064
  %1066 = fmul float %1065, 0x3FF7154760000000
  %1067 = fcmp olt float %1066, -1.260000e+02
  %1068 = fcmp ogt float %1066, 1.270000e+02
  %1069 = select i1 %1067, float -1.260000e+02, float %1066
  %1070 = select i1 %1068, float 1.270000e+02, float %1069
  %1071 = fadd float %1070, 5.000000e-01
  %1072 = call float @llvm.floor.f32(float %1071)
  %1073 = fsub float %1070, %1072
  %1074 = fmul float 0x3EEFFCBFC0000000, %1073
  %1075 = fadd float %1074, 0x3F24309120000000
  %1076 = fmul float %1075, %1073
  %1077 = fadd float %1076, 0x3F55D87FE0000000
  %1078 = fmul float %1077, %1073
  %1079 = fadd float %1078, 0x3F83B2AB60000000
  %1080 = fmul float %1079, %1073
  %1081 = fadd float %1080, 0x3FAC6B08E0000000
  %1082 = fmul float %1081, %1073
  %1083 = fadd float %1082, 0x3FCEBFBE00000000
  %1084 = fmul float %1083, %1073
  %1085 = fadd float %1084, 0x3FE62E4300000000
  %1086 = fmul float %1085, %1073
  %1087 = fadd float %1086, 1.000000e+00
  %1088 = fptosi float %1072 to i32
  %1089 = add i32 %1088, 127
  %1090 = shl i32 %1089, 23
  %1091 = bitcast i32 %1090 to float
  %1092 = fmul float %1087, %1091
  %1093 = select i1 %1067, float 0.000000e+00, float %1092
  %1094 = select i1 %1068, float 0x7FF0000000000000, float %1093
  %1095 = fcmp uno float %1066, %1066
  %1096 = select i1 %1095, float %1066, float %1094
  %1097 = fsub float %1061, %1064
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
  %1129 = load float, ptr addrspace(5) %v39, align 4
  %1130 = fmul float %1129, %1096
  %1131 = fadd float %1130, %1128
  %1132 = load float, ptr addrspace(5) %v39, align 4
  %1133 = select i1 %1060, float %1131, float %1132
  store float %1133, ptr addrspace(5) %v39, align 4
  %1134 = load float, ptr addrspace(5) %v30, align 4
  %1135 = fmul float %1128, %388
  %1136 = fmul float %1134, %1096
  %1137 = fadd float %1136, %1135
  %1138 = select i1 %1060, float %1137, float %1134
  store float %1138, ptr addrspace(5) %v30, align 4
  %1139 = load float, ptr addrspace(5) %v31, align 4
  %1140 = fmul float %1128, %398
  %1141 = fmul float %1139, %1096
  %1142 = fadd float %1141, %1140
  %1143 = select i1 %1060, float %1142, float %1139
  store float %1143, ptr addrspace(5) %v31, align 4
  %1144 = load float, ptr addrspace(5) %v32, align 4
  %1145 = fmul float %1128, %408
  %1146 = fmul float %1144, %1096
  %1147 = fadd float %1146, %1145
  %1148 = select i1 %1060, float %1147, float %1144
  store float %1148, ptr addrspace(5) %v32, align 4
  %1149 = load float, ptr addrspace(5) %v33, align 4
  %1150 = fmul float %1128, %418
  %1151 = fmul float %1149, %1096
  %1152 = fadd float %1151, %1150
  %1153 = select i1 %1060, float %1152, float %1149
  store float %1153, ptr addrspace(5) %v33, align 4
  %1154 = load float, ptr addrspace(5) %v34, align 4
  %1155 = fmul float %1128, %428
  %1156 = fmul float %1154, %1096
  %1157 = fadd float %1156, %1155
  %1158 = select i1 %1060, float %1157, float %1154
  store float %1158, ptr addrspace(5) %v34, align 4
  %1159 = load float, ptr addrspace(5) %v35, align 4
  %1160 = fmul float %1128, %438
  %1161 = fmul float %1159, %1096
  %1162 = fadd float %1161, %1160
  %1163 = select i1 %1060, float %1162, float %1159
  store float %1163, ptr addrspace(5) %v35, align 4
  %1164 = load float, ptr addrspace(5) %v36, align 4
  %1165 = fmul float %1128, %448
  %1166 = fmul float %1164, %1096
  %1167 = fadd float %1166, %1165
  %1168 = select i1 %1060, float %1167, float %1164
  store float %1168, ptr addrspace(5) %v36, align 4
  %1169 = load float, ptr addrspace(5) %v37, align 4
  %1170 = fmul float %1128, %458
  %1171 = fmul float %1169, %1096
  %1172 = fadd float %1171, %1170
  %1173 = select i1 %1060, float %1172, float %1169
  store float %1173, ptr addrspace(5) %v37, align 4
  %1174 = select i1 %1060, float %1064, float %1062
  store float %1174, ptr addrspace(5) %v38, align 4
  %1175 = load i32, ptr addrspace(5) %v40, align 4
  %1176 = add i32 %1175, 4
  store i32 %1176, ptr addrspace(5) %v40, align 4
  br label %loop

done:                                             ; preds = %loop
  %1177 = add i32 0, %13
  %1178 = mul i32 %1177, 256
  %1179 = load float, ptr addrspace(5) %v, align 4
  br i1 %346, label %then, label %endif

then:                                             ; preds = %done
  %1180 = add i32 %1178, %345
  %1181 = sext i32 %1180 to i64
  %1182 = mul i64 %1181, 4
  %1183 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1182
  store float %1179, ptr addrspace(3) %1183, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  %1184 = load float, ptr addrspace(5) %v1, align 4
  br i1 %348, label %then41, label %endif42

then41:                                           ; preds = %endif
  %1185 = add i32 %1178, %347
  %1186 = sext i32 %1185 to i64
  %1187 = mul i64 %1186, 4
  %1188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1187
  store float %1184, ptr addrspace(3) %1188, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif
  %1189 = load float, ptr addrspace(5) %v2, align 4
  br i1 %350, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %1190 = add i32 %1178, %349
  %1191 = sext i32 %1190 to i64
  %1192 = mul i64 %1191, 4
  %1193 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1192
  store float %1189, ptr addrspace(3) %1193, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %1194 = load float, ptr addrspace(5) %v3, align 4
  br i1 %352, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %1195 = add i32 %1178, %351
  %1196 = sext i32 %1195 to i64
  %1197 = mul i64 %1196, 4
  %1198 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1197
  store float %1194, ptr addrspace(3) %1198, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %1199 = load float, ptr addrspace(5) %v4, align 4
  br i1 %354, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %1200 = add i32 %1178, %353
  %1201 = sext i32 %1200 to i64
  %1202 = mul i64 %1201, 4
  %1203 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1202
  store float %1199, ptr addrspace(3) %1203, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %1204 = load float, ptr addrspace(5) %v5, align 4
  br i1 %356, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %1205 = add i32 %1178, %355
  %1206 = sext i32 %1205 to i64
  %1207 = mul i64 %1206, 4
  %1208 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1207
  store float %1204, ptr addrspace(3) %1208, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %1209 = load float, ptr addrspace(5) %v6, align 4
  br i1 %358, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %1210 = add i32 %1178, %357
  %1211 = sext i32 %1210 to i64
  %1212 = mul i64 %1211, 4
  %1213 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1212
  store float %1209, ptr addrspace(3) %1213, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %1214 = load float, ptr addrspace(5) %v7, align 4
  br i1 %360, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %1215 = add i32 %1178, %359
  %1216 = sext i32 %1215 to i64
  %1217 = mul i64 %1216, 4
  %1218 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1217
  store float %1214, ptr addrspace(3) %1218, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %1219 = icmp eq i32 %11, 0
  %1220 = load float, ptr addrspace(5) %v8, align 4
  %1221 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1219, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %1222 = mul i32 %1177, 2
  %1223 = sext i32 %1222 to i64
  %1224 = mul i64 %1223, 4
  %1225 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1224
  store float %1220, ptr addrspace(3) %1225, align 4
  %1226 = add i32 %1222, 1
  %1227 = sext i32 %1226 to i64
  %1228 = mul i64 %1227, 4
  %1229 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1228
  store float %1221, ptr addrspace(3) %1229, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %1230 = add i32 4, %13
  %1231 = mul i32 %1230, 256
  %1232 = load float, ptr addrspace(5) %v10, align 4
  br i1 %346, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %1233 = add i32 %1231, %345
  %1234 = sext i32 %1233 to i64
  %1235 = mul i64 %1234, 4
  %1236 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1235
  store float %1232, ptr addrspace(3) %1236, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %1237 = load float, ptr addrspace(5) %v11, align 4
  br i1 %348, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %1238 = add i32 %1231, %347
  %1239 = sext i32 %1238 to i64
  %1240 = mul i64 %1239, 4
  %1241 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1240
  store float %1237, ptr addrspace(3) %1241, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %1242 = load float, ptr addrspace(5) %v12, align 4
  br i1 %350, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %1243 = add i32 %1231, %349
  %1244 = sext i32 %1243 to i64
  %1245 = mul i64 %1244, 4
  %1246 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1245
  store float %1242, ptr addrspace(3) %1246, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %1247 = load float, ptr addrspace(5) %v13, align 4
  br i1 %352, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %1248 = add i32 %1231, %351
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1250
  store float %1247, ptr addrspace(3) %1251, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %1252 = load float, ptr addrspace(5) %v14, align 4
  br i1 %354, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %1253 = add i32 %1231, %353
  %1254 = sext i32 %1253 to i64
  %1255 = mul i64 %1254, 4
  %1256 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1255
  store float %1252, ptr addrspace(3) %1256, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %1257 = load float, ptr addrspace(5) %v15, align 4
  br i1 %356, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %1258 = add i32 %1231, %355
  %1259 = sext i32 %1258 to i64
  %1260 = mul i64 %1259, 4
  %1261 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1260
  store float %1257, ptr addrspace(3) %1261, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %1262 = load float, ptr addrspace(5) %v16, align 4
  br i1 %358, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %1263 = add i32 %1231, %357
  %1264 = sext i32 %1263 to i64
  %1265 = mul i64 %1264, 4
  %1266 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1265
  store float %1262, ptr addrspace(3) %1266, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %1267 = load float, ptr addrspace(5) %v17, align 4
  br i1 %360, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %1268 = add i32 %1231, %359
  %1269 = sext i32 %1268 to i64
  %1270 = mul i64 %1269, 4
  %1271 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1270
  store float %1267, ptr addrspace(3) %1271, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %1272 = icmp eq i32 %11, 0
  %1273 = load float, ptr addrspace(5) %v18, align 4
  %1274 = load float, ptr addrspace(5) %v19, align 4
  br i1 %1272, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %1275 = mul i32 %1230, 2
  %1276 = sext i32 %1275 to i64
  %1277 = mul i64 %1276, 4
  %1278 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1277
  store float %1273, ptr addrspace(3) %1278, align 4
  %1279 = add i32 %1275, 1
  %1280 = sext i32 %1279 to i64
  %1281 = mul i64 %1280, 4
  %1282 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1281
  store float %1274, ptr addrspace(3) %1282, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %1283 = add i32 8, %13
  %1284 = mul i32 %1283, 256
  %1285 = load float, ptr addrspace(5) %v20, align 4
  br i1 %346, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %1286 = add i32 %1284, %345
  %1287 = sext i32 %1286 to i64
  %1288 = mul i64 %1287, 4
  %1289 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1288
  store float %1285, ptr addrspace(3) %1289, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %1290 = load float, ptr addrspace(5) %v21, align 4
  br i1 %348, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %1291 = add i32 %1284, %347
  %1292 = sext i32 %1291 to i64
  %1293 = mul i64 %1292, 4
  %1294 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1293
  store float %1290, ptr addrspace(3) %1294, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %1295 = load float, ptr addrspace(5) %v22, align 4
  br i1 %350, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %1296 = add i32 %1284, %349
  %1297 = sext i32 %1296 to i64
  %1298 = mul i64 %1297, 4
  %1299 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1298
  store float %1295, ptr addrspace(3) %1299, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %1300 = load float, ptr addrspace(5) %v23, align 4
  br i1 %352, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %1301 = add i32 %1284, %351
  %1302 = sext i32 %1301 to i64
  %1303 = mul i64 %1302, 4
  %1304 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1303
  store float %1300, ptr addrspace(3) %1304, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %1305 = load float, ptr addrspace(5) %v24, align 4
  br i1 %354, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %1306 = add i32 %1284, %353
  %1307 = sext i32 %1306 to i64
  %1308 = mul i64 %1307, 4
  %1309 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1308
  store float %1305, ptr addrspace(3) %1309, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %1310 = load float, ptr addrspace(5) %v25, align 4
  br i1 %356, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %1311 = add i32 %1284, %355
  %1312 = sext i32 %1311 to i64
  %1313 = mul i64 %1312, 4
  %1314 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1313
  store float %1310, ptr addrspace(3) %1314, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %1315 = load float, ptr addrspace(5) %v26, align 4
  br i1 %358, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %1316 = add i32 %1284, %357
  %1317 = sext i32 %1316 to i64
  %1318 = mul i64 %1317, 4
  %1319 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1318
  store float %1315, ptr addrspace(3) %1319, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %1320 = load float, ptr addrspace(5) %v27, align 4
  br i1 %360, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %1321 = add i32 %1284, %359
  %1322 = sext i32 %1321 to i64
  %1323 = mul i64 %1322, 4
  %1324 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1323
  store float %1320, ptr addrspace(3) %1324, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %1325 = icmp eq i32 %11, 0
  %1326 = load float, ptr addrspace(5) %v28, align 4
  %1327 = load float, ptr addrspace(5) %v29, align 4
  br i1 %1325, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %1328 = mul i32 %1283, 2
  %1329 = sext i32 %1328 to i64
  %1330 = mul i64 %1329, 4
  %1331 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1330
  store float %1326, ptr addrspace(3) %1331, align 4
  %1332 = add i32 %1328, 1
  %1333 = sext i32 %1332 to i64
  %1334 = mul i64 %1333, 4
  %1335 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1334
  store float %1327, ptr addrspace(3) %1335, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %1336 = add i32 12, %13
  %1337 = mul i32 %1336, 256
  %1338 = load float, ptr addrspace(5) %v30, align 4
  br i1 %346, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %1339 = add i32 %1337, %345
  %1340 = sext i32 %1339 to i64
  %1341 = mul i64 %1340, 4
  %1342 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1341
  store float %1338, ptr addrspace(3) %1342, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %1343 = load float, ptr addrspace(5) %v31, align 4
  br i1 %348, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %1344 = add i32 %1337, %347
  %1345 = sext i32 %1344 to i64
  %1346 = mul i64 %1345, 4
  %1347 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1346
  store float %1343, ptr addrspace(3) %1347, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %1348 = load float, ptr addrspace(5) %v32, align 4
  br i1 %350, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %1349 = add i32 %1337, %349
  %1350 = sext i32 %1349 to i64
  %1351 = mul i64 %1350, 4
  %1352 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1351
  store float %1348, ptr addrspace(3) %1352, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %1353 = load float, ptr addrspace(5) %v33, align 4
  br i1 %352, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %1354 = add i32 %1337, %351
  %1355 = sext i32 %1354 to i64
  %1356 = mul i64 %1355, 4
  %1357 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1356
  store float %1353, ptr addrspace(3) %1357, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %1358 = load float, ptr addrspace(5) %v34, align 4
  br i1 %354, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %1359 = add i32 %1337, %353
  %1360 = sext i32 %1359 to i64
  %1361 = mul i64 %1360, 4
  %1362 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1361
  store float %1358, ptr addrspace(3) %1362, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %1363 = load float, ptr addrspace(5) %v35, align 4
  br i1 %356, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %1364 = add i32 %1337, %355
  %1365 = sext i32 %1364 to i64
  %1366 = mul i64 %1365, 4
  %1367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1366
  store float %1363, ptr addrspace(3) %1367, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %1368 = load float, ptr addrspace(5) %v36, align 4
  br i1 %358, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %1369 = add i32 %1337, %357
  %1370 = sext i32 %1369 to i64
  %1371 = mul i64 %1370, 4
  %1372 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1371
  store float %1368, ptr addrspace(3) %1372, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %1373 = load float, ptr addrspace(5) %v37, align 4
  br i1 %360, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %1374 = add i32 %1337, %359
  %1375 = sext i32 %1374 to i64
  %1376 = mul i64 %1375, 4
  %1377 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1376
  store float %1373, ptr addrspace(3) %1377, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %1378 = icmp eq i32 %11, 0
  %1379 = load float, ptr addrspace(5) %v38, align 4
  %1380 = load float, ptr addrspace(5) %v39, align 4
  br i1 %1378, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %1381 = mul i32 %1336, 2
  %1382 = sext i32 %1381 to i64
  %1383 = mul i64 %1382, 4
  %1384 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1383
  store float %1379, ptr addrspace(3) %1384, align 4
  %1385 = add i32 %1381, 1
  %1386 = sext i32 %1385 to i64
  %1387 = mul i64 %1386, 4
  %1388 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1387
  store float %1380, ptr addrspace(3) %1388, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1389 = load float, ptr addrspace(3) @lds2, align 4
  %1390 = fcmp ogt float %1389, 0xFFF0000000000000
  %1391 = select i1 %1390, float %1389, float 0xFFF0000000000000
  %1392 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1393 = fcmp ogt float %1392, %1391
  %1394 = select i1 %1393, float %1392, float %1391
  %1395 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1396 = fcmp ogt float %1395, %1394
  %1397 = select i1 %1396, float %1395, float %1394
  %1398 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1399 = fcmp ogt float %1398, %1397
  %1400 = select i1 %1399, float %1398, float %1397
  %1401 = fsub float %1389, %1400
  %1402 = fmul float %1401, 0x3FF7154760000000
  %1403 = fcmp olt float %1402, -1.260000e+02
  %1404 = fcmp ogt float %1402, 1.270000e+02
  %1405 = select i1 %1403, float -1.260000e+02, float %1402
  %1406 = select i1 %1404, float 1.270000e+02, float %1405
  %1407 = fadd float %1406, 5.000000e-01
  %1408 = call float @llvm.floor.f32(float %1407)
  %1409 = fsub float %1406, %1408
  %1410 = fmul float 0x3EEFFCBFC0000000, %1409
  %1411 = fadd float %1410, 0x3F24309120000000
  %1412 = fmul float %1411, %1409
  %1413 = fadd float %1412, 0x3F55D87FE0000000
  %1414 = fmul float %1413, %1409
  %1415 = fadd float %1414, 0x3F83B2AB60000000
  %1416 = fmul float %1415, %1409
  %1417 = fadd float %1416, 0x3FAC6B08E0000000
  %1418 = fmul float %1417, %1409
  %1419 = fadd float %1418, 0x3FCEBFBE00000000
  %1420 = fmul float %1419, %1409
  %1421 = fadd float %1420, 0x3FE62E4300000000
  %1422 = fmul float %1421, %1409
  %1423 = fadd float %1422, 1.000000e+00
  %1424 = fptosi float %1408 to i32
  %1425 = add i32 %1424, 127
  %1426 = shl i32 %1425, 23
  %1427 = bitcast i32 %1426 to float
  %1428 = fmul float %1423, %1427
  %1429 = select i1 %1403, float 0.000000e+00, float %1428
  %1430 = select i1 %1404, float 0x7FF0000000000000, float %1429
  %1431 = fcmp uno float %1402, %1402
  %1432 = select i1 %1431, float %1402, float %1430
  %1433 = fcmp oeq float %1389, 0xFFF0000000000000
  %1434 = select i1 %1433, float 0.000000e+00, float %1432
  %1435 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1436 = fmul float %1434, %1435
  %1437 = fadd float %1436, 0.000000e+00
  %1438 = fsub float %1392, %1400
  %1439 = fmul float %1438, 0x3FF7154760000000
  %1440 = fcmp olt float %1439, -1.260000e+02
  %1441 = fcmp ogt float %1439, 1.270000e+02
  %1442 = select i1 %1440, float -1.260000e+02, float %1439
  %1443 = select i1 %1441, float 1.270000e+02, float %1442
  %1444 = fadd float %1443, 5.000000e-01
  %1445 = call float @llvm.floor.f32(float %1444)
  %1446 = fsub float %1443, %1445
  %1447 = fmul float 0x3EEFFCBFC0000000, %1446
  %1448 = fadd float %1447, 0x3F24309120000000
  %1449 = fmul float %1448, %1446
  %1450 = fadd float %1449, 0x3F55D87FE0000000
  %1451 = fmul float %1450, %1446
  %1452 = fadd float %1451, 0x3F83B2AB60000000
  %1453 = fmul float %1452, %1446
  %1454 = fadd float %1453, 0x3FAC6B08E0000000
  %1455 = fmul float %1454, %1446
  %1456 = fadd float %1455, 0x3FCEBFBE00000000
  %1457 = fmul float %1456, %1446
  %1458 = fadd float %1457, 0x3FE62E4300000000
  %1459 = fmul float %1458, %1446
  %1460 = fadd float %1459, 1.000000e+00
  %1461 = fptosi float %1445 to i32
  %1462 = add i32 %1461, 127
  %1463 = shl i32 %1462, 23
  %1464 = bitcast i32 %1463 to float
  %1465 = fmul float %1460, %1464
  %1466 = select i1 %1440, float 0.000000e+00, float %1465
  %1467 = select i1 %1441, float 0x7FF0000000000000, float %1466
  %1468 = fcmp uno float %1439, %1439
  %1469 = select i1 %1468, float %1439, float %1467
  %1470 = fcmp oeq float %1392, 0xFFF0000000000000
  %1471 = select i1 %1470, float 0.000000e+00, float %1469
  %1472 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1473 = fmul float %1471, %1472
  %1474 = fadd float %1473, %1437
  %1475 = fsub float %1395, %1400
  %1476 = fmul float %1475, 0x3FF7154760000000
  %1477 = fcmp olt float %1476, -1.260000e+02
  %1478 = fcmp ogt float %1476, 1.270000e+02
  %1479 = select i1 %1477, float -1.260000e+02, float %1476
  %1480 = select i1 %1478, float 1.270000e+02, float %1479
  %1481 = fadd float %1480, 5.000000e-01
  %1482 = call float @llvm.floor.f32(float %1481)
  %1483 = fsub float %1480, %1482
  %1484 = fmul float 0x3EEFFCBFC0000000, %1483
  %1485 = fadd float %1484, 0x3F24309120000000
  %1486 = fmul float %1485, %1483
  %1487 = fadd float %1486, 0x3F55D87FE0000000
  %1488 = fmul float %1487, %1483
  %1489 = fadd float %1488, 0x3F83B2AB60000000
  %1490 = fmul float %1489, %1483
  %1491 = fadd float %1490, 0x3FAC6B08E0000000
  %1492 = fmul float %1491, %1483
  %1493 = fadd float %1492, 0x3FCEBFBE00000000
  %1494 = fmul float %1493, %1483
  %1495 = fadd float %1494, 0x3FE62E4300000000
  %1496 = fmul float %1495, %1483
  %1497 = fadd float %1496, 1.000000e+00
  %1498 = fptosi float %1482 to i32
  %1499 = add i32 %1498, 127
  %1500 = shl i32 %1499, 23
  %1501 = bitcast i32 %1500 to float
  %1502 = fmul float %1497, %1501
  %1503 = select i1 %1477, float 0.000000e+00, float %1502
  %1504 = select i1 %1478, float 0x7FF0000000000000, float %1503
  %1505 = fcmp uno float %1476, %1476
  %1506 = select i1 %1505, float %1476, float %1504
  %1507 = fcmp oeq float %1395, 0xFFF0000000000000
  %1508 = select i1 %1507, float 0.000000e+00, float %1506
  %1509 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1510 = fmul float %1508, %1509
  %1511 = fadd float %1510, %1474
  %1512 = fsub float %1398, %1400
  %1513 = fmul float %1512, 0x3FF7154760000000
  %1514 = fcmp olt float %1513, -1.260000e+02
  %1515 = fcmp ogt float %1513, 1.270000e+02
  %1516 = select i1 %1514, float -1.260000e+02, float %1513
  %1517 = select i1 %1515, float 1.270000e+02, float %1516
  %1518 = fadd float %1517, 5.000000e-01
  %1519 = call float @llvm.floor.f32(float %1518)
  %1520 = fsub float %1517, %1519
  %1521 = fmul float 0x3EEFFCBFC0000000, %1520
  %1522 = fadd float %1521, 0x3F24309120000000
  %1523 = fmul float %1522, %1520
  %1524 = fadd float %1523, 0x3F55D87FE0000000
  %1525 = fmul float %1524, %1520
  %1526 = fadd float %1525, 0x3F83B2AB60000000
  %1527 = fmul float %1526, %1520
  %1528 = fadd float %1527, 0x3FAC6B08E0000000
  %1529 = fmul float %1528, %1520
  %1530 = fadd float %1529, 0x3FCEBFBE00000000
  %1531 = fmul float %1530, %1520
  %1532 = fadd float %1531, 0x3FE62E4300000000
  %1533 = fmul float %1532, %1520
  %1534 = fadd float %1533, 1.000000e+00
  %1535 = fptosi float %1519 to i32
  %1536 = add i32 %1535, 127
  %1537 = shl i32 %1536, 23
  %1538 = bitcast i32 %1537 to float
  %1539 = fmul float %1534, %1538
  %1540 = select i1 %1514, float 0.000000e+00, float %1539
  %1541 = select i1 %1515, float 0x7FF0000000000000, float %1540
  %1542 = fcmp uno float %1513, %1513
  %1543 = select i1 %1542, float %1513, float %1541
  %1544 = fcmp oeq float %1398, 0xFFF0000000000000
  %1545 = select i1 %1544, float 0.000000e+00, float %1543
  %1546 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1547 = fmul float %1545, %1546
  %1548 = fadd float %1547, %1511
  br i1 %26, label %then111, label %endif112

then111:                                          ; preds = %endif110
  store i32 %9, ptr addrspace(5) %v113, align 4
  br label %loop114

endif112:                                         ; preds = %done116, %endif110
  %1549 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %1550 = fcmp ogt float %1549, 0xFFF0000000000000
  %1551 = select i1 %1550, float %1549, float 0xFFF0000000000000
  %1552 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %1553 = fcmp ogt float %1552, %1551
  %1554 = select i1 %1553, float %1552, float %1551
  %1555 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %1556 = fcmp ogt float %1555, %1554
  %1557 = select i1 %1556, float %1555, float %1554
  %1558 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %1559 = fcmp ogt float %1558, %1557
  %1560 = select i1 %1559, float %1558, float %1557
  %1561 = fsub float %1549, %1560
  %1562 = fmul float %1561, 0x3FF7154760000000
  %1563 = fcmp olt float %1562, -1.260000e+02
  %1564 = fcmp ogt float %1562, 1.270000e+02
  %1565 = select i1 %1563, float -1.260000e+02, float %1562
  %1566 = select i1 %1564, float 1.270000e+02, float %1565
  %1567 = fadd float %1566, 5.000000e-01
  %1568 = call float @llvm.floor.f32(float %1567)
  %1569 = fsub float %1566, %1568
  %1570 = fmul float 0x3EEFFCBFC0000000, %1569
  %1571 = fadd float %1570, 0x3F24309120000000
  %1572 = fmul float %1571, %1569
  %1573 = fadd float %1572, 0x3F55D87FE0000000
  %1574 = fmul float %1573, %1569
  %1575 = fadd float %1574, 0x3F83B2AB60000000
  %1576 = fmul float %1575, %1569
  %1577 = fadd float %1576, 0x3FAC6B08E0000000
  %1578 = fmul float %1577, %1569
  %1579 = fadd float %1578, 0x3FCEBFBE00000000
  %1580 = fmul float %1579, %1569
  %1581 = fadd float %1580, 0x3FE62E4300000000
  %1582 = fmul float %1581, %1569
  %1583 = fadd float %1582, 1.000000e+00
  %1584 = fptosi float %1568 to i32
  %1585 = add i32 %1584, 127
  %1586 = shl i32 %1585, 23
  %1587 = bitcast i32 %1586 to float
  %1588 = fmul float %1583, %1587
  %1589 = select i1 %1563, float 0.000000e+00, float %1588
  %1590 = select i1 %1564, float 0x7FF0000000000000, float %1589
  %1591 = fcmp uno float %1562, %1562
  %1592 = select i1 %1591, float %1562, float %1590
  %1593 = fcmp oeq float %1549, 0xFFF0000000000000
  %1594 = select i1 %1593, float 0.000000e+00, float %1592
  %1595 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %1596 = fmul float %1594, %1595
  %1597 = fadd float %1596, 0.000000e+00
  %1598 = fsub float %1552, %1560
  %1599 = fmul float %1598, 0x3FF7154760000000
  %1600 = fcmp olt float %1599, -1.260000e+02
  %1601 = fcmp ogt float %1599, 1.270000e+02
  %1602 = select i1 %1600, float -1.260000e+02, float %1599
  %1603 = select i1 %1601, float 1.270000e+02, float %1602
  %1604 = fadd float %1603, 5.000000e-01
  %1605 = call float @llvm.floor.f32(float %1604)
  %1606 = fsub float %1603, %1605
  %1607 = fmul float 0x3EEFFCBFC0000000, %1606
  %1608 = fadd float %1607, 0x3F24309120000000
  %1609 = fmul float %1608, %1606
  %1610 = fadd float %1609, 0x3F55D87FE0000000
  %1611 = fmul float %1610, %1606
  %1612 = fadd float %1611, 0x3F83B2AB60000000
  %1613 = fmul float %1612, %1606
  %1614 = fadd float %1613, 0x3FAC6B08E0000000
  %1615 = fmul float %1614, %1606
  %1616 = fadd float %1615, 0x3FCEBFBE00000000
  %1617 = fmul float %1616, %1606
  %1618 = fadd float %1617, 0x3FE62E4300000000
  %1619 = fmul float %1618, %1606
  %1620 = fadd float %1619, 1.000000e+00
  %1621 = fptosi float %1605 to i32
  %1622 = add i32 %1621, 127
  %1623 = shl i32 %1622, 23
  %1624 = bitcast i32 %1623 to float
  %1625 = fmul float %1620, %1624
  %1626 = select i1 %1600, float 0.000000e+00, float %1625
  %1627 = select i1 %1601, float 0x7FF0000000000000, float %1626
  %1628 = fcmp uno float %1599, %1599
  %1629 = select i1 %1628, float %1599, float %1627
  %1630 = fcmp oeq float %1552, 0xFFF0000000000000
  %1631 = select i1 %1630, float 0.000000e+00, float %1629
  %1632 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %1633 = fmul float %1631, %1632
  %1634 = fadd float %1633, %1597
  %1635 = fsub float %1555, %1560
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
  %1667 = fcmp oeq float %1555, 0xFFF0000000000000
  %1668 = select i1 %1667, float 0.000000e+00, float %1666
  %1669 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %1670 = fmul float %1668, %1669
  %1671 = fadd float %1670, %1634
  %1672 = fsub float %1558, %1560
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
  %1704 = fcmp oeq float %1558, 0xFFF0000000000000
  %1705 = select i1 %1704, float 0.000000e+00, float %1703
  %1706 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %1707 = fmul float %1705, %1706
  %1708 = fadd float %1707, %1671
  br i1 %106, label %then117, label %endif118

loop114:                                          ; preds = %body115, %then111
  %1709 = load i32, ptr addrspace(5) %v113, align 4
  %1710 = icmp slt i32 %1709, %6
  br i1 %1710, label %body115, label %done116

body115:                                          ; preds = %loop114
  %1711 = load i32, ptr addrspace(5) %v113, align 4
  %1712 = add i32 0, %1711
  %1713 = sext i32 %1712 to i64
  %1714 = mul i64 %1713, 4
  %1715 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1714
  %1716 = load float, ptr addrspace(3) %1715, align 4
  %1717 = fmul float %1434, %1716
  %1718 = fadd float %1717, 0.000000e+00
  %1719 = add i32 256, %1711
  %1720 = sext i32 %1719 to i64
  %1721 = mul i64 %1720, 4
  %1722 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1721
  %1723 = load float, ptr addrspace(3) %1722, align 4
  %1724 = fmul float %1471, %1723
  %1725 = fadd float %1724, %1718
  %1726 = add i32 512, %1711
  %1727 = sext i32 %1726 to i64
  %1728 = mul i64 %1727, 4
  %1729 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1728
  %1730 = load float, ptr addrspace(3) %1729, align 4
  %1731 = fmul float %1508, %1730
  %1732 = fadd float %1731, %1725
  %1733 = add i32 768, %1711
  %1734 = sext i32 %1733 to i64
  %1735 = mul i64 %1734, 4
  %1736 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1735
  %1737 = load float, ptr addrspace(3) %1736, align 4
  %1738 = fmul float %1545, %1737
  %1739 = fadd float %1738, %1732
  %1740 = add i32 %32, %1711
  %1741 = fdiv float %1739, %1548
  %1742 = sext i32 %1740 to i64
  %1743 = mul i64 %1742, 4
  %1744 = getelementptr i8, ptr addrspace(1) %0, i64 %1743
  store float %1741, ptr addrspace(1) %1744, align 4
  %1745 = load i32, ptr addrspace(5) %v113, align 4
  %1746 = add i32 %1745, 128
  store i32 %1746, ptr addrspace(5) %v113, align 4
  br label %loop114

done116:                                          ; preds = %loop114
  br label %endif112

then117:                                          ; preds = %endif112
  store i32 %9, ptr addrspace(5) %v119, align 4
  br label %loop120

endif118:                                         ; preds = %done122, %endif112
  %1747 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %1748 = fcmp ogt float %1747, 0xFFF0000000000000
  %1749 = select i1 %1748, float %1747, float 0xFFF0000000000000
  %1750 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %1751 = fcmp ogt float %1750, %1749
  %1752 = select i1 %1751, float %1750, float %1749
  %1753 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %1754 = fcmp ogt float %1753, %1752
  %1755 = select i1 %1754, float %1753, float %1752
  %1756 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %1757 = fcmp ogt float %1756, %1755
  %1758 = select i1 %1757, float %1756, float %1755
  %1759 = fsub float %1747, %1758
  %1760 = fmul float %1759, 0x3FF7154760000000
  %1761 = fcmp olt float %1760, -1.260000e+02
  %1762 = fcmp ogt float %1760, 1.270000e+02
  %1763 = select i1 %1761, float -1.260000e+02, float %1760
  %1764 = select i1 %1762, float 1.270000e+02, float %1763
  %1765 = fadd float %1764, 5.000000e-01
  %1766 = call float @llvm.floor.f32(float %1765)
  %1767 = fsub float %1764, %1766
  %1768 = fmul float 0x3EEFFCBFC0000000, %1767
  %1769 = fadd float %1768, 0x3F24309120000000
  %1770 = fmul float %1769, %1767
  %1771 = fadd float %1770, 0x3F55D87FE0000000
  %1772 = fmul float %1771, %1767
  %1773 = fadd float %1772, 0x3F83B2AB60000000
  %1774 = fmul float %1773, %1767
  %1775 = fadd float %1774, 0x3FAC6B08E0000000
  %1776 = fmul float %1775, %1767
  %1777 = fadd float %1776, 0x3FCEBFBE00000000
  %1778 = fmul float %1777, %1767
  %1779 = fadd float %1778, 0x3FE62E4300000000
  %1780 = fmul float %1779, %1767
  %1781 = fadd float %1780, 1.000000e+00
  %1782 = fptosi float %1766 to i32
  %1783 = add i32 %1782, 127
  %1784 = shl i32 %1783, 23
  %1785 = bitcast i32 %1784 to float
  %1786 = fmul float %1781, %1785
  %1787 = select i1 %1761, float 0.000000e+00, float %1786
  %1788 = select i1 %1762, float 0x7FF0000000000000, float %1787
  %1789 = fcmp uno float %1760, %1760
  %1790 = select i1 %1789, float %1760, float %1788
  %1791 = fcmp oeq float %1747, 0xFFF0000000000000
  %1792 = select i1 %1791, float 0.000000e+00, float %1790
  %1793 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %1794 = fmul float %1792, %1793
  %1795 = fadd float %1794, 0.000000e+00
  %1796 = fsub float %1750, %1758
  %1797 = fmul float %1796, 0x3FF7154760000000
  %1798 = fcmp olt float %1797, -1.260000e+02
  %1799 = fcmp ogt float %1797, 1.270000e+02
  %1800 = select i1 %1798, float -1.260000e+02, float %1797
  %1801 = select i1 %1799, float 1.270000e+02, float %1800
  %1802 = fadd float %1801, 5.000000e-01
  %1803 = call float @llvm.floor.f32(float %1802)
  %1804 = fsub float %1801, %1803
  %1805 = fmul float 0x3EEFFCBFC0000000, %1804
  %1806 = fadd float %1805, 0x3F24309120000000
  %1807 = fmul float %1806, %1804
  %1808 = fadd float %1807, 0x3F55D87FE0000000
  %1809 = fmul float %1808, %1804
  %1810 = fadd float %1809, 0x3F83B2AB60000000
  %1811 = fmul float %1810, %1804
  %1812 = fadd float %1811, 0x3FAC6B08E0000000
  %1813 = fmul float %1812, %1804
  %1814 = fadd float %1813, 0x3FCEBFBE00000000
  %1815 = fmul float %1814, %1804
  %1816 = fadd float %1815, 0x3FE62E4300000000
  %1817 = fmul float %1816, %1804
  %1818 = fadd float %1817, 1.000000e+00
  %1819 = fptosi float %1803 to i32
  %1820 = add i32 %1819, 127
  %1821 = shl i32 %1820, 23
  %1822 = bitcast i32 %1821 to float
  %1823 = fmul float %1818, %1822
  %1824 = select i1 %1798, float 0.000000e+00, float %1823
  %1825 = select i1 %1799, float 0x7FF0000000000000, float %1824
  %1826 = fcmp uno float %1797, %1797
  %1827 = select i1 %1826, float %1797, float %1825
  %1828 = fcmp oeq float %1750, 0xFFF0000000000000
  %1829 = select i1 %1828, float 0.000000e+00, float %1827
  %1830 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %1831 = fmul float %1829, %1830
  %1832 = fadd float %1831, %1795
  %1833 = fsub float %1753, %1758
  %1834 = fmul float %1833, 0x3FF7154760000000
  %1835 = fcmp olt float %1834, -1.260000e+02
  %1836 = fcmp ogt float %1834, 1.270000e+02
  %1837 = select i1 %1835, float -1.260000e+02, float %1834
  %1838 = select i1 %1836, float 1.270000e+02, float %1837
  %1839 = fadd float %1838, 5.000000e-01
  %1840 = call float @llvm.floor.f32(float %1839)
  %1841 = fsub float %1838, %1840
  %1842 = fmul float 0x3EEFFCBFC0000000, %1841
  %1843 = fadd float %1842, 0x3F24309120000000
  %1844 = fmul float %1843, %1841
  %1845 = fadd float %1844, 0x3F55D87FE0000000
  %1846 = fmul float %1845, %1841
  %1847 = fadd float %1846, 0x3F83B2AB60000000
  %1848 = fmul float %1847, %1841
  %1849 = fadd float %1848, 0x3FAC6B08E0000000
  %1850 = fmul float %1849, %1841
  %1851 = fadd float %1850, 0x3FCEBFBE00000000
  %1852 = fmul float %1851, %1841
  %1853 = fadd float %1852, 0x3FE62E4300000000
  %1854 = fmul float %1853, %1841
  %1855 = fadd float %1854, 1.000000e+00
  %1856 = fptosi float %1840 to i32
  %1857 = add i32 %1856, 127
  %1858 = shl i32 %1857, 23
  %1859 = bitcast i32 %1858 to float
  %1860 = fmul float %1855, %1859
  %1861 = select i1 %1835, float 0.000000e+00, float %1860
  %1862 = select i1 %1836, float 0x7FF0000000000000, float %1861
  %1863 = fcmp uno float %1834, %1834
  %1864 = select i1 %1863, float %1834, float %1862
  %1865 = fcmp oeq float %1753, 0xFFF0000000000000
  %1866 = select i1 %1865, float 0.000000e+00, float %1864
  %1867 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %1868 = fmul float %1866, %1867
  %1869 = fadd float %1868, %1832
  %1870 = fsub float %1756, %1758
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
  %1902 = fcmp oeq float %1756, 0xFFF0000000000000
  %1903 = select i1 %1902, float 0.000000e+00, float %1901
  %1904 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %1905 = fmul float %1903, %1904
  %1906 = fadd float %1905, %1869
  br i1 %186, label %then123, label %endif124

loop120:                                          ; preds = %body121, %then117
  %1907 = load i32, ptr addrspace(5) %v119, align 4
  %1908 = icmp slt i32 %1907, %6
  br i1 %1908, label %body121, label %done122

body121:                                          ; preds = %loop120
  %1909 = load i32, ptr addrspace(5) %v119, align 4
  %1910 = add i32 1024, %1909
  %1911 = sext i32 %1910 to i64
  %1912 = mul i64 %1911, 4
  %1913 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1912
  %1914 = load float, ptr addrspace(3) %1913, align 4
  %1915 = fmul float %1594, %1914
  %1916 = fadd float %1915, 0.000000e+00
  %1917 = add i32 1280, %1909
  %1918 = sext i32 %1917 to i64
  %1919 = mul i64 %1918, 4
  %1920 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1919
  %1921 = load float, ptr addrspace(3) %1920, align 4
  %1922 = fmul float %1631, %1921
  %1923 = fadd float %1922, %1916
  %1924 = add i32 1536, %1909
  %1925 = sext i32 %1924 to i64
  %1926 = mul i64 %1925, 4
  %1927 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1926
  %1928 = load float, ptr addrspace(3) %1927, align 4
  %1929 = fmul float %1668, %1928
  %1930 = fadd float %1929, %1923
  %1931 = add i32 1792, %1909
  %1932 = sext i32 %1931 to i64
  %1933 = mul i64 %1932, 4
  %1934 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1933
  %1935 = load float, ptr addrspace(3) %1934, align 4
  %1936 = fmul float %1705, %1935
  %1937 = fadd float %1936, %1930
  %1938 = add i32 %112, %1909
  %1939 = fdiv float %1937, %1708
  %1940 = sext i32 %1938 to i64
  %1941 = mul i64 %1940, 4
  %1942 = getelementptr i8, ptr addrspace(1) %0, i64 %1941
  store float %1939, ptr addrspace(1) %1942, align 4
  %1943 = load i32, ptr addrspace(5) %v119, align 4
  %1944 = add i32 %1943, 128
  store i32 %1944, ptr addrspace(5) %v119, align 4
  br label %loop120

done122:                                          ; preds = %loop120
  br label %endif118

then123:                                          ; preds = %endif118
  store i32 %9, ptr addrspace(5) %v125, align 4
  br label %loop126

endif124:                                         ; preds = %done128, %endif118
  %1945 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %1946 = fcmp ogt float %1945, 0xFFF0000000000000
  %1947 = select i1 %1946, float %1945, float 0xFFF0000000000000
  %1948 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %1949 = fcmp ogt float %1948, %1947
  %1950 = select i1 %1949, float %1948, float %1947
  %1951 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %1952 = fcmp ogt float %1951, %1950
  %1953 = select i1 %1952, float %1951, float %1950
  %1954 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %1955 = fcmp ogt float %1954, %1953
  %1956 = select i1 %1955, float %1954, float %1953
  %1957 = fsub float %1945, %1956
  %1958 = fmul float %1957, 0x3FF7154760000000
  %1959 = fcmp olt float %1958, -1.260000e+02
  %1960 = fcmp ogt float %1958, 1.270000e+02
  %1961 = select i1 %1959, float -1.260000e+02, float %1958
  %1962 = select i1 %1960, float 1.270000e+02, float %1961
  %1963 = fadd float %1962, 5.000000e-01
  %1964 = call float @llvm.floor.f32(float %1963)
  %1965 = fsub float %1962, %1964
  %1966 = fmul float 0x3EEFFCBFC0000000, %1965
  %1967 = fadd float %1966, 0x3F24309120000000
  %1968 = fmul float %1967, %1965
  %1969 = fadd float %1968, 0x3F55D87FE0000000
  %1970 = fmul float %1969, %1965
  %1971 = fadd float %1970, 0x3F83B2AB60000000
  %1972 = fmul float %1971, %1965
  %1973 = fadd float %1972, 0x3FAC6B08E0000000
  %1974 = fmul float %1973, %1965
  %1975 = fadd float %1974, 0x3FCEBFBE00000000
  %1976 = fmul float %1975, %1965
  %1977 = fadd float %1976, 0x3FE62E4300000000
  %1978 = fmul float %1977, %1965
  %1979 = fadd float %1978, 1.000000e+00
  %1980 = fptosi float %1964 to i32
  %1981 = add i32 %1980, 127
  %1982 = shl i32 %1981, 23
  %1983 = bitcast i32 %1982 to float
  %1984 = fmul float %1979, %1983
  %1985 = select i1 %1959, float 0.000000e+00, float %1984
  %1986 = select i1 %1960, float 0x7FF0000000000000, float %1985
  %1987 = fcmp uno float %1958, %1958
  %1988 = select i1 %1987, float %1958, float %1986
  %1989 = fcmp oeq float %1945, 0xFFF0000000000000
  %1990 = select i1 %1989, float 0.000000e+00, float %1988
  %1991 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %1992 = fmul float %1990, %1991
  %1993 = fadd float %1992, 0.000000e+00
  %1994 = fsub float %1948, %1956
  %1995 = fmul float %1994, 0x3FF7154760000000
  %1996 = fcmp olt float %1995, -1.260000e+02
  %1997 = fcmp ogt float %1995, 1.270000e+02
  %1998 = select i1 %1996, float -1.260000e+02, float %1995
  %1999 = select i1 %1997, float 1.270000e+02, float %1998
  %2000 = fadd float %1999, 5.000000e-01
  %2001 = call float @llvm.floor.f32(float %2000)
  %2002 = fsub float %1999, %2001
  %2003 = fmul float 0x3EEFFCBFC0000000, %2002
  %2004 = fadd float %2003, 0x3F24309120000000
  %2005 = fmul float %2004, %2002
  %2006 = fadd float %2005, 0x3F55D87FE0000000
  %2007 = fmul float %2006, %2002
  %2008 = fadd float %2007, 0x3F83B2AB60000000
  %2009 = fmul float %2008, %2002
  %2010 = fadd float %2009, 0x3FAC6B08E0000000
  %2011 = fmul float %2010, %2002
  %2012 = fadd float %2011, 0x3FCEBFBE00000000
  %2013 = fmul float %2012, %2002
  %2014 = fadd float %2013, 0x3FE62E4300000000
  %2015 = fmul float %2014, %2002
  %2016 = fadd float %2015, 1.000000e+00
  %2017 = fptosi float %2001 to i32
  %2018 = add i32 %2017, 127
  %2019 = shl i32 %2018, 23
  %2020 = bitcast i32 %2019 to float
  %2021 = fmul float %2016, %2020
  %2022 = select i1 %1996, float 0.000000e+00, float %2021
  %2023 = select i1 %1997, float 0x7FF0000000000000, float %2022
  %2024 = fcmp uno float %1995, %1995
  %2025 = select i1 %2024, float %1995, float %2023
  %2026 = fcmp oeq float %1948, 0xFFF0000000000000
  %2027 = select i1 %2026, float 0.000000e+00, float %2025
  %2028 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %2029 = fmul float %2027, %2028
  %2030 = fadd float %2029, %1993
  %2031 = fsub float %1951, %1956
  %2032 = fmul float %2031, 0x3FF7154760000000
  %2033 = fcmp olt float %2032, -1.260000e+02
  %2034 = fcmp ogt float %2032, 1.270000e+02
  %2035 = select i1 %2033, float -1.260000e+02, float %2032
  %2036 = select i1 %2034, float 1.270000e+02, float %2035
  %2037 = fadd float %2036, 5.000000e-01
  %2038 = call float @llvm.floor.f32(float %2037)
  %2039 = fsub float %2036, %2038
  %2040 = fmul float 0x3EEFFCBFC0000000, %2039
  %2041 = fadd float %2040, 0x3F24309120000000
  %2042 = fmul float %2041, %2039
  %2043 = fadd float %2042, 0x3F55D87FE0000000
  %2044 = fmul float %2043, %2039
  %2045 = fadd float %2044, 0x3F83B2AB60000000
  %2046 = fmul float %2045, %2039
  %2047 = fadd float %2046, 0x3FAC6B08E0000000
  %2048 = fmul float %2047, %2039
  %2049 = fadd float %2048, 0x3FCEBFBE00000000
  %2050 = fmul float %2049, %2039
  %2051 = fadd float %2050, 0x3FE62E4300000000
  %2052 = fmul float %2051, %2039
  %2053 = fadd float %2052, 1.000000e+00
  %2054 = fptosi float %2038 to i32
  %2055 = add i32 %2054, 127
  %2056 = shl i32 %2055, 23
  %2057 = bitcast i32 %2056 to float
  %2058 = fmul float %2053, %2057
  %2059 = select i1 %2033, float 0.000000e+00, float %2058
  %2060 = select i1 %2034, float 0x7FF0000000000000, float %2059
  %2061 = fcmp uno float %2032, %2032
  %2062 = select i1 %2061, float %2032, float %2060
  %2063 = fcmp oeq float %1951, 0xFFF0000000000000
  %2064 = select i1 %2063, float 0.000000e+00, float %2062
  %2065 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %2066 = fmul float %2064, %2065
  %2067 = fadd float %2066, %2030
  %2068 = fsub float %1954, %1956
  %2069 = fmul float %2068, 0x3FF7154760000000
  %2070 = fcmp olt float %2069, -1.260000e+02
  %2071 = fcmp ogt float %2069, 1.270000e+02
  %2072 = select i1 %2070, float -1.260000e+02, float %2069
  %2073 = select i1 %2071, float 1.270000e+02, float %2072
  %2074 = fadd float %2073, 5.000000e-01
  %2075 = call float @llvm.floor.f32(float %2074)
  %2076 = fsub float %2073, %2075
  %2077 = fmul float 0x3EEFFCBFC0000000, %2076
  %2078 = fadd float %2077, 0x3F24309120000000
  %2079 = fmul float %2078, %2076
  %2080 = fadd float %2079, 0x3F55D87FE0000000
  %2081 = fmul float %2080, %2076
  %2082 = fadd float %2081, 0x3F83B2AB60000000
  %2083 = fmul float %2082, %2076
  %2084 = fadd float %2083, 0x3FAC6B08E0000000
  %2085 = fmul float %2084, %2076
  %2086 = fadd float %2085, 0x3FCEBFBE00000000
  %2087 = fmul float %2086, %2076
  %2088 = fadd float %2087, 0x3FE62E4300000000
  %2089 = fmul float %2088, %2076
  %2090 = fadd float %2089, 1.000000e+00
  %2091 = fptosi float %2075 to i32
  %2092 = add i32 %2091, 127
  %2093 = shl i32 %2092, 23
  %2094 = bitcast i32 %2093 to float
  %2095 = fmul float %2090, %2094
  %2096 = select i1 %2070, float 0.000000e+00, float %2095
  %2097 = select i1 %2071, float 0x7FF0000000000000, float %2096
  %2098 = fcmp uno float %2069, %2069
  %2099 = select i1 %2098, float %2069, float %2097
  %2100 = fcmp oeq float %1954, 0xFFF0000000000000
  %2101 = select i1 %2100, float 0.000000e+00, float %2099
  %2102 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %2103 = fmul float %2101, %2102
  %2104 = fadd float %2103, %2067
  br i1 %266, label %then129, label %endif130

loop126:                                          ; preds = %body127, %then123
  %2105 = load i32, ptr addrspace(5) %v125, align 4
  %2106 = icmp slt i32 %2105, %6
  br i1 %2106, label %body127, label %done128

body127:                                          ; preds = %loop126
  %2107 = load i32, ptr addrspace(5) %v125, align 4
  %2108 = add i32 2048, %2107
  %2109 = sext i32 %2108 to i64
  %2110 = mul i64 %2109, 4
  %2111 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2110
  %2112 = load float, ptr addrspace(3) %2111, align 4
  %2113 = fmul float %1792, %2112
  %2114 = fadd float %2113, 0.000000e+00
  %2115 = add i32 2304, %2107
  %2116 = sext i32 %2115 to i64
  %2117 = mul i64 %2116, 4
  %2118 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2117
  %2119 = load float, ptr addrspace(3) %2118, align 4
  %2120 = fmul float %1829, %2119
  %2121 = fadd float %2120, %2114
  %2122 = add i32 2560, %2107
  %2123 = sext i32 %2122 to i64
  %2124 = mul i64 %2123, 4
  %2125 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2124
  %2126 = load float, ptr addrspace(3) %2125, align 4
  %2127 = fmul float %1866, %2126
  %2128 = fadd float %2127, %2121
  %2129 = add i32 2816, %2107
  %2130 = sext i32 %2129 to i64
  %2131 = mul i64 %2130, 4
  %2132 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2131
  %2133 = load float, ptr addrspace(3) %2132, align 4
  %2134 = fmul float %1903, %2133
  %2135 = fadd float %2134, %2128
  %2136 = add i32 %192, %2107
  %2137 = fdiv float %2135, %1906
  %2138 = sext i32 %2136 to i64
  %2139 = mul i64 %2138, 4
  %2140 = getelementptr i8, ptr addrspace(1) %0, i64 %2139
  store float %2137, ptr addrspace(1) %2140, align 4
  %2141 = load i32, ptr addrspace(5) %v125, align 4
  %2142 = add i32 %2141, 128
  store i32 %2142, ptr addrspace(5) %v125, align 4
  br label %loop126

done128:                                          ; preds = %loop126
  br label %endif124

then129:                                          ; preds = %endif124
  store i32 %9, ptr addrspace(5) %v131, align 4
  br label %loop132

endif130:                                         ; preds = %done134, %endif124
  ret void

loop132:                                          ; preds = %body133, %then129
  %2143 = load i32, ptr addrspace(5) %v131, align 4
  %2144 = icmp slt i32 %2143, %6
  br i1 %2144, label %body133, label %done134

body133:                                          ; preds = %loop132
  %2145 = load i32, ptr addrspace(5) %v131, align 4
  %2146 = add i32 3072, %2145
  %2147 = sext i32 %2146 to i64
  %2148 = mul i64 %2147, 4
  %2149 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2148
  %2150 = load float, ptr addrspace(3) %2149, align 4
  %2151 = fmul float %1990, %2150
  %2152 = fadd float %2151, 0.000000e+00
  %2153 = add i32 3328, %2145
  %2154 = sext i32 %2153 to i64
  %2155 = mul i64 %2154, 4
  %2156 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2155
  %2157 = load float, ptr addrspace(3) %2156, align 4
  %2158 = fmul float %2027, %2157
  %2159 = fadd float %2158, %2152
  %2160 = add i32 3584, %2145
  %2161 = sext i32 %2160 to i64
  %2162 = mul i64 %2161, 4
  %2163 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2162
  %2164 = load float, ptr addrspace(3) %2163, align 4
  %2165 = fmul float %2064, %2164
  %2166 = fadd float %2165, %2159
  %2167 = add i32 3840, %2145
  %2168 = sext i32 %2167 to i64
  %2169 = mul i64 %2168, 4
  %2170 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2169
  %2171 = load float, ptr addrspace(3) %2170, align 4
  %2172 = fmul float %2101, %2171
  %2173 = fadd float %2172, %2166
  %2174 = add i32 %272, %2145
  %2175 = fdiv float %2173, %2104
  %2176 = sext i32 %2174 to i64
  %2177 = mul i64 %2176, 4
  %2178 = getelementptr i8, ptr addrspace(1) %0, i64 %2177
  store float %2175, ptr addrspace(1) %2178, align 4
  %2179 = load i32, ptr addrspace(5) %v131, align 4
  %2180 = add i32 %2179, 128
  store i32 %2180, ptr addrspace(5) %v131, align 4
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
