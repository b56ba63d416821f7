; ModuleID = 'strata_moe_matmul_mma_q4_k'
source_filename = "strata_moe_matmul_mma_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_matmul_mma_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  %v33 = alloca i32, align 4
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
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = sext i32 %6 to i64
  %8 = mul i64 %7, 8
  %9 = getelementptr i8, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr addrspace(1) %9, align 8
  %11 = inttoptr i64 %10 to ptr addrspace(1)
  %12 = mul i32 %6, 2
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = add i32 %12, 1
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %2, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = lshr i32 %24, 5
  %26 = lshr i32 %23, 2
  %27 = and i32 %23, 3
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, 128
  %30 = mul i32 %25, 32
  %31 = add i32 %29, %30
  %32 = sext i32 %5 to i64
  %33 = udiv i64 %32, 256
  %34 = mul i64 %33, 144
  %35 = sub i32 %4, 1
  %36 = add i32 %26, 0
  %37 = add i32 %31, %36
  %38 = icmp sgt i32 %37, %35
  %39 = select i1 %38, i32 %35, i32 %37
  %40 = sext i32 %39 to i64
  %41 = mul i64 %40, %34
  %42 = getelementptr i8, ptr addrspace(1) %11, i64 %41
  %43 = add i32 %26, 8
  %44 = add i32 %31, %43
  %45 = icmp sgt i32 %44, %35
  %46 = select i1 %45, i32 %35, i32 %44
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, %34
  %49 = getelementptr i8, ptr addrspace(1) %11, i64 %48
  %50 = add i32 %26, 16
  %51 = add i32 %31, %50
  %52 = icmp sgt i32 %51, %35
  %53 = select i1 %52, i32 %35, i32 %51
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, %34
  %56 = getelementptr i8, ptr addrspace(1) %11, i64 %55
  %57 = add i32 %26, 24
  %58 = add i32 %31, %57
  %59 = icmp sgt i32 %58, %35
  %60 = select i1 %59, i32 %35, i32 %58
  %61 = sext i32 %60 to i64
  %62 = mul i64 %61, %34
  %63 = getelementptr i8, ptr addrspace(1) %11, i64 %62
  %64 = sext i32 %5 to i64
  %65 = lshr i64 %64, 3
  %66 = add i64 %64, %65
  %67 = add i64 %66, 15
  %68 = and i64 %67, -16
  %69 = udiv i32 %5, 256
  %70 = mul i32 %27, 4
  %71 = sext i32 %70 to i64
  store i32 0, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif98, %entry
  %72 = load i32, ptr %v, align 4
  %73 = icmp slt i32 %72, %21
  br i1 %73, label %body, label %done

body:                                             ; preds = %loop
  %74 = load i32, ptr %v, align 4
  %75 = sub i32 %21, 1
  %76 = add i32 %74, 0
  %77 = add i32 %76, %26
  %78 = icmp sgt i32 %77, %75
  %79 = select i1 %78, i32 %75, i32 %77
  %80 = add i32 %16, %79
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, %68
  %83 = getelementptr i8, ptr addrspace(1) %3, i64 %82
  %84 = mul i32 %27, 2
  %85 = add i32 %84, 0
  %86 = add i32 %76, %85
  %87 = icmp sgt i32 %86, %75
  %88 = select i1 %87, i32 %75, i32 %86
  %89 = add i32 %16, %88
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, %68
  %92 = add i64 %91, %64
  %93 = getelementptr i8, ptr addrspace(1) %3, i64 %92
  %94 = mul i32 %27, 2
  %95 = add i32 %94, 1
  %96 = add i32 %76, %95
  %97 = icmp sgt i32 %96, %75
  %98 = select i1 %97, i32 %75, i32 %96
  %99 = add i32 %16, %98
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, %68
  %102 = add i64 %101, %64
  %103 = getelementptr i8, ptr addrspace(1) %3, i64 %102
  %104 = add i32 %74, 8
  %105 = add i32 %104, %26
  %106 = icmp sgt i32 %105, %75
  %107 = select i1 %106, i32 %75, i32 %105
  %108 = add i32 %16, %107
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, %68
  %111 = getelementptr i8, ptr addrspace(1) %3, i64 %110
  %112 = mul i32 %27, 2
  %113 = add i32 %112, 0
  %114 = add i32 %104, %113
  %115 = icmp sgt i32 %114, %75
  %116 = select i1 %115, i32 %75, i32 %114
  %117 = add i32 %16, %116
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, %68
  %120 = add i64 %119, %64
  %121 = getelementptr i8, ptr addrspace(1) %3, i64 %120
  %122 = mul i32 %27, 2
  %123 = add i32 %122, 1
  %124 = add i32 %104, %123
  %125 = icmp sgt i32 %124, %75
  %126 = select i1 %125, i32 %75, i32 %124
  %127 = add i32 %16, %126
  %128 = sext i32 %127 to i64
  %129 = mul i64 %128, %68
  %130 = add i64 %129, %64
  %131 = getelementptr i8, ptr addrspace(1) %3, i64 %130
  %132 = add i32 %74, 16
  %133 = add i32 %132, %26
  %134 = icmp sgt i32 %133, %75
  %135 = select i1 %134, i32 %75, i32 %133
  %136 = add i32 %16, %135
  %137 = sext i32 %136 to i64
  %138 = mul i64 %137, %68
  %139 = getelementptr i8, ptr addrspace(1) %3, i64 %138
  %140 = mul i32 %27, 2
  %141 = add i32 %140, 0
  %142 = add i32 %132, %141
  %143 = icmp sgt i32 %142, %75
  %144 = select i1 %143, i32 %75, i32 %142
  %145 = add i32 %16, %144
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, %68
  %148 = add i64 %147, %64
  %149 = getelementptr i8, ptr addrspace(1) %3, i64 %148
  %150 = mul i32 %27, 2
  %151 = add i32 %150, 1
  %152 = add i32 %132, %151
  %153 = icmp sgt i32 %152, %75
  %154 = select i1 %153, i32 %75, i32 %152
  %155 = add i32 %16, %154
  %156 = sext i32 %155 to i64
  %157 = mul i64 %156, %68
  %158 = add i64 %157, %64
  %159 = getelementptr i8, ptr addrspace(1) %3, i64 %158
  %160 = add i32 %74, 24
  %161 = add i32 %160, %26
  %162 = icmp sgt i32 %161, %75
  %163 = select i1 %162, i32 %75, i32 %161
  %164 = add i32 %16, %163
  %165 = sext i32 %164 to i64
  %166 = mul i64 %165, %68
  %167 = getelementptr i8, ptr addrspace(1) %3, i64 %166
  %168 = mul i32 %27, 2
  %169 = add i32 %168, 0
  %170 = add i32 %160, %169
  %171 = icmp sgt i32 %170, %75
  %172 = select i1 %171, i32 %75, i32 %170
  %173 = add i32 %16, %172
  %174 = sext i32 %173 to i64
  %175 = mul i64 %174, %68
  %176 = add i64 %175, %64
  %177 = getelementptr i8, ptr addrspace(1) %3, i64 %176
  %178 = mul i32 %27, 2
  %179 = add i32 %178, 1
  %180 = add i32 %160, %179
  %181 = icmp sgt i32 %180, %75
  %182 = select i1 %181, i32 %75, i32 %180
  %183 = add i32 %16, %182
  %184 = sext i32 %183 to i64
  %185 = mul i64 %184, %68
  %186 = add i64 %185, %64
  %187 = getelementptr i8, ptr addrspace(1) %3, i64 %186
  store float 0.000000e+00, ptr %v1, align 4
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  store float 0.000000e+00, ptr %v14, align 4
  store float 0.000000e+00, ptr %v15, align 4
  store float 0.000000e+00, ptr %v16, align 4
  store float 0.000000e+00, ptr %v17, align 4
  store float 0.000000e+00, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  store float 0.000000e+00, ptr %v20, align 4
  store float 0.000000e+00, ptr %v21, align 4
  store float 0.000000e+00, ptr %v22, align 4
  store float 0.000000e+00, ptr %v23, align 4
  store float 0.000000e+00, ptr %v24, align 4
  store float 0.000000e+00, ptr %v25, align 4
  store float 0.000000e+00, ptr %v26, align 4
  store float 0.000000e+00, ptr %v27, align 4
  store float 0.000000e+00, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  store float 0.000000e+00, ptr %v30, align 4
  store float 0.000000e+00, ptr %v31, align 4
  store float 0.000000e+00, ptr %v32, align 4
  store i32 0, ptr %v33, align 4
  br label %loop34

done:                                             ; preds = %loop
  ret void

loop34:                                           ; preds = %body35, %body
  %188 = load i32, ptr %v33, align 4
  %189 = icmp slt i32 %188, %69
  br i1 %189, label %body35, label %done36

body35:                                           ; preds = %loop34
  %190 = load i32, ptr %v33, align 4
  %191 = sext i32 %190 to i64
  %192 = mul i64 %191, 144
  %193 = getelementptr i8, ptr addrspace(1) %42, i64 %192
  %194 = load i32, ptr addrspace(1) %193, align 4
  %195 = add i64 %192, 4
  %196 = add i64 %195, 0
  %197 = getelementptr i8, ptr addrspace(1) %42, i64 %196
  %198 = load i32, ptr addrspace(1) %197, align 4
  %199 = add i64 %195, 4
  %200 = getelementptr i8, ptr addrspace(1) %42, i64 %199
  %201 = load i32, ptr addrspace(1) %200, align 4
  %202 = add i64 %195, 8
  %203 = getelementptr i8, ptr addrspace(1) %42, i64 %202
  %204 = load i32, ptr addrspace(1) %203, align 4
  %205 = and i32 %194, 65535
  %206 = trunc i32 %205 to i16
  %207 = bitcast i16 %206 to half
  %208 = fpext half %207 to float
  %209 = lshr i32 %194, 16
  %210 = trunc i32 %209 to i16
  %211 = bitcast i16 %210 to half
  %212 = fpext half %211 to float
  %213 = getelementptr i8, ptr addrspace(1) %49, i64 %192
  %214 = load i32, ptr addrspace(1) %213, align 4
  %215 = add i64 %192, 4
  %216 = add i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(1) %49, i64 %216
  %218 = load i32, ptr addrspace(1) %217, align 4
  %219 = add i64 %215, 4
  %220 = getelementptr i8, ptr addrspace(1) %49, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = add i64 %215, 8
  %223 = getelementptr i8, ptr addrspace(1) %49, i64 %222
  %224 = load i32, ptr addrspace(1) %223, align 4
  %225 = and i32 %214, 65535
  %226 = trunc i32 %225 to i16
  %227 = bitcast i16 %226 to half
  %228 = fpext half %227 to float
  %229 = lshr i32 %214, 16
  %230 = trunc i32 %229 to i16
  %231 = bitcast i16 %230 to half
  %232 = fpext half %231 to float
  %233 = getelementptr i8, ptr addrspace(1) %56, i64 %192
  %234 = load i32, ptr addrspace(1) %233, align 4
  %235 = add i64 %192, 4
  %236 = add i64 %235, 0
  %237 = getelementptr i8, ptr addrspace(1) %56, i64 %236
  %238 = load i32, ptr addrspace(1) %237, align 4
  %239 = add i64 %235, 4
  %240 = getelementptr i8, ptr addrspace(1) %56, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = add i64 %235, 8
  %243 = getelementptr i8, ptr addrspace(1) %56, i64 %242
  %244 = load i32, ptr addrspace(1) %243, align 4
  %245 = and i32 %234, 65535
  %246 = trunc i32 %245 to i16
  %247 = bitcast i16 %246 to half
  %248 = fpext half %247 to float
  %249 = lshr i32 %234, 16
  %250 = trunc i32 %249 to i16
  %251 = bitcast i16 %250 to half
  %252 = fpext half %251 to float
  %253 = getelementptr i8, ptr addrspace(1) %63, i64 %192
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = add i64 %192, 4
  %256 = add i64 %255, 0
  %257 = getelementptr i8, ptr addrspace(1) %63, i64 %256
  %258 = load i32, ptr addrspace(1) %257, align 4
  %259 = add i64 %255, 4
  %260 = getelementptr i8, ptr addrspace(1) %63, i64 %259
  %261 = load i32, ptr addrspace(1) %260, align 4
  %262 = add i64 %255, 8
  %263 = getelementptr i8, ptr addrspace(1) %63, i64 %262
  %264 = load i32, ptr addrspace(1) %263, align 4
  %265 = and i32 %254, 65535
  %266 = trunc i32 %265 to i16
  %267 = bitcast i16 %266 to half
  %268 = fpext half %267 to float
  %269 = lshr i32 %254, 16
  %270 = trunc i32 %269 to i16
  %271 = bitcast i16 %270 to half
  %272 = fpext half %271 to float
  %273 = add i64 16, %71
  %274 = add i64 %192, %273
  %275 = getelementptr i8, ptr addrspace(1) %42, i64 %274
  %276 = load i32, ptr addrspace(1) %275, align 4
  %277 = add i64 %274, 16
  %278 = getelementptr i8, ptr addrspace(1) %42, i64 %277
  %279 = load i32, ptr addrspace(1) %278, align 4
  %280 = getelementptr i8, ptr addrspace(1) %49, i64 %274
  %281 = load i32, ptr addrspace(1) %280, align 4
  %282 = add i64 %274, 16
  %283 = getelementptr i8, ptr addrspace(1) %49, i64 %282
  %284 = load i32, ptr addrspace(1) %283, align 4
  %285 = getelementptr i8, ptr addrspace(1) %56, i64 %274
  %286 = load i32, ptr addrspace(1) %285, align 4
  %287 = add i64 %274, 16
  %288 = getelementptr i8, ptr addrspace(1) %56, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = getelementptr i8, ptr addrspace(1) %63, i64 %274
  %291 = load i32, ptr addrspace(1) %290, align 4
  %292 = add i64 %274, 16
  %293 = getelementptr i8, ptr addrspace(1) %63, i64 %292
  %294 = load i32, ptr addrspace(1) %293, align 4
  %295 = mul i32 %190, 8
  %296 = add i32 %295, 0
  %297 = lshr i32 %276, 0
  %298 = and i32 %297, 252645135
  %299 = lshr i32 %281, 0
  %300 = and i32 %299, 252645135
  %301 = lshr i32 %279, 0
  %302 = and i32 %301, 252645135
  %303 = lshr i32 %284, 0
  %304 = and i32 %303, 252645135
  %305 = lshr i32 %198, 0
  %306 = and i32 %305, 63
  %307 = lshr i32 %201, 0
  %308 = and i32 %307, 63
  %309 = sitofp i32 %306 to float
  %310 = fmul float %208, %309
  %311 = sitofp i32 %308 to float
  %312 = fmul float %212, %311
  %313 = lshr i32 %218, 0
  %314 = and i32 %313, 63
  %315 = lshr i32 %221, 0
  %316 = and i32 %315, 63
  %317 = sitofp i32 %314 to float
  %318 = fmul float %228, %317
  %319 = sitofp i32 %316 to float
  %320 = fmul float %232, %319
  %321 = lshr i32 %286, 0
  %322 = and i32 %321, 252645135
  %323 = lshr i32 %291, 0
  %324 = and i32 %323, 252645135
  %325 = lshr i32 %289, 0
  %326 = and i32 %325, 252645135
  %327 = lshr i32 %294, 0
  %328 = and i32 %327, 252645135
  %329 = lshr i32 %238, 0
  %330 = and i32 %329, 63
  %331 = lshr i32 %241, 0
  %332 = and i32 %331, 63
  %333 = sitofp i32 %330 to float
  %334 = fmul float %248, %333
  %335 = sitofp i32 %332 to float
  %336 = fmul float %252, %335
  %337 = lshr i32 %258, 0
  %338 = and i32 %337, 63
  %339 = lshr i32 %261, 0
  %340 = and i32 %339, 63
  %341 = sitofp i32 %338 to float
  %342 = fmul float %268, %341
  %343 = sitofp i32 %340 to float
  %344 = fmul float %272, %343
  %345 = sext i32 %296 to i64
  %346 = mul i64 %345, 32
  %347 = add i64 %346, %71
  %348 = getelementptr i8, ptr addrspace(1) %83, i64 %347
  %349 = load i32, ptr addrspace(1) %348, align 4
  %350 = add i64 %347, 16
  %351 = getelementptr i8, ptr addrspace(1) %83, i64 %350
  %352 = load i32, ptr addrspace(1) %351, align 4
  %353 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %349, i32 %352, i32 0, i32 0, i32 0, i32 0)
  %354 = extractvalue { i32, i32, i32, i32 } %353, 0
  %355 = extractvalue { i32, i32, i32, i32 } %353, 1
  %356 = extractvalue { i32, i32, i32, i32 } %353, 2
  %357 = extractvalue { i32, i32, i32, i32 } %353, 3
  %358 = sext i32 %296 to i64
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %93, i64 %359
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = sitofp i32 %354 to float
  %363 = fmul float %361, %362
  %364 = sext i32 %296 to i64
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr addrspace(1) %103, i64 %365
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = sitofp i32 %355 to float
  %369 = fmul float %367, %368
  %370 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %298, i32 %300, i32 %302, i32 %304, i32 %349, i32 %352, i32 0, i32 0, i32 0, i32 0)
  %371 = extractvalue { i32, i32, i32, i32 } %370, 0
  %372 = extractvalue { i32, i32, i32, i32 } %370, 1
  %373 = extractvalue { i32, i32, i32, i32 } %370, 2
  %374 = extractvalue { i32, i32, i32, i32 } %370, 3
  %375 = load float, ptr %v1, align 4
  %376 = fmul float %310, %361
  %377 = sitofp i32 %371 to float
  %378 = call float @llvm.fma.f32(float %376, float %377, float %375)
  %379 = fneg float %312
  %380 = call float @llvm.fma.f32(float %379, float %363, float %378)
  store float %380, ptr %v1, align 4
  %381 = load float, ptr %v2, align 4
  %382 = fmul float %310, %367
  %383 = sitofp i32 %372 to float
  %384 = call float @llvm.fma.f32(float %382, float %383, float %381)
  %385 = fneg float %312
  %386 = call float @llvm.fma.f32(float %385, float %369, float %384)
  store float %386, ptr %v2, align 4
  %387 = load float, ptr %v3, align 4
  %388 = fmul float %318, %361
  %389 = sitofp i32 %373 to float
  %390 = call float @llvm.fma.f32(float %388, float %389, float %387)
  %391 = fneg float %320
  %392 = call float @llvm.fma.f32(float %391, float %363, float %390)
  store float %392, ptr %v3, align 4
  %393 = load float, ptr %v4, align 4
  %394 = fmul float %318, %367
  %395 = sitofp i32 %374 to float
  %396 = call float @llvm.fma.f32(float %394, float %395, float %393)
  %397 = fneg float %320
  %398 = call float @llvm.fma.f32(float %397, float %369, float %396)
  store float %398, ptr %v4, align 4
  %399 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %322, i32 %324, i32 %326, i32 %328, i32 %349, i32 %352, i32 0, i32 0, i32 0, i32 0)
  %400 = extractvalue { i32, i32, i32, i32 } %399, 0
  %401 = extractvalue { i32, i32, i32, i32 } %399, 1
  %402 = extractvalue { i32, i32, i32, i32 } %399, 2
  %403 = extractvalue { i32, i32, i32, i32 } %399, 3
  %404 = load float, ptr %v17, align 4
  %405 = fmul float %334, %361
  %406 = sitofp i32 %400 to float
  %407 = call float @llvm.fma.f32(float %405, float %406, float %404)
  %408 = fneg float %336
  %409 = call float @llvm.fma.f32(float %408, float %363, float %407)
  store float %409, ptr %v17, align 4
  %410 = load float, ptr %v18, align 4
  %411 = fmul float %334, %367
  %412 = sitofp i32 %401 to float
  %413 = call float @llvm.fma.f32(float %411, float %412, float %410)
  %414 = fneg float %336
  %415 = call float @llvm.fma.f32(float %414, float %369, float %413)
  store float %415, ptr %v18, align 4
  %416 = load float, ptr %v19, align 4
  %417 = fmul float %342, %361
  %418 = sitofp i32 %402 to float
  %419 = call float @llvm.fma.f32(float %417, float %418, float %416)
  %420 = fneg float %344
  %421 = call float @llvm.fma.f32(float %420, float %363, float %419)
  store float %421, ptr %v19, align 4
  %422 = load float, ptr %v20, align 4
  %423 = fmul float %342, %367
  %424 = sitofp i32 %403 to float
  %425 = call float @llvm.fma.f32(float %423, float %424, float %422)
  %426 = fneg float %344
  %427 = call float @llvm.fma.f32(float %426, float %369, float %425)
  store float %427, ptr %v20, align 4
  %428 = getelementptr i8, ptr addrspace(1) %111, i64 %347
  %429 = load i32, ptr addrspace(1) %428, align 4
  %430 = add i64 %347, 16
  %431 = getelementptr i8, ptr addrspace(1) %111, i64 %430
  %432 = load i32, ptr addrspace(1) %431, align 4
  %433 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %429, i32 %432, i32 0, i32 0, i32 0, i32 0)
  %434 = extractvalue { i32, i32, i32, i32 } %433, 0
  %435 = extractvalue { i32, i32, i32, i32 } %433, 1
  %436 = extractvalue { i32, i32, i32, i32 } %433, 2
  %437 = extractvalue { i32, i32, i32, i32 } %433, 3
  %438 = sext i32 %296 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %121, i64 %439
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = sitofp i32 %434 to float
  %443 = fmul float %441, %442
  %444 = sext i32 %296 to i64
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %131, i64 %445
  %447 = load float, ptr addrspace(1) %446, align 4
  %448 = sitofp i32 %435 to float
  %449 = fmul float %447, %448
  %450 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %298, i32 %300, i32 %302, i32 %304, i32 %429, i32 %432, i32 0, i32 0, i32 0, i32 0)
  %451 = extractvalue { i32, i32, i32, i32 } %450, 0
  %452 = extractvalue { i32, i32, i32, i32 } %450, 1
  %453 = extractvalue { i32, i32, i32, i32 } %450, 2
  %454 = extractvalue { i32, i32, i32, i32 } %450, 3
  %455 = load float, ptr %v5, align 4
  %456 = fmul float %310, %441
  %457 = sitofp i32 %451 to float
  %458 = call float @llvm.fma.f32(float %456, float %457, float %455)
  %459 = fneg float %312
  %460 = call float @llvm.fma.f32(float %459, float %443, float %458)
  store float %460, ptr %v5, align 4
  %461 = load float, ptr %v6, align 4
  %462 = fmul float %310, %447
  %463 = sitofp i32 %452 to float
  %464 = call float @llvm.fma.f32(float %462, float %463, float %461)
  %465 = fneg float %312
  %466 = call float @llvm.fma.f32(float %465, float %449, float %464)
  store float %466, ptr %v6, align 4
  %467 = load float, ptr %v7, align 4
  %468 = fmul float %318, %441
  %469 = sitofp i32 %453 to float
  %470 = call float @llvm.fma.f32(float %468, float %469, float %467)
  %471 = fneg float %320
  %472 = call float @llvm.fma.f32(float %471, float %443, float %470)
  store float %472, ptr %v7, align 4
  %473 = load float, ptr %v8, align 4
  %474 = fmul float %318, %447
  %475 = sitofp i32 %454 to float
  %476 = call float @llvm.fma.f32(float %474, float %475, float %473)
  %477 = fneg float %320
  %478 = call float @llvm.fma.f32(float %477, float %449, float %476)
  store float %478, ptr %v8, align 4
  %479 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %322, i32 %324, i32 %326, i32 %328, i32 %429, i32 %432, i32 0, i32 0, i32 0, i32 0)
  %480 = extractvalue { i32, i32, i32, i32 } %479, 0
  %481 = extractvalue { i32, i32, i32, i32 } %479, 1
  %482 = extractvalue { i32, i32, i32, i32 } %479, 2
  %483 = extractvalue { i32, i32, i32, i32 } %479, 3
  %484 = load float, ptr %v21, align 4
  %485 = fmul float %334, %441
  %486 = sitofp i32 %480 to float
  %487 = call float @llvm.fma.f32(float %485, float %486, float %484)
  %488 = fneg float %336
  %489 = call float @llvm.fma.f32(float %488, float %443, float %487)
  store float %489, ptr %v21, align 4
  %490 = load float, ptr %v22, align 4
  %491 = fmul float %334, %447
  %492 = sitofp i32 %481 to float
  %493 = call float @llvm.fma.f32(float %491, float %492, float %490)
  %494 = fneg float %336
  %495 = call float @llvm.fma.f32(float %494, float %449, float %493)
  store float %495, ptr %v22, align 4
  %496 = load float, ptr %v23, align 4
  %497 = fmul float %342, %441
  %498 = sitofp i32 %482 to float
  %499 = call float @llvm.fma.f32(float %497, float %498, float %496)
  %500 = fneg float %344
  %501 = call float @llvm.fma.f32(float %500, float %443, float %499)
  store float %501, ptr %v23, align 4
  %502 = load float, ptr %v24, align 4
  %503 = fmul float %342, %447
  %504 = sitofp i32 %483 to float
  %505 = call float @llvm.fma.f32(float %503, float %504, float %502)
  %506 = fneg float %344
  %507 = call float @llvm.fma.f32(float %506, float %449, float %505)
  store float %507, ptr %v24, align 4
  %508 = getelementptr i8, ptr addrspace(1) %139, i64 %347
  %509 = load i32, ptr addrspace(1) %508, align 4
  %510 = add i64 %347, 16
  %511 = getelementptr i8, ptr addrspace(1) %139, i64 %510
  %512 = load i32, ptr addrspace(1) %511, align 4
  %513 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %509, i32 %512, i32 0, i32 0, i32 0, i32 0)
  %514 = extractvalue { i32, i32, i32, i32 } %513, 0
  %515 = extractvalue { i32, i32, i32, i32 } %513, 1
  %516 = extractvalue { i32, i32, i32, i32 } %513, 2
  %517 = extractvalue { i32, i32, i32, i32 } %513, 3
  %518 = sext i32 %296 to i64
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr addrspace(1) %149, i64 %519
  %521 = load float, ptr addrspace(1) %520, align 4
  %522 = sitofp i32 %514 to float
  %523 = fmul float %521, %522
  %524 = sext i32 %296 to i64
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %159, i64 %525
  %527 = load float, ptr addrspace(1) %526, align 4
  %528 = sitofp i32 %515 to float
  %529 = fmul float %527, %528
  %530 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %298, i32 %300, i32 %302, i32 %304, i32 %509, i32 %512, i32 0, i32 0, i32 0, i32 0)
  %531 = extractvalue { i32, i32, i32, i32 } %530, 0
  %532 = extractvalue { i32, i32, i32, i32 } %530, 1
  %533 = extractvalue { i32, i32, i32, i32 } %530, 2
  %534 = extractvalue { i32, i32, i32, i32 } %530, 3
  %535 = load float, ptr %v9, align 4
  %536 = fmul float %310, %521
  %537 = sitofp i32 %531 to float
  %538 = call float @llvm.fma.f32(float %536, float %537, float %535)
  %539 = fneg float %312
  %540 = call float @llvm.fma.f32(float %539, float %523, float %538)
  store float %540, ptr %v9, align 4
  %541 = load float, ptr %v10, align 4
  %542 = fmul float %310, %527
  %543 = sitofp i32 %532 to float
  %544 = call float @llvm.fma.f32(float %542, float %543, float %541)
  %545 = fneg float %312
  %546 = call float @llvm.fma.f32(float %545, float %529, float %544)
  store float %546, ptr %v10, align 4
  %547 = load float, ptr %v11, align 4
  %548 = fmul float %318, %521
  %549 = sitofp i32 %533 to float
  %550 = call float @llvm.fma.f32(float %548, float %549, float %547)
  %551 = fneg float %320
  %552 = call float @llvm.fma.f32(float %551, float %523, float %550)
  store float %552, ptr %v11, align 4
  %553 = load float, ptr %v12, align 4
  %554 = fmul float %318, %527
  %555 = sitofp i32 %534 to float
  %556 = call float @llvm.fma.f32(float %554, float %555, float %553)
  %557 = fneg float %320
  %558 = call float @llvm.fma.f32(float %557, float %529, float %556)
  store float %558, ptr %v12, align 4
  %559 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %322, i32 %324, i32 %326, i32 %328, i32 %509, i32 %512, i32 0, i32 0, i32 0, i32 0)
  %560 = extractvalue { i32, i32, i32, i32 } %559, 0
  %561 = extractvalue { i32, i32, i32, i32 } %559, 1
  %562 = extractvalue { i32, i32, i32, i32 } %559, 2
  %563 = extractvalue { i32, i32, i32, i32 } %559, 3
  %564 = load float, ptr %v25, align 4
  %565 = fmul float %334, %521
  %566 = sitofp i32 %560 to float
  %567 = call float @llvm.fma.f32(float %565, float %566, float %564)
  %568 = fneg float %336
  %569 = call float @llvm.fma.f32(float %568, float %523, float %567)
  store float %569, ptr %v25, align 4
  %570 = load float, ptr %v26, align 4
  %571 = fmul float %334, %527
  %572 = sitofp i32 %561 to float
  %573 = call float @llvm.fma.f32(float %571, float %572, float %570)
  %574 = fneg float %336
  %575 = call float @llvm.fma.f32(float %574, float %529, float %573)
  store float %575, ptr %v26, align 4
  %576 = load float, ptr %v27, align 4
  %577 = fmul float %342, %521
  %578 = sitofp i32 %562 to float
  %579 = call float @llvm.fma.f32(float %577, float %578, float %576)
  %580 = fneg float %344
  %581 = call float @llvm.fma.f32(float %580, float %523, float %579)
  store float %581, ptr %v27, align 4
  %582 = load float, ptr %v28, align 4
  %583 = fmul float %342, %527
  %584 = sitofp i32 %563 to float
  %585 = call float @llvm.fma.f32(float %583, float %584, float %582)
  %586 = fneg float %344
  %587 = call float @llvm.fma.f32(float %586, float %529, float %585)
  store float %587, ptr %v28, align 4
  %588 = getelementptr i8, ptr addrspace(1) %167, i64 %347
  %589 = load i32, ptr addrspace(1) %588, align 4
  %590 = add i64 %347, 16
  %591 = getelementptr i8, ptr addrspace(1) %167, i64 %590
  %592 = load i32, ptr addrspace(1) %591, align 4
  %593 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %589, i32 %592, i32 0, i32 0, i32 0, i32 0)
  %594 = extractvalue { i32, i32, i32, i32 } %593, 0
  %595 = extractvalue { i32, i32, i32, i32 } %593, 1
  %596 = extractvalue { i32, i32, i32, i32 } %593, 2
  %597 = extractvalue { i32, i32, i32, i32 } %593, 3
  %598 = sext i32 %296 to i64
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(1) %177, i64 %599
  %601 = load float, ptr addrspace(1) %600, align 4
  %602 = sitofp i32 %594 to float
  %603 = fmul float %601, %602
  %604 = sext i32 %296 to i64
  %605 = mul i64 %604, 4
  %606 = getelementptr i8, ptr addrspace(1) %187, i64 %605
  %607 = load float, ptr addrspace(1) %606, align 4
  %608 = sitofp i32 %595 to float
  %609 = fmul float %607, %608
  %610 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %298, i32 %300, i32 %302, i32 %304, i32 %589, i32 %592, i32 0, i32 0, i32 0, i32 0)
  %611 = extractvalue { i32, i32, i32, i32 } %610, 0
  %612 = extractvalue { i32, i32, i32, i32 } %610, 1
  %613 = extractvalue { i32, i32, i32, i32 } %610, 2
  %614 = extractvalue { i32, i32, i32, i32 } %610, 3
  %615 = load float, ptr %v13, align 4
  %616 = fmul float %310, %601
  %617 = sitofp i32 %611 to float
  %618 = call float @llvm.fma.f32(float %616, float %617, float %615)
  %619 = fneg float %312
  %620 = call float @llvm.fma.f32(float %619, float %603, float %618)
  store float %620, ptr %v13, align 4
  %621 = load float, ptr %v14, align 4
  %622 = fmul float %310, %607
  %623 = sitofp i32 %612 to float
  %624 = call float @llvm.fma.f32(float %622, float %623, float %621)
  %625 = fneg float %312
  %626 = call float @llvm.fma.f32(float %625, float %609, float %624)
  store float %626, ptr %v14, align 4
  %627 = load float, ptr %v15, align 4
  %628 = fmul float %318, %601
  %629 = sitofp i32 %613 to float
  %630 = call float @llvm.fma.f32(float %628, float %629, float %627)
  %631 = fneg float %320
  %632 = call float @llvm.fma.f32(float %631, float %603, float %630)
  store float %632, ptr %v15, align 4
  %633 = load float, ptr %v16, align 4
  %634 = fmul float %318, %607
  %635 = sitofp i32 %614 to float
  %636 = call float @llvm.fma.f32(float %634, float %635, float %633)
  %637 = fneg float %320
  %638 = call float @llvm.fma.f32(float %637, float %609, float %636)
  store float %638, ptr %v16, align 4
  %639 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %322, i32 %324, i32 %326, i32 %328, i32 %589, i32 %592, i32 0, i32 0, i32 0, i32 0)
  %640 = extractvalue { i32, i32, i32, i32 } %639, 0
  %641 = extractvalue { i32, i32, i32, i32 } %639, 1
  %642 = extractvalue { i32, i32, i32, i32 } %639, 2
  %643 = extractvalue { i32, i32, i32, i32 } %639, 3
  %644 = load float, ptr %v29, align 4
  %645 = fmul float %334, %601
  %646 = sitofp i32 %640 to float
  %647 = call float @llvm.fma.f32(float %645, float %646, float %644)
  %648 = fneg float %336
  %649 = call float @llvm.fma.f32(float %648, float %603, float %647)
  store float %649, ptr %v29, align 4
  %650 = load float, ptr %v30, align 4
  %651 = fmul float %334, %607
  %652 = sitofp i32 %641 to float
  %653 = call float @llvm.fma.f32(float %651, float %652, float %650)
  %654 = fneg float %336
  %655 = call float @llvm.fma.f32(float %654, float %609, float %653)
  store float %655, ptr %v30, align 4
  %656 = load float, ptr %v31, align 4
  %657 = fmul float %342, %601
  %658 = sitofp i32 %642 to float
  %659 = call float @llvm.fma.f32(float %657, float %658, float %656)
  %660 = fneg float %344
  %661 = call float @llvm.fma.f32(float %660, float %603, float %659)
  store float %661, ptr %v31, align 4
  %662 = load float, ptr %v32, align 4
  %663 = fmul float %342, %607
  %664 = sitofp i32 %643 to float
  %665 = call float @llvm.fma.f32(float %663, float %664, float %662)
  %666 = fneg float %344
  %667 = call float @llvm.fma.f32(float %666, float %609, float %665)
  store float %667, ptr %v32, align 4
  %668 = mul i32 %190, 8
  %669 = add i32 %668, 1
  %670 = lshr i32 %276, 4
  %671 = and i32 %670, 252645135
  %672 = lshr i32 %281, 4
  %673 = and i32 %672, 252645135
  %674 = lshr i32 %279, 4
  %675 = and i32 %674, 252645135
  %676 = lshr i32 %284, 4
  %677 = and i32 %676, 252645135
  %678 = lshr i32 %198, 8
  %679 = and i32 %678, 63
  %680 = lshr i32 %201, 8
  %681 = and i32 %680, 63
  %682 = sitofp i32 %679 to float
  %683 = fmul float %208, %682
  %684 = sitofp i32 %681 to float
  %685 = fmul float %212, %684
  %686 = lshr i32 %218, 8
  %687 = and i32 %686, 63
  %688 = lshr i32 %221, 8
  %689 = and i32 %688, 63
  %690 = sitofp i32 %687 to float
  %691 = fmul float %228, %690
  %692 = sitofp i32 %689 to float
  %693 = fmul float %232, %692
  %694 = lshr i32 %286, 4
  %695 = and i32 %694, 252645135
  %696 = lshr i32 %291, 4
  %697 = and i32 %696, 252645135
  %698 = lshr i32 %289, 4
  %699 = and i32 %698, 252645135
  %700 = lshr i32 %294, 4
  %701 = and i32 %700, 252645135
  %702 = lshr i32 %238, 8
  %703 = and i32 %702, 63
  %704 = lshr i32 %241, 8
  %705 = and i32 %704, 63
  %706 = sitofp i32 %703 to float
  %707 = fmul float %248, %706
  %708 = sitofp i32 %705 to float
  %709 = fmul float %252, %708
  %710 = lshr i32 %258, 8
  %711 = and i32 %710, 63
  %712 = lshr i32 %261, 8
  %713 = and i32 %712, 63
  %714 = sitofp i32 %711 to float
  %715 = fmul float %268, %714
  %716 = sitofp i32 %713 to float
  %717 = fmul float %272, %716
  %718 = sext i32 %669 to i64
  %719 = mul i64 %718, 32
  %720 = add i64 %719, %71
  %721 = getelementptr i8, ptr addrspace(1) %83, i64 %720
  %722 = load i32, ptr addrspace(1) %721, align 4
  %723 = add i64 %720, 16
  %724 = getelementptr i8, ptr addrspace(1) %83, i64 %723
  %725 = load i32, ptr addrspace(1) %724, align 4
  %726 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %722, i32 %725, i32 0, i32 0, i32 0, i32 0)
  %727 = extractvalue { i32, i32, i32, i32 } %726, 0
  %728 = extractvalue { i32, i32, i32, i32 } %726, 1
  %729 = extractvalue { i32, i32, i32, i32 } %726, 2
  %730 = extractvalue { i32, i32, i32, i32 } %726, 3
  %731 = sext i32 %669 to i64
  %732 = mul i64 %731, 4
  %733 = getelementptr i8, ptr addrspace(1) %93, i64 %732
  %734 = load float, ptr addrspace(1) %733, align 4
  %735 = sitofp i32 %727 to float
  %736 = fmul float %734, %735
  %737 = sext i32 %669 to i64
  %738 = mul i64 %737, 4
  %739 = getelementptr i8, ptr addrspace(1) %103, i64 %738
  %740 = load float, ptr addrspace(1) %739, align 4
  %741 = sitofp i32 %728 to float
  %742 = fmul float %740, %741
  %743 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %671, i32 %673, i32 %675, i32 %677, i32 %722, i32 %725, i32 0, i32 0, i32 0, i32 0)
  %744 = extractvalue { i32, i32, i32, i32 } %743, 0
  %745 = extractvalue { i32, i32, i32, i32 } %743, 1
  %746 = extractvalue { i32, i32, i32, i32 } %743, 2
  %747 = extractvalue { i32, i32, i32, i32 } %743, 3
  %748 = load float, ptr %v1, align 4
  %749 = fmul float %683, %734
  %750 = sitofp i32 %744 to float
  %751 = call float @llvm.fma.f32(float %749, float %750, float %748)
  %752 = fneg float %685
  %753 = call float @llvm.fma.f32(float %752, float %736, float %751)
  store float %753, ptr %v1, align 4
  %754 = load float, ptr %v2, align 4
  %755 = fmul float %683, %740
  %756 = sitofp i32 %745 to float
  %757 = call float @llvm.fma.f32(float %755, float %756, float %754)
  %758 = fneg float %685
  %759 = call float @llvm.fma.f32(float %758, float %742, float %757)
  store float %759, ptr %v2, align 4
  %760 = load float, ptr %v3, align 4
  %761 = fmul float %691, %734
  %762 = sitofp i32 %746 to float
  %763 = call float @llvm.fma.f32(float %761, float %762, float %760)
  %764 = fneg float %693
  %765 = call float @llvm.fma.f32(float %764, float %736, float %763)
  store float %765, ptr %v3, align 4
  %766 = load float, ptr %v4, align 4
  %767 = fmul float %691, %740
  %768 = sitofp i32 %747 to float
  %769 = call float @llvm.fma.f32(float %767, float %768, float %766)
  %770 = fneg float %693
  %771 = call float @llvm.fma.f32(float %770, float %742, float %769)
  store float %771, ptr %v4, align 4
  %772 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %695, i32 %697, i32 %699, i32 %701, i32 %722, i32 %725, i32 0, i32 0, i32 0, i32 0)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = load float, ptr %v17, align 4
  %778 = fmul float %707, %734
  %779 = sitofp i32 %773 to float
  %780 = call float @llvm.fma.f32(float %778, float %779, float %777)
  %781 = fneg float %709
  %782 = call float @llvm.fma.f32(float %781, float %736, float %780)
  store float %782, ptr %v17, align 4
  %783 = load float, ptr %v18, align 4
  %784 = fmul float %707, %740
  %785 = sitofp i32 %774 to float
  %786 = call float @llvm.fma.f32(float %784, float %785, float %783)
  %787 = fneg float %709
  %788 = call float @llvm.fma.f32(float %787, float %742, float %786)
  store float %788, ptr %v18, align 4
  %789 = load float, ptr %v19, align 4
  %790 = fmul float %715, %734
  %791 = sitofp i32 %775 to float
  %792 = call float @llvm.fma.f32(float %790, float %791, float %789)
  %793 = fneg float %717
  %794 = call float @llvm.fma.f32(float %793, float %736, float %792)
  store float %794, ptr %v19, align 4
  %795 = load float, ptr %v20, align 4
  %796 = fmul float %715, %740
  %797 = sitofp i32 %776 to float
  %798 = call float @llvm.fma.f32(float %796, float %797, float %795)
  %799 = fneg float %717
  %800 = call float @llvm.fma.f32(float %799, float %742, float %798)
  store float %800, ptr %v20, align 4
  %801 = getelementptr i8, ptr addrspace(1) %111, i64 %720
  %802 = load i32, ptr addrspace(1) %801, align 4
  %803 = add i64 %720, 16
  %804 = getelementptr i8, ptr addrspace(1) %111, i64 %803
  %805 = load i32, ptr addrspace(1) %804, align 4
  %806 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %802, i32 %805, i32 0, i32 0, i32 0, i32 0)
  %807 = extractvalue { i32, i32, i32, i32 } %806, 0
  %808 = extractvalue { i32, i32, i32, i32 } %806, 1
  %809 = extractvalue { i32, i32, i32, i32 } %806, 2
  %810 = extractvalue { i32, i32, i32, i32 } %806, 3
  %811 = sext i32 %669 to i64
  %812 = mul i64 %811, 4
  %813 = getelementptr i8, ptr addrspace(1) %121, i64 %812
  %814 = load float, ptr addrspace(1) %813, align 4
  %815 = sitofp i32 %807 to float
  %816 = fmul float %814, %815
  %817 = sext i32 %669 to i64
  %818 = mul i64 %817, 4
  %819 = getelementptr i8, ptr addrspace(1) %131, i64 %818
  %820 = load float, ptr addrspace(1) %819, align 4
  %821 = sitofp i32 %808 to float
  %822 = fmul float %820, %821
  %823 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %671, i32 %673, i32 %675, i32 %677, i32 %802, i32 %805, i32 0, i32 0, i32 0, i32 0)
  %824 = extractvalue { i32, i32, i32, i32 } %823, 0
  %825 = extractvalue { i32, i32, i32, i32 } %823, 1
  %826 = extractvalue { i32, i32, i32, i32 } %823, 2
  %827 = extractvalue { i32, i32, i32, i32 } %823, 3
  %828 = load float, ptr %v5, align 4
  %829 = fmul float %683, %814
  %830 = sitofp i32 %824 to float
  %831 = call float @llvm.fma.f32(float %829, float %830, float %828)
  %832 = fneg float %685
  %833 = call float @llvm.fma.f32(float %832, float %816, float %831)
  store float %833, ptr %v5, align 4
  %834 = load float, ptr %v6, align 4
  %835 = fmul float %683, %820
  %836 = sitofp i32 %825 to float
  %837 = call float @llvm.fma.f32(float %835, float %836, float %834)
  %838 = fneg float %685
  %839 = call float @llvm.fma.f32(float %838, float %822, float %837)
  store float %839, ptr %v6, align 4
  %840 = load float, ptr %v7, align 4
  %841 = fmul float %691, %814
  %842 = sitofp i32 %826 to float
  %843 = call float @llvm.fma.f32(float %841, float %842, float %840)
  %844 = fneg float %693
  %845 = call float @llvm.fma.f32(float %844, float %816, float %843)
  store float %845, ptr %v7, align 4
  %846 = load float, ptr %v8, align 4
  %847 = fmul float %691, %820
  %848 = sitofp i32 %827 to float
  %849 = call float @llvm.fma.f32(float %847, float %848, float %846)
  %850 = fneg float %693
  %851 = call float @llvm.fma.f32(float %850, float %822, float %849)
  store float %851, ptr %v8, align 4
  %852 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %695, i32 %697, i32 %699, i32 %701, i32 %802, i32 %805, i32 0, i32 0, i32 0, i32 0)
  %853 = extractvalue { i32, i32, i32, i32 } %852, 0
  %854 = extractvalue { i32, i32, i32, i32 } %852, 1
  %855 = extractvalue { i32, i32, i32, i32 } %852, 2
  %856 = extractvalue { i32, i32, i32, i32 } %852, 3
  %857 = load float, ptr %v21, align 4
  %858 = fmul float %707, %814
  %859 = sitofp i32 %853 to float
  %860 = call float @llvm.fma.f32(float %858, float %859, float %857)
  %861 = fneg float %709
  %862 = call float @llvm.fma.f32(float %861, float %816, float %860)
  store float %862, ptr %v21, align 4
  %863 = load float, ptr %v22, align 4
  %864 = fmul float %707, %820
  %865 = sitofp i32 %854 to float
  %866 = call float @llvm.fma.f32(float %864, float %865, float %863)
  %867 = fneg float %709
  %868 = call float @llvm.fma.f32(float %867, float %822, float %866)
  store float %868, ptr %v22, align 4
  %869 = load float, ptr %v23, align 4
  %870 = fmul float %715, %814
  %871 = sitofp i32 %855 to float
  %872 = call float @llvm.fma.f32(float %870, float %871, float %869)
  %873 = fneg float %717
  %874 = call float @llvm.fma.f32(float %873, float %816, float %872)
  store float %874, ptr %v23, align 4
  %875 = load float, ptr %v24, align 4
  %876 = fmul float %715, %820
  %877 = sitofp i32 %856 to float
  %878 = call float @llvm.fma.f32(float %876, float %877, float %875)
  %879 = fneg float %717
  %880 = call float @llvm.fma.f32(float %879, float %822, float %878)
  store float %880, ptr %v24, align 4
  %881 = getelementptr i8, ptr addrspace(1) %139, i64 %720
  %882 = load i32, ptr addrspace(1) %881, align 4
  %883 = add i64 %720, 16
  %884 = getelementptr i8, ptr addrspace(1) %139, i64 %883
  %885 = load i32, ptr addrspace(1) %884, align 4
  %886 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %882, i32 %885, i32 0, i32 0, i32 0, i32 0)
  %887 = extractvalue { i32, i32, i32, i32 } %886, 0
  %888 = extractvalue { i32, i32, i32, i32 } %886, 1
  %889 = extractvalue { i32, i32, i32, i32 } %886, 2
  %890 = extractvalue { i32, i32, i32, i32 } %886, 3
  %891 = sext i32 %669 to i64
  %892 = mul i64 %891, 4
  %893 = getelementptr i8, ptr addrspace(1) %149, i64 %892
  %894 = load float, ptr addrspace(1) %893, align 4
  %895 = sitofp i32 %887 to float
  %896 = fmul float %894, %895
  %897 = sext i32 %669 to i64
  %898 = mul i64 %897, 4
  %899 = getelementptr i8, ptr addrspace(1) %159, i64 %898
  %900 = load float, ptr addrspace(1) %899, align 4
  %901 = sitofp i32 %888 to float
  %902 = fmul float %900, %901
  %903 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %671, i32 %673, i32 %675, i32 %677, i32 %882, i32 %885, i32 0, i32 0, i32 0, i32 0)
  %904 = extractvalue { i32, i32, i32, i32 } %903, 0
  %905 = extractvalue { i32, i32, i32, i32 } %903, 1
  %906 = extractvalue { i32, i32, i32, i32 } %903, 2
  %907 = extractvalue { i32, i32, i32, i32 } %903, 3
  %908 = load float, ptr %v9, align 4
  %909 = fmul float %683, %894
  %910 = sitofp i32 %904 to float
  %911 = call float @llvm.fma.f32(float %909, float %910, float %908)
  %912 = fneg float %685
  %913 = call float @llvm.fma.f32(float %912, float %896, float %911)
  store float %913, ptr %v9, align 4
  %914 = load float, ptr %v10, align 4
  %915 = fmul float %683, %900
  %916 = sitofp i32 %905 to float
  %917 = call float @llvm.fma.f32(float %915, float %916, float %914)
  %918 = fneg float %685
  %919 = call float @llvm.fma.f32(float %918, float %902, float %917)
  store float %919, ptr %v10, align 4
  %920 = load float, ptr %v11, align 4
  %921 = fmul float %691, %894
  %922 = sitofp i32 %906 to float
  %923 = call float @llvm.fma.f32(float %921, float %922, float %920)
  %924 = fneg float %693
  %925 = call float @llvm.fma.f32(float %924, float %896, float %923)
  store float %925, ptr %v11, align 4
  %926 = load float, ptr %v12, align 4
  %927 = fmul float %691, %900
  %928 = sitofp i32 %907 to float
  %929 = call float @llvm.fma.f32(float %927, float %928, float %926)
  %930 = fneg float %693
  %931 = call float @llvm.fma.f32(float %930, float %902, float %929)
  store float %931, ptr %v12, align 4
  %932 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %695, i32 %697, i32 %699, i32 %701, i32 %882, i32 %885, i32 0, i32 0, i32 0, i32 0)
  %933 = extractvalue { i32, i32, i32, i32 } %932, 0
  %934 = extractvalue { i32, i32, i32, i32 } %932, 1
  %935 = extractvalue { i32, i32, i32, i32 } %932, 2
  %936 = extractvalue { i32, i32, i32, i32 } %932, 3
  %937 = load float, ptr %v25, align 4
  %938 = fmul float %707, %894
  %939 = sitofp i32 %933 to float
  %940 = call float @llvm.fma.f32(float %938, float %939, float %937)
  %941 = fneg float %709
  %942 = call float @llvm.fma.f32(float %941, float %896, float %940)
  store float %942, ptr %v25, align 4
  %943 = load float, ptr %v26, align 4
  %944 = fmul float %707, %900
  %945 = sitofp i32 %934 to float
  %946 = call float @llvm.fma.f32(float %944, float %945, float %943)
  %947 = fneg float %709
  %948 = call float @llvm.fma.f32(float %947, float %902, float %946)
  store float %948, ptr %v26, align 4
  %949 = load float, ptr %v27, align 4
  %950 = fmul float %715, %894
  %951 = sitofp i32 %935 to float
  %952 = call float @llvm.fma.f32(float %950, float %951, float %949)
  %953 = fneg float %717
  %954 = call float @llvm.fma.f32(float %953, float %896, float %952)
  store float %954, ptr %v27, align 4
  %955 = load float, ptr %v28, align 4
  %956 = fmul float %715, %900
  %957 = sitofp i32 %936 to float
  %958 = call float @llvm.fma.f32(float %956, float %957, float %955)
  %959 = fneg float %717
  %960 = call float @llvm.fma.f32(float %959, float %902, float %958)
  store float %960, ptr %v28, align 4
  %961 = getelementptr i8, ptr addrspace(1) %167, i64 %720
  %962 = load i32, ptr addrspace(1) %961, align 4
  %963 = add i64 %720, 16
  %964 = getelementptr i8, ptr addrspace(1) %167, i64 %963
  %965 = load i32, ptr addrspace(1) %964, align 4
  %966 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %962, i32 %965, i32 0, i32 0, i32 0, i32 0)
  %967 = extractvalue { i32, i32, i32, i32 } %966, 0
  %968 = extractvalue { i32, i32, i32, i32 } %966, 1
  %969 = extractvalue { i32, i32, i32, i32 } %966, 2
  %970 = extractvalue { i32, i32, i32, i32 } %966, 3
  %971 = sext i32 %669 to i64
  %972 = mul i64 %971, 4
  %973 = getelementptr i8, ptr addrspace(1) %177, i64 %972
  %974 = load float, ptr addrspace(1) %973, align 4
  %975 = sitofp i32 %967 to float
  %976 = fmul float %974, %975
  %977 = sext i32 %669 to i64
  %978 = mul i64 %977, 4
  %979 = getelementptr i8, ptr addrspace(1) %187, i64 %978
  %980 = load float, ptr addrspace(1) %979, align 4
  %981 = sitofp i32 %968 to float
  %982 = fmul float %980, %981
  %983 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %671, i32 %673, i32 %675, i32 %677, i32 %962, i32 %965, i32 0, i32 0, i32 0, i32 0)
  %984 = extractvalue { i32, i32, i32, i32 } %983, 0
  %985 = extractvalue { i32, i32, i32, i32 } %983, 1
  %986 = extractvalue { i32, i32, i32, i32 } %983, 2
  %987 = extractvalue { i32, i32, i32, i32 } %983, 3
  %988 = load float, ptr %v13, align 4
  %989 = fmul float %683, %974
  %990 = sitofp i32 %984 to float
  %991 = call float @llvm.fma.f32(float %989, float %990, float %988)
  %992 = fneg float %685
  %993 = call float @llvm.fma.f32(float %992, float %976, float %991)
  store float %993, ptr %v13, align 4
  %994 = load float, ptr %v14, align 4
  %995 = fmul float %683, %980
  %996 = sitofp i32 %985 to float
  %997 = call float @llvm.fma.f32(float %995, float %996, float %994)
  %998 = fneg float %685
  %999 = call float @llvm.fma.f32(float %998, float %982, float %997)
  store float %999, ptr %v14, align 4
  %1000 = load float, ptr %v15, align 4
  %1001 = fmul float %691, %974
  %1002 = sitofp i32 %986 to float
  %1003 = call float @llvm.fma.f32(float %1001, float %1002, float %1000)
  %1004 = fneg float %693
  %1005 = call float @llvm.fma.f32(float %1004, float %976, float %1003)
  store float %1005, ptr %v15, align 4
  %1006 = load float, ptr %v16, align 4
  %1007 = fmul float %691, %980
  %1008 = sitofp i32 %987 to float
  %1009 = call float @llvm.fma.f32(float %1007, float %1008, float %1006)
  %1010 = fneg float %693
  %1011 = call float @llvm.fma.f32(float %1010, float %982, float %1009)
  store float %1011, ptr %v16, align 4
  %1012 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %695, i32 %697, i32 %699, i32 %701, i32 %962, i32 %965, i32 0, i32 0, i32 0, i32 0)
  %1013 = extractvalue { i32, i32, i32, i32 } %1012, 0
  %1014 = extractvalue { i32, i32, i32, i32 } %1012, 1
  %1015 = extractvalue { i32, i32, i32, i32 } %1012, 2
  %1016 = extractvalue { i32, i32, i32, i32 } %1012, 3
  %1017 = load float, ptr %v29, align 4
  %1018 = fmul float %707, %974
  %1019 = sitofp i32 %1013 to float
  %1020 = call float @llvm.fma.f32(float %1018, float %1019, float %1017)
  %1021 = fneg float %709
  %1022 = call float @llvm.fma.f32(float %1021, float %976, float %1020)
  store float %1022, ptr %v29, align 4
  %1023 = load float, ptr %v30, align 4
  %1024 = fmul float %707, %980
  %1025 = sitofp i32 %1014 to float
  %1026 = call float @llvm.fma.f32(float %1024, float %1025, float %1023)
  %1027 = fneg float %709
  %1028 = call float @llvm.fma.f32(float %1027, float %982, float %1026)
  store float %1028, ptr %v30, align 4
  %1029 = load float, ptr %v31, align 4
  %1030 = fmul float %715, %974
  %1031 = sitofp i32 %1015 to float
  %1032 = call float @llvm.fma.f32(float %1030, float %1031, float %1029)
  %1033 = fneg float %717
  %1034 = call float @llvm.fma.f32(float %1033, float %976, float %1032)
  store float %1034, ptr %v31, align 4
  %1035 = load float, ptr %v32, align 4
  %1036 = fmul float %715, %980
  %1037 = sitofp i32 %1016 to float
  %1038 = call float @llvm.fma.f32(float %1036, float %1037, float %1035)
  %1039 = fneg float %717
  %1040 = call float @llvm.fma.f32(float %1039, float %982, float %1038)
  store float %1040, ptr %v32, align 4
  %1041 = add i64 48, %71
  %1042 = add i64 %192, %1041
  %1043 = getelementptr i8, ptr addrspace(1) %42, i64 %1042
  %1044 = load i32, ptr addrspace(1) %1043, align 4
  %1045 = add i64 %1042, 16
  %1046 = getelementptr i8, ptr addrspace(1) %42, i64 %1045
  %1047 = load i32, ptr addrspace(1) %1046, align 4
  %1048 = getelementptr i8, ptr addrspace(1) %49, i64 %1042
  %1049 = load i32, ptr addrspace(1) %1048, align 4
  %1050 = add i64 %1042, 16
  %1051 = getelementptr i8, ptr addrspace(1) %49, i64 %1050
  %1052 = load i32, ptr addrspace(1) %1051, align 4
  %1053 = getelementptr i8, ptr addrspace(1) %56, i64 %1042
  %1054 = load i32, ptr addrspace(1) %1053, align 4
  %1055 = add i64 %1042, 16
  %1056 = getelementptr i8, ptr addrspace(1) %56, i64 %1055
  %1057 = load i32, ptr addrspace(1) %1056, align 4
  %1058 = getelementptr i8, ptr addrspace(1) %63, i64 %1042
  %1059 = load i32, ptr addrspace(1) %1058, align 4
  %1060 = add i64 %1042, 16
  %1061 = getelementptr i8, ptr addrspace(1) %63, i64 %1060
  %1062 = load i32, ptr addrspace(1) %1061, align 4
  %1063 = mul i32 %190, 8
  %1064 = add i32 %1063, 2
  %1065 = lshr i32 %1044, 0
  %1066 = and i32 %1065, 252645135
  %1067 = lshr i32 %1049, 0
  %1068 = and i32 %1067, 252645135
  %1069 = lshr i32 %1047, 0
  %1070 = and i32 %1069, 252645135
  %1071 = lshr i32 %1052, 0
  %1072 = and i32 %1071, 252645135
  %1073 = lshr i32 %198, 16
  %1074 = and i32 %1073, 63
  %1075 = lshr i32 %201, 16
  %1076 = and i32 %1075, 63
  %1077 = sitofp i32 %1074 to float
  %1078 = fmul float %208, %1077
  %1079 = sitofp i32 %1076 to float
  %1080 = fmul float %212, %1079
  %1081 = lshr i32 %218, 16
  %1082 = and i32 %1081, 63
  %1083 = lshr i32 %221, 16
  %1084 = and i32 %1083, 63
  %1085 = sitofp i32 %1082 to float
  %1086 = fmul float %228, %1085
  %1087 = sitofp i32 %1084 to float
  %1088 = fmul float %232, %1087
  %1089 = lshr i32 %1054, 0
  %1090 = and i32 %1089, 252645135
  %1091 = lshr i32 %1059, 0
  %1092 = and i32 %1091, 252645135
  %1093 = lshr i32 %1057, 0
  %1094 = and i32 %1093, 252645135
  %1095 = lshr i32 %1062, 0
  %1096 = and i32 %1095, 252645135
  %1097 = lshr i32 %238, 16
  %1098 = and i32 %1097, 63
  %1099 = lshr i32 %241, 16
  %1100 = and i32 %1099, 63
  %1101 = sitofp i32 %1098 to float
  %1102 = fmul float %248, %1101
  %1103 = sitofp i32 %1100 to float
  %1104 = fmul float %252, %1103
  %1105 = lshr i32 %258, 16
  %1106 = and i32 %1105, 63
  %1107 = lshr i32 %261, 16
  %1108 = and i32 %1107, 63
  %1109 = sitofp i32 %1106 to float
  %1110 = fmul float %268, %1109
  %1111 = sitofp i32 %1108 to float
  %1112 = fmul float %272, %1111
  %1113 = sext i32 %1064 to i64
  %1114 = mul i64 %1113, 32
  %1115 = add i64 %1114, %71
  %1116 = getelementptr i8, ptr addrspace(1) %83, i64 %1115
  %1117 = load i32, ptr addrspace(1) %1116, align 4
  %1118 = add i64 %1115, 16
  %1119 = getelementptr i8, ptr addrspace(1) %83, i64 %1118
  %1120 = load i32, ptr addrspace(1) %1119, align 4
  %1121 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1117, i32 %1120, i32 0, i32 0, i32 0, i32 0)
  %1122 = extractvalue { i32, i32, i32, i32 } %1121, 0
  %1123 = extractvalue { i32, i32, i32, i32 } %1121, 1
  %1124 = extractvalue { i32, i32, i32, i32 } %1121, 2
  %1125 = extractvalue { i32, i32, i32, i32 } %1121, 3
  %1126 = sext i32 %1064 to i64
  %1127 = mul i64 %1126, 4
  %1128 = getelementptr i8, ptr addrspace(1) %93, i64 %1127
  %1129 = load float, ptr addrspace(1) %1128, align 4
  %1130 = sitofp i32 %1122 to float
  %1131 = fmul float %1129, %1130
  %1132 = sext i32 %1064 to i64
  %1133 = mul i64 %1132, 4
  %1134 = getelementptr i8, ptr addrspace(1) %103, i64 %1133
  %1135 = load float, ptr addrspace(1) %1134, align 4
  %1136 = sitofp i32 %1123 to float
  %1137 = fmul float %1135, %1136
  %1138 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1066, i32 %1068, i32 %1070, i32 %1072, i32 %1117, i32 %1120, i32 0, i32 0, i32 0, i32 0)
  %1139 = extractvalue { i32, i32, i32, i32 } %1138, 0
  %1140 = extractvalue { i32, i32, i32, i32 } %1138, 1
  %1141 = extractvalue { i32, i32, i32, i32 } %1138, 2
  %1142 = extractvalue { i32, i32, i32, i32 } %1138, 3
  %1143 = load float, ptr %v1, align 4
  %1144 = fmul float %1078, %1129
  %1145 = sitofp i32 %1139 to float
  %1146 = call float @llvm.fma.f32(float %1144, float %1145, float %1143)
  %1147 = fneg float %1080
  %1148 = call float @llvm.fma.f32(float %1147, float %1131, float %1146)
  store float %1148, ptr %v1, align 4
  %1149 = load float, ptr %v2, align 4
  %1150 = fmul float %1078, %1135
  %1151 = sitofp i32 %1140 to float
  %1152 = call float @llvm.fma.f32(float %1150, float %1151, float %1149)
  %1153 = fneg float %1080
  %1154 = call float @llvm.fma.f32(float %1153, float %1137, float %1152)
  store float %1154, ptr %v2, align 4
  %1155 = load float, ptr %v3, align 4
  %1156 = fmul float %1086, %1129
  %1157 = sitofp i32 %1141 to float
  %1158 = call float @llvm.fma.f32(float %1156, float %1157, float %1155)
  %1159 = fneg float %1088
  %1160 = call float @llvm.fma.f32(float %1159, float %1131, float %1158)
  store float %1160, ptr %v3, align 4
  %1161 = load float, ptr %v4, align 4
  %1162 = fmul float %1086, %1135
  %1163 = sitofp i32 %1142 to float
  %1164 = call float @llvm.fma.f32(float %1162, float %1163, float %1161)
  %1165 = fneg float %1088
  %1166 = call float @llvm.fma.f32(float %1165, float %1137, float %1164)
  store float %1166, ptr %v4, align 4
  %1167 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1117, i32 %1120, i32 0, i32 0, i32 0, i32 0)
  %1168 = extractvalue { i32, i32, i32, i32 } %1167, 0
  %1169 = extractvalue { i32, i32, i32, i32 } %1167, 1
  %1170 = extractvalue { i32, i32, i32, i32 } %1167, 2
  %1171 = extractvalue { i32, i32, i32, i32 } %1167, 3
  %1172 = load float, ptr %v17, align 4
  %1173 = fmul float %1102, %1129
  %1174 = sitofp i32 %1168 to float
  %1175 = call float @llvm.fma.f32(float %1173, float %1174, float %1172)
  %1176 = fneg float %1104
  %1177 = call float @llvm.fma.f32(float %1176, float %1131, float %1175)
  store float %1177, ptr %v17, align 4
  %1178 = load float, ptr %v18, align 4
  %1179 = fmul float %1102, %1135
  %1180 = sitofp i32 %1169 to float
  %1181 = call float @llvm.fma.f32(float %1179, float %1180, float %1178)
  %1182 = fneg float %1104
  %1183 = call float @llvm.fma.f32(float %1182, float %1137, float %1181)
  store float %1183, ptr %v18, align 4
  %1184 = load float, ptr %v19, align 4
  %1185 = fmul float %1110, %1129
  %1186 = sitofp i32 %1170 to float
  %1187 = call float @llvm.fma.f32(float %1185, float %1186, float %1184)
  %1188 = fneg float %1112
  %1189 = call float @llvm.fma.f32(float %1188, float %1131, float %1187)
  store float %1189, ptr %v19, align 4
  %1190 = load float, ptr %v20, align 4
  %1191 = fmul float %1110, %1135
  %1192 = sitofp i32 %1171 to float
  %1193 = call float @llvm.fma.f32(float %1191, float %1192, float %1190)
  %1194 = fneg float %1112
  %1195 = call float @llvm.fma.f32(float %1194, float %1137, float %1193)
  store float %1195, ptr %v20, align 4
  %1196 = getelementptr i8, ptr addrspace(1) %111, i64 %1115
  %1197 = load i32, ptr addrspace(1) %1196, align 4
  %1198 = add i64 %1115, 16
  %1199 = getelementptr i8, ptr addrspace(1) %111, i64 %1198
  %1200 = load i32, ptr addrspace(1) %1199, align 4
  %1201 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1197, i32 %1200, i32 0, i32 0, i32 0, i32 0)
  %1202 = extractvalue { i32, i32, i32, i32 } %1201, 0
  %1203 = extractvalue { i32, i32, i32, i32 } %1201, 1
  %1204 = extractvalue { i32, i32, i32, i32 } %1201, 2
  %1205 = extractvalue { i32, i32, i32, i32 } %1201, 3
  %1206 = sext i32 %1064 to i64
  %1207 = mul i64 %1206, 4
  %1208 = getelementptr i8, ptr addrspace(1) %121, i64 %1207
  %1209 = load float, ptr addrspace(1) %1208, align 4
  %1210 = sitofp i32 %1202 to float
  %1211 = fmul float %1209, %1210
  %1212 = sext i32 %1064 to i64
  %1213 = mul i64 %1212, 4
  %1214 = getelementptr i8, ptr addrspace(1) %131, i64 %1213
  %1215 = load float, ptr addrspace(1) %1214, align 4
  %1216 = sitofp i32 %1203 to float
  %1217 = fmul float %1215, %1216
  %1218 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1066, i32 %1068, i32 %1070, i32 %1072, i32 %1197, i32 %1200, i32 0, i32 0, i32 0, i32 0)
  %1219 = extractvalue { i32, i32, i32, i32 } %1218, 0
  %1220 = extractvalue { i32, i32, i32, i32 } %1218, 1
  %1221 = extractvalue { i32, i32, i32, i32 } %1218, 2
  %1222 = extractvalue { i32, i32, i32, i32 } %1218, 3
  %1223 = load float, ptr %v5, align 4
  %1224 = fmul float %1078, %1209
  %1225 = sitofp i32 %1219 to float
  %1226 = call float @llvm.fma.f32(float %1224, float %1225, float %1223)
  %1227 = fneg float %1080
  %1228 = call float @llvm.fma.f32(float %1227, float %1211, float %1226)
  store float %1228, ptr %v5, align 4
  %1229 = load float, ptr %v6, align 4
  %1230 = fmul float %1078, %1215
  %1231 = sitofp i32 %1220 to float
  %1232 = call float @llvm.fma.f32(float %1230, float %1231, float %1229)
  %1233 = fneg float %1080
  %1234 = call float @llvm.fma.f32(float %1233, float %1217, float %1232)
  store float %1234, ptr %v6, align 4
  %1235 = load float, ptr %v7, align 4
  %1236 = fmul float %1086, %1209
  %1237 = sitofp i32 %1221 to float
  %1238 = call float @llvm.fma.f32(float %1236, float %1237, float %1235)
  %1239 = fneg float %1088
  %1240 = call float @llvm.fma.f32(float %1239, float %1211, float %1238)
  store float %1240, ptr %v7, align 4
  %1241 = load float, ptr %v8, align 4
  %1242 = fmul float %1086, %1215
  %1243 = sitofp i32 %1222 to float
  %1244 = call float @llvm.fma.f32(float %1242, float %1243, float %1241)
  %1245 = fneg float %1088
  %1246 = call float @llvm.fma.f32(float %1245, float %1217, float %1244)
  store float %1246, ptr %v8, align 4
  %1247 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1197, i32 %1200, i32 0, i32 0, i32 0, i32 0)
  %1248 = extractvalue { i32, i32, i32, i32 } %1247, 0
  %1249 = extractvalue { i32, i32, i32, i32 } %1247, 1
  %1250 = extractvalue { i32, i32, i32, i32 } %1247, 2
  %1251 = extractvalue { i32, i32, i32, i32 } %1247, 3
  %1252 = load float, ptr %v21, align 4
  %1253 = fmul float %1102, %1209
  %1254 = sitofp i32 %1248 to float
  %1255 = call float @llvm.fma.f32(float %1253, float %1254, float %1252)
  %1256 = fneg float %1104
  %1257 = call float @llvm.fma.f32(float %1256, float %1211, float %1255)
  store float %1257, ptr %v21, align 4
  %1258 = load float, ptr %v22, align 4
  %1259 = fmul float %1102, %1215
  %1260 = sitofp i32 %1249 to float
  %1261 = call float @llvm.fma.f32(float %1259, float %1260, float %1258)
  %1262 = fneg float %1104
  %1263 = call float @llvm.fma.f32(float %1262, float %1217, float %1261)
  store float %1263, ptr %v22, align 4
  %1264 = load float, ptr %v23, align 4
  %1265 = fmul float %1110, %1209
  %1266 = sitofp i32 %1250 to float
  %1267 = call float @llvm.fma.f32(float %1265, float %1266, float %1264)
  %1268 = fneg float %1112
  %1269 = call float @llvm.fma.f32(float %1268, float %1211, float %1267)
  store float %1269, ptr %v23, align 4
  %1270 = load float, ptr %v24, align 4
  %1271 = fmul float %1110, %1215
  %1272 = sitofp i32 %1251 to float
  %1273 = call float @llvm.fma.f32(float %1271, float %1272, float %1270)
  %1274 = fneg float %1112
  %1275 = call float @llvm.fma.f32(float %1274, float %1217, float %1273)
  store float %1275, ptr %v24, align 4
  %1276 = getelementptr i8, ptr addrspace(1) %139, i64 %1115
  %1277 = load i32, ptr addrspace(1) %1276, align 4
  %1278 = add i64 %1115, 16
  %1279 = getelementptr i8, ptr addrspace(1) %139, i64 %1278
  %1280 = load i32, ptr addrspace(1) %1279, align 4
  %1281 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1277, i32 %1280, i32 0, i32 0, i32 0, i32 0)
  %1282 = extractvalue { i32, i32, i32, i32 } %1281, 0
  %1283 = extractvalue { i32, i32, i32, i32 } %1281, 1
  %1284 = extractvalue { i32, i32, i32, i32 } %1281, 2
  %1285 = extractvalue { i32, i32, i32, i32 } %1281, 3
  %1286 = sext i32 %1064 to i64
  %1287 = mul i64 %1286, 4
  %1288 = getelementptr i8, ptr addrspace(1) %149, i64 %1287
  %1289 = load float, ptr addrspace(1) %1288, align 4
  %1290 = sitofp i32 %1282 to float
  %1291 = fmul float %1289, %1290
  %1292 = sext i32 %1064 to i64
  %1293 = mul i64 %1292, 4
  %1294 = getelementptr i8, ptr addrspace(1) %159, i64 %1293
  %1295 = load float, ptr addrspace(1) %1294, align 4
  %1296 = sitofp i32 %1283 to float
  %1297 = fmul float %1295, %1296
  %1298 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1066, i32 %1068, i32 %1070, i32 %1072, i32 %1277, i32 %1280, i32 0, i32 0, i32 0, i32 0)
  %1299 = extractvalue { i32, i32, i32, i32 } %1298, 0
  %1300 = extractvalue { i32, i32, i32, i32 } %1298, 1
  %1301 = extractvalue { i32, i32, i32, i32 } %1298, 2
  %1302 = extractvalue { i32, i32, i32, i32 } %1298, 3
  %1303 = load float, ptr %v9, align 4
  %1304 = fmul float %1078, %1289
  %1305 = sitofp i32 %1299 to float
  %1306 = call float @llvm.fma.f32(float %1304, float %1305, float %1303)
  %1307 = fneg float %1080
  %1308 = call float @llvm.fma.f32(float %1307, float %1291, float %1306)
  store float %1308, ptr %v9, align 4
  %1309 = load float, ptr %v10, align 4
  %1310 = fmul float %1078, %1295
  %1311 = sitofp i32 %1300 to float
  %1312 = call float @llvm.fma.f32(float %1310, float %1311, float %1309)
  %1313 = fneg float %1080
  %1314 = call float @llvm.fma.f32(float %1313, float %1297, float %1312)
  store float %1314, ptr %v10, align 4
  %1315 = load float, ptr %v11, align 4
  %1316 = fmul float %1086, %1289
  %1317 = sitofp i32 %1301 to float
  %1318 = call float @llvm.fma.f32(float %1316, float %1317, float %1315)
  %1319 = fneg float %1088
  %1320 = call float @llvm.fma.f32(float %1319, float %1291, float %1318)
  store float %1320, ptr %v11, align 4
  %1321 = load float, ptr %v12, align 4
  %1322 = fmul float %1086, %1295
  %1323 = sitofp i32 %1302 to float
  %1324 = call float @llvm.fma.f32(float %1322, float %1323, float %1321)
  %1325 = fneg float %1088
  %1326 = call float @llvm.fma.f32(float %1325, float %1297, float %1324)
  store float %1326, ptr %v12, align 4
  %1327 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1277, i32 %1280, i32 0, i32 0, i32 0, i32 0)
  %1328 = extractvalue { i32, i32, i32, i32 } %1327, 0
  %1329 = extractvalue { i32, i32, i32, i32 } %1327, 1
  %1330 = extractvalue { i32, i32, i32, i32 } %1327, 2
  %1331 = extractvalue { i32, i32, i32, i32 } %1327, 3
  %1332 = load float, ptr %v25, align 4
  %1333 = fmul float %1102, %1289
  %1334 = sitofp i32 %1328 to float
  %1335 = call float @llvm.fma.f32(float %1333, float %1334, float %1332)
  %1336 = fneg float %1104
  %1337 = call float @llvm.fma.f32(float %1336, float %1291, float %1335)
  store float %1337, ptr %v25, align 4
  %1338 = load float, ptr %v26, align 4
  %1339 = fmul float %1102, %1295
  %1340 = sitofp i32 %1329 to float
  %1341 = call float @llvm.fma.f32(float %1339, float %1340, float %1338)
  %1342 = fneg float %1104
  %1343 = call float @llvm.fma.f32(float %1342, float %1297, float %1341)
  store float %1343, ptr %v26, align 4
  %1344 = load float, ptr %v27, align 4
  %1345 = fmul float %1110, %1289
  %1346 = sitofp i32 %1330 to float
  %1347 = call float @llvm.fma.f32(float %1345, float %1346, float %1344)
  %1348 = fneg float %1112
  %1349 = call float @llvm.fma.f32(float %1348, float %1291, float %1347)
  store float %1349, ptr %v27, align 4
  %1350 = load float, ptr %v28, align 4
  %1351 = fmul float %1110, %1295
  %1352 = sitofp i32 %1331 to float
  %1353 = call float @llvm.fma.f32(float %1351, float %1352, float %1350)
  %1354 = fneg float %1112
  %1355 = call float @llvm.fma.f32(float %1354, float %1297, float %1353)
  store float %1355, ptr %v28, align 4
  %1356 = getelementptr i8, ptr addrspace(1) %167, i64 %1115
  %1357 = load i32, ptr addrspace(1) %1356, align 4
  %1358 = add i64 %1115, 16
  %1359 = getelementptr i8, ptr addrspace(1) %167, i64 %1358
  %1360 = load i32, ptr addrspace(1) %1359, align 4
  %1361 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1357, i32 %1360, i32 0, i32 0, i32 0, i32 0)
  %1362 = extractvalue { i32, i32, i32, i32 } %1361, 0
  %1363 = extractvalue { i32, i32, i32, i32 } %1361, 1
  %1364 = extractvalue { i32, i32, i32, i32 } %1361, 2
  %1365 = extractvalue { i32, i32, i32, i32 } %1361, 3
  %1366 = sext i32 %1064 to i64
  %1367 = mul i64 %1366, 4
  %1368 = getelementptr i8, ptr addrspace(1) %177, i64 %1367
  %1369 = load float, ptr addrspace(1) %1368, align 4
  %1370 = sitofp i32 %1362 to float
  %1371 = fmul float %1369, %1370
  %1372 = sext i32 %1064 to i64
  %1373 = mul i64 %1372, 4
  %1374 = getelementptr i8, ptr addrspace(1) %187, i64 %1373
  %1375 = load float, ptr addrspace(1) %1374, align 4
  %1376 = sitofp i32 %1363 to float
  %1377 = fmul float %1375, %1376
  %1378 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1066, i32 %1068, i32 %1070, i32 %1072, i32 %1357, i32 %1360, i32 0, i32 0, i32 0, i32 0)
  %1379 = extractvalue { i32, i32, i32, i32 } %1378, 0
  %1380 = extractvalue { i32, i32, i32, i32 } %1378, 1
  %1381 = extractvalue { i32, i32, i32, i32 } %1378, 2
  %1382 = extractvalue { i32, i32, i32, i32 } %1378, 3
  %1383 = load float, ptr %v13, align 4
  %1384 = fmul float %1078, %1369
  %1385 = sitofp i32 %1379 to float
  %1386 = call float @llvm.fma.f32(float %1384, float %1385, float %1383)
  %1387 = fneg float %1080
  %1388 = call float @llvm.fma.f32(float %1387, float %1371, float %1386)
  store float %1388, ptr %v13, align 4
  %1389 = load float, ptr %v14, align 4
  %1390 = fmul float %1078, %1375
  %1391 = sitofp i32 %1380 to float
  %1392 = call float @llvm.fma.f32(float %1390, float %1391, float %1389)
  %1393 = fneg float %1080
  %1394 = call float @llvm.fma.f32(float %1393, float %1377, float %1392)
  store float %1394, ptr %v14, align 4
  %1395 = load float, ptr %v15, align 4
  %1396 = fmul float %1086, %1369
  %1397 = sitofp i32 %1381 to float
  %1398 = call float @llvm.fma.f32(float %1396, float %1397, float %1395)
  %1399 = fneg float %1088
  %1400 = call float @llvm.fma.f32(float %1399, float %1371, float %1398)
  store float %1400, ptr %v15, align 4
  %1401 = load float, ptr %v16, align 4
  %1402 = fmul float %1086, %1375
  %1403 = sitofp i32 %1382 to float
  %1404 = call float @llvm.fma.f32(float %1402, float %1403, float %1401)
  %1405 = fneg float %1088
  %1406 = call float @llvm.fma.f32(float %1405, float %1377, float %1404)
  store float %1406, ptr %v16, align 4
  %1407 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1357, i32 %1360, i32 0, i32 0, i32 0, i32 0)
  %1408 = extractvalue { i32, i32, i32, i32 } %1407, 0
  %1409 = extractvalue { i32, i32, i32, i32 } %1407, 1
  %1410 = extractvalue { i32, i32, i32, i32 } %1407, 2
  %1411 = extractvalue { i32, i32, i32, i32 } %1407, 3
  %1412 = load float, ptr %v29, align 4
  %1413 = fmul float %1102, %1369
  %1414 = sitofp i32 %1408 to float
  %1415 = call float @llvm.fma.f32(float %1413, float %1414, float %1412)
  %1416 = fneg float %1104
  %1417 = call float @llvm.fma.f32(float %1416, float %1371, float %1415)
  store float %1417, ptr %v29, align 4
  %1418 = load float, ptr %v30, align 4
  %1419 = fmul float %1102, %1375
  %1420 = sitofp i32 %1409 to float
  %1421 = call float @llvm.fma.f32(float %1419, float %1420, float %1418)
  %1422 = fneg float %1104
  %1423 = call float @llvm.fma.f32(float %1422, float %1377, float %1421)
  store float %1423, ptr %v30, align 4
  %1424 = load float, ptr %v31, align 4
  %1425 = fmul float %1110, %1369
  %1426 = sitofp i32 %1410 to float
  %1427 = call float @llvm.fma.f32(float %1425, float %1426, float %1424)
  %1428 = fneg float %1112
  %1429 = call float @llvm.fma.f32(float %1428, float %1371, float %1427)
  store float %1429, ptr %v31, align 4
  %1430 = load float, ptr %v32, align 4
  %1431 = fmul float %1110, %1375
  %1432 = sitofp i32 %1411 to float
  %1433 = call float @llvm.fma.f32(float %1431, float %1432, float %1430)
  %1434 = fneg float %1112
  %1435 = call float @llvm.fma.f32(float %1434, float %1377, float %1433)
  store float %1435, ptr %v32, align 4
  %1436 = mul i32 %190, 8
  %1437 = add i32 %1436, 3
  %1438 = lshr i32 %1044, 4
  %1439 = and i32 %1438, 252645135
  %1440 = lshr i32 %1049, 4
  %1441 = and i32 %1440, 252645135
  %1442 = lshr i32 %1047, 4
  %1443 = and i32 %1442, 252645135
  %1444 = lshr i32 %1052, 4
  %1445 = and i32 %1444, 252645135
  %1446 = lshr i32 %198, 24
  %1447 = and i32 %1446, 63
  %1448 = lshr i32 %201, 24
  %1449 = and i32 %1448, 63
  %1450 = sitofp i32 %1447 to float
  %1451 = fmul float %208, %1450
  %1452 = sitofp i32 %1449 to float
  %1453 = fmul float %212, %1452
  %1454 = lshr i32 %218, 24
  %1455 = and i32 %1454, 63
  %1456 = lshr i32 %221, 24
  %1457 = and i32 %1456, 63
  %1458 = sitofp i32 %1455 to float
  %1459 = fmul float %228, %1458
  %1460 = sitofp i32 %1457 to float
  %1461 = fmul float %232, %1460
  %1462 = lshr i32 %1054, 4
  %1463 = and i32 %1462, 252645135
  %1464 = lshr i32 %1059, 4
  %1465 = and i32 %1464, 252645135
  %1466 = lshr i32 %1057, 4
  %1467 = and i32 %1466, 252645135
  %1468 = lshr i32 %1062, 4
  %1469 = and i32 %1468, 252645135
  %1470 = lshr i32 %238, 24
  %1471 = and i32 %1470, 63
  %1472 = lshr i32 %241, 24
  %1473 = and i32 %1472, 63
  %1474 = sitofp i32 %1471 to float
  %1475 = fmul float %248, %1474
  %1476 = sitofp i32 %1473 to float
  %1477 = fmul float %252, %1476
  %1478 = lshr i32 %258, 24
  %1479 = and i32 %1478, 63
  %1480 = lshr i32 %261, 24
  %1481 = and i32 %1480, 63
  %1482 = sitofp i32 %1479 to float
  %1483 = fmul float %268, %1482
  %1484 = sitofp i32 %1481 to float
  %1485 = fmul float %272, %1484
  %1486 = sext i32 %1437 to i64
  %1487 = mul i64 %1486, 32
  %1488 = add i64 %1487, %71
  %1489 = getelementptr i8, ptr addrspace(1) %83, i64 %1488
  %1490 = load i32, ptr addrspace(1) %1489, align 4
  %1491 = add i64 %1488, 16
  %1492 = getelementptr i8, ptr addrspace(1) %83, i64 %1491
  %1493 = load i32, ptr addrspace(1) %1492, align 4
  %1494 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1490, i32 %1493, i32 0, i32 0, i32 0, i32 0)
  %1495 = extractvalue { i32, i32, i32, i32 } %1494, 0
  %1496 = extractvalue { i32, i32, i32, i32 } %1494, 1
  %1497 = extractvalue { i32, i32, i32, i32 } %1494, 2
  %1498 = extractvalue { i32, i32, i32, i32 } %1494, 3
  %1499 = sext i32 %1437 to i64
  %1500 = mul i64 %1499, 4
  %1501 = getelementptr i8, ptr addrspace(1) %93, i64 %1500
  %1502 = load float, ptr addrspace(1) %1501, align 4
  %1503 = sitofp i32 %1495 to float
  %1504 = fmul float %1502, %1503
  %1505 = sext i32 %1437 to i64
  %1506 = mul i64 %1505, 4
  %1507 = getelementptr i8, ptr addrspace(1) %103, i64 %1506
  %1508 = load float, ptr addrspace(1) %1507, align 4
  %1509 = sitofp i32 %1496 to float
  %1510 = fmul float %1508, %1509
  %1511 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1439, i32 %1441, i32 %1443, i32 %1445, i32 %1490, i32 %1493, i32 0, i32 0, i32 0, i32 0)
  %1512 = extractvalue { i32, i32, i32, i32 } %1511, 0
  %1513 = extractvalue { i32, i32, i32, i32 } %1511, 1
  %1514 = extractvalue { i32, i32, i32, i32 } %1511, 2
  %1515 = extractvalue { i32, i32, i32, i32 } %1511, 3
  %1516 = load float, ptr %v1, align 4
  %1517 = fmul float %1451, %1502
  %1518 = sitofp i32 %1512 to float
  %1519 = call float @llvm.fma.f32(float %1517, float %1518, float %1516)
  %1520 = fneg float %1453
  %1521 = call float @llvm.fma.f32(float %1520, float %1504, float %1519)
  store float %1521, ptr %v1, align 4
  %1522 = load float, ptr %v2, align 4
  %1523 = fmul float %1451, %1508
  %1524 = sitofp i32 %1513 to float
  %1525 = call float @llvm.fma.f32(float %1523, float %1524, float %1522)
  %1526 = fneg float %1453
  %1527 = call float @llvm.fma.f32(float %1526, float %1510, float %1525)
  store float %1527, ptr %v2, align 4
  %1528 = load float, ptr %v3, align 4
  %1529 = fmul float %1459, %1502
  %1530 = sitofp i32 %1514 to float
  %1531 = call float @llvm.fma.f32(float %1529, float %1530, float %1528)
  %1532 = fneg float %1461
  %1533 = call float @llvm.fma.f32(float %1532, float %1504, float %1531)
  store float %1533, ptr %v3, align 4
  %1534 = load float, ptr %v4, align 4
  %1535 = fmul float %1459, %1508
  %1536 = sitofp i32 %1515 to float
  %1537 = call float @llvm.fma.f32(float %1535, float %1536, float %1534)
  %1538 = fneg float %1461
  %1539 = call float @llvm.fma.f32(float %1538, float %1510, float %1537)
  store float %1539, ptr %v4, align 4
  %1540 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1463, i32 %1465, i32 %1467, i32 %1469, i32 %1490, i32 %1493, i32 0, i32 0, i32 0, i32 0)
  %1541 = extractvalue { i32, i32, i32, i32 } %1540, 0
  %1542 = extractvalue { i32, i32, i32, i32 } %1540, 1
  %1543 = extractvalue { i32, i32, i32, i32 } %1540, 2
  %1544 = extractvalue { i32, i32, i32, i32 } %1540, 3
  %1545 = load float, ptr %v17, align 4
  %1546 = fmul float %1475, %1502
  %1547 = sitofp i32 %1541 to float
  %1548 = call float @llvm.fma.f32(float %1546, float %1547, float %1545)
  %1549 = fneg float %1477
  %1550 = call float @llvm.fma.f32(float %1549, float %1504, float %1548)
  store float %1550, ptr %v17, align 4
  %1551 = load float, ptr %v18, align 4
  %1552 = fmul float %1475, %1508
  %1553 = sitofp i32 %1542 to float
  %1554 = call float @llvm.fma.f32(float %1552, float %1553, float %1551)
  %1555 = fneg float %1477
  %1556 = call float @llvm.fma.f32(float %1555, float %1510, float %1554)
  store float %1556, ptr %v18, align 4
  %1557 = load float, ptr %v19, align 4
  %1558 = fmul float %1483, %1502
  %1559 = sitofp i32 %1543 to float
  %1560 = call float @llvm.fma.f32(float %1558, float %1559, float %1557)
  %1561 = fneg float %1485
  %1562 = call float @llvm.fma.f32(float %1561, float %1504, float %1560)
  store float %1562, ptr %v19, align 4
  %1563 = load float, ptr %v20, align 4
  %1564 = fmul float %1483, %1508
  %1565 = sitofp i32 %1544 to float
  %1566 = call float @llvm.fma.f32(float %1564, float %1565, float %1563)
  %1567 = fneg float %1485
  %1568 = call float @llvm.fma.f32(float %1567, float %1510, float %1566)
  store float %1568, ptr %v20, align 4
  %1569 = getelementptr i8, ptr addrspace(1) %111, i64 %1488
  %1570 = load i32, ptr addrspace(1) %1569, align 4
  %1571 = add i64 %1488, 16
  %1572 = getelementptr i8, ptr addrspace(1) %111, i64 %1571
  %1573 = load i32, ptr addrspace(1) %1572, align 4
  %1574 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1570, i32 %1573, i32 0, i32 0, i32 0, i32 0)
  %1575 = extractvalue { i32, i32, i32, i32 } %1574, 0
  %1576 = extractvalue { i32, i32, i32, i32 } %1574, 1
  %1577 = extractvalue { i32, i32, i32, i32 } %1574, 2
  %1578 = extractvalue { i32, i32, i32, i32 } %1574, 3
  %1579 = sext i32 %1437 to i64
  %1580 = mul i64 %1579, 4
  %1581 = getelementptr i8, ptr addrspace(1) %121, i64 %1580
  %1582 = load float, ptr addrspace(1) %1581, align 4
  %1583 = sitofp i32 %1575 to float
  %1584 = fmul float %1582, %1583
  %1585 = sext i32 %1437 to i64
  %1586 = mul i64 %1585, 4
  %1587 = getelementptr i8, ptr addrspace(1) %131, i64 %1586
  %1588 = load float, ptr addrspace(1) %1587, align 4
  %1589 = sitofp i32 %1576 to float
  %1590 = fmul float %1588, %1589
  %1591 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1439, i32 %1441, i32 %1443, i32 %1445, i32 %1570, i32 %1573, i32 0, i32 0, i32 0, i32 0)
  %1592 = extractvalue { i32, i32, i32, i32 } %1591, 0
  %1593 = extractvalue { i32, i32, i32, i32 } %1591, 1
  %1594 = extractvalue { i32, i32, i32, i32 } %1591, 2
  %1595 = extractvalue { i32, i32, i32, i32 } %1591, 3
  %1596 = load float, ptr %v5, align 4
  %1597 = fmul float %1451, %1582
  %1598 = sitofp i32 %1592 to float
  %1599 = call float @llvm.fma.f32(float %1597, float %1598, float %1596)
  %1600 = fneg float %1453
  %1601 = call float @llvm.fma.f32(float %1600, float %1584, float %1599)
  store float %1601, ptr %v5, align 4
  %1602 = load float, ptr %v6, align 4
  %1603 = fmul float %1451, %1588
  %1604 = sitofp i32 %1593 to float
  %1605 = call float @llvm.fma.f32(float %1603, float %1604, float %1602)
  %1606 = fneg float %1453
  %1607 = call float @llvm.fma.f32(float %1606, float %1590, float %1605)
  store float %1607, ptr %v6, align 4
  %1608 = load float, ptr %v7, align 4
  %1609 = fmul float %1459, %1582
  %1610 = sitofp i32 %1594 to float
  %1611 = call float @llvm.fma.f32(float %1609, float %1610, float %1608)
  %1612 = fneg float %1461
  %1613 = call float @llvm.fma.f32(float %1612, float %1584, float %1611)
  store float %1613, ptr %v7, align 4
  %1614 = load float, ptr %v8, align 4
  %1615 = fmul float %1459, %1588
  %1616 = sitofp i32 %1595 to float
  %1617 = call float @llvm.fma.f32(float %1615, float %1616, float %1614)
  %1618 = fneg float %1461
  %1619 = call float @llvm.fma.f32(float %1618, float %1590, float %1617)
  store float %1619, ptr %v8, align 4
  %1620 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1463, i32 %1465, i32 %1467, i32 %1469, i32 %1570, i32 %1573, i32 0, i32 0, i32 0, i32 0)
  %1621 = extractvalue { i32, i32, i32, i32 } %1620, 0
  %1622 = extractvalue { i32, i32, i32, i32 } %1620, 1
  %1623 = extractvalue { i32, i32, i32, i32 } %1620, 2
  %1624 = extractvalue { i32, i32, i32, i32 } %1620, 3
  %1625 = load float, ptr %v21, align 4
  %1626 = fmul float %1475, %1582
  %1627 = sitofp i32 %1621 to float
  %1628 = call float @llvm.fma.f32(float %1626, float %1627, float %1625)
  %1629 = fneg float %1477
  %1630 = call float @llvm.fma.f32(float %1629, float %1584, float %1628)
  store float %1630, ptr %v21, align 4
  %1631 = load float, ptr %v22, align 4
  %1632 = fmul float %1475, %1588
  %1633 = sitofp i32 %1622 to float
  %1634 = call float @llvm.fma.f32(float %1632, float %1633, float %1631)
  %1635 = fneg float %1477
  %1636 = call float @llvm.fma.f32(float %1635, float %1590, float %1634)
  store float %1636, ptr %v22, align 4
  %1637 = load float, ptr %v23, align 4
  %1638 = fmul float %1483, %1582
  %1639 = sitofp i32 %1623 to float
  %1640 = call float @llvm.fma.f32(float %1638, float %1639, float %1637)
  %1641 = fneg float %1485
  %1642 = call float @llvm.fma.f32(float %1641, float %1584, float %1640)
  store float %1642, ptr %v23, align 4
  %1643 = load float, ptr %v24, align 4
  %1644 = fmul float %1483, %1588
  %1645 = sitofp i32 %1624 to float
  %1646 = call float @llvm.fma.f32(float %1644, float %1645, float %1643)
  %1647 = fneg float %1485
  %1648 = call float @llvm.fma.f32(float %1647, float %1590, float %1646)
  store float %1648, ptr %v24, align 4
  %1649 = getelementptr i8, ptr addrspace(1) %139, i64 %1488
  %1650 = load i32, ptr addrspace(1) %1649, align 4
  %1651 = add i64 %1488, 16
  %1652 = getelementptr i8, ptr addrspace(1) %139, i64 %1651
  %1653 = load i32, ptr addrspace(1) %1652, align 4
  %1654 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1650, i32 %1653, i32 0, i32 0, i32 0, i32 0)
  %1655 = extractvalue { i32, i32, i32, i32 } %1654, 0
  %1656 = extractvalue { i32, i32, i32, i32 } %1654, 1
  %1657 = extractvalue { i32, i32, i32, i32 } %1654, 2
  %1658 = extractvalue { i32, i32, i32, i32 } %1654, 3
  %1659 = sext i32 %1437 to i64
  %1660 = mul i64 %1659, 4
  %1661 = getelementptr i8, ptr addrspace(1) %149, i64 %1660
  %1662 = load float, ptr addrspace(1) %1661, align 4
  %1663 = sitofp i32 %1655 to float
  %1664 = fmul float %1662, %1663
  %1665 = sext i32 %1437 to i64
  %1666 = mul i64 %1665, 4
  %1667 = getelementptr i8, ptr addrspace(1) %159, i64 %1666
  %1668 = load float, ptr addrspace(1) %1667, align 4
  %1669 = sitofp i32 %1656 to float
  %1670 = fmul float %1668, %1669
  %1671 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1439, i32 %1441, i32 %1443, i32 %1445, i32 %1650, i32 %1653, i32 0, i32 0, i32 0, i32 0)
  %1672 = extractvalue { i32, i32, i32, i32 } %1671, 0
  %1673 = extractvalue { i32, i32, i32, i32 } %1671, 1
  %1674 = extractvalue { i32, i32, i32, i32 } %1671, 2
  %1675 = extractvalue { i32, i32, i32, i32 } %1671, 3
  %1676 = load float, ptr %v9, align 4
  %1677 = fmul float %1451, %1662
  %1678 = sitofp i32 %1672 to float
  %1679 = call float @llvm.fma.f32(float %1677, float %1678, float %1676)
  %1680 = fneg float %1453
  %1681 = call float @llvm.fma.f32(float %1680, float %1664, float %1679)
  store float %1681, ptr %v9, align 4
  %1682 = load float, ptr %v10, align 4
  %1683 = fmul float %1451, %1668
  %1684 = sitofp i32 %1673 to float
  %1685 = call float @llvm.fma.f32(float %1683, float %1684, float %1682)
  %1686 = fneg float %1453
  %1687 = call float @llvm.fma.f32(float %1686, float %1670, float %1685)
  store float %1687, ptr %v10, align 4
  %1688 = load float, ptr %v11, align 4
  %1689 = fmul float %1459, %1662
  %1690 = sitofp i32 %1674 to float
  %1691 = call float @llvm.fma.f32(float %1689, float %1690, float %1688)
  %1692 = fneg float %1461
  %1693 = call float @llvm.fma.f32(float %1692, float %1664, float %1691)
  store float %1693, ptr %v11, align 4
  %1694 = load float, ptr %v12, align 4
  %1695 = fmul float %1459, %1668
  %1696 = sitofp i32 %1675 to float
  %1697 = call float @llvm.fma.f32(float %1695, float %1696, float %1694)
  %1698 = fneg float %1461
  %1699 = call float @llvm.fma.f32(float %1698, float %1670, float %1697)
  store float %1699, ptr %v12, align 4
  %1700 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1463, i32 %1465, i32 %1467, i32 %1469, i32 %1650, i32 %1653, i32 0, i32 0, i32 0, i32 0)
  %1701 = extractvalue { i32, i32, i32, i32 } %1700, 0
  %1702 = extractvalue { i32, i32, i32, i32 } %1700, 1
  %1703 = extractvalue { i32, i32, i32, i32 } %1700, 2
  %1704 = extractvalue { i32, i32, i32, i32 } %1700, 3
  %1705 = load float, ptr %v25, align 4
  %1706 = fmul float %1475, %1662
  %1707 = sitofp i32 %1701 to float
  %1708 = call float @llvm.fma.f32(float %1706, float %1707, float %1705)
  %1709 = fneg float %1477
  %1710 = call float @llvm.fma.f32(float %1709, float %1664, float %1708)
  store float %1710, ptr %v25, align 4
  %1711 = load float, ptr %v26, align 4
  %1712 = fmul float %1475, %1668
  %1713 = sitofp i32 %1702 to float
  %1714 = call float @llvm.fma.f32(float %1712, float %1713, float %1711)
  %1715 = fneg float %1477
  %1716 = call float @llvm.fma.f32(float %1715, float %1670, float %1714)
  store float %1716, ptr %v26, align 4
  %1717 = load float, ptr %v27, align 4
  %1718 = fmul float %1483, %1662
  %1719 = sitofp i32 %1703 to float
  %1720 = call float @llvm.fma.f32(float %1718, float %1719, float %1717)
  %1721 = fneg float %1485
  %1722 = call float @llvm.fma.f32(float %1721, float %1664, float %1720)
  store float %1722, ptr %v27, align 4
  %1723 = load float, ptr %v28, align 4
  %1724 = fmul float %1483, %1668
  %1725 = sitofp i32 %1704 to float
  %1726 = call float @llvm.fma.f32(float %1724, float %1725, float %1723)
  %1727 = fneg float %1485
  %1728 = call float @llvm.fma.f32(float %1727, float %1670, float %1726)
  store float %1728, ptr %v28, align 4
  %1729 = getelementptr i8, ptr addrspace(1) %167, i64 %1488
  %1730 = load i32, ptr addrspace(1) %1729, align 4
  %1731 = add i64 %1488, 16
  %1732 = getelementptr i8, ptr addrspace(1) %167, i64 %1731
  %1733 = load i32, ptr addrspace(1) %1732, align 4
  %1734 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1730, i32 %1733, i32 0, i32 0, i32 0, i32 0)
  %1735 = extractvalue { i32, i32, i32, i32 } %1734, 0
  %1736 = extractvalue { i32, i32, i32, i32 } %1734, 1
  %1737 = extractvalue { i32, i32, i32, i32 } %1734, 2
  %1738 = extractvalue { i32, i32, i32, i32 } %1734, 3
  %1739 = sext i32 %1437 to i64
  %1740 = mul i64 %1739, 4
  %1741 = getelementptr i8, ptr addrspace(1) %177, i64 %1740
  %1742 = load float, ptr addrspace(1) %1741, align 4
  %1743 = sitofp i32 %1735 to float
  %1744 = fmul float %1742, %1743
  %1745 = sext i32 %1437 to i64
  %1746 = mul i64 %1745, 4
  %1747 = getelementptr i8, ptr addrspace(1) %187, i64 %1746
  %1748 = load float, ptr addrspace(1) %1747, align 4
  %1749 = sitofp i32 %1736 to float
  %1750 = fmul float %1748, %1749
  %1751 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1439, i32 %1441, i32 %1443, i32 %1445, i32 %1730, i32 %1733, i32 0, i32 0, i32 0, i32 0)
  %1752 = extractvalue { i32, i32, i32, i32 } %1751, 0
  %1753 = extractvalue { i32, i32, i32, i32 } %1751, 1
  %1754 = extractvalue { i32, i32, i32, i32 } %1751, 2
  %1755 = extractvalue { i32, i32, i32, i32 } %1751, 3
  %1756 = load float, ptr %v13, align 4
  %1757 = fmul float %1451, %1742
  %1758 = sitofp i32 %1752 to float
  %1759 = call float @llvm.fma.f32(float %1757, float %1758, float %1756)
  %1760 = fneg float %1453
  %1761 = call float @llvm.fma.f32(float %1760, float %1744, float %1759)
  store float %1761, ptr %v13, align 4
  %1762 = load float, ptr %v14, align 4
  %1763 = fmul float %1451, %1748
  %1764 = sitofp i32 %1753 to float
  %1765 = call float @llvm.fma.f32(float %1763, float %1764, float %1762)
  %1766 = fneg float %1453
  %1767 = call float @llvm.fma.f32(float %1766, float %1750, float %1765)
  store float %1767, ptr %v14, align 4
  %1768 = load float, ptr %v15, align 4
  %1769 = fmul float %1459, %1742
  %1770 = sitofp i32 %1754 to float
  %1771 = call float @llvm.fma.f32(float %1769, float %1770, float %1768)
  %1772 = fneg float %1461
  %1773 = call float @llvm.fma.f32(float %1772, float %1744, float %1771)
  store float %1773, ptr %v15, align 4
  %1774 = load float, ptr %v16, align 4
  %1775 = fmul float %1459, %1748
  %1776 = sitofp i32 %1755 to float
  %1777 = call float @llvm.fma.f32(float %1775, float %1776, float %1774)
  %1778 = fneg float %1461
  %1779 = call float @llvm.fma.f32(float %1778, float %1750, float %1777)
  store float %1779, ptr %v16, align 4
  %1780 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1463, i32 %1465, i32 %1467, i32 %1469, i32 %1730, i32 %1733, i32 0, i32 0, i32 0, i32 0)
  %1781 = extractvalue { i32, i32, i32, i32 } %1780, 0
  %1782 = extractvalue { i32, i32, i32, i32 } %1780, 1
  %1783 = extractvalue { i32, i32, i32, i32 } %1780, 2
  %1784 = extractvalue { i32, i32, i32, i32 } %1780, 3
  %1785 = load float, ptr %v29, align 4
  %1786 = fmul float %1475, %1742
  %1787 = sitofp i32 %1781 to float
  %1788 = call float @llvm.fma.f32(float %1786, float %1787, float %1785)
  %1789 = fneg float %1477
  %1790 = call float @llvm.fma.f32(float %1789, float %1744, float %1788)
  store float %1790, ptr %v29, align 4
  %1791 = load float, ptr %v30, align 4
  %1792 = fmul float %1475, %1748
  %1793 = sitofp i32 %1782 to float
  %1794 = call float @llvm.fma.f32(float %1792, float %1793, float %1791)
  %1795 = fneg float %1477
  %1796 = call float @llvm.fma.f32(float %1795, float %1750, float %1794)
  store float %1796, ptr %v30, align 4
  %1797 = load float, ptr %v31, align 4
  %1798 = fmul float %1483, %1742
  %1799 = sitofp i32 %1783 to float
  %1800 = call float @llvm.fma.f32(float %1798, float %1799, float %1797)
  %1801 = fneg float %1485
  %1802 = call float @llvm.fma.f32(float %1801, float %1744, float %1800)
  store float %1802, ptr %v31, align 4
  %1803 = load float, ptr %v32, align 4
  %1804 = fmul float %1483, %1748
  %1805 = sitofp i32 %1784 to float
  %1806 = call float @llvm.fma.f32(float %1804, float %1805, float %1803)
  %1807 = fneg float %1485
  %1808 = call float @llvm.fma.f32(float %1807, float %1750, float %1806)
  store float %1808, ptr %v32, align 4
  %1809 = add i64 80, %71
  %1810 = add i64 %192, %1809
  %1811 = getelementptr i8, ptr addrspace(1) %42, i64 %1810
  %1812 = load i32, ptr addrspace(1) %1811, align 4
  %1813 = add i64 %1810, 16
  %1814 = getelementptr i8, ptr addrspace(1) %42, i64 %1813
  %1815 = load i32, ptr addrspace(1) %1814, align 4
  %1816 = getelementptr i8, ptr addrspace(1) %49, i64 %1810
  %1817 = load i32, ptr addrspace(1) %1816, align 4
  %1818 = add i64 %1810, 16
  %1819 = getelementptr i8, ptr addrspace(1) %49, i64 %1818
  %1820 = load i32, ptr addrspace(1) %1819, align 4
  %1821 = getelementptr i8, ptr addrspace(1) %56, i64 %1810
  %1822 = load i32, ptr addrspace(1) %1821, align 4
  %1823 = add i64 %1810, 16
  %1824 = getelementptr i8, ptr addrspace(1) %56, i64 %1823
  %1825 = load i32, ptr addrspace(1) %1824, align 4
  %1826 = getelementptr i8, ptr addrspace(1) %63, i64 %1810
  %1827 = load i32, ptr addrspace(1) %1826, align 4
  %1828 = add i64 %1810, 16
  %1829 = getelementptr i8, ptr addrspace(1) %63, i64 %1828
  %1830 = load i32, ptr addrspace(1) %1829, align 4
  %1831 = mul i32 %190, 8
  %1832 = add i32 %1831, 4
  %1833 = lshr i32 %1812, 0
  %1834 = and i32 %1833, 252645135
  %1835 = lshr i32 %1817, 0
  %1836 = and i32 %1835, 252645135
  %1837 = lshr i32 %1815, 0
  %1838 = and i32 %1837, 252645135
  %1839 = lshr i32 %1820, 0
  %1840 = and i32 %1839, 252645135
  %1841 = lshr i32 %204, 0
  %1842 = and i32 %1841, 15
  %1843 = lshr i32 %198, 6
  %1844 = and i32 %1843, 3
  %1845 = shl i32 %1844, 4
  %1846 = or i32 %1842, %1845
  %1847 = lshr i32 %204, 4
  %1848 = and i32 %1847, 15
  %1849 = lshr i32 %201, 6
  %1850 = and i32 %1849, 3
  %1851 = shl i32 %1850, 4
  %1852 = or i32 %1848, %1851
  %1853 = sitofp i32 %1846 to float
  %1854 = fmul float %208, %1853
  %1855 = sitofp i32 %1852 to float
  %1856 = fmul float %212, %1855
  %1857 = lshr i32 %224, 0
  %1858 = and i32 %1857, 15
  %1859 = lshr i32 %218, 6
  %1860 = and i32 %1859, 3
  %1861 = shl i32 %1860, 4
  %1862 = or i32 %1858, %1861
  %1863 = lshr i32 %224, 4
  %1864 = and i32 %1863, 15
  %1865 = lshr i32 %221, 6
  %1866 = and i32 %1865, 3
  %1867 = shl i32 %1866, 4
  %1868 = or i32 %1864, %1867
  %1869 = sitofp i32 %1862 to float
  %1870 = fmul float %228, %1869
  %1871 = sitofp i32 %1868 to float
  %1872 = fmul float %232, %1871
  %1873 = lshr i32 %1822, 0
  %1874 = and i32 %1873, 252645135
  %1875 = lshr i32 %1827, 0
  %1876 = and i32 %1875, 252645135
  %1877 = lshr i32 %1825, 0
  %1878 = and i32 %1877, 252645135
  %1879 = lshr i32 %1830, 0
  %1880 = and i32 %1879, 252645135
  %1881 = lshr i32 %244, 0
  %1882 = and i32 %1881, 15
  %1883 = lshr i32 %238, 6
  %1884 = and i32 %1883, 3
  %1885 = shl i32 %1884, 4
  %1886 = or i32 %1882, %1885
  %1887 = lshr i32 %244, 4
  %1888 = and i32 %1887, 15
  %1889 = lshr i32 %241, 6
  %1890 = and i32 %1889, 3
  %1891 = shl i32 %1890, 4
  %1892 = or i32 %1888, %1891
  %1893 = sitofp i32 %1886 to float
  %1894 = fmul float %248, %1893
  %1895 = sitofp i32 %1892 to float
  %1896 = fmul float %252, %1895
  %1897 = lshr i32 %264, 0
  %1898 = and i32 %1897, 15
  %1899 = lshr i32 %258, 6
  %1900 = and i32 %1899, 3
  %1901 = shl i32 %1900, 4
  %1902 = or i32 %1898, %1901
  %1903 = lshr i32 %264, 4
  %1904 = and i32 %1903, 15
  %1905 = lshr i32 %261, 6
  %1906 = and i32 %1905, 3
  %1907 = shl i32 %1906, 4
  %1908 = or i32 %1904, %1907
  %1909 = sitofp i32 %1902 to float
  %1910 = fmul float %268, %1909
  %1911 = sitofp i32 %1908 to float
  %1912 = fmul float %272, %1911
  %1913 = sext i32 %1832 to i64
  %1914 = mul i64 %1913, 32
  %1915 = add i64 %1914, %71
  %1916 = getelementptr i8, ptr addrspace(1) %83, i64 %1915
  %1917 = load i32, ptr addrspace(1) %1916, align 4
  %1918 = add i64 %1915, 16
  %1919 = getelementptr i8, ptr addrspace(1) %83, i64 %1918
  %1920 = load i32, ptr addrspace(1) %1919, align 4
  %1921 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1917, i32 %1920, i32 0, i32 0, i32 0, i32 0)
  %1922 = extractvalue { i32, i32, i32, i32 } %1921, 0
  %1923 = extractvalue { i32, i32, i32, i32 } %1921, 1
  %1924 = extractvalue { i32, i32, i32, i32 } %1921, 2
  %1925 = extractvalue { i32, i32, i32, i32 } %1921, 3
  %1926 = sext i32 %1832 to i64
  %1927 = mul i64 %1926, 4
  %1928 = getelementptr i8, ptr addrspace(1) %93, i64 %1927
  %1929 = load float, ptr addrspace(1) %1928, align 4
  %1930 = sitofp i32 %1922 to float
  %1931 = fmul float %1929, %1930
  %1932 = sext i32 %1832 to i64
  %1933 = mul i64 %1932, 4
  %1934 = getelementptr i8, ptr addrspace(1) %103, i64 %1933
  %1935 = load float, ptr addrspace(1) %1934, align 4
  %1936 = sitofp i32 %1923 to float
  %1937 = fmul float %1935, %1936
  %1938 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1834, i32 %1836, i32 %1838, i32 %1840, i32 %1917, i32 %1920, i32 0, i32 0, i32 0, i32 0)
  %1939 = extractvalue { i32, i32, i32, i32 } %1938, 0
  %1940 = extractvalue { i32, i32, i32, i32 } %1938, 1
  %1941 = extractvalue { i32, i32, i32, i32 } %1938, 2
  %1942 = extractvalue { i32, i32, i32, i32 } %1938, 3
  %1943 = load float, ptr %v1, align 4
  %1944 = fmul float %1854, %1929
  %1945 = sitofp i32 %1939 to float
  %1946 = call float @llvm.fma.f32(float %1944, float %1945, float %1943)
  %1947 = fneg float %1856
  %1948 = call float @llvm.fma.f32(float %1947, float %1931, float %1946)
  store float %1948, ptr %v1, align 4
  %1949 = load float, ptr %v2, align 4
  %1950 = fmul float %1854, %1935
  %1951 = sitofp i32 %1940 to float
  %1952 = call float @llvm.fma.f32(float %1950, float %1951, float %1949)
  %1953 = fneg float %1856
  %1954 = call float @llvm.fma.f32(float %1953, float %1937, float %1952)
  store float %1954, ptr %v2, align 4
  %1955 = load float, ptr %v3, align 4
  %1956 = fmul float %1870, %1929
  %1957 = sitofp i32 %1941 to float
  %1958 = call float @llvm.fma.f32(float %1956, float %1957, float %1955)
  %1959 = fneg float %1872
  %1960 = call float @llvm.fma.f32(float %1959, float %1931, float %1958)
  store float %1960, ptr %v3, align 4
  %1961 = load float, ptr %v4, align 4
  %1962 = fmul float %1870, %1935
  %1963 = sitofp i32 %1942 to float
  %1964 = call float @llvm.fma.f32(float %1962, float %1963, float %1961)
  %1965 = fneg float %1872
  %1966 = call float @llvm.fma.f32(float %1965, float %1937, float %1964)
  store float %1966, ptr %v4, align 4
  %1967 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1874, i32 %1876, i32 %1878, i32 %1880, i32 %1917, i32 %1920, i32 0, i32 0, i32 0, i32 0)
  %1968 = extractvalue { i32, i32, i32, i32 } %1967, 0
  %1969 = extractvalue { i32, i32, i32, i32 } %1967, 1
  %1970 = extractvalue { i32, i32, i32, i32 } %1967, 2
  %1971 = extractvalue { i32, i32, i32, i32 } %1967, 3
  %1972 = load float, ptr %v17, align 4
  %1973 = fmul float %1894, %1929
  %1974 = sitofp i32 %1968 to float
  %1975 = call float @llvm.fma.f32(float %1973, float %1974, float %1972)
  %1976 = fneg float %1896
  %1977 = call float @llvm.fma.f32(float %1976, float %1931, float %1975)
  store float %1977, ptr %v17, align 4
  %1978 = load float, ptr %v18, align 4
  %1979 = fmul float %1894, %1935
  %1980 = sitofp i32 %1969 to float
  %1981 = call float @llvm.fma.f32(float %1979, float %1980, float %1978)
  %1982 = fneg float %1896
  %1983 = call float @llvm.fma.f32(float %1982, float %1937, float %1981)
  store float %1983, ptr %v18, align 4
  %1984 = load float, ptr %v19, align 4
  %1985 = fmul float %1910, %1929
  %1986 = sitofp i32 %1970 to float
  %1987 = call float @llvm.fma.f32(float %1985, float %1986, float %1984)
  %1988 = fneg float %1912
  %1989 = call float @llvm.fma.f32(float %1988, float %1931, float %1987)
  store float %1989, ptr %v19, align 4
  %1990 = load float, ptr %v20, align 4
  %1991 = fmul float %1910, %1935
  %1992 = sitofp i32 %1971 to float
  %1993 = call float @llvm.fma.f32(float %1991, float %1992, float %1990)
  %1994 = fneg float %1912
  %1995 = call float @llvm.fma.f32(float %1994, float %1937, float %1993)
  store float %1995, ptr %v20, align 4
  %1996 = getelementptr i8, ptr addrspace(1) %111, i64 %1915
  %1997 = load i32, ptr addrspace(1) %1996, align 4
  %1998 = add i64 %1915, 16
  %1999 = getelementptr i8, ptr addrspace(1) %111, i64 %1998
  %2000 = load i32, ptr addrspace(1) %1999, align 4
  %2001 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %1997, i32 %2000, i32 0, i32 0, i32 0, i32 0)
  %2002 = extractvalue { i32, i32, i32, i32 } %2001, 0
  %2003 = extractvalue { i32, i32, i32, i32 } %2001, 1
  %2004 = extractvalue { i32, i32, i32, i32 } %2001, 2
  %2005 = extractvalue { i32, i32, i32, i32 } %2001, 3
  %2006 = sext i32 %1832 to i64
  %2007 = mul i64 %2006, 4
  %2008 = getelementptr i8, ptr addrspace(1) %121, i64 %2007
  %2009 = load float, ptr addrspace(1) %2008, align 4
  %2010 = sitofp i32 %2002 to float
  %2011 = fmul float %2009, %2010
  %2012 = sext i32 %1832 to i64
  %2013 = mul i64 %2012, 4
  %2014 = getelementptr i8, ptr addrspace(1) %131, i64 %2013
  %2015 = load float, ptr addrspace(1) %2014, align 4
  %2016 = sitofp i32 %2003 to float
  %2017 = fmul float %2015, %2016
  %2018 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1834, i32 %1836, i32 %1838, i32 %1840, i32 %1997, i32 %2000, i32 0, i32 0, i32 0, i32 0)
  %2019 = extractvalue { i32, i32, i32, i32 } %2018, 0
  %2020 = extractvalue { i32, i32, i32, i32 } %2018, 1
  %2021 = extractvalue { i32, i32, i32, i32 } %2018, 2
  %2022 = extractvalue { i32, i32, i32, i32 } %2018, 3
  %2023 = load float, ptr %v5, align 4
  %2024 = fmul float %1854, %2009
  %2025 = sitofp i32 %2019 to float
  %2026 = call float @llvm.fma.f32(float %2024, float %2025, float %2023)
  %2027 = fneg float %1856
  %2028 = call float @llvm.fma.f32(float %2027, float %2011, float %2026)
  store float %2028, ptr %v5, align 4
  %2029 = load float, ptr %v6, align 4
  %2030 = fmul float %1854, %2015
  %2031 = sitofp i32 %2020 to float
  %2032 = call float @llvm.fma.f32(float %2030, float %2031, float %2029)
  %2033 = fneg float %1856
  %2034 = call float @llvm.fma.f32(float %2033, float %2017, float %2032)
  store float %2034, ptr %v6, align 4
  %2035 = load float, ptr %v7, align 4
  %2036 = fmul float %1870, %2009
  %2037 = sitofp i32 %2021 to float
  %2038 = call float @llvm.fma.f32(float %2036, float %2037, float %2035)
  %2039 = fneg float %1872
  %2040 = call float @llvm.fma.f32(float %2039, float %2011, float %2038)
  store float %2040, ptr %v7, align 4
  %2041 = load float, ptr %v8, align 4
  %2042 = fmul float %1870, %2015
  %2043 = sitofp i32 %2022 to float
  %2044 = call float @llvm.fma.f32(float %2042, float %2043, float %2041)
  %2045 = fneg float %1872
  %2046 = call float @llvm.fma.f32(float %2045, float %2017, float %2044)
  store float %2046, ptr %v8, align 4
  %2047 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1874, i32 %1876, i32 %1878, i32 %1880, i32 %1997, i32 %2000, i32 0, i32 0, i32 0, i32 0)
  %2048 = extractvalue { i32, i32, i32, i32 } %2047, 0
  %2049 = extractvalue { i32, i32, i32, i32 } %2047, 1
  %2050 = extractvalue { i32, i32, i32, i32 } %2047, 2
  %2051 = extractvalue { i32, i32, i32, i32 } %2047, 3
  %2052 = load float, ptr %v21, align 4
  %2053 = fmul float %1894, %2009
  %2054 = sitofp i32 %2048 to float
  %2055 = call float @llvm.fma.f32(float %2053, float %2054, float %2052)
  %2056 = fneg float %1896
  %2057 = call float @llvm.fma.f32(float %2056, float %2011, float %2055)
  store float %2057, ptr %v21, align 4
  %2058 = load float, ptr %v22, align 4
  %2059 = fmul float %1894, %2015
  %2060 = sitofp i32 %2049 to float
  %2061 = call float @llvm.fma.f32(float %2059, float %2060, float %2058)
  %2062 = fneg float %1896
  %2063 = call float @llvm.fma.f32(float %2062, float %2017, float %2061)
  store float %2063, ptr %v22, align 4
  %2064 = load float, ptr %v23, align 4
  %2065 = fmul float %1910, %2009
  %2066 = sitofp i32 %2050 to float
  %2067 = call float @llvm.fma.f32(float %2065, float %2066, float %2064)
  %2068 = fneg float %1912
  %2069 = call float @llvm.fma.f32(float %2068, float %2011, float %2067)
  store float %2069, ptr %v23, align 4
  %2070 = load float, ptr %v24, align 4
  %2071 = fmul float %1910, %2015
  %2072 = sitofp i32 %2051 to float
  %2073 = call float @llvm.fma.f32(float %2071, float %2072, float %2070)
  %2074 = fneg float %1912
  %2075 = call float @llvm.fma.f32(float %2074, float %2017, float %2073)
  store float %2075, ptr %v24, align 4
  %2076 = getelementptr i8, ptr addrspace(1) %139, i64 %1915
  %2077 = load i32, ptr addrspace(1) %2076, align 4
  %2078 = add i64 %1915, 16
  %2079 = getelementptr i8, ptr addrspace(1) %139, i64 %2078
  %2080 = load i32, ptr addrspace(1) %2079, align 4
  %2081 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2077, i32 %2080, i32 0, i32 0, i32 0, i32 0)
  %2082 = extractvalue { i32, i32, i32, i32 } %2081, 0
  %2083 = extractvalue { i32, i32, i32, i32 } %2081, 1
  %2084 = extractvalue { i32, i32, i32, i32 } %2081, 2
  %2085 = extractvalue { i32, i32, i32, i32 } %2081, 3
  %2086 = sext i32 %1832 to i64
  %2087 = mul i64 %2086, 4
  %2088 = getelementptr i8, ptr addrspace(1) %149, i64 %2087
  %2089 = load float, ptr addrspace(1) %2088, align 4
  %2090 = sitofp i32 %2082 to float
  %2091 = fmul float %2089, %2090
  %2092 = sext i32 %1832 to i64
  %2093 = mul i64 %2092, 4
  %2094 = getelementptr i8, ptr addrspace(1) %159, i64 %2093
  %2095 = load float, ptr addrspace(1) %2094, align 4
  %2096 = sitofp i32 %2083 to float
  %2097 = fmul float %2095, %2096
  %2098 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1834, i32 %1836, i32 %1838, i32 %1840, i32 %2077, i32 %2080, i32 0, i32 0, i32 0, i32 0)
  %2099 = extractvalue { i32, i32, i32, i32 } %2098, 0
  %2100 = extractvalue { i32, i32, i32, i32 } %2098, 1
  %2101 = extractvalue { i32, i32, i32, i32 } %2098, 2
  %2102 = extractvalue { i32, i32, i32, i32 } %2098, 3
  %2103 = load float, ptr %v9, align 4
  %2104 = fmul float %1854, %2089
  %2105 = sitofp i32 %2099 to float
  %2106 = call float @llvm.fma.f32(float %2104, float %2105, float %2103)
  %2107 = fneg float %1856
  %2108 = call float @llvm.fma.f32(float %2107, float %2091, float %2106)
  store float %2108, ptr %v9, align 4
  %2109 = load float, ptr %v10, align 4
  %2110 = fmul float %1854, %2095
  %2111 = sitofp i32 %2100 to float
  %2112 = call float @llvm.fma.f32(float %2110, float %2111, float %2109)
  %2113 = fneg float %1856
  %2114 = call float @llvm.fma.f32(float %2113, float %2097, float %2112)
  store float %2114, ptr %v10, align 4
  %2115 = load float, ptr %v11, align 4
  %2116 = fmul float %1870, %2089
  %2117 = sitofp i32 %2101 to float
  %2118 = call float @llvm.fma.f32(float %2116, float %2117, float %2115)
  %2119 = fneg float %1872
  %2120 = call float @llvm.fma.f32(float %2119, float %2091, float %2118)
  store float %2120, ptr %v11, align 4
  %2121 = load float, ptr %v12, align 4
  %2122 = fmul float %1870, %2095
  %2123 = sitofp i32 %2102 to float
  %2124 = call float @llvm.fma.f32(float %2122, float %2123, float %2121)
  %2125 = fneg float %1872
  %2126 = call float @llvm.fma.f32(float %2125, float %2097, float %2124)
  store float %2126, ptr %v12, align 4
  %2127 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1874, i32 %1876, i32 %1878, i32 %1880, i32 %2077, i32 %2080, i32 0, i32 0, i32 0, i32 0)
  %2128 = extractvalue { i32, i32, i32, i32 } %2127, 0
  %2129 = extractvalue { i32, i32, i32, i32 } %2127, 1
  %2130 = extractvalue { i32, i32, i32, i32 } %2127, 2
  %2131 = extractvalue { i32, i32, i32, i32 } %2127, 3
  %2132 = load float, ptr %v25, align 4
  %2133 = fmul float %1894, %2089
  %2134 = sitofp i32 %2128 to float
  %2135 = call float @llvm.fma.f32(float %2133, float %2134, float %2132)
  %2136 = fneg float %1896
  %2137 = call float @llvm.fma.f32(float %2136, float %2091, float %2135)
  store float %2137, ptr %v25, align 4
  %2138 = load float, ptr %v26, align 4
  %2139 = fmul float %1894, %2095
  %2140 = sitofp i32 %2129 to float
  %2141 = call float @llvm.fma.f32(float %2139, float %2140, float %2138)
  %2142 = fneg float %1896
  %2143 = call float @llvm.fma.f32(float %2142, float %2097, float %2141)
  store float %2143, ptr %v26, align 4
  %2144 = load float, ptr %v27, align 4
  %2145 = fmul float %1910, %2089
  %2146 = sitofp i32 %2130 to float
  %2147 = call float @llvm.fma.f32(float %2145, float %2146, float %2144)
  %2148 = fneg float %1912
  %2149 = call float @llvm.fma.f32(float %2148, float %2091, float %2147)
  store float %2149, ptr %v27, align 4
  %2150 = load float, ptr %v28, align 4
  %2151 = fmul float %1910, %2095
  %2152 = sitofp i32 %2131 to float
  %2153 = call float @llvm.fma.f32(float %2151, float %2152, float %2150)
  %2154 = fneg float %1912
  %2155 = call float @llvm.fma.f32(float %2154, float %2097, float %2153)
  store float %2155, ptr %v28, align 4
  %2156 = getelementptr i8, ptr addrspace(1) %167, i64 %1915
  %2157 = load i32, ptr addrspace(1) %2156, align 4
  %2158 = add i64 %1915, 16
  %2159 = getelementptr i8, ptr addrspace(1) %167, i64 %2158
  %2160 = load i32, ptr addrspace(1) %2159, align 4
  %2161 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2157, i32 %2160, i32 0, i32 0, i32 0, i32 0)
  %2162 = extractvalue { i32, i32, i32, i32 } %2161, 0
  %2163 = extractvalue { i32, i32, i32, i32 } %2161, 1
  %2164 = extractvalue { i32, i32, i32, i32 } %2161, 2
  %2165 = extractvalue { i32, i32, i32, i32 } %2161, 3
  %2166 = sext i32 %1832 to i64
  %2167 = mul i64 %2166, 4
  %2168 = getelementptr i8, ptr addrspace(1) %177, i64 %2167
  %2169 = load float, ptr addrspace(1) %2168, align 4
  %2170 = sitofp i32 %2162 to float
  %2171 = fmul float %2169, %2170
  %2172 = sext i32 %1832 to i64
  %2173 = mul i64 %2172, 4
  %2174 = getelementptr i8, ptr addrspace(1) %187, i64 %2173
  %2175 = load float, ptr addrspace(1) %2174, align 4
  %2176 = sitofp i32 %2163 to float
  %2177 = fmul float %2175, %2176
  %2178 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1834, i32 %1836, i32 %1838, i32 %1840, i32 %2157, i32 %2160, i32 0, i32 0, i32 0, i32 0)
  %2179 = extractvalue { i32, i32, i32, i32 } %2178, 0
  %2180 = extractvalue { i32, i32, i32, i32 } %2178, 1
  %2181 = extractvalue { i32, i32, i32, i32 } %2178, 2
  %2182 = extractvalue { i32, i32, i32, i32 } %2178, 3
  %2183 = load float, ptr %v13, align 4
  %2184 = fmul float %1854, %2169
  %2185 = sitofp i32 %2179 to float
  %2186 = call float @llvm.fma.f32(float %2184, float %2185, float %2183)
  %2187 = fneg float %1856
  %2188 = call float @llvm.fma.f32(float %2187, float %2171, float %2186)
  store float %2188, ptr %v13, align 4
  %2189 = load float, ptr %v14, align 4
  %2190 = fmul float %1854, %2175
  %2191 = sitofp i32 %2180 to float
  %2192 = call float @llvm.fma.f32(float %2190, float %2191, float %2189)
  %2193 = fneg float %1856
  %2194 = call float @llvm.fma.f32(float %2193, float %2177, float %2192)
  store float %2194, ptr %v14, align 4
  %2195 = load float, ptr %v15, align 4
  %2196 = fmul float %1870, %2169
  %2197 = sitofp i32 %2181 to float
  %2198 = call float @llvm.fma.f32(float %2196, float %2197, float %2195)
  %2199 = fneg float %1872
  %2200 = call float @llvm.fma.f32(float %2199, float %2171, float %2198)
  store float %2200, ptr %v15, align 4
  %2201 = load float, ptr %v16, align 4
  %2202 = fmul float %1870, %2175
  %2203 = sitofp i32 %2182 to float
  %2204 = call float @llvm.fma.f32(float %2202, float %2203, float %2201)
  %2205 = fneg float %1872
  %2206 = call float @llvm.fma.f32(float %2205, float %2177, float %2204)
  store float %2206, ptr %v16, align 4
  %2207 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %1874, i32 %1876, i32 %1878, i32 %1880, i32 %2157, i32 %2160, i32 0, i32 0, i32 0, i32 0)
  %2208 = extractvalue { i32, i32, i32, i32 } %2207, 0
  %2209 = extractvalue { i32, i32, i32, i32 } %2207, 1
  %2210 = extractvalue { i32, i32, i32, i32 } %2207, 2
  %2211 = extractvalue { i32, i32, i32, i32 } %2207, 3
  %2212 = load float, ptr %v29, align 4
  %2213 = fmul float %1894, %2169
  %2214 = sitofp i32 %2208 to float
  %2215 = call float @llvm.fma.f32(float %2213, float %2214, float %2212)
  %2216 = fneg float %1896
  %2217 = call float @llvm.fma.f32(float %2216, float %2171, float %2215)
  store float %2217, ptr %v29, align 4
  %2218 = load float, ptr %v30, align 4
  %2219 = fmul float %1894, %2175
  %2220 = sitofp i32 %2209 to float
  %2221 = call float @llvm.fma.f32(float %2219, float %2220, float %2218)
  %2222 = fneg float %1896
  %2223 = call float @llvm.fma.f32(float %2222, float %2177, float %2221)
  store float %2223, ptr %v30, align 4
  %2224 = load float, ptr %v31, align 4
  %2225 = fmul float %1910, %2169
  %2226 = sitofp i32 %2210 to float
  %2227 = call float @llvm.fma.f32(float %2225, float %2226, float %2224)
  %2228 = fneg float %1912
  %2229 = call float @llvm.fma.f32(float %2228, float %2171, float %2227)
  store float %2229, ptr %v31, align 4
  %2230 = load float, ptr %v32, align 4
  %2231 = fmul float %1910, %2175
  %2232 = sitofp i32 %2211 to float
  %2233 = call float @llvm.fma.f32(float %2231, float %2232, float %2230)
  %2234 = fneg float %1912
  %2235 = call float @llvm.fma.f32(float %2234, float %2177, float %2233)
  store float %2235, ptr %v32, align 4
  %2236 = mul i32 %190, 8
  %2237 = add i32 %2236, 5
  %2238 = lshr i32 %1812, 4
  %2239 = and i32 %2238, 252645135
  %2240 = lshr i32 %1817, 4
  %2241 = and i32 %2240, 252645135
  %2242 = lshr i32 %1815, 4
  %2243 = and i32 %2242, 252645135
  %2244 = lshr i32 %1820, 4
  %2245 = and i32 %2244, 252645135
  %2246 = lshr i32 %204, 8
  %2247 = and i32 %2246, 15
  %2248 = lshr i32 %198, 14
  %2249 = and i32 %2248, 3
  %2250 = shl i32 %2249, 4
  %2251 = or i32 %2247, %2250
  %2252 = lshr i32 %204, 12
  %2253 = and i32 %2252, 15
  %2254 = lshr i32 %201, 14
  %2255 = and i32 %2254, 3
  %2256 = shl i32 %2255, 4
  %2257 = or i32 %2253, %2256
  %2258 = sitofp i32 %2251 to float
  %2259 = fmul float %208, %2258
  %2260 = sitofp i32 %2257 to float
  %2261 = fmul float %212, %2260
  %2262 = lshr i32 %224, 8
  %2263 = and i32 %2262, 15
  %2264 = lshr i32 %218, 14
  %2265 = and i32 %2264, 3
  %2266 = shl i32 %2265, 4
  %2267 = or i32 %2263, %2266
  %2268 = lshr i32 %224, 12
  %2269 = and i32 %2268, 15
  %2270 = lshr i32 %221, 14
  %2271 = and i32 %2270, 3
  %2272 = shl i32 %2271, 4
  %2273 = or i32 %2269, %2272
  %2274 = sitofp i32 %2267 to float
  %2275 = fmul float %228, %2274
  %2276 = sitofp i32 %2273 to float
  %2277 = fmul float %232, %2276
  %2278 = lshr i32 %1822, 4
  %2279 = and i32 %2278, 252645135
  %2280 = lshr i32 %1827, 4
  %2281 = and i32 %2280, 252645135
  %2282 = lshr i32 %1825, 4
  %2283 = and i32 %2282, 252645135
  %2284 = lshr i32 %1830, 4
  %2285 = and i32 %2284, 252645135
  %2286 = lshr i32 %244, 8
  %2287 = and i32 %2286, 15
  %2288 = lshr i32 %238, 14
  %2289 = and i32 %2288, 3
  %2290 = shl i32 %2289, 4
  %2291 = or i32 %2287, %2290
  %2292 = lshr i32 %244, 12
  %2293 = and i32 %2292, 15
  %2294 = lshr i32 %241, 14
  %2295 = and i32 %2294, 3
  %2296 = shl i32 %2295, 4
  %2297 = or i32 %2293, %2296
  %2298 = sitofp i32 %2291 to float
  %2299 = fmul float %248, %2298
  %2300 = sitofp i32 %2297 to float
  %2301 = fmul float %252, %2300
  %2302 = lshr i32 %264, 8
  %2303 = and i32 %2302, 15
  %2304 = lshr i32 %258, 14
  %2305 = and i32 %2304, 3
  %2306 = shl i32 %2305, 4
  %2307 = or i32 %2303, %2306
  %2308 = lshr i32 %264, 12
  %2309 = and i32 %2308, 15
  %2310 = lshr i32 %261, 14
  %2311 = and i32 %2310, 3
  %2312 = shl i32 %2311, 4
  %2313 = or i32 %2309, %2312
  %2314 = sitofp i32 %2307 to float
  %2315 = fmul float %268, %2314
  %2316 = sitofp i32 %2313 to float
  %2317 = fmul float %272, %2316
  %2318 = sext i32 %2237 to i64
  %2319 = mul i64 %2318, 32
  %2320 = add i64 %2319, %71
  %2321 = getelementptr i8, ptr addrspace(1) %83, i64 %2320
  %2322 = load i32, ptr addrspace(1) %2321, align 4
  %2323 = add i64 %2320, 16
  %2324 = getelementptr i8, ptr addrspace(1) %83, i64 %2323
  %2325 = load i32, ptr addrspace(1) %2324, align 4
  %2326 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2322, i32 %2325, i32 0, i32 0, i32 0, i32 0)
  %2327 = extractvalue { i32, i32, i32, i32 } %2326, 0
  %2328 = extractvalue { i32, i32, i32, i32 } %2326, 1
  %2329 = extractvalue { i32, i32, i32, i32 } %2326, 2
  %2330 = extractvalue { i32, i32, i32, i32 } %2326, 3
  %2331 = sext i32 %2237 to i64
  %2332 = mul i64 %2331, 4
  %2333 = getelementptr i8, ptr addrspace(1) %93, i64 %2332
  %2334 = load float, ptr addrspace(1) %2333, align 4
  %2335 = sitofp i32 %2327 to float
  %2336 = fmul float %2334, %2335
  %2337 = sext i32 %2237 to i64
  %2338 = mul i64 %2337, 4
  %2339 = getelementptr i8, ptr addrspace(1) %103, i64 %2338
  %2340 = load float, ptr addrspace(1) %2339, align 4
  %2341 = sitofp i32 %2328 to float
  %2342 = fmul float %2340, %2341
  %2343 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2239, i32 %2241, i32 %2243, i32 %2245, i32 %2322, i32 %2325, i32 0, i32 0, i32 0, i32 0)
  %2344 = extractvalue { i32, i32, i32, i32 } %2343, 0
  %2345 = extractvalue { i32, i32, i32, i32 } %2343, 1
  %2346 = extractvalue { i32, i32, i32, i32 } %2343, 2
  %2347 = extractvalue { i32, i32, i32, i32 } %2343, 3
  %2348 = load float, ptr %v1, align 4
  %2349 = fmul float %2259, %2334
  %2350 = sitofp i32 %2344 to float
  %2351 = call float @llvm.fma.f32(float %2349, float %2350, float %2348)
  %2352 = fneg float %2261
  %2353 = call float @llvm.fma.f32(float %2352, float %2336, float %2351)
  store float %2353, ptr %v1, align 4
  %2354 = load float, ptr %v2, align 4
  %2355 = fmul float %2259, %2340
  %2356 = sitofp i32 %2345 to float
  %2357 = call float @llvm.fma.f32(float %2355, float %2356, float %2354)
  %2358 = fneg float %2261
  %2359 = call float @llvm.fma.f32(float %2358, float %2342, float %2357)
  store float %2359, ptr %v2, align 4
  %2360 = load float, ptr %v3, align 4
  %2361 = fmul float %2275, %2334
  %2362 = sitofp i32 %2346 to float
  %2363 = call float @llvm.fma.f32(float %2361, float %2362, float %2360)
  %2364 = fneg float %2277
  %2365 = call float @llvm.fma.f32(float %2364, float %2336, float %2363)
  store float %2365, ptr %v3, align 4
  %2366 = load float, ptr %v4, align 4
  %2367 = fmul float %2275, %2340
  %2368 = sitofp i32 %2347 to float
  %2369 = call float @llvm.fma.f32(float %2367, float %2368, float %2366)
  %2370 = fneg float %2277
  %2371 = call float @llvm.fma.f32(float %2370, float %2342, float %2369)
  store float %2371, ptr %v4, align 4
  %2372 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2279, i32 %2281, i32 %2283, i32 %2285, i32 %2322, i32 %2325, i32 0, i32 0, i32 0, i32 0)
  %2373 = extractvalue { i32, i32, i32, i32 } %2372, 0
  %2374 = extractvalue { i32, i32, i32, i32 } %2372, 1
  %2375 = extractvalue { i32, i32, i32, i32 } %2372, 2
  %2376 = extractvalue { i32, i32, i32, i32 } %2372, 3
  %2377 = load float, ptr %v17, align 4
  %2378 = fmul float %2299, %2334
  %2379 = sitofp i32 %2373 to float
  %2380 = call float @llvm.fma.f32(float %2378, float %2379, float %2377)
  %2381 = fneg float %2301
  %2382 = call float @llvm.fma.f32(float %2381, float %2336, float %2380)
  store float %2382, ptr %v17, align 4
  %2383 = load float, ptr %v18, align 4
  %2384 = fmul float %2299, %2340
  %2385 = sitofp i32 %2374 to float
  %2386 = call float @llvm.fma.f32(float %2384, float %2385, float %2383)
  %2387 = fneg float %2301
  %2388 = call float @llvm.fma.f32(float %2387, float %2342, float %2386)
  store float %2388, ptr %v18, align 4
  %2389 = load float, ptr %v19, align 4
  %2390 = fmul float %2315, %2334
  %2391 = sitofp i32 %2375 to float
  %2392 = call float @llvm.fma.f32(float %2390, float %2391, float %2389)
  %2393 = fneg float %2317
  %2394 = call float @llvm.fma.f32(float %2393, float %2336, float %2392)
  store float %2394, ptr %v19, align 4
  %2395 = load float, ptr %v20, align 4
  %2396 = fmul float %2315, %2340
  %2397 = sitofp i32 %2376 to float
  %2398 = call float @llvm.fma.f32(float %2396, float %2397, float %2395)
  %2399 = fneg float %2317
  %2400 = call float @llvm.fma.f32(float %2399, float %2342, float %2398)
  store float %2400, ptr %v20, align 4
  %2401 = getelementptr i8, ptr addrspace(1) %111, i64 %2320
  %2402 = load i32, ptr addrspace(1) %2401, align 4
  %2403 = add i64 %2320, 16
  %2404 = getelementptr i8, ptr addrspace(1) %111, i64 %2403
  %2405 = load i32, ptr addrspace(1) %2404, align 4
  %2406 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2402, i32 %2405, i32 0, i32 0, i32 0, i32 0)
  %2407 = extractvalue { i32, i32, i32, i32 } %2406, 0
  %2408 = extractvalue { i32, i32, i32, i32 } %2406, 1
  %2409 = extractvalue { i32, i32, i32, i32 } %2406, 2
  %2410 = extractvalue { i32, i32, i32, i32 } %2406, 3
  %2411 = sext i32 %2237 to i64
  %2412 = mul i64 %2411, 4
  %2413 = getelementptr i8, ptr addrspace(1) %121, i64 %2412
  %2414 = load float, ptr addrspace(1) %2413, align 4
  %2415 = sitofp i32 %2407 to float
  %2416 = fmul float %2414, %2415
  %2417 = sext i32 %2237 to i64
  %2418 = mul i64 %2417, 4
  %2419 = getelementptr i8, ptr addrspace(1) %131, i64 %2418
  %2420 = load float, ptr addrspace(1) %2419, align 4
  %2421 = sitofp i32 %2408 to float
  %2422 = fmul float %2420, %2421
  %2423 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2239, i32 %2241, i32 %2243, i32 %2245, i32 %2402, i32 %2405, i32 0, i32 0, i32 0, i32 0)
  %2424 = extractvalue { i32, i32, i32, i32 } %2423, 0
  %2425 = extractvalue { i32, i32, i32, i32 } %2423, 1
  %2426 = extractvalue { i32, i32, i32, i32 } %2423, 2
  %2427 = extractvalue { i32, i32, i32, i32 } %2423, 3
  %2428 = load float, ptr %v5, align 4
  %2429 = fmul float %2259, %2414
  %2430 = sitofp i32 %2424 to float
  %2431 = call float @llvm.fma.f32(float %2429, float %2430, float %2428)
  %2432 = fneg float %2261
  %2433 = call float @llvm.fma.f32(float %2432, float %2416, float %2431)
  store float %2433, ptr %v5, align 4
  %2434 = load float, ptr %v6, align 4
  %2435 = fmul float %2259, %2420
  %2436 = sitofp i32 %2425 to float
  %2437 = call float @llvm.fma.f32(float %2435, float %2436, float %2434)
  %2438 = fneg float %2261
  %2439 = call float @llvm.fma.f32(float %2438, float %2422, float %2437)
  store float %2439, ptr %v6, align 4
  %2440 = load float, ptr %v7, align 4
  %2441 = fmul float %2275, %2414
  %2442 = sitofp i32 %2426 to float
  %2443 = call float @llvm.fma.f32(float %2441, float %2442, float %2440)
  %2444 = fneg float %2277
  %2445 = call float @llvm.fma.f32(float %2444, float %2416, float %2443)
  store float %2445, ptr %v7, align 4
  %2446 = load float, ptr %v8, align 4
  %2447 = fmul float %2275, %2420
  %2448 = sitofp i32 %2427 to float
  %2449 = call float @llvm.fma.f32(float %2447, float %2448, float %2446)
  %2450 = fneg float %2277
  %2451 = call float @llvm.fma.f32(float %2450, float %2422, float %2449)
  store float %2451, ptr %v8, align 4
  %2452 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2279, i32 %2281, i32 %2283, i32 %2285, i32 %2402, i32 %2405, i32 0, i32 0, i32 0, i32 0)
  %2453 = extractvalue { i32, i32, i32, i32 } %2452, 0
  %2454 = extractvalue { i32, i32, i32, i32 } %2452, 1
  %2455 = extractvalue { i32, i32, i32, i32 } %2452, 2
  %2456 = extractvalue { i32, i32, i32, i32 } %2452, 3
  %2457 = load float, ptr %v21, align 4
  %2458 = fmul float %2299, %2414
  %2459 = sitofp i32 %2453 to float
  %2460 = call float @llvm.fma.f32(float %2458, float %2459, float %2457)
  %2461 = fneg float %2301
  %2462 = call float @llvm.fma.f32(float %2461, float %2416, float %2460)
  store float %2462, ptr %v21, align 4
  %2463 = load float, ptr %v22, align 4
  %2464 = fmul float %2299, %2420
  %2465 = sitofp i32 %2454 to float
  %2466 = call float @llvm.fma.f32(float %2464, float %2465, float %2463)
  %2467 = fneg float %2301
  %2468 = call float @llvm.fma.f32(float %2467, float %2422, float %2466)
  store float %2468, ptr %v22, align 4
  %2469 = load float, ptr %v23, align 4
  %2470 = fmul float %2315, %2414
  %2471 = sitofp i32 %2455 to float
  %2472 = call float @llvm.fma.f32(float %2470, float %2471, float %2469)
  %2473 = fneg float %2317
  %2474 = call float @llvm.fma.f32(float %2473, float %2416, float %2472)
  store float %2474, ptr %v23, align 4
  %2475 = load float, ptr %v24, align 4
  %2476 = fmul float %2315, %2420
  %2477 = sitofp i32 %2456 to float
  %2478 = call float @llvm.fma.f32(float %2476, float %2477, float %2475)
  %2479 = fneg float %2317
  %2480 = call float @llvm.fma.f32(float %2479, float %2422, float %2478)
  store float %2480, ptr %v24, align 4
  %2481 = getelementptr i8, ptr addrspace(1) %139, i64 %2320
  %2482 = load i32, ptr addrspace(1) %2481, align 4
  %2483 = add i64 %2320, 16
  %2484 = getelementptr i8, ptr addrspace(1) %139, i64 %2483
  %2485 = load i32, ptr addrspace(1) %2484, align 4
  %2486 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2482, i32 %2485, i32 0, i32 0, i32 0, i32 0)
  %2487 = extractvalue { i32, i32, i32, i32 } %2486, 0
  %2488 = extractvalue { i32, i32, i32, i32 } %2486, 1
  %2489 = extractvalue { i32, i32, i32, i32 } %2486, 2
  %2490 = extractvalue { i32, i32, i32, i32 } %2486, 3
  %2491 = sext i32 %2237 to i64
  %2492 = mul i64 %2491, 4
  %2493 = getelementptr i8, ptr addrspace(1) %149, i64 %2492
  %2494 = load float, ptr addrspace(1) %2493, align 4
  %2495 = sitofp i32 %2487 to float
  %2496 = fmul float %2494, %2495
  %2497 = sext i32 %2237 to i64
  %2498 = mul i64 %2497, 4
  %2499 = getelementptr i8, ptr addrspace(1) %159, i64 %2498
  %2500 = load float, ptr addrspace(1) %2499, align 4
  %2501 = sitofp i32 %2488 to float
  %2502 = fmul float %2500, %2501
  %2503 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2239, i32 %2241, i32 %2243, i32 %2245, i32 %2482, i32 %2485, i32 0, i32 0, i32 0, i32 0)
  %2504 = extractvalue { i32, i32, i32, i32 } %2503, 0
  %2505 = extractvalue { i32, i32, i32, i32 } %2503, 1
  %2506 = extractvalue { i32, i32, i32, i32 } %2503, 2
  %2507 = extractvalue { i32, i32, i32, i32 } %2503, 3
  %2508 = load float, ptr %v9, align 4
  %2509 = fmul float %2259, %2494
  %2510 = sitofp i32 %2504 to float
  %2511 = call float @llvm.fma.f32(float %2509, float %2510, float %2508)
  %2512 = fneg float %2261
  %2513 = call float @llvm.fma.f32(float %2512, float %2496, float %2511)
  store float %2513, ptr %v9, align 4
  %2514 = load float, ptr %v10, align 4
  %2515 = fmul float %2259, %2500
  %2516 = sitofp i32 %2505 to float
  %2517 = call float @llvm.fma.f32(float %2515, float %2516, float %2514)
  %2518 = fneg float %2261
  %2519 = call float @llvm.fma.f32(float %2518, float %2502, float %2517)
  store float %2519, ptr %v10, align 4
  %2520 = load float, ptr %v11, align 4
  %2521 = fmul float %2275, %2494
  %2522 = sitofp i32 %2506 to float
  %2523 = call float @llvm.fma.f32(float %2521, float %2522, float %2520)
  %2524 = fneg float %2277
  %2525 = call float @llvm.fma.f32(float %2524, float %2496, float %2523)
  store float %2525, ptr %v11, align 4
  %2526 = load float, ptr %v12, align 4
  %2527 = fmul float %2275, %2500
  %2528 = sitofp i32 %2507 to float
  %2529 = call float @llvm.fma.f32(float %2527, float %2528, float %2526)
  %2530 = fneg float %2277
  %2531 = call float @llvm.fma.f32(float %2530, float %2502, float %2529)
  store float %2531, ptr %v12, align 4
  %2532 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2279, i32 %2281, i32 %2283, i32 %2285, i32 %2482, i32 %2485, i32 0, i32 0, i32 0, i32 0)
  %2533 = extractvalue { i32, i32, i32, i32 } %2532, 0
  %2534 = extractvalue { i32, i32, i32, i32 } %2532, 1
  %2535 = extractvalue { i32, i32, i32, i32 } %2532, 2
  %2536 = extractvalue { i32, i32, i32, i32 } %2532, 3
  %2537 = load float, ptr %v25, align 4
  %2538 = fmul float %2299, %2494
  %2539 = sitofp i32 %2533 to float
  %2540 = call float @llvm.fma.f32(float %2538, float %2539, float %2537)
  %2541 = fneg float %2301
  %2542 = call float @llvm.fma.f32(float %2541, float %2496, float %2540)
  store float %2542, ptr %v25, align 4
  %2543 = load float, ptr %v26, align 4
  %2544 = fmul float %2299, %2500
  %2545 = sitofp i32 %2534 to float
  %2546 = call float @llvm.fma.f32(float %2544, float %2545, float %2543)
  %2547 = fneg float %2301
  %2548 = call float @llvm.fma.f32(float %2547, float %2502, float %2546)
  store float %2548, ptr %v26, align 4
  %2549 = load float, ptr %v27, align 4
  %2550 = fmul float %2315, %2494
  %2551 = sitofp i32 %2535 to float
  %2552 = call float @llvm.fma.f32(float %2550, float %2551, float %2549)
  %2553 = fneg float %2317
  %2554 = call float @llvm.fma.f32(float %2553, float %2496, float %2552)
  store float %2554, ptr %v27, align 4
  %2555 = load float, ptr %v28, align 4
  %2556 = fmul float %2315, %2500
  %2557 = sitofp i32 %2536 to float
  %2558 = call float @llvm.fma.f32(float %2556, float %2557, float %2555)
  %2559 = fneg float %2317
  %2560 = call float @llvm.fma.f32(float %2559, float %2502, float %2558)
  store float %2560, ptr %v28, align 4
  %2561 = getelementptr i8, ptr addrspace(1) %167, i64 %2320
  %2562 = load i32, ptr addrspace(1) %2561, align 4
  %2563 = add i64 %2320, 16
  %2564 = getelementptr i8, ptr addrspace(1) %167, i64 %2563
  %2565 = load i32, ptr addrspace(1) %2564, align 4
  %2566 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2562, i32 %2565, i32 0, i32 0, i32 0, i32 0)
  %2567 = extractvalue { i32, i32, i32, i32 } %2566, 0
  %2568 = extractvalue { i32, i32, i32, i32 } %2566, 1
  %2569 = extractvalue { i32, i32, i32, i32 } %2566, 2
  %2570 = extractvalue { i32, i32, i32, i32 } %2566, 3
  %2571 = sext i32 %2237 to i64
  %2572 = mul i64 %2571, 4
  %2573 = getelementptr i8, ptr addrspace(1) %177, i64 %2572
  %2574 = load float, ptr addrspace(1) %2573, align 4
  %2575 = sitofp i32 %2567 to float
  %2576 = fmul float %2574, %2575
  %2577 = sext i32 %2237 to i64
  %2578 = mul i64 %2577, 4
  %2579 = getelementptr i8, ptr addrspace(1) %187, i64 %2578
  %2580 = load float, ptr addrspace(1) %2579, align 4
  %2581 = sitofp i32 %2568 to float
  %2582 = fmul float %2580, %2581
  %2583 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2239, i32 %2241, i32 %2243, i32 %2245, i32 %2562, i32 %2565, i32 0, i32 0, i32 0, i32 0)
  %2584 = extractvalue { i32, i32, i32, i32 } %2583, 0
  %2585 = extractvalue { i32, i32, i32, i32 } %2583, 1
  %2586 = extractvalue { i32, i32, i32, i32 } %2583, 2
  %2587 = extractvalue { i32, i32, i32, i32 } %2583, 3
  %2588 = load float, ptr %v13, align 4
  %2589 = fmul float %2259, %2574
  %2590 = sitofp i32 %2584 to float
  %2591 = call float @llvm.fma.f32(float %2589, float %2590, float %2588)
  %2592 = fneg float %2261
  %2593 = call float @llvm.fma.f32(float %2592, float %2576, float %2591)
  store float %2593, ptr %v13, align 4
  %2594 = load float, ptr %v14, align 4
  %2595 = fmul float %2259, %2580
  %2596 = sitofp i32 %2585 to float
  %2597 = call float @llvm.fma.f32(float %2595, float %2596, float %2594)
  %2598 = fneg float %2261
  %2599 = call float @llvm.fma.f32(float %2598, float %2582, float %2597)
  store float %2599, ptr %v14, align 4
  %2600 = load float, ptr %v15, align 4
  %2601 = fmul float %2275, %2574
  %2602 = sitofp i32 %2586 to float
  %2603 = call float @llvm.fma.f32(float %2601, float %2602, float %2600)
  %2604 = fneg float %2277
  %2605 = call float @llvm.fma.f32(float %2604, float %2576, float %2603)
  store float %2605, ptr %v15, align 4
  %2606 = load float, ptr %v16, align 4
  %2607 = fmul float %2275, %2580
  %2608 = sitofp i32 %2587 to float
  %2609 = call float @llvm.fma.f32(float %2607, float %2608, float %2606)
  %2610 = fneg float %2277
  %2611 = call float @llvm.fma.f32(float %2610, float %2582, float %2609)
  store float %2611, ptr %v16, align 4
  %2612 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2279, i32 %2281, i32 %2283, i32 %2285, i32 %2562, i32 %2565, i32 0, i32 0, i32 0, i32 0)
  %2613 = extractvalue { i32, i32, i32, i32 } %2612, 0
  %2614 = extractvalue { i32, i32, i32, i32 } %2612, 1
  %2615 = extractvalue { i32, i32, i32, i32 } %2612, 2
  %2616 = extractvalue { i32, i32, i32, i32 } %2612, 3
  %2617 = load float, ptr %v29, align 4
  %2618 = fmul float %2299, %2574
  %2619 = sitofp i32 %2613 to float
  %2620 = call float @llvm.fma.f32(float %2618, float %2619, float %2617)
  %2621 = fneg float %2301
  %2622 = call float @llvm.fma.f32(float %2621, float %2576, float %2620)
  store float %2622, ptr %v29, align 4
  %2623 = load float, ptr %v30, align 4
  %2624 = fmul float %2299, %2580
  %2625 = sitofp i32 %2614 to float
  %2626 = call float @llvm.fma.f32(float %2624, float %2625, float %2623)
  %2627 = fneg float %2301
  %2628 = call float @llvm.fma.f32(float %2627, float %2582, float %2626)
  store float %2628, ptr %v30, align 4
  %2629 = load float, ptr %v31, align 4
  %2630 = fmul float %2315, %2574
  %2631 = sitofp i32 %2615 to float
  %2632 = call float @llvm.fma.f32(float %2630, float %2631, float %2629)
  %2633 = fneg float %2317
  %2634 = call float @llvm.fma.f32(float %2633, float %2576, float %2632)
  store float %2634, ptr %v31, align 4
  %2635 = load float, ptr %v32, align 4
  %2636 = fmul float %2315, %2580
  %2637 = sitofp i32 %2616 to float
  %2638 = call float @llvm.fma.f32(float %2636, float %2637, float %2635)
  %2639 = fneg float %2317
  %2640 = call float @llvm.fma.f32(float %2639, float %2582, float %2638)
  store float %2640, ptr %v32, align 4
  %2641 = add i64 112, %71
  %2642 = add i64 %192, %2641
  %2643 = getelementptr i8, ptr addrspace(1) %42, i64 %2642
  %2644 = load i32, ptr addrspace(1) %2643, align 4
  %2645 = add i64 %2642, 16
  %2646 = getelementptr i8, ptr addrspace(1) %42, i64 %2645
  %2647 = load i32, ptr addrspace(1) %2646, align 4
  %2648 = getelementptr i8, ptr addrspace(1) %49, i64 %2642
  %2649 = load i32, ptr addrspace(1) %2648, align 4
  %2650 = add i64 %2642, 16
  %2651 = getelementptr i8, ptr addrspace(1) %49, i64 %2650
  %2652 = load i32, ptr addrspace(1) %2651, align 4
  %2653 = getelementptr i8, ptr addrspace(1) %56, i64 %2642
  %2654 = load i32, ptr addrspace(1) %2653, align 4
  %2655 = add i64 %2642, 16
  %2656 = getelementptr i8, ptr addrspace(1) %56, i64 %2655
  %2657 = load i32, ptr addrspace(1) %2656, align 4
  %2658 = getelementptr i8, ptr addrspace(1) %63, i64 %2642
  %2659 = load i32, ptr addrspace(1) %2658, align 4
  %2660 = add i64 %2642, 16
  %2661 = getelementptr i8, ptr addrspace(1) %63, i64 %2660
  %2662 = load i32, ptr addrspace(1) %2661, align 4
  %2663 = mul i32 %190, 8
  %2664 = add i32 %2663, 6
  %2665 = lshr i32 %2644, 0
  %2666 = and i32 %2665, 252645135
  %2667 = lshr i32 %2649, 0
  %2668 = and i32 %2667, 252645135
  %2669 = lshr i32 %2647, 0
  %2670 = and i32 %2669, 252645135
  %2671 = lshr i32 %2652, 0
  %2672 = and i32 %2671, 252645135
  %2673 = lshr i32 %204, 16
  %2674 = and i32 %2673, 15
  %2675 = lshr i32 %198, 22
  %2676 = and i32 %2675, 3
  %2677 = shl i32 %2676, 4
  %2678 = or i32 %2674, %2677
  %2679 = lshr i32 %204, 20
  %2680 = and i32 %2679, 15
  %2681 = lshr i32 %201, 22
  %2682 = and i32 %2681, 3
  %2683 = shl i32 %2682, 4
  %2684 = or i32 %2680, %2683
  %2685 = sitofp i32 %2678 to float
  %2686 = fmul float %208, %2685
  %2687 = sitofp i32 %2684 to float
  %2688 = fmul float %212, %2687
  %2689 = lshr i32 %224, 16
  %2690 = and i32 %2689, 15
  %2691 = lshr i32 %218, 22
  %2692 = and i32 %2691, 3
  %2693 = shl i32 %2692, 4
  %2694 = or i32 %2690, %2693
  %2695 = lshr i32 %224, 20
  %2696 = and i32 %2695, 15
  %2697 = lshr i32 %221, 22
  %2698 = and i32 %2697, 3
  %2699 = shl i32 %2698, 4
  %2700 = or i32 %2696, %2699
  %2701 = sitofp i32 %2694 to float
  %2702 = fmul float %228, %2701
  %2703 = sitofp i32 %2700 to float
  %2704 = fmul float %232, %2703
  %2705 = lshr i32 %2654, 0
  %2706 = and i32 %2705, 252645135
  %2707 = lshr i32 %2659, 0
  %2708 = and i32 %2707, 252645135
  %2709 = lshr i32 %2657, 0
  %2710 = and i32 %2709, 252645135
  %2711 = lshr i32 %2662, 0
  %2712 = and i32 %2711, 252645135
  %2713 = lshr i32 %244, 16
  %2714 = and i32 %2713, 15
  %2715 = lshr i32 %238, 22
  %2716 = and i32 %2715, 3
  %2717 = shl i32 %2716, 4
  %2718 = or i32 %2714, %2717
  %2719 = lshr i32 %244, 20
  %2720 = and i32 %2719, 15
  %2721 = lshr i32 %241, 22
  %2722 = and i32 %2721, 3
  %2723 = shl i32 %2722, 4
  %2724 = or i32 %2720, %2723
  %2725 = sitofp i32 %2718 to float
  %2726 = fmul float %248, %2725
  %2727 = sitofp i32 %2724 to float
  %2728 = fmul float %252, %2727
  %2729 = lshr i32 %264, 16
  %2730 = and i32 %2729, 15
  %2731 = lshr i32 %258, 22
  %2732 = and i32 %2731, 3
  %2733 = shl i32 %2732, 4
  %2734 = or i32 %2730, %2733
  %2735 = lshr i32 %264, 20
  %2736 = and i32 %2735, 15
  %2737 = lshr i32 %261, 22
  %2738 = and i32 %2737, 3
  %2739 = shl i32 %2738, 4
  %2740 = or i32 %2736, %2739
  %2741 = sitofp i32 %2734 to float
  %2742 = fmul float %268, %2741
  %2743 = sitofp i32 %2740 to float
  %2744 = fmul float %272, %2743
  %2745 = sext i32 %2664 to i64
  %2746 = mul i64 %2745, 32
  %2747 = add i64 %2746, %71
  %2748 = getelementptr i8, ptr addrspace(1) %83, i64 %2747
  %2749 = load i32, ptr addrspace(1) %2748, align 4
  %2750 = add i64 %2747, 16
  %2751 = getelementptr i8, ptr addrspace(1) %83, i64 %2750
  %2752 = load i32, ptr addrspace(1) %2751, align 4
  %2753 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2749, i32 %2752, i32 0, i32 0, i32 0, i32 0)
  %2754 = extractvalue { i32, i32, i32, i32 } %2753, 0
  %2755 = extractvalue { i32, i32, i32, i32 } %2753, 1
  %2756 = extractvalue { i32, i32, i32, i32 } %2753, 2
  %2757 = extractvalue { i32, i32, i32, i32 } %2753, 3
  %2758 = sext i32 %2664 to i64
  %2759 = mul i64 %2758, 4
  %2760 = getelementptr i8, ptr addrspace(1) %93, i64 %2759
  %2761 = load float, ptr addrspace(1) %2760, align 4
  %2762 = sitofp i32 %2754 to float
  %2763 = fmul float %2761, %2762
  %2764 = sext i32 %2664 to i64
  %2765 = mul i64 %2764, 4
  %2766 = getelementptr i8, ptr addrspace(1) %103, i64 %2765
  %2767 = load float, ptr addrspace(1) %2766, align 4
  %2768 = sitofp i32 %2755 to float
  %2769 = fmul float %2767, %2768
  %2770 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2666, i32 %2668, i32 %2670, i32 %2672, i32 %2749, i32 %2752, i32 0, i32 0, i32 0, i32 0)
  %2771 = extractvalue { i32, i32, i32, i32 } %2770, 0
  %2772 = extractvalue { i32, i32, i32, i32 } %2770, 1
  %2773 = extractvalue { i32, i32, i32, i32 } %2770, 2
  %2774 = extractvalue { i32, i32, i32, i32 } %2770, 3
  %2775 = load float, ptr %v1, align 4
  %2776 = fmul float %2686, %2761
  %2777 = sitofp i32 %2771 to float
  %2778 = call float @llvm.fma.f32(float %2776, float %2777, float %2775)
  %2779 = fneg float %2688
  %2780 = call float @llvm.fma.f32(float %2779, float %2763, float %2778)
  store float %2780, ptr %v1, align 4
  %2781 = load float, ptr %v2, align 4
  %2782 = fmul float %2686, %2767
  %2783 = sitofp i32 %2772 to float
  %2784 = call float @llvm.fma.f32(float %2782, float %2783, float %2781)
  %2785 = fneg float %2688
  %2786 = call float @llvm.fma.f32(float %2785, float %2769, float %2784)
  store float %2786, ptr %v2, align 4
  %2787 = load float, ptr %v3, align 4
  %2788 = fmul float %2702, %2761
  %2789 = sitofp i32 %2773 to float
  %2790 = call float @llvm.fma.f32(float %2788, float %2789, float %2787)
  %2791 = fneg float %2704
  %2792 = call float @llvm.fma.f32(float %2791, float %2763, float %2790)
  store float %2792, ptr %v3, align 4
  %2793 = load float, ptr %v4, align 4
  %2794 = fmul float %2702, %2767
  %2795 = sitofp i32 %2774 to float
  %2796 = call float @llvm.fma.f32(float %2794, float %2795, float %2793)
  %2797 = fneg float %2704
  %2798 = call float @llvm.fma.f32(float %2797, float %2769, float %2796)
  store float %2798, ptr %v4, align 4
  %2799 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2706, i32 %2708, i32 %2710, i32 %2712, i32 %2749, i32 %2752, i32 0, i32 0, i32 0, i32 0)
  %2800 = extractvalue { i32, i32, i32, i32 } %2799, 0
  %2801 = extractvalue { i32, i32, i32, i32 } %2799, 1
  %2802 = extractvalue { i32, i32, i32, i32 } %2799, 2
  %2803 = extractvalue { i32, i32, i32, i32 } %2799, 3
  %2804 = load float, ptr %v17, align 4
  %2805 = fmul float %2726, %2761
  %2806 = sitofp i32 %2800 to float
  %2807 = call float @llvm.fma.f32(float %2805, float %2806, float %2804)
  %2808 = fneg float %2728
  %2809 = call float @llvm.fma.f32(float %2808, float %2763, float %2807)
  store float %2809, ptr %v17, align 4
  %2810 = load float, ptr %v18, align 4
  %2811 = fmul float %2726, %2767
  %2812 = sitofp i32 %2801 to float
  %2813 = call float @llvm.fma.f32(float %2811, float %2812, float %2810)
  %2814 = fneg float %2728
  %2815 = call float @llvm.fma.f32(float %2814, float %2769, float %2813)
  store float %2815, ptr %v18, align 4
  %2816 = load float, ptr %v19, align 4
  %2817 = fmul float %2742, %2761
  %2818 = sitofp i32 %2802 to float
  %2819 = call float @llvm.fma.f32(float %2817, float %2818, float %2816)
  %2820 = fneg float %2744
  %2821 = call float @llvm.fma.f32(float %2820, float %2763, float %2819)
  store float %2821, ptr %v19, align 4
  %2822 = load float, ptr %v20, align 4
  %2823 = fmul float %2742, %2767
  %2824 = sitofp i32 %2803 to float
  %2825 = call float @llvm.fma.f32(float %2823, float %2824, float %2822)
  %2826 = fneg float %2744
  %2827 = call float @llvm.fma.f32(float %2826, float %2769, float %2825)
  store float %2827, ptr %v20, align 4
  %2828 = getelementptr i8, ptr addrspace(1) %111, i64 %2747
  %2829 = load i32, ptr addrspace(1) %2828, align 4
  %2830 = add i64 %2747, 16
  %2831 = getelementptr i8, ptr addrspace(1) %111, i64 %2830
  %2832 = load i32, ptr addrspace(1) %2831, align 4
  %2833 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2829, i32 %2832, i32 0, i32 0, i32 0, i32 0)
  %2834 = extractvalue { i32, i32, i32, i32 } %2833, 0
  %2835 = extractvalue { i32, i32, i32, i32 } %2833, 1
  %2836 = extractvalue { i32, i32, i32, i32 } %2833, 2
  %2837 = extractvalue { i32, i32, i32, i32 } %2833, 3
  %2838 = sext i32 %2664 to i64
  %2839 = mul i64 %2838, 4
  %2840 = getelementptr i8, ptr addrspace(1) %121, i64 %2839
  %2841 = load float, ptr addrspace(1) %2840, align 4
  %2842 = sitofp i32 %2834 to float
  %2843 = fmul float %2841, %2842
  %2844 = sext i32 %2664 to i64
  %2845 = mul i64 %2844, 4
  %2846 = getelementptr i8, ptr addrspace(1) %131, i64 %2845
  %2847 = load float, ptr addrspace(1) %2846, align 4
  %2848 = sitofp i32 %2835 to float
  %2849 = fmul float %2847, %2848
  %2850 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2666, i32 %2668, i32 %2670, i32 %2672, i32 %2829, i32 %2832, i32 0, i32 0, i32 0, i32 0)
  %2851 = extractvalue { i32, i32, i32, i32 } %2850, 0
  %2852 = extractvalue { i32, i32, i32, i32 } %2850, 1
  %2853 = extractvalue { i32, i32, i32, i32 } %2850, 2
  %2854 = extractvalue { i32, i32, i32, i32 } %2850, 3
  %2855 = load float, ptr %v5, align 4
  %2856 = fmul float %2686, %2841
  %2857 = sitofp i32 %2851 to float
  %2858 = call float @llvm.fma.f32(float %2856, float %2857, float %2855)
  %2859 = fneg float %2688
  %2860 = call float @llvm.fma.f32(float %2859, float %2843, float %2858)
  store float %2860, ptr %v5, align 4
  %2861 = load float, ptr %v6, align 4
  %2862 = fmul float %2686, %2847
  %2863 = sitofp i32 %2852 to float
  %2864 = call float @llvm.fma.f32(float %2862, float %2863, float %2861)
  %2865 = fneg float %2688
  %2866 = call float @llvm.fma.f32(float %2865, float %2849, float %2864)
  store float %2866, ptr %v6, align 4
  %2867 = load float, ptr %v7, align 4
  %2868 = fmul float %2702, %2841
  %2869 = sitofp i32 %2853 to float
  %2870 = call float @llvm.fma.f32(float %2868, float %2869, float %2867)
  %2871 = fneg float %2704
  %2872 = call float @llvm.fma.f32(float %2871, float %2843, float %2870)
  store float %2872, ptr %v7, align 4
  %2873 = load float, ptr %v8, align 4
  %2874 = fmul float %2702, %2847
  %2875 = sitofp i32 %2854 to float
  %2876 = call float @llvm.fma.f32(float %2874, float %2875, float %2873)
  %2877 = fneg float %2704
  %2878 = call float @llvm.fma.f32(float %2877, float %2849, float %2876)
  store float %2878, ptr %v8, align 4
  %2879 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2706, i32 %2708, i32 %2710, i32 %2712, i32 %2829, i32 %2832, i32 0, i32 0, i32 0, i32 0)
  %2880 = extractvalue { i32, i32, i32, i32 } %2879, 0
  %2881 = extractvalue { i32, i32, i32, i32 } %2879, 1
  %2882 = extractvalue { i32, i32, i32, i32 } %2879, 2
  %2883 = extractvalue { i32, i32, i32, i32 } %2879, 3
  %2884 = load float, ptr %v21, align 4
  %2885 = fmul float %2726, %2841
  %2886 = sitofp i32 %2880 to float
  %2887 = call float @llvm.fma.f32(float %2885, float %2886, float %2884)
  %2888 = fneg float %2728
  %2889 = call float @llvm.fma.f32(float %2888, float %2843, float %2887)
  store float %2889, ptr %v21, align 4
  %2890 = load float, ptr %v22, align 4
  %2891 = fmul float %2726, %2847
  %2892 = sitofp i32 %2881 to float
  %2893 = call float @llvm.fma.f32(float %2891, float %2892, float %2890)
  %2894 = fneg float %2728
  %2895 = call float @llvm.fma.f32(float %2894, float %2849, float %2893)
  store float %2895, ptr %v22, align 4
  %2896 = load float, ptr %v23, align 4
  %2897 = fmul float %2742, %2841
  %2898 = sitofp i32 %2882 to float
  %2899 = call float @llvm.fma.f32(float %2897, float %2898, float %2896)
  %2900 = fneg float %2744
  %2901 = call float @llvm.fma.f32(float %2900, float %2843, float %2899)
  store float %2901, ptr %v23, align 4
  %2902 = load float, ptr %v24, align 4
  %2903 = fmul float %2742, %2847
  %2904 = sitofp i32 %2883 to float
  %2905 = call float @llvm.fma.f32(float %2903, float %2904, float %2902)
  %2906 = fneg float %2744
  %2907 = call float @llvm.fma.f32(float %2906, float %2849, float %2905)
  store float %2907, ptr %v24, align 4
  %2908 = getelementptr i8, ptr addrspace(1) %139, i64 %2747
  %2909 = load i32, ptr addrspace(1) %2908, align 4
  %2910 = add i64 %2747, 16
  %2911 = getelementptr i8, ptr addrspace(1) %139, i64 %2910
  %2912 = load i32, ptr addrspace(1) %2911, align 4
  %2913 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2909, i32 %2912, i32 0, i32 0, i32 0, i32 0)
  %2914 = extractvalue { i32, i32, i32, i32 } %2913, 0
  %2915 = extractvalue { i32, i32, i32, i32 } %2913, 1
  %2916 = extractvalue { i32, i32, i32, i32 } %2913, 2
  %2917 = extractvalue { i32, i32, i32, i32 } %2913, 3
  %2918 = sext i32 %2664 to i64
  %2919 = mul i64 %2918, 4
  %2920 = getelementptr i8, ptr addrspace(1) %149, i64 %2919
  %2921 = load float, ptr addrspace(1) %2920, align 4
  %2922 = sitofp i32 %2914 to float
  %2923 = fmul float %2921, %2922
  %2924 = sext i32 %2664 to i64
  %2925 = mul i64 %2924, 4
  %2926 = getelementptr i8, ptr addrspace(1) %159, i64 %2925
  %2927 = load float, ptr addrspace(1) %2926, align 4
  %2928 = sitofp i32 %2915 to float
  %2929 = fmul float %2927, %2928
  %2930 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2666, i32 %2668, i32 %2670, i32 %2672, i32 %2909, i32 %2912, i32 0, i32 0, i32 0, i32 0)
  %2931 = extractvalue { i32, i32, i32, i32 } %2930, 0
  %2932 = extractvalue { i32, i32, i32, i32 } %2930, 1
  %2933 = extractvalue { i32, i32, i32, i32 } %2930, 2
  %2934 = extractvalue { i32, i32, i32, i32 } %2930, 3
  %2935 = load float, ptr %v9, align 4
  %2936 = fmul float %2686, %2921
  %2937 = sitofp i32 %2931 to float
  %2938 = call float @llvm.fma.f32(float %2936, float %2937, float %2935)
  %2939 = fneg float %2688
  %2940 = call float @llvm.fma.f32(float %2939, float %2923, float %2938)
  store float %2940, ptr %v9, align 4
  %2941 = load float, ptr %v10, align 4
  %2942 = fmul float %2686, %2927
  %2943 = sitofp i32 %2932 to float
  %2944 = call float @llvm.fma.f32(float %2942, float %2943, float %2941)
  %2945 = fneg float %2688
  %2946 = call float @llvm.fma.f32(float %2945, float %2929, float %2944)
  store float %2946, ptr %v10, align 4
  %2947 = load float, ptr %v11, align 4
  %2948 = fmul float %2702, %2921
  %2949 = sitofp i32 %2933 to float
  %2950 = call float @llvm.fma.f32(float %2948, float %2949, float %2947)
  %2951 = fneg float %2704
  %2952 = call float @llvm.fma.f32(float %2951, float %2923, float %2950)
  store float %2952, ptr %v11, align 4
  %2953 = load float, ptr %v12, align 4
  %2954 = fmul float %2702, %2927
  %2955 = sitofp i32 %2934 to float
  %2956 = call float @llvm.fma.f32(float %2954, float %2955, float %2953)
  %2957 = fneg float %2704
  %2958 = call float @llvm.fma.f32(float %2957, float %2929, float %2956)
  store float %2958, ptr %v12, align 4
  %2959 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2706, i32 %2708, i32 %2710, i32 %2712, i32 %2909, i32 %2912, i32 0, i32 0, i32 0, i32 0)
  %2960 = extractvalue { i32, i32, i32, i32 } %2959, 0
  %2961 = extractvalue { i32, i32, i32, i32 } %2959, 1
  %2962 = extractvalue { i32, i32, i32, i32 } %2959, 2
  %2963 = extractvalue { i32, i32, i32, i32 } %2959, 3
  %2964 = load float, ptr %v25, align 4
  %2965 = fmul float %2726, %2921
  %2966 = sitofp i32 %2960 to float
  %2967 = call float @llvm.fma.f32(float %2965, float %2966, float %2964)
  %2968 = fneg float %2728
  %2969 = call float @llvm.fma.f32(float %2968, float %2923, float %2967)
  store float %2969, ptr %v25, align 4
  %2970 = load float, ptr %v26, align 4
  %2971 = fmul float %2726, %2927
  %2972 = sitofp i32 %2961 to float
  %2973 = call float @llvm.fma.f32(float %2971, float %2972, float %2970)
  %2974 = fneg float %2728
  %2975 = call float @llvm.fma.f32(float %2974, float %2929, float %2973)
  store float %2975, ptr %v26, align 4
  %2976 = load float, ptr %v27, align 4
  %2977 = fmul float %2742, %2921
  %2978 = sitofp i32 %2962 to float
  %2979 = call float @llvm.fma.f32(float %2977, float %2978, float %2976)
  %2980 = fneg float %2744
  %2981 = call float @llvm.fma.f32(float %2980, float %2923, float %2979)
  store float %2981, ptr %v27, align 4
  %2982 = load float, ptr %v28, align 4
  %2983 = fmul float %2742, %2927
  %2984 = sitofp i32 %2963 to float
  %2985 = call float @llvm.fma.f32(float %2983, float %2984, float %2982)
  %2986 = fneg float %2744
  %2987 = call float @llvm.fma.f32(float %2986, float %2929, float %2985)
  store float %2987, ptr %v28, align 4
  %2988 = getelementptr i8, ptr addrspace(1) %167, i64 %2747
  %2989 = load i32, ptr addrspace(1) %2988, align 4
  %2990 = add i64 %2747, 16
  %2991 = getelementptr i8, ptr addrspace(1) %167, i64 %2990
  %2992 = load i32, ptr addrspace(1) %2991, align 4
  %2993 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %2989, i32 %2992, i32 0, i32 0, i32 0, i32 0)
  %2994 = extractvalue { i32, i32, i32, i32 } %2993, 0
  %2995 = extractvalue { i32, i32, i32, i32 } %2993, 1
  %2996 = extractvalue { i32, i32, i32, i32 } %2993, 2
  %2997 = extractvalue { i32, i32, i32, i32 } %2993, 3
  %2998 = sext i32 %2664 to i64
  %2999 = mul i64 %2998, 4
  %3000 = getelementptr i8, ptr addrspace(1) %177, i64 %2999
  %3001 = load float, ptr addrspace(1) %3000, align 4
  %3002 = sitofp i32 %2994 to float
  %3003 = fmul float %3001, %3002
  %3004 = sext i32 %2664 to i64
  %3005 = mul i64 %3004, 4
  %3006 = getelementptr i8, ptr addrspace(1) %187, i64 %3005
  %3007 = load float, ptr addrspace(1) %3006, align 4
  %3008 = sitofp i32 %2995 to float
  %3009 = fmul float %3007, %3008
  %3010 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2666, i32 %2668, i32 %2670, i32 %2672, i32 %2989, i32 %2992, i32 0, i32 0, i32 0, i32 0)
  %3011 = extractvalue { i32, i32, i32, i32 } %3010, 0
  %3012 = extractvalue { i32, i32, i32, i32 } %3010, 1
  %3013 = extractvalue { i32, i32, i32, i32 } %3010, 2
  %3014 = extractvalue { i32, i32, i32, i32 } %3010, 3
  %3015 = load float, ptr %v13, align 4
  %3016 = fmul float %2686, %3001
  %3017 = sitofp i32 %3011 to float
  %3018 = call float @llvm.fma.f32(float %3016, float %3017, float %3015)
  %3019 = fneg float %2688
  %3020 = call float @llvm.fma.f32(float %3019, float %3003, float %3018)
  store float %3020, ptr %v13, align 4
  %3021 = load float, ptr %v14, align 4
  %3022 = fmul float %2686, %3007
  %3023 = sitofp i32 %3012 to float
  %3024 = call float @llvm.fma.f32(float %3022, float %3023, float %3021)
  %3025 = fneg float %2688
  %3026 = call float @llvm.fma.f32(float %3025, float %3009, float %3024)
  store float %3026, ptr %v14, align 4
  %3027 = load float, ptr %v15, align 4
  %3028 = fmul float %2702, %3001
  %3029 = sitofp i32 %3013 to float
  %3030 = call float @llvm.fma.f32(float %3028, float %3029, float %3027)
  %3031 = fneg float %2704
  %3032 = call float @llvm.fma.f32(float %3031, float %3003, float %3030)
  store float %3032, ptr %v15, align 4
  %3033 = load float, ptr %v16, align 4
  %3034 = fmul float %2702, %3007
  %3035 = sitofp i32 %3014 to float
  %3036 = call float @llvm.fma.f32(float %3034, float %3035, float %3033)
  %3037 = fneg float %2704
  %3038 = call float @llvm.fma.f32(float %3037, float %3009, float %3036)
  store float %3038, ptr %v16, align 4
  %3039 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %2706, i32 %2708, i32 %2710, i32 %2712, i32 %2989, i32 %2992, i32 0, i32 0, i32 0, i32 0)
  %3040 = extractvalue { i32, i32, i32, i32 } %3039, 0
  %3041 = extractvalue { i32, i32, i32, i32 } %3039, 1
  %3042 = extractvalue { i32, i32, i32, i32 } %3039, 2
  %3043 = extractvalue { i32, i32, i32, i32 } %3039, 3
  %3044 = load float, ptr %v29, align 4
  %3045 = fmul float %2726, %3001
  %3046 = sitofp i32 %3040 to float
  %3047 = call float @llvm.fma.f32(float %3045, float %3046, float %3044)
  %3048 = fneg float %2728
  %3049 = call float @llvm.fma.f32(float %3048, float %3003, float %3047)
  store float %3049, ptr %v29, align 4
  %3050 = load float, ptr %v30, align 4
  %3051 = fmul float %2726, %3007
  %3052 = sitofp i32 %3041 to float
  %3053 = call float @llvm.fma.f32(float %3051, float %3052, float %3050)
  %3054 = fneg float %2728
  %3055 = call float @llvm.fma.f32(float %3054, float %3009, float %3053)
  store float %3055, ptr %v30, align 4
  %3056 = load float, ptr %v31, align 4
  %3057 = fmul float %2742, %3001
  %3058 = sitofp i32 %3042 to float
  %3059 = call float @llvm.fma.f32(float %3057, float %3058, float %3056)
  %3060 = fneg float %2744
  %3061 = call float @llvm.fma.f32(float %3060, float %3003, float %3059)
  store float %3061, ptr %v31, align 4
  %3062 = load float, ptr %v32, align 4
  %3063 = fmul float %2742, %3007
  %3064 = sitofp i32 %3043 to float
  %3065 = call float @llvm.fma.f32(float %3063, float %3064, float %3062)
  %3066 = fneg float %2744
  %3067 = call float @llvm.fma.f32(float %3066, float %3009, float %3065)
  store float %3067, ptr %v32, align 4
  %3068 = mul i32 %190, 8
  %3069 = add i32 %3068, 7
  %3070 = lshr i32 %2644, 4
  %3071 = and i32 %3070, 252645135
  %3072 = lshr i32 %2649, 4
  %3073 = and i32 %3072, 252645135
  %3074 = lshr i32 %2647, 4
  %3075 = and i32 %3074, 252645135
  %3076 = lshr i32 %2652, 4
  %3077 = and i32 %3076, 252645135
  %3078 = lshr i32 %204, 24
  %3079 = and i32 %3078, 15
  %3080 = lshr i32 %198, 30
  %3081 = and i32 %3080, 3
  %3082 = shl i32 %3081, 4
  %3083 = or i32 %3079, %3082
  %3084 = lshr i32 %204, 28
  %3085 = and i32 %3084, 15
  %3086 = lshr i32 %201, 30
  %3087 = and i32 %3086, 3
  %3088 = shl i32 %3087, 4
  %3089 = or i32 %3085, %3088
  %3090 = sitofp i32 %3083 to float
  %3091 = fmul float %208, %3090
  %3092 = sitofp i32 %3089 to float
  %3093 = fmul float %212, %3092
  %3094 = lshr i32 %224, 24
  %3095 = and i32 %3094, 15
  %3096 = lshr i32 %218, 30
  %3097 = and i32 %3096, 3
  %3098 = shl i32 %3097, 4
  %3099 = or i32 %3095, %3098
  %3100 = lshr i32 %224, 28
  %3101 = and i32 %3100, 15
  %3102 = lshr i32 %221, 30
  %3103 = and i32 %3102, 3
  %3104 = shl i32 %3103, 4
  %3105 = or i32 %3101, %3104
  %3106 = sitofp i32 %3099 to float
  %3107 = fmul float %228, %3106
  %3108 = sitofp i32 %3105 to float
  %3109 = fmul float %232, %3108
  %3110 = lshr i32 %2654, 4
  %3111 = and i32 %3110, 252645135
  %3112 = lshr i32 %2659, 4
  %3113 = and i32 %3112, 252645135
  %3114 = lshr i32 %2657, 4
  %3115 = and i32 %3114, 252645135
  %3116 = lshr i32 %2662, 4
  %3117 = and i32 %3116, 252645135
  %3118 = lshr i32 %244, 24
  %3119 = and i32 %3118, 15
  %3120 = lshr i32 %238, 30
  %3121 = and i32 %3120, 3
  %3122 = shl i32 %3121, 4
  %3123 = or i32 %3119, %3122
  %3124 = lshr i32 %244, 28
  %3125 = and i32 %3124, 15
  %3126 = lshr i32 %241, 30
  %3127 = and i32 %3126, 3
  %3128 = shl i32 %3127, 4
  %3129 = or i32 %3125, %3128
  %3130 = sitofp i32 %3123 to float
  %3131 = fmul float %248, %3130
  %3132 = sitofp i32 %3129 to float
  %3133 = fmul float %252, %3132
  %3134 = lshr i32 %264, 24
  %3135 = and i32 %3134, 15
  %3136 = lshr i32 %258, 30
  %3137 = and i32 %3136, 3
  %3138 = shl i32 %3137, 4
  %3139 = or i32 %3135, %3138
  %3140 = lshr i32 %264, 28
  %3141 = and i32 %3140, 15
  %3142 = lshr i32 %261, 30
  %3143 = and i32 %3142, 3
  %3144 = shl i32 %3143, 4
  %3145 = or i32 %3141, %3144
  %3146 = sitofp i32 %3139 to float
  %3147 = fmul float %268, %3146
  %3148 = sitofp i32 %3145 to float
  %3149 = fmul float %272, %3148
  %3150 = sext i32 %3069 to i64
  %3151 = mul i64 %3150, 32
  %3152 = add i64 %3151, %71
  %3153 = getelementptr i8, ptr addrspace(1) %83, i64 %3152
  %3154 = load i32, ptr addrspace(1) %3153, align 4
  %3155 = add i64 %3152, 16
  %3156 = getelementptr i8, ptr addrspace(1) %83, i64 %3155
  %3157 = load i32, ptr addrspace(1) %3156, align 4
  %3158 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %3154, i32 %3157, i32 0, i32 0, i32 0, i32 0)
  %3159 = extractvalue { i32, i32, i32, i32 } %3158, 0
  %3160 = extractvalue { i32, i32, i32, i32 } %3158, 1
  %3161 = extractvalue { i32, i32, i32, i32 } %3158, 2
  %3162 = extractvalue { i32, i32, i32, i32 } %3158, 3
  %3163 = sext i32 %3069 to i64
  %3164 = mul i64 %3163, 4
  %3165 = getelementptr i8, ptr addrspace(1) %93, i64 %3164
  %3166 = load float, ptr addrspace(1) %3165, align 4
  %3167 = sitofp i32 %3159 to float
  %3168 = fmul float %3166, %3167
  %3169 = sext i32 %3069 to i64
  %3170 = mul i64 %3169, 4
  %3171 = getelementptr i8, ptr addrspace(1) %103, i64 %3170
  %3172 = load float, ptr addrspace(1) %3171, align 4
  %3173 = sitofp i32 %3160 to float
  %3174 = fmul float %3172, %3173
  %3175 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3071, i32 %3073, i32 %3075, i32 %3077, i32 %3154, i32 %3157, i32 0, i32 0, i32 0, i32 0)
  %3176 = extractvalue { i32, i32, i32, i32 } %3175, 0
  %3177 = extractvalue { i32, i32, i32, i32 } %3175, 1
  %3178 = extractvalue { i32, i32, i32, i32 } %3175, 2
  %3179 = extractvalue { i32, i32, i32, i32 } %3175, 3
  %3180 = load float, ptr %v1, align 4
  %3181 = fmul float %3091, %3166
  %3182 = sitofp i32 %3176 to float
  %3183 = call float @llvm.fma.f32(float %3181, float %3182, float %3180)
  %3184 = fneg float %3093
  %3185 = call float @llvm.fma.f32(float %3184, float %3168, float %3183)
  store float %3185, ptr %v1, align 4
  %3186 = load float, ptr %v2, align 4
  %3187 = fmul float %3091, %3172
  %3188 = sitofp i32 %3177 to float
  %3189 = call float @llvm.fma.f32(float %3187, float %3188, float %3186)
  %3190 = fneg float %3093
  %3191 = call float @llvm.fma.f32(float %3190, float %3174, float %3189)
  store float %3191, ptr %v2, align 4
  %3192 = load float, ptr %v3, align 4
  %3193 = fmul float %3107, %3166
  %3194 = sitofp i32 %3178 to float
  %3195 = call float @llvm.fma.f32(float %3193, float %3194, float %3192)
  %3196 = fneg float %3109
  %3197 = call float @llvm.fma.f32(float %3196, float %3168, float %3195)
  store float %3197, ptr %v3, align 4
  %3198 = load float, ptr %v4, align 4
  %3199 = fmul float %3107, %3172
  %3200 = sitofp i32 %3179 to float
  %3201 = call float @llvm.fma.f32(float %3199, float %3200, float %3198)
  %3202 = fneg float %3109
  %3203 = call float @llvm.fma.f32(float %3202, float %3174, float %3201)
  store float %3203, ptr %v4, align 4
  %3204 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3111, i32 %3113, i32 %3115, i32 %3117, i32 %3154, i32 %3157, i32 0, i32 0, i32 0, i32 0)
  %3205 = extractvalue { i32, i32, i32, i32 } %3204, 0
  %3206 = extractvalue { i32, i32, i32, i32 } %3204, 1
  %3207 = extractvalue { i32, i32, i32, i32 } %3204, 2
  %3208 = extractvalue { i32, i32, i32, i32 } %3204, 3
  %3209 = load float, ptr %v17, align 4
  %3210 = fmul float %3131, %3166
  %3211 = sitofp i32 %3205 to float
  %3212 = call float @llvm.fma.f32(float %3210, float %3211, float %3209)
  %3213 = fneg float %3133
  %3214 = call float @llvm.fma.f32(float %3213, float %3168, float %3212)
  store float %3214, ptr %v17, align 4
  %3215 = load float, ptr %v18, align 4
  %3216 = fmul float %3131, %3172
  %3217 = sitofp i32 %3206 to float
  %3218 = call float @llvm.fma.f32(float %3216, float %3217, float %3215)
  %3219 = fneg float %3133
  %3220 = call float @llvm.fma.f32(float %3219, float %3174, float %3218)
  store float %3220, ptr %v18, align 4
  %3221 = load float, ptr %v19, align 4
  %3222 = fmul float %3147, %3166
  %3223 = sitofp i32 %3207 to float
  %3224 = call float @llvm.fma.f32(float %3222, float %3223, float %3221)
  %3225 = fneg float %3149
  %3226 = call float @llvm.fma.f32(float %3225, float %3168, float %3224)
  store float %3226, ptr %v19, align 4
  %3227 = load float, ptr %v20, align 4
  %3228 = fmul float %3147, %3172
  %3229 = sitofp i32 %3208 to float
  %3230 = call float @llvm.fma.f32(float %3228, float %3229, float %3227)
  %3231 = fneg float %3149
  %3232 = call float @llvm.fma.f32(float %3231, float %3174, float %3230)
  store float %3232, ptr %v20, align 4
  %3233 = getelementptr i8, ptr addrspace(1) %111, i64 %3152
  %3234 = load i32, ptr addrspace(1) %3233, align 4
  %3235 = add i64 %3152, 16
  %3236 = getelementptr i8, ptr addrspace(1) %111, i64 %3235
  %3237 = load i32, ptr addrspace(1) %3236, align 4
  %3238 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %3234, i32 %3237, i32 0, i32 0, i32 0, i32 0)
  %3239 = extractvalue { i32, i32, i32, i32 } %3238, 0
  %3240 = extractvalue { i32, i32, i32, i32 } %3238, 1
  %3241 = extractvalue { i32, i32, i32, i32 } %3238, 2
  %3242 = extractvalue { i32, i32, i32, i32 } %3238, 3
  %3243 = sext i32 %3069 to i64
  %3244 = mul i64 %3243, 4
  %3245 = getelementptr i8, ptr addrspace(1) %121, i64 %3244
  %3246 = load float, ptr addrspace(1) %3245, align 4
  %3247 = sitofp i32 %3239 to float
  %3248 = fmul float %3246, %3247
  %3249 = sext i32 %3069 to i64
  %3250 = mul i64 %3249, 4
  %3251 = getelementptr i8, ptr addrspace(1) %131, i64 %3250
  %3252 = load float, ptr addrspace(1) %3251, align 4
  %3253 = sitofp i32 %3240 to float
  %3254 = fmul float %3252, %3253
  %3255 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3071, i32 %3073, i32 %3075, i32 %3077, i32 %3234, i32 %3237, i32 0, i32 0, i32 0, i32 0)
  %3256 = extractvalue { i32, i32, i32, i32 } %3255, 0
  %3257 = extractvalue { i32, i32, i32, i32 } %3255, 1
  %3258 = extractvalue { i32, i32, i32, i32 } %3255, 2
  %3259 = extractvalue { i32, i32, i32, i32 } %3255, 3
  %3260 = load float, ptr %v5, align 4
  %3261 = fmul float %3091, %3246
  %3262 = sitofp i32 %3256 to float
  %3263 = call float @llvm.fma.f32(float %3261, float %3262, float %3260)
  %3264 = fneg float %3093
  %3265 = call float @llvm.fma.f32(float %3264, float %3248, float %3263)
  store float %3265, ptr %v5, align 4
  %3266 = load float, ptr %v6, align 4
  %3267 = fmul float %3091, %3252
  %3268 = sitofp i32 %3257 to float
  %3269 = call float @llvm.fma.f32(float %3267, float %3268, float %3266)
  %3270 = fneg float %3093
  %3271 = call float @llvm.fma.f32(float %3270, float %3254, float %3269)
  store float %3271, ptr %v6, align 4
  %3272 = load float, ptr %v7, align 4
  %3273 = fmul float %3107, %3246
  %3274 = sitofp i32 %3258 to float
  %3275 = call float @llvm.fma.f32(float %3273, float %3274, float %3272)
  %3276 = fneg float %3109
  %3277 = call float @llvm.fma.f32(float %3276, float %3248, float %3275)
  store float %3277, ptr %v7, align 4
  %3278 = load float, ptr %v8, align 4
  %3279 = fmul float %3107, %3252
  %3280 = sitofp i32 %3259 to float
  %3281 = call float @llvm.fma.f32(float %3279, float %3280, float %3278)
  %3282 = fneg float %3109
  %3283 = call float @llvm.fma.f32(float %3282, float %3254, float %3281)
  store float %3283, ptr %v8, align 4
  %3284 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3111, i32 %3113, i32 %3115, i32 %3117, i32 %3234, i32 %3237, i32 0, i32 0, i32 0, i32 0)
  %3285 = extractvalue { i32, i32, i32, i32 } %3284, 0
  %3286 = extractvalue { i32, i32, i32, i32 } %3284, 1
  %3287 = extractvalue { i32, i32, i32, i32 } %3284, 2
  %3288 = extractvalue { i32, i32, i32, i32 } %3284, 3
  %3289 = load float, ptr %v21, align 4
  %3290 = fmul float %3131, %3246
  %3291 = sitofp i32 %3285 to float
  %3292 = call float @llvm.fma.f32(float %3290, float %3291, float %3289)
  %3293 = fneg float %3133
  %3294 = call float @llvm.fma.f32(float %3293, float %3248, float %3292)
  store float %3294, ptr %v21, align 4
  %3295 = load float, ptr %v22, align 4
  %3296 = fmul float %3131, %3252
  %3297 = sitofp i32 %3286 to float
  %3298 = call float @llvm.fma.f32(float %3296, float %3297, float %3295)
  %3299 = fneg float %3133
  %3300 = call float @llvm.fma.f32(float %3299, float %3254, float %3298)
  store float %3300, ptr %v22, align 4
  %3301 = load float, ptr %v23, align 4
  %3302 = fmul float %3147, %3246
  %3303 = sitofp i32 %3287 to float
  %3304 = call float @llvm.fma.f32(float %3302, float %3303, float %3301)
  %3305 = fneg float %3149
  %3306 = call float @llvm.fma.f32(float %3305, float %3248, float %3304)
  store float %3306, ptr %v23, align 4
  %3307 = load float, ptr %v24, align 4
  %3308 = fmul float %3147, %3252
  %3309 = sitofp i32 %3288 to float
  %3310 = call float @llvm.fma.f32(float %3308, float %3309, float %3307)
  %3311 = fneg float %3149
  %3312 = call float @llvm.fma.f32(float %3311, float %3254, float %3310)
  store float %3312, ptr %v24, align 4
  %3313 = getelementptr i8, ptr addrspace(1) %139, i64 %3152
  %3314 = load i32, ptr addrspace(1) %3313, align 4
  %3315 = add i64 %3152, 16
  %3316 = getelementptr i8, ptr addrspace(1) %139, i64 %3315
  %3317 = load i32, ptr addrspace(1) %3316, align 4
  %3318 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %3314, i32 %3317, i32 0, i32 0, i32 0, i32 0)
  %3319 = extractvalue { i32, i32, i32, i32 } %3318, 0
  %3320 = extractvalue { i32, i32, i32, i32 } %3318, 1
  %3321 = extractvalue { i32, i32, i32, i32 } %3318, 2
  %3322 = extractvalue { i32, i32, i32, i32 } %3318, 3
  %3323 = sext i32 %3069 to i64
  %3324 = mul i64 %3323, 4
  %3325 = getelementptr i8, ptr addrspace(1) %149, i64 %3324
  %3326 = load float, ptr addrspace(1) %3325, align 4
  %3327 = sitofp i32 %3319 to float
  %3328 = fmul float %3326, %3327
  %3329 = sext i32 %3069 to i64
  %3330 = mul i64 %3329, 4
  %3331 = getelementptr i8, ptr addrspace(1) %159, i64 %3330
  %3332 = load float, ptr addrspace(1) %3331, align 4
  %3333 = sitofp i32 %3320 to float
  %3334 = fmul float %3332, %3333
  %3335 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3071, i32 %3073, i32 %3075, i32 %3077, i32 %3314, i32 %3317, i32 0, i32 0, i32 0, i32 0)
  %3336 = extractvalue { i32, i32, i32, i32 } %3335, 0
  %3337 = extractvalue { i32, i32, i32, i32 } %3335, 1
  %3338 = extractvalue { i32, i32, i32, i32 } %3335, 2
  %3339 = extractvalue { i32, i32, i32, i32 } %3335, 3
  %3340 = load float, ptr %v9, align 4
  %3341 = fmul float %3091, %3326
  %3342 = sitofp i32 %3336 to float
  %3343 = call float @llvm.fma.f32(float %3341, float %3342, float %3340)
  %3344 = fneg float %3093
  %3345 = call float @llvm.fma.f32(float %3344, float %3328, float %3343)
  store float %3345, ptr %v9, align 4
  %3346 = load float, ptr %v10, align 4
  %3347 = fmul float %3091, %3332
  %3348 = sitofp i32 %3337 to float
  %3349 = call float @llvm.fma.f32(float %3347, float %3348, float %3346)
  %3350 = fneg float %3093
  %3351 = call float @llvm.fma.f32(float %3350, float %3334, float %3349)
  store float %3351, ptr %v10, align 4
  %3352 = load float, ptr %v11, align 4
  %3353 = fmul float %3107, %3326
  %3354 = sitofp i32 %3338 to float
  %3355 = call float @llvm.fma.f32(float %3353, float %3354, float %3352)
  %3356 = fneg float %3109
  %3357 = call float @llvm.fma.f32(float %3356, float %3328, float %3355)
  store float %3357, ptr %v11, align 4
  %3358 = load float, ptr %v12, align 4
  %3359 = fmul float %3107, %3332
  %3360 = sitofp i32 %3339 to float
  %3361 = call float @llvm.fma.f32(float %3359, float %3360, float %3358)
  %3362 = fneg float %3109
  %3363 = call float @llvm.fma.f32(float %3362, float %3334, float %3361)
  store float %3363, ptr %v12, align 4
  %3364 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3111, i32 %3113, i32 %3115, i32 %3117, i32 %3314, i32 %3317, i32 0, i32 0, i32 0, i32 0)
  %3365 = extractvalue { i32, i32, i32, i32 } %3364, 0
  %3366 = extractvalue { i32, i32, i32, i32 } %3364, 1
  %3367 = extractvalue { i32, i32, i32, i32 } %3364, 2
  %3368 = extractvalue { i32, i32, i32, i32 } %3364, 3
  %3369 = load float, ptr %v25, align 4
  %3370 = fmul float %3131, %3326
  %3371 = sitofp i32 %3365 to float
  %3372 = call float @llvm.fma.f32(float %3370, float %3371, float %3369)
  %3373 = fneg float %3133
  %3374 = call float @llvm.fma.f32(float %3373, float %3328, float %3372)
  store float %3374, ptr %v25, align 4
  %3375 = load float, ptr %v26, align 4
  %3376 = fmul float %3131, %3332
  %3377 = sitofp i32 %3366 to float
  %3378 = call float @llvm.fma.f32(float %3376, float %3377, float %3375)
  %3379 = fneg float %3133
  %3380 = call float @llvm.fma.f32(float %3379, float %3334, float %3378)
  store float %3380, ptr %v26, align 4
  %3381 = load float, ptr %v27, align 4
  %3382 = fmul float %3147, %3326
  %3383 = sitofp i32 %3367 to float
  %3384 = call float @llvm.fma.f32(float %3382, float %3383, float %3381)
  %3385 = fneg float %3149
  %3386 = call float @llvm.fma.f32(float %3385, float %3328, float %3384)
  store float %3386, ptr %v27, align 4
  %3387 = load float, ptr %v28, align 4
  %3388 = fmul float %3147, %3332
  %3389 = sitofp i32 %3368 to float
  %3390 = call float @llvm.fma.f32(float %3388, float %3389, float %3387)
  %3391 = fneg float %3149
  %3392 = call float @llvm.fma.f32(float %3391, float %3334, float %3390)
  store float %3392, ptr %v28, align 4
  %3393 = getelementptr i8, ptr addrspace(1) %167, i64 %3152
  %3394 = load i32, ptr addrspace(1) %3393, align 4
  %3395 = add i64 %3152, 16
  %3396 = getelementptr i8, ptr addrspace(1) %167, i64 %3395
  %3397 = load i32, ptr addrspace(1) %3396, align 4
  %3398 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 16843009, i32 16843009, i32 16843009, i32 16843009, i32 %3394, i32 %3397, i32 0, i32 0, i32 0, i32 0)
  %3399 = extractvalue { i32, i32, i32, i32 } %3398, 0
  %3400 = extractvalue { i32, i32, i32, i32 } %3398, 1
  %3401 = extractvalue { i32, i32, i32, i32 } %3398, 2
  %3402 = extractvalue { i32, i32, i32, i32 } %3398, 3
  %3403 = sext i32 %3069 to i64
  %3404 = mul i64 %3403, 4
  %3405 = getelementptr i8, ptr addrspace(1) %177, i64 %3404
  %3406 = load float, ptr addrspace(1) %3405, align 4
  %3407 = sitofp i32 %3399 to float
  %3408 = fmul float %3406, %3407
  %3409 = sext i32 %3069 to i64
  %3410 = mul i64 %3409, 4
  %3411 = getelementptr i8, ptr addrspace(1) %187, i64 %3410
  %3412 = load float, ptr addrspace(1) %3411, align 4
  %3413 = sitofp i32 %3400 to float
  %3414 = fmul float %3412, %3413
  %3415 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3071, i32 %3073, i32 %3075, i32 %3077, i32 %3394, i32 %3397, i32 0, i32 0, i32 0, i32 0)
  %3416 = extractvalue { i32, i32, i32, i32 } %3415, 0
  %3417 = extractvalue { i32, i32, i32, i32 } %3415, 1
  %3418 = extractvalue { i32, i32, i32, i32 } %3415, 2
  %3419 = extractvalue { i32, i32, i32, i32 } %3415, 3
  %3420 = load float, ptr %v13, align 4
  %3421 = fmul float %3091, %3406
  %3422 = sitofp i32 %3416 to float
  %3423 = call float @llvm.fma.f32(float %3421, float %3422, float %3420)
  %3424 = fneg float %3093
  %3425 = call float @llvm.fma.f32(float %3424, float %3408, float %3423)
  store float %3425, ptr %v13, align 4
  %3426 = load float, ptr %v14, align 4
  %3427 = fmul float %3091, %3412
  %3428 = sitofp i32 %3417 to float
  %3429 = call float @llvm.fma.f32(float %3427, float %3428, float %3426)
  %3430 = fneg float %3093
  %3431 = call float @llvm.fma.f32(float %3430, float %3414, float %3429)
  store float %3431, ptr %v14, align 4
  %3432 = load float, ptr %v15, align 4
  %3433 = fmul float %3107, %3406
  %3434 = sitofp i32 %3418 to float
  %3435 = call float @llvm.fma.f32(float %3433, float %3434, float %3432)
  %3436 = fneg float %3109
  %3437 = call float @llvm.fma.f32(float %3436, float %3408, float %3435)
  store float %3437, ptr %v15, align 4
  %3438 = load float, ptr %v16, align 4
  %3439 = fmul float %3107, %3412
  %3440 = sitofp i32 %3419 to float
  %3441 = call float @llvm.fma.f32(float %3439, float %3440, float %3438)
  %3442 = fneg float %3109
  %3443 = call float @llvm.fma.f32(float %3442, float %3414, float %3441)
  store float %3443, ptr %v16, align 4
  %3444 = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32 %3111, i32 %3113, i32 %3115, i32 %3117, i32 %3394, i32 %3397, i32 0, i32 0, i32 0, i32 0)
  %3445 = extractvalue { i32, i32, i32, i32 } %3444, 0
  %3446 = extractvalue { i32, i32, i32, i32 } %3444, 1
  %3447 = extractvalue { i32, i32, i32, i32 } %3444, 2
  %3448 = extractvalue { i32, i32, i32, i32 } %3444, 3
  %3449 = load float, ptr %v29, align 4
  %3450 = fmul float %3131, %3406
  %3451 = sitofp i32 %3445 to float
  %3452 = call float @llvm.fma.f32(float %3450, float %3451, float %3449)
  %3453 = fneg float %3133
  %3454 = call float @llvm.fma.f32(float %3453, float %3408, float %3452)
  store float %3454, ptr %v29, align 4
  %3455 = load float, ptr %v30, align 4
  %3456 = fmul float %3131, %3412
  %3457 = sitofp i32 %3446 to float
  %3458 = call float @llvm.fma.f32(float %3456, float %3457, float %3455)
  %3459 = fneg float %3133
  %3460 = call float @llvm.fma.f32(float %3459, float %3414, float %3458)
  store float %3460, ptr %v30, align 4
  %3461 = load float, ptr %v31, align 4
  %3462 = fmul float %3147, %3406
  %3463 = sitofp i32 %3447 to float
  %3464 = call float @llvm.fma.f32(float %3462, float %3463, float %3461)
  %3465 = fneg float %3149
  %3466 = call float @llvm.fma.f32(float %3465, float %3408, float %3464)
  store float %3466, ptr %v31, align 4
  %3467 = load float, ptr %v32, align 4
  %3468 = fmul float %3147, %3412
  %3469 = sitofp i32 %3448 to float
  %3470 = call float @llvm.fma.f32(float %3468, float %3469, float %3467)
  %3471 = fneg float %3149
  %3472 = call float @llvm.fma.f32(float %3471, float %3414, float %3470)
  store float %3472, ptr %v32, align 4
  %3473 = load i32, ptr %v33, align 4
  %3474 = add i32 %3473, 1
  store i32 %3474, ptr %v33, align 4
  br label %loop34

done36:                                           ; preds = %loop34
  %3475 = mul i32 %27, 2
  %3476 = add i32 %3475, 0
  %3477 = add i32 %74, %3476
  %3478 = icmp slt i32 %37, %4
  %3479 = icmp slt i32 %3477, %21
  %3480 = and i1 %3478, %3479
  %3481 = load float, ptr %v1, align 4
  br i1 %3480, label %then, label %endif

then:                                             ; preds = %done36
  %3482 = add i32 %16, %3477
  %3483 = sext i32 %3482 to i64
  %3484 = sext i32 %4 to i64
  %3485 = mul i64 %3483, %3484
  %3486 = sext i32 %37 to i64
  %3487 = add i64 %3485, %3486
  %3488 = mul i64 %3487, 4
  %3489 = getelementptr i8, ptr addrspace(1) %0, i64 %3488
  store float %3481, ptr addrspace(1) %3489, align 4
  br label %endif

endif:                                            ; preds = %then, %done36
  %3490 = mul i32 %27, 2
  %3491 = add i32 %3490, 1
  %3492 = add i32 %74, %3491
  %3493 = icmp slt i32 %37, %4
  %3494 = icmp slt i32 %3492, %21
  %3495 = and i1 %3493, %3494
  %3496 = load float, ptr %v2, align 4
  br i1 %3495, label %then37, label %endif38

then37:                                           ; preds = %endif
  %3497 = add i32 %16, %3492
  %3498 = sext i32 %3497 to i64
  %3499 = sext i32 %4 to i64
  %3500 = mul i64 %3498, %3499
  %3501 = sext i32 %37 to i64
  %3502 = add i64 %3500, %3501
  %3503 = mul i64 %3502, 4
  %3504 = getelementptr i8, ptr addrspace(1) %0, i64 %3503
  store float %3496, ptr addrspace(1) %3504, align 4
  br label %endif38

endif38:                                          ; preds = %then37, %endif
  %3505 = mul i32 %27, 2
  %3506 = add i32 %3505, 0
  %3507 = add i32 %74, %3506
  %3508 = icmp slt i32 %44, %4
  %3509 = icmp slt i32 %3507, %21
  %3510 = and i1 %3508, %3509
  %3511 = load float, ptr %v3, align 4
  br i1 %3510, label %then39, label %endif40

then39:                                           ; preds = %endif38
  %3512 = add i32 %16, %3507
  %3513 = sext i32 %3512 to i64
  %3514 = sext i32 %4 to i64
  %3515 = mul i64 %3513, %3514
  %3516 = sext i32 %44 to i64
  %3517 = add i64 %3515, %3516
  %3518 = mul i64 %3517, 4
  %3519 = getelementptr i8, ptr addrspace(1) %0, i64 %3518
  store float %3511, ptr addrspace(1) %3519, align 4
  br label %endif40

endif40:                                          ; preds = %then39, %endif38
  %3520 = mul i32 %27, 2
  %3521 = add i32 %3520, 1
  %3522 = add i32 %74, %3521
  %3523 = icmp slt i32 %44, %4
  %3524 = icmp slt i32 %3522, %21
  %3525 = and i1 %3523, %3524
  %3526 = load float, ptr %v4, align 4
  br i1 %3525, label %then41, label %endif42

then41:                                           ; preds = %endif40
  %3527 = add i32 %16, %3522
  %3528 = sext i32 %3527 to i64
  %3529 = sext i32 %4 to i64
  %3530 = mul i64 %3528, %3529
  %3531 = sext i32 %44 to i64
  %3532 = add i64 %3530, %3531
  %3533 = mul i64 %3532, 4
  %3534 = getelementptr i8, ptr addrspace(1) %0, i64 %3533
  store float %3526, ptr addrspace(1) %3534, align 4
  br label %endif42

endif42:                                          ; preds = %then41, %endif40
  %3535 = mul i32 %27, 2
  %3536 = add i32 %3535, 8
  %3537 = add i32 %74, %3536
  %3538 = icmp slt i32 %37, %4
  %3539 = icmp slt i32 %3537, %21
  %3540 = and i1 %3538, %3539
  %3541 = load float, ptr %v5, align 4
  br i1 %3540, label %then43, label %endif44

then43:                                           ; preds = %endif42
  %3542 = add i32 %16, %3537
  %3543 = sext i32 %3542 to i64
  %3544 = sext i32 %4 to i64
  %3545 = mul i64 %3543, %3544
  %3546 = sext i32 %37 to i64
  %3547 = add i64 %3545, %3546
  %3548 = mul i64 %3547, 4
  %3549 = getelementptr i8, ptr addrspace(1) %0, i64 %3548
  store float %3541, ptr addrspace(1) %3549, align 4
  br label %endif44

endif44:                                          ; preds = %then43, %endif42
  %3550 = mul i32 %27, 2
  %3551 = add i32 %3550, 9
  %3552 = add i32 %74, %3551
  %3553 = icmp slt i32 %37, %4
  %3554 = icmp slt i32 %3552, %21
  %3555 = and i1 %3553, %3554
  %3556 = load float, ptr %v6, align 4
  br i1 %3555, label %then45, label %endif46

then45:                                           ; preds = %endif44
  %3557 = add i32 %16, %3552
  %3558 = sext i32 %3557 to i64
  %3559 = sext i32 %4 to i64
  %3560 = mul i64 %3558, %3559
  %3561 = sext i32 %37 to i64
  %3562 = add i64 %3560, %3561
  %3563 = mul i64 %3562, 4
  %3564 = getelementptr i8, ptr addrspace(1) %0, i64 %3563
  store float %3556, ptr addrspace(1) %3564, align 4
  br label %endif46

endif46:                                          ; preds = %then45, %endif44
  %3565 = mul i32 %27, 2
  %3566 = add i32 %3565, 8
  %3567 = add i32 %74, %3566
  %3568 = icmp slt i32 %44, %4
  %3569 = icmp slt i32 %3567, %21
  %3570 = and i1 %3568, %3569
  %3571 = load float, ptr %v7, align 4
  br i1 %3570, label %then47, label %endif48

then47:                                           ; preds = %endif46
  %3572 = add i32 %16, %3567
  %3573 = sext i32 %3572 to i64
  %3574 = sext i32 %4 to i64
  %3575 = mul i64 %3573, %3574
  %3576 = sext i32 %44 to i64
  %3577 = add i64 %3575, %3576
  %3578 = mul i64 %3577, 4
  %3579 = getelementptr i8, ptr addrspace(1) %0, i64 %3578
  store float %3571, ptr addrspace(1) %3579, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif46
  %3580 = mul i32 %27, 2
  %3581 = add i32 %3580, 9
  %3582 = add i32 %74, %3581
  %3583 = icmp slt i32 %44, %4
  %3584 = icmp slt i32 %3582, %21
  %3585 = and i1 %3583, %3584
  %3586 = load float, ptr %v8, align 4
  br i1 %3585, label %then49, label %endif50

then49:                                           ; preds = %endif48
  %3587 = add i32 %16, %3582
  %3588 = sext i32 %3587 to i64
  %3589 = sext i32 %4 to i64
  %3590 = mul i64 %3588, %3589
  %3591 = sext i32 %44 to i64
  %3592 = add i64 %3590, %3591
  %3593 = mul i64 %3592, 4
  %3594 = getelementptr i8, ptr addrspace(1) %0, i64 %3593
  store float %3586, ptr addrspace(1) %3594, align 4
  br label %endif50

endif50:                                          ; preds = %then49, %endif48
  %3595 = mul i32 %27, 2
  %3596 = add i32 %3595, 16
  %3597 = add i32 %74, %3596
  %3598 = icmp slt i32 %37, %4
  %3599 = icmp slt i32 %3597, %21
  %3600 = and i1 %3598, %3599
  %3601 = load float, ptr %v9, align 4
  br i1 %3600, label %then51, label %endif52

then51:                                           ; preds = %endif50
  %3602 = add i32 %16, %3597
  %3603 = sext i32 %3602 to i64
  %3604 = sext i32 %4 to i64
  %3605 = mul i64 %3603, %3604
  %3606 = sext i32 %37 to i64
  %3607 = add i64 %3605, %3606
  %3608 = mul i64 %3607, 4
  %3609 = getelementptr i8, ptr addrspace(1) %0, i64 %3608
  store float %3601, ptr addrspace(1) %3609, align 4
  br label %endif52

endif52:                                          ; preds = %then51, %endif50
  %3610 = mul i32 %27, 2
  %3611 = add i32 %3610, 17
  %3612 = add i32 %74, %3611
  %3613 = icmp slt i32 %37, %4
  %3614 = icmp slt i32 %3612, %21
  %3615 = and i1 %3613, %3614
  %3616 = load float, ptr %v10, align 4
  br i1 %3615, label %then53, label %endif54

then53:                                           ; preds = %endif52
  %3617 = add i32 %16, %3612
  %3618 = sext i32 %3617 to i64
  %3619 = sext i32 %4 to i64
  %3620 = mul i64 %3618, %3619
  %3621 = sext i32 %37 to i64
  %3622 = add i64 %3620, %3621
  %3623 = mul i64 %3622, 4
  %3624 = getelementptr i8, ptr addrspace(1) %0, i64 %3623
  store float %3616, ptr addrspace(1) %3624, align 4
  br label %endif54

endif54:                                          ; preds = %then53, %endif52
  %3625 = mul i32 %27, 2
  %3626 = add i32 %3625, 16
  %3627 = add i32 %74, %3626
  %3628 = icmp slt i32 %44, %4
  %3629 = icmp slt i32 %3627, %21
  %3630 = and i1 %3628, %3629
  %3631 = load float, ptr %v11, align 4
  br i1 %3630, label %then55, label %endif56

then55:                                           ; preds = %endif54
  %3632 = add i32 %16, %3627
  %3633 = sext i32 %3632 to i64
  %3634 = sext i32 %4 to i64
  %3635 = mul i64 %3633, %3634
  %3636 = sext i32 %44 to i64
  %3637 = add i64 %3635, %3636
  %3638 = mul i64 %3637, 4
  %3639 = getelementptr i8, ptr addrspace(1) %0, i64 %3638
  store float %3631, ptr addrspace(1) %3639, align 4
  br label %endif56

endif56:                                          ; preds = %then55, %endif54
  %3640 = mul i32 %27, 2
  %3641 = add i32 %3640, 17
  %3642 = add i32 %74, %3641
  %3643 = icmp slt i32 %44, %4
  %3644 = icmp slt i32 %3642, %21
  %3645 = and i1 %3643, %3644
  %3646 = load float, ptr %v12, align 4
  br i1 %3645, label %then57, label %endif58

then57:                                           ; preds = %endif56
  %3647 = add i32 %16, %3642
  %3648 = sext i32 %3647 to i64
  %3649 = sext i32 %4 to i64
  %3650 = mul i64 %3648, %3649
  %3651 = sext i32 %44 to i64
  %3652 = add i64 %3650, %3651
  %3653 = mul i64 %3652, 4
  %3654 = getelementptr i8, ptr addrspace(1) %0, i64 %3653
  store float %3646, ptr addrspace(1) %3654, align 4
  br label %endif58

endif58:                                          ; preds = %then57, %endif56
  %3655 = mul i32 %27, 2
  %3656 = add i32 %3655, 24
  %3657 = add i32 %74, %3656
  %3658 = icmp slt i32 %37, %4
  %3659 = icmp slt i32 %3657, %21
  %3660 = and i1 %3658, %3659
  %3661 = load float, ptr %v13, align 4
  br i1 %3660, label %then59, label %endif60

then59:                                           ; preds = %endif58
  %3662 = add i32 %16, %3657
  %3663 = sext i32 %3662 to i64
  %3664 = sext i32 %4 to i64
  %3665 = mul i64 %3663, %3664
  %3666 = sext i32 %37 to i64
  %3667 = add i64 %3665, %3666
  %3668 = mul i64 %3667, 4
  %3669 = getelementptr i8, ptr addrspace(1) %0, i64 %3668
  store float %3661, ptr addrspace(1) %3669, align 4
  br label %endif60

endif60:                                          ; preds = %then59, %endif58
  %3670 = mul i32 %27, 2
  %3671 = add i32 %3670, 25
  %3672 = add i32 %74, %3671
  %3673 = icmp slt i32 %37, %4
  %3674 = icmp slt i32 %3672, %21
  %3675 = and i1 %3673, %3674
  %3676 = load float, ptr %v14, align 4
  br i1 %3675, label %then61, label %endif62

then61:                                           ; preds = %endif60
  %3677 = add i32 %16, %3672
  %3678 = sext i32 %3677 to i64
  %3679 = sext i32 %4 to i64
  %3680 = mul i64 %3678, %3679
  %3681 = sext i32 %37 to i64
  %3682 = add i64 %3680, %3681
  %3683 = mul i64 %3682, 4
  %3684 = getelementptr i8, ptr addrspace(1) %0, i64 %3683
  store float %3676, ptr addrspace(1) %3684, align 4
  br label %endif62

endif62:                                          ; preds = %then61, %endif60
  %3685 = mul i32 %27, 2
  %3686 = add i32 %3685, 24
  %3687 = add i32 %74, %3686
  %3688 = icmp slt i32 %44, %4
  %3689 = icmp slt i32 %3687, %21
  %3690 = and i1 %3688, %3689
  %3691 = load float, ptr %v15, align 4
  br i1 %3690, label %then63, label %endif64

then63:                                           ; preds = %endif62
  %3692 = add i32 %16, %3687
  %3693 = sext i32 %3692 to i64
  %3694 = sext i32 %4 to i64
  %3695 = mul i64 %3693, %3694
  %3696 = sext i32 %44 to i64
  %3697 = add i64 %3695, %3696
  %3698 = mul i64 %3697, 4
  %3699 = getelementptr i8, ptr addrspace(1) %0, i64 %3698
  store float %3691, ptr addrspace(1) %3699, align 4
  br label %endif64

endif64:                                          ; preds = %then63, %endif62
  %3700 = mul i32 %27, 2
  %3701 = add i32 %3700, 25
  %3702 = add i32 %74, %3701
  %3703 = icmp slt i32 %44, %4
  %3704 = icmp slt i32 %3702, %21
  %3705 = and i1 %3703, %3704
  %3706 = load float, ptr %v16, align 4
  br i1 %3705, label %then65, label %endif66

then65:                                           ; preds = %endif64
  %3707 = add i32 %16, %3702
  %3708 = sext i32 %3707 to i64
  %3709 = sext i32 %4 to i64
  %3710 = mul i64 %3708, %3709
  %3711 = sext i32 %44 to i64
  %3712 = add i64 %3710, %3711
  %3713 = mul i64 %3712, 4
  %3714 = getelementptr i8, ptr addrspace(1) %0, i64 %3713
  store float %3706, ptr addrspace(1) %3714, align 4
  br label %endif66

endif66:                                          ; preds = %then65, %endif64
  %3715 = mul i32 %27, 2
  %3716 = add i32 %3715, 0
  %3717 = add i32 %74, %3716
  %3718 = icmp slt i32 %51, %4
  %3719 = icmp slt i32 %3717, %21
  %3720 = and i1 %3718, %3719
  %3721 = load float, ptr %v17, align 4
  br i1 %3720, label %then67, label %endif68

then67:                                           ; preds = %endif66
  %3722 = add i32 %16, %3717
  %3723 = sext i32 %3722 to i64
  %3724 = sext i32 %4 to i64
  %3725 = mul i64 %3723, %3724
  %3726 = sext i32 %51 to i64
  %3727 = add i64 %3725, %3726
  %3728 = mul i64 %3727, 4
  %3729 = getelementptr i8, ptr addrspace(1) %0, i64 %3728
  store float %3721, ptr addrspace(1) %3729, align 4
  br label %endif68

endif68:                                          ; preds = %then67, %endif66
  %3730 = mul i32 %27, 2
  %3731 = add i32 %3730, 1
  %3732 = add i32 %74, %3731
  %3733 = icmp slt i32 %51, %4
  %3734 = icmp slt i32 %3732, %21
  %3735 = and i1 %3733, %3734
  %3736 = load float, ptr %v18, align 4
  br i1 %3735, label %then69, label %endif70

then69:                                           ; preds = %endif68
  %3737 = add i32 %16, %3732
  %3738 = sext i32 %3737 to i64
  %3739 = sext i32 %4 to i64
  %3740 = mul i64 %3738, %3739
  %3741 = sext i32 %51 to i64
  %3742 = add i64 %3740, %3741
  %3743 = mul i64 %3742, 4
  %3744 = getelementptr i8, ptr addrspace(1) %0, i64 %3743
  store float %3736, ptr addrspace(1) %3744, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %endif68
  %3745 = mul i32 %27, 2
  %3746 = add i32 %3745, 0
  %3747 = add i32 %74, %3746
  %3748 = icmp slt i32 %58, %4
  %3749 = icmp slt i32 %3747, %21
  %3750 = and i1 %3748, %3749
  %3751 = load float, ptr %v19, align 4
  br i1 %3750, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %3752 = add i32 %16, %3747
  %3753 = sext i32 %3752 to i64
  %3754 = sext i32 %4 to i64
  %3755 = mul i64 %3753, %3754
  %3756 = sext i32 %58 to i64
  %3757 = add i64 %3755, %3756
  %3758 = mul i64 %3757, 4
  %3759 = getelementptr i8, ptr addrspace(1) %0, i64 %3758
  store float %3751, ptr addrspace(1) %3759, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %3760 = mul i32 %27, 2
  %3761 = add i32 %3760, 1
  %3762 = add i32 %74, %3761
  %3763 = icmp slt i32 %58, %4
  %3764 = icmp slt i32 %3762, %21
  %3765 = and i1 %3763, %3764
  %3766 = load float, ptr %v20, align 4
  br i1 %3765, label %then73, label %endif74

then73:                                           ; preds = %endif72
  %3767 = add i32 %16, %3762
  %3768 = sext i32 %3767 to i64
  %3769 = sext i32 %4 to i64
  %3770 = mul i64 %3768, %3769
  %3771 = sext i32 %58 to i64
  %3772 = add i64 %3770, %3771
  %3773 = mul i64 %3772, 4
  %3774 = getelementptr i8, ptr addrspace(1) %0, i64 %3773
  store float %3766, ptr addrspace(1) %3774, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif72
  %3775 = mul i32 %27, 2
  %3776 = add i32 %3775, 8
  %3777 = add i32 %74, %3776
  %3778 = icmp slt i32 %51, %4
  %3779 = icmp slt i32 %3777, %21
  %3780 = and i1 %3778, %3779
  %3781 = load float, ptr %v21, align 4
  br i1 %3780, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %3782 = add i32 %16, %3777
  %3783 = sext i32 %3782 to i64
  %3784 = sext i32 %4 to i64
  %3785 = mul i64 %3783, %3784
  %3786 = sext i32 %51 to i64
  %3787 = add i64 %3785, %3786
  %3788 = mul i64 %3787, 4
  %3789 = getelementptr i8, ptr addrspace(1) %0, i64 %3788
  store float %3781, ptr addrspace(1) %3789, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %3790 = mul i32 %27, 2
  %3791 = add i32 %3790, 9
  %3792 = add i32 %74, %3791
  %3793 = icmp slt i32 %51, %4
  %3794 = icmp slt i32 %3792, %21
  %3795 = and i1 %3793, %3794
  %3796 = load float, ptr %v22, align 4
  br i1 %3795, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %3797 = add i32 %16, %3792
  %3798 = sext i32 %3797 to i64
  %3799 = sext i32 %4 to i64
  %3800 = mul i64 %3798, %3799
  %3801 = sext i32 %51 to i64
  %3802 = add i64 %3800, %3801
  %3803 = mul i64 %3802, 4
  %3804 = getelementptr i8, ptr addrspace(1) %0, i64 %3803
  store float %3796, ptr addrspace(1) %3804, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %3805 = mul i32 %27, 2
  %3806 = add i32 %3805, 8
  %3807 = add i32 %74, %3806
  %3808 = icmp slt i32 %58, %4
  %3809 = icmp slt i32 %3807, %21
  %3810 = and i1 %3808, %3809
  %3811 = load float, ptr %v23, align 4
  br i1 %3810, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %3812 = add i32 %16, %3807
  %3813 = sext i32 %3812 to i64
  %3814 = sext i32 %4 to i64
  %3815 = mul i64 %3813, %3814
  %3816 = sext i32 %58 to i64
  %3817 = add i64 %3815, %3816
  %3818 = mul i64 %3817, 4
  %3819 = getelementptr i8, ptr addrspace(1) %0, i64 %3818
  store float %3811, ptr addrspace(1) %3819, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %3820 = mul i32 %27, 2
  %3821 = add i32 %3820, 9
  %3822 = add i32 %74, %3821
  %3823 = icmp slt i32 %58, %4
  %3824 = icmp slt i32 %3822, %21
  %3825 = and i1 %3823, %3824
  %3826 = load float, ptr %v24, align 4
  br i1 %3825, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %3827 = add i32 %16, %3822
  %3828 = sext i32 %3827 to i64
  %3829 = sext i32 %4 to i64
  %3830 = mul i64 %3828, %3829
  %3831 = sext i32 %58 to i64
  %3832 = add i64 %3830, %3831
  %3833 = mul i64 %3832, 4
  %3834 = getelementptr i8, ptr addrspace(1) %0, i64 %3833
  store float %3826, ptr addrspace(1) %3834, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %3835 = mul i32 %27, 2
  %3836 = add i32 %3835, 16
  %3837 = add i32 %74, %3836
  %3838 = icmp slt i32 %51, %4
  %3839 = icmp slt i32 %3837, %21
  %3840 = and i1 %3838, %3839
  %3841 = load float, ptr %v25, align 4
  br i1 %3840, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %3842 = add i32 %16, %3837
  %3843 = sext i32 %3842 to i64
  %3844 = sext i32 %4 to i64
  %3845 = mul i64 %3843, %3844
  %3846 = sext i32 %51 to i64
  %3847 = add i64 %3845, %3846
  %3848 = mul i64 %3847, 4
  %3849 = getelementptr i8, ptr addrspace(1) %0, i64 %3848
  store float %3841, ptr addrspace(1) %3849, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %3850 = mul i32 %27, 2
  %3851 = add i32 %3850, 17
  %3852 = add i32 %74, %3851
  %3853 = icmp slt i32 %51, %4
  %3854 = icmp slt i32 %3852, %21
  %3855 = and i1 %3853, %3854
  %3856 = load float, ptr %v26, align 4
  br i1 %3855, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %3857 = add i32 %16, %3852
  %3858 = sext i32 %3857 to i64
  %3859 = sext i32 %4 to i64
  %3860 = mul i64 %3858, %3859
  %3861 = sext i32 %51 to i64
  %3862 = add i64 %3860, %3861
  %3863 = mul i64 %3862, 4
  %3864 = getelementptr i8, ptr addrspace(1) %0, i64 %3863
  store float %3856, ptr addrspace(1) %3864, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %3865 = mul i32 %27, 2
  %3866 = add i32 %3865, 16
  %3867 = add i32 %74, %3866
  %3868 = icmp slt i32 %58, %4
  %3869 = icmp slt i32 %3867, %21
  %3870 = and i1 %3868, %3869
  %3871 = load float, ptr %v27, align 4
  br i1 %3870, label %then87, label %endif88

then87:                                           ; preds = %endif86
  %3872 = add i32 %16, %3867
  %3873 = sext i32 %3872 to i64
  %3874 = sext i32 %4 to i64
  %3875 = mul i64 %3873, %3874
  %3876 = sext i32 %58 to i64
  %3877 = add i64 %3875, %3876
  %3878 = mul i64 %3877, 4
  %3879 = getelementptr i8, ptr addrspace(1) %0, i64 %3878
  store float %3871, ptr addrspace(1) %3879, align 4
  br label %endif88

endif88:                                          ; preds = %then87, %endif86
  %3880 = mul i32 %27, 2
  %3881 = add i32 %3880, 17
  %3882 = add i32 %74, %3881
  %3883 = icmp slt i32 %58, %4
  %3884 = icmp slt i32 %3882, %21
  %3885 = and i1 %3883, %3884
  %3886 = load float, ptr %v28, align 4
  br i1 %3885, label %then89, label %endif90

then89:                                           ; preds = %endif88
  %3887 = add i32 %16, %3882
  %3888 = sext i32 %3887 to i64
  %3889 = sext i32 %4 to i64
  %3890 = mul i64 %3888, %3889
  %3891 = sext i32 %58 to i64
  %3892 = add i64 %3890, %3891
  %3893 = mul i64 %3892, 4
  %3894 = getelementptr i8, ptr addrspace(1) %0, i64 %3893
  store float %3886, ptr addrspace(1) %3894, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %endif88
  %3895 = mul i32 %27, 2
  %3896 = add i32 %3895, 24
  %3897 = add i32 %74, %3896
  %3898 = icmp slt i32 %51, %4
  %3899 = icmp slt i32 %3897, %21
  %3900 = and i1 %3898, %3899
  %3901 = load float, ptr %v29, align 4
  br i1 %3900, label %then91, label %endif92

then91:                                           ; preds = %endif90
  %3902 = add i32 %16, %3897
  %3903 = sext i32 %3902 to i64
  %3904 = sext i32 %4 to i64
  %3905 = mul i64 %3903, %3904
  %3906 = sext i32 %51 to i64
  %3907 = add i64 %3905, %3906
  %3908 = mul i64 %3907, 4
  %3909 = getelementptr i8, ptr addrspace(1) %0, i64 %3908
  store float %3901, ptr addrspace(1) %3909, align 4
  br label %endif92

endif92:                                          ; preds = %then91, %endif90
  %3910 = mul i32 %27, 2
  %3911 = add i32 %3910, 25
  %3912 = add i32 %74, %3911
  %3913 = icmp slt i32 %51, %4
  %3914 = icmp slt i32 %3912, %21
  %3915 = and i1 %3913, %3914
  %3916 = load float, ptr %v30, align 4
  br i1 %3915, label %then93, label %endif94

then93:                                           ; preds = %endif92
  %3917 = add i32 %16, %3912
  %3918 = sext i32 %3917 to i64
  %3919 = sext i32 %4 to i64
  %3920 = mul i64 %3918, %3919
  %3921 = sext i32 %51 to i64
  %3922 = add i64 %3920, %3921
  %3923 = mul i64 %3922, 4
  %3924 = getelementptr i8, ptr addrspace(1) %0, i64 %3923
  store float %3916, ptr addrspace(1) %3924, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %endif92
  %3925 = mul i32 %27, 2
  %3926 = add i32 %3925, 24
  %3927 = add i32 %74, %3926
  %3928 = icmp slt i32 %58, %4
  %3929 = icmp slt i32 %3927, %21
  %3930 = and i1 %3928, %3929
  %3931 = load float, ptr %v31, align 4
  br i1 %3930, label %then95, label %endif96

then95:                                           ; preds = %endif94
  %3932 = add i32 %16, %3927
  %3933 = sext i32 %3932 to i64
  %3934 = sext i32 %4 to i64
  %3935 = mul i64 %3933, %3934
  %3936 = sext i32 %58 to i64
  %3937 = add i64 %3935, %3936
  %3938 = mul i64 %3937, 4
  %3939 = getelementptr i8, ptr addrspace(1) %0, i64 %3938
  store float %3931, ptr addrspace(1) %3939, align 4
  br label %endif96

endif96:                                          ; preds = %then95, %endif94
  %3940 = mul i32 %27, 2
  %3941 = add i32 %3940, 25
  %3942 = add i32 %74, %3941
  %3943 = icmp slt i32 %58, %4
  %3944 = icmp slt i32 %3942, %21
  %3945 = and i1 %3943, %3944
  %3946 = load float, ptr %v32, align 4
  br i1 %3945, label %then97, label %endif98

then97:                                           ; preds = %endif96
  %3947 = add i32 %16, %3942
  %3948 = sext i32 %3947 to i64
  %3949 = sext i32 %4 to i64
  %3950 = mul i64 %3948, %3949
  %3951 = sext i32 %58 to i64
  %3952 = add i64 %3950, %3951
  %3953 = mul i64 %3952, 4
  %3954 = getelementptr i8, ptr addrspace(1) %0, i64 %3953
  store float %3946, ptr addrspace(1) %3954, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %endif96
  %3955 = load i32, ptr %v, align 4
  %3956 = add i32 %3955, 32
  store i32 %3956, ptr %v, align 4
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nounwind memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matmul_mma_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matmul_mma_q4_k, !"maxntidx", i32 128}
