; ModuleID = 'strata_attn_prefill_f32kv'
source_filename = "strata_attn_prefill_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
entry:
  %v133 = alloca i32, align 4
  %v127 = alloca i32, align 4
  %v121 = alloca i32, align 4
  %v115 = alloca i32, align 4
  %v37 = alloca i32, align 4
  %v34 = alloca i32, align 4
  %v33 = alloca float, align 4
  %v32 = alloca float, align 4
  %v31 = alloca float, align 4
  %v30 = alloca float, align 4
  %v29 = alloca float, align 4
  %v28 = alloca float, align 4
  %v27 = alloca float, align 4
  %v26 = alloca float, align 4
  %v25 = alloca float, align 4
  %v24 = alloca float, align 4
  %v23 = alloca float, align 4
  %v22 = alloca float, align 4
  %v21 = alloca float, align 4
  %v20 = alloca float, align 4
  %v19 = alloca float, align 4
  %v18 = alloca float, align 4
  %v17 = alloca float, align 4
  %v16 = alloca float, align 4
  %v15 = alloca float, align 4
  %v14 = alloca float, align 4
  %v13 = alloca float, align 4
  %v12 = alloca float, align 4
  %v11 = alloca float, align 4
  %v10 = alloca float, align 4
  %v9 = alloca float, align 4
  %v8 = alloca float, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v3 = alloca float, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %54 = add i32 %46, %27
  %55 = select i1 %28, i32 %54, i32 0
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = select i1 %28, float %59, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %61 = add i32 %46, %29
  %62 = select i1 %30, i32 %61, i32 0
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = select i1 %30, float %66, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %68 = add i32 %46, %31
  %69 = select i1 %32, i32 %68, i32 0
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %1, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = select i1 %32, float %73, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %75 = add i32 %46, %33
  %76 = select i1 %34, i32 %75, i32 0
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %1, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = select i1 %34, float %80, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %82 = add i32 %46, %35
  %83 = select i1 %36, i32 %82, i32 0
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = select i1 %36, float %87, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %89 = add i32 %46, %37
  %90 = select i1 %38, i32 %89, i32 0
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, 4
  %93 = getelementptr i8, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = select i1 %38, float %94, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %96 = add i32 %46, %39
  %97 = select i1 %40, i32 %96, i32 0
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %1, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = select i1 %40, float %101, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
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
  store float 0.000000e+00, ptr %v8, align 4
  %116 = add i32 %108, %27
  %117 = select i1 %28, i32 %116, i32 0
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %1, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = select i1 %28, float %121, float 0.000000e+00
  store float 0.000000e+00, ptr %v9, align 4
  %123 = add i32 %108, %29
  %124 = select i1 %30, i32 %123, i32 0
  %125 = sext i32 %124 to i64
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %1, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4
  %129 = select i1 %30, float %128, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %130 = add i32 %108, %31
  %131 = select i1 %32, i32 %130, i32 0
  %132 = sext i32 %131 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr addrspace(1) %1, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = select i1 %32, float %135, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %137 = add i32 %108, %33
  %138 = select i1 %34, i32 %137, i32 0
  %139 = sext i32 %138 to i64
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %1, i64 %140
  %142 = load float, ptr addrspace(1) %141, align 4
  %143 = select i1 %34, float %142, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %144 = add i32 %108, %35
  %145 = select i1 %36, i32 %144, i32 0
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %1, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = select i1 %36, float %149, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %151 = add i32 %108, %37
  %152 = select i1 %38, i32 %151, i32 0
  %153 = sext i32 %152 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %1, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = select i1 %38, float %156, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %158 = add i32 %108, %39
  %159 = select i1 %40, i32 %158, i32 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %1, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = select i1 %40, float %163, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
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
  store float 0.000000e+00, ptr %v16, align 4
  %178 = add i32 %170, %27
  %179 = select i1 %28, i32 %178, i32 0
  %180 = sext i32 %179 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %1, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = select i1 %28, float %183, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  %185 = add i32 %170, %29
  %186 = select i1 %30, i32 %185, i32 0
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 4
  %189 = getelementptr i8, ptr addrspace(1) %1, i64 %188
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = select i1 %30, float %190, float 0.000000e+00
  store float 0.000000e+00, ptr %v18, align 4
  %192 = add i32 %170, %31
  %193 = select i1 %32, i32 %192, i32 0
  %194 = sext i32 %193 to i64
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %1, i64 %195
  %197 = load float, ptr addrspace(1) %196, align 4
  %198 = select i1 %32, float %197, float 0.000000e+00
  store float 0.000000e+00, ptr %v19, align 4
  %199 = add i32 %170, %33
  %200 = select i1 %34, i32 %199, i32 0
  %201 = sext i32 %200 to i64
  %202 = mul i64 %201, 4
  %203 = getelementptr i8, ptr addrspace(1) %1, i64 %202
  %204 = load float, ptr addrspace(1) %203, align 4
  %205 = select i1 %34, float %204, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %206 = add i32 %170, %35
  %207 = select i1 %36, i32 %206, i32 0
  %208 = sext i32 %207 to i64
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %1, i64 %209
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = select i1 %36, float %211, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %213 = add i32 %170, %37
  %214 = select i1 %38, i32 %213, i32 0
  %215 = sext i32 %214 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %1, i64 %216
  %218 = load float, ptr addrspace(1) %217, align 4
  %219 = select i1 %38, float %218, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %220 = add i32 %170, %39
  %221 = select i1 %40, i32 %220, i32 0
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %1, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = select i1 %40, float %225, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
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
  store float 0.000000e+00, ptr %v24, align 4
  %240 = add i32 %232, %27
  %241 = select i1 %28, i32 %240, i32 0
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %1, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = select i1 %28, float %245, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %247 = add i32 %232, %29
  %248 = select i1 %30, i32 %247, i32 0
  %249 = sext i32 %248 to i64
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %1, i64 %250
  %252 = load float, ptr addrspace(1) %251, align 4
  %253 = select i1 %30, float %252, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %254 = add i32 %232, %31
  %255 = select i1 %32, i32 %254, i32 0
  %256 = sext i32 %255 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %1, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = select i1 %32, float %259, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  %261 = add i32 %232, %33
  %262 = select i1 %34, i32 %261, i32 0
  %263 = sext i32 %262 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %1, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4
  %267 = select i1 %34, float %266, float 0.000000e+00
  store float 0.000000e+00, ptr %v28, align 4
  %268 = add i32 %232, %35
  %269 = select i1 %36, i32 %268, i32 0
  %270 = sext i32 %269 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %1, i64 %271
  %273 = load float, ptr addrspace(1) %272, align 4
  %274 = select i1 %36, float %273, float 0.000000e+00
  store float 0.000000e+00, ptr %v29, align 4
  %275 = add i32 %232, %37
  %276 = select i1 %38, i32 %275, i32 0
  %277 = sext i32 %276 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %1, i64 %278
  %280 = load float, ptr addrspace(1) %279, align 4
  %281 = select i1 %38, float %280, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %282 = add i32 %232, %39
  %283 = select i1 %40, i32 %282, i32 0
  %284 = sext i32 %283 to i64
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr addrspace(1) %1, i64 %285
  %287 = load float, ptr addrspace(1) %286, align 4
  %288 = select i1 %40, float %287, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
  %289 = lshr i32 %11, 3
  %290 = and i32 %11, 7
  %291 = add i32 %16, %289
  %292 = icmp sle i32 %291, %24
  %293 = select i1 %292, i32 %291, i32 %24
  %294 = add i32 %20, %293
  %295 = add i32 %294, 1
  store float 0xFFF0000000000000, ptr %v32, align 4
  store float 0.000000e+00, ptr %v33, align 4
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
  store i32 %308, ptr %v34, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  br i1 %311, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %312 = load i32, ptr %v34, align 4
  %313 = icmp slt i32 %312, %304
  br i1 %313, label %body, label %done

body:                                             ; preds = %loop
  %314 = load i32, ptr %v34, align 4
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
  %812 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %813 = and i32 %812, 31
  %814 = and i32 %813, 16
  %815 = icmp ne i32 %814, 0
  %816 = select i1 %815, float %370, float %356
  %817 = select i1 %815, float %356, float %370
  %818 = bitcast float %817 to i32
  %819 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %818, i32 16, i32 31)
  %820 = bitcast i32 %819 to float
  %821 = fadd float %816, %820
  %822 = select i1 %815, float %432, float %418
  %823 = select i1 %815, float %418, float %432
  %824 = bitcast float %823 to i32
  %825 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %824, i32 16, i32 31)
  %826 = bitcast i32 %825 to float
  %827 = fadd float %822, %826
  %828 = select i1 %815, float %494, float %480
  %829 = select i1 %815, float %480, float %494
  %830 = bitcast float %829 to i32
  %831 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %830, i32 16, i32 31)
  %832 = bitcast i32 %831 to float
  %833 = fadd float %828, %832
  %834 = select i1 %815, float %556, float %542
  %835 = select i1 %815, float %542, float %556
  %836 = bitcast float %835 to i32
  %837 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %836, i32 16, i32 31)
  %838 = bitcast i32 %837 to float
  %839 = fadd float %834, %838
  %840 = select i1 %815, float %618, float %604
  %841 = select i1 %815, float %604, float %618
  %842 = bitcast float %841 to i32
  %843 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %842, i32 16, i32 31)
  %844 = bitcast i32 %843 to float
  %845 = fadd float %840, %844
  %846 = select i1 %815, float %680, float %666
  %847 = select i1 %815, float %666, float %680
  %848 = bitcast float %847 to i32
  %849 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %848, i32 16, i32 31)
  %850 = bitcast i32 %849 to float
  %851 = fadd float %846, %850
  %852 = select i1 %815, float %742, float %728
  %853 = select i1 %815, float %728, float %742
  %854 = bitcast float %853 to i32
  %855 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %854, i32 16, i32 31)
  %856 = bitcast i32 %855 to float
  %857 = fadd float %852, %856
  %858 = select i1 %815, float %804, float %790
  %859 = select i1 %815, float %790, float %804
  %860 = bitcast float %859 to i32
  %861 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %860, i32 16, i32 31)
  %862 = bitcast i32 %861 to float
  %863 = fadd float %858, %862
  %864 = select i1 %815, float %377, float %363
  %865 = select i1 %815, float %363, float %377
  %866 = bitcast float %865 to i32
  %867 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %866, i32 16, i32 31)
  %868 = bitcast i32 %867 to float
  %869 = fadd float %864, %868
  %870 = select i1 %815, float %439, float %425
  %871 = select i1 %815, float %425, float %439
  %872 = bitcast float %871 to i32
  %873 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %872, i32 16, i32 31)
  %874 = bitcast i32 %873 to float
  %875 = fadd float %870, %874
  %876 = select i1 %815, float %501, float %487
  %877 = select i1 %815, float %487, float %501
  %878 = bitcast float %877 to i32
  %879 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %878, i32 16, i32 31)
  %880 = bitcast i32 %879 to float
  %881 = fadd float %876, %880
  %882 = select i1 %815, float %563, float %549
  %883 = select i1 %815, float %549, float %563
  %884 = bitcast float %883 to i32
  %885 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %884, i32 16, i32 31)
  %886 = bitcast i32 %885 to float
  %887 = fadd float %882, %886
  %888 = select i1 %815, float %625, float %611
  %889 = select i1 %815, float %611, float %625
  %890 = bitcast float %889 to i32
  %891 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %890, i32 16, i32 31)
  %892 = bitcast i32 %891 to float
  %893 = fadd float %888, %892
  %894 = select i1 %815, float %687, float %673
  %895 = select i1 %815, float %673, float %687
  %896 = bitcast float %895 to i32
  %897 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %896, i32 16, i32 31)
  %898 = bitcast i32 %897 to float
  %899 = fadd float %894, %898
  %900 = select i1 %815, float %749, float %735
  %901 = select i1 %815, float %735, float %749
  %902 = bitcast float %901 to i32
  %903 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %902, i32 16, i32 31)
  %904 = bitcast i32 %903 to float
  %905 = fadd float %900, %904
  %906 = select i1 %815, float %811, float %797
  %907 = select i1 %815, float %797, float %811
  %908 = bitcast float %907 to i32
  %909 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 16, i32 31)
  %910 = bitcast i32 %909 to float
  %911 = fadd float %906, %910
  %912 = and i32 %813, 8
  %913 = icmp ne i32 %912, 0
  %914 = select i1 %913, float %869, float %821
  %915 = select i1 %913, float %821, float %869
  %916 = bitcast float %915 to i32
  %917 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %916, i32 8, i32 31)
  %918 = bitcast i32 %917 to float
  %919 = fadd float %914, %918
  %920 = select i1 %913, float %875, float %827
  %921 = select i1 %913, float %827, float %875
  %922 = bitcast float %921 to i32
  %923 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %922, i32 8, i32 31)
  %924 = bitcast i32 %923 to float
  %925 = fadd float %920, %924
  %926 = select i1 %913, float %881, float %833
  %927 = select i1 %913, float %833, float %881
  %928 = bitcast float %927 to i32
  %929 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %928, i32 8, i32 31)
  %930 = bitcast i32 %929 to float
  %931 = fadd float %926, %930
  %932 = select i1 %913, float %887, float %839
  %933 = select i1 %913, float %839, float %887
  %934 = bitcast float %933 to i32
  %935 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %934, i32 8, i32 31)
  %936 = bitcast i32 %935 to float
  %937 = fadd float %932, %936
  %938 = select i1 %913, float %893, float %845
  %939 = select i1 %913, float %845, float %893
  %940 = bitcast float %939 to i32
  %941 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %940, i32 8, i32 31)
  %942 = bitcast i32 %941 to float
  %943 = fadd float %938, %942
  %944 = select i1 %913, float %899, float %851
  %945 = select i1 %913, float %851, float %899
  %946 = bitcast float %945 to i32
  %947 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %946, i32 8, i32 31)
  %948 = bitcast i32 %947 to float
  %949 = fadd float %944, %948
  %950 = select i1 %913, float %905, float %857
  %951 = select i1 %913, float %857, float %905
  %952 = bitcast float %951 to i32
  %953 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %952, i32 8, i32 31)
  %954 = bitcast i32 %953 to float
  %955 = fadd float %950, %954
  %956 = select i1 %913, float %911, float %863
  %957 = select i1 %913, float %863, float %911
  %958 = bitcast float %957 to i32
  %959 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %958, i32 8, i32 31)
  %960 = bitcast i32 %959 to float
  %961 = fadd float %956, %960
  %962 = and i32 %813, 4
  %963 = icmp ne i32 %962, 0
  %964 = select i1 %963, float %943, float %919
  %965 = select i1 %963, float %919, float %943
  %966 = bitcast float %965 to i32
  %967 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %966, i32 4, i32 31)
  %968 = bitcast i32 %967 to float
  %969 = fadd float %964, %968
  %970 = select i1 %963, float %949, float %925
  %971 = select i1 %963, float %925, float %949
  %972 = bitcast float %971 to i32
  %973 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 4, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = fadd float %970, %974
  %976 = select i1 %963, float %955, float %931
  %977 = select i1 %963, float %931, float %955
  %978 = bitcast float %977 to i32
  %979 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %978, i32 4, i32 31)
  %980 = bitcast i32 %979 to float
  %981 = fadd float %976, %980
  %982 = select i1 %963, float %961, float %937
  %983 = select i1 %963, float %937, float %961
  %984 = bitcast float %983 to i32
  %985 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 4, i32 31)
  %986 = bitcast i32 %985 to float
  %987 = fadd float %982, %986
  %988 = and i32 %813, 2
  %989 = icmp ne i32 %988, 0
  %990 = select i1 %989, float %981, float %969
  %991 = select i1 %989, float %969, float %981
  %992 = bitcast float %991 to i32
  %993 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %992, i32 2, i32 31)
  %994 = bitcast i32 %993 to float
  %995 = fadd float %990, %994
  %996 = select i1 %989, float %987, float %975
  %997 = select i1 %989, float %975, float %987
  %998 = bitcast float %997 to i32
  %999 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %998, i32 2, i32 31)
  %1000 = bitcast i32 %999 to float
  %1001 = fadd float %996, %1000
  %1002 = and i32 %813, 1
  %1003 = icmp ne i32 %1002, 0
  %1004 = select i1 %1003, float %1001, float %995
  %1005 = select i1 %1003, float %995, float %1001
  %1006 = bitcast float %1005 to i32
  %1007 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1006, i32 1, i32 31)
  %1008 = bitcast i32 %1007 to float
  %1009 = fadd float %1004, %1008
  %1010 = add i32 %315, %290
  %1011 = icmp slt i32 %1010, %295
  %1012 = icmp sge i32 %1010, 0
  %1013 = and i1 %1011, %1012
  %1014 = fmul float %1009, %8
  %1015 = select i1 %1013, float %1014, float 0xFFF0000000000000
  %1016 = bitcast float %1015 to i32
  %1017 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1016, i32 4, i32 31)
  %1018 = bitcast i32 %1017 to float
  %1019 = fcmp ogt float %1015, %1018
  %1020 = select i1 %1019, float %1015, float %1018
  %1021 = bitcast float %1020 to i32
  %1022 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1021, i32 2, i32 31)
  %1023 = bitcast i32 %1022 to float
  %1024 = fcmp ogt float %1020, %1023
  %1025 = select i1 %1024, float %1020, float %1023
  %1026 = bitcast float %1025 to i32
  %1027 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1026, i32 1, i32 31)
  %1028 = bitcast i32 %1027 to float
  %1029 = fcmp ogt float %1025, %1028
  %1030 = select i1 %1029, float %1025, float %1028
  %1031 = load float, ptr %v32, align 4
  %1032 = fcmp ogt float %1031, %1030
  %1033 = select i1 %1032, float %1031, float %1030
  %1034 = fcmp oeq float %1031, 0xFFF0000000000000
  %1035 = fsub float %1031, %1033
  %1036 = fmul float %1035, 0x3FF7154760000000
  %1037 = fcmp olt float %1036, -1.260000e+02
  %1038 = fcmp ogt float %1036, 1.270000e+02
  %1039 = select i1 %1037, float -1.260000e+02, float %1036
  %1040 = select i1 %1038, float 1.270000e+02, float %1039
  %1041 = fadd float %1040, 5.000000e-01
  %1042 = call float @llvm.floor.f32(float %1041)
  %1043 = fsub float %1040, %1042
  %1044 = fmul float 0x3EEFFCBFC0000000, %1043
  %1045 = fadd float %1044, 0x3F24309120000000
  %1046 = fmul float %1045, %1043
  %1047 = fadd float %1046, 0x3F55D87FE0000000
  %1048 = fmul float %1047, %1043
  %1049 = fadd float %1048, 0x3F83B2AB60000000
  %1050 = fmul float %1049, %1043
  %1051 = fadd float %1050, 0x3FAC6B08E0000000
  %1052 = fmul float %1051, %1043
  %1053 = fadd float %1052, 0x3FCEBFBE00000000
  %1054 = fmul float %1053, %1043
  %1055 = fadd float %1054, 0x3FE62E4300000000
  %1056 = fmul float %1055, %1043
  %1057 = fadd float %1056, 1.000000e+00
  %1058 = fptosi float %1042 to i32
  %1059 = add i32 %1058, 127
  %1060 = shl i32 %1059, 23
  %1061 = bitcast i32 %1060 to float
  %1062 = fmul float %1057, %1061
  %1063 = select i1 %1037, float 0.000000e+00, float %1062
  %1064 = select i1 %1038, float 0x7FF0000000000000, float %1063
  %1065 = fcmp uno float %1036, %1036
  %1066 = select i1 %1065, float %1036, float %1064
  %1067 = select i1 %1034, float 0.000000e+00, float %1066
  %1068 = fsub float %1015, %1033
  %1069 = fmul float %1068, 0x3FF7154760000000
  %1070 = fcmp olt float %1069, -1.260000e+02
  %1071 = fcmp ogt float %1069, 1.270000e+02
  %1072 = select i1 %1070, float -1.260000e+02, float %1069
  %1073 = select i1 %1071, float 1.270000e+02, float %1072
  %1074 = fadd float %1073, 5.000000e-01
  %1075 = call float @llvm.floor.f32(float %1074)
  %1076 = fsub float %1073, %1075
  %1077 = fmul float 0x3EEFFCBFC0000000, %1076
  %1078 = fadd float %1077, 0x3F24309120000000
  %1079 = fmul float %1078, %1076
  %1080 = fadd float %1079, 0x3F55D87FE0000000
  %1081 = fmul float %1080, %1076
  %1082 = fadd float %1081, 0x3F83B2AB60000000
  %1083 = fmul float %1082, %1076
  %1084 = fadd float %1083, 0x3FAC6B08E0000000
  %1085 = fmul float %1084, %1076
  %1086 = fadd float %1085, 0x3FCEBFBE00000000
  %1087 = fmul float %1086, %1076
  %1088 = fadd float %1087, 0x3FE62E4300000000
  %1089 = fmul float %1088, %1076
  %1090 = fadd float %1089, 1.000000e+00
  %1091 = fptosi float %1075 to i32
  %1092 = add i32 %1091, 127
  %1093 = shl i32 %1092, 23
  %1094 = bitcast i32 %1093 to float
  %1095 = fmul float %1090, %1094
  %1096 = select i1 %1070, float 0.000000e+00, float %1095
  %1097 = select i1 %1071, float 0x7FF0000000000000, float %1096
  %1098 = fcmp uno float %1069, %1069
  %1099 = select i1 %1098, float %1069, float %1097
  %1100 = select i1 %1013, float %1099, float 0.000000e+00
  %1101 = bitcast float %1100 to i32
  %1102 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1101, i32 4, i32 31)
  %1103 = bitcast i32 %1102 to float
  %1104 = fadd float %1100, %1103
  %1105 = bitcast float %1104 to i32
  %1106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1105, i32 2, i32 31)
  %1107 = bitcast i32 %1106 to float
  %1108 = fadd float %1104, %1107
  %1109 = bitcast float %1108 to i32
  %1110 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1109, i32 1, i32 31)
  %1111 = bitcast i32 %1110 to float
  %1112 = fadd float %1108, %1111
  %1113 = load float, ptr %v33, align 4
  %1114 = fmul float %1113, %1067
  %1115 = fadd float %1114, %1112
  store float %1115, ptr %v33, align 4
  store float %1033, ptr %v32, align 4
  %1116 = bitcast float %1067 to i32
  %1117 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1116, i32 0, i32 31)
  %1118 = bitcast i32 %1117 to float
  %1119 = load float, ptr %v, align 4
  %1120 = fmul float %1119, %1118
  store float %1120, ptr %v, align 4
  %1121 = load float, ptr %v1, align 4
  %1122 = fmul float %1121, %1118
  store float %1122, ptr %v1, align 4
  %1123 = load float, ptr %v2, align 4
  %1124 = fmul float %1123, %1118
  store float %1124, ptr %v2, align 4
  %1125 = load float, ptr %v3, align 4
  %1126 = fmul float %1125, %1118
  store float %1126, ptr %v3, align 4
  %1127 = bitcast float %1067 to i32
  %1128 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1127, i32 8, i32 31)
  %1129 = bitcast i32 %1128 to float
  %1130 = load float, ptr %v8, align 4
  %1131 = fmul float %1130, %1129
  store float %1131, ptr %v8, align 4
  %1132 = load float, ptr %v9, align 4
  %1133 = fmul float %1132, %1129
  store float %1133, ptr %v9, align 4
  %1134 = load float, ptr %v10, align 4
  %1135 = fmul float %1134, %1129
  store float %1135, ptr %v10, align 4
  %1136 = load float, ptr %v11, align 4
  %1137 = fmul float %1136, %1129
  store float %1137, ptr %v11, align 4
  %1138 = bitcast float %1067 to i32
  %1139 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1138, i32 16, i32 31)
  %1140 = bitcast i32 %1139 to float
  %1141 = load float, ptr %v16, align 4
  %1142 = fmul float %1141, %1140
  store float %1142, ptr %v16, align 4
  %1143 = load float, ptr %v17, align 4
  %1144 = fmul float %1143, %1140
  store float %1144, ptr %v17, align 4
  %1145 = load float, ptr %v18, align 4
  %1146 = fmul float %1145, %1140
  store float %1146, ptr %v18, align 4
  %1147 = load float, ptr %v19, align 4
  %1148 = fmul float %1147, %1140
  store float %1148, ptr %v19, align 4
  %1149 = bitcast float %1067 to i32
  %1150 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1149, i32 24, i32 31)
  %1151 = bitcast i32 %1150 to float
  %1152 = load float, ptr %v24, align 4
  %1153 = fmul float %1152, %1151
  store float %1153, ptr %v24, align 4
  %1154 = load float, ptr %v25, align 4
  %1155 = fmul float %1154, %1151
  store float %1155, ptr %v25, align 4
  %1156 = load float, ptr %v26, align 4
  %1157 = fmul float %1156, %1151
  store float %1157, ptr %v26, align 4
  %1158 = load float, ptr %v27, align 4
  %1159 = fmul float %1158, %1151
  store float %1159, ptr %v27, align 4
  %1160 = add i32 %315, 0
  %1161 = icmp sgt i32 %1160, %309
  %1162 = select i1 %1161, i32 %309, i32 %1160
  %1163 = mul i32 %1162, %5
  %1164 = add i32 %1163, %18
  %1165 = mul i32 %1164, %6
  %1166 = add i32 %1165, %25
  %1167 = select i1 %26, i32 %1166, i32 %1165
  %1168 = sext i32 %1167 to i64
  %1169 = mul i64 %1168, 4
  %1170 = getelementptr i8, ptr addrspace(1) %3, i64 %1169
  %1171 = load float, ptr addrspace(1) %1170, align 4
  %1172 = select i1 %26, float %1171, float 0.000000e+00
  %1173 = add i32 %1165, %27
  %1174 = select i1 %28, i32 %1173, i32 %1165
  %1175 = sext i32 %1174 to i64
  %1176 = mul i64 %1175, 4
  %1177 = getelementptr i8, ptr addrspace(1) %3, i64 %1176
  %1178 = load float, ptr addrspace(1) %1177, align 4
  %1179 = select i1 %28, float %1178, float 0.000000e+00
  %1180 = add i32 %1165, %29
  %1181 = select i1 %30, i32 %1180, i32 %1165
  %1182 = sext i32 %1181 to i64
  %1183 = mul i64 %1182, 4
  %1184 = getelementptr i8, ptr addrspace(1) %3, i64 %1183
  %1185 = load float, ptr addrspace(1) %1184, align 4
  %1186 = select i1 %30, float %1185, float 0.000000e+00
  %1187 = add i32 %1165, %31
  %1188 = select i1 %32, i32 %1187, i32 %1165
  %1189 = sext i32 %1188 to i64
  %1190 = mul i64 %1189, 4
  %1191 = getelementptr i8, ptr addrspace(1) %3, i64 %1190
  %1192 = load float, ptr addrspace(1) %1191, align 4
  %1193 = select i1 %32, float %1192, float 0.000000e+00
  %1194 = bitcast float %1100 to i32
  %1195 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1194, i32 0, i32 31)
  %1196 = bitcast i32 %1195 to float
  %1197 = load float, ptr %v, align 4
  %1198 = fmul float %1196, %1172
  %1199 = fadd float %1198, %1197
  store float %1199, ptr %v, align 4
  %1200 = load float, ptr %v1, align 4
  %1201 = fmul float %1196, %1179
  %1202 = fadd float %1201, %1200
  store float %1202, ptr %v1, align 4
  %1203 = load float, ptr %v2, align 4
  %1204 = fmul float %1196, %1186
  %1205 = fadd float %1204, %1203
  store float %1205, ptr %v2, align 4
  %1206 = load float, ptr %v3, align 4
  %1207 = fmul float %1196, %1193
  %1208 = fadd float %1207, %1206
  store float %1208, ptr %v3, align 4
  %1209 = bitcast float %1100 to i32
  %1210 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1209, i32 8, i32 31)
  %1211 = bitcast i32 %1210 to float
  %1212 = load float, ptr %v8, align 4
  %1213 = fmul float %1211, %1172
  %1214 = fadd float %1213, %1212
  store float %1214, ptr %v8, align 4
  %1215 = load float, ptr %v9, align 4
  %1216 = fmul float %1211, %1179
  %1217 = fadd float %1216, %1215
  store float %1217, ptr %v9, align 4
  %1218 = load float, ptr %v10, align 4
  %1219 = fmul float %1211, %1186
  %1220 = fadd float %1219, %1218
  store float %1220, ptr %v10, align 4
  %1221 = load float, ptr %v11, align 4
  %1222 = fmul float %1211, %1193
  %1223 = fadd float %1222, %1221
  store float %1223, ptr %v11, align 4
  %1224 = bitcast float %1100 to i32
  %1225 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1224, i32 16, i32 31)
  %1226 = bitcast i32 %1225 to float
  %1227 = load float, ptr %v16, align 4
  %1228 = fmul float %1226, %1172
  %1229 = fadd float %1228, %1227
  store float %1229, ptr %v16, align 4
  %1230 = load float, ptr %v17, align 4
  %1231 = fmul float %1226, %1179
  %1232 = fadd float %1231, %1230
  store float %1232, ptr %v17, align 4
  %1233 = load float, ptr %v18, align 4
  %1234 = fmul float %1226, %1186
  %1235 = fadd float %1234, %1233
  store float %1235, ptr %v18, align 4
  %1236 = load float, ptr %v19, align 4
  %1237 = fmul float %1226, %1193
  %1238 = fadd float %1237, %1236
  store float %1238, ptr %v19, align 4
  %1239 = bitcast float %1100 to i32
  %1240 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1239, i32 24, i32 31)
  %1241 = bitcast i32 %1240 to float
  %1242 = load float, ptr %v24, align 4
  %1243 = fmul float %1241, %1172
  %1244 = fadd float %1243, %1242
  store float %1244, ptr %v24, align 4
  %1245 = load float, ptr %v25, align 4
  %1246 = fmul float %1241, %1179
  %1247 = fadd float %1246, %1245
  store float %1247, ptr %v25, align 4
  %1248 = load float, ptr %v26, align 4
  %1249 = fmul float %1241, %1186
  %1250 = fadd float %1249, %1248
  store float %1250, ptr %v26, align 4
  %1251 = load float, ptr %v27, align 4
  %1252 = fmul float %1241, %1193
  %1253 = fadd float %1252, %1251
  store float %1253, ptr %v27, align 4
  %1254 = add i32 %315, 1
  %1255 = icmp sgt i32 %1254, %309
  %1256 = select i1 %1255, i32 %309, i32 %1254
  %1257 = mul i32 %1256, %5
  %1258 = add i32 %1257, %18
  %1259 = mul i32 %1258, %6
  %1260 = add i32 %1259, %25
  %1261 = select i1 %26, i32 %1260, i32 %1259
  %1262 = sext i32 %1261 to i64
  %1263 = mul i64 %1262, 4
  %1264 = getelementptr i8, ptr addrspace(1) %3, i64 %1263
  %1265 = load float, ptr addrspace(1) %1264, align 4
  %1266 = select i1 %26, float %1265, float 0.000000e+00
  %1267 = add i32 %1259, %27
  %1268 = select i1 %28, i32 %1267, i32 %1259
  %1269 = sext i32 %1268 to i64
  %1270 = mul i64 %1269, 4
  %1271 = getelementptr i8, ptr addrspace(1) %3, i64 %1270
  %1272 = load float, ptr addrspace(1) %1271, align 4
  %1273 = select i1 %28, float %1272, float 0.000000e+00
  %1274 = add i32 %1259, %29
  %1275 = select i1 %30, i32 %1274, i32 %1259
  %1276 = sext i32 %1275 to i64
  %1277 = mul i64 %1276, 4
  %1278 = getelementptr i8, ptr addrspace(1) %3, i64 %1277
  %1279 = load float, ptr addrspace(1) %1278, align 4
  %1280 = select i1 %30, float %1279, float 0.000000e+00
  %1281 = add i32 %1259, %31
  %1282 = select i1 %32, i32 %1281, i32 %1259
  %1283 = sext i32 %1282 to i64
  %1284 = mul i64 %1283, 4
  %1285 = getelementptr i8, ptr addrspace(1) %3, i64 %1284
  %1286 = load float, ptr addrspace(1) %1285, align 4
  %1287 = select i1 %32, float %1286, float 0.000000e+00
  %1288 = bitcast float %1100 to i32
  %1289 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1288, i32 1, i32 31)
  %1290 = bitcast i32 %1289 to float
  %1291 = load float, ptr %v, align 4
  %1292 = fmul float %1290, %1266
  %1293 = fadd float %1292, %1291
  store float %1293, ptr %v, align 4
  %1294 = load float, ptr %v1, align 4
  %1295 = fmul float %1290, %1273
  %1296 = fadd float %1295, %1294
  store float %1296, ptr %v1, align 4
  %1297 = load float, ptr %v2, align 4
  %1298 = fmul float %1290, %1280
  %1299 = fadd float %1298, %1297
  store float %1299, ptr %v2, align 4
  %1300 = load float, ptr %v3, align 4
  %1301 = fmul float %1290, %1287
  %1302 = fadd float %1301, %1300
  store float %1302, ptr %v3, align 4
  %1303 = bitcast float %1100 to i32
  %1304 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1303, i32 9, i32 31)
  %1305 = bitcast i32 %1304 to float
  %1306 = load float, ptr %v8, align 4
  %1307 = fmul float %1305, %1266
  %1308 = fadd float %1307, %1306
  store float %1308, ptr %v8, align 4
  %1309 = load float, ptr %v9, align 4
  %1310 = fmul float %1305, %1273
  %1311 = fadd float %1310, %1309
  store float %1311, ptr %v9, align 4
  %1312 = load float, ptr %v10, align 4
  %1313 = fmul float %1305, %1280
  %1314 = fadd float %1313, %1312
  store float %1314, ptr %v10, align 4
  %1315 = load float, ptr %v11, align 4
  %1316 = fmul float %1305, %1287
  %1317 = fadd float %1316, %1315
  store float %1317, ptr %v11, align 4
  %1318 = bitcast float %1100 to i32
  %1319 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1318, i32 17, i32 31)
  %1320 = bitcast i32 %1319 to float
  %1321 = load float, ptr %v16, align 4
  %1322 = fmul float %1320, %1266
  %1323 = fadd float %1322, %1321
  store float %1323, ptr %v16, align 4
  %1324 = load float, ptr %v17, align 4
  %1325 = fmul float %1320, %1273
  %1326 = fadd float %1325, %1324
  store float %1326, ptr %v17, align 4
  %1327 = load float, ptr %v18, align 4
  %1328 = fmul float %1320, %1280
  %1329 = fadd float %1328, %1327
  store float %1329, ptr %v18, align 4
  %1330 = load float, ptr %v19, align 4
  %1331 = fmul float %1320, %1287
  %1332 = fadd float %1331, %1330
  store float %1332, ptr %v19, align 4
  %1333 = bitcast float %1100 to i32
  %1334 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1333, i32 25, i32 31)
  %1335 = bitcast i32 %1334 to float
  %1336 = load float, ptr %v24, align 4
  %1337 = fmul float %1335, %1266
  %1338 = fadd float %1337, %1336
  store float %1338, ptr %v24, align 4
  %1339 = load float, ptr %v25, align 4
  %1340 = fmul float %1335, %1273
  %1341 = fadd float %1340, %1339
  store float %1341, ptr %v25, align 4
  %1342 = load float, ptr %v26, align 4
  %1343 = fmul float %1335, %1280
  %1344 = fadd float %1343, %1342
  store float %1344, ptr %v26, align 4
  %1345 = load float, ptr %v27, align 4
  %1346 = fmul float %1335, %1287
  %1347 = fadd float %1346, %1345
  store float %1347, ptr %v27, align 4
  %1348 = add i32 %315, 2
  %1349 = icmp sgt i32 %1348, %309
  %1350 = select i1 %1349, i32 %309, i32 %1348
  %1351 = mul i32 %1350, %5
  %1352 = add i32 %1351, %18
  %1353 = mul i32 %1352, %6
  %1354 = add i32 %1353, %25
  %1355 = select i1 %26, i32 %1354, i32 %1353
  %1356 = sext i32 %1355 to i64
  %1357 = mul i64 %1356, 4
  %1358 = getelementptr i8, ptr addrspace(1) %3, i64 %1357
  %1359 = load float, ptr addrspace(1) %1358, align 4
  %1360 = select i1 %26, float %1359, float 0.000000e+00
  %1361 = add i32 %1353, %27
  %1362 = select i1 %28, i32 %1361, i32 %1353
  %1363 = sext i32 %1362 to i64
  %1364 = mul i64 %1363, 4
  %1365 = getelementptr i8, ptr addrspace(1) %3, i64 %1364
  %1366 = load float, ptr addrspace(1) %1365, align 4
  %1367 = select i1 %28, float %1366, float 0.000000e+00
  %1368 = add i32 %1353, %29
  %1369 = select i1 %30, i32 %1368, i32 %1353
  %1370 = sext i32 %1369 to i64
  %1371 = mul i64 %1370, 4
  %1372 = getelementptr i8, ptr addrspace(1) %3, i64 %1371
  %1373 = load float, ptr addrspace(1) %1372, align 4
  %1374 = select i1 %30, float %1373, float 0.000000e+00
  %1375 = add i32 %1353, %31
  %1376 = select i1 %32, i32 %1375, i32 %1353
  %1377 = sext i32 %1376 to i64
  %1378 = mul i64 %1377, 4
  %1379 = getelementptr i8, ptr addrspace(1) %3, i64 %1378
  %1380 = load float, ptr addrspace(1) %1379, align 4
  %1381 = select i1 %32, float %1380, float 0.000000e+00
  %1382 = bitcast float %1100 to i32
  %1383 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1382, i32 2, i32 31)
  %1384 = bitcast i32 %1383 to float
  %1385 = load float, ptr %v, align 4
  %1386 = fmul float %1384, %1360
  %1387 = fadd float %1386, %1385
  store float %1387, ptr %v, align 4
  %1388 = load float, ptr %v1, align 4
  %1389 = fmul float %1384, %1367
  %1390 = fadd float %1389, %1388
  store float %1390, ptr %v1, align 4
  %1391 = load float, ptr %v2, align 4
  %1392 = fmul float %1384, %1374
  %1393 = fadd float %1392, %1391
  store float %1393, ptr %v2, align 4
  %1394 = load float, ptr %v3, align 4
  %1395 = fmul float %1384, %1381
  %1396 = fadd float %1395, %1394
  store float %1396, ptr %v3, align 4
  %1397 = bitcast float %1100 to i32
  %1398 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1397, i32 10, i32 31)
  %1399 = bitcast i32 %1398 to float
  %1400 = load float, ptr %v8, align 4
  %1401 = fmul float %1399, %1360
  %1402 = fadd float %1401, %1400
  store float %1402, ptr %v8, align 4
  %1403 = load float, ptr %v9, align 4
  %1404 = fmul float %1399, %1367
  %1405 = fadd float %1404, %1403
  store float %1405, ptr %v9, align 4
  %1406 = load float, ptr %v10, align 4
  %1407 = fmul float %1399, %1374
  %1408 = fadd float %1407, %1406
  store float %1408, ptr %v10, align 4
  %1409 = load float, ptr %v11, align 4
  %1410 = fmul float %1399, %1381
  %1411 = fadd float %1410, %1409
  store float %1411, ptr %v11, align 4
  %1412 = bitcast float %1100 to i32
  %1413 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1412, i32 18, i32 31)
  %1414 = bitcast i32 %1413 to float
  %1415 = load float, ptr %v16, align 4
  %1416 = fmul float %1414, %1360
  %1417 = fadd float %1416, %1415
  store float %1417, ptr %v16, align 4
  %1418 = load float, ptr %v17, align 4
  %1419 = fmul float %1414, %1367
  %1420 = fadd float %1419, %1418
  store float %1420, ptr %v17, align 4
  %1421 = load float, ptr %v18, align 4
  %1422 = fmul float %1414, %1374
  %1423 = fadd float %1422, %1421
  store float %1423, ptr %v18, align 4
  %1424 = load float, ptr %v19, align 4
  %1425 = fmul float %1414, %1381
  %1426 = fadd float %1425, %1424
  store float %1426, ptr %v19, align 4
  %1427 = bitcast float %1100 to i32
  %1428 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1427, i32 26, i32 31)
  %1429 = bitcast i32 %1428 to float
  %1430 = load float, ptr %v24, align 4
  %1431 = fmul float %1429, %1360
  %1432 = fadd float %1431, %1430
  store float %1432, ptr %v24, align 4
  %1433 = load float, ptr %v25, align 4
  %1434 = fmul float %1429, %1367
  %1435 = fadd float %1434, %1433
  store float %1435, ptr %v25, align 4
  %1436 = load float, ptr %v26, align 4
  %1437 = fmul float %1429, %1374
  %1438 = fadd float %1437, %1436
  store float %1438, ptr %v26, align 4
  %1439 = load float, ptr %v27, align 4
  %1440 = fmul float %1429, %1381
  %1441 = fadd float %1440, %1439
  store float %1441, ptr %v27, align 4
  %1442 = add i32 %315, 3
  %1443 = icmp sgt i32 %1442, %309
  %1444 = select i1 %1443, i32 %309, i32 %1442
  %1445 = mul i32 %1444, %5
  %1446 = add i32 %1445, %18
  %1447 = mul i32 %1446, %6
  %1448 = add i32 %1447, %25
  %1449 = select i1 %26, i32 %1448, i32 %1447
  %1450 = sext i32 %1449 to i64
  %1451 = mul i64 %1450, 4
  %1452 = getelementptr i8, ptr addrspace(1) %3, i64 %1451
  %1453 = load float, ptr addrspace(1) %1452, align 4
  %1454 = select i1 %26, float %1453, float 0.000000e+00
  %1455 = add i32 %1447, %27
  %1456 = select i1 %28, i32 %1455, i32 %1447
  %1457 = sext i32 %1456 to i64
  %1458 = mul i64 %1457, 4
  %1459 = getelementptr i8, ptr addrspace(1) %3, i64 %1458
  %1460 = load float, ptr addrspace(1) %1459, align 4
  %1461 = select i1 %28, float %1460, float 0.000000e+00
  %1462 = add i32 %1447, %29
  %1463 = select i1 %30, i32 %1462, i32 %1447
  %1464 = sext i32 %1463 to i64
  %1465 = mul i64 %1464, 4
  %1466 = getelementptr i8, ptr addrspace(1) %3, i64 %1465
  %1467 = load float, ptr addrspace(1) %1466, align 4
  %1468 = select i1 %30, float %1467, float 0.000000e+00
  %1469 = add i32 %1447, %31
  %1470 = select i1 %32, i32 %1469, i32 %1447
  %1471 = sext i32 %1470 to i64
  %1472 = mul i64 %1471, 4
  %1473 = getelementptr i8, ptr addrspace(1) %3, i64 %1472
  %1474 = load float, ptr addrspace(1) %1473, align 4
  %1475 = select i1 %32, float %1474, float 0.000000e+00
  %1476 = bitcast float %1100 to i32
  %1477 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1476, i32 3, i32 31)
  %1478 = bitcast i32 %1477 to float
  %1479 = load float, ptr %v, align 4
  %1480 = fmul float %1478, %1454
  %1481 = fadd float %1480, %1479
  store float %1481, ptr %v, align 4
  %1482 = load float, ptr %v1, align 4
  %1483 = fmul float %1478, %1461
  %1484 = fadd float %1483, %1482
  store float %1484, ptr %v1, align 4
  %1485 = load float, ptr %v2, align 4
  %1486 = fmul float %1478, %1468
  %1487 = fadd float %1486, %1485
  store float %1487, ptr %v2, align 4
  %1488 = load float, ptr %v3, align 4
  %1489 = fmul float %1478, %1475
  %1490 = fadd float %1489, %1488
  store float %1490, ptr %v3, align 4
  %1491 = bitcast float %1100 to i32
  %1492 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1491, i32 11, i32 31)
  %1493 = bitcast i32 %1492 to float
  %1494 = load float, ptr %v8, align 4
  %1495 = fmul float %1493, %1454
  %1496 = fadd float %1495, %1494
  store float %1496, ptr %v8, align 4
  %1497 = load float, ptr %v9, align 4
  %1498 = fmul float %1493, %1461
  %1499 = fadd float %1498, %1497
  store float %1499, ptr %v9, align 4
  %1500 = load float, ptr %v10, align 4
  %1501 = fmul float %1493, %1468
  %1502 = fadd float %1501, %1500
  store float %1502, ptr %v10, align 4
  %1503 = load float, ptr %v11, align 4
  %1504 = fmul float %1493, %1475
  %1505 = fadd float %1504, %1503
  store float %1505, ptr %v11, align 4
  %1506 = bitcast float %1100 to i32
  %1507 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1506, i32 19, i32 31)
  %1508 = bitcast i32 %1507 to float
  %1509 = load float, ptr %v16, align 4
  %1510 = fmul float %1508, %1454
  %1511 = fadd float %1510, %1509
  store float %1511, ptr %v16, align 4
  %1512 = load float, ptr %v17, align 4
  %1513 = fmul float %1508, %1461
  %1514 = fadd float %1513, %1512
  store float %1514, ptr %v17, align 4
  %1515 = load float, ptr %v18, align 4
  %1516 = fmul float %1508, %1468
  %1517 = fadd float %1516, %1515
  store float %1517, ptr %v18, align 4
  %1518 = load float, ptr %v19, align 4
  %1519 = fmul float %1508, %1475
  %1520 = fadd float %1519, %1518
  store float %1520, ptr %v19, align 4
  %1521 = bitcast float %1100 to i32
  %1522 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1521, i32 27, i32 31)
  %1523 = bitcast i32 %1522 to float
  %1524 = load float, ptr %v24, align 4
  %1525 = fmul float %1523, %1454
  %1526 = fadd float %1525, %1524
  store float %1526, ptr %v24, align 4
  %1527 = load float, ptr %v25, align 4
  %1528 = fmul float %1523, %1461
  %1529 = fadd float %1528, %1527
  store float %1529, ptr %v25, align 4
  %1530 = load float, ptr %v26, align 4
  %1531 = fmul float %1523, %1468
  %1532 = fadd float %1531, %1530
  store float %1532, ptr %v26, align 4
  %1533 = load float, ptr %v27, align 4
  %1534 = fmul float %1523, %1475
  %1535 = fadd float %1534, %1533
  store float %1535, ptr %v27, align 4
  %1536 = add i32 %315, 4
  %1537 = icmp sgt i32 %1536, %309
  %1538 = select i1 %1537, i32 %309, i32 %1536
  %1539 = mul i32 %1538, %5
  %1540 = add i32 %1539, %18
  %1541 = mul i32 %1540, %6
  %1542 = add i32 %1541, %25
  %1543 = select i1 %26, i32 %1542, i32 %1541
  %1544 = sext i32 %1543 to i64
  %1545 = mul i64 %1544, 4
  %1546 = getelementptr i8, ptr addrspace(1) %3, i64 %1545
  %1547 = load float, ptr addrspace(1) %1546, align 4
  %1548 = select i1 %26, float %1547, float 0.000000e+00
  %1549 = add i32 %1541, %27
  %1550 = select i1 %28, i32 %1549, i32 %1541
  %1551 = sext i32 %1550 to i64
  %1552 = mul i64 %1551, 4
  %1553 = getelementptr i8, ptr addrspace(1) %3, i64 %1552
  %1554 = load float, ptr addrspace(1) %1553, align 4
  %1555 = select i1 %28, float %1554, float 0.000000e+00
  %1556 = add i32 %1541, %29
  %1557 = select i1 %30, i32 %1556, i32 %1541
  %1558 = sext i32 %1557 to i64
  %1559 = mul i64 %1558, 4
  %1560 = getelementptr i8, ptr addrspace(1) %3, i64 %1559
  %1561 = load float, ptr addrspace(1) %1560, align 4
  %1562 = select i1 %30, float %1561, float 0.000000e+00
  %1563 = add i32 %1541, %31
  %1564 = select i1 %32, i32 %1563, i32 %1541
  %1565 = sext i32 %1564 to i64
  %1566 = mul i64 %1565, 4
  %1567 = getelementptr i8, ptr addrspace(1) %3, i64 %1566
  %1568 = load float, ptr addrspace(1) %1567, align 4
  %1569 = select i1 %32, float %1568, float 0.000000e+00
  %1570 = bitcast float %1100 to i32
  %1571 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1570, i32 4, i32 31)
  %1572 = bitcast i32 %1571 to float
  %1573 = load float, ptr %v, align 4
  %1574 = fmul float %1572, %1548
  %1575 = fadd float %1574, %1573
  store float %1575, ptr %v, align 4
  %1576 = load float, ptr %v1, align 4
  %1577 = fmul float %1572, %1555
  %1578 = fadd float %1577, %1576
  store float %1578, ptr %v1, align 4
  %1579 = load float, ptr %v2, align 4
  %1580 = fmul float %1572, %1562
  %1581 = fadd float %1580, %1579
  store float %1581, ptr %v2, align 4
  %1582 = load float, ptr %v3, align 4
  %1583 = fmul float %1572, %1569
  %1584 = fadd float %1583, %1582
  store float %1584, ptr %v3, align 4
  %1585 = bitcast float %1100 to i32
  %1586 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1585, i32 12, i32 31)
  %1587 = bitcast i32 %1586 to float
  %1588 = load float, ptr %v8, align 4
  %1589 = fmul float %1587, %1548
  %1590 = fadd float %1589, %1588
  store float %1590, ptr %v8, align 4
  %1591 = load float, ptr %v9, align 4
  %1592 = fmul float %1587, %1555
  %1593 = fadd float %1592, %1591
  store float %1593, ptr %v9, align 4
  %1594 = load float, ptr %v10, align 4
  %1595 = fmul float %1587, %1562
  %1596 = fadd float %1595, %1594
  store float %1596, ptr %v10, align 4
  %1597 = load float, ptr %v11, align 4
  %1598 = fmul float %1587, %1569
  %1599 = fadd float %1598, %1597
  store float %1599, ptr %v11, align 4
  %1600 = bitcast float %1100 to i32
  %1601 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1600, i32 20, i32 31)
  %1602 = bitcast i32 %1601 to float
  %1603 = load float, ptr %v16, align 4
  %1604 = fmul float %1602, %1548
  %1605 = fadd float %1604, %1603
  store float %1605, ptr %v16, align 4
  %1606 = load float, ptr %v17, align 4
  %1607 = fmul float %1602, %1555
  %1608 = fadd float %1607, %1606
  store float %1608, ptr %v17, align 4
  %1609 = load float, ptr %v18, align 4
  %1610 = fmul float %1602, %1562
  %1611 = fadd float %1610, %1609
  store float %1611, ptr %v18, align 4
  %1612 = load float, ptr %v19, align 4
  %1613 = fmul float %1602, %1569
  %1614 = fadd float %1613, %1612
  store float %1614, ptr %v19, align 4
  %1615 = bitcast float %1100 to i32
  %1616 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1615, i32 28, i32 31)
  %1617 = bitcast i32 %1616 to float
  %1618 = load float, ptr %v24, align 4
  %1619 = fmul float %1617, %1548
  %1620 = fadd float %1619, %1618
  store float %1620, ptr %v24, align 4
  %1621 = load float, ptr %v25, align 4
  %1622 = fmul float %1617, %1555
  %1623 = fadd float %1622, %1621
  store float %1623, ptr %v25, align 4
  %1624 = load float, ptr %v26, align 4
  %1625 = fmul float %1617, %1562
  %1626 = fadd float %1625, %1624
  store float %1626, ptr %v26, align 4
  %1627 = load float, ptr %v27, align 4
  %1628 = fmul float %1617, %1569
  %1629 = fadd float %1628, %1627
  store float %1629, ptr %v27, align 4
  %1630 = add i32 %315, 5
  %1631 = icmp sgt i32 %1630, %309
  %1632 = select i1 %1631, i32 %309, i32 %1630
  %1633 = mul i32 %1632, %5
  %1634 = add i32 %1633, %18
  %1635 = mul i32 %1634, %6
  %1636 = add i32 %1635, %25
  %1637 = select i1 %26, i32 %1636, i32 %1635
  %1638 = sext i32 %1637 to i64
  %1639 = mul i64 %1638, 4
  %1640 = getelementptr i8, ptr addrspace(1) %3, i64 %1639
  %1641 = load float, ptr addrspace(1) %1640, align 4
  %1642 = select i1 %26, float %1641, float 0.000000e+00
  %1643 = add i32 %1635, %27
  %1644 = select i1 %28, i32 %1643, i32 %1635
  %1645 = sext i32 %1644 to i64
  %1646 = mul i64 %1645, 4
  %1647 = getelementptr i8, ptr addrspace(1) %3, i64 %1646
  %1648 = load float, ptr addrspace(1) %1647, align 4
  %1649 = select i1 %28, float %1648, float 0.000000e+00
  %1650 = add i32 %1635, %29
  %1651 = select i1 %30, i32 %1650, i32 %1635
  %1652 = sext i32 %1651 to i64
  %1653 = mul i64 %1652, 4
  %1654 = getelementptr i8, ptr addrspace(1) %3, i64 %1653
  %1655 = load float, ptr addrspace(1) %1654, align 4
  %1656 = select i1 %30, float %1655, float 0.000000e+00
  %1657 = add i32 %1635, %31
  %1658 = select i1 %32, i32 %1657, i32 %1635
  %1659 = sext i32 %1658 to i64
  %1660 = mul i64 %1659, 4
  %1661 = getelementptr i8, ptr addrspace(1) %3, i64 %1660
  %1662 = load float, ptr addrspace(1) %1661, align 4
  %1663 = select i1 %32, float %1662, float 0.000000e+00
  %1664 = bitcast float %1100 to i32
  %1665 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1664, i32 5, i32 31)
  %1666 = bitcast i32 %1665 to float
  %1667 = load float, ptr %v, align 4
  %1668 = fmul float %1666, %1642
  %1669 = fadd float %1668, %1667
  store float %1669, ptr %v, align 4
  %1670 = load float, ptr %v1, align 4
  %1671 = fmul float %1666, %1649
  %1672 = fadd float %1671, %1670
  store float %1672, ptr %v1, align 4
  %1673 = load float, ptr %v2, align 4
  %1674 = fmul float %1666, %1656
  %1675 = fadd float %1674, %1673
  store float %1675, ptr %v2, align 4
  %1676 = load float, ptr %v3, align 4
  %1677 = fmul float %1666, %1663
  %1678 = fadd float %1677, %1676
  store float %1678, ptr %v3, align 4
  %1679 = bitcast float %1100 to i32
  %1680 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1679, i32 13, i32 31)
  %1681 = bitcast i32 %1680 to float
  %1682 = load float, ptr %v8, align 4
  %1683 = fmul float %1681, %1642
  %1684 = fadd float %1683, %1682
  store float %1684, ptr %v8, align 4
  %1685 = load float, ptr %v9, align 4
  %1686 = fmul float %1681, %1649
  %1687 = fadd float %1686, %1685
  store float %1687, ptr %v9, align 4
  %1688 = load float, ptr %v10, align 4
  %1689 = fmul float %1681, %1656
  %1690 = fadd float %1689, %1688
  store float %1690, ptr %v10, align 4
  %1691 = load float, ptr %v11, align 4
  %1692 = fmul float %1681, %1663
  %1693 = fadd float %1692, %1691
  store float %1693, ptr %v11, align 4
  %1694 = bitcast float %1100 to i32
  %1695 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1694, i32 21, i32 31)
  %1696 = bitcast i32 %1695 to float
  %1697 = load float, ptr %v16, align 4
  %1698 = fmul float %1696, %1642
  %1699 = fadd float %1698, %1697
  store float %1699, ptr %v16, align 4
  %1700 = load float, ptr %v17, align 4
  %1701 = fmul float %1696, %1649
  %1702 = fadd float %1701, %1700
  store float %1702, ptr %v17, align 4
  %1703 = load float, ptr %v18, align 4
  %1704 = fmul float %1696, %1656
  %1705 = fadd float %1704, %1703
  store float %1705, ptr %v18, align 4
  %1706 = load float, ptr %v19, align 4
  %1707 = fmul float %1696, %1663
  %1708 = fadd float %1707, %1706
  store float %1708, ptr %v19, align 4
  %1709 = bitcast float %1100 to i32
  %1710 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1709, i32 29, i32 31)
  %1711 = bitcast i32 %1710 to float
  %1712 = load float, ptr %v24, align 4
  %1713 = fmul float %1711, %1642
  %1714 = fadd float %1713, %1712
  store float %1714, ptr %v24, align 4
  %1715 = load float, ptr %v25, align 4
  %1716 = fmul float %1711, %1649
  %1717 = fadd float %1716, %1715
  store float %1717, ptr %v25, align 4
  %1718 = load float, ptr %v26, align 4
  %1719 = fmul float %1711, %1656
  %1720 = fadd float %1719, %1718
  store float %1720, ptr %v26, align 4
  %1721 = load float, ptr %v27, align 4
  %1722 = fmul float %1711, %1663
  %1723 = fadd float %1722, %1721
  store float %1723, ptr %v27, align 4
  %1724 = add i32 %315, 6
  %1725 = icmp sgt i32 %1724, %309
  %1726 = select i1 %1725, i32 %309, i32 %1724
  %1727 = mul i32 %1726, %5
  %1728 = add i32 %1727, %18
  %1729 = mul i32 %1728, %6
  %1730 = add i32 %1729, %25
  %1731 = select i1 %26, i32 %1730, i32 %1729
  %1732 = sext i32 %1731 to i64
  %1733 = mul i64 %1732, 4
  %1734 = getelementptr i8, ptr addrspace(1) %3, i64 %1733
  %1735 = load float, ptr addrspace(1) %1734, align 4
  %1736 = select i1 %26, float %1735, float 0.000000e+00
  %1737 = add i32 %1729, %27
  %1738 = select i1 %28, i32 %1737, i32 %1729
  %1739 = sext i32 %1738 to i64
  %1740 = mul i64 %1739, 4
  %1741 = getelementptr i8, ptr addrspace(1) %3, i64 %1740
  %1742 = load float, ptr addrspace(1) %1741, align 4
  %1743 = select i1 %28, float %1742, float 0.000000e+00
  %1744 = add i32 %1729, %29
  %1745 = select i1 %30, i32 %1744, i32 %1729
  %1746 = sext i32 %1745 to i64
  %1747 = mul i64 %1746, 4
  %1748 = getelementptr i8, ptr addrspace(1) %3, i64 %1747
  %1749 = load float, ptr addrspace(1) %1748, align 4
  %1750 = select i1 %30, float %1749, float 0.000000e+00
  %1751 = add i32 %1729, %31
  %1752 = select i1 %32, i32 %1751, i32 %1729
  %1753 = sext i32 %1752 to i64
  %1754 = mul i64 %1753, 4
  %1755 = getelementptr i8, ptr addrspace(1) %3, i64 %1754
  %1756 = load float, ptr addrspace(1) %1755, align 4
  %1757 = select i1 %32, float %1756, float 0.000000e+00
  %1758 = bitcast float %1100 to i32
  %1759 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1758, i32 6, i32 31)
  %1760 = bitcast i32 %1759 to float
  %1761 = load float, ptr %v, align 4
  %1762 = fmul float %1760, %1736
  %1763 = fadd float %1762, %1761
  store float %1763, ptr %v, align 4
  %1764 = load float, ptr %v1, align 4
  %1765 = fmul float %1760, %1743
  %1766 = fadd float %1765, %1764
  store float %1766, ptr %v1, align 4
  %1767 = load float, ptr %v2, align 4
  %1768 = fmul float %1760, %1750
  %1769 = fadd float %1768, %1767
  store float %1769, ptr %v2, align 4
  %1770 = load float, ptr %v3, align 4
  %1771 = fmul float %1760, %1757
  %1772 = fadd float %1771, %1770
  store float %1772, ptr %v3, align 4
  %1773 = bitcast float %1100 to i32
  %1774 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1773, i32 14, i32 31)
  %1775 = bitcast i32 %1774 to float
  %1776 = load float, ptr %v8, align 4
  %1777 = fmul float %1775, %1736
  %1778 = fadd float %1777, %1776
  store float %1778, ptr %v8, align 4
  %1779 = load float, ptr %v9, align 4
  %1780 = fmul float %1775, %1743
  %1781 = fadd float %1780, %1779
  store float %1781, ptr %v9, align 4
  %1782 = load float, ptr %v10, align 4
  %1783 = fmul float %1775, %1750
  %1784 = fadd float %1783, %1782
  store float %1784, ptr %v10, align 4
  %1785 = load float, ptr %v11, align 4
  %1786 = fmul float %1775, %1757
  %1787 = fadd float %1786, %1785
  store float %1787, ptr %v11, align 4
  %1788 = bitcast float %1100 to i32
  %1789 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1788, i32 22, i32 31)
  %1790 = bitcast i32 %1789 to float
  %1791 = load float, ptr %v16, align 4
  %1792 = fmul float %1790, %1736
  %1793 = fadd float %1792, %1791
  store float %1793, ptr %v16, align 4
  %1794 = load float, ptr %v17, align 4
  %1795 = fmul float %1790, %1743
  %1796 = fadd float %1795, %1794
  store float %1796, ptr %v17, align 4
  %1797 = load float, ptr %v18, align 4
  %1798 = fmul float %1790, %1750
  %1799 = fadd float %1798, %1797
  store float %1799, ptr %v18, align 4
  %1800 = load float, ptr %v19, align 4
  %1801 = fmul float %1790, %1757
  %1802 = fadd float %1801, %1800
  store float %1802, ptr %v19, align 4
  %1803 = bitcast float %1100 to i32
  %1804 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1803, i32 30, i32 31)
  %1805 = bitcast i32 %1804 to float
  %1806 = load float, ptr %v24, align 4
  %1807 = fmul float %1805, %1736
  %1808 = fadd float %1807, %1806
  store float %1808, ptr %v24, align 4
  %1809 = load float, ptr %v25, align 4
  %1810 = fmul float %1805, %1743
  %1811 = fadd float %1810, %1809
  store float %1811, ptr %v25, align 4
  %1812 = load float, ptr %v26, align 4
  %1813 = fmul float %1805, %1750
  %1814 = fadd float %1813, %1812
  store float %1814, ptr %v26, align 4
  %1815 = load float, ptr %v27, align 4
  %1816 = fmul float %1805, %1757
  %1817 = fadd float %1816, %1815
  store float %1817, ptr %v27, align 4
  %1818 = add i32 %315, 7
  %1819 = icmp sgt i32 %1818, %309
  %1820 = select i1 %1819, i32 %309, i32 %1818
  %1821 = mul i32 %1820, %5
  %1822 = add i32 %1821, %18
  %1823 = mul i32 %1822, %6
  %1824 = add i32 %1823, %25
  %1825 = select i1 %26, i32 %1824, i32 %1823
  %1826 = sext i32 %1825 to i64
  %1827 = mul i64 %1826, 4
  %1828 = getelementptr i8, ptr addrspace(1) %3, i64 %1827
  %1829 = load float, ptr addrspace(1) %1828, align 4
  %1830 = select i1 %26, float %1829, float 0.000000e+00
  %1831 = add i32 %1823, %27
  %1832 = select i1 %28, i32 %1831, i32 %1823
  %1833 = sext i32 %1832 to i64
  %1834 = mul i64 %1833, 4
  %1835 = getelementptr i8, ptr addrspace(1) %3, i64 %1834
  %1836 = load float, ptr addrspace(1) %1835, align 4
  %1837 = select i1 %28, float %1836, float 0.000000e+00
  %1838 = add i32 %1823, %29
  %1839 = select i1 %30, i32 %1838, i32 %1823
  %1840 = sext i32 %1839 to i64
  %1841 = mul i64 %1840, 4
  %1842 = getelementptr i8, ptr addrspace(1) %3, i64 %1841
  %1843 = load float, ptr addrspace(1) %1842, align 4
  %1844 = select i1 %30, float %1843, float 0.000000e+00
  %1845 = add i32 %1823, %31
  %1846 = select i1 %32, i32 %1845, i32 %1823
  %1847 = sext i32 %1846 to i64
  %1848 = mul i64 %1847, 4
  %1849 = getelementptr i8, ptr addrspace(1) %3, i64 %1848
  %1850 = load float, ptr addrspace(1) %1849, align 4
  %1851 = select i1 %32, float %1850, float 0.000000e+00
  %1852 = bitcast float %1100 to i32
  %1853 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1852, i32 7, i32 31)
  %1854 = bitcast i32 %1853 to float
  %1855 = load float, ptr %v, align 4
  %1856 = fmul float %1854, %1830
  %1857 = fadd float %1856, %1855
  store float %1857, ptr %v, align 4
  %1858 = load float, ptr %v1, align 4
  %1859 = fmul float %1854, %1837
  %1860 = fadd float %1859, %1858
  store float %1860, ptr %v1, align 4
  %1861 = load float, ptr %v2, align 4
  %1862 = fmul float %1854, %1844
  %1863 = fadd float %1862, %1861
  store float %1863, ptr %v2, align 4
  %1864 = load float, ptr %v3, align 4
  %1865 = fmul float %1854, %1851
  %1866 = fadd float %1865, %1864
  store float %1866, ptr %v3, align 4
  %1867 = bitcast float %1100 to i32
  %1868 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1867, i32 15, i32 31)
  %1869 = bitcast i32 %1868 to float
  %1870 = load float, ptr %v8, align 4
  %1871 = fmul float %1869, %1830
  %1872 = fadd float %1871, %1870
  store float %1872, ptr %v8, align 4
  %1873 = load float, ptr %v9, align 4
  %1874 = fmul float %1869, %1837
  %1875 = fadd float %1874, %1873
  store float %1875, ptr %v9, align 4
  %1876 = load float, ptr %v10, align 4
  %1877 = fmul float %1869, %1844
  %1878 = fadd float %1877, %1876
  store float %1878, ptr %v10, align 4
  %1879 = load float, ptr %v11, align 4
  %1880 = fmul float %1869, %1851
  %1881 = fadd float %1880, %1879
  store float %1881, ptr %v11, align 4
  %1882 = bitcast float %1100 to i32
  %1883 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1882, i32 23, i32 31)
  %1884 = bitcast i32 %1883 to float
  %1885 = load float, ptr %v16, align 4
  %1886 = fmul float %1884, %1830
  %1887 = fadd float %1886, %1885
  store float %1887, ptr %v16, align 4
  %1888 = load float, ptr %v17, align 4
  %1889 = fmul float %1884, %1837
  %1890 = fadd float %1889, %1888
  store float %1890, ptr %v17, align 4
  %1891 = load float, ptr %v18, align 4
  %1892 = fmul float %1884, %1844
  %1893 = fadd float %1892, %1891
  store float %1893, ptr %v18, align 4
  %1894 = load float, ptr %v19, align 4
  %1895 = fmul float %1884, %1851
  %1896 = fadd float %1895, %1894
  store float %1896, ptr %v19, align 4
  %1897 = bitcast float %1100 to i32
  %1898 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1897, i32 31, i32 31)
  %1899 = bitcast i32 %1898 to float
  %1900 = load float, ptr %v24, align 4
  %1901 = fmul float %1899, %1830
  %1902 = fadd float %1901, %1900
  store float %1902, ptr %v24, align 4
  %1903 = load float, ptr %v25, align 4
  %1904 = fmul float %1899, %1837
  %1905 = fadd float %1904, %1903
  store float %1905, ptr %v25, align 4
  %1906 = load float, ptr %v26, align 4
  %1907 = fmul float %1899, %1844
  %1908 = fadd float %1907, %1906
  store float %1908, ptr %v26, align 4
  %1909 = load float, ptr %v27, align 4
  %1910 = fmul float %1899, %1851
  %1911 = fadd float %1910, %1909
  store float %1911, ptr %v27, align 4
  %1912 = load i32, ptr %v34, align 4
  %1913 = add i32 %1912, 4
  store i32 %1913, ptr %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %308, ptr %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %1914 = load float, ptr %v32, align 4
  %1915 = load float, ptr %v33, align 4
  %1916 = add i32 0, %13
  %1917 = mul i32 %1916, 256
  %1918 = load float, ptr %v, align 4
  br i1 %26, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %1919 = load i32, ptr %v37, align 4
  %1920 = icmp slt i32 %1919, %304
  br i1 %1920, label %body39, label %done40

body39:                                           ; preds = %loop38
  %1921 = load i32, ptr %v37, align 4
  %1922 = mul i32 %1921, 8
  %1923 = add i32 %1922, 0
  %1924 = icmp sgt i32 %1923, %309
  %1925 = select i1 %1924, i32 %309, i32 %1923
  %1926 = mul i32 %1925, %5
  %1927 = add i32 %1926, %18
  %1928 = mul i32 %1927, %6
  %1929 = add i32 %1928, %25
  %1930 = select i1 %26, i32 %1929, i32 %1928
  %1931 = sext i32 %1930 to i64
  %1932 = mul i64 %1931, 4
  %1933 = getelementptr i8, ptr addrspace(1) %2, i64 %1932
  %1934 = load float, ptr addrspace(1) %1933, align 4
  %1935 = select i1 %26, float %1934, float 0.000000e+00
  %1936 = add i32 %1928, %27
  %1937 = select i1 %28, i32 %1936, i32 %1928
  %1938 = sext i32 %1937 to i64
  %1939 = mul i64 %1938, 4
  %1940 = getelementptr i8, ptr addrspace(1) %2, i64 %1939
  %1941 = load float, ptr addrspace(1) %1940, align 4
  %1942 = select i1 %28, float %1941, float 0.000000e+00
  %1943 = add i32 %1928, %29
  %1944 = select i1 %30, i32 %1943, i32 %1928
  %1945 = sext i32 %1944 to i64
  %1946 = mul i64 %1945, 4
  %1947 = getelementptr i8, ptr addrspace(1) %2, i64 %1946
  %1948 = load float, ptr addrspace(1) %1947, align 4
  %1949 = select i1 %30, float %1948, float 0.000000e+00
  %1950 = add i32 %1928, %31
  %1951 = select i1 %32, i32 %1950, i32 %1928
  %1952 = sext i32 %1951 to i64
  %1953 = mul i64 %1952, 4
  %1954 = getelementptr i8, ptr addrspace(1) %2, i64 %1953
  %1955 = load float, ptr addrspace(1) %1954, align 4
  %1956 = select i1 %32, float %1955, float 0.000000e+00
  %1957 = add i32 %1928, %33
  %1958 = select i1 %34, i32 %1957, i32 %1928
  %1959 = sext i32 %1958 to i64
  %1960 = mul i64 %1959, 4
  %1961 = getelementptr i8, ptr addrspace(1) %2, i64 %1960
  %1962 = load float, ptr addrspace(1) %1961, align 4
  %1963 = select i1 %34, float %1962, float 0.000000e+00
  %1964 = add i32 %1928, %35
  %1965 = select i1 %36, i32 %1964, i32 %1928
  %1966 = sext i32 %1965 to i64
  %1967 = mul i64 %1966, 4
  %1968 = getelementptr i8, ptr addrspace(1) %2, i64 %1967
  %1969 = load float, ptr addrspace(1) %1968, align 4
  %1970 = select i1 %36, float %1969, float 0.000000e+00
  %1971 = add i32 %1928, %37
  %1972 = select i1 %38, i32 %1971, i32 %1928
  %1973 = sext i32 %1972 to i64
  %1974 = mul i64 %1973, 4
  %1975 = getelementptr i8, ptr addrspace(1) %2, i64 %1974
  %1976 = load float, ptr addrspace(1) %1975, align 4
  %1977 = select i1 %38, float %1976, float 0.000000e+00
  %1978 = add i32 %1928, %39
  %1979 = select i1 %40, i32 %1978, i32 %1928
  %1980 = sext i32 %1979 to i64
  %1981 = mul i64 %1980, 4
  %1982 = getelementptr i8, ptr addrspace(1) %2, i64 %1981
  %1983 = load float, ptr addrspace(1) %1982, align 4
  %1984 = select i1 %40, float %1983, float 0.000000e+00
  %1985 = fmul float %53, %1935
  %1986 = fmul float %60, %1942
  %1987 = fadd float %1986, %1985
  %1988 = fmul float %67, %1949
  %1989 = fadd float %1988, %1987
  %1990 = fmul float %74, %1956
  %1991 = fadd float %1990, %1989
  %1992 = fmul float %81, %1963
  %1993 = fadd float %1992, %1991
  %1994 = fmul float %88, %1970
  %1995 = fadd float %1994, %1993
  %1996 = fmul float %95, %1977
  %1997 = fadd float %1996, %1995
  %1998 = fmul float %102, %1984
  %1999 = fadd float %1998, %1997
  %2000 = fmul float %115, %1935
  %2001 = fmul float %122, %1942
  %2002 = fadd float %2001, %2000
  %2003 = fmul float %129, %1949
  %2004 = fadd float %2003, %2002
  %2005 = fmul float %136, %1956
  %2006 = fadd float %2005, %2004
  %2007 = fmul float %143, %1963
  %2008 = fadd float %2007, %2006
  %2009 = fmul float %150, %1970
  %2010 = fadd float %2009, %2008
  %2011 = fmul float %157, %1977
  %2012 = fadd float %2011, %2010
  %2013 = fmul float %164, %1984
  %2014 = fadd float %2013, %2012
  %2015 = fmul float %177, %1935
  %2016 = fmul float %184, %1942
  %2017 = fadd float %2016, %2015
  %2018 = fmul float %191, %1949
  %2019 = fadd float %2018, %2017
  %2020 = fmul float %198, %1956
  %2021 = fadd float %2020, %2019
  %2022 = fmul float %205, %1963
  %2023 = fadd float %2022, %2021
  %2024 = fmul float %212, %1970
  %2025 = fadd float %2024, %2023
  %2026 = fmul float %219, %1977
  %2027 = fadd float %2026, %2025
  %2028 = fmul float %226, %1984
  %2029 = fadd float %2028, %2027
  %2030 = fmul float %239, %1935
  %2031 = fmul float %246, %1942
  %2032 = fadd float %2031, %2030
  %2033 = fmul float %253, %1949
  %2034 = fadd float %2033, %2032
  %2035 = fmul float %260, %1956
  %2036 = fadd float %2035, %2034
  %2037 = fmul float %267, %1963
  %2038 = fadd float %2037, %2036
  %2039 = fmul float %274, %1970
  %2040 = fadd float %2039, %2038
  %2041 = fmul float %281, %1977
  %2042 = fadd float %2041, %2040
  %2043 = fmul float %288, %1984
  %2044 = fadd float %2043, %2042
  %2045 = add i32 %1922, 1
  %2046 = icmp sgt i32 %2045, %309
  %2047 = select i1 %2046, i32 %309, i32 %2045
  %2048 = mul i32 %2047, %5
  %2049 = add i32 %2048, %18
  %2050 = mul i32 %2049, %6
  %2051 = add i32 %2050, %25
  %2052 = select i1 %26, i32 %2051, i32 %2050
  %2053 = sext i32 %2052 to i64
  %2054 = mul i64 %2053, 4
  %2055 = getelementptr i8, ptr addrspace(1) %2, i64 %2054
  %2056 = load float, ptr addrspace(1) %2055, align 4
  %2057 = select i1 %26, float %2056, float 0.000000e+00
  %2058 = add i32 %2050, %27
  %2059 = select i1 %28, i32 %2058, i32 %2050
  %2060 = sext i32 %2059 to i64
  %2061 = mul i64 %2060, 4
  %2062 = getelementptr i8, ptr addrspace(1) %2, i64 %2061
  %2063 = load float, ptr addrspace(1) %2062, align 4
  %2064 = select i1 %28, float %2063, float 0.000000e+00
  %2065 = add i32 %2050, %29
  %2066 = select i1 %30, i32 %2065, i32 %2050
  %2067 = sext i32 %2066 to i64
  %2068 = mul i64 %2067, 4
  %2069 = getelementptr i8, ptr addrspace(1) %2, i64 %2068
  %2070 = load float, ptr addrspace(1) %2069, align 4
  %2071 = select i1 %30, float %2070, float 0.000000e+00
  %2072 = add i32 %2050, %31
  %2073 = select i1 %32, i32 %2072, i32 %2050
  %2074 = sext i32 %2073 to i64
  %2075 = mul i64 %2074, 4
  %2076 = getelementptr i8, ptr addrspace(1) %2, i64 %2075
  %2077 = load float, ptr addrspace(1) %2076, align 4
  %2078 = select i1 %32, float %2077, float 0.000000e+00
  %2079 = add i32 %2050, %33
  %2080 = select i1 %34, i32 %2079, i32 %2050
  %2081 = sext i32 %2080 to i64
  %2082 = mul i64 %2081, 4
  %2083 = getelementptr i8, ptr addrspace(1) %2, i64 %2082
  %2084 = load float, ptr addrspace(1) %2083, align 4
  %2085 = select i1 %34, float %2084, float 0.000000e+00
  %2086 = add i32 %2050, %35
  %2087 = select i1 %36, i32 %2086, i32 %2050
  %2088 = sext i32 %2087 to i64
  %2089 = mul i64 %2088, 4
  %2090 = getelementptr i8, ptr addrspace(1) %2, i64 %2089
  %2091 = load float, ptr addrspace(1) %2090, align 4
  %2092 = select i1 %36, float %2091, float 0.000000e+00
  %2093 = add i32 %2050, %37
  %2094 = select i1 %38, i32 %2093, i32 %2050
  %2095 = sext i32 %2094 to i64
  %2096 = mul i64 %2095, 4
  %2097 = getelementptr i8, ptr addrspace(1) %2, i64 %2096
  %2098 = load float, ptr addrspace(1) %2097, align 4
  %2099 = select i1 %38, float %2098, float 0.000000e+00
  %2100 = add i32 %2050, %39
  %2101 = select i1 %40, i32 %2100, i32 %2050
  %2102 = sext i32 %2101 to i64
  %2103 = mul i64 %2102, 4
  %2104 = getelementptr i8, ptr addrspace(1) %2, i64 %2103
  %2105 = load float, ptr addrspace(1) %2104, align 4
  %2106 = select i1 %40, float %2105, float 0.000000e+00
  %2107 = fmul float %53, %2057
  %2108 = fmul float %60, %2064
  %2109 = fadd float %2108, %2107
  %2110 = fmul float %67, %2071
  %2111 = fadd float %2110, %2109
  %2112 = fmul float %74, %2078
  %2113 = fadd float %2112, %2111
  %2114 = fmul float %81, %2085
  %2115 = fadd float %2114, %2113
  %2116 = fmul float %88, %2092
  %2117 = fadd float %2116, %2115
  %2118 = fmul float %95, %2099
  %2119 = fadd float %2118, %2117
  %2120 = fmul float %102, %2106
  %2121 = fadd float %2120, %2119
  %2122 = fmul float %115, %2057
  %2123 = fmul float %122, %2064
  %2124 = fadd float %2123, %2122
  %2125 = fmul float %129, %2071
  %2126 = fadd float %2125, %2124
  %2127 = fmul float %136, %2078
  %2128 = fadd float %2127, %2126
  %2129 = fmul float %143, %2085
  %2130 = fadd float %2129, %2128
  %2131 = fmul float %150, %2092
  %2132 = fadd float %2131, %2130
  %2133 = fmul float %157, %2099
  %2134 = fadd float %2133, %2132
  %2135 = fmul float %164, %2106
  %2136 = fadd float %2135, %2134
  %2137 = fmul float %177, %2057
  %2138 = fmul float %184, %2064
  %2139 = fadd float %2138, %2137
  %2140 = fmul float %191, %2071
  %2141 = fadd float %2140, %2139
  %2142 = fmul float %198, %2078
  %2143 = fadd float %2142, %2141
  %2144 = fmul float %205, %2085
  %2145 = fadd float %2144, %2143
  %2146 = fmul float %212, %2092
  %2147 = fadd float %2146, %2145
  %2148 = fmul float %219, %2099
  %2149 = fadd float %2148, %2147
  %2150 = fmul float %226, %2106
  %2151 = fadd float %2150, %2149
  %2152 = fmul float %239, %2057
  %2153 = fmul float %246, %2064
  %2154 = fadd float %2153, %2152
  %2155 = fmul float %253, %2071
  %2156 = fadd float %2155, %2154
  %2157 = fmul float %260, %2078
  %2158 = fadd float %2157, %2156
  %2159 = fmul float %267, %2085
  %2160 = fadd float %2159, %2158
  %2161 = fmul float %274, %2092
  %2162 = fadd float %2161, %2160
  %2163 = fmul float %281, %2099
  %2164 = fadd float %2163, %2162
  %2165 = fmul float %288, %2106
  %2166 = fadd float %2165, %2164
  %2167 = add i32 %1922, 2
  %2168 = icmp sgt i32 %2167, %309
  %2169 = select i1 %2168, i32 %309, i32 %2167
  %2170 = mul i32 %2169, %5
  %2171 = add i32 %2170, %18
  %2172 = mul i32 %2171, %6
  %2173 = add i32 %2172, %25
  %2174 = select i1 %26, i32 %2173, i32 %2172
  %2175 = sext i32 %2174 to i64
  %2176 = mul i64 %2175, 4
  %2177 = getelementptr i8, ptr addrspace(1) %2, i64 %2176
  %2178 = load float, ptr addrspace(1) %2177, align 4
  %2179 = select i1 %26, float %2178, float 0.000000e+00
  %2180 = add i32 %2172, %27
  %2181 = select i1 %28, i32 %2180, i32 %2172
  %2182 = sext i32 %2181 to i64
  %2183 = mul i64 %2182, 4
  %2184 = getelementptr i8, ptr addrspace(1) %2, i64 %2183
  %2185 = load float, ptr addrspace(1) %2184, align 4
  %2186 = select i1 %28, float %2185, float 0.000000e+00
  %2187 = add i32 %2172, %29
  %2188 = select i1 %30, i32 %2187, i32 %2172
  %2189 = sext i32 %2188 to i64
  %2190 = mul i64 %2189, 4
  %2191 = getelementptr i8, ptr addrspace(1) %2, i64 %2190
  %2192 = load float, ptr addrspace(1) %2191, align 4
  %2193 = select i1 %30, float %2192, float 0.000000e+00
  %2194 = add i32 %2172, %31
  %2195 = select i1 %32, i32 %2194, i32 %2172
  %2196 = sext i32 %2195 to i64
  %2197 = mul i64 %2196, 4
  %2198 = getelementptr i8, ptr addrspace(1) %2, i64 %2197
  %2199 = load float, ptr addrspace(1) %2198, align 4
  %2200 = select i1 %32, float %2199, float 0.000000e+00
  %2201 = add i32 %2172, %33
  %2202 = select i1 %34, i32 %2201, i32 %2172
  %2203 = sext i32 %2202 to i64
  %2204 = mul i64 %2203, 4
  %2205 = getelementptr i8, ptr addrspace(1) %2, i64 %2204
  %2206 = load float, ptr addrspace(1) %2205, align 4
  %2207 = select i1 %34, float %2206, float 0.000000e+00
  %2208 = add i32 %2172, %35
  %2209 = select i1 %36, i32 %2208, i32 %2172
  %2210 = sext i32 %2209 to i64
  %2211 = mul i64 %2210, 4
  %2212 = getelementptr i8, ptr addrspace(1) %2, i64 %2211
  %2213 = load float, ptr addrspace(1) %2212, align 4
  %2214 = select i1 %36, float %2213, float 0.000000e+00
  %2215 = add i32 %2172, %37
  %2216 = select i1 %38, i32 %2215, i32 %2172
  %2217 = sext i32 %2216 to i64
  %2218 = mul i64 %2217, 4
  %2219 = getelementptr i8, ptr addrspace(1) %2, i64 %2218
  %2220 = load float, ptr addrspace(1) %2219, align 4
  %2221 = select i1 %38, float %2220, float 0.000000e+00
  %2222 = add i32 %2172, %39
  %2223 = select i1 %40, i32 %2222, i32 %2172
  %2224 = sext i32 %2223 to i64
  %2225 = mul i64 %2224, 4
  %2226 = getelementptr i8, ptr addrspace(1) %2, i64 %2225
  %2227 = load float, ptr addrspace(1) %2226, align 4
  %2228 = select i1 %40, float %2227, float 0.000000e+00
  %2229 = fmul float %53, %2179
  %2230 = fmul float %60, %2186
  %2231 = fadd float %2230, %2229
  %2232 = fmul float %67, %2193
  %2233 = fadd float %2232, %2231
  %2234 = fmul float %74, %2200
  %2235 = fadd float %2234, %2233
  %2236 = fmul float %81, %2207
  %2237 = fadd float %2236, %2235
  %2238 = fmul float %88, %2214
  %2239 = fadd float %2238, %2237
  %2240 = fmul float %95, %2221
  %2241 = fadd float %2240, %2239
  %2242 = fmul float %102, %2228
  %2243 = fadd float %2242, %2241
  %2244 = fmul float %115, %2179
  %2245 = fmul float %122, %2186
  %2246 = fadd float %2245, %2244
  %2247 = fmul float %129, %2193
  %2248 = fadd float %2247, %2246
  %2249 = fmul float %136, %2200
  %2250 = fadd float %2249, %2248
  %2251 = fmul float %143, %2207
  %2252 = fadd float %2251, %2250
  %2253 = fmul float %150, %2214
  %2254 = fadd float %2253, %2252
  %2255 = fmul float %157, %2221
  %2256 = fadd float %2255, %2254
  %2257 = fmul float %164, %2228
  %2258 = fadd float %2257, %2256
  %2259 = fmul float %177, %2179
  %2260 = fmul float %184, %2186
  %2261 = fadd float %2260, %2259
  %2262 = fmul float %191, %2193
  %2263 = fadd float %2262, %2261
  %2264 = fmul float %198, %2200
  %2265 = fadd float %2264, %2263
  %2266 = fmul float %205, %2207
  %2267 = fadd float %2266, %2265
  %2268 = fmul float %212, %2214
  %2269 = fadd float %2268, %2267
  %2270 = fmul float %219, %2221
  %2271 = fadd float %2270, %2269
  %2272 = fmul float %226, %2228
  %2273 = fadd float %2272, %2271
  %2274 = fmul float %239, %2179
  %2275 = fmul float %246, %2186
  %2276 = fadd float %2275, %2274
  %2277 = fmul float %253, %2193
  %2278 = fadd float %2277, %2276
  %2279 = fmul float %260, %2200
  %2280 = fadd float %2279, %2278
  %2281 = fmul float %267, %2207
  %2282 = fadd float %2281, %2280
  %2283 = fmul float %274, %2214
  %2284 = fadd float %2283, %2282
  %2285 = fmul float %281, %2221
  %2286 = fadd float %2285, %2284
  %2287 = fmul float %288, %2228
  %2288 = fadd float %2287, %2286
  %2289 = add i32 %1922, 3
  %2290 = icmp sgt i32 %2289, %309
  %2291 = select i1 %2290, i32 %309, i32 %2289
  %2292 = mul i32 %2291, %5
  %2293 = add i32 %2292, %18
  %2294 = mul i32 %2293, %6
  %2295 = add i32 %2294, %25
  %2296 = select i1 %26, i32 %2295, i32 %2294
  %2297 = sext i32 %2296 to i64
  %2298 = mul i64 %2297, 4
  %2299 = getelementptr i8, ptr addrspace(1) %2, i64 %2298
  %2300 = load float, ptr addrspace(1) %2299, align 4
  %2301 = select i1 %26, float %2300, float 0.000000e+00
  %2302 = add i32 %2294, %27
  %2303 = select i1 %28, i32 %2302, i32 %2294
  %2304 = sext i32 %2303 to i64
  %2305 = mul i64 %2304, 4
  %2306 = getelementptr i8, ptr addrspace(1) %2, i64 %2305
  %2307 = load float, ptr addrspace(1) %2306, align 4
  %2308 = select i1 %28, float %2307, float 0.000000e+00
  %2309 = add i32 %2294, %29
  %2310 = select i1 %30, i32 %2309, i32 %2294
  %2311 = sext i32 %2310 to i64
  %2312 = mul i64 %2311, 4
  %2313 = getelementptr i8, ptr addrspace(1) %2, i64 %2312
  %2314 = load float, ptr addrspace(1) %2313, align 4
  %2315 = select i1 %30, float %2314, float 0.000000e+00
  %2316 = add i32 %2294, %31
  %2317 = select i1 %32, i32 %2316, i32 %2294
  %2318 = sext i32 %2317 to i64
  %2319 = mul i64 %2318, 4
  %2320 = getelementptr i8, ptr addrspace(1) %2, i64 %2319
  %2321 = load float, ptr addrspace(1) %2320, align 4
  %2322 = select i1 %32, float %2321, float 0.000000e+00
  %2323 = add i32 %2294, %33
  %2324 = select i1 %34, i32 %2323, i32 %2294
  %2325 = sext i32 %2324 to i64
  %2326 = mul i64 %2325, 4
  %2327 = getelementptr i8, ptr addrspace(1) %2, i64 %2326
  %2328 = load float, ptr addrspace(1) %2327, align 4
  %2329 = select i1 %34, float %2328, float 0.000000e+00
  %2330 = add i32 %2294, %35
  %2331 = select i1 %36, i32 %2330, i32 %2294
  %2332 = sext i32 %2331 to i64
  %2333 = mul i64 %2332, 4
  %2334 = getelementptr i8, ptr addrspace(1) %2, i64 %2333
  %2335 = load float, ptr addrspace(1) %2334, align 4
  %2336 = select i1 %36, float %2335, float 0.000000e+00
  %2337 = add i32 %2294, %37
  %2338 = select i1 %38, i32 %2337, i32 %2294
  %2339 = sext i32 %2338 to i64
  %2340 = mul i64 %2339, 4
  %2341 = getelementptr i8, ptr addrspace(1) %2, i64 %2340
  %2342 = load float, ptr addrspace(1) %2341, align 4
  %2343 = select i1 %38, float %2342, float 0.000000e+00
  %2344 = add i32 %2294, %39
  %2345 = select i1 %40, i32 %2344, i32 %2294
  %2346 = sext i32 %2345 to i64
  %2347 = mul i64 %2346, 4
  %2348 = getelementptr i8, ptr addrspace(1) %2, i64 %2347
  %2349 = load float, ptr addrspace(1) %2348, align 4
  %2350 = select i1 %40, float %2349, float 0.000000e+00
  %2351 = fmul float %53, %2301
  %2352 = fmul float %60, %2308
  %2353 = fadd float %2352, %2351
  %2354 = fmul float %67, %2315
  %2355 = fadd float %2354, %2353
  %2356 = fmul float %74, %2322
  %2357 = fadd float %2356, %2355
  %2358 = fmul float %81, %2329
  %2359 = fadd float %2358, %2357
  %2360 = fmul float %88, %2336
  %2361 = fadd float %2360, %2359
  %2362 = fmul float %95, %2343
  %2363 = fadd float %2362, %2361
  %2364 = fmul float %102, %2350
  %2365 = fadd float %2364, %2363
  %2366 = fmul float %115, %2301
  %2367 = fmul float %122, %2308
  %2368 = fadd float %2367, %2366
  %2369 = fmul float %129, %2315
  %2370 = fadd float %2369, %2368
  %2371 = fmul float %136, %2322
  %2372 = fadd float %2371, %2370
  %2373 = fmul float %143, %2329
  %2374 = fadd float %2373, %2372
  %2375 = fmul float %150, %2336
  %2376 = fadd float %2375, %2374
  %2377 = fmul float %157, %2343
  %2378 = fadd float %2377, %2376
  %2379 = fmul float %164, %2350
  %2380 = fadd float %2379, %2378
  %2381 = fmul float %177, %2301
  %2382 = fmul float %184, %2308
  %2383 = fadd float %2382, %2381
  %2384 = fmul float %191, %2315
  %2385 = fadd float %2384, %2383
  %2386 = fmul float %198, %2322
  %2387 = fadd float %2386, %2385
  %2388 = fmul float %205, %2329
  %2389 = fadd float %2388, %2387
  %2390 = fmul float %212, %2336
  %2391 = fadd float %2390, %2389
  %2392 = fmul float %219, %2343
  %2393 = fadd float %2392, %2391
  %2394 = fmul float %226, %2350
  %2395 = fadd float %2394, %2393
  %2396 = fmul float %239, %2301
  %2397 = fmul float %246, %2308
  %2398 = fadd float %2397, %2396
  %2399 = fmul float %253, %2315
  %2400 = fadd float %2399, %2398
  %2401 = fmul float %260, %2322
  %2402 = fadd float %2401, %2400
  %2403 = fmul float %267, %2329
  %2404 = fadd float %2403, %2402
  %2405 = fmul float %274, %2336
  %2406 = fadd float %2405, %2404
  %2407 = fmul float %281, %2343
  %2408 = fadd float %2407, %2406
  %2409 = fmul float %288, %2350
  %2410 = fadd float %2409, %2408
  %2411 = add i32 %1922, 4
  %2412 = icmp sgt i32 %2411, %309
  %2413 = select i1 %2412, i32 %309, i32 %2411
  %2414 = mul i32 %2413, %5
  %2415 = add i32 %2414, %18
  %2416 = mul i32 %2415, %6
  %2417 = add i32 %2416, %25
  %2418 = select i1 %26, i32 %2417, i32 %2416
  %2419 = sext i32 %2418 to i64
  %2420 = mul i64 %2419, 4
  %2421 = getelementptr i8, ptr addrspace(1) %2, i64 %2420
  %2422 = load float, ptr addrspace(1) %2421, align 4
  %2423 = select i1 %26, float %2422, float 0.000000e+00
  %2424 = add i32 %2416, %27
  %2425 = select i1 %28, i32 %2424, i32 %2416
  %2426 = sext i32 %2425 to i64
  %2427 = mul i64 %2426, 4
  %2428 = getelementptr i8, ptr addrspace(1) %2, i64 %2427
  %2429 = load float, ptr addrspace(1) %2428, align 4
  %2430 = select i1 %28, float %2429, float 0.000000e+00
  %2431 = add i32 %2416, %29
  %2432 = select i1 %30, i32 %2431, i32 %2416
  %2433 = sext i32 %2432 to i64
  %2434 = mul i64 %2433, 4
  %2435 = getelementptr i8, ptr addrspace(1) %2, i64 %2434
  %2436 = load float, ptr addrspace(1) %2435, align 4
  %2437 = select i1 %30, float %2436, float 0.000000e+00
  %2438 = add i32 %2416, %31
  %2439 = select i1 %32, i32 %2438, i32 %2416
  %2440 = sext i32 %2439 to i64
  %2441 = mul i64 %2440, 4
  %2442 = getelementptr i8, ptr addrspace(1) %2, i64 %2441
  %2443 = load float, ptr addrspace(1) %2442, align 4
  %2444 = select i1 %32, float %2443, float 0.000000e+00
  %2445 = add i32 %2416, %33
  %2446 = select i1 %34, i32 %2445, i32 %2416
  %2447 = sext i32 %2446 to i64
  %2448 = mul i64 %2447, 4
  %2449 = getelementptr i8, ptr addrspace(1) %2, i64 %2448
  %2450 = load float, ptr addrspace(1) %2449, align 4
  %2451 = select i1 %34, float %2450, float 0.000000e+00
  %2452 = add i32 %2416, %35
  %2453 = select i1 %36, i32 %2452, i32 %2416
  %2454 = sext i32 %2453 to i64
  %2455 = mul i64 %2454, 4
  %2456 = getelementptr i8, ptr addrspace(1) %2, i64 %2455
  %2457 = load float, ptr addrspace(1) %2456, align 4
  %2458 = select i1 %36, float %2457, float 0.000000e+00
  %2459 = add i32 %2416, %37
  %2460 = select i1 %38, i32 %2459, i32 %2416
  %2461 = sext i32 %2460 to i64
  %2462 = mul i64 %2461, 4
  %2463 = getelementptr i8, ptr addrspace(1) %2, i64 %2462
  %2464 = load float, ptr addrspace(1) %2463, align 4
  %2465 = select i1 %38, float %2464, float 0.000000e+00
  %2466 = add i32 %2416, %39
  %2467 = select i1 %40, i32 %2466, i32 %2416
  %2468 = sext i32 %2467 to i64
  %2469 = mul i64 %2468, 4
  %2470 = getelementptr i8, ptr addrspace(1) %2, i64 %2469
  %2471 = load float, ptr addrspace(1) %2470, align 4
  %2472 = select i1 %40, float %2471, float 0.000000e+00
  %2473 = fmul float %53, %2423
  %2474 = fmul float %60, %2430
  %2475 = fadd float %2474, %2473
  %2476 = fmul float %67, %2437
  %2477 = fadd float %2476, %2475
  %2478 = fmul float %74, %2444
  %2479 = fadd float %2478, %2477
  %2480 = fmul float %81, %2451
  %2481 = fadd float %2480, %2479
  %2482 = fmul float %88, %2458
  %2483 = fadd float %2482, %2481
  %2484 = fmul float %95, %2465
  %2485 = fadd float %2484, %2483
  %2486 = fmul float %102, %2472
  %2487 = fadd float %2486, %2485
  %2488 = fmul float %115, %2423
  %2489 = fmul float %122, %2430
  %2490 = fadd float %2489, %2488
  %2491 = fmul float %129, %2437
  %2492 = fadd float %2491, %2490
  %2493 = fmul float %136, %2444
  %2494 = fadd float %2493, %2492
  %2495 = fmul float %143, %2451
  %2496 = fadd float %2495, %2494
  %2497 = fmul float %150, %2458
  %2498 = fadd float %2497, %2496
  %2499 = fmul float %157, %2465
  %2500 = fadd float %2499, %2498
  %2501 = fmul float %164, %2472
  %2502 = fadd float %2501, %2500
  %2503 = fmul float %177, %2423
  %2504 = fmul float %184, %2430
  %2505 = fadd float %2504, %2503
  %2506 = fmul float %191, %2437
  %2507 = fadd float %2506, %2505
  %2508 = fmul float %198, %2444
  %2509 = fadd float %2508, %2507
  %2510 = fmul float %205, %2451
  %2511 = fadd float %2510, %2509
  %2512 = fmul float %212, %2458
  %2513 = fadd float %2512, %2511
  %2514 = fmul float %219, %2465
  %2515 = fadd float %2514, %2513
  %2516 = fmul float %226, %2472
  %2517 = fadd float %2516, %2515
  %2518 = fmul float %239, %2423
  %2519 = fmul float %246, %2430
  %2520 = fadd float %2519, %2518
  %2521 = fmul float %253, %2437
  %2522 = fadd float %2521, %2520
  %2523 = fmul float %260, %2444
  %2524 = fadd float %2523, %2522
  %2525 = fmul float %267, %2451
  %2526 = fadd float %2525, %2524
  %2527 = fmul float %274, %2458
  %2528 = fadd float %2527, %2526
  %2529 = fmul float %281, %2465
  %2530 = fadd float %2529, %2528
  %2531 = fmul float %288, %2472
  %2532 = fadd float %2531, %2530
  %2533 = add i32 %1922, 5
  %2534 = icmp sgt i32 %2533, %309
  %2535 = select i1 %2534, i32 %309, i32 %2533
  %2536 = mul i32 %2535, %5
  %2537 = add i32 %2536, %18
  %2538 = mul i32 %2537, %6
  %2539 = add i32 %2538, %25
  %2540 = select i1 %26, i32 %2539, i32 %2538
  %2541 = sext i32 %2540 to i64
  %2542 = mul i64 %2541, 4
  %2543 = getelementptr i8, ptr addrspace(1) %2, i64 %2542
  %2544 = load float, ptr addrspace(1) %2543, align 4
  %2545 = select i1 %26, float %2544, float 0.000000e+00
  %2546 = add i32 %2538, %27
  %2547 = select i1 %28, i32 %2546, i32 %2538
  %2548 = sext i32 %2547 to i64
  %2549 = mul i64 %2548, 4
  %2550 = getelementptr i8, ptr addrspace(1) %2, i64 %2549
  %2551 = load float, ptr addrspace(1) %2550, align 4
  %2552 = select i1 %28, float %2551, float 0.000000e+00
  %2553 = add i32 %2538, %29
  %2554 = select i1 %30, i32 %2553, i32 %2538
  %2555 = sext i32 %2554 to i64
  %2556 = mul i64 %2555, 4
  %2557 = getelementptr i8, ptr addrspace(1) %2, i64 %2556
  %2558 = load float, ptr addrspace(1) %2557, align 4
  %2559 = select i1 %30, float %2558, float 0.000000e+00
  %2560 = add i32 %2538, %31
  %2561 = select i1 %32, i32 %2560, i32 %2538
  %2562 = sext i32 %2561 to i64
  %2563 = mul i64 %2562, 4
  %2564 = getelementptr i8, ptr addrspace(1) %2, i64 %2563
  %2565 = load float, ptr addrspace(1) %2564, align 4
  %2566 = select i1 %32, float %2565, float 0.000000e+00
  %2567 = add i32 %2538, %33
  %2568 = select i1 %34, i32 %2567, i32 %2538
  %2569 = sext i32 %2568 to i64
  %2570 = mul i64 %2569, 4
  %2571 = getelementptr i8, ptr addrspace(1) %2, i64 %2570
  %2572 = load float, ptr addrspace(1) %2571, align 4
  %2573 = select i1 %34, float %2572, float 0.000000e+00
  %2574 = add i32 %2538, %35
  %2575 = select i1 %36, i32 %2574, i32 %2538
  %2576 = sext i32 %2575 to i64
  %2577 = mul i64 %2576, 4
  %2578 = getelementptr i8, ptr addrspace(1) %2, i64 %2577
  %2579 = load float, ptr addrspace(1) %2578, align 4
  %2580 = select i1 %36, float %2579, float 0.000000e+00
  %2581 = add i32 %2538, %37
  %2582 = select i1 %38, i32 %2581, i32 %2538
  %2583 = sext i32 %2582 to i64
  %2584 = mul i64 %2583, 4
  %2585 = getelementptr i8, ptr addrspace(1) %2, i64 %2584
  %2586 = load float, ptr addrspace(1) %2585, align 4
  %2587 = select i1 %38, float %2586, float 0.000000e+00
  %2588 = add i32 %2538, %39
  %2589 = select i1 %40, i32 %2588, i32 %2538
  %2590 = sext i32 %2589 to i64
  %2591 = mul i64 %2590, 4
  %2592 = getelementptr i8, ptr addrspace(1) %2, i64 %2591
  %2593 = load float, ptr addrspace(1) %2592, align 4
  %2594 = select i1 %40, float %2593, float 0.000000e+00
  %2595 = fmul float %53, %2545
  %2596 = fmul float %60, %2552
  %2597 = fadd float %2596, %2595
  %2598 = fmul float %67, %2559
  %2599 = fadd float %2598, %2597
  %2600 = fmul float %74, %2566
  %2601 = fadd float %2600, %2599
  %2602 = fmul float %81, %2573
  %2603 = fadd float %2602, %2601
  %2604 = fmul float %88, %2580
  %2605 = fadd float %2604, %2603
  %2606 = fmul float %95, %2587
  %2607 = fadd float %2606, %2605
  %2608 = fmul float %102, %2594
  %2609 = fadd float %2608, %2607
  %2610 = fmul float %115, %2545
  %2611 = fmul float %122, %2552
  %2612 = fadd float %2611, %2610
  %2613 = fmul float %129, %2559
  %2614 = fadd float %2613, %2612
  %2615 = fmul float %136, %2566
  %2616 = fadd float %2615, %2614
  %2617 = fmul float %143, %2573
  %2618 = fadd float %2617, %2616
  %2619 = fmul float %150, %2580
  %2620 = fadd float %2619, %2618
  %2621 = fmul float %157, %2587
  %2622 = fadd float %2621, %2620
  %2623 = fmul float %164, %2594
  %2624 = fadd float %2623, %2622
  %2625 = fmul float %177, %2545
  %2626 = fmul float %184, %2552
  %2627 = fadd float %2626, %2625
  %2628 = fmul float %191, %2559
  %2629 = fadd float %2628, %2627
  %2630 = fmul float %198, %2566
  %2631 = fadd float %2630, %2629
  %2632 = fmul float %205, %2573
  %2633 = fadd float %2632, %2631
  %2634 = fmul float %212, %2580
  %2635 = fadd float %2634, %2633
  %2636 = fmul float %219, %2587
  %2637 = fadd float %2636, %2635
  %2638 = fmul float %226, %2594
  %2639 = fadd float %2638, %2637
  %2640 = fmul float %239, %2545
  %2641 = fmul float %246, %2552
  %2642 = fadd float %2641, %2640
  %2643 = fmul float %253, %2559
  %2644 = fadd float %2643, %2642
  %2645 = fmul float %260, %2566
  %2646 = fadd float %2645, %2644
  %2647 = fmul float %267, %2573
  %2648 = fadd float %2647, %2646
  %2649 = fmul float %274, %2580
  %2650 = fadd float %2649, %2648
  %2651 = fmul float %281, %2587
  %2652 = fadd float %2651, %2650
  %2653 = fmul float %288, %2594
  %2654 = fadd float %2653, %2652
  %2655 = add i32 %1922, 6
  %2656 = icmp sgt i32 %2655, %309
  %2657 = select i1 %2656, i32 %309, i32 %2655
  %2658 = mul i32 %2657, %5
  %2659 = add i32 %2658, %18
  %2660 = mul i32 %2659, %6
  %2661 = add i32 %2660, %25
  %2662 = select i1 %26, i32 %2661, i32 %2660
  %2663 = sext i32 %2662 to i64
  %2664 = mul i64 %2663, 4
  %2665 = getelementptr i8, ptr addrspace(1) %2, i64 %2664
  %2666 = load float, ptr addrspace(1) %2665, align 4
  %2667 = select i1 %26, float %2666, float 0.000000e+00
  %2668 = add i32 %2660, %27
  %2669 = select i1 %28, i32 %2668, i32 %2660
  %2670 = sext i32 %2669 to i64
  %2671 = mul i64 %2670, 4
  %2672 = getelementptr i8, ptr addrspace(1) %2, i64 %2671
  %2673 = load float, ptr addrspace(1) %2672, align 4
  %2674 = select i1 %28, float %2673, float 0.000000e+00
  %2675 = add i32 %2660, %29
  %2676 = select i1 %30, i32 %2675, i32 %2660
  %2677 = sext i32 %2676 to i64
  %2678 = mul i64 %2677, 4
  %2679 = getelementptr i8, ptr addrspace(1) %2, i64 %2678
  %2680 = load float, ptr addrspace(1) %2679, align 4
  %2681 = select i1 %30, float %2680, float 0.000000e+00
  %2682 = add i32 %2660, %31
  %2683 = select i1 %32, i32 %2682, i32 %2660
  %2684 = sext i32 %2683 to i64
  %2685 = mul i64 %2684, 4
  %2686 = getelementptr i8, ptr addrspace(1) %2, i64 %2685
  %2687 = load float, ptr addrspace(1) %2686, align 4
  %2688 = select i1 %32, float %2687, float 0.000000e+00
  %2689 = add i32 %2660, %33
  %2690 = select i1 %34, i32 %2689, i32 %2660
  %2691 = sext i32 %2690 to i64
  %2692 = mul i64 %2691, 4
  %2693 = getelementptr i8, ptr addrspace(1) %2, i64 %2692
  %2694 = load float, ptr addrspace(1) %2693, align 4
  %2695 = select i1 %34, float %2694, float 0.000000e+00
  %2696 = add i32 %2660, %35
  %2697 = select i1 %36, i32 %2696, i32 %2660
  %2698 = sext i32 %2697 to i64
  %2699 = mul i64 %2698, 4
  %2700 = getelementptr i8, ptr addrspace(1) %2, i64 %2699
  %2701 = load float, ptr addrspace(1) %2700, align 4
  %2702 = select i1 %36, float %2701, float 0.000000e+00
  %2703 = add i32 %2660, %37
  %2704 = select i1 %38, i32 %2703, i32 %2660
  %2705 = sext i32 %2704 to i64
  %2706 = mul i64 %2705, 4
  %2707 = getelementptr i8, ptr addrspace(1) %2, i64 %2706
  %2708 = load float, ptr addrspace(1) %2707, align 4
  %2709 = select i1 %38, float %2708, float 0.000000e+00
  %2710 = add i32 %2660, %39
  %2711 = select i1 %40, i32 %2710, i32 %2660
  %2712 = sext i32 %2711 to i64
  %2713 = mul i64 %2712, 4
  %2714 = getelementptr i8, ptr addrspace(1) %2, i64 %2713
  %2715 = load float, ptr addrspace(1) %2714, align 4
  %2716 = select i1 %40, float %2715, float 0.000000e+00
  %2717 = fmul float %53, %2667
  %2718 = fmul float %60, %2674
  %2719 = fadd float %2718, %2717
  %2720 = fmul float %67, %2681
  %2721 = fadd float %2720, %2719
  %2722 = fmul float %74, %2688
  %2723 = fadd float %2722, %2721
  %2724 = fmul float %81, %2695
  %2725 = fadd float %2724, %2723
  %2726 = fmul float %88, %2702
  %2727 = fadd float %2726, %2725
  %2728 = fmul float %95, %2709
  %2729 = fadd float %2728, %2727
  %2730 = fmul float %102, %2716
  %2731 = fadd float %2730, %2729
  %2732 = fmul float %115, %2667
  %2733 = fmul float %122, %2674
  %2734 = fadd float %2733, %2732
  %2735 = fmul float %129, %2681
  %2736 = fadd float %2735, %2734
  %2737 = fmul float %136, %2688
  %2738 = fadd float %2737, %2736
  %2739 = fmul float %143, %2695
  %2740 = fadd float %2739, %2738
  %2741 = fmul float %150, %2702
  %2742 = fadd float %2741, %2740
  %2743 = fmul float %157, %2709
  %2744 = fadd float %2743, %2742
  %2745 = fmul float %164, %2716
  %2746 = fadd float %2745, %2744
  %2747 = fmul float %177, %2667
  %2748 = fmul float %184, %2674
  %2749 = fadd float %2748, %2747
  %2750 = fmul float %191, %2681
  %2751 = fadd float %2750, %2749
  %2752 = fmul float %198, %2688
  %2753 = fadd float %2752, %2751
  %2754 = fmul float %205, %2695
  %2755 = fadd float %2754, %2753
  %2756 = fmul float %212, %2702
  %2757 = fadd float %2756, %2755
  %2758 = fmul float %219, %2709
  %2759 = fadd float %2758, %2757
  %2760 = fmul float %226, %2716
  %2761 = fadd float %2760, %2759
  %2762 = fmul float %239, %2667
  %2763 = fmul float %246, %2674
  %2764 = fadd float %2763, %2762
  %2765 = fmul float %253, %2681
  %2766 = fadd float %2765, %2764
  %2767 = fmul float %260, %2688
  %2768 = fadd float %2767, %2766
  %2769 = fmul float %267, %2695
  %2770 = fadd float %2769, %2768
  %2771 = fmul float %274, %2702
  %2772 = fadd float %2771, %2770
  %2773 = fmul float %281, %2709
  %2774 = fadd float %2773, %2772
  %2775 = fmul float %288, %2716
  %2776 = fadd float %2775, %2774
  %2777 = add i32 %1922, 7
  %2778 = icmp sgt i32 %2777, %309
  %2779 = select i1 %2778, i32 %309, i32 %2777
  %2780 = mul i32 %2779, %5
  %2781 = add i32 %2780, %18
  %2782 = mul i32 %2781, %6
  %2783 = add i32 %2782, %25
  %2784 = select i1 %26, i32 %2783, i32 %2782
  %2785 = sext i32 %2784 to i64
  %2786 = mul i64 %2785, 4
  %2787 = getelementptr i8, ptr addrspace(1) %2, i64 %2786
  %2788 = load float, ptr addrspace(1) %2787, align 4
  %2789 = select i1 %26, float %2788, float 0.000000e+00
  %2790 = add i32 %2782, %27
  %2791 = select i1 %28, i32 %2790, i32 %2782
  %2792 = sext i32 %2791 to i64
  %2793 = mul i64 %2792, 4
  %2794 = getelementptr i8, ptr addrspace(1) %2, i64 %2793
  %2795 = load float, ptr addrspace(1) %2794, align 4
  %2796 = select i1 %28, float %2795, float 0.000000e+00
  %2797 = add i32 %2782, %29
  %2798 = select i1 %30, i32 %2797, i32 %2782
  %2799 = sext i32 %2798 to i64
  %2800 = mul i64 %2799, 4
  %2801 = getelementptr i8, ptr addrspace(1) %2, i64 %2800
  %2802 = load float, ptr addrspace(1) %2801, align 4
  %2803 = select i1 %30, float %2802, float 0.000000e+00
  %2804 = add i32 %2782, %31
  %2805 = select i1 %32, i32 %2804, i32 %2782
  %2806 = sext i32 %2805 to i64
  %2807 = mul i64 %2806, 4
  %2808 = getelementptr i8, ptr addrspace(1) %2, i64 %2807
  %2809 = load float, ptr addrspace(1) %2808, align 4
  %2810 = select i1 %32, float %2809, float 0.000000e+00
  %2811 = add i32 %2782, %33
  %2812 = select i1 %34, i32 %2811, i32 %2782
  %2813 = sext i32 %2812 to i64
  %2814 = mul i64 %2813, 4
  %2815 = getelementptr i8, ptr addrspace(1) %2, i64 %2814
  %2816 = load float, ptr addrspace(1) %2815, align 4
  %2817 = select i1 %34, float %2816, float 0.000000e+00
  %2818 = add i32 %2782, %35
  %2819 = select i1 %36, i32 %2818, i32 %2782
  %2820 = sext i32 %2819 to i64
  %2821 = mul i64 %2820, 4
  %2822 = getelementptr i8, ptr addrspace(1) %2, i64 %2821
  %2823 = load float, ptr addrspace(1) %2822, align 4
  %2824 = select i1 %36, float %2823, float 0.000000e+00
  %2825 = add i32 %2782, %37
  %2826 = select i1 %38, i32 %2825, i32 %2782
  %2827 = sext i32 %2826 to i64
  %2828 = mul i64 %2827, 4
  %2829 = getelementptr i8, ptr addrspace(1) %2, i64 %2828
  %2830 = load float, ptr addrspace(1) %2829, align 4
  %2831 = select i1 %38, float %2830, float 0.000000e+00
  %2832 = add i32 %2782, %39
  %2833 = select i1 %40, i32 %2832, i32 %2782
  %2834 = sext i32 %2833 to i64
  %2835 = mul i64 %2834, 4
  %2836 = getelementptr i8, ptr addrspace(1) %2, i64 %2835
  %2837 = load float, ptr addrspace(1) %2836, align 4
  %2838 = select i1 %40, float %2837, float 0.000000e+00
  %2839 = fmul float %53, %2789
  %2840 = fmul float %60, %2796
  %2841 = fadd float %2840, %2839
  %2842 = fmul float %67, %2803
  %2843 = fadd float %2842, %2841
  %2844 = fmul float %74, %2810
  %2845 = fadd float %2844, %2843
  %2846 = fmul float %81, %2817
  %2847 = fadd float %2846, %2845
  %2848 = fmul float %88, %2824
  %2849 = fadd float %2848, %2847
  %2850 = fmul float %95, %2831
  %2851 = fadd float %2850, %2849
  %2852 = fmul float %102, %2838
  %2853 = fadd float %2852, %2851
  %2854 = fmul float %115, %2789
  %2855 = fmul float %122, %2796
  %2856 = fadd float %2855, %2854
  %2857 = fmul float %129, %2803
  %2858 = fadd float %2857, %2856
  %2859 = fmul float %136, %2810
  %2860 = fadd float %2859, %2858
  %2861 = fmul float %143, %2817
  %2862 = fadd float %2861, %2860
  %2863 = fmul float %150, %2824
  %2864 = fadd float %2863, %2862
  %2865 = fmul float %157, %2831
  %2866 = fadd float %2865, %2864
  %2867 = fmul float %164, %2838
  %2868 = fadd float %2867, %2866
  %2869 = fmul float %177, %2789
  %2870 = fmul float %184, %2796
  %2871 = fadd float %2870, %2869
  %2872 = fmul float %191, %2803
  %2873 = fadd float %2872, %2871
  %2874 = fmul float %198, %2810
  %2875 = fadd float %2874, %2873
  %2876 = fmul float %205, %2817
  %2877 = fadd float %2876, %2875
  %2878 = fmul float %212, %2824
  %2879 = fadd float %2878, %2877
  %2880 = fmul float %219, %2831
  %2881 = fadd float %2880, %2879
  %2882 = fmul float %226, %2838
  %2883 = fadd float %2882, %2881
  %2884 = fmul float %239, %2789
  %2885 = fmul float %246, %2796
  %2886 = fadd float %2885, %2884
  %2887 = fmul float %253, %2803
  %2888 = fadd float %2887, %2886
  %2889 = fmul float %260, %2810
  %2890 = fadd float %2889, %2888
  %2891 = fmul float %267, %2817
  %2892 = fadd float %2891, %2890
  %2893 = fmul float %274, %2824
  %2894 = fadd float %2893, %2892
  %2895 = fmul float %281, %2831
  %2896 = fadd float %2895, %2894
  %2897 = fmul float %288, %2838
  %2898 = fadd float %2897, %2896
  %2899 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2900 = and i32 %2899, 31
  %2901 = and i32 %2900, 16
  %2902 = icmp ne i32 %2901, 0
  %2903 = select i1 %2902, float %2029, float %1999
  %2904 = select i1 %2902, float %1999, float %2029
  %2905 = bitcast float %2904 to i32
  %2906 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2905, i32 16, i32 31)
  %2907 = bitcast i32 %2906 to float
  %2908 = fadd float %2903, %2907
  %2909 = select i1 %2902, float %2151, float %2121
  %2910 = select i1 %2902, float %2121, float %2151
  %2911 = bitcast float %2910 to i32
  %2912 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2911, i32 16, i32 31)
  %2913 = bitcast i32 %2912 to float
  %2914 = fadd float %2909, %2913
  %2915 = select i1 %2902, float %2273, float %2243
  %2916 = select i1 %2902, float %2243, float %2273
  %2917 = bitcast float %2916 to i32
  %2918 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2917, i32 16, i32 31)
  %2919 = bitcast i32 %2918 to float
  %2920 = fadd float %2915, %2919
  %2921 = select i1 %2902, float %2395, float %2365
  %2922 = select i1 %2902, float %2365, float %2395
  %2923 = bitcast float %2922 to i32
  %2924 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2923, i32 16, i32 31)
  %2925 = bitcast i32 %2924 to float
  %2926 = fadd float %2921, %2925
  %2927 = select i1 %2902, float %2517, float %2487
  %2928 = select i1 %2902, float %2487, float %2517
  %2929 = bitcast float %2928 to i32
  %2930 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2929, i32 16, i32 31)
  %2931 = bitcast i32 %2930 to float
  %2932 = fadd float %2927, %2931
  %2933 = select i1 %2902, float %2639, float %2609
  %2934 = select i1 %2902, float %2609, float %2639
  %2935 = bitcast float %2934 to i32
  %2936 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2935, i32 16, i32 31)
  %2937 = bitcast i32 %2936 to float
  %2938 = fadd float %2933, %2937
  %2939 = select i1 %2902, float %2761, float %2731
  %2940 = select i1 %2902, float %2731, float %2761
  %2941 = bitcast float %2940 to i32
  %2942 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2941, i32 16, i32 31)
  %2943 = bitcast i32 %2942 to float
  %2944 = fadd float %2939, %2943
  %2945 = select i1 %2902, float %2883, float %2853
  %2946 = select i1 %2902, float %2853, float %2883
  %2947 = bitcast float %2946 to i32
  %2948 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2947, i32 16, i32 31)
  %2949 = bitcast i32 %2948 to float
  %2950 = fadd float %2945, %2949
  %2951 = select i1 %2902, float %2044, float %2014
  %2952 = select i1 %2902, float %2014, float %2044
  %2953 = bitcast float %2952 to i32
  %2954 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2953, i32 16, i32 31)
  %2955 = bitcast i32 %2954 to float
  %2956 = fadd float %2951, %2955
  %2957 = select i1 %2902, float %2166, float %2136
  %2958 = select i1 %2902, float %2136, float %2166
  %2959 = bitcast float %2958 to i32
  %2960 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2959, i32 16, i32 31)
  %2961 = bitcast i32 %2960 to float
  %2962 = fadd float %2957, %2961
  %2963 = select i1 %2902, float %2288, float %2258
  %2964 = select i1 %2902, float %2258, float %2288
  %2965 = bitcast float %2964 to i32
  %2966 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2965, i32 16, i32 31)
  %2967 = bitcast i32 %2966 to float
  %2968 = fadd float %2963, %2967
  %2969 = select i1 %2902, float %2410, float %2380
  %2970 = select i1 %2902, float %2380, float %2410
  %2971 = bitcast float %2970 to i32
  %2972 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2971, i32 16, i32 31)
  %2973 = bitcast i32 %2972 to float
  %2974 = fadd float %2969, %2973
  %2975 = select i1 %2902, float %2532, float %2502
  %2976 = select i1 %2902, float %2502, float %2532
  %2977 = bitcast float %2976 to i32
  %2978 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2977, i32 16, i32 31)
  %2979 = bitcast i32 %2978 to float
  %2980 = fadd float %2975, %2979
  %2981 = select i1 %2902, float %2654, float %2624
  %2982 = select i1 %2902, float %2624, float %2654
  %2983 = bitcast float %2982 to i32
  %2984 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2983, i32 16, i32 31)
  %2985 = bitcast i32 %2984 to float
  %2986 = fadd float %2981, %2985
  %2987 = select i1 %2902, float %2776, float %2746
  %2988 = select i1 %2902, float %2746, float %2776
  %2989 = bitcast float %2988 to i32
  %2990 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2989, i32 16, i32 31)
  %2991 = bitcast i32 %2990 to float
  %2992 = fadd float %2987, %2991
  %2993 = select i1 %2902, float %2898, float %2868
  %2994 = select i1 %2902, float %2868, float %2898
  %2995 = bitcast float %2994 to i32
  %2996 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2995, i32 16, i32 31)
  %2997 = bitcast i32 %2996 to float
  %2998 = fadd float %2993, %2997
  %2999 = and i32 %2900, 8
  %3000 = icmp ne i32 %2999, 0
  %3001 = select i1 %3000, float %2956, float %2908
  %3002 = select i1 %3000, float %2908, float %2956
  %3003 = bitcast float %3002 to i32
  %3004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3003, i32 8, i32 31)
  %3005 = bitcast i32 %3004 to float
  %3006 = fadd float %3001, %3005
  %3007 = select i1 %3000, float %2962, float %2914
  %3008 = select i1 %3000, float %2914, float %2962
  %3009 = bitcast float %3008 to i32
  %3010 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3009, i32 8, i32 31)
  %3011 = bitcast i32 %3010 to float
  %3012 = fadd float %3007, %3011
  %3013 = select i1 %3000, float %2968, float %2920
  %3014 = select i1 %3000, float %2920, float %2968
  %3015 = bitcast float %3014 to i32
  %3016 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3015, i32 8, i32 31)
  %3017 = bitcast i32 %3016 to float
  %3018 = fadd float %3013, %3017
  %3019 = select i1 %3000, float %2974, float %2926
  %3020 = select i1 %3000, float %2926, float %2974
  %3021 = bitcast float %3020 to i32
  %3022 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3021, i32 8, i32 31)
  %3023 = bitcast i32 %3022 to float
  %3024 = fadd float %3019, %3023
  %3025 = select i1 %3000, float %2980, float %2932
  %3026 = select i1 %3000, float %2932, float %2980
  %3027 = bitcast float %3026 to i32
  %3028 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3027, i32 8, i32 31)
  %3029 = bitcast i32 %3028 to float
  %3030 = fadd float %3025, %3029
  %3031 = select i1 %3000, float %2986, float %2938
  %3032 = select i1 %3000, float %2938, float %2986
  %3033 = bitcast float %3032 to i32
  %3034 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3033, i32 8, i32 31)
  %3035 = bitcast i32 %3034 to float
  %3036 = fadd float %3031, %3035
  %3037 = select i1 %3000, float %2992, float %2944
  %3038 = select i1 %3000, float %2944, float %2992
  %3039 = bitcast float %3038 to i32
  %3040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3039, i32 8, i32 31)
  %3041 = bitcast i32 %3040 to float
  %3042 = fadd float %3037, %3041
  %3043 = select i1 %3000, float %2998, float %2950
  %3044 = select i1 %3000, float %2950, float %2998
  %3045 = bitcast float %3044 to i32
  %3046 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3045, i32 8, i32 31)
  %3047 = bitcast i32 %3046 to float
  %3048 = fadd float %3043, %3047
  %3049 = and i32 %2900, 4
  %3050 = icmp ne i32 %3049, 0
  %3051 = select i1 %3050, float %3030, float %3006
  %3052 = select i1 %3050, float %3006, float %3030
  %3053 = bitcast float %3052 to i32
  %3054 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3053, i32 4, i32 31)
  %3055 = bitcast i32 %3054 to float
  %3056 = fadd float %3051, %3055
  %3057 = select i1 %3050, float %3036, float %3012
  %3058 = select i1 %3050, float %3012, float %3036
  %3059 = bitcast float %3058 to i32
  %3060 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3059, i32 4, i32 31)
  %3061 = bitcast i32 %3060 to float
  %3062 = fadd float %3057, %3061
  %3063 = select i1 %3050, float %3042, float %3018
  %3064 = select i1 %3050, float %3018, float %3042
  %3065 = bitcast float %3064 to i32
  %3066 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3065, i32 4, i32 31)
  %3067 = bitcast i32 %3066 to float
  %3068 = fadd float %3063, %3067
  %3069 = select i1 %3050, float %3048, float %3024
  %3070 = select i1 %3050, float %3024, float %3048
  %3071 = bitcast float %3070 to i32
  %3072 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3071, i32 4, i32 31)
  %3073 = bitcast i32 %3072 to float
  %3074 = fadd float %3069, %3073
  %3075 = and i32 %2900, 2
  %3076 = icmp ne i32 %3075, 0
  %3077 = select i1 %3076, float %3068, float %3056
  %3078 = select i1 %3076, float %3056, float %3068
  %3079 = bitcast float %3078 to i32
  %3080 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3079, i32 2, i32 31)
  %3081 = bitcast i32 %3080 to float
  %3082 = fadd float %3077, %3081
  %3083 = select i1 %3076, float %3074, float %3062
  %3084 = select i1 %3076, float %3062, float %3074
  %3085 = bitcast float %3084 to i32
  %3086 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3085, i32 2, i32 31)
  %3087 = bitcast i32 %3086 to float
  %3088 = fadd float %3083, %3087
  %3089 = and i32 %2900, 1
  %3090 = icmp ne i32 %3089, 0
  %3091 = select i1 %3090, float %3088, float %3082
  %3092 = select i1 %3090, float %3082, float %3088
  %3093 = bitcast float %3092 to i32
  %3094 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3093, i32 1, i32 31)
  %3095 = bitcast i32 %3094 to float
  %3096 = fadd float %3091, %3095
  %3097 = add i32 %1922, %290
  %3098 = icmp slt i32 %3097, %295
  %3099 = icmp sge i32 %3097, 0
  %3100 = and i1 %3098, %3099
  %3101 = fmul float %3096, %8
  %3102 = select i1 %3100, float %3101, float 0xFFF0000000000000
  %3103 = bitcast float %3102 to i32
  %3104 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3103, i32 4, i32 31)
  %3105 = bitcast i32 %3104 to float
  %3106 = fcmp ogt float %3102, %3105
  %3107 = select i1 %3106, float %3102, float %3105
  %3108 = bitcast float %3107 to i32
  %3109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3108, i32 2, i32 31)
  %3110 = bitcast i32 %3109 to float
  %3111 = fcmp ogt float %3107, %3110
  %3112 = select i1 %3111, float %3107, float %3110
  %3113 = bitcast float %3112 to i32
  %3114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3113, i32 1, i32 31)
  %3115 = bitcast i32 %3114 to float
  %3116 = fcmp ogt float %3112, %3115
  %3117 = select i1 %3116, float %3112, float %3115
  %3118 = load float, ptr %v32, align 4
  %3119 = fcmp ogt float %3118, %3117
  %3120 = select i1 %3119, float %3118, float %3117
  %3121 = fcmp oeq float %3118, 0xFFF0000000000000
  %3122 = fsub float %3118, %3120
  %3123 = fmul float %3122, 0x3FF7154760000000
  %3124 = fcmp olt float %3123, -1.260000e+02
  %3125 = fcmp ogt float %3123, 1.270000e+02
  %3126 = select i1 %3124, float -1.260000e+02, float %3123
  %3127 = select i1 %3125, float 1.270000e+02, float %3126
  %3128 = fadd float %3127, 5.000000e-01
  %3129 = call float @llvm.floor.f32(float %3128)
  %3130 = fsub float %3127, %3129
  %3131 = fmul float 0x3EEFFCBFC0000000, %3130
  %3132 = fadd float %3131, 0x3F24309120000000
  %3133 = fmul float %3132, %3130
  %3134 = fadd float %3133, 0x3F55D87FE0000000
  %3135 = fmul float %3134, %3130
  %3136 = fadd float %3135, 0x3F83B2AB60000000
  %3137 = fmul float %3136, %3130
  %3138 = fadd float %3137, 0x3FAC6B08E0000000
  %3139 = fmul float %3138, %3130
  %3140 = fadd float %3139, 0x3FCEBFBE00000000
  %3141 = fmul float %3140, %3130
  %3142 = fadd float %3141, 0x3FE62E4300000000
  %3143 = fmul float %3142, %3130
  %3144 = fadd float %3143, 1.000000e+00
  %3145 = fptosi float %3129 to i32
  %3146 = add i32 %3145, 127
  %3147 = shl i32 %3146, 23
  %3148 = bitcast i32 %3147 to float
  %3149 = fmul float %3144, %3148
  %3150 = select i1 %3124, float 0.000000e+00, float %3149
  %3151 = select i1 %3125, float 0x7FF0000000000000, float %3150
  %3152 = fcmp uno float %3123, %3123
  %3153 = select i1 %3152, float %3123, float %3151
  %3154 = select i1 %3121, float 0.000000e+00, float %3153
  %3155 = fsub float %3102, %3120
  %3156 = fmul float %3155, 0x3FF7154760000000
  %3157 = fcmp olt float %3156, -1.260000e+02
  %3158 = fcmp ogt float %3156, 1.270000e+02
  %3159 = select i1 %3157, float -1.260000e+02, float %3156
  %3160 = select i1 %3158, float 1.270000e+02, float %3159
  %3161 = fadd float %3160, 5.000000e-01
  %3162 = call float @llvm.floor.f32(float %3161)
  %3163 = fsub float %3160, %3162
  %3164 = fmul float 0x3EEFFCBFC0000000, %3163
  %3165 = fadd float %3164, 0x3F24309120000000
  %3166 = fmul float %3165, %3163
  %3167 = fadd float %3166, 0x3F55D87FE0000000
  %3168 = fmul float %3167, %3163
  %3169 = fadd float %3168, 0x3F83B2AB60000000
  %3170 = fmul float %3169, %3163
  %3171 = fadd float %3170, 0x3FAC6B08E0000000
  %3172 = fmul float %3171, %3163
  %3173 = fadd float %3172, 0x3FCEBFBE00000000
  %3174 = fmul float %3173, %3163
  %3175 = fadd float %3174, 0x3FE62E4300000000
  %3176 = fmul float %3175, %3163
  %3177 = fadd float %3176, 1.000000e+00
  %3178 = fptosi float %3162 to i32
  %3179 = add i32 %3178, 127
  %3180 = shl i32 %3179, 23
  %3181 = bitcast i32 %3180 to float
  %3182 = fmul float %3177, %3181
  %3183 = select i1 %3157, float 0.000000e+00, float %3182
  %3184 = select i1 %3158, float 0x7FF0000000000000, float %3183
  %3185 = fcmp uno float %3156, %3156
  %3186 = select i1 %3185, float %3156, float %3184
  %3187 = select i1 %3100, float %3186, float 0.000000e+00
  %3188 = bitcast float %3187 to i32
  %3189 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3188, i32 4, i32 31)
  %3190 = bitcast i32 %3189 to float
  %3191 = fadd float %3187, %3190
  %3192 = bitcast float %3191 to i32
  %3193 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3192, i32 2, i32 31)
  %3194 = bitcast i32 %3193 to float
  %3195 = fadd float %3191, %3194
  %3196 = bitcast float %3195 to i32
  %3197 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3196, i32 1, i32 31)
  %3198 = bitcast i32 %3197 to float
  %3199 = fadd float %3195, %3198
  %3200 = load float, ptr %v33, align 4
  %3201 = fmul float %3200, %3154
  %3202 = fadd float %3201, %3199
  store float %3202, ptr %v33, align 4
  store float %3120, ptr %v32, align 4
  %3203 = bitcast float %3154 to i32
  %3204 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3203, i32 0, i32 31)
  %3205 = bitcast i32 %3204 to float
  %3206 = load float, ptr %v, align 4
  %3207 = fmul float %3206, %3205
  store float %3207, ptr %v, align 4
  %3208 = load float, ptr %v1, align 4
  %3209 = fmul float %3208, %3205
  store float %3209, ptr %v1, align 4
  %3210 = load float, ptr %v2, align 4
  %3211 = fmul float %3210, %3205
  store float %3211, ptr %v2, align 4
  %3212 = load float, ptr %v3, align 4
  %3213 = fmul float %3212, %3205
  store float %3213, ptr %v3, align 4
  %3214 = load float, ptr %v4, align 4
  %3215 = fmul float %3214, %3205
  store float %3215, ptr %v4, align 4
  %3216 = load float, ptr %v5, align 4
  %3217 = fmul float %3216, %3205
  store float %3217, ptr %v5, align 4
  %3218 = load float, ptr %v6, align 4
  %3219 = fmul float %3218, %3205
  store float %3219, ptr %v6, align 4
  %3220 = load float, ptr %v7, align 4
  %3221 = fmul float %3220, %3205
  store float %3221, ptr %v7, align 4
  %3222 = bitcast float %3154 to i32
  %3223 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3222, i32 8, i32 31)
  %3224 = bitcast i32 %3223 to float
  %3225 = load float, ptr %v8, align 4
  %3226 = fmul float %3225, %3224
  store float %3226, ptr %v8, align 4
  %3227 = load float, ptr %v9, align 4
  %3228 = fmul float %3227, %3224
  store float %3228, ptr %v9, align 4
  %3229 = load float, ptr %v10, align 4
  %3230 = fmul float %3229, %3224
  store float %3230, ptr %v10, align 4
  %3231 = load float, ptr %v11, align 4
  %3232 = fmul float %3231, %3224
  store float %3232, ptr %v11, align 4
  %3233 = load float, ptr %v12, align 4
  %3234 = fmul float %3233, %3224
  store float %3234, ptr %v12, align 4
  %3235 = load float, ptr %v13, align 4
  %3236 = fmul float %3235, %3224
  store float %3236, ptr %v13, align 4
  %3237 = load float, ptr %v14, align 4
  %3238 = fmul float %3237, %3224
  store float %3238, ptr %v14, align 4
  %3239 = load float, ptr %v15, align 4
  %3240 = fmul float %3239, %3224
  store float %3240, ptr %v15, align 4
  %3241 = bitcast float %3154 to i32
  %3242 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3241, i32 16, i32 31)
  %3243 = bitcast i32 %3242 to float
  %3244 = load float, ptr %v16, align 4
  %3245 = fmul float %3244, %3243
  store float %3245, ptr %v16, align 4
  %3246 = load float, ptr %v17, align 4
  %3247 = fmul float %3246, %3243
  store float %3247, ptr %v17, align 4
  %3248 = load float, ptr %v18, align 4
  %3249 = fmul float %3248, %3243
  store float %3249, ptr %v18, align 4
  %3250 = load float, ptr %v19, align 4
  %3251 = fmul float %3250, %3243
  store float %3251, ptr %v19, align 4
  %3252 = load float, ptr %v20, align 4
  %3253 = fmul float %3252, %3243
  store float %3253, ptr %v20, align 4
  %3254 = load float, ptr %v21, align 4
  %3255 = fmul float %3254, %3243
  store float %3255, ptr %v21, align 4
  %3256 = load float, ptr %v22, align 4
  %3257 = fmul float %3256, %3243
  store float %3257, ptr %v22, align 4
  %3258 = load float, ptr %v23, align 4
  %3259 = fmul float %3258, %3243
  store float %3259, ptr %v23, align 4
  %3260 = bitcast float %3154 to i32
  %3261 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3260, i32 24, i32 31)
  %3262 = bitcast i32 %3261 to float
  %3263 = load float, ptr %v24, align 4
  %3264 = fmul float %3263, %3262
  store float %3264, ptr %v24, align 4
  %3265 = load float, ptr %v25, align 4
  %3266 = fmul float %3265, %3262
  store float %3266, ptr %v25, align 4
  %3267 = load float, ptr %v26, align 4
  %3268 = fmul float %3267, %3262
  store float %3268, ptr %v26, align 4
  %3269 = load float, ptr %v27, align 4
  %3270 = fmul float %3269, %3262
  store float %3270, ptr %v27, align 4
  %3271 = load float, ptr %v28, align 4
  %3272 = fmul float %3271, %3262
  store float %3272, ptr %v28, align 4
  %3273 = load float, ptr %v29, align 4
  %3274 = fmul float %3273, %3262
  store float %3274, ptr %v29, align 4
  %3275 = load float, ptr %v30, align 4
  %3276 = fmul float %3275, %3262
  store float %3276, ptr %v30, align 4
  %3277 = load float, ptr %v31, align 4
  %3278 = fmul float %3277, %3262
  store float %3278, ptr %v31, align 4
  %3279 = add i32 %1922, 0
  %3280 = icmp sgt i32 %3279, %309
  %3281 = select i1 %3280, i32 %309, i32 %3279
  %3282 = mul i32 %3281, %5
  %3283 = add i32 %3282, %18
  %3284 = mul i32 %3283, %6
  %3285 = add i32 %3284, %25
  %3286 = select i1 %26, i32 %3285, i32 %3284
  %3287 = sext i32 %3286 to i64
  %3288 = mul i64 %3287, 4
  %3289 = getelementptr i8, ptr addrspace(1) %3, i64 %3288
  %3290 = load float, ptr addrspace(1) %3289, align 4
  %3291 = select i1 %26, float %3290, float 0.000000e+00
  %3292 = add i32 %3284, %27
  %3293 = select i1 %28, i32 %3292, i32 %3284
  %3294 = sext i32 %3293 to i64
  %3295 = mul i64 %3294, 4
  %3296 = getelementptr i8, ptr addrspace(1) %3, i64 %3295
  %3297 = load float, ptr addrspace(1) %3296, align 4
  %3298 = select i1 %28, float %3297, float 0.000000e+00
  %3299 = add i32 %3284, %29
  %3300 = select i1 %30, i32 %3299, i32 %3284
  %3301 = sext i32 %3300 to i64
  %3302 = mul i64 %3301, 4
  %3303 = getelementptr i8, ptr addrspace(1) %3, i64 %3302
  %3304 = load float, ptr addrspace(1) %3303, align 4
  %3305 = select i1 %30, float %3304, float 0.000000e+00
  %3306 = add i32 %3284, %31
  %3307 = select i1 %32, i32 %3306, i32 %3284
  %3308 = sext i32 %3307 to i64
  %3309 = mul i64 %3308, 4
  %3310 = getelementptr i8, ptr addrspace(1) %3, i64 %3309
  %3311 = load float, ptr addrspace(1) %3310, align 4
  %3312 = select i1 %32, float %3311, float 0.000000e+00
  %3313 = add i32 %3284, %33
  %3314 = select i1 %34, i32 %3313, i32 %3284
  %3315 = sext i32 %3314 to i64
  %3316 = mul i64 %3315, 4
  %3317 = getelementptr i8, ptr addrspace(1) %3, i64 %3316
  %3318 = load float, ptr addrspace(1) %3317, align 4
  %3319 = select i1 %34, float %3318, float 0.000000e+00
  %3320 = add i32 %3284, %35
  %3321 = select i1 %36, i32 %3320, i32 %3284
  %3322 = sext i32 %3321 to i64
  %3323 = mul i64 %3322, 4
  %3324 = getelementptr i8, ptr addrspace(1) %3, i64 %3323
  %3325 = load float, ptr addrspace(1) %3324, align 4
  %3326 = select i1 %36, float %3325, float 0.000000e+00
  %3327 = add i32 %3284, %37
  %3328 = select i1 %38, i32 %3327, i32 %3284
  %3329 = sext i32 %3328 to i64
  %3330 = mul i64 %3329, 4
  %3331 = getelementptr i8, ptr addrspace(1) %3, i64 %3330
  %3332 = load float, ptr addrspace(1) %3331, align 4
  %3333 = select i1 %38, float %3332, float 0.000000e+00
  %3334 = add i32 %3284, %39
  %3335 = select i1 %40, i32 %3334, i32 %3284
  %3336 = sext i32 %3335 to i64
  %3337 = mul i64 %3336, 4
  %3338 = getelementptr i8, ptr addrspace(1) %3, i64 %3337
  %3339 = load float, ptr addrspace(1) %3338, align 4
  %3340 = select i1 %40, float %3339, float 0.000000e+00
  %3341 = bitcast float %3187 to i32
  %3342 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3341, i32 0, i32 31)
  %3343 = bitcast i32 %3342 to float
  %3344 = load float, ptr %v, align 4
  %3345 = fmul float %3343, %3291
  %3346 = fadd float %3345, %3344
  store float %3346, ptr %v, align 4
  %3347 = load float, ptr %v1, align 4
  %3348 = fmul float %3343, %3298
  %3349 = fadd float %3348, %3347
  store float %3349, ptr %v1, align 4
  %3350 = load float, ptr %v2, align 4
  %3351 = fmul float %3343, %3305
  %3352 = fadd float %3351, %3350
  store float %3352, ptr %v2, align 4
  %3353 = load float, ptr %v3, align 4
  %3354 = fmul float %3343, %3312
  %3355 = fadd float %3354, %3353
  store float %3355, ptr %v3, align 4
  %3356 = load float, ptr %v4, align 4
  %3357 = fmul float %3343, %3319
  %3358 = fadd float %3357, %3356
  store float %3358, ptr %v4, align 4
  %3359 = load float, ptr %v5, align 4
  %3360 = fmul float %3343, %3326
  %3361 = fadd float %3360, %3359
  store float %3361, ptr %v5, align 4
  %3362 = load float, ptr %v6, align 4
  %3363 = fmul float %3343, %3333
  %3364 = fadd float %3363, %3362
  store float %3364, ptr %v6, align 4
  %3365 = load float, ptr %v7, align 4
  %3366 = fmul float %3343, %3340
  %3367 = fadd float %3366, %3365
  store float %3367, ptr %v7, align 4
  %3368 = bitcast float %3187 to i32
  %3369 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3368, i32 8, i32 31)
  %3370 = bitcast i32 %3369 to float
  %3371 = load float, ptr %v8, align 4
  %3372 = fmul float %3370, %3291
  %3373 = fadd float %3372, %3371
  store float %3373, ptr %v8, align 4
  %3374 = load float, ptr %v9, align 4
  %3375 = fmul float %3370, %3298
  %3376 = fadd float %3375, %3374
  store float %3376, ptr %v9, align 4
  %3377 = load float, ptr %v10, align 4
  %3378 = fmul float %3370, %3305
  %3379 = fadd float %3378, %3377
  store float %3379, ptr %v10, align 4
  %3380 = load float, ptr %v11, align 4
  %3381 = fmul float %3370, %3312
  %3382 = fadd float %3381, %3380
  store float %3382, ptr %v11, align 4
  %3383 = load float, ptr %v12, align 4
  %3384 = fmul float %3370, %3319
  %3385 = fadd float %3384, %3383
  store float %3385, ptr %v12, align 4
  %3386 = load float, ptr %v13, align 4
  %3387 = fmul float %3370, %3326
  %3388 = fadd float %3387, %3386
  store float %3388, ptr %v13, align 4
  %3389 = load float, ptr %v14, align 4
  %3390 = fmul float %3370, %3333
  %3391 = fadd float %3390, %3389
  store float %3391, ptr %v14, align 4
  %3392 = load float, ptr %v15, align 4
  %3393 = fmul float %3370, %3340
  %3394 = fadd float %3393, %3392
  store float %3394, ptr %v15, align 4
  %3395 = bitcast float %3187 to i32
  %3396 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3395, i32 16, i32 31)
  %3397 = bitcast i32 %3396 to float
  %3398 = load float, ptr %v16, align 4
  %3399 = fmul float %3397, %3291
  %3400 = fadd float %3399, %3398
  store float %3400, ptr %v16, align 4
  %3401 = load float, ptr %v17, align 4
  %3402 = fmul float %3397, %3298
  %3403 = fadd float %3402, %3401
  store float %3403, ptr %v17, align 4
  %3404 = load float, ptr %v18, align 4
  %3405 = fmul float %3397, %3305
  %3406 = fadd float %3405, %3404
  store float %3406, ptr %v18, align 4
  %3407 = load float, ptr %v19, align 4
  %3408 = fmul float %3397, %3312
  %3409 = fadd float %3408, %3407
  store float %3409, ptr %v19, align 4
  %3410 = load float, ptr %v20, align 4
  %3411 = fmul float %3397, %3319
  %3412 = fadd float %3411, %3410
  store float %3412, ptr %v20, align 4
  %3413 = load float, ptr %v21, align 4
  %3414 = fmul float %3397, %3326
  %3415 = fadd float %3414, %3413
  store float %3415, ptr %v21, align 4
  %3416 = load float, ptr %v22, align 4
  %3417 = fmul float %3397, %3333
  %3418 = fadd float %3417, %3416
  store float %3418, ptr %v22, align 4
  %3419 = load float, ptr %v23, align 4
  %3420 = fmul float %3397, %3340
  %3421 = fadd float %3420, %3419
  store float %3421, ptr %v23, align 4
  %3422 = bitcast float %3187 to i32
  %3423 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3422, i32 24, i32 31)
  %3424 = bitcast i32 %3423 to float
  %3425 = load float, ptr %v24, align 4
  %3426 = fmul float %3424, %3291
  %3427 = fadd float %3426, %3425
  store float %3427, ptr %v24, align 4
  %3428 = load float, ptr %v25, align 4
  %3429 = fmul float %3424, %3298
  %3430 = fadd float %3429, %3428
  store float %3430, ptr %v25, align 4
  %3431 = load float, ptr %v26, align 4
  %3432 = fmul float %3424, %3305
  %3433 = fadd float %3432, %3431
  store float %3433, ptr %v26, align 4
  %3434 = load float, ptr %v27, align 4
  %3435 = fmul float %3424, %3312
  %3436 = fadd float %3435, %3434
  store float %3436, ptr %v27, align 4
  %3437 = load float, ptr %v28, align 4
  %3438 = fmul float %3424, %3319
  %3439 = fadd float %3438, %3437
  store float %3439, ptr %v28, align 4
  %3440 = load float, ptr %v29, align 4
  %3441 = fmul float %3424, %3326
  %3442 = fadd float %3441, %3440
  store float %3442, ptr %v29, align 4
  %3443 = load float, ptr %v30, align 4
  %3444 = fmul float %3424, %3333
  %3445 = fadd float %3444, %3443
  store float %3445, ptr %v30, align 4
  %3446 = load float, ptr %v31, align 4
  %3447 = fmul float %3424, %3340
  %3448 = fadd float %3447, %3446
  store float %3448, ptr %v31, align 4
  %3449 = add i32 %1922, 1
  %3450 = icmp sgt i32 %3449, %309
  %3451 = select i1 %3450, i32 %309, i32 %3449
  %3452 = mul i32 %3451, %5
  %3453 = add i32 %3452, %18
  %3454 = mul i32 %3453, %6
  %3455 = add i32 %3454, %25
  %3456 = select i1 %26, i32 %3455, i32 %3454
  %3457 = sext i32 %3456 to i64
  %3458 = mul i64 %3457, 4
  %3459 = getelementptr i8, ptr addrspace(1) %3, i64 %3458
  %3460 = load float, ptr addrspace(1) %3459, align 4
  %3461 = select i1 %26, float %3460, float 0.000000e+00
  %3462 = add i32 %3454, %27
  %3463 = select i1 %28, i32 %3462, i32 %3454
  %3464 = sext i32 %3463 to i64
  %3465 = mul i64 %3464, 4
  %3466 = getelementptr i8, ptr addrspace(1) %3, i64 %3465
  %3467 = load float, ptr addrspace(1) %3466, align 4
  %3468 = select i1 %28, float %3467, float 0.000000e+00
  %3469 = add i32 %3454, %29
  %3470 = select i1 %30, i32 %3469, i32 %3454
  %3471 = sext i32 %3470 to i64
  %3472 = mul i64 %3471, 4
  %3473 = getelementptr i8, ptr addrspace(1) %3, i64 %3472
  %3474 = load float, ptr addrspace(1) %3473, align 4
  %3475 = select i1 %30, float %3474, float 0.000000e+00
  %3476 = add i32 %3454, %31
  %3477 = select i1 %32, i32 %3476, i32 %3454
  %3478 = sext i32 %3477 to i64
  %3479 = mul i64 %3478, 4
  %3480 = getelementptr i8, ptr addrspace(1) %3, i64 %3479
  %3481 = load float, ptr addrspace(1) %3480, align 4
  %3482 = select i1 %32, float %3481, float 0.000000e+00
  %3483 = add i32 %3454, %33
  %3484 = select i1 %34, i32 %3483, i32 %3454
  %3485 = sext i32 %3484 to i64
  %3486 = mul i64 %3485, 4
  %3487 = getelementptr i8, ptr addrspace(1) %3, i64 %3486
  %3488 = load float, ptr addrspace(1) %3487, align 4
  %3489 = select i1 %34, float %3488, float 0.000000e+00
  %3490 = add i32 %3454, %35
  %3491 = select i1 %36, i32 %3490, i32 %3454
  %3492 = sext i32 %3491 to i64
  %3493 = mul i64 %3492, 4
  %3494 = getelementptr i8, ptr addrspace(1) %3, i64 %3493
  %3495 = load float, ptr addrspace(1) %3494, align 4
  %3496 = select i1 %36, float %3495, float 0.000000e+00
  %3497 = add i32 %3454, %37
  %3498 = select i1 %38, i32 %3497, i32 %3454
  %3499 = sext i32 %3498 to i64
  %3500 = mul i64 %3499, 4
  %3501 = getelementptr i8, ptr addrspace(1) %3, i64 %3500
  %3502 = load float, ptr addrspace(1) %3501, align 4
  %3503 = select i1 %38, float %3502, float 0.000000e+00
  %3504 = add i32 %3454, %39
  %3505 = select i1 %40, i32 %3504, i32 %3454
  %3506 = sext i32 %3505 to i64
  %3507 = mul i64 %3506, 4
  %3508 = getelementptr i8, ptr addrspace(1) %3, i64 %3507
  %3509 = load float, ptr addrspace(1) %3508, align 4
  %3510 = select i1 %40, float %3509, float 0.000000e+00
  %3511 = bitcast float %3187 to i32
  %3512 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3511, i32 1, i32 31)
  %3513 = bitcast i32 %3512 to float
  %3514 = load float, ptr %v, align 4
  %3515 = fmul float %3513, %3461
  %3516 = fadd float %3515, %3514
  store float %3516, ptr %v, align 4
  %3517 = load float, ptr %v1, align 4
  %3518 = fmul float %3513, %3468
  %3519 = fadd float %3518, %3517
  store float %3519, ptr %v1, align 4
  %3520 = load float, ptr %v2, align 4
  %3521 = fmul float %3513, %3475
  %3522 = fadd float %3521, %3520
  store float %3522, ptr %v2, align 4
  %3523 = load float, ptr %v3, align 4
  %3524 = fmul float %3513, %3482
  %3525 = fadd float %3524, %3523
  store float %3525, ptr %v3, align 4
  %3526 = load float, ptr %v4, align 4
  %3527 = fmul float %3513, %3489
  %3528 = fadd float %3527, %3526
  store float %3528, ptr %v4, align 4
  %3529 = load float, ptr %v5, align 4
  %3530 = fmul float %3513, %3496
  %3531 = fadd float %3530, %3529
  store float %3531, ptr %v5, align 4
  %3532 = load float, ptr %v6, align 4
  %3533 = fmul float %3513, %3503
  %3534 = fadd float %3533, %3532
  store float %3534, ptr %v6, align 4
  %3535 = load float, ptr %v7, align 4
  %3536 = fmul float %3513, %3510
  %3537 = fadd float %3536, %3535
  store float %3537, ptr %v7, align 4
  %3538 = bitcast float %3187 to i32
  %3539 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3538, i32 9, i32 31)
  %3540 = bitcast i32 %3539 to float
  %3541 = load float, ptr %v8, align 4
  %3542 = fmul float %3540, %3461
  %3543 = fadd float %3542, %3541
  store float %3543, ptr %v8, align 4
  %3544 = load float, ptr %v9, align 4
  %3545 = fmul float %3540, %3468
  %3546 = fadd float %3545, %3544
  store float %3546, ptr %v9, align 4
  %3547 = load float, ptr %v10, align 4
  %3548 = fmul float %3540, %3475
  %3549 = fadd float %3548, %3547
  store float %3549, ptr %v10, align 4
  %3550 = load float, ptr %v11, align 4
  %3551 = fmul float %3540, %3482
  %3552 = fadd float %3551, %3550
  store float %3552, ptr %v11, align 4
  %3553 = load float, ptr %v12, align 4
  %3554 = fmul float %3540, %3489
  %3555 = fadd float %3554, %3553
  store float %3555, ptr %v12, align 4
  %3556 = load float, ptr %v13, align 4
  %3557 = fmul float %3540, %3496
  %3558 = fadd float %3557, %3556
  store float %3558, ptr %v13, align 4
  %3559 = load float, ptr %v14, align 4
  %3560 = fmul float %3540, %3503
  %3561 = fadd float %3560, %3559
  store float %3561, ptr %v14, align 4
  %3562 = load float, ptr %v15, align 4
  %3563 = fmul float %3540, %3510
  %3564 = fadd float %3563, %3562
  store float %3564, ptr %v15, align 4
  %3565 = bitcast float %3187 to i32
  %3566 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3565, i32 17, i32 31)
  %3567 = bitcast i32 %3566 to float
  %3568 = load float, ptr %v16, align 4
  %3569 = fmul float %3567, %3461
  %3570 = fadd float %3569, %3568
  store float %3570, ptr %v16, align 4
  %3571 = load float, ptr %v17, align 4
  %3572 = fmul float %3567, %3468
  %3573 = fadd float %3572, %3571
  store float %3573, ptr %v17, align 4
  %3574 = load float, ptr %v18, align 4
  %3575 = fmul float %3567, %3475
  %3576 = fadd float %3575, %3574
  store float %3576, ptr %v18, align 4
  %3577 = load float, ptr %v19, align 4
  %3578 = fmul float %3567, %3482
  %3579 = fadd float %3578, %3577
  store float %3579, ptr %v19, align 4
  %3580 = load float, ptr %v20, align 4
  %3581 = fmul float %3567, %3489
  %3582 = fadd float %3581, %3580
  store float %3582, ptr %v20, align 4
  %3583 = load float, ptr %v21, align 4
  %3584 = fmul float %3567, %3496
  %3585 = fadd float %3584, %3583
  store float %3585, ptr %v21, align 4
  %3586 = load float, ptr %v22, align 4
  %3587 = fmul float %3567, %3503
  %3588 = fadd float %3587, %3586
  store float %3588, ptr %v22, align 4
  %3589 = load float, ptr %v23, align 4
  %3590 = fmul float %3567, %3510
  %3591 = fadd float %3590, %3589
  store float %3591, ptr %v23, align 4
  %3592 = bitcast float %3187 to i32
  %3593 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3592, i32 25, i32 31)
  %3594 = bitcast i32 %3593 to float
  %3595 = load float, ptr %v24, align 4
  %3596 = fmul float %3594, %3461
  %3597 = fadd float %3596, %3595
  store float %3597, ptr %v24, align 4
  %3598 = load float, ptr %v25, align 4
  %3599 = fmul float %3594, %3468
  %3600 = fadd float %3599, %3598
  store float %3600, ptr %v25, align 4
  %3601 = load float, ptr %v26, align 4
  %3602 = fmul float %3594, %3475
  %3603 = fadd float %3602, %3601
  store float %3603, ptr %v26, align 4
  %3604 = load float, ptr %v27, align 4
  %3605 = fmul float %3594, %3482
  %3606 = fadd float %3605, %3604
  store float %3606, ptr %v27, align 4
  %3607 = load float, ptr %v28, align 4
  %3608 = fmul float %3594, %3489
  %3609 = fadd float %3608, %3607
  store float %3609, ptr %v28, align 4
  %3610 = load float, ptr %v29, align 4
  %3611 = fmul float %3594, %3496
  %3612 = fadd float %3611, %3610
  store float %3612, ptr %v29, align 4
  %3613 = load float, ptr %v30, align 4
  %3614 = fmul float %3594, %3503
  %3615 = fadd float %3614, %3613
  store float %3615, ptr %v30, align 4
  %3616 = load float, ptr %v31, align 4
  %3617 = fmul float %3594, %3510
  %3618 = fadd float %3617, %3616
  store float %3618, ptr %v31, align 4
  %3619 = add i32 %1922, 2
  %3620 = icmp sgt i32 %3619, %309
  %3621 = select i1 %3620, i32 %309, i32 %3619
  %3622 = mul i32 %3621, %5
  %3623 = add i32 %3622, %18
  %3624 = mul i32 %3623, %6
  %3625 = add i32 %3624, %25
  %3626 = select i1 %26, i32 %3625, i32 %3624
  %3627 = sext i32 %3626 to i64
  %3628 = mul i64 %3627, 4
  %3629 = getelementptr i8, ptr addrspace(1) %3, i64 %3628
  %3630 = load float, ptr addrspace(1) %3629, align 4
  %3631 = select i1 %26, float %3630, float 0.000000e+00
  %3632 = add i32 %3624, %27
  %3633 = select i1 %28, i32 %3632, i32 %3624
  %3634 = sext i32 %3633 to i64
  %3635 = mul i64 %3634, 4
  %3636 = getelementptr i8, ptr addrspace(1) %3, i64 %3635
  %3637 = load float, ptr addrspace(1) %3636, align 4
  %3638 = select i1 %28, float %3637, float 0.000000e+00
  %3639 = add i32 %3624, %29
  %3640 = select i1 %30, i32 %3639, i32 %3624
  %3641 = sext i32 %3640 to i64
  %3642 = mul i64 %3641, 4
  %3643 = getelementptr i8, ptr addrspace(1) %3, i64 %3642
  %3644 = load float, ptr addrspace(1) %3643, align 4
  %3645 = select i1 %30, float %3644, float 0.000000e+00
  %3646 = add i32 %3624, %31
  %3647 = select i1 %32, i32 %3646, i32 %3624
  %3648 = sext i32 %3647 to i64
  %3649 = mul i64 %3648, 4
  %3650 = getelementptr i8, ptr addrspace(1) %3, i64 %3649
  %3651 = load float, ptr addrspace(1) %3650, align 4
  %3652 = select i1 %32, float %3651, float 0.000000e+00
  %3653 = add i32 %3624, %33
  %3654 = select i1 %34, i32 %3653, i32 %3624
  %3655 = sext i32 %3654 to i64
  %3656 = mul i64 %3655, 4
  %3657 = getelementptr i8, ptr addrspace(1) %3, i64 %3656
  %3658 = load float, ptr addrspace(1) %3657, align 4
  %3659 = select i1 %34, float %3658, float 0.000000e+00
  %3660 = add i32 %3624, %35
  %3661 = select i1 %36, i32 %3660, i32 %3624
  %3662 = sext i32 %3661 to i64
  %3663 = mul i64 %3662, 4
  %3664 = getelementptr i8, ptr addrspace(1) %3, i64 %3663
  %3665 = load float, ptr addrspace(1) %3664, align 4
  %3666 = select i1 %36, float %3665, float 0.000000e+00
  %3667 = add i32 %3624, %37
  %3668 = select i1 %38, i32 %3667, i32 %3624
  %3669 = sext i32 %3668 to i64
  %3670 = mul i64 %3669, 4
  %3671 = getelementptr i8, ptr addrspace(1) %3, i64 %3670
  %3672 = load float, ptr addrspace(1) %3671, align 4
  %3673 = select i1 %38, float %3672, float 0.000000e+00
  %3674 = add i32 %3624, %39
  %3675 = select i1 %40, i32 %3674, i32 %3624
  %3676 = sext i32 %3675 to i64
  %3677 = mul i64 %3676, 4
  %3678 = getelementptr i8, ptr addrspace(1) %3, i64 %3677
  %3679 = load float, ptr addrspace(1) %3678, align 4
  %3680 = select i1 %40, float %3679, float 0.000000e+00
  %3681 = bitcast float %3187 to i32
  %3682 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3681, i32 2, i32 31)
  %3683 = bitcast i32 %3682 to float
  %3684 = load float, ptr %v, align 4
  %3685 = fmul float %3683, %3631
  %3686 = fadd float %3685, %3684
  store float %3686, ptr %v, align 4
  %3687 = load float, ptr %v1, align 4
  %3688 = fmul float %3683, %3638
  %3689 = fadd float %3688, %3687
  store float %3689, ptr %v1, align 4
  %3690 = load float, ptr %v2, align 4
  %3691 = fmul float %3683, %3645
  %3692 = fadd float %3691, %3690
  store float %3692, ptr %v2, align 4
  %3693 = load float, ptr %v3, align 4
  %3694 = fmul float %3683, %3652
  %3695 = fadd float %3694, %3693
  store float %3695, ptr %v3, align 4
  %3696 = load float, ptr %v4, align 4
  %3697 = fmul float %3683, %3659
  %3698 = fadd float %3697, %3696
  store float %3698, ptr %v4, align 4
  %3699 = load float, ptr %v5, align 4
  %3700 = fmul float %3683, %3666
  %3701 = fadd float %3700, %3699
  store float %3701, ptr %v5, align 4
  %3702 = load float, ptr %v6, align 4
  %3703 = fmul float %3683, %3673
  %3704 = fadd float %3703, %3702
  store float %3704, ptr %v6, align 4
  %3705 = load float, ptr %v7, align 4
  %3706 = fmul float %3683, %3680
  %3707 = fadd float %3706, %3705
  store float %3707, ptr %v7, align 4
  %3708 = bitcast float %3187 to i32
  %3709 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3708, i32 10, i32 31)
  %3710 = bitcast i32 %3709 to float
  %3711 = load float, ptr %v8, align 4
  %3712 = fmul float %3710, %3631
  %3713 = fadd float %3712, %3711
  store float %3713, ptr %v8, align 4
  %3714 = load float, ptr %v9, align 4
  %3715 = fmul float %3710, %3638
  %3716 = fadd float %3715, %3714
  store float %3716, ptr %v9, align 4
  %3717 = load float, ptr %v10, align 4
  %3718 = fmul float %3710, %3645
  %3719 = fadd float %3718, %3717
  store float %3719, ptr %v10, align 4
  %3720 = load float, ptr %v11, align 4
  %3721 = fmul float %3710, %3652
  %3722 = fadd float %3721, %3720
  store float %3722, ptr %v11, align 4
  %3723 = load float, ptr %v12, align 4
  %3724 = fmul float %3710, %3659
  %3725 = fadd float %3724, %3723
  store float %3725, ptr %v12, align 4
  %3726 = load float, ptr %v13, align 4
  %3727 = fmul float %3710, %3666
  %3728 = fadd float %3727, %3726
  store float %3728, ptr %v13, align 4
  %3729 = load float, ptr %v14, align 4
  %3730 = fmul float %3710, %3673
  %3731 = fadd float %3730, %3729
  store float %3731, ptr %v14, align 4
  %3732 = load float, ptr %v15, align 4
  %3733 = fmul float %3710, %3680
  %3734 = fadd float %3733, %3732
  store float %3734, ptr %v15, align 4
  %3735 = bitcast float %3187 to i32
  %3736 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3735, i32 18, i32 31)
  %3737 = bitcast i32 %3736 to float
  %3738 = load float, ptr %v16, align 4
  %3739 = fmul float %3737, %3631
  %3740 = fadd float %3739, %3738
  store float %3740, ptr %v16, align 4
  %3741 = load float, ptr %v17, align 4
  %3742 = fmul float %3737, %3638
  %3743 = fadd float %3742, %3741
  store float %3743, ptr %v17, align 4
  %3744 = load float, ptr %v18, align 4
  %3745 = fmul float %3737, %3645
  %3746 = fadd float %3745, %3744
  store float %3746, ptr %v18, align 4
  %3747 = load float, ptr %v19, align 4
  %3748 = fmul float %3737, %3652
  %3749 = fadd float %3748, %3747
  store float %3749, ptr %v19, align 4
  %3750 = load float, ptr %v20, align 4
  %3751 = fmul float %3737, %3659
  %3752 = fadd float %3751, %3750
  store float %3752, ptr %v20, align 4
  %3753 = load float, ptr %v21, align 4
  %3754 = fmul float %3737, %3666
  %3755 = fadd float %3754, %3753
  store float %3755, ptr %v21, align 4
  %3756 = load float, ptr %v22, align 4
  %3757 = fmul float %3737, %3673
  %3758 = fadd float %3757, %3756
  store float %3758, ptr %v22, align 4
  %3759 = load float, ptr %v23, align 4
  %3760 = fmul float %3737, %3680
  %3761 = fadd float %3760, %3759
  store float %3761, ptr %v23, align 4
  %3762 = bitcast float %3187 to i32
  %3763 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3762, i32 26, i32 31)
  %3764 = bitcast i32 %3763 to float
  %3765 = load float, ptr %v24, align 4
  %3766 = fmul float %3764, %3631
  %3767 = fadd float %3766, %3765
  store float %3767, ptr %v24, align 4
  %3768 = load float, ptr %v25, align 4
  %3769 = fmul float %3764, %3638
  %3770 = fadd float %3769, %3768
  store float %3770, ptr %v25, align 4
  %3771 = load float, ptr %v26, align 4
  %3772 = fmul float %3764, %3645
  %3773 = fadd float %3772, %3771
  store float %3773, ptr %v26, align 4
  %3774 = load float, ptr %v27, align 4
  %3775 = fmul float %3764, %3652
  %3776 = fadd float %3775, %3774
  store float %3776, ptr %v27, align 4
  %3777 = load float, ptr %v28, align 4
  %3778 = fmul float %3764, %3659
  %3779 = fadd float %3778, %3777
  store float %3779, ptr %v28, align 4
  %3780 = load float, ptr %v29, align 4
  %3781 = fmul float %3764, %3666
  %3782 = fadd float %3781, %3780
  store float %3782, ptr %v29, align 4
  %3783 = load float, ptr %v30, align 4
  %3784 = fmul float %3764, %3673
  %3785 = fadd float %3784, %3783
  store float %3785, ptr %v30, align 4
  %3786 = load float, ptr %v31, align 4
  %3787 = fmul float %3764, %3680
  %3788 = fadd float %3787, %3786
  store float %3788, ptr %v31, align 4
  %3789 = add i32 %1922, 3
  %3790 = icmp sgt i32 %3789, %309
  %3791 = select i1 %3790, i32 %309, i32 %3789
  %3792 = mul i32 %3791, %5
  %3793 = add i32 %3792, %18
  %3794 = mul i32 %3793, %6
  %3795 = add i32 %3794, %25
  %3796 = select i1 %26, i32 %3795, i32 %3794
  %3797 = sext i32 %3796 to i64
  %3798 = mul i64 %3797, 4
  %3799 = getelementptr i8, ptr addrspace(1) %3, i64 %3798
  %3800 = load float, ptr addrspace(1) %3799, align 4
  %3801 = select i1 %26, float %3800, float 0.000000e+00
  %3802 = add i32 %3794, %27
  %3803 = select i1 %28, i32 %3802, i32 %3794
  %3804 = sext i32 %3803 to i64
  %3805 = mul i64 %3804, 4
  %3806 = getelementptr i8, ptr addrspace(1) %3, i64 %3805
  %3807 = load float, ptr addrspace(1) %3806, align 4
  %3808 = select i1 %28, float %3807, float 0.000000e+00
  %3809 = add i32 %3794, %29
  %3810 = select i1 %30, i32 %3809, i32 %3794
  %3811 = sext i32 %3810 to i64
  %3812 = mul i64 %3811, 4
  %3813 = getelementptr i8, ptr addrspace(1) %3, i64 %3812
  %3814 = load float, ptr addrspace(1) %3813, align 4
  %3815 = select i1 %30, float %3814, float 0.000000e+00
  %3816 = add i32 %3794, %31
  %3817 = select i1 %32, i32 %3816, i32 %3794
  %3818 = sext i32 %3817 to i64
  %3819 = mul i64 %3818, 4
  %3820 = getelementptr i8, ptr addrspace(1) %3, i64 %3819
  %3821 = load float, ptr addrspace(1) %3820, align 4
  %3822 = select i1 %32, float %3821, float 0.000000e+00
  %3823 = add i32 %3794, %33
  %3824 = select i1 %34, i32 %3823, i32 %3794
  %3825 = sext i32 %3824 to i64
  %3826 = mul i64 %3825, 4
  %3827 = getelementptr i8, ptr addrspace(1) %3, i64 %3826
  %3828 = load float, ptr addrspace(1) %3827, align 4
  %3829 = select i1 %34, float %3828, float 0.000000e+00
  %3830 = add i32 %3794, %35
  %3831 = select i1 %36, i32 %3830, i32 %3794
  %3832 = sext i32 %3831 to i64
  %3833 = mul i64 %3832, 4
  %3834 = getelementptr i8, ptr addrspace(1) %3, i64 %3833
  %3835 = load float, ptr addrspace(1) %3834, align 4
  %3836 = select i1 %36, float %3835, float 0.000000e+00
  %3837 = add i32 %3794, %37
  %3838 = select i1 %38, i32 %3837, i32 %3794
  %3839 = sext i32 %3838 to i64
  %3840 = mul i64 %3839, 4
  %3841 = getelementptr i8, ptr addrspace(1) %3, i64 %3840
  %3842 = load float, ptr addrspace(1) %3841, align 4
  %3843 = select i1 %38, float %3842, float 0.000000e+00
  %3844 = add i32 %3794, %39
  %3845 = select i1 %40, i32 %3844, i32 %3794
  %3846 = sext i32 %3845 to i64
  %3847 = mul i64 %3846, 4
  %3848 = getelementptr i8, ptr addrspace(1) %3, i64 %3847
  %3849 = load float, ptr addrspace(1) %3848, align 4
  %3850 = select i1 %40, float %3849, float 0.000000e+00
  %3851 = bitcast float %3187 to i32
  %3852 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3851, i32 3, i32 31)
  %3853 = bitcast i32 %3852 to float
  %3854 = load float, ptr %v, align 4
  %3855 = fmul float %3853, %3801
  %3856 = fadd float %3855, %3854
  store float %3856, ptr %v, align 4
  %3857 = load float, ptr %v1, align 4
  %3858 = fmul float %3853, %3808
  %3859 = fadd float %3858, %3857
  store float %3859, ptr %v1, align 4
  %3860 = load float, ptr %v2, align 4
  %3861 = fmul float %3853, %3815
  %3862 = fadd float %3861, %3860
  store float %3862, ptr %v2, align 4
  %3863 = load float, ptr %v3, align 4
  %3864 = fmul float %3853, %3822
  %3865 = fadd float %3864, %3863
  store float %3865, ptr %v3, align 4
  %3866 = load float, ptr %v4, align 4
  %3867 = fmul float %3853, %3829
  %3868 = fadd float %3867, %3866
  store float %3868, ptr %v4, align 4
  %3869 = load float, ptr %v5, align 4
  %3870 = fmul float %3853, %3836
  %3871 = fadd float %3870, %3869
  store float %3871, ptr %v5, align 4
  %3872 = load float, ptr %v6, align 4
  %3873 = fmul float %3853, %3843
  %3874 = fadd float %3873, %3872
  store float %3874, ptr %v6, align 4
  %3875 = load float, ptr %v7, align 4
  %3876 = fmul float %3853, %3850
  %3877 = fadd float %3876, %3875
  store float %3877, ptr %v7, align 4
  %3878 = bitcast float %3187 to i32
  %3879 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3878, i32 11, i32 31)
  %3880 = bitcast i32 %3879 to float
  %3881 = load float, ptr %v8, align 4
  %3882 = fmul float %3880, %3801
  %3883 = fadd float %3882, %3881
  store float %3883, ptr %v8, align 4
  %3884 = load float, ptr %v9, align 4
  %3885 = fmul float %3880, %3808
  %3886 = fadd float %3885, %3884
  store float %3886, ptr %v9, align 4
  %3887 = load float, ptr %v10, align 4
  %3888 = fmul float %3880, %3815
  %3889 = fadd float %3888, %3887
  store float %3889, ptr %v10, align 4
  %3890 = load float, ptr %v11, align 4
  %3891 = fmul float %3880, %3822
  %3892 = fadd float %3891, %3890
  store float %3892, ptr %v11, align 4
  %3893 = load float, ptr %v12, align 4
  %3894 = fmul float %3880, %3829
  %3895 = fadd float %3894, %3893
  store float %3895, ptr %v12, align 4
  %3896 = load float, ptr %v13, align 4
  %3897 = fmul float %3880, %3836
  %3898 = fadd float %3897, %3896
  store float %3898, ptr %v13, align 4
  %3899 = load float, ptr %v14, align 4
  %3900 = fmul float %3880, %3843
  %3901 = fadd float %3900, %3899
  store float %3901, ptr %v14, align 4
  %3902 = load float, ptr %v15, align 4
  %3903 = fmul float %3880, %3850
  %3904 = fadd float %3903, %3902
  store float %3904, ptr %v15, align 4
  %3905 = bitcast float %3187 to i32
  %3906 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3905, i32 19, i32 31)
  %3907 = bitcast i32 %3906 to float
  %3908 = load float, ptr %v16, align 4
  %3909 = fmul float %3907, %3801
  %3910 = fadd float %3909, %3908
  store float %3910, ptr %v16, align 4
  %3911 = load float, ptr %v17, align 4
  %3912 = fmul float %3907, %3808
  %3913 = fadd float %3912, %3911
  store float %3913, ptr %v17, align 4
  %3914 = load float, ptr %v18, align 4
  %3915 = fmul float %3907, %3815
  %3916 = fadd float %3915, %3914
  store float %3916, ptr %v18, align 4
  %3917 = load float, ptr %v19, align 4
  %3918 = fmul float %3907, %3822
  %3919 = fadd float %3918, %3917
  store float %3919, ptr %v19, align 4
  %3920 = load float, ptr %v20, align 4
  %3921 = fmul float %3907, %3829
  %3922 = fadd float %3921, %3920
  store float %3922, ptr %v20, align 4
  %3923 = load float, ptr %v21, align 4
  %3924 = fmul float %3907, %3836
  %3925 = fadd float %3924, %3923
  store float %3925, ptr %v21, align 4
  %3926 = load float, ptr %v22, align 4
  %3927 = fmul float %3907, %3843
  %3928 = fadd float %3927, %3926
  store float %3928, ptr %v22, align 4
  %3929 = load float, ptr %v23, align 4
  %3930 = fmul float %3907, %3850
  %3931 = fadd float %3930, %3929
  store float %3931, ptr %v23, align 4
  %3932 = bitcast float %3187 to i32
  %3933 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3932, i32 27, i32 31)
  %3934 = bitcast i32 %3933 to float
  %3935 = load float, ptr %v24, align 4
  %3936 = fmul float %3934, %3801
  %3937 = fadd float %3936, %3935
  store float %3937, ptr %v24, align 4
  %3938 = load float, ptr %v25, align 4
  %3939 = fmul float %3934, %3808
  %3940 = fadd float %3939, %3938
  store float %3940, ptr %v25, align 4
  %3941 = load float, ptr %v26, align 4
  %3942 = fmul float %3934, %3815
  %3943 = fadd float %3942, %3941
  store float %3943, ptr %v26, align 4
  %3944 = load float, ptr %v27, align 4
  %3945 = fmul float %3934, %3822
  %3946 = fadd float %3945, %3944
  store float %3946, ptr %v27, align 4
  %3947 = load float, ptr %v28, align 4
  %3948 = fmul float %3934, %3829
  %3949 = fadd float %3948, %3947
  store float %3949, ptr %v28, align 4
  %3950 = load float, ptr %v29, align 4
  %3951 = fmul float %3934, %3836
  %3952 = fadd float %3951, %3950
  store float %3952, ptr %v29, align 4
  %3953 = load float, ptr %v30, align 4
  %3954 = fmul float %3934, %3843
  %3955 = fadd float %3954, %3953
  store float %3955, ptr %v30, align 4
  %3956 = load float, ptr %v31, align 4
  %3957 = fmul float %3934, %3850
  %3958 = fadd float %3957, %3956
  store float %3958, ptr %v31, align 4
  %3959 = add i32 %1922, 4
  %3960 = icmp sgt i32 %3959, %309
  %3961 = select i1 %3960, i32 %309, i32 %3959
  %3962 = mul i32 %3961, %5
  %3963 = add i32 %3962, %18
  %3964 = mul i32 %3963, %6
  %3965 = add i32 %3964, %25
  %3966 = select i1 %26, i32 %3965, i32 %3964
  %3967 = sext i32 %3966 to i64
  %3968 = mul i64 %3967, 4
  %3969 = getelementptr i8, ptr addrspace(1) %3, i64 %3968
  %3970 = load float, ptr addrspace(1) %3969, align 4
  %3971 = select i1 %26, float %3970, float 0.000000e+00
  %3972 = add i32 %3964, %27
  %3973 = select i1 %28, i32 %3972, i32 %3964
  %3974 = sext i32 %3973 to i64
  %3975 = mul i64 %3974, 4
  %3976 = getelementptr i8, ptr addrspace(1) %3, i64 %3975
  %3977 = load float, ptr addrspace(1) %3976, align 4
  %3978 = select i1 %28, float %3977, float 0.000000e+00
  %3979 = add i32 %3964, %29
  %3980 = select i1 %30, i32 %3979, i32 %3964
  %3981 = sext i32 %3980 to i64
  %3982 = mul i64 %3981, 4
  %3983 = getelementptr i8, ptr addrspace(1) %3, i64 %3982
  %3984 = load float, ptr addrspace(1) %3983, align 4
  %3985 = select i1 %30, float %3984, float 0.000000e+00
  %3986 = add i32 %3964, %31
  %3987 = select i1 %32, i32 %3986, i32 %3964
  %3988 = sext i32 %3987 to i64
  %3989 = mul i64 %3988, 4
  %3990 = getelementptr i8, ptr addrspace(1) %3, i64 %3989
  %3991 = load float, ptr addrspace(1) %3990, align 4
  %3992 = select i1 %32, float %3991, float 0.000000e+00
  %3993 = add i32 %3964, %33
  %3994 = select i1 %34, i32 %3993, i32 %3964
  %3995 = sext i32 %3994 to i64
  %3996 = mul i64 %3995, 4
  %3997 = getelementptr i8, ptr addrspace(1) %3, i64 %3996
  %3998 = load float, ptr addrspace(1) %3997, align 4
  %3999 = select i1 %34, float %3998, float 0.000000e+00
  %4000 = add i32 %3964, %35
  %4001 = select i1 %36, i32 %4000, i32 %3964
  %4002 = sext i32 %4001 to i64
  %4003 = mul i64 %4002, 4
  %4004 = getelementptr i8, ptr addrspace(1) %3, i64 %4003
  %4005 = load float, ptr addrspace(1) %4004, align 4
  %4006 = select i1 %36, float %4005, float 0.000000e+00
  %4007 = add i32 %3964, %37
  %4008 = select i1 %38, i32 %4007, i32 %3964
  %4009 = sext i32 %4008 to i64
  %4010 = mul i64 %4009, 4
  %4011 = getelementptr i8, ptr addrspace(1) %3, i64 %4010
  %4012 = load float, ptr addrspace(1) %4011, align 4
  %4013 = select i1 %38, float %4012, float 0.000000e+00
  %4014 = add i32 %3964, %39
  %4015 = select i1 %40, i32 %4014, i32 %3964
  %4016 = sext i32 %4015 to i64
  %4017 = mul i64 %4016, 4
  %4018 = getelementptr i8, ptr addrspace(1) %3, i64 %4017
  %4019 = load float, ptr addrspace(1) %4018, align 4
  %4020 = select i1 %40, float %4019, float 0.000000e+00
  %4021 = bitcast float %3187 to i32
  %4022 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4021, i32 4, i32 31)
  %4023 = bitcast i32 %4022 to float
  %4024 = load float, ptr %v, align 4
  %4025 = fmul float %4023, %3971
  %4026 = fadd float %4025, %4024
  store float %4026, ptr %v, align 4
  %4027 = load float, ptr %v1, align 4
  %4028 = fmul float %4023, %3978
  %4029 = fadd float %4028, %4027
  store float %4029, ptr %v1, align 4
  %4030 = load float, ptr %v2, align 4
  %4031 = fmul float %4023, %3985
  %4032 = fadd float %4031, %4030
  store float %4032, ptr %v2, align 4
  %4033 = load float, ptr %v3, align 4
  %4034 = fmul float %4023, %3992
  %4035 = fadd float %4034, %4033
  store float %4035, ptr %v3, align 4
  %4036 = load float, ptr %v4, align 4
  %4037 = fmul float %4023, %3999
  %4038 = fadd float %4037, %4036
  store float %4038, ptr %v4, align 4
  %4039 = load float, ptr %v5, align 4
  %4040 = fmul float %4023, %4006
  %4041 = fadd float %4040, %4039
  store float %4041, ptr %v5, align 4
  %4042 = load float, ptr %v6, align 4
  %4043 = fmul float %4023, %4013
  %4044 = fadd float %4043, %4042
  store float %4044, ptr %v6, align 4
  %4045 = load float, ptr %v7, align 4
  %4046 = fmul float %4023, %4020
  %4047 = fadd float %4046, %4045
  store float %4047, ptr %v7, align 4
  %4048 = bitcast float %3187 to i32
  %4049 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4048, i32 12, i32 31)
  %4050 = bitcast i32 %4049 to float
  %4051 = load float, ptr %v8, align 4
  %4052 = fmul float %4050, %3971
  %4053 = fadd float %4052, %4051
  store float %4053, ptr %v8, align 4
  %4054 = load float, ptr %v9, align 4
  %4055 = fmul float %4050, %3978
  %4056 = fadd float %4055, %4054
  store float %4056, ptr %v9, align 4
  %4057 = load float, ptr %v10, align 4
  %4058 = fmul float %4050, %3985
  %4059 = fadd float %4058, %4057
  store float %4059, ptr %v10, align 4
  %4060 = load float, ptr %v11, align 4
  %4061 = fmul float %4050, %3992
  %4062 = fadd float %4061, %4060
  store float %4062, ptr %v11, align 4
  %4063 = load float, ptr %v12, align 4
  %4064 = fmul float %4050, %3999
  %4065 = fadd float %4064, %4063
  store float %4065, ptr %v12, align 4
  %4066 = load float, ptr %v13, align 4
  %4067 = fmul float %4050, %4006
  %4068 = fadd float %4067, %4066
  store float %4068, ptr %v13, align 4
  %4069 = load float, ptr %v14, align 4
  %4070 = fmul float %4050, %4013
  %4071 = fadd float %4070, %4069
  store float %4071, ptr %v14, align 4
  %4072 = load float, ptr %v15, align 4
  %4073 = fmul float %4050, %4020
  %4074 = fadd float %4073, %4072
  store float %4074, ptr %v15, align 4
  %4075 = bitcast float %3187 to i32
  %4076 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4075, i32 20, i32 31)
  %4077 = bitcast i32 %4076 to float
  %4078 = load float, ptr %v16, align 4
  %4079 = fmul float %4077, %3971
  %4080 = fadd float %4079, %4078
  store float %4080, ptr %v16, align 4
  %4081 = load float, ptr %v17, align 4
  %4082 = fmul float %4077, %3978
  %4083 = fadd float %4082, %4081
  store float %4083, ptr %v17, align 4
  %4084 = load float, ptr %v18, align 4
  %4085 = fmul float %4077, %3985
  %4086 = fadd float %4085, %4084
  store float %4086, ptr %v18, align 4
  %4087 = load float, ptr %v19, align 4
  %4088 = fmul float %4077, %3992
  %4089 = fadd float %4088, %4087
  store float %4089, ptr %v19, align 4
  %4090 = load float, ptr %v20, align 4
  %4091 = fmul float %4077, %3999
  %4092 = fadd float %4091, %4090
  store float %4092, ptr %v20, align 4
  %4093 = load float, ptr %v21, align 4
  %4094 = fmul float %4077, %4006
  %4095 = fadd float %4094, %4093
  store float %4095, ptr %v21, align 4
  %4096 = load float, ptr %v22, align 4
  %4097 = fmul float %4077, %4013
  %4098 = fadd float %4097, %4096
  store float %4098, ptr %v22, align 4
  %4099 = load float, ptr %v23, align 4
  %4100 = fmul float %4077, %4020
  %4101 = fadd float %4100, %4099
  store float %4101, ptr %v23, align 4
  %4102 = bitcast float %3187 to i32
  %4103 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4102, i32 28, i32 31)
  %4104 = bitcast i32 %4103 to float
  %4105 = load float, ptr %v24, align 4
  %4106 = fmul float %4104, %3971
  %4107 = fadd float %4106, %4105
  store float %4107, ptr %v24, align 4
  %4108 = load float, ptr %v25, align 4
  %4109 = fmul float %4104, %3978
  %4110 = fadd float %4109, %4108
  store float %4110, ptr %v25, align 4
  %4111 = load float, ptr %v26, align 4
  %4112 = fmul float %4104, %3985
  %4113 = fadd float %4112, %4111
  store float %4113, ptr %v26, align 4
  %4114 = load float, ptr %v27, align 4
  %4115 = fmul float %4104, %3992
  %4116 = fadd float %4115, %4114
  store float %4116, ptr %v27, align 4
  %4117 = load float, ptr %v28, align 4
  %4118 = fmul float %4104, %3999
  %4119 = fadd float %4118, %4117
  store float %4119, ptr %v28, align 4
  %4120 = load float, ptr %v29, align 4
  %4121 = fmul float %4104, %4006
  %4122 = fadd float %4121, %4120
  store float %4122, ptr %v29, align 4
  %4123 = load float, ptr %v30, align 4
  %4124 = fmul float %4104, %4013
  %4125 = fadd float %4124, %4123
  store float %4125, ptr %v30, align 4
  %4126 = load float, ptr %v31, align 4
  %4127 = fmul float %4104, %4020
  %4128 = fadd float %4127, %4126
  store float %4128, ptr %v31, align 4
  %4129 = add i32 %1922, 5
  %4130 = icmp sgt i32 %4129, %309
  %4131 = select i1 %4130, i32 %309, i32 %4129
  %4132 = mul i32 %4131, %5
  %4133 = add i32 %4132, %18
  %4134 = mul i32 %4133, %6
  %4135 = add i32 %4134, %25
  %4136 = select i1 %26, i32 %4135, i32 %4134
  %4137 = sext i32 %4136 to i64
  %4138 = mul i64 %4137, 4
  %4139 = getelementptr i8, ptr addrspace(1) %3, i64 %4138
  %4140 = load float, ptr addrspace(1) %4139, align 4
  %4141 = select i1 %26, float %4140, float 0.000000e+00
  %4142 = add i32 %4134, %27
  %4143 = select i1 %28, i32 %4142, i32 %4134
  %4144 = sext i32 %4143 to i64
  %4145 = mul i64 %4144, 4
  %4146 = getelementptr i8, ptr addrspace(1) %3, i64 %4145
  %4147 = load float, ptr addrspace(1) %4146, align 4
  %4148 = select i1 %28, float %4147, float 0.000000e+00
  %4149 = add i32 %4134, %29
  %4150 = select i1 %30, i32 %4149, i32 %4134
  %4151 = sext i32 %4150 to i64
  %4152 = mul i64 %4151, 4
  %4153 = getelementptr i8, ptr addrspace(1) %3, i64 %4152
  %4154 = load float, ptr addrspace(1) %4153, align 4
  %4155 = select i1 %30, float %4154, float 0.000000e+00
  %4156 = add i32 %4134, %31
  %4157 = select i1 %32, i32 %4156, i32 %4134
  %4158 = sext i32 %4157 to i64
  %4159 = mul i64 %4158, 4
  %4160 = getelementptr i8, ptr addrspace(1) %3, i64 %4159
  %4161 = load float, ptr addrspace(1) %4160, align 4
  %4162 = select i1 %32, float %4161, float 0.000000e+00
  %4163 = add i32 %4134, %33
  %4164 = select i1 %34, i32 %4163, i32 %4134
  %4165 = sext i32 %4164 to i64
  %4166 = mul i64 %4165, 4
  %4167 = getelementptr i8, ptr addrspace(1) %3, i64 %4166
  %4168 = load float, ptr addrspace(1) %4167, align 4
  %4169 = select i1 %34, float %4168, float 0.000000e+00
  %4170 = add i32 %4134, %35
  %4171 = select i1 %36, i32 %4170, i32 %4134
  %4172 = sext i32 %4171 to i64
  %4173 = mul i64 %4172, 4
  %4174 = getelementptr i8, ptr addrspace(1) %3, i64 %4173
  %4175 = load float, ptr addrspace(1) %4174, align 4
  %4176 = select i1 %36, float %4175, float 0.000000e+00
  %4177 = add i32 %4134, %37
  %4178 = select i1 %38, i32 %4177, i32 %4134
  %4179 = sext i32 %4178 to i64
  %4180 = mul i64 %4179, 4
  %4181 = getelementptr i8, ptr addrspace(1) %3, i64 %4180
  %4182 = load float, ptr addrspace(1) %4181, align 4
  %4183 = select i1 %38, float %4182, float 0.000000e+00
  %4184 = add i32 %4134, %39
  %4185 = select i1 %40, i32 %4184, i32 %4134
  %4186 = sext i32 %4185 to i64
  %4187 = mul i64 %4186, 4
  %4188 = getelementptr i8, ptr addrspace(1) %3, i64 %4187
  %4189 = load float, ptr addrspace(1) %4188, align 4
  %4190 = select i1 %40, float %4189, float 0.000000e+00
  %4191 = bitcast float %3187 to i32
  %4192 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4191, i32 5, i32 31)
  %4193 = bitcast i32 %4192 to float
  %4194 = load float, ptr %v, align 4
  %4195 = fmul float %4193, %4141
  %4196 = fadd float %4195, %4194
  store float %4196, ptr %v, align 4
  %4197 = load float, ptr %v1, align 4
  %4198 = fmul float %4193, %4148
  %4199 = fadd float %4198, %4197
  store float %4199, ptr %v1, align 4
  %4200 = load float, ptr %v2, align 4
  %4201 = fmul float %4193, %4155
  %4202 = fadd float %4201, %4200
  store float %4202, ptr %v2, align 4
  %4203 = load float, ptr %v3, align 4
  %4204 = fmul float %4193, %4162
  %4205 = fadd float %4204, %4203
  store float %4205, ptr %v3, align 4
  %4206 = load float, ptr %v4, align 4
  %4207 = fmul float %4193, %4169
  %4208 = fadd float %4207, %4206
  store float %4208, ptr %v4, align 4
  %4209 = load float, ptr %v5, align 4
  %4210 = fmul float %4193, %4176
  %4211 = fadd float %4210, %4209
  store float %4211, ptr %v5, align 4
  %4212 = load float, ptr %v6, align 4
  %4213 = fmul float %4193, %4183
  %4214 = fadd float %4213, %4212
  store float %4214, ptr %v6, align 4
  %4215 = load float, ptr %v7, align 4
  %4216 = fmul float %4193, %4190
  %4217 = fadd float %4216, %4215
  store float %4217, ptr %v7, align 4
  %4218 = bitcast float %3187 to i32
  %4219 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4218, i32 13, i32 31)
  %4220 = bitcast i32 %4219 to float
  %4221 = load float, ptr %v8, align 4
  %4222 = fmul float %4220, %4141
  %4223 = fadd float %4222, %4221
  store float %4223, ptr %v8, align 4
  %4224 = load float, ptr %v9, align 4
  %4225 = fmul float %4220, %4148
  %4226 = fadd float %4225, %4224
  store float %4226, ptr %v9, align 4
  %4227 = load float, ptr %v10, align 4
  %4228 = fmul float %4220, %4155
  %4229 = fadd float %4228, %4227
  store float %4229, ptr %v10, align 4
  %4230 = load float, ptr %v11, align 4
  %4231 = fmul float %4220, %4162
  %4232 = fadd float %4231, %4230
  store float %4232, ptr %v11, align 4
  %4233 = load float, ptr %v12, align 4
  %4234 = fmul float %4220, %4169
  %4235 = fadd float %4234, %4233
  store float %4235, ptr %v12, align 4
  %4236 = load float, ptr %v13, align 4
  %4237 = fmul float %4220, %4176
  %4238 = fadd float %4237, %4236
  store float %4238, ptr %v13, align 4
  %4239 = load float, ptr %v14, align 4
  %4240 = fmul float %4220, %4183
  %4241 = fadd float %4240, %4239
  store float %4241, ptr %v14, align 4
  %4242 = load float, ptr %v15, align 4
  %4243 = fmul float %4220, %4190
  %4244 = fadd float %4243, %4242
  store float %4244, ptr %v15, align 4
  %4245 = bitcast float %3187 to i32
  %4246 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4245, i32 21, i32 31)
  %4247 = bitcast i32 %4246 to float
  %4248 = load float, ptr %v16, align 4
  %4249 = fmul float %4247, %4141
  %4250 = fadd float %4249, %4248
  store float %4250, ptr %v16, align 4
  %4251 = load float, ptr %v17, align 4
  %4252 = fmul float %4247, %4148
  %4253 = fadd float %4252, %4251
  store float %4253, ptr %v17, align 4
  %4254 = load float, ptr %v18, align 4
  %4255 = fmul float %4247, %4155
  %4256 = fadd float %4255, %4254
  store float %4256, ptr %v18, align 4
  %4257 = load float, ptr %v19, align 4
  %4258 = fmul float %4247, %4162
  %4259 = fadd float %4258, %4257
  store float %4259, ptr %v19, align 4
  %4260 = load float, ptr %v20, align 4
  %4261 = fmul float %4247, %4169
  %4262 = fadd float %4261, %4260
  store float %4262, ptr %v20, align 4
  %4263 = load float, ptr %v21, align 4
  %4264 = fmul float %4247, %4176
  %4265 = fadd float %4264, %4263
  store float %4265, ptr %v21, align 4
  %4266 = load float, ptr %v22, align 4
  %4267 = fmul float %4247, %4183
  %4268 = fadd float %4267, %4266
  store float %4268, ptr %v22, align 4
  %4269 = load float, ptr %v23, align 4
  %4270 = fmul float %4247, %4190
  %4271 = fadd float %4270, %4269
  store float %4271, ptr %v23, align 4
  %4272 = bitcast float %3187 to i32
  %4273 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4272, i32 29, i32 31)
  %4274 = bitcast i32 %4273 to float
  %4275 = load float, ptr %v24, align 4
  %4276 = fmul float %4274, %4141
  %4277 = fadd float %4276, %4275
  store float %4277, ptr %v24, align 4
  %4278 = load float, ptr %v25, align 4
  %4279 = fmul float %4274, %4148
  %4280 = fadd float %4279, %4278
  store float %4280, ptr %v25, align 4
  %4281 = load float, ptr %v26, align 4
  %4282 = fmul float %4274, %4155
  %4283 = fadd float %4282, %4281
  store float %4283, ptr %v26, align 4
  %4284 = load float, ptr %v27, align 4
  %4285 = fmul float %4274, %4162
  %4286 = fadd float %4285, %4284
  store float %4286, ptr %v27, align 4
  %4287 = load float, ptr %v28, align 4
  %4288 = fmul float %4274, %4169
  %4289 = fadd float %4288, %4287
  store float %4289, ptr %v28, align 4
  %4290 = load float, ptr %v29, align 4
  %4291 = fmul float %4274, %4176
  %4292 = fadd float %4291, %4290
  store float %4292, ptr %v29, align 4
  %4293 = load float, ptr %v30, align 4
  %4294 = fmul float %4274, %4183
  %4295 = fadd float %4294, %4293
  store float %4295, ptr %v30, align 4
  %4296 = load float, ptr %v31, align 4
  %4297 = fmul float %4274, %4190
  %4298 = fadd float %4297, %4296
  store float %4298, ptr %v31, align 4
  %4299 = add i32 %1922, 6
  %4300 = icmp sgt i32 %4299, %309
  %4301 = select i1 %4300, i32 %309, i32 %4299
  %4302 = mul i32 %4301, %5
  %4303 = add i32 %4302, %18
  %4304 = mul i32 %4303, %6
  %4305 = add i32 %4304, %25
  %4306 = select i1 %26, i32 %4305, i32 %4304
  %4307 = sext i32 %4306 to i64
  %4308 = mul i64 %4307, 4
  %4309 = getelementptr i8, ptr addrspace(1) %3, i64 %4308
  %4310 = load float, ptr addrspace(1) %4309, align 4
  %4311 = select i1 %26, float %4310, float 0.000000e+00
  %4312 = add i32 %4304, %27
  %4313 = select i1 %28, i32 %4312, i32 %4304
  %4314 = sext i32 %4313 to i64
  %4315 = mul i64 %4314, 4
  %4316 = getelementptr i8, ptr addrspace(1) %3, i64 %4315
  %4317 = load float, ptr addrspace(1) %4316, align 4
  %4318 = select i1 %28, float %4317, float 0.000000e+00
  %4319 = add i32 %4304, %29
  %4320 = select i1 %30, i32 %4319, i32 %4304
  %4321 = sext i32 %4320 to i64
  %4322 = mul i64 %4321, 4
  %4323 = getelementptr i8, ptr addrspace(1) %3, i64 %4322
  %4324 = load float, ptr addrspace(1) %4323, align 4
  %4325 = select i1 %30, float %4324, float 0.000000e+00
  %4326 = add i32 %4304, %31
  %4327 = select i1 %32, i32 %4326, i32 %4304
  %4328 = sext i32 %4327 to i64
  %4329 = mul i64 %4328, 4
  %4330 = getelementptr i8, ptr addrspace(1) %3, i64 %4329
  %4331 = load float, ptr addrspace(1) %4330, align 4
  %4332 = select i1 %32, float %4331, float 0.000000e+00
  %4333 = add i32 %4304, %33
  %4334 = select i1 %34, i32 %4333, i32 %4304
  %4335 = sext i32 %4334 to i64
  %4336 = mul i64 %4335, 4
  %4337 = getelementptr i8, ptr addrspace(1) %3, i64 %4336
  %4338 = load float, ptr addrspace(1) %4337, align 4
  %4339 = select i1 %34, float %4338, float 0.000000e+00
  %4340 = add i32 %4304, %35
  %4341 = select i1 %36, i32 %4340, i32 %4304
  %4342 = sext i32 %4341 to i64
  %4343 = mul i64 %4342, 4
  %4344 = getelementptr i8, ptr addrspace(1) %3, i64 %4343
  %4345 = load float, ptr addrspace(1) %4344, align 4
  %4346 = select i1 %36, float %4345, float 0.000000e+00
  %4347 = add i32 %4304, %37
  %4348 = select i1 %38, i32 %4347, i32 %4304
  %4349 = sext i32 %4348 to i64
  %4350 = mul i64 %4349, 4
  %4351 = getelementptr i8, ptr addrspace(1) %3, i64 %4350
  %4352 = load float, ptr addrspace(1) %4351, align 4
  %4353 = select i1 %38, float %4352, float 0.000000e+00
  %4354 = add i32 %4304, %39
  %4355 = select i1 %40, i32 %4354, i32 %4304
  %4356 = sext i32 %4355 to i64
  %4357 = mul i64 %4356, 4
  %4358 = getelementptr i8, ptr addrspace(1) %3, i64 %4357
  %4359 = load float, ptr addrspace(1) %4358, align 4
  %4360 = select i1 %40, float %4359, float 0.000000e+00
  %4361 = bitcast float %3187 to i32
  %4362 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4361, i32 6, i32 31)
  %4363 = bitcast i32 %4362 to float
  %4364 = load float, ptr %v, align 4
  %4365 = fmul float %4363, %4311
  %4366 = fadd float %4365, %4364
  store float %4366, ptr %v, align 4
  %4367 = load float, ptr %v1, align 4
  %4368 = fmul float %4363, %4318
  %4369 = fadd float %4368, %4367
  store float %4369, ptr %v1, align 4
  %4370 = load float, ptr %v2, align 4
  %4371 = fmul float %4363, %4325
  %4372 = fadd float %4371, %4370
  store float %4372, ptr %v2, align 4
  %4373 = load float, ptr %v3, align 4
  %4374 = fmul float %4363, %4332
  %4375 = fadd float %4374, %4373
  store float %4375, ptr %v3, align 4
  %4376 = load float, ptr %v4, align 4
  %4377 = fmul float %4363, %4339
  %4378 = fadd float %4377, %4376
  store float %4378, ptr %v4, align 4
  %4379 = load float, ptr %v5, align 4
  %4380 = fmul float %4363, %4346
  %4381 = fadd float %4380, %4379
  store float %4381, ptr %v5, align 4
  %4382 = load float, ptr %v6, align 4
  %4383 = fmul float %4363, %4353
  %4384 = fadd float %4383, %4382
  store float %4384, ptr %v6, align 4
  %4385 = load float, ptr %v7, align 4
  %4386 = fmul float %4363, %4360
  %4387 = fadd float %4386, %4385
  store float %4387, ptr %v7, align 4
  %4388 = bitcast float %3187 to i32
  %4389 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4388, i32 14, i32 31)
  %4390 = bitcast i32 %4389 to float
  %4391 = load float, ptr %v8, align 4
  %4392 = fmul float %4390, %4311
  %4393 = fadd float %4392, %4391
  store float %4393, ptr %v8, align 4
  %4394 = load float, ptr %v9, align 4
  %4395 = fmul float %4390, %4318
  %4396 = fadd float %4395, %4394
  store float %4396, ptr %v9, align 4
  %4397 = load float, ptr %v10, align 4
  %4398 = fmul float %4390, %4325
  %4399 = fadd float %4398, %4397
  store float %4399, ptr %v10, align 4
  %4400 = load float, ptr %v11, align 4
  %4401 = fmul float %4390, %4332
  %4402 = fadd float %4401, %4400
  store float %4402, ptr %v11, align 4
  %4403 = load float, ptr %v12, align 4
  %4404 = fmul float %4390, %4339
  %4405 = fadd float %4404, %4403
  store float %4405, ptr %v12, align 4
  %4406 = load float, ptr %v13, align 4
  %4407 = fmul float %4390, %4346
  %4408 = fadd float %4407, %4406
  store float %4408, ptr %v13, align 4
  %4409 = load float, ptr %v14, align 4
  %4410 = fmul float %4390, %4353
  %4411 = fadd float %4410, %4409
  store float %4411, ptr %v14, align 4
  %4412 = load float, ptr %v15, align 4
  %4413 = fmul float %4390, %4360
  %4414 = fadd float %4413, %4412
  store float %4414, ptr %v15, align 4
  %4415 = bitcast float %3187 to i32
  %4416 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4415, i32 22, i32 31)
  %4417 = bitcast i32 %4416 to float
  %4418 = load float, ptr %v16, align 4
  %4419 = fmul float %4417, %4311
  %4420 = fadd float %4419, %4418
  store float %4420, ptr %v16, align 4
  %4421 = load float, ptr %v17, align 4
  %4422 = fmul float %4417, %4318
  %4423 = fadd float %4422, %4421
  store float %4423, ptr %v17, align 4
  %4424 = load float, ptr %v18, align 4
  %4425 = fmul float %4417, %4325
  %4426 = fadd float %4425, %4424
  store float %4426, ptr %v18, align 4
  %4427 = load float, ptr %v19, align 4
  %4428 = fmul float %4417, %4332
  %4429 = fadd float %4428, %4427
  store float %4429, ptr %v19, align 4
  %4430 = load float, ptr %v20, align 4
  %4431 = fmul float %4417, %4339
  %4432 = fadd float %4431, %4430
  store float %4432, ptr %v20, align 4
  %4433 = load float, ptr %v21, align 4
  %4434 = fmul float %4417, %4346
  %4435 = fadd float %4434, %4433
  store float %4435, ptr %v21, align 4
  %4436 = load float, ptr %v22, align 4
  %4437 = fmul float %4417, %4353
  %4438 = fadd float %4437, %4436
  store float %4438, ptr %v22, align 4
  %4439 = load float, ptr %v23, align 4
  %4440 = fmul float %4417, %4360
  %4441 = fadd float %4440, %4439
  store float %4441, ptr %v23, align 4
  %4442 = bitcast float %3187 to i32
  %4443 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4442, i32 30, i32 31)
  %4444 = bitcast i32 %4443 to float
  %4445 = load float, ptr %v24, align 4
  %4446 = fmul float %4444, %4311
  %4447 = fadd float %4446, %4445
  store float %4447, ptr %v24, align 4
  %4448 = load float, ptr %v25, align 4
  %4449 = fmul float %4444, %4318
  %4450 = fadd float %4449, %4448
  store float %4450, ptr %v25, align 4
  %4451 = load float, ptr %v26, align 4
  %4452 = fmul float %4444, %4325
  %4453 = fadd float %4452, %4451
  store float %4453, ptr %v26, align 4
  %4454 = load float, ptr %v27, align 4
  %4455 = fmul float %4444, %4332
  %4456 = fadd float %4455, %4454
  store float %4456, ptr %v27, align 4
  %4457 = load float, ptr %v28, align 4
  %4458 = fmul float %4444, %4339
  %4459 = fadd float %4458, %4457
  store float %4459, ptr %v28, align 4
  %4460 = load float, ptr %v29, align 4
  %4461 = fmul float %4444, %4346
  %4462 = fadd float %4461, %4460
  store float %4462, ptr %v29, align 4
  %4463 = load float, ptr %v30, align 4
  %4464 = fmul float %4444, %4353
  %4465 = fadd float %4464, %4463
  store float %4465, ptr %v30, align 4
  %4466 = load float, ptr %v31, align 4
  %4467 = fmul float %4444, %4360
  %4468 = fadd float %4467, %4466
  store float %4468, ptr %v31, align 4
  %4469 = add i32 %1922, 7
  %4470 = icmp sgt i32 %4469, %309
  %4471 = select i1 %4470, i32 %309, i32 %4469
  %4472 = mul i32 %4471, %5
  %4473 = add i32 %4472, %18
  %4474 = mul i32 %4473, %6
  %4475 = add i32 %4474, %25
  %4476 = select i1 %26, i32 %4475, i32 %4474
  %4477 = sext i32 %4476 to i64
  %4478 = mul i64 %4477, 4
  %4479 = getelementptr i8, ptr addrspace(1) %3, i64 %4478
  %4480 = load float, ptr addrspace(1) %4479, align 4
  %4481 = select i1 %26, float %4480, float 0.000000e+00
  %4482 = add i32 %4474, %27
  %4483 = select i1 %28, i32 %4482, i32 %4474
  %4484 = sext i32 %4483 to i64
  %4485 = mul i64 %4484, 4
  %4486 = getelementptr i8, ptr addrspace(1) %3, i64 %4485
  %4487 = load float, ptr addrspace(1) %4486, align 4
  %4488 = select i1 %28, float %4487, float 0.000000e+00
  %4489 = add i32 %4474, %29
  %4490 = select i1 %30, i32 %4489, i32 %4474
  %4491 = sext i32 %4490 to i64
  %4492 = mul i64 %4491, 4
  %4493 = getelementptr i8, ptr addrspace(1) %3, i64 %4492
  %4494 = load float, ptr addrspace(1) %4493, align 4
  %4495 = select i1 %30, float %4494, float 0.000000e+00
  %4496 = add i32 %4474, %31
  %4497 = select i1 %32, i32 %4496, i32 %4474
  %4498 = sext i32 %4497 to i64
  %4499 = mul i64 %4498, 4
  %4500 = getelementptr i8, ptr addrspace(1) %3, i64 %4499
  %4501 = load float, ptr addrspace(1) %4500, align 4
  %4502 = select i1 %32, float %4501, float 0.000000e+00
  %4503 = add i32 %4474, %33
  %4504 = select i1 %34, i32 %4503, i32 %4474
  %4505 = sext i32 %4504 to i64
  %4506 = mul i64 %4505, 4
  %4507 = getelementptr i8, ptr addrspace(1) %3, i64 %4506
  %4508 = load float, ptr addrspace(1) %4507, align 4
  %4509 = select i1 %34, float %4508, float 0.000000e+00
  %4510 = add i32 %4474, %35
  %4511 = select i1 %36, i32 %4510, i32 %4474
  %4512 = sext i32 %4511 to i64
  %4513 = mul i64 %4512, 4
  %4514 = getelementptr i8, ptr addrspace(1) %3, i64 %4513
  %4515 = load float, ptr addrspace(1) %4514, align 4
  %4516 = select i1 %36, float %4515, float 0.000000e+00
  %4517 = add i32 %4474, %37
  %4518 = select i1 %38, i32 %4517, i32 %4474
  %4519 = sext i32 %4518 to i64
  %4520 = mul i64 %4519, 4
  %4521 = getelementptr i8, ptr addrspace(1) %3, i64 %4520
  %4522 = load float, ptr addrspace(1) %4521, align 4
  %4523 = select i1 %38, float %4522, float 0.000000e+00
  %4524 = add i32 %4474, %39
  %4525 = select i1 %40, i32 %4524, i32 %4474
  %4526 = sext i32 %4525 to i64
  %4527 = mul i64 %4526, 4
  %4528 = getelementptr i8, ptr addrspace(1) %3, i64 %4527
  %4529 = load float, ptr addrspace(1) %4528, align 4
  %4530 = select i1 %40, float %4529, float 0.000000e+00
  %4531 = bitcast float %3187 to i32
  %4532 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4531, i32 7, i32 31)
  %4533 = bitcast i32 %4532 to float
  %4534 = load float, ptr %v, align 4
  %4535 = fmul float %4533, %4481
  %4536 = fadd float %4535, %4534
  store float %4536, ptr %v, align 4
  %4537 = load float, ptr %v1, align 4
  %4538 = fmul float %4533, %4488
  %4539 = fadd float %4538, %4537
  store float %4539, ptr %v1, align 4
  %4540 = load float, ptr %v2, align 4
  %4541 = fmul float %4533, %4495
  %4542 = fadd float %4541, %4540
  store float %4542, ptr %v2, align 4
  %4543 = load float, ptr %v3, align 4
  %4544 = fmul float %4533, %4502
  %4545 = fadd float %4544, %4543
  store float %4545, ptr %v3, align 4
  %4546 = load float, ptr %v4, align 4
  %4547 = fmul float %4533, %4509
  %4548 = fadd float %4547, %4546
  store float %4548, ptr %v4, align 4
  %4549 = load float, ptr %v5, align 4
  %4550 = fmul float %4533, %4516
  %4551 = fadd float %4550, %4549
  store float %4551, ptr %v5, align 4
  %4552 = load float, ptr %v6, align 4
  %4553 = fmul float %4533, %4523
  %4554 = fadd float %4553, %4552
  store float %4554, ptr %v6, align 4
  %4555 = load float, ptr %v7, align 4
  %4556 = fmul float %4533, %4530
  %4557 = fadd float %4556, %4555
  store float %4557, ptr %v7, align 4
  %4558 = bitcast float %3187 to i32
  %4559 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4558, i32 15, i32 31)
  %4560 = bitcast i32 %4559 to float
  %4561 = load float, ptr %v8, align 4
  %4562 = fmul float %4560, %4481
  %4563 = fadd float %4562, %4561
  store float %4563, ptr %v8, align 4
  %4564 = load float, ptr %v9, align 4
  %4565 = fmul float %4560, %4488
  %4566 = fadd float %4565, %4564
  store float %4566, ptr %v9, align 4
  %4567 = load float, ptr %v10, align 4
  %4568 = fmul float %4560, %4495
  %4569 = fadd float %4568, %4567
  store float %4569, ptr %v10, align 4
  %4570 = load float, ptr %v11, align 4
  %4571 = fmul float %4560, %4502
  %4572 = fadd float %4571, %4570
  store float %4572, ptr %v11, align 4
  %4573 = load float, ptr %v12, align 4
  %4574 = fmul float %4560, %4509
  %4575 = fadd float %4574, %4573
  store float %4575, ptr %v12, align 4
  %4576 = load float, ptr %v13, align 4
  %4577 = fmul float %4560, %4516
  %4578 = fadd float %4577, %4576
  store float %4578, ptr %v13, align 4
  %4579 = load float, ptr %v14, align 4
  %4580 = fmul float %4560, %4523
  %4581 = fadd float %4580, %4579
  store float %4581, ptr %v14, align 4
  %4582 = load float, ptr %v15, align 4
  %4583 = fmul float %4560, %4530
  %4584 = fadd float %4583, %4582
  store float %4584, ptr %v15, align 4
  %4585 = bitcast float %3187 to i32
  %4586 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4585, i32 23, i32 31)
  %4587 = bitcast i32 %4586 to float
  %4588 = load float, ptr %v16, align 4
  %4589 = fmul float %4587, %4481
  %4590 = fadd float %4589, %4588
  store float %4590, ptr %v16, align 4
  %4591 = load float, ptr %v17, align 4
  %4592 = fmul float %4587, %4488
  %4593 = fadd float %4592, %4591
  store float %4593, ptr %v17, align 4
  %4594 = load float, ptr %v18, align 4
  %4595 = fmul float %4587, %4495
  %4596 = fadd float %4595, %4594
  store float %4596, ptr %v18, align 4
  %4597 = load float, ptr %v19, align 4
  %4598 = fmul float %4587, %4502
  %4599 = fadd float %4598, %4597
  store float %4599, ptr %v19, align 4
  %4600 = load float, ptr %v20, align 4
  %4601 = fmul float %4587, %4509
  %4602 = fadd float %4601, %4600
  store float %4602, ptr %v20, align 4
  %4603 = load float, ptr %v21, align 4
  %4604 = fmul float %4587, %4516
  %4605 = fadd float %4604, %4603
  store float %4605, ptr %v21, align 4
  %4606 = load float, ptr %v22, align 4
  %4607 = fmul float %4587, %4523
  %4608 = fadd float %4607, %4606
  store float %4608, ptr %v22, align 4
  %4609 = load float, ptr %v23, align 4
  %4610 = fmul float %4587, %4530
  %4611 = fadd float %4610, %4609
  store float %4611, ptr %v23, align 4
  %4612 = bitcast float %3187 to i32
  %4613 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4612, i32 31, i32 31)
  %4614 = bitcast i32 %4613 to float
  %4615 = load float, ptr %v24, align 4
  %4616 = fmul float %4614, %4481
  %4617 = fadd float %4616, %4615
  store float %4617, ptr %v24, align 4
  %4618 = load float, ptr %v25, align 4
  %4619 = fmul float %4614, %4488
  %4620 = fadd float %4619, %4618
  store float %4620, ptr %v25, align 4
  %4621 = load float, ptr %v26, align 4
  %4622 = fmul float %4614, %4495
  %4623 = fadd float %4622, %4621
  store float %4623, ptr %v26, align 4
  %4624 = load float, ptr %v27, align 4
  %4625 = fmul float %4614, %4502
  %4626 = fadd float %4625, %4624
  store float %4626, ptr %v27, align 4
  %4627 = load float, ptr %v28, align 4
  %4628 = fmul float %4614, %4509
  %4629 = fadd float %4628, %4627
  store float %4629, ptr %v28, align 4
  %4630 = load float, ptr %v29, align 4
  %4631 = fmul float %4614, %4516
  %4632 = fadd float %4631, %4630
  store float %4632, ptr %v29, align 4
  %4633 = load float, ptr %v30, align 4
  %4634 = fmul float %4614, %4523
  %4635 = fadd float %4634, %4633
  store float %4635, ptr %v30, align 4
  %4636 = load float, ptr %v31, align 4
  %4637 = fmul float %4614, %4530
  %4638 = fadd float %4637, %4636
  store float %4638, ptr %v31, align 4
  %4639 = load i32, ptr %v37, align 4
  %4640 = add i32 %4639, 4
  store i32 %4640, ptr %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %4641 = add i32 %1917, %25
  %4642 = sext i32 %4641 to i64
  %4643 = mul i64 %4642, 4
  %4644 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4643
  store float %1918, ptr addrspace(3) %4644, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %4645 = load float, ptr %v1, align 4
  br i1 %28, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %4646 = add i32 %1917, %27
  %4647 = sext i32 %4646 to i64
  %4648 = mul i64 %4647, 4
  %4649 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4648
  store float %4645, ptr addrspace(3) %4649, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %4650 = load float, ptr %v2, align 4
  br i1 %30, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %4651 = add i32 %1917, %29
  %4652 = sext i32 %4651 to i64
  %4653 = mul i64 %4652, 4
  %4654 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4653
  store float %4650, ptr addrspace(3) %4654, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %4655 = load float, ptr %v3, align 4
  br i1 %32, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %4656 = add i32 %1917, %31
  %4657 = sext i32 %4656 to i64
  %4658 = mul i64 %4657, 4
  %4659 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4658
  store float %4655, ptr addrspace(3) %4659, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %4660 = load float, ptr %v4, align 4
  br i1 %34, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %4661 = add i32 %1917, %33
  %4662 = sext i32 %4661 to i64
  %4663 = mul i64 %4662, 4
  %4664 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4663
  store float %4660, ptr addrspace(3) %4664, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %4665 = load float, ptr %v5, align 4
  br i1 %36, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %4666 = add i32 %1917, %35
  %4667 = sext i32 %4666 to i64
  %4668 = mul i64 %4667, 4
  %4669 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4668
  store float %4665, ptr addrspace(3) %4669, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %4670 = load float, ptr %v6, align 4
  br i1 %38, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %4671 = add i32 %1917, %37
  %4672 = sext i32 %4671 to i64
  %4673 = mul i64 %4672, 4
  %4674 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4673
  store float %4670, ptr addrspace(3) %4674, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %4675 = load float, ptr %v7, align 4
  br i1 %40, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %4676 = add i32 %1917, %39
  %4677 = sext i32 %4676 to i64
  %4678 = mul i64 %4677, 4
  %4679 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4678
  store float %4675, ptr addrspace(3) %4679, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %4680 = icmp eq i32 %11, 0
  br i1 %4680, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %4681 = mul i32 %1916, 2
  %4682 = sext i32 %4681 to i64
  %4683 = mul i64 %4682, 4
  %4684 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4683
  store float %1914, ptr addrspace(3) %4684, align 4
  %4685 = add i32 %4681, 1
  %4686 = sext i32 %4685 to i64
  %4687 = mul i64 %4686, 4
  %4688 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4687
  store float %1915, ptr addrspace(3) %4688, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %4689 = add i32 4, %13
  %4690 = mul i32 %4689, 256
  %4691 = load float, ptr %v8, align 4
  br i1 %26, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %4692 = add i32 %4690, %25
  %4693 = sext i32 %4692 to i64
  %4694 = mul i64 %4693, 4
  %4695 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4694
  store float %4691, ptr addrspace(3) %4695, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %4696 = load float, ptr %v9, align 4
  br i1 %28, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %4697 = add i32 %4690, %27
  %4698 = sext i32 %4697 to i64
  %4699 = mul i64 %4698, 4
  %4700 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4699
  store float %4696, ptr addrspace(3) %4700, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %4701 = load float, ptr %v10, align 4
  br i1 %30, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %4702 = add i32 %4690, %29
  %4703 = sext i32 %4702 to i64
  %4704 = mul i64 %4703, 4
  %4705 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4704
  store float %4701, ptr addrspace(3) %4705, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %4706 = load float, ptr %v11, align 4
  br i1 %32, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %4707 = add i32 %4690, %31
  %4708 = sext i32 %4707 to i64
  %4709 = mul i64 %4708, 4
  %4710 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4709
  store float %4706, ptr addrspace(3) %4710, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %4711 = load float, ptr %v12, align 4
  br i1 %34, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %4712 = add i32 %4690, %33
  %4713 = sext i32 %4712 to i64
  %4714 = mul i64 %4713, 4
  %4715 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4714
  store float %4711, ptr addrspace(3) %4715, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %4716 = load float, ptr %v13, align 4
  br i1 %36, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %4717 = add i32 %4690, %35
  %4718 = sext i32 %4717 to i64
  %4719 = mul i64 %4718, 4
  %4720 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4719
  store float %4716, ptr addrspace(3) %4720, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %4721 = load float, ptr %v14, align 4
  br i1 %38, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %4722 = add i32 %4690, %37
  %4723 = sext i32 %4722 to i64
  %4724 = mul i64 %4723, 4
  %4725 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4724
  store float %4721, ptr addrspace(3) %4725, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %4726 = load float, ptr %v15, align 4
  br i1 %40, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %4727 = add i32 %4690, %39
  %4728 = sext i32 %4727 to i64
  %4729 = mul i64 %4728, 4
  %4730 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4729
  store float %4726, ptr addrspace(3) %4730, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %4731 = icmp eq i32 %11, 8
  br i1 %4731, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %4732 = mul i32 %4689, 2
  %4733 = sext i32 %4732 to i64
  %4734 = mul i64 %4733, 4
  %4735 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4734
  store float %1914, ptr addrspace(3) %4735, align 4
  %4736 = add i32 %4732, 1
  %4737 = sext i32 %4736 to i64
  %4738 = mul i64 %4737, 4
  %4739 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4738
  store float %1915, ptr addrspace(3) %4739, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %4740 = add i32 8, %13
  %4741 = mul i32 %4740, 256
  %4742 = load float, ptr %v16, align 4
  br i1 %26, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %4743 = add i32 %4741, %25
  %4744 = sext i32 %4743 to i64
  %4745 = mul i64 %4744, 4
  %4746 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4745
  store float %4742, ptr addrspace(3) %4746, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %4747 = load float, ptr %v17, align 4
  br i1 %28, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %4748 = add i32 %4741, %27
  %4749 = sext i32 %4748 to i64
  %4750 = mul i64 %4749, 4
  %4751 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4750
  store float %4747, ptr addrspace(3) %4751, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %4752 = load float, ptr %v18, align 4
  br i1 %30, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %4753 = add i32 %4741, %29
  %4754 = sext i32 %4753 to i64
  %4755 = mul i64 %4754, 4
  %4756 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4755
  store float %4752, ptr addrspace(3) %4756, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %4757 = load float, ptr %v19, align 4
  br i1 %32, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %4758 = add i32 %4741, %31
  %4759 = sext i32 %4758 to i64
  %4760 = mul i64 %4759, 4
  %4761 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4760
  store float %4757, ptr addrspace(3) %4761, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %4762 = load float, ptr %v20, align 4
  br i1 %34, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %4763 = add i32 %4741, %33
  %4764 = sext i32 %4763 to i64
  %4765 = mul i64 %4764, 4
  %4766 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4765
  store float %4762, ptr addrspace(3) %4766, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %4767 = load float, ptr %v21, align 4
  br i1 %36, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %4768 = add i32 %4741, %35
  %4769 = sext i32 %4768 to i64
  %4770 = mul i64 %4769, 4
  %4771 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4770
  store float %4767, ptr addrspace(3) %4771, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %4772 = load float, ptr %v22, align 4
  br i1 %38, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %4773 = add i32 %4741, %37
  %4774 = sext i32 %4773 to i64
  %4775 = mul i64 %4774, 4
  %4776 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4775
  store float %4772, ptr addrspace(3) %4776, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %4777 = load float, ptr %v23, align 4
  br i1 %40, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %4778 = add i32 %4741, %39
  %4779 = sext i32 %4778 to i64
  %4780 = mul i64 %4779, 4
  %4781 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4780
  store float %4777, ptr addrspace(3) %4781, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %4782 = icmp eq i32 %11, 16
  br i1 %4782, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %4783 = mul i32 %4740, 2
  %4784 = sext i32 %4783 to i64
  %4785 = mul i64 %4784, 4
  %4786 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4785
  store float %1914, ptr addrspace(3) %4786, align 4
  %4787 = add i32 %4783, 1
  %4788 = sext i32 %4787 to i64
  %4789 = mul i64 %4788, 4
  %4790 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4789
  store float %1915, ptr addrspace(3) %4790, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %4791 = add i32 12, %13
  %4792 = mul i32 %4791, 256
  %4793 = load float, ptr %v24, align 4
  br i1 %26, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %4794 = add i32 %4792, %25
  %4795 = sext i32 %4794 to i64
  %4796 = mul i64 %4795, 4
  %4797 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4796
  store float %4793, ptr addrspace(3) %4797, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %4798 = load float, ptr %v25, align 4
  br i1 %28, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %4799 = add i32 %4792, %27
  %4800 = sext i32 %4799 to i64
  %4801 = mul i64 %4800, 4
  %4802 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4801
  store float %4798, ptr addrspace(3) %4802, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %4803 = load float, ptr %v26, align 4
  br i1 %30, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %4804 = add i32 %4792, %29
  %4805 = sext i32 %4804 to i64
  %4806 = mul i64 %4805, 4
  %4807 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4806
  store float %4803, ptr addrspace(3) %4807, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %4808 = load float, ptr %v27, align 4
  br i1 %32, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %4809 = add i32 %4792, %31
  %4810 = sext i32 %4809 to i64
  %4811 = mul i64 %4810, 4
  %4812 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4811
  store float %4808, ptr addrspace(3) %4812, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %4813 = load float, ptr %v28, align 4
  br i1 %34, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %4814 = add i32 %4792, %33
  %4815 = sext i32 %4814 to i64
  %4816 = mul i64 %4815, 4
  %4817 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4816
  store float %4813, ptr addrspace(3) %4817, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %4818 = load float, ptr %v29, align 4
  br i1 %36, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %4819 = add i32 %4792, %35
  %4820 = sext i32 %4819 to i64
  %4821 = mul i64 %4820, 4
  %4822 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4821
  store float %4818, ptr addrspace(3) %4822, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %4823 = load float, ptr %v30, align 4
  br i1 %38, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %4824 = add i32 %4792, %37
  %4825 = sext i32 %4824 to i64
  %4826 = mul i64 %4825, 4
  %4827 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4826
  store float %4823, ptr addrspace(3) %4827, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %4828 = load float, ptr %v31, align 4
  br i1 %40, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %4829 = add i32 %4792, %39
  %4830 = sext i32 %4829 to i64
  %4831 = mul i64 %4830, 4
  %4832 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4831
  store float %4828, ptr addrspace(3) %4832, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %4833 = icmp eq i32 %11, 24
  br i1 %4833, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %4834 = mul i32 %4791, 2
  %4835 = sext i32 %4834 to i64
  %4836 = mul i64 %4835, 4
  %4837 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4836
  store float %1914, ptr addrspace(3) %4837, align 4
  %4838 = add i32 %4834, 1
  %4839 = sext i32 %4838 to i64
  %4840 = mul i64 %4839, 4
  %4841 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4840
  store float %1915, ptr addrspace(3) %4841, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  call void @llvm.nvvm.barrier0()
  %4842 = load float, ptr addrspace(3) @lds2, align 4
  %4843 = fcmp ogt float %4842, 0xFFF0000000000000
  %4844 = select i1 %4843, float %4842, float 0xFFF0000000000000
  %4845 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %4846 = fcmp ogt float %4845, %4844
  %4847 = select i1 %4846, float %4845, float %4844
  %4848 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %4849 = fcmp ogt float %4848, %4847
  %4850 = select i1 %4849, float %4848, float %4847
  %4851 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %4852 = fcmp ogt float %4851, %4850
  %4853 = select i1 %4852, float %4851, float %4850
  %4854 = fsub float %4842, %4853
  %4855 = fmul float %4854, 0x3FF7154760000000
  %4856 = fcmp olt float %4855, -1.260000e+02
  %4857 = fcmp ogt float %4855, 1.270000e+02
  %4858 = select i1 %4856, float -1.260000e+02, float %4855
  %4859 = select i1 %4857, float 1.270000e+02, float %4858
  %4860 = fadd float %4859, 5.000000e-01
  %4861 = call float @llvm.floor.f32(float %4860)
  %4862 = fsub float %4859, %4861
  %4863 = fmul float 0x3EEFFCBFC0000000, %4862
  %4864 = fadd float %4863, 0x3F24309120000000
  %4865 = fmul float %4864, %4862
  %4866 = fadd float %4865, 0x3F55D87FE0000000
  %4867 = fmul float %4866, %4862
  %4868 = fadd float %4867, 0x3F83B2AB60000000
  %4869 = fmul float %4868, %4862
  %4870 = fadd float %4869, 0x3FAC6B08E0000000
  %4871 = fmul float %4870, %4862
  %4872 = fadd float %4871, 0x3FCEBFBE00000000
  %4873 = fmul float %4872, %4862
  %4874 = fadd float %4873, 0x3FE62E4300000000
  %4875 = fmul float %4874, %4862
  %4876 = fadd float %4875, 1.000000e+00
  %4877 = fptosi float %4861 to i32
  %4878 = add i32 %4877, 127
  %4879 = shl i32 %4878, 23
  %4880 = bitcast i32 %4879 to float
  %4881 = fmul float %4876, %4880
  %4882 = select i1 %4856, float 0.000000e+00, float %4881
  %4883 = select i1 %4857, float 0x7FF0000000000000, float %4882
  %4884 = fcmp uno float %4855, %4855
  %4885 = select i1 %4884, float %4855, float %4883
  %4886 = fcmp oeq float %4842, 0xFFF0000000000000
  %4887 = select i1 %4886, float 0.000000e+00, float %4885
  %4888 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %4889 = fmul float %4887, %4888
  %4890 = fadd float %4889, 0.000000e+00
  %4891 = fsub float %4845, %4853
  %4892 = fmul float %4891, 0x3FF7154760000000
  %4893 = fcmp olt float %4892, -1.260000e+02
  %4894 = fcmp ogt float %4892, 1.270000e+02
  %4895 = select i1 %4893, float -1.260000e+02, float %4892
  %4896 = select i1 %4894, float 1.270000e+02, float %4895
  %4897 = fadd float %4896, 5.000000e-01
  %4898 = call float @llvm.floor.f32(float %4897)
  %4899 = fsub float %4896, %4898
  %4900 = fmul float 0x3EEFFCBFC0000000, %4899
  %4901 = fadd float %4900, 0x3F24309120000000
  %4902 = fmul float %4901, %4899
  %4903 = fadd float %4902, 0x3F55D87FE0000000
  %4904 = fmul float %4903, %4899
  %4905 = fadd float %4904, 0x3F83B2AB60000000
  %4906 = fmul float %4905, %4899
  %4907 = fadd float %4906, 0x3FAC6B08E0000000
  %4908 = fmul float %4907, %4899
  %4909 = fadd float %4908, 0x3FCEBFBE00000000
  %4910 = fmul float %4909, %4899
  %4911 = fadd float %4910, 0x3FE62E4300000000
  %4912 = fmul float %4911, %4899
  %4913 = fadd float %4912, 1.000000e+00
  %4914 = fptosi float %4898 to i32
  %4915 = add i32 %4914, 127
  %4916 = shl i32 %4915, 23
  %4917 = bitcast i32 %4916 to float
  %4918 = fmul float %4913, %4917
  %4919 = select i1 %4893, float 0.000000e+00, float %4918
  %4920 = select i1 %4894, float 0x7FF0000000000000, float %4919
  %4921 = fcmp uno float %4892, %4892
  %4922 = select i1 %4921, float %4892, float %4920
  %4923 = fcmp oeq float %4845, 0xFFF0000000000000
  %4924 = select i1 %4923, float 0.000000e+00, float %4922
  %4925 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %4926 = fmul float %4924, %4925
  %4927 = fadd float %4926, %4890
  %4928 = fsub float %4848, %4853
  %4929 = fmul float %4928, 0x3FF7154760000000
  %4930 = fcmp olt float %4929, -1.260000e+02
  %4931 = fcmp ogt float %4929, 1.270000e+02
  %4932 = select i1 %4930, float -1.260000e+02, float %4929
  %4933 = select i1 %4931, float 1.270000e+02, float %4932
  %4934 = fadd float %4933, 5.000000e-01
  %4935 = call float @llvm.floor.f32(float %4934)
  %4936 = fsub float %4933, %4935
  %4937 = fmul float 0x3EEFFCBFC0000000, %4936
  %4938 = fadd float %4937, 0x3F24309120000000
  %4939 = fmul float %4938, %4936
  %4940 = fadd float %4939, 0x3F55D87FE0000000
  %4941 = fmul float %4940, %4936
  %4942 = fadd float %4941, 0x3F83B2AB60000000
  %4943 = fmul float %4942, %4936
  %4944 = fadd float %4943, 0x3FAC6B08E0000000
  %4945 = fmul float %4944, %4936
  %4946 = fadd float %4945, 0x3FCEBFBE00000000
  %4947 = fmul float %4946, %4936
  %4948 = fadd float %4947, 0x3FE62E4300000000
  %4949 = fmul float %4948, %4936
  %4950 = fadd float %4949, 1.000000e+00
  %4951 = fptosi float %4935 to i32
  %4952 = add i32 %4951, 127
  %4953 = shl i32 %4952, 23
  %4954 = bitcast i32 %4953 to float
  %4955 = fmul float %4950, %4954
  %4956 = select i1 %4930, float 0.000000e+00, float %4955
  %4957 = select i1 %4931, float 0x7FF0000000000000, float %4956
  %4958 = fcmp uno float %4929, %4929
  %4959 = select i1 %4958, float %4929, float %4957
  %4960 = fcmp oeq float %4848, 0xFFF0000000000000
  %4961 = select i1 %4960, float 0.000000e+00, float %4959
  %4962 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %4963 = fmul float %4961, %4962
  %4964 = fadd float %4963, %4927
  %4965 = fsub float %4851, %4853
  %4966 = fmul float %4965, 0x3FF7154760000000
  %4967 = fcmp olt float %4966, -1.260000e+02
  %4968 = fcmp ogt float %4966, 1.270000e+02
  %4969 = select i1 %4967, float -1.260000e+02, float %4966
  %4970 = select i1 %4968, float 1.270000e+02, float %4969
  %4971 = fadd float %4970, 5.000000e-01
  %4972 = call float @llvm.floor.f32(float %4971)
  %4973 = fsub float %4970, %4972
  %4974 = fmul float 0x3EEFFCBFC0000000, %4973
  %4975 = fadd float %4974, 0x3F24309120000000
  %4976 = fmul float %4975, %4973
  %4977 = fadd float %4976, 0x3F55D87FE0000000
  %4978 = fmul float %4977, %4973
  %4979 = fadd float %4978, 0x3F83B2AB60000000
  %4980 = fmul float %4979, %4973
  %4981 = fadd float %4980, 0x3FAC6B08E0000000
  %4982 = fmul float %4981, %4973
  %4983 = fadd float %4982, 0x3FCEBFBE00000000
  %4984 = fmul float %4983, %4973
  %4985 = fadd float %4984, 0x3FE62E4300000000
  %4986 = fmul float %4985, %4973
  %4987 = fadd float %4986, 1.000000e+00
  %4988 = fptosi float %4972 to i32
  %4989 = add i32 %4988, 127
  %4990 = shl i32 %4989, 23
  %4991 = bitcast i32 %4990 to float
  %4992 = fmul float %4987, %4991
  %4993 = select i1 %4967, float 0.000000e+00, float %4992
  %4994 = select i1 %4968, float 0x7FF0000000000000, float %4993
  %4995 = fcmp uno float %4966, %4966
  %4996 = select i1 %4995, float %4966, float %4994
  %4997 = fcmp oeq float %4851, 0xFFF0000000000000
  %4998 = select i1 %4997, float 0.000000e+00, float %4996
  %4999 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5000 = fmul float %4998, %4999
  %5001 = fadd float %5000, %4964
  br i1 %42, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %9, ptr %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5002 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5003 = fcmp ogt float %5002, 0xFFF0000000000000
  %5004 = select i1 %5003, float %5002, float 0xFFF0000000000000
  %5005 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5006 = fcmp ogt float %5005, %5004
  %5007 = select i1 %5006, float %5005, float %5004
  %5008 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5009 = fcmp ogt float %5008, %5007
  %5010 = select i1 %5009, float %5008, float %5007
  %5011 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5012 = fcmp ogt float %5011, %5010
  %5013 = select i1 %5012, float %5011, float %5010
  %5014 = fsub float %5002, %5013
  %5015 = fmul float %5014, 0x3FF7154760000000
  %5016 = fcmp olt float %5015, -1.260000e+02
  %5017 = fcmp ogt float %5015, 1.270000e+02
  %5018 = select i1 %5016, float -1.260000e+02, float %5015
  %5019 = select i1 %5017, float 1.270000e+02, float %5018
  %5020 = fadd float %5019, 5.000000e-01
  %5021 = call float @llvm.floor.f32(float %5020)
  %5022 = fsub float %5019, %5021
  %5023 = fmul float 0x3EEFFCBFC0000000, %5022
  %5024 = fadd float %5023, 0x3F24309120000000
  %5025 = fmul float %5024, %5022
  %5026 = fadd float %5025, 0x3F55D87FE0000000
  %5027 = fmul float %5026, %5022
  %5028 = fadd float %5027, 0x3F83B2AB60000000
  %5029 = fmul float %5028, %5022
  %5030 = fadd float %5029, 0x3FAC6B08E0000000
  %5031 = fmul float %5030, %5022
  %5032 = fadd float %5031, 0x3FCEBFBE00000000
  %5033 = fmul float %5032, %5022
  %5034 = fadd float %5033, 0x3FE62E4300000000
  %5035 = fmul float %5034, %5022
  %5036 = fadd float %5035, 1.000000e+00
  %5037 = fptosi float %5021 to i32
  %5038 = add i32 %5037, 127
  %5039 = shl i32 %5038, 23
  %5040 = bitcast i32 %5039 to float
  %5041 = fmul float %5036, %5040
  %5042 = select i1 %5016, float 0.000000e+00, float %5041
  %5043 = select i1 %5017, float 0x7FF0000000000000, float %5042
  %5044 = fcmp uno float %5015, %5015
  %5045 = select i1 %5044, float %5015, float %5043
  %5046 = fcmp oeq float %5002, 0xFFF0000000000000
  %5047 = select i1 %5046, float 0.000000e+00, float %5045
  %5048 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5049 = fmul float %5047, %5048
  %5050 = fadd float %5049, 0.000000e+00
  %5051 = fsub float %5005, %5013
  %5052 = fmul float %5051, 0x3FF7154760000000
  %5053 = fcmp olt float %5052, -1.260000e+02
  %5054 = fcmp ogt float %5052, 1.270000e+02
  %5055 = select i1 %5053, float -1.260000e+02, float %5052
  %5056 = select i1 %5054, float 1.270000e+02, float %5055
  %5057 = fadd float %5056, 5.000000e-01
  %5058 = call float @llvm.floor.f32(float %5057)
  %5059 = fsub float %5056, %5058
  %5060 = fmul float 0x3EEFFCBFC0000000, %5059
  %5061 = fadd float %5060, 0x3F24309120000000
  %5062 = fmul float %5061, %5059
  %5063 = fadd float %5062, 0x3F55D87FE0000000
  %5064 = fmul float %5063, %5059
  %5065 = fadd float %5064, 0x3F83B2AB60000000
  %5066 = fmul float %5065, %5059
  %5067 = fadd float %5066, 0x3FAC6B08E0000000
  %5068 = fmul float %5067, %5059
  %5069 = fadd float %5068, 0x3FCEBFBE00000000
  %5070 = fmul float %5069, %5059
  %5071 = fadd float %5070, 0x3FE62E4300000000
  %5072 = fmul float %5071, %5059
  %5073 = fadd float %5072, 1.000000e+00
  %5074 = fptosi float %5058 to i32
  %5075 = add i32 %5074, 127
  %5076 = shl i32 %5075, 23
  %5077 = bitcast i32 %5076 to float
  %5078 = fmul float %5073, %5077
  %5079 = select i1 %5053, float 0.000000e+00, float %5078
  %5080 = select i1 %5054, float 0x7FF0000000000000, float %5079
  %5081 = fcmp uno float %5052, %5052
  %5082 = select i1 %5081, float %5052, float %5080
  %5083 = fcmp oeq float %5005, 0xFFF0000000000000
  %5084 = select i1 %5083, float 0.000000e+00, float %5082
  %5085 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5086 = fmul float %5084, %5085
  %5087 = fadd float %5086, %5050
  %5088 = fsub float %5008, %5013
  %5089 = fmul float %5088, 0x3FF7154760000000
  %5090 = fcmp olt float %5089, -1.260000e+02
  %5091 = fcmp ogt float %5089, 1.270000e+02
  %5092 = select i1 %5090, float -1.260000e+02, float %5089
  %5093 = select i1 %5091, float 1.270000e+02, float %5092
  %5094 = fadd float %5093, 5.000000e-01
  %5095 = call float @llvm.floor.f32(float %5094)
  %5096 = fsub float %5093, %5095
  %5097 = fmul float 0x3EEFFCBFC0000000, %5096
  %5098 = fadd float %5097, 0x3F24309120000000
  %5099 = fmul float %5098, %5096
  %5100 = fadd float %5099, 0x3F55D87FE0000000
  %5101 = fmul float %5100, %5096
  %5102 = fadd float %5101, 0x3F83B2AB60000000
  %5103 = fmul float %5102, %5096
  %5104 = fadd float %5103, 0x3FAC6B08E0000000
  %5105 = fmul float %5104, %5096
  %5106 = fadd float %5105, 0x3FCEBFBE00000000
  %5107 = fmul float %5106, %5096
  %5108 = fadd float %5107, 0x3FE62E4300000000
  %5109 = fmul float %5108, %5096
  %5110 = fadd float %5109, 1.000000e+00
  %5111 = fptosi float %5095 to i32
  %5112 = add i32 %5111, 127
  %5113 = shl i32 %5112, 23
  %5114 = bitcast i32 %5113 to float
  %5115 = fmul float %5110, %5114
  %5116 = select i1 %5090, float 0.000000e+00, float %5115
  %5117 = select i1 %5091, float 0x7FF0000000000000, float %5116
  %5118 = fcmp uno float %5089, %5089
  %5119 = select i1 %5118, float %5089, float %5117
  %5120 = fcmp oeq float %5008, 0xFFF0000000000000
  %5121 = select i1 %5120, float 0.000000e+00, float %5119
  %5122 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5123 = fmul float %5121, %5122
  %5124 = fadd float %5123, %5087
  %5125 = fsub float %5011, %5013
  %5126 = fmul float %5125, 0x3FF7154760000000
  %5127 = fcmp olt float %5126, -1.260000e+02
  %5128 = fcmp ogt float %5126, 1.270000e+02
  %5129 = select i1 %5127, float -1.260000e+02, float %5126
  %5130 = select i1 %5128, float 1.270000e+02, float %5129
  %5131 = fadd float %5130, 5.000000e-01
  %5132 = call float @llvm.floor.f32(float %5131)
  %5133 = fsub float %5130, %5132
  %5134 = fmul float 0x3EEFFCBFC0000000, %5133
  %5135 = fadd float %5134, 0x3F24309120000000
  %5136 = fmul float %5135, %5133
  %5137 = fadd float %5136, 0x3F55D87FE0000000
  %5138 = fmul float %5137, %5133
  %5139 = fadd float %5138, 0x3F83B2AB60000000
  %5140 = fmul float %5139, %5133
  %5141 = fadd float %5140, 0x3FAC6B08E0000000
  %5142 = fmul float %5141, %5133
  %5143 = fadd float %5142, 0x3FCEBFBE00000000
  %5144 = fmul float %5143, %5133
  %5145 = fadd float %5144, 0x3FE62E4300000000
  %5146 = fmul float %5145, %5133
  %5147 = fadd float %5146, 1.000000e+00
  %5148 = fptosi float %5132 to i32
  %5149 = add i32 %5148, 127
  %5150 = shl i32 %5149, 23
  %5151 = bitcast i32 %5150 to float
  %5152 = fmul float %5147, %5151
  %5153 = select i1 %5127, float 0.000000e+00, float %5152
  %5154 = select i1 %5128, float 0x7FF0000000000000, float %5153
  %5155 = fcmp uno float %5126, %5126
  %5156 = select i1 %5155, float %5126, float %5154
  %5157 = fcmp oeq float %5011, 0xFFF0000000000000
  %5158 = select i1 %5157, float 0.000000e+00, float %5156
  %5159 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5160 = fmul float %5158, %5159
  %5161 = fadd float %5160, %5124
  br i1 %104, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5162 = load i32, ptr %v115, align 4
  %5163 = icmp slt i32 %5162, %6
  br i1 %5163, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5164 = load i32, ptr %v115, align 4
  %5165 = add i32 0, %5164
  %5166 = sext i32 %5165 to i64
  %5167 = mul i64 %5166, 4
  %5168 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5167
  %5169 = load float, ptr addrspace(3) %5168, align 4
  %5170 = fmul float %4887, %5169
  %5171 = fadd float %5170, 0.000000e+00
  %5172 = add i32 256, %5164
  %5173 = sext i32 %5172 to i64
  %5174 = mul i64 %5173, 4
  %5175 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5174
  %5176 = load float, ptr addrspace(3) %5175, align 4
  %5177 = fmul float %4924, %5176
  %5178 = fadd float %5177, %5171
  %5179 = add i32 512, %5164
  %5180 = sext i32 %5179 to i64
  %5181 = mul i64 %5180, 4
  %5182 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5181
  %5183 = load float, ptr addrspace(3) %5182, align 4
  %5184 = fmul float %4961, %5183
  %5185 = fadd float %5184, %5178
  %5186 = add i32 768, %5164
  %5187 = sext i32 %5186 to i64
  %5188 = mul i64 %5187, 4
  %5189 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5188
  %5190 = load float, ptr addrspace(3) %5189, align 4
  %5191 = fmul float %4998, %5190
  %5192 = fadd float %5191, %5185
  %5193 = add i32 %46, %5164
  %5194 = fdiv float %5192, %5001
  %5195 = sext i32 %5193 to i64
  %5196 = mul i64 %5195, 4
  %5197 = getelementptr i8, ptr addrspace(1) %0, i64 %5196
  store float %5194, ptr addrspace(1) %5197, align 4
  %5198 = load i32, ptr %v115, align 4
  %5199 = add i32 %5198, 128
  store i32 %5199, ptr %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %9, ptr %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5200 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5201 = fcmp ogt float %5200, 0xFFF0000000000000
  %5202 = select i1 %5201, float %5200, float 0xFFF0000000000000
  %5203 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5204 = fcmp ogt float %5203, %5202
  %5205 = select i1 %5204, float %5203, float %5202
  %5206 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5207 = fcmp ogt float %5206, %5205
  %5208 = select i1 %5207, float %5206, float %5205
  %5209 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5210 = fcmp ogt float %5209, %5208
  %5211 = select i1 %5210, float %5209, float %5208
  %5212 = fsub float %5200, %5211
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
  %5244 = fcmp oeq float %5200, 0xFFF0000000000000
  %5245 = select i1 %5244, float 0.000000e+00, float %5243
  %5246 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5247 = fmul float %5245, %5246
  %5248 = fadd float %5247, 0.000000e+00
  %5249 = fsub float %5203, %5211
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
  %5281 = fcmp oeq float %5203, 0xFFF0000000000000
  %5282 = select i1 %5281, float 0.000000e+00, float %5280
  %5283 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5284 = fmul float %5282, %5283
  %5285 = fadd float %5284, %5248
  %5286 = fsub float %5206, %5211
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
  %5318 = fcmp oeq float %5206, 0xFFF0000000000000
  %5319 = select i1 %5318, float 0.000000e+00, float %5317
  %5320 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5321 = fmul float %5319, %5320
  %5322 = fadd float %5321, %5285
  %5323 = fsub float %5209, %5211
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
  %5355 = fcmp oeq float %5209, 0xFFF0000000000000
  %5356 = select i1 %5355, float 0.000000e+00, float %5354
  %5357 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5358 = fmul float %5356, %5357
  %5359 = fadd float %5358, %5322
  br i1 %166, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5360 = load i32, ptr %v121, align 4
  %5361 = icmp slt i32 %5360, %6
  br i1 %5361, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5362 = load i32, ptr %v121, align 4
  %5363 = add i32 1024, %5362
  %5364 = sext i32 %5363 to i64
  %5365 = mul i64 %5364, 4
  %5366 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5365
  %5367 = load float, ptr addrspace(3) %5366, align 4
  %5368 = fmul float %5047, %5367
  %5369 = fadd float %5368, 0.000000e+00
  %5370 = add i32 1280, %5362
  %5371 = sext i32 %5370 to i64
  %5372 = mul i64 %5371, 4
  %5373 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5372
  %5374 = load float, ptr addrspace(3) %5373, align 4
  %5375 = fmul float %5084, %5374
  %5376 = fadd float %5375, %5369
  %5377 = add i32 1536, %5362
  %5378 = sext i32 %5377 to i64
  %5379 = mul i64 %5378, 4
  %5380 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5379
  %5381 = load float, ptr addrspace(3) %5380, align 4
  %5382 = fmul float %5121, %5381
  %5383 = fadd float %5382, %5376
  %5384 = add i32 1792, %5362
  %5385 = sext i32 %5384 to i64
  %5386 = mul i64 %5385, 4
  %5387 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5386
  %5388 = load float, ptr addrspace(3) %5387, align 4
  %5389 = fmul float %5158, %5388
  %5390 = fadd float %5389, %5383
  %5391 = add i32 %108, %5362
  %5392 = fdiv float %5390, %5161
  %5393 = sext i32 %5391 to i64
  %5394 = mul i64 %5393, 4
  %5395 = getelementptr i8, ptr addrspace(1) %0, i64 %5394
  store float %5392, ptr addrspace(1) %5395, align 4
  %5396 = load i32, ptr %v121, align 4
  %5397 = add i32 %5396, 128
  store i32 %5397, ptr %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %9, ptr %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5398 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5399 = fcmp ogt float %5398, 0xFFF0000000000000
  %5400 = select i1 %5399, float %5398, float 0xFFF0000000000000
  %5401 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5402 = fcmp ogt float %5401, %5400
  %5403 = select i1 %5402, float %5401, float %5400
  %5404 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5405 = fcmp ogt float %5404, %5403
  %5406 = select i1 %5405, float %5404, float %5403
  %5407 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5408 = fcmp ogt float %5407, %5406
  %5409 = select i1 %5408, float %5407, float %5406
  %5410 = fsub float %5398, %5409
  %5411 = fmul float %5410, 0x3FF7154760000000
  %5412 = fcmp olt float %5411, -1.260000e+02
  %5413 = fcmp ogt float %5411, 1.270000e+02
  %5414 = select i1 %5412, float -1.260000e+02, float %5411
  %5415 = select i1 %5413, float 1.270000e+02, float %5414
  %5416 = fadd float %5415, 5.000000e-01
  %5417 = call float @llvm.floor.f32(float %5416)
  %5418 = fsub float %5415, %5417
  %5419 = fmul float 0x3EEFFCBFC0000000, %5418
  %5420 = fadd float %5419, 0x3F24309120000000
  %5421 = fmul float %5420, %5418
  %5422 = fadd float %5421, 0x3F55D87FE0000000
  %5423 = fmul float %5422, %5418
  %5424 = fadd float %5423, 0x3F83B2AB60000000
  %5425 = fmul float %5424, %5418
  %5426 = fadd float %5425, 0x3FAC6B08E0000000
  %5427 = fmul float %5426, %5418
  %5428 = fadd float %5427, 0x3FCEBFBE00000000
  %5429 = fmul float %5428, %5418
  %5430 = fadd float %5429, 0x3FE62E4300000000
  %5431 = fmul float %5430, %5418
  %5432 = fadd float %5431, 1.000000e+00
  %5433 = fptosi float %5417 to i32
  %5434 = add i32 %5433, 127
  %5435 = shl i32 %5434, 23
  %5436 = bitcast i32 %5435 to float
  %5437 = fmul float %5432, %5436
  %5438 = select i1 %5412, float 0.000000e+00, float %5437
  %5439 = select i1 %5413, float 0x7FF0000000000000, float %5438
  %5440 = fcmp uno float %5411, %5411
  %5441 = select i1 %5440, float %5411, float %5439
  %5442 = fcmp oeq float %5398, 0xFFF0000000000000
  %5443 = select i1 %5442, float 0.000000e+00, float %5441
  %5444 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5445 = fmul float %5443, %5444
  %5446 = fadd float %5445, 0.000000e+00
  %5447 = fsub float %5401, %5409
  %5448 = fmul float %5447, 0x3FF7154760000000
  %5449 = fcmp olt float %5448, -1.260000e+02
  %5450 = fcmp ogt float %5448, 1.270000e+02
  %5451 = select i1 %5449, float -1.260000e+02, float %5448
  %5452 = select i1 %5450, float 1.270000e+02, float %5451
  %5453 = fadd float %5452, 5.000000e-01
  %5454 = call float @llvm.floor.f32(float %5453)
  %5455 = fsub float %5452, %5454
  %5456 = fmul float 0x3EEFFCBFC0000000, %5455
  %5457 = fadd float %5456, 0x3F24309120000000
  %5458 = fmul float %5457, %5455
  %5459 = fadd float %5458, 0x3F55D87FE0000000
  %5460 = fmul float %5459, %5455
  %5461 = fadd float %5460, 0x3F83B2AB60000000
  %5462 = fmul float %5461, %5455
  %5463 = fadd float %5462, 0x3FAC6B08E0000000
  %5464 = fmul float %5463, %5455
  %5465 = fadd float %5464, 0x3FCEBFBE00000000
  %5466 = fmul float %5465, %5455
  %5467 = fadd float %5466, 0x3FE62E4300000000
  %5468 = fmul float %5467, %5455
  %5469 = fadd float %5468, 1.000000e+00
  %5470 = fptosi float %5454 to i32
  %5471 = add i32 %5470, 127
  %5472 = shl i32 %5471, 23
  %5473 = bitcast i32 %5472 to float
  %5474 = fmul float %5469, %5473
  %5475 = select i1 %5449, float 0.000000e+00, float %5474
  %5476 = select i1 %5450, float 0x7FF0000000000000, float %5475
  %5477 = fcmp uno float %5448, %5448
  %5478 = select i1 %5477, float %5448, float %5476
  %5479 = fcmp oeq float %5401, 0xFFF0000000000000
  %5480 = select i1 %5479, float 0.000000e+00, float %5478
  %5481 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5482 = fmul float %5480, %5481
  %5483 = fadd float %5482, %5446
  %5484 = fsub float %5404, %5409
  %5485 = fmul float %5484, 0x3FF7154760000000
  %5486 = fcmp olt float %5485, -1.260000e+02
  %5487 = fcmp ogt float %5485, 1.270000e+02
  %5488 = select i1 %5486, float -1.260000e+02, float %5485
  %5489 = select i1 %5487, float 1.270000e+02, float %5488
  %5490 = fadd float %5489, 5.000000e-01
  %5491 = call float @llvm.floor.f32(float %5490)
  %5492 = fsub float %5489, %5491
  %5493 = fmul float 0x3EEFFCBFC0000000, %5492
  %5494 = fadd float %5493, 0x3F24309120000000
  %5495 = fmul float %5494, %5492
  %5496 = fadd float %5495, 0x3F55D87FE0000000
  %5497 = fmul float %5496, %5492
  %5498 = fadd float %5497, 0x3F83B2AB60000000
  %5499 = fmul float %5498, %5492
  %5500 = fadd float %5499, 0x3FAC6B08E0000000
  %5501 = fmul float %5500, %5492
  %5502 = fadd float %5501, 0x3FCEBFBE00000000
  %5503 = fmul float %5502, %5492
  %5504 = fadd float %5503, 0x3FE62E4300000000
  %5505 = fmul float %5504, %5492
  %5506 = fadd float %5505, 1.000000e+00
  %5507 = fptosi float %5491 to i32
  %5508 = add i32 %5507, 127
  %5509 = shl i32 %5508, 23
  %5510 = bitcast i32 %5509 to float
  %5511 = fmul float %5506, %5510
  %5512 = select i1 %5486, float 0.000000e+00, float %5511
  %5513 = select i1 %5487, float 0x7FF0000000000000, float %5512
  %5514 = fcmp uno float %5485, %5485
  %5515 = select i1 %5514, float %5485, float %5513
  %5516 = fcmp oeq float %5404, 0xFFF0000000000000
  %5517 = select i1 %5516, float 0.000000e+00, float %5515
  %5518 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %5519 = fmul float %5517, %5518
  %5520 = fadd float %5519, %5483
  %5521 = fsub float %5407, %5409
  %5522 = fmul float %5521, 0x3FF7154760000000
  %5523 = fcmp olt float %5522, -1.260000e+02
  %5524 = fcmp ogt float %5522, 1.270000e+02
  %5525 = select i1 %5523, float -1.260000e+02, float %5522
  %5526 = select i1 %5524, float 1.270000e+02, float %5525
  %5527 = fadd float %5526, 5.000000e-01
  %5528 = call float @llvm.floor.f32(float %5527)
  %5529 = fsub float %5526, %5528
  %5530 = fmul float 0x3EEFFCBFC0000000, %5529
  %5531 = fadd float %5530, 0x3F24309120000000
  %5532 = fmul float %5531, %5529
  %5533 = fadd float %5532, 0x3F55D87FE0000000
  %5534 = fmul float %5533, %5529
  %5535 = fadd float %5534, 0x3F83B2AB60000000
  %5536 = fmul float %5535, %5529
  %5537 = fadd float %5536, 0x3FAC6B08E0000000
  %5538 = fmul float %5537, %5529
  %5539 = fadd float %5538, 0x3FCEBFBE00000000
  %5540 = fmul float %5539, %5529
  %5541 = fadd float %5540, 0x3FE62E4300000000
  %5542 = fmul float %5541, %5529
  %5543 = fadd float %5542, 1.000000e+00
  %5544 = fptosi float %5528 to i32
  %5545 = add i32 %5544, 127
  %5546 = shl i32 %5545, 23
  %5547 = bitcast i32 %5546 to float
  %5548 = fmul float %5543, %5547
  %5549 = select i1 %5523, float 0.000000e+00, float %5548
  %5550 = select i1 %5524, float 0x7FF0000000000000, float %5549
  %5551 = fcmp uno float %5522, %5522
  %5552 = select i1 %5551, float %5522, float %5550
  %5553 = fcmp oeq float %5407, 0xFFF0000000000000
  %5554 = select i1 %5553, float 0.000000e+00, float %5552
  %5555 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %5556 = fmul float %5554, %5555
  %5557 = fadd float %5556, %5520
  br i1 %228, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %5558 = load i32, ptr %v127, align 4
  %5559 = icmp slt i32 %5558, %6
  br i1 %5559, label %body129, label %done130

body129:                                          ; preds = %loop128
  %5560 = load i32, ptr %v127, align 4
  %5561 = add i32 2048, %5560
  %5562 = sext i32 %5561 to i64
  %5563 = mul i64 %5562, 4
  %5564 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5563
  %5565 = load float, ptr addrspace(3) %5564, align 4
  %5566 = fmul float %5245, %5565
  %5567 = fadd float %5566, 0.000000e+00
  %5568 = add i32 2304, %5560
  %5569 = sext i32 %5568 to i64
  %5570 = mul i64 %5569, 4
  %5571 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5570
  %5572 = load float, ptr addrspace(3) %5571, align 4
  %5573 = fmul float %5282, %5572
  %5574 = fadd float %5573, %5567
  %5575 = add i32 2560, %5560
  %5576 = sext i32 %5575 to i64
  %5577 = mul i64 %5576, 4
  %5578 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5577
  %5579 = load float, ptr addrspace(3) %5578, align 4
  %5580 = fmul float %5319, %5579
  %5581 = fadd float %5580, %5574
  %5582 = add i32 2816, %5560
  %5583 = sext i32 %5582 to i64
  %5584 = mul i64 %5583, 4
  %5585 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5584
  %5586 = load float, ptr addrspace(3) %5585, align 4
  %5587 = fmul float %5356, %5586
  %5588 = fadd float %5587, %5581
  %5589 = add i32 %170, %5560
  %5590 = fdiv float %5588, %5359
  %5591 = sext i32 %5589 to i64
  %5592 = mul i64 %5591, 4
  %5593 = getelementptr i8, ptr addrspace(1) %0, i64 %5592
  store float %5590, ptr addrspace(1) %5593, align 4
  %5594 = load i32, ptr %v127, align 4
  %5595 = add i32 %5594, 128
  store i32 %5595, ptr %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %9, ptr %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %5596 = load i32, ptr %v133, align 4
  %5597 = icmp slt i32 %5596, %6
  br i1 %5597, label %body135, label %done136

body135:                                          ; preds = %loop134
  %5598 = load i32, ptr %v133, align 4
  %5599 = add i32 3072, %5598
  %5600 = sext i32 %5599 to i64
  %5601 = mul i64 %5600, 4
  %5602 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5601
  %5603 = load float, ptr addrspace(3) %5602, align 4
  %5604 = fmul float %5443, %5603
  %5605 = fadd float %5604, 0.000000e+00
  %5606 = add i32 3328, %5598
  %5607 = sext i32 %5606 to i64
  %5608 = mul i64 %5607, 4
  %5609 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5608
  %5610 = load float, ptr addrspace(3) %5609, align 4
  %5611 = fmul float %5480, %5610
  %5612 = fadd float %5611, %5605
  %5613 = add i32 3584, %5598
  %5614 = sext i32 %5613 to i64
  %5615 = mul i64 %5614, 4
  %5616 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5615
  %5617 = load float, ptr addrspace(3) %5616, align 4
  %5618 = fmul float %5517, %5617
  %5619 = fadd float %5618, %5612
  %5620 = add i32 3840, %5598
  %5621 = sext i32 %5620 to i64
  %5622 = mul i64 %5621, 4
  %5623 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5622
  %5624 = load float, ptr addrspace(3) %5623, align 4
  %5625 = fmul float %5554, %5624
  %5626 = fadd float %5625, %5619
  %5627 = add i32 %232, %5598
  %5628 = fdiv float %5626, %5557
  %5629 = sext i32 %5627 to i64
  %5630 = mul i64 %5629, 4
  %5631 = getelementptr i8, ptr addrspace(1) %0, i64 %5630
  store float %5628, ptr addrspace(1) %5631, align 4
  %5632 = load i32, ptr %v133, align 4
  %5633 = add i32 %5632, 128
  store i32 %5633, ptr %v133, align 4
  br label %loop134

done136:                                          ; preds = %loop134
  br label %endif132
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_prefill_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_f32kv, !"maxntidx", i32 128}
