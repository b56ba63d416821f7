; ModuleID = 'strata_moe_matvec_q4_k'
source_filename = "strata_moe_matvec_q4_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) #0 {
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
  %9 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  %31 = lshr i32 %30, 5
  %32 = call i32 @llvm.amdgcn.workitem.id.x()
  %33 = and i32 %32, 31
  %34 = call i32 @llvm.amdgcn.workgroup.id.x()
  %35 = mul i32 %34, 16
  %36 = call i32 @llvm.amdgcn.workitem.id.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 3
  %39 = and i32 %37, 7
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif61, %then
  %41 = load i32, ptr addrspace(5) %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr addrspace(5) %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 4
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %49 = call i32 @llvm.amdgcn.workitem.id.x()
  %50 = and i32 %49, 31
  %51 = sext i32 %5 to i64
  %52 = udiv i64 %51, 256
  %53 = mul i64 %52, 144
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %79 = udiv i32 %5, 32
  %80 = mul i32 %45, 32
  %81 = add i32 %50, %80
  %82 = call i32 @llvm.amdgcn.workitem.id.x()
  %83 = sext i32 %5 to i64
  %84 = sub i32 %79, 1
  %85 = icmp sgt i32 %81, %84
  %86 = select i1 %85, i32 %84, i32 %81
  %87 = lshr i32 %86, 3
  %88 = and i32 %86, 7
  %89 = sext i32 %87 to i64
  %90 = mul i64 %89, 144
  %91 = add i64 %90, 0
  %92 = getelementptr i8, ptr addrspace(1) %60, i64 %91
  %93 = getelementptr i8, ptr addrspace(1) %92, i64 0
  %94 = load <4 x i32>, ptr addrspace(1) %93, align 16
  %95 = extractelement <4 x i32> %94, i32 0
  %96 = extractelement <4 x i32> %94, i32 1
  %97 = extractelement <4 x i32> %94, i32 2
  %98 = extractelement <4 x i32> %94, i32 3
  %99 = sext i32 %88 to i64
  %100 = mul i64 %99, 16
  %101 = add i64 %100, 16
  %102 = add i64 %101, 0
  %103 = getelementptr i8, ptr addrspace(1) %92, i64 %102
  %104 = load <4 x i32>, ptr addrspace(1) %103, align 16
  %105 = extractelement <4 x i32> %104, i32 0
  %106 = extractelement <4 x i32> %104, i32 1
  %107 = extractelement <4 x i32> %104, i32 2
  %108 = extractelement <4 x i32> %104, i32 3
  store i32 %95, ptr addrspace(5) %v6, align 4
  store i32 %96, ptr addrspace(5) %v7, align 4
  store i32 %97, ptr addrspace(5) %v8, align 4
  store i32 %98, ptr addrspace(5) %v9, align 4
  store i32 %105, ptr addrspace(5) %v10, align 4
  store i32 %106, ptr addrspace(5) %v11, align 4
  store i32 %107, ptr addrspace(5) %v12, align 4
  store i32 %108, ptr addrspace(5) %v13, align 4
  %109 = lshr i32 %86, 3
  %110 = and i32 %86, 7
  %111 = sext i32 %109 to i64
  %112 = mul i64 %111, 144
  %113 = add i64 %112, 0
  %114 = getelementptr i8, ptr addrspace(1) %66, i64 %113
  %115 = getelementptr i8, ptr addrspace(1) %114, i64 0
  %116 = load <4 x i32>, ptr addrspace(1) %115, align 16
  %117 = extractelement <4 x i32> %116, i32 0
  %118 = extractelement <4 x i32> %116, i32 1
  %119 = extractelement <4 x i32> %116, i32 2
  %120 = extractelement <4 x i32> %116, i32 3
  %121 = sext i32 %110 to i64
  %122 = mul i64 %121, 16
  %123 = add i64 %122, 16
  %124 = add i64 %123, 0
  %125 = getelementptr i8, ptr addrspace(1) %114, i64 %124
  %126 = load <4 x i32>, ptr addrspace(1) %125, align 16
  %127 = extractelement <4 x i32> %126, i32 0
  %128 = extractelement <4 x i32> %126, i32 1
  %129 = extractelement <4 x i32> %126, i32 2
  %130 = extractelement <4 x i32> %126, i32 3
  store i32 %117, ptr addrspace(5) %v14, align 4
  store i32 %118, ptr addrspace(5) %v15, align 4
  store i32 %119, ptr addrspace(5) %v16, align 4
  store i32 %120, ptr addrspace(5) %v17, align 4
  store i32 %127, ptr addrspace(5) %v18, align 4
  store i32 %128, ptr addrspace(5) %v19, align 4
  store i32 %129, ptr addrspace(5) %v20, align 4
  store i32 %130, ptr addrspace(5) %v21, align 4
  %131 = lshr i32 %86, 3
  %132 = and i32 %86, 7
  %133 = sext i32 %131 to i64
  %134 = mul i64 %133, 144
  %135 = add i64 %134, 0
  %136 = getelementptr i8, ptr addrspace(1) %72, i64 %135
  %137 = getelementptr i8, ptr addrspace(1) %136, i64 0
  %138 = load <4 x i32>, ptr addrspace(1) %137, align 16
  %139 = extractelement <4 x i32> %138, i32 0
  %140 = extractelement <4 x i32> %138, i32 1
  %141 = extractelement <4 x i32> %138, i32 2
  %142 = extractelement <4 x i32> %138, i32 3
  %143 = sext i32 %132 to i64
  %144 = mul i64 %143, 16
  %145 = add i64 %144, 16
  %146 = add i64 %145, 0
  %147 = getelementptr i8, ptr addrspace(1) %136, i64 %146
  %148 = load <4 x i32>, ptr addrspace(1) %147, align 16
  %149 = extractelement <4 x i32> %148, i32 0
  %150 = extractelement <4 x i32> %148, i32 1
  %151 = extractelement <4 x i32> %148, i32 2
  %152 = extractelement <4 x i32> %148, i32 3
  store i32 %139, ptr addrspace(5) %v22, align 4
  store i32 %140, ptr addrspace(5) %v23, align 4
  store i32 %141, ptr addrspace(5) %v24, align 4
  store i32 %142, ptr addrspace(5) %v25, align 4
  store i32 %149, ptr addrspace(5) %v26, align 4
  store i32 %150, ptr addrspace(5) %v27, align 4
  store i32 %151, ptr addrspace(5) %v28, align 4
  store i32 %152, ptr addrspace(5) %v29, align 4
  %153 = lshr i32 %86, 3
  %154 = and i32 %86, 7
  %155 = sext i32 %153 to i64
  %156 = mul i64 %155, 144
  %157 = add i64 %156, 0
  %158 = getelementptr i8, ptr addrspace(1) %78, i64 %157
  %159 = getelementptr i8, ptr addrspace(1) %158, i64 0
  %160 = load <4 x i32>, ptr addrspace(1) %159, align 16
  %161 = extractelement <4 x i32> %160, i32 0
  %162 = extractelement <4 x i32> %160, i32 1
  %163 = extractelement <4 x i32> %160, i32 2
  %164 = extractelement <4 x i32> %160, i32 3
  %165 = sext i32 %154 to i64
  %166 = mul i64 %165, 16
  %167 = add i64 %166, 16
  %168 = add i64 %167, 0
  %169 = getelementptr i8, ptr addrspace(1) %158, i64 %168
  %170 = load <4 x i32>, ptr addrspace(1) %169, align 16
  %171 = extractelement <4 x i32> %170, i32 0
  %172 = extractelement <4 x i32> %170, i32 1
  %173 = extractelement <4 x i32> %170, i32 2
  %174 = extractelement <4 x i32> %170, i32 3
  store i32 %161, ptr addrspace(5) %v30, align 4
  store i32 %162, ptr addrspace(5) %v31, align 4
  store i32 %163, ptr addrspace(5) %v32, align 4
  store i32 %164, ptr addrspace(5) %v33, align 4
  store i32 %171, ptr addrspace(5) %v34, align 4
  store i32 %172, ptr addrspace(5) %v35, align 4
  store i32 %173, ptr addrspace(5) %v36, align 4
  store i32 %174, ptr addrspace(5) %v37, align 4
  %175 = add i32 %82, 0
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = add i64 0, %177
  %179 = icmp slt i64 %178, %83
  %180 = icmp slt i64 %177, 1024
  %181 = and i1 %179, %180
  %182 = select i1 %181, i64 %178, i64 0
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) %28, i64 %183
  %185 = load <4 x float>, ptr addrspace(1) %184, align 16
  %186 = extractelement <4 x float> %185, i32 0
  %187 = extractelement <4 x float> %185, i32 1
  %188 = extractelement <4 x float> %185, i32 2
  %189 = extractelement <4 x float> %185, i32 3
  %190 = add i32 %82, 128
  %191 = sext i32 %190 to i64
  %192 = mul i64 %191, 4
  %193 = add i64 0, %192
  %194 = icmp slt i64 %193, %83
  %195 = icmp slt i64 %192, 1024
  %196 = and i1 %194, %195
  %197 = select i1 %196, i64 %193, i64 0
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr addrspace(1) %28, i64 %198
  %200 = load <4 x float>, ptr addrspace(1) %199, align 16
  %201 = extractelement <4 x float> %200, i32 0
  %202 = extractelement <4 x float> %200, i32 1
  %203 = extractelement <4 x float> %200, i32 2
  %204 = extractelement <4 x float> %200, i32 3
  %205 = call i32 @llvm.amdgcn.workitem.id.x()
  %206 = bitcast float %186 to i32
  %207 = and i32 %206, 2147483647
  %208 = bitcast float %187 to i32
  %209 = and i32 %208, 2147483647
  %210 = bitcast float %188 to i32
  %211 = and i32 %210, 2147483647
  %212 = bitcast float %189 to i32
  %213 = and i32 %212, 2147483647
  %214 = icmp ugt i32 %207, %209
  %215 = select i1 %214, i32 %207, i32 %209
  %216 = icmp ugt i32 %211, %213
  %217 = select i1 %216, i32 %211, i32 %213
  %218 = icmp ugt i32 %215, %217
  %219 = select i1 %218, i32 %215, i32 %217
  %220 = call i32 @llvm.amdgcn.workitem.id.x()
  %221 = and i32 %220, 31
  %222 = xor i32 %221, 1
  %223 = shl i32 %222, 2
  %224 = call i32 @llvm.amdgcn.ds.bpermute(i32 %223, i32 %219)
  %225 = icmp ugt i32 %219, %224
  %226 = select i1 %225, i32 %219, i32 %224
  %227 = call i32 @llvm.amdgcn.workitem.id.x()
  %228 = and i32 %227, 31
  %229 = xor i32 %228, 2
  %230 = shl i32 %229, 2
  %231 = call i32 @llvm.amdgcn.ds.bpermute(i32 %230, i32 %226)
  %232 = icmp ugt i32 %226, %231
  %233 = select i1 %232, i32 %226, i32 %231
  %234 = call i32 @llvm.amdgcn.workitem.id.x()
  %235 = and i32 %234, 31
  %236 = xor i32 %235, 4
  %237 = shl i32 %236, 2
  %238 = call i32 @llvm.amdgcn.ds.bpermute(i32 %237, i32 %233)
  %239 = icmp ugt i32 %233, %238
  %240 = select i1 %239, i32 %233, i32 %238
  %241 = and i32 %240, 2147483647
  %242 = icmp ult i32 %241, 2139095040
  %243 = bitcast i32 %240 to float
  %244 = fdiv float 1.270000e+02, %243
  %245 = bitcast float %244 to i32
  %246 = and i32 %245, 2147483647
  %247 = icmp ult i32 %246, 2139095040
  %248 = select i1 %247, float %244, float 0.000000e+00
  %249 = fmul float %186, %248
  %250 = fadd float %249, 0x4168000000000000
  %251 = bitcast float %250 to i32
  %252 = fmul float %187, %248
  %253 = fadd float %252, 0x4168000000000000
  %254 = bitcast float %253 to i32
  %255 = fmul float %188, %248
  %256 = fadd float %255, 0x4168000000000000
  %257 = bitcast float %256 to i32
  %258 = fmul float %189, %248
  %259 = fadd float %258, 0x4168000000000000
  %260 = bitcast float %259 to i32
  %261 = bitcast i32 %251 to <4 x i8>
  %262 = bitcast i32 %254 to <4 x i8>
  %263 = shufflevector <4 x i8> %261, <4 x i8> %262, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %264 = bitcast <4 x i8> %263 to i32
  %265 = bitcast i32 %257 to <4 x i8>
  %266 = bitcast i32 %260 to <4 x i8>
  %267 = shufflevector <4 x i8> %265, <4 x i8> %266, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %268 = bitcast <4 x i8> %267 to i32
  %269 = bitcast i32 %264 to <4 x i8>
  %270 = bitcast i32 %268 to <4 x i8>
  %271 = shufflevector <4 x i8> %269, <4 x i8> %270, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %272 = bitcast <4 x i8> %271 to i32
  %273 = add i32 %205, 0
  %274 = sext i32 %273 to i64
  %275 = mul i64 %274, 4
  %276 = icmp slt i64 %275, 1024
  br i1 %276, label %then38, label %endif39

done:                                             ; preds = %loop
  br label %endif

then38:                                           ; preds = %body
  %277 = lshr i64 %275, 2
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(3) @lds1, i64 %278
  store i32 %272, ptr addrspace(3) %279, align 4
  %280 = and i64 %275, 31
  %281 = icmp eq i64 %280, 0
  br i1 %281, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body
  %282 = bitcast float %201 to i32
  %283 = and i32 %282, 2147483647
  %284 = bitcast float %202 to i32
  %285 = and i32 %284, 2147483647
  %286 = bitcast float %203 to i32
  %287 = and i32 %286, 2147483647
  %288 = bitcast float %204 to i32
  %289 = and i32 %288, 2147483647
  %290 = icmp ugt i32 %283, %285
  %291 = select i1 %290, i32 %283, i32 %285
  %292 = icmp ugt i32 %287, %289
  %293 = select i1 %292, i32 %287, i32 %289
  %294 = icmp ugt i32 %291, %293
  %295 = select i1 %294, i32 %291, i32 %293
  %296 = call i32 @llvm.amdgcn.workitem.id.x()
  %297 = and i32 %296, 31
  %298 = xor i32 %297, 1
  %299 = shl i32 %298, 2
  %300 = call i32 @llvm.amdgcn.ds.bpermute(i32 %299, i32 %295)
  %301 = icmp ugt i32 %295, %300
  %302 = select i1 %301, i32 %295, i32 %300
  %303 = call i32 @llvm.amdgcn.workitem.id.x()
  %304 = and i32 %303, 31
  %305 = xor i32 %304, 2
  %306 = shl i32 %305, 2
  %307 = call i32 @llvm.amdgcn.ds.bpermute(i32 %306, i32 %302)
  %308 = icmp ugt i32 %302, %307
  %309 = select i1 %308, i32 %302, i32 %307
  %310 = call i32 @llvm.amdgcn.workitem.id.x()
  %311 = and i32 %310, 31
  %312 = xor i32 %311, 4
  %313 = shl i32 %312, 2
  %314 = call i32 @llvm.amdgcn.ds.bpermute(i32 %313, i32 %309)
  %315 = icmp ugt i32 %309, %314
  %316 = select i1 %315, i32 %309, i32 %314
  %317 = and i32 %316, 2147483647
  %318 = icmp ult i32 %317, 2139095040
  %319 = bitcast i32 %316 to float
  %320 = fdiv float 1.270000e+02, %319
  %321 = bitcast float %320 to i32
  %322 = and i32 %321, 2147483647
  %323 = icmp ult i32 %322, 2139095040
  %324 = select i1 %323, float %320, float 0.000000e+00
  %325 = fmul float %201, %324
  %326 = fadd float %325, 0x4168000000000000
  %327 = bitcast float %326 to i32
  %328 = fmul float %202, %324
  %329 = fadd float %328, 0x4168000000000000
  %330 = bitcast float %329 to i32
  %331 = fmul float %203, %324
  %332 = fadd float %331, 0x4168000000000000
  %333 = bitcast float %332 to i32
  %334 = fmul float %204, %324
  %335 = fadd float %334, 0x4168000000000000
  %336 = bitcast float %335 to i32
  %337 = bitcast i32 %327 to <4 x i8>
  %338 = bitcast i32 %330 to <4 x i8>
  %339 = shufflevector <4 x i8> %337, <4 x i8> %338, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %340 = bitcast <4 x i8> %339 to i32
  %341 = bitcast i32 %333 to <4 x i8>
  %342 = bitcast i32 %336 to <4 x i8>
  %343 = shufflevector <4 x i8> %341, <4 x i8> %342, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %344 = bitcast <4 x i8> %343 to i32
  %345 = bitcast i32 %340 to <4 x i8>
  %346 = bitcast i32 %344 to <4 x i8>
  %347 = shufflevector <4 x i8> %345, <4 x i8> %346, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %348 = bitcast <4 x i8> %347 to i32
  %349 = add i32 %205, 128
  %350 = sext i32 %349 to i64
  %351 = mul i64 %350, 4
  %352 = icmp slt i64 %351, 1024
  br i1 %352, label %then42, label %endif43

then40:                                           ; preds = %then38
  %353 = fmul float %243, 0x3F80204080000000
  %354 = select i1 %242, float %353, float 0x7FF8000000000000
  %355 = lshr i64 %275, 5
  %356 = mul i64 %355, 4
  %357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %356
  store float %354, ptr addrspace(3) %357, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %358 = lshr i64 %351, 2
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(3) @lds1, i64 %359
  store i32 %348, ptr addrspace(3) %360, align 4
  %361 = and i64 %351, 31
  %362 = icmp eq i64 %361, 0
  br i1 %362, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %363 = add i32 %79, 31
  %364 = udiv i32 %363, 32
  store i32 0, ptr addrspace(5) %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %365 = fmul float %319, 0x3F80204080000000
  %366 = select i1 %318, float %365, float 0x7FF8000000000000
  %367 = lshr i64 %351, 5
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %368
  store float %366, ptr addrspace(3) %369, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %370 = load i32, ptr addrspace(5) %v46, align 4
  %371 = icmp slt i32 %370, %364
  br i1 %371, label %body48, label %done49

body48:                                           ; preds = %loop47
  %372 = load i32, ptr addrspace(5) %v46, align 4
  %373 = add i32 %372, 1
  %374 = sext i32 %373 to i64
  %375 = mul i64 %374, 1024
  %376 = add i32 %82, 0
  %377 = sext i32 %376 to i64
  %378 = mul i64 %377, 4
  %379 = add i64 %375, %378
  %380 = icmp slt i64 %379, %83
  %381 = icmp slt i64 %378, 1024
  %382 = and i1 %380, %381
  %383 = select i1 %382, i64 %379, i64 0
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(1) %28, i64 %384
  %386 = load <4 x float>, ptr addrspace(1) %385, align 16
  %387 = extractelement <4 x float> %386, i32 0
  %388 = extractelement <4 x float> %386, i32 1
  %389 = extractelement <4 x float> %386, i32 2
  %390 = extractelement <4 x float> %386, i32 3
  %391 = add i32 %82, 128
  %392 = sext i32 %391 to i64
  %393 = mul i64 %392, 4
  %394 = add i64 %375, %393
  %395 = icmp slt i64 %394, %83
  %396 = icmp slt i64 %393, 1024
  %397 = and i1 %395, %396
  %398 = select i1 %397, i64 %394, i64 0
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(1) %28, i64 %399
  %401 = load <4 x float>, ptr addrspace(1) %400, align 16
  %402 = extractelement <4 x float> %401, i32 0
  %403 = extractelement <4 x float> %401, i32 1
  %404 = extractelement <4 x float> %401, i32 2
  %405 = extractelement <4 x float> %401, i32 3
  %406 = mul i32 %372, 32
  %407 = add i32 %81, %406
  %408 = load i32, ptr addrspace(5) %v6, align 4
  %409 = load i32, ptr addrspace(5) %v7, align 4
  %410 = load i32, ptr addrspace(5) %v8, align 4
  %411 = load i32, ptr addrspace(5) %v9, align 4
  %412 = load i32, ptr addrspace(5) %v10, align 4
  %413 = load i32, ptr addrspace(5) %v11, align 4
  %414 = load i32, ptr addrspace(5) %v12, align 4
  %415 = load i32, ptr addrspace(5) %v13, align 4
  %416 = load i32, ptr addrspace(5) %v14, align 4
  %417 = load i32, ptr addrspace(5) %v15, align 4
  %418 = load i32, ptr addrspace(5) %v16, align 4
  %419 = load i32, ptr addrspace(5) %v17, align 4
  %420 = load i32, ptr addrspace(5) %v18, align 4
  %421 = load i32, ptr addrspace(5) %v19, align 4
  %422 = load i32, ptr addrspace(5) %v20, align 4
  %423 = load i32, ptr addrspace(5) %v21, align 4
  %424 = load i32, ptr addrspace(5) %v22, align 4
  %425 = load i32, ptr addrspace(5) %v23, align 4
  %426 = load i32, ptr addrspace(5) %v24, align 4
  %427 = load i32, ptr addrspace(5) %v25, align 4
  %428 = load i32, ptr addrspace(5) %v26, align 4
  %429 = load i32, ptr addrspace(5) %v27, align 4
  %430 = load i32, ptr addrspace(5) %v28, align 4
  %431 = load i32, ptr addrspace(5) %v29, align 4
  %432 = load i32, ptr addrspace(5) %v30, align 4
  %433 = load i32, ptr addrspace(5) %v31, align 4
  %434 = load i32, ptr addrspace(5) %v32, align 4
  %435 = load i32, ptr addrspace(5) %v33, align 4
  %436 = load i32, ptr addrspace(5) %v34, align 4
  %437 = load i32, ptr addrspace(5) %v35, align 4
  %438 = load i32, ptr addrspace(5) %v36, align 4
  %439 = load i32, ptr addrspace(5) %v37, align 4
  %440 = add i32 %407, 32
  %441 = icmp sgt i32 %440, %84
  %442 = select i1 %441, i32 %84, i32 %440
  %443 = lshr i32 %442, 3
  %444 = and i32 %442, 7
  %445 = sext i32 %443 to i64
  %446 = mul i64 %445, 144
  %447 = add i64 %446, 0
  %448 = getelementptr i8, ptr addrspace(1) %60, i64 %447
  %449 = getelementptr i8, ptr addrspace(1) %448, i64 0
  %450 = load <4 x i32>, ptr addrspace(1) %449, align 16
  %451 = extractelement <4 x i32> %450, i32 0
  %452 = extractelement <4 x i32> %450, i32 1
  %453 = extractelement <4 x i32> %450, i32 2
  %454 = extractelement <4 x i32> %450, i32 3
  %455 = sext i32 %444 to i64
  %456 = mul i64 %455, 16
  %457 = add i64 %456, 16
  %458 = add i64 %457, 0
  %459 = getelementptr i8, ptr addrspace(1) %448, i64 %458
  %460 = load <4 x i32>, ptr addrspace(1) %459, align 16
  %461 = extractelement <4 x i32> %460, i32 0
  %462 = extractelement <4 x i32> %460, i32 1
  %463 = extractelement <4 x i32> %460, i32 2
  %464 = extractelement <4 x i32> %460, i32 3
  store i32 %451, ptr addrspace(5) %v6, align 4
  store i32 %452, ptr addrspace(5) %v7, align 4
  store i32 %453, ptr addrspace(5) %v8, align 4
  store i32 %454, ptr addrspace(5) %v9, align 4
  store i32 %461, ptr addrspace(5) %v10, align 4
  store i32 %462, ptr addrspace(5) %v11, align 4
  store i32 %463, ptr addrspace(5) %v12, align 4
  store i32 %464, ptr addrspace(5) %v13, align 4
  %465 = lshr i32 %442, 3
  %466 = and i32 %442, 7
  %467 = sext i32 %465 to i64
  %468 = mul i64 %467, 144
  %469 = add i64 %468, 0
  %470 = getelementptr i8, ptr addrspace(1) %66, i64 %469
  %471 = getelementptr i8, ptr addrspace(1) %470, i64 0
  %472 = load <4 x i32>, ptr addrspace(1) %471, align 16
  %473 = extractelement <4 x i32> %472, i32 0
  %474 = extractelement <4 x i32> %472, i32 1
  %475 = extractelement <4 x i32> %472, i32 2
  %476 = extractelement <4 x i32> %472, i32 3
  %477 = sext i32 %466 to i64
  %478 = mul i64 %477, 16
  %479 = add i64 %478, 16
  %480 = add i64 %479, 0
  %481 = getelementptr i8, ptr addrspace(1) %470, i64 %480
  %482 = load <4 x i32>, ptr addrspace(1) %481, align 16
  %483 = extractelement <4 x i32> %482, i32 0
  %484 = extractelement <4 x i32> %482, i32 1
  %485 = extractelement <4 x i32> %482, i32 2
  %486 = extractelement <4 x i32> %482, i32 3
  store i32 %473, ptr addrspace(5) %v14, align 4
  store i32 %474, ptr addrspace(5) %v15, align 4
  store i32 %475, ptr addrspace(5) %v16, align 4
  store i32 %476, ptr addrspace(5) %v17, align 4
  store i32 %483, ptr addrspace(5) %v18, align 4
  store i32 %484, ptr addrspace(5) %v19, align 4
  store i32 %485, ptr addrspace(5) %v20, align 4
  store i32 %486, ptr addrspace(5) %v21, align 4
  %487 = lshr i32 %442, 3
  %488 = and i32 %442, 7
  %489 = sext i32 %487 to i64
  %490 = mul i64 %489, 144
  %491 = add i64 %490, 0
  %492 = getelementptr i8, ptr addrspace(1) %72, i64 %491
  %493 = getelementptr i8, ptr addrspace(1) %492, i64 0
  %494 = load <4 x i32>, ptr addrspace(1) %493, align 16
  %495 = extractelement <4 x i32> %494, i32 0
  %496 = extractelement <4 x i32> %494, i32 1
  %497 = extractelement <4 x i32> %494, i32 2
  %498 = extractelement <4 x i32> %494, i32 3
  %499 = sext i32 %488 to i64
  %500 = mul i64 %499, 16
  %501 = add i64 %500, 16
  %502 = add i64 %501, 0
  %503 = getelementptr i8, ptr addrspace(1) %492, i64 %502
  %504 = load <4 x i32>, ptr addrspace(1) %503, align 16
  %505 = extractelement <4 x i32> %504, i32 0
  %506 = extractelement <4 x i32> %504, i32 1
  %507 = extractelement <4 x i32> %504, i32 2
  %508 = extractelement <4 x i32> %504, i32 3
  store i32 %495, ptr addrspace(5) %v22, align 4
  store i32 %496, ptr addrspace(5) %v23, align 4
  store i32 %497, ptr addrspace(5) %v24, align 4
  store i32 %498, ptr addrspace(5) %v25, align 4
  store i32 %505, ptr addrspace(5) %v26, align 4
  store i32 %506, ptr addrspace(5) %v27, align 4
  store i32 %507, ptr addrspace(5) %v28, align 4
  store i32 %508, ptr addrspace(5) %v29, align 4
  %509 = lshr i32 %442, 3
  %510 = and i32 %442, 7
  %511 = sext i32 %509 to i64
  %512 = mul i64 %511, 144
  %513 = add i64 %512, 0
  %514 = getelementptr i8, ptr addrspace(1) %78, i64 %513
  %515 = getelementptr i8, ptr addrspace(1) %514, i64 0
  %516 = load <4 x i32>, ptr addrspace(1) %515, align 16
  %517 = extractelement <4 x i32> %516, i32 0
  %518 = extractelement <4 x i32> %516, i32 1
  %519 = extractelement <4 x i32> %516, i32 2
  %520 = extractelement <4 x i32> %516, i32 3
  %521 = sext i32 %510 to i64
  %522 = mul i64 %521, 16
  %523 = add i64 %522, 16
  %524 = add i64 %523, 0
  %525 = getelementptr i8, ptr addrspace(1) %514, i64 %524
  %526 = load <4 x i32>, ptr addrspace(1) %525, align 16
  %527 = extractelement <4 x i32> %526, i32 0
  %528 = extractelement <4 x i32> %526, i32 1
  %529 = extractelement <4 x i32> %526, i32 2
  %530 = extractelement <4 x i32> %526, i32 3
  store i32 %517, ptr addrspace(5) %v30, align 4
  store i32 %518, ptr addrspace(5) %v31, align 4
  store i32 %519, ptr addrspace(5) %v32, align 4
  store i32 %520, ptr addrspace(5) %v33, align 4
  store i32 %527, ptr addrspace(5) %v34, align 4
  store i32 %528, ptr addrspace(5) %v35, align 4
  store i32 %529, ptr addrspace(5) %v36, align 4
  store i32 %530, ptr addrspace(5) %v37, align 4
  %531 = icmp slt i32 %407, %79
  br i1 %531, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %532 = load float, ptr addrspace(5) %v2, align 4
  %533 = load float, ptr addrspace(5) %v3, align 4
  %534 = load float, ptr addrspace(5) %v4, align 4
  %535 = load float, ptr addrspace(5) %v5, align 4
  %536 = call i32 @llvm.amdgcn.workitem.id.x()
  %537 = and i32 %536, 31
  %538 = and i32 %537, 16
  %539 = icmp ne i32 %538, 0
  %540 = select i1 %539, float %534, float %532
  %541 = select i1 %539, float %532, float %534
  %542 = bitcast float %541 to i32
  %543 = call i32 @llvm.amdgcn.workitem.id.x()
  %544 = and i32 %543, 31
  %545 = xor i32 %544, 16
  %546 = shl i32 %545, 2
  %547 = call i32 @llvm.amdgcn.ds.bpermute(i32 %546, i32 %542)
  %548 = bitcast i32 %547 to float
  %549 = fadd float %540, %548
  %550 = select i1 %539, float %535, float %533
  %551 = select i1 %539, float %533, float %535
  %552 = bitcast float %551 to i32
  %553 = call i32 @llvm.amdgcn.workitem.id.x()
  %554 = and i32 %553, 31
  %555 = xor i32 %554, 16
  %556 = shl i32 %555, 2
  %557 = call i32 @llvm.amdgcn.ds.bpermute(i32 %556, i32 %552)
  %558 = bitcast i32 %557 to float
  %559 = fadd float %550, %558
  %560 = and i32 %537, 8
  %561 = icmp ne i32 %560, 0
  %562 = select i1 %561, float %559, float %549
  %563 = select i1 %561, float %549, float %559
  %564 = bitcast float %563 to i32
  %565 = call i32 @llvm.amdgcn.workitem.id.x()
  %566 = and i32 %565, 31
  %567 = xor i32 %566, 8
  %568 = shl i32 %567, 2
  %569 = call i32 @llvm.amdgcn.ds.bpermute(i32 %568, i32 %564)
  %570 = bitcast i32 %569 to float
  %571 = fadd float %562, %570
  %572 = bitcast float %571 to i32
  %573 = call i32 @llvm.amdgcn.workitem.id.x()
  %574 = and i32 %573, 31
  %575 = xor i32 %574, 4
  %576 = shl i32 %575, 2
  %577 = call i32 @llvm.amdgcn.ds.bpermute(i32 %576, i32 %572)
  %578 = bitcast i32 %577 to float
  %579 = fadd float %571, %578
  %580 = bitcast float %579 to i32
  %581 = call i32 @llvm.amdgcn.workitem.id.x()
  %582 = and i32 %581, 31
  %583 = xor i32 %582, 2
  %584 = shl i32 %583, 2
  %585 = call i32 @llvm.amdgcn.ds.bpermute(i32 %584, i32 %580)
  %586 = bitcast i32 %585 to float
  %587 = fadd float %579, %586
  %588 = bitcast float %587 to i32
  %589 = call i32 @llvm.amdgcn.workitem.id.x()
  %590 = and i32 %589, 31
  %591 = xor i32 %590, 1
  %592 = shl i32 %591, 2
  %593 = call i32 @llvm.amdgcn.ds.bpermute(i32 %592, i32 %588)
  %594 = bitcast i32 %593 to float
  %595 = fadd float %587, %594
  store float %595, ptr addrspace(5) %v1, align 4
  %596 = and i1 %48, %40
  br i1 %596, label %then60, label %endif61

then50:                                           ; preds = %body48
  %597 = and i32 %372, 1
  %598 = sext i32 %597 to i64
  %599 = mul i64 %598, 1152
  %600 = getelementptr i8, ptr addrspace(3) @lds1, i64 %599
  %601 = sext i32 %372 to i64
  %602 = mul i64 %601, 1024
  %603 = lshr i32 %407, 3
  %604 = and i32 %407, 7
  %605 = lshr i32 %604, 1
  %606 = and i32 %604, 1
  %607 = mul i32 %603, 256
  %608 = mul i32 %605, 64
  %609 = mul i32 %606, 16
  %610 = add i32 %608, %609
  %611 = add i32 %607, %610
  %612 = sext i32 %611 to i64
  %613 = add i64 %612, 32
  %614 = sub i64 %612, %602
  %615 = add i64 %614, 0
  %616 = getelementptr i8, ptr addrspace(3) %600, i64 %615
  %617 = load <4 x i32>, ptr addrspace(3) %616, align 16
  %618 = extractelement <4 x i32> %617, i32 0
  %619 = extractelement <4 x i32> %617, i32 1
  %620 = extractelement <4 x i32> %617, i32 2
  %621 = extractelement <4 x i32> %617, i32 3
  %622 = getelementptr i8, ptr addrspace(3) %600, i64 1024
  %623 = lshr i64 %614, 5
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(3) %622, i64 %624
  %626 = load float, ptr addrspace(3) %625, align 4
  %627 = sub i64 %613, %602
  %628 = add i64 %627, 0
  %629 = getelementptr i8, ptr addrspace(3) %600, i64 %628
  %630 = load <4 x i32>, ptr addrspace(3) %629, align 16
  %631 = extractelement <4 x i32> %630, i32 0
  %632 = extractelement <4 x i32> %630, i32 1
  %633 = extractelement <4 x i32> %630, i32 2
  %634 = extractelement <4 x i32> %630, i32 3
  %635 = getelementptr i8, ptr addrspace(3) %600, i64 1024
  %636 = lshr i64 %627, 5
  %637 = mul i64 %636, 4
  %638 = getelementptr i8, ptr addrspace(3) %635, i64 %637
  %639 = load float, ptr addrspace(3) %638, align 4
  %640 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %618, i32 0, i1 false)
  %641 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %619, i32 %640, i1 false)
  %642 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %620, i32 %641, i1 false)
  %643 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %621, i32 %642, i1 false)
  %644 = sitofp i32 %643 to float
  %645 = fmul float %626, %644
  %646 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %631, i32 0, i1 false)
  %647 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %632, i32 %646, i1 false)
  %648 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %633, i32 %647, i1 false)
  %649 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %634, i32 %648, i1 false)
  %650 = sitofp i32 %649 to float
  %651 = fmul float %639, %650
  %652 = load float, ptr addrspace(5) %v2, align 4
  %653 = and i32 %407, 7
  %654 = lshr i32 %653, 1
  %655 = and i32 %408, 65535
  %656 = trunc i32 %655 to i16
  %657 = bitcast i16 %656 to half
  %658 = fpext half %657 to float
  %659 = lshr i32 %408, 16
  %660 = trunc i32 %659 to i16
  %661 = bitcast i16 %660 to half
  %662 = fpext half %661 to float
  %663 = and i32 %409, 1061109567
  %664 = and i32 %410, 1061109567
  %665 = and i32 %411, 252645135
  %666 = lshr i32 %409, 2
  %667 = and i32 %666, 808464432
  %668 = or i32 %665, %667
  %669 = lshr i32 %411, 4
  %670 = and i32 %669, 252645135
  %671 = lshr i32 %410, 2
  %672 = and i32 %671, 808464432
  %673 = or i32 %670, %672
  %674 = icmp ult i32 %654, 2
  %675 = and i32 %654, 1
  %676 = mul i32 %675, 16
  %677 = select i1 %674, i32 %663, i32 %668
  %678 = lshr i32 %677, %676
  %679 = select i1 %674, i32 %664, i32 %673
  %680 = lshr i32 %679, %676
  %681 = and i32 %412, 252645135
  %682 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %681, i1 true, i32 %618, i32 0, i1 false)
  %683 = and i32 %413, 252645135
  %684 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %683, i1 true, i32 %619, i32 %682, i1 false)
  %685 = and i32 %414, 252645135
  %686 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %685, i1 true, i32 %620, i32 %684, i1 false)
  %687 = and i32 %415, 252645135
  %688 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %687, i1 true, i32 %621, i32 %686, i1 false)
  %689 = lshr i32 %678, 0
  %690 = and i32 %689, 255
  %691 = mul i32 %690, %688
  %692 = sitofp i32 %691 to float
  %693 = lshr i32 %680, 0
  %694 = and i32 %693, 255
  %695 = uitofp i32 %694 to float
  %696 = lshr i32 %412, 4
  %697 = and i32 %696, 252645135
  %698 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %697, i1 true, i32 %631, i32 0, i1 false)
  %699 = lshr i32 %413, 4
  %700 = and i32 %699, 252645135
  %701 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %700, i1 true, i32 %632, i32 %698, i1 false)
  %702 = lshr i32 %414, 4
  %703 = and i32 %702, 252645135
  %704 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %703, i1 true, i32 %633, i32 %701, i1 false)
  %705 = lshr i32 %415, 4
  %706 = and i32 %705, 252645135
  %707 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %706, i1 true, i32 %634, i32 %704, i1 false)
  %708 = lshr i32 %678, 8
  %709 = and i32 %708, 255
  %710 = mul i32 %709, %707
  %711 = sitofp i32 %710 to float
  %712 = lshr i32 %680, 8
  %713 = and i32 %712, 255
  %714 = uitofp i32 %713 to float
  %715 = fmul float %711, %639
  %716 = call float @llvm.fma.f32(float %692, float %626, float %715)
  %717 = fmul float %714, %651
  %718 = call float @llvm.fma.f32(float %695, float %645, float %717)
  %719 = call float @llvm.fma.f32(float %658, float %716, float %652)
  %720 = fneg float %662
  %721 = call float @llvm.fma.f32(float %720, float %718, float %719)
  store float %721, ptr addrspace(5) %v2, align 4
  %722 = load float, ptr addrspace(5) %v3, align 4
  %723 = and i32 %407, 7
  %724 = lshr i32 %723, 1
  %725 = and i32 %416, 65535
  %726 = trunc i32 %725 to i16
  %727 = bitcast i16 %726 to half
  %728 = fpext half %727 to float
  %729 = lshr i32 %416, 16
  %730 = trunc i32 %729 to i16
  %731 = bitcast i16 %730 to half
  %732 = fpext half %731 to float
  %733 = and i32 %417, 1061109567
  %734 = and i32 %418, 1061109567
  %735 = and i32 %419, 252645135
  %736 = lshr i32 %417, 2
  %737 = and i32 %736, 808464432
  %738 = or i32 %735, %737
  %739 = lshr i32 %419, 4
  %740 = and i32 %739, 252645135
  %741 = lshr i32 %418, 2
  %742 = and i32 %741, 808464432
  %743 = or i32 %740, %742
  %744 = icmp ult i32 %724, 2
  %745 = and i32 %724, 1
  %746 = mul i32 %745, 16
  %747 = select i1 %744, i32 %733, i32 %738
  %748 = lshr i32 %747, %746
  %749 = select i1 %744, i32 %734, i32 %743
  %750 = lshr i32 %749, %746
  %751 = and i32 %420, 252645135
  %752 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %751, i1 true, i32 %618, i32 0, i1 false)
  %753 = and i32 %421, 252645135
  %754 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %753, i1 true, i32 %619, i32 %752, i1 false)
  %755 = and i32 %422, 252645135
  %756 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %755, i1 true, i32 %620, i32 %754, i1 false)
  %757 = and i32 %423, 252645135
  %758 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %757, i1 true, i32 %621, i32 %756, i1 false)
  %759 = lshr i32 %748, 0
  %760 = and i32 %759, 255
  %761 = mul i32 %760, %758
  %762 = sitofp i32 %761 to float
  %763 = lshr i32 %750, 0
  %764 = and i32 %763, 255
  %765 = uitofp i32 %764 to float
  %766 = lshr i32 %420, 4
  %767 = and i32 %766, 252645135
  %768 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %767, i1 true, i32 %631, i32 0, i1 false)
  %769 = lshr i32 %421, 4
  %770 = and i32 %769, 252645135
  %771 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %770, i1 true, i32 %632, i32 %768, i1 false)
  %772 = lshr i32 %422, 4
  %773 = and i32 %772, 252645135
  %774 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %773, i1 true, i32 %633, i32 %771, i1 false)
  %775 = lshr i32 %423, 4
  %776 = and i32 %775, 252645135
  %777 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %776, i1 true, i32 %634, i32 %774, i1 false)
  %778 = lshr i32 %748, 8
  %779 = and i32 %778, 255
  %780 = mul i32 %779, %777
  %781 = sitofp i32 %780 to float
  %782 = lshr i32 %750, 8
  %783 = and i32 %782, 255
  %784 = uitofp i32 %783 to float
  %785 = fmul float %781, %639
  %786 = call float @llvm.fma.f32(float %762, float %626, float %785)
  %787 = fmul float %784, %651
  %788 = call float @llvm.fma.f32(float %765, float %645, float %787)
  %789 = call float @llvm.fma.f32(float %728, float %786, float %722)
  %790 = fneg float %732
  %791 = call float @llvm.fma.f32(float %790, float %788, float %789)
  store float %791, ptr addrspace(5) %v3, align 4
  %792 = load float, ptr addrspace(5) %v4, align 4
  %793 = and i32 %407, 7
  %794 = lshr i32 %793, 1
  %795 = and i32 %424, 65535
  %796 = trunc i32 %795 to i16
  %797 = bitcast i16 %796 to half
  %798 = fpext half %797 to float
  %799 = lshr i32 %424, 16
  %800 = trunc i32 %799 to i16
  %801 = bitcast i16 %800 to half
  %802 = fpext half %801 to float
  %803 = and i32 %425, 1061109567
  %804 = and i32 %426, 1061109567
  %805 = and i32 %427, 252645135
  %806 = lshr i32 %425, 2
  %807 = and i32 %806, 808464432
  %808 = or i32 %805, %807
  %809 = lshr i32 %427, 4
  %810 = and i32 %809, 252645135
  %811 = lshr i32 %426, 2
  %812 = and i32 %811, 808464432
  %813 = or i32 %810, %812
  %814 = icmp ult i32 %794, 2
  %815 = and i32 %794, 1
  %816 = mul i32 %815, 16
  %817 = select i1 %814, i32 %803, i32 %808
  %818 = lshr i32 %817, %816
  %819 = select i1 %814, i32 %804, i32 %813
  %820 = lshr i32 %819, %816
  %821 = and i32 %428, 252645135
  %822 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %821, i1 true, i32 %618, i32 0, i1 false)
  %823 = and i32 %429, 252645135
  %824 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %823, i1 true, i32 %619, i32 %822, i1 false)
  %825 = and i32 %430, 252645135
  %826 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %825, i1 true, i32 %620, i32 %824, i1 false)
  %827 = and i32 %431, 252645135
  %828 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %827, i1 true, i32 %621, i32 %826, i1 false)
  %829 = lshr i32 %818, 0
  %830 = and i32 %829, 255
  %831 = mul i32 %830, %828
  %832 = sitofp i32 %831 to float
  %833 = lshr i32 %820, 0
  %834 = and i32 %833, 255
  %835 = uitofp i32 %834 to float
  %836 = lshr i32 %428, 4
  %837 = and i32 %836, 252645135
  %838 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %837, i1 true, i32 %631, i32 0, i1 false)
  %839 = lshr i32 %429, 4
  %840 = and i32 %839, 252645135
  %841 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %840, i1 true, i32 %632, i32 %838, i1 false)
  %842 = lshr i32 %430, 4
  %843 = and i32 %842, 252645135
  %844 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %843, i1 true, i32 %633, i32 %841, i1 false)
  %845 = lshr i32 %431, 4
  %846 = and i32 %845, 252645135
  %847 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %846, i1 true, i32 %634, i32 %844, i1 false)
  %848 = lshr i32 %818, 8
  %849 = and i32 %848, 255
  %850 = mul i32 %849, %847
  %851 = sitofp i32 %850 to float
  %852 = lshr i32 %820, 8
  %853 = and i32 %852, 255
  %854 = uitofp i32 %853 to float
  %855 = fmul float %851, %639
  %856 = call float @llvm.fma.f32(float %832, float %626, float %855)
  %857 = fmul float %854, %651
  %858 = call float @llvm.fma.f32(float %835, float %645, float %857)
  %859 = call float @llvm.fma.f32(float %798, float %856, float %792)
  %860 = fneg float %802
  %861 = call float @llvm.fma.f32(float %860, float %858, float %859)
  store float %861, ptr addrspace(5) %v4, align 4
  %862 = load float, ptr addrspace(5) %v5, align 4
  %863 = and i32 %407, 7
  %864 = lshr i32 %863, 1
  %865 = and i32 %432, 65535
  %866 = trunc i32 %865 to i16
  %867 = bitcast i16 %866 to half
  %868 = fpext half %867 to float
  %869 = lshr i32 %432, 16
  %870 = trunc i32 %869 to i16
  %871 = bitcast i16 %870 to half
  %872 = fpext half %871 to float
  %873 = and i32 %433, 1061109567
  %874 = and i32 %434, 1061109567
  %875 = and i32 %435, 252645135
  %876 = lshr i32 %433, 2
  %877 = and i32 %876, 808464432
  %878 = or i32 %875, %877
  %879 = lshr i32 %435, 4
  %880 = and i32 %879, 252645135
  %881 = lshr i32 %434, 2
  %882 = and i32 %881, 808464432
  %883 = or i32 %880, %882
  %884 = icmp ult i32 %864, 2
  %885 = and i32 %864, 1
  %886 = mul i32 %885, 16
  %887 = select i1 %884, i32 %873, i32 %878
  %888 = lshr i32 %887, %886
  %889 = select i1 %884, i32 %874, i32 %883
  %890 = lshr i32 %889, %886
  %891 = and i32 %436, 252645135
  %892 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %891, i1 true, i32 %618, i32 0, i1 false)
  %893 = and i32 %437, 252645135
  %894 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %893, i1 true, i32 %619, i32 %892, i1 false)
  %895 = and i32 %438, 252645135
  %896 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %895, i1 true, i32 %620, i32 %894, i1 false)
  %897 = and i32 %439, 252645135
  %898 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %897, i1 true, i32 %621, i32 %896, i1 false)
  %899 = lshr i32 %888, 0
  %900 = and i32 %899, 255
  %901 = mul i32 %900, %898
  %902 = sitofp i32 %901 to float
  %903 = lshr i32 %890, 0
  %904 = and i32 %903, 255
  %905 = uitofp i32 %904 to float
  %906 = lshr i32 %436, 4
  %907 = and i32 %906, 252645135
  %908 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %907, i1 true, i32 %631, i32 0, i1 false)
  %909 = lshr i32 %437, 4
  %910 = and i32 %909, 252645135
  %911 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %910, i1 true, i32 %632, i32 %908, i1 false)
  %912 = lshr i32 %438, 4
  %913 = and i32 %912, 252645135
  %914 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %913, i1 true, i32 %633, i32 %911, i1 false)
  %915 = lshr i32 %439, 4
  %916 = and i32 %915, 252645135
  %917 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %916, i1 true, i32 %634, i32 %914, i1 false)
  %918 = lshr i32 %888, 8
  %919 = and i32 %918, 255
  %920 = mul i32 %919, %917
  %921 = sitofp i32 %920 to float
  %922 = lshr i32 %890, 8
  %923 = and i32 %922, 255
  %924 = uitofp i32 %923 to float
  %925 = fmul float %921, %639
  %926 = call float @llvm.fma.f32(float %902, float %626, float %925)
  %927 = fmul float %924, %651
  %928 = call float @llvm.fma.f32(float %905, float %645, float %927)
  %929 = call float @llvm.fma.f32(float %868, float %926, float %862)
  %930 = fneg float %872
  %931 = call float @llvm.fma.f32(float %930, float %928, float %929)
  store float %931, ptr addrspace(5) %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %932 = add i32 %372, 1
  %933 = and i32 %932, 1
  %934 = sext i32 %933 to i64
  %935 = mul i64 %934, 1152
  %936 = getelementptr i8, ptr addrspace(3) @lds1, i64 %935
  %937 = getelementptr i8, ptr addrspace(3) %936, i64 1024
  %938 = call i32 @llvm.amdgcn.workitem.id.x()
  %939 = bitcast float %387 to i32
  %940 = and i32 %939, 2147483647
  %941 = bitcast float %388 to i32
  %942 = and i32 %941, 2147483647
  %943 = bitcast float %389 to i32
  %944 = and i32 %943, 2147483647
  %945 = bitcast float %390 to i32
  %946 = and i32 %945, 2147483647
  %947 = icmp ugt i32 %940, %942
  %948 = select i1 %947, i32 %940, i32 %942
  %949 = icmp ugt i32 %944, %946
  %950 = select i1 %949, i32 %944, i32 %946
  %951 = icmp ugt i32 %948, %950
  %952 = select i1 %951, i32 %948, i32 %950
  %953 = call i32 @llvm.amdgcn.workitem.id.x()
  %954 = and i32 %953, 31
  %955 = xor i32 %954, 1
  %956 = shl i32 %955, 2
  %957 = call i32 @llvm.amdgcn.ds.bpermute(i32 %956, i32 %952)
  %958 = icmp ugt i32 %952, %957
  %959 = select i1 %958, i32 %952, i32 %957
  %960 = call i32 @llvm.amdgcn.workitem.id.x()
  %961 = and i32 %960, 31
  %962 = xor i32 %961, 2
  %963 = shl i32 %962, 2
  %964 = call i32 @llvm.amdgcn.ds.bpermute(i32 %963, i32 %959)
  %965 = icmp ugt i32 %959, %964
  %966 = select i1 %965, i32 %959, i32 %964
  %967 = call i32 @llvm.amdgcn.workitem.id.x()
  %968 = and i32 %967, 31
  %969 = xor i32 %968, 4
  %970 = shl i32 %969, 2
  %971 = call i32 @llvm.amdgcn.ds.bpermute(i32 %970, i32 %966)
  %972 = icmp ugt i32 %966, %971
  %973 = select i1 %972, i32 %966, i32 %971
  %974 = and i32 %973, 2147483647
  %975 = icmp ult i32 %974, 2139095040
  %976 = bitcast i32 %973 to float
  %977 = fdiv float 1.270000e+02, %976
  %978 = bitcast float %977 to i32
  %979 = and i32 %978, 2147483647
  %980 = icmp ult i32 %979, 2139095040
  %981 = select i1 %980, float %977, float 0.000000e+00
  %982 = fmul float %387, %981
  %983 = fadd float %982, 0x4168000000000000
  %984 = bitcast float %983 to i32
  %985 = fmul float %388, %981
  %986 = fadd float %985, 0x4168000000000000
  %987 = bitcast float %986 to i32
  %988 = fmul float %389, %981
  %989 = fadd float %988, 0x4168000000000000
  %990 = bitcast float %989 to i32
  %991 = fmul float %390, %981
  %992 = fadd float %991, 0x4168000000000000
  %993 = bitcast float %992 to i32
  %994 = bitcast i32 %984 to <4 x i8>
  %995 = bitcast i32 %987 to <4 x i8>
  %996 = shufflevector <4 x i8> %994, <4 x i8> %995, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %997 = bitcast <4 x i8> %996 to i32
  %998 = bitcast i32 %990 to <4 x i8>
  %999 = bitcast i32 %993 to <4 x i8>
  %1000 = shufflevector <4 x i8> %998, <4 x i8> %999, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1001 = bitcast <4 x i8> %1000 to i32
  %1002 = bitcast i32 %997 to <4 x i8>
  %1003 = bitcast i32 %1001 to <4 x i8>
  %1004 = shufflevector <4 x i8> %1002, <4 x i8> %1003, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1005 = bitcast <4 x i8> %1004 to i32
  %1006 = add i32 %938, 0
  %1007 = sext i32 %1006 to i64
  %1008 = mul i64 %1007, 4
  %1009 = icmp slt i64 %1008, 1024
  br i1 %1009, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1010 = lshr i64 %1008, 2
  %1011 = mul i64 %1010, 4
  %1012 = getelementptr i8, ptr addrspace(3) %936, i64 %1011
  store i32 %1005, ptr addrspace(3) %1012, align 4
  %1013 = and i64 %1008, 31
  %1014 = icmp eq i64 %1013, 0
  br i1 %1014, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %1015 = bitcast float %402 to i32
  %1016 = and i32 %1015, 2147483647
  %1017 = bitcast float %403 to i32
  %1018 = and i32 %1017, 2147483647
  %1019 = bitcast float %404 to i32
  %1020 = and i32 %1019, 2147483647
  %1021 = bitcast float %405 to i32
  %1022 = and i32 %1021, 2147483647
  %1023 = icmp ugt i32 %1016, %1018
  %1024 = select i1 %1023, i32 %1016, i32 %1018
  %1025 = icmp ugt i32 %1020, %1022
  %1026 = select i1 %1025, i32 %1020, i32 %1022
  %1027 = icmp ugt i32 %1024, %1026
  %1028 = select i1 %1027, i32 %1024, i32 %1026
  %1029 = call i32 @llvm.amdgcn.workitem.id.x()
  %1030 = and i32 %1029, 31
  %1031 = xor i32 %1030, 1
  %1032 = shl i32 %1031, 2
  %1033 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1032, i32 %1028)
  %1034 = icmp ugt i32 %1028, %1033
  %1035 = select i1 %1034, i32 %1028, i32 %1033
  %1036 = call i32 @llvm.amdgcn.workitem.id.x()
  %1037 = and i32 %1036, 31
  %1038 = xor i32 %1037, 2
  %1039 = shl i32 %1038, 2
  %1040 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1039, i32 %1035)
  %1041 = icmp ugt i32 %1035, %1040
  %1042 = select i1 %1041, i32 %1035, i32 %1040
  %1043 = call i32 @llvm.amdgcn.workitem.id.x()
  %1044 = and i32 %1043, 31
  %1045 = xor i32 %1044, 4
  %1046 = shl i32 %1045, 2
  %1047 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1046, i32 %1042)
  %1048 = icmp ugt i32 %1042, %1047
  %1049 = select i1 %1048, i32 %1042, i32 %1047
  %1050 = and i32 %1049, 2147483647
  %1051 = icmp ult i32 %1050, 2139095040
  %1052 = bitcast i32 %1049 to float
  %1053 = fdiv float 1.270000e+02, %1052
  %1054 = bitcast float %1053 to i32
  %1055 = and i32 %1054, 2147483647
  %1056 = icmp ult i32 %1055, 2139095040
  %1057 = select i1 %1056, float %1053, float 0.000000e+00
  %1058 = fmul float %402, %1057
  %1059 = fadd float %1058, 0x4168000000000000
  %1060 = bitcast float %1059 to i32
  %1061 = fmul float %403, %1057
  %1062 = fadd float %1061, 0x4168000000000000
  %1063 = bitcast float %1062 to i32
  %1064 = fmul float %404, %1057
  %1065 = fadd float %1064, 0x4168000000000000
  %1066 = bitcast float %1065 to i32
  %1067 = fmul float %405, %1057
  %1068 = fadd float %1067, 0x4168000000000000
  %1069 = bitcast float %1068 to i32
  %1070 = bitcast i32 %1060 to <4 x i8>
  %1071 = bitcast i32 %1063 to <4 x i8>
  %1072 = shufflevector <4 x i8> %1070, <4 x i8> %1071, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1073 = bitcast <4 x i8> %1072 to i32
  %1074 = bitcast i32 %1066 to <4 x i8>
  %1075 = bitcast i32 %1069 to <4 x i8>
  %1076 = shufflevector <4 x i8> %1074, <4 x i8> %1075, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1077 = bitcast <4 x i8> %1076 to i32
  %1078 = bitcast i32 %1073 to <4 x i8>
  %1079 = bitcast i32 %1077 to <4 x i8>
  %1080 = shufflevector <4 x i8> %1078, <4 x i8> %1079, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1081 = bitcast <4 x i8> %1080 to i32
  %1082 = add i32 %938, 128
  %1083 = sext i32 %1082 to i64
  %1084 = mul i64 %1083, 4
  %1085 = icmp slt i64 %1084, 1024
  br i1 %1085, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1086 = fmul float %976, 0x3F80204080000000
  %1087 = select i1 %975, float %1086, float 0x7FF8000000000000
  %1088 = lshr i64 %1008, 5
  %1089 = mul i64 %1088, 4
  %1090 = getelementptr i8, ptr addrspace(3) %937, i64 %1089
  store float %1087, ptr addrspace(3) %1090, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1091 = lshr i64 %1084, 2
  %1092 = mul i64 %1091, 4
  %1093 = getelementptr i8, ptr addrspace(3) %936, i64 %1092
  store i32 %1081, ptr addrspace(3) %1093, align 4
  %1094 = and i64 %1084, 31
  %1095 = icmp eq i64 %1094, 0
  br i1 %1095, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1096 = load i32, ptr addrspace(5) %v46, align 4
  %1097 = add i32 %1096, 1
  store i32 %1097, ptr addrspace(5) %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1098 = fmul float %1052, 0x3F80204080000000
  %1099 = select i1 %1051, float %1098, float 0x7FF8000000000000
  %1100 = lshr i64 %1084, 5
  %1101 = mul i64 %1100, 4
  %1102 = getelementptr i8, ptr addrspace(3) %937, i64 %1101
  store float %1099, ptr addrspace(3) %1102, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1103 = load float, ptr addrspace(5) %v1, align 4
  %1104 = add i32 %47, %38
  %1105 = icmp slt i32 %1104, %4
  br i1 %1105, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1106 = load i32, ptr addrspace(5) %v, align 4
  %1107 = add i32 %1106, 4
  store i32 %1107, ptr addrspace(5) %v, align 4
  br label %loop

then62:                                           ; preds = %then60
  %1108 = add i32 %29, %1104
  %1109 = sext i32 %1108 to i64
  %1110 = mul i64 %1109, 4
  %1111 = getelementptr i8, ptr addrspace(1) %0, i64 %1110
  store float %1103, ptr addrspace(1) %1111, align 4
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
