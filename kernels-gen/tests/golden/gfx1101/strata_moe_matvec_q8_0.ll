; ModuleID = 'strata_moe_matvec_q8_0'
source_filename = "strata_moe_matvec_q8_0"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) #0 {
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
  %29 = mul i32 %28, 8
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 4
  %33 = and i32 %31, 15
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif45, %then
  %35 = load i32, ptr addrspace(5) %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr addrspace(5) %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 2
  %41 = add i32 %29, %40
  %42 = icmp slt i32 %41, %4
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %43 = call i32 @llvm.amdgcn.workitem.id.x()
  %44 = and i32 %43, 31
  %45 = sext i32 %5 to i64
  %46 = udiv i64 %45, 32
  %47 = mul i64 %46, 34
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %61 = udiv i32 %5, 32
  %62 = mul i32 %39, 32
  %63 = add i32 %44, %62
  %64 = call i32 @llvm.amdgcn.workitem.id.x()
  %65 = sext i32 %5 to i64
  %66 = sub i32 %61, 1
  %67 = icmp sgt i32 %63, %66
  %68 = select i1 %67, i32 %66, i32 %63
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 34
  %71 = add i64 %70, 0
  %72 = getelementptr i8, ptr addrspace(1) %54, i64 %71
  %73 = getelementptr i8, ptr addrspace(1) %72, i64 0
  %74 = load i16, ptr addrspace(1) %73, align 2
  %75 = zext i16 %74 to i32
  %76 = getelementptr i8, ptr addrspace(1) %72, i64 2
  %77 = ptrtoint ptr addrspace(1) %76 to i64
  %78 = and i64 %77, 3
  %79 = sub i64 0, %78
  %80 = getelementptr i8, ptr addrspace(1) %76, i64 %79
  %81 = shl i64 %78, 3
  %82 = trunc i64 %81 to i32
  %83 = getelementptr i8, ptr addrspace(1) %80, i64 0
  %84 = load i32, ptr addrspace(1) %83, align 4
  %85 = getelementptr i8, ptr addrspace(1) %80, i64 4
  %86 = load i32, ptr addrspace(1) %85, align 4
  %87 = getelementptr i8, ptr addrspace(1) %80, i64 8
  %88 = load i32, ptr addrspace(1) %87, align 4
  %89 = getelementptr i8, ptr addrspace(1) %80, i64 12
  %90 = load i32, ptr addrspace(1) %89, align 4
  %91 = getelementptr i8, ptr addrspace(1) %80, i64 16
  %92 = load i32, ptr addrspace(1) %91, align 4
  %93 = getelementptr i8, ptr addrspace(1) %80, i64 20
  %94 = load i32, ptr addrspace(1) %93, align 4
  %95 = getelementptr i8, ptr addrspace(1) %80, i64 24
  %96 = load i32, ptr addrspace(1) %95, align 4
  %97 = getelementptr i8, ptr addrspace(1) %80, i64 28
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = shl i64 %78, 1
  %100 = add i64 28, %99
  %101 = getelementptr i8, ptr addrspace(1) %80, i64 %100
  %102 = load i32, ptr addrspace(1) %101, align 4
  %103 = call i32 @llvm.fshr.i32(i32 %86, i32 %84, i32 %82)
  %104 = call i32 @llvm.fshr.i32(i32 %88, i32 %86, i32 %82)
  %105 = call i32 @llvm.fshr.i32(i32 %90, i32 %88, i32 %82)
  %106 = call i32 @llvm.fshr.i32(i32 %92, i32 %90, i32 %82)
  %107 = call i32 @llvm.fshr.i32(i32 %94, i32 %92, i32 %82)
  %108 = call i32 @llvm.fshr.i32(i32 %96, i32 %94, i32 %82)
  %109 = call i32 @llvm.fshr.i32(i32 %98, i32 %96, i32 %82)
  %110 = call i32 @llvm.fshr.i32(i32 %102, i32 %98, i32 %82)
  store i32 %75, ptr addrspace(5) %v4, align 4
  store i32 %103, ptr addrspace(5) %v5, align 4
  store i32 %104, ptr addrspace(5) %v6, align 4
  store i32 %105, ptr addrspace(5) %v7, align 4
  store i32 %106, ptr addrspace(5) %v8, align 4
  store i32 %107, ptr addrspace(5) %v9, align 4
  store i32 %108, ptr addrspace(5) %v10, align 4
  store i32 %109, ptr addrspace(5) %v11, align 4
  store i32 %110, ptr addrspace(5) %v12, align 4
  %111 = sext i32 %68 to i64
  %112 = mul i64 %111, 34
  %113 = add i64 %112, 0
  %114 = getelementptr i8, ptr addrspace(1) %60, i64 %113
  %115 = getelementptr i8, ptr addrspace(1) %114, i64 0
  %116 = load i16, ptr addrspace(1) %115, align 2
  %117 = zext i16 %116 to i32
  %118 = getelementptr i8, ptr addrspace(1) %114, i64 2
  %119 = ptrtoint ptr addrspace(1) %118 to i64
  %120 = and i64 %119, 3
  %121 = sub i64 0, %120
  %122 = getelementptr i8, ptr addrspace(1) %118, i64 %121
  %123 = shl i64 %120, 3
  %124 = trunc i64 %123 to i32
  %125 = getelementptr i8, ptr addrspace(1) %122, i64 0
  %126 = load i32, ptr addrspace(1) %125, align 4
  %127 = getelementptr i8, ptr addrspace(1) %122, i64 4
  %128 = load i32, ptr addrspace(1) %127, align 4
  %129 = getelementptr i8, ptr addrspace(1) %122, i64 8
  %130 = load i32, ptr addrspace(1) %129, align 4
  %131 = getelementptr i8, ptr addrspace(1) %122, i64 12
  %132 = load i32, ptr addrspace(1) %131, align 4
  %133 = getelementptr i8, ptr addrspace(1) %122, i64 16
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = getelementptr i8, ptr addrspace(1) %122, i64 20
  %136 = load i32, ptr addrspace(1) %135, align 4
  %137 = getelementptr i8, ptr addrspace(1) %122, i64 24
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = getelementptr i8, ptr addrspace(1) %122, i64 28
  %140 = load i32, ptr addrspace(1) %139, align 4
  %141 = shl i64 %120, 1
  %142 = add i64 28, %141
  %143 = getelementptr i8, ptr addrspace(1) %122, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = call i32 @llvm.fshr.i32(i32 %128, i32 %126, i32 %124)
  %146 = call i32 @llvm.fshr.i32(i32 %130, i32 %128, i32 %124)
  %147 = call i32 @llvm.fshr.i32(i32 %132, i32 %130, i32 %124)
  %148 = call i32 @llvm.fshr.i32(i32 %134, i32 %132, i32 %124)
  %149 = call i32 @llvm.fshr.i32(i32 %136, i32 %134, i32 %124)
  %150 = call i32 @llvm.fshr.i32(i32 %138, i32 %136, i32 %124)
  %151 = call i32 @llvm.fshr.i32(i32 %140, i32 %138, i32 %124)
  %152 = call i32 @llvm.fshr.i32(i32 %144, i32 %140, i32 %124)
  store i32 %117, ptr addrspace(5) %v13, align 4
  store i32 %145, ptr addrspace(5) %v14, align 4
  store i32 %146, ptr addrspace(5) %v15, align 4
  store i32 %147, ptr addrspace(5) %v16, align 4
  store i32 %148, ptr addrspace(5) %v17, align 4
  store i32 %149, ptr addrspace(5) %v18, align 4
  store i32 %150, ptr addrspace(5) %v19, align 4
  store i32 %151, ptr addrspace(5) %v20, align 4
  store i32 %152, ptr addrspace(5) %v21, align 4
  %153 = add i32 %64, 0
  %154 = sext i32 %153 to i64
  %155 = mul i64 %154, 4
  %156 = add i64 0, %155
  %157 = icmp slt i64 %156, %65
  %158 = icmp slt i64 %155, 1024
  %159 = and i1 %157, %158
  %160 = select i1 %159, i64 %156, i64 0
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %22, i64 %161
  %163 = load <4 x float>, ptr addrspace(1) %162, align 16
  %164 = extractelement <4 x float> %163, i32 0
  %165 = extractelement <4 x float> %163, i32 1
  %166 = extractelement <4 x float> %163, i32 2
  %167 = extractelement <4 x float> %163, i32 3
  %168 = add i32 %64, 128
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 4
  %171 = add i64 0, %170
  %172 = icmp slt i64 %171, %65
  %173 = icmp slt i64 %170, 1024
  %174 = and i1 %172, %173
  %175 = select i1 %174, i64 %171, i64 0
  %176 = mul i64 %175, 4
  %177 = getelementptr i8, ptr addrspace(1) %22, i64 %176
  %178 = load <4 x float>, ptr addrspace(1) %177, align 16
  %179 = extractelement <4 x float> %178, i32 0
  %180 = extractelement <4 x float> %178, i32 1
  %181 = extractelement <4 x float> %178, i32 2
  %182 = extractelement <4 x float> %178, i32 3
  %183 = call i32 @llvm.amdgcn.workitem.id.x()
  %184 = bitcast float %164 to i32
  %185 = and i32 %184, 2147483647
  %186 = bitcast float %165 to i32
  %187 = and i32 %186, 2147483647
  %188 = bitcast float %166 to i32
  %189 = and i32 %188, 2147483647
  %190 = bitcast float %167 to i32
  %191 = and i32 %190, 2147483647
  %192 = icmp ugt i32 %185, %187
  %193 = select i1 %192, i32 %185, i32 %187
  %194 = icmp ugt i32 %189, %191
  %195 = select i1 %194, i32 %189, i32 %191
  %196 = icmp ugt i32 %193, %195
  %197 = select i1 %196, i32 %193, i32 %195
  %198 = call i32 @llvm.amdgcn.workitem.id.x()
  %199 = and i32 %198, 31
  %200 = xor i32 %199, 1
  %201 = shl i32 %200, 2
  %202 = call i32 @llvm.amdgcn.ds.bpermute(i32 %201, i32 %197)
  %203 = icmp ugt i32 %197, %202
  %204 = select i1 %203, i32 %197, i32 %202
  %205 = call i32 @llvm.amdgcn.workitem.id.x()
  %206 = and i32 %205, 31
  %207 = xor i32 %206, 2
  %208 = shl i32 %207, 2
  %209 = call i32 @llvm.amdgcn.ds.bpermute(i32 %208, i32 %204)
  %210 = icmp ugt i32 %204, %209
  %211 = select i1 %210, i32 %204, i32 %209
  %212 = call i32 @llvm.amdgcn.workitem.id.x()
  %213 = and i32 %212, 31
  %214 = xor i32 %213, 4
  %215 = shl i32 %214, 2
  %216 = call i32 @llvm.amdgcn.ds.bpermute(i32 %215, i32 %211)
  %217 = icmp ugt i32 %211, %216
  %218 = select i1 %217, i32 %211, i32 %216
  %219 = and i32 %218, 2147483647
  %220 = icmp ult i32 %219, 2139095040
  %221 = bitcast i32 %218 to float
  %222 = fdiv float 1.270000e+02, %221
  %223 = bitcast float %222 to i32
  %224 = and i32 %223, 2147483647
  %225 = icmp ult i32 %224, 2139095040
  %226 = select i1 %225, float %222, float 0.000000e+00
  %227 = fmul float %164, %226
  %228 = fadd float %227, 0x4168000000000000
  %229 = bitcast float %228 to i32
  %230 = fmul float %165, %226
  %231 = fadd float %230, 0x4168000000000000
  %232 = bitcast float %231 to i32
  %233 = fmul float %166, %226
  %234 = fadd float %233, 0x4168000000000000
  %235 = bitcast float %234 to i32
  %236 = fmul float %167, %226
  %237 = fadd float %236, 0x4168000000000000
  %238 = bitcast float %237 to i32
  %239 = bitcast i32 %229 to <4 x i8>
  %240 = bitcast i32 %232 to <4 x i8>
  %241 = shufflevector <4 x i8> %239, <4 x i8> %240, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %242 = bitcast <4 x i8> %241 to i32
  %243 = bitcast i32 %235 to <4 x i8>
  %244 = bitcast i32 %238 to <4 x i8>
  %245 = shufflevector <4 x i8> %243, <4 x i8> %244, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %246 = bitcast <4 x i8> %245 to i32
  %247 = bitcast i32 %242 to <4 x i8>
  %248 = bitcast i32 %246 to <4 x i8>
  %249 = shufflevector <4 x i8> %247, <4 x i8> %248, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %250 = bitcast <4 x i8> %249 to i32
  %251 = add i32 %183, 0
  %252 = sext i32 %251 to i64
  %253 = mul i64 %252, 4
  %254 = icmp slt i64 %253, 1024
  br i1 %254, label %then22, label %endif23

done:                                             ; preds = %loop
  br label %endif

then22:                                           ; preds = %body
  %255 = lshr i64 %253, 2
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(3) @lds1, i64 %256
  store i32 %250, ptr addrspace(3) %257, align 4
  %258 = and i64 %253, 31
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %then24, label %endif25

endif23:                                          ; preds = %endif25, %body
  %260 = bitcast float %179 to i32
  %261 = and i32 %260, 2147483647
  %262 = bitcast float %180 to i32
  %263 = and i32 %262, 2147483647
  %264 = bitcast float %181 to i32
  %265 = and i32 %264, 2147483647
  %266 = bitcast float %182 to i32
  %267 = and i32 %266, 2147483647
  %268 = icmp ugt i32 %261, %263
  %269 = select i1 %268, i32 %261, i32 %263
  %270 = icmp ugt i32 %265, %267
  %271 = select i1 %270, i32 %265, i32 %267
  %272 = icmp ugt i32 %269, %271
  %273 = select i1 %272, i32 %269, i32 %271
  %274 = call i32 @llvm.amdgcn.workitem.id.x()
  %275 = and i32 %274, 31
  %276 = xor i32 %275, 1
  %277 = shl i32 %276, 2
  %278 = call i32 @llvm.amdgcn.ds.bpermute(i32 %277, i32 %273)
  %279 = icmp ugt i32 %273, %278
  %280 = select i1 %279, i32 %273, i32 %278
  %281 = call i32 @llvm.amdgcn.workitem.id.x()
  %282 = and i32 %281, 31
  %283 = xor i32 %282, 2
  %284 = shl i32 %283, 2
  %285 = call i32 @llvm.amdgcn.ds.bpermute(i32 %284, i32 %280)
  %286 = icmp ugt i32 %280, %285
  %287 = select i1 %286, i32 %280, i32 %285
  %288 = call i32 @llvm.amdgcn.workitem.id.x()
  %289 = and i32 %288, 31
  %290 = xor i32 %289, 4
  %291 = shl i32 %290, 2
  %292 = call i32 @llvm.amdgcn.ds.bpermute(i32 %291, i32 %287)
  %293 = icmp ugt i32 %287, %292
  %294 = select i1 %293, i32 %287, i32 %292
  %295 = and i32 %294, 2147483647
  %296 = icmp ult i32 %295, 2139095040
  %297 = bitcast i32 %294 to float
  %298 = fdiv float 1.270000e+02, %297
  %299 = bitcast float %298 to i32
  %300 = and i32 %299, 2147483647
  %301 = icmp ult i32 %300, 2139095040
  %302 = select i1 %301, float %298, float 0.000000e+00
  %303 = fmul float %179, %302
  %304 = fadd float %303, 0x4168000000000000
  %305 = bitcast float %304 to i32
  %306 = fmul float %180, %302
  %307 = fadd float %306, 0x4168000000000000
  %308 = bitcast float %307 to i32
  %309 = fmul float %181, %302
  %310 = fadd float %309, 0x4168000000000000
  %311 = bitcast float %310 to i32
  %312 = fmul float %182, %302
  %313 = fadd float %312, 0x4168000000000000
  %314 = bitcast float %313 to i32
  %315 = bitcast i32 %305 to <4 x i8>
  %316 = bitcast i32 %308 to <4 x i8>
  %317 = shufflevector <4 x i8> %315, <4 x i8> %316, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %318 = bitcast <4 x i8> %317 to i32
  %319 = bitcast i32 %311 to <4 x i8>
  %320 = bitcast i32 %314 to <4 x i8>
  %321 = shufflevector <4 x i8> %319, <4 x i8> %320, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %322 = bitcast <4 x i8> %321 to i32
  %323 = bitcast i32 %318 to <4 x i8>
  %324 = bitcast i32 %322 to <4 x i8>
  %325 = shufflevector <4 x i8> %323, <4 x i8> %324, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %326 = bitcast <4 x i8> %325 to i32
  %327 = add i32 %183, 128
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = icmp slt i64 %329, 1024
  br i1 %330, label %then26, label %endif27

then24:                                           ; preds = %then22
  %331 = fmul float %221, 0x3F80204080000000
  %332 = select i1 %220, float %331, float 0x7FF8000000000000
  %333 = lshr i64 %253, 5
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %334
  store float %332, ptr addrspace(3) %335, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %then22
  br label %endif23

then26:                                           ; preds = %endif23
  %336 = lshr i64 %329, 2
  %337 = mul i64 %336, 4
  %338 = getelementptr i8, ptr addrspace(3) @lds1, i64 %337
  store i32 %326, ptr addrspace(3) %338, align 4
  %339 = and i64 %329, 31
  %340 = icmp eq i64 %339, 0
  br i1 %340, label %then28, label %endif29

endif27:                                          ; preds = %endif29, %endif23
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %341 = add i32 %61, 31
  %342 = udiv i32 %341, 32
  store i32 0, ptr addrspace(5) %v30, align 4
  br label %loop31

then28:                                           ; preds = %then26
  %343 = fmul float %297, 0x3F80204080000000
  %344 = select i1 %296, float %343, float 0x7FF8000000000000
  %345 = lshr i64 %329, 5
  %346 = mul i64 %345, 4
  %347 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %346
  store float %344, ptr addrspace(3) %347, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %then26
  br label %endif27

loop31:                                           ; preds = %endif41, %endif27
  %348 = load i32, ptr addrspace(5) %v30, align 4
  %349 = icmp slt i32 %348, %342
  br i1 %349, label %body32, label %done33

body32:                                           ; preds = %loop31
  %350 = load i32, ptr addrspace(5) %v30, align 4
  %351 = add i32 %350, 1
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 1024
  %354 = add i32 %64, 0
  %355 = sext i32 %354 to i64
  %356 = mul i64 %355, 4
  %357 = add i64 %353, %356
  %358 = icmp slt i64 %357, %65
  %359 = icmp slt i64 %356, 1024
  %360 = and i1 %358, %359
  %361 = select i1 %360, i64 %357, i64 0
  %362 = mul i64 %361, 4
  %363 = getelementptr i8, ptr addrspace(1) %22, i64 %362
  %364 = load <4 x float>, ptr addrspace(1) %363, align 16
  %365 = extractelement <4 x float> %364, i32 0
  %366 = extractelement <4 x float> %364, i32 1
  %367 = extractelement <4 x float> %364, i32 2
  %368 = extractelement <4 x float> %364, i32 3
  %369 = add i32 %64, 128
  %370 = sext i32 %369 to i64
  %371 = mul i64 %370, 4
  %372 = add i64 %353, %371
  %373 = icmp slt i64 %372, %65
  %374 = icmp slt i64 %371, 1024
  %375 = and i1 %373, %374
  %376 = select i1 %375, i64 %372, i64 0
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(1) %22, i64 %377
  %379 = load <4 x float>, ptr addrspace(1) %378, align 16
  %380 = extractelement <4 x float> %379, i32 0
  %381 = extractelement <4 x float> %379, i32 1
  %382 = extractelement <4 x float> %379, i32 2
  %383 = extractelement <4 x float> %379, i32 3
  %384 = mul i32 %350, 32
  %385 = add i32 %63, %384
  %386 = load i32, ptr addrspace(5) %v4, align 4
  %387 = load i32, ptr addrspace(5) %v5, align 4
  %388 = load i32, ptr addrspace(5) %v6, align 4
  %389 = load i32, ptr addrspace(5) %v7, align 4
  %390 = load i32, ptr addrspace(5) %v8, align 4
  %391 = load i32, ptr addrspace(5) %v9, align 4
  %392 = load i32, ptr addrspace(5) %v10, align 4
  %393 = load i32, ptr addrspace(5) %v11, align 4
  %394 = load i32, ptr addrspace(5) %v12, align 4
  %395 = load i32, ptr addrspace(5) %v13, align 4
  %396 = load i32, ptr addrspace(5) %v14, align 4
  %397 = load i32, ptr addrspace(5) %v15, align 4
  %398 = load i32, ptr addrspace(5) %v16, align 4
  %399 = load i32, ptr addrspace(5) %v17, align 4
  %400 = load i32, ptr addrspace(5) %v18, align 4
  %401 = load i32, ptr addrspace(5) %v19, align 4
  %402 = load i32, ptr addrspace(5) %v20, align 4
  %403 = load i32, ptr addrspace(5) %v21, align 4
  %404 = add i32 %385, 32
  %405 = icmp sgt i32 %404, %66
  %406 = select i1 %405, i32 %66, i32 %404
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 34
  %409 = add i64 %408, 0
  %410 = getelementptr i8, ptr addrspace(1) %54, i64 %409
  %411 = getelementptr i8, ptr addrspace(1) %410, i64 0
  %412 = load i16, ptr addrspace(1) %411, align 2
  %413 = zext i16 %412 to i32
  %414 = getelementptr i8, ptr addrspace(1) %410, i64 2
  %415 = ptrtoint ptr addrspace(1) %414 to i64
  %416 = and i64 %415, 3
  %417 = sub i64 0, %416
  %418 = getelementptr i8, ptr addrspace(1) %414, i64 %417
  %419 = shl i64 %416, 3
  %420 = trunc i64 %419 to i32
  %421 = getelementptr i8, ptr addrspace(1) %418, i64 0
  %422 = load i32, ptr addrspace(1) %421, align 4
  %423 = getelementptr i8, ptr addrspace(1) %418, i64 4
  %424 = load i32, ptr addrspace(1) %423, align 4
  %425 = getelementptr i8, ptr addrspace(1) %418, i64 8
  %426 = load i32, ptr addrspace(1) %425, align 4
  %427 = getelementptr i8, ptr addrspace(1) %418, i64 12
  %428 = load i32, ptr addrspace(1) %427, align 4
  %429 = getelementptr i8, ptr addrspace(1) %418, i64 16
  %430 = load i32, ptr addrspace(1) %429, align 4
  %431 = getelementptr i8, ptr addrspace(1) %418, i64 20
  %432 = load i32, ptr addrspace(1) %431, align 4
  %433 = getelementptr i8, ptr addrspace(1) %418, i64 24
  %434 = load i32, ptr addrspace(1) %433, align 4
  %435 = getelementptr i8, ptr addrspace(1) %418, i64 28
  %436 = load i32, ptr addrspace(1) %435, align 4
  %437 = shl i64 %416, 1
  %438 = add i64 28, %437
  %439 = getelementptr i8, ptr addrspace(1) %418, i64 %438
  %440 = load i32, ptr addrspace(1) %439, align 4
  %441 = call i32 @llvm.fshr.i32(i32 %424, i32 %422, i32 %420)
  %442 = call i32 @llvm.fshr.i32(i32 %426, i32 %424, i32 %420)
  %443 = call i32 @llvm.fshr.i32(i32 %428, i32 %426, i32 %420)
  %444 = call i32 @llvm.fshr.i32(i32 %430, i32 %428, i32 %420)
  %445 = call i32 @llvm.fshr.i32(i32 %432, i32 %430, i32 %420)
  %446 = call i32 @llvm.fshr.i32(i32 %434, i32 %432, i32 %420)
  %447 = call i32 @llvm.fshr.i32(i32 %436, i32 %434, i32 %420)
  %448 = call i32 @llvm.fshr.i32(i32 %440, i32 %436, i32 %420)
  store i32 %413, ptr addrspace(5) %v4, align 4
  store i32 %441, ptr addrspace(5) %v5, align 4
  store i32 %442, ptr addrspace(5) %v6, align 4
  store i32 %443, ptr addrspace(5) %v7, align 4
  store i32 %444, ptr addrspace(5) %v8, align 4
  store i32 %445, ptr addrspace(5) %v9, align 4
  store i32 %446, ptr addrspace(5) %v10, align 4
  store i32 %447, ptr addrspace(5) %v11, align 4
  store i32 %448, ptr addrspace(5) %v12, align 4
  %449 = sext i32 %406 to i64
  %450 = mul i64 %449, 34
  %451 = add i64 %450, 0
  %452 = getelementptr i8, ptr addrspace(1) %60, i64 %451
  %453 = getelementptr i8, ptr addrspace(1) %452, i64 0
  %454 = load i16, ptr addrspace(1) %453, align 2
  %455 = zext i16 %454 to i32
  %456 = getelementptr i8, ptr addrspace(1) %452, i64 2
  %457 = ptrtoint ptr addrspace(1) %456 to i64
  %458 = and i64 %457, 3
  %459 = sub i64 0, %458
  %460 = getelementptr i8, ptr addrspace(1) %456, i64 %459
  %461 = shl i64 %458, 3
  %462 = trunc i64 %461 to i32
  %463 = getelementptr i8, ptr addrspace(1) %460, i64 0
  %464 = load i32, ptr addrspace(1) %463, align 4
  %465 = getelementptr i8, ptr addrspace(1) %460, i64 4
  %466 = load i32, ptr addrspace(1) %465, align 4
  %467 = getelementptr i8, ptr addrspace(1) %460, i64 8
  %468 = load i32, ptr addrspace(1) %467, align 4
  %469 = getelementptr i8, ptr addrspace(1) %460, i64 12
  %470 = load i32, ptr addrspace(1) %469, align 4
  %471 = getelementptr i8, ptr addrspace(1) %460, i64 16
  %472 = load i32, ptr addrspace(1) %471, align 4
  %473 = getelementptr i8, ptr addrspace(1) %460, i64 20
  %474 = load i32, ptr addrspace(1) %473, align 4
  %475 = getelementptr i8, ptr addrspace(1) %460, i64 24
  %476 = load i32, ptr addrspace(1) %475, align 4
  %477 = getelementptr i8, ptr addrspace(1) %460, i64 28
  %478 = load i32, ptr addrspace(1) %477, align 4
  %479 = shl i64 %458, 1
  %480 = add i64 28, %479
  %481 = getelementptr i8, ptr addrspace(1) %460, i64 %480
  %482 = load i32, ptr addrspace(1) %481, align 4
  %483 = call i32 @llvm.fshr.i32(i32 %466, i32 %464, i32 %462)
  %484 = call i32 @llvm.fshr.i32(i32 %468, i32 %466, i32 %462)
  %485 = call i32 @llvm.fshr.i32(i32 %470, i32 %468, i32 %462)
  %486 = call i32 @llvm.fshr.i32(i32 %472, i32 %470, i32 %462)
  %487 = call i32 @llvm.fshr.i32(i32 %474, i32 %472, i32 %462)
  %488 = call i32 @llvm.fshr.i32(i32 %476, i32 %474, i32 %462)
  %489 = call i32 @llvm.fshr.i32(i32 %478, i32 %476, i32 %462)
  %490 = call i32 @llvm.fshr.i32(i32 %482, i32 %478, i32 %462)
  store i32 %455, ptr addrspace(5) %v13, align 4
  store i32 %483, ptr addrspace(5) %v14, align 4
  store i32 %484, ptr addrspace(5) %v15, align 4
  store i32 %485, ptr addrspace(5) %v16, align 4
  store i32 %486, ptr addrspace(5) %v17, align 4
  store i32 %487, ptr addrspace(5) %v18, align 4
  store i32 %488, ptr addrspace(5) %v19, align 4
  store i32 %489, ptr addrspace(5) %v20, align 4
  store i32 %490, ptr addrspace(5) %v21, align 4
  %491 = icmp slt i32 %385, %61
  br i1 %491, label %then34, label %endif35

done33:                                           ; preds = %loop31
  %492 = load float, ptr addrspace(5) %v2, align 4
  %493 = load float, ptr addrspace(5) %v3, align 4
  %494 = call i32 @llvm.amdgcn.workitem.id.x()
  %495 = and i32 %494, 31
  %496 = and i32 %495, 16
  %497 = icmp ne i32 %496, 0
  %498 = select i1 %497, float %493, float %492
  %499 = select i1 %497, float %492, float %493
  %500 = bitcast float %499 to i32
  %501 = call i32 @llvm.amdgcn.workitem.id.x()
  %502 = and i32 %501, 31
  %503 = xor i32 %502, 16
  %504 = shl i32 %503, 2
  %505 = call i32 @llvm.amdgcn.ds.bpermute(i32 %504, i32 %500)
  %506 = bitcast i32 %505 to float
  %507 = fadd float %498, %506
  %508 = bitcast float %507 to i32
  %509 = call i32 @llvm.amdgcn.workitem.id.x()
  %510 = and i32 %509, 31
  %511 = xor i32 %510, 8
  %512 = shl i32 %511, 2
  %513 = call i32 @llvm.amdgcn.ds.bpermute(i32 %512, i32 %508)
  %514 = bitcast i32 %513 to float
  %515 = fadd float %507, %514
  %516 = bitcast float %515 to i32
  %517 = call i32 @llvm.amdgcn.workitem.id.x()
  %518 = and i32 %517, 31
  %519 = xor i32 %518, 4
  %520 = shl i32 %519, 2
  %521 = call i32 @llvm.amdgcn.ds.bpermute(i32 %520, i32 %516)
  %522 = bitcast i32 %521 to float
  %523 = fadd float %515, %522
  %524 = bitcast float %523 to i32
  %525 = call i32 @llvm.amdgcn.workitem.id.x()
  %526 = and i32 %525, 31
  %527 = xor i32 %526, 2
  %528 = shl i32 %527, 2
  %529 = call i32 @llvm.amdgcn.ds.bpermute(i32 %528, i32 %524)
  %530 = bitcast i32 %529 to float
  %531 = fadd float %523, %530
  %532 = bitcast float %531 to i32
  %533 = call i32 @llvm.amdgcn.workitem.id.x()
  %534 = and i32 %533, 31
  %535 = xor i32 %534, 1
  %536 = shl i32 %535, 2
  %537 = call i32 @llvm.amdgcn.ds.bpermute(i32 %536, i32 %532)
  %538 = bitcast i32 %537 to float
  %539 = fadd float %531, %538
  store float %539, ptr addrspace(5) %v1, align 4
  %540 = and i1 %42, %34
  br i1 %540, label %then44, label %endif45

then34:                                           ; preds = %body32
  %541 = and i32 %350, 1
  %542 = sext i32 %541 to i64
  %543 = mul i64 %542, 1152
  %544 = getelementptr i8, ptr addrspace(3) @lds1, i64 %543
  %545 = sext i32 %350 to i64
  %546 = mul i64 %545, 1024
  %547 = sext i32 %385 to i64
  %548 = mul i64 %547, 32
  %549 = sub i64 %548, %546
  %550 = add i64 %549, 0
  %551 = getelementptr i8, ptr addrspace(3) %544, i64 %550
  %552 = load <4 x i32>, ptr addrspace(3) %551, align 16
  %553 = extractelement <4 x i32> %552, i32 0
  %554 = extractelement <4 x i32> %552, i32 1
  %555 = extractelement <4 x i32> %552, i32 2
  %556 = extractelement <4 x i32> %552, i32 3
  %557 = add i64 %549, 16
  %558 = getelementptr i8, ptr addrspace(3) %544, i64 %557
  %559 = load <4 x i32>, ptr addrspace(3) %558, align 16
  %560 = extractelement <4 x i32> %559, i32 0
  %561 = extractelement <4 x i32> %559, i32 1
  %562 = extractelement <4 x i32> %559, i32 2
  %563 = extractelement <4 x i32> %559, i32 3
  %564 = getelementptr i8, ptr addrspace(3) %544, i64 1024
  %565 = lshr i64 %549, 5
  %566 = mul i64 %565, 4
  %567 = getelementptr i8, ptr addrspace(3) %564, i64 %566
  %568 = load float, ptr addrspace(3) %567, align 4
  %569 = load float, ptr addrspace(5) %v2, align 4
  %570 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %387, i1 true, i32 %553, i32 0, i1 false)
  %571 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %388, i1 true, i32 %554, i32 %570, i1 false)
  %572 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %389, i1 true, i32 %555, i32 %571, i1 false)
  %573 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %390, i1 true, i32 %556, i32 %572, i1 false)
  %574 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %391, i1 true, i32 %560, i32 %573, i1 false)
  %575 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %392, i1 true, i32 %561, i32 %574, i1 false)
  %576 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %393, i1 true, i32 %562, i32 %575, i1 false)
  %577 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %394, i1 true, i32 %563, i32 %576, i1 false)
  %578 = trunc i32 %386 to i16
  %579 = bitcast i16 %578 to half
  %580 = fpext half %579 to float
  %581 = fmul float %580, %568
  %582 = sitofp i32 %577 to float
  %583 = call float @llvm.fma.f32(float %581, float %582, float %569)
  store float %583, ptr addrspace(5) %v2, align 4
  %584 = load float, ptr addrspace(5) %v3, align 4
  %585 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %396, i1 true, i32 %553, i32 0, i1 false)
  %586 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %397, i1 true, i32 %554, i32 %585, i1 false)
  %587 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %398, i1 true, i32 %555, i32 %586, i1 false)
  %588 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %399, i1 true, i32 %556, i32 %587, i1 false)
  %589 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %400, i1 true, i32 %560, i32 %588, i1 false)
  %590 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %401, i1 true, i32 %561, i32 %589, i1 false)
  %591 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %402, i1 true, i32 %562, i32 %590, i1 false)
  %592 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %403, i1 true, i32 %563, i32 %591, i1 false)
  %593 = trunc i32 %395 to i16
  %594 = bitcast i16 %593 to half
  %595 = fpext half %594 to float
  %596 = fmul float %595, %568
  %597 = sitofp i32 %592 to float
  %598 = call float @llvm.fma.f32(float %596, float %597, float %584)
  store float %598, ptr addrspace(5) %v3, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %body32
  %599 = add i32 %350, 1
  %600 = and i32 %599, 1
  %601 = sext i32 %600 to i64
  %602 = mul i64 %601, 1152
  %603 = getelementptr i8, ptr addrspace(3) @lds1, i64 %602
  %604 = getelementptr i8, ptr addrspace(3) %603, i64 1024
  %605 = call i32 @llvm.amdgcn.workitem.id.x()
  %606 = bitcast float %365 to i32
  %607 = and i32 %606, 2147483647
  %608 = bitcast float %366 to i32
  %609 = and i32 %608, 2147483647
  %610 = bitcast float %367 to i32
  %611 = and i32 %610, 2147483647
  %612 = bitcast float %368 to i32
  %613 = and i32 %612, 2147483647
  %614 = icmp ugt i32 %607, %609
  %615 = select i1 %614, i32 %607, i32 %609
  %616 = icmp ugt i32 %611, %613
  %617 = select i1 %616, i32 %611, i32 %613
  %618 = icmp ugt i32 %615, %617
  %619 = select i1 %618, i32 %615, i32 %617
  %620 = call i32 @llvm.amdgcn.workitem.id.x()
  %621 = and i32 %620, 31
  %622 = xor i32 %621, 1
  %623 = shl i32 %622, 2
  %624 = call i32 @llvm.amdgcn.ds.bpermute(i32 %623, i32 %619)
  %625 = icmp ugt i32 %619, %624
  %626 = select i1 %625, i32 %619, i32 %624
  %627 = call i32 @llvm.amdgcn.workitem.id.x()
  %628 = and i32 %627, 31
  %629 = xor i32 %628, 2
  %630 = shl i32 %629, 2
  %631 = call i32 @llvm.amdgcn.ds.bpermute(i32 %630, i32 %626)
  %632 = icmp ugt i32 %626, %631
  %633 = select i1 %632, i32 %626, i32 %631
  %634 = call i32 @llvm.amdgcn.workitem.id.x()
  %635 = and i32 %634, 31
  %636 = xor i32 %635, 4
  %637 = shl i32 %636, 2
  %638 = call i32 @llvm.amdgcn.ds.bpermute(i32 %637, i32 %633)
  %639 = icmp ugt i32 %633, %638
  %640 = select i1 %639, i32 %633, i32 %638
  %641 = and i32 %640, 2147483647
  %642 = icmp ult i32 %641, 2139095040
  %643 = bitcast i32 %640 to float
  %644 = fdiv float 1.270000e+02, %643
  %645 = bitcast float %644 to i32
  %646 = and i32 %645, 2147483647
  %647 = icmp ult i32 %646, 2139095040
  %648 = select i1 %647, float %644, float 0.000000e+00
  %649 = fmul float %365, %648
  %650 = fadd float %649, 0x4168000000000000
  %651 = bitcast float %650 to i32
  %652 = fmul float %366, %648
  %653 = fadd float %652, 0x4168000000000000
  %654 = bitcast float %653 to i32
  %655 = fmul float %367, %648
  %656 = fadd float %655, 0x4168000000000000
  %657 = bitcast float %656 to i32
  %658 = fmul float %368, %648
  %659 = fadd float %658, 0x4168000000000000
  %660 = bitcast float %659 to i32
  %661 = bitcast i32 %651 to <4 x i8>
  %662 = bitcast i32 %654 to <4 x i8>
  %663 = shufflevector <4 x i8> %661, <4 x i8> %662, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %664 = bitcast <4 x i8> %663 to i32
  %665 = bitcast i32 %657 to <4 x i8>
  %666 = bitcast i32 %660 to <4 x i8>
  %667 = shufflevector <4 x i8> %665, <4 x i8> %666, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %668 = bitcast <4 x i8> %667 to i32
  %669 = bitcast i32 %664 to <4 x i8>
  %670 = bitcast i32 %668 to <4 x i8>
  %671 = shufflevector <4 x i8> %669, <4 x i8> %670, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %672 = bitcast <4 x i8> %671 to i32
  %673 = add i32 %605, 0
  %674 = sext i32 %673 to i64
  %675 = mul i64 %674, 4
  %676 = icmp slt i64 %675, 1024
  br i1 %676, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %677 = lshr i64 %675, 2
  %678 = mul i64 %677, 4
  %679 = getelementptr i8, ptr addrspace(3) %603, i64 %678
  store i32 %672, ptr addrspace(3) %679, align 4
  %680 = and i64 %675, 31
  %681 = icmp eq i64 %680, 0
  br i1 %681, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif35
  %682 = bitcast float %380 to i32
  %683 = and i32 %682, 2147483647
  %684 = bitcast float %381 to i32
  %685 = and i32 %684, 2147483647
  %686 = bitcast float %382 to i32
  %687 = and i32 %686, 2147483647
  %688 = bitcast float %383 to i32
  %689 = and i32 %688, 2147483647
  %690 = icmp ugt i32 %683, %685
  %691 = select i1 %690, i32 %683, i32 %685
  %692 = icmp ugt i32 %687, %689
  %693 = select i1 %692, i32 %687, i32 %689
  %694 = icmp ugt i32 %691, %693
  %695 = select i1 %694, i32 %691, i32 %693
  %696 = call i32 @llvm.amdgcn.workitem.id.x()
  %697 = and i32 %696, 31
  %698 = xor i32 %697, 1
  %699 = shl i32 %698, 2
  %700 = call i32 @llvm.amdgcn.ds.bpermute(i32 %699, i32 %695)
  %701 = icmp ugt i32 %695, %700
  %702 = select i1 %701, i32 %695, i32 %700
  %703 = call i32 @llvm.amdgcn.workitem.id.x()
  %704 = and i32 %703, 31
  %705 = xor i32 %704, 2
  %706 = shl i32 %705, 2
  %707 = call i32 @llvm.amdgcn.ds.bpermute(i32 %706, i32 %702)
  %708 = icmp ugt i32 %702, %707
  %709 = select i1 %708, i32 %702, i32 %707
  %710 = call i32 @llvm.amdgcn.workitem.id.x()
  %711 = and i32 %710, 31
  %712 = xor i32 %711, 4
  %713 = shl i32 %712, 2
  %714 = call i32 @llvm.amdgcn.ds.bpermute(i32 %713, i32 %709)
  %715 = icmp ugt i32 %709, %714
  %716 = select i1 %715, i32 %709, i32 %714
  %717 = and i32 %716, 2147483647
  %718 = icmp ult i32 %717, 2139095040
  %719 = bitcast i32 %716 to float
  %720 = fdiv float 1.270000e+02, %719
  %721 = bitcast float %720 to i32
  %722 = and i32 %721, 2147483647
  %723 = icmp ult i32 %722, 2139095040
  %724 = select i1 %723, float %720, float 0.000000e+00
  %725 = fmul float %380, %724
  %726 = fadd float %725, 0x4168000000000000
  %727 = bitcast float %726 to i32
  %728 = fmul float %381, %724
  %729 = fadd float %728, 0x4168000000000000
  %730 = bitcast float %729 to i32
  %731 = fmul float %382, %724
  %732 = fadd float %731, 0x4168000000000000
  %733 = bitcast float %732 to i32
  %734 = fmul float %383, %724
  %735 = fadd float %734, 0x4168000000000000
  %736 = bitcast float %735 to i32
  %737 = bitcast i32 %727 to <4 x i8>
  %738 = bitcast i32 %730 to <4 x i8>
  %739 = shufflevector <4 x i8> %737, <4 x i8> %738, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %740 = bitcast <4 x i8> %739 to i32
  %741 = bitcast i32 %733 to <4 x i8>
  %742 = bitcast i32 %736 to <4 x i8>
  %743 = shufflevector <4 x i8> %741, <4 x i8> %742, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %744 = bitcast <4 x i8> %743 to i32
  %745 = bitcast i32 %740 to <4 x i8>
  %746 = bitcast i32 %744 to <4 x i8>
  %747 = shufflevector <4 x i8> %745, <4 x i8> %746, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %748 = bitcast <4 x i8> %747 to i32
  %749 = add i32 %605, 128
  %750 = sext i32 %749 to i64
  %751 = mul i64 %750, 4
  %752 = icmp slt i64 %751, 1024
  br i1 %752, label %then40, label %endif41

then38:                                           ; preds = %then36
  %753 = fmul float %643, 0x3F80204080000000
  %754 = select i1 %642, float %753, float 0x7FF8000000000000
  %755 = lshr i64 %675, 5
  %756 = mul i64 %755, 4
  %757 = getelementptr i8, ptr addrspace(3) %604, i64 %756
  store float %754, ptr addrspace(3) %757, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

then40:                                           ; preds = %endif37
  %758 = lshr i64 %751, 2
  %759 = mul i64 %758, 4
  %760 = getelementptr i8, ptr addrspace(3) %603, i64 %759
  store i32 %748, ptr addrspace(3) %760, align 4
  %761 = and i64 %751, 31
  %762 = icmp eq i64 %761, 0
  br i1 %762, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif37
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %763 = load i32, ptr addrspace(5) %v30, align 4
  %764 = add i32 %763, 1
  store i32 %764, ptr addrspace(5) %v30, align 4
  br label %loop31

then42:                                           ; preds = %then40
  %765 = fmul float %719, 0x3F80204080000000
  %766 = select i1 %718, float %765, float 0x7FF8000000000000
  %767 = lshr i64 %751, 5
  %768 = mul i64 %767, 4
  %769 = getelementptr i8, ptr addrspace(3) %604, i64 %768
  store float %766, ptr addrspace(3) %769, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

then44:                                           ; preds = %done33
  %770 = load float, ptr addrspace(5) %v1, align 4
  %771 = add i32 %41, %32
  %772 = icmp slt i32 %771, %4
  br i1 %772, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %done33
  %773 = load i32, ptr addrspace(5) %v, align 4
  %774 = add i32 %773, 4
  store i32 %774, ptr addrspace(5) %v, align 4
  br label %loop

then46:                                           ; preds = %then44
  %775 = add i32 %23, %771
  %776 = sext i32 %775 to i64
  %777 = mul i64 %776, 4
  %778 = getelementptr i8, ptr addrspace(1) %0, i64 %777
  store float %770, ptr addrspace(1) %778, align 4
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
