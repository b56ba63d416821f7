; ModuleID = 'strata_moe_matvec_q4_k'
source_filename = "strata_moe_matvec_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
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

loop:                                             ; preds = %endif61, %then
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
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %79 = udiv i32 %5, 32
  %80 = mul i32 %45, 32
  %81 = add i32 %50, %80
  %82 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %95, ptr %v6, align 4
  store i32 %96, ptr %v7, align 4
  store i32 %97, ptr %v8, align 4
  store i32 %98, ptr %v9, align 4
  store i32 %105, ptr %v10, align 4
  store i32 %106, ptr %v11, align 4
  store i32 %107, ptr %v12, align 4
  store i32 %108, ptr %v13, align 4
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
  store i32 %117, ptr %v14, align 4
  store i32 %118, ptr %v15, align 4
  store i32 %119, ptr %v16, align 4
  store i32 %120, ptr %v17, align 4
  store i32 %127, ptr %v18, align 4
  store i32 %128, ptr %v19, align 4
  store i32 %129, ptr %v20, align 4
  store i32 %130, ptr %v21, align 4
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
  store i32 %139, ptr %v22, align 4
  store i32 %140, ptr %v23, align 4
  store i32 %141, ptr %v24, align 4
  store i32 %142, ptr %v25, align 4
  store i32 %149, ptr %v26, align 4
  store i32 %150, ptr %v27, align 4
  store i32 %151, ptr %v28, align 4
  store i32 %152, ptr %v29, align 4
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
  store i32 %161, ptr %v30, align 4
  store i32 %162, ptr %v31, align 4
  store i32 %163, ptr %v32, align 4
  store i32 %164, ptr %v33, align 4
  store i32 %171, ptr %v34, align 4
  store i32 %172, ptr %v35, align 4
  store i32 %173, ptr %v36, align 4
  store i32 %174, ptr %v37, align 4
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
  %205 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %220 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 1, i32 31)
  %221 = icmp ugt i32 %219, %220
  %222 = select i1 %221, i32 %219, i32 %220
  %223 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 2, i32 31)
  %224 = icmp ugt i32 %222, %223
  %225 = select i1 %224, i32 %222, i32 %223
  %226 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %225, i32 4, i32 31)
  %227 = icmp ugt i32 %225, %226
  %228 = select i1 %227, i32 %225, i32 %226
  %229 = and i32 %228, 2147483647
  %230 = icmp ult i32 %229, 2139095040
  %231 = bitcast i32 %228 to float
  %232 = fdiv float 1.270000e+02, %231
  %233 = bitcast float %232 to i32
  %234 = and i32 %233, 2147483647
  %235 = icmp ult i32 %234, 2139095040
  %236 = select i1 %235, float %232, float 0.000000e+00
  %237 = fmul float %186, %236
  %238 = fadd float %237, 0x4168000000000000
  %239 = bitcast float %238 to i32
  %240 = fmul float %187, %236
  %241 = fadd float %240, 0x4168000000000000
  %242 = bitcast float %241 to i32
  %243 = fmul float %188, %236
  %244 = fadd float %243, 0x4168000000000000
  %245 = bitcast float %244 to i32
  %246 = fmul float %189, %236
  %247 = fadd float %246, 0x4168000000000000
  %248 = bitcast float %247 to i32
  %249 = bitcast i32 %239 to <4 x i8>
  %250 = bitcast i32 %242 to <4 x i8>
  %251 = shufflevector <4 x i8> %249, <4 x i8> %250, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %252 = bitcast <4 x i8> %251 to i32
  %253 = bitcast i32 %245 to <4 x i8>
  %254 = bitcast i32 %248 to <4 x i8>
  %255 = shufflevector <4 x i8> %253, <4 x i8> %254, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %256 = bitcast <4 x i8> %255 to i32
  %257 = bitcast i32 %252 to <4 x i8>
  %258 = bitcast i32 %256 to <4 x i8>
  %259 = shufflevector <4 x i8> %257, <4 x i8> %258, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %260 = bitcast <4 x i8> %259 to i32
  %261 = add i32 %205, 0
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = icmp slt i64 %263, 1024
  br i1 %264, label %then38, label %endif39

done:                                             ; preds = %loop
  br label %endif

then38:                                           ; preds = %body
  %265 = lshr i64 %263, 2
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr addrspace(3) @lds1, i64 %266
  store i32 %260, ptr addrspace(3) %267, align 4
  %268 = and i64 %263, 31
  %269 = icmp eq i64 %268, 0
  br i1 %269, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body
  %270 = bitcast float %201 to i32
  %271 = and i32 %270, 2147483647
  %272 = bitcast float %202 to i32
  %273 = and i32 %272, 2147483647
  %274 = bitcast float %203 to i32
  %275 = and i32 %274, 2147483647
  %276 = bitcast float %204 to i32
  %277 = and i32 %276, 2147483647
  %278 = icmp ugt i32 %271, %273
  %279 = select i1 %278, i32 %271, i32 %273
  %280 = icmp ugt i32 %275, %277
  %281 = select i1 %280, i32 %275, i32 %277
  %282 = icmp ugt i32 %279, %281
  %283 = select i1 %282, i32 %279, i32 %281
  %284 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %283, i32 1, i32 31)
  %285 = icmp ugt i32 %283, %284
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %286, i32 2, i32 31)
  %288 = icmp ugt i32 %286, %287
  %289 = select i1 %288, i32 %286, i32 %287
  %290 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %289, i32 4, i32 31)
  %291 = icmp ugt i32 %289, %290
  %292 = select i1 %291, i32 %289, i32 %290
  %293 = and i32 %292, 2147483647
  %294 = icmp ult i32 %293, 2139095040
  %295 = bitcast i32 %292 to float
  %296 = fdiv float 1.270000e+02, %295
  %297 = bitcast float %296 to i32
  %298 = and i32 %297, 2147483647
  %299 = icmp ult i32 %298, 2139095040
  %300 = select i1 %299, float %296, float 0.000000e+00
  %301 = fmul float %201, %300
  %302 = fadd float %301, 0x4168000000000000
  %303 = bitcast float %302 to i32
  %304 = fmul float %202, %300
  %305 = fadd float %304, 0x4168000000000000
  %306 = bitcast float %305 to i32
  %307 = fmul float %203, %300
  %308 = fadd float %307, 0x4168000000000000
  %309 = bitcast float %308 to i32
  %310 = fmul float %204, %300
  %311 = fadd float %310, 0x4168000000000000
  %312 = bitcast float %311 to i32
  %313 = bitcast i32 %303 to <4 x i8>
  %314 = bitcast i32 %306 to <4 x i8>
  %315 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %316 = bitcast <4 x i8> %315 to i32
  %317 = bitcast i32 %309 to <4 x i8>
  %318 = bitcast i32 %312 to <4 x i8>
  %319 = shufflevector <4 x i8> %317, <4 x i8> %318, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %320 = bitcast <4 x i8> %319 to i32
  %321 = bitcast i32 %316 to <4 x i8>
  %322 = bitcast i32 %320 to <4 x i8>
  %323 = shufflevector <4 x i8> %321, <4 x i8> %322, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %324 = bitcast <4 x i8> %323 to i32
  %325 = add i32 %205, 128
  %326 = sext i32 %325 to i64
  %327 = mul i64 %326, 4
  %328 = icmp slt i64 %327, 1024
  br i1 %328, label %then42, label %endif43

then40:                                           ; preds = %then38
  %329 = fmul float %231, 0x3F80204080000000
  %330 = select i1 %230, float %329, float 0x7FF8000000000000
  %331 = lshr i64 %263, 5
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %332
  store float %330, ptr addrspace(3) %333, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %334 = lshr i64 %327, 2
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %335
  store i32 %324, ptr addrspace(3) %336, align 4
  %337 = and i64 %327, 31
  %338 = icmp eq i64 %337, 0
  br i1 %338, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %339 = add i32 %79, 31
  %340 = udiv i32 %339, 32
  store i32 0, ptr %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %341 = fmul float %295, 0x3F80204080000000
  %342 = select i1 %294, float %341, float 0x7FF8000000000000
  %343 = lshr i64 %327, 5
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %344
  store float %342, ptr addrspace(3) %345, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %346 = load i32, ptr %v46, align 4
  %347 = icmp slt i32 %346, %340
  br i1 %347, label %body48, label %done49

body48:                                           ; preds = %loop47
  %348 = load i32, ptr %v46, align 4
  %349 = add i32 %348, 1
  %350 = sext i32 %349 to i64
  %351 = mul i64 %350, 1024
  %352 = add i32 %82, 0
  %353 = sext i32 %352 to i64
  %354 = mul i64 %353, 4
  %355 = add i64 %351, %354
  %356 = icmp slt i64 %355, %83
  %357 = icmp slt i64 %354, 1024
  %358 = and i1 %356, %357
  %359 = select i1 %358, i64 %355, i64 0
  %360 = mul i64 %359, 4
  %361 = getelementptr i8, ptr addrspace(1) %28, i64 %360
  %362 = load <4 x float>, ptr addrspace(1) %361, align 16
  %363 = extractelement <4 x float> %362, i32 0
  %364 = extractelement <4 x float> %362, i32 1
  %365 = extractelement <4 x float> %362, i32 2
  %366 = extractelement <4 x float> %362, i32 3
  %367 = add i32 %82, 128
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = add i64 %351, %369
  %371 = icmp slt i64 %370, %83
  %372 = icmp slt i64 %369, 1024
  %373 = and i1 %371, %372
  %374 = select i1 %373, i64 %370, i64 0
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(1) %28, i64 %375
  %377 = load <4 x float>, ptr addrspace(1) %376, align 16
  %378 = extractelement <4 x float> %377, i32 0
  %379 = extractelement <4 x float> %377, i32 1
  %380 = extractelement <4 x float> %377, i32 2
  %381 = extractelement <4 x float> %377, i32 3
  %382 = mul i32 %348, 32
  %383 = add i32 %81, %382
  %384 = load i32, ptr %v6, align 4
  %385 = load i32, ptr %v7, align 4
  %386 = load i32, ptr %v8, align 4
  %387 = load i32, ptr %v9, align 4
  %388 = load i32, ptr %v10, align 4
  %389 = load i32, ptr %v11, align 4
  %390 = load i32, ptr %v12, align 4
  %391 = load i32, ptr %v13, align 4
  %392 = load i32, ptr %v14, align 4
  %393 = load i32, ptr %v15, align 4
  %394 = load i32, ptr %v16, align 4
  %395 = load i32, ptr %v17, align 4
  %396 = load i32, ptr %v18, align 4
  %397 = load i32, ptr %v19, align 4
  %398 = load i32, ptr %v20, align 4
  %399 = load i32, ptr %v21, align 4
  %400 = load i32, ptr %v22, align 4
  %401 = load i32, ptr %v23, align 4
  %402 = load i32, ptr %v24, align 4
  %403 = load i32, ptr %v25, align 4
  %404 = load i32, ptr %v26, align 4
  %405 = load i32, ptr %v27, align 4
  %406 = load i32, ptr %v28, align 4
  %407 = load i32, ptr %v29, align 4
  %408 = load i32, ptr %v30, align 4
  %409 = load i32, ptr %v31, align 4
  %410 = load i32, ptr %v32, align 4
  %411 = load i32, ptr %v33, align 4
  %412 = load i32, ptr %v34, align 4
  %413 = load i32, ptr %v35, align 4
  %414 = load i32, ptr %v36, align 4
  %415 = load i32, ptr %v37, align 4
  %416 = add i32 %383, 32
  %417 = icmp sgt i32 %416, %84
  %418 = select i1 %417, i32 %84, i32 %416
  %419 = lshr i32 %418, 3
  %420 = and i32 %418, 7
  %421 = sext i32 %419 to i64
  %422 = mul i64 %421, 144
  %423 = add i64 %422, 0
  %424 = getelementptr i8, ptr addrspace(1) %60, i64 %423
  %425 = getelementptr i8, ptr addrspace(1) %424, i64 0
  %426 = load <4 x i32>, ptr addrspace(1) %425, align 16
  %427 = extractelement <4 x i32> %426, i32 0
  %428 = extractelement <4 x i32> %426, i32 1
  %429 = extractelement <4 x i32> %426, i32 2
  %430 = extractelement <4 x i32> %426, i32 3
  %431 = sext i32 %420 to i64
  %432 = mul i64 %431, 16
  %433 = add i64 %432, 16
  %434 = add i64 %433, 0
  %435 = getelementptr i8, ptr addrspace(1) %424, i64 %434
  %436 = load <4 x i32>, ptr addrspace(1) %435, align 16
  %437 = extractelement <4 x i32> %436, i32 0
  %438 = extractelement <4 x i32> %436, i32 1
  %439 = extractelement <4 x i32> %436, i32 2
  %440 = extractelement <4 x i32> %436, i32 3
  store i32 %427, ptr %v6, align 4
  store i32 %428, ptr %v7, align 4
  store i32 %429, ptr %v8, align 4
  store i32 %430, ptr %v9, align 4
  store i32 %437, ptr %v10, align 4
  store i32 %438, ptr %v11, align 4
  store i32 %439, ptr %v12, align 4
  store i32 %440, ptr %v13, align 4
  %441 = lshr i32 %418, 3
  %442 = and i32 %418, 7
  %443 = sext i32 %441 to i64
  %444 = mul i64 %443, 144
  %445 = add i64 %444, 0
  %446 = getelementptr i8, ptr addrspace(1) %66, i64 %445
  %447 = getelementptr i8, ptr addrspace(1) %446, i64 0
  %448 = load <4 x i32>, ptr addrspace(1) %447, align 16
  %449 = extractelement <4 x i32> %448, i32 0
  %450 = extractelement <4 x i32> %448, i32 1
  %451 = extractelement <4 x i32> %448, i32 2
  %452 = extractelement <4 x i32> %448, i32 3
  %453 = sext i32 %442 to i64
  %454 = mul i64 %453, 16
  %455 = add i64 %454, 16
  %456 = add i64 %455, 0
  %457 = getelementptr i8, ptr addrspace(1) %446, i64 %456
  %458 = load <4 x i32>, ptr addrspace(1) %457, align 16
  %459 = extractelement <4 x i32> %458, i32 0
  %460 = extractelement <4 x i32> %458, i32 1
  %461 = extractelement <4 x i32> %458, i32 2
  %462 = extractelement <4 x i32> %458, i32 3
  store i32 %449, ptr %v14, align 4
  store i32 %450, ptr %v15, align 4
  store i32 %451, ptr %v16, align 4
  store i32 %452, ptr %v17, align 4
  store i32 %459, ptr %v18, align 4
  store i32 %460, ptr %v19, align 4
  store i32 %461, ptr %v20, align 4
  store i32 %462, ptr %v21, align 4
  %463 = lshr i32 %418, 3
  %464 = and i32 %418, 7
  %465 = sext i32 %463 to i64
  %466 = mul i64 %465, 144
  %467 = add i64 %466, 0
  %468 = getelementptr i8, ptr addrspace(1) %72, i64 %467
  %469 = getelementptr i8, ptr addrspace(1) %468, i64 0
  %470 = load <4 x i32>, ptr addrspace(1) %469, align 16
  %471 = extractelement <4 x i32> %470, i32 0
  %472 = extractelement <4 x i32> %470, i32 1
  %473 = extractelement <4 x i32> %470, i32 2
  %474 = extractelement <4 x i32> %470, i32 3
  %475 = sext i32 %464 to i64
  %476 = mul i64 %475, 16
  %477 = add i64 %476, 16
  %478 = add i64 %477, 0
  %479 = getelementptr i8, ptr addrspace(1) %468, i64 %478
  %480 = load <4 x i32>, ptr addrspace(1) %479, align 16
  %481 = extractelement <4 x i32> %480, i32 0
  %482 = extractelement <4 x i32> %480, i32 1
  %483 = extractelement <4 x i32> %480, i32 2
  %484 = extractelement <4 x i32> %480, i32 3
  store i32 %471, ptr %v22, align 4
  store i32 %472, ptr %v23, align 4
  store i32 %473, ptr %v24, align 4
  store i32 %474, ptr %v25, align 4
  store i32 %481, ptr %v26, align 4
  store i32 %482, ptr %v27, align 4
  store i32 %483, ptr %v28, align 4
  store i32 %484, ptr %v29, align 4
  %485 = lshr i32 %418, 3
  %486 = and i32 %418, 7
  %487 = sext i32 %485 to i64
  %488 = mul i64 %487, 144
  %489 = add i64 %488, 0
  %490 = getelementptr i8, ptr addrspace(1) %78, i64 %489
  %491 = getelementptr i8, ptr addrspace(1) %490, i64 0
  %492 = load <4 x i32>, ptr addrspace(1) %491, align 16
  %493 = extractelement <4 x i32> %492, i32 0
  %494 = extractelement <4 x i32> %492, i32 1
  %495 = extractelement <4 x i32> %492, i32 2
  %496 = extractelement <4 x i32> %492, i32 3
  %497 = sext i32 %486 to i64
  %498 = mul i64 %497, 16
  %499 = add i64 %498, 16
  %500 = add i64 %499, 0
  %501 = getelementptr i8, ptr addrspace(1) %490, i64 %500
  %502 = load <4 x i32>, ptr addrspace(1) %501, align 16
  %503 = extractelement <4 x i32> %502, i32 0
  %504 = extractelement <4 x i32> %502, i32 1
  %505 = extractelement <4 x i32> %502, i32 2
  %506 = extractelement <4 x i32> %502, i32 3
  store i32 %493, ptr %v30, align 4
  store i32 %494, ptr %v31, align 4
  store i32 %495, ptr %v32, align 4
  store i32 %496, ptr %v33, align 4
  store i32 %503, ptr %v34, align 4
  store i32 %504, ptr %v35, align 4
  store i32 %505, ptr %v36, align 4
  store i32 %506, ptr %v37, align 4
  %507 = icmp slt i32 %383, %79
  br i1 %507, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %508 = load float, ptr %v2, align 4
  %509 = load float, ptr %v3, align 4
  %510 = load float, ptr %v4, align 4
  %511 = load float, ptr %v5, align 4
  %512 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %513 = and i32 %512, 31
  %514 = and i32 %513, 16
  %515 = icmp ne i32 %514, 0
  %516 = select i1 %515, float %510, float %508
  %517 = select i1 %515, float %508, float %510
  %518 = bitcast float %517 to i32
  %519 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 16, i32 31)
  %520 = bitcast i32 %519 to float
  %521 = fadd float %516, %520
  %522 = select i1 %515, float %511, float %509
  %523 = select i1 %515, float %509, float %511
  %524 = bitcast float %523 to i32
  %525 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %524, i32 16, i32 31)
  %526 = bitcast i32 %525 to float
  %527 = fadd float %522, %526
  %528 = and i32 %513, 8
  %529 = icmp ne i32 %528, 0
  %530 = select i1 %529, float %527, float %521
  %531 = select i1 %529, float %521, float %527
  %532 = bitcast float %531 to i32
  %533 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %532, i32 8, i32 31)
  %534 = bitcast i32 %533 to float
  %535 = fadd float %530, %534
  %536 = bitcast float %535 to i32
  %537 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %536, i32 4, i32 31)
  %538 = bitcast i32 %537 to float
  %539 = fadd float %535, %538
  %540 = bitcast float %539 to i32
  %541 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %540, i32 2, i32 31)
  %542 = bitcast i32 %541 to float
  %543 = fadd float %539, %542
  %544 = bitcast float %543 to i32
  %545 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %544, i32 1, i32 31)
  %546 = bitcast i32 %545 to float
  %547 = fadd float %543, %546
  store float %547, ptr %v1, align 4
  %548 = and i1 %48, %40
  br i1 %548, label %then60, label %endif61

then50:                                           ; preds = %body48
  %549 = and i32 %348, 1
  %550 = sext i32 %549 to i64
  %551 = mul i64 %550, 1152
  %552 = getelementptr i8, ptr addrspace(3) @lds1, i64 %551
  %553 = sext i32 %348 to i64
  %554 = mul i64 %553, 1024
  %555 = lshr i32 %383, 3
  %556 = and i32 %383, 7
  %557 = lshr i32 %556, 1
  %558 = and i32 %556, 1
  %559 = mul i32 %555, 256
  %560 = mul i32 %557, 64
  %561 = mul i32 %558, 16
  %562 = add i32 %560, %561
  %563 = add i32 %559, %562
  %564 = sext i32 %563 to i64
  %565 = add i64 %564, 32
  %566 = sub i64 %564, %554
  %567 = add i64 %566, 0
  %568 = getelementptr i8, ptr addrspace(3) %552, i64 %567
  %569 = load <4 x i32>, ptr addrspace(3) %568, align 16
  %570 = extractelement <4 x i32> %569, i32 0
  %571 = extractelement <4 x i32> %569, i32 1
  %572 = extractelement <4 x i32> %569, i32 2
  %573 = extractelement <4 x i32> %569, i32 3
  %574 = getelementptr i8, ptr addrspace(3) %552, i64 1024
  %575 = lshr i64 %566, 5
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(3) %574, i64 %576
  %578 = load float, ptr addrspace(3) %577, align 4
  %579 = sub i64 %565, %554
  %580 = add i64 %579, 0
  %581 = getelementptr i8, ptr addrspace(3) %552, i64 %580
  %582 = load <4 x i32>, ptr addrspace(3) %581, align 16
  %583 = extractelement <4 x i32> %582, i32 0
  %584 = extractelement <4 x i32> %582, i32 1
  %585 = extractelement <4 x i32> %582, i32 2
  %586 = extractelement <4 x i32> %582, i32 3
  %587 = getelementptr i8, ptr addrspace(3) %552, i64 1024
  %588 = lshr i64 %579, 5
  %589 = mul i64 %588, 4
  %590 = getelementptr i8, ptr addrspace(3) %587, i64 %589
  %591 = load float, ptr addrspace(3) %590, align 4
  %592 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %570, i32 0)
  %593 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %571, i32 %592)
  %594 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %572, i32 %593)
  %595 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %573, i32 %594)
  %596 = sitofp i32 %595 to float
  %597 = fmul float %578, %596
  %598 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %583, i32 0)
  %599 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %584, i32 %598)
  %600 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %585, i32 %599)
  %601 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %586, i32 %600)
  %602 = sitofp i32 %601 to float
  %603 = fmul float %591, %602
  %604 = load float, ptr %v2, align 4
  %605 = and i32 %383, 7
  %606 = lshr i32 %605, 1
  %607 = and i32 %384, 65535
  %608 = trunc i32 %607 to i16
  %609 = bitcast i16 %608 to half
  %610 = fpext half %609 to float
  %611 = lshr i32 %384, 16
  %612 = trunc i32 %611 to i16
  %613 = bitcast i16 %612 to half
  %614 = fpext half %613 to float
  %615 = and i32 %385, 1061109567
  %616 = and i32 %386, 1061109567
  %617 = and i32 %387, 252645135
  %618 = lshr i32 %385, 2
  %619 = and i32 %618, 808464432
  %620 = or i32 %617, %619
  %621 = lshr i32 %387, 4
  %622 = and i32 %621, 252645135
  %623 = lshr i32 %386, 2
  %624 = and i32 %623, 808464432
  %625 = or i32 %622, %624
  %626 = icmp ult i32 %606, 2
  %627 = and i32 %606, 1
  %628 = mul i32 %627, 16
  %629 = select i1 %626, i32 %615, i32 %620
  %630 = lshr i32 %629, %628
  %631 = select i1 %626, i32 %616, i32 %625
  %632 = lshr i32 %631, %628
  %633 = and i32 %388, 252645135
  %634 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %633, i32 %570, i32 0)
  %635 = and i32 %389, 252645135
  %636 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %635, i32 %571, i32 %634)
  %637 = and i32 %390, 252645135
  %638 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %637, i32 %572, i32 %636)
  %639 = and i32 %391, 252645135
  %640 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %639, i32 %573, i32 %638)
  %641 = lshr i32 %630, 0
  %642 = and i32 %641, 255
  %643 = mul i32 %642, %640
  %644 = sitofp i32 %643 to float
  %645 = bitcast i32 %632 to <4 x i8>
  %646 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %645, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %647 = bitcast <4 x i8> %646 to i32
  %648 = bitcast i32 %647 to float
  %649 = fadd float %648, 0xC160000000000000
  %650 = lshr i32 %388, 4
  %651 = and i32 %650, 252645135
  %652 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %651, i32 %583, i32 0)
  %653 = lshr i32 %389, 4
  %654 = and i32 %653, 252645135
  %655 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %654, i32 %584, i32 %652)
  %656 = lshr i32 %390, 4
  %657 = and i32 %656, 252645135
  %658 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %657, i32 %585, i32 %655)
  %659 = lshr i32 %391, 4
  %660 = and i32 %659, 252645135
  %661 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %660, i32 %586, i32 %658)
  %662 = lshr i32 %630, 8
  %663 = and i32 %662, 255
  %664 = mul i32 %663, %661
  %665 = sitofp i32 %664 to float
  %666 = bitcast i32 %632 to <4 x i8>
  %667 = shufflevector <4 x i8> %666, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %668 = bitcast <4 x i8> %667 to i32
  %669 = bitcast i32 %668 to float
  %670 = fadd float %669, 0xC160000000000000
  %671 = fmul float %665, %591
  %672 = call float @llvm.fma.f32(float %644, float %578, float %671)
  %673 = fmul float %670, %603
  %674 = call float @llvm.fma.f32(float %649, float %597, float %673)
  %675 = call float @llvm.fma.f32(float %610, float %672, float %604)
  %676 = fneg float %614
  %677 = call float @llvm.fma.f32(float %676, float %674, float %675)
  store float %677, ptr %v2, align 4
  %678 = load float, ptr %v3, align 4
  %679 = and i32 %383, 7
  %680 = lshr i32 %679, 1
  %681 = and i32 %392, 65535
  %682 = trunc i32 %681 to i16
  %683 = bitcast i16 %682 to half
  %684 = fpext half %683 to float
  %685 = lshr i32 %392, 16
  %686 = trunc i32 %685 to i16
  %687 = bitcast i16 %686 to half
  %688 = fpext half %687 to float
  %689 = and i32 %393, 1061109567
  %690 = and i32 %394, 1061109567
  %691 = and i32 %395, 252645135
  %692 = lshr i32 %393, 2
  %693 = and i32 %692, 808464432
  %694 = or i32 %691, %693
  %695 = lshr i32 %395, 4
  %696 = and i32 %695, 252645135
  %697 = lshr i32 %394, 2
  %698 = and i32 %697, 808464432
  %699 = or i32 %696, %698
  %700 = icmp ult i32 %680, 2
  %701 = and i32 %680, 1
  %702 = mul i32 %701, 16
  %703 = select i1 %700, i32 %689, i32 %694
  %704 = lshr i32 %703, %702
  %705 = select i1 %700, i32 %690, i32 %699
  %706 = lshr i32 %705, %702
  %707 = and i32 %396, 252645135
  %708 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %707, i32 %570, i32 0)
  %709 = and i32 %397, 252645135
  %710 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %709, i32 %571, i32 %708)
  %711 = and i32 %398, 252645135
  %712 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %711, i32 %572, i32 %710)
  %713 = and i32 %399, 252645135
  %714 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %713, i32 %573, i32 %712)
  %715 = lshr i32 %704, 0
  %716 = and i32 %715, 255
  %717 = mul i32 %716, %714
  %718 = sitofp i32 %717 to float
  %719 = bitcast i32 %706 to <4 x i8>
  %720 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %719, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %721 = bitcast <4 x i8> %720 to i32
  %722 = bitcast i32 %721 to float
  %723 = fadd float %722, 0xC160000000000000
  %724 = lshr i32 %396, 4
  %725 = and i32 %724, 252645135
  %726 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %725, i32 %583, i32 0)
  %727 = lshr i32 %397, 4
  %728 = and i32 %727, 252645135
  %729 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %728, i32 %584, i32 %726)
  %730 = lshr i32 %398, 4
  %731 = and i32 %730, 252645135
  %732 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %731, i32 %585, i32 %729)
  %733 = lshr i32 %399, 4
  %734 = and i32 %733, 252645135
  %735 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %734, i32 %586, i32 %732)
  %736 = lshr i32 %704, 8
  %737 = and i32 %736, 255
  %738 = mul i32 %737, %735
  %739 = sitofp i32 %738 to float
  %740 = bitcast i32 %706 to <4 x i8>
  %741 = shufflevector <4 x i8> %740, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %742 = bitcast <4 x i8> %741 to i32
  %743 = bitcast i32 %742 to float
  %744 = fadd float %743, 0xC160000000000000
  %745 = fmul float %739, %591
  %746 = call float @llvm.fma.f32(float %718, float %578, float %745)
  %747 = fmul float %744, %603
  %748 = call float @llvm.fma.f32(float %723, float %597, float %747)
  %749 = call float @llvm.fma.f32(float %684, float %746, float %678)
  %750 = fneg float %688
  %751 = call float @llvm.fma.f32(float %750, float %748, float %749)
  store float %751, ptr %v3, align 4
  %752 = load float, ptr %v4, align 4
  %753 = and i32 %383, 7
  %754 = lshr i32 %753, 1
  %755 = and i32 %400, 65535
  %756 = trunc i32 %755 to i16
  %757 = bitcast i16 %756 to half
  %758 = fpext half %757 to float
  %759 = lshr i32 %400, 16
  %760 = trunc i32 %759 to i16
  %761 = bitcast i16 %760 to half
  %762 = fpext half %761 to float
  %763 = and i32 %401, 1061109567
  %764 = and i32 %402, 1061109567
  %765 = and i32 %403, 252645135
  %766 = lshr i32 %401, 2
  %767 = and i32 %766, 808464432
  %768 = or i32 %765, %767
  %769 = lshr i32 %403, 4
  %770 = and i32 %769, 252645135
  %771 = lshr i32 %402, 2
  %772 = and i32 %771, 808464432
  %773 = or i32 %770, %772
  %774 = icmp ult i32 %754, 2
  %775 = and i32 %754, 1
  %776 = mul i32 %775, 16
  %777 = select i1 %774, i32 %763, i32 %768
  %778 = lshr i32 %777, %776
  %779 = select i1 %774, i32 %764, i32 %773
  %780 = lshr i32 %779, %776
  %781 = and i32 %404, 252645135
  %782 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %781, i32 %570, i32 0)
  %783 = and i32 %405, 252645135
  %784 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %783, i32 %571, i32 %782)
  %785 = and i32 %406, 252645135
  %786 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %785, i32 %572, i32 %784)
  %787 = and i32 %407, 252645135
  %788 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %787, i32 %573, i32 %786)
  %789 = lshr i32 %778, 0
  %790 = and i32 %789, 255
  %791 = mul i32 %790, %788
  %792 = sitofp i32 %791 to float
  %793 = bitcast i32 %780 to <4 x i8>
  %794 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %793, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %795 = bitcast <4 x i8> %794 to i32
  %796 = bitcast i32 %795 to float
  %797 = fadd float %796, 0xC160000000000000
  %798 = lshr i32 %404, 4
  %799 = and i32 %798, 252645135
  %800 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %799, i32 %583, i32 0)
  %801 = lshr i32 %405, 4
  %802 = and i32 %801, 252645135
  %803 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %802, i32 %584, i32 %800)
  %804 = lshr i32 %406, 4
  %805 = and i32 %804, 252645135
  %806 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %805, i32 %585, i32 %803)
  %807 = lshr i32 %407, 4
  %808 = and i32 %807, 252645135
  %809 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %808, i32 %586, i32 %806)
  %810 = lshr i32 %778, 8
  %811 = and i32 %810, 255
  %812 = mul i32 %811, %809
  %813 = sitofp i32 %812 to float
  %814 = bitcast i32 %780 to <4 x i8>
  %815 = shufflevector <4 x i8> %814, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %816 = bitcast <4 x i8> %815 to i32
  %817 = bitcast i32 %816 to float
  %818 = fadd float %817, 0xC160000000000000
  %819 = fmul float %813, %591
  %820 = call float @llvm.fma.f32(float %792, float %578, float %819)
  %821 = fmul float %818, %603
  %822 = call float @llvm.fma.f32(float %797, float %597, float %821)
  %823 = call float @llvm.fma.f32(float %758, float %820, float %752)
  %824 = fneg float %762
  %825 = call float @llvm.fma.f32(float %824, float %822, float %823)
  store float %825, ptr %v4, align 4
  %826 = load float, ptr %v5, align 4
  %827 = and i32 %383, 7
  %828 = lshr i32 %827, 1
  %829 = and i32 %408, 65535
  %830 = trunc i32 %829 to i16
  %831 = bitcast i16 %830 to half
  %832 = fpext half %831 to float
  %833 = lshr i32 %408, 16
  %834 = trunc i32 %833 to i16
  %835 = bitcast i16 %834 to half
  %836 = fpext half %835 to float
  %837 = and i32 %409, 1061109567
  %838 = and i32 %410, 1061109567
  %839 = and i32 %411, 252645135
  %840 = lshr i32 %409, 2
  %841 = and i32 %840, 808464432
  %842 = or i32 %839, %841
  %843 = lshr i32 %411, 4
  %844 = and i32 %843, 252645135
  %845 = lshr i32 %410, 2
  %846 = and i32 %845, 808464432
  %847 = or i32 %844, %846
  %848 = icmp ult i32 %828, 2
  %849 = and i32 %828, 1
  %850 = mul i32 %849, 16
  %851 = select i1 %848, i32 %837, i32 %842
  %852 = lshr i32 %851, %850
  %853 = select i1 %848, i32 %838, i32 %847
  %854 = lshr i32 %853, %850
  %855 = and i32 %412, 252645135
  %856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %570, i32 0)
  %857 = and i32 %413, 252645135
  %858 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %857, i32 %571, i32 %856)
  %859 = and i32 %414, 252645135
  %860 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %859, i32 %572, i32 %858)
  %861 = and i32 %415, 252645135
  %862 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %861, i32 %573, i32 %860)
  %863 = lshr i32 %852, 0
  %864 = and i32 %863, 255
  %865 = mul i32 %864, %862
  %866 = sitofp i32 %865 to float
  %867 = bitcast i32 %854 to <4 x i8>
  %868 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %867, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %869 = bitcast <4 x i8> %868 to i32
  %870 = bitcast i32 %869 to float
  %871 = fadd float %870, 0xC160000000000000
  %872 = lshr i32 %412, 4
  %873 = and i32 %872, 252645135
  %874 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %873, i32 %583, i32 0)
  %875 = lshr i32 %413, 4
  %876 = and i32 %875, 252645135
  %877 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %876, i32 %584, i32 %874)
  %878 = lshr i32 %414, 4
  %879 = and i32 %878, 252645135
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %585, i32 %877)
  %881 = lshr i32 %415, 4
  %882 = and i32 %881, 252645135
  %883 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %882, i32 %586, i32 %880)
  %884 = lshr i32 %852, 8
  %885 = and i32 %884, 255
  %886 = mul i32 %885, %883
  %887 = sitofp i32 %886 to float
  %888 = bitcast i32 %854 to <4 x i8>
  %889 = shufflevector <4 x i8> %888, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %890 = bitcast <4 x i8> %889 to i32
  %891 = bitcast i32 %890 to float
  %892 = fadd float %891, 0xC160000000000000
  %893 = fmul float %887, %591
  %894 = call float @llvm.fma.f32(float %866, float %578, float %893)
  %895 = fmul float %892, %603
  %896 = call float @llvm.fma.f32(float %871, float %597, float %895)
  %897 = call float @llvm.fma.f32(float %832, float %894, float %826)
  %898 = fneg float %836
  %899 = call float @llvm.fma.f32(float %898, float %896, float %897)
  store float %899, ptr %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %900 = add i32 %348, 1
  %901 = and i32 %900, 1
  %902 = sext i32 %901 to i64
  %903 = mul i64 %902, 1152
  %904 = getelementptr i8, ptr addrspace(3) @lds1, i64 %903
  %905 = getelementptr i8, ptr addrspace(3) %904, i64 1024
  %906 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %907 = bitcast float %363 to i32
  %908 = and i32 %907, 2147483647
  %909 = bitcast float %364 to i32
  %910 = and i32 %909, 2147483647
  %911 = bitcast float %365 to i32
  %912 = and i32 %911, 2147483647
  %913 = bitcast float %366 to i32
  %914 = and i32 %913, 2147483647
  %915 = icmp ugt i32 %908, %910
  %916 = select i1 %915, i32 %908, i32 %910
  %917 = icmp ugt i32 %912, %914
  %918 = select i1 %917, i32 %912, i32 %914
  %919 = icmp ugt i32 %916, %918
  %920 = select i1 %919, i32 %916, i32 %918
  %921 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 1, i32 31)
  %922 = icmp ugt i32 %920, %921
  %923 = select i1 %922, i32 %920, i32 %921
  %924 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %923, i32 2, i32 31)
  %925 = icmp ugt i32 %923, %924
  %926 = select i1 %925, i32 %923, i32 %924
  %927 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %926, i32 4, i32 31)
  %928 = icmp ugt i32 %926, %927
  %929 = select i1 %928, i32 %926, i32 %927
  %930 = and i32 %929, 2147483647
  %931 = icmp ult i32 %930, 2139095040
  %932 = bitcast i32 %929 to float
  %933 = fdiv float 1.270000e+02, %932
  %934 = bitcast float %933 to i32
  %935 = and i32 %934, 2147483647
  %936 = icmp ult i32 %935, 2139095040
  %937 = select i1 %936, float %933, float 0.000000e+00
  %938 = fmul float %363, %937
  %939 = fadd float %938, 0x4168000000000000
  %940 = bitcast float %939 to i32
  %941 = fmul float %364, %937
  %942 = fadd float %941, 0x4168000000000000
  %943 = bitcast float %942 to i32
  %944 = fmul float %365, %937
  %945 = fadd float %944, 0x4168000000000000
  %946 = bitcast float %945 to i32
  %947 = fmul float %366, %937
  %948 = fadd float %947, 0x4168000000000000
  %949 = bitcast float %948 to i32
  %950 = bitcast i32 %940 to <4 x i8>
  %951 = bitcast i32 %943 to <4 x i8>
  %952 = shufflevector <4 x i8> %950, <4 x i8> %951, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %953 = bitcast <4 x i8> %952 to i32
  %954 = bitcast i32 %946 to <4 x i8>
  %955 = bitcast i32 %949 to <4 x i8>
  %956 = shufflevector <4 x i8> %954, <4 x i8> %955, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %957 = bitcast <4 x i8> %956 to i32
  %958 = bitcast i32 %953 to <4 x i8>
  %959 = bitcast i32 %957 to <4 x i8>
  %960 = shufflevector <4 x i8> %958, <4 x i8> %959, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %961 = bitcast <4 x i8> %960 to i32
  %962 = add i32 %906, 0
  %963 = sext i32 %962 to i64
  %964 = mul i64 %963, 4
  %965 = icmp slt i64 %964, 1024
  br i1 %965, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %966 = lshr i64 %964, 2
  %967 = mul i64 %966, 4
  %968 = getelementptr i8, ptr addrspace(3) %904, i64 %967
  store i32 %961, ptr addrspace(3) %968, align 4
  %969 = and i64 %964, 31
  %970 = icmp eq i64 %969, 0
  br i1 %970, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %971 = bitcast float %378 to i32
  %972 = and i32 %971, 2147483647
  %973 = bitcast float %379 to i32
  %974 = and i32 %973, 2147483647
  %975 = bitcast float %380 to i32
  %976 = and i32 %975, 2147483647
  %977 = bitcast float %381 to i32
  %978 = and i32 %977, 2147483647
  %979 = icmp ugt i32 %972, %974
  %980 = select i1 %979, i32 %972, i32 %974
  %981 = icmp ugt i32 %976, %978
  %982 = select i1 %981, i32 %976, i32 %978
  %983 = icmp ugt i32 %980, %982
  %984 = select i1 %983, i32 %980, i32 %982
  %985 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 1, i32 31)
  %986 = icmp ugt i32 %984, %985
  %987 = select i1 %986, i32 %984, i32 %985
  %988 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %987, i32 2, i32 31)
  %989 = icmp ugt i32 %987, %988
  %990 = select i1 %989, i32 %987, i32 %988
  %991 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %990, i32 4, i32 31)
  %992 = icmp ugt i32 %990, %991
  %993 = select i1 %992, i32 %990, i32 %991
  %994 = and i32 %993, 2147483647
  %995 = icmp ult i32 %994, 2139095040
  %996 = bitcast i32 %993 to float
  %997 = fdiv float 1.270000e+02, %996
  %998 = bitcast float %997 to i32
  %999 = and i32 %998, 2147483647
  %1000 = icmp ult i32 %999, 2139095040
  %1001 = select i1 %1000, float %997, float 0.000000e+00
  %1002 = fmul float %378, %1001
  %1003 = fadd float %1002, 0x4168000000000000
  %1004 = bitcast float %1003 to i32
  %1005 = fmul float %379, %1001
  %1006 = fadd float %1005, 0x4168000000000000
  %1007 = bitcast float %1006 to i32
  %1008 = fmul float %380, %1001
  %1009 = fadd float %1008, 0x4168000000000000
  %1010 = bitcast float %1009 to i32
  %1011 = fmul float %381, %1001
  %1012 = fadd float %1011, 0x4168000000000000
  %1013 = bitcast float %1012 to i32
  %1014 = bitcast i32 %1004 to <4 x i8>
  %1015 = bitcast i32 %1007 to <4 x i8>
  %1016 = shufflevector <4 x i8> %1014, <4 x i8> %1015, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1017 = bitcast <4 x i8> %1016 to i32
  %1018 = bitcast i32 %1010 to <4 x i8>
  %1019 = bitcast i32 %1013 to <4 x i8>
  %1020 = shufflevector <4 x i8> %1018, <4 x i8> %1019, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1021 = bitcast <4 x i8> %1020 to i32
  %1022 = bitcast i32 %1017 to <4 x i8>
  %1023 = bitcast i32 %1021 to <4 x i8>
  %1024 = shufflevector <4 x i8> %1022, <4 x i8> %1023, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1025 = bitcast <4 x i8> %1024 to i32
  %1026 = add i32 %906, 128
  %1027 = sext i32 %1026 to i64
  %1028 = mul i64 %1027, 4
  %1029 = icmp slt i64 %1028, 1024
  br i1 %1029, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1030 = fmul float %932, 0x3F80204080000000
  %1031 = select i1 %931, float %1030, float 0x7FF8000000000000
  %1032 = lshr i64 %964, 5
  %1033 = mul i64 %1032, 4
  %1034 = getelementptr i8, ptr addrspace(3) %905, i64 %1033
  store float %1031, ptr addrspace(3) %1034, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1035 = lshr i64 %1028, 2
  %1036 = mul i64 %1035, 4
  %1037 = getelementptr i8, ptr addrspace(3) %904, i64 %1036
  store i32 %1025, ptr addrspace(3) %1037, align 4
  %1038 = and i64 %1028, 31
  %1039 = icmp eq i64 %1038, 0
  br i1 %1039, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1040 = load i32, ptr %v46, align 4
  %1041 = add i32 %1040, 1
  store i32 %1041, ptr %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1042 = fmul float %996, 0x3F80204080000000
  %1043 = select i1 %995, float %1042, float 0x7FF8000000000000
  %1044 = lshr i64 %1028, 5
  %1045 = mul i64 %1044, 4
  %1046 = getelementptr i8, ptr addrspace(3) %905, i64 %1045
  store float %1043, ptr addrspace(3) %1046, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1047 = load float, ptr %v1, align 4
  %1048 = add i32 %47, %38
  %1049 = icmp slt i32 %1048, %4
  br i1 %1049, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1050 = load i32, ptr %v, align 4
  %1051 = add i32 %1050, 4
  store i32 %1051, ptr %v, align 4
  br label %loop

then62:                                           ; preds = %then60
  %1052 = add i32 %29, %1048
  %1053 = sext i32 %1052 to i64
  %1054 = mul i64 %1053, 4
  %1055 = getelementptr i8, ptr addrspace(1) %0, i64 %1054
  store float %1047, ptr addrspace(1) %1055, align 4
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

!0 = !{ptr @strata_moe_matvec_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_q4_k, !"maxntidx", i32 128}
