; ModuleID = 'strata_matvec_q4_k'
source_filename = "strata_matvec_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v44 = alloca i32, align 4
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
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, 16
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 3
  %14 = and i32 %12, 7
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif59, %entry
  %16 = load i32, ptr %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 4
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr %v1, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %54 = udiv i32 %4, 32
  %55 = mul i32 %20, 32
  %56 = add i32 %25, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %70, ptr %v6, align 4
  store i32 %71, ptr %v7, align 4
  store i32 %72, ptr %v8, align 4
  store i32 %73, ptr %v9, align 4
  store i32 %80, ptr %v10, align 4
  store i32 %81, ptr %v11, align 4
  store i32 %82, ptr %v12, align 4
  store i32 %83, ptr %v13, align 4
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
  store i32 %92, ptr %v14, align 4
  store i32 %93, ptr %v15, align 4
  store i32 %94, ptr %v16, align 4
  store i32 %95, ptr %v17, align 4
  store i32 %102, ptr %v18, align 4
  store i32 %103, ptr %v19, align 4
  store i32 %104, ptr %v20, align 4
  store i32 %105, ptr %v21, align 4
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
  store i32 %114, ptr %v22, align 4
  store i32 %115, ptr %v23, align 4
  store i32 %116, ptr %v24, align 4
  store i32 %117, ptr %v25, align 4
  store i32 %124, ptr %v26, align 4
  store i32 %125, ptr %v27, align 4
  store i32 %126, ptr %v28, align 4
  store i32 %127, ptr %v29, align 4
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
  store i32 %136, ptr %v30, align 4
  store i32 %137, ptr %v31, align 4
  store i32 %138, ptr %v32, align 4
  store i32 %139, ptr %v33, align 4
  store i32 %146, ptr %v34, align 4
  store i32 %147, ptr %v35, align 4
  store i32 %148, ptr %v36, align 4
  store i32 %149, ptr %v37, align 4
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
  %180 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %195 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %194, i32 1, i32 31)
  %196 = icmp ugt i32 %194, %195
  %197 = select i1 %196, i32 %194, i32 %195
  %198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 2, i32 31)
  %199 = icmp ugt i32 %197, %198
  %200 = select i1 %199, i32 %197, i32 %198
  %201 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 4, i32 31)
  %202 = icmp ugt i32 %200, %201
  %203 = select i1 %202, i32 %200, i32 %201
  %204 = and i32 %203, 2147483647
  %205 = icmp ult i32 %204, 2139095040
  %206 = bitcast i32 %203 to float
  %207 = fdiv float 1.270000e+02, %206
  %208 = bitcast float %207 to i32
  %209 = and i32 %208, 2147483647
  %210 = icmp ult i32 %209, 2139095040
  %211 = select i1 %210, float %207, float 0.000000e+00
  %212 = fmul float %161, %211
  %213 = fadd float %212, 0x4168000000000000
  %214 = bitcast float %213 to i32
  %215 = fmul float %162, %211
  %216 = fadd float %215, 0x4168000000000000
  %217 = bitcast float %216 to i32
  %218 = fmul float %163, %211
  %219 = fadd float %218, 0x4168000000000000
  %220 = bitcast float %219 to i32
  %221 = fmul float %164, %211
  %222 = fadd float %221, 0x4168000000000000
  %223 = bitcast float %222 to i32
  %224 = bitcast i32 %214 to <4 x i8>
  %225 = bitcast i32 %217 to <4 x i8>
  %226 = shufflevector <4 x i8> %224, <4 x i8> %225, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %227 = bitcast <4 x i8> %226 to i32
  %228 = bitcast i32 %220 to <4 x i8>
  %229 = bitcast i32 %223 to <4 x i8>
  %230 = shufflevector <4 x i8> %228, <4 x i8> %229, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %231 = bitcast <4 x i8> %230 to i32
  %232 = bitcast i32 %227 to <4 x i8>
  %233 = bitcast i32 %231 to <4 x i8>
  %234 = shufflevector <4 x i8> %232, <4 x i8> %233, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %235 = bitcast <4 x i8> %234 to i32
  %236 = add i32 %180, 0
  %237 = sext i32 %236 to i64
  %238 = mul i64 %237, 4
  %239 = icmp slt i64 %238, 1024
  br i1 %239, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %240 = lshr i64 %238, 2
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %241
  store i32 %235, ptr addrspace(3) %242, align 4
  %243 = and i64 %238, 31
  %244 = icmp eq i64 %243, 0
  br i1 %244, label %then38, label %endif39

endif:                                            ; preds = %endif39, %body
  %245 = bitcast float %176 to i32
  %246 = and i32 %245, 2147483647
  %247 = bitcast float %177 to i32
  %248 = and i32 %247, 2147483647
  %249 = bitcast float %178 to i32
  %250 = and i32 %249, 2147483647
  %251 = bitcast float %179 to i32
  %252 = and i32 %251, 2147483647
  %253 = icmp ugt i32 %246, %248
  %254 = select i1 %253, i32 %246, i32 %248
  %255 = icmp ugt i32 %250, %252
  %256 = select i1 %255, i32 %250, i32 %252
  %257 = icmp ugt i32 %254, %256
  %258 = select i1 %257, i32 %254, i32 %256
  %259 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 1, i32 31)
  %260 = icmp ugt i32 %258, %259
  %261 = select i1 %260, i32 %258, i32 %259
  %262 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %261, i32 2, i32 31)
  %263 = icmp ugt i32 %261, %262
  %264 = select i1 %263, i32 %261, i32 %262
  %265 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %264, i32 4, i32 31)
  %266 = icmp ugt i32 %264, %265
  %267 = select i1 %266, i32 %264, i32 %265
  %268 = and i32 %267, 2147483647
  %269 = icmp ult i32 %268, 2139095040
  %270 = bitcast i32 %267 to float
  %271 = fdiv float 1.270000e+02, %270
  %272 = bitcast float %271 to i32
  %273 = and i32 %272, 2147483647
  %274 = icmp ult i32 %273, 2139095040
  %275 = select i1 %274, float %271, float 0.000000e+00
  %276 = fmul float %176, %275
  %277 = fadd float %276, 0x4168000000000000
  %278 = bitcast float %277 to i32
  %279 = fmul float %177, %275
  %280 = fadd float %279, 0x4168000000000000
  %281 = bitcast float %280 to i32
  %282 = fmul float %178, %275
  %283 = fadd float %282, 0x4168000000000000
  %284 = bitcast float %283 to i32
  %285 = fmul float %179, %275
  %286 = fadd float %285, 0x4168000000000000
  %287 = bitcast float %286 to i32
  %288 = bitcast i32 %278 to <4 x i8>
  %289 = bitcast i32 %281 to <4 x i8>
  %290 = shufflevector <4 x i8> %288, <4 x i8> %289, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %291 = bitcast <4 x i8> %290 to i32
  %292 = bitcast i32 %284 to <4 x i8>
  %293 = bitcast i32 %287 to <4 x i8>
  %294 = shufflevector <4 x i8> %292, <4 x i8> %293, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %295 = bitcast <4 x i8> %294 to i32
  %296 = bitcast i32 %291 to <4 x i8>
  %297 = bitcast i32 %295 to <4 x i8>
  %298 = shufflevector <4 x i8> %296, <4 x i8> %297, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %299 = bitcast <4 x i8> %298 to i32
  %300 = add i32 %180, 128
  %301 = sext i32 %300 to i64
  %302 = mul i64 %301, 4
  %303 = icmp slt i64 %302, 1024
  br i1 %303, label %then40, label %endif41

then38:                                           ; preds = %then
  %304 = fmul float %206, 0x3F80204080000000
  %305 = select i1 %205, float %304, float 0x7FF8000000000000
  %306 = lshr i64 %238, 5
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %307
  store float %305, ptr addrspace(3) %308, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then
  br label %endif

then40:                                           ; preds = %endif
  %309 = lshr i64 %302, 2
  %310 = mul i64 %309, 4
  %311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %310
  store i32 %299, ptr addrspace(3) %311, align 4
  %312 = and i64 %302, 31
  %313 = icmp eq i64 %312, 0
  br i1 %313, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif
  call void @llvm.nvvm.barrier0()
  %314 = add i32 %54, 31
  %315 = udiv i32 %314, 32
  store i32 0, ptr %v44, align 4
  br label %loop45

then42:                                           ; preds = %then40
  %316 = fmul float %270, 0x3F80204080000000
  %317 = select i1 %269, float %316, float 0x7FF8000000000000
  %318 = lshr i64 %302, 5
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %319
  store float %317, ptr addrspace(3) %320, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

loop45:                                           ; preds = %endif55, %endif41
  %321 = load i32, ptr %v44, align 4
  %322 = icmp slt i32 %321, %315
  br i1 %322, label %body46, label %done47

body46:                                           ; preds = %loop45
  %323 = load i32, ptr %v44, align 4
  %324 = add i32 %323, 1
  %325 = sext i32 %324 to i64
  %326 = mul i64 %325, 1024
  %327 = add i32 %57, 0
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = add i64 %326, %329
  %331 = icmp slt i64 %330, %58
  %332 = icmp slt i64 %329, 1024
  %333 = and i1 %331, %332
  %334 = select i1 %333, i64 %330, i64 0
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(1) %2, i64 %335
  %337 = load <4 x float>, ptr addrspace(1) %336, align 16
  %338 = extractelement <4 x float> %337, i32 0
  %339 = extractelement <4 x float> %337, i32 1
  %340 = extractelement <4 x float> %337, i32 2
  %341 = extractelement <4 x float> %337, i32 3
  %342 = add i32 %57, 128
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = add i64 %326, %344
  %346 = icmp slt i64 %345, %58
  %347 = icmp slt i64 %344, 1024
  %348 = and i1 %346, %347
  %349 = select i1 %348, i64 %345, i64 0
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %2, i64 %350
  %352 = load <4 x float>, ptr addrspace(1) %351, align 16
  %353 = extractelement <4 x float> %352, i32 0
  %354 = extractelement <4 x float> %352, i32 1
  %355 = extractelement <4 x float> %352, i32 2
  %356 = extractelement <4 x float> %352, i32 3
  %357 = mul i32 %323, 32
  %358 = add i32 %56, %357
  %359 = load i32, ptr %v6, align 4
  %360 = load i32, ptr %v7, align 4
  %361 = load i32, ptr %v8, align 4
  %362 = load i32, ptr %v9, align 4
  %363 = load i32, ptr %v10, align 4
  %364 = load i32, ptr %v11, align 4
  %365 = load i32, ptr %v12, align 4
  %366 = load i32, ptr %v13, align 4
  %367 = load i32, ptr %v14, align 4
  %368 = load i32, ptr %v15, align 4
  %369 = load i32, ptr %v16, align 4
  %370 = load i32, ptr %v17, align 4
  %371 = load i32, ptr %v18, align 4
  %372 = load i32, ptr %v19, align 4
  %373 = load i32, ptr %v20, align 4
  %374 = load i32, ptr %v21, align 4
  %375 = load i32, ptr %v22, align 4
  %376 = load i32, ptr %v23, align 4
  %377 = load i32, ptr %v24, align 4
  %378 = load i32, ptr %v25, align 4
  %379 = load i32, ptr %v26, align 4
  %380 = load i32, ptr %v27, align 4
  %381 = load i32, ptr %v28, align 4
  %382 = load i32, ptr %v29, align 4
  %383 = load i32, ptr %v30, align 4
  %384 = load i32, ptr %v31, align 4
  %385 = load i32, ptr %v32, align 4
  %386 = load i32, ptr %v33, align 4
  %387 = load i32, ptr %v34, align 4
  %388 = load i32, ptr %v35, align 4
  %389 = load i32, ptr %v36, align 4
  %390 = load i32, ptr %v37, align 4
  %391 = add i32 %358, 32
  %392 = icmp sgt i32 %391, %59
  %393 = select i1 %392, i32 %59, i32 %391
  %394 = lshr i32 %393, 3
  %395 = and i32 %393, 7
  %396 = sext i32 %394 to i64
  %397 = mul i64 %396, 144
  %398 = add i64 %397, 0
  %399 = getelementptr i8, ptr addrspace(1) %35, i64 %398
  %400 = getelementptr i8, ptr addrspace(1) %399, i64 0
  %401 = load <4 x i32>, ptr addrspace(1) %400, align 16
  %402 = extractelement <4 x i32> %401, i32 0
  %403 = extractelement <4 x i32> %401, i32 1
  %404 = extractelement <4 x i32> %401, i32 2
  %405 = extractelement <4 x i32> %401, i32 3
  %406 = sext i32 %395 to i64
  %407 = mul i64 %406, 16
  %408 = add i64 %407, 16
  %409 = add i64 %408, 0
  %410 = getelementptr i8, ptr addrspace(1) %399, i64 %409
  %411 = load <4 x i32>, ptr addrspace(1) %410, align 16
  %412 = extractelement <4 x i32> %411, i32 0
  %413 = extractelement <4 x i32> %411, i32 1
  %414 = extractelement <4 x i32> %411, i32 2
  %415 = extractelement <4 x i32> %411, i32 3
  store i32 %402, ptr %v6, align 4
  store i32 %403, ptr %v7, align 4
  store i32 %404, ptr %v8, align 4
  store i32 %405, ptr %v9, align 4
  store i32 %412, ptr %v10, align 4
  store i32 %413, ptr %v11, align 4
  store i32 %414, ptr %v12, align 4
  store i32 %415, ptr %v13, align 4
  %416 = lshr i32 %393, 3
  %417 = and i32 %393, 7
  %418 = sext i32 %416 to i64
  %419 = mul i64 %418, 144
  %420 = add i64 %419, 0
  %421 = getelementptr i8, ptr addrspace(1) %41, i64 %420
  %422 = getelementptr i8, ptr addrspace(1) %421, i64 0
  %423 = load <4 x i32>, ptr addrspace(1) %422, align 16
  %424 = extractelement <4 x i32> %423, i32 0
  %425 = extractelement <4 x i32> %423, i32 1
  %426 = extractelement <4 x i32> %423, i32 2
  %427 = extractelement <4 x i32> %423, i32 3
  %428 = sext i32 %417 to i64
  %429 = mul i64 %428, 16
  %430 = add i64 %429, 16
  %431 = add i64 %430, 0
  %432 = getelementptr i8, ptr addrspace(1) %421, i64 %431
  %433 = load <4 x i32>, ptr addrspace(1) %432, align 16
  %434 = extractelement <4 x i32> %433, i32 0
  %435 = extractelement <4 x i32> %433, i32 1
  %436 = extractelement <4 x i32> %433, i32 2
  %437 = extractelement <4 x i32> %433, i32 3
  store i32 %424, ptr %v14, align 4
  store i32 %425, ptr %v15, align 4
  store i32 %426, ptr %v16, align 4
  store i32 %427, ptr %v17, align 4
  store i32 %434, ptr %v18, align 4
  store i32 %435, ptr %v19, align 4
  store i32 %436, ptr %v20, align 4
  store i32 %437, ptr %v21, align 4
  %438 = lshr i32 %393, 3
  %439 = and i32 %393, 7
  %440 = sext i32 %438 to i64
  %441 = mul i64 %440, 144
  %442 = add i64 %441, 0
  %443 = getelementptr i8, ptr addrspace(1) %47, i64 %442
  %444 = getelementptr i8, ptr addrspace(1) %443, i64 0
  %445 = load <4 x i32>, ptr addrspace(1) %444, align 16
  %446 = extractelement <4 x i32> %445, i32 0
  %447 = extractelement <4 x i32> %445, i32 1
  %448 = extractelement <4 x i32> %445, i32 2
  %449 = extractelement <4 x i32> %445, i32 3
  %450 = sext i32 %439 to i64
  %451 = mul i64 %450, 16
  %452 = add i64 %451, 16
  %453 = add i64 %452, 0
  %454 = getelementptr i8, ptr addrspace(1) %443, i64 %453
  %455 = load <4 x i32>, ptr addrspace(1) %454, align 16
  %456 = extractelement <4 x i32> %455, i32 0
  %457 = extractelement <4 x i32> %455, i32 1
  %458 = extractelement <4 x i32> %455, i32 2
  %459 = extractelement <4 x i32> %455, i32 3
  store i32 %446, ptr %v22, align 4
  store i32 %447, ptr %v23, align 4
  store i32 %448, ptr %v24, align 4
  store i32 %449, ptr %v25, align 4
  store i32 %456, ptr %v26, align 4
  store i32 %457, ptr %v27, align 4
  store i32 %458, ptr %v28, align 4
  store i32 %459, ptr %v29, align 4
  %460 = lshr i32 %393, 3
  %461 = and i32 %393, 7
  %462 = sext i32 %460 to i64
  %463 = mul i64 %462, 144
  %464 = add i64 %463, 0
  %465 = getelementptr i8, ptr addrspace(1) %53, i64 %464
  %466 = getelementptr i8, ptr addrspace(1) %465, i64 0
  %467 = load <4 x i32>, ptr addrspace(1) %466, align 16
  %468 = extractelement <4 x i32> %467, i32 0
  %469 = extractelement <4 x i32> %467, i32 1
  %470 = extractelement <4 x i32> %467, i32 2
  %471 = extractelement <4 x i32> %467, i32 3
  %472 = sext i32 %461 to i64
  %473 = mul i64 %472, 16
  %474 = add i64 %473, 16
  %475 = add i64 %474, 0
  %476 = getelementptr i8, ptr addrspace(1) %465, i64 %475
  %477 = load <4 x i32>, ptr addrspace(1) %476, align 16
  %478 = extractelement <4 x i32> %477, i32 0
  %479 = extractelement <4 x i32> %477, i32 1
  %480 = extractelement <4 x i32> %477, i32 2
  %481 = extractelement <4 x i32> %477, i32 3
  store i32 %468, ptr %v30, align 4
  store i32 %469, ptr %v31, align 4
  store i32 %470, ptr %v32, align 4
  store i32 %471, ptr %v33, align 4
  store i32 %478, ptr %v34, align 4
  store i32 %479, ptr %v35, align 4
  store i32 %480, ptr %v36, align 4
  store i32 %481, ptr %v37, align 4
  %482 = icmp slt i32 %358, %54
  br i1 %482, label %then48, label %endif49

done47:                                           ; preds = %loop45
  %483 = load float, ptr %v2, align 4
  %484 = load float, ptr %v3, align 4
  %485 = load float, ptr %v4, align 4
  %486 = load float, ptr %v5, align 4
  %487 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %488 = and i32 %487, 31
  %489 = and i32 %488, 16
  %490 = icmp ne i32 %489, 0
  %491 = select i1 %490, float %485, float %483
  %492 = select i1 %490, float %483, float %485
  %493 = bitcast float %492 to i32
  %494 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %493, i32 16, i32 31)
  %495 = bitcast i32 %494 to float
  %496 = fadd float %491, %495
  %497 = select i1 %490, float %486, float %484
  %498 = select i1 %490, float %484, float %486
  %499 = bitcast float %498 to i32
  %500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %499, i32 16, i32 31)
  %501 = bitcast i32 %500 to float
  %502 = fadd float %497, %501
  %503 = and i32 %488, 8
  %504 = icmp ne i32 %503, 0
  %505 = select i1 %504, float %502, float %496
  %506 = select i1 %504, float %496, float %502
  %507 = bitcast float %506 to i32
  %508 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %507, i32 8, i32 31)
  %509 = bitcast i32 %508 to float
  %510 = fadd float %505, %509
  %511 = bitcast float %510 to i32
  %512 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %511, i32 4, i32 31)
  %513 = bitcast i32 %512 to float
  %514 = fadd float %510, %513
  %515 = bitcast float %514 to i32
  %516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %515, i32 2, i32 31)
  %517 = bitcast i32 %516 to float
  %518 = fadd float %514, %517
  %519 = bitcast float %518 to i32
  %520 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %519, i32 1, i32 31)
  %521 = bitcast i32 %520 to float
  %522 = fadd float %518, %521
  store float %522, ptr %v1, align 4
  %523 = and i1 %23, %15
  br i1 %523, label %then58, label %endif59

then48:                                           ; preds = %body46
  %524 = and i32 %323, 1
  %525 = sext i32 %524 to i64
  %526 = mul i64 %525, 1152
  %527 = getelementptr i8, ptr addrspace(3) @lds1, i64 %526
  %528 = sext i32 %323 to i64
  %529 = mul i64 %528, 1024
  %530 = lshr i32 %358, 3
  %531 = and i32 %358, 7
  %532 = lshr i32 %531, 1
  %533 = and i32 %531, 1
  %534 = mul i32 %530, 256
  %535 = mul i32 %532, 64
  %536 = mul i32 %533, 16
  %537 = add i32 %535, %536
  %538 = add i32 %534, %537
  %539 = sext i32 %538 to i64
  %540 = add i64 %539, 32
  %541 = sub i64 %539, %529
  %542 = add i64 %541, 0
  %543 = getelementptr i8, ptr addrspace(3) %527, i64 %542
  %544 = load <4 x i32>, ptr addrspace(3) %543, align 16
  %545 = extractelement <4 x i32> %544, i32 0
  %546 = extractelement <4 x i32> %544, i32 1
  %547 = extractelement <4 x i32> %544, i32 2
  %548 = extractelement <4 x i32> %544, i32 3
  %549 = getelementptr i8, ptr addrspace(3) %527, i64 1024
  %550 = lshr i64 %541, 5
  %551 = mul i64 %550, 4
  %552 = getelementptr i8, ptr addrspace(3) %549, i64 %551
  %553 = load float, ptr addrspace(3) %552, align 4
  %554 = sub i64 %540, %529
  %555 = add i64 %554, 0
  %556 = getelementptr i8, ptr addrspace(3) %527, i64 %555
  %557 = load <4 x i32>, ptr addrspace(3) %556, align 16
  %558 = extractelement <4 x i32> %557, i32 0
  %559 = extractelement <4 x i32> %557, i32 1
  %560 = extractelement <4 x i32> %557, i32 2
  %561 = extractelement <4 x i32> %557, i32 3
  %562 = getelementptr i8, ptr addrspace(3) %527, i64 1024
  %563 = lshr i64 %554, 5
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(3) %562, i64 %564
  %566 = load float, ptr addrspace(3) %565, align 4
  %567 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %545, i32 0)
  %568 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %546, i32 %567)
  %569 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %547, i32 %568)
  %570 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %548, i32 %569)
  %571 = sitofp i32 %570 to float
  %572 = fmul float %553, %571
  %573 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %558, i32 0)
  %574 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %559, i32 %573)
  %575 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %560, i32 %574)
  %576 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %561, i32 %575)
  %577 = sitofp i32 %576 to float
  %578 = fmul float %566, %577
  %579 = load float, ptr %v2, align 4
  %580 = and i32 %358, 7
  %581 = lshr i32 %580, 1
  %582 = and i32 %359, 65535
  %583 = trunc i32 %582 to i16
  %584 = bitcast i16 %583 to half
  %585 = fpext half %584 to float
  %586 = lshr i32 %359, 16
  %587 = trunc i32 %586 to i16
  %588 = bitcast i16 %587 to half
  %589 = fpext half %588 to float
  %590 = and i32 %360, 1061109567
  %591 = and i32 %361, 1061109567
  %592 = and i32 %362, 252645135
  %593 = lshr i32 %360, 2
  %594 = and i32 %593, 808464432
  %595 = or i32 %592, %594
  %596 = lshr i32 %362, 4
  %597 = and i32 %596, 252645135
  %598 = lshr i32 %361, 2
  %599 = and i32 %598, 808464432
  %600 = or i32 %597, %599
  %601 = icmp ult i32 %581, 2
  %602 = and i32 %581, 1
  %603 = mul i32 %602, 16
  %604 = select i1 %601, i32 %590, i32 %595
  %605 = lshr i32 %604, %603
  %606 = select i1 %601, i32 %591, i32 %600
  %607 = lshr i32 %606, %603
  %608 = and i32 %363, 252645135
  %609 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %608, i32 %545, i32 0)
  %610 = and i32 %364, 252645135
  %611 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %610, i32 %546, i32 %609)
  %612 = and i32 %365, 252645135
  %613 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %612, i32 %547, i32 %611)
  %614 = and i32 %366, 252645135
  %615 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %614, i32 %548, i32 %613)
  %616 = lshr i32 %605, 0
  %617 = and i32 %616, 255
  %618 = mul i32 %617, %615
  %619 = sitofp i32 %618 to float
  %620 = bitcast i32 %607 to <4 x i8>
  %621 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %620, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %622 = bitcast <4 x i8> %621 to i32
  %623 = bitcast i32 %622 to float
  %624 = fadd float %623, 0xC160000000000000
  %625 = lshr i32 %363, 4
  %626 = and i32 %625, 252645135
  %627 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %626, i32 %558, i32 0)
  %628 = lshr i32 %364, 4
  %629 = and i32 %628, 252645135
  %630 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %629, i32 %559, i32 %627)
  %631 = lshr i32 %365, 4
  %632 = and i32 %631, 252645135
  %633 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %632, i32 %560, i32 %630)
  %634 = lshr i32 %366, 4
  %635 = and i32 %634, 252645135
  %636 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %635, i32 %561, i32 %633)
  %637 = lshr i32 %605, 8
  %638 = and i32 %637, 255
  %639 = mul i32 %638, %636
  %640 = sitofp i32 %639 to float
  %641 = bitcast i32 %607 to <4 x i8>
  %642 = shufflevector <4 x i8> %641, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %643 = bitcast <4 x i8> %642 to i32
  %644 = bitcast i32 %643 to float
  %645 = fadd float %644, 0xC160000000000000
  %646 = fmul float %640, %566
  %647 = call float @llvm.fma.f32(float %619, float %553, float %646)
  %648 = fmul float %645, %578
  %649 = call float @llvm.fma.f32(float %624, float %572, float %648)
  %650 = call float @llvm.fma.f32(float %585, float %647, float %579)
  %651 = fneg float %589
  %652 = call float @llvm.fma.f32(float %651, float %649, float %650)
  store float %652, ptr %v2, align 4
  %653 = load float, ptr %v3, align 4
  %654 = and i32 %358, 7
  %655 = lshr i32 %654, 1
  %656 = and i32 %367, 65535
  %657 = trunc i32 %656 to i16
  %658 = bitcast i16 %657 to half
  %659 = fpext half %658 to float
  %660 = lshr i32 %367, 16
  %661 = trunc i32 %660 to i16
  %662 = bitcast i16 %661 to half
  %663 = fpext half %662 to float
  %664 = and i32 %368, 1061109567
  %665 = and i32 %369, 1061109567
  %666 = and i32 %370, 252645135
  %667 = lshr i32 %368, 2
  %668 = and i32 %667, 808464432
  %669 = or i32 %666, %668
  %670 = lshr i32 %370, 4
  %671 = and i32 %670, 252645135
  %672 = lshr i32 %369, 2
  %673 = and i32 %672, 808464432
  %674 = or i32 %671, %673
  %675 = icmp ult i32 %655, 2
  %676 = and i32 %655, 1
  %677 = mul i32 %676, 16
  %678 = select i1 %675, i32 %664, i32 %669
  %679 = lshr i32 %678, %677
  %680 = select i1 %675, i32 %665, i32 %674
  %681 = lshr i32 %680, %677
  %682 = and i32 %371, 252645135
  %683 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %682, i32 %545, i32 0)
  %684 = and i32 %372, 252645135
  %685 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %684, i32 %546, i32 %683)
  %686 = and i32 %373, 252645135
  %687 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %686, i32 %547, i32 %685)
  %688 = and i32 %374, 252645135
  %689 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %688, i32 %548, i32 %687)
  %690 = lshr i32 %679, 0
  %691 = and i32 %690, 255
  %692 = mul i32 %691, %689
  %693 = sitofp i32 %692 to float
  %694 = bitcast i32 %681 to <4 x i8>
  %695 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %694, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %696 = bitcast <4 x i8> %695 to i32
  %697 = bitcast i32 %696 to float
  %698 = fadd float %697, 0xC160000000000000
  %699 = lshr i32 %371, 4
  %700 = and i32 %699, 252645135
  %701 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %700, i32 %558, i32 0)
  %702 = lshr i32 %372, 4
  %703 = and i32 %702, 252645135
  %704 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %703, i32 %559, i32 %701)
  %705 = lshr i32 %373, 4
  %706 = and i32 %705, 252645135
  %707 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %706, i32 %560, i32 %704)
  %708 = lshr i32 %374, 4
  %709 = and i32 %708, 252645135
  %710 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %709, i32 %561, i32 %707)
  %711 = lshr i32 %679, 8
  %712 = and i32 %711, 255
  %713 = mul i32 %712, %710
  %714 = sitofp i32 %713 to float
  %715 = bitcast i32 %681 to <4 x i8>
  %716 = shufflevector <4 x i8> %715, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %717 = bitcast <4 x i8> %716 to i32
  %718 = bitcast i32 %717 to float
  %719 = fadd float %718, 0xC160000000000000
  %720 = fmul float %714, %566
  %721 = call float @llvm.fma.f32(float %693, float %553, float %720)
  %722 = fmul float %719, %578
  %723 = call float @llvm.fma.f32(float %698, float %572, float %722)
  %724 = call float @llvm.fma.f32(float %659, float %721, float %653)
  %725 = fneg float %663
  %726 = call float @llvm.fma.f32(float %725, float %723, float %724)
  store float %726, ptr %v3, align 4
  %727 = load float, ptr %v4, align 4
  %728 = and i32 %358, 7
  %729 = lshr i32 %728, 1
  %730 = and i32 %375, 65535
  %731 = trunc i32 %730 to i16
  %732 = bitcast i16 %731 to half
  %733 = fpext half %732 to float
  %734 = lshr i32 %375, 16
  %735 = trunc i32 %734 to i16
  %736 = bitcast i16 %735 to half
  %737 = fpext half %736 to float
  %738 = and i32 %376, 1061109567
  %739 = and i32 %377, 1061109567
  %740 = and i32 %378, 252645135
  %741 = lshr i32 %376, 2
  %742 = and i32 %741, 808464432
  %743 = or i32 %740, %742
  %744 = lshr i32 %378, 4
  %745 = and i32 %744, 252645135
  %746 = lshr i32 %377, 2
  %747 = and i32 %746, 808464432
  %748 = or i32 %745, %747
  %749 = icmp ult i32 %729, 2
  %750 = and i32 %729, 1
  %751 = mul i32 %750, 16
  %752 = select i1 %749, i32 %738, i32 %743
  %753 = lshr i32 %752, %751
  %754 = select i1 %749, i32 %739, i32 %748
  %755 = lshr i32 %754, %751
  %756 = and i32 %379, 252645135
  %757 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %756, i32 %545, i32 0)
  %758 = and i32 %380, 252645135
  %759 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %758, i32 %546, i32 %757)
  %760 = and i32 %381, 252645135
  %761 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %760, i32 %547, i32 %759)
  %762 = and i32 %382, 252645135
  %763 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %762, i32 %548, i32 %761)
  %764 = lshr i32 %753, 0
  %765 = and i32 %764, 255
  %766 = mul i32 %765, %763
  %767 = sitofp i32 %766 to float
  %768 = bitcast i32 %755 to <4 x i8>
  %769 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %768, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %770 = bitcast <4 x i8> %769 to i32
  %771 = bitcast i32 %770 to float
  %772 = fadd float %771, 0xC160000000000000
  %773 = lshr i32 %379, 4
  %774 = and i32 %773, 252645135
  %775 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %774, i32 %558, i32 0)
  %776 = lshr i32 %380, 4
  %777 = and i32 %776, 252645135
  %778 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %777, i32 %559, i32 %775)
  %779 = lshr i32 %381, 4
  %780 = and i32 %779, 252645135
  %781 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %780, i32 %560, i32 %778)
  %782 = lshr i32 %382, 4
  %783 = and i32 %782, 252645135
  %784 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %783, i32 %561, i32 %781)
  %785 = lshr i32 %753, 8
  %786 = and i32 %785, 255
  %787 = mul i32 %786, %784
  %788 = sitofp i32 %787 to float
  %789 = bitcast i32 %755 to <4 x i8>
  %790 = shufflevector <4 x i8> %789, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %791 = bitcast <4 x i8> %790 to i32
  %792 = bitcast i32 %791 to float
  %793 = fadd float %792, 0xC160000000000000
  %794 = fmul float %788, %566
  %795 = call float @llvm.fma.f32(float %767, float %553, float %794)
  %796 = fmul float %793, %578
  %797 = call float @llvm.fma.f32(float %772, float %572, float %796)
  %798 = call float @llvm.fma.f32(float %733, float %795, float %727)
  %799 = fneg float %737
  %800 = call float @llvm.fma.f32(float %799, float %797, float %798)
  store float %800, ptr %v4, align 4
  %801 = load float, ptr %v5, align 4
  %802 = and i32 %358, 7
  %803 = lshr i32 %802, 1
  %804 = and i32 %383, 65535
  %805 = trunc i32 %804 to i16
  %806 = bitcast i16 %805 to half
  %807 = fpext half %806 to float
  %808 = lshr i32 %383, 16
  %809 = trunc i32 %808 to i16
  %810 = bitcast i16 %809 to half
  %811 = fpext half %810 to float
  %812 = and i32 %384, 1061109567
  %813 = and i32 %385, 1061109567
  %814 = and i32 %386, 252645135
  %815 = lshr i32 %384, 2
  %816 = and i32 %815, 808464432
  %817 = or i32 %814, %816
  %818 = lshr i32 %386, 4
  %819 = and i32 %818, 252645135
  %820 = lshr i32 %385, 2
  %821 = and i32 %820, 808464432
  %822 = or i32 %819, %821
  %823 = icmp ult i32 %803, 2
  %824 = and i32 %803, 1
  %825 = mul i32 %824, 16
  %826 = select i1 %823, i32 %812, i32 %817
  %827 = lshr i32 %826, %825
  %828 = select i1 %823, i32 %813, i32 %822
  %829 = lshr i32 %828, %825
  %830 = and i32 %387, 252645135
  %831 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %830, i32 %545, i32 0)
  %832 = and i32 %388, 252645135
  %833 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %832, i32 %546, i32 %831)
  %834 = and i32 %389, 252645135
  %835 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %834, i32 %547, i32 %833)
  %836 = and i32 %390, 252645135
  %837 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %836, i32 %548, i32 %835)
  %838 = lshr i32 %827, 0
  %839 = and i32 %838, 255
  %840 = mul i32 %839, %837
  %841 = sitofp i32 %840 to float
  %842 = bitcast i32 %829 to <4 x i8>
  %843 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %842, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %844 = bitcast <4 x i8> %843 to i32
  %845 = bitcast i32 %844 to float
  %846 = fadd float %845, 0xC160000000000000
  %847 = lshr i32 %387, 4
  %848 = and i32 %847, 252645135
  %849 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %848, i32 %558, i32 0)
  %850 = lshr i32 %388, 4
  %851 = and i32 %850, 252645135
  %852 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %851, i32 %559, i32 %849)
  %853 = lshr i32 %389, 4
  %854 = and i32 %853, 252645135
  %855 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %854, i32 %560, i32 %852)
  %856 = lshr i32 %390, 4
  %857 = and i32 %856, 252645135
  %858 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %857, i32 %561, i32 %855)
  %859 = lshr i32 %827, 8
  %860 = and i32 %859, 255
  %861 = mul i32 %860, %858
  %862 = sitofp i32 %861 to float
  %863 = bitcast i32 %829 to <4 x i8>
  %864 = shufflevector <4 x i8> %863, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %865 = bitcast <4 x i8> %864 to i32
  %866 = bitcast i32 %865 to float
  %867 = fadd float %866, 0xC160000000000000
  %868 = fmul float %862, %566
  %869 = call float @llvm.fma.f32(float %841, float %553, float %868)
  %870 = fmul float %867, %578
  %871 = call float @llvm.fma.f32(float %846, float %572, float %870)
  %872 = call float @llvm.fma.f32(float %807, float %869, float %801)
  %873 = fneg float %811
  %874 = call float @llvm.fma.f32(float %873, float %871, float %872)
  store float %874, ptr %v5, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %body46
  %875 = add i32 %323, 1
  %876 = and i32 %875, 1
  %877 = sext i32 %876 to i64
  %878 = mul i64 %877, 1152
  %879 = getelementptr i8, ptr addrspace(3) @lds1, i64 %878
  %880 = getelementptr i8, ptr addrspace(3) %879, i64 1024
  %881 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %882 = bitcast float %338 to i32
  %883 = and i32 %882, 2147483647
  %884 = bitcast float %339 to i32
  %885 = and i32 %884, 2147483647
  %886 = bitcast float %340 to i32
  %887 = and i32 %886, 2147483647
  %888 = bitcast float %341 to i32
  %889 = and i32 %888, 2147483647
  %890 = icmp ugt i32 %883, %885
  %891 = select i1 %890, i32 %883, i32 %885
  %892 = icmp ugt i32 %887, %889
  %893 = select i1 %892, i32 %887, i32 %889
  %894 = icmp ugt i32 %891, %893
  %895 = select i1 %894, i32 %891, i32 %893
  %896 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %895, i32 1, i32 31)
  %897 = icmp ugt i32 %895, %896
  %898 = select i1 %897, i32 %895, i32 %896
  %899 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %898, i32 2, i32 31)
  %900 = icmp ugt i32 %898, %899
  %901 = select i1 %900, i32 %898, i32 %899
  %902 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %901, i32 4, i32 31)
  %903 = icmp ugt i32 %901, %902
  %904 = select i1 %903, i32 %901, i32 %902
  %905 = and i32 %904, 2147483647
  %906 = icmp ult i32 %905, 2139095040
  %907 = bitcast i32 %904 to float
  %908 = fdiv float 1.270000e+02, %907
  %909 = bitcast float %908 to i32
  %910 = and i32 %909, 2147483647
  %911 = icmp ult i32 %910, 2139095040
  %912 = select i1 %911, float %908, float 0.000000e+00
  %913 = fmul float %338, %912
  %914 = fadd float %913, 0x4168000000000000
  %915 = bitcast float %914 to i32
  %916 = fmul float %339, %912
  %917 = fadd float %916, 0x4168000000000000
  %918 = bitcast float %917 to i32
  %919 = fmul float %340, %912
  %920 = fadd float %919, 0x4168000000000000
  %921 = bitcast float %920 to i32
  %922 = fmul float %341, %912
  %923 = fadd float %922, 0x4168000000000000
  %924 = bitcast float %923 to i32
  %925 = bitcast i32 %915 to <4 x i8>
  %926 = bitcast i32 %918 to <4 x i8>
  %927 = shufflevector <4 x i8> %925, <4 x i8> %926, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %928 = bitcast <4 x i8> %927 to i32
  %929 = bitcast i32 %921 to <4 x i8>
  %930 = bitcast i32 %924 to <4 x i8>
  %931 = shufflevector <4 x i8> %929, <4 x i8> %930, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %932 = bitcast <4 x i8> %931 to i32
  %933 = bitcast i32 %928 to <4 x i8>
  %934 = bitcast i32 %932 to <4 x i8>
  %935 = shufflevector <4 x i8> %933, <4 x i8> %934, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %936 = bitcast <4 x i8> %935 to i32
  %937 = add i32 %881, 0
  %938 = sext i32 %937 to i64
  %939 = mul i64 %938, 4
  %940 = icmp slt i64 %939, 1024
  br i1 %940, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %941 = lshr i64 %939, 2
  %942 = mul i64 %941, 4
  %943 = getelementptr i8, ptr addrspace(3) %879, i64 %942
  store i32 %936, ptr addrspace(3) %943, align 4
  %944 = and i64 %939, 31
  %945 = icmp eq i64 %944, 0
  br i1 %945, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif49
  %946 = bitcast float %353 to i32
  %947 = and i32 %946, 2147483647
  %948 = bitcast float %354 to i32
  %949 = and i32 %948, 2147483647
  %950 = bitcast float %355 to i32
  %951 = and i32 %950, 2147483647
  %952 = bitcast float %356 to i32
  %953 = and i32 %952, 2147483647
  %954 = icmp ugt i32 %947, %949
  %955 = select i1 %954, i32 %947, i32 %949
  %956 = icmp ugt i32 %951, %953
  %957 = select i1 %956, i32 %951, i32 %953
  %958 = icmp ugt i32 %955, %957
  %959 = select i1 %958, i32 %955, i32 %957
  %960 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 1, i32 31)
  %961 = icmp ugt i32 %959, %960
  %962 = select i1 %961, i32 %959, i32 %960
  %963 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %962, i32 2, i32 31)
  %964 = icmp ugt i32 %962, %963
  %965 = select i1 %964, i32 %962, i32 %963
  %966 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 4, i32 31)
  %967 = icmp ugt i32 %965, %966
  %968 = select i1 %967, i32 %965, i32 %966
  %969 = and i32 %968, 2147483647
  %970 = icmp ult i32 %969, 2139095040
  %971 = bitcast i32 %968 to float
  %972 = fdiv float 1.270000e+02, %971
  %973 = bitcast float %972 to i32
  %974 = and i32 %973, 2147483647
  %975 = icmp ult i32 %974, 2139095040
  %976 = select i1 %975, float %972, float 0.000000e+00
  %977 = fmul float %353, %976
  %978 = fadd float %977, 0x4168000000000000
  %979 = bitcast float %978 to i32
  %980 = fmul float %354, %976
  %981 = fadd float %980, 0x4168000000000000
  %982 = bitcast float %981 to i32
  %983 = fmul float %355, %976
  %984 = fadd float %983, 0x4168000000000000
  %985 = bitcast float %984 to i32
  %986 = fmul float %356, %976
  %987 = fadd float %986, 0x4168000000000000
  %988 = bitcast float %987 to i32
  %989 = bitcast i32 %979 to <4 x i8>
  %990 = bitcast i32 %982 to <4 x i8>
  %991 = shufflevector <4 x i8> %989, <4 x i8> %990, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %992 = bitcast <4 x i8> %991 to i32
  %993 = bitcast i32 %985 to <4 x i8>
  %994 = bitcast i32 %988 to <4 x i8>
  %995 = shufflevector <4 x i8> %993, <4 x i8> %994, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %996 = bitcast <4 x i8> %995 to i32
  %997 = bitcast i32 %992 to <4 x i8>
  %998 = bitcast i32 %996 to <4 x i8>
  %999 = shufflevector <4 x i8> %997, <4 x i8> %998, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1000 = bitcast <4 x i8> %999 to i32
  %1001 = add i32 %881, 128
  %1002 = sext i32 %1001 to i64
  %1003 = mul i64 %1002, 4
  %1004 = icmp slt i64 %1003, 1024
  br i1 %1004, label %then54, label %endif55

then52:                                           ; preds = %then50
  %1005 = fmul float %907, 0x3F80204080000000
  %1006 = select i1 %906, float %1005, float 0x7FF8000000000000
  %1007 = lshr i64 %939, 5
  %1008 = mul i64 %1007, 4
  %1009 = getelementptr i8, ptr addrspace(3) %880, i64 %1008
  store float %1006, ptr addrspace(3) %1009, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %endif51
  %1010 = lshr i64 %1003, 2
  %1011 = mul i64 %1010, 4
  %1012 = getelementptr i8, ptr addrspace(3) %879, i64 %1011
  store i32 %1000, ptr addrspace(3) %1012, align 4
  %1013 = and i64 %1003, 31
  %1014 = icmp eq i64 %1013, 0
  br i1 %1014, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %endif51
  call void @llvm.nvvm.barrier0()
  %1015 = load i32, ptr %v44, align 4
  %1016 = add i32 %1015, 1
  store i32 %1016, ptr %v44, align 4
  br label %loop45

then56:                                           ; preds = %then54
  %1017 = fmul float %971, 0x3F80204080000000
  %1018 = select i1 %970, float %1017, float 0x7FF8000000000000
  %1019 = lshr i64 %1003, 5
  %1020 = mul i64 %1019, 4
  %1021 = getelementptr i8, ptr addrspace(3) %880, i64 %1020
  store float %1018, ptr addrspace(3) %1021, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %done47
  %1022 = load float, ptr %v1, align 4
  %1023 = add i32 %22, %13
  %1024 = icmp slt i32 %1023, %3
  br i1 %1024, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %done47
  %1025 = load i32, ptr %v, align 4
  %1026 = add i32 %1025, 4
  store i32 %1026, ptr %v, align 4
  br label %loop

then60:                                           ; preds = %then58
  %1027 = add i32 0, %1023
  %1028 = sext i32 %1027 to i64
  %1029 = mul i64 %1028, 4
  %1030 = getelementptr i8, ptr addrspace(1) %0, i64 %1029
  store float %1022, ptr addrspace(1) %1030, align 4
  br label %endif61

endif61:                                          ; preds = %then60, %then58
  br label %endif59
}

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

!0 = !{ptr @strata_matvec_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_q4_k, !"maxntidx", i32 128}
