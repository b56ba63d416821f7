; ModuleID = 'strata_moe_matvec_q8_0'
source_filename = "strata_moe_matvec_q8_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v30 = alloca i32, align 4
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
  %v5 = alloca i32, align 4
  %v4 = alloca i32, align 4
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
  %35 = mul i32 %34, 8
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 4
  %39 = and i32 %37, 15
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif45, %then
  %41 = load i32, ptr %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 2
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr %v1, align 4
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  %67 = udiv i32 %5, 32
  %68 = mul i32 %45, 32
  %69 = add i32 %50, %68
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %81, ptr %v4, align 4
  store i32 %109, ptr %v5, align 4
  store i32 %110, ptr %v6, align 4
  store i32 %111, ptr %v7, align 4
  store i32 %112, ptr %v8, align 4
  store i32 %113, ptr %v9, align 4
  store i32 %114, ptr %v10, align 4
  store i32 %115, ptr %v11, align 4
  store i32 %116, ptr %v12, align 4
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
  store i32 %123, ptr %v13, align 4
  store i32 %151, ptr %v14, align 4
  store i32 %152, ptr %v15, align 4
  store i32 %153, ptr %v16, align 4
  store i32 %154, ptr %v17, align 4
  store i32 %155, ptr %v18, align 4
  store i32 %156, ptr %v19, align 4
  store i32 %157, ptr %v20, align 4
  store i32 %158, ptr %v21, align 4
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
  %189 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %203, i32 1, i32 31)
  %205 = icmp ugt i32 %203, %204
  %206 = select i1 %205, i32 %203, i32 %204
  %207 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %206, i32 2, i32 31)
  %208 = icmp ugt i32 %206, %207
  %209 = select i1 %208, i32 %206, i32 %207
  %210 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %209, i32 4, i32 31)
  %211 = icmp ugt i32 %209, %210
  %212 = select i1 %211, i32 %209, i32 %210
  %213 = and i32 %212, 2147483647
  %214 = icmp ult i32 %213, 2139095040
  %215 = bitcast i32 %212 to float
  %216 = fdiv float 1.270000e+02, %215
  %217 = bitcast float %216 to i32
  %218 = and i32 %217, 2147483647
  %219 = icmp ult i32 %218, 2139095040
  %220 = select i1 %219, float %216, float 0.000000e+00
  %221 = fmul float %170, %220
  %222 = fadd float %221, 0x4168000000000000
  %223 = bitcast float %222 to i32
  %224 = fmul float %171, %220
  %225 = fadd float %224, 0x4168000000000000
  %226 = bitcast float %225 to i32
  %227 = fmul float %172, %220
  %228 = fadd float %227, 0x4168000000000000
  %229 = bitcast float %228 to i32
  %230 = fmul float %173, %220
  %231 = fadd float %230, 0x4168000000000000
  %232 = bitcast float %231 to i32
  %233 = bitcast i32 %223 to <4 x i8>
  %234 = bitcast i32 %226 to <4 x i8>
  %235 = shufflevector <4 x i8> %233, <4 x i8> %234, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %236 = bitcast <4 x i8> %235 to i32
  %237 = bitcast i32 %229 to <4 x i8>
  %238 = bitcast i32 %232 to <4 x i8>
  %239 = shufflevector <4 x i8> %237, <4 x i8> %238, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %240 = bitcast <4 x i8> %239 to i32
  %241 = bitcast i32 %236 to <4 x i8>
  %242 = bitcast i32 %240 to <4 x i8>
  %243 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %244 = bitcast <4 x i8> %243 to i32
  %245 = add i32 %189, 0
  %246 = sext i32 %245 to i64
  %247 = mul i64 %246, 4
  %248 = icmp slt i64 %247, 1024
  br i1 %248, label %then22, label %endif23

done:                                             ; preds = %loop
  br label %endif

then22:                                           ; preds = %body
  %249 = lshr i64 %247, 2
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %250
  store i32 %244, ptr addrspace(3) %251, align 4
  %252 = and i64 %247, 31
  %253 = icmp eq i64 %252, 0
  br i1 %253, label %then24, label %endif25

endif23:                                          ; preds = %endif25, %body
  %254 = bitcast float %185 to i32
  %255 = and i32 %254, 2147483647
  %256 = bitcast float %186 to i32
  %257 = and i32 %256, 2147483647
  %258 = bitcast float %187 to i32
  %259 = and i32 %258, 2147483647
  %260 = bitcast float %188 to i32
  %261 = and i32 %260, 2147483647
  %262 = icmp ugt i32 %255, %257
  %263 = select i1 %262, i32 %255, i32 %257
  %264 = icmp ugt i32 %259, %261
  %265 = select i1 %264, i32 %259, i32 %261
  %266 = icmp ugt i32 %263, %265
  %267 = select i1 %266, i32 %263, i32 %265
  %268 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 1, i32 31)
  %269 = icmp ugt i32 %267, %268
  %270 = select i1 %269, i32 %267, i32 %268
  %271 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 2, i32 31)
  %272 = icmp ugt i32 %270, %271
  %273 = select i1 %272, i32 %270, i32 %271
  %274 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %273, i32 4, i32 31)
  %275 = icmp ugt i32 %273, %274
  %276 = select i1 %275, i32 %273, i32 %274
  %277 = and i32 %276, 2147483647
  %278 = icmp ult i32 %277, 2139095040
  %279 = bitcast i32 %276 to float
  %280 = fdiv float 1.270000e+02, %279
  %281 = bitcast float %280 to i32
  %282 = and i32 %281, 2147483647
  %283 = icmp ult i32 %282, 2139095040
  %284 = select i1 %283, float %280, float 0.000000e+00
  %285 = fmul float %185, %284
  %286 = fadd float %285, 0x4168000000000000
  %287 = bitcast float %286 to i32
  %288 = fmul float %186, %284
  %289 = fadd float %288, 0x4168000000000000
  %290 = bitcast float %289 to i32
  %291 = fmul float %187, %284
  %292 = fadd float %291, 0x4168000000000000
  %293 = bitcast float %292 to i32
  %294 = fmul float %188, %284
  %295 = fadd float %294, 0x4168000000000000
  %296 = bitcast float %295 to i32
  %297 = bitcast i32 %287 to <4 x i8>
  %298 = bitcast i32 %290 to <4 x i8>
  %299 = shufflevector <4 x i8> %297, <4 x i8> %298, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %300 = bitcast <4 x i8> %299 to i32
  %301 = bitcast i32 %293 to <4 x i8>
  %302 = bitcast i32 %296 to <4 x i8>
  %303 = shufflevector <4 x i8> %301, <4 x i8> %302, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %304 = bitcast <4 x i8> %303 to i32
  %305 = bitcast i32 %300 to <4 x i8>
  %306 = bitcast i32 %304 to <4 x i8>
  %307 = shufflevector <4 x i8> %305, <4 x i8> %306, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %308 = bitcast <4 x i8> %307 to i32
  %309 = add i32 %189, 128
  %310 = sext i32 %309 to i64
  %311 = mul i64 %310, 4
  %312 = icmp slt i64 %311, 1024
  br i1 %312, label %then26, label %endif27

then24:                                           ; preds = %then22
  %313 = fmul float %215, 0x3F80204080000000
  %314 = select i1 %214, float %313, float 0x7FF8000000000000
  %315 = lshr i64 %247, 5
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %316
  store float %314, ptr addrspace(3) %317, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %then22
  br label %endif23

then26:                                           ; preds = %endif23
  %318 = lshr i64 %311, 2
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(3) @lds1, i64 %319
  store i32 %308, ptr addrspace(3) %320, align 4
  %321 = and i64 %311, 31
  %322 = icmp eq i64 %321, 0
  br i1 %322, label %then28, label %endif29

endif27:                                          ; preds = %endif29, %endif23
  call void @llvm.nvvm.barrier0()
  %323 = add i32 %67, 31
  %324 = udiv i32 %323, 32
  store i32 0, ptr %v30, align 4
  br label %loop31

then28:                                           ; preds = %then26
  %325 = fmul float %279, 0x3F80204080000000
  %326 = select i1 %278, float %325, float 0x7FF8000000000000
  %327 = lshr i64 %311, 5
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %328
  store float %326, ptr addrspace(3) %329, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %then26
  br label %endif27

loop31:                                           ; preds = %endif41, %endif27
  %330 = load i32, ptr %v30, align 4
  %331 = icmp slt i32 %330, %324
  br i1 %331, label %body32, label %done33

body32:                                           ; preds = %loop31
  %332 = load i32, ptr %v30, align 4
  %333 = add i32 %332, 1
  %334 = sext i32 %333 to i64
  %335 = mul i64 %334, 1024
  %336 = add i32 %70, 0
  %337 = sext i32 %336 to i64
  %338 = mul i64 %337, 4
  %339 = add i64 %335, %338
  %340 = icmp slt i64 %339, %71
  %341 = icmp slt i64 %338, 1024
  %342 = and i1 %340, %341
  %343 = select i1 %342, i64 %339, i64 0
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr addrspace(1) %28, i64 %344
  %346 = load <4 x float>, ptr addrspace(1) %345, align 16
  %347 = extractelement <4 x float> %346, i32 0
  %348 = extractelement <4 x float> %346, i32 1
  %349 = extractelement <4 x float> %346, i32 2
  %350 = extractelement <4 x float> %346, i32 3
  %351 = add i32 %70, 128
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 4
  %354 = add i64 %335, %353
  %355 = icmp slt i64 %354, %71
  %356 = icmp slt i64 %353, 1024
  %357 = and i1 %355, %356
  %358 = select i1 %357, i64 %354, i64 0
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %28, i64 %359
  %361 = load <4 x float>, ptr addrspace(1) %360, align 16
  %362 = extractelement <4 x float> %361, i32 0
  %363 = extractelement <4 x float> %361, i32 1
  %364 = extractelement <4 x float> %361, i32 2
  %365 = extractelement <4 x float> %361, i32 3
  %366 = mul i32 %332, 32
  %367 = add i32 %69, %366
  %368 = load i32, ptr %v4, align 4
  %369 = load i32, ptr %v5, align 4
  %370 = load i32, ptr %v6, align 4
  %371 = load i32, ptr %v7, align 4
  %372 = load i32, ptr %v8, align 4
  %373 = load i32, ptr %v9, align 4
  %374 = load i32, ptr %v10, align 4
  %375 = load i32, ptr %v11, align 4
  %376 = load i32, ptr %v12, align 4
  %377 = load i32, ptr %v13, align 4
  %378 = load i32, ptr %v14, align 4
  %379 = load i32, ptr %v15, align 4
  %380 = load i32, ptr %v16, align 4
  %381 = load i32, ptr %v17, align 4
  %382 = load i32, ptr %v18, align 4
  %383 = load i32, ptr %v19, align 4
  %384 = load i32, ptr %v20, align 4
  %385 = load i32, ptr %v21, align 4
  %386 = add i32 %367, 32
  %387 = icmp sgt i32 %386, %72
  %388 = select i1 %387, i32 %72, i32 %386
  %389 = sext i32 %388 to i64
  %390 = mul i64 %389, 34
  %391 = add i64 %390, 0
  %392 = getelementptr i8, ptr addrspace(1) %60, i64 %391
  %393 = getelementptr i8, ptr addrspace(1) %392, i64 0
  %394 = load i16, ptr addrspace(1) %393, align 2
  %395 = zext i16 %394 to i32
  %396 = getelementptr i8, ptr addrspace(1) %392, i64 2
  %397 = ptrtoint ptr addrspace(1) %396 to i64
  %398 = and i64 %397, 3
  %399 = sub i64 0, %398
  %400 = getelementptr i8, ptr addrspace(1) %396, i64 %399
  %401 = shl i64 %398, 3
  %402 = trunc i64 %401 to i32
  %403 = getelementptr i8, ptr addrspace(1) %400, i64 0
  %404 = load i32, ptr addrspace(1) %403, align 4
  %405 = getelementptr i8, ptr addrspace(1) %400, i64 4
  %406 = load i32, ptr addrspace(1) %405, align 4
  %407 = getelementptr i8, ptr addrspace(1) %400, i64 8
  %408 = load i32, ptr addrspace(1) %407, align 4
  %409 = getelementptr i8, ptr addrspace(1) %400, i64 12
  %410 = load i32, ptr addrspace(1) %409, align 4
  %411 = getelementptr i8, ptr addrspace(1) %400, i64 16
  %412 = load i32, ptr addrspace(1) %411, align 4
  %413 = getelementptr i8, ptr addrspace(1) %400, i64 20
  %414 = load i32, ptr addrspace(1) %413, align 4
  %415 = getelementptr i8, ptr addrspace(1) %400, i64 24
  %416 = load i32, ptr addrspace(1) %415, align 4
  %417 = getelementptr i8, ptr addrspace(1) %400, i64 28
  %418 = load i32, ptr addrspace(1) %417, align 4
  %419 = shl i64 %398, 1
  %420 = add i64 28, %419
  %421 = getelementptr i8, ptr addrspace(1) %400, i64 %420
  %422 = load i32, ptr addrspace(1) %421, align 4
  %423 = call i32 @llvm.fshr.i32(i32 %406, i32 %404, i32 %402)
  %424 = call i32 @llvm.fshr.i32(i32 %408, i32 %406, i32 %402)
  %425 = call i32 @llvm.fshr.i32(i32 %410, i32 %408, i32 %402)
  %426 = call i32 @llvm.fshr.i32(i32 %412, i32 %410, i32 %402)
  %427 = call i32 @llvm.fshr.i32(i32 %414, i32 %412, i32 %402)
  %428 = call i32 @llvm.fshr.i32(i32 %416, i32 %414, i32 %402)
  %429 = call i32 @llvm.fshr.i32(i32 %418, i32 %416, i32 %402)
  %430 = call i32 @llvm.fshr.i32(i32 %422, i32 %418, i32 %402)
  store i32 %395, ptr %v4, align 4
  store i32 %423, ptr %v5, align 4
  store i32 %424, ptr %v6, align 4
  store i32 %425, ptr %v7, align 4
  store i32 %426, ptr %v8, align 4
  store i32 %427, ptr %v9, align 4
  store i32 %428, ptr %v10, align 4
  store i32 %429, ptr %v11, align 4
  store i32 %430, ptr %v12, align 4
  %431 = sext i32 %388 to i64
  %432 = mul i64 %431, 34
  %433 = add i64 %432, 0
  %434 = getelementptr i8, ptr addrspace(1) %66, i64 %433
  %435 = getelementptr i8, ptr addrspace(1) %434, i64 0
  %436 = load i16, ptr addrspace(1) %435, align 2
  %437 = zext i16 %436 to i32
  %438 = getelementptr i8, ptr addrspace(1) %434, i64 2
  %439 = ptrtoint ptr addrspace(1) %438 to i64
  %440 = and i64 %439, 3
  %441 = sub i64 0, %440
  %442 = getelementptr i8, ptr addrspace(1) %438, i64 %441
  %443 = shl i64 %440, 3
  %444 = trunc i64 %443 to i32
  %445 = getelementptr i8, ptr addrspace(1) %442, i64 0
  %446 = load i32, ptr addrspace(1) %445, align 4
  %447 = getelementptr i8, ptr addrspace(1) %442, i64 4
  %448 = load i32, ptr addrspace(1) %447, align 4
  %449 = getelementptr i8, ptr addrspace(1) %442, i64 8
  %450 = load i32, ptr addrspace(1) %449, align 4
  %451 = getelementptr i8, ptr addrspace(1) %442, i64 12
  %452 = load i32, ptr addrspace(1) %451, align 4
  %453 = getelementptr i8, ptr addrspace(1) %442, i64 16
  %454 = load i32, ptr addrspace(1) %453, align 4
  %455 = getelementptr i8, ptr addrspace(1) %442, i64 20
  %456 = load i32, ptr addrspace(1) %455, align 4
  %457 = getelementptr i8, ptr addrspace(1) %442, i64 24
  %458 = load i32, ptr addrspace(1) %457, align 4
  %459 = getelementptr i8, ptr addrspace(1) %442, i64 28
  %460 = load i32, ptr addrspace(1) %459, align 4
  %461 = shl i64 %440, 1
  %462 = add i64 28, %461
  %463 = getelementptr i8, ptr addrspace(1) %442, i64 %462
  %464 = load i32, ptr addrspace(1) %463, align 4
  %465 = call i32 @llvm.fshr.i32(i32 %448, i32 %446, i32 %444)
  %466 = call i32 @llvm.fshr.i32(i32 %450, i32 %448, i32 %444)
  %467 = call i32 @llvm.fshr.i32(i32 %452, i32 %450, i32 %444)
  %468 = call i32 @llvm.fshr.i32(i32 %454, i32 %452, i32 %444)
  %469 = call i32 @llvm.fshr.i32(i32 %456, i32 %454, i32 %444)
  %470 = call i32 @llvm.fshr.i32(i32 %458, i32 %456, i32 %444)
  %471 = call i32 @llvm.fshr.i32(i32 %460, i32 %458, i32 %444)
  %472 = call i32 @llvm.fshr.i32(i32 %464, i32 %460, i32 %444)
  store i32 %437, ptr %v13, align 4
  store i32 %465, ptr %v14, align 4
  store i32 %466, ptr %v15, align 4
  store i32 %467, ptr %v16, align 4
  store i32 %468, ptr %v17, align 4
  store i32 %469, ptr %v18, align 4
  store i32 %470, ptr %v19, align 4
  store i32 %471, ptr %v20, align 4
  store i32 %472, ptr %v21, align 4
  %473 = icmp slt i32 %367, %67
  br i1 %473, label %then34, label %endif35

done33:                                           ; preds = %loop31
  %474 = load float, ptr %v2, align 4
  %475 = load float, ptr %v3, align 4
  %476 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %477 = and i32 %476, 31
  %478 = and i32 %477, 16
  %479 = icmp ne i32 %478, 0
  %480 = select i1 %479, float %475, float %474
  %481 = select i1 %479, float %474, float %475
  %482 = bitcast float %481 to i32
  %483 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %482, i32 16, i32 31)
  %484 = bitcast i32 %483 to float
  %485 = fadd float %480, %484
  %486 = bitcast float %485 to i32
  %487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %486, i32 8, i32 31)
  %488 = bitcast i32 %487 to float
  %489 = fadd float %485, %488
  %490 = bitcast float %489 to i32
  %491 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %490, i32 4, i32 31)
  %492 = bitcast i32 %491 to float
  %493 = fadd float %489, %492
  %494 = bitcast float %493 to i32
  %495 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %494, i32 2, i32 31)
  %496 = bitcast i32 %495 to float
  %497 = fadd float %493, %496
  %498 = bitcast float %497 to i32
  %499 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %498, i32 1, i32 31)
  %500 = bitcast i32 %499 to float
  %501 = fadd float %497, %500
  store float %501, ptr %v1, align 4
  %502 = and i1 %48, %40
  br i1 %502, label %then44, label %endif45

then34:                                           ; preds = %body32
  %503 = and i32 %332, 1
  %504 = sext i32 %503 to i64
  %505 = mul i64 %504, 1152
  %506 = getelementptr i8, ptr addrspace(3) @lds1, i64 %505
  %507 = sext i32 %332 to i64
  %508 = mul i64 %507, 1024
  %509 = sext i32 %367 to i64
  %510 = mul i64 %509, 32
  %511 = sub i64 %510, %508
  %512 = add i64 %511, 0
  %513 = getelementptr i8, ptr addrspace(3) %506, i64 %512
  %514 = load <4 x i32>, ptr addrspace(3) %513, align 16
  %515 = extractelement <4 x i32> %514, i32 0
  %516 = extractelement <4 x i32> %514, i32 1
  %517 = extractelement <4 x i32> %514, i32 2
  %518 = extractelement <4 x i32> %514, i32 3
  %519 = add i64 %511, 16
  %520 = getelementptr i8, ptr addrspace(3) %506, i64 %519
  %521 = load <4 x i32>, ptr addrspace(3) %520, align 16
  %522 = extractelement <4 x i32> %521, i32 0
  %523 = extractelement <4 x i32> %521, i32 1
  %524 = extractelement <4 x i32> %521, i32 2
  %525 = extractelement <4 x i32> %521, i32 3
  %526 = getelementptr i8, ptr addrspace(3) %506, i64 1024
  %527 = lshr i64 %511, 5
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(3) %526, i64 %528
  %530 = load float, ptr addrspace(3) %529, align 4
  %531 = load float, ptr %v2, align 4
  %532 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %369, i32 %515, i32 0)
  %533 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %370, i32 %516, i32 %532)
  %534 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %371, i32 %517, i32 %533)
  %535 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %372, i32 %518, i32 %534)
  %536 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %373, i32 %522, i32 %535)
  %537 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %374, i32 %523, i32 %536)
  %538 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %375, i32 %524, i32 %537)
  %539 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %376, i32 %525, i32 %538)
  %540 = trunc i32 %368 to i16
  %541 = bitcast i16 %540 to half
  %542 = fpext half %541 to float
  %543 = fmul float %542, %530
  %544 = sitofp i32 %539 to float
  %545 = call float @llvm.fma.f32(float %543, float %544, float %531)
  store float %545, ptr %v2, align 4
  %546 = load float, ptr %v3, align 4
  %547 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %378, i32 %515, i32 0)
  %548 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %379, i32 %516, i32 %547)
  %549 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %380, i32 %517, i32 %548)
  %550 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %381, i32 %518, i32 %549)
  %551 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %382, i32 %522, i32 %550)
  %552 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %383, i32 %523, i32 %551)
  %553 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %384, i32 %524, i32 %552)
  %554 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %385, i32 %525, i32 %553)
  %555 = trunc i32 %377 to i16
  %556 = bitcast i16 %555 to half
  %557 = fpext half %556 to float
  %558 = fmul float %557, %530
  %559 = sitofp i32 %554 to float
  %560 = call float @llvm.fma.f32(float %558, float %559, float %546)
  store float %560, ptr %v3, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %body32
  %561 = add i32 %332, 1
  %562 = and i32 %561, 1
  %563 = sext i32 %562 to i64
  %564 = mul i64 %563, 1152
  %565 = getelementptr i8, ptr addrspace(3) @lds1, i64 %564
  %566 = getelementptr i8, ptr addrspace(3) %565, i64 1024
  %567 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %568 = bitcast float %347 to i32
  %569 = and i32 %568, 2147483647
  %570 = bitcast float %348 to i32
  %571 = and i32 %570, 2147483647
  %572 = bitcast float %349 to i32
  %573 = and i32 %572, 2147483647
  %574 = bitcast float %350 to i32
  %575 = and i32 %574, 2147483647
  %576 = icmp ugt i32 %569, %571
  %577 = select i1 %576, i32 %569, i32 %571
  %578 = icmp ugt i32 %573, %575
  %579 = select i1 %578, i32 %573, i32 %575
  %580 = icmp ugt i32 %577, %579
  %581 = select i1 %580, i32 %577, i32 %579
  %582 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 1, i32 31)
  %583 = icmp ugt i32 %581, %582
  %584 = select i1 %583, i32 %581, i32 %582
  %585 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %584, i32 2, i32 31)
  %586 = icmp ugt i32 %584, %585
  %587 = select i1 %586, i32 %584, i32 %585
  %588 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 4, i32 31)
  %589 = icmp ugt i32 %587, %588
  %590 = select i1 %589, i32 %587, i32 %588
  %591 = and i32 %590, 2147483647
  %592 = icmp ult i32 %591, 2139095040
  %593 = bitcast i32 %590 to float
  %594 = fdiv float 1.270000e+02, %593
  %595 = bitcast float %594 to i32
  %596 = and i32 %595, 2147483647
  %597 = icmp ult i32 %596, 2139095040
  %598 = select i1 %597, float %594, float 0.000000e+00
  %599 = fmul float %347, %598
  %600 = fadd float %599, 0x4168000000000000
  %601 = bitcast float %600 to i32
  %602 = fmul float %348, %598
  %603 = fadd float %602, 0x4168000000000000
  %604 = bitcast float %603 to i32
  %605 = fmul float %349, %598
  %606 = fadd float %605, 0x4168000000000000
  %607 = bitcast float %606 to i32
  %608 = fmul float %350, %598
  %609 = fadd float %608, 0x4168000000000000
  %610 = bitcast float %609 to i32
  %611 = bitcast i32 %601 to <4 x i8>
  %612 = bitcast i32 %604 to <4 x i8>
  %613 = shufflevector <4 x i8> %611, <4 x i8> %612, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %614 = bitcast <4 x i8> %613 to i32
  %615 = bitcast i32 %607 to <4 x i8>
  %616 = bitcast i32 %610 to <4 x i8>
  %617 = shufflevector <4 x i8> %615, <4 x i8> %616, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %618 = bitcast <4 x i8> %617 to i32
  %619 = bitcast i32 %614 to <4 x i8>
  %620 = bitcast i32 %618 to <4 x i8>
  %621 = shufflevector <4 x i8> %619, <4 x i8> %620, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %622 = bitcast <4 x i8> %621 to i32
  %623 = add i32 %567, 0
  %624 = sext i32 %623 to i64
  %625 = mul i64 %624, 4
  %626 = icmp slt i64 %625, 1024
  br i1 %626, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %627 = lshr i64 %625, 2
  %628 = mul i64 %627, 4
  %629 = getelementptr i8, ptr addrspace(3) %565, i64 %628
  store i32 %622, ptr addrspace(3) %629, align 4
  %630 = and i64 %625, 31
  %631 = icmp eq i64 %630, 0
  br i1 %631, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif35
  %632 = bitcast float %362 to i32
  %633 = and i32 %632, 2147483647
  %634 = bitcast float %363 to i32
  %635 = and i32 %634, 2147483647
  %636 = bitcast float %364 to i32
  %637 = and i32 %636, 2147483647
  %638 = bitcast float %365 to i32
  %639 = and i32 %638, 2147483647
  %640 = icmp ugt i32 %633, %635
  %641 = select i1 %640, i32 %633, i32 %635
  %642 = icmp ugt i32 %637, %639
  %643 = select i1 %642, i32 %637, i32 %639
  %644 = icmp ugt i32 %641, %643
  %645 = select i1 %644, i32 %641, i32 %643
  %646 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %645, i32 1, i32 31)
  %647 = icmp ugt i32 %645, %646
  %648 = select i1 %647, i32 %645, i32 %646
  %649 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %648, i32 2, i32 31)
  %650 = icmp ugt i32 %648, %649
  %651 = select i1 %650, i32 %648, i32 %649
  %652 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %651, i32 4, i32 31)
  %653 = icmp ugt i32 %651, %652
  %654 = select i1 %653, i32 %651, i32 %652
  %655 = and i32 %654, 2147483647
  %656 = icmp ult i32 %655, 2139095040
  %657 = bitcast i32 %654 to float
  %658 = fdiv float 1.270000e+02, %657
  %659 = bitcast float %658 to i32
  %660 = and i32 %659, 2147483647
  %661 = icmp ult i32 %660, 2139095040
  %662 = select i1 %661, float %658, float 0.000000e+00
  %663 = fmul float %362, %662
  %664 = fadd float %663, 0x4168000000000000
  %665 = bitcast float %664 to i32
  %666 = fmul float %363, %662
  %667 = fadd float %666, 0x4168000000000000
  %668 = bitcast float %667 to i32
  %669 = fmul float %364, %662
  %670 = fadd float %669, 0x4168000000000000
  %671 = bitcast float %670 to i32
  %672 = fmul float %365, %662
  %673 = fadd float %672, 0x4168000000000000
  %674 = bitcast float %673 to i32
  %675 = bitcast i32 %665 to <4 x i8>
  %676 = bitcast i32 %668 to <4 x i8>
  %677 = shufflevector <4 x i8> %675, <4 x i8> %676, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %678 = bitcast <4 x i8> %677 to i32
  %679 = bitcast i32 %671 to <4 x i8>
  %680 = bitcast i32 %674 to <4 x i8>
  %681 = shufflevector <4 x i8> %679, <4 x i8> %680, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %682 = bitcast <4 x i8> %681 to i32
  %683 = bitcast i32 %678 to <4 x i8>
  %684 = bitcast i32 %682 to <4 x i8>
  %685 = shufflevector <4 x i8> %683, <4 x i8> %684, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %686 = bitcast <4 x i8> %685 to i32
  %687 = add i32 %567, 128
  %688 = sext i32 %687 to i64
  %689 = mul i64 %688, 4
  %690 = icmp slt i64 %689, 1024
  br i1 %690, label %then40, label %endif41

then38:                                           ; preds = %then36
  %691 = fmul float %593, 0x3F80204080000000
  %692 = select i1 %592, float %691, float 0x7FF8000000000000
  %693 = lshr i64 %625, 5
  %694 = mul i64 %693, 4
  %695 = getelementptr i8, ptr addrspace(3) %566, i64 %694
  store float %692, ptr addrspace(3) %695, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

then40:                                           ; preds = %endif37
  %696 = lshr i64 %689, 2
  %697 = mul i64 %696, 4
  %698 = getelementptr i8, ptr addrspace(3) %565, i64 %697
  store i32 %686, ptr addrspace(3) %698, align 4
  %699 = and i64 %689, 31
  %700 = icmp eq i64 %699, 0
  br i1 %700, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif37
  call void @llvm.nvvm.barrier0()
  %701 = load i32, ptr %v30, align 4
  %702 = add i32 %701, 1
  store i32 %702, ptr %v30, align 4
  br label %loop31

then42:                                           ; preds = %then40
  %703 = fmul float %657, 0x3F80204080000000
  %704 = select i1 %656, float %703, float 0x7FF8000000000000
  %705 = lshr i64 %689, 5
  %706 = mul i64 %705, 4
  %707 = getelementptr i8, ptr addrspace(3) %566, i64 %706
  store float %704, ptr addrspace(3) %707, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

then44:                                           ; preds = %done33
  %708 = load float, ptr %v1, align 4
  %709 = add i32 %47, %38
  %710 = icmp slt i32 %709, %4
  br i1 %710, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %done33
  %711 = load i32, ptr %v, align 4
  %712 = add i32 %711, 4
  store i32 %712, ptr %v, align 4
  br label %loop

then46:                                           ; preds = %then44
  %713 = add i32 %29, %709
  %714 = sext i32 %713 to i64
  %715 = mul i64 %714, 4
  %716 = getelementptr i8, ptr addrspace(1) %0, i64 %715
  store float %708, ptr addrspace(1) %716, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #0

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

!0 = !{ptr @strata_moe_matvec_q8_0, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_q8_0, !"maxntidx", i32 128}
