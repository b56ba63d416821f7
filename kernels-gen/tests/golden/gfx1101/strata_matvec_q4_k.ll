; ModuleID = 'strata_matvec_q4_k'
source_filename = "strata_matvec_q4_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v44 = alloca i32, align 4, addrspace(5)
  %v37 = alloca i32, align 4, addrspace(5)
  %v36 = alloca i32, align 4, addrspace(5)
  %v35 = alloca i32, align 4, addrspace(5)
  %v34 = alloca i32, align 4, addrspace(5)
  %v33 = alloca i32, align 4, addrspace(5)
  %v32 = alloca i32, align 4, addrspace(5)
  %v31 = alloca i32, align 4, addrspace(5)
  %v30 = alloca i32, align 4, addrspace(5)
  %v29 = alloca i32, align 4, addrspace(5)
  %v28 = alloca i32, align 4, addrspace(5)
  %v27 = alloca i32, align 4, addrspace(5)
  %v26 = alloca i32, align 4, addrspace(5)
  %v25 = alloca i32, align 4, addrspace(5)
  %v24 = alloca i32, align 4, addrspace(5)
  %v23 = alloca i32, align 4, addrspace(5)
  %v22 = alloca i32, align 4, addrspace(5)
  %v21 = alloca i32, align 4, addrspace(5)
  %v20 = alloca i32, align 4, addrspace(5)
  %v19 = alloca i32, align 4, addrspace(5)
  %v18 = alloca i32, align 4, addrspace(5)
  %v17 = alloca i32, align 4, addrspace(5)
  %v16 = alloca i32, align 4, addrspace(5)
  %v15 = alloca i32, align 4, addrspace(5)
  %v14 = alloca i32, align 4, addrspace(5)
  %v13 = alloca i32, align 4, addrspace(5)
  %v12 = alloca i32, align 4, addrspace(5)
  %v11 = alloca i32, align 4, addrspace(5)
  %v10 = alloca i32, align 4, addrspace(5)
  %v9 = alloca i32, align 4, addrspace(5)
  %v8 = alloca i32, align 4, addrspace(5)
  %v7 = alloca i32, align 4, addrspace(5)
  %v6 = alloca i32, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %9, 16
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 3
  %14 = and i32 %12, 7
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif59, %entry
  %16 = load i32, ptr addrspace(5) %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr addrspace(5) %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 4
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %24 = call i32 @llvm.amdgcn.workitem.id.x()
  %25 = and i32 %24, 31
  %26 = sext i32 %4 to i64
  %27 = udiv i64 %26, 256
  %28 = mul i64 %27, 144
  %29 = sub i32 %3, 1
  %30 = add i32 %22, 0
  %31 = icmp sgt i32 %30, %29
  %32 = select i1 %31, i32 %29, i32 %30
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, %28
  %35 = getelementptr i8, ptr addrspace(1) %1, i64 %34
  %36 = add i32 %22, 1
  %37 = icmp sgt i32 %36, %29
  %38 = select i1 %37, i32 %29, i32 %36
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, %28
  %41 = getelementptr i8, ptr addrspace(1) %1, i64 %40
  %42 = add i32 %22, 2
  %43 = icmp sgt i32 %42, %29
  %44 = select i1 %43, i32 %29, i32 %42
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, %28
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = add i32 %22, 3
  %49 = icmp sgt i32 %48, %29
  %50 = select i1 %49, i32 %29, i32 %48
  %51 = sext i32 %50 to i64
  %52 = mul i64 %51, %28
  %53 = getelementptr i8, ptr addrspace(1) %1, i64 %52
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %54 = udiv i32 %4, 32
  %55 = mul i32 %20, 32
  %56 = add i32 %25, %55
  %57 = call i32 @llvm.amdgcn.workitem.id.x()
  %58 = sext i32 %4 to i64
  %59 = sub i32 %54, 1
  %60 = icmp sgt i32 %56, %59
  %61 = select i1 %60, i32 %59, i32 %56
  %62 = lshr i32 %61, 3
  %63 = and i32 %61, 7
  %64 = sext i32 %62 to i64
  %65 = mul i64 %64, 144
  %66 = add i64 %65, 0
  %67 = getelementptr i8, ptr addrspace(1) %35, i64 %66
  %68 = getelementptr i8, ptr addrspace(1) %67, i64 0
  %69 = load <4 x i32>, ptr addrspace(1) %68, align 16
  %70 = extractelement <4 x i32> %69, i32 0
  %71 = extractelement <4 x i32> %69, i32 1
  %72 = extractelement <4 x i32> %69, i32 2
  %73 = extractelement <4 x i32> %69, i32 3
  %74 = sext i32 %63 to i64
  %75 = mul i64 %74, 16
  %76 = add i64 %75, 16
  %77 = add i64 %76, 0
  %78 = getelementptr i8, ptr addrspace(1) %67, i64 %77
  %79 = load <4 x i32>, ptr addrspace(1) %78, align 16
  %80 = extractelement <4 x i32> %79, i32 0
  %81 = extractelement <4 x i32> %79, i32 1
  %82 = extractelement <4 x i32> %79, i32 2
  %83 = extractelement <4 x i32> %79, i32 3
  store i32 %70, ptr addrspace(5) %v6, align 4
  store i32 %71, ptr addrspace(5) %v7, align 4
  store i32 %72, ptr addrspace(5) %v8, align 4
  store i32 %73, ptr addrspace(5) %v9, align 4
  store i32 %80, ptr addrspace(5) %v10, align 4
  store i32 %81, ptr addrspace(5) %v11, align 4
  store i32 %82, ptr addrspace(5) %v12, align 4
  store i32 %83, ptr addrspace(5) %v13, align 4
  %84 = lshr i32 %61, 3
  %85 = and i32 %61, 7
  %86 = sext i32 %84 to i64
  %87 = mul i64 %86, 144
  %88 = add i64 %87, 0
  %89 = getelementptr i8, ptr addrspace(1) %41, i64 %88
  %90 = getelementptr i8, ptr addrspace(1) %89, i64 0
  %91 = load <4 x i32>, ptr addrspace(1) %90, align 16
  %92 = extractelement <4 x i32> %91, i32 0
  %93 = extractelement <4 x i32> %91, i32 1
  %94 = extractelement <4 x i32> %91, i32 2
  %95 = extractelement <4 x i32> %91, i32 3
  %96 = sext i32 %85 to i64
  %97 = mul i64 %96, 16
  %98 = add i64 %97, 16
  %99 = add i64 %98, 0
  %100 = getelementptr i8, ptr addrspace(1) %89, i64 %99
  %101 = load <4 x i32>, ptr addrspace(1) %100, align 16
  %102 = extractelement <4 x i32> %101, i32 0
  %103 = extractelement <4 x i32> %101, i32 1
  %104 = extractelement <4 x i32> %101, i32 2
  %105 = extractelement <4 x i32> %101, i32 3
  store i32 %92, ptr addrspace(5) %v14, align 4
  store i32 %93, ptr addrspace(5) %v15, align 4
  store i32 %94, ptr addrspace(5) %v16, align 4
  store i32 %95, ptr addrspace(5) %v17, align 4
  store i32 %102, ptr addrspace(5) %v18, align 4
  store i32 %103, ptr addrspace(5) %v19, align 4
  store i32 %104, ptr addrspace(5) %v20, align 4
  store i32 %105, ptr addrspace(5) %v21, align 4
  %106 = lshr i32 %61, 3
  %107 = and i32 %61, 7
  %108 = sext i32 %106 to i64
  %109 = mul i64 %108, 144
  %110 = add i64 %109, 0
  %111 = getelementptr i8, ptr addrspace(1) %47, i64 %110
  %112 = getelementptr i8, ptr addrspace(1) %111, i64 0
  %113 = load <4 x i32>, ptr addrspace(1) %112, align 16
  %114 = extractelement <4 x i32> %113, i32 0
  %115 = extractelement <4 x i32> %113, i32 1
  %116 = extractelement <4 x i32> %113, i32 2
  %117 = extractelement <4 x i32> %113, i32 3
  %118 = sext i32 %107 to i64
  %119 = mul i64 %118, 16
  %120 = add i64 %119, 16
  %121 = add i64 %120, 0
  %122 = getelementptr i8, ptr addrspace(1) %111, i64 %121
  %123 = load <4 x i32>, ptr addrspace(1) %122, align 16
  %124 = extractelement <4 x i32> %123, i32 0
  %125 = extractelement <4 x i32> %123, i32 1
  %126 = extractelement <4 x i32> %123, i32 2
  %127 = extractelement <4 x i32> %123, i32 3
  store i32 %114, ptr addrspace(5) %v22, align 4
  store i32 %115, ptr addrspace(5) %v23, align 4
  store i32 %116, ptr addrspace(5) %v24, align 4
  store i32 %117, ptr addrspace(5) %v25, align 4
  store i32 %124, ptr addrspace(5) %v26, align 4
  store i32 %125, ptr addrspace(5) %v27, align 4
  store i32 %126, ptr addrspace(5) %v28, align 4
  store i32 %127, ptr addrspace(5) %v29, align 4
  %128 = lshr i32 %61, 3
  %129 = and i32 %61, 7
  %130 = sext i32 %128 to i64
  %131 = mul i64 %130, 144
  %132 = add i64 %131, 0
  %133 = getelementptr i8, ptr addrspace(1) %53, i64 %132
  %134 = getelementptr i8, ptr addrspace(1) %133, i64 0
  %135 = load <4 x i32>, ptr addrspace(1) %134, align 16
  %136 = extractelement <4 x i32> %135, i32 0
  %137 = extractelement <4 x i32> %135, i32 1
  %138 = extractelement <4 x i32> %135, i32 2
  %139 = extractelement <4 x i32> %135, i32 3
  %140 = sext i32 %129 to i64
  %141 = mul i64 %140, 16
  %142 = add i64 %141, 16
  %143 = add i64 %142, 0
  %144 = getelementptr i8, ptr addrspace(1) %133, i64 %143
  %145 = load <4 x i32>, ptr addrspace(1) %144, align 16
  %146 = extractelement <4 x i32> %145, i32 0
  %147 = extractelement <4 x i32> %145, i32 1
  %148 = extractelement <4 x i32> %145, i32 2
  %149 = extractelement <4 x i32> %145, i32 3
  store i32 %136, ptr addrspace(5) %v30, align 4
  store i32 %137, ptr addrspace(5) %v31, align 4
  store i32 %138, ptr addrspace(5) %v32, align 4
  store i32 %139, ptr addrspace(5) %v33, align 4
  store i32 %146, ptr addrspace(5) %v34, align 4
  store i32 %147, ptr addrspace(5) %v35, align 4
  store i32 %148, ptr addrspace(5) %v36, align 4
  store i32 %149, ptr addrspace(5) %v37, align 4
  %150 = add i32 %57, 0
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = add i64 0, %152
  %154 = icmp slt i64 %153, %58
  %155 = icmp slt i64 %152, 1024
  %156 = and i1 %154, %155
  %157 = select i1 %156, i64 %153, i64 0
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %2, i64 %158
  %160 = load <4 x float>, ptr addrspace(1) %159, align 16
  %161 = extractelement <4 x float> %160, i32 0
  %162 = extractelement <4 x float> %160, i32 1
  %163 = extractelement <4 x float> %160, i32 2
  %164 = extractelement <4 x float> %160, i32 3
  %165 = add i32 %57, 128
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = add i64 0, %167
  %169 = icmp slt i64 %168, %58
  %170 = icmp slt i64 %167, 1024
  %171 = and i1 %169, %170
  %172 = select i1 %171, i64 %168, i64 0
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %2, i64 %173
  %175 = load <4 x float>, ptr addrspace(1) %174, align 16
  %176 = extractelement <4 x float> %175, i32 0
  %177 = extractelement <4 x float> %175, i32 1
  %178 = extractelement <4 x float> %175, i32 2
  %179 = extractelement <4 x float> %175, i32 3
  %180 = call i32 @llvm.amdgcn.workitem.id.x()
  %181 = bitcast float %161 to i32
  %182 = and i32 %181, 2147483647
  %183 = bitcast float %162 to i32
  %184 = and i32 %183, 2147483647
  %185 = bitcast float %163 to i32
  %186 = and i32 %185, 2147483647
  %187 = bitcast float %164 to i32
  %188 = and i32 %187, 2147483647
  %189 = icmp ugt i32 %182, %184
  %190 = select i1 %189, i32 %182, i32 %184
  %191 = icmp ugt i32 %186, %188
  %192 = select i1 %191, i32 %186, i32 %188
  %193 = icmp ugt i32 %190, %192
  %194 = select i1 %193, i32 %190, i32 %192
  %195 = call i32 @llvm.amdgcn.workitem.id.x()
  %196 = and i32 %195, 31
  %197 = xor i32 %196, 1
  %198 = shl i32 %197, 2
  %199 = call i32 @llvm.amdgcn.ds.bpermute(i32 %198, i32 %194)
  %200 = icmp ugt i32 %194, %199
  %201 = select i1 %200, i32 %194, i32 %199
  %202 = call i32 @llvm.amdgcn.workitem.id.x()
  %203 = and i32 %202, 31
  %204 = xor i32 %203, 2
  %205 = shl i32 %204, 2
  %206 = call i32 @llvm.amdgcn.ds.bpermute(i32 %205, i32 %201)
  %207 = icmp ugt i32 %201, %206
  %208 = select i1 %207, i32 %201, i32 %206
  %209 = call i32 @llvm.amdgcn.workitem.id.x()
  %210 = and i32 %209, 31
  %211 = xor i32 %210, 4
  %212 = shl i32 %211, 2
  %213 = call i32 @llvm.amdgcn.ds.bpermute(i32 %212, i32 %208)
  %214 = icmp ugt i32 %208, %213
  %215 = select i1 %214, i32 %208, i32 %213
  %216 = and i32 %215, 2147483647
  %217 = icmp ult i32 %216, 2139095040
  %218 = bitcast i32 %215 to float
  %219 = fdiv float 1.270000e+02, %218
  %220 = bitcast float %219 to i32
  %221 = and i32 %220, 2147483647
  %222 = icmp ult i32 %221, 2139095040
  %223 = select i1 %222, float %219, float 0.000000e+00
  %224 = fmul float %161, %223
  %225 = fadd float %224, 0x4168000000000000
  %226 = bitcast float %225 to i32
  %227 = fmul float %162, %223
  %228 = fadd float %227, 0x4168000000000000
  %229 = bitcast float %228 to i32
  %230 = fmul float %163, %223
  %231 = fadd float %230, 0x4168000000000000
  %232 = bitcast float %231 to i32
  %233 = fmul float %164, %223
  %234 = fadd float %233, 0x4168000000000000
  %235 = bitcast float %234 to i32
  %236 = bitcast i32 %226 to <4 x i8>
  %237 = bitcast i32 %229 to <4 x i8>
  %238 = shufflevector <4 x i8> %236, <4 x i8> %237, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %239 = bitcast <4 x i8> %238 to i32
  %240 = bitcast i32 %232 to <4 x i8>
  %241 = bitcast i32 %235 to <4 x i8>
  %242 = shufflevector <4 x i8> %240, <4 x i8> %241, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %243 = bitcast <4 x i8> %242 to i32
  %244 = bitcast i32 %239 to <4 x i8>
  %245 = bitcast i32 %243 to <4 x i8>
  %246 = shufflevector <4 x i8> %244, <4 x i8> %245, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %247 = bitcast <4 x i8> %246 to i32
  %248 = add i32 %180, 0
  %249 = sext i32 %248 to i64
  %250 = mul i64 %249, 4
  %251 = icmp slt i64 %250, 1024
  br i1 %251, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %252 = lshr i64 %250, 2
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(3) @lds1, i64 %253
  store i32 %247, ptr addrspace(3) %254, align 4
  %255 = and i64 %250, 31
  %256 = icmp eq i64 %255, 0
  br i1 %256, label %then38, label %endif39

endif:                                            ; preds = %endif39, %body
  %257 = bitcast float %176 to i32
  %258 = and i32 %257, 2147483647
  %259 = bitcast float %177 to i32
  %260 = and i32 %259, 2147483647
  %261 = bitcast float %178 to i32
  %262 = and i32 %261, 2147483647
  %263 = bitcast float %179 to i32
  %264 = and i32 %263, 2147483647
  %265 = icmp ugt i32 %258, %260
  %266 = select i1 %265, i32 %258, i32 %260
  %267 = icmp ugt i32 %262, %264
  %268 = select i1 %267, i32 %262, i32 %264
  %269 = icmp ugt i32 %266, %268
  %270 = select i1 %269, i32 %266, i32 %268
  %271 = call i32 @llvm.amdgcn.workitem.id.x()
  %272 = and i32 %271, 31
  %273 = xor i32 %272, 1
  %274 = shl i32 %273, 2
  %275 = call i32 @llvm.amdgcn.ds.bpermute(i32 %274, i32 %270)
  %276 = icmp ugt i32 %270, %275
  %277 = select i1 %276, i32 %270, i32 %275
  %278 = call i32 @llvm.amdgcn.workitem.id.x()
  %279 = and i32 %278, 31
  %280 = xor i32 %279, 2
  %281 = shl i32 %280, 2
  %282 = call i32 @llvm.amdgcn.ds.bpermute(i32 %281, i32 %277)
  %283 = icmp ugt i32 %277, %282
  %284 = select i1 %283, i32 %277, i32 %282
  %285 = call i32 @llvm.amdgcn.workitem.id.x()
  %286 = and i32 %285, 31
  %287 = xor i32 %286, 4
  %288 = shl i32 %287, 2
  %289 = call i32 @llvm.amdgcn.ds.bpermute(i32 %288, i32 %284)
  %290 = icmp ugt i32 %284, %289
  %291 = select i1 %290, i32 %284, i32 %289
  %292 = and i32 %291, 2147483647
  %293 = icmp ult i32 %292, 2139095040
  %294 = bitcast i32 %291 to float
  %295 = fdiv float 1.270000e+02, %294
  %296 = bitcast float %295 to i32
  %297 = and i32 %296, 2147483647
  %298 = icmp ult i32 %297, 2139095040
  %299 = select i1 %298, float %295, float 0.000000e+00
  %300 = fmul float %176, %299
  %301 = fadd float %300, 0x4168000000000000
  %302 = bitcast float %301 to i32
  %303 = fmul float %177, %299
  %304 = fadd float %303, 0x4168000000000000
  %305 = bitcast float %304 to i32
  %306 = fmul float %178, %299
  %307 = fadd float %306, 0x4168000000000000
  %308 = bitcast float %307 to i32
  %309 = fmul float %179, %299
  %310 = fadd float %309, 0x4168000000000000
  %311 = bitcast float %310 to i32
  %312 = bitcast i32 %302 to <4 x i8>
  %313 = bitcast i32 %305 to <4 x i8>
  %314 = shufflevector <4 x i8> %312, <4 x i8> %313, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %315 = bitcast <4 x i8> %314 to i32
  %316 = bitcast i32 %308 to <4 x i8>
  %317 = bitcast i32 %311 to <4 x i8>
  %318 = shufflevector <4 x i8> %316, <4 x i8> %317, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %319 = bitcast <4 x i8> %318 to i32
  %320 = bitcast i32 %315 to <4 x i8>
  %321 = bitcast i32 %319 to <4 x i8>
  %322 = shufflevector <4 x i8> %320, <4 x i8> %321, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %323 = bitcast <4 x i8> %322 to i32
  %324 = add i32 %180, 128
  %325 = sext i32 %324 to i64
  %326 = mul i64 %325, 4
  %327 = icmp slt i64 %326, 1024
  br i1 %327, label %then40, label %endif41

then38:                                           ; preds = %then
  %328 = fmul float %218, 0x3F80204080000000
  %329 = select i1 %217, float %328, float 0x7FF8000000000000
  %330 = lshr i64 %250, 5
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %331
  store float %329, ptr addrspace(3) %332, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then
  br label %endif

then40:                                           ; preds = %endif
  %333 = lshr i64 %326, 2
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(3) @lds1, i64 %334
  store i32 %323, ptr addrspace(3) %335, align 4
  %336 = and i64 %326, 31
  %337 = icmp eq i64 %336, 0
  br i1 %337, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %338 = add i32 %54, 31
  %339 = udiv i32 %338, 32
  store i32 0, ptr addrspace(5) %v44, align 4
  br label %loop45

then42:                                           ; preds = %then40
  %340 = fmul float %294, 0x3F80204080000000
  %341 = select i1 %293, float %340, float 0x7FF8000000000000
  %342 = lshr i64 %326, 5
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %343
  store float %341, ptr addrspace(3) %344, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

loop45:                                           ; preds = %endif55, %endif41
  %345 = load i32, ptr addrspace(5) %v44, align 4
  %346 = icmp slt i32 %345, %339
  br i1 %346, label %body46, label %done47

body46:                                           ; preds = %loop45
  %347 = load i32, ptr addrspace(5) %v44, align 4
  %348 = add i32 %347, 1
  %349 = sext i32 %348 to i64
  %350 = mul i64 %349, 1024
  %351 = add i32 %57, 0
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 4
  %354 = add i64 %350, %353
  %355 = icmp slt i64 %354, %58
  %356 = icmp slt i64 %353, 1024
  %357 = and i1 %355, %356
  %358 = select i1 %357, i64 %354, i64 0
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %2, i64 %359
  %361 = load <4 x float>, ptr addrspace(1) %360, align 16
  %362 = extractelement <4 x float> %361, i32 0
  %363 = extractelement <4 x float> %361, i32 1
  %364 = extractelement <4 x float> %361, i32 2
  %365 = extractelement <4 x float> %361, i32 3
  %366 = add i32 %57, 128
  %367 = sext i32 %366 to i64
  %368 = mul i64 %367, 4
  %369 = add i64 %350, %368
  %370 = icmp slt i64 %369, %58
  %371 = icmp slt i64 %368, 1024
  %372 = and i1 %370, %371
  %373 = select i1 %372, i64 %369, i64 0
  %374 = mul i64 %373, 4
  %375 = getelementptr i8, ptr addrspace(1) %2, i64 %374
  %376 = load <4 x float>, ptr addrspace(1) %375, align 16
  %377 = extractelement <4 x float> %376, i32 0
  %378 = extractelement <4 x float> %376, i32 1
  %379 = extractelement <4 x float> %376, i32 2
  %380 = extractelement <4 x float> %376, i32 3
  %381 = mul i32 %347, 32
  %382 = add i32 %56, %381
  %383 = load i32, ptr addrspace(5) %v6, align 4
  %384 = load i32, ptr addrspace(5) %v7, align 4
  %385 = load i32, ptr addrspace(5) %v8, align 4
  %386 = load i32, ptr addrspace(5) %v9, align 4
  %387 = load i32, ptr addrspace(5) %v10, align 4
  %388 = load i32, ptr addrspace(5) %v11, align 4
  %389 = load i32, ptr addrspace(5) %v12, align 4
  %390 = load i32, ptr addrspace(5) %v13, align 4
  %391 = load i32, ptr addrspace(5) %v14, align 4
  %392 = load i32, ptr addrspace(5) %v15, align 4
  %393 = load i32, ptr addrspace(5) %v16, align 4
  %394 = load i32, ptr addrspace(5) %v17, align 4
  %395 = load i32, ptr addrspace(5) %v18, align 4
  %396 = load i32, ptr addrspace(5) %v19, align 4
  %397 = load i32, ptr addrspace(5) %v20, align 4
  %398 = load i32, ptr addrspace(5) %v21, align 4
  %399 = load i32, ptr addrspace(5) %v22, align 4
  %400 = load i32, ptr addrspace(5) %v23, align 4
  %401 = load i32, ptr addrspace(5) %v24, align 4
  %402 = load i32, ptr addrspace(5) %v25, align 4
  %403 = load i32, ptr addrspace(5) %v26, align 4
  %404 = load i32, ptr addrspace(5) %v27, align 4
  %405 = load i32, ptr addrspace(5) %v28, align 4
  %406 = load i32, ptr addrspace(5) %v29, align 4
  %407 = load i32, ptr addrspace(5) %v30, align 4
  %408 = load i32, ptr addrspace(5) %v31, align 4
  %409 = load i32, ptr addrspace(5) %v32, align 4
  %410 = load i32, ptr addrspace(5) %v33, align 4
  %411 = load i32, ptr addrspace(5) %v34, align 4
  %412 = load i32, ptr addrspace(5) %v35, align 4
  %413 = load i32, ptr addrspace(5) %v36, align 4
  %414 = load i32, ptr addrspace(5) %v37, align 4
  %415 = add i32 %382, 32
  %416 = icmp sgt i32 %415, %59
  %417 = select i1 %416, i32 %59, i32 %415
  %418 = lshr i32 %417, 3
  %419 = and i32 %417, 7
  %420 = sext i32 %418 to i64
  %421 = mul i64 %420, 144
  %422 = add i64 %421, 0
  %423 = getelementptr i8, ptr addrspace(1) %35, i64 %422
  %424 = getelementptr i8, ptr addrspace(1) %423, i64 0
  %425 = load <4 x i32>, ptr addrspace(1) %424, align 16
  %426 = extractelement <4 x i32> %425, i32 0
  %427 = extractelement <4 x i32> %425, i32 1
  %428 = extractelement <4 x i32> %425, i32 2
  %429 = extractelement <4 x i32> %425, i32 3
  %430 = sext i32 %419 to i64
  %431 = mul i64 %430, 16
  %432 = add i64 %431, 16
  %433 = add i64 %432, 0
  %434 = getelementptr i8, ptr addrspace(1) %423, i64 %433
  %435 = load <4 x i32>, ptr addrspace(1) %434, align 16
  %436 = extractelement <4 x i32> %435, i32 0
  %437 = extractelement <4 x i32> %435, i32 1
  %438 = extractelement <4 x i32> %435, i32 2
  %439 = extractelement <4 x i32> %435, i32 3
  store i32 %426, ptr addrspace(5) %v6, align 4
  store i32 %427, ptr addrspace(5) %v7, align 4
  store i32 %428, ptr addrspace(5) %v8, align 4
  store i32 %429, ptr addrspace(5) %v9, align 4
  store i32 %436, ptr addrspace(5) %v10, align 4
  store i32 %437, ptr addrspace(5) %v11, align 4
  store i32 %438, ptr addrspace(5) %v12, align 4
  store i32 %439, ptr addrspace(5) %v13, align 4
  %440 = lshr i32 %417, 3
  %441 = and i32 %417, 7
  %442 = sext i32 %440 to i64
  %443 = mul i64 %442, 144
  %444 = add i64 %443, 0
  %445 = getelementptr i8, ptr addrspace(1) %41, i64 %444
  %446 = getelementptr i8, ptr addrspace(1) %445, i64 0
  %447 = load <4 x i32>, ptr addrspace(1) %446, align 16
  %448 = extractelement <4 x i32> %447, i32 0
  %449 = extractelement <4 x i32> %447, i32 1
  %450 = extractelement <4 x i32> %447, i32 2
  %451 = extractelement <4 x i32> %447, i32 3
  %452 = sext i32 %441 to i64
  %453 = mul i64 %452, 16
  %454 = add i64 %453, 16
  %455 = add i64 %454, 0
  %456 = getelementptr i8, ptr addrspace(1) %445, i64 %455
  %457 = load <4 x i32>, ptr addrspace(1) %456, align 16
  %458 = extractelement <4 x i32> %457, i32 0
  %459 = extractelement <4 x i32> %457, i32 1
  %460 = extractelement <4 x i32> %457, i32 2
  %461 = extractelement <4 x i32> %457, i32 3
  store i32 %448, ptr addrspace(5) %v14, align 4
  store i32 %449, ptr addrspace(5) %v15, align 4
  store i32 %450, ptr addrspace(5) %v16, align 4
  store i32 %451, ptr addrspace(5) %v17, align 4
  store i32 %458, ptr addrspace(5) %v18, align 4
  store i32 %459, ptr addrspace(5) %v19, align 4
  store i32 %460, ptr addrspace(5) %v20, align 4
  store i32 %461, ptr addrspace(5) %v21, align 4
  %462 = lshr i32 %417, 3
  %463 = and i32 %417, 7
  %464 = sext i32 %462 to i64
  %465 = mul i64 %464, 144
  %466 = add i64 %465, 0
  %467 = getelementptr i8, ptr addrspace(1) %47, i64 %466
  %468 = getelementptr i8, ptr addrspace(1) %467, i64 0
  %469 = load <4 x i32>, ptr addrspace(1) %468, align 16
  %470 = extractelement <4 x i32> %469, i32 0
  %471 = extractelement <4 x i32> %469, i32 1
  %472 = extractelement <4 x i32> %469, i32 2
  %473 = extractelement <4 x i32> %469, i32 3
  %474 = sext i32 %463 to i64
  %475 = mul i64 %474, 16
  %476 = add i64 %475, 16
  %477 = add i64 %476, 0
  %478 = getelementptr i8, ptr addrspace(1) %467, i64 %477
  %479 = load <4 x i32>, ptr addrspace(1) %478, align 16
  %480 = extractelement <4 x i32> %479, i32 0
  %481 = extractelement <4 x i32> %479, i32 1
  %482 = extractelement <4 x i32> %479, i32 2
  %483 = extractelement <4 x i32> %479, i32 3
  store i32 %470, ptr addrspace(5) %v22, align 4
  store i32 %471, ptr addrspace(5) %v23, align 4
  store i32 %472, ptr addrspace(5) %v24, align 4
  store i32 %473, ptr addrspace(5) %v25, align 4
  store i32 %480, ptr addrspace(5) %v26, align 4
  store i32 %481, ptr addrspace(5) %v27, align 4
  store i32 %482, ptr addrspace(5) %v28, align 4
  store i32 %483, ptr addrspace(5) %v29, align 4
  %484 = lshr i32 %417, 3
  %485 = and i32 %417, 7
  %486 = sext i32 %484 to i64
  %487 = mul i64 %486, 144
  %488 = add i64 %487, 0
  %489 = getelementptr i8, ptr addrspace(1) %53, i64 %488
  %490 = getelementptr i8, ptr addrspace(1) %489, i64 0
  %491 = load <4 x i32>, ptr addrspace(1) %490, align 16
  %492 = extractelement <4 x i32> %491, i32 0
  %493 = extractelement <4 x i32> %491, i32 1
  %494 = extractelement <4 x i32> %491, i32 2
  %495 = extractelement <4 x i32> %491, i32 3
  %496 = sext i32 %485 to i64
  %497 = mul i64 %496, 16
  %498 = add i64 %497, 16
  %499 = add i64 %498, 0
  %500 = getelementptr i8, ptr addrspace(1) %489, i64 %499
  %501 = load <4 x i32>, ptr addrspace(1) %500, align 16
  %502 = extractelement <4 x i32> %501, i32 0
  %503 = extractelement <4 x i32> %501, i32 1
  %504 = extractelement <4 x i32> %501, i32 2
  %505 = extractelement <4 x i32> %501, i32 3
  store i32 %492, ptr addrspace(5) %v30, align 4
  store i32 %493, ptr addrspace(5) %v31, align 4
  store i32 %494, ptr addrspace(5) %v32, align 4
  store i32 %495, ptr addrspace(5) %v33, align 4
  store i32 %502, ptr addrspace(5) %v34, align 4
  store i32 %503, ptr addrspace(5) %v35, align 4
  store i32 %504, ptr addrspace(5) %v36, align 4
  store i32 %505, ptr addrspace(5) %v37, align 4
  %506 = icmp slt i32 %382, %54
  br i1 %506, label %then48, label %endif49

done47:                                           ; preds = %loop45
  %507 = load float, ptr addrspace(5) %v2, align 4
  %508 = load float, ptr addrspace(5) %v3, align 4
  %509 = load float, ptr addrspace(5) %v4, align 4
  %510 = load float, ptr addrspace(5) %v5, align 4
  %511 = call i32 @llvm.amdgcn.workitem.id.x()
  %512 = and i32 %511, 31
  %513 = and i32 %512, 16
  %514 = icmp ne i32 %513, 0
  %515 = select i1 %514, float %509, float %507
  %516 = select i1 %514, float %507, float %509
  %517 = bitcast float %516 to i32
  %518 = call i32 @llvm.amdgcn.workitem.id.x()
  %519 = and i32 %518, 31
  %520 = xor i32 %519, 16
  %521 = shl i32 %520, 2
  %522 = call i32 @llvm.amdgcn.ds.bpermute(i32 %521, i32 %517)
  %523 = bitcast i32 %522 to float
  %524 = fadd float %515, %523
  %525 = select i1 %514, float %510, float %508
  %526 = select i1 %514, float %508, float %510
  %527 = bitcast float %526 to i32
  %528 = call i32 @llvm.amdgcn.workitem.id.x()
  %529 = and i32 %528, 31
  %530 = xor i32 %529, 16
  %531 = shl i32 %530, 2
  %532 = call i32 @llvm.amdgcn.ds.bpermute(i32 %531, i32 %527)
  %533 = bitcast i32 %532 to float
  %534 = fadd float %525, %533
  %535 = and i32 %512, 8
  %536 = icmp ne i32 %535, 0
  %537 = select i1 %536, float %534, float %524
  %538 = select i1 %536, float %524, float %534
  %539 = bitcast float %538 to i32
  %540 = call i32 @llvm.amdgcn.workitem.id.x()
  %541 = and i32 %540, 31
  %542 = xor i32 %541, 8
  %543 = shl i32 %542, 2
  %544 = call i32 @llvm.amdgcn.ds.bpermute(i32 %543, i32 %539)
  %545 = bitcast i32 %544 to float
  %546 = fadd float %537, %545
  %547 = bitcast float %546 to i32
  %548 = call i32 @llvm.amdgcn.workitem.id.x()
  %549 = and i32 %548, 31
  %550 = xor i32 %549, 4
  %551 = shl i32 %550, 2
  %552 = call i32 @llvm.amdgcn.ds.bpermute(i32 %551, i32 %547)
  %553 = bitcast i32 %552 to float
  %554 = fadd float %546, %553
  %555 = bitcast float %554 to i32
  %556 = call i32 @llvm.amdgcn.workitem.id.x()
  %557 = and i32 %556, 31
  %558 = xor i32 %557, 2
  %559 = shl i32 %558, 2
  %560 = call i32 @llvm.amdgcn.ds.bpermute(i32 %559, i32 %555)
  %561 = bitcast i32 %560 to float
  %562 = fadd float %554, %561
  %563 = bitcast float %562 to i32
  %564 = call i32 @llvm.amdgcn.workitem.id.x()
  %565 = and i32 %564, 31
  %566 = xor i32 %565, 1
  %567 = shl i32 %566, 2
  %568 = call i32 @llvm.amdgcn.ds.bpermute(i32 %567, i32 %563)
  %569 = bitcast i32 %568 to float
  %570 = fadd float %562, %569
  store float %570, ptr addrspace(5) %v1, align 4
  %571 = and i1 %23, %15
  br i1 %571, label %then58, label %endif59

then48:                                           ; preds = %body46
  %572 = and i32 %347, 1
  %573 = sext i32 %572 to i64
  %574 = mul i64 %573, 1152
  %575 = getelementptr i8, ptr addrspace(3) @lds1, i64 %574
  %576 = sext i32 %347 to i64
  %577 = mul i64 %576, 1024
  %578 = lshr i32 %382, 3
  %579 = and i32 %382, 7
  %580 = lshr i32 %579, 1
  %581 = and i32 %579, 1
  %582 = mul i32 %578, 256
  %583 = mul i32 %580, 64
  %584 = mul i32 %581, 16
  %585 = add i32 %583, %584
  %586 = add i32 %582, %585
  %587 = sext i32 %586 to i64
  %588 = add i64 %587, 32
  %589 = sub i64 %587, %577
  %590 = add i64 %589, 0
  %591 = getelementptr i8, ptr addrspace(3) %575, i64 %590
  %592 = load <4 x i32>, ptr addrspace(3) %591, align 16
  %593 = extractelement <4 x i32> %592, i32 0
  %594 = extractelement <4 x i32> %592, i32 1
  %595 = extractelement <4 x i32> %592, i32 2
  %596 = extractelement <4 x i32> %592, i32 3
  %597 = getelementptr i8, ptr addrspace(3) %575, i64 1024
  %598 = lshr i64 %589, 5
  %599 = mul i64 %598, 4
  %600 = getelementptr i8, ptr addrspace(3) %597, i64 %599
  %601 = load float, ptr addrspace(3) %600, align 4
  %602 = sub i64 %588, %577
  %603 = add i64 %602, 0
  %604 = getelementptr i8, ptr addrspace(3) %575, i64 %603
  %605 = load <4 x i32>, ptr addrspace(3) %604, align 16
  %606 = extractelement <4 x i32> %605, i32 0
  %607 = extractelement <4 x i32> %605, i32 1
  %608 = extractelement <4 x i32> %605, i32 2
  %609 = extractelement <4 x i32> %605, i32 3
  %610 = getelementptr i8, ptr addrspace(3) %575, i64 1024
  %611 = lshr i64 %602, 5
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(3) %610, i64 %612
  %614 = load float, ptr addrspace(3) %613, align 4
  %615 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %593, i32 0, i1 false)
  %616 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %594, i32 %615, i1 false)
  %617 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %595, i32 %616, i1 false)
  %618 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %596, i32 %617, i1 false)
  %619 = sitofp i32 %618 to float
  %620 = fmul float %601, %619
  %621 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %606, i32 0, i1 false)
  %622 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %607, i32 %621, i1 false)
  %623 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %608, i32 %622, i1 false)
  %624 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %609, i32 %623, i1 false)
  %625 = sitofp i32 %624 to float
  %626 = fmul float %614, %625
  %627 = load float, ptr addrspace(5) %v2, align 4
  %628 = and i32 %382, 7
  %629 = lshr i32 %628, 1
  %630 = and i32 %383, 65535
  %631 = trunc i32 %630 to i16
  %632 = bitcast i16 %631 to half
  %633 = fpext half %632 to float
  %634 = lshr i32 %383, 16
  %635 = trunc i32 %634 to i16
  %636 = bitcast i16 %635 to half
  %637 = fpext half %636 to float
  %638 = and i32 %384, 1061109567
  %639 = and i32 %385, 1061109567
  %640 = and i32 %386, 252645135
  %641 = lshr i32 %384, 2
  %642 = and i32 %641, 808464432
  %643 = or i32 %640, %642
  %644 = lshr i32 %386, 4
  %645 = and i32 %644, 252645135
  %646 = lshr i32 %385, 2
  %647 = and i32 %646, 808464432
  %648 = or i32 %645, %647
  %649 = icmp ult i32 %629, 2
  %650 = and i32 %629, 1
  %651 = mul i32 %650, 16
  %652 = select i1 %649, i32 %638, i32 %643
  %653 = lshr i32 %652, %651
  %654 = select i1 %649, i32 %639, i32 %648
  %655 = lshr i32 %654, %651
  %656 = and i32 %387, 252645135
  %657 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %656, i1 true, i32 %593, i32 0, i1 false)
  %658 = and i32 %388, 252645135
  %659 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %658, i1 true, i32 %594, i32 %657, i1 false)
  %660 = and i32 %389, 252645135
  %661 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %660, i1 true, i32 %595, i32 %659, i1 false)
  %662 = and i32 %390, 252645135
  %663 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %662, i1 true, i32 %596, i32 %661, i1 false)
  %664 = lshr i32 %653, 0
  %665 = and i32 %664, 255
  %666 = mul i32 %665, %663
  %667 = sitofp i32 %666 to float
  %668 = lshr i32 %655, 0
  %669 = and i32 %668, 255
  %670 = uitofp i32 %669 to float
  %671 = lshr i32 %387, 4
  %672 = and i32 %671, 252645135
  %673 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %672, i1 true, i32 %606, i32 0, i1 false)
  %674 = lshr i32 %388, 4
  %675 = and i32 %674, 252645135
  %676 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %675, i1 true, i32 %607, i32 %673, i1 false)
  %677 = lshr i32 %389, 4
  %678 = and i32 %677, 252645135
  %679 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %678, i1 true, i32 %608, i32 %676, i1 false)
  %680 = lshr i32 %390, 4
  %681 = and i32 %680, 252645135
  %682 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %681, i1 true, i32 %609, i32 %679, i1 false)
  %683 = lshr i32 %653, 8
  %684 = and i32 %683, 255
  %685 = mul i32 %684, %682
  %686 = sitofp i32 %685 to float
  %687 = lshr i32 %655, 8
  %688 = and i32 %687, 255
  %689 = uitofp i32 %688 to float
  %690 = fmul float %686, %614
  %691 = call float @llvm.fma.f32(float %667, float %601, float %690)
  %692 = fmul float %689, %626
  %693 = call float @llvm.fma.f32(float %670, float %620, float %692)
  %694 = call float @llvm.fma.f32(float %633, float %691, float %627)
  %695 = fneg float %637
  %696 = call float @llvm.fma.f32(float %695, float %693, float %694)
  store float %696, ptr addrspace(5) %v2, align 4
  %697 = load float, ptr addrspace(5) %v3, align 4
  %698 = and i32 %382, 7
  %699 = lshr i32 %698, 1
  %700 = and i32 %391, 65535
  %701 = trunc i32 %700 to i16
  %702 = bitcast i16 %701 to half
  %703 = fpext half %702 to float
  %704 = lshr i32 %391, 16
  %705 = trunc i32 %704 to i16
  %706 = bitcast i16 %705 to half
  %707 = fpext half %706 to float
  %708 = and i32 %392, 1061109567
  %709 = and i32 %393, 1061109567
  %710 = and i32 %394, 252645135
  %711 = lshr i32 %392, 2
  %712 = and i32 %711, 808464432
  %713 = or i32 %710, %712
  %714 = lshr i32 %394, 4
  %715 = and i32 %714, 252645135
  %716 = lshr i32 %393, 2
  %717 = and i32 %716, 808464432
  %718 = or i32 %715, %717
  %719 = icmp ult i32 %699, 2
  %720 = and i32 %699, 1
  %721 = mul i32 %720, 16
  %722 = select i1 %719, i32 %708, i32 %713
  %723 = lshr i32 %722, %721
  %724 = select i1 %719, i32 %709, i32 %718
  %725 = lshr i32 %724, %721
  %726 = and i32 %395, 252645135
  %727 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %726, i1 true, i32 %593, i32 0, i1 false)
  %728 = and i32 %396, 252645135
  %729 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %728, i1 true, i32 %594, i32 %727, i1 false)
  %730 = and i32 %397, 252645135
  %731 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %730, i1 true, i32 %595, i32 %729, i1 false)
  %732 = and i32 %398, 252645135
  %733 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %732, i1 true, i32 %596, i32 %731, i1 false)
  %734 = lshr i32 %723, 0
  %735 = and i32 %734, 255
  %736 = mul i32 %735, %733
  %737 = sitofp i32 %736 to float
  %738 = lshr i32 %725, 0
  %739 = and i32 %738, 255
  %740 = uitofp i32 %739 to float
  %741 = lshr i32 %395, 4
  %742 = and i32 %741, 252645135
  %743 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %742, i1 true, i32 %606, i32 0, i1 false)
  %744 = lshr i32 %396, 4
  %745 = and i32 %744, 252645135
  %746 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %745, i1 true, i32 %607, i32 %743, i1 false)
  %747 = lshr i32 %397, 4
  %748 = and i32 %747, 252645135
  %749 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %748, i1 true, i32 %608, i32 %746, i1 false)
  %750 = lshr i32 %398, 4
  %751 = and i32 %750, 252645135
  %752 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %751, i1 true, i32 %609, i32 %749, i1 false)
  %753 = lshr i32 %723, 8
  %754 = and i32 %753, 255
  %755 = mul i32 %754, %752
  %756 = sitofp i32 %755 to float
  %757 = lshr i32 %725, 8
  %758 = and i32 %757, 255
  %759 = uitofp i32 %758 to float
  %760 = fmul float %756, %614
  %761 = call float @llvm.fma.f32(float %737, float %601, float %760)
  %762 = fmul float %759, %626
  %763 = call float @llvm.fma.f32(float %740, float %620, float %762)
  %764 = call float @llvm.fma.f32(float %703, float %761, float %697)
  %765 = fneg float %707
  %766 = call float @llvm.fma.f32(float %765, float %763, float %764)
  store float %766, ptr addrspace(5) %v3, align 4
  %767 = load float, ptr addrspace(5) %v4, align 4
  %768 = and i32 %382, 7
  %769 = lshr i32 %768, 1
  %770 = and i32 %399, 65535
  %771 = trunc i32 %770 to i16
  %772 = bitcast i16 %771 to half
  %773 = fpext half %772 to float
  %774 = lshr i32 %399, 16
  %775 = trunc i32 %774 to i16
  %776 = bitcast i16 %775 to half
  %777 = fpext half %776 to float
  %778 = and i32 %400, 1061109567
  %779 = and i32 %401, 1061109567
  %780 = and i32 %402, 252645135
  %781 = lshr i32 %400, 2
  %782 = and i32 %781, 808464432
  %783 = or i32 %780, %782
  %784 = lshr i32 %402, 4
  %785 = and i32 %784, 252645135
  %786 = lshr i32 %401, 2
  %787 = and i32 %786, 808464432
  %788 = or i32 %785, %787
  %789 = icmp ult i32 %769, 2
  %790 = and i32 %769, 1
  %791 = mul i32 %790, 16
  %792 = select i1 %789, i32 %778, i32 %783
  %793 = lshr i32 %792, %791
  %794 = select i1 %789, i32 %779, i32 %788
  %795 = lshr i32 %794, %791
  %796 = and i32 %403, 252645135
  %797 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %796, i1 true, i32 %593, i32 0, i1 false)
  %798 = and i32 %404, 252645135
  %799 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %798, i1 true, i32 %594, i32 %797, i1 false)
  %800 = and i32 %405, 252645135
  %801 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %800, i1 true, i32 %595, i32 %799, i1 false)
  %802 = and i32 %406, 252645135
  %803 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %802, i1 true, i32 %596, i32 %801, i1 false)
  %804 = lshr i32 %793, 0
  %805 = and i32 %804, 255
  %806 = mul i32 %805, %803
  %807 = sitofp i32 %806 to float
  %808 = lshr i32 %795, 0
  %809 = and i32 %808, 255
  %810 = uitofp i32 %809 to float
  %811 = lshr i32 %403, 4
  %812 = and i32 %811, 252645135
  %813 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %812, i1 true, i32 %606, i32 0, i1 false)
  %814 = lshr i32 %404, 4
  %815 = and i32 %814, 252645135
  %816 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %815, i1 true, i32 %607, i32 %813, i1 false)
  %817 = lshr i32 %405, 4
  %818 = and i32 %817, 252645135
  %819 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %818, i1 true, i32 %608, i32 %816, i1 false)
  %820 = lshr i32 %406, 4
  %821 = and i32 %820, 252645135
  %822 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %821, i1 true, i32 %609, i32 %819, i1 false)
  %823 = lshr i32 %793, 8
  %824 = and i32 %823, 255
  %825 = mul i32 %824, %822
  %826 = sitofp i32 %825 to float
  %827 = lshr i32 %795, 8
  %828 = and i32 %827, 255
  %829 = uitofp i32 %828 to float
  %830 = fmul float %826, %614
  %831 = call float @llvm.fma.f32(float %807, float %601, float %830)
  %832 = fmul float %829, %626
  %833 = call float @llvm.fma.f32(float %810, float %620, float %832)
  %834 = call float @llvm.fma.f32(float %773, float %831, float %767)
  %835 = fneg float %777
  %836 = call float @llvm.fma.f32(float %835, float %833, float %834)
  store float %836, ptr addrspace(5) %v4, align 4
  %837 = load float, ptr addrspace(5) %v5, align 4
  %838 = and i32 %382, 7
  %839 = lshr i32 %838, 1
  %840 = and i32 %407, 65535
  %841 = trunc i32 %840 to i16
  %842 = bitcast i16 %841 to half
  %843 = fpext half %842 to float
  %844 = lshr i32 %407, 16
  %845 = trunc i32 %844 to i16
  %846 = bitcast i16 %845 to half
  %847 = fpext half %846 to float
  %848 = and i32 %408, 1061109567
  %849 = and i32 %409, 1061109567
  %850 = and i32 %410, 252645135
  %851 = lshr i32 %408, 2
  %852 = and i32 %851, 808464432
  %853 = or i32 %850, %852
  %854 = lshr i32 %410, 4
  %855 = and i32 %854, 252645135
  %856 = lshr i32 %409, 2
  %857 = and i32 %856, 808464432
  %858 = or i32 %855, %857
  %859 = icmp ult i32 %839, 2
  %860 = and i32 %839, 1
  %861 = mul i32 %860, 16
  %862 = select i1 %859, i32 %848, i32 %853
  %863 = lshr i32 %862, %861
  %864 = select i1 %859, i32 %849, i32 %858
  %865 = lshr i32 %864, %861
  %866 = and i32 %411, 252645135
  %867 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %866, i1 true, i32 %593, i32 0, i1 false)
  %868 = and i32 %412, 252645135
  %869 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %868, i1 true, i32 %594, i32 %867, i1 false)
  %870 = and i32 %413, 252645135
  %871 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %870, i1 true, i32 %595, i32 %869, i1 false)
  %872 = and i32 %414, 252645135
  %873 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %872, i1 true, i32 %596, i32 %871, i1 false)
  %874 = lshr i32 %863, 0
  %875 = and i32 %874, 255
  %876 = mul i32 %875, %873
  %877 = sitofp i32 %876 to float
  %878 = lshr i32 %865, 0
  %879 = and i32 %878, 255
  %880 = uitofp i32 %879 to float
  %881 = lshr i32 %411, 4
  %882 = and i32 %881, 252645135
  %883 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %882, i1 true, i32 %606, i32 0, i1 false)
  %884 = lshr i32 %412, 4
  %885 = and i32 %884, 252645135
  %886 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %885, i1 true, i32 %607, i32 %883, i1 false)
  %887 = lshr i32 %413, 4
  %888 = and i32 %887, 252645135
  %889 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %888, i1 true, i32 %608, i32 %886, i1 false)
  %890 = lshr i32 %414, 4
  %891 = and i32 %890, 252645135
  %892 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %891, i1 true, i32 %609, i32 %889, i1 false)
  %893 = lshr i32 %863, 8
  %894 = and i32 %893, 255
  %895 = mul i32 %894, %892
  %896 = sitofp i32 %895 to float
  %897 = lshr i32 %865, 8
  %898 = and i32 %897, 255
  %899 = uitofp i32 %898 to float
  %900 = fmul float %896, %614
  %901 = call float @llvm.fma.f32(float %877, float %601, float %900)
  %902 = fmul float %899, %626
  %903 = call float @llvm.fma.f32(float %880, float %620, float %902)
  %904 = call float @llvm.fma.f32(float %843, float %901, float %837)
  %905 = fneg float %847
  %906 = call float @llvm.fma.f32(float %905, float %903, float %904)
  store float %906, ptr addrspace(5) %v5, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %body46
  %907 = add i32 %347, 1
  %908 = and i32 %907, 1
  %909 = sext i32 %908 to i64
  %910 = mul i64 %909, 1152
  %911 = getelementptr i8, ptr addrspace(3) @lds1, i64 %910
  %912 = getelementptr i8, ptr addrspace(3) %911, i64 1024
  %913 = call i32 @llvm.amdgcn.workitem.id.x()
  %914 = bitcast float %362 to i32
  %915 = and i32 %914, 2147483647
  %916 = bitcast float %363 to i32
  %917 = and i32 %916, 2147483647
  %918 = bitcast float %364 to i32
  %919 = and i32 %918, 2147483647
  %920 = bitcast float %365 to i32
  %921 = and i32 %920, 2147483647
  %922 = icmp ugt i32 %915, %917
  %923 = select i1 %922, i32 %915, i32 %917
  %924 = icmp ugt i32 %919, %921
  %925 = select i1 %924, i32 %919, i32 %921
  %926 = icmp ugt i32 %923, %925
  %927 = select i1 %926, i32 %923, i32 %925
  %928 = call i32 @llvm.amdgcn.workitem.id.x()
  %929 = and i32 %928, 31
  %930 = xor i32 %929, 1
  %931 = shl i32 %930, 2
  %932 = call i32 @llvm.amdgcn.ds.bpermute(i32 %931, i32 %927)
  %933 = icmp ugt i32 %927, %932
  %934 = select i1 %933, i32 %927, i32 %932
  %935 = call i32 @llvm.amdgcn.workitem.id.x()
  %936 = and i32 %935, 31
  %937 = xor i32 %936, 2
  %938 = shl i32 %937, 2
  %939 = call i32 @llvm.amdgcn.ds.bpermute(i32 %938, i32 %934)
  %940 = icmp ugt i32 %934, %939
  %941 = select i1 %940, i32 %934, i32 %939
  %942 = call i32 @llvm.amdgcn.workitem.id.x()
  %943 = and i32 %942, 31
  %944 = xor i32 %943, 4
  %945 = shl i32 %944, 2
  %946 = call i32 @llvm.amdgcn.ds.bpermute(i32 %945, i32 %941)
  %947 = icmp ugt i32 %941, %946
  %948 = select i1 %947, i32 %941, i32 %946
  %949 = and i32 %948, 2147483647
  %950 = icmp ult i32 %949, 2139095040
  %951 = bitcast i32 %948 to float
  %952 = fdiv float 1.270000e+02, %951
  %953 = bitcast float %952 to i32
  %954 = and i32 %953, 2147483647
  %955 = icmp ult i32 %954, 2139095040
  %956 = select i1 %955, float %952, float 0.000000e+00
  %957 = fmul float %362, %956
  %958 = fadd float %957, 0x4168000000000000
  %959 = bitcast float %958 to i32
  %960 = fmul float %363, %956
  %961 = fadd float %960, 0x4168000000000000
  %962 = bitcast float %961 to i32
  %963 = fmul float %364, %956
  %964 = fadd float %963, 0x4168000000000000
  %965 = bitcast float %964 to i32
  %966 = fmul float %365, %956
  %967 = fadd float %966, 0x4168000000000000
  %968 = bitcast float %967 to i32
  %969 = bitcast i32 %959 to <4 x i8>
  %970 = bitcast i32 %962 to <4 x i8>
  %971 = shufflevector <4 x i8> %969, <4 x i8> %970, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %972 = bitcast <4 x i8> %971 to i32
  %973 = bitcast i32 %965 to <4 x i8>
  %974 = bitcast i32 %968 to <4 x i8>
  %975 = shufflevector <4 x i8> %973, <4 x i8> %974, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %976 = bitcast <4 x i8> %975 to i32
  %977 = bitcast i32 %972 to <4 x i8>
  %978 = bitcast i32 %976 to <4 x i8>
  %979 = shufflevector <4 x i8> %977, <4 x i8> %978, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %980 = bitcast <4 x i8> %979 to i32
  %981 = add i32 %913, 0
  %982 = sext i32 %981 to i64
  %983 = mul i64 %982, 4
  %984 = icmp slt i64 %983, 1024
  br i1 %984, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %985 = lshr i64 %983, 2
  %986 = mul i64 %985, 4
  %987 = getelementptr i8, ptr addrspace(3) %911, i64 %986
  store i32 %980, ptr addrspace(3) %987, align 4
  %988 = and i64 %983, 31
  %989 = icmp eq i64 %988, 0
  br i1 %989, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif49
  %990 = bitcast float %377 to i32
  %991 = and i32 %990, 2147483647
  %992 = bitcast float %378 to i32
  %993 = and i32 %992, 2147483647
  %994 = bitcast float %379 to i32
  %995 = and i32 %994, 2147483647
  %996 = bitcast float %380 to i32
  %997 = and i32 %996, 2147483647
  %998 = icmp ugt i32 %991, %993
  %999 = select i1 %998, i32 %991, i32 %993
  %1000 = icmp ugt i32 %995, %997
  %1001 = select i1 %1000, i32 %995, i32 %997
  %1002 = icmp ugt i32 %999, %1001
  %1003 = select i1 %1002, i32 %999, i32 %1001
  %1004 = call i32 @llvm.amdgcn.workitem.id.x()
  %1005 = and i32 %1004, 31
  %1006 = xor i32 %1005, 1
  %1007 = shl i32 %1006, 2
  %1008 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1007, i32 %1003)
  %1009 = icmp ugt i32 %1003, %1008
  %1010 = select i1 %1009, i32 %1003, i32 %1008
  %1011 = call i32 @llvm.amdgcn.workitem.id.x()
  %1012 = and i32 %1011, 31
  %1013 = xor i32 %1012, 2
  %1014 = shl i32 %1013, 2
  %1015 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1014, i32 %1010)
  %1016 = icmp ugt i32 %1010, %1015
  %1017 = select i1 %1016, i32 %1010, i32 %1015
  %1018 = call i32 @llvm.amdgcn.workitem.id.x()
  %1019 = and i32 %1018, 31
  %1020 = xor i32 %1019, 4
  %1021 = shl i32 %1020, 2
  %1022 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1021, i32 %1017)
  %1023 = icmp ugt i32 %1017, %1022
  %1024 = select i1 %1023, i32 %1017, i32 %1022
  %1025 = and i32 %1024, 2147483647
  %1026 = icmp ult i32 %1025, 2139095040
  %1027 = bitcast i32 %1024 to float
  %1028 = fdiv float 1.270000e+02, %1027
  %1029 = bitcast float %1028 to i32
  %1030 = and i32 %1029, 2147483647
  %1031 = icmp ult i32 %1030, 2139095040
  %1032 = select i1 %1031, float %1028, float 0.000000e+00
  %1033 = fmul float %377, %1032
  %1034 = fadd float %1033, 0x4168000000000000
  %1035 = bitcast float %1034 to i32
  %1036 = fmul float %378, %1032
  %1037 = fadd float %1036, 0x4168000000000000
  %1038 = bitcast float %1037 to i32
  %1039 = fmul float %379, %1032
  %1040 = fadd float %1039, 0x4168000000000000
  %1041 = bitcast float %1040 to i32
  %1042 = fmul float %380, %1032
  %1043 = fadd float %1042, 0x4168000000000000
  %1044 = bitcast float %1043 to i32
  %1045 = bitcast i32 %1035 to <4 x i8>
  %1046 = bitcast i32 %1038 to <4 x i8>
  %1047 = shufflevector <4 x i8> %1045, <4 x i8> %1046, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1048 = bitcast <4 x i8> %1047 to i32
  %1049 = bitcast i32 %1041 to <4 x i8>
  %1050 = bitcast i32 %1044 to <4 x i8>
  %1051 = shufflevector <4 x i8> %1049, <4 x i8> %1050, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1052 = bitcast <4 x i8> %1051 to i32
  %1053 = bitcast i32 %1048 to <4 x i8>
  %1054 = bitcast i32 %1052 to <4 x i8>
  %1055 = shufflevector <4 x i8> %1053, <4 x i8> %1054, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1056 = bitcast <4 x i8> %1055 to i32
  %1057 = add i32 %913, 128
  %1058 = sext i32 %1057 to i64
  %1059 = mul i64 %1058, 4
  %1060 = icmp slt i64 %1059, 1024
  br i1 %1060, label %then54, label %endif55

then52:                                           ; preds = %then50
  %1061 = fmul float %951, 0x3F80204080000000
  %1062 = select i1 %950, float %1061, float 0x7FF8000000000000
  %1063 = lshr i64 %983, 5
  %1064 = mul i64 %1063, 4
  %1065 = getelementptr i8, ptr addrspace(3) %912, i64 %1064
  store float %1062, ptr addrspace(3) %1065, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %endif51
  %1066 = lshr i64 %1059, 2
  %1067 = mul i64 %1066, 4
  %1068 = getelementptr i8, ptr addrspace(3) %911, i64 %1067
  store i32 %1056, ptr addrspace(3) %1068, align 4
  %1069 = and i64 %1059, 31
  %1070 = icmp eq i64 %1069, 0
  br i1 %1070, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %endif51
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1071 = load i32, ptr addrspace(5) %v44, align 4
  %1072 = add i32 %1071, 1
  store i32 %1072, ptr addrspace(5) %v44, align 4
  br label %loop45

then56:                                           ; preds = %then54
  %1073 = fmul float %1027, 0x3F80204080000000
  %1074 = select i1 %1026, float %1073, float 0x7FF8000000000000
  %1075 = lshr i64 %1059, 5
  %1076 = mul i64 %1075, 4
  %1077 = getelementptr i8, ptr addrspace(3) %912, i64 %1076
  store float %1074, ptr addrspace(3) %1077, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %done47
  %1078 = load float, ptr addrspace(5) %v1, align 4
  %1079 = add i32 %22, %13
  %1080 = icmp slt i32 %1079, %3
  br i1 %1080, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %done47
  %1081 = load i32, ptr addrspace(5) %v, align 4
  %1082 = add i32 %1081, 4
  store i32 %1082, ptr addrspace(5) %v, align 4
  br label %loop

then60:                                           ; preds = %then58
  %1083 = add i32 0, %1079
  %1084 = sext i32 %1083 to i64
  %1085 = mul i64 %1084, 4
  %1086 = getelementptr i8, ptr addrspace(1) %0, i64 %1085
  store float %1078, ptr addrspace(1) %1086, align 4
  br label %endif61

endif61:                                          ; preds = %then60, %then58
  br label %endif59
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sudot4(i1 immarg, i32, i1 immarg, i32, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
