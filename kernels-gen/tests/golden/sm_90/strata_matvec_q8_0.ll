; ModuleID = 'strata_matvec_q8_0'
source_filename = "strata_matvec_q8_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v28 = alloca i32, align 4
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
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 4
  %14 = and i32 %12, 15
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif43, %entry
  %16 = load i32, ptr %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 2
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr %v1, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  %42 = udiv i32 %4, 32
  %43 = mul i32 %20, 32
  %44 = add i32 %25, %43
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %56, ptr %v4, align 4
  store i32 %84, ptr %v5, align 4
  store i32 %85, ptr %v6, align 4
  store i32 %86, ptr %v7, align 4
  store i32 %87, ptr %v8, align 4
  store i32 %88, ptr %v9, align 4
  store i32 %89, ptr %v10, align 4
  store i32 %90, ptr %v11, align 4
  store i32 %91, ptr %v12, align 4
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
  store i32 %98, ptr %v13, align 4
  store i32 %126, ptr %v14, align 4
  store i32 %127, ptr %v15, align 4
  store i32 %128, ptr %v16, align 4
  store i32 %129, ptr %v17, align 4
  store i32 %130, ptr %v18, align 4
  store i32 %131, ptr %v19, align 4
  store i32 %132, ptr %v20, align 4
  store i32 %133, ptr %v21, align 4
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
  %164 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %179 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 1, i32 31)
  %180 = icmp ugt i32 %178, %179
  %181 = select i1 %180, i32 %178, i32 %179
  %182 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %181, i32 2, i32 31)
  %183 = icmp ugt i32 %181, %182
  %184 = select i1 %183, i32 %181, i32 %182
  %185 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 4, i32 31)
  %186 = icmp ugt i32 %184, %185
  %187 = select i1 %186, i32 %184, i32 %185
  %188 = and i32 %187, 2147483647
  %189 = icmp ult i32 %188, 2139095040
  %190 = bitcast i32 %187 to float
  %191 = fdiv float 1.270000e+02, %190
  %192 = bitcast float %191 to i32
  %193 = and i32 %192, 2147483647
  %194 = icmp ult i32 %193, 2139095040
  %195 = select i1 %194, float %191, float 0.000000e+00
  %196 = fmul float %145, %195
  %197 = fadd float %196, 0x4168000000000000
  %198 = bitcast float %197 to i32
  %199 = fmul float %146, %195
  %200 = fadd float %199, 0x4168000000000000
  %201 = bitcast float %200 to i32
  %202 = fmul float %147, %195
  %203 = fadd float %202, 0x4168000000000000
  %204 = bitcast float %203 to i32
  %205 = fmul float %148, %195
  %206 = fadd float %205, 0x4168000000000000
  %207 = bitcast float %206 to i32
  %208 = bitcast i32 %198 to <4 x i8>
  %209 = bitcast i32 %201 to <4 x i8>
  %210 = shufflevector <4 x i8> %208, <4 x i8> %209, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %211 = bitcast <4 x i8> %210 to i32
  %212 = bitcast i32 %204 to <4 x i8>
  %213 = bitcast i32 %207 to <4 x i8>
  %214 = shufflevector <4 x i8> %212, <4 x i8> %213, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %215 = bitcast <4 x i8> %214 to i32
  %216 = bitcast i32 %211 to <4 x i8>
  %217 = bitcast i32 %215 to <4 x i8>
  %218 = shufflevector <4 x i8> %216, <4 x i8> %217, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %219 = bitcast <4 x i8> %218 to i32
  %220 = add i32 %164, 0
  %221 = sext i32 %220 to i64
  %222 = mul i64 %221, 4
  %223 = icmp slt i64 %222, 1024
  br i1 %223, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %224 = lshr i64 %222, 2
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(3) @lds1, i64 %225
  store i32 %219, ptr addrspace(3) %226, align 4
  %227 = and i64 %222, 31
  %228 = icmp eq i64 %227, 0
  br i1 %228, label %then22, label %endif23

endif:                                            ; preds = %endif23, %body
  %229 = bitcast float %160 to i32
  %230 = and i32 %229, 2147483647
  %231 = bitcast float %161 to i32
  %232 = and i32 %231, 2147483647
  %233 = bitcast float %162 to i32
  %234 = and i32 %233, 2147483647
  %235 = bitcast float %163 to i32
  %236 = and i32 %235, 2147483647
  %237 = icmp ugt i32 %230, %232
  %238 = select i1 %237, i32 %230, i32 %232
  %239 = icmp ugt i32 %234, %236
  %240 = select i1 %239, i32 %234, i32 %236
  %241 = icmp ugt i32 %238, %240
  %242 = select i1 %241, i32 %238, i32 %240
  %243 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 1, i32 31)
  %244 = icmp ugt i32 %242, %243
  %245 = select i1 %244, i32 %242, i32 %243
  %246 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 2, i32 31)
  %247 = icmp ugt i32 %245, %246
  %248 = select i1 %247, i32 %245, i32 %246
  %249 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %248, i32 4, i32 31)
  %250 = icmp ugt i32 %248, %249
  %251 = select i1 %250, i32 %248, i32 %249
  %252 = and i32 %251, 2147483647
  %253 = icmp ult i32 %252, 2139095040
  %254 = bitcast i32 %251 to float
  %255 = fdiv float 1.270000e+02, %254
  %256 = bitcast float %255 to i32
  %257 = and i32 %256, 2147483647
  %258 = icmp ult i32 %257, 2139095040
  %259 = select i1 %258, float %255, float 0.000000e+00
  %260 = fmul float %160, %259
  %261 = fadd float %260, 0x4168000000000000
  %262 = bitcast float %261 to i32
  %263 = fmul float %161, %259
  %264 = fadd float %263, 0x4168000000000000
  %265 = bitcast float %264 to i32
  %266 = fmul float %162, %259
  %267 = fadd float %266, 0x4168000000000000
  %268 = bitcast float %267 to i32
  %269 = fmul float %163, %259
  %270 = fadd float %269, 0x4168000000000000
  %271 = bitcast float %270 to i32
  %272 = bitcast i32 %262 to <4 x i8>
  %273 = bitcast i32 %265 to <4 x i8>
  %274 = shufflevector <4 x i8> %272, <4 x i8> %273, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %275 = bitcast <4 x i8> %274 to i32
  %276 = bitcast i32 %268 to <4 x i8>
  %277 = bitcast i32 %271 to <4 x i8>
  %278 = shufflevector <4 x i8> %276, <4 x i8> %277, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %279 = bitcast <4 x i8> %278 to i32
  %280 = bitcast i32 %275 to <4 x i8>
  %281 = bitcast i32 %279 to <4 x i8>
  %282 = shufflevector <4 x i8> %280, <4 x i8> %281, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %283 = bitcast <4 x i8> %282 to i32
  %284 = add i32 %164, 128
  %285 = sext i32 %284 to i64
  %286 = mul i64 %285, 4
  %287 = icmp slt i64 %286, 1024
  br i1 %287, label %then24, label %endif25

then22:                                           ; preds = %then
  %288 = fmul float %190, 0x3F80204080000000
  %289 = select i1 %189, float %288, float 0x7FF8000000000000
  %290 = lshr i64 %222, 5
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %291
  store float %289, ptr addrspace(3) %292, align 4
  br label %endif23

endif23:                                          ; preds = %then22, %then
  br label %endif

then24:                                           ; preds = %endif
  %293 = lshr i64 %286, 2
  %294 = mul i64 %293, 4
  %295 = getelementptr i8, ptr addrspace(3) @lds1, i64 %294
  store i32 %283, ptr addrspace(3) %295, align 4
  %296 = and i64 %286, 31
  %297 = icmp eq i64 %296, 0
  br i1 %297, label %then26, label %endif27

endif25:                                          ; preds = %endif27, %endif
  call void @llvm.nvvm.barrier0()
  %298 = add i32 %42, 31
  %299 = udiv i32 %298, 32
  store i32 0, ptr %v28, align 4
  br label %loop29

then26:                                           ; preds = %then24
  %300 = fmul float %254, 0x3F80204080000000
  %301 = select i1 %253, float %300, float 0x7FF8000000000000
  %302 = lshr i64 %286, 5
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %303
  store float %301, ptr addrspace(3) %304, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %then24
  br label %endif25

loop29:                                           ; preds = %endif39, %endif25
  %305 = load i32, ptr %v28, align 4
  %306 = icmp slt i32 %305, %299
  br i1 %306, label %body30, label %done31

body30:                                           ; preds = %loop29
  %307 = load i32, ptr %v28, align 4
  %308 = add i32 %307, 1
  %309 = sext i32 %308 to i64
  %310 = mul i64 %309, 1024
  %311 = add i32 %45, 0
  %312 = sext i32 %311 to i64
  %313 = mul i64 %312, 4
  %314 = add i64 %310, %313
  %315 = icmp slt i64 %314, %46
  %316 = icmp slt i64 %313, 1024
  %317 = and i1 %315, %316
  %318 = select i1 %317, i64 %314, i64 0
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %2, i64 %319
  %321 = load <4 x float>, ptr addrspace(1) %320, align 16
  %322 = extractelement <4 x float> %321, i32 0
  %323 = extractelement <4 x float> %321, i32 1
  %324 = extractelement <4 x float> %321, i32 2
  %325 = extractelement <4 x float> %321, i32 3
  %326 = add i32 %45, 128
  %327 = sext i32 %326 to i64
  %328 = mul i64 %327, 4
  %329 = add i64 %310, %328
  %330 = icmp slt i64 %329, %46
  %331 = icmp slt i64 %328, 1024
  %332 = and i1 %330, %331
  %333 = select i1 %332, i64 %329, i64 0
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(1) %2, i64 %334
  %336 = load <4 x float>, ptr addrspace(1) %335, align 16
  %337 = extractelement <4 x float> %336, i32 0
  %338 = extractelement <4 x float> %336, i32 1
  %339 = extractelement <4 x float> %336, i32 2
  %340 = extractelement <4 x float> %336, i32 3
  %341 = mul i32 %307, 32
  %342 = add i32 %44, %341
  %343 = load i32, ptr %v4, align 4
  %344 = load i32, ptr %v5, align 4
  %345 = load i32, ptr %v6, align 4
  %346 = load i32, ptr %v7, align 4
  %347 = load i32, ptr %v8, align 4
  %348 = load i32, ptr %v9, align 4
  %349 = load i32, ptr %v10, align 4
  %350 = load i32, ptr %v11, align 4
  %351 = load i32, ptr %v12, align 4
  %352 = load i32, ptr %v13, align 4
  %353 = load i32, ptr %v14, align 4
  %354 = load i32, ptr %v15, align 4
  %355 = load i32, ptr %v16, align 4
  %356 = load i32, ptr %v17, align 4
  %357 = load i32, ptr %v18, align 4
  %358 = load i32, ptr %v19, align 4
  %359 = load i32, ptr %v20, align 4
  %360 = load i32, ptr %v21, align 4
  %361 = add i32 %342, 32
  %362 = icmp sgt i32 %361, %47
  %363 = select i1 %362, i32 %47, i32 %361
  %364 = sext i32 %363 to i64
  %365 = mul i64 %364, 34
  %366 = add i64 %365, 0
  %367 = getelementptr i8, ptr addrspace(1) %35, i64 %366
  %368 = getelementptr i8, ptr addrspace(1) %367, i64 0
  %369 = load i16, ptr addrspace(1) %368, align 2
  %370 = zext i16 %369 to i32
  %371 = getelementptr i8, ptr addrspace(1) %367, i64 2
  %372 = ptrtoint ptr addrspace(1) %371 to i64
  %373 = and i64 %372, 3
  %374 = sub i64 0, %373
  %375 = getelementptr i8, ptr addrspace(1) %371, i64 %374
  %376 = shl i64 %373, 3
  %377 = trunc i64 %376 to i32
  %378 = getelementptr i8, ptr addrspace(1) %375, i64 0
  %379 = load i32, ptr addrspace(1) %378, align 4
  %380 = getelementptr i8, ptr addrspace(1) %375, i64 4
  %381 = load i32, ptr addrspace(1) %380, align 4
  %382 = getelementptr i8, ptr addrspace(1) %375, i64 8
  %383 = load i32, ptr addrspace(1) %382, align 4
  %384 = getelementptr i8, ptr addrspace(1) %375, i64 12
  %385 = load i32, ptr addrspace(1) %384, align 4
  %386 = getelementptr i8, ptr addrspace(1) %375, i64 16
  %387 = load i32, ptr addrspace(1) %386, align 4
  %388 = getelementptr i8, ptr addrspace(1) %375, i64 20
  %389 = load i32, ptr addrspace(1) %388, align 4
  %390 = getelementptr i8, ptr addrspace(1) %375, i64 24
  %391 = load i32, ptr addrspace(1) %390, align 4
  %392 = getelementptr i8, ptr addrspace(1) %375, i64 28
  %393 = load i32, ptr addrspace(1) %392, align 4
  %394 = shl i64 %373, 1
  %395 = add i64 28, %394
  %396 = getelementptr i8, ptr addrspace(1) %375, i64 %395
  %397 = load i32, ptr addrspace(1) %396, align 4
  %398 = call i32 @llvm.fshr.i32(i32 %381, i32 %379, i32 %377)
  %399 = call i32 @llvm.fshr.i32(i32 %383, i32 %381, i32 %377)
  %400 = call i32 @llvm.fshr.i32(i32 %385, i32 %383, i32 %377)
  %401 = call i32 @llvm.fshr.i32(i32 %387, i32 %385, i32 %377)
  %402 = call i32 @llvm.fshr.i32(i32 %389, i32 %387, i32 %377)
  %403 = call i32 @llvm.fshr.i32(i32 %391, i32 %389, i32 %377)
  %404 = call i32 @llvm.fshr.i32(i32 %393, i32 %391, i32 %377)
  %405 = call i32 @llvm.fshr.i32(i32 %397, i32 %393, i32 %377)
  store i32 %370, ptr %v4, align 4
  store i32 %398, ptr %v5, align 4
  store i32 %399, ptr %v6, align 4
  store i32 %400, ptr %v7, align 4
  store i32 %401, ptr %v8, align 4
  store i32 %402, ptr %v9, align 4
  store i32 %403, ptr %v10, align 4
  store i32 %404, ptr %v11, align 4
  store i32 %405, ptr %v12, align 4
  %406 = sext i32 %363 to i64
  %407 = mul i64 %406, 34
  %408 = add i64 %407, 0
  %409 = getelementptr i8, ptr addrspace(1) %41, i64 %408
  %410 = getelementptr i8, ptr addrspace(1) %409, i64 0
  %411 = load i16, ptr addrspace(1) %410, align 2
  %412 = zext i16 %411 to i32
  %413 = getelementptr i8, ptr addrspace(1) %409, i64 2
  %414 = ptrtoint ptr addrspace(1) %413 to i64
  %415 = and i64 %414, 3
  %416 = sub i64 0, %415
  %417 = getelementptr i8, ptr addrspace(1) %413, i64 %416
  %418 = shl i64 %415, 3
  %419 = trunc i64 %418 to i32
  %420 = getelementptr i8, ptr addrspace(1) %417, i64 0
  %421 = load i32, ptr addrspace(1) %420, align 4
  %422 = getelementptr i8, ptr addrspace(1) %417, i64 4
  %423 = load i32, ptr addrspace(1) %422, align 4
  %424 = getelementptr i8, ptr addrspace(1) %417, i64 8
  %425 = load i32, ptr addrspace(1) %424, align 4
  %426 = getelementptr i8, ptr addrspace(1) %417, i64 12
  %427 = load i32, ptr addrspace(1) %426, align 4
  %428 = getelementptr i8, ptr addrspace(1) %417, i64 16
  %429 = load i32, ptr addrspace(1) %428, align 4
  %430 = getelementptr i8, ptr addrspace(1) %417, i64 20
  %431 = load i32, ptr addrspace(1) %430, align 4
  %432 = getelementptr i8, ptr addrspace(1) %417, i64 24
  %433 = load i32, ptr addrspace(1) %432, align 4
  %434 = getelementptr i8, ptr addrspace(1) %417, i64 28
  %435 = load i32, ptr addrspace(1) %434, align 4
  %436 = shl i64 %415, 1
  %437 = add i64 28, %436
  %438 = getelementptr i8, ptr addrspace(1) %417, i64 %437
  %439 = load i32, ptr addrspace(1) %438, align 4
  %440 = call i32 @llvm.fshr.i32(i32 %423, i32 %421, i32 %419)
  %441 = call i32 @llvm.fshr.i32(i32 %425, i32 %423, i32 %419)
  %442 = call i32 @llvm.fshr.i32(i32 %427, i32 %425, i32 %419)
  %443 = call i32 @llvm.fshr.i32(i32 %429, i32 %427, i32 %419)
  %444 = call i32 @llvm.fshr.i32(i32 %431, i32 %429, i32 %419)
  %445 = call i32 @llvm.fshr.i32(i32 %433, i32 %431, i32 %419)
  %446 = call i32 @llvm.fshr.i32(i32 %435, i32 %433, i32 %419)
  %447 = call i32 @llvm.fshr.i32(i32 %439, i32 %435, i32 %419)
  store i32 %412, ptr %v13, align 4
  store i32 %440, ptr %v14, align 4
  store i32 %441, ptr %v15, align 4
  store i32 %442, ptr %v16, align 4
  store i32 %443, ptr %v17, align 4
  store i32 %444, ptr %v18, align 4
  store i32 %445, ptr %v19, align 4
  store i32 %446, ptr %v20, align 4
  store i32 %447, ptr %v21, align 4
  %448 = icmp slt i32 %342, %42
  br i1 %448, label %then32, label %endif33

done31:                                           ; preds = %loop29
  %449 = load float, ptr %v2, align 4
  %450 = load float, ptr %v3, align 4
  %451 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %452 = and i32 %451, 31
  %453 = and i32 %452, 16
  %454 = icmp ne i32 %453, 0
  %455 = select i1 %454, float %450, float %449
  %456 = select i1 %454, float %449, float %450
  %457 = bitcast float %456 to i32
  %458 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 16, i32 31)
  %459 = bitcast i32 %458 to float
  %460 = fadd float %455, %459
  %461 = bitcast float %460 to i32
  %462 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %461, i32 8, i32 31)
  %463 = bitcast i32 %462 to float
  %464 = fadd float %460, %463
  %465 = bitcast float %464 to i32
  %466 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %465, i32 4, i32 31)
  %467 = bitcast i32 %466 to float
  %468 = fadd float %464, %467
  %469 = bitcast float %468 to i32
  %470 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 2, i32 31)
  %471 = bitcast i32 %470 to float
  %472 = fadd float %468, %471
  %473 = bitcast float %472 to i32
  %474 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %473, i32 1, i32 31)
  %475 = bitcast i32 %474 to float
  %476 = fadd float %472, %475
  store float %476, ptr %v1, align 4
  %477 = and i1 %23, %15
  br i1 %477, label %then42, label %endif43

then32:                                           ; preds = %body30
  %478 = and i32 %307, 1
  %479 = sext i32 %478 to i64
  %480 = mul i64 %479, 1152
  %481 = getelementptr i8, ptr addrspace(3) @lds1, i64 %480
  %482 = sext i32 %307 to i64
  %483 = mul i64 %482, 1024
  %484 = sext i32 %342 to i64
  %485 = mul i64 %484, 32
  %486 = sub i64 %485, %483
  %487 = add i64 %486, 0
  %488 = getelementptr i8, ptr addrspace(3) %481, i64 %487
  %489 = load <4 x i32>, ptr addrspace(3) %488, align 16
  %490 = extractelement <4 x i32> %489, i32 0
  %491 = extractelement <4 x i32> %489, i32 1
  %492 = extractelement <4 x i32> %489, i32 2
  %493 = extractelement <4 x i32> %489, i32 3
  %494 = add i64 %486, 16
  %495 = getelementptr i8, ptr addrspace(3) %481, i64 %494
  %496 = load <4 x i32>, ptr addrspace(3) %495, align 16
  %497 = extractelement <4 x i32> %496, i32 0
  %498 = extractelement <4 x i32> %496, i32 1
  %499 = extractelement <4 x i32> %496, i32 2
  %500 = extractelement <4 x i32> %496, i32 3
  %501 = getelementptr i8, ptr addrspace(3) %481, i64 1024
  %502 = lshr i64 %486, 5
  %503 = mul i64 %502, 4
  %504 = getelementptr i8, ptr addrspace(3) %501, i64 %503
  %505 = load float, ptr addrspace(3) %504, align 4
  %506 = load float, ptr %v2, align 4
  %507 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %344, i32 %490, i32 0)
  %508 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %345, i32 %491, i32 %507)
  %509 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %346, i32 %492, i32 %508)
  %510 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %347, i32 %493, i32 %509)
  %511 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %348, i32 %497, i32 %510)
  %512 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %349, i32 %498, i32 %511)
  %513 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %350, i32 %499, i32 %512)
  %514 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %351, i32 %500, i32 %513)
  %515 = trunc i32 %343 to i16
  %516 = bitcast i16 %515 to half
  %517 = fpext half %516 to float
  %518 = fmul float %517, %505
  %519 = sitofp i32 %514 to float
  %520 = call float @llvm.fma.f32(float %518, float %519, float %506)
  store float %520, ptr %v2, align 4
  %521 = load float, ptr %v3, align 4
  %522 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %353, i32 %490, i32 0)
  %523 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %354, i32 %491, i32 %522)
  %524 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %355, i32 %492, i32 %523)
  %525 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %356, i32 %493, i32 %524)
  %526 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %357, i32 %497, i32 %525)
  %527 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %358, i32 %498, i32 %526)
  %528 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %359, i32 %499, i32 %527)
  %529 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %360, i32 %500, i32 %528)
  %530 = trunc i32 %352 to i16
  %531 = bitcast i16 %530 to half
  %532 = fpext half %531 to float
  %533 = fmul float %532, %505
  %534 = sitofp i32 %529 to float
  %535 = call float @llvm.fma.f32(float %533, float %534, float %521)
  store float %535, ptr %v3, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %body30
  %536 = add i32 %307, 1
  %537 = and i32 %536, 1
  %538 = sext i32 %537 to i64
  %539 = mul i64 %538, 1152
  %540 = getelementptr i8, ptr addrspace(3) @lds1, i64 %539
  %541 = getelementptr i8, ptr addrspace(3) %540, i64 1024
  %542 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %543 = bitcast float %322 to i32
  %544 = and i32 %543, 2147483647
  %545 = bitcast float %323 to i32
  %546 = and i32 %545, 2147483647
  %547 = bitcast float %324 to i32
  %548 = and i32 %547, 2147483647
  %549 = bitcast float %325 to i32
  %550 = and i32 %549, 2147483647
  %551 = icmp ugt i32 %544, %546
  %552 = select i1 %551, i32 %544, i32 %546
  %553 = icmp ugt i32 %548, %550
  %554 = select i1 %553, i32 %548, i32 %550
  %555 = icmp ugt i32 %552, %554
  %556 = select i1 %555, i32 %552, i32 %554
  %557 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %556, i32 1, i32 31)
  %558 = icmp ugt i32 %556, %557
  %559 = select i1 %558, i32 %556, i32 %557
  %560 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %559, i32 2, i32 31)
  %561 = icmp ugt i32 %559, %560
  %562 = select i1 %561, i32 %559, i32 %560
  %563 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %562, i32 4, i32 31)
  %564 = icmp ugt i32 %562, %563
  %565 = select i1 %564, i32 %562, i32 %563
  %566 = and i32 %565, 2147483647
  %567 = icmp ult i32 %566, 2139095040
  %568 = bitcast i32 %565 to float
  %569 = fdiv float 1.270000e+02, %568
  %570 = bitcast float %569 to i32
  %571 = and i32 %570, 2147483647
  %572 = icmp ult i32 %571, 2139095040
  %573 = select i1 %572, float %569, float 0.000000e+00
  %574 = fmul float %322, %573
  %575 = fadd float %574, 0x4168000000000000
  %576 = bitcast float %575 to i32
  %577 = fmul float %323, %573
  %578 = fadd float %577, 0x4168000000000000
  %579 = bitcast float %578 to i32
  %580 = fmul float %324, %573
  %581 = fadd float %580, 0x4168000000000000
  %582 = bitcast float %581 to i32
  %583 = fmul float %325, %573
  %584 = fadd float %583, 0x4168000000000000
  %585 = bitcast float %584 to i32
  %586 = bitcast i32 %576 to <4 x i8>
  %587 = bitcast i32 %579 to <4 x i8>
  %588 = shufflevector <4 x i8> %586, <4 x i8> %587, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %589 = bitcast <4 x i8> %588 to i32
  %590 = bitcast i32 %582 to <4 x i8>
  %591 = bitcast i32 %585 to <4 x i8>
  %592 = shufflevector <4 x i8> %590, <4 x i8> %591, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %593 = bitcast <4 x i8> %592 to i32
  %594 = bitcast i32 %589 to <4 x i8>
  %595 = bitcast i32 %593 to <4 x i8>
  %596 = shufflevector <4 x i8> %594, <4 x i8> %595, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %597 = bitcast <4 x i8> %596 to i32
  %598 = add i32 %542, 0
  %599 = sext i32 %598 to i64
  %600 = mul i64 %599, 4
  %601 = icmp slt i64 %600, 1024
  br i1 %601, label %then34, label %endif35

then34:                                           ; preds = %endif33
  %602 = lshr i64 %600, 2
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(3) %540, i64 %603
  store i32 %597, ptr addrspace(3) %604, align 4
  %605 = and i64 %600, 31
  %606 = icmp eq i64 %605, 0
  br i1 %606, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif33
  %607 = bitcast float %337 to i32
  %608 = and i32 %607, 2147483647
  %609 = bitcast float %338 to i32
  %610 = and i32 %609, 2147483647
  %611 = bitcast float %339 to i32
  %612 = and i32 %611, 2147483647
  %613 = bitcast float %340 to i32
  %614 = and i32 %613, 2147483647
  %615 = icmp ugt i32 %608, %610
  %616 = select i1 %615, i32 %608, i32 %610
  %617 = icmp ugt i32 %612, %614
  %618 = select i1 %617, i32 %612, i32 %614
  %619 = icmp ugt i32 %616, %618
  %620 = select i1 %619, i32 %616, i32 %618
  %621 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %620, i32 1, i32 31)
  %622 = icmp ugt i32 %620, %621
  %623 = select i1 %622, i32 %620, i32 %621
  %624 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %623, i32 2, i32 31)
  %625 = icmp ugt i32 %623, %624
  %626 = select i1 %625, i32 %623, i32 %624
  %627 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %626, i32 4, i32 31)
  %628 = icmp ugt i32 %626, %627
  %629 = select i1 %628, i32 %626, i32 %627
  %630 = and i32 %629, 2147483647
  %631 = icmp ult i32 %630, 2139095040
  %632 = bitcast i32 %629 to float
  %633 = fdiv float 1.270000e+02, %632
  %634 = bitcast float %633 to i32
  %635 = and i32 %634, 2147483647
  %636 = icmp ult i32 %635, 2139095040
  %637 = select i1 %636, float %633, float 0.000000e+00
  %638 = fmul float %337, %637
  %639 = fadd float %638, 0x4168000000000000
  %640 = bitcast float %639 to i32
  %641 = fmul float %338, %637
  %642 = fadd float %641, 0x4168000000000000
  %643 = bitcast float %642 to i32
  %644 = fmul float %339, %637
  %645 = fadd float %644, 0x4168000000000000
  %646 = bitcast float %645 to i32
  %647 = fmul float %340, %637
  %648 = fadd float %647, 0x4168000000000000
  %649 = bitcast float %648 to i32
  %650 = bitcast i32 %640 to <4 x i8>
  %651 = bitcast i32 %643 to <4 x i8>
  %652 = shufflevector <4 x i8> %650, <4 x i8> %651, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %653 = bitcast <4 x i8> %652 to i32
  %654 = bitcast i32 %646 to <4 x i8>
  %655 = bitcast i32 %649 to <4 x i8>
  %656 = shufflevector <4 x i8> %654, <4 x i8> %655, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %657 = bitcast <4 x i8> %656 to i32
  %658 = bitcast i32 %653 to <4 x i8>
  %659 = bitcast i32 %657 to <4 x i8>
  %660 = shufflevector <4 x i8> %658, <4 x i8> %659, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %661 = bitcast <4 x i8> %660 to i32
  %662 = add i32 %542, 128
  %663 = sext i32 %662 to i64
  %664 = mul i64 %663, 4
  %665 = icmp slt i64 %664, 1024
  br i1 %665, label %then38, label %endif39

then36:                                           ; preds = %then34
  %666 = fmul float %568, 0x3F80204080000000
  %667 = select i1 %567, float %666, float 0x7FF8000000000000
  %668 = lshr i64 %600, 5
  %669 = mul i64 %668, 4
  %670 = getelementptr i8, ptr addrspace(3) %541, i64 %669
  store float %667, ptr addrspace(3) %670, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

then38:                                           ; preds = %endif35
  %671 = lshr i64 %664, 2
  %672 = mul i64 %671, 4
  %673 = getelementptr i8, ptr addrspace(3) %540, i64 %672
  store i32 %661, ptr addrspace(3) %673, align 4
  %674 = and i64 %664, 31
  %675 = icmp eq i64 %674, 0
  br i1 %675, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif35
  call void @llvm.nvvm.barrier0()
  %676 = load i32, ptr %v28, align 4
  %677 = add i32 %676, 1
  store i32 %677, ptr %v28, align 4
  br label %loop29

then40:                                           ; preds = %then38
  %678 = fmul float %632, 0x3F80204080000000
  %679 = select i1 %631, float %678, float 0x7FF8000000000000
  %680 = lshr i64 %664, 5
  %681 = mul i64 %680, 4
  %682 = getelementptr i8, ptr addrspace(3) %541, i64 %681
  store float %679, ptr addrspace(3) %682, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %done31
  %683 = load float, ptr %v1, align 4
  %684 = add i32 %22, %13
  %685 = icmp slt i32 %684, %3
  br i1 %685, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %done31
  %686 = load i32, ptr %v, align 4
  %687 = add i32 %686, 4
  store i32 %687, ptr %v, align 4
  br label %loop

then44:                                           ; preds = %then42
  %688 = add i32 0, %684
  %689 = sext i32 %688 to i64
  %690 = mul i64 %689, 4
  %691 = getelementptr i8, ptr addrspace(1) %0, i64 %690
  store float %683, ptr addrspace(1) %691, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43
}

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

!0 = !{ptr @strata_matvec_q8_0, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_q8_0, !"maxntidx", i32 128}
