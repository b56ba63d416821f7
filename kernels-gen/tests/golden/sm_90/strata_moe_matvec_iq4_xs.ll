; ModuleID = 'strata_moe_matvec_iq4_xs'
source_filename = "strata_moe_matvec_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl_f32 = internal addrspace(1) constant [16 x i32] [i32 -1023541248, i32 -1026555904, i32 -1029308416, i32 -1031667712, i32 -1035730944, i32 -1039400960, i32 -1045430272, i32 -1054867456, i32 1065353216, i32 1095761920, i32 1103626240, i32 1108869120, i32 1112801280, i32 1116340224, i32 1118961664, i32 1122107392], align 16
@lds1 = internal addrspace(3) global [64 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
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
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %9, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %10 = load i32, ptr %v, align 4
  %11 = icmp slt i32 %10, 16
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr %v, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl_f32, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = sext i32 %12 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(3) @lds1, i64 %18
  store i32 %16, ptr addrspace(3) %19, align 4
  %20 = load i32, ptr %v, align 4
  %21 = add i32 %20, 128
  store i32 %21, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = urem i32 %22, %7
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(1) %2, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = icmp sge i32 %27, 0
  br i1 %28, label %then, label %endif

then:                                             ; preds = %done
  %29 = udiv i32 %22, %7
  %30 = mul i32 %29, %8
  %31 = add i32 %27, %30
  %32 = sext i32 %31 to i64
  %33 = mul i64 %32, 8
  %34 = getelementptr i8, ptr addrspace(1) %1, i64 %33
  %35 = load i64, ptr addrspace(1) %34, align 8
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = sext i32 %22 to i64
  %38 = sext i32 %6 to i64
  %39 = mul i64 %37, %38
  %40 = mul i64 %39, 4
  %41 = getelementptr i8, ptr addrspace(1) %3, i64 %40
  %42 = mul i32 %22, %4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = lshr i32 %43, 5
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = and i32 %45, 31
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %48 = mul i32 %47, 16
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %50 = and i32 %49, 31
  %51 = lshr i32 %50, 3
  %52 = and i32 %50, 7
  %53 = icmp eq i32 %52, 0
  store i32 %44, ptr %v1, align 4
  br label %loop2

endif:                                            ; preds = %done4, %done
  ret void

loop2:                                            ; preds = %endif57, %then
  %54 = load i32, ptr %v1, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %body3, label %done4

body3:                                            ; preds = %loop2
  %56 = load i32, ptr %v1, align 4
  %57 = udiv i32 %56, 1
  %58 = urem i32 %56, 1
  %59 = mul i32 %57, 4
  %60 = add i32 %48, %59
  %61 = icmp slt i32 %60, %4
  store float 0.000000e+00, ptr %v5, align 4
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = and i32 %62, 31
  %64 = sext i32 %5 to i64
  %65 = udiv i64 %64, 256
  %66 = mul i64 %65, 136
  %67 = sub i32 %4, 1
  %68 = add i32 %60, 0
  %69 = icmp sgt i32 %68, %67
  %70 = select i1 %69, i32 %67, i32 %68
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, %66
  %73 = getelementptr i8, ptr addrspace(1) %36, i64 %72
  %74 = add i32 %60, 1
  %75 = icmp sgt i32 %74, %67
  %76 = select i1 %75, i32 %67, i32 %74
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, %66
  %79 = getelementptr i8, ptr addrspace(1) %36, i64 %78
  %80 = add i32 %60, 2
  %81 = icmp sgt i32 %80, %67
  %82 = select i1 %81, i32 %67, i32 %80
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, %66
  %85 = getelementptr i8, ptr addrspace(1) %36, i64 %84
  %86 = add i32 %60, 3
  %87 = icmp sgt i32 %86, %67
  %88 = select i1 %87, i32 %67, i32 %86
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, %66
  %91 = getelementptr i8, ptr addrspace(1) %36, i64 %90
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %92 = udiv i32 %5, 32
  %93 = mul i32 %58, 32
  %94 = add i32 %63, %93
  %95 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %96 = sext i32 %5 to i64
  %97 = sub i32 %92, 1
  %98 = icmp sgt i32 %94, %97
  %99 = select i1 %98, i32 %97, i32 %94
  %100 = lshr i32 %99, 3
  %101 = and i32 %99, 7
  %102 = sext i32 %100 to i64
  %103 = mul i64 %102, 136
  %104 = add i64 %103, 0
  %105 = getelementptr i8, ptr addrspace(1) %73, i64 %104
  %106 = getelementptr i8, ptr addrspace(1) %105, i64 0
  %107 = load <2 x i32>, ptr addrspace(1) %106, align 8
  %108 = extractelement <2 x i32> %107, i32 0
  %109 = extractelement <2 x i32> %107, i32 1
  %110 = sext i32 %101 to i64
  %111 = mul i64 %110, 16
  %112 = add i64 %111, 8
  %113 = add i64 %112, 0
  %114 = getelementptr i8, ptr addrspace(1) %105, i64 %113
  %115 = load <2 x i32>, ptr addrspace(1) %114, align 8
  %116 = extractelement <2 x i32> %115, i32 0
  %117 = extractelement <2 x i32> %115, i32 1
  %118 = add i64 %112, 8
  %119 = getelementptr i8, ptr addrspace(1) %105, i64 %118
  %120 = load <2 x i32>, ptr addrspace(1) %119, align 8
  %121 = extractelement <2 x i32> %120, i32 0
  %122 = extractelement <2 x i32> %120, i32 1
  store i32 %108, ptr %v10, align 4
  store i32 %109, ptr %v11, align 4
  store i32 %116, ptr %v12, align 4
  store i32 %117, ptr %v13, align 4
  store i32 %121, ptr %v14, align 4
  store i32 %122, ptr %v15, align 4
  %123 = lshr i32 %99, 3
  %124 = and i32 %99, 7
  %125 = sext i32 %123 to i64
  %126 = mul i64 %125, 136
  %127 = add i64 %126, 0
  %128 = getelementptr i8, ptr addrspace(1) %79, i64 %127
  %129 = getelementptr i8, ptr addrspace(1) %128, i64 0
  %130 = load <2 x i32>, ptr addrspace(1) %129, align 8
  %131 = extractelement <2 x i32> %130, i32 0
  %132 = extractelement <2 x i32> %130, i32 1
  %133 = sext i32 %124 to i64
  %134 = mul i64 %133, 16
  %135 = add i64 %134, 8
  %136 = add i64 %135, 0
  %137 = getelementptr i8, ptr addrspace(1) %128, i64 %136
  %138 = load <2 x i32>, ptr addrspace(1) %137, align 8
  %139 = extractelement <2 x i32> %138, i32 0
  %140 = extractelement <2 x i32> %138, i32 1
  %141 = add i64 %135, 8
  %142 = getelementptr i8, ptr addrspace(1) %128, i64 %141
  %143 = load <2 x i32>, ptr addrspace(1) %142, align 8
  %144 = extractelement <2 x i32> %143, i32 0
  %145 = extractelement <2 x i32> %143, i32 1
  store i32 %131, ptr %v16, align 4
  store i32 %132, ptr %v17, align 4
  store i32 %139, ptr %v18, align 4
  store i32 %140, ptr %v19, align 4
  store i32 %144, ptr %v20, align 4
  store i32 %145, ptr %v21, align 4
  %146 = lshr i32 %99, 3
  %147 = and i32 %99, 7
  %148 = sext i32 %146 to i64
  %149 = mul i64 %148, 136
  %150 = add i64 %149, 0
  %151 = getelementptr i8, ptr addrspace(1) %85, i64 %150
  %152 = getelementptr i8, ptr addrspace(1) %151, i64 0
  %153 = load <2 x i32>, ptr addrspace(1) %152, align 8
  %154 = extractelement <2 x i32> %153, i32 0
  %155 = extractelement <2 x i32> %153, i32 1
  %156 = sext i32 %147 to i64
  %157 = mul i64 %156, 16
  %158 = add i64 %157, 8
  %159 = add i64 %158, 0
  %160 = getelementptr i8, ptr addrspace(1) %151, i64 %159
  %161 = load <2 x i32>, ptr addrspace(1) %160, align 8
  %162 = extractelement <2 x i32> %161, i32 0
  %163 = extractelement <2 x i32> %161, i32 1
  %164 = add i64 %158, 8
  %165 = getelementptr i8, ptr addrspace(1) %151, i64 %164
  %166 = load <2 x i32>, ptr addrspace(1) %165, align 8
  %167 = extractelement <2 x i32> %166, i32 0
  %168 = extractelement <2 x i32> %166, i32 1
  store i32 %154, ptr %v22, align 4
  store i32 %155, ptr %v23, align 4
  store i32 %162, ptr %v24, align 4
  store i32 %163, ptr %v25, align 4
  store i32 %167, ptr %v26, align 4
  store i32 %168, ptr %v27, align 4
  %169 = lshr i32 %99, 3
  %170 = and i32 %99, 7
  %171 = sext i32 %169 to i64
  %172 = mul i64 %171, 136
  %173 = add i64 %172, 0
  %174 = getelementptr i8, ptr addrspace(1) %91, i64 %173
  %175 = getelementptr i8, ptr addrspace(1) %174, i64 0
  %176 = load <2 x i32>, ptr addrspace(1) %175, align 8
  %177 = extractelement <2 x i32> %176, i32 0
  %178 = extractelement <2 x i32> %176, i32 1
  %179 = sext i32 %170 to i64
  %180 = mul i64 %179, 16
  %181 = add i64 %180, 8
  %182 = add i64 %181, 0
  %183 = getelementptr i8, ptr addrspace(1) %174, i64 %182
  %184 = load <2 x i32>, ptr addrspace(1) %183, align 8
  %185 = extractelement <2 x i32> %184, i32 0
  %186 = extractelement <2 x i32> %184, i32 1
  %187 = add i64 %181, 8
  %188 = getelementptr i8, ptr addrspace(1) %174, i64 %187
  %189 = load <2 x i32>, ptr addrspace(1) %188, align 8
  %190 = extractelement <2 x i32> %189, i32 0
  %191 = extractelement <2 x i32> %189, i32 1
  store i32 %177, ptr %v28, align 4
  store i32 %178, ptr %v29, align 4
  store i32 %185, ptr %v30, align 4
  store i32 %186, ptr %v31, align 4
  store i32 %190, ptr %v32, align 4
  store i32 %191, ptr %v33, align 4
  %192 = add i32 %95, 0
  %193 = sext i32 %192 to i64
  %194 = mul i64 %193, 4
  %195 = add i64 0, %194
  %196 = icmp slt i64 %195, %96
  %197 = icmp slt i64 %194, 1024
  %198 = and i1 %196, %197
  %199 = select i1 %198, i64 %195, i64 0
  %200 = mul i64 %199, 4
  %201 = getelementptr i8, ptr addrspace(1) %41, i64 %200
  %202 = load <4 x float>, ptr addrspace(1) %201, align 16
  %203 = extractelement <4 x float> %202, i32 0
  %204 = extractelement <4 x float> %202, i32 1
  %205 = extractelement <4 x float> %202, i32 2
  %206 = extractelement <4 x float> %202, i32 3
  %207 = add i32 %95, 128
  %208 = sext i32 %207 to i64
  %209 = mul i64 %208, 4
  %210 = add i64 0, %209
  %211 = icmp slt i64 %210, %96
  %212 = icmp slt i64 %209, 1024
  %213 = and i1 %211, %212
  %214 = select i1 %213, i64 %210, i64 0
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %41, i64 %215
  %217 = load <4 x float>, ptr addrspace(1) %216, align 16
  %218 = extractelement <4 x float> %217, i32 0
  %219 = extractelement <4 x float> %217, i32 1
  %220 = extractelement <4 x float> %217, i32 2
  %221 = extractelement <4 x float> %217, i32 3
  %222 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %223 = bitcast float %203 to i32
  %224 = and i32 %223, 2147483647
  %225 = bitcast float %204 to i32
  %226 = and i32 %225, 2147483647
  %227 = bitcast float %205 to i32
  %228 = and i32 %227, 2147483647
  %229 = bitcast float %206 to i32
  %230 = and i32 %229, 2147483647
  %231 = icmp ugt i32 %224, %226
  %232 = select i1 %231, i32 %224, i32 %226
  %233 = icmp ugt i32 %228, %230
  %234 = select i1 %233, i32 %228, i32 %230
  %235 = icmp ugt i32 %232, %234
  %236 = select i1 %235, i32 %232, i32 %234
  %237 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %236, i32 1, i32 31)
  %238 = icmp ugt i32 %236, %237
  %239 = select i1 %238, i32 %236, i32 %237
  %240 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %239, i32 2, i32 31)
  %241 = icmp ugt i32 %239, %240
  %242 = select i1 %241, i32 %239, i32 %240
  %243 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 4, i32 31)
  %244 = icmp ugt i32 %242, %243
  %245 = select i1 %244, i32 %242, i32 %243
  %246 = and i32 %245, 2147483647
  %247 = icmp ult i32 %246, 2139095040
  %248 = bitcast i32 %245 to float
  %249 = fdiv float 1.270000e+02, %248
  %250 = bitcast float %249 to i32
  %251 = and i32 %250, 2147483647
  %252 = icmp ult i32 %251, 2139095040
  %253 = select i1 %252, float %249, float 0.000000e+00
  %254 = fmul float %203, %253
  %255 = fadd float %254, 0x4168000000000000
  %256 = bitcast float %255 to i32
  %257 = fmul float %204, %253
  %258 = fadd float %257, 0x4168000000000000
  %259 = bitcast float %258 to i32
  %260 = fmul float %205, %253
  %261 = fadd float %260, 0x4168000000000000
  %262 = bitcast float %261 to i32
  %263 = fmul float %206, %253
  %264 = fadd float %263, 0x4168000000000000
  %265 = bitcast float %264 to i32
  %266 = bitcast i32 %256 to <4 x i8>
  %267 = bitcast i32 %259 to <4 x i8>
  %268 = shufflevector <4 x i8> %266, <4 x i8> %267, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %269 = bitcast <4 x i8> %268 to i32
  %270 = bitcast i32 %262 to <4 x i8>
  %271 = bitcast i32 %265 to <4 x i8>
  %272 = shufflevector <4 x i8> %270, <4 x i8> %271, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %273 = bitcast <4 x i8> %272 to i32
  %274 = bitcast i32 %269 to <4 x i8>
  %275 = bitcast i32 %273 to <4 x i8>
  %276 = shufflevector <4 x i8> %274, <4 x i8> %275, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %277 = bitcast <4 x i8> %276 to i32
  %278 = add i32 %222, 0
  %279 = sext i32 %278 to i64
  %280 = mul i64 %279, 4
  %281 = icmp slt i64 %280, 1024
  br i1 %281, label %then34, label %endif35

done4:                                            ; preds = %loop2
  br label %endif

then34:                                           ; preds = %body3
  %282 = lshr i64 %280, 2
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(3) @lds2, i64 %283
  store i32 %277, ptr addrspace(3) %284, align 4
  %285 = and i64 %280, 31
  %286 = icmp eq i64 %285, 0
  br i1 %286, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %body3
  %287 = bitcast float %218 to i32
  %288 = and i32 %287, 2147483647
  %289 = bitcast float %219 to i32
  %290 = and i32 %289, 2147483647
  %291 = bitcast float %220 to i32
  %292 = and i32 %291, 2147483647
  %293 = bitcast float %221 to i32
  %294 = and i32 %293, 2147483647
  %295 = icmp ugt i32 %288, %290
  %296 = select i1 %295, i32 %288, i32 %290
  %297 = icmp ugt i32 %292, %294
  %298 = select i1 %297, i32 %292, i32 %294
  %299 = icmp ugt i32 %296, %298
  %300 = select i1 %299, i32 %296, i32 %298
  %301 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 1, i32 31)
  %302 = icmp ugt i32 %300, %301
  %303 = select i1 %302, i32 %300, i32 %301
  %304 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 2, i32 31)
  %305 = icmp ugt i32 %303, %304
  %306 = select i1 %305, i32 %303, i32 %304
  %307 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 4, i32 31)
  %308 = icmp ugt i32 %306, %307
  %309 = select i1 %308, i32 %306, i32 %307
  %310 = and i32 %309, 2147483647
  %311 = icmp ult i32 %310, 2139095040
  %312 = bitcast i32 %309 to float
  %313 = fdiv float 1.270000e+02, %312
  %314 = bitcast float %313 to i32
  %315 = and i32 %314, 2147483647
  %316 = icmp ult i32 %315, 2139095040
  %317 = select i1 %316, float %313, float 0.000000e+00
  %318 = fmul float %218, %317
  %319 = fadd float %318, 0x4168000000000000
  %320 = bitcast float %319 to i32
  %321 = fmul float %219, %317
  %322 = fadd float %321, 0x4168000000000000
  %323 = bitcast float %322 to i32
  %324 = fmul float %220, %317
  %325 = fadd float %324, 0x4168000000000000
  %326 = bitcast float %325 to i32
  %327 = fmul float %221, %317
  %328 = fadd float %327, 0x4168000000000000
  %329 = bitcast float %328 to i32
  %330 = bitcast i32 %320 to <4 x i8>
  %331 = bitcast i32 %323 to <4 x i8>
  %332 = shufflevector <4 x i8> %330, <4 x i8> %331, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %333 = bitcast <4 x i8> %332 to i32
  %334 = bitcast i32 %326 to <4 x i8>
  %335 = bitcast i32 %329 to <4 x i8>
  %336 = shufflevector <4 x i8> %334, <4 x i8> %335, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %337 = bitcast <4 x i8> %336 to i32
  %338 = bitcast i32 %333 to <4 x i8>
  %339 = bitcast i32 %337 to <4 x i8>
  %340 = shufflevector <4 x i8> %338, <4 x i8> %339, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %341 = bitcast <4 x i8> %340 to i32
  %342 = add i32 %222, 128
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = icmp slt i64 %344, 1024
  br i1 %345, label %then38, label %endif39

then36:                                           ; preds = %then34
  %346 = fmul float %248, 0x3F80204080000000
  %347 = select i1 %247, float %346, float 0x7FF8000000000000
  %348 = lshr i64 %280, 5
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %349
  store float %347, ptr addrspace(3) %350, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

then38:                                           ; preds = %endif35
  %351 = lshr i64 %344, 2
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr addrspace(3) @lds2, i64 %352
  store i32 %341, ptr addrspace(3) %353, align 4
  %354 = and i64 %344, 31
  %355 = icmp eq i64 %354, 0
  br i1 %355, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif35
  call void @llvm.nvvm.barrier0()
  %356 = add i32 %92, 31
  %357 = udiv i32 %356, 32
  store i32 0, ptr %v42, align 4
  br label %loop43

then40:                                           ; preds = %then38
  %358 = fmul float %312, 0x3F80204080000000
  %359 = select i1 %311, float %358, float 0x7FF8000000000000
  %360 = lshr i64 %344, 5
  %361 = mul i64 %360, 4
  %362 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %361
  store float %359, ptr addrspace(3) %362, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

loop43:                                           ; preds = %endif53, %endif39
  %363 = load i32, ptr %v42, align 4
  %364 = icmp slt i32 %363, %357
  br i1 %364, label %body44, label %done45

body44:                                           ; preds = %loop43
  %365 = load i32, ptr %v42, align 4
  %366 = add i32 %365, 1
  %367 = sext i32 %366 to i64
  %368 = mul i64 %367, 1024
  %369 = add i32 %95, 0
  %370 = sext i32 %369 to i64
  %371 = mul i64 %370, 4
  %372 = add i64 %368, %371
  %373 = icmp slt i64 %372, %96
  %374 = icmp slt i64 %371, 1024
  %375 = and i1 %373, %374
  %376 = select i1 %375, i64 %372, i64 0
  %377 = mul i64 %376, 4
  %378 = getelementptr i8, ptr addrspace(1) %41, i64 %377
  %379 = load <4 x float>, ptr addrspace(1) %378, align 16
  %380 = extractelement <4 x float> %379, i32 0
  %381 = extractelement <4 x float> %379, i32 1
  %382 = extractelement <4 x float> %379, i32 2
  %383 = extractelement <4 x float> %379, i32 3
  %384 = add i32 %95, 128
  %385 = sext i32 %384 to i64
  %386 = mul i64 %385, 4
  %387 = add i64 %368, %386
  %388 = icmp slt i64 %387, %96
  %389 = icmp slt i64 %386, 1024
  %390 = and i1 %388, %389
  %391 = select i1 %390, i64 %387, i64 0
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(1) %41, i64 %392
  %394 = load <4 x float>, ptr addrspace(1) %393, align 16
  %395 = extractelement <4 x float> %394, i32 0
  %396 = extractelement <4 x float> %394, i32 1
  %397 = extractelement <4 x float> %394, i32 2
  %398 = extractelement <4 x float> %394, i32 3
  %399 = mul i32 %365, 32
  %400 = add i32 %94, %399
  %401 = load i32, ptr %v10, align 4
  %402 = load i32, ptr %v11, align 4
  %403 = load i32, ptr %v12, align 4
  %404 = load i32, ptr %v13, align 4
  %405 = load i32, ptr %v14, align 4
  %406 = load i32, ptr %v15, align 4
  %407 = load i32, ptr %v16, align 4
  %408 = load i32, ptr %v17, align 4
  %409 = load i32, ptr %v18, align 4
  %410 = load i32, ptr %v19, align 4
  %411 = load i32, ptr %v20, align 4
  %412 = load i32, ptr %v21, align 4
  %413 = load i32, ptr %v22, align 4
  %414 = load i32, ptr %v23, align 4
  %415 = load i32, ptr %v24, align 4
  %416 = load i32, ptr %v25, align 4
  %417 = load i32, ptr %v26, align 4
  %418 = load i32, ptr %v27, align 4
  %419 = load i32, ptr %v28, align 4
  %420 = load i32, ptr %v29, align 4
  %421 = load i32, ptr %v30, align 4
  %422 = load i32, ptr %v31, align 4
  %423 = load i32, ptr %v32, align 4
  %424 = load i32, ptr %v33, align 4
  %425 = add i32 %400, 32
  %426 = icmp sgt i32 %425, %97
  %427 = select i1 %426, i32 %97, i32 %425
  %428 = lshr i32 %427, 3
  %429 = and i32 %427, 7
  %430 = sext i32 %428 to i64
  %431 = mul i64 %430, 136
  %432 = add i64 %431, 0
  %433 = getelementptr i8, ptr addrspace(1) %73, i64 %432
  %434 = getelementptr i8, ptr addrspace(1) %433, i64 0
  %435 = load <2 x i32>, ptr addrspace(1) %434, align 8
  %436 = extractelement <2 x i32> %435, i32 0
  %437 = extractelement <2 x i32> %435, i32 1
  %438 = sext i32 %429 to i64
  %439 = mul i64 %438, 16
  %440 = add i64 %439, 8
  %441 = add i64 %440, 0
  %442 = getelementptr i8, ptr addrspace(1) %433, i64 %441
  %443 = load <2 x i32>, ptr addrspace(1) %442, align 8
  %444 = extractelement <2 x i32> %443, i32 0
  %445 = extractelement <2 x i32> %443, i32 1
  %446 = add i64 %440, 8
  %447 = getelementptr i8, ptr addrspace(1) %433, i64 %446
  %448 = load <2 x i32>, ptr addrspace(1) %447, align 8
  %449 = extractelement <2 x i32> %448, i32 0
  %450 = extractelement <2 x i32> %448, i32 1
  store i32 %436, ptr %v10, align 4
  store i32 %437, ptr %v11, align 4
  store i32 %444, ptr %v12, align 4
  store i32 %445, ptr %v13, align 4
  store i32 %449, ptr %v14, align 4
  store i32 %450, ptr %v15, align 4
  %451 = lshr i32 %427, 3
  %452 = and i32 %427, 7
  %453 = sext i32 %451 to i64
  %454 = mul i64 %453, 136
  %455 = add i64 %454, 0
  %456 = getelementptr i8, ptr addrspace(1) %79, i64 %455
  %457 = getelementptr i8, ptr addrspace(1) %456, i64 0
  %458 = load <2 x i32>, ptr addrspace(1) %457, align 8
  %459 = extractelement <2 x i32> %458, i32 0
  %460 = extractelement <2 x i32> %458, i32 1
  %461 = sext i32 %452 to i64
  %462 = mul i64 %461, 16
  %463 = add i64 %462, 8
  %464 = add i64 %463, 0
  %465 = getelementptr i8, ptr addrspace(1) %456, i64 %464
  %466 = load <2 x i32>, ptr addrspace(1) %465, align 8
  %467 = extractelement <2 x i32> %466, i32 0
  %468 = extractelement <2 x i32> %466, i32 1
  %469 = add i64 %463, 8
  %470 = getelementptr i8, ptr addrspace(1) %456, i64 %469
  %471 = load <2 x i32>, ptr addrspace(1) %470, align 8
  %472 = extractelement <2 x i32> %471, i32 0
  %473 = extractelement <2 x i32> %471, i32 1
  store i32 %459, ptr %v16, align 4
  store i32 %460, ptr %v17, align 4
  store i32 %467, ptr %v18, align 4
  store i32 %468, ptr %v19, align 4
  store i32 %472, ptr %v20, align 4
  store i32 %473, ptr %v21, align 4
  %474 = lshr i32 %427, 3
  %475 = and i32 %427, 7
  %476 = sext i32 %474 to i64
  %477 = mul i64 %476, 136
  %478 = add i64 %477, 0
  %479 = getelementptr i8, ptr addrspace(1) %85, i64 %478
  %480 = getelementptr i8, ptr addrspace(1) %479, i64 0
  %481 = load <2 x i32>, ptr addrspace(1) %480, align 8
  %482 = extractelement <2 x i32> %481, i32 0
  %483 = extractelement <2 x i32> %481, i32 1
  %484 = sext i32 %475 to i64
  %485 = mul i64 %484, 16
  %486 = add i64 %485, 8
  %487 = add i64 %486, 0
  %488 = getelementptr i8, ptr addrspace(1) %479, i64 %487
  %489 = load <2 x i32>, ptr addrspace(1) %488, align 8
  %490 = extractelement <2 x i32> %489, i32 0
  %491 = extractelement <2 x i32> %489, i32 1
  %492 = add i64 %486, 8
  %493 = getelementptr i8, ptr addrspace(1) %479, i64 %492
  %494 = load <2 x i32>, ptr addrspace(1) %493, align 8
  %495 = extractelement <2 x i32> %494, i32 0
  %496 = extractelement <2 x i32> %494, i32 1
  store i32 %482, ptr %v22, align 4
  store i32 %483, ptr %v23, align 4
  store i32 %490, ptr %v24, align 4
  store i32 %491, ptr %v25, align 4
  store i32 %495, ptr %v26, align 4
  store i32 %496, ptr %v27, align 4
  %497 = lshr i32 %427, 3
  %498 = and i32 %427, 7
  %499 = sext i32 %497 to i64
  %500 = mul i64 %499, 136
  %501 = add i64 %500, 0
  %502 = getelementptr i8, ptr addrspace(1) %91, i64 %501
  %503 = getelementptr i8, ptr addrspace(1) %502, i64 0
  %504 = load <2 x i32>, ptr addrspace(1) %503, align 8
  %505 = extractelement <2 x i32> %504, i32 0
  %506 = extractelement <2 x i32> %504, i32 1
  %507 = sext i32 %498 to i64
  %508 = mul i64 %507, 16
  %509 = add i64 %508, 8
  %510 = add i64 %509, 0
  %511 = getelementptr i8, ptr addrspace(1) %502, i64 %510
  %512 = load <2 x i32>, ptr addrspace(1) %511, align 8
  %513 = extractelement <2 x i32> %512, i32 0
  %514 = extractelement <2 x i32> %512, i32 1
  %515 = add i64 %509, 8
  %516 = getelementptr i8, ptr addrspace(1) %502, i64 %515
  %517 = load <2 x i32>, ptr addrspace(1) %516, align 8
  %518 = extractelement <2 x i32> %517, i32 0
  %519 = extractelement <2 x i32> %517, i32 1
  store i32 %505, ptr %v28, align 4
  store i32 %506, ptr %v29, align 4
  store i32 %513, ptr %v30, align 4
  store i32 %514, ptr %v31, align 4
  store i32 %518, ptr %v32, align 4
  store i32 %519, ptr %v33, align 4
  %520 = icmp slt i32 %400, %92
  br i1 %520, label %then46, label %endif47

done45:                                           ; preds = %loop43
  %521 = load float, ptr %v6, align 4
  %522 = load float, ptr %v7, align 4
  %523 = load float, ptr %v8, align 4
  %524 = load float, ptr %v9, align 4
  %525 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %526 = and i32 %525, 31
  %527 = and i32 %526, 16
  %528 = icmp ne i32 %527, 0
  %529 = select i1 %528, float %523, float %521
  %530 = select i1 %528, float %521, float %523
  %531 = bitcast float %530 to i32
  %532 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %531, i32 16, i32 31)
  %533 = bitcast i32 %532 to float
  %534 = fadd float %529, %533
  %535 = select i1 %528, float %524, float %522
  %536 = select i1 %528, float %522, float %524
  %537 = bitcast float %536 to i32
  %538 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %537, i32 16, i32 31)
  %539 = bitcast i32 %538 to float
  %540 = fadd float %535, %539
  %541 = and i32 %526, 8
  %542 = icmp ne i32 %541, 0
  %543 = select i1 %542, float %540, float %534
  %544 = select i1 %542, float %534, float %540
  %545 = bitcast float %544 to i32
  %546 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %545, i32 8, i32 31)
  %547 = bitcast i32 %546 to float
  %548 = fadd float %543, %547
  %549 = bitcast float %548 to i32
  %550 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %549, i32 4, i32 31)
  %551 = bitcast i32 %550 to float
  %552 = fadd float %548, %551
  %553 = bitcast float %552 to i32
  %554 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %553, i32 2, i32 31)
  %555 = bitcast i32 %554 to float
  %556 = fadd float %552, %555
  %557 = bitcast float %556 to i32
  %558 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %557, i32 1, i32 31)
  %559 = bitcast i32 %558 to float
  %560 = fadd float %556, %559
  store float %560, ptr %v5, align 4
  %561 = and i1 %61, %53
  br i1 %561, label %then56, label %endif57

then46:                                           ; preds = %body44
  %562 = and i32 %365, 1
  %563 = sext i32 %562 to i64
  %564 = mul i64 %563, 1152
  %565 = getelementptr i8, ptr addrspace(3) @lds2, i64 %564
  %566 = sext i32 %365 to i64
  %567 = mul i64 %566, 1024
  %568 = sext i32 %400 to i64
  %569 = mul i64 %568, 32
  %570 = sub i64 %569, %567
  %571 = add i64 %570, 0
  %572 = getelementptr i8, ptr addrspace(3) %565, i64 %571
  %573 = load <4 x i32>, ptr addrspace(3) %572, align 16
  %574 = extractelement <4 x i32> %573, i32 0
  %575 = extractelement <4 x i32> %573, i32 1
  %576 = extractelement <4 x i32> %573, i32 2
  %577 = extractelement <4 x i32> %573, i32 3
  %578 = add i64 %570, 16
  %579 = getelementptr i8, ptr addrspace(3) %565, i64 %578
  %580 = load <4 x i32>, ptr addrspace(3) %579, align 16
  %581 = extractelement <4 x i32> %580, i32 0
  %582 = extractelement <4 x i32> %580, i32 1
  %583 = extractelement <4 x i32> %580, i32 2
  %584 = extractelement <4 x i32> %580, i32 3
  %585 = getelementptr i8, ptr addrspace(3) %565, i64 1024
  %586 = lshr i64 %570, 5
  %587 = mul i64 %586, 4
  %588 = getelementptr i8, ptr addrspace(3) %585, i64 %587
  %589 = load float, ptr addrspace(3) %588, align 4
  %590 = bitcast i32 %574 to <4 x i8>
  %591 = bitcast i32 %581 to <4 x i8>
  %592 = shufflevector <4 x i8> %590, <4 x i8> %591, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %593 = bitcast <4 x i8> %592 to i32
  %594 = bitcast i32 %574 to <4 x i8>
  %595 = bitcast i32 %581 to <4 x i8>
  %596 = shufflevector <4 x i8> %594, <4 x i8> %595, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %597 = bitcast <4 x i8> %596 to i32
  %598 = bitcast i32 %575 to <4 x i8>
  %599 = bitcast i32 %582 to <4 x i8>
  %600 = shufflevector <4 x i8> %598, <4 x i8> %599, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %601 = bitcast <4 x i8> %600 to i32
  %602 = bitcast i32 %575 to <4 x i8>
  %603 = bitcast i32 %582 to <4 x i8>
  %604 = shufflevector <4 x i8> %602, <4 x i8> %603, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %605 = bitcast <4 x i8> %604 to i32
  %606 = bitcast i32 %576 to <4 x i8>
  %607 = bitcast i32 %583 to <4 x i8>
  %608 = shufflevector <4 x i8> %606, <4 x i8> %607, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %609 = bitcast <4 x i8> %608 to i32
  %610 = bitcast i32 %576 to <4 x i8>
  %611 = bitcast i32 %583 to <4 x i8>
  %612 = shufflevector <4 x i8> %610, <4 x i8> %611, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %613 = bitcast <4 x i8> %612 to i32
  %614 = bitcast i32 %577 to <4 x i8>
  %615 = bitcast i32 %584 to <4 x i8>
  %616 = shufflevector <4 x i8> %614, <4 x i8> %615, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %617 = bitcast <4 x i8> %616 to i32
  %618 = bitcast i32 %577 to <4 x i8>
  %619 = bitcast i32 %584 to <4 x i8>
  %620 = shufflevector <4 x i8> %618, <4 x i8> %619, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %621 = bitcast <4 x i8> %620 to i32
  %622 = load float, ptr %v6, align 4
  %623 = and i32 %400, 7
  %624 = and i32 %401, 65535
  %625 = trunc i32 %624 to i16
  %626 = bitcast i16 %625 to half
  %627 = fpext half %626 to float
  %628 = lshr i32 %401, 16
  %629 = mul i32 %623, 4
  %630 = lshr i32 %402, %629
  %631 = and i32 %630, 15
  %632 = mul i32 %623, 2
  %633 = lshr i32 %628, %632
  %634 = and i32 %633, 3
  %635 = shl i32 %634, 4
  %636 = or i32 %631, %635
  %637 = sub i32 %636, 32
  %638 = lshr i32 %403, 16
  %639 = and i32 %403, 30583
  %640 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %639)
  %641 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %639)
  %642 = lshr i32 %403, 1
  %643 = and i32 %642, 17476
  %644 = or i32 12816, %643
  %645 = call i32 @llvm.nvvm.prmt(i32 %640, i32 %641, i32 %644)
  %646 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %645, i32 %593, i32 0)
  %647 = and i32 %638, 30583
  %648 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %647)
  %649 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %647)
  %650 = lshr i32 %638, 1
  %651 = and i32 %650, 17476
  %652 = or i32 12816, %651
  %653 = call i32 @llvm.nvvm.prmt(i32 %648, i32 %649, i32 %652)
  %654 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %653, i32 %597, i32 %646)
  %655 = lshr i32 %404, 16
  %656 = and i32 %404, 30583
  %657 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %656)
  %658 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %656)
  %659 = lshr i32 %404, 1
  %660 = and i32 %659, 17476
  %661 = or i32 12816, %660
  %662 = call i32 @llvm.nvvm.prmt(i32 %657, i32 %658, i32 %661)
  %663 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %662, i32 %601, i32 %654)
  %664 = and i32 %655, 30583
  %665 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %664)
  %666 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %664)
  %667 = lshr i32 %655, 1
  %668 = and i32 %667, 17476
  %669 = or i32 12816, %668
  %670 = call i32 @llvm.nvvm.prmt(i32 %665, i32 %666, i32 %669)
  %671 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %670, i32 %605, i32 %663)
  %672 = lshr i32 %405, 16
  %673 = and i32 %405, 30583
  %674 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %673)
  %675 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %673)
  %676 = lshr i32 %405, 1
  %677 = and i32 %676, 17476
  %678 = or i32 12816, %677
  %679 = call i32 @llvm.nvvm.prmt(i32 %674, i32 %675, i32 %678)
  %680 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %679, i32 %609, i32 %671)
  %681 = and i32 %672, 30583
  %682 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %681)
  %683 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %681)
  %684 = lshr i32 %672, 1
  %685 = and i32 %684, 17476
  %686 = or i32 12816, %685
  %687 = call i32 @llvm.nvvm.prmt(i32 %682, i32 %683, i32 %686)
  %688 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %687, i32 %613, i32 %680)
  %689 = lshr i32 %406, 16
  %690 = and i32 %406, 30583
  %691 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %690)
  %692 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %690)
  %693 = lshr i32 %406, 1
  %694 = and i32 %693, 17476
  %695 = or i32 12816, %694
  %696 = call i32 @llvm.nvvm.prmt(i32 %691, i32 %692, i32 %695)
  %697 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %696, i32 %617, i32 %688)
  %698 = and i32 %689, 30583
  %699 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %698)
  %700 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %698)
  %701 = lshr i32 %689, 1
  %702 = and i32 %701, 17476
  %703 = or i32 12816, %702
  %704 = call i32 @llvm.nvvm.prmt(i32 %699, i32 %700, i32 %703)
  %705 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %704, i32 %621, i32 %697)
  %706 = mul i32 %637, %705
  %707 = sitofp i32 %706 to float
  %708 = fmul float %627, %589
  %709 = call float @llvm.fma.f32(float %708, float %707, float %622)
  store float %709, ptr %v6, align 4
  %710 = load float, ptr %v7, align 4
  %711 = and i32 %400, 7
  %712 = and i32 %407, 65535
  %713 = trunc i32 %712 to i16
  %714 = bitcast i16 %713 to half
  %715 = fpext half %714 to float
  %716 = lshr i32 %407, 16
  %717 = mul i32 %711, 4
  %718 = lshr i32 %408, %717
  %719 = and i32 %718, 15
  %720 = mul i32 %711, 2
  %721 = lshr i32 %716, %720
  %722 = and i32 %721, 3
  %723 = shl i32 %722, 4
  %724 = or i32 %719, %723
  %725 = sub i32 %724, 32
  %726 = lshr i32 %409, 16
  %727 = and i32 %409, 30583
  %728 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %727)
  %729 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %727)
  %730 = lshr i32 %409, 1
  %731 = and i32 %730, 17476
  %732 = or i32 12816, %731
  %733 = call i32 @llvm.nvvm.prmt(i32 %728, i32 %729, i32 %732)
  %734 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %733, i32 %593, i32 0)
  %735 = and i32 %726, 30583
  %736 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %735)
  %737 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %735)
  %738 = lshr i32 %726, 1
  %739 = and i32 %738, 17476
  %740 = or i32 12816, %739
  %741 = call i32 @llvm.nvvm.prmt(i32 %736, i32 %737, i32 %740)
  %742 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %741, i32 %597, i32 %734)
  %743 = lshr i32 %410, 16
  %744 = and i32 %410, 30583
  %745 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %744)
  %746 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %744)
  %747 = lshr i32 %410, 1
  %748 = and i32 %747, 17476
  %749 = or i32 12816, %748
  %750 = call i32 @llvm.nvvm.prmt(i32 %745, i32 %746, i32 %749)
  %751 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %750, i32 %601, i32 %742)
  %752 = and i32 %743, 30583
  %753 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %752)
  %754 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %752)
  %755 = lshr i32 %743, 1
  %756 = and i32 %755, 17476
  %757 = or i32 12816, %756
  %758 = call i32 @llvm.nvvm.prmt(i32 %753, i32 %754, i32 %757)
  %759 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %758, i32 %605, i32 %751)
  %760 = lshr i32 %411, 16
  %761 = and i32 %411, 30583
  %762 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %761)
  %763 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %761)
  %764 = lshr i32 %411, 1
  %765 = and i32 %764, 17476
  %766 = or i32 12816, %765
  %767 = call i32 @llvm.nvvm.prmt(i32 %762, i32 %763, i32 %766)
  %768 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %767, i32 %609, i32 %759)
  %769 = and i32 %760, 30583
  %770 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %769)
  %771 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %769)
  %772 = lshr i32 %760, 1
  %773 = and i32 %772, 17476
  %774 = or i32 12816, %773
  %775 = call i32 @llvm.nvvm.prmt(i32 %770, i32 %771, i32 %774)
  %776 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %775, i32 %613, i32 %768)
  %777 = lshr i32 %412, 16
  %778 = and i32 %412, 30583
  %779 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %778)
  %780 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %778)
  %781 = lshr i32 %412, 1
  %782 = and i32 %781, 17476
  %783 = or i32 12816, %782
  %784 = call i32 @llvm.nvvm.prmt(i32 %779, i32 %780, i32 %783)
  %785 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %784, i32 %617, i32 %776)
  %786 = and i32 %777, 30583
  %787 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %786)
  %788 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %786)
  %789 = lshr i32 %777, 1
  %790 = and i32 %789, 17476
  %791 = or i32 12816, %790
  %792 = call i32 @llvm.nvvm.prmt(i32 %787, i32 %788, i32 %791)
  %793 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %792, i32 %621, i32 %785)
  %794 = mul i32 %725, %793
  %795 = sitofp i32 %794 to float
  %796 = fmul float %715, %589
  %797 = call float @llvm.fma.f32(float %796, float %795, float %710)
  store float %797, ptr %v7, align 4
  %798 = load float, ptr %v8, align 4
  %799 = and i32 %400, 7
  %800 = and i32 %413, 65535
  %801 = trunc i32 %800 to i16
  %802 = bitcast i16 %801 to half
  %803 = fpext half %802 to float
  %804 = lshr i32 %413, 16
  %805 = mul i32 %799, 4
  %806 = lshr i32 %414, %805
  %807 = and i32 %806, 15
  %808 = mul i32 %799, 2
  %809 = lshr i32 %804, %808
  %810 = and i32 %809, 3
  %811 = shl i32 %810, 4
  %812 = or i32 %807, %811
  %813 = sub i32 %812, 32
  %814 = lshr i32 %415, 16
  %815 = and i32 %415, 30583
  %816 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %815)
  %817 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %815)
  %818 = lshr i32 %415, 1
  %819 = and i32 %818, 17476
  %820 = or i32 12816, %819
  %821 = call i32 @llvm.nvvm.prmt(i32 %816, i32 %817, i32 %820)
  %822 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %821, i32 %593, i32 0)
  %823 = and i32 %814, 30583
  %824 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %823)
  %825 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %823)
  %826 = lshr i32 %814, 1
  %827 = and i32 %826, 17476
  %828 = or i32 12816, %827
  %829 = call i32 @llvm.nvvm.prmt(i32 %824, i32 %825, i32 %828)
  %830 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %829, i32 %597, i32 %822)
  %831 = lshr i32 %416, 16
  %832 = and i32 %416, 30583
  %833 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %832)
  %834 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %832)
  %835 = lshr i32 %416, 1
  %836 = and i32 %835, 17476
  %837 = or i32 12816, %836
  %838 = call i32 @llvm.nvvm.prmt(i32 %833, i32 %834, i32 %837)
  %839 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %838, i32 %601, i32 %830)
  %840 = and i32 %831, 30583
  %841 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %840)
  %842 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %840)
  %843 = lshr i32 %831, 1
  %844 = and i32 %843, 17476
  %845 = or i32 12816, %844
  %846 = call i32 @llvm.nvvm.prmt(i32 %841, i32 %842, i32 %845)
  %847 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %846, i32 %605, i32 %839)
  %848 = lshr i32 %417, 16
  %849 = and i32 %417, 30583
  %850 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %849)
  %851 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %849)
  %852 = lshr i32 %417, 1
  %853 = and i32 %852, 17476
  %854 = or i32 12816, %853
  %855 = call i32 @llvm.nvvm.prmt(i32 %850, i32 %851, i32 %854)
  %856 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %609, i32 %847)
  %857 = and i32 %848, 30583
  %858 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %857)
  %859 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %857)
  %860 = lshr i32 %848, 1
  %861 = and i32 %860, 17476
  %862 = or i32 12816, %861
  %863 = call i32 @llvm.nvvm.prmt(i32 %858, i32 %859, i32 %862)
  %864 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %863, i32 %613, i32 %856)
  %865 = lshr i32 %418, 16
  %866 = and i32 %418, 30583
  %867 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %866)
  %868 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %866)
  %869 = lshr i32 %418, 1
  %870 = and i32 %869, 17476
  %871 = or i32 12816, %870
  %872 = call i32 @llvm.nvvm.prmt(i32 %867, i32 %868, i32 %871)
  %873 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %872, i32 %617, i32 %864)
  %874 = and i32 %865, 30583
  %875 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %874)
  %876 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %874)
  %877 = lshr i32 %865, 1
  %878 = and i32 %877, 17476
  %879 = or i32 12816, %878
  %880 = call i32 @llvm.nvvm.prmt(i32 %875, i32 %876, i32 %879)
  %881 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %880, i32 %621, i32 %873)
  %882 = mul i32 %813, %881
  %883 = sitofp i32 %882 to float
  %884 = fmul float %803, %589
  %885 = call float @llvm.fma.f32(float %884, float %883, float %798)
  store float %885, ptr %v8, align 4
  %886 = load float, ptr %v9, align 4
  %887 = and i32 %400, 7
  %888 = and i32 %419, 65535
  %889 = trunc i32 %888 to i16
  %890 = bitcast i16 %889 to half
  %891 = fpext half %890 to float
  %892 = lshr i32 %419, 16
  %893 = mul i32 %887, 4
  %894 = lshr i32 %420, %893
  %895 = and i32 %894, 15
  %896 = mul i32 %887, 2
  %897 = lshr i32 %892, %896
  %898 = and i32 %897, 3
  %899 = shl i32 %898, 4
  %900 = or i32 %895, %899
  %901 = sub i32 %900, 32
  %902 = lshr i32 %421, 16
  %903 = and i32 %421, 30583
  %904 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %903)
  %905 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %903)
  %906 = lshr i32 %421, 1
  %907 = and i32 %906, 17476
  %908 = or i32 12816, %907
  %909 = call i32 @llvm.nvvm.prmt(i32 %904, i32 %905, i32 %908)
  %910 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %909, i32 %593, i32 0)
  %911 = and i32 %902, 30583
  %912 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %911)
  %913 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %911)
  %914 = lshr i32 %902, 1
  %915 = and i32 %914, 17476
  %916 = or i32 12816, %915
  %917 = call i32 @llvm.nvvm.prmt(i32 %912, i32 %913, i32 %916)
  %918 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %917, i32 %597, i32 %910)
  %919 = lshr i32 %422, 16
  %920 = and i32 %422, 30583
  %921 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %920)
  %922 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %920)
  %923 = lshr i32 %422, 1
  %924 = and i32 %923, 17476
  %925 = or i32 12816, %924
  %926 = call i32 @llvm.nvvm.prmt(i32 %921, i32 %922, i32 %925)
  %927 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %926, i32 %601, i32 %918)
  %928 = and i32 %919, 30583
  %929 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %928)
  %930 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %928)
  %931 = lshr i32 %919, 1
  %932 = and i32 %931, 17476
  %933 = or i32 12816, %932
  %934 = call i32 @llvm.nvvm.prmt(i32 %929, i32 %930, i32 %933)
  %935 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %934, i32 %605, i32 %927)
  %936 = lshr i32 %423, 16
  %937 = and i32 %423, 30583
  %938 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %937)
  %939 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %937)
  %940 = lshr i32 %423, 1
  %941 = and i32 %940, 17476
  %942 = or i32 12816, %941
  %943 = call i32 @llvm.nvvm.prmt(i32 %938, i32 %939, i32 %942)
  %944 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %943, i32 %609, i32 %935)
  %945 = and i32 %936, 30583
  %946 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %945)
  %947 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %945)
  %948 = lshr i32 %936, 1
  %949 = and i32 %948, 17476
  %950 = or i32 12816, %949
  %951 = call i32 @llvm.nvvm.prmt(i32 %946, i32 %947, i32 %950)
  %952 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %951, i32 %613, i32 %944)
  %953 = lshr i32 %424, 16
  %954 = and i32 %424, 30583
  %955 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %954)
  %956 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %954)
  %957 = lshr i32 %424, 1
  %958 = and i32 %957, 17476
  %959 = or i32 12816, %958
  %960 = call i32 @llvm.nvvm.prmt(i32 %955, i32 %956, i32 %959)
  %961 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %960, i32 %617, i32 %952)
  %962 = and i32 %953, 30583
  %963 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %962)
  %964 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %962)
  %965 = lshr i32 %953, 1
  %966 = and i32 %965, 17476
  %967 = or i32 12816, %966
  %968 = call i32 @llvm.nvvm.prmt(i32 %963, i32 %964, i32 %967)
  %969 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %968, i32 %621, i32 %961)
  %970 = mul i32 %901, %969
  %971 = sitofp i32 %970 to float
  %972 = fmul float %891, %589
  %973 = call float @llvm.fma.f32(float %972, float %971, float %886)
  store float %973, ptr %v9, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %body44
  %974 = add i32 %365, 1
  %975 = and i32 %974, 1
  %976 = sext i32 %975 to i64
  %977 = mul i64 %976, 1152
  %978 = getelementptr i8, ptr addrspace(3) @lds2, i64 %977
  %979 = getelementptr i8, ptr addrspace(3) %978, i64 1024
  %980 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %981 = bitcast float %380 to i32
  %982 = and i32 %981, 2147483647
  %983 = bitcast float %381 to i32
  %984 = and i32 %983, 2147483647
  %985 = bitcast float %382 to i32
  %986 = and i32 %985, 2147483647
  %987 = bitcast float %383 to i32
  %988 = and i32 %987, 2147483647
  %989 = icmp ugt i32 %982, %984
  %990 = select i1 %989, i32 %982, i32 %984
  %991 = icmp ugt i32 %986, %988
  %992 = select i1 %991, i32 %986, i32 %988
  %993 = icmp ugt i32 %990, %992
  %994 = select i1 %993, i32 %990, i32 %992
  %995 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 1, i32 31)
  %996 = icmp ugt i32 %994, %995
  %997 = select i1 %996, i32 %994, i32 %995
  %998 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %997, i32 2, i32 31)
  %999 = icmp ugt i32 %997, %998
  %1000 = select i1 %999, i32 %997, i32 %998
  %1001 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1000, i32 4, i32 31)
  %1002 = icmp ugt i32 %1000, %1001
  %1003 = select i1 %1002, i32 %1000, i32 %1001
  %1004 = and i32 %1003, 2147483647
  %1005 = icmp ult i32 %1004, 2139095040
  %1006 = bitcast i32 %1003 to float
  %1007 = fdiv float 1.270000e+02, %1006
  %1008 = bitcast float %1007 to i32
  %1009 = and i32 %1008, 2147483647
  %1010 = icmp ult i32 %1009, 2139095040
  %1011 = select i1 %1010, float %1007, float 0.000000e+00
  %1012 = fmul float %380, %1011
  %1013 = fadd float %1012, 0x4168000000000000
  %1014 = bitcast float %1013 to i32
  %1015 = fmul float %381, %1011
  %1016 = fadd float %1015, 0x4168000000000000
  %1017 = bitcast float %1016 to i32
  %1018 = fmul float %382, %1011
  %1019 = fadd float %1018, 0x4168000000000000
  %1020 = bitcast float %1019 to i32
  %1021 = fmul float %383, %1011
  %1022 = fadd float %1021, 0x4168000000000000
  %1023 = bitcast float %1022 to i32
  %1024 = bitcast i32 %1014 to <4 x i8>
  %1025 = bitcast i32 %1017 to <4 x i8>
  %1026 = shufflevector <4 x i8> %1024, <4 x i8> %1025, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1027 = bitcast <4 x i8> %1026 to i32
  %1028 = bitcast i32 %1020 to <4 x i8>
  %1029 = bitcast i32 %1023 to <4 x i8>
  %1030 = shufflevector <4 x i8> %1028, <4 x i8> %1029, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1031 = bitcast <4 x i8> %1030 to i32
  %1032 = bitcast i32 %1027 to <4 x i8>
  %1033 = bitcast i32 %1031 to <4 x i8>
  %1034 = shufflevector <4 x i8> %1032, <4 x i8> %1033, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1035 = bitcast <4 x i8> %1034 to i32
  %1036 = add i32 %980, 0
  %1037 = sext i32 %1036 to i64
  %1038 = mul i64 %1037, 4
  %1039 = icmp slt i64 %1038, 1024
  br i1 %1039, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %1040 = lshr i64 %1038, 2
  %1041 = mul i64 %1040, 4
  %1042 = getelementptr i8, ptr addrspace(3) %978, i64 %1041
  store i32 %1035, ptr addrspace(3) %1042, align 4
  %1043 = and i64 %1038, 31
  %1044 = icmp eq i64 %1043, 0
  br i1 %1044, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif47
  %1045 = bitcast float %395 to i32
  %1046 = and i32 %1045, 2147483647
  %1047 = bitcast float %396 to i32
  %1048 = and i32 %1047, 2147483647
  %1049 = bitcast float %397 to i32
  %1050 = and i32 %1049, 2147483647
  %1051 = bitcast float %398 to i32
  %1052 = and i32 %1051, 2147483647
  %1053 = icmp ugt i32 %1046, %1048
  %1054 = select i1 %1053, i32 %1046, i32 %1048
  %1055 = icmp ugt i32 %1050, %1052
  %1056 = select i1 %1055, i32 %1050, i32 %1052
  %1057 = icmp ugt i32 %1054, %1056
  %1058 = select i1 %1057, i32 %1054, i32 %1056
  %1059 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 1, i32 31)
  %1060 = icmp ugt i32 %1058, %1059
  %1061 = select i1 %1060, i32 %1058, i32 %1059
  %1062 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1061, i32 2, i32 31)
  %1063 = icmp ugt i32 %1061, %1062
  %1064 = select i1 %1063, i32 %1061, i32 %1062
  %1065 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1064, i32 4, i32 31)
  %1066 = icmp ugt i32 %1064, %1065
  %1067 = select i1 %1066, i32 %1064, i32 %1065
  %1068 = and i32 %1067, 2147483647
  %1069 = icmp ult i32 %1068, 2139095040
  %1070 = bitcast i32 %1067 to float
  %1071 = fdiv float 1.270000e+02, %1070
  %1072 = bitcast float %1071 to i32
  %1073 = and i32 %1072, 2147483647
  %1074 = icmp ult i32 %1073, 2139095040
  %1075 = select i1 %1074, float %1071, float 0.000000e+00
  %1076 = fmul float %395, %1075
  %1077 = fadd float %1076, 0x4168000000000000
  %1078 = bitcast float %1077 to i32
  %1079 = fmul float %396, %1075
  %1080 = fadd float %1079, 0x4168000000000000
  %1081 = bitcast float %1080 to i32
  %1082 = fmul float %397, %1075
  %1083 = fadd float %1082, 0x4168000000000000
  %1084 = bitcast float %1083 to i32
  %1085 = fmul float %398, %1075
  %1086 = fadd float %1085, 0x4168000000000000
  %1087 = bitcast float %1086 to i32
  %1088 = bitcast i32 %1078 to <4 x i8>
  %1089 = bitcast i32 %1081 to <4 x i8>
  %1090 = shufflevector <4 x i8> %1088, <4 x i8> %1089, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1091 = bitcast <4 x i8> %1090 to i32
  %1092 = bitcast i32 %1084 to <4 x i8>
  %1093 = bitcast i32 %1087 to <4 x i8>
  %1094 = shufflevector <4 x i8> %1092, <4 x i8> %1093, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1095 = bitcast <4 x i8> %1094 to i32
  %1096 = bitcast i32 %1091 to <4 x i8>
  %1097 = bitcast i32 %1095 to <4 x i8>
  %1098 = shufflevector <4 x i8> %1096, <4 x i8> %1097, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1099 = bitcast <4 x i8> %1098 to i32
  %1100 = add i32 %980, 128
  %1101 = sext i32 %1100 to i64
  %1102 = mul i64 %1101, 4
  %1103 = icmp slt i64 %1102, 1024
  br i1 %1103, label %then52, label %endif53

then50:                                           ; preds = %then48
  %1104 = fmul float %1006, 0x3F80204080000000
  %1105 = select i1 %1005, float %1104, float 0x7FF8000000000000
  %1106 = lshr i64 %1038, 5
  %1107 = mul i64 %1106, 4
  %1108 = getelementptr i8, ptr addrspace(3) %979, i64 %1107
  store float %1105, ptr addrspace(3) %1108, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %endif49
  %1109 = lshr i64 %1102, 2
  %1110 = mul i64 %1109, 4
  %1111 = getelementptr i8, ptr addrspace(3) %978, i64 %1110
  store i32 %1099, ptr addrspace(3) %1111, align 4
  %1112 = and i64 %1102, 31
  %1113 = icmp eq i64 %1112, 0
  br i1 %1113, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif49
  call void @llvm.nvvm.barrier0()
  %1114 = load i32, ptr %v42, align 4
  %1115 = add i32 %1114, 1
  store i32 %1115, ptr %v42, align 4
  br label %loop43

then54:                                           ; preds = %then52
  %1116 = fmul float %1070, 0x3F80204080000000
  %1117 = select i1 %1069, float %1116, float 0x7FF8000000000000
  %1118 = lshr i64 %1102, 5
  %1119 = mul i64 %1118, 4
  %1120 = getelementptr i8, ptr addrspace(3) %979, i64 %1119
  store float %1117, ptr addrspace(3) %1120, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %done45
  %1121 = load float, ptr %v5, align 4
  %1122 = add i32 %60, %51
  %1123 = icmp slt i32 %1122, %4
  br i1 %1123, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %done45
  %1124 = load i32, ptr %v1, align 4
  %1125 = add i32 %1124, 4
  store i32 %1125, ptr %v1, align 4
  br label %loop2

then58:                                           ; preds = %then56
  %1126 = add i32 %42, %1122
  %1127 = sext i32 %1126 to i64
  %1128 = mul i64 %1127, 4
  %1129 = getelementptr i8, ptr addrspace(1) %0, i64 %1128
  store float %1121, ptr addrspace(1) %1129, align 4
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
