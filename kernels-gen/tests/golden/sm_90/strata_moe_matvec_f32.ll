; ModuleID = 'strata_moe_matvec_f32'
source_filename = "strata_moe_matvec_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_matvec_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = urem i32 %9, %7
  %11 = sext i32 %10 to i64
  %12 = mul i64 %11, 4
  %13 = getelementptr i8, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %then, label %endif

then:                                             ; preds = %entry
  %16 = udiv i32 %9, %7
  %17 = mul i32 %16, %8
  %18 = add i32 %14, %17
  %19 = sext i32 %18 to i64
  %20 = mul i64 %19, 8
  %21 = getelementptr i8, ptr addrspace(1) %1, i64 %20
  %22 = load i64, ptr addrspace(1) %21, align 8
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = sext i32 %9 to i64
  %25 = sext i32 %6 to i64
  %26 = mul i64 %24, %25
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(1) %3, i64 %27
  %29 = mul i32 %9, %4
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = lshr i32 %30, 5
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = and i32 %32, 31
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = mul i32 %34, 16
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 3
  %39 = and i32 %37, 7
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif33, %then
  %41 = load i32, ptr %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 4
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr %v1, align 4
  br i1 %48, label %then2, label %endif3

done:                                             ; preds = %loop
  br label %endif

then2:                                            ; preds = %body
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %50 = and i32 %49, 31
  %51 = sext i32 %5 to i64
  %52 = udiv i64 %51, 1
  %53 = mul i64 %52, 4
  %54 = sub i32 %4, 1
  %55 = add i32 %47, 0
  %56 = icmp sgt i32 %55, %54
  %57 = select i1 %56, i32 %54, i32 %55
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, %53
  %60 = getelementptr i8, ptr addrspace(1) %23, i64 %59
  %61 = add i32 %47, 1
  %62 = icmp sgt i32 %61, %54
  %63 = select i1 %62, i32 %54, i32 %61
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, %53
  %66 = getelementptr i8, ptr addrspace(1) %23, i64 %65
  %67 = add i32 %47, 2
  %68 = icmp sgt i32 %67, %54
  %69 = select i1 %68, i32 %54, i32 %67
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, %53
  %72 = getelementptr i8, ptr addrspace(1) %23, i64 %71
  %73 = add i32 %47, 3
  %74 = icmp sgt i32 %73, %54
  %75 = select i1 %74, i32 %54, i32 %73
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, %53
  %78 = getelementptr i8, ptr addrspace(1) %23, i64 %77
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  %79 = udiv i32 %5, 4
  %80 = mul i32 %45, 256
  %81 = add i32 %50, %80
  store i32 %81, ptr %v8, align 4
  br label %loop9

endif3:                                           ; preds = %done11, %body
  %82 = and i1 %48, %40
  br i1 %82, label %then32, label %endif33

loop9:                                            ; preds = %endif15, %then2
  %83 = load i32, ptr %v8, align 4
  %84 = icmp slt i32 %83, %79
  br i1 %84, label %body10, label %done11

body10:                                           ; preds = %loop9
  %85 = load i32, ptr %v8, align 4
  %86 = add i32 %85, 0
  %87 = add i32 %85, 32
  %88 = add i32 %85, 64
  %89 = add i32 %85, 96
  %90 = add i32 %85, 128
  %91 = add i32 %85, 160
  %92 = add i32 %85, 192
  %93 = add i32 %85, 224
  %94 = sub i32 %85, %50
  %95 = add i32 %94, 256
  %96 = icmp sle i32 %95, %79
  br i1 %96, label %then12, label %endif13

done11:                                           ; preds = %loop9
  %97 = load float, ptr %v4, align 4
  %98 = load float, ptr %v5, align 4
  %99 = load float, ptr %v6, align 4
  %100 = load float, ptr %v7, align 4
  %101 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %102 = and i32 %101, 31
  %103 = and i32 %102, 16
  %104 = icmp ne i32 %103, 0
  %105 = select i1 %104, float %99, float %97
  %106 = select i1 %104, float %97, float %99
  %107 = bitcast float %106 to i32
  %108 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 16, i32 31)
  %109 = bitcast i32 %108 to float
  %110 = fadd float %105, %109
  %111 = select i1 %104, float %100, float %98
  %112 = select i1 %104, float %98, float %100
  %113 = bitcast float %112 to i32
  %114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 16, i32 31)
  %115 = bitcast i32 %114 to float
  %116 = fadd float %111, %115
  %117 = and i32 %102, 8
  %118 = icmp ne i32 %117, 0
  %119 = select i1 %118, float %116, float %110
  %120 = select i1 %118, float %110, float %116
  %121 = bitcast float %120 to i32
  %122 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 8, i32 31)
  %123 = bitcast i32 %122 to float
  %124 = fadd float %119, %123
  %125 = bitcast float %124 to i32
  %126 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %125, i32 4, i32 31)
  %127 = bitcast i32 %126 to float
  %128 = fadd float %124, %127
  %129 = bitcast float %128 to i32
  %130 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 2, i32 31)
  %131 = bitcast i32 %130 to float
  %132 = fadd float %128, %131
  %133 = bitcast float %132 to i32
  %134 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 1, i32 31)
  %135 = bitcast i32 %134 to float
  %136 = fadd float %132, %135
  store float %136, ptr %v1, align 4
  br label %endif3

then12:                                           ; preds = %body10
  %137 = sext i32 %86 to i64
  %138 = mul i64 %137, 4
  %139 = add i64 %138, 0
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %28, i64 %140
  %142 = load <4 x float>, ptr addrspace(1) %141, align 16
  %143 = extractelement <4 x float> %142, i32 0
  %144 = extractelement <4 x float> %142, i32 1
  %145 = extractelement <4 x float> %142, i32 2
  %146 = extractelement <4 x float> %142, i32 3
  %147 = sext i32 %87 to i64
  %148 = mul i64 %147, 4
  %149 = add i64 %148, 0
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr addrspace(1) %28, i64 %150
  %152 = load <4 x float>, ptr addrspace(1) %151, align 16
  %153 = extractelement <4 x float> %152, i32 0
  %154 = extractelement <4 x float> %152, i32 1
  %155 = extractelement <4 x float> %152, i32 2
  %156 = extractelement <4 x float> %152, i32 3
  %157 = sext i32 %88 to i64
  %158 = mul i64 %157, 4
  %159 = add i64 %158, 0
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %28, i64 %160
  %162 = load <4 x float>, ptr addrspace(1) %161, align 16
  %163 = extractelement <4 x float> %162, i32 0
  %164 = extractelement <4 x float> %162, i32 1
  %165 = extractelement <4 x float> %162, i32 2
  %166 = extractelement <4 x float> %162, i32 3
  %167 = sext i32 %89 to i64
  %168 = mul i64 %167, 4
  %169 = add i64 %168, 0
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %28, i64 %170
  %172 = load <4 x float>, ptr addrspace(1) %171, align 16
  %173 = extractelement <4 x float> %172, i32 0
  %174 = extractelement <4 x float> %172, i32 1
  %175 = extractelement <4 x float> %172, i32 2
  %176 = extractelement <4 x float> %172, i32 3
  %177 = sext i32 %90 to i64
  %178 = mul i64 %177, 4
  %179 = add i64 %178, 0
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %28, i64 %180
  %182 = load <4 x float>, ptr addrspace(1) %181, align 16
  %183 = extractelement <4 x float> %182, i32 0
  %184 = extractelement <4 x float> %182, i32 1
  %185 = extractelement <4 x float> %182, i32 2
  %186 = extractelement <4 x float> %182, i32 3
  %187 = sext i32 %91 to i64
  %188 = mul i64 %187, 4
  %189 = add i64 %188, 0
  %190 = mul i64 %189, 4
  %191 = getelementptr i8, ptr addrspace(1) %28, i64 %190
  %192 = load <4 x float>, ptr addrspace(1) %191, align 16
  %193 = extractelement <4 x float> %192, i32 0
  %194 = extractelement <4 x float> %192, i32 1
  %195 = extractelement <4 x float> %192, i32 2
  %196 = extractelement <4 x float> %192, i32 3
  %197 = sext i32 %92 to i64
  %198 = mul i64 %197, 4
  %199 = add i64 %198, 0
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %28, i64 %200
  %202 = load <4 x float>, ptr addrspace(1) %201, align 16
  %203 = extractelement <4 x float> %202, i32 0
  %204 = extractelement <4 x float> %202, i32 1
  %205 = extractelement <4 x float> %202, i32 2
  %206 = extractelement <4 x float> %202, i32 3
  %207 = sext i32 %93 to i64
  %208 = mul i64 %207, 4
  %209 = add i64 %208, 0
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr addrspace(1) %28, i64 %210
  %212 = load <4 x float>, ptr addrspace(1) %211, align 16
  %213 = extractelement <4 x float> %212, i32 0
  %214 = extractelement <4 x float> %212, i32 1
  %215 = extractelement <4 x float> %212, i32 2
  %216 = extractelement <4 x float> %212, i32 3
  %217 = sext i32 %86 to i64
  %218 = mul i64 %217, 16
  %219 = add i64 %218, 0
  %220 = getelementptr i8, ptr addrspace(1) %60, i64 %219
  %221 = load <4 x i32>, ptr addrspace(1) %220, align 16
  %222 = extractelement <4 x i32> %221, i32 0
  %223 = extractelement <4 x i32> %221, i32 1
  %224 = extractelement <4 x i32> %221, i32 2
  %225 = extractelement <4 x i32> %221, i32 3
  %226 = sext i32 %86 to i64
  %227 = mul i64 %226, 16
  %228 = add i64 %227, 0
  %229 = getelementptr i8, ptr addrspace(1) %66, i64 %228
  %230 = load <4 x i32>, ptr addrspace(1) %229, align 16
  %231 = extractelement <4 x i32> %230, i32 0
  %232 = extractelement <4 x i32> %230, i32 1
  %233 = extractelement <4 x i32> %230, i32 2
  %234 = extractelement <4 x i32> %230, i32 3
  %235 = sext i32 %86 to i64
  %236 = mul i64 %235, 16
  %237 = add i64 %236, 0
  %238 = getelementptr i8, ptr addrspace(1) %72, i64 %237
  %239 = load <4 x i32>, ptr addrspace(1) %238, align 16
  %240 = extractelement <4 x i32> %239, i32 0
  %241 = extractelement <4 x i32> %239, i32 1
  %242 = extractelement <4 x i32> %239, i32 2
  %243 = extractelement <4 x i32> %239, i32 3
  %244 = sext i32 %86 to i64
  %245 = mul i64 %244, 16
  %246 = add i64 %245, 0
  %247 = getelementptr i8, ptr addrspace(1) %78, i64 %246
  %248 = load <4 x i32>, ptr addrspace(1) %247, align 16
  %249 = extractelement <4 x i32> %248, i32 0
  %250 = extractelement <4 x i32> %248, i32 1
  %251 = extractelement <4 x i32> %248, i32 2
  %252 = extractelement <4 x i32> %248, i32 3
  %253 = sext i32 %87 to i64
  %254 = mul i64 %253, 16
  %255 = add i64 %254, 0
  %256 = getelementptr i8, ptr addrspace(1) %60, i64 %255
  %257 = load <4 x i32>, ptr addrspace(1) %256, align 16
  %258 = extractelement <4 x i32> %257, i32 0
  %259 = extractelement <4 x i32> %257, i32 1
  %260 = extractelement <4 x i32> %257, i32 2
  %261 = extractelement <4 x i32> %257, i32 3
  %262 = sext i32 %87 to i64
  %263 = mul i64 %262, 16
  %264 = add i64 %263, 0
  %265 = getelementptr i8, ptr addrspace(1) %66, i64 %264
  %266 = load <4 x i32>, ptr addrspace(1) %265, align 16
  %267 = extractelement <4 x i32> %266, i32 0
  %268 = extractelement <4 x i32> %266, i32 1
  %269 = extractelement <4 x i32> %266, i32 2
  %270 = extractelement <4 x i32> %266, i32 3
  %271 = sext i32 %87 to i64
  %272 = mul i64 %271, 16
  %273 = add i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(1) %72, i64 %273
  %275 = load <4 x i32>, ptr addrspace(1) %274, align 16
  %276 = extractelement <4 x i32> %275, i32 0
  %277 = extractelement <4 x i32> %275, i32 1
  %278 = extractelement <4 x i32> %275, i32 2
  %279 = extractelement <4 x i32> %275, i32 3
  %280 = sext i32 %87 to i64
  %281 = mul i64 %280, 16
  %282 = add i64 %281, 0
  %283 = getelementptr i8, ptr addrspace(1) %78, i64 %282
  %284 = load <4 x i32>, ptr addrspace(1) %283, align 16
  %285 = extractelement <4 x i32> %284, i32 0
  %286 = extractelement <4 x i32> %284, i32 1
  %287 = extractelement <4 x i32> %284, i32 2
  %288 = extractelement <4 x i32> %284, i32 3
  %289 = sext i32 %88 to i64
  %290 = mul i64 %289, 16
  %291 = add i64 %290, 0
  %292 = getelementptr i8, ptr addrspace(1) %60, i64 %291
  %293 = load <4 x i32>, ptr addrspace(1) %292, align 16
  %294 = extractelement <4 x i32> %293, i32 0
  %295 = extractelement <4 x i32> %293, i32 1
  %296 = extractelement <4 x i32> %293, i32 2
  %297 = extractelement <4 x i32> %293, i32 3
  %298 = sext i32 %88 to i64
  %299 = mul i64 %298, 16
  %300 = add i64 %299, 0
  %301 = getelementptr i8, ptr addrspace(1) %66, i64 %300
  %302 = load <4 x i32>, ptr addrspace(1) %301, align 16
  %303 = extractelement <4 x i32> %302, i32 0
  %304 = extractelement <4 x i32> %302, i32 1
  %305 = extractelement <4 x i32> %302, i32 2
  %306 = extractelement <4 x i32> %302, i32 3
  %307 = sext i32 %88 to i64
  %308 = mul i64 %307, 16
  %309 = add i64 %308, 0
  %310 = getelementptr i8, ptr addrspace(1) %72, i64 %309
  %311 = load <4 x i32>, ptr addrspace(1) %310, align 16
  %312 = extractelement <4 x i32> %311, i32 0
  %313 = extractelement <4 x i32> %311, i32 1
  %314 = extractelement <4 x i32> %311, i32 2
  %315 = extractelement <4 x i32> %311, i32 3
  %316 = sext i32 %88 to i64
  %317 = mul i64 %316, 16
  %318 = add i64 %317, 0
  %319 = getelementptr i8, ptr addrspace(1) %78, i64 %318
  %320 = load <4 x i32>, ptr addrspace(1) %319, align 16
  %321 = extractelement <4 x i32> %320, i32 0
  %322 = extractelement <4 x i32> %320, i32 1
  %323 = extractelement <4 x i32> %320, i32 2
  %324 = extractelement <4 x i32> %320, i32 3
  %325 = sext i32 %89 to i64
  %326 = mul i64 %325, 16
  %327 = add i64 %326, 0
  %328 = getelementptr i8, ptr addrspace(1) %60, i64 %327
  %329 = load <4 x i32>, ptr addrspace(1) %328, align 16
  %330 = extractelement <4 x i32> %329, i32 0
  %331 = extractelement <4 x i32> %329, i32 1
  %332 = extractelement <4 x i32> %329, i32 2
  %333 = extractelement <4 x i32> %329, i32 3
  %334 = sext i32 %89 to i64
  %335 = mul i64 %334, 16
  %336 = add i64 %335, 0
  %337 = getelementptr i8, ptr addrspace(1) %66, i64 %336
  %338 = load <4 x i32>, ptr addrspace(1) %337, align 16
  %339 = extractelement <4 x i32> %338, i32 0
  %340 = extractelement <4 x i32> %338, i32 1
  %341 = extractelement <4 x i32> %338, i32 2
  %342 = extractelement <4 x i32> %338, i32 3
  %343 = sext i32 %89 to i64
  %344 = mul i64 %343, 16
  %345 = add i64 %344, 0
  %346 = getelementptr i8, ptr addrspace(1) %72, i64 %345
  %347 = load <4 x i32>, ptr addrspace(1) %346, align 16
  %348 = extractelement <4 x i32> %347, i32 0
  %349 = extractelement <4 x i32> %347, i32 1
  %350 = extractelement <4 x i32> %347, i32 2
  %351 = extractelement <4 x i32> %347, i32 3
  %352 = sext i32 %89 to i64
  %353 = mul i64 %352, 16
  %354 = add i64 %353, 0
  %355 = getelementptr i8, ptr addrspace(1) %78, i64 %354
  %356 = load <4 x i32>, ptr addrspace(1) %355, align 16
  %357 = extractelement <4 x i32> %356, i32 0
  %358 = extractelement <4 x i32> %356, i32 1
  %359 = extractelement <4 x i32> %356, i32 2
  %360 = extractelement <4 x i32> %356, i32 3
  %361 = sext i32 %90 to i64
  %362 = mul i64 %361, 16
  %363 = add i64 %362, 0
  %364 = getelementptr i8, ptr addrspace(1) %60, i64 %363
  %365 = load <4 x i32>, ptr addrspace(1) %364, align 16
  %366 = extractelement <4 x i32> %365, i32 0
  %367 = extractelement <4 x i32> %365, i32 1
  %368 = extractelement <4 x i32> %365, i32 2
  %369 = extractelement <4 x i32> %365, i32 3
  %370 = sext i32 %90 to i64
  %371 = mul i64 %370, 16
  %372 = add i64 %371, 0
  %373 = getelementptr i8, ptr addrspace(1) %66, i64 %372
  %374 = load <4 x i32>, ptr addrspace(1) %373, align 16
  %375 = extractelement <4 x i32> %374, i32 0
  %376 = extractelement <4 x i32> %374, i32 1
  %377 = extractelement <4 x i32> %374, i32 2
  %378 = extractelement <4 x i32> %374, i32 3
  %379 = sext i32 %90 to i64
  %380 = mul i64 %379, 16
  %381 = add i64 %380, 0
  %382 = getelementptr i8, ptr addrspace(1) %72, i64 %381
  %383 = load <4 x i32>, ptr addrspace(1) %382, align 16
  %384 = extractelement <4 x i32> %383, i32 0
  %385 = extractelement <4 x i32> %383, i32 1
  %386 = extractelement <4 x i32> %383, i32 2
  %387 = extractelement <4 x i32> %383, i32 3
  %388 = sext i32 %90 to i64
  %389 = mul i64 %388, 16
  %390 = add i64 %389, 0
  %391 = getelementptr i8, ptr addrspace(1) %78, i64 %390
  %392 = load <4 x i32>, ptr addrspace(1) %391, align 16
  %393 = extractelement <4 x i32> %392, i32 0
  %394 = extractelement <4 x i32> %392, i32 1
  %395 = extractelement <4 x i32> %392, i32 2
  %396 = extractelement <4 x i32> %392, i32 3
  %397 = sext i32 %91 to i64
  %398 = mul i64 %397, 16
  %399 = add i64 %398, 0
  %400 = getelementptr i8, ptr addrspace(1) %60, i64 %399
  %401 = load <4 x i32>, ptr addrspace(1) %400, align 16
  %402 = extractelement <4 x i32> %401, i32 0
  %403 = extractelement <4 x i32> %401, i32 1
  %404 = extractelement <4 x i32> %401, i32 2
  %405 = extractelement <4 x i32> %401, i32 3
  %406 = sext i32 %91 to i64
  %407 = mul i64 %406, 16
  %408 = add i64 %407, 0
  %409 = getelementptr i8, ptr addrspace(1) %66, i64 %408
  %410 = load <4 x i32>, ptr addrspace(1) %409, align 16
  %411 = extractelement <4 x i32> %410, i32 0
  %412 = extractelement <4 x i32> %410, i32 1
  %413 = extractelement <4 x i32> %410, i32 2
  %414 = extractelement <4 x i32> %410, i32 3
  %415 = sext i32 %91 to i64
  %416 = mul i64 %415, 16
  %417 = add i64 %416, 0
  %418 = getelementptr i8, ptr addrspace(1) %72, i64 %417
  %419 = load <4 x i32>, ptr addrspace(1) %418, align 16
  %420 = extractelement <4 x i32> %419, i32 0
  %421 = extractelement <4 x i32> %419, i32 1
  %422 = extractelement <4 x i32> %419, i32 2
  %423 = extractelement <4 x i32> %419, i32 3
  %424 = sext i32 %91 to i64
  %425 = mul i64 %424, 16
  %426 = add i64 %425, 0
  %427 = getelementptr i8, ptr addrspace(1) %78, i64 %426
  %428 = load <4 x i32>, ptr addrspace(1) %427, align 16
  %429 = extractelement <4 x i32> %428, i32 0
  %430 = extractelement <4 x i32> %428, i32 1
  %431 = extractelement <4 x i32> %428, i32 2
  %432 = extractelement <4 x i32> %428, i32 3
  %433 = sext i32 %92 to i64
  %434 = mul i64 %433, 16
  %435 = add i64 %434, 0
  %436 = getelementptr i8, ptr addrspace(1) %60, i64 %435
  %437 = load <4 x i32>, ptr addrspace(1) %436, align 16
  %438 = extractelement <4 x i32> %437, i32 0
  %439 = extractelement <4 x i32> %437, i32 1
  %440 = extractelement <4 x i32> %437, i32 2
  %441 = extractelement <4 x i32> %437, i32 3
  %442 = sext i32 %92 to i64
  %443 = mul i64 %442, 16
  %444 = add i64 %443, 0
  %445 = getelementptr i8, ptr addrspace(1) %66, i64 %444
  %446 = load <4 x i32>, ptr addrspace(1) %445, align 16
  %447 = extractelement <4 x i32> %446, i32 0
  %448 = extractelement <4 x i32> %446, i32 1
  %449 = extractelement <4 x i32> %446, i32 2
  %450 = extractelement <4 x i32> %446, i32 3
  %451 = sext i32 %92 to i64
  %452 = mul i64 %451, 16
  %453 = add i64 %452, 0
  %454 = getelementptr i8, ptr addrspace(1) %72, i64 %453
  %455 = load <4 x i32>, ptr addrspace(1) %454, align 16
  %456 = extractelement <4 x i32> %455, i32 0
  %457 = extractelement <4 x i32> %455, i32 1
  %458 = extractelement <4 x i32> %455, i32 2
  %459 = extractelement <4 x i32> %455, i32 3
  %460 = sext i32 %92 to i64
  %461 = mul i64 %460, 16
  %462 = add i64 %461, 0
  %463 = getelementptr i8, ptr addrspace(1) %78, i64 %462
  %464 = load <4 x i32>, ptr addrspace(1) %463, align 16
  %465 = extractelement <4 x i32> %464, i32 0
  %466 = extractelement <4 x i32> %464, i32 1
  %467 = extractelement <4 x i32> %464, i32 2
  %468 = extractelement <4 x i32> %464, i32 3
  %469 = sext i32 %93 to i64
  %470 = mul i64 %469, 16
  %471 = add i64 %470, 0
  %472 = getelementptr i8, ptr addrspace(1) %60, i64 %471
  %473 = load <4 x i32>, ptr addrspace(1) %472, align 16
  %474 = extractelement <4 x i32> %473, i32 0
  %475 = extractelement <4 x i32> %473, i32 1
  %476 = extractelement <4 x i32> %473, i32 2
  %477 = extractelement <4 x i32> %473, i32 3
  %478 = sext i32 %93 to i64
  %479 = mul i64 %478, 16
  %480 = add i64 %479, 0
  %481 = getelementptr i8, ptr addrspace(1) %66, i64 %480
  %482 = load <4 x i32>, ptr addrspace(1) %481, align 16
  %483 = extractelement <4 x i32> %482, i32 0
  %484 = extractelement <4 x i32> %482, i32 1
  %485 = extractelement <4 x i32> %482, i32 2
  %486 = extractelement <4 x i32> %482, i32 3
  %487 = sext i32 %93 to i64
  %488 = mul i64 %487, 16
  %489 = add i64 %488, 0
  %490 = getelementptr i8, ptr addrspace(1) %72, i64 %489
  %491 = load <4 x i32>, ptr addrspace(1) %490, align 16
  %492 = extractelement <4 x i32> %491, i32 0
  %493 = extractelement <4 x i32> %491, i32 1
  %494 = extractelement <4 x i32> %491, i32 2
  %495 = extractelement <4 x i32> %491, i32 3
  %496 = sext i32 %93 to i64
  %497 = mul i64 %496, 16
  %498 = add i64 %497, 0
  %499 = getelementptr i8, ptr addrspace(1) %78, i64 %498
  %500 = load <4 x i32>, ptr addrspace(1) %499, align 16
  %501 = extractelement <4 x i32> %500, i32 0
  %502 = extractelement <4 x i32> %500, i32 1
  %503 = extractelement <4 x i32> %500, i32 2
  %504 = extractelement <4 x i32> %500, i32 3
  %505 = load float, ptr %v4, align 4
  %506 = bitcast i32 %222 to float
  %507 = call float @llvm.fma.f32(float %506, float %143, float %505)
  %508 = bitcast i32 %223 to float
  %509 = call float @llvm.fma.f32(float %508, float %144, float %507)
  %510 = bitcast i32 %224 to float
  %511 = call float @llvm.fma.f32(float %510, float %145, float %509)
  %512 = bitcast i32 %225 to float
  %513 = call float @llvm.fma.f32(float %512, float %146, float %511)
  store float %513, ptr %v4, align 4
  %514 = load float, ptr %v5, align 4
  %515 = bitcast i32 %231 to float
  %516 = call float @llvm.fma.f32(float %515, float %143, float %514)
  %517 = bitcast i32 %232 to float
  %518 = call float @llvm.fma.f32(float %517, float %144, float %516)
  %519 = bitcast i32 %233 to float
  %520 = call float @llvm.fma.f32(float %519, float %145, float %518)
  %521 = bitcast i32 %234 to float
  %522 = call float @llvm.fma.f32(float %521, float %146, float %520)
  store float %522, ptr %v5, align 4
  %523 = load float, ptr %v6, align 4
  %524 = bitcast i32 %240 to float
  %525 = call float @llvm.fma.f32(float %524, float %143, float %523)
  %526 = bitcast i32 %241 to float
  %527 = call float @llvm.fma.f32(float %526, float %144, float %525)
  %528 = bitcast i32 %242 to float
  %529 = call float @llvm.fma.f32(float %528, float %145, float %527)
  %530 = bitcast i32 %243 to float
  %531 = call float @llvm.fma.f32(float %530, float %146, float %529)
  store float %531, ptr %v6, align 4
  %532 = load float, ptr %v7, align 4
  %533 = bitcast i32 %249 to float
  %534 = call float @llvm.fma.f32(float %533, float %143, float %532)
  %535 = bitcast i32 %250 to float
  %536 = call float @llvm.fma.f32(float %535, float %144, float %534)
  %537 = bitcast i32 %251 to float
  %538 = call float @llvm.fma.f32(float %537, float %145, float %536)
  %539 = bitcast i32 %252 to float
  %540 = call float @llvm.fma.f32(float %539, float %146, float %538)
  store float %540, ptr %v7, align 4
  %541 = load float, ptr %v4, align 4
  %542 = bitcast i32 %258 to float
  %543 = call float @llvm.fma.f32(float %542, float %153, float %541)
  %544 = bitcast i32 %259 to float
  %545 = call float @llvm.fma.f32(float %544, float %154, float %543)
  %546 = bitcast i32 %260 to float
  %547 = call float @llvm.fma.f32(float %546, float %155, float %545)
  %548 = bitcast i32 %261 to float
  %549 = call float @llvm.fma.f32(float %548, float %156, float %547)
  store float %549, ptr %v4, align 4
  %550 = load float, ptr %v5, align 4
  %551 = bitcast i32 %267 to float
  %552 = call float @llvm.fma.f32(float %551, float %153, float %550)
  %553 = bitcast i32 %268 to float
  %554 = call float @llvm.fma.f32(float %553, float %154, float %552)
  %555 = bitcast i32 %269 to float
  %556 = call float @llvm.fma.f32(float %555, float %155, float %554)
  %557 = bitcast i32 %270 to float
  %558 = call float @llvm.fma.f32(float %557, float %156, float %556)
  store float %558, ptr %v5, align 4
  %559 = load float, ptr %v6, align 4
  %560 = bitcast i32 %276 to float
  %561 = call float @llvm.fma.f32(float %560, float %153, float %559)
  %562 = bitcast i32 %277 to float
  %563 = call float @llvm.fma.f32(float %562, float %154, float %561)
  %564 = bitcast i32 %278 to float
  %565 = call float @llvm.fma.f32(float %564, float %155, float %563)
  %566 = bitcast i32 %279 to float
  %567 = call float @llvm.fma.f32(float %566, float %156, float %565)
  store float %567, ptr %v6, align 4
  %568 = load float, ptr %v7, align 4
  %569 = bitcast i32 %285 to float
  %570 = call float @llvm.fma.f32(float %569, float %153, float %568)
  %571 = bitcast i32 %286 to float
  %572 = call float @llvm.fma.f32(float %571, float %154, float %570)
  %573 = bitcast i32 %287 to float
  %574 = call float @llvm.fma.f32(float %573, float %155, float %572)
  %575 = bitcast i32 %288 to float
  %576 = call float @llvm.fma.f32(float %575, float %156, float %574)
  store float %576, ptr %v7, align 4
  %577 = load float, ptr %v4, align 4
  %578 = bitcast i32 %294 to float
  %579 = call float @llvm.fma.f32(float %578, float %163, float %577)
  %580 = bitcast i32 %295 to float
  %581 = call float @llvm.fma.f32(float %580, float %164, float %579)
  %582 = bitcast i32 %296 to float
  %583 = call float @llvm.fma.f32(float %582, float %165, float %581)
  %584 = bitcast i32 %297 to float
  %585 = call float @llvm.fma.f32(float %584, float %166, float %583)
  store float %585, ptr %v4, align 4
  %586 = load float, ptr %v5, align 4
  %587 = bitcast i32 %303 to float
  %588 = call float @llvm.fma.f32(float %587, float %163, float %586)
  %589 = bitcast i32 %304 to float
  %590 = call float @llvm.fma.f32(float %589, float %164, float %588)
  %591 = bitcast i32 %305 to float
  %592 = call float @llvm.fma.f32(float %591, float %165, float %590)
  %593 = bitcast i32 %306 to float
  %594 = call float @llvm.fma.f32(float %593, float %166, float %592)
  store float %594, ptr %v5, align 4
  %595 = load float, ptr %v6, align 4
  %596 = bitcast i32 %312 to float
  %597 = call float @llvm.fma.f32(float %596, float %163, float %595)
  %598 = bitcast i32 %313 to float
  %599 = call float @llvm.fma.f32(float %598, float %164, float %597)
  %600 = bitcast i32 %314 to float
  %601 = call float @llvm.fma.f32(float %600, float %165, float %599)
  %602 = bitcast i32 %315 to float
  %603 = call float @llvm.fma.f32(float %602, float %166, float %601)
  store float %603, ptr %v6, align 4
  %604 = load float, ptr %v7, align 4
  %605 = bitcast i32 %321 to float
  %606 = call float @llvm.fma.f32(float %605, float %163, float %604)
  %607 = bitcast i32 %322 to float
  %608 = call float @llvm.fma.f32(float %607, float %164, float %606)
  %609 = bitcast i32 %323 to float
  %610 = call float @llvm.fma.f32(float %609, float %165, float %608)
  %611 = bitcast i32 %324 to float
  %612 = call float @llvm.fma.f32(float %611, float %166, float %610)
  store float %612, ptr %v7, align 4
  %613 = load float, ptr %v4, align 4
  %614 = bitcast i32 %330 to float
  %615 = call float @llvm.fma.f32(float %614, float %173, float %613)
  %616 = bitcast i32 %331 to float
  %617 = call float @llvm.fma.f32(float %616, float %174, float %615)
  %618 = bitcast i32 %332 to float
  %619 = call float @llvm.fma.f32(float %618, float %175, float %617)
  %620 = bitcast i32 %333 to float
  %621 = call float @llvm.fma.f32(float %620, float %176, float %619)
  store float %621, ptr %v4, align 4
  %622 = load float, ptr %v5, align 4
  %623 = bitcast i32 %339 to float
  %624 = call float @llvm.fma.f32(float %623, float %173, float %622)
  %625 = bitcast i32 %340 to float
  %626 = call float @llvm.fma.f32(float %625, float %174, float %624)
  %627 = bitcast i32 %341 to float
  %628 = call float @llvm.fma.f32(float %627, float %175, float %626)
  %629 = bitcast i32 %342 to float
  %630 = call float @llvm.fma.f32(float %629, float %176, float %628)
  store float %630, ptr %v5, align 4
  %631 = load float, ptr %v6, align 4
  %632 = bitcast i32 %348 to float
  %633 = call float @llvm.fma.f32(float %632, float %173, float %631)
  %634 = bitcast i32 %349 to float
  %635 = call float @llvm.fma.f32(float %634, float %174, float %633)
  %636 = bitcast i32 %350 to float
  %637 = call float @llvm.fma.f32(float %636, float %175, float %635)
  %638 = bitcast i32 %351 to float
  %639 = call float @llvm.fma.f32(float %638, float %176, float %637)
  store float %639, ptr %v6, align 4
  %640 = load float, ptr %v7, align 4
  %641 = bitcast i32 %357 to float
  %642 = call float @llvm.fma.f32(float %641, float %173, float %640)
  %643 = bitcast i32 %358 to float
  %644 = call float @llvm.fma.f32(float %643, float %174, float %642)
  %645 = bitcast i32 %359 to float
  %646 = call float @llvm.fma.f32(float %645, float %175, float %644)
  %647 = bitcast i32 %360 to float
  %648 = call float @llvm.fma.f32(float %647, float %176, float %646)
  store float %648, ptr %v7, align 4
  %649 = load float, ptr %v4, align 4
  %650 = bitcast i32 %366 to float
  %651 = call float @llvm.fma.f32(float %650, float %183, float %649)
  %652 = bitcast i32 %367 to float
  %653 = call float @llvm.fma.f32(float %652, float %184, float %651)
  %654 = bitcast i32 %368 to float
  %655 = call float @llvm.fma.f32(float %654, float %185, float %653)
  %656 = bitcast i32 %369 to float
  %657 = call float @llvm.fma.f32(float %656, float %186, float %655)
  store float %657, ptr %v4, align 4
  %658 = load float, ptr %v5, align 4
  %659 = bitcast i32 %375 to float
  %660 = call float @llvm.fma.f32(float %659, float %183, float %658)
  %661 = bitcast i32 %376 to float
  %662 = call float @llvm.fma.f32(float %661, float %184, float %660)
  %663 = bitcast i32 %377 to float
  %664 = call float @llvm.fma.f32(float %663, float %185, float %662)
  %665 = bitcast i32 %378 to float
  %666 = call float @llvm.fma.f32(float %665, float %186, float %664)
  store float %666, ptr %v5, align 4
  %667 = load float, ptr %v6, align 4
  %668 = bitcast i32 %384 to float
  %669 = call float @llvm.fma.f32(float %668, float %183, float %667)
  %670 = bitcast i32 %385 to float
  %671 = call float @llvm.fma.f32(float %670, float %184, float %669)
  %672 = bitcast i32 %386 to float
  %673 = call float @llvm.fma.f32(float %672, float %185, float %671)
  %674 = bitcast i32 %387 to float
  %675 = call float @llvm.fma.f32(float %674, float %186, float %673)
  store float %675, ptr %v6, align 4
  %676 = load float, ptr %v7, align 4
  %677 = bitcast i32 %393 to float
  %678 = call float @llvm.fma.f32(float %677, float %183, float %676)
  %679 = bitcast i32 %394 to float
  %680 = call float @llvm.fma.f32(float %679, float %184, float %678)
  %681 = bitcast i32 %395 to float
  %682 = call float @llvm.fma.f32(float %681, float %185, float %680)
  %683 = bitcast i32 %396 to float
  %684 = call float @llvm.fma.f32(float %683, float %186, float %682)
  store float %684, ptr %v7, align 4
  %685 = load float, ptr %v4, align 4
  %686 = bitcast i32 %402 to float
  %687 = call float @llvm.fma.f32(float %686, float %193, float %685)
  %688 = bitcast i32 %403 to float
  %689 = call float @llvm.fma.f32(float %688, float %194, float %687)
  %690 = bitcast i32 %404 to float
  %691 = call float @llvm.fma.f32(float %690, float %195, float %689)
  %692 = bitcast i32 %405 to float
  %693 = call float @llvm.fma.f32(float %692, float %196, float %691)
  store float %693, ptr %v4, align 4
  %694 = load float, ptr %v5, align 4
  %695 = bitcast i32 %411 to float
  %696 = call float @llvm.fma.f32(float %695, float %193, float %694)
  %697 = bitcast i32 %412 to float
  %698 = call float @llvm.fma.f32(float %697, float %194, float %696)
  %699 = bitcast i32 %413 to float
  %700 = call float @llvm.fma.f32(float %699, float %195, float %698)
  %701 = bitcast i32 %414 to float
  %702 = call float @llvm.fma.f32(float %701, float %196, float %700)
  store float %702, ptr %v5, align 4
  %703 = load float, ptr %v6, align 4
  %704 = bitcast i32 %420 to float
  %705 = call float @llvm.fma.f32(float %704, float %193, float %703)
  %706 = bitcast i32 %421 to float
  %707 = call float @llvm.fma.f32(float %706, float %194, float %705)
  %708 = bitcast i32 %422 to float
  %709 = call float @llvm.fma.f32(float %708, float %195, float %707)
  %710 = bitcast i32 %423 to float
  %711 = call float @llvm.fma.f32(float %710, float %196, float %709)
  store float %711, ptr %v6, align 4
  %712 = load float, ptr %v7, align 4
  %713 = bitcast i32 %429 to float
  %714 = call float @llvm.fma.f32(float %713, float %193, float %712)
  %715 = bitcast i32 %430 to float
  %716 = call float @llvm.fma.f32(float %715, float %194, float %714)
  %717 = bitcast i32 %431 to float
  %718 = call float @llvm.fma.f32(float %717, float %195, float %716)
  %719 = bitcast i32 %432 to float
  %720 = call float @llvm.fma.f32(float %719, float %196, float %718)
  store float %720, ptr %v7, align 4
  %721 = load float, ptr %v4, align 4
  %722 = bitcast i32 %438 to float
  %723 = call float @llvm.fma.f32(float %722, float %203, float %721)
  %724 = bitcast i32 %439 to float
  %725 = call float @llvm.fma.f32(float %724, float %204, float %723)
  %726 = bitcast i32 %440 to float
  %727 = call float @llvm.fma.f32(float %726, float %205, float %725)
  %728 = bitcast i32 %441 to float
  %729 = call float @llvm.fma.f32(float %728, float %206, float %727)
  store float %729, ptr %v4, align 4
  %730 = load float, ptr %v5, align 4
  %731 = bitcast i32 %447 to float
  %732 = call float @llvm.fma.f32(float %731, float %203, float %730)
  %733 = bitcast i32 %448 to float
  %734 = call float @llvm.fma.f32(float %733, float %204, float %732)
  %735 = bitcast i32 %449 to float
  %736 = call float @llvm.fma.f32(float %735, float %205, float %734)
  %737 = bitcast i32 %450 to float
  %738 = call float @llvm.fma.f32(float %737, float %206, float %736)
  store float %738, ptr %v5, align 4
  %739 = load float, ptr %v6, align 4
  %740 = bitcast i32 %456 to float
  %741 = call float @llvm.fma.f32(float %740, float %203, float %739)
  %742 = bitcast i32 %457 to float
  %743 = call float @llvm.fma.f32(float %742, float %204, float %741)
  %744 = bitcast i32 %458 to float
  %745 = call float @llvm.fma.f32(float %744, float %205, float %743)
  %746 = bitcast i32 %459 to float
  %747 = call float @llvm.fma.f32(float %746, float %206, float %745)
  store float %747, ptr %v6, align 4
  %748 = load float, ptr %v7, align 4
  %749 = bitcast i32 %465 to float
  %750 = call float @llvm.fma.f32(float %749, float %203, float %748)
  %751 = bitcast i32 %466 to float
  %752 = call float @llvm.fma.f32(float %751, float %204, float %750)
  %753 = bitcast i32 %467 to float
  %754 = call float @llvm.fma.f32(float %753, float %205, float %752)
  %755 = bitcast i32 %468 to float
  %756 = call float @llvm.fma.f32(float %755, float %206, float %754)
  store float %756, ptr %v7, align 4
  %757 = load float, ptr %v4, align 4
  %758 = bitcast i32 %474 to float
  %759 = call float @llvm.fma.f32(float %758, float %213, float %757)
  %760 = bitcast i32 %475 to float
  %761 = call float @llvm.fma.f32(float %760, float %214, float %759)
  %762 = bitcast i32 %476 to float
  %763 = call float @llvm.fma.f32(float %762, float %215, float %761)
  %764 = bitcast i32 %477 to float
  %765 = call float @llvm.fma.f32(float %764, float %216, float %763)
  store float %765, ptr %v4, align 4
  %766 = load float, ptr %v5, align 4
  %767 = bitcast i32 %483 to float
  %768 = call float @llvm.fma.f32(float %767, float %213, float %766)
  %769 = bitcast i32 %484 to float
  %770 = call float @llvm.fma.f32(float %769, float %214, float %768)
  %771 = bitcast i32 %485 to float
  %772 = call float @llvm.fma.f32(float %771, float %215, float %770)
  %773 = bitcast i32 %486 to float
  %774 = call float @llvm.fma.f32(float %773, float %216, float %772)
  store float %774, ptr %v5, align 4
  %775 = load float, ptr %v6, align 4
  %776 = bitcast i32 %492 to float
  %777 = call float @llvm.fma.f32(float %776, float %213, float %775)
  %778 = bitcast i32 %493 to float
  %779 = call float @llvm.fma.f32(float %778, float %214, float %777)
  %780 = bitcast i32 %494 to float
  %781 = call float @llvm.fma.f32(float %780, float %215, float %779)
  %782 = bitcast i32 %495 to float
  %783 = call float @llvm.fma.f32(float %782, float %216, float %781)
  store float %783, ptr %v6, align 4
  %784 = load float, ptr %v7, align 4
  %785 = bitcast i32 %501 to float
  %786 = call float @llvm.fma.f32(float %785, float %213, float %784)
  %787 = bitcast i32 %502 to float
  %788 = call float @llvm.fma.f32(float %787, float %214, float %786)
  %789 = bitcast i32 %503 to float
  %790 = call float @llvm.fma.f32(float %789, float %215, float %788)
  %791 = bitcast i32 %504 to float
  %792 = call float @llvm.fma.f32(float %791, float %216, float %790)
  store float %792, ptr %v7, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %body10
  %793 = icmp sgt i32 %95, %79
  br i1 %793, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %794 = icmp slt i32 %86, %79
  br i1 %794, label %then16, label %endif17

endif15:                                          ; preds = %endif31, %endif13
  %795 = load i32, ptr %v8, align 4
  %796 = add i32 %795, 256
  store i32 %796, ptr %v8, align 4
  br label %loop9

then16:                                           ; preds = %then14
  %797 = sext i32 %86 to i64
  %798 = mul i64 %797, 4
  %799 = add i64 %798, 0
  %800 = mul i64 %799, 4
  %801 = getelementptr i8, ptr addrspace(1) %28, i64 %800
  %802 = load <4 x float>, ptr addrspace(1) %801, align 16
  %803 = extractelement <4 x float> %802, i32 0
  %804 = extractelement <4 x float> %802, i32 1
  %805 = extractelement <4 x float> %802, i32 2
  %806 = extractelement <4 x float> %802, i32 3
  %807 = sext i32 %86 to i64
  %808 = mul i64 %807, 16
  %809 = add i64 %808, 0
  %810 = getelementptr i8, ptr addrspace(1) %60, i64 %809
  %811 = load <4 x i32>, ptr addrspace(1) %810, align 16
  %812 = extractelement <4 x i32> %811, i32 0
  %813 = extractelement <4 x i32> %811, i32 1
  %814 = extractelement <4 x i32> %811, i32 2
  %815 = extractelement <4 x i32> %811, i32 3
  %816 = sext i32 %86 to i64
  %817 = mul i64 %816, 16
  %818 = add i64 %817, 0
  %819 = getelementptr i8, ptr addrspace(1) %66, i64 %818
  %820 = load <4 x i32>, ptr addrspace(1) %819, align 16
  %821 = extractelement <4 x i32> %820, i32 0
  %822 = extractelement <4 x i32> %820, i32 1
  %823 = extractelement <4 x i32> %820, i32 2
  %824 = extractelement <4 x i32> %820, i32 3
  %825 = sext i32 %86 to i64
  %826 = mul i64 %825, 16
  %827 = add i64 %826, 0
  %828 = getelementptr i8, ptr addrspace(1) %72, i64 %827
  %829 = load <4 x i32>, ptr addrspace(1) %828, align 16
  %830 = extractelement <4 x i32> %829, i32 0
  %831 = extractelement <4 x i32> %829, i32 1
  %832 = extractelement <4 x i32> %829, i32 2
  %833 = extractelement <4 x i32> %829, i32 3
  %834 = sext i32 %86 to i64
  %835 = mul i64 %834, 16
  %836 = add i64 %835, 0
  %837 = getelementptr i8, ptr addrspace(1) %78, i64 %836
  %838 = load <4 x i32>, ptr addrspace(1) %837, align 16
  %839 = extractelement <4 x i32> %838, i32 0
  %840 = extractelement <4 x i32> %838, i32 1
  %841 = extractelement <4 x i32> %838, i32 2
  %842 = extractelement <4 x i32> %838, i32 3
  %843 = load float, ptr %v4, align 4
  %844 = bitcast i32 %812 to float
  %845 = call float @llvm.fma.f32(float %844, float %803, float %843)
  %846 = bitcast i32 %813 to float
  %847 = call float @llvm.fma.f32(float %846, float %804, float %845)
  %848 = bitcast i32 %814 to float
  %849 = call float @llvm.fma.f32(float %848, float %805, float %847)
  %850 = bitcast i32 %815 to float
  %851 = call float @llvm.fma.f32(float %850, float %806, float %849)
  store float %851, ptr %v4, align 4
  %852 = load float, ptr %v5, align 4
  %853 = bitcast i32 %821 to float
  %854 = call float @llvm.fma.f32(float %853, float %803, float %852)
  %855 = bitcast i32 %822 to float
  %856 = call float @llvm.fma.f32(float %855, float %804, float %854)
  %857 = bitcast i32 %823 to float
  %858 = call float @llvm.fma.f32(float %857, float %805, float %856)
  %859 = bitcast i32 %824 to float
  %860 = call float @llvm.fma.f32(float %859, float %806, float %858)
  store float %860, ptr %v5, align 4
  %861 = load float, ptr %v6, align 4
  %862 = bitcast i32 %830 to float
  %863 = call float @llvm.fma.f32(float %862, float %803, float %861)
  %864 = bitcast i32 %831 to float
  %865 = call float @llvm.fma.f32(float %864, float %804, float %863)
  %866 = bitcast i32 %832 to float
  %867 = call float @llvm.fma.f32(float %866, float %805, float %865)
  %868 = bitcast i32 %833 to float
  %869 = call float @llvm.fma.f32(float %868, float %806, float %867)
  store float %869, ptr %v6, align 4
  %870 = load float, ptr %v7, align 4
  %871 = bitcast i32 %839 to float
  %872 = call float @llvm.fma.f32(float %871, float %803, float %870)
  %873 = bitcast i32 %840 to float
  %874 = call float @llvm.fma.f32(float %873, float %804, float %872)
  %875 = bitcast i32 %841 to float
  %876 = call float @llvm.fma.f32(float %875, float %805, float %874)
  %877 = bitcast i32 %842 to float
  %878 = call float @llvm.fma.f32(float %877, float %806, float %876)
  store float %878, ptr %v7, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %then14
  %879 = icmp slt i32 %87, %79
  br i1 %879, label %then18, label %endif19

then18:                                           ; preds = %endif17
  %880 = sext i32 %87 to i64
  %881 = mul i64 %880, 4
  %882 = add i64 %881, 0
  %883 = mul i64 %882, 4
  %884 = getelementptr i8, ptr addrspace(1) %28, i64 %883
  %885 = load <4 x float>, ptr addrspace(1) %884, align 16
  %886 = extractelement <4 x float> %885, i32 0
  %887 = extractelement <4 x float> %885, i32 1
  %888 = extractelement <4 x float> %885, i32 2
  %889 = extractelement <4 x float> %885, i32 3
  %890 = sext i32 %87 to i64
  %891 = mul i64 %890, 16
  %892 = add i64 %891, 0
  %893 = getelementptr i8, ptr addrspace(1) %60, i64 %892
  %894 = load <4 x i32>, ptr addrspace(1) %893, align 16
  %895 = extractelement <4 x i32> %894, i32 0
  %896 = extractelement <4 x i32> %894, i32 1
  %897 = extractelement <4 x i32> %894, i32 2
  %898 = extractelement <4 x i32> %894, i32 3
  %899 = sext i32 %87 to i64
  %900 = mul i64 %899, 16
  %901 = add i64 %900, 0
  %902 = getelementptr i8, ptr addrspace(1) %66, i64 %901
  %903 = load <4 x i32>, ptr addrspace(1) %902, align 16
  %904 = extractelement <4 x i32> %903, i32 0
  %905 = extractelement <4 x i32> %903, i32 1
  %906 = extractelement <4 x i32> %903, i32 2
  %907 = extractelement <4 x i32> %903, i32 3
  %908 = sext i32 %87 to i64
  %909 = mul i64 %908, 16
  %910 = add i64 %909, 0
  %911 = getelementptr i8, ptr addrspace(1) %72, i64 %910
  %912 = load <4 x i32>, ptr addrspace(1) %911, align 16
  %913 = extractelement <4 x i32> %912, i32 0
  %914 = extractelement <4 x i32> %912, i32 1
  %915 = extractelement <4 x i32> %912, i32 2
  %916 = extractelement <4 x i32> %912, i32 3
  %917 = sext i32 %87 to i64
  %918 = mul i64 %917, 16
  %919 = add i64 %918, 0
  %920 = getelementptr i8, ptr addrspace(1) %78, i64 %919
  %921 = load <4 x i32>, ptr addrspace(1) %920, align 16
  %922 = extractelement <4 x i32> %921, i32 0
  %923 = extractelement <4 x i32> %921, i32 1
  %924 = extractelement <4 x i32> %921, i32 2
  %925 = extractelement <4 x i32> %921, i32 3
  %926 = load float, ptr %v4, align 4
  %927 = bitcast i32 %895 to float
  %928 = call float @llvm.fma.f32(float %927, float %886, float %926)
  %929 = bitcast i32 %896 to float
  %930 = call float @llvm.fma.f32(float %929, float %887, float %928)
  %931 = bitcast i32 %897 to float
  %932 = call float @llvm.fma.f32(float %931, float %888, float %930)
  %933 = bitcast i32 %898 to float
  %934 = call float @llvm.fma.f32(float %933, float %889, float %932)
  store float %934, ptr %v4, align 4
  %935 = load float, ptr %v5, align 4
  %936 = bitcast i32 %904 to float
  %937 = call float @llvm.fma.f32(float %936, float %886, float %935)
  %938 = bitcast i32 %905 to float
  %939 = call float @llvm.fma.f32(float %938, float %887, float %937)
  %940 = bitcast i32 %906 to float
  %941 = call float @llvm.fma.f32(float %940, float %888, float %939)
  %942 = bitcast i32 %907 to float
  %943 = call float @llvm.fma.f32(float %942, float %889, float %941)
  store float %943, ptr %v5, align 4
  %944 = load float, ptr %v6, align 4
  %945 = bitcast i32 %913 to float
  %946 = call float @llvm.fma.f32(float %945, float %886, float %944)
  %947 = bitcast i32 %914 to float
  %948 = call float @llvm.fma.f32(float %947, float %887, float %946)
  %949 = bitcast i32 %915 to float
  %950 = call float @llvm.fma.f32(float %949, float %888, float %948)
  %951 = bitcast i32 %916 to float
  %952 = call float @llvm.fma.f32(float %951, float %889, float %950)
  store float %952, ptr %v6, align 4
  %953 = load float, ptr %v7, align 4
  %954 = bitcast i32 %922 to float
  %955 = call float @llvm.fma.f32(float %954, float %886, float %953)
  %956 = bitcast i32 %923 to float
  %957 = call float @llvm.fma.f32(float %956, float %887, float %955)
  %958 = bitcast i32 %924 to float
  %959 = call float @llvm.fma.f32(float %958, float %888, float %957)
  %960 = bitcast i32 %925 to float
  %961 = call float @llvm.fma.f32(float %960, float %889, float %959)
  store float %961, ptr %v7, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %endif17
  %962 = icmp slt i32 %88, %79
  br i1 %962, label %then20, label %endif21

then20:                                           ; preds = %endif19
  %963 = sext i32 %88 to i64
  %964 = mul i64 %963, 4
  %965 = add i64 %964, 0
  %966 = mul i64 %965, 4
  %967 = getelementptr i8, ptr addrspace(1) %28, i64 %966
  %968 = load <4 x float>, ptr addrspace(1) %967, align 16
  %969 = extractelement <4 x float> %968, i32 0
  %970 = extractelement <4 x float> %968, i32 1
  %971 = extractelement <4 x float> %968, i32 2
  %972 = extractelement <4 x float> %968, i32 3
  %973 = sext i32 %88 to i64
  %974 = mul i64 %973, 16
  %975 = add i64 %974, 0
  %976 = getelementptr i8, ptr addrspace(1) %60, i64 %975
  %977 = load <4 x i32>, ptr addrspace(1) %976, align 16
  %978 = extractelement <4 x i32> %977, i32 0
  %979 = extractelement <4 x i32> %977, i32 1
  %980 = extractelement <4 x i32> %977, i32 2
  %981 = extractelement <4 x i32> %977, i32 3
  %982 = sext i32 %88 to i64
  %983 = mul i64 %982, 16
  %984 = add i64 %983, 0
  %985 = getelementptr i8, ptr addrspace(1) %66, i64 %984
  %986 = load <4 x i32>, ptr addrspace(1) %985, align 16
  %987 = extractelement <4 x i32> %986, i32 0
  %988 = extractelement <4 x i32> %986, i32 1
  %989 = extractelement <4 x i32> %986, i32 2
  %990 = extractelement <4 x i32> %986, i32 3
  %991 = sext i32 %88 to i64
  %992 = mul i64 %991, 16
  %993 = add i64 %992, 0
  %994 = getelementptr i8, ptr addrspace(1) %72, i64 %993
  %995 = load <4 x i32>, ptr addrspace(1) %994, align 16
  %996 = extractelement <4 x i32> %995, i32 0
  %997 = extractelement <4 x i32> %995, i32 1
  %998 = extractelement <4 x i32> %995, i32 2
  %999 = extractelement <4 x i32> %995, i32 3
  %1000 = sext i32 %88 to i64
  %1001 = mul i64 %1000, 16
  %1002 = add i64 %1001, 0
  %1003 = getelementptr i8, ptr addrspace(1) %78, i64 %1002
  %1004 = load <4 x i32>, ptr addrspace(1) %1003, align 16
  %1005 = extractelement <4 x i32> %1004, i32 0
  %1006 = extractelement <4 x i32> %1004, i32 1
  %1007 = extractelement <4 x i32> %1004, i32 2
  %1008 = extractelement <4 x i32> %1004, i32 3
  %1009 = load float, ptr %v4, align 4
  %1010 = bitcast i32 %978 to float
  %1011 = call float @llvm.fma.f32(float %1010, float %969, float %1009)
  %1012 = bitcast i32 %979 to float
  %1013 = call float @llvm.fma.f32(float %1012, float %970, float %1011)
  %1014 = bitcast i32 %980 to float
  %1015 = call float @llvm.fma.f32(float %1014, float %971, float %1013)
  %1016 = bitcast i32 %981 to float
  %1017 = call float @llvm.fma.f32(float %1016, float %972, float %1015)
  store float %1017, ptr %v4, align 4
  %1018 = load float, ptr %v5, align 4
  %1019 = bitcast i32 %987 to float
  %1020 = call float @llvm.fma.f32(float %1019, float %969, float %1018)
  %1021 = bitcast i32 %988 to float
  %1022 = call float @llvm.fma.f32(float %1021, float %970, float %1020)
  %1023 = bitcast i32 %989 to float
  %1024 = call float @llvm.fma.f32(float %1023, float %971, float %1022)
  %1025 = bitcast i32 %990 to float
  %1026 = call float @llvm.fma.f32(float %1025, float %972, float %1024)
  store float %1026, ptr %v5, align 4
  %1027 = load float, ptr %v6, align 4
  %1028 = bitcast i32 %996 to float
  %1029 = call float @llvm.fma.f32(float %1028, float %969, float %1027)
  %1030 = bitcast i32 %997 to float
  %1031 = call float @llvm.fma.f32(float %1030, float %970, float %1029)
  %1032 = bitcast i32 %998 to float
  %1033 = call float @llvm.fma.f32(float %1032, float %971, float %1031)
  %1034 = bitcast i32 %999 to float
  %1035 = call float @llvm.fma.f32(float %1034, float %972, float %1033)
  store float %1035, ptr %v6, align 4
  %1036 = load float, ptr %v7, align 4
  %1037 = bitcast i32 %1005 to float
  %1038 = call float @llvm.fma.f32(float %1037, float %969, float %1036)
  %1039 = bitcast i32 %1006 to float
  %1040 = call float @llvm.fma.f32(float %1039, float %970, float %1038)
  %1041 = bitcast i32 %1007 to float
  %1042 = call float @llvm.fma.f32(float %1041, float %971, float %1040)
  %1043 = bitcast i32 %1008 to float
  %1044 = call float @llvm.fma.f32(float %1043, float %972, float %1042)
  store float %1044, ptr %v7, align 4
  br label %endif21

endif21:                                          ; preds = %then20, %endif19
  %1045 = icmp slt i32 %89, %79
  br i1 %1045, label %then22, label %endif23

then22:                                           ; preds = %endif21
  %1046 = sext i32 %89 to i64
  %1047 = mul i64 %1046, 4
  %1048 = add i64 %1047, 0
  %1049 = mul i64 %1048, 4
  %1050 = getelementptr i8, ptr addrspace(1) %28, i64 %1049
  %1051 = load <4 x float>, ptr addrspace(1) %1050, align 16
  %1052 = extractelement <4 x float> %1051, i32 0
  %1053 = extractelement <4 x float> %1051, i32 1
  %1054 = extractelement <4 x float> %1051, i32 2
  %1055 = extractelement <4 x float> %1051, i32 3
  %1056 = sext i32 %89 to i64
  %1057 = mul i64 %1056, 16
  %1058 = add i64 %1057, 0
  %1059 = getelementptr i8, ptr addrspace(1) %60, i64 %1058
  %1060 = load <4 x i32>, ptr addrspace(1) %1059, align 16
  %1061 = extractelement <4 x i32> %1060, i32 0
  %1062 = extractelement <4 x i32> %1060, i32 1
  %1063 = extractelement <4 x i32> %1060, i32 2
  %1064 = extractelement <4 x i32> %1060, i32 3
  %1065 = sext i32 %89 to i64
  %1066 = mul i64 %1065, 16
  %1067 = add i64 %1066, 0
  %1068 = getelementptr i8, ptr addrspace(1) %66, i64 %1067
  %1069 = load <4 x i32>, ptr addrspace(1) %1068, align 16
  %1070 = extractelement <4 x i32> %1069, i32 0
  %1071 = extractelement <4 x i32> %1069, i32 1
  %1072 = extractelement <4 x i32> %1069, i32 2
  %1073 = extractelement <4 x i32> %1069, i32 3
  %1074 = sext i32 %89 to i64
  %1075 = mul i64 %1074, 16
  %1076 = add i64 %1075, 0
  %1077 = getelementptr i8, ptr addrspace(1) %72, i64 %1076
  %1078 = load <4 x i32>, ptr addrspace(1) %1077, align 16
  %1079 = extractelement <4 x i32> %1078, i32 0
  %1080 = extractelement <4 x i32> %1078, i32 1
  %1081 = extractelement <4 x i32> %1078, i32 2
  %1082 = extractelement <4 x i32> %1078, i32 3
  %1083 = sext i32 %89 to i64
  %1084 = mul i64 %1083, 16
  %1085 = add i64 %1084, 0
  %1086 = getelementptr i8, ptr addrspace(1) %78, i64 %1085
  %1087 = load <4 x i32>, ptr addrspace(1) %1086, align 16
  %1088 = extractelement <4 x i32> %1087, i32 0
  %1089 = extractelement <4 x i32> %1087, i32 1
  %1090 = extractelement <4 x i32> %1087, i32 2
  %1091 = extractelement <4 x i32> %1087, i32 3
  %1092 = load float, ptr %v4, align 4
  %1093 = bitcast i32 %1061 to float
  %1094 = call float @llvm.fma.f32(float %1093, float %1052, float %1092)
  %1095 = bitcast i32 %1062 to float
  %1096 = call float @llvm.fma.f32(float %1095, float %1053, float %1094)
  %1097 = bitcast i32 %1063 to float
  %1098 = call float @llvm.fma.f32(float %1097, float %1054, float %1096)
  %1099 = bitcast i32 %1064 to float
  %1100 = call float @llvm.fma.f32(float %1099, float %1055, float %1098)
  store float %1100, ptr %v4, align 4
  %1101 = load float, ptr %v5, align 4
  %1102 = bitcast i32 %1070 to float
  %1103 = call float @llvm.fma.f32(float %1102, float %1052, float %1101)
  %1104 = bitcast i32 %1071 to float
  %1105 = call float @llvm.fma.f32(float %1104, float %1053, float %1103)
  %1106 = bitcast i32 %1072 to float
  %1107 = call float @llvm.fma.f32(float %1106, float %1054, float %1105)
  %1108 = bitcast i32 %1073 to float
  %1109 = call float @llvm.fma.f32(float %1108, float %1055, float %1107)
  store float %1109, ptr %v5, align 4
  %1110 = load float, ptr %v6, align 4
  %1111 = bitcast i32 %1079 to float
  %1112 = call float @llvm.fma.f32(float %1111, float %1052, float %1110)
  %1113 = bitcast i32 %1080 to float
  %1114 = call float @llvm.fma.f32(float %1113, float %1053, float %1112)
  %1115 = bitcast i32 %1081 to float
  %1116 = call float @llvm.fma.f32(float %1115, float %1054, float %1114)
  %1117 = bitcast i32 %1082 to float
  %1118 = call float @llvm.fma.f32(float %1117, float %1055, float %1116)
  store float %1118, ptr %v6, align 4
  %1119 = load float, ptr %v7, align 4
  %1120 = bitcast i32 %1088 to float
  %1121 = call float @llvm.fma.f32(float %1120, float %1052, float %1119)
  %1122 = bitcast i32 %1089 to float
  %1123 = call float @llvm.fma.f32(float %1122, float %1053, float %1121)
  %1124 = bitcast i32 %1090 to float
  %1125 = call float @llvm.fma.f32(float %1124, float %1054, float %1123)
  %1126 = bitcast i32 %1091 to float
  %1127 = call float @llvm.fma.f32(float %1126, float %1055, float %1125)
  store float %1127, ptr %v7, align 4
  br label %endif23

endif23:                                          ; preds = %then22, %endif21
  %1128 = icmp slt i32 %90, %79
  br i1 %1128, label %then24, label %endif25

then24:                                           ; preds = %endif23
  %1129 = sext i32 %90 to i64
  %1130 = mul i64 %1129, 4
  %1131 = add i64 %1130, 0
  %1132 = mul i64 %1131, 4
  %1133 = getelementptr i8, ptr addrspace(1) %28, i64 %1132
  %1134 = load <4 x float>, ptr addrspace(1) %1133, align 16
  %1135 = extractelement <4 x float> %1134, i32 0
  %1136 = extractelement <4 x float> %1134, i32 1
  %1137 = extractelement <4 x float> %1134, i32 2
  %1138 = extractelement <4 x float> %1134, i32 3
  %1139 = sext i32 %90 to i64
  %1140 = mul i64 %1139, 16
  %1141 = add i64 %1140, 0
  %1142 = getelementptr i8, ptr addrspace(1) %60, i64 %1141
  %1143 = load <4 x i32>, ptr addrspace(1) %1142, align 16
  %1144 = extractelement <4 x i32> %1143, i32 0
  %1145 = extractelement <4 x i32> %1143, i32 1
  %1146 = extractelement <4 x i32> %1143, i32 2
  %1147 = extractelement <4 x i32> %1143, i32 3
  %1148 = sext i32 %90 to i64
  %1149 = mul i64 %1148, 16
  %1150 = add i64 %1149, 0
  %1151 = getelementptr i8, ptr addrspace(1) %66, i64 %1150
  %1152 = load <4 x i32>, ptr addrspace(1) %1151, align 16
  %1153 = extractelement <4 x i32> %1152, i32 0
  %1154 = extractelement <4 x i32> %1152, i32 1
  %1155 = extractelement <4 x i32> %1152, i32 2
  %1156 = extractelement <4 x i32> %1152, i32 3
  %1157 = sext i32 %90 to i64
  %1158 = mul i64 %1157, 16
  %1159 = add i64 %1158, 0
  %1160 = getelementptr i8, ptr addrspace(1) %72, i64 %1159
  %1161 = load <4 x i32>, ptr addrspace(1) %1160, align 16
  %1162 = extractelement <4 x i32> %1161, i32 0
  %1163 = extractelement <4 x i32> %1161, i32 1
  %1164 = extractelement <4 x i32> %1161, i32 2
  %1165 = extractelement <4 x i32> %1161, i32 3
  %1166 = sext i32 %90 to i64
  %1167 = mul i64 %1166, 16
  %1168 = add i64 %1167, 0
  %1169 = getelementptr i8, ptr addrspace(1) %78, i64 %1168
  %1170 = load <4 x i32>, ptr addrspace(1) %1169, align 16
  %1171 = extractelement <4 x i32> %1170, i32 0
  %1172 = extractelement <4 x i32> %1170, i32 1
  %1173 = extractelement <4 x i32> %1170, i32 2
  %1174 = extractelement <4 x i32> %1170, i32 3
  %1175 = load float, ptr %v4, align 4
  %1176 = bitcast i32 %1144 to float
  %1177 = call float @llvm.fma.f32(float %1176, float %1135, float %1175)
  %1178 = bitcast i32 %1145 to float
  %1179 = call float @llvm.fma.f32(float %1178, float %1136, float %1177)
  %1180 = bitcast i32 %1146 to float
  %1181 = call float @llvm.fma.f32(float %1180, float %1137, float %1179)
  %1182 = bitcast i32 %1147 to float
  %1183 = call float @llvm.fma.f32(float %1182, float %1138, float %1181)
  store float %1183, ptr %v4, align 4
  %1184 = load float, ptr %v5, align 4
  %1185 = bitcast i32 %1153 to float
  %1186 = call float @llvm.fma.f32(float %1185, float %1135, float %1184)
  %1187 = bitcast i32 %1154 to float
  %1188 = call float @llvm.fma.f32(float %1187, float %1136, float %1186)
  %1189 = bitcast i32 %1155 to float
  %1190 = call float @llvm.fma.f32(float %1189, float %1137, float %1188)
  %1191 = bitcast i32 %1156 to float
  %1192 = call float @llvm.fma.f32(float %1191, float %1138, float %1190)
  store float %1192, ptr %v5, align 4
  %1193 = load float, ptr %v6, align 4
  %1194 = bitcast i32 %1162 to float
  %1195 = call float @llvm.fma.f32(float %1194, float %1135, float %1193)
  %1196 = bitcast i32 %1163 to float
  %1197 = call float @llvm.fma.f32(float %1196, float %1136, float %1195)
  %1198 = bitcast i32 %1164 to float
  %1199 = call float @llvm.fma.f32(float %1198, float %1137, float %1197)
  %1200 = bitcast i32 %1165 to float
  %1201 = call float @llvm.fma.f32(float %1200, float %1138, float %1199)
  store float %1201, ptr %v6, align 4
  %1202 = load float, ptr %v7, align 4
  %1203 = bitcast i32 %1171 to float
  %1204 = call float @llvm.fma.f32(float %1203, float %1135, float %1202)
  %1205 = bitcast i32 %1172 to float
  %1206 = call float @llvm.fma.f32(float %1205, float %1136, float %1204)
  %1207 = bitcast i32 %1173 to float
  %1208 = call float @llvm.fma.f32(float %1207, float %1137, float %1206)
  %1209 = bitcast i32 %1174 to float
  %1210 = call float @llvm.fma.f32(float %1209, float %1138, float %1208)
  store float %1210, ptr %v7, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %endif23
  %1211 = icmp slt i32 %91, %79
  br i1 %1211, label %then26, label %endif27

then26:                                           ; preds = %endif25
  %1212 = sext i32 %91 to i64
  %1213 = mul i64 %1212, 4
  %1214 = add i64 %1213, 0
  %1215 = mul i64 %1214, 4
  %1216 = getelementptr i8, ptr addrspace(1) %28, i64 %1215
  %1217 = load <4 x float>, ptr addrspace(1) %1216, align 16
  %1218 = extractelement <4 x float> %1217, i32 0
  %1219 = extractelement <4 x float> %1217, i32 1
  %1220 = extractelement <4 x float> %1217, i32 2
  %1221 = extractelement <4 x float> %1217, i32 3
  %1222 = sext i32 %91 to i64
  %1223 = mul i64 %1222, 16
  %1224 = add i64 %1223, 0
  %1225 = getelementptr i8, ptr addrspace(1) %60, i64 %1224
  %1226 = load <4 x i32>, ptr addrspace(1) %1225, align 16
  %1227 = extractelement <4 x i32> %1226, i32 0
  %1228 = extractelement <4 x i32> %1226, i32 1
  %1229 = extractelement <4 x i32> %1226, i32 2
  %1230 = extractelement <4 x i32> %1226, i32 3
  %1231 = sext i32 %91 to i64
  %1232 = mul i64 %1231, 16
  %1233 = add i64 %1232, 0
  %1234 = getelementptr i8, ptr addrspace(1) %66, i64 %1233
  %1235 = load <4 x i32>, ptr addrspace(1) %1234, align 16
  %1236 = extractelement <4 x i32> %1235, i32 0
  %1237 = extractelement <4 x i32> %1235, i32 1
  %1238 = extractelement <4 x i32> %1235, i32 2
  %1239 = extractelement <4 x i32> %1235, i32 3
  %1240 = sext i32 %91 to i64
  %1241 = mul i64 %1240, 16
  %1242 = add i64 %1241, 0
  %1243 = getelementptr i8, ptr addrspace(1) %72, i64 %1242
  %1244 = load <4 x i32>, ptr addrspace(1) %1243, align 16
  %1245 = extractelement <4 x i32> %1244, i32 0
  %1246 = extractelement <4 x i32> %1244, i32 1
  %1247 = extractelement <4 x i32> %1244, i32 2
  %1248 = extractelement <4 x i32> %1244, i32 3
  %1249 = sext i32 %91 to i64
  %1250 = mul i64 %1249, 16
  %1251 = add i64 %1250, 0
  %1252 = getelementptr i8, ptr addrspace(1) %78, i64 %1251
  %1253 = load <4 x i32>, ptr addrspace(1) %1252, align 16
  %1254 = extractelement <4 x i32> %1253, i32 0
  %1255 = extractelement <4 x i32> %1253, i32 1
  %1256 = extractelement <4 x i32> %1253, i32 2
  %1257 = extractelement <4 x i32> %1253, i32 3
  %1258 = load float, ptr %v4, align 4
  %1259 = bitcast i32 %1227 to float
  %1260 = call float @llvm.fma.f32(float %1259, float %1218, float %1258)
  %1261 = bitcast i32 %1228 to float
  %1262 = call float @llvm.fma.f32(float %1261, float %1219, float %1260)
  %1263 = bitcast i32 %1229 to float
  %1264 = call float @llvm.fma.f32(float %1263, float %1220, float %1262)
  %1265 = bitcast i32 %1230 to float
  %1266 = call float @llvm.fma.f32(float %1265, float %1221, float %1264)
  store float %1266, ptr %v4, align 4
  %1267 = load float, ptr %v5, align 4
  %1268 = bitcast i32 %1236 to float
  %1269 = call float @llvm.fma.f32(float %1268, float %1218, float %1267)
  %1270 = bitcast i32 %1237 to float
  %1271 = call float @llvm.fma.f32(float %1270, float %1219, float %1269)
  %1272 = bitcast i32 %1238 to float
  %1273 = call float @llvm.fma.f32(float %1272, float %1220, float %1271)
  %1274 = bitcast i32 %1239 to float
  %1275 = call float @llvm.fma.f32(float %1274, float %1221, float %1273)
  store float %1275, ptr %v5, align 4
  %1276 = load float, ptr %v6, align 4
  %1277 = bitcast i32 %1245 to float
  %1278 = call float @llvm.fma.f32(float %1277, float %1218, float %1276)
  %1279 = bitcast i32 %1246 to float
  %1280 = call float @llvm.fma.f32(float %1279, float %1219, float %1278)
  %1281 = bitcast i32 %1247 to float
  %1282 = call float @llvm.fma.f32(float %1281, float %1220, float %1280)
  %1283 = bitcast i32 %1248 to float
  %1284 = call float @llvm.fma.f32(float %1283, float %1221, float %1282)
  store float %1284, ptr %v6, align 4
  %1285 = load float, ptr %v7, align 4
  %1286 = bitcast i32 %1254 to float
  %1287 = call float @llvm.fma.f32(float %1286, float %1218, float %1285)
  %1288 = bitcast i32 %1255 to float
  %1289 = call float @llvm.fma.f32(float %1288, float %1219, float %1287)
  %1290 = bitcast i32 %1256 to float
  %1291 = call float @llvm.fma.f32(float %1290, float %1220, float %1289)
  %1292 = bitcast i32 %1257 to float
  %1293 = call float @llvm.fma.f32(float %1292, float %1221, float %1291)
  store float %1293, ptr %v7, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %endif25
  %1294 = icmp slt i32 %92, %79
  br i1 %1294, label %then28, label %endif29

then28:                                           ; preds = %endif27
  %1295 = sext i32 %92 to i64
  %1296 = mul i64 %1295, 4
  %1297 = add i64 %1296, 0
  %1298 = mul i64 %1297, 4
  %1299 = getelementptr i8, ptr addrspace(1) %28, i64 %1298
  %1300 = load <4 x float>, ptr addrspace(1) %1299, align 16
  %1301 = extractelement <4 x float> %1300, i32 0
  %1302 = extractelement <4 x float> %1300, i32 1
  %1303 = extractelement <4 x float> %1300, i32 2
  %1304 = extractelement <4 x float> %1300, i32 3
  %1305 = sext i32 %92 to i64
  %1306 = mul i64 %1305, 16
  %1307 = add i64 %1306, 0
  %1308 = getelementptr i8, ptr addrspace(1) %60, i64 %1307
  %1309 = load <4 x i32>, ptr addrspace(1) %1308, align 16
  %1310 = extractelement <4 x i32> %1309, i32 0
  %1311 = extractelement <4 x i32> %1309, i32 1
  %1312 = extractelement <4 x i32> %1309, i32 2
  %1313 = extractelement <4 x i32> %1309, i32 3
  %1314 = sext i32 %92 to i64
  %1315 = mul i64 %1314, 16
  %1316 = add i64 %1315, 0
  %1317 = getelementptr i8, ptr addrspace(1) %66, i64 %1316
  %1318 = load <4 x i32>, ptr addrspace(1) %1317, align 16
  %1319 = extractelement <4 x i32> %1318, i32 0
  %1320 = extractelement <4 x i32> %1318, i32 1
  %1321 = extractelement <4 x i32> %1318, i32 2
  %1322 = extractelement <4 x i32> %1318, i32 3
  %1323 = sext i32 %92 to i64
  %1324 = mul i64 %1323, 16
  %1325 = add i64 %1324, 0
  %1326 = getelementptr i8, ptr addrspace(1) %72, i64 %1325
  %1327 = load <4 x i32>, ptr addrspace(1) %1326, align 16
  %1328 = extractelement <4 x i32> %1327, i32 0
  %1329 = extractelement <4 x i32> %1327, i32 1
  %1330 = extractelement <4 x i32> %1327, i32 2
  %1331 = extractelement <4 x i32> %1327, i32 3
  %1332 = sext i32 %92 to i64
  %1333 = mul i64 %1332, 16
  %1334 = add i64 %1333, 0
  %1335 = getelementptr i8, ptr addrspace(1) %78, i64 %1334
  %1336 = load <4 x i32>, ptr addrspace(1) %1335, align 16
  %1337 = extractelement <4 x i32> %1336, i32 0
  %1338 = extractelement <4 x i32> %1336, i32 1
  %1339 = extractelement <4 x i32> %1336, i32 2
  %1340 = extractelement <4 x i32> %1336, i32 3
  %1341 = load float, ptr %v4, align 4
  %1342 = bitcast i32 %1310 to float
  %1343 = call float @llvm.fma.f32(float %1342, float %1301, float %1341)
  %1344 = bitcast i32 %1311 to float
  %1345 = call float @llvm.fma.f32(float %1344, float %1302, float %1343)
  %1346 = bitcast i32 %1312 to float
  %1347 = call float @llvm.fma.f32(float %1346, float %1303, float %1345)
  %1348 = bitcast i32 %1313 to float
  %1349 = call float @llvm.fma.f32(float %1348, float %1304, float %1347)
  store float %1349, ptr %v4, align 4
  %1350 = load float, ptr %v5, align 4
  %1351 = bitcast i32 %1319 to float
  %1352 = call float @llvm.fma.f32(float %1351, float %1301, float %1350)
  %1353 = bitcast i32 %1320 to float
  %1354 = call float @llvm.fma.f32(float %1353, float %1302, float %1352)
  %1355 = bitcast i32 %1321 to float
  %1356 = call float @llvm.fma.f32(float %1355, float %1303, float %1354)
  %1357 = bitcast i32 %1322 to float
  %1358 = call float @llvm.fma.f32(float %1357, float %1304, float %1356)
  store float %1358, ptr %v5, align 4
  %1359 = load float, ptr %v6, align 4
  %1360 = bitcast i32 %1328 to float
  %1361 = call float @llvm.fma.f32(float %1360, float %1301, float %1359)
  %1362 = bitcast i32 %1329 to float
  %1363 = call float @llvm.fma.f32(float %1362, float %1302, float %1361)
  %1364 = bitcast i32 %1330 to float
  %1365 = call float @llvm.fma.f32(float %1364, float %1303, float %1363)
  %1366 = bitcast i32 %1331 to float
  %1367 = call float @llvm.fma.f32(float %1366, float %1304, float %1365)
  store float %1367, ptr %v6, align 4
  %1368 = load float, ptr %v7, align 4
  %1369 = bitcast i32 %1337 to float
  %1370 = call float @llvm.fma.f32(float %1369, float %1301, float %1368)
  %1371 = bitcast i32 %1338 to float
  %1372 = call float @llvm.fma.f32(float %1371, float %1302, float %1370)
  %1373 = bitcast i32 %1339 to float
  %1374 = call float @llvm.fma.f32(float %1373, float %1303, float %1372)
  %1375 = bitcast i32 %1340 to float
  %1376 = call float @llvm.fma.f32(float %1375, float %1304, float %1374)
  store float %1376, ptr %v7, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %endif27
  %1377 = icmp slt i32 %93, %79
  br i1 %1377, label %then30, label %endif31

then30:                                           ; preds = %endif29
  %1378 = sext i32 %93 to i64
  %1379 = mul i64 %1378, 4
  %1380 = add i64 %1379, 0
  %1381 = mul i64 %1380, 4
  %1382 = getelementptr i8, ptr addrspace(1) %28, i64 %1381
  %1383 = load <4 x float>, ptr addrspace(1) %1382, align 16
  %1384 = extractelement <4 x float> %1383, i32 0
  %1385 = extractelement <4 x float> %1383, i32 1
  %1386 = extractelement <4 x float> %1383, i32 2
  %1387 = extractelement <4 x float> %1383, i32 3
  %1388 = sext i32 %93 to i64
  %1389 = mul i64 %1388, 16
  %1390 = add i64 %1389, 0
  %1391 = getelementptr i8, ptr addrspace(1) %60, i64 %1390
  %1392 = load <4 x i32>, ptr addrspace(1) %1391, align 16
  %1393 = extractelement <4 x i32> %1392, i32 0
  %1394 = extractelement <4 x i32> %1392, i32 1
  %1395 = extractelement <4 x i32> %1392, i32 2
  %1396 = extractelement <4 x i32> %1392, i32 3
  %1397 = sext i32 %93 to i64
  %1398 = mul i64 %1397, 16
  %1399 = add i64 %1398, 0
  %1400 = getelementptr i8, ptr addrspace(1) %66, i64 %1399
  %1401 = load <4 x i32>, ptr addrspace(1) %1400, align 16
  %1402 = extractelement <4 x i32> %1401, i32 0
  %1403 = extractelement <4 x i32> %1401, i32 1
  %1404 = extractelement <4 x i32> %1401, i32 2
  %1405 = extractelement <4 x i32> %1401, i32 3
  %1406 = sext i32 %93 to i64
  %1407 = mul i64 %1406, 16
  %1408 = add i64 %1407, 0
  %1409 = getelementptr i8, ptr addrspace(1) %72, i64 %1408
  %1410 = load <4 x i32>, ptr addrspace(1) %1409, align 16
  %1411 = extractelement <4 x i32> %1410, i32 0
  %1412 = extractelement <4 x i32> %1410, i32 1
  %1413 = extractelement <4 x i32> %1410, i32 2
  %1414 = extractelement <4 x i32> %1410, i32 3
  %1415 = sext i32 %93 to i64
  %1416 = mul i64 %1415, 16
  %1417 = add i64 %1416, 0
  %1418 = getelementptr i8, ptr addrspace(1) %78, i64 %1417
  %1419 = load <4 x i32>, ptr addrspace(1) %1418, align 16
  %1420 = extractelement <4 x i32> %1419, i32 0
  %1421 = extractelement <4 x i32> %1419, i32 1
  %1422 = extractelement <4 x i32> %1419, i32 2
  %1423 = extractelement <4 x i32> %1419, i32 3
  %1424 = load float, ptr %v4, align 4
  %1425 = bitcast i32 %1393 to float
  %1426 = call float @llvm.fma.f32(float %1425, float %1384, float %1424)
  %1427 = bitcast i32 %1394 to float
  %1428 = call float @llvm.fma.f32(float %1427, float %1385, float %1426)
  %1429 = bitcast i32 %1395 to float
  %1430 = call float @llvm.fma.f32(float %1429, float %1386, float %1428)
  %1431 = bitcast i32 %1396 to float
  %1432 = call float @llvm.fma.f32(float %1431, float %1387, float %1430)
  store float %1432, ptr %v4, align 4
  %1433 = load float, ptr %v5, align 4
  %1434 = bitcast i32 %1402 to float
  %1435 = call float @llvm.fma.f32(float %1434, float %1384, float %1433)
  %1436 = bitcast i32 %1403 to float
  %1437 = call float @llvm.fma.f32(float %1436, float %1385, float %1435)
  %1438 = bitcast i32 %1404 to float
  %1439 = call float @llvm.fma.f32(float %1438, float %1386, float %1437)
  %1440 = bitcast i32 %1405 to float
  %1441 = call float @llvm.fma.f32(float %1440, float %1387, float %1439)
  store float %1441, ptr %v5, align 4
  %1442 = load float, ptr %v6, align 4
  %1443 = bitcast i32 %1411 to float
  %1444 = call float @llvm.fma.f32(float %1443, float %1384, float %1442)
  %1445 = bitcast i32 %1412 to float
  %1446 = call float @llvm.fma.f32(float %1445, float %1385, float %1444)
  %1447 = bitcast i32 %1413 to float
  %1448 = call float @llvm.fma.f32(float %1447, float %1386, float %1446)
  %1449 = bitcast i32 %1414 to float
  %1450 = call float @llvm.fma.f32(float %1449, float %1387, float %1448)
  store float %1450, ptr %v6, align 4
  %1451 = load float, ptr %v7, align 4
  %1452 = bitcast i32 %1420 to float
  %1453 = call float @llvm.fma.f32(float %1452, float %1384, float %1451)
  %1454 = bitcast i32 %1421 to float
  %1455 = call float @llvm.fma.f32(float %1454, float %1385, float %1453)
  %1456 = bitcast i32 %1422 to float
  %1457 = call float @llvm.fma.f32(float %1456, float %1386, float %1455)
  %1458 = bitcast i32 %1423 to float
  %1459 = call float @llvm.fma.f32(float %1458, float %1387, float %1457)
  store float %1459, ptr %v7, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %endif29
  br label %endif15

then32:                                           ; preds = %endif3
  %1460 = load float, ptr %v1, align 4
  %1461 = add i32 %47, %38
  %1462 = icmp slt i32 %1461, %4
  br i1 %1462, label %then34, label %endif35

endif33:                                          ; preds = %endif35, %endif3
  %1463 = load i32, ptr %v, align 4
  %1464 = add i32 %1463, 4
  store i32 %1464, ptr %v, align 4
  br label %loop

then34:                                           ; preds = %then32
  %1465 = add i32 %29, %1461
  %1466 = sext i32 %1465 to i64
  %1467 = mul i64 %1466, 4
  %1468 = getelementptr i8, ptr addrspace(1) %0, i64 %1467
  store float %1460, ptr addrspace(1) %1468, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %then32
  br label %endif33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_f32, !"maxntidx", i32 128}
