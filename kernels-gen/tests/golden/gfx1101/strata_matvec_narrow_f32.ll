; ModuleID = 'strata_matvec_narrow_f32'
source_filename = "strata_matvec_narrow_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16 x i8] undef, align 16

define amdgpu_kernel void @strata_matvec_narrow_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %9, 1
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 5
  %14 = and i32 %12, 31
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif30, %entry
  %16 = load i32, ptr addrspace(5) %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr addrspace(5) %v, align 4
  %19 = udiv i32 %18, 4
  %20 = urem i32 %18, 4
  %21 = mul i32 %19, 1
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  br i1 %23, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %24 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %36 = udiv i32 %4, 4
  %37 = mul i32 %20, 256
  %38 = add i32 %25, %37
  store i32 %38, ptr addrspace(5) %v3, align 4
  br label %loop4

endif:                                            ; preds = %done6, %body
  %39 = mul i32 %18, 1
  %40 = add i32 %39, %13
  br i1 %15, label %then27, label %endif28

loop4:                                            ; preds = %endif10, %then
  %41 = load i32, ptr addrspace(5) %v3, align 4
  %42 = icmp slt i32 %41, %36
  br i1 %42, label %body5, label %done6

body5:                                            ; preds = %loop4
  %43 = load i32, ptr addrspace(5) %v3, align 4
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
  %55 = load float, ptr addrspace(5) %v2, align 4
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  %57 = and i32 %56, 31
  %58 = bitcast float %55 to i32
  %59 = call i32 @llvm.amdgcn.workitem.id.x()
  %60 = and i32 %59, 31
  %61 = xor i32 %60, 16
  %62 = shl i32 %61, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %55, %64
  %66 = bitcast float %65 to i32
  %67 = call i32 @llvm.amdgcn.workitem.id.x()
  %68 = and i32 %67, 31
  %69 = xor i32 %68, 8
  %70 = shl i32 %69, 2
  %71 = call i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = bitcast i32 %71 to float
  %73 = fadd float %65, %72
  %74 = bitcast float %73 to i32
  %75 = call i32 @llvm.amdgcn.workitem.id.x()
  %76 = and i32 %75, 31
  %77 = xor i32 %76, 4
  %78 = shl i32 %77, 2
  %79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = bitcast i32 %79 to float
  %81 = fadd float %73, %80
  %82 = bitcast float %81 to i32
  %83 = call i32 @llvm.amdgcn.workitem.id.x()
  %84 = and i32 %83, 31
  %85 = xor i32 %84, 2
  %86 = shl i32 %85, 2
  %87 = call i32 @llvm.amdgcn.ds.bpermute(i32 %86, i32 %82)
  %88 = bitcast i32 %87 to float
  %89 = fadd float %81, %88
  %90 = bitcast float %89 to i32
  %91 = call i32 @llvm.amdgcn.workitem.id.x()
  %92 = and i32 %91, 31
  %93 = xor i32 %92, 1
  %94 = shl i32 %93, 2
  %95 = call i32 @llvm.amdgcn.ds.bpermute(i32 %94, i32 %90)
  %96 = bitcast i32 %95 to float
  %97 = fadd float %89, %96
  store float %97, ptr addrspace(5) %v1, align 4
  br label %endif

then7:                                            ; preds = %body5
  %98 = sext i32 %44 to i64
  %99 = mul i64 %98, 4
  %100 = add i64 %99, 0
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %2, i64 %101
  %103 = load <4 x float>, ptr addrspace(1) %102, align 16
  %104 = extractelement <4 x float> %103, i32 0
  %105 = extractelement <4 x float> %103, i32 1
  %106 = extractelement <4 x float> %103, i32 2
  %107 = extractelement <4 x float> %103, i32 3
  %108 = sext i32 %45 to i64
  %109 = mul i64 %108, 4
  %110 = add i64 %109, 0
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %2, i64 %111
  %113 = load <4 x float>, ptr addrspace(1) %112, align 16
  %114 = extractelement <4 x float> %113, i32 0
  %115 = extractelement <4 x float> %113, i32 1
  %116 = extractelement <4 x float> %113, i32 2
  %117 = extractelement <4 x float> %113, i32 3
  %118 = sext i32 %46 to i64
  %119 = mul i64 %118, 4
  %120 = add i64 %119, 0
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %2, i64 %121
  %123 = load <4 x float>, ptr addrspace(1) %122, align 16
  %124 = extractelement <4 x float> %123, i32 0
  %125 = extractelement <4 x float> %123, i32 1
  %126 = extractelement <4 x float> %123, i32 2
  %127 = extractelement <4 x float> %123, i32 3
  %128 = sext i32 %47 to i64
  %129 = mul i64 %128, 4
  %130 = add i64 %129, 0
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %2, i64 %131
  %133 = load <4 x float>, ptr addrspace(1) %132, align 16
  %134 = extractelement <4 x float> %133, i32 0
  %135 = extractelement <4 x float> %133, i32 1
  %136 = extractelement <4 x float> %133, i32 2
  %137 = extractelement <4 x float> %133, i32 3
  %138 = sext i32 %48 to i64
  %139 = mul i64 %138, 4
  %140 = add i64 %139, 0
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %2, i64 %141
  %143 = load <4 x float>, ptr addrspace(1) %142, align 16
  %144 = extractelement <4 x float> %143, i32 0
  %145 = extractelement <4 x float> %143, i32 1
  %146 = extractelement <4 x float> %143, i32 2
  %147 = extractelement <4 x float> %143, i32 3
  %148 = sext i32 %49 to i64
  %149 = mul i64 %148, 4
  %150 = add i64 %149, 0
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %2, i64 %151
  %153 = load <4 x float>, ptr addrspace(1) %152, align 16
  %154 = extractelement <4 x float> %153, i32 0
  %155 = extractelement <4 x float> %153, i32 1
  %156 = extractelement <4 x float> %153, i32 2
  %157 = extractelement <4 x float> %153, i32 3
  %158 = sext i32 %50 to i64
  %159 = mul i64 %158, 4
  %160 = add i64 %159, 0
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %2, i64 %161
  %163 = load <4 x float>, ptr addrspace(1) %162, align 16
  %164 = extractelement <4 x float> %163, i32 0
  %165 = extractelement <4 x float> %163, i32 1
  %166 = extractelement <4 x float> %163, i32 2
  %167 = extractelement <4 x float> %163, i32 3
  %168 = sext i32 %51 to i64
  %169 = mul i64 %168, 4
  %170 = add i64 %169, 0
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %2, i64 %171
  %173 = load <4 x float>, ptr addrspace(1) %172, align 16
  %174 = extractelement <4 x float> %173, i32 0
  %175 = extractelement <4 x float> %173, i32 1
  %176 = extractelement <4 x float> %173, i32 2
  %177 = extractelement <4 x float> %173, i32 3
  %178 = sext i32 %44 to i64
  %179 = mul i64 %178, 16
  %180 = add i64 %179, 0
  %181 = getelementptr i8, ptr addrspace(1) %35, i64 %180
  %182 = load <4 x i32>, ptr addrspace(1) %181, align 16
  %183 = extractelement <4 x i32> %182, i32 0
  %184 = extractelement <4 x i32> %182, i32 1
  %185 = extractelement <4 x i32> %182, i32 2
  %186 = extractelement <4 x i32> %182, i32 3
  %187 = sext i32 %45 to i64
  %188 = mul i64 %187, 16
  %189 = add i64 %188, 0
  %190 = getelementptr i8, ptr addrspace(1) %35, i64 %189
  %191 = load <4 x i32>, ptr addrspace(1) %190, align 16
  %192 = extractelement <4 x i32> %191, i32 0
  %193 = extractelement <4 x i32> %191, i32 1
  %194 = extractelement <4 x i32> %191, i32 2
  %195 = extractelement <4 x i32> %191, i32 3
  %196 = sext i32 %46 to i64
  %197 = mul i64 %196, 16
  %198 = add i64 %197, 0
  %199 = getelementptr i8, ptr addrspace(1) %35, i64 %198
  %200 = load <4 x i32>, ptr addrspace(1) %199, align 16
  %201 = extractelement <4 x i32> %200, i32 0
  %202 = extractelement <4 x i32> %200, i32 1
  %203 = extractelement <4 x i32> %200, i32 2
  %204 = extractelement <4 x i32> %200, i32 3
  %205 = sext i32 %47 to i64
  %206 = mul i64 %205, 16
  %207 = add i64 %206, 0
  %208 = getelementptr i8, ptr addrspace(1) %35, i64 %207
  %209 = load <4 x i32>, ptr addrspace(1) %208, align 16
  %210 = extractelement <4 x i32> %209, i32 0
  %211 = extractelement <4 x i32> %209, i32 1
  %212 = extractelement <4 x i32> %209, i32 2
  %213 = extractelement <4 x i32> %209, i32 3
  %214 = sext i32 %48 to i64
  %215 = mul i64 %214, 16
  %216 = add i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(1) %35, i64 %216
  %218 = load <4 x i32>, ptr addrspace(1) %217, align 16
  %219 = extractelement <4 x i32> %218, i32 0
  %220 = extractelement <4 x i32> %218, i32 1
  %221 = extractelement <4 x i32> %218, i32 2
  %222 = extractelement <4 x i32> %218, i32 3
  %223 = sext i32 %49 to i64
  %224 = mul i64 %223, 16
  %225 = add i64 %224, 0
  %226 = getelementptr i8, ptr addrspace(1) %35, i64 %225
  %227 = load <4 x i32>, ptr addrspace(1) %226, align 16
  %228 = extractelement <4 x i32> %227, i32 0
  %229 = extractelement <4 x i32> %227, i32 1
  %230 = extractelement <4 x i32> %227, i32 2
  %231 = extractelement <4 x i32> %227, i32 3
  %232 = sext i32 %50 to i64
  %233 = mul i64 %232, 16
  %234 = add i64 %233, 0
  %235 = getelementptr i8, ptr addrspace(1) %35, i64 %234
  %236 = load <4 x i32>, ptr addrspace(1) %235, align 16
  %237 = extractelement <4 x i32> %236, i32 0
  %238 = extractelement <4 x i32> %236, i32 1
  %239 = extractelement <4 x i32> %236, i32 2
  %240 = extractelement <4 x i32> %236, i32 3
  %241 = sext i32 %51 to i64
  %242 = mul i64 %241, 16
  %243 = add i64 %242, 0
  %244 = getelementptr i8, ptr addrspace(1) %35, i64 %243
  %245 = load <4 x i32>, ptr addrspace(1) %244, align 16
  %246 = extractelement <4 x i32> %245, i32 0
  %247 = extractelement <4 x i32> %245, i32 1
  %248 = extractelement <4 x i32> %245, i32 2
  %249 = extractelement <4 x i32> %245, i32 3
  %250 = load float, ptr addrspace(5) %v2, align 4
  %251 = bitcast i32 %183 to float
  %252 = call float @llvm.fma.f32(float %251, float %104, float %250)
  %253 = bitcast i32 %184 to float
  %254 = call float @llvm.fma.f32(float %253, float %105, float %252)
  %255 = bitcast i32 %185 to float
  %256 = call float @llvm.fma.f32(float %255, float %106, float %254)
  %257 = bitcast i32 %186 to float
  %258 = call float @llvm.fma.f32(float %257, float %107, float %256)
  store float %258, ptr addrspace(5) %v2, align 4
  %259 = load float, ptr addrspace(5) %v2, align 4
  %260 = bitcast i32 %192 to float
  %261 = call float @llvm.fma.f32(float %260, float %114, float %259)
  %262 = bitcast i32 %193 to float
  %263 = call float @llvm.fma.f32(float %262, float %115, float %261)
  %264 = bitcast i32 %194 to float
  %265 = call float @llvm.fma.f32(float %264, float %116, float %263)
  %266 = bitcast i32 %195 to float
  %267 = call float @llvm.fma.f32(float %266, float %117, float %265)
  store float %267, ptr addrspace(5) %v2, align 4
  %268 = load float, ptr addrspace(5) %v2, align 4
  %269 = bitcast i32 %201 to float
  %270 = call float @llvm.fma.f32(float %269, float %124, float %268)
  %271 = bitcast i32 %202 to float
  %272 = call float @llvm.fma.f32(float %271, float %125, float %270)
  %273 = bitcast i32 %203 to float
  %274 = call float @llvm.fma.f32(float %273, float %126, float %272)
  %275 = bitcast i32 %204 to float
  %276 = call float @llvm.fma.f32(float %275, float %127, float %274)
  store float %276, ptr addrspace(5) %v2, align 4
  %277 = load float, ptr addrspace(5) %v2, align 4
  %278 = bitcast i32 %210 to float
  %279 = call float @llvm.fma.f32(float %278, float %134, float %277)
  %280 = bitcast i32 %211 to float
  %281 = call float @llvm.fma.f32(float %280, float %135, float %279)
  %282 = bitcast i32 %212 to float
  %283 = call float @llvm.fma.f32(float %282, float %136, float %281)
  %284 = bitcast i32 %213 to float
  %285 = call float @llvm.fma.f32(float %284, float %137, float %283)
  store float %285, ptr addrspace(5) %v2, align 4
  %286 = load float, ptr addrspace(5) %v2, align 4
  %287 = bitcast i32 %219 to float
  %288 = call float @llvm.fma.f32(float %287, float %144, float %286)
  %289 = bitcast i32 %220 to float
  %290 = call float @llvm.fma.f32(float %289, float %145, float %288)
  %291 = bitcast i32 %221 to float
  %292 = call float @llvm.fma.f32(float %291, float %146, float %290)
  %293 = bitcast i32 %222 to float
  %294 = call float @llvm.fma.f32(float %293, float %147, float %292)
  store float %294, ptr addrspace(5) %v2, align 4
  %295 = load float, ptr addrspace(5) %v2, align 4
  %296 = bitcast i32 %228 to float
  %297 = call float @llvm.fma.f32(float %296, float %154, float %295)
  %298 = bitcast i32 %229 to float
  %299 = call float @llvm.fma.f32(float %298, float %155, float %297)
  %300 = bitcast i32 %230 to float
  %301 = call float @llvm.fma.f32(float %300, float %156, float %299)
  %302 = bitcast i32 %231 to float
  %303 = call float @llvm.fma.f32(float %302, float %157, float %301)
  store float %303, ptr addrspace(5) %v2, align 4
  %304 = load float, ptr addrspace(5) %v2, align 4
  %305 = bitcast i32 %237 to float
  %306 = call float @llvm.fma.f32(float %305, float %164, float %304)
  %307 = bitcast i32 %238 to float
  %308 = call float @llvm.fma.f32(float %307, float %165, float %306)
  %309 = bitcast i32 %239 to float
  %310 = call float @llvm.fma.f32(float %309, float %166, float %308)
  %311 = bitcast i32 %240 to float
  %312 = call float @llvm.fma.f32(float %311, float %167, float %310)
  store float %312, ptr addrspace(5) %v2, align 4
  %313 = load float, ptr addrspace(5) %v2, align 4
  %314 = bitcast i32 %246 to float
  %315 = call float @llvm.fma.f32(float %314, float %174, float %313)
  %316 = bitcast i32 %247 to float
  %317 = call float @llvm.fma.f32(float %316, float %175, float %315)
  %318 = bitcast i32 %248 to float
  %319 = call float @llvm.fma.f32(float %318, float %176, float %317)
  %320 = bitcast i32 %249 to float
  %321 = call float @llvm.fma.f32(float %320, float %177, float %319)
  store float %321, ptr addrspace(5) %v2, align 4
  br label %endif8

endif8:                                           ; preds = %then7, %body5
  %322 = icmp sgt i32 %53, %36
  br i1 %322, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %323 = icmp slt i32 %44, %36
  br i1 %323, label %then11, label %endif12

endif10:                                          ; preds = %endif26, %endif8
  %324 = load i32, ptr addrspace(5) %v3, align 4
  %325 = add i32 %324, 1024
  store i32 %325, ptr addrspace(5) %v3, align 4
  br label %loop4

then11:                                           ; preds = %then9
  %326 = sext i32 %44 to i64
  %327 = mul i64 %326, 4
  %328 = add i64 %327, 0
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %2, i64 %329
  %331 = load <4 x float>, ptr addrspace(1) %330, align 16
  %332 = extractelement <4 x float> %331, i32 0
  %333 = extractelement <4 x float> %331, i32 1
  %334 = extractelement <4 x float> %331, i32 2
  %335 = extractelement <4 x float> %331, i32 3
  %336 = sext i32 %44 to i64
  %337 = mul i64 %336, 16
  %338 = add i64 %337, 0
  %339 = getelementptr i8, ptr addrspace(1) %35, i64 %338
  %340 = load <4 x i32>, ptr addrspace(1) %339, align 16
  %341 = extractelement <4 x i32> %340, i32 0
  %342 = extractelement <4 x i32> %340, i32 1
  %343 = extractelement <4 x i32> %340, i32 2
  %344 = extractelement <4 x i32> %340, i32 3
  %345 = load float, ptr addrspace(5) %v2, align 4
  %346 = bitcast i32 %341 to float
  %347 = call float @llvm.fma.f32(float %346, float %332, float %345)
  %348 = bitcast i32 %342 to float
  %349 = call float @llvm.fma.f32(float %348, float %333, float %347)
  %350 = bitcast i32 %343 to float
  %351 = call float @llvm.fma.f32(float %350, float %334, float %349)
  %352 = bitcast i32 %344 to float
  %353 = call float @llvm.fma.f32(float %352, float %335, float %351)
  store float %353, ptr addrspace(5) %v2, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %then9
  %354 = icmp slt i32 %45, %36
  br i1 %354, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %355 = sext i32 %45 to i64
  %356 = mul i64 %355, 4
  %357 = add i64 %356, 0
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %2, i64 %358
  %360 = load <4 x float>, ptr addrspace(1) %359, align 16
  %361 = extractelement <4 x float> %360, i32 0
  %362 = extractelement <4 x float> %360, i32 1
  %363 = extractelement <4 x float> %360, i32 2
  %364 = extractelement <4 x float> %360, i32 3
  %365 = sext i32 %45 to i64
  %366 = mul i64 %365, 16
  %367 = add i64 %366, 0
  %368 = getelementptr i8, ptr addrspace(1) %35, i64 %367
  %369 = load <4 x i32>, ptr addrspace(1) %368, align 16
  %370 = extractelement <4 x i32> %369, i32 0
  %371 = extractelement <4 x i32> %369, i32 1
  %372 = extractelement <4 x i32> %369, i32 2
  %373 = extractelement <4 x i32> %369, i32 3
  %374 = load float, ptr addrspace(5) %v2, align 4
  %375 = bitcast i32 %370 to float
  %376 = call float @llvm.fma.f32(float %375, float %361, float %374)
  %377 = bitcast i32 %371 to float
  %378 = call float @llvm.fma.f32(float %377, float %362, float %376)
  %379 = bitcast i32 %372 to float
  %380 = call float @llvm.fma.f32(float %379, float %363, float %378)
  %381 = bitcast i32 %373 to float
  %382 = call float @llvm.fma.f32(float %381, float %364, float %380)
  store float %382, ptr addrspace(5) %v2, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %383 = icmp slt i32 %46, %36
  br i1 %383, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %384 = sext i32 %46 to i64
  %385 = mul i64 %384, 4
  %386 = add i64 %385, 0
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(1) %2, i64 %387
  %389 = load <4 x float>, ptr addrspace(1) %388, align 16
  %390 = extractelement <4 x float> %389, i32 0
  %391 = extractelement <4 x float> %389, i32 1
  %392 = extractelement <4 x float> %389, i32 2
  %393 = extractelement <4 x float> %389, i32 3
  %394 = sext i32 %46 to i64
  %395 = mul i64 %394, 16
  %396 = add i64 %395, 0
  %397 = getelementptr i8, ptr addrspace(1) %35, i64 %396
  %398 = load <4 x i32>, ptr addrspace(1) %397, align 16
  %399 = extractelement <4 x i32> %398, i32 0
  %400 = extractelement <4 x i32> %398, i32 1
  %401 = extractelement <4 x i32> %398, i32 2
  %402 = extractelement <4 x i32> %398, i32 3
  %403 = load float, ptr addrspace(5) %v2, align 4
  %404 = bitcast i32 %399 to float
  %405 = call float @llvm.fma.f32(float %404, float %390, float %403)
  %406 = bitcast i32 %400 to float
  %407 = call float @llvm.fma.f32(float %406, float %391, float %405)
  %408 = bitcast i32 %401 to float
  %409 = call float @llvm.fma.f32(float %408, float %392, float %407)
  %410 = bitcast i32 %402 to float
  %411 = call float @llvm.fma.f32(float %410, float %393, float %409)
  store float %411, ptr addrspace(5) %v2, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %412 = icmp slt i32 %47, %36
  br i1 %412, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %413 = sext i32 %47 to i64
  %414 = mul i64 %413, 4
  %415 = add i64 %414, 0
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(1) %2, i64 %416
  %418 = load <4 x float>, ptr addrspace(1) %417, align 16
  %419 = extractelement <4 x float> %418, i32 0
  %420 = extractelement <4 x float> %418, i32 1
  %421 = extractelement <4 x float> %418, i32 2
  %422 = extractelement <4 x float> %418, i32 3
  %423 = sext i32 %47 to i64
  %424 = mul i64 %423, 16
  %425 = add i64 %424, 0
  %426 = getelementptr i8, ptr addrspace(1) %35, i64 %425
  %427 = load <4 x i32>, ptr addrspace(1) %426, align 16
  %428 = extractelement <4 x i32> %427, i32 0
  %429 = extractelement <4 x i32> %427, i32 1
  %430 = extractelement <4 x i32> %427, i32 2
  %431 = extractelement <4 x i32> %427, i32 3
  %432 = load float, ptr addrspace(5) %v2, align 4
  %433 = bitcast i32 %428 to float
  %434 = call float @llvm.fma.f32(float %433, float %419, float %432)
  %435 = bitcast i32 %429 to float
  %436 = call float @llvm.fma.f32(float %435, float %420, float %434)
  %437 = bitcast i32 %430 to float
  %438 = call float @llvm.fma.f32(float %437, float %421, float %436)
  %439 = bitcast i32 %431 to float
  %440 = call float @llvm.fma.f32(float %439, float %422, float %438)
  store float %440, ptr addrspace(5) %v2, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %441 = icmp slt i32 %48, %36
  br i1 %441, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %442 = sext i32 %48 to i64
  %443 = mul i64 %442, 4
  %444 = add i64 %443, 0
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %2, i64 %445
  %447 = load <4 x float>, ptr addrspace(1) %446, align 16
  %448 = extractelement <4 x float> %447, i32 0
  %449 = extractelement <4 x float> %447, i32 1
  %450 = extractelement <4 x float> %447, i32 2
  %451 = extractelement <4 x float> %447, i32 3
  %452 = sext i32 %48 to i64
  %453 = mul i64 %452, 16
  %454 = add i64 %453, 0
  %455 = getelementptr i8, ptr addrspace(1) %35, i64 %454
  %456 = load <4 x i32>, ptr addrspace(1) %455, align 16
  %457 = extractelement <4 x i32> %456, i32 0
  %458 = extractelement <4 x i32> %456, i32 1
  %459 = extractelement <4 x i32> %456, i32 2
  %460 = extractelement <4 x i32> %456, i32 3
  %461 = load float, ptr addrspace(5) %v2, align 4
  %462 = bitcast i32 %457 to float
  %463 = call float @llvm.fma.f32(float %462, float %448, float %461)
  %464 = bitcast i32 %458 to float
  %465 = call float @llvm.fma.f32(float %464, float %449, float %463)
  %466 = bitcast i32 %459 to float
  %467 = call float @llvm.fma.f32(float %466, float %450, float %465)
  %468 = bitcast i32 %460 to float
  %469 = call float @llvm.fma.f32(float %468, float %451, float %467)
  store float %469, ptr addrspace(5) %v2, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %470 = icmp slt i32 %49, %36
  br i1 %470, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %471 = sext i32 %49 to i64
  %472 = mul i64 %471, 4
  %473 = add i64 %472, 0
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr addrspace(1) %2, i64 %474
  %476 = load <4 x float>, ptr addrspace(1) %475, align 16
  %477 = extractelement <4 x float> %476, i32 0
  %478 = extractelement <4 x float> %476, i32 1
  %479 = extractelement <4 x float> %476, i32 2
  %480 = extractelement <4 x float> %476, i32 3
  %481 = sext i32 %49 to i64
  %482 = mul i64 %481, 16
  %483 = add i64 %482, 0
  %484 = getelementptr i8, ptr addrspace(1) %35, i64 %483
  %485 = load <4 x i32>, ptr addrspace(1) %484, align 16
  %486 = extractelement <4 x i32> %485, i32 0
  %487 = extractelement <4 x i32> %485, i32 1
  %488 = extractelement <4 x i32> %485, i32 2
  %489 = extractelement <4 x i32> %485, i32 3
  %490 = load float, ptr addrspace(5) %v2, align 4
  %491 = bitcast i32 %486 to float
  %492 = call float @llvm.fma.f32(float %491, float %477, float %490)
  %493 = bitcast i32 %487 to float
  %494 = call float @llvm.fma.f32(float %493, float %478, float %492)
  %495 = bitcast i32 %488 to float
  %496 = call float @llvm.fma.f32(float %495, float %479, float %494)
  %497 = bitcast i32 %489 to float
  %498 = call float @llvm.fma.f32(float %497, float %480, float %496)
  store float %498, ptr addrspace(5) %v2, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %499 = icmp slt i32 %50, %36
  br i1 %499, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %500 = sext i32 %50 to i64
  %501 = mul i64 %500, 4
  %502 = add i64 %501, 0
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr addrspace(1) %2, i64 %503
  %505 = load <4 x float>, ptr addrspace(1) %504, align 16
  %506 = extractelement <4 x float> %505, i32 0
  %507 = extractelement <4 x float> %505, i32 1
  %508 = extractelement <4 x float> %505, i32 2
  %509 = extractelement <4 x float> %505, i32 3
  %510 = sext i32 %50 to i64
  %511 = mul i64 %510, 16
  %512 = add i64 %511, 0
  %513 = getelementptr i8, ptr addrspace(1) %35, i64 %512
  %514 = load <4 x i32>, ptr addrspace(1) %513, align 16
  %515 = extractelement <4 x i32> %514, i32 0
  %516 = extractelement <4 x i32> %514, i32 1
  %517 = extractelement <4 x i32> %514, i32 2
  %518 = extractelement <4 x i32> %514, i32 3
  %519 = load float, ptr addrspace(5) %v2, align 4
  %520 = bitcast i32 %515 to float
  %521 = call float @llvm.fma.f32(float %520, float %506, float %519)
  %522 = bitcast i32 %516 to float
  %523 = call float @llvm.fma.f32(float %522, float %507, float %521)
  %524 = bitcast i32 %517 to float
  %525 = call float @llvm.fma.f32(float %524, float %508, float %523)
  %526 = bitcast i32 %518 to float
  %527 = call float @llvm.fma.f32(float %526, float %509, float %525)
  store float %527, ptr addrspace(5) %v2, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %528 = icmp slt i32 %51, %36
  br i1 %528, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %529 = sext i32 %51 to i64
  %530 = mul i64 %529, 4
  %531 = add i64 %530, 0
  %532 = mul i64 %531, 4
  %533 = getelementptr i8, ptr addrspace(1) %2, i64 %532
  %534 = load <4 x float>, ptr addrspace(1) %533, align 16
  %535 = extractelement <4 x float> %534, i32 0
  %536 = extractelement <4 x float> %534, i32 1
  %537 = extractelement <4 x float> %534, i32 2
  %538 = extractelement <4 x float> %534, i32 3
  %539 = sext i32 %51 to i64
  %540 = mul i64 %539, 16
  %541 = add i64 %540, 0
  %542 = getelementptr i8, ptr addrspace(1) %35, i64 %541
  %543 = load <4 x i32>, ptr addrspace(1) %542, align 16
  %544 = extractelement <4 x i32> %543, i32 0
  %545 = extractelement <4 x i32> %543, i32 1
  %546 = extractelement <4 x i32> %543, i32 2
  %547 = extractelement <4 x i32> %543, i32 3
  %548 = load float, ptr addrspace(5) %v2, align 4
  %549 = bitcast i32 %544 to float
  %550 = call float @llvm.fma.f32(float %549, float %535, float %548)
  %551 = bitcast i32 %545 to float
  %552 = call float @llvm.fma.f32(float %551, float %536, float %550)
  %553 = bitcast i32 %546 to float
  %554 = call float @llvm.fma.f32(float %553, float %537, float %552)
  %555 = bitcast i32 %547 to float
  %556 = call float @llvm.fma.f32(float %555, float %538, float %554)
  store float %556, ptr addrspace(5) %v2, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  br label %endif10

then27:                                           ; preds = %endif
  %557 = load float, ptr addrspace(5) %v1, align 4
  %558 = sext i32 %40 to i64
  %559 = mul i64 %558, 4
  %560 = getelementptr i8, ptr addrspace(3) @lds1, i64 %559
  store float %557, ptr addrspace(3) %560, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %561 = icmp eq i32 %20, 0
  %562 = and i1 %23, %561
  %563 = icmp ult i32 %8, 1
  %564 = and i1 %562, %563
  br i1 %564, label %then29, label %endif30

then29:                                           ; preds = %endif28
  %565 = add i32 %18, 0
  %566 = mul i32 %565, 1
  %567 = add i32 %566, %8
  %568 = sext i32 %567 to i64
  %569 = mul i64 %568, 4
  %570 = getelementptr i8, ptr addrspace(3) @lds1, i64 %569
  %571 = load float, ptr addrspace(3) %570, align 4
  %572 = fadd float 0.000000e+00, %571
  %573 = add i32 %18, 1
  %574 = mul i32 %573, 1
  %575 = add i32 %574, %8
  %576 = sext i32 %575 to i64
  %577 = mul i64 %576, 4
  %578 = getelementptr i8, ptr addrspace(3) @lds1, i64 %577
  %579 = load float, ptr addrspace(3) %578, align 4
  %580 = fadd float %572, %579
  %581 = add i32 %18, 2
  %582 = mul i32 %581, 1
  %583 = add i32 %582, %8
  %584 = sext i32 %583 to i64
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(3) @lds1, i64 %585
  %587 = load float, ptr addrspace(3) %586, align 4
  %588 = fadd float %580, %587
  %589 = add i32 %18, 3
  %590 = mul i32 %589, 1
  %591 = add i32 %590, %8
  %592 = sext i32 %591 to i64
  %593 = mul i64 %592, 4
  %594 = getelementptr i8, ptr addrspace(3) @lds1, i64 %593
  %595 = load float, ptr addrspace(3) %594, align 4
  %596 = fadd float %588, %595
  %597 = add i32 %22, %8
  %598 = icmp slt i32 %597, %3
  br i1 %598, label %then31, label %endif32

endif30:                                          ; preds = %endif32, %endif28
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %599 = load i32, ptr addrspace(5) %v, align 4
  %600 = add i32 %599, 4
  store i32 %600, ptr addrspace(5) %v, align 4
  br label %loop

then31:                                           ; preds = %then29
  %601 = add i32 0, %597
  %602 = sext i32 %601 to i64
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float %596, ptr addrspace(1) %604, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %then29
  br label %endif30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
