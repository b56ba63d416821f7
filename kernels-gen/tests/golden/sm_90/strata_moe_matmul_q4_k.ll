; ModuleID = 'strata_moe_matmul_q4_k'
source_filename = "strata_moe_matmul_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [18432 x i8] undef, align 16

define void @strata_moe_matmul_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  %v131 = alloca i32, align 4
  %v68 = alloca i32, align 4
  %v67 = alloca i32, align 4
  %v66 = alloca i32, align 4
  %v65 = alloca i32, align 4
  %v64 = alloca i32, align 4
  %v63 = alloca i32, align 4
  %v62 = alloca i32, align 4
  %v61 = alloca i32, align 4
  %v60 = alloca i32, align 4
  %v59 = alloca i32, align 4
  %v58 = alloca i32, align 4
  %v57 = alloca i32, align 4
  %v56 = alloca i32, align 4
  %v55 = alloca i32, align 4
  %v54 = alloca i32, align 4
  %v53 = alloca i32, align 4
  %v52 = alloca i32, align 4
  %v51 = alloca i32, align 4
  %v50 = alloca i32, align 4
  %v49 = alloca i32, align 4
  %v48 = alloca i32, align 4
  %v47 = alloca i32, align 4
  %v46 = alloca i32, align 4
  %v45 = alloca i32, align 4
  %v44 = alloca i32, align 4
  %v43 = alloca i32, align 4
  %v42 = alloca i32, align 4
  %v41 = alloca i32, align 4
  %v40 = alloca i32, align 4
  %v39 = alloca i32, align 4
  %v38 = alloca i32, align 4
  %v37 = alloca i32, align 4
  %v36 = alloca float, align 4
  %v35 = alloca float, align 4
  %v34 = alloca float, align 4
  %v33 = alloca float, align 4
  %v32 = alloca float, align 4
  %v31 = alloca float, align 4
  %v30 = alloca float, align 4
  %v29 = alloca float, align 4
  %v28 = alloca float, align 4
  %v27 = alloca float, align 4
  %v26 = alloca float, align 4
  %v25 = alloca float, align 4
  %v24 = alloca float, align 4
  %v23 = alloca float, align 4
  %v22 = alloca float, align 4
  %v21 = alloca float, align 4
  %v20 = alloca float, align 4
  %v19 = alloca float, align 4
  %v18 = alloca float, align 4
  %v17 = alloca float, align 4
  %v16 = alloca float, align 4
  %v15 = alloca float, align 4
  %v14 = alloca float, align 4
  %v13 = alloca float, align 4
  %v12 = alloca float, align 4
  %v11 = alloca float, align 4
  %v10 = alloca float, align 4
  %v9 = alloca float, align 4
  %v8 = alloca float, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca i32, align 4
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = sext i32 %6 to i64
  %8 = mul i64 %7, 8
  %9 = getelementptr i8, ptr addrspace(1) %1, i64 %8
  %10 = load i64, ptr addrspace(1) %9, align 8
  %11 = inttoptr i64 %10 to ptr addrspace(1)
  %12 = mul i32 %6, 2
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = add i32 %12, 1
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %2, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  store i32 0, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %done4, %entry
  %22 = load i32, ptr %v, align 4
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %body, label %done

body:                                             ; preds = %loop
  %24 = load i32, ptr %v, align 4
  %25 = add i32 %16, %24
  %26 = sub i32 %21, %24
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = lshr i32 %27, 5
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = mul i32 %29, 16
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = and i32 %31, 31
  %33 = lshr i32 %32, 3
  %34 = and i32 %32, 7
  %35 = icmp eq i32 %34, 0
  store i32 %28, ptr %v1, align 4
  br label %loop2

done:                                             ; preds = %loop
  ret void

loop2:                                            ; preds = %endif216, %body
  %36 = load i32, ptr %v1, align 4
  %37 = icmp slt i32 %36, 4
  br i1 %37, label %body3, label %done4

body3:                                            ; preds = %loop2
  %38 = load i32, ptr %v1, align 4
  %39 = mul i32 %38, 4
  %40 = add i32 %30, %39
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = and i32 %41, 31
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = sext i32 %5 to i64
  %45 = udiv i64 %44, 256
  %46 = mul i64 %45, 144
  %47 = sub i32 %4, 1
  %48 = add i32 %40, 0
  %49 = icmp sgt i32 %48, %47
  %50 = select i1 %49, i32 %47, i32 %48
  %51 = sext i32 %50 to i64
  %52 = mul i64 %51, %46
  %53 = getelementptr i8, ptr addrspace(1) %11, i64 %52
  %54 = add i32 %40, 1
  %55 = icmp sgt i32 %54, %47
  %56 = select i1 %55, i32 %47, i32 %54
  %57 = sext i32 %56 to i64
  %58 = mul i64 %57, %46
  %59 = getelementptr i8, ptr addrspace(1) %11, i64 %58
  %60 = add i32 %40, 2
  %61 = icmp sgt i32 %60, %47
  %62 = select i1 %61, i32 %47, i32 %60
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, %46
  %65 = getelementptr i8, ptr addrspace(1) %11, i64 %64
  %66 = add i32 %40, 3
  %67 = icmp sgt i32 %66, %47
  %68 = select i1 %67, i32 %47, i32 %66
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, %46
  %71 = getelementptr i8, ptr addrspace(1) %11, i64 %70
  store float 0.000000e+00, ptr %v5, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  store float 0.000000e+00, ptr %v14, align 4
  store float 0.000000e+00, ptr %v15, align 4
  store float 0.000000e+00, ptr %v16, align 4
  store float 0.000000e+00, ptr %v17, align 4
  store float 0.000000e+00, ptr %v18, align 4
  store float 0.000000e+00, ptr %v19, align 4
  store float 0.000000e+00, ptr %v20, align 4
  store float 0.000000e+00, ptr %v21, align 4
  store float 0.000000e+00, ptr %v22, align 4
  store float 0.000000e+00, ptr %v23, align 4
  store float 0.000000e+00, ptr %v24, align 4
  store float 0.000000e+00, ptr %v25, align 4
  store float 0.000000e+00, ptr %v26, align 4
  store float 0.000000e+00, ptr %v27, align 4
  store float 0.000000e+00, ptr %v28, align 4
  store float 0.000000e+00, ptr %v29, align 4
  store float 0.000000e+00, ptr %v30, align 4
  store float 0.000000e+00, ptr %v31, align 4
  store float 0.000000e+00, ptr %v32, align 4
  store float 0.000000e+00, ptr %v33, align 4
  store float 0.000000e+00, ptr %v34, align 4
  store float 0.000000e+00, ptr %v35, align 4
  store float 0.000000e+00, ptr %v36, align 4
  %72 = sub i32 %26, 1
  %73 = sext i32 %5 to i64
  %74 = icmp sgt i32 0, %72
  %75 = select i1 %74, i32 %72, i32 0
  %76 = add i32 %25, %75
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, %73
  %79 = mul i64 %78, 4
  %80 = getelementptr i8, ptr addrspace(1) %3, i64 %79
  %81 = icmp sgt i32 1, %72
  %82 = select i1 %81, i32 %72, i32 1
  %83 = add i32 %25, %82
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, %73
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %3, i64 %86
  %88 = icmp sgt i32 2, %72
  %89 = select i1 %88, i32 %72, i32 2
  %90 = add i32 %25, %89
  %91 = sext i32 %90 to i64
  %92 = mul i64 %91, %73
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %3, i64 %93
  %95 = icmp sgt i32 3, %72
  %96 = select i1 %95, i32 %72, i32 3
  %97 = add i32 %25, %96
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, %73
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %3, i64 %100
  %102 = icmp sgt i32 4, %72
  %103 = select i1 %102, i32 %72, i32 4
  %104 = add i32 %25, %103
  %105 = sext i32 %104 to i64
  %106 = mul i64 %105, %73
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr addrspace(1) %3, i64 %107
  %109 = icmp sgt i32 5, %72
  %110 = select i1 %109, i32 %72, i32 5
  %111 = add i32 %25, %110
  %112 = sext i32 %111 to i64
  %113 = mul i64 %112, %73
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %3, i64 %114
  %116 = icmp sgt i32 6, %72
  %117 = select i1 %116, i32 %72, i32 6
  %118 = add i32 %25, %117
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, %73
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %3, i64 %121
  %123 = icmp sgt i32 7, %72
  %124 = select i1 %123, i32 %72, i32 7
  %125 = add i32 %25, %124
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, %73
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %3, i64 %128
  %130 = udiv i32 %5, 32
  %131 = sub i32 %130, 1
  %132 = icmp sgt i32 %42, %131
  %133 = select i1 %132, i32 %131, i32 %42
  %134 = lshr i32 %133, 3
  %135 = and i32 %133, 7
  %136 = sext i32 %134 to i64
  %137 = mul i64 %136, 144
  %138 = add i64 %137, 0
  %139 = getelementptr i8, ptr addrspace(1) %53, i64 %138
  %140 = getelementptr i8, ptr addrspace(1) %139, i64 0
  %141 = load <4 x i32>, ptr addrspace(1) %140, align 16
  %142 = extractelement <4 x i32> %141, i32 0
  %143 = extractelement <4 x i32> %141, i32 1
  %144 = extractelement <4 x i32> %141, i32 2
  %145 = extractelement <4 x i32> %141, i32 3
  %146 = sext i32 %135 to i64
  %147 = mul i64 %146, 16
  %148 = add i64 %147, 16
  %149 = add i64 %148, 0
  %150 = getelementptr i8, ptr addrspace(1) %139, i64 %149
  %151 = load <4 x i32>, ptr addrspace(1) %150, align 16
  %152 = extractelement <4 x i32> %151, i32 0
  %153 = extractelement <4 x i32> %151, i32 1
  %154 = extractelement <4 x i32> %151, i32 2
  %155 = extractelement <4 x i32> %151, i32 3
  store i32 %142, ptr %v37, align 4
  store i32 %143, ptr %v38, align 4
  store i32 %144, ptr %v39, align 4
  store i32 %145, ptr %v40, align 4
  store i32 %152, ptr %v41, align 4
  store i32 %153, ptr %v42, align 4
  store i32 %154, ptr %v43, align 4
  store i32 %155, ptr %v44, align 4
  %156 = lshr i32 %133, 3
  %157 = and i32 %133, 7
  %158 = sext i32 %156 to i64
  %159 = mul i64 %158, 144
  %160 = add i64 %159, 0
  %161 = getelementptr i8, ptr addrspace(1) %59, i64 %160
  %162 = getelementptr i8, ptr addrspace(1) %161, i64 0
  %163 = load <4 x i32>, ptr addrspace(1) %162, align 16
  %164 = extractelement <4 x i32> %163, i32 0
  %165 = extractelement <4 x i32> %163, i32 1
  %166 = extractelement <4 x i32> %163, i32 2
  %167 = extractelement <4 x i32> %163, i32 3
  %168 = sext i32 %157 to i64
  %169 = mul i64 %168, 16
  %170 = add i64 %169, 16
  %171 = add i64 %170, 0
  %172 = getelementptr i8, ptr addrspace(1) %161, i64 %171
  %173 = load <4 x i32>, ptr addrspace(1) %172, align 16
  %174 = extractelement <4 x i32> %173, i32 0
  %175 = extractelement <4 x i32> %173, i32 1
  %176 = extractelement <4 x i32> %173, i32 2
  %177 = extractelement <4 x i32> %173, i32 3
  store i32 %164, ptr %v45, align 4
  store i32 %165, ptr %v46, align 4
  store i32 %166, ptr %v47, align 4
  store i32 %167, ptr %v48, align 4
  store i32 %174, ptr %v49, align 4
  store i32 %175, ptr %v50, align 4
  store i32 %176, ptr %v51, align 4
  store i32 %177, ptr %v52, align 4
  %178 = lshr i32 %133, 3
  %179 = and i32 %133, 7
  %180 = sext i32 %178 to i64
  %181 = mul i64 %180, 144
  %182 = add i64 %181, 0
  %183 = getelementptr i8, ptr addrspace(1) %65, i64 %182
  %184 = getelementptr i8, ptr addrspace(1) %183, i64 0
  %185 = load <4 x i32>, ptr addrspace(1) %184, align 16
  %186 = extractelement <4 x i32> %185, i32 0
  %187 = extractelement <4 x i32> %185, i32 1
  %188 = extractelement <4 x i32> %185, i32 2
  %189 = extractelement <4 x i32> %185, i32 3
  %190 = sext i32 %179 to i64
  %191 = mul i64 %190, 16
  %192 = add i64 %191, 16
  %193 = add i64 %192, 0
  %194 = getelementptr i8, ptr addrspace(1) %183, i64 %193
  %195 = load <4 x i32>, ptr addrspace(1) %194, align 16
  %196 = extractelement <4 x i32> %195, i32 0
  %197 = extractelement <4 x i32> %195, i32 1
  %198 = extractelement <4 x i32> %195, i32 2
  %199 = extractelement <4 x i32> %195, i32 3
  store i32 %186, ptr %v53, align 4
  store i32 %187, ptr %v54, align 4
  store i32 %188, ptr %v55, align 4
  store i32 %189, ptr %v56, align 4
  store i32 %196, ptr %v57, align 4
  store i32 %197, ptr %v58, align 4
  store i32 %198, ptr %v59, align 4
  store i32 %199, ptr %v60, align 4
  %200 = lshr i32 %133, 3
  %201 = and i32 %133, 7
  %202 = sext i32 %200 to i64
  %203 = mul i64 %202, 144
  %204 = add i64 %203, 0
  %205 = getelementptr i8, ptr addrspace(1) %71, i64 %204
  %206 = getelementptr i8, ptr addrspace(1) %205, i64 0
  %207 = load <4 x i32>, ptr addrspace(1) %206, align 16
  %208 = extractelement <4 x i32> %207, i32 0
  %209 = extractelement <4 x i32> %207, i32 1
  %210 = extractelement <4 x i32> %207, i32 2
  %211 = extractelement <4 x i32> %207, i32 3
  %212 = sext i32 %201 to i64
  %213 = mul i64 %212, 16
  %214 = add i64 %213, 16
  %215 = add i64 %214, 0
  %216 = getelementptr i8, ptr addrspace(1) %205, i64 %215
  %217 = load <4 x i32>, ptr addrspace(1) %216, align 16
  %218 = extractelement <4 x i32> %217, i32 0
  %219 = extractelement <4 x i32> %217, i32 1
  %220 = extractelement <4 x i32> %217, i32 2
  %221 = extractelement <4 x i32> %217, i32 3
  store i32 %208, ptr %v61, align 4
  store i32 %209, ptr %v62, align 4
  store i32 %210, ptr %v63, align 4
  store i32 %211, ptr %v64, align 4
  store i32 %218, ptr %v65, align 4
  store i32 %219, ptr %v66, align 4
  store i32 %220, ptr %v67, align 4
  store i32 %221, ptr %v68, align 4
  %222 = add i32 %43, 0
  %223 = sext i32 %222 to i64
  %224 = mul i64 %223, 4
  %225 = add i64 0, %224
  %226 = icmp slt i64 %225, %73
  %227 = icmp slt i64 %224, 1024
  %228 = and i1 %226, %227
  %229 = select i1 %228, i64 %225, i64 0
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr addrspace(1) %80, i64 %230
  %232 = load <4 x float>, ptr addrspace(1) %231, align 16
  %233 = extractelement <4 x float> %232, i32 0
  %234 = extractelement <4 x float> %232, i32 1
  %235 = extractelement <4 x float> %232, i32 2
  %236 = extractelement <4 x float> %232, i32 3
  %237 = add i32 %43, 128
  %238 = sext i32 %237 to i64
  %239 = mul i64 %238, 4
  %240 = add i64 0, %239
  %241 = icmp slt i64 %240, %73
  %242 = icmp slt i64 %239, 1024
  %243 = and i1 %241, %242
  %244 = select i1 %243, i64 %240, i64 0
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %80, i64 %245
  %247 = load <4 x float>, ptr addrspace(1) %246, align 16
  %248 = extractelement <4 x float> %247, i32 0
  %249 = extractelement <4 x float> %247, i32 1
  %250 = extractelement <4 x float> %247, i32 2
  %251 = extractelement <4 x float> %247, i32 3
  %252 = add i32 %43, 0
  %253 = sext i32 %252 to i64
  %254 = mul i64 %253, 4
  %255 = add i64 0, %254
  %256 = icmp slt i64 %255, %73
  %257 = icmp slt i64 %254, 1024
  %258 = and i1 %256, %257
  %259 = select i1 %258, i64 %255, i64 0
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %87, i64 %260
  %262 = load <4 x float>, ptr addrspace(1) %261, align 16
  %263 = extractelement <4 x float> %262, i32 0
  %264 = extractelement <4 x float> %262, i32 1
  %265 = extractelement <4 x float> %262, i32 2
  %266 = extractelement <4 x float> %262, i32 3
  %267 = add i32 %43, 128
  %268 = sext i32 %267 to i64
  %269 = mul i64 %268, 4
  %270 = add i64 0, %269
  %271 = icmp slt i64 %270, %73
  %272 = icmp slt i64 %269, 1024
  %273 = and i1 %271, %272
  %274 = select i1 %273, i64 %270, i64 0
  %275 = mul i64 %274, 4
  %276 = getelementptr i8, ptr addrspace(1) %87, i64 %275
  %277 = load <4 x float>, ptr addrspace(1) %276, align 16
  %278 = extractelement <4 x float> %277, i32 0
  %279 = extractelement <4 x float> %277, i32 1
  %280 = extractelement <4 x float> %277, i32 2
  %281 = extractelement <4 x float> %277, i32 3
  %282 = add i32 %43, 0
  %283 = sext i32 %282 to i64
  %284 = mul i64 %283, 4
  %285 = add i64 0, %284
  %286 = icmp slt i64 %285, %73
  %287 = icmp slt i64 %284, 1024
  %288 = and i1 %286, %287
  %289 = select i1 %288, i64 %285, i64 0
  %290 = mul i64 %289, 4
  %291 = getelementptr i8, ptr addrspace(1) %94, i64 %290
  %292 = load <4 x float>, ptr addrspace(1) %291, align 16
  %293 = extractelement <4 x float> %292, i32 0
  %294 = extractelement <4 x float> %292, i32 1
  %295 = extractelement <4 x float> %292, i32 2
  %296 = extractelement <4 x float> %292, i32 3
  %297 = add i32 %43, 128
  %298 = sext i32 %297 to i64
  %299 = mul i64 %298, 4
  %300 = add i64 0, %299
  %301 = icmp slt i64 %300, %73
  %302 = icmp slt i64 %299, 1024
  %303 = and i1 %301, %302
  %304 = select i1 %303, i64 %300, i64 0
  %305 = mul i64 %304, 4
  %306 = getelementptr i8, ptr addrspace(1) %94, i64 %305
  %307 = load <4 x float>, ptr addrspace(1) %306, align 16
  %308 = extractelement <4 x float> %307, i32 0
  %309 = extractelement <4 x float> %307, i32 1
  %310 = extractelement <4 x float> %307, i32 2
  %311 = extractelement <4 x float> %307, i32 3
  %312 = add i32 %43, 0
  %313 = sext i32 %312 to i64
  %314 = mul i64 %313, 4
  %315 = add i64 0, %314
  %316 = icmp slt i64 %315, %73
  %317 = icmp slt i64 %314, 1024
  %318 = and i1 %316, %317
  %319 = select i1 %318, i64 %315, i64 0
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %101, i64 %320
  %322 = load <4 x float>, ptr addrspace(1) %321, align 16
  %323 = extractelement <4 x float> %322, i32 0
  %324 = extractelement <4 x float> %322, i32 1
  %325 = extractelement <4 x float> %322, i32 2
  %326 = extractelement <4 x float> %322, i32 3
  %327 = add i32 %43, 128
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = add i64 0, %329
  %331 = icmp slt i64 %330, %73
  %332 = icmp slt i64 %329, 1024
  %333 = and i1 %331, %332
  %334 = select i1 %333, i64 %330, i64 0
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(1) %101, i64 %335
  %337 = load <4 x float>, ptr addrspace(1) %336, align 16
  %338 = extractelement <4 x float> %337, i32 0
  %339 = extractelement <4 x float> %337, i32 1
  %340 = extractelement <4 x float> %337, i32 2
  %341 = extractelement <4 x float> %337, i32 3
  %342 = add i32 %43, 0
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = add i64 0, %344
  %346 = icmp slt i64 %345, %73
  %347 = icmp slt i64 %344, 1024
  %348 = and i1 %346, %347
  %349 = select i1 %348, i64 %345, i64 0
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %108, i64 %350
  %352 = load <4 x float>, ptr addrspace(1) %351, align 16
  %353 = extractelement <4 x float> %352, i32 0
  %354 = extractelement <4 x float> %352, i32 1
  %355 = extractelement <4 x float> %352, i32 2
  %356 = extractelement <4 x float> %352, i32 3
  %357 = add i32 %43, 128
  %358 = sext i32 %357 to i64
  %359 = mul i64 %358, 4
  %360 = add i64 0, %359
  %361 = icmp slt i64 %360, %73
  %362 = icmp slt i64 %359, 1024
  %363 = and i1 %361, %362
  %364 = select i1 %363, i64 %360, i64 0
  %365 = mul i64 %364, 4
  %366 = getelementptr i8, ptr addrspace(1) %108, i64 %365
  %367 = load <4 x float>, ptr addrspace(1) %366, align 16
  %368 = extractelement <4 x float> %367, i32 0
  %369 = extractelement <4 x float> %367, i32 1
  %370 = extractelement <4 x float> %367, i32 2
  %371 = extractelement <4 x float> %367, i32 3
  %372 = add i32 %43, 0
  %373 = sext i32 %372 to i64
  %374 = mul i64 %373, 4
  %375 = add i64 0, %374
  %376 = icmp slt i64 %375, %73
  %377 = icmp slt i64 %374, 1024
  %378 = and i1 %376, %377
  %379 = select i1 %378, i64 %375, i64 0
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr addrspace(1) %115, i64 %380
  %382 = load <4 x float>, ptr addrspace(1) %381, align 16
  %383 = extractelement <4 x float> %382, i32 0
  %384 = extractelement <4 x float> %382, i32 1
  %385 = extractelement <4 x float> %382, i32 2
  %386 = extractelement <4 x float> %382, i32 3
  %387 = add i32 %43, 128
  %388 = sext i32 %387 to i64
  %389 = mul i64 %388, 4
  %390 = add i64 0, %389
  %391 = icmp slt i64 %390, %73
  %392 = icmp slt i64 %389, 1024
  %393 = and i1 %391, %392
  %394 = select i1 %393, i64 %390, i64 0
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %115, i64 %395
  %397 = load <4 x float>, ptr addrspace(1) %396, align 16
  %398 = extractelement <4 x float> %397, i32 0
  %399 = extractelement <4 x float> %397, i32 1
  %400 = extractelement <4 x float> %397, i32 2
  %401 = extractelement <4 x float> %397, i32 3
  %402 = add i32 %43, 0
  %403 = sext i32 %402 to i64
  %404 = mul i64 %403, 4
  %405 = add i64 0, %404
  %406 = icmp slt i64 %405, %73
  %407 = icmp slt i64 %404, 1024
  %408 = and i1 %406, %407
  %409 = select i1 %408, i64 %405, i64 0
  %410 = mul i64 %409, 4
  %411 = getelementptr i8, ptr addrspace(1) %122, i64 %410
  %412 = load <4 x float>, ptr addrspace(1) %411, align 16
  %413 = extractelement <4 x float> %412, i32 0
  %414 = extractelement <4 x float> %412, i32 1
  %415 = extractelement <4 x float> %412, i32 2
  %416 = extractelement <4 x float> %412, i32 3
  %417 = add i32 %43, 128
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = add i64 0, %419
  %421 = icmp slt i64 %420, %73
  %422 = icmp slt i64 %419, 1024
  %423 = and i1 %421, %422
  %424 = select i1 %423, i64 %420, i64 0
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %122, i64 %425
  %427 = load <4 x float>, ptr addrspace(1) %426, align 16
  %428 = extractelement <4 x float> %427, i32 0
  %429 = extractelement <4 x float> %427, i32 1
  %430 = extractelement <4 x float> %427, i32 2
  %431 = extractelement <4 x float> %427, i32 3
  %432 = add i32 %43, 0
  %433 = sext i32 %432 to i64
  %434 = mul i64 %433, 4
  %435 = add i64 0, %434
  %436 = icmp slt i64 %435, %73
  %437 = icmp slt i64 %434, 1024
  %438 = and i1 %436, %437
  %439 = select i1 %438, i64 %435, i64 0
  %440 = mul i64 %439, 4
  %441 = getelementptr i8, ptr addrspace(1) %129, i64 %440
  %442 = load <4 x float>, ptr addrspace(1) %441, align 16
  %443 = extractelement <4 x float> %442, i32 0
  %444 = extractelement <4 x float> %442, i32 1
  %445 = extractelement <4 x float> %442, i32 2
  %446 = extractelement <4 x float> %442, i32 3
  %447 = add i32 %43, 128
  %448 = sext i32 %447 to i64
  %449 = mul i64 %448, 4
  %450 = add i64 0, %449
  %451 = icmp slt i64 %450, %73
  %452 = icmp slt i64 %449, 1024
  %453 = and i1 %451, %452
  %454 = select i1 %453, i64 %450, i64 0
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %129, i64 %455
  %457 = load <4 x float>, ptr addrspace(1) %456, align 16
  %458 = extractelement <4 x float> %457, i32 0
  %459 = extractelement <4 x float> %457, i32 1
  %460 = extractelement <4 x float> %457, i32 2
  %461 = extractelement <4 x float> %457, i32 3
  %462 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %463 = bitcast float %233 to i32
  %464 = and i32 %463, 2147483647
  %465 = bitcast float %234 to i32
  %466 = and i32 %465, 2147483647
  %467 = bitcast float %235 to i32
  %468 = and i32 %467, 2147483647
  %469 = bitcast float %236 to i32
  %470 = and i32 %469, 2147483647
  %471 = icmp ugt i32 %464, %466
  %472 = select i1 %471, i32 %464, i32 %466
  %473 = icmp ugt i32 %468, %470
  %474 = select i1 %473, i32 %468, i32 %470
  %475 = icmp ugt i32 %472, %474
  %476 = select i1 %475, i32 %472, i32 %474
  %477 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %476, i32 1, i32 31)
  %478 = icmp ugt i32 %476, %477
  %479 = select i1 %478, i32 %476, i32 %477
  %480 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %479, i32 2, i32 31)
  %481 = icmp ugt i32 %479, %480
  %482 = select i1 %481, i32 %479, i32 %480
  %483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %482, i32 4, i32 31)
  %484 = icmp ugt i32 %482, %483
  %485 = select i1 %484, i32 %482, i32 %483
  %486 = and i32 %485, 2147483647
  %487 = icmp ult i32 %486, 2139095040
  %488 = bitcast i32 %485 to float
  %489 = fdiv float 1.270000e+02, %488
  %490 = bitcast float %489 to i32
  %491 = and i32 %490, 2147483647
  %492 = icmp ult i32 %491, 2139095040
  %493 = select i1 %492, float %489, float 0.000000e+00
  %494 = fmul float %233, %493
  %495 = fadd float %494, 0x4168000000000000
  %496 = bitcast float %495 to i32
  %497 = fmul float %234, %493
  %498 = fadd float %497, 0x4168000000000000
  %499 = bitcast float %498 to i32
  %500 = fmul float %235, %493
  %501 = fadd float %500, 0x4168000000000000
  %502 = bitcast float %501 to i32
  %503 = fmul float %236, %493
  %504 = fadd float %503, 0x4168000000000000
  %505 = bitcast float %504 to i32
  %506 = bitcast i32 %496 to <4 x i8>
  %507 = bitcast i32 %499 to <4 x i8>
  %508 = shufflevector <4 x i8> %506, <4 x i8> %507, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %509 = bitcast <4 x i8> %508 to i32
  %510 = bitcast i32 %502 to <4 x i8>
  %511 = bitcast i32 %505 to <4 x i8>
  %512 = shufflevector <4 x i8> %510, <4 x i8> %511, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %513 = bitcast <4 x i8> %512 to i32
  %514 = bitcast i32 %509 to <4 x i8>
  %515 = bitcast i32 %513 to <4 x i8>
  %516 = shufflevector <4 x i8> %514, <4 x i8> %515, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %517 = bitcast <4 x i8> %516 to i32
  %518 = add i32 %462, 0
  %519 = sext i32 %518 to i64
  %520 = mul i64 %519, 4
  %521 = icmp slt i64 %520, 1024
  br i1 %521, label %then, label %endif

done4:                                            ; preds = %loop2
  %522 = load i32, ptr %v, align 4
  %523 = add i32 %522, 8
  store i32 %523, ptr %v, align 4
  br label %loop

then:                                             ; preds = %body3
  %524 = lshr i64 %520, 2
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(3) @lds1, i64 %525
  store i32 %517, ptr addrspace(3) %526, align 4
  %527 = and i64 %520, 31
  %528 = icmp eq i64 %527, 0
  br i1 %528, label %then69, label %endif70

endif:                                            ; preds = %endif70, %body3
  %529 = bitcast float %248 to i32
  %530 = and i32 %529, 2147483647
  %531 = bitcast float %249 to i32
  %532 = and i32 %531, 2147483647
  %533 = bitcast float %250 to i32
  %534 = and i32 %533, 2147483647
  %535 = bitcast float %251 to i32
  %536 = and i32 %535, 2147483647
  %537 = icmp ugt i32 %530, %532
  %538 = select i1 %537, i32 %530, i32 %532
  %539 = icmp ugt i32 %534, %536
  %540 = select i1 %539, i32 %534, i32 %536
  %541 = icmp ugt i32 %538, %540
  %542 = select i1 %541, i32 %538, i32 %540
  %543 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %542, i32 1, i32 31)
  %544 = icmp ugt i32 %542, %543
  %545 = select i1 %544, i32 %542, i32 %543
  %546 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %545, i32 2, i32 31)
  %547 = icmp ugt i32 %545, %546
  %548 = select i1 %547, i32 %545, i32 %546
  %549 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %548, i32 4, i32 31)
  %550 = icmp ugt i32 %548, %549
  %551 = select i1 %550, i32 %548, i32 %549
  %552 = and i32 %551, 2147483647
  %553 = icmp ult i32 %552, 2139095040
  %554 = bitcast i32 %551 to float
  %555 = fdiv float 1.270000e+02, %554
  %556 = bitcast float %555 to i32
  %557 = and i32 %556, 2147483647
  %558 = icmp ult i32 %557, 2139095040
  %559 = select i1 %558, float %555, float 0.000000e+00
  %560 = fmul float %248, %559
  %561 = fadd float %560, 0x4168000000000000
  %562 = bitcast float %561 to i32
  %563 = fmul float %249, %559
  %564 = fadd float %563, 0x4168000000000000
  %565 = bitcast float %564 to i32
  %566 = fmul float %250, %559
  %567 = fadd float %566, 0x4168000000000000
  %568 = bitcast float %567 to i32
  %569 = fmul float %251, %559
  %570 = fadd float %569, 0x4168000000000000
  %571 = bitcast float %570 to i32
  %572 = bitcast i32 %562 to <4 x i8>
  %573 = bitcast i32 %565 to <4 x i8>
  %574 = shufflevector <4 x i8> %572, <4 x i8> %573, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %575 = bitcast <4 x i8> %574 to i32
  %576 = bitcast i32 %568 to <4 x i8>
  %577 = bitcast i32 %571 to <4 x i8>
  %578 = shufflevector <4 x i8> %576, <4 x i8> %577, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %579 = bitcast <4 x i8> %578 to i32
  %580 = bitcast i32 %575 to <4 x i8>
  %581 = bitcast i32 %579 to <4 x i8>
  %582 = shufflevector <4 x i8> %580, <4 x i8> %581, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %583 = bitcast <4 x i8> %582 to i32
  %584 = add i32 %462, 128
  %585 = sext i32 %584 to i64
  %586 = mul i64 %585, 4
  %587 = icmp slt i64 %586, 1024
  br i1 %587, label %then71, label %endif72

then69:                                           ; preds = %then
  %588 = fmul float %488, 0x3F80204080000000
  %589 = select i1 %487, float %588, float 0x7FF8000000000000
  %590 = lshr i64 %520, 5
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %591
  store float %589, ptr addrspace(3) %592, align 4
  br label %endif70

endif70:                                          ; preds = %then69, %then
  br label %endif

then71:                                           ; preds = %endif
  %593 = lshr i64 %586, 2
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(3) @lds1, i64 %594
  store i32 %583, ptr addrspace(3) %595, align 4
  %596 = and i64 %586, 31
  %597 = icmp eq i64 %596, 0
  br i1 %597, label %then73, label %endif74

endif72:                                          ; preds = %endif74, %endif
  %598 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %599 = bitcast float %263 to i32
  %600 = and i32 %599, 2147483647
  %601 = bitcast float %264 to i32
  %602 = and i32 %601, 2147483647
  %603 = bitcast float %265 to i32
  %604 = and i32 %603, 2147483647
  %605 = bitcast float %266 to i32
  %606 = and i32 %605, 2147483647
  %607 = icmp ugt i32 %600, %602
  %608 = select i1 %607, i32 %600, i32 %602
  %609 = icmp ugt i32 %604, %606
  %610 = select i1 %609, i32 %604, i32 %606
  %611 = icmp ugt i32 %608, %610
  %612 = select i1 %611, i32 %608, i32 %610
  %613 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %612, i32 1, i32 31)
  %614 = icmp ugt i32 %612, %613
  %615 = select i1 %614, i32 %612, i32 %613
  %616 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %615, i32 2, i32 31)
  %617 = icmp ugt i32 %615, %616
  %618 = select i1 %617, i32 %615, i32 %616
  %619 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %618, i32 4, i32 31)
  %620 = icmp ugt i32 %618, %619
  %621 = select i1 %620, i32 %618, i32 %619
  %622 = and i32 %621, 2147483647
  %623 = icmp ult i32 %622, 2139095040
  %624 = bitcast i32 %621 to float
  %625 = fdiv float 1.270000e+02, %624
  %626 = bitcast float %625 to i32
  %627 = and i32 %626, 2147483647
  %628 = icmp ult i32 %627, 2139095040
  %629 = select i1 %628, float %625, float 0.000000e+00
  %630 = fmul float %263, %629
  %631 = fadd float %630, 0x4168000000000000
  %632 = bitcast float %631 to i32
  %633 = fmul float %264, %629
  %634 = fadd float %633, 0x4168000000000000
  %635 = bitcast float %634 to i32
  %636 = fmul float %265, %629
  %637 = fadd float %636, 0x4168000000000000
  %638 = bitcast float %637 to i32
  %639 = fmul float %266, %629
  %640 = fadd float %639, 0x4168000000000000
  %641 = bitcast float %640 to i32
  %642 = bitcast i32 %632 to <4 x i8>
  %643 = bitcast i32 %635 to <4 x i8>
  %644 = shufflevector <4 x i8> %642, <4 x i8> %643, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %645 = bitcast <4 x i8> %644 to i32
  %646 = bitcast i32 %638 to <4 x i8>
  %647 = bitcast i32 %641 to <4 x i8>
  %648 = shufflevector <4 x i8> %646, <4 x i8> %647, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %649 = bitcast <4 x i8> %648 to i32
  %650 = bitcast i32 %645 to <4 x i8>
  %651 = bitcast i32 %649 to <4 x i8>
  %652 = shufflevector <4 x i8> %650, <4 x i8> %651, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %653 = bitcast <4 x i8> %652 to i32
  %654 = add i32 %598, 0
  %655 = sext i32 %654 to i64
  %656 = mul i64 %655, 4
  %657 = icmp slt i64 %656, 1024
  br i1 %657, label %then75, label %endif76

then73:                                           ; preds = %then71
  %658 = fmul float %554, 0x3F80204080000000
  %659 = select i1 %553, float %658, float 0x7FF8000000000000
  %660 = lshr i64 %586, 5
  %661 = mul i64 %660, 4
  %662 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %661
  store float %659, ptr addrspace(3) %662, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %then71
  br label %endif72

then75:                                           ; preds = %endif72
  %663 = lshr i64 %656, 2
  %664 = mul i64 %663, 4
  %665 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1152), i64 %664
  store i32 %653, ptr addrspace(3) %665, align 4
  %666 = and i64 %656, 31
  %667 = icmp eq i64 %666, 0
  br i1 %667, label %then77, label %endif78

endif76:                                          ; preds = %endif78, %endif72
  %668 = bitcast float %278 to i32
  %669 = and i32 %668, 2147483647
  %670 = bitcast float %279 to i32
  %671 = and i32 %670, 2147483647
  %672 = bitcast float %280 to i32
  %673 = and i32 %672, 2147483647
  %674 = bitcast float %281 to i32
  %675 = and i32 %674, 2147483647
  %676 = icmp ugt i32 %669, %671
  %677 = select i1 %676, i32 %669, i32 %671
  %678 = icmp ugt i32 %673, %675
  %679 = select i1 %678, i32 %673, i32 %675
  %680 = icmp ugt i32 %677, %679
  %681 = select i1 %680, i32 %677, i32 %679
  %682 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %681, i32 1, i32 31)
  %683 = icmp ugt i32 %681, %682
  %684 = select i1 %683, i32 %681, i32 %682
  %685 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %684, i32 2, i32 31)
  %686 = icmp ugt i32 %684, %685
  %687 = select i1 %686, i32 %684, i32 %685
  %688 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %687, i32 4, i32 31)
  %689 = icmp ugt i32 %687, %688
  %690 = select i1 %689, i32 %687, i32 %688
  %691 = and i32 %690, 2147483647
  %692 = icmp ult i32 %691, 2139095040
  %693 = bitcast i32 %690 to float
  %694 = fdiv float 1.270000e+02, %693
  %695 = bitcast float %694 to i32
  %696 = and i32 %695, 2147483647
  %697 = icmp ult i32 %696, 2139095040
  %698 = select i1 %697, float %694, float 0.000000e+00
  %699 = fmul float %278, %698
  %700 = fadd float %699, 0x4168000000000000
  %701 = bitcast float %700 to i32
  %702 = fmul float %279, %698
  %703 = fadd float %702, 0x4168000000000000
  %704 = bitcast float %703 to i32
  %705 = fmul float %280, %698
  %706 = fadd float %705, 0x4168000000000000
  %707 = bitcast float %706 to i32
  %708 = fmul float %281, %698
  %709 = fadd float %708, 0x4168000000000000
  %710 = bitcast float %709 to i32
  %711 = bitcast i32 %701 to <4 x i8>
  %712 = bitcast i32 %704 to <4 x i8>
  %713 = shufflevector <4 x i8> %711, <4 x i8> %712, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %714 = bitcast <4 x i8> %713 to i32
  %715 = bitcast i32 %707 to <4 x i8>
  %716 = bitcast i32 %710 to <4 x i8>
  %717 = shufflevector <4 x i8> %715, <4 x i8> %716, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %718 = bitcast <4 x i8> %717 to i32
  %719 = bitcast i32 %714 to <4 x i8>
  %720 = bitcast i32 %718 to <4 x i8>
  %721 = shufflevector <4 x i8> %719, <4 x i8> %720, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %722 = bitcast <4 x i8> %721 to i32
  %723 = add i32 %598, 128
  %724 = sext i32 %723 to i64
  %725 = mul i64 %724, 4
  %726 = icmp slt i64 %725, 1024
  br i1 %726, label %then79, label %endif80

then77:                                           ; preds = %then75
  %727 = fmul float %624, 0x3F80204080000000
  %728 = select i1 %623, float %727, float 0x7FF8000000000000
  %729 = lshr i64 %656, 5
  %730 = mul i64 %729, 4
  %731 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1152), i64 1024), i64 %730
  store float %728, ptr addrspace(3) %731, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %then75
  br label %endif76

then79:                                           ; preds = %endif76
  %732 = lshr i64 %725, 2
  %733 = mul i64 %732, 4
  %734 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1152), i64 %733
  store i32 %722, ptr addrspace(3) %734, align 4
  %735 = and i64 %725, 31
  %736 = icmp eq i64 %735, 0
  br i1 %736, label %then81, label %endif82

endif80:                                          ; preds = %endif82, %endif76
  %737 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %738 = bitcast float %293 to i32
  %739 = and i32 %738, 2147483647
  %740 = bitcast float %294 to i32
  %741 = and i32 %740, 2147483647
  %742 = bitcast float %295 to i32
  %743 = and i32 %742, 2147483647
  %744 = bitcast float %296 to i32
  %745 = and i32 %744, 2147483647
  %746 = icmp ugt i32 %739, %741
  %747 = select i1 %746, i32 %739, i32 %741
  %748 = icmp ugt i32 %743, %745
  %749 = select i1 %748, i32 %743, i32 %745
  %750 = icmp ugt i32 %747, %749
  %751 = select i1 %750, i32 %747, i32 %749
  %752 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %751, i32 1, i32 31)
  %753 = icmp ugt i32 %751, %752
  %754 = select i1 %753, i32 %751, i32 %752
  %755 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %754, i32 2, i32 31)
  %756 = icmp ugt i32 %754, %755
  %757 = select i1 %756, i32 %754, i32 %755
  %758 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %757, i32 4, i32 31)
  %759 = icmp ugt i32 %757, %758
  %760 = select i1 %759, i32 %757, i32 %758
  %761 = and i32 %760, 2147483647
  %762 = icmp ult i32 %761, 2139095040
  %763 = bitcast i32 %760 to float
  %764 = fdiv float 1.270000e+02, %763
  %765 = bitcast float %764 to i32
  %766 = and i32 %765, 2147483647
  %767 = icmp ult i32 %766, 2139095040
  %768 = select i1 %767, float %764, float 0.000000e+00
  %769 = fmul float %293, %768
  %770 = fadd float %769, 0x4168000000000000
  %771 = bitcast float %770 to i32
  %772 = fmul float %294, %768
  %773 = fadd float %772, 0x4168000000000000
  %774 = bitcast float %773 to i32
  %775 = fmul float %295, %768
  %776 = fadd float %775, 0x4168000000000000
  %777 = bitcast float %776 to i32
  %778 = fmul float %296, %768
  %779 = fadd float %778, 0x4168000000000000
  %780 = bitcast float %779 to i32
  %781 = bitcast i32 %771 to <4 x i8>
  %782 = bitcast i32 %774 to <4 x i8>
  %783 = shufflevector <4 x i8> %781, <4 x i8> %782, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %784 = bitcast <4 x i8> %783 to i32
  %785 = bitcast i32 %777 to <4 x i8>
  %786 = bitcast i32 %780 to <4 x i8>
  %787 = shufflevector <4 x i8> %785, <4 x i8> %786, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %788 = bitcast <4 x i8> %787 to i32
  %789 = bitcast i32 %784 to <4 x i8>
  %790 = bitcast i32 %788 to <4 x i8>
  %791 = shufflevector <4 x i8> %789, <4 x i8> %790, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %792 = bitcast <4 x i8> %791 to i32
  %793 = add i32 %737, 0
  %794 = sext i32 %793 to i64
  %795 = mul i64 %794, 4
  %796 = icmp slt i64 %795, 1024
  br i1 %796, label %then83, label %endif84

then81:                                           ; preds = %then79
  %797 = fmul float %693, 0x3F80204080000000
  %798 = select i1 %692, float %797, float 0x7FF8000000000000
  %799 = lshr i64 %725, 5
  %800 = mul i64 %799, 4
  %801 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1152), i64 1024), i64 %800
  store float %798, ptr addrspace(3) %801, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %then79
  br label %endif80

then83:                                           ; preds = %endif80
  %802 = lshr i64 %795, 2
  %803 = mul i64 %802, 4
  %804 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 2304), i64 %803
  store i32 %792, ptr addrspace(3) %804, align 4
  %805 = and i64 %795, 31
  %806 = icmp eq i64 %805, 0
  br i1 %806, label %then85, label %endif86

endif84:                                          ; preds = %endif86, %endif80
  %807 = bitcast float %308 to i32
  %808 = and i32 %807, 2147483647
  %809 = bitcast float %309 to i32
  %810 = and i32 %809, 2147483647
  %811 = bitcast float %310 to i32
  %812 = and i32 %811, 2147483647
  %813 = bitcast float %311 to i32
  %814 = and i32 %813, 2147483647
  %815 = icmp ugt i32 %808, %810
  %816 = select i1 %815, i32 %808, i32 %810
  %817 = icmp ugt i32 %812, %814
  %818 = select i1 %817, i32 %812, i32 %814
  %819 = icmp ugt i32 %816, %818
  %820 = select i1 %819, i32 %816, i32 %818
  %821 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %820, i32 1, i32 31)
  %822 = icmp ugt i32 %820, %821
  %823 = select i1 %822, i32 %820, i32 %821
  %824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %823, i32 2, i32 31)
  %825 = icmp ugt i32 %823, %824
  %826 = select i1 %825, i32 %823, i32 %824
  %827 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %826, i32 4, i32 31)
  %828 = icmp ugt i32 %826, %827
  %829 = select i1 %828, i32 %826, i32 %827
  %830 = and i32 %829, 2147483647
  %831 = icmp ult i32 %830, 2139095040
  %832 = bitcast i32 %829 to float
  %833 = fdiv float 1.270000e+02, %832
  %834 = bitcast float %833 to i32
  %835 = and i32 %834, 2147483647
  %836 = icmp ult i32 %835, 2139095040
  %837 = select i1 %836, float %833, float 0.000000e+00
  %838 = fmul float %308, %837
  %839 = fadd float %838, 0x4168000000000000
  %840 = bitcast float %839 to i32
  %841 = fmul float %309, %837
  %842 = fadd float %841, 0x4168000000000000
  %843 = bitcast float %842 to i32
  %844 = fmul float %310, %837
  %845 = fadd float %844, 0x4168000000000000
  %846 = bitcast float %845 to i32
  %847 = fmul float %311, %837
  %848 = fadd float %847, 0x4168000000000000
  %849 = bitcast float %848 to i32
  %850 = bitcast i32 %840 to <4 x i8>
  %851 = bitcast i32 %843 to <4 x i8>
  %852 = shufflevector <4 x i8> %850, <4 x i8> %851, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %853 = bitcast <4 x i8> %852 to i32
  %854 = bitcast i32 %846 to <4 x i8>
  %855 = bitcast i32 %849 to <4 x i8>
  %856 = shufflevector <4 x i8> %854, <4 x i8> %855, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %857 = bitcast <4 x i8> %856 to i32
  %858 = bitcast i32 %853 to <4 x i8>
  %859 = bitcast i32 %857 to <4 x i8>
  %860 = shufflevector <4 x i8> %858, <4 x i8> %859, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %861 = bitcast <4 x i8> %860 to i32
  %862 = add i32 %737, 128
  %863 = sext i32 %862 to i64
  %864 = mul i64 %863, 4
  %865 = icmp slt i64 %864, 1024
  br i1 %865, label %then87, label %endif88

then85:                                           ; preds = %then83
  %866 = fmul float %763, 0x3F80204080000000
  %867 = select i1 %762, float %866, float 0x7FF8000000000000
  %868 = lshr i64 %795, 5
  %869 = mul i64 %868, 4
  %870 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 2304), i64 1024), i64 %869
  store float %867, ptr addrspace(3) %870, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %then83
  br label %endif84

then87:                                           ; preds = %endif84
  %871 = lshr i64 %864, 2
  %872 = mul i64 %871, 4
  %873 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 2304), i64 %872
  store i32 %861, ptr addrspace(3) %873, align 4
  %874 = and i64 %864, 31
  %875 = icmp eq i64 %874, 0
  br i1 %875, label %then89, label %endif90

endif88:                                          ; preds = %endif90, %endif84
  %876 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %877 = bitcast float %323 to i32
  %878 = and i32 %877, 2147483647
  %879 = bitcast float %324 to i32
  %880 = and i32 %879, 2147483647
  %881 = bitcast float %325 to i32
  %882 = and i32 %881, 2147483647
  %883 = bitcast float %326 to i32
  %884 = and i32 %883, 2147483647
  %885 = icmp ugt i32 %878, %880
  %886 = select i1 %885, i32 %878, i32 %880
  %887 = icmp ugt i32 %882, %884
  %888 = select i1 %887, i32 %882, i32 %884
  %889 = icmp ugt i32 %886, %888
  %890 = select i1 %889, i32 %886, i32 %888
  %891 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %890, i32 1, i32 31)
  %892 = icmp ugt i32 %890, %891
  %893 = select i1 %892, i32 %890, i32 %891
  %894 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %893, i32 2, i32 31)
  %895 = icmp ugt i32 %893, %894
  %896 = select i1 %895, i32 %893, i32 %894
  %897 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %896, i32 4, i32 31)
  %898 = icmp ugt i32 %896, %897
  %899 = select i1 %898, i32 %896, i32 %897
  %900 = and i32 %899, 2147483647
  %901 = icmp ult i32 %900, 2139095040
  %902 = bitcast i32 %899 to float
  %903 = fdiv float 1.270000e+02, %902
  %904 = bitcast float %903 to i32
  %905 = and i32 %904, 2147483647
  %906 = icmp ult i32 %905, 2139095040
  %907 = select i1 %906, float %903, float 0.000000e+00
  %908 = fmul float %323, %907
  %909 = fadd float %908, 0x4168000000000000
  %910 = bitcast float %909 to i32
  %911 = fmul float %324, %907
  %912 = fadd float %911, 0x4168000000000000
  %913 = bitcast float %912 to i32
  %914 = fmul float %325, %907
  %915 = fadd float %914, 0x4168000000000000
  %916 = bitcast float %915 to i32
  %917 = fmul float %326, %907
  %918 = fadd float %917, 0x4168000000000000
  %919 = bitcast float %918 to i32
  %920 = bitcast i32 %910 to <4 x i8>
  %921 = bitcast i32 %913 to <4 x i8>
  %922 = shufflevector <4 x i8> %920, <4 x i8> %921, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %923 = bitcast <4 x i8> %922 to i32
  %924 = bitcast i32 %916 to <4 x i8>
  %925 = bitcast i32 %919 to <4 x i8>
  %926 = shufflevector <4 x i8> %924, <4 x i8> %925, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %927 = bitcast <4 x i8> %926 to i32
  %928 = bitcast i32 %923 to <4 x i8>
  %929 = bitcast i32 %927 to <4 x i8>
  %930 = shufflevector <4 x i8> %928, <4 x i8> %929, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %931 = bitcast <4 x i8> %930 to i32
  %932 = add i32 %876, 0
  %933 = sext i32 %932 to i64
  %934 = mul i64 %933, 4
  %935 = icmp slt i64 %934, 1024
  br i1 %935, label %then91, label %endif92

then89:                                           ; preds = %then87
  %936 = fmul float %832, 0x3F80204080000000
  %937 = select i1 %831, float %936, float 0x7FF8000000000000
  %938 = lshr i64 %864, 5
  %939 = mul i64 %938, 4
  %940 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 2304), i64 1024), i64 %939
  store float %937, ptr addrspace(3) %940, align 4
  br label %endif90

endif90:                                          ; preds = %then89, %then87
  br label %endif88

then91:                                           ; preds = %endif88
  %941 = lshr i64 %934, 2
  %942 = mul i64 %941, 4
  %943 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 3456), i64 %942
  store i32 %931, ptr addrspace(3) %943, align 4
  %944 = and i64 %934, 31
  %945 = icmp eq i64 %944, 0
  br i1 %945, label %then93, label %endif94

endif92:                                          ; preds = %endif94, %endif88
  %946 = bitcast float %338 to i32
  %947 = and i32 %946, 2147483647
  %948 = bitcast float %339 to i32
  %949 = and i32 %948, 2147483647
  %950 = bitcast float %340 to i32
  %951 = and i32 %950, 2147483647
  %952 = bitcast float %341 to i32
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
  %977 = fmul float %338, %976
  %978 = fadd float %977, 0x4168000000000000
  %979 = bitcast float %978 to i32
  %980 = fmul float %339, %976
  %981 = fadd float %980, 0x4168000000000000
  %982 = bitcast float %981 to i32
  %983 = fmul float %340, %976
  %984 = fadd float %983, 0x4168000000000000
  %985 = bitcast float %984 to i32
  %986 = fmul float %341, %976
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
  %1001 = add i32 %876, 128
  %1002 = sext i32 %1001 to i64
  %1003 = mul i64 %1002, 4
  %1004 = icmp slt i64 %1003, 1024
  br i1 %1004, label %then95, label %endif96

then93:                                           ; preds = %then91
  %1005 = fmul float %902, 0x3F80204080000000
  %1006 = select i1 %901, float %1005, float 0x7FF8000000000000
  %1007 = lshr i64 %934, 5
  %1008 = mul i64 %1007, 4
  %1009 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 3456), i64 1024), i64 %1008
  store float %1006, ptr addrspace(3) %1009, align 4
  br label %endif94

endif94:                                          ; preds = %then93, %then91
  br label %endif92

then95:                                           ; preds = %endif92
  %1010 = lshr i64 %1003, 2
  %1011 = mul i64 %1010, 4
  %1012 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 3456), i64 %1011
  store i32 %1000, ptr addrspace(3) %1012, align 4
  %1013 = and i64 %1003, 31
  %1014 = icmp eq i64 %1013, 0
  br i1 %1014, label %then97, label %endif98

endif96:                                          ; preds = %endif98, %endif92
  %1015 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1016 = bitcast float %353 to i32
  %1017 = and i32 %1016, 2147483647
  %1018 = bitcast float %354 to i32
  %1019 = and i32 %1018, 2147483647
  %1020 = bitcast float %355 to i32
  %1021 = and i32 %1020, 2147483647
  %1022 = bitcast float %356 to i32
  %1023 = and i32 %1022, 2147483647
  %1024 = icmp ugt i32 %1017, %1019
  %1025 = select i1 %1024, i32 %1017, i32 %1019
  %1026 = icmp ugt i32 %1021, %1023
  %1027 = select i1 %1026, i32 %1021, i32 %1023
  %1028 = icmp ugt i32 %1025, %1027
  %1029 = select i1 %1028, i32 %1025, i32 %1027
  %1030 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 1, i32 31)
  %1031 = icmp ugt i32 %1029, %1030
  %1032 = select i1 %1031, i32 %1029, i32 %1030
  %1033 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1032, i32 2, i32 31)
  %1034 = icmp ugt i32 %1032, %1033
  %1035 = select i1 %1034, i32 %1032, i32 %1033
  %1036 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1035, i32 4, i32 31)
  %1037 = icmp ugt i32 %1035, %1036
  %1038 = select i1 %1037, i32 %1035, i32 %1036
  %1039 = and i32 %1038, 2147483647
  %1040 = icmp ult i32 %1039, 2139095040
  %1041 = bitcast i32 %1038 to float
  %1042 = fdiv float 1.270000e+02, %1041
  %1043 = bitcast float %1042 to i32
  %1044 = and i32 %1043, 2147483647
  %1045 = icmp ult i32 %1044, 2139095040
  %1046 = select i1 %1045, float %1042, float 0.000000e+00
  %1047 = fmul float %353, %1046
  %1048 = fadd float %1047, 0x4168000000000000
  %1049 = bitcast float %1048 to i32
  %1050 = fmul float %354, %1046
  %1051 = fadd float %1050, 0x4168000000000000
  %1052 = bitcast float %1051 to i32
  %1053 = fmul float %355, %1046
  %1054 = fadd float %1053, 0x4168000000000000
  %1055 = bitcast float %1054 to i32
  %1056 = fmul float %356, %1046
  %1057 = fadd float %1056, 0x4168000000000000
  %1058 = bitcast float %1057 to i32
  %1059 = bitcast i32 %1049 to <4 x i8>
  %1060 = bitcast i32 %1052 to <4 x i8>
  %1061 = shufflevector <4 x i8> %1059, <4 x i8> %1060, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1062 = bitcast <4 x i8> %1061 to i32
  %1063 = bitcast i32 %1055 to <4 x i8>
  %1064 = bitcast i32 %1058 to <4 x i8>
  %1065 = shufflevector <4 x i8> %1063, <4 x i8> %1064, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1066 = bitcast <4 x i8> %1065 to i32
  %1067 = bitcast i32 %1062 to <4 x i8>
  %1068 = bitcast i32 %1066 to <4 x i8>
  %1069 = shufflevector <4 x i8> %1067, <4 x i8> %1068, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1070 = bitcast <4 x i8> %1069 to i32
  %1071 = add i32 %1015, 0
  %1072 = sext i32 %1071 to i64
  %1073 = mul i64 %1072, 4
  %1074 = icmp slt i64 %1073, 1024
  br i1 %1074, label %then99, label %endif100

then97:                                           ; preds = %then95
  %1075 = fmul float %971, 0x3F80204080000000
  %1076 = select i1 %970, float %1075, float 0x7FF8000000000000
  %1077 = lshr i64 %1003, 5
  %1078 = mul i64 %1077, 4
  %1079 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 3456), i64 1024), i64 %1078
  store float %1076, ptr addrspace(3) %1079, align 4
  br label %endif98

endif98:                                          ; preds = %then97, %then95
  br label %endif96

then99:                                           ; preds = %endif96
  %1080 = lshr i64 %1073, 2
  %1081 = mul i64 %1080, 4
  %1082 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4608), i64 %1081
  store i32 %1070, ptr addrspace(3) %1082, align 4
  %1083 = and i64 %1073, 31
  %1084 = icmp eq i64 %1083, 0
  br i1 %1084, label %then101, label %endif102

endif100:                                         ; preds = %endif102, %endif96
  %1085 = bitcast float %368 to i32
  %1086 = and i32 %1085, 2147483647
  %1087 = bitcast float %369 to i32
  %1088 = and i32 %1087, 2147483647
  %1089 = bitcast float %370 to i32
  %1090 = and i32 %1089, 2147483647
  %1091 = bitcast float %371 to i32
  %1092 = and i32 %1091, 2147483647
  %1093 = icmp ugt i32 %1086, %1088
  %1094 = select i1 %1093, i32 %1086, i32 %1088
  %1095 = icmp ugt i32 %1090, %1092
  %1096 = select i1 %1095, i32 %1090, i32 %1092
  %1097 = icmp ugt i32 %1094, %1096
  %1098 = select i1 %1097, i32 %1094, i32 %1096
  %1099 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1098, i32 1, i32 31)
  %1100 = icmp ugt i32 %1098, %1099
  %1101 = select i1 %1100, i32 %1098, i32 %1099
  %1102 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1101, i32 2, i32 31)
  %1103 = icmp ugt i32 %1101, %1102
  %1104 = select i1 %1103, i32 %1101, i32 %1102
  %1105 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 4, i32 31)
  %1106 = icmp ugt i32 %1104, %1105
  %1107 = select i1 %1106, i32 %1104, i32 %1105
  %1108 = and i32 %1107, 2147483647
  %1109 = icmp ult i32 %1108, 2139095040
  %1110 = bitcast i32 %1107 to float
  %1111 = fdiv float 1.270000e+02, %1110
  %1112 = bitcast float %1111 to i32
  %1113 = and i32 %1112, 2147483647
  %1114 = icmp ult i32 %1113, 2139095040
  %1115 = select i1 %1114, float %1111, float 0.000000e+00
  %1116 = fmul float %368, %1115
  %1117 = fadd float %1116, 0x4168000000000000
  %1118 = bitcast float %1117 to i32
  %1119 = fmul float %369, %1115
  %1120 = fadd float %1119, 0x4168000000000000
  %1121 = bitcast float %1120 to i32
  %1122 = fmul float %370, %1115
  %1123 = fadd float %1122, 0x4168000000000000
  %1124 = bitcast float %1123 to i32
  %1125 = fmul float %371, %1115
  %1126 = fadd float %1125, 0x4168000000000000
  %1127 = bitcast float %1126 to i32
  %1128 = bitcast i32 %1118 to <4 x i8>
  %1129 = bitcast i32 %1121 to <4 x i8>
  %1130 = shufflevector <4 x i8> %1128, <4 x i8> %1129, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1131 = bitcast <4 x i8> %1130 to i32
  %1132 = bitcast i32 %1124 to <4 x i8>
  %1133 = bitcast i32 %1127 to <4 x i8>
  %1134 = shufflevector <4 x i8> %1132, <4 x i8> %1133, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1135 = bitcast <4 x i8> %1134 to i32
  %1136 = bitcast i32 %1131 to <4 x i8>
  %1137 = bitcast i32 %1135 to <4 x i8>
  %1138 = shufflevector <4 x i8> %1136, <4 x i8> %1137, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1139 = bitcast <4 x i8> %1138 to i32
  %1140 = add i32 %1015, 128
  %1141 = sext i32 %1140 to i64
  %1142 = mul i64 %1141, 4
  %1143 = icmp slt i64 %1142, 1024
  br i1 %1143, label %then103, label %endif104

then101:                                          ; preds = %then99
  %1144 = fmul float %1041, 0x3F80204080000000
  %1145 = select i1 %1040, float %1144, float 0x7FF8000000000000
  %1146 = lshr i64 %1073, 5
  %1147 = mul i64 %1146, 4
  %1148 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4608), i64 1024), i64 %1147
  store float %1145, ptr addrspace(3) %1148, align 4
  br label %endif102

endif102:                                         ; preds = %then101, %then99
  br label %endif100

then103:                                          ; preds = %endif100
  %1149 = lshr i64 %1142, 2
  %1150 = mul i64 %1149, 4
  %1151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4608), i64 %1150
  store i32 %1139, ptr addrspace(3) %1151, align 4
  %1152 = and i64 %1142, 31
  %1153 = icmp eq i64 %1152, 0
  br i1 %1153, label %then105, label %endif106

endif104:                                         ; preds = %endif106, %endif100
  %1154 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1155 = bitcast float %383 to i32
  %1156 = and i32 %1155, 2147483647
  %1157 = bitcast float %384 to i32
  %1158 = and i32 %1157, 2147483647
  %1159 = bitcast float %385 to i32
  %1160 = and i32 %1159, 2147483647
  %1161 = bitcast float %386 to i32
  %1162 = and i32 %1161, 2147483647
  %1163 = icmp ugt i32 %1156, %1158
  %1164 = select i1 %1163, i32 %1156, i32 %1158
  %1165 = icmp ugt i32 %1160, %1162
  %1166 = select i1 %1165, i32 %1160, i32 %1162
  %1167 = icmp ugt i32 %1164, %1166
  %1168 = select i1 %1167, i32 %1164, i32 %1166
  %1169 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1168, i32 1, i32 31)
  %1170 = icmp ugt i32 %1168, %1169
  %1171 = select i1 %1170, i32 %1168, i32 %1169
  %1172 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1171, i32 2, i32 31)
  %1173 = icmp ugt i32 %1171, %1172
  %1174 = select i1 %1173, i32 %1171, i32 %1172
  %1175 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1174, i32 4, i32 31)
  %1176 = icmp ugt i32 %1174, %1175
  %1177 = select i1 %1176, i32 %1174, i32 %1175
  %1178 = and i32 %1177, 2147483647
  %1179 = icmp ult i32 %1178, 2139095040
  %1180 = bitcast i32 %1177 to float
  %1181 = fdiv float 1.270000e+02, %1180
  %1182 = bitcast float %1181 to i32
  %1183 = and i32 %1182, 2147483647
  %1184 = icmp ult i32 %1183, 2139095040
  %1185 = select i1 %1184, float %1181, float 0.000000e+00
  %1186 = fmul float %383, %1185
  %1187 = fadd float %1186, 0x4168000000000000
  %1188 = bitcast float %1187 to i32
  %1189 = fmul float %384, %1185
  %1190 = fadd float %1189, 0x4168000000000000
  %1191 = bitcast float %1190 to i32
  %1192 = fmul float %385, %1185
  %1193 = fadd float %1192, 0x4168000000000000
  %1194 = bitcast float %1193 to i32
  %1195 = fmul float %386, %1185
  %1196 = fadd float %1195, 0x4168000000000000
  %1197 = bitcast float %1196 to i32
  %1198 = bitcast i32 %1188 to <4 x i8>
  %1199 = bitcast i32 %1191 to <4 x i8>
  %1200 = shufflevector <4 x i8> %1198, <4 x i8> %1199, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1201 = bitcast <4 x i8> %1200 to i32
  %1202 = bitcast i32 %1194 to <4 x i8>
  %1203 = bitcast i32 %1197 to <4 x i8>
  %1204 = shufflevector <4 x i8> %1202, <4 x i8> %1203, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1205 = bitcast <4 x i8> %1204 to i32
  %1206 = bitcast i32 %1201 to <4 x i8>
  %1207 = bitcast i32 %1205 to <4 x i8>
  %1208 = shufflevector <4 x i8> %1206, <4 x i8> %1207, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1209 = bitcast <4 x i8> %1208 to i32
  %1210 = add i32 %1154, 0
  %1211 = sext i32 %1210 to i64
  %1212 = mul i64 %1211, 4
  %1213 = icmp slt i64 %1212, 1024
  br i1 %1213, label %then107, label %endif108

then105:                                          ; preds = %then103
  %1214 = fmul float %1110, 0x3F80204080000000
  %1215 = select i1 %1109, float %1214, float 0x7FF8000000000000
  %1216 = lshr i64 %1142, 5
  %1217 = mul i64 %1216, 4
  %1218 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4608), i64 1024), i64 %1217
  store float %1215, ptr addrspace(3) %1218, align 4
  br label %endif106

endif106:                                         ; preds = %then105, %then103
  br label %endif104

then107:                                          ; preds = %endif104
  %1219 = lshr i64 %1212, 2
  %1220 = mul i64 %1219, 4
  %1221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 5760), i64 %1220
  store i32 %1209, ptr addrspace(3) %1221, align 4
  %1222 = and i64 %1212, 31
  %1223 = icmp eq i64 %1222, 0
  br i1 %1223, label %then109, label %endif110

endif108:                                         ; preds = %endif110, %endif104
  %1224 = bitcast float %398 to i32
  %1225 = and i32 %1224, 2147483647
  %1226 = bitcast float %399 to i32
  %1227 = and i32 %1226, 2147483647
  %1228 = bitcast float %400 to i32
  %1229 = and i32 %1228, 2147483647
  %1230 = bitcast float %401 to i32
  %1231 = and i32 %1230, 2147483647
  %1232 = icmp ugt i32 %1225, %1227
  %1233 = select i1 %1232, i32 %1225, i32 %1227
  %1234 = icmp ugt i32 %1229, %1231
  %1235 = select i1 %1234, i32 %1229, i32 %1231
  %1236 = icmp ugt i32 %1233, %1235
  %1237 = select i1 %1236, i32 %1233, i32 %1235
  %1238 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1237, i32 1, i32 31)
  %1239 = icmp ugt i32 %1237, %1238
  %1240 = select i1 %1239, i32 %1237, i32 %1238
  %1241 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1240, i32 2, i32 31)
  %1242 = icmp ugt i32 %1240, %1241
  %1243 = select i1 %1242, i32 %1240, i32 %1241
  %1244 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1243, i32 4, i32 31)
  %1245 = icmp ugt i32 %1243, %1244
  %1246 = select i1 %1245, i32 %1243, i32 %1244
  %1247 = and i32 %1246, 2147483647
  %1248 = icmp ult i32 %1247, 2139095040
  %1249 = bitcast i32 %1246 to float
  %1250 = fdiv float 1.270000e+02, %1249
  %1251 = bitcast float %1250 to i32
  %1252 = and i32 %1251, 2147483647
  %1253 = icmp ult i32 %1252, 2139095040
  %1254 = select i1 %1253, float %1250, float 0.000000e+00
  %1255 = fmul float %398, %1254
  %1256 = fadd float %1255, 0x4168000000000000
  %1257 = bitcast float %1256 to i32
  %1258 = fmul float %399, %1254
  %1259 = fadd float %1258, 0x4168000000000000
  %1260 = bitcast float %1259 to i32
  %1261 = fmul float %400, %1254
  %1262 = fadd float %1261, 0x4168000000000000
  %1263 = bitcast float %1262 to i32
  %1264 = fmul float %401, %1254
  %1265 = fadd float %1264, 0x4168000000000000
  %1266 = bitcast float %1265 to i32
  %1267 = bitcast i32 %1257 to <4 x i8>
  %1268 = bitcast i32 %1260 to <4 x i8>
  %1269 = shufflevector <4 x i8> %1267, <4 x i8> %1268, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1270 = bitcast <4 x i8> %1269 to i32
  %1271 = bitcast i32 %1263 to <4 x i8>
  %1272 = bitcast i32 %1266 to <4 x i8>
  %1273 = shufflevector <4 x i8> %1271, <4 x i8> %1272, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1274 = bitcast <4 x i8> %1273 to i32
  %1275 = bitcast i32 %1270 to <4 x i8>
  %1276 = bitcast i32 %1274 to <4 x i8>
  %1277 = shufflevector <4 x i8> %1275, <4 x i8> %1276, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1278 = bitcast <4 x i8> %1277 to i32
  %1279 = add i32 %1154, 128
  %1280 = sext i32 %1279 to i64
  %1281 = mul i64 %1280, 4
  %1282 = icmp slt i64 %1281, 1024
  br i1 %1282, label %then111, label %endif112

then109:                                          ; preds = %then107
  %1283 = fmul float %1180, 0x3F80204080000000
  %1284 = select i1 %1179, float %1283, float 0x7FF8000000000000
  %1285 = lshr i64 %1212, 5
  %1286 = mul i64 %1285, 4
  %1287 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 5760), i64 1024), i64 %1286
  store float %1284, ptr addrspace(3) %1287, align 4
  br label %endif110

endif110:                                         ; preds = %then109, %then107
  br label %endif108

then111:                                          ; preds = %endif108
  %1288 = lshr i64 %1281, 2
  %1289 = mul i64 %1288, 4
  %1290 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 5760), i64 %1289
  store i32 %1278, ptr addrspace(3) %1290, align 4
  %1291 = and i64 %1281, 31
  %1292 = icmp eq i64 %1291, 0
  br i1 %1292, label %then113, label %endif114

endif112:                                         ; preds = %endif114, %endif108
  %1293 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1294 = bitcast float %413 to i32
  %1295 = and i32 %1294, 2147483647
  %1296 = bitcast float %414 to i32
  %1297 = and i32 %1296, 2147483647
  %1298 = bitcast float %415 to i32
  %1299 = and i32 %1298, 2147483647
  %1300 = bitcast float %416 to i32
  %1301 = and i32 %1300, 2147483647
  %1302 = icmp ugt i32 %1295, %1297
  %1303 = select i1 %1302, i32 %1295, i32 %1297
  %1304 = icmp ugt i32 %1299, %1301
  %1305 = select i1 %1304, i32 %1299, i32 %1301
  %1306 = icmp ugt i32 %1303, %1305
  %1307 = select i1 %1306, i32 %1303, i32 %1305
  %1308 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1307, i32 1, i32 31)
  %1309 = icmp ugt i32 %1307, %1308
  %1310 = select i1 %1309, i32 %1307, i32 %1308
  %1311 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1310, i32 2, i32 31)
  %1312 = icmp ugt i32 %1310, %1311
  %1313 = select i1 %1312, i32 %1310, i32 %1311
  %1314 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1313, i32 4, i32 31)
  %1315 = icmp ugt i32 %1313, %1314
  %1316 = select i1 %1315, i32 %1313, i32 %1314
  %1317 = and i32 %1316, 2147483647
  %1318 = icmp ult i32 %1317, 2139095040
  %1319 = bitcast i32 %1316 to float
  %1320 = fdiv float 1.270000e+02, %1319
  %1321 = bitcast float %1320 to i32
  %1322 = and i32 %1321, 2147483647
  %1323 = icmp ult i32 %1322, 2139095040
  %1324 = select i1 %1323, float %1320, float 0.000000e+00
  %1325 = fmul float %413, %1324
  %1326 = fadd float %1325, 0x4168000000000000
  %1327 = bitcast float %1326 to i32
  %1328 = fmul float %414, %1324
  %1329 = fadd float %1328, 0x4168000000000000
  %1330 = bitcast float %1329 to i32
  %1331 = fmul float %415, %1324
  %1332 = fadd float %1331, 0x4168000000000000
  %1333 = bitcast float %1332 to i32
  %1334 = fmul float %416, %1324
  %1335 = fadd float %1334, 0x4168000000000000
  %1336 = bitcast float %1335 to i32
  %1337 = bitcast i32 %1327 to <4 x i8>
  %1338 = bitcast i32 %1330 to <4 x i8>
  %1339 = shufflevector <4 x i8> %1337, <4 x i8> %1338, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1340 = bitcast <4 x i8> %1339 to i32
  %1341 = bitcast i32 %1333 to <4 x i8>
  %1342 = bitcast i32 %1336 to <4 x i8>
  %1343 = shufflevector <4 x i8> %1341, <4 x i8> %1342, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1344 = bitcast <4 x i8> %1343 to i32
  %1345 = bitcast i32 %1340 to <4 x i8>
  %1346 = bitcast i32 %1344 to <4 x i8>
  %1347 = shufflevector <4 x i8> %1345, <4 x i8> %1346, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1348 = bitcast <4 x i8> %1347 to i32
  %1349 = add i32 %1293, 0
  %1350 = sext i32 %1349 to i64
  %1351 = mul i64 %1350, 4
  %1352 = icmp slt i64 %1351, 1024
  br i1 %1352, label %then115, label %endif116

then113:                                          ; preds = %then111
  %1353 = fmul float %1249, 0x3F80204080000000
  %1354 = select i1 %1248, float %1353, float 0x7FF8000000000000
  %1355 = lshr i64 %1281, 5
  %1356 = mul i64 %1355, 4
  %1357 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 5760), i64 1024), i64 %1356
  store float %1354, ptr addrspace(3) %1357, align 4
  br label %endif114

endif114:                                         ; preds = %then113, %then111
  br label %endif112

then115:                                          ; preds = %endif112
  %1358 = lshr i64 %1351, 2
  %1359 = mul i64 %1358, 4
  %1360 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 6912), i64 %1359
  store i32 %1348, ptr addrspace(3) %1360, align 4
  %1361 = and i64 %1351, 31
  %1362 = icmp eq i64 %1361, 0
  br i1 %1362, label %then117, label %endif118

endif116:                                         ; preds = %endif118, %endif112
  %1363 = bitcast float %428 to i32
  %1364 = and i32 %1363, 2147483647
  %1365 = bitcast float %429 to i32
  %1366 = and i32 %1365, 2147483647
  %1367 = bitcast float %430 to i32
  %1368 = and i32 %1367, 2147483647
  %1369 = bitcast float %431 to i32
  %1370 = and i32 %1369, 2147483647
  %1371 = icmp ugt i32 %1364, %1366
  %1372 = select i1 %1371, i32 %1364, i32 %1366
  %1373 = icmp ugt i32 %1368, %1370
  %1374 = select i1 %1373, i32 %1368, i32 %1370
  %1375 = icmp ugt i32 %1372, %1374
  %1376 = select i1 %1375, i32 %1372, i32 %1374
  %1377 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1376, i32 1, i32 31)
  %1378 = icmp ugt i32 %1376, %1377
  %1379 = select i1 %1378, i32 %1376, i32 %1377
  %1380 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1379, i32 2, i32 31)
  %1381 = icmp ugt i32 %1379, %1380
  %1382 = select i1 %1381, i32 %1379, i32 %1380
  %1383 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1382, i32 4, i32 31)
  %1384 = icmp ugt i32 %1382, %1383
  %1385 = select i1 %1384, i32 %1382, i32 %1383
  %1386 = and i32 %1385, 2147483647
  %1387 = icmp ult i32 %1386, 2139095040
  %1388 = bitcast i32 %1385 to float
  %1389 = fdiv float 1.270000e+02, %1388
  %1390 = bitcast float %1389 to i32
  %1391 = and i32 %1390, 2147483647
  %1392 = icmp ult i32 %1391, 2139095040
  %1393 = select i1 %1392, float %1389, float 0.000000e+00
  %1394 = fmul float %428, %1393
  %1395 = fadd float %1394, 0x4168000000000000
  %1396 = bitcast float %1395 to i32
  %1397 = fmul float %429, %1393
  %1398 = fadd float %1397, 0x4168000000000000
  %1399 = bitcast float %1398 to i32
  %1400 = fmul float %430, %1393
  %1401 = fadd float %1400, 0x4168000000000000
  %1402 = bitcast float %1401 to i32
  %1403 = fmul float %431, %1393
  %1404 = fadd float %1403, 0x4168000000000000
  %1405 = bitcast float %1404 to i32
  %1406 = bitcast i32 %1396 to <4 x i8>
  %1407 = bitcast i32 %1399 to <4 x i8>
  %1408 = shufflevector <4 x i8> %1406, <4 x i8> %1407, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1409 = bitcast <4 x i8> %1408 to i32
  %1410 = bitcast i32 %1402 to <4 x i8>
  %1411 = bitcast i32 %1405 to <4 x i8>
  %1412 = shufflevector <4 x i8> %1410, <4 x i8> %1411, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1413 = bitcast <4 x i8> %1412 to i32
  %1414 = bitcast i32 %1409 to <4 x i8>
  %1415 = bitcast i32 %1413 to <4 x i8>
  %1416 = shufflevector <4 x i8> %1414, <4 x i8> %1415, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1417 = bitcast <4 x i8> %1416 to i32
  %1418 = add i32 %1293, 128
  %1419 = sext i32 %1418 to i64
  %1420 = mul i64 %1419, 4
  %1421 = icmp slt i64 %1420, 1024
  br i1 %1421, label %then119, label %endif120

then117:                                          ; preds = %then115
  %1422 = fmul float %1319, 0x3F80204080000000
  %1423 = select i1 %1318, float %1422, float 0x7FF8000000000000
  %1424 = lshr i64 %1351, 5
  %1425 = mul i64 %1424, 4
  %1426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 6912), i64 1024), i64 %1425
  store float %1423, ptr addrspace(3) %1426, align 4
  br label %endif118

endif118:                                         ; preds = %then117, %then115
  br label %endif116

then119:                                          ; preds = %endif116
  %1427 = lshr i64 %1420, 2
  %1428 = mul i64 %1427, 4
  %1429 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 6912), i64 %1428
  store i32 %1417, ptr addrspace(3) %1429, align 4
  %1430 = and i64 %1420, 31
  %1431 = icmp eq i64 %1430, 0
  br i1 %1431, label %then121, label %endif122

endif120:                                         ; preds = %endif122, %endif116
  %1432 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1433 = bitcast float %443 to i32
  %1434 = and i32 %1433, 2147483647
  %1435 = bitcast float %444 to i32
  %1436 = and i32 %1435, 2147483647
  %1437 = bitcast float %445 to i32
  %1438 = and i32 %1437, 2147483647
  %1439 = bitcast float %446 to i32
  %1440 = and i32 %1439, 2147483647
  %1441 = icmp ugt i32 %1434, %1436
  %1442 = select i1 %1441, i32 %1434, i32 %1436
  %1443 = icmp ugt i32 %1438, %1440
  %1444 = select i1 %1443, i32 %1438, i32 %1440
  %1445 = icmp ugt i32 %1442, %1444
  %1446 = select i1 %1445, i32 %1442, i32 %1444
  %1447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1446, i32 1, i32 31)
  %1448 = icmp ugt i32 %1446, %1447
  %1449 = select i1 %1448, i32 %1446, i32 %1447
  %1450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1449, i32 2, i32 31)
  %1451 = icmp ugt i32 %1449, %1450
  %1452 = select i1 %1451, i32 %1449, i32 %1450
  %1453 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1452, i32 4, i32 31)
  %1454 = icmp ugt i32 %1452, %1453
  %1455 = select i1 %1454, i32 %1452, i32 %1453
  %1456 = and i32 %1455, 2147483647
  %1457 = icmp ult i32 %1456, 2139095040
  %1458 = bitcast i32 %1455 to float
  %1459 = fdiv float 1.270000e+02, %1458
  %1460 = bitcast float %1459 to i32
  %1461 = and i32 %1460, 2147483647
  %1462 = icmp ult i32 %1461, 2139095040
  %1463 = select i1 %1462, float %1459, float 0.000000e+00
  %1464 = fmul float %443, %1463
  %1465 = fadd float %1464, 0x4168000000000000
  %1466 = bitcast float %1465 to i32
  %1467 = fmul float %444, %1463
  %1468 = fadd float %1467, 0x4168000000000000
  %1469 = bitcast float %1468 to i32
  %1470 = fmul float %445, %1463
  %1471 = fadd float %1470, 0x4168000000000000
  %1472 = bitcast float %1471 to i32
  %1473 = fmul float %446, %1463
  %1474 = fadd float %1473, 0x4168000000000000
  %1475 = bitcast float %1474 to i32
  %1476 = bitcast i32 %1466 to <4 x i8>
  %1477 = bitcast i32 %1469 to <4 x i8>
  %1478 = shufflevector <4 x i8> %1476, <4 x i8> %1477, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1479 = bitcast <4 x i8> %1478 to i32
  %1480 = bitcast i32 %1472 to <4 x i8>
  %1481 = bitcast i32 %1475 to <4 x i8>
  %1482 = shufflevector <4 x i8> %1480, <4 x i8> %1481, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1483 = bitcast <4 x i8> %1482 to i32
  %1484 = bitcast i32 %1479 to <4 x i8>
  %1485 = bitcast i32 %1483 to <4 x i8>
  %1486 = shufflevector <4 x i8> %1484, <4 x i8> %1485, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1487 = bitcast <4 x i8> %1486 to i32
  %1488 = add i32 %1432, 0
  %1489 = sext i32 %1488 to i64
  %1490 = mul i64 %1489, 4
  %1491 = icmp slt i64 %1490, 1024
  br i1 %1491, label %then123, label %endif124

then121:                                          ; preds = %then119
  %1492 = fmul float %1388, 0x3F80204080000000
  %1493 = select i1 %1387, float %1492, float 0x7FF8000000000000
  %1494 = lshr i64 %1420, 5
  %1495 = mul i64 %1494, 4
  %1496 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 6912), i64 1024), i64 %1495
  store float %1493, ptr addrspace(3) %1496, align 4
  br label %endif122

endif122:                                         ; preds = %then121, %then119
  br label %endif120

then123:                                          ; preds = %endif120
  %1497 = lshr i64 %1490, 2
  %1498 = mul i64 %1497, 4
  %1499 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8064), i64 %1498
  store i32 %1487, ptr addrspace(3) %1499, align 4
  %1500 = and i64 %1490, 31
  %1501 = icmp eq i64 %1500, 0
  br i1 %1501, label %then125, label %endif126

endif124:                                         ; preds = %endif126, %endif120
  %1502 = bitcast float %458 to i32
  %1503 = and i32 %1502, 2147483647
  %1504 = bitcast float %459 to i32
  %1505 = and i32 %1504, 2147483647
  %1506 = bitcast float %460 to i32
  %1507 = and i32 %1506, 2147483647
  %1508 = bitcast float %461 to i32
  %1509 = and i32 %1508, 2147483647
  %1510 = icmp ugt i32 %1503, %1505
  %1511 = select i1 %1510, i32 %1503, i32 %1505
  %1512 = icmp ugt i32 %1507, %1509
  %1513 = select i1 %1512, i32 %1507, i32 %1509
  %1514 = icmp ugt i32 %1511, %1513
  %1515 = select i1 %1514, i32 %1511, i32 %1513
  %1516 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1515, i32 1, i32 31)
  %1517 = icmp ugt i32 %1515, %1516
  %1518 = select i1 %1517, i32 %1515, i32 %1516
  %1519 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1518, i32 2, i32 31)
  %1520 = icmp ugt i32 %1518, %1519
  %1521 = select i1 %1520, i32 %1518, i32 %1519
  %1522 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1521, i32 4, i32 31)
  %1523 = icmp ugt i32 %1521, %1522
  %1524 = select i1 %1523, i32 %1521, i32 %1522
  %1525 = and i32 %1524, 2147483647
  %1526 = icmp ult i32 %1525, 2139095040
  %1527 = bitcast i32 %1524 to float
  %1528 = fdiv float 1.270000e+02, %1527
  %1529 = bitcast float %1528 to i32
  %1530 = and i32 %1529, 2147483647
  %1531 = icmp ult i32 %1530, 2139095040
  %1532 = select i1 %1531, float %1528, float 0.000000e+00
  %1533 = fmul float %458, %1532
  %1534 = fadd float %1533, 0x4168000000000000
  %1535 = bitcast float %1534 to i32
  %1536 = fmul float %459, %1532
  %1537 = fadd float %1536, 0x4168000000000000
  %1538 = bitcast float %1537 to i32
  %1539 = fmul float %460, %1532
  %1540 = fadd float %1539, 0x4168000000000000
  %1541 = bitcast float %1540 to i32
  %1542 = fmul float %461, %1532
  %1543 = fadd float %1542, 0x4168000000000000
  %1544 = bitcast float %1543 to i32
  %1545 = bitcast i32 %1535 to <4 x i8>
  %1546 = bitcast i32 %1538 to <4 x i8>
  %1547 = shufflevector <4 x i8> %1545, <4 x i8> %1546, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1548 = bitcast <4 x i8> %1547 to i32
  %1549 = bitcast i32 %1541 to <4 x i8>
  %1550 = bitcast i32 %1544 to <4 x i8>
  %1551 = shufflevector <4 x i8> %1549, <4 x i8> %1550, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1552 = bitcast <4 x i8> %1551 to i32
  %1553 = bitcast i32 %1548 to <4 x i8>
  %1554 = bitcast i32 %1552 to <4 x i8>
  %1555 = shufflevector <4 x i8> %1553, <4 x i8> %1554, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1556 = bitcast <4 x i8> %1555 to i32
  %1557 = add i32 %1432, 128
  %1558 = sext i32 %1557 to i64
  %1559 = mul i64 %1558, 4
  %1560 = icmp slt i64 %1559, 1024
  br i1 %1560, label %then127, label %endif128

then125:                                          ; preds = %then123
  %1561 = fmul float %1458, 0x3F80204080000000
  %1562 = select i1 %1457, float %1561, float 0x7FF8000000000000
  %1563 = lshr i64 %1490, 5
  %1564 = mul i64 %1563, 4
  %1565 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8064), i64 1024), i64 %1564
  store float %1562, ptr addrspace(3) %1565, align 4
  br label %endif126

endif126:                                         ; preds = %then125, %then123
  br label %endif124

then127:                                          ; preds = %endif124
  %1566 = lshr i64 %1559, 2
  %1567 = mul i64 %1566, 4
  %1568 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8064), i64 %1567
  store i32 %1556, ptr addrspace(3) %1568, align 4
  %1569 = and i64 %1559, 31
  %1570 = icmp eq i64 %1569, 0
  br i1 %1570, label %then129, label %endif130

endif128:                                         ; preds = %endif130, %endif124
  call void @llvm.nvvm.barrier0()
  %1571 = add i32 %130, 31
  %1572 = udiv i32 %1571, 32
  store i32 0, ptr %v131, align 4
  br label %loop132

then129:                                          ; preds = %then127
  %1573 = fmul float %1527, 0x3F80204080000000
  %1574 = select i1 %1526, float %1573, float 0x7FF8000000000000
  %1575 = lshr i64 %1559, 5
  %1576 = mul i64 %1575, 4
  %1577 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8064), i64 1024), i64 %1576
  store float %1574, ptr addrspace(3) %1577, align 4
  br label %endif130

endif130:                                         ; preds = %then129, %then127
  br label %endif128

loop132:                                          ; preds = %endif198, %endif128
  %1578 = load i32, ptr %v131, align 4
  %1579 = icmp slt i32 %1578, %1572
  br i1 %1579, label %body133, label %done134

body133:                                          ; preds = %loop132
  %1580 = load i32, ptr %v131, align 4
  %1581 = add i32 %1580, 1
  %1582 = sext i32 %1581 to i64
  %1583 = mul i64 %1582, 1024
  %1584 = add i32 %43, 0
  %1585 = sext i32 %1584 to i64
  %1586 = mul i64 %1585, 4
  %1587 = add i64 %1583, %1586
  %1588 = icmp slt i64 %1587, %73
  %1589 = icmp slt i64 %1586, 1024
  %1590 = and i1 %1588, %1589
  %1591 = select i1 %1590, i64 %1587, i64 0
  %1592 = mul i64 %1591, 4
  %1593 = getelementptr i8, ptr addrspace(1) %80, i64 %1592
  %1594 = load <4 x float>, ptr addrspace(1) %1593, align 16
  %1595 = extractelement <4 x float> %1594, i32 0
  %1596 = extractelement <4 x float> %1594, i32 1
  %1597 = extractelement <4 x float> %1594, i32 2
  %1598 = extractelement <4 x float> %1594, i32 3
  %1599 = add i32 %43, 128
  %1600 = sext i32 %1599 to i64
  %1601 = mul i64 %1600, 4
  %1602 = add i64 %1583, %1601
  %1603 = icmp slt i64 %1602, %73
  %1604 = icmp slt i64 %1601, 1024
  %1605 = and i1 %1603, %1604
  %1606 = select i1 %1605, i64 %1602, i64 0
  %1607 = mul i64 %1606, 4
  %1608 = getelementptr i8, ptr addrspace(1) %80, i64 %1607
  %1609 = load <4 x float>, ptr addrspace(1) %1608, align 16
  %1610 = extractelement <4 x float> %1609, i32 0
  %1611 = extractelement <4 x float> %1609, i32 1
  %1612 = extractelement <4 x float> %1609, i32 2
  %1613 = extractelement <4 x float> %1609, i32 3
  %1614 = add i32 %43, 0
  %1615 = sext i32 %1614 to i64
  %1616 = mul i64 %1615, 4
  %1617 = add i64 %1583, %1616
  %1618 = icmp slt i64 %1617, %73
  %1619 = icmp slt i64 %1616, 1024
  %1620 = and i1 %1618, %1619
  %1621 = select i1 %1620, i64 %1617, i64 0
  %1622 = mul i64 %1621, 4
  %1623 = getelementptr i8, ptr addrspace(1) %87, i64 %1622
  %1624 = load <4 x float>, ptr addrspace(1) %1623, align 16
  %1625 = extractelement <4 x float> %1624, i32 0
  %1626 = extractelement <4 x float> %1624, i32 1
  %1627 = extractelement <4 x float> %1624, i32 2
  %1628 = extractelement <4 x float> %1624, i32 3
  %1629 = add i32 %43, 128
  %1630 = sext i32 %1629 to i64
  %1631 = mul i64 %1630, 4
  %1632 = add i64 %1583, %1631
  %1633 = icmp slt i64 %1632, %73
  %1634 = icmp slt i64 %1631, 1024
  %1635 = and i1 %1633, %1634
  %1636 = select i1 %1635, i64 %1632, i64 0
  %1637 = mul i64 %1636, 4
  %1638 = getelementptr i8, ptr addrspace(1) %87, i64 %1637
  %1639 = load <4 x float>, ptr addrspace(1) %1638, align 16
  %1640 = extractelement <4 x float> %1639, i32 0
  %1641 = extractelement <4 x float> %1639, i32 1
  %1642 = extractelement <4 x float> %1639, i32 2
  %1643 = extractelement <4 x float> %1639, i32 3
  %1644 = add i32 %43, 0
  %1645 = sext i32 %1644 to i64
  %1646 = mul i64 %1645, 4
  %1647 = add i64 %1583, %1646
  %1648 = icmp slt i64 %1647, %73
  %1649 = icmp slt i64 %1646, 1024
  %1650 = and i1 %1648, %1649
  %1651 = select i1 %1650, i64 %1647, i64 0
  %1652 = mul i64 %1651, 4
  %1653 = getelementptr i8, ptr addrspace(1) %94, i64 %1652
  %1654 = load <4 x float>, ptr addrspace(1) %1653, align 16
  %1655 = extractelement <4 x float> %1654, i32 0
  %1656 = extractelement <4 x float> %1654, i32 1
  %1657 = extractelement <4 x float> %1654, i32 2
  %1658 = extractelement <4 x float> %1654, i32 3
  %1659 = add i32 %43, 128
  %1660 = sext i32 %1659 to i64
  %1661 = mul i64 %1660, 4
  %1662 = add i64 %1583, %1661
  %1663 = icmp slt i64 %1662, %73
  %1664 = icmp slt i64 %1661, 1024
  %1665 = and i1 %1663, %1664
  %1666 = select i1 %1665, i64 %1662, i64 0
  %1667 = mul i64 %1666, 4
  %1668 = getelementptr i8, ptr addrspace(1) %94, i64 %1667
  %1669 = load <4 x float>, ptr addrspace(1) %1668, align 16
  %1670 = extractelement <4 x float> %1669, i32 0
  %1671 = extractelement <4 x float> %1669, i32 1
  %1672 = extractelement <4 x float> %1669, i32 2
  %1673 = extractelement <4 x float> %1669, i32 3
  %1674 = add i32 %43, 0
  %1675 = sext i32 %1674 to i64
  %1676 = mul i64 %1675, 4
  %1677 = add i64 %1583, %1676
  %1678 = icmp slt i64 %1677, %73
  %1679 = icmp slt i64 %1676, 1024
  %1680 = and i1 %1678, %1679
  %1681 = select i1 %1680, i64 %1677, i64 0
  %1682 = mul i64 %1681, 4
  %1683 = getelementptr i8, ptr addrspace(1) %101, i64 %1682
  %1684 = load <4 x float>, ptr addrspace(1) %1683, align 16
  %1685 = extractelement <4 x float> %1684, i32 0
  %1686 = extractelement <4 x float> %1684, i32 1
  %1687 = extractelement <4 x float> %1684, i32 2
  %1688 = extractelement <4 x float> %1684, i32 3
  %1689 = add i32 %43, 128
  %1690 = sext i32 %1689 to i64
  %1691 = mul i64 %1690, 4
  %1692 = add i64 %1583, %1691
  %1693 = icmp slt i64 %1692, %73
  %1694 = icmp slt i64 %1691, 1024
  %1695 = and i1 %1693, %1694
  %1696 = select i1 %1695, i64 %1692, i64 0
  %1697 = mul i64 %1696, 4
  %1698 = getelementptr i8, ptr addrspace(1) %101, i64 %1697
  %1699 = load <4 x float>, ptr addrspace(1) %1698, align 16
  %1700 = extractelement <4 x float> %1699, i32 0
  %1701 = extractelement <4 x float> %1699, i32 1
  %1702 = extractelement <4 x float> %1699, i32 2
  %1703 = extractelement <4 x float> %1699, i32 3
  %1704 = add i32 %43, 0
  %1705 = sext i32 %1704 to i64
  %1706 = mul i64 %1705, 4
  %1707 = add i64 %1583, %1706
  %1708 = icmp slt i64 %1707, %73
  %1709 = icmp slt i64 %1706, 1024
  %1710 = and i1 %1708, %1709
  %1711 = select i1 %1710, i64 %1707, i64 0
  %1712 = mul i64 %1711, 4
  %1713 = getelementptr i8, ptr addrspace(1) %108, i64 %1712
  %1714 = load <4 x float>, ptr addrspace(1) %1713, align 16
  %1715 = extractelement <4 x float> %1714, i32 0
  %1716 = extractelement <4 x float> %1714, i32 1
  %1717 = extractelement <4 x float> %1714, i32 2
  %1718 = extractelement <4 x float> %1714, i32 3
  %1719 = add i32 %43, 128
  %1720 = sext i32 %1719 to i64
  %1721 = mul i64 %1720, 4
  %1722 = add i64 %1583, %1721
  %1723 = icmp slt i64 %1722, %73
  %1724 = icmp slt i64 %1721, 1024
  %1725 = and i1 %1723, %1724
  %1726 = select i1 %1725, i64 %1722, i64 0
  %1727 = mul i64 %1726, 4
  %1728 = getelementptr i8, ptr addrspace(1) %108, i64 %1727
  %1729 = load <4 x float>, ptr addrspace(1) %1728, align 16
  %1730 = extractelement <4 x float> %1729, i32 0
  %1731 = extractelement <4 x float> %1729, i32 1
  %1732 = extractelement <4 x float> %1729, i32 2
  %1733 = extractelement <4 x float> %1729, i32 3
  %1734 = add i32 %43, 0
  %1735 = sext i32 %1734 to i64
  %1736 = mul i64 %1735, 4
  %1737 = add i64 %1583, %1736
  %1738 = icmp slt i64 %1737, %73
  %1739 = icmp slt i64 %1736, 1024
  %1740 = and i1 %1738, %1739
  %1741 = select i1 %1740, i64 %1737, i64 0
  %1742 = mul i64 %1741, 4
  %1743 = getelementptr i8, ptr addrspace(1) %115, i64 %1742
  %1744 = load <4 x float>, ptr addrspace(1) %1743, align 16
  %1745 = extractelement <4 x float> %1744, i32 0
  %1746 = extractelement <4 x float> %1744, i32 1
  %1747 = extractelement <4 x float> %1744, i32 2
  %1748 = extractelement <4 x float> %1744, i32 3
  %1749 = add i32 %43, 128
  %1750 = sext i32 %1749 to i64
  %1751 = mul i64 %1750, 4
  %1752 = add i64 %1583, %1751
  %1753 = icmp slt i64 %1752, %73
  %1754 = icmp slt i64 %1751, 1024
  %1755 = and i1 %1753, %1754
  %1756 = select i1 %1755, i64 %1752, i64 0
  %1757 = mul i64 %1756, 4
  %1758 = getelementptr i8, ptr addrspace(1) %115, i64 %1757
  %1759 = load <4 x float>, ptr addrspace(1) %1758, align 16
  %1760 = extractelement <4 x float> %1759, i32 0
  %1761 = extractelement <4 x float> %1759, i32 1
  %1762 = extractelement <4 x float> %1759, i32 2
  %1763 = extractelement <4 x float> %1759, i32 3
  %1764 = add i32 %43, 0
  %1765 = sext i32 %1764 to i64
  %1766 = mul i64 %1765, 4
  %1767 = add i64 %1583, %1766
  %1768 = icmp slt i64 %1767, %73
  %1769 = icmp slt i64 %1766, 1024
  %1770 = and i1 %1768, %1769
  %1771 = select i1 %1770, i64 %1767, i64 0
  %1772 = mul i64 %1771, 4
  %1773 = getelementptr i8, ptr addrspace(1) %122, i64 %1772
  %1774 = load <4 x float>, ptr addrspace(1) %1773, align 16
  %1775 = extractelement <4 x float> %1774, i32 0
  %1776 = extractelement <4 x float> %1774, i32 1
  %1777 = extractelement <4 x float> %1774, i32 2
  %1778 = extractelement <4 x float> %1774, i32 3
  %1779 = add i32 %43, 128
  %1780 = sext i32 %1779 to i64
  %1781 = mul i64 %1780, 4
  %1782 = add i64 %1583, %1781
  %1783 = icmp slt i64 %1782, %73
  %1784 = icmp slt i64 %1781, 1024
  %1785 = and i1 %1783, %1784
  %1786 = select i1 %1785, i64 %1782, i64 0
  %1787 = mul i64 %1786, 4
  %1788 = getelementptr i8, ptr addrspace(1) %122, i64 %1787
  %1789 = load <4 x float>, ptr addrspace(1) %1788, align 16
  %1790 = extractelement <4 x float> %1789, i32 0
  %1791 = extractelement <4 x float> %1789, i32 1
  %1792 = extractelement <4 x float> %1789, i32 2
  %1793 = extractelement <4 x float> %1789, i32 3
  %1794 = add i32 %43, 0
  %1795 = sext i32 %1794 to i64
  %1796 = mul i64 %1795, 4
  %1797 = add i64 %1583, %1796
  %1798 = icmp slt i64 %1797, %73
  %1799 = icmp slt i64 %1796, 1024
  %1800 = and i1 %1798, %1799
  %1801 = select i1 %1800, i64 %1797, i64 0
  %1802 = mul i64 %1801, 4
  %1803 = getelementptr i8, ptr addrspace(1) %129, i64 %1802
  %1804 = load <4 x float>, ptr addrspace(1) %1803, align 16
  %1805 = extractelement <4 x float> %1804, i32 0
  %1806 = extractelement <4 x float> %1804, i32 1
  %1807 = extractelement <4 x float> %1804, i32 2
  %1808 = extractelement <4 x float> %1804, i32 3
  %1809 = add i32 %43, 128
  %1810 = sext i32 %1809 to i64
  %1811 = mul i64 %1810, 4
  %1812 = add i64 %1583, %1811
  %1813 = icmp slt i64 %1812, %73
  %1814 = icmp slt i64 %1811, 1024
  %1815 = and i1 %1813, %1814
  %1816 = select i1 %1815, i64 %1812, i64 0
  %1817 = mul i64 %1816, 4
  %1818 = getelementptr i8, ptr addrspace(1) %129, i64 %1817
  %1819 = load <4 x float>, ptr addrspace(1) %1818, align 16
  %1820 = extractelement <4 x float> %1819, i32 0
  %1821 = extractelement <4 x float> %1819, i32 1
  %1822 = extractelement <4 x float> %1819, i32 2
  %1823 = extractelement <4 x float> %1819, i32 3
  %1824 = mul i32 %1580, 32
  %1825 = add i32 %42, %1824
  %1826 = load i32, ptr %v37, align 4
  %1827 = load i32, ptr %v38, align 4
  %1828 = load i32, ptr %v39, align 4
  %1829 = load i32, ptr %v40, align 4
  %1830 = load i32, ptr %v41, align 4
  %1831 = load i32, ptr %v42, align 4
  %1832 = load i32, ptr %v43, align 4
  %1833 = load i32, ptr %v44, align 4
  %1834 = load i32, ptr %v45, align 4
  %1835 = load i32, ptr %v46, align 4
  %1836 = load i32, ptr %v47, align 4
  %1837 = load i32, ptr %v48, align 4
  %1838 = load i32, ptr %v49, align 4
  %1839 = load i32, ptr %v50, align 4
  %1840 = load i32, ptr %v51, align 4
  %1841 = load i32, ptr %v52, align 4
  %1842 = load i32, ptr %v53, align 4
  %1843 = load i32, ptr %v54, align 4
  %1844 = load i32, ptr %v55, align 4
  %1845 = load i32, ptr %v56, align 4
  %1846 = load i32, ptr %v57, align 4
  %1847 = load i32, ptr %v58, align 4
  %1848 = load i32, ptr %v59, align 4
  %1849 = load i32, ptr %v60, align 4
  %1850 = load i32, ptr %v61, align 4
  %1851 = load i32, ptr %v62, align 4
  %1852 = load i32, ptr %v63, align 4
  %1853 = load i32, ptr %v64, align 4
  %1854 = load i32, ptr %v65, align 4
  %1855 = load i32, ptr %v66, align 4
  %1856 = load i32, ptr %v67, align 4
  %1857 = load i32, ptr %v68, align 4
  %1858 = add i32 %1825, 32
  %1859 = icmp sgt i32 %1858, %131
  %1860 = select i1 %1859, i32 %131, i32 %1858
  %1861 = lshr i32 %1860, 3
  %1862 = and i32 %1860, 7
  %1863 = sext i32 %1861 to i64
  %1864 = mul i64 %1863, 144
  %1865 = add i64 %1864, 0
  %1866 = getelementptr i8, ptr addrspace(1) %53, i64 %1865
  %1867 = getelementptr i8, ptr addrspace(1) %1866, i64 0
  %1868 = load <4 x i32>, ptr addrspace(1) %1867, align 16
  %1869 = extractelement <4 x i32> %1868, i32 0
  %1870 = extractelement <4 x i32> %1868, i32 1
  %1871 = extractelement <4 x i32> %1868, i32 2
  %1872 = extractelement <4 x i32> %1868, i32 3
  %1873 = sext i32 %1862 to i64
  %1874 = mul i64 %1873, 16
  %1875 = add i64 %1874, 16
  %1876 = add i64 %1875, 0
  %1877 = getelementptr i8, ptr addrspace(1) %1866, i64 %1876
  %1878 = load <4 x i32>, ptr addrspace(1) %1877, align 16
  %1879 = extractelement <4 x i32> %1878, i32 0
  %1880 = extractelement <4 x i32> %1878, i32 1
  %1881 = extractelement <4 x i32> %1878, i32 2
  %1882 = extractelement <4 x i32> %1878, i32 3
  store i32 %1869, ptr %v37, align 4
  store i32 %1870, ptr %v38, align 4
  store i32 %1871, ptr %v39, align 4
  store i32 %1872, ptr %v40, align 4
  store i32 %1879, ptr %v41, align 4
  store i32 %1880, ptr %v42, align 4
  store i32 %1881, ptr %v43, align 4
  store i32 %1882, ptr %v44, align 4
  %1883 = lshr i32 %1860, 3
  %1884 = and i32 %1860, 7
  %1885 = sext i32 %1883 to i64
  %1886 = mul i64 %1885, 144
  %1887 = add i64 %1886, 0
  %1888 = getelementptr i8, ptr addrspace(1) %59, i64 %1887
  %1889 = getelementptr i8, ptr addrspace(1) %1888, i64 0
  %1890 = load <4 x i32>, ptr addrspace(1) %1889, align 16
  %1891 = extractelement <4 x i32> %1890, i32 0
  %1892 = extractelement <4 x i32> %1890, i32 1
  %1893 = extractelement <4 x i32> %1890, i32 2
  %1894 = extractelement <4 x i32> %1890, i32 3
  %1895 = sext i32 %1884 to i64
  %1896 = mul i64 %1895, 16
  %1897 = add i64 %1896, 16
  %1898 = add i64 %1897, 0
  %1899 = getelementptr i8, ptr addrspace(1) %1888, i64 %1898
  %1900 = load <4 x i32>, ptr addrspace(1) %1899, align 16
  %1901 = extractelement <4 x i32> %1900, i32 0
  %1902 = extractelement <4 x i32> %1900, i32 1
  %1903 = extractelement <4 x i32> %1900, i32 2
  %1904 = extractelement <4 x i32> %1900, i32 3
  store i32 %1891, ptr %v45, align 4
  store i32 %1892, ptr %v46, align 4
  store i32 %1893, ptr %v47, align 4
  store i32 %1894, ptr %v48, align 4
  store i32 %1901, ptr %v49, align 4
  store i32 %1902, ptr %v50, align 4
  store i32 %1903, ptr %v51, align 4
  store i32 %1904, ptr %v52, align 4
  %1905 = lshr i32 %1860, 3
  %1906 = and i32 %1860, 7
  %1907 = sext i32 %1905 to i64
  %1908 = mul i64 %1907, 144
  %1909 = add i64 %1908, 0
  %1910 = getelementptr i8, ptr addrspace(1) %65, i64 %1909
  %1911 = getelementptr i8, ptr addrspace(1) %1910, i64 0
  %1912 = load <4 x i32>, ptr addrspace(1) %1911, align 16
  %1913 = extractelement <4 x i32> %1912, i32 0
  %1914 = extractelement <4 x i32> %1912, i32 1
  %1915 = extractelement <4 x i32> %1912, i32 2
  %1916 = extractelement <4 x i32> %1912, i32 3
  %1917 = sext i32 %1906 to i64
  %1918 = mul i64 %1917, 16
  %1919 = add i64 %1918, 16
  %1920 = add i64 %1919, 0
  %1921 = getelementptr i8, ptr addrspace(1) %1910, i64 %1920
  %1922 = load <4 x i32>, ptr addrspace(1) %1921, align 16
  %1923 = extractelement <4 x i32> %1922, i32 0
  %1924 = extractelement <4 x i32> %1922, i32 1
  %1925 = extractelement <4 x i32> %1922, i32 2
  %1926 = extractelement <4 x i32> %1922, i32 3
  store i32 %1913, ptr %v53, align 4
  store i32 %1914, ptr %v54, align 4
  store i32 %1915, ptr %v55, align 4
  store i32 %1916, ptr %v56, align 4
  store i32 %1923, ptr %v57, align 4
  store i32 %1924, ptr %v58, align 4
  store i32 %1925, ptr %v59, align 4
  store i32 %1926, ptr %v60, align 4
  %1927 = lshr i32 %1860, 3
  %1928 = and i32 %1860, 7
  %1929 = sext i32 %1927 to i64
  %1930 = mul i64 %1929, 144
  %1931 = add i64 %1930, 0
  %1932 = getelementptr i8, ptr addrspace(1) %71, i64 %1931
  %1933 = getelementptr i8, ptr addrspace(1) %1932, i64 0
  %1934 = load <4 x i32>, ptr addrspace(1) %1933, align 16
  %1935 = extractelement <4 x i32> %1934, i32 0
  %1936 = extractelement <4 x i32> %1934, i32 1
  %1937 = extractelement <4 x i32> %1934, i32 2
  %1938 = extractelement <4 x i32> %1934, i32 3
  %1939 = sext i32 %1928 to i64
  %1940 = mul i64 %1939, 16
  %1941 = add i64 %1940, 16
  %1942 = add i64 %1941, 0
  %1943 = getelementptr i8, ptr addrspace(1) %1932, i64 %1942
  %1944 = load <4 x i32>, ptr addrspace(1) %1943, align 16
  %1945 = extractelement <4 x i32> %1944, i32 0
  %1946 = extractelement <4 x i32> %1944, i32 1
  %1947 = extractelement <4 x i32> %1944, i32 2
  %1948 = extractelement <4 x i32> %1944, i32 3
  store i32 %1935, ptr %v61, align 4
  store i32 %1936, ptr %v62, align 4
  store i32 %1937, ptr %v63, align 4
  store i32 %1938, ptr %v64, align 4
  store i32 %1945, ptr %v65, align 4
  store i32 %1946, ptr %v66, align 4
  store i32 %1947, ptr %v67, align 4
  store i32 %1948, ptr %v68, align 4
  %1949 = icmp slt i32 %1825, %130
  br i1 %1949, label %then135, label %endif136

done134:                                          ; preds = %loop132
  %1950 = load float, ptr %v5, align 4
  %1951 = load float, ptr %v6, align 4
  %1952 = load float, ptr %v7, align 4
  %1953 = load float, ptr %v8, align 4
  %1954 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1955 = and i32 %1954, 31
  %1956 = and i32 %1955, 16
  %1957 = icmp ne i32 %1956, 0
  %1958 = select i1 %1957, float %1952, float %1950
  %1959 = select i1 %1957, float %1950, float %1952
  %1960 = bitcast float %1959 to i32
  %1961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1960, i32 16, i32 31)
  %1962 = bitcast i32 %1961 to float
  %1963 = fadd float %1958, %1962
  %1964 = select i1 %1957, float %1953, float %1951
  %1965 = select i1 %1957, float %1951, float %1953
  %1966 = bitcast float %1965 to i32
  %1967 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1966, i32 16, i32 31)
  %1968 = bitcast i32 %1967 to float
  %1969 = fadd float %1964, %1968
  %1970 = and i32 %1955, 8
  %1971 = icmp ne i32 %1970, 0
  %1972 = select i1 %1971, float %1969, float %1963
  %1973 = select i1 %1971, float %1963, float %1969
  %1974 = bitcast float %1973 to i32
  %1975 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1974, i32 8, i32 31)
  %1976 = bitcast i32 %1975 to float
  %1977 = fadd float %1972, %1976
  %1978 = bitcast float %1977 to i32
  %1979 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1978, i32 4, i32 31)
  %1980 = bitcast i32 %1979 to float
  %1981 = fadd float %1977, %1980
  %1982 = bitcast float %1981 to i32
  %1983 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1982, i32 2, i32 31)
  %1984 = bitcast i32 %1983 to float
  %1985 = fadd float %1981, %1984
  %1986 = bitcast float %1985 to i32
  %1987 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1986, i32 1, i32 31)
  %1988 = bitcast i32 %1987 to float
  %1989 = fadd float %1985, %1988
  %1990 = add i32 %40, %33
  %1991 = icmp slt i32 %1990, %4
  %1992 = and i1 %35, %1991
  %1993 = icmp slt i32 0, %26
  %1994 = and i1 %1992, %1993
  br i1 %1994, label %then201, label %endif202

then135:                                          ; preds = %body133
  %1995 = and i32 %1580, 1
  %1996 = sext i32 %1580 to i64
  %1997 = mul i64 %1996, 1024
  %1998 = sext i32 %1995 to i64
  %1999 = mul i64 %1998, 8
  %2000 = add i64 %1999, 0
  %2001 = mul i64 %2000, 1152
  %2002 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2001
  %2003 = lshr i32 %1825, 3
  %2004 = and i32 %1825, 7
  %2005 = lshr i32 %2004, 1
  %2006 = and i32 %2004, 1
  %2007 = mul i32 %2003, 256
  %2008 = mul i32 %2005, 64
  %2009 = mul i32 %2006, 16
  %2010 = add i32 %2008, %2009
  %2011 = add i32 %2007, %2010
  %2012 = sext i32 %2011 to i64
  %2013 = add i64 %2012, 32
  %2014 = sub i64 %2012, %1997
  %2015 = add i64 %2014, 0
  %2016 = getelementptr i8, ptr addrspace(3) %2002, i64 %2015
  %2017 = load <4 x i32>, ptr addrspace(3) %2016, align 16
  %2018 = extractelement <4 x i32> %2017, i32 0
  %2019 = extractelement <4 x i32> %2017, i32 1
  %2020 = extractelement <4 x i32> %2017, i32 2
  %2021 = extractelement <4 x i32> %2017, i32 3
  %2022 = getelementptr i8, ptr addrspace(3) %2002, i64 1024
  %2023 = lshr i64 %2014, 5
  %2024 = mul i64 %2023, 4
  %2025 = getelementptr i8, ptr addrspace(3) %2022, i64 %2024
  %2026 = load float, ptr addrspace(3) %2025, align 4
  %2027 = sub i64 %2013, %1997
  %2028 = add i64 %2027, 0
  %2029 = getelementptr i8, ptr addrspace(3) %2002, i64 %2028
  %2030 = load <4 x i32>, ptr addrspace(3) %2029, align 16
  %2031 = extractelement <4 x i32> %2030, i32 0
  %2032 = extractelement <4 x i32> %2030, i32 1
  %2033 = extractelement <4 x i32> %2030, i32 2
  %2034 = extractelement <4 x i32> %2030, i32 3
  %2035 = getelementptr i8, ptr addrspace(3) %2002, i64 1024
  %2036 = lshr i64 %2027, 5
  %2037 = mul i64 %2036, 4
  %2038 = getelementptr i8, ptr addrspace(3) %2035, i64 %2037
  %2039 = load float, ptr addrspace(3) %2038, align 4
  %2040 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2018, i32 0)
  %2041 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2019, i32 %2040)
  %2042 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2020, i32 %2041)
  %2043 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2021, i32 %2042)
  %2044 = sitofp i32 %2043 to float
  %2045 = fmul float %2026, %2044
  %2046 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2031, i32 0)
  %2047 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2032, i32 %2046)
  %2048 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2033, i32 %2047)
  %2049 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2034, i32 %2048)
  %2050 = sitofp i32 %2049 to float
  %2051 = fmul float %2039, %2050
  %2052 = load float, ptr %v5, align 4
  %2053 = and i32 %1825, 7
  %2054 = lshr i32 %2053, 1
  %2055 = and i32 %1826, 65535
  %2056 = trunc i32 %2055 to i16
  %2057 = bitcast i16 %2056 to half
  %2058 = fpext half %2057 to float
  %2059 = lshr i32 %1826, 16
  %2060 = trunc i32 %2059 to i16
  %2061 = bitcast i16 %2060 to half
  %2062 = fpext half %2061 to float
  %2063 = and i32 %1827, 1061109567
  %2064 = and i32 %1828, 1061109567
  %2065 = and i32 %1829, 252645135
  %2066 = lshr i32 %1827, 2
  %2067 = and i32 %2066, 808464432
  %2068 = or i32 %2065, %2067
  %2069 = lshr i32 %1829, 4
  %2070 = and i32 %2069, 252645135
  %2071 = lshr i32 %1828, 2
  %2072 = and i32 %2071, 808464432
  %2073 = or i32 %2070, %2072
  %2074 = icmp ult i32 %2054, 2
  %2075 = and i32 %2054, 1
  %2076 = mul i32 %2075, 16
  %2077 = select i1 %2074, i32 %2063, i32 %2068
  %2078 = lshr i32 %2077, %2076
  %2079 = select i1 %2074, i32 %2064, i32 %2073
  %2080 = lshr i32 %2079, %2076
  %2081 = and i32 %1830, 252645135
  %2082 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2081, i32 %2018, i32 0)
  %2083 = and i32 %1831, 252645135
  %2084 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2083, i32 %2019, i32 %2082)
  %2085 = and i32 %1832, 252645135
  %2086 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2085, i32 %2020, i32 %2084)
  %2087 = and i32 %1833, 252645135
  %2088 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2087, i32 %2021, i32 %2086)
  %2089 = lshr i32 %2078, 0
  %2090 = and i32 %2089, 255
  %2091 = mul i32 %2090, %2088
  %2092 = sitofp i32 %2091 to float
  %2093 = bitcast i32 %2080 to <4 x i8>
  %2094 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2093, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2095 = bitcast <4 x i8> %2094 to i32
  %2096 = bitcast i32 %2095 to float
  %2097 = fadd float %2096, 0xC160000000000000
  %2098 = lshr i32 %1830, 4
  %2099 = and i32 %2098, 252645135
  %2100 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2099, i32 %2031, i32 0)
  %2101 = lshr i32 %1831, 4
  %2102 = and i32 %2101, 252645135
  %2103 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2102, i32 %2032, i32 %2100)
  %2104 = lshr i32 %1832, 4
  %2105 = and i32 %2104, 252645135
  %2106 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2105, i32 %2033, i32 %2103)
  %2107 = lshr i32 %1833, 4
  %2108 = and i32 %2107, 252645135
  %2109 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2108, i32 %2034, i32 %2106)
  %2110 = lshr i32 %2078, 8
  %2111 = and i32 %2110, 255
  %2112 = mul i32 %2111, %2109
  %2113 = sitofp i32 %2112 to float
  %2114 = bitcast i32 %2080 to <4 x i8>
  %2115 = shufflevector <4 x i8> %2114, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2116 = bitcast <4 x i8> %2115 to i32
  %2117 = bitcast i32 %2116 to float
  %2118 = fadd float %2117, 0xC160000000000000
  %2119 = fmul float %2113, %2039
  %2120 = call float @llvm.fma.f32(float %2092, float %2026, float %2119)
  %2121 = fmul float %2118, %2051
  %2122 = call float @llvm.fma.f32(float %2097, float %2045, float %2121)
  %2123 = call float @llvm.fma.f32(float %2058, float %2120, float %2052)
  %2124 = fneg float %2062
  %2125 = call float @llvm.fma.f32(float %2124, float %2122, float %2123)
  store float %2125, ptr %v5, align 4
  %2126 = load float, ptr %v6, align 4
  %2127 = and i32 %1825, 7
  %2128 = lshr i32 %2127, 1
  %2129 = and i32 %1834, 65535
  %2130 = trunc i32 %2129 to i16
  %2131 = bitcast i16 %2130 to half
  %2132 = fpext half %2131 to float
  %2133 = lshr i32 %1834, 16
  %2134 = trunc i32 %2133 to i16
  %2135 = bitcast i16 %2134 to half
  %2136 = fpext half %2135 to float
  %2137 = and i32 %1835, 1061109567
  %2138 = and i32 %1836, 1061109567
  %2139 = and i32 %1837, 252645135
  %2140 = lshr i32 %1835, 2
  %2141 = and i32 %2140, 808464432
  %2142 = or i32 %2139, %2141
  %2143 = lshr i32 %1837, 4
  %2144 = and i32 %2143, 252645135
  %2145 = lshr i32 %1836, 2
  %2146 = and i32 %2145, 808464432
  %2147 = or i32 %2144, %2146
  %2148 = icmp ult i32 %2128, 2
  %2149 = and i32 %2128, 1
  %2150 = mul i32 %2149, 16
  %2151 = select i1 %2148, i32 %2137, i32 %2142
  %2152 = lshr i32 %2151, %2150
  %2153 = select i1 %2148, i32 %2138, i32 %2147
  %2154 = lshr i32 %2153, %2150
  %2155 = and i32 %1838, 252645135
  %2156 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2155, i32 %2018, i32 0)
  %2157 = and i32 %1839, 252645135
  %2158 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2157, i32 %2019, i32 %2156)
  %2159 = and i32 %1840, 252645135
  %2160 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2159, i32 %2020, i32 %2158)
  %2161 = and i32 %1841, 252645135
  %2162 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2161, i32 %2021, i32 %2160)
  %2163 = lshr i32 %2152, 0
  %2164 = and i32 %2163, 255
  %2165 = mul i32 %2164, %2162
  %2166 = sitofp i32 %2165 to float
  %2167 = bitcast i32 %2154 to <4 x i8>
  %2168 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2167, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2169 = bitcast <4 x i8> %2168 to i32
  %2170 = bitcast i32 %2169 to float
  %2171 = fadd float %2170, 0xC160000000000000
  %2172 = lshr i32 %1838, 4
  %2173 = and i32 %2172, 252645135
  %2174 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2173, i32 %2031, i32 0)
  %2175 = lshr i32 %1839, 4
  %2176 = and i32 %2175, 252645135
  %2177 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2176, i32 %2032, i32 %2174)
  %2178 = lshr i32 %1840, 4
  %2179 = and i32 %2178, 252645135
  %2180 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2179, i32 %2033, i32 %2177)
  %2181 = lshr i32 %1841, 4
  %2182 = and i32 %2181, 252645135
  %2183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2182, i32 %2034, i32 %2180)
  %2184 = lshr i32 %2152, 8
  %2185 = and i32 %2184, 255
  %2186 = mul i32 %2185, %2183
  %2187 = sitofp i32 %2186 to float
  %2188 = bitcast i32 %2154 to <4 x i8>
  %2189 = shufflevector <4 x i8> %2188, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2190 = bitcast <4 x i8> %2189 to i32
  %2191 = bitcast i32 %2190 to float
  %2192 = fadd float %2191, 0xC160000000000000
  %2193 = fmul float %2187, %2039
  %2194 = call float @llvm.fma.f32(float %2166, float %2026, float %2193)
  %2195 = fmul float %2192, %2051
  %2196 = call float @llvm.fma.f32(float %2171, float %2045, float %2195)
  %2197 = call float @llvm.fma.f32(float %2132, float %2194, float %2126)
  %2198 = fneg float %2136
  %2199 = call float @llvm.fma.f32(float %2198, float %2196, float %2197)
  store float %2199, ptr %v6, align 4
  %2200 = load float, ptr %v7, align 4
  %2201 = and i32 %1825, 7
  %2202 = lshr i32 %2201, 1
  %2203 = and i32 %1842, 65535
  %2204 = trunc i32 %2203 to i16
  %2205 = bitcast i16 %2204 to half
  %2206 = fpext half %2205 to float
  %2207 = lshr i32 %1842, 16
  %2208 = trunc i32 %2207 to i16
  %2209 = bitcast i16 %2208 to half
  %2210 = fpext half %2209 to float
  %2211 = and i32 %1843, 1061109567
  %2212 = and i32 %1844, 1061109567
  %2213 = and i32 %1845, 252645135
  %2214 = lshr i32 %1843, 2
  %2215 = and i32 %2214, 808464432
  %2216 = or i32 %2213, %2215
  %2217 = lshr i32 %1845, 4
  %2218 = and i32 %2217, 252645135
  %2219 = lshr i32 %1844, 2
  %2220 = and i32 %2219, 808464432
  %2221 = or i32 %2218, %2220
  %2222 = icmp ult i32 %2202, 2
  %2223 = and i32 %2202, 1
  %2224 = mul i32 %2223, 16
  %2225 = select i1 %2222, i32 %2211, i32 %2216
  %2226 = lshr i32 %2225, %2224
  %2227 = select i1 %2222, i32 %2212, i32 %2221
  %2228 = lshr i32 %2227, %2224
  %2229 = and i32 %1846, 252645135
  %2230 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2229, i32 %2018, i32 0)
  %2231 = and i32 %1847, 252645135
  %2232 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2231, i32 %2019, i32 %2230)
  %2233 = and i32 %1848, 252645135
  %2234 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2233, i32 %2020, i32 %2232)
  %2235 = and i32 %1849, 252645135
  %2236 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2235, i32 %2021, i32 %2234)
  %2237 = lshr i32 %2226, 0
  %2238 = and i32 %2237, 255
  %2239 = mul i32 %2238, %2236
  %2240 = sitofp i32 %2239 to float
  %2241 = bitcast i32 %2228 to <4 x i8>
  %2242 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2241, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2243 = bitcast <4 x i8> %2242 to i32
  %2244 = bitcast i32 %2243 to float
  %2245 = fadd float %2244, 0xC160000000000000
  %2246 = lshr i32 %1846, 4
  %2247 = and i32 %2246, 252645135
  %2248 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2247, i32 %2031, i32 0)
  %2249 = lshr i32 %1847, 4
  %2250 = and i32 %2249, 252645135
  %2251 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2250, i32 %2032, i32 %2248)
  %2252 = lshr i32 %1848, 4
  %2253 = and i32 %2252, 252645135
  %2254 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2253, i32 %2033, i32 %2251)
  %2255 = lshr i32 %1849, 4
  %2256 = and i32 %2255, 252645135
  %2257 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2256, i32 %2034, i32 %2254)
  %2258 = lshr i32 %2226, 8
  %2259 = and i32 %2258, 255
  %2260 = mul i32 %2259, %2257
  %2261 = sitofp i32 %2260 to float
  %2262 = bitcast i32 %2228 to <4 x i8>
  %2263 = shufflevector <4 x i8> %2262, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2264 = bitcast <4 x i8> %2263 to i32
  %2265 = bitcast i32 %2264 to float
  %2266 = fadd float %2265, 0xC160000000000000
  %2267 = fmul float %2261, %2039
  %2268 = call float @llvm.fma.f32(float %2240, float %2026, float %2267)
  %2269 = fmul float %2266, %2051
  %2270 = call float @llvm.fma.f32(float %2245, float %2045, float %2269)
  %2271 = call float @llvm.fma.f32(float %2206, float %2268, float %2200)
  %2272 = fneg float %2210
  %2273 = call float @llvm.fma.f32(float %2272, float %2270, float %2271)
  store float %2273, ptr %v7, align 4
  %2274 = load float, ptr %v8, align 4
  %2275 = and i32 %1825, 7
  %2276 = lshr i32 %2275, 1
  %2277 = and i32 %1850, 65535
  %2278 = trunc i32 %2277 to i16
  %2279 = bitcast i16 %2278 to half
  %2280 = fpext half %2279 to float
  %2281 = lshr i32 %1850, 16
  %2282 = trunc i32 %2281 to i16
  %2283 = bitcast i16 %2282 to half
  %2284 = fpext half %2283 to float
  %2285 = and i32 %1851, 1061109567
  %2286 = and i32 %1852, 1061109567
  %2287 = and i32 %1853, 252645135
  %2288 = lshr i32 %1851, 2
  %2289 = and i32 %2288, 808464432
  %2290 = or i32 %2287, %2289
  %2291 = lshr i32 %1853, 4
  %2292 = and i32 %2291, 252645135
  %2293 = lshr i32 %1852, 2
  %2294 = and i32 %2293, 808464432
  %2295 = or i32 %2292, %2294
  %2296 = icmp ult i32 %2276, 2
  %2297 = and i32 %2276, 1
  %2298 = mul i32 %2297, 16
  %2299 = select i1 %2296, i32 %2285, i32 %2290
  %2300 = lshr i32 %2299, %2298
  %2301 = select i1 %2296, i32 %2286, i32 %2295
  %2302 = lshr i32 %2301, %2298
  %2303 = and i32 %1854, 252645135
  %2304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2303, i32 %2018, i32 0)
  %2305 = and i32 %1855, 252645135
  %2306 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2305, i32 %2019, i32 %2304)
  %2307 = and i32 %1856, 252645135
  %2308 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2307, i32 %2020, i32 %2306)
  %2309 = and i32 %1857, 252645135
  %2310 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2309, i32 %2021, i32 %2308)
  %2311 = lshr i32 %2300, 0
  %2312 = and i32 %2311, 255
  %2313 = mul i32 %2312, %2310
  %2314 = sitofp i32 %2313 to float
  %2315 = bitcast i32 %2302 to <4 x i8>
  %2316 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2315, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2317 = bitcast <4 x i8> %2316 to i32
  %2318 = bitcast i32 %2317 to float
  %2319 = fadd float %2318, 0xC160000000000000
  %2320 = lshr i32 %1854, 4
  %2321 = and i32 %2320, 252645135
  %2322 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2321, i32 %2031, i32 0)
  %2323 = lshr i32 %1855, 4
  %2324 = and i32 %2323, 252645135
  %2325 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2324, i32 %2032, i32 %2322)
  %2326 = lshr i32 %1856, 4
  %2327 = and i32 %2326, 252645135
  %2328 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2327, i32 %2033, i32 %2325)
  %2329 = lshr i32 %1857, 4
  %2330 = and i32 %2329, 252645135
  %2331 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2330, i32 %2034, i32 %2328)
  %2332 = lshr i32 %2300, 8
  %2333 = and i32 %2332, 255
  %2334 = mul i32 %2333, %2331
  %2335 = sitofp i32 %2334 to float
  %2336 = bitcast i32 %2302 to <4 x i8>
  %2337 = shufflevector <4 x i8> %2336, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2338 = bitcast <4 x i8> %2337 to i32
  %2339 = bitcast i32 %2338 to float
  %2340 = fadd float %2339, 0xC160000000000000
  %2341 = fmul float %2335, %2039
  %2342 = call float @llvm.fma.f32(float %2314, float %2026, float %2341)
  %2343 = fmul float %2340, %2051
  %2344 = call float @llvm.fma.f32(float %2319, float %2045, float %2343)
  %2345 = call float @llvm.fma.f32(float %2280, float %2342, float %2274)
  %2346 = fneg float %2284
  %2347 = call float @llvm.fma.f32(float %2346, float %2344, float %2345)
  store float %2347, ptr %v8, align 4
  %2348 = sext i32 %1995 to i64
  %2349 = mul i64 %2348, 8
  %2350 = add i64 %2349, 1
  %2351 = mul i64 %2350, 1152
  %2352 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2351
  %2353 = lshr i32 %1825, 3
  %2354 = and i32 %1825, 7
  %2355 = lshr i32 %2354, 1
  %2356 = and i32 %2354, 1
  %2357 = mul i32 %2353, 256
  %2358 = mul i32 %2355, 64
  %2359 = mul i32 %2356, 16
  %2360 = add i32 %2358, %2359
  %2361 = add i32 %2357, %2360
  %2362 = sext i32 %2361 to i64
  %2363 = add i64 %2362, 32
  %2364 = sub i64 %2362, %1997
  %2365 = add i64 %2364, 0
  %2366 = getelementptr i8, ptr addrspace(3) %2352, i64 %2365
  %2367 = load <4 x i32>, ptr addrspace(3) %2366, align 16
  %2368 = extractelement <4 x i32> %2367, i32 0
  %2369 = extractelement <4 x i32> %2367, i32 1
  %2370 = extractelement <4 x i32> %2367, i32 2
  %2371 = extractelement <4 x i32> %2367, i32 3
  %2372 = getelementptr i8, ptr addrspace(3) %2352, i64 1024
  %2373 = lshr i64 %2364, 5
  %2374 = mul i64 %2373, 4
  %2375 = getelementptr i8, ptr addrspace(3) %2372, i64 %2374
  %2376 = load float, ptr addrspace(3) %2375, align 4
  %2377 = sub i64 %2363, %1997
  %2378 = add i64 %2377, 0
  %2379 = getelementptr i8, ptr addrspace(3) %2352, i64 %2378
  %2380 = load <4 x i32>, ptr addrspace(3) %2379, align 16
  %2381 = extractelement <4 x i32> %2380, i32 0
  %2382 = extractelement <4 x i32> %2380, i32 1
  %2383 = extractelement <4 x i32> %2380, i32 2
  %2384 = extractelement <4 x i32> %2380, i32 3
  %2385 = getelementptr i8, ptr addrspace(3) %2352, i64 1024
  %2386 = lshr i64 %2377, 5
  %2387 = mul i64 %2386, 4
  %2388 = getelementptr i8, ptr addrspace(3) %2385, i64 %2387
  %2389 = load float, ptr addrspace(3) %2388, align 4
  %2390 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2368, i32 0)
  %2391 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2369, i32 %2390)
  %2392 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2370, i32 %2391)
  %2393 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2371, i32 %2392)
  %2394 = sitofp i32 %2393 to float
  %2395 = fmul float %2376, %2394
  %2396 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2381, i32 0)
  %2397 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2382, i32 %2396)
  %2398 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2383, i32 %2397)
  %2399 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2384, i32 %2398)
  %2400 = sitofp i32 %2399 to float
  %2401 = fmul float %2389, %2400
  %2402 = load float, ptr %v9, align 4
  %2403 = and i32 %1825, 7
  %2404 = lshr i32 %2403, 1
  %2405 = and i32 %1826, 65535
  %2406 = trunc i32 %2405 to i16
  %2407 = bitcast i16 %2406 to half
  %2408 = fpext half %2407 to float
  %2409 = lshr i32 %1826, 16
  %2410 = trunc i32 %2409 to i16
  %2411 = bitcast i16 %2410 to half
  %2412 = fpext half %2411 to float
  %2413 = and i32 %1827, 1061109567
  %2414 = and i32 %1828, 1061109567
  %2415 = and i32 %1829, 252645135
  %2416 = lshr i32 %1827, 2
  %2417 = and i32 %2416, 808464432
  %2418 = or i32 %2415, %2417
  %2419 = lshr i32 %1829, 4
  %2420 = and i32 %2419, 252645135
  %2421 = lshr i32 %1828, 2
  %2422 = and i32 %2421, 808464432
  %2423 = or i32 %2420, %2422
  %2424 = icmp ult i32 %2404, 2
  %2425 = and i32 %2404, 1
  %2426 = mul i32 %2425, 16
  %2427 = select i1 %2424, i32 %2413, i32 %2418
  %2428 = lshr i32 %2427, %2426
  %2429 = select i1 %2424, i32 %2414, i32 %2423
  %2430 = lshr i32 %2429, %2426
  %2431 = and i32 %1830, 252645135
  %2432 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2431, i32 %2368, i32 0)
  %2433 = and i32 %1831, 252645135
  %2434 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2433, i32 %2369, i32 %2432)
  %2435 = and i32 %1832, 252645135
  %2436 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2435, i32 %2370, i32 %2434)
  %2437 = and i32 %1833, 252645135
  %2438 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2437, i32 %2371, i32 %2436)
  %2439 = lshr i32 %2428, 0
  %2440 = and i32 %2439, 255
  %2441 = mul i32 %2440, %2438
  %2442 = sitofp i32 %2441 to float
  %2443 = bitcast i32 %2430 to <4 x i8>
  %2444 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2443, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2445 = bitcast <4 x i8> %2444 to i32
  %2446 = bitcast i32 %2445 to float
  %2447 = fadd float %2446, 0xC160000000000000
  %2448 = lshr i32 %1830, 4
  %2449 = and i32 %2448, 252645135
  %2450 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2449, i32 %2381, i32 0)
  %2451 = lshr i32 %1831, 4
  %2452 = and i32 %2451, 252645135
  %2453 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2452, i32 %2382, i32 %2450)
  %2454 = lshr i32 %1832, 4
  %2455 = and i32 %2454, 252645135
  %2456 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2455, i32 %2383, i32 %2453)
  %2457 = lshr i32 %1833, 4
  %2458 = and i32 %2457, 252645135
  %2459 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2458, i32 %2384, i32 %2456)
  %2460 = lshr i32 %2428, 8
  %2461 = and i32 %2460, 255
  %2462 = mul i32 %2461, %2459
  %2463 = sitofp i32 %2462 to float
  %2464 = bitcast i32 %2430 to <4 x i8>
  %2465 = shufflevector <4 x i8> %2464, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2466 = bitcast <4 x i8> %2465 to i32
  %2467 = bitcast i32 %2466 to float
  %2468 = fadd float %2467, 0xC160000000000000
  %2469 = fmul float %2463, %2389
  %2470 = call float @llvm.fma.f32(float %2442, float %2376, float %2469)
  %2471 = fmul float %2468, %2401
  %2472 = call float @llvm.fma.f32(float %2447, float %2395, float %2471)
  %2473 = call float @llvm.fma.f32(float %2408, float %2470, float %2402)
  %2474 = fneg float %2412
  %2475 = call float @llvm.fma.f32(float %2474, float %2472, float %2473)
  store float %2475, ptr %v9, align 4
  %2476 = load float, ptr %v10, align 4
  %2477 = and i32 %1825, 7
  %2478 = lshr i32 %2477, 1
  %2479 = and i32 %1834, 65535
  %2480 = trunc i32 %2479 to i16
  %2481 = bitcast i16 %2480 to half
  %2482 = fpext half %2481 to float
  %2483 = lshr i32 %1834, 16
  %2484 = trunc i32 %2483 to i16
  %2485 = bitcast i16 %2484 to half
  %2486 = fpext half %2485 to float
  %2487 = and i32 %1835, 1061109567
  %2488 = and i32 %1836, 1061109567
  %2489 = and i32 %1837, 252645135
  %2490 = lshr i32 %1835, 2
  %2491 = and i32 %2490, 808464432
  %2492 = or i32 %2489, %2491
  %2493 = lshr i32 %1837, 4
  %2494 = and i32 %2493, 252645135
  %2495 = lshr i32 %1836, 2
  %2496 = and i32 %2495, 808464432
  %2497 = or i32 %2494, %2496
  %2498 = icmp ult i32 %2478, 2
  %2499 = and i32 %2478, 1
  %2500 = mul i32 %2499, 16
  %2501 = select i1 %2498, i32 %2487, i32 %2492
  %2502 = lshr i32 %2501, %2500
  %2503 = select i1 %2498, i32 %2488, i32 %2497
  %2504 = lshr i32 %2503, %2500
  %2505 = and i32 %1838, 252645135
  %2506 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2505, i32 %2368, i32 0)
  %2507 = and i32 %1839, 252645135
  %2508 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2507, i32 %2369, i32 %2506)
  %2509 = and i32 %1840, 252645135
  %2510 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2509, i32 %2370, i32 %2508)
  %2511 = and i32 %1841, 252645135
  %2512 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2511, i32 %2371, i32 %2510)
  %2513 = lshr i32 %2502, 0
  %2514 = and i32 %2513, 255
  %2515 = mul i32 %2514, %2512
  %2516 = sitofp i32 %2515 to float
  %2517 = bitcast i32 %2504 to <4 x i8>
  %2518 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2517, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2519 = bitcast <4 x i8> %2518 to i32
  %2520 = bitcast i32 %2519 to float
  %2521 = fadd float %2520, 0xC160000000000000
  %2522 = lshr i32 %1838, 4
  %2523 = and i32 %2522, 252645135
  %2524 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2523, i32 %2381, i32 0)
  %2525 = lshr i32 %1839, 4
  %2526 = and i32 %2525, 252645135
  %2527 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2526, i32 %2382, i32 %2524)
  %2528 = lshr i32 %1840, 4
  %2529 = and i32 %2528, 252645135
  %2530 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2529, i32 %2383, i32 %2527)
  %2531 = lshr i32 %1841, 4
  %2532 = and i32 %2531, 252645135
  %2533 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2532, i32 %2384, i32 %2530)
  %2534 = lshr i32 %2502, 8
  %2535 = and i32 %2534, 255
  %2536 = mul i32 %2535, %2533
  %2537 = sitofp i32 %2536 to float
  %2538 = bitcast i32 %2504 to <4 x i8>
  %2539 = shufflevector <4 x i8> %2538, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2540 = bitcast <4 x i8> %2539 to i32
  %2541 = bitcast i32 %2540 to float
  %2542 = fadd float %2541, 0xC160000000000000
  %2543 = fmul float %2537, %2389
  %2544 = call float @llvm.fma.f32(float %2516, float %2376, float %2543)
  %2545 = fmul float %2542, %2401
  %2546 = call float @llvm.fma.f32(float %2521, float %2395, float %2545)
  %2547 = call float @llvm.fma.f32(float %2482, float %2544, float %2476)
  %2548 = fneg float %2486
  %2549 = call float @llvm.fma.f32(float %2548, float %2546, float %2547)
  store float %2549, ptr %v10, align 4
  %2550 = load float, ptr %v11, align 4
  %2551 = and i32 %1825, 7
  %2552 = lshr i32 %2551, 1
  %2553 = and i32 %1842, 65535
  %2554 = trunc i32 %2553 to i16
  %2555 = bitcast i16 %2554 to half
  %2556 = fpext half %2555 to float
  %2557 = lshr i32 %1842, 16
  %2558 = trunc i32 %2557 to i16
  %2559 = bitcast i16 %2558 to half
  %2560 = fpext half %2559 to float
  %2561 = and i32 %1843, 1061109567
  %2562 = and i32 %1844, 1061109567
  %2563 = and i32 %1845, 252645135
  %2564 = lshr i32 %1843, 2
  %2565 = and i32 %2564, 808464432
  %2566 = or i32 %2563, %2565
  %2567 = lshr i32 %1845, 4
  %2568 = and i32 %2567, 252645135
  %2569 = lshr i32 %1844, 2
  %2570 = and i32 %2569, 808464432
  %2571 = or i32 %2568, %2570
  %2572 = icmp ult i32 %2552, 2
  %2573 = and i32 %2552, 1
  %2574 = mul i32 %2573, 16
  %2575 = select i1 %2572, i32 %2561, i32 %2566
  %2576 = lshr i32 %2575, %2574
  %2577 = select i1 %2572, i32 %2562, i32 %2571
  %2578 = lshr i32 %2577, %2574
  %2579 = and i32 %1846, 252645135
  %2580 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2579, i32 %2368, i32 0)
  %2581 = and i32 %1847, 252645135
  %2582 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2581, i32 %2369, i32 %2580)
  %2583 = and i32 %1848, 252645135
  %2584 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2583, i32 %2370, i32 %2582)
  %2585 = and i32 %1849, 252645135
  %2586 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2585, i32 %2371, i32 %2584)
  %2587 = lshr i32 %2576, 0
  %2588 = and i32 %2587, 255
  %2589 = mul i32 %2588, %2586
  %2590 = sitofp i32 %2589 to float
  %2591 = bitcast i32 %2578 to <4 x i8>
  %2592 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2591, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2593 = bitcast <4 x i8> %2592 to i32
  %2594 = bitcast i32 %2593 to float
  %2595 = fadd float %2594, 0xC160000000000000
  %2596 = lshr i32 %1846, 4
  %2597 = and i32 %2596, 252645135
  %2598 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2597, i32 %2381, i32 0)
  %2599 = lshr i32 %1847, 4
  %2600 = and i32 %2599, 252645135
  %2601 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2600, i32 %2382, i32 %2598)
  %2602 = lshr i32 %1848, 4
  %2603 = and i32 %2602, 252645135
  %2604 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2603, i32 %2383, i32 %2601)
  %2605 = lshr i32 %1849, 4
  %2606 = and i32 %2605, 252645135
  %2607 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2606, i32 %2384, i32 %2604)
  %2608 = lshr i32 %2576, 8
  %2609 = and i32 %2608, 255
  %2610 = mul i32 %2609, %2607
  %2611 = sitofp i32 %2610 to float
  %2612 = bitcast i32 %2578 to <4 x i8>
  %2613 = shufflevector <4 x i8> %2612, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2614 = bitcast <4 x i8> %2613 to i32
  %2615 = bitcast i32 %2614 to float
  %2616 = fadd float %2615, 0xC160000000000000
  %2617 = fmul float %2611, %2389
  %2618 = call float @llvm.fma.f32(float %2590, float %2376, float %2617)
  %2619 = fmul float %2616, %2401
  %2620 = call float @llvm.fma.f32(float %2595, float %2395, float %2619)
  %2621 = call float @llvm.fma.f32(float %2556, float %2618, float %2550)
  %2622 = fneg float %2560
  %2623 = call float @llvm.fma.f32(float %2622, float %2620, float %2621)
  store float %2623, ptr %v11, align 4
  %2624 = load float, ptr %v12, align 4
  %2625 = and i32 %1825, 7
  %2626 = lshr i32 %2625, 1
  %2627 = and i32 %1850, 65535
  %2628 = trunc i32 %2627 to i16
  %2629 = bitcast i16 %2628 to half
  %2630 = fpext half %2629 to float
  %2631 = lshr i32 %1850, 16
  %2632 = trunc i32 %2631 to i16
  %2633 = bitcast i16 %2632 to half
  %2634 = fpext half %2633 to float
  %2635 = and i32 %1851, 1061109567
  %2636 = and i32 %1852, 1061109567
  %2637 = and i32 %1853, 252645135
  %2638 = lshr i32 %1851, 2
  %2639 = and i32 %2638, 808464432
  %2640 = or i32 %2637, %2639
  %2641 = lshr i32 %1853, 4
  %2642 = and i32 %2641, 252645135
  %2643 = lshr i32 %1852, 2
  %2644 = and i32 %2643, 808464432
  %2645 = or i32 %2642, %2644
  %2646 = icmp ult i32 %2626, 2
  %2647 = and i32 %2626, 1
  %2648 = mul i32 %2647, 16
  %2649 = select i1 %2646, i32 %2635, i32 %2640
  %2650 = lshr i32 %2649, %2648
  %2651 = select i1 %2646, i32 %2636, i32 %2645
  %2652 = lshr i32 %2651, %2648
  %2653 = and i32 %1854, 252645135
  %2654 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2653, i32 %2368, i32 0)
  %2655 = and i32 %1855, 252645135
  %2656 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2655, i32 %2369, i32 %2654)
  %2657 = and i32 %1856, 252645135
  %2658 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2657, i32 %2370, i32 %2656)
  %2659 = and i32 %1857, 252645135
  %2660 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2659, i32 %2371, i32 %2658)
  %2661 = lshr i32 %2650, 0
  %2662 = and i32 %2661, 255
  %2663 = mul i32 %2662, %2660
  %2664 = sitofp i32 %2663 to float
  %2665 = bitcast i32 %2652 to <4 x i8>
  %2666 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2665, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2667 = bitcast <4 x i8> %2666 to i32
  %2668 = bitcast i32 %2667 to float
  %2669 = fadd float %2668, 0xC160000000000000
  %2670 = lshr i32 %1854, 4
  %2671 = and i32 %2670, 252645135
  %2672 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2671, i32 %2381, i32 0)
  %2673 = lshr i32 %1855, 4
  %2674 = and i32 %2673, 252645135
  %2675 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2674, i32 %2382, i32 %2672)
  %2676 = lshr i32 %1856, 4
  %2677 = and i32 %2676, 252645135
  %2678 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2677, i32 %2383, i32 %2675)
  %2679 = lshr i32 %1857, 4
  %2680 = and i32 %2679, 252645135
  %2681 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2680, i32 %2384, i32 %2678)
  %2682 = lshr i32 %2650, 8
  %2683 = and i32 %2682, 255
  %2684 = mul i32 %2683, %2681
  %2685 = sitofp i32 %2684 to float
  %2686 = bitcast i32 %2652 to <4 x i8>
  %2687 = shufflevector <4 x i8> %2686, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2688 = bitcast <4 x i8> %2687 to i32
  %2689 = bitcast i32 %2688 to float
  %2690 = fadd float %2689, 0xC160000000000000
  %2691 = fmul float %2685, %2389
  %2692 = call float @llvm.fma.f32(float %2664, float %2376, float %2691)
  %2693 = fmul float %2690, %2401
  %2694 = call float @llvm.fma.f32(float %2669, float %2395, float %2693)
  %2695 = call float @llvm.fma.f32(float %2630, float %2692, float %2624)
  %2696 = fneg float %2634
  %2697 = call float @llvm.fma.f32(float %2696, float %2694, float %2695)
  store float %2697, ptr %v12, align 4
  %2698 = sext i32 %1995 to i64
  %2699 = mul i64 %2698, 8
  %2700 = add i64 %2699, 2
  %2701 = mul i64 %2700, 1152
  %2702 = getelementptr i8, ptr addrspace(3) @lds1, i64 %2701
  %2703 = lshr i32 %1825, 3
  %2704 = and i32 %1825, 7
  %2705 = lshr i32 %2704, 1
  %2706 = and i32 %2704, 1
  %2707 = mul i32 %2703, 256
  %2708 = mul i32 %2705, 64
  %2709 = mul i32 %2706, 16
  %2710 = add i32 %2708, %2709
  %2711 = add i32 %2707, %2710
  %2712 = sext i32 %2711 to i64
  %2713 = add i64 %2712, 32
  %2714 = sub i64 %2712, %1997
  %2715 = add i64 %2714, 0
  %2716 = getelementptr i8, ptr addrspace(3) %2702, i64 %2715
  %2717 = load <4 x i32>, ptr addrspace(3) %2716, align 16
  %2718 = extractelement <4 x i32> %2717, i32 0
  %2719 = extractelement <4 x i32> %2717, i32 1
  %2720 = extractelement <4 x i32> %2717, i32 2
  %2721 = extractelement <4 x i32> %2717, i32 3
  %2722 = getelementptr i8, ptr addrspace(3) %2702, i64 1024
  %2723 = lshr i64 %2714, 5
  %2724 = mul i64 %2723, 4
  %2725 = getelementptr i8, ptr addrspace(3) %2722, i64 %2724
  %2726 = load float, ptr addrspace(3) %2725, align 4
  %2727 = sub i64 %2713, %1997
  %2728 = add i64 %2727, 0
  %2729 = getelementptr i8, ptr addrspace(3) %2702, i64 %2728
  %2730 = load <4 x i32>, ptr addrspace(3) %2729, align 16
  %2731 = extractelement <4 x i32> %2730, i32 0
  %2732 = extractelement <4 x i32> %2730, i32 1
  %2733 = extractelement <4 x i32> %2730, i32 2
  %2734 = extractelement <4 x i32> %2730, i32 3
  %2735 = getelementptr i8, ptr addrspace(3) %2702, i64 1024
  %2736 = lshr i64 %2727, 5
  %2737 = mul i64 %2736, 4
  %2738 = getelementptr i8, ptr addrspace(3) %2735, i64 %2737
  %2739 = load float, ptr addrspace(3) %2738, align 4
  %2740 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2718, i32 0)
  %2741 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2719, i32 %2740)
  %2742 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2720, i32 %2741)
  %2743 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2721, i32 %2742)
  %2744 = sitofp i32 %2743 to float
  %2745 = fmul float %2726, %2744
  %2746 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2731, i32 0)
  %2747 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2732, i32 %2746)
  %2748 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2733, i32 %2747)
  %2749 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2734, i32 %2748)
  %2750 = sitofp i32 %2749 to float
  %2751 = fmul float %2739, %2750
  %2752 = load float, ptr %v13, align 4
  %2753 = and i32 %1825, 7
  %2754 = lshr i32 %2753, 1
  %2755 = and i32 %1826, 65535
  %2756 = trunc i32 %2755 to i16
  %2757 = bitcast i16 %2756 to half
  %2758 = fpext half %2757 to float
  %2759 = lshr i32 %1826, 16
  %2760 = trunc i32 %2759 to i16
  %2761 = bitcast i16 %2760 to half
  %2762 = fpext half %2761 to float
  %2763 = and i32 %1827, 1061109567
  %2764 = and i32 %1828, 1061109567
  %2765 = and i32 %1829, 252645135
  %2766 = lshr i32 %1827, 2
  %2767 = and i32 %2766, 808464432
  %2768 = or i32 %2765, %2767
  %2769 = lshr i32 %1829, 4
  %2770 = and i32 %2769, 252645135
  %2771 = lshr i32 %1828, 2
  %2772 = and i32 %2771, 808464432
  %2773 = or i32 %2770, %2772
  %2774 = icmp ult i32 %2754, 2
  %2775 = and i32 %2754, 1
  %2776 = mul i32 %2775, 16
  %2777 = select i1 %2774, i32 %2763, i32 %2768
  %2778 = lshr i32 %2777, %2776
  %2779 = select i1 %2774, i32 %2764, i32 %2773
  %2780 = lshr i32 %2779, %2776
  %2781 = and i32 %1830, 252645135
  %2782 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2781, i32 %2718, i32 0)
  %2783 = and i32 %1831, 252645135
  %2784 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2783, i32 %2719, i32 %2782)
  %2785 = and i32 %1832, 252645135
  %2786 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2785, i32 %2720, i32 %2784)
  %2787 = and i32 %1833, 252645135
  %2788 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2787, i32 %2721, i32 %2786)
  %2789 = lshr i32 %2778, 0
  %2790 = and i32 %2789, 255
  %2791 = mul i32 %2790, %2788
  %2792 = sitofp i32 %2791 to float
  %2793 = bitcast i32 %2780 to <4 x i8>
  %2794 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2793, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2795 = bitcast <4 x i8> %2794 to i32
  %2796 = bitcast i32 %2795 to float
  %2797 = fadd float %2796, 0xC160000000000000
  %2798 = lshr i32 %1830, 4
  %2799 = and i32 %2798, 252645135
  %2800 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2799, i32 %2731, i32 0)
  %2801 = lshr i32 %1831, 4
  %2802 = and i32 %2801, 252645135
  %2803 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2802, i32 %2732, i32 %2800)
  %2804 = lshr i32 %1832, 4
  %2805 = and i32 %2804, 252645135
  %2806 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2805, i32 %2733, i32 %2803)
  %2807 = lshr i32 %1833, 4
  %2808 = and i32 %2807, 252645135
  %2809 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2808, i32 %2734, i32 %2806)
  %2810 = lshr i32 %2778, 8
  %2811 = and i32 %2810, 255
  %2812 = mul i32 %2811, %2809
  %2813 = sitofp i32 %2812 to float
  %2814 = bitcast i32 %2780 to <4 x i8>
  %2815 = shufflevector <4 x i8> %2814, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2816 = bitcast <4 x i8> %2815 to i32
  %2817 = bitcast i32 %2816 to float
  %2818 = fadd float %2817, 0xC160000000000000
  %2819 = fmul float %2813, %2739
  %2820 = call float @llvm.fma.f32(float %2792, float %2726, float %2819)
  %2821 = fmul float %2818, %2751
  %2822 = call float @llvm.fma.f32(float %2797, float %2745, float %2821)
  %2823 = call float @llvm.fma.f32(float %2758, float %2820, float %2752)
  %2824 = fneg float %2762
  %2825 = call float @llvm.fma.f32(float %2824, float %2822, float %2823)
  store float %2825, ptr %v13, align 4
  %2826 = load float, ptr %v14, align 4
  %2827 = and i32 %1825, 7
  %2828 = lshr i32 %2827, 1
  %2829 = and i32 %1834, 65535
  %2830 = trunc i32 %2829 to i16
  %2831 = bitcast i16 %2830 to half
  %2832 = fpext half %2831 to float
  %2833 = lshr i32 %1834, 16
  %2834 = trunc i32 %2833 to i16
  %2835 = bitcast i16 %2834 to half
  %2836 = fpext half %2835 to float
  %2837 = and i32 %1835, 1061109567
  %2838 = and i32 %1836, 1061109567
  %2839 = and i32 %1837, 252645135
  %2840 = lshr i32 %1835, 2
  %2841 = and i32 %2840, 808464432
  %2842 = or i32 %2839, %2841
  %2843 = lshr i32 %1837, 4
  %2844 = and i32 %2843, 252645135
  %2845 = lshr i32 %1836, 2
  %2846 = and i32 %2845, 808464432
  %2847 = or i32 %2844, %2846
  %2848 = icmp ult i32 %2828, 2
  %2849 = and i32 %2828, 1
  %2850 = mul i32 %2849, 16
  %2851 = select i1 %2848, i32 %2837, i32 %2842
  %2852 = lshr i32 %2851, %2850
  %2853 = select i1 %2848, i32 %2838, i32 %2847
  %2854 = lshr i32 %2853, %2850
  %2855 = and i32 %1838, 252645135
  %2856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2855, i32 %2718, i32 0)
  %2857 = and i32 %1839, 252645135
  %2858 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2857, i32 %2719, i32 %2856)
  %2859 = and i32 %1840, 252645135
  %2860 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2859, i32 %2720, i32 %2858)
  %2861 = and i32 %1841, 252645135
  %2862 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2861, i32 %2721, i32 %2860)
  %2863 = lshr i32 %2852, 0
  %2864 = and i32 %2863, 255
  %2865 = mul i32 %2864, %2862
  %2866 = sitofp i32 %2865 to float
  %2867 = bitcast i32 %2854 to <4 x i8>
  %2868 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2867, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2869 = bitcast <4 x i8> %2868 to i32
  %2870 = bitcast i32 %2869 to float
  %2871 = fadd float %2870, 0xC160000000000000
  %2872 = lshr i32 %1838, 4
  %2873 = and i32 %2872, 252645135
  %2874 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2873, i32 %2731, i32 0)
  %2875 = lshr i32 %1839, 4
  %2876 = and i32 %2875, 252645135
  %2877 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2876, i32 %2732, i32 %2874)
  %2878 = lshr i32 %1840, 4
  %2879 = and i32 %2878, 252645135
  %2880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2879, i32 %2733, i32 %2877)
  %2881 = lshr i32 %1841, 4
  %2882 = and i32 %2881, 252645135
  %2883 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2882, i32 %2734, i32 %2880)
  %2884 = lshr i32 %2852, 8
  %2885 = and i32 %2884, 255
  %2886 = mul i32 %2885, %2883
  %2887 = sitofp i32 %2886 to float
  %2888 = bitcast i32 %2854 to <4 x i8>
  %2889 = shufflevector <4 x i8> %2888, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2890 = bitcast <4 x i8> %2889 to i32
  %2891 = bitcast i32 %2890 to float
  %2892 = fadd float %2891, 0xC160000000000000
  %2893 = fmul float %2887, %2739
  %2894 = call float @llvm.fma.f32(float %2866, float %2726, float %2893)
  %2895 = fmul float %2892, %2751
  %2896 = call float @llvm.fma.f32(float %2871, float %2745, float %2895)
  %2897 = call float @llvm.fma.f32(float %2832, float %2894, float %2826)
  %2898 = fneg float %2836
  %2899 = call float @llvm.fma.f32(float %2898, float %2896, float %2897)
  store float %2899, ptr %v14, align 4
  %2900 = load float, ptr %v15, align 4
  %2901 = and i32 %1825, 7
  %2902 = lshr i32 %2901, 1
  %2903 = and i32 %1842, 65535
  %2904 = trunc i32 %2903 to i16
  %2905 = bitcast i16 %2904 to half
  %2906 = fpext half %2905 to float
  %2907 = lshr i32 %1842, 16
  %2908 = trunc i32 %2907 to i16
  %2909 = bitcast i16 %2908 to half
  %2910 = fpext half %2909 to float
  %2911 = and i32 %1843, 1061109567
  %2912 = and i32 %1844, 1061109567
  %2913 = and i32 %1845, 252645135
  %2914 = lshr i32 %1843, 2
  %2915 = and i32 %2914, 808464432
  %2916 = or i32 %2913, %2915
  %2917 = lshr i32 %1845, 4
  %2918 = and i32 %2917, 252645135
  %2919 = lshr i32 %1844, 2
  %2920 = and i32 %2919, 808464432
  %2921 = or i32 %2918, %2920
  %2922 = icmp ult i32 %2902, 2
  %2923 = and i32 %2902, 1
  %2924 = mul i32 %2923, 16
  %2925 = select i1 %2922, i32 %2911, i32 %2916
  %2926 = lshr i32 %2925, %2924
  %2927 = select i1 %2922, i32 %2912, i32 %2921
  %2928 = lshr i32 %2927, %2924
  %2929 = and i32 %1846, 252645135
  %2930 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2929, i32 %2718, i32 0)
  %2931 = and i32 %1847, 252645135
  %2932 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2931, i32 %2719, i32 %2930)
  %2933 = and i32 %1848, 252645135
  %2934 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2933, i32 %2720, i32 %2932)
  %2935 = and i32 %1849, 252645135
  %2936 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2935, i32 %2721, i32 %2934)
  %2937 = lshr i32 %2926, 0
  %2938 = and i32 %2937, 255
  %2939 = mul i32 %2938, %2936
  %2940 = sitofp i32 %2939 to float
  %2941 = bitcast i32 %2928 to <4 x i8>
  %2942 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2941, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2943 = bitcast <4 x i8> %2942 to i32
  %2944 = bitcast i32 %2943 to float
  %2945 = fadd float %2944, 0xC160000000000000
  %2946 = lshr i32 %1846, 4
  %2947 = and i32 %2946, 252645135
  %2948 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2947, i32 %2731, i32 0)
  %2949 = lshr i32 %1847, 4
  %2950 = and i32 %2949, 252645135
  %2951 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2950, i32 %2732, i32 %2948)
  %2952 = lshr i32 %1848, 4
  %2953 = and i32 %2952, 252645135
  %2954 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2953, i32 %2733, i32 %2951)
  %2955 = lshr i32 %1849, 4
  %2956 = and i32 %2955, 252645135
  %2957 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2956, i32 %2734, i32 %2954)
  %2958 = lshr i32 %2926, 8
  %2959 = and i32 %2958, 255
  %2960 = mul i32 %2959, %2957
  %2961 = sitofp i32 %2960 to float
  %2962 = bitcast i32 %2928 to <4 x i8>
  %2963 = shufflevector <4 x i8> %2962, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2964 = bitcast <4 x i8> %2963 to i32
  %2965 = bitcast i32 %2964 to float
  %2966 = fadd float %2965, 0xC160000000000000
  %2967 = fmul float %2961, %2739
  %2968 = call float @llvm.fma.f32(float %2940, float %2726, float %2967)
  %2969 = fmul float %2966, %2751
  %2970 = call float @llvm.fma.f32(float %2945, float %2745, float %2969)
  %2971 = call float @llvm.fma.f32(float %2906, float %2968, float %2900)
  %2972 = fneg float %2910
  %2973 = call float @llvm.fma.f32(float %2972, float %2970, float %2971)
  store float %2973, ptr %v15, align 4
  %2974 = load float, ptr %v16, align 4
  %2975 = and i32 %1825, 7
  %2976 = lshr i32 %2975, 1
  %2977 = and i32 %1850, 65535
  %2978 = trunc i32 %2977 to i16
  %2979 = bitcast i16 %2978 to half
  %2980 = fpext half %2979 to float
  %2981 = lshr i32 %1850, 16
  %2982 = trunc i32 %2981 to i16
  %2983 = bitcast i16 %2982 to half
  %2984 = fpext half %2983 to float
  %2985 = and i32 %1851, 1061109567
  %2986 = and i32 %1852, 1061109567
  %2987 = and i32 %1853, 252645135
  %2988 = lshr i32 %1851, 2
  %2989 = and i32 %2988, 808464432
  %2990 = or i32 %2987, %2989
  %2991 = lshr i32 %1853, 4
  %2992 = and i32 %2991, 252645135
  %2993 = lshr i32 %1852, 2
  %2994 = and i32 %2993, 808464432
  %2995 = or i32 %2992, %2994
  %2996 = icmp ult i32 %2976, 2
  %2997 = and i32 %2976, 1
  %2998 = mul i32 %2997, 16
  %2999 = select i1 %2996, i32 %2985, i32 %2990
  %3000 = lshr i32 %2999, %2998
  %3001 = select i1 %2996, i32 %2986, i32 %2995
  %3002 = lshr i32 %3001, %2998
  %3003 = and i32 %1854, 252645135
  %3004 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3003, i32 %2718, i32 0)
  %3005 = and i32 %1855, 252645135
  %3006 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3005, i32 %2719, i32 %3004)
  %3007 = and i32 %1856, 252645135
  %3008 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3007, i32 %2720, i32 %3006)
  %3009 = and i32 %1857, 252645135
  %3010 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3009, i32 %2721, i32 %3008)
  %3011 = lshr i32 %3000, 0
  %3012 = and i32 %3011, 255
  %3013 = mul i32 %3012, %3010
  %3014 = sitofp i32 %3013 to float
  %3015 = bitcast i32 %3002 to <4 x i8>
  %3016 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3015, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3017 = bitcast <4 x i8> %3016 to i32
  %3018 = bitcast i32 %3017 to float
  %3019 = fadd float %3018, 0xC160000000000000
  %3020 = lshr i32 %1854, 4
  %3021 = and i32 %3020, 252645135
  %3022 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3021, i32 %2731, i32 0)
  %3023 = lshr i32 %1855, 4
  %3024 = and i32 %3023, 252645135
  %3025 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3024, i32 %2732, i32 %3022)
  %3026 = lshr i32 %1856, 4
  %3027 = and i32 %3026, 252645135
  %3028 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3027, i32 %2733, i32 %3025)
  %3029 = lshr i32 %1857, 4
  %3030 = and i32 %3029, 252645135
  %3031 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3030, i32 %2734, i32 %3028)
  %3032 = lshr i32 %3000, 8
  %3033 = and i32 %3032, 255
  %3034 = mul i32 %3033, %3031
  %3035 = sitofp i32 %3034 to float
  %3036 = bitcast i32 %3002 to <4 x i8>
  %3037 = shufflevector <4 x i8> %3036, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3038 = bitcast <4 x i8> %3037 to i32
  %3039 = bitcast i32 %3038 to float
  %3040 = fadd float %3039, 0xC160000000000000
  %3041 = fmul float %3035, %2739
  %3042 = call float @llvm.fma.f32(float %3014, float %2726, float %3041)
  %3043 = fmul float %3040, %2751
  %3044 = call float @llvm.fma.f32(float %3019, float %2745, float %3043)
  %3045 = call float @llvm.fma.f32(float %2980, float %3042, float %2974)
  %3046 = fneg float %2984
  %3047 = call float @llvm.fma.f32(float %3046, float %3044, float %3045)
  store float %3047, ptr %v16, align 4
  %3048 = sext i32 %1995 to i64
  %3049 = mul i64 %3048, 8
  %3050 = add i64 %3049, 3
  %3051 = mul i64 %3050, 1152
  %3052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %3051
  %3053 = lshr i32 %1825, 3
  %3054 = and i32 %1825, 7
  %3055 = lshr i32 %3054, 1
  %3056 = and i32 %3054, 1
  %3057 = mul i32 %3053, 256
  %3058 = mul i32 %3055, 64
  %3059 = mul i32 %3056, 16
  %3060 = add i32 %3058, %3059
  %3061 = add i32 %3057, %3060
  %3062 = sext i32 %3061 to i64
  %3063 = add i64 %3062, 32
  %3064 = sub i64 %3062, %1997
  %3065 = add i64 %3064, 0
  %3066 = getelementptr i8, ptr addrspace(3) %3052, i64 %3065
  %3067 = load <4 x i32>, ptr addrspace(3) %3066, align 16
  %3068 = extractelement <4 x i32> %3067, i32 0
  %3069 = extractelement <4 x i32> %3067, i32 1
  %3070 = extractelement <4 x i32> %3067, i32 2
  %3071 = extractelement <4 x i32> %3067, i32 3
  %3072 = getelementptr i8, ptr addrspace(3) %3052, i64 1024
  %3073 = lshr i64 %3064, 5
  %3074 = mul i64 %3073, 4
  %3075 = getelementptr i8, ptr addrspace(3) %3072, i64 %3074
  %3076 = load float, ptr addrspace(3) %3075, align 4
  %3077 = sub i64 %3063, %1997
  %3078 = add i64 %3077, 0
  %3079 = getelementptr i8, ptr addrspace(3) %3052, i64 %3078
  %3080 = load <4 x i32>, ptr addrspace(3) %3079, align 16
  %3081 = extractelement <4 x i32> %3080, i32 0
  %3082 = extractelement <4 x i32> %3080, i32 1
  %3083 = extractelement <4 x i32> %3080, i32 2
  %3084 = extractelement <4 x i32> %3080, i32 3
  %3085 = getelementptr i8, ptr addrspace(3) %3052, i64 1024
  %3086 = lshr i64 %3077, 5
  %3087 = mul i64 %3086, 4
  %3088 = getelementptr i8, ptr addrspace(3) %3085, i64 %3087
  %3089 = load float, ptr addrspace(3) %3088, align 4
  %3090 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3068, i32 0)
  %3091 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3069, i32 %3090)
  %3092 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3070, i32 %3091)
  %3093 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3071, i32 %3092)
  %3094 = sitofp i32 %3093 to float
  %3095 = fmul float %3076, %3094
  %3096 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3081, i32 0)
  %3097 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3082, i32 %3096)
  %3098 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3083, i32 %3097)
  %3099 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3084, i32 %3098)
  %3100 = sitofp i32 %3099 to float
  %3101 = fmul float %3089, %3100
  %3102 = load float, ptr %v17, align 4
  %3103 = and i32 %1825, 7
  %3104 = lshr i32 %3103, 1
  %3105 = and i32 %1826, 65535
  %3106 = trunc i32 %3105 to i16
  %3107 = bitcast i16 %3106 to half
  %3108 = fpext half %3107 to float
  %3109 = lshr i32 %1826, 16
  %3110 = trunc i32 %3109 to i16
  %3111 = bitcast i16 %3110 to half
  %3112 = fpext half %3111 to float
  %3113 = and i32 %1827, 1061109567
  %3114 = and i32 %1828, 1061109567
  %3115 = and i32 %1829, 252645135
  %3116 = lshr i32 %1827, 2
  %3117 = and i32 %3116, 808464432
  %3118 = or i32 %3115, %3117
  %3119 = lshr i32 %1829, 4
  %3120 = and i32 %3119, 252645135
  %3121 = lshr i32 %1828, 2
  %3122 = and i32 %3121, 808464432
  %3123 = or i32 %3120, %3122
  %3124 = icmp ult i32 %3104, 2
  %3125 = and i32 %3104, 1
  %3126 = mul i32 %3125, 16
  %3127 = select i1 %3124, i32 %3113, i32 %3118
  %3128 = lshr i32 %3127, %3126
  %3129 = select i1 %3124, i32 %3114, i32 %3123
  %3130 = lshr i32 %3129, %3126
  %3131 = and i32 %1830, 252645135
  %3132 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3131, i32 %3068, i32 0)
  %3133 = and i32 %1831, 252645135
  %3134 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3133, i32 %3069, i32 %3132)
  %3135 = and i32 %1832, 252645135
  %3136 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3135, i32 %3070, i32 %3134)
  %3137 = and i32 %1833, 252645135
  %3138 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3137, i32 %3071, i32 %3136)
  %3139 = lshr i32 %3128, 0
  %3140 = and i32 %3139, 255
  %3141 = mul i32 %3140, %3138
  %3142 = sitofp i32 %3141 to float
  %3143 = bitcast i32 %3130 to <4 x i8>
  %3144 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3143, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3145 = bitcast <4 x i8> %3144 to i32
  %3146 = bitcast i32 %3145 to float
  %3147 = fadd float %3146, 0xC160000000000000
  %3148 = lshr i32 %1830, 4
  %3149 = and i32 %3148, 252645135
  %3150 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3149, i32 %3081, i32 0)
  %3151 = lshr i32 %1831, 4
  %3152 = and i32 %3151, 252645135
  %3153 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3152, i32 %3082, i32 %3150)
  %3154 = lshr i32 %1832, 4
  %3155 = and i32 %3154, 252645135
  %3156 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3155, i32 %3083, i32 %3153)
  %3157 = lshr i32 %1833, 4
  %3158 = and i32 %3157, 252645135
  %3159 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3158, i32 %3084, i32 %3156)
  %3160 = lshr i32 %3128, 8
  %3161 = and i32 %3160, 255
  %3162 = mul i32 %3161, %3159
  %3163 = sitofp i32 %3162 to float
  %3164 = bitcast i32 %3130 to <4 x i8>
  %3165 = shufflevector <4 x i8> %3164, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3166 = bitcast <4 x i8> %3165 to i32
  %3167 = bitcast i32 %3166 to float
  %3168 = fadd float %3167, 0xC160000000000000
  %3169 = fmul float %3163, %3089
  %3170 = call float @llvm.fma.f32(float %3142, float %3076, float %3169)
  %3171 = fmul float %3168, %3101
  %3172 = call float @llvm.fma.f32(float %3147, float %3095, float %3171)
  %3173 = call float @llvm.fma.f32(float %3108, float %3170, float %3102)
  %3174 = fneg float %3112
  %3175 = call float @llvm.fma.f32(float %3174, float %3172, float %3173)
  store float %3175, ptr %v17, align 4
  %3176 = load float, ptr %v18, align 4
  %3177 = and i32 %1825, 7
  %3178 = lshr i32 %3177, 1
  %3179 = and i32 %1834, 65535
  %3180 = trunc i32 %3179 to i16
  %3181 = bitcast i16 %3180 to half
  %3182 = fpext half %3181 to float
  %3183 = lshr i32 %1834, 16
  %3184 = trunc i32 %3183 to i16
  %3185 = bitcast i16 %3184 to half
  %3186 = fpext half %3185 to float
  %3187 = and i32 %1835, 1061109567
  %3188 = and i32 %1836, 1061109567
  %3189 = and i32 %1837, 252645135
  %3190 = lshr i32 %1835, 2
  %3191 = and i32 %3190, 808464432
  %3192 = or i32 %3189, %3191
  %3193 = lshr i32 %1837, 4
  %3194 = and i32 %3193, 252645135
  %3195 = lshr i32 %1836, 2
  %3196 = and i32 %3195, 808464432
  %3197 = or i32 %3194, %3196
  %3198 = icmp ult i32 %3178, 2
  %3199 = and i32 %3178, 1
  %3200 = mul i32 %3199, 16
  %3201 = select i1 %3198, i32 %3187, i32 %3192
  %3202 = lshr i32 %3201, %3200
  %3203 = select i1 %3198, i32 %3188, i32 %3197
  %3204 = lshr i32 %3203, %3200
  %3205 = and i32 %1838, 252645135
  %3206 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3205, i32 %3068, i32 0)
  %3207 = and i32 %1839, 252645135
  %3208 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3207, i32 %3069, i32 %3206)
  %3209 = and i32 %1840, 252645135
  %3210 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3209, i32 %3070, i32 %3208)
  %3211 = and i32 %1841, 252645135
  %3212 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3211, i32 %3071, i32 %3210)
  %3213 = lshr i32 %3202, 0
  %3214 = and i32 %3213, 255
  %3215 = mul i32 %3214, %3212
  %3216 = sitofp i32 %3215 to float
  %3217 = bitcast i32 %3204 to <4 x i8>
  %3218 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3217, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3219 = bitcast <4 x i8> %3218 to i32
  %3220 = bitcast i32 %3219 to float
  %3221 = fadd float %3220, 0xC160000000000000
  %3222 = lshr i32 %1838, 4
  %3223 = and i32 %3222, 252645135
  %3224 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3223, i32 %3081, i32 0)
  %3225 = lshr i32 %1839, 4
  %3226 = and i32 %3225, 252645135
  %3227 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3226, i32 %3082, i32 %3224)
  %3228 = lshr i32 %1840, 4
  %3229 = and i32 %3228, 252645135
  %3230 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3229, i32 %3083, i32 %3227)
  %3231 = lshr i32 %1841, 4
  %3232 = and i32 %3231, 252645135
  %3233 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3232, i32 %3084, i32 %3230)
  %3234 = lshr i32 %3202, 8
  %3235 = and i32 %3234, 255
  %3236 = mul i32 %3235, %3233
  %3237 = sitofp i32 %3236 to float
  %3238 = bitcast i32 %3204 to <4 x i8>
  %3239 = shufflevector <4 x i8> %3238, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3240 = bitcast <4 x i8> %3239 to i32
  %3241 = bitcast i32 %3240 to float
  %3242 = fadd float %3241, 0xC160000000000000
  %3243 = fmul float %3237, %3089
  %3244 = call float @llvm.fma.f32(float %3216, float %3076, float %3243)
  %3245 = fmul float %3242, %3101
  %3246 = call float @llvm.fma.f32(float %3221, float %3095, float %3245)
  %3247 = call float @llvm.fma.f32(float %3182, float %3244, float %3176)
  %3248 = fneg float %3186
  %3249 = call float @llvm.fma.f32(float %3248, float %3246, float %3247)
  store float %3249, ptr %v18, align 4
  %3250 = load float, ptr %v19, align 4
  %3251 = and i32 %1825, 7
  %3252 = lshr i32 %3251, 1
  %3253 = and i32 %1842, 65535
  %3254 = trunc i32 %3253 to i16
  %3255 = bitcast i16 %3254 to half
  %3256 = fpext half %3255 to float
  %3257 = lshr i32 %1842, 16
  %3258 = trunc i32 %3257 to i16
  %3259 = bitcast i16 %3258 to half
  %3260 = fpext half %3259 to float
  %3261 = and i32 %1843, 1061109567
  %3262 = and i32 %1844, 1061109567
  %3263 = and i32 %1845, 252645135
  %3264 = lshr i32 %1843, 2
  %3265 = and i32 %3264, 808464432
  %3266 = or i32 %3263, %3265
  %3267 = lshr i32 %1845, 4
  %3268 = and i32 %3267, 252645135
  %3269 = lshr i32 %1844, 2
  %3270 = and i32 %3269, 808464432
  %3271 = or i32 %3268, %3270
  %3272 = icmp ult i32 %3252, 2
  %3273 = and i32 %3252, 1
  %3274 = mul i32 %3273, 16
  %3275 = select i1 %3272, i32 %3261, i32 %3266
  %3276 = lshr i32 %3275, %3274
  %3277 = select i1 %3272, i32 %3262, i32 %3271
  %3278 = lshr i32 %3277, %3274
  %3279 = and i32 %1846, 252645135
  %3280 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3279, i32 %3068, i32 0)
  %3281 = and i32 %1847, 252645135
  %3282 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3281, i32 %3069, i32 %3280)
  %3283 = and i32 %1848, 252645135
  %3284 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3283, i32 %3070, i32 %3282)
  %3285 = and i32 %1849, 252645135
  %3286 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3285, i32 %3071, i32 %3284)
  %3287 = lshr i32 %3276, 0
  %3288 = and i32 %3287, 255
  %3289 = mul i32 %3288, %3286
  %3290 = sitofp i32 %3289 to float
  %3291 = bitcast i32 %3278 to <4 x i8>
  %3292 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3291, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3293 = bitcast <4 x i8> %3292 to i32
  %3294 = bitcast i32 %3293 to float
  %3295 = fadd float %3294, 0xC160000000000000
  %3296 = lshr i32 %1846, 4
  %3297 = and i32 %3296, 252645135
  %3298 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3297, i32 %3081, i32 0)
  %3299 = lshr i32 %1847, 4
  %3300 = and i32 %3299, 252645135
  %3301 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3300, i32 %3082, i32 %3298)
  %3302 = lshr i32 %1848, 4
  %3303 = and i32 %3302, 252645135
  %3304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3303, i32 %3083, i32 %3301)
  %3305 = lshr i32 %1849, 4
  %3306 = and i32 %3305, 252645135
  %3307 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3306, i32 %3084, i32 %3304)
  %3308 = lshr i32 %3276, 8
  %3309 = and i32 %3308, 255
  %3310 = mul i32 %3309, %3307
  %3311 = sitofp i32 %3310 to float
  %3312 = bitcast i32 %3278 to <4 x i8>
  %3313 = shufflevector <4 x i8> %3312, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3314 = bitcast <4 x i8> %3313 to i32
  %3315 = bitcast i32 %3314 to float
  %3316 = fadd float %3315, 0xC160000000000000
  %3317 = fmul float %3311, %3089
  %3318 = call float @llvm.fma.f32(float %3290, float %3076, float %3317)
  %3319 = fmul float %3316, %3101
  %3320 = call float @llvm.fma.f32(float %3295, float %3095, float %3319)
  %3321 = call float @llvm.fma.f32(float %3256, float %3318, float %3250)
  %3322 = fneg float %3260
  %3323 = call float @llvm.fma.f32(float %3322, float %3320, float %3321)
  store float %3323, ptr %v19, align 4
  %3324 = load float, ptr %v20, align 4
  %3325 = and i32 %1825, 7
  %3326 = lshr i32 %3325, 1
  %3327 = and i32 %1850, 65535
  %3328 = trunc i32 %3327 to i16
  %3329 = bitcast i16 %3328 to half
  %3330 = fpext half %3329 to float
  %3331 = lshr i32 %1850, 16
  %3332 = trunc i32 %3331 to i16
  %3333 = bitcast i16 %3332 to half
  %3334 = fpext half %3333 to float
  %3335 = and i32 %1851, 1061109567
  %3336 = and i32 %1852, 1061109567
  %3337 = and i32 %1853, 252645135
  %3338 = lshr i32 %1851, 2
  %3339 = and i32 %3338, 808464432
  %3340 = or i32 %3337, %3339
  %3341 = lshr i32 %1853, 4
  %3342 = and i32 %3341, 252645135
  %3343 = lshr i32 %1852, 2
  %3344 = and i32 %3343, 808464432
  %3345 = or i32 %3342, %3344
  %3346 = icmp ult i32 %3326, 2
  %3347 = and i32 %3326, 1
  %3348 = mul i32 %3347, 16
  %3349 = select i1 %3346, i32 %3335, i32 %3340
  %3350 = lshr i32 %3349, %3348
  %3351 = select i1 %3346, i32 %3336, i32 %3345
  %3352 = lshr i32 %3351, %3348
  %3353 = and i32 %1854, 252645135
  %3354 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3353, i32 %3068, i32 0)
  %3355 = and i32 %1855, 252645135
  %3356 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3355, i32 %3069, i32 %3354)
  %3357 = and i32 %1856, 252645135
  %3358 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3357, i32 %3070, i32 %3356)
  %3359 = and i32 %1857, 252645135
  %3360 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3359, i32 %3071, i32 %3358)
  %3361 = lshr i32 %3350, 0
  %3362 = and i32 %3361, 255
  %3363 = mul i32 %3362, %3360
  %3364 = sitofp i32 %3363 to float
  %3365 = bitcast i32 %3352 to <4 x i8>
  %3366 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3365, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3367 = bitcast <4 x i8> %3366 to i32
  %3368 = bitcast i32 %3367 to float
  %3369 = fadd float %3368, 0xC160000000000000
  %3370 = lshr i32 %1854, 4
  %3371 = and i32 %3370, 252645135
  %3372 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3371, i32 %3081, i32 0)
  %3373 = lshr i32 %1855, 4
  %3374 = and i32 %3373, 252645135
  %3375 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3374, i32 %3082, i32 %3372)
  %3376 = lshr i32 %1856, 4
  %3377 = and i32 %3376, 252645135
  %3378 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3377, i32 %3083, i32 %3375)
  %3379 = lshr i32 %1857, 4
  %3380 = and i32 %3379, 252645135
  %3381 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3380, i32 %3084, i32 %3378)
  %3382 = lshr i32 %3350, 8
  %3383 = and i32 %3382, 255
  %3384 = mul i32 %3383, %3381
  %3385 = sitofp i32 %3384 to float
  %3386 = bitcast i32 %3352 to <4 x i8>
  %3387 = shufflevector <4 x i8> %3386, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3388 = bitcast <4 x i8> %3387 to i32
  %3389 = bitcast i32 %3388 to float
  %3390 = fadd float %3389, 0xC160000000000000
  %3391 = fmul float %3385, %3089
  %3392 = call float @llvm.fma.f32(float %3364, float %3076, float %3391)
  %3393 = fmul float %3390, %3101
  %3394 = call float @llvm.fma.f32(float %3369, float %3095, float %3393)
  %3395 = call float @llvm.fma.f32(float %3330, float %3392, float %3324)
  %3396 = fneg float %3334
  %3397 = call float @llvm.fma.f32(float %3396, float %3394, float %3395)
  store float %3397, ptr %v20, align 4
  %3398 = sext i32 %1995 to i64
  %3399 = mul i64 %3398, 8
  %3400 = add i64 %3399, 4
  %3401 = mul i64 %3400, 1152
  %3402 = getelementptr i8, ptr addrspace(3) @lds1, i64 %3401
  %3403 = lshr i32 %1825, 3
  %3404 = and i32 %1825, 7
  %3405 = lshr i32 %3404, 1
  %3406 = and i32 %3404, 1
  %3407 = mul i32 %3403, 256
  %3408 = mul i32 %3405, 64
  %3409 = mul i32 %3406, 16
  %3410 = add i32 %3408, %3409
  %3411 = add i32 %3407, %3410
  %3412 = sext i32 %3411 to i64
  %3413 = add i64 %3412, 32
  %3414 = sub i64 %3412, %1997
  %3415 = add i64 %3414, 0
  %3416 = getelementptr i8, ptr addrspace(3) %3402, i64 %3415
  %3417 = load <4 x i32>, ptr addrspace(3) %3416, align 16
  %3418 = extractelement <4 x i32> %3417, i32 0
  %3419 = extractelement <4 x i32> %3417, i32 1
  %3420 = extractelement <4 x i32> %3417, i32 2
  %3421 = extractelement <4 x i32> %3417, i32 3
  %3422 = getelementptr i8, ptr addrspace(3) %3402, i64 1024
  %3423 = lshr i64 %3414, 5
  %3424 = mul i64 %3423, 4
  %3425 = getelementptr i8, ptr addrspace(3) %3422, i64 %3424
  %3426 = load float, ptr addrspace(3) %3425, align 4
  %3427 = sub i64 %3413, %1997
  %3428 = add i64 %3427, 0
  %3429 = getelementptr i8, ptr addrspace(3) %3402, i64 %3428
  %3430 = load <4 x i32>, ptr addrspace(3) %3429, align 16
  %3431 = extractelement <4 x i32> %3430, i32 0
  %3432 = extractelement <4 x i32> %3430, i32 1
  %3433 = extractelement <4 x i32> %3430, i32 2
  %3434 = extractelement <4 x i32> %3430, i32 3
  %3435 = getelementptr i8, ptr addrspace(3) %3402, i64 1024
  %3436 = lshr i64 %3427, 5
  %3437 = mul i64 %3436, 4
  %3438 = getelementptr i8, ptr addrspace(3) %3435, i64 %3437
  %3439 = load float, ptr addrspace(3) %3438, align 4
  %3440 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3418, i32 0)
  %3441 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3419, i32 %3440)
  %3442 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3420, i32 %3441)
  %3443 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3421, i32 %3442)
  %3444 = sitofp i32 %3443 to float
  %3445 = fmul float %3426, %3444
  %3446 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3431, i32 0)
  %3447 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3432, i32 %3446)
  %3448 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3433, i32 %3447)
  %3449 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3434, i32 %3448)
  %3450 = sitofp i32 %3449 to float
  %3451 = fmul float %3439, %3450
  %3452 = load float, ptr %v21, align 4
  %3453 = and i32 %1825, 7
  %3454 = lshr i32 %3453, 1
  %3455 = and i32 %1826, 65535
  %3456 = trunc i32 %3455 to i16
  %3457 = bitcast i16 %3456 to half
  %3458 = fpext half %3457 to float
  %3459 = lshr i32 %1826, 16
  %3460 = trunc i32 %3459 to i16
  %3461 = bitcast i16 %3460 to half
  %3462 = fpext half %3461 to float
  %3463 = and i32 %1827, 1061109567
  %3464 = and i32 %1828, 1061109567
  %3465 = and i32 %1829, 252645135
  %3466 = lshr i32 %1827, 2
  %3467 = and i32 %3466, 808464432
  %3468 = or i32 %3465, %3467
  %3469 = lshr i32 %1829, 4
  %3470 = and i32 %3469, 252645135
  %3471 = lshr i32 %1828, 2
  %3472 = and i32 %3471, 808464432
  %3473 = or i32 %3470, %3472
  %3474 = icmp ult i32 %3454, 2
  %3475 = and i32 %3454, 1
  %3476 = mul i32 %3475, 16
  %3477 = select i1 %3474, i32 %3463, i32 %3468
  %3478 = lshr i32 %3477, %3476
  %3479 = select i1 %3474, i32 %3464, i32 %3473
  %3480 = lshr i32 %3479, %3476
  %3481 = and i32 %1830, 252645135
  %3482 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3481, i32 %3418, i32 0)
  %3483 = and i32 %1831, 252645135
  %3484 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3483, i32 %3419, i32 %3482)
  %3485 = and i32 %1832, 252645135
  %3486 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3485, i32 %3420, i32 %3484)
  %3487 = and i32 %1833, 252645135
  %3488 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3487, i32 %3421, i32 %3486)
  %3489 = lshr i32 %3478, 0
  %3490 = and i32 %3489, 255
  %3491 = mul i32 %3490, %3488
  %3492 = sitofp i32 %3491 to float
  %3493 = bitcast i32 %3480 to <4 x i8>
  %3494 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3493, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3495 = bitcast <4 x i8> %3494 to i32
  %3496 = bitcast i32 %3495 to float
  %3497 = fadd float %3496, 0xC160000000000000
  %3498 = lshr i32 %1830, 4
  %3499 = and i32 %3498, 252645135
  %3500 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3499, i32 %3431, i32 0)
  %3501 = lshr i32 %1831, 4
  %3502 = and i32 %3501, 252645135
  %3503 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3502, i32 %3432, i32 %3500)
  %3504 = lshr i32 %1832, 4
  %3505 = and i32 %3504, 252645135
  %3506 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3505, i32 %3433, i32 %3503)
  %3507 = lshr i32 %1833, 4
  %3508 = and i32 %3507, 252645135
  %3509 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3508, i32 %3434, i32 %3506)
  %3510 = lshr i32 %3478, 8
  %3511 = and i32 %3510, 255
  %3512 = mul i32 %3511, %3509
  %3513 = sitofp i32 %3512 to float
  %3514 = bitcast i32 %3480 to <4 x i8>
  %3515 = shufflevector <4 x i8> %3514, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3516 = bitcast <4 x i8> %3515 to i32
  %3517 = bitcast i32 %3516 to float
  %3518 = fadd float %3517, 0xC160000000000000
  %3519 = fmul float %3513, %3439
  %3520 = call float @llvm.fma.f32(float %3492, float %3426, float %3519)
  %3521 = fmul float %3518, %3451
  %3522 = call float @llvm.fma.f32(float %3497, float %3445, float %3521)
  %3523 = call float @llvm.fma.f32(float %3458, float %3520, float %3452)
  %3524 = fneg float %3462
  %3525 = call float @llvm.fma.f32(float %3524, float %3522, float %3523)
  store float %3525, ptr %v21, align 4
  %3526 = load float, ptr %v22, align 4
  %3527 = and i32 %1825, 7
  %3528 = lshr i32 %3527, 1
  %3529 = and i32 %1834, 65535
  %3530 = trunc i32 %3529 to i16
  %3531 = bitcast i16 %3530 to half
  %3532 = fpext half %3531 to float
  %3533 = lshr i32 %1834, 16
  %3534 = trunc i32 %3533 to i16
  %3535 = bitcast i16 %3534 to half
  %3536 = fpext half %3535 to float
  %3537 = and i32 %1835, 1061109567
  %3538 = and i32 %1836, 1061109567
  %3539 = and i32 %1837, 252645135
  %3540 = lshr i32 %1835, 2
  %3541 = and i32 %3540, 808464432
  %3542 = or i32 %3539, %3541
  %3543 = lshr i32 %1837, 4
  %3544 = and i32 %3543, 252645135
  %3545 = lshr i32 %1836, 2
  %3546 = and i32 %3545, 808464432
  %3547 = or i32 %3544, %3546
  %3548 = icmp ult i32 %3528, 2
  %3549 = and i32 %3528, 1
  %3550 = mul i32 %3549, 16
  %3551 = select i1 %3548, i32 %3537, i32 %3542
  %3552 = lshr i32 %3551, %3550
  %3553 = select i1 %3548, i32 %3538, i32 %3547
  %3554 = lshr i32 %3553, %3550
  %3555 = and i32 %1838, 252645135
  %3556 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3555, i32 %3418, i32 0)
  %3557 = and i32 %1839, 252645135
  %3558 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3557, i32 %3419, i32 %3556)
  %3559 = and i32 %1840, 252645135
  %3560 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3559, i32 %3420, i32 %3558)
  %3561 = and i32 %1841, 252645135
  %3562 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3561, i32 %3421, i32 %3560)
  %3563 = lshr i32 %3552, 0
  %3564 = and i32 %3563, 255
  %3565 = mul i32 %3564, %3562
  %3566 = sitofp i32 %3565 to float
  %3567 = bitcast i32 %3554 to <4 x i8>
  %3568 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3567, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3569 = bitcast <4 x i8> %3568 to i32
  %3570 = bitcast i32 %3569 to float
  %3571 = fadd float %3570, 0xC160000000000000
  %3572 = lshr i32 %1838, 4
  %3573 = and i32 %3572, 252645135
  %3574 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3573, i32 %3431, i32 0)
  %3575 = lshr i32 %1839, 4
  %3576 = and i32 %3575, 252645135
  %3577 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3576, i32 %3432, i32 %3574)
  %3578 = lshr i32 %1840, 4
  %3579 = and i32 %3578, 252645135
  %3580 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3579, i32 %3433, i32 %3577)
  %3581 = lshr i32 %1841, 4
  %3582 = and i32 %3581, 252645135
  %3583 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3582, i32 %3434, i32 %3580)
  %3584 = lshr i32 %3552, 8
  %3585 = and i32 %3584, 255
  %3586 = mul i32 %3585, %3583
  %3587 = sitofp i32 %3586 to float
  %3588 = bitcast i32 %3554 to <4 x i8>
  %3589 = shufflevector <4 x i8> %3588, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3590 = bitcast <4 x i8> %3589 to i32
  %3591 = bitcast i32 %3590 to float
  %3592 = fadd float %3591, 0xC160000000000000
  %3593 = fmul float %3587, %3439
  %3594 = call float @llvm.fma.f32(float %3566, float %3426, float %3593)
  %3595 = fmul float %3592, %3451
  %3596 = call float @llvm.fma.f32(float %3571, float %3445, float %3595)
  %3597 = call float @llvm.fma.f32(float %3532, float %3594, float %3526)
  %3598 = fneg float %3536
  %3599 = call float @llvm.fma.f32(float %3598, float %3596, float %3597)
  store float %3599, ptr %v22, align 4
  %3600 = load float, ptr %v23, align 4
  %3601 = and i32 %1825, 7
  %3602 = lshr i32 %3601, 1
  %3603 = and i32 %1842, 65535
  %3604 = trunc i32 %3603 to i16
  %3605 = bitcast i16 %3604 to half
  %3606 = fpext half %3605 to float
  %3607 = lshr i32 %1842, 16
  %3608 = trunc i32 %3607 to i16
  %3609 = bitcast i16 %3608 to half
  %3610 = fpext half %3609 to float
  %3611 = and i32 %1843, 1061109567
  %3612 = and i32 %1844, 1061109567
  %3613 = and i32 %1845, 252645135
  %3614 = lshr i32 %1843, 2
  %3615 = and i32 %3614, 808464432
  %3616 = or i32 %3613, %3615
  %3617 = lshr i32 %1845, 4
  %3618 = and i32 %3617, 252645135
  %3619 = lshr i32 %1844, 2
  %3620 = and i32 %3619, 808464432
  %3621 = or i32 %3618, %3620
  %3622 = icmp ult i32 %3602, 2
  %3623 = and i32 %3602, 1
  %3624 = mul i32 %3623, 16
  %3625 = select i1 %3622, i32 %3611, i32 %3616
  %3626 = lshr i32 %3625, %3624
  %3627 = select i1 %3622, i32 %3612, i32 %3621
  %3628 = lshr i32 %3627, %3624
  %3629 = and i32 %1846, 252645135
  %3630 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3629, i32 %3418, i32 0)
  %3631 = and i32 %1847, 252645135
  %3632 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3631, i32 %3419, i32 %3630)
  %3633 = and i32 %1848, 252645135
  %3634 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3633, i32 %3420, i32 %3632)
  %3635 = and i32 %1849, 252645135
  %3636 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3635, i32 %3421, i32 %3634)
  %3637 = lshr i32 %3626, 0
  %3638 = and i32 %3637, 255
  %3639 = mul i32 %3638, %3636
  %3640 = sitofp i32 %3639 to float
  %3641 = bitcast i32 %3628 to <4 x i8>
  %3642 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3641, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3643 = bitcast <4 x i8> %3642 to i32
  %3644 = bitcast i32 %3643 to float
  %3645 = fadd float %3644, 0xC160000000000000
  %3646 = lshr i32 %1846, 4
  %3647 = and i32 %3646, 252645135
  %3648 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3647, i32 %3431, i32 0)
  %3649 = lshr i32 %1847, 4
  %3650 = and i32 %3649, 252645135
  %3651 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3650, i32 %3432, i32 %3648)
  %3652 = lshr i32 %1848, 4
  %3653 = and i32 %3652, 252645135
  %3654 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3653, i32 %3433, i32 %3651)
  %3655 = lshr i32 %1849, 4
  %3656 = and i32 %3655, 252645135
  %3657 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3656, i32 %3434, i32 %3654)
  %3658 = lshr i32 %3626, 8
  %3659 = and i32 %3658, 255
  %3660 = mul i32 %3659, %3657
  %3661 = sitofp i32 %3660 to float
  %3662 = bitcast i32 %3628 to <4 x i8>
  %3663 = shufflevector <4 x i8> %3662, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3664 = bitcast <4 x i8> %3663 to i32
  %3665 = bitcast i32 %3664 to float
  %3666 = fadd float %3665, 0xC160000000000000
  %3667 = fmul float %3661, %3439
  %3668 = call float @llvm.fma.f32(float %3640, float %3426, float %3667)
  %3669 = fmul float %3666, %3451
  %3670 = call float @llvm.fma.f32(float %3645, float %3445, float %3669)
  %3671 = call float @llvm.fma.f32(float %3606, float %3668, float %3600)
  %3672 = fneg float %3610
  %3673 = call float @llvm.fma.f32(float %3672, float %3670, float %3671)
  store float %3673, ptr %v23, align 4
  %3674 = load float, ptr %v24, align 4
  %3675 = and i32 %1825, 7
  %3676 = lshr i32 %3675, 1
  %3677 = and i32 %1850, 65535
  %3678 = trunc i32 %3677 to i16
  %3679 = bitcast i16 %3678 to half
  %3680 = fpext half %3679 to float
  %3681 = lshr i32 %1850, 16
  %3682 = trunc i32 %3681 to i16
  %3683 = bitcast i16 %3682 to half
  %3684 = fpext half %3683 to float
  %3685 = and i32 %1851, 1061109567
  %3686 = and i32 %1852, 1061109567
  %3687 = and i32 %1853, 252645135
  %3688 = lshr i32 %1851, 2
  %3689 = and i32 %3688, 808464432
  %3690 = or i32 %3687, %3689
  %3691 = lshr i32 %1853, 4
  %3692 = and i32 %3691, 252645135
  %3693 = lshr i32 %1852, 2
  %3694 = and i32 %3693, 808464432
  %3695 = or i32 %3692, %3694
  %3696 = icmp ult i32 %3676, 2
  %3697 = and i32 %3676, 1
  %3698 = mul i32 %3697, 16
  %3699 = select i1 %3696, i32 %3685, i32 %3690
  %3700 = lshr i32 %3699, %3698
  %3701 = select i1 %3696, i32 %3686, i32 %3695
  %3702 = lshr i32 %3701, %3698
  %3703 = and i32 %1854, 252645135
  %3704 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3703, i32 %3418, i32 0)
  %3705 = and i32 %1855, 252645135
  %3706 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3705, i32 %3419, i32 %3704)
  %3707 = and i32 %1856, 252645135
  %3708 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3707, i32 %3420, i32 %3706)
  %3709 = and i32 %1857, 252645135
  %3710 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3709, i32 %3421, i32 %3708)
  %3711 = lshr i32 %3700, 0
  %3712 = and i32 %3711, 255
  %3713 = mul i32 %3712, %3710
  %3714 = sitofp i32 %3713 to float
  %3715 = bitcast i32 %3702 to <4 x i8>
  %3716 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3715, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3717 = bitcast <4 x i8> %3716 to i32
  %3718 = bitcast i32 %3717 to float
  %3719 = fadd float %3718, 0xC160000000000000
  %3720 = lshr i32 %1854, 4
  %3721 = and i32 %3720, 252645135
  %3722 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3721, i32 %3431, i32 0)
  %3723 = lshr i32 %1855, 4
  %3724 = and i32 %3723, 252645135
  %3725 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3724, i32 %3432, i32 %3722)
  %3726 = lshr i32 %1856, 4
  %3727 = and i32 %3726, 252645135
  %3728 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3727, i32 %3433, i32 %3725)
  %3729 = lshr i32 %1857, 4
  %3730 = and i32 %3729, 252645135
  %3731 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3730, i32 %3434, i32 %3728)
  %3732 = lshr i32 %3700, 8
  %3733 = and i32 %3732, 255
  %3734 = mul i32 %3733, %3731
  %3735 = sitofp i32 %3734 to float
  %3736 = bitcast i32 %3702 to <4 x i8>
  %3737 = shufflevector <4 x i8> %3736, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3738 = bitcast <4 x i8> %3737 to i32
  %3739 = bitcast i32 %3738 to float
  %3740 = fadd float %3739, 0xC160000000000000
  %3741 = fmul float %3735, %3439
  %3742 = call float @llvm.fma.f32(float %3714, float %3426, float %3741)
  %3743 = fmul float %3740, %3451
  %3744 = call float @llvm.fma.f32(float %3719, float %3445, float %3743)
  %3745 = call float @llvm.fma.f32(float %3680, float %3742, float %3674)
  %3746 = fneg float %3684
  %3747 = call float @llvm.fma.f32(float %3746, float %3744, float %3745)
  store float %3747, ptr %v24, align 4
  %3748 = sext i32 %1995 to i64
  %3749 = mul i64 %3748, 8
  %3750 = add i64 %3749, 5
  %3751 = mul i64 %3750, 1152
  %3752 = getelementptr i8, ptr addrspace(3) @lds1, i64 %3751
  %3753 = lshr i32 %1825, 3
  %3754 = and i32 %1825, 7
  %3755 = lshr i32 %3754, 1
  %3756 = and i32 %3754, 1
  %3757 = mul i32 %3753, 256
  %3758 = mul i32 %3755, 64
  %3759 = mul i32 %3756, 16
  %3760 = add i32 %3758, %3759
  %3761 = add i32 %3757, %3760
  %3762 = sext i32 %3761 to i64
  %3763 = add i64 %3762, 32
  %3764 = sub i64 %3762, %1997
  %3765 = add i64 %3764, 0
  %3766 = getelementptr i8, ptr addrspace(3) %3752, i64 %3765
  %3767 = load <4 x i32>, ptr addrspace(3) %3766, align 16
  %3768 = extractelement <4 x i32> %3767, i32 0
  %3769 = extractelement <4 x i32> %3767, i32 1
  %3770 = extractelement <4 x i32> %3767, i32 2
  %3771 = extractelement <4 x i32> %3767, i32 3
  %3772 = getelementptr i8, ptr addrspace(3) %3752, i64 1024
  %3773 = lshr i64 %3764, 5
  %3774 = mul i64 %3773, 4
  %3775 = getelementptr i8, ptr addrspace(3) %3772, i64 %3774
  %3776 = load float, ptr addrspace(3) %3775, align 4
  %3777 = sub i64 %3763, %1997
  %3778 = add i64 %3777, 0
  %3779 = getelementptr i8, ptr addrspace(3) %3752, i64 %3778
  %3780 = load <4 x i32>, ptr addrspace(3) %3779, align 16
  %3781 = extractelement <4 x i32> %3780, i32 0
  %3782 = extractelement <4 x i32> %3780, i32 1
  %3783 = extractelement <4 x i32> %3780, i32 2
  %3784 = extractelement <4 x i32> %3780, i32 3
  %3785 = getelementptr i8, ptr addrspace(3) %3752, i64 1024
  %3786 = lshr i64 %3777, 5
  %3787 = mul i64 %3786, 4
  %3788 = getelementptr i8, ptr addrspace(3) %3785, i64 %3787
  %3789 = load float, ptr addrspace(3) %3788, align 4
  %3790 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3768, i32 0)
  %3791 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3769, i32 %3790)
  %3792 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3770, i32 %3791)
  %3793 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3771, i32 %3792)
  %3794 = sitofp i32 %3793 to float
  %3795 = fmul float %3776, %3794
  %3796 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3781, i32 0)
  %3797 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3782, i32 %3796)
  %3798 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3783, i32 %3797)
  %3799 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %3784, i32 %3798)
  %3800 = sitofp i32 %3799 to float
  %3801 = fmul float %3789, %3800
  %3802 = load float, ptr %v25, align 4
  %3803 = and i32 %1825, 7
  %3804 = lshr i32 %3803, 1
  %3805 = and i32 %1826, 65535
  %3806 = trunc i32 %3805 to i16
  %3807 = bitcast i16 %3806 to half
  %3808 = fpext half %3807 to float
  %3809 = lshr i32 %1826, 16
  %3810 = trunc i32 %3809 to i16
  %3811 = bitcast i16 %3810 to half
  %3812 = fpext half %3811 to float
  %3813 = and i32 %1827, 1061109567
  %3814 = and i32 %1828, 1061109567
  %3815 = and i32 %1829, 252645135
  %3816 = lshr i32 %1827, 2
  %3817 = and i32 %3816, 808464432
  %3818 = or i32 %3815, %3817
  %3819 = lshr i32 %1829, 4
  %3820 = and i32 %3819, 252645135
  %3821 = lshr i32 %1828, 2
  %3822 = and i32 %3821, 808464432
  %3823 = or i32 %3820, %3822
  %3824 = icmp ult i32 %3804, 2
  %3825 = and i32 %3804, 1
  %3826 = mul i32 %3825, 16
  %3827 = select i1 %3824, i32 %3813, i32 %3818
  %3828 = lshr i32 %3827, %3826
  %3829 = select i1 %3824, i32 %3814, i32 %3823
  %3830 = lshr i32 %3829, %3826
  %3831 = and i32 %1830, 252645135
  %3832 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3831, i32 %3768, i32 0)
  %3833 = and i32 %1831, 252645135
  %3834 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3833, i32 %3769, i32 %3832)
  %3835 = and i32 %1832, 252645135
  %3836 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3835, i32 %3770, i32 %3834)
  %3837 = and i32 %1833, 252645135
  %3838 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3837, i32 %3771, i32 %3836)
  %3839 = lshr i32 %3828, 0
  %3840 = and i32 %3839, 255
  %3841 = mul i32 %3840, %3838
  %3842 = sitofp i32 %3841 to float
  %3843 = bitcast i32 %3830 to <4 x i8>
  %3844 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3843, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3845 = bitcast <4 x i8> %3844 to i32
  %3846 = bitcast i32 %3845 to float
  %3847 = fadd float %3846, 0xC160000000000000
  %3848 = lshr i32 %1830, 4
  %3849 = and i32 %3848, 252645135
  %3850 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3849, i32 %3781, i32 0)
  %3851 = lshr i32 %1831, 4
  %3852 = and i32 %3851, 252645135
  %3853 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3852, i32 %3782, i32 %3850)
  %3854 = lshr i32 %1832, 4
  %3855 = and i32 %3854, 252645135
  %3856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3855, i32 %3783, i32 %3853)
  %3857 = lshr i32 %1833, 4
  %3858 = and i32 %3857, 252645135
  %3859 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3858, i32 %3784, i32 %3856)
  %3860 = lshr i32 %3828, 8
  %3861 = and i32 %3860, 255
  %3862 = mul i32 %3861, %3859
  %3863 = sitofp i32 %3862 to float
  %3864 = bitcast i32 %3830 to <4 x i8>
  %3865 = shufflevector <4 x i8> %3864, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3866 = bitcast <4 x i8> %3865 to i32
  %3867 = bitcast i32 %3866 to float
  %3868 = fadd float %3867, 0xC160000000000000
  %3869 = fmul float %3863, %3789
  %3870 = call float @llvm.fma.f32(float %3842, float %3776, float %3869)
  %3871 = fmul float %3868, %3801
  %3872 = call float @llvm.fma.f32(float %3847, float %3795, float %3871)
  %3873 = call float @llvm.fma.f32(float %3808, float %3870, float %3802)
  %3874 = fneg float %3812
  %3875 = call float @llvm.fma.f32(float %3874, float %3872, float %3873)
  store float %3875, ptr %v25, align 4
  %3876 = load float, ptr %v26, align 4
  %3877 = and i32 %1825, 7
  %3878 = lshr i32 %3877, 1
  %3879 = and i32 %1834, 65535
  %3880 = trunc i32 %3879 to i16
  %3881 = bitcast i16 %3880 to half
  %3882 = fpext half %3881 to float
  %3883 = lshr i32 %1834, 16
  %3884 = trunc i32 %3883 to i16
  %3885 = bitcast i16 %3884 to half
  %3886 = fpext half %3885 to float
  %3887 = and i32 %1835, 1061109567
  %3888 = and i32 %1836, 1061109567
  %3889 = and i32 %1837, 252645135
  %3890 = lshr i32 %1835, 2
  %3891 = and i32 %3890, 808464432
  %3892 = or i32 %3889, %3891
  %3893 = lshr i32 %1837, 4
  %3894 = and i32 %3893, 252645135
  %3895 = lshr i32 %1836, 2
  %3896 = and i32 %3895, 808464432
  %3897 = or i32 %3894, %3896
  %3898 = icmp ult i32 %3878, 2
  %3899 = and i32 %3878, 1
  %3900 = mul i32 %3899, 16
  %3901 = select i1 %3898, i32 %3887, i32 %3892
  %3902 = lshr i32 %3901, %3900
  %3903 = select i1 %3898, i32 %3888, i32 %3897
  %3904 = lshr i32 %3903, %3900
  %3905 = and i32 %1838, 252645135
  %3906 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3905, i32 %3768, i32 0)
  %3907 = and i32 %1839, 252645135
  %3908 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3907, i32 %3769, i32 %3906)
  %3909 = and i32 %1840, 252645135
  %3910 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3909, i32 %3770, i32 %3908)
  %3911 = and i32 %1841, 252645135
  %3912 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3911, i32 %3771, i32 %3910)
  %3913 = lshr i32 %3902, 0
  %3914 = and i32 %3913, 255
  %3915 = mul i32 %3914, %3912
  %3916 = sitofp i32 %3915 to float
  %3917 = bitcast i32 %3904 to <4 x i8>
  %3918 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3917, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3919 = bitcast <4 x i8> %3918 to i32
  %3920 = bitcast i32 %3919 to float
  %3921 = fadd float %3920, 0xC160000000000000
  %3922 = lshr i32 %1838, 4
  %3923 = and i32 %3922, 252645135
  %3924 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3923, i32 %3781, i32 0)
  %3925 = lshr i32 %1839, 4
  %3926 = and i32 %3925, 252645135
  %3927 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3926, i32 %3782, i32 %3924)
  %3928 = lshr i32 %1840, 4
  %3929 = and i32 %3928, 252645135
  %3930 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3929, i32 %3783, i32 %3927)
  %3931 = lshr i32 %1841, 4
  %3932 = and i32 %3931, 252645135
  %3933 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3932, i32 %3784, i32 %3930)
  %3934 = lshr i32 %3902, 8
  %3935 = and i32 %3934, 255
  %3936 = mul i32 %3935, %3933
  %3937 = sitofp i32 %3936 to float
  %3938 = bitcast i32 %3904 to <4 x i8>
  %3939 = shufflevector <4 x i8> %3938, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %3940 = bitcast <4 x i8> %3939 to i32
  %3941 = bitcast i32 %3940 to float
  %3942 = fadd float %3941, 0xC160000000000000
  %3943 = fmul float %3937, %3789
  %3944 = call float @llvm.fma.f32(float %3916, float %3776, float %3943)
  %3945 = fmul float %3942, %3801
  %3946 = call float @llvm.fma.f32(float %3921, float %3795, float %3945)
  %3947 = call float @llvm.fma.f32(float %3882, float %3944, float %3876)
  %3948 = fneg float %3886
  %3949 = call float @llvm.fma.f32(float %3948, float %3946, float %3947)
  store float %3949, ptr %v26, align 4
  %3950 = load float, ptr %v27, align 4
  %3951 = and i32 %1825, 7
  %3952 = lshr i32 %3951, 1
  %3953 = and i32 %1842, 65535
  %3954 = trunc i32 %3953 to i16
  %3955 = bitcast i16 %3954 to half
  %3956 = fpext half %3955 to float
  %3957 = lshr i32 %1842, 16
  %3958 = trunc i32 %3957 to i16
  %3959 = bitcast i16 %3958 to half
  %3960 = fpext half %3959 to float
  %3961 = and i32 %1843, 1061109567
  %3962 = and i32 %1844, 1061109567
  %3963 = and i32 %1845, 252645135
  %3964 = lshr i32 %1843, 2
  %3965 = and i32 %3964, 808464432
  %3966 = or i32 %3963, %3965
  %3967 = lshr i32 %1845, 4
  %3968 = and i32 %3967, 252645135
  %3969 = lshr i32 %1844, 2
  %3970 = and i32 %3969, 808464432
  %3971 = or i32 %3968, %3970
  %3972 = icmp ult i32 %3952, 2
  %3973 = and i32 %3952, 1
  %3974 = mul i32 %3973, 16
  %3975 = select i1 %3972, i32 %3961, i32 %3966
  %3976 = lshr i32 %3975, %3974
  %3977 = select i1 %3972, i32 %3962, i32 %3971
  %3978 = lshr i32 %3977, %3974
  %3979 = and i32 %1846, 252645135
  %3980 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3979, i32 %3768, i32 0)
  %3981 = and i32 %1847, 252645135
  %3982 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3981, i32 %3769, i32 %3980)
  %3983 = and i32 %1848, 252645135
  %3984 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3983, i32 %3770, i32 %3982)
  %3985 = and i32 %1849, 252645135
  %3986 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3985, i32 %3771, i32 %3984)
  %3987 = lshr i32 %3976, 0
  %3988 = and i32 %3987, 255
  %3989 = mul i32 %3988, %3986
  %3990 = sitofp i32 %3989 to float
  %3991 = bitcast i32 %3978 to <4 x i8>
  %3992 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %3991, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %3993 = bitcast <4 x i8> %3992 to i32
  %3994 = bitcast i32 %3993 to float
  %3995 = fadd float %3994, 0xC160000000000000
  %3996 = lshr i32 %1846, 4
  %3997 = and i32 %3996, 252645135
  %3998 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %3997, i32 %3781, i32 0)
  %3999 = lshr i32 %1847, 4
  %4000 = and i32 %3999, 252645135
  %4001 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4000, i32 %3782, i32 %3998)
  %4002 = lshr i32 %1848, 4
  %4003 = and i32 %4002, 252645135
  %4004 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4003, i32 %3783, i32 %4001)
  %4005 = lshr i32 %1849, 4
  %4006 = and i32 %4005, 252645135
  %4007 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4006, i32 %3784, i32 %4004)
  %4008 = lshr i32 %3976, 8
  %4009 = and i32 %4008, 255
  %4010 = mul i32 %4009, %4007
  %4011 = sitofp i32 %4010 to float
  %4012 = bitcast i32 %3978 to <4 x i8>
  %4013 = shufflevector <4 x i8> %4012, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4014 = bitcast <4 x i8> %4013 to i32
  %4015 = bitcast i32 %4014 to float
  %4016 = fadd float %4015, 0xC160000000000000
  %4017 = fmul float %4011, %3789
  %4018 = call float @llvm.fma.f32(float %3990, float %3776, float %4017)
  %4019 = fmul float %4016, %3801
  %4020 = call float @llvm.fma.f32(float %3995, float %3795, float %4019)
  %4021 = call float @llvm.fma.f32(float %3956, float %4018, float %3950)
  %4022 = fneg float %3960
  %4023 = call float @llvm.fma.f32(float %4022, float %4020, float %4021)
  store float %4023, ptr %v27, align 4
  %4024 = load float, ptr %v28, align 4
  %4025 = and i32 %1825, 7
  %4026 = lshr i32 %4025, 1
  %4027 = and i32 %1850, 65535
  %4028 = trunc i32 %4027 to i16
  %4029 = bitcast i16 %4028 to half
  %4030 = fpext half %4029 to float
  %4031 = lshr i32 %1850, 16
  %4032 = trunc i32 %4031 to i16
  %4033 = bitcast i16 %4032 to half
  %4034 = fpext half %4033 to float
  %4035 = and i32 %1851, 1061109567
  %4036 = and i32 %1852, 1061109567
  %4037 = and i32 %1853, 252645135
  %4038 = lshr i32 %1851, 2
  %4039 = and i32 %4038, 808464432
  %4040 = or i32 %4037, %4039
  %4041 = lshr i32 %1853, 4
  %4042 = and i32 %4041, 252645135
  %4043 = lshr i32 %1852, 2
  %4044 = and i32 %4043, 808464432
  %4045 = or i32 %4042, %4044
  %4046 = icmp ult i32 %4026, 2
  %4047 = and i32 %4026, 1
  %4048 = mul i32 %4047, 16
  %4049 = select i1 %4046, i32 %4035, i32 %4040
  %4050 = lshr i32 %4049, %4048
  %4051 = select i1 %4046, i32 %4036, i32 %4045
  %4052 = lshr i32 %4051, %4048
  %4053 = and i32 %1854, 252645135
  %4054 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4053, i32 %3768, i32 0)
  %4055 = and i32 %1855, 252645135
  %4056 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4055, i32 %3769, i32 %4054)
  %4057 = and i32 %1856, 252645135
  %4058 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4057, i32 %3770, i32 %4056)
  %4059 = and i32 %1857, 252645135
  %4060 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4059, i32 %3771, i32 %4058)
  %4061 = lshr i32 %4050, 0
  %4062 = and i32 %4061, 255
  %4063 = mul i32 %4062, %4060
  %4064 = sitofp i32 %4063 to float
  %4065 = bitcast i32 %4052 to <4 x i8>
  %4066 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4065, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4067 = bitcast <4 x i8> %4066 to i32
  %4068 = bitcast i32 %4067 to float
  %4069 = fadd float %4068, 0xC160000000000000
  %4070 = lshr i32 %1854, 4
  %4071 = and i32 %4070, 252645135
  %4072 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4071, i32 %3781, i32 0)
  %4073 = lshr i32 %1855, 4
  %4074 = and i32 %4073, 252645135
  %4075 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4074, i32 %3782, i32 %4072)
  %4076 = lshr i32 %1856, 4
  %4077 = and i32 %4076, 252645135
  %4078 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4077, i32 %3783, i32 %4075)
  %4079 = lshr i32 %1857, 4
  %4080 = and i32 %4079, 252645135
  %4081 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4080, i32 %3784, i32 %4078)
  %4082 = lshr i32 %4050, 8
  %4083 = and i32 %4082, 255
  %4084 = mul i32 %4083, %4081
  %4085 = sitofp i32 %4084 to float
  %4086 = bitcast i32 %4052 to <4 x i8>
  %4087 = shufflevector <4 x i8> %4086, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4088 = bitcast <4 x i8> %4087 to i32
  %4089 = bitcast i32 %4088 to float
  %4090 = fadd float %4089, 0xC160000000000000
  %4091 = fmul float %4085, %3789
  %4092 = call float @llvm.fma.f32(float %4064, float %3776, float %4091)
  %4093 = fmul float %4090, %3801
  %4094 = call float @llvm.fma.f32(float %4069, float %3795, float %4093)
  %4095 = call float @llvm.fma.f32(float %4030, float %4092, float %4024)
  %4096 = fneg float %4034
  %4097 = call float @llvm.fma.f32(float %4096, float %4094, float %4095)
  store float %4097, ptr %v28, align 4
  %4098 = sext i32 %1995 to i64
  %4099 = mul i64 %4098, 8
  %4100 = add i64 %4099, 6
  %4101 = mul i64 %4100, 1152
  %4102 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4101
  %4103 = lshr i32 %1825, 3
  %4104 = and i32 %1825, 7
  %4105 = lshr i32 %4104, 1
  %4106 = and i32 %4104, 1
  %4107 = mul i32 %4103, 256
  %4108 = mul i32 %4105, 64
  %4109 = mul i32 %4106, 16
  %4110 = add i32 %4108, %4109
  %4111 = add i32 %4107, %4110
  %4112 = sext i32 %4111 to i64
  %4113 = add i64 %4112, 32
  %4114 = sub i64 %4112, %1997
  %4115 = add i64 %4114, 0
  %4116 = getelementptr i8, ptr addrspace(3) %4102, i64 %4115
  %4117 = load <4 x i32>, ptr addrspace(3) %4116, align 16
  %4118 = extractelement <4 x i32> %4117, i32 0
  %4119 = extractelement <4 x i32> %4117, i32 1
  %4120 = extractelement <4 x i32> %4117, i32 2
  %4121 = extractelement <4 x i32> %4117, i32 3
  %4122 = getelementptr i8, ptr addrspace(3) %4102, i64 1024
  %4123 = lshr i64 %4114, 5
  %4124 = mul i64 %4123, 4
  %4125 = getelementptr i8, ptr addrspace(3) %4122, i64 %4124
  %4126 = load float, ptr addrspace(3) %4125, align 4
  %4127 = sub i64 %4113, %1997
  %4128 = add i64 %4127, 0
  %4129 = getelementptr i8, ptr addrspace(3) %4102, i64 %4128
  %4130 = load <4 x i32>, ptr addrspace(3) %4129, align 16
  %4131 = extractelement <4 x i32> %4130, i32 0
  %4132 = extractelement <4 x i32> %4130, i32 1
  %4133 = extractelement <4 x i32> %4130, i32 2
  %4134 = extractelement <4 x i32> %4130, i32 3
  %4135 = getelementptr i8, ptr addrspace(3) %4102, i64 1024
  %4136 = lshr i64 %4127, 5
  %4137 = mul i64 %4136, 4
  %4138 = getelementptr i8, ptr addrspace(3) %4135, i64 %4137
  %4139 = load float, ptr addrspace(3) %4138, align 4
  %4140 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4118, i32 0)
  %4141 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4119, i32 %4140)
  %4142 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4120, i32 %4141)
  %4143 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4121, i32 %4142)
  %4144 = sitofp i32 %4143 to float
  %4145 = fmul float %4126, %4144
  %4146 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4131, i32 0)
  %4147 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4132, i32 %4146)
  %4148 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4133, i32 %4147)
  %4149 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4134, i32 %4148)
  %4150 = sitofp i32 %4149 to float
  %4151 = fmul float %4139, %4150
  %4152 = load float, ptr %v29, align 4
  %4153 = and i32 %1825, 7
  %4154 = lshr i32 %4153, 1
  %4155 = and i32 %1826, 65535
  %4156 = trunc i32 %4155 to i16
  %4157 = bitcast i16 %4156 to half
  %4158 = fpext half %4157 to float
  %4159 = lshr i32 %1826, 16
  %4160 = trunc i32 %4159 to i16
  %4161 = bitcast i16 %4160 to half
  %4162 = fpext half %4161 to float
  %4163 = and i32 %1827, 1061109567
  %4164 = and i32 %1828, 1061109567
  %4165 = and i32 %1829, 252645135
  %4166 = lshr i32 %1827, 2
  %4167 = and i32 %4166, 808464432
  %4168 = or i32 %4165, %4167
  %4169 = lshr i32 %1829, 4
  %4170 = and i32 %4169, 252645135
  %4171 = lshr i32 %1828, 2
  %4172 = and i32 %4171, 808464432
  %4173 = or i32 %4170, %4172
  %4174 = icmp ult i32 %4154, 2
  %4175 = and i32 %4154, 1
  %4176 = mul i32 %4175, 16
  %4177 = select i1 %4174, i32 %4163, i32 %4168
  %4178 = lshr i32 %4177, %4176
  %4179 = select i1 %4174, i32 %4164, i32 %4173
  %4180 = lshr i32 %4179, %4176
  %4181 = and i32 %1830, 252645135
  %4182 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4181, i32 %4118, i32 0)
  %4183 = and i32 %1831, 252645135
  %4184 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4183, i32 %4119, i32 %4182)
  %4185 = and i32 %1832, 252645135
  %4186 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4185, i32 %4120, i32 %4184)
  %4187 = and i32 %1833, 252645135
  %4188 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4187, i32 %4121, i32 %4186)
  %4189 = lshr i32 %4178, 0
  %4190 = and i32 %4189, 255
  %4191 = mul i32 %4190, %4188
  %4192 = sitofp i32 %4191 to float
  %4193 = bitcast i32 %4180 to <4 x i8>
  %4194 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4193, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4195 = bitcast <4 x i8> %4194 to i32
  %4196 = bitcast i32 %4195 to float
  %4197 = fadd float %4196, 0xC160000000000000
  %4198 = lshr i32 %1830, 4
  %4199 = and i32 %4198, 252645135
  %4200 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4199, i32 %4131, i32 0)
  %4201 = lshr i32 %1831, 4
  %4202 = and i32 %4201, 252645135
  %4203 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4202, i32 %4132, i32 %4200)
  %4204 = lshr i32 %1832, 4
  %4205 = and i32 %4204, 252645135
  %4206 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4205, i32 %4133, i32 %4203)
  %4207 = lshr i32 %1833, 4
  %4208 = and i32 %4207, 252645135
  %4209 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4208, i32 %4134, i32 %4206)
  %4210 = lshr i32 %4178, 8
  %4211 = and i32 %4210, 255
  %4212 = mul i32 %4211, %4209
  %4213 = sitofp i32 %4212 to float
  %4214 = bitcast i32 %4180 to <4 x i8>
  %4215 = shufflevector <4 x i8> %4214, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4216 = bitcast <4 x i8> %4215 to i32
  %4217 = bitcast i32 %4216 to float
  %4218 = fadd float %4217, 0xC160000000000000
  %4219 = fmul float %4213, %4139
  %4220 = call float @llvm.fma.f32(float %4192, float %4126, float %4219)
  %4221 = fmul float %4218, %4151
  %4222 = call float @llvm.fma.f32(float %4197, float %4145, float %4221)
  %4223 = call float @llvm.fma.f32(float %4158, float %4220, float %4152)
  %4224 = fneg float %4162
  %4225 = call float @llvm.fma.f32(float %4224, float %4222, float %4223)
  store float %4225, ptr %v29, align 4
  %4226 = load float, ptr %v30, align 4
  %4227 = and i32 %1825, 7
  %4228 = lshr i32 %4227, 1
  %4229 = and i32 %1834, 65535
  %4230 = trunc i32 %4229 to i16
  %4231 = bitcast i16 %4230 to half
  %4232 = fpext half %4231 to float
  %4233 = lshr i32 %1834, 16
  %4234 = trunc i32 %4233 to i16
  %4235 = bitcast i16 %4234 to half
  %4236 = fpext half %4235 to float
  %4237 = and i32 %1835, 1061109567
  %4238 = and i32 %1836, 1061109567
  %4239 = and i32 %1837, 252645135
  %4240 = lshr i32 %1835, 2
  %4241 = and i32 %4240, 808464432
  %4242 = or i32 %4239, %4241
  %4243 = lshr i32 %1837, 4
  %4244 = and i32 %4243, 252645135
  %4245 = lshr i32 %1836, 2
  %4246 = and i32 %4245, 808464432
  %4247 = or i32 %4244, %4246
  %4248 = icmp ult i32 %4228, 2
  %4249 = and i32 %4228, 1
  %4250 = mul i32 %4249, 16
  %4251 = select i1 %4248, i32 %4237, i32 %4242
  %4252 = lshr i32 %4251, %4250
  %4253 = select i1 %4248, i32 %4238, i32 %4247
  %4254 = lshr i32 %4253, %4250
  %4255 = and i32 %1838, 252645135
  %4256 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4255, i32 %4118, i32 0)
  %4257 = and i32 %1839, 252645135
  %4258 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4257, i32 %4119, i32 %4256)
  %4259 = and i32 %1840, 252645135
  %4260 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4259, i32 %4120, i32 %4258)
  %4261 = and i32 %1841, 252645135
  %4262 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4261, i32 %4121, i32 %4260)
  %4263 = lshr i32 %4252, 0
  %4264 = and i32 %4263, 255
  %4265 = mul i32 %4264, %4262
  %4266 = sitofp i32 %4265 to float
  %4267 = bitcast i32 %4254 to <4 x i8>
  %4268 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4267, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4269 = bitcast <4 x i8> %4268 to i32
  %4270 = bitcast i32 %4269 to float
  %4271 = fadd float %4270, 0xC160000000000000
  %4272 = lshr i32 %1838, 4
  %4273 = and i32 %4272, 252645135
  %4274 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4273, i32 %4131, i32 0)
  %4275 = lshr i32 %1839, 4
  %4276 = and i32 %4275, 252645135
  %4277 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4276, i32 %4132, i32 %4274)
  %4278 = lshr i32 %1840, 4
  %4279 = and i32 %4278, 252645135
  %4280 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4279, i32 %4133, i32 %4277)
  %4281 = lshr i32 %1841, 4
  %4282 = and i32 %4281, 252645135
  %4283 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4282, i32 %4134, i32 %4280)
  %4284 = lshr i32 %4252, 8
  %4285 = and i32 %4284, 255
  %4286 = mul i32 %4285, %4283
  %4287 = sitofp i32 %4286 to float
  %4288 = bitcast i32 %4254 to <4 x i8>
  %4289 = shufflevector <4 x i8> %4288, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4290 = bitcast <4 x i8> %4289 to i32
  %4291 = bitcast i32 %4290 to float
  %4292 = fadd float %4291, 0xC160000000000000
  %4293 = fmul float %4287, %4139
  %4294 = call float @llvm.fma.f32(float %4266, float %4126, float %4293)
  %4295 = fmul float %4292, %4151
  %4296 = call float @llvm.fma.f32(float %4271, float %4145, float %4295)
  %4297 = call float @llvm.fma.f32(float %4232, float %4294, float %4226)
  %4298 = fneg float %4236
  %4299 = call float @llvm.fma.f32(float %4298, float %4296, float %4297)
  store float %4299, ptr %v30, align 4
  %4300 = load float, ptr %v31, align 4
  %4301 = and i32 %1825, 7
  %4302 = lshr i32 %4301, 1
  %4303 = and i32 %1842, 65535
  %4304 = trunc i32 %4303 to i16
  %4305 = bitcast i16 %4304 to half
  %4306 = fpext half %4305 to float
  %4307 = lshr i32 %1842, 16
  %4308 = trunc i32 %4307 to i16
  %4309 = bitcast i16 %4308 to half
  %4310 = fpext half %4309 to float
  %4311 = and i32 %1843, 1061109567
  %4312 = and i32 %1844, 1061109567
  %4313 = and i32 %1845, 252645135
  %4314 = lshr i32 %1843, 2
  %4315 = and i32 %4314, 808464432
  %4316 = or i32 %4313, %4315
  %4317 = lshr i32 %1845, 4
  %4318 = and i32 %4317, 252645135
  %4319 = lshr i32 %1844, 2
  %4320 = and i32 %4319, 808464432
  %4321 = or i32 %4318, %4320
  %4322 = icmp ult i32 %4302, 2
  %4323 = and i32 %4302, 1
  %4324 = mul i32 %4323, 16
  %4325 = select i1 %4322, i32 %4311, i32 %4316
  %4326 = lshr i32 %4325, %4324
  %4327 = select i1 %4322, i32 %4312, i32 %4321
  %4328 = lshr i32 %4327, %4324
  %4329 = and i32 %1846, 252645135
  %4330 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4329, i32 %4118, i32 0)
  %4331 = and i32 %1847, 252645135
  %4332 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4331, i32 %4119, i32 %4330)
  %4333 = and i32 %1848, 252645135
  %4334 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4333, i32 %4120, i32 %4332)
  %4335 = and i32 %1849, 252645135
  %4336 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4335, i32 %4121, i32 %4334)
  %4337 = lshr i32 %4326, 0
  %4338 = and i32 %4337, 255
  %4339 = mul i32 %4338, %4336
  %4340 = sitofp i32 %4339 to float
  %4341 = bitcast i32 %4328 to <4 x i8>
  %4342 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4341, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4343 = bitcast <4 x i8> %4342 to i32
  %4344 = bitcast i32 %4343 to float
  %4345 = fadd float %4344, 0xC160000000000000
  %4346 = lshr i32 %1846, 4
  %4347 = and i32 %4346, 252645135
  %4348 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4347, i32 %4131, i32 0)
  %4349 = lshr i32 %1847, 4
  %4350 = and i32 %4349, 252645135
  %4351 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4350, i32 %4132, i32 %4348)
  %4352 = lshr i32 %1848, 4
  %4353 = and i32 %4352, 252645135
  %4354 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4353, i32 %4133, i32 %4351)
  %4355 = lshr i32 %1849, 4
  %4356 = and i32 %4355, 252645135
  %4357 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4356, i32 %4134, i32 %4354)
  %4358 = lshr i32 %4326, 8
  %4359 = and i32 %4358, 255
  %4360 = mul i32 %4359, %4357
  %4361 = sitofp i32 %4360 to float
  %4362 = bitcast i32 %4328 to <4 x i8>
  %4363 = shufflevector <4 x i8> %4362, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4364 = bitcast <4 x i8> %4363 to i32
  %4365 = bitcast i32 %4364 to float
  %4366 = fadd float %4365, 0xC160000000000000
  %4367 = fmul float %4361, %4139
  %4368 = call float @llvm.fma.f32(float %4340, float %4126, float %4367)
  %4369 = fmul float %4366, %4151
  %4370 = call float @llvm.fma.f32(float %4345, float %4145, float %4369)
  %4371 = call float @llvm.fma.f32(float %4306, float %4368, float %4300)
  %4372 = fneg float %4310
  %4373 = call float @llvm.fma.f32(float %4372, float %4370, float %4371)
  store float %4373, ptr %v31, align 4
  %4374 = load float, ptr %v32, align 4
  %4375 = and i32 %1825, 7
  %4376 = lshr i32 %4375, 1
  %4377 = and i32 %1850, 65535
  %4378 = trunc i32 %4377 to i16
  %4379 = bitcast i16 %4378 to half
  %4380 = fpext half %4379 to float
  %4381 = lshr i32 %1850, 16
  %4382 = trunc i32 %4381 to i16
  %4383 = bitcast i16 %4382 to half
  %4384 = fpext half %4383 to float
  %4385 = and i32 %1851, 1061109567
  %4386 = and i32 %1852, 1061109567
  %4387 = and i32 %1853, 252645135
  %4388 = lshr i32 %1851, 2
  %4389 = and i32 %4388, 808464432
  %4390 = or i32 %4387, %4389
  %4391 = lshr i32 %1853, 4
  %4392 = and i32 %4391, 252645135
  %4393 = lshr i32 %1852, 2
  %4394 = and i32 %4393, 808464432
  %4395 = or i32 %4392, %4394
  %4396 = icmp ult i32 %4376, 2
  %4397 = and i32 %4376, 1
  %4398 = mul i32 %4397, 16
  %4399 = select i1 %4396, i32 %4385, i32 %4390
  %4400 = lshr i32 %4399, %4398
  %4401 = select i1 %4396, i32 %4386, i32 %4395
  %4402 = lshr i32 %4401, %4398
  %4403 = and i32 %1854, 252645135
  %4404 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4403, i32 %4118, i32 0)
  %4405 = and i32 %1855, 252645135
  %4406 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4405, i32 %4119, i32 %4404)
  %4407 = and i32 %1856, 252645135
  %4408 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4407, i32 %4120, i32 %4406)
  %4409 = and i32 %1857, 252645135
  %4410 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4409, i32 %4121, i32 %4408)
  %4411 = lshr i32 %4400, 0
  %4412 = and i32 %4411, 255
  %4413 = mul i32 %4412, %4410
  %4414 = sitofp i32 %4413 to float
  %4415 = bitcast i32 %4402 to <4 x i8>
  %4416 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4415, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4417 = bitcast <4 x i8> %4416 to i32
  %4418 = bitcast i32 %4417 to float
  %4419 = fadd float %4418, 0xC160000000000000
  %4420 = lshr i32 %1854, 4
  %4421 = and i32 %4420, 252645135
  %4422 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4421, i32 %4131, i32 0)
  %4423 = lshr i32 %1855, 4
  %4424 = and i32 %4423, 252645135
  %4425 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4424, i32 %4132, i32 %4422)
  %4426 = lshr i32 %1856, 4
  %4427 = and i32 %4426, 252645135
  %4428 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4427, i32 %4133, i32 %4425)
  %4429 = lshr i32 %1857, 4
  %4430 = and i32 %4429, 252645135
  %4431 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4430, i32 %4134, i32 %4428)
  %4432 = lshr i32 %4400, 8
  %4433 = and i32 %4432, 255
  %4434 = mul i32 %4433, %4431
  %4435 = sitofp i32 %4434 to float
  %4436 = bitcast i32 %4402 to <4 x i8>
  %4437 = shufflevector <4 x i8> %4436, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4438 = bitcast <4 x i8> %4437 to i32
  %4439 = bitcast i32 %4438 to float
  %4440 = fadd float %4439, 0xC160000000000000
  %4441 = fmul float %4435, %4139
  %4442 = call float @llvm.fma.f32(float %4414, float %4126, float %4441)
  %4443 = fmul float %4440, %4151
  %4444 = call float @llvm.fma.f32(float %4419, float %4145, float %4443)
  %4445 = call float @llvm.fma.f32(float %4380, float %4442, float %4374)
  %4446 = fneg float %4384
  %4447 = call float @llvm.fma.f32(float %4446, float %4444, float %4445)
  store float %4447, ptr %v32, align 4
  %4448 = sext i32 %1995 to i64
  %4449 = mul i64 %4448, 8
  %4450 = add i64 %4449, 7
  %4451 = mul i64 %4450, 1152
  %4452 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4451
  %4453 = lshr i32 %1825, 3
  %4454 = and i32 %1825, 7
  %4455 = lshr i32 %4454, 1
  %4456 = and i32 %4454, 1
  %4457 = mul i32 %4453, 256
  %4458 = mul i32 %4455, 64
  %4459 = mul i32 %4456, 16
  %4460 = add i32 %4458, %4459
  %4461 = add i32 %4457, %4460
  %4462 = sext i32 %4461 to i64
  %4463 = add i64 %4462, 32
  %4464 = sub i64 %4462, %1997
  %4465 = add i64 %4464, 0
  %4466 = getelementptr i8, ptr addrspace(3) %4452, i64 %4465
  %4467 = load <4 x i32>, ptr addrspace(3) %4466, align 16
  %4468 = extractelement <4 x i32> %4467, i32 0
  %4469 = extractelement <4 x i32> %4467, i32 1
  %4470 = extractelement <4 x i32> %4467, i32 2
  %4471 = extractelement <4 x i32> %4467, i32 3
  %4472 = getelementptr i8, ptr addrspace(3) %4452, i64 1024
  %4473 = lshr i64 %4464, 5
  %4474 = mul i64 %4473, 4
  %4475 = getelementptr i8, ptr addrspace(3) %4472, i64 %4474
  %4476 = load float, ptr addrspace(3) %4475, align 4
  %4477 = sub i64 %4463, %1997
  %4478 = add i64 %4477, 0
  %4479 = getelementptr i8, ptr addrspace(3) %4452, i64 %4478
  %4480 = load <4 x i32>, ptr addrspace(3) %4479, align 16
  %4481 = extractelement <4 x i32> %4480, i32 0
  %4482 = extractelement <4 x i32> %4480, i32 1
  %4483 = extractelement <4 x i32> %4480, i32 2
  %4484 = extractelement <4 x i32> %4480, i32 3
  %4485 = getelementptr i8, ptr addrspace(3) %4452, i64 1024
  %4486 = lshr i64 %4477, 5
  %4487 = mul i64 %4486, 4
  %4488 = getelementptr i8, ptr addrspace(3) %4485, i64 %4487
  %4489 = load float, ptr addrspace(3) %4488, align 4
  %4490 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4468, i32 0)
  %4491 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4469, i32 %4490)
  %4492 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4470, i32 %4491)
  %4493 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4471, i32 %4492)
  %4494 = sitofp i32 %4493 to float
  %4495 = fmul float %4476, %4494
  %4496 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4481, i32 0)
  %4497 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4482, i32 %4496)
  %4498 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4483, i32 %4497)
  %4499 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %4484, i32 %4498)
  %4500 = sitofp i32 %4499 to float
  %4501 = fmul float %4489, %4500
  %4502 = load float, ptr %v33, align 4
  %4503 = and i32 %1825, 7
  %4504 = lshr i32 %4503, 1
  %4505 = and i32 %1826, 65535
  %4506 = trunc i32 %4505 to i16
  %4507 = bitcast i16 %4506 to half
  %4508 = fpext half %4507 to float
  %4509 = lshr i32 %1826, 16
  %4510 = trunc i32 %4509 to i16
  %4511 = bitcast i16 %4510 to half
  %4512 = fpext half %4511 to float
  %4513 = and i32 %1827, 1061109567
  %4514 = and i32 %1828, 1061109567
  %4515 = and i32 %1829, 252645135
  %4516 = lshr i32 %1827, 2
  %4517 = and i32 %4516, 808464432
  %4518 = or i32 %4515, %4517
  %4519 = lshr i32 %1829, 4
  %4520 = and i32 %4519, 252645135
  %4521 = lshr i32 %1828, 2
  %4522 = and i32 %4521, 808464432
  %4523 = or i32 %4520, %4522
  %4524 = icmp ult i32 %4504, 2
  %4525 = and i32 %4504, 1
  %4526 = mul i32 %4525, 16
  %4527 = select i1 %4524, i32 %4513, i32 %4518
  %4528 = lshr i32 %4527, %4526
  %4529 = select i1 %4524, i32 %4514, i32 %4523
  %4530 = lshr i32 %4529, %4526
  %4531 = and i32 %1830, 252645135
  %4532 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4531, i32 %4468, i32 0)
  %4533 = and i32 %1831, 252645135
  %4534 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4533, i32 %4469, i32 %4532)
  %4535 = and i32 %1832, 252645135
  %4536 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4535, i32 %4470, i32 %4534)
  %4537 = and i32 %1833, 252645135
  %4538 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4537, i32 %4471, i32 %4536)
  %4539 = lshr i32 %4528, 0
  %4540 = and i32 %4539, 255
  %4541 = mul i32 %4540, %4538
  %4542 = sitofp i32 %4541 to float
  %4543 = bitcast i32 %4530 to <4 x i8>
  %4544 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4543, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4545 = bitcast <4 x i8> %4544 to i32
  %4546 = bitcast i32 %4545 to float
  %4547 = fadd float %4546, 0xC160000000000000
  %4548 = lshr i32 %1830, 4
  %4549 = and i32 %4548, 252645135
  %4550 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4549, i32 %4481, i32 0)
  %4551 = lshr i32 %1831, 4
  %4552 = and i32 %4551, 252645135
  %4553 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4552, i32 %4482, i32 %4550)
  %4554 = lshr i32 %1832, 4
  %4555 = and i32 %4554, 252645135
  %4556 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4555, i32 %4483, i32 %4553)
  %4557 = lshr i32 %1833, 4
  %4558 = and i32 %4557, 252645135
  %4559 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4558, i32 %4484, i32 %4556)
  %4560 = lshr i32 %4528, 8
  %4561 = and i32 %4560, 255
  %4562 = mul i32 %4561, %4559
  %4563 = sitofp i32 %4562 to float
  %4564 = bitcast i32 %4530 to <4 x i8>
  %4565 = shufflevector <4 x i8> %4564, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4566 = bitcast <4 x i8> %4565 to i32
  %4567 = bitcast i32 %4566 to float
  %4568 = fadd float %4567, 0xC160000000000000
  %4569 = fmul float %4563, %4489
  %4570 = call float @llvm.fma.f32(float %4542, float %4476, float %4569)
  %4571 = fmul float %4568, %4501
  %4572 = call float @llvm.fma.f32(float %4547, float %4495, float %4571)
  %4573 = call float @llvm.fma.f32(float %4508, float %4570, float %4502)
  %4574 = fneg float %4512
  %4575 = call float @llvm.fma.f32(float %4574, float %4572, float %4573)
  store float %4575, ptr %v33, align 4
  %4576 = load float, ptr %v34, align 4
  %4577 = and i32 %1825, 7
  %4578 = lshr i32 %4577, 1
  %4579 = and i32 %1834, 65535
  %4580 = trunc i32 %4579 to i16
  %4581 = bitcast i16 %4580 to half
  %4582 = fpext half %4581 to float
  %4583 = lshr i32 %1834, 16
  %4584 = trunc i32 %4583 to i16
  %4585 = bitcast i16 %4584 to half
  %4586 = fpext half %4585 to float
  %4587 = and i32 %1835, 1061109567
  %4588 = and i32 %1836, 1061109567
  %4589 = and i32 %1837, 252645135
  %4590 = lshr i32 %1835, 2
  %4591 = and i32 %4590, 808464432
  %4592 = or i32 %4589, %4591
  %4593 = lshr i32 %1837, 4
  %4594 = and i32 %4593, 252645135
  %4595 = lshr i32 %1836, 2
  %4596 = and i32 %4595, 808464432
  %4597 = or i32 %4594, %4596
  %4598 = icmp ult i32 %4578, 2
  %4599 = and i32 %4578, 1
  %4600 = mul i32 %4599, 16
  %4601 = select i1 %4598, i32 %4587, i32 %4592
  %4602 = lshr i32 %4601, %4600
  %4603 = select i1 %4598, i32 %4588, i32 %4597
  %4604 = lshr i32 %4603, %4600
  %4605 = and i32 %1838, 252645135
  %4606 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4605, i32 %4468, i32 0)
  %4607 = and i32 %1839, 252645135
  %4608 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4607, i32 %4469, i32 %4606)
  %4609 = and i32 %1840, 252645135
  %4610 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4609, i32 %4470, i32 %4608)
  %4611 = and i32 %1841, 252645135
  %4612 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4611, i32 %4471, i32 %4610)
  %4613 = lshr i32 %4602, 0
  %4614 = and i32 %4613, 255
  %4615 = mul i32 %4614, %4612
  %4616 = sitofp i32 %4615 to float
  %4617 = bitcast i32 %4604 to <4 x i8>
  %4618 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4617, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4619 = bitcast <4 x i8> %4618 to i32
  %4620 = bitcast i32 %4619 to float
  %4621 = fadd float %4620, 0xC160000000000000
  %4622 = lshr i32 %1838, 4
  %4623 = and i32 %4622, 252645135
  %4624 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4623, i32 %4481, i32 0)
  %4625 = lshr i32 %1839, 4
  %4626 = and i32 %4625, 252645135
  %4627 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4626, i32 %4482, i32 %4624)
  %4628 = lshr i32 %1840, 4
  %4629 = and i32 %4628, 252645135
  %4630 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4629, i32 %4483, i32 %4627)
  %4631 = lshr i32 %1841, 4
  %4632 = and i32 %4631, 252645135
  %4633 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4632, i32 %4484, i32 %4630)
  %4634 = lshr i32 %4602, 8
  %4635 = and i32 %4634, 255
  %4636 = mul i32 %4635, %4633
  %4637 = sitofp i32 %4636 to float
  %4638 = bitcast i32 %4604 to <4 x i8>
  %4639 = shufflevector <4 x i8> %4638, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4640 = bitcast <4 x i8> %4639 to i32
  %4641 = bitcast i32 %4640 to float
  %4642 = fadd float %4641, 0xC160000000000000
  %4643 = fmul float %4637, %4489
  %4644 = call float @llvm.fma.f32(float %4616, float %4476, float %4643)
  %4645 = fmul float %4642, %4501
  %4646 = call float @llvm.fma.f32(float %4621, float %4495, float %4645)
  %4647 = call float @llvm.fma.f32(float %4582, float %4644, float %4576)
  %4648 = fneg float %4586
  %4649 = call float @llvm.fma.f32(float %4648, float %4646, float %4647)
  store float %4649, ptr %v34, align 4
  %4650 = load float, ptr %v35, align 4
  %4651 = and i32 %1825, 7
  %4652 = lshr i32 %4651, 1
  %4653 = and i32 %1842, 65535
  %4654 = trunc i32 %4653 to i16
  %4655 = bitcast i16 %4654 to half
  %4656 = fpext half %4655 to float
  %4657 = lshr i32 %1842, 16
  %4658 = trunc i32 %4657 to i16
  %4659 = bitcast i16 %4658 to half
  %4660 = fpext half %4659 to float
  %4661 = and i32 %1843, 1061109567
  %4662 = and i32 %1844, 1061109567
  %4663 = and i32 %1845, 252645135
  %4664 = lshr i32 %1843, 2
  %4665 = and i32 %4664, 808464432
  %4666 = or i32 %4663, %4665
  %4667 = lshr i32 %1845, 4
  %4668 = and i32 %4667, 252645135
  %4669 = lshr i32 %1844, 2
  %4670 = and i32 %4669, 808464432
  %4671 = or i32 %4668, %4670
  %4672 = icmp ult i32 %4652, 2
  %4673 = and i32 %4652, 1
  %4674 = mul i32 %4673, 16
  %4675 = select i1 %4672, i32 %4661, i32 %4666
  %4676 = lshr i32 %4675, %4674
  %4677 = select i1 %4672, i32 %4662, i32 %4671
  %4678 = lshr i32 %4677, %4674
  %4679 = and i32 %1846, 252645135
  %4680 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4679, i32 %4468, i32 0)
  %4681 = and i32 %1847, 252645135
  %4682 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4681, i32 %4469, i32 %4680)
  %4683 = and i32 %1848, 252645135
  %4684 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4683, i32 %4470, i32 %4682)
  %4685 = and i32 %1849, 252645135
  %4686 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4685, i32 %4471, i32 %4684)
  %4687 = lshr i32 %4676, 0
  %4688 = and i32 %4687, 255
  %4689 = mul i32 %4688, %4686
  %4690 = sitofp i32 %4689 to float
  %4691 = bitcast i32 %4678 to <4 x i8>
  %4692 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4691, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4693 = bitcast <4 x i8> %4692 to i32
  %4694 = bitcast i32 %4693 to float
  %4695 = fadd float %4694, 0xC160000000000000
  %4696 = lshr i32 %1846, 4
  %4697 = and i32 %4696, 252645135
  %4698 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4697, i32 %4481, i32 0)
  %4699 = lshr i32 %1847, 4
  %4700 = and i32 %4699, 252645135
  %4701 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4700, i32 %4482, i32 %4698)
  %4702 = lshr i32 %1848, 4
  %4703 = and i32 %4702, 252645135
  %4704 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4703, i32 %4483, i32 %4701)
  %4705 = lshr i32 %1849, 4
  %4706 = and i32 %4705, 252645135
  %4707 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4706, i32 %4484, i32 %4704)
  %4708 = lshr i32 %4676, 8
  %4709 = and i32 %4708, 255
  %4710 = mul i32 %4709, %4707
  %4711 = sitofp i32 %4710 to float
  %4712 = bitcast i32 %4678 to <4 x i8>
  %4713 = shufflevector <4 x i8> %4712, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4714 = bitcast <4 x i8> %4713 to i32
  %4715 = bitcast i32 %4714 to float
  %4716 = fadd float %4715, 0xC160000000000000
  %4717 = fmul float %4711, %4489
  %4718 = call float @llvm.fma.f32(float %4690, float %4476, float %4717)
  %4719 = fmul float %4716, %4501
  %4720 = call float @llvm.fma.f32(float %4695, float %4495, float %4719)
  %4721 = call float @llvm.fma.f32(float %4656, float %4718, float %4650)
  %4722 = fneg float %4660
  %4723 = call float @llvm.fma.f32(float %4722, float %4720, float %4721)
  store float %4723, ptr %v35, align 4
  %4724 = load float, ptr %v36, align 4
  %4725 = and i32 %1825, 7
  %4726 = lshr i32 %4725, 1
  %4727 = and i32 %1850, 65535
  %4728 = trunc i32 %4727 to i16
  %4729 = bitcast i16 %4728 to half
  %4730 = fpext half %4729 to float
  %4731 = lshr i32 %1850, 16
  %4732 = trunc i32 %4731 to i16
  %4733 = bitcast i16 %4732 to half
  %4734 = fpext half %4733 to float
  %4735 = and i32 %1851, 1061109567
  %4736 = and i32 %1852, 1061109567
  %4737 = and i32 %1853, 252645135
  %4738 = lshr i32 %1851, 2
  %4739 = and i32 %4738, 808464432
  %4740 = or i32 %4737, %4739
  %4741 = lshr i32 %1853, 4
  %4742 = and i32 %4741, 252645135
  %4743 = lshr i32 %1852, 2
  %4744 = and i32 %4743, 808464432
  %4745 = or i32 %4742, %4744
  %4746 = icmp ult i32 %4726, 2
  %4747 = and i32 %4726, 1
  %4748 = mul i32 %4747, 16
  %4749 = select i1 %4746, i32 %4735, i32 %4740
  %4750 = lshr i32 %4749, %4748
  %4751 = select i1 %4746, i32 %4736, i32 %4745
  %4752 = lshr i32 %4751, %4748
  %4753 = and i32 %1854, 252645135
  %4754 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4753, i32 %4468, i32 0)
  %4755 = and i32 %1855, 252645135
  %4756 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4755, i32 %4469, i32 %4754)
  %4757 = and i32 %1856, 252645135
  %4758 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4757, i32 %4470, i32 %4756)
  %4759 = and i32 %1857, 252645135
  %4760 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4759, i32 %4471, i32 %4758)
  %4761 = lshr i32 %4750, 0
  %4762 = and i32 %4761, 255
  %4763 = mul i32 %4762, %4760
  %4764 = sitofp i32 %4763 to float
  %4765 = bitcast i32 %4752 to <4 x i8>
  %4766 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %4765, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %4767 = bitcast <4 x i8> %4766 to i32
  %4768 = bitcast i32 %4767 to float
  %4769 = fadd float %4768, 0xC160000000000000
  %4770 = lshr i32 %1854, 4
  %4771 = and i32 %4770, 252645135
  %4772 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4771, i32 %4481, i32 0)
  %4773 = lshr i32 %1855, 4
  %4774 = and i32 %4773, 252645135
  %4775 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4774, i32 %4482, i32 %4772)
  %4776 = lshr i32 %1856, 4
  %4777 = and i32 %4776, 252645135
  %4778 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4777, i32 %4483, i32 %4775)
  %4779 = lshr i32 %1857, 4
  %4780 = and i32 %4779, 252645135
  %4781 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %4780, i32 %4484, i32 %4778)
  %4782 = lshr i32 %4750, 8
  %4783 = and i32 %4782, 255
  %4784 = mul i32 %4783, %4781
  %4785 = sitofp i32 %4784 to float
  %4786 = bitcast i32 %4752 to <4 x i8>
  %4787 = shufflevector <4 x i8> %4786, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %4788 = bitcast <4 x i8> %4787 to i32
  %4789 = bitcast i32 %4788 to float
  %4790 = fadd float %4789, 0xC160000000000000
  %4791 = fmul float %4785, %4489
  %4792 = call float @llvm.fma.f32(float %4764, float %4476, float %4791)
  %4793 = fmul float %4790, %4501
  %4794 = call float @llvm.fma.f32(float %4769, float %4495, float %4793)
  %4795 = call float @llvm.fma.f32(float %4730, float %4792, float %4724)
  %4796 = fneg float %4734
  %4797 = call float @llvm.fma.f32(float %4796, float %4794, float %4795)
  store float %4797, ptr %v36, align 4
  br label %endif136

endif136:                                         ; preds = %then135, %body133
  %4798 = add i32 %1580, 1
  %4799 = and i32 %4798, 1
  %4800 = sext i32 %4799 to i64
  %4801 = mul i64 %4800, 8
  %4802 = add i64 %4801, 0
  %4803 = mul i64 %4802, 1152
  %4804 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4803
  %4805 = getelementptr i8, ptr addrspace(3) %4804, i64 1024
  %4806 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4807 = bitcast float %1595 to i32
  %4808 = and i32 %4807, 2147483647
  %4809 = bitcast float %1596 to i32
  %4810 = and i32 %4809, 2147483647
  %4811 = bitcast float %1597 to i32
  %4812 = and i32 %4811, 2147483647
  %4813 = bitcast float %1598 to i32
  %4814 = and i32 %4813, 2147483647
  %4815 = icmp ugt i32 %4808, %4810
  %4816 = select i1 %4815, i32 %4808, i32 %4810
  %4817 = icmp ugt i32 %4812, %4814
  %4818 = select i1 %4817, i32 %4812, i32 %4814
  %4819 = icmp ugt i32 %4816, %4818
  %4820 = select i1 %4819, i32 %4816, i32 %4818
  %4821 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4820, i32 1, i32 31)
  %4822 = icmp ugt i32 %4820, %4821
  %4823 = select i1 %4822, i32 %4820, i32 %4821
  %4824 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4823, i32 2, i32 31)
  %4825 = icmp ugt i32 %4823, %4824
  %4826 = select i1 %4825, i32 %4823, i32 %4824
  %4827 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4826, i32 4, i32 31)
  %4828 = icmp ugt i32 %4826, %4827
  %4829 = select i1 %4828, i32 %4826, i32 %4827
  %4830 = and i32 %4829, 2147483647
  %4831 = icmp ult i32 %4830, 2139095040
  %4832 = bitcast i32 %4829 to float
  %4833 = fdiv float 1.270000e+02, %4832
  %4834 = bitcast float %4833 to i32
  %4835 = and i32 %4834, 2147483647
  %4836 = icmp ult i32 %4835, 2139095040
  %4837 = select i1 %4836, float %4833, float 0.000000e+00
  %4838 = fmul float %1595, %4837
  %4839 = fadd float %4838, 0x4168000000000000
  %4840 = bitcast float %4839 to i32
  %4841 = fmul float %1596, %4837
  %4842 = fadd float %4841, 0x4168000000000000
  %4843 = bitcast float %4842 to i32
  %4844 = fmul float %1597, %4837
  %4845 = fadd float %4844, 0x4168000000000000
  %4846 = bitcast float %4845 to i32
  %4847 = fmul float %1598, %4837
  %4848 = fadd float %4847, 0x4168000000000000
  %4849 = bitcast float %4848 to i32
  %4850 = bitcast i32 %4840 to <4 x i8>
  %4851 = bitcast i32 %4843 to <4 x i8>
  %4852 = shufflevector <4 x i8> %4850, <4 x i8> %4851, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4853 = bitcast <4 x i8> %4852 to i32
  %4854 = bitcast i32 %4846 to <4 x i8>
  %4855 = bitcast i32 %4849 to <4 x i8>
  %4856 = shufflevector <4 x i8> %4854, <4 x i8> %4855, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4857 = bitcast <4 x i8> %4856 to i32
  %4858 = bitcast i32 %4853 to <4 x i8>
  %4859 = bitcast i32 %4857 to <4 x i8>
  %4860 = shufflevector <4 x i8> %4858, <4 x i8> %4859, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %4861 = bitcast <4 x i8> %4860 to i32
  %4862 = add i32 %4806, 0
  %4863 = sext i32 %4862 to i64
  %4864 = mul i64 %4863, 4
  %4865 = icmp slt i64 %4864, 1024
  br i1 %4865, label %then137, label %endif138

then137:                                          ; preds = %endif136
  %4866 = lshr i64 %4864, 2
  %4867 = mul i64 %4866, 4
  %4868 = getelementptr i8, ptr addrspace(3) %4804, i64 %4867
  store i32 %4861, ptr addrspace(3) %4868, align 4
  %4869 = and i64 %4864, 31
  %4870 = icmp eq i64 %4869, 0
  br i1 %4870, label %then139, label %endif140

endif138:                                         ; preds = %endif140, %endif136
  %4871 = bitcast float %1610 to i32
  %4872 = and i32 %4871, 2147483647
  %4873 = bitcast float %1611 to i32
  %4874 = and i32 %4873, 2147483647
  %4875 = bitcast float %1612 to i32
  %4876 = and i32 %4875, 2147483647
  %4877 = bitcast float %1613 to i32
  %4878 = and i32 %4877, 2147483647
  %4879 = icmp ugt i32 %4872, %4874
  %4880 = select i1 %4879, i32 %4872, i32 %4874
  %4881 = icmp ugt i32 %4876, %4878
  %4882 = select i1 %4881, i32 %4876, i32 %4878
  %4883 = icmp ugt i32 %4880, %4882
  %4884 = select i1 %4883, i32 %4880, i32 %4882
  %4885 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4884, i32 1, i32 31)
  %4886 = icmp ugt i32 %4884, %4885
  %4887 = select i1 %4886, i32 %4884, i32 %4885
  %4888 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4887, i32 2, i32 31)
  %4889 = icmp ugt i32 %4887, %4888
  %4890 = select i1 %4889, i32 %4887, i32 %4888
  %4891 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4890, i32 4, i32 31)
  %4892 = icmp ugt i32 %4890, %4891
  %4893 = select i1 %4892, i32 %4890, i32 %4891
  %4894 = and i32 %4893, 2147483647
  %4895 = icmp ult i32 %4894, 2139095040
  %4896 = bitcast i32 %4893 to float
  %4897 = fdiv float 1.270000e+02, %4896
  %4898 = bitcast float %4897 to i32
  %4899 = and i32 %4898, 2147483647
  %4900 = icmp ult i32 %4899, 2139095040
  %4901 = select i1 %4900, float %4897, float 0.000000e+00
  %4902 = fmul float %1610, %4901
  %4903 = fadd float %4902, 0x4168000000000000
  %4904 = bitcast float %4903 to i32
  %4905 = fmul float %1611, %4901
  %4906 = fadd float %4905, 0x4168000000000000
  %4907 = bitcast float %4906 to i32
  %4908 = fmul float %1612, %4901
  %4909 = fadd float %4908, 0x4168000000000000
  %4910 = bitcast float %4909 to i32
  %4911 = fmul float %1613, %4901
  %4912 = fadd float %4911, 0x4168000000000000
  %4913 = bitcast float %4912 to i32
  %4914 = bitcast i32 %4904 to <4 x i8>
  %4915 = bitcast i32 %4907 to <4 x i8>
  %4916 = shufflevector <4 x i8> %4914, <4 x i8> %4915, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4917 = bitcast <4 x i8> %4916 to i32
  %4918 = bitcast i32 %4910 to <4 x i8>
  %4919 = bitcast i32 %4913 to <4 x i8>
  %4920 = shufflevector <4 x i8> %4918, <4 x i8> %4919, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4921 = bitcast <4 x i8> %4920 to i32
  %4922 = bitcast i32 %4917 to <4 x i8>
  %4923 = bitcast i32 %4921 to <4 x i8>
  %4924 = shufflevector <4 x i8> %4922, <4 x i8> %4923, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %4925 = bitcast <4 x i8> %4924 to i32
  %4926 = add i32 %4806, 128
  %4927 = sext i32 %4926 to i64
  %4928 = mul i64 %4927, 4
  %4929 = icmp slt i64 %4928, 1024
  br i1 %4929, label %then141, label %endif142

then139:                                          ; preds = %then137
  %4930 = fmul float %4832, 0x3F80204080000000
  %4931 = select i1 %4831, float %4930, float 0x7FF8000000000000
  %4932 = lshr i64 %4864, 5
  %4933 = mul i64 %4932, 4
  %4934 = getelementptr i8, ptr addrspace(3) %4805, i64 %4933
  store float %4931, ptr addrspace(3) %4934, align 4
  br label %endif140

endif140:                                         ; preds = %then139, %then137
  br label %endif138

then141:                                          ; preds = %endif138
  %4935 = lshr i64 %4928, 2
  %4936 = mul i64 %4935, 4
  %4937 = getelementptr i8, ptr addrspace(3) %4804, i64 %4936
  store i32 %4925, ptr addrspace(3) %4937, align 4
  %4938 = and i64 %4928, 31
  %4939 = icmp eq i64 %4938, 0
  br i1 %4939, label %then143, label %endif144

endif142:                                         ; preds = %endif144, %endif138
  %4940 = sext i32 %4799 to i64
  %4941 = mul i64 %4940, 8
  %4942 = add i64 %4941, 1
  %4943 = mul i64 %4942, 1152
  %4944 = getelementptr i8, ptr addrspace(3) @lds1, i64 %4943
  %4945 = getelementptr i8, ptr addrspace(3) %4944, i64 1024
  %4946 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4947 = bitcast float %1625 to i32
  %4948 = and i32 %4947, 2147483647
  %4949 = bitcast float %1626 to i32
  %4950 = and i32 %4949, 2147483647
  %4951 = bitcast float %1627 to i32
  %4952 = and i32 %4951, 2147483647
  %4953 = bitcast float %1628 to i32
  %4954 = and i32 %4953, 2147483647
  %4955 = icmp ugt i32 %4948, %4950
  %4956 = select i1 %4955, i32 %4948, i32 %4950
  %4957 = icmp ugt i32 %4952, %4954
  %4958 = select i1 %4957, i32 %4952, i32 %4954
  %4959 = icmp ugt i32 %4956, %4958
  %4960 = select i1 %4959, i32 %4956, i32 %4958
  %4961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4960, i32 1, i32 31)
  %4962 = icmp ugt i32 %4960, %4961
  %4963 = select i1 %4962, i32 %4960, i32 %4961
  %4964 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4963, i32 2, i32 31)
  %4965 = icmp ugt i32 %4963, %4964
  %4966 = select i1 %4965, i32 %4963, i32 %4964
  %4967 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %4966, i32 4, i32 31)
  %4968 = icmp ugt i32 %4966, %4967
  %4969 = select i1 %4968, i32 %4966, i32 %4967
  %4970 = and i32 %4969, 2147483647
  %4971 = icmp ult i32 %4970, 2139095040
  %4972 = bitcast i32 %4969 to float
  %4973 = fdiv float 1.270000e+02, %4972
  %4974 = bitcast float %4973 to i32
  %4975 = and i32 %4974, 2147483647
  %4976 = icmp ult i32 %4975, 2139095040
  %4977 = select i1 %4976, float %4973, float 0.000000e+00
  %4978 = fmul float %1625, %4977
  %4979 = fadd float %4978, 0x4168000000000000
  %4980 = bitcast float %4979 to i32
  %4981 = fmul float %1626, %4977
  %4982 = fadd float %4981, 0x4168000000000000
  %4983 = bitcast float %4982 to i32
  %4984 = fmul float %1627, %4977
  %4985 = fadd float %4984, 0x4168000000000000
  %4986 = bitcast float %4985 to i32
  %4987 = fmul float %1628, %4977
  %4988 = fadd float %4987, 0x4168000000000000
  %4989 = bitcast float %4988 to i32
  %4990 = bitcast i32 %4980 to <4 x i8>
  %4991 = bitcast i32 %4983 to <4 x i8>
  %4992 = shufflevector <4 x i8> %4990, <4 x i8> %4991, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4993 = bitcast <4 x i8> %4992 to i32
  %4994 = bitcast i32 %4986 to <4 x i8>
  %4995 = bitcast i32 %4989 to <4 x i8>
  %4996 = shufflevector <4 x i8> %4994, <4 x i8> %4995, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %4997 = bitcast <4 x i8> %4996 to i32
  %4998 = bitcast i32 %4993 to <4 x i8>
  %4999 = bitcast i32 %4997 to <4 x i8>
  %5000 = shufflevector <4 x i8> %4998, <4 x i8> %4999, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5001 = bitcast <4 x i8> %5000 to i32
  %5002 = add i32 %4946, 0
  %5003 = sext i32 %5002 to i64
  %5004 = mul i64 %5003, 4
  %5005 = icmp slt i64 %5004, 1024
  br i1 %5005, label %then145, label %endif146

then143:                                          ; preds = %then141
  %5006 = fmul float %4896, 0x3F80204080000000
  %5007 = select i1 %4895, float %5006, float 0x7FF8000000000000
  %5008 = lshr i64 %4928, 5
  %5009 = mul i64 %5008, 4
  %5010 = getelementptr i8, ptr addrspace(3) %4805, i64 %5009
  store float %5007, ptr addrspace(3) %5010, align 4
  br label %endif144

endif144:                                         ; preds = %then143, %then141
  br label %endif142

then145:                                          ; preds = %endif142
  %5011 = lshr i64 %5004, 2
  %5012 = mul i64 %5011, 4
  %5013 = getelementptr i8, ptr addrspace(3) %4944, i64 %5012
  store i32 %5001, ptr addrspace(3) %5013, align 4
  %5014 = and i64 %5004, 31
  %5015 = icmp eq i64 %5014, 0
  br i1 %5015, label %then147, label %endif148

endif146:                                         ; preds = %endif148, %endif142
  %5016 = bitcast float %1640 to i32
  %5017 = and i32 %5016, 2147483647
  %5018 = bitcast float %1641 to i32
  %5019 = and i32 %5018, 2147483647
  %5020 = bitcast float %1642 to i32
  %5021 = and i32 %5020, 2147483647
  %5022 = bitcast float %1643 to i32
  %5023 = and i32 %5022, 2147483647
  %5024 = icmp ugt i32 %5017, %5019
  %5025 = select i1 %5024, i32 %5017, i32 %5019
  %5026 = icmp ugt i32 %5021, %5023
  %5027 = select i1 %5026, i32 %5021, i32 %5023
  %5028 = icmp ugt i32 %5025, %5027
  %5029 = select i1 %5028, i32 %5025, i32 %5027
  %5030 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5029, i32 1, i32 31)
  %5031 = icmp ugt i32 %5029, %5030
  %5032 = select i1 %5031, i32 %5029, i32 %5030
  %5033 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5032, i32 2, i32 31)
  %5034 = icmp ugt i32 %5032, %5033
  %5035 = select i1 %5034, i32 %5032, i32 %5033
  %5036 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5035, i32 4, i32 31)
  %5037 = icmp ugt i32 %5035, %5036
  %5038 = select i1 %5037, i32 %5035, i32 %5036
  %5039 = and i32 %5038, 2147483647
  %5040 = icmp ult i32 %5039, 2139095040
  %5041 = bitcast i32 %5038 to float
  %5042 = fdiv float 1.270000e+02, %5041
  %5043 = bitcast float %5042 to i32
  %5044 = and i32 %5043, 2147483647
  %5045 = icmp ult i32 %5044, 2139095040
  %5046 = select i1 %5045, float %5042, float 0.000000e+00
  %5047 = fmul float %1640, %5046
  %5048 = fadd float %5047, 0x4168000000000000
  %5049 = bitcast float %5048 to i32
  %5050 = fmul float %1641, %5046
  %5051 = fadd float %5050, 0x4168000000000000
  %5052 = bitcast float %5051 to i32
  %5053 = fmul float %1642, %5046
  %5054 = fadd float %5053, 0x4168000000000000
  %5055 = bitcast float %5054 to i32
  %5056 = fmul float %1643, %5046
  %5057 = fadd float %5056, 0x4168000000000000
  %5058 = bitcast float %5057 to i32
  %5059 = bitcast i32 %5049 to <4 x i8>
  %5060 = bitcast i32 %5052 to <4 x i8>
  %5061 = shufflevector <4 x i8> %5059, <4 x i8> %5060, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5062 = bitcast <4 x i8> %5061 to i32
  %5063 = bitcast i32 %5055 to <4 x i8>
  %5064 = bitcast i32 %5058 to <4 x i8>
  %5065 = shufflevector <4 x i8> %5063, <4 x i8> %5064, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5066 = bitcast <4 x i8> %5065 to i32
  %5067 = bitcast i32 %5062 to <4 x i8>
  %5068 = bitcast i32 %5066 to <4 x i8>
  %5069 = shufflevector <4 x i8> %5067, <4 x i8> %5068, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5070 = bitcast <4 x i8> %5069 to i32
  %5071 = add i32 %4946, 128
  %5072 = sext i32 %5071 to i64
  %5073 = mul i64 %5072, 4
  %5074 = icmp slt i64 %5073, 1024
  br i1 %5074, label %then149, label %endif150

then147:                                          ; preds = %then145
  %5075 = fmul float %4972, 0x3F80204080000000
  %5076 = select i1 %4971, float %5075, float 0x7FF8000000000000
  %5077 = lshr i64 %5004, 5
  %5078 = mul i64 %5077, 4
  %5079 = getelementptr i8, ptr addrspace(3) %4945, i64 %5078
  store float %5076, ptr addrspace(3) %5079, align 4
  br label %endif148

endif148:                                         ; preds = %then147, %then145
  br label %endif146

then149:                                          ; preds = %endif146
  %5080 = lshr i64 %5073, 2
  %5081 = mul i64 %5080, 4
  %5082 = getelementptr i8, ptr addrspace(3) %4944, i64 %5081
  store i32 %5070, ptr addrspace(3) %5082, align 4
  %5083 = and i64 %5073, 31
  %5084 = icmp eq i64 %5083, 0
  br i1 %5084, label %then151, label %endif152

endif150:                                         ; preds = %endif152, %endif146
  %5085 = sext i32 %4799 to i64
  %5086 = mul i64 %5085, 8
  %5087 = add i64 %5086, 2
  %5088 = mul i64 %5087, 1152
  %5089 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5088
  %5090 = getelementptr i8, ptr addrspace(3) %5089, i64 1024
  %5091 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5092 = bitcast float %1655 to i32
  %5093 = and i32 %5092, 2147483647
  %5094 = bitcast float %1656 to i32
  %5095 = and i32 %5094, 2147483647
  %5096 = bitcast float %1657 to i32
  %5097 = and i32 %5096, 2147483647
  %5098 = bitcast float %1658 to i32
  %5099 = and i32 %5098, 2147483647
  %5100 = icmp ugt i32 %5093, %5095
  %5101 = select i1 %5100, i32 %5093, i32 %5095
  %5102 = icmp ugt i32 %5097, %5099
  %5103 = select i1 %5102, i32 %5097, i32 %5099
  %5104 = icmp ugt i32 %5101, %5103
  %5105 = select i1 %5104, i32 %5101, i32 %5103
  %5106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5105, i32 1, i32 31)
  %5107 = icmp ugt i32 %5105, %5106
  %5108 = select i1 %5107, i32 %5105, i32 %5106
  %5109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5108, i32 2, i32 31)
  %5110 = icmp ugt i32 %5108, %5109
  %5111 = select i1 %5110, i32 %5108, i32 %5109
  %5112 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5111, i32 4, i32 31)
  %5113 = icmp ugt i32 %5111, %5112
  %5114 = select i1 %5113, i32 %5111, i32 %5112
  %5115 = and i32 %5114, 2147483647
  %5116 = icmp ult i32 %5115, 2139095040
  %5117 = bitcast i32 %5114 to float
  %5118 = fdiv float 1.270000e+02, %5117
  %5119 = bitcast float %5118 to i32
  %5120 = and i32 %5119, 2147483647
  %5121 = icmp ult i32 %5120, 2139095040
  %5122 = select i1 %5121, float %5118, float 0.000000e+00
  %5123 = fmul float %1655, %5122
  %5124 = fadd float %5123, 0x4168000000000000
  %5125 = bitcast float %5124 to i32
  %5126 = fmul float %1656, %5122
  %5127 = fadd float %5126, 0x4168000000000000
  %5128 = bitcast float %5127 to i32
  %5129 = fmul float %1657, %5122
  %5130 = fadd float %5129, 0x4168000000000000
  %5131 = bitcast float %5130 to i32
  %5132 = fmul float %1658, %5122
  %5133 = fadd float %5132, 0x4168000000000000
  %5134 = bitcast float %5133 to i32
  %5135 = bitcast i32 %5125 to <4 x i8>
  %5136 = bitcast i32 %5128 to <4 x i8>
  %5137 = shufflevector <4 x i8> %5135, <4 x i8> %5136, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5138 = bitcast <4 x i8> %5137 to i32
  %5139 = bitcast i32 %5131 to <4 x i8>
  %5140 = bitcast i32 %5134 to <4 x i8>
  %5141 = shufflevector <4 x i8> %5139, <4 x i8> %5140, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5142 = bitcast <4 x i8> %5141 to i32
  %5143 = bitcast i32 %5138 to <4 x i8>
  %5144 = bitcast i32 %5142 to <4 x i8>
  %5145 = shufflevector <4 x i8> %5143, <4 x i8> %5144, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5146 = bitcast <4 x i8> %5145 to i32
  %5147 = add i32 %5091, 0
  %5148 = sext i32 %5147 to i64
  %5149 = mul i64 %5148, 4
  %5150 = icmp slt i64 %5149, 1024
  br i1 %5150, label %then153, label %endif154

then151:                                          ; preds = %then149
  %5151 = fmul float %5041, 0x3F80204080000000
  %5152 = select i1 %5040, float %5151, float 0x7FF8000000000000
  %5153 = lshr i64 %5073, 5
  %5154 = mul i64 %5153, 4
  %5155 = getelementptr i8, ptr addrspace(3) %4945, i64 %5154
  store float %5152, ptr addrspace(3) %5155, align 4
  br label %endif152

endif152:                                         ; preds = %then151, %then149
  br label %endif150

then153:                                          ; preds = %endif150
  %5156 = lshr i64 %5149, 2
  %5157 = mul i64 %5156, 4
  %5158 = getelementptr i8, ptr addrspace(3) %5089, i64 %5157
  store i32 %5146, ptr addrspace(3) %5158, align 4
  %5159 = and i64 %5149, 31
  %5160 = icmp eq i64 %5159, 0
  br i1 %5160, label %then155, label %endif156

endif154:                                         ; preds = %endif156, %endif150
  %5161 = bitcast float %1670 to i32
  %5162 = and i32 %5161, 2147483647
  %5163 = bitcast float %1671 to i32
  %5164 = and i32 %5163, 2147483647
  %5165 = bitcast float %1672 to i32
  %5166 = and i32 %5165, 2147483647
  %5167 = bitcast float %1673 to i32
  %5168 = and i32 %5167, 2147483647
  %5169 = icmp ugt i32 %5162, %5164
  %5170 = select i1 %5169, i32 %5162, i32 %5164
  %5171 = icmp ugt i32 %5166, %5168
  %5172 = select i1 %5171, i32 %5166, i32 %5168
  %5173 = icmp ugt i32 %5170, %5172
  %5174 = select i1 %5173, i32 %5170, i32 %5172
  %5175 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5174, i32 1, i32 31)
  %5176 = icmp ugt i32 %5174, %5175
  %5177 = select i1 %5176, i32 %5174, i32 %5175
  %5178 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5177, i32 2, i32 31)
  %5179 = icmp ugt i32 %5177, %5178
  %5180 = select i1 %5179, i32 %5177, i32 %5178
  %5181 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5180, i32 4, i32 31)
  %5182 = icmp ugt i32 %5180, %5181
  %5183 = select i1 %5182, i32 %5180, i32 %5181
  %5184 = and i32 %5183, 2147483647
  %5185 = icmp ult i32 %5184, 2139095040
  %5186 = bitcast i32 %5183 to float
  %5187 = fdiv float 1.270000e+02, %5186
  %5188 = bitcast float %5187 to i32
  %5189 = and i32 %5188, 2147483647
  %5190 = icmp ult i32 %5189, 2139095040
  %5191 = select i1 %5190, float %5187, float 0.000000e+00
  %5192 = fmul float %1670, %5191
  %5193 = fadd float %5192, 0x4168000000000000
  %5194 = bitcast float %5193 to i32
  %5195 = fmul float %1671, %5191
  %5196 = fadd float %5195, 0x4168000000000000
  %5197 = bitcast float %5196 to i32
  %5198 = fmul float %1672, %5191
  %5199 = fadd float %5198, 0x4168000000000000
  %5200 = bitcast float %5199 to i32
  %5201 = fmul float %1673, %5191
  %5202 = fadd float %5201, 0x4168000000000000
  %5203 = bitcast float %5202 to i32
  %5204 = bitcast i32 %5194 to <4 x i8>
  %5205 = bitcast i32 %5197 to <4 x i8>
  %5206 = shufflevector <4 x i8> %5204, <4 x i8> %5205, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5207 = bitcast <4 x i8> %5206 to i32
  %5208 = bitcast i32 %5200 to <4 x i8>
  %5209 = bitcast i32 %5203 to <4 x i8>
  %5210 = shufflevector <4 x i8> %5208, <4 x i8> %5209, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5211 = bitcast <4 x i8> %5210 to i32
  %5212 = bitcast i32 %5207 to <4 x i8>
  %5213 = bitcast i32 %5211 to <4 x i8>
  %5214 = shufflevector <4 x i8> %5212, <4 x i8> %5213, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5215 = bitcast <4 x i8> %5214 to i32
  %5216 = add i32 %5091, 128
  %5217 = sext i32 %5216 to i64
  %5218 = mul i64 %5217, 4
  %5219 = icmp slt i64 %5218, 1024
  br i1 %5219, label %then157, label %endif158

then155:                                          ; preds = %then153
  %5220 = fmul float %5117, 0x3F80204080000000
  %5221 = select i1 %5116, float %5220, float 0x7FF8000000000000
  %5222 = lshr i64 %5149, 5
  %5223 = mul i64 %5222, 4
  %5224 = getelementptr i8, ptr addrspace(3) %5090, i64 %5223
  store float %5221, ptr addrspace(3) %5224, align 4
  br label %endif156

endif156:                                         ; preds = %then155, %then153
  br label %endif154

then157:                                          ; preds = %endif154
  %5225 = lshr i64 %5218, 2
  %5226 = mul i64 %5225, 4
  %5227 = getelementptr i8, ptr addrspace(3) %5089, i64 %5226
  store i32 %5215, ptr addrspace(3) %5227, align 4
  %5228 = and i64 %5218, 31
  %5229 = icmp eq i64 %5228, 0
  br i1 %5229, label %then159, label %endif160

endif158:                                         ; preds = %endif160, %endif154
  %5230 = sext i32 %4799 to i64
  %5231 = mul i64 %5230, 8
  %5232 = add i64 %5231, 3
  %5233 = mul i64 %5232, 1152
  %5234 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5233
  %5235 = getelementptr i8, ptr addrspace(3) %5234, i64 1024
  %5236 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5237 = bitcast float %1685 to i32
  %5238 = and i32 %5237, 2147483647
  %5239 = bitcast float %1686 to i32
  %5240 = and i32 %5239, 2147483647
  %5241 = bitcast float %1687 to i32
  %5242 = and i32 %5241, 2147483647
  %5243 = bitcast float %1688 to i32
  %5244 = and i32 %5243, 2147483647
  %5245 = icmp ugt i32 %5238, %5240
  %5246 = select i1 %5245, i32 %5238, i32 %5240
  %5247 = icmp ugt i32 %5242, %5244
  %5248 = select i1 %5247, i32 %5242, i32 %5244
  %5249 = icmp ugt i32 %5246, %5248
  %5250 = select i1 %5249, i32 %5246, i32 %5248
  %5251 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5250, i32 1, i32 31)
  %5252 = icmp ugt i32 %5250, %5251
  %5253 = select i1 %5252, i32 %5250, i32 %5251
  %5254 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5253, i32 2, i32 31)
  %5255 = icmp ugt i32 %5253, %5254
  %5256 = select i1 %5255, i32 %5253, i32 %5254
  %5257 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5256, i32 4, i32 31)
  %5258 = icmp ugt i32 %5256, %5257
  %5259 = select i1 %5258, i32 %5256, i32 %5257
  %5260 = and i32 %5259, 2147483647
  %5261 = icmp ult i32 %5260, 2139095040
  %5262 = bitcast i32 %5259 to float
  %5263 = fdiv float 1.270000e+02, %5262
  %5264 = bitcast float %5263 to i32
  %5265 = and i32 %5264, 2147483647
  %5266 = icmp ult i32 %5265, 2139095040
  %5267 = select i1 %5266, float %5263, float 0.000000e+00
  %5268 = fmul float %1685, %5267
  %5269 = fadd float %5268, 0x4168000000000000
  %5270 = bitcast float %5269 to i32
  %5271 = fmul float %1686, %5267
  %5272 = fadd float %5271, 0x4168000000000000
  %5273 = bitcast float %5272 to i32
  %5274 = fmul float %1687, %5267
  %5275 = fadd float %5274, 0x4168000000000000
  %5276 = bitcast float %5275 to i32
  %5277 = fmul float %1688, %5267
  %5278 = fadd float %5277, 0x4168000000000000
  %5279 = bitcast float %5278 to i32
  %5280 = bitcast i32 %5270 to <4 x i8>
  %5281 = bitcast i32 %5273 to <4 x i8>
  %5282 = shufflevector <4 x i8> %5280, <4 x i8> %5281, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5283 = bitcast <4 x i8> %5282 to i32
  %5284 = bitcast i32 %5276 to <4 x i8>
  %5285 = bitcast i32 %5279 to <4 x i8>
  %5286 = shufflevector <4 x i8> %5284, <4 x i8> %5285, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5287 = bitcast <4 x i8> %5286 to i32
  %5288 = bitcast i32 %5283 to <4 x i8>
  %5289 = bitcast i32 %5287 to <4 x i8>
  %5290 = shufflevector <4 x i8> %5288, <4 x i8> %5289, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5291 = bitcast <4 x i8> %5290 to i32
  %5292 = add i32 %5236, 0
  %5293 = sext i32 %5292 to i64
  %5294 = mul i64 %5293, 4
  %5295 = icmp slt i64 %5294, 1024
  br i1 %5295, label %then161, label %endif162

then159:                                          ; preds = %then157
  %5296 = fmul float %5186, 0x3F80204080000000
  %5297 = select i1 %5185, float %5296, float 0x7FF8000000000000
  %5298 = lshr i64 %5218, 5
  %5299 = mul i64 %5298, 4
  %5300 = getelementptr i8, ptr addrspace(3) %5090, i64 %5299
  store float %5297, ptr addrspace(3) %5300, align 4
  br label %endif160

endif160:                                         ; preds = %then159, %then157
  br label %endif158

then161:                                          ; preds = %endif158
  %5301 = lshr i64 %5294, 2
  %5302 = mul i64 %5301, 4
  %5303 = getelementptr i8, ptr addrspace(3) %5234, i64 %5302
  store i32 %5291, ptr addrspace(3) %5303, align 4
  %5304 = and i64 %5294, 31
  %5305 = icmp eq i64 %5304, 0
  br i1 %5305, label %then163, label %endif164

endif162:                                         ; preds = %endif164, %endif158
  %5306 = bitcast float %1700 to i32
  %5307 = and i32 %5306, 2147483647
  %5308 = bitcast float %1701 to i32
  %5309 = and i32 %5308, 2147483647
  %5310 = bitcast float %1702 to i32
  %5311 = and i32 %5310, 2147483647
  %5312 = bitcast float %1703 to i32
  %5313 = and i32 %5312, 2147483647
  %5314 = icmp ugt i32 %5307, %5309
  %5315 = select i1 %5314, i32 %5307, i32 %5309
  %5316 = icmp ugt i32 %5311, %5313
  %5317 = select i1 %5316, i32 %5311, i32 %5313
  %5318 = icmp ugt i32 %5315, %5317
  %5319 = select i1 %5318, i32 %5315, i32 %5317
  %5320 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5319, i32 1, i32 31)
  %5321 = icmp ugt i32 %5319, %5320
  %5322 = select i1 %5321, i32 %5319, i32 %5320
  %5323 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5322, i32 2, i32 31)
  %5324 = icmp ugt i32 %5322, %5323
  %5325 = select i1 %5324, i32 %5322, i32 %5323
  %5326 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5325, i32 4, i32 31)
  %5327 = icmp ugt i32 %5325, %5326
  %5328 = select i1 %5327, i32 %5325, i32 %5326
  %5329 = and i32 %5328, 2147483647
  %5330 = icmp ult i32 %5329, 2139095040
  %5331 = bitcast i32 %5328 to float
  %5332 = fdiv float 1.270000e+02, %5331
  %5333 = bitcast float %5332 to i32
  %5334 = and i32 %5333, 2147483647
  %5335 = icmp ult i32 %5334, 2139095040
  %5336 = select i1 %5335, float %5332, float 0.000000e+00
  %5337 = fmul float %1700, %5336
  %5338 = fadd float %5337, 0x4168000000000000
  %5339 = bitcast float %5338 to i32
  %5340 = fmul float %1701, %5336
  %5341 = fadd float %5340, 0x4168000000000000
  %5342 = bitcast float %5341 to i32
  %5343 = fmul float %1702, %5336
  %5344 = fadd float %5343, 0x4168000000000000
  %5345 = bitcast float %5344 to i32
  %5346 = fmul float %1703, %5336
  %5347 = fadd float %5346, 0x4168000000000000
  %5348 = bitcast float %5347 to i32
  %5349 = bitcast i32 %5339 to <4 x i8>
  %5350 = bitcast i32 %5342 to <4 x i8>
  %5351 = shufflevector <4 x i8> %5349, <4 x i8> %5350, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5352 = bitcast <4 x i8> %5351 to i32
  %5353 = bitcast i32 %5345 to <4 x i8>
  %5354 = bitcast i32 %5348 to <4 x i8>
  %5355 = shufflevector <4 x i8> %5353, <4 x i8> %5354, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5356 = bitcast <4 x i8> %5355 to i32
  %5357 = bitcast i32 %5352 to <4 x i8>
  %5358 = bitcast i32 %5356 to <4 x i8>
  %5359 = shufflevector <4 x i8> %5357, <4 x i8> %5358, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5360 = bitcast <4 x i8> %5359 to i32
  %5361 = add i32 %5236, 128
  %5362 = sext i32 %5361 to i64
  %5363 = mul i64 %5362, 4
  %5364 = icmp slt i64 %5363, 1024
  br i1 %5364, label %then165, label %endif166

then163:                                          ; preds = %then161
  %5365 = fmul float %5262, 0x3F80204080000000
  %5366 = select i1 %5261, float %5365, float 0x7FF8000000000000
  %5367 = lshr i64 %5294, 5
  %5368 = mul i64 %5367, 4
  %5369 = getelementptr i8, ptr addrspace(3) %5235, i64 %5368
  store float %5366, ptr addrspace(3) %5369, align 4
  br label %endif164

endif164:                                         ; preds = %then163, %then161
  br label %endif162

then165:                                          ; preds = %endif162
  %5370 = lshr i64 %5363, 2
  %5371 = mul i64 %5370, 4
  %5372 = getelementptr i8, ptr addrspace(3) %5234, i64 %5371
  store i32 %5360, ptr addrspace(3) %5372, align 4
  %5373 = and i64 %5363, 31
  %5374 = icmp eq i64 %5373, 0
  br i1 %5374, label %then167, label %endif168

endif166:                                         ; preds = %endif168, %endif162
  %5375 = sext i32 %4799 to i64
  %5376 = mul i64 %5375, 8
  %5377 = add i64 %5376, 4
  %5378 = mul i64 %5377, 1152
  %5379 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5378
  %5380 = getelementptr i8, ptr addrspace(3) %5379, i64 1024
  %5381 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5382 = bitcast float %1715 to i32
  %5383 = and i32 %5382, 2147483647
  %5384 = bitcast float %1716 to i32
  %5385 = and i32 %5384, 2147483647
  %5386 = bitcast float %1717 to i32
  %5387 = and i32 %5386, 2147483647
  %5388 = bitcast float %1718 to i32
  %5389 = and i32 %5388, 2147483647
  %5390 = icmp ugt i32 %5383, %5385
  %5391 = select i1 %5390, i32 %5383, i32 %5385
  %5392 = icmp ugt i32 %5387, %5389
  %5393 = select i1 %5392, i32 %5387, i32 %5389
  %5394 = icmp ugt i32 %5391, %5393
  %5395 = select i1 %5394, i32 %5391, i32 %5393
  %5396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5395, i32 1, i32 31)
  %5397 = icmp ugt i32 %5395, %5396
  %5398 = select i1 %5397, i32 %5395, i32 %5396
  %5399 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5398, i32 2, i32 31)
  %5400 = icmp ugt i32 %5398, %5399
  %5401 = select i1 %5400, i32 %5398, i32 %5399
  %5402 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5401, i32 4, i32 31)
  %5403 = icmp ugt i32 %5401, %5402
  %5404 = select i1 %5403, i32 %5401, i32 %5402
  %5405 = and i32 %5404, 2147483647
  %5406 = icmp ult i32 %5405, 2139095040
  %5407 = bitcast i32 %5404 to float
  %5408 = fdiv float 1.270000e+02, %5407
  %5409 = bitcast float %5408 to i32
  %5410 = and i32 %5409, 2147483647
  %5411 = icmp ult i32 %5410, 2139095040
  %5412 = select i1 %5411, float %5408, float 0.000000e+00
  %5413 = fmul float %1715, %5412
  %5414 = fadd float %5413, 0x4168000000000000
  %5415 = bitcast float %5414 to i32
  %5416 = fmul float %1716, %5412
  %5417 = fadd float %5416, 0x4168000000000000
  %5418 = bitcast float %5417 to i32
  %5419 = fmul float %1717, %5412
  %5420 = fadd float %5419, 0x4168000000000000
  %5421 = bitcast float %5420 to i32
  %5422 = fmul float %1718, %5412
  %5423 = fadd float %5422, 0x4168000000000000
  %5424 = bitcast float %5423 to i32
  %5425 = bitcast i32 %5415 to <4 x i8>
  %5426 = bitcast i32 %5418 to <4 x i8>
  %5427 = shufflevector <4 x i8> %5425, <4 x i8> %5426, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5428 = bitcast <4 x i8> %5427 to i32
  %5429 = bitcast i32 %5421 to <4 x i8>
  %5430 = bitcast i32 %5424 to <4 x i8>
  %5431 = shufflevector <4 x i8> %5429, <4 x i8> %5430, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5432 = bitcast <4 x i8> %5431 to i32
  %5433 = bitcast i32 %5428 to <4 x i8>
  %5434 = bitcast i32 %5432 to <4 x i8>
  %5435 = shufflevector <4 x i8> %5433, <4 x i8> %5434, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5436 = bitcast <4 x i8> %5435 to i32
  %5437 = add i32 %5381, 0
  %5438 = sext i32 %5437 to i64
  %5439 = mul i64 %5438, 4
  %5440 = icmp slt i64 %5439, 1024
  br i1 %5440, label %then169, label %endif170

then167:                                          ; preds = %then165
  %5441 = fmul float %5331, 0x3F80204080000000
  %5442 = select i1 %5330, float %5441, float 0x7FF8000000000000
  %5443 = lshr i64 %5363, 5
  %5444 = mul i64 %5443, 4
  %5445 = getelementptr i8, ptr addrspace(3) %5235, i64 %5444
  store float %5442, ptr addrspace(3) %5445, align 4
  br label %endif168

endif168:                                         ; preds = %then167, %then165
  br label %endif166

then169:                                          ; preds = %endif166
  %5446 = lshr i64 %5439, 2
  %5447 = mul i64 %5446, 4
  %5448 = getelementptr i8, ptr addrspace(3) %5379, i64 %5447
  store i32 %5436, ptr addrspace(3) %5448, align 4
  %5449 = and i64 %5439, 31
  %5450 = icmp eq i64 %5449, 0
  br i1 %5450, label %then171, label %endif172

endif170:                                         ; preds = %endif172, %endif166
  %5451 = bitcast float %1730 to i32
  %5452 = and i32 %5451, 2147483647
  %5453 = bitcast float %1731 to i32
  %5454 = and i32 %5453, 2147483647
  %5455 = bitcast float %1732 to i32
  %5456 = and i32 %5455, 2147483647
  %5457 = bitcast float %1733 to i32
  %5458 = and i32 %5457, 2147483647
  %5459 = icmp ugt i32 %5452, %5454
  %5460 = select i1 %5459, i32 %5452, i32 %5454
  %5461 = icmp ugt i32 %5456, %5458
  %5462 = select i1 %5461, i32 %5456, i32 %5458
  %5463 = icmp ugt i32 %5460, %5462
  %5464 = select i1 %5463, i32 %5460, i32 %5462
  %5465 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5464, i32 1, i32 31)
  %5466 = icmp ugt i32 %5464, %5465
  %5467 = select i1 %5466, i32 %5464, i32 %5465
  %5468 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5467, i32 2, i32 31)
  %5469 = icmp ugt i32 %5467, %5468
  %5470 = select i1 %5469, i32 %5467, i32 %5468
  %5471 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5470, i32 4, i32 31)
  %5472 = icmp ugt i32 %5470, %5471
  %5473 = select i1 %5472, i32 %5470, i32 %5471
  %5474 = and i32 %5473, 2147483647
  %5475 = icmp ult i32 %5474, 2139095040
  %5476 = bitcast i32 %5473 to float
  %5477 = fdiv float 1.270000e+02, %5476
  %5478 = bitcast float %5477 to i32
  %5479 = and i32 %5478, 2147483647
  %5480 = icmp ult i32 %5479, 2139095040
  %5481 = select i1 %5480, float %5477, float 0.000000e+00
  %5482 = fmul float %1730, %5481
  %5483 = fadd float %5482, 0x4168000000000000
  %5484 = bitcast float %5483 to i32
  %5485 = fmul float %1731, %5481
  %5486 = fadd float %5485, 0x4168000000000000
  %5487 = bitcast float %5486 to i32
  %5488 = fmul float %1732, %5481
  %5489 = fadd float %5488, 0x4168000000000000
  %5490 = bitcast float %5489 to i32
  %5491 = fmul float %1733, %5481
  %5492 = fadd float %5491, 0x4168000000000000
  %5493 = bitcast float %5492 to i32
  %5494 = bitcast i32 %5484 to <4 x i8>
  %5495 = bitcast i32 %5487 to <4 x i8>
  %5496 = shufflevector <4 x i8> %5494, <4 x i8> %5495, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5497 = bitcast <4 x i8> %5496 to i32
  %5498 = bitcast i32 %5490 to <4 x i8>
  %5499 = bitcast i32 %5493 to <4 x i8>
  %5500 = shufflevector <4 x i8> %5498, <4 x i8> %5499, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5501 = bitcast <4 x i8> %5500 to i32
  %5502 = bitcast i32 %5497 to <4 x i8>
  %5503 = bitcast i32 %5501 to <4 x i8>
  %5504 = shufflevector <4 x i8> %5502, <4 x i8> %5503, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5505 = bitcast <4 x i8> %5504 to i32
  %5506 = add i32 %5381, 128
  %5507 = sext i32 %5506 to i64
  %5508 = mul i64 %5507, 4
  %5509 = icmp slt i64 %5508, 1024
  br i1 %5509, label %then173, label %endif174

then171:                                          ; preds = %then169
  %5510 = fmul float %5407, 0x3F80204080000000
  %5511 = select i1 %5406, float %5510, float 0x7FF8000000000000
  %5512 = lshr i64 %5439, 5
  %5513 = mul i64 %5512, 4
  %5514 = getelementptr i8, ptr addrspace(3) %5380, i64 %5513
  store float %5511, ptr addrspace(3) %5514, align 4
  br label %endif172

endif172:                                         ; preds = %then171, %then169
  br label %endif170

then173:                                          ; preds = %endif170
  %5515 = lshr i64 %5508, 2
  %5516 = mul i64 %5515, 4
  %5517 = getelementptr i8, ptr addrspace(3) %5379, i64 %5516
  store i32 %5505, ptr addrspace(3) %5517, align 4
  %5518 = and i64 %5508, 31
  %5519 = icmp eq i64 %5518, 0
  br i1 %5519, label %then175, label %endif176

endif174:                                         ; preds = %endif176, %endif170
  %5520 = sext i32 %4799 to i64
  %5521 = mul i64 %5520, 8
  %5522 = add i64 %5521, 5
  %5523 = mul i64 %5522, 1152
  %5524 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5523
  %5525 = getelementptr i8, ptr addrspace(3) %5524, i64 1024
  %5526 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5527 = bitcast float %1745 to i32
  %5528 = and i32 %5527, 2147483647
  %5529 = bitcast float %1746 to i32
  %5530 = and i32 %5529, 2147483647
  %5531 = bitcast float %1747 to i32
  %5532 = and i32 %5531, 2147483647
  %5533 = bitcast float %1748 to i32
  %5534 = and i32 %5533, 2147483647
  %5535 = icmp ugt i32 %5528, %5530
  %5536 = select i1 %5535, i32 %5528, i32 %5530
  %5537 = icmp ugt i32 %5532, %5534
  %5538 = select i1 %5537, i32 %5532, i32 %5534
  %5539 = icmp ugt i32 %5536, %5538
  %5540 = select i1 %5539, i32 %5536, i32 %5538
  %5541 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5540, i32 1, i32 31)
  %5542 = icmp ugt i32 %5540, %5541
  %5543 = select i1 %5542, i32 %5540, i32 %5541
  %5544 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5543, i32 2, i32 31)
  %5545 = icmp ugt i32 %5543, %5544
  %5546 = select i1 %5545, i32 %5543, i32 %5544
  %5547 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5546, i32 4, i32 31)
  %5548 = icmp ugt i32 %5546, %5547
  %5549 = select i1 %5548, i32 %5546, i32 %5547
  %5550 = and i32 %5549, 2147483647
  %5551 = icmp ult i32 %5550, 2139095040
  %5552 = bitcast i32 %5549 to float
  %5553 = fdiv float 1.270000e+02, %5552
  %5554 = bitcast float %5553 to i32
  %5555 = and i32 %5554, 2147483647
  %5556 = icmp ult i32 %5555, 2139095040
  %5557 = select i1 %5556, float %5553, float 0.000000e+00
  %5558 = fmul float %1745, %5557
  %5559 = fadd float %5558, 0x4168000000000000
  %5560 = bitcast float %5559 to i32
  %5561 = fmul float %1746, %5557
  %5562 = fadd float %5561, 0x4168000000000000
  %5563 = bitcast float %5562 to i32
  %5564 = fmul float %1747, %5557
  %5565 = fadd float %5564, 0x4168000000000000
  %5566 = bitcast float %5565 to i32
  %5567 = fmul float %1748, %5557
  %5568 = fadd float %5567, 0x4168000000000000
  %5569 = bitcast float %5568 to i32
  %5570 = bitcast i32 %5560 to <4 x i8>
  %5571 = bitcast i32 %5563 to <4 x i8>
  %5572 = shufflevector <4 x i8> %5570, <4 x i8> %5571, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5573 = bitcast <4 x i8> %5572 to i32
  %5574 = bitcast i32 %5566 to <4 x i8>
  %5575 = bitcast i32 %5569 to <4 x i8>
  %5576 = shufflevector <4 x i8> %5574, <4 x i8> %5575, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5577 = bitcast <4 x i8> %5576 to i32
  %5578 = bitcast i32 %5573 to <4 x i8>
  %5579 = bitcast i32 %5577 to <4 x i8>
  %5580 = shufflevector <4 x i8> %5578, <4 x i8> %5579, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5581 = bitcast <4 x i8> %5580 to i32
  %5582 = add i32 %5526, 0
  %5583 = sext i32 %5582 to i64
  %5584 = mul i64 %5583, 4
  %5585 = icmp slt i64 %5584, 1024
  br i1 %5585, label %then177, label %endif178

then175:                                          ; preds = %then173
  %5586 = fmul float %5476, 0x3F80204080000000
  %5587 = select i1 %5475, float %5586, float 0x7FF8000000000000
  %5588 = lshr i64 %5508, 5
  %5589 = mul i64 %5588, 4
  %5590 = getelementptr i8, ptr addrspace(3) %5380, i64 %5589
  store float %5587, ptr addrspace(3) %5590, align 4
  br label %endif176

endif176:                                         ; preds = %then175, %then173
  br label %endif174

then177:                                          ; preds = %endif174
  %5591 = lshr i64 %5584, 2
  %5592 = mul i64 %5591, 4
  %5593 = getelementptr i8, ptr addrspace(3) %5524, i64 %5592
  store i32 %5581, ptr addrspace(3) %5593, align 4
  %5594 = and i64 %5584, 31
  %5595 = icmp eq i64 %5594, 0
  br i1 %5595, label %then179, label %endif180

endif178:                                         ; preds = %endif180, %endif174
  %5596 = bitcast float %1760 to i32
  %5597 = and i32 %5596, 2147483647
  %5598 = bitcast float %1761 to i32
  %5599 = and i32 %5598, 2147483647
  %5600 = bitcast float %1762 to i32
  %5601 = and i32 %5600, 2147483647
  %5602 = bitcast float %1763 to i32
  %5603 = and i32 %5602, 2147483647
  %5604 = icmp ugt i32 %5597, %5599
  %5605 = select i1 %5604, i32 %5597, i32 %5599
  %5606 = icmp ugt i32 %5601, %5603
  %5607 = select i1 %5606, i32 %5601, i32 %5603
  %5608 = icmp ugt i32 %5605, %5607
  %5609 = select i1 %5608, i32 %5605, i32 %5607
  %5610 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5609, i32 1, i32 31)
  %5611 = icmp ugt i32 %5609, %5610
  %5612 = select i1 %5611, i32 %5609, i32 %5610
  %5613 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5612, i32 2, i32 31)
  %5614 = icmp ugt i32 %5612, %5613
  %5615 = select i1 %5614, i32 %5612, i32 %5613
  %5616 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5615, i32 4, i32 31)
  %5617 = icmp ugt i32 %5615, %5616
  %5618 = select i1 %5617, i32 %5615, i32 %5616
  %5619 = and i32 %5618, 2147483647
  %5620 = icmp ult i32 %5619, 2139095040
  %5621 = bitcast i32 %5618 to float
  %5622 = fdiv float 1.270000e+02, %5621
  %5623 = bitcast float %5622 to i32
  %5624 = and i32 %5623, 2147483647
  %5625 = icmp ult i32 %5624, 2139095040
  %5626 = select i1 %5625, float %5622, float 0.000000e+00
  %5627 = fmul float %1760, %5626
  %5628 = fadd float %5627, 0x4168000000000000
  %5629 = bitcast float %5628 to i32
  %5630 = fmul float %1761, %5626
  %5631 = fadd float %5630, 0x4168000000000000
  %5632 = bitcast float %5631 to i32
  %5633 = fmul float %1762, %5626
  %5634 = fadd float %5633, 0x4168000000000000
  %5635 = bitcast float %5634 to i32
  %5636 = fmul float %1763, %5626
  %5637 = fadd float %5636, 0x4168000000000000
  %5638 = bitcast float %5637 to i32
  %5639 = bitcast i32 %5629 to <4 x i8>
  %5640 = bitcast i32 %5632 to <4 x i8>
  %5641 = shufflevector <4 x i8> %5639, <4 x i8> %5640, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5642 = bitcast <4 x i8> %5641 to i32
  %5643 = bitcast i32 %5635 to <4 x i8>
  %5644 = bitcast i32 %5638 to <4 x i8>
  %5645 = shufflevector <4 x i8> %5643, <4 x i8> %5644, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5646 = bitcast <4 x i8> %5645 to i32
  %5647 = bitcast i32 %5642 to <4 x i8>
  %5648 = bitcast i32 %5646 to <4 x i8>
  %5649 = shufflevector <4 x i8> %5647, <4 x i8> %5648, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5650 = bitcast <4 x i8> %5649 to i32
  %5651 = add i32 %5526, 128
  %5652 = sext i32 %5651 to i64
  %5653 = mul i64 %5652, 4
  %5654 = icmp slt i64 %5653, 1024
  br i1 %5654, label %then181, label %endif182

then179:                                          ; preds = %then177
  %5655 = fmul float %5552, 0x3F80204080000000
  %5656 = select i1 %5551, float %5655, float 0x7FF8000000000000
  %5657 = lshr i64 %5584, 5
  %5658 = mul i64 %5657, 4
  %5659 = getelementptr i8, ptr addrspace(3) %5525, i64 %5658
  store float %5656, ptr addrspace(3) %5659, align 4
  br label %endif180

endif180:                                         ; preds = %then179, %then177
  br label %endif178

then181:                                          ; preds = %endif178
  %5660 = lshr i64 %5653, 2
  %5661 = mul i64 %5660, 4
  %5662 = getelementptr i8, ptr addrspace(3) %5524, i64 %5661
  store i32 %5650, ptr addrspace(3) %5662, align 4
  %5663 = and i64 %5653, 31
  %5664 = icmp eq i64 %5663, 0
  br i1 %5664, label %then183, label %endif184

endif182:                                         ; preds = %endif184, %endif178
  %5665 = sext i32 %4799 to i64
  %5666 = mul i64 %5665, 8
  %5667 = add i64 %5666, 6
  %5668 = mul i64 %5667, 1152
  %5669 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5668
  %5670 = getelementptr i8, ptr addrspace(3) %5669, i64 1024
  %5671 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5672 = bitcast float %1775 to i32
  %5673 = and i32 %5672, 2147483647
  %5674 = bitcast float %1776 to i32
  %5675 = and i32 %5674, 2147483647
  %5676 = bitcast float %1777 to i32
  %5677 = and i32 %5676, 2147483647
  %5678 = bitcast float %1778 to i32
  %5679 = and i32 %5678, 2147483647
  %5680 = icmp ugt i32 %5673, %5675
  %5681 = select i1 %5680, i32 %5673, i32 %5675
  %5682 = icmp ugt i32 %5677, %5679
  %5683 = select i1 %5682, i32 %5677, i32 %5679
  %5684 = icmp ugt i32 %5681, %5683
  %5685 = select i1 %5684, i32 %5681, i32 %5683
  %5686 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5685, i32 1, i32 31)
  %5687 = icmp ugt i32 %5685, %5686
  %5688 = select i1 %5687, i32 %5685, i32 %5686
  %5689 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5688, i32 2, i32 31)
  %5690 = icmp ugt i32 %5688, %5689
  %5691 = select i1 %5690, i32 %5688, i32 %5689
  %5692 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5691, i32 4, i32 31)
  %5693 = icmp ugt i32 %5691, %5692
  %5694 = select i1 %5693, i32 %5691, i32 %5692
  %5695 = and i32 %5694, 2147483647
  %5696 = icmp ult i32 %5695, 2139095040
  %5697 = bitcast i32 %5694 to float
  %5698 = fdiv float 1.270000e+02, %5697
  %5699 = bitcast float %5698 to i32
  %5700 = and i32 %5699, 2147483647
  %5701 = icmp ult i32 %5700, 2139095040
  %5702 = select i1 %5701, float %5698, float 0.000000e+00
  %5703 = fmul float %1775, %5702
  %5704 = fadd float %5703, 0x4168000000000000
  %5705 = bitcast float %5704 to i32
  %5706 = fmul float %1776, %5702
  %5707 = fadd float %5706, 0x4168000000000000
  %5708 = bitcast float %5707 to i32
  %5709 = fmul float %1777, %5702
  %5710 = fadd float %5709, 0x4168000000000000
  %5711 = bitcast float %5710 to i32
  %5712 = fmul float %1778, %5702
  %5713 = fadd float %5712, 0x4168000000000000
  %5714 = bitcast float %5713 to i32
  %5715 = bitcast i32 %5705 to <4 x i8>
  %5716 = bitcast i32 %5708 to <4 x i8>
  %5717 = shufflevector <4 x i8> %5715, <4 x i8> %5716, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5718 = bitcast <4 x i8> %5717 to i32
  %5719 = bitcast i32 %5711 to <4 x i8>
  %5720 = bitcast i32 %5714 to <4 x i8>
  %5721 = shufflevector <4 x i8> %5719, <4 x i8> %5720, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5722 = bitcast <4 x i8> %5721 to i32
  %5723 = bitcast i32 %5718 to <4 x i8>
  %5724 = bitcast i32 %5722 to <4 x i8>
  %5725 = shufflevector <4 x i8> %5723, <4 x i8> %5724, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5726 = bitcast <4 x i8> %5725 to i32
  %5727 = add i32 %5671, 0
  %5728 = sext i32 %5727 to i64
  %5729 = mul i64 %5728, 4
  %5730 = icmp slt i64 %5729, 1024
  br i1 %5730, label %then185, label %endif186

then183:                                          ; preds = %then181
  %5731 = fmul float %5621, 0x3F80204080000000
  %5732 = select i1 %5620, float %5731, float 0x7FF8000000000000
  %5733 = lshr i64 %5653, 5
  %5734 = mul i64 %5733, 4
  %5735 = getelementptr i8, ptr addrspace(3) %5525, i64 %5734
  store float %5732, ptr addrspace(3) %5735, align 4
  br label %endif184

endif184:                                         ; preds = %then183, %then181
  br label %endif182

then185:                                          ; preds = %endif182
  %5736 = lshr i64 %5729, 2
  %5737 = mul i64 %5736, 4
  %5738 = getelementptr i8, ptr addrspace(3) %5669, i64 %5737
  store i32 %5726, ptr addrspace(3) %5738, align 4
  %5739 = and i64 %5729, 31
  %5740 = icmp eq i64 %5739, 0
  br i1 %5740, label %then187, label %endif188

endif186:                                         ; preds = %endif188, %endif182
  %5741 = bitcast float %1790 to i32
  %5742 = and i32 %5741, 2147483647
  %5743 = bitcast float %1791 to i32
  %5744 = and i32 %5743, 2147483647
  %5745 = bitcast float %1792 to i32
  %5746 = and i32 %5745, 2147483647
  %5747 = bitcast float %1793 to i32
  %5748 = and i32 %5747, 2147483647
  %5749 = icmp ugt i32 %5742, %5744
  %5750 = select i1 %5749, i32 %5742, i32 %5744
  %5751 = icmp ugt i32 %5746, %5748
  %5752 = select i1 %5751, i32 %5746, i32 %5748
  %5753 = icmp ugt i32 %5750, %5752
  %5754 = select i1 %5753, i32 %5750, i32 %5752
  %5755 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5754, i32 1, i32 31)
  %5756 = icmp ugt i32 %5754, %5755
  %5757 = select i1 %5756, i32 %5754, i32 %5755
  %5758 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5757, i32 2, i32 31)
  %5759 = icmp ugt i32 %5757, %5758
  %5760 = select i1 %5759, i32 %5757, i32 %5758
  %5761 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5760, i32 4, i32 31)
  %5762 = icmp ugt i32 %5760, %5761
  %5763 = select i1 %5762, i32 %5760, i32 %5761
  %5764 = and i32 %5763, 2147483647
  %5765 = icmp ult i32 %5764, 2139095040
  %5766 = bitcast i32 %5763 to float
  %5767 = fdiv float 1.270000e+02, %5766
  %5768 = bitcast float %5767 to i32
  %5769 = and i32 %5768, 2147483647
  %5770 = icmp ult i32 %5769, 2139095040
  %5771 = select i1 %5770, float %5767, float 0.000000e+00
  %5772 = fmul float %1790, %5771
  %5773 = fadd float %5772, 0x4168000000000000
  %5774 = bitcast float %5773 to i32
  %5775 = fmul float %1791, %5771
  %5776 = fadd float %5775, 0x4168000000000000
  %5777 = bitcast float %5776 to i32
  %5778 = fmul float %1792, %5771
  %5779 = fadd float %5778, 0x4168000000000000
  %5780 = bitcast float %5779 to i32
  %5781 = fmul float %1793, %5771
  %5782 = fadd float %5781, 0x4168000000000000
  %5783 = bitcast float %5782 to i32
  %5784 = bitcast i32 %5774 to <4 x i8>
  %5785 = bitcast i32 %5777 to <4 x i8>
  %5786 = shufflevector <4 x i8> %5784, <4 x i8> %5785, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5787 = bitcast <4 x i8> %5786 to i32
  %5788 = bitcast i32 %5780 to <4 x i8>
  %5789 = bitcast i32 %5783 to <4 x i8>
  %5790 = shufflevector <4 x i8> %5788, <4 x i8> %5789, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5791 = bitcast <4 x i8> %5790 to i32
  %5792 = bitcast i32 %5787 to <4 x i8>
  %5793 = bitcast i32 %5791 to <4 x i8>
  %5794 = shufflevector <4 x i8> %5792, <4 x i8> %5793, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5795 = bitcast <4 x i8> %5794 to i32
  %5796 = add i32 %5671, 128
  %5797 = sext i32 %5796 to i64
  %5798 = mul i64 %5797, 4
  %5799 = icmp slt i64 %5798, 1024
  br i1 %5799, label %then189, label %endif190

then187:                                          ; preds = %then185
  %5800 = fmul float %5697, 0x3F80204080000000
  %5801 = select i1 %5696, float %5800, float 0x7FF8000000000000
  %5802 = lshr i64 %5729, 5
  %5803 = mul i64 %5802, 4
  %5804 = getelementptr i8, ptr addrspace(3) %5670, i64 %5803
  store float %5801, ptr addrspace(3) %5804, align 4
  br label %endif188

endif188:                                         ; preds = %then187, %then185
  br label %endif186

then189:                                          ; preds = %endif186
  %5805 = lshr i64 %5798, 2
  %5806 = mul i64 %5805, 4
  %5807 = getelementptr i8, ptr addrspace(3) %5669, i64 %5806
  store i32 %5795, ptr addrspace(3) %5807, align 4
  %5808 = and i64 %5798, 31
  %5809 = icmp eq i64 %5808, 0
  br i1 %5809, label %then191, label %endif192

endif190:                                         ; preds = %endif192, %endif186
  %5810 = sext i32 %4799 to i64
  %5811 = mul i64 %5810, 8
  %5812 = add i64 %5811, 7
  %5813 = mul i64 %5812, 1152
  %5814 = getelementptr i8, ptr addrspace(3) @lds1, i64 %5813
  %5815 = getelementptr i8, ptr addrspace(3) %5814, i64 1024
  %5816 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5817 = bitcast float %1805 to i32
  %5818 = and i32 %5817, 2147483647
  %5819 = bitcast float %1806 to i32
  %5820 = and i32 %5819, 2147483647
  %5821 = bitcast float %1807 to i32
  %5822 = and i32 %5821, 2147483647
  %5823 = bitcast float %1808 to i32
  %5824 = and i32 %5823, 2147483647
  %5825 = icmp ugt i32 %5818, %5820
  %5826 = select i1 %5825, i32 %5818, i32 %5820
  %5827 = icmp ugt i32 %5822, %5824
  %5828 = select i1 %5827, i32 %5822, i32 %5824
  %5829 = icmp ugt i32 %5826, %5828
  %5830 = select i1 %5829, i32 %5826, i32 %5828
  %5831 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5830, i32 1, i32 31)
  %5832 = icmp ugt i32 %5830, %5831
  %5833 = select i1 %5832, i32 %5830, i32 %5831
  %5834 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5833, i32 2, i32 31)
  %5835 = icmp ugt i32 %5833, %5834
  %5836 = select i1 %5835, i32 %5833, i32 %5834
  %5837 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5836, i32 4, i32 31)
  %5838 = icmp ugt i32 %5836, %5837
  %5839 = select i1 %5838, i32 %5836, i32 %5837
  %5840 = and i32 %5839, 2147483647
  %5841 = icmp ult i32 %5840, 2139095040
  %5842 = bitcast i32 %5839 to float
  %5843 = fdiv float 1.270000e+02, %5842
  %5844 = bitcast float %5843 to i32
  %5845 = and i32 %5844, 2147483647
  %5846 = icmp ult i32 %5845, 2139095040
  %5847 = select i1 %5846, float %5843, float 0.000000e+00
  %5848 = fmul float %1805, %5847
  %5849 = fadd float %5848, 0x4168000000000000
  %5850 = bitcast float %5849 to i32
  %5851 = fmul float %1806, %5847
  %5852 = fadd float %5851, 0x4168000000000000
  %5853 = bitcast float %5852 to i32
  %5854 = fmul float %1807, %5847
  %5855 = fadd float %5854, 0x4168000000000000
  %5856 = bitcast float %5855 to i32
  %5857 = fmul float %1808, %5847
  %5858 = fadd float %5857, 0x4168000000000000
  %5859 = bitcast float %5858 to i32
  %5860 = bitcast i32 %5850 to <4 x i8>
  %5861 = bitcast i32 %5853 to <4 x i8>
  %5862 = shufflevector <4 x i8> %5860, <4 x i8> %5861, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5863 = bitcast <4 x i8> %5862 to i32
  %5864 = bitcast i32 %5856 to <4 x i8>
  %5865 = bitcast i32 %5859 to <4 x i8>
  %5866 = shufflevector <4 x i8> %5864, <4 x i8> %5865, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5867 = bitcast <4 x i8> %5866 to i32
  %5868 = bitcast i32 %5863 to <4 x i8>
  %5869 = bitcast i32 %5867 to <4 x i8>
  %5870 = shufflevector <4 x i8> %5868, <4 x i8> %5869, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5871 = bitcast <4 x i8> %5870 to i32
  %5872 = add i32 %5816, 0
  %5873 = sext i32 %5872 to i64
  %5874 = mul i64 %5873, 4
  %5875 = icmp slt i64 %5874, 1024
  br i1 %5875, label %then193, label %endif194

then191:                                          ; preds = %then189
  %5876 = fmul float %5766, 0x3F80204080000000
  %5877 = select i1 %5765, float %5876, float 0x7FF8000000000000
  %5878 = lshr i64 %5798, 5
  %5879 = mul i64 %5878, 4
  %5880 = getelementptr i8, ptr addrspace(3) %5670, i64 %5879
  store float %5877, ptr addrspace(3) %5880, align 4
  br label %endif192

endif192:                                         ; preds = %then191, %then189
  br label %endif190

then193:                                          ; preds = %endif190
  %5881 = lshr i64 %5874, 2
  %5882 = mul i64 %5881, 4
  %5883 = getelementptr i8, ptr addrspace(3) %5814, i64 %5882
  store i32 %5871, ptr addrspace(3) %5883, align 4
  %5884 = and i64 %5874, 31
  %5885 = icmp eq i64 %5884, 0
  br i1 %5885, label %then195, label %endif196

endif194:                                         ; preds = %endif196, %endif190
  %5886 = bitcast float %1820 to i32
  %5887 = and i32 %5886, 2147483647
  %5888 = bitcast float %1821 to i32
  %5889 = and i32 %5888, 2147483647
  %5890 = bitcast float %1822 to i32
  %5891 = and i32 %5890, 2147483647
  %5892 = bitcast float %1823 to i32
  %5893 = and i32 %5892, 2147483647
  %5894 = icmp ugt i32 %5887, %5889
  %5895 = select i1 %5894, i32 %5887, i32 %5889
  %5896 = icmp ugt i32 %5891, %5893
  %5897 = select i1 %5896, i32 %5891, i32 %5893
  %5898 = icmp ugt i32 %5895, %5897
  %5899 = select i1 %5898, i32 %5895, i32 %5897
  %5900 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5899, i32 1, i32 31)
  %5901 = icmp ugt i32 %5899, %5900
  %5902 = select i1 %5901, i32 %5899, i32 %5900
  %5903 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5902, i32 2, i32 31)
  %5904 = icmp ugt i32 %5902, %5903
  %5905 = select i1 %5904, i32 %5902, i32 %5903
  %5906 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5905, i32 4, i32 31)
  %5907 = icmp ugt i32 %5905, %5906
  %5908 = select i1 %5907, i32 %5905, i32 %5906
  %5909 = and i32 %5908, 2147483647
  %5910 = icmp ult i32 %5909, 2139095040
  %5911 = bitcast i32 %5908 to float
  %5912 = fdiv float 1.270000e+02, %5911
  %5913 = bitcast float %5912 to i32
  %5914 = and i32 %5913, 2147483647
  %5915 = icmp ult i32 %5914, 2139095040
  %5916 = select i1 %5915, float %5912, float 0.000000e+00
  %5917 = fmul float %1820, %5916
  %5918 = fadd float %5917, 0x4168000000000000
  %5919 = bitcast float %5918 to i32
  %5920 = fmul float %1821, %5916
  %5921 = fadd float %5920, 0x4168000000000000
  %5922 = bitcast float %5921 to i32
  %5923 = fmul float %1822, %5916
  %5924 = fadd float %5923, 0x4168000000000000
  %5925 = bitcast float %5924 to i32
  %5926 = fmul float %1823, %5916
  %5927 = fadd float %5926, 0x4168000000000000
  %5928 = bitcast float %5927 to i32
  %5929 = bitcast i32 %5919 to <4 x i8>
  %5930 = bitcast i32 %5922 to <4 x i8>
  %5931 = shufflevector <4 x i8> %5929, <4 x i8> %5930, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5932 = bitcast <4 x i8> %5931 to i32
  %5933 = bitcast i32 %5925 to <4 x i8>
  %5934 = bitcast i32 %5928 to <4 x i8>
  %5935 = shufflevector <4 x i8> %5933, <4 x i8> %5934, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %5936 = bitcast <4 x i8> %5935 to i32
  %5937 = bitcast i32 %5932 to <4 x i8>
  %5938 = bitcast i32 %5936 to <4 x i8>
  %5939 = shufflevector <4 x i8> %5937, <4 x i8> %5938, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %5940 = bitcast <4 x i8> %5939 to i32
  %5941 = add i32 %5816, 128
  %5942 = sext i32 %5941 to i64
  %5943 = mul i64 %5942, 4
  %5944 = icmp slt i64 %5943, 1024
  br i1 %5944, label %then197, label %endif198

then195:                                          ; preds = %then193
  %5945 = fmul float %5842, 0x3F80204080000000
  %5946 = select i1 %5841, float %5945, float 0x7FF8000000000000
  %5947 = lshr i64 %5874, 5
  %5948 = mul i64 %5947, 4
  %5949 = getelementptr i8, ptr addrspace(3) %5815, i64 %5948
  store float %5946, ptr addrspace(3) %5949, align 4
  br label %endif196

endif196:                                         ; preds = %then195, %then193
  br label %endif194

then197:                                          ; preds = %endif194
  %5950 = lshr i64 %5943, 2
  %5951 = mul i64 %5950, 4
  %5952 = getelementptr i8, ptr addrspace(3) %5814, i64 %5951
  store i32 %5940, ptr addrspace(3) %5952, align 4
  %5953 = and i64 %5943, 31
  %5954 = icmp eq i64 %5953, 0
  br i1 %5954, label %then199, label %endif200

endif198:                                         ; preds = %endif200, %endif194
  call void @llvm.nvvm.barrier0()
  %5955 = load i32, ptr %v131, align 4
  %5956 = add i32 %5955, 1
  store i32 %5956, ptr %v131, align 4
  br label %loop132

then199:                                          ; preds = %then197
  %5957 = fmul float %5911, 0x3F80204080000000
  %5958 = select i1 %5910, float %5957, float 0x7FF8000000000000
  %5959 = lshr i64 %5943, 5
  %5960 = mul i64 %5959, 4
  %5961 = getelementptr i8, ptr addrspace(3) %5815, i64 %5960
  store float %5958, ptr addrspace(3) %5961, align 4
  br label %endif200

endif200:                                         ; preds = %then199, %then197
  br label %endif198

then201:                                          ; preds = %done134
  %5962 = add i32 %25, 0
  %5963 = sext i32 %5962 to i64
  %5964 = sext i32 %4 to i64
  %5965 = mul i64 %5963, %5964
  %5966 = sext i32 %1990 to i64
  %5967 = add i64 %5965, %5966
  %5968 = mul i64 %5967, 4
  %5969 = getelementptr i8, ptr addrspace(1) %0, i64 %5968
  store float %1989, ptr addrspace(1) %5969, align 4
  br label %endif202

endif202:                                         ; preds = %then201, %done134
  %5970 = load float, ptr %v9, align 4
  %5971 = load float, ptr %v10, align 4
  %5972 = load float, ptr %v11, align 4
  %5973 = load float, ptr %v12, align 4
  %5974 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5975 = and i32 %5974, 31
  %5976 = and i32 %5975, 16
  %5977 = icmp ne i32 %5976, 0
  %5978 = select i1 %5977, float %5972, float %5970
  %5979 = select i1 %5977, float %5970, float %5972
  %5980 = bitcast float %5979 to i32
  %5981 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5980, i32 16, i32 31)
  %5982 = bitcast i32 %5981 to float
  %5983 = fadd float %5978, %5982
  %5984 = select i1 %5977, float %5973, float %5971
  %5985 = select i1 %5977, float %5971, float %5973
  %5986 = bitcast float %5985 to i32
  %5987 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5986, i32 16, i32 31)
  %5988 = bitcast i32 %5987 to float
  %5989 = fadd float %5984, %5988
  %5990 = and i32 %5975, 8
  %5991 = icmp ne i32 %5990, 0
  %5992 = select i1 %5991, float %5989, float %5983
  %5993 = select i1 %5991, float %5983, float %5989
  %5994 = bitcast float %5993 to i32
  %5995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5994, i32 8, i32 31)
  %5996 = bitcast i32 %5995 to float
  %5997 = fadd float %5992, %5996
  %5998 = bitcast float %5997 to i32
  %5999 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %5998, i32 4, i32 31)
  %6000 = bitcast i32 %5999 to float
  %6001 = fadd float %5997, %6000
  %6002 = bitcast float %6001 to i32
  %6003 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6002, i32 2, i32 31)
  %6004 = bitcast i32 %6003 to float
  %6005 = fadd float %6001, %6004
  %6006 = bitcast float %6005 to i32
  %6007 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6006, i32 1, i32 31)
  %6008 = bitcast i32 %6007 to float
  %6009 = fadd float %6005, %6008
  %6010 = add i32 %40, %33
  %6011 = icmp slt i32 %6010, %4
  %6012 = and i1 %35, %6011
  %6013 = icmp slt i32 1, %26
  %6014 = and i1 %6012, %6013
  br i1 %6014, label %then203, label %endif204

then203:                                          ; preds = %endif202
  %6015 = add i32 %25, 1
  %6016 = sext i32 %6015 to i64
  %6017 = sext i32 %4 to i64
  %6018 = mul i64 %6016, %6017
  %6019 = sext i32 %6010 to i64
  %6020 = add i64 %6018, %6019
  %6021 = mul i64 %6020, 4
  %6022 = getelementptr i8, ptr addrspace(1) %0, i64 %6021
  store float %6009, ptr addrspace(1) %6022, align 4
  br label %endif204

endif204:                                         ; preds = %then203, %endif202
  %6023 = load float, ptr %v13, align 4
  %6024 = load float, ptr %v14, align 4
  %6025 = load float, ptr %v15, align 4
  %6026 = load float, ptr %v16, align 4
  %6027 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6028 = and i32 %6027, 31
  %6029 = and i32 %6028, 16
  %6030 = icmp ne i32 %6029, 0
  %6031 = select i1 %6030, float %6025, float %6023
  %6032 = select i1 %6030, float %6023, float %6025
  %6033 = bitcast float %6032 to i32
  %6034 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6033, i32 16, i32 31)
  %6035 = bitcast i32 %6034 to float
  %6036 = fadd float %6031, %6035
  %6037 = select i1 %6030, float %6026, float %6024
  %6038 = select i1 %6030, float %6024, float %6026
  %6039 = bitcast float %6038 to i32
  %6040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6039, i32 16, i32 31)
  %6041 = bitcast i32 %6040 to float
  %6042 = fadd float %6037, %6041
  %6043 = and i32 %6028, 8
  %6044 = icmp ne i32 %6043, 0
  %6045 = select i1 %6044, float %6042, float %6036
  %6046 = select i1 %6044, float %6036, float %6042
  %6047 = bitcast float %6046 to i32
  %6048 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6047, i32 8, i32 31)
  %6049 = bitcast i32 %6048 to float
  %6050 = fadd float %6045, %6049
  %6051 = bitcast float %6050 to i32
  %6052 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6051, i32 4, i32 31)
  %6053 = bitcast i32 %6052 to float
  %6054 = fadd float %6050, %6053
  %6055 = bitcast float %6054 to i32
  %6056 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6055, i32 2, i32 31)
  %6057 = bitcast i32 %6056 to float
  %6058 = fadd float %6054, %6057
  %6059 = bitcast float %6058 to i32
  %6060 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6059, i32 1, i32 31)
  %6061 = bitcast i32 %6060 to float
  %6062 = fadd float %6058, %6061
  %6063 = add i32 %40, %33
  %6064 = icmp slt i32 %6063, %4
  %6065 = and i1 %35, %6064
  %6066 = icmp slt i32 2, %26
  %6067 = and i1 %6065, %6066
  br i1 %6067, label %then205, label %endif206

then205:                                          ; preds = %endif204
  %6068 = add i32 %25, 2
  %6069 = sext i32 %6068 to i64
  %6070 = sext i32 %4 to i64
  %6071 = mul i64 %6069, %6070
  %6072 = sext i32 %6063 to i64
  %6073 = add i64 %6071, %6072
  %6074 = mul i64 %6073, 4
  %6075 = getelementptr i8, ptr addrspace(1) %0, i64 %6074
  store float %6062, ptr addrspace(1) %6075, align 4
  br label %endif206

endif206:                                         ; preds = %then205, %endif204
  %6076 = load float, ptr %v17, align 4
  %6077 = load float, ptr %v18, align 4
  %6078 = load float, ptr %v19, align 4
  %6079 = load float, ptr %v20, align 4
  %6080 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6081 = and i32 %6080, 31
  %6082 = and i32 %6081, 16
  %6083 = icmp ne i32 %6082, 0
  %6084 = select i1 %6083, float %6078, float %6076
  %6085 = select i1 %6083, float %6076, float %6078
  %6086 = bitcast float %6085 to i32
  %6087 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6086, i32 16, i32 31)
  %6088 = bitcast i32 %6087 to float
  %6089 = fadd float %6084, %6088
  %6090 = select i1 %6083, float %6079, float %6077
  %6091 = select i1 %6083, float %6077, float %6079
  %6092 = bitcast float %6091 to i32
  %6093 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6092, i32 16, i32 31)
  %6094 = bitcast i32 %6093 to float
  %6095 = fadd float %6090, %6094
  %6096 = and i32 %6081, 8
  %6097 = icmp ne i32 %6096, 0
  %6098 = select i1 %6097, float %6095, float %6089
  %6099 = select i1 %6097, float %6089, float %6095
  %6100 = bitcast float %6099 to i32
  %6101 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6100, i32 8, i32 31)
  %6102 = bitcast i32 %6101 to float
  %6103 = fadd float %6098, %6102
  %6104 = bitcast float %6103 to i32
  %6105 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6104, i32 4, i32 31)
  %6106 = bitcast i32 %6105 to float
  %6107 = fadd float %6103, %6106
  %6108 = bitcast float %6107 to i32
  %6109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6108, i32 2, i32 31)
  %6110 = bitcast i32 %6109 to float
  %6111 = fadd float %6107, %6110
  %6112 = bitcast float %6111 to i32
  %6113 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6112, i32 1, i32 31)
  %6114 = bitcast i32 %6113 to float
  %6115 = fadd float %6111, %6114
  %6116 = add i32 %40, %33
  %6117 = icmp slt i32 %6116, %4
  %6118 = and i1 %35, %6117
  %6119 = icmp slt i32 3, %26
  %6120 = and i1 %6118, %6119
  br i1 %6120, label %then207, label %endif208

then207:                                          ; preds = %endif206
  %6121 = add i32 %25, 3
  %6122 = sext i32 %6121 to i64
  %6123 = sext i32 %4 to i64
  %6124 = mul i64 %6122, %6123
  %6125 = sext i32 %6116 to i64
  %6126 = add i64 %6124, %6125
  %6127 = mul i64 %6126, 4
  %6128 = getelementptr i8, ptr addrspace(1) %0, i64 %6127
  store float %6115, ptr addrspace(1) %6128, align 4
  br label %endif208

endif208:                                         ; preds = %then207, %endif206
  %6129 = load float, ptr %v21, align 4
  %6130 = load float, ptr %v22, align 4
  %6131 = load float, ptr %v23, align 4
  %6132 = load float, ptr %v24, align 4
  %6133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6134 = and i32 %6133, 31
  %6135 = and i32 %6134, 16
  %6136 = icmp ne i32 %6135, 0
  %6137 = select i1 %6136, float %6131, float %6129
  %6138 = select i1 %6136, float %6129, float %6131
  %6139 = bitcast float %6138 to i32
  %6140 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6139, i32 16, i32 31)
  %6141 = bitcast i32 %6140 to float
  %6142 = fadd float %6137, %6141
  %6143 = select i1 %6136, float %6132, float %6130
  %6144 = select i1 %6136, float %6130, float %6132
  %6145 = bitcast float %6144 to i32
  %6146 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6145, i32 16, i32 31)
  %6147 = bitcast i32 %6146 to float
  %6148 = fadd float %6143, %6147
  %6149 = and i32 %6134, 8
  %6150 = icmp ne i32 %6149, 0
  %6151 = select i1 %6150, float %6148, float %6142
  %6152 = select i1 %6150, float %6142, float %6148
  %6153 = bitcast float %6152 to i32
  %6154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6153, i32 8, i32 31)
  %6155 = bitcast i32 %6154 to float
  %6156 = fadd float %6151, %6155
  %6157 = bitcast float %6156 to i32
  %6158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6157, i32 4, i32 31)
  %6159 = bitcast i32 %6158 to float
  %6160 = fadd float %6156, %6159
  %6161 = bitcast float %6160 to i32
  %6162 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6161, i32 2, i32 31)
  %6163 = bitcast i32 %6162 to float
  %6164 = fadd float %6160, %6163
  %6165 = bitcast float %6164 to i32
  %6166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6165, i32 1, i32 31)
  %6167 = bitcast i32 %6166 to float
  %6168 = fadd float %6164, %6167
  %6169 = add i32 %40, %33
  %6170 = icmp slt i32 %6169, %4
  %6171 = and i1 %35, %6170
  %6172 = icmp slt i32 4, %26
  %6173 = and i1 %6171, %6172
  br i1 %6173, label %then209, label %endif210

then209:                                          ; preds = %endif208
  %6174 = add i32 %25, 4
  %6175 = sext i32 %6174 to i64
  %6176 = sext i32 %4 to i64
  %6177 = mul i64 %6175, %6176
  %6178 = sext i32 %6169 to i64
  %6179 = add i64 %6177, %6178
  %6180 = mul i64 %6179, 4
  %6181 = getelementptr i8, ptr addrspace(1) %0, i64 %6180
  store float %6168, ptr addrspace(1) %6181, align 4
  br label %endif210

endif210:                                         ; preds = %then209, %endif208
  %6182 = load float, ptr %v25, align 4
  %6183 = load float, ptr %v26, align 4
  %6184 = load float, ptr %v27, align 4
  %6185 = load float, ptr %v28, align 4
  %6186 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6187 = and i32 %6186, 31
  %6188 = and i32 %6187, 16
  %6189 = icmp ne i32 %6188, 0
  %6190 = select i1 %6189, float %6184, float %6182
  %6191 = select i1 %6189, float %6182, float %6184
  %6192 = bitcast float %6191 to i32
  %6193 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6192, i32 16, i32 31)
  %6194 = bitcast i32 %6193 to float
  %6195 = fadd float %6190, %6194
  %6196 = select i1 %6189, float %6185, float %6183
  %6197 = select i1 %6189, float %6183, float %6185
  %6198 = bitcast float %6197 to i32
  %6199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6198, i32 16, i32 31)
  %6200 = bitcast i32 %6199 to float
  %6201 = fadd float %6196, %6200
  %6202 = and i32 %6187, 8
  %6203 = icmp ne i32 %6202, 0
  %6204 = select i1 %6203, float %6201, float %6195
  %6205 = select i1 %6203, float %6195, float %6201
  %6206 = bitcast float %6205 to i32
  %6207 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6206, i32 8, i32 31)
  %6208 = bitcast i32 %6207 to float
  %6209 = fadd float %6204, %6208
  %6210 = bitcast float %6209 to i32
  %6211 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6210, i32 4, i32 31)
  %6212 = bitcast i32 %6211 to float
  %6213 = fadd float %6209, %6212
  %6214 = bitcast float %6213 to i32
  %6215 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6214, i32 2, i32 31)
  %6216 = bitcast i32 %6215 to float
  %6217 = fadd float %6213, %6216
  %6218 = bitcast float %6217 to i32
  %6219 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6218, i32 1, i32 31)
  %6220 = bitcast i32 %6219 to float
  %6221 = fadd float %6217, %6220
  %6222 = add i32 %40, %33
  %6223 = icmp slt i32 %6222, %4
  %6224 = and i1 %35, %6223
  %6225 = icmp slt i32 5, %26
  %6226 = and i1 %6224, %6225
  br i1 %6226, label %then211, label %endif212

then211:                                          ; preds = %endif210
  %6227 = add i32 %25, 5
  %6228 = sext i32 %6227 to i64
  %6229 = sext i32 %4 to i64
  %6230 = mul i64 %6228, %6229
  %6231 = sext i32 %6222 to i64
  %6232 = add i64 %6230, %6231
  %6233 = mul i64 %6232, 4
  %6234 = getelementptr i8, ptr addrspace(1) %0, i64 %6233
  store float %6221, ptr addrspace(1) %6234, align 4
  br label %endif212

endif212:                                         ; preds = %then211, %endif210
  %6235 = load float, ptr %v29, align 4
  %6236 = load float, ptr %v30, align 4
  %6237 = load float, ptr %v31, align 4
  %6238 = load float, ptr %v32, align 4
  %6239 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6240 = and i32 %6239, 31
  %6241 = and i32 %6240, 16
  %6242 = icmp ne i32 %6241, 0
  %6243 = select i1 %6242, float %6237, float %6235
  %6244 = select i1 %6242, float %6235, float %6237
  %6245 = bitcast float %6244 to i32
  %6246 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6245, i32 16, i32 31)
  %6247 = bitcast i32 %6246 to float
  %6248 = fadd float %6243, %6247
  %6249 = select i1 %6242, float %6238, float %6236
  %6250 = select i1 %6242, float %6236, float %6238
  %6251 = bitcast float %6250 to i32
  %6252 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6251, i32 16, i32 31)
  %6253 = bitcast i32 %6252 to float
  %6254 = fadd float %6249, %6253
  %6255 = and i32 %6240, 8
  %6256 = icmp ne i32 %6255, 0
  %6257 = select i1 %6256, float %6254, float %6248
  %6258 = select i1 %6256, float %6248, float %6254
  %6259 = bitcast float %6258 to i32
  %6260 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6259, i32 8, i32 31)
  %6261 = bitcast i32 %6260 to float
  %6262 = fadd float %6257, %6261
  %6263 = bitcast float %6262 to i32
  %6264 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6263, i32 4, i32 31)
  %6265 = bitcast i32 %6264 to float
  %6266 = fadd float %6262, %6265
  %6267 = bitcast float %6266 to i32
  %6268 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6267, i32 2, i32 31)
  %6269 = bitcast i32 %6268 to float
  %6270 = fadd float %6266, %6269
  %6271 = bitcast float %6270 to i32
  %6272 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6271, i32 1, i32 31)
  %6273 = bitcast i32 %6272 to float
  %6274 = fadd float %6270, %6273
  %6275 = add i32 %40, %33
  %6276 = icmp slt i32 %6275, %4
  %6277 = and i1 %35, %6276
  %6278 = icmp slt i32 6, %26
  %6279 = and i1 %6277, %6278
  br i1 %6279, label %then213, label %endif214

then213:                                          ; preds = %endif212
  %6280 = add i32 %25, 6
  %6281 = sext i32 %6280 to i64
  %6282 = sext i32 %4 to i64
  %6283 = mul i64 %6281, %6282
  %6284 = sext i32 %6275 to i64
  %6285 = add i64 %6283, %6284
  %6286 = mul i64 %6285, 4
  %6287 = getelementptr i8, ptr addrspace(1) %0, i64 %6286
  store float %6274, ptr addrspace(1) %6287, align 4
  br label %endif214

endif214:                                         ; preds = %then213, %endif212
  %6288 = load float, ptr %v33, align 4
  %6289 = load float, ptr %v34, align 4
  %6290 = load float, ptr %v35, align 4
  %6291 = load float, ptr %v36, align 4
  %6292 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6293 = and i32 %6292, 31
  %6294 = and i32 %6293, 16
  %6295 = icmp ne i32 %6294, 0
  %6296 = select i1 %6295, float %6290, float %6288
  %6297 = select i1 %6295, float %6288, float %6290
  %6298 = bitcast float %6297 to i32
  %6299 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6298, i32 16, i32 31)
  %6300 = bitcast i32 %6299 to float
  %6301 = fadd float %6296, %6300
  %6302 = select i1 %6295, float %6291, float %6289
  %6303 = select i1 %6295, float %6289, float %6291
  %6304 = bitcast float %6303 to i32
  %6305 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6304, i32 16, i32 31)
  %6306 = bitcast i32 %6305 to float
  %6307 = fadd float %6302, %6306
  %6308 = and i32 %6293, 8
  %6309 = icmp ne i32 %6308, 0
  %6310 = select i1 %6309, float %6307, float %6301
  %6311 = select i1 %6309, float %6301, float %6307
  %6312 = bitcast float %6311 to i32
  %6313 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6312, i32 8, i32 31)
  %6314 = bitcast i32 %6313 to float
  %6315 = fadd float %6310, %6314
  %6316 = bitcast float %6315 to i32
  %6317 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6316, i32 4, i32 31)
  %6318 = bitcast i32 %6317 to float
  %6319 = fadd float %6315, %6318
  %6320 = bitcast float %6319 to i32
  %6321 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6320, i32 2, i32 31)
  %6322 = bitcast i32 %6321 to float
  %6323 = fadd float %6319, %6322
  %6324 = bitcast float %6323 to i32
  %6325 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6324, i32 1, i32 31)
  %6326 = bitcast i32 %6325 to float
  %6327 = fadd float %6323, %6326
  %6328 = add i32 %40, %33
  %6329 = icmp slt i32 %6328, %4
  %6330 = and i1 %35, %6329
  %6331 = icmp slt i32 7, %26
  %6332 = and i1 %6330, %6331
  br i1 %6332, label %then215, label %endif216

then215:                                          ; preds = %endif214
  %6333 = add i32 %25, 7
  %6334 = sext i32 %6333 to i64
  %6335 = sext i32 %4 to i64
  %6336 = mul i64 %6334, %6335
  %6337 = sext i32 %6328 to i64
  %6338 = add i64 %6336, %6337
  %6339 = mul i64 %6338, 4
  %6340 = getelementptr i8, ptr addrspace(1) %0, i64 %6339
  store float %6327, ptr addrspace(1) %6340, align 4
  br label %endif216

endif216:                                         ; preds = %then215, %endif214
  %6341 = load i32, ptr %v1, align 4
  %6342 = add i32 %6341, 4
  store i32 %6342, ptr %v1, align 4
  br label %loop2
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

!0 = !{ptr @strata_moe_matmul_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matmul_q4_k, !"maxntidx", i32 128}
