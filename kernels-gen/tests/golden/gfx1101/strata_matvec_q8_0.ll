; ModuleID = 'strata_matvec_q8_0'
source_filename = "strata_matvec_q8_0"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v28 = alloca i32, align 4, addrspace(5)
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
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %9, 8
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 4
  %14 = and i32 %12, 15
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif43, %entry
  %16 = load i32, ptr addrspace(5) %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr addrspace(5) %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 2
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %24 = call i32 @llvm.amdgcn.workitem.id.x()
  %25 = and i32 %24, 31
  %26 = sext i32 %4 to i64
  %27 = udiv i64 %26, 32
  %28 = mul i64 %27, 34
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
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %42 = udiv i32 %4, 32
  %43 = mul i32 %20, 32
  %44 = add i32 %25, %43
  %45 = call i32 @llvm.amdgcn.workitem.id.x()
  %46 = sext i32 %4 to i64
  %47 = sub i32 %42, 1
  %48 = icmp sgt i32 %44, %47
  %49 = select i1 %48, i32 %47, i32 %44
  %50 = sext i32 %49 to i64
  %51 = mul i64 %50, 34
  %52 = add i64 %51, 0
  %53 = getelementptr i8, ptr addrspace(1) %35, i64 %52
  %54 = getelementptr i8, ptr addrspace(1) %53, i64 0
  %55 = load i16, ptr addrspace(1) %54, align 2
  %56 = zext i16 %55 to i32
  %57 = getelementptr i8, ptr addrspace(1) %53, i64 2
  %58 = ptrtoint ptr addrspace(1) %57 to i64
  %59 = and i64 %58, 3
  %60 = sub i64 0, %59
  %61 = getelementptr i8, ptr addrspace(1) %57, i64 %60
  %62 = shl i64 %59, 3
  %63 = trunc i64 %62 to i32
  %64 = getelementptr i8, ptr addrspace(1) %61, i64 0
  %65 = load i32, ptr addrspace(1) %64, align 4
  %66 = getelementptr i8, ptr addrspace(1) %61, i64 4
  %67 = load i32, ptr addrspace(1) %66, align 4
  %68 = getelementptr i8, ptr addrspace(1) %61, i64 8
  %69 = load i32, ptr addrspace(1) %68, align 4
  %70 = getelementptr i8, ptr addrspace(1) %61, i64 12
  %71 = load i32, ptr addrspace(1) %70, align 4
  %72 = getelementptr i8, ptr addrspace(1) %61, i64 16
  %73 = load i32, ptr addrspace(1) %72, align 4
  %74 = getelementptr i8, ptr addrspace(1) %61, i64 20
  %75 = load i32, ptr addrspace(1) %74, align 4
  %76 = getelementptr i8, ptr addrspace(1) %61, i64 24
  %77 = load i32, ptr addrspace(1) %76, align 4
  %78 = getelementptr i8, ptr addrspace(1) %61, i64 28
  %79 = load i32, ptr addrspace(1) %78, align 4
  %80 = shl i64 %59, 1
  %81 = add i64 28, %80
  %82 = getelementptr i8, ptr addrspace(1) %61, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4
  %84 = call i32 @llvm.fshr.i32(i32 %67, i32 %65, i32 %63)
  %85 = call i32 @llvm.fshr.i32(i32 %69, i32 %67, i32 %63)
  %86 = call i32 @llvm.fshr.i32(i32 %71, i32 %69, i32 %63)
  %87 = call i32 @llvm.fshr.i32(i32 %73, i32 %71, i32 %63)
  %88 = call i32 @llvm.fshr.i32(i32 %75, i32 %73, i32 %63)
  %89 = call i32 @llvm.fshr.i32(i32 %77, i32 %75, i32 %63)
  %90 = call i32 @llvm.fshr.i32(i32 %79, i32 %77, i32 %63)
  %91 = call i32 @llvm.fshr.i32(i32 %83, i32 %79, i32 %63)
  store i32 %56, ptr addrspace(5) %v4, align 4
  store i32 %84, ptr addrspace(5) %v5, align 4
  store i32 %85, ptr addrspace(5) %v6, align 4
  store i32 %86, ptr addrspace(5) %v7, align 4
  store i32 %87, ptr addrspace(5) %v8, align 4
  store i32 %88, ptr addrspace(5) %v9, align 4
  store i32 %89, ptr addrspace(5) %v10, align 4
  store i32 %90, ptr addrspace(5) %v11, align 4
  store i32 %91, ptr addrspace(5) %v12, align 4
  %92 = sext i32 %49 to i64
  %93 = mul i64 %92, 34
  %94 = add i64 %93, 0
  %95 = getelementptr i8, ptr addrspace(1) %41, i64 %94
  %96 = getelementptr i8, ptr addrspace(1) %95, i64 0
  %97 = load i16, ptr addrspace(1) %96, align 2
  %98 = zext i16 %97 to i32
  %99 = getelementptr i8, ptr addrspace(1) %95, i64 2
  %100 = ptrtoint ptr addrspace(1) %99 to i64
  %101 = and i64 %100, 3
  %102 = sub i64 0, %101
  %103 = getelementptr i8, ptr addrspace(1) %99, i64 %102
  %104 = shl i64 %101, 3
  %105 = trunc i64 %104 to i32
  %106 = getelementptr i8, ptr addrspace(1) %103, i64 0
  %107 = load i32, ptr addrspace(1) %106, align 4
  %108 = getelementptr i8, ptr addrspace(1) %103, i64 4
  %109 = load i32, ptr addrspace(1) %108, align 4
  %110 = getelementptr i8, ptr addrspace(1) %103, i64 8
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = getelementptr i8, ptr addrspace(1) %103, i64 12
  %113 = load i32, ptr addrspace(1) %112, align 4
  %114 = getelementptr i8, ptr addrspace(1) %103, i64 16
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = getelementptr i8, ptr addrspace(1) %103, i64 20
  %117 = load i32, ptr addrspace(1) %116, align 4
  %118 = getelementptr i8, ptr addrspace(1) %103, i64 24
  %119 = load i32, ptr addrspace(1) %118, align 4
  %120 = getelementptr i8, ptr addrspace(1) %103, i64 28
  %121 = load i32, ptr addrspace(1) %120, align 4
  %122 = shl i64 %101, 1
  %123 = add i64 28, %122
  %124 = getelementptr i8, ptr addrspace(1) %103, i64 %123
  %125 = load i32, ptr addrspace(1) %124, align 4
  %126 = call i32 @llvm.fshr.i32(i32 %109, i32 %107, i32 %105)
  %127 = call i32 @llvm.fshr.i32(i32 %111, i32 %109, i32 %105)
  %128 = call i32 @llvm.fshr.i32(i32 %113, i32 %111, i32 %105)
  %129 = call i32 @llvm.fshr.i32(i32 %115, i32 %113, i32 %105)
  %130 = call i32 @llvm.fshr.i32(i32 %117, i32 %115, i32 %105)
  %131 = call i32 @llvm.fshr.i32(i32 %119, i32 %117, i32 %105)
  %132 = call i32 @llvm.fshr.i32(i32 %121, i32 %119, i32 %105)
  %133 = call i32 @llvm.fshr.i32(i32 %125, i32 %121, i32 %105)
  store i32 %98, ptr addrspace(5) %v13, align 4
  store i32 %126, ptr addrspace(5) %v14, align 4
  store i32 %127, ptr addrspace(5) %v15, align 4
  store i32 %128, ptr addrspace(5) %v16, align 4
  store i32 %129, ptr addrspace(5) %v17, align 4
  store i32 %130, ptr addrspace(5) %v18, align 4
  store i32 %131, ptr addrspace(5) %v19, align 4
  store i32 %132, ptr addrspace(5) %v20, align 4
  store i32 %133, ptr addrspace(5) %v21, align 4
  %134 = add i32 %45, 0
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = add i64 0, %136
  %138 = icmp slt i64 %137, %46
  %139 = icmp slt i64 %136, 1024
  %140 = and i1 %138, %139
  %141 = select i1 %140, i64 %137, i64 0
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %2, i64 %142
  %144 = load <4 x float>, ptr addrspace(1) %143, align 16
  %145 = extractelement <4 x float> %144, i32 0
  %146 = extractelement <4 x float> %144, i32 1
  %147 = extractelement <4 x float> %144, i32 2
  %148 = extractelement <4 x float> %144, i32 3
  %149 = add i32 %45, 128
  %150 = sext i32 %149 to i64
  %151 = mul i64 %150, 4
  %152 = add i64 0, %151
  %153 = icmp slt i64 %152, %46
  %154 = icmp slt i64 %151, 1024
  %155 = and i1 %153, %154
  %156 = select i1 %155, i64 %152, i64 0
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %2, i64 %157
  %159 = load <4 x float>, ptr addrspace(1) %158, align 16
  %160 = extractelement <4 x float> %159, i32 0
  %161 = extractelement <4 x float> %159, i32 1
  %162 = extractelement <4 x float> %159, i32 2
  %163 = extractelement <4 x float> %159, i32 3
  %164 = call i32 @llvm.amdgcn.workitem.id.x()
  %165 = bitcast float %145 to i32
  %166 = and i32 %165, 2147483647
  %167 = bitcast float %146 to i32
  %168 = and i32 %167, 2147483647
  %169 = bitcast float %147 to i32
  %170 = and i32 %169, 2147483647
  %171 = bitcast float %148 to i32
  %172 = and i32 %171, 2147483647
  %173 = icmp ugt i32 %166, %168
  %174 = select i1 %173, i32 %166, i32 %168
  %175 = icmp ugt i32 %170, %172
  %176 = select i1 %175, i32 %170, i32 %172
  %177 = icmp ugt i32 %174, %176
  %178 = select i1 %177, i32 %174, i32 %176
  %179 = call i32 @llvm.amdgcn.workitem.id.x()
  %180 = and i32 %179, 31
  %181 = xor i32 %180, 1
  %182 = shl i32 %181, 2
  %183 = call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %178)
  %184 = icmp ugt i32 %178, %183
  %185 = select i1 %184, i32 %178, i32 %183
  %186 = call i32 @llvm.amdgcn.workitem.id.x()
  %187 = and i32 %186, 31
  %188 = xor i32 %187, 2
  %189 = shl i32 %188, 2
  %190 = call i32 @llvm.amdgcn.ds.bpermute(i32 %189, i32 %185)
  %191 = icmp ugt i32 %185, %190
  %192 = select i1 %191, i32 %185, i32 %190
  %193 = call i32 @llvm.amdgcn.workitem.id.x()
  %194 = and i32 %193, 31
  %195 = xor i32 %194, 4
  %196 = shl i32 %195, 2
  %197 = call i32 @llvm.amdgcn.ds.bpermute(i32 %196, i32 %192)
  %198 = icmp ugt i32 %192, %197
  %199 = select i1 %198, i32 %192, i32 %197
  %200 = and i32 %199, 2147483647
  %201 = icmp ult i32 %200, 2139095040
  %202 = bitcast i32 %199 to float
  %203 = fdiv float 1.270000e+02, %202
  %204 = bitcast float %203 to i32
  %205 = and i32 %204, 2147483647
  %206 = icmp ult i32 %205, 2139095040
  %207 = select i1 %206, float %203, float 0.000000e+00
  %208 = fmul float %145, %207
  %209 = fadd float %208, 0x4168000000000000
  %210 = bitcast float %209 to i32
  %211 = fmul float %146, %207
  %212 = fadd float %211, 0x4168000000000000
  %213 = bitcast float %212 to i32
  %214 = fmul float %147, %207
  %215 = fadd float %214, 0x4168000000000000
  %216 = bitcast float %215 to i32
  %217 = fmul float %148, %207
  %218 = fadd float %217, 0x4168000000000000
  %219 = bitcast float %218 to i32
  %220 = bitcast i32 %210 to <4 x i8>
  %221 = bitcast i32 %213 to <4 x i8>
  %222 = shufflevector <4 x i8> %220, <4 x i8> %221, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %223 = bitcast <4 x i8> %222 to i32
  %224 = bitcast i32 %216 to <4 x i8>
  %225 = bitcast i32 %219 to <4 x i8>
  %226 = shufflevector <4 x i8> %224, <4 x i8> %225, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %227 = bitcast <4 x i8> %226 to i32
  %228 = bitcast i32 %223 to <4 x i8>
  %229 = bitcast i32 %227 to <4 x i8>
  %230 = shufflevector <4 x i8> %228, <4 x i8> %229, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %231 = bitcast <4 x i8> %230 to i32
  %232 = add i32 %164, 0
  %233 = sext i32 %232 to i64
  %234 = mul i64 %233, 4
  %235 = icmp slt i64 %234, 1024
  br i1 %235, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %236 = lshr i64 %234, 2
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(3) @lds1, i64 %237
  store i32 %231, ptr addrspace(3) %238, align 4
  %239 = and i64 %234, 31
  %240 = icmp eq i64 %239, 0
  br i1 %240, label %then22, label %endif23

endif:                                            ; preds = %endif23, %body
  %241 = bitcast float %160 to i32
  %242 = and i32 %241, 2147483647
  %243 = bitcast float %161 to i32
  %244 = and i32 %243, 2147483647
  %245 = bitcast float %162 to i32
  %246 = and i32 %245, 2147483647
  %247 = bitcast float %163 to i32
  %248 = and i32 %247, 2147483647
  %249 = icmp ugt i32 %242, %244
  %250 = select i1 %249, i32 %242, i32 %244
  %251 = icmp ugt i32 %246, %248
  %252 = select i1 %251, i32 %246, i32 %248
  %253 = icmp ugt i32 %250, %252
  %254 = select i1 %253, i32 %250, i32 %252
  %255 = call i32 @llvm.amdgcn.workitem.id.x()
  %256 = and i32 %255, 31
  %257 = xor i32 %256, 1
  %258 = shl i32 %257, 2
  %259 = call i32 @llvm.amdgcn.ds.bpermute(i32 %258, i32 %254)
  %260 = icmp ugt i32 %254, %259
  %261 = select i1 %260, i32 %254, i32 %259
  %262 = call i32 @llvm.amdgcn.workitem.id.x()
  %263 = and i32 %262, 31
  %264 = xor i32 %263, 2
  %265 = shl i32 %264, 2
  %266 = call i32 @llvm.amdgcn.ds.bpermute(i32 %265, i32 %261)
  %267 = icmp ugt i32 %261, %266
  %268 = select i1 %267, i32 %261, i32 %266
  %269 = call i32 @llvm.amdgcn.workitem.id.x()
  %270 = and i32 %269, 31
  %271 = xor i32 %270, 4
  %272 = shl i32 %271, 2
  %273 = call i32 @llvm.amdgcn.ds.bpermute(i32 %272, i32 %268)
  %274 = icmp ugt i32 %268, %273
  %275 = select i1 %274, i32 %268, i32 %273
  %276 = and i32 %275, 2147483647
  %277 = icmp ult i32 %276, 2139095040
  %278 = bitcast i32 %275 to float
  %279 = fdiv float 1.270000e+02, %278
  %280 = bitcast float %279 to i32
  %281 = and i32 %280, 2147483647
  %282 = icmp ult i32 %281, 2139095040
  %283 = select i1 %282, float %279, float 0.000000e+00
  %284 = fmul float %160, %283
  %285 = fadd float %284, 0x4168000000000000
  %286 = bitcast float %285 to i32
  %287 = fmul float %161, %283
  %288 = fadd float %287, 0x4168000000000000
  %289 = bitcast float %288 to i32
  %290 = fmul float %162, %283
  %291 = fadd float %290, 0x4168000000000000
  %292 = bitcast float %291 to i32
  %293 = fmul float %163, %283
  %294 = fadd float %293, 0x4168000000000000
  %295 = bitcast float %294 to i32
  %296 = bitcast i32 %286 to <4 x i8>
  %297 = bitcast i32 %289 to <4 x i8>
  %298 = shufflevector <4 x i8> %296, <4 x i8> %297, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %299 = bitcast <4 x i8> %298 to i32
  %300 = bitcast i32 %292 to <4 x i8>
  %301 = bitcast i32 %295 to <4 x i8>
  %302 = shufflevector <4 x i8> %300, <4 x i8> %301, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %303 = bitcast <4 x i8> %302 to i32
  %304 = bitcast i32 %299 to <4 x i8>
  %305 = bitcast i32 %303 to <4 x i8>
  %306 = shufflevector <4 x i8> %304, <4 x i8> %305, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %307 = bitcast <4 x i8> %306 to i32
  %308 = add i32 %164, 128
  %309 = sext i32 %308 to i64
  %310 = mul i64 %309, 4
  %311 = icmp slt i64 %310, 1024
  br i1 %311, label %then24, label %endif25

then22:                                           ; preds = %then
  %312 = fmul float %202, 0x3F80204080000000
  %313 = select i1 %201, float %312, float 0x7FF8000000000000
  %314 = lshr i64 %234, 5
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %315
  store float %313, ptr addrspace(3) %316, align 4
  br label %endif23

endif23:                                          ; preds = %then22, %then
  br label %endif

then24:                                           ; preds = %endif
  %317 = lshr i64 %310, 2
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(3) @lds1, i64 %318
  store i32 %307, ptr addrspace(3) %319, align 4
  %320 = and i64 %310, 31
  %321 = icmp eq i64 %320, 0
  br i1 %321, label %then26, label %endif27

endif25:                                          ; preds = %endif27, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %322 = add i32 %42, 31
  %323 = udiv i32 %322, 32
  store i32 0, ptr addrspace(5) %v28, align 4
  br label %loop29

then26:                                           ; preds = %then24
  %324 = fmul float %278, 0x3F80204080000000
  %325 = select i1 %277, float %324, float 0x7FF8000000000000
  %326 = lshr i64 %310, 5
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %327
  store float %325, ptr addrspace(3) %328, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %then24
  br label %endif25

loop29:                                           ; preds = %endif39, %endif25
  %329 = load i32, ptr addrspace(5) %v28, align 4
  %330 = icmp slt i32 %329, %323
  br i1 %330, label %body30, label %done31

body30:                                           ; preds = %loop29
  %331 = load i32, ptr addrspace(5) %v28, align 4
  %332 = add i32 %331, 1
  %333 = sext i32 %332 to i64
  %334 = mul i64 %333, 1024
  %335 = add i32 %45, 0
  %336 = sext i32 %335 to i64
  %337 = mul i64 %336, 4
  %338 = add i64 %334, %337
  %339 = icmp slt i64 %338, %46
  %340 = icmp slt i64 %337, 1024
  %341 = and i1 %339, %340
  %342 = select i1 %341, i64 %338, i64 0
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %2, i64 %343
  %345 = load <4 x float>, ptr addrspace(1) %344, align 16
  %346 = extractelement <4 x float> %345, i32 0
  %347 = extractelement <4 x float> %345, i32 1
  %348 = extractelement <4 x float> %345, i32 2
  %349 = extractelement <4 x float> %345, i32 3
  %350 = add i32 %45, 128
  %351 = sext i32 %350 to i64
  %352 = mul i64 %351, 4
  %353 = add i64 %334, %352
  %354 = icmp slt i64 %353, %46
  %355 = icmp slt i64 %352, 1024
  %356 = and i1 %354, %355
  %357 = select i1 %356, i64 %353, i64 0
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %2, i64 %358
  %360 = load <4 x float>, ptr addrspace(1) %359, align 16
  %361 = extractelement <4 x float> %360, i32 0
  %362 = extractelement <4 x float> %360, i32 1
  %363 = extractelement <4 x float> %360, i32 2
  %364 = extractelement <4 x float> %360, i32 3
  %365 = mul i32 %331, 32
  %366 = add i32 %44, %365
  %367 = load i32, ptr addrspace(5) %v4, align 4
  %368 = load i32, ptr addrspace(5) %v5, align 4
  %369 = load i32, ptr addrspace(5) %v6, align 4
  %370 = load i32, ptr addrspace(5) %v7, align 4
  %371 = load i32, ptr addrspace(5) %v8, align 4
  %372 = load i32, ptr addrspace(5) %v9, align 4
  %373 = load i32, ptr addrspace(5) %v10, align 4
  %374 = load i32, ptr addrspace(5) %v11, align 4
  %375 = load i32, ptr addrspace(5) %v12, align 4
  %376 = load i32, ptr addrspace(5) %v13, align 4
  %377 = load i32, ptr addrspace(5) %v14, align 4
  %378 = load i32, ptr addrspace(5) %v15, align 4
  %379 = load i32, ptr addrspace(5) %v16, align 4
  %380 = load i32, ptr addrspace(5) %v17, align 4
  %381 = load i32, ptr addrspace(5) %v18, align 4
  %382 = load i32, ptr addrspace(5) %v19, align 4
  %383 = load i32, ptr addrspace(5) %v20, align 4
  %384 = load i32, ptr addrspace(5) %v21, align 4
  %385 = add i32 %366, 32
  %386 = icmp sgt i32 %385, %47
  %387 = select i1 %386, i32 %47, i32 %385
  %388 = sext i32 %387 to i64
  %389 = mul i64 %388, 34
  %390 = add i64 %389, 0
  %391 = getelementptr i8, ptr addrspace(1) %35, i64 %390
  %392 = getelementptr i8, ptr addrspace(1) %391, i64 0
  %393 = load i16, ptr addrspace(1) %392, align 2
  %394 = zext i16 %393 to i32
  %395 = getelementptr i8, ptr addrspace(1) %391, i64 2
  %396 = ptrtoint ptr addrspace(1) %395 to i64
  %397 = and i64 %396, 3
  %398 = sub i64 0, %397
  %399 = getelementptr i8, ptr addrspace(1) %395, i64 %398
  %400 = shl i64 %397, 3
  %401 = trunc i64 %400 to i32
  %402 = getelementptr i8, ptr addrspace(1) %399, i64 0
  %403 = load i32, ptr addrspace(1) %402, align 4
  %404 = getelementptr i8, ptr addrspace(1) %399, i64 4
  %405 = load i32, ptr addrspace(1) %404, align 4
  %406 = getelementptr i8, ptr addrspace(1) %399, i64 8
  %407 = load i32, ptr addrspace(1) %406, align 4
  %408 = getelementptr i8, ptr addrspace(1) %399, i64 12
  %409 = load i32, ptr addrspace(1) %408, align 4
  %410 = getelementptr i8, ptr addrspace(1) %399, i64 16
  %411 = load i32, ptr addrspace(1) %410, align 4
  %412 = getelementptr i8, ptr addrspace(1) %399, i64 20
  %413 = load i32, ptr addrspace(1) %412, align 4
  %414 = getelementptr i8, ptr addrspace(1) %399, i64 24
  %415 = load i32, ptr addrspace(1) %414, align 4
  %416 = getelementptr i8, ptr addrspace(1) %399, i64 28
  %417 = load i32, ptr addrspace(1) %416, align 4
  %418 = shl i64 %397, 1
  %419 = add i64 28, %418
  %420 = getelementptr i8, ptr addrspace(1) %399, i64 %419
  %421 = load i32, ptr addrspace(1) %420, align 4
  %422 = call i32 @llvm.fshr.i32(i32 %405, i32 %403, i32 %401)
  %423 = call i32 @llvm.fshr.i32(i32 %407, i32 %405, i32 %401)
  %424 = call i32 @llvm.fshr.i32(i32 %409, i32 %407, i32 %401)
  %425 = call i32 @llvm.fshr.i32(i32 %411, i32 %409, i32 %401)
  %426 = call i32 @llvm.fshr.i32(i32 %413, i32 %411, i32 %401)
  %427 = call i32 @llvm.fshr.i32(i32 %415, i32 %413, i32 %401)
  %428 = call i32 @llvm.fshr.i32(i32 %417, i32 %415, i32 %401)
  %429 = call i32 @llvm.fshr.i32(i32 %421, i32 %417, i32 %401)
  store i32 %394, ptr addrspace(5) %v4, align 4
  store i32 %422, ptr addrspace(5) %v5, align 4
  store i32 %423, ptr addrspace(5) %v6, align 4
  store i32 %424, ptr addrspace(5) %v7, align 4
  store i32 %425, ptr addrspace(5) %v8, align 4
  store i32 %426, ptr addrspace(5) %v9, align 4
  store i32 %427, ptr addrspace(5) %v10, align 4
  store i32 %428, ptr addrspace(5) %v11, align 4
  store i32 %429, ptr addrspace(5) %v12, align 4
  %430 = sext i32 %387 to i64
  %431 = mul i64 %430, 34
  %432 = add i64 %431, 0
  %433 = getelementptr i8, ptr addrspace(1) %41, i64 %432
  %434 = getelementptr i8, ptr addrspace(1) %433, i64 0
  %435 = load i16, ptr addrspace(1) %434, align 2
  %436 = zext i16 %435 to i32
  %437 = getelementptr i8, ptr addrspace(1) %433, i64 2
  %438 = ptrtoint ptr addrspace(1) %437 to i64
  %439 = and i64 %438, 3
  %440 = sub i64 0, %439
  %441 = getelementptr i8, ptr addrspace(1) %437, i64 %440
  %442 = shl i64 %439, 3
  %443 = trunc i64 %442 to i32
  %444 = getelementptr i8, ptr addrspace(1) %441, i64 0
  %445 = load i32, ptr addrspace(1) %444, align 4
  %446 = getelementptr i8, ptr addrspace(1) %441, i64 4
  %447 = load i32, ptr addrspace(1) %446, align 4
  %448 = getelementptr i8, ptr addrspace(1) %441, i64 8
  %449 = load i32, ptr addrspace(1) %448, align 4
  %450 = getelementptr i8, ptr addrspace(1) %441, i64 12
  %451 = load i32, ptr addrspace(1) %450, align 4
  %452 = getelementptr i8, ptr addrspace(1) %441, i64 16
  %453 = load i32, ptr addrspace(1) %452, align 4
  %454 = getelementptr i8, ptr addrspace(1) %441, i64 20
  %455 = load i32, ptr addrspace(1) %454, align 4
  %456 = getelementptr i8, ptr addrspace(1) %441, i64 24
  %457 = load i32, ptr addrspace(1) %456, align 4
  %458 = getelementptr i8, ptr addrspace(1) %441, i64 28
  %459 = load i32, ptr addrspace(1) %458, align 4
  %460 = shl i64 %439, 1
  %461 = add i64 28, %460
  %462 = getelementptr i8, ptr addrspace(1) %441, i64 %461
  %463 = load i32, ptr addrspace(1) %462, align 4
  %464 = call i32 @llvm.fshr.i32(i32 %447, i32 %445, i32 %443)
  %465 = call i32 @llvm.fshr.i32(i32 %449, i32 %447, i32 %443)
  %466 = call i32 @llvm.fshr.i32(i32 %451, i32 %449, i32 %443)
  %467 = call i32 @llvm.fshr.i32(i32 %453, i32 %451, i32 %443)
  %468 = call i32 @llvm.fshr.i32(i32 %455, i32 %453, i32 %443)
  %469 = call i32 @llvm.fshr.i32(i32 %457, i32 %455, i32 %443)
  %470 = call i32 @llvm.fshr.i32(i32 %459, i32 %457, i32 %443)
  %471 = call i32 @llvm.fshr.i32(i32 %463, i32 %459, i32 %443)
  store i32 %436, ptr addrspace(5) %v13, align 4
  store i32 %464, ptr addrspace(5) %v14, align 4
  store i32 %465, ptr addrspace(5) %v15, align 4
  store i32 %466, ptr addrspace(5) %v16, align 4
  store i32 %467, ptr addrspace(5) %v17, align 4
  store i32 %468, ptr addrspace(5) %v18, align 4
  store i32 %469, ptr addrspace(5) %v19, align 4
  store i32 %470, ptr addrspace(5) %v20, align 4
  store i32 %471, ptr addrspace(5) %v21, align 4
  %472 = icmp slt i32 %366, %42
  br i1 %472, label %then32, label %endif33

done31:                                           ; preds = %loop29
  %473 = load float, ptr addrspace(5) %v2, align 4
  %474 = load float, ptr addrspace(5) %v3, align 4
  %475 = call i32 @llvm.amdgcn.workitem.id.x()
  %476 = and i32 %475, 31
  %477 = and i32 %476, 16
  %478 = icmp ne i32 %477, 0
  %479 = select i1 %478, float %474, float %473
  %480 = select i1 %478, float %473, float %474
  %481 = bitcast float %480 to i32
  %482 = call i32 @llvm.amdgcn.workitem.id.x()
  %483 = and i32 %482, 31
  %484 = xor i32 %483, 16
  %485 = shl i32 %484, 2
  %486 = call i32 @llvm.amdgcn.ds.bpermute(i32 %485, i32 %481)
  %487 = bitcast i32 %486 to float
  %488 = fadd float %479, %487
  %489 = bitcast float %488 to i32
  %490 = call i32 @llvm.amdgcn.workitem.id.x()
  %491 = and i32 %490, 31
  %492 = xor i32 %491, 8
  %493 = shl i32 %492, 2
  %494 = call i32 @llvm.amdgcn.ds.bpermute(i32 %493, i32 %489)
  %495 = bitcast i32 %494 to float
  %496 = fadd float %488, %495
  %497 = bitcast float %496 to i32
  %498 = call i32 @llvm.amdgcn.workitem.id.x()
  %499 = and i32 %498, 31
  %500 = xor i32 %499, 4
  %501 = shl i32 %500, 2
  %502 = call i32 @llvm.amdgcn.ds.bpermute(i32 %501, i32 %497)
  %503 = bitcast i32 %502 to float
  %504 = fadd float %496, %503
  %505 = bitcast float %504 to i32
  %506 = call i32 @llvm.amdgcn.workitem.id.x()
  %507 = and i32 %506, 31
  %508 = xor i32 %507, 2
  %509 = shl i32 %508, 2
  %510 = call i32 @llvm.amdgcn.ds.bpermute(i32 %509, i32 %505)
  %511 = bitcast i32 %510 to float
  %512 = fadd float %504, %511
  %513 = bitcast float %512 to i32
  %514 = call i32 @llvm.amdgcn.workitem.id.x()
  %515 = and i32 %514, 31
  %516 = xor i32 %515, 1
  %517 = shl i32 %516, 2
  %518 = call i32 @llvm.amdgcn.ds.bpermute(i32 %517, i32 %513)
  %519 = bitcast i32 %518 to float
  %520 = fadd float %512, %519
  store float %520, ptr addrspace(5) %v1, align 4
  %521 = and i1 %23, %15
  br i1 %521, label %then42, label %endif43

then32:                                           ; preds = %body30
  %522 = and i32 %331, 1
  %523 = sext i32 %522 to i64
  %524 = mul i64 %523, 1152
  %525 = getelementptr i8, ptr addrspace(3) @lds1, i64 %524
  %526 = sext i32 %331 to i64
  %527 = mul i64 %526, 1024
  %528 = sext i32 %366 to i64
  %529 = mul i64 %528, 32
  %530 = sub i64 %529, %527
  %531 = add i64 %530, 0
  %532 = getelementptr i8, ptr addrspace(3) %525, i64 %531
  %533 = load <4 x i32>, ptr addrspace(3) %532, align 16
  %534 = extractelement <4 x i32> %533, i32 0
  %535 = extractelement <4 x i32> %533, i32 1
  %536 = extractelement <4 x i32> %533, i32 2
  %537 = extractelement <4 x i32> %533, i32 3
  %538 = add i64 %530, 16
  %539 = getelementptr i8, ptr addrspace(3) %525, i64 %538
  %540 = load <4 x i32>, ptr addrspace(3) %539, align 16
  %541 = extractelement <4 x i32> %540, i32 0
  %542 = extractelement <4 x i32> %540, i32 1
  %543 = extractelement <4 x i32> %540, i32 2
  %544 = extractelement <4 x i32> %540, i32 3
  %545 = getelementptr i8, ptr addrspace(3) %525, i64 1024
  %546 = lshr i64 %530, 5
  %547 = mul i64 %546, 4
  %548 = getelementptr i8, ptr addrspace(3) %545, i64 %547
  %549 = load float, ptr addrspace(3) %548, align 4
  %550 = load float, ptr addrspace(5) %v2, align 4
  %551 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %368, i1 true, i32 %534, i32 0, i1 false)
  %552 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %369, i1 true, i32 %535, i32 %551, i1 false)
  %553 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %370, i1 true, i32 %536, i32 %552, i1 false)
  %554 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %371, i1 true, i32 %537, i32 %553, i1 false)
  %555 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %372, i1 true, i32 %541, i32 %554, i1 false)
  %556 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %373, i1 true, i32 %542, i32 %555, i1 false)
  %557 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %374, i1 true, i32 %543, i32 %556, i1 false)
  %558 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %375, i1 true, i32 %544, i32 %557, i1 false)
  %559 = trunc i32 %367 to i16
  %560 = bitcast i16 %559 to half
  %561 = fpext half %560 to float
  %562 = fmul float %561, %549
  %563 = sitofp i32 %558 to float
  %564 = call float @llvm.fma.f32(float %562, float %563, float %550)
  store float %564, ptr addrspace(5) %v2, align 4
  %565 = load float, ptr addrspace(5) %v3, align 4
  %566 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %377, i1 true, i32 %534, i32 0, i1 false)
  %567 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %378, i1 true, i32 %535, i32 %566, i1 false)
  %568 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %379, i1 true, i32 %536, i32 %567, i1 false)
  %569 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %380, i1 true, i32 %537, i32 %568, i1 false)
  %570 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %381, i1 true, i32 %541, i32 %569, i1 false)
  %571 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %382, i1 true, i32 %542, i32 %570, i1 false)
  %572 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %383, i1 true, i32 %543, i32 %571, i1 false)
  %573 = call i32 @llvm.amdgcn.sudot4(i1 true, i32 %384, i1 true, i32 %544, i32 %572, i1 false)
  %574 = trunc i32 %376 to i16
  %575 = bitcast i16 %574 to half
  %576 = fpext half %575 to float
  %577 = fmul float %576, %549
  %578 = sitofp i32 %573 to float
  %579 = call float @llvm.fma.f32(float %577, float %578, float %565)
  store float %579, ptr addrspace(5) %v3, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %body30
  %580 = add i32 %331, 1
  %581 = and i32 %580, 1
  %582 = sext i32 %581 to i64
  %583 = mul i64 %582, 1152
  %584 = getelementptr i8, ptr addrspace(3) @lds1, i64 %583
  %585 = getelementptr i8, ptr addrspace(3) %584, i64 1024
  %586 = call i32 @llvm.amdgcn.workitem.id.x()
  %587 = bitcast float %346 to i32
  %588 = and i32 %587, 2147483647
  %589 = bitcast float %347 to i32
  %590 = and i32 %589, 2147483647
  %591 = bitcast float %348 to i32
  %592 = and i32 %591, 2147483647
  %593 = bitcast float %349 to i32
  %594 = and i32 %593, 2147483647
  %595 = icmp ugt i32 %588, %590
  %596 = select i1 %595, i32 %588, i32 %590
  %597 = icmp ugt i32 %592, %594
  %598 = select i1 %597, i32 %592, i32 %594
  %599 = icmp ugt i32 %596, %598
  %600 = select i1 %599, i32 %596, i32 %598
  %601 = call i32 @llvm.amdgcn.workitem.id.x()
  %602 = and i32 %601, 31
  %603 = xor i32 %602, 1
  %604 = shl i32 %603, 2
  %605 = call i32 @llvm.amdgcn.ds.bpermute(i32 %604, i32 %600)
  %606 = icmp ugt i32 %600, %605
  %607 = select i1 %606, i32 %600, i32 %605
  %608 = call i32 @llvm.amdgcn.workitem.id.x()
  %609 = and i32 %608, 31
  %610 = xor i32 %609, 2
  %611 = shl i32 %610, 2
  %612 = call i32 @llvm.amdgcn.ds.bpermute(i32 %611, i32 %607)
  %613 = icmp ugt i32 %607, %612
  %614 = select i1 %613, i32 %607, i32 %612
  %615 = call i32 @llvm.amdgcn.workitem.id.x()
  %616 = and i32 %615, 31
  %617 = xor i32 %616, 4
  %618 = shl i32 %617, 2
  %619 = call i32 @llvm.amdgcn.ds.bpermute(i32 %618, i32 %614)
  %620 = icmp ugt i32 %614, %619
  %621 = select i1 %620, i32 %614, i32 %619
  %622 = and i32 %621, 2147483647
  %623 = icmp ult i32 %622, 2139095040
  %624 = bitcast i32 %621 to float
  %625 = fdiv float 1.270000e+02, %624
  %626 = bitcast float %625 to i32
  %627 = and i32 %626, 2147483647
  %628 = icmp ult i32 %627, 2139095040
  %629 = select i1 %628, float %625, float 0.000000e+00
  %630 = fmul float %346, %629
  %631 = fadd float %630, 0x4168000000000000
  %632 = bitcast float %631 to i32
  %633 = fmul float %347, %629
  %634 = fadd float %633, 0x4168000000000000
  %635 = bitcast float %634 to i32
  %636 = fmul float %348, %629
  %637 = fadd float %636, 0x4168000000000000
  %638 = bitcast float %637 to i32
  %639 = fmul float %349, %629
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
  %654 = add i32 %586, 0
  %655 = sext i32 %654 to i64
  %656 = mul i64 %655, 4
  %657 = icmp slt i64 %656, 1024
  br i1 %657, label %then34, label %endif35

then34:                                           ; preds = %endif33
  %658 = lshr i64 %656, 2
  %659 = mul i64 %658, 4
  %660 = getelementptr i8, ptr addrspace(3) %584, i64 %659
  store i32 %653, ptr addrspace(3) %660, align 4
  %661 = and i64 %656, 31
  %662 = icmp eq i64 %661, 0
  br i1 %662, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif33
  %663 = bitcast float %361 to i32
  %664 = and i32 %663, 2147483647
  %665 = bitcast float %362 to i32
  %666 = and i32 %665, 2147483647
  %667 = bitcast float %363 to i32
  %668 = and i32 %667, 2147483647
  %669 = bitcast float %364 to i32
  %670 = and i32 %669, 2147483647
  %671 = icmp ugt i32 %664, %666
  %672 = select i1 %671, i32 %664, i32 %666
  %673 = icmp ugt i32 %668, %670
  %674 = select i1 %673, i32 %668, i32 %670
  %675 = icmp ugt i32 %672, %674
  %676 = select i1 %675, i32 %672, i32 %674
  %677 = call i32 @llvm.amdgcn.workitem.id.x()
  %678 = and i32 %677, 31
  %679 = xor i32 %678, 1
  %680 = shl i32 %679, 2
  %681 = call i32 @llvm.amdgcn.ds.bpermute(i32 %680, i32 %676)
  %682 = icmp ugt i32 %676, %681
  %683 = select i1 %682, i32 %676, i32 %681
  %684 = call i32 @llvm.amdgcn.workitem.id.x()
  %685 = and i32 %684, 31
  %686 = xor i32 %685, 2
  %687 = shl i32 %686, 2
  %688 = call i32 @llvm.amdgcn.ds.bpermute(i32 %687, i32 %683)
  %689 = icmp ugt i32 %683, %688
  %690 = select i1 %689, i32 %683, i32 %688
  %691 = call i32 @llvm.amdgcn.workitem.id.x()
  %692 = and i32 %691, 31
  %693 = xor i32 %692, 4
  %694 = shl i32 %693, 2
  %695 = call i32 @llvm.amdgcn.ds.bpermute(i32 %694, i32 %690)
  %696 = icmp ugt i32 %690, %695
  %697 = select i1 %696, i32 %690, i32 %695
  %698 = and i32 %697, 2147483647
  %699 = icmp ult i32 %698, 2139095040
  %700 = bitcast i32 %697 to float
  %701 = fdiv float 1.270000e+02, %700
  %702 = bitcast float %701 to i32
  %703 = and i32 %702, 2147483647
  %704 = icmp ult i32 %703, 2139095040
  %705 = select i1 %704, float %701, float 0.000000e+00
  %706 = fmul float %361, %705
  %707 = fadd float %706, 0x4168000000000000
  %708 = bitcast float %707 to i32
  %709 = fmul float %362, %705
  %710 = fadd float %709, 0x4168000000000000
  %711 = bitcast float %710 to i32
  %712 = fmul float %363, %705
  %713 = fadd float %712, 0x4168000000000000
  %714 = bitcast float %713 to i32
  %715 = fmul float %364, %705
  %716 = fadd float %715, 0x4168000000000000
  %717 = bitcast float %716 to i32
  %718 = bitcast i32 %708 to <4 x i8>
  %719 = bitcast i32 %711 to <4 x i8>
  %720 = shufflevector <4 x i8> %718, <4 x i8> %719, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %721 = bitcast <4 x i8> %720 to i32
  %722 = bitcast i32 %714 to <4 x i8>
  %723 = bitcast i32 %717 to <4 x i8>
  %724 = shufflevector <4 x i8> %722, <4 x i8> %723, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %725 = bitcast <4 x i8> %724 to i32
  %726 = bitcast i32 %721 to <4 x i8>
  %727 = bitcast i32 %725 to <4 x i8>
  %728 = shufflevector <4 x i8> %726, <4 x i8> %727, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %729 = bitcast <4 x i8> %728 to i32
  %730 = add i32 %586, 128
  %731 = sext i32 %730 to i64
  %732 = mul i64 %731, 4
  %733 = icmp slt i64 %732, 1024
  br i1 %733, label %then38, label %endif39

then36:                                           ; preds = %then34
  %734 = fmul float %624, 0x3F80204080000000
  %735 = select i1 %623, float %734, float 0x7FF8000000000000
  %736 = lshr i64 %656, 5
  %737 = mul i64 %736, 4
  %738 = getelementptr i8, ptr addrspace(3) %585, i64 %737
  store float %735, ptr addrspace(3) %738, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

then38:                                           ; preds = %endif35
  %739 = lshr i64 %732, 2
  %740 = mul i64 %739, 4
  %741 = getelementptr i8, ptr addrspace(3) %584, i64 %740
  store i32 %729, ptr addrspace(3) %741, align 4
  %742 = and i64 %732, 31
  %743 = icmp eq i64 %742, 0
  br i1 %743, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif35
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %744 = load i32, ptr addrspace(5) %v28, align 4
  %745 = add i32 %744, 1
  store i32 %745, ptr addrspace(5) %v28, align 4
  br label %loop29

then40:                                           ; preds = %then38
  %746 = fmul float %700, 0x3F80204080000000
  %747 = select i1 %699, float %746, float 0x7FF8000000000000
  %748 = lshr i64 %732, 5
  %749 = mul i64 %748, 4
  %750 = getelementptr i8, ptr addrspace(3) %585, i64 %749
  store float %747, ptr addrspace(3) %750, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %done31
  %751 = load float, ptr addrspace(5) %v1, align 4
  %752 = add i32 %22, %13
  %753 = icmp slt i32 %752, %3
  br i1 %753, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %done31
  %754 = load i32, ptr addrspace(5) %v, align 4
  %755 = add i32 %754, 4
  store i32 %755, ptr addrspace(5) %v, align 4
  br label %loop

then44:                                           ; preds = %then42
  %756 = add i32 0, %752
  %757 = sext i32 %756 to i64
  %758 = mul i64 %757, 4
  %759 = getelementptr i8, ptr addrspace(1) %0, i64 %758
  store float %751, ptr addrspace(1) %759, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43
}

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
