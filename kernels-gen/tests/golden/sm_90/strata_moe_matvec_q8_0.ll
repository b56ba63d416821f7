; ModuleID = 'strata_moe_matvec_q8_0'
source_filename = "strata_moe_matvec_q8_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
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
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = lshr i32 %24, 5
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = and i32 %26, 31
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, 8
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 4
  %33 = and i32 %31, 15
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif45, %then
  %35 = load i32, ptr %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 2
  %41 = add i32 %29, %40
  %42 = icmp slt i32 %41, %4
  store float 0.000000e+00, ptr %v1, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  %61 = udiv i32 %5, 32
  %62 = mul i32 %39, 32
  %63 = add i32 %44, %62
  %64 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %75, ptr %v4, align 4
  store i32 %103, ptr %v5, align 4
  store i32 %104, ptr %v6, align 4
  store i32 %105, ptr %v7, align 4
  store i32 %106, ptr %v8, align 4
  store i32 %107, ptr %v9, align 4
  store i32 %108, ptr %v10, align 4
  store i32 %109, ptr %v11, align 4
  store i32 %110, ptr %v12, align 4
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
  store i32 %117, ptr %v13, align 4
  store i32 %145, ptr %v14, align 4
  store i32 %146, ptr %v15, align 4
  store i32 %147, ptr %v16, align 4
  store i32 %148, ptr %v17, align 4
  store i32 %149, ptr %v18, align 4
  store i32 %150, ptr %v19, align 4
  store i32 %151, ptr %v20, align 4
  store i32 %152, ptr %v21, align 4
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
  %183 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %198 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %197, i32 1, i32 31)
  %199 = icmp ugt i32 %197, %198
  %200 = select i1 %199, i32 %197, i32 %198
  %201 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 2, i32 31)
  %202 = icmp ugt i32 %200, %201
  %203 = select i1 %202, i32 %200, i32 %201
  %204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %203, i32 4, i32 31)
  %205 = icmp ugt i32 %203, %204
  %206 = select i1 %205, i32 %203, i32 %204
  %207 = and i32 %206, 2147483647
  %208 = icmp ult i32 %207, 2139095040
  %209 = bitcast i32 %206 to float
  %210 = fdiv float 1.270000e+02, %209
  %211 = bitcast float %210 to i32
  %212 = and i32 %211, 2147483647
  %213 = icmp ult i32 %212, 2139095040
  %214 = select i1 %213, float %210, float 0.000000e+00
  %215 = fmul float %164, %214
  %216 = fadd float %215, 0x4168000000000000
  %217 = bitcast float %216 to i32
  %218 = fmul float %165, %214
  %219 = fadd float %218, 0x4168000000000000
  %220 = bitcast float %219 to i32
  %221 = fmul float %166, %214
  %222 = fadd float %221, 0x4168000000000000
  %223 = bitcast float %222 to i32
  %224 = fmul float %167, %214
  %225 = fadd float %224, 0x4168000000000000
  %226 = bitcast float %225 to i32
  %227 = bitcast i32 %217 to <4 x i8>
  %228 = bitcast i32 %220 to <4 x i8>
  %229 = shufflevector <4 x i8> %227, <4 x i8> %228, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %230 = bitcast <4 x i8> %229 to i32
  %231 = bitcast i32 %223 to <4 x i8>
  %232 = bitcast i32 %226 to <4 x i8>
  %233 = shufflevector <4 x i8> %231, <4 x i8> %232, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %234 = bitcast <4 x i8> %233 to i32
  %235 = bitcast i32 %230 to <4 x i8>
  %236 = bitcast i32 %234 to <4 x i8>
  %237 = shufflevector <4 x i8> %235, <4 x i8> %236, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %238 = bitcast <4 x i8> %237 to i32
  %239 = add i32 %183, 0
  %240 = sext i32 %239 to i64
  %241 = mul i64 %240, 4
  %242 = icmp slt i64 %241, 1024
  br i1 %242, label %then22, label %endif23

done:                                             ; preds = %loop
  br label %endif

then22:                                           ; preds = %body
  %243 = lshr i64 %241, 2
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr addrspace(3) @lds1, i64 %244
  store i32 %238, ptr addrspace(3) %245, align 4
  %246 = and i64 %241, 31
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %then24, label %endif25

endif23:                                          ; preds = %endif25, %body
  %248 = bitcast float %179 to i32
  %249 = and i32 %248, 2147483647
  %250 = bitcast float %180 to i32
  %251 = and i32 %250, 2147483647
  %252 = bitcast float %181 to i32
  %253 = and i32 %252, 2147483647
  %254 = bitcast float %182 to i32
  %255 = and i32 %254, 2147483647
  %256 = icmp ugt i32 %249, %251
  %257 = select i1 %256, i32 %249, i32 %251
  %258 = icmp ugt i32 %253, %255
  %259 = select i1 %258, i32 %253, i32 %255
  %260 = icmp ugt i32 %257, %259
  %261 = select i1 %260, i32 %257, i32 %259
  %262 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %261, i32 1, i32 31)
  %263 = icmp ugt i32 %261, %262
  %264 = select i1 %263, i32 %261, i32 %262
  %265 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %264, i32 2, i32 31)
  %266 = icmp ugt i32 %264, %265
  %267 = select i1 %266, i32 %264, i32 %265
  %268 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31)
  %269 = icmp ugt i32 %267, %268
  %270 = select i1 %269, i32 %267, i32 %268
  %271 = and i32 %270, 2147483647
  %272 = icmp ult i32 %271, 2139095040
  %273 = bitcast i32 %270 to float
  %274 = fdiv float 1.270000e+02, %273
  %275 = bitcast float %274 to i32
  %276 = and i32 %275, 2147483647
  %277 = icmp ult i32 %276, 2139095040
  %278 = select i1 %277, float %274, float 0.000000e+00
  %279 = fmul float %179, %278
  %280 = fadd float %279, 0x4168000000000000
  %281 = bitcast float %280 to i32
  %282 = fmul float %180, %278
  %283 = fadd float %282, 0x4168000000000000
  %284 = bitcast float %283 to i32
  %285 = fmul float %181, %278
  %286 = fadd float %285, 0x4168000000000000
  %287 = bitcast float %286 to i32
  %288 = fmul float %182, %278
  %289 = fadd float %288, 0x4168000000000000
  %290 = bitcast float %289 to i32
  %291 = bitcast i32 %281 to <4 x i8>
  %292 = bitcast i32 %284 to <4 x i8>
  %293 = shufflevector <4 x i8> %291, <4 x i8> %292, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %294 = bitcast <4 x i8> %293 to i32
  %295 = bitcast i32 %287 to <4 x i8>
  %296 = bitcast i32 %290 to <4 x i8>
  %297 = shufflevector <4 x i8> %295, <4 x i8> %296, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %298 = bitcast <4 x i8> %297 to i32
  %299 = bitcast i32 %294 to <4 x i8>
  %300 = bitcast i32 %298 to <4 x i8>
  %301 = shufflevector <4 x i8> %299, <4 x i8> %300, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %302 = bitcast <4 x i8> %301 to i32
  %303 = add i32 %183, 128
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 4
  %306 = icmp slt i64 %305, 1024
  br i1 %306, label %then26, label %endif27

then24:                                           ; preds = %then22
  %307 = fmul float %209, 0x3F80204080000000
  %308 = select i1 %208, float %307, float 0x7FF8000000000000
  %309 = lshr i64 %241, 5
  %310 = mul i64 %309, 4
  %311 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %310
  store float %308, ptr addrspace(3) %311, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %then22
  br label %endif23

then26:                                           ; preds = %endif23
  %312 = lshr i64 %305, 2
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(3) @lds1, i64 %313
  store i32 %302, ptr addrspace(3) %314, align 4
  %315 = and i64 %305, 31
  %316 = icmp eq i64 %315, 0
  br i1 %316, label %then28, label %endif29

endif27:                                          ; preds = %endif29, %endif23
  call void @llvm.nvvm.barrier0()
  %317 = add i32 %61, 31
  %318 = udiv i32 %317, 32
  store i32 0, ptr %v30, align 4
  br label %loop31

then28:                                           ; preds = %then26
  %319 = fmul float %273, 0x3F80204080000000
  %320 = select i1 %272, float %319, float 0x7FF8000000000000
  %321 = lshr i64 %305, 5
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %322
  store float %320, ptr addrspace(3) %323, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %then26
  br label %endif27

loop31:                                           ; preds = %endif41, %endif27
  %324 = load i32, ptr %v30, align 4
  %325 = icmp slt i32 %324, %318
  br i1 %325, label %body32, label %done33

body32:                                           ; preds = %loop31
  %326 = load i32, ptr %v30, align 4
  %327 = add i32 %326, 1
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 1024
  %330 = add i32 %64, 0
  %331 = sext i32 %330 to i64
  %332 = mul i64 %331, 4
  %333 = add i64 %329, %332
  %334 = icmp slt i64 %333, %65
  %335 = icmp slt i64 %332, 1024
  %336 = and i1 %334, %335
  %337 = select i1 %336, i64 %333, i64 0
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %22, i64 %338
  %340 = load <4 x float>, ptr addrspace(1) %339, align 16
  %341 = extractelement <4 x float> %340, i32 0
  %342 = extractelement <4 x float> %340, i32 1
  %343 = extractelement <4 x float> %340, i32 2
  %344 = extractelement <4 x float> %340, i32 3
  %345 = add i32 %64, 128
  %346 = sext i32 %345 to i64
  %347 = mul i64 %346, 4
  %348 = add i64 %329, %347
  %349 = icmp slt i64 %348, %65
  %350 = icmp slt i64 %347, 1024
  %351 = and i1 %349, %350
  %352 = select i1 %351, i64 %348, i64 0
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %22, i64 %353
  %355 = load <4 x float>, ptr addrspace(1) %354, align 16
  %356 = extractelement <4 x float> %355, i32 0
  %357 = extractelement <4 x float> %355, i32 1
  %358 = extractelement <4 x float> %355, i32 2
  %359 = extractelement <4 x float> %355, i32 3
  %360 = mul i32 %326, 32
  %361 = add i32 %63, %360
  %362 = load i32, ptr %v4, align 4
  %363 = load i32, ptr %v5, align 4
  %364 = load i32, ptr %v6, align 4
  %365 = load i32, ptr %v7, align 4
  %366 = load i32, ptr %v8, align 4
  %367 = load i32, ptr %v9, align 4
  %368 = load i32, ptr %v10, align 4
  %369 = load i32, ptr %v11, align 4
  %370 = load i32, ptr %v12, align 4
  %371 = load i32, ptr %v13, align 4
  %372 = load i32, ptr %v14, align 4
  %373 = load i32, ptr %v15, align 4
  %374 = load i32, ptr %v16, align 4
  %375 = load i32, ptr %v17, align 4
  %376 = load i32, ptr %v18, align 4
  %377 = load i32, ptr %v19, align 4
  %378 = load i32, ptr %v20, align 4
  %379 = load i32, ptr %v21, align 4
  %380 = add i32 %361, 32
  %381 = icmp sgt i32 %380, %66
  %382 = select i1 %381, i32 %66, i32 %380
  %383 = sext i32 %382 to i64
  %384 = mul i64 %383, 34
  %385 = add i64 %384, 0
  %386 = getelementptr i8, ptr addrspace(1) %54, i64 %385
  %387 = getelementptr i8, ptr addrspace(1) %386, i64 0
  %388 = load i16, ptr addrspace(1) %387, align 2
  %389 = zext i16 %388 to i32
  %390 = getelementptr i8, ptr addrspace(1) %386, i64 2
  %391 = ptrtoint ptr addrspace(1) %390 to i64
  %392 = and i64 %391, 3
  %393 = sub i64 0, %392
  %394 = getelementptr i8, ptr addrspace(1) %390, i64 %393
  %395 = shl i64 %392, 3
  %396 = trunc i64 %395 to i32
  %397 = getelementptr i8, ptr addrspace(1) %394, i64 0
  %398 = load i32, ptr addrspace(1) %397, align 4
  %399 = getelementptr i8, ptr addrspace(1) %394, i64 4
  %400 = load i32, ptr addrspace(1) %399, align 4
  %401 = getelementptr i8, ptr addrspace(1) %394, i64 8
  %402 = load i32, ptr addrspace(1) %401, align 4
  %403 = getelementptr i8, ptr addrspace(1) %394, i64 12
  %404 = load i32, ptr addrspace(1) %403, align 4
  %405 = getelementptr i8, ptr addrspace(1) %394, i64 16
  %406 = load i32, ptr addrspace(1) %405, align 4
  %407 = getelementptr i8, ptr addrspace(1) %394, i64 20
  %408 = load i32, ptr addrspace(1) %407, align 4
  %409 = getelementptr i8, ptr addrspace(1) %394, i64 24
  %410 = load i32, ptr addrspace(1) %409, align 4
  %411 = getelementptr i8, ptr addrspace(1) %394, i64 28
  %412 = load i32, ptr addrspace(1) %411, align 4
  %413 = shl i64 %392, 1
  %414 = add i64 28, %413
  %415 = getelementptr i8, ptr addrspace(1) %394, i64 %414
  %416 = load i32, ptr addrspace(1) %415, align 4
  %417 = call i32 @llvm.fshr.i32(i32 %400, i32 %398, i32 %396)
  %418 = call i32 @llvm.fshr.i32(i32 %402, i32 %400, i32 %396)
  %419 = call i32 @llvm.fshr.i32(i32 %404, i32 %402, i32 %396)
  %420 = call i32 @llvm.fshr.i32(i32 %406, i32 %404, i32 %396)
  %421 = call i32 @llvm.fshr.i32(i32 %408, i32 %406, i32 %396)
  %422 = call i32 @llvm.fshr.i32(i32 %410, i32 %408, i32 %396)
  %423 = call i32 @llvm.fshr.i32(i32 %412, i32 %410, i32 %396)
  %424 = call i32 @llvm.fshr.i32(i32 %416, i32 %412, i32 %396)
  store i32 %389, ptr %v4, align 4
  store i32 %417, ptr %v5, align 4
  store i32 %418, ptr %v6, align 4
  store i32 %419, ptr %v7, align 4
  store i32 %420, ptr %v8, align 4
  store i32 %421, ptr %v9, align 4
  store i32 %422, ptr %v10, align 4
  store i32 %423, ptr %v11, align 4
  store i32 %424, ptr %v12, align 4
  %425 = sext i32 %382 to i64
  %426 = mul i64 %425, 34
  %427 = add i64 %426, 0
  %428 = getelementptr i8, ptr addrspace(1) %60, i64 %427
  %429 = getelementptr i8, ptr addrspace(1) %428, i64 0
  %430 = load i16, ptr addrspace(1) %429, align 2
  %431 = zext i16 %430 to i32
  %432 = getelementptr i8, ptr addrspace(1) %428, i64 2
  %433 = ptrtoint ptr addrspace(1) %432 to i64
  %434 = and i64 %433, 3
  %435 = sub i64 0, %434
  %436 = getelementptr i8, ptr addrspace(1) %432, i64 %435
  %437 = shl i64 %434, 3
  %438 = trunc i64 %437 to i32
  %439 = getelementptr i8, ptr addrspace(1) %436, i64 0
  %440 = load i32, ptr addrspace(1) %439, align 4
  %441 = getelementptr i8, ptr addrspace(1) %436, i64 4
  %442 = load i32, ptr addrspace(1) %441, align 4
  %443 = getelementptr i8, ptr addrspace(1) %436, i64 8
  %444 = load i32, ptr addrspace(1) %443, align 4
  %445 = getelementptr i8, ptr addrspace(1) %436, i64 12
  %446 = load i32, ptr addrspace(1) %445, align 4
  %447 = getelementptr i8, ptr addrspace(1) %436, i64 16
  %448 = load i32, ptr addrspace(1) %447, align 4
  %449 = getelementptr i8, ptr addrspace(1) %436, i64 20
  %450 = load i32, ptr addrspace(1) %449, align 4
  %451 = getelementptr i8, ptr addrspace(1) %436, i64 24
  %452 = load i32, ptr addrspace(1) %451, align 4
  %453 = getelementptr i8, ptr addrspace(1) %436, i64 28
  %454 = load i32, ptr addrspace(1) %453, align 4
  %455 = shl i64 %434, 1
  %456 = add i64 28, %455
  %457 = getelementptr i8, ptr addrspace(1) %436, i64 %456
  %458 = load i32, ptr addrspace(1) %457, align 4
  %459 = call i32 @llvm.fshr.i32(i32 %442, i32 %440, i32 %438)
  %460 = call i32 @llvm.fshr.i32(i32 %444, i32 %442, i32 %438)
  %461 = call i32 @llvm.fshr.i32(i32 %446, i32 %444, i32 %438)
  %462 = call i32 @llvm.fshr.i32(i32 %448, i32 %446, i32 %438)
  %463 = call i32 @llvm.fshr.i32(i32 %450, i32 %448, i32 %438)
  %464 = call i32 @llvm.fshr.i32(i32 %452, i32 %450, i32 %438)
  %465 = call i32 @llvm.fshr.i32(i32 %454, i32 %452, i32 %438)
  %466 = call i32 @llvm.fshr.i32(i32 %458, i32 %454, i32 %438)
  store i32 %431, ptr %v13, align 4
  store i32 %459, ptr %v14, align 4
  store i32 %460, ptr %v15, align 4
  store i32 %461, ptr %v16, align 4
  store i32 %462, ptr %v17, align 4
  store i32 %463, ptr %v18, align 4
  store i32 %464, ptr %v19, align 4
  store i32 %465, ptr %v20, align 4
  store i32 %466, ptr %v21, align 4
  %467 = icmp slt i32 %361, %61
  br i1 %467, label %then34, label %endif35

done33:                                           ; preds = %loop31
  %468 = load float, ptr %v2, align 4
  %469 = load float, ptr %v3, align 4
  %470 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %471 = and i32 %470, 31
  %472 = and i32 %471, 16
  %473 = icmp ne i32 %472, 0
  %474 = select i1 %473, float %469, float %468
  %475 = select i1 %473, float %468, float %469
  %476 = bitcast float %475 to i32
  %477 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %476, i32 16, i32 31)
  %478 = bitcast i32 %477 to float
  %479 = fadd float %474, %478
  %480 = bitcast float %479 to i32
  %481 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %480, i32 8, i32 31)
  %482 = bitcast i32 %481 to float
  %483 = fadd float %479, %482
  %484 = bitcast float %483 to i32
  %485 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %484, i32 4, i32 31)
  %486 = bitcast i32 %485 to float
  %487 = fadd float %483, %486
  %488 = bitcast float %487 to i32
  %489 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %488, i32 2, i32 31)
  %490 = bitcast i32 %489 to float
  %491 = fadd float %487, %490
  %492 = bitcast float %491 to i32
  %493 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %492, i32 1, i32 31)
  %494 = bitcast i32 %493 to float
  %495 = fadd float %491, %494
  store float %495, ptr %v1, align 4
  %496 = and i1 %42, %34
  br i1 %496, label %then44, label %endif45

then34:                                           ; preds = %body32
  %497 = and i32 %326, 1
  %498 = sext i32 %497 to i64
  %499 = mul i64 %498, 1152
  %500 = getelementptr i8, ptr addrspace(3) @lds1, i64 %499
  %501 = sext i32 %326 to i64
  %502 = mul i64 %501, 1024
  %503 = sext i32 %361 to i64
  %504 = mul i64 %503, 32
  %505 = sub i64 %504, %502
  %506 = add i64 %505, 0
  %507 = getelementptr i8, ptr addrspace(3) %500, i64 %506
  %508 = load <4 x i32>, ptr addrspace(3) %507, align 16
  %509 = extractelement <4 x i32> %508, i32 0
  %510 = extractelement <4 x i32> %508, i32 1
  %511 = extractelement <4 x i32> %508, i32 2
  %512 = extractelement <4 x i32> %508, i32 3
  %513 = add i64 %505, 16
  %514 = getelementptr i8, ptr addrspace(3) %500, i64 %513
  %515 = load <4 x i32>, ptr addrspace(3) %514, align 16
  %516 = extractelement <4 x i32> %515, i32 0
  %517 = extractelement <4 x i32> %515, i32 1
  %518 = extractelement <4 x i32> %515, i32 2
  %519 = extractelement <4 x i32> %515, i32 3
  %520 = getelementptr i8, ptr addrspace(3) %500, i64 1024
  %521 = lshr i64 %505, 5
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(3) %520, i64 %522
  %524 = load float, ptr addrspace(3) %523, align 4
  %525 = load float, ptr %v2, align 4
  %526 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %363, i32 %509, i32 0)
  %527 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %364, i32 %510, i32 %526)
  %528 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %365, i32 %511, i32 %527)
  %529 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %366, i32 %512, i32 %528)
  %530 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %367, i32 %516, i32 %529)
  %531 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %368, i32 %517, i32 %530)
  %532 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %369, i32 %518, i32 %531)
  %533 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %370, i32 %519, i32 %532)
  %534 = trunc i32 %362 to i16
  %535 = bitcast i16 %534 to half
  %536 = fpext half %535 to float
  %537 = fmul float %536, %524
  %538 = sitofp i32 %533 to float
  %539 = call float @llvm.fma.f32(float %537, float %538, float %525)
  store float %539, ptr %v2, align 4
  %540 = load float, ptr %v3, align 4
  %541 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %372, i32 %509, i32 0)
  %542 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %373, i32 %510, i32 %541)
  %543 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %374, i32 %511, i32 %542)
  %544 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %375, i32 %512, i32 %543)
  %545 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %376, i32 %516, i32 %544)
  %546 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %377, i32 %517, i32 %545)
  %547 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %378, i32 %518, i32 %546)
  %548 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %379, i32 %519, i32 %547)
  %549 = trunc i32 %371 to i16
  %550 = bitcast i16 %549 to half
  %551 = fpext half %550 to float
  %552 = fmul float %551, %524
  %553 = sitofp i32 %548 to float
  %554 = call float @llvm.fma.f32(float %552, float %553, float %540)
  store float %554, ptr %v3, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %body32
  %555 = add i32 %326, 1
  %556 = and i32 %555, 1
  %557 = sext i32 %556 to i64
  %558 = mul i64 %557, 1152
  %559 = getelementptr i8, ptr addrspace(3) @lds1, i64 %558
  %560 = getelementptr i8, ptr addrspace(3) %559, i64 1024
  %561 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %562 = bitcast float %341 to i32
  %563 = and i32 %562, 2147483647
  %564 = bitcast float %342 to i32
  %565 = and i32 %564, 2147483647
  %566 = bitcast float %343 to i32
  %567 = and i32 %566, 2147483647
  %568 = bitcast float %344 to i32
  %569 = and i32 %568, 2147483647
  %570 = icmp ugt i32 %563, %565
  %571 = select i1 %570, i32 %563, i32 %565
  %572 = icmp ugt i32 %567, %569
  %573 = select i1 %572, i32 %567, i32 %569
  %574 = icmp ugt i32 %571, %573
  %575 = select i1 %574, i32 %571, i32 %573
  %576 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %575, i32 1, i32 31)
  %577 = icmp ugt i32 %575, %576
  %578 = select i1 %577, i32 %575, i32 %576
  %579 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %578, i32 2, i32 31)
  %580 = icmp ugt i32 %578, %579
  %581 = select i1 %580, i32 %578, i32 %579
  %582 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 4, i32 31)
  %583 = icmp ugt i32 %581, %582
  %584 = select i1 %583, i32 %581, i32 %582
  %585 = and i32 %584, 2147483647
  %586 = icmp ult i32 %585, 2139095040
  %587 = bitcast i32 %584 to float
  %588 = fdiv float 1.270000e+02, %587
  %589 = bitcast float %588 to i32
  %590 = and i32 %589, 2147483647
  %591 = icmp ult i32 %590, 2139095040
  %592 = select i1 %591, float %588, float 0.000000e+00
  %593 = fmul float %341, %592
  %594 = fadd float %593, 0x4168000000000000
  %595 = bitcast float %594 to i32
  %596 = fmul float %342, %592
  %597 = fadd float %596, 0x4168000000000000
  %598 = bitcast float %597 to i32
  %599 = fmul float %343, %592
  %600 = fadd float %599, 0x4168000000000000
  %601 = bitcast float %600 to i32
  %602 = fmul float %344, %592
  %603 = fadd float %602, 0x4168000000000000
  %604 = bitcast float %603 to i32
  %605 = bitcast i32 %595 to <4 x i8>
  %606 = bitcast i32 %598 to <4 x i8>
  %607 = shufflevector <4 x i8> %605, <4 x i8> %606, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %608 = bitcast <4 x i8> %607 to i32
  %609 = bitcast i32 %601 to <4 x i8>
  %610 = bitcast i32 %604 to <4 x i8>
  %611 = shufflevector <4 x i8> %609, <4 x i8> %610, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %612 = bitcast <4 x i8> %611 to i32
  %613 = bitcast i32 %608 to <4 x i8>
  %614 = bitcast i32 %612 to <4 x i8>
  %615 = shufflevector <4 x i8> %613, <4 x i8> %614, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %616 = bitcast <4 x i8> %615 to i32
  %617 = add i32 %561, 0
  %618 = sext i32 %617 to i64
  %619 = mul i64 %618, 4
  %620 = icmp slt i64 %619, 1024
  br i1 %620, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %621 = lshr i64 %619, 2
  %622 = mul i64 %621, 4
  %623 = getelementptr i8, ptr addrspace(3) %559, i64 %622
  store i32 %616, ptr addrspace(3) %623, align 4
  %624 = and i64 %619, 31
  %625 = icmp eq i64 %624, 0
  br i1 %625, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif35
  %626 = bitcast float %356 to i32
  %627 = and i32 %626, 2147483647
  %628 = bitcast float %357 to i32
  %629 = and i32 %628, 2147483647
  %630 = bitcast float %358 to i32
  %631 = and i32 %630, 2147483647
  %632 = bitcast float %359 to i32
  %633 = and i32 %632, 2147483647
  %634 = icmp ugt i32 %627, %629
  %635 = select i1 %634, i32 %627, i32 %629
  %636 = icmp ugt i32 %631, %633
  %637 = select i1 %636, i32 %631, i32 %633
  %638 = icmp ugt i32 %635, %637
  %639 = select i1 %638, i32 %635, i32 %637
  %640 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %639, i32 1, i32 31)
  %641 = icmp ugt i32 %639, %640
  %642 = select i1 %641, i32 %639, i32 %640
  %643 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %642, i32 2, i32 31)
  %644 = icmp ugt i32 %642, %643
  %645 = select i1 %644, i32 %642, i32 %643
  %646 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %645, i32 4, i32 31)
  %647 = icmp ugt i32 %645, %646
  %648 = select i1 %647, i32 %645, i32 %646
  %649 = and i32 %648, 2147483647
  %650 = icmp ult i32 %649, 2139095040
  %651 = bitcast i32 %648 to float
  %652 = fdiv float 1.270000e+02, %651
  %653 = bitcast float %652 to i32
  %654 = and i32 %653, 2147483647
  %655 = icmp ult i32 %654, 2139095040
  %656 = select i1 %655, float %652, float 0.000000e+00
  %657 = fmul float %356, %656
  %658 = fadd float %657, 0x4168000000000000
  %659 = bitcast float %658 to i32
  %660 = fmul float %357, %656
  %661 = fadd float %660, 0x4168000000000000
  %662 = bitcast float %661 to i32
  %663 = fmul float %358, %656
  %664 = fadd float %663, 0x4168000000000000
  %665 = bitcast float %664 to i32
  %666 = fmul float %359, %656
  %667 = fadd float %666, 0x4168000000000000
  %668 = bitcast float %667 to i32
  %669 = bitcast i32 %659 to <4 x i8>
  %670 = bitcast i32 %662 to <4 x i8>
  %671 = shufflevector <4 x i8> %669, <4 x i8> %670, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %672 = bitcast <4 x i8> %671 to i32
  %673 = bitcast i32 %665 to <4 x i8>
  %674 = bitcast i32 %668 to <4 x i8>
  %675 = shufflevector <4 x i8> %673, <4 x i8> %674, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %676 = bitcast <4 x i8> %675 to i32
  %677 = bitcast i32 %672 to <4 x i8>
  %678 = bitcast i32 %676 to <4 x i8>
  %679 = shufflevector <4 x i8> %677, <4 x i8> %678, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %680 = bitcast <4 x i8> %679 to i32
  %681 = add i32 %561, 128
  %682 = sext i32 %681 to i64
  %683 = mul i64 %682, 4
  %684 = icmp slt i64 %683, 1024
  br i1 %684, label %then40, label %endif41

then38:                                           ; preds = %then36
  %685 = fmul float %587, 0x3F80204080000000
  %686 = select i1 %586, float %685, float 0x7FF8000000000000
  %687 = lshr i64 %619, 5
  %688 = mul i64 %687, 4
  %689 = getelementptr i8, ptr addrspace(3) %560, i64 %688
  store float %686, ptr addrspace(3) %689, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

then40:                                           ; preds = %endif37
  %690 = lshr i64 %683, 2
  %691 = mul i64 %690, 4
  %692 = getelementptr i8, ptr addrspace(3) %559, i64 %691
  store i32 %680, ptr addrspace(3) %692, align 4
  %693 = and i64 %683, 31
  %694 = icmp eq i64 %693, 0
  br i1 %694, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif37
  call void @llvm.nvvm.barrier0()
  %695 = load i32, ptr %v30, align 4
  %696 = add i32 %695, 1
  store i32 %696, ptr %v30, align 4
  br label %loop31

then42:                                           ; preds = %then40
  %697 = fmul float %651, 0x3F80204080000000
  %698 = select i1 %650, float %697, float 0x7FF8000000000000
  %699 = lshr i64 %683, 5
  %700 = mul i64 %699, 4
  %701 = getelementptr i8, ptr addrspace(3) %560, i64 %700
  store float %698, ptr addrspace(3) %701, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

then44:                                           ; preds = %done33
  %702 = load float, ptr %v1, align 4
  %703 = add i32 %41, %32
  %704 = icmp slt i32 %703, %4
  br i1 %704, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %done33
  %705 = load i32, ptr %v, align 4
  %706 = add i32 %705, 4
  store i32 %706, ptr %v, align 4
  br label %loop

then46:                                           ; preds = %then44
  %707 = add i32 %23, %703
  %708 = sext i32 %707 to i64
  %709 = mul i64 %708, 4
  %710 = getelementptr i8, ptr addrspace(1) %0, i64 %709
  store float %702, ptr addrspace(1) %710, align 4
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
