; ModuleID = 'strata_router_matvec_topk_f32'
source_filename = "strata_router_matvec_topk_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds3 = internal addrspace(3) global [4 x i8] undef, align 16

define void @strata_router_matvec_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i32 %8, i32 %9) {
entry:
  %v77 = alloca i32, align 4
  %v65 = alloca i32, align 4
  %v64 = alloca i32, align 4
  %v63 = alloca float, align 4
  %v59 = alloca i32, align 4
  %v58 = alloca float, align 4
  %v57 = alloca float, align 4
  %v56 = alloca i32, align 4
  %v55 = alloca float, align 4
  %v51 = alloca i32, align 4
  %v50 = alloca float, align 4
  %v46 = alloca i32, align 4
  %v45 = alloca float, align 4
  %v39 = alloca i32, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = lshr i32 %10, 5
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, 1
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = lshr i32 %17, 5
  %19 = and i32 %17, 31
  %20 = icmp eq i32 %19, 0
  store i32 %11, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif30, %entry
  %21 = load i32, ptr %v, align 4
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr %v, align 4
  %24 = udiv i32 %23, 4
  %25 = urem i32 %23, 4
  %26 = mul i32 %24, 1
  %27 = add i32 %15, %26
  %28 = icmp slt i32 %27, %3
  store float 0.000000e+00, ptr %v1, align 4
  br i1 %28, label %then, label %endif

done:                                             ; preds = %loop
  %29 = add i32 %3, 0
  %30 = udiv i32 %29, 1
  call void @llvm.nvvm.barrier0()
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %then33, label %endif34

then:                                             ; preds = %body
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = and i32 %33, 31
  %35 = sext i32 %4 to i64
  %36 = udiv i64 %35, 1
  %37 = mul i64 %36, 4
  %38 = sub i32 %3, 1
  %39 = add i32 %27, 0
  %40 = icmp sgt i32 %39, %38
  %41 = select i1 %40, i32 %38, i32 %39
  %42 = sext i32 %41 to i64
  %43 = mul i64 %42, %37
  %44 = getelementptr i8, ptr addrspace(1) %1, i64 %43
  store float 0.000000e+00, ptr %v2, align 4
  %45 = udiv i32 %4, 4
  %46 = mul i32 %25, 256
  %47 = add i32 %34, %46
  store i32 %47, ptr %v3, align 4
  br label %loop4

endif:                                            ; preds = %done6, %body
  %48 = mul i32 %23, 1
  %49 = add i32 %48, %18
  br i1 %20, label %then27, label %endif28

loop4:                                            ; preds = %endif10, %then
  %50 = load i32, ptr %v3, align 4
  %51 = icmp slt i32 %50, %45
  br i1 %51, label %body5, label %done6

body5:                                            ; preds = %loop4
  %52 = load i32, ptr %v3, align 4
  %53 = add i32 %52, 0
  %54 = add i32 %52, 32
  %55 = add i32 %52, 64
  %56 = add i32 %52, 96
  %57 = add i32 %52, 128
  %58 = add i32 %52, 160
  %59 = add i32 %52, 192
  %60 = add i32 %52, 224
  %61 = sub i32 %52, %34
  %62 = add i32 %61, 256
  %63 = icmp sle i32 %62, %45
  br i1 %63, label %then7, label %endif8

done6:                                            ; preds = %loop4
  %64 = load float, ptr %v2, align 4
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %66 = and i32 %65, 31
  %67 = bitcast float %64 to i32
  %68 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 16, i32 31)
  %69 = bitcast i32 %68 to float
  %70 = fadd float %64, %69
  %71 = bitcast float %70 to i32
  %72 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 8, i32 31)
  %73 = bitcast i32 %72 to float
  %74 = fadd float %70, %73
  %75 = bitcast float %74 to i32
  %76 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 4, i32 31)
  %77 = bitcast i32 %76 to float
  %78 = fadd float %74, %77
  %79 = bitcast float %78 to i32
  %80 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 2, i32 31)
  %81 = bitcast i32 %80 to float
  %82 = fadd float %78, %81
  %83 = bitcast float %82 to i32
  %84 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 1, i32 31)
  %85 = bitcast i32 %84 to float
  %86 = fadd float %82, %85
  store float %86, ptr %v1, align 4
  br label %endif

then7:                                            ; preds = %body5
  %87 = sext i32 %53 to i64
  %88 = mul i64 %87, 4
  %89 = add i64 %88, 0
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %2, i64 %90
  %92 = load <4 x float>, ptr addrspace(1) %91, align 16
  %93 = extractelement <4 x float> %92, i32 0
  %94 = extractelement <4 x float> %92, i32 1
  %95 = extractelement <4 x float> %92, i32 2
  %96 = extractelement <4 x float> %92, i32 3
  %97 = sext i32 %54 to i64
  %98 = mul i64 %97, 4
  %99 = add i64 %98, 0
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %2, i64 %100
  %102 = load <4 x float>, ptr addrspace(1) %101, align 16
  %103 = extractelement <4 x float> %102, i32 0
  %104 = extractelement <4 x float> %102, i32 1
  %105 = extractelement <4 x float> %102, i32 2
  %106 = extractelement <4 x float> %102, i32 3
  %107 = sext i32 %55 to i64
  %108 = mul i64 %107, 4
  %109 = add i64 %108, 0
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %2, i64 %110
  %112 = load <4 x float>, ptr addrspace(1) %111, align 16
  %113 = extractelement <4 x float> %112, i32 0
  %114 = extractelement <4 x float> %112, i32 1
  %115 = extractelement <4 x float> %112, i32 2
  %116 = extractelement <4 x float> %112, i32 3
  %117 = sext i32 %56 to i64
  %118 = mul i64 %117, 4
  %119 = add i64 %118, 0
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %2, i64 %120
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16
  %123 = extractelement <4 x float> %122, i32 0
  %124 = extractelement <4 x float> %122, i32 1
  %125 = extractelement <4 x float> %122, i32 2
  %126 = extractelement <4 x float> %122, i32 3
  %127 = sext i32 %57 to i64
  %128 = mul i64 %127, 4
  %129 = add i64 %128, 0
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %2, i64 %130
  %132 = load <4 x float>, ptr addrspace(1) %131, align 16
  %133 = extractelement <4 x float> %132, i32 0
  %134 = extractelement <4 x float> %132, i32 1
  %135 = extractelement <4 x float> %132, i32 2
  %136 = extractelement <4 x float> %132, i32 3
  %137 = sext i32 %58 to i64
  %138 = mul i64 %137, 4
  %139 = add i64 %138, 0
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %2, i64 %140
  %142 = load <4 x float>, ptr addrspace(1) %141, align 16
  %143 = extractelement <4 x float> %142, i32 0
  %144 = extractelement <4 x float> %142, i32 1
  %145 = extractelement <4 x float> %142, i32 2
  %146 = extractelement <4 x float> %142, i32 3
  %147 = sext i32 %59 to i64
  %148 = mul i64 %147, 4
  %149 = add i64 %148, 0
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr addrspace(1) %2, i64 %150
  %152 = load <4 x float>, ptr addrspace(1) %151, align 16
  %153 = extractelement <4 x float> %152, i32 0
  %154 = extractelement <4 x float> %152, i32 1
  %155 = extractelement <4 x float> %152, i32 2
  %156 = extractelement <4 x float> %152, i32 3
  %157 = sext i32 %60 to i64
  %158 = mul i64 %157, 4
  %159 = add i64 %158, 0
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %2, i64 %160
  %162 = load <4 x float>, ptr addrspace(1) %161, align 16
  %163 = extractelement <4 x float> %162, i32 0
  %164 = extractelement <4 x float> %162, i32 1
  %165 = extractelement <4 x float> %162, i32 2
  %166 = extractelement <4 x float> %162, i32 3
  %167 = sext i32 %53 to i64
  %168 = mul i64 %167, 16
  %169 = add i64 %168, 0
  %170 = getelementptr i8, ptr addrspace(1) %44, i64 %169
  %171 = load <4 x i32>, ptr addrspace(1) %170, align 16
  %172 = extractelement <4 x i32> %171, i32 0
  %173 = extractelement <4 x i32> %171, i32 1
  %174 = extractelement <4 x i32> %171, i32 2
  %175 = extractelement <4 x i32> %171, i32 3
  %176 = sext i32 %54 to i64
  %177 = mul i64 %176, 16
  %178 = add i64 %177, 0
  %179 = getelementptr i8, ptr addrspace(1) %44, i64 %178
  %180 = load <4 x i32>, ptr addrspace(1) %179, align 16
  %181 = extractelement <4 x i32> %180, i32 0
  %182 = extractelement <4 x i32> %180, i32 1
  %183 = extractelement <4 x i32> %180, i32 2
  %184 = extractelement <4 x i32> %180, i32 3
  %185 = sext i32 %55 to i64
  %186 = mul i64 %185, 16
  %187 = add i64 %186, 0
  %188 = getelementptr i8, ptr addrspace(1) %44, i64 %187
  %189 = load <4 x i32>, ptr addrspace(1) %188, align 16
  %190 = extractelement <4 x i32> %189, i32 0
  %191 = extractelement <4 x i32> %189, i32 1
  %192 = extractelement <4 x i32> %189, i32 2
  %193 = extractelement <4 x i32> %189, i32 3
  %194 = sext i32 %56 to i64
  %195 = mul i64 %194, 16
  %196 = add i64 %195, 0
  %197 = getelementptr i8, ptr addrspace(1) %44, i64 %196
  %198 = load <4 x i32>, ptr addrspace(1) %197, align 16
  %199 = extractelement <4 x i32> %198, i32 0
  %200 = extractelement <4 x i32> %198, i32 1
  %201 = extractelement <4 x i32> %198, i32 2
  %202 = extractelement <4 x i32> %198, i32 3
  %203 = sext i32 %57 to i64
  %204 = mul i64 %203, 16
  %205 = add i64 %204, 0
  %206 = getelementptr i8, ptr addrspace(1) %44, i64 %205
  %207 = load <4 x i32>, ptr addrspace(1) %206, align 16
  %208 = extractelement <4 x i32> %207, i32 0
  %209 = extractelement <4 x i32> %207, i32 1
  %210 = extractelement <4 x i32> %207, i32 2
  %211 = extractelement <4 x i32> %207, i32 3
  %212 = sext i32 %58 to i64
  %213 = mul i64 %212, 16
  %214 = add i64 %213, 0
  %215 = getelementptr i8, ptr addrspace(1) %44, i64 %214
  %216 = load <4 x i32>, ptr addrspace(1) %215, align 16
  %217 = extractelement <4 x i32> %216, i32 0
  %218 = extractelement <4 x i32> %216, i32 1
  %219 = extractelement <4 x i32> %216, i32 2
  %220 = extractelement <4 x i32> %216, i32 3
  %221 = sext i32 %59 to i64
  %222 = mul i64 %221, 16
  %223 = add i64 %222, 0
  %224 = getelementptr i8, ptr addrspace(1) %44, i64 %223
  %225 = load <4 x i32>, ptr addrspace(1) %224, align 16
  %226 = extractelement <4 x i32> %225, i32 0
  %227 = extractelement <4 x i32> %225, i32 1
  %228 = extractelement <4 x i32> %225, i32 2
  %229 = extractelement <4 x i32> %225, i32 3
  %230 = sext i32 %60 to i64
  %231 = mul i64 %230, 16
  %232 = add i64 %231, 0
  %233 = getelementptr i8, ptr addrspace(1) %44, i64 %232
  %234 = load <4 x i32>, ptr addrspace(1) %233, align 16
  %235 = extractelement <4 x i32> %234, i32 0
  %236 = extractelement <4 x i32> %234, i32 1
  %237 = extractelement <4 x i32> %234, i32 2
  %238 = extractelement <4 x i32> %234, i32 3
  %239 = load float, ptr %v2, align 4
  %240 = bitcast i32 %172 to float
  %241 = call float @llvm.fma.f32(float %240, float %93, float %239)
  %242 = bitcast i32 %173 to float
  %243 = call float @llvm.fma.f32(float %242, float %94, float %241)
  %244 = bitcast i32 %174 to float
  %245 = call float @llvm.fma.f32(float %244, float %95, float %243)
  %246 = bitcast i32 %175 to float
  %247 = call float @llvm.fma.f32(float %246, float %96, float %245)
  store float %247, ptr %v2, align 4
  %248 = load float, ptr %v2, align 4
  %249 = bitcast i32 %181 to float
  %250 = call float @llvm.fma.f32(float %249, float %103, float %248)
  %251 = bitcast i32 %182 to float
  %252 = call float @llvm.fma.f32(float %251, float %104, float %250)
  %253 = bitcast i32 %183 to float
  %254 = call float @llvm.fma.f32(float %253, float %105, float %252)
  %255 = bitcast i32 %184 to float
  %256 = call float @llvm.fma.f32(float %255, float %106, float %254)
  store float %256, ptr %v2, align 4
  %257 = load float, ptr %v2, align 4
  %258 = bitcast i32 %190 to float
  %259 = call float @llvm.fma.f32(float %258, float %113, float %257)
  %260 = bitcast i32 %191 to float
  %261 = call float @llvm.fma.f32(float %260, float %114, float %259)
  %262 = bitcast i32 %192 to float
  %263 = call float @llvm.fma.f32(float %262, float %115, float %261)
  %264 = bitcast i32 %193 to float
  %265 = call float @llvm.fma.f32(float %264, float %116, float %263)
  store float %265, ptr %v2, align 4
  %266 = load float, ptr %v2, align 4
  %267 = bitcast i32 %199 to float
  %268 = call float @llvm.fma.f32(float %267, float %123, float %266)
  %269 = bitcast i32 %200 to float
  %270 = call float @llvm.fma.f32(float %269, float %124, float %268)
  %271 = bitcast i32 %201 to float
  %272 = call float @llvm.fma.f32(float %271, float %125, float %270)
  %273 = bitcast i32 %202 to float
  %274 = call float @llvm.fma.f32(float %273, float %126, float %272)
  store float %274, ptr %v2, align 4
  %275 = load float, ptr %v2, align 4
  %276 = bitcast i32 %208 to float
  %277 = call float @llvm.fma.f32(float %276, float %133, float %275)
  %278 = bitcast i32 %209 to float
  %279 = call float @llvm.fma.f32(float %278, float %134, float %277)
  %280 = bitcast i32 %210 to float
  %281 = call float @llvm.fma.f32(float %280, float %135, float %279)
  %282 = bitcast i32 %211 to float
  %283 = call float @llvm.fma.f32(float %282, float %136, float %281)
  store float %283, ptr %v2, align 4
  %284 = load float, ptr %v2, align 4
  %285 = bitcast i32 %217 to float
  %286 = call float @llvm.fma.f32(float %285, float %143, float %284)
  %287 = bitcast i32 %218 to float
  %288 = call float @llvm.fma.f32(float %287, float %144, float %286)
  %289 = bitcast i32 %219 to float
  %290 = call float @llvm.fma.f32(float %289, float %145, float %288)
  %291 = bitcast i32 %220 to float
  %292 = call float @llvm.fma.f32(float %291, float %146, float %290)
  store float %292, ptr %v2, align 4
  %293 = load float, ptr %v2, align 4
  %294 = bitcast i32 %226 to float
  %295 = call float @llvm.fma.f32(float %294, float %153, float %293)
  %296 = bitcast i32 %227 to float
  %297 = call float @llvm.fma.f32(float %296, float %154, float %295)
  %298 = bitcast i32 %228 to float
  %299 = call float @llvm.fma.f32(float %298, float %155, float %297)
  %300 = bitcast i32 %229 to float
  %301 = call float @llvm.fma.f32(float %300, float %156, float %299)
  store float %301, ptr %v2, align 4
  %302 = load float, ptr %v2, align 4
  %303 = bitcast i32 %235 to float
  %304 = call float @llvm.fma.f32(float %303, float %163, float %302)
  %305 = bitcast i32 %236 to float
  %306 = call float @llvm.fma.f32(float %305, float %164, float %304)
  %307 = bitcast i32 %237 to float
  %308 = call float @llvm.fma.f32(float %307, float %165, float %306)
  %309 = bitcast i32 %238 to float
  %310 = call float @llvm.fma.f32(float %309, float %166, float %308)
  store float %310, ptr %v2, align 4
  br label %endif8

endif8:                                           ; preds = %then7, %body5
  %311 = icmp sgt i32 %62, %45
  br i1 %311, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %312 = icmp slt i32 %53, %45
  br i1 %312, label %then11, label %endif12

endif10:                                          ; preds = %endif26, %endif8
  %313 = load i32, ptr %v3, align 4
  %314 = add i32 %313, 1024
  store i32 %314, ptr %v3, align 4
  br label %loop4

then11:                                           ; preds = %then9
  %315 = sext i32 %53 to i64
  %316 = mul i64 %315, 4
  %317 = add i64 %316, 0
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %2, i64 %318
  %320 = load <4 x float>, ptr addrspace(1) %319, align 16
  %321 = extractelement <4 x float> %320, i32 0
  %322 = extractelement <4 x float> %320, i32 1
  %323 = extractelement <4 x float> %320, i32 2
  %324 = extractelement <4 x float> %320, i32 3
  %325 = sext i32 %53 to i64
  %326 = mul i64 %325, 16
  %327 = add i64 %326, 0
  %328 = getelementptr i8, ptr addrspace(1) %44, i64 %327
  %329 = load <4 x i32>, ptr addrspace(1) %328, align 16
  %330 = extractelement <4 x i32> %329, i32 0
  %331 = extractelement <4 x i32> %329, i32 1
  %332 = extractelement <4 x i32> %329, i32 2
  %333 = extractelement <4 x i32> %329, i32 3
  %334 = load float, ptr %v2, align 4
  %335 = bitcast i32 %330 to float
  %336 = call float @llvm.fma.f32(float %335, float %321, float %334)
  %337 = bitcast i32 %331 to float
  %338 = call float @llvm.fma.f32(float %337, float %322, float %336)
  %339 = bitcast i32 %332 to float
  %340 = call float @llvm.fma.f32(float %339, float %323, float %338)
  %341 = bitcast i32 %333 to float
  %342 = call float @llvm.fma.f32(float %341, float %324, float %340)
  store float %342, ptr %v2, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %then9
  %343 = icmp slt i32 %54, %45
  br i1 %343, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %344 = sext i32 %54 to i64
  %345 = mul i64 %344, 4
  %346 = add i64 %345, 0
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(1) %2, i64 %347
  %349 = load <4 x float>, ptr addrspace(1) %348, align 16
  %350 = extractelement <4 x float> %349, i32 0
  %351 = extractelement <4 x float> %349, i32 1
  %352 = extractelement <4 x float> %349, i32 2
  %353 = extractelement <4 x float> %349, i32 3
  %354 = sext i32 %54 to i64
  %355 = mul i64 %354, 16
  %356 = add i64 %355, 0
  %357 = getelementptr i8, ptr addrspace(1) %44, i64 %356
  %358 = load <4 x i32>, ptr addrspace(1) %357, align 16
  %359 = extractelement <4 x i32> %358, i32 0
  %360 = extractelement <4 x i32> %358, i32 1
  %361 = extractelement <4 x i32> %358, i32 2
  %362 = extractelement <4 x i32> %358, i32 3
  %363 = load float, ptr %v2, align 4
  %364 = bitcast i32 %359 to float
  %365 = call float @llvm.fma.f32(float %364, float %350, float %363)
  %366 = bitcast i32 %360 to float
  %367 = call float @llvm.fma.f32(float %366, float %351, float %365)
  %368 = bitcast i32 %361 to float
  %369 = call float @llvm.fma.f32(float %368, float %352, float %367)
  %370 = bitcast i32 %362 to float
  %371 = call float @llvm.fma.f32(float %370, float %353, float %369)
  store float %371, ptr %v2, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %372 = icmp slt i32 %55, %45
  br i1 %372, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %373 = sext i32 %55 to i64
  %374 = mul i64 %373, 4
  %375 = add i64 %374, 0
  %376 = mul i64 %375, 4
  %377 = getelementptr i8, ptr addrspace(1) %2, i64 %376
  %378 = load <4 x float>, ptr addrspace(1) %377, align 16
  %379 = extractelement <4 x float> %378, i32 0
  %380 = extractelement <4 x float> %378, i32 1
  %381 = extractelement <4 x float> %378, i32 2
  %382 = extractelement <4 x float> %378, i32 3
  %383 = sext i32 %55 to i64
  %384 = mul i64 %383, 16
  %385 = add i64 %384, 0
  %386 = getelementptr i8, ptr addrspace(1) %44, i64 %385
  %387 = load <4 x i32>, ptr addrspace(1) %386, align 16
  %388 = extractelement <4 x i32> %387, i32 0
  %389 = extractelement <4 x i32> %387, i32 1
  %390 = extractelement <4 x i32> %387, i32 2
  %391 = extractelement <4 x i32> %387, i32 3
  %392 = load float, ptr %v2, align 4
  %393 = bitcast i32 %388 to float
  %394 = call float @llvm.fma.f32(float %393, float %379, float %392)
  %395 = bitcast i32 %389 to float
  %396 = call float @llvm.fma.f32(float %395, float %380, float %394)
  %397 = bitcast i32 %390 to float
  %398 = call float @llvm.fma.f32(float %397, float %381, float %396)
  %399 = bitcast i32 %391 to float
  %400 = call float @llvm.fma.f32(float %399, float %382, float %398)
  store float %400, ptr %v2, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %401 = icmp slt i32 %56, %45
  br i1 %401, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %402 = sext i32 %56 to i64
  %403 = mul i64 %402, 4
  %404 = add i64 %403, 0
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %2, i64 %405
  %407 = load <4 x float>, ptr addrspace(1) %406, align 16
  %408 = extractelement <4 x float> %407, i32 0
  %409 = extractelement <4 x float> %407, i32 1
  %410 = extractelement <4 x float> %407, i32 2
  %411 = extractelement <4 x float> %407, i32 3
  %412 = sext i32 %56 to i64
  %413 = mul i64 %412, 16
  %414 = add i64 %413, 0
  %415 = getelementptr i8, ptr addrspace(1) %44, i64 %414
  %416 = load <4 x i32>, ptr addrspace(1) %415, align 16
  %417 = extractelement <4 x i32> %416, i32 0
  %418 = extractelement <4 x i32> %416, i32 1
  %419 = extractelement <4 x i32> %416, i32 2
  %420 = extractelement <4 x i32> %416, i32 3
  %421 = load float, ptr %v2, align 4
  %422 = bitcast i32 %417 to float
  %423 = call float @llvm.fma.f32(float %422, float %408, float %421)
  %424 = bitcast i32 %418 to float
  %425 = call float @llvm.fma.f32(float %424, float %409, float %423)
  %426 = bitcast i32 %419 to float
  %427 = call float @llvm.fma.f32(float %426, float %410, float %425)
  %428 = bitcast i32 %420 to float
  %429 = call float @llvm.fma.f32(float %428, float %411, float %427)
  store float %429, ptr %v2, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %430 = icmp slt i32 %57, %45
  br i1 %430, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %431 = sext i32 %57 to i64
  %432 = mul i64 %431, 4
  %433 = add i64 %432, 0
  %434 = mul i64 %433, 4
  %435 = getelementptr i8, ptr addrspace(1) %2, i64 %434
  %436 = load <4 x float>, ptr addrspace(1) %435, align 16
  %437 = extractelement <4 x float> %436, i32 0
  %438 = extractelement <4 x float> %436, i32 1
  %439 = extractelement <4 x float> %436, i32 2
  %440 = extractelement <4 x float> %436, i32 3
  %441 = sext i32 %57 to i64
  %442 = mul i64 %441, 16
  %443 = add i64 %442, 0
  %444 = getelementptr i8, ptr addrspace(1) %44, i64 %443
  %445 = load <4 x i32>, ptr addrspace(1) %444, align 16
  %446 = extractelement <4 x i32> %445, i32 0
  %447 = extractelement <4 x i32> %445, i32 1
  %448 = extractelement <4 x i32> %445, i32 2
  %449 = extractelement <4 x i32> %445, i32 3
  %450 = load float, ptr %v2, align 4
  %451 = bitcast i32 %446 to float
  %452 = call float @llvm.fma.f32(float %451, float %437, float %450)
  %453 = bitcast i32 %447 to float
  %454 = call float @llvm.fma.f32(float %453, float %438, float %452)
  %455 = bitcast i32 %448 to float
  %456 = call float @llvm.fma.f32(float %455, float %439, float %454)
  %457 = bitcast i32 %449 to float
  %458 = call float @llvm.fma.f32(float %457, float %440, float %456)
  store float %458, ptr %v2, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %459 = icmp slt i32 %58, %45
  br i1 %459, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %460 = sext i32 %58 to i64
  %461 = mul i64 %460, 4
  %462 = add i64 %461, 0
  %463 = mul i64 %462, 4
  %464 = getelementptr i8, ptr addrspace(1) %2, i64 %463
  %465 = load <4 x float>, ptr addrspace(1) %464, align 16
  %466 = extractelement <4 x float> %465, i32 0
  %467 = extractelement <4 x float> %465, i32 1
  %468 = extractelement <4 x float> %465, i32 2
  %469 = extractelement <4 x float> %465, i32 3
  %470 = sext i32 %58 to i64
  %471 = mul i64 %470, 16
  %472 = add i64 %471, 0
  %473 = getelementptr i8, ptr addrspace(1) %44, i64 %472
  %474 = load <4 x i32>, ptr addrspace(1) %473, align 16
  %475 = extractelement <4 x i32> %474, i32 0
  %476 = extractelement <4 x i32> %474, i32 1
  %477 = extractelement <4 x i32> %474, i32 2
  %478 = extractelement <4 x i32> %474, i32 3
  %479 = load float, ptr %v2, align 4
  %480 = bitcast i32 %475 to float
  %481 = call float @llvm.fma.f32(float %480, float %466, float %479)
  %482 = bitcast i32 %476 to float
  %483 = call float @llvm.fma.f32(float %482, float %467, float %481)
  %484 = bitcast i32 %477 to float
  %485 = call float @llvm.fma.f32(float %484, float %468, float %483)
  %486 = bitcast i32 %478 to float
  %487 = call float @llvm.fma.f32(float %486, float %469, float %485)
  store float %487, ptr %v2, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %488 = icmp slt i32 %59, %45
  br i1 %488, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %489 = sext i32 %59 to i64
  %490 = mul i64 %489, 4
  %491 = add i64 %490, 0
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %2, i64 %492
  %494 = load <4 x float>, ptr addrspace(1) %493, align 16
  %495 = extractelement <4 x float> %494, i32 0
  %496 = extractelement <4 x float> %494, i32 1
  %497 = extractelement <4 x float> %494, i32 2
  %498 = extractelement <4 x float> %494, i32 3
  %499 = sext i32 %59 to i64
  %500 = mul i64 %499, 16
  %501 = add i64 %500, 0
  %502 = getelementptr i8, ptr addrspace(1) %44, i64 %501
  %503 = load <4 x i32>, ptr addrspace(1) %502, align 16
  %504 = extractelement <4 x i32> %503, i32 0
  %505 = extractelement <4 x i32> %503, i32 1
  %506 = extractelement <4 x i32> %503, i32 2
  %507 = extractelement <4 x i32> %503, i32 3
  %508 = load float, ptr %v2, align 4
  %509 = bitcast i32 %504 to float
  %510 = call float @llvm.fma.f32(float %509, float %495, float %508)
  %511 = bitcast i32 %505 to float
  %512 = call float @llvm.fma.f32(float %511, float %496, float %510)
  %513 = bitcast i32 %506 to float
  %514 = call float @llvm.fma.f32(float %513, float %497, float %512)
  %515 = bitcast i32 %507 to float
  %516 = call float @llvm.fma.f32(float %515, float %498, float %514)
  store float %516, ptr %v2, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %517 = icmp slt i32 %60, %45
  br i1 %517, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %518 = sext i32 %60 to i64
  %519 = mul i64 %518, 4
  %520 = add i64 %519, 0
  %521 = mul i64 %520, 4
  %522 = getelementptr i8, ptr addrspace(1) %2, i64 %521
  %523 = load <4 x float>, ptr addrspace(1) %522, align 16
  %524 = extractelement <4 x float> %523, i32 0
  %525 = extractelement <4 x float> %523, i32 1
  %526 = extractelement <4 x float> %523, i32 2
  %527 = extractelement <4 x float> %523, i32 3
  %528 = sext i32 %60 to i64
  %529 = mul i64 %528, 16
  %530 = add i64 %529, 0
  %531 = getelementptr i8, ptr addrspace(1) %44, i64 %530
  %532 = load <4 x i32>, ptr addrspace(1) %531, align 16
  %533 = extractelement <4 x i32> %532, i32 0
  %534 = extractelement <4 x i32> %532, i32 1
  %535 = extractelement <4 x i32> %532, i32 2
  %536 = extractelement <4 x i32> %532, i32 3
  %537 = load float, ptr %v2, align 4
  %538 = bitcast i32 %533 to float
  %539 = call float @llvm.fma.f32(float %538, float %524, float %537)
  %540 = bitcast i32 %534 to float
  %541 = call float @llvm.fma.f32(float %540, float %525, float %539)
  %542 = bitcast i32 %535 to float
  %543 = call float @llvm.fma.f32(float %542, float %526, float %541)
  %544 = bitcast i32 %536 to float
  %545 = call float @llvm.fma.f32(float %544, float %527, float %543)
  store float %545, ptr %v2, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  br label %endif10

then27:                                           ; preds = %endif
  %546 = load float, ptr %v1, align 4
  %547 = sext i32 %49 to i64
  %548 = mul i64 %547, 4
  %549 = getelementptr i8, ptr addrspace(3) @lds1, i64 %548
  store float %546, ptr addrspace(3) %549, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif
  call void @llvm.nvvm.barrier0()
  %550 = icmp eq i32 %25, 0
  %551 = and i1 %28, %550
  %552 = icmp ult i32 %13, 1
  %553 = and i1 %551, %552
  br i1 %553, label %then29, label %endif30

then29:                                           ; preds = %endif28
  %554 = add i32 %23, 0
  %555 = mul i32 %554, 1
  %556 = add i32 %555, %13
  %557 = sext i32 %556 to i64
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(3) @lds1, i64 %558
  %560 = load float, ptr addrspace(3) %559, align 4
  %561 = fadd float 0.000000e+00, %560
  %562 = add i32 %23, 1
  %563 = mul i32 %562, 1
  %564 = add i32 %563, %13
  %565 = sext i32 %564 to i64
  %566 = mul i64 %565, 4
  %567 = getelementptr i8, ptr addrspace(3) @lds1, i64 %566
  %568 = load float, ptr addrspace(3) %567, align 4
  %569 = fadd float %561, %568
  %570 = add i32 %23, 2
  %571 = mul i32 %570, 1
  %572 = add i32 %571, %13
  %573 = sext i32 %572 to i64
  %574 = mul i64 %573, 4
  %575 = getelementptr i8, ptr addrspace(3) @lds1, i64 %574
  %576 = load float, ptr addrspace(3) %575, align 4
  %577 = fadd float %569, %576
  %578 = add i32 %23, 3
  %579 = mul i32 %578, 1
  %580 = add i32 %579, %13
  %581 = sext i32 %580 to i64
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(3) @lds1, i64 %582
  %584 = load float, ptr addrspace(3) %583, align 4
  %585 = fadd float %577, %584
  %586 = add i32 %27, %13
  %587 = icmp slt i32 %586, %3
  br i1 %587, label %then31, label %endif32

endif30:                                          ; preds = %endif32, %endif28
  call void @llvm.nvvm.barrier0()
  %588 = load i32, ptr %v, align 4
  %589 = add i32 %588, 4
  store i32 %589, ptr %v, align 4
  br label %loop

then31:                                           ; preds = %then29
  %590 = add i32 0, %586
  %591 = sext i32 %590 to i64
  %592 = mul i64 %591, 4
  %593 = getelementptr i8, ptr addrspace(1) %0, i64 %592
  store float %585, ptr addrspace(1) %593, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %then29
  br label %endif30

then33:                                           ; preds = %done
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  %594 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %595 = atomicrmw add ptr addrspace(1) %594, i32 1 monotonic, align 4
  %596 = sub i32 %30, 1
  %597 = icmp eq i32 %595, %596
  br i1 %597, label %then35, label %endif36

endif34:                                          ; preds = %endif36, %done
  call void @llvm.nvvm.barrier0()
  %598 = load i32, ptr addrspace(3) @lds3, align 4
  %599 = icmp ne i32 %598, 0
  br i1 %599, label %then37, label %endif38

then35:                                           ; preds = %then33
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  br label %endif36

endif36:                                          ; preds = %then35, %then33
  %600 = zext i1 %597 to i32
  store i32 %600, ptr addrspace(3) @lds3, align 4
  br label %endif34

then37:                                           ; preds = %endif34
  %601 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %601, ptr %v39, align 4
  br label %loop40

endif38:                                          ; preds = %endif82, %endif34
  ret void

loop40:                                           ; preds = %body41, %then37
  %602 = load i32, ptr %v39, align 4
  %603 = icmp slt i32 %602, %3
  br i1 %603, label %body41, label %done42

body41:                                           ; preds = %loop40
  %604 = load i32, ptr %v39, align 4
  %605 = sext i32 %604 to i64
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  %608 = load volatile float, ptr addrspace(1) %607, align 4
  %609 = sext i32 %604 to i64
  %610 = mul i64 %609, 4
  %611 = getelementptr i8, ptr addrspace(3) @lds2, i64 %610
  store float %608, ptr addrspace(3) %611, align 4
  %612 = load i32, ptr %v39, align 4
  %613 = add i32 %612, 128
  store i32 %613, ptr %v39, align 4
  br label %loop40

done42:                                           ; preds = %loop40
  call void @llvm.nvvm.barrier0()
  %614 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %615 = lshr i32 %614, 5
  %616 = icmp eq i32 %615, 0
  br i1 %616, label %then43, label %endif44

then43:                                           ; preds = %done42
  %617 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %618 = and i32 %617, 31
  store float 0xFFF0000000000000, ptr %v45, align 4
  store i32 %618, ptr %v46, align 4
  br label %loop47

endif44:                                          ; preds = %endif76, %done42
  br i1 %32, label %then81, label %endif82

loop47:                                           ; preds = %body48, %then43
  %619 = load i32, ptr %v46, align 4
  %620 = icmp slt i32 %619, %3
  br i1 %620, label %body48, label %done49

body48:                                           ; preds = %loop47
  %621 = load i32, ptr %v46, align 4
  %622 = sext i32 %621 to i64
  %623 = mul i64 %622, 4
  %624 = getelementptr i8, ptr addrspace(3) @lds2, i64 %623
  %625 = load float, ptr addrspace(3) %624, align 4
  %626 = load float, ptr %v45, align 4
  %627 = fcmp ogt float %625, %626
  %628 = select i1 %627, float %625, float %626
  store float %628, ptr %v45, align 4
  %629 = load i32, ptr %v46, align 4
  %630 = add i32 %629, 32
  store i32 %630, ptr %v46, align 4
  br label %loop47

done49:                                           ; preds = %loop47
  %631 = load float, ptr %v45, align 4
  %632 = bitcast float %631 to i32
  %633 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %632, i32 16, i32 31)
  %634 = bitcast i32 %633 to float
  %635 = fcmp ogt float %631, %634
  %636 = select i1 %635, float %631, float %634
  %637 = bitcast float %636 to i32
  %638 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %637, i32 8, i32 31)
  %639 = bitcast i32 %638 to float
  %640 = fcmp ogt float %636, %639
  %641 = select i1 %640, float %636, float %639
  %642 = bitcast float %641 to i32
  %643 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %642, i32 4, i32 31)
  %644 = bitcast i32 %643 to float
  %645 = fcmp ogt float %641, %644
  %646 = select i1 %645, float %641, float %644
  %647 = bitcast float %646 to i32
  %648 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %647, i32 2, i32 31)
  %649 = bitcast i32 %648 to float
  %650 = fcmp ogt float %646, %649
  %651 = select i1 %650, float %646, float %649
  %652 = bitcast float %651 to i32
  %653 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %652, i32 1, i32 31)
  %654 = bitcast i32 %653 to float
  %655 = fcmp ogt float %651, %654
  %656 = select i1 %655, float %651, float %654
  store float 0.000000e+00, ptr %v50, align 4
  store i32 %618, ptr %v51, align 4
  br label %loop52

loop52:                                           ; preds = %body53, %done49
  %657 = load i32, ptr %v51, align 4
  %658 = icmp slt i32 %657, %3
  br i1 %658, label %body53, label %done54

body53:                                           ; preds = %loop52
  %659 = load i32, ptr %v51, align 4
  %660 = sext i32 %659 to i64
  %661 = mul i64 %660, 4
  %662 = getelementptr i8, ptr addrspace(3) @lds2, i64 %661
  %663 = load float, ptr addrspace(3) %662, align 4
  %664 = fsub float %663, %656
  %665 = fmul float %664, 0x3FF7154760000000
  %666 = fcmp olt float %665, -1.260000e+02
  %667 = fcmp ogt float %665, 1.270000e+02
  %668 = select i1 %666, float -1.260000e+02, float %665
  %669 = select i1 %667, float 1.270000e+02, float %668
  %670 = fadd float %669, 5.000000e-01
  %671 = call float @llvm.floor.f32(float %670)
  %672 = fsub float %669, %671
  %673 = fmul float 0x3EEFFCBFC0000000, %672
  %674 = fadd float %673, 0x3F24309120000000
  %675 = fmul float %674, %672
  %676 = fadd float %675, 0x3F55D87FE0000000
  %677 = fmul float %676, %672
  %678 = fadd float %677, 0x3F83B2AB60000000
  %679 = fmul float %678, %672
  %680 = fadd float %679, 0x3FAC6B08E0000000
  %681 = fmul float %680, %672
  %682 = fadd float %681, 0x3FCEBFBE00000000
  %683 = fmul float %682, %672
  %684 = fadd float %683, 0x3FE62E4300000000
  %685 = fmul float %684, %672
  %686 = fadd float %685, 1.000000e+00
  %687 = fptosi float %671 to i32
  %688 = add i32 %687, 127
  %689 = shl i32 %688, 23
  %690 = bitcast i32 %689 to float
  %691 = fmul float %686, %690
  %692 = select i1 %666, float 0.000000e+00, float %691
  %693 = select i1 %667, float 0x7FF0000000000000, float %692
  %694 = fcmp uno float %665, %665
  %695 = select i1 %694, float %665, float %693
  %696 = load float, ptr %v50, align 4
  %697 = fadd float %696, %695
  store float %697, ptr %v50, align 4
  %698 = load i32, ptr %v51, align 4
  %699 = add i32 %698, 32
  store i32 %699, ptr %v51, align 4
  br label %loop52

done54:                                           ; preds = %loop52
  %700 = load float, ptr %v50, align 4
  %701 = bitcast float %700 to i32
  %702 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %701, i32 16, i32 31)
  %703 = bitcast i32 %702 to float
  %704 = fadd float %700, %703
  %705 = bitcast float %704 to i32
  %706 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %705, i32 8, i32 31)
  %707 = bitcast i32 %706 to float
  %708 = fadd float %704, %707
  %709 = bitcast float %708 to i32
  %710 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %709, i32 4, i32 31)
  %711 = bitcast i32 %710 to float
  %712 = fadd float %708, %711
  %713 = bitcast float %712 to i32
  %714 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %713, i32 2, i32 31)
  %715 = bitcast i32 %714 to float
  %716 = fadd float %712, %715
  %717 = bitcast float %716 to i32
  %718 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %717, i32 1, i32 31)
  %719 = bitcast i32 %718 to float
  %720 = fadd float %716, %719
  store float 0x7FF0000000000000, ptr %v55, align 4
  store i32 -1, ptr %v56, align 4
  store float 0.000000e+00, ptr %v57, align 4
  store float 0.000000e+00, ptr %v58, align 4
  %721 = icmp eq i32 %618, 0
  %722 = icmp ne i32 %9, 0
  %723 = icmp sle i32 %8, 32
  %724 = and i1 %722, %723
  %725 = xor i1 %724, true
  %726 = and i1 %721, %725
  store i32 0, ptr %v59, align 4
  br label %loop60

loop60:                                           ; preds = %endif72, %done54
  %727 = load i32, ptr %v59, align 4
  %728 = icmp slt i32 %727, %8
  br i1 %728, label %body61, label %done62

body61:                                           ; preds = %loop60
  %729 = load i32, ptr %v59, align 4
  store float 0xFFF0000000000000, ptr %v63, align 4
  store i32 %3, ptr %v64, align 4
  %730 = load float, ptr %v55, align 4
  %731 = load i32, ptr %v56, align 4
  store i32 %618, ptr %v65, align 4
  br label %loop66

done62:                                           ; preds = %loop60
  %732 = load float, ptr %v57, align 4
  %733 = icmp slt i32 %618, %8
  %734 = and i1 %724, %733
  br i1 %734, label %then73, label %endif74

loop66:                                           ; preds = %body67, %body61
  %735 = load i32, ptr %v65, align 4
  %736 = icmp slt i32 %735, %3
  br i1 %736, label %body67, label %done68

body67:                                           ; preds = %loop66
  %737 = load i32, ptr %v65, align 4
  %738 = sext i32 %737 to i64
  %739 = mul i64 %738, 4
  %740 = getelementptr i8, ptr addrspace(3) @lds2, i64 %739
  %741 = load float, ptr addrspace(3) %740, align 4
  %742 = fcmp uno float %741, %741
  %743 = select i1 %742, float 0xFFF0000000000000, float %741
  %744 = fcmp olt float %743, %730
  %745 = fcmp oeq float %743, %730
  %746 = icmp sgt i32 %737, %731
  %747 = and i1 %745, %746
  %748 = or i1 %744, %747
  %749 = load float, ptr %v63, align 4
  %750 = load i32, ptr %v64, align 4
  %751 = fcmp ogt float %743, %749
  %752 = icmp eq i32 %750, %3
  %753 = or i1 %751, %752
  %754 = and i1 %748, %753
  %755 = select i1 %754, float %743, float %749
  store float %755, ptr %v63, align 4
  %756 = select i1 %754, i32 %737, i32 %750
  store i32 %756, ptr %v64, align 4
  %757 = load i32, ptr %v65, align 4
  %758 = add i32 %757, 32
  store i32 %758, ptr %v65, align 4
  br label %loop66

done68:                                           ; preds = %loop66
  %759 = load float, ptr %v63, align 4
  %760 = load i32, ptr %v64, align 4
  %761 = bitcast float %759 to i32
  %762 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %761, i32 16, i32 31)
  %763 = bitcast i32 %762 to float
  %764 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %760, i32 16, i32 31)
  %765 = fcmp ogt float %763, %759
  %766 = fcmp oeq float %763, %759
  %767 = icmp slt i32 %764, %760
  %768 = and i1 %766, %767
  %769 = or i1 %765, %768
  %770 = select i1 %769, float %763, float %759
  %771 = select i1 %769, i32 %764, i32 %760
  %772 = bitcast float %770 to i32
  %773 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %772, i32 8, i32 31)
  %774 = bitcast i32 %773 to float
  %775 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %771, i32 8, i32 31)
  %776 = fcmp ogt float %774, %770
  %777 = fcmp oeq float %774, %770
  %778 = icmp slt i32 %775, %771
  %779 = and i1 %777, %778
  %780 = or i1 %776, %779
  %781 = select i1 %780, float %774, float %770
  %782 = select i1 %780, i32 %775, i32 %771
  %783 = bitcast float %781 to i32
  %784 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %783, i32 4, i32 31)
  %785 = bitcast i32 %784 to float
  %786 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %782, i32 4, i32 31)
  %787 = fcmp ogt float %785, %781
  %788 = fcmp oeq float %785, %781
  %789 = icmp slt i32 %786, %782
  %790 = and i1 %788, %789
  %791 = or i1 %787, %790
  %792 = select i1 %791, float %785, float %781
  %793 = select i1 %791, i32 %786, i32 %782
  %794 = bitcast float %792 to i32
  %795 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %794, i32 2, i32 31)
  %796 = bitcast i32 %795 to float
  %797 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %793, i32 2, i32 31)
  %798 = fcmp ogt float %796, %792
  %799 = fcmp oeq float %796, %792
  %800 = icmp slt i32 %797, %793
  %801 = and i1 %799, %800
  %802 = or i1 %798, %801
  %803 = select i1 %802, float %796, float %792
  %804 = select i1 %802, i32 %797, i32 %793
  %805 = bitcast float %803 to i32
  %806 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %805, i32 1, i32 31)
  %807 = bitcast i32 %806 to float
  %808 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %804, i32 1, i32 31)
  %809 = fcmp ogt float %807, %803
  %810 = fcmp oeq float %807, %803
  %811 = icmp slt i32 %808, %804
  %812 = and i1 %810, %811
  %813 = or i1 %809, %812
  %814 = select i1 %813, float %807, float %803
  %815 = select i1 %813, i32 %808, i32 %804
  %816 = fsub float %814, %656
  %817 = fmul float %816, 0x3FF7154760000000
  %818 = fcmp olt float %817, -1.260000e+02
  %819 = fcmp ogt float %817, 1.270000e+02
  %820 = select i1 %818, float -1.260000e+02, float %817
  %821 = select i1 %819, float 1.270000e+02, float %820
  %822 = fadd float %821, 5.000000e-01
  %823 = call float @llvm.floor.f32(float %822)
  %824 = fsub float %821, %823
  %825 = fmul float 0x3EEFFCBFC0000000, %824
  %826 = fadd float %825, 0x3F24309120000000
  %827 = fmul float %826, %824
  %828 = fadd float %827, 0x3F55D87FE0000000
  %829 = fmul float %828, %824
  %830 = fadd float %829, 0x3F83B2AB60000000
  %831 = fmul float %830, %824
  %832 = fadd float %831, 0x3FAC6B08E0000000
  %833 = fmul float %832, %824
  %834 = fadd float %833, 0x3FCEBFBE00000000
  %835 = fmul float %834, %824
  %836 = fadd float %835, 0x3FE62E4300000000
  %837 = fmul float %836, %824
  %838 = fadd float %837, 1.000000e+00
  %839 = fptosi float %823 to i32
  %840 = add i32 %839, 127
  %841 = shl i32 %840, 23
  %842 = bitcast i32 %841 to float
  %843 = fmul float %838, %842
  %844 = select i1 %818, float 0.000000e+00, float %843
  %845 = select i1 %819, float 0x7FF0000000000000, float %844
  %846 = fcmp uno float %817, %817
  %847 = select i1 %846, float %817, float %845
  %848 = fdiv float %847, %720
  store float %814, ptr %v55, align 4
  store i32 %815, ptr %v56, align 4
  %849 = load float, ptr %v57, align 4
  %850 = fadd float %849, %848
  store float %850, ptr %v57, align 4
  %851 = icmp eq i32 %618, %729
  %852 = load float, ptr %v58, align 4
  %853 = select i1 %851, float %848, float %852
  store float %853, ptr %v58, align 4
  %854 = add i32 0, %729
  br i1 %721, label %then69, label %endif70

then69:                                           ; preds = %done68
  %855 = sext i32 %854 to i64
  %856 = mul i64 %855, 4
  %857 = getelementptr i8, ptr addrspace(1) %5, i64 %856
  store i32 %815, ptr addrspace(1) %857, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %done68
  br i1 %726, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %858 = sext i32 %854 to i64
  %859 = mul i64 %858, 4
  %860 = getelementptr i8, ptr addrspace(1) %6, i64 %859
  store float %848, ptr addrspace(1) %860, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %861 = load i32, ptr %v59, align 4
  %862 = add i32 %861, 1
  store i32 %862, ptr %v59, align 4
  br label %loop60

then73:                                           ; preds = %done62
  %863 = load float, ptr %v58, align 4
  %864 = fdiv float %863, %732
  %865 = add i32 0, %618
  %866 = sext i32 %865 to i64
  %867 = mul i64 %866, 4
  %868 = getelementptr i8, ptr addrspace(1) %6, i64 %867
  store float %864, ptr addrspace(1) %868, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %done62
  %869 = xor i1 %723, true
  %870 = and i1 %722, %869
  %871 = and i1 %870, %721
  br i1 %871, label %then75, label %endif76

then75:                                           ; preds = %endif74
  store i32 0, ptr %v77, align 4
  br label %loop78

endif76:                                          ; preds = %done80, %endif74
  br label %endif44

loop78:                                           ; preds = %body79, %then75
  %872 = load i32, ptr %v77, align 4
  %873 = icmp slt i32 %872, %8
  br i1 %873, label %body79, label %done80

body79:                                           ; preds = %loop78
  %874 = load i32, ptr %v77, align 4
  %875 = add i32 0, %874
  %876 = sext i32 %875 to i64
  %877 = mul i64 %876, 4
  %878 = getelementptr i8, ptr addrspace(1) %6, i64 %877
  %879 = load float, ptr addrspace(1) %878, align 4
  %880 = fdiv float %879, %732
  %881 = sext i32 %875 to i64
  %882 = mul i64 %881, 4
  %883 = getelementptr i8, ptr addrspace(1) %6, i64 %882
  store float %880, ptr addrspace(1) %883, align 4
  %884 = load i32, ptr %v77, align 4
  %885 = add i32 %884, 1
  store i32 %885, ptr %v77, align 4
  br label %loop78

done80:                                           ; preds = %loop78
  br label %endif76

then81:                                           ; preds = %endif44
  %886 = getelementptr i8, ptr addrspace(1) %7, i64 0
  store i32 0, ptr addrspace(1) %886, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif44
  br label %endif38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_router_matvec_topk_f32, !"kernel", i32 1}
!1 = !{ptr @strata_router_matvec_topk_f32, !"maxntidx", i32 128}
