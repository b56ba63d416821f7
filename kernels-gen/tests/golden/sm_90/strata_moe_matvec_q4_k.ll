; ModuleID = 'strata_moe_matvec_q4_k'
source_filename = "strata_moe_matvec_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
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
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = lshr i32 %24, 5
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = and i32 %26, 31
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, 16
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 3
  %33 = and i32 %31, 7
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif61, %then
  %35 = load i32, ptr %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 4
  %41 = add i32 %29, %40
  %42 = icmp slt i32 %41, %4
  store float 0.000000e+00, ptr %v1, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %73 = udiv i32 %5, 32
  %74 = mul i32 %39, 32
  %75 = add i32 %44, %74
  %76 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %89, ptr %v6, align 4
  store i32 %90, ptr %v7, align 4
  store i32 %91, ptr %v8, align 4
  store i32 %92, ptr %v9, align 4
  store i32 %99, ptr %v10, align 4
  store i32 %100, ptr %v11, align 4
  store i32 %101, ptr %v12, align 4
  store i32 %102, ptr %v13, align 4
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
  store i32 %111, ptr %v14, align 4
  store i32 %112, ptr %v15, align 4
  store i32 %113, ptr %v16, align 4
  store i32 %114, ptr %v17, align 4
  store i32 %121, ptr %v18, align 4
  store i32 %122, ptr %v19, align 4
  store i32 %123, ptr %v20, align 4
  store i32 %124, ptr %v21, align 4
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
  store i32 %133, ptr %v22, align 4
  store i32 %134, ptr %v23, align 4
  store i32 %135, ptr %v24, align 4
  store i32 %136, ptr %v25, align 4
  store i32 %143, ptr %v26, align 4
  store i32 %144, ptr %v27, align 4
  store i32 %145, ptr %v28, align 4
  store i32 %146, ptr %v29, align 4
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
  store i32 %155, ptr %v30, align 4
  store i32 %156, ptr %v31, align 4
  store i32 %157, ptr %v32, align 4
  store i32 %158, ptr %v33, align 4
  store i32 %165, ptr %v34, align 4
  store i32 %166, ptr %v35, align 4
  store i32 %167, ptr %v36, align 4
  store i32 %168, ptr %v37, align 4
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
  %199 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %214 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %213, i32 1, i32 31)
  %215 = icmp ugt i32 %213, %214
  %216 = select i1 %215, i32 %213, i32 %214
  %217 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %216, i32 2, i32 31)
  %218 = icmp ugt i32 %216, %217
  %219 = select i1 %218, i32 %216, i32 %217
  %220 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 4, i32 31)
  %221 = icmp ugt i32 %219, %220
  %222 = select i1 %221, i32 %219, i32 %220
  %223 = and i32 %222, 2147483647
  %224 = icmp ult i32 %223, 2139095040
  %225 = bitcast i32 %222 to float
  %226 = fdiv float 1.270000e+02, %225
  %227 = bitcast float %226 to i32
  %228 = and i32 %227, 2147483647
  %229 = icmp ult i32 %228, 2139095040
  %230 = select i1 %229, float %226, float 0.000000e+00
  %231 = fmul float %180, %230
  %232 = fadd float %231, 0x4168000000000000
  %233 = bitcast float %232 to i32
  %234 = fmul float %181, %230
  %235 = fadd float %234, 0x4168000000000000
  %236 = bitcast float %235 to i32
  %237 = fmul float %182, %230
  %238 = fadd float %237, 0x4168000000000000
  %239 = bitcast float %238 to i32
  %240 = fmul float %183, %230
  %241 = fadd float %240, 0x4168000000000000
  %242 = bitcast float %241 to i32
  %243 = bitcast i32 %233 to <4 x i8>
  %244 = bitcast i32 %236 to <4 x i8>
  %245 = shufflevector <4 x i8> %243, <4 x i8> %244, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %246 = bitcast <4 x i8> %245 to i32
  %247 = bitcast i32 %239 to <4 x i8>
  %248 = bitcast i32 %242 to <4 x i8>
  %249 = shufflevector <4 x i8> %247, <4 x i8> %248, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %250 = bitcast <4 x i8> %249 to i32
  %251 = bitcast i32 %246 to <4 x i8>
  %252 = bitcast i32 %250 to <4 x i8>
  %253 = shufflevector <4 x i8> %251, <4 x i8> %252, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %254 = bitcast <4 x i8> %253 to i32
  %255 = add i32 %199, 0
  %256 = sext i32 %255 to i64
  %257 = mul i64 %256, 4
  %258 = icmp slt i64 %257, 1024
  br i1 %258, label %then38, label %endif39

done:                                             ; preds = %loop
  br label %endif

then38:                                           ; preds = %body
  %259 = lshr i64 %257, 2
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(3) @lds1, i64 %260
  store i32 %254, ptr addrspace(3) %261, align 4
  %262 = and i64 %257, 31
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body
  %264 = bitcast float %195 to i32
  %265 = and i32 %264, 2147483647
  %266 = bitcast float %196 to i32
  %267 = and i32 %266, 2147483647
  %268 = bitcast float %197 to i32
  %269 = and i32 %268, 2147483647
  %270 = bitcast float %198 to i32
  %271 = and i32 %270, 2147483647
  %272 = icmp ugt i32 %265, %267
  %273 = select i1 %272, i32 %265, i32 %267
  %274 = icmp ugt i32 %269, %271
  %275 = select i1 %274, i32 %269, i32 %271
  %276 = icmp ugt i32 %273, %275
  %277 = select i1 %276, i32 %273, i32 %275
  %278 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %277, i32 1, i32 31)
  %279 = icmp ugt i32 %277, %278
  %280 = select i1 %279, i32 %277, i32 %278
  %281 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 2, i32 31)
  %282 = icmp ugt i32 %280, %281
  %283 = select i1 %282, i32 %280, i32 %281
  %284 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %283, i32 4, i32 31)
  %285 = icmp ugt i32 %283, %284
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = and i32 %286, 2147483647
  %288 = icmp ult i32 %287, 2139095040
  %289 = bitcast i32 %286 to float
  %290 = fdiv float 1.270000e+02, %289
  %291 = bitcast float %290 to i32
  %292 = and i32 %291, 2147483647
  %293 = icmp ult i32 %292, 2139095040
  %294 = select i1 %293, float %290, float 0.000000e+00
  %295 = fmul float %195, %294
  %296 = fadd float %295, 0x4168000000000000
  %297 = bitcast float %296 to i32
  %298 = fmul float %196, %294
  %299 = fadd float %298, 0x4168000000000000
  %300 = bitcast float %299 to i32
  %301 = fmul float %197, %294
  %302 = fadd float %301, 0x4168000000000000
  %303 = bitcast float %302 to i32
  %304 = fmul float %198, %294
  %305 = fadd float %304, 0x4168000000000000
  %306 = bitcast float %305 to i32
  %307 = bitcast i32 %297 to <4 x i8>
  %308 = bitcast i32 %300 to <4 x i8>
  %309 = shufflevector <4 x i8> %307, <4 x i8> %308, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %310 = bitcast <4 x i8> %309 to i32
  %311 = bitcast i32 %303 to <4 x i8>
  %312 = bitcast i32 %306 to <4 x i8>
  %313 = shufflevector <4 x i8> %311, <4 x i8> %312, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %314 = bitcast <4 x i8> %313 to i32
  %315 = bitcast i32 %310 to <4 x i8>
  %316 = bitcast i32 %314 to <4 x i8>
  %317 = shufflevector <4 x i8> %315, <4 x i8> %316, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %318 = bitcast <4 x i8> %317 to i32
  %319 = add i32 %199, 128
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 4
  %322 = icmp slt i64 %321, 1024
  br i1 %322, label %then42, label %endif43

then40:                                           ; preds = %then38
  %323 = fmul float %225, 0x3F80204080000000
  %324 = select i1 %224, float %323, float 0x7FF8000000000000
  %325 = lshr i64 %257, 5
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %326
  store float %324, ptr addrspace(3) %327, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %328 = lshr i64 %321, 2
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(3) @lds1, i64 %329
  store i32 %318, ptr addrspace(3) %330, align 4
  %331 = and i64 %321, 31
  %332 = icmp eq i64 %331, 0
  br i1 %332, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %333 = add i32 %73, 31
  %334 = udiv i32 %333, 32
  store i32 0, ptr %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %335 = fmul float %289, 0x3F80204080000000
  %336 = select i1 %288, float %335, float 0x7FF8000000000000
  %337 = lshr i64 %321, 5
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %338
  store float %336, ptr addrspace(3) %339, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %340 = load i32, ptr %v46, align 4
  %341 = icmp slt i32 %340, %334
  br i1 %341, label %body48, label %done49

body48:                                           ; preds = %loop47
  %342 = load i32, ptr %v46, align 4
  %343 = add i32 %342, 1
  %344 = sext i32 %343 to i64
  %345 = mul i64 %344, 1024
  %346 = add i32 %76, 0
  %347 = sext i32 %346 to i64
  %348 = mul i64 %347, 4
  %349 = add i64 %345, %348
  %350 = icmp slt i64 %349, %77
  %351 = icmp slt i64 %348, 1024
  %352 = and i1 %350, %351
  %353 = select i1 %352, i64 %349, i64 0
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr addrspace(1) %22, i64 %354
  %356 = load <4 x float>, ptr addrspace(1) %355, align 16
  %357 = extractelement <4 x float> %356, i32 0
  %358 = extractelement <4 x float> %356, i32 1
  %359 = extractelement <4 x float> %356, i32 2
  %360 = extractelement <4 x float> %356, i32 3
  %361 = add i32 %76, 128
  %362 = sext i32 %361 to i64
  %363 = mul i64 %362, 4
  %364 = add i64 %345, %363
  %365 = icmp slt i64 %364, %77
  %366 = icmp slt i64 %363, 1024
  %367 = and i1 %365, %366
  %368 = select i1 %367, i64 %364, i64 0
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %22, i64 %369
  %371 = load <4 x float>, ptr addrspace(1) %370, align 16
  %372 = extractelement <4 x float> %371, i32 0
  %373 = extractelement <4 x float> %371, i32 1
  %374 = extractelement <4 x float> %371, i32 2
  %375 = extractelement <4 x float> %371, i32 3
  %376 = mul i32 %342, 32
  %377 = add i32 %75, %376
  %378 = load i32, ptr %v6, align 4
  %379 = load i32, ptr %v7, align 4
  %380 = load i32, ptr %v8, align 4
  %381 = load i32, ptr %v9, align 4
  %382 = load i32, ptr %v10, align 4
  %383 = load i32, ptr %v11, align 4
  %384 = load i32, ptr %v12, align 4
  %385 = load i32, ptr %v13, align 4
  %386 = load i32, ptr %v14, align 4
  %387 = load i32, ptr %v15, align 4
  %388 = load i32, ptr %v16, align 4
  %389 = load i32, ptr %v17, align 4
  %390 = load i32, ptr %v18, align 4
  %391 = load i32, ptr %v19, align 4
  %392 = load i32, ptr %v20, align 4
  %393 = load i32, ptr %v21, align 4
  %394 = load i32, ptr %v22, align 4
  %395 = load i32, ptr %v23, align 4
  %396 = load i32, ptr %v24, align 4
  %397 = load i32, ptr %v25, align 4
  %398 = load i32, ptr %v26, align 4
  %399 = load i32, ptr %v27, align 4
  %400 = load i32, ptr %v28, align 4
  %401 = load i32, ptr %v29, align 4
  %402 = load i32, ptr %v30, align 4
  %403 = load i32, ptr %v31, align 4
  %404 = load i32, ptr %v32, align 4
  %405 = load i32, ptr %v33, align 4
  %406 = load i32, ptr %v34, align 4
  %407 = load i32, ptr %v35, align 4
  %408 = load i32, ptr %v36, align 4
  %409 = load i32, ptr %v37, align 4
  %410 = add i32 %377, 32
  %411 = icmp sgt i32 %410, %78
  %412 = select i1 %411, i32 %78, i32 %410
  %413 = lshr i32 %412, 3
  %414 = and i32 %412, 7
  %415 = sext i32 %413 to i64
  %416 = mul i64 %415, 144
  %417 = add i64 %416, 0
  %418 = getelementptr i8, ptr addrspace(1) %54, i64 %417
  %419 = getelementptr i8, ptr addrspace(1) %418, i64 0
  %420 = load <4 x i32>, ptr addrspace(1) %419, align 16
  %421 = extractelement <4 x i32> %420, i32 0
  %422 = extractelement <4 x i32> %420, i32 1
  %423 = extractelement <4 x i32> %420, i32 2
  %424 = extractelement <4 x i32> %420, i32 3
  %425 = sext i32 %414 to i64
  %426 = mul i64 %425, 16
  %427 = add i64 %426, 16
  %428 = add i64 %427, 0
  %429 = getelementptr i8, ptr addrspace(1) %418, i64 %428
  %430 = load <4 x i32>, ptr addrspace(1) %429, align 16
  %431 = extractelement <4 x i32> %430, i32 0
  %432 = extractelement <4 x i32> %430, i32 1
  %433 = extractelement <4 x i32> %430, i32 2
  %434 = extractelement <4 x i32> %430, i32 3
  store i32 %421, ptr %v6, align 4
  store i32 %422, ptr %v7, align 4
  store i32 %423, ptr %v8, align 4
  store i32 %424, ptr %v9, align 4
  store i32 %431, ptr %v10, align 4
  store i32 %432, ptr %v11, align 4
  store i32 %433, ptr %v12, align 4
  store i32 %434, ptr %v13, align 4
  %435 = lshr i32 %412, 3
  %436 = and i32 %412, 7
  %437 = sext i32 %435 to i64
  %438 = mul i64 %437, 144
  %439 = add i64 %438, 0
  %440 = getelementptr i8, ptr addrspace(1) %60, i64 %439
  %441 = getelementptr i8, ptr addrspace(1) %440, i64 0
  %442 = load <4 x i32>, ptr addrspace(1) %441, align 16
  %443 = extractelement <4 x i32> %442, i32 0
  %444 = extractelement <4 x i32> %442, i32 1
  %445 = extractelement <4 x i32> %442, i32 2
  %446 = extractelement <4 x i32> %442, i32 3
  %447 = sext i32 %436 to i64
  %448 = mul i64 %447, 16
  %449 = add i64 %448, 16
  %450 = add i64 %449, 0
  %451 = getelementptr i8, ptr addrspace(1) %440, i64 %450
  %452 = load <4 x i32>, ptr addrspace(1) %451, align 16
  %453 = extractelement <4 x i32> %452, i32 0
  %454 = extractelement <4 x i32> %452, i32 1
  %455 = extractelement <4 x i32> %452, i32 2
  %456 = extractelement <4 x i32> %452, i32 3
  store i32 %443, ptr %v14, align 4
  store i32 %444, ptr %v15, align 4
  store i32 %445, ptr %v16, align 4
  store i32 %446, ptr %v17, align 4
  store i32 %453, ptr %v18, align 4
  store i32 %454, ptr %v19, align 4
  store i32 %455, ptr %v20, align 4
  store i32 %456, ptr %v21, align 4
  %457 = lshr i32 %412, 3
  %458 = and i32 %412, 7
  %459 = sext i32 %457 to i64
  %460 = mul i64 %459, 144
  %461 = add i64 %460, 0
  %462 = getelementptr i8, ptr addrspace(1) %66, i64 %461
  %463 = getelementptr i8, ptr addrspace(1) %462, i64 0
  %464 = load <4 x i32>, ptr addrspace(1) %463, align 16
  %465 = extractelement <4 x i32> %464, i32 0
  %466 = extractelement <4 x i32> %464, i32 1
  %467 = extractelement <4 x i32> %464, i32 2
  %468 = extractelement <4 x i32> %464, i32 3
  %469 = sext i32 %458 to i64
  %470 = mul i64 %469, 16
  %471 = add i64 %470, 16
  %472 = add i64 %471, 0
  %473 = getelementptr i8, ptr addrspace(1) %462, i64 %472
  %474 = load <4 x i32>, ptr addrspace(1) %473, align 16
  %475 = extractelement <4 x i32> %474, i32 0
  %476 = extractelement <4 x i32> %474, i32 1
  %477 = extractelement <4 x i32> %474, i32 2
  %478 = extractelement <4 x i32> %474, i32 3
  store i32 %465, ptr %v22, align 4
  store i32 %466, ptr %v23, align 4
  store i32 %467, ptr %v24, align 4
  store i32 %468, ptr %v25, align 4
  store i32 %475, ptr %v26, align 4
  store i32 %476, ptr %v27, align 4
  store i32 %477, ptr %v28, align 4
  store i32 %478, ptr %v29, align 4
  %479 = lshr i32 %412, 3
  %480 = and i32 %412, 7
  %481 = sext i32 %479 to i64
  %482 = mul i64 %481, 144
  %483 = add i64 %482, 0
  %484 = getelementptr i8, ptr addrspace(1) %72, i64 %483
  %485 = getelementptr i8, ptr addrspace(1) %484, i64 0
  %486 = load <4 x i32>, ptr addrspace(1) %485, align 16
  %487 = extractelement <4 x i32> %486, i32 0
  %488 = extractelement <4 x i32> %486, i32 1
  %489 = extractelement <4 x i32> %486, i32 2
  %490 = extractelement <4 x i32> %486, i32 3
  %491 = sext i32 %480 to i64
  %492 = mul i64 %491, 16
  %493 = add i64 %492, 16
  %494 = add i64 %493, 0
  %495 = getelementptr i8, ptr addrspace(1) %484, i64 %494
  %496 = load <4 x i32>, ptr addrspace(1) %495, align 16
  %497 = extractelement <4 x i32> %496, i32 0
  %498 = extractelement <4 x i32> %496, i32 1
  %499 = extractelement <4 x i32> %496, i32 2
  %500 = extractelement <4 x i32> %496, i32 3
  store i32 %487, ptr %v30, align 4
  store i32 %488, ptr %v31, align 4
  store i32 %489, ptr %v32, align 4
  store i32 %490, ptr %v33, align 4
  store i32 %497, ptr %v34, align 4
  store i32 %498, ptr %v35, align 4
  store i32 %499, ptr %v36, align 4
  store i32 %500, ptr %v37, align 4
  %501 = icmp slt i32 %377, %73
  br i1 %501, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %502 = load float, ptr %v2, align 4
  %503 = load float, ptr %v3, align 4
  %504 = load float, ptr %v4, align 4
  %505 = load float, ptr %v5, align 4
  %506 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %507 = and i32 %506, 31
  %508 = and i32 %507, 16
  %509 = icmp ne i32 %508, 0
  %510 = select i1 %509, float %504, float %502
  %511 = select i1 %509, float %502, float %504
  %512 = bitcast float %511 to i32
  %513 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %512, i32 16, i32 31)
  %514 = bitcast i32 %513 to float
  %515 = fadd float %510, %514
  %516 = select i1 %509, float %505, float %503
  %517 = select i1 %509, float %503, float %505
  %518 = bitcast float %517 to i32
  %519 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 16, i32 31)
  %520 = bitcast i32 %519 to float
  %521 = fadd float %516, %520
  %522 = and i32 %507, 8
  %523 = icmp ne i32 %522, 0
  %524 = select i1 %523, float %521, float %515
  %525 = select i1 %523, float %515, float %521
  %526 = bitcast float %525 to i32
  %527 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %526, i32 8, i32 31)
  %528 = bitcast i32 %527 to float
  %529 = fadd float %524, %528
  %530 = bitcast float %529 to i32
  %531 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %530, i32 4, i32 31)
  %532 = bitcast i32 %531 to float
  %533 = fadd float %529, %532
  %534 = bitcast float %533 to i32
  %535 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %534, i32 2, i32 31)
  %536 = bitcast i32 %535 to float
  %537 = fadd float %533, %536
  %538 = bitcast float %537 to i32
  %539 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %538, i32 1, i32 31)
  %540 = bitcast i32 %539 to float
  %541 = fadd float %537, %540
  store float %541, ptr %v1, align 4
  %542 = and i1 %42, %34
  br i1 %542, label %then60, label %endif61

then50:                                           ; preds = %body48
  %543 = and i32 %342, 1
  %544 = sext i32 %543 to i64
  %545 = mul i64 %544, 1152
  %546 = getelementptr i8, ptr addrspace(3) @lds1, i64 %545
  %547 = sext i32 %342 to i64
  %548 = mul i64 %547, 1024
  %549 = lshr i32 %377, 3
  %550 = and i32 %377, 7
  %551 = lshr i32 %550, 1
  %552 = and i32 %550, 1
  %553 = mul i32 %549, 256
  %554 = mul i32 %551, 64
  %555 = mul i32 %552, 16
  %556 = add i32 %554, %555
  %557 = add i32 %553, %556
  %558 = sext i32 %557 to i64
  %559 = add i64 %558, 32
  %560 = sub i64 %558, %548
  %561 = add i64 %560, 0
  %562 = getelementptr i8, ptr addrspace(3) %546, i64 %561
  %563 = load <4 x i32>, ptr addrspace(3) %562, align 16
  %564 = extractelement <4 x i32> %563, i32 0
  %565 = extractelement <4 x i32> %563, i32 1
  %566 = extractelement <4 x i32> %563, i32 2
  %567 = extractelement <4 x i32> %563, i32 3
  %568 = getelementptr i8, ptr addrspace(3) %546, i64 1024
  %569 = lshr i64 %560, 5
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(3) %568, i64 %570
  %572 = load float, ptr addrspace(3) %571, align 4
  %573 = sub i64 %559, %548
  %574 = add i64 %573, 0
  %575 = getelementptr i8, ptr addrspace(3) %546, i64 %574
  %576 = load <4 x i32>, ptr addrspace(3) %575, align 16
  %577 = extractelement <4 x i32> %576, i32 0
  %578 = extractelement <4 x i32> %576, i32 1
  %579 = extractelement <4 x i32> %576, i32 2
  %580 = extractelement <4 x i32> %576, i32 3
  %581 = getelementptr i8, ptr addrspace(3) %546, i64 1024
  %582 = lshr i64 %573, 5
  %583 = mul i64 %582, 4
  %584 = getelementptr i8, ptr addrspace(3) %581, i64 %583
  %585 = load float, ptr addrspace(3) %584, align 4
  %586 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %564, i32 0)
  %587 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %565, i32 %586)
  %588 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %566, i32 %587)
  %589 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %567, i32 %588)
  %590 = sitofp i32 %589 to float
  %591 = fmul float %572, %590
  %592 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %577, i32 0)
  %593 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %578, i32 %592)
  %594 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %579, i32 %593)
  %595 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %580, i32 %594)
  %596 = sitofp i32 %595 to float
  %597 = fmul float %585, %596
  %598 = load float, ptr %v2, align 4
  %599 = and i32 %377, 7
  %600 = lshr i32 %599, 1
  %601 = and i32 %378, 65535
  %602 = trunc i32 %601 to i16
  %603 = bitcast i16 %602 to half
  %604 = fpext half %603 to float
  %605 = lshr i32 %378, 16
  %606 = trunc i32 %605 to i16
  %607 = bitcast i16 %606 to half
  %608 = fpext half %607 to float
  %609 = and i32 %379, 1061109567
  %610 = and i32 %380, 1061109567
  %611 = and i32 %381, 252645135
  %612 = lshr i32 %379, 2
  %613 = and i32 %612, 808464432
  %614 = or i32 %611, %613
  %615 = lshr i32 %381, 4
  %616 = and i32 %615, 252645135
  %617 = lshr i32 %380, 2
  %618 = and i32 %617, 808464432
  %619 = or i32 %616, %618
  %620 = icmp ult i32 %600, 2
  %621 = and i32 %600, 1
  %622 = mul i32 %621, 16
  %623 = select i1 %620, i32 %609, i32 %614
  %624 = lshr i32 %623, %622
  %625 = select i1 %620, i32 %610, i32 %619
  %626 = lshr i32 %625, %622
  %627 = and i32 %382, 252645135
  %628 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %627, i32 %564, i32 0)
  %629 = and i32 %383, 252645135
  %630 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %629, i32 %565, i32 %628)
  %631 = and i32 %384, 252645135
  %632 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %631, i32 %566, i32 %630)
  %633 = and i32 %385, 252645135
  %634 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %633, i32 %567, i32 %632)
  %635 = lshr i32 %624, 0
  %636 = and i32 %635, 255
  %637 = mul i32 %636, %634
  %638 = sitofp i32 %637 to float
  %639 = bitcast i32 %626 to <4 x i8>
  %640 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %639, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %641 = bitcast <4 x i8> %640 to i32
  %642 = bitcast i32 %641 to float
  %643 = fadd float %642, 0xC160000000000000
  %644 = lshr i32 %382, 4
  %645 = and i32 %644, 252645135
  %646 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %645, i32 %577, i32 0)
  %647 = lshr i32 %383, 4
  %648 = and i32 %647, 252645135
  %649 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %648, i32 %578, i32 %646)
  %650 = lshr i32 %384, 4
  %651 = and i32 %650, 252645135
  %652 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %651, i32 %579, i32 %649)
  %653 = lshr i32 %385, 4
  %654 = and i32 %653, 252645135
  %655 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %654, i32 %580, i32 %652)
  %656 = lshr i32 %624, 8
  %657 = and i32 %656, 255
  %658 = mul i32 %657, %655
  %659 = sitofp i32 %658 to float
  %660 = bitcast i32 %626 to <4 x i8>
  %661 = shufflevector <4 x i8> %660, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %662 = bitcast <4 x i8> %661 to i32
  %663 = bitcast i32 %662 to float
  %664 = fadd float %663, 0xC160000000000000
  %665 = fmul float %659, %585
  %666 = call float @llvm.fma.f32(float %638, float %572, float %665)
  %667 = fmul float %664, %597
  %668 = call float @llvm.fma.f32(float %643, float %591, float %667)
  %669 = call float @llvm.fma.f32(float %604, float %666, float %598)
  %670 = fneg float %608
  %671 = call float @llvm.fma.f32(float %670, float %668, float %669)
  store float %671, ptr %v2, align 4
  %672 = load float, ptr %v3, align 4
  %673 = and i32 %377, 7
  %674 = lshr i32 %673, 1
  %675 = and i32 %386, 65535
  %676 = trunc i32 %675 to i16
  %677 = bitcast i16 %676 to half
  %678 = fpext half %677 to float
  %679 = lshr i32 %386, 16
  %680 = trunc i32 %679 to i16
  %681 = bitcast i16 %680 to half
  %682 = fpext half %681 to float
  %683 = and i32 %387, 1061109567
  %684 = and i32 %388, 1061109567
  %685 = and i32 %389, 252645135
  %686 = lshr i32 %387, 2
  %687 = and i32 %686, 808464432
  %688 = or i32 %685, %687
  %689 = lshr i32 %389, 4
  %690 = and i32 %689, 252645135
  %691 = lshr i32 %388, 2
  %692 = and i32 %691, 808464432
  %693 = or i32 %690, %692
  %694 = icmp ult i32 %674, 2
  %695 = and i32 %674, 1
  %696 = mul i32 %695, 16
  %697 = select i1 %694, i32 %683, i32 %688
  %698 = lshr i32 %697, %696
  %699 = select i1 %694, i32 %684, i32 %693
  %700 = lshr i32 %699, %696
  %701 = and i32 %390, 252645135
  %702 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %701, i32 %564, i32 0)
  %703 = and i32 %391, 252645135
  %704 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %703, i32 %565, i32 %702)
  %705 = and i32 %392, 252645135
  %706 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %705, i32 %566, i32 %704)
  %707 = and i32 %393, 252645135
  %708 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %707, i32 %567, i32 %706)
  %709 = lshr i32 %698, 0
  %710 = and i32 %709, 255
  %711 = mul i32 %710, %708
  %712 = sitofp i32 %711 to float
  %713 = bitcast i32 %700 to <4 x i8>
  %714 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %713, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %715 = bitcast <4 x i8> %714 to i32
  %716 = bitcast i32 %715 to float
  %717 = fadd float %716, 0xC160000000000000
  %718 = lshr i32 %390, 4
  %719 = and i32 %718, 252645135
  %720 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %719, i32 %577, i32 0)
  %721 = lshr i32 %391, 4
  %722 = and i32 %721, 252645135
  %723 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %722, i32 %578, i32 %720)
  %724 = lshr i32 %392, 4
  %725 = and i32 %724, 252645135
  %726 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %725, i32 %579, i32 %723)
  %727 = lshr i32 %393, 4
  %728 = and i32 %727, 252645135
  %729 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %728, i32 %580, i32 %726)
  %730 = lshr i32 %698, 8
  %731 = and i32 %730, 255
  %732 = mul i32 %731, %729
  %733 = sitofp i32 %732 to float
  %734 = bitcast i32 %700 to <4 x i8>
  %735 = shufflevector <4 x i8> %734, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %736 = bitcast <4 x i8> %735 to i32
  %737 = bitcast i32 %736 to float
  %738 = fadd float %737, 0xC160000000000000
  %739 = fmul float %733, %585
  %740 = call float @llvm.fma.f32(float %712, float %572, float %739)
  %741 = fmul float %738, %597
  %742 = call float @llvm.fma.f32(float %717, float %591, float %741)
  %743 = call float @llvm.fma.f32(float %678, float %740, float %672)
  %744 = fneg float %682
  %745 = call float @llvm.fma.f32(float %744, float %742, float %743)
  store float %745, ptr %v3, align 4
  %746 = load float, ptr %v4, align 4
  %747 = and i32 %377, 7
  %748 = lshr i32 %747, 1
  %749 = and i32 %394, 65535
  %750 = trunc i32 %749 to i16
  %751 = bitcast i16 %750 to half
  %752 = fpext half %751 to float
  %753 = lshr i32 %394, 16
  %754 = trunc i32 %753 to i16
  %755 = bitcast i16 %754 to half
  %756 = fpext half %755 to float
  %757 = and i32 %395, 1061109567
  %758 = and i32 %396, 1061109567
  %759 = and i32 %397, 252645135
  %760 = lshr i32 %395, 2
  %761 = and i32 %760, 808464432
  %762 = or i32 %759, %761
  %763 = lshr i32 %397, 4
  %764 = and i32 %763, 252645135
  %765 = lshr i32 %396, 2
  %766 = and i32 %765, 808464432
  %767 = or i32 %764, %766
  %768 = icmp ult i32 %748, 2
  %769 = and i32 %748, 1
  %770 = mul i32 %769, 16
  %771 = select i1 %768, i32 %757, i32 %762
  %772 = lshr i32 %771, %770
  %773 = select i1 %768, i32 %758, i32 %767
  %774 = lshr i32 %773, %770
  %775 = and i32 %398, 252645135
  %776 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %775, i32 %564, i32 0)
  %777 = and i32 %399, 252645135
  %778 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %777, i32 %565, i32 %776)
  %779 = and i32 %400, 252645135
  %780 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %779, i32 %566, i32 %778)
  %781 = and i32 %401, 252645135
  %782 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %781, i32 %567, i32 %780)
  %783 = lshr i32 %772, 0
  %784 = and i32 %783, 255
  %785 = mul i32 %784, %782
  %786 = sitofp i32 %785 to float
  %787 = bitcast i32 %774 to <4 x i8>
  %788 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %787, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %789 = bitcast <4 x i8> %788 to i32
  %790 = bitcast i32 %789 to float
  %791 = fadd float %790, 0xC160000000000000
  %792 = lshr i32 %398, 4
  %793 = and i32 %792, 252645135
  %794 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %793, i32 %577, i32 0)
  %795 = lshr i32 %399, 4
  %796 = and i32 %795, 252645135
  %797 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %796, i32 %578, i32 %794)
  %798 = lshr i32 %400, 4
  %799 = and i32 %798, 252645135
  %800 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %799, i32 %579, i32 %797)
  %801 = lshr i32 %401, 4
  %802 = and i32 %801, 252645135
  %803 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %802, i32 %580, i32 %800)
  %804 = lshr i32 %772, 8
  %805 = and i32 %804, 255
  %806 = mul i32 %805, %803
  %807 = sitofp i32 %806 to float
  %808 = bitcast i32 %774 to <4 x i8>
  %809 = shufflevector <4 x i8> %808, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %810 = bitcast <4 x i8> %809 to i32
  %811 = bitcast i32 %810 to float
  %812 = fadd float %811, 0xC160000000000000
  %813 = fmul float %807, %585
  %814 = call float @llvm.fma.f32(float %786, float %572, float %813)
  %815 = fmul float %812, %597
  %816 = call float @llvm.fma.f32(float %791, float %591, float %815)
  %817 = call float @llvm.fma.f32(float %752, float %814, float %746)
  %818 = fneg float %756
  %819 = call float @llvm.fma.f32(float %818, float %816, float %817)
  store float %819, ptr %v4, align 4
  %820 = load float, ptr %v5, align 4
  %821 = and i32 %377, 7
  %822 = lshr i32 %821, 1
  %823 = and i32 %402, 65535
  %824 = trunc i32 %823 to i16
  %825 = bitcast i16 %824 to half
  %826 = fpext half %825 to float
  %827 = lshr i32 %402, 16
  %828 = trunc i32 %827 to i16
  %829 = bitcast i16 %828 to half
  %830 = fpext half %829 to float
  %831 = and i32 %403, 1061109567
  %832 = and i32 %404, 1061109567
  %833 = and i32 %405, 252645135
  %834 = lshr i32 %403, 2
  %835 = and i32 %834, 808464432
  %836 = or i32 %833, %835
  %837 = lshr i32 %405, 4
  %838 = and i32 %837, 252645135
  %839 = lshr i32 %404, 2
  %840 = and i32 %839, 808464432
  %841 = or i32 %838, %840
  %842 = icmp ult i32 %822, 2
  %843 = and i32 %822, 1
  %844 = mul i32 %843, 16
  %845 = select i1 %842, i32 %831, i32 %836
  %846 = lshr i32 %845, %844
  %847 = select i1 %842, i32 %832, i32 %841
  %848 = lshr i32 %847, %844
  %849 = and i32 %406, 252645135
  %850 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %849, i32 %564, i32 0)
  %851 = and i32 %407, 252645135
  %852 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %851, i32 %565, i32 %850)
  %853 = and i32 %408, 252645135
  %854 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %853, i32 %566, i32 %852)
  %855 = and i32 %409, 252645135
  %856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %567, i32 %854)
  %857 = lshr i32 %846, 0
  %858 = and i32 %857, 255
  %859 = mul i32 %858, %856
  %860 = sitofp i32 %859 to float
  %861 = bitcast i32 %848 to <4 x i8>
  %862 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %861, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %863 = bitcast <4 x i8> %862 to i32
  %864 = bitcast i32 %863 to float
  %865 = fadd float %864, 0xC160000000000000
  %866 = lshr i32 %406, 4
  %867 = and i32 %866, 252645135
  %868 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %867, i32 %577, i32 0)
  %869 = lshr i32 %407, 4
  %870 = and i32 %869, 252645135
  %871 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %870, i32 %578, i32 %868)
  %872 = lshr i32 %408, 4
  %873 = and i32 %872, 252645135
  %874 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %873, i32 %579, i32 %871)
  %875 = lshr i32 %409, 4
  %876 = and i32 %875, 252645135
  %877 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %876, i32 %580, i32 %874)
  %878 = lshr i32 %846, 8
  %879 = and i32 %878, 255
  %880 = mul i32 %879, %877
  %881 = sitofp i32 %880 to float
  %882 = bitcast i32 %848 to <4 x i8>
  %883 = shufflevector <4 x i8> %882, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %884 = bitcast <4 x i8> %883 to i32
  %885 = bitcast i32 %884 to float
  %886 = fadd float %885, 0xC160000000000000
  %887 = fmul float %881, %585
  %888 = call float @llvm.fma.f32(float %860, float %572, float %887)
  %889 = fmul float %886, %597
  %890 = call float @llvm.fma.f32(float %865, float %591, float %889)
  %891 = call float @llvm.fma.f32(float %826, float %888, float %820)
  %892 = fneg float %830
  %893 = call float @llvm.fma.f32(float %892, float %890, float %891)
  store float %893, ptr %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %894 = add i32 %342, 1
  %895 = and i32 %894, 1
  %896 = sext i32 %895 to i64
  %897 = mul i64 %896, 1152
  %898 = getelementptr i8, ptr addrspace(3) @lds1, i64 %897
  %899 = getelementptr i8, ptr addrspace(3) %898, i64 1024
  %900 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %901 = bitcast float %357 to i32
  %902 = and i32 %901, 2147483647
  %903 = bitcast float %358 to i32
  %904 = and i32 %903, 2147483647
  %905 = bitcast float %359 to i32
  %906 = and i32 %905, 2147483647
  %907 = bitcast float %360 to i32
  %908 = and i32 %907, 2147483647
  %909 = icmp ugt i32 %902, %904
  %910 = select i1 %909, i32 %902, i32 %904
  %911 = icmp ugt i32 %906, %908
  %912 = select i1 %911, i32 %906, i32 %908
  %913 = icmp ugt i32 %910, %912
  %914 = select i1 %913, i32 %910, i32 %912
  %915 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %914, i32 1, i32 31)
  %916 = icmp ugt i32 %914, %915
  %917 = select i1 %916, i32 %914, i32 %915
  %918 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %917, i32 2, i32 31)
  %919 = icmp ugt i32 %917, %918
  %920 = select i1 %919, i32 %917, i32 %918
  %921 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 4, i32 31)
  %922 = icmp ugt i32 %920, %921
  %923 = select i1 %922, i32 %920, i32 %921
  %924 = and i32 %923, 2147483647
  %925 = icmp ult i32 %924, 2139095040
  %926 = bitcast i32 %923 to float
  %927 = fdiv float 1.270000e+02, %926
  %928 = bitcast float %927 to i32
  %929 = and i32 %928, 2147483647
  %930 = icmp ult i32 %929, 2139095040
  %931 = select i1 %930, float %927, float 0.000000e+00
  %932 = fmul float %357, %931
  %933 = fadd float %932, 0x4168000000000000
  %934 = bitcast float %933 to i32
  %935 = fmul float %358, %931
  %936 = fadd float %935, 0x4168000000000000
  %937 = bitcast float %936 to i32
  %938 = fmul float %359, %931
  %939 = fadd float %938, 0x4168000000000000
  %940 = bitcast float %939 to i32
  %941 = fmul float %360, %931
  %942 = fadd float %941, 0x4168000000000000
  %943 = bitcast float %942 to i32
  %944 = bitcast i32 %934 to <4 x i8>
  %945 = bitcast i32 %937 to <4 x i8>
  %946 = shufflevector <4 x i8> %944, <4 x i8> %945, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %947 = bitcast <4 x i8> %946 to i32
  %948 = bitcast i32 %940 to <4 x i8>
  %949 = bitcast i32 %943 to <4 x i8>
  %950 = shufflevector <4 x i8> %948, <4 x i8> %949, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %951 = bitcast <4 x i8> %950 to i32
  %952 = bitcast i32 %947 to <4 x i8>
  %953 = bitcast i32 %951 to <4 x i8>
  %954 = shufflevector <4 x i8> %952, <4 x i8> %953, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %955 = bitcast <4 x i8> %954 to i32
  %956 = add i32 %900, 0
  %957 = sext i32 %956 to i64
  %958 = mul i64 %957, 4
  %959 = icmp slt i64 %958, 1024
  br i1 %959, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %960 = lshr i64 %958, 2
  %961 = mul i64 %960, 4
  %962 = getelementptr i8, ptr addrspace(3) %898, i64 %961
  store i32 %955, ptr addrspace(3) %962, align 4
  %963 = and i64 %958, 31
  %964 = icmp eq i64 %963, 0
  br i1 %964, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %965 = bitcast float %372 to i32
  %966 = and i32 %965, 2147483647
  %967 = bitcast float %373 to i32
  %968 = and i32 %967, 2147483647
  %969 = bitcast float %374 to i32
  %970 = and i32 %969, 2147483647
  %971 = bitcast float %375 to i32
  %972 = and i32 %971, 2147483647
  %973 = icmp ugt i32 %966, %968
  %974 = select i1 %973, i32 %966, i32 %968
  %975 = icmp ugt i32 %970, %972
  %976 = select i1 %975, i32 %970, i32 %972
  %977 = icmp ugt i32 %974, %976
  %978 = select i1 %977, i32 %974, i32 %976
  %979 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %978, i32 1, i32 31)
  %980 = icmp ugt i32 %978, %979
  %981 = select i1 %980, i32 %978, i32 %979
  %982 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %981, i32 2, i32 31)
  %983 = icmp ugt i32 %981, %982
  %984 = select i1 %983, i32 %981, i32 %982
  %985 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %984, i32 4, i32 31)
  %986 = icmp ugt i32 %984, %985
  %987 = select i1 %986, i32 %984, i32 %985
  %988 = and i32 %987, 2147483647
  %989 = icmp ult i32 %988, 2139095040
  %990 = bitcast i32 %987 to float
  %991 = fdiv float 1.270000e+02, %990
  %992 = bitcast float %991 to i32
  %993 = and i32 %992, 2147483647
  %994 = icmp ult i32 %993, 2139095040
  %995 = select i1 %994, float %991, float 0.000000e+00
  %996 = fmul float %372, %995
  %997 = fadd float %996, 0x4168000000000000
  %998 = bitcast float %997 to i32
  %999 = fmul float %373, %995
  %1000 = fadd float %999, 0x4168000000000000
  %1001 = bitcast float %1000 to i32
  %1002 = fmul float %374, %995
  %1003 = fadd float %1002, 0x4168000000000000
  %1004 = bitcast float %1003 to i32
  %1005 = fmul float %375, %995
  %1006 = fadd float %1005, 0x4168000000000000
  %1007 = bitcast float %1006 to i32
  %1008 = bitcast i32 %998 to <4 x i8>
  %1009 = bitcast i32 %1001 to <4 x i8>
  %1010 = shufflevector <4 x i8> %1008, <4 x i8> %1009, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1011 = bitcast <4 x i8> %1010 to i32
  %1012 = bitcast i32 %1004 to <4 x i8>
  %1013 = bitcast i32 %1007 to <4 x i8>
  %1014 = shufflevector <4 x i8> %1012, <4 x i8> %1013, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1015 = bitcast <4 x i8> %1014 to i32
  %1016 = bitcast i32 %1011 to <4 x i8>
  %1017 = bitcast i32 %1015 to <4 x i8>
  %1018 = shufflevector <4 x i8> %1016, <4 x i8> %1017, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1019 = bitcast <4 x i8> %1018 to i32
  %1020 = add i32 %900, 128
  %1021 = sext i32 %1020 to i64
  %1022 = mul i64 %1021, 4
  %1023 = icmp slt i64 %1022, 1024
  br i1 %1023, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1024 = fmul float %926, 0x3F80204080000000
  %1025 = select i1 %925, float %1024, float 0x7FF8000000000000
  %1026 = lshr i64 %958, 5
  %1027 = mul i64 %1026, 4
  %1028 = getelementptr i8, ptr addrspace(3) %899, i64 %1027
  store float %1025, ptr addrspace(3) %1028, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1029 = lshr i64 %1022, 2
  %1030 = mul i64 %1029, 4
  %1031 = getelementptr i8, ptr addrspace(3) %898, i64 %1030
  store i32 %1019, ptr addrspace(3) %1031, align 4
  %1032 = and i64 %1022, 31
  %1033 = icmp eq i64 %1032, 0
  br i1 %1033, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1034 = load i32, ptr %v46, align 4
  %1035 = add i32 %1034, 1
  store i32 %1035, ptr %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1036 = fmul float %990, 0x3F80204080000000
  %1037 = select i1 %989, float %1036, float 0x7FF8000000000000
  %1038 = lshr i64 %1022, 5
  %1039 = mul i64 %1038, 4
  %1040 = getelementptr i8, ptr addrspace(3) %899, i64 %1039
  store float %1037, ptr addrspace(3) %1040, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1041 = load float, ptr %v1, align 4
  %1042 = add i32 %41, %32
  %1043 = icmp slt i32 %1042, %4
  br i1 %1043, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1044 = load i32, ptr %v, align 4
  %1045 = add i32 %1044, 4
  store i32 %1045, ptr %v, align 4
  br label %loop

then62:                                           ; preds = %then60
  %1046 = add i32 %23, %1042
  %1047 = sext i32 %1046 to i64
  %1048 = mul i64 %1047, 4
  %1049 = getelementptr i8, ptr addrspace(1) %0, i64 %1048
  store float %1041, ptr addrspace(1) %1049, align 4
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
