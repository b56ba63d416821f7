; ModuleID = 'strata_moe_matvec_q4_k'
source_filename = "strata_moe_matvec_q4_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [9216 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q4_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) #0 {
entry:
  %v42 = alloca i32, align 4, addrspace(5)
  %v41 = alloca i32, align 4, addrspace(5)
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

loop:                                             ; preds = %endif53, %then
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
  %78 = add i32 %76, 0
  %79 = sext i32 %78 to i64
  %80 = mul i64 %79, 4
  %81 = add i64 0, %80
  %82 = icmp slt i64 %81, %77
  %83 = icmp slt i64 %80, 1024
  %84 = and i1 %82, %83
  %85 = select i1 %84, i64 %81, i64 0
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %22, i64 %86
  %88 = load <4 x float>, ptr addrspace(1) %87, align 16
  %89 = extractelement <4 x float> %88, i32 0
  %90 = extractelement <4 x float> %88, i32 1
  %91 = extractelement <4 x float> %88, i32 2
  %92 = extractelement <4 x float> %88, i32 3
  %93 = add i32 %76, 128
  %94 = sext i32 %93 to i64
  %95 = mul i64 %94, 4
  %96 = add i64 0, %95
  %97 = icmp slt i64 %96, %77
  %98 = icmp slt i64 %95, 1024
  %99 = and i1 %97, %98
  %100 = select i1 %99, i64 %96, i64 0
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %22, i64 %101
  %103 = load <4 x float>, ptr addrspace(1) %102, align 16
  %104 = extractelement <4 x float> %103, i32 0
  %105 = extractelement <4 x float> %103, i32 1
  %106 = extractelement <4 x float> %103, i32 2
  %107 = extractelement <4 x float> %103, i32 3
  %108 = add i32 %76, 0
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = icmp slt i64 %110, 1024
  br i1 %111, label %then6, label %endif7

done:                                             ; preds = %loop
  br label %endif

then6:                                            ; preds = %body
  %112 = lshr i64 %110, 5
  %113 = shl i64 %112, 2
  %114 = add i64 %110, %113
  %115 = add i64 %114, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(3) @lds1, i64 %116
  store float %89, ptr addrspace(3) %117, align 4
  %118 = add i64 %114, 1
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %119
  store float %90, ptr addrspace(3) %120, align 4
  %121 = add i64 %114, 2
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %122
  store float %91, ptr addrspace(3) %123, align 4
  %124 = add i64 %114, 3
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %125
  store float %92, ptr addrspace(3) %126, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body
  %127 = add i32 %76, 128
  %128 = sext i32 %127 to i64
  %129 = mul i64 %128, 4
  %130 = icmp slt i64 %129, 1024
  br i1 %130, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %131 = lshr i64 %129, 5
  %132 = shl i64 %131, 2
  %133 = add i64 %129, %132
  %134 = add i64 %133, 0
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(3) @lds1, i64 %135
  store float %104, ptr addrspace(3) %136, align 4
  %137 = add i64 %133, 1
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(3) @lds1, i64 %138
  store float %105, ptr addrspace(3) %139, align 4
  %140 = add i64 %133, 2
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(3) @lds1, i64 %141
  store float %106, ptr addrspace(3) %142, align 4
  %143 = add i64 %133, 3
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %144
  store float %107, ptr addrspace(3) %145, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %146 = sub i32 %73, 1
  %147 = icmp sgt i32 %75, %146
  %148 = select i1 %147, i32 %146, i32 %75
  %149 = lshr i32 %148, 3
  %150 = and i32 %148, 7
  %151 = sext i32 %149 to i64
  %152 = mul i64 %151, 144
  %153 = add i64 %152, 0
  %154 = getelementptr i8, ptr addrspace(1) %54, i64 %153
  %155 = getelementptr i8, ptr addrspace(1) %154, i64 0
  %156 = load <4 x i32>, ptr addrspace(1) %155, align 16
  %157 = extractelement <4 x i32> %156, i32 0
  %158 = extractelement <4 x i32> %156, i32 1
  %159 = extractelement <4 x i32> %156, i32 2
  %160 = extractelement <4 x i32> %156, i32 3
  %161 = sext i32 %150 to i64
  %162 = mul i64 %161, 16
  %163 = add i64 %162, 16
  %164 = add i64 %163, 0
  %165 = getelementptr i8, ptr addrspace(1) %154, i64 %164
  %166 = load <4 x i32>, ptr addrspace(1) %165, align 16
  %167 = extractelement <4 x i32> %166, i32 0
  %168 = extractelement <4 x i32> %166, i32 1
  %169 = extractelement <4 x i32> %166, i32 2
  %170 = extractelement <4 x i32> %166, i32 3
  store i32 %157, ptr addrspace(5) %v10, align 4
  store i32 %158, ptr addrspace(5) %v11, align 4
  store i32 %159, ptr addrspace(5) %v12, align 4
  store i32 %160, ptr addrspace(5) %v13, align 4
  store i32 %167, ptr addrspace(5) %v14, align 4
  store i32 %168, ptr addrspace(5) %v15, align 4
  store i32 %169, ptr addrspace(5) %v16, align 4
  store i32 %170, ptr addrspace(5) %v17, align 4
  %171 = lshr i32 %148, 3
  %172 = and i32 %148, 7
  %173 = sext i32 %171 to i64
  %174 = mul i64 %173, 144
  %175 = add i64 %174, 0
  %176 = getelementptr i8, ptr addrspace(1) %60, i64 %175
  %177 = getelementptr i8, ptr addrspace(1) %176, i64 0
  %178 = load <4 x i32>, ptr addrspace(1) %177, align 16
  %179 = extractelement <4 x i32> %178, i32 0
  %180 = extractelement <4 x i32> %178, i32 1
  %181 = extractelement <4 x i32> %178, i32 2
  %182 = extractelement <4 x i32> %178, i32 3
  %183 = sext i32 %172 to i64
  %184 = mul i64 %183, 16
  %185 = add i64 %184, 16
  %186 = add i64 %185, 0
  %187 = getelementptr i8, ptr addrspace(1) %176, i64 %186
  %188 = load <4 x i32>, ptr addrspace(1) %187, align 16
  %189 = extractelement <4 x i32> %188, i32 0
  %190 = extractelement <4 x i32> %188, i32 1
  %191 = extractelement <4 x i32> %188, i32 2
  %192 = extractelement <4 x i32> %188, i32 3
  store i32 %179, ptr addrspace(5) %v18, align 4
  store i32 %180, ptr addrspace(5) %v19, align 4
  store i32 %181, ptr addrspace(5) %v20, align 4
  store i32 %182, ptr addrspace(5) %v21, align 4
  store i32 %189, ptr addrspace(5) %v22, align 4
  store i32 %190, ptr addrspace(5) %v23, align 4
  store i32 %191, ptr addrspace(5) %v24, align 4
  store i32 %192, ptr addrspace(5) %v25, align 4
  %193 = lshr i32 %148, 3
  %194 = and i32 %148, 7
  %195 = sext i32 %193 to i64
  %196 = mul i64 %195, 144
  %197 = add i64 %196, 0
  %198 = getelementptr i8, ptr addrspace(1) %66, i64 %197
  %199 = getelementptr i8, ptr addrspace(1) %198, i64 0
  %200 = load <4 x i32>, ptr addrspace(1) %199, align 16
  %201 = extractelement <4 x i32> %200, i32 0
  %202 = extractelement <4 x i32> %200, i32 1
  %203 = extractelement <4 x i32> %200, i32 2
  %204 = extractelement <4 x i32> %200, i32 3
  %205 = sext i32 %194 to i64
  %206 = mul i64 %205, 16
  %207 = add i64 %206, 16
  %208 = add i64 %207, 0
  %209 = getelementptr i8, ptr addrspace(1) %198, i64 %208
  %210 = load <4 x i32>, ptr addrspace(1) %209, align 16
  %211 = extractelement <4 x i32> %210, i32 0
  %212 = extractelement <4 x i32> %210, i32 1
  %213 = extractelement <4 x i32> %210, i32 2
  %214 = extractelement <4 x i32> %210, i32 3
  store i32 %201, ptr addrspace(5) %v26, align 4
  store i32 %202, ptr addrspace(5) %v27, align 4
  store i32 %203, ptr addrspace(5) %v28, align 4
  store i32 %204, ptr addrspace(5) %v29, align 4
  store i32 %211, ptr addrspace(5) %v30, align 4
  store i32 %212, ptr addrspace(5) %v31, align 4
  store i32 %213, ptr addrspace(5) %v32, align 4
  store i32 %214, ptr addrspace(5) %v33, align 4
  %215 = lshr i32 %148, 3
  %216 = and i32 %148, 7
  %217 = sext i32 %215 to i64
  %218 = mul i64 %217, 144
  %219 = add i64 %218, 0
  %220 = getelementptr i8, ptr addrspace(1) %72, i64 %219
  %221 = getelementptr i8, ptr addrspace(1) %220, i64 0
  %222 = load <4 x i32>, ptr addrspace(1) %221, align 16
  %223 = extractelement <4 x i32> %222, i32 0
  %224 = extractelement <4 x i32> %222, i32 1
  %225 = extractelement <4 x i32> %222, i32 2
  %226 = extractelement <4 x i32> %222, i32 3
  %227 = sext i32 %216 to i64
  %228 = mul i64 %227, 16
  %229 = add i64 %228, 16
  %230 = add i64 %229, 0
  %231 = getelementptr i8, ptr addrspace(1) %220, i64 %230
  %232 = load <4 x i32>, ptr addrspace(1) %231, align 16
  %233 = extractelement <4 x i32> %232, i32 0
  %234 = extractelement <4 x i32> %232, i32 1
  %235 = extractelement <4 x i32> %232, i32 2
  %236 = extractelement <4 x i32> %232, i32 3
  store i32 %223, ptr addrspace(5) %v34, align 4
  store i32 %224, ptr addrspace(5) %v35, align 4
  store i32 %225, ptr addrspace(5) %v36, align 4
  store i32 %226, ptr addrspace(5) %v37, align 4
  store i32 %233, ptr addrspace(5) %v38, align 4
  store i32 %234, ptr addrspace(5) %v39, align 4
  store i32 %235, ptr addrspace(5) %v40, align 4
  store i32 %236, ptr addrspace(5) %v41, align 4
  %237 = add i32 %73, 31
  %238 = udiv i32 %237, 32
  store i32 0, ptr addrspace(5) %v42, align 4
  br label %loop43

loop43:                                           ; preds = %endif51, %endif9
  %239 = load i32, ptr addrspace(5) %v42, align 4
  %240 = icmp slt i32 %239, %238
  br i1 %240, label %body44, label %done45

body44:                                           ; preds = %loop43
  %241 = load i32, ptr addrspace(5) %v42, align 4
  %242 = add i32 %241, 1
  %243 = sext i32 %242 to i64
  %244 = mul i64 %243, 1024
  %245 = add i32 %76, 0
  %246 = sext i32 %245 to i64
  %247 = mul i64 %246, 4
  %248 = add i64 %244, %247
  %249 = icmp slt i64 %248, %77
  %250 = icmp slt i64 %247, 1024
  %251 = and i1 %249, %250
  %252 = select i1 %251, i64 %248, i64 0
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %22, i64 %253
  %255 = load <4 x float>, ptr addrspace(1) %254, align 16
  %256 = extractelement <4 x float> %255, i32 0
  %257 = extractelement <4 x float> %255, i32 1
  %258 = extractelement <4 x float> %255, i32 2
  %259 = extractelement <4 x float> %255, i32 3
  %260 = add i32 %76, 128
  %261 = sext i32 %260 to i64
  %262 = mul i64 %261, 4
  %263 = add i64 %244, %262
  %264 = icmp slt i64 %263, %77
  %265 = icmp slt i64 %262, 1024
  %266 = and i1 %264, %265
  %267 = select i1 %266, i64 %263, i64 0
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %22, i64 %268
  %270 = load <4 x float>, ptr addrspace(1) %269, align 16
  %271 = extractelement <4 x float> %270, i32 0
  %272 = extractelement <4 x float> %270, i32 1
  %273 = extractelement <4 x float> %270, i32 2
  %274 = extractelement <4 x float> %270, i32 3
  %275 = mul i32 %241, 32
  %276 = add i32 %75, %275
  %277 = load i32, ptr addrspace(5) %v10, align 4
  %278 = load i32, ptr addrspace(5) %v11, align 4
  %279 = load i32, ptr addrspace(5) %v12, align 4
  %280 = load i32, ptr addrspace(5) %v13, align 4
  %281 = load i32, ptr addrspace(5) %v14, align 4
  %282 = load i32, ptr addrspace(5) %v15, align 4
  %283 = load i32, ptr addrspace(5) %v16, align 4
  %284 = load i32, ptr addrspace(5) %v17, align 4
  %285 = load i32, ptr addrspace(5) %v18, align 4
  %286 = load i32, ptr addrspace(5) %v19, align 4
  %287 = load i32, ptr addrspace(5) %v20, align 4
  %288 = load i32, ptr addrspace(5) %v21, align 4
  %289 = load i32, ptr addrspace(5) %v22, align 4
  %290 = load i32, ptr addrspace(5) %v23, align 4
  %291 = load i32, ptr addrspace(5) %v24, align 4
  %292 = load i32, ptr addrspace(5) %v25, align 4
  %293 = load i32, ptr addrspace(5) %v26, align 4
  %294 = load i32, ptr addrspace(5) %v27, align 4
  %295 = load i32, ptr addrspace(5) %v28, align 4
  %296 = load i32, ptr addrspace(5) %v29, align 4
  %297 = load i32, ptr addrspace(5) %v30, align 4
  %298 = load i32, ptr addrspace(5) %v31, align 4
  %299 = load i32, ptr addrspace(5) %v32, align 4
  %300 = load i32, ptr addrspace(5) %v33, align 4
  %301 = load i32, ptr addrspace(5) %v34, align 4
  %302 = load i32, ptr addrspace(5) %v35, align 4
  %303 = load i32, ptr addrspace(5) %v36, align 4
  %304 = load i32, ptr addrspace(5) %v37, align 4
  %305 = load i32, ptr addrspace(5) %v38, align 4
  %306 = load i32, ptr addrspace(5) %v39, align 4
  %307 = load i32, ptr addrspace(5) %v40, align 4
  %308 = load i32, ptr addrspace(5) %v41, align 4
  %309 = add i32 %276, 32
  %310 = icmp sgt i32 %309, %146
  %311 = select i1 %310, i32 %146, i32 %309
  %312 = lshr i32 %311, 3
  %313 = and i32 %311, 7
  %314 = sext i32 %312 to i64
  %315 = mul i64 %314, 144
  %316 = add i64 %315, 0
  %317 = getelementptr i8, ptr addrspace(1) %54, i64 %316
  %318 = getelementptr i8, ptr addrspace(1) %317, i64 0
  %319 = load <4 x i32>, ptr addrspace(1) %318, align 16
  %320 = extractelement <4 x i32> %319, i32 0
  %321 = extractelement <4 x i32> %319, i32 1
  %322 = extractelement <4 x i32> %319, i32 2
  %323 = extractelement <4 x i32> %319, i32 3
  %324 = sext i32 %313 to i64
  %325 = mul i64 %324, 16
  %326 = add i64 %325, 16
  %327 = add i64 %326, 0
  %328 = getelementptr i8, ptr addrspace(1) %317, i64 %327
  %329 = load <4 x i32>, ptr addrspace(1) %328, align 16
  %330 = extractelement <4 x i32> %329, i32 0
  %331 = extractelement <4 x i32> %329, i32 1
  %332 = extractelement <4 x i32> %329, i32 2
  %333 = extractelement <4 x i32> %329, i32 3
  store i32 %320, ptr addrspace(5) %v10, align 4
  store i32 %321, ptr addrspace(5) %v11, align 4
  store i32 %322, ptr addrspace(5) %v12, align 4
  store i32 %323, ptr addrspace(5) %v13, align 4
  store i32 %330, ptr addrspace(5) %v14, align 4
  store i32 %331, ptr addrspace(5) %v15, align 4
  store i32 %332, ptr addrspace(5) %v16, align 4
  store i32 %333, ptr addrspace(5) %v17, align 4
  %334 = lshr i32 %311, 3
  %335 = and i32 %311, 7
  %336 = sext i32 %334 to i64
  %337 = mul i64 %336, 144
  %338 = add i64 %337, 0
  %339 = getelementptr i8, ptr addrspace(1) %60, i64 %338
  %340 = getelementptr i8, ptr addrspace(1) %339, i64 0
  %341 = load <4 x i32>, ptr addrspace(1) %340, align 16
  %342 = extractelement <4 x i32> %341, i32 0
  %343 = extractelement <4 x i32> %341, i32 1
  %344 = extractelement <4 x i32> %341, i32 2
  %345 = extractelement <4 x i32> %341, i32 3
  %346 = sext i32 %335 to i64
  %347 = mul i64 %346, 16
  %348 = add i64 %347, 16
  %349 = add i64 %348, 0
  %350 = getelementptr i8, ptr addrspace(1) %339, i64 %349
  %351 = load <4 x i32>, ptr addrspace(1) %350, align 16
  %352 = extractelement <4 x i32> %351, i32 0
  %353 = extractelement <4 x i32> %351, i32 1
  %354 = extractelement <4 x i32> %351, i32 2
  %355 = extractelement <4 x i32> %351, i32 3
  store i32 %342, ptr addrspace(5) %v18, align 4
  store i32 %343, ptr addrspace(5) %v19, align 4
  store i32 %344, ptr addrspace(5) %v20, align 4
  store i32 %345, ptr addrspace(5) %v21, align 4
  store i32 %352, ptr addrspace(5) %v22, align 4
  store i32 %353, ptr addrspace(5) %v23, align 4
  store i32 %354, ptr addrspace(5) %v24, align 4
  store i32 %355, ptr addrspace(5) %v25, align 4
  %356 = lshr i32 %311, 3
  %357 = and i32 %311, 7
  %358 = sext i32 %356 to i64
  %359 = mul i64 %358, 144
  %360 = add i64 %359, 0
  %361 = getelementptr i8, ptr addrspace(1) %66, i64 %360
  %362 = getelementptr i8, ptr addrspace(1) %361, i64 0
  %363 = load <4 x i32>, ptr addrspace(1) %362, align 16
  %364 = extractelement <4 x i32> %363, i32 0
  %365 = extractelement <4 x i32> %363, i32 1
  %366 = extractelement <4 x i32> %363, i32 2
  %367 = extractelement <4 x i32> %363, i32 3
  %368 = sext i32 %357 to i64
  %369 = mul i64 %368, 16
  %370 = add i64 %369, 16
  %371 = add i64 %370, 0
  %372 = getelementptr i8, ptr addrspace(1) %361, i64 %371
  %373 = load <4 x i32>, ptr addrspace(1) %372, align 16
  %374 = extractelement <4 x i32> %373, i32 0
  %375 = extractelement <4 x i32> %373, i32 1
  %376 = extractelement <4 x i32> %373, i32 2
  %377 = extractelement <4 x i32> %373, i32 3
  store i32 %364, ptr addrspace(5) %v26, align 4
  store i32 %365, ptr addrspace(5) %v27, align 4
  store i32 %366, ptr addrspace(5) %v28, align 4
  store i32 %367, ptr addrspace(5) %v29, align 4
  store i32 %374, ptr addrspace(5) %v30, align 4
  store i32 %375, ptr addrspace(5) %v31, align 4
  store i32 %376, ptr addrspace(5) %v32, align 4
  store i32 %377, ptr addrspace(5) %v33, align 4
  %378 = lshr i32 %311, 3
  %379 = and i32 %311, 7
  %380 = sext i32 %378 to i64
  %381 = mul i64 %380, 144
  %382 = add i64 %381, 0
  %383 = getelementptr i8, ptr addrspace(1) %72, i64 %382
  %384 = getelementptr i8, ptr addrspace(1) %383, i64 0
  %385 = load <4 x i32>, ptr addrspace(1) %384, align 16
  %386 = extractelement <4 x i32> %385, i32 0
  %387 = extractelement <4 x i32> %385, i32 1
  %388 = extractelement <4 x i32> %385, i32 2
  %389 = extractelement <4 x i32> %385, i32 3
  %390 = sext i32 %379 to i64
  %391 = mul i64 %390, 16
  %392 = add i64 %391, 16
  %393 = add i64 %392, 0
  %394 = getelementptr i8, ptr addrspace(1) %383, i64 %393
  %395 = load <4 x i32>, ptr addrspace(1) %394, align 16
  %396 = extractelement <4 x i32> %395, i32 0
  %397 = extractelement <4 x i32> %395, i32 1
  %398 = extractelement <4 x i32> %395, i32 2
  %399 = extractelement <4 x i32> %395, i32 3
  store i32 %386, ptr addrspace(5) %v34, align 4
  store i32 %387, ptr addrspace(5) %v35, align 4
  store i32 %388, ptr addrspace(5) %v36, align 4
  store i32 %389, ptr addrspace(5) %v37, align 4
  store i32 %396, ptr addrspace(5) %v38, align 4
  store i32 %397, ptr addrspace(5) %v39, align 4
  store i32 %398, ptr addrspace(5) %v40, align 4
  store i32 %399, ptr addrspace(5) %v41, align 4
  %400 = icmp slt i32 %276, %73
  br i1 %400, label %then46, label %endif47

done45:                                           ; preds = %loop43
  %401 = load float, ptr addrspace(5) %v2, align 4
  %402 = load float, ptr addrspace(5) %v3, align 4
  %403 = load float, ptr addrspace(5) %v4, align 4
  %404 = load float, ptr addrspace(5) %v5, align 4
  %405 = call i32 @llvm.amdgcn.workitem.id.x()
  %406 = and i32 %405, 31
  %407 = and i32 %406, 16
  %408 = icmp ne i32 %407, 0
  %409 = select i1 %408, float %403, float %401
  %410 = select i1 %408, float %401, float %403
  %411 = bitcast float %410 to i32
  %412 = call i32 @llvm.amdgcn.workitem.id.x()
  %413 = and i32 %412, 31
  %414 = xor i32 %413, 16
  %415 = shl i32 %414, 2
  %416 = call i32 @llvm.amdgcn.ds.bpermute(i32 %415, i32 %411)
  %417 = bitcast i32 %416 to float
  %418 = fadd float %409, %417
  %419 = select i1 %408, float %404, float %402
  %420 = select i1 %408, float %402, float %404
  %421 = bitcast float %420 to i32
  %422 = call i32 @llvm.amdgcn.workitem.id.x()
  %423 = and i32 %422, 31
  %424 = xor i32 %423, 16
  %425 = shl i32 %424, 2
  %426 = call i32 @llvm.amdgcn.ds.bpermute(i32 %425, i32 %421)
  %427 = bitcast i32 %426 to float
  %428 = fadd float %419, %427
  %429 = and i32 %406, 8
  %430 = icmp ne i32 %429, 0
  %431 = select i1 %430, float %428, float %418
  %432 = select i1 %430, float %418, float %428
  %433 = bitcast float %432 to i32
  %434 = call i32 @llvm.amdgcn.workitem.id.x()
  %435 = and i32 %434, 31
  %436 = xor i32 %435, 8
  %437 = shl i32 %436, 2
  %438 = call i32 @llvm.amdgcn.ds.bpermute(i32 %437, i32 %433)
  %439 = bitcast i32 %438 to float
  %440 = fadd float %431, %439
  %441 = bitcast float %440 to i32
  %442 = call i32 @llvm.amdgcn.workitem.id.x()
  %443 = and i32 %442, 31
  %444 = xor i32 %443, 4
  %445 = shl i32 %444, 2
  %446 = call i32 @llvm.amdgcn.ds.bpermute(i32 %445, i32 %441)
  %447 = bitcast i32 %446 to float
  %448 = fadd float %440, %447
  %449 = bitcast float %448 to i32
  %450 = call i32 @llvm.amdgcn.workitem.id.x()
  %451 = and i32 %450, 31
  %452 = xor i32 %451, 2
  %453 = shl i32 %452, 2
  %454 = call i32 @llvm.amdgcn.ds.bpermute(i32 %453, i32 %449)
  %455 = bitcast i32 %454 to float
  %456 = fadd float %448, %455
  %457 = bitcast float %456 to i32
  %458 = call i32 @llvm.amdgcn.workitem.id.x()
  %459 = and i32 %458, 31
  %460 = xor i32 %459, 1
  %461 = shl i32 %460, 2
  %462 = call i32 @llvm.amdgcn.ds.bpermute(i32 %461, i32 %457)
  %463 = bitcast i32 %462 to float
  %464 = fadd float %456, %463
  store float %464, ptr addrspace(5) %v1, align 4
  %465 = and i1 %42, %34
  br i1 %465, label %then52, label %endif53

then46:                                           ; preds = %body44
  %466 = and i32 %241, 1
  %467 = sext i32 %466 to i64
  %468 = mul i64 %467, 4608
  %469 = getelementptr i8, ptr addrspace(3) @lds1, i64 %468
  %470 = sext i32 %241 to i64
  %471 = mul i64 %470, 1024
  %472 = lshr i32 %276, 3
  %473 = and i32 %276, 7
  %474 = lshr i32 %473, 1
  %475 = and i32 %473, 1
  %476 = mul i32 %472, 256
  %477 = mul i32 %474, 64
  %478 = mul i32 %475, 16
  %479 = add i32 %477, %478
  %480 = add i32 %476, %479
  %481 = sext i32 %480 to i64
  %482 = add i64 %481, 32
  %483 = sub i64 %481, %471
  %484 = lshr i64 %483, 5
  %485 = shl i64 %484, 2
  %486 = add i64 %483, %485
  %487 = add i64 %486, 0
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr addrspace(3) %469, i64 %488
  %490 = load <4 x float>, ptr addrspace(3) %489, align 16
  %491 = extractelement <4 x float> %490, i32 0
  %492 = extractelement <4 x float> %490, i32 1
  %493 = extractelement <4 x float> %490, i32 2
  %494 = extractelement <4 x float> %490, i32 3
  %495 = add i64 %486, 4
  %496 = mul i64 %495, 4
  %497 = getelementptr i8, ptr addrspace(3) %469, i64 %496
  %498 = load <4 x float>, ptr addrspace(3) %497, align 16
  %499 = extractelement <4 x float> %498, i32 0
  %500 = extractelement <4 x float> %498, i32 1
  %501 = extractelement <4 x float> %498, i32 2
  %502 = extractelement <4 x float> %498, i32 3
  %503 = add i64 %486, 8
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr addrspace(3) %469, i64 %504
  %506 = load <4 x float>, ptr addrspace(3) %505, align 16
  %507 = extractelement <4 x float> %506, i32 0
  %508 = extractelement <4 x float> %506, i32 1
  %509 = extractelement <4 x float> %506, i32 2
  %510 = extractelement <4 x float> %506, i32 3
  %511 = add i64 %486, 12
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr addrspace(3) %469, i64 %512
  %514 = load <4 x float>, ptr addrspace(3) %513, align 16
  %515 = extractelement <4 x float> %514, i32 0
  %516 = extractelement <4 x float> %514, i32 1
  %517 = extractelement <4 x float> %514, i32 2
  %518 = extractelement <4 x float> %514, i32 3
  %519 = sub i64 %482, %471
  %520 = lshr i64 %519, 5
  %521 = shl i64 %520, 2
  %522 = add i64 %519, %521
  %523 = add i64 %522, 0
  %524 = mul i64 %523, 4
  %525 = getelementptr i8, ptr addrspace(3) %469, i64 %524
  %526 = load <4 x float>, ptr addrspace(3) %525, align 16
  %527 = extractelement <4 x float> %526, i32 0
  %528 = extractelement <4 x float> %526, i32 1
  %529 = extractelement <4 x float> %526, i32 2
  %530 = extractelement <4 x float> %526, i32 3
  %531 = add i64 %522, 4
  %532 = mul i64 %531, 4
  %533 = getelementptr i8, ptr addrspace(3) %469, i64 %532
  %534 = load <4 x float>, ptr addrspace(3) %533, align 16
  %535 = extractelement <4 x float> %534, i32 0
  %536 = extractelement <4 x float> %534, i32 1
  %537 = extractelement <4 x float> %534, i32 2
  %538 = extractelement <4 x float> %534, i32 3
  %539 = add i64 %522, 8
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr addrspace(3) %469, i64 %540
  %542 = load <4 x float>, ptr addrspace(3) %541, align 16
  %543 = extractelement <4 x float> %542, i32 0
  %544 = extractelement <4 x float> %542, i32 1
  %545 = extractelement <4 x float> %542, i32 2
  %546 = extractelement <4 x float> %542, i32 3
  %547 = add i64 %522, 12
  %548 = mul i64 %547, 4
  %549 = getelementptr i8, ptr addrspace(3) %469, i64 %548
  %550 = load <4 x float>, ptr addrspace(3) %549, align 16
  %551 = extractelement <4 x float> %550, i32 0
  %552 = extractelement <4 x float> %550, i32 1
  %553 = extractelement <4 x float> %550, i32 2
  %554 = extractelement <4 x float> %550, i32 3
  %555 = fadd float %491, %492
  %556 = fadd float %493, %494
  %557 = fadd float %555, %556
  %558 = fadd float %499, %500
  %559 = fadd float %501, %502
  %560 = fadd float %558, %559
  %561 = fadd float %557, %560
  %562 = fadd float %507, %508
  %563 = fadd float %509, %510
  %564 = fadd float %562, %563
  %565 = fadd float %515, %516
  %566 = fadd float %517, %518
  %567 = fadd float %565, %566
  %568 = fadd float %564, %567
  %569 = fadd float %561, %568
  %570 = fadd float %527, %528
  %571 = fadd float %529, %530
  %572 = fadd float %570, %571
  %573 = fadd float %535, %536
  %574 = fadd float %537, %538
  %575 = fadd float %573, %574
  %576 = fadd float %572, %575
  %577 = fadd float %543, %544
  %578 = fadd float %545, %546
  %579 = fadd float %577, %578
  %580 = fadd float %551, %552
  %581 = fadd float %553, %554
  %582 = fadd float %580, %581
  %583 = fadd float %579, %582
  %584 = fadd float %576, %583
  %585 = load float, ptr addrspace(5) %v2, align 4
  %586 = and i32 %276, 7
  %587 = lshr i32 %586, 1
  %588 = and i32 %277, 65535
  %589 = trunc i32 %588 to i16
  %590 = bitcast i16 %589 to half
  %591 = fpext half %590 to float
  %592 = lshr i32 %277, 16
  %593 = trunc i32 %592 to i16
  %594 = bitcast i16 %593 to half
  %595 = fpext half %594 to float
  %596 = and i32 %278, 1061109567
  %597 = and i32 %279, 1061109567
  %598 = and i32 %280, 252645135
  %599 = lshr i32 %278, 2
  %600 = and i32 %599, 808464432
  %601 = or i32 %598, %600
  %602 = lshr i32 %280, 4
  %603 = and i32 %602, 252645135
  %604 = lshr i32 %279, 2
  %605 = and i32 %604, 808464432
  %606 = or i32 %603, %605
  %607 = icmp ult i32 %587, 2
  %608 = and i32 %587, 1
  %609 = mul i32 %608, 16
  %610 = select i1 %607, i32 %596, i32 %601
  %611 = lshr i32 %610, %609
  %612 = select i1 %607, i32 %597, i32 %606
  %613 = lshr i32 %612, %609
  %614 = lshr i32 %611, 0
  %615 = and i32 %614, 255
  %616 = uitofp i32 %615 to float
  %617 = lshr i32 %613, 0
  %618 = and i32 %617, 255
  %619 = uitofp i32 %618 to float
  %620 = and i32 %281, 252645135
  %621 = lshr i32 %620, 0
  %622 = and i32 %621, 255
  %623 = uitofp i32 %622 to float
  %624 = call float @llvm.fma.f32(float %623, float %491, float 0.000000e+00)
  %625 = lshr i32 %620, 8
  %626 = and i32 %625, 255
  %627 = uitofp i32 %626 to float
  %628 = call float @llvm.fma.f32(float %627, float %492, float %624)
  %629 = lshr i32 %620, 16
  %630 = and i32 %629, 255
  %631 = uitofp i32 %630 to float
  %632 = call float @llvm.fma.f32(float %631, float %493, float %628)
  %633 = lshr i32 %620, 24
  %634 = and i32 %633, 255
  %635 = uitofp i32 %634 to float
  %636 = call float @llvm.fma.f32(float %635, float %494, float %632)
  %637 = and i32 %282, 252645135
  %638 = lshr i32 %637, 0
  %639 = and i32 %638, 255
  %640 = uitofp i32 %639 to float
  %641 = call float @llvm.fma.f32(float %640, float %499, float %636)
  %642 = lshr i32 %637, 8
  %643 = and i32 %642, 255
  %644 = uitofp i32 %643 to float
  %645 = call float @llvm.fma.f32(float %644, float %500, float %641)
  %646 = lshr i32 %637, 16
  %647 = and i32 %646, 255
  %648 = uitofp i32 %647 to float
  %649 = call float @llvm.fma.f32(float %648, float %501, float %645)
  %650 = lshr i32 %637, 24
  %651 = and i32 %650, 255
  %652 = uitofp i32 %651 to float
  %653 = call float @llvm.fma.f32(float %652, float %502, float %649)
  %654 = and i32 %283, 252645135
  %655 = lshr i32 %654, 0
  %656 = and i32 %655, 255
  %657 = uitofp i32 %656 to float
  %658 = call float @llvm.fma.f32(float %657, float %507, float %653)
  %659 = lshr i32 %654, 8
  %660 = and i32 %659, 255
  %661 = uitofp i32 %660 to float
  %662 = call float @llvm.fma.f32(float %661, float %508, float %658)
  %663 = lshr i32 %654, 16
  %664 = and i32 %663, 255
  %665 = uitofp i32 %664 to float
  %666 = call float @llvm.fma.f32(float %665, float %509, float %662)
  %667 = lshr i32 %654, 24
  %668 = and i32 %667, 255
  %669 = uitofp i32 %668 to float
  %670 = call float @llvm.fma.f32(float %669, float %510, float %666)
  %671 = and i32 %284, 252645135
  %672 = lshr i32 %671, 0
  %673 = and i32 %672, 255
  %674 = uitofp i32 %673 to float
  %675 = call float @llvm.fma.f32(float %674, float %515, float %670)
  %676 = lshr i32 %671, 8
  %677 = and i32 %676, 255
  %678 = uitofp i32 %677 to float
  %679 = call float @llvm.fma.f32(float %678, float %516, float %675)
  %680 = lshr i32 %671, 16
  %681 = and i32 %680, 255
  %682 = uitofp i32 %681 to float
  %683 = call float @llvm.fma.f32(float %682, float %517, float %679)
  %684 = lshr i32 %671, 24
  %685 = and i32 %684, 255
  %686 = uitofp i32 %685 to float
  %687 = call float @llvm.fma.f32(float %686, float %518, float %683)
  %688 = fmul float %591, %616
  %689 = call float @llvm.fma.f32(float %688, float %687, float %585)
  %690 = fmul float %595, %619
  %691 = fneg float %690
  %692 = call float @llvm.fma.f32(float %691, float %569, float %689)
  %693 = lshr i32 %611, 8
  %694 = and i32 %693, 255
  %695 = uitofp i32 %694 to float
  %696 = lshr i32 %613, 8
  %697 = and i32 %696, 255
  %698 = uitofp i32 %697 to float
  %699 = lshr i32 %281, 4
  %700 = and i32 %699, 252645135
  %701 = lshr i32 %700, 0
  %702 = and i32 %701, 255
  %703 = uitofp i32 %702 to float
  %704 = call float @llvm.fma.f32(float %703, float %527, float 0.000000e+00)
  %705 = lshr i32 %700, 8
  %706 = and i32 %705, 255
  %707 = uitofp i32 %706 to float
  %708 = call float @llvm.fma.f32(float %707, float %528, float %704)
  %709 = lshr i32 %700, 16
  %710 = and i32 %709, 255
  %711 = uitofp i32 %710 to float
  %712 = call float @llvm.fma.f32(float %711, float %529, float %708)
  %713 = lshr i32 %700, 24
  %714 = and i32 %713, 255
  %715 = uitofp i32 %714 to float
  %716 = call float @llvm.fma.f32(float %715, float %530, float %712)
  %717 = lshr i32 %282, 4
  %718 = and i32 %717, 252645135
  %719 = lshr i32 %718, 0
  %720 = and i32 %719, 255
  %721 = uitofp i32 %720 to float
  %722 = call float @llvm.fma.f32(float %721, float %535, float %716)
  %723 = lshr i32 %718, 8
  %724 = and i32 %723, 255
  %725 = uitofp i32 %724 to float
  %726 = call float @llvm.fma.f32(float %725, float %536, float %722)
  %727 = lshr i32 %718, 16
  %728 = and i32 %727, 255
  %729 = uitofp i32 %728 to float
  %730 = call float @llvm.fma.f32(float %729, float %537, float %726)
  %731 = lshr i32 %718, 24
  %732 = and i32 %731, 255
  %733 = uitofp i32 %732 to float
  %734 = call float @llvm.fma.f32(float %733, float %538, float %730)
  %735 = lshr i32 %283, 4
  %736 = and i32 %735, 252645135
  %737 = lshr i32 %736, 0
  %738 = and i32 %737, 255
  %739 = uitofp i32 %738 to float
  %740 = call float @llvm.fma.f32(float %739, float %543, float %734)
  %741 = lshr i32 %736, 8
  %742 = and i32 %741, 255
  %743 = uitofp i32 %742 to float
  %744 = call float @llvm.fma.f32(float %743, float %544, float %740)
  %745 = lshr i32 %736, 16
  %746 = and i32 %745, 255
  %747 = uitofp i32 %746 to float
  %748 = call float @llvm.fma.f32(float %747, float %545, float %744)
  %749 = lshr i32 %736, 24
  %750 = and i32 %749, 255
  %751 = uitofp i32 %750 to float
  %752 = call float @llvm.fma.f32(float %751, float %546, float %748)
  %753 = lshr i32 %284, 4
  %754 = and i32 %753, 252645135
  %755 = lshr i32 %754, 0
  %756 = and i32 %755, 255
  %757 = uitofp i32 %756 to float
  %758 = call float @llvm.fma.f32(float %757, float %551, float %752)
  %759 = lshr i32 %754, 8
  %760 = and i32 %759, 255
  %761 = uitofp i32 %760 to float
  %762 = call float @llvm.fma.f32(float %761, float %552, float %758)
  %763 = lshr i32 %754, 16
  %764 = and i32 %763, 255
  %765 = uitofp i32 %764 to float
  %766 = call float @llvm.fma.f32(float %765, float %553, float %762)
  %767 = lshr i32 %754, 24
  %768 = and i32 %767, 255
  %769 = uitofp i32 %768 to float
  %770 = call float @llvm.fma.f32(float %769, float %554, float %766)
  %771 = fmul float %591, %695
  %772 = call float @llvm.fma.f32(float %771, float %770, float %692)
  %773 = fmul float %595, %698
  %774 = fneg float %773
  %775 = call float @llvm.fma.f32(float %774, float %584, float %772)
  store float %775, ptr addrspace(5) %v2, align 4
  %776 = load float, ptr addrspace(5) %v3, align 4
  %777 = and i32 %276, 7
  %778 = lshr i32 %777, 1
  %779 = and i32 %285, 65535
  %780 = trunc i32 %779 to i16
  %781 = bitcast i16 %780 to half
  %782 = fpext half %781 to float
  %783 = lshr i32 %285, 16
  %784 = trunc i32 %783 to i16
  %785 = bitcast i16 %784 to half
  %786 = fpext half %785 to float
  %787 = and i32 %286, 1061109567
  %788 = and i32 %287, 1061109567
  %789 = and i32 %288, 252645135
  %790 = lshr i32 %286, 2
  %791 = and i32 %790, 808464432
  %792 = or i32 %789, %791
  %793 = lshr i32 %288, 4
  %794 = and i32 %793, 252645135
  %795 = lshr i32 %287, 2
  %796 = and i32 %795, 808464432
  %797 = or i32 %794, %796
  %798 = icmp ult i32 %778, 2
  %799 = and i32 %778, 1
  %800 = mul i32 %799, 16
  %801 = select i1 %798, i32 %787, i32 %792
  %802 = lshr i32 %801, %800
  %803 = select i1 %798, i32 %788, i32 %797
  %804 = lshr i32 %803, %800
  %805 = lshr i32 %802, 0
  %806 = and i32 %805, 255
  %807 = uitofp i32 %806 to float
  %808 = lshr i32 %804, 0
  %809 = and i32 %808, 255
  %810 = uitofp i32 %809 to float
  %811 = and i32 %289, 252645135
  %812 = lshr i32 %811, 0
  %813 = and i32 %812, 255
  %814 = uitofp i32 %813 to float
  %815 = call float @llvm.fma.f32(float %814, float %491, float 0.000000e+00)
  %816 = lshr i32 %811, 8
  %817 = and i32 %816, 255
  %818 = uitofp i32 %817 to float
  %819 = call float @llvm.fma.f32(float %818, float %492, float %815)
  %820 = lshr i32 %811, 16
  %821 = and i32 %820, 255
  %822 = uitofp i32 %821 to float
  %823 = call float @llvm.fma.f32(float %822, float %493, float %819)
  %824 = lshr i32 %811, 24
  %825 = and i32 %824, 255
  %826 = uitofp i32 %825 to float
  %827 = call float @llvm.fma.f32(float %826, float %494, float %823)
  %828 = and i32 %290, 252645135
  %829 = lshr i32 %828, 0
  %830 = and i32 %829, 255
  %831 = uitofp i32 %830 to float
  %832 = call float @llvm.fma.f32(float %831, float %499, float %827)
  %833 = lshr i32 %828, 8
  %834 = and i32 %833, 255
  %835 = uitofp i32 %834 to float
  %836 = call float @llvm.fma.f32(float %835, float %500, float %832)
  %837 = lshr i32 %828, 16
  %838 = and i32 %837, 255
  %839 = uitofp i32 %838 to float
  %840 = call float @llvm.fma.f32(float %839, float %501, float %836)
  %841 = lshr i32 %828, 24
  %842 = and i32 %841, 255
  %843 = uitofp i32 %842 to float
  %844 = call float @llvm.fma.f32(float %843, float %502, float %840)
  %845 = and i32 %291, 252645135
  %846 = lshr i32 %845, 0
  %847 = and i32 %846, 255
  %848 = uitofp i32 %847 to float
  %849 = call float @llvm.fma.f32(float %848, float %507, float %844)
  %850 = lshr i32 %845, 8
  %851 = and i32 %850, 255
  %852 = uitofp i32 %851 to float
  %853 = call float @llvm.fma.f32(float %852, float %508, float %849)
  %854 = lshr i32 %845, 16
  %855 = and i32 %854, 255
  %856 = uitofp i32 %855 to float
  %857 = call float @llvm.fma.f32(float %856, float %509, float %853)
  %858 = lshr i32 %845, 24
  %859 = and i32 %858, 255
  %860 = uitofp i32 %859 to float
  %861 = call float @llvm.fma.f32(float %860, float %510, float %857)
  %862 = and i32 %292, 252645135
  %863 = lshr i32 %862, 0
  %864 = and i32 %863, 255
  %865 = uitofp i32 %864 to float
  %866 = call float @llvm.fma.f32(float %865, float %515, float %861)
  %867 = lshr i32 %862, 8
  %868 = and i32 %867, 255
  %869 = uitofp i32 %868 to float
  %870 = call float @llvm.fma.f32(float %869, float %516, float %866)
  %871 = lshr i32 %862, 16
  %872 = and i32 %871, 255
  %873 = uitofp i32 %872 to float
  %874 = call float @llvm.fma.f32(float %873, float %517, float %870)
  %875 = lshr i32 %862, 24
  %876 = and i32 %875, 255
  %877 = uitofp i32 %876 to float
  %878 = call float @llvm.fma.f32(float %877, float %518, float %874)
  %879 = fmul float %782, %807
  %880 = call float @llvm.fma.f32(float %879, float %878, float %776)
  %881 = fmul float %786, %810
  %882 = fneg float %881
  %883 = call float @llvm.fma.f32(float %882, float %569, float %880)
  %884 = lshr i32 %802, 8
  %885 = and i32 %884, 255
  %886 = uitofp i32 %885 to float
  %887 = lshr i32 %804, 8
  %888 = and i32 %887, 255
  %889 = uitofp i32 %888 to float
  %890 = lshr i32 %289, 4
  %891 = and i32 %890, 252645135
  %892 = lshr i32 %891, 0
  %893 = and i32 %892, 255
  %894 = uitofp i32 %893 to float
  %895 = call float @llvm.fma.f32(float %894, float %527, float 0.000000e+00)
  %896 = lshr i32 %891, 8
  %897 = and i32 %896, 255
  %898 = uitofp i32 %897 to float
  %899 = call float @llvm.fma.f32(float %898, float %528, float %895)
  %900 = lshr i32 %891, 16
  %901 = and i32 %900, 255
  %902 = uitofp i32 %901 to float
  %903 = call float @llvm.fma.f32(float %902, float %529, float %899)
  %904 = lshr i32 %891, 24
  %905 = and i32 %904, 255
  %906 = uitofp i32 %905 to float
  %907 = call float @llvm.fma.f32(float %906, float %530, float %903)
  %908 = lshr i32 %290, 4
  %909 = and i32 %908, 252645135
  %910 = lshr i32 %909, 0
  %911 = and i32 %910, 255
  %912 = uitofp i32 %911 to float
  %913 = call float @llvm.fma.f32(float %912, float %535, float %907)
  %914 = lshr i32 %909, 8
  %915 = and i32 %914, 255
  %916 = uitofp i32 %915 to float
  %917 = call float @llvm.fma.f32(float %916, float %536, float %913)
  %918 = lshr i32 %909, 16
  %919 = and i32 %918, 255
  %920 = uitofp i32 %919 to float
  %921 = call float @llvm.fma.f32(float %920, float %537, float %917)
  %922 = lshr i32 %909, 24
  %923 = and i32 %922, 255
  %924 = uitofp i32 %923 to float
  %925 = call float @llvm.fma.f32(float %924, float %538, float %921)
  %926 = lshr i32 %291, 4
  %927 = and i32 %926, 252645135
  %928 = lshr i32 %927, 0
  %929 = and i32 %928, 255
  %930 = uitofp i32 %929 to float
  %931 = call float @llvm.fma.f32(float %930, float %543, float %925)
  %932 = lshr i32 %927, 8
  %933 = and i32 %932, 255
  %934 = uitofp i32 %933 to float
  %935 = call float @llvm.fma.f32(float %934, float %544, float %931)
  %936 = lshr i32 %927, 16
  %937 = and i32 %936, 255
  %938 = uitofp i32 %937 to float
  %939 = call float @llvm.fma.f32(float %938, float %545, float %935)
  %940 = lshr i32 %927, 24
  %941 = and i32 %940, 255
  %942 = uitofp i32 %941 to float
  %943 = call float @llvm.fma.f32(float %942, float %546, float %939)
  %944 = lshr i32 %292, 4
  %945 = and i32 %944, 252645135
  %946 = lshr i32 %945, 0
  %947 = and i32 %946, 255
  %948 = uitofp i32 %947 to float
  %949 = call float @llvm.fma.f32(float %948, float %551, float %943)
  %950 = lshr i32 %945, 8
  %951 = and i32 %950, 255
  %952 = uitofp i32 %951 to float
  %953 = call float @llvm.fma.f32(float %952, float %552, float %949)
  %954 = lshr i32 %945, 16
  %955 = and i32 %954, 255
  %956 = uitofp i32 %955 to float
  %957 = call float @llvm.fma.f32(float %956, float %553, float %953)
  %958 = lshr i32 %945, 24
  %959 = and i32 %958, 255
  %960 = uitofp i32 %959 to float
  %961 = call float @llvm.fma.f32(float %960, float %554, float %957)
  %962 = fmul float %782, %886
  %963 = call float @llvm.fma.f32(float %962, float %961, float %883)
  %964 = fmul float %786, %889
  %965 = fneg float %964
  %966 = call float @llvm.fma.f32(float %965, float %584, float %963)
  store float %966, ptr addrspace(5) %v3, align 4
  %967 = load float, ptr addrspace(5) %v4, align 4
  %968 = and i32 %276, 7
  %969 = lshr i32 %968, 1
  %970 = and i32 %293, 65535
  %971 = trunc i32 %970 to i16
  %972 = bitcast i16 %971 to half
  %973 = fpext half %972 to float
  %974 = lshr i32 %293, 16
  %975 = trunc i32 %974 to i16
  %976 = bitcast i16 %975 to half
  %977 = fpext half %976 to float
  %978 = and i32 %294, 1061109567
  %979 = and i32 %295, 1061109567
  %980 = and i32 %296, 252645135
  %981 = lshr i32 %294, 2
  %982 = and i32 %981, 808464432
  %983 = or i32 %980, %982
  %984 = lshr i32 %296, 4
  %985 = and i32 %984, 252645135
  %986 = lshr i32 %295, 2
  %987 = and i32 %986, 808464432
  %988 = or i32 %985, %987
  %989 = icmp ult i32 %969, 2
  %990 = and i32 %969, 1
  %991 = mul i32 %990, 16
  %992 = select i1 %989, i32 %978, i32 %983
  %993 = lshr i32 %992, %991
  %994 = select i1 %989, i32 %979, i32 %988
  %995 = lshr i32 %994, %991
  %996 = lshr i32 %993, 0
  %997 = and i32 %996, 255
  %998 = uitofp i32 %997 to float
  %999 = lshr i32 %995, 0
  %1000 = and i32 %999, 255
  %1001 = uitofp i32 %1000 to float
  %1002 = and i32 %297, 252645135
  %1003 = lshr i32 %1002, 0
  %1004 = and i32 %1003, 255
  %1005 = uitofp i32 %1004 to float
  %1006 = call float @llvm.fma.f32(float %1005, float %491, float 0.000000e+00)
  %1007 = lshr i32 %1002, 8
  %1008 = and i32 %1007, 255
  %1009 = uitofp i32 %1008 to float
  %1010 = call float @llvm.fma.f32(float %1009, float %492, float %1006)
  %1011 = lshr i32 %1002, 16
  %1012 = and i32 %1011, 255
  %1013 = uitofp i32 %1012 to float
  %1014 = call float @llvm.fma.f32(float %1013, float %493, float %1010)
  %1015 = lshr i32 %1002, 24
  %1016 = and i32 %1015, 255
  %1017 = uitofp i32 %1016 to float
  %1018 = call float @llvm.fma.f32(float %1017, float %494, float %1014)
  %1019 = and i32 %298, 252645135
  %1020 = lshr i32 %1019, 0
  %1021 = and i32 %1020, 255
  %1022 = uitofp i32 %1021 to float
  %1023 = call float @llvm.fma.f32(float %1022, float %499, float %1018)
  %1024 = lshr i32 %1019, 8
  %1025 = and i32 %1024, 255
  %1026 = uitofp i32 %1025 to float
  %1027 = call float @llvm.fma.f32(float %1026, float %500, float %1023)
  %1028 = lshr i32 %1019, 16
  %1029 = and i32 %1028, 255
  %1030 = uitofp i32 %1029 to float
  %1031 = call float @llvm.fma.f32(float %1030, float %501, float %1027)
  %1032 = lshr i32 %1019, 24
  %1033 = and i32 %1032, 255
  %1034 = uitofp i32 %1033 to float
  %1035 = call float @llvm.fma.f32(float %1034, float %502, float %1031)
  %1036 = and i32 %299, 252645135
  %1037 = lshr i32 %1036, 0
  %1038 = and i32 %1037, 255
  %1039 = uitofp i32 %1038 to float
  %1040 = call float @llvm.fma.f32(float %1039, float %507, float %1035)
  %1041 = lshr i32 %1036, 8
  %1042 = and i32 %1041, 255
  %1043 = uitofp i32 %1042 to float
  %1044 = call float @llvm.fma.f32(float %1043, float %508, float %1040)
  %1045 = lshr i32 %1036, 16
  %1046 = and i32 %1045, 255
  %1047 = uitofp i32 %1046 to float
  %1048 = call float @llvm.fma.f32(float %1047, float %509, float %1044)
  %1049 = lshr i32 %1036, 24
  %1050 = and i32 %1049, 255
  %1051 = uitofp i32 %1050 to float
  %1052 = call float @llvm.fma.f32(float %1051, float %510, float %1048)
  %1053 = and i32 %300, 252645135
  %1054 = lshr i32 %1053, 0
  %1055 = and i32 %1054, 255
  %1056 = uitofp i32 %1055 to float
  %1057 = call float @llvm.fma.f32(float %1056, float %515, float %1052)
  %1058 = lshr i32 %1053, 8
  %1059 = and i32 %1058, 255
  %1060 = uitofp i32 %1059 to float
  %1061 = call float @llvm.fma.f32(float %1060, float %516, float %1057)
  %1062 = lshr i32 %1053, 16
  %1063 = and i32 %1062, 255
  %1064 = uitofp i32 %1063 to float
  %1065 = call float @llvm.fma.f32(float %1064, float %517, float %1061)
  %1066 = lshr i32 %1053, 24
  %1067 = and i32 %1066, 255
  %1068 = uitofp i32 %1067 to float
  %1069 = call float @llvm.fma.f32(float %1068, float %518, float %1065)
  %1070 = fmul float %973, %998
  %1071 = call float @llvm.fma.f32(float %1070, float %1069, float %967)
  %1072 = fmul float %977, %1001
  %1073 = fneg float %1072
  %1074 = call float @llvm.fma.f32(float %1073, float %569, float %1071)
  %1075 = lshr i32 %993, 8
  %1076 = and i32 %1075, 255
  %1077 = uitofp i32 %1076 to float
  %1078 = lshr i32 %995, 8
  %1079 = and i32 %1078, 255
  %1080 = uitofp i32 %1079 to float
  %1081 = lshr i32 %297, 4
  %1082 = and i32 %1081, 252645135
  %1083 = lshr i32 %1082, 0
  %1084 = and i32 %1083, 255
  %1085 = uitofp i32 %1084 to float
  %1086 = call float @llvm.fma.f32(float %1085, float %527, float 0.000000e+00)
  %1087 = lshr i32 %1082, 8
  %1088 = and i32 %1087, 255
  %1089 = uitofp i32 %1088 to float
  %1090 = call float @llvm.fma.f32(float %1089, float %528, float %1086)
  %1091 = lshr i32 %1082, 16
  %1092 = and i32 %1091, 255
  %1093 = uitofp i32 %1092 to float
  %1094 = call float @llvm.fma.f32(float %1093, float %529, float %1090)
  %1095 = lshr i32 %1082, 24
  %1096 = and i32 %1095, 255
  %1097 = uitofp i32 %1096 to float
  %1098 = call float @llvm.fma.f32(float %1097, float %530, float %1094)
  %1099 = lshr i32 %298, 4
  %1100 = and i32 %1099, 252645135
  %1101 = lshr i32 %1100, 0
  %1102 = and i32 %1101, 255
  %1103 = uitofp i32 %1102 to float
  %1104 = call float @llvm.fma.f32(float %1103, float %535, float %1098)
  %1105 = lshr i32 %1100, 8
  %1106 = and i32 %1105, 255
  %1107 = uitofp i32 %1106 to float
  %1108 = call float @llvm.fma.f32(float %1107, float %536, float %1104)
  %1109 = lshr i32 %1100, 16
  %1110 = and i32 %1109, 255
  %1111 = uitofp i32 %1110 to float
  %1112 = call float @llvm.fma.f32(float %1111, float %537, float %1108)
  %1113 = lshr i32 %1100, 24
  %1114 = and i32 %1113, 255
  %1115 = uitofp i32 %1114 to float
  %1116 = call float @llvm.fma.f32(float %1115, float %538, float %1112)
  %1117 = lshr i32 %299, 4
  %1118 = and i32 %1117, 252645135
  %1119 = lshr i32 %1118, 0
  %1120 = and i32 %1119, 255
  %1121 = uitofp i32 %1120 to float
  %1122 = call float @llvm.fma.f32(float %1121, float %543, float %1116)
  %1123 = lshr i32 %1118, 8
  %1124 = and i32 %1123, 255
  %1125 = uitofp i32 %1124 to float
  %1126 = call float @llvm.fma.f32(float %1125, float %544, float %1122)
  %1127 = lshr i32 %1118, 16
  %1128 = and i32 %1127, 255
  %1129 = uitofp i32 %1128 to float
  %1130 = call float @llvm.fma.f32(float %1129, float %545, float %1126)
  %1131 = lshr i32 %1118, 24
  %1132 = and i32 %1131, 255
  %1133 = uitofp i32 %1132 to float
  %1134 = call float @llvm.fma.f32(float %1133, float %546, float %1130)
  %1135 = lshr i32 %300, 4
  %1136 = and i32 %1135, 252645135
  %1137 = lshr i32 %1136, 0
  %1138 = and i32 %1137, 255
  %1139 = uitofp i32 %1138 to float
  %1140 = call float @llvm.fma.f32(float %1139, float %551, float %1134)
  %1141 = lshr i32 %1136, 8
  %1142 = and i32 %1141, 255
  %1143 = uitofp i32 %1142 to float
  %1144 = call float @llvm.fma.f32(float %1143, float %552, float %1140)
  %1145 = lshr i32 %1136, 16
  %1146 = and i32 %1145, 255
  %1147 = uitofp i32 %1146 to float
  %1148 = call float @llvm.fma.f32(float %1147, float %553, float %1144)
  %1149 = lshr i32 %1136, 24
  %1150 = and i32 %1149, 255
  %1151 = uitofp i32 %1150 to float
  %1152 = call float @llvm.fma.f32(float %1151, float %554, float %1148)
  %1153 = fmul float %973, %1077
  %1154 = call float @llvm.fma.f32(float %1153, float %1152, float %1074)
  %1155 = fmul float %977, %1080
  %1156 = fneg float %1155
  %1157 = call float @llvm.fma.f32(float %1156, float %584, float %1154)
  store float %1157, ptr addrspace(5) %v4, align 4
  %1158 = load float, ptr addrspace(5) %v5, align 4
  %1159 = and i32 %276, 7
  %1160 = lshr i32 %1159, 1
  %1161 = and i32 %301, 65535
  %1162 = trunc i32 %1161 to i16
  %1163 = bitcast i16 %1162 to half
  %1164 = fpext half %1163 to float
  %1165 = lshr i32 %301, 16
  %1166 = trunc i32 %1165 to i16
  %1167 = bitcast i16 %1166 to half
  %1168 = fpext half %1167 to float
  %1169 = and i32 %302, 1061109567
  %1170 = and i32 %303, 1061109567
  %1171 = and i32 %304, 252645135
  %1172 = lshr i32 %302, 2
  %1173 = and i32 %1172, 808464432
  %1174 = or i32 %1171, %1173
  %1175 = lshr i32 %304, 4
  %1176 = and i32 %1175, 252645135
  %1177 = lshr i32 %303, 2
  %1178 = and i32 %1177, 808464432
  %1179 = or i32 %1176, %1178
  %1180 = icmp ult i32 %1160, 2
  %1181 = and i32 %1160, 1
  %1182 = mul i32 %1181, 16
  %1183 = select i1 %1180, i32 %1169, i32 %1174
  %1184 = lshr i32 %1183, %1182
  %1185 = select i1 %1180, i32 %1170, i32 %1179
  %1186 = lshr i32 %1185, %1182
  %1187 = lshr i32 %1184, 0
  %1188 = and i32 %1187, 255
  %1189 = uitofp i32 %1188 to float
  %1190 = lshr i32 %1186, 0
  %1191 = and i32 %1190, 255
  %1192 = uitofp i32 %1191 to float
  %1193 = and i32 %305, 252645135
  %1194 = lshr i32 %1193, 0
  %1195 = and i32 %1194, 255
  %1196 = uitofp i32 %1195 to float
  %1197 = call float @llvm.fma.f32(float %1196, float %491, float 0.000000e+00)
  %1198 = lshr i32 %1193, 8
  %1199 = and i32 %1198, 255
  %1200 = uitofp i32 %1199 to float
  %1201 = call float @llvm.fma.f32(float %1200, float %492, float %1197)
  %1202 = lshr i32 %1193, 16
  %1203 = and i32 %1202, 255
  %1204 = uitofp i32 %1203 to float
  %1205 = call float @llvm.fma.f32(float %1204, float %493, float %1201)
  %1206 = lshr i32 %1193, 24
  %1207 = and i32 %1206, 255
  %1208 = uitofp i32 %1207 to float
  %1209 = call float @llvm.fma.f32(float %1208, float %494, float %1205)
  %1210 = and i32 %306, 252645135
  %1211 = lshr i32 %1210, 0
  %1212 = and i32 %1211, 255
  %1213 = uitofp i32 %1212 to float
  %1214 = call float @llvm.fma.f32(float %1213, float %499, float %1209)
  %1215 = lshr i32 %1210, 8
  %1216 = and i32 %1215, 255
  %1217 = uitofp i32 %1216 to float
  %1218 = call float @llvm.fma.f32(float %1217, float %500, float %1214)
  %1219 = lshr i32 %1210, 16
  %1220 = and i32 %1219, 255
  %1221 = uitofp i32 %1220 to float
  %1222 = call float @llvm.fma.f32(float %1221, float %501, float %1218)
  %1223 = lshr i32 %1210, 24
  %1224 = and i32 %1223, 255
  %1225 = uitofp i32 %1224 to float
  %1226 = call float @llvm.fma.f32(float %1225, float %502, float %1222)
  %1227 = and i32 %307, 252645135
  %1228 = lshr i32 %1227, 0
  %1229 = and i32 %1228, 255
  %1230 = uitofp i32 %1229 to float
  %1231 = call float @llvm.fma.f32(float %1230, float %507, float %1226)
  %1232 = lshr i32 %1227, 8
  %1233 = and i32 %1232, 255
  %1234 = uitofp i32 %1233 to float
  %1235 = call float @llvm.fma.f32(float %1234, float %508, float %1231)
  %1236 = lshr i32 %1227, 16
  %1237 = and i32 %1236, 255
  %1238 = uitofp i32 %1237 to float
  %1239 = call float @llvm.fma.f32(float %1238, float %509, float %1235)
  %1240 = lshr i32 %1227, 24
  %1241 = and i32 %1240, 255
  %1242 = uitofp i32 %1241 to float
  %1243 = call float @llvm.fma.f32(float %1242, float %510, float %1239)
  %1244 = and i32 %308, 252645135
  %1245 = lshr i32 %1244, 0
  %1246 = and i32 %1245, 255
  %1247 = uitofp i32 %1246 to float
  %1248 = call float @llvm.fma.f32(float %1247, float %515, float %1243)
  %1249 = lshr i32 %1244, 8
  %1250 = and i32 %1249, 255
  %1251 = uitofp i32 %1250 to float
  %1252 = call float @llvm.fma.f32(float %1251, float %516, float %1248)
  %1253 = lshr i32 %1244, 16
  %1254 = and i32 %1253, 255
  %1255 = uitofp i32 %1254 to float
  %1256 = call float @llvm.fma.f32(float %1255, float %517, float %1252)
  %1257 = lshr i32 %1244, 24
  %1258 = and i32 %1257, 255
  %1259 = uitofp i32 %1258 to float
  %1260 = call float @llvm.fma.f32(float %1259, float %518, float %1256)
  %1261 = fmul float %1164, %1189
  %1262 = call float @llvm.fma.f32(float %1261, float %1260, float %1158)
  %1263 = fmul float %1168, %1192
  %1264 = fneg float %1263
  %1265 = call float @llvm.fma.f32(float %1264, float %569, float %1262)
  %1266 = lshr i32 %1184, 8
  %1267 = and i32 %1266, 255
  %1268 = uitofp i32 %1267 to float
  %1269 = lshr i32 %1186, 8
  %1270 = and i32 %1269, 255
  %1271 = uitofp i32 %1270 to float
  %1272 = lshr i32 %305, 4
  %1273 = and i32 %1272, 252645135
  %1274 = lshr i32 %1273, 0
  %1275 = and i32 %1274, 255
  %1276 = uitofp i32 %1275 to float
  %1277 = call float @llvm.fma.f32(float %1276, float %527, float 0.000000e+00)
  %1278 = lshr i32 %1273, 8
  %1279 = and i32 %1278, 255
  %1280 = uitofp i32 %1279 to float
  %1281 = call float @llvm.fma.f32(float %1280, float %528, float %1277)
  %1282 = lshr i32 %1273, 16
  %1283 = and i32 %1282, 255
  %1284 = uitofp i32 %1283 to float
  %1285 = call float @llvm.fma.f32(float %1284, float %529, float %1281)
  %1286 = lshr i32 %1273, 24
  %1287 = and i32 %1286, 255
  %1288 = uitofp i32 %1287 to float
  %1289 = call float @llvm.fma.f32(float %1288, float %530, float %1285)
  %1290 = lshr i32 %306, 4
  %1291 = and i32 %1290, 252645135
  %1292 = lshr i32 %1291, 0
  %1293 = and i32 %1292, 255
  %1294 = uitofp i32 %1293 to float
  %1295 = call float @llvm.fma.f32(float %1294, float %535, float %1289)
  %1296 = lshr i32 %1291, 8
  %1297 = and i32 %1296, 255
  %1298 = uitofp i32 %1297 to float
  %1299 = call float @llvm.fma.f32(float %1298, float %536, float %1295)
  %1300 = lshr i32 %1291, 16
  %1301 = and i32 %1300, 255
  %1302 = uitofp i32 %1301 to float
  %1303 = call float @llvm.fma.f32(float %1302, float %537, float %1299)
  %1304 = lshr i32 %1291, 24
  %1305 = and i32 %1304, 255
  %1306 = uitofp i32 %1305 to float
  %1307 = call float @llvm.fma.f32(float %1306, float %538, float %1303)
  %1308 = lshr i32 %307, 4
  %1309 = and i32 %1308, 252645135
  %1310 = lshr i32 %1309, 0
  %1311 = and i32 %1310, 255
  %1312 = uitofp i32 %1311 to float
  %1313 = call float @llvm.fma.f32(float %1312, float %543, float %1307)
  %1314 = lshr i32 %1309, 8
  %1315 = and i32 %1314, 255
  %1316 = uitofp i32 %1315 to float
  %1317 = call float @llvm.fma.f32(float %1316, float %544, float %1313)
  %1318 = lshr i32 %1309, 16
  %1319 = and i32 %1318, 255
  %1320 = uitofp i32 %1319 to float
  %1321 = call float @llvm.fma.f32(float %1320, float %545, float %1317)
  %1322 = lshr i32 %1309, 24
  %1323 = and i32 %1322, 255
  %1324 = uitofp i32 %1323 to float
  %1325 = call float @llvm.fma.f32(float %1324, float %546, float %1321)
  %1326 = lshr i32 %308, 4
  %1327 = and i32 %1326, 252645135
  %1328 = lshr i32 %1327, 0
  %1329 = and i32 %1328, 255
  %1330 = uitofp i32 %1329 to float
  %1331 = call float @llvm.fma.f32(float %1330, float %551, float %1325)
  %1332 = lshr i32 %1327, 8
  %1333 = and i32 %1332, 255
  %1334 = uitofp i32 %1333 to float
  %1335 = call float @llvm.fma.f32(float %1334, float %552, float %1331)
  %1336 = lshr i32 %1327, 16
  %1337 = and i32 %1336, 255
  %1338 = uitofp i32 %1337 to float
  %1339 = call float @llvm.fma.f32(float %1338, float %553, float %1335)
  %1340 = lshr i32 %1327, 24
  %1341 = and i32 %1340, 255
  %1342 = uitofp i32 %1341 to float
  %1343 = call float @llvm.fma.f32(float %1342, float %554, float %1339)
  %1344 = fmul float %1164, %1268
  %1345 = call float @llvm.fma.f32(float %1344, float %1343, float %1265)
  %1346 = fmul float %1168, %1271
  %1347 = fneg float %1346
  %1348 = call float @llvm.fma.f32(float %1347, float %584, float %1345)
  store float %1348, ptr addrspace(5) %v5, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %body44
  %1349 = add i32 %241, 1
  %1350 = and i32 %1349, 1
  %1351 = sext i32 %1350 to i64
  %1352 = mul i64 %1351, 4608
  %1353 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1352
  %1354 = add i32 %76, 0
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
  %1363 = getelementptr i8, ptr addrspace(3) %1353, i64 %1362
  store float %256, ptr addrspace(3) %1363, align 4
  %1364 = add i64 %1360, 1
  %1365 = mul i64 %1364, 4
  %1366 = getelementptr i8, ptr addrspace(3) %1353, i64 %1365
  store float %257, ptr addrspace(3) %1366, align 4
  %1367 = add i64 %1360, 2
  %1368 = mul i64 %1367, 4
  %1369 = getelementptr i8, ptr addrspace(3) %1353, i64 %1368
  store float %258, ptr addrspace(3) %1369, align 4
  %1370 = add i64 %1360, 3
  %1371 = mul i64 %1370, 4
  %1372 = getelementptr i8, ptr addrspace(3) %1353, i64 %1371
  store float %259, ptr addrspace(3) %1372, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %endif47
  %1373 = add i32 %76, 128
  %1374 = sext i32 %1373 to i64
  %1375 = mul i64 %1374, 4
  %1376 = icmp slt i64 %1375, 1024
  br i1 %1376, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %1377 = lshr i64 %1375, 5
  %1378 = shl i64 %1377, 2
  %1379 = add i64 %1375, %1378
  %1380 = add i64 %1379, 0
  %1381 = mul i64 %1380, 4
  %1382 = getelementptr i8, ptr addrspace(3) %1353, i64 %1381
  store float %271, ptr addrspace(3) %1382, align 4
  %1383 = add i64 %1379, 1
  %1384 = mul i64 %1383, 4
  %1385 = getelementptr i8, ptr addrspace(3) %1353, i64 %1384
  store float %272, ptr addrspace(3) %1385, align 4
  %1386 = add i64 %1379, 2
  %1387 = mul i64 %1386, 4
  %1388 = getelementptr i8, ptr addrspace(3) %1353, i64 %1387
  store float %273, ptr addrspace(3) %1388, align 4
  %1389 = add i64 %1379, 3
  %1390 = mul i64 %1389, 4
  %1391 = getelementptr i8, ptr addrspace(3) %1353, i64 %1390
  store float %274, ptr addrspace(3) %1391, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %endif49
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1392 = load i32, ptr addrspace(5) %v42, align 4
  %1393 = add i32 %1392, 1
  store i32 %1393, ptr addrspace(5) %v42, align 4
  br label %loop43

then52:                                           ; preds = %done45
  %1394 = load float, ptr addrspace(5) %v1, align 4
  %1395 = add i32 %41, %32
  %1396 = icmp slt i32 %1395, %4
  br i1 %1396, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %done45
  %1397 = load i32, ptr addrspace(5) %v, align 4
  %1398 = add i32 %1397, 4
  store i32 %1398, ptr addrspace(5) %v, align 4
  br label %loop

then54:                                           ; preds = %then52
  %1399 = add i32 %23, %1395
  %1400 = sext i32 %1399 to i64
  %1401 = mul i64 %1400, 4
  %1402 = getelementptr i8, ptr addrspace(1) %0, i64 %1401
  store float %1394, ptr addrspace(1) %1402, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

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
