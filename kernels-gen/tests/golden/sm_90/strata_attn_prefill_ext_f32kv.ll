; ModuleID = 'strata_attn_prefill_ext_f32kv'
source_filename = "strata_attn_prefill_ext_f32kv"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16384 x i8] undef, align 16
@lds2 = internal addrspace(3) global [128 x i8] undef, align 16

define void @strata_attn_prefill_ext_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, ptr addrspace(1) noalias %7, float %8, i32 %9, ptr addrspace(1) noalias %10) {
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
  %835 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %836 = and i32 %835, 31
  %837 = and i32 %836, 16
  %838 = icmp ne i32 %837, 0
  %839 = select i1 %838, float %393, float %379
  %840 = select i1 %838, float %379, float %393
  %841 = bitcast float %840 to i32
  %842 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %841, i32 16, i32 31)
  %843 = bitcast i32 %842 to float
  %844 = fadd float %839, %843
  %845 = select i1 %838, float %455, float %441
  %846 = select i1 %838, float %441, float %455
  %847 = bitcast float %846 to i32
  %848 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %847, i32 16, i32 31)
  %849 = bitcast i32 %848 to float
  %850 = fadd float %845, %849
  %851 = select i1 %838, float %517, float %503
  %852 = select i1 %838, float %503, float %517
  %853 = bitcast float %852 to i32
  %854 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %853, i32 16, i32 31)
  %855 = bitcast i32 %854 to float
  %856 = fadd float %851, %855
  %857 = select i1 %838, float %579, float %565
  %858 = select i1 %838, float %565, float %579
  %859 = bitcast float %858 to i32
  %860 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %859, i32 16, i32 31)
  %861 = bitcast i32 %860 to float
  %862 = fadd float %857, %861
  %863 = select i1 %838, float %641, float %627
  %864 = select i1 %838, float %627, float %641
  %865 = bitcast float %864 to i32
  %866 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %865, i32 16, i32 31)
  %867 = bitcast i32 %866 to float
  %868 = fadd float %863, %867
  %869 = select i1 %838, float %703, float %689
  %870 = select i1 %838, float %689, float %703
  %871 = bitcast float %870 to i32
  %872 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %871, i32 16, i32 31)
  %873 = bitcast i32 %872 to float
  %874 = fadd float %869, %873
  %875 = select i1 %838, float %765, float %751
  %876 = select i1 %838, float %751, float %765
  %877 = bitcast float %876 to i32
  %878 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %877, i32 16, i32 31)
  %879 = bitcast i32 %878 to float
  %880 = fadd float %875, %879
  %881 = select i1 %838, float %827, float %813
  %882 = select i1 %838, float %813, float %827
  %883 = bitcast float %882 to i32
  %884 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %883, i32 16, i32 31)
  %885 = bitcast i32 %884 to float
  %886 = fadd float %881, %885
  %887 = select i1 %838, float %400, float %386
  %888 = select i1 %838, float %386, float %400
  %889 = bitcast float %888 to i32
  %890 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %889, i32 16, i32 31)
  %891 = bitcast i32 %890 to float
  %892 = fadd float %887, %891
  %893 = select i1 %838, float %462, float %448
  %894 = select i1 %838, float %448, float %462
  %895 = bitcast float %894 to i32
  %896 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %895, i32 16, i32 31)
  %897 = bitcast i32 %896 to float
  %898 = fadd float %893, %897
  %899 = select i1 %838, float %524, float %510
  %900 = select i1 %838, float %510, float %524
  %901 = bitcast float %900 to i32
  %902 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %901, i32 16, i32 31)
  %903 = bitcast i32 %902 to float
  %904 = fadd float %899, %903
  %905 = select i1 %838, float %586, float %572
  %906 = select i1 %838, float %572, float %586
  %907 = bitcast float %906 to i32
  %908 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %907, i32 16, i32 31)
  %909 = bitcast i32 %908 to float
  %910 = fadd float %905, %909
  %911 = select i1 %838, float %648, float %634
  %912 = select i1 %838, float %634, float %648
  %913 = bitcast float %912 to i32
  %914 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %913, i32 16, i32 31)
  %915 = bitcast i32 %914 to float
  %916 = fadd float %911, %915
  %917 = select i1 %838, float %710, float %696
  %918 = select i1 %838, float %696, float %710
  %919 = bitcast float %918 to i32
  %920 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %919, i32 16, i32 31)
  %921 = bitcast i32 %920 to float
  %922 = fadd float %917, %921
  %923 = select i1 %838, float %772, float %758
  %924 = select i1 %838, float %758, float %772
  %925 = bitcast float %924 to i32
  %926 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %925, i32 16, i32 31)
  %927 = bitcast i32 %926 to float
  %928 = fadd float %923, %927
  %929 = select i1 %838, float %834, float %820
  %930 = select i1 %838, float %820, float %834
  %931 = bitcast float %930 to i32
  %932 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %931, i32 16, i32 31)
  %933 = bitcast i32 %932 to float
  %934 = fadd float %929, %933
  %935 = and i32 %836, 8
  %936 = icmp ne i32 %935, 0
  %937 = select i1 %936, float %892, float %844
  %938 = select i1 %936, float %844, float %892
  %939 = bitcast float %938 to i32
  %940 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %939, i32 8, i32 31)
  %941 = bitcast i32 %940 to float
  %942 = fadd float %937, %941
  %943 = select i1 %936, float %898, float %850
  %944 = select i1 %936, float %850, float %898
  %945 = bitcast float %944 to i32
  %946 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %945, i32 8, i32 31)
  %947 = bitcast i32 %946 to float
  %948 = fadd float %943, %947
  %949 = select i1 %936, float %904, float %856
  %950 = select i1 %936, float %856, float %904
  %951 = bitcast float %950 to i32
  %952 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %951, i32 8, i32 31)
  %953 = bitcast i32 %952 to float
  %954 = fadd float %949, %953
  %955 = select i1 %936, float %910, float %862
  %956 = select i1 %936, float %862, float %910
  %957 = bitcast float %956 to i32
  %958 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 8, i32 31)
  %959 = bitcast i32 %958 to float
  %960 = fadd float %955, %959
  %961 = select i1 %936, float %916, float %868
  %962 = select i1 %936, float %868, float %916
  %963 = bitcast float %962 to i32
  %964 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %963, i32 8, i32 31)
  %965 = bitcast i32 %964 to float
  %966 = fadd float %961, %965
  %967 = select i1 %936, float %922, float %874
  %968 = select i1 %936, float %874, float %922
  %969 = bitcast float %968 to i32
  %970 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %969, i32 8, i32 31)
  %971 = bitcast i32 %970 to float
  %972 = fadd float %967, %971
  %973 = select i1 %936, float %928, float %880
  %974 = select i1 %936, float %880, float %928
  %975 = bitcast float %974 to i32
  %976 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %975, i32 8, i32 31)
  %977 = bitcast i32 %976 to float
  %978 = fadd float %973, %977
  %979 = select i1 %936, float %934, float %886
  %980 = select i1 %936, float %886, float %934
  %981 = bitcast float %980 to i32
  %982 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %981, i32 8, i32 31)
  %983 = bitcast i32 %982 to float
  %984 = fadd float %979, %983
  %985 = and i32 %836, 4
  %986 = icmp ne i32 %985, 0
  %987 = select i1 %986, float %966, float %942
  %988 = select i1 %986, float %942, float %966
  %989 = bitcast float %988 to i32
  %990 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %989, i32 4, i32 31)
  %991 = bitcast i32 %990 to float
  %992 = fadd float %987, %991
  %993 = select i1 %986, float %972, float %948
  %994 = select i1 %986, float %948, float %972
  %995 = bitcast float %994 to i32
  %996 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %995, i32 4, i32 31)
  %997 = bitcast i32 %996 to float
  %998 = fadd float %993, %997
  %999 = select i1 %986, float %978, float %954
  %1000 = select i1 %986, float %954, float %978
  %1001 = bitcast float %1000 to i32
  %1002 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 4, i32 31)
  %1003 = bitcast i32 %1002 to float
  %1004 = fadd float %999, %1003
  %1005 = select i1 %986, float %984, float %960
  %1006 = select i1 %986, float %960, float %984
  %1007 = bitcast float %1006 to i32
  %1008 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1007, i32 4, i32 31)
  %1009 = bitcast i32 %1008 to float
  %1010 = fadd float %1005, %1009
  %1011 = and i32 %836, 2
  %1012 = icmp ne i32 %1011, 0
  %1013 = select i1 %1012, float %1004, float %992
  %1014 = select i1 %1012, float %992, float %1004
  %1015 = bitcast float %1014 to i32
  %1016 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1015, i32 2, i32 31)
  %1017 = bitcast i32 %1016 to float
  %1018 = fadd float %1013, %1017
  %1019 = select i1 %1012, float %1010, float %998
  %1020 = select i1 %1012, float %998, float %1010
  %1021 = bitcast float %1020 to i32
  %1022 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1021, i32 2, i32 31)
  %1023 = bitcast i32 %1022 to float
  %1024 = fadd float %1019, %1023
  %1025 = and i32 %836, 1
  %1026 = icmp ne i32 %1025, 0
  %1027 = select i1 %1026, float %1024, float %1018
  %1028 = select i1 %1026, float %1018, float %1024
  %1029 = bitcast float %1028 to i32
  %1030 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 1, i32 31)
  %1031 = bitcast i32 %1030 to float
  %1032 = fadd float %1027, %1031
  %1033 = add i32 %338, %296
  %1034 = icmp slt i32 %1033, %301
  %1035 = icmp sge i32 %1033, %306
  %1036 = and i1 %1034, %1035
  %1037 = fmul float %1032, %8
  %1038 = select i1 %1036, float %1037, float 0xFFF0000000000000
  %1039 = bitcast float %1038 to i32
  %1040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1039, i32 4, i32 31)
  %1041 = bitcast i32 %1040 to float
  %1042 = fcmp ogt float %1038, %1041
  %1043 = select i1 %1042, float %1038, float %1041
  %1044 = bitcast float %1043 to i32
  %1045 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1044, i32 2, i32 31)
  %1046 = bitcast i32 %1045 to float
  %1047 = fcmp ogt float %1043, %1046
  %1048 = select i1 %1047, float %1043, float %1046
  %1049 = bitcast float %1048 to i32
  %1050 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1049, i32 1, i32 31)
  %1051 = bitcast i32 %1050 to float
  %1052 = fcmp ogt float %1048, %1051
  %1053 = select i1 %1052, float %1048, float %1051
  %1054 = load float, ptr %v32, align 4
  %1055 = fcmp ogt float %1054, %1053
  %1056 = select i1 %1055, float %1054, float %1053
  %1057 = fcmp oeq float %1054, 0xFFF0000000000000
  %1058 = fsub float %1054, %1056
  %1059 = fmul float %1058, 0x3FF7154760000000
  %1060 = fcmp olt float %1059, -1.260000e+02
  %1061 = fcmp ogt float %1059, 1.270000e+02
  %1062 = select i1 %1060, float -1.260000e+02, float %1059
  %1063 = select i1 %1061, float 1.270000e+02, float %1062
  %1064 = fadd float %1063, 5.000000e-01
  %1065 = call float @llvm.floor.f32(float %1064)
  %1066 = fsub float %1063, %1065
  %1067 = fmul float 0x3EEFFCBFC0000000, %1066
  %1068 = fadd float %1067, 0x3F24309120000000
  %1069 = fmul float %1068, %1066
  %1070 = fadd float %1069, 0x3F55D87FE0000000
  %1071 = fmul float %1070, %1066
  %1072 = fadd float %1071, 0x3F83B2AB60000000
  %1073 = fmul float %1072, %1066
  %1074 = fadd float %1073, 0x3FAC6B08E0000000
  %1075 = fmul float %1074, %1066
  %1076 = fadd float %1075, 0x3FCEBFBE00000000
  %1077 = fmul float %1076, %1066
  %1078 = fadd float %1077, 0x3FE62E4300000000
  %1079 = fmul float %1078, %1066
  %1080 = fadd float %1079, 1.000000e+00
  %1081 = fptosi float %1065 to i32
  %1082 = add i32 %1081, 127
  %1083 = shl i32 %1082, 23
  %1084 = bitcast i32 %1083 to float
  %1085 = fmul float %1080, %1084
  %1086 = select i1 %1060, float 0.000000e+00, float %1085
  %1087 = select i1 %1061, float 0x7FF0000000000000, float %1086
  %1088 = fcmp uno float %1059, %1059
  %1089 = select i1 %1088, float %1059, float %1087
  %1090 = select i1 %1057, float 0.000000e+00, float %1089
  %1091 = fsub float %1038, %1056
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = fcmp olt float %1092, -1.260000e+02
  %1094 = fcmp ogt float %1092, 1.270000e+02
  %1095 = select i1 %1093, float -1.260000e+02, float %1092
  %1096 = select i1 %1094, float 1.270000e+02, float %1095
  %1097 = fadd float %1096, 5.000000e-01
  %1098 = call float @llvm.floor.f32(float %1097)
  %1099 = fsub float %1096, %1098
  %1100 = fmul float 0x3EEFFCBFC0000000, %1099
  %1101 = fadd float %1100, 0x3F24309120000000
  %1102 = fmul float %1101, %1099
  %1103 = fadd float %1102, 0x3F55D87FE0000000
  %1104 = fmul float %1103, %1099
  %1105 = fadd float %1104, 0x3F83B2AB60000000
  %1106 = fmul float %1105, %1099
  %1107 = fadd float %1106, 0x3FAC6B08E0000000
  %1108 = fmul float %1107, %1099
  %1109 = fadd float %1108, 0x3FCEBFBE00000000
  %1110 = fmul float %1109, %1099
  %1111 = fadd float %1110, 0x3FE62E4300000000
  %1112 = fmul float %1111, %1099
  %1113 = fadd float %1112, 1.000000e+00
  %1114 = fptosi float %1098 to i32
  %1115 = add i32 %1114, 127
  %1116 = shl i32 %1115, 23
  %1117 = bitcast i32 %1116 to float
  %1118 = fmul float %1113, %1117
  %1119 = select i1 %1093, float 0.000000e+00, float %1118
  %1120 = select i1 %1094, float 0x7FF0000000000000, float %1119
  %1121 = fcmp uno float %1092, %1092
  %1122 = select i1 %1121, float %1092, float %1120
  %1123 = select i1 %1036, float %1122, float 0.000000e+00
  %1124 = bitcast float %1123 to i32
  %1125 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1124, i32 4, i32 31)
  %1126 = bitcast i32 %1125 to float
  %1127 = fadd float %1123, %1126
  %1128 = bitcast float %1127 to i32
  %1129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1128, i32 2, i32 31)
  %1130 = bitcast i32 %1129 to float
  %1131 = fadd float %1127, %1130
  %1132 = bitcast float %1131 to i32
  %1133 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1132, i32 1, i32 31)
  %1134 = bitcast i32 %1133 to float
  %1135 = fadd float %1131, %1134
  %1136 = load float, ptr %v33, align 4
  %1137 = fmul float %1136, %1090
  %1138 = fadd float %1137, %1135
  store float %1138, ptr %v33, align 4
  store float %1056, ptr %v32, align 4
  %1139 = bitcast float %1090 to i32
  %1140 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1139, i32 0, i32 31)
  %1141 = bitcast i32 %1140 to float
  %1142 = load float, ptr %v, align 4
  %1143 = fmul float %1142, %1141
  store float %1143, ptr %v, align 4
  %1144 = load float, ptr %v1, align 4
  %1145 = fmul float %1144, %1141
  store float %1145, ptr %v1, align 4
  %1146 = load float, ptr %v2, align 4
  %1147 = fmul float %1146, %1141
  store float %1147, ptr %v2, align 4
  %1148 = load float, ptr %v3, align 4
  %1149 = fmul float %1148, %1141
  store float %1149, ptr %v3, align 4
  %1150 = bitcast float %1090 to i32
  %1151 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1150, i32 8, i32 31)
  %1152 = bitcast i32 %1151 to float
  %1153 = load float, ptr %v8, align 4
  %1154 = fmul float %1153, %1152
  store float %1154, ptr %v8, align 4
  %1155 = load float, ptr %v9, align 4
  %1156 = fmul float %1155, %1152
  store float %1156, ptr %v9, align 4
  %1157 = load float, ptr %v10, align 4
  %1158 = fmul float %1157, %1152
  store float %1158, ptr %v10, align 4
  %1159 = load float, ptr %v11, align 4
  %1160 = fmul float %1159, %1152
  store float %1160, ptr %v11, align 4
  %1161 = bitcast float %1090 to i32
  %1162 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1161, i32 16, i32 31)
  %1163 = bitcast i32 %1162 to float
  %1164 = load float, ptr %v16, align 4
  %1165 = fmul float %1164, %1163
  store float %1165, ptr %v16, align 4
  %1166 = load float, ptr %v17, align 4
  %1167 = fmul float %1166, %1163
  store float %1167, ptr %v17, align 4
  %1168 = load float, ptr %v18, align 4
  %1169 = fmul float %1168, %1163
  store float %1169, ptr %v18, align 4
  %1170 = load float, ptr %v19, align 4
  %1171 = fmul float %1170, %1163
  store float %1171, ptr %v19, align 4
  %1172 = bitcast float %1090 to i32
  %1173 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1172, i32 24, i32 31)
  %1174 = bitcast i32 %1173 to float
  %1175 = load float, ptr %v24, align 4
  %1176 = fmul float %1175, %1174
  store float %1176, ptr %v24, align 4
  %1177 = load float, ptr %v25, align 4
  %1178 = fmul float %1177, %1174
  store float %1178, ptr %v25, align 4
  %1179 = load float, ptr %v26, align 4
  %1180 = fmul float %1179, %1174
  store float %1180, ptr %v26, align 4
  %1181 = load float, ptr %v27, align 4
  %1182 = fmul float %1181, %1174
  store float %1182, ptr %v27, align 4
  %1183 = add i32 %338, 0
  %1184 = icmp sgt i32 %1183, %332
  %1185 = select i1 %1184, i32 %332, i32 %1183
  %1186 = mul i32 %1185, %5
  %1187 = add i32 %1186, %20
  %1188 = mul i32 %1187, %6
  %1189 = add i32 %1188, %31
  %1190 = select i1 %32, i32 %1189, i32 %1188
  %1191 = sext i32 %1190 to i64
  %1192 = mul i64 %1191, 4
  %1193 = getelementptr i8, ptr addrspace(1) %3, i64 %1192
  %1194 = load float, ptr addrspace(1) %1193, align 4
  %1195 = select i1 %32, float %1194, float 0.000000e+00
  %1196 = add i32 %1188, %33
  %1197 = select i1 %34, i32 %1196, i32 %1188
  %1198 = sext i32 %1197 to i64
  %1199 = mul i64 %1198, 4
  %1200 = getelementptr i8, ptr addrspace(1) %3, i64 %1199
  %1201 = load float, ptr addrspace(1) %1200, align 4
  %1202 = select i1 %34, float %1201, float 0.000000e+00
  %1203 = add i32 %1188, %35
  %1204 = select i1 %36, i32 %1203, i32 %1188
  %1205 = sext i32 %1204 to i64
  %1206 = mul i64 %1205, 4
  %1207 = getelementptr i8, ptr addrspace(1) %3, i64 %1206
  %1208 = load float, ptr addrspace(1) %1207, align 4
  %1209 = select i1 %36, float %1208, float 0.000000e+00
  %1210 = add i32 %1188, %37
  %1211 = select i1 %38, i32 %1210, i32 %1188
  %1212 = sext i32 %1211 to i64
  %1213 = mul i64 %1212, 4
  %1214 = getelementptr i8, ptr addrspace(1) %3, i64 %1213
  %1215 = load float, ptr addrspace(1) %1214, align 4
  %1216 = select i1 %38, float %1215, float 0.000000e+00
  %1217 = bitcast float %1123 to i32
  %1218 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1217, i32 0, i32 31)
  %1219 = bitcast i32 %1218 to float
  %1220 = load float, ptr %v, align 4
  %1221 = fmul float %1219, %1195
  %1222 = fadd float %1221, %1220
  store float %1222, ptr %v, align 4
  %1223 = load float, ptr %v1, align 4
  %1224 = fmul float %1219, %1202
  %1225 = fadd float %1224, %1223
  store float %1225, ptr %v1, align 4
  %1226 = load float, ptr %v2, align 4
  %1227 = fmul float %1219, %1209
  %1228 = fadd float %1227, %1226
  store float %1228, ptr %v2, align 4
  %1229 = load float, ptr %v3, align 4
  %1230 = fmul float %1219, %1216
  %1231 = fadd float %1230, %1229
  store float %1231, ptr %v3, align 4
  %1232 = bitcast float %1123 to i32
  %1233 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1232, i32 8, i32 31)
  %1234 = bitcast i32 %1233 to float
  %1235 = load float, ptr %v8, align 4
  %1236 = fmul float %1234, %1195
  %1237 = fadd float %1236, %1235
  store float %1237, ptr %v8, align 4
  %1238 = load float, ptr %v9, align 4
  %1239 = fmul float %1234, %1202
  %1240 = fadd float %1239, %1238
  store float %1240, ptr %v9, align 4
  %1241 = load float, ptr %v10, align 4
  %1242 = fmul float %1234, %1209
  %1243 = fadd float %1242, %1241
  store float %1243, ptr %v10, align 4
  %1244 = load float, ptr %v11, align 4
  %1245 = fmul float %1234, %1216
  %1246 = fadd float %1245, %1244
  store float %1246, ptr %v11, align 4
  %1247 = bitcast float %1123 to i32
  %1248 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1247, i32 16, i32 31)
  %1249 = bitcast i32 %1248 to float
  %1250 = load float, ptr %v16, align 4
  %1251 = fmul float %1249, %1195
  %1252 = fadd float %1251, %1250
  store float %1252, ptr %v16, align 4
  %1253 = load float, ptr %v17, align 4
  %1254 = fmul float %1249, %1202
  %1255 = fadd float %1254, %1253
  store float %1255, ptr %v17, align 4
  %1256 = load float, ptr %v18, align 4
  %1257 = fmul float %1249, %1209
  %1258 = fadd float %1257, %1256
  store float %1258, ptr %v18, align 4
  %1259 = load float, ptr %v19, align 4
  %1260 = fmul float %1249, %1216
  %1261 = fadd float %1260, %1259
  store float %1261, ptr %v19, align 4
  %1262 = bitcast float %1123 to i32
  %1263 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1262, i32 24, i32 31)
  %1264 = bitcast i32 %1263 to float
  %1265 = load float, ptr %v24, align 4
  %1266 = fmul float %1264, %1195
  %1267 = fadd float %1266, %1265
  store float %1267, ptr %v24, align 4
  %1268 = load float, ptr %v25, align 4
  %1269 = fmul float %1264, %1202
  %1270 = fadd float %1269, %1268
  store float %1270, ptr %v25, align 4
  %1271 = load float, ptr %v26, align 4
  %1272 = fmul float %1264, %1209
  %1273 = fadd float %1272, %1271
  store float %1273, ptr %v26, align 4
  %1274 = load float, ptr %v27, align 4
  %1275 = fmul float %1264, %1216
  %1276 = fadd float %1275, %1274
  store float %1276, ptr %v27, align 4
  %1277 = add i32 %338, 1
  %1278 = icmp sgt i32 %1277, %332
  %1279 = select i1 %1278, i32 %332, i32 %1277
  %1280 = mul i32 %1279, %5
  %1281 = add i32 %1280, %20
  %1282 = mul i32 %1281, %6
  %1283 = add i32 %1282, %31
  %1284 = select i1 %32, i32 %1283, i32 %1282
  %1285 = sext i32 %1284 to i64
  %1286 = mul i64 %1285, 4
  %1287 = getelementptr i8, ptr addrspace(1) %3, i64 %1286
  %1288 = load float, ptr addrspace(1) %1287, align 4
  %1289 = select i1 %32, float %1288, float 0.000000e+00
  %1290 = add i32 %1282, %33
  %1291 = select i1 %34, i32 %1290, i32 %1282
  %1292 = sext i32 %1291 to i64
  %1293 = mul i64 %1292, 4
  %1294 = getelementptr i8, ptr addrspace(1) %3, i64 %1293
  %1295 = load float, ptr addrspace(1) %1294, align 4
  %1296 = select i1 %34, float %1295, float 0.000000e+00
  %1297 = add i32 %1282, %35
  %1298 = select i1 %36, i32 %1297, i32 %1282
  %1299 = sext i32 %1298 to i64
  %1300 = mul i64 %1299, 4
  %1301 = getelementptr i8, ptr addrspace(1) %3, i64 %1300
  %1302 = load float, ptr addrspace(1) %1301, align 4
  %1303 = select i1 %36, float %1302, float 0.000000e+00
  %1304 = add i32 %1282, %37
  %1305 = select i1 %38, i32 %1304, i32 %1282
  %1306 = sext i32 %1305 to i64
  %1307 = mul i64 %1306, 4
  %1308 = getelementptr i8, ptr addrspace(1) %3, i64 %1307
  %1309 = load float, ptr addrspace(1) %1308, align 4
  %1310 = select i1 %38, float %1309, float 0.000000e+00
  %1311 = bitcast float %1123 to i32
  %1312 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1311, i32 1, i32 31)
  %1313 = bitcast i32 %1312 to float
  %1314 = load float, ptr %v, align 4
  %1315 = fmul float %1313, %1289
  %1316 = fadd float %1315, %1314
  store float %1316, ptr %v, align 4
  %1317 = load float, ptr %v1, align 4
  %1318 = fmul float %1313, %1296
  %1319 = fadd float %1318, %1317
  store float %1319, ptr %v1, align 4
  %1320 = load float, ptr %v2, align 4
  %1321 = fmul float %1313, %1303
  %1322 = fadd float %1321, %1320
  store float %1322, ptr %v2, align 4
  %1323 = load float, ptr %v3, align 4
  %1324 = fmul float %1313, %1310
  %1325 = fadd float %1324, %1323
  store float %1325, ptr %v3, align 4
  %1326 = bitcast float %1123 to i32
  %1327 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1326, i32 9, i32 31)
  %1328 = bitcast i32 %1327 to float
  %1329 = load float, ptr %v8, align 4
  %1330 = fmul float %1328, %1289
  %1331 = fadd float %1330, %1329
  store float %1331, ptr %v8, align 4
  %1332 = load float, ptr %v9, align 4
  %1333 = fmul float %1328, %1296
  %1334 = fadd float %1333, %1332
  store float %1334, ptr %v9, align 4
  %1335 = load float, ptr %v10, align 4
  %1336 = fmul float %1328, %1303
  %1337 = fadd float %1336, %1335
  store float %1337, ptr %v10, align 4
  %1338 = load float, ptr %v11, align 4
  %1339 = fmul float %1328, %1310
  %1340 = fadd float %1339, %1338
  store float %1340, ptr %v11, align 4
  %1341 = bitcast float %1123 to i32
  %1342 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1341, i32 17, i32 31)
  %1343 = bitcast i32 %1342 to float
  %1344 = load float, ptr %v16, align 4
  %1345 = fmul float %1343, %1289
  %1346 = fadd float %1345, %1344
  store float %1346, ptr %v16, align 4
  %1347 = load float, ptr %v17, align 4
  %1348 = fmul float %1343, %1296
  %1349 = fadd float %1348, %1347
  store float %1349, ptr %v17, align 4
  %1350 = load float, ptr %v18, align 4
  %1351 = fmul float %1343, %1303
  %1352 = fadd float %1351, %1350
  store float %1352, ptr %v18, align 4
  %1353 = load float, ptr %v19, align 4
  %1354 = fmul float %1343, %1310
  %1355 = fadd float %1354, %1353
  store float %1355, ptr %v19, align 4
  %1356 = bitcast float %1123 to i32
  %1357 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1356, i32 25, i32 31)
  %1358 = bitcast i32 %1357 to float
  %1359 = load float, ptr %v24, align 4
  %1360 = fmul float %1358, %1289
  %1361 = fadd float %1360, %1359
  store float %1361, ptr %v24, align 4
  %1362 = load float, ptr %v25, align 4
  %1363 = fmul float %1358, %1296
  %1364 = fadd float %1363, %1362
  store float %1364, ptr %v25, align 4
  %1365 = load float, ptr %v26, align 4
  %1366 = fmul float %1358, %1303
  %1367 = fadd float %1366, %1365
  store float %1367, ptr %v26, align 4
  %1368 = load float, ptr %v27, align 4
  %1369 = fmul float %1358, %1310
  %1370 = fadd float %1369, %1368
  store float %1370, ptr %v27, align 4
  %1371 = add i32 %338, 2
  %1372 = icmp sgt i32 %1371, %332
  %1373 = select i1 %1372, i32 %332, i32 %1371
  %1374 = mul i32 %1373, %5
  %1375 = add i32 %1374, %20
  %1376 = mul i32 %1375, %6
  %1377 = add i32 %1376, %31
  %1378 = select i1 %32, i32 %1377, i32 %1376
  %1379 = sext i32 %1378 to i64
  %1380 = mul i64 %1379, 4
  %1381 = getelementptr i8, ptr addrspace(1) %3, i64 %1380
  %1382 = load float, ptr addrspace(1) %1381, align 4
  %1383 = select i1 %32, float %1382, float 0.000000e+00
  %1384 = add i32 %1376, %33
  %1385 = select i1 %34, i32 %1384, i32 %1376
  %1386 = sext i32 %1385 to i64
  %1387 = mul i64 %1386, 4
  %1388 = getelementptr i8, ptr addrspace(1) %3, i64 %1387
  %1389 = load float, ptr addrspace(1) %1388, align 4
  %1390 = select i1 %34, float %1389, float 0.000000e+00
  %1391 = add i32 %1376, %35
  %1392 = select i1 %36, i32 %1391, i32 %1376
  %1393 = sext i32 %1392 to i64
  %1394 = mul i64 %1393, 4
  %1395 = getelementptr i8, ptr addrspace(1) %3, i64 %1394
  %1396 = load float, ptr addrspace(1) %1395, align 4
  %1397 = select i1 %36, float %1396, float 0.000000e+00
  %1398 = add i32 %1376, %37
  %1399 = select i1 %38, i32 %1398, i32 %1376
  %1400 = sext i32 %1399 to i64
  %1401 = mul i64 %1400, 4
  %1402 = getelementptr i8, ptr addrspace(1) %3, i64 %1401
  %1403 = load float, ptr addrspace(1) %1402, align 4
  %1404 = select i1 %38, float %1403, float 0.000000e+00
  %1405 = bitcast float %1123 to i32
  %1406 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1405, i32 2, i32 31)
  %1407 = bitcast i32 %1406 to float
  %1408 = load float, ptr %v, align 4
  %1409 = fmul float %1407, %1383
  %1410 = fadd float %1409, %1408
  store float %1410, ptr %v, align 4
  %1411 = load float, ptr %v1, align 4
  %1412 = fmul float %1407, %1390
  %1413 = fadd float %1412, %1411
  store float %1413, ptr %v1, align 4
  %1414 = load float, ptr %v2, align 4
  %1415 = fmul float %1407, %1397
  %1416 = fadd float %1415, %1414
  store float %1416, ptr %v2, align 4
  %1417 = load float, ptr %v3, align 4
  %1418 = fmul float %1407, %1404
  %1419 = fadd float %1418, %1417
  store float %1419, ptr %v3, align 4
  %1420 = bitcast float %1123 to i32
  %1421 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1420, i32 10, i32 31)
  %1422 = bitcast i32 %1421 to float
  %1423 = load float, ptr %v8, align 4
  %1424 = fmul float %1422, %1383
  %1425 = fadd float %1424, %1423
  store float %1425, ptr %v8, align 4
  %1426 = load float, ptr %v9, align 4
  %1427 = fmul float %1422, %1390
  %1428 = fadd float %1427, %1426
  store float %1428, ptr %v9, align 4
  %1429 = load float, ptr %v10, align 4
  %1430 = fmul float %1422, %1397
  %1431 = fadd float %1430, %1429
  store float %1431, ptr %v10, align 4
  %1432 = load float, ptr %v11, align 4
  %1433 = fmul float %1422, %1404
  %1434 = fadd float %1433, %1432
  store float %1434, ptr %v11, align 4
  %1435 = bitcast float %1123 to i32
  %1436 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1435, i32 18, i32 31)
  %1437 = bitcast i32 %1436 to float
  %1438 = load float, ptr %v16, align 4
  %1439 = fmul float %1437, %1383
  %1440 = fadd float %1439, %1438
  store float %1440, ptr %v16, align 4
  %1441 = load float, ptr %v17, align 4
  %1442 = fmul float %1437, %1390
  %1443 = fadd float %1442, %1441
  store float %1443, ptr %v17, align 4
  %1444 = load float, ptr %v18, align 4
  %1445 = fmul float %1437, %1397
  %1446 = fadd float %1445, %1444
  store float %1446, ptr %v18, align 4
  %1447 = load float, ptr %v19, align 4
  %1448 = fmul float %1437, %1404
  %1449 = fadd float %1448, %1447
  store float %1449, ptr %v19, align 4
  %1450 = bitcast float %1123 to i32
  %1451 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1450, i32 26, i32 31)
  %1452 = bitcast i32 %1451 to float
  %1453 = load float, ptr %v24, align 4
  %1454 = fmul float %1452, %1383
  %1455 = fadd float %1454, %1453
  store float %1455, ptr %v24, align 4
  %1456 = load float, ptr %v25, align 4
  %1457 = fmul float %1452, %1390
  %1458 = fadd float %1457, %1456
  store float %1458, ptr %v25, align 4
  %1459 = load float, ptr %v26, align 4
  %1460 = fmul float %1452, %1397
  %1461 = fadd float %1460, %1459
  store float %1461, ptr %v26, align 4
  %1462 = load float, ptr %v27, align 4
  %1463 = fmul float %1452, %1404
  %1464 = fadd float %1463, %1462
  store float %1464, ptr %v27, align 4
  %1465 = add i32 %338, 3
  %1466 = icmp sgt i32 %1465, %332
  %1467 = select i1 %1466, i32 %332, i32 %1465
  %1468 = mul i32 %1467, %5
  %1469 = add i32 %1468, %20
  %1470 = mul i32 %1469, %6
  %1471 = add i32 %1470, %31
  %1472 = select i1 %32, i32 %1471, i32 %1470
  %1473 = sext i32 %1472 to i64
  %1474 = mul i64 %1473, 4
  %1475 = getelementptr i8, ptr addrspace(1) %3, i64 %1474
  %1476 = load float, ptr addrspace(1) %1475, align 4
  %1477 = select i1 %32, float %1476, float 0.000000e+00
  %1478 = add i32 %1470, %33
  %1479 = select i1 %34, i32 %1478, i32 %1470
  %1480 = sext i32 %1479 to i64
  %1481 = mul i64 %1480, 4
  %1482 = getelementptr i8, ptr addrspace(1) %3, i64 %1481
  %1483 = load float, ptr addrspace(1) %1482, align 4
  %1484 = select i1 %34, float %1483, float 0.000000e+00
  %1485 = add i32 %1470, %35
  %1486 = select i1 %36, i32 %1485, i32 %1470
  %1487 = sext i32 %1486 to i64
  %1488 = mul i64 %1487, 4
  %1489 = getelementptr i8, ptr addrspace(1) %3, i64 %1488
  %1490 = load float, ptr addrspace(1) %1489, align 4
  %1491 = select i1 %36, float %1490, float 0.000000e+00
  %1492 = add i32 %1470, %37
  %1493 = select i1 %38, i32 %1492, i32 %1470
  %1494 = sext i32 %1493 to i64
  %1495 = mul i64 %1494, 4
  %1496 = getelementptr i8, ptr addrspace(1) %3, i64 %1495
  %1497 = load float, ptr addrspace(1) %1496, align 4
  %1498 = select i1 %38, float %1497, float 0.000000e+00
  %1499 = bitcast float %1123 to i32
  %1500 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1499, i32 3, i32 31)
  %1501 = bitcast i32 %1500 to float
  %1502 = load float, ptr %v, align 4
  %1503 = fmul float %1501, %1477
  %1504 = fadd float %1503, %1502
  store float %1504, ptr %v, align 4
  %1505 = load float, ptr %v1, align 4
  %1506 = fmul float %1501, %1484
  %1507 = fadd float %1506, %1505
  store float %1507, ptr %v1, align 4
  %1508 = load float, ptr %v2, align 4
  %1509 = fmul float %1501, %1491
  %1510 = fadd float %1509, %1508
  store float %1510, ptr %v2, align 4
  %1511 = load float, ptr %v3, align 4
  %1512 = fmul float %1501, %1498
  %1513 = fadd float %1512, %1511
  store float %1513, ptr %v3, align 4
  %1514 = bitcast float %1123 to i32
  %1515 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1514, i32 11, i32 31)
  %1516 = bitcast i32 %1515 to float
  %1517 = load float, ptr %v8, align 4
  %1518 = fmul float %1516, %1477
  %1519 = fadd float %1518, %1517
  store float %1519, ptr %v8, align 4
  %1520 = load float, ptr %v9, align 4
  %1521 = fmul float %1516, %1484
  %1522 = fadd float %1521, %1520
  store float %1522, ptr %v9, align 4
  %1523 = load float, ptr %v10, align 4
  %1524 = fmul float %1516, %1491
  %1525 = fadd float %1524, %1523
  store float %1525, ptr %v10, align 4
  %1526 = load float, ptr %v11, align 4
  %1527 = fmul float %1516, %1498
  %1528 = fadd float %1527, %1526
  store float %1528, ptr %v11, align 4
  %1529 = bitcast float %1123 to i32
  %1530 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1529, i32 19, i32 31)
  %1531 = bitcast i32 %1530 to float
  %1532 = load float, ptr %v16, align 4
  %1533 = fmul float %1531, %1477
  %1534 = fadd float %1533, %1532
  store float %1534, ptr %v16, align 4
  %1535 = load float, ptr %v17, align 4
  %1536 = fmul float %1531, %1484
  %1537 = fadd float %1536, %1535
  store float %1537, ptr %v17, align 4
  %1538 = load float, ptr %v18, align 4
  %1539 = fmul float %1531, %1491
  %1540 = fadd float %1539, %1538
  store float %1540, ptr %v18, align 4
  %1541 = load float, ptr %v19, align 4
  %1542 = fmul float %1531, %1498
  %1543 = fadd float %1542, %1541
  store float %1543, ptr %v19, align 4
  %1544 = bitcast float %1123 to i32
  %1545 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1544, i32 27, i32 31)
  %1546 = bitcast i32 %1545 to float
  %1547 = load float, ptr %v24, align 4
  %1548 = fmul float %1546, %1477
  %1549 = fadd float %1548, %1547
  store float %1549, ptr %v24, align 4
  %1550 = load float, ptr %v25, align 4
  %1551 = fmul float %1546, %1484
  %1552 = fadd float %1551, %1550
  store float %1552, ptr %v25, align 4
  %1553 = load float, ptr %v26, align 4
  %1554 = fmul float %1546, %1491
  %1555 = fadd float %1554, %1553
  store float %1555, ptr %v26, align 4
  %1556 = load float, ptr %v27, align 4
  %1557 = fmul float %1546, %1498
  %1558 = fadd float %1557, %1556
  store float %1558, ptr %v27, align 4
  %1559 = add i32 %338, 4
  %1560 = icmp sgt i32 %1559, %332
  %1561 = select i1 %1560, i32 %332, i32 %1559
  %1562 = mul i32 %1561, %5
  %1563 = add i32 %1562, %20
  %1564 = mul i32 %1563, %6
  %1565 = add i32 %1564, %31
  %1566 = select i1 %32, i32 %1565, i32 %1564
  %1567 = sext i32 %1566 to i64
  %1568 = mul i64 %1567, 4
  %1569 = getelementptr i8, ptr addrspace(1) %3, i64 %1568
  %1570 = load float, ptr addrspace(1) %1569, align 4
  %1571 = select i1 %32, float %1570, float 0.000000e+00
  %1572 = add i32 %1564, %33
  %1573 = select i1 %34, i32 %1572, i32 %1564
  %1574 = sext i32 %1573 to i64
  %1575 = mul i64 %1574, 4
  %1576 = getelementptr i8, ptr addrspace(1) %3, i64 %1575
  %1577 = load float, ptr addrspace(1) %1576, align 4
  %1578 = select i1 %34, float %1577, float 0.000000e+00
  %1579 = add i32 %1564, %35
  %1580 = select i1 %36, i32 %1579, i32 %1564
  %1581 = sext i32 %1580 to i64
  %1582 = mul i64 %1581, 4
  %1583 = getelementptr i8, ptr addrspace(1) %3, i64 %1582
  %1584 = load float, ptr addrspace(1) %1583, align 4
  %1585 = select i1 %36, float %1584, float 0.000000e+00
  %1586 = add i32 %1564, %37
  %1587 = select i1 %38, i32 %1586, i32 %1564
  %1588 = sext i32 %1587 to i64
  %1589 = mul i64 %1588, 4
  %1590 = getelementptr i8, ptr addrspace(1) %3, i64 %1589
  %1591 = load float, ptr addrspace(1) %1590, align 4
  %1592 = select i1 %38, float %1591, float 0.000000e+00
  %1593 = bitcast float %1123 to i32
  %1594 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1593, i32 4, i32 31)
  %1595 = bitcast i32 %1594 to float
  %1596 = load float, ptr %v, align 4
  %1597 = fmul float %1595, %1571
  %1598 = fadd float %1597, %1596
  store float %1598, ptr %v, align 4
  %1599 = load float, ptr %v1, align 4
  %1600 = fmul float %1595, %1578
  %1601 = fadd float %1600, %1599
  store float %1601, ptr %v1, align 4
  %1602 = load float, ptr %v2, align 4
  %1603 = fmul float %1595, %1585
  %1604 = fadd float %1603, %1602
  store float %1604, ptr %v2, align 4
  %1605 = load float, ptr %v3, align 4
  %1606 = fmul float %1595, %1592
  %1607 = fadd float %1606, %1605
  store float %1607, ptr %v3, align 4
  %1608 = bitcast float %1123 to i32
  %1609 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1608, i32 12, i32 31)
  %1610 = bitcast i32 %1609 to float
  %1611 = load float, ptr %v8, align 4
  %1612 = fmul float %1610, %1571
  %1613 = fadd float %1612, %1611
  store float %1613, ptr %v8, align 4
  %1614 = load float, ptr %v9, align 4
  %1615 = fmul float %1610, %1578
  %1616 = fadd float %1615, %1614
  store float %1616, ptr %v9, align 4
  %1617 = load float, ptr %v10, align 4
  %1618 = fmul float %1610, %1585
  %1619 = fadd float %1618, %1617
  store float %1619, ptr %v10, align 4
  %1620 = load float, ptr %v11, align 4
  %1621 = fmul float %1610, %1592
  %1622 = fadd float %1621, %1620
  store float %1622, ptr %v11, align 4
  %1623 = bitcast float %1123 to i32
  %1624 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1623, i32 20, i32 31)
  %1625 = bitcast i32 %1624 to float
  %1626 = load float, ptr %v16, align 4
  %1627 = fmul float %1625, %1571
  %1628 = fadd float %1627, %1626
  store float %1628, ptr %v16, align 4
  %1629 = load float, ptr %v17, align 4
  %1630 = fmul float %1625, %1578
  %1631 = fadd float %1630, %1629
  store float %1631, ptr %v17, align 4
  %1632 = load float, ptr %v18, align 4
  %1633 = fmul float %1625, %1585
  %1634 = fadd float %1633, %1632
  store float %1634, ptr %v18, align 4
  %1635 = load float, ptr %v19, align 4
  %1636 = fmul float %1625, %1592
  %1637 = fadd float %1636, %1635
  store float %1637, ptr %v19, align 4
  %1638 = bitcast float %1123 to i32
  %1639 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1638, i32 28, i32 31)
  %1640 = bitcast i32 %1639 to float
  %1641 = load float, ptr %v24, align 4
  %1642 = fmul float %1640, %1571
  %1643 = fadd float %1642, %1641
  store float %1643, ptr %v24, align 4
  %1644 = load float, ptr %v25, align 4
  %1645 = fmul float %1640, %1578
  %1646 = fadd float %1645, %1644
  store float %1646, ptr %v25, align 4
  %1647 = load float, ptr %v26, align 4
  %1648 = fmul float %1640, %1585
  %1649 = fadd float %1648, %1647
  store float %1649, ptr %v26, align 4
  %1650 = load float, ptr %v27, align 4
  %1651 = fmul float %1640, %1592
  %1652 = fadd float %1651, %1650
  store float %1652, ptr %v27, align 4
  %1653 = add i32 %338, 5
  %1654 = icmp sgt i32 %1653, %332
  %1655 = select i1 %1654, i32 %332, i32 %1653
  %1656 = mul i32 %1655, %5
  %1657 = add i32 %1656, %20
  %1658 = mul i32 %1657, %6
  %1659 = add i32 %1658, %31
  %1660 = select i1 %32, i32 %1659, i32 %1658
  %1661 = sext i32 %1660 to i64
  %1662 = mul i64 %1661, 4
  %1663 = getelementptr i8, ptr addrspace(1) %3, i64 %1662
  %1664 = load float, ptr addrspace(1) %1663, align 4
  %1665 = select i1 %32, float %1664, float 0.000000e+00
  %1666 = add i32 %1658, %33
  %1667 = select i1 %34, i32 %1666, i32 %1658
  %1668 = sext i32 %1667 to i64
  %1669 = mul i64 %1668, 4
  %1670 = getelementptr i8, ptr addrspace(1) %3, i64 %1669
  %1671 = load float, ptr addrspace(1) %1670, align 4
  %1672 = select i1 %34, float %1671, float 0.000000e+00
  %1673 = add i32 %1658, %35
  %1674 = select i1 %36, i32 %1673, i32 %1658
  %1675 = sext i32 %1674 to i64
  %1676 = mul i64 %1675, 4
  %1677 = getelementptr i8, ptr addrspace(1) %3, i64 %1676
  %1678 = load float, ptr addrspace(1) %1677, align 4
  %1679 = select i1 %36, float %1678, float 0.000000e+00
  %1680 = add i32 %1658, %37
  %1681 = select i1 %38, i32 %1680, i32 %1658
  %1682 = sext i32 %1681 to i64
  %1683 = mul i64 %1682, 4
  %1684 = getelementptr i8, ptr addrspace(1) %3, i64 %1683
  %1685 = load float, ptr addrspace(1) %1684, align 4
  %1686 = select i1 %38, float %1685, float 0.000000e+00
  %1687 = bitcast float %1123 to i32
  %1688 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1687, i32 5, i32 31)
  %1689 = bitcast i32 %1688 to float
  %1690 = load float, ptr %v, align 4
  %1691 = fmul float %1689, %1665
  %1692 = fadd float %1691, %1690
  store float %1692, ptr %v, align 4
  %1693 = load float, ptr %v1, align 4
  %1694 = fmul float %1689, %1672
  %1695 = fadd float %1694, %1693
  store float %1695, ptr %v1, align 4
  %1696 = load float, ptr %v2, align 4
  %1697 = fmul float %1689, %1679
  %1698 = fadd float %1697, %1696
  store float %1698, ptr %v2, align 4
  %1699 = load float, ptr %v3, align 4
  %1700 = fmul float %1689, %1686
  %1701 = fadd float %1700, %1699
  store float %1701, ptr %v3, align 4
  %1702 = bitcast float %1123 to i32
  %1703 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1702, i32 13, i32 31)
  %1704 = bitcast i32 %1703 to float
  %1705 = load float, ptr %v8, align 4
  %1706 = fmul float %1704, %1665
  %1707 = fadd float %1706, %1705
  store float %1707, ptr %v8, align 4
  %1708 = load float, ptr %v9, align 4
  %1709 = fmul float %1704, %1672
  %1710 = fadd float %1709, %1708
  store float %1710, ptr %v9, align 4
  %1711 = load float, ptr %v10, align 4
  %1712 = fmul float %1704, %1679
  %1713 = fadd float %1712, %1711
  store float %1713, ptr %v10, align 4
  %1714 = load float, ptr %v11, align 4
  %1715 = fmul float %1704, %1686
  %1716 = fadd float %1715, %1714
  store float %1716, ptr %v11, align 4
  %1717 = bitcast float %1123 to i32
  %1718 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1717, i32 21, i32 31)
  %1719 = bitcast i32 %1718 to float
  %1720 = load float, ptr %v16, align 4
  %1721 = fmul float %1719, %1665
  %1722 = fadd float %1721, %1720
  store float %1722, ptr %v16, align 4
  %1723 = load float, ptr %v17, align 4
  %1724 = fmul float %1719, %1672
  %1725 = fadd float %1724, %1723
  store float %1725, ptr %v17, align 4
  %1726 = load float, ptr %v18, align 4
  %1727 = fmul float %1719, %1679
  %1728 = fadd float %1727, %1726
  store float %1728, ptr %v18, align 4
  %1729 = load float, ptr %v19, align 4
  %1730 = fmul float %1719, %1686
  %1731 = fadd float %1730, %1729
  store float %1731, ptr %v19, align 4
  %1732 = bitcast float %1123 to i32
  %1733 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1732, i32 29, i32 31)
  %1734 = bitcast i32 %1733 to float
  %1735 = load float, ptr %v24, align 4
  %1736 = fmul float %1734, %1665
  %1737 = fadd float %1736, %1735
  store float %1737, ptr %v24, align 4
  %1738 = load float, ptr %v25, align 4
  %1739 = fmul float %1734, %1672
  %1740 = fadd float %1739, %1738
  store float %1740, ptr %v25, align 4
  %1741 = load float, ptr %v26, align 4
  %1742 = fmul float %1734, %1679
  %1743 = fadd float %1742, %1741
  store float %1743, ptr %v26, align 4
  %1744 = load float, ptr %v27, align 4
  %1745 = fmul float %1734, %1686
  %1746 = fadd float %1745, %1744
  store float %1746, ptr %v27, align 4
  %1747 = add i32 %338, 6
  %1748 = icmp sgt i32 %1747, %332
  %1749 = select i1 %1748, i32 %332, i32 %1747
  %1750 = mul i32 %1749, %5
  %1751 = add i32 %1750, %20
  %1752 = mul i32 %1751, %6
  %1753 = add i32 %1752, %31
  %1754 = select i1 %32, i32 %1753, i32 %1752
  %1755 = sext i32 %1754 to i64
  %1756 = mul i64 %1755, 4
  %1757 = getelementptr i8, ptr addrspace(1) %3, i64 %1756
  %1758 = load float, ptr addrspace(1) %1757, align 4
  %1759 = select i1 %32, float %1758, float 0.000000e+00
  %1760 = add i32 %1752, %33
  %1761 = select i1 %34, i32 %1760, i32 %1752
  %1762 = sext i32 %1761 to i64
  %1763 = mul i64 %1762, 4
  %1764 = getelementptr i8, ptr addrspace(1) %3, i64 %1763
  %1765 = load float, ptr addrspace(1) %1764, align 4
  %1766 = select i1 %34, float %1765, float 0.000000e+00
  %1767 = add i32 %1752, %35
  %1768 = select i1 %36, i32 %1767, i32 %1752
  %1769 = sext i32 %1768 to i64
  %1770 = mul i64 %1769, 4
  %1771 = getelementptr i8, ptr addrspace(1) %3, i64 %1770
  %1772 = load float, ptr addrspace(1) %1771, align 4
  %1773 = select i1 %36, float %1772, float 0.000000e+00
  %1774 = add i32 %1752, %37
  %1775 = select i1 %38, i32 %1774, i32 %1752
  %1776 = sext i32 %1775 to i64
  %1777 = mul i64 %1776, 4
  %1778 = getelementptr i8, ptr addrspace(1) %3, i64 %1777
  %1779 = load float, ptr addrspace(1) %1778, align 4
  %1780 = select i1 %38, float %1779, float 0.000000e+00
  %1781 = bitcast float %1123 to i32
  %1782 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1781, i32 6, i32 31)
  %1783 = bitcast i32 %1782 to float
  %1784 = load float, ptr %v, align 4
  %1785 = fmul float %1783, %1759
  %1786 = fadd float %1785, %1784
  store float %1786, ptr %v, align 4
  %1787 = load float, ptr %v1, align 4
  %1788 = fmul float %1783, %1766
  %1789 = fadd float %1788, %1787
  store float %1789, ptr %v1, align 4
  %1790 = load float, ptr %v2, align 4
  %1791 = fmul float %1783, %1773
  %1792 = fadd float %1791, %1790
  store float %1792, ptr %v2, align 4
  %1793 = load float, ptr %v3, align 4
  %1794 = fmul float %1783, %1780
  %1795 = fadd float %1794, %1793
  store float %1795, ptr %v3, align 4
  %1796 = bitcast float %1123 to i32
  %1797 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1796, i32 14, i32 31)
  %1798 = bitcast i32 %1797 to float
  %1799 = load float, ptr %v8, align 4
  %1800 = fmul float %1798, %1759
  %1801 = fadd float %1800, %1799
  store float %1801, ptr %v8, align 4
  %1802 = load float, ptr %v9, align 4
  %1803 = fmul float %1798, %1766
  %1804 = fadd float %1803, %1802
  store float %1804, ptr %v9, align 4
  %1805 = load float, ptr %v10, align 4
  %1806 = fmul float %1798, %1773
  %1807 = fadd float %1806, %1805
  store float %1807, ptr %v10, align 4
  %1808 = load float, ptr %v11, align 4
  %1809 = fmul float %1798, %1780
  %1810 = fadd float %1809, %1808
  store float %1810, ptr %v11, align 4
  %1811 = bitcast float %1123 to i32
  %1812 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1811, i32 22, i32 31)
  %1813 = bitcast i32 %1812 to float
  %1814 = load float, ptr %v16, align 4
  %1815 = fmul float %1813, %1759
  %1816 = fadd float %1815, %1814
  store float %1816, ptr %v16, align 4
  %1817 = load float, ptr %v17, align 4
  %1818 = fmul float %1813, %1766
  %1819 = fadd float %1818, %1817
  store float %1819, ptr %v17, align 4
  %1820 = load float, ptr %v18, align 4
  %1821 = fmul float %1813, %1773
  %1822 = fadd float %1821, %1820
  store float %1822, ptr %v18, align 4
  %1823 = load float, ptr %v19, align 4
  %1824 = fmul float %1813, %1780
  %1825 = fadd float %1824, %1823
  store float %1825, ptr %v19, align 4
  %1826 = bitcast float %1123 to i32
  %1827 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1826, i32 30, i32 31)
  %1828 = bitcast i32 %1827 to float
  %1829 = load float, ptr %v24, align 4
  %1830 = fmul float %1828, %1759
  %1831 = fadd float %1830, %1829
  store float %1831, ptr %v24, align 4
  %1832 = load float, ptr %v25, align 4
  %1833 = fmul float %1828, %1766
  %1834 = fadd float %1833, %1832
  store float %1834, ptr %v25, align 4
  %1835 = load float, ptr %v26, align 4
  %1836 = fmul float %1828, %1773
  %1837 = fadd float %1836, %1835
  store float %1837, ptr %v26, align 4
  %1838 = load float, ptr %v27, align 4
  %1839 = fmul float %1828, %1780
  %1840 = fadd float %1839, %1838
  store float %1840, ptr %v27, align 4
  %1841 = add i32 %338, 7
  %1842 = icmp sgt i32 %1841, %332
  %1843 = select i1 %1842, i32 %332, i32 %1841
  %1844 = mul i32 %1843, %5
  %1845 = add i32 %1844, %20
  %1846 = mul i32 %1845, %6
  %1847 = add i32 %1846, %31
  %1848 = select i1 %32, i32 %1847, i32 %1846
  %1849 = sext i32 %1848 to i64
  %1850 = mul i64 %1849, 4
  %1851 = getelementptr i8, ptr addrspace(1) %3, i64 %1850
  %1852 = load float, ptr addrspace(1) %1851, align 4
  %1853 = select i1 %32, float %1852, float 0.000000e+00
  %1854 = add i32 %1846, %33
  %1855 = select i1 %34, i32 %1854, i32 %1846
  %1856 = sext i32 %1855 to i64
  %1857 = mul i64 %1856, 4
  %1858 = getelementptr i8, ptr addrspace(1) %3, i64 %1857
  %1859 = load float, ptr addrspace(1) %1858, align 4
  %1860 = select i1 %34, float %1859, float 0.000000e+00
  %1861 = add i32 %1846, %35
  %1862 = select i1 %36, i32 %1861, i32 %1846
  %1863 = sext i32 %1862 to i64
  %1864 = mul i64 %1863, 4
  %1865 = getelementptr i8, ptr addrspace(1) %3, i64 %1864
  %1866 = load float, ptr addrspace(1) %1865, align 4
  %1867 = select i1 %36, float %1866, float 0.000000e+00
  %1868 = add i32 %1846, %37
  %1869 = select i1 %38, i32 %1868, i32 %1846
  %1870 = sext i32 %1869 to i64
  %1871 = mul i64 %1870, 4
  %1872 = getelementptr i8, ptr addrspace(1) %3, i64 %1871
  %1873 = load float, ptr addrspace(1) %1872, align 4
  %1874 = select i1 %38, float %1873, float 0.000000e+00
  %1875 = bitcast float %1123 to i32
  %1876 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1875, i32 7, i32 31)
  %1877 = bitcast i32 %1876 to float
  %1878 = load float, ptr %v, align 4
  %1879 = fmul float %1877, %1853
  %1880 = fadd float %1879, %1878
  store float %1880, ptr %v, align 4
  %1881 = load float, ptr %v1, align 4
  %1882 = fmul float %1877, %1860
  %1883 = fadd float %1882, %1881
  store float %1883, ptr %v1, align 4
  %1884 = load float, ptr %v2, align 4
  %1885 = fmul float %1877, %1867
  %1886 = fadd float %1885, %1884
  store float %1886, ptr %v2, align 4
  %1887 = load float, ptr %v3, align 4
  %1888 = fmul float %1877, %1874
  %1889 = fadd float %1888, %1887
  store float %1889, ptr %v3, align 4
  %1890 = bitcast float %1123 to i32
  %1891 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1890, i32 15, i32 31)
  %1892 = bitcast i32 %1891 to float
  %1893 = load float, ptr %v8, align 4
  %1894 = fmul float %1892, %1853
  %1895 = fadd float %1894, %1893
  store float %1895, ptr %v8, align 4
  %1896 = load float, ptr %v9, align 4
  %1897 = fmul float %1892, %1860
  %1898 = fadd float %1897, %1896
  store float %1898, ptr %v9, align 4
  %1899 = load float, ptr %v10, align 4
  %1900 = fmul float %1892, %1867
  %1901 = fadd float %1900, %1899
  store float %1901, ptr %v10, align 4
  %1902 = load float, ptr %v11, align 4
  %1903 = fmul float %1892, %1874
  %1904 = fadd float %1903, %1902
  store float %1904, ptr %v11, align 4
  %1905 = bitcast float %1123 to i32
  %1906 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1905, i32 23, i32 31)
  %1907 = bitcast i32 %1906 to float
  %1908 = load float, ptr %v16, align 4
  %1909 = fmul float %1907, %1853
  %1910 = fadd float %1909, %1908
  store float %1910, ptr %v16, align 4
  %1911 = load float, ptr %v17, align 4
  %1912 = fmul float %1907, %1860
  %1913 = fadd float %1912, %1911
  store float %1913, ptr %v17, align 4
  %1914 = load float, ptr %v18, align 4
  %1915 = fmul float %1907, %1867
  %1916 = fadd float %1915, %1914
  store float %1916, ptr %v18, align 4
  %1917 = load float, ptr %v19, align 4
  %1918 = fmul float %1907, %1874
  %1919 = fadd float %1918, %1917
  store float %1919, ptr %v19, align 4
  %1920 = bitcast float %1123 to i32
  %1921 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1920, i32 31, i32 31)
  %1922 = bitcast i32 %1921 to float
  %1923 = load float, ptr %v24, align 4
  %1924 = fmul float %1922, %1853
  %1925 = fadd float %1924, %1923
  store float %1925, ptr %v24, align 4
  %1926 = load float, ptr %v25, align 4
  %1927 = fmul float %1922, %1860
  %1928 = fadd float %1927, %1926
  store float %1928, ptr %v25, align 4
  %1929 = load float, ptr %v26, align 4
  %1930 = fmul float %1922, %1867
  %1931 = fadd float %1930, %1929
  store float %1931, ptr %v26, align 4
  %1932 = load float, ptr %v27, align 4
  %1933 = fmul float %1922, %1874
  %1934 = fadd float %1933, %1932
  store float %1934, ptr %v27, align 4
  %1935 = load i32, ptr %v34, align 4
  %1936 = add i32 %1935, 4
  store i32 %1936, ptr %v34, align 4
  br label %loop

done:                                             ; preds = %loop
  br label %endif

then35:                                           ; preds = %endif
  store i32 %331, ptr %v37, align 4
  br label %loop38

endif36:                                          ; preds = %done40, %endif
  %1937 = load float, ptr %v32, align 4
  %1938 = load float, ptr %v33, align 4
  %1939 = add i32 0, %15
  %1940 = mul i32 %1939, 256
  %1941 = load float, ptr %v, align 4
  br i1 %32, label %then41, label %endif42

loop38:                                           ; preds = %body39, %then35
  %1942 = load i32, ptr %v37, align 4
  %1943 = icmp slt i32 %1942, %325
  br i1 %1943, label %body39, label %done40

body39:                                           ; preds = %loop38
  %1944 = load i32, ptr %v37, align 4
  %1945 = mul i32 %1944, 8
  %1946 = add i32 %1945, 0
  %1947 = icmp sgt i32 %1946, %332
  %1948 = select i1 %1947, i32 %332, i32 %1946
  %1949 = mul i32 %1948, %5
  %1950 = add i32 %1949, %20
  %1951 = mul i32 %1950, %6
  %1952 = add i32 %1951, %31
  %1953 = select i1 %32, i32 %1952, i32 %1951
  %1954 = sext i32 %1953 to i64
  %1955 = mul i64 %1954, 4
  %1956 = getelementptr i8, ptr addrspace(1) %2, i64 %1955
  %1957 = load float, ptr addrspace(1) %1956, align 4
  %1958 = select i1 %32, float %1957, float 0.000000e+00
  %1959 = add i32 %1951, %33
  %1960 = select i1 %34, i32 %1959, i32 %1951
  %1961 = sext i32 %1960 to i64
  %1962 = mul i64 %1961, 4
  %1963 = getelementptr i8, ptr addrspace(1) %2, i64 %1962
  %1964 = load float, ptr addrspace(1) %1963, align 4
  %1965 = select i1 %34, float %1964, float 0.000000e+00
  %1966 = add i32 %1951, %35
  %1967 = select i1 %36, i32 %1966, i32 %1951
  %1968 = sext i32 %1967 to i64
  %1969 = mul i64 %1968, 4
  %1970 = getelementptr i8, ptr addrspace(1) %2, i64 %1969
  %1971 = load float, ptr addrspace(1) %1970, align 4
  %1972 = select i1 %36, float %1971, float 0.000000e+00
  %1973 = add i32 %1951, %37
  %1974 = select i1 %38, i32 %1973, i32 %1951
  %1975 = sext i32 %1974 to i64
  %1976 = mul i64 %1975, 4
  %1977 = getelementptr i8, ptr addrspace(1) %2, i64 %1976
  %1978 = load float, ptr addrspace(1) %1977, align 4
  %1979 = select i1 %38, float %1978, float 0.000000e+00
  %1980 = add i32 %1951, %39
  %1981 = select i1 %40, i32 %1980, i32 %1951
  %1982 = sext i32 %1981 to i64
  %1983 = mul i64 %1982, 4
  %1984 = getelementptr i8, ptr addrspace(1) %2, i64 %1983
  %1985 = load float, ptr addrspace(1) %1984, align 4
  %1986 = select i1 %40, float %1985, float 0.000000e+00
  %1987 = add i32 %1951, %41
  %1988 = select i1 %42, i32 %1987, i32 %1951
  %1989 = sext i32 %1988 to i64
  %1990 = mul i64 %1989, 4
  %1991 = getelementptr i8, ptr addrspace(1) %2, i64 %1990
  %1992 = load float, ptr addrspace(1) %1991, align 4
  %1993 = select i1 %42, float %1992, float 0.000000e+00
  %1994 = add i32 %1951, %43
  %1995 = select i1 %44, i32 %1994, i32 %1951
  %1996 = sext i32 %1995 to i64
  %1997 = mul i64 %1996, 4
  %1998 = getelementptr i8, ptr addrspace(1) %2, i64 %1997
  %1999 = load float, ptr addrspace(1) %1998, align 4
  %2000 = select i1 %44, float %1999, float 0.000000e+00
  %2001 = add i32 %1951, %45
  %2002 = select i1 %46, i32 %2001, i32 %1951
  %2003 = sext i32 %2002 to i64
  %2004 = mul i64 %2003, 4
  %2005 = getelementptr i8, ptr addrspace(1) %2, i64 %2004
  %2006 = load float, ptr addrspace(1) %2005, align 4
  %2007 = select i1 %46, float %2006, float 0.000000e+00
  %2008 = fmul float %59, %1958
  %2009 = fmul float %66, %1965
  %2010 = fadd float %2009, %2008
  %2011 = fmul float %73, %1972
  %2012 = fadd float %2011, %2010
  %2013 = fmul float %80, %1979
  %2014 = fadd float %2013, %2012
  %2015 = fmul float %87, %1986
  %2016 = fadd float %2015, %2014
  %2017 = fmul float %94, %1993
  %2018 = fadd float %2017, %2016
  %2019 = fmul float %101, %2000
  %2020 = fadd float %2019, %2018
  %2021 = fmul float %108, %2007
  %2022 = fadd float %2021, %2020
  %2023 = fmul float %121, %1958
  %2024 = fmul float %128, %1965
  %2025 = fadd float %2024, %2023
  %2026 = fmul float %135, %1972
  %2027 = fadd float %2026, %2025
  %2028 = fmul float %142, %1979
  %2029 = fadd float %2028, %2027
  %2030 = fmul float %149, %1986
  %2031 = fadd float %2030, %2029
  %2032 = fmul float %156, %1993
  %2033 = fadd float %2032, %2031
  %2034 = fmul float %163, %2000
  %2035 = fadd float %2034, %2033
  %2036 = fmul float %170, %2007
  %2037 = fadd float %2036, %2035
  %2038 = fmul float %183, %1958
  %2039 = fmul float %190, %1965
  %2040 = fadd float %2039, %2038
  %2041 = fmul float %197, %1972
  %2042 = fadd float %2041, %2040
  %2043 = fmul float %204, %1979
  %2044 = fadd float %2043, %2042
  %2045 = fmul float %211, %1986
  %2046 = fadd float %2045, %2044
  %2047 = fmul float %218, %1993
  %2048 = fadd float %2047, %2046
  %2049 = fmul float %225, %2000
  %2050 = fadd float %2049, %2048
  %2051 = fmul float %232, %2007
  %2052 = fadd float %2051, %2050
  %2053 = fmul float %245, %1958
  %2054 = fmul float %252, %1965
  %2055 = fadd float %2054, %2053
  %2056 = fmul float %259, %1972
  %2057 = fadd float %2056, %2055
  %2058 = fmul float %266, %1979
  %2059 = fadd float %2058, %2057
  %2060 = fmul float %273, %1986
  %2061 = fadd float %2060, %2059
  %2062 = fmul float %280, %1993
  %2063 = fadd float %2062, %2061
  %2064 = fmul float %287, %2000
  %2065 = fadd float %2064, %2063
  %2066 = fmul float %294, %2007
  %2067 = fadd float %2066, %2065
  %2068 = add i32 %1945, 1
  %2069 = icmp sgt i32 %2068, %332
  %2070 = select i1 %2069, i32 %332, i32 %2068
  %2071 = mul i32 %2070, %5
  %2072 = add i32 %2071, %20
  %2073 = mul i32 %2072, %6
  %2074 = add i32 %2073, %31
  %2075 = select i1 %32, i32 %2074, i32 %2073
  %2076 = sext i32 %2075 to i64
  %2077 = mul i64 %2076, 4
  %2078 = getelementptr i8, ptr addrspace(1) %2, i64 %2077
  %2079 = load float, ptr addrspace(1) %2078, align 4
  %2080 = select i1 %32, float %2079, float 0.000000e+00
  %2081 = add i32 %2073, %33
  %2082 = select i1 %34, i32 %2081, i32 %2073
  %2083 = sext i32 %2082 to i64
  %2084 = mul i64 %2083, 4
  %2085 = getelementptr i8, ptr addrspace(1) %2, i64 %2084
  %2086 = load float, ptr addrspace(1) %2085, align 4
  %2087 = select i1 %34, float %2086, float 0.000000e+00
  %2088 = add i32 %2073, %35
  %2089 = select i1 %36, i32 %2088, i32 %2073
  %2090 = sext i32 %2089 to i64
  %2091 = mul i64 %2090, 4
  %2092 = getelementptr i8, ptr addrspace(1) %2, i64 %2091
  %2093 = load float, ptr addrspace(1) %2092, align 4
  %2094 = select i1 %36, float %2093, float 0.000000e+00
  %2095 = add i32 %2073, %37
  %2096 = select i1 %38, i32 %2095, i32 %2073
  %2097 = sext i32 %2096 to i64
  %2098 = mul i64 %2097, 4
  %2099 = getelementptr i8, ptr addrspace(1) %2, i64 %2098
  %2100 = load float, ptr addrspace(1) %2099, align 4
  %2101 = select i1 %38, float %2100, float 0.000000e+00
  %2102 = add i32 %2073, %39
  %2103 = select i1 %40, i32 %2102, i32 %2073
  %2104 = sext i32 %2103 to i64
  %2105 = mul i64 %2104, 4
  %2106 = getelementptr i8, ptr addrspace(1) %2, i64 %2105
  %2107 = load float, ptr addrspace(1) %2106, align 4
  %2108 = select i1 %40, float %2107, float 0.000000e+00
  %2109 = add i32 %2073, %41
  %2110 = select i1 %42, i32 %2109, i32 %2073
  %2111 = sext i32 %2110 to i64
  %2112 = mul i64 %2111, 4
  %2113 = getelementptr i8, ptr addrspace(1) %2, i64 %2112
  %2114 = load float, ptr addrspace(1) %2113, align 4
  %2115 = select i1 %42, float %2114, float 0.000000e+00
  %2116 = add i32 %2073, %43
  %2117 = select i1 %44, i32 %2116, i32 %2073
  %2118 = sext i32 %2117 to i64
  %2119 = mul i64 %2118, 4
  %2120 = getelementptr i8, ptr addrspace(1) %2, i64 %2119
  %2121 = load float, ptr addrspace(1) %2120, align 4
  %2122 = select i1 %44, float %2121, float 0.000000e+00
  %2123 = add i32 %2073, %45
  %2124 = select i1 %46, i32 %2123, i32 %2073
  %2125 = sext i32 %2124 to i64
  %2126 = mul i64 %2125, 4
  %2127 = getelementptr i8, ptr addrspace(1) %2, i64 %2126
  %2128 = load float, ptr addrspace(1) %2127, align 4
  %2129 = select i1 %46, float %2128, float 0.000000e+00
  %2130 = fmul float %59, %2080
  %2131 = fmul float %66, %2087
  %2132 = fadd float %2131, %2130
  %2133 = fmul float %73, %2094
  %2134 = fadd float %2133, %2132
  %2135 = fmul float %80, %2101
  %2136 = fadd float %2135, %2134
  %2137 = fmul float %87, %2108
  %2138 = fadd float %2137, %2136
  %2139 = fmul float %94, %2115
  %2140 = fadd float %2139, %2138
  %2141 = fmul float %101, %2122
  %2142 = fadd float %2141, %2140
  %2143 = fmul float %108, %2129
  %2144 = fadd float %2143, %2142
  %2145 = fmul float %121, %2080
  %2146 = fmul float %128, %2087
  %2147 = fadd float %2146, %2145
  %2148 = fmul float %135, %2094
  %2149 = fadd float %2148, %2147
  %2150 = fmul float %142, %2101
  %2151 = fadd float %2150, %2149
  %2152 = fmul float %149, %2108
  %2153 = fadd float %2152, %2151
  %2154 = fmul float %156, %2115
  %2155 = fadd float %2154, %2153
  %2156 = fmul float %163, %2122
  %2157 = fadd float %2156, %2155
  %2158 = fmul float %170, %2129
  %2159 = fadd float %2158, %2157
  %2160 = fmul float %183, %2080
  %2161 = fmul float %190, %2087
  %2162 = fadd float %2161, %2160
  %2163 = fmul float %197, %2094
  %2164 = fadd float %2163, %2162
  %2165 = fmul float %204, %2101
  %2166 = fadd float %2165, %2164
  %2167 = fmul float %211, %2108
  %2168 = fadd float %2167, %2166
  %2169 = fmul float %218, %2115
  %2170 = fadd float %2169, %2168
  %2171 = fmul float %225, %2122
  %2172 = fadd float %2171, %2170
  %2173 = fmul float %232, %2129
  %2174 = fadd float %2173, %2172
  %2175 = fmul float %245, %2080
  %2176 = fmul float %252, %2087
  %2177 = fadd float %2176, %2175
  %2178 = fmul float %259, %2094
  %2179 = fadd float %2178, %2177
  %2180 = fmul float %266, %2101
  %2181 = fadd float %2180, %2179
  %2182 = fmul float %273, %2108
  %2183 = fadd float %2182, %2181
  %2184 = fmul float %280, %2115
  %2185 = fadd float %2184, %2183
  %2186 = fmul float %287, %2122
  %2187 = fadd float %2186, %2185
  %2188 = fmul float %294, %2129
  %2189 = fadd float %2188, %2187
  %2190 = add i32 %1945, 2
  %2191 = icmp sgt i32 %2190, %332
  %2192 = select i1 %2191, i32 %332, i32 %2190
  %2193 = mul i32 %2192, %5
  %2194 = add i32 %2193, %20
  %2195 = mul i32 %2194, %6
  %2196 = add i32 %2195, %31
  %2197 = select i1 %32, i32 %2196, i32 %2195
  %2198 = sext i32 %2197 to i64
  %2199 = mul i64 %2198, 4
  %2200 = getelementptr i8, ptr addrspace(1) %2, i64 %2199
  %2201 = load float, ptr addrspace(1) %2200, align 4
  %2202 = select i1 %32, float %2201, float 0.000000e+00
  %2203 = add i32 %2195, %33
  %2204 = select i1 %34, i32 %2203, i32 %2195
  %2205 = sext i32 %2204 to i64
  %2206 = mul i64 %2205, 4
  %2207 = getelementptr i8, ptr addrspace(1) %2, i64 %2206
  %2208 = load float, ptr addrspace(1) %2207, align 4
  %2209 = select i1 %34, float %2208, float 0.000000e+00
  %2210 = add i32 %2195, %35
  %2211 = select i1 %36, i32 %2210, i32 %2195
  %2212 = sext i32 %2211 to i64
  %2213 = mul i64 %2212, 4
  %2214 = getelementptr i8, ptr addrspace(1) %2, i64 %2213
  %2215 = load float, ptr addrspace(1) %2214, align 4
  %2216 = select i1 %36, float %2215, float 0.000000e+00
  %2217 = add i32 %2195, %37
  %2218 = select i1 %38, i32 %2217, i32 %2195
  %2219 = sext i32 %2218 to i64
  %2220 = mul i64 %2219, 4
  %2221 = getelementptr i8, ptr addrspace(1) %2, i64 %2220
  %2222 = load float, ptr addrspace(1) %2221, align 4
  %2223 = select i1 %38, float %2222, float 0.000000e+00
  %2224 = add i32 %2195, %39
  %2225 = select i1 %40, i32 %2224, i32 %2195
  %2226 = sext i32 %2225 to i64
  %2227 = mul i64 %2226, 4
  %2228 = getelementptr i8, ptr addrspace(1) %2, i64 %2227
  %2229 = load float, ptr addrspace(1) %2228, align 4
  %2230 = select i1 %40, float %2229, float 0.000000e+00
  %2231 = add i32 %2195, %41
  %2232 = select i1 %42, i32 %2231, i32 %2195
  %2233 = sext i32 %2232 to i64
  %2234 = mul i64 %2233, 4
  %2235 = getelementptr i8, ptr addrspace(1) %2, i64 %2234
  %2236 = load float, ptr addrspace(1) %2235, align 4
  %2237 = select i1 %42, float %2236, float 0.000000e+00
  %2238 = add i32 %2195, %43
  %2239 = select i1 %44, i32 %2238, i32 %2195
  %2240 = sext i32 %2239 to i64
  %2241 = mul i64 %2240, 4
  %2242 = getelementptr i8, ptr addrspace(1) %2, i64 %2241
  %2243 = load float, ptr addrspace(1) %2242, align 4
  %2244 = select i1 %44, float %2243, float 0.000000e+00
  %2245 = add i32 %2195, %45
  %2246 = select i1 %46, i32 %2245, i32 %2195
  %2247 = sext i32 %2246 to i64
  %2248 = mul i64 %2247, 4
  %2249 = getelementptr i8, ptr addrspace(1) %2, i64 %2248
  %2250 = load float, ptr addrspace(1) %2249, align 4
  %2251 = select i1 %46, float %2250, float 0.000000e+00
  %2252 = fmul float %59, %2202
  %2253 = fmul float %66, %2209
  %2254 = fadd float %2253, %2252
  %2255 = fmul float %73, %2216
  %2256 = fadd float %2255, %2254
  %2257 = fmul float %80, %2223
  %2258 = fadd float %2257, %2256
  %2259 = fmul float %87, %2230
  %2260 = fadd float %2259, %2258
  %2261 = fmul float %94, %2237
  %2262 = fadd float %2261, %2260
  %2263 = fmul float %101, %2244
  %2264 = fadd float %2263, %2262
  %2265 = fmul float %108, %2251
  %2266 = fadd float %2265, %2264
  %2267 = fmul float %121, %2202
  %2268 = fmul float %128, %2209
  %2269 = fadd float %2268, %2267
  %2270 = fmul float %135, %2216
  %2271 = fadd float %2270, %2269
  %2272 = fmul float %142, %2223
  %2273 = fadd float %2272, %2271
  %2274 = fmul float %149, %2230
  %2275 = fadd float %2274, %2273
  %2276 = fmul float %156, %2237
  %2277 = fadd float %2276, %2275
  %2278 = fmul float %163, %2244
  %2279 = fadd float %2278, %2277
  %2280 = fmul float %170, %2251
  %2281 = fadd float %2280, %2279
  %2282 = fmul float %183, %2202
  %2283 = fmul float %190, %2209
  %2284 = fadd float %2283, %2282
  %2285 = fmul float %197, %2216
  %2286 = fadd float %2285, %2284
  %2287 = fmul float %204, %2223
  %2288 = fadd float %2287, %2286
  %2289 = fmul float %211, %2230
  %2290 = fadd float %2289, %2288
  %2291 = fmul float %218, %2237
  %2292 = fadd float %2291, %2290
  %2293 = fmul float %225, %2244
  %2294 = fadd float %2293, %2292
  %2295 = fmul float %232, %2251
  %2296 = fadd float %2295, %2294
  %2297 = fmul float %245, %2202
  %2298 = fmul float %252, %2209
  %2299 = fadd float %2298, %2297
  %2300 = fmul float %259, %2216
  %2301 = fadd float %2300, %2299
  %2302 = fmul float %266, %2223
  %2303 = fadd float %2302, %2301
  %2304 = fmul float %273, %2230
  %2305 = fadd float %2304, %2303
  %2306 = fmul float %280, %2237
  %2307 = fadd float %2306, %2305
  %2308 = fmul float %287, %2244
  %2309 = fadd float %2308, %2307
  %2310 = fmul float %294, %2251
  %2311 = fadd float %2310, %2309
  %2312 = add i32 %1945, 3
  %2313 = icmp sgt i32 %2312, %332
  %2314 = select i1 %2313, i32 %332, i32 %2312
  %2315 = mul i32 %2314, %5
  %2316 = add i32 %2315, %20
  %2317 = mul i32 %2316, %6
  %2318 = add i32 %2317, %31
  %2319 = select i1 %32, i32 %2318, i32 %2317
  %2320 = sext i32 %2319 to i64
  %2321 = mul i64 %2320, 4
  %2322 = getelementptr i8, ptr addrspace(1) %2, i64 %2321
  %2323 = load float, ptr addrspace(1) %2322, align 4
  %2324 = select i1 %32, float %2323, float 0.000000e+00
  %2325 = add i32 %2317, %33
  %2326 = select i1 %34, i32 %2325, i32 %2317
  %2327 = sext i32 %2326 to i64
  %2328 = mul i64 %2327, 4
  %2329 = getelementptr i8, ptr addrspace(1) %2, i64 %2328
  %2330 = load float, ptr addrspace(1) %2329, align 4
  %2331 = select i1 %34, float %2330, float 0.000000e+00
  %2332 = add i32 %2317, %35
  %2333 = select i1 %36, i32 %2332, i32 %2317
  %2334 = sext i32 %2333 to i64
  %2335 = mul i64 %2334, 4
  %2336 = getelementptr i8, ptr addrspace(1) %2, i64 %2335
  %2337 = load float, ptr addrspace(1) %2336, align 4
  %2338 = select i1 %36, float %2337, float 0.000000e+00
  %2339 = add i32 %2317, %37
  %2340 = select i1 %38, i32 %2339, i32 %2317
  %2341 = sext i32 %2340 to i64
  %2342 = mul i64 %2341, 4
  %2343 = getelementptr i8, ptr addrspace(1) %2, i64 %2342
  %2344 = load float, ptr addrspace(1) %2343, align 4
  %2345 = select i1 %38, float %2344, float 0.000000e+00
  %2346 = add i32 %2317, %39
  %2347 = select i1 %40, i32 %2346, i32 %2317
  %2348 = sext i32 %2347 to i64
  %2349 = mul i64 %2348, 4
  %2350 = getelementptr i8, ptr addrspace(1) %2, i64 %2349
  %2351 = load float, ptr addrspace(1) %2350, align 4
  %2352 = select i1 %40, float %2351, float 0.000000e+00
  %2353 = add i32 %2317, %41
  %2354 = select i1 %42, i32 %2353, i32 %2317
  %2355 = sext i32 %2354 to i64
  %2356 = mul i64 %2355, 4
  %2357 = getelementptr i8, ptr addrspace(1) %2, i64 %2356
  %2358 = load float, ptr addrspace(1) %2357, align 4
  %2359 = select i1 %42, float %2358, float 0.000000e+00
  %2360 = add i32 %2317, %43
  %2361 = select i1 %44, i32 %2360, i32 %2317
  %2362 = sext i32 %2361 to i64
  %2363 = mul i64 %2362, 4
  %2364 = getelementptr i8, ptr addrspace(1) %2, i64 %2363
  %2365 = load float, ptr addrspace(1) %2364, align 4
  %2366 = select i1 %44, float %2365, float 0.000000e+00
  %2367 = add i32 %2317, %45
  %2368 = select i1 %46, i32 %2367, i32 %2317
  %2369 = sext i32 %2368 to i64
  %2370 = mul i64 %2369, 4
  %2371 = getelementptr i8, ptr addrspace(1) %2, i64 %2370
  %2372 = load float, ptr addrspace(1) %2371, align 4
  %2373 = select i1 %46, float %2372, float 0.000000e+00
  %2374 = fmul float %59, %2324
  %2375 = fmul float %66, %2331
  %2376 = fadd float %2375, %2374
  %2377 = fmul float %73, %2338
  %2378 = fadd float %2377, %2376
  %2379 = fmul float %80, %2345
  %2380 = fadd float %2379, %2378
  %2381 = fmul float %87, %2352
  %2382 = fadd float %2381, %2380
  %2383 = fmul float %94, %2359
  %2384 = fadd float %2383, %2382
  %2385 = fmul float %101, %2366
  %2386 = fadd float %2385, %2384
  %2387 = fmul float %108, %2373
  %2388 = fadd float %2387, %2386
  %2389 = fmul float %121, %2324
  %2390 = fmul float %128, %2331
  %2391 = fadd float %2390, %2389
  %2392 = fmul float %135, %2338
  %2393 = fadd float %2392, %2391
  %2394 = fmul float %142, %2345
  %2395 = fadd float %2394, %2393
  %2396 = fmul float %149, %2352
  %2397 = fadd float %2396, %2395
  %2398 = fmul float %156, %2359
  %2399 = fadd float %2398, %2397
  %2400 = fmul float %163, %2366
  %2401 = fadd float %2400, %2399
  %2402 = fmul float %170, %2373
  %2403 = fadd float %2402, %2401
  %2404 = fmul float %183, %2324
  %2405 = fmul float %190, %2331
  %2406 = fadd float %2405, %2404
  %2407 = fmul float %197, %2338
  %2408 = fadd float %2407, %2406
  %2409 = fmul float %204, %2345
  %2410 = fadd float %2409, %2408
  %2411 = fmul float %211, %2352
  %2412 = fadd float %2411, %2410
  %2413 = fmul float %218, %2359
  %2414 = fadd float %2413, %2412
  %2415 = fmul float %225, %2366
  %2416 = fadd float %2415, %2414
  %2417 = fmul float %232, %2373
  %2418 = fadd float %2417, %2416
  %2419 = fmul float %245, %2324
  %2420 = fmul float %252, %2331
  %2421 = fadd float %2420, %2419
  %2422 = fmul float %259, %2338
  %2423 = fadd float %2422, %2421
  %2424 = fmul float %266, %2345
  %2425 = fadd float %2424, %2423
  %2426 = fmul float %273, %2352
  %2427 = fadd float %2426, %2425
  %2428 = fmul float %280, %2359
  %2429 = fadd float %2428, %2427
  %2430 = fmul float %287, %2366
  %2431 = fadd float %2430, %2429
  %2432 = fmul float %294, %2373
  %2433 = fadd float %2432, %2431
  %2434 = add i32 %1945, 4
  %2435 = icmp sgt i32 %2434, %332
  %2436 = select i1 %2435, i32 %332, i32 %2434
  %2437 = mul i32 %2436, %5
  %2438 = add i32 %2437, %20
  %2439 = mul i32 %2438, %6
  %2440 = add i32 %2439, %31
  %2441 = select i1 %32, i32 %2440, i32 %2439
  %2442 = sext i32 %2441 to i64
  %2443 = mul i64 %2442, 4
  %2444 = getelementptr i8, ptr addrspace(1) %2, i64 %2443
  %2445 = load float, ptr addrspace(1) %2444, align 4
  %2446 = select i1 %32, float %2445, float 0.000000e+00
  %2447 = add i32 %2439, %33
  %2448 = select i1 %34, i32 %2447, i32 %2439
  %2449 = sext i32 %2448 to i64
  %2450 = mul i64 %2449, 4
  %2451 = getelementptr i8, ptr addrspace(1) %2, i64 %2450
  %2452 = load float, ptr addrspace(1) %2451, align 4
  %2453 = select i1 %34, float %2452, float 0.000000e+00
  %2454 = add i32 %2439, %35
  %2455 = select i1 %36, i32 %2454, i32 %2439
  %2456 = sext i32 %2455 to i64
  %2457 = mul i64 %2456, 4
  %2458 = getelementptr i8, ptr addrspace(1) %2, i64 %2457
  %2459 = load float, ptr addrspace(1) %2458, align 4
  %2460 = select i1 %36, float %2459, float 0.000000e+00
  %2461 = add i32 %2439, %37
  %2462 = select i1 %38, i32 %2461, i32 %2439
  %2463 = sext i32 %2462 to i64
  %2464 = mul i64 %2463, 4
  %2465 = getelementptr i8, ptr addrspace(1) %2, i64 %2464
  %2466 = load float, ptr addrspace(1) %2465, align 4
  %2467 = select i1 %38, float %2466, float 0.000000e+00
  %2468 = add i32 %2439, %39
  %2469 = select i1 %40, i32 %2468, i32 %2439
  %2470 = sext i32 %2469 to i64
  %2471 = mul i64 %2470, 4
  %2472 = getelementptr i8, ptr addrspace(1) %2, i64 %2471
  %2473 = load float, ptr addrspace(1) %2472, align 4
  %2474 = select i1 %40, float %2473, float 0.000000e+00
  %2475 = add i32 %2439, %41
  %2476 = select i1 %42, i32 %2475, i32 %2439
  %2477 = sext i32 %2476 to i64
  %2478 = mul i64 %2477, 4
  %2479 = getelementptr i8, ptr addrspace(1) %2, i64 %2478
  %2480 = load float, ptr addrspace(1) %2479, align 4
  %2481 = select i1 %42, float %2480, float 0.000000e+00
  %2482 = add i32 %2439, %43
  %2483 = select i1 %44, i32 %2482, i32 %2439
  %2484 = sext i32 %2483 to i64
  %2485 = mul i64 %2484, 4
  %2486 = getelementptr i8, ptr addrspace(1) %2, i64 %2485
  %2487 = load float, ptr addrspace(1) %2486, align 4
  %2488 = select i1 %44, float %2487, float 0.000000e+00
  %2489 = add i32 %2439, %45
  %2490 = select i1 %46, i32 %2489, i32 %2439
  %2491 = sext i32 %2490 to i64
  %2492 = mul i64 %2491, 4
  %2493 = getelementptr i8, ptr addrspace(1) %2, i64 %2492
  %2494 = load float, ptr addrspace(1) %2493, align 4
  %2495 = select i1 %46, float %2494, float 0.000000e+00
  %2496 = fmul float %59, %2446
  %2497 = fmul float %66, %2453
  %2498 = fadd float %2497, %2496
  %2499 = fmul float %73, %2460
  %2500 = fadd float %2499, %2498
  %2501 = fmul float %80, %2467
  %2502 = fadd float %2501, %2500
  %2503 = fmul float %87, %2474
  %2504 = fadd float %2503, %2502
  %2505 = fmul float %94, %2481
  %2506 = fadd float %2505, %2504
  %2507 = fmul float %101, %2488
  %2508 = fadd float %2507, %2506
  %2509 = fmul float %108, %2495
  %2510 = fadd float %2509, %2508
  %2511 = fmul float %121, %2446
  %2512 = fmul float %128, %2453
  %2513 = fadd float %2512, %2511
  %2514 = fmul float %135, %2460
  %2515 = fadd float %2514, %2513
  %2516 = fmul float %142, %2467
  %2517 = fadd float %2516, %2515
  %2518 = fmul float %149, %2474
  %2519 = fadd float %2518, %2517
  %2520 = fmul float %156, %2481
  %2521 = fadd float %2520, %2519
  %2522 = fmul float %163, %2488
  %2523 = fadd float %2522, %2521
  %2524 = fmul float %170, %2495
  %2525 = fadd float %2524, %2523
  %2526 = fmul float %183, %2446
  %2527 = fmul float %190, %2453
  %2528 = fadd float %2527, %2526
  %2529 = fmul float %197, %2460
  %2530 = fadd float %2529, %2528
  %2531 = fmul float %204, %2467
  %2532 = fadd float %2531, %2530
  %2533 = fmul float %211, %2474
  %2534 = fadd float %2533, %2532
  %2535 = fmul float %218, %2481
  %2536 = fadd float %2535, %2534
  %2537 = fmul float %225, %2488
  %2538 = fadd float %2537, %2536
  %2539 = fmul float %232, %2495
  %2540 = fadd float %2539, %2538
  %2541 = fmul float %245, %2446
  %2542 = fmul float %252, %2453
  %2543 = fadd float %2542, %2541
  %2544 = fmul float %259, %2460
  %2545 = fadd float %2544, %2543
  %2546 = fmul float %266, %2467
  %2547 = fadd float %2546, %2545
  %2548 = fmul float %273, %2474
  %2549 = fadd float %2548, %2547
  %2550 = fmul float %280, %2481
  %2551 = fadd float %2550, %2549
  %2552 = fmul float %287, %2488
  %2553 = fadd float %2552, %2551
  %2554 = fmul float %294, %2495
  %2555 = fadd float %2554, %2553
  %2556 = add i32 %1945, 5
  %2557 = icmp sgt i32 %2556, %332
  %2558 = select i1 %2557, i32 %332, i32 %2556
  %2559 = mul i32 %2558, %5
  %2560 = add i32 %2559, %20
  %2561 = mul i32 %2560, %6
  %2562 = add i32 %2561, %31
  %2563 = select i1 %32, i32 %2562, i32 %2561
  %2564 = sext i32 %2563 to i64
  %2565 = mul i64 %2564, 4
  %2566 = getelementptr i8, ptr addrspace(1) %2, i64 %2565
  %2567 = load float, ptr addrspace(1) %2566, align 4
  %2568 = select i1 %32, float %2567, float 0.000000e+00
  %2569 = add i32 %2561, %33
  %2570 = select i1 %34, i32 %2569, i32 %2561
  %2571 = sext i32 %2570 to i64
  %2572 = mul i64 %2571, 4
  %2573 = getelementptr i8, ptr addrspace(1) %2, i64 %2572
  %2574 = load float, ptr addrspace(1) %2573, align 4
  %2575 = select i1 %34, float %2574, float 0.000000e+00
  %2576 = add i32 %2561, %35
  %2577 = select i1 %36, i32 %2576, i32 %2561
  %2578 = sext i32 %2577 to i64
  %2579 = mul i64 %2578, 4
  %2580 = getelementptr i8, ptr addrspace(1) %2, i64 %2579
  %2581 = load float, ptr addrspace(1) %2580, align 4
  %2582 = select i1 %36, float %2581, float 0.000000e+00
  %2583 = add i32 %2561, %37
  %2584 = select i1 %38, i32 %2583, i32 %2561
  %2585 = sext i32 %2584 to i64
  %2586 = mul i64 %2585, 4
  %2587 = getelementptr i8, ptr addrspace(1) %2, i64 %2586
  %2588 = load float, ptr addrspace(1) %2587, align 4
  %2589 = select i1 %38, float %2588, float 0.000000e+00
  %2590 = add i32 %2561, %39
  %2591 = select i1 %40, i32 %2590, i32 %2561
  %2592 = sext i32 %2591 to i64
  %2593 = mul i64 %2592, 4
  %2594 = getelementptr i8, ptr addrspace(1) %2, i64 %2593
  %2595 = load float, ptr addrspace(1) %2594, align 4
  %2596 = select i1 %40, float %2595, float 0.000000e+00
  %2597 = add i32 %2561, %41
  %2598 = select i1 %42, i32 %2597, i32 %2561
  %2599 = sext i32 %2598 to i64
  %2600 = mul i64 %2599, 4
  %2601 = getelementptr i8, ptr addrspace(1) %2, i64 %2600
  %2602 = load float, ptr addrspace(1) %2601, align 4
  %2603 = select i1 %42, float %2602, float 0.000000e+00
  %2604 = add i32 %2561, %43
  %2605 = select i1 %44, i32 %2604, i32 %2561
  %2606 = sext i32 %2605 to i64
  %2607 = mul i64 %2606, 4
  %2608 = getelementptr i8, ptr addrspace(1) %2, i64 %2607
  %2609 = load float, ptr addrspace(1) %2608, align 4
  %2610 = select i1 %44, float %2609, float 0.000000e+00
  %2611 = add i32 %2561, %45
  %2612 = select i1 %46, i32 %2611, i32 %2561
  %2613 = sext i32 %2612 to i64
  %2614 = mul i64 %2613, 4
  %2615 = getelementptr i8, ptr addrspace(1) %2, i64 %2614
  %2616 = load float, ptr addrspace(1) %2615, align 4
  %2617 = select i1 %46, float %2616, float 0.000000e+00
  %2618 = fmul float %59, %2568
  %2619 = fmul float %66, %2575
  %2620 = fadd float %2619, %2618
  %2621 = fmul float %73, %2582
  %2622 = fadd float %2621, %2620
  %2623 = fmul float %80, %2589
  %2624 = fadd float %2623, %2622
  %2625 = fmul float %87, %2596
  %2626 = fadd float %2625, %2624
  %2627 = fmul float %94, %2603
  %2628 = fadd float %2627, %2626
  %2629 = fmul float %101, %2610
  %2630 = fadd float %2629, %2628
  %2631 = fmul float %108, %2617
  %2632 = fadd float %2631, %2630
  %2633 = fmul float %121, %2568
  %2634 = fmul float %128, %2575
  %2635 = fadd float %2634, %2633
  %2636 = fmul float %135, %2582
  %2637 = fadd float %2636, %2635
  %2638 = fmul float %142, %2589
  %2639 = fadd float %2638, %2637
  %2640 = fmul float %149, %2596
  %2641 = fadd float %2640, %2639
  %2642 = fmul float %156, %2603
  %2643 = fadd float %2642, %2641
  %2644 = fmul float %163, %2610
  %2645 = fadd float %2644, %2643
  %2646 = fmul float %170, %2617
  %2647 = fadd float %2646, %2645
  %2648 = fmul float %183, %2568
  %2649 = fmul float %190, %2575
  %2650 = fadd float %2649, %2648
  %2651 = fmul float %197, %2582
  %2652 = fadd float %2651, %2650
  %2653 = fmul float %204, %2589
  %2654 = fadd float %2653, %2652
  %2655 = fmul float %211, %2596
  %2656 = fadd float %2655, %2654
  %2657 = fmul float %218, %2603
  %2658 = fadd float %2657, %2656
  %2659 = fmul float %225, %2610
  %2660 = fadd float %2659, %2658
  %2661 = fmul float %232, %2617
  %2662 = fadd float %2661, %2660
  %2663 = fmul float %245, %2568
  %2664 = fmul float %252, %2575
  %2665 = fadd float %2664, %2663
  %2666 = fmul float %259, %2582
  %2667 = fadd float %2666, %2665
  %2668 = fmul float %266, %2589
  %2669 = fadd float %2668, %2667
  %2670 = fmul float %273, %2596
  %2671 = fadd float %2670, %2669
  %2672 = fmul float %280, %2603
  %2673 = fadd float %2672, %2671
  %2674 = fmul float %287, %2610
  %2675 = fadd float %2674, %2673
  %2676 = fmul float %294, %2617
  %2677 = fadd float %2676, %2675
  %2678 = add i32 %1945, 6
  %2679 = icmp sgt i32 %2678, %332
  %2680 = select i1 %2679, i32 %332, i32 %2678
  %2681 = mul i32 %2680, %5
  %2682 = add i32 %2681, %20
  %2683 = mul i32 %2682, %6
  %2684 = add i32 %2683, %31
  %2685 = select i1 %32, i32 %2684, i32 %2683
  %2686 = sext i32 %2685 to i64
  %2687 = mul i64 %2686, 4
  %2688 = getelementptr i8, ptr addrspace(1) %2, i64 %2687
  %2689 = load float, ptr addrspace(1) %2688, align 4
  %2690 = select i1 %32, float %2689, float 0.000000e+00
  %2691 = add i32 %2683, %33
  %2692 = select i1 %34, i32 %2691, i32 %2683
  %2693 = sext i32 %2692 to i64
  %2694 = mul i64 %2693, 4
  %2695 = getelementptr i8, ptr addrspace(1) %2, i64 %2694
  %2696 = load float, ptr addrspace(1) %2695, align 4
  %2697 = select i1 %34, float %2696, float 0.000000e+00
  %2698 = add i32 %2683, %35
  %2699 = select i1 %36, i32 %2698, i32 %2683
  %2700 = sext i32 %2699 to i64
  %2701 = mul i64 %2700, 4
  %2702 = getelementptr i8, ptr addrspace(1) %2, i64 %2701
  %2703 = load float, ptr addrspace(1) %2702, align 4
  %2704 = select i1 %36, float %2703, float 0.000000e+00
  %2705 = add i32 %2683, %37
  %2706 = select i1 %38, i32 %2705, i32 %2683
  %2707 = sext i32 %2706 to i64
  %2708 = mul i64 %2707, 4
  %2709 = getelementptr i8, ptr addrspace(1) %2, i64 %2708
  %2710 = load float, ptr addrspace(1) %2709, align 4
  %2711 = select i1 %38, float %2710, float 0.000000e+00
  %2712 = add i32 %2683, %39
  %2713 = select i1 %40, i32 %2712, i32 %2683
  %2714 = sext i32 %2713 to i64
  %2715 = mul i64 %2714, 4
  %2716 = getelementptr i8, ptr addrspace(1) %2, i64 %2715
  %2717 = load float, ptr addrspace(1) %2716, align 4
  %2718 = select i1 %40, float %2717, float 0.000000e+00
  %2719 = add i32 %2683, %41
  %2720 = select i1 %42, i32 %2719, i32 %2683
  %2721 = sext i32 %2720 to i64
  %2722 = mul i64 %2721, 4
  %2723 = getelementptr i8, ptr addrspace(1) %2, i64 %2722
  %2724 = load float, ptr addrspace(1) %2723, align 4
  %2725 = select i1 %42, float %2724, float 0.000000e+00
  %2726 = add i32 %2683, %43
  %2727 = select i1 %44, i32 %2726, i32 %2683
  %2728 = sext i32 %2727 to i64
  %2729 = mul i64 %2728, 4
  %2730 = getelementptr i8, ptr addrspace(1) %2, i64 %2729
  %2731 = load float, ptr addrspace(1) %2730, align 4
  %2732 = select i1 %44, float %2731, float 0.000000e+00
  %2733 = add i32 %2683, %45
  %2734 = select i1 %46, i32 %2733, i32 %2683
  %2735 = sext i32 %2734 to i64
  %2736 = mul i64 %2735, 4
  %2737 = getelementptr i8, ptr addrspace(1) %2, i64 %2736
  %2738 = load float, ptr addrspace(1) %2737, align 4
  %2739 = select i1 %46, float %2738, float 0.000000e+00
  %2740 = fmul float %59, %2690
  %2741 = fmul float %66, %2697
  %2742 = fadd float %2741, %2740
  %2743 = fmul float %73, %2704
  %2744 = fadd float %2743, %2742
  %2745 = fmul float %80, %2711
  %2746 = fadd float %2745, %2744
  %2747 = fmul float %87, %2718
  %2748 = fadd float %2747, %2746
  %2749 = fmul float %94, %2725
  %2750 = fadd float %2749, %2748
  %2751 = fmul float %101, %2732
  %2752 = fadd float %2751, %2750
  %2753 = fmul float %108, %2739
  %2754 = fadd float %2753, %2752
  %2755 = fmul float %121, %2690
  %2756 = fmul float %128, %2697
  %2757 = fadd float %2756, %2755
  %2758 = fmul float %135, %2704
  %2759 = fadd float %2758, %2757
  %2760 = fmul float %142, %2711
  %2761 = fadd float %2760, %2759
  %2762 = fmul float %149, %2718
  %2763 = fadd float %2762, %2761
  %2764 = fmul float %156, %2725
  %2765 = fadd float %2764, %2763
  %2766 = fmul float %163, %2732
  %2767 = fadd float %2766, %2765
  %2768 = fmul float %170, %2739
  %2769 = fadd float %2768, %2767
  %2770 = fmul float %183, %2690
  %2771 = fmul float %190, %2697
  %2772 = fadd float %2771, %2770
  %2773 = fmul float %197, %2704
  %2774 = fadd float %2773, %2772
  %2775 = fmul float %204, %2711
  %2776 = fadd float %2775, %2774
  %2777 = fmul float %211, %2718
  %2778 = fadd float %2777, %2776
  %2779 = fmul float %218, %2725
  %2780 = fadd float %2779, %2778
  %2781 = fmul float %225, %2732
  %2782 = fadd float %2781, %2780
  %2783 = fmul float %232, %2739
  %2784 = fadd float %2783, %2782
  %2785 = fmul float %245, %2690
  %2786 = fmul float %252, %2697
  %2787 = fadd float %2786, %2785
  %2788 = fmul float %259, %2704
  %2789 = fadd float %2788, %2787
  %2790 = fmul float %266, %2711
  %2791 = fadd float %2790, %2789
  %2792 = fmul float %273, %2718
  %2793 = fadd float %2792, %2791
  %2794 = fmul float %280, %2725
  %2795 = fadd float %2794, %2793
  %2796 = fmul float %287, %2732
  %2797 = fadd float %2796, %2795
  %2798 = fmul float %294, %2739
  %2799 = fadd float %2798, %2797
  %2800 = add i32 %1945, 7
  %2801 = icmp sgt i32 %2800, %332
  %2802 = select i1 %2801, i32 %332, i32 %2800
  %2803 = mul i32 %2802, %5
  %2804 = add i32 %2803, %20
  %2805 = mul i32 %2804, %6
  %2806 = add i32 %2805, %31
  %2807 = select i1 %32, i32 %2806, i32 %2805
  %2808 = sext i32 %2807 to i64
  %2809 = mul i64 %2808, 4
  %2810 = getelementptr i8, ptr addrspace(1) %2, i64 %2809
  %2811 = load float, ptr addrspace(1) %2810, align 4
  %2812 = select i1 %32, float %2811, float 0.000000e+00
  %2813 = add i32 %2805, %33
  %2814 = select i1 %34, i32 %2813, i32 %2805
  %2815 = sext i32 %2814 to i64
  %2816 = mul i64 %2815, 4
  %2817 = getelementptr i8, ptr addrspace(1) %2, i64 %2816
  %2818 = load float, ptr addrspace(1) %2817, align 4
  %2819 = select i1 %34, float %2818, float 0.000000e+00
  %2820 = add i32 %2805, %35
  %2821 = select i1 %36, i32 %2820, i32 %2805
  %2822 = sext i32 %2821 to i64
  %2823 = mul i64 %2822, 4
  %2824 = getelementptr i8, ptr addrspace(1) %2, i64 %2823
  %2825 = load float, ptr addrspace(1) %2824, align 4
  %2826 = select i1 %36, float %2825, float 0.000000e+00
  %2827 = add i32 %2805, %37
  %2828 = select i1 %38, i32 %2827, i32 %2805
  %2829 = sext i32 %2828 to i64
  %2830 = mul i64 %2829, 4
  %2831 = getelementptr i8, ptr addrspace(1) %2, i64 %2830
  %2832 = load float, ptr addrspace(1) %2831, align 4
  %2833 = select i1 %38, float %2832, float 0.000000e+00
  %2834 = add i32 %2805, %39
  %2835 = select i1 %40, i32 %2834, i32 %2805
  %2836 = sext i32 %2835 to i64
  %2837 = mul i64 %2836, 4
  %2838 = getelementptr i8, ptr addrspace(1) %2, i64 %2837
  %2839 = load float, ptr addrspace(1) %2838, align 4
  %2840 = select i1 %40, float %2839, float 0.000000e+00
  %2841 = add i32 %2805, %41
  %2842 = select i1 %42, i32 %2841, i32 %2805
  %2843 = sext i32 %2842 to i64
  %2844 = mul i64 %2843, 4
  %2845 = getelementptr i8, ptr addrspace(1) %2, i64 %2844
  %2846 = load float, ptr addrspace(1) %2845, align 4
  %2847 = select i1 %42, float %2846, float 0.000000e+00
  %2848 = add i32 %2805, %43
  %2849 = select i1 %44, i32 %2848, i32 %2805
  %2850 = sext i32 %2849 to i64
  %2851 = mul i64 %2850, 4
  %2852 = getelementptr i8, ptr addrspace(1) %2, i64 %2851
  %2853 = load float, ptr addrspace(1) %2852, align 4
  %2854 = select i1 %44, float %2853, float 0.000000e+00
  %2855 = add i32 %2805, %45
  %2856 = select i1 %46, i32 %2855, i32 %2805
  %2857 = sext i32 %2856 to i64
  %2858 = mul i64 %2857, 4
  %2859 = getelementptr i8, ptr addrspace(1) %2, i64 %2858
  %2860 = load float, ptr addrspace(1) %2859, align 4
  %2861 = select i1 %46, float %2860, float 0.000000e+00
  %2862 = fmul float %59, %2812
  %2863 = fmul float %66, %2819
  %2864 = fadd float %2863, %2862
  %2865 = fmul float %73, %2826
  %2866 = fadd float %2865, %2864
  %2867 = fmul float %80, %2833
  %2868 = fadd float %2867, %2866
  %2869 = fmul float %87, %2840
  %2870 = fadd float %2869, %2868
  %2871 = fmul float %94, %2847
  %2872 = fadd float %2871, %2870
  %2873 = fmul float %101, %2854
  %2874 = fadd float %2873, %2872
  %2875 = fmul float %108, %2861
  %2876 = fadd float %2875, %2874
  %2877 = fmul float %121, %2812
  %2878 = fmul float %128, %2819
  %2879 = fadd float %2878, %2877
  %2880 = fmul float %135, %2826
  %2881 = fadd float %2880, %2879
  %2882 = fmul float %142, %2833
  %2883 = fadd float %2882, %2881
  %2884 = fmul float %149, %2840
  %2885 = fadd float %2884, %2883
  %2886 = fmul float %156, %2847
  %2887 = fadd float %2886, %2885
  %2888 = fmul float %163, %2854
  %2889 = fadd float %2888, %2887
  %2890 = fmul float %170, %2861
  %2891 = fadd float %2890, %2889
  %2892 = fmul float %183, %2812
  %2893 = fmul float %190, %2819
  %2894 = fadd float %2893, %2892
  %2895 = fmul float %197, %2826
  %2896 = fadd float %2895, %2894
  %2897 = fmul float %204, %2833
  %2898 = fadd float %2897, %2896
  %2899 = fmul float %211, %2840
  %2900 = fadd float %2899, %2898
  %2901 = fmul float %218, %2847
  %2902 = fadd float %2901, %2900
  %2903 = fmul float %225, %2854
  %2904 = fadd float %2903, %2902
  %2905 = fmul float %232, %2861
  %2906 = fadd float %2905, %2904
  %2907 = fmul float %245, %2812
  %2908 = fmul float %252, %2819
  %2909 = fadd float %2908, %2907
  %2910 = fmul float %259, %2826
  %2911 = fadd float %2910, %2909
  %2912 = fmul float %266, %2833
  %2913 = fadd float %2912, %2911
  %2914 = fmul float %273, %2840
  %2915 = fadd float %2914, %2913
  %2916 = fmul float %280, %2847
  %2917 = fadd float %2916, %2915
  %2918 = fmul float %287, %2854
  %2919 = fadd float %2918, %2917
  %2920 = fmul float %294, %2861
  %2921 = fadd float %2920, %2919
  %2922 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2923 = and i32 %2922, 31
  %2924 = and i32 %2923, 16
  %2925 = icmp ne i32 %2924, 0
  %2926 = select i1 %2925, float %2052, float %2022
  %2927 = select i1 %2925, float %2022, float %2052
  %2928 = bitcast float %2927 to i32
  %2929 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2928, i32 16, i32 31)
  %2930 = bitcast i32 %2929 to float
  %2931 = fadd float %2926, %2930
  %2932 = select i1 %2925, float %2174, float %2144
  %2933 = select i1 %2925, float %2144, float %2174
  %2934 = bitcast float %2933 to i32
  %2935 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2934, i32 16, i32 31)
  %2936 = bitcast i32 %2935 to float
  %2937 = fadd float %2932, %2936
  %2938 = select i1 %2925, float %2296, float %2266
  %2939 = select i1 %2925, float %2266, float %2296
  %2940 = bitcast float %2939 to i32
  %2941 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2940, i32 16, i32 31)
  %2942 = bitcast i32 %2941 to float
  %2943 = fadd float %2938, %2942
  %2944 = select i1 %2925, float %2418, float %2388
  %2945 = select i1 %2925, float %2388, float %2418
  %2946 = bitcast float %2945 to i32
  %2947 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2946, i32 16, i32 31)
  %2948 = bitcast i32 %2947 to float
  %2949 = fadd float %2944, %2948
  %2950 = select i1 %2925, float %2540, float %2510
  %2951 = select i1 %2925, float %2510, float %2540
  %2952 = bitcast float %2951 to i32
  %2953 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2952, i32 16, i32 31)
  %2954 = bitcast i32 %2953 to float
  %2955 = fadd float %2950, %2954
  %2956 = select i1 %2925, float %2662, float %2632
  %2957 = select i1 %2925, float %2632, float %2662
  %2958 = bitcast float %2957 to i32
  %2959 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2958, i32 16, i32 31)
  %2960 = bitcast i32 %2959 to float
  %2961 = fadd float %2956, %2960
  %2962 = select i1 %2925, float %2784, float %2754
  %2963 = select i1 %2925, float %2754, float %2784
  %2964 = bitcast float %2963 to i32
  %2965 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2964, i32 16, i32 31)
  %2966 = bitcast i32 %2965 to float
  %2967 = fadd float %2962, %2966
  %2968 = select i1 %2925, float %2906, float %2876
  %2969 = select i1 %2925, float %2876, float %2906
  %2970 = bitcast float %2969 to i32
  %2971 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2970, i32 16, i32 31)
  %2972 = bitcast i32 %2971 to float
  %2973 = fadd float %2968, %2972
  %2974 = select i1 %2925, float %2067, float %2037
  %2975 = select i1 %2925, float %2037, float %2067
  %2976 = bitcast float %2975 to i32
  %2977 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2976, i32 16, i32 31)
  %2978 = bitcast i32 %2977 to float
  %2979 = fadd float %2974, %2978
  %2980 = select i1 %2925, float %2189, float %2159
  %2981 = select i1 %2925, float %2159, float %2189
  %2982 = bitcast float %2981 to i32
  %2983 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2982, i32 16, i32 31)
  %2984 = bitcast i32 %2983 to float
  %2985 = fadd float %2980, %2984
  %2986 = select i1 %2925, float %2311, float %2281
  %2987 = select i1 %2925, float %2281, float %2311
  %2988 = bitcast float %2987 to i32
  %2989 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2988, i32 16, i32 31)
  %2990 = bitcast i32 %2989 to float
  %2991 = fadd float %2986, %2990
  %2992 = select i1 %2925, float %2433, float %2403
  %2993 = select i1 %2925, float %2403, float %2433
  %2994 = bitcast float %2993 to i32
  %2995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2994, i32 16, i32 31)
  %2996 = bitcast i32 %2995 to float
  %2997 = fadd float %2992, %2996
  %2998 = select i1 %2925, float %2555, float %2525
  %2999 = select i1 %2925, float %2525, float %2555
  %3000 = bitcast float %2999 to i32
  %3001 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3000, i32 16, i32 31)
  %3002 = bitcast i32 %3001 to float
  %3003 = fadd float %2998, %3002
  %3004 = select i1 %2925, float %2677, float %2647
  %3005 = select i1 %2925, float %2647, float %2677
  %3006 = bitcast float %3005 to i32
  %3007 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3006, i32 16, i32 31)
  %3008 = bitcast i32 %3007 to float
  %3009 = fadd float %3004, %3008
  %3010 = select i1 %2925, float %2799, float %2769
  %3011 = select i1 %2925, float %2769, float %2799
  %3012 = bitcast float %3011 to i32
  %3013 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3012, i32 16, i32 31)
  %3014 = bitcast i32 %3013 to float
  %3015 = fadd float %3010, %3014
  %3016 = select i1 %2925, float %2921, float %2891
  %3017 = select i1 %2925, float %2891, float %2921
  %3018 = bitcast float %3017 to i32
  %3019 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3018, i32 16, i32 31)
  %3020 = bitcast i32 %3019 to float
  %3021 = fadd float %3016, %3020
  %3022 = and i32 %2923, 8
  %3023 = icmp ne i32 %3022, 0
  %3024 = select i1 %3023, float %2979, float %2931
  %3025 = select i1 %3023, float %2931, float %2979
  %3026 = bitcast float %3025 to i32
  %3027 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3026, i32 8, i32 31)
  %3028 = bitcast i32 %3027 to float
  %3029 = fadd float %3024, %3028
  %3030 = select i1 %3023, float %2985, float %2937
  %3031 = select i1 %3023, float %2937, float %2985
  %3032 = bitcast float %3031 to i32
  %3033 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3032, i32 8, i32 31)
  %3034 = bitcast i32 %3033 to float
  %3035 = fadd float %3030, %3034
  %3036 = select i1 %3023, float %2991, float %2943
  %3037 = select i1 %3023, float %2943, float %2991
  %3038 = bitcast float %3037 to i32
  %3039 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3038, i32 8, i32 31)
  %3040 = bitcast i32 %3039 to float
  %3041 = fadd float %3036, %3040
  %3042 = select i1 %3023, float %2997, float %2949
  %3043 = select i1 %3023, float %2949, float %2997
  %3044 = bitcast float %3043 to i32
  %3045 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3044, i32 8, i32 31)
  %3046 = bitcast i32 %3045 to float
  %3047 = fadd float %3042, %3046
  %3048 = select i1 %3023, float %3003, float %2955
  %3049 = select i1 %3023, float %2955, float %3003
  %3050 = bitcast float %3049 to i32
  %3051 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3050, i32 8, i32 31)
  %3052 = bitcast i32 %3051 to float
  %3053 = fadd float %3048, %3052
  %3054 = select i1 %3023, float %3009, float %2961
  %3055 = select i1 %3023, float %2961, float %3009
  %3056 = bitcast float %3055 to i32
  %3057 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3056, i32 8, i32 31)
  %3058 = bitcast i32 %3057 to float
  %3059 = fadd float %3054, %3058
  %3060 = select i1 %3023, float %3015, float %2967
  %3061 = select i1 %3023, float %2967, float %3015
  %3062 = bitcast float %3061 to i32
  %3063 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3062, i32 8, i32 31)
  %3064 = bitcast i32 %3063 to float
  %3065 = fadd float %3060, %3064
  %3066 = select i1 %3023, float %3021, float %2973
  %3067 = select i1 %3023, float %2973, float %3021
  %3068 = bitcast float %3067 to i32
  %3069 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3068, i32 8, i32 31)
  %3070 = bitcast i32 %3069 to float
  %3071 = fadd float %3066, %3070
  %3072 = and i32 %2923, 4
  %3073 = icmp ne i32 %3072, 0
  %3074 = select i1 %3073, float %3053, float %3029
  %3075 = select i1 %3073, float %3029, float %3053
  %3076 = bitcast float %3075 to i32
  %3077 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3076, i32 4, i32 31)
  %3078 = bitcast i32 %3077 to float
  %3079 = fadd float %3074, %3078
  %3080 = select i1 %3073, float %3059, float %3035
  %3081 = select i1 %3073, float %3035, float %3059
  %3082 = bitcast float %3081 to i32
  %3083 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3082, i32 4, i32 31)
  %3084 = bitcast i32 %3083 to float
  %3085 = fadd float %3080, %3084
  %3086 = select i1 %3073, float %3065, float %3041
  %3087 = select i1 %3073, float %3041, float %3065
  %3088 = bitcast float %3087 to i32
  %3089 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3088, i32 4, i32 31)
  %3090 = bitcast i32 %3089 to float
  %3091 = fadd float %3086, %3090
  %3092 = select i1 %3073, float %3071, float %3047
  %3093 = select i1 %3073, float %3047, float %3071
  %3094 = bitcast float %3093 to i32
  %3095 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3094, i32 4, i32 31)
  %3096 = bitcast i32 %3095 to float
  %3097 = fadd float %3092, %3096
  %3098 = and i32 %2923, 2
  %3099 = icmp ne i32 %3098, 0
  %3100 = select i1 %3099, float %3091, float %3079
  %3101 = select i1 %3099, float %3079, float %3091
  %3102 = bitcast float %3101 to i32
  %3103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3102, i32 2, i32 31)
  %3104 = bitcast i32 %3103 to float
  %3105 = fadd float %3100, %3104
  %3106 = select i1 %3099, float %3097, float %3085
  %3107 = select i1 %3099, float %3085, float %3097
  %3108 = bitcast float %3107 to i32
  %3109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3108, i32 2, i32 31)
  %3110 = bitcast i32 %3109 to float
  %3111 = fadd float %3106, %3110
  %3112 = and i32 %2923, 1
  %3113 = icmp ne i32 %3112, 0
  %3114 = select i1 %3113, float %3111, float %3105
  %3115 = select i1 %3113, float %3105, float %3111
  %3116 = bitcast float %3115 to i32
  %3117 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3116, i32 1, i32 31)
  %3118 = bitcast i32 %3117 to float
  %3119 = fadd float %3114, %3118
  %3120 = add i32 %1945, %296
  %3121 = icmp slt i32 %3120, %301
  %3122 = icmp sge i32 %3120, %306
  %3123 = and i1 %3121, %3122
  %3124 = fmul float %3119, %8
  %3125 = select i1 %3123, float %3124, float 0xFFF0000000000000
  %3126 = bitcast float %3125 to i32
  %3127 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3126, i32 4, i32 31)
  %3128 = bitcast i32 %3127 to float
  %3129 = fcmp ogt float %3125, %3128
  %3130 = select i1 %3129, float %3125, float %3128
  %3131 = bitcast float %3130 to i32
  %3132 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3131, i32 2, i32 31)
  %3133 = bitcast i32 %3132 to float
  %3134 = fcmp ogt float %3130, %3133
  %3135 = select i1 %3134, float %3130, float %3133
  %3136 = bitcast float %3135 to i32
  %3137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3136, i32 1, i32 31)
  %3138 = bitcast i32 %3137 to float
  %3139 = fcmp ogt float %3135, %3138
  %3140 = select i1 %3139, float %3135, float %3138
  %3141 = load float, ptr %v32, align 4
  %3142 = fcmp ogt float %3141, %3140
  %3143 = select i1 %3142, float %3141, float %3140
  %3144 = fcmp oeq float %3141, 0xFFF0000000000000
  %3145 = fsub float %3141, %3143
  %3146 = fmul float %3145, 0x3FF7154760000000
  %3147 = fcmp olt float %3146, -1.260000e+02
  %3148 = fcmp ogt float %3146, 1.270000e+02
  %3149 = select i1 %3147, float -1.260000e+02, float %3146
  %3150 = select i1 %3148, float 1.270000e+02, float %3149
  %3151 = fadd float %3150, 5.000000e-01
  %3152 = call float @llvm.floor.f32(float %3151)
  %3153 = fsub float %3150, %3152
  %3154 = fmul float 0x3EEFFCBFC0000000, %3153
  %3155 = fadd float %3154, 0x3F24309120000000
  %3156 = fmul float %3155, %3153
  %3157 = fadd float %3156, 0x3F55D87FE0000000
  %3158 = fmul float %3157, %3153
  %3159 = fadd float %3158, 0x3F83B2AB60000000
  %3160 = fmul float %3159, %3153
  %3161 = fadd float %3160, 0x3FAC6B08E0000000
  %3162 = fmul float %3161, %3153
  %3163 = fadd float %3162, 0x3FCEBFBE00000000
  %3164 = fmul float %3163, %3153
  %3165 = fadd float %3164, 0x3FE62E4300000000
  %3166 = fmul float %3165, %3153
  %3167 = fadd float %3166, 1.000000e+00
  %3168 = fptosi float %3152 to i32
  %3169 = add i32 %3168, 127
  %3170 = shl i32 %3169, 23
  %3171 = bitcast i32 %3170 to float
  %3172 = fmul float %3167, %3171
  %3173 = select i1 %3147, float 0.000000e+00, float %3172
  %3174 = select i1 %3148, float 0x7FF0000000000000, float %3173
  %3175 = fcmp uno float %3146, %3146
  %3176 = select i1 %3175, float %3146, float %3174
  %3177 = select i1 %3144, float 0.000000e+00, float %3176
  %3178 = fsub float %3125, %3143
  %3179 = fmul float %3178, 0x3FF7154760000000
  %3180 = fcmp olt float %3179, -1.260000e+02
  %3181 = fcmp ogt float %3179, 1.270000e+02
  %3182 = select i1 %3180, float -1.260000e+02, float %3179
  %3183 = select i1 %3181, float 1.270000e+02, float %3182
  %3184 = fadd float %3183, 5.000000e-01
  %3185 = call float @llvm.floor.f32(float %3184)
  %3186 = fsub float %3183, %3185
  %3187 = fmul float 0x3EEFFCBFC0000000, %3186
  %3188 = fadd float %3187, 0x3F24309120000000
  %3189 = fmul float %3188, %3186
  %3190 = fadd float %3189, 0x3F55D87FE0000000
  %3191 = fmul float %3190, %3186
  %3192 = fadd float %3191, 0x3F83B2AB60000000
  %3193 = fmul float %3192, %3186
  %3194 = fadd float %3193, 0x3FAC6B08E0000000
  %3195 = fmul float %3194, %3186
  %3196 = fadd float %3195, 0x3FCEBFBE00000000
  %3197 = fmul float %3196, %3186
  %3198 = fadd float %3197, 0x3FE62E4300000000
  %3199 = fmul float %3198, %3186
  %3200 = fadd float %3199, 1.000000e+00
  %3201 = fptosi float %3185 to i32
  %3202 = add i32 %3201, 127
  %3203 = shl i32 %3202, 23
  %3204 = bitcast i32 %3203 to float
  %3205 = fmul float %3200, %3204
  %3206 = select i1 %3180, float 0.000000e+00, float %3205
  %3207 = select i1 %3181, float 0x7FF0000000000000, float %3206
  %3208 = fcmp uno float %3179, %3179
  %3209 = select i1 %3208, float %3179, float %3207
  %3210 = select i1 %3123, float %3209, float 0.000000e+00
  %3211 = bitcast float %3210 to i32
  %3212 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3211, i32 4, i32 31)
  %3213 = bitcast i32 %3212 to float
  %3214 = fadd float %3210, %3213
  %3215 = bitcast float %3214 to i32
  %3216 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3215, i32 2, i32 31)
  %3217 = bitcast i32 %3216 to float
  %3218 = fadd float %3214, %3217
  %3219 = bitcast float %3218 to i32
  %3220 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3219, i32 1, i32 31)
  %3221 = bitcast i32 %3220 to float
  %3222 = fadd float %3218, %3221
  %3223 = load float, ptr %v33, align 4
  %3224 = fmul float %3223, %3177
  %3225 = fadd float %3224, %3222
  store float %3225, ptr %v33, align 4
  store float %3143, ptr %v32, align 4
  %3226 = bitcast float %3177 to i32
  %3227 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3226, i32 0, i32 31)
  %3228 = bitcast i32 %3227 to float
  %3229 = load float, ptr %v, align 4
  %3230 = fmul float %3229, %3228
  store float %3230, ptr %v, align 4
  %3231 = load float, ptr %v1, align 4
  %3232 = fmul float %3231, %3228
  store float %3232, ptr %v1, align 4
  %3233 = load float, ptr %v2, align 4
  %3234 = fmul float %3233, %3228
  store float %3234, ptr %v2, align 4
  %3235 = load float, ptr %v3, align 4
  %3236 = fmul float %3235, %3228
  store float %3236, ptr %v3, align 4
  %3237 = load float, ptr %v4, align 4
  %3238 = fmul float %3237, %3228
  store float %3238, ptr %v4, align 4
  %3239 = load float, ptr %v5, align 4
  %3240 = fmul float %3239, %3228
  store float %3240, ptr %v5, align 4
  %3241 = load float, ptr %v6, align 4
  %3242 = fmul float %3241, %3228
  store float %3242, ptr %v6, align 4
  %3243 = load float, ptr %v7, align 4
  %3244 = fmul float %3243, %3228
  store float %3244, ptr %v7, align 4
  %3245 = bitcast float %3177 to i32
  %3246 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3245, i32 8, i32 31)
  %3247 = bitcast i32 %3246 to float
  %3248 = load float, ptr %v8, align 4
  %3249 = fmul float %3248, %3247
  store float %3249, ptr %v8, align 4
  %3250 = load float, ptr %v9, align 4
  %3251 = fmul float %3250, %3247
  store float %3251, ptr %v9, align 4
  %3252 = load float, ptr %v10, align 4
  %3253 = fmul float %3252, %3247
  store float %3253, ptr %v10, align 4
  %3254 = load float, ptr %v11, align 4
  %3255 = fmul float %3254, %3247
  store float %3255, ptr %v11, align 4
  %3256 = load float, ptr %v12, align 4
  %3257 = fmul float %3256, %3247
  store float %3257, ptr %v12, align 4
  %3258 = load float, ptr %v13, align 4
  %3259 = fmul float %3258, %3247
  store float %3259, ptr %v13, align 4
  %3260 = load float, ptr %v14, align 4
  %3261 = fmul float %3260, %3247
  store float %3261, ptr %v14, align 4
  %3262 = load float, ptr %v15, align 4
  %3263 = fmul float %3262, %3247
  store float %3263, ptr %v15, align 4
  %3264 = bitcast float %3177 to i32
  %3265 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3264, i32 16, i32 31)
  %3266 = bitcast i32 %3265 to float
  %3267 = load float, ptr %v16, align 4
  %3268 = fmul float %3267, %3266
  store float %3268, ptr %v16, align 4
  %3269 = load float, ptr %v17, align 4
  %3270 = fmul float %3269, %3266
  store float %3270, ptr %v17, align 4
  %3271 = load float, ptr %v18, align 4
  %3272 = fmul float %3271, %3266
  store float %3272, ptr %v18, align 4
  %3273 = load float, ptr %v19, align 4
  %3274 = fmul float %3273, %3266
  store float %3274, ptr %v19, align 4
  %3275 = load float, ptr %v20, align 4
  %3276 = fmul float %3275, %3266
  store float %3276, ptr %v20, align 4
  %3277 = load float, ptr %v21, align 4
  %3278 = fmul float %3277, %3266
  store float %3278, ptr %v21, align 4
  %3279 = load float, ptr %v22, align 4
  %3280 = fmul float %3279, %3266
  store float %3280, ptr %v22, align 4
  %3281 = load float, ptr %v23, align 4
  %3282 = fmul float %3281, %3266
  store float %3282, ptr %v23, align 4
  %3283 = bitcast float %3177 to i32
  %3284 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3283, i32 24, i32 31)
  %3285 = bitcast i32 %3284 to float
  %3286 = load float, ptr %v24, align 4
  %3287 = fmul float %3286, %3285
  store float %3287, ptr %v24, align 4
  %3288 = load float, ptr %v25, align 4
  %3289 = fmul float %3288, %3285
  store float %3289, ptr %v25, align 4
  %3290 = load float, ptr %v26, align 4
  %3291 = fmul float %3290, %3285
  store float %3291, ptr %v26, align 4
  %3292 = load float, ptr %v27, align 4
  %3293 = fmul float %3292, %3285
  store float %3293, ptr %v27, align 4
  %3294 = load float, ptr %v28, align 4
  %3295 = fmul float %3294, %3285
  store float %3295, ptr %v28, align 4
  %3296 = load float, ptr %v29, align 4
  %3297 = fmul float %3296, %3285
  store float %3297, ptr %v29, align 4
  %3298 = load float, ptr %v30, align 4
  %3299 = fmul float %3298, %3285
  store float %3299, ptr %v30, align 4
  %3300 = load float, ptr %v31, align 4
  %3301 = fmul float %3300, %3285
  store float %3301, ptr %v31, align 4
  %3302 = add i32 %1945, 0
  %3303 = icmp sgt i32 %3302, %332
  %3304 = select i1 %3303, i32 %332, i32 %3302
  %3305 = mul i32 %3304, %5
  %3306 = add i32 %3305, %20
  %3307 = mul i32 %3306, %6
  %3308 = add i32 %3307, %31
  %3309 = select i1 %32, i32 %3308, i32 %3307
  %3310 = sext i32 %3309 to i64
  %3311 = mul i64 %3310, 4
  %3312 = getelementptr i8, ptr addrspace(1) %3, i64 %3311
  %3313 = load float, ptr addrspace(1) %3312, align 4
  %3314 = select i1 %32, float %3313, float 0.000000e+00
  %3315 = add i32 %3307, %33
  %3316 = select i1 %34, i32 %3315, i32 %3307
  %3317 = sext i32 %3316 to i64
  %3318 = mul i64 %3317, 4
  %3319 = getelementptr i8, ptr addrspace(1) %3, i64 %3318
  %3320 = load float, ptr addrspace(1) %3319, align 4
  %3321 = select i1 %34, float %3320, float 0.000000e+00
  %3322 = add i32 %3307, %35
  %3323 = select i1 %36, i32 %3322, i32 %3307
  %3324 = sext i32 %3323 to i64
  %3325 = mul i64 %3324, 4
  %3326 = getelementptr i8, ptr addrspace(1) %3, i64 %3325
  %3327 = load float, ptr addrspace(1) %3326, align 4
  %3328 = select i1 %36, float %3327, float 0.000000e+00
  %3329 = add i32 %3307, %37
  %3330 = select i1 %38, i32 %3329, i32 %3307
  %3331 = sext i32 %3330 to i64
  %3332 = mul i64 %3331, 4
  %3333 = getelementptr i8, ptr addrspace(1) %3, i64 %3332
  %3334 = load float, ptr addrspace(1) %3333, align 4
  %3335 = select i1 %38, float %3334, float 0.000000e+00
  %3336 = add i32 %3307, %39
  %3337 = select i1 %40, i32 %3336, i32 %3307
  %3338 = sext i32 %3337 to i64
  %3339 = mul i64 %3338, 4
  %3340 = getelementptr i8, ptr addrspace(1) %3, i64 %3339
  %3341 = load float, ptr addrspace(1) %3340, align 4
  %3342 = select i1 %40, float %3341, float 0.000000e+00
  %3343 = add i32 %3307, %41
  %3344 = select i1 %42, i32 %3343, i32 %3307
  %3345 = sext i32 %3344 to i64
  %3346 = mul i64 %3345, 4
  %3347 = getelementptr i8, ptr addrspace(1) %3, i64 %3346
  %3348 = load float, ptr addrspace(1) %3347, align 4
  %3349 = select i1 %42, float %3348, float 0.000000e+00
  %3350 = add i32 %3307, %43
  %3351 = select i1 %44, i32 %3350, i32 %3307
  %3352 = sext i32 %3351 to i64
  %3353 = mul i64 %3352, 4
  %3354 = getelementptr i8, ptr addrspace(1) %3, i64 %3353
  %3355 = load float, ptr addrspace(1) %3354, align 4
  %3356 = select i1 %44, float %3355, float 0.000000e+00
  %3357 = add i32 %3307, %45
  %3358 = select i1 %46, i32 %3357, i32 %3307
  %3359 = sext i32 %3358 to i64
  %3360 = mul i64 %3359, 4
  %3361 = getelementptr i8, ptr addrspace(1) %3, i64 %3360
  %3362 = load float, ptr addrspace(1) %3361, align 4
  %3363 = select i1 %46, float %3362, float 0.000000e+00
  %3364 = bitcast float %3210 to i32
  %3365 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3364, i32 0, i32 31)
  %3366 = bitcast i32 %3365 to float
  %3367 = load float, ptr %v, align 4
  %3368 = fmul float %3366, %3314
  %3369 = fadd float %3368, %3367
  store float %3369, ptr %v, align 4
  %3370 = load float, ptr %v1, align 4
  %3371 = fmul float %3366, %3321
  %3372 = fadd float %3371, %3370
  store float %3372, ptr %v1, align 4
  %3373 = load float, ptr %v2, align 4
  %3374 = fmul float %3366, %3328
  %3375 = fadd float %3374, %3373
  store float %3375, ptr %v2, align 4
  %3376 = load float, ptr %v3, align 4
  %3377 = fmul float %3366, %3335
  %3378 = fadd float %3377, %3376
  store float %3378, ptr %v3, align 4
  %3379 = load float, ptr %v4, align 4
  %3380 = fmul float %3366, %3342
  %3381 = fadd float %3380, %3379
  store float %3381, ptr %v4, align 4
  %3382 = load float, ptr %v5, align 4
  %3383 = fmul float %3366, %3349
  %3384 = fadd float %3383, %3382
  store float %3384, ptr %v5, align 4
  %3385 = load float, ptr %v6, align 4
  %3386 = fmul float %3366, %3356
  %3387 = fadd float %3386, %3385
  store float %3387, ptr %v6, align 4
  %3388 = load float, ptr %v7, align 4
  %3389 = fmul float %3366, %3363
  %3390 = fadd float %3389, %3388
  store float %3390, ptr %v7, align 4
  %3391 = bitcast float %3210 to i32
  %3392 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3391, i32 8, i32 31)
  %3393 = bitcast i32 %3392 to float
  %3394 = load float, ptr %v8, align 4
  %3395 = fmul float %3393, %3314
  %3396 = fadd float %3395, %3394
  store float %3396, ptr %v8, align 4
  %3397 = load float, ptr %v9, align 4
  %3398 = fmul float %3393, %3321
  %3399 = fadd float %3398, %3397
  store float %3399, ptr %v9, align 4
  %3400 = load float, ptr %v10, align 4
  %3401 = fmul float %3393, %3328
  %3402 = fadd float %3401, %3400
  store float %3402, ptr %v10, align 4
  %3403 = load float, ptr %v11, align 4
  %3404 = fmul float %3393, %3335
  %3405 = fadd float %3404, %3403
  store float %3405, ptr %v11, align 4
  %3406 = load float, ptr %v12, align 4
  %3407 = fmul float %3393, %3342
  %3408 = fadd float %3407, %3406
  store float %3408, ptr %v12, align 4
  %3409 = load float, ptr %v13, align 4
  %3410 = fmul float %3393, %3349
  %3411 = fadd float %3410, %3409
  store float %3411, ptr %v13, align 4
  %3412 = load float, ptr %v14, align 4
  %3413 = fmul float %3393, %3356
  %3414 = fadd float %3413, %3412
  store float %3414, ptr %v14, align 4
  %3415 = load float, ptr %v15, align 4
  %3416 = fmul float %3393, %3363
  %3417 = fadd float %3416, %3415
  store float %3417, ptr %v15, align 4
  %3418 = bitcast float %3210 to i32
  %3419 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3418, i32 16, i32 31)
  %3420 = bitcast i32 %3419 to float
  %3421 = load float, ptr %v16, align 4
  %3422 = fmul float %3420, %3314
  %3423 = fadd float %3422, %3421
  store float %3423, ptr %v16, align 4
  %3424 = load float, ptr %v17, align 4
  %3425 = fmul float %3420, %3321
  %3426 = fadd float %3425, %3424
  store float %3426, ptr %v17, align 4
  %3427 = load float, ptr %v18, align 4
  %3428 = fmul float %3420, %3328
  %3429 = fadd float %3428, %3427
  store float %3429, ptr %v18, align 4
  %3430 = load float, ptr %v19, align 4
  %3431 = fmul float %3420, %3335
  %3432 = fadd float %3431, %3430
  store float %3432, ptr %v19, align 4
  %3433 = load float, ptr %v20, align 4
  %3434 = fmul float %3420, %3342
  %3435 = fadd float %3434, %3433
  store float %3435, ptr %v20, align 4
  %3436 = load float, ptr %v21, align 4
  %3437 = fmul float %3420, %3349
  %3438 = fadd float %3437, %3436
  store float %3438, ptr %v21, align 4
  %3439 = load float, ptr %v22, align 4
  %3440 = fmul float %3420, %3356
  %3441 = fadd float %3440, %3439
  store float %3441, ptr %v22, align 4
  %3442 = load float, ptr %v23, align 4
  %3443 = fmul float %3420, %3363
  %3444 = fadd float %3443, %3442
  store float %3444, ptr %v23, align 4
  %3445 = bitcast float %3210 to i32
  %3446 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3445, i32 24, i32 31)
  %3447 = bitcast i32 %3446 to float
  %3448 = load float, ptr %v24, align 4
  %3449 = fmul float %3447, %3314
  %3450 = fadd float %3449, %3448
  store float %3450, ptr %v24, align 4
  %3451 = load float, ptr %v25, align 4
  %3452 = fmul float %3447, %3321
  %3453 = fadd float %3452, %3451
  store float %3453, ptr %v25, align 4
  %3454 = load float, ptr %v26, align 4
  %3455 = fmul float %3447, %3328
  %3456 = fadd float %3455, %3454
  store float %3456, ptr %v26, align 4
  %3457 = load float, ptr %v27, align 4
  %3458 = fmul float %3447, %3335
  %3459 = fadd float %3458, %3457
  store float %3459, ptr %v27, align 4
  %3460 = load float, ptr %v28, align 4
  %3461 = fmul float %3447, %3342
  %3462 = fadd float %3461, %3460
  store float %3462, ptr %v28, align 4
  %3463 = load float, ptr %v29, align 4
  %3464 = fmul float %3447, %3349
  %3465 = fadd float %3464, %3463
  store float %3465, ptr %v29, align 4
  %3466 = load float, ptr %v30, align 4
  %3467 = fmul float %3447, %3356
  %3468 = fadd float %3467, %3466
  store float %3468, ptr %v30, align 4
  %3469 = load float, ptr %v31, align 4
  %3470 = fmul float %3447, %3363
  %3471 = fadd float %3470, %3469
  store float %3471, ptr %v31, align 4
  %3472 = add i32 %1945, 1
  %3473 = icmp sgt i32 %3472, %332
  %3474 = select i1 %3473, i32 %332, i32 %3472
  %3475 = mul i32 %3474, %5
  %3476 = add i32 %3475, %20
  %3477 = mul i32 %3476, %6
  %3478 = add i32 %3477, %31
  %3479 = select i1 %32, i32 %3478, i32 %3477
  %3480 = sext i32 %3479 to i64
  %3481 = mul i64 %3480, 4
  %3482 = getelementptr i8, ptr addrspace(1) %3, i64 %3481
  %3483 = load float, ptr addrspace(1) %3482, align 4
  %3484 = select i1 %32, float %3483, float 0.000000e+00
  %3485 = add i32 %3477, %33
  %3486 = select i1 %34, i32 %3485, i32 %3477
  %3487 = sext i32 %3486 to i64
  %3488 = mul i64 %3487, 4
  %3489 = getelementptr i8, ptr addrspace(1) %3, i64 %3488
  %3490 = load float, ptr addrspace(1) %3489, align 4
  %3491 = select i1 %34, float %3490, float 0.000000e+00
  %3492 = add i32 %3477, %35
  %3493 = select i1 %36, i32 %3492, i32 %3477
  %3494 = sext i32 %3493 to i64
  %3495 = mul i64 %3494, 4
  %3496 = getelementptr i8, ptr addrspace(1) %3, i64 %3495
  %3497 = load float, ptr addrspace(1) %3496, align 4
  %3498 = select i1 %36, float %3497, float 0.000000e+00
  %3499 = add i32 %3477, %37
  %3500 = select i1 %38, i32 %3499, i32 %3477
  %3501 = sext i32 %3500 to i64
  %3502 = mul i64 %3501, 4
  %3503 = getelementptr i8, ptr addrspace(1) %3, i64 %3502
  %3504 = load float, ptr addrspace(1) %3503, align 4
  %3505 = select i1 %38, float %3504, float 0.000000e+00
  %3506 = add i32 %3477, %39
  %3507 = select i1 %40, i32 %3506, i32 %3477
  %3508 = sext i32 %3507 to i64
  %3509 = mul i64 %3508, 4
  %3510 = getelementptr i8, ptr addrspace(1) %3, i64 %3509
  %3511 = load float, ptr addrspace(1) %3510, align 4
  %3512 = select i1 %40, float %3511, float 0.000000e+00
  %3513 = add i32 %3477, %41
  %3514 = select i1 %42, i32 %3513, i32 %3477
  %3515 = sext i32 %3514 to i64
  %3516 = mul i64 %3515, 4
  %3517 = getelementptr i8, ptr addrspace(1) %3, i64 %3516
  %3518 = load float, ptr addrspace(1) %3517, align 4
  %3519 = select i1 %42, float %3518, float 0.000000e+00
  %3520 = add i32 %3477, %43
  %3521 = select i1 %44, i32 %3520, i32 %3477
  %3522 = sext i32 %3521 to i64
  %3523 = mul i64 %3522, 4
  %3524 = getelementptr i8, ptr addrspace(1) %3, i64 %3523
  %3525 = load float, ptr addrspace(1) %3524, align 4
  %3526 = select i1 %44, float %3525, float 0.000000e+00
  %3527 = add i32 %3477, %45
  %3528 = select i1 %46, i32 %3527, i32 %3477
  %3529 = sext i32 %3528 to i64
  %3530 = mul i64 %3529, 4
  %3531 = getelementptr i8, ptr addrspace(1) %3, i64 %3530
  %3532 = load float, ptr addrspace(1) %3531, align 4
  %3533 = select i1 %46, float %3532, float 0.000000e+00
  %3534 = bitcast float %3210 to i32
  %3535 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3534, i32 1, i32 31)
  %3536 = bitcast i32 %3535 to float
  %3537 = load float, ptr %v, align 4
  %3538 = fmul float %3536, %3484
  %3539 = fadd float %3538, %3537
  store float %3539, ptr %v, align 4
  %3540 = load float, ptr %v1, align 4
  %3541 = fmul float %3536, %3491
  %3542 = fadd float %3541, %3540
  store float %3542, ptr %v1, align 4
  %3543 = load float, ptr %v2, align 4
  %3544 = fmul float %3536, %3498
  %3545 = fadd float %3544, %3543
  store float %3545, ptr %v2, align 4
  %3546 = load float, ptr %v3, align 4
  %3547 = fmul float %3536, %3505
  %3548 = fadd float %3547, %3546
  store float %3548, ptr %v3, align 4
  %3549 = load float, ptr %v4, align 4
  %3550 = fmul float %3536, %3512
  %3551 = fadd float %3550, %3549
  store float %3551, ptr %v4, align 4
  %3552 = load float, ptr %v5, align 4
  %3553 = fmul float %3536, %3519
  %3554 = fadd float %3553, %3552
  store float %3554, ptr %v5, align 4
  %3555 = load float, ptr %v6, align 4
  %3556 = fmul float %3536, %3526
  %3557 = fadd float %3556, %3555
  store float %3557, ptr %v6, align 4
  %3558 = load float, ptr %v7, align 4
  %3559 = fmul float %3536, %3533
  %3560 = fadd float %3559, %3558
  store float %3560, ptr %v7, align 4
  %3561 = bitcast float %3210 to i32
  %3562 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3561, i32 9, i32 31)
  %3563 = bitcast i32 %3562 to float
  %3564 = load float, ptr %v8, align 4
  %3565 = fmul float %3563, %3484
  %3566 = fadd float %3565, %3564
  store float %3566, ptr %v8, align 4
  %3567 = load float, ptr %v9, align 4
  %3568 = fmul float %3563, %3491
  %3569 = fadd float %3568, %3567
  store float %3569, ptr %v9, align 4
  %3570 = load float, ptr %v10, align 4
  %3571 = fmul float %3563, %3498
  %3572 = fadd float %3571, %3570
  store float %3572, ptr %v10, align 4
  %3573 = load float, ptr %v11, align 4
  %3574 = fmul float %3563, %3505
  %3575 = fadd float %3574, %3573
  store float %3575, ptr %v11, align 4
  %3576 = load float, ptr %v12, align 4
  %3577 = fmul float %3563, %3512
  %3578 = fadd float %3577, %3576
  store float %3578, ptr %v12, align 4
  %3579 = load float, ptr %v13, align 4
  %3580 = fmul float %3563, %3519
  %3581 = fadd float %3580, %3579
  store float %3581, ptr %v13, align 4
  %3582 = load float, ptr %v14, align 4
  %3583 = fmul float %3563, %3526
  %3584 = fadd float %3583, %3582
  store float %3584, ptr %v14, align 4
  %3585 = load float, ptr %v15, align 4
  %3586 = fmul float %3563, %3533
  %3587 = fadd float %3586, %3585
  store float %3587, ptr %v15, align 4
  %3588 = bitcast float %3210 to i32
  %3589 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3588, i32 17, i32 31)
  %3590 = bitcast i32 %3589 to float
  %3591 = load float, ptr %v16, align 4
  %3592 = fmul float %3590, %3484
  %3593 = fadd float %3592, %3591
  store float %3593, ptr %v16, align 4
  %3594 = load float, ptr %v17, align 4
  %3595 = fmul float %3590, %3491
  %3596 = fadd float %3595, %3594
  store float %3596, ptr %v17, align 4
  %3597 = load float, ptr %v18, align 4
  %3598 = fmul float %3590, %3498
  %3599 = fadd float %3598, %3597
  store float %3599, ptr %v18, align 4
  %3600 = load float, ptr %v19, align 4
  %3601 = fmul float %3590, %3505
  %3602 = fadd float %3601, %3600
  store float %3602, ptr %v19, align 4
  %3603 = load float, ptr %v20, align 4
  %3604 = fmul float %3590, %3512
  %3605 = fadd float %3604, %3603
  store float %3605, ptr %v20, align 4
  %3606 = load float, ptr %v21, align 4
  %3607 = fmul float %3590, %3519
  %3608 = fadd float %3607, %3606
  store float %3608, ptr %v21, align 4
  %3609 = load float, ptr %v22, align 4
  %3610 = fmul float %3590, %3526
  %3611 = fadd float %3610, %3609
  store float %3611, ptr %v22, align 4
  %3612 = load float, ptr %v23, align 4
  %3613 = fmul float %3590, %3533
  %3614 = fadd float %3613, %3612
  store float %3614, ptr %v23, align 4
  %3615 = bitcast float %3210 to i32
  %3616 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3615, i32 25, i32 31)
  %3617 = bitcast i32 %3616 to float
  %3618 = load float, ptr %v24, align 4
  %3619 = fmul float %3617, %3484
  %3620 = fadd float %3619, %3618
  store float %3620, ptr %v24, align 4
  %3621 = load float, ptr %v25, align 4
  %3622 = fmul float %3617, %3491
  %3623 = fadd float %3622, %3621
  store float %3623, ptr %v25, align 4
  %3624 = load float, ptr %v26, align 4
  %3625 = fmul float %3617, %3498
  %3626 = fadd float %3625, %3624
  store float %3626, ptr %v26, align 4
  %3627 = load float, ptr %v27, align 4
  %3628 = fmul float %3617, %3505
  %3629 = fadd float %3628, %3627
  store float %3629, ptr %v27, align 4
  %3630 = load float, ptr %v28, align 4
  %3631 = fmul float %3617, %3512
  %3632 = fadd float %3631, %3630
  store float %3632, ptr %v28, align 4
  %3633 = load float, ptr %v29, align 4
  %3634 = fmul float %3617, %3519
  %3635 = fadd float %3634, %3633
  store float %3635, ptr %v29, align 4
  %3636 = load float, ptr %v30, align 4
  %3637 = fmul float %3617, %3526
  %3638 = fadd float %3637, %3636
  store float %3638, ptr %v30, align 4
  %3639 = load float, ptr %v31, align 4
  %3640 = fmul float %3617, %3533
  %3641 = fadd float %3640, %3639
  store float %3641, ptr %v31, align 4
  %3642 = add i32 %1945, 2
  %3643 = icmp sgt i32 %3642, %332
  %3644 = select i1 %3643, i32 %332, i32 %3642
  %3645 = mul i32 %3644, %5
  %3646 = add i32 %3645, %20
  %3647 = mul i32 %3646, %6
  %3648 = add i32 %3647, %31
  %3649 = select i1 %32, i32 %3648, i32 %3647
  %3650 = sext i32 %3649 to i64
  %3651 = mul i64 %3650, 4
  %3652 = getelementptr i8, ptr addrspace(1) %3, i64 %3651
  %3653 = load float, ptr addrspace(1) %3652, align 4
  %3654 = select i1 %32, float %3653, float 0.000000e+00
  %3655 = add i32 %3647, %33
  %3656 = select i1 %34, i32 %3655, i32 %3647
  %3657 = sext i32 %3656 to i64
  %3658 = mul i64 %3657, 4
  %3659 = getelementptr i8, ptr addrspace(1) %3, i64 %3658
  %3660 = load float, ptr addrspace(1) %3659, align 4
  %3661 = select i1 %34, float %3660, float 0.000000e+00
  %3662 = add i32 %3647, %35
  %3663 = select i1 %36, i32 %3662, i32 %3647
  %3664 = sext i32 %3663 to i64
  %3665 = mul i64 %3664, 4
  %3666 = getelementptr i8, ptr addrspace(1) %3, i64 %3665
  %3667 = load float, ptr addrspace(1) %3666, align 4
  %3668 = select i1 %36, float %3667, float 0.000000e+00
  %3669 = add i32 %3647, %37
  %3670 = select i1 %38, i32 %3669, i32 %3647
  %3671 = sext i32 %3670 to i64
  %3672 = mul i64 %3671, 4
  %3673 = getelementptr i8, ptr addrspace(1) %3, i64 %3672
  %3674 = load float, ptr addrspace(1) %3673, align 4
  %3675 = select i1 %38, float %3674, float 0.000000e+00
  %3676 = add i32 %3647, %39
  %3677 = select i1 %40, i32 %3676, i32 %3647
  %3678 = sext i32 %3677 to i64
  %3679 = mul i64 %3678, 4
  %3680 = getelementptr i8, ptr addrspace(1) %3, i64 %3679
  %3681 = load float, ptr addrspace(1) %3680, align 4
  %3682 = select i1 %40, float %3681, float 0.000000e+00
  %3683 = add i32 %3647, %41
  %3684 = select i1 %42, i32 %3683, i32 %3647
  %3685 = sext i32 %3684 to i64
  %3686 = mul i64 %3685, 4
  %3687 = getelementptr i8, ptr addrspace(1) %3, i64 %3686
  %3688 = load float, ptr addrspace(1) %3687, align 4
  %3689 = select i1 %42, float %3688, float 0.000000e+00
  %3690 = add i32 %3647, %43
  %3691 = select i1 %44, i32 %3690, i32 %3647
  %3692 = sext i32 %3691 to i64
  %3693 = mul i64 %3692, 4
  %3694 = getelementptr i8, ptr addrspace(1) %3, i64 %3693
  %3695 = load float, ptr addrspace(1) %3694, align 4
  %3696 = select i1 %44, float %3695, float 0.000000e+00
  %3697 = add i32 %3647, %45
  %3698 = select i1 %46, i32 %3697, i32 %3647
  %3699 = sext i32 %3698 to i64
  %3700 = mul i64 %3699, 4
  %3701 = getelementptr i8, ptr addrspace(1) %3, i64 %3700
  %3702 = load float, ptr addrspace(1) %3701, align 4
  %3703 = select i1 %46, float %3702, float 0.000000e+00
  %3704 = bitcast float %3210 to i32
  %3705 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3704, i32 2, i32 31)
  %3706 = bitcast i32 %3705 to float
  %3707 = load float, ptr %v, align 4
  %3708 = fmul float %3706, %3654
  %3709 = fadd float %3708, %3707
  store float %3709, ptr %v, align 4
  %3710 = load float, ptr %v1, align 4
  %3711 = fmul float %3706, %3661
  %3712 = fadd float %3711, %3710
  store float %3712, ptr %v1, align 4
  %3713 = load float, ptr %v2, align 4
  %3714 = fmul float %3706, %3668
  %3715 = fadd float %3714, %3713
  store float %3715, ptr %v2, align 4
  %3716 = load float, ptr %v3, align 4
  %3717 = fmul float %3706, %3675
  %3718 = fadd float %3717, %3716
  store float %3718, ptr %v3, align 4
  %3719 = load float, ptr %v4, align 4
  %3720 = fmul float %3706, %3682
  %3721 = fadd float %3720, %3719
  store float %3721, ptr %v4, align 4
  %3722 = load float, ptr %v5, align 4
  %3723 = fmul float %3706, %3689
  %3724 = fadd float %3723, %3722
  store float %3724, ptr %v5, align 4
  %3725 = load float, ptr %v6, align 4
  %3726 = fmul float %3706, %3696
  %3727 = fadd float %3726, %3725
  store float %3727, ptr %v6, align 4
  %3728 = load float, ptr %v7, align 4
  %3729 = fmul float %3706, %3703
  %3730 = fadd float %3729, %3728
  store float %3730, ptr %v7, align 4
  %3731 = bitcast float %3210 to i32
  %3732 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3731, i32 10, i32 31)
  %3733 = bitcast i32 %3732 to float
  %3734 = load float, ptr %v8, align 4
  %3735 = fmul float %3733, %3654
  %3736 = fadd float %3735, %3734
  store float %3736, ptr %v8, align 4
  %3737 = load float, ptr %v9, align 4
  %3738 = fmul float %3733, %3661
  %3739 = fadd float %3738, %3737
  store float %3739, ptr %v9, align 4
  %3740 = load float, ptr %v10, align 4
  %3741 = fmul float %3733, %3668
  %3742 = fadd float %3741, %3740
  store float %3742, ptr %v10, align 4
  %3743 = load float, ptr %v11, align 4
  %3744 = fmul float %3733, %3675
  %3745 = fadd float %3744, %3743
  store float %3745, ptr %v11, align 4
  %3746 = load float, ptr %v12, align 4
  %3747 = fmul float %3733, %3682
  %3748 = fadd float %3747, %3746
  store float %3748, ptr %v12, align 4
  %3749 = load float, ptr %v13, align 4
  %3750 = fmul float %3733, %3689
  %3751 = fadd float %3750, %3749
  store float %3751, ptr %v13, align 4
  %3752 = load float, ptr %v14, align 4
  %3753 = fmul float %3733, %3696
  %3754 = fadd float %3753, %3752
  store float %3754, ptr %v14, align 4
  %3755 = load float, ptr %v15, align 4
  %3756 = fmul float %3733, %3703
  %3757 = fadd float %3756, %3755
  store float %3757, ptr %v15, align 4
  %3758 = bitcast float %3210 to i32
  %3759 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3758, i32 18, i32 31)
  %3760 = bitcast i32 %3759 to float
  %3761 = load float, ptr %v16, align 4
  %3762 = fmul float %3760, %3654
  %3763 = fadd float %3762, %3761
  store float %3763, ptr %v16, align 4
  %3764 = load float, ptr %v17, align 4
  %3765 = fmul float %3760, %3661
  %3766 = fadd float %3765, %3764
  store float %3766, ptr %v17, align 4
  %3767 = load float, ptr %v18, align 4
  %3768 = fmul float %3760, %3668
  %3769 = fadd float %3768, %3767
  store float %3769, ptr %v18, align 4
  %3770 = load float, ptr %v19, align 4
  %3771 = fmul float %3760, %3675
  %3772 = fadd float %3771, %3770
  store float %3772, ptr %v19, align 4
  %3773 = load float, ptr %v20, align 4
  %3774 = fmul float %3760, %3682
  %3775 = fadd float %3774, %3773
  store float %3775, ptr %v20, align 4
  %3776 = load float, ptr %v21, align 4
  %3777 = fmul float %3760, %3689
  %3778 = fadd float %3777, %3776
  store float %3778, ptr %v21, align 4
  %3779 = load float, ptr %v22, align 4
  %3780 = fmul float %3760, %3696
  %3781 = fadd float %3780, %3779
  store float %3781, ptr %v22, align 4
  %3782 = load float, ptr %v23, align 4
  %3783 = fmul float %3760, %3703
  %3784 = fadd float %3783, %3782
  store float %3784, ptr %v23, align 4
  %3785 = bitcast float %3210 to i32
  %3786 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3785, i32 26, i32 31)
  %3787 = bitcast i32 %3786 to float
  %3788 = load float, ptr %v24, align 4
  %3789 = fmul float %3787, %3654
  %3790 = fadd float %3789, %3788
  store float %3790, ptr %v24, align 4
  %3791 = load float, ptr %v25, align 4
  %3792 = fmul float %3787, %3661
  %3793 = fadd float %3792, %3791
  store float %3793, ptr %v25, align 4
  %3794 = load float, ptr %v26, align 4
  %3795 = fmul float %3787, %3668
  %3796 = fadd float %3795, %3794
  store float %3796, ptr %v26, align 4
  %3797 = load float, ptr %v27, align 4
  %3798 = fmul float %3787, %3675
  %3799 = fadd float %3798, %3797
  store float %3799, ptr %v27, align 4
  %3800 = load float, ptr %v28, align 4
  %3801 = fmul float %3787, %3682
  %3802 = fadd float %3801, %3800
  store float %3802, ptr %v28, align 4
  %3803 = load float, ptr %v29, align 4
  %3804 = fmul float %3787, %3689
  %3805 = fadd float %3804, %3803
  store float %3805, ptr %v29, align 4
  %3806 = load float, ptr %v30, align 4
  %3807 = fmul float %3787, %3696
  %3808 = fadd float %3807, %3806
  store float %3808, ptr %v30, align 4
  %3809 = load float, ptr %v31, align 4
  %3810 = fmul float %3787, %3703
  %3811 = fadd float %3810, %3809
  store float %3811, ptr %v31, align 4
  %3812 = add i32 %1945, 3
  %3813 = icmp sgt i32 %3812, %332
  %3814 = select i1 %3813, i32 %332, i32 %3812
  %3815 = mul i32 %3814, %5
  %3816 = add i32 %3815, %20
  %3817 = mul i32 %3816, %6
  %3818 = add i32 %3817, %31
  %3819 = select i1 %32, i32 %3818, i32 %3817
  %3820 = sext i32 %3819 to i64
  %3821 = mul i64 %3820, 4
  %3822 = getelementptr i8, ptr addrspace(1) %3, i64 %3821
  %3823 = load float, ptr addrspace(1) %3822, align 4
  %3824 = select i1 %32, float %3823, float 0.000000e+00
  %3825 = add i32 %3817, %33
  %3826 = select i1 %34, i32 %3825, i32 %3817
  %3827 = sext i32 %3826 to i64
  %3828 = mul i64 %3827, 4
  %3829 = getelementptr i8, ptr addrspace(1) %3, i64 %3828
  %3830 = load float, ptr addrspace(1) %3829, align 4
  %3831 = select i1 %34, float %3830, float 0.000000e+00
  %3832 = add i32 %3817, %35
  %3833 = select i1 %36, i32 %3832, i32 %3817
  %3834 = sext i32 %3833 to i64
  %3835 = mul i64 %3834, 4
  %3836 = getelementptr i8, ptr addrspace(1) %3, i64 %3835
  %3837 = load float, ptr addrspace(1) %3836, align 4
  %3838 = select i1 %36, float %3837, float 0.000000e+00
  %3839 = add i32 %3817, %37
  %3840 = select i1 %38, i32 %3839, i32 %3817
  %3841 = sext i32 %3840 to i64
  %3842 = mul i64 %3841, 4
  %3843 = getelementptr i8, ptr addrspace(1) %3, i64 %3842
  %3844 = load float, ptr addrspace(1) %3843, align 4
  %3845 = select i1 %38, float %3844, float 0.000000e+00
  %3846 = add i32 %3817, %39
  %3847 = select i1 %40, i32 %3846, i32 %3817
  %3848 = sext i32 %3847 to i64
  %3849 = mul i64 %3848, 4
  %3850 = getelementptr i8, ptr addrspace(1) %3, i64 %3849
  %3851 = load float, ptr addrspace(1) %3850, align 4
  %3852 = select i1 %40, float %3851, float 0.000000e+00
  %3853 = add i32 %3817, %41
  %3854 = select i1 %42, i32 %3853, i32 %3817
  %3855 = sext i32 %3854 to i64
  %3856 = mul i64 %3855, 4
  %3857 = getelementptr i8, ptr addrspace(1) %3, i64 %3856
  %3858 = load float, ptr addrspace(1) %3857, align 4
  %3859 = select i1 %42, float %3858, float 0.000000e+00
  %3860 = add i32 %3817, %43
  %3861 = select i1 %44, i32 %3860, i32 %3817
  %3862 = sext i32 %3861 to i64
  %3863 = mul i64 %3862, 4
  %3864 = getelementptr i8, ptr addrspace(1) %3, i64 %3863
  %3865 = load float, ptr addrspace(1) %3864, align 4
  %3866 = select i1 %44, float %3865, float 0.000000e+00
  %3867 = add i32 %3817, %45
  %3868 = select i1 %46, i32 %3867, i32 %3817
  %3869 = sext i32 %3868 to i64
  %3870 = mul i64 %3869, 4
  %3871 = getelementptr i8, ptr addrspace(1) %3, i64 %3870
  %3872 = load float, ptr addrspace(1) %3871, align 4
  %3873 = select i1 %46, float %3872, float 0.000000e+00
  %3874 = bitcast float %3210 to i32
  %3875 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3874, i32 3, i32 31)
  %3876 = bitcast i32 %3875 to float
  %3877 = load float, ptr %v, align 4
  %3878 = fmul float %3876, %3824
  %3879 = fadd float %3878, %3877
  store float %3879, ptr %v, align 4
  %3880 = load float, ptr %v1, align 4
  %3881 = fmul float %3876, %3831
  %3882 = fadd float %3881, %3880
  store float %3882, ptr %v1, align 4
  %3883 = load float, ptr %v2, align 4
  %3884 = fmul float %3876, %3838
  %3885 = fadd float %3884, %3883
  store float %3885, ptr %v2, align 4
  %3886 = load float, ptr %v3, align 4
  %3887 = fmul float %3876, %3845
  %3888 = fadd float %3887, %3886
  store float %3888, ptr %v3, align 4
  %3889 = load float, ptr %v4, align 4
  %3890 = fmul float %3876, %3852
  %3891 = fadd float %3890, %3889
  store float %3891, ptr %v4, align 4
  %3892 = load float, ptr %v5, align 4
  %3893 = fmul float %3876, %3859
  %3894 = fadd float %3893, %3892
  store float %3894, ptr %v5, align 4
  %3895 = load float, ptr %v6, align 4
  %3896 = fmul float %3876, %3866
  %3897 = fadd float %3896, %3895
  store float %3897, ptr %v6, align 4
  %3898 = load float, ptr %v7, align 4
  %3899 = fmul float %3876, %3873
  %3900 = fadd float %3899, %3898
  store float %3900, ptr %v7, align 4
  %3901 = bitcast float %3210 to i32
  %3902 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3901, i32 11, i32 31)
  %3903 = bitcast i32 %3902 to float
  %3904 = load float, ptr %v8, align 4
  %3905 = fmul float %3903, %3824
  %3906 = fadd float %3905, %3904
  store float %3906, ptr %v8, align 4
  %3907 = load float, ptr %v9, align 4
  %3908 = fmul float %3903, %3831
  %3909 = fadd float %3908, %3907
  store float %3909, ptr %v9, align 4
  %3910 = load float, ptr %v10, align 4
  %3911 = fmul float %3903, %3838
  %3912 = fadd float %3911, %3910
  store float %3912, ptr %v10, align 4
  %3913 = load float, ptr %v11, align 4
  %3914 = fmul float %3903, %3845
  %3915 = fadd float %3914, %3913
  store float %3915, ptr %v11, align 4
  %3916 = load float, ptr %v12, align 4
  %3917 = fmul float %3903, %3852
  %3918 = fadd float %3917, %3916
  store float %3918, ptr %v12, align 4
  %3919 = load float, ptr %v13, align 4
  %3920 = fmul float %3903, %3859
  %3921 = fadd float %3920, %3919
  store float %3921, ptr %v13, align 4
  %3922 = load float, ptr %v14, align 4
  %3923 = fmul float %3903, %3866
  %3924 = fadd float %3923, %3922
  store float %3924, ptr %v14, align 4
  %3925 = load float, ptr %v15, align 4
  %3926 = fmul float %3903, %3873
  %3927 = fadd float %3926, %3925
  store float %3927, ptr %v15, align 4
  %3928 = bitcast float %3210 to i32
  %3929 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3928, i32 19, i32 31)
  %3930 = bitcast i32 %3929 to float
  %3931 = load float, ptr %v16, align 4
  %3932 = fmul float %3930, %3824
  %3933 = fadd float %3932, %3931
  store float %3933, ptr %v16, align 4
  %3934 = load float, ptr %v17, align 4
  %3935 = fmul float %3930, %3831
  %3936 = fadd float %3935, %3934
  store float %3936, ptr %v17, align 4
  %3937 = load float, ptr %v18, align 4
  %3938 = fmul float %3930, %3838
  %3939 = fadd float %3938, %3937
  store float %3939, ptr %v18, align 4
  %3940 = load float, ptr %v19, align 4
  %3941 = fmul float %3930, %3845
  %3942 = fadd float %3941, %3940
  store float %3942, ptr %v19, align 4
  %3943 = load float, ptr %v20, align 4
  %3944 = fmul float %3930, %3852
  %3945 = fadd float %3944, %3943
  store float %3945, ptr %v20, align 4
  %3946 = load float, ptr %v21, align 4
  %3947 = fmul float %3930, %3859
  %3948 = fadd float %3947, %3946
  store float %3948, ptr %v21, align 4
  %3949 = load float, ptr %v22, align 4
  %3950 = fmul float %3930, %3866
  %3951 = fadd float %3950, %3949
  store float %3951, ptr %v22, align 4
  %3952 = load float, ptr %v23, align 4
  %3953 = fmul float %3930, %3873
  %3954 = fadd float %3953, %3952
  store float %3954, ptr %v23, align 4
  %3955 = bitcast float %3210 to i32
  %3956 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3955, i32 27, i32 31)
  %3957 = bitcast i32 %3956 to float
  %3958 = load float, ptr %v24, align 4
  %3959 = fmul float %3957, %3824
  %3960 = fadd float %3959, %3958
  store float %3960, ptr %v24, align 4
  %3961 = load float, ptr %v25, align 4
  %3962 = fmul float %3957, %3831
  %3963 = fadd float %3962, %3961
  store float %3963, ptr %v25, align 4
  %3964 = load float, ptr %v26, align 4
  %3965 = fmul float %3957, %3838
  %3966 = fadd float %3965, %3964
  store float %3966, ptr %v26, align 4
  %3967 = load float, ptr %v27, align 4
  %3968 = fmul float %3957, %3845
  %3969 = fadd float %3968, %3967
  store float %3969, ptr %v27, align 4
  %3970 = load float, ptr %v28, align 4
  %3971 = fmul float %3957, %3852
  %3972 = fadd float %3971, %3970
  store float %3972, ptr %v28, align 4
  %3973 = load float, ptr %v29, align 4
  %3974 = fmul float %3957, %3859
  %3975 = fadd float %3974, %3973
  store float %3975, ptr %v29, align 4
  %3976 = load float, ptr %v30, align 4
  %3977 = fmul float %3957, %3866
  %3978 = fadd float %3977, %3976
  store float %3978, ptr %v30, align 4
  %3979 = load float, ptr %v31, align 4
  %3980 = fmul float %3957, %3873
  %3981 = fadd float %3980, %3979
  store float %3981, ptr %v31, align 4
  %3982 = add i32 %1945, 4
  %3983 = icmp sgt i32 %3982, %332
  %3984 = select i1 %3983, i32 %332, i32 %3982
  %3985 = mul i32 %3984, %5
  %3986 = add i32 %3985, %20
  %3987 = mul i32 %3986, %6
  %3988 = add i32 %3987, %31
  %3989 = select i1 %32, i32 %3988, i32 %3987
  %3990 = sext i32 %3989 to i64
  %3991 = mul i64 %3990, 4
  %3992 = getelementptr i8, ptr addrspace(1) %3, i64 %3991
  %3993 = load float, ptr addrspace(1) %3992, align 4
  %3994 = select i1 %32, float %3993, float 0.000000e+00
  %3995 = add i32 %3987, %33
  %3996 = select i1 %34, i32 %3995, i32 %3987
  %3997 = sext i32 %3996 to i64
  %3998 = mul i64 %3997, 4
  %3999 = getelementptr i8, ptr addrspace(1) %3, i64 %3998
  %4000 = load float, ptr addrspace(1) %3999, align 4
  %4001 = select i1 %34, float %4000, float 0.000000e+00
  %4002 = add i32 %3987, %35
  %4003 = select i1 %36, i32 %4002, i32 %3987
  %4004 = sext i32 %4003 to i64
  %4005 = mul i64 %4004, 4
  %4006 = getelementptr i8, ptr addrspace(1) %3, i64 %4005
  %4007 = load float, ptr addrspace(1) %4006, align 4
  %4008 = select i1 %36, float %4007, float 0.000000e+00
  %4009 = add i32 %3987, %37
  %4010 = select i1 %38, i32 %4009, i32 %3987
  %4011 = sext i32 %4010 to i64
  %4012 = mul i64 %4011, 4
  %4013 = getelementptr i8, ptr addrspace(1) %3, i64 %4012
  %4014 = load float, ptr addrspace(1) %4013, align 4
  %4015 = select i1 %38, float %4014, float 0.000000e+00
  %4016 = add i32 %3987, %39
  %4017 = select i1 %40, i32 %4016, i32 %3987
  %4018 = sext i32 %4017 to i64
  %4019 = mul i64 %4018, 4
  %4020 = getelementptr i8, ptr addrspace(1) %3, i64 %4019
  %4021 = load float, ptr addrspace(1) %4020, align 4
  %4022 = select i1 %40, float %4021, float 0.000000e+00
  %4023 = add i32 %3987, %41
  %4024 = select i1 %42, i32 %4023, i32 %3987
  %4025 = sext i32 %4024 to i64
  %4026 = mul i64 %4025, 4
  %4027 = getelementptr i8, ptr addrspace(1) %3, i64 %4026
  %4028 = load float, ptr addrspace(1) %4027, align 4
  %4029 = select i1 %42, float %4028, float 0.000000e+00
  %4030 = add i32 %3987, %43
  %4031 = select i1 %44, i32 %4030, i32 %3987
  %4032 = sext i32 %4031 to i64
  %4033 = mul i64 %4032, 4
  %4034 = getelementptr i8, ptr addrspace(1) %3, i64 %4033
  %4035 = load float, ptr addrspace(1) %4034, align 4
  %4036 = select i1 %44, float %4035, float 0.000000e+00
  %4037 = add i32 %3987, %45
  %4038 = select i1 %46, i32 %4037, i32 %3987
  %4039 = sext i32 %4038 to i64
  %4040 = mul i64 %4039, 4
  %4041 = getelementptr i8, ptr addrspace(1) %3, i64 %4040
  %4042 = load float, ptr addrspace(1) %4041, align 4
  %4043 = select i1 %46, float %4042, float 0.000000e+00
  %4044 = bitcast float %3210 to i32
  %4045 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4044, i32 4, i32 31)
  %4046 = bitcast i32 %4045 to float
  %4047 = load float, ptr %v, align 4
  %4048 = fmul float %4046, %3994
  %4049 = fadd float %4048, %4047
  store float %4049, ptr %v, align 4
  %4050 = load float, ptr %v1, align 4
  %4051 = fmul float %4046, %4001
  %4052 = fadd float %4051, %4050
  store float %4052, ptr %v1, align 4
  %4053 = load float, ptr %v2, align 4
  %4054 = fmul float %4046, %4008
  %4055 = fadd float %4054, %4053
  store float %4055, ptr %v2, align 4
  %4056 = load float, ptr %v3, align 4
  %4057 = fmul float %4046, %4015
  %4058 = fadd float %4057, %4056
  store float %4058, ptr %v3, align 4
  %4059 = load float, ptr %v4, align 4
  %4060 = fmul float %4046, %4022
  %4061 = fadd float %4060, %4059
  store float %4061, ptr %v4, align 4
  %4062 = load float, ptr %v5, align 4
  %4063 = fmul float %4046, %4029
  %4064 = fadd float %4063, %4062
  store float %4064, ptr %v5, align 4
  %4065 = load float, ptr %v6, align 4
  %4066 = fmul float %4046, %4036
  %4067 = fadd float %4066, %4065
  store float %4067, ptr %v6, align 4
  %4068 = load float, ptr %v7, align 4
  %4069 = fmul float %4046, %4043
  %4070 = fadd float %4069, %4068
  store float %4070, ptr %v7, align 4
  %4071 = bitcast float %3210 to i32
  %4072 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4071, i32 12, i32 31)
  %4073 = bitcast i32 %4072 to float
  %4074 = load float, ptr %v8, align 4
  %4075 = fmul float %4073, %3994
  %4076 = fadd float %4075, %4074
  store float %4076, ptr %v8, align 4
  %4077 = load float, ptr %v9, align 4
  %4078 = fmul float %4073, %4001
  %4079 = fadd float %4078, %4077
  store float %4079, ptr %v9, align 4
  %4080 = load float, ptr %v10, align 4
  %4081 = fmul float %4073, %4008
  %4082 = fadd float %4081, %4080
  store float %4082, ptr %v10, align 4
  %4083 = load float, ptr %v11, align 4
  %4084 = fmul float %4073, %4015
  %4085 = fadd float %4084, %4083
  store float %4085, ptr %v11, align 4
  %4086 = load float, ptr %v12, align 4
  %4087 = fmul float %4073, %4022
  %4088 = fadd float %4087, %4086
  store float %4088, ptr %v12, align 4
  %4089 = load float, ptr %v13, align 4
  %4090 = fmul float %4073, %4029
  %4091 = fadd float %4090, %4089
  store float %4091, ptr %v13, align 4
  %4092 = load float, ptr %v14, align 4
  %4093 = fmul float %4073, %4036
  %4094 = fadd float %4093, %4092
  store float %4094, ptr %v14, align 4
  %4095 = load float, ptr %v15, align 4
  %4096 = fmul float %4073, %4043
  %4097 = fadd float %4096, %4095
  store float %4097, ptr %v15, align 4
  %4098 = bitcast float %3210 to i32
  %4099 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4098, i32 20, i32 31)
  %4100 = bitcast i32 %4099 to float
  %4101 = load float, ptr %v16, align 4
  %4102 = fmul float %4100, %3994
  %4103 = fadd float %4102, %4101
  store float %4103, ptr %v16, align 4
  %4104 = load float, ptr %v17, align 4
  %4105 = fmul float %4100, %4001
  %4106 = fadd float %4105, %4104
  store float %4106, ptr %v17, align 4
  %4107 = load float, ptr %v18, align 4
  %4108 = fmul float %4100, %4008
  %4109 = fadd float %4108, %4107
  store float %4109, ptr %v18, align 4
  %4110 = load float, ptr %v19, align 4
  %4111 = fmul float %4100, %4015
  %4112 = fadd float %4111, %4110
  store float %4112, ptr %v19, align 4
  %4113 = load float, ptr %v20, align 4
  %4114 = fmul float %4100, %4022
  %4115 = fadd float %4114, %4113
  store float %4115, ptr %v20, align 4
  %4116 = load float, ptr %v21, align 4
  %4117 = fmul float %4100, %4029
  %4118 = fadd float %4117, %4116
  store float %4118, ptr %v21, align 4
  %4119 = load float, ptr %v22, align 4
  %4120 = fmul float %4100, %4036
  %4121 = fadd float %4120, %4119
  store float %4121, ptr %v22, align 4
  %4122 = load float, ptr %v23, align 4
  %4123 = fmul float %4100, %4043
  %4124 = fadd float %4123, %4122
  store float %4124, ptr %v23, align 4
  %4125 = bitcast float %3210 to i32
  %4126 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4125, i32 28, i32 31)
  %4127 = bitcast i32 %4126 to float
  %4128 = load float, ptr %v24, align 4
  %4129 = fmul float %4127, %3994
  %4130 = fadd float %4129, %4128
  store float %4130, ptr %v24, align 4
  %4131 = load float, ptr %v25, align 4
  %4132 = fmul float %4127, %4001
  %4133 = fadd float %4132, %4131
  store float %4133, ptr %v25, align 4
  %4134 = load float, ptr %v26, align 4
  %4135 = fmul float %4127, %4008
  %4136 = fadd float %4135, %4134
  store float %4136, ptr %v26, align 4
  %4137 = load float, ptr %v27, align 4
  %4138 = fmul float %4127, %4015
  %4139 = fadd float %4138, %4137
  store float %4139, ptr %v27, align 4
  %4140 = load float, ptr %v28, align 4
  %4141 = fmul float %4127, %4022
  %4142 = fadd float %4141, %4140
  store float %4142, ptr %v28, align 4
  %4143 = load float, ptr %v29, align 4
  %4144 = fmul float %4127, %4029
  %4145 = fadd float %4144, %4143
  store float %4145, ptr %v29, align 4
  %4146 = load float, ptr %v30, align 4
  %4147 = fmul float %4127, %4036
  %4148 = fadd float %4147, %4146
  store float %4148, ptr %v30, align 4
  %4149 = load float, ptr %v31, align 4
  %4150 = fmul float %4127, %4043
  %4151 = fadd float %4150, %4149
  store float %4151, ptr %v31, align 4
  %4152 = add i32 %1945, 5
  %4153 = icmp sgt i32 %4152, %332
  %4154 = select i1 %4153, i32 %332, i32 %4152
  %4155 = mul i32 %4154, %5
  %4156 = add i32 %4155, %20
  %4157 = mul i32 %4156, %6
  %4158 = add i32 %4157, %31
  %4159 = select i1 %32, i32 %4158, i32 %4157
  %4160 = sext i32 %4159 to i64
  %4161 = mul i64 %4160, 4
  %4162 = getelementptr i8, ptr addrspace(1) %3, i64 %4161
  %4163 = load float, ptr addrspace(1) %4162, align 4
  %4164 = select i1 %32, float %4163, float 0.000000e+00
  %4165 = add i32 %4157, %33
  %4166 = select i1 %34, i32 %4165, i32 %4157
  %4167 = sext i32 %4166 to i64
  %4168 = mul i64 %4167, 4
  %4169 = getelementptr i8, ptr addrspace(1) %3, i64 %4168
  %4170 = load float, ptr addrspace(1) %4169, align 4
  %4171 = select i1 %34, float %4170, float 0.000000e+00
  %4172 = add i32 %4157, %35
  %4173 = select i1 %36, i32 %4172, i32 %4157
  %4174 = sext i32 %4173 to i64
  %4175 = mul i64 %4174, 4
  %4176 = getelementptr i8, ptr addrspace(1) %3, i64 %4175
  %4177 = load float, ptr addrspace(1) %4176, align 4
  %4178 = select i1 %36, float %4177, float 0.000000e+00
  %4179 = add i32 %4157, %37
  %4180 = select i1 %38, i32 %4179, i32 %4157
  %4181 = sext i32 %4180 to i64
  %4182 = mul i64 %4181, 4
  %4183 = getelementptr i8, ptr addrspace(1) %3, i64 %4182
  %4184 = load float, ptr addrspace(1) %4183, align 4
  %4185 = select i1 %38, float %4184, float 0.000000e+00
  %4186 = add i32 %4157, %39
  %4187 = select i1 %40, i32 %4186, i32 %4157
  %4188 = sext i32 %4187 to i64
  %4189 = mul i64 %4188, 4
  %4190 = getelementptr i8, ptr addrspace(1) %3, i64 %4189
  %4191 = load float, ptr addrspace(1) %4190, align 4
  %4192 = select i1 %40, float %4191, float 0.000000e+00
  %4193 = add i32 %4157, %41
  %4194 = select i1 %42, i32 %4193, i32 %4157
  %4195 = sext i32 %4194 to i64
  %4196 = mul i64 %4195, 4
  %4197 = getelementptr i8, ptr addrspace(1) %3, i64 %4196
  %4198 = load float, ptr addrspace(1) %4197, align 4
  %4199 = select i1 %42, float %4198, float 0.000000e+00
  %4200 = add i32 %4157, %43
  %4201 = select i1 %44, i32 %4200, i32 %4157
  %4202 = sext i32 %4201 to i64
  %4203 = mul i64 %4202, 4
  %4204 = getelementptr i8, ptr addrspace(1) %3, i64 %4203
  %4205 = load float, ptr addrspace(1) %4204, align 4
  %4206 = select i1 %44, float %4205, float 0.000000e+00
  %4207 = add i32 %4157, %45
  %4208 = select i1 %46, i32 %4207, i32 %4157
  %4209 = sext i32 %4208 to i64
  %4210 = mul i64 %4209, 4
  %4211 = getelementptr i8, ptr addrspace(1) %3, i64 %4210
  %4212 = load float, ptr addrspace(1) %4211, align 4
  %4213 = select i1 %46, float %4212, float 0.000000e+00
  %4214 = bitcast float %3210 to i32
  %4215 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4214, i32 5, i32 31)
  %4216 = bitcast i32 %4215 to float
  %4217 = load float, ptr %v, align 4
  %4218 = fmul float %4216, %4164
  %4219 = fadd float %4218, %4217
  store float %4219, ptr %v, align 4
  %4220 = load float, ptr %v1, align 4
  %4221 = fmul float %4216, %4171
  %4222 = fadd float %4221, %4220
  store float %4222, ptr %v1, align 4
  %4223 = load float, ptr %v2, align 4
  %4224 = fmul float %4216, %4178
  %4225 = fadd float %4224, %4223
  store float %4225, ptr %v2, align 4
  %4226 = load float, ptr %v3, align 4
  %4227 = fmul float %4216, %4185
  %4228 = fadd float %4227, %4226
  store float %4228, ptr %v3, align 4
  %4229 = load float, ptr %v4, align 4
  %4230 = fmul float %4216, %4192
  %4231 = fadd float %4230, %4229
  store float %4231, ptr %v4, align 4
  %4232 = load float, ptr %v5, align 4
  %4233 = fmul float %4216, %4199
  %4234 = fadd float %4233, %4232
  store float %4234, ptr %v5, align 4
  %4235 = load float, ptr %v6, align 4
  %4236 = fmul float %4216, %4206
  %4237 = fadd float %4236, %4235
  store float %4237, ptr %v6, align 4
  %4238 = load float, ptr %v7, align 4
  %4239 = fmul float %4216, %4213
  %4240 = fadd float %4239, %4238
  store float %4240, ptr %v7, align 4
  %4241 = bitcast float %3210 to i32
  %4242 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4241, i32 13, i32 31)
  %4243 = bitcast i32 %4242 to float
  %4244 = load float, ptr %v8, align 4
  %4245 = fmul float %4243, %4164
  %4246 = fadd float %4245, %4244
  store float %4246, ptr %v8, align 4
  %4247 = load float, ptr %v9, align 4
  %4248 = fmul float %4243, %4171
  %4249 = fadd float %4248, %4247
  store float %4249, ptr %v9, align 4
  %4250 = load float, ptr %v10, align 4
  %4251 = fmul float %4243, %4178
  %4252 = fadd float %4251, %4250
  store float %4252, ptr %v10, align 4
  %4253 = load float, ptr %v11, align 4
  %4254 = fmul float %4243, %4185
  %4255 = fadd float %4254, %4253
  store float %4255, ptr %v11, align 4
  %4256 = load float, ptr %v12, align 4
  %4257 = fmul float %4243, %4192
  %4258 = fadd float %4257, %4256
  store float %4258, ptr %v12, align 4
  %4259 = load float, ptr %v13, align 4
  %4260 = fmul float %4243, %4199
  %4261 = fadd float %4260, %4259
  store float %4261, ptr %v13, align 4
  %4262 = load float, ptr %v14, align 4
  %4263 = fmul float %4243, %4206
  %4264 = fadd float %4263, %4262
  store float %4264, ptr %v14, align 4
  %4265 = load float, ptr %v15, align 4
  %4266 = fmul float %4243, %4213
  %4267 = fadd float %4266, %4265
  store float %4267, ptr %v15, align 4
  %4268 = bitcast float %3210 to i32
  %4269 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4268, i32 21, i32 31)
  %4270 = bitcast i32 %4269 to float
  %4271 = load float, ptr %v16, align 4
  %4272 = fmul float %4270, %4164
  %4273 = fadd float %4272, %4271
  store float %4273, ptr %v16, align 4
  %4274 = load float, ptr %v17, align 4
  %4275 = fmul float %4270, %4171
  %4276 = fadd float %4275, %4274
  store float %4276, ptr %v17, align 4
  %4277 = load float, ptr %v18, align 4
  %4278 = fmul float %4270, %4178
  %4279 = fadd float %4278, %4277
  store float %4279, ptr %v18, align 4
  %4280 = load float, ptr %v19, align 4
  %4281 = fmul float %4270, %4185
  %4282 = fadd float %4281, %4280
  store float %4282, ptr %v19, align 4
  %4283 = load float, ptr %v20, align 4
  %4284 = fmul float %4270, %4192
  %4285 = fadd float %4284, %4283
  store float %4285, ptr %v20, align 4
  %4286 = load float, ptr %v21, align 4
  %4287 = fmul float %4270, %4199
  %4288 = fadd float %4287, %4286
  store float %4288, ptr %v21, align 4
  %4289 = load float, ptr %v22, align 4
  %4290 = fmul float %4270, %4206
  %4291 = fadd float %4290, %4289
  store float %4291, ptr %v22, align 4
  %4292 = load float, ptr %v23, align 4
  %4293 = fmul float %4270, %4213
  %4294 = fadd float %4293, %4292
  store float %4294, ptr %v23, align 4
  %4295 = bitcast float %3210 to i32
  %4296 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4295, i32 29, i32 31)
  %4297 = bitcast i32 %4296 to float
  %4298 = load float, ptr %v24, align 4
  %4299 = fmul float %4297, %4164
  %4300 = fadd float %4299, %4298
  store float %4300, ptr %v24, align 4
  %4301 = load float, ptr %v25, align 4
  %4302 = fmul float %4297, %4171
  %4303 = fadd float %4302, %4301
  store float %4303, ptr %v25, align 4
  %4304 = load float, ptr %v26, align 4
  %4305 = fmul float %4297, %4178
  %4306 = fadd float %4305, %4304
  store float %4306, ptr %v26, align 4
  %4307 = load float, ptr %v27, align 4
  %4308 = fmul float %4297, %4185
  %4309 = fadd float %4308, %4307
  store float %4309, ptr %v27, align 4
  %4310 = load float, ptr %v28, align 4
  %4311 = fmul float %4297, %4192
  %4312 = fadd float %4311, %4310
  store float %4312, ptr %v28, align 4
  %4313 = load float, ptr %v29, align 4
  %4314 = fmul float %4297, %4199
  %4315 = fadd float %4314, %4313
  store float %4315, ptr %v29, align 4
  %4316 = load float, ptr %v30, align 4
  %4317 = fmul float %4297, %4206
  %4318 = fadd float %4317, %4316
  store float %4318, ptr %v30, align 4
  %4319 = load float, ptr %v31, align 4
  %4320 = fmul float %4297, %4213
  %4321 = fadd float %4320, %4319
  store float %4321, ptr %v31, align 4
  %4322 = add i32 %1945, 6
  %4323 = icmp sgt i32 %4322, %332
  %4324 = select i1 %4323, i32 %332, i32 %4322
  %4325 = mul i32 %4324, %5
  %4326 = add i32 %4325, %20
  %4327 = mul i32 %4326, %6
  %4328 = add i32 %4327, %31
  %4329 = select i1 %32, i32 %4328, i32 %4327
  %4330 = sext i32 %4329 to i64
  %4331 = mul i64 %4330, 4
  %4332 = getelementptr i8, ptr addrspace(1) %3, i64 %4331
  %4333 = load float, ptr addrspace(1) %4332, align 4
  %4334 = select i1 %32, float %4333, float 0.000000e+00
  %4335 = add i32 %4327, %33
  %4336 = select i1 %34, i32 %4335, i32 %4327
  %4337 = sext i32 %4336 to i64
  %4338 = mul i64 %4337, 4
  %4339 = getelementptr i8, ptr addrspace(1) %3, i64 %4338
  %4340 = load float, ptr addrspace(1) %4339, align 4
  %4341 = select i1 %34, float %4340, float 0.000000e+00
  %4342 = add i32 %4327, %35
  %4343 = select i1 %36, i32 %4342, i32 %4327
  %4344 = sext i32 %4343 to i64
  %4345 = mul i64 %4344, 4
  %4346 = getelementptr i8, ptr addrspace(1) %3, i64 %4345
  %4347 = load float, ptr addrspace(1) %4346, align 4
  %4348 = select i1 %36, float %4347, float 0.000000e+00
  %4349 = add i32 %4327, %37
  %4350 = select i1 %38, i32 %4349, i32 %4327
  %4351 = sext i32 %4350 to i64
  %4352 = mul i64 %4351, 4
  %4353 = getelementptr i8, ptr addrspace(1) %3, i64 %4352
  %4354 = load float, ptr addrspace(1) %4353, align 4
  %4355 = select i1 %38, float %4354, float 0.000000e+00
  %4356 = add i32 %4327, %39
  %4357 = select i1 %40, i32 %4356, i32 %4327
  %4358 = sext i32 %4357 to i64
  %4359 = mul i64 %4358, 4
  %4360 = getelementptr i8, ptr addrspace(1) %3, i64 %4359
  %4361 = load float, ptr addrspace(1) %4360, align 4
  %4362 = select i1 %40, float %4361, float 0.000000e+00
  %4363 = add i32 %4327, %41
  %4364 = select i1 %42, i32 %4363, i32 %4327
  %4365 = sext i32 %4364 to i64
  %4366 = mul i64 %4365, 4
  %4367 = getelementptr i8, ptr addrspace(1) %3, i64 %4366
  %4368 = load float, ptr addrspace(1) %4367, align 4
  %4369 = select i1 %42, float %4368, float 0.000000e+00
  %4370 = add i32 %4327, %43
  %4371 = select i1 %44, i32 %4370, i32 %4327
  %4372 = sext i32 %4371 to i64
  %4373 = mul i64 %4372, 4
  %4374 = getelementptr i8, ptr addrspace(1) %3, i64 %4373
  %4375 = load float, ptr addrspace(1) %4374, align 4
  %4376 = select i1 %44, float %4375, float 0.000000e+00
  %4377 = add i32 %4327, %45
  %4378 = select i1 %46, i32 %4377, i32 %4327
  %4379 = sext i32 %4378 to i64
  %4380 = mul i64 %4379, 4
  %4381 = getelementptr i8, ptr addrspace(1) %3, i64 %4380
  %4382 = load float, ptr addrspace(1) %4381, align 4
  %4383 = select i1 %46, float %4382, float 0.000000e+00
  %4384 = bitcast float %3210 to i32
  %4385 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4384, i32 6, i32 31)
  %4386 = bitcast i32 %4385 to float
  %4387 = load float, ptr %v, align 4
  %4388 = fmul float %4386, %4334
  %4389 = fadd float %4388, %4387
  store float %4389, ptr %v, align 4
  %4390 = load float, ptr %v1, align 4
  %4391 = fmul float %4386, %4341
  %4392 = fadd float %4391, %4390
  store float %4392, ptr %v1, align 4
  %4393 = load float, ptr %v2, align 4
  %4394 = fmul float %4386, %4348
  %4395 = fadd float %4394, %4393
  store float %4395, ptr %v2, align 4
  %4396 = load float, ptr %v3, align 4
  %4397 = fmul float %4386, %4355
  %4398 = fadd float %4397, %4396
  store float %4398, ptr %v3, align 4
  %4399 = load float, ptr %v4, align 4
  %4400 = fmul float %4386, %4362
  %4401 = fadd float %4400, %4399
  store float %4401, ptr %v4, align 4
  %4402 = load float, ptr %v5, align 4
  %4403 = fmul float %4386, %4369
  %4404 = fadd float %4403, %4402
  store float %4404, ptr %v5, align 4
  %4405 = load float, ptr %v6, align 4
  %4406 = fmul float %4386, %4376
  %4407 = fadd float %4406, %4405
  store float %4407, ptr %v6, align 4
  %4408 = load float, ptr %v7, align 4
  %4409 = fmul float %4386, %4383
  %4410 = fadd float %4409, %4408
  store float %4410, ptr %v7, align 4
  %4411 = bitcast float %3210 to i32
  %4412 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4411, i32 14, i32 31)
  %4413 = bitcast i32 %4412 to float
  %4414 = load float, ptr %v8, align 4
  %4415 = fmul float %4413, %4334
  %4416 = fadd float %4415, %4414
  store float %4416, ptr %v8, align 4
  %4417 = load float, ptr %v9, align 4
  %4418 = fmul float %4413, %4341
  %4419 = fadd float %4418, %4417
  store float %4419, ptr %v9, align 4
  %4420 = load float, ptr %v10, align 4
  %4421 = fmul float %4413, %4348
  %4422 = fadd float %4421, %4420
  store float %4422, ptr %v10, align 4
  %4423 = load float, ptr %v11, align 4
  %4424 = fmul float %4413, %4355
  %4425 = fadd float %4424, %4423
  store float %4425, ptr %v11, align 4
  %4426 = load float, ptr %v12, align 4
  %4427 = fmul float %4413, %4362
  %4428 = fadd float %4427, %4426
  store float %4428, ptr %v12, align 4
  %4429 = load float, ptr %v13, align 4
  %4430 = fmul float %4413, %4369
  %4431 = fadd float %4430, %4429
  store float %4431, ptr %v13, align 4
  %4432 = load float, ptr %v14, align 4
  %4433 = fmul float %4413, %4376
  %4434 = fadd float %4433, %4432
  store float %4434, ptr %v14, align 4
  %4435 = load float, ptr %v15, align 4
  %4436 = fmul float %4413, %4383
  %4437 = fadd float %4436, %4435
  store float %4437, ptr %v15, align 4
  %4438 = bitcast float %3210 to i32
  %4439 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4438, i32 22, i32 31)
  %4440 = bitcast i32 %4439 to float
  %4441 = load float, ptr %v16, align 4
  %4442 = fmul float %4440, %4334
  %4443 = fadd float %4442, %4441
  store float %4443, ptr %v16, align 4
  %4444 = load float, ptr %v17, align 4
  %4445 = fmul float %4440, %4341
  %4446 = fadd float %4445, %4444
  store float %4446, ptr %v17, align 4
  %4447 = load float, ptr %v18, align 4
  %4448 = fmul float %4440, %4348
  %4449 = fadd float %4448, %4447
  store float %4449, ptr %v18, align 4
  %4450 = load float, ptr %v19, align 4
  %4451 = fmul float %4440, %4355
  %4452 = fadd float %4451, %4450
  store float %4452, ptr %v19, align 4
  %4453 = load float, ptr %v20, align 4
  %4454 = fmul float %4440, %4362
  %4455 = fadd float %4454, %4453
  store float %4455, ptr %v20, align 4
  %4456 = load float, ptr %v21, align 4
  %4457 = fmul float %4440, %4369
  %4458 = fadd float %4457, %4456
  store float %4458, ptr %v21, align 4
  %4459 = load float, ptr %v22, align 4
  %4460 = fmul float %4440, %4376
  %4461 = fadd float %4460, %4459
  store float %4461, ptr %v22, align 4
  %4462 = load float, ptr %v23, align 4
  %4463 = fmul float %4440, %4383
  %4464 = fadd float %4463, %4462
  store float %4464, ptr %v23, align 4
  %4465 = bitcast float %3210 to i32
  %4466 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4465, i32 30, i32 31)
  %4467 = bitcast i32 %4466 to float
  %4468 = load float, ptr %v24, align 4
  %4469 = fmul float %4467, %4334
  %4470 = fadd float %4469, %4468
  store float %4470, ptr %v24, align 4
  %4471 = load float, ptr %v25, align 4
  %4472 = fmul float %4467, %4341
  %4473 = fadd float %4472, %4471
  store float %4473, ptr %v25, align 4
  %4474 = load float, ptr %v26, align 4
  %4475 = fmul float %4467, %4348
  %4476 = fadd float %4475, %4474
  store float %4476, ptr %v26, align 4
  %4477 = load float, ptr %v27, align 4
  %4478 = fmul float %4467, %4355
  %4479 = fadd float %4478, %4477
  store float %4479, ptr %v27, align 4
  %4480 = load float, ptr %v28, align 4
  %4481 = fmul float %4467, %4362
  %4482 = fadd float %4481, %4480
  store float %4482, ptr %v28, align 4
  %4483 = load float, ptr %v29, align 4
  %4484 = fmul float %4467, %4369
  %4485 = fadd float %4484, %4483
  store float %4485, ptr %v29, align 4
  %4486 = load float, ptr %v30, align 4
  %4487 = fmul float %4467, %4376
  %4488 = fadd float %4487, %4486
  store float %4488, ptr %v30, align 4
  %4489 = load float, ptr %v31, align 4
  %4490 = fmul float %4467, %4383
  %4491 = fadd float %4490, %4489
  store float %4491, ptr %v31, align 4
  %4492 = add i32 %1945, 7
  %4493 = icmp sgt i32 %4492, %332
  %4494 = select i1 %4493, i32 %332, i32 %4492
  %4495 = mul i32 %4494, %5
  %4496 = add i32 %4495, %20
  %4497 = mul i32 %4496, %6
  %4498 = add i32 %4497, %31
  %4499 = select i1 %32, i32 %4498, i32 %4497
  %4500 = sext i32 %4499 to i64
  %4501 = mul i64 %4500, 4
  %4502 = getelementptr i8, ptr addrspace(1) %3, i64 %4501
  %4503 = load float, ptr addrspace(1) %4502, align 4
  %4504 = select i1 %32, float %4503, float 0.000000e+00
  %4505 = add i32 %4497, %33
  %4506 = select i1 %34, i32 %4505, i32 %4497
  %4507 = sext i32 %4506 to i64
  %4508 = mul i64 %4507, 4
  %4509 = getelementptr i8, ptr addrspace(1) %3, i64 %4508
  %4510 = load float, ptr addrspace(1) %4509, align 4
  %4511 = select i1 %34, float %4510, float 0.000000e+00
  %4512 = add i32 %4497, %35
  %4513 = select i1 %36, i32 %4512, i32 %4497
  %4514 = sext i32 %4513 to i64
  %4515 = mul i64 %4514, 4
  %4516 = getelementptr i8, ptr addrspace(1) %3, i64 %4515
  %4517 = load float, ptr addrspace(1) %4516, align 4
  %4518 = select i1 %36, float %4517, float 0.000000e+00
  %4519 = add i32 %4497, %37
  %4520 = select i1 %38, i32 %4519, i32 %4497
  %4521 = sext i32 %4520 to i64
  %4522 = mul i64 %4521, 4
  %4523 = getelementptr i8, ptr addrspace(1) %3, i64 %4522
  %4524 = load float, ptr addrspace(1) %4523, align 4
  %4525 = select i1 %38, float %4524, float 0.000000e+00
  %4526 = add i32 %4497, %39
  %4527 = select i1 %40, i32 %4526, i32 %4497
  %4528 = sext i32 %4527 to i64
  %4529 = mul i64 %4528, 4
  %4530 = getelementptr i8, ptr addrspace(1) %3, i64 %4529
  %4531 = load float, ptr addrspace(1) %4530, align 4
  %4532 = select i1 %40, float %4531, float 0.000000e+00
  %4533 = add i32 %4497, %41
  %4534 = select i1 %42, i32 %4533, i32 %4497
  %4535 = sext i32 %4534 to i64
  %4536 = mul i64 %4535, 4
  %4537 = getelementptr i8, ptr addrspace(1) %3, i64 %4536
  %4538 = load float, ptr addrspace(1) %4537, align 4
  %4539 = select i1 %42, float %4538, float 0.000000e+00
  %4540 = add i32 %4497, %43
  %4541 = select i1 %44, i32 %4540, i32 %4497
  %4542 = sext i32 %4541 to i64
  %4543 = mul i64 %4542, 4
  %4544 = getelementptr i8, ptr addrspace(1) %3, i64 %4543
  %4545 = load float, ptr addrspace(1) %4544, align 4
  %4546 = select i1 %44, float %4545, float 0.000000e+00
  %4547 = add i32 %4497, %45
  %4548 = select i1 %46, i32 %4547, i32 %4497
  %4549 = sext i32 %4548 to i64
  %4550 = mul i64 %4549, 4
  %4551 = getelementptr i8, ptr addrspace(1) %3, i64 %4550
  %4552 = load float, ptr addrspace(1) %4551, align 4
  %4553 = select i1 %46, float %4552, float 0.000000e+00
  %4554 = bitcast float %3210 to i32
  %4555 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4554, i32 7, i32 31)
  %4556 = bitcast i32 %4555 to float
  %4557 = load float, ptr %v, align 4
  %4558 = fmul float %4556, %4504
  %4559 = fadd float %4558, %4557
  store float %4559, ptr %v, align 4
  %4560 = load float, ptr %v1, align 4
  %4561 = fmul float %4556, %4511
  %4562 = fadd float %4561, %4560
  store float %4562, ptr %v1, align 4
  %4563 = load float, ptr %v2, align 4
  %4564 = fmul float %4556, %4518
  %4565 = fadd float %4564, %4563
  store float %4565, ptr %v2, align 4
  %4566 = load float, ptr %v3, align 4
  %4567 = fmul float %4556, %4525
  %4568 = fadd float %4567, %4566
  store float %4568, ptr %v3, align 4
  %4569 = load float, ptr %v4, align 4
  %4570 = fmul float %4556, %4532
  %4571 = fadd float %4570, %4569
  store float %4571, ptr %v4, align 4
  %4572 = load float, ptr %v5, align 4
  %4573 = fmul float %4556, %4539
  %4574 = fadd float %4573, %4572
  store float %4574, ptr %v5, align 4
  %4575 = load float, ptr %v6, align 4
  %4576 = fmul float %4556, %4546
  %4577 = fadd float %4576, %4575
  store float %4577, ptr %v6, align 4
  %4578 = load float, ptr %v7, align 4
  %4579 = fmul float %4556, %4553
  %4580 = fadd float %4579, %4578
  store float %4580, ptr %v7, align 4
  %4581 = bitcast float %3210 to i32
  %4582 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4581, i32 15, i32 31)
  %4583 = bitcast i32 %4582 to float
  %4584 = load float, ptr %v8, align 4
  %4585 = fmul float %4583, %4504
  %4586 = fadd float %4585, %4584
  store float %4586, ptr %v8, align 4
  %4587 = load float, ptr %v9, align 4
  %4588 = fmul float %4583, %4511
  %4589 = fadd float %4588, %4587
  store float %4589, ptr %v9, align 4
  %4590 = load float, ptr %v10, align 4
  %4591 = fmul float %4583, %4518
  %4592 = fadd float %4591, %4590
  store float %4592, ptr %v10, align 4
  %4593 = load float, ptr %v11, align 4
  %4594 = fmul float %4583, %4525
  %4595 = fadd float %4594, %4593
  store float %4595, ptr %v11, align 4
  %4596 = load float, ptr %v12, align 4
  %4597 = fmul float %4583, %4532
  %4598 = fadd float %4597, %4596
  store float %4598, ptr %v12, align 4
  %4599 = load float, ptr %v13, align 4
  %4600 = fmul float %4583, %4539
  %4601 = fadd float %4600, %4599
  store float %4601, ptr %v13, align 4
  %4602 = load float, ptr %v14, align 4
  %4603 = fmul float %4583, %4546
  %4604 = fadd float %4603, %4602
  store float %4604, ptr %v14, align 4
  %4605 = load float, ptr %v15, align 4
  %4606 = fmul float %4583, %4553
  %4607 = fadd float %4606, %4605
  store float %4607, ptr %v15, align 4
  %4608 = bitcast float %3210 to i32
  %4609 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4608, i32 23, i32 31)
  %4610 = bitcast i32 %4609 to float
  %4611 = load float, ptr %v16, align 4
  %4612 = fmul float %4610, %4504
  %4613 = fadd float %4612, %4611
  store float %4613, ptr %v16, align 4
  %4614 = load float, ptr %v17, align 4
  %4615 = fmul float %4610, %4511
  %4616 = fadd float %4615, %4614
  store float %4616, ptr %v17, align 4
  %4617 = load float, ptr %v18, align 4
  %4618 = fmul float %4610, %4518
  %4619 = fadd float %4618, %4617
  store float %4619, ptr %v18, align 4
  %4620 = load float, ptr %v19, align 4
  %4621 = fmul float %4610, %4525
  %4622 = fadd float %4621, %4620
  store float %4622, ptr %v19, align 4
  %4623 = load float, ptr %v20, align 4
  %4624 = fmul float %4610, %4532
  %4625 = fadd float %4624, %4623
  store float %4625, ptr %v20, align 4
  %4626 = load float, ptr %v21, align 4
  %4627 = fmul float %4610, %4539
  %4628 = fadd float %4627, %4626
  store float %4628, ptr %v21, align 4
  %4629 = load float, ptr %v22, align 4
  %4630 = fmul float %4610, %4546
  %4631 = fadd float %4630, %4629
  store float %4631, ptr %v22, align 4
  %4632 = load float, ptr %v23, align 4
  %4633 = fmul float %4610, %4553
  %4634 = fadd float %4633, %4632
  store float %4634, ptr %v23, align 4
  %4635 = bitcast float %3210 to i32
  %4636 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %4635, i32 31, i32 31)
  %4637 = bitcast i32 %4636 to float
  %4638 = load float, ptr %v24, align 4
  %4639 = fmul float %4637, %4504
  %4640 = fadd float %4639, %4638
  store float %4640, ptr %v24, align 4
  %4641 = load float, ptr %v25, align 4
  %4642 = fmul float %4637, %4511
  %4643 = fadd float %4642, %4641
  store float %4643, ptr %v25, align 4
  %4644 = load float, ptr %v26, align 4
  %4645 = fmul float %4637, %4518
  %4646 = fadd float %4645, %4644
  store float %4646, ptr %v26, align 4
  %4647 = load float, ptr %v27, align 4
  %4648 = fmul float %4637, %4525
  %4649 = fadd float %4648, %4647
  store float %4649, ptr %v27, align 4
  %4650 = load float, ptr %v28, align 4
  %4651 = fmul float %4637, %4532
  %4652 = fadd float %4651, %4650
  store float %4652, ptr %v28, align 4
  %4653 = load float, ptr %v29, align 4
  %4654 = fmul float %4637, %4539
  %4655 = fadd float %4654, %4653
  store float %4655, ptr %v29, align 4
  %4656 = load float, ptr %v30, align 4
  %4657 = fmul float %4637, %4546
  %4658 = fadd float %4657, %4656
  store float %4658, ptr %v30, align 4
  %4659 = load float, ptr %v31, align 4
  %4660 = fmul float %4637, %4553
  %4661 = fadd float %4660, %4659
  store float %4661, ptr %v31, align 4
  %4662 = load i32, ptr %v37, align 4
  %4663 = add i32 %4662, 4
  store i32 %4663, ptr %v37, align 4
  br label %loop38

done40:                                           ; preds = %loop38
  br label %endif36

then41:                                           ; preds = %endif36
  %4664 = add i32 %1940, %31
  %4665 = sext i32 %4664 to i64
  %4666 = mul i64 %4665, 4
  %4667 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4666
  store float %1941, ptr addrspace(3) %4667, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif36
  %4668 = load float, ptr %v1, align 4
  br i1 %34, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %4669 = add i32 %1940, %33
  %4670 = sext i32 %4669 to i64
  %4671 = mul i64 %4670, 4
  %4672 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4671
  store float %4668, ptr addrspace(3) %4672, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %4673 = load float, ptr %v2, align 4
  br i1 %36, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %4674 = add i32 %1940, %35
  %4675 = sext i32 %4674 to i64
  %4676 = mul i64 %4675, 4
  %4677 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4676
  store float %4673, ptr addrspace(3) %4677, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %4678 = load float, ptr %v3, align 4
  br i1 %38, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %4679 = add i32 %1940, %37
  %4680 = sext i32 %4679 to i64
  %4681 = mul i64 %4680, 4
  %4682 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4681
  store float %4678, ptr addrspace(3) %4682, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %4683 = load float, ptr %v4, align 4
  br i1 %40, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %4684 = add i32 %1940, %39
  %4685 = sext i32 %4684 to i64
  %4686 = mul i64 %4685, 4
  %4687 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4686
  store float %4683, ptr addrspace(3) %4687, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %4688 = load float, ptr %v5, align 4
  br i1 %42, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %4689 = add i32 %1940, %41
  %4690 = sext i32 %4689 to i64
  %4691 = mul i64 %4690, 4
  %4692 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4691
  store float %4688, ptr addrspace(3) %4692, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %4693 = load float, ptr %v6, align 4
  br i1 %44, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %4694 = add i32 %1940, %43
  %4695 = sext i32 %4694 to i64
  %4696 = mul i64 %4695, 4
  %4697 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4696
  store float %4693, ptr addrspace(3) %4697, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %4698 = load float, ptr %v7, align 4
  br i1 %46, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %4699 = add i32 %1940, %45
  %4700 = sext i32 %4699 to i64
  %4701 = mul i64 %4700, 4
  %4702 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4701
  store float %4698, ptr addrspace(3) %4702, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %4703 = icmp eq i32 %13, 0
  br i1 %4703, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %4704 = mul i32 %1939, 2
  %4705 = sext i32 %4704 to i64
  %4706 = mul i64 %4705, 4
  %4707 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4706
  store float %1937, ptr addrspace(3) %4707, align 4
  %4708 = add i32 %4704, 1
  %4709 = sext i32 %4708 to i64
  %4710 = mul i64 %4709, 4
  %4711 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4710
  store float %1938, ptr addrspace(3) %4711, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %4712 = add i32 4, %15
  %4713 = mul i32 %4712, 256
  %4714 = load float, ptr %v8, align 4
  br i1 %32, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %4715 = add i32 %4713, %31
  %4716 = sext i32 %4715 to i64
  %4717 = mul i64 %4716, 4
  %4718 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4717
  store float %4714, ptr addrspace(3) %4718, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %4719 = load float, ptr %v9, align 4
  br i1 %34, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %4720 = add i32 %4713, %33
  %4721 = sext i32 %4720 to i64
  %4722 = mul i64 %4721, 4
  %4723 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4722
  store float %4719, ptr addrspace(3) %4723, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %4724 = load float, ptr %v10, align 4
  br i1 %36, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %4725 = add i32 %4713, %35
  %4726 = sext i32 %4725 to i64
  %4727 = mul i64 %4726, 4
  %4728 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4727
  store float %4724, ptr addrspace(3) %4728, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %4729 = load float, ptr %v11, align 4
  br i1 %38, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %4730 = add i32 %4713, %37
  %4731 = sext i32 %4730 to i64
  %4732 = mul i64 %4731, 4
  %4733 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4732
  store float %4729, ptr addrspace(3) %4733, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %4734 = load float, ptr %v12, align 4
  br i1 %40, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %4735 = add i32 %4713, %39
  %4736 = sext i32 %4735 to i64
  %4737 = mul i64 %4736, 4
  %4738 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4737
  store float %4734, ptr addrspace(3) %4738, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %4739 = load float, ptr %v13, align 4
  br i1 %42, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %4740 = add i32 %4713, %41
  %4741 = sext i32 %4740 to i64
  %4742 = mul i64 %4741, 4
  %4743 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4742
  store float %4739, ptr addrspace(3) %4743, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %4744 = load float, ptr %v14, align 4
  br i1 %44, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %4745 = add i32 %4713, %43
  %4746 = sext i32 %4745 to i64
  %4747 = mul i64 %4746, 4
  %4748 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4747
  store float %4744, ptr addrspace(3) %4748, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %4749 = load float, ptr %v15, align 4
  br i1 %46, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %4750 = add i32 %4713, %45
  %4751 = sext i32 %4750 to i64
  %4752 = mul i64 %4751, 4
  %4753 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4752
  store float %4749, ptr addrspace(3) %4753, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %4754 = icmp eq i32 %13, 8
  br i1 %4754, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %4755 = mul i32 %4712, 2
  %4756 = sext i32 %4755 to i64
  %4757 = mul i64 %4756, 4
  %4758 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4757
  store float %1937, ptr addrspace(3) %4758, align 4
  %4759 = add i32 %4755, 1
  %4760 = sext i32 %4759 to i64
  %4761 = mul i64 %4760, 4
  %4762 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4761
  store float %1938, ptr addrspace(3) %4762, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %4763 = add i32 8, %15
  %4764 = mul i32 %4763, 256
  %4765 = load float, ptr %v16, align 4
  br i1 %32, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %4766 = add i32 %4764, %31
  %4767 = sext i32 %4766 to i64
  %4768 = mul i64 %4767, 4
  %4769 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4768
  store float %4765, ptr addrspace(3) %4769, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %4770 = load float, ptr %v17, align 4
  br i1 %34, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %4771 = add i32 %4764, %33
  %4772 = sext i32 %4771 to i64
  %4773 = mul i64 %4772, 4
  %4774 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4773
  store float %4770, ptr addrspace(3) %4774, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %4775 = load float, ptr %v18, align 4
  br i1 %36, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %4776 = add i32 %4764, %35
  %4777 = sext i32 %4776 to i64
  %4778 = mul i64 %4777, 4
  %4779 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4778
  store float %4775, ptr addrspace(3) %4779, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %4780 = load float, ptr %v19, align 4
  br i1 %38, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %4781 = add i32 %4764, %37
  %4782 = sext i32 %4781 to i64
  %4783 = mul i64 %4782, 4
  %4784 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4783
  store float %4780, ptr addrspace(3) %4784, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %4785 = load float, ptr %v20, align 4
  br i1 %40, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %4786 = add i32 %4764, %39
  %4787 = sext i32 %4786 to i64
  %4788 = mul i64 %4787, 4
  %4789 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4788
  store float %4785, ptr addrspace(3) %4789, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %4790 = load float, ptr %v21, align 4
  br i1 %42, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %4791 = add i32 %4764, %41
  %4792 = sext i32 %4791 to i64
  %4793 = mul i64 %4792, 4
  %4794 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4793
  store float %4790, ptr addrspace(3) %4794, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %4795 = load float, ptr %v22, align 4
  br i1 %44, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %4796 = add i32 %4764, %43
  %4797 = sext i32 %4796 to i64
  %4798 = mul i64 %4797, 4
  %4799 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4798
  store float %4795, ptr addrspace(3) %4799, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %4800 = load float, ptr %v23, align 4
  br i1 %46, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %4801 = add i32 %4764, %45
  %4802 = sext i32 %4801 to i64
  %4803 = mul i64 %4802, 4
  %4804 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4803
  store float %4800, ptr addrspace(3) %4804, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %4805 = icmp eq i32 %13, 16
  br i1 %4805, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %4806 = mul i32 %4763, 2
  %4807 = sext i32 %4806 to i64
  %4808 = mul i64 %4807, 4
  %4809 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4808
  store float %1937, ptr addrspace(3) %4809, align 4
  %4810 = add i32 %4806, 1
  %4811 = sext i32 %4810 to i64
  %4812 = mul i64 %4811, 4
  %4813 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4812
  store float %1938, ptr addrspace(3) %4813, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %4814 = add i32 12, %15
  %4815 = mul i32 %4814, 256
  %4816 = load float, ptr %v24, align 4
  br i1 %32, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %4817 = add i32 %4815, %31
  %4818 = sext i32 %4817 to i64
  %4819 = mul i64 %4818, 4
  %4820 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4819
  store float %4816, ptr addrspace(3) %4820, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %4821 = load float, ptr %v25, align 4
  br i1 %34, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %4822 = add i32 %4815, %33
  %4823 = sext i32 %4822 to i64
  %4824 = mul i64 %4823, 4
  %4825 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4824
  store float %4821, ptr addrspace(3) %4825, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %4826 = load float, ptr %v26, align 4
  br i1 %36, label %then99, label %endif100

then99:                                           ; preds = %endif98
  %4827 = add i32 %4815, %35
  %4828 = sext i32 %4827 to i64
  %4829 = mul i64 %4828, 4
  %4830 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4829
  store float %4826, ptr addrspace(3) %4830, align 4
  br label %endif100

endif100:                                         ; preds = %then99, %endif98
  %4831 = load float, ptr %v27, align 4
  br i1 %38, label %then101, label %endif102

then101:                                          ; preds = %endif100
  %4832 = add i32 %4815, %37
  %4833 = sext i32 %4832 to i64
  %4834 = mul i64 %4833, 4
  %4835 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4834
  store float %4831, ptr addrspace(3) %4835, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %endif100
  %4836 = load float, ptr %v28, align 4
  br i1 %40, label %then103, label %endif104

then103:                                          ; preds = %endif102
  %4837 = add i32 %4815, %39
  %4838 = sext i32 %4837 to i64
  %4839 = mul i64 %4838, 4
  %4840 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4839
  store float %4836, ptr addrspace(3) %4840, align 4
  br label %endif104

endif104:                                         ; preds = %then103, %endif102
  %4841 = load float, ptr %v29, align 4
  br i1 %42, label %then105, label %endif106

then105:                                          ; preds = %endif104
  %4842 = add i32 %4815, %41
  %4843 = sext i32 %4842 to i64
  %4844 = mul i64 %4843, 4
  %4845 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4844
  store float %4841, ptr addrspace(3) %4845, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %endif104
  %4846 = load float, ptr %v30, align 4
  br i1 %44, label %then107, label %endif108

then107:                                          ; preds = %endif106
  %4847 = add i32 %4815, %43
  %4848 = sext i32 %4847 to i64
  %4849 = mul i64 %4848, 4
  %4850 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4849
  store float %4846, ptr addrspace(3) %4850, align 4
  br label %endif108

endif108:                                         ; preds = %then107, %endif106
  %4851 = load float, ptr %v31, align 4
  br i1 %46, label %then109, label %endif110

then109:                                          ; preds = %endif108
  %4852 = add i32 %4815, %45
  %4853 = sext i32 %4852 to i64
  %4854 = mul i64 %4853, 4
  %4855 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4854
  store float %4851, ptr addrspace(3) %4855, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %endif108
  %4856 = icmp eq i32 %13, 24
  br i1 %4856, label %then111, label %endif112

then111:                                          ; preds = %endif110
  %4857 = mul i32 %4814, 2
  %4858 = sext i32 %4857 to i64
  %4859 = mul i64 %4858, 4
  %4860 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4859
  store float %1937, ptr addrspace(3) %4860, align 4
  %4861 = add i32 %4857, 1
  %4862 = sext i32 %4861 to i64
  %4863 = mul i64 %4862, 4
  %4864 = getelementptr i8, ptr addrspace(3) @lds2, i64 %4863
  store float %1938, ptr addrspace(3) %4864, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif110
  call void @llvm.nvvm.barrier0()
  %4865 = load float, ptr addrspace(3) @lds2, align 4
  %4866 = fcmp ogt float %4865, 0xFFF0000000000000
  %4867 = select i1 %4866, float %4865, float 0xFFF0000000000000
  %4868 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %4869 = fcmp ogt float %4868, %4867
  %4870 = select i1 %4869, float %4868, float %4867
  %4871 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %4872 = fcmp ogt float %4871, %4870
  %4873 = select i1 %4872, float %4871, float %4870
  %4874 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %4875 = fcmp ogt float %4874, %4873
  %4876 = select i1 %4875, float %4874, float %4873
  %4877 = fcmp ogt float %24, %4876
  %4878 = select i1 %4877, float %24, float %4876
  %4879 = fsub float %4865, %4878
  %4880 = fmul float %4879, 0x3FF7154760000000
  %4881 = fcmp olt float %4880, -1.260000e+02
  %4882 = fcmp ogt float %4880, 1.270000e+02
  %4883 = select i1 %4881, float -1.260000e+02, float %4880
  %4884 = select i1 %4882, float 1.270000e+02, float %4883
  %4885 = fadd float %4884, 5.000000e-01
  %4886 = call float @llvm.floor.f32(float %4885)
  %4887 = fsub float %4884, %4886
  %4888 = fmul float 0x3EEFFCBFC0000000, %4887
  %4889 = fadd float %4888, 0x3F24309120000000
  %4890 = fmul float %4889, %4887
  %4891 = fadd float %4890, 0x3F55D87FE0000000
  %4892 = fmul float %4891, %4887
  %4893 = fadd float %4892, 0x3F83B2AB60000000
  %4894 = fmul float %4893, %4887
  %4895 = fadd float %4894, 0x3FAC6B08E0000000
  %4896 = fmul float %4895, %4887
  %4897 = fadd float %4896, 0x3FCEBFBE00000000
  %4898 = fmul float %4897, %4887
  %4899 = fadd float %4898, 0x3FE62E4300000000
  %4900 = fmul float %4899, %4887
  %4901 = fadd float %4900, 1.000000e+00
  %4902 = fptosi float %4886 to i32
  %4903 = add i32 %4902, 127
  %4904 = shl i32 %4903, 23
  %4905 = bitcast i32 %4904 to float
  %4906 = fmul float %4901, %4905
  %4907 = select i1 %4881, float 0.000000e+00, float %4906
  %4908 = select i1 %4882, float 0x7FF0000000000000, float %4907
  %4909 = fcmp uno float %4880, %4880
  %4910 = select i1 %4909, float %4880, float %4908
  %4911 = fcmp oeq float %4865, 0xFFF0000000000000
  %4912 = select i1 %4911, float 0.000000e+00, float %4910
  %4913 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %4914 = fmul float %4912, %4913
  %4915 = fadd float %4914, 0.000000e+00
  %4916 = fsub float %4868, %4878
  %4917 = fmul float %4916, 0x3FF7154760000000
  %4918 = fcmp olt float %4917, -1.260000e+02
  %4919 = fcmp ogt float %4917, 1.270000e+02
  %4920 = select i1 %4918, float -1.260000e+02, float %4917
  %4921 = select i1 %4919, float 1.270000e+02, float %4920
  %4922 = fadd float %4921, 5.000000e-01
  %4923 = call float @llvm.floor.f32(float %4922)
  %4924 = fsub float %4921, %4923
  %4925 = fmul float 0x3EEFFCBFC0000000, %4924
  %4926 = fadd float %4925, 0x3F24309120000000
  %4927 = fmul float %4926, %4924
  %4928 = fadd float %4927, 0x3F55D87FE0000000
  %4929 = fmul float %4928, %4924
  %4930 = fadd float %4929, 0x3F83B2AB60000000
  %4931 = fmul float %4930, %4924
  %4932 = fadd float %4931, 0x3FAC6B08E0000000
  %4933 = fmul float %4932, %4924
  %4934 = fadd float %4933, 0x3FCEBFBE00000000
  %4935 = fmul float %4934, %4924
  %4936 = fadd float %4935, 0x3FE62E4300000000
  %4937 = fmul float %4936, %4924
  %4938 = fadd float %4937, 1.000000e+00
  %4939 = fptosi float %4923 to i32
  %4940 = add i32 %4939, 127
  %4941 = shl i32 %4940, 23
  %4942 = bitcast i32 %4941 to float
  %4943 = fmul float %4938, %4942
  %4944 = select i1 %4918, float 0.000000e+00, float %4943
  %4945 = select i1 %4919, float 0x7FF0000000000000, float %4944
  %4946 = fcmp uno float %4917, %4917
  %4947 = select i1 %4946, float %4917, float %4945
  %4948 = fcmp oeq float %4868, 0xFFF0000000000000
  %4949 = select i1 %4948, float 0.000000e+00, float %4947
  %4950 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %4951 = fmul float %4949, %4950
  %4952 = fadd float %4951, %4915
  %4953 = fsub float %4871, %4878
  %4954 = fmul float %4953, 0x3FF7154760000000
  %4955 = fcmp olt float %4954, -1.260000e+02
  %4956 = fcmp ogt float %4954, 1.270000e+02
  %4957 = select i1 %4955, float -1.260000e+02, float %4954
  %4958 = select i1 %4956, float 1.270000e+02, float %4957
  %4959 = fadd float %4958, 5.000000e-01
  %4960 = call float @llvm.floor.f32(float %4959)
  %4961 = fsub float %4958, %4960
  %4962 = fmul float 0x3EEFFCBFC0000000, %4961
  %4963 = fadd float %4962, 0x3F24309120000000
  %4964 = fmul float %4963, %4961
  %4965 = fadd float %4964, 0x3F55D87FE0000000
  %4966 = fmul float %4965, %4961
  %4967 = fadd float %4966, 0x3F83B2AB60000000
  %4968 = fmul float %4967, %4961
  %4969 = fadd float %4968, 0x3FAC6B08E0000000
  %4970 = fmul float %4969, %4961
  %4971 = fadd float %4970, 0x3FCEBFBE00000000
  %4972 = fmul float %4971, %4961
  %4973 = fadd float %4972, 0x3FE62E4300000000
  %4974 = fmul float %4973, %4961
  %4975 = fadd float %4974, 1.000000e+00
  %4976 = fptosi float %4960 to i32
  %4977 = add i32 %4976, 127
  %4978 = shl i32 %4977, 23
  %4979 = bitcast i32 %4978 to float
  %4980 = fmul float %4975, %4979
  %4981 = select i1 %4955, float 0.000000e+00, float %4980
  %4982 = select i1 %4956, float 0x7FF0000000000000, float %4981
  %4983 = fcmp uno float %4954, %4954
  %4984 = select i1 %4983, float %4954, float %4982
  %4985 = fcmp oeq float %4871, 0xFFF0000000000000
  %4986 = select i1 %4985, float 0.000000e+00, float %4984
  %4987 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %4988 = fmul float %4986, %4987
  %4989 = fadd float %4988, %4952
  %4990 = fsub float %4874, %4878
  %4991 = fmul float %4990, 0x3FF7154760000000
  %4992 = fcmp olt float %4991, -1.260000e+02
  %4993 = fcmp ogt float %4991, 1.270000e+02
  %4994 = select i1 %4992, float -1.260000e+02, float %4991
  %4995 = select i1 %4993, float 1.270000e+02, float %4994
  %4996 = fadd float %4995, 5.000000e-01
  %4997 = call float @llvm.floor.f32(float %4996)
  %4998 = fsub float %4995, %4997
  %4999 = fmul float 0x3EEFFCBFC0000000, %4998
  %5000 = fadd float %4999, 0x3F24309120000000
  %5001 = fmul float %5000, %4998
  %5002 = fadd float %5001, 0x3F55D87FE0000000
  %5003 = fmul float %5002, %4998
  %5004 = fadd float %5003, 0x3F83B2AB60000000
  %5005 = fmul float %5004, %4998
  %5006 = fadd float %5005, 0x3FAC6B08E0000000
  %5007 = fmul float %5006, %4998
  %5008 = fadd float %5007, 0x3FCEBFBE00000000
  %5009 = fmul float %5008, %4998
  %5010 = fadd float %5009, 0x3FE62E4300000000
  %5011 = fmul float %5010, %4998
  %5012 = fadd float %5011, 1.000000e+00
  %5013 = fptosi float %4997 to i32
  %5014 = add i32 %5013, 127
  %5015 = shl i32 %5014, 23
  %5016 = bitcast i32 %5015 to float
  %5017 = fmul float %5012, %5016
  %5018 = select i1 %4992, float 0.000000e+00, float %5017
  %5019 = select i1 %4993, float 0x7FF0000000000000, float %5018
  %5020 = fcmp uno float %4991, %4991
  %5021 = select i1 %5020, float %4991, float %5019
  %5022 = fcmp oeq float %4874, 0xFFF0000000000000
  %5023 = select i1 %5022, float 0.000000e+00, float %5021
  %5024 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %5025 = fmul float %5023, %5024
  %5026 = fadd float %5025, %4989
  %5027 = fsub float %24, %4878
  %5028 = fmul float %5027, 0x3FF7154760000000
  %5029 = fcmp olt float %5028, -1.260000e+02
  %5030 = fcmp ogt float %5028, 1.270000e+02
  %5031 = select i1 %5029, float -1.260000e+02, float %5028
  %5032 = select i1 %5030, float 1.270000e+02, float %5031
  %5033 = fadd float %5032, 5.000000e-01
  %5034 = call float @llvm.floor.f32(float %5033)
  %5035 = fsub float %5032, %5034
  %5036 = fmul float 0x3EEFFCBFC0000000, %5035
  %5037 = fadd float %5036, 0x3F24309120000000
  %5038 = fmul float %5037, %5035
  %5039 = fadd float %5038, 0x3F55D87FE0000000
  %5040 = fmul float %5039, %5035
  %5041 = fadd float %5040, 0x3F83B2AB60000000
  %5042 = fmul float %5041, %5035
  %5043 = fadd float %5042, 0x3FAC6B08E0000000
  %5044 = fmul float %5043, %5035
  %5045 = fadd float %5044, 0x3FCEBFBE00000000
  %5046 = fmul float %5045, %5035
  %5047 = fadd float %5046, 0x3FE62E4300000000
  %5048 = fmul float %5047, %5035
  %5049 = fadd float %5048, 1.000000e+00
  %5050 = fptosi float %5034 to i32
  %5051 = add i32 %5050, 127
  %5052 = shl i32 %5051, 23
  %5053 = bitcast i32 %5052 to float
  %5054 = fmul float %5049, %5053
  %5055 = select i1 %5029, float 0.000000e+00, float %5054
  %5056 = select i1 %5030, float 0x7FF0000000000000, float %5055
  %5057 = fcmp uno float %5028, %5028
  %5058 = select i1 %5057, float %5028, float %5056
  %5059 = fadd float %5026, %5058
  br i1 %48, label %then113, label %endif114

then113:                                          ; preds = %endif112
  store i32 %11, ptr %v115, align 4
  br label %loop116

endif114:                                         ; preds = %done118, %endif112
  %5060 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 32), align 4
  %5061 = fcmp ogt float %5060, 0xFFF0000000000000
  %5062 = select i1 %5061, float %5060, float 0xFFF0000000000000
  %5063 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 40), align 4
  %5064 = fcmp ogt float %5063, %5062
  %5065 = select i1 %5064, float %5063, float %5062
  %5066 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 48), align 4
  %5067 = fcmp ogt float %5066, %5065
  %5068 = select i1 %5067, float %5066, float %5065
  %5069 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 56), align 4
  %5070 = fcmp ogt float %5069, %5068
  %5071 = select i1 %5070, float %5069, float %5068
  %5072 = fcmp ogt float %24, %5071
  %5073 = select i1 %5072, float %24, float %5071
  %5074 = fsub float %5060, %5073
  %5075 = fmul float %5074, 0x3FF7154760000000
  %5076 = fcmp olt float %5075, -1.260000e+02
  %5077 = fcmp ogt float %5075, 1.270000e+02
  %5078 = select i1 %5076, float -1.260000e+02, float %5075
  %5079 = select i1 %5077, float 1.270000e+02, float %5078
  %5080 = fadd float %5079, 5.000000e-01
  %5081 = call float @llvm.floor.f32(float %5080)
  %5082 = fsub float %5079, %5081
  %5083 = fmul float 0x3EEFFCBFC0000000, %5082
  %5084 = fadd float %5083, 0x3F24309120000000
  %5085 = fmul float %5084, %5082
  %5086 = fadd float %5085, 0x3F55D87FE0000000
  %5087 = fmul float %5086, %5082
  %5088 = fadd float %5087, 0x3F83B2AB60000000
  %5089 = fmul float %5088, %5082
  %5090 = fadd float %5089, 0x3FAC6B08E0000000
  %5091 = fmul float %5090, %5082
  %5092 = fadd float %5091, 0x3FCEBFBE00000000
  %5093 = fmul float %5092, %5082
  %5094 = fadd float %5093, 0x3FE62E4300000000
  %5095 = fmul float %5094, %5082
  %5096 = fadd float %5095, 1.000000e+00
  %5097 = fptosi float %5081 to i32
  %5098 = add i32 %5097, 127
  %5099 = shl i32 %5098, 23
  %5100 = bitcast i32 %5099 to float
  %5101 = fmul float %5096, %5100
  %5102 = select i1 %5076, float 0.000000e+00, float %5101
  %5103 = select i1 %5077, float 0x7FF0000000000000, float %5102
  %5104 = fcmp uno float %5075, %5075
  %5105 = select i1 %5104, float %5075, float %5103
  %5106 = fcmp oeq float %5060, 0xFFF0000000000000
  %5107 = select i1 %5106, float 0.000000e+00, float %5105
  %5108 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 36), align 4
  %5109 = fmul float %5107, %5108
  %5110 = fadd float %5109, 0.000000e+00
  %5111 = fsub float %5063, %5073
  %5112 = fmul float %5111, 0x3FF7154760000000
  %5113 = fcmp olt float %5112, -1.260000e+02
  %5114 = fcmp ogt float %5112, 1.270000e+02
  %5115 = select i1 %5113, float -1.260000e+02, float %5112
  %5116 = select i1 %5114, float 1.270000e+02, float %5115
  %5117 = fadd float %5116, 5.000000e-01
  %5118 = call float @llvm.floor.f32(float %5117)
  %5119 = fsub float %5116, %5118
  %5120 = fmul float 0x3EEFFCBFC0000000, %5119
  %5121 = fadd float %5120, 0x3F24309120000000
  %5122 = fmul float %5121, %5119
  %5123 = fadd float %5122, 0x3F55D87FE0000000
  %5124 = fmul float %5123, %5119
  %5125 = fadd float %5124, 0x3F83B2AB60000000
  %5126 = fmul float %5125, %5119
  %5127 = fadd float %5126, 0x3FAC6B08E0000000
  %5128 = fmul float %5127, %5119
  %5129 = fadd float %5128, 0x3FCEBFBE00000000
  %5130 = fmul float %5129, %5119
  %5131 = fadd float %5130, 0x3FE62E4300000000
  %5132 = fmul float %5131, %5119
  %5133 = fadd float %5132, 1.000000e+00
  %5134 = fptosi float %5118 to i32
  %5135 = add i32 %5134, 127
  %5136 = shl i32 %5135, 23
  %5137 = bitcast i32 %5136 to float
  %5138 = fmul float %5133, %5137
  %5139 = select i1 %5113, float 0.000000e+00, float %5138
  %5140 = select i1 %5114, float 0x7FF0000000000000, float %5139
  %5141 = fcmp uno float %5112, %5112
  %5142 = select i1 %5141, float %5112, float %5140
  %5143 = fcmp oeq float %5063, 0xFFF0000000000000
  %5144 = select i1 %5143, float 0.000000e+00, float %5142
  %5145 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 44), align 4
  %5146 = fmul float %5144, %5145
  %5147 = fadd float %5146, %5110
  %5148 = fsub float %5066, %5073
  %5149 = fmul float %5148, 0x3FF7154760000000
  %5150 = fcmp olt float %5149, -1.260000e+02
  %5151 = fcmp ogt float %5149, 1.270000e+02
  %5152 = select i1 %5150, float -1.260000e+02, float %5149
  %5153 = select i1 %5151, float 1.270000e+02, float %5152
  %5154 = fadd float %5153, 5.000000e-01
  %5155 = call float @llvm.floor.f32(float %5154)
  %5156 = fsub float %5153, %5155
  %5157 = fmul float 0x3EEFFCBFC0000000, %5156
  %5158 = fadd float %5157, 0x3F24309120000000
  %5159 = fmul float %5158, %5156
  %5160 = fadd float %5159, 0x3F55D87FE0000000
  %5161 = fmul float %5160, %5156
  %5162 = fadd float %5161, 0x3F83B2AB60000000
  %5163 = fmul float %5162, %5156
  %5164 = fadd float %5163, 0x3FAC6B08E0000000
  %5165 = fmul float %5164, %5156
  %5166 = fadd float %5165, 0x3FCEBFBE00000000
  %5167 = fmul float %5166, %5156
  %5168 = fadd float %5167, 0x3FE62E4300000000
  %5169 = fmul float %5168, %5156
  %5170 = fadd float %5169, 1.000000e+00
  %5171 = fptosi float %5155 to i32
  %5172 = add i32 %5171, 127
  %5173 = shl i32 %5172, 23
  %5174 = bitcast i32 %5173 to float
  %5175 = fmul float %5170, %5174
  %5176 = select i1 %5150, float 0.000000e+00, float %5175
  %5177 = select i1 %5151, float 0x7FF0000000000000, float %5176
  %5178 = fcmp uno float %5149, %5149
  %5179 = select i1 %5178, float %5149, float %5177
  %5180 = fcmp oeq float %5066, 0xFFF0000000000000
  %5181 = select i1 %5180, float 0.000000e+00, float %5179
  %5182 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 52), align 4
  %5183 = fmul float %5181, %5182
  %5184 = fadd float %5183, %5147
  %5185 = fsub float %5069, %5073
  %5186 = fmul float %5185, 0x3FF7154760000000
  %5187 = fcmp olt float %5186, -1.260000e+02
  %5188 = fcmp ogt float %5186, 1.270000e+02
  %5189 = select i1 %5187, float -1.260000e+02, float %5186
  %5190 = select i1 %5188, float 1.270000e+02, float %5189
  %5191 = fadd float %5190, 5.000000e-01
  %5192 = call float @llvm.floor.f32(float %5191)
  %5193 = fsub float %5190, %5192
  %5194 = fmul float 0x3EEFFCBFC0000000, %5193
  %5195 = fadd float %5194, 0x3F24309120000000
  %5196 = fmul float %5195, %5193
  %5197 = fadd float %5196, 0x3F55D87FE0000000
  %5198 = fmul float %5197, %5193
  %5199 = fadd float %5198, 0x3F83B2AB60000000
  %5200 = fmul float %5199, %5193
  %5201 = fadd float %5200, 0x3FAC6B08E0000000
  %5202 = fmul float %5201, %5193
  %5203 = fadd float %5202, 0x3FCEBFBE00000000
  %5204 = fmul float %5203, %5193
  %5205 = fadd float %5204, 0x3FE62E4300000000
  %5206 = fmul float %5205, %5193
  %5207 = fadd float %5206, 1.000000e+00
  %5208 = fptosi float %5192 to i32
  %5209 = add i32 %5208, 127
  %5210 = shl i32 %5209, 23
  %5211 = bitcast i32 %5210 to float
  %5212 = fmul float %5207, %5211
  %5213 = select i1 %5187, float 0.000000e+00, float %5212
  %5214 = select i1 %5188, float 0x7FF0000000000000, float %5213
  %5215 = fcmp uno float %5186, %5186
  %5216 = select i1 %5215, float %5186, float %5214
  %5217 = fcmp oeq float %5069, 0xFFF0000000000000
  %5218 = select i1 %5217, float 0.000000e+00, float %5216
  %5219 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 60), align 4
  %5220 = fmul float %5218, %5219
  %5221 = fadd float %5220, %5184
  %5222 = fsub float %24, %5073
  %5223 = fmul float %5222, 0x3FF7154760000000
  %5224 = fcmp olt float %5223, -1.260000e+02
  %5225 = fcmp ogt float %5223, 1.270000e+02
  %5226 = select i1 %5224, float -1.260000e+02, float %5223
  %5227 = select i1 %5225, float 1.270000e+02, float %5226
  %5228 = fadd float %5227, 5.000000e-01
  %5229 = call float @llvm.floor.f32(float %5228)
  %5230 = fsub float %5227, %5229
  %5231 = fmul float 0x3EEFFCBFC0000000, %5230
  %5232 = fadd float %5231, 0x3F24309120000000
  %5233 = fmul float %5232, %5230
  %5234 = fadd float %5233, 0x3F55D87FE0000000
  %5235 = fmul float %5234, %5230
  %5236 = fadd float %5235, 0x3F83B2AB60000000
  %5237 = fmul float %5236, %5230
  %5238 = fadd float %5237, 0x3FAC6B08E0000000
  %5239 = fmul float %5238, %5230
  %5240 = fadd float %5239, 0x3FCEBFBE00000000
  %5241 = fmul float %5240, %5230
  %5242 = fadd float %5241, 0x3FE62E4300000000
  %5243 = fmul float %5242, %5230
  %5244 = fadd float %5243, 1.000000e+00
  %5245 = fptosi float %5229 to i32
  %5246 = add i32 %5245, 127
  %5247 = shl i32 %5246, 23
  %5248 = bitcast i32 %5247 to float
  %5249 = fmul float %5244, %5248
  %5250 = select i1 %5224, float 0.000000e+00, float %5249
  %5251 = select i1 %5225, float 0x7FF0000000000000, float %5250
  %5252 = fcmp uno float %5223, %5223
  %5253 = select i1 %5252, float %5223, float %5251
  %5254 = fadd float %5221, %5253
  br i1 %110, label %then119, label %endif120

loop116:                                          ; preds = %body117, %then113
  %5255 = load i32, ptr %v115, align 4
  %5256 = icmp slt i32 %5255, %6
  br i1 %5256, label %body117, label %done118

body117:                                          ; preds = %loop116
  %5257 = load i32, ptr %v115, align 4
  %5258 = add i32 0, %5257
  %5259 = sext i32 %5258 to i64
  %5260 = mul i64 %5259, 4
  %5261 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5260
  %5262 = load float, ptr addrspace(3) %5261, align 4
  %5263 = fmul float %4912, %5262
  %5264 = fadd float %5263, 0.000000e+00
  %5265 = add i32 256, %5257
  %5266 = sext i32 %5265 to i64
  %5267 = mul i64 %5266, 4
  %5268 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5267
  %5269 = load float, ptr addrspace(3) %5268, align 4
  %5270 = fmul float %4949, %5269
  %5271 = fadd float %5270, %5264
  %5272 = add i32 512, %5257
  %5273 = sext i32 %5272 to i64
  %5274 = mul i64 %5273, 4
  %5275 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5274
  %5276 = load float, ptr addrspace(3) %5275, align 4
  %5277 = fmul float %4986, %5276
  %5278 = fadd float %5277, %5271
  %5279 = add i32 768, %5257
  %5280 = sext i32 %5279 to i64
  %5281 = mul i64 %5280, 4
  %5282 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5281
  %5283 = load float, ptr addrspace(3) %5282, align 4
  %5284 = fmul float %5023, %5283
  %5285 = fadd float %5284, %5278
  %5286 = add i32 %52, %5257
  %5287 = fdiv float %5285, %5059
  %5288 = sext i32 %5286 to i64
  %5289 = mul i64 %5288, 4
  %5290 = getelementptr i8, ptr addrspace(1) %0, i64 %5289
  store float %5287, ptr addrspace(1) %5290, align 4
  %5291 = load i32, ptr %v115, align 4
  %5292 = add i32 %5291, 128
  store i32 %5292, ptr %v115, align 4
  br label %loop116

done118:                                          ; preds = %loop116
  br label %endif114

then119:                                          ; preds = %endif114
  store i32 %11, ptr %v121, align 4
  br label %loop122

endif120:                                         ; preds = %done124, %endif114
  %5293 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 64), align 4
  %5294 = fcmp ogt float %5293, 0xFFF0000000000000
  %5295 = select i1 %5294, float %5293, float 0xFFF0000000000000
  %5296 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 72), align 4
  %5297 = fcmp ogt float %5296, %5295
  %5298 = select i1 %5297, float %5296, float %5295
  %5299 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 80), align 4
  %5300 = fcmp ogt float %5299, %5298
  %5301 = select i1 %5300, float %5299, float %5298
  %5302 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 88), align 4
  %5303 = fcmp ogt float %5302, %5301
  %5304 = select i1 %5303, float %5302, float %5301
  %5305 = fcmp ogt float %24, %5304
  %5306 = select i1 %5305, float %24, float %5304
  %5307 = fsub float %5293, %5306
  %5308 = fmul float %5307, 0x3FF7154760000000
  %5309 = fcmp olt float %5308, -1.260000e+02
  %5310 = fcmp ogt float %5308, 1.270000e+02
  %5311 = select i1 %5309, float -1.260000e+02, float %5308
  %5312 = select i1 %5310, float 1.270000e+02, float %5311
  %5313 = fadd float %5312, 5.000000e-01
  %5314 = call float @llvm.floor.f32(float %5313)
  %5315 = fsub float %5312, %5314
  %5316 = fmul float 0x3EEFFCBFC0000000, %5315
  %5317 = fadd float %5316, 0x3F24309120000000
  %5318 = fmul float %5317, %5315
  %5319 = fadd float %5318, 0x3F55D87FE0000000
  %5320 = fmul float %5319, %5315
  %5321 = fadd float %5320, 0x3F83B2AB60000000
  %5322 = fmul float %5321, %5315
  %5323 = fadd float %5322, 0x3FAC6B08E0000000
  %5324 = fmul float %5323, %5315
  %5325 = fadd float %5324, 0x3FCEBFBE00000000
  %5326 = fmul float %5325, %5315
  %5327 = fadd float %5326, 0x3FE62E4300000000
  %5328 = fmul float %5327, %5315
  %5329 = fadd float %5328, 1.000000e+00
  %5330 = fptosi float %5314 to i32
  %5331 = add i32 %5330, 127
  %5332 = shl i32 %5331, 23
  %5333 = bitcast i32 %5332 to float
  %5334 = fmul float %5329, %5333
  %5335 = select i1 %5309, float 0.000000e+00, float %5334
  %5336 = select i1 %5310, float 0x7FF0000000000000, float %5335
  %5337 = fcmp uno float %5308, %5308
  %5338 = select i1 %5337, float %5308, float %5336
  %5339 = fcmp oeq float %5293, 0xFFF0000000000000
  %5340 = select i1 %5339, float 0.000000e+00, float %5338
  %5341 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 68), align 4
  %5342 = fmul float %5340, %5341
  %5343 = fadd float %5342, 0.000000e+00
  %5344 = fsub float %5296, %5306
  %5345 = fmul float %5344, 0x3FF7154760000000
  %5346 = fcmp olt float %5345, -1.260000e+02
  %5347 = fcmp ogt float %5345, 1.270000e+02
  %5348 = select i1 %5346, float -1.260000e+02, float %5345
  %5349 = select i1 %5347, float 1.270000e+02, float %5348
  %5350 = fadd float %5349, 5.000000e-01
  %5351 = call float @llvm.floor.f32(float %5350)
  %5352 = fsub float %5349, %5351
  %5353 = fmul float 0x3EEFFCBFC0000000, %5352
  %5354 = fadd float %5353, 0x3F24309120000000
  %5355 = fmul float %5354, %5352
  %5356 = fadd float %5355, 0x3F55D87FE0000000
  %5357 = fmul float %5356, %5352
  %5358 = fadd float %5357, 0x3F83B2AB60000000
  %5359 = fmul float %5358, %5352
  %5360 = fadd float %5359, 0x3FAC6B08E0000000
  %5361 = fmul float %5360, %5352
  %5362 = fadd float %5361, 0x3FCEBFBE00000000
  %5363 = fmul float %5362, %5352
  %5364 = fadd float %5363, 0x3FE62E4300000000
  %5365 = fmul float %5364, %5352
  %5366 = fadd float %5365, 1.000000e+00
  %5367 = fptosi float %5351 to i32
  %5368 = add i32 %5367, 127
  %5369 = shl i32 %5368, 23
  %5370 = bitcast i32 %5369 to float
  %5371 = fmul float %5366, %5370
  %5372 = select i1 %5346, float 0.000000e+00, float %5371
  %5373 = select i1 %5347, float 0x7FF0000000000000, float %5372
  %5374 = fcmp uno float %5345, %5345
  %5375 = select i1 %5374, float %5345, float %5373
  %5376 = fcmp oeq float %5296, 0xFFF0000000000000
  %5377 = select i1 %5376, float 0.000000e+00, float %5375
  %5378 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 76), align 4
  %5379 = fmul float %5377, %5378
  %5380 = fadd float %5379, %5343
  %5381 = fsub float %5299, %5306
  %5382 = fmul float %5381, 0x3FF7154760000000
  %5383 = fcmp olt float %5382, -1.260000e+02
  %5384 = fcmp ogt float %5382, 1.270000e+02
  %5385 = select i1 %5383, float -1.260000e+02, float %5382
  %5386 = select i1 %5384, float 1.270000e+02, float %5385
  %5387 = fadd float %5386, 5.000000e-01
  %5388 = call float @llvm.floor.f32(float %5387)
  %5389 = fsub float %5386, %5388
  %5390 = fmul float 0x3EEFFCBFC0000000, %5389
  %5391 = fadd float %5390, 0x3F24309120000000
  %5392 = fmul float %5391, %5389
  %5393 = fadd float %5392, 0x3F55D87FE0000000
  %5394 = fmul float %5393, %5389
  %5395 = fadd float %5394, 0x3F83B2AB60000000
  %5396 = fmul float %5395, %5389
  %5397 = fadd float %5396, 0x3FAC6B08E0000000
  %5398 = fmul float %5397, %5389
  %5399 = fadd float %5398, 0x3FCEBFBE00000000
  %5400 = fmul float %5399, %5389
  %5401 = fadd float %5400, 0x3FE62E4300000000
  %5402 = fmul float %5401, %5389
  %5403 = fadd float %5402, 1.000000e+00
  %5404 = fptosi float %5388 to i32
  %5405 = add i32 %5404, 127
  %5406 = shl i32 %5405, 23
  %5407 = bitcast i32 %5406 to float
  %5408 = fmul float %5403, %5407
  %5409 = select i1 %5383, float 0.000000e+00, float %5408
  %5410 = select i1 %5384, float 0x7FF0000000000000, float %5409
  %5411 = fcmp uno float %5382, %5382
  %5412 = select i1 %5411, float %5382, float %5410
  %5413 = fcmp oeq float %5299, 0xFFF0000000000000
  %5414 = select i1 %5413, float 0.000000e+00, float %5412
  %5415 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 84), align 4
  %5416 = fmul float %5414, %5415
  %5417 = fadd float %5416, %5380
  %5418 = fsub float %5302, %5306
  %5419 = fmul float %5418, 0x3FF7154760000000
  %5420 = fcmp olt float %5419, -1.260000e+02
  %5421 = fcmp ogt float %5419, 1.270000e+02
  %5422 = select i1 %5420, float -1.260000e+02, float %5419
  %5423 = select i1 %5421, float 1.270000e+02, float %5422
  %5424 = fadd float %5423, 5.000000e-01
  %5425 = call float @llvm.floor.f32(float %5424)
  %5426 = fsub float %5423, %5425
  %5427 = fmul float 0x3EEFFCBFC0000000, %5426
  %5428 = fadd float %5427, 0x3F24309120000000
  %5429 = fmul float %5428, %5426
  %5430 = fadd float %5429, 0x3F55D87FE0000000
  %5431 = fmul float %5430, %5426
  %5432 = fadd float %5431, 0x3F83B2AB60000000
  %5433 = fmul float %5432, %5426
  %5434 = fadd float %5433, 0x3FAC6B08E0000000
  %5435 = fmul float %5434, %5426
  %5436 = fadd float %5435, 0x3FCEBFBE00000000
  %5437 = fmul float %5436, %5426
  %5438 = fadd float %5437, 0x3FE62E4300000000
  %5439 = fmul float %5438, %5426
  %5440 = fadd float %5439, 1.000000e+00
  %5441 = fptosi float %5425 to i32
  %5442 = add i32 %5441, 127
  %5443 = shl i32 %5442, 23
  %5444 = bitcast i32 %5443 to float
  %5445 = fmul float %5440, %5444
  %5446 = select i1 %5420, float 0.000000e+00, float %5445
  %5447 = select i1 %5421, float 0x7FF0000000000000, float %5446
  %5448 = fcmp uno float %5419, %5419
  %5449 = select i1 %5448, float %5419, float %5447
  %5450 = fcmp oeq float %5302, 0xFFF0000000000000
  %5451 = select i1 %5450, float 0.000000e+00, float %5449
  %5452 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 92), align 4
  %5453 = fmul float %5451, %5452
  %5454 = fadd float %5453, %5417
  %5455 = fsub float %24, %5306
  %5456 = fmul float %5455, 0x3FF7154760000000
  %5457 = fcmp olt float %5456, -1.260000e+02
  %5458 = fcmp ogt float %5456, 1.270000e+02
  %5459 = select i1 %5457, float -1.260000e+02, float %5456
  %5460 = select i1 %5458, float 1.270000e+02, float %5459
  %5461 = fadd float %5460, 5.000000e-01
  %5462 = call float @llvm.floor.f32(float %5461)
  %5463 = fsub float %5460, %5462
  %5464 = fmul float 0x3EEFFCBFC0000000, %5463
  %5465 = fadd float %5464, 0x3F24309120000000
  %5466 = fmul float %5465, %5463
  %5467 = fadd float %5466, 0x3F55D87FE0000000
  %5468 = fmul float %5467, %5463
  %5469 = fadd float %5468, 0x3F83B2AB60000000
  %5470 = fmul float %5469, %5463
  %5471 = fadd float %5470, 0x3FAC6B08E0000000
  %5472 = fmul float %5471, %5463
  %5473 = fadd float %5472, 0x3FCEBFBE00000000
  %5474 = fmul float %5473, %5463
  %5475 = fadd float %5474, 0x3FE62E4300000000
  %5476 = fmul float %5475, %5463
  %5477 = fadd float %5476, 1.000000e+00
  %5478 = fptosi float %5462 to i32
  %5479 = add i32 %5478, 127
  %5480 = shl i32 %5479, 23
  %5481 = bitcast i32 %5480 to float
  %5482 = fmul float %5477, %5481
  %5483 = select i1 %5457, float 0.000000e+00, float %5482
  %5484 = select i1 %5458, float 0x7FF0000000000000, float %5483
  %5485 = fcmp uno float %5456, %5456
  %5486 = select i1 %5485, float %5456, float %5484
  %5487 = fadd float %5454, %5486
  br i1 %172, label %then125, label %endif126

loop122:                                          ; preds = %body123, %then119
  %5488 = load i32, ptr %v121, align 4
  %5489 = icmp slt i32 %5488, %6
  br i1 %5489, label %body123, label %done124

body123:                                          ; preds = %loop122
  %5490 = load i32, ptr %v121, align 4
  %5491 = add i32 1024, %5490
  %5492 = sext i32 %5491 to i64
  %5493 = mul i64 %5492, 4
  %5494 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5493
  %5495 = load float, ptr addrspace(3) %5494, align 4
  %5496 = fmul float %5107, %5495
  %5497 = fadd float %5496, 0.000000e+00
  %5498 = add i32 1280, %5490
  %5499 = sext i32 %5498 to i64
  %5500 = mul i64 %5499, 4
  %5501 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5500
  %5502 = load float, ptr addrspace(3) %5501, align 4
  %5503 = fmul float %5144, %5502
  %5504 = fadd float %5503, %5497
  %5505 = add i32 1536, %5490
  %5506 = sext i32 %5505 to i64
  %5507 = mul i64 %5506, 4
  %5508 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5507
  %5509 = load float, ptr addrspace(3) %5508, align 4
  %5510 = fmul float %5181, %5509
  %5511 = fadd float %5510, %5504
  %5512 = add i32 1792, %5490
  %5513 = sext i32 %5512 to i64
  %5514 = mul i64 %5513, 4
  %5515 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5514
  %5516 = load float, ptr addrspace(3) %5515, align 4
  %5517 = fmul float %5218, %5516
  %5518 = fadd float %5517, %5511
  %5519 = add i32 %114, %5490
  %5520 = fdiv float %5518, %5254
  %5521 = sext i32 %5519 to i64
  %5522 = mul i64 %5521, 4
  %5523 = getelementptr i8, ptr addrspace(1) %0, i64 %5522
  store float %5520, ptr addrspace(1) %5523, align 4
  %5524 = load i32, ptr %v121, align 4
  %5525 = add i32 %5524, 128
  store i32 %5525, ptr %v121, align 4
  br label %loop122

done124:                                          ; preds = %loop122
  br label %endif120

then125:                                          ; preds = %endif120
  store i32 %11, ptr %v127, align 4
  br label %loop128

endif126:                                         ; preds = %done130, %endif120
  %5526 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 96), align 4
  %5527 = fcmp ogt float %5526, 0xFFF0000000000000
  %5528 = select i1 %5527, float %5526, float 0xFFF0000000000000
  %5529 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 104), align 4
  %5530 = fcmp ogt float %5529, %5528
  %5531 = select i1 %5530, float %5529, float %5528
  %5532 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 112), align 4
  %5533 = fcmp ogt float %5532, %5531
  %5534 = select i1 %5533, float %5532, float %5531
  %5535 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 120), align 4
  %5536 = fcmp ogt float %5535, %5534
  %5537 = select i1 %5536, float %5535, float %5534
  %5538 = fcmp ogt float %24, %5537
  %5539 = select i1 %5538, float %24, float %5537
  %5540 = fsub float %5526, %5539
  %5541 = fmul float %5540, 0x3FF7154760000000
  %5542 = fcmp olt float %5541, -1.260000e+02
  %5543 = fcmp ogt float %5541, 1.270000e+02
  %5544 = select i1 %5542, float -1.260000e+02, float %5541
  %5545 = select i1 %5543, float 1.270000e+02, float %5544
  %5546 = fadd float %5545, 5.000000e-01
  %5547 = call float @llvm.floor.f32(float %5546)
  %5548 = fsub float %5545, %5547
  %5549 = fmul float 0x3EEFFCBFC0000000, %5548
  %5550 = fadd float %5549, 0x3F24309120000000
  %5551 = fmul float %5550, %5548
  %5552 = fadd float %5551, 0x3F55D87FE0000000
  %5553 = fmul float %5552, %5548
  %5554 = fadd float %5553, 0x3F83B2AB60000000
  %5555 = fmul float %5554, %5548
  %5556 = fadd float %5555, 0x3FAC6B08E0000000
  %5557 = fmul float %5556, %5548
  %5558 = fadd float %5557, 0x3FCEBFBE00000000
  %5559 = fmul float %5558, %5548
  %5560 = fadd float %5559, 0x3FE62E4300000000
  %5561 = fmul float %5560, %5548
  %5562 = fadd float %5561, 1.000000e+00
  %5563 = fptosi float %5547 to i32
  %5564 = add i32 %5563, 127
  %5565 = shl i32 %5564, 23
  %5566 = bitcast i32 %5565 to float
  %5567 = fmul float %5562, %5566
  %5568 = select i1 %5542, float 0.000000e+00, float %5567
  %5569 = select i1 %5543, float 0x7FF0000000000000, float %5568
  %5570 = fcmp uno float %5541, %5541
  %5571 = select i1 %5570, float %5541, float %5569
  %5572 = fcmp oeq float %5526, 0xFFF0000000000000
  %5573 = select i1 %5572, float 0.000000e+00, float %5571
  %5574 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 100), align 4
  %5575 = fmul float %5573, %5574
  %5576 = fadd float %5575, 0.000000e+00
  %5577 = fsub float %5529, %5539
  %5578 = fmul float %5577, 0x3FF7154760000000
  %5579 = fcmp olt float %5578, -1.260000e+02
  %5580 = fcmp ogt float %5578, 1.270000e+02
  %5581 = select i1 %5579, float -1.260000e+02, float %5578
  %5582 = select i1 %5580, float 1.270000e+02, float %5581
  %5583 = fadd float %5582, 5.000000e-01
  %5584 = call float @llvm.floor.f32(float %5583)
  %5585 = fsub float %5582, %5584
  %5586 = fmul float 0x3EEFFCBFC0000000, %5585
  %5587 = fadd float %5586, 0x3F24309120000000
  %5588 = fmul float %5587, %5585
  %5589 = fadd float %5588, 0x3F55D87FE0000000
  %5590 = fmul float %5589, %5585
  %5591 = fadd float %5590, 0x3F83B2AB60000000
  %5592 = fmul float %5591, %5585
  %5593 = fadd float %5592, 0x3FAC6B08E0000000
  %5594 = fmul float %5593, %5585
  %5595 = fadd float %5594, 0x3FCEBFBE00000000
  %5596 = fmul float %5595, %5585
  %5597 = fadd float %5596, 0x3FE62E4300000000
  %5598 = fmul float %5597, %5585
  %5599 = fadd float %5598, 1.000000e+00
  %5600 = fptosi float %5584 to i32
  %5601 = add i32 %5600, 127
  %5602 = shl i32 %5601, 23
  %5603 = bitcast i32 %5602 to float
  %5604 = fmul float %5599, %5603
  %5605 = select i1 %5579, float 0.000000e+00, float %5604
  %5606 = select i1 %5580, float 0x7FF0000000000000, float %5605
  %5607 = fcmp uno float %5578, %5578
  %5608 = select i1 %5607, float %5578, float %5606
  %5609 = fcmp oeq float %5529, 0xFFF0000000000000
  %5610 = select i1 %5609, float 0.000000e+00, float %5608
  %5611 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 108), align 4
  %5612 = fmul float %5610, %5611
  %5613 = fadd float %5612, %5576
  %5614 = fsub float %5532, %5539
  %5615 = fmul float %5614, 0x3FF7154760000000
  %5616 = fcmp olt float %5615, -1.260000e+02
  %5617 = fcmp ogt float %5615, 1.270000e+02
  %5618 = select i1 %5616, float -1.260000e+02, float %5615
  %5619 = select i1 %5617, float 1.270000e+02, float %5618
  %5620 = fadd float %5619, 5.000000e-01
  %5621 = call float @llvm.floor.f32(float %5620)
  %5622 = fsub float %5619, %5621
  %5623 = fmul float 0x3EEFFCBFC0000000, %5622
  %5624 = fadd float %5623, 0x3F24309120000000
  %5625 = fmul float %5624, %5622
  %5626 = fadd float %5625, 0x3F55D87FE0000000
  %5627 = fmul float %5626, %5622
  %5628 = fadd float %5627, 0x3F83B2AB60000000
  %5629 = fmul float %5628, %5622
  %5630 = fadd float %5629, 0x3FAC6B08E0000000
  %5631 = fmul float %5630, %5622
  %5632 = fadd float %5631, 0x3FCEBFBE00000000
  %5633 = fmul float %5632, %5622
  %5634 = fadd float %5633, 0x3FE62E4300000000
  %5635 = fmul float %5634, %5622
  %5636 = fadd float %5635, 1.000000e+00
  %5637 = fptosi float %5621 to i32
  %5638 = add i32 %5637, 127
  %5639 = shl i32 %5638, 23
  %5640 = bitcast i32 %5639 to float
  %5641 = fmul float %5636, %5640
  %5642 = select i1 %5616, float 0.000000e+00, float %5641
  %5643 = select i1 %5617, float 0x7FF0000000000000, float %5642
  %5644 = fcmp uno float %5615, %5615
  %5645 = select i1 %5644, float %5615, float %5643
  %5646 = fcmp oeq float %5532, 0xFFF0000000000000
  %5647 = select i1 %5646, float 0.000000e+00, float %5645
  %5648 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 116), align 4
  %5649 = fmul float %5647, %5648
  %5650 = fadd float %5649, %5613
  %5651 = fsub float %5535, %5539
  %5652 = fmul float %5651, 0x3FF7154760000000
  %5653 = fcmp olt float %5652, -1.260000e+02
  %5654 = fcmp ogt float %5652, 1.270000e+02
  %5655 = select i1 %5653, float -1.260000e+02, float %5652
  %5656 = select i1 %5654, float 1.270000e+02, float %5655
  %5657 = fadd float %5656, 5.000000e-01
  %5658 = call float @llvm.floor.f32(float %5657)
  %5659 = fsub float %5656, %5658
  %5660 = fmul float 0x3EEFFCBFC0000000, %5659
  %5661 = fadd float %5660, 0x3F24309120000000
  %5662 = fmul float %5661, %5659
  %5663 = fadd float %5662, 0x3F55D87FE0000000
  %5664 = fmul float %5663, %5659
  %5665 = fadd float %5664, 0x3F83B2AB60000000
  %5666 = fmul float %5665, %5659
  %5667 = fadd float %5666, 0x3FAC6B08E0000000
  %5668 = fmul float %5667, %5659
  %5669 = fadd float %5668, 0x3FCEBFBE00000000
  %5670 = fmul float %5669, %5659
  %5671 = fadd float %5670, 0x3FE62E4300000000
  %5672 = fmul float %5671, %5659
  %5673 = fadd float %5672, 1.000000e+00
  %5674 = fptosi float %5658 to i32
  %5675 = add i32 %5674, 127
  %5676 = shl i32 %5675, 23
  %5677 = bitcast i32 %5676 to float
  %5678 = fmul float %5673, %5677
  %5679 = select i1 %5653, float 0.000000e+00, float %5678
  %5680 = select i1 %5654, float 0x7FF0000000000000, float %5679
  %5681 = fcmp uno float %5652, %5652
  %5682 = select i1 %5681, float %5652, float %5680
  %5683 = fcmp oeq float %5535, 0xFFF0000000000000
  %5684 = select i1 %5683, float 0.000000e+00, float %5682
  %5685 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 124), align 4
  %5686 = fmul float %5684, %5685
  %5687 = fadd float %5686, %5650
  %5688 = fsub float %24, %5539
  %5689 = fmul float %5688, 0x3FF7154760000000
  %5690 = fcmp olt float %5689, -1.260000e+02
  %5691 = fcmp ogt float %5689, 1.270000e+02
  %5692 = select i1 %5690, float -1.260000e+02, float %5689
  %5693 = select i1 %5691, float 1.270000e+02, float %5692
  %5694 = fadd float %5693, 5.000000e-01
  %5695 = call float @llvm.floor.f32(float %5694)
  %5696 = fsub float %5693, %5695
  %5697 = fmul float 0x3EEFFCBFC0000000, %5696
  %5698 = fadd float %5697, 0x3F24309120000000
  %5699 = fmul float %5698, %5696
  %5700 = fadd float %5699, 0x3F55D87FE0000000
  %5701 = fmul float %5700, %5696
  %5702 = fadd float %5701, 0x3F83B2AB60000000
  %5703 = fmul float %5702, %5696
  %5704 = fadd float %5703, 0x3FAC6B08E0000000
  %5705 = fmul float %5704, %5696
  %5706 = fadd float %5705, 0x3FCEBFBE00000000
  %5707 = fmul float %5706, %5696
  %5708 = fadd float %5707, 0x3FE62E4300000000
  %5709 = fmul float %5708, %5696
  %5710 = fadd float %5709, 1.000000e+00
  %5711 = fptosi float %5695 to i32
  %5712 = add i32 %5711, 127
  %5713 = shl i32 %5712, 23
  %5714 = bitcast i32 %5713 to float
  %5715 = fmul float %5710, %5714
  %5716 = select i1 %5690, float 0.000000e+00, float %5715
  %5717 = select i1 %5691, float 0x7FF0000000000000, float %5716
  %5718 = fcmp uno float %5689, %5689
  %5719 = select i1 %5718, float %5689, float %5717
  %5720 = fadd float %5687, %5719
  br i1 %234, label %then131, label %endif132

loop128:                                          ; preds = %body129, %then125
  %5721 = load i32, ptr %v127, align 4
  %5722 = icmp slt i32 %5721, %6
  br i1 %5722, label %body129, label %done130

body129:                                          ; preds = %loop128
  %5723 = load i32, ptr %v127, align 4
  %5724 = add i32 2048, %5723
  %5725 = sext i32 %5724 to i64
  %5726 = mul i64 %5725, 4
  %5727 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5726
  %5728 = load float, ptr addrspace(3) %5727, align 4
  %5729 = fmul float %5340, %5728
  %5730 = fadd float %5729, 0.000000e+00
  %5731 = add i32 2304, %5723
  %5732 = sext i32 %5731 to i64
  %5733 = mul i64 %5732, 4
  %5734 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5733
  %5735 = load float, ptr addrspace(3) %5734, align 4
  %5736 = fmul float %5377, %5735
  %5737 = fadd float %5736, %5730
  %5738 = add i32 2560, %5723
  %5739 = sext i32 %5738 to i64
  %5740 = mul i64 %5739, 4
  %5741 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5740
  %5742 = load float, ptr addrspace(3) %5741, align 4
  %5743 = fmul float %5414, %5742
  %5744 = fadd float %5743, %5737
  %5745 = add i32 2816, %5723
  %5746 = sext i32 %5745 to i64
  %5747 = mul i64 %5746, 4
  %5748 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5747
  %5749 = load float, ptr addrspace(3) %5748, align 4
  %5750 = fmul float %5451, %5749
  %5751 = fadd float %5750, %5744
  %5752 = add i32 %176, %5723
  %5753 = fdiv float %5751, %5487
  %5754 = sext i32 %5752 to i64
  %5755 = mul i64 %5754, 4
  %5756 = getelementptr i8, ptr addrspace(1) %0, i64 %5755
  store float %5753, ptr addrspace(1) %5756, align 4
  %5757 = load i32, ptr %v127, align 4
  %5758 = add i32 %5757, 128
  store i32 %5758, ptr %v127, align 4
  br label %loop128

done130:                                          ; preds = %loop128
  br label %endif126

then131:                                          ; preds = %endif126
  store i32 %11, ptr %v133, align 4
  br label %loop134

endif132:                                         ; preds = %done136, %endif126
  ret void

loop134:                                          ; preds = %body135, %then131
  %5759 = load i32, ptr %v133, align 4
  %5760 = icmp slt i32 %5759, %6
  br i1 %5760, label %body135, label %done136

body135:                                          ; preds = %loop134
  %5761 = load i32, ptr %v133, align 4
  %5762 = add i32 3072, %5761
  %5763 = sext i32 %5762 to i64
  %5764 = mul i64 %5763, 4
  %5765 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5764
  %5766 = load float, ptr addrspace(3) %5765, align 4
  %5767 = fmul float %5573, %5766
  %5768 = fadd float %5767, 0.000000e+00
  %5769 = add i32 3328, %5761
  %5770 = sext i32 %5769 to i64
  %5771 = mul i64 %5770, 4
  %5772 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5771
  %5773 = load float, ptr addrspace(3) %5772, align 4
  %5774 = fmul float %5610, %5773
  %5775 = fadd float %5774, %5768
  %5776 = add i32 3584, %5761
  %5777 = sext i32 %5776 to i64
  %5778 = mul i64 %5777, 4
  %5779 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5778
  %5780 = load float, ptr addrspace(3) %5779, align 4
  %5781 = fmul float %5647, %5780
  %5782 = fadd float %5781, %5775
  %5783 = add i32 3840, %5761
  %5784 = sext i32 %5783 to i64
  %5785 = mul i64 %5784, 4
  %5786 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5785
  %5787 = load float, ptr addrspace(3) %5786, align 4
  %5788 = fmul float %5684, %5787
  %5789 = fadd float %5788, %5782
  %5790 = add i32 %238, %5761
  %5791 = fdiv float %5789, %5720
  %5792 = sext i32 %5790 to i64
  %5793 = mul i64 %5792, 4
  %5794 = getelementptr i8, ptr addrspace(1) %0, i64 %5793
  store float %5791, ptr addrspace(1) %5794, align 4
  %5795 = load i32, ptr %v133, align 4
  %5796 = add i32 %5795, 128
  store i32 %5796, ptr %v133, align 4
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

!0 = !{ptr @strata_attn_prefill_ext_f32kv, !"kernel", i32 1}
!1 = !{ptr @strata_attn_prefill_ext_f32kv, !"maxntidx", i32 128}
