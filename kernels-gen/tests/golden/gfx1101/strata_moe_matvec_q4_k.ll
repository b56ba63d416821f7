; ModuleID = 'strata_moe_matvec_q4_k'
source_filename = "strata_moe_matvec_q4_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) #0 {
entry:
  %v46 = alloca i32, align 4, addrspace(5)
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
  %7 = call i32 @llvm.amdgcn.workgroup.id.y()
  %8 = sext i32 %7 to i64
  %9 = mul i64 %8, 4
  %10 = getelementptr i8, ptr addrspace(1) %2, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %then, label %endif

then:                                             ; preds = %entry
  %13 = sext i32 %11 to i64
  %14 = mul i64 %13, 8
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %14
  %16 = load i64, ptr addrspace(1) %15, align 8
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = sext i32 %7 to i64
  %19 = sext i32 %6 to i64
  %20 = mul i64 %18, %19
  %21 = mul i64 %20, 4
  %22 = getelementptr i8, ptr addrspace(1) %3, i64 %21
  %23 = mul i32 %7, %4
  %24 = call i32 @llvm.amdgcn.workitem.id.x()
  %25 = lshr i32 %24, 5
  %26 = call i32 @llvm.amdgcn.workitem.id.x()
  %27 = and i32 %26, 31
  %28 = call i32 @llvm.amdgcn.workgroup.id.x()
  %29 = mul i32 %28, 16
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 3
  %33 = and i32 %31, 7
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif61, %then
  %35 = load i32, ptr addrspace(5) %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr addrspace(5) %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 4
  %41 = add i32 %29, %40
  %42 = icmp slt i32 %41, %4
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %43 = call i32 @llvm.amdgcn.workitem.id.x()
  %44 = and i32 %43, 31
  %45 = sext i32 %5 to i64
  %46 = udiv i64 %45, 256
  %47 = mul i64 %46, 144
  %48 = sub i32 %4, 1
  %49 = add i32 %41, 0
  %50 = icmp sgt i32 %49, %48
  %51 = select i1 %50, i32 %48, i32 %49
  %52 = sext i32 %51 to i64
  %53 = mul i64 %52, %47
  %54 = getelementptr i8, ptr addrspace(1) %17, i64 %53
  %55 = add i32 %41, 1
  %56 = icmp sgt i32 %55, %48
  %57 = select i1 %56, i32 %48, i32 %55
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, %47
  %60 = getelementptr i8, ptr addrspace(1) %17, i64 %59
  %61 = add i32 %41, 2
  %62 = icmp sgt i32 %61, %48
  %63 = select i1 %62, i32 %48, i32 %61
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, %47
  %66 = getelementptr i8, ptr addrspace(1) %17, i64 %65
  %67 = add i32 %41, 3
  %68 = icmp sgt i32 %67, %48
  %69 = select i1 %68, i32 %48, i32 %67
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, %47
  %72 = getelementptr i8, ptr addrspace(1) %17, i64 %71
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %73 = udiv i32 %5, 32
  %74 = mul i32 %39, 32
  %75 = add i32 %44, %74
  %76 = call i32 @llvm.amdgcn.workitem.id.x()
  %77 = sext i32 %5 to i64
  %78 = sub i32 %73, 1
  %79 = icmp sgt i32 %75, %78
  %80 = select i1 %79, i32 %78, i32 %75
  %81 = lshr i32 %80, 3
  %82 = and i32 %80, 7
  %83 = sext i32 %81 to i64
  %84 = mul i64 %83, 144
  %85 = add i64 %84, 0
  %86 = getelementptr i8, ptr addrspace(1) %54, i64 %85
  %87 = getelementptr i8, ptr addrspace(1) %86, i64 0
  %88 = load <4 x i32>, ptr addrspace(1) %87, align 16
  %89 = extractelement <4 x i32> %88, i32 0
  %90 = extractelement <4 x i32> %88, i32 1
  %91 = extractelement <4 x i32> %88, i32 2
  %92 = extractelement <4 x i32> %88, i32 3
  %93 = sext i32 %82 to i64
  %94 = mul i64 %93, 16
  %95 = add i64 %94, 16
  %96 = add i64 %95, 0
  %97 = getelementptr i8, ptr addrspace(1) %86, i64 %96
  %98 = load <4 x i32>, ptr addrspace(1) %97, align 16
  %99 = extractelement <4 x i32> %98, i32 0
  %100 = extractelement <4 x i32> %98, i32 1
  %101 = extractelement <4 x i32> %98, i32 2
  %102 = extractelement <4 x i32> %98, i32 3
  store i32 %89, ptr addrspace(5) %v6, align 4
  store i32 %90, ptr addrspace(5) %v7, align 4
  store i32 %91, ptr addrspace(5) %v8, align 4
  store i32 %92, ptr addrspace(5) %v9, align 4
  store i32 %99, ptr addrspace(5) %v10, align 4
  store i32 %100, ptr addrspace(5) %v11, align 4
  store i32 %101, ptr addrspace(5) %v12, align 4
  store i32 %102, ptr addrspace(5) %v13, align 4
  %103 = lshr i32 %80, 3
  %104 = and i32 %80, 7
  %105 = sext i32 %103 to i64
  %106 = mul i64 %105, 144
  %107 = add i64 %106, 0
  %108 = getelementptr i8, ptr addrspace(1) %60, i64 %107
  %109 = getelementptr i8, ptr addrspace(1) %108, i64 0
  %110 = load <4 x i32>, ptr addrspace(1) %109, align 16
  %111 = extractelement <4 x i32> %110, i32 0
  %112 = extractelement <4 x i32> %110, i32 1
  %113 = extractelement <4 x i32> %110, i32 2
  %114 = extractelement <4 x i32> %110, i32 3
  %115 = sext i32 %104 to i64
  %116 = mul i64 %115, 16
  %117 = add i64 %116, 16
  %118 = add i64 %117, 0
  %119 = getelementptr i8, ptr addrspace(1) %108, i64 %118
  %120 = load <4 x i32>, ptr addrspace(1) %119, align 16
  %121 = extractelement <4 x i32> %120, i32 0
  %122 = extractelement <4 x i32> %120, i32 1
  %123 = extractelement <4 x i32> %120, i32 2
  %124 = extractelement <4 x i32> %120, i32 3
  store i32 %111, ptr addrspace(5) %v14, align 4
  store i32 %112, ptr addrspace(5) %v15, align 4
  store i32 %113, ptr addrspace(5) %v16, align 4
  store i32 %114, ptr addrspace(5) %v17, align 4
  store i32 %121, ptr addrspace(5) %v18, align 4
  store i32 %122, ptr addrspace(5) %v19, align 4
  store i32 %123, ptr addrspace(5) %v20, align 4
  store i32 %124, ptr addrspace(5) %v21, align 4
  %125 = lshr i32 %80, 3
  %126 = and i32 %80, 7
  %127 = sext i32 %125 to i64
  %128 = mul i64 %127, 144
  %129 = add i64 %128, 0
  %130 = getelementptr i8, ptr addrspace(1) %66, i64 %129
  %131 = getelementptr i8, ptr addrspace(1) %130, i64 0
  %132 = load <4 x i32>, ptr addrspace(1) %131, align 16
  %133 = extractelement <4 x i32> %132, i32 0
  %134 = extractelement <4 x i32> %132, i32 1
  %135 = extractelement <4 x i32> %132, i32 2
  %136 = extractelement <4 x i32> %132, i32 3
  %137 = sext i32 %126 to i64
  %138 = mul i64 %137, 16
  %139 = add i64 %138, 16
  %140 = add i64 %139, 0
  %141 = getelementptr i8, ptr addrspace(1) %130, i64 %140
  %142 = load <4 x i32>, ptr addrspace(1) %141, align 16
  %143 = extractelement <4 x i32> %142, i32 0
  %144 = extractelement <4 x i32> %142, i32 1
  %145 = extractelement <4 x i32> %142, i32 2
  %146 = extractelement <4 x i32> %142, i32 3
  store i32 %133, ptr addrspace(5) %v22, align 4
  store i32 %134, ptr addrspace(5) %v23, align 4
  store i32 %135, ptr addrspace(5) %v24, align 4
  store i32 %136, ptr addrspace(5) %v25, align 4
  store i32 %143, ptr addrspace(5) %v26, align 4
  store i32 %144, ptr addrspace(5) %v27, align 4
  store i32 %145, ptr addrspace(5) %v28, align 4
  store i32 %146, ptr addrspace(5) %v29, align 4
  %147 = lshr i32 %80, 3
  %148 = and i32 %80, 7
  %149 = sext i32 %147 to i64
  %150 = mul i64 %149, 144
  %151 = add i64 %150, 0
  %152 = getelementptr i8, ptr addrspace(1) %72, i64 %151
  %153 = getelementptr i8, ptr addrspace(1) %152, i64 0
  %154 = load <4 x i32>, ptr addrspace(1) %153, align 16
  %155 = extractelement <4 x i32> %154, i32 0
  %156 = extractelement <4 x i32> %154, i32 1
  %157 = extractelement <4 x i32> %154, i32 2
  %158 = extractelement <4 x i32> %154, i32 3
  %159 = sext i32 %148 to i64
  %160 = mul i64 %159, 16
  %161 = add i64 %160, 16
  %162 = add i64 %161, 0
  %163 = getelementptr i8, ptr addrspace(1) %152, i64 %162
  %164 = load <4 x i32>, ptr addrspace(1) %163, align 16
  %165 = extractelement <4 x i32> %164, i32 0
  %166 = extractelement <4 x i32> %164, i32 1
  %167 = extractelement <4 x i32> %164, i32 2
  %168 = extractelement <4 x i32> %164, i32 3
  store i32 %155, ptr addrspace(5) %v30, align 4
  store i32 %156, ptr addrspace(5) %v31, align 4
  store i32 %157, ptr addrspace(5) %v32, align 4
  store i32 %158, ptr addrspace(5) %v33, align 4
  store i32 %165, ptr addrspace(5) %v34, align 4
  store i32 %166, ptr addrspace(5) %v35, align 4
  store i32 %167, ptr addrspace(5) %v36, align 4
  store i32 %168, ptr addrspace(5) %v37, align 4
  %169 = add i32 %76, 0
  %170 = sext i32 %169 to i64
  %171 = mul i64 %170, 4
  %172 = add i64 0, %171
  %173 = icmp slt i64 %172, %77
  %174 = icmp slt i64 %171, 1024
  %175 = and i1 %173, %174
  %176 = select i1 %175, i64 %172, i64 0
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %22, i64 %177
  %179 = load <4 x float>, ptr addrspace(1) %178, align 16
  %180 = extractelement <4 x float> %179, i32 0
  %181 = extractelement <4 x float> %179, i32 1
  %182 = extractelement <4 x float> %179, i32 2
  %183 = extractelement <4 x float> %179, i32 3
  %184 = add i32 %76, 128
  %185 = sext i32 %184 to i64
  %186 = mul i64 %185, 4
  %187 = add i64 0, %186
  %188 = icmp slt i64 %187, %77
  %189 = icmp slt i64 %186, 1024
  %190 = and i1 %188, %189
  %191 = select i1 %190, i64 %187, i64 0
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr addrspace(1) %22, i64 %192
  %194 = load <4 x float>, ptr addrspace(1) %193, align 16
  %195 = extractelement <4 x float> %194, i32 0
  %196 = extractelement <4 x float> %194, i32 1
  %197 = extractelement <4 x float> %194, i32 2
  %198 = extractelement <4 x float> %194, i32 3
  %199 = call i32 @llvm.amdgcn.workitem.id.x()
  %200 = bitcast float %180 to i32
  %201 = and i32 %200, 2147483647
  %202 = bitcast float %181 to i32
  %203 = and i32 %202, 2147483647
  %204 = bitcast float %182 to i32
  %205 = and i32 %204, 2147483647
  %206 = bitcast float %183 to i32
  %207 = and i32 %206, 2147483647
  %208 = icmp ugt i32 %201, %203
  %209 = select i1 %208, i32 %201, i32 %203
  %210 = icmp ugt i32 %205, %207
  %211 = select i1 %210, i32 %205, i32 %207
  %212 = icmp ugt i32 %209, %211
  %213 = select i1 %212, i32 %209, i32 %211
  %214 = call i32 @llvm.amdgcn.workitem.id.x()
  %215 = and i32 %214, 31
  %216 = xor i32 %215, 1
  %217 = shl i32 %216, 2
  %218 = call i32 @llvm.amdgcn.ds.bpermute(i32 %217, i32 %213)
  %219 = icmp ugt i32 %213, %218
  %220 = select i1 %219, i32 %213, i32 %218
  %221 = call i32 @llvm.amdgcn.workitem.id.x()
  %222 = and i32 %221, 31
  %223 = xor i32 %222, 2
  %224 = shl i32 %223, 2
  %225 = call i32 @llvm.amdgcn.ds.bpermute(i32 %224, i32 %220)
  %226 = icmp ugt i32 %220, %225
  %227 = select i1 %226, i32 %220, i32 %225
  %228 = call i32 @llvm.amdgcn.workitem.id.x()
  %229 = and i32 %228, 31
  %230 = xor i32 %229, 4
  %231 = shl i32 %230, 2
  %232 = call i32 @llvm.amdgcn.ds.bpermute(i32 %231, i32 %227)
  %233 = icmp ugt i32 %227, %232
  %234 = select i1 %233, i32 %227, i32 %232
  %235 = and i32 %234, 2147483647
  %236 = icmp ult i32 %235, 2139095040
  %237 = bitcast i32 %234 to float
  %238 = fdiv float 1.270000e+02, %237
  %239 = bitcast float %238 to i32
  %240 = and i32 %239, 2147483647
  %241 = icmp ult i32 %240, 2139095040
  %242 = select i1 %241, float %238, float 0.000000e+00
  %243 = fmul float %180, %242
  %244 = fadd float %243, 0x4168000000000000
  %245 = bitcast float %244 to i32
  %246 = fmul float %181, %242
  %247 = fadd float %246, 0x4168000000000000
  %248 = bitcast float %247 to i32
  %249 = fmul float %182, %242
  %250 = fadd float %249, 0x4168000000000000
  %251 = bitcast float %250 to i32
  %252 = fmul float %183, %242
  %253 = fadd float %252, 0x4168000000000000
  %254 = bitcast float %253 to i32
  %255 = bitcast i32 %245 to <4 x i8>
  %256 = bitcast i32 %248 to <4 x i8>
  %257 = shufflevector <4 x i8> %255, <4 x i8> %256, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %258 = bitcast <4 x i8> %257 to i32
  %259 = bitcast i32 %251 to <4 x i8>
  %260 = bitcast i32 %254 to <4 x i8>
  %261 = shufflevector <4 x i8> %259, <4 x i8> %260, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %262 = bitcast <4 x i8> %261 to i32
  %263 = bitcast i32 %258 to <4 x i8>
  %264 = bitcast i32 %262 to <4 x i8>
  %265 = shufflevector <4 x i8> %263, <4 x i8> %264, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %266 = bitcast <4 x i8> %265 to i32
  %267 = add i32 %199, 0
  %268 = sext i32 %267 to i64
  %269 = mul i64 %268, 4
  %270 = icmp slt i64 %269, 1024
  br i1 %270, label %then38, label %endif39

done:                                             ; preds = %loop
  br label %endif

then38:                                           ; preds = %body
  %271 = lshr i64 %269, 2
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %272
  store i32 %266, ptr addrspace(3) %273, align 4
  %274 = and i64 %269, 31
  %275 = icmp eq i64 %274, 0
  br i1 %275, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body
  %276 = bitcast float %195 to i32
  %277 = and i32 %276, 2147483647
  %278 = bitcast float %196 to i32
  %279 = and i32 %278, 2147483647
  %280 = bitcast float %197 to i32
  %281 = and i32 %280, 2147483647
  %282 = bitcast float %198 to i32
  %283 = and i32 %282, 2147483647
  %284 = icmp ugt i32 %277, %279
  %285 = select i1 %284, i32 %277, i32 %279
  %286 = icmp ugt i32 %281, %283
  %287 = select i1 %286, i32 %281, i32 %283
  %288 = icmp ugt i32 %285, %287
  %289 = select i1 %288, i32 %285, i32 %287
  %290 = call i32 @llvm.amdgcn.workitem.id.x()
  %291 = and i32 %290, 31
  %292 = xor i32 %291, 1
  %293 = shl i32 %292, 2
  %294 = call i32 @llvm.amdgcn.ds.bpermute(i32 %293, i32 %289)
  %295 = icmp ugt i32 %289, %294
  %296 = select i1 %295, i32 %289, i32 %294
  %297 = call i32 @llvm.amdgcn.workitem.id.x()
  %298 = and i32 %297, 31
  %299 = xor i32 %298, 2
  %300 = shl i32 %299, 2
  %301 = call i32 @llvm.amdgcn.ds.bpermute(i32 %300, i32 %296)
  %302 = icmp ugt i32 %296, %301
  %303 = select i1 %302, i32 %296, i32 %301
  %304 = call i32 @llvm.amdgcn.workitem.id.x()
  %305 = and i32 %304, 31
  %306 = xor i32 %305, 4
  %307 = shl i32 %306, 2
  %308 = call i32 @llvm.amdgcn.ds.bpermute(i32 %307, i32 %303)
  %309 = icmp ugt i32 %303, %308
  %310 = select i1 %309, i32 %303, i32 %308
  %311 = and i32 %310, 2147483647
  %312 = icmp ult i32 %311, 2139095040
  %313 = bitcast i32 %310 to float
  %314 = fdiv float 1.270000e+02, %313
  %315 = bitcast float %314 to i32
  %316 = and i32 %315, 2147483647
  %317 = icmp ult i32 %316, 2139095040
  %318 = select i1 %317, float %314, float 0.000000e+00
  %319 = fmul float %195, %318
  %320 = fadd float %319, 0x4168000000000000
  %321 = bitcast float %320 to i32
  %322 = fmul float %196, %318
  %323 = fadd float %322, 0x4168000000000000
  %324 = bitcast float %323 to i32
  %325 = fmul float %197, %318
  %326 = fadd float %325, 0x4168000000000000
  %327 = bitcast float %326 to i32
  %328 = fmul float %198, %318
  %329 = fadd float %328, 0x4168000000000000
  %330 = bitcast float %329 to i32
  %331 = bitcast i32 %321 to <4 x i8>
  %332 = bitcast i32 %324 to <4 x i8>
  %333 = shufflevector <4 x i8> %331, <4 x i8> %332, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %334 = bitcast <4 x i8> %333 to i32
  %335 = bitcast i32 %327 to <4 x i8>
  %336 = bitcast i32 %330 to <4 x i8>
  %337 = shufflevector <4 x i8> %335, <4 x i8> %336, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %338 = bitcast <4 x i8> %337 to i32
  %339 = bitcast i32 %334 to <4 x i8>
  %340 = bitcast i32 %338 to <4 x i8>
  %341 = shufflevector <4 x i8> %339, <4 x i8> %340, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %342 = bitcast <4 x i8> %341 to i32
  %343 = add i32 %199, 128
  %344 = sext i32 %343 to i64
  %345 = mul i64 %344, 4
  %346 = icmp slt i64 %345, 1024
  br i1 %346, label %then42, label %endif43

then40:                                           ; preds = %then38
  %347 = fmul float %237, 0x3F80204080000000
  %348 = select i1 %236, float %347, float 0x7FF8000000000000
  %349 = lshr i64 %269, 5
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %350
  store float %348, ptr addrspace(3) %351, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %352 = lshr i64 %345, 2
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(3) @lds1, i64 %353
  store i32 %342, ptr addrspace(3) %354, align 4
  %355 = and i64 %345, 31
  %356 = icmp eq i64 %355, 0
  br i1 %356, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %357 = add i32 %73, 31
  %358 = udiv i32 %357, 32
  store i32 0, ptr addrspace(5) %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %359 = fmul float %313, 0x3F80204080000000
  %360 = select i1 %312, float %359, float 0x7FF8000000000000
  %361 = lshr i64 %345, 5
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %362
  store float %360, ptr addrspace(3) %363, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %364 = load i32, ptr addrspace(5) %v46, align 4
  %365 = icmp slt i32 %364, %358
  br i1 %365, label %body48, label %done49

body48:                                           ; preds = %loop47
  %366 = load i32, ptr addrspace(5) %v46, align 4
  %367 = add i32 %366, 1
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 1024
  %370 = add i32 %76, 0
  %371 = sext i32 %370 to i64
  %372 = mul i64 %371, 4
  %373 = add i64 %369, %372
  %374 = icmp slt i64 %373, %77
  %375 = icmp slt i64 %372, 1024
  %376 = and i1 %374, %375
  %377 = select i1 %376, i64 %373, i64 0
  %378 = mul i64 %377, 4
  %379 = getelementptr i8, ptr addrspace(1) %22, i64 %378
  %380 = load <4 x float>, ptr addrspace(1) %379, align 16
  %381 = extractelement <4 x float> %380, i32 0
  %382 = extractelement <4 x float> %380, i32 1
  %383 = extractelement <4 x float> %380, i32 2
  %384 = extractelement <4 x float> %380, i32 3
  %385 = add i32 %76, 128
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 4
  %388 = add i64 %369, %387
  %389 = icmp slt i64 %388, %77
  %390 = icmp slt i64 %387, 1024
  %391 = and i1 %389, %390
  %392 = select i1 %391, i64 %388, i64 0
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %22, i64 %393
  %395 = load <4 x float>, ptr addrspace(1) %394, align 16
  %396 = extractelement <4 x float> %395, i32 0
  %397 = extractelement <4 x float> %395, i32 1
  %398 = extractelement <4 x float> %395, i32 2
  %399 = extractelement <4 x float> %395, i32 3
  %400 = mul i32 %366, 32
  %401 = add i32 %75, %400
  %402 = load i32, ptr addrspace(5) %v6, align 4
  %403 = load i32, ptr addrspace(5) %v7, align 4
  %404 = load i32, ptr addrspace(5) %v8, align 4
  %405 = load i32, ptr addrspace(5) %v9, align 4
  %406 = load i32, ptr addrspace(5) %v10, align 4
  %407 = load i32, ptr addrspace(5) %v11, align 4
  %408 = load i32, ptr addrspace(5) %v12, align 4
  %409 = load i32, ptr addrspace(5) %v13, align 4
  %410 = load i32, ptr addrspace(5) %v14, align 4
  %411 = load i32, ptr addrspace(5) %v15, align 4
  %412 = load i32, ptr addrspace(5) %v16, align 4
  %413 = load i32, ptr addrspace(5) %v17, align 4
  %414 = load i32, ptr addrspace(5) %v18, align 4
  %415 = load i32, ptr addrspace(5) %v19, align 4
  %416 = load i32, ptr addrspace(5) %v20, align 4
  %417 = load i32, ptr addrspace(5) %v21, align 4
  %418 = load i32, ptr addrspace(5) %v22, align 4
  %419 = load i32, ptr addrspace(5) %v23, align 4
  %420 = load i32, ptr addrspace(5) %v24, align 4
  %421 = load i32, ptr addrspace(5) %v25, align 4
  %422 = load i32, ptr addrspace(5) %v26, align 4
  %423 = load i32, ptr addrspace(5) %v27, align 4
  %424 = load i32, ptr addrspace(5) %v28, align 4
  %425 = load i32, ptr addrspace(5) %v29, align 4
  %426 = load i32, ptr addrspace(5) %v30, align 4
  %427 = load i32, ptr addrspace(5) %v31, align 4
  %428 = load i32, ptr addrspace(5) %v32, align 4
  %429 = load i32, ptr addrspace(5) %v33, align 4
  %430 = load i32, ptr addrspace(5) %v34, align 4
  %431 = load i32, ptr addrspace(5) %v35, align 4
  %432 = load i32, ptr addrspace(5) %v36, align 4
  %433 = load i32, ptr addrspace(5) %v37, align 4
  %434 = add i32 %401, 32
  %435 = icmp sgt i32 %434, %78
  %436 = select i1 %435, i32 %78, i32 %434
  %437 = lshr i32 %436, 3
  %438 = and i32 %436, 7
  %439 = sext i32 %437 to i64
  %440 = mul i64 %439, 144
  %441 = add i64 %440, 0
  %442 = getelementptr i8, ptr addrspace(1) %54, i64 %441
  %443 = getelementptr i8, ptr addrspace(1) %442, i64 0
  %444 = load <4 x i32>, ptr addrspace(1) %443, align 16
  %445 = extractelement <4 x i32> %444, i32 0
  %446 = extractelement <4 x i32> %444, i32 1
  %447 = extractelement <4 x i32> %444, i32 2
  %448 = extractelement <4 x i32> %444, i32 3
  %449 = sext i32 %438 to i64
  %450 = mul i64 %449, 16
  %451 = add i64 %450, 16
  %452 = add i64 %451, 0
  %453 = getelementptr i8, ptr addrspace(1) %442, i64 %452
  %454 = load <4 x i32>, ptr addrspace(1) %453, align 16
  %455 = extractelement <4 x i32> %454, i32 0
  %456 = extractelement <4 x i32> %454, i32 1
  %457 = extractelement <4 x i32> %454, i32 2
  %458 = extractelement <4 x i32> %454, i32 3
  store i32 %445, ptr addrspace(5) %v6, align 4
  store i32 %446, ptr addrspace(5) %v7, align 4
  store i32 %447, ptr addrspace(5) %v8, align 4
  store i32 %448, ptr addrspace(5) %v9, align 4
  store i32 %455, ptr addrspace(5) %v10, align 4
  store i32 %456, ptr addrspace(5) %v11, align 4
  store i32 %457, ptr addrspace(5) %v12, align 4
  store i32 %458, ptr addrspace(5) %v13, align 4
  %459 = lshr i32 %436, 3
  %460 = and i32 %436, 7
  %461 = sext i32 %459 to i64
  %462 = mul i64 %461, 144
  %463 = add i64 %462, 0
  %464 = getelementptr i8, ptr addrspace(1) %60, i64 %463
  %465 = getelementptr i8, ptr addrspace(1) %464, i64 0
  %466 = load <4 x i32>, ptr addrspace(1) %465, align 16
  %467 = extractelement <4 x i32> %466, i32 0
  %468 = extractelement <4 x i32> %466, i32 1
  %469 = extractelement <4 x i32> %466, i32 2
  %470 = extractelement <4 x i32> %466, i32 3
  %471 = sext i32 %460 to i64
  %472 = mul i64 %471, 16
  %473 = add i64 %472, 16
  %474 = add i64 %473, 0
  %475 = getelementptr i8, ptr addrspace(1) %464, i64 %474
  %476 = load <4 x i32>, ptr addrspace(1) %475, align 16
  %477 = extractelement <4 x i32> %476, i32 0
  %478 = extractelement <4 x i32> %476, i32 1
  %479 = extractelement <4 x i32> %476, i32 2
  %480 = extractelement <4 x i32> %476, i32 3
  store i32 %467, ptr addrspace(5) %v14, align 4
  store i32 %468, ptr addrspace(5) %v15, align 4
  store i32 %469, ptr addrspace(5) %v16, align 4
  store i32 %470, ptr addrspace(5) %v17, align 4
  store i32 %477, ptr addrspace(5) %v18, align 4
  store i32 %478, ptr addrspace(5) %v19, align 4
  store i32 %479, ptr addrspace(5) %v20, align 4
  store i32 %480, ptr addrspace(5) %v21, align 4
  %481 = lshr i32 %436, 3
  %482 = and i32 %436, 7
  %483 = sext i32 %481 to i64
  %484 = mul i64 %483, 144
  %485 = add i64 %484, 0
  %486 = getelementptr i8, ptr addrspace(1) %66, i64 %485
  %487 = getelementptr i8, ptr addrspace(1) %486, i64 0
  %488 = load <4 x i32>, ptr addrspace(1) %487, align 16
  %489 = extractelement <4 x i32> %488, i32 0
  %490 = extractelement <4 x i32> %488, i32 1
  %491 = extractelement <4 x i32> %488, i32 2
  %492 = extractelement <4 x i32> %488, i32 3
  %493 = sext i32 %482 to i64
  %494 = mul i64 %493, 16
  %495 = add i64 %494, 16
  %496 = add i64 %495, 0
  %497 = getelementptr i8, ptr addrspace(1) %486, i64 %496
  %498 = load <4 x i32>, ptr addrspace(1) %497, align 16
  %499 = extractelement <4 x i32> %498, i32 0
  %500 = extractelement <4 x i32> %498, i32 1
  %501 = extractelement <4 x i32> %498, i32 2
  %502 = extractelement <4 x i32> %498, i32 3
  store i32 %489, ptr addrspace(5) %v22, align 4
  store i32 %490, ptr addrspace(5) %v23, align 4
  store i32 %491, ptr addrspace(5) %v24, align 4
  store i32 %492, ptr addrspace(5) %v25, align 4
  store i32 %499, ptr addrspace(5) %v26, align 4
  store i32 %500, ptr addrspace(5) %v27, align 4
  store i32 %501, ptr addrspace(5) %v28, align 4
  store i32 %502, ptr addrspace(5) %v29, align 4
  %503 = lshr i32 %436, 3
  %504 = and i32 %436, 7
  %505 = sext i32 %503 to i64
  %506 = mul i64 %505, 144
  %507 = add i64 %506, 0
  %508 = getelementptr i8, ptr addrspace(1) %72, i64 %507
  %509 = getelementptr i8, ptr addrspace(1) %508, i64 0
  %510 = load <4 x i32>, ptr addrspace(1) %509, align 16
  %511 = extractelement <4 x i32> %510, i32 0
  %512 = extractelement <4 x i32> %510, i32 1
  %513 = extractelement <4 x i32> %510, i32 2
  %514 = extractelement <4 x i32> %510, i32 3
  %515 = sext i32 %504 to i64
  %516 = mul i64 %515, 16
  %517 = add i64 %516, 16
  %518 = add i64 %517, 0
  %519 = getelementptr i8, ptr addrspace(1) %508, i64 %518
  %520 = load <4 x i32>, ptr addrspace(1) %519, align 16
  %521 = extractelement <4 x i32> %520, i32 0
  %522 = extractelement <4 x i32> %520, i32 1
  %523 = extractelement <4 x i32> %520, i32 2
  %524 = extractelement <4 x i32> %520, i32 3
  store i32 %511, ptr addrspace(5) %v30, align 4
  store i32 %512, ptr addrspace(5) %v31, align 4
  store i32 %513, ptr addrspace(5) %v32, align 4
  store i32 %514, ptr addrspace(5) %v33, align 4
  store i32 %521, ptr addrspace(5) %v34, align 4
  store i32 %522, ptr addrspace(5) %v35, align 4
  store i32 %523, ptr addrspace(5) %v36, align 4
  store i32 %524, ptr addrspace(5) %v37, align 4
  %525 = icmp slt i32 %401, %73
  br i1 %525, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %526 = load float, ptr addrspace(5) %v2, align 4
  %527 = load float, ptr addrspace(5) %v3, align 4
  %528 = load float, ptr addrspace(5) %v4, align 4
  %529 = load float, ptr addrspace(5) %v5, align 4
  %530 = call i32 @llvm.amdgcn.workitem.id.x()
  %531 = and i32 %530, 31
  %532 = and i32 %531, 16
  %533 = icmp ne i32 %532, 0
  %534 = select i1 %533, float %528, float %526
  %535 = select i1 %533, float %526, float %528
  %536 = bitcast float %535 to i32
  %537 = call i32 @llvm.amdgcn.workitem.id.x()
  %538 = and i32 %537, 31
  %539 = xor i32 %538, 16
  %540 = shl i32 %539, 2
  %541 = call i32 @llvm.amdgcn.ds.bpermute(i32 %540, i32 %536)
  %542 = bitcast i32 %541 to float
  %543 = fadd float %534, %542
  %544 = select i1 %533, float %529, float %527
  %545 = select i1 %533, float %527, float %529
  %546 = bitcast float %545 to i32
  %547 = call i32 @llvm.amdgcn.workitem.id.x()
  %548 = and i32 %547, 31
  %549 = xor i32 %548, 16
  %550 = shl i32 %549, 2
  %551 = call i32 @llvm.amdgcn.ds.bpermute(i32 %550, i32 %546)
  %552 = bitcast i32 %551 to float
  %553 = fadd float %544, %552
  %554 = and i32 %531, 8
  %555 = icmp ne i32 %554, 0
  %556 = select i1 %555, float %553, float %543
  %557 = select i1 %555, float %543, float %553
  %558 = bitcast float %557 to i32
  %559 = call i32 @llvm.amdgcn.workitem.id.x()
  %560 = and i32 %559, 31
  %561 = xor i32 %560, 8
  %562 = shl i32 %561, 2
  %563 = call i32 @llvm.amdgcn.ds.bpermute(i32 %562, i32 %558)
  %564 = bitcast i32 %563 to float
  %565 = fadd float %556, %564
  %566 = bitcast float %565 to i32
  %567 = call i32 @llvm.amdgcn.workitem.id.x()
  %568 = and i32 %567, 31
  %569 = xor i32 %568, 4
  %570 = shl i32 %569, 2
  %571 = call i32 @llvm.amdgcn.ds.bpermute(i32 %570, i32 %566)
  %572 = bitcast i32 %571 to float
  %573 = fadd float %565, %572
  %574 = bitcast float %573 to i32
  %575 = call i32 @llvm.amdgcn.workitem.id.x()
  %576 = and i32 %575, 31
  %577 = xor i32 %576, 2
  %578 = shl i32 %577, 2
  %579 = call i32 @llvm.amdgcn.ds.bpermute(i32 %578, i32 %574)
  %580 = bitcast i32 %579 to float
  %581 = fadd float %573, %580
  %582 = bitcast float %581 to i32
  %583 = call i32 @llvm.amdgcn.workitem.id.x()
  %584 = and i32 %583, 31
  %585 = xor i32 %584, 1
  %586 = shl i32 %585, 2
  %587 = call i32 @llvm.amdgcn.ds.bpermute(i32 %586, i32 %582)
  %588 = bitcast i32 %587 to float
  %589 = fadd float %581, %588
  store float %589, ptr addrspace(5) %v1, align 4
  %590 = and i1 %42, %34
  br i1 %590, label %then60, label %endif61

then50:                                           ; preds = %body48
  %591 = and i32 %366, 1
  %592 = sext i32 %591 to i64
  %593 = mul i64 %592, 1152
  %594 = getelementptr i8, ptr addrspace(3) @lds1, i64 %593
  %595 = sext i32 %366 to i64
  %596 = mul i64 %595, 1024
  %597 = lshr i32 %401, 3
  %598 = and i32 %401, 7
  %599 = lshr i32 %598, 1
  %600 = and i32 %598, 1
  %601 = mul i32 %597, 256
  %602 = mul i32 %599, 64
  %603 = mul i32 %600, 16
  %604 = add i32 %602, %603
  %605 = add i32 %601, %604
  %606 = sext i32 %605 to i64
  %607 = add i64 %606, 32
  %608 = sub i64 %606, %596
  %609 = add i64 %608, 0
  %610 = getelementptr i8, ptr addrspace(3) %594, i64 %609
  %611 = load <4 x i32>, ptr addrspace(3) %610, align 16
  %612 = extractelement <4 x i32> %611, i32 0
  %613 = extractelement <4 x i32> %611, i32 1
  %614 = extractelement <4 x i32> %611, i32 2
  %615 = extractelement <4 x i32> %611, i32 3
  %616 = getelementptr i8, ptr addrspace(3) %594, i64 1024
  %617 = lshr i64 %608, 5
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(3) %616, i64 %618
  %620 = load float, ptr addrspace(3) %619, align 4
  %621 = sub i64 %607, %596
  %622 = add i64 %621, 0
  %623 = getelementptr i8, ptr addrspace(3) %594, i64 %622
  %624 = load <4 x i32>, ptr addrspace(3) %623, align 16
  %625 = extractelement <4 x i32> %624, i32 0
  %626 = extractelement <4 x i32> %624, i32 1
  %627 = extractelement <4 x i32> %624, i32 2
  %628 = extractelement <4 x i32> %624, i32 3
  %629 = getelementptr i8, ptr addrspace(3) %594, i64 1024
  %630 = lshr i64 %621, 5
  %631 = mul i64 %630, 4
  %632 = getelementptr i8, ptr addrspace(3) %629, i64 %631
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %612, i32 0, i1 false)
  %635 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %613, i32 %634, i1 false)
  %636 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %614, i32 %635, i1 false)
  %637 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %615, i32 %636, i1 false)
  %638 = sitofp i32 %637 to float
  %639 = fmul float %620, %638
  %640 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %625, i32 0, i1 false)
  %641 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %626, i32 %640, i1 false)
  %642 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %627, i32 %641, i1 false)
  %643 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %628, i32 %642, i1 false)
  %644 = sitofp i32 %643 to float
  %645 = fmul float %633, %644
  %646 = load float, ptr addrspace(5) %v2, align 4
  %647 = and i32 %401, 7
  %648 = lshr i32 %647, 1
  %649 = and i32 %402, 65535
  %650 = trunc i32 %649 to i16
  %651 = bitcast i16 %650 to half
  %652 = fpext half %651 to float
  %653 = lshr i32 %402, 16
  %654 = trunc i32 %653 to i16
  %655 = bitcast i16 %654 to half
  %656 = fpext half %655 to float
  %657 = and i32 %403, 1061109567
  %658 = and i32 %404, 1061109567
  %659 = and i32 %405, 252645135
  %660 = lshr i32 %403, 2
  %661 = and i32 %660, 808464432
  %662 = or i32 %659, %661
  %663 = lshr i32 %405, 4
  %664 = and i32 %663, 252645135
  %665 = lshr i32 %404, 2
  %666 = and i32 %665, 808464432
  %667 = or i32 %664, %666
  %668 = icmp ult i32 %648, 2
  %669 = and i32 %648, 1
  %670 = mul i32 %669, 16
  %671 = select i1 %668, i32 %657, i32 %662
  %672 = lshr i32 %671, %670
  %673 = select i1 %668, i32 %658, i32 %667
  %674 = lshr i32 %673, %670
  %675 = and i32 %406, 252645135
  %676 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %675, i1 true, i32 %612, i32 0, i1 false)
  %677 = and i32 %407, 252645135
  %678 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %677, i1 true, i32 %613, i32 %676, i1 false)
  %679 = and i32 %408, 252645135
  %680 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %679, i1 true, i32 %614, i32 %678, i1 false)
  %681 = and i32 %409, 252645135
  %682 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %681, i1 true, i32 %615, i32 %680, i1 false)
  %683 = lshr i32 %672, 0
  %684 = and i32 %683, 255
  %685 = mul i32 %684, %682
  %686 = sitofp i32 %685 to float
  %687 = lshr i32 %674, 0
  %688 = and i32 %687, 255
  %689 = uitofp i32 %688 to float
  %690 = lshr i32 %406, 4
  %691 = and i32 %690, 252645135
  %692 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %691, i1 true, i32 %625, i32 0, i1 false)
  %693 = lshr i32 %407, 4
  %694 = and i32 %693, 252645135
  %695 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %694, i1 true, i32 %626, i32 %692, i1 false)
  %696 = lshr i32 %408, 4
  %697 = and i32 %696, 252645135
  %698 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %697, i1 true, i32 %627, i32 %695, i1 false)
  %699 = lshr i32 %409, 4
  %700 = and i32 %699, 252645135
  %701 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %700, i1 true, i32 %628, i32 %698, i1 false)
  %702 = lshr i32 %672, 8
  %703 = and i32 %702, 255
  %704 = mul i32 %703, %701
  %705 = sitofp i32 %704 to float
  %706 = lshr i32 %674, 8
  %707 = and i32 %706, 255
  %708 = uitofp i32 %707 to float
  %709 = fmul float %705, %633
  %710 = call float @llvm.fma.f32(float %686, float %620, float %709)
  %711 = fmul float %708, %645
  %712 = call float @llvm.fma.f32(float %689, float %639, float %711)
  %713 = call float @llvm.fma.f32(float %652, float %710, float %646)
  %714 = fneg float %656
  %715 = call float @llvm.fma.f32(float %714, float %712, float %713)
  store float %715, ptr addrspace(5) %v2, align 4
  %716 = load float, ptr addrspace(5) %v3, align 4
  %717 = and i32 %401, 7
  %718 = lshr i32 %717, 1
  %719 = and i32 %410, 65535
  %720 = trunc i32 %719 to i16
  %721 = bitcast i16 %720 to half
  %722 = fpext half %721 to float
  %723 = lshr i32 %410, 16
  %724 = trunc i32 %723 to i16
  %725 = bitcast i16 %724 to half
  %726 = fpext half %725 to float
  %727 = and i32 %411, 1061109567
  %728 = and i32 %412, 1061109567
  %729 = and i32 %413, 252645135
  %730 = lshr i32 %411, 2
  %731 = and i32 %730, 808464432
  %732 = or i32 %729, %731
  %733 = lshr i32 %413, 4
  %734 = and i32 %733, 252645135
  %735 = lshr i32 %412, 2
  %736 = and i32 %735, 808464432
  %737 = or i32 %734, %736
  %738 = icmp ult i32 %718, 2
  %739 = and i32 %718, 1
  %740 = mul i32 %739, 16
  %741 = select i1 %738, i32 %727, i32 %732
  %742 = lshr i32 %741, %740
  %743 = select i1 %738, i32 %728, i32 %737
  %744 = lshr i32 %743, %740
  %745 = and i32 %414, 252645135
  %746 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %745, i1 true, i32 %612, i32 0, i1 false)
  %747 = and i32 %415, 252645135
  %748 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %747, i1 true, i32 %613, i32 %746, i1 false)
  %749 = and i32 %416, 252645135
  %750 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %749, i1 true, i32 %614, i32 %748, i1 false)
  %751 = and i32 %417, 252645135
  %752 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %751, i1 true, i32 %615, i32 %750, i1 false)
  %753 = lshr i32 %742, 0
  %754 = and i32 %753, 255
  %755 = mul i32 %754, %752
  %756 = sitofp i32 %755 to float
  %757 = lshr i32 %744, 0
  %758 = and i32 %757, 255
  %759 = uitofp i32 %758 to float
  %760 = lshr i32 %414, 4
  %761 = and i32 %760, 252645135
  %762 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %761, i1 true, i32 %625, i32 0, i1 false)
  %763 = lshr i32 %415, 4
  %764 = and i32 %763, 252645135
  %765 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %764, i1 true, i32 %626, i32 %762, i1 false)
  %766 = lshr i32 %416, 4
  %767 = and i32 %766, 252645135
  %768 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %767, i1 true, i32 %627, i32 %765, i1 false)
  %769 = lshr i32 %417, 4
  %770 = and i32 %769, 252645135
  %771 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %770, i1 true, i32 %628, i32 %768, i1 false)
  %772 = lshr i32 %742, 8
  %773 = and i32 %772, 255
  %774 = mul i32 %773, %771
  %775 = sitofp i32 %774 to float
  %776 = lshr i32 %744, 8
  %777 = and i32 %776, 255
  %778 = uitofp i32 %777 to float
  %779 = fmul float %775, %633
  %780 = call float @llvm.fma.f32(float %756, float %620, float %779)
  %781 = fmul float %778, %645
  %782 = call float @llvm.fma.f32(float %759, float %639, float %781)
  %783 = call float @llvm.fma.f32(float %722, float %780, float %716)
  %784 = fneg float %726
  %785 = call float @llvm.fma.f32(float %784, float %782, float %783)
  store float %785, ptr addrspace(5) %v3, align 4
  %786 = load float, ptr addrspace(5) %v4, align 4
  %787 = and i32 %401, 7
  %788 = lshr i32 %787, 1
  %789 = and i32 %418, 65535
  %790 = trunc i32 %789 to i16
  %791 = bitcast i16 %790 to half
  %792 = fpext half %791 to float
  %793 = lshr i32 %418, 16
  %794 = trunc i32 %793 to i16
  %795 = bitcast i16 %794 to half
  %796 = fpext half %795 to float
  %797 = and i32 %419, 1061109567
  %798 = and i32 %420, 1061109567
  %799 = and i32 %421, 252645135
  %800 = lshr i32 %419, 2
  %801 = and i32 %800, 808464432
  %802 = or i32 %799, %801
  %803 = lshr i32 %421, 4
  %804 = and i32 %803, 252645135
  %805 = lshr i32 %420, 2
  %806 = and i32 %805, 808464432
  %807 = or i32 %804, %806
  %808 = icmp ult i32 %788, 2
  %809 = and i32 %788, 1
  %810 = mul i32 %809, 16
  %811 = select i1 %808, i32 %797, i32 %802
  %812 = lshr i32 %811, %810
  %813 = select i1 %808, i32 %798, i32 %807
  %814 = lshr i32 %813, %810
  %815 = and i32 %422, 252645135
  %816 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %815, i1 true, i32 %612, i32 0, i1 false)
  %817 = and i32 %423, 252645135
  %818 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %817, i1 true, i32 %613, i32 %816, i1 false)
  %819 = and i32 %424, 252645135
  %820 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %819, i1 true, i32 %614, i32 %818, i1 false)
  %821 = and i32 %425, 252645135
  %822 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %821, i1 true, i32 %615, i32 %820, i1 false)
  %823 = lshr i32 %812, 0
  %824 = and i32 %823, 255
  %825 = mul i32 %824, %822
  %826 = sitofp i32 %825 to float
  %827 = lshr i32 %814, 0
  %828 = and i32 %827, 255
  %829 = uitofp i32 %828 to float
  %830 = lshr i32 %422, 4
  %831 = and i32 %830, 252645135
  %832 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %831, i1 true, i32 %625, i32 0, i1 false)
  %833 = lshr i32 %423, 4
  %834 = and i32 %833, 252645135
  %835 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %834, i1 true, i32 %626, i32 %832, i1 false)
  %836 = lshr i32 %424, 4
  %837 = and i32 %836, 252645135
  %838 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %837, i1 true, i32 %627, i32 %835, i1 false)
  %839 = lshr i32 %425, 4
  %840 = and i32 %839, 252645135
  %841 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %840, i1 true, i32 %628, i32 %838, i1 false)
  %842 = lshr i32 %812, 8
  %843 = and i32 %842, 255
  %844 = mul i32 %843, %841
  %845 = sitofp i32 %844 to float
  %846 = lshr i32 %814, 8
  %847 = and i32 %846, 255
  %848 = uitofp i32 %847 to float
  %849 = fmul float %845, %633
  %850 = call float @llvm.fma.f32(float %826, float %620, float %849)
  %851 = fmul float %848, %645
  %852 = call float @llvm.fma.f32(float %829, float %639, float %851)
  %853 = call float @llvm.fma.f32(float %792, float %850, float %786)
  %854 = fneg float %796
  %855 = call float @llvm.fma.f32(float %854, float %852, float %853)
  store float %855, ptr addrspace(5) %v4, align 4
  %856 = load float, ptr addrspace(5) %v5, align 4
  %857 = and i32 %401, 7
  %858 = lshr i32 %857, 1
  %859 = and i32 %426, 65535
  %860 = trunc i32 %859 to i16
  %861 = bitcast i16 %860 to half
  %862 = fpext half %861 to float
  %863 = lshr i32 %426, 16
  %864 = trunc i32 %863 to i16
  %865 = bitcast i16 %864 to half
  %866 = fpext half %865 to float
  %867 = and i32 %427, 1061109567
  %868 = and i32 %428, 1061109567
  %869 = and i32 %429, 252645135
  %870 = lshr i32 %427, 2
  %871 = and i32 %870, 808464432
  %872 = or i32 %869, %871
  %873 = lshr i32 %429, 4
  %874 = and i32 %873, 252645135
  %875 = lshr i32 %428, 2
  %876 = and i32 %875, 808464432
  %877 = or i32 %874, %876
  %878 = icmp ult i32 %858, 2
  %879 = and i32 %858, 1
  %880 = mul i32 %879, 16
  %881 = select i1 %878, i32 %867, i32 %872
  %882 = lshr i32 %881, %880
  %883 = select i1 %878, i32 %868, i32 %877
  %884 = lshr i32 %883, %880
  %885 = and i32 %430, 252645135
  %886 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %885, i1 true, i32 %612, i32 0, i1 false)
  %887 = and i32 %431, 252645135
  %888 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %887, i1 true, i32 %613, i32 %886, i1 false)
  %889 = and i32 %432, 252645135
  %890 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %889, i1 true, i32 %614, i32 %888, i1 false)
  %891 = and i32 %433, 252645135
  %892 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %891, i1 true, i32 %615, i32 %890, i1 false)
  %893 = lshr i32 %882, 0
  %894 = and i32 %893, 255
  %895 = mul i32 %894, %892
  %896 = sitofp i32 %895 to float
  %897 = lshr i32 %884, 0
  %898 = and i32 %897, 255
  %899 = uitofp i32 %898 to float
  %900 = lshr i32 %430, 4
  %901 = and i32 %900, 252645135
  %902 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %901, i1 true, i32 %625, i32 0, i1 false)
  %903 = lshr i32 %431, 4
  %904 = and i32 %903, 252645135
  %905 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %904, i1 true, i32 %626, i32 %902, i1 false)
  %906 = lshr i32 %432, 4
  %907 = and i32 %906, 252645135
  %908 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %907, i1 true, i32 %627, i32 %905, i1 false)
  %909 = lshr i32 %433, 4
  %910 = and i32 %909, 252645135
  %911 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %910, i1 true, i32 %628, i32 %908, i1 false)
  %912 = lshr i32 %882, 8
  %913 = and i32 %912, 255
  %914 = mul i32 %913, %911
  %915 = sitofp i32 %914 to float
  %916 = lshr i32 %884, 8
  %917 = and i32 %916, 255
  %918 = uitofp i32 %917 to float
  %919 = fmul float %915, %633
  %920 = call float @llvm.fma.f32(float %896, float %620, float %919)
  %921 = fmul float %918, %645
  %922 = call float @llvm.fma.f32(float %899, float %639, float %921)
  %923 = call float @llvm.fma.f32(float %862, float %920, float %856)
  %924 = fneg float %866
  %925 = call float @llvm.fma.f32(float %924, float %922, float %923)
  store float %925, ptr addrspace(5) %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %926 = add i32 %366, 1
  %927 = and i32 %926, 1
  %928 = sext i32 %927 to i64
  %929 = mul i64 %928, 1152
  %930 = getelementptr i8, ptr addrspace(3) @lds1, i64 %929
  %931 = getelementptr i8, ptr addrspace(3) %930, i64 1024
  %932 = call i32 @llvm.amdgcn.workitem.id.x()
  %933 = bitcast float %381 to i32
  %934 = and i32 %933, 2147483647
  %935 = bitcast float %382 to i32
  %936 = and i32 %935, 2147483647
  %937 = bitcast float %383 to i32
  %938 = and i32 %937, 2147483647
  %939 = bitcast float %384 to i32
  %940 = and i32 %939, 2147483647
  %941 = icmp ugt i32 %934, %936
  %942 = select i1 %941, i32 %934, i32 %936
  %943 = icmp ugt i32 %938, %940
  %944 = select i1 %943, i32 %938, i32 %940
  %945 = icmp ugt i32 %942, %944
  %946 = select i1 %945, i32 %942, i32 %944
  %947 = call i32 @llvm.amdgcn.workitem.id.x()
  %948 = and i32 %947, 31
  %949 = xor i32 %948, 1
  %950 = shl i32 %949, 2
  %951 = call i32 @llvm.amdgcn.ds.bpermute(i32 %950, i32 %946)
  %952 = icmp ugt i32 %946, %951
  %953 = select i1 %952, i32 %946, i32 %951
  %954 = call i32 @llvm.amdgcn.workitem.id.x()
  %955 = and i32 %954, 31
  %956 = xor i32 %955, 2
  %957 = shl i32 %956, 2
  %958 = call i32 @llvm.amdgcn.ds.bpermute(i32 %957, i32 %953)
  %959 = icmp ugt i32 %953, %958
  %960 = select i1 %959, i32 %953, i32 %958
  %961 = call i32 @llvm.amdgcn.workitem.id.x()
  %962 = and i32 %961, 31
  %963 = xor i32 %962, 4
  %964 = shl i32 %963, 2
  %965 = call i32 @llvm.amdgcn.ds.bpermute(i32 %964, i32 %960)
  %966 = icmp ugt i32 %960, %965
  %967 = select i1 %966, i32 %960, i32 %965
  %968 = and i32 %967, 2147483647
  %969 = icmp ult i32 %968, 2139095040
  %970 = bitcast i32 %967 to float
  %971 = fdiv float 1.270000e+02, %970
  %972 = bitcast float %971 to i32
  %973 = and i32 %972, 2147483647
  %974 = icmp ult i32 %973, 2139095040
  %975 = select i1 %974, float %971, float 0.000000e+00
  %976 = fmul float %381, %975
  %977 = fadd float %976, 0x4168000000000000
  %978 = bitcast float %977 to i32
  %979 = fmul float %382, %975
  %980 = fadd float %979, 0x4168000000000000
  %981 = bitcast float %980 to i32
  %982 = fmul float %383, %975
  %983 = fadd float %982, 0x4168000000000000
  %984 = bitcast float %983 to i32
  %985 = fmul float %384, %975
  %986 = fadd float %985, 0x4168000000000000
  %987 = bitcast float %986 to i32
  %988 = bitcast i32 %978 to <4 x i8>
  %989 = bitcast i32 %981 to <4 x i8>
  %990 = shufflevector <4 x i8> %988, <4 x i8> %989, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %991 = bitcast <4 x i8> %990 to i32
  %992 = bitcast i32 %984 to <4 x i8>
  %993 = bitcast i32 %987 to <4 x i8>
  %994 = shufflevector <4 x i8> %992, <4 x i8> %993, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %995 = bitcast <4 x i8> %994 to i32
  %996 = bitcast i32 %991 to <4 x i8>
  %997 = bitcast i32 %995 to <4 x i8>
  %998 = shufflevector <4 x i8> %996, <4 x i8> %997, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %999 = bitcast <4 x i8> %998 to i32
  %1000 = add i32 %932, 0
  %1001 = sext i32 %1000 to i64
  %1002 = mul i64 %1001, 4
  %1003 = icmp slt i64 %1002, 1024
  br i1 %1003, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1004 = lshr i64 %1002, 2
  %1005 = mul i64 %1004, 4
  %1006 = getelementptr i8, ptr addrspace(3) %930, i64 %1005
  store i32 %999, ptr addrspace(3) %1006, align 4
  %1007 = and i64 %1002, 31
  %1008 = icmp eq i64 %1007, 0
  br i1 %1008, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %1009 = bitcast float %396 to i32
  %1010 = and i32 %1009, 2147483647
  %1011 = bitcast float %397 to i32
  %1012 = and i32 %1011, 2147483647
  %1013 = bitcast float %398 to i32
  %1014 = and i32 %1013, 2147483647
  %1015 = bitcast float %399 to i32
  %1016 = and i32 %1015, 2147483647
  %1017 = icmp ugt i32 %1010, %1012
  %1018 = select i1 %1017, i32 %1010, i32 %1012
  %1019 = icmp ugt i32 %1014, %1016
  %1020 = select i1 %1019, i32 %1014, i32 %1016
  %1021 = icmp ugt i32 %1018, %1020
  %1022 = select i1 %1021, i32 %1018, i32 %1020
  %1023 = call i32 @llvm.amdgcn.workitem.id.x()
  %1024 = and i32 %1023, 31
  %1025 = xor i32 %1024, 1
  %1026 = shl i32 %1025, 2
  %1027 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1026, i32 %1022)
  %1028 = icmp ugt i32 %1022, %1027
  %1029 = select i1 %1028, i32 %1022, i32 %1027
  %1030 = call i32 @llvm.amdgcn.workitem.id.x()
  %1031 = and i32 %1030, 31
  %1032 = xor i32 %1031, 2
  %1033 = shl i32 %1032, 2
  %1034 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1033, i32 %1029)
  %1035 = icmp ugt i32 %1029, %1034
  %1036 = select i1 %1035, i32 %1029, i32 %1034
  %1037 = call i32 @llvm.amdgcn.workitem.id.x()
  %1038 = and i32 %1037, 31
  %1039 = xor i32 %1038, 4
  %1040 = shl i32 %1039, 2
  %1041 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1040, i32 %1036)
  %1042 = icmp ugt i32 %1036, %1041
  %1043 = select i1 %1042, i32 %1036, i32 %1041
  %1044 = and i32 %1043, 2147483647
  %1045 = icmp ult i32 %1044, 2139095040
  %1046 = bitcast i32 %1043 to float
  %1047 = fdiv float 1.270000e+02, %1046
  %1048 = bitcast float %1047 to i32
  %1049 = and i32 %1048, 2147483647
  %1050 = icmp ult i32 %1049, 2139095040
  %1051 = select i1 %1050, float %1047, float 0.000000e+00
  %1052 = fmul float %396, %1051
  %1053 = fadd float %1052, 0x4168000000000000
  %1054 = bitcast float %1053 to i32
  %1055 = fmul float %397, %1051
  %1056 = fadd float %1055, 0x4168000000000000
  %1057 = bitcast float %1056 to i32
  %1058 = fmul float %398, %1051
  %1059 = fadd float %1058, 0x4168000000000000
  %1060 = bitcast float %1059 to i32
  %1061 = fmul float %399, %1051
  %1062 = fadd float %1061, 0x4168000000000000
  %1063 = bitcast float %1062 to i32
  %1064 = bitcast i32 %1054 to <4 x i8>
  %1065 = bitcast i32 %1057 to <4 x i8>
  %1066 = shufflevector <4 x i8> %1064, <4 x i8> %1065, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1067 = bitcast <4 x i8> %1066 to i32
  %1068 = bitcast i32 %1060 to <4 x i8>
  %1069 = bitcast i32 %1063 to <4 x i8>
  %1070 = shufflevector <4 x i8> %1068, <4 x i8> %1069, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1071 = bitcast <4 x i8> %1070 to i32
  %1072 = bitcast i32 %1067 to <4 x i8>
  %1073 = bitcast i32 %1071 to <4 x i8>
  %1074 = shufflevector <4 x i8> %1072, <4 x i8> %1073, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1075 = bitcast <4 x i8> %1074 to i32
  %1076 = add i32 %932, 128
  %1077 = sext i32 %1076 to i64
  %1078 = mul i64 %1077, 4
  %1079 = icmp slt i64 %1078, 1024
  br i1 %1079, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1080 = fmul float %970, 0x3F80204080000000
  %1081 = select i1 %969, float %1080, float 0x7FF8000000000000
  %1082 = lshr i64 %1002, 5
  %1083 = mul i64 %1082, 4
  %1084 = getelementptr i8, ptr addrspace(3) %931, i64 %1083
  store float %1081, ptr addrspace(3) %1084, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1085 = lshr i64 %1078, 2
  %1086 = mul i64 %1085, 4
  %1087 = getelementptr i8, ptr addrspace(3) %930, i64 %1086
  store i32 %1075, ptr addrspace(3) %1087, align 4
  %1088 = and i64 %1078, 31
  %1089 = icmp eq i64 %1088, 0
  br i1 %1089, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1090 = load i32, ptr addrspace(5) %v46, align 4
  %1091 = add i32 %1090, 1
  store i32 %1091, ptr addrspace(5) %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1092 = fmul float %1046, 0x3F80204080000000
  %1093 = select i1 %1045, float %1092, float 0x7FF8000000000000
  %1094 = lshr i64 %1078, 5
  %1095 = mul i64 %1094, 4
  %1096 = getelementptr i8, ptr addrspace(3) %931, i64 %1095
  store float %1093, ptr addrspace(3) %1096, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1097 = load float, ptr addrspace(5) %v1, align 4
  %1098 = add i32 %41, %32
  %1099 = icmp slt i32 %1098, %4
  br i1 %1099, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1100 = load i32, ptr addrspace(5) %v, align 4
  %1101 = add i32 %1100, 4
  store i32 %1101, ptr addrspace(5) %v, align 4
  br label %loop

then62:                                           ; preds = %then60
  %1102 = add i32 %23, %1098
  %1103 = sext i32 %1102 to i64
  %1104 = mul i64 %1103, 4
  %1105 = getelementptr i8, ptr addrspace(1) %0, i64 %1104
  store float %1097, ptr addrspace(1) %1105, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

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
