; ModuleID = 'strata_matvec_q4_k'
source_filename = "strata_matvec_q4_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [9216 x i8] undef, align 16

define amdgpu_kernel void @strata_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v40 = alloca i32, align 4, addrspace(5)
  %v39 = alloca i32, align 4, addrspace(5)
  %v38 = alloca i32, align 4, addrspace(5)
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

loop:                                             ; preds = %endif51, %entry
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
  %59 = add i32 %57, 0
  %60 = sext i32 %59 to i64
  %61 = mul i64 %60, 4
  %62 = add i64 0, %61
  %63 = icmp slt i64 %62, %58
  %64 = icmp slt i64 %61, 1024
  %65 = and i1 %63, %64
  %66 = select i1 %65, i64 %62, i64 0
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %2, i64 %67
  %69 = load <4 x float>, ptr addrspace(1) %68, align 16
  %70 = extractelement <4 x float> %69, i32 0
  %71 = extractelement <4 x float> %69, i32 1
  %72 = extractelement <4 x float> %69, i32 2
  %73 = extractelement <4 x float> %69, i32 3
  %74 = add i32 %57, 128
  %75 = sext i32 %74 to i64
  %76 = mul i64 %75, 4
  %77 = add i64 0, %76
  %78 = icmp slt i64 %77, %58
  %79 = icmp slt i64 %76, 1024
  %80 = and i1 %78, %79
  %81 = select i1 %80, i64 %77, i64 0
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %2, i64 %82
  %84 = load <4 x float>, ptr addrspace(1) %83, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = extractelement <4 x float> %84, i32 1
  %87 = extractelement <4 x float> %84, i32 2
  %88 = extractelement <4 x float> %84, i32 3
  %89 = add i32 %57, 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = icmp slt i64 %91, 1024
  br i1 %92, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %93 = lshr i64 %91, 5
  %94 = shl i64 %93, 2
  %95 = add i64 %91, %94
  %96 = add i64 %95, 0
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(3) @lds1, i64 %97
  store float %70, ptr addrspace(3) %98, align 4
  %99 = add i64 %95, 1
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(3) @lds1, i64 %100
  store float %71, ptr addrspace(3) %101, align 4
  %102 = add i64 %95, 2
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(3) @lds1, i64 %103
  store float %72, ptr addrspace(3) %104, align 4
  %105 = add i64 %95, 3
  %106 = mul i64 %105, 4
  %107 = getelementptr i8, ptr addrspace(3) @lds1, i64 %106
  store float %73, ptr addrspace(3) %107, align 4
  br label %endif

endif:                                            ; preds = %then, %body
  %108 = add i32 %57, 128
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = icmp slt i64 %110, 1024
  br i1 %111, label %then6, label %endif7

then6:                                            ; preds = %endif
  %112 = lshr i64 %110, 5
  %113 = shl i64 %112, 2
  %114 = add i64 %110, %113
  %115 = add i64 %114, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(3) @lds1, i64 %116
  store float %85, ptr addrspace(3) %117, align 4
  %118 = add i64 %114, 1
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %119
  store float %86, ptr addrspace(3) %120, align 4
  %121 = add i64 %114, 2
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %122
  store float %87, ptr addrspace(3) %123, align 4
  %124 = add i64 %114, 3
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %125
  store float %88, ptr addrspace(3) %126, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %127 = sub i32 %54, 1
  %128 = icmp sgt i32 %56, %127
  %129 = select i1 %128, i32 %127, i32 %56
  %130 = lshr i32 %129, 3
  %131 = and i32 %129, 7
  %132 = sext i32 %130 to i64
  %133 = mul i64 %132, 144
  %134 = add i64 %133, 0
  %135 = getelementptr i8, ptr addrspace(1) %35, i64 %134
  %136 = getelementptr i8, ptr addrspace(1) %135, i64 0
  %137 = load <4 x i32>, ptr addrspace(1) %136, align 16
  %138 = extractelement <4 x i32> %137, i32 0
  %139 = extractelement <4 x i32> %137, i32 1
  %140 = extractelement <4 x i32> %137, i32 2
  %141 = extractelement <4 x i32> %137, i32 3
  %142 = sext i32 %131 to i64
  %143 = mul i64 %142, 16
  %144 = add i64 %143, 16
  %145 = add i64 %144, 0
  %146 = getelementptr i8, ptr addrspace(1) %135, i64 %145
  %147 = load <4 x i32>, ptr addrspace(1) %146, align 16
  %148 = extractelement <4 x i32> %147, i32 0
  %149 = extractelement <4 x i32> %147, i32 1
  %150 = extractelement <4 x i32> %147, i32 2
  %151 = extractelement <4 x i32> %147, i32 3
  store i32 %138, ptr addrspace(5) %v8, align 4
  store i32 %139, ptr addrspace(5) %v9, align 4
  store i32 %140, ptr addrspace(5) %v10, align 4
  store i32 %141, ptr addrspace(5) %v11, align 4
  store i32 %148, ptr addrspace(5) %v12, align 4
  store i32 %149, ptr addrspace(5) %v13, align 4
  store i32 %150, ptr addrspace(5) %v14, align 4
  store i32 %151, ptr addrspace(5) %v15, align 4
  %152 = lshr i32 %129, 3
  %153 = and i32 %129, 7
  %154 = sext i32 %152 to i64
  %155 = mul i64 %154, 144
  %156 = add i64 %155, 0
  %157 = getelementptr i8, ptr addrspace(1) %41, i64 %156
  %158 = getelementptr i8, ptr addrspace(1) %157, i64 0
  %159 = load <4 x i32>, ptr addrspace(1) %158, align 16
  %160 = extractelement <4 x i32> %159, i32 0
  %161 = extractelement <4 x i32> %159, i32 1
  %162 = extractelement <4 x i32> %159, i32 2
  %163 = extractelement <4 x i32> %159, i32 3
  %164 = sext i32 %153 to i64
  %165 = mul i64 %164, 16
  %166 = add i64 %165, 16
  %167 = add i64 %166, 0
  %168 = getelementptr i8, ptr addrspace(1) %157, i64 %167
  %169 = load <4 x i32>, ptr addrspace(1) %168, align 16
  %170 = extractelement <4 x i32> %169, i32 0
  %171 = extractelement <4 x i32> %169, i32 1
  %172 = extractelement <4 x i32> %169, i32 2
  %173 = extractelement <4 x i32> %169, i32 3
  store i32 %160, ptr addrspace(5) %v16, align 4
  store i32 %161, ptr addrspace(5) %v17, align 4
  store i32 %162, ptr addrspace(5) %v18, align 4
  store i32 %163, ptr addrspace(5) %v19, align 4
  store i32 %170, ptr addrspace(5) %v20, align 4
  store i32 %171, ptr addrspace(5) %v21, align 4
  store i32 %172, ptr addrspace(5) %v22, align 4
  store i32 %173, ptr addrspace(5) %v23, align 4
  %174 = lshr i32 %129, 3
  %175 = and i32 %129, 7
  %176 = sext i32 %174 to i64
  %177 = mul i64 %176, 144
  %178 = add i64 %177, 0
  %179 = getelementptr i8, ptr addrspace(1) %47, i64 %178
  %180 = getelementptr i8, ptr addrspace(1) %179, i64 0
  %181 = load <4 x i32>, ptr addrspace(1) %180, align 16
  %182 = extractelement <4 x i32> %181, i32 0
  %183 = extractelement <4 x i32> %181, i32 1
  %184 = extractelement <4 x i32> %181, i32 2
  %185 = extractelement <4 x i32> %181, i32 3
  %186 = sext i32 %175 to i64
  %187 = mul i64 %186, 16
  %188 = add i64 %187, 16
  %189 = add i64 %188, 0
  %190 = getelementptr i8, ptr addrspace(1) %179, i64 %189
  %191 = load <4 x i32>, ptr addrspace(1) %190, align 16
  %192 = extractelement <4 x i32> %191, i32 0
  %193 = extractelement <4 x i32> %191, i32 1
  %194 = extractelement <4 x i32> %191, i32 2
  %195 = extractelement <4 x i32> %191, i32 3
  store i32 %182, ptr addrspace(5) %v24, align 4
  store i32 %183, ptr addrspace(5) %v25, align 4
  store i32 %184, ptr addrspace(5) %v26, align 4
  store i32 %185, ptr addrspace(5) %v27, align 4
  store i32 %192, ptr addrspace(5) %v28, align 4
  store i32 %193, ptr addrspace(5) %v29, align 4
  store i32 %194, ptr addrspace(5) %v30, align 4
  store i32 %195, ptr addrspace(5) %v31, align 4
  %196 = lshr i32 %129, 3
  %197 = and i32 %129, 7
  %198 = sext i32 %196 to i64
  %199 = mul i64 %198, 144
  %200 = add i64 %199, 0
  %201 = getelementptr i8, ptr addrspace(1) %53, i64 %200
  %202 = getelementptr i8, ptr addrspace(1) %201, i64 0
  %203 = load <4 x i32>, ptr addrspace(1) %202, align 16
  %204 = extractelement <4 x i32> %203, i32 0
  %205 = extractelement <4 x i32> %203, i32 1
  %206 = extractelement <4 x i32> %203, i32 2
  %207 = extractelement <4 x i32> %203, i32 3
  %208 = sext i32 %197 to i64
  %209 = mul i64 %208, 16
  %210 = add i64 %209, 16
  %211 = add i64 %210, 0
  %212 = getelementptr i8, ptr addrspace(1) %201, i64 %211
  %213 = load <4 x i32>, ptr addrspace(1) %212, align 16
  %214 = extractelement <4 x i32> %213, i32 0
  %215 = extractelement <4 x i32> %213, i32 1
  %216 = extractelement <4 x i32> %213, i32 2
  %217 = extractelement <4 x i32> %213, i32 3
  store i32 %204, ptr addrspace(5) %v32, align 4
  store i32 %205, ptr addrspace(5) %v33, align 4
  store i32 %206, ptr addrspace(5) %v34, align 4
  store i32 %207, ptr addrspace(5) %v35, align 4
  store i32 %214, ptr addrspace(5) %v36, align 4
  store i32 %215, ptr addrspace(5) %v37, align 4
  store i32 %216, ptr addrspace(5) %v38, align 4
  store i32 %217, ptr addrspace(5) %v39, align 4
  %218 = add i32 %54, 31
  %219 = udiv i32 %218, 32
  store i32 0, ptr addrspace(5) %v40, align 4
  br label %loop41

loop41:                                           ; preds = %endif49, %endif7
  %220 = load i32, ptr addrspace(5) %v40, align 4
  %221 = icmp slt i32 %220, %219
  br i1 %221, label %body42, label %done43

body42:                                           ; preds = %loop41
  %222 = load i32, ptr addrspace(5) %v40, align 4
  %223 = add i32 %222, 1
  %224 = sext i32 %223 to i64
  %225 = mul i64 %224, 1024
  %226 = add i32 %57, 0
  %227 = sext i32 %226 to i64
  %228 = mul i64 %227, 4
  %229 = add i64 %225, %228
  %230 = icmp slt i64 %229, %58
  %231 = icmp slt i64 %228, 1024
  %232 = and i1 %230, %231
  %233 = select i1 %232, i64 %229, i64 0
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr addrspace(1) %2, i64 %234
  %236 = load <4 x float>, ptr addrspace(1) %235, align 16
  %237 = extractelement <4 x float> %236, i32 0
  %238 = extractelement <4 x float> %236, i32 1
  %239 = extractelement <4 x float> %236, i32 2
  %240 = extractelement <4 x float> %236, i32 3
  %241 = add i32 %57, 128
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = add i64 %225, %243
  %245 = icmp slt i64 %244, %58
  %246 = icmp slt i64 %243, 1024
  %247 = and i1 %245, %246
  %248 = select i1 %247, i64 %244, i64 0
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %2, i64 %249
  %251 = load <4 x float>, ptr addrspace(1) %250, align 16
  %252 = extractelement <4 x float> %251, i32 0
  %253 = extractelement <4 x float> %251, i32 1
  %254 = extractelement <4 x float> %251, i32 2
  %255 = extractelement <4 x float> %251, i32 3
  %256 = mul i32 %222, 32
  %257 = add i32 %56, %256
  %258 = load i32, ptr addrspace(5) %v8, align 4
  %259 = load i32, ptr addrspace(5) %v9, align 4
  %260 = load i32, ptr addrspace(5) %v10, align 4
  %261 = load i32, ptr addrspace(5) %v11, align 4
  %262 = load i32, ptr addrspace(5) %v12, align 4
  %263 = load i32, ptr addrspace(5) %v13, align 4
  %264 = load i32, ptr addrspace(5) %v14, align 4
  %265 = load i32, ptr addrspace(5) %v15, align 4
  %266 = load i32, ptr addrspace(5) %v16, align 4
  %267 = load i32, ptr addrspace(5) %v17, align 4
  %268 = load i32, ptr addrspace(5) %v18, align 4
  %269 = load i32, ptr addrspace(5) %v19, align 4
  %270 = load i32, ptr addrspace(5) %v20, align 4
  %271 = load i32, ptr addrspace(5) %v21, align 4
  %272 = load i32, ptr addrspace(5) %v22, align 4
  %273 = load i32, ptr addrspace(5) %v23, align 4
  %274 = load i32, ptr addrspace(5) %v24, align 4
  %275 = load i32, ptr addrspace(5) %v25, align 4
  %276 = load i32, ptr addrspace(5) %v26, align 4
  %277 = load i32, ptr addrspace(5) %v27, align 4
  %278 = load i32, ptr addrspace(5) %v28, align 4
  %279 = load i32, ptr addrspace(5) %v29, align 4
  %280 = load i32, ptr addrspace(5) %v30, align 4
  %281 = load i32, ptr addrspace(5) %v31, align 4
  %282 = load i32, ptr addrspace(5) %v32, align 4
  %283 = load i32, ptr addrspace(5) %v33, align 4
  %284 = load i32, ptr addrspace(5) %v34, align 4
  %285 = load i32, ptr addrspace(5) %v35, align 4
  %286 = load i32, ptr addrspace(5) %v36, align 4
  %287 = load i32, ptr addrspace(5) %v37, align 4
  %288 = load i32, ptr addrspace(5) %v38, align 4
  %289 = load i32, ptr addrspace(5) %v39, align 4
  %290 = add i32 %257, 32
  %291 = icmp sgt i32 %290, %127
  %292 = select i1 %291, i32 %127, i32 %290
  %293 = lshr i32 %292, 3
  %294 = and i32 %292, 7
  %295 = sext i32 %293 to i64
  %296 = mul i64 %295, 144
  %297 = add i64 %296, 0
  %298 = getelementptr i8, ptr addrspace(1) %35, i64 %297
  %299 = getelementptr i8, ptr addrspace(1) %298, i64 0
  %300 = load <4 x i32>, ptr addrspace(1) %299, align 16
  %301 = extractelement <4 x i32> %300, i32 0
  %302 = extractelement <4 x i32> %300, i32 1
  %303 = extractelement <4 x i32> %300, i32 2
  %304 = extractelement <4 x i32> %300, i32 3
  %305 = sext i32 %294 to i64
  %306 = mul i64 %305, 16
  %307 = add i64 %306, 16
  %308 = add i64 %307, 0
  %309 = getelementptr i8, ptr addrspace(1) %298, i64 %308
  %310 = load <4 x i32>, ptr addrspace(1) %309, align 16
  %311 = extractelement <4 x i32> %310, i32 0
  %312 = extractelement <4 x i32> %310, i32 1
  %313 = extractelement <4 x i32> %310, i32 2
  %314 = extractelement <4 x i32> %310, i32 3
  store i32 %301, ptr addrspace(5) %v8, align 4
  store i32 %302, ptr addrspace(5) %v9, align 4
  store i32 %303, ptr addrspace(5) %v10, align 4
  store i32 %304, ptr addrspace(5) %v11, align 4
  store i32 %311, ptr addrspace(5) %v12, align 4
  store i32 %312, ptr addrspace(5) %v13, align 4
  store i32 %313, ptr addrspace(5) %v14, align 4
  store i32 %314, ptr addrspace(5) %v15, align 4
  %315 = lshr i32 %292, 3
  %316 = and i32 %292, 7
  %317 = sext i32 %315 to i64
  %318 = mul i64 %317, 144
  %319 = add i64 %318, 0
  %320 = getelementptr i8, ptr addrspace(1) %41, i64 %319
  %321 = getelementptr i8, ptr addrspace(1) %320, i64 0
  %322 = load <4 x i32>, ptr addrspace(1) %321, align 16
  %323 = extractelement <4 x i32> %322, i32 0
  %324 = extractelement <4 x i32> %322, i32 1
  %325 = extractelement <4 x i32> %322, i32 2
  %326 = extractelement <4 x i32> %322, i32 3
  %327 = sext i32 %316 to i64
  %328 = mul i64 %327, 16
  %329 = add i64 %328, 16
  %330 = add i64 %329, 0
  %331 = getelementptr i8, ptr addrspace(1) %320, i64 %330
  %332 = load <4 x i32>, ptr addrspace(1) %331, align 16
  %333 = extractelement <4 x i32> %332, i32 0
  %334 = extractelement <4 x i32> %332, i32 1
  %335 = extractelement <4 x i32> %332, i32 2
  %336 = extractelement <4 x i32> %332, i32 3
  store i32 %323, ptr addrspace(5) %v16, align 4
  store i32 %324, ptr addrspace(5) %v17, align 4
  store i32 %325, ptr addrspace(5) %v18, align 4
  store i32 %326, ptr addrspace(5) %v19, align 4
  store i32 %333, ptr addrspace(5) %v20, align 4
  store i32 %334, ptr addrspace(5) %v21, align 4
  store i32 %335, ptr addrspace(5) %v22, align 4
  store i32 %336, ptr addrspace(5) %v23, align 4
  %337 = lshr i32 %292, 3
  %338 = and i32 %292, 7
  %339 = sext i32 %337 to i64
  %340 = mul i64 %339, 144
  %341 = add i64 %340, 0
  %342 = getelementptr i8, ptr addrspace(1) %47, i64 %341
  %343 = getelementptr i8, ptr addrspace(1) %342, i64 0
  %344 = load <4 x i32>, ptr addrspace(1) %343, align 16
  %345 = extractelement <4 x i32> %344, i32 0
  %346 = extractelement <4 x i32> %344, i32 1
  %347 = extractelement <4 x i32> %344, i32 2
  %348 = extractelement <4 x i32> %344, i32 3
  %349 = sext i32 %338 to i64
  %350 = mul i64 %349, 16
  %351 = add i64 %350, 16
  %352 = add i64 %351, 0
  %353 = getelementptr i8, ptr addrspace(1) %342, i64 %352
  %354 = load <4 x i32>, ptr addrspace(1) %353, align 16
  %355 = extractelement <4 x i32> %354, i32 0
  %356 = extractelement <4 x i32> %354, i32 1
  %357 = extractelement <4 x i32> %354, i32 2
  %358 = extractelement <4 x i32> %354, i32 3
  store i32 %345, ptr addrspace(5) %v24, align 4
  store i32 %346, ptr addrspace(5) %v25, align 4
  store i32 %347, ptr addrspace(5) %v26, align 4
  store i32 %348, ptr addrspace(5) %v27, align 4
  store i32 %355, ptr addrspace(5) %v28, align 4
  store i32 %356, ptr addrspace(5) %v29, align 4
  store i32 %357, ptr addrspace(5) %v30, align 4
  store i32 %358, ptr addrspace(5) %v31, align 4
  %359 = lshr i32 %292, 3
  %360 = and i32 %292, 7
  %361 = sext i32 %359 to i64
  %362 = mul i64 %361, 144
  %363 = add i64 %362, 0
  %364 = getelementptr i8, ptr addrspace(1) %53, i64 %363
  %365 = getelementptr i8, ptr addrspace(1) %364, i64 0
  %366 = load <4 x i32>, ptr addrspace(1) %365, align 16
  %367 = extractelement <4 x i32> %366, i32 0
  %368 = extractelement <4 x i32> %366, i32 1
  %369 = extractelement <4 x i32> %366, i32 2
  %370 = extractelement <4 x i32> %366, i32 3
  %371 = sext i32 %360 to i64
  %372 = mul i64 %371, 16
  %373 = add i64 %372, 16
  %374 = add i64 %373, 0
  %375 = getelementptr i8, ptr addrspace(1) %364, i64 %374
  %376 = load <4 x i32>, ptr addrspace(1) %375, align 16
  %377 = extractelement <4 x i32> %376, i32 0
  %378 = extractelement <4 x i32> %376, i32 1
  %379 = extractelement <4 x i32> %376, i32 2
  %380 = extractelement <4 x i32> %376, i32 3
  store i32 %367, ptr addrspace(5) %v32, align 4
  store i32 %368, ptr addrspace(5) %v33, align 4
  store i32 %369, ptr addrspace(5) %v34, align 4
  store i32 %370, ptr addrspace(5) %v35, align 4
  store i32 %377, ptr addrspace(5) %v36, align 4
  store i32 %378, ptr addrspace(5) %v37, align 4
  store i32 %379, ptr addrspace(5) %v38, align 4
  store i32 %380, ptr addrspace(5) %v39, align 4
  %381 = icmp slt i32 %257, %54
  br i1 %381, label %then44, label %endif45

done43:                                           ; preds = %loop41
  %382 = load float, ptr addrspace(5) %v2, align 4
  %383 = load float, ptr addrspace(5) %v3, align 4
  %384 = load float, ptr addrspace(5) %v4, align 4
  %385 = load float, ptr addrspace(5) %v5, align 4
  %386 = call i32 @llvm.amdgcn.workitem.id.x()
  %387 = and i32 %386, 31
  %388 = and i32 %387, 16
  %389 = icmp ne i32 %388, 0
  %390 = select i1 %389, float %384, float %382
  %391 = select i1 %389, float %382, float %384
  %392 = bitcast float %391 to i32
  %393 = call i32 @llvm.amdgcn.workitem.id.x()
  %394 = and i32 %393, 31
  %395 = xor i32 %394, 16
  %396 = shl i32 %395, 2
  %397 = call i32 @llvm.amdgcn.ds.bpermute(i32 %396, i32 %392)
  %398 = bitcast i32 %397 to float
  %399 = fadd float %390, %398
  %400 = select i1 %389, float %385, float %383
  %401 = select i1 %389, float %383, float %385
  %402 = bitcast float %401 to i32
  %403 = call i32 @llvm.amdgcn.workitem.id.x()
  %404 = and i32 %403, 31
  %405 = xor i32 %404, 16
  %406 = shl i32 %405, 2
  %407 = call i32 @llvm.amdgcn.ds.bpermute(i32 %406, i32 %402)
  %408 = bitcast i32 %407 to float
  %409 = fadd float %400, %408
  %410 = and i32 %387, 8
  %411 = icmp ne i32 %410, 0
  %412 = select i1 %411, float %409, float %399
  %413 = select i1 %411, float %399, float %409
  %414 = bitcast float %413 to i32
  %415 = call i32 @llvm.amdgcn.workitem.id.x()
  %416 = and i32 %415, 31
  %417 = xor i32 %416, 8
  %418 = shl i32 %417, 2
  %419 = call i32 @llvm.amdgcn.ds.bpermute(i32 %418, i32 %414)
  %420 = bitcast i32 %419 to float
  %421 = fadd float %412, %420
  %422 = bitcast float %421 to i32
  %423 = call i32 @llvm.amdgcn.workitem.id.x()
  %424 = and i32 %423, 31
  %425 = xor i32 %424, 4
  %426 = shl i32 %425, 2
  %427 = call i32 @llvm.amdgcn.ds.bpermute(i32 %426, i32 %422)
  %428 = bitcast i32 %427 to float
  %429 = fadd float %421, %428
  %430 = bitcast float %429 to i32
  %431 = call i32 @llvm.amdgcn.workitem.id.x()
  %432 = and i32 %431, 31
  %433 = xor i32 %432, 2
  %434 = shl i32 %433, 2
  %435 = call i32 @llvm.amdgcn.ds.bpermute(i32 %434, i32 %430)
  %436 = bitcast i32 %435 to float
  %437 = fadd float %429, %436
  %438 = bitcast float %437 to i32
  %439 = call i32 @llvm.amdgcn.workitem.id.x()
  %440 = and i32 %439, 31
  %441 = xor i32 %440, 1
  %442 = shl i32 %441, 2
  %443 = call i32 @llvm.amdgcn.ds.bpermute(i32 %442, i32 %438)
  %444 = bitcast i32 %443 to float
  %445 = fadd float %437, %444
  store float %445, ptr addrspace(5) %v1, align 4
  %446 = and i1 %23, %15
  br i1 %446, label %then50, label %endif51

then44:                                           ; preds = %body42
  %447 = and i32 %222, 1
  %448 = sext i32 %447 to i64
  %449 = mul i64 %448, 4608
  %450 = getelementptr i8, ptr addrspace(3) @lds1, i64 %449
  %451 = sext i32 %222 to i64
  %452 = mul i64 %451, 1024
  %453 = lshr i32 %257, 3
  %454 = and i32 %257, 7
  %455 = lshr i32 %454, 1
  %456 = and i32 %454, 1
  %457 = mul i32 %453, 256
  %458 = mul i32 %455, 64
  %459 = mul i32 %456, 16
  %460 = add i32 %458, %459
  %461 = add i32 %457, %460
  %462 = sext i32 %461 to i64
  %463 = add i64 %462, 32
  %464 = sub i64 %462, %452
  %465 = lshr i64 %464, 5
  %466 = shl i64 %465, 2
  %467 = add i64 %464, %466
  %468 = add i64 %467, 0
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(3) %450, i64 %469
  %471 = load <4 x float>, ptr addrspace(3) %470, align 16
  %472 = extractelement <4 x float> %471, i32 0
  %473 = extractelement <4 x float> %471, i32 1
  %474 = extractelement <4 x float> %471, i32 2
  %475 = extractelement <4 x float> %471, i32 3
  %476 = add i64 %467, 4
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(3) %450, i64 %477
  %479 = load <4 x float>, ptr addrspace(3) %478, align 16
  %480 = extractelement <4 x float> %479, i32 0
  %481 = extractelement <4 x float> %479, i32 1
  %482 = extractelement <4 x float> %479, i32 2
  %483 = extractelement <4 x float> %479, i32 3
  %484 = add i64 %467, 8
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(3) %450, i64 %485
  %487 = load <4 x float>, ptr addrspace(3) %486, align 16
  %488 = extractelement <4 x float> %487, i32 0
  %489 = extractelement <4 x float> %487, i32 1
  %490 = extractelement <4 x float> %487, i32 2
  %491 = extractelement <4 x float> %487, i32 3
  %492 = add i64 %467, 12
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr addrspace(3) %450, i64 %493
  %495 = load <4 x float>, ptr addrspace(3) %494, align 16
  %496 = extractelement <4 x float> %495, i32 0
  %497 = extractelement <4 x float> %495, i32 1
  %498 = extractelement <4 x float> %495, i32 2
  %499 = extractelement <4 x float> %495, i32 3
  %500 = sub i64 %463, %452
  %501 = lshr i64 %500, 5
  %502 = shl i64 %501, 2
  %503 = add i64 %500, %502
  %504 = add i64 %503, 0
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr addrspace(3) %450, i64 %505
  %507 = load <4 x float>, ptr addrspace(3) %506, align 16
  %508 = extractelement <4 x float> %507, i32 0
  %509 = extractelement <4 x float> %507, i32 1
  %510 = extractelement <4 x float> %507, i32 2
  %511 = extractelement <4 x float> %507, i32 3
  %512 = add i64 %503, 4
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr addrspace(3) %450, i64 %513
  %515 = load <4 x float>, ptr addrspace(3) %514, align 16
  %516 = extractelement <4 x float> %515, i32 0
  %517 = extractelement <4 x float> %515, i32 1
  %518 = extractelement <4 x float> %515, i32 2
  %519 = extractelement <4 x float> %515, i32 3
  %520 = add i64 %503, 8
  %521 = mul i64 %520, 4
  %522 = getelementptr i8, ptr addrspace(3) %450, i64 %521
  %523 = load <4 x float>, ptr addrspace(3) %522, align 16
  %524 = extractelement <4 x float> %523, i32 0
  %525 = extractelement <4 x float> %523, i32 1
  %526 = extractelement <4 x float> %523, i32 2
  %527 = extractelement <4 x float> %523, i32 3
  %528 = add i64 %503, 12
  %529 = mul i64 %528, 4
  %530 = getelementptr i8, ptr addrspace(3) %450, i64 %529
  %531 = load <4 x float>, ptr addrspace(3) %530, align 16
  %532 = extractelement <4 x float> %531, i32 0
  %533 = extractelement <4 x float> %531, i32 1
  %534 = extractelement <4 x float> %531, i32 2
  %535 = extractelement <4 x float> %531, i32 3
  %536 = fadd float %472, %473
  %537 = fadd float %474, %475
  %538 = fadd float %536, %537
  %539 = fadd float %480, %481
  %540 = fadd float %482, %483
  %541 = fadd float %539, %540
  %542 = fadd float %538, %541
  %543 = fadd float %488, %489
  %544 = fadd float %490, %491
  %545 = fadd float %543, %544
  %546 = fadd float %496, %497
  %547 = fadd float %498, %499
  %548 = fadd float %546, %547
  %549 = fadd float %545, %548
  %550 = fadd float %542, %549
  %551 = fadd float %508, %509
  %552 = fadd float %510, %511
  %553 = fadd float %551, %552
  %554 = fadd float %516, %517
  %555 = fadd float %518, %519
  %556 = fadd float %554, %555
  %557 = fadd float %553, %556
  %558 = fadd float %524, %525
  %559 = fadd float %526, %527
  %560 = fadd float %558, %559
  %561 = fadd float %532, %533
  %562 = fadd float %534, %535
  %563 = fadd float %561, %562
  %564 = fadd float %560, %563
  %565 = fadd float %557, %564
  %566 = load float, ptr addrspace(5) %v2, align 4
  %567 = and i32 %257, 7
  %568 = lshr i32 %567, 1
  %569 = and i32 %258, 65535
  %570 = trunc i32 %569 to i16
  %571 = bitcast i16 %570 to half
  %572 = fpext half %571 to float
  %573 = lshr i32 %258, 16
  %574 = trunc i32 %573 to i16
  %575 = bitcast i16 %574 to half
  %576 = fpext half %575 to float
  %577 = and i32 %259, 1061109567
  %578 = and i32 %260, 1061109567
  %579 = and i32 %261, 252645135
  %580 = lshr i32 %259, 2
  %581 = and i32 %580, 808464432
  %582 = or i32 %579, %581
  %583 = lshr i32 %261, 4
  %584 = and i32 %583, 252645135
  %585 = lshr i32 %260, 2
  %586 = and i32 %585, 808464432
  %587 = or i32 %584, %586
  %588 = icmp ult i32 %568, 2
  %589 = and i32 %568, 1
  %590 = mul i32 %589, 16
  %591 = select i1 %588, i32 %577, i32 %582
  %592 = lshr i32 %591, %590
  %593 = select i1 %588, i32 %578, i32 %587
  %594 = lshr i32 %593, %590
  %595 = lshr i32 %592, 0
  %596 = and i32 %595, 255
  %597 = uitofp i32 %596 to float
  %598 = lshr i32 %594, 0
  %599 = and i32 %598, 255
  %600 = uitofp i32 %599 to float
  %601 = and i32 %262, 252645135
  %602 = lshr i32 %601, 0
  %603 = and i32 %602, 255
  %604 = uitofp i32 %603 to float
  %605 = call float @llvm.fma.f32(float %604, float %472, float 0.000000e+00)
  %606 = lshr i32 %601, 8
  %607 = and i32 %606, 255
  %608 = uitofp i32 %607 to float
  %609 = call float @llvm.fma.f32(float %608, float %473, float %605)
  %610 = lshr i32 %601, 16
  %611 = and i32 %610, 255
  %612 = uitofp i32 %611 to float
  %613 = call float @llvm.fma.f32(float %612, float %474, float %609)
  %614 = lshr i32 %601, 24
  %615 = and i32 %614, 255
  %616 = uitofp i32 %615 to float
  %617 = call float @llvm.fma.f32(float %616, float %475, float %613)
  %618 = and i32 %263, 252645135
  %619 = lshr i32 %618, 0
  %620 = and i32 %619, 255
  %621 = uitofp i32 %620 to float
  %622 = call float @llvm.fma.f32(float %621, float %480, float %617)
  %623 = lshr i32 %618, 8
  %624 = and i32 %623, 255
  %625 = uitofp i32 %624 to float
  %626 = call float @llvm.fma.f32(float %625, float %481, float %622)
  %627 = lshr i32 %618, 16
  %628 = and i32 %627, 255
  %629 = uitofp i32 %628 to float
  %630 = call float @llvm.fma.f32(float %629, float %482, float %626)
  %631 = lshr i32 %618, 24
  %632 = and i32 %631, 255
  %633 = uitofp i32 %632 to float
  %634 = call float @llvm.fma.f32(float %633, float %483, float %630)
  %635 = and i32 %264, 252645135
  %636 = lshr i32 %635, 0
  %637 = and i32 %636, 255
  %638 = uitofp i32 %637 to float
  %639 = call float @llvm.fma.f32(float %638, float %488, float %634)
  %640 = lshr i32 %635, 8
  %641 = and i32 %640, 255
  %642 = uitofp i32 %641 to float
  %643 = call float @llvm.fma.f32(float %642, float %489, float %639)
  %644 = lshr i32 %635, 16
  %645 = and i32 %644, 255
  %646 = uitofp i32 %645 to float
  %647 = call float @llvm.fma.f32(float %646, float %490, float %643)
  %648 = lshr i32 %635, 24
  %649 = and i32 %648, 255
  %650 = uitofp i32 %649 to float
  %651 = call float @llvm.fma.f32(float %650, float %491, float %647)
  %652 = and i32 %265, 252645135
  %653 = lshr i32 %652, 0
  %654 = and i32 %653, 255
  %655 = uitofp i32 %654 to float
  %656 = call float @llvm.fma.f32(float %655, float %496, float %651)
  %657 = lshr i32 %652, 8
  %658 = and i32 %657, 255
  %659 = uitofp i32 %658 to float
  %660 = call float @llvm.fma.f32(float %659, float %497, float %656)
  %661 = lshr i32 %652, 16
  %662 = and i32 %661, 255
  %663 = uitofp i32 %662 to float
  %664 = call float @llvm.fma.f32(float %663, float %498, float %660)
  %665 = lshr i32 %652, 24
  %666 = and i32 %665, 255
  %667 = uitofp i32 %666 to float
  %668 = call float @llvm.fma.f32(float %667, float %499, float %664)
  %669 = fmul float %572, %597
  %670 = call float @llvm.fma.f32(float %669, float %668, float %566)
  %671 = fmul float %576, %600
  %672 = fneg float %671
  %673 = call float @llvm.fma.f32(float %672, float %550, float %670)
  %674 = lshr i32 %592, 8
  %675 = and i32 %674, 255
  %676 = uitofp i32 %675 to float
  %677 = lshr i32 %594, 8
  %678 = and i32 %677, 255
  %679 = uitofp i32 %678 to float
  %680 = lshr i32 %262, 4
  %681 = and i32 %680, 252645135
  %682 = lshr i32 %681, 0
  %683 = and i32 %682, 255
  %684 = uitofp i32 %683 to float
  %685 = call float @llvm.fma.f32(float %684, float %508, float 0.000000e+00)
  %686 = lshr i32 %681, 8
  %687 = and i32 %686, 255
  %688 = uitofp i32 %687 to float
  %689 = call float @llvm.fma.f32(float %688, float %509, float %685)
  %690 = lshr i32 %681, 16
  %691 = and i32 %690, 255
  %692 = uitofp i32 %691 to float
  %693 = call float @llvm.fma.f32(float %692, float %510, float %689)
  %694 = lshr i32 %681, 24
  %695 = and i32 %694, 255
  %696 = uitofp i32 %695 to float
  %697 = call float @llvm.fma.f32(float %696, float %511, float %693)
  %698 = lshr i32 %263, 4
  %699 = and i32 %698, 252645135
  %700 = lshr i32 %699, 0
  %701 = and i32 %700, 255
  %702 = uitofp i32 %701 to float
  %703 = call float @llvm.fma.f32(float %702, float %516, float %697)
  %704 = lshr i32 %699, 8
  %705 = and i32 %704, 255
  %706 = uitofp i32 %705 to float
  %707 = call float @llvm.fma.f32(float %706, float %517, float %703)
  %708 = lshr i32 %699, 16
  %709 = and i32 %708, 255
  %710 = uitofp i32 %709 to float
  %711 = call float @llvm.fma.f32(float %710, float %518, float %707)
  %712 = lshr i32 %699, 24
  %713 = and i32 %712, 255
  %714 = uitofp i32 %713 to float
  %715 = call float @llvm.fma.f32(float %714, float %519, float %711)
  %716 = lshr i32 %264, 4
  %717 = and i32 %716, 252645135
  %718 = lshr i32 %717, 0
  %719 = and i32 %718, 255
  %720 = uitofp i32 %719 to float
  %721 = call float @llvm.fma.f32(float %720, float %524, float %715)
  %722 = lshr i32 %717, 8
  %723 = and i32 %722, 255
  %724 = uitofp i32 %723 to float
  %725 = call float @llvm.fma.f32(float %724, float %525, float %721)
  %726 = lshr i32 %717, 16
  %727 = and i32 %726, 255
  %728 = uitofp i32 %727 to float
  %729 = call float @llvm.fma.f32(float %728, float %526, float %725)
  %730 = lshr i32 %717, 24
  %731 = and i32 %730, 255
  %732 = uitofp i32 %731 to float
  %733 = call float @llvm.fma.f32(float %732, float %527, float %729)
  %734 = lshr i32 %265, 4
  %735 = and i32 %734, 252645135
  %736 = lshr i32 %735, 0
  %737 = and i32 %736, 255
  %738 = uitofp i32 %737 to float
  %739 = call float @llvm.fma.f32(float %738, float %532, float %733)
  %740 = lshr i32 %735, 8
  %741 = and i32 %740, 255
  %742 = uitofp i32 %741 to float
  %743 = call float @llvm.fma.f32(float %742, float %533, float %739)
  %744 = lshr i32 %735, 16
  %745 = and i32 %744, 255
  %746 = uitofp i32 %745 to float
  %747 = call float @llvm.fma.f32(float %746, float %534, float %743)
  %748 = lshr i32 %735, 24
  %749 = and i32 %748, 255
  %750 = uitofp i32 %749 to float
  %751 = call float @llvm.fma.f32(float %750, float %535, float %747)
  %752 = fmul float %572, %676
  %753 = call float @llvm.fma.f32(float %752, float %751, float %673)
  %754 = fmul float %576, %679
  %755 = fneg float %754
  %756 = call float @llvm.fma.f32(float %755, float %565, float %753)
  store float %756, ptr addrspace(5) %v2, align 4
  %757 = load float, ptr addrspace(5) %v3, align 4
  %758 = and i32 %257, 7
  %759 = lshr i32 %758, 1
  %760 = and i32 %266, 65535
  %761 = trunc i32 %760 to i16
  %762 = bitcast i16 %761 to half
  %763 = fpext half %762 to float
  %764 = lshr i32 %266, 16
  %765 = trunc i32 %764 to i16
  %766 = bitcast i16 %765 to half
  %767 = fpext half %766 to float
  %768 = and i32 %267, 1061109567
  %769 = and i32 %268, 1061109567
  %770 = and i32 %269, 252645135
  %771 = lshr i32 %267, 2
  %772 = and i32 %771, 808464432
  %773 = or i32 %770, %772
  %774 = lshr i32 %269, 4
  %775 = and i32 %774, 252645135
  %776 = lshr i32 %268, 2
  %777 = and i32 %776, 808464432
  %778 = or i32 %775, %777
  %779 = icmp ult i32 %759, 2
  %780 = and i32 %759, 1
  %781 = mul i32 %780, 16
  %782 = select i1 %779, i32 %768, i32 %773
  %783 = lshr i32 %782, %781
  %784 = select i1 %779, i32 %769, i32 %778
  %785 = lshr i32 %784, %781
  %786 = lshr i32 %783, 0
  %787 = and i32 %786, 255
  %788 = uitofp i32 %787 to float
  %789 = lshr i32 %785, 0
  %790 = and i32 %789, 255
  %791 = uitofp i32 %790 to float
  %792 = and i32 %270, 252645135
  %793 = lshr i32 %792, 0
  %794 = and i32 %793, 255
  %795 = uitofp i32 %794 to float
  %796 = call float @llvm.fma.f32(float %795, float %472, float 0.000000e+00)
  %797 = lshr i32 %792, 8
  %798 = and i32 %797, 255
  %799 = uitofp i32 %798 to float
  %800 = call float @llvm.fma.f32(float %799, float %473, float %796)
  %801 = lshr i32 %792, 16
  %802 = and i32 %801, 255
  %803 = uitofp i32 %802 to float
  %804 = call float @llvm.fma.f32(float %803, float %474, float %800)
  %805 = lshr i32 %792, 24
  %806 = and i32 %805, 255
  %807 = uitofp i32 %806 to float
  %808 = call float @llvm.fma.f32(float %807, float %475, float %804)
  %809 = and i32 %271, 252645135
  %810 = lshr i32 %809, 0
  %811 = and i32 %810, 255
  %812 = uitofp i32 %811 to float
  %813 = call float @llvm.fma.f32(float %812, float %480, float %808)
  %814 = lshr i32 %809, 8
  %815 = and i32 %814, 255
  %816 = uitofp i32 %815 to float
  %817 = call float @llvm.fma.f32(float %816, float %481, float %813)
  %818 = lshr i32 %809, 16
  %819 = and i32 %818, 255
  %820 = uitofp i32 %819 to float
  %821 = call float @llvm.fma.f32(float %820, float %482, float %817)
  %822 = lshr i32 %809, 24
  %823 = and i32 %822, 255
  %824 = uitofp i32 %823 to float
  %825 = call float @llvm.fma.f32(float %824, float %483, float %821)
  %826 = and i32 %272, 252645135
  %827 = lshr i32 %826, 0
  %828 = and i32 %827, 255
  %829 = uitofp i32 %828 to float
  %830 = call float @llvm.fma.f32(float %829, float %488, float %825)
  %831 = lshr i32 %826, 8
  %832 = and i32 %831, 255
  %833 = uitofp i32 %832 to float
  %834 = call float @llvm.fma.f32(float %833, float %489, float %830)
  %835 = lshr i32 %826, 16
  %836 = and i32 %835, 255
  %837 = uitofp i32 %836 to float
  %838 = call float @llvm.fma.f32(float %837, float %490, float %834)
  %839 = lshr i32 %826, 24
  %840 = and i32 %839, 255
  %841 = uitofp i32 %840 to float
  %842 = call float @llvm.fma.f32(float %841, float %491, float %838)
  %843 = and i32 %273, 252645135
  %844 = lshr i32 %843, 0
  %845 = and i32 %844, 255
  %846 = uitofp i32 %845 to float
  %847 = call float @llvm.fma.f32(float %846, float %496, float %842)
  %848 = lshr i32 %843, 8
  %849 = and i32 %848, 255
  %850 = uitofp i32 %849 to float
  %851 = call float @llvm.fma.f32(float %850, float %497, float %847)
  %852 = lshr i32 %843, 16
  %853 = and i32 %852, 255
  %854 = uitofp i32 %853 to float
  %855 = call float @llvm.fma.f32(float %854, float %498, float %851)
  %856 = lshr i32 %843, 24
  %857 = and i32 %856, 255
  %858 = uitofp i32 %857 to float
  %859 = call float @llvm.fma.f32(float %858, float %499, float %855)
  %860 = fmul float %763, %788
  %861 = call float @llvm.fma.f32(float %860, float %859, float %757)
  %862 = fmul float %767, %791
  %863 = fneg float %862
  %864 = call float @llvm.fma.f32(float %863, float %550, float %861)
  %865 = lshr i32 %783, 8
  %866 = and i32 %865, 255
  %867 = uitofp i32 %866 to float
  %868 = lshr i32 %785, 8
  %869 = and i32 %868, 255
  %870 = uitofp i32 %869 to float
  %871 = lshr i32 %270, 4
  %872 = and i32 %871, 252645135
  %873 = lshr i32 %872, 0
  %874 = and i32 %873, 255
  %875 = uitofp i32 %874 to float
  %876 = call float @llvm.fma.f32(float %875, float %508, float 0.000000e+00)
  %877 = lshr i32 %872, 8
  %878 = and i32 %877, 255
  %879 = uitofp i32 %878 to float
  %880 = call float @llvm.fma.f32(float %879, float %509, float %876)
  %881 = lshr i32 %872, 16
  %882 = and i32 %881, 255
  %883 = uitofp i32 %882 to float
  %884 = call float @llvm.fma.f32(float %883, float %510, float %880)
  %885 = lshr i32 %872, 24
  %886 = and i32 %885, 255
  %887 = uitofp i32 %886 to float
  %888 = call float @llvm.fma.f32(float %887, float %511, float %884)
  %889 = lshr i32 %271, 4
  %890 = and i32 %889, 252645135
  %891 = lshr i32 %890, 0
  %892 = and i32 %891, 255
  %893 = uitofp i32 %892 to float
  %894 = call float @llvm.fma.f32(float %893, float %516, float %888)
  %895 = lshr i32 %890, 8
  %896 = and i32 %895, 255
  %897 = uitofp i32 %896 to float
  %898 = call float @llvm.fma.f32(float %897, float %517, float %894)
  %899 = lshr i32 %890, 16
  %900 = and i32 %899, 255
  %901 = uitofp i32 %900 to float
  %902 = call float @llvm.fma.f32(float %901, float %518, float %898)
  %903 = lshr i32 %890, 24
  %904 = and i32 %903, 255
  %905 = uitofp i32 %904 to float
  %906 = call float @llvm.fma.f32(float %905, float %519, float %902)
  %907 = lshr i32 %272, 4
  %908 = and i32 %907, 252645135
  %909 = lshr i32 %908, 0
  %910 = and i32 %909, 255
  %911 = uitofp i32 %910 to float
  %912 = call float @llvm.fma.f32(float %911, float %524, float %906)
  %913 = lshr i32 %908, 8
  %914 = and i32 %913, 255
  %915 = uitofp i32 %914 to float
  %916 = call float @llvm.fma.f32(float %915, float %525, float %912)
  %917 = lshr i32 %908, 16
  %918 = and i32 %917, 255
  %919 = uitofp i32 %918 to float
  %920 = call float @llvm.fma.f32(float %919, float %526, float %916)
  %921 = lshr i32 %908, 24
  %922 = and i32 %921, 255
  %923 = uitofp i32 %922 to float
  %924 = call float @llvm.fma.f32(float %923, float %527, float %920)
  %925 = lshr i32 %273, 4
  %926 = and i32 %925, 252645135
  %927 = lshr i32 %926, 0
  %928 = and i32 %927, 255
  %929 = uitofp i32 %928 to float
  %930 = call float @llvm.fma.f32(float %929, float %532, float %924)
  %931 = lshr i32 %926, 8
  %932 = and i32 %931, 255
  %933 = uitofp i32 %932 to float
  %934 = call float @llvm.fma.f32(float %933, float %533, float %930)
  %935 = lshr i32 %926, 16
  %936 = and i32 %935, 255
  %937 = uitofp i32 %936 to float
  %938 = call float @llvm.fma.f32(float %937, float %534, float %934)
  %939 = lshr i32 %926, 24
  %940 = and i32 %939, 255
  %941 = uitofp i32 %940 to float
  %942 = call float @llvm.fma.f32(float %941, float %535, float %938)
  %943 = fmul float %763, %867
  %944 = call float @llvm.fma.f32(float %943, float %942, float %864)
  %945 = fmul float %767, %870
  %946 = fneg float %945
  %947 = call float @llvm.fma.f32(float %946, float %565, float %944)
  store float %947, ptr addrspace(5) %v3, align 4
  %948 = load float, ptr addrspace(5) %v4, align 4
  %949 = and i32 %257, 7
  %950 = lshr i32 %949, 1
  %951 = and i32 %274, 65535
  %952 = trunc i32 %951 to i16
  %953 = bitcast i16 %952 to half
  %954 = fpext half %953 to float
  %955 = lshr i32 %274, 16
  %956 = trunc i32 %955 to i16
  %957 = bitcast i16 %956 to half
  %958 = fpext half %957 to float
  %959 = and i32 %275, 1061109567
  %960 = and i32 %276, 1061109567
  %961 = and i32 %277, 252645135
  %962 = lshr i32 %275, 2
  %963 = and i32 %962, 808464432
  %964 = or i32 %961, %963
  %965 = lshr i32 %277, 4
  %966 = and i32 %965, 252645135
  %967 = lshr i32 %276, 2
  %968 = and i32 %967, 808464432
  %969 = or i32 %966, %968
  %970 = icmp ult i32 %950, 2
  %971 = and i32 %950, 1
  %972 = mul i32 %971, 16
  %973 = select i1 %970, i32 %959, i32 %964
  %974 = lshr i32 %973, %972
  %975 = select i1 %970, i32 %960, i32 %969
  %976 = lshr i32 %975, %972
  %977 = lshr i32 %974, 0
  %978 = and i32 %977, 255
  %979 = uitofp i32 %978 to float
  %980 = lshr i32 %976, 0
  %981 = and i32 %980, 255
  %982 = uitofp i32 %981 to float
  %983 = and i32 %278, 252645135
  %984 = lshr i32 %983, 0
  %985 = and i32 %984, 255
  %986 = uitofp i32 %985 to float
  %987 = call float @llvm.fma.f32(float %986, float %472, float 0.000000e+00)
  %988 = lshr i32 %983, 8
  %989 = and i32 %988, 255
  %990 = uitofp i32 %989 to float
  %991 = call float @llvm.fma.f32(float %990, float %473, float %987)
  %992 = lshr i32 %983, 16
  %993 = and i32 %992, 255
  %994 = uitofp i32 %993 to float
  %995 = call float @llvm.fma.f32(float %994, float %474, float %991)
  %996 = lshr i32 %983, 24
  %997 = and i32 %996, 255
  %998 = uitofp i32 %997 to float
  %999 = call float @llvm.fma.f32(float %998, float %475, float %995)
  %1000 = and i32 %279, 252645135
  %1001 = lshr i32 %1000, 0
  %1002 = and i32 %1001, 255
  %1003 = uitofp i32 %1002 to float
  %1004 = call float @llvm.fma.f32(float %1003, float %480, float %999)
  %1005 = lshr i32 %1000, 8
  %1006 = and i32 %1005, 255
  %1007 = uitofp i32 %1006 to float
  %1008 = call float @llvm.fma.f32(float %1007, float %481, float %1004)
  %1009 = lshr i32 %1000, 16
  %1010 = and i32 %1009, 255
  %1011 = uitofp i32 %1010 to float
  %1012 = call float @llvm.fma.f32(float %1011, float %482, float %1008)
  %1013 = lshr i32 %1000, 24
  %1014 = and i32 %1013, 255
  %1015 = uitofp i32 %1014 to float
  %1016 = call float @llvm.fma.f32(float %1015, float %483, float %1012)
  %1017 = and i32 %280, 252645135
  %1018 = lshr i32 %1017, 0
  %1019 = and i32 %1018, 255
  %1020 = uitofp i32 %1019 to float
  %1021 = call float @llvm.fma.f32(float %1020, float %488, float %1016)
  %1022 = lshr i32 %1017, 8
  %1023 = and i32 %1022, 255
  %1024 = uitofp i32 %1023 to float
  %1025 = call float @llvm.fma.f32(float %1024, float %489, float %1021)
  %1026 = lshr i32 %1017, 16
  %1027 = and i32 %1026, 255
  %1028 = uitofp i32 %1027 to float
  %1029 = call float @llvm.fma.f32(float %1028, float %490, float %1025)
  %1030 = lshr i32 %1017, 24
  %1031 = and i32 %1030, 255
  %1032 = uitofp i32 %1031 to float
  %1033 = call float @llvm.fma.f32(float %1032, float %491, float %1029)
  %1034 = and i32 %281, 252645135
  %1035 = lshr i32 %1034, 0
  %1036 = and i32 %1035, 255
  %1037 = uitofp i32 %1036 to float
  %1038 = call float @llvm.fma.f32(float %1037, float %496, float %1033)
  %1039 = lshr i32 %1034, 8
  %1040 = and i32 %1039, 255
  %1041 = uitofp i32 %1040 to float
  %1042 = call float @llvm.fma.f32(float %1041, float %497, float %1038)
  %1043 = lshr i32 %1034, 16
  %1044 = and i32 %1043, 255
  %1045 = uitofp i32 %1044 to float
  %1046 = call float @llvm.fma.f32(float %1045, float %498, float %1042)
  %1047 = lshr i32 %1034, 24
  %1048 = and i32 %1047, 255
  %1049 = uitofp i32 %1048 to float
  %1050 = call float @llvm.fma.f32(float %1049, float %499, float %1046)
  %1051 = fmul float %954, %979
  %1052 = call float @llvm.fma.f32(float %1051, float %1050, float %948)
  %1053 = fmul float %958, %982
  %1054 = fneg float %1053
  %1055 = call float @llvm.fma.f32(float %1054, float %550, float %1052)
  %1056 = lshr i32 %974, 8
  %1057 = and i32 %1056, 255
  %1058 = uitofp i32 %1057 to float
  %1059 = lshr i32 %976, 8
  %1060 = and i32 %1059, 255
  %1061 = uitofp i32 %1060 to float
  %1062 = lshr i32 %278, 4
  %1063 = and i32 %1062, 252645135
  %1064 = lshr i32 %1063, 0
  %1065 = and i32 %1064, 255
  %1066 = uitofp i32 %1065 to float
  %1067 = call float @llvm.fma.f32(float %1066, float %508, float 0.000000e+00)
  %1068 = lshr i32 %1063, 8
  %1069 = and i32 %1068, 255
  %1070 = uitofp i32 %1069 to float
  %1071 = call float @llvm.fma.f32(float %1070, float %509, float %1067)
  %1072 = lshr i32 %1063, 16
  %1073 = and i32 %1072, 255
  %1074 = uitofp i32 %1073 to float
  %1075 = call float @llvm.fma.f32(float %1074, float %510, float %1071)
  %1076 = lshr i32 %1063, 24
  %1077 = and i32 %1076, 255
  %1078 = uitofp i32 %1077 to float
  %1079 = call float @llvm.fma.f32(float %1078, float %511, float %1075)
  %1080 = lshr i32 %279, 4
  %1081 = and i32 %1080, 252645135
  %1082 = lshr i32 %1081, 0
  %1083 = and i32 %1082, 255
  %1084 = uitofp i32 %1083 to float
  %1085 = call float @llvm.fma.f32(float %1084, float %516, float %1079)
  %1086 = lshr i32 %1081, 8
  %1087 = and i32 %1086, 255
  %1088 = uitofp i32 %1087 to float
  %1089 = call float @llvm.fma.f32(float %1088, float %517, float %1085)
  %1090 = lshr i32 %1081, 16
  %1091 = and i32 %1090, 255
  %1092 = uitofp i32 %1091 to float
  %1093 = call float @llvm.fma.f32(float %1092, float %518, float %1089)
  %1094 = lshr i32 %1081, 24
  %1095 = and i32 %1094, 255
  %1096 = uitofp i32 %1095 to float
  %1097 = call float @llvm.fma.f32(float %1096, float %519, float %1093)
  %1098 = lshr i32 %280, 4
  %1099 = and i32 %1098, 252645135
  %1100 = lshr i32 %1099, 0
  %1101 = and i32 %1100, 255
  %1102 = uitofp i32 %1101 to float
  %1103 = call float @llvm.fma.f32(float %1102, float %524, float %1097)
  %1104 = lshr i32 %1099, 8
  %1105 = and i32 %1104, 255
  %1106 = uitofp i32 %1105 to float
  %1107 = call float @llvm.fma.f32(float %1106, float %525, float %1103)
  %1108 = lshr i32 %1099, 16
  %1109 = and i32 %1108, 255
  %1110 = uitofp i32 %1109 to float
  %1111 = call float @llvm.fma.f32(float %1110, float %526, float %1107)
  %1112 = lshr i32 %1099, 24
  %1113 = and i32 %1112, 255
  %1114 = uitofp i32 %1113 to float
  %1115 = call float @llvm.fma.f32(float %1114, float %527, float %1111)
  %1116 = lshr i32 %281, 4
  %1117 = and i32 %1116, 252645135
  %1118 = lshr i32 %1117, 0
  %1119 = and i32 %1118, 255
  %1120 = uitofp i32 %1119 to float
  %1121 = call float @llvm.fma.f32(float %1120, float %532, float %1115)
  %1122 = lshr i32 %1117, 8
  %1123 = and i32 %1122, 255
  %1124 = uitofp i32 %1123 to float
  %1125 = call float @llvm.fma.f32(float %1124, float %533, float %1121)
  %1126 = lshr i32 %1117, 16
  %1127 = and i32 %1126, 255
  %1128 = uitofp i32 %1127 to float
  %1129 = call float @llvm.fma.f32(float %1128, float %534, float %1125)
  %1130 = lshr i32 %1117, 24
  %1131 = and i32 %1130, 255
  %1132 = uitofp i32 %1131 to float
  %1133 = call float @llvm.fma.f32(float %1132, float %535, float %1129)
  %1134 = fmul float %954, %1058
  %1135 = call float @llvm.fma.f32(float %1134, float %1133, float %1055)
  %1136 = fmul float %958, %1061
  %1137 = fneg float %1136
  %1138 = call float @llvm.fma.f32(float %1137, float %565, float %1135)
  store float %1138, ptr addrspace(5) %v4, align 4
  %1139 = load float, ptr addrspace(5) %v5, align 4
  %1140 = and i32 %257, 7
  %1141 = lshr i32 %1140, 1
  %1142 = and i32 %282, 65535
  %1143 = trunc i32 %1142 to i16
  %1144 = bitcast i16 %1143 to half
  %1145 = fpext half %1144 to float
  %1146 = lshr i32 %282, 16
  %1147 = trunc i32 %1146 to i16
  %1148 = bitcast i16 %1147 to half
  %1149 = fpext half %1148 to float
  %1150 = and i32 %283, 1061109567
  %1151 = and i32 %284, 1061109567
  %1152 = and i32 %285, 252645135
  %1153 = lshr i32 %283, 2
  %1154 = and i32 %1153, 808464432
  %1155 = or i32 %1152, %1154
  %1156 = lshr i32 %285, 4
  %1157 = and i32 %1156, 252645135
  %1158 = lshr i32 %284, 2
  %1159 = and i32 %1158, 808464432
  %1160 = or i32 %1157, %1159
  %1161 = icmp ult i32 %1141, 2
  %1162 = and i32 %1141, 1
  %1163 = mul i32 %1162, 16
  %1164 = select i1 %1161, i32 %1150, i32 %1155
  %1165 = lshr i32 %1164, %1163
  %1166 = select i1 %1161, i32 %1151, i32 %1160
  %1167 = lshr i32 %1166, %1163
  %1168 = lshr i32 %1165, 0
  %1169 = and i32 %1168, 255
  %1170 = uitofp i32 %1169 to float
  %1171 = lshr i32 %1167, 0
  %1172 = and i32 %1171, 255
  %1173 = uitofp i32 %1172 to float
  %1174 = and i32 %286, 252645135
  %1175 = lshr i32 %1174, 0
  %1176 = and i32 %1175, 255
  %1177 = uitofp i32 %1176 to float
  %1178 = call float @llvm.fma.f32(float %1177, float %472, float 0.000000e+00)
  %1179 = lshr i32 %1174, 8
  %1180 = and i32 %1179, 255
  %1181 = uitofp i32 %1180 to float
  %1182 = call float @llvm.fma.f32(float %1181, float %473, float %1178)
  %1183 = lshr i32 %1174, 16
  %1184 = and i32 %1183, 255
  %1185 = uitofp i32 %1184 to float
  %1186 = call float @llvm.fma.f32(float %1185, float %474, float %1182)
  %1187 = lshr i32 %1174, 24
  %1188 = and i32 %1187, 255
  %1189 = uitofp i32 %1188 to float
  %1190 = call float @llvm.fma.f32(float %1189, float %475, float %1186)
  %1191 = and i32 %287, 252645135
  %1192 = lshr i32 %1191, 0
  %1193 = and i32 %1192, 255
  %1194 = uitofp i32 %1193 to float
  %1195 = call float @llvm.fma.f32(float %1194, float %480, float %1190)
  %1196 = lshr i32 %1191, 8
  %1197 = and i32 %1196, 255
  %1198 = uitofp i32 %1197 to float
  %1199 = call float @llvm.fma.f32(float %1198, float %481, float %1195)
  %1200 = lshr i32 %1191, 16
  %1201 = and i32 %1200, 255
  %1202 = uitofp i32 %1201 to float
  %1203 = call float @llvm.fma.f32(float %1202, float %482, float %1199)
  %1204 = lshr i32 %1191, 24
  %1205 = and i32 %1204, 255
  %1206 = uitofp i32 %1205 to float
  %1207 = call float @llvm.fma.f32(float %1206, float %483, float %1203)
  %1208 = and i32 %288, 252645135
  %1209 = lshr i32 %1208, 0
  %1210 = and i32 %1209, 255
  %1211 = uitofp i32 %1210 to float
  %1212 = call float @llvm.fma.f32(float %1211, float %488, float %1207)
  %1213 = lshr i32 %1208, 8
  %1214 = and i32 %1213, 255
  %1215 = uitofp i32 %1214 to float
  %1216 = call float @llvm.fma.f32(float %1215, float %489, float %1212)
  %1217 = lshr i32 %1208, 16
  %1218 = and i32 %1217, 255
  %1219 = uitofp i32 %1218 to float
  %1220 = call float @llvm.fma.f32(float %1219, float %490, float %1216)
  %1221 = lshr i32 %1208, 24
  %1222 = and i32 %1221, 255
  %1223 = uitofp i32 %1222 to float
  %1224 = call float @llvm.fma.f32(float %1223, float %491, float %1220)
  %1225 = and i32 %289, 252645135
  %1226 = lshr i32 %1225, 0
  %1227 = and i32 %1226, 255
  %1228 = uitofp i32 %1227 to float
  %1229 = call float @llvm.fma.f32(float %1228, float %496, float %1224)
  %1230 = lshr i32 %1225, 8
  %1231 = and i32 %1230, 255
  %1232 = uitofp i32 %1231 to float
  %1233 = call float @llvm.fma.f32(float %1232, float %497, float %1229)
  %1234 = lshr i32 %1225, 16
  %1235 = and i32 %1234, 255
  %1236 = uitofp i32 %1235 to float
  %1237 = call float @llvm.fma.f32(float %1236, float %498, float %1233)
  %1238 = lshr i32 %1225, 24
  %1239 = and i32 %1238, 255
  %1240 = uitofp i32 %1239 to float
  %1241 = call float @llvm.fma.f32(float %1240, float %499, float %1237)
  %1242 = fmul float %1145, %1170
  %1243 = call float @llvm.fma.f32(float %1242, float %1241, float %1139)
  %1244 = fmul float %1149, %1173
  %1245 = fneg float %1244
  %1246 = call float @llvm.fma.f32(float %1245, float %550, float %1243)
  %1247 = lshr i32 %1165, 8
  %1248 = and i32 %1247, 255
  %1249 = uitofp i32 %1248 to float
  %1250 = lshr i32 %1167, 8
  %1251 = and i32 %1250, 255
  %1252 = uitofp i32 %1251 to float
  %1253 = lshr i32 %286, 4
  %1254 = and i32 %1253, 252645135
  %1255 = lshr i32 %1254, 0
  %1256 = and i32 %1255, 255
  %1257 = uitofp i32 %1256 to float
  %1258 = call float @llvm.fma.f32(float %1257, float %508, float 0.000000e+00)
  %1259 = lshr i32 %1254, 8
  %1260 = and i32 %1259, 255
  %1261 = uitofp i32 %1260 to float
  %1262 = call float @llvm.fma.f32(float %1261, float %509, float %1258)
  %1263 = lshr i32 %1254, 16
  %1264 = and i32 %1263, 255
  %1265 = uitofp i32 %1264 to float
  %1266 = call float @llvm.fma.f32(float %1265, float %510, float %1262)
  %1267 = lshr i32 %1254, 24
  %1268 = and i32 %1267, 255
  %1269 = uitofp i32 %1268 to float
  %1270 = call float @llvm.fma.f32(float %1269, float %511, float %1266)
  %1271 = lshr i32 %287, 4
  %1272 = and i32 %1271, 252645135
  %1273 = lshr i32 %1272, 0
  %1274 = and i32 %1273, 255
  %1275 = uitofp i32 %1274 to float
  %1276 = call float @llvm.fma.f32(float %1275, float %516, float %1270)
  %1277 = lshr i32 %1272, 8
  %1278 = and i32 %1277, 255
  %1279 = uitofp i32 %1278 to float
  %1280 = call float @llvm.fma.f32(float %1279, float %517, float %1276)
  %1281 = lshr i32 %1272, 16
  %1282 = and i32 %1281, 255
  %1283 = uitofp i32 %1282 to float
  %1284 = call float @llvm.fma.f32(float %1283, float %518, float %1280)
  %1285 = lshr i32 %1272, 24
  %1286 = and i32 %1285, 255
  %1287 = uitofp i32 %1286 to float
  %1288 = call float @llvm.fma.f32(float %1287, float %519, float %1284)
  %1289 = lshr i32 %288, 4
  %1290 = and i32 %1289, 252645135
  %1291 = lshr i32 %1290, 0
  %1292 = and i32 %1291, 255
  %1293 = uitofp i32 %1292 to float
  %1294 = call float @llvm.fma.f32(float %1293, float %524, float %1288)
  %1295 = lshr i32 %1290, 8
  %1296 = and i32 %1295, 255
  %1297 = uitofp i32 %1296 to float
  %1298 = call float @llvm.fma.f32(float %1297, float %525, float %1294)
  %1299 = lshr i32 %1290, 16
  %1300 = and i32 %1299, 255
  %1301 = uitofp i32 %1300 to float
  %1302 = call float @llvm.fma.f32(float %1301, float %526, float %1298)
  %1303 = lshr i32 %1290, 24
  %1304 = and i32 %1303, 255
  %1305 = uitofp i32 %1304 to float
  %1306 = call float @llvm.fma.f32(float %1305, float %527, float %1302)
  %1307 = lshr i32 %289, 4
  %1308 = and i32 %1307, 252645135
  %1309 = lshr i32 %1308, 0
  %1310 = and i32 %1309, 255
  %1311 = uitofp i32 %1310 to float
  %1312 = call float @llvm.fma.f32(float %1311, float %532, float %1306)
  %1313 = lshr i32 %1308, 8
  %1314 = and i32 %1313, 255
  %1315 = uitofp i32 %1314 to float
  %1316 = call float @llvm.fma.f32(float %1315, float %533, float %1312)
  %1317 = lshr i32 %1308, 16
  %1318 = and i32 %1317, 255
  %1319 = uitofp i32 %1318 to float
  %1320 = call float @llvm.fma.f32(float %1319, float %534, float %1316)
  %1321 = lshr i32 %1308, 24
  %1322 = and i32 %1321, 255
  %1323 = uitofp i32 %1322 to float
  %1324 = call float @llvm.fma.f32(float %1323, float %535, float %1320)
  %1325 = fmul float %1145, %1249
  %1326 = call float @llvm.fma.f32(float %1325, float %1324, float %1246)
  %1327 = fmul float %1149, %1252
  %1328 = fneg float %1327
  %1329 = call float @llvm.fma.f32(float %1328, float %565, float %1326)
  store float %1329, ptr addrspace(5) %v5, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %body42
  %1330 = add i32 %222, 1
  %1331 = and i32 %1330, 1
  %1332 = sext i32 %1331 to i64
  %1333 = mul i64 %1332, 4608
  %1334 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1333
  %1335 = add i32 %57, 0
  %1336 = sext i32 %1335 to i64
  %1337 = mul i64 %1336, 4
  %1338 = icmp slt i64 %1337, 1024
  br i1 %1338, label %then46, label %endif47

then46:                                           ; preds = %endif45
  %1339 = lshr i64 %1337, 5
  %1340 = shl i64 %1339, 2
  %1341 = add i64 %1337, %1340
  %1342 = add i64 %1341, 0
  %1343 = mul i64 %1342, 4
  %1344 = getelementptr i8, ptr addrspace(3) %1334, i64 %1343
  store float %237, ptr addrspace(3) %1344, align 4
  %1345 = add i64 %1341, 1
  %1346 = mul i64 %1345, 4
  %1347 = getelementptr i8, ptr addrspace(3) %1334, i64 %1346
  store float %238, ptr addrspace(3) %1347, align 4
  %1348 = add i64 %1341, 2
  %1349 = mul i64 %1348, 4
  %1350 = getelementptr i8, ptr addrspace(3) %1334, i64 %1349
  store float %239, ptr addrspace(3) %1350, align 4
  %1351 = add i64 %1341, 3
  %1352 = mul i64 %1351, 4
  %1353 = getelementptr i8, ptr addrspace(3) %1334, i64 %1352
  store float %240, ptr addrspace(3) %1353, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %endif45
  %1354 = add i32 %57, 128
  %1355 = sext i32 %1354 to i64
  %1356 = mul i64 %1355, 4
  %1357 = icmp slt i64 %1356, 1024
  br i1 %1357, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %1358 = lshr i64 %1356, 5
  %1359 = shl i64 %1358, 2
  %1360 = add i64 %1356, %1359
  %1361 = add i64 %1360, 0
  %1362 = mul i64 %1361, 4
  %1363 = getelementptr i8, ptr addrspace(3) %1334, i64 %1362
  store float %252, ptr addrspace(3) %1363, align 4
  %1364 = add i64 %1360, 1
  %1365 = mul i64 %1364, 4
  %1366 = getelementptr i8, ptr addrspace(3) %1334, i64 %1365
  store float %253, ptr addrspace(3) %1366, align 4
  %1367 = add i64 %1360, 2
  %1368 = mul i64 %1367, 4
  %1369 = getelementptr i8, ptr addrspace(3) %1334, i64 %1368
  store float %254, ptr addrspace(3) %1369, align 4
  %1370 = add i64 %1360, 3
  %1371 = mul i64 %1370, 4
  %1372 = getelementptr i8, ptr addrspace(3) %1334, i64 %1371
  store float %255, ptr addrspace(3) %1372, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %endif47
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1373 = load i32, ptr addrspace(5) %v40, align 4
  %1374 = add i32 %1373, 1
  store i32 %1374, ptr addrspace(5) %v40, align 4
  br label %loop41

then50:                                           ; preds = %done43
  %1375 = load float, ptr addrspace(5) %v1, align 4
  %1376 = add i32 %22, %13
  %1377 = icmp slt i32 %1376, %3
  br i1 %1377, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %done43
  %1378 = load i32, ptr addrspace(5) %v, align 4
  %1379 = add i32 %1378, 4
  store i32 %1379, ptr addrspace(5) %v, align 4
  br label %loop

then52:                                           ; preds = %then50
  %1380 = add i32 0, %1376
  %1381 = sext i32 %1380 to i64
  %1382 = mul i64 %1381, 4
  %1383 = getelementptr i8, ptr addrspace(1) %0, i64 %1382
  store float %1375, ptr addrspace(1) %1383, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
