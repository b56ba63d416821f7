; ModuleID = 'strata_matvec_iq4_xs'
source_filename = "strata_matvec_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@strata_kvalues_iq4nl_f32 = internal addrspace(1) constant [16 x i32] [i32 -1023541248, i32 -1026555904, i32 -1029308416, i32 -1031667712, i32 -1035730944, i32 -1039400960, i32 -1045430272, i32 -1054867456, i32 1065353216, i32 1095761920, i32 1103626240, i32 1108869120, i32 1112801280, i32 1116340224, i32 1118961664, i32 1122107392], align 16
@lds2 = internal addrspace(3) global [64 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v48 = alloca i32, align 4
  %v41 = alloca float, align 4
  %v40 = alloca float, align 4
  %v39 = alloca float, align 4
  %v38 = alloca float, align 4
  %v37 = alloca float, align 4
  %v36 = alloca float, align 4
  %v35 = alloca float, align 4
  %v34 = alloca float, align 4
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
  %6 = mul i32 %5, 4
  %7 = add i32 %6, 0
  %8 = sext i32 %7 to i64
  %9 = mul i64 %8, 4
  %10 = getelementptr i8, ptr addrspace(3) @lds1, i64 %9
  store i32 -1079142271, ptr addrspace(3) %10, align 4
  %11 = add i32 %6, 1
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(3) @lds1, i64 %13
  store i32 -152379953, ptr addrspace(3) %14, align 4
  %15 = add i32 %6, 2
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 4
  %18 = getelementptr i8, ptr addrspace(3) @lds1, i64 %17
  store i32 639175937, ptr addrspace(3) %18, align 4
  %19 = add i32 %6, 3
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = getelementptr i8, ptr addrspace(3) @lds1, i64 %21
  store i32 1901675829, ptr addrspace(3) %22, align 4
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %24 = load i32, ptr %v, align 4
  %25 = icmp slt i32 %24, 16
  br i1 %25, label %body, label %done

body:                                             ; preds = %loop
  %26 = load i32, ptr %v, align 4
  %27 = sext i32 %26 to i64
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl_f32, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  %31 = sext i32 %26 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(3) @lds2, i64 %32
  store i32 %30, ptr addrspace(3) %33, align 4
  %34 = load i32, ptr %v, align 4
  %35 = add i32 %34, 128
  store i32 %35, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %36 = add i32 %6, 0
  %37 = sext i32 %36 to i64
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(3) @lds1, i64 %38
  %40 = load i32, ptr addrspace(3) %39, align 4
  %41 = add i32 %6, 1
  %42 = sext i32 %41 to i64
  %43 = mul i64 %42, 4
  %44 = getelementptr i8, ptr addrspace(3) @lds1, i64 %43
  %45 = load i32, ptr addrspace(3) %44, align 4
  %46 = add i32 %6, 2
  %47 = sext i32 %46 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(3) @lds1, i64 %48
  %50 = load i32, ptr addrspace(3) %49, align 4
  %51 = add i32 %6, 3
  %52 = sext i32 %51 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(3) @lds1, i64 %53
  %55 = load i32, ptr addrspace(3) %54, align 4
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = lshr i32 %56, 5
  %58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %59 = and i32 %58, 31
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %61 = mul i32 %60, 16
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = and i32 %62, 31
  %64 = lshr i32 %63, 3
  %65 = and i32 %63, 7
  %66 = icmp eq i32 %65, 0
  store i32 %57, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %endif61, %done
  %67 = load i32, ptr %v1, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %body3, label %done4

body3:                                            ; preds = %loop2
  %69 = load i32, ptr %v1, align 4
  %70 = udiv i32 %69, 1
  %71 = urem i32 %69, 1
  %72 = mul i32 %70, 4
  %73 = add i32 %61, %72
  %74 = icmp slt i32 %73, %3
  store float 0.000000e+00, ptr %v5, align 4
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %76 = and i32 %75, 31
  %77 = sext i32 %4 to i64
  %78 = udiv i64 %77, 256
  %79 = mul i64 %78, 136
  %80 = sub i32 %3, 1
  %81 = add i32 %73, 0
  %82 = icmp sgt i32 %81, %80
  %83 = select i1 %82, i32 %80, i32 %81
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, %79
  %86 = getelementptr i8, ptr addrspace(1) %1, i64 %85
  %87 = add i32 %73, 1
  %88 = icmp sgt i32 %87, %80
  %89 = select i1 %88, i32 %80, i32 %87
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, %79
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %91
  %93 = add i32 %73, 2
  %94 = icmp sgt i32 %93, %80
  %95 = select i1 %94, i32 %80, i32 %93
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, %79
  %98 = getelementptr i8, ptr addrspace(1) %1, i64 %97
  %99 = add i32 %73, 3
  %100 = icmp sgt i32 %99, %80
  %101 = select i1 %100, i32 %80, i32 %99
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, %79
  %104 = getelementptr i8, ptr addrspace(1) %1, i64 %103
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %105 = udiv i32 %4, 32
  %106 = mul i32 %71, 32
  %107 = add i32 %76, %106
  %108 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %109 = sext i32 %4 to i64
  %110 = sub i32 %105, 1
  %111 = icmp sgt i32 %107, %110
  %112 = select i1 %111, i32 %110, i32 %107
  %113 = lshr i32 %112, 3
  %114 = and i32 %112, 7
  %115 = sext i32 %113 to i64
  %116 = mul i64 %115, 136
  %117 = add i64 %116, 0
  %118 = getelementptr i8, ptr addrspace(1) %86, i64 %117
  %119 = getelementptr i8, ptr addrspace(1) %118, i64 0
  %120 = load <2 x i32>, ptr addrspace(1) %119, align 8
  %121 = extractelement <2 x i32> %120, i32 0
  %122 = extractelement <2 x i32> %120, i32 1
  %123 = sext i32 %114 to i64
  %124 = mul i64 %123, 16
  %125 = add i64 %124, 8
  %126 = add i64 %125, 0
  %127 = getelementptr i8, ptr addrspace(1) %118, i64 %126
  %128 = load <2 x i32>, ptr addrspace(1) %127, align 8
  %129 = extractelement <2 x i32> %128, i32 0
  %130 = extractelement <2 x i32> %128, i32 1
  %131 = add i64 %125, 8
  %132 = getelementptr i8, ptr addrspace(1) %118, i64 %131
  %133 = load <2 x i32>, ptr addrspace(1) %132, align 8
  %134 = extractelement <2 x i32> %133, i32 0
  %135 = extractelement <2 x i32> %133, i32 1
  store i32 %121, ptr %v10, align 4
  store i32 %122, ptr %v11, align 4
  store i32 %129, ptr %v12, align 4
  store i32 %130, ptr %v13, align 4
  store i32 %134, ptr %v14, align 4
  store i32 %135, ptr %v15, align 4
  %136 = lshr i32 %112, 3
  %137 = and i32 %112, 7
  %138 = sext i32 %136 to i64
  %139 = mul i64 %138, 136
  %140 = add i64 %139, 0
  %141 = getelementptr i8, ptr addrspace(1) %92, i64 %140
  %142 = getelementptr i8, ptr addrspace(1) %141, i64 0
  %143 = load <2 x i32>, ptr addrspace(1) %142, align 8
  %144 = extractelement <2 x i32> %143, i32 0
  %145 = extractelement <2 x i32> %143, i32 1
  %146 = sext i32 %137 to i64
  %147 = mul i64 %146, 16
  %148 = add i64 %147, 8
  %149 = add i64 %148, 0
  %150 = getelementptr i8, ptr addrspace(1) %141, i64 %149
  %151 = load <2 x i32>, ptr addrspace(1) %150, align 8
  %152 = extractelement <2 x i32> %151, i32 0
  %153 = extractelement <2 x i32> %151, i32 1
  %154 = add i64 %148, 8
  %155 = getelementptr i8, ptr addrspace(1) %141, i64 %154
  %156 = load <2 x i32>, ptr addrspace(1) %155, align 8
  %157 = extractelement <2 x i32> %156, i32 0
  %158 = extractelement <2 x i32> %156, i32 1
  store i32 %144, ptr %v16, align 4
  store i32 %145, ptr %v17, align 4
  store i32 %152, ptr %v18, align 4
  store i32 %153, ptr %v19, align 4
  store i32 %157, ptr %v20, align 4
  store i32 %158, ptr %v21, align 4
  %159 = lshr i32 %112, 3
  %160 = and i32 %112, 7
  %161 = sext i32 %159 to i64
  %162 = mul i64 %161, 136
  %163 = add i64 %162, 0
  %164 = getelementptr i8, ptr addrspace(1) %98, i64 %163
  %165 = getelementptr i8, ptr addrspace(1) %164, i64 0
  %166 = load <2 x i32>, ptr addrspace(1) %165, align 8
  %167 = extractelement <2 x i32> %166, i32 0
  %168 = extractelement <2 x i32> %166, i32 1
  %169 = sext i32 %160 to i64
  %170 = mul i64 %169, 16
  %171 = add i64 %170, 8
  %172 = add i64 %171, 0
  %173 = getelementptr i8, ptr addrspace(1) %164, i64 %172
  %174 = load <2 x i32>, ptr addrspace(1) %173, align 8
  %175 = extractelement <2 x i32> %174, i32 0
  %176 = extractelement <2 x i32> %174, i32 1
  %177 = add i64 %171, 8
  %178 = getelementptr i8, ptr addrspace(1) %164, i64 %177
  %179 = load <2 x i32>, ptr addrspace(1) %178, align 8
  %180 = extractelement <2 x i32> %179, i32 0
  %181 = extractelement <2 x i32> %179, i32 1
  store i32 %167, ptr %v22, align 4
  store i32 %168, ptr %v23, align 4
  store i32 %175, ptr %v24, align 4
  store i32 %176, ptr %v25, align 4
  store i32 %180, ptr %v26, align 4
  store i32 %181, ptr %v27, align 4
  %182 = lshr i32 %112, 3
  %183 = and i32 %112, 7
  %184 = sext i32 %182 to i64
  %185 = mul i64 %184, 136
  %186 = add i64 %185, 0
  %187 = getelementptr i8, ptr addrspace(1) %104, i64 %186
  %188 = getelementptr i8, ptr addrspace(1) %187, i64 0
  %189 = load <2 x i32>, ptr addrspace(1) %188, align 8
  %190 = extractelement <2 x i32> %189, i32 0
  %191 = extractelement <2 x i32> %189, i32 1
  %192 = sext i32 %183 to i64
  %193 = mul i64 %192, 16
  %194 = add i64 %193, 8
  %195 = add i64 %194, 0
  %196 = getelementptr i8, ptr addrspace(1) %187, i64 %195
  %197 = load <2 x i32>, ptr addrspace(1) %196, align 8
  %198 = extractelement <2 x i32> %197, i32 0
  %199 = extractelement <2 x i32> %197, i32 1
  %200 = add i64 %194, 8
  %201 = getelementptr i8, ptr addrspace(1) %187, i64 %200
  %202 = load <2 x i32>, ptr addrspace(1) %201, align 8
  %203 = extractelement <2 x i32> %202, i32 0
  %204 = extractelement <2 x i32> %202, i32 1
  store i32 %190, ptr %v28, align 4
  store i32 %191, ptr %v29, align 4
  store i32 %198, ptr %v30, align 4
  store i32 %199, ptr %v31, align 4
  store i32 %203, ptr %v32, align 4
  store i32 %204, ptr %v33, align 4
  %205 = add i32 %108, 0
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = add i64 0, %207
  %209 = icmp slt i64 %208, %109
  %210 = icmp slt i64 %207, 1024
  %211 = and i1 %209, %210
  %212 = select i1 %211, i64 %208, i64 0
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %2, i64 %213
  %215 = load <4 x float>, ptr addrspace(1) %214, align 16
  %216 = extractelement <4 x float> %215, i32 0
  %217 = extractelement <4 x float> %215, i32 1
  %218 = extractelement <4 x float> %215, i32 2
  %219 = extractelement <4 x float> %215, i32 3
  %220 = add i32 %108, 128
  %221 = sext i32 %220 to i64
  %222 = mul i64 %221, 4
  %223 = add i64 0, %222
  %224 = icmp slt i64 %223, %109
  %225 = icmp slt i64 %222, 1024
  %226 = and i1 %224, %225
  %227 = select i1 %226, i64 %223, i64 0
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr addrspace(1) %2, i64 %228
  %230 = load <4 x float>, ptr addrspace(1) %229, align 16
  %231 = extractelement <4 x float> %230, i32 0
  %232 = extractelement <4 x float> %230, i32 1
  %233 = extractelement <4 x float> %230, i32 2
  %234 = extractelement <4 x float> %230, i32 3
  %235 = add i32 %108, 0
  %236 = sext i32 %235 to i64
  %237 = mul i64 %236, 4
  %238 = add i64 1024, %237
  %239 = icmp slt i64 %238, %109
  %240 = icmp slt i64 %237, 1024
  %241 = and i1 %239, %240
  %242 = select i1 %241, i64 %238, i64 0
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %2, i64 %243
  %245 = load <4 x float>, ptr addrspace(1) %244, align 16
  %246 = extractelement <4 x float> %245, i32 0
  %247 = extractelement <4 x float> %245, i32 1
  %248 = extractelement <4 x float> %245, i32 2
  %249 = extractelement <4 x float> %245, i32 3
  %250 = add i32 %108, 128
  %251 = sext i32 %250 to i64
  %252 = mul i64 %251, 4
  %253 = add i64 1024, %252
  %254 = icmp slt i64 %253, %109
  %255 = icmp slt i64 %252, 1024
  %256 = and i1 %254, %255
  %257 = select i1 %256, i64 %253, i64 0
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(1) %2, i64 %258
  %260 = load <4 x float>, ptr addrspace(1) %259, align 16
  %261 = extractelement <4 x float> %260, i32 0
  %262 = extractelement <4 x float> %260, i32 1
  %263 = extractelement <4 x float> %260, i32 2
  %264 = extractelement <4 x float> %260, i32 3
  store float %246, ptr %v34, align 4
  store float %247, ptr %v35, align 4
  store float %248, ptr %v36, align 4
  store float %249, ptr %v37, align 4
  store float %261, ptr %v38, align 4
  store float %262, ptr %v39, align 4
  store float %263, ptr %v40, align 4
  store float %264, ptr %v41, align 4
  %265 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %266 = bitcast float %216 to i32
  %267 = and i32 %266, 2147483647
  %268 = bitcast float %217 to i32
  %269 = and i32 %268, 2147483647
  %270 = bitcast float %218 to i32
  %271 = and i32 %270, 2147483647
  %272 = bitcast float %219 to i32
  %273 = and i32 %272, 2147483647
  %274 = icmp ugt i32 %267, %269
  %275 = select i1 %274, i32 %267, i32 %269
  %276 = icmp ugt i32 %271, %273
  %277 = select i1 %276, i32 %271, i32 %273
  %278 = icmp ugt i32 %275, %277
  %279 = select i1 %278, i32 %275, i32 %277
  %280 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 1, i32 31)
  %281 = icmp ugt i32 %279, %280
  %282 = select i1 %281, i32 %279, i32 %280
  %283 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 2, i32 31)
  %284 = icmp ugt i32 %282, %283
  %285 = select i1 %284, i32 %282, i32 %283
  %286 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %285, i32 4, i32 31)
  %287 = icmp ugt i32 %285, %286
  %288 = select i1 %287, i32 %285, i32 %286
  %289 = and i32 %288, 2147483647
  %290 = icmp ult i32 %289, 2139095040
  %291 = bitcast i32 %288 to float
  %292 = fdiv float 1.270000e+02, %291
  %293 = bitcast float %292 to i32
  %294 = and i32 %293, 2147483647
  %295 = icmp ult i32 %294, 2139095040
  %296 = select i1 %295, float %292, float 0.000000e+00
  %297 = fmul float %216, %296
  %298 = fadd float %297, 0x4168000000000000
  %299 = bitcast float %298 to i32
  %300 = fmul float %217, %296
  %301 = fadd float %300, 0x4168000000000000
  %302 = bitcast float %301 to i32
  %303 = fmul float %218, %296
  %304 = fadd float %303, 0x4168000000000000
  %305 = bitcast float %304 to i32
  %306 = fmul float %219, %296
  %307 = fadd float %306, 0x4168000000000000
  %308 = bitcast float %307 to i32
  %309 = bitcast i32 %299 to <4 x i8>
  %310 = bitcast i32 %302 to <4 x i8>
  %311 = shufflevector <4 x i8> %309, <4 x i8> %310, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %312 = bitcast <4 x i8> %311 to i32
  %313 = bitcast i32 %305 to <4 x i8>
  %314 = bitcast i32 %308 to <4 x i8>
  %315 = shufflevector <4 x i8> %313, <4 x i8> %314, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %316 = bitcast <4 x i8> %315 to i32
  %317 = bitcast i32 %312 to <4 x i8>
  %318 = bitcast i32 %316 to <4 x i8>
  %319 = shufflevector <4 x i8> %317, <4 x i8> %318, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %320 = bitcast <4 x i8> %319 to i32
  %321 = add i32 %265, 0
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = icmp slt i64 %323, 1024
  br i1 %324, label %then, label %endif

done4:                                            ; preds = %loop2
  ret void

then:                                             ; preds = %body3
  %325 = lshr i64 %323, 2
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(3) @lds3, i64 %326
  store i32 %320, ptr addrspace(3) %327, align 4
  %328 = and i64 %323, 31
  %329 = icmp eq i64 %328, 0
  br i1 %329, label %then42, label %endif43

endif:                                            ; preds = %endif43, %body3
  %330 = bitcast float %231 to i32
  %331 = and i32 %330, 2147483647
  %332 = bitcast float %232 to i32
  %333 = and i32 %332, 2147483647
  %334 = bitcast float %233 to i32
  %335 = and i32 %334, 2147483647
  %336 = bitcast float %234 to i32
  %337 = and i32 %336, 2147483647
  %338 = icmp ugt i32 %331, %333
  %339 = select i1 %338, i32 %331, i32 %333
  %340 = icmp ugt i32 %335, %337
  %341 = select i1 %340, i32 %335, i32 %337
  %342 = icmp ugt i32 %339, %341
  %343 = select i1 %342, i32 %339, i32 %341
  %344 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %343, i32 1, i32 31)
  %345 = icmp ugt i32 %343, %344
  %346 = select i1 %345, i32 %343, i32 %344
  %347 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %346, i32 2, i32 31)
  %348 = icmp ugt i32 %346, %347
  %349 = select i1 %348, i32 %346, i32 %347
  %350 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %349, i32 4, i32 31)
  %351 = icmp ugt i32 %349, %350
  %352 = select i1 %351, i32 %349, i32 %350
  %353 = and i32 %352, 2147483647
  %354 = icmp ult i32 %353, 2139095040
  %355 = bitcast i32 %352 to float
  %356 = fdiv float 1.270000e+02, %355
  %357 = bitcast float %356 to i32
  %358 = and i32 %357, 2147483647
  %359 = icmp ult i32 %358, 2139095040
  %360 = select i1 %359, float %356, float 0.000000e+00
  %361 = fmul float %231, %360
  %362 = fadd float %361, 0x4168000000000000
  %363 = bitcast float %362 to i32
  %364 = fmul float %232, %360
  %365 = fadd float %364, 0x4168000000000000
  %366 = bitcast float %365 to i32
  %367 = fmul float %233, %360
  %368 = fadd float %367, 0x4168000000000000
  %369 = bitcast float %368 to i32
  %370 = fmul float %234, %360
  %371 = fadd float %370, 0x4168000000000000
  %372 = bitcast float %371 to i32
  %373 = bitcast i32 %363 to <4 x i8>
  %374 = bitcast i32 %366 to <4 x i8>
  %375 = shufflevector <4 x i8> %373, <4 x i8> %374, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %376 = bitcast <4 x i8> %375 to i32
  %377 = bitcast i32 %369 to <4 x i8>
  %378 = bitcast i32 %372 to <4 x i8>
  %379 = shufflevector <4 x i8> %377, <4 x i8> %378, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %380 = bitcast <4 x i8> %379 to i32
  %381 = bitcast i32 %376 to <4 x i8>
  %382 = bitcast i32 %380 to <4 x i8>
  %383 = shufflevector <4 x i8> %381, <4 x i8> %382, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %384 = bitcast <4 x i8> %383 to i32
  %385 = add i32 %265, 128
  %386 = sext i32 %385 to i64
  %387 = mul i64 %386, 4
  %388 = icmp slt i64 %387, 1024
  br i1 %388, label %then44, label %endif45

then42:                                           ; preds = %then
  %389 = fmul float %291, 0x3F80204080000000
  %390 = select i1 %290, float %389, float 0x7FF8000000000000
  %391 = lshr i64 %323, 5
  %392 = mul i64 %391, 4
  %393 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %392
  store float %390, ptr addrspace(3) %393, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then
  br label %endif

then44:                                           ; preds = %endif
  %394 = lshr i64 %387, 2
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(3) @lds3, i64 %395
  store i32 %384, ptr addrspace(3) %396, align 4
  %397 = and i64 %387, 31
  %398 = icmp eq i64 %397, 0
  br i1 %398, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif
  call void @llvm.nvvm.barrier0()
  %399 = add i32 %105, 31
  %400 = udiv i32 %399, 32
  store i32 0, ptr %v48, align 4
  br label %loop49

then46:                                           ; preds = %then44
  %401 = fmul float %355, 0x3F80204080000000
  %402 = select i1 %354, float %401, float 0x7FF8000000000000
  %403 = lshr i64 %387, 5
  %404 = mul i64 %403, 4
  %405 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %404
  store float %402, ptr addrspace(3) %405, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

loop49:                                           ; preds = %endif57, %endif45
  %406 = load i32, ptr %v48, align 4
  %407 = icmp slt i32 %406, %400
  br i1 %407, label %body50, label %done51

body50:                                           ; preds = %loop49
  %408 = load i32, ptr %v48, align 4
  %409 = load float, ptr %v34, align 4
  %410 = load float, ptr %v35, align 4
  %411 = load float, ptr %v36, align 4
  %412 = load float, ptr %v37, align 4
  %413 = load float, ptr %v38, align 4
  %414 = load float, ptr %v39, align 4
  %415 = load float, ptr %v40, align 4
  %416 = load float, ptr %v41, align 4
  %417 = add i32 %408, 2
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 1024
  %420 = add i32 %108, 0
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 4
  %423 = add i64 %419, %422
  %424 = icmp slt i64 %423, %109
  %425 = icmp slt i64 %422, 1024
  %426 = and i1 %424, %425
  %427 = select i1 %426, i64 %423, i64 0
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %2, i64 %428
  %430 = load <4 x float>, ptr addrspace(1) %429, align 16
  %431 = extractelement <4 x float> %430, i32 0
  %432 = extractelement <4 x float> %430, i32 1
  %433 = extractelement <4 x float> %430, i32 2
  %434 = extractelement <4 x float> %430, i32 3
  %435 = add i32 %108, 128
  %436 = sext i32 %435 to i64
  %437 = mul i64 %436, 4
  %438 = add i64 %419, %437
  %439 = icmp slt i64 %438, %109
  %440 = icmp slt i64 %437, 1024
  %441 = and i1 %439, %440
  %442 = select i1 %441, i64 %438, i64 0
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %2, i64 %443
  %445 = load <4 x float>, ptr addrspace(1) %444, align 16
  %446 = extractelement <4 x float> %445, i32 0
  %447 = extractelement <4 x float> %445, i32 1
  %448 = extractelement <4 x float> %445, i32 2
  %449 = extractelement <4 x float> %445, i32 3
  store float %431, ptr %v34, align 4
  store float %432, ptr %v35, align 4
  store float %433, ptr %v36, align 4
  store float %434, ptr %v37, align 4
  store float %446, ptr %v38, align 4
  store float %447, ptr %v39, align 4
  store float %448, ptr %v40, align 4
  store float %449, ptr %v41, align 4
  %450 = mul i32 %408, 32
  %451 = add i32 %107, %450
  %452 = load i32, ptr %v10, align 4
  %453 = load i32, ptr %v11, align 4
  %454 = load i32, ptr %v12, align 4
  %455 = load i32, ptr %v13, align 4
  %456 = load i32, ptr %v14, align 4
  %457 = load i32, ptr %v15, align 4
  %458 = load i32, ptr %v16, align 4
  %459 = load i32, ptr %v17, align 4
  %460 = load i32, ptr %v18, align 4
  %461 = load i32, ptr %v19, align 4
  %462 = load i32, ptr %v20, align 4
  %463 = load i32, ptr %v21, align 4
  %464 = load i32, ptr %v22, align 4
  %465 = load i32, ptr %v23, align 4
  %466 = load i32, ptr %v24, align 4
  %467 = load i32, ptr %v25, align 4
  %468 = load i32, ptr %v26, align 4
  %469 = load i32, ptr %v27, align 4
  %470 = load i32, ptr %v28, align 4
  %471 = load i32, ptr %v29, align 4
  %472 = load i32, ptr %v30, align 4
  %473 = load i32, ptr %v31, align 4
  %474 = load i32, ptr %v32, align 4
  %475 = load i32, ptr %v33, align 4
  %476 = add i32 %451, 32
  %477 = icmp sgt i32 %476, %110
  %478 = select i1 %477, i32 %110, i32 %476
  %479 = lshr i32 %478, 3
  %480 = and i32 %478, 7
  %481 = sext i32 %479 to i64
  %482 = mul i64 %481, 136
  %483 = add i64 %482, 0
  %484 = getelementptr i8, ptr addrspace(1) %86, i64 %483
  %485 = getelementptr i8, ptr addrspace(1) %484, i64 0
  %486 = load <2 x i32>, ptr addrspace(1) %485, align 8
  %487 = extractelement <2 x i32> %486, i32 0
  %488 = extractelement <2 x i32> %486, i32 1
  %489 = sext i32 %480 to i64
  %490 = mul i64 %489, 16
  %491 = add i64 %490, 8
  %492 = add i64 %491, 0
  %493 = getelementptr i8, ptr addrspace(1) %484, i64 %492
  %494 = load <2 x i32>, ptr addrspace(1) %493, align 8
  %495 = extractelement <2 x i32> %494, i32 0
  %496 = extractelement <2 x i32> %494, i32 1
  %497 = add i64 %491, 8
  %498 = getelementptr i8, ptr addrspace(1) %484, i64 %497
  %499 = load <2 x i32>, ptr addrspace(1) %498, align 8
  %500 = extractelement <2 x i32> %499, i32 0
  %501 = extractelement <2 x i32> %499, i32 1
  store i32 %487, ptr %v10, align 4
  store i32 %488, ptr %v11, align 4
  store i32 %495, ptr %v12, align 4
  store i32 %496, ptr %v13, align 4
  store i32 %500, ptr %v14, align 4
  store i32 %501, ptr %v15, align 4
  %502 = lshr i32 %478, 3
  %503 = and i32 %478, 7
  %504 = sext i32 %502 to i64
  %505 = mul i64 %504, 136
  %506 = add i64 %505, 0
  %507 = getelementptr i8, ptr addrspace(1) %92, i64 %506
  %508 = getelementptr i8, ptr addrspace(1) %507, i64 0
  %509 = load <2 x i32>, ptr addrspace(1) %508, align 8
  %510 = extractelement <2 x i32> %509, i32 0
  %511 = extractelement <2 x i32> %509, i32 1
  %512 = sext i32 %503 to i64
  %513 = mul i64 %512, 16
  %514 = add i64 %513, 8
  %515 = add i64 %514, 0
  %516 = getelementptr i8, ptr addrspace(1) %507, i64 %515
  %517 = load <2 x i32>, ptr addrspace(1) %516, align 8
  %518 = extractelement <2 x i32> %517, i32 0
  %519 = extractelement <2 x i32> %517, i32 1
  %520 = add i64 %514, 8
  %521 = getelementptr i8, ptr addrspace(1) %507, i64 %520
  %522 = load <2 x i32>, ptr addrspace(1) %521, align 8
  %523 = extractelement <2 x i32> %522, i32 0
  %524 = extractelement <2 x i32> %522, i32 1
  store i32 %510, ptr %v16, align 4
  store i32 %511, ptr %v17, align 4
  store i32 %518, ptr %v18, align 4
  store i32 %519, ptr %v19, align 4
  store i32 %523, ptr %v20, align 4
  store i32 %524, ptr %v21, align 4
  %525 = lshr i32 %478, 3
  %526 = and i32 %478, 7
  %527 = sext i32 %525 to i64
  %528 = mul i64 %527, 136
  %529 = add i64 %528, 0
  %530 = getelementptr i8, ptr addrspace(1) %98, i64 %529
  %531 = getelementptr i8, ptr addrspace(1) %530, i64 0
  %532 = load <2 x i32>, ptr addrspace(1) %531, align 8
  %533 = extractelement <2 x i32> %532, i32 0
  %534 = extractelement <2 x i32> %532, i32 1
  %535 = sext i32 %526 to i64
  %536 = mul i64 %535, 16
  %537 = add i64 %536, 8
  %538 = add i64 %537, 0
  %539 = getelementptr i8, ptr addrspace(1) %530, i64 %538
  %540 = load <2 x i32>, ptr addrspace(1) %539, align 8
  %541 = extractelement <2 x i32> %540, i32 0
  %542 = extractelement <2 x i32> %540, i32 1
  %543 = add i64 %537, 8
  %544 = getelementptr i8, ptr addrspace(1) %530, i64 %543
  %545 = load <2 x i32>, ptr addrspace(1) %544, align 8
  %546 = extractelement <2 x i32> %545, i32 0
  %547 = extractelement <2 x i32> %545, i32 1
  store i32 %533, ptr %v22, align 4
  store i32 %534, ptr %v23, align 4
  store i32 %541, ptr %v24, align 4
  store i32 %542, ptr %v25, align 4
  store i32 %546, ptr %v26, align 4
  store i32 %547, ptr %v27, align 4
  %548 = lshr i32 %478, 3
  %549 = and i32 %478, 7
  %550 = sext i32 %548 to i64
  %551 = mul i64 %550, 136
  %552 = add i64 %551, 0
  %553 = getelementptr i8, ptr addrspace(1) %104, i64 %552
  %554 = getelementptr i8, ptr addrspace(1) %553, i64 0
  %555 = load <2 x i32>, ptr addrspace(1) %554, align 8
  %556 = extractelement <2 x i32> %555, i32 0
  %557 = extractelement <2 x i32> %555, i32 1
  %558 = sext i32 %549 to i64
  %559 = mul i64 %558, 16
  %560 = add i64 %559, 8
  %561 = add i64 %560, 0
  %562 = getelementptr i8, ptr addrspace(1) %553, i64 %561
  %563 = load <2 x i32>, ptr addrspace(1) %562, align 8
  %564 = extractelement <2 x i32> %563, i32 0
  %565 = extractelement <2 x i32> %563, i32 1
  %566 = add i64 %560, 8
  %567 = getelementptr i8, ptr addrspace(1) %553, i64 %566
  %568 = load <2 x i32>, ptr addrspace(1) %567, align 8
  %569 = extractelement <2 x i32> %568, i32 0
  %570 = extractelement <2 x i32> %568, i32 1
  store i32 %556, ptr %v28, align 4
  store i32 %557, ptr %v29, align 4
  store i32 %564, ptr %v30, align 4
  store i32 %565, ptr %v31, align 4
  store i32 %569, ptr %v32, align 4
  store i32 %570, ptr %v33, align 4
  %571 = icmp slt i32 %451, %105
  %572 = and i32 %408, 1
  %573 = sext i32 %572 to i64
  %574 = mul i64 %573, 1152
  %575 = getelementptr i8, ptr addrspace(3) @lds3, i64 %574
  %576 = sext i32 %408 to i64
  %577 = mul i64 %576, 1024
  %578 = sext i32 %451 to i64
  %579 = mul i64 %578, 32
  %580 = sub i64 %579, %577
  %581 = add i64 %580, 0
  %582 = getelementptr i8, ptr addrspace(3) %575, i64 %581
  %583 = load <4 x i32>, ptr addrspace(3) %582, align 16
  %584 = extractelement <4 x i32> %583, i32 0
  %585 = extractelement <4 x i32> %583, i32 1
  %586 = extractelement <4 x i32> %583, i32 2
  %587 = extractelement <4 x i32> %583, i32 3
  %588 = add i64 %580, 16
  %589 = getelementptr i8, ptr addrspace(3) %575, i64 %588
  %590 = load <4 x i32>, ptr addrspace(3) %589, align 16
  %591 = extractelement <4 x i32> %590, i32 0
  %592 = extractelement <4 x i32> %590, i32 1
  %593 = extractelement <4 x i32> %590, i32 2
  %594 = extractelement <4 x i32> %590, i32 3
  %595 = getelementptr i8, ptr addrspace(3) %575, i64 1024
  %596 = lshr i64 %580, 5
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(3) %595, i64 %597
  %599 = load float, ptr addrspace(3) %598, align 4
  %600 = bitcast i32 %584 to <4 x i8>
  %601 = bitcast i32 %591 to <4 x i8>
  %602 = shufflevector <4 x i8> %600, <4 x i8> %601, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %603 = bitcast <4 x i8> %602 to i32
  %604 = bitcast i32 %584 to <4 x i8>
  %605 = bitcast i32 %591 to <4 x i8>
  %606 = shufflevector <4 x i8> %604, <4 x i8> %605, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %607 = bitcast <4 x i8> %606 to i32
  %608 = bitcast i32 %585 to <4 x i8>
  %609 = bitcast i32 %592 to <4 x i8>
  %610 = shufflevector <4 x i8> %608, <4 x i8> %609, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %611 = bitcast <4 x i8> %610 to i32
  %612 = bitcast i32 %585 to <4 x i8>
  %613 = bitcast i32 %592 to <4 x i8>
  %614 = shufflevector <4 x i8> %612, <4 x i8> %613, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %615 = bitcast <4 x i8> %614 to i32
  %616 = bitcast i32 %586 to <4 x i8>
  %617 = bitcast i32 %593 to <4 x i8>
  %618 = shufflevector <4 x i8> %616, <4 x i8> %617, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %619 = bitcast <4 x i8> %618 to i32
  %620 = bitcast i32 %586 to <4 x i8>
  %621 = bitcast i32 %593 to <4 x i8>
  %622 = shufflevector <4 x i8> %620, <4 x i8> %621, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %623 = bitcast <4 x i8> %622 to i32
  %624 = bitcast i32 %587 to <4 x i8>
  %625 = bitcast i32 %594 to <4 x i8>
  %626 = shufflevector <4 x i8> %624, <4 x i8> %625, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %627 = bitcast <4 x i8> %626 to i32
  %628 = bitcast i32 %587 to <4 x i8>
  %629 = bitcast i32 %594 to <4 x i8>
  %630 = shufflevector <4 x i8> %628, <4 x i8> %629, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %631 = bitcast <4 x i8> %630 to i32
  %632 = load float, ptr %v6, align 4
  %633 = and i32 %451, 7
  %634 = and i32 %452, 65535
  %635 = trunc i32 %634 to i16
  %636 = bitcast i16 %635 to half
  %637 = fpext half %636 to float
  %638 = lshr i32 %452, 16
  %639 = mul i32 %633, 4
  %640 = lshr i32 %453, %639
  %641 = and i32 %640, 15
  %642 = mul i32 %633, 2
  %643 = lshr i32 %638, %642
  %644 = and i32 %643, 3
  %645 = shl i32 %644, 4
  %646 = or i32 %641, %645
  %647 = sub i32 %646, 32
  %648 = and i32 %454, 2004318071
  %649 = lshr i32 %454, 1
  %650 = and i32 %649, 1145324612
  %651 = or i32 %650, 839922192
  %652 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %648)
  %653 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %648)
  %654 = call i32 @llvm.nvvm.prmt(i32 %652, i32 %653, i32 %651)
  %655 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %654, i32 %603, i32 0)
  %656 = lshr i32 %648, 16
  %657 = lshr i32 %651, 16
  %658 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %656)
  %659 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %656)
  %660 = call i32 @llvm.nvvm.prmt(i32 %658, i32 %659, i32 %657)
  %661 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %660, i32 %607, i32 %655)
  %662 = and i32 %455, 2004318071
  %663 = lshr i32 %455, 1
  %664 = and i32 %663, 1145324612
  %665 = or i32 %664, 839922192
  %666 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %662)
  %667 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %662)
  %668 = call i32 @llvm.nvvm.prmt(i32 %666, i32 %667, i32 %665)
  %669 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %668, i32 %611, i32 %661)
  %670 = lshr i32 %662, 16
  %671 = lshr i32 %665, 16
  %672 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %670)
  %673 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %670)
  %674 = call i32 @llvm.nvvm.prmt(i32 %672, i32 %673, i32 %671)
  %675 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %674, i32 %615, i32 %669)
  %676 = and i32 %456, 2004318071
  %677 = lshr i32 %456, 1
  %678 = and i32 %677, 1145324612
  %679 = or i32 %678, 839922192
  %680 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %676)
  %681 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %676)
  %682 = call i32 @llvm.nvvm.prmt(i32 %680, i32 %681, i32 %679)
  %683 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %682, i32 %619, i32 %675)
  %684 = lshr i32 %676, 16
  %685 = lshr i32 %679, 16
  %686 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %684)
  %687 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %684)
  %688 = call i32 @llvm.nvvm.prmt(i32 %686, i32 %687, i32 %685)
  %689 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %688, i32 %623, i32 %683)
  %690 = and i32 %457, 2004318071
  %691 = lshr i32 %457, 1
  %692 = and i32 %691, 1145324612
  %693 = or i32 %692, 839922192
  %694 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %690)
  %695 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %690)
  %696 = call i32 @llvm.nvvm.prmt(i32 %694, i32 %695, i32 %693)
  %697 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %696, i32 %627, i32 %689)
  %698 = lshr i32 %690, 16
  %699 = lshr i32 %693, 16
  %700 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %698)
  %701 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %698)
  %702 = call i32 @llvm.nvvm.prmt(i32 %700, i32 %701, i32 %699)
  %703 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %702, i32 %631, i32 %697)
  %704 = mul i32 %647, %703
  %705 = sitofp i32 %704 to float
  %706 = fmul float %637, %599
  %707 = call float @llvm.fma.f32(float %706, float %705, float %632)
  %708 = select i1 %571, float %707, float %632
  store float %708, ptr %v6, align 4
  %709 = load float, ptr %v7, align 4
  %710 = and i32 %451, 7
  %711 = and i32 %458, 65535
  %712 = trunc i32 %711 to i16
  %713 = bitcast i16 %712 to half
  %714 = fpext half %713 to float
  %715 = lshr i32 %458, 16
  %716 = mul i32 %710, 4
  %717 = lshr i32 %459, %716
  %718 = and i32 %717, 15
  %719 = mul i32 %710, 2
  %720 = lshr i32 %715, %719
  %721 = and i32 %720, 3
  %722 = shl i32 %721, 4
  %723 = or i32 %718, %722
  %724 = sub i32 %723, 32
  %725 = and i32 %460, 2004318071
  %726 = lshr i32 %460, 1
  %727 = and i32 %726, 1145324612
  %728 = or i32 %727, 839922192
  %729 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %725)
  %730 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %725)
  %731 = call i32 @llvm.nvvm.prmt(i32 %729, i32 %730, i32 %728)
  %732 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %731, i32 %603, i32 0)
  %733 = lshr i32 %725, 16
  %734 = lshr i32 %728, 16
  %735 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %733)
  %736 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %733)
  %737 = call i32 @llvm.nvvm.prmt(i32 %735, i32 %736, i32 %734)
  %738 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %737, i32 %607, i32 %732)
  %739 = and i32 %461, 2004318071
  %740 = lshr i32 %461, 1
  %741 = and i32 %740, 1145324612
  %742 = or i32 %741, 839922192
  %743 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %739)
  %744 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %739)
  %745 = call i32 @llvm.nvvm.prmt(i32 %743, i32 %744, i32 %742)
  %746 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %745, i32 %611, i32 %738)
  %747 = lshr i32 %739, 16
  %748 = lshr i32 %742, 16
  %749 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %747)
  %750 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %747)
  %751 = call i32 @llvm.nvvm.prmt(i32 %749, i32 %750, i32 %748)
  %752 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %751, i32 %615, i32 %746)
  %753 = and i32 %462, 2004318071
  %754 = lshr i32 %462, 1
  %755 = and i32 %754, 1145324612
  %756 = or i32 %755, 839922192
  %757 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %753)
  %758 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %753)
  %759 = call i32 @llvm.nvvm.prmt(i32 %757, i32 %758, i32 %756)
  %760 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %759, i32 %619, i32 %752)
  %761 = lshr i32 %753, 16
  %762 = lshr i32 %756, 16
  %763 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %761)
  %764 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %761)
  %765 = call i32 @llvm.nvvm.prmt(i32 %763, i32 %764, i32 %762)
  %766 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %765, i32 %623, i32 %760)
  %767 = and i32 %463, 2004318071
  %768 = lshr i32 %463, 1
  %769 = and i32 %768, 1145324612
  %770 = or i32 %769, 839922192
  %771 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %767)
  %772 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %767)
  %773 = call i32 @llvm.nvvm.prmt(i32 %771, i32 %772, i32 %770)
  %774 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %773, i32 %627, i32 %766)
  %775 = lshr i32 %767, 16
  %776 = lshr i32 %770, 16
  %777 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %775)
  %778 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %775)
  %779 = call i32 @llvm.nvvm.prmt(i32 %777, i32 %778, i32 %776)
  %780 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %779, i32 %631, i32 %774)
  %781 = mul i32 %724, %780
  %782 = sitofp i32 %781 to float
  %783 = fmul float %714, %599
  %784 = call float @llvm.fma.f32(float %783, float %782, float %709)
  %785 = select i1 %571, float %784, float %709
  store float %785, ptr %v7, align 4
  %786 = load float, ptr %v8, align 4
  %787 = and i32 %451, 7
  %788 = and i32 %464, 65535
  %789 = trunc i32 %788 to i16
  %790 = bitcast i16 %789 to half
  %791 = fpext half %790 to float
  %792 = lshr i32 %464, 16
  %793 = mul i32 %787, 4
  %794 = lshr i32 %465, %793
  %795 = and i32 %794, 15
  %796 = mul i32 %787, 2
  %797 = lshr i32 %792, %796
  %798 = and i32 %797, 3
  %799 = shl i32 %798, 4
  %800 = or i32 %795, %799
  %801 = sub i32 %800, 32
  %802 = and i32 %466, 2004318071
  %803 = lshr i32 %466, 1
  %804 = and i32 %803, 1145324612
  %805 = or i32 %804, 839922192
  %806 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %802)
  %807 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %802)
  %808 = call i32 @llvm.nvvm.prmt(i32 %806, i32 %807, i32 %805)
  %809 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %808, i32 %603, i32 0)
  %810 = lshr i32 %802, 16
  %811 = lshr i32 %805, 16
  %812 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %810)
  %813 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %810)
  %814 = call i32 @llvm.nvvm.prmt(i32 %812, i32 %813, i32 %811)
  %815 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %814, i32 %607, i32 %809)
  %816 = and i32 %467, 2004318071
  %817 = lshr i32 %467, 1
  %818 = and i32 %817, 1145324612
  %819 = or i32 %818, 839922192
  %820 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %816)
  %821 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %816)
  %822 = call i32 @llvm.nvvm.prmt(i32 %820, i32 %821, i32 %819)
  %823 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %822, i32 %611, i32 %815)
  %824 = lshr i32 %816, 16
  %825 = lshr i32 %819, 16
  %826 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %824)
  %827 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %824)
  %828 = call i32 @llvm.nvvm.prmt(i32 %826, i32 %827, i32 %825)
  %829 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %828, i32 %615, i32 %823)
  %830 = and i32 %468, 2004318071
  %831 = lshr i32 %468, 1
  %832 = and i32 %831, 1145324612
  %833 = or i32 %832, 839922192
  %834 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %830)
  %835 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %830)
  %836 = call i32 @llvm.nvvm.prmt(i32 %834, i32 %835, i32 %833)
  %837 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %836, i32 %619, i32 %829)
  %838 = lshr i32 %830, 16
  %839 = lshr i32 %833, 16
  %840 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %838)
  %841 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %838)
  %842 = call i32 @llvm.nvvm.prmt(i32 %840, i32 %841, i32 %839)
  %843 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %842, i32 %623, i32 %837)
  %844 = and i32 %469, 2004318071
  %845 = lshr i32 %469, 1
  %846 = and i32 %845, 1145324612
  %847 = or i32 %846, 839922192
  %848 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %844)
  %849 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %844)
  %850 = call i32 @llvm.nvvm.prmt(i32 %848, i32 %849, i32 %847)
  %851 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %850, i32 %627, i32 %843)
  %852 = lshr i32 %844, 16
  %853 = lshr i32 %847, 16
  %854 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %852)
  %855 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %852)
  %856 = call i32 @llvm.nvvm.prmt(i32 %854, i32 %855, i32 %853)
  %857 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %856, i32 %631, i32 %851)
  %858 = mul i32 %801, %857
  %859 = sitofp i32 %858 to float
  %860 = fmul float %791, %599
  %861 = call float @llvm.fma.f32(float %860, float %859, float %786)
  %862 = select i1 %571, float %861, float %786
  store float %862, ptr %v8, align 4
  %863 = load float, ptr %v9, align 4
  %864 = and i32 %451, 7
  %865 = and i32 %470, 65535
  %866 = trunc i32 %865 to i16
  %867 = bitcast i16 %866 to half
  %868 = fpext half %867 to float
  %869 = lshr i32 %470, 16
  %870 = mul i32 %864, 4
  %871 = lshr i32 %471, %870
  %872 = and i32 %871, 15
  %873 = mul i32 %864, 2
  %874 = lshr i32 %869, %873
  %875 = and i32 %874, 3
  %876 = shl i32 %875, 4
  %877 = or i32 %872, %876
  %878 = sub i32 %877, 32
  %879 = and i32 %472, 2004318071
  %880 = lshr i32 %472, 1
  %881 = and i32 %880, 1145324612
  %882 = or i32 %881, 839922192
  %883 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %879)
  %884 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %879)
  %885 = call i32 @llvm.nvvm.prmt(i32 %883, i32 %884, i32 %882)
  %886 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %885, i32 %603, i32 0)
  %887 = lshr i32 %879, 16
  %888 = lshr i32 %882, 16
  %889 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %887)
  %890 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %887)
  %891 = call i32 @llvm.nvvm.prmt(i32 %889, i32 %890, i32 %888)
  %892 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %891, i32 %607, i32 %886)
  %893 = and i32 %473, 2004318071
  %894 = lshr i32 %473, 1
  %895 = and i32 %894, 1145324612
  %896 = or i32 %895, 839922192
  %897 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %893)
  %898 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %893)
  %899 = call i32 @llvm.nvvm.prmt(i32 %897, i32 %898, i32 %896)
  %900 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %899, i32 %611, i32 %892)
  %901 = lshr i32 %893, 16
  %902 = lshr i32 %896, 16
  %903 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %901)
  %904 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %901)
  %905 = call i32 @llvm.nvvm.prmt(i32 %903, i32 %904, i32 %902)
  %906 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %905, i32 %615, i32 %900)
  %907 = and i32 %474, 2004318071
  %908 = lshr i32 %474, 1
  %909 = and i32 %908, 1145324612
  %910 = or i32 %909, 839922192
  %911 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %907)
  %912 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %907)
  %913 = call i32 @llvm.nvvm.prmt(i32 %911, i32 %912, i32 %910)
  %914 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %913, i32 %619, i32 %906)
  %915 = lshr i32 %907, 16
  %916 = lshr i32 %910, 16
  %917 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %915)
  %918 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %915)
  %919 = call i32 @llvm.nvvm.prmt(i32 %917, i32 %918, i32 %916)
  %920 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %919, i32 %623, i32 %914)
  %921 = and i32 %475, 2004318071
  %922 = lshr i32 %475, 1
  %923 = and i32 %922, 1145324612
  %924 = or i32 %923, 839922192
  %925 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %921)
  %926 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %921)
  %927 = call i32 @llvm.nvvm.prmt(i32 %925, i32 %926, i32 %924)
  %928 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %927, i32 %627, i32 %920)
  %929 = lshr i32 %921, 16
  %930 = lshr i32 %924, 16
  %931 = call i32 @llvm.nvvm.prmt(i32 %40, i32 %45, i32 %929)
  %932 = call i32 @llvm.nvvm.prmt(i32 %50, i32 %55, i32 %929)
  %933 = call i32 @llvm.nvvm.prmt(i32 %931, i32 %932, i32 %930)
  %934 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %933, i32 %631, i32 %928)
  %935 = mul i32 %878, %934
  %936 = sitofp i32 %935 to float
  %937 = fmul float %868, %599
  %938 = call float @llvm.fma.f32(float %937, float %936, float %863)
  %939 = select i1 %571, float %938, float %863
  store float %939, ptr %v9, align 4
  %940 = add i32 %408, 1
  %941 = and i32 %940, 1
  %942 = sext i32 %941 to i64
  %943 = mul i64 %942, 1152
  %944 = getelementptr i8, ptr addrspace(3) @lds3, i64 %943
  %945 = getelementptr i8, ptr addrspace(3) %944, i64 1024
  %946 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %947 = bitcast float %409 to i32
  %948 = and i32 %947, 2147483647
  %949 = bitcast float %410 to i32
  %950 = and i32 %949, 2147483647
  %951 = bitcast float %411 to i32
  %952 = and i32 %951, 2147483647
  %953 = bitcast float %412 to i32
  %954 = and i32 %953, 2147483647
  %955 = icmp ugt i32 %948, %950
  %956 = select i1 %955, i32 %948, i32 %950
  %957 = icmp ugt i32 %952, %954
  %958 = select i1 %957, i32 %952, i32 %954
  %959 = icmp ugt i32 %956, %958
  %960 = select i1 %959, i32 %956, i32 %958
  %961 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 1, i32 31)
  %962 = icmp ugt i32 %960, %961
  %963 = select i1 %962, i32 %960, i32 %961
  %964 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %963, i32 2, i32 31)
  %965 = icmp ugt i32 %963, %964
  %966 = select i1 %965, i32 %963, i32 %964
  %967 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %966, i32 4, i32 31)
  %968 = icmp ugt i32 %966, %967
  %969 = select i1 %968, i32 %966, i32 %967
  %970 = and i32 %969, 2147483647
  %971 = icmp ult i32 %970, 2139095040
  %972 = bitcast i32 %969 to float
  %973 = fdiv float 1.270000e+02, %972
  %974 = bitcast float %973 to i32
  %975 = and i32 %974, 2147483647
  %976 = icmp ult i32 %975, 2139095040
  %977 = select i1 %976, float %973, float 0.000000e+00
  %978 = fmul float %409, %977
  %979 = fadd float %978, 0x4168000000000000
  %980 = bitcast float %979 to i32
  %981 = fmul float %410, %977
  %982 = fadd float %981, 0x4168000000000000
  %983 = bitcast float %982 to i32
  %984 = fmul float %411, %977
  %985 = fadd float %984, 0x4168000000000000
  %986 = bitcast float %985 to i32
  %987 = fmul float %412, %977
  %988 = fadd float %987, 0x4168000000000000
  %989 = bitcast float %988 to i32
  %990 = bitcast i32 %980 to <4 x i8>
  %991 = bitcast i32 %983 to <4 x i8>
  %992 = shufflevector <4 x i8> %990, <4 x i8> %991, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %993 = bitcast <4 x i8> %992 to i32
  %994 = bitcast i32 %986 to <4 x i8>
  %995 = bitcast i32 %989 to <4 x i8>
  %996 = shufflevector <4 x i8> %994, <4 x i8> %995, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %997 = bitcast <4 x i8> %996 to i32
  %998 = bitcast i32 %993 to <4 x i8>
  %999 = bitcast i32 %997 to <4 x i8>
  %1000 = shufflevector <4 x i8> %998, <4 x i8> %999, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1001 = bitcast <4 x i8> %1000 to i32
  %1002 = add i32 %946, 0
  %1003 = sext i32 %1002 to i64
  %1004 = mul i64 %1003, 4
  %1005 = icmp slt i64 %1004, 1024
  br i1 %1005, label %then52, label %endif53

done51:                                           ; preds = %loop49
  %1006 = load float, ptr %v6, align 4
  %1007 = load float, ptr %v7, align 4
  %1008 = load float, ptr %v8, align 4
  %1009 = load float, ptr %v9, align 4
  %1010 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1011 = and i32 %1010, 31
  %1012 = and i32 %1011, 16
  %1013 = icmp ne i32 %1012, 0
  %1014 = select i1 %1013, float %1008, float %1006
  %1015 = select i1 %1013, float %1006, float %1008
  %1016 = bitcast float %1015 to i32
  %1017 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1016, i32 16, i32 31)
  %1018 = bitcast i32 %1017 to float
  %1019 = fadd float %1014, %1018
  %1020 = select i1 %1013, float %1009, float %1007
  %1021 = select i1 %1013, float %1007, float %1009
  %1022 = bitcast float %1021 to i32
  %1023 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1022, i32 16, i32 31)
  %1024 = bitcast i32 %1023 to float
  %1025 = fadd float %1020, %1024
  %1026 = and i32 %1011, 8
  %1027 = icmp ne i32 %1026, 0
  %1028 = select i1 %1027, float %1025, float %1019
  %1029 = select i1 %1027, float %1019, float %1025
  %1030 = bitcast float %1029 to i32
  %1031 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1030, i32 8, i32 31)
  %1032 = bitcast i32 %1031 to float
  %1033 = fadd float %1028, %1032
  %1034 = bitcast float %1033 to i32
  %1035 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1034, i32 4, i32 31)
  %1036 = bitcast i32 %1035 to float
  %1037 = fadd float %1033, %1036
  %1038 = bitcast float %1037 to i32
  %1039 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1038, i32 2, i32 31)
  %1040 = bitcast i32 %1039 to float
  %1041 = fadd float %1037, %1040
  %1042 = bitcast float %1041 to i32
  %1043 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1042, i32 1, i32 31)
  %1044 = bitcast i32 %1043 to float
  %1045 = fadd float %1041, %1044
  store float %1045, ptr %v5, align 4
  %1046 = and i1 %74, %66
  br i1 %1046, label %then60, label %endif61

then52:                                           ; preds = %body50
  %1047 = lshr i64 %1004, 2
  %1048 = mul i64 %1047, 4
  %1049 = getelementptr i8, ptr addrspace(3) %944, i64 %1048
  store i32 %1001, ptr addrspace(3) %1049, align 4
  %1050 = and i64 %1004, 31
  %1051 = icmp eq i64 %1050, 0
  br i1 %1051, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %body50
  %1052 = bitcast float %413 to i32
  %1053 = and i32 %1052, 2147483647
  %1054 = bitcast float %414 to i32
  %1055 = and i32 %1054, 2147483647
  %1056 = bitcast float %415 to i32
  %1057 = and i32 %1056, 2147483647
  %1058 = bitcast float %416 to i32
  %1059 = and i32 %1058, 2147483647
  %1060 = icmp ugt i32 %1053, %1055
  %1061 = select i1 %1060, i32 %1053, i32 %1055
  %1062 = icmp ugt i32 %1057, %1059
  %1063 = select i1 %1062, i32 %1057, i32 %1059
  %1064 = icmp ugt i32 %1061, %1063
  %1065 = select i1 %1064, i32 %1061, i32 %1063
  %1066 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1065, i32 1, i32 31)
  %1067 = icmp ugt i32 %1065, %1066
  %1068 = select i1 %1067, i32 %1065, i32 %1066
  %1069 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1068, i32 2, i32 31)
  %1070 = icmp ugt i32 %1068, %1069
  %1071 = select i1 %1070, i32 %1068, i32 %1069
  %1072 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1071, i32 4, i32 31)
  %1073 = icmp ugt i32 %1071, %1072
  %1074 = select i1 %1073, i32 %1071, i32 %1072
  %1075 = and i32 %1074, 2147483647
  %1076 = icmp ult i32 %1075, 2139095040
  %1077 = bitcast i32 %1074 to float
  %1078 = fdiv float 1.270000e+02, %1077
  %1079 = bitcast float %1078 to i32
  %1080 = and i32 %1079, 2147483647
  %1081 = icmp ult i32 %1080, 2139095040
  %1082 = select i1 %1081, float %1078, float 0.000000e+00
  %1083 = fmul float %413, %1082
  %1084 = fadd float %1083, 0x4168000000000000
  %1085 = bitcast float %1084 to i32
  %1086 = fmul float %414, %1082
  %1087 = fadd float %1086, 0x4168000000000000
  %1088 = bitcast float %1087 to i32
  %1089 = fmul float %415, %1082
  %1090 = fadd float %1089, 0x4168000000000000
  %1091 = bitcast float %1090 to i32
  %1092 = fmul float %416, %1082
  %1093 = fadd float %1092, 0x4168000000000000
  %1094 = bitcast float %1093 to i32
  %1095 = bitcast i32 %1085 to <4 x i8>
  %1096 = bitcast i32 %1088 to <4 x i8>
  %1097 = shufflevector <4 x i8> %1095, <4 x i8> %1096, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1098 = bitcast <4 x i8> %1097 to i32
  %1099 = bitcast i32 %1091 to <4 x i8>
  %1100 = bitcast i32 %1094 to <4 x i8>
  %1101 = shufflevector <4 x i8> %1099, <4 x i8> %1100, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1102 = bitcast <4 x i8> %1101 to i32
  %1103 = bitcast i32 %1098 to <4 x i8>
  %1104 = bitcast i32 %1102 to <4 x i8>
  %1105 = shufflevector <4 x i8> %1103, <4 x i8> %1104, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1106 = bitcast <4 x i8> %1105 to i32
  %1107 = add i32 %946, 128
  %1108 = sext i32 %1107 to i64
  %1109 = mul i64 %1108, 4
  %1110 = icmp slt i64 %1109, 1024
  br i1 %1110, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1111 = fmul float %972, 0x3F80204080000000
  %1112 = select i1 %971, float %1111, float 0x7FF8000000000000
  %1113 = lshr i64 %1004, 5
  %1114 = mul i64 %1113, 4
  %1115 = getelementptr i8, ptr addrspace(3) %945, i64 %1114
  store float %1112, ptr addrspace(3) %1115, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1116 = lshr i64 %1109, 2
  %1117 = mul i64 %1116, 4
  %1118 = getelementptr i8, ptr addrspace(3) %944, i64 %1117
  store i32 %1106, ptr addrspace(3) %1118, align 4
  %1119 = and i64 %1109, 31
  %1120 = icmp eq i64 %1119, 0
  br i1 %1120, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1121 = load i32, ptr %v48, align 4
  %1122 = add i32 %1121, 1
  store i32 %1122, ptr %v48, align 4
  br label %loop49

then58:                                           ; preds = %then56
  %1123 = fmul float %1077, 0x3F80204080000000
  %1124 = select i1 %1076, float %1123, float 0x7FF8000000000000
  %1125 = lshr i64 %1109, 5
  %1126 = mul i64 %1125, 4
  %1127 = getelementptr i8, ptr addrspace(3) %945, i64 %1126
  store float %1124, ptr addrspace(3) %1127, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done51
  %1128 = load float, ptr %v5, align 4
  %1129 = add i32 %73, %64
  %1130 = icmp slt i32 %1129, %3
  br i1 %1130, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done51
  %1131 = load i32, ptr %v1, align 4
  %1132 = add i32 %1131, 4
  store i32 %1132, ptr %v1, align 4
  br label %loop2

then62:                                           ; preds = %then60
  %1133 = add i32 0, %1129
  %1134 = sext i32 %1133 to i64
  %1135 = mul i64 %1134, 4
  %1136 = getelementptr i8, ptr addrspace(1) %0, i64 %1135
  store float %1128, ptr addrspace(1) %1136, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61
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
