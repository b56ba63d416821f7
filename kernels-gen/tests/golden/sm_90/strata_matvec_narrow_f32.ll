; ModuleID = 'strata_matvec_narrow_f32'
source_filename = "strata_matvec_narrow_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [16 x i8] undef, align 16

define void @strata_matvec_narrow_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, 1
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 5
  %14 = and i32 %12, 31
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif30, %entry
  %16 = load i32, ptr %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr %v, align 4
  %19 = udiv i32 %18, 4
  %20 = urem i32 %18, 4
  %21 = mul i32 %19, 1
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr %v1, align 4
  br i1 %23, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = and i32 %24, 31
  %26 = sext i32 %4 to i64
  %27 = udiv i64 %26, 1
  %28 = mul i64 %27, 4
  %29 = sub i32 %3, 1
  %30 = add i32 %22, 0
  %31 = icmp sgt i32 %30, %29
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, %28
  %35 = getelementptr i8, ptr addrspace(1) %1, i64 %34
  store float 0.000000e+00, ptr %v2, align 4
  %36 = udiv i32 %4, 4
  %37 = mul i32 %20, 256
  %38 = add i32 %25, %37
  store i32 %38, ptr %v3, align 4
  br label %loop4

endif:                                            ; preds = %done6, %body
  %39 = mul i32 %18, 1
  %40 = add i32 %39, %13
  br i1 %15, label %then27, label %endif28

loop4:                                            ; preds = %endif10, %then
  %41 = load i32, ptr %v3, align 4
  %42 = icmp slt i32 %41, %36
  br i1 %42, label %body5, label %done6

body5:                                            ; preds = %loop4
  %43 = load i32, ptr %v3, align 4
  %44 = add i32 %43, 0
  %45 = add i32 %43, 32
  %46 = add i32 %43, 64
  %47 = add i32 %43, 96
  %48 = add i32 %43, 128
  %49 = add i32 %43, 160
  %50 = add i32 %43, 192
  %51 = add i32 %43, 224
  %52 = sub i32 %43, %25
  %53 = add i32 %52, 256
  %54 = icmp sle i32 %53, %36
  br i1 %54, label %then7, label %endif8

done6:                                            ; preds = %loop4
  %55 = load float, ptr %v2, align 4
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = and i32 %56, 31
  %58 = bitcast float %55 to i32
  %59 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 16, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = fadd float %55, %60
  %62 = bitcast float %61 to i32
  %63 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 8, i32 31)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %61, %64
  %66 = bitcast float %65 to i32
  %67 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 4, i32 31)
  %68 = bitcast i32 %67 to float
  %69 = fadd float %65, %68
  %70 = bitcast float %69 to i32
  %71 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 2, i32 31)
  %72 = bitcast i32 %71 to float
  %73 = fadd float %69, %72
  %74 = bitcast float %73 to i32
  %75 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 1, i32 31)
  %76 = bitcast i32 %75 to float
  %77 = fadd float %73, %76
  store float %77, ptr %v1, align 4
  br label %endif

then7:                                            ; preds = %body5
  %78 = sext i32 %44 to i64
  %79 = mul i64 %78, 4
  %80 = add i64 %79, 0
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %2, i64 %81
  %83 = load <4 x float>, ptr addrspace(1) %82, align 16
  %84 = extractelement <4 x float> %83, i32 0
  %85 = extractelement <4 x float> %83, i32 1
  %86 = extractelement <4 x float> %83, i32 2
  %87 = extractelement <4 x float> %83, i32 3
  %88 = sext i32 %45 to i64
  %89 = mul i64 %88, 4
  %90 = add i64 %89, 0
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %2, i64 %91
  %93 = load <4 x float>, ptr addrspace(1) %92, align 16
  %94 = extractelement <4 x float> %93, i32 0
  %95 = extractelement <4 x float> %93, i32 1
  %96 = extractelement <4 x float> %93, i32 2
  %97 = extractelement <4 x float> %93, i32 3
  %98 = sext i32 %46 to i64
  %99 = mul i64 %98, 4
  %100 = add i64 %99, 0
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %2, i64 %101
  %103 = load <4 x float>, ptr addrspace(1) %102, align 16
  %104 = extractelement <4 x float> %103, i32 0
  %105 = extractelement <4 x float> %103, i32 1
  %106 = extractelement <4 x float> %103, i32 2
  %107 = extractelement <4 x float> %103, i32 3
  %108 = sext i32 %47 to i64
  %109 = mul i64 %108, 4
  %110 = add i64 %109, 0
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %2, i64 %111
  %113 = load <4 x float>, ptr addrspace(1) %112, align 16
  %114 = extractelement <4 x float> %113, i32 0
  %115 = extractelement <4 x float> %113, i32 1
  %116 = extractelement <4 x float> %113, i32 2
  %117 = extractelement <4 x float> %113, i32 3
  %118 = sext i32 %48 to i64
  %119 = mul i64 %118, 4
  %120 = add i64 %119, 0
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %2, i64 %121
  %123 = load <4 x float>, ptr addrspace(1) %122, align 16
  %124 = extractelement <4 x float> %123, i32 0
  %125 = extractelement <4 x float> %123, i32 1
  %126 = extractelement <4 x float> %123, i32 2
  %127 = extractelement <4 x float> %123, i32 3
  %128 = sext i32 %49 to i64
  %129 = mul i64 %128, 4
  %130 = add i64 %129, 0
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %2, i64 %131
  %133 = load <4 x float>, ptr addrspace(1) %132, align 16
  %134 = extractelement <4 x float> %133, i32 0
  %135 = extractelement <4 x float> %133, i32 1
  %136 = extractelement <4 x float> %133, i32 2
  %137 = extractelement <4 x float> %133, i32 3
  %138 = sext i32 %50 to i64
  %139 = mul i64 %138, 4
  %140 = add i64 %139, 0
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %2, i64 %141
  %143 = load <4 x float>, ptr addrspace(1) %142, align 16
  %144 = extractelement <4 x float> %143, i32 0
  %145 = extractelement <4 x float> %143, i32 1
  %146 = extractelement <4 x float> %143, i32 2
  %147 = extractelement <4 x float> %143, i32 3
  %148 = sext i32 %51 to i64
  %149 = mul i64 %148, 4
  %150 = add i64 %149, 0
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %2, i64 %151
  %153 = load <4 x float>, ptr addrspace(1) %152, align 16
  %154 = extractelement <4 x float> %153, i32 0
  %155 = extractelement <4 x float> %153, i32 1
  %156 = extractelement <4 x float> %153, i32 2
  %157 = extractelement <4 x float> %153, i32 3
  %158 = sext i32 %44 to i64
  %159 = mul i64 %158, 16
  %160 = add i64 %159, 0
  %161 = getelementptr i8, ptr addrspace(1) %35, i64 %160
  %162 = load <4 x i32>, ptr addrspace(1) %161, align 16
  %163 = extractelement <4 x i32> %162, i32 0
  %164 = extractelement <4 x i32> %162, i32 1
  %165 = extractelement <4 x i32> %162, i32 2
  %166 = extractelement <4 x i32> %162, i32 3
  %167 = sext i32 %45 to i64
  %168 = mul i64 %167, 16
  %169 = add i64 %168, 0
  %170 = getelementptr i8, ptr addrspace(1) %35, i64 %169
  %171 = load <4 x i32>, ptr addrspace(1) %170, align 16
  %172 = extractelement <4 x i32> %171, i32 0
  %173 = extractelement <4 x i32> %171, i32 1
  %174 = extractelement <4 x i32> %171, i32 2
  %175 = extractelement <4 x i32> %171, i32 3
  %176 = sext i32 %46 to i64
  %177 = mul i64 %176, 16
  %178 = add i64 %177, 0
  %179 = getelementptr i8, ptr addrspace(1) %35, i64 %178
  %180 = load <4 x i32>, ptr addrspace(1) %179, align 16
  %181 = extractelement <4 x i32> %180, i32 0
  %182 = extractelement <4 x i32> %180, i32 1
  %183 = extractelement <4 x i32> %180, i32 2
  %184 = extractelement <4 x i32> %180, i32 3
  %185 = sext i32 %47 to i64
  %186 = mul i64 %185, 16
  %187 = add i64 %186, 0
  %188 = getelementptr i8, ptr addrspace(1) %35, i64 %187
  %189 = load <4 x i32>, ptr addrspace(1) %188, align 16
  %190 = extractelement <4 x i32> %189, i32 0
  %191 = extractelement <4 x i32> %189, i32 1
  %192 = extractelement <4 x i32> %189, i32 2
  %193 = extractelement <4 x i32> %189, i32 3
  %194 = sext i32 %48 to i64
  %195 = mul i64 %194, 16
  %196 = add i64 %195, 0
  %197 = getelementptr i8, ptr addrspace(1) %35, i64 %196
  %198 = load <4 x i32>, ptr addrspace(1) %197, align 16
  %199 = extractelement <4 x i32> %198, i32 0
  %200 = extractelement <4 x i32> %198, i32 1
  %201 = extractelement <4 x i32> %198, i32 2
  %202 = extractelement <4 x i32> %198, i32 3
  %203 = sext i32 %49 to i64
  %204 = mul i64 %203, 16
  %205 = add i64 %204, 0
  %206 = getelementptr i8, ptr addrspace(1) %35, i64 %205
  %207 = load <4 x i32>, ptr addrspace(1) %206, align 16
  %208 = extractelement <4 x i32> %207, i32 0
  %209 = extractelement <4 x i32> %207, i32 1
  %210 = extractelement <4 x i32> %207, i32 2
  %211 = extractelement <4 x i32> %207, i32 3
  %212 = sext i32 %50 to i64
  %213 = mul i64 %212, 16
  %214 = add i64 %213, 0
  %215 = getelementptr i8, ptr addrspace(1) %35, i64 %214
  %216 = load <4 x i32>, ptr addrspace(1) %215, align 16
  %217 = extractelement <4 x i32> %216, i32 0
  %218 = extractelement <4 x i32> %216, i32 1
  %219 = extractelement <4 x i32> %216, i32 2
  %220 = extractelement <4 x i32> %216, i32 3
  %221 = sext i32 %51 to i64
  %222 = mul i64 %221, 16
  %223 = add i64 %222, 0
  %224 = getelementptr i8, ptr addrspace(1) %35, i64 %223
  %225 = load <4 x i32>, ptr addrspace(1) %224, align 16
  %226 = extractelement <4 x i32> %225, i32 0
  %227 = extractelement <4 x i32> %225, i32 1
  %228 = extractelement <4 x i32> %225, i32 2
  %229 = extractelement <4 x i32> %225, i32 3
  %230 = load float, ptr %v2, align 4
  %231 = bitcast i32 %163 to float
  %232 = call float @llvm.fma.f32(float %231, float %84, float %230)
  %233 = bitcast i32 %164 to float
  %234 = call float @llvm.fma.f32(float %233, float %85, float %232)
  %235 = bitcast i32 %165 to float
  %236 = call float @llvm.fma.f32(float %235, float %86, float %234)
  %237 = bitcast i32 %166 to float
  %238 = call float @llvm.fma.f32(float %237, float %87, float %236)
  store float %238, ptr %v2, align 4
  %239 = load float, ptr %v2, align 4
  %240 = bitcast i32 %172 to float
  %241 = call float @llvm.fma.f32(float %240, float %94, float %239)
  %242 = bitcast i32 %173 to float
  %243 = call float @llvm.fma.f32(float %242, float %95, float %241)
  %244 = bitcast i32 %174 to float
  %245 = call float @llvm.fma.f32(float %244, float %96, float %243)
  %246 = bitcast i32 %175 to float
  %247 = call float @llvm.fma.f32(float %246, float %97, float %245)
  store float %247, ptr %v2, align 4
  %248 = load float, ptr %v2, align 4
  %249 = bitcast i32 %181 to float
  %250 = call float @llvm.fma.f32(float %249, float %104, float %248)
  %251 = bitcast i32 %182 to float
  %252 = call float @llvm.fma.f32(float %251, float %105, float %250)
  %253 = bitcast i32 %183 to float
  %254 = call float @llvm.fma.f32(float %253, float %106, float %252)
  %255 = bitcast i32 %184 to float
  %256 = call float @llvm.fma.f32(float %255, float %107, float %254)
  store float %256, ptr %v2, align 4
  %257 = load float, ptr %v2, align 4
  %258 = bitcast i32 %190 to float
  %259 = call float @llvm.fma.f32(float %258, float %114, float %257)
  %260 = bitcast i32 %191 to float
  %261 = call float @llvm.fma.f32(float %260, float %115, float %259)
  %262 = bitcast i32 %192 to float
  %263 = call float @llvm.fma.f32(float %262, float %116, float %261)
  %264 = bitcast i32 %193 to float
  %265 = call float @llvm.fma.f32(float %264, float %117, float %263)
  store float %265, ptr %v2, align 4
  %266 = load float, ptr %v2, align 4
  %267 = bitcast i32 %199 to float
  %268 = call float @llvm.fma.f32(float %267, float %124, float %266)
  %269 = bitcast i32 %200 to float
  %270 = call float @llvm.fma.f32(float %269, float %125, float %268)
  %271 = bitcast i32 %201 to float
  %272 = call float @llvm.fma.f32(float %271, float %126, float %270)
  %273 = bitcast i32 %202 to float
  %274 = call float @llvm.fma.f32(float %273, float %127, float %272)
  store float %274, ptr %v2, align 4
  %275 = load float, ptr %v2, align 4
  %276 = bitcast i32 %208 to float
  %277 = call float @llvm.fma.f32(float %276, float %134, float %275)
  %278 = bitcast i32 %209 to float
  %279 = call float @llvm.fma.f32(float %278, float %135, float %277)
  %280 = bitcast i32 %210 to float
  %281 = call float @llvm.fma.f32(float %280, float %136, float %279)
  %282 = bitcast i32 %211 to float
  %283 = call float @llvm.fma.f32(float %282, float %137, float %281)
  store float %283, ptr %v2, align 4
  %284 = load float, ptr %v2, align 4
  %285 = bitcast i32 %217 to float
  %286 = call float @llvm.fma.f32(float %285, float %144, float %284)
  %287 = bitcast i32 %218 to float
  %288 = call float @llvm.fma.f32(float %287, float %145, float %286)
  %289 = bitcast i32 %219 to float
  %290 = call float @llvm.fma.f32(float %289, float %146, float %288)
  %291 = bitcast i32 %220 to float
  %292 = call float @llvm.fma.f32(float %291, float %147, float %290)
  store float %292, ptr %v2, align 4
  %293 = load float, ptr %v2, align 4
  %294 = bitcast i32 %226 to float
  %295 = call float @llvm.fma.f32(float %294, float %154, float %293)
  %296 = bitcast i32 %227 to float
  %297 = call float @llvm.fma.f32(float %296, float %155, float %295)
  %298 = bitcast i32 %228 to float
  %299 = call float @llvm.fma.f32(float %298, float %156, float %297)
  %300 = bitcast i32 %229 to float
  %301 = call float @llvm.fma.f32(float %300, float %157, float %299)
  store float %301, ptr %v2, align 4
  br label %endif8

endif8:                                           ; preds = %then7, %body5
  %302 = icmp sgt i32 %53, %36
  br i1 %302, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %303 = icmp slt i32 %44, %36
  br i1 %303, label %then11, label %endif12

endif10:                                          ; preds = %endif26, %endif8
  %304 = load i32, ptr %v3, align 4
  %305 = add i32 %304, 1024
  store i32 %305, ptr %v3, align 4
  br label %loop4

then11:                                           ; preds = %then9
  %306 = sext i32 %44 to i64
  %307 = mul i64 %306, 4
  %308 = add i64 %307, 0
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %2, i64 %309
  %311 = load <4 x float>, ptr addrspace(1) %310, align 16
  %312 = extractelement <4 x float> %311, i32 0
  %313 = extractelement <4 x float> %311, i32 1
  %314 = extractelement <4 x float> %311, i32 2
  %315 = extractelement <4 x float> %311, i32 3
  %316 = sext i32 %44 to i64
  %317 = mul i64 %316, 16
  %318 = add i64 %317, 0
  %319 = getelementptr i8, ptr addrspace(1) %35, i64 %318
  %320 = load <4 x i32>, ptr addrspace(1) %319, align 16
  %321 = extractelement <4 x i32> %320, i32 0
  %322 = extractelement <4 x i32> %320, i32 1
  %323 = extractelement <4 x i32> %320, i32 2
  %324 = extractelement <4 x i32> %320, i32 3
  %325 = load float, ptr %v2, align 4
  %326 = bitcast i32 %321 to float
  %327 = call float @llvm.fma.f32(float %326, float %312, float %325)
  %328 = bitcast i32 %322 to float
  %329 = call float @llvm.fma.f32(float %328, float %313, float %327)
  %330 = bitcast i32 %323 to float
  %331 = call float @llvm.fma.f32(float %330, float %314, float %329)
  %332 = bitcast i32 %324 to float
  %333 = call float @llvm.fma.f32(float %332, float %315, float %331)
  store float %333, ptr %v2, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %then9
  %334 = icmp slt i32 %45, %36
  br i1 %334, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %335 = sext i32 %45 to i64
  %336 = mul i64 %335, 4
  %337 = add i64 %336, 0
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %2, i64 %338
  %340 = load <4 x float>, ptr addrspace(1) %339, align 16
  %341 = extractelement <4 x float> %340, i32 0
  %342 = extractelement <4 x float> %340, i32 1
  %343 = extractelement <4 x float> %340, i32 2
  %344 = extractelement <4 x float> %340, i32 3
  %345 = sext i32 %45 to i64
  %346 = mul i64 %345, 16
  %347 = add i64 %346, 0
  %348 = getelementptr i8, ptr addrspace(1) %35, i64 %347
  %349 = load <4 x i32>, ptr addrspace(1) %348, align 16
  %350 = extractelement <4 x i32> %349, i32 0
  %351 = extractelement <4 x i32> %349, i32 1
  %352 = extractelement <4 x i32> %349, i32 2
  %353 = extractelement <4 x i32> %349, i32 3
  %354 = load float, ptr %v2, align 4
  %355 = bitcast i32 %350 to float
  %356 = call float @llvm.fma.f32(float %355, float %341, float %354)
  %357 = bitcast i32 %351 to float
  %358 = call float @llvm.fma.f32(float %357, float %342, float %356)
  %359 = bitcast i32 %352 to float
  %360 = call float @llvm.fma.f32(float %359, float %343, float %358)
  %361 = bitcast i32 %353 to float
  %362 = call float @llvm.fma.f32(float %361, float %344, float %360)
  store float %362, ptr %v2, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %363 = icmp slt i32 %46, %36
  br i1 %363, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %364 = sext i32 %46 to i64
  %365 = mul i64 %364, 4
  %366 = add i64 %365, 0
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %2, i64 %367
  %369 = load <4 x float>, ptr addrspace(1) %368, align 16
  %370 = extractelement <4 x float> %369, i32 0
  %371 = extractelement <4 x float> %369, i32 1
  %372 = extractelement <4 x float> %369, i32 2
  %373 = extractelement <4 x float> %369, i32 3
  %374 = sext i32 %46 to i64
  %375 = mul i64 %374, 16
  %376 = add i64 %375, 0
  %377 = getelementptr i8, ptr addrspace(1) %35, i64 %376
  %378 = load <4 x i32>, ptr addrspace(1) %377, align 16
  %379 = extractelement <4 x i32> %378, i32 0
  %380 = extractelement <4 x i32> %378, i32 1
  %381 = extractelement <4 x i32> %378, i32 2
  %382 = extractelement <4 x i32> %378, i32 3
  %383 = load float, ptr %v2, align 4
  %384 = bitcast i32 %379 to float
  %385 = call float @llvm.fma.f32(float %384, float %370, float %383)
  %386 = bitcast i32 %380 to float
  %387 = call float @llvm.fma.f32(float %386, float %371, float %385)
  %388 = bitcast i32 %381 to float
  %389 = call float @llvm.fma.f32(float %388, float %372, float %387)
  %390 = bitcast i32 %382 to float
  %391 = call float @llvm.fma.f32(float %390, float %373, float %389)
  store float %391, ptr %v2, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %392 = icmp slt i32 %47, %36
  br i1 %392, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %393 = sext i32 %47 to i64
  %394 = mul i64 %393, 4
  %395 = add i64 %394, 0
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(1) %2, i64 %396
  %398 = load <4 x float>, ptr addrspace(1) %397, align 16
  %399 = extractelement <4 x float> %398, i32 0
  %400 = extractelement <4 x float> %398, i32 1
  %401 = extractelement <4 x float> %398, i32 2
  %402 = extractelement <4 x float> %398, i32 3
  %403 = sext i32 %47 to i64
  %404 = mul i64 %403, 16
  %405 = add i64 %404, 0
  %406 = getelementptr i8, ptr addrspace(1) %35, i64 %405
  %407 = load <4 x i32>, ptr addrspace(1) %406, align 16
  %408 = extractelement <4 x i32> %407, i32 0
  %409 = extractelement <4 x i32> %407, i32 1
  %410 = extractelement <4 x i32> %407, i32 2
  %411 = extractelement <4 x i32> %407, i32 3
  %412 = load float, ptr %v2, align 4
  %413 = bitcast i32 %408 to float
  %414 = call float @llvm.fma.f32(float %413, float %399, float %412)
  %415 = bitcast i32 %409 to float
  %416 = call float @llvm.fma.f32(float %415, float %400, float %414)
  %417 = bitcast i32 %410 to float
  %418 = call float @llvm.fma.f32(float %417, float %401, float %416)
  %419 = bitcast i32 %411 to float
  %420 = call float @llvm.fma.f32(float %419, float %402, float %418)
  store float %420, ptr %v2, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %421 = icmp slt i32 %48, %36
  br i1 %421, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %422 = sext i32 %48 to i64
  %423 = mul i64 %422, 4
  %424 = add i64 %423, 0
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %2, i64 %425
  %427 = load <4 x float>, ptr addrspace(1) %426, align 16
  %428 = extractelement <4 x float> %427, i32 0
  %429 = extractelement <4 x float> %427, i32 1
  %430 = extractelement <4 x float> %427, i32 2
  %431 = extractelement <4 x float> %427, i32 3
  %432 = sext i32 %48 to i64
  %433 = mul i64 %432, 16
  %434 = add i64 %433, 0
  %435 = getelementptr i8, ptr addrspace(1) %35, i64 %434
  %436 = load <4 x i32>, ptr addrspace(1) %435, align 16
  %437 = extractelement <4 x i32> %436, i32 0
  %438 = extractelement <4 x i32> %436, i32 1
  %439 = extractelement <4 x i32> %436, i32 2
  %440 = extractelement <4 x i32> %436, i32 3
  %441 = load float, ptr %v2, align 4
  %442 = bitcast i32 %437 to float
  %443 = call float @llvm.fma.f32(float %442, float %428, float %441)
  %444 = bitcast i32 %438 to float
  %445 = call float @llvm.fma.f32(float %444, float %429, float %443)
  %446 = bitcast i32 %439 to float
  %447 = call float @llvm.fma.f32(float %446, float %430, float %445)
  %448 = bitcast i32 %440 to float
  %449 = call float @llvm.fma.f32(float %448, float %431, float %447)
  store float %449, ptr %v2, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %450 = icmp slt i32 %49, %36
  br i1 %450, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %451 = sext i32 %49 to i64
  %452 = mul i64 %451, 4
  %453 = add i64 %452, 0
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %2, i64 %454
  %456 = load <4 x float>, ptr addrspace(1) %455, align 16
  %457 = extractelement <4 x float> %456, i32 0
  %458 = extractelement <4 x float> %456, i32 1
  %459 = extractelement <4 x float> %456, i32 2
  %460 = extractelement <4 x float> %456, i32 3
  %461 = sext i32 %49 to i64
  %462 = mul i64 %461, 16
  %463 = add i64 %462, 0
  %464 = getelementptr i8, ptr addrspace(1) %35, i64 %463
  %465 = load <4 x i32>, ptr addrspace(1) %464, align 16
  %466 = extractelement <4 x i32> %465, i32 0
  %467 = extractelement <4 x i32> %465, i32 1
  %468 = extractelement <4 x i32> %465, i32 2
  %469 = extractelement <4 x i32> %465, i32 3
  %470 = load float, ptr %v2, align 4
  %471 = bitcast i32 %466 to float
  %472 = call float @llvm.fma.f32(float %471, float %457, float %470)
  %473 = bitcast i32 %467 to float
  %474 = call float @llvm.fma.f32(float %473, float %458, float %472)
  %475 = bitcast i32 %468 to float
  %476 = call float @llvm.fma.f32(float %475, float %459, float %474)
  %477 = bitcast i32 %469 to float
  %478 = call float @llvm.fma.f32(float %477, float %460, float %476)
  store float %478, ptr %v2, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %479 = icmp slt i32 %50, %36
  br i1 %479, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %480 = sext i32 %50 to i64
  %481 = mul i64 %480, 4
  %482 = add i64 %481, 0
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %2, i64 %483
  %485 = load <4 x float>, ptr addrspace(1) %484, align 16
  %486 = extractelement <4 x float> %485, i32 0
  %487 = extractelement <4 x float> %485, i32 1
  %488 = extractelement <4 x float> %485, i32 2
  %489 = extractelement <4 x float> %485, i32 3
  %490 = sext i32 %50 to i64
  %491 = mul i64 %490, 16
  %492 = add i64 %491, 0
  %493 = getelementptr i8, ptr addrspace(1) %35, i64 %492
  %494 = load <4 x i32>, ptr addrspace(1) %493, align 16
  %495 = extractelement <4 x i32> %494, i32 0
  %496 = extractelement <4 x i32> %494, i32 1
  %497 = extractelement <4 x i32> %494, i32 2
  %498 = extractelement <4 x i32> %494, i32 3
  %499 = load float, ptr %v2, align 4
  %500 = bitcast i32 %495 to float
  %501 = call float @llvm.fma.f32(float %500, float %486, float %499)
  %502 = bitcast i32 %496 to float
  %503 = call float @llvm.fma.f32(float %502, float %487, float %501)
  %504 = bitcast i32 %497 to float
  %505 = call float @llvm.fma.f32(float %504, float %488, float %503)
  %506 = bitcast i32 %498 to float
  %507 = call float @llvm.fma.f32(float %506, float %489, float %505)
  store float %507, ptr %v2, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %508 = icmp slt i32 %51, %36
  br i1 %508, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %509 = sext i32 %51 to i64
  %510 = mul i64 %509, 4
  %511 = add i64 %510, 0
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr addrspace(1) %2, i64 %512
  %514 = load <4 x float>, ptr addrspace(1) %513, align 16
  %515 = extractelement <4 x float> %514, i32 0
  %516 = extractelement <4 x float> %514, i32 1
  %517 = extractelement <4 x float> %514, i32 2
  %518 = extractelement <4 x float> %514, i32 3
  %519 = sext i32 %51 to i64
  %520 = mul i64 %519, 16
  %521 = add i64 %520, 0
  %522 = getelementptr i8, ptr addrspace(1) %35, i64 %521
  %523 = load <4 x i32>, ptr addrspace(1) %522, align 16
  %524 = extractelement <4 x i32> %523, i32 0
  %525 = extractelement <4 x i32> %523, i32 1
  %526 = extractelement <4 x i32> %523, i32 2
  %527 = extractelement <4 x i32> %523, i32 3
  %528 = load float, ptr %v2, align 4
  %529 = bitcast i32 %524 to float
  %530 = call float @llvm.fma.f32(float %529, float %515, float %528)
  %531 = bitcast i32 %525 to float
  %532 = call float @llvm.fma.f32(float %531, float %516, float %530)
  %533 = bitcast i32 %526 to float
  %534 = call float @llvm.fma.f32(float %533, float %517, float %532)
  %535 = bitcast i32 %527 to float
  %536 = call float @llvm.fma.f32(float %535, float %518, float %534)
  store float %536, ptr %v2, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  br label %endif10

then27:                                           ; preds = %endif
  %537 = load float, ptr %v1, align 4
  %538 = sext i32 %40 to i64
  %539 = mul i64 %538, 4
  %540 = getelementptr i8, ptr addrspace(3) @lds1, i64 %539
  store float %537, ptr addrspace(3) %540, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif
  call void @llvm.nvvm.barrier0()
  %541 = icmp eq i32 %20, 0
  %542 = and i1 %23, %541
  %543 = icmp ult i32 %8, 1
  %544 = and i1 %542, %543
  br i1 %544, label %then29, label %endif30

then29:                                           ; preds = %endif28
  %545 = add i32 %18, 0
  %546 = mul i32 %545, 1
  %547 = add i32 %546, %8
  %548 = sext i32 %547 to i64
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(3) @lds1, i64 %549
  %551 = load float, ptr addrspace(3) %550, align 4
  %552 = fadd float 0.000000e+00, %551
  %553 = add i32 %18, 1
  %554 = mul i32 %553, 1
  %555 = add i32 %554, %8
  %556 = sext i32 %555 to i64
  %557 = mul i64 %556, 4
  %558 = getelementptr i8, ptr addrspace(3) @lds1, i64 %557
  %559 = load float, ptr addrspace(3) %558, align 4
  %560 = fadd float %552, %559
  %561 = add i32 %18, 2
  %562 = mul i32 %561, 1
  %563 = add i32 %562, %8
  %564 = sext i32 %563 to i64
  %565 = mul i64 %564, 4
  %566 = getelementptr i8, ptr addrspace(3) @lds1, i64 %565
  %567 = load float, ptr addrspace(3) %566, align 4
  %568 = fadd float %560, %567
  %569 = add i32 %18, 3
  %570 = mul i32 %569, 1
  %571 = add i32 %570, %8
  %572 = sext i32 %571 to i64
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(3) @lds1, i64 %573
  %575 = load float, ptr addrspace(3) %574, align 4
  %576 = fadd float %568, %575
  %577 = add i32 %22, %8
  %578 = icmp slt i32 %577, %3
  br i1 %578, label %then31, label %endif32

endif30:                                          ; preds = %endif32, %endif28
  call void @llvm.nvvm.barrier0()
  %579 = load i32, ptr %v, align 4
  %580 = add i32 %579, 4
  store i32 %580, ptr %v, align 4
  br label %loop

then31:                                           ; preds = %then29
  %581 = add i32 0, %577
  %582 = sext i32 %581 to i64
  %583 = mul i64 %582, 4
  %584 = getelementptr i8, ptr addrspace(1) %0, i64 %583
  store float %576, ptr addrspace(1) %584, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %then29
  br label %endif30
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

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_matvec_narrow_f32, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_narrow_f32, !"maxntidx", i32 128}
