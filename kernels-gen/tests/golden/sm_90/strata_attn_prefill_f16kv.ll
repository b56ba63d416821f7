; ModuleID = 'strata_attn_prefill_f16kv'
source_filename = "strata_attn_prefill_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8) {
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
  %876 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %877 = and i32 %876, 31
  %878 = and i32 %877, 16
  %879 = icmp ne i32 %878, 0
  %880 = select i1 %879, float %378, float %364
  %881 = select i1 %879, float %364, float %378
  %882 = bitcast float %881 to i32
  %883 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %882, i32 16, i32 31)
  %884 = bitcast i32 %883 to float
  %885 = fadd float %880, %884
  %886 = select i1 %879, float %448, float %434
  %887 = select i1 %879, float %434, float %448
  %888 = bitcast float %887 to i32
  %889 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %888, i32 16, i32 31)
  %890 = bitcast i32 %889 to float
  %891 = fadd float %886, %890
  %892 = select i1 %879, float %518, float %504
  %893 = select i1 %879, float %504, float %518
  %894 = bitcast float %893 to i32
  %895 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %894, i32 16, i32 31)
  %896 = bitcast i32 %895 to float
  %897 = fadd float %892, %896
  %898 = select i1 %879, float %588, float %574
  %899 = select i1 %879, float %574, float %588
  %900 = bitcast float %899 to i32
  %901 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %900, i32 16, i32 31)
  %902 = bitcast i32 %901 to float
  %903 = fadd float %898, %902
  %904 = select i1 %879, float %658, float %644
  %905 = select i1 %879, float %644, float %658
  %906 = bitcast float %905 to i32
  %907 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %906, i32 16, i32 31)
  %908 = bitcast i32 %907 to float
  %909 = fadd float %904, %908
  %910 = select i1 %879, float %728, float %714
  %911 = select i1 %879, float %714, float %728
  %912 = bitcast float %911 to i32
  %913 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %912, i32 16, i32 31)
  %914 = bitcast i32 %913 to float
  %915 = fadd float %910, %914
  %916 = select i1 %879, float %798, float %784
  %917 = select i1 %879, float %784, float %798
  %918 = bitcast float %917 to i32
  %919 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %918, i32 16, i32 31)
  %920 = bitcast i32 %919 to float
  %921 = fadd float %916, %920
  %922 = select i1 %879, float %868, float %854
  %923 = select i1 %879, float %854, float %868
  %924 = bitcast float %923 to i32
  %925 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %924, i32 16, i32 31)
  %926 = bitcast i32 %925 to float
  %927 = fadd float %922, %926
  %928 = select i1 %879, float %385, float %371
  %929 = select i1 %879, float %371, float %385
  %930 = bitcast float %929 to i32
  %931 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 16, i32 31)
  %932 = bitcast i32 %931 to float
  %933 = fadd float %928, %932
  %934 = select i1 %879, float %455, float %441
  %935 = select i1 %879, float %441, float %455
  %936 = bitcast float %935 to i32
  %937 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %936, i32 16, i32 31)
  %938 = bitcast i32 %937 to float
  %939 = fadd float %934, %938
  %940 = select i1 %879, float %525, float %511
  %941 = select i1 %879, float %511, float %525
  %942 = bitcast float %941 to i32
  %943 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %942, i32 16, i32 31)
  %944 = bitcast i32 %943 to float
  %945 = fadd float %940, %944
  %946 = select i1 %879, float %595, float %581
  %947 = select i1 %879, float %581, float %595
  %948 = bitcast float %947 to i32
  %949 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %948, i32 16, i32 31)
  %950 = bitcast i32 %949 to float
  %951 = fadd float %946, %950
  %952 = select i1 %879, float %665, float %651
  %953 = select i1 %879, float %651, float %665
  %954 = bitcast float %953 to i32
  %955 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %954, i32 16, i32 31)
  %956 = bitcast i32 %955 to float
  %957 = fadd float %952, %956
  %958 = select i1 %879, float %735, float %721
  %959 = select i1 %879, float %721, float %735
  %960 = bitcast float %959 to i32
  %961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 16, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = fadd float %958, %962
  %964 = select i1 %879, float %805, float %791
  %965 = select i1 %879, float %791, float %805
  %966 = bitcast float %965 to i32
  %967 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %966, i32 16, i32 31)
  %968 = bitcast i32 %967 to float
  %969 = fadd float %964, %968
  %970 = select i1 %879, float %875, float %861
  %971 = select i1 %879, float %861, float %875
  %972 = bitcast float %971 to i32
  %973 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 16, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = fadd float %970, %974
  %976 = and i32 %877, 8
  %977 = icmp ne i32 %976, 0
  %978 = select i1 %977, float %933, float %885
  %979 = select i1 %977, float %885, float %933
  %980 = bitcast float %979 to i32
  %981 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %980, i32 8, i32 31)
  %982 = bitcast i32 %981 to float
  %983 = fadd float %978, %982
  %984 = select i1 %977, float %939, float %891
  %985 = select i1 %977, float %891, float %939
  %986 = bitcast float %985 to i32
  %987 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %986, i32 8, i32 31)
  %988 = bitcast i32 %987 to float
  %989 = fadd float %984, %988
  %990 = select i1 %977, float %945, float %897
  %991 = select i1 %977, float %897, float %945
  %992 = bitcast float %991 to i32
  %993 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %992, i32 8, i32 31)
  %994 = bitcast i32 %993 to float
  %995 = fadd float %990, %994
  %996 = select i1 %977, float %951, float %903
  %997 = select i1 %977, float %903, float %951
  %998 = bitcast float %997 to i32
  %999 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %998, i32 8, i32 31)
  %1000 = bitcast i32 %999 to float
  %1001 = fadd float %996, %1000
  %1002 = select i1 %977, float %957, float %909
  %1003 = select i1 %977, float %909, float %957
  %1004 = bitcast float %1003 to i32
  %1005 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1004, i32 8, i32 31)
  %1006 = bitcast i32 %1005 to float
  %1007 = fadd float %1002, %1006
  %1008 = select i1 %977, float %963, float %915
  %1009 = select i1 %977, float %915, float %963
  %1010 = bitcast float %1009 to i32
  %1011 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 8, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = fadd float %1008, %1012
  %1014 = select i1 %977, float %969, float %921
  %1015 = select i1 %977, float %921, float %969
  %1016 = bitcast float %1015 to i32
  %1017 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1016, i32 8, i32 31)
  %1018 = bitcast i32 %1017 to float
  %1019 = fadd float %1014, %1018
  %1020 = select i1 %977, float %975, float %927
  %1021 = select i1 %977, float %927, float %975
  %1022 = bitcast float %1021 to i32
  %1023 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1022, i32 8, i32 31)
  %1024 = bitcast i32 %1023 to float
  %1025 = fadd float %1020, %1024
  %1026 = and i32 %877, 4
  %1027 = icmp ne i32 %1026, 0
  %1028 = select i1 %1027, float %1007, float %983
  %1029 = select i1 %1027, float %983, float %1007
  %1030 = bitcast float %1029 to i32
  %1031 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1030, i32 4, i32 31)
  %1032 = bitcast i32 %1031 to float
  %1033 = fadd float %1028, %1032
  %1034 = select i1 %1027, float %1013, float %989
  %1035 = select i1 %1027, float %989, float %1013
  %1036 = bitcast float %1035 to i32
  %1037 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1036, i32 4, i32 31)
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1034, %1038
  %1040 = select i1 %1027, float %1019, float %995
  %1041 = select i1 %1027, float %995, float %1019
  %1042 = bitcast float %1041 to i32
  %1043 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1042, i32 4, i32 31)
  %1044 = bitcast i32 %1043 to float
  %1045 = fadd float %1040, %1044
  %1046 = select i1 %1027, float %1025, float %1001
  %1047 = select i1 %1027, float %1001, float %1025
  %1048 = bitcast float %1047 to i32
  %1049 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1048, i32 4, i32 31)
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1046, %1050
  %1052 = and i32 %877, 2
  %1053 = icmp ne i32 %1052, 0
  %1054 = select i1 %1053, float %1045, float %1033
  %1055 = select i1 %1053, float %1033, float %1045
  %1056 = bitcast float %1055 to i32
  %1057 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1056, i32 2, i32 31)
  %1058 = bitcast i32 %1057 to float
  %1059 = fadd float %1054, %1058
  %1060 = select i1 %1053, float %1051, float %1039
  %1061 = select i1 %1053, float %1039, float %1051
  %1062 = bitcast float %1061 to i32
  %1063 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1062, i32 2, i32 31)
  %1064 = bitcast i32 %1063 to float
  %1065 = fadd float %1060, %1064
  %1066 = and i32 %877, 1
  %1067 = icmp ne i32 %1066, 0
  %1068 = select i1 %1067, float %1065, float %1059
  %1069 = select i1 %1067, float %1059, float %1065
  %1070 = bitcast float %1069 to i32
  %1071 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1070, i32 1, i32 31)
  %1072 = bitcast i32 %1071 to float
  %1073 = fadd float %1068, %1072
  %1074 = add i32 %315, %290
  %1075 = icmp slt i32 %1074, %295
  %1076 = icmp sge i32 %1074, 0
  %1077 = and i1 %1075, %1076
  %1078 = fmul float %1073, %8
  %1079 = select i1 %1077, float %1078, float 0xFFF0000000000000
  %1080 = bitcast float %1079 to i32
  %1081 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1080, i32 4, i32 31)
  %1082 = bitcast i32 %1081 to float
  %1083 = fcmp ogt float %1079, %1082
  %1084 = select i1 %1083, float %1079, float %1082
  %1085 = bitcast float %1084 to i32
  %1086 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 2, i32 31)
  %1087 = bitcast i32 %1086 to float
  %1088 = fcmp ogt float %1084, %1087
  %1089 = select i1 %1088, float %1084, float %1087
  %1090 = bitcast float %1089 to i32
  %1091 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1090, i32 1, i32 31)
  %1092 = bitcast i32 %1091 to float
  %1093 = fcmp ogt float %1089, %1092
  %1094 = select i1 %1093, float %1089, float %1092
  %1095 = load float, ptr %v32, align 4
  %1096 = fcmp ogt float %1095, %1094
  %1097 = select i1 %1096, float %1095, float %1094
  %1098 = fcmp oeq float %1095, 0xFFF0000000000000
  %1099 = fsub float %1095, %1097
  %1100 = fmul float %1099, 0x3FF7154760000000
  %1101 = fcmp olt float %1100, -1.260000e+02
  %1102 = fcmp ogt float %1100, 1.270000e+02
  %1103 = select i1 %1101, float -1.260000e+02, float %1100
  %1104 = select i1 %1102, float 1.270000e+02, float %1103
  %1105 = fadd float %1104, 5.000000e-01
  %1106 = call float @llvm.floor.f32(float %1105)
  %1107 = fsub float %1104, %1106
  %1108 = fmul float 0x3EEFFCBFC0000000, %1107
  %1109 = fadd float %1108, 0x3F24309120000000
  %1110 = fmul float %1109, %1107
  %1111 = fadd float %1110, 0x3F55D87FE0000000
  %1112 = fmul float %1111, %1107
  %1113 = fadd float %1112, 0x3F83B2AB60000000
  %1114 = fmul float %1113, %1107
  %1115 = fadd float %1114, 0x3FAC6B08E0000000
  %1116 = fmul float %1115, %1107
  %1117 = fadd float %1116, 0x3FCEBFBE00000000
  %1118 = fmul float %1117, %1107
  %1119 = fadd float %1118, 0x3FE62E4300000000
  %1120 = fmul float %1119, %1107
  %1121 = fadd float %1120, 1.000000e+00
  %1122 = fptosi float %1106 to i32
  %1123 = add i32 %1122, 127
  %1124 = shl i32 %1123, 23
  %1125 = bitcast i32 %1124 to float
  %1126 = fmul float %1121, %1125
  %1127 = select i1 %1101, float 0.000000e+00, float %1126
  %1128 = select i1 %1102, float 0x7FF0000000000000, float %1127
  %1129 = fcmp uno float %1100, %1100
  %1130 = select i1 %1129, float %1100, float %1128
  %1131 = select i1 %1098, float 0.000000e+00, float %1130
  %1132 = fsub float %1079, %1097
  %1133 = fmul float %1132, 0x3FF7154760000000
  %1134 = fcmp olt float %1133, -1.260000e+02
  %1135 = fcmp ogt float %1133, 1.270000e+02
  %1136 = select i1 %1134, float -1.260000e+02, float %1133
  %1137 = select i1 %1135, float 1.270000e+02, float %1136
  %1138 = fadd float %1137, 5.000000e-01
  %1139 = call float @llvm.floor.f32(float %1138)
  %1140 = fsub float %1137, %1139
  %1141 = fmul float 0x3EEFFCBFC0000000, %1140
  %1142 = fadd float %1141, 0x3F24309120000000
  %1143 = fmul float %1142, %1140
  %1144 = fadd float %1143, 0x3F55D87FE0000000
  %1145 = fmul float %1144, %1140
  %1146 = fadd float %1145, 0x3F83B2AB60000000
  %1147 = fmul float %1146, %1140
  %1148 = fadd float %1147, 0x3FAC6B08E0000000
  %1149 = fmul float %1148, %1140
  %1150 = fadd float %1149, 0x3FCEBFBE00000000
  %1151 = fmul float %1150, %1140
  %1152 = fadd float %1151, 0x3FE62E4300000000
  %1153 = fmul float %1152, %1140
  %1154 = fadd float %1153, 1.000000e+00
  %1155 = fptosi float %1139 to i32
  %1156 = add i32 %1155, 127
  %1157 = shl i32 %1156, 23
  %1158 = bitcast i32 %1157 to float
  %1159 = fmul float %1154, %1158
  %1160 = select i1 %1134, float 0.000000e+00, float %1159
  %1161 = select i1 %1135, float 0x7FF0000000000000, float %1160
  %1162 = fcmp uno float %1133, %1133
  %1163 = select i1 %1162, float %1133, float %1161
  %1164 = select i1 %1077, float %1163, float 0.000000e+00
  %1165 = bitcast float %1164 to i32
  %1166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1165, i32 4, i32 31)
  %1167 = bitcast i32 %1166 to float
  %1168 = fadd float %1164, %1167
  %1169 = bitcast float %1168 to i32
  %1170 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1169, i32 2, i32 31)
  %1171 = bitcast i32 %1170 to float
  %1172 = fadd float %1168, %1171
  %1173 = bitcast float %1172 to i32
  %1174 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1173, i32 1, i32 31)
  %1175 = bitcast i32 %1174 to float
  %1176 = fadd float %1172, %1175
  %1177 = load float, ptr %v33, align 4
  %1178 = fmul float %1177, %1131
  %1179 = fadd float %1178, %1176
  store float %1179, ptr %v33, align 4
  store float %1097, ptr %v32, align 4
  %1180 = bitcast float %1131 to i32
  %1181 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1180, i32 0, i32 31)
  %1182 = bitcast i32 %1181 to float
  %1183 = load float, ptr %v, align 4
  %1184 = fmul float %1183, %1182
  store float %1184, ptr %v, align 4
  %1185 = load float, ptr %v1, align 4
  %1186 = fmul float %1185, %1182
  store float %1186, ptr %v1, align 4
  %1187 = load float, ptr %v2, align 4
  %1188 = fmul float %1187, %1182
  store float %1188, ptr %v2, align 4
  %1189 = load float, ptr %v3, align 4
  %1190 = fmul float %1189, %1182
  store float %1190, ptr %v3, align 4
  %1191 = bitcast float %1131 to i32
  %1192 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1191, i32 8, i32 31)
  %1193 = bitcast i32 %1192 to float
  %1194 = load float, ptr %v8, align 4
  %1195 = fmul float %1194, %1193
  store float %1195, ptr %v8, align 4
  %1196 = load float, ptr %v9, align 4
  %1197 = fmul float %1196, %1193
  store float %1197, ptr %v9, align 4
  %1198 = load float, ptr %v10, align 4
  %1199 = fmul float %1198, %1193
  store float %1199, ptr %v10, align 4
  %1200 = load float, ptr %v11, align 4
  %1201 = fmul float %1200, %1193
  store float %1201, ptr %v11, align 4
  %1202 = bitcast float %1131 to i32
  %1203 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1202, i32 16, i32 31)
  %1204 = bitcast i32 %1203 to float
  %1205 = load float, ptr %v16, align 4
  %1206 = fmul float %1205, %1204
  store float %1206, ptr %v16, align 4
  %1207 = load float, ptr %v17, align 4
  %1208 = fmul float %1207, %1204
  store float %1208, ptr %v17, align 4
  %1209 = load float, ptr %v18, align 4
  %1210 = fmul float %1209, %1204
  store float %1210, ptr %v18, align 4
  %1211 = load float, ptr %v19, align 4
  %1212 = fmul float %1211, %1204
  store float %1212, ptr %v19, align 4
  %1213 = bitcast float %1131 to i32
  %1214 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1213, i32 24, i32 31)
  %1215 = bitcast i32 %1214 to float
  %1216 = load float, ptr %v24, align 4
  %1217 = fmul float %1216, %1215
  store float %1217, ptr %v24, align 4
  %1218 = load float, ptr %v25, align 4
  %1219 = fmul float %1218, %1215
  store float %1219, ptr %v25, align 4
  %1220 = load float, ptr %v26, align 4
  %1221 = fmul float %1220, %1215
  store float %1221, ptr %v26, align 4
  %1222 = load float, ptr %v27, align 4
  %1223 = fmul float %1222, %1215
  store float %1223, ptr %v27, align 4
  %1224 = add i32 %315, 0
  %1225 = icmp sgt i32 %1224, %309
  %1226 = select i1 %1225, i32 %309, i32 %1224
  %1227 = mul i32 %1226, %5
  %1228 = add i32 %1227, %18
  %1229 = mul i32 %1228, %6
  %1230 = add i32 %1229, %25
  %1231 = select i1 %26, i32 %1230, i32 %1229
  %1232 = sext i32 %1231 to i64
  %1233 = mul i64 %1232, 2
  %1234 = getelementptr i8, ptr addrspace(1) %3, i64 %1233
  %1235 = load i16, ptr addrspace(1) %1234, align 2
  %1236 = bitcast i16 %1235 to half
  %1237 = fpext half %1236 to float
  %1238 = select i1 %26, float %1237, float 0.000000e+00
  %1239 = add i32 %1229, %27
  %1240 = select i1 %28, i32 %1239, i32 %1229
  %1241 = sext i32 %1240 to i64
  %1242 = mul i64 %1241, 2
  %1243 = getelementptr i8, ptr addrspace(1) %3, i64 %1242
  %1244 = load i16, ptr addrspace(1) %1243, align 2
  %1245 = bitcast i16 %1244 to half
  %1246 = fpext half %1245 to float
  %1247 = select i1 %28, float %1246, float 0.000000e+00
  %1248 = add i32 %1229, %29
  %1249 = select i1 %30, i32 %1248, i32 %1229
  %1250 = sext i32 %1249 to i64
  %1251 = mul i64 %1250, 2
  %1252 = getelementptr i8, ptr addrspace(1) %3, i64 %1251
  %1253 = load i16, ptr addrspace(1) %1252, align 2
  %1254 = bitcast i16 %1253 to half
  %1255 = fpext half %1254 to float
  %1256 = select i1 %30, float %1255, float 0.000000e+00
  %1257 = add i32 %1229, %31
  %1258 = select i1 %32, i32 %1257, i32 %1229
  %1259 = sext i32 %1258 to i64
  %1260 = mul i64 %1259, 2
  %1261 = getelementptr i8, ptr addrspace(1) %3, i64 %1260
  %1262 = load i16, ptr addrspace(1) %1261, align 2
  %1263 = bitcast i16 %1262 to half
  %1264 = fpext half %1263 to float
  %1265 = select i1 %32, float %1264, float 0.000000e+00
  %1266 = bitcast float %1164 to i32
  %1267 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1266, i32 0, i32 31)
  %1268 = bitcast i32 %1267 to float
  %1269 = load float, ptr %v, align 4
  %1270 = fmul float %1268, %1238
  %1271 = fadd float %1270, %1269
  store float %1271, ptr %v, align 4
  %1272 = load float, ptr %v1, align 4
  %1273 = fmul float %1268, %1247
  %1274 = fadd float %1273, %1272
  store float %1274, ptr %v1, align 4
  %1275 = load float, ptr %v2, align 4
  %1276 = fmul float %1268, %1256
  %1277 = fadd float %1276, %1275
  store float %1277, ptr %v2, align 4
  %1278 = load float, ptr %v3, align 4
  %1279 = fmul float %1268, %1265
  %1280 = fadd float %1279, %1278
  store float %1280, ptr %v3, align 4
  %1281 = bitcast float %1164 to i32
  %1282 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1281, i32 8, i32 31)
  %1283 = bitcast i32 %1282 to float
  %1284 = load float, ptr %v8, align 4
  %1285 = fmul float %1283, %1238
  %1286 = fadd float %1285, %1284
  store float %1286, ptr %v8, align 4
  %1287 = load float, ptr %v9, align 4
  %1288 = fmul float %1283, %1247
  %1289 = fadd float %1288, %1287
  store float %1289, ptr %v9, align 4
  %1290 = load float, ptr %v10, align 4
  %1291 = fmul float %1283, %1256
  %1292 = fadd float %1291, %1290
  store float %1292, ptr %v10, align 4
  %1293 = load float, ptr %v11, align 4
  %1294 = fmul float %1283, %1265
  %1295 = fadd float %1294, %1293
  store float %1295, ptr %v11, align 4
  %1296 = bitcast float %1164 to i32
  %1297 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1296, i32 16, i32 31)
  %1298 = bitcast i32 %1297 to float
  %1299 = load float, ptr %v16, align 4
  %1300 = fmul float %1298, %1238
  %1301 = fadd float %1300, %1299
  store float %1301, ptr %v16, align 4
  %1302 = load float, ptr %v17, align 4
  %1303 = fmul float %1298, %1247
  %1304 = fadd float %1303, %1302
  store float %1304, ptr %v17, align 4
  %1305 = load float, ptr %v18, align 4
  %1306 = fmul float %1298, %1256
  %1307 = fadd float %1306, %1305
  store float %1307, ptr %v18, align 4
  %1308 = load float, ptr %v19, align 4
  %1309 = fmul float %1298, %1265
  %1310 = fadd float %1309, %1308
  store float %1310, ptr %v19, align 4
  %1311 = bitcast float %1164 to i32
  %1312 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1311, i32 24, i32 31)
  %1313 = bitcast i32 %1312 to float
  %1314 = load float, ptr %v24, align 4
  %1315 = fmul float %1313, %1238
  %1316 = fadd float %1315, %1314
  store float %1316, ptr %v24, align 4
  %1317 = load float, ptr %v25, align 4
  %1318 = fmul float %1313, %1247
  %1319 = fadd float %1318, %1317
  store float %1319, ptr %v25, align 4
  %1320 = load float, ptr %v26, align 4
  %1321 = fmul float %1313, %1256
  %1322 = fadd float %1321, %1320
  store float %1322, ptr %v26, align 4
  %1323 = load float, ptr %v27, align 4
  %1324 = fmul float %1313, %1265
  %1325 = fadd float %1324, %1323
  store float %1325, ptr %v27, align 4
  %1326 = add i32 %315, 1
  %1327 = icmp sgt i32 %1326, %309
  %1328 = select i1 %1327, i32 %309, i32 %1326
  %1329 = mul i32 %1328, %5
  %1330 = add i32 %1329, %18
  %1331 = mul i32 %1330, %6
  %1332 = add i32 %1331, %25
  %1333 = select i1 %26, i32 %1332, i32 %1331
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 2
  %1336 = getelementptr i8, ptr addrspace(1) %3, i64 %1335
  %1337 = load i16, ptr addrspace(1) %1336, align 2
  %1338 = bitcast i16 %1337 to half
  %1339 = fpext half %1338 to float
  %1340 = select i1 %26, float %1339, float 0.000000e+00
  %1341 = add i32 %1331, %27
  %1342 = select i1 %28, i32 %1341, i32 %1331
  %1343 = sext i32 %1342 to i64
  %1344 = mul i64 %1343, 2
  %1345 = getelementptr i8, ptr addrspace(1) %3, i64 %1344
  %1346 = load i16, ptr addrspace(1) %1345, align 2
  %1347 = bitcast i16 %1346 to half
  %1348 = fpext half %1347 to float
  %1349 = select i1 %28, float %1348, float 0.000000e+00
  %1350 = add i32 %1331, %29
  %1351 = select i1 %30, i32 %1350, i32 %1331
  %1352 = sext i32 %1351 to i64
  %1353 = mul i64 %1352, 2
  %1354 = getelementptr i8, ptr addrspace(1) %3, i64 %1353
  %1355 = load i16, ptr addrspace(1) %1354, align 2
  %1356 = bitcast i16 %1355 to half
  %1357 = fpext half %1356 to float
  %1358 = select i1 %30, float %1357, float 0.000000e+00
  %1359 = add i32 %1331, %31
  %1360 = select i1 %32, i32 %1359, i32 %1331
  %1361 = sext i32 %1360 to i64
  %1362 = mul i64 %1361, 2
  %1363 = getelementptr i8, ptr addrspace(1) %3, i64 %1362
  %1364 = load i16, ptr addrspace(1) %1363, align 2
  %1365 = bitcast i16 %1364 to half
  %1366 = fpext half %1365 to float
  %1367 = select i1 %32, float %1366, float 0.000000e+00
  %1368 = bitcast float %1164 to i32
  %1369 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1368, i32 1, i32 31)
  %1370 = bitcast i32 %1369 to float
  %1371 = load float, ptr %v, align 4
  %1372 = fmul float %1370, %1340
  %1373 = fadd float %1372, %1371
  store float %1373, ptr %v, align 4
  %1374 = load float, ptr %v1, align 4
  %1375 = fmul float %1370, %1349
  %1376 = fadd float %1375, %1374
  store float %1376, ptr %v1, align 4
  %1377 = load float, ptr %v2, align 4
  %1378 = fmul float %1370, %1358
  %1379 = fadd float %1378, %1377
  store float %1379, ptr %v2, align 4
  %1380 = load float, ptr %v3, align 4
  %1381 = fmul float %1370, %1367
  %1382 = fadd float %1381, %1380
  store float %1382, ptr %v3, align 4
  %1383 = bitcast float %1164 to i32
  %1384 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1383, i32 9, i32 31)
  %1385 = bitcast i32 %1384 to float
  %1386 = load float, ptr %v8, align 4
  %1387 = fmul float %1385, %1340
  %1388 = fadd float %1387, %1386
  store float %1388, ptr %v8, align 4
  %1389 = load float, ptr %v9, align 4
  %1390 = fmul float %1385, %1349
  %1391 = fadd float %1390, %1389
  store float %1391, ptr %v9, align 4
  %1392 = load float, ptr %v10, align 4
  %1393 = fmul float %1385, %1358
  %1394 = fadd float %1393, %1392
  store float %1394, ptr %v10, align 4
  %1395 = load float, ptr %v11, align 4
  %1396 = fmul float %1385, %1367
  %1397 = fadd float %1396, %1395
  store float %1397, ptr %v11, align 4
  %1398 = bitcast float %1164 to i32
  %1399 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1398, i32 17, i32 31)
  %1400 = bitcast i32 %1399 to float
  %1401 = load float, ptr %v16, align 4
  %1402 = fmul float %1400, %1340
  %1403 = fadd float %1402, %1401
  store float %1403, ptr %v16, align 4
  %1404 = load float, ptr %v17, align 4
  %1405 = fmul float %1400, %1349
  %1406 = fadd float %1405, %1404
  store float %1406, ptr %v17, align 4
  %1407 = load float, ptr %v18, align 4
  %1408 = fmul float %1400, %1358
  %1409 = fadd float %1408, %1407
  store float %1409, ptr %v18, align 4
  %1410 = load float, ptr %v19, align 4
  %1411 = fmul float %1400, %1367
  %1412 = fadd float %1411, %1410
  store float %1412, ptr %v19, align 4
  %1413 = bitcast float %1164 to i32
  %1414 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1413, i32 25, i32 31)
  %1415 = bitcast i32 %1414 to float
  %1416 = load float, ptr %v24, align 4
  %1417 = fmul float %1415, %1340
  %1418 = fadd float %1417, %1416
  store float %1418, ptr %v24, align 4
  %1419 = load float, ptr %v25, align 4
  %1420 = fmul float %1415, %1349
  %1421 = fadd float %1420, %1419
  store float %1421, ptr %v25, align 4
  %1422 = load float, ptr %v26, align 4
  %1423 = fmul float %1415, %1358
  %1424 = fadd float %1423, %1422
  store float %1424, ptr %v26, align 4
  %1425 = load float, ptr %v27, align 4
  %1426 = fmul float %1415, %1367
  %1427 = fadd float %1426, %1425
  store float %1427, ptr %v27, align 4
  %1428 = add i32 %315, 2
  %1429 = icmp sgt i32 %1428, %309
  %1430 = select i1 %1429, i32 %309, i32 %1428
  %1431 = mul i32 %1430, %5
  %1432 = add i32 %1431, %18
  %1433 = mul i32 %1432, %6
  %1434 = add i32 %1433, %25
  %1435 = select i1 %26, i32 %1434, i32 %1433
  %1436 = sext i32 %1435 to i64
  %1437 = mul i64 %1436, 2
  %1438 = getelementptr i8, ptr addrspace(1) %3, i64 %1437
  %1439 = load i16, ptr addrspace(1) %1438, align 2
  %1440 = bitcast i16 %1439 to half
  %1441 = fpext half %1440 to float
  %1442 = select i1 %26, float %1441, float 0.000000e+00
  %1443 = add i32 %1433, %27
  %1444 = select i1 %28, i32 %1443, i32 %1433
  %1445 = sext i32 %1444 to i64
  %1446 = mul i64 %1445, 2
  %1447 = getelementptr i8, ptr addrspace(1) %3, i64 %1446
  %1448 = load i16, ptr addrspace(1) %1447, align 2
  %1449 = bitcast i16 %1448 to half
  %1450 = fpext half %1449 to float
  %1451 = select i1 %28, float %1450, float 0.000000e+00
  %1452 = add i32 %1433, %29
  %1453 = select i1 %30, i32 %1452, i32 %1433
  %1454 = sext i32 %1453 to i64
  %1455 = mul i64 %1454, 2
  %1456 = getelementptr i8, ptr addrspace(1) %3, i64 %1455
  %1457 = load i16, ptr addrspace(1) %1456, align 2
  %1458 = bitcast i16 %1457 to half
  %1459 = fpext half %1458 to float
  %1460 = select i1 %30, float %1459, float 0.000000e+00
  %1461 = add i32 %1433, %31
  %1462 = select i1 %32, i32 %1461, i32 %1433
  %1463 = sext i32 %1462 to i64
  %1464 = mul i64 %1463, 2
  %1465 = getelementptr i8, ptr addrspace(1) %3, i64 %1464
  %1466 = load i16, ptr addrspace(1) %1465, align 2
  %1467 = bitcast i16 %1466 to half
  %1468 = fpext half %1467 to float
  %1469 = select i1 %32, float %1468, float 0.000000e+00
  %1470 = bitcast float %1164 to i32
  %1471 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1470, i32 2, i32 31)
  %1472 = bitcast i32 %1471 to float
  %1473 = load float, ptr %v, align 4
  %1474 = fmul float %1472, %1442
  %1475 = fadd float %1474, %1473
  store float %1475, ptr %v, align 4
  %1476 = load float, ptr %v1, align 4
  %1477 = fmul float %1472, %1451
  %1478 = fadd float %1477, %1476
  store float %1478, ptr %v1, align 4
  %1479 = load float, ptr %v2, align 4
  %1480 = fmul float %1472, %1460
  %1481 = fadd float %1480, %1479
  store float %1481, ptr %v2, align 4
  %1482 = load float, ptr %v3, align 4
  %1483 = fmul float %1472, %1469
  %1484 = fadd float %1483, %1482
  store float %1484, ptr %v3, align 4
  %1485 = bitcast float %1164 to i32
  %1486 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1485, i32 10, i32 31)
  %1487 = bitcast i32 %1486 to float
  %1488 = load float, ptr %v8, align 4
  %1489 = fmul float %1487, %1442
  %1490 = fadd float %1489, %1488
  store float %1490, ptr %v8, align 4
  %1491 = load float, ptr %v9, align 4
  %1492 = fmul float %1487, %1451
  %1493 = fadd float %1492, %1491
  store float %1493, ptr %v9, align 4
  %1494 = load float, ptr %v10, align 4
  %1495 = fmul float %1487, %1460
  %1496 = fadd float %1495, %1494
  store float %1496, ptr %v10, align 4
  %1497 = load float, ptr %v11, align 4
  %1498 = fmul float %1487, %1469
  %1499 = fadd float %1498, %1497
  store float %1499, ptr %v11, align 4
  %1500 = bitcast float %1164 to i32
  %1501 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1500, i32 18, i32 31)
  %1502 = bitcast i32 %1501 to float
  %1503 = load float, ptr %v16, align 4
  %1504 = fmul float %1502, %1442
  %1505 = fadd float %1504, %1503
  store float %1505, ptr %v16, align 4
  %1506 = load float, ptr %v17, align 4
  %1507 = fmul float %1502, %1451
  %1508 = fadd float %1507, %1506
  store float %1508, ptr %v17, align 4
  %1509 = load float, ptr %v18, align 4
  %1510 = fmul float %1502, %1460
  %1511 = fadd float %1510, %1509
  store float %1511, ptr %v18, align 4
  %1512 = load float, ptr %v19, align 4
  %1513 = fmul float %1502, %1469
  %1514 = fadd float %1513, %1512
  store float %1514, ptr %v19, align 4
  %1515 = bitcast float %1164 to i32
  %1516 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1515, i32 26, i32 31)
  %1517 = bitcast i32 %1516 to float
  %1518 = load float, ptr %v24, align 4
  %1519 = fmul float %1517, %1442
  %1520 = fadd float %1519, %1518
  store float %1520, ptr %v24, align 4
  %1521 = load float, ptr %v25, align 4
  %1522 = fmul float %1517, %1451
  %1523 = fadd float %1522, %1521
  store float %1523, ptr %v25, align 4
  %1524 = load float, ptr %v26, align 4
  %1525 = fmul float %1517, %1460
  %1526 = fadd float %1525, %1524
  store float %1526, ptr %v26, align 4
  %1527 = load float, ptr %v27, align 4
  %1528 = fmul float %1517, %1469
  %1529 = fadd float %1528, %1527
  store float %1529, ptr %v27, align 4
  %1530 = add i32 %315, 3
  %1531 = icmp sgt i32 %1530, %309
  %1532 = select i1 %1531, i32 %309, i32 %1530
  %1533 = mul i32 %1532, %5
  %1534 = add i32 %1533, %18
  %1535 = mul i32 %1534, %6
  %1536 = add i32 %1535, %25
  %1537 = select i1 %26, i32 %1536, i32 %1535
  %1538 = sext i32 %1537 to i64
  %1539 = mul i64 %1538, 2
  %1540 = getelementptr i8, ptr addrspace(1) %3, i64 %1539
  %1541 = load i16, ptr addrspace(1) %1540, align 2
  %1542 = bitcast i16 %1541 to half
  %1543 = fpext half %1542 to float
  %1544 = select i1 %26, float %1543, float 0.000000e+00
  %1545 = add i32 %1535, %27
  %1546 = select i1 %28, i32 %1545, i32 %1535
  %1547 = sext i32 %1546 to i64
  %1548 = mul i64 %1547, 2
  %1549 = getelementptr i8, ptr addrspace(1) %3, i64 %1548
  %1550 = load i16, ptr addrspace(1) %1549, align 2
  %1551 = bitcast i16 %1550 to half
  %1552 = fpext half %1551 to float
  %1553 = select i1 %28, float %1552, float 0.000000e+00
  %1554 = add i32 %1535, %29
  %1555 = select i1 %30, i32 %1554, i32 %1535
  %1556 = sext i32 %1555 to i64
  %1557 = mul i64 %1556, 2
  %1558 = getelementptr i8, ptr addrspace(1) %3, i64 %1557
  %1559 = load i16, ptr addrspace(1) %1558, align 2
  %1560 = bitcast i16 %1559 to half
  %1561 = fpext half %1560 to float
  %1562 = select i1 %30, float %1561, float 0.000000e+00
  %1563 = add i32 %1535, %31
  %1564 = select i1 %32, i32 %1563, i32 %1535
  %1565 = sext i32 %1564 to i64
  %1566 = mul i64 %1565, 2
  %1567 = getelementptr i8, ptr addrspace(1) %3, i64 %1566
  %1568 = load i16, ptr addrspace(1) %1567, align 2
  %1569 = bitcast i16 %1568 to half
  %1570 = fpext half %1569 to float
  %1571 = select i1 %32, float %1570, float 0.000000e+00
  %1572 = bitcast float %1164 to i32
  %1573 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1572, i32 3, i32 31)
  %1574 = bitcast i32 %1573 to float
  %1575 = load float, ptr %v, align 4
  %1576 = fmul float %1574, %1544
  %1577 = fadd float %1576, %1575
  store float %1577, ptr %v, align 4
  %1578 = load float, ptr %v1, align 4
  %1579 = fmul float %1574, %1553
  %1580 = fadd float %1579, %1578
  store float %1580, ptr %v1, align 4
  %1581 = load float, ptr %v2, align 4
  %1582 = fmul float %1574, %1562
  %1583 = fadd float %1582, %1581
  store float %1583, ptr %v2, align 4
  %1584 = load float, ptr %v3, align 4
  %1585 = fmul float %1574, %1571
  %1586 = fadd float %1585, %1584
  store float %1586, ptr %v3, align 4
  %1587 = bitcast float %1164 to i32
  %1588 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1587, i32 11, i32 31)
  %1589 = bitcast i32 %1588 to float
  %1590 = load float, ptr %v8, align 4
  %1591 = fmul float %1589, %1544
  %1592 = fadd float %1591, %1590
  store float %1592, ptr %v8, align 4
  %1593 = load float, ptr %v9, align 4
  %1594 = fmul float %1589, %1553
  %1595 = fadd float %1594, %1593
  store float %1595, ptr %v9, align 4
  %1596 = load float, ptr %v10, align 4
  %1597 = fmul float %1589, %1562
  %1598 = fadd float %1597, %1596
  store float %1598, ptr %v10, align 4
  %1599 = load float, ptr %v11, align 4
  %1600 = fmul float %1589, %1571
  %1601 = fadd float %1600, %1599
  store float %1601, ptr %v11, align 4
  %1602 = bitcast float %1164 to i32
  %1603 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1602, i32 19, i32 31)
  %1604 = bitcast i32 %1603 to float
  %1605 = load float, ptr %v16, align 4
  %1606 = fmul float %1604, %1544
  %1607 = fadd float %1606, %1605
  store float %1607, ptr %v16, align 4
  %1608 = load float, ptr %v17, align 4
  %1609 = fmul float %1604, %1553
  %1610 = fadd float %1609, %1608
  store float %1610, ptr %v17, align 4
  %1611 = load float, ptr %v18, align 4
  %1612 = fmul float %1604, %1562
  %1613 = fadd float %1612, %1611
  store float %1613, ptr %v18, align 4
  %1614 = load float, ptr %v19, align 4
  %1615 = fmul float %1604, %1571
  %1616 = fadd float %1615, %1614
  store float %1616, ptr %v19, align 4
  %1617 = bitcast float %1164 to i32
  %1618 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1617, i32 27, i32 31)
  %1619 = bitcast i32 %1618 to float
  %1620 = load float, ptr %v24, align 4
  %1621 = fmul float %1619, %1544
  %1622 = fadd float %1621, %1620
  store float %1622, ptr %v24, align 4
  %1623 = load float, ptr %v25, align 4
  %1624 = fmul float %1619, %1553
  %1625 = fadd float %1624, %1623
  store float %1625, ptr %v25, align 4
  %1626 = load float, ptr %v26, align 4
  %1627 = fmul float %1619, %1562
  %1628 = fadd float %1627, %1626
  store float %1628, ptr %v26, align 4
  %1629 = load float, ptr %v27, align 4
  %1630 = fmul float %1619, %1571
  %1631 = fadd float %1630, %1629
  store float %1631, ptr %v27, align 4
  %1632 = add i32 %315, 4
  %1633 = icmp sgt i32 %1632, %309
  %1634 = select i1 %1633, i32 %309, i32 %1632
  %1635 = mul i32 %1634, %5
  %1636 = add i32 %1635, %18
  %1637 = mul i32 %1636, %6
  %1638 = add i32 %1637, %25
  %1639 = select i1 %26, i32 %1638, i32 %1637
  %1640 = sext i32 %1639 to i64
  %1641 = mul i64 %1640, 2
  %1642 = getelementptr i8, ptr addrspace(1) %3, i64 %1641
  %1643 = load i16, ptr addrspace(1) %1642, align 2
  %1644 = bitcast i16 %1643 to half
  %1645 = fpext half %1644 to float
  %1646 = select i1 %26, float %1645, float 0.000000e+00
  %1647 = add i32 %1637, %27
  %1648 = select i1 %28, i32 %1647, i32 %1637
  %1649 = sext i32 %1648 to i64
  %1650 = mul i64 %1649, 2
  %1651 = getelementptr i8, ptr addrspace(1) %3, i64 %1650
  %1652 = load i16, ptr addrspace(1) %1651, align 2
  %1653 = bitcast i16 %1652 to half
  %1654 = fpext half %1653 to float
  %1655 = select i1 %28, float %1654, float 0.000000e+00
  %1656 = add i32 %1637, %29
  %1657 = select i1 %30, i32 %1656, i32 %1637
  %1658 = sext i32 %1657 to i64
  %1659 = mul i64 %1658, 2
  %1660 = getelementptr i8, ptr addrspace(1) %3, i64 %1659
  %1661 = load i16, ptr addrspace(1) %1660, align 2
  %1662 = bitcast i16 %1661 to half
  %1663 = fpext half %1662 to float
  %1664 = select i1 %30, float %1663, float 0.000000e+00
  %1665 = add i32 %1637, %31
  %1666 = select i1 %32, i32 %1665, i32 %1637
  %1667 = sext i32 %1666 to i64
  %1668 = mul i64 %1667, 2
  %1669 = getelementptr i8, ptr addrspace(1) %3, i64 %1668
  %1670 = load i16, ptr addrspace(1) %1669, align 2
  %1671 = bitcast i16 %1670 to half
  %1672 = fpext half %1671 to float
  %1673 = select i1 %32, float %1672, float 0.000000e+00
  %1674 = bitcast float %1164 to i32
  %1675 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1674, i32 4, i32 31)
  %1676 = bitcast i32 %1675 to float
  %1677 = load float, ptr %v, align 4
  %1678 = fmul float %1676, %1646
  %1679 = fadd float %1678, %1677
  store float %1679, ptr %v, align 4
  %1680 = load float, ptr %v1, align 4
  %1681 = fmul float %1676, %1655
  %1682 = fadd float %1681, %1680
  store float %1682, ptr %v1, align 4
  %1683 = load float, ptr %v2, align 4
  %1684 = fmul float %1676, %1664
  %1685 = fadd float %1684, %1683
  store float %1685, ptr %v2, align 4
  %1686 = load float, ptr %v3, align 4
  %1687 = fmul float %1676, %1673
  %1688 = fadd float %1687, %1686
  store float %1688, ptr %v3, align 4
  %1689 = bitcast float %1164 to i32
  %1690 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1689, i32 12, i32 31)
  %1691 = bitcast i32 %1690 to float
  %1692 = load float, ptr %v8, align 4
  %1693 = fmul float %1691, %1646
  %1694 = fadd float %1693, %1692
  store float %1694, ptr %v8, align 4
  %1695 = load float, ptr %v9, align 4
  %1696 = fmul float %1691, %1655
  %1697 = fadd float %1696, %1695
  store float %1697, ptr %v9, align 4
  %1698 = load float, ptr %v10, align 4
  %1699 = fmul float %1691, %1664
  %1700 = fadd float %1699, %1698
  store float %1700, ptr %v10, align 4
  %1701 = load float, ptr %v11, align 4
  %1702 = fmul float %1691, %1673
  %1703 = fadd float %1702, %1701
  store float %1703, ptr %v11, align 4
  %1704 = bitcast float %1164 to i32
  %1705 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1704, i32 20, i32 31)
  %1706 = bitcast i32 %1705 to float
  %1707 = load float, ptr %v16, align 4
  %1708 = fmul float %1706, %1646
  %1709 = fadd float %1708, %1707
  store float %1709, ptr %v16, align 4
  %1710 = load float, ptr %v17, align 4
  %1711 = fmul float %1706, %1655
  %1712 = fadd float %1711, %1710
  store float %1712, ptr %v17, align 4
  %1713 = load float, ptr %v18, align 4
  %1714 = fmul float %1706, %1664
  %1715 = fadd float %1714, %1713
  store float %1715, ptr %v18, align 4
  %1716 = load float, ptr %v19, align 4
  %1717 = fmul float %1706, %1673
  %1718 = fadd float %1717, %1716
  store float %1718, ptr %v19, align 4
  %1719 = bitcast float %1164 to i32
  %1720 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1719, i32 28, i32 31)
  %1721 = bitcast i32 %1720 to float
  %1722 = load float, ptr %v24, align 4
  %1723 = fmul float %1721, %1646
  %1724 = fadd float %1723, %1722
  store float %1724, ptr %v24, align 4
  %1725 = load float, ptr %v25, align 4
  %1726 = fmul float %1721, %1655
  %1727 = fadd float %1726, %1725
  store float %1727, ptr %v25, align 4
  %1728 = load float, ptr %v26, align 4
  %1729 = fmul float %1721, %1664
  %1730 = fadd float %1729, %1728
  store float %1730, ptr %v26, align 4
  %1731 = load float, ptr %v27, align 4
  %1732 = fmul float %1721, %1673
  %1733 = fadd float %1732, %1731
  store float %1733, ptr %v27, align 4
  %1734 = add i32 %315, 5
  %1735 = icmp sgt i32 %1734, %309
  %1736 = select i1 %1735, i32 %309, i32 %1734
  %1737 = mul i32 %1736, %5
  %1738 = add i32 %1737, %18
  %1739 = mul i32 %1738, %6
  %1740 = add i32 %1739, %25
  %1741 = select i1 %26, i32 %1740, i32 %1739
  %1742 = sext i32 %1741 to i64
  %1743 = mul i64 %1742, 2
  %1744 = getelementptr i8, ptr addrspace(1) %3, i64 %1743
  %1745 = load i16, ptr addrspace(1) %1744, align 2
  %1746 = bitcast i16 %1745 to half
  %1747 = fpext half %1746 to float
  %1748 = select i1 %26, float %1747, float 0.000000e+00
  %1749 = add i32 %1739, %27
  %1750 = select i1 %28, i32 %1749, i32 %1739
  %1751 = sext i32 %1750 to i64
  %1752 = mul i64 %1751, 2
  %1753 = getelementptr i8, ptr addrspace(1) %3, i64 %1752
  %1754 = load i16, ptr addrspace(1) %1753, align 2
  %1755 = bitcast i16 %1754 to half
  %1756 = fpext half %1755 to float
  %1757 = select i1 %28, float %1756, float 0.000000e+00
  %1758 = add i32 %1739, %29
  %1759 = select i1 %30, i32 %1758, i32 %1739
  %1760 = sext i32 %1759 to i64
  %1761 = mul i64 %1760, 2
  %1762 = getelementptr i8, ptr addrspace(1) %3, i64 %1761
  %1763 = load i16, ptr addrspace(1) %1762, align 2
  %1764 = bitcast i16 %1763 to half
  %1765 = fpext half %1764 to float
  %1766 = select i1 %30, float %1765, float 0.000000e+00
  %1767 = add i32 %1739, %31
  %1768 = select i1 %32, i32 %1767, i32 %1739
  %1769 = sext i32 %1768 to i64
  %1770 = mul i64 %1769, 2
  %1771 = getelementptr i8, ptr addrspace(1) %3, i64 %1770
  %1772 = load i16, ptr addrspace(1) %1771, align 2
  %1773 = bitcast i16 %1772 to half
  %1774 = fpext half %1773 to float
  %1775 = select i1 %32, float %1774, float 0.000000e+00
  %1776 = bitcast float %1164 to i32
  %1777 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1776, i32 5, i32 31)
  %1778 = bitcast i32 %1777 to float
  %1779 = load float, ptr %v, align 4
  %1780 = fmul float %1778, %1748
  %1781 = fadd float %1780, %1779
  store float %1781, ptr %v, align 4
  %1782 = load float, ptr %v1, align 4
  %1783 = fmul float %1778, %1757
  %1784 = fadd float %1783, %1782
  store float %1784, ptr %v1, align 4
  %1785 = load float, ptr %v2, align 4
  %1786 = fmul float %1778, %1766
  %1787 = fadd float %1786, %1785
  store float %1787, ptr %v2, align 4
  %1788 = load float, ptr %v3, align 4
  %1789 = fmul float %1778, %1775
  %1790 = fadd float %1789, %1788
  store float %1790, ptr %v3, align 4
  %1791 = bitcast float %1164 to i32
  %1792 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1791, i32 13, i32 31)
  %1793 = bitcast i32 %1792 to float
  %1794 = load float, ptr %v8, align 4
  %1795 = fmul float %1793, %1748
  %1796 = fadd float %1795, %1794
  store float %1796, ptr %v8, align 4
  %1797 = load float, ptr %v9, align 4
  %1798 = fmul float %1793, %1757
  %1799 = fadd float %1798, %1797
  store float %1799, ptr %v9, align 4
  %1800 = load float, ptr %v10, align 4
  %1801 = fmul float %1793, %1766
  %1802 = fadd float %1801, %1800
  store float %1802, ptr %v10, align 4
  %1803 = load float, ptr %v11, align 4
  %1804 = fmul float %1793, %1775
  %1805 = fadd float %1804, %1803
  store float %1805, ptr %v11, align 4
  %1806 = bitcast float %1164 to i32
  %1807 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1806, i32 21, i32 31)
  %1808 = bitcast i32 %1807 to float
  %1809 = load float, ptr %v16, align 4
  %1810 = fmul float %1808, %1748
  %1811 = fadd float %1810, %1809
  store float %1811, ptr %v16, align 4
  %1812 = load float, ptr %v17, align 4
  %1813 = fmul float %1808, %1757
  %1814 = fadd float %1813, %1812
  store float %1814, ptr %v17, align 4
  %1815 = load float, ptr %v18, align 4
  %1816 = fmul float %1808, %1766
  %1817 = fadd float %1816, %1815
  store float %1817, ptr %v18, align 4
  %1818 = load float, ptr %v19, align 4
  %1819 = fmul float %1808, %1775
  %1820 = fadd float %1819, %1818
  store float %1820, ptr %v19, align 4
  %1821 = bitcast float %1164 to i32
  %1822 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1821, i32 29, i32 31)
  %1823 = bitcast i32 %1822 to float
  %1824 = load float, ptr %v24, align 4
  %1825 = fmul float %1823, %1748
  %1826 = fadd float %1825, %1824
  store float %1826, ptr %v24, align 4
  %1827 = load float, ptr %v25, align 4
  %1828 = fmul float %1823, %1757
  %1829 = fadd float %1828, %1827
  store float %1829, ptr %v25, align 4
  %1830 = load float, ptr %v26, align 4
  %1831 = fmul float %1823, %1766
  %1832 = fadd float %1831, %1830
  store float %1832, ptr %v26, align 4
  %1833 = load float, ptr %v27, align 4
  %1834 = fmul float %1823, %1775
  %1835 = fadd float %1834, %1833
  store float %1835, ptr %v27, align 4
  %1836 = add i32 %315, 6
  %1837 = icmp sgt i32 %1836, %309
  %1838 = select i1 %1837, i32 %309, i32 %1836
  %1839 = mul i32 %1838, %5
  %1840 = add i32 %1839, %18
  %1841 = mul i32 %1840, %6
  %1842 = add i32 %1841, %25
  %1843 = select i1 %26, i32 %1842, i32 %1841
  %1844 = sext i32 %1843 to i64
  %1845 = mul i64 %1844, 2
  %1846 = getelementptr i8, ptr addrspace(1) %3, i64 %1845
  %1847 = load i16, ptr addrspace(1) %1846, align 2
  %1848 = bitcast i16 %1847 to half
  %1849 = fpext half %1848 to float
  %1850 = select i1 %26, float %1849, float 0.000000e+00
  %1851 = add i32 %1841, %27
  %1852 = select i1 %28, i32 %1851, i32 %1841
  %1853 = sext i32 %1852 to i64
  %1854 = mul i64 %1853, 2
  %1855 = getelementptr i8, ptr addrspace(1) %3, i64 %1854
  %1856 = load i16, ptr addrspace(1) %1855, align 2
  %1857 = bitcast i16 %1856 to half
  %1858 = fpext half %1857 to float
  %1859 = select i1 %28, float %1858, float 0.000000e+00
  %1860 = add i32 %1841, %29
  %1861 = select i1 %30, i32 %1860, i32 %1841
  %1862 = sext i32 %1861 to i64
  %1863 = mul i64 %1862, 2
  %1864 = getelementptr i8, ptr addrspace(1) %3, i64 %1863
  %1865 = load i16, ptr addrspace(1) %1864, align 2
  %1866 = bitcast i16 %1865 to half
  %1867 = fpext half %1866 to float
  %1868 = select i1 %30, float %1867, float 0.000000e+00
  %1869 = add i32 %1841, %31
  %1870 = select i1 %32, i32 %1869, i32 %1841
  %1871 = sext i32 %1870 to i64
  %1872 = mul i64 %1871, 2
  %1873 = getelementptr i8, ptr addrspace(1) %3, i64 %1872
  %1874 = load i16, ptr addrspace(1) %1873, align 2
  %1875 = bitcast i16 %1874 to half
  %1876 = fpext half %1875 to float
  %1877 = select i1 %32, float %1876, float 0.000000e+00
  %1878 = bitcast float %1164 to i32
  %1879 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1878, i32 6, i32 31)
  %1880 = bitcast i32 %1879 to float
  %1881 = load float, ptr %v, align 4
  %1882 = fmul float %1880, %1850
  %1883 = fadd float %1882, %1881
  store float %1883, ptr %v, align 4
  %1884 = load float, ptr %v1, align 4
  %1885 = fmul float %1880, %1859
  %1886 = fadd float %1885, %1884
  store float %1886, ptr %v1, align 4
  %1887 = load float, ptr %v2, align 4
  %1888 = fmul float %1880, %1868
  %1889 = fadd float %1888, %1887
  store float %1889, ptr %v2, align 4
  %1890 = load float, ptr %v3, align 4
  %1891 = fmul float %1880, %1877
  %1892 = fadd float %1891, %1890
  store float %1892, ptr %v3, align 4
  %1893 = bitcast float %1164 to i32
  %1894 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1893, i32 14, i32 31)
  %1895 = bitcast i32 %1894 to float
  %1896 = load float, ptr %v8, align 4
  %1897 = fmul float %1895, %1850
  %1898 = fadd float %1897, %1896
  store float %1898, ptr %v8, align 4
  %1899 = load float, ptr %v9, align 4
  %1900 = fmul float %1895, %1859
  %1901 = fadd float %1900, %1899
  store float %1901, ptr %v9, align 4
  %1902 = load float, ptr %v10, align 4
  %1903 = fmul float %1895, %1868
  %1904 = fadd float %1903, %1902
  store float %1904, ptr %v10, align 4
  %1905 = load float, ptr %v11, align 4
  %1906 = fmul float %1895, %1877
  %1907 = fadd float %1906, %1905
  store float %1907, ptr %v11, align 4
  %1908 = bitcast float %1164 to i32
  %1909 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1908, i32 22, i32 31)
  %1910 = bitcast i32 %1909 to float
  %1911 = load float, ptr %v16, align 4
  %1912 = fmul float %1910, %1850
  %1913 = fadd float %1912, %1911
  store float %1913, ptr %v16, align 4
  %1914 = load float, ptr %v17, align 4
  %1915 = fmul float %1910, %1859
  %1916 = fadd float %1915, %1914
  store float %1916, ptr %v17, align 4
  %1917 = load float, ptr %v18, align 4
  %1918 = fmul float %1910, %1868
  %1919 = fadd float %1918, %1917
  store float %1919, ptr %v18, align 4
  %1920 = load float, ptr %v19, align 4
  %1921 = fmul float %1910, %1877
  %1922 = fadd float %1921, %1920
  store float %1922, ptr %v19, align 4
  %1923 = bitcast float %1164 to i32
  %1924 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1923, i32 30, i32 31)
  %1925 = bitcast i32 %1924 to float
  %1926 = load float, ptr %v24, align 4
  %1927 = fmul float %1925, %1850
  %1928 = fadd float %1927, %1926
  store float %1928, ptr %v24, align 4
  %1929 = load float, ptr %v25, align 4
  %1930 = fmul float %1925, %1859
  %1931 = fadd float %1930, %1929
  store float %1931, ptr %v25, align 4
  %1932 = load float, ptr %v26, align 4
  %1933 = fmul float %1925, %1868
  %1934 = fadd float %1933, %1932
  store float %1934, ptr %v26, align 4
  %1935 = load float, ptr %v27, align 4
  %1936 = fmul float %1925, %1877
  %1937 = fadd float %1936, %1935
  store float %1937, ptr %v27, align 4
  %1938 = add i32 %315, 7
  %1939 = icmp sgt i32 %1938, %309
  %1940 = select i1 %1939, i32 %309, i32 %1938
  %1941 = mul i32 %1940, %5
  %1942 = add i32 %1941, %18
  %1943 = mul i32 %1942, %6
  %1944 = add i32 %1943, %25
  %1945 = select i1 %26, i32 %1944, i32 %1943
  %1946 = sext i32 %1945 to i64
  %1947 = mul i64 %1946, 2
  %1948 = getelementptr i8, ptr addrspace(1) %3, i64 %1947
  %1949 = load i16, ptr addrspace(1) %1948, align 2
  %1950 = bitcast i16 %1949 to half
  %1951 = fpext half %1950 to float
  %1952 = select i1 %26, float %1951, float 0.000000e+00
  %1953 = add i32 %1943, %27
  %1954 = select i1 %28, i32 %1953, i32 %1943
  %1955 = sext i32 %1954 to i64
  %1956 = mul i64 %1955, 2
  %1957 = getelementptr i8, ptr addrspace(1) %3, i64 %1956
  %1958 = load i16, ptr addrspace(1) %1957, align 2
  %1959 = bitcast i16 %1958 to half
  %1960 = fpext half %1959 to float
  %1961 = select i1 %28, float %1960, float 0.000000e+00
  %1962 = add i32 %1943, %29
  %1963 = select i1 %30, i32 %1962, i32 %1943
  %1964 = sext i32 %1963 to i64
  %1965 = mul i64 %1964, 2
  %1966 = getelementptr i8, ptr addrspace(1) %3, i64 %1965
  %1967 = load i16, ptr addrspace(1) %1966, align 2
  %1968 = bitcast i16 %1967 to half
  %1969 = fpext half %1968 to float
  %1970 = select i1 %30, float %1969, float 0.000000e+00
  %1971 = add i32 %1943, %31
  %1972 = select i1 %32, i32 %1971, i32 %1943
  %1973 = sext i32 %1972 to i64
  %1974 = mul i64 %1973, 2
  %1975 = getelementptr i8, ptr addrspace(1) %3, i64 %1974
  %1976 = load i16, ptr addrspace(1) %1975, align 2
  %1977 = bitcast i16 %1976 to half
  %1978 = fpext half %1977 to float
  %1979 = select i1 %32, float %1978, float 0.000000e+00
  %1980 = bitcast float %1164 to i32
  %1981 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1980, i32 7, i32 31)
  %1982 = bitcast i32 %1981 to float
  %1983 = load float, ptr %v, align 4
  %1984 = fmul float %1982, %1952
  %1985 = fadd float %1984, %1983
  store float %1985, ptr %v, align 4
  %1986 = load float, ptr %v1, align 4
  %1987 = fmul float %1982, %1961
  %1988 = fadd float %1987, %1986
  store float %1988, ptr %v1, align 4
  %1989 = load float, ptr %v2, align 4
  %1990 = fmul float %1982, %1970
  %1991 = fadd float %1990, %1989
  store float %1991, ptr %v2, align 4
  %1992 = load float, ptr %v3, align 4
  %1993 = fmul float %1982, %1979
  %1994 = fadd float %1993, %1992
  store float %1994, ptr %v3, align 4
  %1995 = bitcast float %1164 to i32
  %1996 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1995, i32 15, i32 31)
  %1997 = bitcast i32 %1996 to float
  %1998 = load float, ptr %v8, align 4
  %1999 = fmul float %1997, %1952
  %2000 = fadd float %1999, %1998
  store float %2000, ptr %v8, align 4
  %2001 = load float, ptr %v9, align 4
  %2002 = fmul float %1997, %1961
  %2003 = fadd float %2002, %2001
  store float %2003, ptr %v9, align 4
  %2004 = load float, ptr %v10, align 4
  %2005 = fmul float %1997, %1970
  %2006 = fadd float %2005, %2004
  store float %2006, ptr %v10, align 4
  %2007 = load float, ptr %v11, align 4
  %2008 = fmul float %1997, %1979
  %2009 = fadd float %2008, %2007
  store float %2009, ptr %v11, align 4
  %2010 = bitcast float %1164 to i32
  %2011 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2010, i32 23, i32 31)
  %2012 = bitcast i32 %2011 to float
  %2013 = load float, ptr %v16, align 4
  %2014 = fmul float %2012, %1952
  %2015 = fadd float %2014, %2013
  store float %2015, ptr %v16, align 4
  %2016 = load float, ptr %v17, align 4
  %2017 = fmul float %2012, %1961
  %2018 = fadd float %2017, %2016
  store float %2018, ptr %v17, align 4
  %2019 = load float, ptr %v18, align 4
  %2020 = fmul float %2012, %1970
  %2021 = fadd float %2020, %2019
  store float %2021, ptr %v18, align 4
  %2022 = load float, ptr %v19, align 4
  %2023 = fmul float %2012, %1979
  %2024 = fadd float %2023, %2022
  store float %2024, ptr %v19, align 4
  %2025 = bitcast float %1164 to i32
  %2026 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2025, i32 31, i32 31)
  %2027 = bitcast i32 %2026 to float
  %2028 = load float, ptr %v24, align 4
  %2029 = fmul float %2027, %1952
  %2030 = fadd float %2029, %2028
  store float %2030, ptr %v24, align 4
  %2031 = load float, ptr %v25, align 4
  %2032 = fmul float %2027, %1961
  %2033 = fadd float %2032, %2031
  store float %2033, ptr %v25, align 4
  %2034 = load float, ptr %v26, align 4
  %2035 = fmul float %2027, %1970
  %2036 = fadd float %2035, %2034
  store float %2036, ptr %v26, align 4
  %2037 = load float, ptr %v27, align 4
  %2038 = fmul float %2027, %1979
  %2039 = fadd float %2038, %2037
  store float %2039, ptr %v27, align 4
  %2040 = load i32, ptr %v34, align 4
  %2041 = add i32 %2040, 4
  store i32 %2041, ptr %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %308, ptr %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2042 = load float, ptr %v32, align 4
  %2043 = load float, ptr %v33, align 4
  %2044 = add i32 0, %13
  %2045 = mul i32 %2044, 256
  %2046 = load float, ptr %v, align 4
  br i1 %26, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2047 = load i32, ptr %v37, align 4
  %2048 = icmp slt i32 %2047, %304
  br i1 %2048, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2049 = load i32, ptr %v37, align 4
  %2050 = mul i32 %2049, 8
  %2051 = add i32 %2050, 0
  %2052 = icmp sgt i32 %2051, %309
  %2053 = select i1 %2052, i32 %309, i32 %2051
  %2054 = mul i32 %2053, %5
  %2055 = add i32 %2054, %18
  %2056 = mul i32 %2055, %6
  %2057 = add i32 %2056, %25
  %2058 = select i1 %26, i32 %2057, i32 %2056
  %2059 = sext i32 %2058 to i64
  %2060 = mul i64 %2059, 2
  %2061 = getelementptr i8, ptr addrspace(1) %2, i64 %2060
  %2062 = load i16, ptr addrspace(1) %2061, align 2
  %2063 = bitcast i16 %2062 to half
  %2064 = fpext half %2063 to float
  %2065 = select i1 %26, float %2064, float 0.000000e+00
  %2066 = add i32 %2056, %27
  %2067 = select i1 %28, i32 %2066, i32 %2056
  %2068 = sext i32 %2067 to i64
  %2069 = mul i64 %2068, 2
  %2070 = getelementptr i8, ptr addrspace(1) %2, i64 %2069
  %2071 = load i16, ptr addrspace(1) %2070, align 2
  %2072 = bitcast i16 %2071 to half
  %2073 = fpext half %2072 to float
  %2074 = select i1 %28, float %2073, float 0.000000e+00
  %2075 = add i32 %2056, %29
  %2076 = select i1 %30, i32 %2075, i32 %2056
  %2077 = sext i32 %2076 to i64
  %2078 = mul i64 %2077, 2
  %2079 = getelementptr i8, ptr addrspace(1) %2, i64 %2078
  %2080 = load i16, ptr addrspace(1) %2079, align 2
  %2081 = bitcast i16 %2080 to half
  %2082 = fpext half %2081 to float
  %2083 = select i1 %30, float %2082, float 0.000000e+00
  %2084 = add i32 %2056, %31
  %2085 = select i1 %32, i32 %2084, i32 %2056
  %2086 = sext i32 %2085 to i64
  %2087 = mul i64 %2086, 2
  %2088 = getelementptr i8, ptr addrspace(1) %2, i64 %2087
  %2089 = load i16, ptr addrspace(1) %2088, align 2
  %2090 = bitcast i16 %2089 to half
  %2091 = fpext half %2090 to float
  %2092 = select i1 %32, float %2091, float 0.000000e+00
  %2093 = add i32 %2056, %33
  %2094 = select i1 %34, i32 %2093, i32 %2056
  %2095 = sext i32 %2094 to i64
  %2096 = mul i64 %2095, 2
  %2097 = getelementptr i8, ptr addrspace(1) %2, i64 %2096
  %2098 = load i16, ptr addrspace(1) %2097, align 2
  %2099 = bitcast i16 %2098 to half
  %2100 = fpext half %2099 to float
  %2101 = select i1 %34, float %2100, float 0.000000e+00
  %2102 = add i32 %2056, %35
  %2103 = select i1 %36, i32 %2102, i32 %2056
  %2104 = sext i32 %2103 to i64
  %2105 = mul i64 %2104, 2
  %2106 = getelementptr i8, ptr addrspace(1) %2, i64 %2105
  %2107 = load i16, ptr addrspace(1) %2106, align 2
  %2108 = bitcast i16 %2107 to half
  %2109 = fpext half %2108 to float
  %2110 = select i1 %36, float %2109, float 0.000000e+00
  %2111 = add i32 %2056, %37
  %2112 = select i1 %38, i32 %2111, i32 %2056
  %2113 = sext i32 %2112 to i64
  %2114 = mul i64 %2113, 2
  %2115 = getelementptr i8, ptr addrspace(1) %2, i64 %2114
  %2116 = load i16, ptr addrspace(1) %2115, align 2
  %2117 = bitcast i16 %2116 to half
  %2118 = fpext half %2117 to float
  %2119 = select i1 %38, float %2118, float 0.000000e+00
  %2120 = add i32 %2056, %39
  %2121 = select i1 %40, i32 %2120, i32 %2056
  %2122 = sext i32 %2121 to i64
  %2123 = mul i64 %2122, 2
  %2124 = getelementptr i8, ptr addrspace(1) %2, i64 %2123
  %2125 = load i16, ptr addrspace(1) %2124, align 2
  %2126 = bitcast i16 %2125 to half
  %2127 = fpext half %2126 to float
  %2128 = select i1 %40, float %2127, float 0.000000e+00
  %2129 = fmul float %53, %2065
  %2130 = fmul float %60, %2074
  %2131 = fadd float %2130, %2129
  %2132 = fmul float %67, %2083
  %2133 = fadd float %2132, %2131
  %2134 = fmul float %74, %2092
  %2135 = fadd float %2134, %2133
  %2136 = fmul float %81, %2101
  %2137 = fadd float %2136, %2135
  %2138 = fmul float %88, %2110
  %2139 = fadd float %2138, %2137
  %2140 = fmul float %95, %2119
  %2141 = fadd float %2140, %2139
  %2142 = fmul float %102, %2128
  %2143 = fadd float %2142, %2141
  %2144 = fmul float %115, %2065
  %2145 = fmul float %122, %2074
  %2146 = fadd float %2145, %2144
  %2147 = fmul float %129, %2083
  %2148 = fadd float %2147, %2146
  %2149 = fmul float %136, %2092
  %2150 = fadd float %2149, %2148
  %2151 = fmul float %143, %2101
  %2152 = fadd float %2151, %2150
  %2153 = fmul float %150, %2110
  %2154 = fadd float %2153, %2152
  %2155 = fmul float %157, %2119
  %2156 = fadd float %2155, %2154
  %2157 = fmul float %164, %2128
  %2158 = fadd float %2157, %2156
  %2159 = fmul float %177, %2065
  %2160 = fmul float %184, %2074
  %2161 = fadd float %2160, %2159
  %2162 = fmul float %191, %2083
  %2163 = fadd float %2162, %2161
  %2164 = fmul float %198, %2092
  %2165 = fadd float %2164, %2163
  %2166 = fmul float %205, %2101
  %2167 = fadd float %2166, %2165
  %2168 = fmul float %212, %2110
  %2169 = fadd float %2168, %2167
  %2170 = fmul float %219, %2119
  %2171 = fadd float %2170, %2169
  %2172 = fmul float %226, %2128
  %2173 = fadd float %2172, %2171
  %2174 = fmul float %239, %2065
  %2175 = fmul float %246, %2074
  %2176 = fadd float %2175, %2174
  %2177 = fmul float %253, %2083
  %2178 = fadd float %2177, %2176
  %2179 = fmul float %260, %2092
  %2180 = fadd float %2179, %2178
  %2181 = fmul float %267, %2101
  %2182 = fadd float %2181, %2180
  %2183 = fmul float %274, %2110
  %2184 = fadd float %2183, %2182
  %2185 = fmul float %281, %2119
  %2186 = fadd float %2185, %2184
  %2187 = fmul float %288, %2128
  %2188 = fadd float %2187, %2186
  %2189 = add i32 %2050, 1
  %2190 = icmp sgt i32 %2189, %309
  %2191 = select i1 %2190, i32 %309, i32 %2189
  %2192 = mul i32 %2191, %5
  %2193 = add i32 %2192, %18
  %2194 = mul i32 %2193, %6
  %2195 = add i32 %2194, %25
  %2196 = select i1 %26, i32 %2195, i32 %2194
  %2197 = sext i32 %2196 to i64
  %2198 = mul i64 %2197, 2
  %2199 = getelementptr i8, ptr addrspace(1) %2, i64 %2198
  %2200 = load i16, ptr addrspace(1) %2199, align 2
  %2201 = bitcast i16 %2200 to half
  %2202 = fpext half %2201 to float
  %2203 = select i1 %26, float %2202, float 0.000000e+00
  %2204 = add i32 %2194, %27
  %2205 = select i1 %28, i32 %2204, i32 %2194
  %2206 = sext i32 %2205 to i64
  %2207 = mul i64 %2206, 2
  %2208 = getelementptr i8, ptr addrspace(1) %2, i64 %2207
  %2209 = load i16, ptr addrspace(1) %2208, align 2
  %2210 = bitcast i16 %2209 to half
  %2211 = fpext half %2210 to float
  %2212 = select i1 %28, float %2211, float 0.000000e+00
  %2213 = add i32 %2194, %29
  %2214 = select i1 %30, i32 %2213, i32 %2194
  %2215 = sext i32 %2214 to i64
  %2216 = mul i64 %2215, 2
  %2217 = getelementptr i8, ptr addrspace(1) %2, i64 %2216
  %2218 = load i16, ptr addrspace(1) %2217, align 2
  %2219 = bitcast i16 %2218 to half
  %2220 = fpext half %2219 to float
  %2221 = select i1 %30, float %2220, float 0.000000e+00
  %2222 = add i32 %2194, %31
  %2223 = select i1 %32, i32 %2222, i32 %2194
  %2224 = sext i32 %2223 to i64
  %2225 = mul i64 %2224, 2
  %2226 = getelementptr i8, ptr addrspace(1) %2, i64 %2225
  %2227 = load i16, ptr addrspace(1) %2226, align 2
  %2228 = bitcast i16 %2227 to half
  %2229 = fpext half %2228 to float
  %2230 = select i1 %32, float %2229, float 0.000000e+00
  %2231 = add i32 %2194, %33
  %2232 = select i1 %34, i32 %2231, i32 %2194
  %2233 = sext i32 %2232 to i64
  %2234 = mul i64 %2233, 2
  %2235 = getelementptr i8, ptr addrspace(1) %2, i64 %2234
  %2236 = load i16, ptr addrspace(1) %2235, align 2
  %2237 = bitcast i16 %2236 to half
  %2238 = fpext half %2237 to float
  %2239 = select i1 %34, float %2238, float 0.000000e+00
  %2240 = add i32 %2194, %35
  %2241 = select i1 %36, i32 %2240, i32 %2194
  %2242 = sext i32 %2241 to i64
  %2243 = mul i64 %2242, 2
  %2244 = getelementptr i8, ptr addrspace(1) %2, i64 %2243
  %2245 = load i16, ptr addrspace(1) %2244, align 2
  %2246 = bitcast i16 %2245 to half
  %2247 = fpext half %2246 to float
  %2248 = select i1 %36, float %2247, float 0.000000e+00
  %2249 = add i32 %2194, %37
  %2250 = select i1 %38, i32 %2249, i32 %2194
  %2251 = sext i32 %2250 to i64
  %2252 = mul i64 %2251, 2
  %2253 = getelementptr i8, ptr addrspace(1) %2, i64 %2252
  %2254 = load i16, ptr addrspace(1) %2253, align 2
  %2255 = bitcast i16 %2254 to half
  %2256 = fpext half %2255 to float
  %2257 = select i1 %38, float %2256, float 0.000000e+00
  %2258 = add i32 %2194, %39
  %2259 = select i1 %40, i32 %2258, i32 %2194
  %2260 = sext i32 %2259 to i64
  %2261 = mul i64 %2260, 2
  %2262 = getelementptr i8, ptr addrspace(1) %2, i64 %2261
  %2263 = load i16, ptr addrspace(1) %2262, align 2
  %2264 = bitcast i16 %2263 to half
  %2265 = fpext half %2264 to float
  %2266 = select i1 %40, float %2265, float 0.000000e+00
  %2267 = fmul float %53, %2203
  %2268 = fmul float %60, %2212
  %2269 = fadd float %2268, %2267
  %2270 = fmul float %67, %2221
  %2271 = fadd float %2270, %2269
  %2272 = fmul float %74, %2230
  %2273 = fadd float %2272, %2271
  %2274 = fmul float %81, %2239
  %2275 = fadd float %2274, %2273
  %2276 = fmul float %88, %2248
  %2277 = fadd float %2276, %2275
  %2278 = fmul float %95, %2257
  %2279 = fadd float %2278, %2277
  %2280 = fmul float %102, %2266
  %2281 = fadd float %2280, %2279
  %2282 = fmul float %115, %2203
  %2283 = fmul float %122, %2212
  %2284 = fadd float %2283, %2282
  %2285 = fmul float %129, %2221
  %2286 = fadd float %2285, %2284
  %2287 = fmul float %136, %2230
  %2288 = fadd float %2287, %2286
  %2289 = fmul float %143, %2239
  %2290 = fadd float %2289, %2288
  %2291 = fmul float %150, %2248
  %2292 = fadd float %2291, %2290
  %2293 = fmul float %157, %2257
  %2294 = fadd float %2293, %2292
  %2295 = fmul float %164, %2266
  %2296 = fadd float %2295, %2294
  %2297 = fmul float %177, %2203
  %2298 = fmul float %184, %2212
  %2299 = fadd float %2298, %2297
  %2300 = fmul float %191, %2221
  %2301 = fadd float %2300, %2299
  %2302 = fmul float %198, %2230
  %2303 = fadd float %2302, %2301
  %2304 = fmul float %205, %2239
  %2305 = fadd float %2304, %2303
  %2306 = fmul float %212, %2248
  %2307 = fadd float %2306, %2305
  %2308 = fmul float %219, %2257
  %2309 = fadd float %2308, %2307
  %2310 = fmul float %226, %2266
  %2311 = fadd float %2310, %2309
  %2312 = fmul float %239, %2203
  %2313 = fmul float %246, %2212
  %2314 = fadd float %2313, %2312
  %2315 = fmul float %253, %2221
  %2316 = fadd float %2315, %2314
  %2317 = fmul float %260, %2230
  %2318 = fadd float %2317, %2316
  %2319 = fmul float %267, %2239
  %2320 = fadd float %2319, %2318
  %2321 = fmul float %274, %2248
  %2322 = fadd float %2321, %2320
  %2323 = fmul float %281, %2257
  %2324 = fadd float %2323, %2322
  %2325 = fmul float %288, %2266
  %2326 = fadd float %2325, %2324
  %2327 = add i32 %2050, 2
  %2328 = icmp sgt i32 %2327, %309
  %2329 = select i1 %2328, i32 %309, i32 %2327
  %2330 = mul i32 %2329, %5
  %2331 = add i32 %2330, %18
  %2332 = mul i32 %2331, %6
  %2333 = add i32 %2332, %25
  %2334 = select i1 %26, i32 %2333, i32 %2332
  %2335 = sext i32 %2334 to i64
  %2336 = mul i64 %2335, 2
  %2337 = getelementptr i8, ptr addrspace(1) %2, i64 %2336
  %2338 = load i16, ptr addrspace(1) %2337, align 2
  %2339 = bitcast i16 %2338 to half
  %2340 = fpext half %2339 to float
  %2341 = select i1 %26, float %2340, float 0.000000e+00
  %2342 = add i32 %2332, %27
  %2343 = select i1 %28, i32 %2342, i32 %2332
  %2344 = sext i32 %2343 to i64
  %2345 = mul i64 %2344, 2
  %2346 = getelementptr i8, ptr addrspace(1) %2, i64 %2345
  %2347 = load i16, ptr addrspace(1) %2346, align 2
  %2348 = bitcast i16 %2347 to half
  %2349 = fpext half %2348 to float
  %2350 = select i1 %28, float %2349, float 0.000000e+00
  %2351 = add i32 %2332, %29
  %2352 = select i1 %30, i32 %2351, i32 %2332
  %2353 = sext i32 %2352 to i64
  %2354 = mul i64 %2353, 2
  %2355 = getelementptr i8, ptr addrspace(1) %2, i64 %2354
  %2356 = load i16, ptr addrspace(1) %2355, align 2
  %2357 = bitcast i16 %2356 to half
  %2358 = fpext half %2357 to float
  %2359 = select i1 %30, float %2358, float 0.000000e+00
  %2360 = add i32 %2332, %31
  %2361 = select i1 %32, i32 %2360, i32 %2332
  %2362 = sext i32 %2361 to i64
  %2363 = mul i64 %2362, 2
  %2364 = getelementptr i8, ptr addrspace(1) %2, i64 %2363
  %2365 = load i16, ptr addrspace(1) %2364, align 2
  %2366 = bitcast i16 %2365 to half
  %2367 = fpext half %2366 to float
  %2368 = select i1 %32, float %2367, float 0.000000e+00
  %2369 = add i32 %2332, %33
  %2370 = select i1 %34, i32 %2369, i32 %2332
  %2371 = sext i32 %2370 to i64
  %2372 = mul i64 %2371, 2
  %2373 = getelementptr i8, ptr addrspace(1) %2, i64 %2372
  %2374 = load i16, ptr addrspace(1) %2373, align 2
  %2375 = bitcast i16 %2374 to half
  %2376 = fpext half %2375 to float
  %2377 = select i1 %34, float %2376, float 0.000000e+00
  %2378 = add i32 %2332, %35
  %2379 = select i1 %36, i32 %2378, i32 %2332
  %2380 = sext i32 %2379 to i64
  %2381 = mul i64 %2380, 2
  %2382 = getelementptr i8, ptr addrspace(1) %2, i64 %2381
  %2383 = load i16, ptr addrspace(1) %2382, align 2
  %2384 = bitcast i16 %2383 to half
  %2385 = fpext half %2384 to float
  %2386 = select i1 %36, float %2385, float 0.000000e+00
  %2387 = add i32 %2332, %37
  %2388 = select i1 %38, i32 %2387, i32 %2332
  %2389 = sext i32 %2388 to i64
  %2390 = mul i64 %2389, 2
  %2391 = getelementptr i8, ptr addrspace(1) %2, i64 %2390
  %2392 = load i16, ptr addrspace(1) %2391, align 2
  %2393 = bitcast i16 %2392 to half
  %2394 = fpext half %2393 to float
  %2395 = select i1 %38, float %2394, float 0.000000e+00
  %2396 = add i32 %2332, %39
  %2397 = select i1 %40, i32 %2396, i32 %2332
  %2398 = sext i32 %2397 to i64
  %2399 = mul i64 %2398, 2
  %2400 = getelementptr i8, ptr addrspace(1) %2, i64 %2399
  %2401 = load i16, ptr addrspace(1) %2400, align 2
  %2402 = bitcast i16 %2401 to half
  %2403 = fpext half %2402 to float
  %2404 = select i1 %40, float %2403, float 0.000000e+00
  %2405 = fmul float %53, %2341
  %2406 = fmul float %60, %2350
  %2407 = fadd float %2406, %2405
  %2408 = fmul float %67, %2359
  %2409 = fadd float %2408, %2407
  %2410 = fmul float %74, %2368
  %2411 = fadd float %2410, %2409
  %2412 = fmul float %81, %2377
  %2413 = fadd float %2412, %2411
  %2414 = fmul float %88, %2386
  %2415 = fadd float %2414, %2413
  %2416 = fmul float %95, %2395
  %2417 = fadd float %2416, %2415
  %2418 = fmul float %102, %2404
  %2419 = fadd float %2418, %2417
  %2420 = fmul float %115, %2341
  %2421 = fmul float %122, %2350
  %2422 = fadd float %2421, %2420
  %2423 = fmul float %129, %2359
  %2424 = fadd float %2423, %2422
  %2425 = fmul float %136, %2368
  %2426 = fadd float %2425, %2424
  %2427 = fmul float %143, %2377
  %2428 = fadd float %2427, %2426
  %2429 = fmul float %150, %2386
  %2430 = fadd float %2429, %2428
  %2431 = fmul float %157, %2395
  %2432 = fadd float %2431, %2430
  %2433 = fmul float %164, %2404
  %2434 = fadd float %2433, %2432
  %2435 = fmul float %177, %2341
  %2436 = fmul float %184, %2350
  %2437 = fadd float %2436, %2435
  %2438 = fmul float %191, %2359
  %2439 = fadd float %2438, %2437
  %2440 = fmul float %198, %2368
  %2441 = fadd float %2440, %2439
  %2442 = fmul float %205, %2377
  %2443 = fadd float %2442, %2441
  %2444 = fmul float %212, %2386
  %2445 = fadd float %2444, %2443
  %2446 = fmul float %219, %2395
  %2447 = fadd float %2446, %2445
  %2448 = fmul float %226, %2404
  %2449 = fadd float %2448, %2447
  %2450 = fmul float %239, %2341
  %2451 = fmul float %246, %2350
  %2452 = fadd float %2451, %2450
  %2453 = fmul float %253, %2359
  %2454 = fadd float %2453, %2452
  %2455 = fmul float %260, %2368
  %2456 = fadd float %2455, %2454
  %2457 = fmul float %267, %2377
  %2458 = fadd float %2457, %2456
  %2459 = fmul float %274, %2386
  %2460 = fadd float %2459, %2458
  %2461 = fmul float %281, %2395
  %2462 = fadd float %2461, %2460
  %2463 = fmul float %288, %2404
  %2464 = fadd float %2463, %2462
  %2465 = add i32 %2050, 3
  %2466 = icmp sgt i32 %2465, %309
  %2467 = select i1 %2466, i32 %309, i32 %2465
  %2468 = mul i32 %2467, %5
  %2469 = add i32 %2468, %18
  %2470 = mul i32 %2469, %6
  %2471 = add i32 %2470, %25
  %2472 = select i1 %26, i32 %2471, i32 %2470
  %2473 = sext i32 %2472 to i64
  %2474 = mul i64 %2473, 2
  %2475 = getelementptr i8, ptr addrspace(1) %2, i64 %2474
  %2476 = load i16, ptr addrspace(1) %2475, align 2
  %2477 = bitcast i16 %2476 to half
  %2478 = fpext half %2477 to float
  %2479 = select i1 %26, float %2478, float 0.000000e+00
  %2480 = add i32 %2470, %27
  %2481 = select i1 %28, i32 %2480, i32 %2470
  %2482 = sext i32 %2481 to i64
  %2483 = mul i64 %2482, 2
  %2484 = getelementptr i8, ptr addrspace(1) %2, i64 %2483
  %2485 = load i16, ptr addrspace(1) %2484, align 2
  %2486 = bitcast i16 %2485 to half
  %2487 = fpext half %2486 to float
  %2488 = select i1 %28, float %2487, float 0.000000e+00
  %2489 = add i32 %2470, %29
  %2490 = select i1 %30, i32 %2489, i32 %2470
  %2491 = sext i32 %2490 to i64
  %2492 = mul i64 %2491, 2
  %2493 = getelementptr i8, ptr addrspace(1) %2, i64 %2492
  %2494 = load i16, ptr addrspace(1) %2493, align 2
  %2495 = bitcast i16 %2494 to half
  %2496 = fpext half %2495 to float
  %2497 = select i1 %30, float %2496, float 0.000000e+00
  %2498 = add i32 %2470, %31
  %2499 = select i1 %32, i32 %2498, i32 %2470
  %2500 = sext i32 %2499 to i64
  %2501 = mul i64 %2500, 2
  %2502 = getelementptr i8, ptr addrspace(1) %2, i64 %2501
  %2503 = load i16, ptr addrspace(1) %2502, align 2
  %2504 = bitcast i16 %2503 to half
  %2505 = fpext half %2504 to float
  %2506 = select i1 %32, float %2505, float 0.000000e+00
  %2507 = add i32 %2470, %33
  %2508 = select i1 %34, i32 %2507, i32 %2470
  %2509 = sext i32 %2508 to i64
  %2510 = mul i64 %2509, 2
  %2511 = getelementptr i8, ptr addrspace(1) %2, i64 %2510
  %2512 = load i16, ptr addrspace(1) %2511, align 2
  %2513 = bitcast i16 %2512 to half
  %2514 = fpext half %2513 to float
  %2515 = select i1 %34, float %2514, float 0.000000e+00
  %2516 = add i32 %2470, %35
  %2517 = select i1 %36, i32 %2516, i32 %2470
  %2518 = sext i32 %2517 to i64
  %2519 = mul i64 %2518, 2
  %2520 = getelementptr i8, ptr addrspace(1) %2, i64 %2519
  %2521 = load i16, ptr addrspace(1) %2520, align 2
  %2522 = bitcast i16 %2521 to half
  %2523 = fpext half %2522 to float
  %2524 = select i1 %36, float %2523, float 0.000000e+00
  %2525 = add i32 %2470, %37
  %2526 = select i1 %38, i32 %2525, i32 %2470
  %2527 = sext i32 %2526 to i64
  %2528 = mul i64 %2527, 2
  %2529 = getelementptr i8, ptr addrspace(1) %2, i64 %2528
  %2530 = load i16, ptr addrspace(1) %2529, align 2
  %2531 = bitcast i16 %2530 to half
  %2532 = fpext half %2531 to float
  %2533 = select i1 %38, float %2532, float 0.000000e+00
  %2534 = add i32 %2470, %39
  %2535 = select i1 %40, i32 %2534, i32 %2470
  %2536 = sext i32 %2535 to i64
  %2537 = mul i64 %2536, 2
  %2538 = getelementptr i8, ptr addrspace(1) %2, i64 %2537
  %2539 = load i16, ptr addrspace(1) %2538, align 2
  %2540 = bitcast i16 %2539 to half
  %2541 = fpext half %2540 to float
  %2542 = select i1 %40, float %2541, float 0.000000e+00
  %2543 = fmul float %53, %2479
  %2544 = fmul float %60, %2488
  %2545 = fadd float %2544, %2543
  %2546 = fmul float %67, %2497
  %2547 = fadd float %2546, %2545
  %2548 = fmul float %74, %2506
  %2549 = fadd float %2548, %2547
  %2550 = fmul float %81, %2515
  %2551 = fadd float %2550, %2549
  %2552 = fmul float %88, %2524
  %2553 = fadd float %2552, %2551
  %2554 = fmul float %95, %2533
  %2555 = fadd float %2554, %2553
  %2556 = fmul float %102, %2542
  %2557 = fadd float %2556, %2555
  %2558 = fmul float %115, %2479
  %2559 = fmul float %122, %2488
  %2560 = fadd float %2559, %2558
  %2561 = fmul float %129, %2497
  %2562 = fadd float %2561, %2560
  %2563 = fmul float %136, %2506
  %2564 = fadd float %2563, %2562
  %2565 = fmul float %143, %2515
  %2566 = fadd float %2565, %2564
  %2567 = fmul float %150, %2524
  %2568 = fadd float %2567, %2566
  %2569 = fmul float %157, %2533
  %2570 = fadd float %2569, %2568
  %2571 = fmul float %164, %2542
  %2572 = fadd float %2571, %2570
  %2573 = fmul float %177, %2479
  %2574 = fmul float %184, %2488
  %2575 = fadd float %2574, %2573
  %2576 = fmul float %191, %2497
  %2577 = fadd float %2576, %2575
  %2578 = fmul float %198, %2506
  %2579 = fadd float %2578, %2577
  %2580 = fmul float %205, %2515
  %2581 = fadd float %2580, %2579
  %2582 = fmul float %212, %2524
  %2583 = fadd float %2582, %2581
  %2584 = fmul float %219, %2533
  %2585 = fadd float %2584, %2583
  %2586 = fmul float %226, %2542
  %2587 = fadd float %2586, %2585
  %2588 = fmul float %239, %2479
  %2589 = fmul float %246, %2488
  %2590 = fadd float %2589, %2588
  %2591 = fmul float %253, %2497
  %2592 = fadd float %2591, %2590
  %2593 = fmul float %260, %2506
  %2594 = fadd float %2593, %2592
  %2595 = fmul float %267, %2515
  %2596 = fadd float %2595, %2594
  %2597 = fmul float %274, %2524
  %2598 = fadd float %2597, %2596
  %2599 = fmul float %281, %2533
  %2600 = fadd float %2599, %2598
  %2601 = fmul float %288, %2542
  %2602 = fadd float %2601, %2600
  %2603 = add i32 %2050, 4
  %2604 = icmp sgt i32 %2603, %309
  %2605 = select i1 %2604, i32 %309, i32 %2603
  %2606 = mul i32 %2605, %5
  %2607 = add i32 %2606, %18
  %2608 = mul i32 %2607, %6
  %2609 = add i32 %2608, %25
  %2610 = select i1 %26, i32 %2609, i32 %2608
  %2611 = sext i32 %2610 to i64
  %2612 = mul i64 %2611, 2
  %2613 = getelementptr i8, ptr addrspace(1) %2, i64 %2612
  %2614 = load i16, ptr addrspace(1) %2613, align 2
  %2615 = bitcast i16 %2614 to half
  %2616 = fpext half %2615 to float
  %2617 = select i1 %26, float %2616, float 0.000000e+00
  %2618 = add i32 %2608, %27
  %2619 = select i1 %28, i32 %2618, i32 %2608
  %2620 = sext i32 %2619 to i64
  %2621 = mul i64 %2620, 2
  %2622 = getelementptr i8, ptr addrspace(1) %2, i64 %2621
  %2623 = load i16, ptr addrspace(1) %2622, align 2
  %2624 = bitcast i16 %2623 to half
  %2625 = fpext half %2624 to float
  %2626 = select i1 %28, float %2625, float 0.000000e+00
  %2627 = add i32 %2608, %29
  %2628 = select i1 %30, i32 %2627, i32 %2608
  %2629 = sext i32 %2628 to i64
  %2630 = mul i64 %2629, 2
  %2631 = getelementptr i8, ptr addrspace(1) %2, i64 %2630
  %2632 = load i16, ptr addrspace(1) %2631, align 2
  %2633 = bitcast i16 %2632 to half
  %2634 = fpext half %2633 to float
  %2635 = select i1 %30, float %2634, float 0.000000e+00
  %2636 = add i32 %2608, %31
  %2637 = select i1 %32, i32 %2636, i32 %2608
  %2638 = sext i32 %2637 to i64
  %2639 = mul i64 %2638, 2
  %2640 = getelementptr i8, ptr addrspace(1) %2, i64 %2639
  %2641 = load i16, ptr addrspace(1) %2640, align 2
  %2642 = bitcast i16 %2641 to half
  %2643 = fpext half %2642 to float
  %2644 = select i1 %32, float %2643, float 0.000000e+00
  %2645 = add i32 %2608, %33
  %2646 = select i1 %34, i32 %2645, i32 %2608
  %2647 = sext i32 %2646 to i64
  %2648 = mul i64 %2647, 2
  %2649 = getelementptr i8, ptr addrspace(1) %2, i64 %2648
  %2650 = load i16, ptr addrspace(1) %2649, align 2
  %2651 = bitcast i16 %2650 to half
  %2652 = fpext half %2651 to float
  %2653 = select i1 %34, float %2652, float 0.000000e+00
  %2654 = add i32 %2608, %35
  %2655 = select i1 %36, i32 %2654, i32 %2608
  %2656 = sext i32 %2655 to i64
  %2657 = mul i64 %2656, 2
  %2658 = getelementptr i8, ptr addrspace(1) %2, i64 %2657
  %2659 = load i16, ptr addrspace(1) %2658, align 2
  %2660 = bitcast i16 %2659 to half
  %2661 = fpext half %2660 to float
  %2662 = select i1 %36, float %2661, float 0.000000e+00
  %2663 = add i32 %2608, %37
  %2664 = select i1 %38, i32 %2663, i32 %2608
  %2665 = sext i32 %2664 to i64
  %2666 = mul i64 %2665, 2
  %2667 = getelementptr i8, ptr addrspace(1) %2, i64 %2666
  %2668 = load i16, ptr addrspace(1) %2667, align 2
  %2669 = bitcast i16 %2668 to half
  %2670 = fpext half %2669 to float
  %2671 = select i1 %38, float %2670, float 0.000000e+00
  %2672 = add i32 %2608, %39
  %2673 = select i1 %40, i32 %2672, i32 %2608
  %2674 = sext i32 %2673 to i64
  %2675 = mul i64 %2674, 2
  %2676 = getelementptr i8, ptr addrspace(1) %2, i64 %2675
  %2677 = load i16, ptr addrspace(1) %2676, align 2
  %2678 = bitcast i16 %2677 to half
  %2679 = fpext half %2678 to float
  %2680 = select i1 %40, float %2679, float 0.000000e+00
  %2681 = fmul float %53, %2617
  %2682 = fmul float %60, %2626
  %2683 = fadd float %2682, %2681
  %2684 = fmul float %67, %2635
  %2685 = fadd float %2684, %2683
  %2686 = fmul float %74, %2644
  %2687 = fadd float %2686, %2685
  %2688 = fmul float %81, %2653
  %2689 = fadd float %2688, %2687
  %2690 = fmul float %88, %2662
  %2691 = fadd float %2690, %2689
  %2692 = fmul float %95, %2671
  %2693 = fadd float %2692, %2691
  %2694 = fmul float %102, %2680
  %2695 = fadd float %2694, %2693
  %2696 = fmul float %115, %2617
  %2697 = fmul float %122, %2626
  %2698 = fadd float %2697, %2696
  %2699 = fmul float %129, %2635
  %2700 = fadd float %2699, %2698
  %2701 = fmul float %136, %2644
  %2702 = fadd float %2701, %2700
  %2703 = fmul float %143, %2653
  %2704 = fadd float %2703, %2702
  %2705 = fmul float %150, %2662
  %2706 = fadd float %2705, %2704
  %2707 = fmul float %157, %2671
  %2708 = fadd float %2707, %2706
  %2709 = fmul float %164, %2680
  %2710 = fadd float %2709, %2708
  %2711 = fmul float %177, %2617
  %2712 = fmul float %184, %2626
  %2713 = fadd float %2712, %2711
  %2714 = fmul float %191, %2635
  %2715 = fadd float %2714, %2713
  %2716 = fmul float %198, %2644
  %2717 = fadd float %2716, %2715
  %2718 = fmul float %205, %2653
  %2719 = fadd float %2718, %2717
  %2720 = fmul float %212, %2662
  %2721 = fadd float %2720, %2719
  %2722 = fmul float %219, %2671
  %2723 = fadd float %2722, %2721
  %2724 = fmul float %226, %2680
  %2725 = fadd float %2724, %2723
  %2726 = fmul float %239, %2617
  %2727 = fmul float %246, %2626
  %2728 = fadd float %2727, %2726
  %2729 = fmul float %253, %2635
  %2730 = fadd float %2729, %2728
  %2731 = fmul float %260, %2644
  %2732 = fadd float %2731, %2730
  %2733 = fmul float %267, %2653
  %2734 = fadd float %2733, %2732
  %2735 = fmul float %274, %2662
  %2736 = fadd float %2735, %2734
  %2737 = fmul float %281, %2671
  %2738 = fadd float %2737, %2736
  %2739 = fmul float %288, %2680
  %2740 = fadd float %2739, %2738
  %2741 = add i32 %2050, 5
  %2742 = icmp sgt i32 %2741, %309
  %2743 = select i1 %2742, i32 %309, i32 %2741
  %2744 = mul i32 %2743, %5
  %2745 = add i32 %2744, %18
  %2746 = mul i32 %2745, %6
  %2747 = add i32 %2746, %25
  %2748 = select i1 %26, i32 %2747, i32 %2746
  %2749 = sext i32 %2748 to i64
  %2750 = mul i64 %2749, 2
  %2751 = getelementptr i8, ptr addrspace(1) %2, i64 %2750
  %2752 = load i16, ptr addrspace(1) %2751, align 2
  %2753 = bitcast i16 %2752 to half
  %2754 = fpext half %2753 to float
  %2755 = select i1 %26, float %2754, float 0.000000e+00
  %2756 = add i32 %2746, %27
  %2757 = select i1 %28, i32 %2756, i32 %2746
  %2758 = sext i32 %2757 to i64
  %2759 = mul i64 %2758, 2
  %2760 = getelementptr i8, ptr addrspace(1) %2, i64 %2759
  %2761 = load i16, ptr addrspace(1) %2760, align 2
  %2762 = bitcast i16 %2761 to half
  %2763 = fpext half %2762 to float
  %2764 = select i1 %28, float %2763, float 0.000000e+00
  %2765 = add i32 %2746, %29
  %2766 = select i1 %30, i32 %2765, i32 %2746
  %2767 = sext i32 %2766 to i64
  %2768 = mul i64 %2767, 2
  %2769 = getelementptr i8, ptr addrspace(1) %2, i64 %2768
  %2770 = load i16, ptr addrspace(1) %2769, align 2
  %2771 = bitcast i16 %2770 to half
  %2772 = fpext half %2771 to float
  %2773 = select i1 %30, float %2772, float 0.000000e+00
  %2774 = add i32 %2746, %31
  %2775 = select i1 %32, i32 %2774, i32 %2746
  %2776 = sext i32 %2775 to i64
  %2777 = mul i64 %2776, 2
  %2778 = getelementptr i8, ptr addrspace(1) %2, i64 %2777
  %2779 = load i16, ptr addrspace(1) %2778, align 2
  %2780 = bitcast i16 %2779 to half
  %2781 = fpext half %2780 to float
  %2782 = select i1 %32, float %2781, float 0.000000e+00
  %2783 = add i32 %2746, %33
  %2784 = select i1 %34, i32 %2783, i32 %2746
  %2785 = sext i32 %2784 to i64
  %2786 = mul i64 %2785, 2
  %2787 = getelementptr i8, ptr addrspace(1) %2, i64 %2786
  %2788 = load i16, ptr addrspace(1) %2787, align 2
  %2789 = bitcast i16 %2788 to half
  %2790 = fpext half %2789 to float
  %2791 = select i1 %34, float %2790, float 0.000000e+00
  %2792 = add i32 %2746, %35
  %2793 = select i1 %36, i32 %2792, i32 %2746
  %2794 = sext i32 %2793 to i64
  %2795 = mul i64 %2794, 2
  %2796 = getelementptr i8, ptr addrspace(1) %2, i64 %2795
  %2797 = load i16, ptr addrspace(1) %2796, align 2
  %2798 = bitcast i16 %2797 to half
  %2799 = fpext half %2798 to float
  %2800 = select i1 %36, float %2799, float 0.000000e+00
  %2801 = add i32 %2746, %37
  %2802 = select i1 %38, i32 %2801, i32 %2746
  %2803 = sext i32 %2802 to i64
  %2804 = mul i64 %2803, 2
  %2805 = getelementptr i8, ptr addrspace(1) %2, i64 %2804
  %2806 = load i16, ptr addrspace(1) %2805, align 2
  %2807 = bitcast i16 %2806 to half
  %2808 = fpext half %2807 to float
  %2809 = select i1 %38, float %2808, float 0.000000e+00
  %2810 = add i32 %2746, %39
  %2811 = select i1 %40, i32 %2810, i32 %2746
  %2812 = sext i32 %2811 to i64
  %2813 = mul i64 %2812, 2
  %2814 = getelementptr i8, ptr addrspace(1) %2, i64 %2813
  %2815 = load i16, ptr addrspace(1) %2814, align 2
  %2816 = bitcast i16 %2815 to half
  %2817 = fpext half %2816 to float
  %2818 = select i1 %40, float %2817, float 0.000000e+00
  %2819 = fmul float %53, %2755
  %2820 = fmul float %60, %2764
  %2821 = fadd float %2820, %2819
  %2822 = fmul float %67, %2773
  %2823 = fadd float %2822, %2821
  %2824 = fmul float %74, %2782
  %2825 = fadd float %2824, %2823
  %2826 = fmul float %81, %2791
  %2827 = fadd float %2826, %2825
  %2828 = fmul float %88, %2800
  %2829 = fadd float %2828, %2827
  %2830 = fmul float %95, %2809
  %2831 = fadd float %2830, %2829
  %2832 = fmul float %102, %2818
  %2833 = fadd float %2832, %2831
  %2834 = fmul float %115, %2755
  %2835 = fmul float %122, %2764
  %2836 = fadd float %2835, %2834
  %2837 = fmul float %129, %2773
  %2838 = fadd float %2837, %2836
  %2839 = fmul float %136, %2782
  %2840 = fadd float %2839, %2838
  %2841 = fmul float %143, %2791
  %2842 = fadd float %2841, %2840
  %2843 = fmul float %150, %2800
  %2844 = fadd float %2843, %2842
  %2845 = fmul float %157, %2809
  %2846 = fadd float %2845, %2844
  %2847 = fmul float %164, %2818
  %2848 = fadd float %2847, %2846
  %2849 = fmul float %177, %2755
  %2850 = fmul float %184, %2764
  %2851 = fadd float %2850, %2849
  %2852 = fmul float %191, %2773
  %2853 = fadd float %2852, %2851
  %2854 = fmul float %198, %2782
  %2855 = fadd float %2854, %2853
  %2856 = fmul float %205, %2791
  %2857 = fadd float %2856, %2855
  %2858 = fmul float %212, %2800
  %2859 = fadd float %2858, %2857
  %2860 = fmul float %219, %2809
  %2861 = fadd float %2860, %2859
  %2862 = fmul float %226, %2818
  %2863 = fadd float %2862, %2861
  %2864 = fmul float %239, %2755
  %2865 = fmul float %246, %2764
  %2866 = fadd float %2865, %2864
  %2867 = fmul float %253, %2773
  %2868 = fadd float %2867, %2866
  %2869 = fmul float %260, %2782
  %2870 = fadd float %2869, %2868
  %2871 = fmul float %267, %2791
  %2872 = fadd float %2871, %2870
  %2873 = fmul float %274, %2800
  %2874 = fadd float %2873, %2872
  %2875 = fmul float %281, %2809
  %2876 = fadd float %2875, %2874
  %2877 = fmul float %288, %2818
  %2878 = fadd float %2877, %2876
  %2879 = add i32 %2050, 6
  %2880 = icmp sgt i32 %2879, %309
  %2881 = select i1 %2880, i32 %309, i32 %2879
  %2882 = mul i32 %2881, %5
  %2883 = add i32 %2882, %18
  %2884 = mul i32 %2883, %6
  %2885 = add i32 %2884, %25
  %2886 = select i1 %26, i32 %2885, i32 %2884
  %2887 = sext i32 %2886 to i64
  %2888 = mul i64 %2887, 2
  %2889 = getelementptr i8, ptr addrspace(1) %2, i64 %2888
  %2890 = load i16, ptr addrspace(1) %2889, align 2
  %2891 = bitcast i16 %2890 to half
  %2892 = fpext half %2891 to float
  %2893 = select i1 %26, float %2892, float 0.000000e+00
  %2894 = add i32 %2884, %27
  %2895 = select i1 %28, i32 %2894, i32 %2884
  %2896 = sext i32 %2895 to i64
  %2897 = mul i64 %2896, 2
  %2898 = getelementptr i8, ptr addrspace(1) %2, i64 %2897
  %2899 = load i16, ptr addrspace(1) %2898, align 2
  %2900 = bitcast i16 %2899 to half
  %2901 = fpext half %2900 to float
  %2902 = select i1 %28, float %2901, float 0.000000e+00
  %2903 = add i32 %2884, %29
  %2904 = select i1 %30, i32 %2903, i32 %2884
  %2905 = sext i32 %2904 to i64
  %2906 = mul i64 %2905, 2
  %2907 = getelementptr i8, ptr addrspace(1) %2, i64 %2906
  %2908 = load i16, ptr addrspace(1) %2907, align 2
  %2909 = bitcast i16 %2908 to half
  %2910 = fpext half %2909 to float
  %2911 = select i1 %30, float %2910, float 0.000000e+00
  %2912 = add i32 %2884, %31
  %2913 = select i1 %32, i32 %2912, i32 %2884
  %2914 = sext i32 %2913 to i64
  %2915 = mul i64 %2914, 2
  %2916 = getelementptr i8, ptr addrspace(1) %2, i64 %2915
  %2917 = load i16, ptr addrspace(1) %2916, align 2
  %2918 = bitcast i16 %2917 to half
  %2919 = fpext half %2918 to float
  %2920 = select i1 %32, float %2919, float 0.000000e+00
  %2921 = add i32 %2884, %33
  %2922 = select i1 %34, i32 %2921, i32 %2884
  %2923 = sext i32 %2922 to i64
  %2924 = mul i64 %2923, 2
  %2925 = getelementptr i8, ptr addrspace(1) %2, i64 %2924
  %2926 = load i16, ptr addrspace(1) %2925, align 2
  %2927 = bitcast i16 %2926 to half
  %2928 = fpext half %2927 to float
  %2929 = select i1 %34, float %2928, float 0.000000e+00
  %2930 = add i32 %2884, %35
  %2931 = select i1 %36, i32 %2930, i32 %2884
  %2932 = sext i32 %2931 to i64
  %2933 = mul i64 %2932, 2
  %2934 = getelementptr i8, ptr addrspace(1) %2, i64 %2933
  %2935 = load i16, ptr addrspace(1) %2934, align 2
  %2936 = bitcast i16 %2935 to half
  %2937 = fpext half %2936 to float
  %2938 = select i1 %36, float %2937, float 0.000000e+00
  %2939 = add i32 %2884, %37
  %2940 = select i1 %38, i32 %2939, i32 %2884
  %2941 = sext i32 %2940 to i64
  %2942 = mul i64 %2941, 2
  %2943 = getelementptr i8, ptr addrspace(1) %2, i64 %2942
  %2944 = load i16, ptr addrspace(1) %2943, align 2
  %2945 = bitcast i16 %2944 to half
  %2946 = fpext half %2945 to float
  %2947 = select i1 %38, float %2946, float 0.000000e+00
  %2948 = add i32 %2884, %39
  %2949 = select i1 %40, i32 %2948, i32 %2884
  %2950 = sext i32 %2949 to i64
  %2951 = mul i64 %2950, 2
  %2952 = getelementptr i8, ptr addrspace(1) %2, i64 %2951
  %2953 = load i16, ptr addrspace(1) %2952, align 2
  %2954 = bitcast i16 %2953 to half
  %2955 = fpext half %2954 to float
  %2956 = select i1 %40, float %2955, float 0.000000e+00
  %2957 = fmul float %53, %2893
  %2958 = fmul float %60, %2902
  %2959 = fadd float %2958, %2957
  %2960 = fmul float %67, %2911
  %2961 = fadd float %2960, %2959
  %2962 = fmul float %74, %2920
  %2963 = fadd float %2962, %2961
  %2964 = fmul float %81, %2929
  %2965 = fadd float %2964, %2963
  %2966 = fmul float %88, %2938
  %2967 = fadd float %2966, %2965
  %2968 = fmul float %95, %2947
  %2969 = fadd float %2968, %2967
  %2970 = fmul float %102, %2956
  %2971 = fadd float %2970, %2969
  %2972 = fmul float %115, %2893
  %2973 = fmul float %122, %2902
  %2974 = fadd float %2973, %2972
  %2975 = fmul float %129, %2911
  %2976 = fadd float %2975, %2974
  %2977 = fmul float %136, %2920
  %2978 = fadd float %2977, %2976
  %2979 = fmul float %143, %2929
  %2980 = fadd float %2979, %2978
  %2981 = fmul float %150, %2938
  %2982 = fadd float %2981, %2980
  %2983 = fmul float %157, %2947
  %2984 = fadd float %2983, %2982
  %2985 = fmul float %164, %2956
  %2986 = fadd float %2985, %2984
  %2987 = fmul float %177, %2893
  %2988 = fmul float %184, %2902
  %2989 = fadd float %2988, %2987
  %2990 = fmul float %191, %2911
  %2991 = fadd float %2990, %2989
  %2992 = fmul float %198, %2920
  %2993 = fadd float %2992, %2991
  %2994 = fmul float %205, %2929
  %2995 = fadd float %2994, %2993
  %2996 = fmul float %212, %2938
  %2997 = fadd float %2996, %2995
  %2998 = fmul float %219, %2947
  %2999 = fadd float %2998, %2997
  %3000 = fmul float %226, %2956
  %3001 = fadd float %3000, %2999
  %3002 = fmul float %239, %2893
  %3003 = fmul float %246, %2902
  %3004 = fadd float %3003, %3002
  %3005 = fmul float %253, %2911
  %3006 = fadd float %3005, %3004
  %3007 = fmul float %260, %2920
  %3008 = fadd float %3007, %3006
  %3009 = fmul float %267, %2929
  %3010 = fadd float %3009, %3008
  %3011 = fmul float %274, %2938
  %3012 = fadd float %3011, %3010
  %3013 = fmul float %281, %2947
  %3014 = fadd float %3013, %3012
  %3015 = fmul float %288, %2956
  %3016 = fadd float %3015, %3014
  %3017 = add i32 %2050, 7
  %3018 = icmp sgt i32 %3017, %309
  %3019 = select i1 %3018, i32 %309, i32 %3017
  %3020 = mul i32 %3019, %5
  %3021 = add i32 %3020, %18
  %3022 = mul i32 %3021, %6
  %3023 = add i32 %3022, %25
  %3024 = select i1 %26, i32 %3023, i32 %3022
  %3025 = sext i32 %3024 to i64
  %3026 = mul i64 %3025, 2
  %3027 = getelementptr i8, ptr addrspace(1) %2, i64 %3026
  %3028 = load i16, ptr addrspace(1) %3027, align 2
  %3029 = bitcast i16 %3028 to half
  %3030 = fpext half %3029 to float
  %3031 = select i1 %26, float %3030, float 0.000000e+00
  %3032 = add i32 %3022, %27
  %3033 = select i1 %28, i32 %3032, i32 %3022
  %3034 = sext i32 %3033 to i64
  %3035 = mul i64 %3034, 2
  %3036 = getelementptr i8, ptr addrspace(1) %2, i64 %3035
  %3037 = load i16, ptr addrspace(1) %3036, align 2
  %3038 = bitcast i16 %3037 to half
  %3039 = fpext half %3038 to float
  %3040 = select i1 %28, float %3039, float 0.000000e+00
  %3041 = add i32 %3022, %29
  %3042 = select i1 %30, i32 %3041, i32 %3022
  %3043 = sext i32 %3042 to i64
  %3044 = mul i64 %3043, 2
  %3045 = getelementptr i8, ptr addrspace(1) %2, i64 %3044
  %3046 = load i16, ptr addrspace(1) %3045, align 2
  %3047 = bitcast i16 %3046 to half
  %3048 = fpext half %3047 to float
  %3049 = select i1 %30, float %3048, float 0.000000e+00
  %3050 = add i32 %3022, %31
  %3051 = select i1 %32, i32 %3050, i32 %3022
  %3052 = sext i32 %3051 to i64
  %3053 = mul i64 %3052, 2
  %3054 = getelementptr i8, ptr addrspace(1) %2, i64 %3053
  %3055 = load i16, ptr addrspace(1) %3054, align 2
  %3056 = bitcast i16 %3055 to half
  %3057 = fpext half %3056 to float
  %3058 = select i1 %32, float %3057, float 0.000000e+00
  %3059 = add i32 %3022, %33
  %3060 = select i1 %34, i32 %3059, i32 %3022
  %3061 = sext i32 %3060 to i64
  %3062 = mul i64 %3061, 2
  %3063 = getelementptr i8, ptr addrspace(1) %2, i64 %3062
  %3064 = load i16, ptr addrspace(1) %3063, align 2
  %3065 = bitcast i16 %3064 to half
  %3066 = fpext half %3065 to float
  %3067 = select i1 %34, float %3066, float 0.000000e+00
  %3068 = add i32 %3022, %35
  %3069 = select i1 %36, i32 %3068, i32 %3022
  %3070 = sext i32 %3069 to i64
  %3071 = mul i64 %3070, 2
  %3072 = getelementptr i8, ptr addrspace(1) %2, i64 %3071
  %3073 = load i16, ptr addrspace(1) %3072, align 2
  %3074 = bitcast i16 %3073 to half
  %3075 = fpext half %3074 to float
  %3076 = select i1 %36, float %3075, float 0.000000e+00
  %3077 = add i32 %3022, %37
  %3078 = select i1 %38, i32 %3077, i32 %3022
  %3079 = sext i32 %3078 to i64
  %3080 = mul i64 %3079, 2
  %3081 = getelementptr i8, ptr addrspace(1) %2, i64 %3080
  %3082 = load i16, ptr addrspace(1) %3081, align 2
  %3083 = bitcast i16 %3082 to half
  %3084 = fpext half %3083 to float
  %3085 = select i1 %38, float %3084, float 0.000000e+00
  %3086 = add i32 %3022, %39
  %3087 = select i1 %40, i32 %3086, i32 %3022
  %3088 = sext i32 %3087 to i64
  %3089 = mul i64 %3088, 2
  %3090 = getelementptr i8, ptr addrspace(1) %2, i64 %3089
  %3091 = load i16, ptr addrspace(1) %3090, align 2
  %3092 = bitcast i16 %3091 to half
  %3093 = fpext half %3092 to float
  %3094 = select i1 %40, float %3093, float 0.000000e+00
  %3095 = fmul float %53, %3031
  %3096 = fmul float %60, %3040
  %3097 = fadd float %3096, %3095
  %3098 = fmul float %67, %3049
  %3099 = fadd float %3098, %3097
  %3100 = fmul float %74, %3058
  %3101 = fadd float %3100, %3099
  %3102 = fmul float %81, %3067
  %3103 = fadd float %3102, %3101
  %3104 = fmul float %88, %3076
  %3105 = fadd float %3104, %3103
  %3106 = fmul float %95, %3085
  %3107 = fadd float %3106, %3105
  %3108 = fmul float %102, %3094
  %3109 = fadd float %3108, %3107
  %3110 = fmul float %115, %3031
  %3111 = fmul float %122, %3040
  %3112 = fadd float %3111, %3110
  %3113 = fmul float %129, %3049
  %3114 = fadd float %3113, %3112
  %3115 = fmul float %136, %3058
  %3116 = fadd float %3115, %3114
  %3117 = fmul float %143, %3067
  %3118 = fadd float %3117, %3116
  %3119 = fmul float %150, %3076
  %3120 = fadd float %3119, %3118
  %3121 = fmul float %157, %3085
  %3122 = fadd float %3121, %3120
  %3123 = fmul float %164, %3094
  %3124 = fadd float %3123, %3122
  %3125 = fmul float %177, %3031
  %3126 = fmul float %184, %3040
  %3127 = fadd float %3126, %3125
  %3128 = fmul float %191, %3049
  %3129 = fadd float %3128, %3127
  %3130 = fmul float %198, %3058
  %3131 = fadd float %3130, %3129
  %3132 = fmul float %205, %3067
  %3133 = fadd float %3132, %3131
  %3134 = fmul float %212, %3076
  %3135 = fadd float %3134, %3133
  %3136 = fmul float %219, %3085
  %3137 = fadd float %3136, %3135
  %3138 = fmul float %226, %3094
  %3139 = fadd float %3138, %3137
  %3140 = fmul float %239, %3031
  %3141 = fmul float %246, %3040
  %3142 = fadd float %3141, %3140
  %3143 = fmul float %253, %3049
  %3144 = fadd float %3143, %3142
  %3145 = fmul float %260, %3058
  %3146 = fadd float %3145, %3144
  %3147 = fmul float %267, %3067
  %3148 = fadd float %3147, %3146
  %3149 = fmul float %274, %3076
  %3150 = fadd float %3149, %3148
  %3151 = fmul float %281, %3085
  %3152 = fadd float %3151, %3150
  %3153 = fmul float %288, %3094
  %3154 = fadd float %3153, %3152
  %3155 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3156 = and i32 %3155, 31
  %3157 = and i32 %3156, 16
  %3158 = icmp ne i32 %3157, 0
  %3159 = select i1 %3158, float %2173, float %2143
  %3160 = select i1 %3158, float %2143, float %2173
  %3161 = bitcast float %3160 to i32
  %3162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3161, i32 16, i32 31)
  %3163 = bitcast i32 %3162 to float
  %3164 = fadd float %3159, %3163
  %3165 = select i1 %3158, float %2311, float %2281
  %3166 = select i1 %3158, float %2281, float %2311
  %3167 = bitcast float %3166 to i32
  %3168 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3167, i32 16, i32 31)
  %3169 = bitcast i32 %3168 to float
  %3170 = fadd float %3165, %3169
  %3171 = select i1 %3158, float %2449, float %2419
  %3172 = select i1 %3158, float %2419, float %2449
  %3173 = bitcast float %3172 to i32
  %3174 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3173, i32 16, i32 31)
  %3175 = bitcast i32 %3174 to float
  %3176 = fadd float %3171, %3175
  %3177 = select i1 %3158, float %2587, float %2557
  %3178 = select i1 %3158, float %2557, float %2587
  %3179 = bitcast float %3178 to i32
  %3180 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3179, i32 16, i32 31)
  %3181 = bitcast i32 %3180 to float
  %3182 = fadd float %3177, %3181
  %3183 = select i1 %3158, float %2725, float %2695
  %3184 = select i1 %3158, float %2695, float %2725
  %3185 = bitcast float %3184 to i32
  %3186 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3185, i32 16, i32 31)
  %3187 = bitcast i32 %3186 to float
  %3188 = fadd float %3183, %3187
  %3189 = select i1 %3158, float %2863, float %2833
  %3190 = select i1 %3158, float %2833, float %2863
  %3191 = bitcast float %3190 to i32
  %3192 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3191, i32 16, i32 31)
  %3193 = bitcast i32 %3192 to float
  %3194 = fadd float %3189, %3193
  %3195 = select i1 %3158, float %3001, float %2971
  %3196 = select i1 %3158, float %2971, float %3001
  %3197 = bitcast float %3196 to i32
  %3198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3197, i32 16, i32 31)
  %3199 = bitcast i32 %3198 to float
  %3200 = fadd float %3195, %3199
  %3201 = select i1 %3158, float %3139, float %3109
  %3202 = select i1 %3158, float %3109, float %3139
  %3203 = bitcast float %3202 to i32
  %3204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3203, i32 16, i32 31)
  %3205 = bitcast i32 %3204 to float
  %3206 = fadd float %3201, %3205
  %3207 = select i1 %3158, float %2188, float %2158
  %3208 = select i1 %3158, float %2158, float %2188
  %3209 = bitcast float %3208 to i32
  %3210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3209, i32 16, i32 31)
  %3211 = bitcast i32 %3210 to float
  %3212 = fadd float %3207, %3211
  %3213 = select i1 %3158, float %2326, float %2296
  %3214 = select i1 %3158, float %2296, float %2326
  %3215 = bitcast float %3214 to i32
  %3216 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3215, i32 16, i32 31)
  %3217 = bitcast i32 %3216 to float
  %3218 = fadd float %3213, %3217
  %3219 = select i1 %3158, float %2464, float %2434
  %3220 = select i1 %3158, float %2434, float %2464
  %3221 = bitcast float %3220 to i32
  %3222 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3221, i32 16, i32 31)
  %3223 = bitcast i32 %3222 to float
  %3224 = fadd float %3219, %3223
  %3225 = select i1 %3158, float %2602, float %2572
  %3226 = select i1 %3158, float %2572, float %2602
  %3227 = bitcast float %3226 to i32
  %3228 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3227, i32 16, i32 31)
  %3229 = bitcast i32 %3228 to float
  %3230 = fadd float %3225, %3229
  %3231 = select i1 %3158, float %2740, float %2710
  %3232 = select i1 %3158, float %2710, float %2740
  %3233 = bitcast float %3232 to i32
  %3234 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3233, i32 16, i32 31)
  %3235 = bitcast i32 %3234 to float
  %3236 = fadd float %3231, %3235
  %3237 = select i1 %3158, float %2878, float %2848
  %3238 = select i1 %3158, float %2848, float %2878
  %3239 = bitcast float %3238 to i32
  %3240 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3239, i32 16, i32 31)
  %3241 = bitcast i32 %3240 to float
  %3242 = fadd float %3237, %3241
  %3243 = select i1 %3158, float %3016, float %2986
  %3244 = select i1 %3158, float %2986, float %3016
  %3245 = bitcast float %3244 to i32
  %3246 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3245, i32 16, i32 31)
  %3247 = bitcast i32 %3246 to float
  %3248 = fadd float %3243, %3247
  %3249 = select i1 %3158, float %3154, float %3124
  %3250 = select i1 %3158, float %3124, float %3154
  %3251 = bitcast float %3250 to i32
  %3252 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3251, i32 16, i32 31)
  %3253 = bitcast i32 %3252 to float
  %3254 = fadd float %3249, %3253
  %3255 = and i32 %3156, 8
  %3256 = icmp ne i32 %3255, 0
  %3257 = select i1 %3256, float %3212, float %3164
  %3258 = select i1 %3256, float %3164, float %3212
  %3259 = bitcast float %3258 to i32
  %3260 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3259, i32 8, i32 31)
  %3261 = bitcast i32 %3260 to float
  %3262 = fadd float %3257, %3261
  %3263 = select i1 %3256, float %3218, float %3170
  %3264 = select i1 %3256, float %3170, float %3218
  %3265 = bitcast float %3264 to i32
  %3266 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3265, i32 8, i32 31)
  %3267 = bitcast i32 %3266 to float
  %3268 = fadd float %3263, %3267
  %3269 = select i1 %3256, float %3224, float %3176
  %3270 = select i1 %3256, float %3176, float %3224
  %3271 = bitcast float %3270 to i32
  %3272 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3271, i32 8, i32 31)
  %3273 = bitcast i32 %3272 to float
  %3274 = fadd float %3269, %3273
  %3275 = select i1 %3256, float %3230, float %3182
  %3276 = select i1 %3256, float %3182, float %3230
  %3277 = bitcast float %3276 to i32
  %3278 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3277, i32 8, i32 31)
  %3279 = bitcast i32 %3278 to float
  %3280 = fadd float %3275, %3279
  %3281 = select i1 %3256, float %3236, float %3188
  %3282 = select i1 %3256, float %3188, float %3236
  %3283 = bitcast float %3282 to i32
  %3284 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3283, i32 8, i32 31)
  %3285 = bitcast i32 %3284 to float
  %3286 = fadd float %3281, %3285
  %3287 = select i1 %3256, float %3242, float %3194
  %3288 = select i1 %3256, float %3194, float %3242
  %3289 = bitcast float %3288 to i32
  %3290 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3289, i32 8, i32 31)
  %3291 = bitcast i32 %3290 to float
  %3292 = fadd float %3287, %3291
  %3293 = select i1 %3256, float %3248, float %3200
  %3294 = select i1 %3256, float %3200, float %3248
  %3295 = bitcast float %3294 to i32
  %3296 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3295, i32 8, i32 31)
  %3297 = bitcast i32 %3296 to float
  %3298 = fadd float %3293, %3297
  %3299 = select i1 %3256, float %3254, float %3206
  %3300 = select i1 %3256, float %3206, float %3254
  %3301 = bitcast float %3300 to i32
  %3302 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3301, i32 8, i32 31)
  %3303 = bitcast i32 %3302 to float
  %3304 = fadd float %3299, %3303
  %3305 = and i32 %3156, 4
  %3306 = icmp ne i32 %3305, 0
  %3307 = select i1 %3306, float %3286, float %3262
  %3308 = select i1 %3306, float %3262, float %3286
  %3309 = bitcast float %3308 to i32
  %3310 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3309, i32 4, i32 31)
  %3311 = bitcast i32 %3310 to float
  %3312 = fadd float %3307, %3311
  %3313 = select i1 %3306, float %3292, float %3268
  %3314 = select i1 %3306, float %3268, float %3292
  %3315 = bitcast float %3314 to i32
  %3316 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3315, i32 4, i32 31)
  %3317 = bitcast i32 %3316 to float
  %3318 = fadd float %3313, %3317
  %3319 = select i1 %3306, float %3298, float %3274
  %3320 = select i1 %3306, float %3274, float %3298
  %3321 = bitcast float %3320 to i32
  %3322 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3321, i32 4, i32 31)
  %3323 = bitcast i32 %3322 to float
  %3324 = fadd float %3319, %3323
  %3325 = select i1 %3306, float %3304, float %3280
  %3326 = select i1 %3306, float %3280, float %3304
  %3327 = bitcast float %3326 to i32
  %3328 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3327, i32 4, i32 31)
  %3329 = bitcast i32 %3328 to float
  %3330 = fadd float %3325, %3329
  %3331 = and i32 %3156, 2
  %3332 = icmp ne i32 %3331, 0
  %3333 = select i1 %3332, float %3324, float %3312
  %3334 = select i1 %3332, float %3312, float %3324
  %3335 = bitcast float %3334 to i32
  %3336 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3335, i32 2, i32 31)
  %3337 = bitcast i32 %3336 to float
  %3338 = fadd float %3333, %3337
  %3339 = select i1 %3332, float %3330, float %3318
  %3340 = select i1 %3332, float %3318, float %3330
  %3341 = bitcast float %3340 to i32
  %3342 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3341, i32 2, i32 31)
  %3343 = bitcast i32 %3342 to float
  %3344 = fadd float %3339, %3343
  %3345 = and i32 %3156, 1
  %3346 = icmp ne i32 %3345, 0
  %3347 = select i1 %3346, float %3344, float %3338
  %3348 = select i1 %3346, float %3338, float %3344
  %3349 = bitcast float %3348 to i32
  %3350 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3349, i32 1, i32 31)
  %3351 = bitcast i32 %3350 to float
  %3352 = fadd float %3347, %3351
  %3353 = add i32 %2050, %290
  %3354 = icmp slt i32 %3353, %295
  %3355 = icmp sge i32 %3353, 0
  %3356 = and i1 %3354, %3355
  %3357 = fmul float %3352, %8
  %3358 = select i1 %3356, float %3357, float 0xFFF0000000000000
  %3359 = bitcast float %3358 to i32
  %3360 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3359, i32 4, i32 31)
  %3361 = bitcast i32 %3360 to float
  %3362 = fcmp ogt float %3358, %3361
  %3363 = select i1 %3362, float %3358, float %3361
  %3364 = bitcast float %3363 to i32
  %3365 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3364, i32 2, i32 31)
  %3366 = bitcast i32 %3365 to float
  %3367 = fcmp ogt float %3363, %3366
  %3368 = select i1 %3367, float %3363, float %3366
  %3369 = bitcast float %3368 to i32
  %3370 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3369, i32 1, i32 31)
  %3371 = bitcast i32 %3370 to float
  %3372 = fcmp ogt float %3368, %3371
  %3373 = select i1 %3372, float %3368, float %3371
  %3374 = load float, ptr %v32, align 4
  %3375 = fcmp ogt float %3374, %3373
  %3376 = select i1 %3375, float %3374, float %3373
  %3377 = fcmp oeq float %3374, 0xFFF0000000000000
  %3378 = fsub float %3374, %3376
  %3379 = fmul float %3378, 0x3FF7154760000000
  %3380 = fcmp olt float %3379, -1.260000e+02
  %3381 = fcmp ogt float %3379, 1.270000e+02
  %3382 = select i1 %3380, float -1.260000e+02, float %3379
  %3383 = select i1 %3381, float 1.270000e+02, float %3382
  %3384 = fadd float %3383, 5.000000e-01
  %3385 = call float @llvm.floor.f32(float %3384)
  %3386 = fsub float %3383, %3385
  %3387 = fmul float 0x3EEFFCBFC0000000, %3386
  %3388 = fadd float %3387, 0x3F24309120000000
  %3389 = fmul float %3388, %3386
  %3390 = fadd float %3389, 0x3F55D87FE0000000
  %3391 = fmul float %3390, %3386
  %3392 = fadd float %3391, 0x3F83B2AB60000000
  %3393 = fmul float %3392, %3386
  %3394 = fadd float %3393, 0x3FAC6B08E0000000
  %3395 = fmul float %3394, %3386
  %3396 = fadd float %3395, 0x3FCEBFBE00000000
  %3397 = fmul float %3396, %3386
  %3398 = fadd float %3397, 0x3FE62E4300000000
  %3399 = fmul float %3398, %3386
  %3400 = fadd float %3399, 1.000000e+00
  %3401 = fptosi float %3385 to i32
  %3402 = add i32 %3401, 127
  %3403 = shl i32 %3402, 23
  %3404 = bitcast i32 %3403 to float
  %3405 = fmul float %3400, %3404
  %3406 = select i1 %3380, float 0.000000e+00, float %3405
  %3407 = select i1 %3381, float 0x7FF0000000000000, float %3406
  %3408 = fcmp uno float %3379, %3379
  %3409 = select i1 %3408, float %3379, float %3407
  %3410 = select i1 %3377, float 0.000000e+00, float %3409
  %3411 = fsub float %3358, %3376
  %3412 = fmul float %3411, 0x3FF7154760000000
  %3413 = fcmp olt float %3412, -1.260000e+02
  %3414 = fcmp ogt float %3412, 1.270000e+02
  %3415 = select i1 %3413, float -1.260000e+02, float %3412
  %3416 = select i1 %3414, float 1.270000e+02, float %3415
  %3417 = fadd float %3416, 5.000000e-01
  %3418 = call float @llvm.floor.f32(float %3417)
  %3419 = fsub float %3416, %3418
  %3420 = fmul float 0x3EEFFCBFC0000000, %3419
  %3421 = fadd float %3420, 0x3F24309120000000
  %3422 = fmul float %3421, %3419
  %3423 = fadd float %3422, 0x3F55D87FE0000000
  %3424 = fmul float %3423, %3419
  %3425 = fadd float %3424, 0x3F83B2AB60000000
  %3426 = fmul float %3425, %3419
  %3427 = fadd float %3426, 0x3FAC6B08E0000000
  %3428 = fmul float %3427, %3419
  %3429 = fadd float %3428, 0x3FCEBFBE00000000
  %3430 = fmul float %3429, %3419
  %3431 = fadd float %3430, 0x3FE62E4300000000
  %3432 = fmul float %3431, %3419
  %3433 = fadd float %3432, 1.000000e+00
  %3434 = fptosi float %3418 to i32
  %3435 = add i32 %3434, 127
  %3436 = shl i32 %3435, 23
  %3437 = bitcast i32 %3436 to float
  %3438 = fmul float %3433, %3437
  %3439 = select i1 %3413, float 0.000000e+00, float %3438
  %3440 = select i1 %3414, float 0x7FF0000000000000, float %3439
  %3441 = fcmp uno float %3412, %3412
  %3442 = select i1 %3441, float %3412, float %3440
  %3443 = select i1 %3356, float %3442, float 0.000000e+00
  %3444 = bitcast float %3443 to i32
  %3445 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3444, i32 4, i32 31)
  %3446 = bitcast i32 %3445 to float
  %3447 = fadd float %3443, %3446
  %3448 = bitcast float %3447 to i32
  %3449 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3448, i32 2, i32 31)
  %3450 = bitcast i32 %3449 to float
  %3451 = fadd float %3447, %3450
  %3452 = bitcast float %3451 to i32
  %3453 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3452, i32 1, i32 31)
  %3454 = bitcast i32 %3453 to float
  %3455 = fadd float %3451, %3454
  %3456 = load float, ptr %v33, align 4
  %3457 = fmul float %3456, %3410
  %3458 = fadd float %3457, %3455
  store float %3458, ptr %v33, align 4
  store float %3376, ptr %v32, align 4
  %3459 = bitcast float %3410 to i32
  %3460 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3459, i32 0, i32 31)
  %3461 = bitcast i32 %3460 to float
  %3462 = load float, ptr %v, align 4
  %3463 = fmul float %3462, %3461
  store float %3463, ptr %v, align 4
  %3464 = load float, ptr %v1, align 4
  %3465 = fmul float %3464, %3461
  store float %3465, ptr %v1, align 4
  %3466 = load float, ptr %v2, align 4
  %3467 = fmul float %3466, %3461
  store float %3467, ptr %v2, align 4
  %3468 = load float, ptr %v3, align 4
  %3469 = fmul float %3468, %3461
  store float %3469, ptr %v3, align 4
  %3470 = load float, ptr %v4, align 4
  %3471 = fmul float %3470, %3461
  store float %3471, ptr %v4, align 4
  %3472 = load float, ptr %v5, align 4
  %3473 = fmul float %3472, %3461
  store float %3473, ptr %v5, align 4
  %3474 = load float, ptr %v6, align 4
  %3475 = fmul float %3474, %3461
  store float %3475, ptr %v6, align 4
  %3476 = load float, ptr %v7, align 4
  %3477 = fmul float %3476, %3461
  store float %3477, ptr %v7, align 4
  %3478 = bitcast float %3410 to i32
  %3479 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3478, i32 8, i32 31)
  %3480 = bitcast i32 %3479 to float
  %3481 = load float, ptr %v8, align 4
  %3482 = fmul float %3481, %3480
  store float %3482, ptr %v8, align 4
  %3483 = load float, ptr %v9, align 4
  %3484 = fmul float %3483, %3480
  store float %3484, ptr %v9, align 4
  %3485 = load float, ptr %v10, align 4
  %3486 = fmul float %3485, %3480
  store float %3486, ptr %v10, align 4
  %3487 = load float, ptr %v11, align 4
  %3488 = fmul float %3487, %3480
  store float %3488, ptr %v11, align 4
  %3489 = load float, ptr %v12, align 4
  %3490 = fmul float %3489, %3480
  store float %3490, ptr %v12, align 4
  %3491 = load float, ptr %v13, align 4
  %3492 = fmul float %3491, %3480
  store float %3492, ptr %v13, align 4
  %3493 = load float, ptr %v14, align 4
  %3494 = fmul float %3493, %3480
  store float %3494, ptr %v14, align 4
  %3495 = load float, ptr %v15, align 4
  %3496 = fmul float %3495, %3480
  store float %3496, ptr %v15, align 4
  %3497 = bitcast float %3410 to i32
  %3498 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3497, i32 16, i32 31)
  %3499 = bitcast i32 %3498 to float
  %3500 = load float, ptr %v16, align 4
  %3501 = fmul float %3500, %3499
  store float %3501, ptr %v16, align 4
  %3502 = load float, ptr %v17, align 4
  %3503 = fmul float %3502, %3499
  store float %3503, ptr %v17, align 4
  %3504 = load float, ptr %v18, align 4
  %3505 = fmul float %3504, %3499
  store float %3505, ptr %v18, align 4
  %3506 = load float, ptr %v19, align 4
  %3507 = fmul float %3506, %3499
  store float %3507, ptr %v19, align 4
  %3508 = load float, ptr %v20, align 4
  %3509 = fmul float %3508, %3499
  store float %3509, ptr %v20, align 4
  %3510 = load float, ptr %v21, align 4
  %3511 = fmul float %3510, %3499
  store float %3511, ptr %v21, align 4
  %3512 = load float, ptr %v22, align 4
  %3513 = fmul float %3512, %3499
  store float %3513, ptr %v22, align 4
  %3514 = load float, ptr %v23, align 4
  %3515 = fmul float %3514, %3499
  store float %3515, ptr %v23, align 4
  %3516 = bitcast float %3410 to i32
  %3517 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3516, i32 24, i32 31)
  %3518 = bitcast i32 %3517 to float
  %3519 = load float, ptr %v24, align 4
  %3520 = fmul float %3519, %3518
  store float %3520, ptr %v24, align 4
  %3521 = load float, ptr %v25, align 4
  %3522 = fmul float %3521, %3518
  store float %3522, ptr %v25, align 4
  %3523 = load float, ptr %v26, align 4
  %3524 = fmul float %3523, %3518
  store float %3524, ptr %v26, align 4
  %3525 = load float, ptr %v27, align 4
  %3526 = fmul float %3525, %3518
  store float %3526, ptr %v27, align 4
  %3527 = load float, ptr %v28, align 4
  %3528 = fmul float %3527, %3518
  store float %3528, ptr %v28, align 4
  %3529 = load float, ptr %v29, align 4
  %3530 = fmul float %3529, %3518
  store float %3530, ptr %v29, align 4
  %3531 = load float, ptr %v30, align 4
  %3532 = fmul float %3531, %3518
  store float %3532, ptr %v30, align 4
  %3533 = load float, ptr %v31, align 4
  %3534 = fmul float %3533, %3518
  store float %3534, ptr %v31, align 4
  %3535 = add i32 %2050, 0
  %3536 = icmp sgt i32 %3535, %309
  %3537 = select i1 %3536, i32 %309, i32 %3535
  %3538 = mul i32 %3537, %5
  %3539 = add i32 %3538, %18
  %3540 = mul i32 %3539, %6
  %3541 = add i32 %3540, %25
  %3542 = select i1 %26, i32 %3541, i32 %3540
  %3543 = sext i32 %3542 to i64
  %3544 = mul i64 %3543, 2
  %3545 = getelementptr i8, ptr addrspace(1) %3, i64 %3544
  %3546 = load i16, ptr addrspace(1) %3545, align 2
  %3547 = bitcast i16 %3546 to half
  %3548 = fpext half %3547 to float
  %3549 = select i1 %26, float %3548, float 0.000000e+00
  %3550 = add i32 %3540, %27
  %3551 = select i1 %28, i32 %3550, i32 %3540
  %3552 = sext i32 %3551 to i64
  %3553 = mul i64 %3552, 2
  %3554 = getelementptr i8, ptr addrspace(1) %3, i64 %3553
  %3555 = load i16, ptr addrspace(1) %3554, align 2
  %3556 = bitcast i16 %3555 to half
  %3557 = fpext half %3556 to float
  %3558 = select i1 %28, float %3557, float 0.000000e+00
  %3559 = add i32 %3540, %29
  %3560 = select i1 %30, i32 %3559, i32 %3540
  %3561 = sext i32 %3560 to i64
  %3562 = mul i64 %3561, 2
  %3563 = getelementptr i8, ptr addrspace(1) %3, i64 %3562
  %3564 = load i16, ptr addrspace(1) %3563, align 2
  %3565 = bitcast i16 %3564 to half
  %3566 = fpext half %3565 to float
  %3567 = select i1 %30, float %3566, float 0.000000e+00
  %3568 = add i32 %3540, %31
  %3569 = select i1 %32, i32 %3568, i32 %3540
  %3570 = sext i32 %3569 to i64
  %3571 = mul i64 %3570, 2
  %3572 = getelementptr i8, ptr addrspace(1) %3, i64 %3571
  %3573 = load i16, ptr addrspace(1) %3572, align 2
  %3574 = bitcast i16 %3573 to half
  %3575 = fpext half %3574 to float
  %3576 = select i1 %32, float %3575, float 0.000000e+00
  %3577 = add i32 %3540, %33
  %3578 = select i1 %34, i32 %3577, i32 %3540
  %3579 = sext i32 %3578 to i64
  %3580 = mul i64 %3579, 2
  %3581 = getelementptr i8, ptr addrspace(1) %3, i64 %3580
  %3582 = load i16, ptr addrspace(1) %3581, align 2
  %3583 = bitcast i16 %3582 to half
  %3584 = fpext half %3583 to float
  %3585 = select i1 %34, float %3584, float 0.000000e+00
  %3586 = add i32 %3540, %35
  %3587 = select i1 %36, i32 %3586, i32 %3540
  %3588 = sext i32 %3587 to i64
  %3589 = mul i64 %3588, 2
  %3590 = getelementptr i8, ptr addrspace(1) %3, i64 %3589
  %3591 = load i16, ptr addrspace(1) %3590, align 2
  %3592 = bitcast i16 %3591 to half
  %3593 = fpext half %3592 to float
  %3594 = select i1 %36, float %3593, float 0.000000e+00
  %3595 = add i32 %3540, %37
  %3596 = select i1 %38, i32 %3595, i32 %3540
  %3597 = sext i32 %3596 to i64
  %3598 = mul i64 %3597, 2
  %3599 = getelementptr i8, ptr addrspace(1) %3, i64 %3598
  %3600 = load i16, ptr addrspace(1) %3599, align 2
  %3601 = bitcast i16 %3600 to half
  %3602 = fpext half %3601 to float
  %3603 = select i1 %38, float %3602, float 0.000000e+00
  %3604 = add i32 %3540, %39
  %3605 = select i1 %40, i32 %3604, i32 %3540
  %3606 = sext i32 %3605 to i64
  %3607 = mul i64 %3606, 2
  %3608 = getelementptr i8, ptr addrspace(1) %3, i64 %3607
  %3609 = load i16, ptr addrspace(1) %3608, align 2
  %3610 = bitcast i16 %3609 to half
  %3611 = fpext half %3610 to float
  %3612 = select i1 %40, float %3611, float 0.000000e+00
  %3613 = bitcast float %3443 to i32
  %3614 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3613, i32 0, i32 31)
  %3615 = bitcast i32 %3614 to float
  %3616 = load float, ptr %v, align 4
  %3617 = fmul float %3615, %3549
  %3618 = fadd float %3617, %3616
  store float %3618, ptr %v, align 4
  %3619 = load float, ptr %v1, align 4
  %3620 = fmul float %3615, %3558
  %3621 = fadd float %3620, %3619
  store float %3621, ptr %v1, align 4
  %3622 = load float, ptr %v2, align 4
  %3623 = fmul float %3615, %3567
  %3624 = fadd float %3623, %3622
  store float %3624, ptr %v2, align 4
  %3625 = load float, ptr %v3, align 4
  %3626 = fmul float %3615, %3576
  %3627 = fadd float %3626, %3625
  store float %3627, ptr %v3, align 4
  %3628 = load float, ptr %v4, align 4
  %3629 = fmul float %3615, %3585
  %3630 = fadd float %3629, %3628
  store float %3630, ptr %v4, align 4
  %3631 = load float, ptr %v5, align 4
  %3632 = fmul float %3615, %3594
  %3633 = fadd float %3632, %3631
  store float %3633, ptr %v5, align 4
  %3634 = load float, ptr %v6, align 4
  %3635 = fmul float %3615, %3603
  %3636 = fadd float %3635, %3634
  store float %3636, ptr %v6, align 4
  %3637 = load float, ptr %v7, align 4
  %3638 = fmul float %3615, %3612
  %3639 = fadd float %3638, %3637
  store float %3639, ptr %v7, align 4
  %3640 = bitcast float %3443 to i32
  %3641 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3640, i32 8, i32 31)
  %3642 = bitcast i32 %3641 to float
  %3643 = load float, ptr %v8, align 4
  %3644 = fmul float %3642, %3549
  %3645 = fadd float %3644, %3643
  store float %3645, ptr %v8, align 4
  %3646 = load float, ptr %v9, align 4
  %3647 = fmul float %3642, %3558
  %3648 = fadd float %3647, %3646
  store float %3648, ptr %v9, align 4
  %3649 = load float, ptr %v10, align 4
  %3650 = fmul float %3642, %3567
  %3651 = fadd float %3650, %3649
  store float %3651, ptr %v10, align 4
  %3652 = load float, ptr %v11, align 4
  %3653 = fmul float %3642, %3576
  %3654 = fadd float %3653, %3652
  store float %3654, ptr %v11, align 4
  %3655 = load float, ptr %v12, align 4
  %3656 = fmul float %3642, %3585
  %3657 = fadd float %3656, %3655
  store float %3657, ptr %v12, align 4
  %3658 = load float, ptr %v13, align 4
  %3659 = fmul float %3642, %3594
  %3660 = fadd float %3659, %3658
  store float %3660, ptr %v13, align 4
  %3661 = load float, ptr %v14, align 4
  %3662 = fmul float %3642, %3603
  %3663 = fadd float %3662, %3661
  store float %3663, ptr %v14, align 4
  %3664 = load float, ptr %v15, align 4
  %3665 = fmul float %3642, %3612
  %3666 = fadd float %3665, %3664
  store float %3666, ptr %v15, align 4
  %3667 = bitcast float %3443 to i32
  %3668 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3667, i32 16, i32 31)
  %3669 = bitcast i32 %3668 to float
  %3670 = load float, ptr %v16, align 4
  %3671 = fmul float %3669, %3549
  %3672 = fadd float %3671, %3670
  store float %3672, ptr %v16, align 4
  %3673 = load float, ptr %v17, align 4
  %3674 = fmul float %3669, %3558
  %3675 = fadd float %3674, %3673
  store float %3675, ptr %v17, align 4
  %3676 = load float, ptr %v18, align 4
  %3677 = fmul float %3669, %3567
  %3678 = fadd float %3677, %3676
  store float %3678, ptr %v18, align 4
  %3679 = load float, ptr %v19, align 4
  %3680 = fmul float %3669, %3576
  %3681 = fadd float %3680, %3679
  store float %3681, ptr %v19, align 4
  %3682 = load float, ptr %v20, align 4
  %3683 = fmul float %3669, %3585
  %3684 = fadd float %3683, %3682
  store float %3684, ptr %v20, align 4
  %3685 = load float, ptr %v21, align 4
  %3686 = fmul float %3669, %3594
  %3687 = fadd float %3686, %3685
  store float %3687, ptr %v21, align 4
  %3688 = load float, ptr %v22, align 4
  %3689 = fmul float %3669, %3603
  %3690 = fadd float %3689, %3688
  store float %3690, ptr %v22, align 4
  %3691 = load float, ptr %v23, align 4
  %3692 = fmul float %3669, %3612
  %3693 = fadd float %3692, %3691
  store float %3693, ptr %v23, align 4
  %3694 = bitcast float %3443 to i32
  %3695 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3694, i32 24, i32 31)
  %3696 = bitcast i32 %3695 to float
  %3697 = load float, ptr %v24, align 4
  %3698 = fmul float %3696, %3549
  %3699 = fadd float %3698, %3697
  store float %3699, ptr %v24, align 4
  %3700 = load float, ptr %v25, align 4
  %3701 = fmul float %3696, %3558
  %3702 = fadd float %3701, %3700
  store float %3702, ptr %v25, align 4
  %3703 = load float, ptr %v26, align 4
  %3704 = fmul float %3696, %3567
  %3705 = fadd float %3704, %3703
  store float %3705, ptr %v26, align 4
  %3706 = load float, ptr %v27, align 4
  %3707 = fmul float %3696, %3576
  %3708 = fadd float %3707, %3706
  store float %3708, ptr %v27, align 4
  %3709 = load float, ptr %v28, align 4
  %3710 = fmul float %3696, %3585
  %3711 = fadd float %3710, %3709
  store float %3711, ptr %v28, align 4
  %3712 = load float, ptr %v29, align 4
  %3713 = fmul float %3696, %3594
  %3714 = fadd float %3713, %3712
  store float %3714, ptr %v29, align 4
  %3715 = load float, ptr %v30, align 4
  %3716 = fmul float %3696, %3603
  %3717 = fadd float %3716, %3715
  store float %3717, ptr %v30, align 4
  %3718 = load float, ptr %v31, align 4
  %3719 = fmul float %3696, %3612
  %3720 = fadd float %3719, %3718
  store float %3720, ptr %v31, align 4
  %3721 = add i32 %2050, 1
  %3722 = icmp sgt i32 %3721, %309
  %3723 = select i1 %3722, i32 %309, i32 %3721
  %3724 = mul i32 %3723, %5
  %3725 = add i32 %3724, %18
  %3726 = mul i32 %3725, %6
  %3727 = add i32 %3726, %25
  %3728 = select i1 %26, i32 %3727, i32 %3726
  %3729 = sext i32 %3728 to i64
  %3730 = mul i64 %3729, 2
  %3731 = getelementptr i8, ptr addrspace(1) %3, i64 %3730
  %3732 = load i16, ptr addrspace(1) %3731, align 2
  %3733 = bitcast i16 %3732 to half
  %3734 = fpext half %3733 to float
  %3735 = select i1 %26, float %3734, float 0.000000e+00
  %3736 = add i32 %3726, %27
  %3737 = select i1 %28, i32 %3736, i32 %3726
  %3738 = sext i32 %3737 to i64
  %3739 = mul i64 %3738, 2
  %3740 = getelementptr i8, ptr addrspace(1) %3, i64 %3739
  %3741 = load i16, ptr addrspace(1) %3740, align 2
  %3742 = bitcast i16 %3741 to half
  %3743 = fpext half %3742 to float
  %3744 = select i1 %28, float %3743, float 0.000000e+00
  %3745 = add i32 %3726, %29
  %3746 = select i1 %30, i32 %3745, i32 %3726
  %3747 = sext i32 %3746 to i64
  %3748 = mul i64 %3747, 2
  %3749 = getelementptr i8, ptr addrspace(1) %3, i64 %3748
  %3750 = load i16, ptr addrspace(1) %3749, align 2
  %3751 = bitcast i16 %3750 to half
  %3752 = fpext half %3751 to float
  %3753 = select i1 %30, float %3752, float 0.000000e+00
  %3754 = add i32 %3726, %31
  %3755 = select i1 %32, i32 %3754, i32 %3726
  %3756 = sext i32 %3755 to i64
  %3757 = mul i64 %3756, 2
  %3758 = getelementptr i8, ptr addrspace(1) %3, i64 %3757
  %3759 = load i16, ptr addrspace(1) %3758, align 2
  %3760 = bitcast i16 %3759 to half
  %3761 = fpext half %3760 to float
  %3762 = select i1 %32, float %3761, float 0.000000e+00
  %3763 = add i32 %3726, %33
  %3764 = select i1 %34, i32 %3763, i32 %3726
  %3765 = sext i32 %3764 to i64
  %3766 = mul i64 %3765, 2
  %3767 = getelementptr i8, ptr addrspace(1) %3, i64 %3766
  %3768 = load i16, ptr addrspace(1) %3767, align 2
  %3769 = bitcast i16 %3768 to half
  %3770 = fpext half %3769 to float
  %3771 = select i1 %34, float %3770, float 0.000000e+00
  %3772 = add i32 %3726, %35
  %3773 = select i1 %36, i32 %3772, i32 %3726
  %3774 = sext i32 %3773 to i64
  %3775 = mul i64 %3774, 2
  %3776 = getelementptr i8, ptr addrspace(1) %3, i64 %3775
  %3777 = load i16, ptr addrspace(1) %3776, align 2
  %3778 = bitcast i16 %3777 to half
  %3779 = fpext half %3778 to float
  %3780 = select i1 %36, float %3779, float 0.000000e+00
  %3781 = add i32 %3726, %37
  %3782 = select i1 %38, i32 %3781, i32 %3726
  %3783 = sext i32 %3782 to i64
  %3784 = mul i64 %3783, 2
  %3785 = getelementptr i8, ptr addrspace(1) %3, i64 %3784
  %3786 = load i16, ptr addrspace(1) %3785, align 2
  %3787 = bitcast i16 %3786 to half
  %3788 = fpext half %3787 to float
  %3789 = select i1 %38, float %3788, float 0.000000e+00
  %3790 = add i32 %3726, %39
  %3791 = select i1 %40, i32 %3790, i32 %3726
  %3792 = sext i32 %3791 to i64
  %3793 = mul i64 %3792, 2
  %3794 = getelementptr i8, ptr addrspace(1) %3, i64 %3793
  %3795 = load i16, ptr addrspace(1) %3794, align 2
  %3796 = bitcast i16 %3795 to half
  %3797 = fpext half %3796 to float
  %3798 = select i1 %40, float %3797, float 0.000000e+00
  %3799 = bitcast float %3443 to i32
  %3800 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3799, i32 1, i32 31)
  %3801 = bitcast i32 %3800 to float
  %3802 = load float, ptr %v, align 4
  %3803 = fmul float %3801, %3735
  %3804 = fadd float %3803, %3802
  store float %3804, ptr %v, align 4
  %3805 = load float, ptr %v1, align 4
  %3806 = fmul float %3801, %3744
  %3807 = fadd float %3806, %3805
  store float %3807, ptr %v1, align 4
  %3808 = load float, ptr %v2, align 4
  %3809 = fmul float %3801, %3753
  %3810 = fadd float %3809, %3808
  store float %3810, ptr %v2, align 4
  %3811 = load float, ptr %v3, align 4
  %3812 = fmul float %3801, %3762
  %3813 = fadd float %3812, %3811
  store float %3813, ptr %v3, align 4
  %3814 = load float, ptr %v4, align 4
  %3815 = fmul float %3801, %3771
  %3816 = fadd float %3815, %3814
  store float %3816, ptr %v4, align 4
  %3817 = load float, ptr %v5, align 4
  %3818 = fmul float %3801, %3780
  %3819 = fadd float %3818, %3817
  store float %3819, ptr %v5, align 4
  %3820 = load float, ptr %v6, align 4
  %3821 = fmul float %3801, %3789
  %3822 = fadd float %3821, %3820
  store float %3822, ptr %v6, align 4
  %3823 = load float, ptr %v7, align 4
  %3824 = fmul float %3801, %3798
  %3825 = fadd float %3824, %3823
  store float %3825, ptr %v7, align 4
  %3826 = bitcast float %3443 to i32
  %3827 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3826, i32 9, i32 31)
  %3828 = bitcast i32 %3827 to float
  %3829 = load float, ptr %v8, align 4
  %3830 = fmul float %3828, %3735
  %3831 = fadd float %3830, %3829
  store float %3831, ptr %v8, align 4
  %3832 = load float, ptr %v9, align 4
  %3833 = fmul float %3828, %3744
  %3834 = fadd float %3833, %3832
  store float %3834, ptr %v9, align 4
  %3835 = load float, ptr %v10, align 4
  %3836 = fmul float %3828, %3753
  %3837 = fadd float %3836, %3835
  store float %3837, ptr %v10, align 4
  %3838 = load float, ptr %v11, align 4
  %3839 = fmul float %3828, %3762
  %3840 = fadd float %3839, %3838
  store float %3840, ptr %v11, align 4
  %3841 = load float, ptr %v12, align 4
  %3842 = fmul float %3828, %3771
  %3843 = fadd float %3842, %3841
  store float %3843, ptr %v12, align 4
  %3844 = load float, ptr %v13, align 4
  %3845 = fmul float %3828, %3780
  %3846 = fadd float %3845, %3844
  store float %3846, ptr %v13, align 4
  %3847 = load float, ptr %v14, align 4
  %3848 = fmul float %3828, %3789
  %3849 = fadd float %3848, %3847
  store float %3849, ptr %v14, align 4
  %3850 = load float, ptr %v15, align 4
  %3851 = fmul float %3828, %3798
  %3852 = fadd float %3851, %3850
  store float %3852, ptr %v15, align 4
  %3853 = bitcast float %3443 to i32
  %3854 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3853, i32 17, i32 31)
  %3855 = bitcast i32 %3854 to float
  %3856 = load float, ptr %v16, align 4
  %3857 = fmul float %3855, %3735
  %3858 = fadd float %3857, %3856
  store float %3858, ptr %v16, align 4
  %3859 = load float, ptr %v17, align 4
  %3860 = fmul float %3855, %3744
  %3861 = fadd float %3860, %3859
  store float %3861, ptr %v17, align 4
  %3862 = load float, ptr %v18, align 4
  %3863 = fmul float %3855, %3753
  %3864 = fadd float %3863, %3862
  store float %3864, ptr %v18, align 4
  %3865 = load float, ptr %v19, align 4
  %3866 = fmul float %3855, %3762
  %3867 = fadd float %3866, %3865
  store float %3867, ptr %v19, align 4
  %3868 = load float, ptr %v20, align 4
  %3869 = fmul float %3855, %3771
  %3870 = fadd float %3869, %3868
  store float %3870, ptr %v20, align 4
  %3871 = load float, ptr %v21, align 4
  %3872 = fmul float %3855, %3780
  %3873 = fadd float %3872, %3871
  store float %3873, ptr %v21, align 4
  %3874 = load float, ptr %v22, align 4
  %3875 = fmul float %3855, %3789
  %3876 = fadd float %3875, %3874
  store float %3876, ptr %v22, align 4
  %3877 = load float, ptr %v23, align 4
  %3878 = fmul float %3855, %3798
  %3879 = fadd float %3878, %3877
  store float %3879, ptr %v23, align 4
  %3880 = bitcast float %3443 to i32
  %3881 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3880, i32 25, i32 31)
  %3882 = bitcast i32 %3881 to float
  %3883 = load float, ptr %v24, align 4
  %3884 = fmul float %3882, %3735
  %3885 = fadd float %3884, %3883
  store float %3885, ptr %v24, align 4
  %3886 = load float, ptr %v25, align 4
  %3887 = fmul float %3882, %3744
  %3888 = fadd float %3887, %3886
  store float %3888, ptr %v25, align 4
  %3889 = load float, ptr %v26, align 4
  %3890 = fmul float %3882, %3753
  %3891 = fadd float %3890, %3889
  store float %3891, ptr %v26, align 4
  %3892 = load float, ptr %v27, align 4
  %3893 = fmul float %3882, %3762
  %3894 = fadd float %3893, %3892
  store float %3894, ptr %v27, align 4
  %3895 = load float, ptr %v28, align 4
  %3896 = fmul float %3882, %3771
  %3897 = fadd float %3896, %3895
  store float %3897, ptr %v28, align 4
  %3898 = load float, ptr %v29, align 4
  %3899 = fmul float %3882, %3780
  %3900 = fadd float %3899, %3898
  store float %3900, ptr %v29, align 4
  %3901 = load float, ptr %v30, align 4
  %3902 = fmul float %3882, %3789
  %3903 = fadd float %3902, %3901
  store float %3903, ptr %v30, align 4
  %3904 = load float, ptr %v31, align 4
  %3905 = fmul float %3882, %3798
  %3906 = fadd float %3905, %3904
  store float %3906, ptr %v31, align 4
  %3907 = add i32 %2050, 2
  %3908 = icmp sgt i32 %3907, %309
  %3909 = select i1 %3908, i32 %309, i32 %3907
  %3910 = mul i32 %3909, %5
  %3911 = add i32 %3910, %18
  %3912 = mul i32 %3911, %6
  %3913 = add i32 %3912, %25
  %3914 = select i1 %26, i32 %3913, i32 %3912
  %3915 = sext i32 %3914 to i64
  %3916 = mul i64 %3915, 2
  %3917 = getelementptr i8, ptr addrspace(1) %3, i64 %3916
  %3918 = load i16, ptr addrspace(1) %3917, align 2
  %3919 = bitcast i16 %3918 to half
  %3920 = fpext half %3919 to float
  %3921 = select i1 %26, float %3920, float 0.000000e+00
  %3922 = add i32 %3912, %27
  %3923 = select i1 %28, i32 %3922, i32 %3912
  %3924 = sext i32 %3923 to i64
  %3925 = mul i64 %3924, 2
  %3926 = getelementptr i8, ptr addrspace(1) %3, i64 %3925
  %3927 = load i16, ptr addrspace(1) %3926, align 2
  %3928 = bitcast i16 %3927 to half
  %3929 = fpext half %3928 to float
  %3930 = select i1 %28, float %3929, float 0.000000e+00
  %3931 = add i32 %3912, %29
  %3932 = select i1 %30, i32 %3931, i32 %3912
  %3933 = sext i32 %3932 to i64
  %3934 = mul i64 %3933, 2
  %3935 = getelementptr i8, ptr addrspace(1) %3, i64 %3934
  %3936 = load i16, ptr addrspace(1) %3935, align 2
  %3937 = bitcast i16 %3936 to half
  %3938 = fpext half %3937 to float
  %3939 = select i1 %30, float %3938, float 0.000000e+00
  %3940 = add i32 %3912, %31
  %3941 = select i1 %32, i32 %3940, i32 %3912
  %3942 = sext i32 %3941 to i64
  %3943 = mul i64 %3942, 2
  %3944 = getelementptr i8, ptr addrspace(1) %3, i64 %3943
  %3945 = load i16, ptr addrspace(1) %3944, align 2
  %3946 = bitcast i16 %3945 to half
  %3947 = fpext half %3946 to float
  %3948 = select i1 %32, float %3947, float 0.000000e+00
  %3949 = add i32 %3912, %33
  %3950 = select i1 %34, i32 %3949, i32 %3912
  %3951 = sext i32 %3950 to i64
  %3952 = mul i64 %3951, 2
  %3953 = getelementptr i8, ptr addrspace(1) %3, i64 %3952
  %3954 = load i16, ptr addrspace(1) %3953, align 2
  %3955 = bitcast i16 %3954 to half
  %3956 = fpext half %3955 to float
  %3957 = select i1 %34, float %3956, float 0.000000e+00
  %3958 = add i32 %3912, %35
  %3959 = select i1 %36, i32 %3958, i32 %3912
  %3960 = sext i32 %3959 to i64
  %3961 = mul i64 %3960, 2
  %3962 = getelementptr i8, ptr addrspace(1) %3, i64 %3961
  %3963 = load i16, ptr addrspace(1) %3962, align 2
  %3964 = bitcast i16 %3963 to half
  %3965 = fpext half %3964 to float
  %3966 = select i1 %36, float %3965, float 0.000000e+00
  %3967 = add i32 %3912, %37
  %3968 = select i1 %38, i32 %3967, i32 %3912
  %3969 = sext i32 %3968 to i64
  %3970 = mul i64 %3969, 2
  %3971 = getelementptr i8, ptr addrspace(1) %3, i64 %3970
  %3972 = load i16, ptr addrspace(1) %3971, align 2
  %3973 = bitcast i16 %3972 to half
  %3974 = fpext half %3973 to float
  %3975 = select i1 %38, float %3974, float 0.000000e+00
  %3976 = add i32 %3912, %39
  %3977 = select i1 %40, i32 %3976, i32 %3912
  %3978 = sext i32 %3977 to i64
  %3979 = mul i64 %3978, 2
  %3980 = getelementptr i8, ptr addrspace(1) %3, i64 %3979
  %3981 = load i16, ptr addrspace(1) %3980, align 2
  %3982 = bitcast i16 %3981 to half
  %3983 = fpext half %3982 to float
  %3984 = select i1 %40, float %3983, float 0.000000e+00
  %3985 = bitcast float %3443 to i32
  %3986 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3985, i32 2, i32 31)
  %3987 = bitcast i32 %3986 to float
  %3988 = load float, ptr %v, align 4
  %3989 = fmul float %3987, %3921
  %3990 = fadd float %3989, %3988
  store float %3990, ptr %v, align 4
  %3991 = load float, ptr %v1, align 4
  %3992 = fmul float %3987, %3930
  %3993 = fadd float %3992, %3991
  store float %3993, ptr %v1, align 4
  %3994 = load float, ptr %v2, align 4
  %3995 = fmul float %3987, %3939
  %3996 = fadd float %3995, %3994
  store float %3996, ptr %v2, align 4
  %3997 = load float, ptr %v3, align 4
  %3998 = fmul float %3987, %3948
  %3999 = fadd float %3998, %3997
  store float %3999, ptr %v3, align 4
  %4000 = load float, ptr %v4, align 4
  %4001 = fmul float %3987, %3957
  %4002 = fadd float %4001, %4000
  store float %4002, ptr %v4, align 4
  %4003 = load float, ptr %v5, align 4
  %4004 = fmul float %3987, %3966
  %4005 = fadd float %4004, %4003
  store float %4005, ptr %v5, align 4
  %4006 = load float, ptr %v6, align 4
  %4007 = fmul float %3987, %3975
  %4008 = fadd float %4007, %4006
  store float %4008, ptr %v6, align 4
  %4009 = load float, ptr %v7, align 4
  %4010 = fmul float %3987, %3984
  %4011 = fadd float %4010, %4009
  store float %4011, ptr %v7, align 4
  %4012 = bitcast float %3443 to i32
  %4013 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4012, i32 10, i32 31)
  %4014 = bitcast i32 %4013 to float
  %4015 = load float, ptr %v8, align 4
  %4016 = fmul float %4014, %3921
  %4017 = fadd float %4016, %4015
  store float %4017, ptr %v8, align 4
  %4018 = load float, ptr %v9, align 4
  %4019 = fmul float %4014, %3930
  %4020 = fadd float %4019, %4018
  store float %4020, ptr %v9, align 4
  %4021 = load float, ptr %v10, align 4
  %4022 = fmul float %4014, %3939
  %4023 = fadd float %4022, %4021
  store float %4023, ptr %v10, align 4
  %4024 = load float, ptr %v11, align 4
  %4025 = fmul float %4014, %3948
  %4026 = fadd float %4025, %4024
  store float %4026, ptr %v11, align 4
  %4027 = load float, ptr %v12, align 4
  %4028 = fmul float %4014, %3957
  %4029 = fadd float %4028, %4027
  store float %4029, ptr %v12, align 4
  %4030 = load float, ptr %v13, align 4
  %4031 = fmul float %4014, %3966
  %4032 = fadd float %4031, %4030
  store float %4032, ptr %v13, align 4
  %4033 = load float, ptr %v14, align 4
  %4034 = fmul float %4014, %3975
  %4035 = fadd float %4034, %4033
  store float %4035, ptr %v14, align 4
  %4036 = load float, ptr %v15, align 4
  %4037 = fmul float %4014, %3984
  %4038 = fadd float %4037, %4036
  store float %4038, ptr %v15, align 4
  %4039 = bitcast float %3443 to i32
  %4040 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4039, i32 18, i32 31)
  %4041 = bitcast i32 %4040 to float
  %4042 = load float, ptr %v16, align 4
  %4043 = fmul float %4041, %3921
  %4044 = fadd float %4043, %4042
  store float %4044, ptr %v16, align 4
  %4045 = load float, ptr %v17, align 4
  %4046 = fmul float %4041, %3930
  %4047 = fadd float %4046, %4045
  store float %4047, ptr %v17, align 4
  %4048 = load float, ptr %v18, align 4
  %4049 = fmul float %4041, %3939
  %4050 = fadd float %4049, %4048
  store float %4050, ptr %v18, align 4
  %4051 = load float, ptr %v19, align 4
  %4052 = fmul float %4041, %3948
  %4053 = fadd float %4052, %4051
  store float %4053, ptr %v19, align 4
  %4054 = load float, ptr %v20, align 4
  %4055 = fmul float %4041, %3957
  %4056 = fadd float %4055, %4054
  store float %4056, ptr %v20, align 4
  %4057 = load float, ptr %v21, align 4
  %4058 = fmul float %4041, %3966
  %4059 = fadd float %4058, %4057
  store float %4059, ptr %v21, align 4
  %4060 = load float, ptr %v22, align 4
  %4061 = fmul float %4041, %3975
  %4062 = fadd float %4061, %4060
  store float %4062, ptr %v22, align 4
  %4063 = load float, ptr %v23, align 4
  %4064 = fmul float %4041, %3984
  %4065 = fadd float %4064, %4063
  store float %4065, ptr %v23, align 4
  %4066 = bitcast float %3443 to i32
  %4067 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4066, i32 26, i32 31)
  %4068 = bitcast i32 %4067 to float
  %4069 = load float, ptr %v24, align 4
  %4070 = fmul float %4068, %3921
  %4071 = fadd float %4070, %4069
  store float %4071, ptr %v24, align 4
  %4072 = load float, ptr %v25, align 4
  %4073 = fmul float %4068, %3930
  %4074 = fadd float %4073, %4072
  store float %4074, ptr %v25, align 4
  %4075 = load float, ptr %v26, align 4
  %4076 = fmul float %4068, %3939
  %4077 = fadd float %4076, %4075
  store float %4077, ptr %v26, align 4
  %4078 = load float, ptr %v27, align 4
  %4079 = fmul float %4068, %3948
  %4080 = fadd float %4079, %4078
  store float %4080, ptr %v27, align 4
  %4081 = load float, ptr %v28, align 4
  %4082 = fmul float %4068, %3957
  %4083 = fadd float %4082, %4081
  store float %4083, ptr %v28, align 4
  %4084 = load float, ptr %v29, align 4
  %4085 = fmul float %4068, %3966
  %4086 = fadd float %4085, %4084
  store float %4086, ptr %v29, align 4
  %4087 = load float, ptr %v30, align 4
  %4088 = fmul float %4068, %3975
  %4089 = fadd float %4088, %4087
  store float %4089, ptr %v30, align 4
  %4090 = load float, ptr %v31, align 4
  %4091 = fmul float %4068, %3984
  %4092 = fadd float %4091, %4090
  store float %4092, ptr %v31, align 4
  %4093 = add i32 %2050, 3
  %4094 = icmp sgt i32 %4093, %309
  %4095 = select i1 %4094, i32 %309, i32 %4093
  %4096 = mul i32 %4095, %5
  %4097 = add i32 %4096, %18
  %4098 = mul i32 %4097, %6
  %4099 = add i32 %4098, %25
  %4100 = select i1 %26, i32 %4099, i32 %4098
  %4101 = sext i32 %4100 to i64
  %4102 = mul i64 %4101, 2
  %4103 = getelementptr i8, ptr addrspace(1) %3, i64 %4102
  %4104 = load i16, ptr addrspace(1) %4103, align 2
  %4105 = bitcast i16 %4104 to half
  %4106 = fpext half %4105 to float
  %4107 = select i1 %26, float %4106, float 0.000000e+00
  %4108 = add i32 %4098, %27
  %4109 = select i1 %28, i32 %4108, i32 %4098
  %4110 = sext i32 %4109 to i64
  %4111 = mul i64 %4110, 2
  %4112 = getelementptr i8, ptr addrspace(1) %3, i64 %4111
  %4113 = load i16, ptr addrspace(1) %4112, align 2
  %4114 = bitcast i16 %4113 to half
  %4115 = fpext half %4114 to float
  %4116 = select i1 %28, float %4115, float 0.000000e+00
  %4117 = add i32 %4098, %29
  %4118 = select i1 %30, i32 %4117, i32 %4098
  %4119 = sext i32 %4118 to i64
  %4120 = mul i64 %4119, 2
  %4121 = getelementptr i8, ptr addrspace(1) %3, i64 %4120
  %4122 = load i16, ptr addrspace(1) %4121, align 2
  %4123 = bitcast i16 %4122 to half
  %4124 = fpext half %4123 to float
  %4125 = select i1 %30, float %4124, float 0.000000e+00
  %4126 = add i32 %4098, %31
  %4127 = select i1 %32, i32 %4126, i32 %4098
  %4128 = sext i32 %4127 to i64
  %4129 = mul i64 %4128, 2
  %4130 = getelementptr i8, ptr addrspace(1) %3, i64 %4129
  %4131 = load i16, ptr addrspace(1) %4130, align 2
  %4132 = bitcast i16 %4131 to half
  %4133 = fpext half %4132 to float
  %4134 = select i1 %32, float %4133, float 0.000000e+00
  %4135 = add i32 %4098, %33
  %4136 = select i1 %34, i32 %4135, i32 %4098
  %4137 = sext i32 %4136 to i64
  %4138 = mul i64 %4137, 2
  %4139 = getelementptr i8, ptr addrspace(1) %3, i64 %4138
  %4140 = load i16, ptr addrspace(1) %4139, align 2
  %4141 = bitcast i16 %4140 to half
  %4142 = fpext half %4141 to float
  %4143 = select i1 %34, float %4142, float 0.000000e+00
  %4144 = add i32 %4098, %35
  %4145 = select i1 %36, i32 %4144, i32 %4098
  %4146 = sext i32 %4145 to i64
  %4147 = mul i64 %4146, 2
  %4148 = getelementptr i8, ptr addrspace(1) %3, i64 %4147
  %4149 = load i16, ptr addrspace(1) %4148, align 2
  %4150 = bitcast i16 %4149 to half
  %4151 = fpext half %4150 to float
  %4152 = select i1 %36, float %4151, float 0.000000e+00
  %4153 = add i32 %4098, %37
  %4154 = select i1 %38, i32 %4153, i32 %4098
  %4155 = sext i32 %4154 to i64
  %4156 = mul i64 %4155, 2
  %4157 = getelementptr i8, ptr addrspace(1) %3, i64 %4156
  %4158 = load i16, ptr addrspace(1) %4157, align 2
  %4159 = bitcast i16 %4158 to half
  %4160 = fpext half %4159 to float
  %4161 = select i1 %38, float %4160, float 0.000000e+00
  %4162 = add i32 %4098, %39
  %4163 = select i1 %40, i32 %4162, i32 %4098
  %4164 = sext i32 %4163 to i64
  %4165 = mul i64 %4164, 2
  %4166 = getelementptr i8, ptr addrspace(1) %3, i64 %4165
  %4167 = load i16, ptr addrspace(1) %4166, align 2
  %4168 = bitcast i16 %4167 to half
  %4169 = fpext half %4168 to float
  %4170 = select i1 %40, float %4169, float 0.000000e+00
  %4171 = bitcast float %3443 to i32
  %4172 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4171, i32 3, i32 31)
  %4173 = bitcast i32 %4172 to float
  %4174 = load float, ptr %v, align 4
  %4175 = fmul float %4173, %4107
  %4176 = fadd float %4175, %4174
  store float %4176, ptr %v, align 4
  %4177 = load float, ptr %v1, align 4
  %4178 = fmul float %4173, %4116
  %4179 = fadd float %4178, %4177
  store float %4179, ptr %v1, align 4
  %4180 = load float, ptr %v2, align 4
  %4181 = fmul float %4173, %4125
  %4182 = fadd float %4181, %4180
  store float %4182, ptr %v2, align 4
  %4183 = load float, ptr %v3, align 4
  %4184 = fmul float %4173, %4134
  %4185 = fadd float %4184, %4183
  store float %4185, ptr %v3, align 4
  %4186 = load float, ptr %v4, align 4
  %4187 = fmul float %4173, %4143
  %4188 = fadd float %4187, %4186
  store float %4188, ptr %v4, align 4
  %4189 = load float, ptr %v5, align 4
  %4190 = fmul float %4173, %4152
  %4191 = fadd float %4190, %4189
  store float %4191, ptr %v5, align 4
  %4192 = load float, ptr %v6, align 4
  %4193 = fmul float %4173, %4161
  %4194 = fadd float %4193, %4192
  store float %4194, ptr %v6, align 4
  %4195 = load float, ptr %v7, align 4
  %4196 = fmul float %4173, %4170
  %4197 = fadd float %4196, %4195
  store float %4197, ptr %v7, align 4
  %4198 = bitcast float %3443 to i32
  %4199 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4198, i32 11, i32 31)
  %4200 = bitcast i32 %4199 to float
  %4201 = load float, ptr %v8, align 4
  %4202 = fmul float %4200, %4107
  %4203 = fadd float %4202, %4201
  store float %4203, ptr %v8, align 4
  %4204 = load float, ptr %v9, align 4
  %4205 = fmul float %4200, %4116
  %4206 = fadd float %4205, %4204
  store float %4206, ptr %v9, align 4
  %4207 = load float, ptr %v10, align 4
  %4208 = fmul float %4200, %4125
  %4209 = fadd float %4208, %4207
  store float %4209, ptr %v10, align 4
  %4210 = load float, ptr %v11, align 4
  %4211 = fmul float %4200, %4134
  %4212 = fadd float %4211, %4210
  store float %4212, ptr %v11, align 4
  %4213 = load float, ptr %v12, align 4
  %4214 = fmul float %4200, %4143
  %4215 = fadd float %4214, %4213
  store float %4215, ptr %v12, align 4
  %4216 = load float, ptr %v13, align 4
  %4217 = fmul float %4200, %4152
  %4218 = fadd float %4217, %4216
  store float %4218, ptr %v13, align 4
  %4219 = load float, ptr %v14, align 4
  %4220 = fmul float %4200, %4161
  %4221 = fadd float %4220, %4219
  store float %4221, ptr %v14, align 4
  %4222 = load float, ptr %v15, align 4
  %4223 = fmul float %4200, %4170
  %4224 = fadd float %4223, %4222
  store float %4224, ptr %v15, align 4
  %4225 = bitcast float %3443 to i32
  %4226 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4225, i32 19, i32 31)
  %4227 = bitcast i32 %4226 to float
  %4228 = load float, ptr %v16, align 4
  %4229 = fmul float %4227, %4107
  %4230 = fadd float %4229, %4228
  store float %4230, ptr %v16, align 4
  %4231 = load float, ptr %v17, align 4
  %4232 = fmul float %4227, %4116
  %4233 = fadd float %4232, %4231
  store float %4233, ptr %v17, align 4
  %4234 = load float, ptr %v18, align 4
  %4235 = fmul float %4227, %4125
  %4236 = fadd float %4235, %4234
  store float %4236, ptr %v18, align 4
  %4237 = load float, ptr %v19, align 4
  %4238 = fmul float %4227, %4134
  %4239 = fadd float %4238, %4237
  store float %4239, ptr %v19, align 4
  %4240 = load float, ptr %v20, align 4
  %4241 = fmul float %4227, %4143
  %4242 = fadd float %4241, %4240
  store float %4242, ptr %v20, align 4
  %4243 = load float, ptr %v21, align 4
  %4244 = fmul float %4227, %4152
  %4245 = fadd float %4244, %4243
  store float %4245, ptr %v21, align 4
  %4246 = load float, ptr %v22, align 4
  %4247 = fmul float %4227, %4161
  %4248 = fadd float %4247, %4246
  store float %4248, ptr %v22, align 4
  %4249 = load float, ptr %v23, align 4
  %4250 = fmul float %4227, %4170
  %4251 = fadd float %4250, %4249
  store float %4251, ptr %v23, align 4
  %4252 = bitcast float %3443 to i32
  %4253 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4252, i32 27, i32 31)
  %4254 = bitcast i32 %4253 to float
  %4255 = load float, ptr %v24, align 4
  %4256 = fmul float %4254, %4107
  %4257 = fadd float %4256, %4255
  store float %4257, ptr %v24, align 4
  %4258 = load float, ptr %v25, align 4
  %4259 = fmul float %4254, %4116
  %4260 = fadd float %4259, %4258
  store float %4260, ptr %v25, align 4
  %4261 = load float, ptr %v26, align 4
  %4262 = fmul float %4254, %4125
  %4263 = fadd float %4262, %4261
  store float %4263, ptr %v26, align 4
  %4264 = load float, ptr %v27, align 4
  %4265 = fmul float %4254, %4134
  %4266 = fadd float %4265, %4264
  store float %4266, ptr %v27, align 4
  %4267 = load float, ptr %v28, align 4
  %4268 = fmul float %4254, %4143
  %4269 = fadd float %4268, %4267
  store float %4269, ptr %v28, align 4
  %4270 = load float, ptr %v29, align 4
  %4271 = fmul float %4254, %4152
  %4272 = fadd float %4271, %4270
  store float %4272, ptr %v29, align 4
  %4273 = load float, ptr %v30, align 4
  %4274 = fmul float %4254, %4161
  %4275 = fadd float %4274, %4273
  store float %4275, ptr %v30, align 4
  %4276 = load float, ptr %v31, align 4
  %4277 = fmul float %4254, %4170
  %4278 = fadd float %4277, %4276
  store float %4278, ptr %v31, align 4
  %4279 = add i32 %2050, 4
  %4280 = icmp sgt i32 %4279, %309
  %4281 = select i1 %4280, i32 %309, i32 %4279
  %4282 = mul i32 %4281, %5
  %4283 = add i32 %4282, %18
  %4284 = mul i32 %4283, %6
  %4285 = add i32 %4284, %25
  %4286 = select i1 %26, i32 %4285, i32 %4284
  %4287 = sext i32 %4286 to i64
  %4288 = mul i64 %4287, 2
  %4289 = getelementptr i8, ptr addrspace(1) %3, i64 %4288
  %4290 = load i16, ptr addrspace(1) %4289, align 2
  %4291 = bitcast i16 %4290 to half
  %4292 = fpext half %4291 to float
  %4293 = select i1 %26, float %4292, float 0.000000e+00
  %4294 = add i32 %4284, %27
  %4295 = select i1 %28, i32 %4294, i32 %4284
  %4296 = sext i32 %4295 to i64
  %4297 = mul i64 %4296, 2
  %4298 = getelementptr i8, ptr addrspace(1) %3, i64 %4297
  %4299 = load i16, ptr addrspace(1) %4298, align 2
  %4300 = bitcast i16 %4299 to half
  %4301 = fpext half %4300 to float
  %4302 = select i1 %28, float %4301, float 0.000000e+00
  %4303 = add i32 %4284, %29
  %4304 = select i1 %30, i32 %4303, i32 %4284
  %4305 = sext i32 %4304 to i64
  %4306 = mul i64 %4305, 2
  %4307 = getelementptr i8, ptr addrspace(1) %3, i64 %4306
  %4308 = load i16, ptr addrspace(1) %4307, align 2
  %4309 = bitcast i16 %4308 to half
  %4310 = fpext half %4309 to float
  %4311 = select i1 %30, float %4310, float 0.000000e+00
  %4312 = add i32 %4284, %31
  %4313 = select i1 %32, i32 %4312, i32 %4284
  %4314 = sext i32 %4313 to i64
  %4315 = mul i64 %4314, 2
  %4316 = getelementptr i8, ptr addrspace(1) %3, i64 %4315
  %4317 = load i16, ptr addrspace(1) %4316, align 2
  %4318 = bitcast i16 %4317 to half
  %4319 = fpext half %4318 to float
  %4320 = select i1 %32, float %4319, float 0.000000e+00
  %4321 = add i32 %4284, %33
  %4322 = select i1 %34, i32 %4321, i32 %4284
  %4323 = sext i32 %4322 to i64
  %4324 = mul i64 %4323, 2
  %4325 = getelementptr i8, ptr addrspace(1) %3, i64 %4324
  %4326 = load i16, ptr addrspace(1) %4325, align 2
  %4327 = bitcast i16 %4326 to half
  %4328 = fpext half %4327 to float
  %4329 = select i1 %34, float %4328, float 0.000000e+00
  %4330 = add i32 %4284, %35
  %4331 = select i1 %36, i32 %4330, i32 %4284
  %4332 = sext i32 %4331 to i64
  %4333 = mul i64 %4332, 2
  %4334 = getelementptr i8, ptr addrspace(1) %3, i64 %4333
  %4335 = load i16, ptr addrspace(1) %4334, align 2
  %4336 = bitcast i16 %4335 to half
  %4337 = fpext half %4336 to float
  %4338 = select i1 %36, float %4337, float 0.000000e+00
  %4339 = add i32 %4284, %37
  %4340 = select i1 %38, i32 %4339, i32 %4284
  %4341 = sext i32 %4340 to i64
  %4342 = mul i64 %4341, 2
  %4343 = getelementptr i8, ptr addrspace(1) %3, i64 %4342
  %4344 = load i16, ptr addrspace(1) %4343, align 2
  %4345 = bitcast i16 %4344 to half
  %4346 = fpext half %4345 to float
  %4347 = select i1 %38, float %4346, float 0.000000e+00
  %4348 = add i32 %4284, %39
  %4349 = select i1 %40, i32 %4348, i32 %4284
  %4350 = sext i32 %4349 to i64
  %4351 = mul i64 %4350, 2
  %4352 = getelementptr i8, ptr addrspace(1) %3, i64 %4351
  %4353 = load i16, ptr addrspace(1) %4352, align 2
  %4354 = bitcast i16 %4353 to half
  %4355 = fpext half %4354 to float
  %4356 = select i1 %40, float %4355, float 0.000000e+00
  %4357 = bitcast float %3443 to i32
  %4358 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4357, i32 4, i32 31)
  %4359 = bitcast i32 %4358 to float
  %4360 = load float, ptr %v, align 4
  %4361 = fmul float %4359, %4293
  %4362 = fadd float %4361, %4360
  store float %4362, ptr %v, align 4
  %4363 = load float, ptr %v1, align 4
  %4364 = fmul float %4359, %4302
  %4365 = fadd float %4364, %4363
  store float %4365, ptr %v1, align 4
  %4366 = load float, ptr %v2, align 4
  %4367 = fmul float %4359, %4311
  %4368 = fadd float %4367, %4366
  store float %4368, ptr %v2, align 4
  %4369 = load float, ptr %v3, align 4
  %4370 = fmul float %4359, %4320
  %4371 = fadd float %4370, %4369
  store float %4371, ptr %v3, align 4
  %4372 = load float, ptr %v4, align 4
  %4373 = fmul float %4359, %4329
  %4374 = fadd float %4373, %4372
  store float %4374, ptr %v4, align 4
  %4375 = load float, ptr %v5, align 4
  %4376 = fmul float %4359, %4338
  %4377 = fadd float %4376, %4375
  store float %4377, ptr %v5, align 4
  %4378 = load float, ptr %v6, align 4
  %4379 = fmul float %4359, %4347
  %4380 = fadd float %4379, %4378
  store float %4380, ptr %v6, align 4
  %4381 = load float, ptr %v7, align 4
  %4382 = fmul float %4359, %4356
  %4383 = fadd float %4382, %4381
  store float %4383, ptr %v7, align 4
  %4384 = bitcast float %3443 to i32
  %4385 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4384, i32 12, i32 31)
  %4386 = bitcast i32 %4385 to float
  %4387 = load float, ptr %v8, align 4
  %4388 = fmul float %4386, %4293
  %4389 = fadd float %4388, %4387
  store float %4389, ptr %v8, align 4
  %4390 = load float, ptr %v9, align 4
  %4391 = fmul float %4386, %4302
  %4392 = fadd float %4391, %4390
  store float %4392, ptr %v9, align 4
  %4393 = load float, ptr %v10, align 4
  %4394 = fmul float %4386, %4311
  %4395 = fadd float %4394, %4393
  store float %4395, ptr %v10, align 4
  %4396 = load float, ptr %v11, align 4
  %4397 = fmul float %4386, %4320
  %4398 = fadd float %4397, %4396
  store float %4398, ptr %v11, align 4
  %4399 = load float, ptr %v12, align 4
  %4400 = fmul float %4386, %4329
  %4401 = fadd float %4400, %4399
  store float %4401, ptr %v12, align 4
  %4402 = load float, ptr %v13, align 4
  %4403 = fmul float %4386, %4338
  %4404 = fadd float %4403, %4402
  store float %4404, ptr %v13, align 4
  %4405 = load float, ptr %v14, align 4
  %4406 = fmul float %4386, %4347
  %4407 = fadd float %4406, %4405
  store float %4407, ptr %v14, align 4
  %4408 = load float, ptr %v15, align 4
  %4409 = fmul float %4386, %4356
  %4410 = fadd float %4409, %4408
  store float %4410, ptr %v15, align 4
  %4411 = bitcast float %3443 to i32
  %4412 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4411, i32 20, i32 31)
  %4413 = bitcast i32 %4412 to float
  %4414 = load float, ptr %v16, align 4
  %4415 = fmul float %4413, %4293
  %4416 = fadd float %4415, %4414
  store float %4416, ptr %v16, align 4
  %4417 = load float, ptr %v17, align 4
  %4418 = fmul float %4413, %4302
  %4419 = fadd float %4418, %4417
  store float %4419, ptr %v17, align 4
  %4420 = load float, ptr %v18, align 4
  %4421 = fmul float %4413, %4311
  %4422 = fadd float %4421, %4420
  store float %4422, ptr %v18, align 4
  %4423 = load float, ptr %v19, align 4
  %4424 = fmul float %4413, %4320
  %4425 = fadd float %4424, %4423
  store float %4425, ptr %v19, align 4
  %4426 = load float, ptr %v20, align 4
  %4427 = fmul float %4413, %4329
  %4428 = fadd float %4427, %4426
  store float %4428, ptr %v20, align 4
  %4429 = load float, ptr %v21, align 4
  %4430 = fmul float %4413, %4338
  %4431 = fadd float %4430, %4429
  store float %4431, ptr %v21, align 4
  %4432 = load float, ptr %v22, align 4
  %4433 = fmul float %4413, %4347
  %4434 = fadd float %4433, %4432
  store float %4434, ptr %v22, align 4
  %4435 = load float, ptr %v23, align 4
  %4436 = fmul float %4413, %4356
  %4437 = fadd float %4436, %4435
  store float %4437, ptr %v23, align 4
  %4438 = bitcast float %3443 to i32
  %4439 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4438, i32 28, i32 31)
  %4440 = bitcast i32 %4439 to float
  %4441 = load float, ptr %v24, align 4
  %4442 = fmul float %4440, %4293
  %4443 = fadd float %4442, %4441
  store float %4443, ptr %v24, align 4
  %4444 = load float, ptr %v25, align 4
  %4445 = fmul float %4440, %4302
  %4446 = fadd float %4445, %4444
  store float %4446, ptr %v25, align 4
  %4447 = load float, ptr %v26, align 4
  %4448 = fmul float %4440, %4311
  %4449 = fadd float %4448, %4447
  store float %4449, ptr %v26, align 4
  %4450 = load float, ptr %v27, align 4
  %4451 = fmul float %4440, %4320
  %4452 = fadd float %4451, %4450
  store float %4452, ptr %v27, align 4
  %4453 = load float, ptr %v28, align 4
  %4454 = fmul float %4440, %4329
  %4455 = fadd float %4454, %4453
  store float %4455, ptr %v28, align 4
  %4456 = load float, ptr %v29, align 4
  %4457 = fmul float %4440, %4338
  %4458 = fadd float %4457, %4456
  store float %4458, ptr %v29, align 4
  %4459 = load float, ptr %v30, align 4
  %4460 = fmul float %4440, %4347
  %4461 = fadd float %4460, %4459
  store float %4461, ptr %v30, align 4
  %4462 = load float, ptr %v31, align 4
  %4463 = fmul float %4440, %4356
  %4464 = fadd float %4463, %4462
  store float %4464, ptr %v31, align 4
  %4465 = add i32 %2050, 5
  %4466 = icmp sgt i32 %4465, %309
  %4467 = select i1 %4466, i32 %309, i32 %4465
  %4468 = mul i32 %4467, %5
  %4469 = add i32 %4468, %18
  %4470 = mul i32 %4469, %6
  %4471 = add i32 %4470, %25
  %4472 = select i1 %26, i32 %4471, i32 %4470
  %4473 = sext i32 %4472 to i64
  %4474 = mul i64 %4473, 2
  %4475 = getelementptr i8, ptr addrspace(1) %3, i64 %4474
  %4476 = load i16, ptr addrspace(1) %4475, align 2
  %4477 = bitcast i16 %4476 to half
  %4478 = fpext half %4477 to float
  %4479 = select i1 %26, float %4478, float 0.000000e+00
  %4480 = add i32 %4470, %27
  %4481 = select i1 %28, i32 %4480, i32 %4470
  %4482 = sext i32 %4481 to i64
  %4483 = mul i64 %4482, 2
  %4484 = getelementptr i8, ptr addrspace(1) %3, i64 %4483
  %4485 = load i16, ptr addrspace(1) %4484, align 2
  %4486 = bitcast i16 %4485 to half
  %4487 = fpext half %4486 to float
  %4488 = select i1 %28, float %4487, float 0.000000e+00
  %4489 = add i32 %4470, %29
  %4490 = select i1 %30, i32 %4489, i32 %4470
  %4491 = sext i32 %4490 to i64
  %4492 = mul i64 %4491, 2
  %4493 = getelementptr i8, ptr addrspace(1) %3, i64 %4492
  %4494 = load i16, ptr addrspace(1) %4493, align 2
  %4495 = bitcast i16 %4494 to half
  %4496 = fpext half %4495 to float
  %4497 = select i1 %30, float %4496, float 0.000000e+00
  %4498 = add i32 %4470, %31
  %4499 = select i1 %32, i32 %4498, i32 %4470
  %4500 = sext i32 %4499 to i64
  %4501 = mul i64 %4500, 2
  %4502 = getelementptr i8, ptr addrspace(1) %3, i64 %4501
  %4503 = load i16, ptr addrspace(1) %4502, align 2
  %4504 = bitcast i16 %4503 to half
  %4505 = fpext half %4504 to float
  %4506 = select i1 %32, float %4505, float 0.000000e+00
  %4507 = add i32 %4470, %33
  %4508 = select i1 %34, i32 %4507, i32 %4470
  %4509 = sext i32 %4508 to i64
  %4510 = mul i64 %4509, 2
  %4511 = getelementptr i8, ptr addrspace(1) %3, i64 %4510
  %4512 = load i16, ptr addrspace(1) %4511, align 2
  %4513 = bitcast i16 %4512 to half
  %4514 = fpext half %4513 to float
  %4515 = select i1 %34, float %4514, float 0.000000e+00
  %4516 = add i32 %4470, %35
  %4517 = select i1 %36, i32 %4516, i32 %4470
  %4518 = sext i32 %4517 to i64
  %4519 = mul i64 %4518, 2
  %4520 = getelementptr i8, ptr addrspace(1) %3, i64 %4519
  %4521 = load i16, ptr addrspace(1) %4520, align 2
  %4522 = bitcast i16 %4521 to half
  %4523 = fpext half %4522 to float
  %4524 = select i1 %36, float %4523, float 0.000000e+00
  %4525 = add i32 %4470, %37
  %4526 = select i1 %38, i32 %4525, i32 %4470
  %4527 = sext i32 %4526 to i64
  %4528 = mul i64 %4527, 2
  %4529 = getelementptr i8, ptr addrspace(1) %3, i64 %4528
  %4530 = load i16, ptr addrspace(1) %4529, align 2
  %4531 = bitcast i16 %4530 to half
  %4532 = fpext half %4531 to float
  %4533 = select i1 %38, float %4532, float 0.000000e+00
  %4534 = add i32 %4470, %39
  %4535 = select i1 %40, i32 %4534, i32 %4470
  %4536 = sext i32 %4535 to i64
  %4537 = mul i64 %4536, 2
  %4538 = getelementptr i8, ptr addrspace(1) %3, i64 %4537
  %4539 = load i16, ptr addrspace(1) %4538, align 2
  %4540 = bitcast i16 %4539 to half
  %4541 = fpext half %4540 to float
  %4542 = select i1 %40, float %4541, float 0.000000e+00
  %4543 = bitcast float %3443 to i32
  %4544 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4543, i32 5, i32 31)
  %4545 = bitcast i32 %4544 to float
  %4546 = load float, ptr %v, align 4
  %4547 = fmul float %4545, %4479
  %4548 = fadd float %4547, %4546
  store float %4548, ptr %v, align 4
  %4549 = load float, ptr %v1, align 4
  %4550 = fmul float %4545, %4488
  %4551 = fadd float %4550, %4549
  store float %4551, ptr %v1, align 4
  %4552 = load float, ptr %v2, align 4
  %4553 = fmul float %4545, %4497
  %4554 = fadd float %4553, %4552
  store float %4554, ptr %v2, align 4
  %4555 = load float, ptr %v3, align 4
  %4556 = fmul float %4545, %4506
  %4557 = fadd float %4556, %4555
  store float %4557, ptr %v3, align 4
  %4558 = load float, ptr %v4, align 4
  %4559 = fmul float %4545, %4515
  %4560 = fadd float %4559, %4558
  store float %4560, ptr %v4, align 4
  %4561 = load float, ptr %v5, align 4
  %4562 = fmul float %4545, %4524
  %4563 = fadd float %4562, %4561
  store float %4563, ptr %v5, align 4
  %4564 = load float, ptr %v6, align 4
  %4565 = fmul float %4545, %4533
  %4566 = fadd float %4565, %4564
  store float %4566, ptr %v6, align 4
  %4567 = load float, ptr %v7, align 4
  %4568 = fmul float %4545, %4542
  %4569 = fadd float %4568, %4567
  store float %4569, ptr %v7, align 4
  %4570 = bitcast float %3443 to i32
  %4571 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4570, i32 13, i32 31)
  %4572 = bitcast i32 %4571 to float
  %4573 = load float, ptr %v8, align 4
  %4574 = fmul float %4572, %4479
  %4575 = fadd float %4574, %4573
  store float %4575, ptr %v8, align 4
  %4576 = load float, ptr %v9, align 4
  %4577 = fmul float %4572, %4488
  %4578 = fadd float %4577, %4576
  store float %4578, ptr %v9, align 4
  %4579 = load float, ptr %v10, align 4
  %4580 = fmul float %4572, %4497
  %4581 = fadd float %4580, %4579
  store float %4581, ptr %v10, align 4
  %4582 = load float, ptr %v11, align 4
  %4583 = fmul float %4572, %4506
  %4584 = fadd float %4583, %4582
  store float %4584, ptr %v11, align 4
  %4585 = load float, ptr %v12, align 4
  %4586 = fmul float %4572, %4515
  %4587 = fadd float %4586, %4585
  store float %4587, ptr %v12, align 4
  %4588 = load float, ptr %v13, align 4
  %4589 = fmul float %4572, %4524
  %4590 = fadd float %4589, %4588
  store float %4590, ptr %v13, align 4
  %4591 = load float, ptr %v14, align 4
  %4592 = fmul float %4572, %4533
  %4593 = fadd float %4592, %4591
  store float %4593, ptr %v14, align 4
  %4594 = load float, ptr %v15, align 4
  %4595 = fmul float %4572, %4542
  %4596 = fadd float %4595, %4594
  store float %4596, ptr %v15, align 4
  %4597 = bitcast float %3443 to i32
  %4598 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4597, i32 21, i32 31)
  %4599 = bitcast i32 %4598 to float
  %4600 = load float, ptr %v16, align 4
  %4601 = fmul float %4599, %4479
  %4602 = fadd float %4601, %4600
  store float %4602, ptr %v16, align 4
  %4603 = load float, ptr %v17, align 4
  %4604 = fmul float %4599, %4488
  %4605 = fadd float %4604, %4603
  store float %4605, ptr %v17, align 4
  %4606 = load float, ptr %v18, align 4
  %4607 = fmul float %4599, %4497
  %4608 = fadd float %4607, %4606
  store float %4608, ptr %v18, align 4
  %4609 = load float, ptr %v19, align 4
  %4610 = fmul float %4599, %4506
  %4611 = fadd float %4610, %4609
  store float %4611, ptr %v19, align 4
  %4612 = load float, ptr %v20, align 4
  %4613 = fmul float %4599, %4515
  %4614 = fadd float %4613, %4612
  store float %4614, ptr %v20, align 4
  %4615 = load float, ptr %v21, align 4
  %4616 = fmul float %4599, %4524
  %4617 = fadd float %4616, %4615
  store float %4617, ptr %v21, align 4
  %4618 = load float, ptr %v22, align 4
  %4619 = fmul float %4599, %4533
  %4620 = fadd float %4619, %4618
  store float %4620, ptr %v22, align 4
  %4621 = load float, ptr %v23, align 4
  %4622 = fmul float %4599, %4542
  %4623 = fadd float %4622, %4621
  store float %4623, ptr %v23, align 4
  %4624 = bitcast float %3443 to i32
  %4625 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4624, i32 29, i32 31)
  %4626 = bitcast i32 %4625 to float
  %4627 = load float, ptr %v24, align 4
  %4628 = fmul float %4626, %4479
  %4629 = fadd float %4628, %4627
  store float %4629, ptr %v24, align 4
  %4630 = load float, ptr %v25, align 4
  %4631 = fmul float %4626, %4488
  %4632 = fadd float %4631, %4630
  store float %4632, ptr %v25, align 4
  %4633 = load float, ptr %v26, align 4
  %4634 = fmul float %4626, %4497
  %4635 = fadd float %4634, %4633
  store float %4635, ptr %v26, align 4
  %4636 = load float, ptr %v27, align 4
  %4637 = fmul float %4626, %4506
  %4638 = fadd float %4637, %4636
  store float %4638, ptr %v27, align 4
  %4639 = load float, ptr %v28, align 4
  %4640 = fmul float %4626, %4515
  %4641 = fadd float %4640, %4639
  store float %4641, ptr %v28, align 4
  %4642 = load float, ptr %v29, align 4
  %4643 = fmul float %4626, %4524
  %4644 = fadd float %4643, %4642
  store float %4644, ptr %v29, align 4
  %4645 = load float, ptr %v30, align 4
  %4646 = fmul float %4626, %4533
  %4647 = fadd float %4646, %4645
  store float %4647, ptr %v30, align 4
  %4648 = load float, ptr %v31, align 4
  %4649 = fmul float %4626, %4542
  %4650 = fadd float %4649, %4648
  store float %4650, ptr %v31, align 4
  %4651 = add i32 %2050, 6
  %4652 = icmp sgt i32 %4651, %309
  %4653 = select i1 %4652, i32 %309, i32 %4651
  %4654 = mul i32 %4653, %5
  %4655 = add i32 %4654, %18
  %4656 = mul i32 %4655, %6
  %4657 = add i32 %4656, %25
  %4658 = select i1 %26, i32 %4657, i32 %4656
  %4659 = sext i32 %4658 to i64
  %4660 = mul i64 %4659, 2
  %4661 = getelementptr i8, ptr addrspace(1) %3, i64 %4660
  %4662 = load i16, ptr addrspace(1) %4661, align 2
  %4663 = bitcast i16 %4662 to half
  %4664 = fpext half %4663 to float
  %4665 = select i1 %26, float %4664, float 0.000000e+00
  %4666 = add i32 %4656, %27
  %4667 = select i1 %28, i32 %4666, i32 %4656
  %4668 = sext i32 %4667 to i64
  %4669 = mul i64 %4668, 2
  %4670 = getelementptr i8, ptr addrspace(1) %3, i64 %4669
  %4671 = load i16, ptr addrspace(1) %4670, align 2
  %4672 = bitcast i16 %4671 to half
  %4673 = fpext half %4672 to float
  %4674 = select i1 %28, float %4673, float 0.000000e+00
  %4675 = add i32 %4656, %29
  %4676 = select i1 %30, i32 %4675, i32 %4656
  %4677 = sext i32 %4676 to i64
  %4678 = mul i64 %4677, 2
  %4679 = getelementptr i8, ptr addrspace(1) %3, i64 %4678
  %4680 = load i16, ptr addrspace(1) %4679, align 2
  %4681 = bitcast i16 %4680 to half
  %4682 = fpext half %4681 to float
  %4683 = select i1 %30, float %4682, float 0.000000e+00
  %4684 = add i32 %4656, %31
  %4685 = select i1 %32, i32 %4684, i32 %4656
  %4686 = sext i32 %4685 to i64
  %4687 = mul i64 %4686, 2
  %4688 = getelementptr i8, ptr addrspace(1) %3, i64 %4687
  %4689 = load i16, ptr addrspace(1) %4688, align 2
  %4690 = bitcast i16 %4689 to half
  %4691 = fpext half %4690 to float
  %4692 = select i1 %32, float %4691, float 0.000000e+00
  %4693 = add i32 %4656, %33
  %4694 = select i1 %34, i32 %4693, i32 %4656
  %4695 = sext i32 %4694 to i64
  %4696 = mul i64 %4695, 2
  %4697 = getelementptr i8, ptr addrspace(1) %3, i64 %4696
  %4698 = load i16, ptr addrspace(1) %4697, align 2
  %4699 = bitcast i16 %4698 to half
  %4700 = fpext half %4699 to float
  %4701 = select i1 %34, float %4700, float 0.000000e+00
  %4702 = add i32 %4656, %35
  %4703 = select i1 %36, i32 %4702, i32 %4656
  %4704 = sext i32 %4703 to i64
  %4705 = mul i64 %4704, 2
  %4706 = getelementptr i8, ptr addrspace(1) %3, i64 %4705
  %4707 = load i16, ptr addrspace(1) %4706, align 2
  %4708 = bitcast i16 %4707 to half
  %4709 = fpext half %4708 to float
  %4710 = select i1 %36, float %4709, float 0.000000e+00
  %4711 = add i32 %4656, %37
  %4712 = select i1 %38, i32 %4711, i32 %4656
  %4713 = sext i32 %4712 to i64
  %4714 = mul i64 %4713, 2
  %4715 = getelementptr i8, ptr addrspace(1) %3, i64 %4714
  %4716 = load i16, ptr addrspace(1) %4715, align 2
  %4717 = bitcast i16 %4716 to half
  %4718 = fpext half %4717 to float
  %4719 = select i1 %38, float %4718, float 0.000000e+00
  %4720 = add i32 %4656, %39
  %4721 = select i1 %40, i32 %4720, i32 %4656
  %4722 = sext i32 %4721 to i64
  %4723 = mul i64 %4722, 2
  %4724 = getelementptr i8, ptr addrspace(1) %3, i64 %4723
  %4725 = load i16, ptr addrspace(1) %4724, align 2
  %4726 = bitcast i16 %4725 to half
  %4727 = fpext half %4726 to float
  %4728 = select i1 %40, float %4727, float 0.000000e+00
  %4729 = bitcast float %3443 to i32
  %4730 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4729, i32 6, i32 31)
  %4731 = bitcast i32 %4730 to float
  %4732 = load float, ptr %v, align 4
  %4733 = fmul float %4731, %4665
  %4734 = fadd float %4733, %4732
  store float %4734, ptr %v, align 4
  %4735 = load float, ptr %v1, align 4
  %4736 = fmul float %4731, %4674
  %4737 = fadd float %4736, %4735
  store float %4737, ptr %v1, align 4
  %4738 = load float, ptr %v2, align 4
  %4739 = fmul float %4731, %4683
  %4740 = fadd float %4739, %4738
  store float %4740, ptr %v2, align 4
  %4741 = load float, ptr %v3, align 4
  %4742 = fmul float %4731, %4692
  %4743 = fadd float %4742, %4741
  store float %4743, ptr %v3, align 4
  %4744 = load float, ptr %v4, align 4
  %4745 = fmul float %4731, %4701
  %4746 = fadd float %4745, %4744
  store float %4746, ptr %v4, align 4
  %4747 = load float, ptr %v5, align 4
  %4748 = fmul float %4731, %4710
  %4749 = fadd float %4748, %4747
  store float %4749, ptr %v5, align 4
  %4750 = load float, ptr %v6, align 4
  %4751 = fmul float %4731, %4719
  %4752 = fadd float %4751, %4750
  store float %4752, ptr %v6, align 4
  %4753 = load float, ptr %v7, align 4
  %4754 = fmul float %4731, %4728
  %4755 = fadd float %4754, %4753
  store float %4755, ptr %v7, align 4
  %4756 = bitcast float %3443 to i32
  %4757 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4756, i32 14, i32 31)
  %4758 = bitcast i32 %4757 to float
  %4759 = load float, ptr %v8, align 4
  %4760 = fmul float %4758, %4665
  %4761 = fadd float %4760, %4759
  store float %4761, ptr %v8, align 4
  %4762 = load float, ptr %v9, align 4
  %4763 = fmul float %4758, %4674
  %4764 = fadd float %4763, %4762
  store float %4764, ptr %v9, align 4
  %4765 = load float, ptr %v10, align 4
  %4766 = fmul float %4758, %4683
  %4767 = fadd float %4766, %4765
  store float %4767, ptr %v10, align 4
  %4768 = load float, ptr %v11, align 4
  %4769 = fmul float %4758, %4692
  %4770 = fadd float %4769, %4768
  store float %4770, ptr %v11, align 4
  %4771 = load float, ptr %v12, align 4
  %4772 = fmul float %4758, %4701
  %4773 = fadd float %4772, %4771
  store float %4773, ptr %v12, align 4
  %4774 = load float, ptr %v13, align 4
  %4775 = fmul float %4758, %4710
  %4776 = fadd float %4775, %4774
  store float %4776, ptr %v13, align 4
  %4777 = load float, ptr %v14, align 4
  %4778 = fmul float %4758, %4719
  %4779 = fadd float %4778, %4777
  store float %4779, ptr %v14, align 4
  %4780 = load float, ptr %v15, align 4
  %4781 = fmul float %4758, %4728
  %4782 = fadd float %4781, %4780
  store float %4782, ptr %v15, align 4
  %4783 = bitcast float %3443 to i32
  %4784 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4783, i32 22, i32 31)
  %4785 = bitcast i32 %4784 to float
  %4786 = load float, ptr %v16, align 4
  %4787 = fmul float %4785, %4665
  %4788 = fadd float %4787, %4786
  store float %4788, ptr %v16, align 4
  %4789 = load float, ptr %v17, align 4
  %4790 = fmul float %4785, %4674
  %4791 = fadd float %4790, %4789
  store float %4791, ptr %v17, align 4
  %4792 = load float, ptr %v18, align 4
  %4793 = fmul float %4785, %4683
  %4794 = fadd float %4793, %4792
  store float %4794, ptr %v18, align 4
  %4795 = load float, ptr %v19, align 4
  %4796 = fmul float %4785, %4692
  %4797 = fadd float %4796, %4795
  store float %4797, ptr %v19, align 4
  %4798 = load float, ptr %v20, align 4
  %4799 = fmul float %4785, %4701
  %4800 = fadd float %4799, %4798
  store float %4800, ptr %v20, align 4
  %4801 = load float, ptr %v21, align 4
  %4802 = fmul float %4785, %4710
  %4803 = fadd float %4802, %4801
  store float %4803, ptr %v21, align 4
  %4804 = load float, ptr %v22, align 4
  %4805 = fmul float %4785, %4719
  %4806 = fadd float %4805, %4804
  store float %4806, ptr %v22, align 4
  %4807 = load float, ptr %v23, align 4
  %4808 = fmul float %4785, %4728
  %4809 = fadd float %4808, %4807
  store float %4809, ptr %v23, align 4
  %4810 = bitcast float %3443 to i32
  %4811 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4810, i32 30, i32 31)
  %4812 = bitcast i32 %4811 to float
  %4813 = load float, ptr %v24, align 4
  %4814 = fmul float %4812, %4665
  %4815 = fadd float %4814, %4813
  store float %4815, ptr %v24, align 4
  %4816 = load float, ptr %v25, align 4
  %4817 = fmul float %4812, %4674
  %4818 = fadd float %4817, %4816
  store float %4818, ptr %v25, align 4
  %4819 = load float, ptr %v26, align 4
  %4820 = fmul float %4812, %4683
  %4821 = fadd float %4820, %4819
  store float %4821, ptr %v26, align 4
  %4822 = load float, ptr %v27, align 4
  %4823 = fmul float %4812, %4692
  %4824 = fadd float %4823, %4822
  store float %4824, ptr %v27, align 4
  %4825 = load float, ptr %v28, align 4
  %4826 = fmul float %4812, %4701
  %4827 = fadd float %4826, %4825
  store float %4827, ptr %v28, align 4
  %4828 = load float, ptr %v29, align 4
  %4829 = fmul float %4812, %4710
  %4830 = fadd float %4829, %4828
  store float %4830, ptr %v29, align 4
  %4831 = load float, ptr %v30, align 4
  %4832 = fmul float %4812, %4719
  %4833 = fadd float %4832, %4831
  store float %4833, ptr %v30, align 4
  %4834 = load float, ptr %v31, align 4
  %4835 = fmul float %4812, %4728
  %4836 = fadd float %4835, %4834
  store float %4836, ptr %v31, align 4
  %4837 = add i32 %2050, 7
  %4838 = icmp sgt i32 %4837, %309
  %4839 = select i1 %4838, i32 %309, i32 %4837
  %4840 = mul i32 %4839, %5
  %4841 = add i32 %4840, %18
  %4842 = mul i32 %4841, %6
  %4843 = add i32 %4842, %25
  %4844 = select i1 %26, i32 %4843, i32 %4842
  %4845 = sext i32 %4844 to i64
  %4846 = mul i64 %4845, 2
  %4847 = getelementptr i8, ptr addrspace(1) %3, i64 %4846
  %4848 = load i16, ptr addrspace(1) %4847, align 2
  %4849 = bitcast i16 %4848 to half
  %4850 = fpext half %4849 to float
  %4851 = select i1 %26, float %4850, float 0.000000e+00
  %4852 = add i32 %4842, %27
  %4853 = select i1 %28, i32 %4852, i32 %4842
  %4854 = sext i32 %4853 to i64
  %4855 = mul i64 %4854, 2
  %4856 = getelementptr i8, ptr addrspace(1) %3, i64 %4855
  %4857 = load i16, ptr addrspace(1) %4856, align 2
  %4858 = bitcast i16 %4857 to half
  %4859 = fpext half %4858 to float
  %4860 = select i1 %28, float %4859, float 0.000000e+00
  %4861 = add i32 %4842, %29
  %4862 = select i1 %30, i32 %4861, i32 %4842
  %4863 = sext i32 %4862 to i64
  %4864 = mul i64 %4863, 2
  %4865 = getelementptr i8, ptr addrspace(1) %3, i64 %4864
  %4866 = load i16, ptr addrspace(1) %4865, align 2
  %4867 = bitcast i16 %4866 to half
  %4868 = fpext half %4867 to float
  %4869 = select i1 %30, float %4868, float 0.000000e+00
  %4870 = add i32 %4842, %31
  %4871 = select i1 %32, i32 %4870, i32 %4842
  %4872 = sext i32 %4871 to i64
  %4873 = mul i64 %4872, 2
  %4874 = getelementptr i8, ptr addrspace(1) %3, i64 %4873
  %4875 = load i16, ptr addrspace(1) %4874, align 2
  %4876 = bitcast i16 %4875 to half
  %4877 = fpext half %4876 to float
  %4878 = select i1 %32, float %4877, float 0.000000e+00
  %4879 = add i32 %4842, %33
  %4880 = select i1 %34, i32 %4879, i32 %4842
  %4881 = sext i32 %4880 to i64
  %4882 = mul i64 %4881, 2
  %4883 = getelementptr i8, ptr addrspace(1) %3, i64 %4882
  %4884 = load i16, ptr addrspace(1) %4883, align 2
  %4885 = bitcast i16 %4884 to half
  %4886 = fpext half %4885 to float
  %4887 = select i1 %34, float %4886, float 0.000000e+00
  %4888 = add i32 %4842, %35
  %4889 = select i1 %36, i32 %4888, i32 %4842
  %4890 = sext i32 %4889 to i64
  %4891 = mul i64 %4890, 2
  %4892 = getelementptr i8, ptr addrspace(1) %3, i64 %4891
  %4893 = load i16, ptr addrspace(1) %4892, align 2
  %4894 = bitcast i16 %4893 to half
  %4895 = fpext half %4894 to float
  %4896 = select i1 %36, float %4895, float 0.000000e+00
  %4897 = add i32 %4842, %37
  %4898 = select i1 %38, i32 %4897, i32 %4842
  %4899 = sext i32 %4898 to i64
  %4900 = mul i64 %4899, 2
  %4901 = getelementptr i8, ptr addrspace(1) %3, i64 %4900
  %4902 = load i16, ptr addrspace(1) %4901, align 2
  %4903 = bitcast i16 %4902 to half
  %4904 = fpext half %4903 to float
  %4905 = select i1 %38, float %4904, float 0.000000e+00
  %4906 = add i32 %4842, %39
  %4907 = select i1 %40, i32 %4906, i32 %4842
  %4908 = sext i32 %4907 to i64
  %4909 = mul i64 %4908, 2
  %4910 = getelementptr i8, ptr addrspace(1) %3, i64 %4909
  %4911 = load i16, ptr addrspace(1) %4910, align 2
  %4912 = bitcast i16 %4911 to half
  %4913 = fpext half %4912 to float
  %4914 = select i1 %40, float %4913, float 0.000000e+00
  %4915 = bitcast float %3443 to i32
  %4916 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4915, i32 7, i32 31)
  %4917 = bitcast i32 %4916 to float
  %4918 = load float, ptr %v, align 4
  %4919 = fmul float %4917, %4851
  %4920 = fadd float %4919, %4918
  store float %4920, ptr %v, align 4
  %4921 = load float, ptr %v1, align 4
  %4922 = fmul float %4917, %4860
  %4923 = fadd float %4922, %4921
  store float %4923, ptr %v1, align 4
  %4924 = load float, ptr %v2, align 4
  %4925 = fmul float %4917, %4869
  %4926 = fadd float %4925, %4924
  store float %4926, ptr %v2, align 4
  %4927 = load float, ptr %v3, align 4
  %4928 = fmul float %4917, %4878
  %4929 = fadd float %4928, %4927
  store float %4929, ptr %v3, align 4
  %4930 = load float, ptr %v4, align 4
  %4931 = fmul float %4917, %4887
  %4932 = fadd float %4931, %4930
  store float %4932, ptr %v4, align 4
  %4933 = load float, ptr %v5, align 4
  %4934 = fmul float %4917, %4896
  %4935 = fadd float %4934, %4933
  store float %4935, ptr %v5, align 4
  %4936 = load float, ptr %v6, align 4
  %4937 = fmul float %4917, %4905
  %4938 = fadd float %4937, %4936
  store float %4938, ptr %v6, align 4
  %4939 = load float, ptr %v7, align 4
  %4940 = fmul float %4917, %4914
  %4941 = fadd float %4940, %4939
  store float %4941, ptr %v7, align 4
  %4942 = bitcast float %3443 to i32
  %4943 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4942, i32 15, i32 31)
  %4944 = bitcast i32 %4943 to float
  %4945 = load float, ptr %v8, align 4
  %4946 = fmul float %4944, %4851
  %4947 = fadd float %4946, %4945
  store float %4947, ptr %v8, align 4
  %4948 = load float, ptr %v9, align 4
  %4949 = fmul float %4944, %4860
  %4950 = fadd float %4949, %4948
  store float %4950, ptr %v9, align 4
  %4951 = load float, ptr %v10, align 4
  %4952 = fmul float %4944, %4869
  %4953 = fadd float %4952, %4951
  store float %4953, ptr %v10, align 4
  %4954 = load float, ptr %v11, align 4
  %4955 = fmul float %4944, %4878
  %4956 = fadd float %4955, %4954
  store float %4956, ptr %v11, align 4
  %4957 = load float, ptr %v12, align 4
  %4958 = fmul float %4944, %4887
  %4959 = fadd float %4958, %4957
  store float %4959, ptr %v12, align 4
  %4960 = load float, ptr %v13, align 4
  %4961 = fmul float %4944, %4896
  %4962 = fadd float %4961, %4960
  store float %4962, ptr %v13, align 4
  %4963 = load float, ptr %v14, align 4
  %4964 = fmul float %4944, %4905
  %4965 = fadd float %4964, %4963
  store float %4965, ptr %v14, align 4
  %4966 = load float, ptr %v15, align 4
  %4967 = fmul float %4944, %4914
  %4968 = fadd float %4967, %4966
  store float %4968, ptr %v15, align 4
  %4969 = bitcast float %3443 to i32
  %4970 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4969, i32 23, i32 31)
  %4971 = bitcast i32 %4970 to float
  %4972 = load float, ptr %v16, align 4
  %4973 = fmul float %4971, %4851
  %4974 = fadd float %4973, %4972
  store float %4974, ptr %v16, align 4
  %4975 = load float, ptr %v17, align 4
  %4976 = fmul float %4971, %4860
  %4977 = fadd float %4976, %4975
  store float %4977, ptr %v17, align 4
  %4978 = load float, ptr %v18, align 4
  %4979 = fmul float %4971, %4869
  %4980 = fadd float %4979, %4978
  store float %4980, ptr %v18, align 4
  %4981 = load float, ptr %v19, align 4
  %4982 = fmul float %4971, %4878
  %4983 = fadd float %4982, %4981
  store float %4983, ptr %v19, align 4
  %4984 = load float, ptr %v20, align 4
  %4985 = fmul float %4971, %4887
  %4986 = fadd float %4985, %4984
  store float %4986, ptr %v20, align 4
  %4987 = load float, ptr %v21, align 4
  %4988 = fmul float %4971, %4896
  %4989 = fadd float %4988, %4987
  store float %4989, ptr %v21, align 4
  %4990 = load float, ptr %v22, align 4
  %4991 = fmul float %4971, %4905
  %4992 = fadd float %4991, %4990
  store float %4992, ptr %v22, align 4
  %4993 = load float, ptr %v23, align 4
  %4994 = fmul float %4971, %4914
  %4995 = fadd float %4994, %4993
  store float %4995, ptr %v23, align 4
  %4996 = bitcast float %3443 to i32
  %4997 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4996, i32 31, i32 31)
  %4998 = bitcast i32 %4997 to float
  %4999 = load float, ptr %v24, align 4
  %5000 = fmul float %4998, %4851
  %5001 = fadd float %5000, %4999
  store float %5001, ptr %v24, align 4
  %5002 = load float, ptr %v25, align 4
  %5003 = fmul float %4998, %4860
  %5004 = fadd float %5003, %5002
  store float %5004, ptr %v25, align 4
  %5005 = load float, ptr %v26, align 4
  %5006 = fmul float %4998, %4869
  %5007 = fadd float %5006, %5005
  store float %5007, ptr %v26, align 4
  %5008 = load float, ptr %v27, align 4
  %5009 = fmul float %4998, %4878
  %5010 = fadd float %5009, %5008
  store float %5010, ptr %v27, align 4
  %5011 = load float, ptr %v28, align 4
  %5012 = fmul float %4998, %4887
  %5013 = fadd float %5012, %5011
  store float %5013, ptr %v28, align 4
  %5014 = load float, ptr %v29, align 4
  %5015 = fmul float %4998, %4896
  %5016 = fadd float %5015, %5014
  store float %5016, ptr %v29, align 4
  %5017 = load float, ptr %v30, align 4
  %5018 = fmul float %4998, %4905
  %5019 = fadd float %5018, %5017
  store float %5019, ptr %v30, align 4
  %5020 = load float, ptr %v31, align 4
  %5021 = fmul float %4998, %4914
  %5022 = fadd float %5021, %5020
  store float %5022, ptr %v31, align 4
  %5023 = load i32, ptr %v37, align 4
  %5024 = add i32 %5023, 4
  store i32 %5024, ptr %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %5025 = add i32 %2045, %25
  %5026 = sext i32 %5025 to i64
  %5027 = mul i64 %5026, 4
  %5028 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5027
  store float %2046, ptr addrspace(3) %5028, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %5029 = load float, ptr %v1, align 4
  br i1 %28, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %5030 = add i32 %2045, %27
  %5031 = sext i32 %5030 to i64
  %5032 = mul i64 %5031, 4
  %5033 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5032
  store float %5029, ptr addrspace(3) %5033, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %5034 = load float, ptr %v2, align 4
  br i1 %30, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %5035 = add i32 %2045, %29
  %5036 = sext i32 %5035 to i64
  %5037 = mul i64 %5036, 4
  %5038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5037
  store float %5034, ptr addrspace(3) %5038, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %5039 = load float, ptr %v3, align 4
  br i1 %32, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %5040 = add i32 %2045, %31
  %5041 = sext i32 %5040 to i64
  %5042 = mul i64 %5041, 4
  %5043 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5042
  store float %5039, ptr addrspace(3) %5043, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %5044 = load float, ptr %v4, align 4
  br i1 %34, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %5045 = add i32 %2045, %33
  %5046 = sext i32 %5045 to i64
  %5047 = mul i64 %5046, 4
  %5048 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5047
  store float %5044, ptr addrspace(3) %5048, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %5049 = load float, ptr %v5, align 4
  br i1 %36, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %5050 = add i32 %2045, %35
  %5051 = sext i32 %5050 to i64
  %5052 = mul i64 %5051, 4
  %5053 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5052
  store float %5049, ptr addrspace(3) %5053, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %5054 = load float, ptr %v6, align 4
  br i1 %38, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %5055 = add i32 %2045, %37
  %5056 = sext i32 %5055 to i64
  %5057 = mul i64 %5056, 4
  %5058 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5057
  store float %5054, ptr addrspace(3) %5058, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %5059 = load float, ptr %v7, align 4
  br i1 %40, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %5060 = add i32 %2045, %39
  %5061 = sext i32 %5060 to i64
  %5062 = mul i64 %5061, 4
  %5063 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5062
  store float %5059, ptr addrspace(3) %5063, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %5064 = icmp eq i32 %11, 0
  br i1 %5064, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %5065 = mul i32 %2044, 2
  %5066 = sext i32 %5065 to i64
  %5067 = mul i64 %5066, 4
  %5068 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5067
  store float %2042, ptr addrspace(3) %5068, align 4
  %5069 = add i32 %5065, 1
  %5070 = sext i32 %5069 to i64
  %5071 = mul i64 %5070, 4
  %5072 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5071
  store float %2043, ptr addrspace(3) %5072, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %5073 = add i32 4, %13
  %5074 = mul i32 %5073, 256
  %5075 = load float, ptr %v8, align 4
  br i1 %26, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %5076 = add i32 %5074, %25
  %5077 = sext i32 %5076 to i64
  %5078 = mul i64 %5077, 4
  %5079 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5078
  store float %5075, ptr addrspace(3) %5079, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %5080 = load float, ptr %v9, align 4
  br i1 %28, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %5081 = add i32 %5074, %27
  %5082 = sext i32 %5081 to i64
  %5083 = mul i64 %5082, 4
  %5084 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5083
  store float %5080, ptr addrspace(3) %5084, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %5085 = load float, ptr %v10, align 4
  br i1 %30, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %5086 = add i32 %5074, %29
  %5087 = sext i32 %5086 to i64
  %5088 = mul i64 %5087, 4
  %5089 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5088
  store float %5085, ptr addrspace(3) %5089, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5090 = load float, ptr %v11, align 4
  br i1 %32, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5091 = add i32 %5074, %31
  %5092 = sext i32 %5091 to i64
  %5093 = mul i64 %5092, 4
  %5094 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5093
  store float %5090, ptr addrspace(3) %5094, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5095 = load float, ptr %v12, align 4
  br i1 %34, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5096 = add i32 %5074, %33
  %5097 = sext i32 %5096 to i64
  %5098 = mul i64 %5097, 4
  %5099 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5098
  store float %5095, ptr addrspace(3) %5099, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5100 = load float, ptr %v13, align 4
  br i1 %36, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5101 = add i32 %5074, %35
  %5102 = sext i32 %5101 to i64
  %5103 = mul i64 %5102, 4
  %5104 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5103
  store float %5100, ptr addrspace(3) %5104, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5105 = load float, ptr %v14, align 4
  br i1 %38, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5106 = add i32 %5074, %37
  %5107 = sext i32 %5106 to i64
  %5108 = mul i64 %5107, 4
  %5109 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5108
  store float %5105, ptr addrspace(3) %5109, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5110 = load float, ptr %v15, align 4
  br i1 %40, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5111 = add i32 %5074, %39
  %5112 = sext i32 %5111 to i64
  %5113 = mul i64 %5112, 4
  %5114 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5113
  store float %5110, ptr addrspace(3) %5114, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5115 = icmp eq i32 %11, 8
  br i1 %5115, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5116 = mul i32 %5073, 2
  %5117 = sext i32 %5116 to i64
  %5118 = mul i64 %5117, 4
  %5119 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5118
  store float %2042, ptr addrspace(3) %5119, align 4
  %5120 = add i32 %5116, 1
  %5121 = sext i32 %5120 to i64
  %5122 = mul i64 %5121, 4
  %5123 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5122
  store float %2043, ptr addrspace(3) %5123, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5124 = add i32 8, %13
  %5125 = mul i32 %5124, 256
  %5126 = load float, ptr %v16, align 4
  br i1 %26, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5127 = add i32 %5125, %25
  %5128 = sext i32 %5127 to i64
  %5129 = mul i64 %5128, 4
  %5130 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5129
  store float %5126, ptr addrspace(3) %5130, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5131 = load float, ptr %v17, align 4
  br i1 %28, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5132 = add i32 %5125, %27
  %5133 = sext i32 %5132 to i64
  %5134 = mul i64 %5133, 4
  %5135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5134
  store float %5131, ptr addrspace(3) %5135, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5136 = load float, ptr %v18, align 4
  br i1 %30, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5137 = add i32 %5125, %29
  %5138 = sext i32 %5137 to i64
  %5139 = mul i64 %5138, 4
  %5140 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5139
  store float %5136, ptr addrspace(3) %5140, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5141 = load float, ptr %v19, align 4
  br i1 %32, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5142 = add i32 %5125, %31
  %5143 = sext i32 %5142 to i64
  %5144 = mul i64 %5143, 4
  %5145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5144
  store float %5141, ptr addrspace(3) %5145, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5146 = load float, ptr %v20, align 4
  br i1 %34, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5147 = add i32 %5125, %33
  %5148 = sext i32 %5147 to i64
  %5149 = mul i64 %5148, 4
  %5150 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5149
  store float %5146, ptr addrspace(3) %5150, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5151 = load float, ptr %v21, align 4
  br i1 %36, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5152 = add i32 %5125, %35
  %5153 = sext i32 %5152 to i64
  %5154 = mul i64 %5153, 4
  %5155 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5154
  store float %5151, ptr addrspace(3) %5155, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5156 = load float, ptr %v22, align 4
  br i1 %38, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5157 = add i32 %5125, %37
  %5158 = sext i32 %5157 to i64
  %5159 = mul i64 %5158, 4
  %5160 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5159
  store float %5156, ptr addrspace(3) %5160, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5161 = load float, ptr %v23, align 4
  br i1 %40, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5162 = add i32 %5125, %39
  %5163 = sext i32 %5162 to i64
  %5164 = mul i64 %5163, 4
  %5165 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5164
  store float %5161, ptr addrspace(3) %5165, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5166 = icmp eq i32 %11, 16
  br i1 %5166, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5167 = mul i32 %5124, 2
  %5168 = sext i32 %5167 to i64
  %5169 = mul i64 %5168, 4
  %5170 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5169
  store float %2042, ptr addrspace(3) %5170, align 4
  %5171 = add i32 %5167, 1
  %5172 = sext i32 %5171 to i64
  %5173 = mul i64 %5172, 4
  %5174 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5173
  store float %2043, ptr addrspace(3) %5174, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5175 = add i32 12, %13
  %5176 = mul i32 %5175, 256
  %5177 = load float, ptr %v24, align 4
  br i1 %26, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5178 = add i32 %5176, %25
  %5179 = sext i32 %5178 to i64
  %5180 = mul i64 %5179, 4
  %5181 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5180
  store float %5177, ptr addrspace(3) %5181, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5182 = load float, ptr %v25, align 4
  br i1 %28, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5183 = add i32 %5176, %27
  %5184 = sext i32 %5183 to i64
  %5185 = mul i64 %5184, 4
  %5186 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5185
  store float %5182, ptr addrspace(3) %5186, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5187 = load float, ptr %v26, align 4
  br i1 %30, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5188 = add i32 %5176, %29
  %5189 = sext i32 %5188 to i64
  %5190 = mul i64 %5189, 4
  %5191 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5190
  store float %5187, ptr addrspace(3) %5191, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5192 = load float, ptr %v27, align 4
  br i1 %32, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5193 = add i32 %5176, %31
  %5194 = sext i32 %5193 to i64
  %5195 = mul i64 %5194, 4
  %5196 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5195
  store float %5192, ptr addrspace(3) %5196, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5197 = load float, ptr %v28, align 4
  br i1 %34, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5198 = add i32 %5176, %33
  %5199 = sext i32 %5198 to i64
  %5200 = mul i64 %5199, 4
  %5201 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5200
  store float %5197, ptr addrspace(3) %5201, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5202 = load float, ptr %v29, align 4
  br i1 %36, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5203 = add i32 %5176, %35
  %5204 = sext i32 %5203 to i64
  %5205 = mul i64 %5204, 4
  %5206 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5205
  store float %5202, ptr addrspace(3) %5206, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5207 = load float, ptr %v30, align 4
  br i1 %38, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5208 = add i32 %5176, %37
  %5209 = sext i32 %5208 to i64
  %5210 = mul i64 %5209, 4
  %5211 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5210
  store float %5207, ptr addrspace(3) %5211, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5212 = load float, ptr %v31, align 4
  br i1 %40, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5213 = add i32 %5176, %39
  %5214 = sext i32 %5213 to i64
  %5215 = mul i64 %5214, 4
  %5216 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5215
  store float %5212, ptr addrspace(3) %5216, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5217 = icmp eq i32 %11, 24
  br i1 %5217, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5218 = mul i32 %5175, 2
  %5219 = sext i32 %5218 to i64
  %5220 = mul i64 %5219, 4
  %5221 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5220
  store float %2042, ptr addrspace(3) %5221, align 4
  %5222 = add i32 %5218, 1
  %5223 = sext i32 %5222 to i64
  %5224 = mul i64 %5223, 4
  %5225 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5224
  store float %2043, ptr addrspace(3) %5225, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  call void @llvm.nvvm.barrier0()
  %5226 = load float, ptr addrspace(3) @lds2, align 4
  %5227 = fcmp ogt float %5226, 0xFFF0000000000000
  %5228 = select i1 %5227, float %5226, float 0xFFF0000000000000
  %5229 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5230 = fcmp ogt float %5229, %5228
  %5231 = select i1 %5230, float %5229, float %5228
  %5232 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5233 = fcmp ogt float %5232, %5231
  %5234 = select i1 %5233, float %5232, float %5231
  %5235 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5236 = fcmp ogt float %5235, %5234
  %5237 = select i1 %5236, float %5235, float %5234
  %5238 = fsub float %5226, %5237
  %5239 = fmul float %5238, 0x3FF7154760000000
  %5240 = fcmp olt float %5239, -1.260000e+02
  %5241 = fcmp ogt float %5239, 1.270000e+02
  %5242 = select i1 %5240, float -1.260000e+02, float %5239
  %5243 = select i1 %5241, float 1.270000e+02, float %5242
  %5244 = fadd float %5243, 5.000000e-01
  %5245 = call float @llvm.floor.f32(float %5244)
  %5246 = fsub float %5243, %5245
  %5247 = fmul float 0x3EEFFCBFC0000000, %5246
  %5248 = fadd float %5247, 0x3F24309120000000
  %5249 = fmul float %5248, %5246
  %5250 = fadd float %5249, 0x3F55D87FE0000000
  %5251 = fmul float %5250, %5246
  %5252 = fadd float %5251, 0x3F83B2AB60000000
  %5253 = fmul float %5252, %5246
  %5254 = fadd float %5253, 0x3FAC6B08E0000000
  %5255 = fmul float %5254, %5246
  %5256 = fadd float %5255, 0x3FCEBFBE00000000
  %5257 = fmul float %5256, %5246
  %5258 = fadd float %5257, 0x3FE62E4300000000
  %5259 = fmul float %5258, %5246
  %5260 = fadd float %5259, 1.000000e+00
  %5261 = fptosi float %5245 to i32
  %5262 = add i32 %5261, 127
  %5263 = shl i32 %5262, 23
  %5264 = bitcast i32 %5263 to float
  %5265 = fmul float %5260, %5264
  %5266 = select i1 %5240, float 0.000000e+00, float %5265
  %5267 = select i1 %5241, float 0x7FF0000000000000, float %5266
  %5268 = fcmp uno float %5239, %5239
  %5269 = select i1 %5268, float %5239, float %5267
  %5270 = fcmp oeq float %5226, 0xFFF0000000000000
  %5271 = select i1 %5270, float 0.000000e+00, float %5269
  %5272 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5273 = fmul float %5271, %5272
  %5274 = fadd float %5273, 0.000000e+00
  %5275 = fsub float %5229, %5237
  %5276 = fmul float %5275, 0x3FF7154760000000
  %5277 = fcmp olt float %5276, -1.260000e+02
  %5278 = fcmp ogt float %5276, 1.270000e+02
  %5279 = select i1 %5277, float -1.260000e+02, float %5276
  %5280 = select i1 %5278, float 1.270000e+02, float %5279
  %5281 = fadd float %5280, 5.000000e-01
  %5282 = call float @llvm.floor.f32(float %5281)
  %5283 = fsub float %5280, %5282
  %5284 = fmul float 0x3EEFFCBFC0000000, %5283
  %5285 = fadd float %5284, 0x3F24309120000000
  %5286 = fmul float %5285, %5283
  %5287 = fadd float %5286, 0x3F55D87FE0000000
  %5288 = fmul float %5287, %5283
  %5289 = fadd float %5288, 0x3F83B2AB60000000
  %5290 = fmul float %5289, %5283
  %5291 = fadd float %5290, 0x3FAC6B08E0000000
  %5292 = fmul float %5291, %5283
  %5293 = fadd float %5292, 0x3FCEBFBE00000000
  %5294 = fmul float %5293, %5283
  %5295 = fadd float %5294, 0x3FE62E4300000000
  %5296 = fmul float %5295, %5283
  %5297 = fadd float %5296, 1.000000e+00
  %5298 = fptosi float %5282 to i32
  %5299 = add i32 %5298, 127
  %5300 = shl i32 %5299, 23
  %5301 = bitcast i32 %5300 to float
  %5302 = fmul float %5297, %5301
  %5303 = select i1 %5277, float 0.000000e+00, float %5302
  %5304 = select i1 %5278, float 0x7FF0000000000000, float %5303
  %5305 = fcmp uno float %5276, %5276
  %5306 = select i1 %5305, float %5276, float %5304
  %5307 = fcmp oeq float %5229, 0xFFF0000000000000
  %5308 = select i1 %5307, float 0.000000e+00, float %5306
  %5309 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5310 = fmul float %5308, %5309
  %5311 = fadd float %5310, %5274
  %5312 = fsub float %5232, %5237
  %5313 = fmul float %5312, 0x3FF7154760000000
  %5314 = fcmp olt float %5313, -1.260000e+02
  %5315 = fcmp ogt float %5313, 1.270000e+02
  %5316 = select i1 %5314, float -1.260000e+02, float %5313
  %5317 = select i1 %5315, float 1.270000e+02, float %5316
  %5318 = fadd float %5317, 5.000000e-01
  %5319 = call float @llvm.floor.f32(float %5318)
  %5320 = fsub float %5317, %5319
  %5321 = fmul float 0x3EEFFCBFC0000000, %5320
  %5322 = fadd float %5321, 0x3F24309120000000
  %5323 = fmul float %5322, %5320
  %5324 = fadd float %5323, 0x3F55D87FE0000000
  %5325 = fmul float %5324, %5320
  %5326 = fadd float %5325, 0x3F83B2AB60000000
  %5327 = fmul float %5326, %5320
  %5328 = fadd float %5327, 0x3FAC6B08E0000000
  %5329 = fmul float %5328, %5320
  %5330 = fadd float %5329, 0x3FCEBFBE00000000
  %5331 = fmul float %5330, %5320
  %5332 = fadd float %5331, 0x3FE62E4300000000
  %5333 = fmul float %5332, %5320
  %5334 = fadd float %5333, 1.000000e+00
  %5335 = fptosi float %5319 to i32
  %5336 = add i32 %5335, 127
  %5337 = shl i32 %5336, 23
  %5338 = bitcast i32 %5337 to float
  %5339 = fmul float %5334, %5338
  %5340 = select i1 %5314, float 0.000000e+00, float %5339
  %5341 = select i1 %5315, float 0x7FF0000000000000, float %5340
  %5342 = fcmp uno float %5313, %5313
  %5343 = select i1 %5342, float %5313, float %5341
  %5344 = fcmp oeq float %5232, 0xFFF0000000000000
  %5345 = select i1 %5344, float 0.000000e+00, float %5343
  %5346 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5347 = fmul float %5345, %5346
  %5348 = fadd float %5347, %5311
  %5349 = fsub float %5235, %5237
  %5350 = fmul float %5349, 0x3FF7154760000000
  %5351 = fcmp olt float %5350, -1.260000e+02
  %5352 = fcmp ogt float %5350, 1.270000e+02
  %5353 = select i1 %5351, float -1.260000e+02, float %5350
  %5354 = select i1 %5352, float 1.270000e+02, float %5353
  %5355 = fadd float %5354, 5.000000e-01
  %5356 = call float @llvm.floor.f32(float %5355)
  %5357 = fsub float %5354, %5356
  %5358 = fmul float 0x3EEFFCBFC0000000, %5357
  %5359 = fadd float %5358, 0x3F24309120000000
  %5360 = fmul float %5359, %5357
  %5361 = fadd float %5360, 0x3F55D87FE0000000
  %5362 = fmul float %5361, %5357
  %5363 = fadd float %5362, 0x3F83B2AB60000000
  %5364 = fmul float %5363, %5357
  %5365 = fadd float %5364, 0x3FAC6B08E0000000
  %5366 = fmul float %5365, %5357
  %5367 = fadd float %5366, 0x3FCEBFBE00000000
  %5368 = fmul float %5367, %5357
  %5369 = fadd float %5368, 0x3FE62E4300000000
  %5370 = fmul float %5369, %5357
  %5371 = fadd float %5370, 1.000000e+00
  %5372 = fptosi float %5356 to i32
  %5373 = add i32 %5372, 127
  %5374 = shl i32 %5373, 23
  %5375 = bitcast i32 %5374 to float
  %5376 = fmul float %5371, %5375
  %5377 = select i1 %5351, float 0.000000e+00, float %5376
  %5378 = select i1 %5352, float 0x7FF0000000000000, float %5377
  %5379 = fcmp uno float %5350, %5350
  %5380 = select i1 %5379, float %5350, float %5378
  %5381 = fcmp oeq float %5235, 0xFFF0000000000000
  %5382 = select i1 %5381, float 0.000000e+00, float %5380
  %5383 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5384 = fmul float %5382, %5383
  %5385 = fadd float %5384, %5348
  br i1 %42, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %9, ptr %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5386 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5387 = fcmp ogt float %5386, 0xFFF0000000000000
  %5388 = select i1 %5387, float %5386, float 0xFFF0000000000000
  %5389 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5390 = fcmp ogt float %5389, %5388
  %5391 = select i1 %5390, float %5389, float %5388
  %5392 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5393 = fcmp ogt float %5392, %5391
  %5394 = select i1 %5393, float %5392, float %5391
  %5395 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5396 = fcmp ogt float %5395, %5394
  %5397 = select i1 %5396, float %5395, float %5394
  %5398 = fsub float %5386, %5397
  %5399 = fmul float %5398, 0x3FF7154760000000
  %5400 = fcmp olt float %5399, -1.260000e+02
  %5401 = fcmp ogt float %5399, 1.270000e+02
  %5402 = select i1 %5400, float -1.260000e+02, float %5399
  %5403 = select i1 %5401, float 1.270000e+02, float %5402
  %5404 = fadd float %5403, 5.000000e-01
  %5405 = call float @llvm.floor.f32(float %5404)
  %5406 = fsub float %5403, %5405
  %5407 = fmul float 0x3EEFFCBFC0000000, %5406
  %5408 = fadd float %5407, 0x3F24309120000000
  %5409 = fmul float %5408, %5406
  %5410 = fadd float %5409, 0x3F55D87FE0000000
  %5411 = fmul float %5410, %5406
  %5412 = fadd float %5411, 0x3F83B2AB60000000
  %5413 = fmul float %5412, %5406
  %5414 = fadd float %5413, 0x3FAC6B08E0000000
  %5415 = fmul float %5414, %5406
  %5416 = fadd float %5415, 0x3FCEBFBE00000000
  %5417 = fmul float %5416, %5406
  %5418 = fadd float %5417, 0x3FE62E4300000000
  %5419 = fmul float %5418, %5406
  %5420 = fadd float %5419, 1.000000e+00
  %5421 = fptosi float %5405 to i32
  %5422 = add i32 %5421, 127
  %5423 = shl i32 %5422, 23
  %5424 = bitcast i32 %5423 to float
  %5425 = fmul float %5420, %5424
  %5426 = select i1 %5400, float 0.000000e+00, float %5425
  %5427 = select i1 %5401, float 0x7FF0000000000000, float %5426
  %5428 = fcmp uno float %5399, %5399
  %5429 = select i1 %5428, float %5399, float %5427
  %5430 = fcmp oeq float %5386, 0xFFF0000000000000
  %5431 = select i1 %5430, float 0.000000e+00, float %5429
  %5432 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5433 = fmul float %5431, %5432
  %5434 = fadd float %5433, 0.000000e+00
  %5435 = fsub float %5389, %5397
  %5436 = fmul float %5435, 0x3FF7154760000000
  %5437 = fcmp olt float %5436, -1.260000e+02
  %5438 = fcmp ogt float %5436, 1.270000e+02
  %5439 = select i1 %5437, float -1.260000e+02, float %5436
  %5440 = select i1 %5438, float 1.270000e+02, float %5439
  %5441 = fadd float %5440, 5.000000e-01
  %5442 = call float @llvm.floor.f32(float %5441)
  %5443 = fsub float %5440, %5442
  %5444 = fmul float 0x3EEFFCBFC0000000, %5443
  %5445 = fadd float %5444, 0x3F24309120000000
  %5446 = fmul float %5445, %5443
  %5447 = fadd float %5446, 0x3F55D87FE0000000
  %5448 = fmul float %5447, %5443
  %5449 = fadd float %5448, 0x3F83B2AB60000000
  %5450 = fmul float %5449, %5443
  %5451 = fadd float %5450, 0x3FAC6B08E0000000
  %5452 = fmul float %5451, %5443
  %5453 = fadd float %5452, 0x3FCEBFBE00000000
  %5454 = fmul float %5453, %5443
  %5455 = fadd float %5454, 0x3FE62E4300000000
  %5456 = fmul float %5455, %5443
  %5457 = fadd float %5456, 1.000000e+00
  %5458 = fptosi float %5442 to i32
  %5459 = add i32 %5458, 127
  %5460 = shl i32 %5459, 23
  %5461 = bitcast i32 %5460 to float
  %5462 = fmul float %5457, %5461
  %5463 = select i1 %5437, float 0.000000e+00, float %5462
  %5464 = select i1 %5438, float 0x7FF0000000000000, float %5463
  %5465 = fcmp uno float %5436, %5436
  %5466 = select i1 %5465, float %5436, float %5464
  %5467 = fcmp oeq float %5389, 0xFFF0000000000000
  %5468 = select i1 %5467, float 0.000000e+00, float %5466
  %5469 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5470 = fmul float %5468, %5469
  %5471 = fadd float %5470, %5434
  %5472 = fsub float %5392, %5397
  %5473 = fmul float %5472, 0x3FF7154760000000
  %5474 = fcmp olt float %5473, -1.260000e+02
  %5475 = fcmp ogt float %5473, 1.270000e+02
  %5476 = select i1 %5474, float -1.260000e+02, float %5473
  %5477 = select i1 %5475, float 1.270000e+02, float %5476
  %5478 = fadd float %5477, 5.000000e-01
  %5479 = call float @llvm.floor.f32(float %5478)
  %5480 = fsub float %5477, %5479
  %5481 = fmul float 0x3EEFFCBFC0000000, %5480
  %5482 = fadd float %5481, 0x3F24309120000000
  %5483 = fmul float %5482, %5480
  %5484 = fadd float %5483, 0x3F55D87FE0000000
  %5485 = fmul float %5484, %5480
  %5486 = fadd float %5485, 0x3F83B2AB60000000
  %5487 = fmul float %5486, %5480
  %5488 = fadd float %5487, 0x3FAC6B08E0000000
  %5489 = fmul float %5488, %5480
  %5490 = fadd float %5489, 0x3FCEBFBE00000000
  %5491 = fmul float %5490, %5480
  %5492 = fadd float %5491, 0x3FE62E4300000000
  %5493 = fmul float %5492, %5480
  %5494 = fadd float %5493, 1.000000e+00
  %5495 = fptosi float %5479 to i32
  %5496 = add i32 %5495, 127
  %5497 = shl i32 %5496, 23
  %5498 = bitcast i32 %5497 to float
  %5499 = fmul float %5494, %5498
  %5500 = select i1 %5474, float 0.000000e+00, float %5499
  %5501 = select i1 %5475, float 0x7FF0000000000000, float %5500
  %5502 = fcmp uno float %5473, %5473
  %5503 = select i1 %5502, float %5473, float %5501
  %5504 = fcmp oeq float %5392, 0xFFF0000000000000
  %5505 = select i1 %5504, float 0.000000e+00, float %5503
  %5506 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5507 = fmul float %5505, %5506
  %5508 = fadd float %5507, %5471
  %5509 = fsub float %5395, %5397
  %5510 = fmul float %5509, 0x3FF7154760000000
  %5511 = fcmp olt float %5510, -1.260000e+02
  %5512 = fcmp ogt float %5510, 1.270000e+02
  %5513 = select i1 %5511, float -1.260000e+02, float %5510
  %5514 = select i1 %5512, float 1.270000e+02, float %5513
  %5515 = fadd float %5514, 5.000000e-01
  %5516 = call float @llvm.floor.f32(float %5515)
  %5517 = fsub float %5514, %5516
  %5518 = fmul float 0x3EEFFCBFC0000000, %5517
  %5519 = fadd float %5518, 0x3F24309120000000
  %5520 = fmul float %5519, %5517
  %5521 = fadd float %5520, 0x3F55D87FE0000000
  %5522 = fmul float %5521, %5517
  %5523 = fadd float %5522, 0x3F83B2AB60000000
  %5524 = fmul float %5523, %5517
  %5525 = fadd float %5524, 0x3FAC6B08E0000000
  %5526 = fmul float %5525, %5517
  %5527 = fadd float %5526, 0x3FCEBFBE00000000
  %5528 = fmul float %5527, %5517
  %5529 = fadd float %5528, 0x3FE62E4300000000
  %5530 = fmul float %5529, %5517
  %5531 = fadd float %5530, 1.000000e+00
  %5532 = fptosi float %5516 to i32
  %5533 = add i32 %5532, 127
  %5534 = shl i32 %5533, 23
  %5535 = bitcast i32 %5534 to float
  %5536 = fmul float %5531, %5535
  %5537 = select i1 %5511, float 0.000000e+00, float %5536
  %5538 = select i1 %5512, float 0x7FF0000000000000, float %5537
  %5539 = fcmp uno float %5510, %5510
  %5540 = select i1 %5539, float %5510, float %5538
  %5541 = fcmp oeq float %5395, 0xFFF0000000000000
  %5542 = select i1 %5541, float 0.000000e+00, float %5540
  %5543 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5544 = fmul float %5542, %5543
  %5545 = fadd float %5544, %5508
  br i1 %104, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5546 = load i32, ptr %v115, align 4
  %5547 = icmp slt i32 %5546, %6
  br i1 %5547, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5548 = load i32, ptr %v115, align 4
  %5549 = add i32 0, %5548
  %5550 = sext i32 %5549 to i64
  %5551 = mul i64 %5550, 4
  %5552 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5551
  %5553 = load float, ptr addrspace(3) %5552, align 4
  %5554 = fmul float %5271, %5553
  %5555 = fadd float %5554, 0.000000e+00
  %5556 = add i32 256, %5548
  %5557 = sext i32 %5556 to i64
  %5558 = mul i64 %5557, 4
  %5559 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5558
  %5560 = load float, ptr addrspace(3) %5559, align 4
  %5561 = fmul float %5308, %5560
  %5562 = fadd float %5561, %5555
  %5563 = add i32 512, %5548
  %5564 = sext i32 %5563 to i64
  %5565 = mul i64 %5564, 4
  %5566 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5565
  %5567 = load float, ptr addrspace(3) %5566, align 4
  %5568 = fmul float %5345, %5567
  %5569 = fadd float %5568, %5562
  %5570 = add i32 768, %5548
  %5571 = sext i32 %5570 to i64
  %5572 = mul i64 %5571, 4
  %5573 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5572
  %5574 = load float, ptr addrspace(3) %5573, align 4
  %5575 = fmul float %5382, %5574
  %5576 = fadd float %5575, %5569
  %5577 = add i32 %46, %5548
  %5578 = fdiv float %5576, %5385
  %5579 = sext i32 %5577 to i64
  %5580 = mul i64 %5579, 4
  %5581 = getelementptr i8, ptr addrspace(1) %0, i64 %5580
  store float %5578, ptr addrspace(1) %5581, align 4
  %5582 = load i32, ptr %v115, align 4
  %5583 = add i32 %5582, 128
  store i32 %5583, ptr %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %9, ptr %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5584 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5585 = fcmp ogt float %5584, 0xFFF0000000000000
  %5586 = select i1 %5585, float %5584, float 0xFFF0000000000000
  %5587 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5588 = fcmp ogt float %5587, %5586
  %5589 = select i1 %5588, float %5587, float %5586
  %5590 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5591 = fcmp ogt float %5590, %5589
  %5592 = select i1 %5591, float %5590, float %5589
  %5593 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5594 = fcmp ogt float %5593, %5592
  %5595 = select i1 %5594, float %5593, float %5592
  %5596 = fsub float %5584, %5595
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
  %5628 = fcmp oeq float %5584, 0xFFF0000000000000
  %5629 = select i1 %5628, float 0.000000e+00, float %5627
  %5630 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5631 = fmul float %5629, %5630
  %5632 = fadd float %5631, 0.000000e+00
  %5633 = fsub float %5587, %5595
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
  %5665 = fcmp oeq float %5587, 0xFFF0000000000000
  %5666 = select i1 %5665, float 0.000000e+00, float %5664
  %5667 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5668 = fmul float %5666, %5667
  %5669 = fadd float %5668, %5632
  %5670 = fsub float %5590, %5595
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
  %5702 = fcmp oeq float %5590, 0xFFF0000000000000
  %5703 = select i1 %5702, float 0.000000e+00, float %5701
  %5704 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5705 = fmul float %5703, %5704
  %5706 = fadd float %5705, %5669
  %5707 = fsub float %5593, %5595
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
  %5739 = fcmp oeq float %5593, 0xFFF0000000000000
  %5740 = select i1 %5739, float 0.000000e+00, float %5738
  %5741 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5742 = fmul float %5740, %5741
  %5743 = fadd float %5742, %5706
  br i1 %166, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5744 = load i32, ptr %v121, align 4
  %5745 = icmp slt i32 %5744, %6
  br i1 %5745, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5746 = load i32, ptr %v121, align 4
  %5747 = add i32 1024, %5746
  %5748 = sext i32 %5747 to i64
  %5749 = mul i64 %5748, 4
  %5750 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5749
  %5751 = load float, ptr addrspace(3) %5750, align 4
  %5752 = fmul float %5431, %5751
  %5753 = fadd float %5752, 0.000000e+00
  %5754 = add i32 1280, %5746
  %5755 = sext i32 %5754 to i64
  %5756 = mul i64 %5755, 4
  %5757 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5756
  %5758 = load float, ptr addrspace(3) %5757, align 4
  %5759 = fmul float %5468, %5758
  %5760 = fadd float %5759, %5753
  %5761 = add i32 1536, %5746
  %5762 = sext i32 %5761 to i64
  %5763 = mul i64 %5762, 4
  %5764 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5763
  %5765 = load float, ptr addrspace(3) %5764, align 4
  %5766 = fmul float %5505, %5765
  %5767 = fadd float %5766, %5760
  %5768 = add i32 1792, %5746
  %5769 = sext i32 %5768 to i64
  %5770 = mul i64 %5769, 4
  %5771 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5770
  %5772 = load float, ptr addrspace(3) %5771, align 4
  %5773 = fmul float %5542, %5772
  %5774 = fadd float %5773, %5767
  %5775 = add i32 %108, %5746
  %5776 = fdiv float %5774, %5545
  %5777 = sext i32 %5775 to i64
  %5778 = mul i64 %5777, 4
  %5779 = getelementptr i8, ptr addrspace(1) %0, i64 %5778
  store float %5776, ptr addrspace(1) %5779, align 4
  %5780 = load i32, ptr %v121, align 4
  %5781 = add i32 %5780, 128
  store i32 %5781, ptr %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %9, ptr %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5782 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5783 = fcmp ogt float %5782, 0xFFF0000000000000
  %5784 = select i1 %5783, float %5782, float 0xFFF0000000000000
  %5785 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5786 = fcmp ogt float %5785, %5784
  %5787 = select i1 %5786, float %5785, float %5784
  %5788 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5789 = fcmp ogt float %5788, %5787
  %5790 = select i1 %5789, float %5788, float %5787
  %5791 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5792 = fcmp ogt float %5791, %5790
  %5793 = select i1 %5792, float %5791, float %5790
  %5794 = fsub float %5782, %5793
  %5795 = fmul float %5794, 0x3FF7154760000000
  %5796 = fcmp olt float %5795, -1.260000e+02
  %5797 = fcmp ogt float %5795, 1.270000e+02
  %5798 = select i1 %5796, float -1.260000e+02, float %5795
  %5799 = select i1 %5797, float 1.270000e+02, float %5798
  %5800 = fadd float %5799, 5.000000e-01
  %5801 = call float @llvm.floor.f32(float %5800)
  %5802 = fsub float %5799, %5801
  %5803 = fmul float 0x3EEFFCBFC0000000, %5802
  %5804 = fadd float %5803, 0x3F24309120000000
  %5805 = fmul float %5804, %5802
  %5806 = fadd float %5805, 0x3F55D87FE0000000
  %5807 = fmul float %5806, %5802
  %5808 = fadd float %5807, 0x3F83B2AB60000000
  %5809 = fmul float %5808, %5802
  %5810 = fadd float %5809, 0x3FAC6B08E0000000
  %5811 = fmul float %5810, %5802
  %5812 = fadd float %5811, 0x3FCEBFBE00000000
  %5813 = fmul float %5812, %5802
  %5814 = fadd float %5813, 0x3FE62E4300000000
  %5815 = fmul float %5814, %5802
  %5816 = fadd float %5815, 1.000000e+00
  %5817 = fptosi float %5801 to i32
  %5818 = add i32 %5817, 127
  %5819 = shl i32 %5818, 23
  %5820 = bitcast i32 %5819 to float
  %5821 = fmul float %5816, %5820
  %5822 = select i1 %5796, float 0.000000e+00, float %5821
  %5823 = select i1 %5797, float 0x7FF0000000000000, float %5822
  %5824 = fcmp uno float %5795, %5795
  %5825 = select i1 %5824, float %5795, float %5823
  %5826 = fcmp oeq float %5782, 0xFFF0000000000000
  %5827 = select i1 %5826, float 0.000000e+00, float %5825
  %5828 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5829 = fmul float %5827, %5828
  %5830 = fadd float %5829, 0.000000e+00
  %5831 = fsub float %5785, %5793
  %5832 = fmul float %5831, 0x3FF7154760000000
  %5833 = fcmp olt float %5832, -1.260000e+02
  %5834 = fcmp ogt float %5832, 1.270000e+02
  %5835 = select i1 %5833, float -1.260000e+02, float %5832
  %5836 = select i1 %5834, float 1.270000e+02, float %5835
  %5837 = fadd float %5836, 5.000000e-01
  %5838 = call float @llvm.floor.f32(float %5837)
  %5839 = fsub float %5836, %5838
  %5840 = fmul float 0x3EEFFCBFC0000000, %5839
  %5841 = fadd float %5840, 0x3F24309120000000
  %5842 = fmul float %5841, %5839
  %5843 = fadd float %5842, 0x3F55D87FE0000000
  %5844 = fmul float %5843, %5839
  %5845 = fadd float %5844, 0x3F83B2AB60000000
  %5846 = fmul float %5845, %5839
  %5847 = fadd float %5846, 0x3FAC6B08E0000000
  %5848 = fmul float %5847, %5839
  %5849 = fadd float %5848, 0x3FCEBFBE00000000
  %5850 = fmul float %5849, %5839
  %5851 = fadd float %5850, 0x3FE62E4300000000
  %5852 = fmul float %5851, %5839
  %5853 = fadd float %5852, 1.000000e+00
  %5854 = fptosi float %5838 to i32
  %5855 = add i32 %5854, 127
  %5856 = shl i32 %5855, 23
  %5857 = bitcast i32 %5856 to float
  %5858 = fmul float %5853, %5857
  %5859 = select i1 %5833, float 0.000000e+00, float %5858
  %5860 = select i1 %5834, float 0x7FF0000000000000, float %5859
  %5861 = fcmp uno float %5832, %5832
  %5862 = select i1 %5861, float %5832, float %5860
  %5863 = fcmp oeq float %5785, 0xFFF0000000000000
  %5864 = select i1 %5863, float 0.000000e+00, float %5862
  %5865 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5866 = fmul float %5864, %5865
  %5867 = fadd float %5866, %5830
  %5868 = fsub float %5788, %5793
  %5869 = fmul float %5868, 0x3FF7154760000000
  %5870 = fcmp olt float %5869, -1.260000e+02
  %5871 = fcmp ogt float %5869, 1.270000e+02
  %5872 = select i1 %5870, float -1.260000e+02, float %5869
  %5873 = select i1 %5871, float 1.270000e+02, float %5872
  %5874 = fadd float %5873, 5.000000e-01
  %5875 = call float @llvm.floor.f32(float %5874)
  %5876 = fsub float %5873, %5875
  %5877 = fmul float 0x3EEFFCBFC0000000, %5876
  %5878 = fadd float %5877, 0x3F24309120000000
  %5879 = fmul float %5878, %5876
  %5880 = fadd float %5879, 0x3F55D87FE0000000
  %5881 = fmul float %5880, %5876
  %5882 = fadd float %5881, 0x3F83B2AB60000000
  %5883 = fmul float %5882, %5876
  %5884 = fadd float %5883, 0x3FAC6B08E0000000
  %5885 = fmul float %5884, %5876
  %5886 = fadd float %5885, 0x3FCEBFBE00000000
  %5887 = fmul float %5886, %5876
  %5888 = fadd float %5887, 0x3FE62E4300000000
  %5889 = fmul float %5888, %5876
  %5890 = fadd float %5889, 1.000000e+00
  %5891 = fptosi float %5875 to i32
  %5892 = add i32 %5891, 127
  %5893 = shl i32 %5892, 23
  %5894 = bitcast i32 %5893 to float
  %5895 = fmul float %5890, %5894
  %5896 = select i1 %5870, float 0.000000e+00, float %5895
  %5897 = select i1 %5871, float 0x7FF0000000000000, float %5896
  %5898 = fcmp uno float %5869, %5869
  %5899 = select i1 %5898, float %5869, float %5897
  %5900 = fcmp oeq float %5788, 0xFFF0000000000000
  %5901 = select i1 %5900, float 0.000000e+00, float %5899
  %5902 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %5903 = fmul float %5901, %5902
  %5904 = fadd float %5903, %5867
  %5905 = fsub float %5791, %5793
  %5906 = fmul float %5905, 0x3FF7154760000000
  %5907 = fcmp olt float %5906, -1.260000e+02
  %5908 = fcmp ogt float %5906, 1.270000e+02
  %5909 = select i1 %5907, float -1.260000e+02, float %5906
  %5910 = select i1 %5908, float 1.270000e+02, float %5909
  %5911 = fadd float %5910, 5.000000e-01
  %5912 = call float @llvm.floor.f32(float %5911)
  %5913 = fsub float %5910, %5912
  %5914 = fmul float 0x3EEFFCBFC0000000, %5913
  %5915 = fadd float %5914, 0x3F24309120000000
  %5916 = fmul float %5915, %5913
  %5917 = fadd float %5916, 0x3F55D87FE0000000
  %5918 = fmul float %5917, %5913
  %5919 = fadd float %5918, 0x3F83B2AB60000000
  %5920 = fmul float %5919, %5913
  %5921 = fadd float %5920, 0x3FAC6B08E0000000
  %5922 = fmul float %5921, %5913
  %5923 = fadd float %5922, 0x3FCEBFBE00000000
  %5924 = fmul float %5923, %5913
  %5925 = fadd float %5924, 0x3FE62E4300000000
  %5926 = fmul float %5925, %5913
  %5927 = fadd float %5926, 1.000000e+00
  %5928 = fptosi float %5912 to i32
  %5929 = add i32 %5928, 127
  %5930 = shl i32 %5929, 23
  %5931 = bitcast i32 %5930 to float
  %5932 = fmul float %5927, %5931
  %5933 = select i1 %5907, float 0.000000e+00, float %5932
  %5934 = select i1 %5908, float 0x7FF0000000000000, float %5933
  %5935 = fcmp uno float %5906, %5906
  %5936 = select i1 %5935, float %5906, float %5934
  %5937 = fcmp oeq float %5791, 0xFFF0000000000000
  %5938 = select i1 %5937, float 0.000000e+00, float %5936
  %5939 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %5940 = fmul float %5938, %5939
  %5941 = fadd float %5940, %5904
  br i1 %228, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %5942 = load i32, ptr %v127, align 4
  %5943 = icmp slt i32 %5942, %6
  br i1 %5943, label %body129, label %done130

body129:                                          ; preds = %loop128
  %5944 = load i32, ptr %v127, align 4
  %5945 = add i32 2048, %5944
  %5946 = sext i32 %5945 to i64
  %5947 = mul i64 %5946, 4
  %5948 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5947
  %5949 = load float, ptr addrspace(3) %5948, align 4
  %5950 = fmul float %5629, %5949
  %5951 = fadd float %5950, 0.000000e+00
  %5952 = add i32 2304, %5944
  %5953 = sext i32 %5952 to i64
  %5954 = mul i64 %5953, 4
  %5955 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5954
  %5956 = load float, ptr addrspace(3) %5955, align 4
  %5957 = fmul float %5666, %5956
  %5958 = fadd float %5957, %5951
  %5959 = add i32 2560, %5944
  %5960 = sext i32 %5959 to i64
  %5961 = mul i64 %5960, 4
  %5962 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5961
  %5963 = load float, ptr addrspace(3) %5962, align 4
  %5964 = fmul float %5703, %5963
  %5965 = fadd float %5964, %5958
  %5966 = add i32 2816, %5944
  %5967 = sext i32 %5966 to i64
  %5968 = mul i64 %5967, 4
  %5969 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5968
  %5970 = load float, ptr addrspace(3) %5969, align 4
  %5971 = fmul float %5740, %5970
  %5972 = fadd float %5971, %5965
  %5973 = add i32 %170, %5944
  %5974 = fdiv float %5972, %5743
  %5975 = sext i32 %5973 to i64
  %5976 = mul i64 %5975, 4
  %5977 = getelementptr i8, ptr addrspace(1) %0, i64 %5976
  store float %5974, ptr addrspace(1) %5977, align 4
  %5978 = load i32, ptr %v127, align 4
  %5979 = add i32 %5978, 128
  store i32 %5979, ptr %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %9, ptr %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %5980 = load i32, ptr %v133, align 4
  %5981 = icmp slt i32 %5980, %6
  br i1 %5981, label %body135, label %done136

body135:                                          ; preds = %loop134
  %5982 = load i32, ptr %v133, align 4
  %5983 = add i32 3072, %5982
  %5984 = sext i32 %5983 to i64
  %5985 = mul i64 %5984, 4
  %5986 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5985
  %5987 = load float, ptr addrspace(3) %5986, align 4
  %5988 = fmul float %5827, %5987
  %5989 = fadd float %5988, 0.000000e+00
  %5990 = add i32 3328, %5982
  %5991 = sext i32 %5990 to i64
  %5992 = mul i64 %5991, 4
  %5993 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5992
  %5994 = load float, ptr addrspace(3) %5993, align 4
  %5995 = fmul float %5864, %5994
  %5996 = fadd float %5995, %5989
  %5997 = add i32 3584, %5982
  %5998 = sext i32 %5997 to i64
  %5999 = mul i64 %5998, 4
  %6000 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5999
  %6001 = load float, ptr addrspace(3) %6000, align 4
  %6002 = fmul float %5901, %6001
  %6003 = fadd float %6002, %5996
  %6004 = add i32 3840, %5982
  %6005 = sext i32 %6004 to i64
  %6006 = mul i64 %6005, 4
  %6007 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6006
  %6008 = load float, ptr addrspace(3) %6007, align 4
  %6009 = fmul float %5938, %6008
  %6010 = fadd float %6009, %6003
  %6011 = add i32 %232, %5982
  %6012 = fdiv float %6010, %5941
  %6013 = sext i32 %6011 to i64
  %6014 = mul i64 %6013, 4
  %6015 = getelementptr i8, ptr addrspace(1) %0, i64 %6014
  store float %6012, ptr addrspace(1) %6015, align 4
  %6016 = load i32, ptr %v133, align 4
  %6017 = add i32 %6016, 128
  store i32 %6017, ptr %v133, align 4
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

!0 = !{ptr @strata_attn_prefill_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_f16kv, !"maxntidx", i32 128}
