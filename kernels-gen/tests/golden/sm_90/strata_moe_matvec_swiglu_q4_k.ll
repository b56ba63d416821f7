; ModuleID = 'strata_moe_matvec_swiglu_q4_k'
source_filename = "strata_moe_matvec_swiglu_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_swiglu_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9) {
entry:
  %v46 = alloca i32, align 4
  %v37 = alloca i32, align 4
  %v36 = alloca i32, align 4
  %v35 = alloca i32, align 4
  %v34 = alloca i32, align 4
  %v33 = alloca i32, align 4
  %v32 = alloca i32, align 4
  %v31 = alloca i32, align 4
  %v30 = alloca i32, align 4
  %v29 = alloca i32, align 4
  %v28 = alloca i32, align 4
  %v27 = alloca i32, align 4
  %v26 = alloca i32, align 4
  %v25 = alloca i32, align 4
  %v24 = alloca i32, align 4
  %v23 = alloca i32, align 4
  %v22 = alloca i32, align 4
  %v21 = alloca i32, align 4
  %v20 = alloca i32, align 4
  %v19 = alloca i32, align 4
  %v18 = alloca i32, align 4
  %v17 = alloca i32, align 4
  %v16 = alloca i32, align 4
  %v15 = alloca i32, align 4
  %v14 = alloca i32, align 4
  %v13 = alloca i32, align 4
  %v12 = alloca i32, align 4
  %v11 = alloca i32, align 4
  %v10 = alloca i32, align 4
  %v9 = alloca i32, align 4
  %v8 = alloca i32, align 4
  %v7 = alloca i32, align 4
  %v6 = alloca i32, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v3 = alloca float, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = urem i32 %10, %8
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  br i1 %16, label %then, label %endif

then:                                             ; preds = %entry
  %17 = udiv i32 %10, %8
  %18 = mul i32 %17, %9
  %19 = add i32 %15, %18
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 8
  %22 = getelementptr i8, ptr addrspace(1) %1, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = sext i32 %10 to i64
  %26 = sext i32 %7 to i64
  %27 = mul i64 %25, %26
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr addrspace(1) %3, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %4, i64 %28
  %31 = mul i32 %10, %5
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = lshr i32 %32, 5
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = and i32 %34, 31
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = mul i32 %36, 16
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = and i32 %38, 31
  %40 = lshr i32 %39, 3
  %41 = and i32 %39, 7
  %42 = icmp eq i32 %41, 0
  store i32 %33, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif61, %then
  %43 = load i32, ptr %v, align 4
  %44 = icmp slt i32 %43, 4
  br i1 %44, label %body, label %done

body:                                             ; preds = %loop
  %45 = load i32, ptr %v, align 4
  %46 = udiv i32 %45, 1
  %47 = urem i32 %45, 1
  %48 = mul i32 %46, 4
  %49 = add i32 %37, %48
  %50 = icmp slt i32 %49, %5
  store float 0.000000e+00, ptr %v1, align 4
  %51 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %52 = and i32 %51, 31
  %53 = sext i32 %6 to i64
  %54 = udiv i64 %53, 256
  %55 = mul i64 %54, 144
  %56 = sub i32 %5, 1
  %57 = add i32 %49, 0
  %58 = icmp sgt i32 %57, %56
  %59 = select i1 %58, i32 %56, i32 %57
  %60 = sext i32 %59 to i64
  %61 = mul i64 %60, %55
  %62 = getelementptr i8, ptr addrspace(1) %24, i64 %61
  %63 = add i32 %49, 1
  %64 = icmp sgt i32 %63, %56
  %65 = select i1 %64, i32 %56, i32 %63
  %66 = sext i32 %65 to i64
  %67 = mul i64 %66, %55
  %68 = getelementptr i8, ptr addrspace(1) %24, i64 %67
  %69 = add i32 %49, 2
  %70 = icmp sgt i32 %69, %56
  %71 = select i1 %70, i32 %56, i32 %69
  %72 = sext i32 %71 to i64
  %73 = mul i64 %72, %55
  %74 = getelementptr i8, ptr addrspace(1) %24, i64 %73
  %75 = add i32 %49, 3
  %76 = icmp sgt i32 %75, %56
  %77 = select i1 %76, i32 %56, i32 %75
  %78 = sext i32 %77 to i64
  %79 = mul i64 %78, %55
  %80 = getelementptr i8, ptr addrspace(1) %24, i64 %79
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %81 = udiv i32 %6, 32
  %82 = mul i32 %47, 32
  %83 = add i32 %52, %82
  %84 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %85 = sext i32 %6 to i64
  %86 = sub i32 %81, 1
  %87 = icmp sgt i32 %83, %86
  %88 = select i1 %87, i32 %86, i32 %83
  %89 = lshr i32 %88, 3
  %90 = and i32 %88, 7
  %91 = sext i32 %89 to i64
  %92 = mul i64 %91, 144
  %93 = add i64 %92, 0
  %94 = getelementptr i8, ptr addrspace(1) %62, i64 %93
  %95 = getelementptr i8, ptr addrspace(1) %94, i64 0
  %96 = load <4 x i32>, ptr addrspace(1) %95, align 16
  %97 = extractelement <4 x i32> %96, i32 0
  %98 = extractelement <4 x i32> %96, i32 1
  %99 = extractelement <4 x i32> %96, i32 2
  %100 = extractelement <4 x i32> %96, i32 3
  %101 = sext i32 %90 to i64
  %102 = mul i64 %101, 16
  %103 = add i64 %102, 16
  %104 = add i64 %103, 0
  %105 = getelementptr i8, ptr addrspace(1) %94, i64 %104
  %106 = load <4 x i32>, ptr addrspace(1) %105, align 16
  %107 = extractelement <4 x i32> %106, i32 0
  %108 = extractelement <4 x i32> %106, i32 1
  %109 = extractelement <4 x i32> %106, i32 2
  %110 = extractelement <4 x i32> %106, i32 3
  store i32 %97, ptr %v6, align 4
  store i32 %98, ptr %v7, align 4
  store i32 %99, ptr %v8, align 4
  store i32 %100, ptr %v9, align 4
  store i32 %107, ptr %v10, align 4
  store i32 %108, ptr %v11, align 4
  store i32 %109, ptr %v12, align 4
  store i32 %110, ptr %v13, align 4
  %111 = lshr i32 %88, 3
  %112 = and i32 %88, 7
  %113 = sext i32 %111 to i64
  %114 = mul i64 %113, 144
  %115 = add i64 %114, 0
  %116 = getelementptr i8, ptr addrspace(1) %68, i64 %115
  %117 = getelementptr i8, ptr addrspace(1) %116, i64 0
  %118 = load <4 x i32>, ptr addrspace(1) %117, align 16
  %119 = extractelement <4 x i32> %118, i32 0
  %120 = extractelement <4 x i32> %118, i32 1
  %121 = extractelement <4 x i32> %118, i32 2
  %122 = extractelement <4 x i32> %118, i32 3
  %123 = sext i32 %112 to i64
  %124 = mul i64 %123, 16
  %125 = add i64 %124, 16
  %126 = add i64 %125, 0
  %127 = getelementptr i8, ptr addrspace(1) %116, i64 %126
  %128 = load <4 x i32>, ptr addrspace(1) %127, align 16
  %129 = extractelement <4 x i32> %128, i32 0
  %130 = extractelement <4 x i32> %128, i32 1
  %131 = extractelement <4 x i32> %128, i32 2
  %132 = extractelement <4 x i32> %128, i32 3
  store i32 %119, ptr %v14, align 4
  store i32 %120, ptr %v15, align 4
  store i32 %121, ptr %v16, align 4
  store i32 %122, ptr %v17, align 4
  store i32 %129, ptr %v18, align 4
  store i32 %130, ptr %v19, align 4
  store i32 %131, ptr %v20, align 4
  store i32 %132, ptr %v21, align 4
  %133 = lshr i32 %88, 3
  %134 = and i32 %88, 7
  %135 = sext i32 %133 to i64
  %136 = mul i64 %135, 144
  %137 = add i64 %136, 0
  %138 = getelementptr i8, ptr addrspace(1) %74, i64 %137
  %139 = getelementptr i8, ptr addrspace(1) %138, i64 0
  %140 = load <4 x i32>, ptr addrspace(1) %139, align 16
  %141 = extractelement <4 x i32> %140, i32 0
  %142 = extractelement <4 x i32> %140, i32 1
  %143 = extractelement <4 x i32> %140, i32 2
  %144 = extractelement <4 x i32> %140, i32 3
  %145 = sext i32 %134 to i64
  %146 = mul i64 %145, 16
  %147 = add i64 %146, 16
  %148 = add i64 %147, 0
  %149 = getelementptr i8, ptr addrspace(1) %138, i64 %148
  %150 = load <4 x i32>, ptr addrspace(1) %149, align 16
  %151 = extractelement <4 x i32> %150, i32 0
  %152 = extractelement <4 x i32> %150, i32 1
  %153 = extractelement <4 x i32> %150, i32 2
  %154 = extractelement <4 x i32> %150, i32 3
  store i32 %141, ptr %v22, align 4
  store i32 %142, ptr %v23, align 4
  store i32 %143, ptr %v24, align 4
  store i32 %144, ptr %v25, align 4
  store i32 %151, ptr %v26, align 4
  store i32 %152, ptr %v27, align 4
  store i32 %153, ptr %v28, align 4
  store i32 %154, ptr %v29, align 4
  %155 = lshr i32 %88, 3
  %156 = and i32 %88, 7
  %157 = sext i32 %155 to i64
  %158 = mul i64 %157, 144
  %159 = add i64 %158, 0
  %160 = getelementptr i8, ptr addrspace(1) %80, i64 %159
  %161 = getelementptr i8, ptr addrspace(1) %160, i64 0
  %162 = load <4 x i32>, ptr addrspace(1) %161, align 16
  %163 = extractelement <4 x i32> %162, i32 0
  %164 = extractelement <4 x i32> %162, i32 1
  %165 = extractelement <4 x i32> %162, i32 2
  %166 = extractelement <4 x i32> %162, i32 3
  %167 = sext i32 %156 to i64
  %168 = mul i64 %167, 16
  %169 = add i64 %168, 16
  %170 = add i64 %169, 0
  %171 = getelementptr i8, ptr addrspace(1) %160, i64 %170
  %172 = load <4 x i32>, ptr addrspace(1) %171, align 16
  %173 = extractelement <4 x i32> %172, i32 0
  %174 = extractelement <4 x i32> %172, i32 1
  %175 = extractelement <4 x i32> %172, i32 2
  %176 = extractelement <4 x i32> %172, i32 3
  store i32 %163, ptr %v30, align 4
  store i32 %164, ptr %v31, align 4
  store i32 %165, ptr %v32, align 4
  store i32 %166, ptr %v33, align 4
  store i32 %173, ptr %v34, align 4
  store i32 %174, ptr %v35, align 4
  store i32 %175, ptr %v36, align 4
  store i32 %176, ptr %v37, align 4
  %177 = add i32 %84, 0
  %178 = sext i32 %177 to i64
  %179 = mul i64 %178, 4
  %180 = add i64 0, %179
  %181 = icmp slt i64 %180, %85
  %182 = icmp slt i64 %179, 1024
  %183 = and i1 %181, %182
  %184 = select i1 %183, i64 %180, i64 0
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr addrspace(1) %29, i64 %185
  %187 = load <4 x float>, ptr addrspace(1) %186, align 16
  %188 = extractelement <4 x float> %187, i32 0
  %189 = extractelement <4 x float> %187, i32 1
  %190 = extractelement <4 x float> %187, i32 2
  %191 = extractelement <4 x float> %187, i32 3
  %192 = mul i64 %184, 4
  %193 = getelementptr i8, ptr addrspace(1) %30, i64 %192
  %194 = load <4 x float>, ptr addrspace(1) %193, align 16
  %195 = extractelement <4 x float> %194, i32 0
  %196 = extractelement <4 x float> %194, i32 1
  %197 = extractelement <4 x float> %194, i32 2
  %198 = extractelement <4 x float> %194, i32 3
  %199 = fneg float %188
  %200 = fmul float %199, 0x3FF7154760000000
  %201 = fcmp olt float %200, -1.260000e+02
  %202 = fcmp ogt float %200, 1.270000e+02
  %203 = select i1 %201, float -1.260000e+02, float %200
  %204 = select i1 %202, float 1.270000e+02, float %203
  %205 = fadd float %204, 5.000000e-01
  %206 = call float @llvm.floor.f32(float %205)
  %207 = fsub float %204, %206
  %208 = fmul float 0x3EEFFCBFC0000000, %207
  %209 = fadd float %208, 0x3F24309120000000
  %210 = fmul float %209, %207
  %211 = fadd float %210, 0x3F55D87FE0000000
  %212 = fmul float %211, %207
  %213 = fadd float %212, 0x3F83B2AB60000000
  %214 = fmul float %213, %207
  %215 = fadd float %214, 0x3FAC6B08E0000000
  %216 = fmul float %215, %207
  %217 = fadd float %216, 0x3FCEBFBE00000000
  %218 = fmul float %217, %207
  %219 = fadd float %218, 0x3FE62E4300000000
  %220 = fmul float %219, %207
  %221 = fadd float %220, 1.000000e+00
  %222 = fptosi float %206 to i32
  %223 = add i32 %222, 127
  %224 = shl i32 %223, 23
  %225 = bitcast i32 %224 to float
  %226 = fmul float %221, %225
  %227 = select i1 %201, float 0.000000e+00, float %226
  %228 = select i1 %202, float 0x7FF0000000000000, float %227
  %229 = fcmp uno float %200, %200
  %230 = select i1 %229, float %200, float %228
  %231 = fadd float 1.000000e+00, %230
  %232 = fdiv float %188, %231
  %233 = fmul float %232, %195
  %234 = fneg float %189
  %235 = fmul float %234, 0x3FF7154760000000
  %236 = fcmp olt float %235, -1.260000e+02
  %237 = fcmp ogt float %235, 1.270000e+02
  %238 = select i1 %236, float -1.260000e+02, float %235
  %239 = select i1 %237, float 1.270000e+02, float %238
  %240 = fadd float %239, 5.000000e-01
  %241 = call float @llvm.floor.f32(float %240)
  %242 = fsub float %239, %241
  %243 = fmul float 0x3EEFFCBFC0000000, %242
  %244 = fadd float %243, 0x3F24309120000000
  %245 = fmul float %244, %242
  %246 = fadd float %245, 0x3F55D87FE0000000
  %247 = fmul float %246, %242
  %248 = fadd float %247, 0x3F83B2AB60000000
  %249 = fmul float %248, %242
  %250 = fadd float %249, 0x3FAC6B08E0000000
  %251 = fmul float %250, %242
  %252 = fadd float %251, 0x3FCEBFBE00000000
  %253 = fmul float %252, %242
  %254 = fadd float %253, 0x3FE62E4300000000
  %255 = fmul float %254, %242
  %256 = fadd float %255, 1.000000e+00
  %257 = fptosi float %241 to i32
  %258 = add i32 %257, 127
  %259 = shl i32 %258, 23
  %260 = bitcast i32 %259 to float
  %261 = fmul float %256, %260
  %262 = select i1 %236, float 0.000000e+00, float %261
  %263 = select i1 %237, float 0x7FF0000000000000, float %262
  %264 = fcmp uno float %235, %235
  %265 = select i1 %264, float %235, float %263
  %266 = fadd float 1.000000e+00, %265
  %267 = fdiv float %189, %266
  %268 = fmul float %267, %196
  %269 = fneg float %190
  %270 = fmul float %269, 0x3FF7154760000000
  %271 = fcmp olt float %270, -1.260000e+02
  %272 = fcmp ogt float %270, 1.270000e+02
  %273 = select i1 %271, float -1.260000e+02, float %270
  %274 = select i1 %272, float 1.270000e+02, float %273
  %275 = fadd float %274, 5.000000e-01
  %276 = call float @llvm.floor.f32(float %275)
  %277 = fsub float %274, %276
  %278 = fmul float 0x3EEFFCBFC0000000, %277
  %279 = fadd float %278, 0x3F24309120000000
  %280 = fmul float %279, %277
  %281 = fadd float %280, 0x3F55D87FE0000000
  %282 = fmul float %281, %277
  %283 = fadd float %282, 0x3F83B2AB60000000
  %284 = fmul float %283, %277
  %285 = fadd float %284, 0x3FAC6B08E0000000
  %286 = fmul float %285, %277
  %287 = fadd float %286, 0x3FCEBFBE00000000
  %288 = fmul float %287, %277
  %289 = fadd float %288, 0x3FE62E4300000000
  %290 = fmul float %289, %277
  %291 = fadd float %290, 1.000000e+00
  %292 = fptosi float %276 to i32
  %293 = add i32 %292, 127
  %294 = shl i32 %293, 23
  %295 = bitcast i32 %294 to float
  %296 = fmul float %291, %295
  %297 = select i1 %271, float 0.000000e+00, float %296
  %298 = select i1 %272, float 0x7FF0000000000000, float %297
  %299 = fcmp uno float %270, %270
  %300 = select i1 %299, float %270, float %298
  %301 = fadd float 1.000000e+00, %300
  %302 = fdiv float %190, %301
  %303 = fmul float %302, %197
  %304 = fneg float %191
  %305 = fmul float %304, 0x3FF7154760000000
  %306 = fcmp olt float %305, -1.260000e+02
  %307 = fcmp ogt float %305, 1.270000e+02
  %308 = select i1 %306, float -1.260000e+02, float %305
  %309 = select i1 %307, float 1.270000e+02, float %308
  %310 = fadd float %309, 5.000000e-01
  %311 = call float @llvm.floor.f32(float %310)
  %312 = fsub float %309, %311
  %313 = fmul float 0x3EEFFCBFC0000000, %312
  %314 = fadd float %313, 0x3F24309120000000
  %315 = fmul float %314, %312
  %316 = fadd float %315, 0x3F55D87FE0000000
  %317 = fmul float %316, %312
  %318 = fadd float %317, 0x3F83B2AB60000000
  %319 = fmul float %318, %312
  %320 = fadd float %319, 0x3FAC6B08E0000000
  %321 = fmul float %320, %312
  %322 = fadd float %321, 0x3FCEBFBE00000000
  %323 = fmul float %322, %312
  %324 = fadd float %323, 0x3FE62E4300000000
  %325 = fmul float %324, %312
  %326 = fadd float %325, 1.000000e+00
  %327 = fptosi float %311 to i32
  %328 = add i32 %327, 127
  %329 = shl i32 %328, 23
  %330 = bitcast i32 %329 to float
  %331 = fmul float %326, %330
  %332 = select i1 %306, float 0.000000e+00, float %331
  %333 = select i1 %307, float 0x7FF0000000000000, float %332
  %334 = fcmp uno float %305, %305
  %335 = select i1 %334, float %305, float %333
  %336 = fadd float 1.000000e+00, %335
  %337 = fdiv float %191, %336
  %338 = fmul float %337, %198
  %339 = add i32 %84, 128
  %340 = sext i32 %339 to i64
  %341 = mul i64 %340, 4
  %342 = add i64 0, %341
  %343 = icmp slt i64 %342, %85
  %344 = icmp slt i64 %341, 1024
  %345 = and i1 %343, %344
  %346 = select i1 %345, i64 %342, i64 0
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(1) %29, i64 %347
  %349 = load <4 x float>, ptr addrspace(1) %348, align 16
  %350 = extractelement <4 x float> %349, i32 0
  %351 = extractelement <4 x float> %349, i32 1
  %352 = extractelement <4 x float> %349, i32 2
  %353 = extractelement <4 x float> %349, i32 3
  %354 = mul i64 %346, 4
  %355 = getelementptr i8, ptr addrspace(1) %30, i64 %354
  %356 = load <4 x float>, ptr addrspace(1) %355, align 16
  %357 = extractelement <4 x float> %356, i32 0
  %358 = extractelement <4 x float> %356, i32 1
  %359 = extractelement <4 x float> %356, i32 2
  %360 = extractelement <4 x float> %356, i32 3
  %361 = fneg float %350
  %362 = fmul float %361, 0x3FF7154760000000
  %363 = fcmp olt float %362, -1.260000e+02
  %364 = fcmp ogt float %362, 1.270000e+02
  %365 = select i1 %363, float -1.260000e+02, float %362
  %366 = select i1 %364, float 1.270000e+02, float %365
  %367 = fadd float %366, 5.000000e-01
  %368 = call float @llvm.floor.f32(float %367)
  %369 = fsub float %366, %368
  %370 = fmul float 0x3EEFFCBFC0000000, %369
  %371 = fadd float %370, 0x3F24309120000000
  %372 = fmul float %371, %369
  %373 = fadd float %372, 0x3F55D87FE0000000
  %374 = fmul float %373, %369
  %375 = fadd float %374, 0x3F83B2AB60000000
  %376 = fmul float %375, %369
  %377 = fadd float %376, 0x3FAC6B08E0000000
  %378 = fmul float %377, %369
  %379 = fadd float %378, 0x3FCEBFBE00000000
  %380 = fmul float %379, %369
  %381 = fadd float %380, 0x3FE62E4300000000
  %382 = fmul float %381, %369
  %383 = fadd float %382, 1.000000e+00
  %384 = fptosi float %368 to i32
  %385 = add i32 %384, 127
  %386 = shl i32 %385, 23
  %387 = bitcast i32 %386 to float
  %388 = fmul float %383, %387
  %389 = select i1 %363, float 0.000000e+00, float %388
  %390 = select i1 %364, float 0x7FF0000000000000, float %389
  %391 = fcmp uno float %362, %362
  %392 = select i1 %391, float %362, float %390
  %393 = fadd float 1.000000e+00, %392
  %394 = fdiv float %350, %393
  %395 = fmul float %394, %357
  %396 = fneg float %351
  %397 = fmul float %396, 0x3FF7154760000000
  %398 = fcmp olt float %397, -1.260000e+02
  %399 = fcmp ogt float %397, 1.270000e+02
  %400 = select i1 %398, float -1.260000e+02, float %397
  %401 = select i1 %399, float 1.270000e+02, float %400
  %402 = fadd float %401, 5.000000e-01
  %403 = call float @llvm.floor.f32(float %402)
  %404 = fsub float %401, %403
  %405 = fmul float 0x3EEFFCBFC0000000, %404
  %406 = fadd float %405, 0x3F24309120000000
  %407 = fmul float %406, %404
  %408 = fadd float %407, 0x3F55D87FE0000000
  %409 = fmul float %408, %404
  %410 = fadd float %409, 0x3F83B2AB60000000
  %411 = fmul float %410, %404
  %412 = fadd float %411, 0x3FAC6B08E0000000
  %413 = fmul float %412, %404
  %414 = fadd float %413, 0x3FCEBFBE00000000
  %415 = fmul float %414, %404
  %416 = fadd float %415, 0x3FE62E4300000000
  %417 = fmul float %416, %404
  %418 = fadd float %417, 1.000000e+00
  %419 = fptosi float %403 to i32
  %420 = add i32 %419, 127
  %421 = shl i32 %420, 23
  %422 = bitcast i32 %421 to float
  %423 = fmul float %418, %422
  %424 = select i1 %398, float 0.000000e+00, float %423
  %425 = select i1 %399, float 0x7FF0000000000000, float %424
  %426 = fcmp uno float %397, %397
  %427 = select i1 %426, float %397, float %425
  %428 = fadd float 1.000000e+00, %427
  %429 = fdiv float %351, %428
  %430 = fmul float %429, %358
  %431 = fneg float %352
  %432 = fmul float %431, 0x3FF7154760000000
  %433 = fcmp olt float %432, -1.260000e+02
  %434 = fcmp ogt float %432, 1.270000e+02
  %435 = select i1 %433, float -1.260000e+02, float %432
  %436 = select i1 %434, float 1.270000e+02, float %435
  %437 = fadd float %436, 5.000000e-01
  %438 = call float @llvm.floor.f32(float %437)
  %439 = fsub float %436, %438
  %440 = fmul float 0x3EEFFCBFC0000000, %439
  %441 = fadd float %440, 0x3F24309120000000
  %442 = fmul float %441, %439
  %443 = fadd float %442, 0x3F55D87FE0000000
  %444 = fmul float %443, %439
  %445 = fadd float %444, 0x3F83B2AB60000000
  %446 = fmul float %445, %439
  %447 = fadd float %446, 0x3FAC6B08E0000000
  %448 = fmul float %447, %439
  %449 = fadd float %448, 0x3FCEBFBE00000000
  %450 = fmul float %449, %439
  %451 = fadd float %450, 0x3FE62E4300000000
  %452 = fmul float %451, %439
  %453 = fadd float %452, 1.000000e+00
  %454 = fptosi float %438 to i32
  %455 = add i32 %454, 127
  %456 = shl i32 %455, 23
  %457 = bitcast i32 %456 to float
  %458 = fmul float %453, %457
  %459 = select i1 %433, float 0.000000e+00, float %458
  %460 = select i1 %434, float 0x7FF0000000000000, float %459
  %461 = fcmp uno float %432, %432
  %462 = select i1 %461, float %432, float %460
  %463 = fadd float 1.000000e+00, %462
  %464 = fdiv float %352, %463
  %465 = fmul float %464, %359
  %466 = fneg float %353
  %467 = fmul float %466, 0x3FF7154760000000
  %468 = fcmp olt float %467, -1.260000e+02
  %469 = fcmp ogt float %467, 1.270000e+02
  %470 = select i1 %468, float -1.260000e+02, float %467
  %471 = select i1 %469, float 1.270000e+02, float %470
  %472 = fadd float %471, 5.000000e-01
  %473 = call float @llvm.floor.f32(float %472)
  %474 = fsub float %471, %473
  %475 = fmul float 0x3EEFFCBFC0000000, %474
  %476 = fadd float %475, 0x3F24309120000000
  %477 = fmul float %476, %474
  %478 = fadd float %477, 0x3F55D87FE0000000
  %479 = fmul float %478, %474
  %480 = fadd float %479, 0x3F83B2AB60000000
  %481 = fmul float %480, %474
  %482 = fadd float %481, 0x3FAC6B08E0000000
  %483 = fmul float %482, %474
  %484 = fadd float %483, 0x3FCEBFBE00000000
  %485 = fmul float %484, %474
  %486 = fadd float %485, 0x3FE62E4300000000
  %487 = fmul float %486, %474
  %488 = fadd float %487, 1.000000e+00
  %489 = fptosi float %473 to i32
  %490 = add i32 %489, 127
  %491 = shl i32 %490, 23
  %492 = bitcast i32 %491 to float
  %493 = fmul float %488, %492
  %494 = select i1 %468, float 0.000000e+00, float %493
  %495 = select i1 %469, float 0x7FF0000000000000, float %494
  %496 = fcmp uno float %467, %467
  %497 = select i1 %496, float %467, float %495
  %498 = fadd float 1.000000e+00, %497
  %499 = fdiv float %353, %498
  %500 = fmul float %499, %360
  %501 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %502 = bitcast float %233 to i32
  %503 = and i32 %502, 2147483647
  %504 = bitcast float %268 to i32
  %505 = and i32 %504, 2147483647
  %506 = bitcast float %303 to i32
  %507 = and i32 %506, 2147483647
  %508 = bitcast float %338 to i32
  %509 = and i32 %508, 2147483647
  %510 = icmp ugt i32 %503, %505
  %511 = select i1 %510, i32 %503, i32 %505
  %512 = icmp ugt i32 %507, %509
  %513 = select i1 %512, i32 %507, i32 %509
  %514 = icmp ugt i32 %511, %513
  %515 = select i1 %514, i32 %511, i32 %513
  %516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %515, i32 1, i32 31)
  %517 = icmp ugt i32 %515, %516
  %518 = select i1 %517, i32 %515, i32 %516
  %519 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 2, i32 31)
  %520 = icmp ugt i32 %518, %519
  %521 = select i1 %520, i32 %518, i32 %519
  %522 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %521, i32 4, i32 31)
  %523 = icmp ugt i32 %521, %522
  %524 = select i1 %523, i32 %521, i32 %522
  %525 = and i32 %524, 2147483647
  %526 = icmp ult i32 %525, 2139095040
  %527 = bitcast i32 %524 to float
  %528 = fdiv float 1.270000e+02, %527
  %529 = bitcast float %528 to i32
  %530 = and i32 %529, 2147483647
  %531 = icmp ult i32 %530, 2139095040
  %532 = select i1 %531, float %528, float 0.000000e+00
  %533 = fmul float %233, %532
  %534 = fadd float %533, 0x4168000000000000
  %535 = bitcast float %534 to i32
  %536 = fmul float %268, %532
  %537 = fadd float %536, 0x4168000000000000
  %538 = bitcast float %537 to i32
  %539 = fmul float %303, %532
  %540 = fadd float %539, 0x4168000000000000
  %541 = bitcast float %540 to i32
  %542 = fmul float %338, %532
  %543 = fadd float %542, 0x4168000000000000
  %544 = bitcast float %543 to i32
  %545 = bitcast i32 %535 to <4 x i8>
  %546 = bitcast i32 %538 to <4 x i8>
  %547 = shufflevector <4 x i8> %545, <4 x i8> %546, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %548 = bitcast <4 x i8> %547 to i32
  %549 = bitcast i32 %541 to <4 x i8>
  %550 = bitcast i32 %544 to <4 x i8>
  %551 = shufflevector <4 x i8> %549, <4 x i8> %550, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %552 = bitcast <4 x i8> %551 to i32
  %553 = bitcast i32 %548 to <4 x i8>
  %554 = bitcast i32 %552 to <4 x i8>
  %555 = shufflevector <4 x i8> %553, <4 x i8> %554, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %556 = bitcast <4 x i8> %555 to i32
  %557 = add i32 %501, 0
  %558 = sext i32 %557 to i64
  %559 = mul i64 %558, 4
  %560 = icmp slt i64 %559, 1024
  br i1 %560, label %then38, label %endif39

done:                                             ; preds = %loop
  br label %endif

then38:                                           ; preds = %body
  %561 = lshr i64 %559, 2
  %562 = mul i64 %561, 4
  %563 = getelementptr i8, ptr addrspace(3) @lds1, i64 %562
  store i32 %556, ptr addrspace(3) %563, align 4
  %564 = and i64 %559, 31
  %565 = icmp eq i64 %564, 0
  br i1 %565, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body
  %566 = bitcast float %395 to i32
  %567 = and i32 %566, 2147483647
  %568 = bitcast float %430 to i32
  %569 = and i32 %568, 2147483647
  %570 = bitcast float %465 to i32
  %571 = and i32 %570, 2147483647
  %572 = bitcast float %500 to i32
  %573 = and i32 %572, 2147483647
  %574 = icmp ugt i32 %567, %569
  %575 = select i1 %574, i32 %567, i32 %569
  %576 = icmp ugt i32 %571, %573
  %577 = select i1 %576, i32 %571, i32 %573
  %578 = icmp ugt i32 %575, %577
  %579 = select i1 %578, i32 %575, i32 %577
  %580 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %579, i32 1, i32 31)
  %581 = icmp ugt i32 %579, %580
  %582 = select i1 %581, i32 %579, i32 %580
  %583 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %582, i32 2, i32 31)
  %584 = icmp ugt i32 %582, %583
  %585 = select i1 %584, i32 %582, i32 %583
  %586 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %585, i32 4, i32 31)
  %587 = icmp ugt i32 %585, %586
  %588 = select i1 %587, i32 %585, i32 %586
  %589 = and i32 %588, 2147483647
  %590 = icmp ult i32 %589, 2139095040
  %591 = bitcast i32 %588 to float
  %592 = fdiv float 1.270000e+02, %591
  %593 = bitcast float %592 to i32
  %594 = and i32 %593, 2147483647
  %595 = icmp ult i32 %594, 2139095040
  %596 = select i1 %595, float %592, float 0.000000e+00
  %597 = fmul float %395, %596
  %598 = fadd float %597, 0x4168000000000000
  %599 = bitcast float %598 to i32
  %600 = fmul float %430, %596
  %601 = fadd float %600, 0x4168000000000000
  %602 = bitcast float %601 to i32
  %603 = fmul float %465, %596
  %604 = fadd float %603, 0x4168000000000000
  %605 = bitcast float %604 to i32
  %606 = fmul float %500, %596
  %607 = fadd float %606, 0x4168000000000000
  %608 = bitcast float %607 to i32
  %609 = bitcast i32 %599 to <4 x i8>
  %610 = bitcast i32 %602 to <4 x i8>
  %611 = shufflevector <4 x i8> %609, <4 x i8> %610, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %612 = bitcast <4 x i8> %611 to i32
  %613 = bitcast i32 %605 to <4 x i8>
  %614 = bitcast i32 %608 to <4 x i8>
  %615 = shufflevector <4 x i8> %613, <4 x i8> %614, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %616 = bitcast <4 x i8> %615 to i32
  %617 = bitcast i32 %612 to <4 x i8>
  %618 = bitcast i32 %616 to <4 x i8>
  %619 = shufflevector <4 x i8> %617, <4 x i8> %618, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %620 = bitcast <4 x i8> %619 to i32
  %621 = add i32 %501, 128
  %622 = sext i32 %621 to i64
  %623 = mul i64 %622, 4
  %624 = icmp slt i64 %623, 1024
  br i1 %624, label %then42, label %endif43

then40:                                           ; preds = %then38
  %625 = fmul float %527, 0x3F80204080000000
  %626 = select i1 %526, float %625, float 0x7FF8000000000000
  %627 = lshr i64 %559, 5
  %628 = mul i64 %627, 4
  %629 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %628
  store float %626, ptr addrspace(3) %629, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %630 = lshr i64 %623, 2
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(3) @lds1, i64 %631
  store i32 %620, ptr addrspace(3) %632, align 4
  %633 = and i64 %623, 31
  %634 = icmp eq i64 %633, 0
  br i1 %634, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %635 = add i32 %81, 31
  %636 = udiv i32 %635, 32
  store i32 0, ptr %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %637 = fmul float %591, 0x3F80204080000000
  %638 = select i1 %590, float %637, float 0x7FF8000000000000
  %639 = lshr i64 %623, 5
  %640 = mul i64 %639, 4
  %641 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %640
  store float %638, ptr addrspace(3) %641, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %642 = load i32, ptr %v46, align 4
  %643 = icmp slt i32 %642, %636
  br i1 %643, label %body48, label %done49

body48:                                           ; preds = %loop47
  %644 = load i32, ptr %v46, align 4
  %645 = add i32 %644, 1
  %646 = sext i32 %645 to i64
  %647 = mul i64 %646, 1024
  %648 = add i32 %84, 0
  %649 = sext i32 %648 to i64
  %650 = mul i64 %649, 4
  %651 = add i64 %647, %650
  %652 = icmp slt i64 %651, %85
  %653 = icmp slt i64 %650, 1024
  %654 = and i1 %652, %653
  %655 = select i1 %654, i64 %651, i64 0
  %656 = mul i64 %655, 4
  %657 = getelementptr i8, ptr addrspace(1) %29, i64 %656
  %658 = load <4 x float>, ptr addrspace(1) %657, align 16
  %659 = extractelement <4 x float> %658, i32 0
  %660 = extractelement <4 x float> %658, i32 1
  %661 = extractelement <4 x float> %658, i32 2
  %662 = extractelement <4 x float> %658, i32 3
  %663 = mul i64 %655, 4
  %664 = getelementptr i8, ptr addrspace(1) %30, i64 %663
  %665 = load <4 x float>, ptr addrspace(1) %664, align 16
  %666 = extractelement <4 x float> %665, i32 0
  %667 = extractelement <4 x float> %665, i32 1
  %668 = extractelement <4 x float> %665, i32 2
  %669 = extractelement <4 x float> %665, i32 3
  %670 = fneg float %659
  %671 = fmul float %670, 0x3FF7154760000000
  %672 = fcmp olt float %671, -1.260000e+02
  %673 = fcmp ogt float %671, 1.270000e+02
  %674 = select i1 %672, float -1.260000e+02, float %671
  %675 = select i1 %673, float 1.270000e+02, float %674
  %676 = fadd float %675, 5.000000e-01
  %677 = call float @llvm.floor.f32(float %676)
  %678 = fsub float %675, %677
  %679 = fmul float 0x3EEFFCBFC0000000, %678
  %680 = fadd float %679, 0x3F24309120000000
  %681 = fmul float %680, %678
  %682 = fadd float %681, 0x3F55D87FE0000000
  %683 = fmul float %682, %678
  %684 = fadd float %683, 0x3F83B2AB60000000
  %685 = fmul float %684, %678
  %686 = fadd float %685, 0x3FAC6B08E0000000
  %687 = fmul float %686, %678
  %688 = fadd float %687, 0x3FCEBFBE00000000
  %689 = fmul float %688, %678
  %690 = fadd float %689, 0x3FE62E4300000000
  %691 = fmul float %690, %678
  %692 = fadd float %691, 1.000000e+00
  %693 = fptosi float %677 to i32
  %694 = add i32 %693, 127
  %695 = shl i32 %694, 23
  %696 = bitcast i32 %695 to float
  %697 = fmul float %692, %696
  %698 = select i1 %672, float 0.000000e+00, float %697
  %699 = select i1 %673, float 0x7FF0000000000000, float %698
  %700 = fcmp uno float %671, %671
  %701 = select i1 %700, float %671, float %699
  %702 = fadd float 1.000000e+00, %701
  %703 = fdiv float %659, %702
  %704 = fmul float %703, %666
  %705 = fneg float %660
  %706 = fmul float %705, 0x3FF7154760000000
  %707 = fcmp olt float %706, -1.260000e+02
  %708 = fcmp ogt float %706, 1.270000e+02
  %709 = select i1 %707, float -1.260000e+02, float %706
  %710 = select i1 %708, float 1.270000e+02, float %709
  %711 = fadd float %710, 5.000000e-01
  %712 = call float @llvm.floor.f32(float %711)
  %713 = fsub float %710, %712
  %714 = fmul float 0x3EEFFCBFC0000000, %713
  %715 = fadd float %714, 0x3F24309120000000
  %716 = fmul float %715, %713
  %717 = fadd float %716, 0x3F55D87FE0000000
  %718 = fmul float %717, %713
  %719 = fadd float %718, 0x3F83B2AB60000000
  %720 = fmul float %719, %713
  %721 = fadd float %720, 0x3FAC6B08E0000000
  %722 = fmul float %721, %713
  %723 = fadd float %722, 0x3FCEBFBE00000000
  %724 = fmul float %723, %713
  %725 = fadd float %724, 0x3FE62E4300000000
  %726 = fmul float %725, %713
  %727 = fadd float %726, 1.000000e+00
  %728 = fptosi float %712 to i32
  %729 = add i32 %728, 127
  %730 = shl i32 %729, 23
  %731 = bitcast i32 %730 to float
  %732 = fmul float %727, %731
  %733 = select i1 %707, float 0.000000e+00, float %732
  %734 = select i1 %708, float 0x7FF0000000000000, float %733
  %735 = fcmp uno float %706, %706
  %736 = select i1 %735, float %706, float %734
  %737 = fadd float 1.000000e+00, %736
  %738 = fdiv float %660, %737
  %739 = fmul float %738, %667
  %740 = fneg float %661
  %741 = fmul float %740, 0x3FF7154760000000
  %742 = fcmp olt float %741, -1.260000e+02
  %743 = fcmp ogt float %741, 1.270000e+02
  %744 = select i1 %742, float -1.260000e+02, float %741
  %745 = select i1 %743, float 1.270000e+02, float %744
  %746 = fadd float %745, 5.000000e-01
  %747 = call float @llvm.floor.f32(float %746)
  %748 = fsub float %745, %747
  %749 = fmul float 0x3EEFFCBFC0000000, %748
  %750 = fadd float %749, 0x3F24309120000000
  %751 = fmul float %750, %748
  %752 = fadd float %751, 0x3F55D87FE0000000
  %753 = fmul float %752, %748
  %754 = fadd float %753, 0x3F83B2AB60000000
  %755 = fmul float %754, %748
  %756 = fadd float %755, 0x3FAC6B08E0000000
  %757 = fmul float %756, %748
  %758 = fadd float %757, 0x3FCEBFBE00000000
  %759 = fmul float %758, %748
  %760 = fadd float %759, 0x3FE62E4300000000
  %761 = fmul float %760, %748
  %762 = fadd float %761, 1.000000e+00
  %763 = fptosi float %747 to i32
  %764 = add i32 %763, 127
  %765 = shl i32 %764, 23
  %766 = bitcast i32 %765 to float
  %767 = fmul float %762, %766
  %768 = select i1 %742, float 0.000000e+00, float %767
  %769 = select i1 %743, float 0x7FF0000000000000, float %768
  %770 = fcmp uno float %741, %741
  %771 = select i1 %770, float %741, float %769
  %772 = fadd float 1.000000e+00, %771
  %773 = fdiv float %661, %772
  %774 = fmul float %773, %668
  %775 = fneg float %662
  %776 = fmul float %775, 0x3FF7154760000000
  %777 = fcmp olt float %776, -1.260000e+02
  %778 = fcmp ogt float %776, 1.270000e+02
  %779 = select i1 %777, float -1.260000e+02, float %776
  %780 = select i1 %778, float 1.270000e+02, float %779
  %781 = fadd float %780, 5.000000e-01
  %782 = call float @llvm.floor.f32(float %781)
  %783 = fsub float %780, %782
  %784 = fmul float 0x3EEFFCBFC0000000, %783
  %785 = fadd float %784, 0x3F24309120000000
  %786 = fmul float %785, %783
  %787 = fadd float %786, 0x3F55D87FE0000000
  %788 = fmul float %787, %783
  %789 = fadd float %788, 0x3F83B2AB60000000
  %790 = fmul float %789, %783
  %791 = fadd float %790, 0x3FAC6B08E0000000
  %792 = fmul float %791, %783
  %793 = fadd float %792, 0x3FCEBFBE00000000
  %794 = fmul float %793, %783
  %795 = fadd float %794, 0x3FE62E4300000000
  %796 = fmul float %795, %783
  %797 = fadd float %796, 1.000000e+00
  %798 = fptosi float %782 to i32
  %799 = add i32 %798, 127
  %800 = shl i32 %799, 23
  %801 = bitcast i32 %800 to float
  %802 = fmul float %797, %801
  %803 = select i1 %777, float 0.000000e+00, float %802
  %804 = select i1 %778, float 0x7FF0000000000000, float %803
  %805 = fcmp uno float %776, %776
  %806 = select i1 %805, float %776, float %804
  %807 = fadd float 1.000000e+00, %806
  %808 = fdiv float %662, %807
  %809 = fmul float %808, %669
  %810 = add i32 %84, 128
  %811 = sext i32 %810 to i64
  %812 = mul i64 %811, 4
  %813 = add i64 %647, %812
  %814 = icmp slt i64 %813, %85
  %815 = icmp slt i64 %812, 1024
  %816 = and i1 %814, %815
  %817 = select i1 %816, i64 %813, i64 0
  %818 = mul i64 %817, 4
  %819 = getelementptr i8, ptr addrspace(1) %29, i64 %818
  %820 = load <4 x float>, ptr addrspace(1) %819, align 16
  %821 = extractelement <4 x float> %820, i32 0
  %822 = extractelement <4 x float> %820, i32 1
  %823 = extractelement <4 x float> %820, i32 2
  %824 = extractelement <4 x float> %820, i32 3
  %825 = mul i64 %817, 4
  %826 = getelementptr i8, ptr addrspace(1) %30, i64 %825
  %827 = load <4 x float>, ptr addrspace(1) %826, align 16
  %828 = extractelement <4 x float> %827, i32 0
  %829 = extractelement <4 x float> %827, i32 1
  %830 = extractelement <4 x float> %827, i32 2
  %831 = extractelement <4 x float> %827, i32 3
  %832 = fneg float %821
  %833 = fmul float %832, 0x3FF7154760000000
  %834 = fcmp olt float %833, -1.260000e+02
  %835 = fcmp ogt float %833, 1.270000e+02
  %836 = select i1 %834, float -1.260000e+02, float %833
  %837 = select i1 %835, float 1.270000e+02, float %836
  %838 = fadd float %837, 5.000000e-01
  %839 = call float @llvm.floor.f32(float %838)
  %840 = fsub float %837, %839
  %841 = fmul float 0x3EEFFCBFC0000000, %840
  %842 = fadd float %841, 0x3F24309120000000
  %843 = fmul float %842, %840
  %844 = fadd float %843, 0x3F55D87FE0000000
  %845 = fmul float %844, %840
  %846 = fadd float %845, 0x3F83B2AB60000000
  %847 = fmul float %846, %840
  %848 = fadd float %847, 0x3FAC6B08E0000000
  %849 = fmul float %848, %840
  %850 = fadd float %849, 0x3FCEBFBE00000000
  %851 = fmul float %850, %840
  %852 = fadd float %851, 0x3FE62E4300000000
  %853 = fmul float %852, %840
  %854 = fadd float %853, 1.000000e+00
  %855 = fptosi float %839 to i32
  %856 = add i32 %855, 127
  %857 = shl i32 %856, 23
  %858 = bitcast i32 %857 to float
  %859 = fmul float %854, %858
  %860 = select i1 %834, float 0.000000e+00, float %859
  %861 = select i1 %835, float 0x7FF0000000000000, float %860
  %862 = fcmp uno float %833, %833
  %863 = select i1 %862, float %833, float %861
  %864 = fadd float 1.000000e+00, %863
  %865 = fdiv float %821, %864
  %866 = fmul float %865, %828
  %867 = fneg float %822
  %868 = fmul float %867, 0x3FF7154760000000
  %869 = fcmp olt float %868, -1.260000e+02
  %870 = fcmp ogt float %868, 1.270000e+02
  %871 = select i1 %869, float -1.260000e+02, float %868
  %872 = select i1 %870, float 1.270000e+02, float %871
  %873 = fadd float %872, 5.000000e-01
  %874 = call float @llvm.floor.f32(float %873)
  %875 = fsub float %872, %874
  %876 = fmul float 0x3EEFFCBFC0000000, %875
  %877 = fadd float %876, 0x3F24309120000000
  %878 = fmul float %877, %875
  %879 = fadd float %878, 0x3F55D87FE0000000
  %880 = fmul float %879, %875
  %881 = fadd float %880, 0x3F83B2AB60000000
  %882 = fmul float %881, %875
  %883 = fadd float %882, 0x3FAC6B08E0000000
  %884 = fmul float %883, %875
  %885 = fadd float %884, 0x3FCEBFBE00000000
  %886 = fmul float %885, %875
  %887 = fadd float %886, 0x3FE62E4300000000
  %888 = fmul float %887, %875
  %889 = fadd float %888, 1.000000e+00
  %890 = fptosi float %874 to i32
  %891 = add i32 %890, 127
  %892 = shl i32 %891, 23
  %893 = bitcast i32 %892 to float
  %894 = fmul float %889, %893
  %895 = select i1 %869, float 0.000000e+00, float %894
  %896 = select i1 %870, float 0x7FF0000000000000, float %895
  %897 = fcmp uno float %868, %868
  %898 = select i1 %897, float %868, float %896
  %899 = fadd float 1.000000e+00, %898
  %900 = fdiv float %822, %899
  %901 = fmul float %900, %829
  %902 = fneg float %823
  %903 = fmul float %902, 0x3FF7154760000000
  %904 = fcmp olt float %903, -1.260000e+02
  %905 = fcmp ogt float %903, 1.270000e+02
  %906 = select i1 %904, float -1.260000e+02, float %903
  %907 = select i1 %905, float 1.270000e+02, float %906
  %908 = fadd float %907, 5.000000e-01
  %909 = call float @llvm.floor.f32(float %908)
  %910 = fsub float %907, %909
  %911 = fmul float 0x3EEFFCBFC0000000, %910
  %912 = fadd float %911, 0x3F24309120000000
  %913 = fmul float %912, %910
  %914 = fadd float %913, 0x3F55D87FE0000000
  %915 = fmul float %914, %910
  %916 = fadd float %915, 0x3F83B2AB60000000
  %917 = fmul float %916, %910
  %918 = fadd float %917, 0x3FAC6B08E0000000
  %919 = fmul float %918, %910
  %920 = fadd float %919, 0x3FCEBFBE00000000
  %921 = fmul float %920, %910
  %922 = fadd float %921, 0x3FE62E4300000000
  %923 = fmul float %922, %910
  %924 = fadd float %923, 1.000000e+00
  %925 = fptosi float %909 to i32
  %926 = add i32 %925, 127
  %927 = shl i32 %926, 23
  %928 = bitcast i32 %927 to float
  %929 = fmul float %924, %928
  %930 = select i1 %904, float 0.000000e+00, float %929
  %931 = select i1 %905, float 0x7FF0000000000000, float %930
  %932 = fcmp uno float %903, %903
  %933 = select i1 %932, float %903, float %931
  %934 = fadd float 1.000000e+00, %933
  %935 = fdiv float %823, %934
  %936 = fmul float %935, %830
  %937 = fneg float %824
  %938 = fmul float %937, 0x3FF7154760000000
  %939 = fcmp olt float %938, -1.260000e+02
  %940 = fcmp ogt float %938, 1.270000e+02
  %941 = select i1 %939, float -1.260000e+02, float %938
  %942 = select i1 %940, float 1.270000e+02, float %941
  %943 = fadd float %942, 5.000000e-01
  %944 = call float @llvm.floor.f32(float %943)
  %945 = fsub float %942, %944
  %946 = fmul float 0x3EEFFCBFC0000000, %945
  %947 = fadd float %946, 0x3F24309120000000
  %948 = fmul float %947, %945
  %949 = fadd float %948, 0x3F55D87FE0000000
  %950 = fmul float %949, %945
  %951 = fadd float %950, 0x3F83B2AB60000000
  %952 = fmul float %951, %945
  %953 = fadd float %952, 0x3FAC6B08E0000000
  %954 = fmul float %953, %945
  %955 = fadd float %954, 0x3FCEBFBE00000000
  %956 = fmul float %955, %945
  %957 = fadd float %956, 0x3FE62E4300000000
  %958 = fmul float %957, %945
  %959 = fadd float %958, 1.000000e+00
  %960 = fptosi float %944 to i32
  %961 = add i32 %960, 127
  %962 = shl i32 %961, 23
  %963 = bitcast i32 %962 to float
  %964 = fmul float %959, %963
  %965 = select i1 %939, float 0.000000e+00, float %964
  %966 = select i1 %940, float 0x7FF0000000000000, float %965
  %967 = fcmp uno float %938, %938
  %968 = select i1 %967, float %938, float %966
  %969 = fadd float 1.000000e+00, %968
  %970 = fdiv float %824, %969
  %971 = fmul float %970, %831
  %972 = mul i32 %644, 32
  %973 = add i32 %83, %972
  %974 = load i32, ptr %v6, align 4
  %975 = load i32, ptr %v7, align 4
  %976 = load i32, ptr %v8, align 4
  %977 = load i32, ptr %v9, align 4
  %978 = load i32, ptr %v10, align 4
  %979 = load i32, ptr %v11, align 4
  %980 = load i32, ptr %v12, align 4
  %981 = load i32, ptr %v13, align 4
  %982 = load i32, ptr %v14, align 4
  %983 = load i32, ptr %v15, align 4
  %984 = load i32, ptr %v16, align 4
  %985 = load i32, ptr %v17, align 4
  %986 = load i32, ptr %v18, align 4
  %987 = load i32, ptr %v19, align 4
  %988 = load i32, ptr %v20, align 4
  %989 = load i32, ptr %v21, align 4
  %990 = load i32, ptr %v22, align 4
  %991 = load i32, ptr %v23, align 4
  %992 = load i32, ptr %v24, align 4
  %993 = load i32, ptr %v25, align 4
  %994 = load i32, ptr %v26, align 4
  %995 = load i32, ptr %v27, align 4
  %996 = load i32, ptr %v28, align 4
  %997 = load i32, ptr %v29, align 4
  %998 = load i32, ptr %v30, align 4
  %999 = load i32, ptr %v31, align 4
  %1000 = load i32, ptr %v32, align 4
  %1001 = load i32, ptr %v33, align 4
  %1002 = load i32, ptr %v34, align 4
  %1003 = load i32, ptr %v35, align 4
  %1004 = load i32, ptr %v36, align 4
  %1005 = load i32, ptr %v37, align 4
  %1006 = add i32 %973, 32
  %1007 = icmp sgt i32 %1006, %86
  %1008 = select i1 %1007, i32 %86, i32 %1006
  %1009 = lshr i32 %1008, 3
  %1010 = and i32 %1008, 7
  %1011 = sext i32 %1009 to i64
  %1012 = mul i64 %1011, 144
  %1013 = add i64 %1012, 0
  %1014 = getelementptr i8, ptr addrspace(1) %62, i64 %1013
  %1015 = getelementptr i8, ptr addrspace(1) %1014, i64 0
  %1016 = load <4 x i32>, ptr addrspace(1) %1015, align 16
  %1017 = extractelement <4 x i32> %1016, i32 0
  %1018 = extractelement <4 x i32> %1016, i32 1
  %1019 = extractelement <4 x i32> %1016, i32 2
  %1020 = extractelement <4 x i32> %1016, i32 3
  %1021 = sext i32 %1010 to i64
  %1022 = mul i64 %1021, 16
  %1023 = add i64 %1022, 16
  %1024 = add i64 %1023, 0
  %1025 = getelementptr i8, ptr addrspace(1) %1014, i64 %1024
  %1026 = load <4 x i32>, ptr addrspace(1) %1025, align 16
  %1027 = extractelement <4 x i32> %1026, i32 0
  %1028 = extractelement <4 x i32> %1026, i32 1
  %1029 = extractelement <4 x i32> %1026, i32 2
  %1030 = extractelement <4 x i32> %1026, i32 3
  store i32 %1017, ptr %v6, align 4
  store i32 %1018, ptr %v7, align 4
  store i32 %1019, ptr %v8, align 4
  store i32 %1020, ptr %v9, align 4
  store i32 %1027, ptr %v10, align 4
  store i32 %1028, ptr %v11, align 4
  store i32 %1029, ptr %v12, align 4
  store i32 %1030, ptr %v13, align 4
  %1031 = lshr i32 %1008, 3
  %1032 = and i32 %1008, 7
  %1033 = sext i32 %1031 to i64
  %1034 = mul i64 %1033, 144
  %1035 = add i64 %1034, 0
  %1036 = getelementptr i8, ptr addrspace(1) %68, i64 %1035
  %1037 = getelementptr i8, ptr addrspace(1) %1036, i64 0
  %1038 = load <4 x i32>, ptr addrspace(1) %1037, align 16
  %1039 = extractelement <4 x i32> %1038, i32 0
  %1040 = extractelement <4 x i32> %1038, i32 1
  %1041 = extractelement <4 x i32> %1038, i32 2
  %1042 = extractelement <4 x i32> %1038, i32 3
  %1043 = sext i32 %1032 to i64
  %1044 = mul i64 %1043, 16
  %1045 = add i64 %1044, 16
  %1046 = add i64 %1045, 0
  %1047 = getelementptr i8, ptr addrspace(1) %1036, i64 %1046
  %1048 = load <4 x i32>, ptr addrspace(1) %1047, align 16
  %1049 = extractelement <4 x i32> %1048, i32 0
  %1050 = extractelement <4 x i32> %1048, i32 1
  %1051 = extractelement <4 x i32> %1048, i32 2
  %1052 = extractelement <4 x i32> %1048, i32 3
  store i32 %1039, ptr %v14, align 4
  store i32 %1040, ptr %v15, align 4
  store i32 %1041, ptr %v16, align 4
  store i32 %1042, ptr %v17, align 4
  store i32 %1049, ptr %v18, align 4
  store i32 %1050, ptr %v19, align 4
  store i32 %1051, ptr %v20, align 4
  store i32 %1052, ptr %v21, align 4
  %1053 = lshr i32 %1008, 3
  %1054 = and i32 %1008, 7
  %1055 = sext i32 %1053 to i64
  %1056 = mul i64 %1055, 144
  %1057 = add i64 %1056, 0
  %1058 = getelementptr i8, ptr addrspace(1) %74, i64 %1057
  %1059 = getelementptr i8, ptr addrspace(1) %1058, i64 0
  %1060 = load <4 x i32>, ptr addrspace(1) %1059, align 16
  %1061 = extractelement <4 x i32> %1060, i32 0
  %1062 = extractelement <4 x i32> %1060, i32 1
  %1063 = extractelement <4 x i32> %1060, i32 2
  %1064 = extractelement <4 x i32> %1060, i32 3
  %1065 = sext i32 %1054 to i64
  %1066 = mul i64 %1065, 16
  %1067 = add i64 %1066, 16
  %1068 = add i64 %1067, 0
  %1069 = getelementptr i8, ptr addrspace(1) %1058, i64 %1068
  %1070 = load <4 x i32>, ptr addrspace(1) %1069, align 16
  %1071 = extractelement <4 x i32> %1070, i32 0
  %1072 = extractelement <4 x i32> %1070, i32 1
  %1073 = extractelement <4 x i32> %1070, i32 2
  %1074 = extractelement <4 x i32> %1070, i32 3
  store i32 %1061, ptr %v22, align 4
  store i32 %1062, ptr %v23, align 4
  store i32 %1063, ptr %v24, align 4
  store i32 %1064, ptr %v25, align 4
  store i32 %1071, ptr %v26, align 4
  store i32 %1072, ptr %v27, align 4
  store i32 %1073, ptr %v28, align 4
  store i32 %1074, ptr %v29, align 4
  %1075 = lshr i32 %1008, 3
  %1076 = and i32 %1008, 7
  %1077 = sext i32 %1075 to i64
  %1078 = mul i64 %1077, 144
  %1079 = add i64 %1078, 0
  %1080 = getelementptr i8, ptr addrspace(1) %80, i64 %1079
  %1081 = getelementptr i8, ptr addrspace(1) %1080, i64 0
  %1082 = load <4 x i32>, ptr addrspace(1) %1081, align 16
  %1083 = extractelement <4 x i32> %1082, i32 0
  %1084 = extractelement <4 x i32> %1082, i32 1
  %1085 = extractelement <4 x i32> %1082, i32 2
  %1086 = extractelement <4 x i32> %1082, i32 3
  %1087 = sext i32 %1076 to i64
  %1088 = mul i64 %1087, 16
  %1089 = add i64 %1088, 16
  %1090 = add i64 %1089, 0
  %1091 = getelementptr i8, ptr addrspace(1) %1080, i64 %1090
  %1092 = load <4 x i32>, ptr addrspace(1) %1091, align 16
  %1093 = extractelement <4 x i32> %1092, i32 0
  %1094 = extractelement <4 x i32> %1092, i32 1
  %1095 = extractelement <4 x i32> %1092, i32 2
  %1096 = extractelement <4 x i32> %1092, i32 3
  store i32 %1083, ptr %v30, align 4
  store i32 %1084, ptr %v31, align 4
  store i32 %1085, ptr %v32, align 4
  store i32 %1086, ptr %v33, align 4
  store i32 %1093, ptr %v34, align 4
  store i32 %1094, ptr %v35, align 4
  store i32 %1095, ptr %v36, align 4
  store i32 %1096, ptr %v37, align 4
  %1097 = icmp slt i32 %973, %81
  br i1 %1097, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %1098 = load float, ptr %v2, align 4
  %1099 = load float, ptr %v3, align 4
  %1100 = load float, ptr %v4, align 4
  %1101 = load float, ptr %v5, align 4
  %1102 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1103 = and i32 %1102, 31
  %1104 = and i32 %1103, 16
  %1105 = icmp ne i32 %1104, 0
  %1106 = select i1 %1105, float %1100, float %1098
  %1107 = select i1 %1105, float %1098, float %1100
  %1108 = bitcast float %1107 to i32
  %1109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 16, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1106, %1110
  %1112 = select i1 %1105, float %1101, float %1099
  %1113 = select i1 %1105, float %1099, float %1101
  %1114 = bitcast float %1113 to i32
  %1115 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1114, i32 16, i32 31)
  %1116 = bitcast i32 %1115 to float
  %1117 = fadd float %1112, %1116
  %1118 = and i32 %1103, 8
  %1119 = icmp ne i32 %1118, 0
  %1120 = select i1 %1119, float %1117, float %1111
  %1121 = select i1 %1119, float %1111, float %1117
  %1122 = bitcast float %1121 to i32
  %1123 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1122, i32 8, i32 31)
  %1124 = bitcast i32 %1123 to float
  %1125 = fadd float %1120, %1124
  %1126 = bitcast float %1125 to i32
  %1127 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1126, i32 4, i32 31)
  %1128 = bitcast i32 %1127 to float
  %1129 = fadd float %1125, %1128
  %1130 = bitcast float %1129 to i32
  %1131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1130, i32 2, i32 31)
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1129, %1132
  %1134 = bitcast float %1133 to i32
  %1135 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1134, i32 1, i32 31)
  %1136 = bitcast i32 %1135 to float
  %1137 = fadd float %1133, %1136
  store float %1137, ptr %v1, align 4
  %1138 = and i1 %50, %42
  br i1 %1138, label %then60, label %endif61

then50:                                           ; preds = %body48
  %1139 = and i32 %644, 1
  %1140 = sext i32 %1139 to i64
  %1141 = mul i64 %1140, 1152
  %1142 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1141
  %1143 = sext i32 %644 to i64
  %1144 = mul i64 %1143, 1024
  %1145 = lshr i32 %973, 3
  %1146 = and i32 %973, 7
  %1147 = lshr i32 %1146, 1
  %1148 = and i32 %1146, 1
  %1149 = mul i32 %1145, 256
  %1150 = mul i32 %1147, 64
  %1151 = mul i32 %1148, 16
  %1152 = add i32 %1150, %1151
  %1153 = add i32 %1149, %1152
  %1154 = sext i32 %1153 to i64
  %1155 = add i64 %1154, 32
  %1156 = sub i64 %1154, %1144
  %1157 = add i64 %1156, 0
  %1158 = getelementptr i8, ptr addrspace(3) %1142, i64 %1157
  %1159 = load <4 x i32>, ptr addrspace(3) %1158, align 16
  %1160 = extractelement <4 x i32> %1159, i32 0
  %1161 = extractelement <4 x i32> %1159, i32 1
  %1162 = extractelement <4 x i32> %1159, i32 2
  %1163 = extractelement <4 x i32> %1159, i32 3
  %1164 = getelementptr i8, ptr addrspace(3) %1142, i64 1024
  %1165 = lshr i64 %1156, 5
  %1166 = mul i64 %1165, 4
  %1167 = getelementptr i8, ptr addrspace(3) %1164, i64 %1166
  %1168 = load float, ptr addrspace(3) %1167, align 4
  %1169 = sub i64 %1155, %1144
  %1170 = add i64 %1169, 0
  %1171 = getelementptr i8, ptr addrspace(3) %1142, i64 %1170
  %1172 = load <4 x i32>, ptr addrspace(3) %1171, align 16
  %1173 = extractelement <4 x i32> %1172, i32 0
  %1174 = extractelement <4 x i32> %1172, i32 1
  %1175 = extractelement <4 x i32> %1172, i32 2
  %1176 = extractelement <4 x i32> %1172, i32 3
  %1177 = getelementptr i8, ptr addrspace(3) %1142, i64 1024
  %1178 = lshr i64 %1169, 5
  %1179 = mul i64 %1178, 4
  %1180 = getelementptr i8, ptr addrspace(3) %1177, i64 %1179
  %1181 = load float, ptr addrspace(3) %1180, align 4
  %1182 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1160, i32 0)
  %1183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1161, i32 %1182)
  %1184 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1162, i32 %1183)
  %1185 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1163, i32 %1184)
  %1186 = sitofp i32 %1185 to float
  %1187 = fmul float %1168, %1186
  %1188 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1173, i32 0)
  %1189 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1174, i32 %1188)
  %1190 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1175, i32 %1189)
  %1191 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1176, i32 %1190)
  %1192 = sitofp i32 %1191 to float
  %1193 = fmul float %1181, %1192
  %1194 = load float, ptr %v2, align 4
  %1195 = and i32 %973, 7
  %1196 = lshr i32 %1195, 1
  %1197 = and i32 %974, 65535
  %1198 = trunc i32 %1197 to i16
  %1199 = bitcast i16 %1198 to half
  %1200 = fpext half %1199 to float
  %1201 = lshr i32 %974, 16
  %1202 = trunc i32 %1201 to i16
  %1203 = bitcast i16 %1202 to half
  %1204 = fpext half %1203 to float
  %1205 = and i32 %975, 1061109567
  %1206 = and i32 %976, 1061109567
  %1207 = and i32 %977, 252645135
  %1208 = lshr i32 %975, 2
  %1209 = and i32 %1208, 808464432
  %1210 = or i32 %1207, %1209
  %1211 = lshr i32 %977, 4
  %1212 = and i32 %1211, 252645135
  %1213 = lshr i32 %976, 2
  %1214 = and i32 %1213, 808464432
  %1215 = or i32 %1212, %1214
  %1216 = icmp ult i32 %1196, 2
  %1217 = and i32 %1196, 1
  %1218 = mul i32 %1217, 16
  %1219 = select i1 %1216, i32 %1205, i32 %1210
  %1220 = lshr i32 %1219, %1218
  %1221 = select i1 %1216, i32 %1206, i32 %1215
  %1222 = lshr i32 %1221, %1218
  %1223 = and i32 %978, 252645135
  %1224 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1223, i32 %1160, i32 0)
  %1225 = and i32 %979, 252645135
  %1226 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1225, i32 %1161, i32 %1224)
  %1227 = and i32 %980, 252645135
  %1228 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1227, i32 %1162, i32 %1226)
  %1229 = and i32 %981, 252645135
  %1230 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1229, i32 %1163, i32 %1228)
  %1231 = lshr i32 %1220, 0
  %1232 = and i32 %1231, 255
  %1233 = mul i32 %1232, %1230
  %1234 = sitofp i32 %1233 to float
  %1235 = bitcast i32 %1222 to <4 x i8>
  %1236 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1235, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1237 = bitcast <4 x i8> %1236 to i32
  %1238 = bitcast i32 %1237 to float
  %1239 = fadd float %1238, 0xC160000000000000
  %1240 = lshr i32 %978, 4
  %1241 = and i32 %1240, 252645135
  %1242 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1241, i32 %1173, i32 0)
  %1243 = lshr i32 %979, 4
  %1244 = and i32 %1243, 252645135
  %1245 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1244, i32 %1174, i32 %1242)
  %1246 = lshr i32 %980, 4
  %1247 = and i32 %1246, 252645135
  %1248 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1247, i32 %1175, i32 %1245)
  %1249 = lshr i32 %981, 4
  %1250 = and i32 %1249, 252645135
  %1251 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1250, i32 %1176, i32 %1248)
  %1252 = lshr i32 %1220, 8
  %1253 = and i32 %1252, 255
  %1254 = mul i32 %1253, %1251
  %1255 = sitofp i32 %1254 to float
  %1256 = bitcast i32 %1222 to <4 x i8>
  %1257 = shufflevector <4 x i8> %1256, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1258 = bitcast <4 x i8> %1257 to i32
  %1259 = bitcast i32 %1258 to float
  %1260 = fadd float %1259, 0xC160000000000000
  %1261 = fmul float %1255, %1181
  %1262 = call float @llvm.fma.f32(float %1234, float %1168, float %1261)
  %1263 = fmul float %1260, %1193
  %1264 = call float @llvm.fma.f32(float %1239, float %1187, float %1263)
  %1265 = call float @llvm.fma.f32(float %1200, float %1262, float %1194)
  %1266 = fneg float %1204
  %1267 = call float @llvm.fma.f32(float %1266, float %1264, float %1265)
  store float %1267, ptr %v2, align 4
  %1268 = load float, ptr %v3, align 4
  %1269 = and i32 %973, 7
  %1270 = lshr i32 %1269, 1
  %1271 = and i32 %982, 65535
  %1272 = trunc i32 %1271 to i16
  %1273 = bitcast i16 %1272 to half
  %1274 = fpext half %1273 to float
  %1275 = lshr i32 %982, 16
  %1276 = trunc i32 %1275 to i16
  %1277 = bitcast i16 %1276 to half
  %1278 = fpext half %1277 to float
  %1279 = and i32 %983, 1061109567
  %1280 = and i32 %984, 1061109567
  %1281 = and i32 %985, 252645135
  %1282 = lshr i32 %983, 2
  %1283 = and i32 %1282, 808464432
  %1284 = or i32 %1281, %1283
  %1285 = lshr i32 %985, 4
  %1286 = and i32 %1285, 252645135
  %1287 = lshr i32 %984, 2
  %1288 = and i32 %1287, 808464432
  %1289 = or i32 %1286, %1288
  %1290 = icmp ult i32 %1270, 2
  %1291 = and i32 %1270, 1
  %1292 = mul i32 %1291, 16
  %1293 = select i1 %1290, i32 %1279, i32 %1284
  %1294 = lshr i32 %1293, %1292
  %1295 = select i1 %1290, i32 %1280, i32 %1289
  %1296 = lshr i32 %1295, %1292
  %1297 = and i32 %986, 252645135
  %1298 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1297, i32 %1160, i32 0)
  %1299 = and i32 %987, 252645135
  %1300 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1299, i32 %1161, i32 %1298)
  %1301 = and i32 %988, 252645135
  %1302 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1301, i32 %1162, i32 %1300)
  %1303 = and i32 %989, 252645135
  %1304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1303, i32 %1163, i32 %1302)
  %1305 = lshr i32 %1294, 0
  %1306 = and i32 %1305, 255
  %1307 = mul i32 %1306, %1304
  %1308 = sitofp i32 %1307 to float
  %1309 = bitcast i32 %1296 to <4 x i8>
  %1310 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1309, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1311 = bitcast <4 x i8> %1310 to i32
  %1312 = bitcast i32 %1311 to float
  %1313 = fadd float %1312, 0xC160000000000000
  %1314 = lshr i32 %986, 4
  %1315 = and i32 %1314, 252645135
  %1316 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1315, i32 %1173, i32 0)
  %1317 = lshr i32 %987, 4
  %1318 = and i32 %1317, 252645135
  %1319 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1318, i32 %1174, i32 %1316)
  %1320 = lshr i32 %988, 4
  %1321 = and i32 %1320, 252645135
  %1322 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1321, i32 %1175, i32 %1319)
  %1323 = lshr i32 %989, 4
  %1324 = and i32 %1323, 252645135
  %1325 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1324, i32 %1176, i32 %1322)
  %1326 = lshr i32 %1294, 8
  %1327 = and i32 %1326, 255
  %1328 = mul i32 %1327, %1325
  %1329 = sitofp i32 %1328 to float
  %1330 = bitcast i32 %1296 to <4 x i8>
  %1331 = shufflevector <4 x i8> %1330, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1332 = bitcast <4 x i8> %1331 to i32
  %1333 = bitcast i32 %1332 to float
  %1334 = fadd float %1333, 0xC160000000000000
  %1335 = fmul float %1329, %1181
  %1336 = call float @llvm.fma.f32(float %1308, float %1168, float %1335)
  %1337 = fmul float %1334, %1193
  %1338 = call float @llvm.fma.f32(float %1313, float %1187, float %1337)
  %1339 = call float @llvm.fma.f32(float %1274, float %1336, float %1268)
  %1340 = fneg float %1278
  %1341 = call float @llvm.fma.f32(float %1340, float %1338, float %1339)
  store float %1341, ptr %v3, align 4
  %1342 = load float, ptr %v4, align 4
  %1343 = and i32 %973, 7
  %1344 = lshr i32 %1343, 1
  %1345 = and i32 %990, 65535
  %1346 = trunc i32 %1345 to i16
  %1347 = bitcast i16 %1346 to half
  %1348 = fpext half %1347 to float
  %1349 = lshr i32 %990, 16
  %1350 = trunc i32 %1349 to i16
  %1351 = bitcast i16 %1350 to half
  %1352 = fpext half %1351 to float
  %1353 = and i32 %991, 1061109567
  %1354 = and i32 %992, 1061109567
  %1355 = and i32 %993, 252645135
  %1356 = lshr i32 %991, 2
  %1357 = and i32 %1356, 808464432
  %1358 = or i32 %1355, %1357
  %1359 = lshr i32 %993, 4
  %1360 = and i32 %1359, 252645135
  %1361 = lshr i32 %992, 2
  %1362 = and i32 %1361, 808464432
  %1363 = or i32 %1360, %1362
  %1364 = icmp ult i32 %1344, 2
  %1365 = and i32 %1344, 1
  %1366 = mul i32 %1365, 16
  %1367 = select i1 %1364, i32 %1353, i32 %1358
  %1368 = lshr i32 %1367, %1366
  %1369 = select i1 %1364, i32 %1354, i32 %1363
  %1370 = lshr i32 %1369, %1366
  %1371 = and i32 %994, 252645135
  %1372 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1371, i32 %1160, i32 0)
  %1373 = and i32 %995, 252645135
  %1374 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1373, i32 %1161, i32 %1372)
  %1375 = and i32 %996, 252645135
  %1376 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1375, i32 %1162, i32 %1374)
  %1377 = and i32 %997, 252645135
  %1378 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1377, i32 %1163, i32 %1376)
  %1379 = lshr i32 %1368, 0
  %1380 = and i32 %1379, 255
  %1381 = mul i32 %1380, %1378
  %1382 = sitofp i32 %1381 to float
  %1383 = bitcast i32 %1370 to <4 x i8>
  %1384 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1383, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1385 = bitcast <4 x i8> %1384 to i32
  %1386 = bitcast i32 %1385 to float
  %1387 = fadd float %1386, 0xC160000000000000
  %1388 = lshr i32 %994, 4
  %1389 = and i32 %1388, 252645135
  %1390 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1389, i32 %1173, i32 0)
  %1391 = lshr i32 %995, 4
  %1392 = and i32 %1391, 252645135
  %1393 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1392, i32 %1174, i32 %1390)
  %1394 = lshr i32 %996, 4
  %1395 = and i32 %1394, 252645135
  %1396 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1395, i32 %1175, i32 %1393)
  %1397 = lshr i32 %997, 4
  %1398 = and i32 %1397, 252645135
  %1399 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1398, i32 %1176, i32 %1396)
  %1400 = lshr i32 %1368, 8
  %1401 = and i32 %1400, 255
  %1402 = mul i32 %1401, %1399
  %1403 = sitofp i32 %1402 to float
  %1404 = bitcast i32 %1370 to <4 x i8>
  %1405 = shufflevector <4 x i8> %1404, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1406 = bitcast <4 x i8> %1405 to i32
  %1407 = bitcast i32 %1406 to float
  %1408 = fadd float %1407, 0xC160000000000000
  %1409 = fmul float %1403, %1181
  %1410 = call float @llvm.fma.f32(float %1382, float %1168, float %1409)
  %1411 = fmul float %1408, %1193
  %1412 = call float @llvm.fma.f32(float %1387, float %1187, float %1411)
  %1413 = call float @llvm.fma.f32(float %1348, float %1410, float %1342)
  %1414 = fneg float %1352
  %1415 = call float @llvm.fma.f32(float %1414, float %1412, float %1413)
  store float %1415, ptr %v4, align 4
  %1416 = load float, ptr %v5, align 4
  %1417 = and i32 %973, 7
  %1418 = lshr i32 %1417, 1
  %1419 = and i32 %998, 65535
  %1420 = trunc i32 %1419 to i16
  %1421 = bitcast i16 %1420 to half
  %1422 = fpext half %1421 to float
  %1423 = lshr i32 %998, 16
  %1424 = trunc i32 %1423 to i16
  %1425 = bitcast i16 %1424 to half
  %1426 = fpext half %1425 to float
  %1427 = and i32 %999, 1061109567
  %1428 = and i32 %1000, 1061109567
  %1429 = and i32 %1001, 252645135
  %1430 = lshr i32 %999, 2
  %1431 = and i32 %1430, 808464432
  %1432 = or i32 %1429, %1431
  %1433 = lshr i32 %1001, 4
  %1434 = and i32 %1433, 252645135
  %1435 = lshr i32 %1000, 2
  %1436 = and i32 %1435, 808464432
  %1437 = or i32 %1434, %1436
  %1438 = icmp ult i32 %1418, 2
  %1439 = and i32 %1418, 1
  %1440 = mul i32 %1439, 16
  %1441 = select i1 %1438, i32 %1427, i32 %1432
  %1442 = lshr i32 %1441, %1440
  %1443 = select i1 %1438, i32 %1428, i32 %1437
  %1444 = lshr i32 %1443, %1440
  %1445 = and i32 %1002, 252645135
  %1446 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1445, i32 %1160, i32 0)
  %1447 = and i32 %1003, 252645135
  %1448 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1447, i32 %1161, i32 %1446)
  %1449 = and i32 %1004, 252645135
  %1450 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1449, i32 %1162, i32 %1448)
  %1451 = and i32 %1005, 252645135
  %1452 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1451, i32 %1163, i32 %1450)
  %1453 = lshr i32 %1442, 0
  %1454 = and i32 %1453, 255
  %1455 = mul i32 %1454, %1452
  %1456 = sitofp i32 %1455 to float
  %1457 = bitcast i32 %1444 to <4 x i8>
  %1458 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1457, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1459 = bitcast <4 x i8> %1458 to i32
  %1460 = bitcast i32 %1459 to float
  %1461 = fadd float %1460, 0xC160000000000000
  %1462 = lshr i32 %1002, 4
  %1463 = and i32 %1462, 252645135
  %1464 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1463, i32 %1173, i32 0)
  %1465 = lshr i32 %1003, 4
  %1466 = and i32 %1465, 252645135
  %1467 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1466, i32 %1174, i32 %1464)
  %1468 = lshr i32 %1004, 4
  %1469 = and i32 %1468, 252645135
  %1470 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1469, i32 %1175, i32 %1467)
  %1471 = lshr i32 %1005, 4
  %1472 = and i32 %1471, 252645135
  %1473 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1472, i32 %1176, i32 %1470)
  %1474 = lshr i32 %1442, 8
  %1475 = and i32 %1474, 255
  %1476 = mul i32 %1475, %1473
  %1477 = sitofp i32 %1476 to float
  %1478 = bitcast i32 %1444 to <4 x i8>
  %1479 = shufflevector <4 x i8> %1478, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1480 = bitcast <4 x i8> %1479 to i32
  %1481 = bitcast i32 %1480 to float
  %1482 = fadd float %1481, 0xC160000000000000
  %1483 = fmul float %1477, %1181
  %1484 = call float @llvm.fma.f32(float %1456, float %1168, float %1483)
  %1485 = fmul float %1482, %1193
  %1486 = call float @llvm.fma.f32(float %1461, float %1187, float %1485)
  %1487 = call float @llvm.fma.f32(float %1422, float %1484, float %1416)
  %1488 = fneg float %1426
  %1489 = call float @llvm.fma.f32(float %1488, float %1486, float %1487)
  store float %1489, ptr %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %1490 = add i32 %644, 1
  %1491 = and i32 %1490, 1
  %1492 = sext i32 %1491 to i64
  %1493 = mul i64 %1492, 1152
  %1494 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1493
  %1495 = getelementptr i8, ptr addrspace(3) %1494, i64 1024
  %1496 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1497 = bitcast float %704 to i32
  %1498 = and i32 %1497, 2147483647
  %1499 = bitcast float %739 to i32
  %1500 = and i32 %1499, 2147483647
  %1501 = bitcast float %774 to i32
  %1502 = and i32 %1501, 2147483647
  %1503 = bitcast float %809 to i32
  %1504 = and i32 %1503, 2147483647
  %1505 = icmp ugt i32 %1498, %1500
  %1506 = select i1 %1505, i32 %1498, i32 %1500
  %1507 = icmp ugt i32 %1502, %1504
  %1508 = select i1 %1507, i32 %1502, i32 %1504
  %1509 = icmp ugt i32 %1506, %1508
  %1510 = select i1 %1509, i32 %1506, i32 %1508
  %1511 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1510, i32 1, i32 31)
  %1512 = icmp ugt i32 %1510, %1511
  %1513 = select i1 %1512, i32 %1510, i32 %1511
  %1514 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1513, i32 2, i32 31)
  %1515 = icmp ugt i32 %1513, %1514
  %1516 = select i1 %1515, i32 %1513, i32 %1514
  %1517 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1516, i32 4, i32 31)
  %1518 = icmp ugt i32 %1516, %1517
  %1519 = select i1 %1518, i32 %1516, i32 %1517
  %1520 = and i32 %1519, 2147483647
  %1521 = icmp ult i32 %1520, 2139095040
  %1522 = bitcast i32 %1519 to float
  %1523 = fdiv float 1.270000e+02, %1522
  %1524 = bitcast float %1523 to i32
  %1525 = and i32 %1524, 2147483647
  %1526 = icmp ult i32 %1525, 2139095040
  %1527 = select i1 %1526, float %1523, float 0.000000e+00
  %1528 = fmul float %704, %1527
  %1529 = fadd float %1528, 0x4168000000000000
  %1530 = bitcast float %1529 to i32
  %1531 = fmul float %739, %1527
  %1532 = fadd float %1531, 0x4168000000000000
  %1533 = bitcast float %1532 to i32
  %1534 = fmul float %774, %1527
  %1535 = fadd float %1534, 0x4168000000000000
  %1536 = bitcast float %1535 to i32
  %1537 = fmul float %809, %1527
  %1538 = fadd float %1537, 0x4168000000000000
  %1539 = bitcast float %1538 to i32
  %1540 = bitcast i32 %1530 to <4 x i8>
  %1541 = bitcast i32 %1533 to <4 x i8>
  %1542 = shufflevector <4 x i8> %1540, <4 x i8> %1541, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1543 = bitcast <4 x i8> %1542 to i32
  %1544 = bitcast i32 %1536 to <4 x i8>
  %1545 = bitcast i32 %1539 to <4 x i8>
  %1546 = shufflevector <4 x i8> %1544, <4 x i8> %1545, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1547 = bitcast <4 x i8> %1546 to i32
  %1548 = bitcast i32 %1543 to <4 x i8>
  %1549 = bitcast i32 %1547 to <4 x i8>
  %1550 = shufflevector <4 x i8> %1548, <4 x i8> %1549, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1551 = bitcast <4 x i8> %1550 to i32
  %1552 = add i32 %1496, 0
  %1553 = sext i32 %1552 to i64
  %1554 = mul i64 %1553, 4
  %1555 = icmp slt i64 %1554, 1024
  br i1 %1555, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1556 = lshr i64 %1554, 2
  %1557 = mul i64 %1556, 4
  %1558 = getelementptr i8, ptr addrspace(3) %1494, i64 %1557
  store i32 %1551, ptr addrspace(3) %1558, align 4
  %1559 = and i64 %1554, 31
  %1560 = icmp eq i64 %1559, 0
  br i1 %1560, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %1561 = bitcast float %866 to i32
  %1562 = and i32 %1561, 2147483647
  %1563 = bitcast float %901 to i32
  %1564 = and i32 %1563, 2147483647
  %1565 = bitcast float %936 to i32
  %1566 = and i32 %1565, 2147483647
  %1567 = bitcast float %971 to i32
  %1568 = and i32 %1567, 2147483647
  %1569 = icmp ugt i32 %1562, %1564
  %1570 = select i1 %1569, i32 %1562, i32 %1564
  %1571 = icmp ugt i32 %1566, %1568
  %1572 = select i1 %1571, i32 %1566, i32 %1568
  %1573 = icmp ugt i32 %1570, %1572
  %1574 = select i1 %1573, i32 %1570, i32 %1572
  %1575 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1574, i32 1, i32 31)
  %1576 = icmp ugt i32 %1574, %1575
  %1577 = select i1 %1576, i32 %1574, i32 %1575
  %1578 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1577, i32 2, i32 31)
  %1579 = icmp ugt i32 %1577, %1578
  %1580 = select i1 %1579, i32 %1577, i32 %1578
  %1581 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1580, i32 4, i32 31)
  %1582 = icmp ugt i32 %1580, %1581
  %1583 = select i1 %1582, i32 %1580, i32 %1581
  %1584 = and i32 %1583, 2147483647
  %1585 = icmp ult i32 %1584, 2139095040
  %1586 = bitcast i32 %1583 to float
  %1587 = fdiv float 1.270000e+02, %1586
  %1588 = bitcast float %1587 to i32
  %1589 = and i32 %1588, 2147483647
  %1590 = icmp ult i32 %1589, 2139095040
  %1591 = select i1 %1590, float %1587, float 0.000000e+00
  %1592 = fmul float %866, %1591
  %1593 = fadd float %1592, 0x4168000000000000
  %1594 = bitcast float %1593 to i32
  %1595 = fmul float %901, %1591
  %1596 = fadd float %1595, 0x4168000000000000
  %1597 = bitcast float %1596 to i32
  %1598 = fmul float %936, %1591
  %1599 = fadd float %1598, 0x4168000000000000
  %1600 = bitcast float %1599 to i32
  %1601 = fmul float %971, %1591
  %1602 = fadd float %1601, 0x4168000000000000
  %1603 = bitcast float %1602 to i32
  %1604 = bitcast i32 %1594 to <4 x i8>
  %1605 = bitcast i32 %1597 to <4 x i8>
  %1606 = shufflevector <4 x i8> %1604, <4 x i8> %1605, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1607 = bitcast <4 x i8> %1606 to i32
  %1608 = bitcast i32 %1600 to <4 x i8>
  %1609 = bitcast i32 %1603 to <4 x i8>
  %1610 = shufflevector <4 x i8> %1608, <4 x i8> %1609, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1611 = bitcast <4 x i8> %1610 to i32
  %1612 = bitcast i32 %1607 to <4 x i8>
  %1613 = bitcast i32 %1611 to <4 x i8>
  %1614 = shufflevector <4 x i8> %1612, <4 x i8> %1613, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1615 = bitcast <4 x i8> %1614 to i32
  %1616 = add i32 %1496, 128
  %1617 = sext i32 %1616 to i64
  %1618 = mul i64 %1617, 4
  %1619 = icmp slt i64 %1618, 1024
  br i1 %1619, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1620 = fmul float %1522, 0x3F80204080000000
  %1621 = select i1 %1521, float %1620, float 0x7FF8000000000000
  %1622 = lshr i64 %1554, 5
  %1623 = mul i64 %1622, 4
  %1624 = getelementptr i8, ptr addrspace(3) %1495, i64 %1623
  store float %1621, ptr addrspace(3) %1624, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1625 = lshr i64 %1618, 2
  %1626 = mul i64 %1625, 4
  %1627 = getelementptr i8, ptr addrspace(3) %1494, i64 %1626
  store i32 %1615, ptr addrspace(3) %1627, align 4
  %1628 = and i64 %1618, 31
  %1629 = icmp eq i64 %1628, 0
  br i1 %1629, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1630 = load i32, ptr %v46, align 4
  %1631 = add i32 %1630, 1
  store i32 %1631, ptr %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1632 = fmul float %1586, 0x3F80204080000000
  %1633 = select i1 %1585, float %1632, float 0x7FF8000000000000
  %1634 = lshr i64 %1618, 5
  %1635 = mul i64 %1634, 4
  %1636 = getelementptr i8, ptr addrspace(3) %1495, i64 %1635
  store float %1633, ptr addrspace(3) %1636, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1637 = load float, ptr %v1, align 4
  %1638 = add i32 %49, %40
  %1639 = icmp slt i32 %1638, %5
  br i1 %1639, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1640 = load i32, ptr %v, align 4
  %1641 = add i32 %1640, 4
  store i32 %1641, ptr %v, align 4
  br label %loop

then62:                                           ; preds = %then60
  %1642 = add i32 %31, %1638
  %1643 = sext i32 %1642 to i64
  %1644 = mul i64 %1643, 4
  %1645 = getelementptr i8, ptr addrspace(1) %0, i64 %1644
  store float %1637, ptr addrspace(1) %1645, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_swiglu_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_swiglu_q4_k, !"maxntidx", i32 128}
