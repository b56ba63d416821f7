; ModuleID = 'strata_router_matvec_topk_f32'
source_filename = "strata_router_matvec_topk_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [16 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds3 = internal addrspace(3) global [4 x i8] undef, align 16

define amdgpu_kernel void @strata_router_matvec_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i32 %8, i32 %9) #0 {
entry:
  %v77 = alloca i32, align 4, addrspace(5)
  %v65 = alloca i32, align 4, addrspace(5)
  %v64 = alloca i32, align 4, addrspace(5)
  %v63 = alloca float, align 4, addrspace(5)
  %v59 = alloca i32, align 4, addrspace(5)
  %v58 = alloca float, align 4, addrspace(5)
  %v57 = alloca float, align 4, addrspace(5)
  %v56 = alloca i32, align 4, addrspace(5)
  %v55 = alloca float, align 4, addrspace(5)
  %v51 = alloca i32, align 4, addrspace(5)
  %v50 = alloca float, align 4, addrspace(5)
  %v46 = alloca i32, align 4, addrspace(5)
  %v45 = alloca float, align 4, addrspace(5)
  %v39 = alloca i32, align 4, addrspace(5)
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = lshr i32 %10, 5
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = and i32 %12, 31
  %14 = call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = mul i32 %14, 1
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = and i32 %16, 31
  %18 = lshr i32 %17, 5
  %19 = and i32 %17, 31
  %20 = icmp eq i32 %19, 0
  store i32 %11, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif30, %entry
  %21 = load i32, ptr addrspace(5) %v, align 4
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr addrspace(5) %v, align 4
  %24 = udiv i32 %23, 4
  %25 = urem i32 %23, 4
  %26 = mul i32 %24, 1
  %27 = add i32 %15, %26
  %28 = icmp slt i32 %27, %3
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  br i1 %28, label %then, label %endif

done:                                             ; preds = %loop
  %29 = add i32 %3, 0
  %30 = udiv i32 %29, 1
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %31 = call i32 @llvm.amdgcn.workitem.id.x()
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %then33, label %endif34

then:                                             ; preds = %body
  %33 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %45 = udiv i32 %4, 4
  %46 = mul i32 %25, 256
  %47 = add i32 %34, %46
  store i32 %47, ptr addrspace(5) %v3, align 4
  br label %loop4

endif:                                            ; preds = %done6, %body
  %48 = mul i32 %23, 1
  %49 = add i32 %48, %18
  br i1 %20, label %then27, label %endif28

loop4:                                            ; preds = %endif10, %then
  %50 = load i32, ptr addrspace(5) %v3, align 4
  %51 = icmp slt i32 %50, %45
  br i1 %51, label %body5, label %done6

body5:                                            ; preds = %loop4
  %52 = load i32, ptr addrspace(5) %v3, align 4
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
  %64 = load float, ptr addrspace(5) %v2, align 4
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  %66 = and i32 %65, 31
  %67 = bitcast float %64 to i32
  %68 = call i32 @llvm.amdgcn.workitem.id.x()
  %69 = and i32 %68, 31
  %70 = xor i32 %69, 16
  %71 = shl i32 %70, 2
  %72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %67)
  %73 = bitcast i32 %72 to float
  %74 = fadd float %64, %73
  %75 = bitcast float %74 to i32
  %76 = call i32 @llvm.amdgcn.workitem.id.x()
  %77 = and i32 %76, 31
  %78 = xor i32 %77, 8
  %79 = shl i32 %78, 2
  %80 = call i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %75)
  %81 = bitcast i32 %80 to float
  %82 = fadd float %74, %81
  %83 = bitcast float %82 to i32
  %84 = call i32 @llvm.amdgcn.workitem.id.x()
  %85 = and i32 %84, 31
  %86 = xor i32 %85, 4
  %87 = shl i32 %86, 2
  %88 = call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %83)
  %89 = bitcast i32 %88 to float
  %90 = fadd float %82, %89
  %91 = bitcast float %90 to i32
  %92 = call i32 @llvm.amdgcn.workitem.id.x()
  %93 = and i32 %92, 31
  %94 = xor i32 %93, 2
  %95 = shl i32 %94, 2
  %96 = call i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %91)
  %97 = bitcast i32 %96 to float
  %98 = fadd float %90, %97
  %99 = bitcast float %98 to i32
  %100 = call i32 @llvm.amdgcn.workitem.id.x()
  %101 = and i32 %100, 31
  %102 = xor i32 %101, 1
  %103 = shl i32 %102, 2
  %104 = call i32 @llvm.amdgcn.ds.bpermute(i32 %103, i32 %99)
  %105 = bitcast i32 %104 to float
  %106 = fadd float %98, %105
  store float %106, ptr addrspace(5) %v1, align 4
  br label %endif

then7:                                            ; preds = %body5
  %107 = sext i32 %53 to i64
  %108 = mul i64 %107, 4
  %109 = add i64 %108, 0
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %2, i64 %110
  %112 = load <4 x float>, ptr addrspace(1) %111, align 16
  %113 = extractelement <4 x float> %112, i32 0
  %114 = extractelement <4 x float> %112, i32 1
  %115 = extractelement <4 x float> %112, i32 2
  %116 = extractelement <4 x float> %112, i32 3
  %117 = sext i32 %54 to i64
  %118 = mul i64 %117, 4
  %119 = add i64 %118, 0
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %2, i64 %120
  %122 = load <4 x float>, ptr addrspace(1) %121, align 16
  %123 = extractelement <4 x float> %122, i32 0
  %124 = extractelement <4 x float> %122, i32 1
  %125 = extractelement <4 x float> %122, i32 2
  %126 = extractelement <4 x float> %122, i32 3
  %127 = sext i32 %55 to i64
  %128 = mul i64 %127, 4
  %129 = add i64 %128, 0
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %2, i64 %130
  %132 = load <4 x float>, ptr addrspace(1) %131, align 16
  %133 = extractelement <4 x float> %132, i32 0
  %134 = extractelement <4 x float> %132, i32 1
  %135 = extractelement <4 x float> %132, i32 2
  %136 = extractelement <4 x float> %132, i32 3
  %137 = sext i32 %56 to i64
  %138 = mul i64 %137, 4
  %139 = add i64 %138, 0
  %140 = mul i64 %139, 4
  %141 = getelementptr i8, ptr addrspace(1) %2, i64 %140
  %142 = load <4 x float>, ptr addrspace(1) %141, align 16
  %143 = extractelement <4 x float> %142, i32 0
  %144 = extractelement <4 x float> %142, i32 1
  %145 = extractelement <4 x float> %142, i32 2
  %146 = extractelement <4 x float> %142, i32 3
  %147 = sext i32 %57 to i64
  %148 = mul i64 %147, 4
  %149 = add i64 %148, 0
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr addrspace(1) %2, i64 %150
  %152 = load <4 x float>, ptr addrspace(1) %151, align 16
  %153 = extractelement <4 x float> %152, i32 0
  %154 = extractelement <4 x float> %152, i32 1
  %155 = extractelement <4 x float> %152, i32 2
  %156 = extractelement <4 x float> %152, i32 3
  %157 = sext i32 %58 to i64
  %158 = mul i64 %157, 4
  %159 = add i64 %158, 0
  %160 = mul i64 %159, 4
  %161 = getelementptr i8, ptr addrspace(1) %2, i64 %160
  %162 = load <4 x float>, ptr addrspace(1) %161, align 16
  %163 = extractelement <4 x float> %162, i32 0
  %164 = extractelement <4 x float> %162, i32 1
  %165 = extractelement <4 x float> %162, i32 2
  %166 = extractelement <4 x float> %162, i32 3
  %167 = sext i32 %59 to i64
  %168 = mul i64 %167, 4
  %169 = add i64 %168, 0
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %2, i64 %170
  %172 = load <4 x float>, ptr addrspace(1) %171, align 16
  %173 = extractelement <4 x float> %172, i32 0
  %174 = extractelement <4 x float> %172, i32 1
  %175 = extractelement <4 x float> %172, i32 2
  %176 = extractelement <4 x float> %172, i32 3
  %177 = sext i32 %60 to i64
  %178 = mul i64 %177, 4
  %179 = add i64 %178, 0
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %2, i64 %180
  %182 = load <4 x float>, ptr addrspace(1) %181, align 16
  %183 = extractelement <4 x float> %182, i32 0
  %184 = extractelement <4 x float> %182, i32 1
  %185 = extractelement <4 x float> %182, i32 2
  %186 = extractelement <4 x float> %182, i32 3
  %187 = sext i32 %53 to i64
  %188 = mul i64 %187, 16
  %189 = add i64 %188, 0
  %190 = getelementptr i8, ptr addrspace(1) %44, i64 %189
  %191 = load <4 x i32>, ptr addrspace(1) %190, align 16
  %192 = extractelement <4 x i32> %191, i32 0
  %193 = extractelement <4 x i32> %191, i32 1
  %194 = extractelement <4 x i32> %191, i32 2
  %195 = extractelement <4 x i32> %191, i32 3
  %196 = sext i32 %54 to i64
  %197 = mul i64 %196, 16
  %198 = add i64 %197, 0
  %199 = getelementptr i8, ptr addrspace(1) %44, i64 %198
  %200 = load <4 x i32>, ptr addrspace(1) %199, align 16
  %201 = extractelement <4 x i32> %200, i32 0
  %202 = extractelement <4 x i32> %200, i32 1
  %203 = extractelement <4 x i32> %200, i32 2
  %204 = extractelement <4 x i32> %200, i32 3
  %205 = sext i32 %55 to i64
  %206 = mul i64 %205, 16
  %207 = add i64 %206, 0
  %208 = getelementptr i8, ptr addrspace(1) %44, i64 %207
  %209 = load <4 x i32>, ptr addrspace(1) %208, align 16
  %210 = extractelement <4 x i32> %209, i32 0
  %211 = extractelement <4 x i32> %209, i32 1
  %212 = extractelement <4 x i32> %209, i32 2
  %213 = extractelement <4 x i32> %209, i32 3
  %214 = sext i32 %56 to i64
  %215 = mul i64 %214, 16
  %216 = add i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(1) %44, i64 %216
  %218 = load <4 x i32>, ptr addrspace(1) %217, align 16
  %219 = extractelement <4 x i32> %218, i32 0
  %220 = extractelement <4 x i32> %218, i32 1
  %221 = extractelement <4 x i32> %218, i32 2
  %222 = extractelement <4 x i32> %218, i32 3
  %223 = sext i32 %57 to i64
  %224 = mul i64 %223, 16
  %225 = add i64 %224, 0
  %226 = getelementptr i8, ptr addrspace(1) %44, i64 %225
  %227 = load <4 x i32>, ptr addrspace(1) %226, align 16
  %228 = extractelement <4 x i32> %227, i32 0
  %229 = extractelement <4 x i32> %227, i32 1
  %230 = extractelement <4 x i32> %227, i32 2
  %231 = extractelement <4 x i32> %227, i32 3
  %232 = sext i32 %58 to i64
  %233 = mul i64 %232, 16
  %234 = add i64 %233, 0
  %235 = getelementptr i8, ptr addrspace(1) %44, i64 %234
  %236 = load <4 x i32>, ptr addrspace(1) %235, align 16
  %237 = extractelement <4 x i32> %236, i32 0
  %238 = extractelement <4 x i32> %236, i32 1
  %239 = extractelement <4 x i32> %236, i32 2
  %240 = extractelement <4 x i32> %236, i32 3
  %241 = sext i32 %59 to i64
  %242 = mul i64 %241, 16
  %243 = add i64 %242, 0
  %244 = getelementptr i8, ptr addrspace(1) %44, i64 %243
  %245 = load <4 x i32>, ptr addrspace(1) %244, align 16
  %246 = extractelement <4 x i32> %245, i32 0
  %247 = extractelement <4 x i32> %245, i32 1
  %248 = extractelement <4 x i32> %245, i32 2
  %249 = extractelement <4 x i32> %245, i32 3
  %250 = sext i32 %60 to i64
  %251 = mul i64 %250, 16
  %252 = add i64 %251, 0
  %253 = getelementptr i8, ptr addrspace(1) %44, i64 %252
  %254 = load <4 x i32>, ptr addrspace(1) %253, align 16
  %255 = extractelement <4 x i32> %254, i32 0
  %256 = extractelement <4 x i32> %254, i32 1
  %257 = extractelement <4 x i32> %254, i32 2
  %258 = extractelement <4 x i32> %254, i32 3
  %259 = load float, ptr addrspace(5) %v2, align 4
  %260 = bitcast i32 %192 to float
  %261 = call float @llvm.fma.f32(float %260, float %113, float %259)
  %262 = bitcast i32 %193 to float
  %263 = call float @llvm.fma.f32(float %262, float %114, float %261)
  %264 = bitcast i32 %194 to float
  %265 = call float @llvm.fma.f32(float %264, float %115, float %263)
  %266 = bitcast i32 %195 to float
  %267 = call float @llvm.fma.f32(float %266, float %116, float %265)
  store float %267, ptr addrspace(5) %v2, align 4
  %268 = load float, ptr addrspace(5) %v2, align 4
  %269 = bitcast i32 %201 to float
  %270 = call float @llvm.fma.f32(float %269, float %123, float %268)
  %271 = bitcast i32 %202 to float
  %272 = call float @llvm.fma.f32(float %271, float %124, float %270)
  %273 = bitcast i32 %203 to float
  %274 = call float @llvm.fma.f32(float %273, float %125, float %272)
  %275 = bitcast i32 %204 to float
  %276 = call float @llvm.fma.f32(float %275, float %126, float %274)
  store float %276, ptr addrspace(5) %v2, align 4
  %277 = load float, ptr addrspace(5) %v2, align 4
  %278 = bitcast i32 %210 to float
  %279 = call float @llvm.fma.f32(float %278, float %133, float %277)
  %280 = bitcast i32 %211 to float
  %281 = call float @llvm.fma.f32(float %280, float %134, float %279)
  %282 = bitcast i32 %212 to float
  %283 = call float @llvm.fma.f32(float %282, float %135, float %281)
  %284 = bitcast i32 %213 to float
  %285 = call float @llvm.fma.f32(float %284, float %136, float %283)
  store float %285, ptr addrspace(5) %v2, align 4
  %286 = load float, ptr addrspace(5) %v2, align 4
  %287 = bitcast i32 %219 to float
  %288 = call float @llvm.fma.f32(float %287, float %143, float %286)
  %289 = bitcast i32 %220 to float
  %290 = call float @llvm.fma.f32(float %289, float %144, float %288)
  %291 = bitcast i32 %221 to float
  %292 = call float @llvm.fma.f32(float %291, float %145, float %290)
  %293 = bitcast i32 %222 to float
  %294 = call float @llvm.fma.f32(float %293, float %146, float %292)
  store float %294, ptr addrspace(5) %v2, align 4
  %295 = load float, ptr addrspace(5) %v2, align 4
  %296 = bitcast i32 %228 to float
  %297 = call float @llvm.fma.f32(float %296, float %153, float %295)
  %298 = bitcast i32 %229 to float
  %299 = call float @llvm.fma.f32(float %298, float %154, float %297)
  %300 = bitcast i32 %230 to float
  %301 = call float @llvm.fma.f32(float %300, float %155, float %299)
  %302 = bitcast i32 %231 to float
  %303 = call float @llvm.fma.f32(float %302, float %156, float %301)
  store float %303, ptr addrspace(5) %v2, align 4
  %304 = load float, ptr addrspace(5) %v2, align 4
  %305 = bitcast i32 %237 to float
  %306 = call float @llvm.fma.f32(float %305, float %163, float %304)
  %307 = bitcast i32 %238 to float
  %308 = call float @llvm.fma.f32(float %307, float %164, float %306)
  %309 = bitcast i32 %239 to float
  %310 = call float @llvm.fma.f32(float %309, float %165, float %308)
  %311 = bitcast i32 %240 to float
  %312 = call float @llvm.fma.f32(float %311, float %166, float %310)
  store float %312, ptr addrspace(5) %v2, align 4
  %313 = load float, ptr addrspace(5) %v2, align 4
  %314 = bitcast i32 %246 to float
  %315 = call float @llvm.fma.f32(float %314, float %173, float %313)
  %316 = bitcast i32 %247 to float
  %317 = call float @llvm.fma.f32(float %316, float %174, float %315)
  %318 = bitcast i32 %248 to float
  %319 = call float @llvm.fma.f32(float %318, float %175, float %317)
  %320 = bitcast i32 %249 to float
  %321 = call float @llvm.fma.f32(float %320, float %176, float %319)
  store float %321, ptr addrspace(5) %v2, align 4
  %322 = load float, ptr addrspace(5) %v2, align 4
  %323 = bitcast i32 %255 to float
  %324 = call float @llvm.fma.f32(float %323, float %183, float %322)
  %325 = bitcast i32 %256 to float
  %326 = call float @llvm.fma.f32(float %325, float %184, float %324)
  %327 = bitcast i32 %257 to float
  %328 = call float @llvm.fma.f32(float %327, float %185, float %326)
  %329 = bitcast i32 %258 to float
  %330 = call float @llvm.fma.f32(float %329, float %186, float %328)
  store float %330, ptr addrspace(5) %v2, align 4
  br label %endif8

endif8:                                           ; preds = %then7, %body5
  %331 = icmp sgt i32 %62, %45
  br i1 %331, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %332 = icmp slt i32 %53, %45
  br i1 %332, label %then11, label %endif12

endif10:                                          ; preds = %endif26, %endif8
  %333 = load i32, ptr addrspace(5) %v3, align 4
  %334 = add i32 %333, 1024
  store i32 %334, ptr addrspace(5) %v3, align 4
  br label %loop4

then11:                                           ; preds = %then9
  %335 = sext i32 %53 to i64
  %336 = mul i64 %335, 4
  %337 = add i64 %336, 0
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %2, i64 %338
  %340 = load <4 x float>, ptr addrspace(1) %339, align 16
  %341 = extractelement <4 x float> %340, i32 0
  %342 = extractelement <4 x float> %340, i32 1
  %343 = extractelement <4 x float> %340, i32 2
  %344 = extractelement <4 x float> %340, i32 3
  %345 = sext i32 %53 to i64
  %346 = mul i64 %345, 16
  %347 = add i64 %346, 0
  %348 = getelementptr i8, ptr addrspace(1) %44, i64 %347
  %349 = load <4 x i32>, ptr addrspace(1) %348, align 16
  %350 = extractelement <4 x i32> %349, i32 0
  %351 = extractelement <4 x i32> %349, i32 1
  %352 = extractelement <4 x i32> %349, i32 2
  %353 = extractelement <4 x i32> %349, i32 3
  %354 = load float, ptr addrspace(5) %v2, align 4
  %355 = bitcast i32 %350 to float
  %356 = call float @llvm.fma.f32(float %355, float %341, float %354)
  %357 = bitcast i32 %351 to float
  %358 = call float @llvm.fma.f32(float %357, float %342, float %356)
  %359 = bitcast i32 %352 to float
  %360 = call float @llvm.fma.f32(float %359, float %343, float %358)
  %361 = bitcast i32 %353 to float
  %362 = call float @llvm.fma.f32(float %361, float %344, float %360)
  store float %362, ptr addrspace(5) %v2, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %then9
  %363 = icmp slt i32 %54, %45
  br i1 %363, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %364 = sext i32 %54 to i64
  %365 = mul i64 %364, 4
  %366 = add i64 %365, 0
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %2, i64 %367
  %369 = load <4 x float>, ptr addrspace(1) %368, align 16
  %370 = extractelement <4 x float> %369, i32 0
  %371 = extractelement <4 x float> %369, i32 1
  %372 = extractelement <4 x float> %369, i32 2
  %373 = extractelement <4 x float> %369, i32 3
  %374 = sext i32 %54 to i64
  %375 = mul i64 %374, 16
  %376 = add i64 %375, 0
  %377 = getelementptr i8, ptr addrspace(1) %44, i64 %376
  %378 = load <4 x i32>, ptr addrspace(1) %377, align 16
  %379 = extractelement <4 x i32> %378, i32 0
  %380 = extractelement <4 x i32> %378, i32 1
  %381 = extractelement <4 x i32> %378, i32 2
  %382 = extractelement <4 x i32> %378, i32 3
  %383 = load float, ptr addrspace(5) %v2, align 4
  %384 = bitcast i32 %379 to float
  %385 = call float @llvm.fma.f32(float %384, float %370, float %383)
  %386 = bitcast i32 %380 to float
  %387 = call float @llvm.fma.f32(float %386, float %371, float %385)
  %388 = bitcast i32 %381 to float
  %389 = call float @llvm.fma.f32(float %388, float %372, float %387)
  %390 = bitcast i32 %382 to float
  %391 = call float @llvm.fma.f32(float %390, float %373, float %389)
  store float %391, ptr addrspace(5) %v2, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %392 = icmp slt i32 %55, %45
  br i1 %392, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %393 = sext i32 %55 to i64
  %394 = mul i64 %393, 4
  %395 = add i64 %394, 0
  %396 = mul i64 %395, 4
  %397 = getelementptr i8, ptr addrspace(1) %2, i64 %396
  %398 = load <4 x float>, ptr addrspace(1) %397, align 16
  %399 = extractelement <4 x float> %398, i32 0
  %400 = extractelement <4 x float> %398, i32 1
  %401 = extractelement <4 x float> %398, i32 2
  %402 = extractelement <4 x float> %398, i32 3
  %403 = sext i32 %55 to i64
  %404 = mul i64 %403, 16
  %405 = add i64 %404, 0
  %406 = getelementptr i8, ptr addrspace(1) %44, i64 %405
  %407 = load <4 x i32>, ptr addrspace(1) %406, align 16
  %408 = extractelement <4 x i32> %407, i32 0
  %409 = extractelement <4 x i32> %407, i32 1
  %410 = extractelement <4 x i32> %407, i32 2
  %411 = extractelement <4 x i32> %407, i32 3
  %412 = load float, ptr addrspace(5) %v2, align 4
  %413 = bitcast i32 %408 to float
  %414 = call float @llvm.fma.f32(float %413, float %399, float %412)
  %415 = bitcast i32 %409 to float
  %416 = call float @llvm.fma.f32(float %415, float %400, float %414)
  %417 = bitcast i32 %410 to float
  %418 = call float @llvm.fma.f32(float %417, float %401, float %416)
  %419 = bitcast i32 %411 to float
  %420 = call float @llvm.fma.f32(float %419, float %402, float %418)
  store float %420, ptr addrspace(5) %v2, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %421 = icmp slt i32 %56, %45
  br i1 %421, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %422 = sext i32 %56 to i64
  %423 = mul i64 %422, 4
  %424 = add i64 %423, 0
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %2, i64 %425
  %427 = load <4 x float>, ptr addrspace(1) %426, align 16
  %428 = extractelement <4 x float> %427, i32 0
  %429 = extractelement <4 x float> %427, i32 1
  %430 = extractelement <4 x float> %427, i32 2
  %431 = extractelement <4 x float> %427, i32 3
  %432 = sext i32 %56 to i64
  %433 = mul i64 %432, 16
  %434 = add i64 %433, 0
  %435 = getelementptr i8, ptr addrspace(1) %44, i64 %434
  %436 = load <4 x i32>, ptr addrspace(1) %435, align 16
  %437 = extractelement <4 x i32> %436, i32 0
  %438 = extractelement <4 x i32> %436, i32 1
  %439 = extractelement <4 x i32> %436, i32 2
  %440 = extractelement <4 x i32> %436, i32 3
  %441 = load float, ptr addrspace(5) %v2, align 4
  %442 = bitcast i32 %437 to float
  %443 = call float @llvm.fma.f32(float %442, float %428, float %441)
  %444 = bitcast i32 %438 to float
  %445 = call float @llvm.fma.f32(float %444, float %429, float %443)
  %446 = bitcast i32 %439 to float
  %447 = call float @llvm.fma.f32(float %446, float %430, float %445)
  %448 = bitcast i32 %440 to float
  %449 = call float @llvm.fma.f32(float %448, float %431, float %447)
  store float %449, ptr addrspace(5) %v2, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %450 = icmp slt i32 %57, %45
  br i1 %450, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %451 = sext i32 %57 to i64
  %452 = mul i64 %451, 4
  %453 = add i64 %452, 0
  %454 = mul i64 %453, 4
  %455 = getelementptr i8, ptr addrspace(1) %2, i64 %454
  %456 = load <4 x float>, ptr addrspace(1) %455, align 16
  %457 = extractelement <4 x float> %456, i32 0
  %458 = extractelement <4 x float> %456, i32 1
  %459 = extractelement <4 x float> %456, i32 2
  %460 = extractelement <4 x float> %456, i32 3
  %461 = sext i32 %57 to i64
  %462 = mul i64 %461, 16
  %463 = add i64 %462, 0
  %464 = getelementptr i8, ptr addrspace(1) %44, i64 %463
  %465 = load <4 x i32>, ptr addrspace(1) %464, align 16
  %466 = extractelement <4 x i32> %465, i32 0
  %467 = extractelement <4 x i32> %465, i32 1
  %468 = extractelement <4 x i32> %465, i32 2
  %469 = extractelement <4 x i32> %465, i32 3
  %470 = load float, ptr addrspace(5) %v2, align 4
  %471 = bitcast i32 %466 to float
  %472 = call float @llvm.fma.f32(float %471, float %457, float %470)
  %473 = bitcast i32 %467 to float
  %474 = call float @llvm.fma.f32(float %473, float %458, float %472)
  %475 = bitcast i32 %468 to float
  %476 = call float @llvm.fma.f32(float %475, float %459, float %474)
  %477 = bitcast i32 %469 to float
  %478 = call float @llvm.fma.f32(float %477, float %460, float %476)
  store float %478, ptr addrspace(5) %v2, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %479 = icmp slt i32 %58, %45
  br i1 %479, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %480 = sext i32 %58 to i64
  %481 = mul i64 %480, 4
  %482 = add i64 %481, 0
  %483 = mul i64 %482, 4
  %484 = getelementptr i8, ptr addrspace(1) %2, i64 %483
  %485 = load <4 x float>, ptr addrspace(1) %484, align 16
  %486 = extractelement <4 x float> %485, i32 0
  %487 = extractelement <4 x float> %485, i32 1
  %488 = extractelement <4 x float> %485, i32 2
  %489 = extractelement <4 x float> %485, i32 3
  %490 = sext i32 %58 to i64
  %491 = mul i64 %490, 16
  %492 = add i64 %491, 0
  %493 = getelementptr i8, ptr addrspace(1) %44, i64 %492
  %494 = load <4 x i32>, ptr addrspace(1) %493, align 16
  %495 = extractelement <4 x i32> %494, i32 0
  %496 = extractelement <4 x i32> %494, i32 1
  %497 = extractelement <4 x i32> %494, i32 2
  %498 = extractelement <4 x i32> %494, i32 3
  %499 = load float, ptr addrspace(5) %v2, align 4
  %500 = bitcast i32 %495 to float
  %501 = call float @llvm.fma.f32(float %500, float %486, float %499)
  %502 = bitcast i32 %496 to float
  %503 = call float @llvm.fma.f32(float %502, float %487, float %501)
  %504 = bitcast i32 %497 to float
  %505 = call float @llvm.fma.f32(float %504, float %488, float %503)
  %506 = bitcast i32 %498 to float
  %507 = call float @llvm.fma.f32(float %506, float %489, float %505)
  store float %507, ptr addrspace(5) %v2, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %508 = icmp slt i32 %59, %45
  br i1 %508, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %509 = sext i32 %59 to i64
  %510 = mul i64 %509, 4
  %511 = add i64 %510, 0
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr addrspace(1) %2, i64 %512
  %514 = load <4 x float>, ptr addrspace(1) %513, align 16
  %515 = extractelement <4 x float> %514, i32 0
  %516 = extractelement <4 x float> %514, i32 1
  %517 = extractelement <4 x float> %514, i32 2
  %518 = extractelement <4 x float> %514, i32 3
  %519 = sext i32 %59 to i64
  %520 = mul i64 %519, 16
  %521 = add i64 %520, 0
  %522 = getelementptr i8, ptr addrspace(1) %44, i64 %521
  %523 = load <4 x i32>, ptr addrspace(1) %522, align 16
  %524 = extractelement <4 x i32> %523, i32 0
  %525 = extractelement <4 x i32> %523, i32 1
  %526 = extractelement <4 x i32> %523, i32 2
  %527 = extractelement <4 x i32> %523, i32 3
  %528 = load float, ptr addrspace(5) %v2, align 4
  %529 = bitcast i32 %524 to float
  %530 = call float @llvm.fma.f32(float %529, float %515, float %528)
  %531 = bitcast i32 %525 to float
  %532 = call float @llvm.fma.f32(float %531, float %516, float %530)
  %533 = bitcast i32 %526 to float
  %534 = call float @llvm.fma.f32(float %533, float %517, float %532)
  %535 = bitcast i32 %527 to float
  %536 = call float @llvm.fma.f32(float %535, float %518, float %534)
  store float %536, ptr addrspace(5) %v2, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %537 = icmp slt i32 %60, %45
  br i1 %537, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %538 = sext i32 %60 to i64
  %539 = mul i64 %538, 4
  %540 = add i64 %539, 0
  %541 = mul i64 %540, 4
  %542 = getelementptr i8, ptr addrspace(1) %2, i64 %541
  %543 = load <4 x float>, ptr addrspace(1) %542, align 16
  %544 = extractelement <4 x float> %543, i32 0
  %545 = extractelement <4 x float> %543, i32 1
  %546 = extractelement <4 x float> %543, i32 2
  %547 = extractelement <4 x float> %543, i32 3
  %548 = sext i32 %60 to i64
  %549 = mul i64 %548, 16
  %550 = add i64 %549, 0
  %551 = getelementptr i8, ptr addrspace(1) %44, i64 %550
  %552 = load <4 x i32>, ptr addrspace(1) %551, align 16
  %553 = extractelement <4 x i32> %552, i32 0
  %554 = extractelement <4 x i32> %552, i32 1
  %555 = extractelement <4 x i32> %552, i32 2
  %556 = extractelement <4 x i32> %552, i32 3
  %557 = load float, ptr addrspace(5) %v2, align 4
  %558 = bitcast i32 %553 to float
  %559 = call float @llvm.fma.f32(float %558, float %544, float %557)
  %560 = bitcast i32 %554 to float
  %561 = call float @llvm.fma.f32(float %560, float %545, float %559)
  %562 = bitcast i32 %555 to float
  %563 = call float @llvm.fma.f32(float %562, float %546, float %561)
  %564 = bitcast i32 %556 to float
  %565 = call float @llvm.fma.f32(float %564, float %547, float %563)
  store float %565, ptr addrspace(5) %v2, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  br label %endif10

then27:                                           ; preds = %endif
  %566 = load float, ptr addrspace(5) %v1, align 4
  %567 = sext i32 %49 to i64
  %568 = mul i64 %567, 4
  %569 = getelementptr i8, ptr addrspace(3) @lds1, i64 %568
  store float %566, ptr addrspace(3) %569, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %570 = icmp eq i32 %25, 0
  %571 = and i1 %28, %570
  %572 = icmp ult i32 %13, 1
  %573 = and i1 %571, %572
  br i1 %573, label %then29, label %endif30

then29:                                           ; preds = %endif28
  %574 = add i32 %23, 0
  %575 = mul i32 %574, 1
  %576 = add i32 %575, %13
  %577 = sext i32 %576 to i64
  %578 = mul i64 %577, 4
  %579 = getelementptr i8, ptr addrspace(3) @lds1, i64 %578
  %580 = load float, ptr addrspace(3) %579, align 4
  %581 = fadd float 0.000000e+00, %580
  %582 = add i32 %23, 1
  %583 = mul i32 %582, 1
  %584 = add i32 %583, %13
  %585 = sext i32 %584 to i64
  %586 = mul i64 %585, 4
  %587 = getelementptr i8, ptr addrspace(3) @lds1, i64 %586
  %588 = load float, ptr addrspace(3) %587, align 4
  %589 = fadd float %581, %588
  %590 = add i32 %23, 2
  %591 = mul i32 %590, 1
  %592 = add i32 %591, %13
  %593 = sext i32 %592 to i64
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(3) @lds1, i64 %594
  %596 = load float, ptr addrspace(3) %595, align 4
  %597 = fadd float %589, %596
  %598 = add i32 %23, 3
  %599 = mul i32 %598, 1
  %600 = add i32 %599, %13
  %601 = sext i32 %600 to i64
  %602 = mul i64 %601, 4
  %603 = getelementptr i8, ptr addrspace(3) @lds1, i64 %602
  %604 = load float, ptr addrspace(3) %603, align 4
  %605 = fadd float %597, %604
  %606 = add i32 %27, %13
  %607 = icmp slt i32 %606, %3
  br i1 %607, label %then31, label %endif32

endif30:                                          ; preds = %endif32, %endif28
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %608 = load i32, ptr addrspace(5) %v, align 4
  %609 = add i32 %608, 4
  store i32 %609, ptr addrspace(5) %v, align 4
  br label %loop

then31:                                           ; preds = %then29
  %610 = add i32 0, %606
  %611 = sext i32 %610 to i64
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %0, i64 %612
  store float %605, ptr addrspace(1) %613, align 4
  br label %endif32

endif32:                                          ; preds = %then31, %then29
  br label %endif30

then33:                                           ; preds = %done
  fence release
  %614 = getelementptr i8, ptr addrspace(1) %7, i64 0
  %615 = atomicrmw add ptr addrspace(1) %614, i32 1 monotonic, align 4
  %616 = sub i32 %30, 1
  %617 = icmp eq i32 %615, %616
  br i1 %617, label %then35, label %endif36

endif34:                                          ; preds = %endif36, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %618 = load i32, ptr addrspace(3) @lds3, align 4
  %619 = icmp ne i32 %618, 0
  br i1 %619, label %then37, label %endif38

then35:                                           ; preds = %then33
  fence acquire
  br label %endif36

endif36:                                          ; preds = %then35, %then33
  %620 = zext i1 %617 to i32
  store i32 %620, ptr addrspace(3) @lds3, align 4
  br label %endif34

then37:                                           ; preds = %endif34
  %621 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %621, ptr addrspace(5) %v39, align 4
  br label %loop40

endif38:                                          ; preds = %endif82, %endif34
  ret void

loop40:                                           ; preds = %body41, %then37
  %622 = load i32, ptr addrspace(5) %v39, align 4
  %623 = icmp slt i32 %622, %3
  br i1 %623, label %body41, label %done42

body41:                                           ; preds = %loop40
  %624 = load i32, ptr addrspace(5) %v39, align 4
  %625 = sext i32 %624 to i64
  %626 = mul i64 %625, 4
  %627 = getelementptr i8, ptr addrspace(1) %0, i64 %626
  %628 = load volatile float, ptr addrspace(1) %627, align 4
  %629 = sext i32 %624 to i64
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr addrspace(3) @lds2, i64 %630
  store float %628, ptr addrspace(3) %631, align 4
  %632 = load i32, ptr addrspace(5) %v39, align 4
  %633 = add i32 %632, 128
  store i32 %633, ptr addrspace(5) %v39, align 4
  br label %loop40

done42:                                           ; preds = %loop40
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %634 = call i32 @llvm.amdgcn.workitem.id.x()
  %635 = lshr i32 %634, 5
  %636 = icmp eq i32 %635, 0
  br i1 %636, label %then43, label %endif44

then43:                                           ; preds = %done42
  %637 = call i32 @llvm.amdgcn.workitem.id.x()
  %638 = and i32 %637, 31
  store float 0xFFF0000000000000, ptr addrspace(5) %v45, align 4
  store i32 %638, ptr addrspace(5) %v46, align 4
  br label %loop47

endif44:                                          ; preds = %endif76, %done42
  br i1 %32, label %then81, label %endif82

loop47:                                           ; preds = %body48, %then43
  %639 = load i32, ptr addrspace(5) %v46, align 4
  %640 = icmp slt i32 %639, %3
  br i1 %640, label %body48, label %done49

body48:                                           ; preds = %loop47
  %641 = load i32, ptr addrspace(5) %v46, align 4
  %642 = sext i32 %641 to i64
  %643 = mul i64 %642, 4
  %644 = getelementptr i8, ptr addrspace(3) @lds2, i64 %643
  %645 = load float, ptr addrspace(3) %644, align 4
  %646 = load float, ptr addrspace(5) %v45, align 4
  %647 = fcmp ogt float %645, %646
  %648 = select i1 %647, float %645, float %646
  store float %648, ptr addrspace(5) %v45, align 4
  %649 = load i32, ptr addrspace(5) %v46, align 4
  %650 = add i32 %649, 32
  store i32 %650, ptr addrspace(5) %v46, align 4
  br label %loop47

done49:                                           ; preds = %loop47
  %651 = load float, ptr addrspace(5) %v45, align 4
  %652 = bitcast float %651 to i32
  %653 = call i32 @llvm.amdgcn.workitem.id.x()
  %654 = and i32 %653, 31
  %655 = xor i32 %654, 16
  %656 = shl i32 %655, 2
  %657 = call i32 @llvm.amdgcn.ds.bpermute(i32 %656, i32 %652)
  %658 = bitcast i32 %657 to float
  %659 = fcmp ogt float %651, %658
  %660 = select i1 %659, float %651, float %658
  %661 = bitcast float %660 to i32
  %662 = call i32 @llvm.amdgcn.workitem.id.x()
  %663 = and i32 %662, 31
  %664 = xor i32 %663, 8
  %665 = shl i32 %664, 2
  %666 = call i32 @llvm.amdgcn.ds.bpermute(i32 %665, i32 %661)
  %667 = bitcast i32 %666 to float
  %668 = fcmp ogt float %660, %667
  %669 = select i1 %668, float %660, float %667
  %670 = bitcast float %669 to i32
  %671 = call i32 @llvm.amdgcn.workitem.id.x()
  %672 = and i32 %671, 31
  %673 = xor i32 %672, 4
  %674 = shl i32 %673, 2
  %675 = call i32 @llvm.amdgcn.ds.bpermute(i32 %674, i32 %670)
  %676 = bitcast i32 %675 to float
  %677 = fcmp ogt float %669, %676
  %678 = select i1 %677, float %669, float %676
  %679 = bitcast float %678 to i32
  %680 = call i32 @llvm.amdgcn.workitem.id.x()
  %681 = and i32 %680, 31
  %682 = xor i32 %681, 2
  %683 = shl i32 %682, 2
  %684 = call i32 @llvm.amdgcn.ds.bpermute(i32 %683, i32 %679)
  %685 = bitcast i32 %684 to float
  %686 = fcmp ogt float %678, %685
  %687 = select i1 %686, float %678, float %685
  %688 = bitcast float %687 to i32
  %689 = call i32 @llvm.amdgcn.workitem.id.x()
  %690 = and i32 %689, 31
  %691 = xor i32 %690, 1
  %692 = shl i32 %691, 2
  %693 = call i32 @llvm.amdgcn.ds.bpermute(i32 %692, i32 %688)
  %694 = bitcast i32 %693 to float
  %695 = fcmp ogt float %687, %694
  %696 = select i1 %695, float %687, float %694
  store float 0.000000e+00, ptr addrspace(5) %v50, align 4
  store i32 %638, ptr addrspace(5) %v51, align 4
  br label %loop52

loop52:                                           ; preds = %body53, %done49
  %697 = load i32, ptr addrspace(5) %v51, align 4
  %698 = icmp slt i32 %697, %3
  br i1 %698, label %body53, label %done54

body53:                                           ; preds = %loop52
  %699 = load i32, ptr addrspace(5) %v51, align 4
  %700 = sext i32 %699 to i64
  %701 = mul i64 %700, 4
  %702 = getelementptr i8, ptr addrspace(3) @lds2, i64 %701
  %703 = load float, ptr addrspace(3) %702, align 4
  %704 = fsub float %703, %696
  %705 = fmul float %704, 0x3FF7154760000000
  %706 = fcmp olt float %705, -1.260000e+02
  %707 = fcmp ogt float %705, 1.270000e+02
  %708 = select i1 %706, float -1.260000e+02, float %705
  %709 = select i1 %707, float 1.270000e+02, float %708
  %710 = fadd float %709, 5.000000e-01
  %711 = call float @llvm.floor.f32(float %710)
  %712 = fsub float %709, %711
  %713 = fmul float 0x3EEFFCBFC0000000, %712
  %714 = fadd float %713, 0x3F24309120000000
  %715 = fmul float %714, %712
  %716 = fadd float %715, 0x3F55D87FE0000000
  %717 = fmul float %716, %712
  %718 = fadd float %717, 0x3F83B2AB60000000
  %719 = fmul float %718, %712
  %720 = fadd float %719, 0x3FAC6B08E0000000
  %721 = fmul float %720, %712
  %722 = fadd float %721, 0x3FCEBFBE00000000
  %723 = fmul float %722, %712
  %724 = fadd float %723, 0x3FE62E4300000000
  %725 = fmul float %724, %712
  %726 = fadd float %725, 1.000000e+00
  %727 = fptosi float %711 to i32
  %728 = add i32 %727, 127
  %729 = shl i32 %728, 23
  %730 = bitcast i32 %729 to float
  %731 = fmul float %726, %730
  %732 = select i1 %706, float 0.000000e+00, float %731
  %733 = select i1 %707, float 0x7FF0000000000000, float %732
  %734 = fcmp uno float %705, %705
  %735 = select i1 %734, float %705, float %733
  %736 = load float, ptr addrspace(5) %v50, align 4
  %737 = fadd float %736, %735
  store float %737, ptr addrspace(5) %v50, align 4
  %738 = load i32, ptr addrspace(5) %v51, align 4
  %739 = add i32 %738, 32
  store i32 %739, ptr addrspace(5) %v51, align 4
  br label %loop52

done54:                                           ; preds = %loop52
  %740 = load float, ptr addrspace(5) %v50, align 4
  %741 = bitcast float %740 to i32
  %742 = call i32 @llvm.amdgcn.workitem.id.x()
  %743 = and i32 %742, 31
  %744 = xor i32 %743, 16
  %745 = shl i32 %744, 2
  %746 = call i32 @llvm.amdgcn.ds.bpermute(i32 %745, i32 %741)
  %747 = bitcast i32 %746 to float
  %748 = fadd float %740, %747
  %749 = bitcast float %748 to i32
  %750 = call i32 @llvm.amdgcn.workitem.id.x()
  %751 = and i32 %750, 31
  %752 = xor i32 %751, 8
  %753 = shl i32 %752, 2
  %754 = call i32 @llvm.amdgcn.ds.bpermute(i32 %753, i32 %749)
  %755 = bitcast i32 %754 to float
  %756 = fadd float %748, %755
  %757 = bitcast float %756 to i32
  %758 = call i32 @llvm.amdgcn.workitem.id.x()
  %759 = and i32 %758, 31
  %760 = xor i32 %759, 4
  %761 = shl i32 %760, 2
  %762 = call i32 @llvm.amdgcn.ds.bpermute(i32 %761, i32 %757)
  %763 = bitcast i32 %762 to float
  %764 = fadd float %756, %763
  %765 = bitcast float %764 to i32
  %766 = call i32 @llvm.amdgcn.workitem.id.x()
  %767 = and i32 %766, 31
  %768 = xor i32 %767, 2
  %769 = shl i32 %768, 2
  %770 = call i32 @llvm.amdgcn.ds.bpermute(i32 %769, i32 %765)
  %771 = bitcast i32 %770 to float
  %772 = fadd float %764, %771
  %773 = bitcast float %772 to i32
  %774 = call i32 @llvm.amdgcn.workitem.id.x()
  %775 = and i32 %774, 31
  %776 = xor i32 %775, 1
  %777 = shl i32 %776, 2
  %778 = call i32 @llvm.amdgcn.ds.bpermute(i32 %777, i32 %773)
  %779 = bitcast i32 %778 to float
  %780 = fadd float %772, %779
  store float 0x7FF0000000000000, ptr addrspace(5) %v55, align 4
  store i32 -1, ptr addrspace(5) %v56, align 4
  store float 0.000000e+00, ptr addrspace(5) %v57, align 4
  store float 0.000000e+00, ptr addrspace(5) %v58, align 4
  %781 = icmp eq i32 %638, 0
  %782 = icmp ne i32 %9, 0
  %783 = icmp sle i32 %8, 32
  %784 = and i1 %782, %783
  %785 = xor i1 %784, true
  %786 = and i1 %781, %785
  store i32 0, ptr addrspace(5) %v59, align 4
  br label %loop60

loop60:                                           ; preds = %endif72, %done54
  %787 = load i32, ptr addrspace(5) %v59, align 4
  %788 = icmp slt i32 %787, %8
  br i1 %788, label %body61, label %done62

body61:                                           ; preds = %loop60
  %789 = load i32, ptr addrspace(5) %v59, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v63, align 4
  store i32 %3, ptr addrspace(5) %v64, align 4
  %790 = load float, ptr addrspace(5) %v55, align 4
  %791 = load i32, ptr addrspace(5) %v56, align 4
  store i32 %638, ptr addrspace(5) %v65, align 4
  br label %loop66

done62:                                           ; preds = %loop60
  %792 = load float, ptr addrspace(5) %v57, align 4
  %793 = icmp slt i32 %638, %8
  %794 = and i1 %784, %793
  br i1 %794, label %then73, label %endif74

loop66:                                           ; preds = %body67, %body61
  %795 = load i32, ptr addrspace(5) %v65, align 4
  %796 = icmp slt i32 %795, %3
  br i1 %796, label %body67, label %done68

body67:                                           ; preds = %loop66
  %797 = load i32, ptr addrspace(5) %v65, align 4
  %798 = sext i32 %797 to i64
  %799 = mul i64 %798, 4
  %800 = getelementptr i8, ptr addrspace(3) @lds2, i64 %799
  %801 = load float, ptr addrspace(3) %800, align 4
  %802 = fcmp uno float %801, %801
  %803 = select i1 %802, float 0xFFF0000000000000, float %801
  %804 = fcmp olt float %803, %790
  %805 = fcmp oeq float %803, %790
  %806 = icmp sgt i32 %797, %791
  %807 = and i1 %805, %806
  %808 = or i1 %804, %807
  %809 = load float, ptr addrspace(5) %v63, align 4
  %810 = load i32, ptr addrspace(5) %v64, align 4
  %811 = fcmp ogt float %803, %809
  %812 = icmp eq i32 %810, %3
  %813 = or i1 %811, %812
  %814 = and i1 %808, %813
  %815 = select i1 %814, float %803, float %809
  store float %815, ptr addrspace(5) %v63, align 4
  %816 = select i1 %814, i32 %797, i32 %810
  store i32 %816, ptr addrspace(5) %v64, align 4
  %817 = load i32, ptr addrspace(5) %v65, align 4
  %818 = add i32 %817, 32
  store i32 %818, ptr addrspace(5) %v65, align 4
  br label %loop66

done68:                                           ; preds = %loop66
  %819 = load float, ptr addrspace(5) %v63, align 4
  %820 = load i32, ptr addrspace(5) %v64, align 4
  %821 = bitcast float %819 to i32
  %822 = call i32 @llvm.amdgcn.workitem.id.x()
  %823 = and i32 %822, 31
  %824 = xor i32 %823, 16
  %825 = shl i32 %824, 2
  %826 = call i32 @llvm.amdgcn.ds.bpermute(i32 %825, i32 %821)
  %827 = bitcast i32 %826 to float
  %828 = call i32 @llvm.amdgcn.workitem.id.x()
  %829 = and i32 %828, 31
  %830 = xor i32 %829, 16
  %831 = shl i32 %830, 2
  %832 = call i32 @llvm.amdgcn.ds.bpermute(i32 %831, i32 %820)
  %833 = fcmp ogt float %827, %819
  %834 = fcmp oeq float %827, %819
  %835 = icmp slt i32 %832, %820
  %836 = and i1 %834, %835
  %837 = or i1 %833, %836
  %838 = select i1 %837, float %827, float %819
  %839 = select i1 %837, i32 %832, i32 %820
  %840 = bitcast float %838 to i32
  %841 = call i32 @llvm.amdgcn.workitem.id.x()
  %842 = and i32 %841, 31
  %843 = xor i32 %842, 8
  %844 = shl i32 %843, 2
  %845 = call i32 @llvm.amdgcn.ds.bpermute(i32 %844, i32 %840)
  %846 = bitcast i32 %845 to float
  %847 = call i32 @llvm.amdgcn.workitem.id.x()
  %848 = and i32 %847, 31
  %849 = xor i32 %848, 8
  %850 = shl i32 %849, 2
  %851 = call i32 @llvm.amdgcn.ds.bpermute(i32 %850, i32 %839)
  %852 = fcmp ogt float %846, %838
  %853 = fcmp oeq float %846, %838
  %854 = icmp slt i32 %851, %839
  %855 = and i1 %853, %854
  %856 = or i1 %852, %855
  %857 = select i1 %856, float %846, float %838
  %858 = select i1 %856, i32 %851, i32 %839
  %859 = bitcast float %857 to i32
  %860 = call i32 @llvm.amdgcn.workitem.id.x()
  %861 = and i32 %860, 31
  %862 = xor i32 %861, 4
  %863 = shl i32 %862, 2
  %864 = call i32 @llvm.amdgcn.ds.bpermute(i32 %863, i32 %859)
  %865 = bitcast i32 %864 to float
  %866 = call i32 @llvm.amdgcn.workitem.id.x()
  %867 = and i32 %866, 31
  %868 = xor i32 %867, 4
  %869 = shl i32 %868, 2
  %870 = call i32 @llvm.amdgcn.ds.bpermute(i32 %869, i32 %858)
  %871 = fcmp ogt float %865, %857
  %872 = fcmp oeq float %865, %857
  %873 = icmp slt i32 %870, %858
  %874 = and i1 %872, %873
  %875 = or i1 %871, %874
  %876 = select i1 %875, float %865, float %857
  %877 = select i1 %875, i32 %870, i32 %858
  %878 = bitcast float %876 to i32
  %879 = call i32 @llvm.amdgcn.workitem.id.x()
  %880 = and i32 %879, 31
  %881 = xor i32 %880, 2
  %882 = shl i32 %881, 2
  %883 = call i32 @llvm.amdgcn.ds.bpermute(i32 %882, i32 %878)
  %884 = bitcast i32 %883 to float
  %885 = call i32 @llvm.amdgcn.workitem.id.x()
  %886 = and i32 %885, 31
  %887 = xor i32 %886, 2
  %888 = shl i32 %887, 2
  %889 = call i32 @llvm.amdgcn.ds.bpermute(i32 %888, i32 %877)
  %890 = fcmp ogt float %884, %876
  %891 = fcmp oeq float %884, %876
  %892 = icmp slt i32 %889, %877
  %893 = and i1 %891, %892
  %894 = or i1 %890, %893
  %895 = select i1 %894, float %884, float %876
  %896 = select i1 %894, i32 %889, i32 %877
  %897 = bitcast float %895 to i32
  %898 = call i32 @llvm.amdgcn.workitem.id.x()
  %899 = and i32 %898, 31
  %900 = xor i32 %899, 1
  %901 = shl i32 %900, 2
  %902 = call i32 @llvm.amdgcn.ds.bpermute(i32 %901, i32 %897)
  %903 = bitcast i32 %902 to float
  %904 = call i32 @llvm.amdgcn.workitem.id.x()
  %905 = and i32 %904, 31
  %906 = xor i32 %905, 1
  %907 = shl i32 %906, 2
  %908 = call i32 @llvm.amdgcn.ds.bpermute(i32 %907, i32 %896)
  %909 = fcmp ogt float %903, %895
  %910 = fcmp oeq float %903, %895
  %911 = icmp slt i32 %908, %896
  %912 = and i1 %910, %911
  %913 = or i1 %909, %912
  %914 = select i1 %913, float %903, float %895
  %915 = select i1 %913, i32 %908, i32 %896
  %916 = fsub float %914, %696
  %917 = fmul float %916, 0x3FF7154760000000
  %918 = fcmp olt float %917, -1.260000e+02
  %919 = fcmp ogt float %917, 1.270000e+02
  %920 = select i1 %918, float -1.260000e+02, float %917
  %921 = select i1 %919, float 1.270000e+02, float %920
  %922 = fadd float %921, 5.000000e-01
  %923 = call float @llvm.floor.f32(float %922)
  %924 = fsub float %921, %923
  %925 = fmul float 0x3EEFFCBFC0000000, %924
  %926 = fadd float %925, 0x3F24309120000000
  %927 = fmul float %926, %924
  %928 = fadd float %927, 0x3F55D87FE0000000
  %929 = fmul float %928, %924
  %930 = fadd float %929, 0x3F83B2AB60000000
  %931 = fmul float %930, %924
  %932 = fadd float %931, 0x3FAC6B08E0000000
  %933 = fmul float %932, %924
  %934 = fadd float %933, 0x3FCEBFBE00000000
  %935 = fmul float %934, %924
  %936 = fadd float %935, 0x3FE62E4300000000
  %937 = fmul float %936, %924
  %938 = fadd float %937, 1.000000e+00
  %939 = fptosi float %923 to i32
  %940 = add i32 %939, 127
  %941 = shl i32 %940, 23
  %942 = bitcast i32 %941 to float
  %943 = fmul float %938, %942
  %944 = select i1 %918, float 0.000000e+00, float %943
  %945 = select i1 %919, float 0x7FF0000000000000, float %944
  %946 = fcmp uno float %917, %917
  %947 = select i1 %946, float %917, float %945
  %948 = fdiv float %947, %780
  store float %914, ptr addrspace(5) %v55, align 4
  store i32 %915, ptr addrspace(5) %v56, align 4
  %949 = load float, ptr addrspace(5) %v57, align 4
  %950 = fadd float %949, %948
  store float %950, ptr addrspace(5) %v57, align 4
  %951 = icmp eq i32 %638, %789
  %952 = load float, ptr addrspace(5) %v58, align 4
  %953 = select i1 %951, float %948, float %952
  store float %953, ptr addrspace(5) %v58, align 4
  %954 = add i32 0, %789
  br i1 %781, label %then69, label %endif70

then69:                                           ; preds = %done68
  %955 = sext i32 %954 to i64
  %956 = mul i64 %955, 4
  %957 = getelementptr i8, ptr addrspace(1) %5, i64 %956
  store i32 %915, ptr addrspace(1) %957, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %done68
  br i1 %786, label %then71, label %endif72

then71:                                           ; preds = %endif70
  %958 = sext i32 %954 to i64
  %959 = mul i64 %958, 4
  %960 = getelementptr i8, ptr addrspace(1) %6, i64 %959
  store float %948, ptr addrspace(1) %960, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif70
  %961 = load i32, ptr addrspace(5) %v59, align 4
  %962 = add i32 %961, 1
  store i32 %962, ptr addrspace(5) %v59, align 4
  br label %loop60

then73:                                           ; preds = %done62
  %963 = load float, ptr addrspace(5) %v58, align 4
  %964 = fdiv float %963, %792
  %965 = add i32 0, %638
  %966 = sext i32 %965 to i64
  %967 = mul i64 %966, 4
  %968 = getelementptr i8, ptr addrspace(1) %6, i64 %967
  store float %964, ptr addrspace(1) %968, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %done62
  %969 = xor i1 %783, true
  %970 = and i1 %782, %969
  %971 = and i1 %970, %781
  br i1 %971, label %then75, label %endif76

then75:                                           ; preds = %endif74
  store i32 0, ptr addrspace(5) %v77, align 4
  br label %loop78

endif76:                                          ; preds = %done80, %endif74
  br label %endif44

loop78:                                           ; preds = %body79, %then75
  %972 = load i32, ptr addrspace(5) %v77, align 4
  %973 = icmp slt i32 %972, %8
  br i1 %973, label %body79, label %done80

body79:                                           ; preds = %loop78
  %974 = load i32, ptr addrspace(5) %v77, align 4
  %975 = add i32 0, %974
  %976 = sext i32 %975 to i64
  %977 = mul i64 %976, 4
  %978 = getelementptr i8, ptr addrspace(1) %6, i64 %977
  %979 = load float, ptr addrspace(1) %978, align 4
  %980 = fdiv float %979, %792
  %981 = sext i32 %975 to i64
  %982 = mul i64 %981, 4
  %983 = getelementptr i8, ptr addrspace(1) %6, i64 %982
  store float %980, ptr addrspace(1) %983, align 4
  %984 = load i32, ptr addrspace(5) %v77, align 4
  %985 = add i32 %984, 1
  store i32 %985, ptr addrspace(5) %v77, align 4
  br label %loop78

done80:                                           ; preds = %loop78
  br label %endif76

then81:                                           ; preds = %endif44
  %986 = getelementptr i8, ptr addrspace(1) %7, i64 0
  store i32 0, ptr addrspace(1) %986, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif44
  br label %endif38
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
