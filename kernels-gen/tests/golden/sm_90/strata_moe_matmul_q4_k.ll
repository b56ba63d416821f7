; ModuleID = 'strata_moe_matmul_q4_k'
source_filename = "strata_moe_matmul_q4_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_matmul_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  %v69 = alloca i32, align 4
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
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
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

loop2:                                            ; preds = %endif86, %body
  %36 = load i32, ptr %v1, align 4
  %37 = icmp slt i32 %36, 4
  br i1 %37, label %body3, label %done4

body3:                                            ; preds = %loop2
  %38 = load i32, ptr %v1, align 4
  %39 = mul i32 %38, 4
  %40 = add i32 %30, %39
  %41 = sext i32 %5 to i64
  %42 = lshr i64 %41, 3
  %43 = add i64 %41, %42
  %44 = add i64 %43, 15
  %45 = and i64 %44, -16
  %46 = sext i32 %5 to i64
  %47 = udiv i64 %46, 256
  %48 = mul i64 %47, 144
  %49 = sub i32 %4, 1
  %50 = add i32 %40, 0
  %51 = icmp sgt i32 %50, %49
  %52 = select i1 %51, i32 %49, i32 %50
  %53 = sext i32 %52 to i64
  %54 = mul i64 %53, %48
  %55 = getelementptr i8, ptr addrspace(1) %11, i64 %54
  %56 = add i32 %40, 1
  %57 = icmp sgt i32 %56, %49
  %58 = select i1 %57, i32 %49, i32 %56
  %59 = sext i32 %58 to i64
  %60 = mul i64 %59, %48
  %61 = getelementptr i8, ptr addrspace(1) %11, i64 %60
  %62 = add i32 %40, 2
  %63 = icmp sgt i32 %62, %49
  %64 = select i1 %63, i32 %49, i32 %62
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, %48
  %67 = getelementptr i8, ptr addrspace(1) %11, i64 %66
  %68 = add i32 %40, 3
  %69 = icmp sgt i32 %68, %49
  %70 = select i1 %69, i32 %49, i32 %68
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, %48
  %73 = getelementptr i8, ptr addrspace(1) %11, i64 %72
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
  %74 = sub i32 %26, 1
  %75 = icmp sgt i32 0, %74
  %76 = select i1 %75, i32 %74, i32 0
  %77 = add i32 %25, %76
  %78 = sext i32 %77 to i64
  %79 = mul i64 %78, %45
  %80 = getelementptr i8, ptr addrspace(1) %3, i64 %79
  %81 = icmp sgt i32 1, %74
  %82 = select i1 %81, i32 %74, i32 1
  %83 = add i32 %25, %82
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, %45
  %86 = getelementptr i8, ptr addrspace(1) %3, i64 %85
  %87 = icmp sgt i32 2, %74
  %88 = select i1 %87, i32 %74, i32 2
  %89 = add i32 %25, %88
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, %45
  %92 = getelementptr i8, ptr addrspace(1) %3, i64 %91
  %93 = icmp sgt i32 3, %74
  %94 = select i1 %93, i32 %74, i32 3
  %95 = add i32 %25, %94
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, %45
  %98 = getelementptr i8, ptr addrspace(1) %3, i64 %97
  %99 = icmp sgt i32 4, %74
  %100 = select i1 %99, i32 %74, i32 4
  %101 = add i32 %25, %100
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, %45
  %104 = getelementptr i8, ptr addrspace(1) %3, i64 %103
  %105 = icmp sgt i32 5, %74
  %106 = select i1 %105, i32 %74, i32 5
  %107 = add i32 %25, %106
  %108 = sext i32 %107 to i64
  %109 = mul i64 %108, %45
  %110 = getelementptr i8, ptr addrspace(1) %3, i64 %109
  %111 = icmp sgt i32 6, %74
  %112 = select i1 %111, i32 %74, i32 6
  %113 = add i32 %25, %112
  %114 = sext i32 %113 to i64
  %115 = mul i64 %114, %45
  %116 = getelementptr i8, ptr addrspace(1) %3, i64 %115
  %117 = icmp sgt i32 7, %74
  %118 = select i1 %117, i32 %74, i32 7
  %119 = add i32 %25, %118
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, %45
  %122 = getelementptr i8, ptr addrspace(1) %3, i64 %121
  %123 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %124 = and i32 %123, 31
  %125 = udiv i32 %5, 32
  %126 = sub i32 %125, 1
  %127 = icmp sgt i32 %124, %126
  %128 = select i1 %127, i32 %126, i32 %124
  %129 = lshr i32 %128, 3
  %130 = and i32 %128, 7
  %131 = sext i32 %129 to i64
  %132 = mul i64 %131, 144
  %133 = add i64 %132, 0
  %134 = getelementptr i8, ptr addrspace(1) %55, i64 %133
  %135 = getelementptr i8, ptr addrspace(1) %134, i64 0
  %136 = load <4 x i32>, ptr addrspace(1) %135, align 16
  %137 = extractelement <4 x i32> %136, i32 0
  %138 = extractelement <4 x i32> %136, i32 1
  %139 = extractelement <4 x i32> %136, i32 2
  %140 = extractelement <4 x i32> %136, i32 3
  %141 = sext i32 %130 to i64
  %142 = mul i64 %141, 16
  %143 = add i64 %142, 16
  %144 = add i64 %143, 0
  %145 = getelementptr i8, ptr addrspace(1) %134, i64 %144
  %146 = load <4 x i32>, ptr addrspace(1) %145, align 16
  %147 = extractelement <4 x i32> %146, i32 0
  %148 = extractelement <4 x i32> %146, i32 1
  %149 = extractelement <4 x i32> %146, i32 2
  %150 = extractelement <4 x i32> %146, i32 3
  store i32 %137, ptr %v37, align 4
  store i32 %138, ptr %v38, align 4
  store i32 %139, ptr %v39, align 4
  store i32 %140, ptr %v40, align 4
  store i32 %147, ptr %v41, align 4
  store i32 %148, ptr %v42, align 4
  store i32 %149, ptr %v43, align 4
  store i32 %150, ptr %v44, align 4
  %151 = lshr i32 %128, 3
  %152 = and i32 %128, 7
  %153 = sext i32 %151 to i64
  %154 = mul i64 %153, 144
  %155 = add i64 %154, 0
  %156 = getelementptr i8, ptr addrspace(1) %61, i64 %155
  %157 = getelementptr i8, ptr addrspace(1) %156, i64 0
  %158 = load <4 x i32>, ptr addrspace(1) %157, align 16
  %159 = extractelement <4 x i32> %158, i32 0
  %160 = extractelement <4 x i32> %158, i32 1
  %161 = extractelement <4 x i32> %158, i32 2
  %162 = extractelement <4 x i32> %158, i32 3
  %163 = sext i32 %152 to i64
  %164 = mul i64 %163, 16
  %165 = add i64 %164, 16
  %166 = add i64 %165, 0
  %167 = getelementptr i8, ptr addrspace(1) %156, i64 %166
  %168 = load <4 x i32>, ptr addrspace(1) %167, align 16
  %169 = extractelement <4 x i32> %168, i32 0
  %170 = extractelement <4 x i32> %168, i32 1
  %171 = extractelement <4 x i32> %168, i32 2
  %172 = extractelement <4 x i32> %168, i32 3
  store i32 %159, ptr %v45, align 4
  store i32 %160, ptr %v46, align 4
  store i32 %161, ptr %v47, align 4
  store i32 %162, ptr %v48, align 4
  store i32 %169, ptr %v49, align 4
  store i32 %170, ptr %v50, align 4
  store i32 %171, ptr %v51, align 4
  store i32 %172, ptr %v52, align 4
  %173 = lshr i32 %128, 3
  %174 = and i32 %128, 7
  %175 = sext i32 %173 to i64
  %176 = mul i64 %175, 144
  %177 = add i64 %176, 0
  %178 = getelementptr i8, ptr addrspace(1) %67, i64 %177
  %179 = getelementptr i8, ptr addrspace(1) %178, i64 0
  %180 = load <4 x i32>, ptr addrspace(1) %179, align 16
  %181 = extractelement <4 x i32> %180, i32 0
  %182 = extractelement <4 x i32> %180, i32 1
  %183 = extractelement <4 x i32> %180, i32 2
  %184 = extractelement <4 x i32> %180, i32 3
  %185 = sext i32 %174 to i64
  %186 = mul i64 %185, 16
  %187 = add i64 %186, 16
  %188 = add i64 %187, 0
  %189 = getelementptr i8, ptr addrspace(1) %178, i64 %188
  %190 = load <4 x i32>, ptr addrspace(1) %189, align 16
  %191 = extractelement <4 x i32> %190, i32 0
  %192 = extractelement <4 x i32> %190, i32 1
  %193 = extractelement <4 x i32> %190, i32 2
  %194 = extractelement <4 x i32> %190, i32 3
  store i32 %181, ptr %v53, align 4
  store i32 %182, ptr %v54, align 4
  store i32 %183, ptr %v55, align 4
  store i32 %184, ptr %v56, align 4
  store i32 %191, ptr %v57, align 4
  store i32 %192, ptr %v58, align 4
  store i32 %193, ptr %v59, align 4
  store i32 %194, ptr %v60, align 4
  %195 = lshr i32 %128, 3
  %196 = and i32 %128, 7
  %197 = sext i32 %195 to i64
  %198 = mul i64 %197, 144
  %199 = add i64 %198, 0
  %200 = getelementptr i8, ptr addrspace(1) %73, i64 %199
  %201 = getelementptr i8, ptr addrspace(1) %200, i64 0
  %202 = load <4 x i32>, ptr addrspace(1) %201, align 16
  %203 = extractelement <4 x i32> %202, i32 0
  %204 = extractelement <4 x i32> %202, i32 1
  %205 = extractelement <4 x i32> %202, i32 2
  %206 = extractelement <4 x i32> %202, i32 3
  %207 = sext i32 %196 to i64
  %208 = mul i64 %207, 16
  %209 = add i64 %208, 16
  %210 = add i64 %209, 0
  %211 = getelementptr i8, ptr addrspace(1) %200, i64 %210
  %212 = load <4 x i32>, ptr addrspace(1) %211, align 16
  %213 = extractelement <4 x i32> %212, i32 0
  %214 = extractelement <4 x i32> %212, i32 1
  %215 = extractelement <4 x i32> %212, i32 2
  %216 = extractelement <4 x i32> %212, i32 3
  store i32 %203, ptr %v61, align 4
  store i32 %204, ptr %v62, align 4
  store i32 %205, ptr %v63, align 4
  store i32 %206, ptr %v64, align 4
  store i32 %213, ptr %v65, align 4
  store i32 %214, ptr %v66, align 4
  store i32 %215, ptr %v67, align 4
  store i32 %216, ptr %v68, align 4
  %217 = getelementptr i8, ptr addrspace(1) %80, i64 %41
  %218 = getelementptr i8, ptr addrspace(1) %86, i64 %41
  %219 = getelementptr i8, ptr addrspace(1) %92, i64 %41
  %220 = getelementptr i8, ptr addrspace(1) %98, i64 %41
  %221 = getelementptr i8, ptr addrspace(1) %104, i64 %41
  %222 = getelementptr i8, ptr addrspace(1) %110, i64 %41
  %223 = getelementptr i8, ptr addrspace(1) %116, i64 %41
  %224 = getelementptr i8, ptr addrspace(1) %122, i64 %41
  store i32 %124, ptr %v69, align 4
  br label %loop70

done4:                                            ; preds = %loop2
  %225 = load i32, ptr %v, align 4
  %226 = add i32 %225, 8
  store i32 %226, ptr %v, align 4
  br label %loop

loop70:                                           ; preds = %body71, %body3
  %227 = load i32, ptr %v69, align 4
  %228 = icmp slt i32 %227, %125
  br i1 %228, label %body71, label %done72

body71:                                           ; preds = %loop70
  %229 = load i32, ptr %v69, align 4
  %230 = load i32, ptr %v37, align 4
  %231 = load i32, ptr %v38, align 4
  %232 = load i32, ptr %v39, align 4
  %233 = load i32, ptr %v40, align 4
  %234 = load i32, ptr %v41, align 4
  %235 = load i32, ptr %v42, align 4
  %236 = load i32, ptr %v43, align 4
  %237 = load i32, ptr %v44, align 4
  %238 = load i32, ptr %v45, align 4
  %239 = load i32, ptr %v46, align 4
  %240 = load i32, ptr %v47, align 4
  %241 = load i32, ptr %v48, align 4
  %242 = load i32, ptr %v49, align 4
  %243 = load i32, ptr %v50, align 4
  %244 = load i32, ptr %v51, align 4
  %245 = load i32, ptr %v52, align 4
  %246 = load i32, ptr %v53, align 4
  %247 = load i32, ptr %v54, align 4
  %248 = load i32, ptr %v55, align 4
  %249 = load i32, ptr %v56, align 4
  %250 = load i32, ptr %v57, align 4
  %251 = load i32, ptr %v58, align 4
  %252 = load i32, ptr %v59, align 4
  %253 = load i32, ptr %v60, align 4
  %254 = load i32, ptr %v61, align 4
  %255 = load i32, ptr %v62, align 4
  %256 = load i32, ptr %v63, align 4
  %257 = load i32, ptr %v64, align 4
  %258 = load i32, ptr %v65, align 4
  %259 = load i32, ptr %v66, align 4
  %260 = load i32, ptr %v67, align 4
  %261 = load i32, ptr %v68, align 4
  %262 = add i32 %229, 32
  %263 = icmp sgt i32 %262, %126
  %264 = select i1 %263, i32 %126, i32 %262
  %265 = lshr i32 %264, 3
  %266 = and i32 %264, 7
  %267 = sext i32 %265 to i64
  %268 = mul i64 %267, 144
  %269 = add i64 %268, 0
  %270 = getelementptr i8, ptr addrspace(1) %55, i64 %269
  %271 = getelementptr i8, ptr addrspace(1) %270, i64 0
  %272 = load <4 x i32>, ptr addrspace(1) %271, align 16
  %273 = extractelement <4 x i32> %272, i32 0
  %274 = extractelement <4 x i32> %272, i32 1
  %275 = extractelement <4 x i32> %272, i32 2
  %276 = extractelement <4 x i32> %272, i32 3
  %277 = sext i32 %266 to i64
  %278 = mul i64 %277, 16
  %279 = add i64 %278, 16
  %280 = add i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(1) %270, i64 %280
  %282 = load <4 x i32>, ptr addrspace(1) %281, align 16
  %283 = extractelement <4 x i32> %282, i32 0
  %284 = extractelement <4 x i32> %282, i32 1
  %285 = extractelement <4 x i32> %282, i32 2
  %286 = extractelement <4 x i32> %282, i32 3
  store i32 %273, ptr %v37, align 4
  store i32 %274, ptr %v38, align 4
  store i32 %275, ptr %v39, align 4
  store i32 %276, ptr %v40, align 4
  store i32 %283, ptr %v41, align 4
  store i32 %284, ptr %v42, align 4
  store i32 %285, ptr %v43, align 4
  store i32 %286, ptr %v44, align 4
  %287 = lshr i32 %264, 3
  %288 = and i32 %264, 7
  %289 = sext i32 %287 to i64
  %290 = mul i64 %289, 144
  %291 = add i64 %290, 0
  %292 = getelementptr i8, ptr addrspace(1) %61, i64 %291
  %293 = getelementptr i8, ptr addrspace(1) %292, i64 0
  %294 = load <4 x i32>, ptr addrspace(1) %293, align 16
  %295 = extractelement <4 x i32> %294, i32 0
  %296 = extractelement <4 x i32> %294, i32 1
  %297 = extractelement <4 x i32> %294, i32 2
  %298 = extractelement <4 x i32> %294, i32 3
  %299 = sext i32 %288 to i64
  %300 = mul i64 %299, 16
  %301 = add i64 %300, 16
  %302 = add i64 %301, 0
  %303 = getelementptr i8, ptr addrspace(1) %292, i64 %302
  %304 = load <4 x i32>, ptr addrspace(1) %303, align 16
  %305 = extractelement <4 x i32> %304, i32 0
  %306 = extractelement <4 x i32> %304, i32 1
  %307 = extractelement <4 x i32> %304, i32 2
  %308 = extractelement <4 x i32> %304, i32 3
  store i32 %295, ptr %v45, align 4
  store i32 %296, ptr %v46, align 4
  store i32 %297, ptr %v47, align 4
  store i32 %298, ptr %v48, align 4
  store i32 %305, ptr %v49, align 4
  store i32 %306, ptr %v50, align 4
  store i32 %307, ptr %v51, align 4
  store i32 %308, ptr %v52, align 4
  %309 = lshr i32 %264, 3
  %310 = and i32 %264, 7
  %311 = sext i32 %309 to i64
  %312 = mul i64 %311, 144
  %313 = add i64 %312, 0
  %314 = getelementptr i8, ptr addrspace(1) %67, i64 %313
  %315 = getelementptr i8, ptr addrspace(1) %314, i64 0
  %316 = load <4 x i32>, ptr addrspace(1) %315, align 16
  %317 = extractelement <4 x i32> %316, i32 0
  %318 = extractelement <4 x i32> %316, i32 1
  %319 = extractelement <4 x i32> %316, i32 2
  %320 = extractelement <4 x i32> %316, i32 3
  %321 = sext i32 %310 to i64
  %322 = mul i64 %321, 16
  %323 = add i64 %322, 16
  %324 = add i64 %323, 0
  %325 = getelementptr i8, ptr addrspace(1) %314, i64 %324
  %326 = load <4 x i32>, ptr addrspace(1) %325, align 16
  %327 = extractelement <4 x i32> %326, i32 0
  %328 = extractelement <4 x i32> %326, i32 1
  %329 = extractelement <4 x i32> %326, i32 2
  %330 = extractelement <4 x i32> %326, i32 3
  store i32 %317, ptr %v53, align 4
  store i32 %318, ptr %v54, align 4
  store i32 %319, ptr %v55, align 4
  store i32 %320, ptr %v56, align 4
  store i32 %327, ptr %v57, align 4
  store i32 %328, ptr %v58, align 4
  store i32 %329, ptr %v59, align 4
  store i32 %330, ptr %v60, align 4
  %331 = lshr i32 %264, 3
  %332 = and i32 %264, 7
  %333 = sext i32 %331 to i64
  %334 = mul i64 %333, 144
  %335 = add i64 %334, 0
  %336 = getelementptr i8, ptr addrspace(1) %73, i64 %335
  %337 = getelementptr i8, ptr addrspace(1) %336, i64 0
  %338 = load <4 x i32>, ptr addrspace(1) %337, align 16
  %339 = extractelement <4 x i32> %338, i32 0
  %340 = extractelement <4 x i32> %338, i32 1
  %341 = extractelement <4 x i32> %338, i32 2
  %342 = extractelement <4 x i32> %338, i32 3
  %343 = sext i32 %332 to i64
  %344 = mul i64 %343, 16
  %345 = add i64 %344, 16
  %346 = add i64 %345, 0
  %347 = getelementptr i8, ptr addrspace(1) %336, i64 %346
  %348 = load <4 x i32>, ptr addrspace(1) %347, align 16
  %349 = extractelement <4 x i32> %348, i32 0
  %350 = extractelement <4 x i32> %348, i32 1
  %351 = extractelement <4 x i32> %348, i32 2
  %352 = extractelement <4 x i32> %348, i32 3
  store i32 %339, ptr %v61, align 4
  store i32 %340, ptr %v62, align 4
  store i32 %341, ptr %v63, align 4
  store i32 %342, ptr %v64, align 4
  store i32 %349, ptr %v65, align 4
  store i32 %350, ptr %v66, align 4
  store i32 %351, ptr %v67, align 4
  store i32 %352, ptr %v68, align 4
  %353 = lshr i32 %229, 3
  %354 = and i32 %229, 7
  %355 = lshr i32 %354, 1
  %356 = and i32 %354, 1
  %357 = mul i32 %353, 256
  %358 = mul i32 %355, 64
  %359 = mul i32 %356, 16
  %360 = add i32 %358, %359
  %361 = add i32 %357, %360
  %362 = sext i32 %361 to i64
  %363 = add i64 %362, 32
  %364 = add i64 %362, 0
  %365 = getelementptr i8, ptr addrspace(1) %80, i64 %364
  %366 = load <4 x i32>, ptr addrspace(1) %365, align 16
  %367 = extractelement <4 x i32> %366, i32 0
  %368 = extractelement <4 x i32> %366, i32 1
  %369 = extractelement <4 x i32> %366, i32 2
  %370 = extractelement <4 x i32> %366, i32 3
  %371 = lshr i64 %362, 5
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(1) %217, i64 %372
  %374 = load float, ptr addrspace(1) %373, align 4
  %375 = add i64 %363, 0
  %376 = getelementptr i8, ptr addrspace(1) %80, i64 %375
  %377 = load <4 x i32>, ptr addrspace(1) %376, align 16
  %378 = extractelement <4 x i32> %377, i32 0
  %379 = extractelement <4 x i32> %377, i32 1
  %380 = extractelement <4 x i32> %377, i32 2
  %381 = extractelement <4 x i32> %377, i32 3
  %382 = lshr i64 %363, 5
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %217, i64 %383
  %385 = load float, ptr addrspace(1) %384, align 4
  %386 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %367, i32 0)
  %387 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %368, i32 %386)
  %388 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %369, i32 %387)
  %389 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %370, i32 %388)
  %390 = sitofp i32 %389 to float
  %391 = fmul float %374, %390
  %392 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %378, i32 0)
  %393 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %379, i32 %392)
  %394 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %380, i32 %393)
  %395 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %381, i32 %394)
  %396 = sitofp i32 %395 to float
  %397 = fmul float %385, %396
  %398 = load float, ptr %v5, align 4
  %399 = and i32 %229, 7
  %400 = lshr i32 %399, 1
  %401 = and i32 %230, 65535
  %402 = trunc i32 %401 to i16
  %403 = bitcast i16 %402 to half
  %404 = fpext half %403 to float
  %405 = lshr i32 %230, 16
  %406 = trunc i32 %405 to i16
  %407 = bitcast i16 %406 to half
  %408 = fpext half %407 to float
  %409 = and i32 %231, 1061109567
  %410 = and i32 %232, 1061109567
  %411 = and i32 %233, 252645135
  %412 = lshr i32 %231, 2
  %413 = and i32 %412, 808464432
  %414 = or i32 %411, %413
  %415 = lshr i32 %233, 4
  %416 = and i32 %415, 252645135
  %417 = lshr i32 %232, 2
  %418 = and i32 %417, 808464432
  %419 = or i32 %416, %418
  %420 = icmp ult i32 %400, 2
  %421 = and i32 %400, 1
  %422 = mul i32 %421, 16
  %423 = select i1 %420, i32 %409, i32 %414
  %424 = lshr i32 %423, %422
  %425 = select i1 %420, i32 %410, i32 %419
  %426 = lshr i32 %425, %422
  %427 = and i32 %234, 252645135
  %428 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %427, i32 %367, i32 0)
  %429 = and i32 %235, 252645135
  %430 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %429, i32 %368, i32 %428)
  %431 = and i32 %236, 252645135
  %432 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %431, i32 %369, i32 %430)
  %433 = and i32 %237, 252645135
  %434 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %433, i32 %370, i32 %432)
  %435 = lshr i32 %424, 0
  %436 = and i32 %435, 255
  %437 = mul i32 %436, %434
  %438 = sitofp i32 %437 to float
  %439 = bitcast i32 %426 to <4 x i8>
  %440 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %439, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %441 = bitcast <4 x i8> %440 to i32
  %442 = bitcast i32 %441 to float
  %443 = fadd float %442, 0xC160000000000000
  %444 = lshr i32 %234, 4
  %445 = and i32 %444, 252645135
  %446 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %445, i32 %378, i32 0)
  %447 = lshr i32 %235, 4
  %448 = and i32 %447, 252645135
  %449 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %448, i32 %379, i32 %446)
  %450 = lshr i32 %236, 4
  %451 = and i32 %450, 252645135
  %452 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %451, i32 %380, i32 %449)
  %453 = lshr i32 %237, 4
  %454 = and i32 %453, 252645135
  %455 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %454, i32 %381, i32 %452)
  %456 = lshr i32 %424, 8
  %457 = and i32 %456, 255
  %458 = mul i32 %457, %455
  %459 = sitofp i32 %458 to float
  %460 = bitcast i32 %426 to <4 x i8>
  %461 = shufflevector <4 x i8> %460, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %462 = bitcast <4 x i8> %461 to i32
  %463 = bitcast i32 %462 to float
  %464 = fadd float %463, 0xC160000000000000
  %465 = fmul float %459, %385
  %466 = call float @llvm.fma.f32(float %438, float %374, float %465)
  %467 = fmul float %464, %397
  %468 = call float @llvm.fma.f32(float %443, float %391, float %467)
  %469 = call float @llvm.fma.f32(float %404, float %466, float %398)
  %470 = fneg float %408
  %471 = call float @llvm.fma.f32(float %470, float %468, float %469)
  store float %471, ptr %v5, align 4
  %472 = load float, ptr %v6, align 4
  %473 = and i32 %229, 7
  %474 = lshr i32 %473, 1
  %475 = and i32 %238, 65535
  %476 = trunc i32 %475 to i16
  %477 = bitcast i16 %476 to half
  %478 = fpext half %477 to float
  %479 = lshr i32 %238, 16
  %480 = trunc i32 %479 to i16
  %481 = bitcast i16 %480 to half
  %482 = fpext half %481 to float
  %483 = and i32 %239, 1061109567
  %484 = and i32 %240, 1061109567
  %485 = and i32 %241, 252645135
  %486 = lshr i32 %239, 2
  %487 = and i32 %486, 808464432
  %488 = or i32 %485, %487
  %489 = lshr i32 %241, 4
  %490 = and i32 %489, 252645135
  %491 = lshr i32 %240, 2
  %492 = and i32 %491, 808464432
  %493 = or i32 %490, %492
  %494 = icmp ult i32 %474, 2
  %495 = and i32 %474, 1
  %496 = mul i32 %495, 16
  %497 = select i1 %494, i32 %483, i32 %488
  %498 = lshr i32 %497, %496
  %499 = select i1 %494, i32 %484, i32 %493
  %500 = lshr i32 %499, %496
  %501 = and i32 %242, 252645135
  %502 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %501, i32 %367, i32 0)
  %503 = and i32 %243, 252645135
  %504 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %503, i32 %368, i32 %502)
  %505 = and i32 %244, 252645135
  %506 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %505, i32 %369, i32 %504)
  %507 = and i32 %245, 252645135
  %508 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %507, i32 %370, i32 %506)
  %509 = lshr i32 %498, 0
  %510 = and i32 %509, 255
  %511 = mul i32 %510, %508
  %512 = sitofp i32 %511 to float
  %513 = bitcast i32 %500 to <4 x i8>
  %514 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %513, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %515 = bitcast <4 x i8> %514 to i32
  %516 = bitcast i32 %515 to float
  %517 = fadd float %516, 0xC160000000000000
  %518 = lshr i32 %242, 4
  %519 = and i32 %518, 252645135
  %520 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %519, i32 %378, i32 0)
  %521 = lshr i32 %243, 4
  %522 = and i32 %521, 252645135
  %523 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %522, i32 %379, i32 %520)
  %524 = lshr i32 %244, 4
  %525 = and i32 %524, 252645135
  %526 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %525, i32 %380, i32 %523)
  %527 = lshr i32 %245, 4
  %528 = and i32 %527, 252645135
  %529 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %528, i32 %381, i32 %526)
  %530 = lshr i32 %498, 8
  %531 = and i32 %530, 255
  %532 = mul i32 %531, %529
  %533 = sitofp i32 %532 to float
  %534 = bitcast i32 %500 to <4 x i8>
  %535 = shufflevector <4 x i8> %534, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %536 = bitcast <4 x i8> %535 to i32
  %537 = bitcast i32 %536 to float
  %538 = fadd float %537, 0xC160000000000000
  %539 = fmul float %533, %385
  %540 = call float @llvm.fma.f32(float %512, float %374, float %539)
  %541 = fmul float %538, %397
  %542 = call float @llvm.fma.f32(float %517, float %391, float %541)
  %543 = call float @llvm.fma.f32(float %478, float %540, float %472)
  %544 = fneg float %482
  %545 = call float @llvm.fma.f32(float %544, float %542, float %543)
  store float %545, ptr %v6, align 4
  %546 = load float, ptr %v7, align 4
  %547 = and i32 %229, 7
  %548 = lshr i32 %547, 1
  %549 = and i32 %246, 65535
  %550 = trunc i32 %549 to i16
  %551 = bitcast i16 %550 to half
  %552 = fpext half %551 to float
  %553 = lshr i32 %246, 16
  %554 = trunc i32 %553 to i16
  %555 = bitcast i16 %554 to half
  %556 = fpext half %555 to float
  %557 = and i32 %247, 1061109567
  %558 = and i32 %248, 1061109567
  %559 = and i32 %249, 252645135
  %560 = lshr i32 %247, 2
  %561 = and i32 %560, 808464432
  %562 = or i32 %559, %561
  %563 = lshr i32 %249, 4
  %564 = and i32 %563, 252645135
  %565 = lshr i32 %248, 2
  %566 = and i32 %565, 808464432
  %567 = or i32 %564, %566
  %568 = icmp ult i32 %548, 2
  %569 = and i32 %548, 1
  %570 = mul i32 %569, 16
  %571 = select i1 %568, i32 %557, i32 %562
  %572 = lshr i32 %571, %570
  %573 = select i1 %568, i32 %558, i32 %567
  %574 = lshr i32 %573, %570
  %575 = and i32 %250, 252645135
  %576 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %575, i32 %367, i32 0)
  %577 = and i32 %251, 252645135
  %578 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %577, i32 %368, i32 %576)
  %579 = and i32 %252, 252645135
  %580 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %579, i32 %369, i32 %578)
  %581 = and i32 %253, 252645135
  %582 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %581, i32 %370, i32 %580)
  %583 = lshr i32 %572, 0
  %584 = and i32 %583, 255
  %585 = mul i32 %584, %582
  %586 = sitofp i32 %585 to float
  %587 = bitcast i32 %574 to <4 x i8>
  %588 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %587, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %589 = bitcast <4 x i8> %588 to i32
  %590 = bitcast i32 %589 to float
  %591 = fadd float %590, 0xC160000000000000
  %592 = lshr i32 %250, 4
  %593 = and i32 %592, 252645135
  %594 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %593, i32 %378, i32 0)
  %595 = lshr i32 %251, 4
  %596 = and i32 %595, 252645135
  %597 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %596, i32 %379, i32 %594)
  %598 = lshr i32 %252, 4
  %599 = and i32 %598, 252645135
  %600 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %599, i32 %380, i32 %597)
  %601 = lshr i32 %253, 4
  %602 = and i32 %601, 252645135
  %603 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %602, i32 %381, i32 %600)
  %604 = lshr i32 %572, 8
  %605 = and i32 %604, 255
  %606 = mul i32 %605, %603
  %607 = sitofp i32 %606 to float
  %608 = bitcast i32 %574 to <4 x i8>
  %609 = shufflevector <4 x i8> %608, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %610 = bitcast <4 x i8> %609 to i32
  %611 = bitcast i32 %610 to float
  %612 = fadd float %611, 0xC160000000000000
  %613 = fmul float %607, %385
  %614 = call float @llvm.fma.f32(float %586, float %374, float %613)
  %615 = fmul float %612, %397
  %616 = call float @llvm.fma.f32(float %591, float %391, float %615)
  %617 = call float @llvm.fma.f32(float %552, float %614, float %546)
  %618 = fneg float %556
  %619 = call float @llvm.fma.f32(float %618, float %616, float %617)
  store float %619, ptr %v7, align 4
  %620 = load float, ptr %v8, align 4
  %621 = and i32 %229, 7
  %622 = lshr i32 %621, 1
  %623 = and i32 %254, 65535
  %624 = trunc i32 %623 to i16
  %625 = bitcast i16 %624 to half
  %626 = fpext half %625 to float
  %627 = lshr i32 %254, 16
  %628 = trunc i32 %627 to i16
  %629 = bitcast i16 %628 to half
  %630 = fpext half %629 to float
  %631 = and i32 %255, 1061109567
  %632 = and i32 %256, 1061109567
  %633 = and i32 %257, 252645135
  %634 = lshr i32 %255, 2
  %635 = and i32 %634, 808464432
  %636 = or i32 %633, %635
  %637 = lshr i32 %257, 4
  %638 = and i32 %637, 252645135
  %639 = lshr i32 %256, 2
  %640 = and i32 %639, 808464432
  %641 = or i32 %638, %640
  %642 = icmp ult i32 %622, 2
  %643 = and i32 %622, 1
  %644 = mul i32 %643, 16
  %645 = select i1 %642, i32 %631, i32 %636
  %646 = lshr i32 %645, %644
  %647 = select i1 %642, i32 %632, i32 %641
  %648 = lshr i32 %647, %644
  %649 = and i32 %258, 252645135
  %650 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %649, i32 %367, i32 0)
  %651 = and i32 %259, 252645135
  %652 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %651, i32 %368, i32 %650)
  %653 = and i32 %260, 252645135
  %654 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %653, i32 %369, i32 %652)
  %655 = and i32 %261, 252645135
  %656 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %655, i32 %370, i32 %654)
  %657 = lshr i32 %646, 0
  %658 = and i32 %657, 255
  %659 = mul i32 %658, %656
  %660 = sitofp i32 %659 to float
  %661 = bitcast i32 %648 to <4 x i8>
  %662 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %661, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %663 = bitcast <4 x i8> %662 to i32
  %664 = bitcast i32 %663 to float
  %665 = fadd float %664, 0xC160000000000000
  %666 = lshr i32 %258, 4
  %667 = and i32 %666, 252645135
  %668 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %667, i32 %378, i32 0)
  %669 = lshr i32 %259, 4
  %670 = and i32 %669, 252645135
  %671 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %670, i32 %379, i32 %668)
  %672 = lshr i32 %260, 4
  %673 = and i32 %672, 252645135
  %674 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %673, i32 %380, i32 %671)
  %675 = lshr i32 %261, 4
  %676 = and i32 %675, 252645135
  %677 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %676, i32 %381, i32 %674)
  %678 = lshr i32 %646, 8
  %679 = and i32 %678, 255
  %680 = mul i32 %679, %677
  %681 = sitofp i32 %680 to float
  %682 = bitcast i32 %648 to <4 x i8>
  %683 = shufflevector <4 x i8> %682, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %684 = bitcast <4 x i8> %683 to i32
  %685 = bitcast i32 %684 to float
  %686 = fadd float %685, 0xC160000000000000
  %687 = fmul float %681, %385
  %688 = call float @llvm.fma.f32(float %660, float %374, float %687)
  %689 = fmul float %686, %397
  %690 = call float @llvm.fma.f32(float %665, float %391, float %689)
  %691 = call float @llvm.fma.f32(float %626, float %688, float %620)
  %692 = fneg float %630
  %693 = call float @llvm.fma.f32(float %692, float %690, float %691)
  store float %693, ptr %v8, align 4
  %694 = add i64 %362, 0
  %695 = getelementptr i8, ptr addrspace(1) %86, i64 %694
  %696 = load <4 x i32>, ptr addrspace(1) %695, align 16
  %697 = extractelement <4 x i32> %696, i32 0
  %698 = extractelement <4 x i32> %696, i32 1
  %699 = extractelement <4 x i32> %696, i32 2
  %700 = extractelement <4 x i32> %696, i32 3
  %701 = lshr i64 %362, 5
  %702 = mul i64 %701, 4
  %703 = getelementptr i8, ptr addrspace(1) %218, i64 %702
  %704 = load float, ptr addrspace(1) %703, align 4
  %705 = add i64 %363, 0
  %706 = getelementptr i8, ptr addrspace(1) %86, i64 %705
  %707 = load <4 x i32>, ptr addrspace(1) %706, align 16
  %708 = extractelement <4 x i32> %707, i32 0
  %709 = extractelement <4 x i32> %707, i32 1
  %710 = extractelement <4 x i32> %707, i32 2
  %711 = extractelement <4 x i32> %707, i32 3
  %712 = lshr i64 %363, 5
  %713 = mul i64 %712, 4
  %714 = getelementptr i8, ptr addrspace(1) %218, i64 %713
  %715 = load float, ptr addrspace(1) %714, align 4
  %716 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %697, i32 0)
  %717 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %698, i32 %716)
  %718 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %699, i32 %717)
  %719 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %700, i32 %718)
  %720 = sitofp i32 %719 to float
  %721 = fmul float %704, %720
  %722 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %708, i32 0)
  %723 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %709, i32 %722)
  %724 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %710, i32 %723)
  %725 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %711, i32 %724)
  %726 = sitofp i32 %725 to float
  %727 = fmul float %715, %726
  %728 = load float, ptr %v9, align 4
  %729 = and i32 %229, 7
  %730 = lshr i32 %729, 1
  %731 = and i32 %230, 65535
  %732 = trunc i32 %731 to i16
  %733 = bitcast i16 %732 to half
  %734 = fpext half %733 to float
  %735 = lshr i32 %230, 16
  %736 = trunc i32 %735 to i16
  %737 = bitcast i16 %736 to half
  %738 = fpext half %737 to float
  %739 = and i32 %231, 1061109567
  %740 = and i32 %232, 1061109567
  %741 = and i32 %233, 252645135
  %742 = lshr i32 %231, 2
  %743 = and i32 %742, 808464432
  %744 = or i32 %741, %743
  %745 = lshr i32 %233, 4
  %746 = and i32 %745, 252645135
  %747 = lshr i32 %232, 2
  %748 = and i32 %747, 808464432
  %749 = or i32 %746, %748
  %750 = icmp ult i32 %730, 2
  %751 = and i32 %730, 1
  %752 = mul i32 %751, 16
  %753 = select i1 %750, i32 %739, i32 %744
  %754 = lshr i32 %753, %752
  %755 = select i1 %750, i32 %740, i32 %749
  %756 = lshr i32 %755, %752
  %757 = and i32 %234, 252645135
  %758 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %757, i32 %697, i32 0)
  %759 = and i32 %235, 252645135
  %760 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %759, i32 %698, i32 %758)
  %761 = and i32 %236, 252645135
  %762 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %761, i32 %699, i32 %760)
  %763 = and i32 %237, 252645135
  %764 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %763, i32 %700, i32 %762)
  %765 = lshr i32 %754, 0
  %766 = and i32 %765, 255
  %767 = mul i32 %766, %764
  %768 = sitofp i32 %767 to float
  %769 = bitcast i32 %756 to <4 x i8>
  %770 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %769, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %771 = bitcast <4 x i8> %770 to i32
  %772 = bitcast i32 %771 to float
  %773 = fadd float %772, 0xC160000000000000
  %774 = lshr i32 %234, 4
  %775 = and i32 %774, 252645135
  %776 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %775, i32 %708, i32 0)
  %777 = lshr i32 %235, 4
  %778 = and i32 %777, 252645135
  %779 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %778, i32 %709, i32 %776)
  %780 = lshr i32 %236, 4
  %781 = and i32 %780, 252645135
  %782 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %781, i32 %710, i32 %779)
  %783 = lshr i32 %237, 4
  %784 = and i32 %783, 252645135
  %785 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %784, i32 %711, i32 %782)
  %786 = lshr i32 %754, 8
  %787 = and i32 %786, 255
  %788 = mul i32 %787, %785
  %789 = sitofp i32 %788 to float
  %790 = bitcast i32 %756 to <4 x i8>
  %791 = shufflevector <4 x i8> %790, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %792 = bitcast <4 x i8> %791 to i32
  %793 = bitcast i32 %792 to float
  %794 = fadd float %793, 0xC160000000000000
  %795 = fmul float %789, %715
  %796 = call float @llvm.fma.f32(float %768, float %704, float %795)
  %797 = fmul float %794, %727
  %798 = call float @llvm.fma.f32(float %773, float %721, float %797)
  %799 = call float @llvm.fma.f32(float %734, float %796, float %728)
  %800 = fneg float %738
  %801 = call float @llvm.fma.f32(float %800, float %798, float %799)
  store float %801, ptr %v9, align 4
  %802 = load float, ptr %v10, align 4
  %803 = and i32 %229, 7
  %804 = lshr i32 %803, 1
  %805 = and i32 %238, 65535
  %806 = trunc i32 %805 to i16
  %807 = bitcast i16 %806 to half
  %808 = fpext half %807 to float
  %809 = lshr i32 %238, 16
  %810 = trunc i32 %809 to i16
  %811 = bitcast i16 %810 to half
  %812 = fpext half %811 to float
  %813 = and i32 %239, 1061109567
  %814 = and i32 %240, 1061109567
  %815 = and i32 %241, 252645135
  %816 = lshr i32 %239, 2
  %817 = and i32 %816, 808464432
  %818 = or i32 %815, %817
  %819 = lshr i32 %241, 4
  %820 = and i32 %819, 252645135
  %821 = lshr i32 %240, 2
  %822 = and i32 %821, 808464432
  %823 = or i32 %820, %822
  %824 = icmp ult i32 %804, 2
  %825 = and i32 %804, 1
  %826 = mul i32 %825, 16
  %827 = select i1 %824, i32 %813, i32 %818
  %828 = lshr i32 %827, %826
  %829 = select i1 %824, i32 %814, i32 %823
  %830 = lshr i32 %829, %826
  %831 = and i32 %242, 252645135
  %832 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %831, i32 %697, i32 0)
  %833 = and i32 %243, 252645135
  %834 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %833, i32 %698, i32 %832)
  %835 = and i32 %244, 252645135
  %836 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %835, i32 %699, i32 %834)
  %837 = and i32 %245, 252645135
  %838 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %837, i32 %700, i32 %836)
  %839 = lshr i32 %828, 0
  %840 = and i32 %839, 255
  %841 = mul i32 %840, %838
  %842 = sitofp i32 %841 to float
  %843 = bitcast i32 %830 to <4 x i8>
  %844 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %843, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %845 = bitcast <4 x i8> %844 to i32
  %846 = bitcast i32 %845 to float
  %847 = fadd float %846, 0xC160000000000000
  %848 = lshr i32 %242, 4
  %849 = and i32 %848, 252645135
  %850 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %849, i32 %708, i32 0)
  %851 = lshr i32 %243, 4
  %852 = and i32 %851, 252645135
  %853 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %852, i32 %709, i32 %850)
  %854 = lshr i32 %244, 4
  %855 = and i32 %854, 252645135
  %856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %710, i32 %853)
  %857 = lshr i32 %245, 4
  %858 = and i32 %857, 252645135
  %859 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %858, i32 %711, i32 %856)
  %860 = lshr i32 %828, 8
  %861 = and i32 %860, 255
  %862 = mul i32 %861, %859
  %863 = sitofp i32 %862 to float
  %864 = bitcast i32 %830 to <4 x i8>
  %865 = shufflevector <4 x i8> %864, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %866 = bitcast <4 x i8> %865 to i32
  %867 = bitcast i32 %866 to float
  %868 = fadd float %867, 0xC160000000000000
  %869 = fmul float %863, %715
  %870 = call float @llvm.fma.f32(float %842, float %704, float %869)
  %871 = fmul float %868, %727
  %872 = call float @llvm.fma.f32(float %847, float %721, float %871)
  %873 = call float @llvm.fma.f32(float %808, float %870, float %802)
  %874 = fneg float %812
  %875 = call float @llvm.fma.f32(float %874, float %872, float %873)
  store float %875, ptr %v10, align 4
  %876 = load float, ptr %v11, align 4
  %877 = and i32 %229, 7
  %878 = lshr i32 %877, 1
  %879 = and i32 %246, 65535
  %880 = trunc i32 %879 to i16
  %881 = bitcast i16 %880 to half
  %882 = fpext half %881 to float
  %883 = lshr i32 %246, 16
  %884 = trunc i32 %883 to i16
  %885 = bitcast i16 %884 to half
  %886 = fpext half %885 to float
  %887 = and i32 %247, 1061109567
  %888 = and i32 %248, 1061109567
  %889 = and i32 %249, 252645135
  %890 = lshr i32 %247, 2
  %891 = and i32 %890, 808464432
  %892 = or i32 %889, %891
  %893 = lshr i32 %249, 4
  %894 = and i32 %893, 252645135
  %895 = lshr i32 %248, 2
  %896 = and i32 %895, 808464432
  %897 = or i32 %894, %896
  %898 = icmp ult i32 %878, 2
  %899 = and i32 %878, 1
  %900 = mul i32 %899, 16
  %901 = select i1 %898, i32 %887, i32 %892
  %902 = lshr i32 %901, %900
  %903 = select i1 %898, i32 %888, i32 %897
  %904 = lshr i32 %903, %900
  %905 = and i32 %250, 252645135
  %906 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %905, i32 %697, i32 0)
  %907 = and i32 %251, 252645135
  %908 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %907, i32 %698, i32 %906)
  %909 = and i32 %252, 252645135
  %910 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %909, i32 %699, i32 %908)
  %911 = and i32 %253, 252645135
  %912 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %911, i32 %700, i32 %910)
  %913 = lshr i32 %902, 0
  %914 = and i32 %913, 255
  %915 = mul i32 %914, %912
  %916 = sitofp i32 %915 to float
  %917 = bitcast i32 %904 to <4 x i8>
  %918 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %917, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %919 = bitcast <4 x i8> %918 to i32
  %920 = bitcast i32 %919 to float
  %921 = fadd float %920, 0xC160000000000000
  %922 = lshr i32 %250, 4
  %923 = and i32 %922, 252645135
  %924 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %923, i32 %708, i32 0)
  %925 = lshr i32 %251, 4
  %926 = and i32 %925, 252645135
  %927 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %926, i32 %709, i32 %924)
  %928 = lshr i32 %252, 4
  %929 = and i32 %928, 252645135
  %930 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %929, i32 %710, i32 %927)
  %931 = lshr i32 %253, 4
  %932 = and i32 %931, 252645135
  %933 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %932, i32 %711, i32 %930)
  %934 = lshr i32 %902, 8
  %935 = and i32 %934, 255
  %936 = mul i32 %935, %933
  %937 = sitofp i32 %936 to float
  %938 = bitcast i32 %904 to <4 x i8>
  %939 = shufflevector <4 x i8> %938, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %940 = bitcast <4 x i8> %939 to i32
  %941 = bitcast i32 %940 to float
  %942 = fadd float %941, 0xC160000000000000
  %943 = fmul float %937, %715
  %944 = call float @llvm.fma.f32(float %916, float %704, float %943)
  %945 = fmul float %942, %727
  %946 = call float @llvm.fma.f32(float %921, float %721, float %945)
  %947 = call float @llvm.fma.f32(float %882, float %944, float %876)
  %948 = fneg float %886
  %949 = call float @llvm.fma.f32(float %948, float %946, float %947)
  store float %949, ptr %v11, align 4
  %950 = load float, ptr %v12, align 4
  %951 = and i32 %229, 7
  %952 = lshr i32 %951, 1
  %953 = and i32 %254, 65535
  %954 = trunc i32 %953 to i16
  %955 = bitcast i16 %954 to half
  %956 = fpext half %955 to float
  %957 = lshr i32 %254, 16
  %958 = trunc i32 %957 to i16
  %959 = bitcast i16 %958 to half
  %960 = fpext half %959 to float
  %961 = and i32 %255, 1061109567
  %962 = and i32 %256, 1061109567
  %963 = and i32 %257, 252645135
  %964 = lshr i32 %255, 2
  %965 = and i32 %964, 808464432
  %966 = or i32 %963, %965
  %967 = lshr i32 %257, 4
  %968 = and i32 %967, 252645135
  %969 = lshr i32 %256, 2
  %970 = and i32 %969, 808464432
  %971 = or i32 %968, %970
  %972 = icmp ult i32 %952, 2
  %973 = and i32 %952, 1
  %974 = mul i32 %973, 16
  %975 = select i1 %972, i32 %961, i32 %966
  %976 = lshr i32 %975, %974
  %977 = select i1 %972, i32 %962, i32 %971
  %978 = lshr i32 %977, %974
  %979 = and i32 %258, 252645135
  %980 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %979, i32 %697, i32 0)
  %981 = and i32 %259, 252645135
  %982 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %981, i32 %698, i32 %980)
  %983 = and i32 %260, 252645135
  %984 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %983, i32 %699, i32 %982)
  %985 = and i32 %261, 252645135
  %986 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %985, i32 %700, i32 %984)
  %987 = lshr i32 %976, 0
  %988 = and i32 %987, 255
  %989 = mul i32 %988, %986
  %990 = sitofp i32 %989 to float
  %991 = bitcast i32 %978 to <4 x i8>
  %992 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %991, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %993 = bitcast <4 x i8> %992 to i32
  %994 = bitcast i32 %993 to float
  %995 = fadd float %994, 0xC160000000000000
  %996 = lshr i32 %258, 4
  %997 = and i32 %996, 252645135
  %998 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %997, i32 %708, i32 0)
  %999 = lshr i32 %259, 4
  %1000 = and i32 %999, 252645135
  %1001 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1000, i32 %709, i32 %998)
  %1002 = lshr i32 %260, 4
  %1003 = and i32 %1002, 252645135
  %1004 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1003, i32 %710, i32 %1001)
  %1005 = lshr i32 %261, 4
  %1006 = and i32 %1005, 252645135
  %1007 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1006, i32 %711, i32 %1004)
  %1008 = lshr i32 %976, 8
  %1009 = and i32 %1008, 255
  %1010 = mul i32 %1009, %1007
  %1011 = sitofp i32 %1010 to float
  %1012 = bitcast i32 %978 to <4 x i8>
  %1013 = shufflevector <4 x i8> %1012, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1014 = bitcast <4 x i8> %1013 to i32
  %1015 = bitcast i32 %1014 to float
  %1016 = fadd float %1015, 0xC160000000000000
  %1017 = fmul float %1011, %715
  %1018 = call float @llvm.fma.f32(float %990, float %704, float %1017)
  %1019 = fmul float %1016, %727
  %1020 = call float @llvm.fma.f32(float %995, float %721, float %1019)
  %1021 = call float @llvm.fma.f32(float %956, float %1018, float %950)
  %1022 = fneg float %960
  %1023 = call float @llvm.fma.f32(float %1022, float %1020, float %1021)
  store float %1023, ptr %v12, align 4
  %1024 = add i64 %362, 0
  %1025 = getelementptr i8, ptr addrspace(1) %92, i64 %1024
  %1026 = load <4 x i32>, ptr addrspace(1) %1025, align 16
  %1027 = extractelement <4 x i32> %1026, i32 0
  %1028 = extractelement <4 x i32> %1026, i32 1
  %1029 = extractelement <4 x i32> %1026, i32 2
  %1030 = extractelement <4 x i32> %1026, i32 3
  %1031 = lshr i64 %362, 5
  %1032 = mul i64 %1031, 4
  %1033 = getelementptr i8, ptr addrspace(1) %219, i64 %1032
  %1034 = load float, ptr addrspace(1) %1033, align 4
  %1035 = add i64 %363, 0
  %1036 = getelementptr i8, ptr addrspace(1) %92, i64 %1035
  %1037 = load <4 x i32>, ptr addrspace(1) %1036, align 16
  %1038 = extractelement <4 x i32> %1037, i32 0
  %1039 = extractelement <4 x i32> %1037, i32 1
  %1040 = extractelement <4 x i32> %1037, i32 2
  %1041 = extractelement <4 x i32> %1037, i32 3
  %1042 = lshr i64 %363, 5
  %1043 = mul i64 %1042, 4
  %1044 = getelementptr i8, ptr addrspace(1) %219, i64 %1043
  %1045 = load float, ptr addrspace(1) %1044, align 4
  %1046 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1027, i32 0)
  %1047 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1028, i32 %1046)
  %1048 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1029, i32 %1047)
  %1049 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1030, i32 %1048)
  %1050 = sitofp i32 %1049 to float
  %1051 = fmul float %1034, %1050
  %1052 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1038, i32 0)
  %1053 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1039, i32 %1052)
  %1054 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1040, i32 %1053)
  %1055 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1041, i32 %1054)
  %1056 = sitofp i32 %1055 to float
  %1057 = fmul float %1045, %1056
  %1058 = load float, ptr %v13, align 4
  %1059 = and i32 %229, 7
  %1060 = lshr i32 %1059, 1
  %1061 = and i32 %230, 65535
  %1062 = trunc i32 %1061 to i16
  %1063 = bitcast i16 %1062 to half
  %1064 = fpext half %1063 to float
  %1065 = lshr i32 %230, 16
  %1066 = trunc i32 %1065 to i16
  %1067 = bitcast i16 %1066 to half
  %1068 = fpext half %1067 to float
  %1069 = and i32 %231, 1061109567
  %1070 = and i32 %232, 1061109567
  %1071 = and i32 %233, 252645135
  %1072 = lshr i32 %231, 2
  %1073 = and i32 %1072, 808464432
  %1074 = or i32 %1071, %1073
  %1075 = lshr i32 %233, 4
  %1076 = and i32 %1075, 252645135
  %1077 = lshr i32 %232, 2
  %1078 = and i32 %1077, 808464432
  %1079 = or i32 %1076, %1078
  %1080 = icmp ult i32 %1060, 2
  %1081 = and i32 %1060, 1
  %1082 = mul i32 %1081, 16
  %1083 = select i1 %1080, i32 %1069, i32 %1074
  %1084 = lshr i32 %1083, %1082
  %1085 = select i1 %1080, i32 %1070, i32 %1079
  %1086 = lshr i32 %1085, %1082
  %1087 = and i32 %234, 252645135
  %1088 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1087, i32 %1027, i32 0)
  %1089 = and i32 %235, 252645135
  %1090 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1089, i32 %1028, i32 %1088)
  %1091 = and i32 %236, 252645135
  %1092 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1091, i32 %1029, i32 %1090)
  %1093 = and i32 %237, 252645135
  %1094 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1093, i32 %1030, i32 %1092)
  %1095 = lshr i32 %1084, 0
  %1096 = and i32 %1095, 255
  %1097 = mul i32 %1096, %1094
  %1098 = sitofp i32 %1097 to float
  %1099 = bitcast i32 %1086 to <4 x i8>
  %1100 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1099, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1101 = bitcast <4 x i8> %1100 to i32
  %1102 = bitcast i32 %1101 to float
  %1103 = fadd float %1102, 0xC160000000000000
  %1104 = lshr i32 %234, 4
  %1105 = and i32 %1104, 252645135
  %1106 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1105, i32 %1038, i32 0)
  %1107 = lshr i32 %235, 4
  %1108 = and i32 %1107, 252645135
  %1109 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1108, i32 %1039, i32 %1106)
  %1110 = lshr i32 %236, 4
  %1111 = and i32 %1110, 252645135
  %1112 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1111, i32 %1040, i32 %1109)
  %1113 = lshr i32 %237, 4
  %1114 = and i32 %1113, 252645135
  %1115 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1114, i32 %1041, i32 %1112)
  %1116 = lshr i32 %1084, 8
  %1117 = and i32 %1116, 255
  %1118 = mul i32 %1117, %1115
  %1119 = sitofp i32 %1118 to float
  %1120 = bitcast i32 %1086 to <4 x i8>
  %1121 = shufflevector <4 x i8> %1120, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1122 = bitcast <4 x i8> %1121 to i32
  %1123 = bitcast i32 %1122 to float
  %1124 = fadd float %1123, 0xC160000000000000
  %1125 = fmul float %1119, %1045
  %1126 = call float @llvm.fma.f32(float %1098, float %1034, float %1125)
  %1127 = fmul float %1124, %1057
  %1128 = call float @llvm.fma.f32(float %1103, float %1051, float %1127)
  %1129 = call float @llvm.fma.f32(float %1064, float %1126, float %1058)
  %1130 = fneg float %1068
  %1131 = call float @llvm.fma.f32(float %1130, float %1128, float %1129)
  store float %1131, ptr %v13, align 4
  %1132 = load float, ptr %v14, align 4
  %1133 = and i32 %229, 7
  %1134 = lshr i32 %1133, 1
  %1135 = and i32 %238, 65535
  %1136 = trunc i32 %1135 to i16
  %1137 = bitcast i16 %1136 to half
  %1138 = fpext half %1137 to float
  %1139 = lshr i32 %238, 16
  %1140 = trunc i32 %1139 to i16
  %1141 = bitcast i16 %1140 to half
  %1142 = fpext half %1141 to float
  %1143 = and i32 %239, 1061109567
  %1144 = and i32 %240, 1061109567
  %1145 = and i32 %241, 252645135
  %1146 = lshr i32 %239, 2
  %1147 = and i32 %1146, 808464432
  %1148 = or i32 %1145, %1147
  %1149 = lshr i32 %241, 4
  %1150 = and i32 %1149, 252645135
  %1151 = lshr i32 %240, 2
  %1152 = and i32 %1151, 808464432
  %1153 = or i32 %1150, %1152
  %1154 = icmp ult i32 %1134, 2
  %1155 = and i32 %1134, 1
  %1156 = mul i32 %1155, 16
  %1157 = select i1 %1154, i32 %1143, i32 %1148
  %1158 = lshr i32 %1157, %1156
  %1159 = select i1 %1154, i32 %1144, i32 %1153
  %1160 = lshr i32 %1159, %1156
  %1161 = and i32 %242, 252645135
  %1162 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1161, i32 %1027, i32 0)
  %1163 = and i32 %243, 252645135
  %1164 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1163, i32 %1028, i32 %1162)
  %1165 = and i32 %244, 252645135
  %1166 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1165, i32 %1029, i32 %1164)
  %1167 = and i32 %245, 252645135
  %1168 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1167, i32 %1030, i32 %1166)
  %1169 = lshr i32 %1158, 0
  %1170 = and i32 %1169, 255
  %1171 = mul i32 %1170, %1168
  %1172 = sitofp i32 %1171 to float
  %1173 = bitcast i32 %1160 to <4 x i8>
  %1174 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1173, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1175 = bitcast <4 x i8> %1174 to i32
  %1176 = bitcast i32 %1175 to float
  %1177 = fadd float %1176, 0xC160000000000000
  %1178 = lshr i32 %242, 4
  %1179 = and i32 %1178, 252645135
  %1180 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1179, i32 %1038, i32 0)
  %1181 = lshr i32 %243, 4
  %1182 = and i32 %1181, 252645135
  %1183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1182, i32 %1039, i32 %1180)
  %1184 = lshr i32 %244, 4
  %1185 = and i32 %1184, 252645135
  %1186 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1185, i32 %1040, i32 %1183)
  %1187 = lshr i32 %245, 4
  %1188 = and i32 %1187, 252645135
  %1189 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1188, i32 %1041, i32 %1186)
  %1190 = lshr i32 %1158, 8
  %1191 = and i32 %1190, 255
  %1192 = mul i32 %1191, %1189
  %1193 = sitofp i32 %1192 to float
  %1194 = bitcast i32 %1160 to <4 x i8>
  %1195 = shufflevector <4 x i8> %1194, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1196 = bitcast <4 x i8> %1195 to i32
  %1197 = bitcast i32 %1196 to float
  %1198 = fadd float %1197, 0xC160000000000000
  %1199 = fmul float %1193, %1045
  %1200 = call float @llvm.fma.f32(float %1172, float %1034, float %1199)
  %1201 = fmul float %1198, %1057
  %1202 = call float @llvm.fma.f32(float %1177, float %1051, float %1201)
  %1203 = call float @llvm.fma.f32(float %1138, float %1200, float %1132)
  %1204 = fneg float %1142
  %1205 = call float @llvm.fma.f32(float %1204, float %1202, float %1203)
  store float %1205, ptr %v14, align 4
  %1206 = load float, ptr %v15, align 4
  %1207 = and i32 %229, 7
  %1208 = lshr i32 %1207, 1
  %1209 = and i32 %246, 65535
  %1210 = trunc i32 %1209 to i16
  %1211 = bitcast i16 %1210 to half
  %1212 = fpext half %1211 to float
  %1213 = lshr i32 %246, 16
  %1214 = trunc i32 %1213 to i16
  %1215 = bitcast i16 %1214 to half
  %1216 = fpext half %1215 to float
  %1217 = and i32 %247, 1061109567
  %1218 = and i32 %248, 1061109567
  %1219 = and i32 %249, 252645135
  %1220 = lshr i32 %247, 2
  %1221 = and i32 %1220, 808464432
  %1222 = or i32 %1219, %1221
  %1223 = lshr i32 %249, 4
  %1224 = and i32 %1223, 252645135
  %1225 = lshr i32 %248, 2
  %1226 = and i32 %1225, 808464432
  %1227 = or i32 %1224, %1226
  %1228 = icmp ult i32 %1208, 2
  %1229 = and i32 %1208, 1
  %1230 = mul i32 %1229, 16
  %1231 = select i1 %1228, i32 %1217, i32 %1222
  %1232 = lshr i32 %1231, %1230
  %1233 = select i1 %1228, i32 %1218, i32 %1227
  %1234 = lshr i32 %1233, %1230
  %1235 = and i32 %250, 252645135
  %1236 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1235, i32 %1027, i32 0)
  %1237 = and i32 %251, 252645135
  %1238 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1237, i32 %1028, i32 %1236)
  %1239 = and i32 %252, 252645135
  %1240 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1239, i32 %1029, i32 %1238)
  %1241 = and i32 %253, 252645135
  %1242 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1241, i32 %1030, i32 %1240)
  %1243 = lshr i32 %1232, 0
  %1244 = and i32 %1243, 255
  %1245 = mul i32 %1244, %1242
  %1246 = sitofp i32 %1245 to float
  %1247 = bitcast i32 %1234 to <4 x i8>
  %1248 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1247, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1249 = bitcast <4 x i8> %1248 to i32
  %1250 = bitcast i32 %1249 to float
  %1251 = fadd float %1250, 0xC160000000000000
  %1252 = lshr i32 %250, 4
  %1253 = and i32 %1252, 252645135
  %1254 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1253, i32 %1038, i32 0)
  %1255 = lshr i32 %251, 4
  %1256 = and i32 %1255, 252645135
  %1257 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1256, i32 %1039, i32 %1254)
  %1258 = lshr i32 %252, 4
  %1259 = and i32 %1258, 252645135
  %1260 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1259, i32 %1040, i32 %1257)
  %1261 = lshr i32 %253, 4
  %1262 = and i32 %1261, 252645135
  %1263 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1262, i32 %1041, i32 %1260)
  %1264 = lshr i32 %1232, 8
  %1265 = and i32 %1264, 255
  %1266 = mul i32 %1265, %1263
  %1267 = sitofp i32 %1266 to float
  %1268 = bitcast i32 %1234 to <4 x i8>
  %1269 = shufflevector <4 x i8> %1268, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1270 = bitcast <4 x i8> %1269 to i32
  %1271 = bitcast i32 %1270 to float
  %1272 = fadd float %1271, 0xC160000000000000
  %1273 = fmul float %1267, %1045
  %1274 = call float @llvm.fma.f32(float %1246, float %1034, float %1273)
  %1275 = fmul float %1272, %1057
  %1276 = call float @llvm.fma.f32(float %1251, float %1051, float %1275)
  %1277 = call float @llvm.fma.f32(float %1212, float %1274, float %1206)
  %1278 = fneg float %1216
  %1279 = call float @llvm.fma.f32(float %1278, float %1276, float %1277)
  store float %1279, ptr %v15, align 4
  %1280 = load float, ptr %v16, align 4
  %1281 = and i32 %229, 7
  %1282 = lshr i32 %1281, 1
  %1283 = and i32 %254, 65535
  %1284 = trunc i32 %1283 to i16
  %1285 = bitcast i16 %1284 to half
  %1286 = fpext half %1285 to float
  %1287 = lshr i32 %254, 16
  %1288 = trunc i32 %1287 to i16
  %1289 = bitcast i16 %1288 to half
  %1290 = fpext half %1289 to float
  %1291 = and i32 %255, 1061109567
  %1292 = and i32 %256, 1061109567
  %1293 = and i32 %257, 252645135
  %1294 = lshr i32 %255, 2
  %1295 = and i32 %1294, 808464432
  %1296 = or i32 %1293, %1295
  %1297 = lshr i32 %257, 4
  %1298 = and i32 %1297, 252645135
  %1299 = lshr i32 %256, 2
  %1300 = and i32 %1299, 808464432
  %1301 = or i32 %1298, %1300
  %1302 = icmp ult i32 %1282, 2
  %1303 = and i32 %1282, 1
  %1304 = mul i32 %1303, 16
  %1305 = select i1 %1302, i32 %1291, i32 %1296
  %1306 = lshr i32 %1305, %1304
  %1307 = select i1 %1302, i32 %1292, i32 %1301
  %1308 = lshr i32 %1307, %1304
  %1309 = and i32 %258, 252645135
  %1310 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1309, i32 %1027, i32 0)
  %1311 = and i32 %259, 252645135
  %1312 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1311, i32 %1028, i32 %1310)
  %1313 = and i32 %260, 252645135
  %1314 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1313, i32 %1029, i32 %1312)
  %1315 = and i32 %261, 252645135
  %1316 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1315, i32 %1030, i32 %1314)
  %1317 = lshr i32 %1306, 0
  %1318 = and i32 %1317, 255
  %1319 = mul i32 %1318, %1316
  %1320 = sitofp i32 %1319 to float
  %1321 = bitcast i32 %1308 to <4 x i8>
  %1322 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1321, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1323 = bitcast <4 x i8> %1322 to i32
  %1324 = bitcast i32 %1323 to float
  %1325 = fadd float %1324, 0xC160000000000000
  %1326 = lshr i32 %258, 4
  %1327 = and i32 %1326, 252645135
  %1328 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1327, i32 %1038, i32 0)
  %1329 = lshr i32 %259, 4
  %1330 = and i32 %1329, 252645135
  %1331 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1330, i32 %1039, i32 %1328)
  %1332 = lshr i32 %260, 4
  %1333 = and i32 %1332, 252645135
  %1334 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1333, i32 %1040, i32 %1331)
  %1335 = lshr i32 %261, 4
  %1336 = and i32 %1335, 252645135
  %1337 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1336, i32 %1041, i32 %1334)
  %1338 = lshr i32 %1306, 8
  %1339 = and i32 %1338, 255
  %1340 = mul i32 %1339, %1337
  %1341 = sitofp i32 %1340 to float
  %1342 = bitcast i32 %1308 to <4 x i8>
  %1343 = shufflevector <4 x i8> %1342, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1344 = bitcast <4 x i8> %1343 to i32
  %1345 = bitcast i32 %1344 to float
  %1346 = fadd float %1345, 0xC160000000000000
  %1347 = fmul float %1341, %1045
  %1348 = call float @llvm.fma.f32(float %1320, float %1034, float %1347)
  %1349 = fmul float %1346, %1057
  %1350 = call float @llvm.fma.f32(float %1325, float %1051, float %1349)
  %1351 = call float @llvm.fma.f32(float %1286, float %1348, float %1280)
  %1352 = fneg float %1290
  %1353 = call float @llvm.fma.f32(float %1352, float %1350, float %1351)
  store float %1353, ptr %v16, align 4
  %1354 = add i64 %362, 0
  %1355 = getelementptr i8, ptr addrspace(1) %98, i64 %1354
  %1356 = load <4 x i32>, ptr addrspace(1) %1355, align 16
  %1357 = extractelement <4 x i32> %1356, i32 0
  %1358 = extractelement <4 x i32> %1356, i32 1
  %1359 = extractelement <4 x i32> %1356, i32 2
  %1360 = extractelement <4 x i32> %1356, i32 3
  %1361 = lshr i64 %362, 5
  %1362 = mul i64 %1361, 4
  %1363 = getelementptr i8, ptr addrspace(1) %220, i64 %1362
  %1364 = load float, ptr addrspace(1) %1363, align 4
  %1365 = add i64 %363, 0
  %1366 = getelementptr i8, ptr addrspace(1) %98, i64 %1365
  %1367 = load <4 x i32>, ptr addrspace(1) %1366, align 16
  %1368 = extractelement <4 x i32> %1367, i32 0
  %1369 = extractelement <4 x i32> %1367, i32 1
  %1370 = extractelement <4 x i32> %1367, i32 2
  %1371 = extractelement <4 x i32> %1367, i32 3
  %1372 = lshr i64 %363, 5
  %1373 = mul i64 %1372, 4
  %1374 = getelementptr i8, ptr addrspace(1) %220, i64 %1373
  %1375 = load float, ptr addrspace(1) %1374, align 4
  %1376 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1357, i32 0)
  %1377 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1358, i32 %1376)
  %1378 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1359, i32 %1377)
  %1379 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1360, i32 %1378)
  %1380 = sitofp i32 %1379 to float
  %1381 = fmul float %1364, %1380
  %1382 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1368, i32 0)
  %1383 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1369, i32 %1382)
  %1384 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1370, i32 %1383)
  %1385 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1371, i32 %1384)
  %1386 = sitofp i32 %1385 to float
  %1387 = fmul float %1375, %1386
  %1388 = load float, ptr %v17, align 4
  %1389 = and i32 %229, 7
  %1390 = lshr i32 %1389, 1
  %1391 = and i32 %230, 65535
  %1392 = trunc i32 %1391 to i16
  %1393 = bitcast i16 %1392 to half
  %1394 = fpext half %1393 to float
  %1395 = lshr i32 %230, 16
  %1396 = trunc i32 %1395 to i16
  %1397 = bitcast i16 %1396 to half
  %1398 = fpext half %1397 to float
  %1399 = and i32 %231, 1061109567
  %1400 = and i32 %232, 1061109567
  %1401 = and i32 %233, 252645135
  %1402 = lshr i32 %231, 2
  %1403 = and i32 %1402, 808464432
  %1404 = or i32 %1401, %1403
  %1405 = lshr i32 %233, 4
  %1406 = and i32 %1405, 252645135
  %1407 = lshr i32 %232, 2
  %1408 = and i32 %1407, 808464432
  %1409 = or i32 %1406, %1408
  %1410 = icmp ult i32 %1390, 2
  %1411 = and i32 %1390, 1
  %1412 = mul i32 %1411, 16
  %1413 = select i1 %1410, i32 %1399, i32 %1404
  %1414 = lshr i32 %1413, %1412
  %1415 = select i1 %1410, i32 %1400, i32 %1409
  %1416 = lshr i32 %1415, %1412
  %1417 = and i32 %234, 252645135
  %1418 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1417, i32 %1357, i32 0)
  %1419 = and i32 %235, 252645135
  %1420 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1419, i32 %1358, i32 %1418)
  %1421 = and i32 %236, 252645135
  %1422 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1421, i32 %1359, i32 %1420)
  %1423 = and i32 %237, 252645135
  %1424 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1423, i32 %1360, i32 %1422)
  %1425 = lshr i32 %1414, 0
  %1426 = and i32 %1425, 255
  %1427 = mul i32 %1426, %1424
  %1428 = sitofp i32 %1427 to float
  %1429 = bitcast i32 %1416 to <4 x i8>
  %1430 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1429, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1431 = bitcast <4 x i8> %1430 to i32
  %1432 = bitcast i32 %1431 to float
  %1433 = fadd float %1432, 0xC160000000000000
  %1434 = lshr i32 %234, 4
  %1435 = and i32 %1434, 252645135
  %1436 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1435, i32 %1368, i32 0)
  %1437 = lshr i32 %235, 4
  %1438 = and i32 %1437, 252645135
  %1439 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1438, i32 %1369, i32 %1436)
  %1440 = lshr i32 %236, 4
  %1441 = and i32 %1440, 252645135
  %1442 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1441, i32 %1370, i32 %1439)
  %1443 = lshr i32 %237, 4
  %1444 = and i32 %1443, 252645135
  %1445 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1444, i32 %1371, i32 %1442)
  %1446 = lshr i32 %1414, 8
  %1447 = and i32 %1446, 255
  %1448 = mul i32 %1447, %1445
  %1449 = sitofp i32 %1448 to float
  %1450 = bitcast i32 %1416 to <4 x i8>
  %1451 = shufflevector <4 x i8> %1450, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1452 = bitcast <4 x i8> %1451 to i32
  %1453 = bitcast i32 %1452 to float
  %1454 = fadd float %1453, 0xC160000000000000
  %1455 = fmul float %1449, %1375
  %1456 = call float @llvm.fma.f32(float %1428, float %1364, float %1455)
  %1457 = fmul float %1454, %1387
  %1458 = call float @llvm.fma.f32(float %1433, float %1381, float %1457)
  %1459 = call float @llvm.fma.f32(float %1394, float %1456, float %1388)
  %1460 = fneg float %1398
  %1461 = call float @llvm.fma.f32(float %1460, float %1458, float %1459)
  store float %1461, ptr %v17, align 4
  %1462 = load float, ptr %v18, align 4
  %1463 = and i32 %229, 7
  %1464 = lshr i32 %1463, 1
  %1465 = and i32 %238, 65535
  %1466 = trunc i32 %1465 to i16
  %1467 = bitcast i16 %1466 to half
  %1468 = fpext half %1467 to float
  %1469 = lshr i32 %238, 16
  %1470 = trunc i32 %1469 to i16
  %1471 = bitcast i16 %1470 to half
  %1472 = fpext half %1471 to float
  %1473 = and i32 %239, 1061109567
  %1474 = and i32 %240, 1061109567
  %1475 = and i32 %241, 252645135
  %1476 = lshr i32 %239, 2
  %1477 = and i32 %1476, 808464432
  %1478 = or i32 %1475, %1477
  %1479 = lshr i32 %241, 4
  %1480 = and i32 %1479, 252645135
  %1481 = lshr i32 %240, 2
  %1482 = and i32 %1481, 808464432
  %1483 = or i32 %1480, %1482
  %1484 = icmp ult i32 %1464, 2
  %1485 = and i32 %1464, 1
  %1486 = mul i32 %1485, 16
  %1487 = select i1 %1484, i32 %1473, i32 %1478
  %1488 = lshr i32 %1487, %1486
  %1489 = select i1 %1484, i32 %1474, i32 %1483
  %1490 = lshr i32 %1489, %1486
  %1491 = and i32 %242, 252645135
  %1492 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1491, i32 %1357, i32 0)
  %1493 = and i32 %243, 252645135
  %1494 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1493, i32 %1358, i32 %1492)
  %1495 = and i32 %244, 252645135
  %1496 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1495, i32 %1359, i32 %1494)
  %1497 = and i32 %245, 252645135
  %1498 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1497, i32 %1360, i32 %1496)
  %1499 = lshr i32 %1488, 0
  %1500 = and i32 %1499, 255
  %1501 = mul i32 %1500, %1498
  %1502 = sitofp i32 %1501 to float
  %1503 = bitcast i32 %1490 to <4 x i8>
  %1504 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1503, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1505 = bitcast <4 x i8> %1504 to i32
  %1506 = bitcast i32 %1505 to float
  %1507 = fadd float %1506, 0xC160000000000000
  %1508 = lshr i32 %242, 4
  %1509 = and i32 %1508, 252645135
  %1510 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1509, i32 %1368, i32 0)
  %1511 = lshr i32 %243, 4
  %1512 = and i32 %1511, 252645135
  %1513 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1512, i32 %1369, i32 %1510)
  %1514 = lshr i32 %244, 4
  %1515 = and i32 %1514, 252645135
  %1516 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1515, i32 %1370, i32 %1513)
  %1517 = lshr i32 %245, 4
  %1518 = and i32 %1517, 252645135
  %1519 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1518, i32 %1371, i32 %1516)
  %1520 = lshr i32 %1488, 8
  %1521 = and i32 %1520, 255
  %1522 = mul i32 %1521, %1519
  %1523 = sitofp i32 %1522 to float
  %1524 = bitcast i32 %1490 to <4 x i8>
  %1525 = shufflevector <4 x i8> %1524, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1526 = bitcast <4 x i8> %1525 to i32
  %1527 = bitcast i32 %1526 to float
  %1528 = fadd float %1527, 0xC160000000000000
  %1529 = fmul float %1523, %1375
  %1530 = call float @llvm.fma.f32(float %1502, float %1364, float %1529)
  %1531 = fmul float %1528, %1387
  %1532 = call float @llvm.fma.f32(float %1507, float %1381, float %1531)
  %1533 = call float @llvm.fma.f32(float %1468, float %1530, float %1462)
  %1534 = fneg float %1472
  %1535 = call float @llvm.fma.f32(float %1534, float %1532, float %1533)
  store float %1535, ptr %v18, align 4
  %1536 = load float, ptr %v19, align 4
  %1537 = and i32 %229, 7
  %1538 = lshr i32 %1537, 1
  %1539 = and i32 %246, 65535
  %1540 = trunc i32 %1539 to i16
  %1541 = bitcast i16 %1540 to half
  %1542 = fpext half %1541 to float
  %1543 = lshr i32 %246, 16
  %1544 = trunc i32 %1543 to i16
  %1545 = bitcast i16 %1544 to half
  %1546 = fpext half %1545 to float
  %1547 = and i32 %247, 1061109567
  %1548 = and i32 %248, 1061109567
  %1549 = and i32 %249, 252645135
  %1550 = lshr i32 %247, 2
  %1551 = and i32 %1550, 808464432
  %1552 = or i32 %1549, %1551
  %1553 = lshr i32 %249, 4
  %1554 = and i32 %1553, 252645135
  %1555 = lshr i32 %248, 2
  %1556 = and i32 %1555, 808464432
  %1557 = or i32 %1554, %1556
  %1558 = icmp ult i32 %1538, 2
  %1559 = and i32 %1538, 1
  %1560 = mul i32 %1559, 16
  %1561 = select i1 %1558, i32 %1547, i32 %1552
  %1562 = lshr i32 %1561, %1560
  %1563 = select i1 %1558, i32 %1548, i32 %1557
  %1564 = lshr i32 %1563, %1560
  %1565 = and i32 %250, 252645135
  %1566 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1565, i32 %1357, i32 0)
  %1567 = and i32 %251, 252645135
  %1568 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1567, i32 %1358, i32 %1566)
  %1569 = and i32 %252, 252645135
  %1570 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1569, i32 %1359, i32 %1568)
  %1571 = and i32 %253, 252645135
  %1572 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1571, i32 %1360, i32 %1570)
  %1573 = lshr i32 %1562, 0
  %1574 = and i32 %1573, 255
  %1575 = mul i32 %1574, %1572
  %1576 = sitofp i32 %1575 to float
  %1577 = bitcast i32 %1564 to <4 x i8>
  %1578 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1577, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1579 = bitcast <4 x i8> %1578 to i32
  %1580 = bitcast i32 %1579 to float
  %1581 = fadd float %1580, 0xC160000000000000
  %1582 = lshr i32 %250, 4
  %1583 = and i32 %1582, 252645135
  %1584 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1583, i32 %1368, i32 0)
  %1585 = lshr i32 %251, 4
  %1586 = and i32 %1585, 252645135
  %1587 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1586, i32 %1369, i32 %1584)
  %1588 = lshr i32 %252, 4
  %1589 = and i32 %1588, 252645135
  %1590 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1589, i32 %1370, i32 %1587)
  %1591 = lshr i32 %253, 4
  %1592 = and i32 %1591, 252645135
  %1593 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1592, i32 %1371, i32 %1590)
  %1594 = lshr i32 %1562, 8
  %1595 = and i32 %1594, 255
  %1596 = mul i32 %1595, %1593
  %1597 = sitofp i32 %1596 to float
  %1598 = bitcast i32 %1564 to <4 x i8>
  %1599 = shufflevector <4 x i8> %1598, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1600 = bitcast <4 x i8> %1599 to i32
  %1601 = bitcast i32 %1600 to float
  %1602 = fadd float %1601, 0xC160000000000000
  %1603 = fmul float %1597, %1375
  %1604 = call float @llvm.fma.f32(float %1576, float %1364, float %1603)
  %1605 = fmul float %1602, %1387
  %1606 = call float @llvm.fma.f32(float %1581, float %1381, float %1605)
  %1607 = call float @llvm.fma.f32(float %1542, float %1604, float %1536)
  %1608 = fneg float %1546
  %1609 = call float @llvm.fma.f32(float %1608, float %1606, float %1607)
  store float %1609, ptr %v19, align 4
  %1610 = load float, ptr %v20, align 4
  %1611 = and i32 %229, 7
  %1612 = lshr i32 %1611, 1
  %1613 = and i32 %254, 65535
  %1614 = trunc i32 %1613 to i16
  %1615 = bitcast i16 %1614 to half
  %1616 = fpext half %1615 to float
  %1617 = lshr i32 %254, 16
  %1618 = trunc i32 %1617 to i16
  %1619 = bitcast i16 %1618 to half
  %1620 = fpext half %1619 to float
  %1621 = and i32 %255, 1061109567
  %1622 = and i32 %256, 1061109567
  %1623 = and i32 %257, 252645135
  %1624 = lshr i32 %255, 2
  %1625 = and i32 %1624, 808464432
  %1626 = or i32 %1623, %1625
  %1627 = lshr i32 %257, 4
  %1628 = and i32 %1627, 252645135
  %1629 = lshr i32 %256, 2
  %1630 = and i32 %1629, 808464432
  %1631 = or i32 %1628, %1630
  %1632 = icmp ult i32 %1612, 2
  %1633 = and i32 %1612, 1
  %1634 = mul i32 %1633, 16
  %1635 = select i1 %1632, i32 %1621, i32 %1626
  %1636 = lshr i32 %1635, %1634
  %1637 = select i1 %1632, i32 %1622, i32 %1631
  %1638 = lshr i32 %1637, %1634
  %1639 = and i32 %258, 252645135
  %1640 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1639, i32 %1357, i32 0)
  %1641 = and i32 %259, 252645135
  %1642 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1641, i32 %1358, i32 %1640)
  %1643 = and i32 %260, 252645135
  %1644 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1643, i32 %1359, i32 %1642)
  %1645 = and i32 %261, 252645135
  %1646 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1645, i32 %1360, i32 %1644)
  %1647 = lshr i32 %1636, 0
  %1648 = and i32 %1647, 255
  %1649 = mul i32 %1648, %1646
  %1650 = sitofp i32 %1649 to float
  %1651 = bitcast i32 %1638 to <4 x i8>
  %1652 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1651, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1653 = bitcast <4 x i8> %1652 to i32
  %1654 = bitcast i32 %1653 to float
  %1655 = fadd float %1654, 0xC160000000000000
  %1656 = lshr i32 %258, 4
  %1657 = and i32 %1656, 252645135
  %1658 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1657, i32 %1368, i32 0)
  %1659 = lshr i32 %259, 4
  %1660 = and i32 %1659, 252645135
  %1661 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1660, i32 %1369, i32 %1658)
  %1662 = lshr i32 %260, 4
  %1663 = and i32 %1662, 252645135
  %1664 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1663, i32 %1370, i32 %1661)
  %1665 = lshr i32 %261, 4
  %1666 = and i32 %1665, 252645135
  %1667 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1666, i32 %1371, i32 %1664)
  %1668 = lshr i32 %1636, 8
  %1669 = and i32 %1668, 255
  %1670 = mul i32 %1669, %1667
  %1671 = sitofp i32 %1670 to float
  %1672 = bitcast i32 %1638 to <4 x i8>
  %1673 = shufflevector <4 x i8> %1672, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1674 = bitcast <4 x i8> %1673 to i32
  %1675 = bitcast i32 %1674 to float
  %1676 = fadd float %1675, 0xC160000000000000
  %1677 = fmul float %1671, %1375
  %1678 = call float @llvm.fma.f32(float %1650, float %1364, float %1677)
  %1679 = fmul float %1676, %1387
  %1680 = call float @llvm.fma.f32(float %1655, float %1381, float %1679)
  %1681 = call float @llvm.fma.f32(float %1616, float %1678, float %1610)
  %1682 = fneg float %1620
  %1683 = call float @llvm.fma.f32(float %1682, float %1680, float %1681)
  store float %1683, ptr %v20, align 4
  %1684 = add i64 %362, 0
  %1685 = getelementptr i8, ptr addrspace(1) %104, i64 %1684
  %1686 = load <4 x i32>, ptr addrspace(1) %1685, align 16
  %1687 = extractelement <4 x i32> %1686, i32 0
  %1688 = extractelement <4 x i32> %1686, i32 1
  %1689 = extractelement <4 x i32> %1686, i32 2
  %1690 = extractelement <4 x i32> %1686, i32 3
  %1691 = lshr i64 %362, 5
  %1692 = mul i64 %1691, 4
  %1693 = getelementptr i8, ptr addrspace(1) %221, i64 %1692
  %1694 = load float, ptr addrspace(1) %1693, align 4
  %1695 = add i64 %363, 0
  %1696 = getelementptr i8, ptr addrspace(1) %104, i64 %1695
  %1697 = load <4 x i32>, ptr addrspace(1) %1696, align 16
  %1698 = extractelement <4 x i32> %1697, i32 0
  %1699 = extractelement <4 x i32> %1697, i32 1
  %1700 = extractelement <4 x i32> %1697, i32 2
  %1701 = extractelement <4 x i32> %1697, i32 3
  %1702 = lshr i64 %363, 5
  %1703 = mul i64 %1702, 4
  %1704 = getelementptr i8, ptr addrspace(1) %221, i64 %1703
  %1705 = load float, ptr addrspace(1) %1704, align 4
  %1706 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1687, i32 0)
  %1707 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1688, i32 %1706)
  %1708 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1689, i32 %1707)
  %1709 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1690, i32 %1708)
  %1710 = sitofp i32 %1709 to float
  %1711 = fmul float %1694, %1710
  %1712 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1698, i32 0)
  %1713 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1699, i32 %1712)
  %1714 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1700, i32 %1713)
  %1715 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1701, i32 %1714)
  %1716 = sitofp i32 %1715 to float
  %1717 = fmul float %1705, %1716
  %1718 = load float, ptr %v21, align 4
  %1719 = and i32 %229, 7
  %1720 = lshr i32 %1719, 1
  %1721 = and i32 %230, 65535
  %1722 = trunc i32 %1721 to i16
  %1723 = bitcast i16 %1722 to half
  %1724 = fpext half %1723 to float
  %1725 = lshr i32 %230, 16
  %1726 = trunc i32 %1725 to i16
  %1727 = bitcast i16 %1726 to half
  %1728 = fpext half %1727 to float
  %1729 = and i32 %231, 1061109567
  %1730 = and i32 %232, 1061109567
  %1731 = and i32 %233, 252645135
  %1732 = lshr i32 %231, 2
  %1733 = and i32 %1732, 808464432
  %1734 = or i32 %1731, %1733
  %1735 = lshr i32 %233, 4
  %1736 = and i32 %1735, 252645135
  %1737 = lshr i32 %232, 2
  %1738 = and i32 %1737, 808464432
  %1739 = or i32 %1736, %1738
  %1740 = icmp ult i32 %1720, 2
  %1741 = and i32 %1720, 1
  %1742 = mul i32 %1741, 16
  %1743 = select i1 %1740, i32 %1729, i32 %1734
  %1744 = lshr i32 %1743, %1742
  %1745 = select i1 %1740, i32 %1730, i32 %1739
  %1746 = lshr i32 %1745, %1742
  %1747 = and i32 %234, 252645135
  %1748 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1747, i32 %1687, i32 0)
  %1749 = and i32 %235, 252645135
  %1750 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1749, i32 %1688, i32 %1748)
  %1751 = and i32 %236, 252645135
  %1752 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1751, i32 %1689, i32 %1750)
  %1753 = and i32 %237, 252645135
  %1754 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1753, i32 %1690, i32 %1752)
  %1755 = lshr i32 %1744, 0
  %1756 = and i32 %1755, 255
  %1757 = mul i32 %1756, %1754
  %1758 = sitofp i32 %1757 to float
  %1759 = bitcast i32 %1746 to <4 x i8>
  %1760 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1759, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1761 = bitcast <4 x i8> %1760 to i32
  %1762 = bitcast i32 %1761 to float
  %1763 = fadd float %1762, 0xC160000000000000
  %1764 = lshr i32 %234, 4
  %1765 = and i32 %1764, 252645135
  %1766 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1765, i32 %1698, i32 0)
  %1767 = lshr i32 %235, 4
  %1768 = and i32 %1767, 252645135
  %1769 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1768, i32 %1699, i32 %1766)
  %1770 = lshr i32 %236, 4
  %1771 = and i32 %1770, 252645135
  %1772 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1771, i32 %1700, i32 %1769)
  %1773 = lshr i32 %237, 4
  %1774 = and i32 %1773, 252645135
  %1775 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1774, i32 %1701, i32 %1772)
  %1776 = lshr i32 %1744, 8
  %1777 = and i32 %1776, 255
  %1778 = mul i32 %1777, %1775
  %1779 = sitofp i32 %1778 to float
  %1780 = bitcast i32 %1746 to <4 x i8>
  %1781 = shufflevector <4 x i8> %1780, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1782 = bitcast <4 x i8> %1781 to i32
  %1783 = bitcast i32 %1782 to float
  %1784 = fadd float %1783, 0xC160000000000000
  %1785 = fmul float %1779, %1705
  %1786 = call float @llvm.fma.f32(float %1758, float %1694, float %1785)
  %1787 = fmul float %1784, %1717
  %1788 = call float @llvm.fma.f32(float %1763, float %1711, float %1787)
  %1789 = call float @llvm.fma.f32(float %1724, float %1786, float %1718)
  %1790 = fneg float %1728
  %1791 = call float @llvm.fma.f32(float %1790, float %1788, float %1789)
  store float %1791, ptr %v21, align 4
  %1792 = load float, ptr %v22, align 4
  %1793 = and i32 %229, 7
  %1794 = lshr i32 %1793, 1
  %1795 = and i32 %238, 65535
  %1796 = trunc i32 %1795 to i16
  %1797 = bitcast i16 %1796 to half
  %1798 = fpext half %1797 to float
  %1799 = lshr i32 %238, 16
  %1800 = trunc i32 %1799 to i16
  %1801 = bitcast i16 %1800 to half
  %1802 = fpext half %1801 to float
  %1803 = and i32 %239, 1061109567
  %1804 = and i32 %240, 1061109567
  %1805 = and i32 %241, 252645135
  %1806 = lshr i32 %239, 2
  %1807 = and i32 %1806, 808464432
  %1808 = or i32 %1805, %1807
  %1809 = lshr i32 %241, 4
  %1810 = and i32 %1809, 252645135
  %1811 = lshr i32 %240, 2
  %1812 = and i32 %1811, 808464432
  %1813 = or i32 %1810, %1812
  %1814 = icmp ult i32 %1794, 2
  %1815 = and i32 %1794, 1
  %1816 = mul i32 %1815, 16
  %1817 = select i1 %1814, i32 %1803, i32 %1808
  %1818 = lshr i32 %1817, %1816
  %1819 = select i1 %1814, i32 %1804, i32 %1813
  %1820 = lshr i32 %1819, %1816
  %1821 = and i32 %242, 252645135
  %1822 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1821, i32 %1687, i32 0)
  %1823 = and i32 %243, 252645135
  %1824 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1823, i32 %1688, i32 %1822)
  %1825 = and i32 %244, 252645135
  %1826 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1825, i32 %1689, i32 %1824)
  %1827 = and i32 %245, 252645135
  %1828 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1827, i32 %1690, i32 %1826)
  %1829 = lshr i32 %1818, 0
  %1830 = and i32 %1829, 255
  %1831 = mul i32 %1830, %1828
  %1832 = sitofp i32 %1831 to float
  %1833 = bitcast i32 %1820 to <4 x i8>
  %1834 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1833, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1835 = bitcast <4 x i8> %1834 to i32
  %1836 = bitcast i32 %1835 to float
  %1837 = fadd float %1836, 0xC160000000000000
  %1838 = lshr i32 %242, 4
  %1839 = and i32 %1838, 252645135
  %1840 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1839, i32 %1698, i32 0)
  %1841 = lshr i32 %243, 4
  %1842 = and i32 %1841, 252645135
  %1843 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1842, i32 %1699, i32 %1840)
  %1844 = lshr i32 %244, 4
  %1845 = and i32 %1844, 252645135
  %1846 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1845, i32 %1700, i32 %1843)
  %1847 = lshr i32 %245, 4
  %1848 = and i32 %1847, 252645135
  %1849 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1848, i32 %1701, i32 %1846)
  %1850 = lshr i32 %1818, 8
  %1851 = and i32 %1850, 255
  %1852 = mul i32 %1851, %1849
  %1853 = sitofp i32 %1852 to float
  %1854 = bitcast i32 %1820 to <4 x i8>
  %1855 = shufflevector <4 x i8> %1854, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1856 = bitcast <4 x i8> %1855 to i32
  %1857 = bitcast i32 %1856 to float
  %1858 = fadd float %1857, 0xC160000000000000
  %1859 = fmul float %1853, %1705
  %1860 = call float @llvm.fma.f32(float %1832, float %1694, float %1859)
  %1861 = fmul float %1858, %1717
  %1862 = call float @llvm.fma.f32(float %1837, float %1711, float %1861)
  %1863 = call float @llvm.fma.f32(float %1798, float %1860, float %1792)
  %1864 = fneg float %1802
  %1865 = call float @llvm.fma.f32(float %1864, float %1862, float %1863)
  store float %1865, ptr %v22, align 4
  %1866 = load float, ptr %v23, align 4
  %1867 = and i32 %229, 7
  %1868 = lshr i32 %1867, 1
  %1869 = and i32 %246, 65535
  %1870 = trunc i32 %1869 to i16
  %1871 = bitcast i16 %1870 to half
  %1872 = fpext half %1871 to float
  %1873 = lshr i32 %246, 16
  %1874 = trunc i32 %1873 to i16
  %1875 = bitcast i16 %1874 to half
  %1876 = fpext half %1875 to float
  %1877 = and i32 %247, 1061109567
  %1878 = and i32 %248, 1061109567
  %1879 = and i32 %249, 252645135
  %1880 = lshr i32 %247, 2
  %1881 = and i32 %1880, 808464432
  %1882 = or i32 %1879, %1881
  %1883 = lshr i32 %249, 4
  %1884 = and i32 %1883, 252645135
  %1885 = lshr i32 %248, 2
  %1886 = and i32 %1885, 808464432
  %1887 = or i32 %1884, %1886
  %1888 = icmp ult i32 %1868, 2
  %1889 = and i32 %1868, 1
  %1890 = mul i32 %1889, 16
  %1891 = select i1 %1888, i32 %1877, i32 %1882
  %1892 = lshr i32 %1891, %1890
  %1893 = select i1 %1888, i32 %1878, i32 %1887
  %1894 = lshr i32 %1893, %1890
  %1895 = and i32 %250, 252645135
  %1896 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1895, i32 %1687, i32 0)
  %1897 = and i32 %251, 252645135
  %1898 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1897, i32 %1688, i32 %1896)
  %1899 = and i32 %252, 252645135
  %1900 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1899, i32 %1689, i32 %1898)
  %1901 = and i32 %253, 252645135
  %1902 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1901, i32 %1690, i32 %1900)
  %1903 = lshr i32 %1892, 0
  %1904 = and i32 %1903, 255
  %1905 = mul i32 %1904, %1902
  %1906 = sitofp i32 %1905 to float
  %1907 = bitcast i32 %1894 to <4 x i8>
  %1908 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1907, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1909 = bitcast <4 x i8> %1908 to i32
  %1910 = bitcast i32 %1909 to float
  %1911 = fadd float %1910, 0xC160000000000000
  %1912 = lshr i32 %250, 4
  %1913 = and i32 %1912, 252645135
  %1914 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1913, i32 %1698, i32 0)
  %1915 = lshr i32 %251, 4
  %1916 = and i32 %1915, 252645135
  %1917 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1916, i32 %1699, i32 %1914)
  %1918 = lshr i32 %252, 4
  %1919 = and i32 %1918, 252645135
  %1920 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1919, i32 %1700, i32 %1917)
  %1921 = lshr i32 %253, 4
  %1922 = and i32 %1921, 252645135
  %1923 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1922, i32 %1701, i32 %1920)
  %1924 = lshr i32 %1892, 8
  %1925 = and i32 %1924, 255
  %1926 = mul i32 %1925, %1923
  %1927 = sitofp i32 %1926 to float
  %1928 = bitcast i32 %1894 to <4 x i8>
  %1929 = shufflevector <4 x i8> %1928, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %1930 = bitcast <4 x i8> %1929 to i32
  %1931 = bitcast i32 %1930 to float
  %1932 = fadd float %1931, 0xC160000000000000
  %1933 = fmul float %1927, %1705
  %1934 = call float @llvm.fma.f32(float %1906, float %1694, float %1933)
  %1935 = fmul float %1932, %1717
  %1936 = call float @llvm.fma.f32(float %1911, float %1711, float %1935)
  %1937 = call float @llvm.fma.f32(float %1872, float %1934, float %1866)
  %1938 = fneg float %1876
  %1939 = call float @llvm.fma.f32(float %1938, float %1936, float %1937)
  store float %1939, ptr %v23, align 4
  %1940 = load float, ptr %v24, align 4
  %1941 = and i32 %229, 7
  %1942 = lshr i32 %1941, 1
  %1943 = and i32 %254, 65535
  %1944 = trunc i32 %1943 to i16
  %1945 = bitcast i16 %1944 to half
  %1946 = fpext half %1945 to float
  %1947 = lshr i32 %254, 16
  %1948 = trunc i32 %1947 to i16
  %1949 = bitcast i16 %1948 to half
  %1950 = fpext half %1949 to float
  %1951 = and i32 %255, 1061109567
  %1952 = and i32 %256, 1061109567
  %1953 = and i32 %257, 252645135
  %1954 = lshr i32 %255, 2
  %1955 = and i32 %1954, 808464432
  %1956 = or i32 %1953, %1955
  %1957 = lshr i32 %257, 4
  %1958 = and i32 %1957, 252645135
  %1959 = lshr i32 %256, 2
  %1960 = and i32 %1959, 808464432
  %1961 = or i32 %1958, %1960
  %1962 = icmp ult i32 %1942, 2
  %1963 = and i32 %1942, 1
  %1964 = mul i32 %1963, 16
  %1965 = select i1 %1962, i32 %1951, i32 %1956
  %1966 = lshr i32 %1965, %1964
  %1967 = select i1 %1962, i32 %1952, i32 %1961
  %1968 = lshr i32 %1967, %1964
  %1969 = and i32 %258, 252645135
  %1970 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1969, i32 %1687, i32 0)
  %1971 = and i32 %259, 252645135
  %1972 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1971, i32 %1688, i32 %1970)
  %1973 = and i32 %260, 252645135
  %1974 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1973, i32 %1689, i32 %1972)
  %1975 = and i32 %261, 252645135
  %1976 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1975, i32 %1690, i32 %1974)
  %1977 = lshr i32 %1966, 0
  %1978 = and i32 %1977, 255
  %1979 = mul i32 %1978, %1976
  %1980 = sitofp i32 %1979 to float
  %1981 = bitcast i32 %1968 to <4 x i8>
  %1982 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %1981, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %1983 = bitcast <4 x i8> %1982 to i32
  %1984 = bitcast i32 %1983 to float
  %1985 = fadd float %1984, 0xC160000000000000
  %1986 = lshr i32 %258, 4
  %1987 = and i32 %1986, 252645135
  %1988 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1987, i32 %1698, i32 0)
  %1989 = lshr i32 %259, 4
  %1990 = and i32 %1989, 252645135
  %1991 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1990, i32 %1699, i32 %1988)
  %1992 = lshr i32 %260, 4
  %1993 = and i32 %1992, 252645135
  %1994 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1993, i32 %1700, i32 %1991)
  %1995 = lshr i32 %261, 4
  %1996 = and i32 %1995, 252645135
  %1997 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1996, i32 %1701, i32 %1994)
  %1998 = lshr i32 %1966, 8
  %1999 = and i32 %1998, 255
  %2000 = mul i32 %1999, %1997
  %2001 = sitofp i32 %2000 to float
  %2002 = bitcast i32 %1968 to <4 x i8>
  %2003 = shufflevector <4 x i8> %2002, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2004 = bitcast <4 x i8> %2003 to i32
  %2005 = bitcast i32 %2004 to float
  %2006 = fadd float %2005, 0xC160000000000000
  %2007 = fmul float %2001, %1705
  %2008 = call float @llvm.fma.f32(float %1980, float %1694, float %2007)
  %2009 = fmul float %2006, %1717
  %2010 = call float @llvm.fma.f32(float %1985, float %1711, float %2009)
  %2011 = call float @llvm.fma.f32(float %1946, float %2008, float %1940)
  %2012 = fneg float %1950
  %2013 = call float @llvm.fma.f32(float %2012, float %2010, float %2011)
  store float %2013, ptr %v24, align 4
  %2014 = add i64 %362, 0
  %2015 = getelementptr i8, ptr addrspace(1) %110, i64 %2014
  %2016 = load <4 x i32>, ptr addrspace(1) %2015, align 16
  %2017 = extractelement <4 x i32> %2016, i32 0
  %2018 = extractelement <4 x i32> %2016, i32 1
  %2019 = extractelement <4 x i32> %2016, i32 2
  %2020 = extractelement <4 x i32> %2016, i32 3
  %2021 = lshr i64 %362, 5
  %2022 = mul i64 %2021, 4
  %2023 = getelementptr i8, ptr addrspace(1) %222, i64 %2022
  %2024 = load float, ptr addrspace(1) %2023, align 4
  %2025 = add i64 %363, 0
  %2026 = getelementptr i8, ptr addrspace(1) %110, i64 %2025
  %2027 = load <4 x i32>, ptr addrspace(1) %2026, align 16
  %2028 = extractelement <4 x i32> %2027, i32 0
  %2029 = extractelement <4 x i32> %2027, i32 1
  %2030 = extractelement <4 x i32> %2027, i32 2
  %2031 = extractelement <4 x i32> %2027, i32 3
  %2032 = lshr i64 %363, 5
  %2033 = mul i64 %2032, 4
  %2034 = getelementptr i8, ptr addrspace(1) %222, i64 %2033
  %2035 = load float, ptr addrspace(1) %2034, align 4
  %2036 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2017, i32 0)
  %2037 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2018, i32 %2036)
  %2038 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2019, i32 %2037)
  %2039 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2020, i32 %2038)
  %2040 = sitofp i32 %2039 to float
  %2041 = fmul float %2024, %2040
  %2042 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2028, i32 0)
  %2043 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2029, i32 %2042)
  %2044 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2030, i32 %2043)
  %2045 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2031, i32 %2044)
  %2046 = sitofp i32 %2045 to float
  %2047 = fmul float %2035, %2046
  %2048 = load float, ptr %v25, align 4
  %2049 = and i32 %229, 7
  %2050 = lshr i32 %2049, 1
  %2051 = and i32 %230, 65535
  %2052 = trunc i32 %2051 to i16
  %2053 = bitcast i16 %2052 to half
  %2054 = fpext half %2053 to float
  %2055 = lshr i32 %230, 16
  %2056 = trunc i32 %2055 to i16
  %2057 = bitcast i16 %2056 to half
  %2058 = fpext half %2057 to float
  %2059 = and i32 %231, 1061109567
  %2060 = and i32 %232, 1061109567
  %2061 = and i32 %233, 252645135
  %2062 = lshr i32 %231, 2
  %2063 = and i32 %2062, 808464432
  %2064 = or i32 %2061, %2063
  %2065 = lshr i32 %233, 4
  %2066 = and i32 %2065, 252645135
  %2067 = lshr i32 %232, 2
  %2068 = and i32 %2067, 808464432
  %2069 = or i32 %2066, %2068
  %2070 = icmp ult i32 %2050, 2
  %2071 = and i32 %2050, 1
  %2072 = mul i32 %2071, 16
  %2073 = select i1 %2070, i32 %2059, i32 %2064
  %2074 = lshr i32 %2073, %2072
  %2075 = select i1 %2070, i32 %2060, i32 %2069
  %2076 = lshr i32 %2075, %2072
  %2077 = and i32 %234, 252645135
  %2078 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2077, i32 %2017, i32 0)
  %2079 = and i32 %235, 252645135
  %2080 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2079, i32 %2018, i32 %2078)
  %2081 = and i32 %236, 252645135
  %2082 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2081, i32 %2019, i32 %2080)
  %2083 = and i32 %237, 252645135
  %2084 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2083, i32 %2020, i32 %2082)
  %2085 = lshr i32 %2074, 0
  %2086 = and i32 %2085, 255
  %2087 = mul i32 %2086, %2084
  %2088 = sitofp i32 %2087 to float
  %2089 = bitcast i32 %2076 to <4 x i8>
  %2090 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2089, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2091 = bitcast <4 x i8> %2090 to i32
  %2092 = bitcast i32 %2091 to float
  %2093 = fadd float %2092, 0xC160000000000000
  %2094 = lshr i32 %234, 4
  %2095 = and i32 %2094, 252645135
  %2096 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2095, i32 %2028, i32 0)
  %2097 = lshr i32 %235, 4
  %2098 = and i32 %2097, 252645135
  %2099 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2098, i32 %2029, i32 %2096)
  %2100 = lshr i32 %236, 4
  %2101 = and i32 %2100, 252645135
  %2102 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2101, i32 %2030, i32 %2099)
  %2103 = lshr i32 %237, 4
  %2104 = and i32 %2103, 252645135
  %2105 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2104, i32 %2031, i32 %2102)
  %2106 = lshr i32 %2074, 8
  %2107 = and i32 %2106, 255
  %2108 = mul i32 %2107, %2105
  %2109 = sitofp i32 %2108 to float
  %2110 = bitcast i32 %2076 to <4 x i8>
  %2111 = shufflevector <4 x i8> %2110, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2112 = bitcast <4 x i8> %2111 to i32
  %2113 = bitcast i32 %2112 to float
  %2114 = fadd float %2113, 0xC160000000000000
  %2115 = fmul float %2109, %2035
  %2116 = call float @llvm.fma.f32(float %2088, float %2024, float %2115)
  %2117 = fmul float %2114, %2047
  %2118 = call float @llvm.fma.f32(float %2093, float %2041, float %2117)
  %2119 = call float @llvm.fma.f32(float %2054, float %2116, float %2048)
  %2120 = fneg float %2058
  %2121 = call float @llvm.fma.f32(float %2120, float %2118, float %2119)
  store float %2121, ptr %v25, align 4
  %2122 = load float, ptr %v26, align 4
  %2123 = and i32 %229, 7
  %2124 = lshr i32 %2123, 1
  %2125 = and i32 %238, 65535
  %2126 = trunc i32 %2125 to i16
  %2127 = bitcast i16 %2126 to half
  %2128 = fpext half %2127 to float
  %2129 = lshr i32 %238, 16
  %2130 = trunc i32 %2129 to i16
  %2131 = bitcast i16 %2130 to half
  %2132 = fpext half %2131 to float
  %2133 = and i32 %239, 1061109567
  %2134 = and i32 %240, 1061109567
  %2135 = and i32 %241, 252645135
  %2136 = lshr i32 %239, 2
  %2137 = and i32 %2136, 808464432
  %2138 = or i32 %2135, %2137
  %2139 = lshr i32 %241, 4
  %2140 = and i32 %2139, 252645135
  %2141 = lshr i32 %240, 2
  %2142 = and i32 %2141, 808464432
  %2143 = or i32 %2140, %2142
  %2144 = icmp ult i32 %2124, 2
  %2145 = and i32 %2124, 1
  %2146 = mul i32 %2145, 16
  %2147 = select i1 %2144, i32 %2133, i32 %2138
  %2148 = lshr i32 %2147, %2146
  %2149 = select i1 %2144, i32 %2134, i32 %2143
  %2150 = lshr i32 %2149, %2146
  %2151 = and i32 %242, 252645135
  %2152 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2151, i32 %2017, i32 0)
  %2153 = and i32 %243, 252645135
  %2154 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2153, i32 %2018, i32 %2152)
  %2155 = and i32 %244, 252645135
  %2156 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2155, i32 %2019, i32 %2154)
  %2157 = and i32 %245, 252645135
  %2158 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2157, i32 %2020, i32 %2156)
  %2159 = lshr i32 %2148, 0
  %2160 = and i32 %2159, 255
  %2161 = mul i32 %2160, %2158
  %2162 = sitofp i32 %2161 to float
  %2163 = bitcast i32 %2150 to <4 x i8>
  %2164 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2163, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2165 = bitcast <4 x i8> %2164 to i32
  %2166 = bitcast i32 %2165 to float
  %2167 = fadd float %2166, 0xC160000000000000
  %2168 = lshr i32 %242, 4
  %2169 = and i32 %2168, 252645135
  %2170 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2169, i32 %2028, i32 0)
  %2171 = lshr i32 %243, 4
  %2172 = and i32 %2171, 252645135
  %2173 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2172, i32 %2029, i32 %2170)
  %2174 = lshr i32 %244, 4
  %2175 = and i32 %2174, 252645135
  %2176 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2175, i32 %2030, i32 %2173)
  %2177 = lshr i32 %245, 4
  %2178 = and i32 %2177, 252645135
  %2179 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2178, i32 %2031, i32 %2176)
  %2180 = lshr i32 %2148, 8
  %2181 = and i32 %2180, 255
  %2182 = mul i32 %2181, %2179
  %2183 = sitofp i32 %2182 to float
  %2184 = bitcast i32 %2150 to <4 x i8>
  %2185 = shufflevector <4 x i8> %2184, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2186 = bitcast <4 x i8> %2185 to i32
  %2187 = bitcast i32 %2186 to float
  %2188 = fadd float %2187, 0xC160000000000000
  %2189 = fmul float %2183, %2035
  %2190 = call float @llvm.fma.f32(float %2162, float %2024, float %2189)
  %2191 = fmul float %2188, %2047
  %2192 = call float @llvm.fma.f32(float %2167, float %2041, float %2191)
  %2193 = call float @llvm.fma.f32(float %2128, float %2190, float %2122)
  %2194 = fneg float %2132
  %2195 = call float @llvm.fma.f32(float %2194, float %2192, float %2193)
  store float %2195, ptr %v26, align 4
  %2196 = load float, ptr %v27, align 4
  %2197 = and i32 %229, 7
  %2198 = lshr i32 %2197, 1
  %2199 = and i32 %246, 65535
  %2200 = trunc i32 %2199 to i16
  %2201 = bitcast i16 %2200 to half
  %2202 = fpext half %2201 to float
  %2203 = lshr i32 %246, 16
  %2204 = trunc i32 %2203 to i16
  %2205 = bitcast i16 %2204 to half
  %2206 = fpext half %2205 to float
  %2207 = and i32 %247, 1061109567
  %2208 = and i32 %248, 1061109567
  %2209 = and i32 %249, 252645135
  %2210 = lshr i32 %247, 2
  %2211 = and i32 %2210, 808464432
  %2212 = or i32 %2209, %2211
  %2213 = lshr i32 %249, 4
  %2214 = and i32 %2213, 252645135
  %2215 = lshr i32 %248, 2
  %2216 = and i32 %2215, 808464432
  %2217 = or i32 %2214, %2216
  %2218 = icmp ult i32 %2198, 2
  %2219 = and i32 %2198, 1
  %2220 = mul i32 %2219, 16
  %2221 = select i1 %2218, i32 %2207, i32 %2212
  %2222 = lshr i32 %2221, %2220
  %2223 = select i1 %2218, i32 %2208, i32 %2217
  %2224 = lshr i32 %2223, %2220
  %2225 = and i32 %250, 252645135
  %2226 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2225, i32 %2017, i32 0)
  %2227 = and i32 %251, 252645135
  %2228 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2227, i32 %2018, i32 %2226)
  %2229 = and i32 %252, 252645135
  %2230 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2229, i32 %2019, i32 %2228)
  %2231 = and i32 %253, 252645135
  %2232 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2231, i32 %2020, i32 %2230)
  %2233 = lshr i32 %2222, 0
  %2234 = and i32 %2233, 255
  %2235 = mul i32 %2234, %2232
  %2236 = sitofp i32 %2235 to float
  %2237 = bitcast i32 %2224 to <4 x i8>
  %2238 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2237, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2239 = bitcast <4 x i8> %2238 to i32
  %2240 = bitcast i32 %2239 to float
  %2241 = fadd float %2240, 0xC160000000000000
  %2242 = lshr i32 %250, 4
  %2243 = and i32 %2242, 252645135
  %2244 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2243, i32 %2028, i32 0)
  %2245 = lshr i32 %251, 4
  %2246 = and i32 %2245, 252645135
  %2247 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2246, i32 %2029, i32 %2244)
  %2248 = lshr i32 %252, 4
  %2249 = and i32 %2248, 252645135
  %2250 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2249, i32 %2030, i32 %2247)
  %2251 = lshr i32 %253, 4
  %2252 = and i32 %2251, 252645135
  %2253 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2252, i32 %2031, i32 %2250)
  %2254 = lshr i32 %2222, 8
  %2255 = and i32 %2254, 255
  %2256 = mul i32 %2255, %2253
  %2257 = sitofp i32 %2256 to float
  %2258 = bitcast i32 %2224 to <4 x i8>
  %2259 = shufflevector <4 x i8> %2258, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2260 = bitcast <4 x i8> %2259 to i32
  %2261 = bitcast i32 %2260 to float
  %2262 = fadd float %2261, 0xC160000000000000
  %2263 = fmul float %2257, %2035
  %2264 = call float @llvm.fma.f32(float %2236, float %2024, float %2263)
  %2265 = fmul float %2262, %2047
  %2266 = call float @llvm.fma.f32(float %2241, float %2041, float %2265)
  %2267 = call float @llvm.fma.f32(float %2202, float %2264, float %2196)
  %2268 = fneg float %2206
  %2269 = call float @llvm.fma.f32(float %2268, float %2266, float %2267)
  store float %2269, ptr %v27, align 4
  %2270 = load float, ptr %v28, align 4
  %2271 = and i32 %229, 7
  %2272 = lshr i32 %2271, 1
  %2273 = and i32 %254, 65535
  %2274 = trunc i32 %2273 to i16
  %2275 = bitcast i16 %2274 to half
  %2276 = fpext half %2275 to float
  %2277 = lshr i32 %254, 16
  %2278 = trunc i32 %2277 to i16
  %2279 = bitcast i16 %2278 to half
  %2280 = fpext half %2279 to float
  %2281 = and i32 %255, 1061109567
  %2282 = and i32 %256, 1061109567
  %2283 = and i32 %257, 252645135
  %2284 = lshr i32 %255, 2
  %2285 = and i32 %2284, 808464432
  %2286 = or i32 %2283, %2285
  %2287 = lshr i32 %257, 4
  %2288 = and i32 %2287, 252645135
  %2289 = lshr i32 %256, 2
  %2290 = and i32 %2289, 808464432
  %2291 = or i32 %2288, %2290
  %2292 = icmp ult i32 %2272, 2
  %2293 = and i32 %2272, 1
  %2294 = mul i32 %2293, 16
  %2295 = select i1 %2292, i32 %2281, i32 %2286
  %2296 = lshr i32 %2295, %2294
  %2297 = select i1 %2292, i32 %2282, i32 %2291
  %2298 = lshr i32 %2297, %2294
  %2299 = and i32 %258, 252645135
  %2300 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2299, i32 %2017, i32 0)
  %2301 = and i32 %259, 252645135
  %2302 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2301, i32 %2018, i32 %2300)
  %2303 = and i32 %260, 252645135
  %2304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2303, i32 %2019, i32 %2302)
  %2305 = and i32 %261, 252645135
  %2306 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2305, i32 %2020, i32 %2304)
  %2307 = lshr i32 %2296, 0
  %2308 = and i32 %2307, 255
  %2309 = mul i32 %2308, %2306
  %2310 = sitofp i32 %2309 to float
  %2311 = bitcast i32 %2298 to <4 x i8>
  %2312 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2311, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2313 = bitcast <4 x i8> %2312 to i32
  %2314 = bitcast i32 %2313 to float
  %2315 = fadd float %2314, 0xC160000000000000
  %2316 = lshr i32 %258, 4
  %2317 = and i32 %2316, 252645135
  %2318 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2317, i32 %2028, i32 0)
  %2319 = lshr i32 %259, 4
  %2320 = and i32 %2319, 252645135
  %2321 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2320, i32 %2029, i32 %2318)
  %2322 = lshr i32 %260, 4
  %2323 = and i32 %2322, 252645135
  %2324 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2323, i32 %2030, i32 %2321)
  %2325 = lshr i32 %261, 4
  %2326 = and i32 %2325, 252645135
  %2327 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2326, i32 %2031, i32 %2324)
  %2328 = lshr i32 %2296, 8
  %2329 = and i32 %2328, 255
  %2330 = mul i32 %2329, %2327
  %2331 = sitofp i32 %2330 to float
  %2332 = bitcast i32 %2298 to <4 x i8>
  %2333 = shufflevector <4 x i8> %2332, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2334 = bitcast <4 x i8> %2333 to i32
  %2335 = bitcast i32 %2334 to float
  %2336 = fadd float %2335, 0xC160000000000000
  %2337 = fmul float %2331, %2035
  %2338 = call float @llvm.fma.f32(float %2310, float %2024, float %2337)
  %2339 = fmul float %2336, %2047
  %2340 = call float @llvm.fma.f32(float %2315, float %2041, float %2339)
  %2341 = call float @llvm.fma.f32(float %2276, float %2338, float %2270)
  %2342 = fneg float %2280
  %2343 = call float @llvm.fma.f32(float %2342, float %2340, float %2341)
  store float %2343, ptr %v28, align 4
  %2344 = add i64 %362, 0
  %2345 = getelementptr i8, ptr addrspace(1) %116, i64 %2344
  %2346 = load <4 x i32>, ptr addrspace(1) %2345, align 16
  %2347 = extractelement <4 x i32> %2346, i32 0
  %2348 = extractelement <4 x i32> %2346, i32 1
  %2349 = extractelement <4 x i32> %2346, i32 2
  %2350 = extractelement <4 x i32> %2346, i32 3
  %2351 = lshr i64 %362, 5
  %2352 = mul i64 %2351, 4
  %2353 = getelementptr i8, ptr addrspace(1) %223, i64 %2352
  %2354 = load float, ptr addrspace(1) %2353, align 4
  %2355 = add i64 %363, 0
  %2356 = getelementptr i8, ptr addrspace(1) %116, i64 %2355
  %2357 = load <4 x i32>, ptr addrspace(1) %2356, align 16
  %2358 = extractelement <4 x i32> %2357, i32 0
  %2359 = extractelement <4 x i32> %2357, i32 1
  %2360 = extractelement <4 x i32> %2357, i32 2
  %2361 = extractelement <4 x i32> %2357, i32 3
  %2362 = lshr i64 %363, 5
  %2363 = mul i64 %2362, 4
  %2364 = getelementptr i8, ptr addrspace(1) %223, i64 %2363
  %2365 = load float, ptr addrspace(1) %2364, align 4
  %2366 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2347, i32 0)
  %2367 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2348, i32 %2366)
  %2368 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2349, i32 %2367)
  %2369 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2350, i32 %2368)
  %2370 = sitofp i32 %2369 to float
  %2371 = fmul float %2354, %2370
  %2372 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2358, i32 0)
  %2373 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2359, i32 %2372)
  %2374 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2360, i32 %2373)
  %2375 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2361, i32 %2374)
  %2376 = sitofp i32 %2375 to float
  %2377 = fmul float %2365, %2376
  %2378 = load float, ptr %v29, align 4
  %2379 = and i32 %229, 7
  %2380 = lshr i32 %2379, 1
  %2381 = and i32 %230, 65535
  %2382 = trunc i32 %2381 to i16
  %2383 = bitcast i16 %2382 to half
  %2384 = fpext half %2383 to float
  %2385 = lshr i32 %230, 16
  %2386 = trunc i32 %2385 to i16
  %2387 = bitcast i16 %2386 to half
  %2388 = fpext half %2387 to float
  %2389 = and i32 %231, 1061109567
  %2390 = and i32 %232, 1061109567
  %2391 = and i32 %233, 252645135
  %2392 = lshr i32 %231, 2
  %2393 = and i32 %2392, 808464432
  %2394 = or i32 %2391, %2393
  %2395 = lshr i32 %233, 4
  %2396 = and i32 %2395, 252645135
  %2397 = lshr i32 %232, 2
  %2398 = and i32 %2397, 808464432
  %2399 = or i32 %2396, %2398
  %2400 = icmp ult i32 %2380, 2
  %2401 = and i32 %2380, 1
  %2402 = mul i32 %2401, 16
  %2403 = select i1 %2400, i32 %2389, i32 %2394
  %2404 = lshr i32 %2403, %2402
  %2405 = select i1 %2400, i32 %2390, i32 %2399
  %2406 = lshr i32 %2405, %2402
  %2407 = and i32 %234, 252645135
  %2408 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2407, i32 %2347, i32 0)
  %2409 = and i32 %235, 252645135
  %2410 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2409, i32 %2348, i32 %2408)
  %2411 = and i32 %236, 252645135
  %2412 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2411, i32 %2349, i32 %2410)
  %2413 = and i32 %237, 252645135
  %2414 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2413, i32 %2350, i32 %2412)
  %2415 = lshr i32 %2404, 0
  %2416 = and i32 %2415, 255
  %2417 = mul i32 %2416, %2414
  %2418 = sitofp i32 %2417 to float
  %2419 = bitcast i32 %2406 to <4 x i8>
  %2420 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2419, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2421 = bitcast <4 x i8> %2420 to i32
  %2422 = bitcast i32 %2421 to float
  %2423 = fadd float %2422, 0xC160000000000000
  %2424 = lshr i32 %234, 4
  %2425 = and i32 %2424, 252645135
  %2426 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2425, i32 %2358, i32 0)
  %2427 = lshr i32 %235, 4
  %2428 = and i32 %2427, 252645135
  %2429 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2428, i32 %2359, i32 %2426)
  %2430 = lshr i32 %236, 4
  %2431 = and i32 %2430, 252645135
  %2432 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2431, i32 %2360, i32 %2429)
  %2433 = lshr i32 %237, 4
  %2434 = and i32 %2433, 252645135
  %2435 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2434, i32 %2361, i32 %2432)
  %2436 = lshr i32 %2404, 8
  %2437 = and i32 %2436, 255
  %2438 = mul i32 %2437, %2435
  %2439 = sitofp i32 %2438 to float
  %2440 = bitcast i32 %2406 to <4 x i8>
  %2441 = shufflevector <4 x i8> %2440, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2442 = bitcast <4 x i8> %2441 to i32
  %2443 = bitcast i32 %2442 to float
  %2444 = fadd float %2443, 0xC160000000000000
  %2445 = fmul float %2439, %2365
  %2446 = call float @llvm.fma.f32(float %2418, float %2354, float %2445)
  %2447 = fmul float %2444, %2377
  %2448 = call float @llvm.fma.f32(float %2423, float %2371, float %2447)
  %2449 = call float @llvm.fma.f32(float %2384, float %2446, float %2378)
  %2450 = fneg float %2388
  %2451 = call float @llvm.fma.f32(float %2450, float %2448, float %2449)
  store float %2451, ptr %v29, align 4
  %2452 = load float, ptr %v30, align 4
  %2453 = and i32 %229, 7
  %2454 = lshr i32 %2453, 1
  %2455 = and i32 %238, 65535
  %2456 = trunc i32 %2455 to i16
  %2457 = bitcast i16 %2456 to half
  %2458 = fpext half %2457 to float
  %2459 = lshr i32 %238, 16
  %2460 = trunc i32 %2459 to i16
  %2461 = bitcast i16 %2460 to half
  %2462 = fpext half %2461 to float
  %2463 = and i32 %239, 1061109567
  %2464 = and i32 %240, 1061109567
  %2465 = and i32 %241, 252645135
  %2466 = lshr i32 %239, 2
  %2467 = and i32 %2466, 808464432
  %2468 = or i32 %2465, %2467
  %2469 = lshr i32 %241, 4
  %2470 = and i32 %2469, 252645135
  %2471 = lshr i32 %240, 2
  %2472 = and i32 %2471, 808464432
  %2473 = or i32 %2470, %2472
  %2474 = icmp ult i32 %2454, 2
  %2475 = and i32 %2454, 1
  %2476 = mul i32 %2475, 16
  %2477 = select i1 %2474, i32 %2463, i32 %2468
  %2478 = lshr i32 %2477, %2476
  %2479 = select i1 %2474, i32 %2464, i32 %2473
  %2480 = lshr i32 %2479, %2476
  %2481 = and i32 %242, 252645135
  %2482 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2481, i32 %2347, i32 0)
  %2483 = and i32 %243, 252645135
  %2484 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2483, i32 %2348, i32 %2482)
  %2485 = and i32 %244, 252645135
  %2486 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2485, i32 %2349, i32 %2484)
  %2487 = and i32 %245, 252645135
  %2488 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2487, i32 %2350, i32 %2486)
  %2489 = lshr i32 %2478, 0
  %2490 = and i32 %2489, 255
  %2491 = mul i32 %2490, %2488
  %2492 = sitofp i32 %2491 to float
  %2493 = bitcast i32 %2480 to <4 x i8>
  %2494 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2493, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2495 = bitcast <4 x i8> %2494 to i32
  %2496 = bitcast i32 %2495 to float
  %2497 = fadd float %2496, 0xC160000000000000
  %2498 = lshr i32 %242, 4
  %2499 = and i32 %2498, 252645135
  %2500 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2499, i32 %2358, i32 0)
  %2501 = lshr i32 %243, 4
  %2502 = and i32 %2501, 252645135
  %2503 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2502, i32 %2359, i32 %2500)
  %2504 = lshr i32 %244, 4
  %2505 = and i32 %2504, 252645135
  %2506 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2505, i32 %2360, i32 %2503)
  %2507 = lshr i32 %245, 4
  %2508 = and i32 %2507, 252645135
  %2509 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2508, i32 %2361, i32 %2506)
  %2510 = lshr i32 %2478, 8
  %2511 = and i32 %2510, 255
  %2512 = mul i32 %2511, %2509
  %2513 = sitofp i32 %2512 to float
  %2514 = bitcast i32 %2480 to <4 x i8>
  %2515 = shufflevector <4 x i8> %2514, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2516 = bitcast <4 x i8> %2515 to i32
  %2517 = bitcast i32 %2516 to float
  %2518 = fadd float %2517, 0xC160000000000000
  %2519 = fmul float %2513, %2365
  %2520 = call float @llvm.fma.f32(float %2492, float %2354, float %2519)
  %2521 = fmul float %2518, %2377
  %2522 = call float @llvm.fma.f32(float %2497, float %2371, float %2521)
  %2523 = call float @llvm.fma.f32(float %2458, float %2520, float %2452)
  %2524 = fneg float %2462
  %2525 = call float @llvm.fma.f32(float %2524, float %2522, float %2523)
  store float %2525, ptr %v30, align 4
  %2526 = load float, ptr %v31, align 4
  %2527 = and i32 %229, 7
  %2528 = lshr i32 %2527, 1
  %2529 = and i32 %246, 65535
  %2530 = trunc i32 %2529 to i16
  %2531 = bitcast i16 %2530 to half
  %2532 = fpext half %2531 to float
  %2533 = lshr i32 %246, 16
  %2534 = trunc i32 %2533 to i16
  %2535 = bitcast i16 %2534 to half
  %2536 = fpext half %2535 to float
  %2537 = and i32 %247, 1061109567
  %2538 = and i32 %248, 1061109567
  %2539 = and i32 %249, 252645135
  %2540 = lshr i32 %247, 2
  %2541 = and i32 %2540, 808464432
  %2542 = or i32 %2539, %2541
  %2543 = lshr i32 %249, 4
  %2544 = and i32 %2543, 252645135
  %2545 = lshr i32 %248, 2
  %2546 = and i32 %2545, 808464432
  %2547 = or i32 %2544, %2546
  %2548 = icmp ult i32 %2528, 2
  %2549 = and i32 %2528, 1
  %2550 = mul i32 %2549, 16
  %2551 = select i1 %2548, i32 %2537, i32 %2542
  %2552 = lshr i32 %2551, %2550
  %2553 = select i1 %2548, i32 %2538, i32 %2547
  %2554 = lshr i32 %2553, %2550
  %2555 = and i32 %250, 252645135
  %2556 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2555, i32 %2347, i32 0)
  %2557 = and i32 %251, 252645135
  %2558 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2557, i32 %2348, i32 %2556)
  %2559 = and i32 %252, 252645135
  %2560 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2559, i32 %2349, i32 %2558)
  %2561 = and i32 %253, 252645135
  %2562 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2561, i32 %2350, i32 %2560)
  %2563 = lshr i32 %2552, 0
  %2564 = and i32 %2563, 255
  %2565 = mul i32 %2564, %2562
  %2566 = sitofp i32 %2565 to float
  %2567 = bitcast i32 %2554 to <4 x i8>
  %2568 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2567, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2569 = bitcast <4 x i8> %2568 to i32
  %2570 = bitcast i32 %2569 to float
  %2571 = fadd float %2570, 0xC160000000000000
  %2572 = lshr i32 %250, 4
  %2573 = and i32 %2572, 252645135
  %2574 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2573, i32 %2358, i32 0)
  %2575 = lshr i32 %251, 4
  %2576 = and i32 %2575, 252645135
  %2577 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2576, i32 %2359, i32 %2574)
  %2578 = lshr i32 %252, 4
  %2579 = and i32 %2578, 252645135
  %2580 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2579, i32 %2360, i32 %2577)
  %2581 = lshr i32 %253, 4
  %2582 = and i32 %2581, 252645135
  %2583 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2582, i32 %2361, i32 %2580)
  %2584 = lshr i32 %2552, 8
  %2585 = and i32 %2584, 255
  %2586 = mul i32 %2585, %2583
  %2587 = sitofp i32 %2586 to float
  %2588 = bitcast i32 %2554 to <4 x i8>
  %2589 = shufflevector <4 x i8> %2588, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2590 = bitcast <4 x i8> %2589 to i32
  %2591 = bitcast i32 %2590 to float
  %2592 = fadd float %2591, 0xC160000000000000
  %2593 = fmul float %2587, %2365
  %2594 = call float @llvm.fma.f32(float %2566, float %2354, float %2593)
  %2595 = fmul float %2592, %2377
  %2596 = call float @llvm.fma.f32(float %2571, float %2371, float %2595)
  %2597 = call float @llvm.fma.f32(float %2532, float %2594, float %2526)
  %2598 = fneg float %2536
  %2599 = call float @llvm.fma.f32(float %2598, float %2596, float %2597)
  store float %2599, ptr %v31, align 4
  %2600 = load float, ptr %v32, align 4
  %2601 = and i32 %229, 7
  %2602 = lshr i32 %2601, 1
  %2603 = and i32 %254, 65535
  %2604 = trunc i32 %2603 to i16
  %2605 = bitcast i16 %2604 to half
  %2606 = fpext half %2605 to float
  %2607 = lshr i32 %254, 16
  %2608 = trunc i32 %2607 to i16
  %2609 = bitcast i16 %2608 to half
  %2610 = fpext half %2609 to float
  %2611 = and i32 %255, 1061109567
  %2612 = and i32 %256, 1061109567
  %2613 = and i32 %257, 252645135
  %2614 = lshr i32 %255, 2
  %2615 = and i32 %2614, 808464432
  %2616 = or i32 %2613, %2615
  %2617 = lshr i32 %257, 4
  %2618 = and i32 %2617, 252645135
  %2619 = lshr i32 %256, 2
  %2620 = and i32 %2619, 808464432
  %2621 = or i32 %2618, %2620
  %2622 = icmp ult i32 %2602, 2
  %2623 = and i32 %2602, 1
  %2624 = mul i32 %2623, 16
  %2625 = select i1 %2622, i32 %2611, i32 %2616
  %2626 = lshr i32 %2625, %2624
  %2627 = select i1 %2622, i32 %2612, i32 %2621
  %2628 = lshr i32 %2627, %2624
  %2629 = and i32 %258, 252645135
  %2630 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2629, i32 %2347, i32 0)
  %2631 = and i32 %259, 252645135
  %2632 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2631, i32 %2348, i32 %2630)
  %2633 = and i32 %260, 252645135
  %2634 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2633, i32 %2349, i32 %2632)
  %2635 = and i32 %261, 252645135
  %2636 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2635, i32 %2350, i32 %2634)
  %2637 = lshr i32 %2626, 0
  %2638 = and i32 %2637, 255
  %2639 = mul i32 %2638, %2636
  %2640 = sitofp i32 %2639 to float
  %2641 = bitcast i32 %2628 to <4 x i8>
  %2642 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2641, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2643 = bitcast <4 x i8> %2642 to i32
  %2644 = bitcast i32 %2643 to float
  %2645 = fadd float %2644, 0xC160000000000000
  %2646 = lshr i32 %258, 4
  %2647 = and i32 %2646, 252645135
  %2648 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2647, i32 %2358, i32 0)
  %2649 = lshr i32 %259, 4
  %2650 = and i32 %2649, 252645135
  %2651 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2650, i32 %2359, i32 %2648)
  %2652 = lshr i32 %260, 4
  %2653 = and i32 %2652, 252645135
  %2654 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2653, i32 %2360, i32 %2651)
  %2655 = lshr i32 %261, 4
  %2656 = and i32 %2655, 252645135
  %2657 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2656, i32 %2361, i32 %2654)
  %2658 = lshr i32 %2626, 8
  %2659 = and i32 %2658, 255
  %2660 = mul i32 %2659, %2657
  %2661 = sitofp i32 %2660 to float
  %2662 = bitcast i32 %2628 to <4 x i8>
  %2663 = shufflevector <4 x i8> %2662, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2664 = bitcast <4 x i8> %2663 to i32
  %2665 = bitcast i32 %2664 to float
  %2666 = fadd float %2665, 0xC160000000000000
  %2667 = fmul float %2661, %2365
  %2668 = call float @llvm.fma.f32(float %2640, float %2354, float %2667)
  %2669 = fmul float %2666, %2377
  %2670 = call float @llvm.fma.f32(float %2645, float %2371, float %2669)
  %2671 = call float @llvm.fma.f32(float %2606, float %2668, float %2600)
  %2672 = fneg float %2610
  %2673 = call float @llvm.fma.f32(float %2672, float %2670, float %2671)
  store float %2673, ptr %v32, align 4
  %2674 = add i64 %362, 0
  %2675 = getelementptr i8, ptr addrspace(1) %122, i64 %2674
  %2676 = load <4 x i32>, ptr addrspace(1) %2675, align 16
  %2677 = extractelement <4 x i32> %2676, i32 0
  %2678 = extractelement <4 x i32> %2676, i32 1
  %2679 = extractelement <4 x i32> %2676, i32 2
  %2680 = extractelement <4 x i32> %2676, i32 3
  %2681 = lshr i64 %362, 5
  %2682 = mul i64 %2681, 4
  %2683 = getelementptr i8, ptr addrspace(1) %224, i64 %2682
  %2684 = load float, ptr addrspace(1) %2683, align 4
  %2685 = add i64 %363, 0
  %2686 = getelementptr i8, ptr addrspace(1) %122, i64 %2685
  %2687 = load <4 x i32>, ptr addrspace(1) %2686, align 16
  %2688 = extractelement <4 x i32> %2687, i32 0
  %2689 = extractelement <4 x i32> %2687, i32 1
  %2690 = extractelement <4 x i32> %2687, i32 2
  %2691 = extractelement <4 x i32> %2687, i32 3
  %2692 = lshr i64 %363, 5
  %2693 = mul i64 %2692, 4
  %2694 = getelementptr i8, ptr addrspace(1) %224, i64 %2693
  %2695 = load float, ptr addrspace(1) %2694, align 4
  %2696 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2677, i32 0)
  %2697 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2678, i32 %2696)
  %2698 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2679, i32 %2697)
  %2699 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2680, i32 %2698)
  %2700 = sitofp i32 %2699 to float
  %2701 = fmul float %2684, %2700
  %2702 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2688, i32 0)
  %2703 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2689, i32 %2702)
  %2704 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2690, i32 %2703)
  %2705 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %2691, i32 %2704)
  %2706 = sitofp i32 %2705 to float
  %2707 = fmul float %2695, %2706
  %2708 = load float, ptr %v33, align 4
  %2709 = and i32 %229, 7
  %2710 = lshr i32 %2709, 1
  %2711 = and i32 %230, 65535
  %2712 = trunc i32 %2711 to i16
  %2713 = bitcast i16 %2712 to half
  %2714 = fpext half %2713 to float
  %2715 = lshr i32 %230, 16
  %2716 = trunc i32 %2715 to i16
  %2717 = bitcast i16 %2716 to half
  %2718 = fpext half %2717 to float
  %2719 = and i32 %231, 1061109567
  %2720 = and i32 %232, 1061109567
  %2721 = and i32 %233, 252645135
  %2722 = lshr i32 %231, 2
  %2723 = and i32 %2722, 808464432
  %2724 = or i32 %2721, %2723
  %2725 = lshr i32 %233, 4
  %2726 = and i32 %2725, 252645135
  %2727 = lshr i32 %232, 2
  %2728 = and i32 %2727, 808464432
  %2729 = or i32 %2726, %2728
  %2730 = icmp ult i32 %2710, 2
  %2731 = and i32 %2710, 1
  %2732 = mul i32 %2731, 16
  %2733 = select i1 %2730, i32 %2719, i32 %2724
  %2734 = lshr i32 %2733, %2732
  %2735 = select i1 %2730, i32 %2720, i32 %2729
  %2736 = lshr i32 %2735, %2732
  %2737 = and i32 %234, 252645135
  %2738 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2737, i32 %2677, i32 0)
  %2739 = and i32 %235, 252645135
  %2740 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2739, i32 %2678, i32 %2738)
  %2741 = and i32 %236, 252645135
  %2742 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2741, i32 %2679, i32 %2740)
  %2743 = and i32 %237, 252645135
  %2744 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2743, i32 %2680, i32 %2742)
  %2745 = lshr i32 %2734, 0
  %2746 = and i32 %2745, 255
  %2747 = mul i32 %2746, %2744
  %2748 = sitofp i32 %2747 to float
  %2749 = bitcast i32 %2736 to <4 x i8>
  %2750 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2749, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2751 = bitcast <4 x i8> %2750 to i32
  %2752 = bitcast i32 %2751 to float
  %2753 = fadd float %2752, 0xC160000000000000
  %2754 = lshr i32 %234, 4
  %2755 = and i32 %2754, 252645135
  %2756 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2755, i32 %2688, i32 0)
  %2757 = lshr i32 %235, 4
  %2758 = and i32 %2757, 252645135
  %2759 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2758, i32 %2689, i32 %2756)
  %2760 = lshr i32 %236, 4
  %2761 = and i32 %2760, 252645135
  %2762 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2761, i32 %2690, i32 %2759)
  %2763 = lshr i32 %237, 4
  %2764 = and i32 %2763, 252645135
  %2765 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2764, i32 %2691, i32 %2762)
  %2766 = lshr i32 %2734, 8
  %2767 = and i32 %2766, 255
  %2768 = mul i32 %2767, %2765
  %2769 = sitofp i32 %2768 to float
  %2770 = bitcast i32 %2736 to <4 x i8>
  %2771 = shufflevector <4 x i8> %2770, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2772 = bitcast <4 x i8> %2771 to i32
  %2773 = bitcast i32 %2772 to float
  %2774 = fadd float %2773, 0xC160000000000000
  %2775 = fmul float %2769, %2695
  %2776 = call float @llvm.fma.f32(float %2748, float %2684, float %2775)
  %2777 = fmul float %2774, %2707
  %2778 = call float @llvm.fma.f32(float %2753, float %2701, float %2777)
  %2779 = call float @llvm.fma.f32(float %2714, float %2776, float %2708)
  %2780 = fneg float %2718
  %2781 = call float @llvm.fma.f32(float %2780, float %2778, float %2779)
  store float %2781, ptr %v33, align 4
  %2782 = load float, ptr %v34, align 4
  %2783 = and i32 %229, 7
  %2784 = lshr i32 %2783, 1
  %2785 = and i32 %238, 65535
  %2786 = trunc i32 %2785 to i16
  %2787 = bitcast i16 %2786 to half
  %2788 = fpext half %2787 to float
  %2789 = lshr i32 %238, 16
  %2790 = trunc i32 %2789 to i16
  %2791 = bitcast i16 %2790 to half
  %2792 = fpext half %2791 to float
  %2793 = and i32 %239, 1061109567
  %2794 = and i32 %240, 1061109567
  %2795 = and i32 %241, 252645135
  %2796 = lshr i32 %239, 2
  %2797 = and i32 %2796, 808464432
  %2798 = or i32 %2795, %2797
  %2799 = lshr i32 %241, 4
  %2800 = and i32 %2799, 252645135
  %2801 = lshr i32 %240, 2
  %2802 = and i32 %2801, 808464432
  %2803 = or i32 %2800, %2802
  %2804 = icmp ult i32 %2784, 2
  %2805 = and i32 %2784, 1
  %2806 = mul i32 %2805, 16
  %2807 = select i1 %2804, i32 %2793, i32 %2798
  %2808 = lshr i32 %2807, %2806
  %2809 = select i1 %2804, i32 %2794, i32 %2803
  %2810 = lshr i32 %2809, %2806
  %2811 = and i32 %242, 252645135
  %2812 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2811, i32 %2677, i32 0)
  %2813 = and i32 %243, 252645135
  %2814 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2813, i32 %2678, i32 %2812)
  %2815 = and i32 %244, 252645135
  %2816 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2815, i32 %2679, i32 %2814)
  %2817 = and i32 %245, 252645135
  %2818 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2817, i32 %2680, i32 %2816)
  %2819 = lshr i32 %2808, 0
  %2820 = and i32 %2819, 255
  %2821 = mul i32 %2820, %2818
  %2822 = sitofp i32 %2821 to float
  %2823 = bitcast i32 %2810 to <4 x i8>
  %2824 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2823, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2825 = bitcast <4 x i8> %2824 to i32
  %2826 = bitcast i32 %2825 to float
  %2827 = fadd float %2826, 0xC160000000000000
  %2828 = lshr i32 %242, 4
  %2829 = and i32 %2828, 252645135
  %2830 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2829, i32 %2688, i32 0)
  %2831 = lshr i32 %243, 4
  %2832 = and i32 %2831, 252645135
  %2833 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2832, i32 %2689, i32 %2830)
  %2834 = lshr i32 %244, 4
  %2835 = and i32 %2834, 252645135
  %2836 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2835, i32 %2690, i32 %2833)
  %2837 = lshr i32 %245, 4
  %2838 = and i32 %2837, 252645135
  %2839 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2838, i32 %2691, i32 %2836)
  %2840 = lshr i32 %2808, 8
  %2841 = and i32 %2840, 255
  %2842 = mul i32 %2841, %2839
  %2843 = sitofp i32 %2842 to float
  %2844 = bitcast i32 %2810 to <4 x i8>
  %2845 = shufflevector <4 x i8> %2844, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2846 = bitcast <4 x i8> %2845 to i32
  %2847 = bitcast i32 %2846 to float
  %2848 = fadd float %2847, 0xC160000000000000
  %2849 = fmul float %2843, %2695
  %2850 = call float @llvm.fma.f32(float %2822, float %2684, float %2849)
  %2851 = fmul float %2848, %2707
  %2852 = call float @llvm.fma.f32(float %2827, float %2701, float %2851)
  %2853 = call float @llvm.fma.f32(float %2788, float %2850, float %2782)
  %2854 = fneg float %2792
  %2855 = call float @llvm.fma.f32(float %2854, float %2852, float %2853)
  store float %2855, ptr %v34, align 4
  %2856 = load float, ptr %v35, align 4
  %2857 = and i32 %229, 7
  %2858 = lshr i32 %2857, 1
  %2859 = and i32 %246, 65535
  %2860 = trunc i32 %2859 to i16
  %2861 = bitcast i16 %2860 to half
  %2862 = fpext half %2861 to float
  %2863 = lshr i32 %246, 16
  %2864 = trunc i32 %2863 to i16
  %2865 = bitcast i16 %2864 to half
  %2866 = fpext half %2865 to float
  %2867 = and i32 %247, 1061109567
  %2868 = and i32 %248, 1061109567
  %2869 = and i32 %249, 252645135
  %2870 = lshr i32 %247, 2
  %2871 = and i32 %2870, 808464432
  %2872 = or i32 %2869, %2871
  %2873 = lshr i32 %249, 4
  %2874 = and i32 %2873, 252645135
  %2875 = lshr i32 %248, 2
  %2876 = and i32 %2875, 808464432
  %2877 = or i32 %2874, %2876
  %2878 = icmp ult i32 %2858, 2
  %2879 = and i32 %2858, 1
  %2880 = mul i32 %2879, 16
  %2881 = select i1 %2878, i32 %2867, i32 %2872
  %2882 = lshr i32 %2881, %2880
  %2883 = select i1 %2878, i32 %2868, i32 %2877
  %2884 = lshr i32 %2883, %2880
  %2885 = and i32 %250, 252645135
  %2886 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2885, i32 %2677, i32 0)
  %2887 = and i32 %251, 252645135
  %2888 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2887, i32 %2678, i32 %2886)
  %2889 = and i32 %252, 252645135
  %2890 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2889, i32 %2679, i32 %2888)
  %2891 = and i32 %253, 252645135
  %2892 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2891, i32 %2680, i32 %2890)
  %2893 = lshr i32 %2882, 0
  %2894 = and i32 %2893, 255
  %2895 = mul i32 %2894, %2892
  %2896 = sitofp i32 %2895 to float
  %2897 = bitcast i32 %2884 to <4 x i8>
  %2898 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2897, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2899 = bitcast <4 x i8> %2898 to i32
  %2900 = bitcast i32 %2899 to float
  %2901 = fadd float %2900, 0xC160000000000000
  %2902 = lshr i32 %250, 4
  %2903 = and i32 %2902, 252645135
  %2904 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2903, i32 %2688, i32 0)
  %2905 = lshr i32 %251, 4
  %2906 = and i32 %2905, 252645135
  %2907 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2906, i32 %2689, i32 %2904)
  %2908 = lshr i32 %252, 4
  %2909 = and i32 %2908, 252645135
  %2910 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2909, i32 %2690, i32 %2907)
  %2911 = lshr i32 %253, 4
  %2912 = and i32 %2911, 252645135
  %2913 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2912, i32 %2691, i32 %2910)
  %2914 = lshr i32 %2882, 8
  %2915 = and i32 %2914, 255
  %2916 = mul i32 %2915, %2913
  %2917 = sitofp i32 %2916 to float
  %2918 = bitcast i32 %2884 to <4 x i8>
  %2919 = shufflevector <4 x i8> %2918, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2920 = bitcast <4 x i8> %2919 to i32
  %2921 = bitcast i32 %2920 to float
  %2922 = fadd float %2921, 0xC160000000000000
  %2923 = fmul float %2917, %2695
  %2924 = call float @llvm.fma.f32(float %2896, float %2684, float %2923)
  %2925 = fmul float %2922, %2707
  %2926 = call float @llvm.fma.f32(float %2901, float %2701, float %2925)
  %2927 = call float @llvm.fma.f32(float %2862, float %2924, float %2856)
  %2928 = fneg float %2866
  %2929 = call float @llvm.fma.f32(float %2928, float %2926, float %2927)
  store float %2929, ptr %v35, align 4
  %2930 = load float, ptr %v36, align 4
  %2931 = and i32 %229, 7
  %2932 = lshr i32 %2931, 1
  %2933 = and i32 %254, 65535
  %2934 = trunc i32 %2933 to i16
  %2935 = bitcast i16 %2934 to half
  %2936 = fpext half %2935 to float
  %2937 = lshr i32 %254, 16
  %2938 = trunc i32 %2937 to i16
  %2939 = bitcast i16 %2938 to half
  %2940 = fpext half %2939 to float
  %2941 = and i32 %255, 1061109567
  %2942 = and i32 %256, 1061109567
  %2943 = and i32 %257, 252645135
  %2944 = lshr i32 %255, 2
  %2945 = and i32 %2944, 808464432
  %2946 = or i32 %2943, %2945
  %2947 = lshr i32 %257, 4
  %2948 = and i32 %2947, 252645135
  %2949 = lshr i32 %256, 2
  %2950 = and i32 %2949, 808464432
  %2951 = or i32 %2948, %2950
  %2952 = icmp ult i32 %2932, 2
  %2953 = and i32 %2932, 1
  %2954 = mul i32 %2953, 16
  %2955 = select i1 %2952, i32 %2941, i32 %2946
  %2956 = lshr i32 %2955, %2954
  %2957 = select i1 %2952, i32 %2942, i32 %2951
  %2958 = lshr i32 %2957, %2954
  %2959 = and i32 %258, 252645135
  %2960 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2959, i32 %2677, i32 0)
  %2961 = and i32 %259, 252645135
  %2962 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2961, i32 %2678, i32 %2960)
  %2963 = and i32 %260, 252645135
  %2964 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2963, i32 %2679, i32 %2962)
  %2965 = and i32 %261, 252645135
  %2966 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2965, i32 %2680, i32 %2964)
  %2967 = lshr i32 %2956, 0
  %2968 = and i32 %2967, 255
  %2969 = mul i32 %2968, %2966
  %2970 = sitofp i32 %2969 to float
  %2971 = bitcast i32 %2958 to <4 x i8>
  %2972 = shufflevector <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i8> %2971, <4 x i32> <i32 4, i32 0, i32 0, i32 3>
  %2973 = bitcast <4 x i8> %2972 to i32
  %2974 = bitcast i32 %2973 to float
  %2975 = fadd float %2974, 0xC160000000000000
  %2976 = lshr i32 %258, 4
  %2977 = and i32 %2976, 252645135
  %2978 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2977, i32 %2688, i32 0)
  %2979 = lshr i32 %259, 4
  %2980 = and i32 %2979, 252645135
  %2981 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2980, i32 %2689, i32 %2978)
  %2982 = lshr i32 %260, 4
  %2983 = and i32 %2982, 252645135
  %2984 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2983, i32 %2690, i32 %2981)
  %2985 = lshr i32 %261, 4
  %2986 = and i32 %2985, 252645135
  %2987 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %2986, i32 %2691, i32 %2984)
  %2988 = lshr i32 %2956, 8
  %2989 = and i32 %2988, 255
  %2990 = mul i32 %2989, %2987
  %2991 = sitofp i32 %2990 to float
  %2992 = bitcast i32 %2958 to <4 x i8>
  %2993 = shufflevector <4 x i8> %2992, <4 x i8> bitcast (<1 x i32> <i32 1258291200> to <4 x i8>), <4 x i32> <i32 1, i32 4, i32 4, i32 7>
  %2994 = bitcast <4 x i8> %2993 to i32
  %2995 = bitcast i32 %2994 to float
  %2996 = fadd float %2995, 0xC160000000000000
  %2997 = fmul float %2991, %2695
  %2998 = call float @llvm.fma.f32(float %2970, float %2684, float %2997)
  %2999 = fmul float %2996, %2707
  %3000 = call float @llvm.fma.f32(float %2975, float %2701, float %2999)
  %3001 = call float @llvm.fma.f32(float %2936, float %2998, float %2930)
  %3002 = fneg float %2940
  %3003 = call float @llvm.fma.f32(float %3002, float %3000, float %3001)
  store float %3003, ptr %v36, align 4
  %3004 = load i32, ptr %v69, align 4
  %3005 = add i32 %3004, 32
  store i32 %3005, ptr %v69, align 4
  br label %loop70

done72:                                           ; preds = %loop70
  %3006 = load float, ptr %v5, align 4
  %3007 = load float, ptr %v6, align 4
  %3008 = load float, ptr %v7, align 4
  %3009 = load float, ptr %v8, align 4
  %3010 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3011 = and i32 %3010, 31
  %3012 = and i32 %3011, 16
  %3013 = icmp ne i32 %3012, 0
  %3014 = select i1 %3013, float %3008, float %3006
  %3015 = select i1 %3013, float %3006, float %3008
  %3016 = bitcast float %3015 to i32
  %3017 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3016, i32 16, i32 31)
  %3018 = bitcast i32 %3017 to float
  %3019 = fadd float %3014, %3018
  %3020 = select i1 %3013, float %3009, float %3007
  %3021 = select i1 %3013, float %3007, float %3009
  %3022 = bitcast float %3021 to i32
  %3023 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3022, i32 16, i32 31)
  %3024 = bitcast i32 %3023 to float
  %3025 = fadd float %3020, %3024
  %3026 = and i32 %3011, 8
  %3027 = icmp ne i32 %3026, 0
  %3028 = select i1 %3027, float %3025, float %3019
  %3029 = select i1 %3027, float %3019, float %3025
  %3030 = bitcast float %3029 to i32
  %3031 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3030, i32 8, i32 31)
  %3032 = bitcast i32 %3031 to float
  %3033 = fadd float %3028, %3032
  %3034 = bitcast float %3033 to i32
  %3035 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3034, i32 4, i32 31)
  %3036 = bitcast i32 %3035 to float
  %3037 = fadd float %3033, %3036
  %3038 = bitcast float %3037 to i32
  %3039 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3038, i32 2, i32 31)
  %3040 = bitcast i32 %3039 to float
  %3041 = fadd float %3037, %3040
  %3042 = bitcast float %3041 to i32
  %3043 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3042, i32 1, i32 31)
  %3044 = bitcast i32 %3043 to float
  %3045 = fadd float %3041, %3044
  %3046 = add i32 %40, %33
  %3047 = icmp slt i32 %3046, %4
  %3048 = and i1 %35, %3047
  %3049 = icmp slt i32 0, %26
  %3050 = and i1 %3048, %3049
  br i1 %3050, label %then, label %endif

then:                                             ; preds = %done72
  %3051 = add i32 %25, 0
  %3052 = sext i32 %3051 to i64
  %3053 = sext i32 %4 to i64
  %3054 = mul i64 %3052, %3053
  %3055 = sext i32 %3046 to i64
  %3056 = add i64 %3054, %3055
  %3057 = mul i64 %3056, 4
  %3058 = getelementptr i8, ptr addrspace(1) %0, i64 %3057
  store float %3045, ptr addrspace(1) %3058, align 4
  br label %endif

endif:                                            ; preds = %then, %done72
  %3059 = load float, ptr %v9, align 4
  %3060 = load float, ptr %v10, align 4
  %3061 = load float, ptr %v11, align 4
  %3062 = load float, ptr %v12, align 4
  %3063 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3064 = and i32 %3063, 31
  %3065 = and i32 %3064, 16
  %3066 = icmp ne i32 %3065, 0
  %3067 = select i1 %3066, float %3061, float %3059
  %3068 = select i1 %3066, float %3059, float %3061
  %3069 = bitcast float %3068 to i32
  %3070 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3069, i32 16, i32 31)
  %3071 = bitcast i32 %3070 to float
  %3072 = fadd float %3067, %3071
  %3073 = select i1 %3066, float %3062, float %3060
  %3074 = select i1 %3066, float %3060, float %3062
  %3075 = bitcast float %3074 to i32
  %3076 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3075, i32 16, i32 31)
  %3077 = bitcast i32 %3076 to float
  %3078 = fadd float %3073, %3077
  %3079 = and i32 %3064, 8
  %3080 = icmp ne i32 %3079, 0
  %3081 = select i1 %3080, float %3078, float %3072
  %3082 = select i1 %3080, float %3072, float %3078
  %3083 = bitcast float %3082 to i32
  %3084 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3083, i32 8, i32 31)
  %3085 = bitcast i32 %3084 to float
  %3086 = fadd float %3081, %3085
  %3087 = bitcast float %3086 to i32
  %3088 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3087, i32 4, i32 31)
  %3089 = bitcast i32 %3088 to float
  %3090 = fadd float %3086, %3089
  %3091 = bitcast float %3090 to i32
  %3092 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3091, i32 2, i32 31)
  %3093 = bitcast i32 %3092 to float
  %3094 = fadd float %3090, %3093
  %3095 = bitcast float %3094 to i32
  %3096 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3095, i32 1, i32 31)
  %3097 = bitcast i32 %3096 to float
  %3098 = fadd float %3094, %3097
  %3099 = add i32 %40, %33
  %3100 = icmp slt i32 %3099, %4
  %3101 = and i1 %35, %3100
  %3102 = icmp slt i32 1, %26
  %3103 = and i1 %3101, %3102
  br i1 %3103, label %then73, label %endif74

then73:                                           ; preds = %endif
  %3104 = add i32 %25, 1
  %3105 = sext i32 %3104 to i64
  %3106 = sext i32 %4 to i64
  %3107 = mul i64 %3105, %3106
  %3108 = sext i32 %3099 to i64
  %3109 = add i64 %3107, %3108
  %3110 = mul i64 %3109, 4
  %3111 = getelementptr i8, ptr addrspace(1) %0, i64 %3110
  store float %3098, ptr addrspace(1) %3111, align 4
  br label %endif74

endif74:                                          ; preds = %then73, %endif
  %3112 = load float, ptr %v13, align 4
  %3113 = load float, ptr %v14, align 4
  %3114 = load float, ptr %v15, align 4
  %3115 = load float, ptr %v16, align 4
  %3116 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3117 = and i32 %3116, 31
  %3118 = and i32 %3117, 16
  %3119 = icmp ne i32 %3118, 0
  %3120 = select i1 %3119, float %3114, float %3112
  %3121 = select i1 %3119, float %3112, float %3114
  %3122 = bitcast float %3121 to i32
  %3123 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3122, i32 16, i32 31)
  %3124 = bitcast i32 %3123 to float
  %3125 = fadd float %3120, %3124
  %3126 = select i1 %3119, float %3115, float %3113
  %3127 = select i1 %3119, float %3113, float %3115
  %3128 = bitcast float %3127 to i32
  %3129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3128, i32 16, i32 31)
  %3130 = bitcast i32 %3129 to float
  %3131 = fadd float %3126, %3130
  %3132 = and i32 %3117, 8
  %3133 = icmp ne i32 %3132, 0
  %3134 = select i1 %3133, float %3131, float %3125
  %3135 = select i1 %3133, float %3125, float %3131
  %3136 = bitcast float %3135 to i32
  %3137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3136, i32 8, i32 31)
  %3138 = bitcast i32 %3137 to float
  %3139 = fadd float %3134, %3138
  %3140 = bitcast float %3139 to i32
  %3141 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3140, i32 4, i32 31)
  %3142 = bitcast i32 %3141 to float
  %3143 = fadd float %3139, %3142
  %3144 = bitcast float %3143 to i32
  %3145 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3144, i32 2, i32 31)
  %3146 = bitcast i32 %3145 to float
  %3147 = fadd float %3143, %3146
  %3148 = bitcast float %3147 to i32
  %3149 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3148, i32 1, i32 31)
  %3150 = bitcast i32 %3149 to float
  %3151 = fadd float %3147, %3150
  %3152 = add i32 %40, %33
  %3153 = icmp slt i32 %3152, %4
  %3154 = and i1 %35, %3153
  %3155 = icmp slt i32 2, %26
  %3156 = and i1 %3154, %3155
  br i1 %3156, label %then75, label %endif76

then75:                                           ; preds = %endif74
  %3157 = add i32 %25, 2
  %3158 = sext i32 %3157 to i64
  %3159 = sext i32 %4 to i64
  %3160 = mul i64 %3158, %3159
  %3161 = sext i32 %3152 to i64
  %3162 = add i64 %3160, %3161
  %3163 = mul i64 %3162, 4
  %3164 = getelementptr i8, ptr addrspace(1) %0, i64 %3163
  store float %3151, ptr addrspace(1) %3164, align 4
  br label %endif76

endif76:                                          ; preds = %then75, %endif74
  %3165 = load float, ptr %v17, align 4
  %3166 = load float, ptr %v18, align 4
  %3167 = load float, ptr %v19, align 4
  %3168 = load float, ptr %v20, align 4
  %3169 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3170 = and i32 %3169, 31
  %3171 = and i32 %3170, 16
  %3172 = icmp ne i32 %3171, 0
  %3173 = select i1 %3172, float %3167, float %3165
  %3174 = select i1 %3172, float %3165, float %3167
  %3175 = bitcast float %3174 to i32
  %3176 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3175, i32 16, i32 31)
  %3177 = bitcast i32 %3176 to float
  %3178 = fadd float %3173, %3177
  %3179 = select i1 %3172, float %3168, float %3166
  %3180 = select i1 %3172, float %3166, float %3168
  %3181 = bitcast float %3180 to i32
  %3182 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3181, i32 16, i32 31)
  %3183 = bitcast i32 %3182 to float
  %3184 = fadd float %3179, %3183
  %3185 = and i32 %3170, 8
  %3186 = icmp ne i32 %3185, 0
  %3187 = select i1 %3186, float %3184, float %3178
  %3188 = select i1 %3186, float %3178, float %3184
  %3189 = bitcast float %3188 to i32
  %3190 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3189, i32 8, i32 31)
  %3191 = bitcast i32 %3190 to float
  %3192 = fadd float %3187, %3191
  %3193 = bitcast float %3192 to i32
  %3194 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3193, i32 4, i32 31)
  %3195 = bitcast i32 %3194 to float
  %3196 = fadd float %3192, %3195
  %3197 = bitcast float %3196 to i32
  %3198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3197, i32 2, i32 31)
  %3199 = bitcast i32 %3198 to float
  %3200 = fadd float %3196, %3199
  %3201 = bitcast float %3200 to i32
  %3202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3201, i32 1, i32 31)
  %3203 = bitcast i32 %3202 to float
  %3204 = fadd float %3200, %3203
  %3205 = add i32 %40, %33
  %3206 = icmp slt i32 %3205, %4
  %3207 = and i1 %35, %3206
  %3208 = icmp slt i32 3, %26
  %3209 = and i1 %3207, %3208
  br i1 %3209, label %then77, label %endif78

then77:                                           ; preds = %endif76
  %3210 = add i32 %25, 3
  %3211 = sext i32 %3210 to i64
  %3212 = sext i32 %4 to i64
  %3213 = mul i64 %3211, %3212
  %3214 = sext i32 %3205 to i64
  %3215 = add i64 %3213, %3214
  %3216 = mul i64 %3215, 4
  %3217 = getelementptr i8, ptr addrspace(1) %0, i64 %3216
  store float %3204, ptr addrspace(1) %3217, align 4
  br label %endif78

endif78:                                          ; preds = %then77, %endif76
  %3218 = load float, ptr %v21, align 4
  %3219 = load float, ptr %v22, align 4
  %3220 = load float, ptr %v23, align 4
  %3221 = load float, ptr %v24, align 4
  %3222 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3223 = and i32 %3222, 31
  %3224 = and i32 %3223, 16
  %3225 = icmp ne i32 %3224, 0
  %3226 = select i1 %3225, float %3220, float %3218
  %3227 = select i1 %3225, float %3218, float %3220
  %3228 = bitcast float %3227 to i32
  %3229 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3228, i32 16, i32 31)
  %3230 = bitcast i32 %3229 to float
  %3231 = fadd float %3226, %3230
  %3232 = select i1 %3225, float %3221, float %3219
  %3233 = select i1 %3225, float %3219, float %3221
  %3234 = bitcast float %3233 to i32
  %3235 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3234, i32 16, i32 31)
  %3236 = bitcast i32 %3235 to float
  %3237 = fadd float %3232, %3236
  %3238 = and i32 %3223, 8
  %3239 = icmp ne i32 %3238, 0
  %3240 = select i1 %3239, float %3237, float %3231
  %3241 = select i1 %3239, float %3231, float %3237
  %3242 = bitcast float %3241 to i32
  %3243 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3242, i32 8, i32 31)
  %3244 = bitcast i32 %3243 to float
  %3245 = fadd float %3240, %3244
  %3246 = bitcast float %3245 to i32
  %3247 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3246, i32 4, i32 31)
  %3248 = bitcast i32 %3247 to float
  %3249 = fadd float %3245, %3248
  %3250 = bitcast float %3249 to i32
  %3251 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3250, i32 2, i32 31)
  %3252 = bitcast i32 %3251 to float
  %3253 = fadd float %3249, %3252
  %3254 = bitcast float %3253 to i32
  %3255 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3254, i32 1, i32 31)
  %3256 = bitcast i32 %3255 to float
  %3257 = fadd float %3253, %3256
  %3258 = add i32 %40, %33
  %3259 = icmp slt i32 %3258, %4
  %3260 = and i1 %35, %3259
  %3261 = icmp slt i32 4, %26
  %3262 = and i1 %3260, %3261
  br i1 %3262, label %then79, label %endif80

then79:                                           ; preds = %endif78
  %3263 = add i32 %25, 4
  %3264 = sext i32 %3263 to i64
  %3265 = sext i32 %4 to i64
  %3266 = mul i64 %3264, %3265
  %3267 = sext i32 %3258 to i64
  %3268 = add i64 %3266, %3267
  %3269 = mul i64 %3268, 4
  %3270 = getelementptr i8, ptr addrspace(1) %0, i64 %3269
  store float %3257, ptr addrspace(1) %3270, align 4
  br label %endif80

endif80:                                          ; preds = %then79, %endif78
  %3271 = load float, ptr %v25, align 4
  %3272 = load float, ptr %v26, align 4
  %3273 = load float, ptr %v27, align 4
  %3274 = load float, ptr %v28, align 4
  %3275 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3276 = and i32 %3275, 31
  %3277 = and i32 %3276, 16
  %3278 = icmp ne i32 %3277, 0
  %3279 = select i1 %3278, float %3273, float %3271
  %3280 = select i1 %3278, float %3271, float %3273
  %3281 = bitcast float %3280 to i32
  %3282 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3281, i32 16, i32 31)
  %3283 = bitcast i32 %3282 to float
  %3284 = fadd float %3279, %3283
  %3285 = select i1 %3278, float %3274, float %3272
  %3286 = select i1 %3278, float %3272, float %3274
  %3287 = bitcast float %3286 to i32
  %3288 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3287, i32 16, i32 31)
  %3289 = bitcast i32 %3288 to float
  %3290 = fadd float %3285, %3289
  %3291 = and i32 %3276, 8
  %3292 = icmp ne i32 %3291, 0
  %3293 = select i1 %3292, float %3290, float %3284
  %3294 = select i1 %3292, float %3284, float %3290
  %3295 = bitcast float %3294 to i32
  %3296 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3295, i32 8, i32 31)
  %3297 = bitcast i32 %3296 to float
  %3298 = fadd float %3293, %3297
  %3299 = bitcast float %3298 to i32
  %3300 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3299, i32 4, i32 31)
  %3301 = bitcast i32 %3300 to float
  %3302 = fadd float %3298, %3301
  %3303 = bitcast float %3302 to i32
  %3304 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3303, i32 2, i32 31)
  %3305 = bitcast i32 %3304 to float
  %3306 = fadd float %3302, %3305
  %3307 = bitcast float %3306 to i32
  %3308 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3307, i32 1, i32 31)
  %3309 = bitcast i32 %3308 to float
  %3310 = fadd float %3306, %3309
  %3311 = add i32 %40, %33
  %3312 = icmp slt i32 %3311, %4
  %3313 = and i1 %35, %3312
  %3314 = icmp slt i32 5, %26
  %3315 = and i1 %3313, %3314
  br i1 %3315, label %then81, label %endif82

then81:                                           ; preds = %endif80
  %3316 = add i32 %25, 5
  %3317 = sext i32 %3316 to i64
  %3318 = sext i32 %4 to i64
  %3319 = mul i64 %3317, %3318
  %3320 = sext i32 %3311 to i64
  %3321 = add i64 %3319, %3320
  %3322 = mul i64 %3321, 4
  %3323 = getelementptr i8, ptr addrspace(1) %0, i64 %3322
  store float %3310, ptr addrspace(1) %3323, align 4
  br label %endif82

endif82:                                          ; preds = %then81, %endif80
  %3324 = load float, ptr %v29, align 4
  %3325 = load float, ptr %v30, align 4
  %3326 = load float, ptr %v31, align 4
  %3327 = load float, ptr %v32, align 4
  %3328 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3329 = and i32 %3328, 31
  %3330 = and i32 %3329, 16
  %3331 = icmp ne i32 %3330, 0
  %3332 = select i1 %3331, float %3326, float %3324
  %3333 = select i1 %3331, float %3324, float %3326
  %3334 = bitcast float %3333 to i32
  %3335 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3334, i32 16, i32 31)
  %3336 = bitcast i32 %3335 to float
  %3337 = fadd float %3332, %3336
  %3338 = select i1 %3331, float %3327, float %3325
  %3339 = select i1 %3331, float %3325, float %3327
  %3340 = bitcast float %3339 to i32
  %3341 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3340, i32 16, i32 31)
  %3342 = bitcast i32 %3341 to float
  %3343 = fadd float %3338, %3342
  %3344 = and i32 %3329, 8
  %3345 = icmp ne i32 %3344, 0
  %3346 = select i1 %3345, float %3343, float %3337
  %3347 = select i1 %3345, float %3337, float %3343
  %3348 = bitcast float %3347 to i32
  %3349 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3348, i32 8, i32 31)
  %3350 = bitcast i32 %3349 to float
  %3351 = fadd float %3346, %3350
  %3352 = bitcast float %3351 to i32
  %3353 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3352, i32 4, i32 31)
  %3354 = bitcast i32 %3353 to float
  %3355 = fadd float %3351, %3354
  %3356 = bitcast float %3355 to i32
  %3357 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3356, i32 2, i32 31)
  %3358 = bitcast i32 %3357 to float
  %3359 = fadd float %3355, %3358
  %3360 = bitcast float %3359 to i32
  %3361 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3360, i32 1, i32 31)
  %3362 = bitcast i32 %3361 to float
  %3363 = fadd float %3359, %3362
  %3364 = add i32 %40, %33
  %3365 = icmp slt i32 %3364, %4
  %3366 = and i1 %35, %3365
  %3367 = icmp slt i32 6, %26
  %3368 = and i1 %3366, %3367
  br i1 %3368, label %then83, label %endif84

then83:                                           ; preds = %endif82
  %3369 = add i32 %25, 6
  %3370 = sext i32 %3369 to i64
  %3371 = sext i32 %4 to i64
  %3372 = mul i64 %3370, %3371
  %3373 = sext i32 %3364 to i64
  %3374 = add i64 %3372, %3373
  %3375 = mul i64 %3374, 4
  %3376 = getelementptr i8, ptr addrspace(1) %0, i64 %3375
  store float %3363, ptr addrspace(1) %3376, align 4
  br label %endif84

endif84:                                          ; preds = %then83, %endif82
  %3377 = load float, ptr %v33, align 4
  %3378 = load float, ptr %v34, align 4
  %3379 = load float, ptr %v35, align 4
  %3380 = load float, ptr %v36, align 4
  %3381 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3382 = and i32 %3381, 31
  %3383 = and i32 %3382, 16
  %3384 = icmp ne i32 %3383, 0
  %3385 = select i1 %3384, float %3379, float %3377
  %3386 = select i1 %3384, float %3377, float %3379
  %3387 = bitcast float %3386 to i32
  %3388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3387, i32 16, i32 31)
  %3389 = bitcast i32 %3388 to float
  %3390 = fadd float %3385, %3389
  %3391 = select i1 %3384, float %3380, float %3378
  %3392 = select i1 %3384, float %3378, float %3380
  %3393 = bitcast float %3392 to i32
  %3394 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3393, i32 16, i32 31)
  %3395 = bitcast i32 %3394 to float
  %3396 = fadd float %3391, %3395
  %3397 = and i32 %3382, 8
  %3398 = icmp ne i32 %3397, 0
  %3399 = select i1 %3398, float %3396, float %3390
  %3400 = select i1 %3398, float %3390, float %3396
  %3401 = bitcast float %3400 to i32
  %3402 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3401, i32 8, i32 31)
  %3403 = bitcast i32 %3402 to float
  %3404 = fadd float %3399, %3403
  %3405 = bitcast float %3404 to i32
  %3406 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3405, i32 4, i32 31)
  %3407 = bitcast i32 %3406 to float
  %3408 = fadd float %3404, %3407
  %3409 = bitcast float %3408 to i32
  %3410 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3409, i32 2, i32 31)
  %3411 = bitcast i32 %3410 to float
  %3412 = fadd float %3408, %3411
  %3413 = bitcast float %3412 to i32
  %3414 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %3413, i32 1, i32 31)
  %3415 = bitcast i32 %3414 to float
  %3416 = fadd float %3412, %3415
  %3417 = add i32 %40, %33
  %3418 = icmp slt i32 %3417, %4
  %3419 = and i1 %35, %3418
  %3420 = icmp slt i32 7, %26
  %3421 = and i1 %3419, %3420
  br i1 %3421, label %then85, label %endif86

then85:                                           ; preds = %endif84
  %3422 = add i32 %25, 7
  %3423 = sext i32 %3422 to i64
  %3424 = sext i32 %4 to i64
  %3425 = mul i64 %3423, %3424
  %3426 = sext i32 %3417 to i64
  %3427 = add i64 %3425, %3426
  %3428 = mul i64 %3427, 4
  %3429 = getelementptr i8, ptr addrspace(1) %0, i64 %3428
  store float %3416, ptr addrspace(1) %3429, align 4
  br label %endif86

endif86:                                          ; preds = %then85, %endif84
  %3430 = load i32, ptr %v1, align 4
  %3431 = add i32 %3430, 4
  store i32 %3431, ptr %v1, align 4
  br label %loop2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matmul_q4_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matmul_q4_k, !"maxntidx", i32 128}
