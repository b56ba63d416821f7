; ModuleID = 'strata_attn_prefill_ext_f16kv'
source_filename = "strata_attn_prefill_ext_f16kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_ext_f16kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) {
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
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
  %60 = add i32 %52, %33
  %61 = select i1 %34, i32 %60, i32 0
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %1, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = select i1 %34, float %65, float 0.000000e+00
  store float 0.000000e+00, ptr %v1, align 4
  %67 = add i32 %52, %35
  %68 = select i1 %36, i32 %67, i32 0
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) %1, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4
  %73 = select i1 %36, float %72, float 0.000000e+00
  store float 0.000000e+00, ptr %v2, align 4
  %74 = add i32 %52, %37
  %75 = select i1 %38, i32 %74, i32 0
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) %1, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = select i1 %38, float %79, float 0.000000e+00
  store float 0.000000e+00, ptr %v3, align 4
  %81 = add i32 %52, %39
  %82 = select i1 %40, i32 %81, i32 0
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = select i1 %40, float %86, float 0.000000e+00
  store float 0.000000e+00, ptr %v4, align 4
  %88 = add i32 %52, %41
  %89 = select i1 %42, i32 %88, i32 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = select i1 %42, float %93, float 0.000000e+00
  store float 0.000000e+00, ptr %v5, align 4
  %95 = add i32 %52, %43
  %96 = select i1 %44, i32 %95, i32 0
  %97 = sext i32 %96 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %1, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = select i1 %44, float %100, float 0.000000e+00
  store float 0.000000e+00, ptr %v6, align 4
  %102 = add i32 %52, %45
  %103 = select i1 %46, i32 %102, i32 0
  %104 = sext i32 %103 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %1, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = select i1 %46, float %107, float 0.000000e+00
  store float 0.000000e+00, ptr %v7, align 4
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
  store float 0.000000e+00, ptr %v8, align 4
  %122 = add i32 %114, %33
  %123 = select i1 %34, i32 %122, i32 0
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %1, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = select i1 %34, float %127, float 0.000000e+00
  store float 0.000000e+00, ptr %v9, align 4
  %129 = add i32 %114, %35
  %130 = select i1 %36, i32 %129, i32 0
  %131 = sext i32 %130 to i64
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr addrspace(1) %1, i64 %132
  %134 = load float, ptr addrspace(1) %133, align 4
  %135 = select i1 %36, float %134, float 0.000000e+00
  store float 0.000000e+00, ptr %v10, align 4
  %136 = add i32 %114, %37
  %137 = select i1 %38, i32 %136, i32 0
  %138 = sext i32 %137 to i64
  %139 = mul i64 %138, 4
  %140 = getelementptr i8, ptr addrspace(1) %1, i64 %139
  %141 = load float, ptr addrspace(1) %140, align 4
  %142 = select i1 %38, float %141, float 0.000000e+00
  store float 0.000000e+00, ptr %v11, align 4
  %143 = add i32 %114, %39
  %144 = select i1 %40, i32 %143, i32 0
  %145 = sext i32 %144 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %1, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = select i1 %40, float %148, float 0.000000e+00
  store float 0.000000e+00, ptr %v12, align 4
  %150 = add i32 %114, %41
  %151 = select i1 %42, i32 %150, i32 0
  %152 = sext i32 %151 to i64
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %1, i64 %153
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = select i1 %42, float %155, float 0.000000e+00
  store float 0.000000e+00, ptr %v13, align 4
  %157 = add i32 %114, %43
  %158 = select i1 %44, i32 %157, i32 0
  %159 = sext i32 %158 to i64
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %1, i64 %160
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = select i1 %44, float %162, float 0.000000e+00
  store float 0.000000e+00, ptr %v14, align 4
  %164 = add i32 %114, %45
  %165 = select i1 %46, i32 %164, i32 0
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %1, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = select i1 %46, float %169, float 0.000000e+00
  store float 0.000000e+00, ptr %v15, align 4
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
  store float 0.000000e+00, ptr %v16, align 4
  %184 = add i32 %176, %33
  %185 = select i1 %34, i32 %184, i32 0
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %1, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = select i1 %34, float %189, float 0.000000e+00
  store float 0.000000e+00, ptr %v17, align 4
  %191 = add i32 %176, %35
  %192 = select i1 %36, i32 %191, i32 0
  %193 = sext i32 %192 to i64
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %1, i64 %194
  %196 = load float, ptr addrspace(1) %195, align 4
  %197 = select i1 %36, float %196, float 0.000000e+00
  store float 0.000000e+00, ptr %v18, align 4
  %198 = add i32 %176, %37
  %199 = select i1 %38, i32 %198, i32 0
  %200 = sext i32 %199 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %1, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = select i1 %38, float %203, float 0.000000e+00
  store float 0.000000e+00, ptr %v19, align 4
  %205 = add i32 %176, %39
  %206 = select i1 %40, i32 %205, i32 0
  %207 = sext i32 %206 to i64
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %1, i64 %208
  %210 = load float, ptr addrspace(1) %209, align 4
  %211 = select i1 %40, float %210, float 0.000000e+00
  store float 0.000000e+00, ptr %v20, align 4
  %212 = add i32 %176, %41
  %213 = select i1 %42, i32 %212, i32 0
  %214 = sext i32 %213 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %1, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = select i1 %42, float %217, float 0.000000e+00
  store float 0.000000e+00, ptr %v21, align 4
  %219 = add i32 %176, %43
  %220 = select i1 %44, i32 %219, i32 0
  %221 = sext i32 %220 to i64
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr addrspace(1) %1, i64 %222
  %224 = load float, ptr addrspace(1) %223, align 4
  %225 = select i1 %44, float %224, float 0.000000e+00
  store float 0.000000e+00, ptr %v22, align 4
  %226 = add i32 %176, %45
  %227 = select i1 %46, i32 %226, i32 0
  %228 = sext i32 %227 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %1, i64 %229
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = select i1 %46, float %231, float 0.000000e+00
  store float 0.000000e+00, ptr %v23, align 4
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
  store float 0.000000e+00, ptr %v24, align 4
  %246 = add i32 %238, %33
  %247 = select i1 %34, i32 %246, i32 0
  %248 = sext i32 %247 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = select i1 %34, float %251, float 0.000000e+00
  store float 0.000000e+00, ptr %v25, align 4
  %253 = add i32 %238, %35
  %254 = select i1 %36, i32 %253, i32 0
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %1, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = select i1 %36, float %258, float 0.000000e+00
  store float 0.000000e+00, ptr %v26, align 4
  %260 = add i32 %238, %37
  %261 = select i1 %38, i32 %260, i32 0
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %1, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = select i1 %38, float %265, float 0.000000e+00
  store float 0.000000e+00, ptr %v27, align 4
  %267 = add i32 %238, %39
  %268 = select i1 %40, i32 %267, i32 0
  %269 = sext i32 %268 to i64
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %1, i64 %270
  %272 = load float, ptr addrspace(1) %271, align 4
  %273 = select i1 %40, float %272, float 0.000000e+00
  store float 0.000000e+00, ptr %v28, align 4
  %274 = add i32 %238, %41
  %275 = select i1 %42, i32 %274, i32 0
  %276 = sext i32 %275 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %1, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = select i1 %42, float %279, float 0.000000e+00
  store float 0.000000e+00, ptr %v29, align 4
  %281 = add i32 %238, %43
  %282 = select i1 %44, i32 %281, i32 0
  %283 = sext i32 %282 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %1, i64 %284
  %286 = load float, ptr addrspace(1) %285, align 4
  %287 = select i1 %44, float %286, float 0.000000e+00
  store float 0.000000e+00, ptr %v30, align 4
  %288 = add i32 %238, %45
  %289 = select i1 %46, i32 %288, i32 0
  %290 = sext i32 %289 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %1, i64 %291
  %293 = load float, ptr addrspace(1) %292, align 4
  %294 = select i1 %46, float %293, float 0.000000e+00
  store float 0.000000e+00, ptr %v31, align 4
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
  store float 0xFFF0000000000000, ptr %v32, align 4
  store float 0.000000e+00, ptr %v33, align 4
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
  store i32 %331, ptr %v34, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  br i1 %334, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %335 = load i32, ptr %v34, align 4
  %336 = icmp slt i32 %335, %325
  br i1 %336, label %body, label %done

body:                                             ; preds = %loop
  %337 = load i32, ptr %v34, align 4
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
  %899 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %900 = and i32 %899, 31
  %901 = and i32 %900, 16
  %902 = icmp ne i32 %901, 0
  %903 = select i1 %902, float %401, float %387
  %904 = select i1 %902, float %387, float %401
  %905 = bitcast float %904 to i32
  %906 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %905, i32 16, i32 31)
  %907 = bitcast i32 %906 to float
  %908 = fadd float %903, %907
  %909 = select i1 %902, float %471, float %457
  %910 = select i1 %902, float %457, float %471
  %911 = bitcast float %910 to i32
  %912 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %911, i32 16, i32 31)
  %913 = bitcast i32 %912 to float
  %914 = fadd float %909, %913
  %915 = select i1 %902, float %541, float %527
  %916 = select i1 %902, float %527, float %541
  %917 = bitcast float %916 to i32
  %918 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %917, i32 16, i32 31)
  %919 = bitcast i32 %918 to float
  %920 = fadd float %915, %919
  %921 = select i1 %902, float %611, float %597
  %922 = select i1 %902, float %597, float %611
  %923 = bitcast float %922 to i32
  %924 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %923, i32 16, i32 31)
  %925 = bitcast i32 %924 to float
  %926 = fadd float %921, %925
  %927 = select i1 %902, float %681, float %667
  %928 = select i1 %902, float %667, float %681
  %929 = bitcast float %928 to i32
  %930 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %929, i32 16, i32 31)
  %931 = bitcast i32 %930 to float
  %932 = fadd float %927, %931
  %933 = select i1 %902, float %751, float %737
  %934 = select i1 %902, float %737, float %751
  %935 = bitcast float %934 to i32
  %936 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %935, i32 16, i32 31)
  %937 = bitcast i32 %936 to float
  %938 = fadd float %933, %937
  %939 = select i1 %902, float %821, float %807
  %940 = select i1 %902, float %807, float %821
  %941 = bitcast float %940 to i32
  %942 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %941, i32 16, i32 31)
  %943 = bitcast i32 %942 to float
  %944 = fadd float %939, %943
  %945 = select i1 %902, float %891, float %877
  %946 = select i1 %902, float %877, float %891
  %947 = bitcast float %946 to i32
  %948 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %947, i32 16, i32 31)
  %949 = bitcast i32 %948 to float
  %950 = fadd float %945, %949
  %951 = select i1 %902, float %408, float %394
  %952 = select i1 %902, float %394, float %408
  %953 = bitcast float %952 to i32
  %954 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %953, i32 16, i32 31)
  %955 = bitcast i32 %954 to float
  %956 = fadd float %951, %955
  %957 = select i1 %902, float %478, float %464
  %958 = select i1 %902, float %464, float %478
  %959 = bitcast float %958 to i32
  %960 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 16, i32 31)
  %961 = bitcast i32 %960 to float
  %962 = fadd float %957, %961
  %963 = select i1 %902, float %548, float %534
  %964 = select i1 %902, float %534, float %548
  %965 = bitcast float %964 to i32
  %966 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 16, i32 31)
  %967 = bitcast i32 %966 to float
  %968 = fadd float %963, %967
  %969 = select i1 %902, float %618, float %604
  %970 = select i1 %902, float %604, float %618
  %971 = bitcast float %970 to i32
  %972 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %971, i32 16, i32 31)
  %973 = bitcast i32 %972 to float
  %974 = fadd float %969, %973
  %975 = select i1 %902, float %688, float %674
  %976 = select i1 %902, float %674, float %688
  %977 = bitcast float %976 to i32
  %978 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %977, i32 16, i32 31)
  %979 = bitcast i32 %978 to float
  %980 = fadd float %975, %979
  %981 = select i1 %902, float %758, float %744
  %982 = select i1 %902, float %744, float %758
  %983 = bitcast float %982 to i32
  %984 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %983, i32 16, i32 31)
  %985 = bitcast i32 %984 to float
  %986 = fadd float %981, %985
  %987 = select i1 %902, float %828, float %814
  %988 = select i1 %902, float %814, float %828
  %989 = bitcast float %988 to i32
  %990 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %989, i32 16, i32 31)
  %991 = bitcast i32 %990 to float
  %992 = fadd float %987, %991
  %993 = select i1 %902, float %898, float %884
  %994 = select i1 %902, float %884, float %898
  %995 = bitcast float %994 to i32
  %996 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %995, i32 16, i32 31)
  %997 = bitcast i32 %996 to float
  %998 = fadd float %993, %997
  %999 = and i32 %900, 8
  %1000 = icmp ne i32 %999, 0
  %1001 = select i1 %1000, float %956, float %908
  %1002 = select i1 %1000, float %908, float %956
  %1003 = bitcast float %1002 to i32
  %1004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1003, i32 8, i32 31)
  %1005 = bitcast i32 %1004 to float
  %1006 = fadd float %1001, %1005
  %1007 = select i1 %1000, float %962, float %914
  %1008 = select i1 %1000, float %914, float %962
  %1009 = bitcast float %1008 to i32
  %1010 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1009, i32 8, i32 31)
  %1011 = bitcast i32 %1010 to float
  %1012 = fadd float %1007, %1011
  %1013 = select i1 %1000, float %968, float %920
  %1014 = select i1 %1000, float %920, float %968
  %1015 = bitcast float %1014 to i32
  %1016 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1015, i32 8, i32 31)
  %1017 = bitcast i32 %1016 to float
  %1018 = fadd float %1013, %1017
  %1019 = select i1 %1000, float %974, float %926
  %1020 = select i1 %1000, float %926, float %974
  %1021 = bitcast float %1020 to i32
  %1022 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1021, i32 8, i32 31)
  %1023 = bitcast i32 %1022 to float
  %1024 = fadd float %1019, %1023
  %1025 = select i1 %1000, float %980, float %932
  %1026 = select i1 %1000, float %932, float %980
  %1027 = bitcast float %1026 to i32
  %1028 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1027, i32 8, i32 31)
  %1029 = bitcast i32 %1028 to float
  %1030 = fadd float %1025, %1029
  %1031 = select i1 %1000, float %986, float %938
  %1032 = select i1 %1000, float %938, float %986
  %1033 = bitcast float %1032 to i32
  %1034 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 8, i32 31)
  %1035 = bitcast i32 %1034 to float
  %1036 = fadd float %1031, %1035
  %1037 = select i1 %1000, float %992, float %944
  %1038 = select i1 %1000, float %944, float %992
  %1039 = bitcast float %1038 to i32
  %1040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1039, i32 8, i32 31)
  %1041 = bitcast i32 %1040 to float
  %1042 = fadd float %1037, %1041
  %1043 = select i1 %1000, float %998, float %950
  %1044 = select i1 %1000, float %950, float %998
  %1045 = bitcast float %1044 to i32
  %1046 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1045, i32 8, i32 31)
  %1047 = bitcast i32 %1046 to float
  %1048 = fadd float %1043, %1047
  %1049 = and i32 %900, 4
  %1050 = icmp ne i32 %1049, 0
  %1051 = select i1 %1050, float %1030, float %1006
  %1052 = select i1 %1050, float %1006, float %1030
  %1053 = bitcast float %1052 to i32
  %1054 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1053, i32 4, i32 31)
  %1055 = bitcast i32 %1054 to float
  %1056 = fadd float %1051, %1055
  %1057 = select i1 %1050, float %1036, float %1012
  %1058 = select i1 %1050, float %1012, float %1036
  %1059 = bitcast float %1058 to i32
  %1060 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1059, i32 4, i32 31)
  %1061 = bitcast i32 %1060 to float
  %1062 = fadd float %1057, %1061
  %1063 = select i1 %1050, float %1042, float %1018
  %1064 = select i1 %1050, float %1018, float %1042
  %1065 = bitcast float %1064 to i32
  %1066 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1065, i32 4, i32 31)
  %1067 = bitcast i32 %1066 to float
  %1068 = fadd float %1063, %1067
  %1069 = select i1 %1050, float %1048, float %1024
  %1070 = select i1 %1050, float %1024, float %1048
  %1071 = bitcast float %1070 to i32
  %1072 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1071, i32 4, i32 31)
  %1073 = bitcast i32 %1072 to float
  %1074 = fadd float %1069, %1073
  %1075 = and i32 %900, 2
  %1076 = icmp ne i32 %1075, 0
  %1077 = select i1 %1076, float %1068, float %1056
  %1078 = select i1 %1076, float %1056, float %1068
  %1079 = bitcast float %1078 to i32
  %1080 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1079, i32 2, i32 31)
  %1081 = bitcast i32 %1080 to float
  %1082 = fadd float %1077, %1081
  %1083 = select i1 %1076, float %1074, float %1062
  %1084 = select i1 %1076, float %1062, float %1074
  %1085 = bitcast float %1084 to i32
  %1086 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 2, i32 31)
  %1087 = bitcast i32 %1086 to float
  %1088 = fadd float %1083, %1087
  %1089 = and i32 %900, 1
  %1090 = icmp ne i32 %1089, 0
  %1091 = select i1 %1090, float %1088, float %1082
  %1092 = select i1 %1090, float %1082, float %1088
  %1093 = bitcast float %1092 to i32
  %1094 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1093, i32 1, i32 31)
  %1095 = bitcast i32 %1094 to float
  %1096 = fadd float %1091, %1095
  %1097 = add i32 %338, %296
  %1098 = icmp slt i32 %1097, %301
  %1099 = icmp sge i32 %1097, %306
  %1100 = and i1 %1098, %1099
  %1101 = fmul float %1096, %8
  %1102 = select i1 %1100, float %1101, float 0xFFF0000000000000
  %1103 = bitcast float %1102 to i32
  %1104 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1103, i32 4, i32 31)
  %1105 = bitcast i32 %1104 to float
  %1106 = fcmp ogt float %1102, %1105
  %1107 = select i1 %1106, float %1102, float %1105
  %1108 = bitcast float %1107 to i32
  %1109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 2, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fcmp ogt float %1107, %1110
  %1112 = select i1 %1111, float %1107, float %1110
  %1113 = bitcast float %1112 to i32
  %1114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1113, i32 1, i32 31)
  %1115 = bitcast i32 %1114 to float
  %1116 = fcmp ogt float %1112, %1115
  %1117 = select i1 %1116, float %1112, float %1115
  %1118 = load float, ptr %v32, align 4
  %1119 = fcmp ogt float %1118, %1117
  %1120 = select i1 %1119, float %1118, float %1117
  %1121 = fcmp oeq float %1118, 0xFFF0000000000000
  %1122 = fsub float %1118, %1120
  %1123 = fmul float %1122, 0x3FF7154760000000
  %1124 = fcmp olt float %1123, -1.260000e+02
  %1125 = fcmp ogt float %1123, 1.270000e+02
  %1126 = select i1 %1124, float -1.260000e+02, float %1123
  %1127 = select i1 %1125, float 1.270000e+02, float %1126
  %1128 = fadd float %1127, 5.000000e-01
  %1129 = call float @llvm.floor.f32(float %1128)
  %1130 = fsub float %1127, %1129
  %1131 = fmul float 0x3EEFFCBFC0000000, %1130
  %1132 = fadd float %1131, 0x3F24309120000000
  %1133 = fmul float %1132, %1130
  %1134 = fadd float %1133, 0x3F55D87FE0000000
  %1135 = fmul float %1134, %1130
  %1136 = fadd float %1135, 0x3F83B2AB60000000
  %1137 = fmul float %1136, %1130
  %1138 = fadd float %1137, 0x3FAC6B08E0000000
  %1139 = fmul float %1138, %1130
  %1140 = fadd float %1139, 0x3FCEBFBE00000000
  %1141 = fmul float %1140, %1130
  %1142 = fadd float %1141, 0x3FE62E4300000000
  %1143 = fmul float %1142, %1130
  %1144 = fadd float %1143, 1.000000e+00
  %1145 = fptosi float %1129 to i32
  %1146 = add i32 %1145, 127
  %1147 = shl i32 %1146, 23
  %1148 = bitcast i32 %1147 to float
  %1149 = fmul float %1144, %1148
  %1150 = select i1 %1124, float 0.000000e+00, float %1149
  %1151 = select i1 %1125, float 0x7FF0000000000000, float %1150
  %1152 = fcmp uno float %1123, %1123
  %1153 = select i1 %1152, float %1123, float %1151
  %1154 = select i1 %1121, float 0.000000e+00, float %1153
  %1155 = fsub float %1102, %1120
  %1156 = fmul float %1155, 0x3FF7154760000000
  %1157 = fcmp olt float %1156, -1.260000e+02
  %1158 = fcmp ogt float %1156, 1.270000e+02
  %1159 = select i1 %1157, float -1.260000e+02, float %1156
  %1160 = select i1 %1158, float 1.270000e+02, float %1159
  %1161 = fadd float %1160, 5.000000e-01
  %1162 = call float @llvm.floor.f32(float %1161)
  %1163 = fsub float %1160, %1162
  %1164 = fmul float 0x3EEFFCBFC0000000, %1163
  %1165 = fadd float %1164, 0x3F24309120000000
  %1166 = fmul float %1165, %1163
  %1167 = fadd float %1166, 0x3F55D87FE0000000
  %1168 = fmul float %1167, %1163
  %1169 = fadd float %1168, 0x3F83B2AB60000000
  %1170 = fmul float %1169, %1163
  %1171 = fadd float %1170, 0x3FAC6B08E0000000
  %1172 = fmul float %1171, %1163
  %1173 = fadd float %1172, 0x3FCEBFBE00000000
  %1174 = fmul float %1173, %1163
  %1175 = fadd float %1174, 0x3FE62E4300000000
  %1176 = fmul float %1175, %1163
  %1177 = fadd float %1176, 1.000000e+00
  %1178 = fptosi float %1162 to i32
  %1179 = add i32 %1178, 127
  %1180 = shl i32 %1179, 23
  %1181 = bitcast i32 %1180 to float
  %1182 = fmul float %1177, %1181
  %1183 = select i1 %1157, float 0.000000e+00, float %1182
  %1184 = select i1 %1158, float 0x7FF0000000000000, float %1183
  %1185 = fcmp uno float %1156, %1156
  %1186 = select i1 %1185, float %1156, float %1184
  %1187 = select i1 %1100, float %1186, float 0.000000e+00
  %1188 = bitcast float %1187 to i32
  %1189 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1188, i32 4, i32 31)
  %1190 = bitcast i32 %1189 to float
  %1191 = fadd float %1187, %1190
  %1192 = bitcast float %1191 to i32
  %1193 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1192, i32 2, i32 31)
  %1194 = bitcast i32 %1193 to float
  %1195 = fadd float %1191, %1194
  %1196 = bitcast float %1195 to i32
  %1197 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1196, i32 1, i32 31)
  %1198 = bitcast i32 %1197 to float
  %1199 = fadd float %1195, %1198
  %1200 = load float, ptr %v33, align 4
  %1201 = fmul float %1200, %1154
  %1202 = fadd float %1201, %1199
  store float %1202, ptr %v33, align 4
  store float %1120, ptr %v32, align 4
  %1203 = bitcast float %1154 to i32
  %1204 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1203, i32 0, i32 31)
  %1205 = bitcast i32 %1204 to float
  %1206 = load float, ptr %v, align 4
  %1207 = fmul float %1206, %1205
  store float %1207, ptr %v, align 4
  %1208 = load float, ptr %v1, align 4
  %1209 = fmul float %1208, %1205
  store float %1209, ptr %v1, align 4
  %1210 = load float, ptr %v2, align 4
  %1211 = fmul float %1210, %1205
  store float %1211, ptr %v2, align 4
  %1212 = load float, ptr %v3, align 4
  %1213 = fmul float %1212, %1205
  store float %1213, ptr %v3, align 4
  %1214 = bitcast float %1154 to i32
  %1215 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1214, i32 8, i32 31)
  %1216 = bitcast i32 %1215 to float
  %1217 = load float, ptr %v8, align 4
  %1218 = fmul float %1217, %1216
  store float %1218, ptr %v8, align 4
  %1219 = load float, ptr %v9, align 4
  %1220 = fmul float %1219, %1216
  store float %1220, ptr %v9, align 4
  %1221 = load float, ptr %v10, align 4
  %1222 = fmul float %1221, %1216
  store float %1222, ptr %v10, align 4
  %1223 = load float, ptr %v11, align 4
  %1224 = fmul float %1223, %1216
  store float %1224, ptr %v11, align 4
  %1225 = bitcast float %1154 to i32
  %1226 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1225, i32 16, i32 31)
  %1227 = bitcast i32 %1226 to float
  %1228 = load float, ptr %v16, align 4
  %1229 = fmul float %1228, %1227
  store float %1229, ptr %v16, align 4
  %1230 = load float, ptr %v17, align 4
  %1231 = fmul float %1230, %1227
  store float %1231, ptr %v17, align 4
  %1232 = load float, ptr %v18, align 4
  %1233 = fmul float %1232, %1227
  store float %1233, ptr %v18, align 4
  %1234 = load float, ptr %v19, align 4
  %1235 = fmul float %1234, %1227
  store float %1235, ptr %v19, align 4
  %1236 = bitcast float %1154 to i32
  %1237 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1236, i32 24, i32 31)
  %1238 = bitcast i32 %1237 to float
  %1239 = load float, ptr %v24, align 4
  %1240 = fmul float %1239, %1238
  store float %1240, ptr %v24, align 4
  %1241 = load float, ptr %v25, align 4
  %1242 = fmul float %1241, %1238
  store float %1242, ptr %v25, align 4
  %1243 = load float, ptr %v26, align 4
  %1244 = fmul float %1243, %1238
  store float %1244, ptr %v26, align 4
  %1245 = load float, ptr %v27, align 4
  %1246 = fmul float %1245, %1238
  store float %1246, ptr %v27, align 4
  %1247 = add i32 %338, 0
  %1248 = icmp sgt i32 %1247, %332
  %1249 = select i1 %1248, i32 %332, i32 %1247
  %1250 = mul i32 %1249, %5
  %1251 = add i32 %1250, %20
  %1252 = mul i32 %1251, %6
  %1253 = add i32 %1252, %31
  %1254 = select i1 %32, i32 %1253, i32 %1252
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 2
  %1257 = getelementptr i8, ptr addrspace(1) %3, i64 %1256
  %1258 = load i16, ptr addrspace(1) %1257, align 2
  %1259 = bitcast i16 %1258 to half
  %1260 = fpext half %1259 to float
  %1261 = select i1 %32, float %1260, float 0.000000e+00
  %1262 = add i32 %1252, %33
  %1263 = select i1 %34, i32 %1262, i32 %1252
  %1264 = sext i32 %1263 to i64
  %1265 = mul i64 %1264, 2
  %1266 = getelementptr i8, ptr addrspace(1) %3, i64 %1265
  %1267 = load i16, ptr addrspace(1) %1266, align 2
  %1268 = bitcast i16 %1267 to half
  %1269 = fpext half %1268 to float
  %1270 = select i1 %34, float %1269, float 0.000000e+00
  %1271 = add i32 %1252, %35
  %1272 = select i1 %36, i32 %1271, i32 %1252
  %1273 = sext i32 %1272 to i64
  %1274 = mul i64 %1273, 2
  %1275 = getelementptr i8, ptr addrspace(1) %3, i64 %1274
  %1276 = load i16, ptr addrspace(1) %1275, align 2
  %1277 = bitcast i16 %1276 to half
  %1278 = fpext half %1277 to float
  %1279 = select i1 %36, float %1278, float 0.000000e+00
  %1280 = add i32 %1252, %37
  %1281 = select i1 %38, i32 %1280, i32 %1252
  %1282 = sext i32 %1281 to i64
  %1283 = mul i64 %1282, 2
  %1284 = getelementptr i8, ptr addrspace(1) %3, i64 %1283
  %1285 = load i16, ptr addrspace(1) %1284, align 2
  %1286 = bitcast i16 %1285 to half
  %1287 = fpext half %1286 to float
  %1288 = select i1 %38, float %1287, float 0.000000e+00
  %1289 = bitcast float %1187 to i32
  %1290 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1289, i32 0, i32 31)
  %1291 = bitcast i32 %1290 to float
  %1292 = load float, ptr %v, align 4
  %1293 = fmul float %1291, %1261
  %1294 = fadd float %1293, %1292
  store float %1294, ptr %v, align 4
  %1295 = load float, ptr %v1, align 4
  %1296 = fmul float %1291, %1270
  %1297 = fadd float %1296, %1295
  store float %1297, ptr %v1, align 4
  %1298 = load float, ptr %v2, align 4
  %1299 = fmul float %1291, %1279
  %1300 = fadd float %1299, %1298
  store float %1300, ptr %v2, align 4
  %1301 = load float, ptr %v3, align 4
  %1302 = fmul float %1291, %1288
  %1303 = fadd float %1302, %1301
  store float %1303, ptr %v3, align 4
  %1304 = bitcast float %1187 to i32
  %1305 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1304, i32 8, i32 31)
  %1306 = bitcast i32 %1305 to float
  %1307 = load float, ptr %v8, align 4
  %1308 = fmul float %1306, %1261
  %1309 = fadd float %1308, %1307
  store float %1309, ptr %v8, align 4
  %1310 = load float, ptr %v9, align 4
  %1311 = fmul float %1306, %1270
  %1312 = fadd float %1311, %1310
  store float %1312, ptr %v9, align 4
  %1313 = load float, ptr %v10, align 4
  %1314 = fmul float %1306, %1279
  %1315 = fadd float %1314, %1313
  store float %1315, ptr %v10, align 4
  %1316 = load float, ptr %v11, align 4
  %1317 = fmul float %1306, %1288
  %1318 = fadd float %1317, %1316
  store float %1318, ptr %v11, align 4
  %1319 = bitcast float %1187 to i32
  %1320 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1319, i32 16, i32 31)
  %1321 = bitcast i32 %1320 to float
  %1322 = load float, ptr %v16, align 4
  %1323 = fmul float %1321, %1261
  %1324 = fadd float %1323, %1322
  store float %1324, ptr %v16, align 4
  %1325 = load float, ptr %v17, align 4
  %1326 = fmul float %1321, %1270
  %1327 = fadd float %1326, %1325
  store float %1327, ptr %v17, align 4
  %1328 = load float, ptr %v18, align 4
  %1329 = fmul float %1321, %1279
  %1330 = fadd float %1329, %1328
  store float %1330, ptr %v18, align 4
  %1331 = load float, ptr %v19, align 4
  %1332 = fmul float %1321, %1288
  %1333 = fadd float %1332, %1331
  store float %1333, ptr %v19, align 4
  %1334 = bitcast float %1187 to i32
  %1335 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1334, i32 24, i32 31)
  %1336 = bitcast i32 %1335 to float
  %1337 = load float, ptr %v24, align 4
  %1338 = fmul float %1336, %1261
  %1339 = fadd float %1338, %1337
  store float %1339, ptr %v24, align 4
  %1340 = load float, ptr %v25, align 4
  %1341 = fmul float %1336, %1270
  %1342 = fadd float %1341, %1340
  store float %1342, ptr %v25, align 4
  %1343 = load float, ptr %v26, align 4
  %1344 = fmul float %1336, %1279
  %1345 = fadd float %1344, %1343
  store float %1345, ptr %v26, align 4
  %1346 = load float, ptr %v27, align 4
  %1347 = fmul float %1336, %1288
  %1348 = fadd float %1347, %1346
  store float %1348, ptr %v27, align 4
  %1349 = add i32 %338, 1
  %1350 = icmp sgt i32 %1349, %332
  %1351 = select i1 %1350, i32 %332, i32 %1349
  %1352 = mul i32 %1351, %5
  %1353 = add i32 %1352, %20
  %1354 = mul i32 %1353, %6
  %1355 = add i32 %1354, %31
  %1356 = select i1 %32, i32 %1355, i32 %1354
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %1357, 2
  %1359 = getelementptr i8, ptr addrspace(1) %3, i64 %1358
  %1360 = load i16, ptr addrspace(1) %1359, align 2
  %1361 = bitcast i16 %1360 to half
  %1362 = fpext half %1361 to float
  %1363 = select i1 %32, float %1362, float 0.000000e+00
  %1364 = add i32 %1354, %33
  %1365 = select i1 %34, i32 %1364, i32 %1354
  %1366 = sext i32 %1365 to i64
  %1367 = mul i64 %1366, 2
  %1368 = getelementptr i8, ptr addrspace(1) %3, i64 %1367
  %1369 = load i16, ptr addrspace(1) %1368, align 2
  %1370 = bitcast i16 %1369 to half
  %1371 = fpext half %1370 to float
  %1372 = select i1 %34, float %1371, float 0.000000e+00
  %1373 = add i32 %1354, %35
  %1374 = select i1 %36, i32 %1373, i32 %1354
  %1375 = sext i32 %1374 to i64
  %1376 = mul i64 %1375, 2
  %1377 = getelementptr i8, ptr addrspace(1) %3, i64 %1376
  %1378 = load i16, ptr addrspace(1) %1377, align 2
  %1379 = bitcast i16 %1378 to half
  %1380 = fpext half %1379 to float
  %1381 = select i1 %36, float %1380, float 0.000000e+00
  %1382 = add i32 %1354, %37
  %1383 = select i1 %38, i32 %1382, i32 %1354
  %1384 = sext i32 %1383 to i64
  %1385 = mul i64 %1384, 2
  %1386 = getelementptr i8, ptr addrspace(1) %3, i64 %1385
  %1387 = load i16, ptr addrspace(1) %1386, align 2
  %1388 = bitcast i16 %1387 to half
  %1389 = fpext half %1388 to float
  %1390 = select i1 %38, float %1389, float 0.000000e+00
  %1391 = bitcast float %1187 to i32
  %1392 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1391, i32 1, i32 31)
  %1393 = bitcast i32 %1392 to float
  %1394 = load float, ptr %v, align 4
  %1395 = fmul float %1393, %1363
  %1396 = fadd float %1395, %1394
  store float %1396, ptr %v, align 4
  %1397 = load float, ptr %v1, align 4
  %1398 = fmul float %1393, %1372
  %1399 = fadd float %1398, %1397
  store float %1399, ptr %v1, align 4
  %1400 = load float, ptr %v2, align 4
  %1401 = fmul float %1393, %1381
  %1402 = fadd float %1401, %1400
  store float %1402, ptr %v2, align 4
  %1403 = load float, ptr %v3, align 4
  %1404 = fmul float %1393, %1390
  %1405 = fadd float %1404, %1403
  store float %1405, ptr %v3, align 4
  %1406 = bitcast float %1187 to i32
  %1407 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1406, i32 9, i32 31)
  %1408 = bitcast i32 %1407 to float
  %1409 = load float, ptr %v8, align 4
  %1410 = fmul float %1408, %1363
  %1411 = fadd float %1410, %1409
  store float %1411, ptr %v8, align 4
  %1412 = load float, ptr %v9, align 4
  %1413 = fmul float %1408, %1372
  %1414 = fadd float %1413, %1412
  store float %1414, ptr %v9, align 4
  %1415 = load float, ptr %v10, align 4
  %1416 = fmul float %1408, %1381
  %1417 = fadd float %1416, %1415
  store float %1417, ptr %v10, align 4
  %1418 = load float, ptr %v11, align 4
  %1419 = fmul float %1408, %1390
  %1420 = fadd float %1419, %1418
  store float %1420, ptr %v11, align 4
  %1421 = bitcast float %1187 to i32
  %1422 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1421, i32 17, i32 31)
  %1423 = bitcast i32 %1422 to float
  %1424 = load float, ptr %v16, align 4
  %1425 = fmul float %1423, %1363
  %1426 = fadd float %1425, %1424
  store float %1426, ptr %v16, align 4
  %1427 = load float, ptr %v17, align 4
  %1428 = fmul float %1423, %1372
  %1429 = fadd float %1428, %1427
  store float %1429, ptr %v17, align 4
  %1430 = load float, ptr %v18, align 4
  %1431 = fmul float %1423, %1381
  %1432 = fadd float %1431, %1430
  store float %1432, ptr %v18, align 4
  %1433 = load float, ptr %v19, align 4
  %1434 = fmul float %1423, %1390
  %1435 = fadd float %1434, %1433
  store float %1435, ptr %v19, align 4
  %1436 = bitcast float %1187 to i32
  %1437 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1436, i32 25, i32 31)
  %1438 = bitcast i32 %1437 to float
  %1439 = load float, ptr %v24, align 4
  %1440 = fmul float %1438, %1363
  %1441 = fadd float %1440, %1439
  store float %1441, ptr %v24, align 4
  %1442 = load float, ptr %v25, align 4
  %1443 = fmul float %1438, %1372
  %1444 = fadd float %1443, %1442
  store float %1444, ptr %v25, align 4
  %1445 = load float, ptr %v26, align 4
  %1446 = fmul float %1438, %1381
  %1447 = fadd float %1446, %1445
  store float %1447, ptr %v26, align 4
  %1448 = load float, ptr %v27, align 4
  %1449 = fmul float %1438, %1390
  %1450 = fadd float %1449, %1448
  store float %1450, ptr %v27, align 4
  %1451 = add i32 %338, 2
  %1452 = icmp sgt i32 %1451, %332
  %1453 = select i1 %1452, i32 %332, i32 %1451
  %1454 = mul i32 %1453, %5
  %1455 = add i32 %1454, %20
  %1456 = mul i32 %1455, %6
  %1457 = add i32 %1456, %31
  %1458 = select i1 %32, i32 %1457, i32 %1456
  %1459 = sext i32 %1458 to i64
  %1460 = mul i64 %1459, 2
  %1461 = getelementptr i8, ptr addrspace(1) %3, i64 %1460
  %1462 = load i16, ptr addrspace(1) %1461, align 2
  %1463 = bitcast i16 %1462 to half
  %1464 = fpext half %1463 to float
  %1465 = select i1 %32, float %1464, float 0.000000e+00
  %1466 = add i32 %1456, %33
  %1467 = select i1 %34, i32 %1466, i32 %1456
  %1468 = sext i32 %1467 to i64
  %1469 = mul i64 %1468, 2
  %1470 = getelementptr i8, ptr addrspace(1) %3, i64 %1469
  %1471 = load i16, ptr addrspace(1) %1470, align 2
  %1472 = bitcast i16 %1471 to half
  %1473 = fpext half %1472 to float
  %1474 = select i1 %34, float %1473, float 0.000000e+00
  %1475 = add i32 %1456, %35
  %1476 = select i1 %36, i32 %1475, i32 %1456
  %1477 = sext i32 %1476 to i64
  %1478 = mul i64 %1477, 2
  %1479 = getelementptr i8, ptr addrspace(1) %3, i64 %1478
  %1480 = load i16, ptr addrspace(1) %1479, align 2
  %1481 = bitcast i16 %1480 to half
  %1482 = fpext half %1481 to float
  %1483 = select i1 %36, float %1482, float 0.000000e+00
  %1484 = add i32 %1456, %37
  %1485 = select i1 %38, i32 %1484, i32 %1456
  %1486 = sext i32 %1485 to i64
  %1487 = mul i64 %1486, 2
  %1488 = getelementptr i8, ptr addrspace(1) %3, i64 %1487
  %1489 = load i16, ptr addrspace(1) %1488, align 2
  %1490 = bitcast i16 %1489 to half
  %1491 = fpext half %1490 to float
  %1492 = select i1 %38, float %1491, float 0.000000e+00
  %1493 = bitcast float %1187 to i32
  %1494 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1493, i32 2, i32 31)
  %1495 = bitcast i32 %1494 to float
  %1496 = load float, ptr %v, align 4
  %1497 = fmul float %1495, %1465
  %1498 = fadd float %1497, %1496
  store float %1498, ptr %v, align 4
  %1499 = load float, ptr %v1, align 4
  %1500 = fmul float %1495, %1474
  %1501 = fadd float %1500, %1499
  store float %1501, ptr %v1, align 4
  %1502 = load float, ptr %v2, align 4
  %1503 = fmul float %1495, %1483
  %1504 = fadd float %1503, %1502
  store float %1504, ptr %v2, align 4
  %1505 = load float, ptr %v3, align 4
  %1506 = fmul float %1495, %1492
  %1507 = fadd float %1506, %1505
  store float %1507, ptr %v3, align 4
  %1508 = bitcast float %1187 to i32
  %1509 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1508, i32 10, i32 31)
  %1510 = bitcast i32 %1509 to float
  %1511 = load float, ptr %v8, align 4
  %1512 = fmul float %1510, %1465
  %1513 = fadd float %1512, %1511
  store float %1513, ptr %v8, align 4
  %1514 = load float, ptr %v9, align 4
  %1515 = fmul float %1510, %1474
  %1516 = fadd float %1515, %1514
  store float %1516, ptr %v9, align 4
  %1517 = load float, ptr %v10, align 4
  %1518 = fmul float %1510, %1483
  %1519 = fadd float %1518, %1517
  store float %1519, ptr %v10, align 4
  %1520 = load float, ptr %v11, align 4
  %1521 = fmul float %1510, %1492
  %1522 = fadd float %1521, %1520
  store float %1522, ptr %v11, align 4
  %1523 = bitcast float %1187 to i32
  %1524 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1523, i32 18, i32 31)
  %1525 = bitcast i32 %1524 to float
  %1526 = load float, ptr %v16, align 4
  %1527 = fmul float %1525, %1465
  %1528 = fadd float %1527, %1526
  store float %1528, ptr %v16, align 4
  %1529 = load float, ptr %v17, align 4
  %1530 = fmul float %1525, %1474
  %1531 = fadd float %1530, %1529
  store float %1531, ptr %v17, align 4
  %1532 = load float, ptr %v18, align 4
  %1533 = fmul float %1525, %1483
  %1534 = fadd float %1533, %1532
  store float %1534, ptr %v18, align 4
  %1535 = load float, ptr %v19, align 4
  %1536 = fmul float %1525, %1492
  %1537 = fadd float %1536, %1535
  store float %1537, ptr %v19, align 4
  %1538 = bitcast float %1187 to i32
  %1539 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1538, i32 26, i32 31)
  %1540 = bitcast i32 %1539 to float
  %1541 = load float, ptr %v24, align 4
  %1542 = fmul float %1540, %1465
  %1543 = fadd float %1542, %1541
  store float %1543, ptr %v24, align 4
  %1544 = load float, ptr %v25, align 4
  %1545 = fmul float %1540, %1474
  %1546 = fadd float %1545, %1544
  store float %1546, ptr %v25, align 4
  %1547 = load float, ptr %v26, align 4
  %1548 = fmul float %1540, %1483
  %1549 = fadd float %1548, %1547
  store float %1549, ptr %v26, align 4
  %1550 = load float, ptr %v27, align 4
  %1551 = fmul float %1540, %1492
  %1552 = fadd float %1551, %1550
  store float %1552, ptr %v27, align 4
  %1553 = add i32 %338, 3
  %1554 = icmp sgt i32 %1553, %332
  %1555 = select i1 %1554, i32 %332, i32 %1553
  %1556 = mul i32 %1555, %5
  %1557 = add i32 %1556, %20
  %1558 = mul i32 %1557, %6
  %1559 = add i32 %1558, %31
  %1560 = select i1 %32, i32 %1559, i32 %1558
  %1561 = sext i32 %1560 to i64
  %1562 = mul i64 %1561, 2
  %1563 = getelementptr i8, ptr addrspace(1) %3, i64 %1562
  %1564 = load i16, ptr addrspace(1) %1563, align 2
  %1565 = bitcast i16 %1564 to half
  %1566 = fpext half %1565 to float
  %1567 = select i1 %32, float %1566, float 0.000000e+00
  %1568 = add i32 %1558, %33
  %1569 = select i1 %34, i32 %1568, i32 %1558
  %1570 = sext i32 %1569 to i64
  %1571 = mul i64 %1570, 2
  %1572 = getelementptr i8, ptr addrspace(1) %3, i64 %1571
  %1573 = load i16, ptr addrspace(1) %1572, align 2
  %1574 = bitcast i16 %1573 to half
  %1575 = fpext half %1574 to float
  %1576 = select i1 %34, float %1575, float 0.000000e+00
  %1577 = add i32 %1558, %35
  %1578 = select i1 %36, i32 %1577, i32 %1558
  %1579 = sext i32 %1578 to i64
  %1580 = mul i64 %1579, 2
  %1581 = getelementptr i8, ptr addrspace(1) %3, i64 %1580
  %1582 = load i16, ptr addrspace(1) %1581, align 2
  %1583 = bitcast i16 %1582 to half
  %1584 = fpext half %1583 to float
  %1585 = select i1 %36, float %1584, float 0.000000e+00
  %1586 = add i32 %1558, %37
  %1587 = select i1 %38, i32 %1586, i32 %1558
  %1588 = sext i32 %1587 to i64
  %1589 = mul i64 %1588, 2
  %1590 = getelementptr i8, ptr addrspace(1) %3, i64 %1589
  %1591 = load i16, ptr addrspace(1) %1590, align 2
  %1592 = bitcast i16 %1591 to half
  %1593 = fpext half %1592 to float
  %1594 = select i1 %38, float %1593, float 0.000000e+00
  %1595 = bitcast float %1187 to i32
  %1596 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1595, i32 3, i32 31)
  %1597 = bitcast i32 %1596 to float
  %1598 = load float, ptr %v, align 4
  %1599 = fmul float %1597, %1567
  %1600 = fadd float %1599, %1598
  store float %1600, ptr %v, align 4
  %1601 = load float, ptr %v1, align 4
  %1602 = fmul float %1597, %1576
  %1603 = fadd float %1602, %1601
  store float %1603, ptr %v1, align 4
  %1604 = load float, ptr %v2, align 4
  %1605 = fmul float %1597, %1585
  %1606 = fadd float %1605, %1604
  store float %1606, ptr %v2, align 4
  %1607 = load float, ptr %v3, align 4
  %1608 = fmul float %1597, %1594
  %1609 = fadd float %1608, %1607
  store float %1609, ptr %v3, align 4
  %1610 = bitcast float %1187 to i32
  %1611 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1610, i32 11, i32 31)
  %1612 = bitcast i32 %1611 to float
  %1613 = load float, ptr %v8, align 4
  %1614 = fmul float %1612, %1567
  %1615 = fadd float %1614, %1613
  store float %1615, ptr %v8, align 4
  %1616 = load float, ptr %v9, align 4
  %1617 = fmul float %1612, %1576
  %1618 = fadd float %1617, %1616
  store float %1618, ptr %v9, align 4
  %1619 = load float, ptr %v10, align 4
  %1620 = fmul float %1612, %1585
  %1621 = fadd float %1620, %1619
  store float %1621, ptr %v10, align 4
  %1622 = load float, ptr %v11, align 4
  %1623 = fmul float %1612, %1594
  %1624 = fadd float %1623, %1622
  store float %1624, ptr %v11, align 4
  %1625 = bitcast float %1187 to i32
  %1626 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1625, i32 19, i32 31)
  %1627 = bitcast i32 %1626 to float
  %1628 = load float, ptr %v16, align 4
  %1629 = fmul float %1627, %1567
  %1630 = fadd float %1629, %1628
  store float %1630, ptr %v16, align 4
  %1631 = load float, ptr %v17, align 4
  %1632 = fmul float %1627, %1576
  %1633 = fadd float %1632, %1631
  store float %1633, ptr %v17, align 4
  %1634 = load float, ptr %v18, align 4
  %1635 = fmul float %1627, %1585
  %1636 = fadd float %1635, %1634
  store float %1636, ptr %v18, align 4
  %1637 = load float, ptr %v19, align 4
  %1638 = fmul float %1627, %1594
  %1639 = fadd float %1638, %1637
  store float %1639, ptr %v19, align 4
  %1640 = bitcast float %1187 to i32
  %1641 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1640, i32 27, i32 31)
  %1642 = bitcast i32 %1641 to float
  %1643 = load float, ptr %v24, align 4
  %1644 = fmul float %1642, %1567
  %1645 = fadd float %1644, %1643
  store float %1645, ptr %v24, align 4
  %1646 = load float, ptr %v25, align 4
  %1647 = fmul float %1642, %1576
  %1648 = fadd float %1647, %1646
  store float %1648, ptr %v25, align 4
  %1649 = load float, ptr %v26, align 4
  %1650 = fmul float %1642, %1585
  %1651 = fadd float %1650, %1649
  store float %1651, ptr %v26, align 4
  %1652 = load float, ptr %v27, align 4
  %1653 = fmul float %1642, %1594
  %1654 = fadd float %1653, %1652
  store float %1654, ptr %v27, align 4
  %1655 = add i32 %338, 4
  %1656 = icmp sgt i32 %1655, %332
  %1657 = select i1 %1656, i32 %332, i32 %1655
  %1658 = mul i32 %1657, %5
  %1659 = add i32 %1658, %20
  %1660 = mul i32 %1659, %6
  %1661 = add i32 %1660, %31
  %1662 = select i1 %32, i32 %1661, i32 %1660
  %1663 = sext i32 %1662 to i64
  %1664 = mul i64 %1663, 2
  %1665 = getelementptr i8, ptr addrspace(1) %3, i64 %1664
  %1666 = load i16, ptr addrspace(1) %1665, align 2
  %1667 = bitcast i16 %1666 to half
  %1668 = fpext half %1667 to float
  %1669 = select i1 %32, float %1668, float 0.000000e+00
  %1670 = add i32 %1660, %33
  %1671 = select i1 %34, i32 %1670, i32 %1660
  %1672 = sext i32 %1671 to i64
  %1673 = mul i64 %1672, 2
  %1674 = getelementptr i8, ptr addrspace(1) %3, i64 %1673
  %1675 = load i16, ptr addrspace(1) %1674, align 2
  %1676 = bitcast i16 %1675 to half
  %1677 = fpext half %1676 to float
  %1678 = select i1 %34, float %1677, float 0.000000e+00
  %1679 = add i32 %1660, %35
  %1680 = select i1 %36, i32 %1679, i32 %1660
  %1681 = sext i32 %1680 to i64
  %1682 = mul i64 %1681, 2
  %1683 = getelementptr i8, ptr addrspace(1) %3, i64 %1682
  %1684 = load i16, ptr addrspace(1) %1683, align 2
  %1685 = bitcast i16 %1684 to half
  %1686 = fpext half %1685 to float
  %1687 = select i1 %36, float %1686, float 0.000000e+00
  %1688 = add i32 %1660, %37
  %1689 = select i1 %38, i32 %1688, i32 %1660
  %1690 = sext i32 %1689 to i64
  %1691 = mul i64 %1690, 2
  %1692 = getelementptr i8, ptr addrspace(1) %3, i64 %1691
  %1693 = load i16, ptr addrspace(1) %1692, align 2
  %1694 = bitcast i16 %1693 to half
  %1695 = fpext half %1694 to float
  %1696 = select i1 %38, float %1695, float 0.000000e+00
  %1697 = bitcast float %1187 to i32
  %1698 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1697, i32 4, i32 31)
  %1699 = bitcast i32 %1698 to float
  %1700 = load float, ptr %v, align 4
  %1701 = fmul float %1699, %1669
  %1702 = fadd float %1701, %1700
  store float %1702, ptr %v, align 4
  %1703 = load float, ptr %v1, align 4
  %1704 = fmul float %1699, %1678
  %1705 = fadd float %1704, %1703
  store float %1705, ptr %v1, align 4
  %1706 = load float, ptr %v2, align 4
  %1707 = fmul float %1699, %1687
  %1708 = fadd float %1707, %1706
  store float %1708, ptr %v2, align 4
  %1709 = load float, ptr %v3, align 4
  %1710 = fmul float %1699, %1696
  %1711 = fadd float %1710, %1709
  store float %1711, ptr %v3, align 4
  %1712 = bitcast float %1187 to i32
  %1713 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1712, i32 12, i32 31)
  %1714 = bitcast i32 %1713 to float
  %1715 = load float, ptr %v8, align 4
  %1716 = fmul float %1714, %1669
  %1717 = fadd float %1716, %1715
  store float %1717, ptr %v8, align 4
  %1718 = load float, ptr %v9, align 4
  %1719 = fmul float %1714, %1678
  %1720 = fadd float %1719, %1718
  store float %1720, ptr %v9, align 4
  %1721 = load float, ptr %v10, align 4
  %1722 = fmul float %1714, %1687
  %1723 = fadd float %1722, %1721
  store float %1723, ptr %v10, align 4
  %1724 = load float, ptr %v11, align 4
  %1725 = fmul float %1714, %1696
  %1726 = fadd float %1725, %1724
  store float %1726, ptr %v11, align 4
  %1727 = bitcast float %1187 to i32
  %1728 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1727, i32 20, i32 31)
  %1729 = bitcast i32 %1728 to float
  %1730 = load float, ptr %v16, align 4
  %1731 = fmul float %1729, %1669
  %1732 = fadd float %1731, %1730
  store float %1732, ptr %v16, align 4
  %1733 = load float, ptr %v17, align 4
  %1734 = fmul float %1729, %1678
  %1735 = fadd float %1734, %1733
  store float %1735, ptr %v17, align 4
  %1736 = load float, ptr %v18, align 4
  %1737 = fmul float %1729, %1687
  %1738 = fadd float %1737, %1736
  store float %1738, ptr %v18, align 4
  %1739 = load float, ptr %v19, align 4
  %1740 = fmul float %1729, %1696
  %1741 = fadd float %1740, %1739
  store float %1741, ptr %v19, align 4
  %1742 = bitcast float %1187 to i32
  %1743 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1742, i32 28, i32 31)
  %1744 = bitcast i32 %1743 to float
  %1745 = load float, ptr %v24, align 4
  %1746 = fmul float %1744, %1669
  %1747 = fadd float %1746, %1745
  store float %1747, ptr %v24, align 4
  %1748 = load float, ptr %v25, align 4
  %1749 = fmul float %1744, %1678
  %1750 = fadd float %1749, %1748
  store float %1750, ptr %v25, align 4
  %1751 = load float, ptr %v26, align 4
  %1752 = fmul float %1744, %1687
  %1753 = fadd float %1752, %1751
  store float %1753, ptr %v26, align 4
  %1754 = load float, ptr %v27, align 4
  %1755 = fmul float %1744, %1696
  %1756 = fadd float %1755, %1754
  store float %1756, ptr %v27, align 4
  %1757 = add i32 %338, 5
  %1758 = icmp sgt i32 %1757, %332
  %1759 = select i1 %1758, i32 %332, i32 %1757
  %1760 = mul i32 %1759, %5
  %1761 = add i32 %1760, %20
  %1762 = mul i32 %1761, %6
  %1763 = add i32 %1762, %31
  %1764 = select i1 %32, i32 %1763, i32 %1762
  %1765 = sext i32 %1764 to i64
  %1766 = mul i64 %1765, 2
  %1767 = getelementptr i8, ptr addrspace(1) %3, i64 %1766
  %1768 = load i16, ptr addrspace(1) %1767, align 2
  %1769 = bitcast i16 %1768 to half
  %1770 = fpext half %1769 to float
  %1771 = select i1 %32, float %1770, float 0.000000e+00
  %1772 = add i32 %1762, %33
  %1773 = select i1 %34, i32 %1772, i32 %1762
  %1774 = sext i32 %1773 to i64
  %1775 = mul i64 %1774, 2
  %1776 = getelementptr i8, ptr addrspace(1) %3, i64 %1775
  %1777 = load i16, ptr addrspace(1) %1776, align 2
  %1778 = bitcast i16 %1777 to half
  %1779 = fpext half %1778 to float
  %1780 = select i1 %34, float %1779, float 0.000000e+00
  %1781 = add i32 %1762, %35
  %1782 = select i1 %36, i32 %1781, i32 %1762
  %1783 = sext i32 %1782 to i64
  %1784 = mul i64 %1783, 2
  %1785 = getelementptr i8, ptr addrspace(1) %3, i64 %1784
  %1786 = load i16, ptr addrspace(1) %1785, align 2
  %1787 = bitcast i16 %1786 to half
  %1788 = fpext half %1787 to float
  %1789 = select i1 %36, float %1788, float 0.000000e+00
  %1790 = add i32 %1762, %37
  %1791 = select i1 %38, i32 %1790, i32 %1762
  %1792 = sext i32 %1791 to i64
  %1793 = mul i64 %1792, 2
  %1794 = getelementptr i8, ptr addrspace(1) %3, i64 %1793
  %1795 = load i16, ptr addrspace(1) %1794, align 2
  %1796 = bitcast i16 %1795 to half
  %1797 = fpext half %1796 to float
  %1798 = select i1 %38, float %1797, float 0.000000e+00
  %1799 = bitcast float %1187 to i32
  %1800 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1799, i32 5, i32 31)
  %1801 = bitcast i32 %1800 to float
  %1802 = load float, ptr %v, align 4
  %1803 = fmul float %1801, %1771
  %1804 = fadd float %1803, %1802
  store float %1804, ptr %v, align 4
  %1805 = load float, ptr %v1, align 4
  %1806 = fmul float %1801, %1780
  %1807 = fadd float %1806, %1805
  store float %1807, ptr %v1, align 4
  %1808 = load float, ptr %v2, align 4
  %1809 = fmul float %1801, %1789
  %1810 = fadd float %1809, %1808
  store float %1810, ptr %v2, align 4
  %1811 = load float, ptr %v3, align 4
  %1812 = fmul float %1801, %1798
  %1813 = fadd float %1812, %1811
  store float %1813, ptr %v3, align 4
  %1814 = bitcast float %1187 to i32
  %1815 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1814, i32 13, i32 31)
  %1816 = bitcast i32 %1815 to float
  %1817 = load float, ptr %v8, align 4
  %1818 = fmul float %1816, %1771
  %1819 = fadd float %1818, %1817
  store float %1819, ptr %v8, align 4
  %1820 = load float, ptr %v9, align 4
  %1821 = fmul float %1816, %1780
  %1822 = fadd float %1821, %1820
  store float %1822, ptr %v9, align 4
  %1823 = load float, ptr %v10, align 4
  %1824 = fmul float %1816, %1789
  %1825 = fadd float %1824, %1823
  store float %1825, ptr %v10, align 4
  %1826 = load float, ptr %v11, align 4
  %1827 = fmul float %1816, %1798
  %1828 = fadd float %1827, %1826
  store float %1828, ptr %v11, align 4
  %1829 = bitcast float %1187 to i32
  %1830 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1829, i32 21, i32 31)
  %1831 = bitcast i32 %1830 to float
  %1832 = load float, ptr %v16, align 4
  %1833 = fmul float %1831, %1771
  %1834 = fadd float %1833, %1832
  store float %1834, ptr %v16, align 4
  %1835 = load float, ptr %v17, align 4
  %1836 = fmul float %1831, %1780
  %1837 = fadd float %1836, %1835
  store float %1837, ptr %v17, align 4
  %1838 = load float, ptr %v18, align 4
  %1839 = fmul float %1831, %1789
  %1840 = fadd float %1839, %1838
  store float %1840, ptr %v18, align 4
  %1841 = load float, ptr %v19, align 4
  %1842 = fmul float %1831, %1798
  %1843 = fadd float %1842, %1841
  store float %1843, ptr %v19, align 4
  %1844 = bitcast float %1187 to i32
  %1845 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1844, i32 29, i32 31)
  %1846 = bitcast i32 %1845 to float
  %1847 = load float, ptr %v24, align 4
  %1848 = fmul float %1846, %1771
  %1849 = fadd float %1848, %1847
  store float %1849, ptr %v24, align 4
  %1850 = load float, ptr %v25, align 4
  %1851 = fmul float %1846, %1780
  %1852 = fadd float %1851, %1850
  store float %1852, ptr %v25, align 4
  %1853 = load float, ptr %v26, align 4
  %1854 = fmul float %1846, %1789
  %1855 = fadd float %1854, %1853
  store float %1855, ptr %v26, align 4
  %1856 = load float, ptr %v27, align 4
  %1857 = fmul float %1846, %1798
  %1858 = fadd float %1857, %1856
  store float %1858, ptr %v27, align 4
  %1859 = add i32 %338, 6
  %1860 = icmp sgt i32 %1859, %332
  %1861 = select i1 %1860, i32 %332, i32 %1859
  %1862 = mul i32 %1861, %5
  %1863 = add i32 %1862, %20
  %1864 = mul i32 %1863, %6
  %1865 = add i32 %1864, %31
  %1866 = select i1 %32, i32 %1865, i32 %1864
  %1867 = sext i32 %1866 to i64
  %1868 = mul i64 %1867, 2
  %1869 = getelementptr i8, ptr addrspace(1) %3, i64 %1868
  %1870 = load i16, ptr addrspace(1) %1869, align 2
  %1871 = bitcast i16 %1870 to half
  %1872 = fpext half %1871 to float
  %1873 = select i1 %32, float %1872, float 0.000000e+00
  %1874 = add i32 %1864, %33
  %1875 = select i1 %34, i32 %1874, i32 %1864
  %1876 = sext i32 %1875 to i64
  %1877 = mul i64 %1876, 2
  %1878 = getelementptr i8, ptr addrspace(1) %3, i64 %1877
  %1879 = load i16, ptr addrspace(1) %1878, align 2
  %1880 = bitcast i16 %1879 to half
  %1881 = fpext half %1880 to float
  %1882 = select i1 %34, float %1881, float 0.000000e+00
  %1883 = add i32 %1864, %35
  %1884 = select i1 %36, i32 %1883, i32 %1864
  %1885 = sext i32 %1884 to i64
  %1886 = mul i64 %1885, 2
  %1887 = getelementptr i8, ptr addrspace(1) %3, i64 %1886
  %1888 = load i16, ptr addrspace(1) %1887, align 2
  %1889 = bitcast i16 %1888 to half
  %1890 = fpext half %1889 to float
  %1891 = select i1 %36, float %1890, float 0.000000e+00
  %1892 = add i32 %1864, %37
  %1893 = select i1 %38, i32 %1892, i32 %1864
  %1894 = sext i32 %1893 to i64
  %1895 = mul i64 %1894, 2
  %1896 = getelementptr i8, ptr addrspace(1) %3, i64 %1895
  %1897 = load i16, ptr addrspace(1) %1896, align 2
  %1898 = bitcast i16 %1897 to half
  %1899 = fpext half %1898 to float
  %1900 = select i1 %38, float %1899, float 0.000000e+00
  %1901 = bitcast float %1187 to i32
  %1902 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1901, i32 6, i32 31)
  %1903 = bitcast i32 %1902 to float
  %1904 = load float, ptr %v, align 4
  %1905 = fmul float %1903, %1873
  %1906 = fadd float %1905, %1904
  store float %1906, ptr %v, align 4
  %1907 = load float, ptr %v1, align 4
  %1908 = fmul float %1903, %1882
  %1909 = fadd float %1908, %1907
  store float %1909, ptr %v1, align 4
  %1910 = load float, ptr %v2, align 4
  %1911 = fmul float %1903, %1891
  %1912 = fadd float %1911, %1910
  store float %1912, ptr %v2, align 4
  %1913 = load float, ptr %v3, align 4
  %1914 = fmul float %1903, %1900
  %1915 = fadd float %1914, %1913
  store float %1915, ptr %v3, align 4
  %1916 = bitcast float %1187 to i32
  %1917 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1916, i32 14, i32 31)
  %1918 = bitcast i32 %1917 to float
  %1919 = load float, ptr %v8, align 4
  %1920 = fmul float %1918, %1873
  %1921 = fadd float %1920, %1919
  store float %1921, ptr %v8, align 4
  %1922 = load float, ptr %v9, align 4
  %1923 = fmul float %1918, %1882
  %1924 = fadd float %1923, %1922
  store float %1924, ptr %v9, align 4
  %1925 = load float, ptr %v10, align 4
  %1926 = fmul float %1918, %1891
  %1927 = fadd float %1926, %1925
  store float %1927, ptr %v10, align 4
  %1928 = load float, ptr %v11, align 4
  %1929 = fmul float %1918, %1900
  %1930 = fadd float %1929, %1928
  store float %1930, ptr %v11, align 4
  %1931 = bitcast float %1187 to i32
  %1932 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1931, i32 22, i32 31)
  %1933 = bitcast i32 %1932 to float
  %1934 = load float, ptr %v16, align 4
  %1935 = fmul float %1933, %1873
  %1936 = fadd float %1935, %1934
  store float %1936, ptr %v16, align 4
  %1937 = load float, ptr %v17, align 4
  %1938 = fmul float %1933, %1882
  %1939 = fadd float %1938, %1937
  store float %1939, ptr %v17, align 4
  %1940 = load float, ptr %v18, align 4
  %1941 = fmul float %1933, %1891
  %1942 = fadd float %1941, %1940
  store float %1942, ptr %v18, align 4
  %1943 = load float, ptr %v19, align 4
  %1944 = fmul float %1933, %1900
  %1945 = fadd float %1944, %1943
  store float %1945, ptr %v19, align 4
  %1946 = bitcast float %1187 to i32
  %1947 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1946, i32 30, i32 31)
  %1948 = bitcast i32 %1947 to float
  %1949 = load float, ptr %v24, align 4
  %1950 = fmul float %1948, %1873
  %1951 = fadd float %1950, %1949
  store float %1951, ptr %v24, align 4
  %1952 = load float, ptr %v25, align 4
  %1953 = fmul float %1948, %1882
  %1954 = fadd float %1953, %1952
  store float %1954, ptr %v25, align 4
  %1955 = load float, ptr %v26, align 4
  %1956 = fmul float %1948, %1891
  %1957 = fadd float %1956, %1955
  store float %1957, ptr %v26, align 4
  %1958 = load float, ptr %v27, align 4
  %1959 = fmul float %1948, %1900
  %1960 = fadd float %1959, %1958
  store float %1960, ptr %v27, align 4
  %1961 = add i32 %338, 7
  %1962 = icmp sgt i32 %1961, %332
  %1963 = select i1 %1962, i32 %332, i32 %1961
  %1964 = mul i32 %1963, %5
  %1965 = add i32 %1964, %20
  %1966 = mul i32 %1965, %6
  %1967 = add i32 %1966, %31
  %1968 = select i1 %32, i32 %1967, i32 %1966
  %1969 = sext i32 %1968 to i64
  %1970 = mul i64 %1969, 2
  %1971 = getelementptr i8, ptr addrspace(1) %3, i64 %1970
  %1972 = load i16, ptr addrspace(1) %1971, align 2
  %1973 = bitcast i16 %1972 to half
  %1974 = fpext half %1973 to float
  %1975 = select i1 %32, float %1974, float 0.000000e+00
  %1976 = add i32 %1966, %33
  %1977 = select i1 %34, i32 %1976, i32 %1966
  %1978 = sext i32 %1977 to i64
  %1979 = mul i64 %1978, 2
  %1980 = getelementptr i8, ptr addrspace(1) %3, i64 %1979
  %1981 = load i16, ptr addrspace(1) %1980, align 2
  %1982 = bitcast i16 %1981 to half
  %1983 = fpext half %1982 to float
  %1984 = select i1 %34, float %1983, float 0.000000e+00
  %1985 = add i32 %1966, %35
  %1986 = select i1 %36, i32 %1985, i32 %1966
  %1987 = sext i32 %1986 to i64
  %1988 = mul i64 %1987, 2
  %1989 = getelementptr i8, ptr addrspace(1) %3, i64 %1988
  %1990 = load i16, ptr addrspace(1) %1989, align 2
  %1991 = bitcast i16 %1990 to half
  %1992 = fpext half %1991 to float
  %1993 = select i1 %36, float %1992, float 0.000000e+00
  %1994 = add i32 %1966, %37
  %1995 = select i1 %38, i32 %1994, i32 %1966
  %1996 = sext i32 %1995 to i64
  %1997 = mul i64 %1996, 2
  %1998 = getelementptr i8, ptr addrspace(1) %3, i64 %1997
  %1999 = load i16, ptr addrspace(1) %1998, align 2
  %2000 = bitcast i16 %1999 to half
  %2001 = fpext half %2000 to float
  %2002 = select i1 %38, float %2001, float 0.000000e+00
  %2003 = bitcast float %1187 to i32
  %2004 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2003, i32 7, i32 31)
  %2005 = bitcast i32 %2004 to float
  %2006 = load float, ptr %v, align 4
  %2007 = fmul float %2005, %1975
  %2008 = fadd float %2007, %2006
  store float %2008, ptr %v, align 4
  %2009 = load float, ptr %v1, align 4
  %2010 = fmul float %2005, %1984
  %2011 = fadd float %2010, %2009
  store float %2011, ptr %v1, align 4
  %2012 = load float, ptr %v2, align 4
  %2013 = fmul float %2005, %1993
  %2014 = fadd float %2013, %2012
  store float %2014, ptr %v2, align 4
  %2015 = load float, ptr %v3, align 4
  %2016 = fmul float %2005, %2002
  %2017 = fadd float %2016, %2015
  store float %2017, ptr %v3, align 4
  %2018 = bitcast float %1187 to i32
  %2019 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2018, i32 15, i32 31)
  %2020 = bitcast i32 %2019 to float
  %2021 = load float, ptr %v8, align 4
  %2022 = fmul float %2020, %1975
  %2023 = fadd float %2022, %2021
  store float %2023, ptr %v8, align 4
  %2024 = load float, ptr %v9, align 4
  %2025 = fmul float %2020, %1984
  %2026 = fadd float %2025, %2024
  store float %2026, ptr %v9, align 4
  %2027 = load float, ptr %v10, align 4
  %2028 = fmul float %2020, %1993
  %2029 = fadd float %2028, %2027
  store float %2029, ptr %v10, align 4
  %2030 = load float, ptr %v11, align 4
  %2031 = fmul float %2020, %2002
  %2032 = fadd float %2031, %2030
  store float %2032, ptr %v11, align 4
  %2033 = bitcast float %1187 to i32
  %2034 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2033, i32 23, i32 31)
  %2035 = bitcast i32 %2034 to float
  %2036 = load float, ptr %v16, align 4
  %2037 = fmul float %2035, %1975
  %2038 = fadd float %2037, %2036
  store float %2038, ptr %v16, align 4
  %2039 = load float, ptr %v17, align 4
  %2040 = fmul float %2035, %1984
  %2041 = fadd float %2040, %2039
  store float %2041, ptr %v17, align 4
  %2042 = load float, ptr %v18, align 4
  %2043 = fmul float %2035, %1993
  %2044 = fadd float %2043, %2042
  store float %2044, ptr %v18, align 4
  %2045 = load float, ptr %v19, align 4
  %2046 = fmul float %2035, %2002
  %2047 = fadd float %2046, %2045
  store float %2047, ptr %v19, align 4
  %2048 = bitcast float %1187 to i32
  %2049 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2048, i32 31, i32 31)
  %2050 = bitcast i32 %2049 to float
  %2051 = load float, ptr %v24, align 4
  %2052 = fmul float %2050, %1975
  %2053 = fadd float %2052, %2051
  store float %2053, ptr %v24, align 4
  %2054 = load float, ptr %v25, align 4
  %2055 = fmul float %2050, %1984
  %2056 = fadd float %2055, %2054
  store float %2056, ptr %v25, align 4
  %2057 = load float, ptr %v26, align 4
  %2058 = fmul float %2050, %1993
  %2059 = fadd float %2058, %2057
  store float %2059, ptr %v26, align 4
  %2060 = load float, ptr %v27, align 4
  %2061 = fmul float %2050, %2002
  %2062 = fadd float %2061, %2060
  store float %2062, ptr %v27, align 4
  %2063 = load i32, ptr %v34, align 4
  %2064 = add i32 %2063, 4
  store i32 %2064, ptr %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %331, ptr %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %2065 = load float, ptr %v32, align 4
  %2066 = load float, ptr %v33, align 4
  %2067 = add i32 0, %15
  %2068 = mul i32 %2067, 256
  %2069 = load float, ptr %v, align 4
  br i1 %32, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %2070 = load i32, ptr %v37, align 4
  %2071 = icmp slt i32 %2070, %325
  br i1 %2071, label %body39, label %done40

body39:                                           ; preds = %loop38
  %2072 = load i32, ptr %v37, align 4
  %2073 = mul i32 %2072, 8
  %2074 = add i32 %2073, 0
  %2075 = icmp sgt i32 %2074, %332
  %2076 = select i1 %2075, i32 %332, i32 %2074
  %2077 = mul i32 %2076, %5
  %2078 = add i32 %2077, %20
  %2079 = mul i32 %2078, %6
  %2080 = add i32 %2079, %31
  %2081 = select i1 %32, i32 %2080, i32 %2079
  %2082 = sext i32 %2081 to i64
  %2083 = mul i64 %2082, 2
  %2084 = getelementptr i8, ptr addrspace(1) %2, i64 %2083
  %2085 = load i16, ptr addrspace(1) %2084, align 2
  %2086 = bitcast i16 %2085 to half
  %2087 = fpext half %2086 to float
  %2088 = select i1 %32, float %2087, float 0.000000e+00
  %2089 = add i32 %2079, %33
  %2090 = select i1 %34, i32 %2089, i32 %2079
  %2091 = sext i32 %2090 to i64
  %2092 = mul i64 %2091, 2
  %2093 = getelementptr i8, ptr addrspace(1) %2, i64 %2092
  %2094 = load i16, ptr addrspace(1) %2093, align 2
  %2095 = bitcast i16 %2094 to half
  %2096 = fpext half %2095 to float
  %2097 = select i1 %34, float %2096, float 0.000000e+00
  %2098 = add i32 %2079, %35
  %2099 = select i1 %36, i32 %2098, i32 %2079
  %2100 = sext i32 %2099 to i64
  %2101 = mul i64 %2100, 2
  %2102 = getelementptr i8, ptr addrspace(1) %2, i64 %2101
  %2103 = load i16, ptr addrspace(1) %2102, align 2
  %2104 = bitcast i16 %2103 to half
  %2105 = fpext half %2104 to float
  %2106 = select i1 %36, float %2105, float 0.000000e+00
  %2107 = add i32 %2079, %37
  %2108 = select i1 %38, i32 %2107, i32 %2079
  %2109 = sext i32 %2108 to i64
  %2110 = mul i64 %2109, 2
  %2111 = getelementptr i8, ptr addrspace(1) %2, i64 %2110
  %2112 = load i16, ptr addrspace(1) %2111, align 2
  %2113 = bitcast i16 %2112 to half
  %2114 = fpext half %2113 to float
  %2115 = select i1 %38, float %2114, float 0.000000e+00
  %2116 = add i32 %2079, %39
  %2117 = select i1 %40, i32 %2116, i32 %2079
  %2118 = sext i32 %2117 to i64
  %2119 = mul i64 %2118, 2
  %2120 = getelementptr i8, ptr addrspace(1) %2, i64 %2119
  %2121 = load i16, ptr addrspace(1) %2120, align 2
  %2122 = bitcast i16 %2121 to half
  %2123 = fpext half %2122 to float
  %2124 = select i1 %40, float %2123, float 0.000000e+00
  %2125 = add i32 %2079, %41
  %2126 = select i1 %42, i32 %2125, i32 %2079
  %2127 = sext i32 %2126 to i64
  %2128 = mul i64 %2127, 2
  %2129 = getelementptr i8, ptr addrspace(1) %2, i64 %2128
  %2130 = load i16, ptr addrspace(1) %2129, align 2
  %2131 = bitcast i16 %2130 to half
  %2132 = fpext half %2131 to float
  %2133 = select i1 %42, float %2132, float 0.000000e+00
  %2134 = add i32 %2079, %43
  %2135 = select i1 %44, i32 %2134, i32 %2079
  %2136 = sext i32 %2135 to i64
  %2137 = mul i64 %2136, 2
  %2138 = getelementptr i8, ptr addrspace(1) %2, i64 %2137
  %2139 = load i16, ptr addrspace(1) %2138, align 2
  %2140 = bitcast i16 %2139 to half
  %2141 = fpext half %2140 to float
  %2142 = select i1 %44, float %2141, float 0.000000e+00
  %2143 = add i32 %2079, %45
  %2144 = select i1 %46, i32 %2143, i32 %2079
  %2145 = sext i32 %2144 to i64
  %2146 = mul i64 %2145, 2
  %2147 = getelementptr i8, ptr addrspace(1) %2, i64 %2146
  %2148 = load i16, ptr addrspace(1) %2147, align 2
  %2149 = bitcast i16 %2148 to half
  %2150 = fpext half %2149 to float
  %2151 = select i1 %46, float %2150, float 0.000000e+00
  %2152 = fmul float %59, %2088
  %2153 = fmul float %66, %2097
  %2154 = fadd float %2153, %2152
  %2155 = fmul float %73, %2106
  %2156 = fadd float %2155, %2154
  %2157 = fmul float %80, %2115
  %2158 = fadd float %2157, %2156
  %2159 = fmul float %87, %2124
  %2160 = fadd float %2159, %2158
  %2161 = fmul float %94, %2133
  %2162 = fadd float %2161, %2160
  %2163 = fmul float %101, %2142
  %2164 = fadd float %2163, %2162
  %2165 = fmul float %108, %2151
  %2166 = fadd float %2165, %2164
  %2167 = fmul float %121, %2088
  %2168 = fmul float %128, %2097
  %2169 = fadd float %2168, %2167
  %2170 = fmul float %135, %2106
  %2171 = fadd float %2170, %2169
  %2172 = fmul float %142, %2115
  %2173 = fadd float %2172, %2171
  %2174 = fmul float %149, %2124
  %2175 = fadd float %2174, %2173
  %2176 = fmul float %156, %2133
  %2177 = fadd float %2176, %2175
  %2178 = fmul float %163, %2142
  %2179 = fadd float %2178, %2177
  %2180 = fmul float %170, %2151
  %2181 = fadd float %2180, %2179
  %2182 = fmul float %183, %2088
  %2183 = fmul float %190, %2097
  %2184 = fadd float %2183, %2182
  %2185 = fmul float %197, %2106
  %2186 = fadd float %2185, %2184
  %2187 = fmul float %204, %2115
  %2188 = fadd float %2187, %2186
  %2189 = fmul float %211, %2124
  %2190 = fadd float %2189, %2188
  %2191 = fmul float %218, %2133
  %2192 = fadd float %2191, %2190
  %2193 = fmul float %225, %2142
  %2194 = fadd float %2193, %2192
  %2195 = fmul float %232, %2151
  %2196 = fadd float %2195, %2194
  %2197 = fmul float %245, %2088
  %2198 = fmul float %252, %2097
  %2199 = fadd float %2198, %2197
  %2200 = fmul float %259, %2106
  %2201 = fadd float %2200, %2199
  %2202 = fmul float %266, %2115
  %2203 = fadd float %2202, %2201
  %2204 = fmul float %273, %2124
  %2205 = fadd float %2204, %2203
  %2206 = fmul float %280, %2133
  %2207 = fadd float %2206, %2205
  %2208 = fmul float %287, %2142
  %2209 = fadd float %2208, %2207
  %2210 = fmul float %294, %2151
  %2211 = fadd float %2210, %2209
  %2212 = add i32 %2073, 1
  %2213 = icmp sgt i32 %2212, %332
  %2214 = select i1 %2213, i32 %332, i32 %2212
  %2215 = mul i32 %2214, %5
  %2216 = add i32 %2215, %20
  %2217 = mul i32 %2216, %6
  %2218 = add i32 %2217, %31
  %2219 = select i1 %32, i32 %2218, i32 %2217
  %2220 = sext i32 %2219 to i64
  %2221 = mul i64 %2220, 2
  %2222 = getelementptr i8, ptr addrspace(1) %2, i64 %2221
  %2223 = load i16, ptr addrspace(1) %2222, align 2
  %2224 = bitcast i16 %2223 to half
  %2225 = fpext half %2224 to float
  %2226 = select i1 %32, float %2225, float 0.000000e+00
  %2227 = add i32 %2217, %33
  %2228 = select i1 %34, i32 %2227, i32 %2217
  %2229 = sext i32 %2228 to i64
  %2230 = mul i64 %2229, 2
  %2231 = getelementptr i8, ptr addrspace(1) %2, i64 %2230
  %2232 = load i16, ptr addrspace(1) %2231, align 2
  %2233 = bitcast i16 %2232 to half
  %2234 = fpext half %2233 to float
  %2235 = select i1 %34, float %2234, float 0.000000e+00
  %2236 = add i32 %2217, %35
  %2237 = select i1 %36, i32 %2236, i32 %2217
  %2238 = sext i32 %2237 to i64
  %2239 = mul i64 %2238, 2
  %2240 = getelementptr i8, ptr addrspace(1) %2, i64 %2239
  %2241 = load i16, ptr addrspace(1) %2240, align 2
  %2242 = bitcast i16 %2241 to half
  %2243 = fpext half %2242 to float
  %2244 = select i1 %36, float %2243, float 0.000000e+00
  %2245 = add i32 %2217, %37
  %2246 = select i1 %38, i32 %2245, i32 %2217
  %2247 = sext i32 %2246 to i64
  %2248 = mul i64 %2247, 2
  %2249 = getelementptr i8, ptr addrspace(1) %2, i64 %2248
  %2250 = load i16, ptr addrspace(1) %2249, align 2
  %2251 = bitcast i16 %2250 to half
  %2252 = fpext half %2251 to float
  %2253 = select i1 %38, float %2252, float 0.000000e+00
  %2254 = add i32 %2217, %39
  %2255 = select i1 %40, i32 %2254, i32 %2217
  %2256 = sext i32 %2255 to i64
  %2257 = mul i64 %2256, 2
  %2258 = getelementptr i8, ptr addrspace(1) %2, i64 %2257
  %2259 = load i16, ptr addrspace(1) %2258, align 2
  %2260 = bitcast i16 %2259 to half
  %2261 = fpext half %2260 to float
  %2262 = select i1 %40, float %2261, float 0.000000e+00
  %2263 = add i32 %2217, %41
  %2264 = select i1 %42, i32 %2263, i32 %2217
  %2265 = sext i32 %2264 to i64
  %2266 = mul i64 %2265, 2
  %2267 = getelementptr i8, ptr addrspace(1) %2, i64 %2266
  %2268 = load i16, ptr addrspace(1) %2267, align 2
  %2269 = bitcast i16 %2268 to half
  %2270 = fpext half %2269 to float
  %2271 = select i1 %42, float %2270, float 0.000000e+00
  %2272 = add i32 %2217, %43
  %2273 = select i1 %44, i32 %2272, i32 %2217
  %2274 = sext i32 %2273 to i64
  %2275 = mul i64 %2274, 2
  %2276 = getelementptr i8, ptr addrspace(1) %2, i64 %2275
  %2277 = load i16, ptr addrspace(1) %2276, align 2
  %2278 = bitcast i16 %2277 to half
  %2279 = fpext half %2278 to float
  %2280 = select i1 %44, float %2279, float 0.000000e+00
  %2281 = add i32 %2217, %45
  %2282 = select i1 %46, i32 %2281, i32 %2217
  %2283 = sext i32 %2282 to i64
  %2284 = mul i64 %2283, 2
  %2285 = getelementptr i8, ptr addrspace(1) %2, i64 %2284
  %2286 = load i16, ptr addrspace(1) %2285, align 2
  %2287 = bitcast i16 %2286 to half
  %2288 = fpext half %2287 to float
  %2289 = select i1 %46, float %2288, float 0.000000e+00
  %2290 = fmul float %59, %2226
  %2291 = fmul float %66, %2235
  %2292 = fadd float %2291, %2290
  %2293 = fmul float %73, %2244
  %2294 = fadd float %2293, %2292
  %2295 = fmul float %80, %2253
  %2296 = fadd float %2295, %2294
  %2297 = fmul float %87, %2262
  %2298 = fadd float %2297, %2296
  %2299 = fmul float %94, %2271
  %2300 = fadd float %2299, %2298
  %2301 = fmul float %101, %2280
  %2302 = fadd float %2301, %2300
  %2303 = fmul float %108, %2289
  %2304 = fadd float %2303, %2302
  %2305 = fmul float %121, %2226
  %2306 = fmul float %128, %2235
  %2307 = fadd float %2306, %2305
  %2308 = fmul float %135, %2244
  %2309 = fadd float %2308, %2307
  %2310 = fmul float %142, %2253
  %2311 = fadd float %2310, %2309
  %2312 = fmul float %149, %2262
  %2313 = fadd float %2312, %2311
  %2314 = fmul float %156, %2271
  %2315 = fadd float %2314, %2313
  %2316 = fmul float %163, %2280
  %2317 = fadd float %2316, %2315
  %2318 = fmul float %170, %2289
  %2319 = fadd float %2318, %2317
  %2320 = fmul float %183, %2226
  %2321 = fmul float %190, %2235
  %2322 = fadd float %2321, %2320
  %2323 = fmul float %197, %2244
  %2324 = fadd float %2323, %2322
  %2325 = fmul float %204, %2253
  %2326 = fadd float %2325, %2324
  %2327 = fmul float %211, %2262
  %2328 = fadd float %2327, %2326
  %2329 = fmul float %218, %2271
  %2330 = fadd float %2329, %2328
  %2331 = fmul float %225, %2280
  %2332 = fadd float %2331, %2330
  %2333 = fmul float %232, %2289
  %2334 = fadd float %2333, %2332
  %2335 = fmul float %245, %2226
  %2336 = fmul float %252, %2235
  %2337 = fadd float %2336, %2335
  %2338 = fmul float %259, %2244
  %2339 = fadd float %2338, %2337
  %2340 = fmul float %266, %2253
  %2341 = fadd float %2340, %2339
  %2342 = fmul float %273, %2262
  %2343 = fadd float %2342, %2341
  %2344 = fmul float %280, %2271
  %2345 = fadd float %2344, %2343
  %2346 = fmul float %287, %2280
  %2347 = fadd float %2346, %2345
  %2348 = fmul float %294, %2289
  %2349 = fadd float %2348, %2347
  %2350 = add i32 %2073, 2
  %2351 = icmp sgt i32 %2350, %332
  %2352 = select i1 %2351, i32 %332, i32 %2350
  %2353 = mul i32 %2352, %5
  %2354 = add i32 %2353, %20
  %2355 = mul i32 %2354, %6
  %2356 = add i32 %2355, %31
  %2357 = select i1 %32, i32 %2356, i32 %2355
  %2358 = sext i32 %2357 to i64
  %2359 = mul i64 %2358, 2
  %2360 = getelementptr i8, ptr addrspace(1) %2, i64 %2359
  %2361 = load i16, ptr addrspace(1) %2360, align 2
  %2362 = bitcast i16 %2361 to half
  %2363 = fpext half %2362 to float
  %2364 = select i1 %32, float %2363, float 0.000000e+00
  %2365 = add i32 %2355, %33
  %2366 = select i1 %34, i32 %2365, i32 %2355
  %2367 = sext i32 %2366 to i64
  %2368 = mul i64 %2367, 2
  %2369 = getelementptr i8, ptr addrspace(1) %2, i64 %2368
  %2370 = load i16, ptr addrspace(1) %2369, align 2
  %2371 = bitcast i16 %2370 to half
  %2372 = fpext half %2371 to float
  %2373 = select i1 %34, float %2372, float 0.000000e+00
  %2374 = add i32 %2355, %35
  %2375 = select i1 %36, i32 %2374, i32 %2355
  %2376 = sext i32 %2375 to i64
  %2377 = mul i64 %2376, 2
  %2378 = getelementptr i8, ptr addrspace(1) %2, i64 %2377
  %2379 = load i16, ptr addrspace(1) %2378, align 2
  %2380 = bitcast i16 %2379 to half
  %2381 = fpext half %2380 to float
  %2382 = select i1 %36, float %2381, float 0.000000e+00
  %2383 = add i32 %2355, %37
  %2384 = select i1 %38, i32 %2383, i32 %2355
  %2385 = sext i32 %2384 to i64
  %2386 = mul i64 %2385, 2
  %2387 = getelementptr i8, ptr addrspace(1) %2, i64 %2386
  %2388 = load i16, ptr addrspace(1) %2387, align 2
  %2389 = bitcast i16 %2388 to half
  %2390 = fpext half %2389 to float
  %2391 = select i1 %38, float %2390, float 0.000000e+00
  %2392 = add i32 %2355, %39
  %2393 = select i1 %40, i32 %2392, i32 %2355
  %2394 = sext i32 %2393 to i64
  %2395 = mul i64 %2394, 2
  %2396 = getelementptr i8, ptr addrspace(1) %2, i64 %2395
  %2397 = load i16, ptr addrspace(1) %2396, align 2
  %2398 = bitcast i16 %2397 to half
  %2399 = fpext half %2398 to float
  %2400 = select i1 %40, float %2399, float 0.000000e+00
  %2401 = add i32 %2355, %41
  %2402 = select i1 %42, i32 %2401, i32 %2355
  %2403 = sext i32 %2402 to i64
  %2404 = mul i64 %2403, 2
  %2405 = getelementptr i8, ptr addrspace(1) %2, i64 %2404
  %2406 = load i16, ptr addrspace(1) %2405, align 2
  %2407 = bitcast i16 %2406 to half
  %2408 = fpext half %2407 to float
  %2409 = select i1 %42, float %2408, float 0.000000e+00
  %2410 = add i32 %2355, %43
  %2411 = select i1 %44, i32 %2410, i32 %2355
  %2412 = sext i32 %2411 to i64
  %2413 = mul i64 %2412, 2
  %2414 = getelementptr i8, ptr addrspace(1) %2, i64 %2413
  %2415 = load i16, ptr addrspace(1) %2414, align 2
  %2416 = bitcast i16 %2415 to half
  %2417 = fpext half %2416 to float
  %2418 = select i1 %44, float %2417, float 0.000000e+00
  %2419 = add i32 %2355, %45
  %2420 = select i1 %46, i32 %2419, i32 %2355
  %2421 = sext i32 %2420 to i64
  %2422 = mul i64 %2421, 2
  %2423 = getelementptr i8, ptr addrspace(1) %2, i64 %2422
  %2424 = load i16, ptr addrspace(1) %2423, align 2
  %2425 = bitcast i16 %2424 to half
  %2426 = fpext half %2425 to float
  %2427 = select i1 %46, float %2426, float 0.000000e+00
  %2428 = fmul float %59, %2364
  %2429 = fmul float %66, %2373
  %2430 = fadd float %2429, %2428
  %2431 = fmul float %73, %2382
  %2432 = fadd float %2431, %2430
  %2433 = fmul float %80, %2391
  %2434 = fadd float %2433, %2432
  %2435 = fmul float %87, %2400
  %2436 = fadd float %2435, %2434
  %2437 = fmul float %94, %2409
  %2438 = fadd float %2437, %2436
  %2439 = fmul float %101, %2418
  %2440 = fadd float %2439, %2438
  %2441 = fmul float %108, %2427
  %2442 = fadd float %2441, %2440
  %2443 = fmul float %121, %2364
  %2444 = fmul float %128, %2373
  %2445 = fadd float %2444, %2443
  %2446 = fmul float %135, %2382
  %2447 = fadd float %2446, %2445
  %2448 = fmul float %142, %2391
  %2449 = fadd float %2448, %2447
  %2450 = fmul float %149, %2400
  %2451 = fadd float %2450, %2449
  %2452 = fmul float %156, %2409
  %2453 = fadd float %2452, %2451
  %2454 = fmul float %163, %2418
  %2455 = fadd float %2454, %2453
  %2456 = fmul float %170, %2427
  %2457 = fadd float %2456, %2455
  %2458 = fmul float %183, %2364
  %2459 = fmul float %190, %2373
  %2460 = fadd float %2459, %2458
  %2461 = fmul float %197, %2382
  %2462 = fadd float %2461, %2460
  %2463 = fmul float %204, %2391
  %2464 = fadd float %2463, %2462
  %2465 = fmul float %211, %2400
  %2466 = fadd float %2465, %2464
  %2467 = fmul float %218, %2409
  %2468 = fadd float %2467, %2466
  %2469 = fmul float %225, %2418
  %2470 = fadd float %2469, %2468
  %2471 = fmul float %232, %2427
  %2472 = fadd float %2471, %2470
  %2473 = fmul float %245, %2364
  %2474 = fmul float %252, %2373
  %2475 = fadd float %2474, %2473
  %2476 = fmul float %259, %2382
  %2477 = fadd float %2476, %2475
  %2478 = fmul float %266, %2391
  %2479 = fadd float %2478, %2477
  %2480 = fmul float %273, %2400
  %2481 = fadd float %2480, %2479
  %2482 = fmul float %280, %2409
  %2483 = fadd float %2482, %2481
  %2484 = fmul float %287, %2418
  %2485 = fadd float %2484, %2483
  %2486 = fmul float %294, %2427
  %2487 = fadd float %2486, %2485
  %2488 = add i32 %2073, 3
  %2489 = icmp sgt i32 %2488, %332
  %2490 = select i1 %2489, i32 %332, i32 %2488
  %2491 = mul i32 %2490, %5
  %2492 = add i32 %2491, %20
  %2493 = mul i32 %2492, %6
  %2494 = add i32 %2493, %31
  %2495 = select i1 %32, i32 %2494, i32 %2493
  %2496 = sext i32 %2495 to i64
  %2497 = mul i64 %2496, 2
  %2498 = getelementptr i8, ptr addrspace(1) %2, i64 %2497
  %2499 = load i16, ptr addrspace(1) %2498, align 2
  %2500 = bitcast i16 %2499 to half
  %2501 = fpext half %2500 to float
  %2502 = select i1 %32, float %2501, float 0.000000e+00
  %2503 = add i32 %2493, %33
  %2504 = select i1 %34, i32 %2503, i32 %2493
  %2505 = sext i32 %2504 to i64
  %2506 = mul i64 %2505, 2
  %2507 = getelementptr i8, ptr addrspace(1) %2, i64 %2506
  %2508 = load i16, ptr addrspace(1) %2507, align 2
  %2509 = bitcast i16 %2508 to half
  %2510 = fpext half %2509 to float
  %2511 = select i1 %34, float %2510, float 0.000000e+00
  %2512 = add i32 %2493, %35
  %2513 = select i1 %36, i32 %2512, i32 %2493
  %2514 = sext i32 %2513 to i64
  %2515 = mul i64 %2514, 2
  %2516 = getelementptr i8, ptr addrspace(1) %2, i64 %2515
  %2517 = load i16, ptr addrspace(1) %2516, align 2
  %2518 = bitcast i16 %2517 to half
  %2519 = fpext half %2518 to float
  %2520 = select i1 %36, float %2519, float 0.000000e+00
  %2521 = add i32 %2493, %37
  %2522 = select i1 %38, i32 %2521, i32 %2493
  %2523 = sext i32 %2522 to i64
  %2524 = mul i64 %2523, 2
  %2525 = getelementptr i8, ptr addrspace(1) %2, i64 %2524
  %2526 = load i16, ptr addrspace(1) %2525, align 2
  %2527 = bitcast i16 %2526 to half
  %2528 = fpext half %2527 to float
  %2529 = select i1 %38, float %2528, float 0.000000e+00
  %2530 = add i32 %2493, %39
  %2531 = select i1 %40, i32 %2530, i32 %2493
  %2532 = sext i32 %2531 to i64
  %2533 = mul i64 %2532, 2
  %2534 = getelementptr i8, ptr addrspace(1) %2, i64 %2533
  %2535 = load i16, ptr addrspace(1) %2534, align 2
  %2536 = bitcast i16 %2535 to half
  %2537 = fpext half %2536 to float
  %2538 = select i1 %40, float %2537, float 0.000000e+00
  %2539 = add i32 %2493, %41
  %2540 = select i1 %42, i32 %2539, i32 %2493
  %2541 = sext i32 %2540 to i64
  %2542 = mul i64 %2541, 2
  %2543 = getelementptr i8, ptr addrspace(1) %2, i64 %2542
  %2544 = load i16, ptr addrspace(1) %2543, align 2
  %2545 = bitcast i16 %2544 to half
  %2546 = fpext half %2545 to float
  %2547 = select i1 %42, float %2546, float 0.000000e+00
  %2548 = add i32 %2493, %43
  %2549 = select i1 %44, i32 %2548, i32 %2493
  %2550 = sext i32 %2549 to i64
  %2551 = mul i64 %2550, 2
  %2552 = getelementptr i8, ptr addrspace(1) %2, i64 %2551
  %2553 = load i16, ptr addrspace(1) %2552, align 2
  %2554 = bitcast i16 %2553 to half
  %2555 = fpext half %2554 to float
  %2556 = select i1 %44, float %2555, float 0.000000e+00
  %2557 = add i32 %2493, %45
  %2558 = select i1 %46, i32 %2557, i32 %2493
  %2559 = sext i32 %2558 to i64
  %2560 = mul i64 %2559, 2
  %2561 = getelementptr i8, ptr addrspace(1) %2, i64 %2560
  %2562 = load i16, ptr addrspace(1) %2561, align 2
  %2563 = bitcast i16 %2562 to half
  %2564 = fpext half %2563 to float
  %2565 = select i1 %46, float %2564, float 0.000000e+00
  %2566 = fmul float %59, %2502
  %2567 = fmul float %66, %2511
  %2568 = fadd float %2567, %2566
  %2569 = fmul float %73, %2520
  %2570 = fadd float %2569, %2568
  %2571 = fmul float %80, %2529
  %2572 = fadd float %2571, %2570
  %2573 = fmul float %87, %2538
  %2574 = fadd float %2573, %2572
  %2575 = fmul float %94, %2547
  %2576 = fadd float %2575, %2574
  %2577 = fmul float %101, %2556
  %2578 = fadd float %2577, %2576
  %2579 = fmul float %108, %2565
  %2580 = fadd float %2579, %2578
  %2581 = fmul float %121, %2502
  %2582 = fmul float %128, %2511
  %2583 = fadd float %2582, %2581
  %2584 = fmul float %135, %2520
  %2585 = fadd float %2584, %2583
  %2586 = fmul float %142, %2529
  %2587 = fadd float %2586, %2585
  %2588 = fmul float %149, %2538
  %2589 = fadd float %2588, %2587
  %2590 = fmul float %156, %2547
  %2591 = fadd float %2590, %2589
  %2592 = fmul float %163, %2556
  %2593 = fadd float %2592, %2591
  %2594 = fmul float %170, %2565
  %2595 = fadd float %2594, %2593
  %2596 = fmul float %183, %2502
  %2597 = fmul float %190, %2511
  %2598 = fadd float %2597, %2596
  %2599 = fmul float %197, %2520
  %2600 = fadd float %2599, %2598
  %2601 = fmul float %204, %2529
  %2602 = fadd float %2601, %2600
  %2603 = fmul float %211, %2538
  %2604 = fadd float %2603, %2602
  %2605 = fmul float %218, %2547
  %2606 = fadd float %2605, %2604
  %2607 = fmul float %225, %2556
  %2608 = fadd float %2607, %2606
  %2609 = fmul float %232, %2565
  %2610 = fadd float %2609, %2608
  %2611 = fmul float %245, %2502
  %2612 = fmul float %252, %2511
  %2613 = fadd float %2612, %2611
  %2614 = fmul float %259, %2520
  %2615 = fadd float %2614, %2613
  %2616 = fmul float %266, %2529
  %2617 = fadd float %2616, %2615
  %2618 = fmul float %273, %2538
  %2619 = fadd float %2618, %2617
  %2620 = fmul float %280, %2547
  %2621 = fadd float %2620, %2619
  %2622 = fmul float %287, %2556
  %2623 = fadd float %2622, %2621
  %2624 = fmul float %294, %2565
  %2625 = fadd float %2624, %2623
  %2626 = add i32 %2073, 4
  %2627 = icmp sgt i32 %2626, %332
  %2628 = select i1 %2627, i32 %332, i32 %2626
  %2629 = mul i32 %2628, %5
  %2630 = add i32 %2629, %20
  %2631 = mul i32 %2630, %6
  %2632 = add i32 %2631, %31
  %2633 = select i1 %32, i32 %2632, i32 %2631
  %2634 = sext i32 %2633 to i64
  %2635 = mul i64 %2634, 2
  %2636 = getelementptr i8, ptr addrspace(1) %2, i64 %2635
  %2637 = load i16, ptr addrspace(1) %2636, align 2
  %2638 = bitcast i16 %2637 to half
  %2639 = fpext half %2638 to float
  %2640 = select i1 %32, float %2639, float 0.000000e+00
  %2641 = add i32 %2631, %33
  %2642 = select i1 %34, i32 %2641, i32 %2631
  %2643 = sext i32 %2642 to i64
  %2644 = mul i64 %2643, 2
  %2645 = getelementptr i8, ptr addrspace(1) %2, i64 %2644
  %2646 = load i16, ptr addrspace(1) %2645, align 2
  %2647 = bitcast i16 %2646 to half
  %2648 = fpext half %2647 to float
  %2649 = select i1 %34, float %2648, float 0.000000e+00
  %2650 = add i32 %2631, %35
  %2651 = select i1 %36, i32 %2650, i32 %2631
  %2652 = sext i32 %2651 to i64
  %2653 = mul i64 %2652, 2
  %2654 = getelementptr i8, ptr addrspace(1) %2, i64 %2653
  %2655 = load i16, ptr addrspace(1) %2654, align 2
  %2656 = bitcast i16 %2655 to half
  %2657 = fpext half %2656 to float
  %2658 = select i1 %36, float %2657, float 0.000000e+00
  %2659 = add i32 %2631, %37
  %2660 = select i1 %38, i32 %2659, i32 %2631
  %2661 = sext i32 %2660 to i64
  %2662 = mul i64 %2661, 2
  %2663 = getelementptr i8, ptr addrspace(1) %2, i64 %2662
  %2664 = load i16, ptr addrspace(1) %2663, align 2
  %2665 = bitcast i16 %2664 to half
  %2666 = fpext half %2665 to float
  %2667 = select i1 %38, float %2666, float 0.000000e+00
  %2668 = add i32 %2631, %39
  %2669 = select i1 %40, i32 %2668, i32 %2631
  %2670 = sext i32 %2669 to i64
  %2671 = mul i64 %2670, 2
  %2672 = getelementptr i8, ptr addrspace(1) %2, i64 %2671
  %2673 = load i16, ptr addrspace(1) %2672, align 2
  %2674 = bitcast i16 %2673 to half
  %2675 = fpext half %2674 to float
  %2676 = select i1 %40, float %2675, float 0.000000e+00
  %2677 = add i32 %2631, %41
  %2678 = select i1 %42, i32 %2677, i32 %2631
  %2679 = sext i32 %2678 to i64
  %2680 = mul i64 %2679, 2
  %2681 = getelementptr i8, ptr addrspace(1) %2, i64 %2680
  %2682 = load i16, ptr addrspace(1) %2681, align 2
  %2683 = bitcast i16 %2682 to half
  %2684 = fpext half %2683 to float
  %2685 = select i1 %42, float %2684, float 0.000000e+00
  %2686 = add i32 %2631, %43
  %2687 = select i1 %44, i32 %2686, i32 %2631
  %2688 = sext i32 %2687 to i64
  %2689 = mul i64 %2688, 2
  %2690 = getelementptr i8, ptr addrspace(1) %2, i64 %2689
  %2691 = load i16, ptr addrspace(1) %2690, align 2
  %2692 = bitcast i16 %2691 to half
  %2693 = fpext half %2692 to float
  %2694 = select i1 %44, float %2693, float 0.000000e+00
  %2695 = add i32 %2631, %45
  %2696 = select i1 %46, i32 %2695, i32 %2631
  %2697 = sext i32 %2696 to i64
  %2698 = mul i64 %2697, 2
  %2699 = getelementptr i8, ptr addrspace(1) %2, i64 %2698
  %2700 = load i16, ptr addrspace(1) %2699, align 2
  %2701 = bitcast i16 %2700 to half
  %2702 = fpext half %2701 to float
  %2703 = select i1 %46, float %2702, float 0.000000e+00
  %2704 = fmul float %59, %2640
  %2705 = fmul float %66, %2649
  %2706 = fadd float %2705, %2704
  %2707 = fmul float %73, %2658
  %2708 = fadd float %2707, %2706
  %2709 = fmul float %80, %2667
  %2710 = fadd float %2709, %2708
  %2711 = fmul float %87, %2676
  %2712 = fadd float %2711, %2710
  %2713 = fmul float %94, %2685
  %2714 = fadd float %2713, %2712
  %2715 = fmul float %101, %2694
  %2716 = fadd float %2715, %2714
  %2717 = fmul float %108, %2703
  %2718 = fadd float %2717, %2716
  %2719 = fmul float %121, %2640
  %2720 = fmul float %128, %2649
  %2721 = fadd float %2720, %2719
  %2722 = fmul float %135, %2658
  %2723 = fadd float %2722, %2721
  %2724 = fmul float %142, %2667
  %2725 = fadd float %2724, %2723
  %2726 = fmul float %149, %2676
  %2727 = fadd float %2726, %2725
  %2728 = fmul float %156, %2685
  %2729 = fadd float %2728, %2727
  %2730 = fmul float %163, %2694
  %2731 = fadd float %2730, %2729
  %2732 = fmul float %170, %2703
  %2733 = fadd float %2732, %2731
  %2734 = fmul float %183, %2640
  %2735 = fmul float %190, %2649
  %2736 = fadd float %2735, %2734
  %2737 = fmul float %197, %2658
  %2738 = fadd float %2737, %2736
  %2739 = fmul float %204, %2667
  %2740 = fadd float %2739, %2738
  %2741 = fmul float %211, %2676
  %2742 = fadd float %2741, %2740
  %2743 = fmul float %218, %2685
  %2744 = fadd float %2743, %2742
  %2745 = fmul float %225, %2694
  %2746 = fadd float %2745, %2744
  %2747 = fmul float %232, %2703
  %2748 = fadd float %2747, %2746
  %2749 = fmul float %245, %2640
  %2750 = fmul float %252, %2649
  %2751 = fadd float %2750, %2749
  %2752 = fmul float %259, %2658
  %2753 = fadd float %2752, %2751
  %2754 = fmul float %266, %2667
  %2755 = fadd float %2754, %2753
  %2756 = fmul float %273, %2676
  %2757 = fadd float %2756, %2755
  %2758 = fmul float %280, %2685
  %2759 = fadd float %2758, %2757
  %2760 = fmul float %287, %2694
  %2761 = fadd float %2760, %2759
  %2762 = fmul float %294, %2703
  %2763 = fadd float %2762, %2761
  %2764 = add i32 %2073, 5
  %2765 = icmp sgt i32 %2764, %332
  %2766 = select i1 %2765, i32 %332, i32 %2764
  %2767 = mul i32 %2766, %5
  %2768 = add i32 %2767, %20
  %2769 = mul i32 %2768, %6
  %2770 = add i32 %2769, %31
  %2771 = select i1 %32, i32 %2770, i32 %2769
  %2772 = sext i32 %2771 to i64
  %2773 = mul i64 %2772, 2
  %2774 = getelementptr i8, ptr addrspace(1) %2, i64 %2773
  %2775 = load i16, ptr addrspace(1) %2774, align 2
  %2776 = bitcast i16 %2775 to half
  %2777 = fpext half %2776 to float
  %2778 = select i1 %32, float %2777, float 0.000000e+00
  %2779 = add i32 %2769, %33
  %2780 = select i1 %34, i32 %2779, i32 %2769
  %2781 = sext i32 %2780 to i64
  %2782 = mul i64 %2781, 2
  %2783 = getelementptr i8, ptr addrspace(1) %2, i64 %2782
  %2784 = load i16, ptr addrspace(1) %2783, align 2
  %2785 = bitcast i16 %2784 to half
  %2786 = fpext half %2785 to float
  %2787 = select i1 %34, float %2786, float 0.000000e+00
  %2788 = add i32 %2769, %35
  %2789 = select i1 %36, i32 %2788, i32 %2769
  %2790 = sext i32 %2789 to i64
  %2791 = mul i64 %2790, 2
  %2792 = getelementptr i8, ptr addrspace(1) %2, i64 %2791
  %2793 = load i16, ptr addrspace(1) %2792, align 2
  %2794 = bitcast i16 %2793 to half
  %2795 = fpext half %2794 to float
  %2796 = select i1 %36, float %2795, float 0.000000e+00
  %2797 = add i32 %2769, %37
  %2798 = select i1 %38, i32 %2797, i32 %2769
  %2799 = sext i32 %2798 to i64
  %2800 = mul i64 %2799, 2
  %2801 = getelementptr i8, ptr addrspace(1) %2, i64 %2800
  %2802 = load i16, ptr addrspace(1) %2801, align 2
  %2803 = bitcast i16 %2802 to half
  %2804 = fpext half %2803 to float
  %2805 = select i1 %38, float %2804, float 0.000000e+00
  %2806 = add i32 %2769, %39
  %2807 = select i1 %40, i32 %2806, i32 %2769
  %2808 = sext i32 %2807 to i64
  %2809 = mul i64 %2808, 2
  %2810 = getelementptr i8, ptr addrspace(1) %2, i64 %2809
  %2811 = load i16, ptr addrspace(1) %2810, align 2
  %2812 = bitcast i16 %2811 to half
  %2813 = fpext half %2812 to float
  %2814 = select i1 %40, float %2813, float 0.000000e+00
  %2815 = add i32 %2769, %41
  %2816 = select i1 %42, i32 %2815, i32 %2769
  %2817 = sext i32 %2816 to i64
  %2818 = mul i64 %2817, 2
  %2819 = getelementptr i8, ptr addrspace(1) %2, i64 %2818
  %2820 = load i16, ptr addrspace(1) %2819, align 2
  %2821 = bitcast i16 %2820 to half
  %2822 = fpext half %2821 to float
  %2823 = select i1 %42, float %2822, float 0.000000e+00
  %2824 = add i32 %2769, %43
  %2825 = select i1 %44, i32 %2824, i32 %2769
  %2826 = sext i32 %2825 to i64
  %2827 = mul i64 %2826, 2
  %2828 = getelementptr i8, ptr addrspace(1) %2, i64 %2827
  %2829 = load i16, ptr addrspace(1) %2828, align 2
  %2830 = bitcast i16 %2829 to half
  %2831 = fpext half %2830 to float
  %2832 = select i1 %44, float %2831, float 0.000000e+00
  %2833 = add i32 %2769, %45
  %2834 = select i1 %46, i32 %2833, i32 %2769
  %2835 = sext i32 %2834 to i64
  %2836 = mul i64 %2835, 2
  %2837 = getelementptr i8, ptr addrspace(1) %2, i64 %2836
  %2838 = load i16, ptr addrspace(1) %2837, align 2
  %2839 = bitcast i16 %2838 to half
  %2840 = fpext half %2839 to float
  %2841 = select i1 %46, float %2840, float 0.000000e+00
  %2842 = fmul float %59, %2778
  %2843 = fmul float %66, %2787
  %2844 = fadd float %2843, %2842
  %2845 = fmul float %73, %2796
  %2846 = fadd float %2845, %2844
  %2847 = fmul float %80, %2805
  %2848 = fadd float %2847, %2846
  %2849 = fmul float %87, %2814
  %2850 = fadd float %2849, %2848
  %2851 = fmul float %94, %2823
  %2852 = fadd float %2851, %2850
  %2853 = fmul float %101, %2832
  %2854 = fadd float %2853, %2852
  %2855 = fmul float %108, %2841
  %2856 = fadd float %2855, %2854
  %2857 = fmul float %121, %2778
  %2858 = fmul float %128, %2787
  %2859 = fadd float %2858, %2857
  %2860 = fmul float %135, %2796
  %2861 = fadd float %2860, %2859
  %2862 = fmul float %142, %2805
  %2863 = fadd float %2862, %2861
  %2864 = fmul float %149, %2814
  %2865 = fadd float %2864, %2863
  %2866 = fmul float %156, %2823
  %2867 = fadd float %2866, %2865
  %2868 = fmul float %163, %2832
  %2869 = fadd float %2868, %2867
  %2870 = fmul float %170, %2841
  %2871 = fadd float %2870, %2869
  %2872 = fmul float %183, %2778
  %2873 = fmul float %190, %2787
  %2874 = fadd float %2873, %2872
  %2875 = fmul float %197, %2796
  %2876 = fadd float %2875, %2874
  %2877 = fmul float %204, %2805
  %2878 = fadd float %2877, %2876
  %2879 = fmul float %211, %2814
  %2880 = fadd float %2879, %2878
  %2881 = fmul float %218, %2823
  %2882 = fadd float %2881, %2880
  %2883 = fmul float %225, %2832
  %2884 = fadd float %2883, %2882
  %2885 = fmul float %232, %2841
  %2886 = fadd float %2885, %2884
  %2887 = fmul float %245, %2778
  %2888 = fmul float %252, %2787
  %2889 = fadd float %2888, %2887
  %2890 = fmul float %259, %2796
  %2891 = fadd float %2890, %2889
  %2892 = fmul float %266, %2805
  %2893 = fadd float %2892, %2891
  %2894 = fmul float %273, %2814
  %2895 = fadd float %2894, %2893
  %2896 = fmul float %280, %2823
  %2897 = fadd float %2896, %2895
  %2898 = fmul float %287, %2832
  %2899 = fadd float %2898, %2897
  %2900 = fmul float %294, %2841
  %2901 = fadd float %2900, %2899
  %2902 = add i32 %2073, 6
  %2903 = icmp sgt i32 %2902, %332
  %2904 = select i1 %2903, i32 %332, i32 %2902
  %2905 = mul i32 %2904, %5
  %2906 = add i32 %2905, %20
  %2907 = mul i32 %2906, %6
  %2908 = add i32 %2907, %31
  %2909 = select i1 %32, i32 %2908, i32 %2907
  %2910 = sext i32 %2909 to i64
  %2911 = mul i64 %2910, 2
  %2912 = getelementptr i8, ptr addrspace(1) %2, i64 %2911
  %2913 = load i16, ptr addrspace(1) %2912, align 2
  %2914 = bitcast i16 %2913 to half
  %2915 = fpext half %2914 to float
  %2916 = select i1 %32, float %2915, float 0.000000e+00
  %2917 = add i32 %2907, %33
  %2918 = select i1 %34, i32 %2917, i32 %2907
  %2919 = sext i32 %2918 to i64
  %2920 = mul i64 %2919, 2
  %2921 = getelementptr i8, ptr addrspace(1) %2, i64 %2920
  %2922 = load i16, ptr addrspace(1) %2921, align 2
  %2923 = bitcast i16 %2922 to half
  %2924 = fpext half %2923 to float
  %2925 = select i1 %34, float %2924, float 0.000000e+00
  %2926 = add i32 %2907, %35
  %2927 = select i1 %36, i32 %2926, i32 %2907
  %2928 = sext i32 %2927 to i64
  %2929 = mul i64 %2928, 2
  %2930 = getelementptr i8, ptr addrspace(1) %2, i64 %2929
  %2931 = load i16, ptr addrspace(1) %2930, align 2
  %2932 = bitcast i16 %2931 to half
  %2933 = fpext half %2932 to float
  %2934 = select i1 %36, float %2933, float 0.000000e+00
  %2935 = add i32 %2907, %37
  %2936 = select i1 %38, i32 %2935, i32 %2907
  %2937 = sext i32 %2936 to i64
  %2938 = mul i64 %2937, 2
  %2939 = getelementptr i8, ptr addrspace(1) %2, i64 %2938
  %2940 = load i16, ptr addrspace(1) %2939, align 2
  %2941 = bitcast i16 %2940 to half
  %2942 = fpext half %2941 to float
  %2943 = select i1 %38, float %2942, float 0.000000e+00
  %2944 = add i32 %2907, %39
  %2945 = select i1 %40, i32 %2944, i32 %2907
  %2946 = sext i32 %2945 to i64
  %2947 = mul i64 %2946, 2
  %2948 = getelementptr i8, ptr addrspace(1) %2, i64 %2947
  %2949 = load i16, ptr addrspace(1) %2948, align 2
  %2950 = bitcast i16 %2949 to half
  %2951 = fpext half %2950 to float
  %2952 = select i1 %40, float %2951, float 0.000000e+00
  %2953 = add i32 %2907, %41
  %2954 = select i1 %42, i32 %2953, i32 %2907
  %2955 = sext i32 %2954 to i64
  %2956 = mul i64 %2955, 2
  %2957 = getelementptr i8, ptr addrspace(1) %2, i64 %2956
  %2958 = load i16, ptr addrspace(1) %2957, align 2
  %2959 = bitcast i16 %2958 to half
  %2960 = fpext half %2959 to float
  %2961 = select i1 %42, float %2960, float 0.000000e+00
  %2962 = add i32 %2907, %43
  %2963 = select i1 %44, i32 %2962, i32 %2907
  %2964 = sext i32 %2963 to i64
  %2965 = mul i64 %2964, 2
  %2966 = getelementptr i8, ptr addrspace(1) %2, i64 %2965
  %2967 = load i16, ptr addrspace(1) %2966, align 2
  %2968 = bitcast i16 %2967 to half
  %2969 = fpext half %2968 to float
  %2970 = select i1 %44, float %2969, float 0.000000e+00
  %2971 = add i32 %2907, %45
  %2972 = select i1 %46, i32 %2971, i32 %2907
  %2973 = sext i32 %2972 to i64
  %2974 = mul i64 %2973, 2
  %2975 = getelementptr i8, ptr addrspace(1) %2, i64 %2974
  %2976 = load i16, ptr addrspace(1) %2975, align 2
  %2977 = bitcast i16 %2976 to half
  %2978 = fpext half %2977 to float
  %2979 = select i1 %46, float %2978, float 0.000000e+00
  %2980 = fmul float %59, %2916
  %2981 = fmul float %66, %2925
  %2982 = fadd float %2981, %2980
  %2983 = fmul float %73, %2934
  %2984 = fadd float %2983, %2982
  %2985 = fmul float %80, %2943
  %2986 = fadd float %2985, %2984
  %2987 = fmul float %87, %2952
  %2988 = fadd float %2987, %2986
  %2989 = fmul float %94, %2961
  %2990 = fadd float %2989, %2988
  %2991 = fmul float %101, %2970
  %2992 = fadd float %2991, %2990
  %2993 = fmul float %108, %2979
  %2994 = fadd float %2993, %2992
  %2995 = fmul float %121, %2916
  %2996 = fmul float %128, %2925
  %2997 = fadd float %2996, %2995
  %2998 = fmul float %135, %2934
  %2999 = fadd float %2998, %2997
  %3000 = fmul float %142, %2943
  %3001 = fadd float %3000, %2999
  %3002 = fmul float %149, %2952
  %3003 = fadd float %3002, %3001
  %3004 = fmul float %156, %2961
  %3005 = fadd float %3004, %3003
  %3006 = fmul float %163, %2970
  %3007 = fadd float %3006, %3005
  %3008 = fmul float %170, %2979
  %3009 = fadd float %3008, %3007
  %3010 = fmul float %183, %2916
  %3011 = fmul float %190, %2925
  %3012 = fadd float %3011, %3010
  %3013 = fmul float %197, %2934
  %3014 = fadd float %3013, %3012
  %3015 = fmul float %204, %2943
  %3016 = fadd float %3015, %3014
  %3017 = fmul float %211, %2952
  %3018 = fadd float %3017, %3016
  %3019 = fmul float %218, %2961
  %3020 = fadd float %3019, %3018
  %3021 = fmul float %225, %2970
  %3022 = fadd float %3021, %3020
  %3023 = fmul float %232, %2979
  %3024 = fadd float %3023, %3022
  %3025 = fmul float %245, %2916
  %3026 = fmul float %252, %2925
  %3027 = fadd float %3026, %3025
  %3028 = fmul float %259, %2934
  %3029 = fadd float %3028, %3027
  %3030 = fmul float %266, %2943
  %3031 = fadd float %3030, %3029
  %3032 = fmul float %273, %2952
  %3033 = fadd float %3032, %3031
  %3034 = fmul float %280, %2961
  %3035 = fadd float %3034, %3033
  %3036 = fmul float %287, %2970
  %3037 = fadd float %3036, %3035
  %3038 = fmul float %294, %2979
  %3039 = fadd float %3038, %3037
  %3040 = add i32 %2073, 7
  %3041 = icmp sgt i32 %3040, %332
  %3042 = select i1 %3041, i32 %332, i32 %3040
  %3043 = mul i32 %3042, %5
  %3044 = add i32 %3043, %20
  %3045 = mul i32 %3044, %6
  %3046 = add i32 %3045, %31
  %3047 = select i1 %32, i32 %3046, i32 %3045
  %3048 = sext i32 %3047 to i64
  %3049 = mul i64 %3048, 2
  %3050 = getelementptr i8, ptr addrspace(1) %2, i64 %3049
  %3051 = load i16, ptr addrspace(1) %3050, align 2
  %3052 = bitcast i16 %3051 to half
  %3053 = fpext half %3052 to float
  %3054 = select i1 %32, float %3053, float 0.000000e+00
  %3055 = add i32 %3045, %33
  %3056 = select i1 %34, i32 %3055, i32 %3045
  %3057 = sext i32 %3056 to i64
  %3058 = mul i64 %3057, 2
  %3059 = getelementptr i8, ptr addrspace(1) %2, i64 %3058
  %3060 = load i16, ptr addrspace(1) %3059, align 2
  %3061 = bitcast i16 %3060 to half
  %3062 = fpext half %3061 to float
  %3063 = select i1 %34, float %3062, float 0.000000e+00
  %3064 = add i32 %3045, %35
  %3065 = select i1 %36, i32 %3064, i32 %3045
  %3066 = sext i32 %3065 to i64
  %3067 = mul i64 %3066, 2
  %3068 = getelementptr i8, ptr addrspace(1) %2, i64 %3067
  %3069 = load i16, ptr addrspace(1) %3068, align 2
  %3070 = bitcast i16 %3069 to half
  %3071 = fpext half %3070 to float
  %3072 = select i1 %36, float %3071, float 0.000000e+00
  %3073 = add i32 %3045, %37
  %3074 = select i1 %38, i32 %3073, i32 %3045
  %3075 = sext i32 %3074 to i64
  %3076 = mul i64 %3075, 2
  %3077 = getelementptr i8, ptr addrspace(1) %2, i64 %3076
  %3078 = load i16, ptr addrspace(1) %3077, align 2
  %3079 = bitcast i16 %3078 to half
  %3080 = fpext half %3079 to float
  %3081 = select i1 %38, float %3080, float 0.000000e+00
  %3082 = add i32 %3045, %39
  %3083 = select i1 %40, i32 %3082, i32 %3045
  %3084 = sext i32 %3083 to i64
  %3085 = mul i64 %3084, 2
  %3086 = getelementptr i8, ptr addrspace(1) %2, i64 %3085
  %3087 = load i16, ptr addrspace(1) %3086, align 2
  %3088 = bitcast i16 %3087 to half
  %3089 = fpext half %3088 to float
  %3090 = select i1 %40, float %3089, float 0.000000e+00
  %3091 = add i32 %3045, %41
  %3092 = select i1 %42, i32 %3091, i32 %3045
  %3093 = sext i32 %3092 to i64
  %3094 = mul i64 %3093, 2
  %3095 = getelementptr i8, ptr addrspace(1) %2, i64 %3094
  %3096 = load i16, ptr addrspace(1) %3095, align 2
  %3097 = bitcast i16 %3096 to half
  %3098 = fpext half %3097 to float
  %3099 = select i1 %42, float %3098, float 0.000000e+00
  %3100 = add i32 %3045, %43
  %3101 = select i1 %44, i32 %3100, i32 %3045
  %3102 = sext i32 %3101 to i64
  %3103 = mul i64 %3102, 2
  %3104 = getelementptr i8, ptr addrspace(1) %2, i64 %3103
  %3105 = load i16, ptr addrspace(1) %3104, align 2
  %3106 = bitcast i16 %3105 to half
  %3107 = fpext half %3106 to float
  %3108 = select i1 %44, float %3107, float 0.000000e+00
  %3109 = add i32 %3045, %45
  %3110 = select i1 %46, i32 %3109, i32 %3045
  %3111 = sext i32 %3110 to i64
  %3112 = mul i64 %3111, 2
  %3113 = getelementptr i8, ptr addrspace(1) %2, i64 %3112
  %3114 = load i16, ptr addrspace(1) %3113, align 2
  %3115 = bitcast i16 %3114 to half
  %3116 = fpext half %3115 to float
  %3117 = select i1 %46, float %3116, float 0.000000e+00
  %3118 = fmul float %59, %3054
  %3119 = fmul float %66, %3063
  %3120 = fadd float %3119, %3118
  %3121 = fmul float %73, %3072
  %3122 = fadd float %3121, %3120
  %3123 = fmul float %80, %3081
  %3124 = fadd float %3123, %3122
  %3125 = fmul float %87, %3090
  %3126 = fadd float %3125, %3124
  %3127 = fmul float %94, %3099
  %3128 = fadd float %3127, %3126
  %3129 = fmul float %101, %3108
  %3130 = fadd float %3129, %3128
  %3131 = fmul float %108, %3117
  %3132 = fadd float %3131, %3130
  %3133 = fmul float %121, %3054
  %3134 = fmul float %128, %3063
  %3135 = fadd float %3134, %3133
  %3136 = fmul float %135, %3072
  %3137 = fadd float %3136, %3135
  %3138 = fmul float %142, %3081
  %3139 = fadd float %3138, %3137
  %3140 = fmul float %149, %3090
  %3141 = fadd float %3140, %3139
  %3142 = fmul float %156, %3099
  %3143 = fadd float %3142, %3141
  %3144 = fmul float %163, %3108
  %3145 = fadd float %3144, %3143
  %3146 = fmul float %170, %3117
  %3147 = fadd float %3146, %3145
  %3148 = fmul float %183, %3054
  %3149 = fmul float %190, %3063
  %3150 = fadd float %3149, %3148
  %3151 = fmul float %197, %3072
  %3152 = fadd float %3151, %3150
  %3153 = fmul float %204, %3081
  %3154 = fadd float %3153, %3152
  %3155 = fmul float %211, %3090
  %3156 = fadd float %3155, %3154
  %3157 = fmul float %218, %3099
  %3158 = fadd float %3157, %3156
  %3159 = fmul float %225, %3108
  %3160 = fadd float %3159, %3158
  %3161 = fmul float %232, %3117
  %3162 = fadd float %3161, %3160
  %3163 = fmul float %245, %3054
  %3164 = fmul float %252, %3063
  %3165 = fadd float %3164, %3163
  %3166 = fmul float %259, %3072
  %3167 = fadd float %3166, %3165
  %3168 = fmul float %266, %3081
  %3169 = fadd float %3168, %3167
  %3170 = fmul float %273, %3090
  %3171 = fadd float %3170, %3169
  %3172 = fmul float %280, %3099
  %3173 = fadd float %3172, %3171
  %3174 = fmul float %287, %3108
  %3175 = fadd float %3174, %3173
  %3176 = fmul float %294, %3117
  %3177 = fadd float %3176, %3175
  %3178 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3179 = and i32 %3178, 31
  %3180 = and i32 %3179, 16
  %3181 = icmp ne i32 %3180, 0
  %3182 = select i1 %3181, float %2196, float %2166
  %3183 = select i1 %3181, float %2166, float %2196
  %3184 = bitcast float %3183 to i32
  %3185 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3184, i32 16, i32 31)
  %3186 = bitcast i32 %3185 to float
  %3187 = fadd float %3182, %3186
  %3188 = select i1 %3181, float %2334, float %2304
  %3189 = select i1 %3181, float %2304, float %2334
  %3190 = bitcast float %3189 to i32
  %3191 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3190, i32 16, i32 31)
  %3192 = bitcast i32 %3191 to float
  %3193 = fadd float %3188, %3192
  %3194 = select i1 %3181, float %2472, float %2442
  %3195 = select i1 %3181, float %2442, float %2472
  %3196 = bitcast float %3195 to i32
  %3197 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3196, i32 16, i32 31)
  %3198 = bitcast i32 %3197 to float
  %3199 = fadd float %3194, %3198
  %3200 = select i1 %3181, float %2610, float %2580
  %3201 = select i1 %3181, float %2580, float %2610
  %3202 = bitcast float %3201 to i32
  %3203 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3202, i32 16, i32 31)
  %3204 = bitcast i32 %3203 to float
  %3205 = fadd float %3200, %3204
  %3206 = select i1 %3181, float %2748, float %2718
  %3207 = select i1 %3181, float %2718, float %2748
  %3208 = bitcast float %3207 to i32
  %3209 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3208, i32 16, i32 31)
  %3210 = bitcast i32 %3209 to float
  %3211 = fadd float %3206, %3210
  %3212 = select i1 %3181, float %2886, float %2856
  %3213 = select i1 %3181, float %2856, float %2886
  %3214 = bitcast float %3213 to i32
  %3215 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3214, i32 16, i32 31)
  %3216 = bitcast i32 %3215 to float
  %3217 = fadd float %3212, %3216
  %3218 = select i1 %3181, float %3024, float %2994
  %3219 = select i1 %3181, float %2994, float %3024
  %3220 = bitcast float %3219 to i32
  %3221 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3220, i32 16, i32 31)
  %3222 = bitcast i32 %3221 to float
  %3223 = fadd float %3218, %3222
  %3224 = select i1 %3181, float %3162, float %3132
  %3225 = select i1 %3181, float %3132, float %3162
  %3226 = bitcast float %3225 to i32
  %3227 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3226, i32 16, i32 31)
  %3228 = bitcast i32 %3227 to float
  %3229 = fadd float %3224, %3228
  %3230 = select i1 %3181, float %2211, float %2181
  %3231 = select i1 %3181, float %2181, float %2211
  %3232 = bitcast float %3231 to i32
  %3233 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3232, i32 16, i32 31)
  %3234 = bitcast i32 %3233 to float
  %3235 = fadd float %3230, %3234
  %3236 = select i1 %3181, float %2349, float %2319
  %3237 = select i1 %3181, float %2319, float %2349
  %3238 = bitcast float %3237 to i32
  %3239 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3238, i32 16, i32 31)
  %3240 = bitcast i32 %3239 to float
  %3241 = fadd float %3236, %3240
  %3242 = select i1 %3181, float %2487, float %2457
  %3243 = select i1 %3181, float %2457, float %2487
  %3244 = bitcast float %3243 to i32
  %3245 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3244, i32 16, i32 31)
  %3246 = bitcast i32 %3245 to float
  %3247 = fadd float %3242, %3246
  %3248 = select i1 %3181, float %2625, float %2595
  %3249 = select i1 %3181, float %2595, float %2625
  %3250 = bitcast float %3249 to i32
  %3251 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3250, i32 16, i32 31)
  %3252 = bitcast i32 %3251 to float
  %3253 = fadd float %3248, %3252
  %3254 = select i1 %3181, float %2763, float %2733
  %3255 = select i1 %3181, float %2733, float %2763
  %3256 = bitcast float %3255 to i32
  %3257 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3256, i32 16, i32 31)
  %3258 = bitcast i32 %3257 to float
  %3259 = fadd float %3254, %3258
  %3260 = select i1 %3181, float %2901, float %2871
  %3261 = select i1 %3181, float %2871, float %2901
  %3262 = bitcast float %3261 to i32
  %3263 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3262, i32 16, i32 31)
  %3264 = bitcast i32 %3263 to float
  %3265 = fadd float %3260, %3264
  %3266 = select i1 %3181, float %3039, float %3009
  %3267 = select i1 %3181, float %3009, float %3039
  %3268 = bitcast float %3267 to i32
  %3269 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3268, i32 16, i32 31)
  %3270 = bitcast i32 %3269 to float
  %3271 = fadd float %3266, %3270
  %3272 = select i1 %3181, float %3177, float %3147
  %3273 = select i1 %3181, float %3147, float %3177
  %3274 = bitcast float %3273 to i32
  %3275 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3274, i32 16, i32 31)
  %3276 = bitcast i32 %3275 to float
  %3277 = fadd float %3272, %3276
  %3278 = and i32 %3179, 8
  %3279 = icmp ne i32 %3278, 0
  %3280 = select i1 %3279, float %3235, float %3187
  %3281 = select i1 %3279, float %3187, float %3235
  %3282 = bitcast float %3281 to i32
  %3283 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3282, i32 8, i32 31)
  %3284 = bitcast i32 %3283 to float
  %3285 = fadd float %3280, %3284
  %3286 = select i1 %3279, float %3241, float %3193
  %3287 = select i1 %3279, float %3193, float %3241
  %3288 = bitcast float %3287 to i32
  %3289 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3288, i32 8, i32 31)
  %3290 = bitcast i32 %3289 to float
  %3291 = fadd float %3286, %3290
  %3292 = select i1 %3279, float %3247, float %3199
  %3293 = select i1 %3279, float %3199, float %3247
  %3294 = bitcast float %3293 to i32
  %3295 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3294, i32 8, i32 31)
  %3296 = bitcast i32 %3295 to float
  %3297 = fadd float %3292, %3296
  %3298 = select i1 %3279, float %3253, float %3205
  %3299 = select i1 %3279, float %3205, float %3253
  %3300 = bitcast float %3299 to i32
  %3301 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3300, i32 8, i32 31)
  %3302 = bitcast i32 %3301 to float
  %3303 = fadd float %3298, %3302
  %3304 = select i1 %3279, float %3259, float %3211
  %3305 = select i1 %3279, float %3211, float %3259
  %3306 = bitcast float %3305 to i32
  %3307 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3306, i32 8, i32 31)
  %3308 = bitcast i32 %3307 to float
  %3309 = fadd float %3304, %3308
  %3310 = select i1 %3279, float %3265, float %3217
  %3311 = select i1 %3279, float %3217, float %3265
  %3312 = bitcast float %3311 to i32
  %3313 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3312, i32 8, i32 31)
  %3314 = bitcast i32 %3313 to float
  %3315 = fadd float %3310, %3314
  %3316 = select i1 %3279, float %3271, float %3223
  %3317 = select i1 %3279, float %3223, float %3271
  %3318 = bitcast float %3317 to i32
  %3319 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3318, i32 8, i32 31)
  %3320 = bitcast i32 %3319 to float
  %3321 = fadd float %3316, %3320
  %3322 = select i1 %3279, float %3277, float %3229
  %3323 = select i1 %3279, float %3229, float %3277
  %3324 = bitcast float %3323 to i32
  %3325 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3324, i32 8, i32 31)
  %3326 = bitcast i32 %3325 to float
  %3327 = fadd float %3322, %3326
  %3328 = and i32 %3179, 4
  %3329 = icmp ne i32 %3328, 0
  %3330 = select i1 %3329, float %3309, float %3285
  %3331 = select i1 %3329, float %3285, float %3309
  %3332 = bitcast float %3331 to i32
  %3333 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3332, i32 4, i32 31)
  %3334 = bitcast i32 %3333 to float
  %3335 = fadd float %3330, %3334
  %3336 = select i1 %3329, float %3315, float %3291
  %3337 = select i1 %3329, float %3291, float %3315
  %3338 = bitcast float %3337 to i32
  %3339 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3338, i32 4, i32 31)
  %3340 = bitcast i32 %3339 to float
  %3341 = fadd float %3336, %3340
  %3342 = select i1 %3329, float %3321, float %3297
  %3343 = select i1 %3329, float %3297, float %3321
  %3344 = bitcast float %3343 to i32
  %3345 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3344, i32 4, i32 31)
  %3346 = bitcast i32 %3345 to float
  %3347 = fadd float %3342, %3346
  %3348 = select i1 %3329, float %3327, float %3303
  %3349 = select i1 %3329, float %3303, float %3327
  %3350 = bitcast float %3349 to i32
  %3351 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3350, i32 4, i32 31)
  %3352 = bitcast i32 %3351 to float
  %3353 = fadd float %3348, %3352
  %3354 = and i32 %3179, 2
  %3355 = icmp ne i32 %3354, 0
  %3356 = select i1 %3355, float %3347, float %3335
  %3357 = select i1 %3355, float %3335, float %3347
  %3358 = bitcast float %3357 to i32
  %3359 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3358, i32 2, i32 31)
  %3360 = bitcast i32 %3359 to float
  %3361 = fadd float %3356, %3360
  %3362 = select i1 %3355, float %3353, float %3341
  %3363 = select i1 %3355, float %3341, float %3353
  %3364 = bitcast float %3363 to i32
  %3365 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3364, i32 2, i32 31)
  %3366 = bitcast i32 %3365 to float
  %3367 = fadd float %3362, %3366
  %3368 = and i32 %3179, 1
  %3369 = icmp ne i32 %3368, 0
  %3370 = select i1 %3369, float %3367, float %3361
  %3371 = select i1 %3369, float %3361, float %3367
  %3372 = bitcast float %3371 to i32
  %3373 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3372, i32 1, i32 31)
  %3374 = bitcast i32 %3373 to float
  %3375 = fadd float %3370, %3374
  %3376 = add i32 %2073, %296
  %3377 = icmp slt i32 %3376, %301
  %3378 = icmp sge i32 %3376, %306
  %3379 = and i1 %3377, %3378
  %3380 = fmul float %3375, %8
  %3381 = select i1 %3379, float %3380, float 0xFFF0000000000000
  %3382 = bitcast float %3381 to i32
  %3383 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3382, i32 4, i32 31)
  %3384 = bitcast i32 %3383 to float
  %3385 = fcmp ogt float %3381, %3384
  %3386 = select i1 %3385, float %3381, float %3384
  %3387 = bitcast float %3386 to i32
  %3388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3387, i32 2, i32 31)
  %3389 = bitcast i32 %3388 to float
  %3390 = fcmp ogt float %3386, %3389
  %3391 = select i1 %3390, float %3386, float %3389
  %3392 = bitcast float %3391 to i32
  %3393 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3392, i32 1, i32 31)
  %3394 = bitcast i32 %3393 to float
  %3395 = fcmp ogt float %3391, %3394
  %3396 = select i1 %3395, float %3391, float %3394
  %3397 = load float, ptr %v32, align 4
  %3398 = fcmp ogt float %3397, %3396
  %3399 = select i1 %3398, float %3397, float %3396
  %3400 = fcmp oeq float %3397, 0xFFF0000000000000
  %3401 = fsub float %3397, %3399
  %3402 = fmul float %3401, 0x3FF7154760000000
  %3403 = fcmp olt float %3402, -1.260000e+02
  %3404 = fcmp ogt float %3402, 1.270000e+02
  %3405 = select i1 %3403, float -1.260000e+02, float %3402
  %3406 = select i1 %3404, float 1.270000e+02, float %3405
  %3407 = fadd float %3406, 5.000000e-01
  %3408 = call float @llvm.floor.f32(float %3407)
  %3409 = fsub float %3406, %3408
  %3410 = fmul float 0x3EEFFCBFC0000000, %3409
  %3411 = fadd float %3410, 0x3F24309120000000
  %3412 = fmul float %3411, %3409
  %3413 = fadd float %3412, 0x3F55D87FE0000000
  %3414 = fmul float %3413, %3409
  %3415 = fadd float %3414, 0x3F83B2AB60000000
  %3416 = fmul float %3415, %3409
  %3417 = fadd float %3416, 0x3FAC6B08E0000000
  %3418 = fmul float %3417, %3409
  %3419 = fadd float %3418, 0x3FCEBFBE00000000
  %3420 = fmul float %3419, %3409
  %3421 = fadd float %3420, 0x3FE62E4300000000
  %3422 = fmul float %3421, %3409
  %3423 = fadd float %3422, 1.000000e+00
  %3424 = fptosi float %3408 to i32
  %3425 = add i32 %3424, 127
  %3426 = shl i32 %3425, 23
  %3427 = bitcast i32 %3426 to float
  %3428 = fmul float %3423, %3427
  %3429 = select i1 %3403, float 0.000000e+00, float %3428
  %3430 = select i1 %3404, float 0x7FF0000000000000, float %3429
  %3431 = fcmp uno float %3402, %3402
  %3432 = select i1 %3431, float %3402, float %3430
  %3433 = select i1 %3400, float 0.000000e+00, float %3432
  %3434 = fsub float %3381, %3399
  %3435 = fmul float %3434, 0x3FF7154760000000
  %3436 = fcmp olt float %3435, -1.260000e+02
  %3437 = fcmp ogt float %3435, 1.270000e+02
  %3438 = select i1 %3436, float -1.260000e+02, float %3435
  %3439 = select i1 %3437, float 1.270000e+02, float %3438
  %3440 = fadd float %3439, 5.000000e-01
  %3441 = call float @llvm.floor.f32(float %3440)
  %3442 = fsub float %3439, %3441
  %3443 = fmul float 0x3EEFFCBFC0000000, %3442
  %3444 = fadd float %3443, 0x3F24309120000000
  %3445 = fmul float %3444, %3442
  %3446 = fadd float %3445, 0x3F55D87FE0000000
  %3447 = fmul float %3446, %3442
  %3448 = fadd float %3447, 0x3F83B2AB60000000
  %3449 = fmul float %3448, %3442
  %3450 = fadd float %3449, 0x3FAC6B08E0000000
  %3451 = fmul float %3450, %3442
  %3452 = fadd float %3451, 0x3FCEBFBE00000000
  %3453 = fmul float %3452, %3442
  %3454 = fadd float %3453, 0x3FE62E4300000000
  %3455 = fmul float %3454, %3442
  %3456 = fadd float %3455, 1.000000e+00
  %3457 = fptosi float %3441 to i32
  %3458 = add i32 %3457, 127
  %3459 = shl i32 %3458, 23
  %3460 = bitcast i32 %3459 to float
  %3461 = fmul float %3456, %3460
  %3462 = select i1 %3436, float 0.000000e+00, float %3461
  %3463 = select i1 %3437, float 0x7FF0000000000000, float %3462
  %3464 = fcmp uno float %3435, %3435
  %3465 = select i1 %3464, float %3435, float %3463
  %3466 = select i1 %3379, float %3465, float 0.000000e+00
  %3467 = bitcast float %3466 to i32
  %3468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3467, i32 4, i32 31)
  %3469 = bitcast i32 %3468 to float
  %3470 = fadd float %3466, %3469
  %3471 = bitcast float %3470 to i32
  %3472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3471, i32 2, i32 31)
  %3473 = bitcast i32 %3472 to float
  %3474 = fadd float %3470, %3473
  %3475 = bitcast float %3474 to i32
  %3476 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3475, i32 1, i32 31)
  %3477 = bitcast i32 %3476 to float
  %3478 = fadd float %3474, %3477
  %3479 = load float, ptr %v33, align 4
  %3480 = fmul float %3479, %3433
  %3481 = fadd float %3480, %3478
  store float %3481, ptr %v33, align 4
  store float %3399, ptr %v32, align 4
  %3482 = bitcast float %3433 to i32
  %3483 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3482, i32 0, i32 31)
  %3484 = bitcast i32 %3483 to float
  %3485 = load float, ptr %v, align 4
  %3486 = fmul float %3485, %3484
  store float %3486, ptr %v, align 4
  %3487 = load float, ptr %v1, align 4
  %3488 = fmul float %3487, %3484
  store float %3488, ptr %v1, align 4
  %3489 = load float, ptr %v2, align 4
  %3490 = fmul float %3489, %3484
  store float %3490, ptr %v2, align 4
  %3491 = load float, ptr %v3, align 4
  %3492 = fmul float %3491, %3484
  store float %3492, ptr %v3, align 4
  %3493 = load float, ptr %v4, align 4
  %3494 = fmul float %3493, %3484
  store float %3494, ptr %v4, align 4
  %3495 = load float, ptr %v5, align 4
  %3496 = fmul float %3495, %3484
  store float %3496, ptr %v5, align 4
  %3497 = load float, ptr %v6, align 4
  %3498 = fmul float %3497, %3484
  store float %3498, ptr %v6, align 4
  %3499 = load float, ptr %v7, align 4
  %3500 = fmul float %3499, %3484
  store float %3500, ptr %v7, align 4
  %3501 = bitcast float %3433 to i32
  %3502 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3501, i32 8, i32 31)
  %3503 = bitcast i32 %3502 to float
  %3504 = load float, ptr %v8, align 4
  %3505 = fmul float %3504, %3503
  store float %3505, ptr %v8, align 4
  %3506 = load float, ptr %v9, align 4
  %3507 = fmul float %3506, %3503
  store float %3507, ptr %v9, align 4
  %3508 = load float, ptr %v10, align 4
  %3509 = fmul float %3508, %3503
  store float %3509, ptr %v10, align 4
  %3510 = load float, ptr %v11, align 4
  %3511 = fmul float %3510, %3503
  store float %3511, ptr %v11, align 4
  %3512 = load float, ptr %v12, align 4
  %3513 = fmul float %3512, %3503
  store float %3513, ptr %v12, align 4
  %3514 = load float, ptr %v13, align 4
  %3515 = fmul float %3514, %3503
  store float %3515, ptr %v13, align 4
  %3516 = load float, ptr %v14, align 4
  %3517 = fmul float %3516, %3503
  store float %3517, ptr %v14, align 4
  %3518 = load float, ptr %v15, align 4
  %3519 = fmul float %3518, %3503
  store float %3519, ptr %v15, align 4
  %3520 = bitcast float %3433 to i32
  %3521 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3520, i32 16, i32 31)
  %3522 = bitcast i32 %3521 to float
  %3523 = load float, ptr %v16, align 4
  %3524 = fmul float %3523, %3522
  store float %3524, ptr %v16, align 4
  %3525 = load float, ptr %v17, align 4
  %3526 = fmul float %3525, %3522
  store float %3526, ptr %v17, align 4
  %3527 = load float, ptr %v18, align 4
  %3528 = fmul float %3527, %3522
  store float %3528, ptr %v18, align 4
  %3529 = load float, ptr %v19, align 4
  %3530 = fmul float %3529, %3522
  store float %3530, ptr %v19, align 4
  %3531 = load float, ptr %v20, align 4
  %3532 = fmul float %3531, %3522
  store float %3532, ptr %v20, align 4
  %3533 = load float, ptr %v21, align 4
  %3534 = fmul float %3533, %3522
  store float %3534, ptr %v21, align 4
  %3535 = load float, ptr %v22, align 4
  %3536 = fmul float %3535, %3522
  store float %3536, ptr %v22, align 4
  %3537 = load float, ptr %v23, align 4
  %3538 = fmul float %3537, %3522
  store float %3538, ptr %v23, align 4
  %3539 = bitcast float %3433 to i32
  %3540 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3539, i32 24, i32 31)
  %3541 = bitcast i32 %3540 to float
  %3542 = load float, ptr %v24, align 4
  %3543 = fmul float %3542, %3541
  store float %3543, ptr %v24, align 4
  %3544 = load float, ptr %v25, align 4
  %3545 = fmul float %3544, %3541
  store float %3545, ptr %v25, align 4
  %3546 = load float, ptr %v26, align 4
  %3547 = fmul float %3546, %3541
  store float %3547, ptr %v26, align 4
  %3548 = load float, ptr %v27, align 4
  %3549 = fmul float %3548, %3541
  store float %3549, ptr %v27, align 4
  %3550 = load float, ptr %v28, align 4
  %3551 = fmul float %3550, %3541
  store float %3551, ptr %v28, align 4
  %3552 = load float, ptr %v29, align 4
  %3553 = fmul float %3552, %3541
  store float %3553, ptr %v29, align 4
  %3554 = load float, ptr %v30, align 4
  %3555 = fmul float %3554, %3541
  store float %3555, ptr %v30, align 4
  %3556 = load float, ptr %v31, align 4
  %3557 = fmul float %3556, %3541
  store float %3557, ptr %v31, align 4
  %3558 = add i32 %2073, 0
  %3559 = icmp sgt i32 %3558, %332
  %3560 = select i1 %3559, i32 %332, i32 %3558
  %3561 = mul i32 %3560, %5
  %3562 = add i32 %3561, %20
  %3563 = mul i32 %3562, %6
  %3564 = add i32 %3563, %31
  %3565 = select i1 %32, i32 %3564, i32 %3563
  %3566 = sext i32 %3565 to i64
  %3567 = mul i64 %3566, 2
  %3568 = getelementptr i8, ptr addrspace(1) %3, i64 %3567
  %3569 = load i16, ptr addrspace(1) %3568, align 2
  %3570 = bitcast i16 %3569 to half
  %3571 = fpext half %3570 to float
  %3572 = select i1 %32, float %3571, float 0.000000e+00
  %3573 = add i32 %3563, %33
  %3574 = select i1 %34, i32 %3573, i32 %3563
  %3575 = sext i32 %3574 to i64
  %3576 = mul i64 %3575, 2
  %3577 = getelementptr i8, ptr addrspace(1) %3, i64 %3576
  %3578 = load i16, ptr addrspace(1) %3577, align 2
  %3579 = bitcast i16 %3578 to half
  %3580 = fpext half %3579 to float
  %3581 = select i1 %34, float %3580, float 0.000000e+00
  %3582 = add i32 %3563, %35
  %3583 = select i1 %36, i32 %3582, i32 %3563
  %3584 = sext i32 %3583 to i64
  %3585 = mul i64 %3584, 2
  %3586 = getelementptr i8, ptr addrspace(1) %3, i64 %3585
  %3587 = load i16, ptr addrspace(1) %3586, align 2
  %3588 = bitcast i16 %3587 to half
  %3589 = fpext half %3588 to float
  %3590 = select i1 %36, float %3589, float 0.000000e+00
  %3591 = add i32 %3563, %37
  %3592 = select i1 %38, i32 %3591, i32 %3563
  %3593 = sext i32 %3592 to i64
  %3594 = mul i64 %3593, 2
  %3595 = getelementptr i8, ptr addrspace(1) %3, i64 %3594
  %3596 = load i16, ptr addrspace(1) %3595, align 2
  %3597 = bitcast i16 %3596 to half
  %3598 = fpext half %3597 to float
  %3599 = select i1 %38, float %3598, float 0.000000e+00
  %3600 = add i32 %3563, %39
  %3601 = select i1 %40, i32 %3600, i32 %3563
  %3602 = sext i32 %3601 to i64
  %3603 = mul i64 %3602, 2
  %3604 = getelementptr i8, ptr addrspace(1) %3, i64 %3603
  %3605 = load i16, ptr addrspace(1) %3604, align 2
  %3606 = bitcast i16 %3605 to half
  %3607 = fpext half %3606 to float
  %3608 = select i1 %40, float %3607, float 0.000000e+00
  %3609 = add i32 %3563, %41
  %3610 = select i1 %42, i32 %3609, i32 %3563
  %3611 = sext i32 %3610 to i64
  %3612 = mul i64 %3611, 2
  %3613 = getelementptr i8, ptr addrspace(1) %3, i64 %3612
  %3614 = load i16, ptr addrspace(1) %3613, align 2
  %3615 = bitcast i16 %3614 to half
  %3616 = fpext half %3615 to float
  %3617 = select i1 %42, float %3616, float 0.000000e+00
  %3618 = add i32 %3563, %43
  %3619 = select i1 %44, i32 %3618, i32 %3563
  %3620 = sext i32 %3619 to i64
  %3621 = mul i64 %3620, 2
  %3622 = getelementptr i8, ptr addrspace(1) %3, i64 %3621
  %3623 = load i16, ptr addrspace(1) %3622, align 2
  %3624 = bitcast i16 %3623 to half
  %3625 = fpext half %3624 to float
  %3626 = select i1 %44, float %3625, float 0.000000e+00
  %3627 = add i32 %3563, %45
  %3628 = select i1 %46, i32 %3627, i32 %3563
  %3629 = sext i32 %3628 to i64
  %3630 = mul i64 %3629, 2
  %3631 = getelementptr i8, ptr addrspace(1) %3, i64 %3630
  %3632 = load i16, ptr addrspace(1) %3631, align 2
  %3633 = bitcast i16 %3632 to half
  %3634 = fpext half %3633 to float
  %3635 = select i1 %46, float %3634, float 0.000000e+00
  %3636 = bitcast float %3466 to i32
  %3637 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3636, i32 0, i32 31)
  %3638 = bitcast i32 %3637 to float
  %3639 = load float, ptr %v, align 4
  %3640 = fmul float %3638, %3572
  %3641 = fadd float %3640, %3639
  store float %3641, ptr %v, align 4
  %3642 = load float, ptr %v1, align 4
  %3643 = fmul float %3638, %3581
  %3644 = fadd float %3643, %3642
  store float %3644, ptr %v1, align 4
  %3645 = load float, ptr %v2, align 4
  %3646 = fmul float %3638, %3590
  %3647 = fadd float %3646, %3645
  store float %3647, ptr %v2, align 4
  %3648 = load float, ptr %v3, align 4
  %3649 = fmul float %3638, %3599
  %3650 = fadd float %3649, %3648
  store float %3650, ptr %v3, align 4
  %3651 = load float, ptr %v4, align 4
  %3652 = fmul float %3638, %3608
  %3653 = fadd float %3652, %3651
  store float %3653, ptr %v4, align 4
  %3654 = load float, ptr %v5, align 4
  %3655 = fmul float %3638, %3617
  %3656 = fadd float %3655, %3654
  store float %3656, ptr %v5, align 4
  %3657 = load float, ptr %v6, align 4
  %3658 = fmul float %3638, %3626
  %3659 = fadd float %3658, %3657
  store float %3659, ptr %v6, align 4
  %3660 = load float, ptr %v7, align 4
  %3661 = fmul float %3638, %3635
  %3662 = fadd float %3661, %3660
  store float %3662, ptr %v7, align 4
  %3663 = bitcast float %3466 to i32
  %3664 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3663, i32 8, i32 31)
  %3665 = bitcast i32 %3664 to float
  %3666 = load float, ptr %v8, align 4
  %3667 = fmul float %3665, %3572
  %3668 = fadd float %3667, %3666
  store float %3668, ptr %v8, align 4
  %3669 = load float, ptr %v9, align 4
  %3670 = fmul float %3665, %3581
  %3671 = fadd float %3670, %3669
  store float %3671, ptr %v9, align 4
  %3672 = load float, ptr %v10, align 4
  %3673 = fmul float %3665, %3590
  %3674 = fadd float %3673, %3672
  store float %3674, ptr %v10, align 4
  %3675 = load float, ptr %v11, align 4
  %3676 = fmul float %3665, %3599
  %3677 = fadd float %3676, %3675
  store float %3677, ptr %v11, align 4
  %3678 = load float, ptr %v12, align 4
  %3679 = fmul float %3665, %3608
  %3680 = fadd float %3679, %3678
  store float %3680, ptr %v12, align 4
  %3681 = load float, ptr %v13, align 4
  %3682 = fmul float %3665, %3617
  %3683 = fadd float %3682, %3681
  store float %3683, ptr %v13, align 4
  %3684 = load float, ptr %v14, align 4
  %3685 = fmul float %3665, %3626
  %3686 = fadd float %3685, %3684
  store float %3686, ptr %v14, align 4
  %3687 = load float, ptr %v15, align 4
  %3688 = fmul float %3665, %3635
  %3689 = fadd float %3688, %3687
  store float %3689, ptr %v15, align 4
  %3690 = bitcast float %3466 to i32
  %3691 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3690, i32 16, i32 31)
  %3692 = bitcast i32 %3691 to float
  %3693 = load float, ptr %v16, align 4
  %3694 = fmul float %3692, %3572
  %3695 = fadd float %3694, %3693
  store float %3695, ptr %v16, align 4
  %3696 = load float, ptr %v17, align 4
  %3697 = fmul float %3692, %3581
  %3698 = fadd float %3697, %3696
  store float %3698, ptr %v17, align 4
  %3699 = load float, ptr %v18, align 4
  %3700 = fmul float %3692, %3590
  %3701 = fadd float %3700, %3699
  store float %3701, ptr %v18, align 4
  %3702 = load float, ptr %v19, align 4
  %3703 = fmul float %3692, %3599
  %3704 = fadd float %3703, %3702
  store float %3704, ptr %v19, align 4
  %3705 = load float, ptr %v20, align 4
  %3706 = fmul float %3692, %3608
  %3707 = fadd float %3706, %3705
  store float %3707, ptr %v20, align 4
  %3708 = load float, ptr %v21, align 4
  %3709 = fmul float %3692, %3617
  %3710 = fadd float %3709, %3708
  store float %3710, ptr %v21, align 4
  %3711 = load float, ptr %v22, align 4
  %3712 = fmul float %3692, %3626
  %3713 = fadd float %3712, %3711
  store float %3713, ptr %v22, align 4
  %3714 = load float, ptr %v23, align 4
  %3715 = fmul float %3692, %3635
  %3716 = fadd float %3715, %3714
  store float %3716, ptr %v23, align 4
  %3717 = bitcast float %3466 to i32
  %3718 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3717, i32 24, i32 31)
  %3719 = bitcast i32 %3718 to float
  %3720 = load float, ptr %v24, align 4
  %3721 = fmul float %3719, %3572
  %3722 = fadd float %3721, %3720
  store float %3722, ptr %v24, align 4
  %3723 = load float, ptr %v25, align 4
  %3724 = fmul float %3719, %3581
  %3725 = fadd float %3724, %3723
  store float %3725, ptr %v25, align 4
  %3726 = load float, ptr %v26, align 4
  %3727 = fmul float %3719, %3590
  %3728 = fadd float %3727, %3726
  store float %3728, ptr %v26, align 4
  %3729 = load float, ptr %v27, align 4
  %3730 = fmul float %3719, %3599
  %3731 = fadd float %3730, %3729
  store float %3731, ptr %v27, align 4
  %3732 = load float, ptr %v28, align 4
  %3733 = fmul float %3719, %3608
  %3734 = fadd float %3733, %3732
  store float %3734, ptr %v28, align 4
  %3735 = load float, ptr %v29, align 4
  %3736 = fmul float %3719, %3617
  %3737 = fadd float %3736, %3735
  store float %3737, ptr %v29, align 4
  %3738 = load float, ptr %v30, align 4
  %3739 = fmul float %3719, %3626
  %3740 = fadd float %3739, %3738
  store float %3740, ptr %v30, align 4
  %3741 = load float, ptr %v31, align 4
  %3742 = fmul float %3719, %3635
  %3743 = fadd float %3742, %3741
  store float %3743, ptr %v31, align 4
  %3744 = add i32 %2073, 1
  %3745 = icmp sgt i32 %3744, %332
  %3746 = select i1 %3745, i32 %332, i32 %3744
  %3747 = mul i32 %3746, %5
  %3748 = add i32 %3747, %20
  %3749 = mul i32 %3748, %6
  %3750 = add i32 %3749, %31
  %3751 = select i1 %32, i32 %3750, i32 %3749
  %3752 = sext i32 %3751 to i64
  %3753 = mul i64 %3752, 2
  %3754 = getelementptr i8, ptr addrspace(1) %3, i64 %3753
  %3755 = load i16, ptr addrspace(1) %3754, align 2
  %3756 = bitcast i16 %3755 to half
  %3757 = fpext half %3756 to float
  %3758 = select i1 %32, float %3757, float 0.000000e+00
  %3759 = add i32 %3749, %33
  %3760 = select i1 %34, i32 %3759, i32 %3749
  %3761 = sext i32 %3760 to i64
  %3762 = mul i64 %3761, 2
  %3763 = getelementptr i8, ptr addrspace(1) %3, i64 %3762
  %3764 = load i16, ptr addrspace(1) %3763, align 2
  %3765 = bitcast i16 %3764 to half
  %3766 = fpext half %3765 to float
  %3767 = select i1 %34, float %3766, float 0.000000e+00
  %3768 = add i32 %3749, %35
  %3769 = select i1 %36, i32 %3768, i32 %3749
  %3770 = sext i32 %3769 to i64
  %3771 = mul i64 %3770, 2
  %3772 = getelementptr i8, ptr addrspace(1) %3, i64 %3771
  %3773 = load i16, ptr addrspace(1) %3772, align 2
  %3774 = bitcast i16 %3773 to half
  %3775 = fpext half %3774 to float
  %3776 = select i1 %36, float %3775, float 0.000000e+00
  %3777 = add i32 %3749, %37
  %3778 = select i1 %38, i32 %3777, i32 %3749
  %3779 = sext i32 %3778 to i64
  %3780 = mul i64 %3779, 2
  %3781 = getelementptr i8, ptr addrspace(1) %3, i64 %3780
  %3782 = load i16, ptr addrspace(1) %3781, align 2
  %3783 = bitcast i16 %3782 to half
  %3784 = fpext half %3783 to float
  %3785 = select i1 %38, float %3784, float 0.000000e+00
  %3786 = add i32 %3749, %39
  %3787 = select i1 %40, i32 %3786, i32 %3749
  %3788 = sext i32 %3787 to i64
  %3789 = mul i64 %3788, 2
  %3790 = getelementptr i8, ptr addrspace(1) %3, i64 %3789
  %3791 = load i16, ptr addrspace(1) %3790, align 2
  %3792 = bitcast i16 %3791 to half
  %3793 = fpext half %3792 to float
  %3794 = select i1 %40, float %3793, float 0.000000e+00
  %3795 = add i32 %3749, %41
  %3796 = select i1 %42, i32 %3795, i32 %3749
  %3797 = sext i32 %3796 to i64
  %3798 = mul i64 %3797, 2
  %3799 = getelementptr i8, ptr addrspace(1) %3, i64 %3798
  %3800 = load i16, ptr addrspace(1) %3799, align 2
  %3801 = bitcast i16 %3800 to half
  %3802 = fpext half %3801 to float
  %3803 = select i1 %42, float %3802, float 0.000000e+00
  %3804 = add i32 %3749, %43
  %3805 = select i1 %44, i32 %3804, i32 %3749
  %3806 = sext i32 %3805 to i64
  %3807 = mul i64 %3806, 2
  %3808 = getelementptr i8, ptr addrspace(1) %3, i64 %3807
  %3809 = load i16, ptr addrspace(1) %3808, align 2
  %3810 = bitcast i16 %3809 to half
  %3811 = fpext half %3810 to float
  %3812 = select i1 %44, float %3811, float 0.000000e+00
  %3813 = add i32 %3749, %45
  %3814 = select i1 %46, i32 %3813, i32 %3749
  %3815 = sext i32 %3814 to i64
  %3816 = mul i64 %3815, 2
  %3817 = getelementptr i8, ptr addrspace(1) %3, i64 %3816
  %3818 = load i16, ptr addrspace(1) %3817, align 2
  %3819 = bitcast i16 %3818 to half
  %3820 = fpext half %3819 to float
  %3821 = select i1 %46, float %3820, float 0.000000e+00
  %3822 = bitcast float %3466 to i32
  %3823 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3822, i32 1, i32 31)
  %3824 = bitcast i32 %3823 to float
  %3825 = load float, ptr %v, align 4
  %3826 = fmul float %3824, %3758
  %3827 = fadd float %3826, %3825
  store float %3827, ptr %v, align 4
  %3828 = load float, ptr %v1, align 4
  %3829 = fmul float %3824, %3767
  %3830 = fadd float %3829, %3828
  store float %3830, ptr %v1, align 4
  %3831 = load float, ptr %v2, align 4
  %3832 = fmul float %3824, %3776
  %3833 = fadd float %3832, %3831
  store float %3833, ptr %v2, align 4
  %3834 = load float, ptr %v3, align 4
  %3835 = fmul float %3824, %3785
  %3836 = fadd float %3835, %3834
  store float %3836, ptr %v3, align 4
  %3837 = load float, ptr %v4, align 4
  %3838 = fmul float %3824, %3794
  %3839 = fadd float %3838, %3837
  store float %3839, ptr %v4, align 4
  %3840 = load float, ptr %v5, align 4
  %3841 = fmul float %3824, %3803
  %3842 = fadd float %3841, %3840
  store float %3842, ptr %v5, align 4
  %3843 = load float, ptr %v6, align 4
  %3844 = fmul float %3824, %3812
  %3845 = fadd float %3844, %3843
  store float %3845, ptr %v6, align 4
  %3846 = load float, ptr %v7, align 4
  %3847 = fmul float %3824, %3821
  %3848 = fadd float %3847, %3846
  store float %3848, ptr %v7, align 4
  %3849 = bitcast float %3466 to i32
  %3850 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3849, i32 9, i32 31)
  %3851 = bitcast i32 %3850 to float
  %3852 = load float, ptr %v8, align 4
  %3853 = fmul float %3851, %3758
  %3854 = fadd float %3853, %3852
  store float %3854, ptr %v8, align 4
  %3855 = load float, ptr %v9, align 4
  %3856 = fmul float %3851, %3767
  %3857 = fadd float %3856, %3855
  store float %3857, ptr %v9, align 4
  %3858 = load float, ptr %v10, align 4
  %3859 = fmul float %3851, %3776
  %3860 = fadd float %3859, %3858
  store float %3860, ptr %v10, align 4
  %3861 = load float, ptr %v11, align 4
  %3862 = fmul float %3851, %3785
  %3863 = fadd float %3862, %3861
  store float %3863, ptr %v11, align 4
  %3864 = load float, ptr %v12, align 4
  %3865 = fmul float %3851, %3794
  %3866 = fadd float %3865, %3864
  store float %3866, ptr %v12, align 4
  %3867 = load float, ptr %v13, align 4
  %3868 = fmul float %3851, %3803
  %3869 = fadd float %3868, %3867
  store float %3869, ptr %v13, align 4
  %3870 = load float, ptr %v14, align 4
  %3871 = fmul float %3851, %3812
  %3872 = fadd float %3871, %3870
  store float %3872, ptr %v14, align 4
  %3873 = load float, ptr %v15, align 4
  %3874 = fmul float %3851, %3821
  %3875 = fadd float %3874, %3873
  store float %3875, ptr %v15, align 4
  %3876 = bitcast float %3466 to i32
  %3877 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3876, i32 17, i32 31)
  %3878 = bitcast i32 %3877 to float
  %3879 = load float, ptr %v16, align 4
  %3880 = fmul float %3878, %3758
  %3881 = fadd float %3880, %3879
  store float %3881, ptr %v16, align 4
  %3882 = load float, ptr %v17, align 4
  %3883 = fmul float %3878, %3767
  %3884 = fadd float %3883, %3882
  store float %3884, ptr %v17, align 4
  %3885 = load float, ptr %v18, align 4
  %3886 = fmul float %3878, %3776
  %3887 = fadd float %3886, %3885
  store float %3887, ptr %v18, align 4
  %3888 = load float, ptr %v19, align 4
  %3889 = fmul float %3878, %3785
  %3890 = fadd float %3889, %3888
  store float %3890, ptr %v19, align 4
  %3891 = load float, ptr %v20, align 4
  %3892 = fmul float %3878, %3794
  %3893 = fadd float %3892, %3891
  store float %3893, ptr %v20, align 4
  %3894 = load float, ptr %v21, align 4
  %3895 = fmul float %3878, %3803
  %3896 = fadd float %3895, %3894
  store float %3896, ptr %v21, align 4
  %3897 = load float, ptr %v22, align 4
  %3898 = fmul float %3878, %3812
  %3899 = fadd float %3898, %3897
  store float %3899, ptr %v22, align 4
  %3900 = load float, ptr %v23, align 4
  %3901 = fmul float %3878, %3821
  %3902 = fadd float %3901, %3900
  store float %3902, ptr %v23, align 4
  %3903 = bitcast float %3466 to i32
  %3904 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3903, i32 25, i32 31)
  %3905 = bitcast i32 %3904 to float
  %3906 = load float, ptr %v24, align 4
  %3907 = fmul float %3905, %3758
  %3908 = fadd float %3907, %3906
  store float %3908, ptr %v24, align 4
  %3909 = load float, ptr %v25, align 4
  %3910 = fmul float %3905, %3767
  %3911 = fadd float %3910, %3909
  store float %3911, ptr %v25, align 4
  %3912 = load float, ptr %v26, align 4
  %3913 = fmul float %3905, %3776
  %3914 = fadd float %3913, %3912
  store float %3914, ptr %v26, align 4
  %3915 = load float, ptr %v27, align 4
  %3916 = fmul float %3905, %3785
  %3917 = fadd float %3916, %3915
  store float %3917, ptr %v27, align 4
  %3918 = load float, ptr %v28, align 4
  %3919 = fmul float %3905, %3794
  %3920 = fadd float %3919, %3918
  store float %3920, ptr %v28, align 4
  %3921 = load float, ptr %v29, align 4
  %3922 = fmul float %3905, %3803
  %3923 = fadd float %3922, %3921
  store float %3923, ptr %v29, align 4
  %3924 = load float, ptr %v30, align 4
  %3925 = fmul float %3905, %3812
  %3926 = fadd float %3925, %3924
  store float %3926, ptr %v30, align 4
  %3927 = load float, ptr %v31, align 4
  %3928 = fmul float %3905, %3821
  %3929 = fadd float %3928, %3927
  store float %3929, ptr %v31, align 4
  %3930 = add i32 %2073, 2
  %3931 = icmp sgt i32 %3930, %332
  %3932 = select i1 %3931, i32 %332, i32 %3930
  %3933 = mul i32 %3932, %5
  %3934 = add i32 %3933, %20
  %3935 = mul i32 %3934, %6
  %3936 = add i32 %3935, %31
  %3937 = select i1 %32, i32 %3936, i32 %3935
  %3938 = sext i32 %3937 to i64
  %3939 = mul i64 %3938, 2
  %3940 = getelementptr i8, ptr addrspace(1) %3, i64 %3939
  %3941 = load i16, ptr addrspace(1) %3940, align 2
  %3942 = bitcast i16 %3941 to half
  %3943 = fpext half %3942 to float
  %3944 = select i1 %32, float %3943, float 0.000000e+00
  %3945 = add i32 %3935, %33
  %3946 = select i1 %34, i32 %3945, i32 %3935
  %3947 = sext i32 %3946 to i64
  %3948 = mul i64 %3947, 2
  %3949 = getelementptr i8, ptr addrspace(1) %3, i64 %3948
  %3950 = load i16, ptr addrspace(1) %3949, align 2
  %3951 = bitcast i16 %3950 to half
  %3952 = fpext half %3951 to float
  %3953 = select i1 %34, float %3952, float 0.000000e+00
  %3954 = add i32 %3935, %35
  %3955 = select i1 %36, i32 %3954, i32 %3935
  %3956 = sext i32 %3955 to i64
  %3957 = mul i64 %3956, 2
  %3958 = getelementptr i8, ptr addrspace(1) %3, i64 %3957
  %3959 = load i16, ptr addrspace(1) %3958, align 2
  %3960 = bitcast i16 %3959 to half
  %3961 = fpext half %3960 to float
  %3962 = select i1 %36, float %3961, float 0.000000e+00
  %3963 = add i32 %3935, %37
  %3964 = select i1 %38, i32 %3963, i32 %3935
  %3965 = sext i32 %3964 to i64
  %3966 = mul i64 %3965, 2
  %3967 = getelementptr i8, ptr addrspace(1) %3, i64 %3966
  %3968 = load i16, ptr addrspace(1) %3967, align 2
  %3969 = bitcast i16 %3968 to half
  %3970 = fpext half %3969 to float
  %3971 = select i1 %38, float %3970, float 0.000000e+00
  %3972 = add i32 %3935, %39
  %3973 = select i1 %40, i32 %3972, i32 %3935
  %3974 = sext i32 %3973 to i64
  %3975 = mul i64 %3974, 2
  %3976 = getelementptr i8, ptr addrspace(1) %3, i64 %3975
  %3977 = load i16, ptr addrspace(1) %3976, align 2
  %3978 = bitcast i16 %3977 to half
  %3979 = fpext half %3978 to float
  %3980 = select i1 %40, float %3979, float 0.000000e+00
  %3981 = add i32 %3935, %41
  %3982 = select i1 %42, i32 %3981, i32 %3935
  %3983 = sext i32 %3982 to i64
  %3984 = mul i64 %3983, 2
  %3985 = getelementptr i8, ptr addrspace(1) %3, i64 %3984
  %3986 = load i16, ptr addrspace(1) %3985, align 2
  %3987 = bitcast i16 %3986 to half
  %3988 = fpext half %3987 to float
  %3989 = select i1 %42, float %3988, float 0.000000e+00
  %3990 = add i32 %3935, %43
  %3991 = select i1 %44, i32 %3990, i32 %3935
  %3992 = sext i32 %3991 to i64
  %3993 = mul i64 %3992, 2
  %3994 = getelementptr i8, ptr addrspace(1) %3, i64 %3993
  %3995 = load i16, ptr addrspace(1) %3994, align 2
  %3996 = bitcast i16 %3995 to half
  %3997 = fpext half %3996 to float
  %3998 = select i1 %44, float %3997, float 0.000000e+00
  %3999 = add i32 %3935, %45
  %4000 = select i1 %46, i32 %3999, i32 %3935
  %4001 = sext i32 %4000 to i64
  %4002 = mul i64 %4001, 2
  %4003 = getelementptr i8, ptr addrspace(1) %3, i64 %4002
  %4004 = load i16, ptr addrspace(1) %4003, align 2
  %4005 = bitcast i16 %4004 to half
  %4006 = fpext half %4005 to float
  %4007 = select i1 %46, float %4006, float 0.000000e+00
  %4008 = bitcast float %3466 to i32
  %4009 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4008, i32 2, i32 31)
  %4010 = bitcast i32 %4009 to float
  %4011 = load float, ptr %v, align 4
  %4012 = fmul float %4010, %3944
  %4013 = fadd float %4012, %4011
  store float %4013, ptr %v, align 4
  %4014 = load float, ptr %v1, align 4
  %4015 = fmul float %4010, %3953
  %4016 = fadd float %4015, %4014
  store float %4016, ptr %v1, align 4
  %4017 = load float, ptr %v2, align 4
  %4018 = fmul float %4010, %3962
  %4019 = fadd float %4018, %4017
  store float %4019, ptr %v2, align 4
  %4020 = load float, ptr %v3, align 4
  %4021 = fmul float %4010, %3971
  %4022 = fadd float %4021, %4020
  store float %4022, ptr %v3, align 4
  %4023 = load float, ptr %v4, align 4
  %4024 = fmul float %4010, %3980
  %4025 = fadd float %4024, %4023
  store float %4025, ptr %v4, align 4
  %4026 = load float, ptr %v5, align 4
  %4027 = fmul float %4010, %3989
  %4028 = fadd float %4027, %4026
  store float %4028, ptr %v5, align 4
  %4029 = load float, ptr %v6, align 4
  %4030 = fmul float %4010, %3998
  %4031 = fadd float %4030, %4029
  store float %4031, ptr %v6, align 4
  %4032 = load float, ptr %v7, align 4
  %4033 = fmul float %4010, %4007
  %4034 = fadd float %4033, %4032
  store float %4034, ptr %v7, align 4
  %4035 = bitcast float %3466 to i32
  %4036 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4035, i32 10, i32 31)
  %4037 = bitcast i32 %4036 to float
  %4038 = load float, ptr %v8, align 4
  %4039 = fmul float %4037, %3944
  %4040 = fadd float %4039, %4038
  store float %4040, ptr %v8, align 4
  %4041 = load float, ptr %v9, align 4
  %4042 = fmul float %4037, %3953
  %4043 = fadd float %4042, %4041
  store float %4043, ptr %v9, align 4
  %4044 = load float, ptr %v10, align 4
  %4045 = fmul float %4037, %3962
  %4046 = fadd float %4045, %4044
  store float %4046, ptr %v10, align 4
  %4047 = load float, ptr %v11, align 4
  %4048 = fmul float %4037, %3971
  %4049 = fadd float %4048, %4047
  store float %4049, ptr %v11, align 4
  %4050 = load float, ptr %v12, align 4
  %4051 = fmul float %4037, %3980
  %4052 = fadd float %4051, %4050
  store float %4052, ptr %v12, align 4
  %4053 = load float, ptr %v13, align 4
  %4054 = fmul float %4037, %3989
  %4055 = fadd float %4054, %4053
  store float %4055, ptr %v13, align 4
  %4056 = load float, ptr %v14, align 4
  %4057 = fmul float %4037, %3998
  %4058 = fadd float %4057, %4056
  store float %4058, ptr %v14, align 4
  %4059 = load float, ptr %v15, align 4
  %4060 = fmul float %4037, %4007
  %4061 = fadd float %4060, %4059
  store float %4061, ptr %v15, align 4
  %4062 = bitcast float %3466 to i32
  %4063 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4062, i32 18, i32 31)
  %4064 = bitcast i32 %4063 to float
  %4065 = load float, ptr %v16, align 4
  %4066 = fmul float %4064, %3944
  %4067 = fadd float %4066, %4065
  store float %4067, ptr %v16, align 4
  %4068 = load float, ptr %v17, align 4
  %4069 = fmul float %4064, %3953
  %4070 = fadd float %4069, %4068
  store float %4070, ptr %v17, align 4
  %4071 = load float, ptr %v18, align 4
  %4072 = fmul float %4064, %3962
  %4073 = fadd float %4072, %4071
  store float %4073, ptr %v18, align 4
  %4074 = load float, ptr %v19, align 4
  %4075 = fmul float %4064, %3971
  %4076 = fadd float %4075, %4074
  store float %4076, ptr %v19, align 4
  %4077 = load float, ptr %v20, align 4
  %4078 = fmul float %4064, %3980
  %4079 = fadd float %4078, %4077
  store float %4079, ptr %v20, align 4
  %4080 = load float, ptr %v21, align 4
  %4081 = fmul float %4064, %3989
  %4082 = fadd float %4081, %4080
  store float %4082, ptr %v21, align 4
  %4083 = load float, ptr %v22, align 4
  %4084 = fmul float %4064, %3998
  %4085 = fadd float %4084, %4083
  store float %4085, ptr %v22, align 4
  %4086 = load float, ptr %v23, align 4
  %4087 = fmul float %4064, %4007
  %4088 = fadd float %4087, %4086
  store float %4088, ptr %v23, align 4
  %4089 = bitcast float %3466 to i32
  %4090 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4089, i32 26, i32 31)
  %4091 = bitcast i32 %4090 to float
  %4092 = load float, ptr %v24, align 4
  %4093 = fmul float %4091, %3944
  %4094 = fadd float %4093, %4092
  store float %4094, ptr %v24, align 4
  %4095 = load float, ptr %v25, align 4
  %4096 = fmul float %4091, %3953
  %4097 = fadd float %4096, %4095
  store float %4097, ptr %v25, align 4
  %4098 = load float, ptr %v26, align 4
  %4099 = fmul float %4091, %3962
  %4100 = fadd float %4099, %4098
  store float %4100, ptr %v26, align 4
  %4101 = load float, ptr %v27, align 4
  %4102 = fmul float %4091, %3971
  %4103 = fadd float %4102, %4101
  store float %4103, ptr %v27, align 4
  %4104 = load float, ptr %v28, align 4
  %4105 = fmul float %4091, %3980
  %4106 = fadd float %4105, %4104
  store float %4106, ptr %v28, align 4
  %4107 = load float, ptr %v29, align 4
  %4108 = fmul float %4091, %3989
  %4109 = fadd float %4108, %4107
  store float %4109, ptr %v29, align 4
  %4110 = load float, ptr %v30, align 4
  %4111 = fmul float %4091, %3998
  %4112 = fadd float %4111, %4110
  store float %4112, ptr %v30, align 4
  %4113 = load float, ptr %v31, align 4
  %4114 = fmul float %4091, %4007
  %4115 = fadd float %4114, %4113
  store float %4115, ptr %v31, align 4
  %4116 = add i32 %2073, 3
  %4117 = icmp sgt i32 %4116, %332
  %4118 = select i1 %4117, i32 %332, i32 %4116
  %4119 = mul i32 %4118, %5
  %4120 = add i32 %4119, %20
  %4121 = mul i32 %4120, %6
  %4122 = add i32 %4121, %31
  %4123 = select i1 %32, i32 %4122, i32 %4121
  %4124 = sext i32 %4123 to i64
  %4125 = mul i64 %4124, 2
  %4126 = getelementptr i8, ptr addrspace(1) %3, i64 %4125
  %4127 = load i16, ptr addrspace(1) %4126, align 2
  %4128 = bitcast i16 %4127 to half
  %4129 = fpext half %4128 to float
  %4130 = select i1 %32, float %4129, float 0.000000e+00
  %4131 = add i32 %4121, %33
  %4132 = select i1 %34, i32 %4131, i32 %4121
  %4133 = sext i32 %4132 to i64
  %4134 = mul i64 %4133, 2
  %4135 = getelementptr i8, ptr addrspace(1) %3, i64 %4134
  %4136 = load i16, ptr addrspace(1) %4135, align 2
  %4137 = bitcast i16 %4136 to half
  %4138 = fpext half %4137 to float
  %4139 = select i1 %34, float %4138, float 0.000000e+00
  %4140 = add i32 %4121, %35
  %4141 = select i1 %36, i32 %4140, i32 %4121
  %4142 = sext i32 %4141 to i64
  %4143 = mul i64 %4142, 2
  %4144 = getelementptr i8, ptr addrspace(1) %3, i64 %4143
  %4145 = load i16, ptr addrspace(1) %4144, align 2
  %4146 = bitcast i16 %4145 to half
  %4147 = fpext half %4146 to float
  %4148 = select i1 %36, float %4147, float 0.000000e+00
  %4149 = add i32 %4121, %37
  %4150 = select i1 %38, i32 %4149, i32 %4121
  %4151 = sext i32 %4150 to i64
  %4152 = mul i64 %4151, 2
  %4153 = getelementptr i8, ptr addrspace(1) %3, i64 %4152
  %4154 = load i16, ptr addrspace(1) %4153, align 2
  %4155 = bitcast i16 %4154 to half
  %4156 = fpext half %4155 to float
  %4157 = select i1 %38, float %4156, float 0.000000e+00
  %4158 = add i32 %4121, %39
  %4159 = select i1 %40, i32 %4158, i32 %4121
  %4160 = sext i32 %4159 to i64
  %4161 = mul i64 %4160, 2
  %4162 = getelementptr i8, ptr addrspace(1) %3, i64 %4161
  %4163 = load i16, ptr addrspace(1) %4162, align 2
  %4164 = bitcast i16 %4163 to half
  %4165 = fpext half %4164 to float
  %4166 = select i1 %40, float %4165, float 0.000000e+00
  %4167 = add i32 %4121, %41
  %4168 = select i1 %42, i32 %4167, i32 %4121
  %4169 = sext i32 %4168 to i64
  %4170 = mul i64 %4169, 2
  %4171 = getelementptr i8, ptr addrspace(1) %3, i64 %4170
  %4172 = load i16, ptr addrspace(1) %4171, align 2
  %4173 = bitcast i16 %4172 to half
  %4174 = fpext half %4173 to float
  %4175 = select i1 %42, float %4174, float 0.000000e+00
  %4176 = add i32 %4121, %43
  %4177 = select i1 %44, i32 %4176, i32 %4121
  %4178 = sext i32 %4177 to i64
  %4179 = mul i64 %4178, 2
  %4180 = getelementptr i8, ptr addrspace(1) %3, i64 %4179
  %4181 = load i16, ptr addrspace(1) %4180, align 2
  %4182 = bitcast i16 %4181 to half
  %4183 = fpext half %4182 to float
  %4184 = select i1 %44, float %4183, float 0.000000e+00
  %4185 = add i32 %4121, %45
  %4186 = select i1 %46, i32 %4185, i32 %4121
  %4187 = sext i32 %4186 to i64
  %4188 = mul i64 %4187, 2
  %4189 = getelementptr i8, ptr addrspace(1) %3, i64 %4188
  %4190 = load i16, ptr addrspace(1) %4189, align 2
  %4191 = bitcast i16 %4190 to half
  %4192 = fpext half %4191 to float
  %4193 = select i1 %46, float %4192, float 0.000000e+00
  %4194 = bitcast float %3466 to i32
  %4195 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4194, i32 3, i32 31)
  %4196 = bitcast i32 %4195 to float
  %4197 = load float, ptr %v, align 4
  %4198 = fmul float %4196, %4130
  %4199 = fadd float %4198, %4197
  store float %4199, ptr %v, align 4
  %4200 = load float, ptr %v1, align 4
  %4201 = fmul float %4196, %4139
  %4202 = fadd float %4201, %4200
  store float %4202, ptr %v1, align 4
  %4203 = load float, ptr %v2, align 4
  %4204 = fmul float %4196, %4148
  %4205 = fadd float %4204, %4203
  store float %4205, ptr %v2, align 4
  %4206 = load float, ptr %v3, align 4
  %4207 = fmul float %4196, %4157
  %4208 = fadd float %4207, %4206
  store float %4208, ptr %v3, align 4
  %4209 = load float, ptr %v4, align 4
  %4210 = fmul float %4196, %4166
  %4211 = fadd float %4210, %4209
  store float %4211, ptr %v4, align 4
  %4212 = load float, ptr %v5, align 4
  %4213 = fmul float %4196, %4175
  %4214 = fadd float %4213, %4212
  store float %4214, ptr %v5, align 4
  %4215 = load float, ptr %v6, align 4
  %4216 = fmul float %4196, %4184
  %4217 = fadd float %4216, %4215
  store float %4217, ptr %v6, align 4
  %4218 = load float, ptr %v7, align 4
  %4219 = fmul float %4196, %4193
  %4220 = fadd float %4219, %4218
  store float %4220, ptr %v7, align 4
  %4221 = bitcast float %3466 to i32
  %4222 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4221, i32 11, i32 31)
  %4223 = bitcast i32 %4222 to float
  %4224 = load float, ptr %v8, align 4
  %4225 = fmul float %4223, %4130
  %4226 = fadd float %4225, %4224
  store float %4226, ptr %v8, align 4
  %4227 = load float, ptr %v9, align 4
  %4228 = fmul float %4223, %4139
  %4229 = fadd float %4228, %4227
  store float %4229, ptr %v9, align 4
  %4230 = load float, ptr %v10, align 4
  %4231 = fmul float %4223, %4148
  %4232 = fadd float %4231, %4230
  store float %4232, ptr %v10, align 4
  %4233 = load float, ptr %v11, align 4
  %4234 = fmul float %4223, %4157
  %4235 = fadd float %4234, %4233
  store float %4235, ptr %v11, align 4
  %4236 = load float, ptr %v12, align 4
  %4237 = fmul float %4223, %4166
  %4238 = fadd float %4237, %4236
  store float %4238, ptr %v12, align 4
  %4239 = load float, ptr %v13, align 4
  %4240 = fmul float %4223, %4175
  %4241 = fadd float %4240, %4239
  store float %4241, ptr %v13, align 4
  %4242 = load float, ptr %v14, align 4
  %4243 = fmul float %4223, %4184
  %4244 = fadd float %4243, %4242
  store float %4244, ptr %v14, align 4
  %4245 = load float, ptr %v15, align 4
  %4246 = fmul float %4223, %4193
  %4247 = fadd float %4246, %4245
  store float %4247, ptr %v15, align 4
  %4248 = bitcast float %3466 to i32
  %4249 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4248, i32 19, i32 31)
  %4250 = bitcast i32 %4249 to float
  %4251 = load float, ptr %v16, align 4
  %4252 = fmul float %4250, %4130
  %4253 = fadd float %4252, %4251
  store float %4253, ptr %v16, align 4
  %4254 = load float, ptr %v17, align 4
  %4255 = fmul float %4250, %4139
  %4256 = fadd float %4255, %4254
  store float %4256, ptr %v17, align 4
  %4257 = load float, ptr %v18, align 4
  %4258 = fmul float %4250, %4148
  %4259 = fadd float %4258, %4257
  store float %4259, ptr %v18, align 4
  %4260 = load float, ptr %v19, align 4
  %4261 = fmul float %4250, %4157
  %4262 = fadd float %4261, %4260
  store float %4262, ptr %v19, align 4
  %4263 = load float, ptr %v20, align 4
  %4264 = fmul float %4250, %4166
  %4265 = fadd float %4264, %4263
  store float %4265, ptr %v20, align 4
  %4266 = load float, ptr %v21, align 4
  %4267 = fmul float %4250, %4175
  %4268 = fadd float %4267, %4266
  store float %4268, ptr %v21, align 4
  %4269 = load float, ptr %v22, align 4
  %4270 = fmul float %4250, %4184
  %4271 = fadd float %4270, %4269
  store float %4271, ptr %v22, align 4
  %4272 = load float, ptr %v23, align 4
  %4273 = fmul float %4250, %4193
  %4274 = fadd float %4273, %4272
  store float %4274, ptr %v23, align 4
  %4275 = bitcast float %3466 to i32
  %4276 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4275, i32 27, i32 31)
  %4277 = bitcast i32 %4276 to float
  %4278 = load float, ptr %v24, align 4
  %4279 = fmul float %4277, %4130
  %4280 = fadd float %4279, %4278
  store float %4280, ptr %v24, align 4
  %4281 = load float, ptr %v25, align 4
  %4282 = fmul float %4277, %4139
  %4283 = fadd float %4282, %4281
  store float %4283, ptr %v25, align 4
  %4284 = load float, ptr %v26, align 4
  %4285 = fmul float %4277, %4148
  %4286 = fadd float %4285, %4284
  store float %4286, ptr %v26, align 4
  %4287 = load float, ptr %v27, align 4
  %4288 = fmul float %4277, %4157
  %4289 = fadd float %4288, %4287
  store float %4289, ptr %v27, align 4
  %4290 = load float, ptr %v28, align 4
  %4291 = fmul float %4277, %4166
  %4292 = fadd float %4291, %4290
  store float %4292, ptr %v28, align 4
  %4293 = load float, ptr %v29, align 4
  %4294 = fmul float %4277, %4175
  %4295 = fadd float %4294, %4293
  store float %4295, ptr %v29, align 4
  %4296 = load float, ptr %v30, align 4
  %4297 = fmul float %4277, %4184
  %4298 = fadd float %4297, %4296
  store float %4298, ptr %v30, align 4
  %4299 = load float, ptr %v31, align 4
  %4300 = fmul float %4277, %4193
  %4301 = fadd float %4300, %4299
  store float %4301, ptr %v31, align 4
  %4302 = add i32 %2073, 4
  %4303 = icmp sgt i32 %4302, %332
  %4304 = select i1 %4303, i32 %332, i32 %4302
  %4305 = mul i32 %4304, %5
  %4306 = add i32 %4305, %20
  %4307 = mul i32 %4306, %6
  %4308 = add i32 %4307, %31
  %4309 = select i1 %32, i32 %4308, i32 %4307
  %4310 = sext i32 %4309 to i64
  %4311 = mul i64 %4310, 2
  %4312 = getelementptr i8, ptr addrspace(1) %3, i64 %4311
  %4313 = load i16, ptr addrspace(1) %4312, align 2
  %4314 = bitcast i16 %4313 to half
  %4315 = fpext half %4314 to float
  %4316 = select i1 %32, float %4315, float 0.000000e+00
  %4317 = add i32 %4307, %33
  %4318 = select i1 %34, i32 %4317, i32 %4307
  %4319 = sext i32 %4318 to i64
  %4320 = mul i64 %4319, 2
  %4321 = getelementptr i8, ptr addrspace(1) %3, i64 %4320
  %4322 = load i16, ptr addrspace(1) %4321, align 2
  %4323 = bitcast i16 %4322 to half
  %4324 = fpext half %4323 to float
  %4325 = select i1 %34, float %4324, float 0.000000e+00
  %4326 = add i32 %4307, %35
  %4327 = select i1 %36, i32 %4326, i32 %4307
  %4328 = sext i32 %4327 to i64
  %4329 = mul i64 %4328, 2
  %4330 = getelementptr i8, ptr addrspace(1) %3, i64 %4329
  %4331 = load i16, ptr addrspace(1) %4330, align 2
  %4332 = bitcast i16 %4331 to half
  %4333 = fpext half %4332 to float
  %4334 = select i1 %36, float %4333, float 0.000000e+00
  %4335 = add i32 %4307, %37
  %4336 = select i1 %38, i32 %4335, i32 %4307
  %4337 = sext i32 %4336 to i64
  %4338 = mul i64 %4337, 2
  %4339 = getelementptr i8, ptr addrspace(1) %3, i64 %4338
  %4340 = load i16, ptr addrspace(1) %4339, align 2
  %4341 = bitcast i16 %4340 to half
  %4342 = fpext half %4341 to float
  %4343 = select i1 %38, float %4342, float 0.000000e+00
  %4344 = add i32 %4307, %39
  %4345 = select i1 %40, i32 %4344, i32 %4307
  %4346 = sext i32 %4345 to i64
  %4347 = mul i64 %4346, 2
  %4348 = getelementptr i8, ptr addrspace(1) %3, i64 %4347
  %4349 = load i16, ptr addrspace(1) %4348, align 2
  %4350 = bitcast i16 %4349 to half
  %4351 = fpext half %4350 to float
  %4352 = select i1 %40, float %4351, float 0.000000e+00
  %4353 = add i32 %4307, %41
  %4354 = select i1 %42, i32 %4353, i32 %4307
  %4355 = sext i32 %4354 to i64
  %4356 = mul i64 %4355, 2
  %4357 = getelementptr i8, ptr addrspace(1) %3, i64 %4356
  %4358 = load i16, ptr addrspace(1) %4357, align 2
  %4359 = bitcast i16 %4358 to half
  %4360 = fpext half %4359 to float
  %4361 = select i1 %42, float %4360, float 0.000000e+00
  %4362 = add i32 %4307, %43
  %4363 = select i1 %44, i32 %4362, i32 %4307
  %4364 = sext i32 %4363 to i64
  %4365 = mul i64 %4364, 2
  %4366 = getelementptr i8, ptr addrspace(1) %3, i64 %4365
  %4367 = load i16, ptr addrspace(1) %4366, align 2
  %4368 = bitcast i16 %4367 to half
  %4369 = fpext half %4368 to float
  %4370 = select i1 %44, float %4369, float 0.000000e+00
  %4371 = add i32 %4307, %45
  %4372 = select i1 %46, i32 %4371, i32 %4307
  %4373 = sext i32 %4372 to i64
  %4374 = mul i64 %4373, 2
  %4375 = getelementptr i8, ptr addrspace(1) %3, i64 %4374
  %4376 = load i16, ptr addrspace(1) %4375, align 2
  %4377 = bitcast i16 %4376 to half
  %4378 = fpext half %4377 to float
  %4379 = select i1 %46, float %4378, float 0.000000e+00
  %4380 = bitcast float %3466 to i32
  %4381 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4380, i32 4, i32 31)
  %4382 = bitcast i32 %4381 to float
  %4383 = load float, ptr %v, align 4
  %4384 = fmul float %4382, %4316
  %4385 = fadd float %4384, %4383
  store float %4385, ptr %v, align 4
  %4386 = load float, ptr %v1, align 4
  %4387 = fmul float %4382, %4325
  %4388 = fadd float %4387, %4386
  store float %4388, ptr %v1, align 4
  %4389 = load float, ptr %v2, align 4
  %4390 = fmul float %4382, %4334
  %4391 = fadd float %4390, %4389
  store float %4391, ptr %v2, align 4
  %4392 = load float, ptr %v3, align 4
  %4393 = fmul float %4382, %4343
  %4394 = fadd float %4393, %4392
  store float %4394, ptr %v3, align 4
  %4395 = load float, ptr %v4, align 4
  %4396 = fmul float %4382, %4352
  %4397 = fadd float %4396, %4395
  store float %4397, ptr %v4, align 4
  %4398 = load float, ptr %v5, align 4
  %4399 = fmul float %4382, %4361
  %4400 = fadd float %4399, %4398
  store float %4400, ptr %v5, align 4
  %4401 = load float, ptr %v6, align 4
  %4402 = fmul float %4382, %4370
  %4403 = fadd float %4402, %4401
  store float %4403, ptr %v6, align 4
  %4404 = load float, ptr %v7, align 4
  %4405 = fmul float %4382, %4379
  %4406 = fadd float %4405, %4404
  store float %4406, ptr %v7, align 4
  %4407 = bitcast float %3466 to i32
  %4408 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4407, i32 12, i32 31)
  %4409 = bitcast i32 %4408 to float
  %4410 = load float, ptr %v8, align 4
  %4411 = fmul float %4409, %4316
  %4412 = fadd float %4411, %4410
  store float %4412, ptr %v8, align 4
  %4413 = load float, ptr %v9, align 4
  %4414 = fmul float %4409, %4325
  %4415 = fadd float %4414, %4413
  store float %4415, ptr %v9, align 4
  %4416 = load float, ptr %v10, align 4
  %4417 = fmul float %4409, %4334
  %4418 = fadd float %4417, %4416
  store float %4418, ptr %v10, align 4
  %4419 = load float, ptr %v11, align 4
  %4420 = fmul float %4409, %4343
  %4421 = fadd float %4420, %4419
  store float %4421, ptr %v11, align 4
  %4422 = load float, ptr %v12, align 4
  %4423 = fmul float %4409, %4352
  %4424 = fadd float %4423, %4422
  store float %4424, ptr %v12, align 4
  %4425 = load float, ptr %v13, align 4
  %4426 = fmul float %4409, %4361
  %4427 = fadd float %4426, %4425
  store float %4427, ptr %v13, align 4
  %4428 = load float, ptr %v14, align 4
  %4429 = fmul float %4409, %4370
  %4430 = fadd float %4429, %4428
  store float %4430, ptr %v14, align 4
  %4431 = load float, ptr %v15, align 4
  %4432 = fmul float %4409, %4379
  %4433 = fadd float %4432, %4431
  store float %4433, ptr %v15, align 4
  %4434 = bitcast float %3466 to i32
  %4435 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4434, i32 20, i32 31)
  %4436 = bitcast i32 %4435 to float
  %4437 = load float, ptr %v16, align 4
  %4438 = fmul float %4436, %4316
  %4439 = fadd float %4438, %4437
  store float %4439, ptr %v16, align 4
  %4440 = load float, ptr %v17, align 4
  %4441 = fmul float %4436, %4325
  %4442 = fadd float %4441, %4440
  store float %4442, ptr %v17, align 4
  %4443 = load float, ptr %v18, align 4
  %4444 = fmul float %4436, %4334
  %4445 = fadd float %4444, %4443
  store float %4445, ptr %v18, align 4
  %4446 = load float, ptr %v19, align 4
  %4447 = fmul float %4436, %4343
  %4448 = fadd float %4447, %4446
  store float %4448, ptr %v19, align 4
  %4449 = load float, ptr %v20, align 4
  %4450 = fmul float %4436, %4352
  %4451 = fadd float %4450, %4449
  store float %4451, ptr %v20, align 4
  %4452 = load float, ptr %v21, align 4
  %4453 = fmul float %4436, %4361
  %4454 = fadd float %4453, %4452
  store float %4454, ptr %v21, align 4
  %4455 = load float, ptr %v22, align 4
  %4456 = fmul float %4436, %4370
  %4457 = fadd float %4456, %4455
  store float %4457, ptr %v22, align 4
  %4458 = load float, ptr %v23, align 4
  %4459 = fmul float %4436, %4379
  %4460 = fadd float %4459, %4458
  store float %4460, ptr %v23, align 4
  %4461 = bitcast float %3466 to i32
  %4462 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4461, i32 28, i32 31)
  %4463 = bitcast i32 %4462 to float
  %4464 = load float, ptr %v24, align 4
  %4465 = fmul float %4463, %4316
  %4466 = fadd float %4465, %4464
  store float %4466, ptr %v24, align 4
  %4467 = load float, ptr %v25, align 4
  %4468 = fmul float %4463, %4325
  %4469 = fadd float %4468, %4467
  store float %4469, ptr %v25, align 4
  %4470 = load float, ptr %v26, align 4
  %4471 = fmul float %4463, %4334
  %4472 = fadd float %4471, %4470
  store float %4472, ptr %v26, align 4
  %4473 = load float, ptr %v27, align 4
  %4474 = fmul float %4463, %4343
  %4475 = fadd float %4474, %4473
  store float %4475, ptr %v27, align 4
  %4476 = load float, ptr %v28, align 4
  %4477 = fmul float %4463, %4352
  %4478 = fadd float %4477, %4476
  store float %4478, ptr %v28, align 4
  %4479 = load float, ptr %v29, align 4
  %4480 = fmul float %4463, %4361
  %4481 = fadd float %4480, %4479
  store float %4481, ptr %v29, align 4
  %4482 = load float, ptr %v30, align 4
  %4483 = fmul float %4463, %4370
  %4484 = fadd float %4483, %4482
  store float %4484, ptr %v30, align 4
  %4485 = load float, ptr %v31, align 4
  %4486 = fmul float %4463, %4379
  %4487 = fadd float %4486, %4485
  store float %4487, ptr %v31, align 4
  %4488 = add i32 %2073, 5
  %4489 = icmp sgt i32 %4488, %332
  %4490 = select i1 %4489, i32 %332, i32 %4488
  %4491 = mul i32 %4490, %5
  %4492 = add i32 %4491, %20
  %4493 = mul i32 %4492, %6
  %4494 = add i32 %4493, %31
  %4495 = select i1 %32, i32 %4494, i32 %4493
  %4496 = sext i32 %4495 to i64
  %4497 = mul i64 %4496, 2
  %4498 = getelementptr i8, ptr addrspace(1) %3, i64 %4497
  %4499 = load i16, ptr addrspace(1) %4498, align 2
  %4500 = bitcast i16 %4499 to half
  %4501 = fpext half %4500 to float
  %4502 = select i1 %32, float %4501, float 0.000000e+00
  %4503 = add i32 %4493, %33
  %4504 = select i1 %34, i32 %4503, i32 %4493
  %4505 = sext i32 %4504 to i64
  %4506 = mul i64 %4505, 2
  %4507 = getelementptr i8, ptr addrspace(1) %3, i64 %4506
  %4508 = load i16, ptr addrspace(1) %4507, align 2
  %4509 = bitcast i16 %4508 to half
  %4510 = fpext half %4509 to float
  %4511 = select i1 %34, float %4510, float 0.000000e+00
  %4512 = add i32 %4493, %35
  %4513 = select i1 %36, i32 %4512, i32 %4493
  %4514 = sext i32 %4513 to i64
  %4515 = mul i64 %4514, 2
  %4516 = getelementptr i8, ptr addrspace(1) %3, i64 %4515
  %4517 = load i16, ptr addrspace(1) %4516, align 2
  %4518 = bitcast i16 %4517 to half
  %4519 = fpext half %4518 to float
  %4520 = select i1 %36, float %4519, float 0.000000e+00
  %4521 = add i32 %4493, %37
  %4522 = select i1 %38, i32 %4521, i32 %4493
  %4523 = sext i32 %4522 to i64
  %4524 = mul i64 %4523, 2
  %4525 = getelementptr i8, ptr addrspace(1) %3, i64 %4524
  %4526 = load i16, ptr addrspace(1) %4525, align 2
  %4527 = bitcast i16 %4526 to half
  %4528 = fpext half %4527 to float
  %4529 = select i1 %38, float %4528, float 0.000000e+00
  %4530 = add i32 %4493, %39
  %4531 = select i1 %40, i32 %4530, i32 %4493
  %4532 = sext i32 %4531 to i64
  %4533 = mul i64 %4532, 2
  %4534 = getelementptr i8, ptr addrspace(1) %3, i64 %4533
  %4535 = load i16, ptr addrspace(1) %4534, align 2
  %4536 = bitcast i16 %4535 to half
  %4537 = fpext half %4536 to float
  %4538 = select i1 %40, float %4537, float 0.000000e+00
  %4539 = add i32 %4493, %41
  %4540 = select i1 %42, i32 %4539, i32 %4493
  %4541 = sext i32 %4540 to i64
  %4542 = mul i64 %4541, 2
  %4543 = getelementptr i8, ptr addrspace(1) %3, i64 %4542
  %4544 = load i16, ptr addrspace(1) %4543, align 2
  %4545 = bitcast i16 %4544 to half
  %4546 = fpext half %4545 to float
  %4547 = select i1 %42, float %4546, float 0.000000e+00
  %4548 = add i32 %4493, %43
  %4549 = select i1 %44, i32 %4548, i32 %4493
  %4550 = sext i32 %4549 to i64
  %4551 = mul i64 %4550, 2
  %4552 = getelementptr i8, ptr addrspace(1) %3, i64 %4551
  %4553 = load i16, ptr addrspace(1) %4552, align 2
  %4554 = bitcast i16 %4553 to half
  %4555 = fpext half %4554 to float
  %4556 = select i1 %44, float %4555, float 0.000000e+00
  %4557 = add i32 %4493, %45
  %4558 = select i1 %46, i32 %4557, i32 %4493
  %4559 = sext i32 %4558 to i64
  %4560 = mul i64 %4559, 2
  %4561 = getelementptr i8, ptr addrspace(1) %3, i64 %4560
  %4562 = load i16, ptr addrspace(1) %4561, align 2
  %4563 = bitcast i16 %4562 to half
  %4564 = fpext half %4563 to float
  %4565 = select i1 %46, float %4564, float 0.000000e+00
  %4566 = bitcast float %3466 to i32
  %4567 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4566, i32 5, i32 31)
  %4568 = bitcast i32 %4567 to float
  %4569 = load float, ptr %v, align 4
  %4570 = fmul float %4568, %4502
  %4571 = fadd float %4570, %4569
  store float %4571, ptr %v, align 4
  %4572 = load float, ptr %v1, align 4
  %4573 = fmul float %4568, %4511
  %4574 = fadd float %4573, %4572
  store float %4574, ptr %v1, align 4
  %4575 = load float, ptr %v2, align 4
  %4576 = fmul float %4568, %4520
  %4577 = fadd float %4576, %4575
  store float %4577, ptr %v2, align 4
  %4578 = load float, ptr %v3, align 4
  %4579 = fmul float %4568, %4529
  %4580 = fadd float %4579, %4578
  store float %4580, ptr %v3, align 4
  %4581 = load float, ptr %v4, align 4
  %4582 = fmul float %4568, %4538
  %4583 = fadd float %4582, %4581
  store float %4583, ptr %v4, align 4
  %4584 = load float, ptr %v5, align 4
  %4585 = fmul float %4568, %4547
  %4586 = fadd float %4585, %4584
  store float %4586, ptr %v5, align 4
  %4587 = load float, ptr %v6, align 4
  %4588 = fmul float %4568, %4556
  %4589 = fadd float %4588, %4587
  store float %4589, ptr %v6, align 4
  %4590 = load float, ptr %v7, align 4
  %4591 = fmul float %4568, %4565
  %4592 = fadd float %4591, %4590
  store float %4592, ptr %v7, align 4
  %4593 = bitcast float %3466 to i32
  %4594 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4593, i32 13, i32 31)
  %4595 = bitcast i32 %4594 to float
  %4596 = load float, ptr %v8, align 4
  %4597 = fmul float %4595, %4502
  %4598 = fadd float %4597, %4596
  store float %4598, ptr %v8, align 4
  %4599 = load float, ptr %v9, align 4
  %4600 = fmul float %4595, %4511
  %4601 = fadd float %4600, %4599
  store float %4601, ptr %v9, align 4
  %4602 = load float, ptr %v10, align 4
  %4603 = fmul float %4595, %4520
  %4604 = fadd float %4603, %4602
  store float %4604, ptr %v10, align 4
  %4605 = load float, ptr %v11, align 4
  %4606 = fmul float %4595, %4529
  %4607 = fadd float %4606, %4605
  store float %4607, ptr %v11, align 4
  %4608 = load float, ptr %v12, align 4
  %4609 = fmul float %4595, %4538
  %4610 = fadd float %4609, %4608
  store float %4610, ptr %v12, align 4
  %4611 = load float, ptr %v13, align 4
  %4612 = fmul float %4595, %4547
  %4613 = fadd float %4612, %4611
  store float %4613, ptr %v13, align 4
  %4614 = load float, ptr %v14, align 4
  %4615 = fmul float %4595, %4556
  %4616 = fadd float %4615, %4614
  store float %4616, ptr %v14, align 4
  %4617 = load float, ptr %v15, align 4
  %4618 = fmul float %4595, %4565
  %4619 = fadd float %4618, %4617
  store float %4619, ptr %v15, align 4
  %4620 = bitcast float %3466 to i32
  %4621 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4620, i32 21, i32 31)
  %4622 = bitcast i32 %4621 to float
  %4623 = load float, ptr %v16, align 4
  %4624 = fmul float %4622, %4502
  %4625 = fadd float %4624, %4623
  store float %4625, ptr %v16, align 4
  %4626 = load float, ptr %v17, align 4
  %4627 = fmul float %4622, %4511
  %4628 = fadd float %4627, %4626
  store float %4628, ptr %v17, align 4
  %4629 = load float, ptr %v18, align 4
  %4630 = fmul float %4622, %4520
  %4631 = fadd float %4630, %4629
  store float %4631, ptr %v18, align 4
  %4632 = load float, ptr %v19, align 4
  %4633 = fmul float %4622, %4529
  %4634 = fadd float %4633, %4632
  store float %4634, ptr %v19, align 4
  %4635 = load float, ptr %v20, align 4
  %4636 = fmul float %4622, %4538
  %4637 = fadd float %4636, %4635
  store float %4637, ptr %v20, align 4
  %4638 = load float, ptr %v21, align 4
  %4639 = fmul float %4622, %4547
  %4640 = fadd float %4639, %4638
  store float %4640, ptr %v21, align 4
  %4641 = load float, ptr %v22, align 4
  %4642 = fmul float %4622, %4556
  %4643 = fadd float %4642, %4641
  store float %4643, ptr %v22, align 4
  %4644 = load float, ptr %v23, align 4
  %4645 = fmul float %4622, %4565
  %4646 = fadd float %4645, %4644
  store float %4646, ptr %v23, align 4
  %4647 = bitcast float %3466 to i32
  %4648 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4647, i32 29, i32 31)
  %4649 = bitcast i32 %4648 to float
  %4650 = load float, ptr %v24, align 4
  %4651 = fmul float %4649, %4502
  %4652 = fadd float %4651, %4650
  store float %4652, ptr %v24, align 4
  %4653 = load float, ptr %v25, align 4
  %4654 = fmul float %4649, %4511
  %4655 = fadd float %4654, %4653
  store float %4655, ptr %v25, align 4
  %4656 = load float, ptr %v26, align 4
  %4657 = fmul float %4649, %4520
  %4658 = fadd float %4657, %4656
  store float %4658, ptr %v26, align 4
  %4659 = load float, ptr %v27, align 4
  %4660 = fmul float %4649, %4529
  %4661 = fadd float %4660, %4659
  store float %4661, ptr %v27, align 4
  %4662 = load float, ptr %v28, align 4
  %4663 = fmul float %4649, %4538
  %4664 = fadd float %4663, %4662
  store float %4664, ptr %v28, align 4
  %4665 = load float, ptr %v29, align 4
  %4666 = fmul float %4649, %4547
  %4667 = fadd float %4666, %4665
  store float %4667, ptr %v29, align 4
  %4668 = load float, ptr %v30, align 4
  %4669 = fmul float %4649, %4556
  %4670 = fadd float %4669, %4668
  store float %4670, ptr %v30, align 4
  %4671 = load float, ptr %v31, align 4
  %4672 = fmul float %4649, %4565
  %4673 = fadd float %4672, %4671
  store float %4673, ptr %v31, align 4
  %4674 = add i32 %2073, 6
  %4675 = icmp sgt i32 %4674, %332
  %4676 = select i1 %4675, i32 %332, i32 %4674
  %4677 = mul i32 %4676, %5
  %4678 = add i32 %4677, %20
  %4679 = mul i32 %4678, %6
  %4680 = add i32 %4679, %31
  %4681 = select i1 %32, i32 %4680, i32 %4679
  %4682 = sext i32 %4681 to i64
  %4683 = mul i64 %4682, 2
  %4684 = getelementptr i8, ptr addrspace(1) %3, i64 %4683
  %4685 = load i16, ptr addrspace(1) %4684, align 2
  %4686 = bitcast i16 %4685 to half
  %4687 = fpext half %4686 to float
  %4688 = select i1 %32, float %4687, float 0.000000e+00
  %4689 = add i32 %4679, %33
  %4690 = select i1 %34, i32 %4689, i32 %4679
  %4691 = sext i32 %4690 to i64
  %4692 = mul i64 %4691, 2
  %4693 = getelementptr i8, ptr addrspace(1) %3, i64 %4692
  %4694 = load i16, ptr addrspace(1) %4693, align 2
  %4695 = bitcast i16 %4694 to half
  %4696 = fpext half %4695 to float
  %4697 = select i1 %34, float %4696, float 0.000000e+00
  %4698 = add i32 %4679, %35
  %4699 = select i1 %36, i32 %4698, i32 %4679
  %4700 = sext i32 %4699 to i64
  %4701 = mul i64 %4700, 2
  %4702 = getelementptr i8, ptr addrspace(1) %3, i64 %4701
  %4703 = load i16, ptr addrspace(1) %4702, align 2
  %4704 = bitcast i16 %4703 to half
  %4705 = fpext half %4704 to float
  %4706 = select i1 %36, float %4705, float 0.000000e+00
  %4707 = add i32 %4679, %37
  %4708 = select i1 %38, i32 %4707, i32 %4679
  %4709 = sext i32 %4708 to i64
  %4710 = mul i64 %4709, 2
  %4711 = getelementptr i8, ptr addrspace(1) %3, i64 %4710
  %4712 = load i16, ptr addrspace(1) %4711, align 2
  %4713 = bitcast i16 %4712 to half
  %4714 = fpext half %4713 to float
  %4715 = select i1 %38, float %4714, float 0.000000e+00
  %4716 = add i32 %4679, %39
  %4717 = select i1 %40, i32 %4716, i32 %4679
  %4718 = sext i32 %4717 to i64
  %4719 = mul i64 %4718, 2
  %4720 = getelementptr i8, ptr addrspace(1) %3, i64 %4719
  %4721 = load i16, ptr addrspace(1) %4720, align 2
  %4722 = bitcast i16 %4721 to half
  %4723 = fpext half %4722 to float
  %4724 = select i1 %40, float %4723, float 0.000000e+00
  %4725 = add i32 %4679, %41
  %4726 = select i1 %42, i32 %4725, i32 %4679
  %4727 = sext i32 %4726 to i64
  %4728 = mul i64 %4727, 2
  %4729 = getelementptr i8, ptr addrspace(1) %3, i64 %4728
  %4730 = load i16, ptr addrspace(1) %4729, align 2
  %4731 = bitcast i16 %4730 to half
  %4732 = fpext half %4731 to float
  %4733 = select i1 %42, float %4732, float 0.000000e+00
  %4734 = add i32 %4679, %43
  %4735 = select i1 %44, i32 %4734, i32 %4679
  %4736 = sext i32 %4735 to i64
  %4737 = mul i64 %4736, 2
  %4738 = getelementptr i8, ptr addrspace(1) %3, i64 %4737
  %4739 = load i16, ptr addrspace(1) %4738, align 2
  %4740 = bitcast i16 %4739 to half
  %4741 = fpext half %4740 to float
  %4742 = select i1 %44, float %4741, float 0.000000e+00
  %4743 = add i32 %4679, %45
  %4744 = select i1 %46, i32 %4743, i32 %4679
  %4745 = sext i32 %4744 to i64
  %4746 = mul i64 %4745, 2
  %4747 = getelementptr i8, ptr addrspace(1) %3, i64 %4746
  %4748 = load i16, ptr addrspace(1) %4747, align 2
  %4749 = bitcast i16 %4748 to half
  %4750 = fpext half %4749 to float
  %4751 = select i1 %46, float %4750, float 0.000000e+00
  %4752 = bitcast float %3466 to i32
  %4753 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4752, i32 6, i32 31)
  %4754 = bitcast i32 %4753 to float
  %4755 = load float, ptr %v, align 4
  %4756 = fmul float %4754, %4688
  %4757 = fadd float %4756, %4755
  store float %4757, ptr %v, align 4
  %4758 = load float, ptr %v1, align 4
  %4759 = fmul float %4754, %4697
  %4760 = fadd float %4759, %4758
  store float %4760, ptr %v1, align 4
  %4761 = load float, ptr %v2, align 4
  %4762 = fmul float %4754, %4706
  %4763 = fadd float %4762, %4761
  store float %4763, ptr %v2, align 4
  %4764 = load float, ptr %v3, align 4
  %4765 = fmul float %4754, %4715
  %4766 = fadd float %4765, %4764
  store float %4766, ptr %v3, align 4
  %4767 = load float, ptr %v4, align 4
  %4768 = fmul float %4754, %4724
  %4769 = fadd float %4768, %4767
  store float %4769, ptr %v4, align 4
  %4770 = load float, ptr %v5, align 4
  %4771 = fmul float %4754, %4733
  %4772 = fadd float %4771, %4770
  store float %4772, ptr %v5, align 4
  %4773 = load float, ptr %v6, align 4
  %4774 = fmul float %4754, %4742
  %4775 = fadd float %4774, %4773
  store float %4775, ptr %v6, align 4
  %4776 = load float, ptr %v7, align 4
  %4777 = fmul float %4754, %4751
  %4778 = fadd float %4777, %4776
  store float %4778, ptr %v7, align 4
  %4779 = bitcast float %3466 to i32
  %4780 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4779, i32 14, i32 31)
  %4781 = bitcast i32 %4780 to float
  %4782 = load float, ptr %v8, align 4
  %4783 = fmul float %4781, %4688
  %4784 = fadd float %4783, %4782
  store float %4784, ptr %v8, align 4
  %4785 = load float, ptr %v9, align 4
  %4786 = fmul float %4781, %4697
  %4787 = fadd float %4786, %4785
  store float %4787, ptr %v9, align 4
  %4788 = load float, ptr %v10, align 4
  %4789 = fmul float %4781, %4706
  %4790 = fadd float %4789, %4788
  store float %4790, ptr %v10, align 4
  %4791 = load float, ptr %v11, align 4
  %4792 = fmul float %4781, %4715
  %4793 = fadd float %4792, %4791
  store float %4793, ptr %v11, align 4
  %4794 = load float, ptr %v12, align 4
  %4795 = fmul float %4781, %4724
  %4796 = fadd float %4795, %4794
  store float %4796, ptr %v12, align 4
  %4797 = load float, ptr %v13, align 4
  %4798 = fmul float %4781, %4733
  %4799 = fadd float %4798, %4797
  store float %4799, ptr %v13, align 4
  %4800 = load float, ptr %v14, align 4
  %4801 = fmul float %4781, %4742
  %4802 = fadd float %4801, %4800
  store float %4802, ptr %v14, align 4
  %4803 = load float, ptr %v15, align 4
  %4804 = fmul float %4781, %4751
  %4805 = fadd float %4804, %4803
  store float %4805, ptr %v15, align 4
  %4806 = bitcast float %3466 to i32
  %4807 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4806, i32 22, i32 31)
  %4808 = bitcast i32 %4807 to float
  %4809 = load float, ptr %v16, align 4
  %4810 = fmul float %4808, %4688
  %4811 = fadd float %4810, %4809
  store float %4811, ptr %v16, align 4
  %4812 = load float, ptr %v17, align 4
  %4813 = fmul float %4808, %4697
  %4814 = fadd float %4813, %4812
  store float %4814, ptr %v17, align 4
  %4815 = load float, ptr %v18, align 4
  %4816 = fmul float %4808, %4706
  %4817 = fadd float %4816, %4815
  store float %4817, ptr %v18, align 4
  %4818 = load float, ptr %v19, align 4
  %4819 = fmul float %4808, %4715
  %4820 = fadd float %4819, %4818
  store float %4820, ptr %v19, align 4
  %4821 = load float, ptr %v20, align 4
  %4822 = fmul float %4808, %4724
  %4823 = fadd float %4822, %4821
  store float %4823, ptr %v20, align 4
  %4824 = load float, ptr %v21, align 4
  %4825 = fmul float %4808, %4733
  %4826 = fadd float %4825, %4824
  store float %4826, ptr %v21, align 4
  %4827 = load float, ptr %v22, align 4
  %4828 = fmul float %4808, %4742
  %4829 = fadd float %4828, %4827
  store float %4829, ptr %v22, align 4
  %4830 = load float, ptr %v23, align 4
  %4831 = fmul float %4808, %4751
  %4832 = fadd float %4831, %4830
  store float %4832, ptr %v23, align 4
  %4833 = bitcast float %3466 to i32
  %4834 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4833, i32 30, i32 31)
  %4835 = bitcast i32 %4834 to float
  %4836 = load float, ptr %v24, align 4
  %4837 = fmul float %4835, %4688
  %4838 = fadd float %4837, %4836
  store float %4838, ptr %v24, align 4
  %4839 = load float, ptr %v25, align 4
  %4840 = fmul float %4835, %4697
  %4841 = fadd float %4840, %4839
  store float %4841, ptr %v25, align 4
  %4842 = load float, ptr %v26, align 4
  %4843 = fmul float %4835, %4706
  %4844 = fadd float %4843, %4842
  store float %4844, ptr %v26, align 4
  %4845 = load float, ptr %v27, align 4
  %4846 = fmul float %4835, %4715
  %4847 = fadd float %4846, %4845
  store float %4847, ptr %v27, align 4
  %4848 = load float, ptr %v28, align 4
  %4849 = fmul float %4835, %4724
  %4850 = fadd float %4849, %4848
  store float %4850, ptr %v28, align 4
  %4851 = load float, ptr %v29, align 4
  %4852 = fmul float %4835, %4733
  %4853 = fadd float %4852, %4851
  store float %4853, ptr %v29, align 4
  %4854 = load float, ptr %v30, align 4
  %4855 = fmul float %4835, %4742
  %4856 = fadd float %4855, %4854
  store float %4856, ptr %v30, align 4
  %4857 = load float, ptr %v31, align 4
  %4858 = fmul float %4835, %4751
  %4859 = fadd float %4858, %4857
  store float %4859, ptr %v31, align 4
  %4860 = add i32 %2073, 7
  %4861 = icmp sgt i32 %4860, %332
  %4862 = select i1 %4861, i32 %332, i32 %4860
  %4863 = mul i32 %4862, %5
  %4864 = add i32 %4863, %20
  %4865 = mul i32 %4864, %6
  %4866 = add i32 %4865, %31
  %4867 = select i1 %32, i32 %4866, i32 %4865
  %4868 = sext i32 %4867 to i64
  %4869 = mul i64 %4868, 2
  %4870 = getelementptr i8, ptr addrspace(1) %3, i64 %4869
  %4871 = load i16, ptr addrspace(1) %4870, align 2
  %4872 = bitcast i16 %4871 to half
  %4873 = fpext half %4872 to float
  %4874 = select i1 %32, float %4873, float 0.000000e+00
  %4875 = add i32 %4865, %33
  %4876 = select i1 %34, i32 %4875, i32 %4865
  %4877 = sext i32 %4876 to i64
  %4878 = mul i64 %4877, 2
  %4879 = getelementptr i8, ptr addrspace(1) %3, i64 %4878
  %4880 = load i16, ptr addrspace(1) %4879, align 2
  %4881 = bitcast i16 %4880 to half
  %4882 = fpext half %4881 to float
  %4883 = select i1 %34, float %4882, float 0.000000e+00
  %4884 = add i32 %4865, %35
  %4885 = select i1 %36, i32 %4884, i32 %4865
  %4886 = sext i32 %4885 to i64
  %4887 = mul i64 %4886, 2
  %4888 = getelementptr i8, ptr addrspace(1) %3, i64 %4887
  %4889 = load i16, ptr addrspace(1) %4888, align 2
  %4890 = bitcast i16 %4889 to half
  %4891 = fpext half %4890 to float
  %4892 = select i1 %36, float %4891, float 0.000000e+00
  %4893 = add i32 %4865, %37
  %4894 = select i1 %38, i32 %4893, i32 %4865
  %4895 = sext i32 %4894 to i64
  %4896 = mul i64 %4895, 2
  %4897 = getelementptr i8, ptr addrspace(1) %3, i64 %4896
  %4898 = load i16, ptr addrspace(1) %4897, align 2
  %4899 = bitcast i16 %4898 to half
  %4900 = fpext half %4899 to float
  %4901 = select i1 %38, float %4900, float 0.000000e+00
  %4902 = add i32 %4865, %39
  %4903 = select i1 %40, i32 %4902, i32 %4865
  %4904 = sext i32 %4903 to i64
  %4905 = mul i64 %4904, 2
  %4906 = getelementptr i8, ptr addrspace(1) %3, i64 %4905
  %4907 = load i16, ptr addrspace(1) %4906, align 2
  %4908 = bitcast i16 %4907 to half
  %4909 = fpext half %4908 to float
  %4910 = select i1 %40, float %4909, float 0.000000e+00
  %4911 = add i32 %4865, %41
  %4912 = select i1 %42, i32 %4911, i32 %4865
  %4913 = sext i32 %4912 to i64
  %4914 = mul i64 %4913, 2
  %4915 = getelementptr i8, ptr addrspace(1) %3, i64 %4914
  %4916 = load i16, ptr addrspace(1) %4915, align 2
  %4917 = bitcast i16 %4916 to half
  %4918 = fpext half %4917 to float
  %4919 = select i1 %42, float %4918, float 0.000000e+00
  %4920 = add i32 %4865, %43
  %4921 = select i1 %44, i32 %4920, i32 %4865
  %4922 = sext i32 %4921 to i64
  %4923 = mul i64 %4922, 2
  %4924 = getelementptr i8, ptr addrspace(1) %3, i64 %4923
  %4925 = load i16, ptr addrspace(1) %4924, align 2
  %4926 = bitcast i16 %4925 to half
  %4927 = fpext half %4926 to float
  %4928 = select i1 %44, float %4927, float 0.000000e+00
  %4929 = add i32 %4865, %45
  %4930 = select i1 %46, i32 %4929, i32 %4865
  %4931 = sext i32 %4930 to i64
  %4932 = mul i64 %4931, 2
  %4933 = getelementptr i8, ptr addrspace(1) %3, i64 %4932
  %4934 = load i16, ptr addrspace(1) %4933, align 2
  %4935 = bitcast i16 %4934 to half
  %4936 = fpext half %4935 to float
  %4937 = select i1 %46, float %4936, float 0.000000e+00
  %4938 = bitcast float %3466 to i32
  %4939 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4938, i32 7, i32 31)
  %4940 = bitcast i32 %4939 to float
  %4941 = load float, ptr %v, align 4
  %4942 = fmul float %4940, %4874
  %4943 = fadd float %4942, %4941
  store float %4943, ptr %v, align 4
  %4944 = load float, ptr %v1, align 4
  %4945 = fmul float %4940, %4883
  %4946 = fadd float %4945, %4944
  store float %4946, ptr %v1, align 4
  %4947 = load float, ptr %v2, align 4
  %4948 = fmul float %4940, %4892
  %4949 = fadd float %4948, %4947
  store float %4949, ptr %v2, align 4
  %4950 = load float, ptr %v3, align 4
  %4951 = fmul float %4940, %4901
  %4952 = fadd float %4951, %4950
  store float %4952, ptr %v3, align 4
  %4953 = load float, ptr %v4, align 4
  %4954 = fmul float %4940, %4910
  %4955 = fadd float %4954, %4953
  store float %4955, ptr %v4, align 4
  %4956 = load float, ptr %v5, align 4
  %4957 = fmul float %4940, %4919
  %4958 = fadd float %4957, %4956
  store float %4958, ptr %v5, align 4
  %4959 = load float, ptr %v6, align 4
  %4960 = fmul float %4940, %4928
  %4961 = fadd float %4960, %4959
  store float %4961, ptr %v6, align 4
  %4962 = load float, ptr %v7, align 4
  %4963 = fmul float %4940, %4937
  %4964 = fadd float %4963, %4962
  store float %4964, ptr %v7, align 4
  %4965 = bitcast float %3466 to i32
  %4966 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4965, i32 15, i32 31)
  %4967 = bitcast i32 %4966 to float
  %4968 = load float, ptr %v8, align 4
  %4969 = fmul float %4967, %4874
  %4970 = fadd float %4969, %4968
  store float %4970, ptr %v8, align 4
  %4971 = load float, ptr %v9, align 4
  %4972 = fmul float %4967, %4883
  %4973 = fadd float %4972, %4971
  store float %4973, ptr %v9, align 4
  %4974 = load float, ptr %v10, align 4
  %4975 = fmul float %4967, %4892
  %4976 = fadd float %4975, %4974
  store float %4976, ptr %v10, align 4
  %4977 = load float, ptr %v11, align 4
  %4978 = fmul float %4967, %4901
  %4979 = fadd float %4978, %4977
  store float %4979, ptr %v11, align 4
  %4980 = load float, ptr %v12, align 4
  %4981 = fmul float %4967, %4910
  %4982 = fadd float %4981, %4980
  store float %4982, ptr %v12, align 4
  %4983 = load float, ptr %v13, align 4
  %4984 = fmul float %4967, %4919
  %4985 = fadd float %4984, %4983
  store float %4985, ptr %v13, align 4
  %4986 = load float, ptr %v14, align 4
  %4987 = fmul float %4967, %4928
  %4988 = fadd float %4987, %4986
  store float %4988, ptr %v14, align 4
  %4989 = load float, ptr %v15, align 4
  %4990 = fmul float %4967, %4937
  %4991 = fadd float %4990, %4989
  store float %4991, ptr %v15, align 4
  %4992 = bitcast float %3466 to i32
  %4993 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4992, i32 23, i32 31)
  %4994 = bitcast i32 %4993 to float
  %4995 = load float, ptr %v16, align 4
  %4996 = fmul float %4994, %4874
  %4997 = fadd float %4996, %4995
  store float %4997, ptr %v16, align 4
  %4998 = load float, ptr %v17, align 4
  %4999 = fmul float %4994, %4883
  %5000 = fadd float %4999, %4998
  store float %5000, ptr %v17, align 4
  %5001 = load float, ptr %v18, align 4
  %5002 = fmul float %4994, %4892
  %5003 = fadd float %5002, %5001
  store float %5003, ptr %v18, align 4
  %5004 = load float, ptr %v19, align 4
  %5005 = fmul float %4994, %4901
  %5006 = fadd float %5005, %5004
  store float %5006, ptr %v19, align 4
  %5007 = load float, ptr %v20, align 4
  %5008 = fmul float %4994, %4910
  %5009 = fadd float %5008, %5007
  store float %5009, ptr %v20, align 4
  %5010 = load float, ptr %v21, align 4
  %5011 = fmul float %4994, %4919
  %5012 = fadd float %5011, %5010
  store float %5012, ptr %v21, align 4
  %5013 = load float, ptr %v22, align 4
  %5014 = fmul float %4994, %4928
  %5015 = fadd float %5014, %5013
  store float %5015, ptr %v22, align 4
  %5016 = load float, ptr %v23, align 4
  %5017 = fmul float %4994, %4937
  %5018 = fadd float %5017, %5016
  store float %5018, ptr %v23, align 4
  %5019 = bitcast float %3466 to i32
  %5020 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %5019, i32 31, i32 31)
  %5021 = bitcast i32 %5020 to float
  %5022 = load float, ptr %v24, align 4
  %5023 = fmul float %5021, %4874
  %5024 = fadd float %5023, %5022
  store float %5024, ptr %v24, align 4
  %5025 = load float, ptr %v25, align 4
  %5026 = fmul float %5021, %4883
  %5027 = fadd float %5026, %5025
  store float %5027, ptr %v25, align 4
  %5028 = load float, ptr %v26, align 4
  %5029 = fmul float %5021, %4892
  %5030 = fadd float %5029, %5028
  store float %5030, ptr %v26, align 4
  %5031 = load float, ptr %v27, align 4
  %5032 = fmul float %5021, %4901
  %5033 = fadd float %5032, %5031
  store float %5033, ptr %v27, align 4
  %5034 = load float, ptr %v28, align 4
  %5035 = fmul float %5021, %4910
  %5036 = fadd float %5035, %5034
  store float %5036, ptr %v28, align 4
  %5037 = load float, ptr %v29, align 4
  %5038 = fmul float %5021, %4919
  %5039 = fadd float %5038, %5037
  store float %5039, ptr %v29, align 4
  %5040 = load float, ptr %v30, align 4
  %5041 = fmul float %5021, %4928
  %5042 = fadd float %5041, %5040
  store float %5042, ptr %v30, align 4
  %5043 = load float, ptr %v31, align 4
  %5044 = fmul float %5021, %4937
  %5045 = fadd float %5044, %5043
  store float %5045, ptr %v31, align 4
  %5046 = load i32, ptr %v37, align 4
  %5047 = add i32 %5046, 4
  store i32 %5047, ptr %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %5048 = add i32 %2068, %31
  %5049 = sext i32 %5048 to i64
  %5050 = mul i64 %5049, 4
  %5051 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5050
  store float %2069, ptr addrspace(3) %5051, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %5052 = load float, ptr %v1, align 4
  br i1 %34, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %5053 = add i32 %2068, %33
  %5054 = sext i32 %5053 to i64
  %5055 = mul i64 %5054, 4
  %5056 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5055
  store float %5052, ptr addrspace(3) %5056, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %5057 = load float, ptr %v2, align 4
  br i1 %36, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %5058 = add i32 %2068, %35
  %5059 = sext i32 %5058 to i64
  %5060 = mul i64 %5059, 4
  %5061 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5060
  store float %5057, ptr addrspace(3) %5061, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %5062 = load float, ptr %v3, align 4
  br i1 %38, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %5063 = add i32 %2068, %37
  %5064 = sext i32 %5063 to i64
  %5065 = mul i64 %5064, 4
  %5066 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5065
  store float %5062, ptr addrspace(3) %5066, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %5067 = load float, ptr %v4, align 4
  br i1 %40, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %5068 = add i32 %2068, %39
  %5069 = sext i32 %5068 to i64
  %5070 = mul i64 %5069, 4
  %5071 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5070
  store float %5067, ptr addrspace(3) %5071, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %5072 = load float, ptr %v5, align 4
  br i1 %42, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %5073 = add i32 %2068, %41
  %5074 = sext i32 %5073 to i64
  %5075 = mul i64 %5074, 4
  %5076 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5075
  store float %5072, ptr addrspace(3) %5076, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %5077 = load float, ptr %v6, align 4
  br i1 %44, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %5078 = add i32 %2068, %43
  %5079 = sext i32 %5078 to i64
  %5080 = mul i64 %5079, 4
  %5081 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5080
  store float %5077, ptr addrspace(3) %5081, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %5082 = load float, ptr %v7, align 4
  br i1 %46, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %5083 = add i32 %2068, %45
  %5084 = sext i32 %5083 to i64
  %5085 = mul i64 %5084, 4
  %5086 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5085
  store float %5082, ptr addrspace(3) %5086, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %5087 = icmp eq i32 %13, 0
  br i1 %5087, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %5088 = mul i32 %2067, 2
  %5089 = sext i32 %5088 to i64
  %5090 = mul i64 %5089, 4
  %5091 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5090
  store float %2065, ptr addrspace(3) %5091, align 4
  %5092 = add i32 %5088, 1
  %5093 = sext i32 %5092 to i64
  %5094 = mul i64 %5093, 4
  %5095 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5094
  store float %2066, ptr addrspace(3) %5095, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %5096 = add i32 4, %15
  %5097 = mul i32 %5096, 256
  %5098 = load float, ptr %v8, align 4
  br i1 %32, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %5099 = add i32 %5097, %31
  %5100 = sext i32 %5099 to i64
  %5101 = mul i64 %5100, 4
  %5102 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5101
  store float %5098, ptr addrspace(3) %5102, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %5103 = load float, ptr %v9, align 4
  br i1 %34, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %5104 = add i32 %5097, %33
  %5105 = sext i32 %5104 to i64
  %5106 = mul i64 %5105, 4
  %5107 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5106
  store float %5103, ptr addrspace(3) %5107, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %5108 = load float, ptr %v10, align 4
  br i1 %36, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %5109 = add i32 %5097, %35
  %5110 = sext i32 %5109 to i64
  %5111 = mul i64 %5110, 4
  %5112 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5111
  store float %5108, ptr addrspace(3) %5112, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %5113 = load float, ptr %v11, align 4
  br i1 %38, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %5114 = add i32 %5097, %37
  %5115 = sext i32 %5114 to i64
  %5116 = mul i64 %5115, 4
  %5117 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5116
  store float %5113, ptr addrspace(3) %5117, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %5118 = load float, ptr %v12, align 4
  br i1 %40, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %5119 = add i32 %5097, %39
  %5120 = sext i32 %5119 to i64
  %5121 = mul i64 %5120, 4
  %5122 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5121
  store float %5118, ptr addrspace(3) %5122, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %5123 = load float, ptr %v13, align 4
  br i1 %42, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %5124 = add i32 %5097, %41
  %5125 = sext i32 %5124 to i64
  %5126 = mul i64 %5125, 4
  %5127 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5126
  store float %5123, ptr addrspace(3) %5127, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %5128 = load float, ptr %v14, align 4
  br i1 %44, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %5129 = add i32 %5097, %43
  %5130 = sext i32 %5129 to i64
  %5131 = mul i64 %5130, 4
  %5132 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5131
  store float %5128, ptr addrspace(3) %5132, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %5133 = load float, ptr %v15, align 4
  br i1 %46, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %5134 = add i32 %5097, %45
  %5135 = sext i32 %5134 to i64
  %5136 = mul i64 %5135, 4
  %5137 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5136
  store float %5133, ptr addrspace(3) %5137, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %5138 = icmp eq i32 %13, 8
  br i1 %5138, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %5139 = mul i32 %5096, 2
  %5140 = sext i32 %5139 to i64
  %5141 = mul i64 %5140, 4
  %5142 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5141
  store float %2065, ptr addrspace(3) %5142, align 4
  %5143 = add i32 %5139, 1
  %5144 = sext i32 %5143 to i64
  %5145 = mul i64 %5144, 4
  %5146 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5145
  store float %2066, ptr addrspace(3) %5146, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %5147 = add i32 8, %15
  %5148 = mul i32 %5147, 256
  %5149 = load float, ptr %v16, align 4
  br i1 %32, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %5150 = add i32 %5148, %31
  %5151 = sext i32 %5150 to i64
  %5152 = mul i64 %5151, 4
  %5153 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5152
  store float %5149, ptr addrspace(3) %5153, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %5154 = load float, ptr %v17, align 4
  br i1 %34, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %5155 = add i32 %5148, %33
  %5156 = sext i32 %5155 to i64
  %5157 = mul i64 %5156, 4
  %5158 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5157
  store float %5154, ptr addrspace(3) %5158, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %5159 = load float, ptr %v18, align 4
  br i1 %36, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %5160 = add i32 %5148, %35
  %5161 = sext i32 %5160 to i64
  %5162 = mul i64 %5161, 4
  %5163 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5162
  store float %5159, ptr addrspace(3) %5163, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %5164 = load float, ptr %v19, align 4
  br i1 %38, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %5165 = add i32 %5148, %37
  %5166 = sext i32 %5165 to i64
  %5167 = mul i64 %5166, 4
  %5168 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5167
  store float %5164, ptr addrspace(3) %5168, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %5169 = load float, ptr %v20, align 4
  br i1 %40, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %5170 = add i32 %5148, %39
  %5171 = sext i32 %5170 to i64
  %5172 = mul i64 %5171, 4
  %5173 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5172
  store float %5169, ptr addrspace(3) %5173, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %5174 = load float, ptr %v21, align 4
  br i1 %42, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %5175 = add i32 %5148, %41
  %5176 = sext i32 %5175 to i64
  %5177 = mul i64 %5176, 4
  %5178 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5177
  store float %5174, ptr addrspace(3) %5178, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %5179 = load float, ptr %v22, align 4
  br i1 %44, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %5180 = add i32 %5148, %43
  %5181 = sext i32 %5180 to i64
  %5182 = mul i64 %5181, 4
  %5183 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5182
  store float %5179, ptr addrspace(3) %5183, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %5184 = load float, ptr %v23, align 4
  br i1 %46, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %5185 = add i32 %5148, %45
  %5186 = sext i32 %5185 to i64
  %5187 = mul i64 %5186, 4
  %5188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5187
  store float %5184, ptr addrspace(3) %5188, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %5189 = icmp eq i32 %13, 16
  br i1 %5189, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %5190 = mul i32 %5147, 2
  %5191 = sext i32 %5190 to i64
  %5192 = mul i64 %5191, 4
  %5193 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5192
  store float %2065, ptr addrspace(3) %5193, align 4
  %5194 = add i32 %5190, 1
  %5195 = sext i32 %5194 to i64
  %5196 = mul i64 %5195, 4
  %5197 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5196
  store float %2066, ptr addrspace(3) %5197, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %5198 = add i32 12, %15
  %5199 = mul i32 %5198, 256
  %5200 = load float, ptr %v24, align 4
  br i1 %32, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %5201 = add i32 %5199, %31
  %5202 = sext i32 %5201 to i64
  %5203 = mul i64 %5202, 4
  %5204 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5203
  store float %5200, ptr addrspace(3) %5204, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %5205 = load float, ptr %v25, align 4
  br i1 %34, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %5206 = add i32 %5199, %33
  %5207 = sext i32 %5206 to i64
  %5208 = mul i64 %5207, 4
  %5209 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5208
  store float %5205, ptr addrspace(3) %5209, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %5210 = load float, ptr %v26, align 4
  br i1 %36, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %5211 = add i32 %5199, %35
  %5212 = sext i32 %5211 to i64
  %5213 = mul i64 %5212, 4
  %5214 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5213
  store float %5210, ptr addrspace(3) %5214, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %5215 = load float, ptr %v27, align 4
  br i1 %38, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %5216 = add i32 %5199, %37
  %5217 = sext i32 %5216 to i64
  %5218 = mul i64 %5217, 4
  %5219 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5218
  store float %5215, ptr addrspace(3) %5219, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %5220 = load float, ptr %v28, align 4
  br i1 %40, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %5221 = add i32 %5199, %39
  %5222 = sext i32 %5221 to i64
  %5223 = mul i64 %5222, 4
  %5224 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5223
  store float %5220, ptr addrspace(3) %5224, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %5225 = load float, ptr %v29, align 4
  br i1 %42, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %5226 = add i32 %5199, %41
  %5227 = sext i32 %5226 to i64
  %5228 = mul i64 %5227, 4
  %5229 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5228
  store float %5225, ptr addrspace(3) %5229, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %5230 = load float, ptr %v30, align 4
  br i1 %44, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %5231 = add i32 %5199, %43
  %5232 = sext i32 %5231 to i64
  %5233 = mul i64 %5232, 4
  %5234 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5233
  store float %5230, ptr addrspace(3) %5234, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %5235 = load float, ptr %v31, align 4
  br i1 %46, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %5236 = add i32 %5199, %45
  %5237 = sext i32 %5236 to i64
  %5238 = mul i64 %5237, 4
  %5239 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5238
  store float %5235, ptr addrspace(3) %5239, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %5240 = icmp eq i32 %13, 24
  br i1 %5240, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %5241 = mul i32 %5198, 2
  %5242 = sext i32 %5241 to i64
  %5243 = mul i64 %5242, 4
  %5244 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5243
  store float %2065, ptr addrspace(3) %5244, align 4
  %5245 = add i32 %5241, 1
  %5246 = sext i32 %5245 to i64
  %5247 = mul i64 %5246, 4
  %5248 = getelementptr i8, ptr addrspace(3) @lds2, i64 %5247
  store float %2066, ptr addrspace(3) %5248, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  call void @llvm.nvvm.barrier0()
  %5249 = load float, ptr addrspace(3) @lds2, align 4
  %5250 = fcmp ogt float %5249, 0xFFF0000000000000
  %5251 = select i1 %5250, float %5249, float 0xFFF0000000000000
  %5252 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %5253 = fcmp ogt float %5252, %5251
  %5254 = select i1 %5253, float %5252, float %5251
  %5255 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %5256 = fcmp ogt float %5255, %5254
  %5257 = select i1 %5256, float %5255, float %5254
  %5258 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %5259 = fcmp ogt float %5258, %5257
  %5260 = select i1 %5259, float %5258, float %5257
  %5261 = fcmp ogt float %24, %5260
  %5262 = select i1 %5261, float %24, float %5260
  %5263 = fsub float %5249, %5262
  %5264 = fmul float %5263, 0x3FF7154760000000
  %5265 = fcmp olt float %5264, -1.260000e+02
  %5266 = fcmp ogt float %5264, 1.270000e+02
  %5267 = select i1 %5265, float -1.260000e+02, float %5264
  %5268 = select i1 %5266, float 1.270000e+02, float %5267
  %5269 = fadd float %5268, 5.000000e-01
  %5270 = call float @llvm.floor.f32(float %5269)
  %5271 = fsub float %5268, %5270
  %5272 = fmul float 0x3EEFFCBFC0000000, %5271
  %5273 = fadd float %5272, 0x3F24309120000000
  %5274 = fmul float %5273, %5271
  %5275 = fadd float %5274, 0x3F55D87FE0000000
  %5276 = fmul float %5275, %5271
  %5277 = fadd float %5276, 0x3F83B2AB60000000
  %5278 = fmul float %5277, %5271
  %5279 = fadd float %5278, 0x3FAC6B08E0000000
  %5280 = fmul float %5279, %5271
  %5281 = fadd float %5280, 0x3FCEBFBE00000000
  %5282 = fmul float %5281, %5271
  %5283 = fadd float %5282, 0x3FE62E4300000000
  %5284 = fmul float %5283, %5271
  %5285 = fadd float %5284, 1.000000e+00
  %5286 = fptosi float %5270 to i32
  %5287 = add i32 %5286, 127
  %5288 = shl i32 %5287, 23
  %5289 = bitcast i32 %5288 to float
  %5290 = fmul float %5285, %5289
  %5291 = select i1 %5265, float 0.000000e+00, float %5290
  %5292 = select i1 %5266, float 0x7FF0000000000000, float %5291
  %5293 = fcmp uno float %5264, %5264
  %5294 = select i1 %5293, float %5264, float %5292
  %5295 = fcmp oeq float %5249, 0xFFF0000000000000
  %5296 = select i1 %5295, float 0.000000e+00, float %5294
  %5297 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %5298 = fmul float %5296, %5297
  %5299 = fadd float %5298, 0.000000e+00
  %5300 = fsub float %5252, %5262
  %5301 = fmul float %5300, 0x3FF7154760000000
  %5302 = fcmp olt float %5301, -1.260000e+02
  %5303 = fcmp ogt float %5301, 1.270000e+02
  %5304 = select i1 %5302, float -1.260000e+02, float %5301
  %5305 = select i1 %5303, float 1.270000e+02, float %5304
  %5306 = fadd float %5305, 5.000000e-01
  %5307 = call float @llvm.floor.f32(float %5306)
  %5308 = fsub float %5305, %5307
  %5309 = fmul float 0x3EEFFCBFC0000000, %5308
  %5310 = fadd float %5309, 0x3F24309120000000
  %5311 = fmul float %5310, %5308
  %5312 = fadd float %5311, 0x3F55D87FE0000000
  %5313 = fmul float %5312, %5308
  %5314 = fadd float %5313, 0x3F83B2AB60000000
  %5315 = fmul float %5314, %5308
  %5316 = fadd float %5315, 0x3FAC6B08E0000000
  %5317 = fmul float %5316, %5308
  %5318 = fadd float %5317, 0x3FCEBFBE00000000
  %5319 = fmul float %5318, %5308
  %5320 = fadd float %5319, 0x3FE62E4300000000
  %5321 = fmul float %5320, %5308
  %5322 = fadd float %5321, 1.000000e+00
  %5323 = fptosi float %5307 to i32
  %5324 = add i32 %5323, 127
  %5325 = shl i32 %5324, 23
  %5326 = bitcast i32 %5325 to float
  %5327 = fmul float %5322, %5326
  %5328 = select i1 %5302, float 0.000000e+00, float %5327
  %5329 = select i1 %5303, float 0x7FF0000000000000, float %5328
  %5330 = fcmp uno float %5301, %5301
  %5331 = select i1 %5330, float %5301, float %5329
  %5332 = fcmp oeq float %5252, 0xFFF0000000000000
  %5333 = select i1 %5332, float 0.000000e+00, float %5331
  %5334 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %5335 = fmul float %5333, %5334
  %5336 = fadd float %5335, %5299
  %5337 = fsub float %5255, %5262
  %5338 = fmul float %5337, 0x3FF7154760000000
  %5339 = fcmp olt float %5338, -1.260000e+02
  %5340 = fcmp ogt float %5338, 1.270000e+02
  %5341 = select i1 %5339, float -1.260000e+02, float %5338
  %5342 = select i1 %5340, float 1.270000e+02, float %5341
  %5343 = fadd float %5342, 5.000000e-01
  %5344 = call float @llvm.floor.f32(float %5343)
  %5345 = fsub float %5342, %5344
  %5346 = fmul float 0x3EEFFCBFC0000000, %5345
  %5347 = fadd float %5346, 0x3F24309120000000
  %5348 = fmul float %5347, %5345
  %5349 = fadd float %5348, 0x3F55D87FE0000000
  %5350 = fmul float %5349, %5345
  %5351 = fadd float %5350, 0x3F83B2AB60000000
  %5352 = fmul float %5351, %5345
  %5353 = fadd float %5352, 0x3FAC6B08E0000000
  %5354 = fmul float %5353, %5345
  %5355 = fadd float %5354, 0x3FCEBFBE00000000
  %5356 = fmul float %5355, %5345
  %5357 = fadd float %5356, 0x3FE62E4300000000
  %5358 = fmul float %5357, %5345
  %5359 = fadd float %5358, 1.000000e+00
  %5360 = fptosi float %5344 to i32
  %5361 = add i32 %5360, 127
  %5362 = shl i32 %5361, 23
  %5363 = bitcast i32 %5362 to float
  %5364 = fmul float %5359, %5363
  %5365 = select i1 %5339, float 0.000000e+00, float %5364
  %5366 = select i1 %5340, float 0x7FF0000000000000, float %5365
  %5367 = fcmp uno float %5338, %5338
  %5368 = select i1 %5367, float %5338, float %5366
  %5369 = fcmp oeq float %5255, 0xFFF0000000000000
  %5370 = select i1 %5369, float 0.000000e+00, float %5368
  %5371 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %5372 = fmul float %5370, %5371
  %5373 = fadd float %5372, %5336
  %5374 = fsub float %5258, %5262
  %5375 = fmul float %5374, 0x3FF7154760000000
  %5376 = fcmp olt float %5375, -1.260000e+02
  %5377 = fcmp ogt float %5375, 1.270000e+02
  %5378 = select i1 %5376, float -1.260000e+02, float %5375
  %5379 = select i1 %5377, float 1.270000e+02, float %5378
  %5380 = fadd float %5379, 5.000000e-01
  %5381 = call float @llvm.floor.f32(float %5380)
  %5382 = fsub float %5379, %5381
  %5383 = fmul float 0x3EEFFCBFC0000000, %5382
  %5384 = fadd float %5383, 0x3F24309120000000
  %5385 = fmul float %5384, %5382
  %5386 = fadd float %5385, 0x3F55D87FE0000000
  %5387 = fmul float %5386, %5382
  %5388 = fadd float %5387, 0x3F83B2AB60000000
  %5389 = fmul float %5388, %5382
  %5390 = fadd float %5389, 0x3FAC6B08E0000000
  %5391 = fmul float %5390, %5382
  %5392 = fadd float %5391, 0x3FCEBFBE00000000
  %5393 = fmul float %5392, %5382
  %5394 = fadd float %5393, 0x3FE62E4300000000
  %5395 = fmul float %5394, %5382
  %5396 = fadd float %5395, 1.000000e+00
  %5397 = fptosi float %5381 to i32
  %5398 = add i32 %5397, 127
  %5399 = shl i32 %5398, 23
  %5400 = bitcast i32 %5399 to float
  %5401 = fmul float %5396, %5400
  %5402 = select i1 %5376, float 0.000000e+00, float %5401
  %5403 = select i1 %5377, float 0x7FF0000000000000, float %5402
  %5404 = fcmp uno float %5375, %5375
  %5405 = select i1 %5404, float %5375, float %5403
  %5406 = fcmp oeq float %5258, 0xFFF0000000000000
  %5407 = select i1 %5406, float 0.000000e+00, float %5405
  %5408 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5409 = fmul float %5407, %5408
  %5410 = fadd float %5409, %5373
  %5411 = fsub float %24, %5262
  %5412 = fmul float %5411, 0x3FF7154760000000
  %5413 = fcmp olt float %5412, -1.260000e+02
  %5414 = fcmp ogt float %5412, 1.270000e+02
  %5415 = select i1 %5413, float -1.260000e+02, float %5412
  %5416 = select i1 %5414, float 1.270000e+02, float %5415
  %5417 = fadd float %5416, 5.000000e-01
  %5418 = call float @llvm.floor.f32(float %5417)
  %5419 = fsub float %5416, %5418
  %5420 = fmul float 0x3EEFFCBFC0000000, %5419
  %5421 = fadd float %5420, 0x3F24309120000000
  %5422 = fmul float %5421, %5419
  %5423 = fadd float %5422, 0x3F55D87FE0000000
  %5424 = fmul float %5423, %5419
  %5425 = fadd float %5424, 0x3F83B2AB60000000
  %5426 = fmul float %5425, %5419
  %5427 = fadd float %5426, 0x3FAC6B08E0000000
  %5428 = fmul float %5427, %5419
  %5429 = fadd float %5428, 0x3FCEBFBE00000000
  %5430 = fmul float %5429, %5419
  %5431 = fadd float %5430, 0x3FE62E4300000000
  %5432 = fmul float %5431, %5419
  %5433 = fadd float %5432, 1.000000e+00
  %5434 = fptosi float %5418 to i32
  %5435 = add i32 %5434, 127
  %5436 = shl i32 %5435, 23
  %5437 = bitcast i32 %5436 to float
  %5438 = fmul float %5433, %5437
  %5439 = select i1 %5413, float 0.000000e+00, float %5438
  %5440 = select i1 %5414, float 0x7FF0000000000000, float %5439
  %5441 = fcmp uno float %5412, %5412
  %5442 = select i1 %5441, float %5412, float %5440
  %5443 = fadd float %5410, %5442
  br i1 %48, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %11, ptr %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5444 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5445 = fcmp ogt float %5444, 0xFFF0000000000000
  %5446 = select i1 %5445, float %5444, float 0xFFF0000000000000
  %5447 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5448 = fcmp ogt float %5447, %5446
  %5449 = select i1 %5448, float %5447, float %5446
  %5450 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5451 = fcmp ogt float %5450, %5449
  %5452 = select i1 %5451, float %5450, float %5449
  %5453 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5454 = fcmp ogt float %5453, %5452
  %5455 = select i1 %5454, float %5453, float %5452
  %5456 = fcmp ogt float %24, %5455
  %5457 = select i1 %5456, float %24, float %5455
  %5458 = fsub float %5444, %5457
  %5459 = fmul float %5458, 0x3FF7154760000000
  %5460 = fcmp olt float %5459, -1.260000e+02
  %5461 = fcmp ogt float %5459, 1.270000e+02
  %5462 = select i1 %5460, float -1.260000e+02, float %5459
  %5463 = select i1 %5461, float 1.270000e+02, float %5462
  %5464 = fadd float %5463, 5.000000e-01
  %5465 = call float @llvm.floor.f32(float %5464)
  %5466 = fsub float %5463, %5465
  %5467 = fmul float 0x3EEFFCBFC0000000, %5466
  %5468 = fadd float %5467, 0x3F24309120000000
  %5469 = fmul float %5468, %5466
  %5470 = fadd float %5469, 0x3F55D87FE0000000
  %5471 = fmul float %5470, %5466
  %5472 = fadd float %5471, 0x3F83B2AB60000000
  %5473 = fmul float %5472, %5466
  %5474 = fadd float %5473, 0x3FAC6B08E0000000
  %5475 = fmul float %5474, %5466
  %5476 = fadd float %5475, 0x3FCEBFBE00000000
  %5477 = fmul float %5476, %5466
  %5478 = fadd float %5477, 0x3FE62E4300000000
  %5479 = fmul float %5478, %5466
  %5480 = fadd float %5479, 1.000000e+00
  %5481 = fptosi float %5465 to i32
  %5482 = add i32 %5481, 127
  %5483 = shl i32 %5482, 23
  %5484 = bitcast i32 %5483 to float
  %5485 = fmul float %5480, %5484
  %5486 = select i1 %5460, float 0.000000e+00, float %5485
  %5487 = select i1 %5461, float 0x7FF0000000000000, float %5486
  %5488 = fcmp uno float %5459, %5459
  %5489 = select i1 %5488, float %5459, float %5487
  %5490 = fcmp oeq float %5444, 0xFFF0000000000000
  %5491 = select i1 %5490, float 0.000000e+00, float %5489
  %5492 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5493 = fmul float %5491, %5492
  %5494 = fadd float %5493, 0.000000e+00
  %5495 = fsub float %5447, %5457
  %5496 = fmul float %5495, 0x3FF7154760000000
  %5497 = fcmp olt float %5496, -1.260000e+02
  %5498 = fcmp ogt float %5496, 1.270000e+02
  %5499 = select i1 %5497, float -1.260000e+02, float %5496
  %5500 = select i1 %5498, float 1.270000e+02, float %5499
  %5501 = fadd float %5500, 5.000000e-01
  %5502 = call float @llvm.floor.f32(float %5501)
  %5503 = fsub float %5500, %5502
  %5504 = fmul float 0x3EEFFCBFC0000000, %5503
  %5505 = fadd float %5504, 0x3F24309120000000
  %5506 = fmul float %5505, %5503
  %5507 = fadd float %5506, 0x3F55D87FE0000000
  %5508 = fmul float %5507, %5503
  %5509 = fadd float %5508, 0x3F83B2AB60000000
  %5510 = fmul float %5509, %5503
  %5511 = fadd float %5510, 0x3FAC6B08E0000000
  %5512 = fmul float %5511, %5503
  %5513 = fadd float %5512, 0x3FCEBFBE00000000
  %5514 = fmul float %5513, %5503
  %5515 = fadd float %5514, 0x3FE62E4300000000
  %5516 = fmul float %5515, %5503
  %5517 = fadd float %5516, 1.000000e+00
  %5518 = fptosi float %5502 to i32
  %5519 = add i32 %5518, 127
  %5520 = shl i32 %5519, 23
  %5521 = bitcast i32 %5520 to float
  %5522 = fmul float %5517, %5521
  %5523 = select i1 %5497, float 0.000000e+00, float %5522
  %5524 = select i1 %5498, float 0x7FF0000000000000, float %5523
  %5525 = fcmp uno float %5496, %5496
  %5526 = select i1 %5525, float %5496, float %5524
  %5527 = fcmp oeq float %5447, 0xFFF0000000000000
  %5528 = select i1 %5527, float 0.000000e+00, float %5526
  %5529 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5530 = fmul float %5528, %5529
  %5531 = fadd float %5530, %5494
  %5532 = fsub float %5450, %5457
  %5533 = fmul float %5532, 0x3FF7154760000000
  %5534 = fcmp olt float %5533, -1.260000e+02
  %5535 = fcmp ogt float %5533, 1.270000e+02
  %5536 = select i1 %5534, float -1.260000e+02, float %5533
  %5537 = select i1 %5535, float 1.270000e+02, float %5536
  %5538 = fadd float %5537, 5.000000e-01
  %5539 = call float @llvm.floor.f32(float %5538)
  %5540 = fsub float %5537, %5539
  %5541 = fmul float 0x3EEFFCBFC0000000, %5540
  %5542 = fadd float %5541, 0x3F24309120000000
  %5543 = fmul float %5542, %5540
  %5544 = fadd float %5543, 0x3F55D87FE0000000
  %5545 = fmul float %5544, %5540
  %5546 = fadd float %5545, 0x3F83B2AB60000000
  %5547 = fmul float %5546, %5540
  %5548 = fadd float %5547, 0x3FAC6B08E0000000
  %5549 = fmul float %5548, %5540
  %5550 = fadd float %5549, 0x3FCEBFBE00000000
  %5551 = fmul float %5550, %5540
  %5552 = fadd float %5551, 0x3FE62E4300000000
  %5553 = fmul float %5552, %5540
  %5554 = fadd float %5553, 1.000000e+00
  %5555 = fptosi float %5539 to i32
  %5556 = add i32 %5555, 127
  %5557 = shl i32 %5556, 23
  %5558 = bitcast i32 %5557 to float
  %5559 = fmul float %5554, %5558
  %5560 = select i1 %5534, float 0.000000e+00, float %5559
  %5561 = select i1 %5535, float 0x7FF0000000000000, float %5560
  %5562 = fcmp uno float %5533, %5533
  %5563 = select i1 %5562, float %5533, float %5561
  %5564 = fcmp oeq float %5450, 0xFFF0000000000000
  %5565 = select i1 %5564, float 0.000000e+00, float %5563
  %5566 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5567 = fmul float %5565, %5566
  %5568 = fadd float %5567, %5531
  %5569 = fsub float %5453, %5457
  %5570 = fmul float %5569, 0x3FF7154760000000
  %5571 = fcmp olt float %5570, -1.260000e+02
  %5572 = fcmp ogt float %5570, 1.270000e+02
  %5573 = select i1 %5571, float -1.260000e+02, float %5570
  %5574 = select i1 %5572, float 1.270000e+02, float %5573
  %5575 = fadd float %5574, 5.000000e-01
  %5576 = call float @llvm.floor.f32(float %5575)
  %5577 = fsub float %5574, %5576
  %5578 = fmul float 0x3EEFFCBFC0000000, %5577
  %5579 = fadd float %5578, 0x3F24309120000000
  %5580 = fmul float %5579, %5577
  %5581 = fadd float %5580, 0x3F55D87FE0000000
  %5582 = fmul float %5581, %5577
  %5583 = fadd float %5582, 0x3F83B2AB60000000
  %5584 = fmul float %5583, %5577
  %5585 = fadd float %5584, 0x3FAC6B08E0000000
  %5586 = fmul float %5585, %5577
  %5587 = fadd float %5586, 0x3FCEBFBE00000000
  %5588 = fmul float %5587, %5577
  %5589 = fadd float %5588, 0x3FE62E4300000000
  %5590 = fmul float %5589, %5577
  %5591 = fadd float %5590, 1.000000e+00
  %5592 = fptosi float %5576 to i32
  %5593 = add i32 %5592, 127
  %5594 = shl i32 %5593, 23
  %5595 = bitcast i32 %5594 to float
  %5596 = fmul float %5591, %5595
  %5597 = select i1 %5571, float 0.000000e+00, float %5596
  %5598 = select i1 %5572, float 0x7FF0000000000000, float %5597
  %5599 = fcmp uno float %5570, %5570
  %5600 = select i1 %5599, float %5570, float %5598
  %5601 = fcmp oeq float %5453, 0xFFF0000000000000
  %5602 = select i1 %5601, float 0.000000e+00, float %5600
  %5603 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5604 = fmul float %5602, %5603
  %5605 = fadd float %5604, %5568
  %5606 = fsub float %24, %5457
  %5607 = fmul float %5606, 0x3FF7154760000000
  %5608 = fcmp olt float %5607, -1.260000e+02
  %5609 = fcmp ogt float %5607, 1.270000e+02
  %5610 = select i1 %5608, float -1.260000e+02, float %5607
  %5611 = select i1 %5609, float 1.270000e+02, float %5610
  %5612 = fadd float %5611, 5.000000e-01
  %5613 = call float @llvm.floor.f32(float %5612)
  %5614 = fsub float %5611, %5613
  %5615 = fmul float 0x3EEFFCBFC0000000, %5614
  %5616 = fadd float %5615, 0x3F24309120000000
  %5617 = fmul float %5616, %5614
  %5618 = fadd float %5617, 0x3F55D87FE0000000
  %5619 = fmul float %5618, %5614
  %5620 = fadd float %5619, 0x3F83B2AB60000000
  %5621 = fmul float %5620, %5614
  %5622 = fadd float %5621, 0x3FAC6B08E0000000
  %5623 = fmul float %5622, %5614
  %5624 = fadd float %5623, 0x3FCEBFBE00000000
  %5625 = fmul float %5624, %5614
  %5626 = fadd float %5625, 0x3FE62E4300000000
  %5627 = fmul float %5626, %5614
  %5628 = fadd float %5627, 1.000000e+00
  %5629 = fptosi float %5613 to i32
  %5630 = add i32 %5629, 127
  %5631 = shl i32 %5630, 23
  %5632 = bitcast i32 %5631 to float
  %5633 = fmul float %5628, %5632
  %5634 = select i1 %5608, float 0.000000e+00, float %5633
  %5635 = select i1 %5609, float 0x7FF0000000000000, float %5634
  %5636 = fcmp uno float %5607, %5607
  %5637 = select i1 %5636, float %5607, float %5635
  %5638 = fadd float %5605, %5637
  br i1 %110, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5639 = load i32, ptr %v115, align 4
  %5640 = icmp slt i32 %5639, %6
  br i1 %5640, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5641 = load i32, ptr %v115, align 4
  %5642 = add i32 0, %5641
  %5643 = sext i32 %5642 to i64
  %5644 = mul i64 %5643, 4
  %5645 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5644
  %5646 = load float, ptr addrspace(3) %5645, align 4
  %5647 = fmul float %5296, %5646
  %5648 = fadd float %5647, 0.000000e+00
  %5649 = add i32 256, %5641
  %5650 = sext i32 %5649 to i64
  %5651 = mul i64 %5650, 4
  %5652 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5651
  %5653 = load float, ptr addrspace(3) %5652, align 4
  %5654 = fmul float %5333, %5653
  %5655 = fadd float %5654, %5648
  %5656 = add i32 512, %5641
  %5657 = sext i32 %5656 to i64
  %5658 = mul i64 %5657, 4
  %5659 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5658
  %5660 = load float, ptr addrspace(3) %5659, align 4
  %5661 = fmul float %5370, %5660
  %5662 = fadd float %5661, %5655
  %5663 = add i32 768, %5641
  %5664 = sext i32 %5663 to i64
  %5665 = mul i64 %5664, 4
  %5666 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5665
  %5667 = load float, ptr addrspace(3) %5666, align 4
  %5668 = fmul float %5407, %5667
  %5669 = fadd float %5668, %5662
  %5670 = add i32 %52, %5641
  %5671 = fdiv float %5669, %5443
  %5672 = sext i32 %5670 to i64
  %5673 = mul i64 %5672, 4
  %5674 = getelementptr i8, ptr addrspace(1) %0, i64 %5673
  store float %5671, ptr addrspace(1) %5674, align 4
  %5675 = load i32, ptr %v115, align 4
  %5676 = add i32 %5675, 128
  store i32 %5676, ptr %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %11, ptr %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5677 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5678 = fcmp ogt float %5677, 0xFFF0000000000000
  %5679 = select i1 %5678, float %5677, float 0xFFF0000000000000
  %5680 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5681 = fcmp ogt float %5680, %5679
  %5682 = select i1 %5681, float %5680, float %5679
  %5683 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5684 = fcmp ogt float %5683, %5682
  %5685 = select i1 %5684, float %5683, float %5682
  %5686 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5687 = fcmp ogt float %5686, %5685
  %5688 = select i1 %5687, float %5686, float %5685
  %5689 = fcmp ogt float %24, %5688
  %5690 = select i1 %5689, float %24, float %5688
  %5691 = fsub float %5677, %5690
  %5692 = fmul float %5691, 0x3FF7154760000000
  %5693 = fcmp olt float %5692, -1.260000e+02
  %5694 = fcmp ogt float %5692, 1.270000e+02
  %5695 = select i1 %5693, float -1.260000e+02, float %5692
  %5696 = select i1 %5694, float 1.270000e+02, float %5695
  %5697 = fadd float %5696, 5.000000e-01
  %5698 = call float @llvm.floor.f32(float %5697)
  %5699 = fsub float %5696, %5698
  %5700 = fmul float 0x3EEFFCBFC0000000, %5699
  %5701 = fadd float %5700, 0x3F24309120000000
  %5702 = fmul float %5701, %5699
  %5703 = fadd float %5702, 0x3F55D87FE0000000
  %5704 = fmul float %5703, %5699
  %5705 = fadd float %5704, 0x3F83B2AB60000000
  %5706 = fmul float %5705, %5699
  %5707 = fadd float %5706, 0x3FAC6B08E0000000
  %5708 = fmul float %5707, %5699
  %5709 = fadd float %5708, 0x3FCEBFBE00000000
  %5710 = fmul float %5709, %5699
  %5711 = fadd float %5710, 0x3FE62E4300000000
  %5712 = fmul float %5711, %5699
  %5713 = fadd float %5712, 1.000000e+00
  %5714 = fptosi float %5698 to i32
  %5715 = add i32 %5714, 127
  %5716 = shl i32 %5715, 23
  %5717 = bitcast i32 %5716 to float
  %5718 = fmul float %5713, %5717
  %5719 = select i1 %5693, float 0.000000e+00, float %5718
  %5720 = select i1 %5694, float 0x7FF0000000000000, float %5719
  %5721 = fcmp uno float %5692, %5692
  %5722 = select i1 %5721, float %5692, float %5720
  %5723 = fcmp oeq float %5677, 0xFFF0000000000000
  %5724 = select i1 %5723, float 0.000000e+00, float %5722
  %5725 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5726 = fmul float %5724, %5725
  %5727 = fadd float %5726, 0.000000e+00
  %5728 = fsub float %5680, %5690
  %5729 = fmul float %5728, 0x3FF7154760000000
  %5730 = fcmp olt float %5729, -1.260000e+02
  %5731 = fcmp ogt float %5729, 1.270000e+02
  %5732 = select i1 %5730, float -1.260000e+02, float %5729
  %5733 = select i1 %5731, float 1.270000e+02, float %5732
  %5734 = fadd float %5733, 5.000000e-01
  %5735 = call float @llvm.floor.f32(float %5734)
  %5736 = fsub float %5733, %5735
  %5737 = fmul float 0x3EEFFCBFC0000000, %5736
  %5738 = fadd float %5737, 0x3F24309120000000
  %5739 = fmul float %5738, %5736
  %5740 = fadd float %5739, 0x3F55D87FE0000000
  %5741 = fmul float %5740, %5736
  %5742 = fadd float %5741, 0x3F83B2AB60000000
  %5743 = fmul float %5742, %5736
  %5744 = fadd float %5743, 0x3FAC6B08E0000000
  %5745 = fmul float %5744, %5736
  %5746 = fadd float %5745, 0x3FCEBFBE00000000
  %5747 = fmul float %5746, %5736
  %5748 = fadd float %5747, 0x3FE62E4300000000
  %5749 = fmul float %5748, %5736
  %5750 = fadd float %5749, 1.000000e+00
  %5751 = fptosi float %5735 to i32
  %5752 = add i32 %5751, 127
  %5753 = shl i32 %5752, 23
  %5754 = bitcast i32 %5753 to float
  %5755 = fmul float %5750, %5754
  %5756 = select i1 %5730, float 0.000000e+00, float %5755
  %5757 = select i1 %5731, float 0x7FF0000000000000, float %5756
  %5758 = fcmp uno float %5729, %5729
  %5759 = select i1 %5758, float %5729, float %5757
  %5760 = fcmp oeq float %5680, 0xFFF0000000000000
  %5761 = select i1 %5760, float 0.000000e+00, float %5759
  %5762 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5763 = fmul float %5761, %5762
  %5764 = fadd float %5763, %5727
  %5765 = fsub float %5683, %5690
  %5766 = fmul float %5765, 0x3FF7154760000000
  %5767 = fcmp olt float %5766, -1.260000e+02
  %5768 = fcmp ogt float %5766, 1.270000e+02
  %5769 = select i1 %5767, float -1.260000e+02, float %5766
  %5770 = select i1 %5768, float 1.270000e+02, float %5769
  %5771 = fadd float %5770, 5.000000e-01
  %5772 = call float @llvm.floor.f32(float %5771)
  %5773 = fsub float %5770, %5772
  %5774 = fmul float 0x3EEFFCBFC0000000, %5773
  %5775 = fadd float %5774, 0x3F24309120000000
  %5776 = fmul float %5775, %5773
  %5777 = fadd float %5776, 0x3F55D87FE0000000
  %5778 = fmul float %5777, %5773
  %5779 = fadd float %5778, 0x3F83B2AB60000000
  %5780 = fmul float %5779, %5773
  %5781 = fadd float %5780, 0x3FAC6B08E0000000
  %5782 = fmul float %5781, %5773
  %5783 = fadd float %5782, 0x3FCEBFBE00000000
  %5784 = fmul float %5783, %5773
  %5785 = fadd float %5784, 0x3FE62E4300000000
  %5786 = fmul float %5785, %5773
  %5787 = fadd float %5786, 1.000000e+00
  %5788 = fptosi float %5772 to i32
  %5789 = add i32 %5788, 127
  %5790 = shl i32 %5789, 23
  %5791 = bitcast i32 %5790 to float
  %5792 = fmul float %5787, %5791
  %5793 = select i1 %5767, float 0.000000e+00, float %5792
  %5794 = select i1 %5768, float 0x7FF0000000000000, float %5793
  %5795 = fcmp uno float %5766, %5766
  %5796 = select i1 %5795, float %5766, float %5794
  %5797 = fcmp oeq float %5683, 0xFFF0000000000000
  %5798 = select i1 %5797, float 0.000000e+00, float %5796
  %5799 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5800 = fmul float %5798, %5799
  %5801 = fadd float %5800, %5764
  %5802 = fsub float %5686, %5690
  %5803 = fmul float %5802, 0x3FF7154760000000
  %5804 = fcmp olt float %5803, -1.260000e+02
  %5805 = fcmp ogt float %5803, 1.270000e+02
  %5806 = select i1 %5804, float -1.260000e+02, float %5803
  %5807 = select i1 %5805, float 1.270000e+02, float %5806
  %5808 = fadd float %5807, 5.000000e-01
  %5809 = call float @llvm.floor.f32(float %5808)
  %5810 = fsub float %5807, %5809
  %5811 = fmul float 0x3EEFFCBFC0000000, %5810
  %5812 = fadd float %5811, 0x3F24309120000000
  %5813 = fmul float %5812, %5810
  %5814 = fadd float %5813, 0x3F55D87FE0000000
  %5815 = fmul float %5814, %5810
  %5816 = fadd float %5815, 0x3F83B2AB60000000
  %5817 = fmul float %5816, %5810
  %5818 = fadd float %5817, 0x3FAC6B08E0000000
  %5819 = fmul float %5818, %5810
  %5820 = fadd float %5819, 0x3FCEBFBE00000000
  %5821 = fmul float %5820, %5810
  %5822 = fadd float %5821, 0x3FE62E4300000000
  %5823 = fmul float %5822, %5810
  %5824 = fadd float %5823, 1.000000e+00
  %5825 = fptosi float %5809 to i32
  %5826 = add i32 %5825, 127
  %5827 = shl i32 %5826, 23
  %5828 = bitcast i32 %5827 to float
  %5829 = fmul float %5824, %5828
  %5830 = select i1 %5804, float 0.000000e+00, float %5829
  %5831 = select i1 %5805, float 0x7FF0000000000000, float %5830
  %5832 = fcmp uno float %5803, %5803
  %5833 = select i1 %5832, float %5803, float %5831
  %5834 = fcmp oeq float %5686, 0xFFF0000000000000
  %5835 = select i1 %5834, float 0.000000e+00, float %5833
  %5836 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5837 = fmul float %5835, %5836
  %5838 = fadd float %5837, %5801
  %5839 = fsub float %24, %5690
  %5840 = fmul float %5839, 0x3FF7154760000000
  %5841 = fcmp olt float %5840, -1.260000e+02
  %5842 = fcmp ogt float %5840, 1.270000e+02
  %5843 = select i1 %5841, float -1.260000e+02, float %5840
  %5844 = select i1 %5842, float 1.270000e+02, float %5843
  %5845 = fadd float %5844, 5.000000e-01
  %5846 = call float @llvm.floor.f32(float %5845)
  %5847 = fsub float %5844, %5846
  %5848 = fmul float 0x3EEFFCBFC0000000, %5847
  %5849 = fadd float %5848, 0x3F24309120000000
  %5850 = fmul float %5849, %5847
  %5851 = fadd float %5850, 0x3F55D87FE0000000
  %5852 = fmul float %5851, %5847
  %5853 = fadd float %5852, 0x3F83B2AB60000000
  %5854 = fmul float %5853, %5847
  %5855 = fadd float %5854, 0x3FAC6B08E0000000
  %5856 = fmul float %5855, %5847
  %5857 = fadd float %5856, 0x3FCEBFBE00000000
  %5858 = fmul float %5857, %5847
  %5859 = fadd float %5858, 0x3FE62E4300000000
  %5860 = fmul float %5859, %5847
  %5861 = fadd float %5860, 1.000000e+00
  %5862 = fptosi float %5846 to i32
  %5863 = add i32 %5862, 127
  %5864 = shl i32 %5863, 23
  %5865 = bitcast i32 %5864 to float
  %5866 = fmul float %5861, %5865
  %5867 = select i1 %5841, float 0.000000e+00, float %5866
  %5868 = select i1 %5842, float 0x7FF0000000000000, float %5867
  %5869 = fcmp uno float %5840, %5840
  %5870 = select i1 %5869, float %5840, float %5868
  %5871 = fadd float %5838, %5870
  br i1 %172, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5872 = load i32, ptr %v121, align 4
  %5873 = icmp slt i32 %5872, %6
  br i1 %5873, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5874 = load i32, ptr %v121, align 4
  %5875 = add i32 1024, %5874
  %5876 = sext i32 %5875 to i64
  %5877 = mul i64 %5876, 4
  %5878 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5877
  %5879 = load float, ptr addrspace(3) %5878, align 4
  %5880 = fmul float %5491, %5879
  %5881 = fadd float %5880, 0.000000e+00
  %5882 = add i32 1280, %5874
  %5883 = sext i32 %5882 to i64
  %5884 = mul i64 %5883, 4
  %5885 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5884
  %5886 = load float, ptr addrspace(3) %5885, align 4
  %5887 = fmul float %5528, %5886
  %5888 = fadd float %5887, %5881
  %5889 = add i32 1536, %5874
  %5890 = sext i32 %5889 to i64
  %5891 = mul i64 %5890, 4
  %5892 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5891
  %5893 = load float, ptr addrspace(3) %5892, align 4
  %5894 = fmul float %5565, %5893
  %5895 = fadd float %5894, %5888
  %5896 = add i32 1792, %5874
  %5897 = sext i32 %5896 to i64
  %5898 = mul i64 %5897, 4
  %5899 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5898
  %5900 = load float, ptr addrspace(3) %5899, align 4
  %5901 = fmul float %5602, %5900
  %5902 = fadd float %5901, %5895
  %5903 = add i32 %114, %5874
  %5904 = fdiv float %5902, %5638
  %5905 = sext i32 %5903 to i64
  %5906 = mul i64 %5905, 4
  %5907 = getelementptr i8, ptr addrspace(1) %0, i64 %5906
  store float %5904, ptr addrspace(1) %5907, align 4
  %5908 = load i32, ptr %v121, align 4
  %5909 = add i32 %5908, 128
  store i32 %5909, ptr %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %11, ptr %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5910 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5911 = fcmp ogt float %5910, 0xFFF0000000000000
  %5912 = select i1 %5911, float %5910, float 0xFFF0000000000000
  %5913 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5914 = fcmp ogt float %5913, %5912
  %5915 = select i1 %5914, float %5913, float %5912
  %5916 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5917 = fcmp ogt float %5916, %5915
  %5918 = select i1 %5917, float %5916, float %5915
  %5919 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5920 = fcmp ogt float %5919, %5918
  %5921 = select i1 %5920, float %5919, float %5918
  %5922 = fcmp ogt float %24, %5921
  %5923 = select i1 %5922, float %24, float %5921
  %5924 = fsub float %5910, %5923
  %5925 = fmul float %5924, 0x3FF7154760000000
  %5926 = fcmp olt float %5925, -1.260000e+02
  %5927 = fcmp ogt float %5925, 1.270000e+02
  %5928 = select i1 %5926, float -1.260000e+02, float %5925
  %5929 = select i1 %5927, float 1.270000e+02, float %5928
  %5930 = fadd float %5929, 5.000000e-01
  %5931 = call float @llvm.floor.f32(float %5930)
  %5932 = fsub float %5929, %5931
  %5933 = fmul float 0x3EEFFCBFC0000000, %5932
  %5934 = fadd float %5933, 0x3F24309120000000
  %5935 = fmul float %5934, %5932
  %5936 = fadd float %5935, 0x3F55D87FE0000000
  %5937 = fmul float %5936, %5932
  %5938 = fadd float %5937, 0x3F83B2AB60000000
  %5939 = fmul float %5938, %5932
  %5940 = fadd float %5939, 0x3FAC6B08E0000000
  %5941 = fmul float %5940, %5932
  %5942 = fadd float %5941, 0x3FCEBFBE00000000
  %5943 = fmul float %5942, %5932
  %5944 = fadd float %5943, 0x3FE62E4300000000
  %5945 = fmul float %5944, %5932
  %5946 = fadd float %5945, 1.000000e+00
  %5947 = fptosi float %5931 to i32
  %5948 = add i32 %5947, 127
  %5949 = shl i32 %5948, 23
  %5950 = bitcast i32 %5949 to float
  %5951 = fmul float %5946, %5950
  %5952 = select i1 %5926, float 0.000000e+00, float %5951
  %5953 = select i1 %5927, float 0x7FF0000000000000, float %5952
  %5954 = fcmp uno float %5925, %5925
  %5955 = select i1 %5954, float %5925, float %5953
  %5956 = fcmp oeq float %5910, 0xFFF0000000000000
  %5957 = select i1 %5956, float 0.000000e+00, float %5955
  %5958 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5959 = fmul float %5957, %5958
  %5960 = fadd float %5959, 0.000000e+00
  %5961 = fsub float %5913, %5923
  %5962 = fmul float %5961, 0x3FF7154760000000
  %5963 = fcmp olt float %5962, -1.260000e+02
  %5964 = fcmp ogt float %5962, 1.270000e+02
  %5965 = select i1 %5963, float -1.260000e+02, float %5962
  %5966 = select i1 %5964, float 1.270000e+02, float %5965
  %5967 = fadd float %5966, 5.000000e-01
  %5968 = call float @llvm.floor.f32(float %5967)
  %5969 = fsub float %5966, %5968
  %5970 = fmul float 0x3EEFFCBFC0000000, %5969
  %5971 = fadd float %5970, 0x3F24309120000000
  %5972 = fmul float %5971, %5969
  %5973 = fadd float %5972, 0x3F55D87FE0000000
  %5974 = fmul float %5973, %5969
  %5975 = fadd float %5974, 0x3F83B2AB60000000
  %5976 = fmul float %5975, %5969
  %5977 = fadd float %5976, 0x3FAC6B08E0000000
  %5978 = fmul float %5977, %5969
  %5979 = fadd float %5978, 0x3FCEBFBE00000000
  %5980 = fmul float %5979, %5969
  %5981 = fadd float %5980, 0x3FE62E4300000000
  %5982 = fmul float %5981, %5969
  %5983 = fadd float %5982, 1.000000e+00
  %5984 = fptosi float %5968 to i32
  %5985 = add i32 %5984, 127
  %5986 = shl i32 %5985, 23
  %5987 = bitcast i32 %5986 to float
  %5988 = fmul float %5983, %5987
  %5989 = select i1 %5963, float 0.000000e+00, float %5988
  %5990 = select i1 %5964, float 0x7FF0000000000000, float %5989
  %5991 = fcmp uno float %5962, %5962
  %5992 = select i1 %5991, float %5962, float %5990
  %5993 = fcmp oeq float %5913, 0xFFF0000000000000
  %5994 = select i1 %5993, float 0.000000e+00, float %5992
  %5995 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5996 = fmul float %5994, %5995
  %5997 = fadd float %5996, %5960
  %5998 = fsub float %5916, %5923
  %5999 = fmul float %5998, 0x3FF7154760000000
  %6000 = fcmp olt float %5999, -1.260000e+02
  %6001 = fcmp ogt float %5999, 1.270000e+02
  %6002 = select i1 %6000, float -1.260000e+02, float %5999
  %6003 = select i1 %6001, float 1.270000e+02, float %6002
  %6004 = fadd float %6003, 5.000000e-01
  %6005 = call float @llvm.floor.f32(float %6004)
  %6006 = fsub float %6003, %6005
  %6007 = fmul float 0x3EEFFCBFC0000000, %6006
  %6008 = fadd float %6007, 0x3F24309120000000
  %6009 = fmul float %6008, %6006
  %6010 = fadd float %6009, 0x3F55D87FE0000000
  %6011 = fmul float %6010, %6006
  %6012 = fadd float %6011, 0x3F83B2AB60000000
  %6013 = fmul float %6012, %6006
  %6014 = fadd float %6013, 0x3FAC6B08E0000000
  %6015 = fmul float %6014, %6006
  %6016 = fadd float %6015, 0x3FCEBFBE00000000
  %6017 = fmul float %6016, %6006
  %6018 = fadd float %6017, 0x3FE62E4300000000
  %6019 = fmul float %6018, %6006
  %6020 = fadd float %6019, 1.000000e+00
  %6021 = fptosi float %6005 to i32
  %6022 = add i32 %6021, 127
  %6023 = shl i32 %6022, 23
  %6024 = bitcast i32 %6023 to float
  %6025 = fmul float %6020, %6024
  %6026 = select i1 %6000, float 0.000000e+00, float %6025
  %6027 = select i1 %6001, float 0x7FF0000000000000, float %6026
  %6028 = fcmp uno float %5999, %5999
  %6029 = select i1 %6028, float %5999, float %6027
  %6030 = fcmp oeq float %5916, 0xFFF0000000000000
  %6031 = select i1 %6030, float 0.000000e+00, float %6029
  %6032 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %6033 = fmul float %6031, %6032
  %6034 = fadd float %6033, %5997
  %6035 = fsub float %5919, %5923
  %6036 = fmul float %6035, 0x3FF7154760000000
  %6037 = fcmp olt float %6036, -1.260000e+02
  %6038 = fcmp ogt float %6036, 1.270000e+02
  %6039 = select i1 %6037, float -1.260000e+02, float %6036
  %6040 = select i1 %6038, float 1.270000e+02, float %6039
  %6041 = fadd float %6040, 5.000000e-01
  %6042 = call float @llvm.floor.f32(float %6041)
  %6043 = fsub float %6040, %6042
  %6044 = fmul float 0x3EEFFCBFC0000000, %6043
  %6045 = fadd float %6044, 0x3F24309120000000
  %6046 = fmul float %6045, %6043
  %6047 = fadd float %6046, 0x3F55D87FE0000000
  %6048 = fmul float %6047, %6043
  %6049 = fadd float %6048, 0x3F83B2AB60000000
  %6050 = fmul float %6049, %6043
  %6051 = fadd float %6050, 0x3FAC6B08E0000000
  %6052 = fmul float %6051, %6043
  %6053 = fadd float %6052, 0x3FCEBFBE00000000
  %6054 = fmul float %6053, %6043
  %6055 = fadd float %6054, 0x3FE62E4300000000
  %6056 = fmul float %6055, %6043
  %6057 = fadd float %6056, 1.000000e+00
  %6058 = fptosi float %6042 to i32
  %6059 = add i32 %6058, 127
  %6060 = shl i32 %6059, 23
  %6061 = bitcast i32 %6060 to float
  %6062 = fmul float %6057, %6061
  %6063 = select i1 %6037, float 0.000000e+00, float %6062
  %6064 = select i1 %6038, float 0x7FF0000000000000, float %6063
  %6065 = fcmp uno float %6036, %6036
  %6066 = select i1 %6065, float %6036, float %6064
  %6067 = fcmp oeq float %5919, 0xFFF0000000000000
  %6068 = select i1 %6067, float 0.000000e+00, float %6066
  %6069 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %6070 = fmul float %6068, %6069
  %6071 = fadd float %6070, %6034
  %6072 = fsub float %24, %5923
  %6073 = fmul float %6072, 0x3FF7154760000000
  %6074 = fcmp olt float %6073, -1.260000e+02
  %6075 = fcmp ogt float %6073, 1.270000e+02
  %6076 = select i1 %6074, float -1.260000e+02, float %6073
  %6077 = select i1 %6075, float 1.270000e+02, float %6076
  %6078 = fadd float %6077, 5.000000e-01
  %6079 = call float @llvm.floor.f32(float %6078)
  %6080 = fsub float %6077, %6079
  %6081 = fmul float 0x3EEFFCBFC0000000, %6080
  %6082 = fadd float %6081, 0x3F24309120000000
  %6083 = fmul float %6082, %6080
  %6084 = fadd float %6083, 0x3F55D87FE0000000
  %6085 = fmul float %6084, %6080
  %6086 = fadd float %6085, 0x3F83B2AB60000000
  %6087 = fmul float %6086, %6080
  %6088 = fadd float %6087, 0x3FAC6B08E0000000
  %6089 = fmul float %6088, %6080
  %6090 = fadd float %6089, 0x3FCEBFBE00000000
  %6091 = fmul float %6090, %6080
  %6092 = fadd float %6091, 0x3FE62E4300000000
  %6093 = fmul float %6092, %6080
  %6094 = fadd float %6093, 1.000000e+00
  %6095 = fptosi float %6079 to i32
  %6096 = add i32 %6095, 127
  %6097 = shl i32 %6096, 23
  %6098 = bitcast i32 %6097 to float
  %6099 = fmul float %6094, %6098
  %6100 = select i1 %6074, float 0.000000e+00, float %6099
  %6101 = select i1 %6075, float 0x7FF0000000000000, float %6100
  %6102 = fcmp uno float %6073, %6073
  %6103 = select i1 %6102, float %6073, float %6101
  %6104 = fadd float %6071, %6103
  br i1 %234, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %6105 = load i32, ptr %v127, align 4
  %6106 = icmp slt i32 %6105, %6
  br i1 %6106, label %body129, label %done130

body129:                                          ; preds = %loop128
  %6107 = load i32, ptr %v127, align 4
  %6108 = add i32 2048, %6107
  %6109 = sext i32 %6108 to i64
  %6110 = mul i64 %6109, 4
  %6111 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6110
  %6112 = load float, ptr addrspace(3) %6111, align 4
  %6113 = fmul float %5724, %6112
  %6114 = fadd float %6113, 0.000000e+00
  %6115 = add i32 2304, %6107
  %6116 = sext i32 %6115 to i64
  %6117 = mul i64 %6116, 4
  %6118 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6117
  %6119 = load float, ptr addrspace(3) %6118, align 4
  %6120 = fmul float %5761, %6119
  %6121 = fadd float %6120, %6114
  %6122 = add i32 2560, %6107
  %6123 = sext i32 %6122 to i64
  %6124 = mul i64 %6123, 4
  %6125 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6124
  %6126 = load float, ptr addrspace(3) %6125, align 4
  %6127 = fmul float %5798, %6126
  %6128 = fadd float %6127, %6121
  %6129 = add i32 2816, %6107
  %6130 = sext i32 %6129 to i64
  %6131 = mul i64 %6130, 4
  %6132 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6131
  %6133 = load float, ptr addrspace(3) %6132, align 4
  %6134 = fmul float %5835, %6133
  %6135 = fadd float %6134, %6128
  %6136 = add i32 %176, %6107
  %6137 = fdiv float %6135, %5871
  %6138 = sext i32 %6136 to i64
  %6139 = mul i64 %6138, 4
  %6140 = getelementptr i8, ptr addrspace(1) %0, i64 %6139
  store float %6137, ptr addrspace(1) %6140, align 4
  %6141 = load i32, ptr %v127, align 4
  %6142 = add i32 %6141, 128
  store i32 %6142, ptr %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %11, ptr %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %6143 = load i32, ptr %v133, align 4
  %6144 = icmp slt i32 %6143, %6
  br i1 %6144, label %body135, label %done136

body135:                                          ; preds = %loop134
  %6145 = load i32, ptr %v133, align 4
  %6146 = add i32 3072, %6145
  %6147 = sext i32 %6146 to i64
  %6148 = mul i64 %6147, 4
  %6149 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6148
  %6150 = load float, ptr addrspace(3) %6149, align 4
  %6151 = fmul float %5957, %6150
  %6152 = fadd float %6151, 0.000000e+00
  %6153 = add i32 3328, %6145
  %6154 = sext i32 %6153 to i64
  %6155 = mul i64 %6154, 4
  %6156 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6155
  %6157 = load float, ptr addrspace(3) %6156, align 4
  %6158 = fmul float %5994, %6157
  %6159 = fadd float %6158, %6152
  %6160 = add i32 3584, %6145
  %6161 = sext i32 %6160 to i64
  %6162 = mul i64 %6161, 4
  %6163 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6162
  %6164 = load float, ptr addrspace(3) %6163, align 4
  %6165 = fmul float %6031, %6164
  %6166 = fadd float %6165, %6159
  %6167 = add i32 3840, %6145
  %6168 = sext i32 %6167 to i64
  %6169 = mul i64 %6168, 4
  %6170 = getelementptr i8, ptr addrspace(3) @lds1, i64 %6169
  %6171 = load float, ptr addrspace(3) %6170, align 4
  %6172 = fmul float %6068, %6171
  %6173 = fadd float %6172, %6166
  %6174 = add i32 %238, %6145
  %6175 = fdiv float %6173, %6104
  %6176 = sext i32 %6174 to i64
  %6177 = mul i64 %6176, 4
  %6178 = getelementptr i8, ptr addrspace(1) %0, i64 %6177
  store float %6175, ptr addrspace(1) %6178, align 4
  %6179 = load i32, ptr %v133, align 4
  %6180 = add i32 %6179, 128
  store i32 %6180, ptr %v133, align 4
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

!0 = !{ptr @strata_attn_prefill_ext_f16kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_ext_f16kv, !"maxntidx", i32 128}
