; ModuleID = 'strata_moe_matvec_iq4_xs'
source_filename = "strata_moe_matvec_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl_f32 = internal addrspace(1) constant [16 x i32] [i32 -1023541248, i32 -1026555904, i32 -1029308416, i32 -1031667712, i32 -1035730944, i32 -1039400960, i32 -1045430272, i32 -1054867456, i32 1065353216, i32 1095761920, i32 1103626240, i32 1108869120, i32 1112801280, i32 1116340224, i32 1118961664, i32 1122107392], align 16
@lds1 = internal addrspace(3) global [64 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
entry:
  %v42 = alloca i32, align 4
  %v33 = alloca i32, align 4
  %v32 = alloca i32, align 4
  %v31 = alloca i32, align 4
  %v30 = alloca i32, align 4
  %v29 = alloca i32, align 4
  %v28 = alloca i32, align 4
  %v27 = alloca i32, align 4
  %v26 = alloca i32, align 4
  %v25 = alloca i32, align 4
  %v24 = alloca i32, align 4
  %v23 = alloca i32, align 4
  %v22 = alloca i32, align 4
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
  %v9 = alloca float, align 4
  %v8 = alloca float, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca i32, align 4
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %8 = load i32, ptr %v, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %body, label %done

body:                                             ; preds = %loop
  %10 = load i32, ptr %v, align 4
  %11 = sext i32 %10 to i64
  %12 = mul i64 %11, 4
  %13 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl_f32, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = sext i32 %10 to i64
  %16 = mul i64 %15, 4
  %17 = getelementptr i8, ptr addrspace(3) @lds1, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4
  %18 = load i32, ptr %v, align 4
  %19 = add i32 %18, 128
  store i32 %19, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = sext i32 %20 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %2, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %then, label %endif

then:                                             ; preds = %done
  %26 = sext i32 %24 to i64
  %27 = mul i64 %26, 8
  %28 = getelementptr i8, ptr addrspace(1) %1, i64 %27
  %29 = load i64, ptr addrspace(1) %28, align 8
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = sext i32 %20 to i64
  %32 = sext i32 %6 to i64
  %33 = mul i64 %31, %32
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr addrspace(1) %3, i64 %34
  %36 = mul i32 %20, %4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = lshr i32 %37, 5
  %39 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = and i32 %39, 31
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = mul i32 %41, 16
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = and i32 %43, 31
  %45 = lshr i32 %44, 3
  %46 = and i32 %44, 7
  %47 = icmp eq i32 %46, 0
  store i32 %38, ptr %v1, align 4
  br label %loop2

endif:                                            ; preds = %done4, %done
  ret void

loop2:                                            ; preds = %endif57, %then
  %48 = load i32, ptr %v1, align 4
  %49 = icmp slt i32 %48, 4
  br i1 %49, label %body3, label %done4

body3:                                            ; preds = %loop2
  %50 = load i32, ptr %v1, align 4
  %51 = udiv i32 %50, 1
  %52 = urem i32 %50, 1
  %53 = mul i32 %51, 4
  %54 = add i32 %42, %53
  %55 = icmp slt i32 %54, %4
  store float 0.000000e+00, ptr %v5, align 4
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = and i32 %56, 31
  %58 = sext i32 %5 to i64
  %59 = udiv i64 %58, 256
  %60 = mul i64 %59, 136
  %61 = sub i32 %4, 1
  %62 = add i32 %54, 0
  %63 = icmp sgt i32 %62, %61
  %64 = select i1 %63, i32 %61, i32 %62
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, %60
  %67 = getelementptr i8, ptr addrspace(1) %30, i64 %66
  %68 = add i32 %54, 1
  %69 = icmp sgt i32 %68, %61
  %70 = select i1 %69, i32 %61, i32 %68
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, %60
  %73 = getelementptr i8, ptr addrspace(1) %30, i64 %72
  %74 = add i32 %54, 2
  %75 = icmp sgt i32 %74, %61
  %76 = select i1 %75, i32 %61, i32 %74
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, %60
  %79 = getelementptr i8, ptr addrspace(1) %30, i64 %78
  %80 = add i32 %54, 3
  %81 = icmp sgt i32 %80, %61
  %82 = select i1 %81, i32 %61, i32 %80
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, %60
  %85 = getelementptr i8, ptr addrspace(1) %30, i64 %84
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %86 = udiv i32 %5, 32
  %87 = mul i32 %52, 32
  %88 = add i32 %57, %87
  %89 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %90 = sext i32 %5 to i64
  %91 = sub i32 %86, 1
  %92 = icmp sgt i32 %88, %91
  %93 = select i1 %92, i32 %91, i32 %88
  %94 = lshr i32 %93, 3
  %95 = and i32 %93, 7
  %96 = sext i32 %94 to i64
  %97 = mul i64 %96, 136
  %98 = add i64 %97, 0
  %99 = getelementptr i8, ptr addrspace(1) %67, i64 %98
  %100 = getelementptr i8, ptr addrspace(1) %99, i64 0
  %101 = load <2 x i32>, ptr addrspace(1) %100, align 8
  %102 = extractelement <2 x i32> %101, i32 0
  %103 = extractelement <2 x i32> %101, i32 1
  %104 = sext i32 %95 to i64
  %105 = mul i64 %104, 16
  %106 = add i64 %105, 8
  %107 = add i64 %106, 0
  %108 = getelementptr i8, ptr addrspace(1) %99, i64 %107
  %109 = load <2 x i32>, ptr addrspace(1) %108, align 8
  %110 = extractelement <2 x i32> %109, i32 0
  %111 = extractelement <2 x i32> %109, i32 1
  %112 = add i64 %106, 8
  %113 = getelementptr i8, ptr addrspace(1) %99, i64 %112
  %114 = load <2 x i32>, ptr addrspace(1) %113, align 8
  %115 = extractelement <2 x i32> %114, i32 0
  %116 = extractelement <2 x i32> %114, i32 1
  store i32 %102, ptr %v10, align 4
  store i32 %103, ptr %v11, align 4
  store i32 %110, ptr %v12, align 4
  store i32 %111, ptr %v13, align 4
  store i32 %115, ptr %v14, align 4
  store i32 %116, ptr %v15, align 4
  %117 = lshr i32 %93, 3
  %118 = and i32 %93, 7
  %119 = sext i32 %117 to i64
  %120 = mul i64 %119, 136
  %121 = add i64 %120, 0
  %122 = getelementptr i8, ptr addrspace(1) %73, i64 %121
  %123 = getelementptr i8, ptr addrspace(1) %122, i64 0
  %124 = load <2 x i32>, ptr addrspace(1) %123, align 8
  %125 = extractelement <2 x i32> %124, i32 0
  %126 = extractelement <2 x i32> %124, i32 1
  %127 = sext i32 %118 to i64
  %128 = mul i64 %127, 16
  %129 = add i64 %128, 8
  %130 = add i64 %129, 0
  %131 = getelementptr i8, ptr addrspace(1) %122, i64 %130
  %132 = load <2 x i32>, ptr addrspace(1) %131, align 8
  %133 = extractelement <2 x i32> %132, i32 0
  %134 = extractelement <2 x i32> %132, i32 1
  %135 = add i64 %129, 8
  %136 = getelementptr i8, ptr addrspace(1) %122, i64 %135
  %137 = load <2 x i32>, ptr addrspace(1) %136, align 8
  %138 = extractelement <2 x i32> %137, i32 0
  %139 = extractelement <2 x i32> %137, i32 1
  store i32 %125, ptr %v16, align 4
  store i32 %126, ptr %v17, align 4
  store i32 %133, ptr %v18, align 4
  store i32 %134, ptr %v19, align 4
  store i32 %138, ptr %v20, align 4
  store i32 %139, ptr %v21, align 4
  %140 = lshr i32 %93, 3
  %141 = and i32 %93, 7
  %142 = sext i32 %140 to i64
  %143 = mul i64 %142, 136
  %144 = add i64 %143, 0
  %145 = getelementptr i8, ptr addrspace(1) %79, i64 %144
  %146 = getelementptr i8, ptr addrspace(1) %145, i64 0
  %147 = load <2 x i32>, ptr addrspace(1) %146, align 8
  %148 = extractelement <2 x i32> %147, i32 0
  %149 = extractelement <2 x i32> %147, i32 1
  %150 = sext i32 %141 to i64
  %151 = mul i64 %150, 16
  %152 = add i64 %151, 8
  %153 = add i64 %152, 0
  %154 = getelementptr i8, ptr addrspace(1) %145, i64 %153
  %155 = load <2 x i32>, ptr addrspace(1) %154, align 8
  %156 = extractelement <2 x i32> %155, i32 0
  %157 = extractelement <2 x i32> %155, i32 1
  %158 = add i64 %152, 8
  %159 = getelementptr i8, ptr addrspace(1) %145, i64 %158
  %160 = load <2 x i32>, ptr addrspace(1) %159, align 8
  %161 = extractelement <2 x i32> %160, i32 0
  %162 = extractelement <2 x i32> %160, i32 1
  store i32 %148, ptr %v22, align 4
  store i32 %149, ptr %v23, align 4
  store i32 %156, ptr %v24, align 4
  store i32 %157, ptr %v25, align 4
  store i32 %161, ptr %v26, align 4
  store i32 %162, ptr %v27, align 4
  %163 = lshr i32 %93, 3
  %164 = and i32 %93, 7
  %165 = sext i32 %163 to i64
  %166 = mul i64 %165, 136
  %167 = add i64 %166, 0
  %168 = getelementptr i8, ptr addrspace(1) %85, i64 %167
  %169 = getelementptr i8, ptr addrspace(1) %168, i64 0
  %170 = load <2 x i32>, ptr addrspace(1) %169, align 8
  %171 = extractelement <2 x i32> %170, i32 0
  %172 = extractelement <2 x i32> %170, i32 1
  %173 = sext i32 %164 to i64
  %174 = mul i64 %173, 16
  %175 = add i64 %174, 8
  %176 = add i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(1) %168, i64 %176
  %178 = load <2 x i32>, ptr addrspace(1) %177, align 8
  %179 = extractelement <2 x i32> %178, i32 0
  %180 = extractelement <2 x i32> %178, i32 1
  %181 = add i64 %175, 8
  %182 = getelementptr i8, ptr addrspace(1) %168, i64 %181
  %183 = load <2 x i32>, ptr addrspace(1) %182, align 8
  %184 = extractelement <2 x i32> %183, i32 0
  %185 = extractelement <2 x i32> %183, i32 1
  store i32 %171, ptr %v28, align 4
  store i32 %172, ptr %v29, align 4
  store i32 %179, ptr %v30, align 4
  store i32 %180, ptr %v31, align 4
  store i32 %184, ptr %v32, align 4
  store i32 %185, ptr %v33, align 4
  %186 = add i32 %89, 0
  %187 = sext i32 %186 to i64
  %188 = mul i64 %187, 4
  %189 = add i64 0, %188
  %190 = icmp slt i64 %189, %90
  %191 = icmp slt i64 %188, 1024
  %192 = and i1 %190, %191
  %193 = select i1 %192, i64 %189, i64 0
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %35, i64 %194
  %196 = load <4 x float>, ptr addrspace(1) %195, align 16
  %197 = extractelement <4 x float> %196, i32 0
  %198 = extractelement <4 x float> %196, i32 1
  %199 = extractelement <4 x float> %196, i32 2
  %200 = extractelement <4 x float> %196, i32 3
  %201 = add i32 %89, 128
  %202 = sext i32 %201 to i64
  %203 = mul i64 %202, 4
  %204 = add i64 0, %203
  %205 = icmp slt i64 %204, %90
  %206 = icmp slt i64 %203, 1024
  %207 = and i1 %205, %206
  %208 = select i1 %207, i64 %204, i64 0
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %35, i64 %209
  %211 = load <4 x float>, ptr addrspace(1) %210, align 16
  %212 = extractelement <4 x float> %211, i32 0
  %213 = extractelement <4 x float> %211, i32 1
  %214 = extractelement <4 x float> %211, i32 2
  %215 = extractelement <4 x float> %211, i32 3
  %216 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %217 = bitcast float %197 to i32
  %218 = and i32 %217, 2147483647
  %219 = bitcast float %198 to i32
  %220 = and i32 %219, 2147483647
  %221 = bitcast float %199 to i32
  %222 = and i32 %221, 2147483647
  %223 = bitcast float %200 to i32
  %224 = and i32 %223, 2147483647
  %225 = icmp ugt i32 %218, %220
  %226 = select i1 %225, i32 %218, i32 %220
  %227 = icmp ugt i32 %222, %224
  %228 = select i1 %227, i32 %222, i32 %224
  %229 = icmp ugt i32 %226, %228
  %230 = select i1 %229, i32 %226, i32 %228
  %231 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 1, i32 31)
  %232 = icmp ugt i32 %230, %231
  %233 = select i1 %232, i32 %230, i32 %231
  %234 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %233, i32 2, i32 31)
  %235 = icmp ugt i32 %233, %234
  %236 = select i1 %235, i32 %233, i32 %234
  %237 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %236, i32 4, i32 31)
  %238 = icmp ugt i32 %236, %237
  %239 = select i1 %238, i32 %236, i32 %237
  %240 = and i32 %239, 2147483647
  %241 = icmp ult i32 %240, 2139095040
  %242 = bitcast i32 %239 to float
  %243 = fdiv float 1.270000e+02, %242
  %244 = bitcast float %243 to i32
  %245 = and i32 %244, 2147483647
  %246 = icmp ult i32 %245, 2139095040
  %247 = select i1 %246, float %243, float 0.000000e+00
  %248 = fmul float %197, %247
  %249 = fadd float %248, 0x4168000000000000
  %250 = bitcast float %249 to i32
  %251 = fmul float %198, %247
  %252 = fadd float %251, 0x4168000000000000
  %253 = bitcast float %252 to i32
  %254 = fmul float %199, %247
  %255 = fadd float %254, 0x4168000000000000
  %256 = bitcast float %255 to i32
  %257 = fmul float %200, %247
  %258 = fadd float %257, 0x4168000000000000
  %259 = bitcast float %258 to i32
  %260 = bitcast i32 %250 to <4 x i8>
  %261 = bitcast i32 %253 to <4 x i8>
  %262 = shufflevector <4 x i8> %260, <4 x i8> %261, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %263 = bitcast <4 x i8> %262 to i32
  %264 = bitcast i32 %256 to <4 x i8>
  %265 = bitcast i32 %259 to <4 x i8>
  %266 = shufflevector <4 x i8> %264, <4 x i8> %265, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %267 = bitcast <4 x i8> %266 to i32
  %268 = bitcast i32 %263 to <4 x i8>
  %269 = bitcast i32 %267 to <4 x i8>
  %270 = shufflevector <4 x i8> %268, <4 x i8> %269, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %271 = bitcast <4 x i8> %270 to i32
  %272 = add i32 %216, 0
  %273 = sext i32 %272 to i64
  %274 = mul i64 %273, 4
  %275 = icmp slt i64 %274, 1024
  br i1 %275, label %then34, label %endif35

done4:                                            ; preds = %loop2
  br label %endif

then34:                                           ; preds = %body3
  %276 = lshr i64 %274, 2
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(3) @lds2, i64 %277
  store i32 %271, ptr addrspace(3) %278, align 4
  %279 = and i64 %274, 31
  %280 = icmp eq i64 %279, 0
  br i1 %280, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %body3
  %281 = bitcast float %212 to i32
  %282 = and i32 %281, 2147483647
  %283 = bitcast float %213 to i32
  %284 = and i32 %283, 2147483647
  %285 = bitcast float %214 to i32
  %286 = and i32 %285, 2147483647
  %287 = bitcast float %215 to i32
  %288 = and i32 %287, 2147483647
  %289 = icmp ugt i32 %282, %284
  %290 = select i1 %289, i32 %282, i32 %284
  %291 = icmp ugt i32 %286, %288
  %292 = select i1 %291, i32 %286, i32 %288
  %293 = icmp ugt i32 %290, %292
  %294 = select i1 %293, i32 %290, i32 %292
  %295 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %294, i32 1, i32 31)
  %296 = icmp ugt i32 %294, %295
  %297 = select i1 %296, i32 %294, i32 %295
  %298 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 2, i32 31)
  %299 = icmp ugt i32 %297, %298
  %300 = select i1 %299, i32 %297, i32 %298
  %301 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 4, i32 31)
  %302 = icmp ugt i32 %300, %301
  %303 = select i1 %302, i32 %300, i32 %301
  %304 = and i32 %303, 2147483647
  %305 = icmp ult i32 %304, 2139095040
  %306 = bitcast i32 %303 to float
  %307 = fdiv float 1.270000e+02, %306
  %308 = bitcast float %307 to i32
  %309 = and i32 %308, 2147483647
  %310 = icmp ult i32 %309, 2139095040
  %311 = select i1 %310, float %307, float 0.000000e+00
  %312 = fmul float %212, %311
  %313 = fadd float %312, 0x4168000000000000
  %314 = bitcast float %313 to i32
  %315 = fmul float %213, %311
  %316 = fadd float %315, 0x4168000000000000
  %317 = bitcast float %316 to i32
  %318 = fmul float %214, %311
  %319 = fadd float %318, 0x4168000000000000
  %320 = bitcast float %319 to i32
  %321 = fmul float %215, %311
  %322 = fadd float %321, 0x4168000000000000
  %323 = bitcast float %322 to i32
  %324 = bitcast i32 %314 to <4 x i8>
  %325 = bitcast i32 %317 to <4 x i8>
  %326 = shufflevector <4 x i8> %324, <4 x i8> %325, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %327 = bitcast <4 x i8> %326 to i32
  %328 = bitcast i32 %320 to <4 x i8>
  %329 = bitcast i32 %323 to <4 x i8>
  %330 = shufflevector <4 x i8> %328, <4 x i8> %329, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %331 = bitcast <4 x i8> %330 to i32
  %332 = bitcast i32 %327 to <4 x i8>
  %333 = bitcast i32 %331 to <4 x i8>
  %334 = shufflevector <4 x i8> %332, <4 x i8> %333, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %335 = bitcast <4 x i8> %334 to i32
  %336 = add i32 %216, 128
  %337 = sext i32 %336 to i64
  %338 = mul i64 %337, 4
  %339 = icmp slt i64 %338, 1024
  br i1 %339, label %then38, label %endif39

then36:                                           ; preds = %then34
  %340 = fmul float %242, 0x3F80204080000000
  %341 = select i1 %241, float %340, float 0x7FF8000000000000
  %342 = lshr i64 %274, 5
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %343
  store float %341, ptr addrspace(3) %344, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

then38:                                           ; preds = %endif35
  %345 = lshr i64 %338, 2
  %346 = mul i64 %345, 4
  %347 = getelementptr i8, ptr addrspace(3) @lds2, i64 %346
  store i32 %335, ptr addrspace(3) %347, align 4
  %348 = and i64 %338, 31
  %349 = icmp eq i64 %348, 0
  br i1 %349, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif35
  call void @llvm.nvvm.barrier0()
  %350 = add i32 %86, 31
  %351 = udiv i32 %350, 32
  store i32 0, ptr %v42, align 4
  br label %loop43

then40:                                           ; preds = %then38
  %352 = fmul float %306, 0x3F80204080000000
  %353 = select i1 %305, float %352, float 0x7FF8000000000000
  %354 = lshr i64 %338, 5
  %355 = mul i64 %354, 4
  %356 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %355
  store float %353, ptr addrspace(3) %356, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

loop43:                                           ; preds = %endif53, %endif39
  %357 = load i32, ptr %v42, align 4
  %358 = icmp slt i32 %357, %351
  br i1 %358, label %body44, label %done45

body44:                                           ; preds = %loop43
  %359 = load i32, ptr %v42, align 4
  %360 = add i32 %359, 1
  %361 = sext i32 %360 to i64
  %362 = mul i64 %361, 1024
  %363 = add i32 %89, 0
  %364 = sext i32 %363 to i64
  %365 = mul i64 %364, 4
  %366 = add i64 %362, %365
  %367 = icmp slt i64 %366, %90
  %368 = icmp slt i64 %365, 1024
  %369 = and i1 %367, %368
  %370 = select i1 %369, i64 %366, i64 0
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr addrspace(1) %35, i64 %371
  %373 = load <4 x float>, ptr addrspace(1) %372, align 16
  %374 = extractelement <4 x float> %373, i32 0
  %375 = extractelement <4 x float> %373, i32 1
  %376 = extractelement <4 x float> %373, i32 2
  %377 = extractelement <4 x float> %373, i32 3
  %378 = add i32 %89, 128
  %379 = sext i32 %378 to i64
  %380 = mul i64 %379, 4
  %381 = add i64 %362, %380
  %382 = icmp slt i64 %381, %90
  %383 = icmp slt i64 %380, 1024
  %384 = and i1 %382, %383
  %385 = select i1 %384, i64 %381, i64 0
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(1) %35, i64 %386
  %388 = load <4 x float>, ptr addrspace(1) %387, align 16
  %389 = extractelement <4 x float> %388, i32 0
  %390 = extractelement <4 x float> %388, i32 1
  %391 = extractelement <4 x float> %388, i32 2
  %392 = extractelement <4 x float> %388, i32 3
  %393 = mul i32 %359, 32
  %394 = add i32 %88, %393
  %395 = load i32, ptr %v10, align 4
  %396 = load i32, ptr %v11, align 4
  %397 = load i32, ptr %v12, align 4
  %398 = load i32, ptr %v13, align 4
  %399 = load i32, ptr %v14, align 4
  %400 = load i32, ptr %v15, align 4
  %401 = load i32, ptr %v16, align 4
  %402 = load i32, ptr %v17, align 4
  %403 = load i32, ptr %v18, align 4
  %404 = load i32, ptr %v19, align 4
  %405 = load i32, ptr %v20, align 4
  %406 = load i32, ptr %v21, align 4
  %407 = load i32, ptr %v22, align 4
  %408 = load i32, ptr %v23, align 4
  %409 = load i32, ptr %v24, align 4
  %410 = load i32, ptr %v25, align 4
  %411 = load i32, ptr %v26, align 4
  %412 = load i32, ptr %v27, align 4
  %413 = load i32, ptr %v28, align 4
  %414 = load i32, ptr %v29, align 4
  %415 = load i32, ptr %v30, align 4
  %416 = load i32, ptr %v31, align 4
  %417 = load i32, ptr %v32, align 4
  %418 = load i32, ptr %v33, align 4
  %419 = add i32 %394, 32
  %420 = icmp sgt i32 %419, %91
  %421 = select i1 %420, i32 %91, i32 %419
  %422 = lshr i32 %421, 3
  %423 = and i32 %421, 7
  %424 = sext i32 %422 to i64
  %425 = mul i64 %424, 136
  %426 = add i64 %425, 0
  %427 = getelementptr i8, ptr addrspace(1) %67, i64 %426
  %428 = getelementptr i8, ptr addrspace(1) %427, i64 0
  %429 = load <2 x i32>, ptr addrspace(1) %428, align 8
  %430 = extractelement <2 x i32> %429, i32 0
  %431 = extractelement <2 x i32> %429, i32 1
  %432 = sext i32 %423 to i64
  %433 = mul i64 %432, 16
  %434 = add i64 %433, 8
  %435 = add i64 %434, 0
  %436 = getelementptr i8, ptr addrspace(1) %427, i64 %435
  %437 = load <2 x i32>, ptr addrspace(1) %436, align 8
  %438 = extractelement <2 x i32> %437, i32 0
  %439 = extractelement <2 x i32> %437, i32 1
  %440 = add i64 %434, 8
  %441 = getelementptr i8, ptr addrspace(1) %427, i64 %440
  %442 = load <2 x i32>, ptr addrspace(1) %441, align 8
  %443 = extractelement <2 x i32> %442, i32 0
  %444 = extractelement <2 x i32> %442, i32 1
  store i32 %430, ptr %v10, align 4
  store i32 %431, ptr %v11, align 4
  store i32 %438, ptr %v12, align 4
  store i32 %439, ptr %v13, align 4
  store i32 %443, ptr %v14, align 4
  store i32 %444, ptr %v15, align 4
  %445 = lshr i32 %421, 3
  %446 = and i32 %421, 7
  %447 = sext i32 %445 to i64
  %448 = mul i64 %447, 136
  %449 = add i64 %448, 0
  %450 = getelementptr i8, ptr addrspace(1) %73, i64 %449
  %451 = getelementptr i8, ptr addrspace(1) %450, i64 0
  %452 = load <2 x i32>, ptr addrspace(1) %451, align 8
  %453 = extractelement <2 x i32> %452, i32 0
  %454 = extractelement <2 x i32> %452, i32 1
  %455 = sext i32 %446 to i64
  %456 = mul i64 %455, 16
  %457 = add i64 %456, 8
  %458 = add i64 %457, 0
  %459 = getelementptr i8, ptr addrspace(1) %450, i64 %458
  %460 = load <2 x i32>, ptr addrspace(1) %459, align 8
  %461 = extractelement <2 x i32> %460, i32 0
  %462 = extractelement <2 x i32> %460, i32 1
  %463 = add i64 %457, 8
  %464 = getelementptr i8, ptr addrspace(1) %450, i64 %463
  %465 = load <2 x i32>, ptr addrspace(1) %464, align 8
  %466 = extractelement <2 x i32> %465, i32 0
  %467 = extractelement <2 x i32> %465, i32 1
  store i32 %453, ptr %v16, align 4
  store i32 %454, ptr %v17, align 4
  store i32 %461, ptr %v18, align 4
  store i32 %462, ptr %v19, align 4
  store i32 %466, ptr %v20, align 4
  store i32 %467, ptr %v21, align 4
  %468 = lshr i32 %421, 3
  %469 = and i32 %421, 7
  %470 = sext i32 %468 to i64
  %471 = mul i64 %470, 136
  %472 = add i64 %471, 0
  %473 = getelementptr i8, ptr addrspace(1) %79, i64 %472
  %474 = getelementptr i8, ptr addrspace(1) %473, i64 0
  %475 = load <2 x i32>, ptr addrspace(1) %474, align 8
  %476 = extractelement <2 x i32> %475, i32 0
  %477 = extractelement <2 x i32> %475, i32 1
  %478 = sext i32 %469 to i64
  %479 = mul i64 %478, 16
  %480 = add i64 %479, 8
  %481 = add i64 %480, 0
  %482 = getelementptr i8, ptr addrspace(1) %473, i64 %481
  %483 = load <2 x i32>, ptr addrspace(1) %482, align 8
  %484 = extractelement <2 x i32> %483, i32 0
  %485 = extractelement <2 x i32> %483, i32 1
  %486 = add i64 %480, 8
  %487 = getelementptr i8, ptr addrspace(1) %473, i64 %486
  %488 = load <2 x i32>, ptr addrspace(1) %487, align 8
  %489 = extractelement <2 x i32> %488, i32 0
  %490 = extractelement <2 x i32> %488, i32 1
  store i32 %476, ptr %v22, align 4
  store i32 %477, ptr %v23, align 4
  store i32 %484, ptr %v24, align 4
  store i32 %485, ptr %v25, align 4
  store i32 %489, ptr %v26, align 4
  store i32 %490, ptr %v27, align 4
  %491 = lshr i32 %421, 3
  %492 = and i32 %421, 7
  %493 = sext i32 %491 to i64
  %494 = mul i64 %493, 136
  %495 = add i64 %494, 0
  %496 = getelementptr i8, ptr addrspace(1) %85, i64 %495
  %497 = getelementptr i8, ptr addrspace(1) %496, i64 0
  %498 = load <2 x i32>, ptr addrspace(1) %497, align 8
  %499 = extractelement <2 x i32> %498, i32 0
  %500 = extractelement <2 x i32> %498, i32 1
  %501 = sext i32 %492 to i64
  %502 = mul i64 %501, 16
  %503 = add i64 %502, 8
  %504 = add i64 %503, 0
  %505 = getelementptr i8, ptr addrspace(1) %496, i64 %504
  %506 = load <2 x i32>, ptr addrspace(1) %505, align 8
  %507 = extractelement <2 x i32> %506, i32 0
  %508 = extractelement <2 x i32> %506, i32 1
  %509 = add i64 %503, 8
  %510 = getelementptr i8, ptr addrspace(1) %496, i64 %509
  %511 = load <2 x i32>, ptr addrspace(1) %510, align 8
  %512 = extractelement <2 x i32> %511, i32 0
  %513 = extractelement <2 x i32> %511, i32 1
  store i32 %499, ptr %v28, align 4
  store i32 %500, ptr %v29, align 4
  store i32 %507, ptr %v30, align 4
  store i32 %508, ptr %v31, align 4
  store i32 %512, ptr %v32, align 4
  store i32 %513, ptr %v33, align 4
  %514 = icmp slt i32 %394, %86
  br i1 %514, label %then46, label %endif47

done45:                                           ; preds = %loop43
  %515 = load float, ptr %v6, align 4
  %516 = load float, ptr %v7, align 4
  %517 = load float, ptr %v8, align 4
  %518 = load float, ptr %v9, align 4
  %519 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %520 = and i32 %519, 31
  %521 = and i32 %520, 16
  %522 = icmp ne i32 %521, 0
  %523 = select i1 %522, float %517, float %515
  %524 = select i1 %522, float %515, float %517
  %525 = bitcast float %524 to i32
  %526 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %525, i32 16, i32 31)
  %527 = bitcast i32 %526 to float
  %528 = fadd float %523, %527
  %529 = select i1 %522, float %518, float %516
  %530 = select i1 %522, float %516, float %518
  %531 = bitcast float %530 to i32
  %532 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %531, i32 16, i32 31)
  %533 = bitcast i32 %532 to float
  %534 = fadd float %529, %533
  %535 = and i32 %520, 8
  %536 = icmp ne i32 %535, 0
  %537 = select i1 %536, float %534, float %528
  %538 = select i1 %536, float %528, float %534
  %539 = bitcast float %538 to i32
  %540 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %539, i32 8, i32 31)
  %541 = bitcast i32 %540 to float
  %542 = fadd float %537, %541
  %543 = bitcast float %542 to i32
  %544 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %543, i32 4, i32 31)
  %545 = bitcast i32 %544 to float
  %546 = fadd float %542, %545
  %547 = bitcast float %546 to i32
  %548 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %547, i32 2, i32 31)
  %549 = bitcast i32 %548 to float
  %550 = fadd float %546, %549
  %551 = bitcast float %550 to i32
  %552 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %551, i32 1, i32 31)
  %553 = bitcast i32 %552 to float
  %554 = fadd float %550, %553
  store float %554, ptr %v5, align 4
  %555 = and i1 %55, %47
  br i1 %555, label %then56, label %endif57

then46:                                           ; preds = %body44
  %556 = and i32 %359, 1
  %557 = sext i32 %556 to i64
  %558 = mul i64 %557, 1152
  %559 = getelementptr i8, ptr addrspace(3) @lds2, i64 %558
  %560 = sext i32 %359 to i64
  %561 = mul i64 %560, 1024
  %562 = sext i32 %394 to i64
  %563 = mul i64 %562, 32
  %564 = sub i64 %563, %561
  %565 = add i64 %564, 0
  %566 = getelementptr i8, ptr addrspace(3) %559, i64 %565
  %567 = load <4 x i32>, ptr addrspace(3) %566, align 16
  %568 = extractelement <4 x i32> %567, i32 0
  %569 = extractelement <4 x i32> %567, i32 1
  %570 = extractelement <4 x i32> %567, i32 2
  %571 = extractelement <4 x i32> %567, i32 3
  %572 = add i64 %564, 16
  %573 = getelementptr i8, ptr addrspace(3) %559, i64 %572
  %574 = load <4 x i32>, ptr addrspace(3) %573, align 16
  %575 = extractelement <4 x i32> %574, i32 0
  %576 = extractelement <4 x i32> %574, i32 1
  %577 = extractelement <4 x i32> %574, i32 2
  %578 = extractelement <4 x i32> %574, i32 3
  %579 = getelementptr i8, ptr addrspace(3) %559, i64 1024
  %580 = lshr i64 %564, 5
  %581 = mul i64 %580, 4
  %582 = getelementptr i8, ptr addrspace(3) %579, i64 %581
  %583 = load float, ptr addrspace(3) %582, align 4
  %584 = bitcast i32 %568 to <4 x i8>
  %585 = bitcast i32 %575 to <4 x i8>
  %586 = shufflevector <4 x i8> %584, <4 x i8> %585, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %587 = bitcast <4 x i8> %586 to i32
  %588 = bitcast i32 %568 to <4 x i8>
  %589 = bitcast i32 %575 to <4 x i8>
  %590 = shufflevector <4 x i8> %588, <4 x i8> %589, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %591 = bitcast <4 x i8> %590 to i32
  %592 = bitcast i32 %569 to <4 x i8>
  %593 = bitcast i32 %576 to <4 x i8>
  %594 = shufflevector <4 x i8> %592, <4 x i8> %593, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %595 = bitcast <4 x i8> %594 to i32
  %596 = bitcast i32 %569 to <4 x i8>
  %597 = bitcast i32 %576 to <4 x i8>
  %598 = shufflevector <4 x i8> %596, <4 x i8> %597, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %599 = bitcast <4 x i8> %598 to i32
  %600 = bitcast i32 %570 to <4 x i8>
  %601 = bitcast i32 %577 to <4 x i8>
  %602 = shufflevector <4 x i8> %600, <4 x i8> %601, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %603 = bitcast <4 x i8> %602 to i32
  %604 = bitcast i32 %570 to <4 x i8>
  %605 = bitcast i32 %577 to <4 x i8>
  %606 = shufflevector <4 x i8> %604, <4 x i8> %605, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %607 = bitcast <4 x i8> %606 to i32
  %608 = bitcast i32 %571 to <4 x i8>
  %609 = bitcast i32 %578 to <4 x i8>
  %610 = shufflevector <4 x i8> %608, <4 x i8> %609, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %611 = bitcast <4 x i8> %610 to i32
  %612 = bitcast i32 %571 to <4 x i8>
  %613 = bitcast i32 %578 to <4 x i8>
  %614 = shufflevector <4 x i8> %612, <4 x i8> %613, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %615 = bitcast <4 x i8> %614 to i32
  %616 = load float, ptr %v6, align 4
  %617 = and i32 %394, 7
  %618 = and i32 %395, 65535
  %619 = trunc i32 %618 to i16
  %620 = bitcast i16 %619 to half
  %621 = fpext half %620 to float
  %622 = lshr i32 %395, 16
  %623 = mul i32 %617, 4
  %624 = lshr i32 %396, %623
  %625 = and i32 %624, 15
  %626 = mul i32 %617, 2
  %627 = lshr i32 %622, %626
  %628 = and i32 %627, 3
  %629 = shl i32 %628, 4
  %630 = or i32 %625, %629
  %631 = sub i32 %630, 32
  %632 = lshr i32 %397, 16
  %633 = and i32 %397, 30583
  %634 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %633)
  %635 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %633)
  %636 = lshr i32 %397, 1
  %637 = and i32 %636, 17476
  %638 = or i32 12816, %637
  %639 = call i32 @llvm.nvvm.prmt(i32 %634, i32 %635, i32 %638)
  %640 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %639, i32 %587, i32 0)
  %641 = and i32 %632, 30583
  %642 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %641)
  %643 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %641)
  %644 = lshr i32 %632, 1
  %645 = and i32 %644, 17476
  %646 = or i32 12816, %645
  %647 = call i32 @llvm.nvvm.prmt(i32 %642, i32 %643, i32 %646)
  %648 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %647, i32 %591, i32 %640)
  %649 = lshr i32 %398, 16
  %650 = and i32 %398, 30583
  %651 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %650)
  %652 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %650)
  %653 = lshr i32 %398, 1
  %654 = and i32 %653, 17476
  %655 = or i32 12816, %654
  %656 = call i32 @llvm.nvvm.prmt(i32 %651, i32 %652, i32 %655)
  %657 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %656, i32 %595, i32 %648)
  %658 = and i32 %649, 30583
  %659 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %658)
  %660 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %658)
  %661 = lshr i32 %649, 1
  %662 = and i32 %661, 17476
  %663 = or i32 12816, %662
  %664 = call i32 @llvm.nvvm.prmt(i32 %659, i32 %660, i32 %663)
  %665 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %664, i32 %599, i32 %657)
  %666 = lshr i32 %399, 16
  %667 = and i32 %399, 30583
  %668 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %667)
  %669 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %667)
  %670 = lshr i32 %399, 1
  %671 = and i32 %670, 17476
  %672 = or i32 12816, %671
  %673 = call i32 @llvm.nvvm.prmt(i32 %668, i32 %669, i32 %672)
  %674 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %673, i32 %603, i32 %665)
  %675 = and i32 %666, 30583
  %676 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %675)
  %677 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %675)
  %678 = lshr i32 %666, 1
  %679 = and i32 %678, 17476
  %680 = or i32 12816, %679
  %681 = call i32 @llvm.nvvm.prmt(i32 %676, i32 %677, i32 %680)
  %682 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %681, i32 %607, i32 %674)
  %683 = lshr i32 %400, 16
  %684 = and i32 %400, 30583
  %685 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %684)
  %686 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %684)
  %687 = lshr i32 %400, 1
  %688 = and i32 %687, 17476
  %689 = or i32 12816, %688
  %690 = call i32 @llvm.nvvm.prmt(i32 %685, i32 %686, i32 %689)
  %691 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %690, i32 %611, i32 %682)
  %692 = and i32 %683, 30583
  %693 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %692)
  %694 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %692)
  %695 = lshr i32 %683, 1
  %696 = and i32 %695, 17476
  %697 = or i32 12816, %696
  %698 = call i32 @llvm.nvvm.prmt(i32 %693, i32 %694, i32 %697)
  %699 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %698, i32 %615, i32 %691)
  %700 = mul i32 %631, %699
  %701 = sitofp i32 %700 to float
  %702 = fmul float %621, %583
  %703 = call float @llvm.fma.f32(float %702, float %701, float %616)
  store float %703, ptr %v6, align 4
  %704 = load float, ptr %v7, align 4
  %705 = and i32 %394, 7
  %706 = and i32 %401, 65535
  %707 = trunc i32 %706 to i16
  %708 = bitcast i16 %707 to half
  %709 = fpext half %708 to float
  %710 = lshr i32 %401, 16
  %711 = mul i32 %705, 4
  %712 = lshr i32 %402, %711
  %713 = and i32 %712, 15
  %714 = mul i32 %705, 2
  %715 = lshr i32 %710, %714
  %716 = and i32 %715, 3
  %717 = shl i32 %716, 4
  %718 = or i32 %713, %717
  %719 = sub i32 %718, 32
  %720 = lshr i32 %403, 16
  %721 = and i32 %403, 30583
  %722 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %721)
  %723 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %721)
  %724 = lshr i32 %403, 1
  %725 = and i32 %724, 17476
  %726 = or i32 12816, %725
  %727 = call i32 @llvm.nvvm.prmt(i32 %722, i32 %723, i32 %726)
  %728 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %727, i32 %587, i32 0)
  %729 = and i32 %720, 30583
  %730 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %729)
  %731 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %729)
  %732 = lshr i32 %720, 1
  %733 = and i32 %732, 17476
  %734 = or i32 12816, %733
  %735 = call i32 @llvm.nvvm.prmt(i32 %730, i32 %731, i32 %734)
  %736 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %735, i32 %591, i32 %728)
  %737 = lshr i32 %404, 16
  %738 = and i32 %404, 30583
  %739 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %738)
  %740 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %738)
  %741 = lshr i32 %404, 1
  %742 = and i32 %741, 17476
  %743 = or i32 12816, %742
  %744 = call i32 @llvm.nvvm.prmt(i32 %739, i32 %740, i32 %743)
  %745 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %744, i32 %595, i32 %736)
  %746 = and i32 %737, 30583
  %747 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %746)
  %748 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %746)
  %749 = lshr i32 %737, 1
  %750 = and i32 %749, 17476
  %751 = or i32 12816, %750
  %752 = call i32 @llvm.nvvm.prmt(i32 %747, i32 %748, i32 %751)
  %753 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %752, i32 %599, i32 %745)
  %754 = lshr i32 %405, 16
  %755 = and i32 %405, 30583
  %756 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %755)
  %757 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %755)
  %758 = lshr i32 %405, 1
  %759 = and i32 %758, 17476
  %760 = or i32 12816, %759
  %761 = call i32 @llvm.nvvm.prmt(i32 %756, i32 %757, i32 %760)
  %762 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %761, i32 %603, i32 %753)
  %763 = and i32 %754, 30583
  %764 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %763)
  %765 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %763)
  %766 = lshr i32 %754, 1
  %767 = and i32 %766, 17476
  %768 = or i32 12816, %767
  %769 = call i32 @llvm.nvvm.prmt(i32 %764, i32 %765, i32 %768)
  %770 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %769, i32 %607, i32 %762)
  %771 = lshr i32 %406, 16
  %772 = and i32 %406, 30583
  %773 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %772)
  %774 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %772)
  %775 = lshr i32 %406, 1
  %776 = and i32 %775, 17476
  %777 = or i32 12816, %776
  %778 = call i32 @llvm.nvvm.prmt(i32 %773, i32 %774, i32 %777)
  %779 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %778, i32 %611, i32 %770)
  %780 = and i32 %771, 30583
  %781 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %780)
  %782 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %780)
  %783 = lshr i32 %771, 1
  %784 = and i32 %783, 17476
  %785 = or i32 12816, %784
  %786 = call i32 @llvm.nvvm.prmt(i32 %781, i32 %782, i32 %785)
  %787 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %786, i32 %615, i32 %779)
  %788 = mul i32 %719, %787
  %789 = sitofp i32 %788 to float
  %790 = fmul float %709, %583
  %791 = call float @llvm.fma.f32(float %790, float %789, float %704)
  store float %791, ptr %v7, align 4
  %792 = load float, ptr %v8, align 4
  %793 = and i32 %394, 7
  %794 = and i32 %407, 65535
  %795 = trunc i32 %794 to i16
  %796 = bitcast i16 %795 to half
  %797 = fpext half %796 to float
  %798 = lshr i32 %407, 16
  %799 = mul i32 %793, 4
  %800 = lshr i32 %408, %799
  %801 = and i32 %800, 15
  %802 = mul i32 %793, 2
  %803 = lshr i32 %798, %802
  %804 = and i32 %803, 3
  %805 = shl i32 %804, 4
  %806 = or i32 %801, %805
  %807 = sub i32 %806, 32
  %808 = lshr i32 %409, 16
  %809 = and i32 %409, 30583
  %810 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %809)
  %811 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %809)
  %812 = lshr i32 %409, 1
  %813 = and i32 %812, 17476
  %814 = or i32 12816, %813
  %815 = call i32 @llvm.nvvm.prmt(i32 %810, i32 %811, i32 %814)
  %816 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %815, i32 %587, i32 0)
  %817 = and i32 %808, 30583
  %818 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %817)
  %819 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %817)
  %820 = lshr i32 %808, 1
  %821 = and i32 %820, 17476
  %822 = or i32 12816, %821
  %823 = call i32 @llvm.nvvm.prmt(i32 %818, i32 %819, i32 %822)
  %824 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %823, i32 %591, i32 %816)
  %825 = lshr i32 %410, 16
  %826 = and i32 %410, 30583
  %827 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %826)
  %828 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %826)
  %829 = lshr i32 %410, 1
  %830 = and i32 %829, 17476
  %831 = or i32 12816, %830
  %832 = call i32 @llvm.nvvm.prmt(i32 %827, i32 %828, i32 %831)
  %833 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %832, i32 %595, i32 %824)
  %834 = and i32 %825, 30583
  %835 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %834)
  %836 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %834)
  %837 = lshr i32 %825, 1
  %838 = and i32 %837, 17476
  %839 = or i32 12816, %838
  %840 = call i32 @llvm.nvvm.prmt(i32 %835, i32 %836, i32 %839)
  %841 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %840, i32 %599, i32 %833)
  %842 = lshr i32 %411, 16
  %843 = and i32 %411, 30583
  %844 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %843)
  %845 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %843)
  %846 = lshr i32 %411, 1
  %847 = and i32 %846, 17476
  %848 = or i32 12816, %847
  %849 = call i32 @llvm.nvvm.prmt(i32 %844, i32 %845, i32 %848)
  %850 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %849, i32 %603, i32 %841)
  %851 = and i32 %842, 30583
  %852 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %851)
  %853 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %851)
  %854 = lshr i32 %842, 1
  %855 = and i32 %854, 17476
  %856 = or i32 12816, %855
  %857 = call i32 @llvm.nvvm.prmt(i32 %852, i32 %853, i32 %856)
  %858 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %857, i32 %607, i32 %850)
  %859 = lshr i32 %412, 16
  %860 = and i32 %412, 30583
  %861 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %860)
  %862 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %860)
  %863 = lshr i32 %412, 1
  %864 = and i32 %863, 17476
  %865 = or i32 12816, %864
  %866 = call i32 @llvm.nvvm.prmt(i32 %861, i32 %862, i32 %865)
  %867 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %866, i32 %611, i32 %858)
  %868 = and i32 %859, 30583
  %869 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %868)
  %870 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %868)
  %871 = lshr i32 %859, 1
  %872 = and i32 %871, 17476
  %873 = or i32 12816, %872
  %874 = call i32 @llvm.nvvm.prmt(i32 %869, i32 %870, i32 %873)
  %875 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %874, i32 %615, i32 %867)
  %876 = mul i32 %807, %875
  %877 = sitofp i32 %876 to float
  %878 = fmul float %797, %583
  %879 = call float @llvm.fma.f32(float %878, float %877, float %792)
  store float %879, ptr %v8, align 4
  %880 = load float, ptr %v9, align 4
  %881 = and i32 %394, 7
  %882 = and i32 %413, 65535
  %883 = trunc i32 %882 to i16
  %884 = bitcast i16 %883 to half
  %885 = fpext half %884 to float
  %886 = lshr i32 %413, 16
  %887 = mul i32 %881, 4
  %888 = lshr i32 %414, %887
  %889 = and i32 %888, 15
  %890 = mul i32 %881, 2
  %891 = lshr i32 %886, %890
  %892 = and i32 %891, 3
  %893 = shl i32 %892, 4
  %894 = or i32 %889, %893
  %895 = sub i32 %894, 32
  %896 = lshr i32 %415, 16
  %897 = and i32 %415, 30583
  %898 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %897)
  %899 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %897)
  %900 = lshr i32 %415, 1
  %901 = and i32 %900, 17476
  %902 = or i32 12816, %901
  %903 = call i32 @llvm.nvvm.prmt(i32 %898, i32 %899, i32 %902)
  %904 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %903, i32 %587, i32 0)
  %905 = and i32 %896, 30583
  %906 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %905)
  %907 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %905)
  %908 = lshr i32 %896, 1
  %909 = and i32 %908, 17476
  %910 = or i32 12816, %909
  %911 = call i32 @llvm.nvvm.prmt(i32 %906, i32 %907, i32 %910)
  %912 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %911, i32 %591, i32 %904)
  %913 = lshr i32 %416, 16
  %914 = and i32 %416, 30583
  %915 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %914)
  %916 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %914)
  %917 = lshr i32 %416, 1
  %918 = and i32 %917, 17476
  %919 = or i32 12816, %918
  %920 = call i32 @llvm.nvvm.prmt(i32 %915, i32 %916, i32 %919)
  %921 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %920, i32 %595, i32 %912)
  %922 = and i32 %913, 30583
  %923 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %922)
  %924 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %922)
  %925 = lshr i32 %913, 1
  %926 = and i32 %925, 17476
  %927 = or i32 12816, %926
  %928 = call i32 @llvm.nvvm.prmt(i32 %923, i32 %924, i32 %927)
  %929 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %928, i32 %599, i32 %921)
  %930 = lshr i32 %417, 16
  %931 = and i32 %417, 30583
  %932 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %931)
  %933 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %931)
  %934 = lshr i32 %417, 1
  %935 = and i32 %934, 17476
  %936 = or i32 12816, %935
  %937 = call i32 @llvm.nvvm.prmt(i32 %932, i32 %933, i32 %936)
  %938 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %937, i32 %603, i32 %929)
  %939 = and i32 %930, 30583
  %940 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %939)
  %941 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %939)
  %942 = lshr i32 %930, 1
  %943 = and i32 %942, 17476
  %944 = or i32 12816, %943
  %945 = call i32 @llvm.nvvm.prmt(i32 %940, i32 %941, i32 %944)
  %946 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %945, i32 %607, i32 %938)
  %947 = lshr i32 %418, 16
  %948 = and i32 %418, 30583
  %949 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %948)
  %950 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %948)
  %951 = lshr i32 %418, 1
  %952 = and i32 %951, 17476
  %953 = or i32 12816, %952
  %954 = call i32 @llvm.nvvm.prmt(i32 %949, i32 %950, i32 %953)
  %955 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %954, i32 %611, i32 %946)
  %956 = and i32 %947, 30583
  %957 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %956)
  %958 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %956)
  %959 = lshr i32 %947, 1
  %960 = and i32 %959, 17476
  %961 = or i32 12816, %960
  %962 = call i32 @llvm.nvvm.prmt(i32 %957, i32 %958, i32 %961)
  %963 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %962, i32 %615, i32 %955)
  %964 = mul i32 %895, %963
  %965 = sitofp i32 %964 to float
  %966 = fmul float %885, %583
  %967 = call float @llvm.fma.f32(float %966, float %965, float %880)
  store float %967, ptr %v9, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %body44
  %968 = add i32 %359, 1
  %969 = and i32 %968, 1
  %970 = sext i32 %969 to i64
  %971 = mul i64 %970, 1152
  %972 = getelementptr i8, ptr addrspace(3) @lds2, i64 %971
  %973 = getelementptr i8, ptr addrspace(3) %972, i64 1024
  %974 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %975 = bitcast float %374 to i32
  %976 = and i32 %975, 2147483647
  %977 = bitcast float %375 to i32
  %978 = and i32 %977, 2147483647
  %979 = bitcast float %376 to i32
  %980 = and i32 %979, 2147483647
  %981 = bitcast float %377 to i32
  %982 = and i32 %981, 2147483647
  %983 = icmp ugt i32 %976, %978
  %984 = select i1 %983, i32 %976, i32 %978
  %985 = icmp ugt i32 %980, %982
  %986 = select i1 %985, i32 %980, i32 %982
  %987 = icmp ugt i32 %984, %986
  %988 = select i1 %987, i32 %984, i32 %986
  %989 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %988, i32 1, i32 31)
  %990 = icmp ugt i32 %988, %989
  %991 = select i1 %990, i32 %988, i32 %989
  %992 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %991, i32 2, i32 31)
  %993 = icmp ugt i32 %991, %992
  %994 = select i1 %993, i32 %991, i32 %992
  %995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 4, i32 31)
  %996 = icmp ugt i32 %994, %995
  %997 = select i1 %996, i32 %994, i32 %995
  %998 = and i32 %997, 2147483647
  %999 = icmp ult i32 %998, 2139095040
  %1000 = bitcast i32 %997 to float
  %1001 = fdiv float 1.270000e+02, %1000
  %1002 = bitcast float %1001 to i32
  %1003 = and i32 %1002, 2147483647
  %1004 = icmp ult i32 %1003, 2139095040
  %1005 = select i1 %1004, float %1001, float 0.000000e+00
  %1006 = fmul float %374, %1005
  %1007 = fadd float %1006, 0x4168000000000000
  %1008 = bitcast float %1007 to i32
  %1009 = fmul float %375, %1005
  %1010 = fadd float %1009, 0x4168000000000000
  %1011 = bitcast float %1010 to i32
  %1012 = fmul float %376, %1005
  %1013 = fadd float %1012, 0x4168000000000000
  %1014 = bitcast float %1013 to i32
  %1015 = fmul float %377, %1005
  %1016 = fadd float %1015, 0x4168000000000000
  %1017 = bitcast float %1016 to i32
  %1018 = bitcast i32 %1008 to <4 x i8>
  %1019 = bitcast i32 %1011 to <4 x i8>
  %1020 = shufflevector <4 x i8> %1018, <4 x i8> %1019, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1021 = bitcast <4 x i8> %1020 to i32
  %1022 = bitcast i32 %1014 to <4 x i8>
  %1023 = bitcast i32 %1017 to <4 x i8>
  %1024 = shufflevector <4 x i8> %1022, <4 x i8> %1023, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1025 = bitcast <4 x i8> %1024 to i32
  %1026 = bitcast i32 %1021 to <4 x i8>
  %1027 = bitcast i32 %1025 to <4 x i8>
  %1028 = shufflevector <4 x i8> %1026, <4 x i8> %1027, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1029 = bitcast <4 x i8> %1028 to i32
  %1030 = add i32 %974, 0
  %1031 = sext i32 %1030 to i64
  %1032 = mul i64 %1031, 4
  %1033 = icmp slt i64 %1032, 1024
  br i1 %1033, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %1034 = lshr i64 %1032, 2
  %1035 = mul i64 %1034, 4
  %1036 = getelementptr i8, ptr addrspace(3) %972, i64 %1035
  store i32 %1029, ptr addrspace(3) %1036, align 4
  %1037 = and i64 %1032, 31
  %1038 = icmp eq i64 %1037, 0
  br i1 %1038, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif47
  %1039 = bitcast float %389 to i32
  %1040 = and i32 %1039, 2147483647
  %1041 = bitcast float %390 to i32
  %1042 = and i32 %1041, 2147483647
  %1043 = bitcast float %391 to i32
  %1044 = and i32 %1043, 2147483647
  %1045 = bitcast float %392 to i32
  %1046 = and i32 %1045, 2147483647
  %1047 = icmp ugt i32 %1040, %1042
  %1048 = select i1 %1047, i32 %1040, i32 %1042
  %1049 = icmp ugt i32 %1044, %1046
  %1050 = select i1 %1049, i32 %1044, i32 %1046
  %1051 = icmp ugt i32 %1048, %1050
  %1052 = select i1 %1051, i32 %1048, i32 %1050
  %1053 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1052, i32 1, i32 31)
  %1054 = icmp ugt i32 %1052, %1053
  %1055 = select i1 %1054, i32 %1052, i32 %1053
  %1056 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1055, i32 2, i32 31)
  %1057 = icmp ugt i32 %1055, %1056
  %1058 = select i1 %1057, i32 %1055, i32 %1056
  %1059 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 4, i32 31)
  %1060 = icmp ugt i32 %1058, %1059
  %1061 = select i1 %1060, i32 %1058, i32 %1059
  %1062 = and i32 %1061, 2147483647
  %1063 = icmp ult i32 %1062, 2139095040
  %1064 = bitcast i32 %1061 to float
  %1065 = fdiv float 1.270000e+02, %1064
  %1066 = bitcast float %1065 to i32
  %1067 = and i32 %1066, 2147483647
  %1068 = icmp ult i32 %1067, 2139095040
  %1069 = select i1 %1068, float %1065, float 0.000000e+00
  %1070 = fmul float %389, %1069
  %1071 = fadd float %1070, 0x4168000000000000
  %1072 = bitcast float %1071 to i32
  %1073 = fmul float %390, %1069
  %1074 = fadd float %1073, 0x4168000000000000
  %1075 = bitcast float %1074 to i32
  %1076 = fmul float %391, %1069
  %1077 = fadd float %1076, 0x4168000000000000
  %1078 = bitcast float %1077 to i32
  %1079 = fmul float %392, %1069
  %1080 = fadd float %1079, 0x4168000000000000
  %1081 = bitcast float %1080 to i32
  %1082 = bitcast i32 %1072 to <4 x i8>
  %1083 = bitcast i32 %1075 to <4 x i8>
  %1084 = shufflevector <4 x i8> %1082, <4 x i8> %1083, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1085 = bitcast <4 x i8> %1084 to i32
  %1086 = bitcast i32 %1078 to <4 x i8>
  %1087 = bitcast i32 %1081 to <4 x i8>
  %1088 = shufflevector <4 x i8> %1086, <4 x i8> %1087, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1089 = bitcast <4 x i8> %1088 to i32
  %1090 = bitcast i32 %1085 to <4 x i8>
  %1091 = bitcast i32 %1089 to <4 x i8>
  %1092 = shufflevector <4 x i8> %1090, <4 x i8> %1091, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1093 = bitcast <4 x i8> %1092 to i32
  %1094 = add i32 %974, 128
  %1095 = sext i32 %1094 to i64
  %1096 = mul i64 %1095, 4
  %1097 = icmp slt i64 %1096, 1024
  br i1 %1097, label %then52, label %endif53

then50:                                           ; preds = %then48
  %1098 = fmul float %1000, 0x3F80204080000000
  %1099 = select i1 %999, float %1098, float 0x7FF8000000000000
  %1100 = lshr i64 %1032, 5
  %1101 = mul i64 %1100, 4
  %1102 = getelementptr i8, ptr addrspace(3) %973, i64 %1101
  store float %1099, ptr addrspace(3) %1102, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %endif49
  %1103 = lshr i64 %1096, 2
  %1104 = mul i64 %1103, 4
  %1105 = getelementptr i8, ptr addrspace(3) %972, i64 %1104
  store i32 %1093, ptr addrspace(3) %1105, align 4
  %1106 = and i64 %1096, 31
  %1107 = icmp eq i64 %1106, 0
  br i1 %1107, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif49
  call void @llvm.nvvm.barrier0()
  %1108 = load i32, ptr %v42, align 4
  %1109 = add i32 %1108, 1
  store i32 %1109, ptr %v42, align 4
  br label %loop43

then54:                                           ; preds = %then52
  %1110 = fmul float %1064, 0x3F80204080000000
  %1111 = select i1 %1063, float %1110, float 0x7FF8000000000000
  %1112 = lshr i64 %1096, 5
  %1113 = mul i64 %1112, 4
  %1114 = getelementptr i8, ptr addrspace(3) %973, i64 %1113
  store float %1111, ptr addrspace(3) %1114, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %done45
  %1115 = load float, ptr %v5, align 4
  %1116 = add i32 %54, %45
  %1117 = icmp slt i32 %1116, %4
  br i1 %1117, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %done45
  %1118 = load i32, ptr %v1, align 4
  %1119 = add i32 %1118, 4
  store i32 %1119, ptr %v1, align 4
  br label %loop2

then58:                                           ; preds = %then56
  %1120 = add i32 %36, %1116
  %1121 = sext i32 %1120 to i64
  %1122 = mul i64 %1121, 4
  %1123 = getelementptr i8, ptr addrspace(1) %0, i64 %1122
  store float %1115, ptr addrspace(1) %1123, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_iq4_xs, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_iq4_xs, !"maxntidx", i32 128}
