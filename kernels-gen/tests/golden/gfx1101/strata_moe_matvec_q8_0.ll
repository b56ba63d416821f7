; ModuleID = 'strata_moe_matvec_q8_0'
source_filename = "strata_moe_matvec_q8_0"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) #0 {
entry:
  %v30 = alloca i32, align 4, addrspace(5)
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
  %v5 = alloca i32, align 4, addrspace(5)
  %v4 = alloca i32, align 4, addrspace(5)
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
  %35 = mul i32 %34, 8
  %36 = call i32 @llvm.amdgcn.workitem.id.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 4
  %39 = and i32 %37, 15
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif45, %then
  %41 = load i32, ptr addrspace(5) %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr addrspace(5) %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 2
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %49 = call i32 @llvm.amdgcn.workitem.id.x()
  %50 = and i32 %49, 31
  %51 = sext i32 %5 to i64
  %52 = udiv i64 %51, 32
  %53 = mul i64 %52, 34
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %67 = udiv i32 %5, 32
  %68 = mul i32 %45, 32
  %69 = add i32 %50, %68
  %70 = call i32 @llvm.amdgcn.workitem.id.x()
  %71 = sext i32 %5 to i64
  %72 = sub i32 %67, 1
  %73 = icmp sgt i32 %69, %72
  %74 = select i1 %73, i32 %72, i32 %69
  %75 = sext i32 %74 to i64
  %76 = mul i64 %75, 34
  %77 = add i64 %76, 0
  %78 = getelementptr i8, ptr addrspace(1) %60, i64 %77
  %79 = getelementptr i8, ptr addrspace(1) %78, i64 0
  %80 = load i16, ptr addrspace(1) %79, align 2
  %81 = zext i16 %80 to i32
  %82 = getelementptr i8, ptr addrspace(1) %78, i64 2
  %83 = ptrtoint ptr addrspace(1) %82 to i64
  %84 = and i64 %83, 3
  %85 = sub i64 0, %84
  %86 = getelementptr i8, ptr addrspace(1) %82, i64 %85
  %87 = shl i64 %84, 3
  %88 = trunc i64 %87 to i32
  %89 = getelementptr i8, ptr addrspace(1) %86, i64 0
  %90 = load i32, ptr addrspace(1) %89, align 4
  %91 = getelementptr i8, ptr addrspace(1) %86, i64 4
  %92 = load i32, ptr addrspace(1) %91, align 4
  %93 = getelementptr i8, ptr addrspace(1) %86, i64 8
  %94 = load i32, ptr addrspace(1) %93, align 4
  %95 = getelementptr i8, ptr addrspace(1) %86, i64 12
  %96 = load i32, ptr addrspace(1) %95, align 4
  %97 = getelementptr i8, ptr addrspace(1) %86, i64 16
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = getelementptr i8, ptr addrspace(1) %86, i64 20
  %100 = load i32, ptr addrspace(1) %99, align 4
  %101 = getelementptr i8, ptr addrspace(1) %86, i64 24
  %102 = load i32, ptr addrspace(1) %101, align 4
  %103 = getelementptr i8, ptr addrspace(1) %86, i64 28
  %104 = load i32, ptr addrspace(1) %103, align 4
  %105 = shl i64 %84, 1
  %106 = add i64 28, %105
  %107 = getelementptr i8, ptr addrspace(1) %86, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4
  %109 = call i32 @llvm.fshr.i32(i32 %92, i32 %90, i32 %88)
  %110 = call i32 @llvm.fshr.i32(i32 %94, i32 %92, i32 %88)
  %111 = call i32 @llvm.fshr.i32(i32 %96, i32 %94, i32 %88)
  %112 = call i32 @llvm.fshr.i32(i32 %98, i32 %96, i32 %88)
  %113 = call i32 @llvm.fshr.i32(i32 %100, i32 %98, i32 %88)
  %114 = call i32 @llvm.fshr.i32(i32 %102, i32 %100, i32 %88)
  %115 = call i32 @llvm.fshr.i32(i32 %104, i32 %102, i32 %88)
  %116 = call i32 @llvm.fshr.i32(i32 %108, i32 %104, i32 %88)
  store i32 %81, ptr addrspace(5) %v4, align 4
  store i32 %109, ptr addrspace(5) %v5, align 4
  store i32 %110, ptr addrspace(5) %v6, align 4
  store i32 %111, ptr addrspace(5) %v7, align 4
  store i32 %112, ptr addrspace(5) %v8, align 4
  store i32 %113, ptr addrspace(5) %v9, align 4
  store i32 %114, ptr addrspace(5) %v10, align 4
  store i32 %115, ptr addrspace(5) %v11, align 4
  store i32 %116, ptr addrspace(5) %v12, align 4
  %117 = sext i32 %74 to i64
  %118 = mul i64 %117, 34
  %119 = add i64 %118, 0
  %120 = getelementptr i8, ptr addrspace(1) %66, i64 %119
  %121 = getelementptr i8, ptr addrspace(1) %120, i64 0
  %122 = load i16, ptr addrspace(1) %121, align 2
  %123 = zext i16 %122 to i32
  %124 = getelementptr i8, ptr addrspace(1) %120, i64 2
  %125 = ptrtoint ptr addrspace(1) %124 to i64
  %126 = and i64 %125, 3
  %127 = sub i64 0, %126
  %128 = getelementptr i8, ptr addrspace(1) %124, i64 %127
  %129 = shl i64 %126, 3
  %130 = trunc i64 %129 to i32
  %131 = getelementptr i8, ptr addrspace(1) %128, i64 0
  %132 = load i32, ptr addrspace(1) %131, align 4
  %133 = getelementptr i8, ptr addrspace(1) %128, i64 4
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = getelementptr i8, ptr addrspace(1) %128, i64 8
  %136 = load i32, ptr addrspace(1) %135, align 4
  %137 = getelementptr i8, ptr addrspace(1) %128, i64 12
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = getelementptr i8, ptr addrspace(1) %128, i64 16
  %140 = load i32, ptr addrspace(1) %139, align 4
  %141 = getelementptr i8, ptr addrspace(1) %128, i64 20
  %142 = load i32, ptr addrspace(1) %141, align 4
  %143 = getelementptr i8, ptr addrspace(1) %128, i64 24
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = getelementptr i8, ptr addrspace(1) %128, i64 28
  %146 = load i32, ptr addrspace(1) %145, align 4
  %147 = shl i64 %126, 1
  %148 = add i64 28, %147
  %149 = getelementptr i8, ptr addrspace(1) %128, i64 %148
  %150 = load i32, ptr addrspace(1) %149, align 4
  %151 = call i32 @llvm.fshr.i32(i32 %134, i32 %132, i32 %130)
  %152 = call i32 @llvm.fshr.i32(i32 %136, i32 %134, i32 %130)
  %153 = call i32 @llvm.fshr.i32(i32 %138, i32 %136, i32 %130)
  %154 = call i32 @llvm.fshr.i32(i32 %140, i32 %138, i32 %130)
  %155 = call i32 @llvm.fshr.i32(i32 %142, i32 %140, i32 %130)
  %156 = call i32 @llvm.fshr.i32(i32 %144, i32 %142, i32 %130)
  %157 = call i32 @llvm.fshr.i32(i32 %146, i32 %144, i32 %130)
  %158 = call i32 @llvm.fshr.i32(i32 %150, i32 %146, i32 %130)
  store i32 %123, ptr addrspace(5) %v13, align 4
  store i32 %151, ptr addrspace(5) %v14, align 4
  store i32 %152, ptr addrspace(5) %v15, align 4
  store i32 %153, ptr addrspace(5) %v16, align 4
  store i32 %154, ptr addrspace(5) %v17, align 4
  store i32 %155, ptr addrspace(5) %v18, align 4
  store i32 %156, ptr addrspace(5) %v19, align 4
  store i32 %157, ptr addrspace(5) %v20, align 4
  store i32 %158, ptr addrspace(5) %v21, align 4
  %159 = add i32 %70, 0
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 4
  %162 = add i64 0, %161
  %163 = icmp slt i64 %162, %71
  %164 = icmp slt i64 %161, 1024
  %165 = and i1 %163, %164
  %166 = select i1 %165, i64 %162, i64 0
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %28, i64 %167
  %169 = load <4 x float>, ptr addrspace(1) %168, align 16
  %170 = extractelement <4 x float> %169, i32 0
  %171 = extractelement <4 x float> %169, i32 1
  %172 = extractelement <4 x float> %169, i32 2
  %173 = extractelement <4 x float> %169, i32 3
  %174 = add i32 %70, 128
  %175 = sext i32 %174 to i64
  %176 = mul i64 %175, 4
  %177 = add i64 0, %176
  %178 = icmp slt i64 %177, %71
  %179 = icmp slt i64 %176, 1024
  %180 = and i1 %178, %179
  %181 = select i1 %180, i64 %177, i64 0
  %182 = mul i64 %181, 4
  %183 = getelementptr i8, ptr addrspace(1) %28, i64 %182
  %184 = load <4 x float>, ptr addrspace(1) %183, align 16
  %185 = extractelement <4 x float> %184, i32 0
  %186 = extractelement <4 x float> %184, i32 1
  %187 = extractelement <4 x float> %184, i32 2
  %188 = extractelement <4 x float> %184, i32 3
  %189 = call i32 @llvm.amdgcn.workitem.id.x()
  %190 = bitcast float %170 to i32
  %191 = and i32 %190, 2147483647
  %192 = bitcast float %171 to i32
  %193 = and i32 %192, 2147483647
  %194 = bitcast float %172 to i32
  %195 = and i32 %194, 2147483647
  %196 = bitcast float %173 to i32
  %197 = and i32 %196, 2147483647
  %198 = icmp ugt i32 %191, %193
  %199 = select i1 %198, i32 %191, i32 %193
  %200 = icmp ugt i32 %195, %197
  %201 = select i1 %200, i32 %195, i32 %197
  %202 = icmp ugt i32 %199, %201
  %203 = select i1 %202, i32 %199, i32 %201
  %204 = call i32 @llvm.amdgcn.workitem.id.x()
  %205 = and i32 %204, 31
  %206 = xor i32 %205, 1
  %207 = shl i32 %206, 2
  %208 = call i32 @llvm.amdgcn.ds.bpermute(i32 %207, i32 %203)
  %209 = icmp ugt i32 %203, %208
  %210 = select i1 %209, i32 %203, i32 %208
  %211 = call i32 @llvm.amdgcn.workitem.id.x()
  %212 = and i32 %211, 31
  %213 = xor i32 %212, 2
  %214 = shl i32 %213, 2
  %215 = call i32 @llvm.amdgcn.ds.bpermute(i32 %214, i32 %210)
  %216 = icmp ugt i32 %210, %215
  %217 = select i1 %216, i32 %210, i32 %215
  %218 = call i32 @llvm.amdgcn.workitem.id.x()
  %219 = and i32 %218, 31
  %220 = xor i32 %219, 4
  %221 = shl i32 %220, 2
  %222 = call i32 @llvm.amdgcn.ds.bpermute(i32 %221, i32 %217)
  %223 = icmp ugt i32 %217, %222
  %224 = select i1 %223, i32 %217, i32 %222
  %225 = and i32 %224, 2147483647
  %226 = icmp ult i32 %225, 2139095040
  %227 = bitcast i32 %224 to float
  %228 = fdiv float 1.270000e+02, %227
  %229 = bitcast float %228 to i32
  %230 = and i32 %229, 2147483647
  %231 = icmp ult i32 %230, 2139095040
  %232 = select i1 %231, float %228, float 0.000000e+00
  %233 = fmul float %170, %232
  %234 = fadd float %233, 0x4168000000000000
  %235 = bitcast float %234 to i32
  %236 = fmul float %171, %232
  %237 = fadd float %236, 0x4168000000000000
  %238 = bitcast float %237 to i32
  %239 = fmul float %172, %232
  %240 = fadd float %239, 0x4168000000000000
  %241 = bitcast float %240 to i32
  %242 = fmul float %173, %232
  %243 = fadd float %242, 0x4168000000000000
  %244 = bitcast float %243 to i32
  %245 = bitcast i32 %235 to <4 x i8>
  %246 = bitcast i32 %238 to <4 x i8>
  %247 = shufflevector <4 x i8> %245, <4 x i8> %246, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %248 = bitcast <4 x i8> %247 to i32
  %249 = bitcast i32 %241 to <4 x i8>
  %250 = bitcast i32 %244 to <4 x i8>
  %251 = shufflevector <4 x i8> %249, <4 x i8> %250, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %252 = bitcast <4 x i8> %251 to i32
  %253 = bitcast i32 %248 to <4 x i8>
  %254 = bitcast i32 %252 to <4 x i8>
  %255 = shufflevector <4 x i8> %253, <4 x i8> %254, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %256 = bitcast <4 x i8> %255 to i32
  %257 = add i32 %189, 0
  %258 = sext i32 %257 to i64
  %259 = mul i64 %258, 4
  %260 = icmp slt i64 %259, 1024
  br i1 %260, label %then22, label %endif23

done:                                             ; preds = %loop
  br label %endif

then22:                                           ; preds = %body
  %261 = lshr i64 %259, 2
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(3) @lds1, i64 %262
  store i32 %256, ptr addrspace(3) %263, align 4
  %264 = and i64 %259, 31
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %then24, label %endif25

endif23:                                          ; preds = %endif25, %body
  %266 = bitcast float %185 to i32
  %267 = and i32 %266, 2147483647
  %268 = bitcast float %186 to i32
  %269 = and i32 %268, 2147483647
  %270 = bitcast float %187 to i32
  %271 = and i32 %270, 2147483647
  %272 = bitcast float %188 to i32
  %273 = and i32 %272, 2147483647
  %274 = icmp ugt i32 %267, %269
  %275 = select i1 %274, i32 %267, i32 %269
  %276 = icmp ugt i32 %271, %273
  %277 = select i1 %276, i32 %271, i32 %273
  %278 = icmp ugt i32 %275, %277
  %279 = select i1 %278, i32 %275, i32 %277
  %280 = call i32 @llvm.amdgcn.workitem.id.x()
  %281 = and i32 %280, 31
  %282 = xor i32 %281, 1
  %283 = shl i32 %282, 2
  %284 = call i32 @llvm.amdgcn.ds.bpermute(i32 %283, i32 %279)
  %285 = icmp ugt i32 %279, %284
  %286 = select i1 %285, i32 %279, i32 %284
  %287 = call i32 @llvm.amdgcn.workitem.id.x()
  %288 = and i32 %287, 31
  %289 = xor i32 %288, 2
  %290 = shl i32 %289, 2
  %291 = call i32 @llvm.amdgcn.ds.bpermute(i32 %290, i32 %286)
  %292 = icmp ugt i32 %286, %291
  %293 = select i1 %292, i32 %286, i32 %291
  %294 = call i32 @llvm.amdgcn.workitem.id.x()
  %295 = and i32 %294, 31
  %296 = xor i32 %295, 4
  %297 = shl i32 %296, 2
  %298 = call i32 @llvm.amdgcn.ds.bpermute(i32 %297, i32 %293)
  %299 = icmp ugt i32 %293, %298
  %300 = select i1 %299, i32 %293, i32 %298
  %301 = and i32 %300, 2147483647
  %302 = icmp ult i32 %301, 2139095040
  %303 = bitcast i32 %300 to float
  %304 = fdiv float 1.270000e+02, %303
  %305 = bitcast float %304 to i32
  %306 = and i32 %305, 2147483647
  %307 = icmp ult i32 %306, 2139095040
  %308 = select i1 %307, float %304, float 0.000000e+00
  %309 = fmul float %185, %308
  %310 = fadd float %309, 0x4168000000000000
  %311 = bitcast float %310 to i32
  %312 = fmul float %186, %308
  %313 = fadd float %312, 0x4168000000000000
  %314 = bitcast float %313 to i32
  %315 = fmul float %187, %308
  %316 = fadd float %315, 0x4168000000000000
  %317 = bitcast float %316 to i32
  %318 = fmul float %188, %308
  %319 = fadd float %318, 0x4168000000000000
  %320 = bitcast float %319 to i32
  %321 = bitcast i32 %311 to <4 x i8>
  %322 = bitcast i32 %314 to <4 x i8>
  %323 = shufflevector <4 x i8> %321, <4 x i8> %322, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %324 = bitcast <4 x i8> %323 to i32
  %325 = bitcast i32 %317 to <4 x i8>
  %326 = bitcast i32 %320 to <4 x i8>
  %327 = shufflevector <4 x i8> %325, <4 x i8> %326, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %328 = bitcast <4 x i8> %327 to i32
  %329 = bitcast i32 %324 to <4 x i8>
  %330 = bitcast i32 %328 to <4 x i8>
  %331 = shufflevector <4 x i8> %329, <4 x i8> %330, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %332 = bitcast <4 x i8> %331 to i32
  %333 = add i32 %189, 128
  %334 = sext i32 %333 to i64
  %335 = mul i64 %334, 4
  %336 = icmp slt i64 %335, 1024
  br i1 %336, label %then26, label %endif27

then24:                                           ; preds = %then22
  %337 = fmul float %227, 0x3F80204080000000
  %338 = select i1 %226, float %337, float 0x7FF8000000000000
  %339 = lshr i64 %259, 5
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %340
  store float %338, ptr addrspace(3) %341, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %then22
  br label %endif23

then26:                                           ; preds = %endif23
  %342 = lshr i64 %335, 2
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(3) @lds1, i64 %343
  store i32 %332, ptr addrspace(3) %344, align 4
  %345 = and i64 %335, 31
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %then28, label %endif29

endif27:                                          ; preds = %endif29, %endif23
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %347 = add i32 %67, 31
  %348 = udiv i32 %347, 32
  store i32 0, ptr addrspace(5) %v30, align 4
  br label %loop31

then28:                                           ; preds = %then26
  %349 = fmul float %303, 0x3F80204080000000
  %350 = select i1 %302, float %349, float 0x7FF8000000000000
  %351 = lshr i64 %335, 5
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %352
  store float %350, ptr addrspace(3) %353, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %then26
  br label %endif27

loop31:                                           ; preds = %endif41, %endif27
  %354 = load i32, ptr addrspace(5) %v30, align 4
  %355 = icmp slt i32 %354, %348
  br i1 %355, label %body32, label %done33

body32:                                           ; preds = %loop31
  %356 = load i32, ptr addrspace(5) %v30, align 4
  %357 = add i32 %356, 1
  %358 = sext i32 %357 to i64
  %359 = mul i64 %358, 1024
  %360 = add i32 %70, 0
  %361 = sext i32 %360 to i64
  %362 = mul i64 %361, 4
  %363 = add i64 %359, %362
  %364 = icmp slt i64 %363, %71
  %365 = icmp slt i64 %362, 1024
  %366 = and i1 %364, %365
  %367 = select i1 %366, i64 %363, i64 0
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(1) %28, i64 %368
  %370 = load <4 x float>, ptr addrspace(1) %369, align 16
  %371 = extractelement <4 x float> %370, i32 0
  %372 = extractelement <4 x float> %370, i32 1
  %373 = extractelement <4 x float> %370, i32 2
  %374 = extractelement <4 x float> %370, i32 3
  %375 = add i32 %70, 128
  %376 = sext i32 %375 to i64
  %377 = mul i64 %376, 4
  %378 = add i64 %359, %377
  %379 = icmp slt i64 %378, %71
  %380 = icmp slt i64 %377, 1024
  %381 = and i1 %379, %380
  %382 = select i1 %381, i64 %378, i64 0
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %28, i64 %383
  %385 = load <4 x float>, ptr addrspace(1) %384, align 16
  %386 = extractelement <4 x float> %385, i32 0
  %387 = extractelement <4 x float> %385, i32 1
  %388 = extractelement <4 x float> %385, i32 2
  %389 = extractelement <4 x float> %385, i32 3
  %390 = mul i32 %356, 32
  %391 = add i32 %69, %390
  %392 = load i32, ptr addrspace(5) %v4, align 4
  %393 = load i32, ptr addrspace(5) %v5, align 4
  %394 = load i32, ptr addrspace(5) %v6, align 4
  %395 = load i32, ptr addrspace(5) %v7, align 4
  %396 = load i32, ptr addrspace(5) %v8, align 4
  %397 = load i32, ptr addrspace(5) %v9, align 4
  %398 = load i32, ptr addrspace(5) %v10, align 4
  %399 = load i32, ptr addrspace(5) %v11, align 4
  %400 = load i32, ptr addrspace(5) %v12, align 4
  %401 = load i32, ptr addrspace(5) %v13, align 4
  %402 = load i32, ptr addrspace(5) %v14, align 4
  %403 = load i32, ptr addrspace(5) %v15, align 4
  %404 = load i32, ptr addrspace(5) %v16, align 4
  %405 = load i32, ptr addrspace(5) %v17, align 4
  %406 = load i32, ptr addrspace(5) %v18, align 4
  %407 = load i32, ptr addrspace(5) %v19, align 4
  %408 = load i32, ptr addrspace(5) %v20, align 4
  %409 = load i32, ptr addrspace(5) %v21, align 4
  %410 = add i32 %391, 32
  %411 = icmp sgt i32 %410, %72
  %412 = select i1 %411, i32 %72, i32 %410
  %413 = sext i32 %412 to i64
  %414 = mul i64 %413, 34
  %415 = add i64 %414, 0
  %416 = getelementptr i8, ptr addrspace(1) %60, i64 %415
  %417 = getelementptr i8, ptr addrspace(1) %416, i64 0
  %418 = load i16, ptr addrspace(1) %417, align 2
  %419 = zext i16 %418 to i32
  %420 = getelementptr i8, ptr addrspace(1) %416, i64 2
  %421 = ptrtoint ptr addrspace(1) %420 to i64
  %422 = and i64 %421, 3
  %423 = sub i64 0, %422
  %424 = getelementptr i8, ptr addrspace(1) %420, i64 %423
  %425 = shl i64 %422, 3
  %426 = trunc i64 %425 to i32
  %427 = getelementptr i8, ptr addrspace(1) %424, i64 0
  %428 = load i32, ptr addrspace(1) %427, align 4
  %429 = getelementptr i8, ptr addrspace(1) %424, i64 4
  %430 = load i32, ptr addrspace(1) %429, align 4
  %431 = getelementptr i8, ptr addrspace(1) %424, i64 8
  %432 = load i32, ptr addrspace(1) %431, align 4
  %433 = getelementptr i8, ptr addrspace(1) %424, i64 12
  %434 = load i32, ptr addrspace(1) %433, align 4
  %435 = getelementptr i8, ptr addrspace(1) %424, i64 16
  %436 = load i32, ptr addrspace(1) %435, align 4
  %437 = getelementptr i8, ptr addrspace(1) %424, i64 20
  %438 = load i32, ptr addrspace(1) %437, align 4
  %439 = getelementptr i8, ptr addrspace(1) %424, i64 24
  %440 = load i32, ptr addrspace(1) %439, align 4
  %441 = getelementptr i8, ptr addrspace(1) %424, i64 28
  %442 = load i32, ptr addrspace(1) %441, align 4
  %443 = shl i64 %422, 1
  %444 = add i64 28, %443
  %445 = getelementptr i8, ptr addrspace(1) %424, i64 %444
  %446 = load i32, ptr addrspace(1) %445, align 4
  %447 = call i32 @llvm.fshr.i32(i32 %430, i32 %428, i32 %426)
  %448 = call i32 @llvm.fshr.i32(i32 %432, i32 %430, i32 %426)
  %449 = call i32 @llvm.fshr.i32(i32 %434, i32 %432, i32 %426)
  %450 = call i32 @llvm.fshr.i32(i32 %436, i32 %434, i32 %426)
  %451 = call i32 @llvm.fshr.i32(i32 %438, i32 %436, i32 %426)
  %452 = call i32 @llvm.fshr.i32(i32 %440, i32 %438, i32 %426)
  %453 = call i32 @llvm.fshr.i32(i32 %442, i32 %440, i32 %426)
  %454 = call i32 @llvm.fshr.i32(i32 %446, i32 %442, i32 %426)
  store i32 %419, ptr addrspace(5) %v4, align 4
  store i32 %447, ptr addrspace(5) %v5, align 4
  store i32 %448, ptr addrspace(5) %v6, align 4
  store i32 %449, ptr addrspace(5) %v7, align 4
  store i32 %450, ptr addrspace(5) %v8, align 4
  store i32 %451, ptr addrspace(5) %v9, align 4
  store i32 %452, ptr addrspace(5) %v10, align 4
  store i32 %453, ptr addrspace(5) %v11, align 4
  store i32 %454, ptr addrspace(5) %v12, align 4
  %455 = sext i32 %412 to i64
  %456 = mul i64 %455, 34
  %457 = add i64 %456, 0
  %458 = getelementptr i8, ptr addrspace(1) %66, i64 %457
  %459 = getelementptr i8, ptr addrspace(1) %458, i64 0
  %460 = load i16, ptr addrspace(1) %459, align 2
  %461 = zext i16 %460 to i32
  %462 = getelementptr i8, ptr addrspace(1) %458, i64 2
  %463 = ptrtoint ptr addrspace(1) %462 to i64
  %464 = and i64 %463, 3
  %465 = sub i64 0, %464
  %466 = getelementptr i8, ptr addrspace(1) %462, i64 %465
  %467 = shl i64 %464, 3
  %468 = trunc i64 %467 to i32
  %469 = getelementptr i8, ptr addrspace(1) %466, i64 0
  %470 = load i32, ptr addrspace(1) %469, align 4
  %471 = getelementptr i8, ptr addrspace(1) %466, i64 4
  %472 = load i32, ptr addrspace(1) %471, align 4
  %473 = getelementptr i8, ptr addrspace(1) %466, i64 8
  %474 = load i32, ptr addrspace(1) %473, align 4
  %475 = getelementptr i8, ptr addrspace(1) %466, i64 12
  %476 = load i32, ptr addrspace(1) %475, align 4
  %477 = getelementptr i8, ptr addrspace(1) %466, i64 16
  %478 = load i32, ptr addrspace(1) %477, align 4
  %479 = getelementptr i8, ptr addrspace(1) %466, i64 20
  %480 = load i32, ptr addrspace(1) %479, align 4
  %481 = getelementptr i8, ptr addrspace(1) %466, i64 24
  %482 = load i32, ptr addrspace(1) %481, align 4
  %483 = getelementptr i8, ptr addrspace(1) %466, i64 28
  %484 = load i32, ptr addrspace(1) %483, align 4
  %485 = shl i64 %464, 1
  %486 = add i64 28, %485
  %487 = getelementptr i8, ptr addrspace(1) %466, i64 %486
  %488 = load i32, ptr addrspace(1) %487, align 4
  %489 = call i32 @llvm.fshr.i32(i32 %472, i32 %470, i32 %468)
  %490 = call i32 @llvm.fshr.i32(i32 %474, i32 %472, i32 %468)
  %491 = call i32 @llvm.fshr.i32(i32 %476, i32 %474, i32 %468)
  %492 = call i32 @llvm.fshr.i32(i32 %478, i32 %476, i32 %468)
  %493 = call i32 @llvm.fshr.i32(i32 %480, i32 %478, i32 %468)
  %494 = call i32 @llvm.fshr.i32(i32 %482, i32 %480, i32 %468)
  %495 = call i32 @llvm.fshr.i32(i32 %484, i32 %482, i32 %468)
  %496 = call i32 @llvm.fshr.i32(i32 %488, i32 %484, i32 %468)
  store i32 %461, ptr addrspace(5) %v13, align 4
  store i32 %489, ptr addrspace(5) %v14, align 4
  store i32 %490, ptr addrspace(5) %v15, align 4
  store i32 %491, ptr addrspace(5) %v16, align 4
  store i32 %492, ptr addrspace(5) %v17, align 4
  store i32 %493, ptr addrspace(5) %v18, align 4
  store i32 %494, ptr addrspace(5) %v19, align 4
  store i32 %495, ptr addrspace(5) %v20, align 4
  store i32 %496, ptr addrspace(5) %v21, align 4
  %497 = icmp slt i32 %391, %67
  br i1 %497, label %then34, label %endif35

done33:                                           ; preds = %loop31
  %498 = load float, ptr addrspace(5) %v2, align 4
  %499 = load float, ptr addrspace(5) %v3, align 4
  %500 = call i32 @llvm.amdgcn.workitem.id.x()
  %501 = and i32 %500, 31
  %502 = and i32 %501, 16
  %503 = icmp ne i32 %502, 0
  %504 = select i1 %503, float %499, float %498
  %505 = select i1 %503, float %498, float %499
  %506 = bitcast float %505 to i32
  %507 = call i32 @llvm.amdgcn.workitem.id.x()
  %508 = and i32 %507, 31
  %509 = xor i32 %508, 16
  %510 = shl i32 %509, 2
  %511 = call i32 @llvm.amdgcn.ds.bpermute(i32 %510, i32 %506)
  %512 = bitcast i32 %511 to float
  %513 = fadd float %504, %512
  %514 = bitcast float %513 to i32
  %515 = call i32 @llvm.amdgcn.workitem.id.x()
  %516 = and i32 %515, 31
  %517 = xor i32 %516, 8
  %518 = shl i32 %517, 2
  %519 = call i32 @llvm.amdgcn.ds.bpermute(i32 %518, i32 %514)
  %520 = bitcast i32 %519 to float
  %521 = fadd float %513, %520
  %522 = bitcast float %521 to i32
  %523 = call i32 @llvm.amdgcn.workitem.id.x()
  %524 = and i32 %523, 31
  %525 = xor i32 %524, 4
  %526 = shl i32 %525, 2
  %527 = call i32 @llvm.amdgcn.ds.bpermute(i32 %526, i32 %522)
  %528 = bitcast i32 %527 to float
  %529 = fadd float %521, %528
  %530 = bitcast float %529 to i32
  %531 = call i32 @llvm.amdgcn.workitem.id.x()
  %532 = and i32 %531, 31
  %533 = xor i32 %532, 2
  %534 = shl i32 %533, 2
  %535 = call i32 @llvm.amdgcn.ds.bpermute(i32 %534, i32 %530)
  %536 = bitcast i32 %535 to float
  %537 = fadd float %529, %536
  %538 = bitcast float %537 to i32
  %539 = call i32 @llvm.amdgcn.workitem.id.x()
  %540 = and i32 %539, 31
  %541 = xor i32 %540, 1
  %542 = shl i32 %541, 2
  %543 = call i32 @llvm.amdgcn.ds.bpermute(i32 %542, i32 %538)
  %544 = bitcast i32 %543 to float
  %545 = fadd float %537, %544
  store float %545, ptr addrspace(5) %v1, align 4
  %546 = and i1 %48, %40
  br i1 %546, label %then44, label %endif45

then34:                                           ; preds = %body32
  %547 = and i32 %356, 1
  %548 = sext i32 %547 to i64
  %549 = mul i64 %548, 1152
  %550 = getelementptr i8, ptr addrspace(3) @lds1, i64 %549
  %551 = sext i32 %356 to i64
  %552 = mul i64 %551, 1024
  %553 = sext i32 %391 to i64
  %554 = mul i64 %553, 32
  %555 = sub i64 %554, %552
  %556 = add i64 %555, 0
  %557 = getelementptr i8, ptr addrspace(3) %550, i64 %556
  %558 = load <4 x i32>, ptr addrspace(3) %557, align 16
  %559 = extractelement <4 x i32> %558, i32 0
  %560 = extractelement <4 x i32> %558, i32 1
  %561 = extractelement <4 x i32> %558, i32 2
  %562 = extractelement <4 x i32> %558, i32 3
  %563 = add i64 %555, 16
  %564 = getelementptr i8, ptr addrspace(3) %550, i64 %563
  %565 = load <4 x i32>, ptr addrspace(3) %564, align 16
  %566 = extractelement <4 x i32> %565, i32 0
  %567 = extractelement <4 x i32> %565, i32 1
  %568 = extractelement <4 x i32> %565, i32 2
  %569 = extractelement <4 x i32> %565, i32 3
  %570 = getelementptr i8, ptr addrspace(3) %550, i64 1024
  %571 = lshr i64 %555, 5
  %572 = mul i64 %571, 4
  %573 = getelementptr i8, ptr addrspace(3) %570, i64 %572
  %574 = load float, ptr addrspace(3) %573, align 4
  %575 = load float, ptr addrspace(5) %v2, align 4
  %576 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %393, i1 true, i32 %559, i32 0, i1 false)
  %577 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %394, i1 true, i32 %560, i32 %576, i1 false)
  %578 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %395, i1 true, i32 %561, i32 %577, i1 false)
  %579 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %396, i1 true, i32 %562, i32 %578, i1 false)
  %580 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %397, i1 true, i32 %566, i32 %579, i1 false)
  %581 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %398, i1 true, i32 %567, i32 %580, i1 false)
  %582 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %399, i1 true, i32 %568, i32 %581, i1 false)
  %583 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %400, i1 true, i32 %569, i32 %582, i1 false)
  %584 = trunc i32 %392 to i16
  %585 = bitcast i16 %584 to half
  %586 = fpext half %585 to float
  %587 = fmul float %586, %574
  %588 = sitofp i32 %583 to float
  %589 = call float @llvm.fma.f32(float %587, float %588, float %575)
  store float %589, ptr addrspace(5) %v2, align 4
  %590 = load float, ptr addrspace(5) %v3, align 4
  %591 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %402, i1 true, i32 %559, i32 0, i1 false)
  %592 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %403, i1 true, i32 %560, i32 %591, i1 false)
  %593 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %404, i1 true, i32 %561, i32 %592, i1 false)
  %594 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %405, i1 true, i32 %562, i32 %593, i1 false)
  %595 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %406, i1 true, i32 %566, i32 %594, i1 false)
  %596 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %407, i1 true, i32 %567, i32 %595, i1 false)
  %597 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %408, i1 true, i32 %568, i32 %596, i1 false)
  %598 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %409, i1 true, i32 %569, i32 %597, i1 false)
  %599 = trunc i32 %401 to i16
  %600 = bitcast i16 %599 to half
  %601 = fpext half %600 to float
  %602 = fmul float %601, %574
  %603 = sitofp i32 %598 to float
  %604 = call float @llvm.fma.f32(float %602, float %603, float %590)
  store float %604, ptr addrspace(5) %v3, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %body32
  %605 = add i32 %356, 1
  %606 = and i32 %605, 1
  %607 = sext i32 %606 to i64
  %608 = mul i64 %607, 1152
  %609 = getelementptr i8, ptr addrspace(3) @lds1, i64 %608
  %610 = getelementptr i8, ptr addrspace(3) %609, i64 1024
  %611 = call i32 @llvm.amdgcn.workitem.id.x()
  %612 = bitcast float %371 to i32
  %613 = and i32 %612, 2147483647
  %614 = bitcast float %372 to i32
  %615 = and i32 %614, 2147483647
  %616 = bitcast float %373 to i32
  %617 = and i32 %616, 2147483647
  %618 = bitcast float %374 to i32
  %619 = and i32 %618, 2147483647
  %620 = icmp ugt i32 %613, %615
  %621 = select i1 %620, i32 %613, i32 %615
  %622 = icmp ugt i32 %617, %619
  %623 = select i1 %622, i32 %617, i32 %619
  %624 = icmp ugt i32 %621, %623
  %625 = select i1 %624, i32 %621, i32 %623
  %626 = call i32 @llvm.amdgcn.workitem.id.x()
  %627 = and i32 %626, 31
  %628 = xor i32 %627, 1
  %629 = shl i32 %628, 2
  %630 = call i32 @llvm.amdgcn.ds.bpermute(i32 %629, i32 %625)
  %631 = icmp ugt i32 %625, %630
  %632 = select i1 %631, i32 %625, i32 %630
  %633 = call i32 @llvm.amdgcn.workitem.id.x()
  %634 = and i32 %633, 31
  %635 = xor i32 %634, 2
  %636 = shl i32 %635, 2
  %637 = call i32 @llvm.amdgcn.ds.bpermute(i32 %636, i32 %632)
  %638 = icmp ugt i32 %632, %637
  %639 = select i1 %638, i32 %632, i32 %637
  %640 = call i32 @llvm.amdgcn.workitem.id.x()
  %641 = and i32 %640, 31
  %642 = xor i32 %641, 4
  %643 = shl i32 %642, 2
  %644 = call i32 @llvm.amdgcn.ds.bpermute(i32 %643, i32 %639)
  %645 = icmp ugt i32 %639, %644
  %646 = select i1 %645, i32 %639, i32 %644
  %647 = and i32 %646, 2147483647
  %648 = icmp ult i32 %647, 2139095040
  %649 = bitcast i32 %646 to float
  %650 = fdiv float 1.270000e+02, %649
  %651 = bitcast float %650 to i32
  %652 = and i32 %651, 2147483647
  %653 = icmp ult i32 %652, 2139095040
  %654 = select i1 %653, float %650, float 0.000000e+00
  %655 = fmul float %371, %654
  %656 = fadd float %655, 0x4168000000000000
  %657 = bitcast float %656 to i32
  %658 = fmul float %372, %654
  %659 = fadd float %658, 0x4168000000000000
  %660 = bitcast float %659 to i32
  %661 = fmul float %373, %654
  %662 = fadd float %661, 0x4168000000000000
  %663 = bitcast float %662 to i32
  %664 = fmul float %374, %654
  %665 = fadd float %664, 0x4168000000000000
  %666 = bitcast float %665 to i32
  %667 = bitcast i32 %657 to <4 x i8>
  %668 = bitcast i32 %660 to <4 x i8>
  %669 = shufflevector <4 x i8> %667, <4 x i8> %668, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %670 = bitcast <4 x i8> %669 to i32
  %671 = bitcast i32 %663 to <4 x i8>
  %672 = bitcast i32 %666 to <4 x i8>
  %673 = shufflevector <4 x i8> %671, <4 x i8> %672, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %674 = bitcast <4 x i8> %673 to i32
  %675 = bitcast i32 %670 to <4 x i8>
  %676 = bitcast i32 %674 to <4 x i8>
  %677 = shufflevector <4 x i8> %675, <4 x i8> %676, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %678 = bitcast <4 x i8> %677 to i32
  %679 = add i32 %611, 0
  %680 = sext i32 %679 to i64
  %681 = mul i64 %680, 4
  %682 = icmp slt i64 %681, 1024
  br i1 %682, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %683 = lshr i64 %681, 2
  %684 = mul i64 %683, 4
  %685 = getelementptr i8, ptr addrspace(3) %609, i64 %684
  store i32 %678, ptr addrspace(3) %685, align 4
  %686 = and i64 %681, 31
  %687 = icmp eq i64 %686, 0
  br i1 %687, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif35
  %688 = bitcast float %386 to i32
  %689 = and i32 %688, 2147483647
  %690 = bitcast float %387 to i32
  %691 = and i32 %690, 2147483647
  %692 = bitcast float %388 to i32
  %693 = and i32 %692, 2147483647
  %694 = bitcast float %389 to i32
  %695 = and i32 %694, 2147483647
  %696 = icmp ugt i32 %689, %691
  %697 = select i1 %696, i32 %689, i32 %691
  %698 = icmp ugt i32 %693, %695
  %699 = select i1 %698, i32 %693, i32 %695
  %700 = icmp ugt i32 %697, %699
  %701 = select i1 %700, i32 %697, i32 %699
  %702 = call i32 @llvm.amdgcn.workitem.id.x()
  %703 = and i32 %702, 31
  %704 = xor i32 %703, 1
  %705 = shl i32 %704, 2
  %706 = call i32 @llvm.amdgcn.ds.bpermute(i32 %705, i32 %701)
  %707 = icmp ugt i32 %701, %706
  %708 = select i1 %707, i32 %701, i32 %706
  %709 = call i32 @llvm.amdgcn.workitem.id.x()
  %710 = and i32 %709, 31
  %711 = xor i32 %710, 2
  %712 = shl i32 %711, 2
  %713 = call i32 @llvm.amdgcn.ds.bpermute(i32 %712, i32 %708)
  %714 = icmp ugt i32 %708, %713
  %715 = select i1 %714, i32 %708, i32 %713
  %716 = call i32 @llvm.amdgcn.workitem.id.x()
  %717 = and i32 %716, 31
  %718 = xor i32 %717, 4
  %719 = shl i32 %718, 2
  %720 = call i32 @llvm.amdgcn.ds.bpermute(i32 %719, i32 %715)
  %721 = icmp ugt i32 %715, %720
  %722 = select i1 %721, i32 %715, i32 %720
  %723 = and i32 %722, 2147483647
  %724 = icmp ult i32 %723, 2139095040
  %725 = bitcast i32 %722 to float
  %726 = fdiv float 1.270000e+02, %725
  %727 = bitcast float %726 to i32
  %728 = and i32 %727, 2147483647
  %729 = icmp ult i32 %728, 2139095040
  %730 = select i1 %729, float %726, float 0.000000e+00
  %731 = fmul float %386, %730
  %732 = fadd float %731, 0x4168000000000000
  %733 = bitcast float %732 to i32
  %734 = fmul float %387, %730
  %735 = fadd float %734, 0x4168000000000000
  %736 = bitcast float %735 to i32
  %737 = fmul float %388, %730
  %738 = fadd float %737, 0x4168000000000000
  %739 = bitcast float %738 to i32
  %740 = fmul float %389, %730
  %741 = fadd float %740, 0x4168000000000000
  %742 = bitcast float %741 to i32
  %743 = bitcast i32 %733 to <4 x i8>
  %744 = bitcast i32 %736 to <4 x i8>
  %745 = shufflevector <4 x i8> %743, <4 x i8> %744, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %746 = bitcast <4 x i8> %745 to i32
  %747 = bitcast i32 %739 to <4 x i8>
  %748 = bitcast i32 %742 to <4 x i8>
  %749 = shufflevector <4 x i8> %747, <4 x i8> %748, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %750 = bitcast <4 x i8> %749 to i32
  %751 = bitcast i32 %746 to <4 x i8>
  %752 = bitcast i32 %750 to <4 x i8>
  %753 = shufflevector <4 x i8> %751, <4 x i8> %752, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %754 = bitcast <4 x i8> %753 to i32
  %755 = add i32 %611, 128
  %756 = sext i32 %755 to i64
  %757 = mul i64 %756, 4
  %758 = icmp slt i64 %757, 1024
  br i1 %758, label %then40, label %endif41

then38:                                           ; preds = %then36
  %759 = fmul float %649, 0x3F80204080000000
  %760 = select i1 %648, float %759, float 0x7FF8000000000000
  %761 = lshr i64 %681, 5
  %762 = mul i64 %761, 4
  %763 = getelementptr i8, ptr addrspace(3) %610, i64 %762
  store float %760, ptr addrspace(3) %763, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

then40:                                           ; preds = %endif37
  %764 = lshr i64 %757, 2
  %765 = mul i64 %764, 4
  %766 = getelementptr i8, ptr addrspace(3) %609, i64 %765
  store i32 %754, ptr addrspace(3) %766, align 4
  %767 = and i64 %757, 31
  %768 = icmp eq i64 %767, 0
  br i1 %768, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif37
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %769 = load i32, ptr addrspace(5) %v30, align 4
  %770 = add i32 %769, 1
  store i32 %770, ptr addrspace(5) %v30, align 4
  br label %loop31

then42:                                           ; preds = %then40
  %771 = fmul float %725, 0x3F80204080000000
  %772 = select i1 %724, float %771, float 0x7FF8000000000000
  %773 = lshr i64 %757, 5
  %774 = mul i64 %773, 4
  %775 = getelementptr i8, ptr addrspace(3) %610, i64 %774
  store float %772, ptr addrspace(3) %775, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

then44:                                           ; preds = %done33
  %776 = load float, ptr addrspace(5) %v1, align 4
  %777 = add i32 %47, %38
  %778 = icmp slt i32 %777, %4
  br i1 %778, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %done33
  %779 = load i32, ptr addrspace(5) %v, align 4
  %780 = add i32 %779, 4
  store i32 %780, ptr addrspace(5) %v, align 4
  br label %loop

then46:                                           ; preds = %then44
  %781 = add i32 %29, %777
  %782 = sext i32 %781 to i64
  %783 = mul i64 %782, 4
  %784 = getelementptr i8, ptr addrspace(1) %0, i64 %783
  store float %776, ptr addrspace(1) %784, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

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
