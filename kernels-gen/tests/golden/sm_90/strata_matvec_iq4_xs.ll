; ModuleID = 'strata_matvec_iq4_xs'
source_filename = "strata_matvec_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_kvalues_iq4nl_f32 = internal addrspace(1) constant [16 x i32] [i32 -1023541248, i32 -1026555904, i32 -1029308416, i32 -1031667712, i32 -1035730944, i32 -1039400960, i32 -1045430272, i32 -1054867456, i32 1065353216, i32 1095761920, i32 1103626240, i32 1108869120, i32 1112801280, i32 1116340224, i32 1118961664, i32 1122107392], align 16
@lds1 = internal addrspace(3) global [64 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v40 = alloca i32, align 4
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
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %5, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %6 = load i32, ptr %v, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %body, label %done

body:                                             ; preds = %loop
  %8 = load i32, ptr %v, align 4
  %9 = sext i32 %8 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl_f32, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = sext i32 %8 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(3) @lds1, i64 %14
  store i32 %12, ptr addrspace(3) %15, align 4
  %16 = load i32, ptr %v, align 4
  %17 = add i32 %16, 128
  store i32 %17, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = lshr i32 %18, 5
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = and i32 %20, 31
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, 16
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = and i32 %24, 31
  %26 = lshr i32 %25, 3
  %27 = and i32 %25, 7
  %28 = icmp eq i32 %27, 0
  store i32 %19, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %endif55, %done
  %29 = load i32, ptr %v1, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %body3, label %done4

body3:                                            ; preds = %loop2
  %31 = load i32, ptr %v1, align 4
  %32 = udiv i32 %31, 1
  %33 = urem i32 %31, 1
  %34 = mul i32 %32, 4
  %35 = add i32 %23, %34
  %36 = icmp slt i32 %35, %3
  store float 0.000000e+00, ptr %v5, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = and i32 %37, 31
  %39 = sext i32 %4 to i64
  %40 = udiv i64 %39, 256
  %41 = mul i64 %40, 136
  %42 = sub i32 %3, 1
  %43 = add i32 %35, 0
  %44 = icmp sgt i32 %43, %42
  %45 = select i1 %44, i32 %42, i32 %43
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, %41
  %48 = getelementptr i8, ptr addrspace(1) %1, i64 %47
  %49 = add i32 %35, 1
  %50 = icmp sgt i32 %49, %42
  %51 = select i1 %50, i32 %42, i32 %49
  %52 = sext i32 %51 to i64
  %53 = mul i64 %52, %41
  %54 = getelementptr i8, ptr addrspace(1) %1, i64 %53
  %55 = add i32 %35, 2
  %56 = icmp sgt i32 %55, %42
  %57 = select i1 %56, i32 %42, i32 %55
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, %41
  %60 = getelementptr i8, ptr addrspace(1) %1, i64 %59
  %61 = add i32 %35, 3
  %62 = icmp sgt i32 %61, %42
  %63 = select i1 %62, i32 %42, i32 %61
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, %41
  %66 = getelementptr i8, ptr addrspace(1) %1, i64 %65
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %67 = udiv i32 %4, 32
  %68 = mul i32 %33, 32
  %69 = add i32 %38, %68
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %71 = sext i32 %4 to i64
  %72 = sub i32 %67, 1
  %73 = icmp sgt i32 %69, %72
  %74 = select i1 %73, i32 %72, i32 %69
  %75 = lshr i32 %74, 3
  %76 = and i32 %74, 7
  %77 = sext i32 %75 to i64
  %78 = mul i64 %77, 136
  %79 = add i64 %78, 0
  %80 = getelementptr i8, ptr addrspace(1) %48, i64 %79
  %81 = getelementptr i8, ptr addrspace(1) %80, i64 0
  %82 = load <2 x i32>, ptr addrspace(1) %81, align 8
  %83 = extractelement <2 x i32> %82, i32 0
  %84 = extractelement <2 x i32> %82, i32 1
  %85 = sext i32 %76 to i64
  %86 = mul i64 %85, 16
  %87 = add i64 %86, 8
  %88 = add i64 %87, 0
  %89 = getelementptr i8, ptr addrspace(1) %80, i64 %88
  %90 = load <2 x i32>, ptr addrspace(1) %89, align 8
  %91 = extractelement <2 x i32> %90, i32 0
  %92 = extractelement <2 x i32> %90, i32 1
  %93 = add i64 %87, 8
  %94 = getelementptr i8, ptr addrspace(1) %80, i64 %93
  %95 = load <2 x i32>, ptr addrspace(1) %94, align 8
  %96 = extractelement <2 x i32> %95, i32 0
  %97 = extractelement <2 x i32> %95, i32 1
  store i32 %83, ptr %v10, align 4
  store i32 %84, ptr %v11, align 4
  store i32 %91, ptr %v12, align 4
  store i32 %92, ptr %v13, align 4
  store i32 %96, ptr %v14, align 4
  store i32 %97, ptr %v15, align 4
  %98 = lshr i32 %74, 3
  %99 = and i32 %74, 7
  %100 = sext i32 %98 to i64
  %101 = mul i64 %100, 136
  %102 = add i64 %101, 0
  %103 = getelementptr i8, ptr addrspace(1) %54, i64 %102
  %104 = getelementptr i8, ptr addrspace(1) %103, i64 0
  %105 = load <2 x i32>, ptr addrspace(1) %104, align 8
  %106 = extractelement <2 x i32> %105, i32 0
  %107 = extractelement <2 x i32> %105, i32 1
  %108 = sext i32 %99 to i64
  %109 = mul i64 %108, 16
  %110 = add i64 %109, 8
  %111 = add i64 %110, 0
  %112 = getelementptr i8, ptr addrspace(1) %103, i64 %111
  %113 = load <2 x i32>, ptr addrspace(1) %112, align 8
  %114 = extractelement <2 x i32> %113, i32 0
  %115 = extractelement <2 x i32> %113, i32 1
  %116 = add i64 %110, 8
  %117 = getelementptr i8, ptr addrspace(1) %103, i64 %116
  %118 = load <2 x i32>, ptr addrspace(1) %117, align 8
  %119 = extractelement <2 x i32> %118, i32 0
  %120 = extractelement <2 x i32> %118, i32 1
  store i32 %106, ptr %v16, align 4
  store i32 %107, ptr %v17, align 4
  store i32 %114, ptr %v18, align 4
  store i32 %115, ptr %v19, align 4
  store i32 %119, ptr %v20, align 4
  store i32 %120, ptr %v21, align 4
  %121 = lshr i32 %74, 3
  %122 = and i32 %74, 7
  %123 = sext i32 %121 to i64
  %124 = mul i64 %123, 136
  %125 = add i64 %124, 0
  %126 = getelementptr i8, ptr addrspace(1) %60, i64 %125
  %127 = getelementptr i8, ptr addrspace(1) %126, i64 0
  %128 = load <2 x i32>, ptr addrspace(1) %127, align 8
  %129 = extractelement <2 x i32> %128, i32 0
  %130 = extractelement <2 x i32> %128, i32 1
  %131 = sext i32 %122 to i64
  %132 = mul i64 %131, 16
  %133 = add i64 %132, 8
  %134 = add i64 %133, 0
  %135 = getelementptr i8, ptr addrspace(1) %126, i64 %134
  %136 = load <2 x i32>, ptr addrspace(1) %135, align 8
  %137 = extractelement <2 x i32> %136, i32 0
  %138 = extractelement <2 x i32> %136, i32 1
  %139 = add i64 %133, 8
  %140 = getelementptr i8, ptr addrspace(1) %126, i64 %139
  %141 = load <2 x i32>, ptr addrspace(1) %140, align 8
  %142 = extractelement <2 x i32> %141, i32 0
  %143 = extractelement <2 x i32> %141, i32 1
  store i32 %129, ptr %v22, align 4
  store i32 %130, ptr %v23, align 4
  store i32 %137, ptr %v24, align 4
  store i32 %138, ptr %v25, align 4
  store i32 %142, ptr %v26, align 4
  store i32 %143, ptr %v27, align 4
  %144 = lshr i32 %74, 3
  %145 = and i32 %74, 7
  %146 = sext i32 %144 to i64
  %147 = mul i64 %146, 136
  %148 = add i64 %147, 0
  %149 = getelementptr i8, ptr addrspace(1) %66, i64 %148
  %150 = getelementptr i8, ptr addrspace(1) %149, i64 0
  %151 = load <2 x i32>, ptr addrspace(1) %150, align 8
  %152 = extractelement <2 x i32> %151, i32 0
  %153 = extractelement <2 x i32> %151, i32 1
  %154 = sext i32 %145 to i64
  %155 = mul i64 %154, 16
  %156 = add i64 %155, 8
  %157 = add i64 %156, 0
  %158 = getelementptr i8, ptr addrspace(1) %149, i64 %157
  %159 = load <2 x i32>, ptr addrspace(1) %158, align 8
  %160 = extractelement <2 x i32> %159, i32 0
  %161 = extractelement <2 x i32> %159, i32 1
  %162 = add i64 %156, 8
  %163 = getelementptr i8, ptr addrspace(1) %149, i64 %162
  %164 = load <2 x i32>, ptr addrspace(1) %163, align 8
  %165 = extractelement <2 x i32> %164, i32 0
  %166 = extractelement <2 x i32> %164, i32 1
  store i32 %152, ptr %v28, align 4
  store i32 %153, ptr %v29, align 4
  store i32 %160, ptr %v30, align 4
  store i32 %161, ptr %v31, align 4
  store i32 %165, ptr %v32, align 4
  store i32 %166, ptr %v33, align 4
  %167 = add i32 %70, 0
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 4
  %170 = add i64 0, %169
  %171 = icmp slt i64 %170, %71
  %172 = icmp slt i64 %169, 1024
  %173 = and i1 %171, %172
  %174 = select i1 %173, i64 %170, i64 0
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr addrspace(1) %2, i64 %175
  %177 = load <4 x float>, ptr addrspace(1) %176, align 16
  %178 = extractelement <4 x float> %177, i32 0
  %179 = extractelement <4 x float> %177, i32 1
  %180 = extractelement <4 x float> %177, i32 2
  %181 = extractelement <4 x float> %177, i32 3
  %182 = add i32 %70, 128
  %183 = sext i32 %182 to i64
  %184 = mul i64 %183, 4
  %185 = add i64 0, %184
  %186 = icmp slt i64 %185, %71
  %187 = icmp slt i64 %184, 1024
  %188 = and i1 %186, %187
  %189 = select i1 %188, i64 %185, i64 0
  %190 = mul i64 %189, 4
  %191 = getelementptr i8, ptr addrspace(1) %2, i64 %190
  %192 = load <4 x float>, ptr addrspace(1) %191, align 16
  %193 = extractelement <4 x float> %192, i32 0
  %194 = extractelement <4 x float> %192, i32 1
  %195 = extractelement <4 x float> %192, i32 2
  %196 = extractelement <4 x float> %192, i32 3
  %197 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %198 = bitcast float %178 to i32
  %199 = and i32 %198, 2147483647
  %200 = bitcast float %179 to i32
  %201 = and i32 %200, 2147483647
  %202 = bitcast float %180 to i32
  %203 = and i32 %202, 2147483647
  %204 = bitcast float %181 to i32
  %205 = and i32 %204, 2147483647
  %206 = icmp ugt i32 %199, %201
  %207 = select i1 %206, i32 %199, i32 %201
  %208 = icmp ugt i32 %203, %205
  %209 = select i1 %208, i32 %203, i32 %205
  %210 = icmp ugt i32 %207, %209
  %211 = select i1 %210, i32 %207, i32 %209
  %212 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %211, i32 1, i32 31)
  %213 = icmp ugt i32 %211, %212
  %214 = select i1 %213, i32 %211, i32 %212
  %215 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %214, i32 2, i32 31)
  %216 = icmp ugt i32 %214, %215
  %217 = select i1 %216, i32 %214, i32 %215
  %218 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %217, i32 4, i32 31)
  %219 = icmp ugt i32 %217, %218
  %220 = select i1 %219, i32 %217, i32 %218
  %221 = and i32 %220, 2147483647
  %222 = icmp ult i32 %221, 2139095040
  %223 = bitcast i32 %220 to float
  %224 = fdiv float 1.270000e+02, %223
  %225 = bitcast float %224 to i32
  %226 = and i32 %225, 2147483647
  %227 = icmp ult i32 %226, 2139095040
  %228 = select i1 %227, float %224, float 0.000000e+00
  %229 = fmul float %178, %228
  %230 = fadd float %229, 0x4168000000000000
  %231 = bitcast float %230 to i32
  %232 = fmul float %179, %228
  %233 = fadd float %232, 0x4168000000000000
  %234 = bitcast float %233 to i32
  %235 = fmul float %180, %228
  %236 = fadd float %235, 0x4168000000000000
  %237 = bitcast float %236 to i32
  %238 = fmul float %181, %228
  %239 = fadd float %238, 0x4168000000000000
  %240 = bitcast float %239 to i32
  %241 = bitcast i32 %231 to <4 x i8>
  %242 = bitcast i32 %234 to <4 x i8>
  %243 = shufflevector <4 x i8> %241, <4 x i8> %242, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %244 = bitcast <4 x i8> %243 to i32
  %245 = bitcast i32 %237 to <4 x i8>
  %246 = bitcast i32 %240 to <4 x i8>
  %247 = shufflevector <4 x i8> %245, <4 x i8> %246, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %248 = bitcast <4 x i8> %247 to i32
  %249 = bitcast i32 %244 to <4 x i8>
  %250 = bitcast i32 %248 to <4 x i8>
  %251 = shufflevector <4 x i8> %249, <4 x i8> %250, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %252 = bitcast <4 x i8> %251 to i32
  %253 = add i32 %197, 0
  %254 = sext i32 %253 to i64
  %255 = mul i64 %254, 4
  %256 = icmp slt i64 %255, 1024
  br i1 %256, label %then, label %endif

done4:                                            ; preds = %loop2
  ret void

then:                                             ; preds = %body3
  %257 = lshr i64 %255, 2
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(3) @lds2, i64 %258
  store i32 %252, ptr addrspace(3) %259, align 4
  %260 = and i64 %255, 31
  %261 = icmp eq i64 %260, 0
  br i1 %261, label %then34, label %endif35

endif:                                            ; preds = %endif35, %body3
  %262 = bitcast float %193 to i32
  %263 = and i32 %262, 2147483647
  %264 = bitcast float %194 to i32
  %265 = and i32 %264, 2147483647
  %266 = bitcast float %195 to i32
  %267 = and i32 %266, 2147483647
  %268 = bitcast float %196 to i32
  %269 = and i32 %268, 2147483647
  %270 = icmp ugt i32 %263, %265
  %271 = select i1 %270, i32 %263, i32 %265
  %272 = icmp ugt i32 %267, %269
  %273 = select i1 %272, i32 %267, i32 %269
  %274 = icmp ugt i32 %271, %273
  %275 = select i1 %274, i32 %271, i32 %273
  %276 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %275, i32 1, i32 31)
  %277 = icmp ugt i32 %275, %276
  %278 = select i1 %277, i32 %275, i32 %276
  %279 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 2, i32 31)
  %280 = icmp ugt i32 %278, %279
  %281 = select i1 %280, i32 %278, i32 %279
  %282 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %281, i32 4, i32 31)
  %283 = icmp ugt i32 %281, %282
  %284 = select i1 %283, i32 %281, i32 %282
  %285 = and i32 %284, 2147483647
  %286 = icmp ult i32 %285, 2139095040
  %287 = bitcast i32 %284 to float
  %288 = fdiv float 1.270000e+02, %287
  %289 = bitcast float %288 to i32
  %290 = and i32 %289, 2147483647
  %291 = icmp ult i32 %290, 2139095040
  %292 = select i1 %291, float %288, float 0.000000e+00
  %293 = fmul float %193, %292
  %294 = fadd float %293, 0x4168000000000000
  %295 = bitcast float %294 to i32
  %296 = fmul float %194, %292
  %297 = fadd float %296, 0x4168000000000000
  %298 = bitcast float %297 to i32
  %299 = fmul float %195, %292
  %300 = fadd float %299, 0x4168000000000000
  %301 = bitcast float %300 to i32
  %302 = fmul float %196, %292
  %303 = fadd float %302, 0x4168000000000000
  %304 = bitcast float %303 to i32
  %305 = bitcast i32 %295 to <4 x i8>
  %306 = bitcast i32 %298 to <4 x i8>
  %307 = shufflevector <4 x i8> %305, <4 x i8> %306, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %308 = bitcast <4 x i8> %307 to i32
  %309 = bitcast i32 %301 to <4 x i8>
  %310 = bitcast i32 %304 to <4 x i8>
  %311 = shufflevector <4 x i8> %309, <4 x i8> %310, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %312 = bitcast <4 x i8> %311 to i32
  %313 = bitcast i32 %308 to <4 x i8>
  %314 = bitcast i32 %312 to <4 x i8>
  %315 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %316 = bitcast <4 x i8> %315 to i32
  %317 = add i32 %197, 128
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = icmp slt i64 %319, 1024
  br i1 %320, label %then36, label %endif37

then34:                                           ; preds = %then
  %321 = fmul float %223, 0x3F80204080000000
  %322 = select i1 %222, float %321, float 0x7FF8000000000000
  %323 = lshr i64 %255, 5
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %324
  store float %322, ptr addrspace(3) %325, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %then
  br label %endif

then36:                                           ; preds = %endif
  %326 = lshr i64 %319, 2
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(3) @lds2, i64 %327
  store i32 %316, ptr addrspace(3) %328, align 4
  %329 = and i64 %319, 31
  %330 = icmp eq i64 %329, 0
  br i1 %330, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif
  call void @llvm.nvvm.barrier0()
  %331 = add i32 %67, 31
  %332 = udiv i32 %331, 32
  store i32 0, ptr %v40, align 4
  br label %loop41

then38:                                           ; preds = %then36
  %333 = fmul float %287, 0x3F80204080000000
  %334 = select i1 %286, float %333, float 0x7FF8000000000000
  %335 = lshr i64 %319, 5
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %336
  store float %334, ptr addrspace(3) %337, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

loop41:                                           ; preds = %endif51, %endif37
  %338 = load i32, ptr %v40, align 4
  %339 = icmp slt i32 %338, %332
  br i1 %339, label %body42, label %done43

body42:                                           ; preds = %loop41
  %340 = load i32, ptr %v40, align 4
  %341 = add i32 %340, 1
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 1024
  %344 = add i32 %70, 0
  %345 = sext i32 %344 to i64
  %346 = mul i64 %345, 4
  %347 = add i64 %343, %346
  %348 = icmp slt i64 %347, %71
  %349 = icmp slt i64 %346, 1024
  %350 = and i1 %348, %349
  %351 = select i1 %350, i64 %347, i64 0
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr addrspace(1) %2, i64 %352
  %354 = load <4 x float>, ptr addrspace(1) %353, align 16
  %355 = extractelement <4 x float> %354, i32 0
  %356 = extractelement <4 x float> %354, i32 1
  %357 = extractelement <4 x float> %354, i32 2
  %358 = extractelement <4 x float> %354, i32 3
  %359 = add i32 %70, 128
  %360 = sext i32 %359 to i64
  %361 = mul i64 %360, 4
  %362 = add i64 %343, %361
  %363 = icmp slt i64 %362, %71
  %364 = icmp slt i64 %361, 1024
  %365 = and i1 %363, %364
  %366 = select i1 %365, i64 %362, i64 0
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr addrspace(1) %2, i64 %367
  %369 = load <4 x float>, ptr addrspace(1) %368, align 16
  %370 = extractelement <4 x float> %369, i32 0
  %371 = extractelement <4 x float> %369, i32 1
  %372 = extractelement <4 x float> %369, i32 2
  %373 = extractelement <4 x float> %369, i32 3
  %374 = mul i32 %340, 32
  %375 = add i32 %69, %374
  %376 = load i32, ptr %v10, align 4
  %377 = load i32, ptr %v11, align 4
  %378 = load i32, ptr %v12, align 4
  %379 = load i32, ptr %v13, align 4
  %380 = load i32, ptr %v14, align 4
  %381 = load i32, ptr %v15, align 4
  %382 = load i32, ptr %v16, align 4
  %383 = load i32, ptr %v17, align 4
  %384 = load i32, ptr %v18, align 4
  %385 = load i32, ptr %v19, align 4
  %386 = load i32, ptr %v20, align 4
  %387 = load i32, ptr %v21, align 4
  %388 = load i32, ptr %v22, align 4
  %389 = load i32, ptr %v23, align 4
  %390 = load i32, ptr %v24, align 4
  %391 = load i32, ptr %v25, align 4
  %392 = load i32, ptr %v26, align 4
  %393 = load i32, ptr %v27, align 4
  %394 = load i32, ptr %v28, align 4
  %395 = load i32, ptr %v29, align 4
  %396 = load i32, ptr %v30, align 4
  %397 = load i32, ptr %v31, align 4
  %398 = load i32, ptr %v32, align 4
  %399 = load i32, ptr %v33, align 4
  %400 = add i32 %375, 32
  %401 = icmp sgt i32 %400, %72
  %402 = select i1 %401, i32 %72, i32 %400
  %403 = lshr i32 %402, 3
  %404 = and i32 %402, 7
  %405 = sext i32 %403 to i64
  %406 = mul i64 %405, 136
  %407 = add i64 %406, 0
  %408 = getelementptr i8, ptr addrspace(1) %48, i64 %407
  %409 = getelementptr i8, ptr addrspace(1) %408, i64 0
  %410 = load <2 x i32>, ptr addrspace(1) %409, align 8
  %411 = extractelement <2 x i32> %410, i32 0
  %412 = extractelement <2 x i32> %410, i32 1
  %413 = sext i32 %404 to i64
  %414 = mul i64 %413, 16
  %415 = add i64 %414, 8
  %416 = add i64 %415, 0
  %417 = getelementptr i8, ptr addrspace(1) %408, i64 %416
  %418 = load <2 x i32>, ptr addrspace(1) %417, align 8
  %419 = extractelement <2 x i32> %418, i32 0
  %420 = extractelement <2 x i32> %418, i32 1
  %421 = add i64 %415, 8
  %422 = getelementptr i8, ptr addrspace(1) %408, i64 %421
  %423 = load <2 x i32>, ptr addrspace(1) %422, align 8
  %424 = extractelement <2 x i32> %423, i32 0
  %425 = extractelement <2 x i32> %423, i32 1
  store i32 %411, ptr %v10, align 4
  store i32 %412, ptr %v11, align 4
  store i32 %419, ptr %v12, align 4
  store i32 %420, ptr %v13, align 4
  store i32 %424, ptr %v14, align 4
  store i32 %425, ptr %v15, align 4
  %426 = lshr i32 %402, 3
  %427 = and i32 %402, 7
  %428 = sext i32 %426 to i64
  %429 = mul i64 %428, 136
  %430 = add i64 %429, 0
  %431 = getelementptr i8, ptr addrspace(1) %54, i64 %430
  %432 = getelementptr i8, ptr addrspace(1) %431, i64 0
  %433 = load <2 x i32>, ptr addrspace(1) %432, align 8
  %434 = extractelement <2 x i32> %433, i32 0
  %435 = extractelement <2 x i32> %433, i32 1
  %436 = sext i32 %427 to i64
  %437 = mul i64 %436, 16
  %438 = add i64 %437, 8
  %439 = add i64 %438, 0
  %440 = getelementptr i8, ptr addrspace(1) %431, i64 %439
  %441 = load <2 x i32>, ptr addrspace(1) %440, align 8
  %442 = extractelement <2 x i32> %441, i32 0
  %443 = extractelement <2 x i32> %441, i32 1
  %444 = add i64 %438, 8
  %445 = getelementptr i8, ptr addrspace(1) %431, i64 %444
  %446 = load <2 x i32>, ptr addrspace(1) %445, align 8
  %447 = extractelement <2 x i32> %446, i32 0
  %448 = extractelement <2 x i32> %446, i32 1
  store i32 %434, ptr %v16, align 4
  store i32 %435, ptr %v17, align 4
  store i32 %442, ptr %v18, align 4
  store i32 %443, ptr %v19, align 4
  store i32 %447, ptr %v20, align 4
  store i32 %448, ptr %v21, align 4
  %449 = lshr i32 %402, 3
  %450 = and i32 %402, 7
  %451 = sext i32 %449 to i64
  %452 = mul i64 %451, 136
  %453 = add i64 %452, 0
  %454 = getelementptr i8, ptr addrspace(1) %60, i64 %453
  %455 = getelementptr i8, ptr addrspace(1) %454, i64 0
  %456 = load <2 x i32>, ptr addrspace(1) %455, align 8
  %457 = extractelement <2 x i32> %456, i32 0
  %458 = extractelement <2 x i32> %456, i32 1
  %459 = sext i32 %450 to i64
  %460 = mul i64 %459, 16
  %461 = add i64 %460, 8
  %462 = add i64 %461, 0
  %463 = getelementptr i8, ptr addrspace(1) %454, i64 %462
  %464 = load <2 x i32>, ptr addrspace(1) %463, align 8
  %465 = extractelement <2 x i32> %464, i32 0
  %466 = extractelement <2 x i32> %464, i32 1
  %467 = add i64 %461, 8
  %468 = getelementptr i8, ptr addrspace(1) %454, i64 %467
  %469 = load <2 x i32>, ptr addrspace(1) %468, align 8
  %470 = extractelement <2 x i32> %469, i32 0
  %471 = extractelement <2 x i32> %469, i32 1
  store i32 %457, ptr %v22, align 4
  store i32 %458, ptr %v23, align 4
  store i32 %465, ptr %v24, align 4
  store i32 %466, ptr %v25, align 4
  store i32 %470, ptr %v26, align 4
  store i32 %471, ptr %v27, align 4
  %472 = lshr i32 %402, 3
  %473 = and i32 %402, 7
  %474 = sext i32 %472 to i64
  %475 = mul i64 %474, 136
  %476 = add i64 %475, 0
  %477 = getelementptr i8, ptr addrspace(1) %66, i64 %476
  %478 = getelementptr i8, ptr addrspace(1) %477, i64 0
  %479 = load <2 x i32>, ptr addrspace(1) %478, align 8
  %480 = extractelement <2 x i32> %479, i32 0
  %481 = extractelement <2 x i32> %479, i32 1
  %482 = sext i32 %473 to i64
  %483 = mul i64 %482, 16
  %484 = add i64 %483, 8
  %485 = add i64 %484, 0
  %486 = getelementptr i8, ptr addrspace(1) %477, i64 %485
  %487 = load <2 x i32>, ptr addrspace(1) %486, align 8
  %488 = extractelement <2 x i32> %487, i32 0
  %489 = extractelement <2 x i32> %487, i32 1
  %490 = add i64 %484, 8
  %491 = getelementptr i8, ptr addrspace(1) %477, i64 %490
  %492 = load <2 x i32>, ptr addrspace(1) %491, align 8
  %493 = extractelement <2 x i32> %492, i32 0
  %494 = extractelement <2 x i32> %492, i32 1
  store i32 %480, ptr %v28, align 4
  store i32 %481, ptr %v29, align 4
  store i32 %488, ptr %v30, align 4
  store i32 %489, ptr %v31, align 4
  store i32 %493, ptr %v32, align 4
  store i32 %494, ptr %v33, align 4
  %495 = icmp slt i32 %375, %67
  br i1 %495, label %then44, label %endif45

done43:                                           ; preds = %loop41
  %496 = load float, ptr %v6, align 4
  %497 = load float, ptr %v7, align 4
  %498 = load float, ptr %v8, align 4
  %499 = load float, ptr %v9, align 4
  %500 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %501 = and i32 %500, 31
  %502 = and i32 %501, 16
  %503 = icmp ne i32 %502, 0
  %504 = select i1 %503, float %498, float %496
  %505 = select i1 %503, float %496, float %498
  %506 = bitcast float %505 to i32
  %507 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %506, i32 16, i32 31)
  %508 = bitcast i32 %507 to float
  %509 = fadd float %504, %508
  %510 = select i1 %503, float %499, float %497
  %511 = select i1 %503, float %497, float %499
  %512 = bitcast float %511 to i32
  %513 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %512, i32 16, i32 31)
  %514 = bitcast i32 %513 to float
  %515 = fadd float %510, %514
  %516 = and i32 %501, 8
  %517 = icmp ne i32 %516, 0
  %518 = select i1 %517, float %515, float %509
  %519 = select i1 %517, float %509, float %515
  %520 = bitcast float %519 to i32
  %521 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %520, i32 8, i32 31)
  %522 = bitcast i32 %521 to float
  %523 = fadd float %518, %522
  %524 = bitcast float %523 to i32
  %525 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %524, i32 4, i32 31)
  %526 = bitcast i32 %525 to float
  %527 = fadd float %523, %526
  %528 = bitcast float %527 to i32
  %529 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %528, i32 2, i32 31)
  %530 = bitcast i32 %529 to float
  %531 = fadd float %527, %530
  %532 = bitcast float %531 to i32
  %533 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %532, i32 1, i32 31)
  %534 = bitcast i32 %533 to float
  %535 = fadd float %531, %534
  store float %535, ptr %v5, align 4
  %536 = and i1 %36, %28
  br i1 %536, label %then54, label %endif55

then44:                                           ; preds = %body42
  %537 = and i32 %340, 1
  %538 = sext i32 %537 to i64
  %539 = mul i64 %538, 1152
  %540 = getelementptr i8, ptr addrspace(3) @lds2, i64 %539
  %541 = sext i32 %340 to i64
  %542 = mul i64 %541, 1024
  %543 = sext i32 %375 to i64
  %544 = mul i64 %543, 32
  %545 = sub i64 %544, %542
  %546 = add i64 %545, 0
  %547 = getelementptr i8, ptr addrspace(3) %540, i64 %546
  %548 = load <4 x i32>, ptr addrspace(3) %547, align 16
  %549 = extractelement <4 x i32> %548, i32 0
  %550 = extractelement <4 x i32> %548, i32 1
  %551 = extractelement <4 x i32> %548, i32 2
  %552 = extractelement <4 x i32> %548, i32 3
  %553 = add i64 %545, 16
  %554 = getelementptr i8, ptr addrspace(3) %540, i64 %553
  %555 = load <4 x i32>, ptr addrspace(3) %554, align 16
  %556 = extractelement <4 x i32> %555, i32 0
  %557 = extractelement <4 x i32> %555, i32 1
  %558 = extractelement <4 x i32> %555, i32 2
  %559 = extractelement <4 x i32> %555, i32 3
  %560 = getelementptr i8, ptr addrspace(3) %540, i64 1024
  %561 = lshr i64 %545, 5
  %562 = mul i64 %561, 4
  %563 = getelementptr i8, ptr addrspace(3) %560, i64 %562
  %564 = load float, ptr addrspace(3) %563, align 4
  %565 = bitcast i32 %549 to <4 x i8>
  %566 = bitcast i32 %556 to <4 x i8>
  %567 = shufflevector <4 x i8> %565, <4 x i8> %566, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %568 = bitcast <4 x i8> %567 to i32
  %569 = bitcast i32 %549 to <4 x i8>
  %570 = bitcast i32 %556 to <4 x i8>
  %571 = shufflevector <4 x i8> %569, <4 x i8> %570, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %572 = bitcast <4 x i8> %571 to i32
  %573 = bitcast i32 %550 to <4 x i8>
  %574 = bitcast i32 %557 to <4 x i8>
  %575 = shufflevector <4 x i8> %573, <4 x i8> %574, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %576 = bitcast <4 x i8> %575 to i32
  %577 = bitcast i32 %550 to <4 x i8>
  %578 = bitcast i32 %557 to <4 x i8>
  %579 = shufflevector <4 x i8> %577, <4 x i8> %578, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %580 = bitcast <4 x i8> %579 to i32
  %581 = bitcast i32 %551 to <4 x i8>
  %582 = bitcast i32 %558 to <4 x i8>
  %583 = shufflevector <4 x i8> %581, <4 x i8> %582, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %584 = bitcast <4 x i8> %583 to i32
  %585 = bitcast i32 %551 to <4 x i8>
  %586 = bitcast i32 %558 to <4 x i8>
  %587 = shufflevector <4 x i8> %585, <4 x i8> %586, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %588 = bitcast <4 x i8> %587 to i32
  %589 = bitcast i32 %552 to <4 x i8>
  %590 = bitcast i32 %559 to <4 x i8>
  %591 = shufflevector <4 x i8> %589, <4 x i8> %590, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %592 = bitcast <4 x i8> %591 to i32
  %593 = bitcast i32 %552 to <4 x i8>
  %594 = bitcast i32 %559 to <4 x i8>
  %595 = shufflevector <4 x i8> %593, <4 x i8> %594, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %596 = bitcast <4 x i8> %595 to i32
  %597 = load float, ptr %v6, align 4
  %598 = and i32 %375, 7
  %599 = and i32 %376, 65535
  %600 = trunc i32 %599 to i16
  %601 = bitcast i16 %600 to half
  %602 = fpext half %601 to float
  %603 = lshr i32 %376, 16
  %604 = mul i32 %598, 4
  %605 = lshr i32 %377, %604
  %606 = and i32 %605, 15
  %607 = mul i32 %598, 2
  %608 = lshr i32 %603, %607
  %609 = and i32 %608, 3
  %610 = shl i32 %609, 4
  %611 = or i32 %606, %610
  %612 = sub i32 %611, 32
  %613 = lshr i32 %378, 16
  %614 = and i32 %378, 30583
  %615 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %614)
  %616 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %614)
  %617 = lshr i32 %378, 1
  %618 = and i32 %617, 17476
  %619 = or i32 12816, %618
  %620 = call i32 @llvm.nvvm.prmt(i32 %615, i32 %616, i32 %619)
  %621 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %620, i32 %568, i32 0)
  %622 = and i32 %613, 30583
  %623 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %622)
  %624 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %622)
  %625 = lshr i32 %613, 1
  %626 = and i32 %625, 17476
  %627 = or i32 12816, %626
  %628 = call i32 @llvm.nvvm.prmt(i32 %623, i32 %624, i32 %627)
  %629 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %628, i32 %572, i32 %621)
  %630 = lshr i32 %379, 16
  %631 = and i32 %379, 30583
  %632 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %631)
  %633 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %631)
  %634 = lshr i32 %379, 1
  %635 = and i32 %634, 17476
  %636 = or i32 12816, %635
  %637 = call i32 @llvm.nvvm.prmt(i32 %632, i32 %633, i32 %636)
  %638 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %637, i32 %576, i32 %629)
  %639 = and i32 %630, 30583
  %640 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %639)
  %641 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %639)
  %642 = lshr i32 %630, 1
  %643 = and i32 %642, 17476
  %644 = or i32 12816, %643
  %645 = call i32 @llvm.nvvm.prmt(i32 %640, i32 %641, i32 %644)
  %646 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %645, i32 %580, i32 %638)
  %647 = lshr i32 %380, 16
  %648 = and i32 %380, 30583
  %649 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %648)
  %650 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %648)
  %651 = lshr i32 %380, 1
  %652 = and i32 %651, 17476
  %653 = or i32 12816, %652
  %654 = call i32 @llvm.nvvm.prmt(i32 %649, i32 %650, i32 %653)
  %655 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %654, i32 %584, i32 %646)
  %656 = and i32 %647, 30583
  %657 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %656)
  %658 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %656)
  %659 = lshr i32 %647, 1
  %660 = and i32 %659, 17476
  %661 = or i32 12816, %660
  %662 = call i32 @llvm.nvvm.prmt(i32 %657, i32 %658, i32 %661)
  %663 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %662, i32 %588, i32 %655)
  %664 = lshr i32 %381, 16
  %665 = and i32 %381, 30583
  %666 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %665)
  %667 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %665)
  %668 = lshr i32 %381, 1
  %669 = and i32 %668, 17476
  %670 = or i32 12816, %669
  %671 = call i32 @llvm.nvvm.prmt(i32 %666, i32 %667, i32 %670)
  %672 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %671, i32 %592, i32 %663)
  %673 = and i32 %664, 30583
  %674 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %673)
  %675 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %673)
  %676 = lshr i32 %664, 1
  %677 = and i32 %676, 17476
  %678 = or i32 12816, %677
  %679 = call i32 @llvm.nvvm.prmt(i32 %674, i32 %675, i32 %678)
  %680 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %679, i32 %596, i32 %672)
  %681 = mul i32 %612, %680
  %682 = sitofp i32 %681 to float
  %683 = fmul float %602, %564
  %684 = call float @llvm.fma.f32(float %683, float %682, float %597)
  store float %684, ptr %v6, align 4
  %685 = load float, ptr %v7, align 4
  %686 = and i32 %375, 7
  %687 = and i32 %382, 65535
  %688 = trunc i32 %687 to i16
  %689 = bitcast i16 %688 to half
  %690 = fpext half %689 to float
  %691 = lshr i32 %382, 16
  %692 = mul i32 %686, 4
  %693 = lshr i32 %383, %692
  %694 = and i32 %693, 15
  %695 = mul i32 %686, 2
  %696 = lshr i32 %691, %695
  %697 = and i32 %696, 3
  %698 = shl i32 %697, 4
  %699 = or i32 %694, %698
  %700 = sub i32 %699, 32
  %701 = lshr i32 %384, 16
  %702 = and i32 %384, 30583
  %703 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %702)
  %704 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %702)
  %705 = lshr i32 %384, 1
  %706 = and i32 %705, 17476
  %707 = or i32 12816, %706
  %708 = call i32 @llvm.nvvm.prmt(i32 %703, i32 %704, i32 %707)
  %709 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %708, i32 %568, i32 0)
  %710 = and i32 %701, 30583
  %711 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %710)
  %712 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %710)
  %713 = lshr i32 %701, 1
  %714 = and i32 %713, 17476
  %715 = or i32 12816, %714
  %716 = call i32 @llvm.nvvm.prmt(i32 %711, i32 %712, i32 %715)
  %717 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %716, i32 %572, i32 %709)
  %718 = lshr i32 %385, 16
  %719 = and i32 %385, 30583
  %720 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %719)
  %721 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %719)
  %722 = lshr i32 %385, 1
  %723 = and i32 %722, 17476
  %724 = or i32 12816, %723
  %725 = call i32 @llvm.nvvm.prmt(i32 %720, i32 %721, i32 %724)
  %726 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %725, i32 %576, i32 %717)
  %727 = and i32 %718, 30583
  %728 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %727)
  %729 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %727)
  %730 = lshr i32 %718, 1
  %731 = and i32 %730, 17476
  %732 = or i32 12816, %731
  %733 = call i32 @llvm.nvvm.prmt(i32 %728, i32 %729, i32 %732)
  %734 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %733, i32 %580, i32 %726)
  %735 = lshr i32 %386, 16
  %736 = and i32 %386, 30583
  %737 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %736)
  %738 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %736)
  %739 = lshr i32 %386, 1
  %740 = and i32 %739, 17476
  %741 = or i32 12816, %740
  %742 = call i32 @llvm.nvvm.prmt(i32 %737, i32 %738, i32 %741)
  %743 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %742, i32 %584, i32 %734)
  %744 = and i32 %735, 30583
  %745 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %744)
  %746 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %744)
  %747 = lshr i32 %735, 1
  %748 = and i32 %747, 17476
  %749 = or i32 12816, %748
  %750 = call i32 @llvm.nvvm.prmt(i32 %745, i32 %746, i32 %749)
  %751 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %750, i32 %588, i32 %743)
  %752 = lshr i32 %387, 16
  %753 = and i32 %387, 30583
  %754 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %753)
  %755 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %753)
  %756 = lshr i32 %387, 1
  %757 = and i32 %756, 17476
  %758 = or i32 12816, %757
  %759 = call i32 @llvm.nvvm.prmt(i32 %754, i32 %755, i32 %758)
  %760 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %759, i32 %592, i32 %751)
  %761 = and i32 %752, 30583
  %762 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %761)
  %763 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %761)
  %764 = lshr i32 %752, 1
  %765 = and i32 %764, 17476
  %766 = or i32 12816, %765
  %767 = call i32 @llvm.nvvm.prmt(i32 %762, i32 %763, i32 %766)
  %768 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %767, i32 %596, i32 %760)
  %769 = mul i32 %700, %768
  %770 = sitofp i32 %769 to float
  %771 = fmul float %690, %564
  %772 = call float @llvm.fma.f32(float %771, float %770, float %685)
  store float %772, ptr %v7, align 4
  %773 = load float, ptr %v8, align 4
  %774 = and i32 %375, 7
  %775 = and i32 %388, 65535
  %776 = trunc i32 %775 to i16
  %777 = bitcast i16 %776 to half
  %778 = fpext half %777 to float
  %779 = lshr i32 %388, 16
  %780 = mul i32 %774, 4
  %781 = lshr i32 %389, %780
  %782 = and i32 %781, 15
  %783 = mul i32 %774, 2
  %784 = lshr i32 %779, %783
  %785 = and i32 %784, 3
  %786 = shl i32 %785, 4
  %787 = or i32 %782, %786
  %788 = sub i32 %787, 32
  %789 = lshr i32 %390, 16
  %790 = and i32 %390, 30583
  %791 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %790)
  %792 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %790)
  %793 = lshr i32 %390, 1
  %794 = and i32 %793, 17476
  %795 = or i32 12816, %794
  %796 = call i32 @llvm.nvvm.prmt(i32 %791, i32 %792, i32 %795)
  %797 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %796, i32 %568, i32 0)
  %798 = and i32 %789, 30583
  %799 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %798)
  %800 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %798)
  %801 = lshr i32 %789, 1
  %802 = and i32 %801, 17476
  %803 = or i32 12816, %802
  %804 = call i32 @llvm.nvvm.prmt(i32 %799, i32 %800, i32 %803)
  %805 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %804, i32 %572, i32 %797)
  %806 = lshr i32 %391, 16
  %807 = and i32 %391, 30583
  %808 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %807)
  %809 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %807)
  %810 = lshr i32 %391, 1
  %811 = and i32 %810, 17476
  %812 = or i32 12816, %811
  %813 = call i32 @llvm.nvvm.prmt(i32 %808, i32 %809, i32 %812)
  %814 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %813, i32 %576, i32 %805)
  %815 = and i32 %806, 30583
  %816 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %815)
  %817 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %815)
  %818 = lshr i32 %806, 1
  %819 = and i32 %818, 17476
  %820 = or i32 12816, %819
  %821 = call i32 @llvm.nvvm.prmt(i32 %816, i32 %817, i32 %820)
  %822 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %821, i32 %580, i32 %814)
  %823 = lshr i32 %392, 16
  %824 = and i32 %392, 30583
  %825 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %824)
  %826 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %824)
  %827 = lshr i32 %392, 1
  %828 = and i32 %827, 17476
  %829 = or i32 12816, %828
  %830 = call i32 @llvm.nvvm.prmt(i32 %825, i32 %826, i32 %829)
  %831 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %830, i32 %584, i32 %822)
  %832 = and i32 %823, 30583
  %833 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %832)
  %834 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %832)
  %835 = lshr i32 %823, 1
  %836 = and i32 %835, 17476
  %837 = or i32 12816, %836
  %838 = call i32 @llvm.nvvm.prmt(i32 %833, i32 %834, i32 %837)
  %839 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %838, i32 %588, i32 %831)
  %840 = lshr i32 %393, 16
  %841 = and i32 %393, 30583
  %842 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %841)
  %843 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %841)
  %844 = lshr i32 %393, 1
  %845 = and i32 %844, 17476
  %846 = or i32 12816, %845
  %847 = call i32 @llvm.nvvm.prmt(i32 %842, i32 %843, i32 %846)
  %848 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %847, i32 %592, i32 %839)
  %849 = and i32 %840, 30583
  %850 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %849)
  %851 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %849)
  %852 = lshr i32 %840, 1
  %853 = and i32 %852, 17476
  %854 = or i32 12816, %853
  %855 = call i32 @llvm.nvvm.prmt(i32 %850, i32 %851, i32 %854)
  %856 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %596, i32 %848)
  %857 = mul i32 %788, %856
  %858 = sitofp i32 %857 to float
  %859 = fmul float %778, %564
  %860 = call float @llvm.fma.f32(float %859, float %858, float %773)
  store float %860, ptr %v8, align 4
  %861 = load float, ptr %v9, align 4
  %862 = and i32 %375, 7
  %863 = and i32 %394, 65535
  %864 = trunc i32 %863 to i16
  %865 = bitcast i16 %864 to half
  %866 = fpext half %865 to float
  %867 = lshr i32 %394, 16
  %868 = mul i32 %862, 4
  %869 = lshr i32 %395, %868
  %870 = and i32 %869, 15
  %871 = mul i32 %862, 2
  %872 = lshr i32 %867, %871
  %873 = and i32 %872, 3
  %874 = shl i32 %873, 4
  %875 = or i32 %870, %874
  %876 = sub i32 %875, 32
  %877 = lshr i32 %396, 16
  %878 = and i32 %396, 30583
  %879 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %878)
  %880 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %878)
  %881 = lshr i32 %396, 1
  %882 = and i32 %881, 17476
  %883 = or i32 12816, %882
  %884 = call i32 @llvm.nvvm.prmt(i32 %879, i32 %880, i32 %883)
  %885 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %884, i32 %568, i32 0)
  %886 = and i32 %877, 30583
  %887 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %886)
  %888 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %886)
  %889 = lshr i32 %877, 1
  %890 = and i32 %889, 17476
  %891 = or i32 12816, %890
  %892 = call i32 @llvm.nvvm.prmt(i32 %887, i32 %888, i32 %891)
  %893 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %892, i32 %572, i32 %885)
  %894 = lshr i32 %397, 16
  %895 = and i32 %397, 30583
  %896 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %895)
  %897 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %895)
  %898 = lshr i32 %397, 1
  %899 = and i32 %898, 17476
  %900 = or i32 12816, %899
  %901 = call i32 @llvm.nvvm.prmt(i32 %896, i32 %897, i32 %900)
  %902 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %901, i32 %576, i32 %893)
  %903 = and i32 %894, 30583
  %904 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %903)
  %905 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %903)
  %906 = lshr i32 %894, 1
  %907 = and i32 %906, 17476
  %908 = or i32 12816, %907
  %909 = call i32 @llvm.nvvm.prmt(i32 %904, i32 %905, i32 %908)
  %910 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %909, i32 %580, i32 %902)
  %911 = lshr i32 %398, 16
  %912 = and i32 %398, 30583
  %913 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %912)
  %914 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %912)
  %915 = lshr i32 %398, 1
  %916 = and i32 %915, 17476
  %917 = or i32 12816, %916
  %918 = call i32 @llvm.nvvm.prmt(i32 %913, i32 %914, i32 %917)
  %919 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %918, i32 %584, i32 %910)
  %920 = and i32 %911, 30583
  %921 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %920)
  %922 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %920)
  %923 = lshr i32 %911, 1
  %924 = and i32 %923, 17476
  %925 = or i32 12816, %924
  %926 = call i32 @llvm.nvvm.prmt(i32 %921, i32 %922, i32 %925)
  %927 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %926, i32 %588, i32 %919)
  %928 = lshr i32 %399, 16
  %929 = and i32 %399, 30583
  %930 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %929)
  %931 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %929)
  %932 = lshr i32 %399, 1
  %933 = and i32 %932, 17476
  %934 = or i32 12816, %933
  %935 = call i32 @llvm.nvvm.prmt(i32 %930, i32 %931, i32 %934)
  %936 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %935, i32 %592, i32 %927)
  %937 = and i32 %928, 30583
  %938 = call i32 @llvm.nvvm.prmt(i32 -1079142271, i32 -152379953, i32 %937)
  %939 = call i32 @llvm.nvvm.prmt(i32 639175937, i32 1901675829, i32 %937)
  %940 = lshr i32 %928, 1
  %941 = and i32 %940, 17476
  %942 = or i32 12816, %941
  %943 = call i32 @llvm.nvvm.prmt(i32 %938, i32 %939, i32 %942)
  %944 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %943, i32 %596, i32 %936)
  %945 = mul i32 %876, %944
  %946 = sitofp i32 %945 to float
  %947 = fmul float %866, %564
  %948 = call float @llvm.fma.f32(float %947, float %946, float %861)
  store float %948, ptr %v9, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %body42
  %949 = add i32 %340, 1
  %950 = and i32 %949, 1
  %951 = sext i32 %950 to i64
  %952 = mul i64 %951, 1152
  %953 = getelementptr i8, ptr addrspace(3) @lds2, i64 %952
  %954 = getelementptr i8, ptr addrspace(3) %953, i64 1024
  %955 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %956 = bitcast float %355 to i32
  %957 = and i32 %956, 2147483647
  %958 = bitcast float %356 to i32
  %959 = and i32 %958, 2147483647
  %960 = bitcast float %357 to i32
  %961 = and i32 %960, 2147483647
  %962 = bitcast float %358 to i32
  %963 = and i32 %962, 2147483647
  %964 = icmp ugt i32 %957, %959
  %965 = select i1 %964, i32 %957, i32 %959
  %966 = icmp ugt i32 %961, %963
  %967 = select i1 %966, i32 %961, i32 %963
  %968 = icmp ugt i32 %965, %967
  %969 = select i1 %968, i32 %965, i32 %967
  %970 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %969, i32 1, i32 31)
  %971 = icmp ugt i32 %969, %970
  %972 = select i1 %971, i32 %969, i32 %970
  %973 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 2, i32 31)
  %974 = icmp ugt i32 %972, %973
  %975 = select i1 %974, i32 %972, i32 %973
  %976 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %975, i32 4, i32 31)
  %977 = icmp ugt i32 %975, %976
  %978 = select i1 %977, i32 %975, i32 %976
  %979 = and i32 %978, 2147483647
  %980 = icmp ult i32 %979, 2139095040
  %981 = bitcast i32 %978 to float
  %982 = fdiv float 1.270000e+02, %981
  %983 = bitcast float %982 to i32
  %984 = and i32 %983, 2147483647
  %985 = icmp ult i32 %984, 2139095040
  %986 = select i1 %985, float %982, float 0.000000e+00
  %987 = fmul float %355, %986
  %988 = fadd float %987, 0x4168000000000000
  %989 = bitcast float %988 to i32
  %990 = fmul float %356, %986
  %991 = fadd float %990, 0x4168000000000000
  %992 = bitcast float %991 to i32
  %993 = fmul float %357, %986
  %994 = fadd float %993, 0x4168000000000000
  %995 = bitcast float %994 to i32
  %996 = fmul float %358, %986
  %997 = fadd float %996, 0x4168000000000000
  %998 = bitcast float %997 to i32
  %999 = bitcast i32 %989 to <4 x i8>
  %1000 = bitcast i32 %992 to <4 x i8>
  %1001 = shufflevector <4 x i8> %999, <4 x i8> %1000, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1002 = bitcast <4 x i8> %1001 to i32
  %1003 = bitcast i32 %995 to <4 x i8>
  %1004 = bitcast i32 %998 to <4 x i8>
  %1005 = shufflevector <4 x i8> %1003, <4 x i8> %1004, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1006 = bitcast <4 x i8> %1005 to i32
  %1007 = bitcast i32 %1002 to <4 x i8>
  %1008 = bitcast i32 %1006 to <4 x i8>
  %1009 = shufflevector <4 x i8> %1007, <4 x i8> %1008, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1010 = bitcast <4 x i8> %1009 to i32
  %1011 = add i32 %955, 0
  %1012 = sext i32 %1011 to i64
  %1013 = mul i64 %1012, 4
  %1014 = icmp slt i64 %1013, 1024
  br i1 %1014, label %then46, label %endif47

then46:                                           ; preds = %endif45
  %1015 = lshr i64 %1013, 2
  %1016 = mul i64 %1015, 4
  %1017 = getelementptr i8, ptr addrspace(3) %953, i64 %1016
  store i32 %1010, ptr addrspace(3) %1017, align 4
  %1018 = and i64 %1013, 31
  %1019 = icmp eq i64 %1018, 0
  br i1 %1019, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif45
  %1020 = bitcast float %370 to i32
  %1021 = and i32 %1020, 2147483647
  %1022 = bitcast float %371 to i32
  %1023 = and i32 %1022, 2147483647
  %1024 = bitcast float %372 to i32
  %1025 = and i32 %1024, 2147483647
  %1026 = bitcast float %373 to i32
  %1027 = and i32 %1026, 2147483647
  %1028 = icmp ugt i32 %1021, %1023
  %1029 = select i1 %1028, i32 %1021, i32 %1023
  %1030 = icmp ugt i32 %1025, %1027
  %1031 = select i1 %1030, i32 %1025, i32 %1027
  %1032 = icmp ugt i32 %1029, %1031
  %1033 = select i1 %1032, i32 %1029, i32 %1031
  %1034 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 1, i32 31)
  %1035 = icmp ugt i32 %1033, %1034
  %1036 = select i1 %1035, i32 %1033, i32 %1034
  %1037 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1036, i32 2, i32 31)
  %1038 = icmp ugt i32 %1036, %1037
  %1039 = select i1 %1038, i32 %1036, i32 %1037
  %1040 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1039, i32 4, i32 31)
  %1041 = icmp ugt i32 %1039, %1040
  %1042 = select i1 %1041, i32 %1039, i32 %1040
  %1043 = and i32 %1042, 2147483647
  %1044 = icmp ult i32 %1043, 2139095040
  %1045 = bitcast i32 %1042 to float
  %1046 = fdiv float 1.270000e+02, %1045
  %1047 = bitcast float %1046 to i32
  %1048 = and i32 %1047, 2147483647
  %1049 = icmp ult i32 %1048, 2139095040
  %1050 = select i1 %1049, float %1046, float 0.000000e+00
  %1051 = fmul float %370, %1050
  %1052 = fadd float %1051, 0x4168000000000000
  %1053 = bitcast float %1052 to i32
  %1054 = fmul float %371, %1050
  %1055 = fadd float %1054, 0x4168000000000000
  %1056 = bitcast float %1055 to i32
  %1057 = fmul float %372, %1050
  %1058 = fadd float %1057, 0x4168000000000000
  %1059 = bitcast float %1058 to i32
  %1060 = fmul float %373, %1050
  %1061 = fadd float %1060, 0x4168000000000000
  %1062 = bitcast float %1061 to i32
  %1063 = bitcast i32 %1053 to <4 x i8>
  %1064 = bitcast i32 %1056 to <4 x i8>
  %1065 = shufflevector <4 x i8> %1063, <4 x i8> %1064, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1066 = bitcast <4 x i8> %1065 to i32
  %1067 = bitcast i32 %1059 to <4 x i8>
  %1068 = bitcast i32 %1062 to <4 x i8>
  %1069 = shufflevector <4 x i8> %1067, <4 x i8> %1068, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1070 = bitcast <4 x i8> %1069 to i32
  %1071 = bitcast i32 %1066 to <4 x i8>
  %1072 = bitcast i32 %1070 to <4 x i8>
  %1073 = shufflevector <4 x i8> %1071, <4 x i8> %1072, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1074 = bitcast <4 x i8> %1073 to i32
  %1075 = add i32 %955, 128
  %1076 = sext i32 %1075 to i64
  %1077 = mul i64 %1076, 4
  %1078 = icmp slt i64 %1077, 1024
  br i1 %1078, label %then50, label %endif51

then48:                                           ; preds = %then46
  %1079 = fmul float %981, 0x3F80204080000000
  %1080 = select i1 %980, float %1079, float 0x7FF8000000000000
  %1081 = lshr i64 %1013, 5
  %1082 = mul i64 %1081, 4
  %1083 = getelementptr i8, ptr addrspace(3) %954, i64 %1082
  store float %1080, ptr addrspace(3) %1083, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

then50:                                           ; preds = %endif47
  %1084 = lshr i64 %1077, 2
  %1085 = mul i64 %1084, 4
  %1086 = getelementptr i8, ptr addrspace(3) %953, i64 %1085
  store i32 %1074, ptr addrspace(3) %1086, align 4
  %1087 = and i64 %1077, 31
  %1088 = icmp eq i64 %1087, 0
  br i1 %1088, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif47
  call void @llvm.nvvm.barrier0()
  %1089 = load i32, ptr %v40, align 4
  %1090 = add i32 %1089, 1
  store i32 %1090, ptr %v40, align 4
  br label %loop41

then52:                                           ; preds = %then50
  %1091 = fmul float %1045, 0x3F80204080000000
  %1092 = select i1 %1044, float %1091, float 0x7FF8000000000000
  %1093 = lshr i64 %1077, 5
  %1094 = mul i64 %1093, 4
  %1095 = getelementptr i8, ptr addrspace(3) %954, i64 %1094
  store float %1092, ptr addrspace(3) %1095, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %done43
  %1096 = load float, ptr %v5, align 4
  %1097 = add i32 %35, %26
  %1098 = icmp slt i32 %1097, %3
  br i1 %1098, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %done43
  %1099 = load i32, ptr %v1, align 4
  %1100 = add i32 %1099, 4
  store i32 %1100, ptr %v1, align 4
  br label %loop2

then56:                                           ; preds = %then54
  %1101 = add i32 0, %1097
  %1102 = sext i32 %1101 to i64
  %1103 = mul i64 %1102, 4
  %1104 = getelementptr i8, ptr addrspace(1) %0, i64 %1103
  store float %1096, ptr addrspace(1) %1104, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

!0 = !{ptr @strata_matvec_iq4_xs, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_iq4_xs, !"maxntidx", i32 128}
