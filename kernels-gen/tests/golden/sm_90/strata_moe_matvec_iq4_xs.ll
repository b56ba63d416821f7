; ModuleID = 'strata_moe_matvec_iq4_xs'
source_filename = "strata_moe_matvec_iq4_xs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@strata_kvalues_iq4nl_f32 = internal addrspace(1) constant [16 x i32] [i32 -1023541248, i32 -1026555904, i32 -1029308416, i32 -1031667712, i32 -1035730944, i32 -1039400960, i32 -1045430272, i32 -1054867456, i32 1065353216, i32 1095761920, i32 1103626240, i32 1108869120, i32 1112801280, i32 1116340224, i32 1118961664, i32 1122107392], align 16
@lds2 = internal addrspace(3) global [64 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq4_xs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v50 = alloca i32, align 4
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
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = mul i32 %9, 4
  %11 = add i32 %10, 0
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(3) @lds1, i64 %13
  store i32 -1079142271, ptr addrspace(3) %14, align 4
  %15 = add i32 %10, 1
  %16 = sext i32 %15 to i64
  %17 = mul i64 %16, 4
  %18 = getelementptr i8, ptr addrspace(3) @lds1, i64 %17
  store i32 -152379953, ptr addrspace(3) %18, align 4
  %19 = add i32 %10, 2
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = getelementptr i8, ptr addrspace(3) @lds1, i64 %21
  store i32 639175937, ptr addrspace(3) %22, align 4
  %23 = add i32 %10, 3
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(3) @lds1, i64 %25
  store i32 1901675829, ptr addrspace(3) %26, align 4
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %27, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %28 = load i32, ptr %v, align 4
  %29 = icmp slt i32 %28, 16
  br i1 %29, label %body, label %done

body:                                             ; preds = %loop
  %30 = load i32, ptr %v, align 4
  %31 = sext i32 %30 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(1) @strata_kvalues_iq4nl_f32, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = sext i32 %30 to i64
  %36 = mul i64 %35, 4
  %37 = getelementptr i8, ptr addrspace(3) @lds2, i64 %36
  store i32 %34, ptr addrspace(3) %37, align 4
  %38 = load i32, ptr %v, align 4
  %39 = add i32 %38, 128
  store i32 %39, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %40 = add i32 %10, 0
  %41 = sext i32 %40 to i64
  %42 = mul i64 %41, 4
  %43 = getelementptr i8, ptr addrspace(3) @lds1, i64 %42
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = add i32 %10, 1
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(3) @lds1, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4
  %50 = add i32 %10, 2
  %51 = sext i32 %50 to i64
  %52 = mul i64 %51, 4
  %53 = getelementptr i8, ptr addrspace(3) @lds1, i64 %52
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = add i32 %10, 3
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(3) @lds1, i64 %57
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %61 = urem i32 %60, %7
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %2, i64 %63
  %65 = load i32, ptr addrspace(1) %64, align 4
  %66 = icmp sge i32 %65, 0
  br i1 %66, label %then, label %endif

then:                                             ; preds = %done
  %67 = udiv i32 %60, %7
  %68 = mul i32 %67, %8
  %69 = add i32 %65, %68
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 8
  %72 = getelementptr i8, ptr addrspace(1) %1, i64 %71
  %73 = load i64, ptr addrspace(1) %72, align 8
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = sext i32 %60 to i64
  %76 = sext i32 %6 to i64
  %77 = mul i64 %75, %76
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %3, i64 %78
  %80 = mul i32 %60, %4
  %81 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %82 = lshr i32 %81, 5
  %83 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %84 = and i32 %83, 31
  %85 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %86 = mul i32 %85, 16
  %87 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %88 = and i32 %87, 31
  %89 = lshr i32 %88, 3
  %90 = and i32 %88, 7
  %91 = icmp eq i32 %90, 0
  store i32 %82, ptr %v1, align 4
  br label %loop2

endif:                                            ; preds = %done4, %done
  ret void

loop2:                                            ; preds = %endif63, %then
  %92 = load i32, ptr %v1, align 4
  %93 = icmp slt i32 %92, 4
  br i1 %93, label %body3, label %done4

body3:                                            ; preds = %loop2
  %94 = load i32, ptr %v1, align 4
  %95 = udiv i32 %94, 1
  %96 = urem i32 %94, 1
  %97 = mul i32 %95, 4
  %98 = add i32 %86, %97
  %99 = icmp slt i32 %98, %4
  store float 0.000000e+00, ptr %v5, align 4
  %100 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %101 = and i32 %100, 31
  %102 = sext i32 %5 to i64
  %103 = udiv i64 %102, 256
  %104 = mul i64 %103, 136
  %105 = sub i32 %4, 1
  %106 = add i32 %98, 0
  %107 = icmp sgt i32 %106, %105
  %108 = select i1 %107, i32 %105, i32 %106
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, %104
  %111 = getelementptr i8, ptr addrspace(1) %74, i64 %110
  %112 = add i32 %98, 1
  %113 = icmp sgt i32 %112, %105
  %114 = select i1 %113, i32 %105, i32 %112
  %115 = sext i32 %114 to i64
  %116 = mul i64 %115, %104
  %117 = getelementptr i8, ptr addrspace(1) %74, i64 %116
  %118 = add i32 %98, 2
  %119 = icmp sgt i32 %118, %105
  %120 = select i1 %119, i32 %105, i32 %118
  %121 = sext i32 %120 to i64
  %122 = mul i64 %121, %104
  %123 = getelementptr i8, ptr addrspace(1) %74, i64 %122
  %124 = add i32 %98, 3
  %125 = icmp sgt i32 %124, %105
  %126 = select i1 %125, i32 %105, i32 %124
  %127 = sext i32 %126 to i64
  %128 = mul i64 %127, %104
  %129 = getelementptr i8, ptr addrspace(1) %74, i64 %128
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %130 = udiv i32 %5, 32
  %131 = mul i32 %96, 32
  %132 = add i32 %101, %131
  %133 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %134 = sext i32 %5 to i64
  %135 = sub i32 %130, 1
  %136 = icmp sgt i32 %132, %135
  %137 = select i1 %136, i32 %135, i32 %132
  %138 = lshr i32 %137, 3
  %139 = and i32 %137, 7
  %140 = sext i32 %138 to i64
  %141 = mul i64 %140, 136
  %142 = add i64 %141, 0
  %143 = getelementptr i8, ptr addrspace(1) %111, i64 %142
  %144 = getelementptr i8, ptr addrspace(1) %143, i64 0
  %145 = load <2 x i32>, ptr addrspace(1) %144, align 8
  %146 = extractelement <2 x i32> %145, i32 0
  %147 = extractelement <2 x i32> %145, i32 1
  %148 = sext i32 %139 to i64
  %149 = mul i64 %148, 16
  %150 = add i64 %149, 8
  %151 = add i64 %150, 0
  %152 = getelementptr i8, ptr addrspace(1) %143, i64 %151
  %153 = load <2 x i32>, ptr addrspace(1) %152, align 8
  %154 = extractelement <2 x i32> %153, i32 0
  %155 = extractelement <2 x i32> %153, i32 1
  %156 = add i64 %150, 8
  %157 = getelementptr i8, ptr addrspace(1) %143, i64 %156
  %158 = load <2 x i32>, ptr addrspace(1) %157, align 8
  %159 = extractelement <2 x i32> %158, i32 0
  %160 = extractelement <2 x i32> %158, i32 1
  store i32 %146, ptr %v10, align 4
  store i32 %147, ptr %v11, align 4
  store i32 %154, ptr %v12, align 4
  store i32 %155, ptr %v13, align 4
  store i32 %159, ptr %v14, align 4
  store i32 %160, ptr %v15, align 4
  %161 = lshr i32 %137, 3
  %162 = and i32 %137, 7
  %163 = sext i32 %161 to i64
  %164 = mul i64 %163, 136
  %165 = add i64 %164, 0
  %166 = getelementptr i8, ptr addrspace(1) %117, i64 %165
  %167 = getelementptr i8, ptr addrspace(1) %166, i64 0
  %168 = load <2 x i32>, ptr addrspace(1) %167, align 8
  %169 = extractelement <2 x i32> %168, i32 0
  %170 = extractelement <2 x i32> %168, i32 1
  %171 = sext i32 %162 to i64
  %172 = mul i64 %171, 16
  %173 = add i64 %172, 8
  %174 = add i64 %173, 0
  %175 = getelementptr i8, ptr addrspace(1) %166, i64 %174
  %176 = load <2 x i32>, ptr addrspace(1) %175, align 8
  %177 = extractelement <2 x i32> %176, i32 0
  %178 = extractelement <2 x i32> %176, i32 1
  %179 = add i64 %173, 8
  %180 = getelementptr i8, ptr addrspace(1) %166, i64 %179
  %181 = load <2 x i32>, ptr addrspace(1) %180, align 8
  %182 = extractelement <2 x i32> %181, i32 0
  %183 = extractelement <2 x i32> %181, i32 1
  store i32 %169, ptr %v16, align 4
  store i32 %170, ptr %v17, align 4
  store i32 %177, ptr %v18, align 4
  store i32 %178, ptr %v19, align 4
  store i32 %182, ptr %v20, align 4
  store i32 %183, ptr %v21, align 4
  %184 = lshr i32 %137, 3
  %185 = and i32 %137, 7
  %186 = sext i32 %184 to i64
  %187 = mul i64 %186, 136
  %188 = add i64 %187, 0
  %189 = getelementptr i8, ptr addrspace(1) %123, i64 %188
  %190 = getelementptr i8, ptr addrspace(1) %189, i64 0
  %191 = load <2 x i32>, ptr addrspace(1) %190, align 8
  %192 = extractelement <2 x i32> %191, i32 0
  %193 = extractelement <2 x i32> %191, i32 1
  %194 = sext i32 %185 to i64
  %195 = mul i64 %194, 16
  %196 = add i64 %195, 8
  %197 = add i64 %196, 0
  %198 = getelementptr i8, ptr addrspace(1) %189, i64 %197
  %199 = load <2 x i32>, ptr addrspace(1) %198, align 8
  %200 = extractelement <2 x i32> %199, i32 0
  %201 = extractelement <2 x i32> %199, i32 1
  %202 = add i64 %196, 8
  %203 = getelementptr i8, ptr addrspace(1) %189, i64 %202
  %204 = load <2 x i32>, ptr addrspace(1) %203, align 8
  %205 = extractelement <2 x i32> %204, i32 0
  %206 = extractelement <2 x i32> %204, i32 1
  store i32 %192, ptr %v22, align 4
  store i32 %193, ptr %v23, align 4
  store i32 %200, ptr %v24, align 4
  store i32 %201, ptr %v25, align 4
  store i32 %205, ptr %v26, align 4
  store i32 %206, ptr %v27, align 4
  %207 = lshr i32 %137, 3
  %208 = and i32 %137, 7
  %209 = sext i32 %207 to i64
  %210 = mul i64 %209, 136
  %211 = add i64 %210, 0
  %212 = getelementptr i8, ptr addrspace(1) %129, i64 %211
  %213 = getelementptr i8, ptr addrspace(1) %212, i64 0
  %214 = load <2 x i32>, ptr addrspace(1) %213, align 8
  %215 = extractelement <2 x i32> %214, i32 0
  %216 = extractelement <2 x i32> %214, i32 1
  %217 = sext i32 %208 to i64
  %218 = mul i64 %217, 16
  %219 = add i64 %218, 8
  %220 = add i64 %219, 0
  %221 = getelementptr i8, ptr addrspace(1) %212, i64 %220
  %222 = load <2 x i32>, ptr addrspace(1) %221, align 8
  %223 = extractelement <2 x i32> %222, i32 0
  %224 = extractelement <2 x i32> %222, i32 1
  %225 = add i64 %219, 8
  %226 = getelementptr i8, ptr addrspace(1) %212, i64 %225
  %227 = load <2 x i32>, ptr addrspace(1) %226, align 8
  %228 = extractelement <2 x i32> %227, i32 0
  %229 = extractelement <2 x i32> %227, i32 1
  store i32 %215, ptr %v28, align 4
  store i32 %216, ptr %v29, align 4
  store i32 %223, ptr %v30, align 4
  store i32 %224, ptr %v31, align 4
  store i32 %228, ptr %v32, align 4
  store i32 %229, ptr %v33, align 4
  %230 = add i32 %133, 0
  %231 = sext i32 %230 to i64
  %232 = mul i64 %231, 4
  %233 = add i64 0, %232
  %234 = icmp slt i64 %233, %134
  %235 = icmp slt i64 %232, 1024
  %236 = and i1 %234, %235
  %237 = select i1 %236, i64 %233, i64 0
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr addrspace(1) %79, i64 %238
  %240 = load <4 x float>, ptr addrspace(1) %239, align 16
  %241 = extractelement <4 x float> %240, i32 0
  %242 = extractelement <4 x float> %240, i32 1
  %243 = extractelement <4 x float> %240, i32 2
  %244 = extractelement <4 x float> %240, i32 3
  %245 = add i32 %133, 128
  %246 = sext i32 %245 to i64
  %247 = mul i64 %246, 4
  %248 = add i64 0, %247
  %249 = icmp slt i64 %248, %134
  %250 = icmp slt i64 %247, 1024
  %251 = and i1 %249, %250
  %252 = select i1 %251, i64 %248, i64 0
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %79, i64 %253
  %255 = load <4 x float>, ptr addrspace(1) %254, align 16
  %256 = extractelement <4 x float> %255, i32 0
  %257 = extractelement <4 x float> %255, i32 1
  %258 = extractelement <4 x float> %255, i32 2
  %259 = extractelement <4 x float> %255, i32 3
  %260 = add i32 %133, 0
  %261 = sext i32 %260 to i64
  %262 = mul i64 %261, 4
  %263 = add i64 1024, %262
  %264 = icmp slt i64 %263, %134
  %265 = icmp slt i64 %262, 1024
  %266 = and i1 %264, %265
  %267 = select i1 %266, i64 %263, i64 0
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %79, i64 %268
  %270 = load <4 x float>, ptr addrspace(1) %269, align 16
  %271 = extractelement <4 x float> %270, i32 0
  %272 = extractelement <4 x float> %270, i32 1
  %273 = extractelement <4 x float> %270, i32 2
  %274 = extractelement <4 x float> %270, i32 3
  %275 = add i32 %133, 128
  %276 = sext i32 %275 to i64
  %277 = mul i64 %276, 4
  %278 = add i64 1024, %277
  %279 = icmp slt i64 %278, %134
  %280 = icmp slt i64 %277, 1024
  %281 = and i1 %279, %280
  %282 = select i1 %281, i64 %278, i64 0
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %79, i64 %283
  %285 = load <4 x float>, ptr addrspace(1) %284, align 16
  %286 = extractelement <4 x float> %285, i32 0
  %287 = extractelement <4 x float> %285, i32 1
  %288 = extractelement <4 x float> %285, i32 2
  %289 = extractelement <4 x float> %285, i32 3
  store float %271, ptr %v34, align 4
  store float %272, ptr %v35, align 4
  store float %273, ptr %v36, align 4
  store float %274, ptr %v37, align 4
  store float %286, ptr %v38, align 4
  store float %287, ptr %v39, align 4
  store float %288, ptr %v40, align 4
  store float %289, ptr %v41, align 4
  %290 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %291 = bitcast float %241 to i32
  %292 = and i32 %291, 2147483647
  %293 = bitcast float %242 to i32
  %294 = and i32 %293, 2147483647
  %295 = bitcast float %243 to i32
  %296 = and i32 %295, 2147483647
  %297 = bitcast float %244 to i32
  %298 = and i32 %297, 2147483647
  %299 = icmp ugt i32 %292, %294
  %300 = select i1 %299, i32 %292, i32 %294
  %301 = icmp ugt i32 %296, %298
  %302 = select i1 %301, i32 %296, i32 %298
  %303 = icmp ugt i32 %300, %302
  %304 = select i1 %303, i32 %300, i32 %302
  %305 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %304, i32 1, i32 31)
  %306 = icmp ugt i32 %304, %305
  %307 = select i1 %306, i32 %304, i32 %305
  %308 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %307, i32 2, i32 31)
  %309 = icmp ugt i32 %307, %308
  %310 = select i1 %309, i32 %307, i32 %308
  %311 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %310, i32 4, i32 31)
  %312 = icmp ugt i32 %310, %311
  %313 = select i1 %312, i32 %310, i32 %311
  %314 = and i32 %313, 2147483647
  %315 = icmp ult i32 %314, 2139095040
  %316 = bitcast i32 %313 to float
  %317 = fdiv float 1.270000e+02, %316
  %318 = bitcast float %317 to i32
  %319 = and i32 %318, 2147483647
  %320 = icmp ult i32 %319, 2139095040
  %321 = select i1 %320, float %317, float 0.000000e+00
  %322 = fmul float %241, %321
  %323 = fadd float %322, 0x4168000000000000
  %324 = bitcast float %323 to i32
  %325 = fmul float %242, %321
  %326 = fadd float %325, 0x4168000000000000
  %327 = bitcast float %326 to i32
  %328 = fmul float %243, %321
  %329 = fadd float %328, 0x4168000000000000
  %330 = bitcast float %329 to i32
  %331 = fmul float %244, %321
  %332 = fadd float %331, 0x4168000000000000
  %333 = bitcast float %332 to i32
  %334 = bitcast i32 %324 to <4 x i8>
  %335 = bitcast i32 %327 to <4 x i8>
  %336 = shufflevector <4 x i8> %334, <4 x i8> %335, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %337 = bitcast <4 x i8> %336 to i32
  %338 = bitcast i32 %330 to <4 x i8>
  %339 = bitcast i32 %333 to <4 x i8>
  %340 = shufflevector <4 x i8> %338, <4 x i8> %339, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %341 = bitcast <4 x i8> %340 to i32
  %342 = bitcast i32 %337 to <4 x i8>
  %343 = bitcast i32 %341 to <4 x i8>
  %344 = shufflevector <4 x i8> %342, <4 x i8> %343, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %345 = bitcast <4 x i8> %344 to i32
  %346 = add i32 %290, 0
  %347 = sext i32 %346 to i64
  %348 = mul i64 %347, 4
  %349 = icmp slt i64 %348, 1024
  br i1 %349, label %then42, label %endif43

done4:                                            ; preds = %loop2
  br label %endif

then42:                                           ; preds = %body3
  %350 = lshr i64 %348, 2
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(3) @lds3, i64 %351
  store i32 %345, ptr addrspace(3) %352, align 4
  %353 = and i64 %348, 31
  %354 = icmp eq i64 %353, 0
  br i1 %354, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %body3
  %355 = bitcast float %256 to i32
  %356 = and i32 %355, 2147483647
  %357 = bitcast float %257 to i32
  %358 = and i32 %357, 2147483647
  %359 = bitcast float %258 to i32
  %360 = and i32 %359, 2147483647
  %361 = bitcast float %259 to i32
  %362 = and i32 %361, 2147483647
  %363 = icmp ugt i32 %356, %358
  %364 = select i1 %363, i32 %356, i32 %358
  %365 = icmp ugt i32 %360, %362
  %366 = select i1 %365, i32 %360, i32 %362
  %367 = icmp ugt i32 %364, %366
  %368 = select i1 %367, i32 %364, i32 %366
  %369 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %368, i32 1, i32 31)
  %370 = icmp ugt i32 %368, %369
  %371 = select i1 %370, i32 %368, i32 %369
  %372 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %371, i32 2, i32 31)
  %373 = icmp ugt i32 %371, %372
  %374 = select i1 %373, i32 %371, i32 %372
  %375 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %374, i32 4, i32 31)
  %376 = icmp ugt i32 %374, %375
  %377 = select i1 %376, i32 %374, i32 %375
  %378 = and i32 %377, 2147483647
  %379 = icmp ult i32 %378, 2139095040
  %380 = bitcast i32 %377 to float
  %381 = fdiv float 1.270000e+02, %380
  %382 = bitcast float %381 to i32
  %383 = and i32 %382, 2147483647
  %384 = icmp ult i32 %383, 2139095040
  %385 = select i1 %384, float %381, float 0.000000e+00
  %386 = fmul float %256, %385
  %387 = fadd float %386, 0x4168000000000000
  %388 = bitcast float %387 to i32
  %389 = fmul float %257, %385
  %390 = fadd float %389, 0x4168000000000000
  %391 = bitcast float %390 to i32
  %392 = fmul float %258, %385
  %393 = fadd float %392, 0x4168000000000000
  %394 = bitcast float %393 to i32
  %395 = fmul float %259, %385
  %396 = fadd float %395, 0x4168000000000000
  %397 = bitcast float %396 to i32
  %398 = bitcast i32 %388 to <4 x i8>
  %399 = bitcast i32 %391 to <4 x i8>
  %400 = shufflevector <4 x i8> %398, <4 x i8> %399, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %401 = bitcast <4 x i8> %400 to i32
  %402 = bitcast i32 %394 to <4 x i8>
  %403 = bitcast i32 %397 to <4 x i8>
  %404 = shufflevector <4 x i8> %402, <4 x i8> %403, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %405 = bitcast <4 x i8> %404 to i32
  %406 = bitcast i32 %401 to <4 x i8>
  %407 = bitcast i32 %405 to <4 x i8>
  %408 = shufflevector <4 x i8> %406, <4 x i8> %407, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %409 = bitcast <4 x i8> %408 to i32
  %410 = add i32 %290, 128
  %411 = sext i32 %410 to i64
  %412 = mul i64 %411, 4
  %413 = icmp slt i64 %412, 1024
  br i1 %413, label %then46, label %endif47

then44:                                           ; preds = %then42
  %414 = fmul float %316, 0x3F80204080000000
  %415 = select i1 %315, float %414, float 0x7FF8000000000000
  %416 = lshr i64 %348, 5
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %417
  store float %415, ptr addrspace(3) %418, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %419 = lshr i64 %412, 2
  %420 = mul i64 %419, 4
  %421 = getelementptr i8, ptr addrspace(3) @lds3, i64 %420
  store i32 %409, ptr addrspace(3) %421, align 4
  %422 = and i64 %412, 31
  %423 = icmp eq i64 %422, 0
  br i1 %423, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  call void @llvm.nvvm.barrier0()
  %424 = add i32 %130, 31
  %425 = udiv i32 %424, 32
  store i32 0, ptr %v50, align 4
  br label %loop51

then48:                                           ; preds = %then46
  %426 = fmul float %380, 0x3F80204080000000
  %427 = select i1 %379, float %426, float 0x7FF8000000000000
  %428 = lshr i64 %412, 5
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %429
  store float %427, ptr addrspace(3) %430, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

loop51:                                           ; preds = %endif59, %endif47
  %431 = load i32, ptr %v50, align 4
  %432 = icmp slt i32 %431, %425
  br i1 %432, label %body52, label %done53

body52:                                           ; preds = %loop51
  %433 = load i32, ptr %v50, align 4
  %434 = load float, ptr %v34, align 4
  %435 = load float, ptr %v35, align 4
  %436 = load float, ptr %v36, align 4
  %437 = load float, ptr %v37, align 4
  %438 = load float, ptr %v38, align 4
  %439 = load float, ptr %v39, align 4
  %440 = load float, ptr %v40, align 4
  %441 = load float, ptr %v41, align 4
  %442 = add i32 %433, 2
  %443 = sext i32 %442 to i64
  %444 = mul i64 %443, 1024
  %445 = add i32 %133, 0
  %446 = sext i32 %445 to i64
  %447 = mul i64 %446, 4
  %448 = add i64 %444, %447
  %449 = icmp slt i64 %448, %134
  %450 = icmp slt i64 %447, 1024
  %451 = and i1 %449, %450
  %452 = select i1 %451, i64 %448, i64 0
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %79, i64 %453
  %455 = load <4 x float>, ptr addrspace(1) %454, align 16
  %456 = extractelement <4 x float> %455, i32 0
  %457 = extractelement <4 x float> %455, i32 1
  %458 = extractelement <4 x float> %455, i32 2
  %459 = extractelement <4 x float> %455, i32 3
  %460 = add i32 %133, 128
  %461 = sext i32 %460 to i64
  %462 = mul i64 %461, 4
  %463 = add i64 %444, %462
  %464 = icmp slt i64 %463, %134
  %465 = icmp slt i64 %462, 1024
  %466 = and i1 %464, %465
  %467 = select i1 %466, i64 %463, i64 0
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %79, i64 %468
  %470 = load <4 x float>, ptr addrspace(1) %469, align 16
  %471 = extractelement <4 x float> %470, i32 0
  %472 = extractelement <4 x float> %470, i32 1
  %473 = extractelement <4 x float> %470, i32 2
  %474 = extractelement <4 x float> %470, i32 3
  store float %456, ptr %v34, align 4
  store float %457, ptr %v35, align 4
  store float %458, ptr %v36, align 4
  store float %459, ptr %v37, align 4
  store float %471, ptr %v38, align 4
  store float %472, ptr %v39, align 4
  store float %473, ptr %v40, align 4
  store float %474, ptr %v41, align 4
  %475 = mul i32 %433, 32
  %476 = add i32 %132, %475
  %477 = load i32, ptr %v10, align 4
  %478 = load i32, ptr %v11, align 4
  %479 = load i32, ptr %v12, align 4
  %480 = load i32, ptr %v13, align 4
  %481 = load i32, ptr %v14, align 4
  %482 = load i32, ptr %v15, align 4
  %483 = load i32, ptr %v16, align 4
  %484 = load i32, ptr %v17, align 4
  %485 = load i32, ptr %v18, align 4
  %486 = load i32, ptr %v19, align 4
  %487 = load i32, ptr %v20, align 4
  %488 = load i32, ptr %v21, align 4
  %489 = load i32, ptr %v22, align 4
  %490 = load i32, ptr %v23, align 4
  %491 = load i32, ptr %v24, align 4
  %492 = load i32, ptr %v25, align 4
  %493 = load i32, ptr %v26, align 4
  %494 = load i32, ptr %v27, align 4
  %495 = load i32, ptr %v28, align 4
  %496 = load i32, ptr %v29, align 4
  %497 = load i32, ptr %v30, align 4
  %498 = load i32, ptr %v31, align 4
  %499 = load i32, ptr %v32, align 4
  %500 = load i32, ptr %v33, align 4
  %501 = add i32 %476, 32
  %502 = icmp sgt i32 %501, %135
  %503 = select i1 %502, i32 %135, i32 %501
  %504 = lshr i32 %503, 3
  %505 = and i32 %503, 7
  %506 = sext i32 %504 to i64
  %507 = mul i64 %506, 136
  %508 = add i64 %507, 0
  %509 = getelementptr i8, ptr addrspace(1) %111, i64 %508
  %510 = getelementptr i8, ptr addrspace(1) %509, i64 0
  %511 = load <2 x i32>, ptr addrspace(1) %510, align 8
  %512 = extractelement <2 x i32> %511, i32 0
  %513 = extractelement <2 x i32> %511, i32 1
  %514 = sext i32 %505 to i64
  %515 = mul i64 %514, 16
  %516 = add i64 %515, 8
  %517 = add i64 %516, 0
  %518 = getelementptr i8, ptr addrspace(1) %509, i64 %517
  %519 = load <2 x i32>, ptr addrspace(1) %518, align 8
  %520 = extractelement <2 x i32> %519, i32 0
  %521 = extractelement <2 x i32> %519, i32 1
  %522 = add i64 %516, 8
  %523 = getelementptr i8, ptr addrspace(1) %509, i64 %522
  %524 = load <2 x i32>, ptr addrspace(1) %523, align 8
  %525 = extractelement <2 x i32> %524, i32 0
  %526 = extractelement <2 x i32> %524, i32 1
  store i32 %512, ptr %v10, align 4
  store i32 %513, ptr %v11, align 4
  store i32 %520, ptr %v12, align 4
  store i32 %521, ptr %v13, align 4
  store i32 %525, ptr %v14, align 4
  store i32 %526, ptr %v15, align 4
  %527 = lshr i32 %503, 3
  %528 = and i32 %503, 7
  %529 = sext i32 %527 to i64
  %530 = mul i64 %529, 136
  %531 = add i64 %530, 0
  %532 = getelementptr i8, ptr addrspace(1) %117, i64 %531
  %533 = getelementptr i8, ptr addrspace(1) %532, i64 0
  %534 = load <2 x i32>, ptr addrspace(1) %533, align 8
  %535 = extractelement <2 x i32> %534, i32 0
  %536 = extractelement <2 x i32> %534, i32 1
  %537 = sext i32 %528 to i64
  %538 = mul i64 %537, 16
  %539 = add i64 %538, 8
  %540 = add i64 %539, 0
  %541 = getelementptr i8, ptr addrspace(1) %532, i64 %540
  %542 = load <2 x i32>, ptr addrspace(1) %541, align 8
  %543 = extractelement <2 x i32> %542, i32 0
  %544 = extractelement <2 x i32> %542, i32 1
  %545 = add i64 %539, 8
  %546 = getelementptr i8, ptr addrspace(1) %532, i64 %545
  %547 = load <2 x i32>, ptr addrspace(1) %546, align 8
  %548 = extractelement <2 x i32> %547, i32 0
  %549 = extractelement <2 x i32> %547, i32 1
  store i32 %535, ptr %v16, align 4
  store i32 %536, ptr %v17, align 4
  store i32 %543, ptr %v18, align 4
  store i32 %544, ptr %v19, align 4
  store i32 %548, ptr %v20, align 4
  store i32 %549, ptr %v21, align 4
  %550 = lshr i32 %503, 3
  %551 = and i32 %503, 7
  %552 = sext i32 %550 to i64
  %553 = mul i64 %552, 136
  %554 = add i64 %553, 0
  %555 = getelementptr i8, ptr addrspace(1) %123, i64 %554
  %556 = getelementptr i8, ptr addrspace(1) %555, i64 0
  %557 = load <2 x i32>, ptr addrspace(1) %556, align 8
  %558 = extractelement <2 x i32> %557, i32 0
  %559 = extractelement <2 x i32> %557, i32 1
  %560 = sext i32 %551 to i64
  %561 = mul i64 %560, 16
  %562 = add i64 %561, 8
  %563 = add i64 %562, 0
  %564 = getelementptr i8, ptr addrspace(1) %555, i64 %563
  %565 = load <2 x i32>, ptr addrspace(1) %564, align 8
  %566 = extractelement <2 x i32> %565, i32 0
  %567 = extractelement <2 x i32> %565, i32 1
  %568 = add i64 %562, 8
  %569 = getelementptr i8, ptr addrspace(1) %555, i64 %568
  %570 = load <2 x i32>, ptr addrspace(1) %569, align 8
  %571 = extractelement <2 x i32> %570, i32 0
  %572 = extractelement <2 x i32> %570, i32 1
  store i32 %558, ptr %v22, align 4
  store i32 %559, ptr %v23, align 4
  store i32 %566, ptr %v24, align 4
  store i32 %567, ptr %v25, align 4
  store i32 %571, ptr %v26, align 4
  store i32 %572, ptr %v27, align 4
  %573 = lshr i32 %503, 3
  %574 = and i32 %503, 7
  %575 = sext i32 %573 to i64
  %576 = mul i64 %575, 136
  %577 = add i64 %576, 0
  %578 = getelementptr i8, ptr addrspace(1) %129, i64 %577
  %579 = getelementptr i8, ptr addrspace(1) %578, i64 0
  %580 = load <2 x i32>, ptr addrspace(1) %579, align 8
  %581 = extractelement <2 x i32> %580, i32 0
  %582 = extractelement <2 x i32> %580, i32 1
  %583 = sext i32 %574 to i64
  %584 = mul i64 %583, 16
  %585 = add i64 %584, 8
  %586 = add i64 %585, 0
  %587 = getelementptr i8, ptr addrspace(1) %578, i64 %586
  %588 = load <2 x i32>, ptr addrspace(1) %587, align 8
  %589 = extractelement <2 x i32> %588, i32 0
  %590 = extractelement <2 x i32> %588, i32 1
  %591 = add i64 %585, 8
  %592 = getelementptr i8, ptr addrspace(1) %578, i64 %591
  %593 = load <2 x i32>, ptr addrspace(1) %592, align 8
  %594 = extractelement <2 x i32> %593, i32 0
  %595 = extractelement <2 x i32> %593, i32 1
  store i32 %581, ptr %v28, align 4
  store i32 %582, ptr %v29, align 4
  store i32 %589, ptr %v30, align 4
  store i32 %590, ptr %v31, align 4
  store i32 %594, ptr %v32, align 4
  store i32 %595, ptr %v33, align 4
  %596 = icmp slt i32 %476, %130
  %597 = and i32 %433, 1
  %598 = sext i32 %597 to i64
  %599 = mul i64 %598, 1152
  %600 = getelementptr i8, ptr addrspace(3) @lds3, i64 %599
  %601 = sext i32 %433 to i64
  %602 = mul i64 %601, 1024
  %603 = sext i32 %476 to i64
  %604 = mul i64 %603, 32
  %605 = sub i64 %604, %602
  %606 = add i64 %605, 0
  %607 = getelementptr i8, ptr addrspace(3) %600, i64 %606
  %608 = load <4 x i32>, ptr addrspace(3) %607, align 16
  %609 = extractelement <4 x i32> %608, i32 0
  %610 = extractelement <4 x i32> %608, i32 1
  %611 = extractelement <4 x i32> %608, i32 2
  %612 = extractelement <4 x i32> %608, i32 3
  %613 = add i64 %605, 16
  %614 = getelementptr i8, ptr addrspace(3) %600, i64 %613
  %615 = load <4 x i32>, ptr addrspace(3) %614, align 16
  %616 = extractelement <4 x i32> %615, i32 0
  %617 = extractelement <4 x i32> %615, i32 1
  %618 = extractelement <4 x i32> %615, i32 2
  %619 = extractelement <4 x i32> %615, i32 3
  %620 = getelementptr i8, ptr addrspace(3) %600, i64 1024
  %621 = lshr i64 %605, 5
  %622 = mul i64 %621, 4
  %623 = getelementptr i8, ptr addrspace(3) %620, i64 %622
  %624 = load float, ptr addrspace(3) %623, align 4
  %625 = bitcast i32 %609 to <4 x i8>
  %626 = bitcast i32 %616 to <4 x i8>
  %627 = shufflevector <4 x i8> %625, <4 x i8> %626, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %628 = bitcast <4 x i8> %627 to i32
  %629 = bitcast i32 %609 to <4 x i8>
  %630 = bitcast i32 %616 to <4 x i8>
  %631 = shufflevector <4 x i8> %629, <4 x i8> %630, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %632 = bitcast <4 x i8> %631 to i32
  %633 = bitcast i32 %610 to <4 x i8>
  %634 = bitcast i32 %617 to <4 x i8>
  %635 = shufflevector <4 x i8> %633, <4 x i8> %634, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %636 = bitcast <4 x i8> %635 to i32
  %637 = bitcast i32 %610 to <4 x i8>
  %638 = bitcast i32 %617 to <4 x i8>
  %639 = shufflevector <4 x i8> %637, <4 x i8> %638, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %640 = bitcast <4 x i8> %639 to i32
  %641 = bitcast i32 %611 to <4 x i8>
  %642 = bitcast i32 %618 to <4 x i8>
  %643 = shufflevector <4 x i8> %641, <4 x i8> %642, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %644 = bitcast <4 x i8> %643 to i32
  %645 = bitcast i32 %611 to <4 x i8>
  %646 = bitcast i32 %618 to <4 x i8>
  %647 = shufflevector <4 x i8> %645, <4 x i8> %646, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %648 = bitcast <4 x i8> %647 to i32
  %649 = bitcast i32 %612 to <4 x i8>
  %650 = bitcast i32 %619 to <4 x i8>
  %651 = shufflevector <4 x i8> %649, <4 x i8> %650, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %652 = bitcast <4 x i8> %651 to i32
  %653 = bitcast i32 %612 to <4 x i8>
  %654 = bitcast i32 %619 to <4 x i8>
  %655 = shufflevector <4 x i8> %653, <4 x i8> %654, <4 x i32> <i32 2, i32 6, i32 3, i32 7>
  %656 = bitcast <4 x i8> %655 to i32
  %657 = load float, ptr %v6, align 4
  %658 = and i32 %476, 7
  %659 = and i32 %477, 65535
  %660 = trunc i32 %659 to i16
  %661 = bitcast i16 %660 to half
  %662 = fpext half %661 to float
  %663 = lshr i32 %477, 16
  %664 = mul i32 %658, 4
  %665 = lshr i32 %478, %664
  %666 = and i32 %665, 15
  %667 = mul i32 %658, 2
  %668 = lshr i32 %663, %667
  %669 = and i32 %668, 3
  %670 = shl i32 %669, 4
  %671 = or i32 %666, %670
  %672 = sub i32 %671, 32
  %673 = and i32 %479, 2004318071
  %674 = lshr i32 %479, 1
  %675 = and i32 %674, 1145324612
  %676 = or i32 %675, 839922192
  %677 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %673)
  %678 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %673)
  %679 = call i32 @llvm.nvvm.prmt(i32 %677, i32 %678, i32 %676)
  %680 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %679, i32 %628, i32 0)
  %681 = lshr i32 %673, 16
  %682 = lshr i32 %676, 16
  %683 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %681)
  %684 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %681)
  %685 = call i32 @llvm.nvvm.prmt(i32 %683, i32 %684, i32 %682)
  %686 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %685, i32 %632, i32 %680)
  %687 = and i32 %480, 2004318071
  %688 = lshr i32 %480, 1
  %689 = and i32 %688, 1145324612
  %690 = or i32 %689, 839922192
  %691 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %687)
  %692 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %687)
  %693 = call i32 @llvm.nvvm.prmt(i32 %691, i32 %692, i32 %690)
  %694 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %693, i32 %636, i32 %686)
  %695 = lshr i32 %687, 16
  %696 = lshr i32 %690, 16
  %697 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %695)
  %698 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %695)
  %699 = call i32 @llvm.nvvm.prmt(i32 %697, i32 %698, i32 %696)
  %700 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %699, i32 %640, i32 %694)
  %701 = and i32 %481, 2004318071
  %702 = lshr i32 %481, 1
  %703 = and i32 %702, 1145324612
  %704 = or i32 %703, 839922192
  %705 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %701)
  %706 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %701)
  %707 = call i32 @llvm.nvvm.prmt(i32 %705, i32 %706, i32 %704)
  %708 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %707, i32 %644, i32 %700)
  %709 = lshr i32 %701, 16
  %710 = lshr i32 %704, 16
  %711 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %709)
  %712 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %709)
  %713 = call i32 @llvm.nvvm.prmt(i32 %711, i32 %712, i32 %710)
  %714 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %713, i32 %648, i32 %708)
  %715 = and i32 %482, 2004318071
  %716 = lshr i32 %482, 1
  %717 = and i32 %716, 1145324612
  %718 = or i32 %717, 839922192
  %719 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %715)
  %720 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %715)
  %721 = call i32 @llvm.nvvm.prmt(i32 %719, i32 %720, i32 %718)
  %722 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %721, i32 %652, i32 %714)
  %723 = lshr i32 %715, 16
  %724 = lshr i32 %718, 16
  %725 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %723)
  %726 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %723)
  %727 = call i32 @llvm.nvvm.prmt(i32 %725, i32 %726, i32 %724)
  %728 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %727, i32 %656, i32 %722)
  %729 = mul i32 %672, %728
  %730 = sitofp i32 %729 to float
  %731 = fmul float %662, %624
  %732 = call float @llvm.fma.f32(float %731, float %730, float %657)
  %733 = select i1 %596, float %732, float %657
  store float %733, ptr %v6, align 4
  %734 = load float, ptr %v7, align 4
  %735 = and i32 %476, 7
  %736 = and i32 %483, 65535
  %737 = trunc i32 %736 to i16
  %738 = bitcast i16 %737 to half
  %739 = fpext half %738 to float
  %740 = lshr i32 %483, 16
  %741 = mul i32 %735, 4
  %742 = lshr i32 %484, %741
  %743 = and i32 %742, 15
  %744 = mul i32 %735, 2
  %745 = lshr i32 %740, %744
  %746 = and i32 %745, 3
  %747 = shl i32 %746, 4
  %748 = or i32 %743, %747
  %749 = sub i32 %748, 32
  %750 = and i32 %485, 2004318071
  %751 = lshr i32 %485, 1
  %752 = and i32 %751, 1145324612
  %753 = or i32 %752, 839922192
  %754 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %750)
  %755 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %750)
  %756 = call i32 @llvm.nvvm.prmt(i32 %754, i32 %755, i32 %753)
  %757 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %756, i32 %628, i32 0)
  %758 = lshr i32 %750, 16
  %759 = lshr i32 %753, 16
  %760 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %758)
  %761 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %758)
  %762 = call i32 @llvm.nvvm.prmt(i32 %760, i32 %761, i32 %759)
  %763 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %762, i32 %632, i32 %757)
  %764 = and i32 %486, 2004318071
  %765 = lshr i32 %486, 1
  %766 = and i32 %765, 1145324612
  %767 = or i32 %766, 839922192
  %768 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %764)
  %769 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %764)
  %770 = call i32 @llvm.nvvm.prmt(i32 %768, i32 %769, i32 %767)
  %771 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %770, i32 %636, i32 %763)
  %772 = lshr i32 %764, 16
  %773 = lshr i32 %767, 16
  %774 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %772)
  %775 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %772)
  %776 = call i32 @llvm.nvvm.prmt(i32 %774, i32 %775, i32 %773)
  %777 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %776, i32 %640, i32 %771)
  %778 = and i32 %487, 2004318071
  %779 = lshr i32 %487, 1
  %780 = and i32 %779, 1145324612
  %781 = or i32 %780, 839922192
  %782 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %778)
  %783 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %778)
  %784 = call i32 @llvm.nvvm.prmt(i32 %782, i32 %783, i32 %781)
  %785 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %784, i32 %644, i32 %777)
  %786 = lshr i32 %778, 16
  %787 = lshr i32 %781, 16
  %788 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %786)
  %789 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %786)
  %790 = call i32 @llvm.nvvm.prmt(i32 %788, i32 %789, i32 %787)
  %791 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %790, i32 %648, i32 %785)
  %792 = and i32 %488, 2004318071
  %793 = lshr i32 %488, 1
  %794 = and i32 %793, 1145324612
  %795 = or i32 %794, 839922192
  %796 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %792)
  %797 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %792)
  %798 = call i32 @llvm.nvvm.prmt(i32 %796, i32 %797, i32 %795)
  %799 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %798, i32 %652, i32 %791)
  %800 = lshr i32 %792, 16
  %801 = lshr i32 %795, 16
  %802 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %800)
  %803 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %800)
  %804 = call i32 @llvm.nvvm.prmt(i32 %802, i32 %803, i32 %801)
  %805 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %804, i32 %656, i32 %799)
  %806 = mul i32 %749, %805
  %807 = sitofp i32 %806 to float
  %808 = fmul float %739, %624
  %809 = call float @llvm.fma.f32(float %808, float %807, float %734)
  %810 = select i1 %596, float %809, float %734
  store float %810, ptr %v7, align 4
  %811 = load float, ptr %v8, align 4
  %812 = and i32 %476, 7
  %813 = and i32 %489, 65535
  %814 = trunc i32 %813 to i16
  %815 = bitcast i16 %814 to half
  %816 = fpext half %815 to float
  %817 = lshr i32 %489, 16
  %818 = mul i32 %812, 4
  %819 = lshr i32 %490, %818
  %820 = and i32 %819, 15
  %821 = mul i32 %812, 2
  %822 = lshr i32 %817, %821
  %823 = and i32 %822, 3
  %824 = shl i32 %823, 4
  %825 = or i32 %820, %824
  %826 = sub i32 %825, 32
  %827 = and i32 %491, 2004318071
  %828 = lshr i32 %491, 1
  %829 = and i32 %828, 1145324612
  %830 = or i32 %829, 839922192
  %831 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %827)
  %832 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %827)
  %833 = call i32 @llvm.nvvm.prmt(i32 %831, i32 %832, i32 %830)
  %834 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %833, i32 %628, i32 0)
  %835 = lshr i32 %827, 16
  %836 = lshr i32 %830, 16
  %837 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %835)
  %838 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %835)
  %839 = call i32 @llvm.nvvm.prmt(i32 %837, i32 %838, i32 %836)
  %840 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %839, i32 %632, i32 %834)
  %841 = and i32 %492, 2004318071
  %842 = lshr i32 %492, 1
  %843 = and i32 %842, 1145324612
  %844 = or i32 %843, 839922192
  %845 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %841)
  %846 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %841)
  %847 = call i32 @llvm.nvvm.prmt(i32 %845, i32 %846, i32 %844)
  %848 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %847, i32 %636, i32 %840)
  %849 = lshr i32 %841, 16
  %850 = lshr i32 %844, 16
  %851 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %849)
  %852 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %849)
  %853 = call i32 @llvm.nvvm.prmt(i32 %851, i32 %852, i32 %850)
  %854 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %853, i32 %640, i32 %848)
  %855 = and i32 %493, 2004318071
  %856 = lshr i32 %493, 1
  %857 = and i32 %856, 1145324612
  %858 = or i32 %857, 839922192
  %859 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %855)
  %860 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %855)
  %861 = call i32 @llvm.nvvm.prmt(i32 %859, i32 %860, i32 %858)
  %862 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %861, i32 %644, i32 %854)
  %863 = lshr i32 %855, 16
  %864 = lshr i32 %858, 16
  %865 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %863)
  %866 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %863)
  %867 = call i32 @llvm.nvvm.prmt(i32 %865, i32 %866, i32 %864)
  %868 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %867, i32 %648, i32 %862)
  %869 = and i32 %494, 2004318071
  %870 = lshr i32 %494, 1
  %871 = and i32 %870, 1145324612
  %872 = or i32 %871, 839922192
  %873 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %869)
  %874 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %869)
  %875 = call i32 @llvm.nvvm.prmt(i32 %873, i32 %874, i32 %872)
  %876 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %875, i32 %652, i32 %868)
  %877 = lshr i32 %869, 16
  %878 = lshr i32 %872, 16
  %879 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %877)
  %880 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %877)
  %881 = call i32 @llvm.nvvm.prmt(i32 %879, i32 %880, i32 %878)
  %882 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %881, i32 %656, i32 %876)
  %883 = mul i32 %826, %882
  %884 = sitofp i32 %883 to float
  %885 = fmul float %816, %624
  %886 = call float @llvm.fma.f32(float %885, float %884, float %811)
  %887 = select i1 %596, float %886, float %811
  store float %887, ptr %v8, align 4
  %888 = load float, ptr %v9, align 4
  %889 = and i32 %476, 7
  %890 = and i32 %495, 65535
  %891 = trunc i32 %890 to i16
  %892 = bitcast i16 %891 to half
  %893 = fpext half %892 to float
  %894 = lshr i32 %495, 16
  %895 = mul i32 %889, 4
  %896 = lshr i32 %496, %895
  %897 = and i32 %896, 15
  %898 = mul i32 %889, 2
  %899 = lshr i32 %894, %898
  %900 = and i32 %899, 3
  %901 = shl i32 %900, 4
  %902 = or i32 %897, %901
  %903 = sub i32 %902, 32
  %904 = and i32 %497, 2004318071
  %905 = lshr i32 %497, 1
  %906 = and i32 %905, 1145324612
  %907 = or i32 %906, 839922192
  %908 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %904)
  %909 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %904)
  %910 = call i32 @llvm.nvvm.prmt(i32 %908, i32 %909, i32 %907)
  %911 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %910, i32 %628, i32 0)
  %912 = lshr i32 %904, 16
  %913 = lshr i32 %907, 16
  %914 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %912)
  %915 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %912)
  %916 = call i32 @llvm.nvvm.prmt(i32 %914, i32 %915, i32 %913)
  %917 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %916, i32 %632, i32 %911)
  %918 = and i32 %498, 2004318071
  %919 = lshr i32 %498, 1
  %920 = and i32 %919, 1145324612
  %921 = or i32 %920, 839922192
  %922 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %918)
  %923 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %918)
  %924 = call i32 @llvm.nvvm.prmt(i32 %922, i32 %923, i32 %921)
  %925 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %924, i32 %636, i32 %917)
  %926 = lshr i32 %918, 16
  %927 = lshr i32 %921, 16
  %928 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %926)
  %929 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %926)
  %930 = call i32 @llvm.nvvm.prmt(i32 %928, i32 %929, i32 %927)
  %931 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %930, i32 %640, i32 %925)
  %932 = and i32 %499, 2004318071
  %933 = lshr i32 %499, 1
  %934 = and i32 %933, 1145324612
  %935 = or i32 %934, 839922192
  %936 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %932)
  %937 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %932)
  %938 = call i32 @llvm.nvvm.prmt(i32 %936, i32 %937, i32 %935)
  %939 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %938, i32 %644, i32 %931)
  %940 = lshr i32 %932, 16
  %941 = lshr i32 %935, 16
  %942 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %940)
  %943 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %940)
  %944 = call i32 @llvm.nvvm.prmt(i32 %942, i32 %943, i32 %941)
  %945 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %944, i32 %648, i32 %939)
  %946 = and i32 %500, 2004318071
  %947 = lshr i32 %500, 1
  %948 = and i32 %947, 1145324612
  %949 = or i32 %948, 839922192
  %950 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %946)
  %951 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %946)
  %952 = call i32 @llvm.nvvm.prmt(i32 %950, i32 %951, i32 %949)
  %953 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %952, i32 %652, i32 %945)
  %954 = lshr i32 %946, 16
  %955 = lshr i32 %949, 16
  %956 = call i32 @llvm.nvvm.prmt(i32 %44, i32 %49, i32 %954)
  %957 = call i32 @llvm.nvvm.prmt(i32 %54, i32 %59, i32 %954)
  %958 = call i32 @llvm.nvvm.prmt(i32 %956, i32 %957, i32 %955)
  %959 = call i32 asm "dp4a.s32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %958, i32 %656, i32 %953)
  %960 = mul i32 %903, %959
  %961 = sitofp i32 %960 to float
  %962 = fmul float %893, %624
  %963 = call float @llvm.fma.f32(float %962, float %961, float %888)
  %964 = select i1 %596, float %963, float %888
  store float %964, ptr %v9, align 4
  %965 = add i32 %433, 1
  %966 = and i32 %965, 1
  %967 = sext i32 %966 to i64
  %968 = mul i64 %967, 1152
  %969 = getelementptr i8, ptr addrspace(3) @lds3, i64 %968
  %970 = getelementptr i8, ptr addrspace(3) %969, i64 1024
  %971 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %972 = bitcast float %434 to i32
  %973 = and i32 %972, 2147483647
  %974 = bitcast float %435 to i32
  %975 = and i32 %974, 2147483647
  %976 = bitcast float %436 to i32
  %977 = and i32 %976, 2147483647
  %978 = bitcast float %437 to i32
  %979 = and i32 %978, 2147483647
  %980 = icmp ugt i32 %973, %975
  %981 = select i1 %980, i32 %973, i32 %975
  %982 = icmp ugt i32 %977, %979
  %983 = select i1 %982, i32 %977, i32 %979
  %984 = icmp ugt i32 %981, %983
  %985 = select i1 %984, i32 %981, i32 %983
  %986 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %985, i32 1, i32 31)
  %987 = icmp ugt i32 %985, %986
  %988 = select i1 %987, i32 %985, i32 %986
  %989 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %988, i32 2, i32 31)
  %990 = icmp ugt i32 %988, %989
  %991 = select i1 %990, i32 %988, i32 %989
  %992 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %991, i32 4, i32 31)
  %993 = icmp ugt i32 %991, %992
  %994 = select i1 %993, i32 %991, i32 %992
  %995 = and i32 %994, 2147483647
  %996 = icmp ult i32 %995, 2139095040
  %997 = bitcast i32 %994 to float
  %998 = fdiv float 1.270000e+02, %997
  %999 = bitcast float %998 to i32
  %1000 = and i32 %999, 2147483647
  %1001 = icmp ult i32 %1000, 2139095040
  %1002 = select i1 %1001, float %998, float 0.000000e+00
  %1003 = fmul float %434, %1002
  %1004 = fadd float %1003, 0x4168000000000000
  %1005 = bitcast float %1004 to i32
  %1006 = fmul float %435, %1002
  %1007 = fadd float %1006, 0x4168000000000000
  %1008 = bitcast float %1007 to i32
  %1009 = fmul float %436, %1002
  %1010 = fadd float %1009, 0x4168000000000000
  %1011 = bitcast float %1010 to i32
  %1012 = fmul float %437, %1002
  %1013 = fadd float %1012, 0x4168000000000000
  %1014 = bitcast float %1013 to i32
  %1015 = bitcast i32 %1005 to <4 x i8>
  %1016 = bitcast i32 %1008 to <4 x i8>
  %1017 = shufflevector <4 x i8> %1015, <4 x i8> %1016, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1018 = bitcast <4 x i8> %1017 to i32
  %1019 = bitcast i32 %1011 to <4 x i8>
  %1020 = bitcast i32 %1014 to <4 x i8>
  %1021 = shufflevector <4 x i8> %1019, <4 x i8> %1020, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1022 = bitcast <4 x i8> %1021 to i32
  %1023 = bitcast i32 %1018 to <4 x i8>
  %1024 = bitcast i32 %1022 to <4 x i8>
  %1025 = shufflevector <4 x i8> %1023, <4 x i8> %1024, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1026 = bitcast <4 x i8> %1025 to i32
  %1027 = add i32 %971, 0
  %1028 = sext i32 %1027 to i64
  %1029 = mul i64 %1028, 4
  %1030 = icmp slt i64 %1029, 1024
  br i1 %1030, label %then54, label %endif55

done53:                                           ; preds = %loop51
  %1031 = load float, ptr %v6, align 4
  %1032 = load float, ptr %v7, align 4
  %1033 = load float, ptr %v8, align 4
  %1034 = load float, ptr %v9, align 4
  %1035 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1036 = and i32 %1035, 31
  %1037 = and i32 %1036, 16
  %1038 = icmp ne i32 %1037, 0
  %1039 = select i1 %1038, float %1033, float %1031
  %1040 = select i1 %1038, float %1031, float %1033
  %1041 = bitcast float %1040 to i32
  %1042 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1041, i32 16, i32 31)
  %1043 = bitcast i32 %1042 to float
  %1044 = fadd float %1039, %1043
  %1045 = select i1 %1038, float %1034, float %1032
  %1046 = select i1 %1038, float %1032, float %1034
  %1047 = bitcast float %1046 to i32
  %1048 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1047, i32 16, i32 31)
  %1049 = bitcast i32 %1048 to float
  %1050 = fadd float %1045, %1049
  %1051 = and i32 %1036, 8
  %1052 = icmp ne i32 %1051, 0
  %1053 = select i1 %1052, float %1050, float %1044
  %1054 = select i1 %1052, float %1044, float %1050
  %1055 = bitcast float %1054 to i32
  %1056 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1055, i32 8, i32 31)
  %1057 = bitcast i32 %1056 to float
  %1058 = fadd float %1053, %1057
  %1059 = bitcast float %1058 to i32
  %1060 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1059, i32 4, i32 31)
  %1061 = bitcast i32 %1060 to float
  %1062 = fadd float %1058, %1061
  %1063 = bitcast float %1062 to i32
  %1064 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1063, i32 2, i32 31)
  %1065 = bitcast i32 %1064 to float
  %1066 = fadd float %1062, %1065
  %1067 = bitcast float %1066 to i32
  %1068 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1067, i32 1, i32 31)
  %1069 = bitcast i32 %1068 to float
  %1070 = fadd float %1066, %1069
  store float %1070, ptr %v5, align 4
  %1071 = and i1 %99, %91
  br i1 %1071, label %then62, label %endif63

then54:                                           ; preds = %body52
  %1072 = lshr i64 %1029, 2
  %1073 = mul i64 %1072, 4
  %1074 = getelementptr i8, ptr addrspace(3) %969, i64 %1073
  store i32 %1026, ptr addrspace(3) %1074, align 4
  %1075 = and i64 %1029, 31
  %1076 = icmp eq i64 %1075, 0
  br i1 %1076, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %body52
  %1077 = bitcast float %438 to i32
  %1078 = and i32 %1077, 2147483647
  %1079 = bitcast float %439 to i32
  %1080 = and i32 %1079, 2147483647
  %1081 = bitcast float %440 to i32
  %1082 = and i32 %1081, 2147483647
  %1083 = bitcast float %441 to i32
  %1084 = and i32 %1083, 2147483647
  %1085 = icmp ugt i32 %1078, %1080
  %1086 = select i1 %1085, i32 %1078, i32 %1080
  %1087 = icmp ugt i32 %1082, %1084
  %1088 = select i1 %1087, i32 %1082, i32 %1084
  %1089 = icmp ugt i32 %1086, %1088
  %1090 = select i1 %1089, i32 %1086, i32 %1088
  %1091 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1090, i32 1, i32 31)
  %1092 = icmp ugt i32 %1090, %1091
  %1093 = select i1 %1092, i32 %1090, i32 %1091
  %1094 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1093, i32 2, i32 31)
  %1095 = icmp ugt i32 %1093, %1094
  %1096 = select i1 %1095, i32 %1093, i32 %1094
  %1097 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1096, i32 4, i32 31)
  %1098 = icmp ugt i32 %1096, %1097
  %1099 = select i1 %1098, i32 %1096, i32 %1097
  %1100 = and i32 %1099, 2147483647
  %1101 = icmp ult i32 %1100, 2139095040
  %1102 = bitcast i32 %1099 to float
  %1103 = fdiv float 1.270000e+02, %1102
  %1104 = bitcast float %1103 to i32
  %1105 = and i32 %1104, 2147483647
  %1106 = icmp ult i32 %1105, 2139095040
  %1107 = select i1 %1106, float %1103, float 0.000000e+00
  %1108 = fmul float %438, %1107
  %1109 = fadd float %1108, 0x4168000000000000
  %1110 = bitcast float %1109 to i32
  %1111 = fmul float %439, %1107
  %1112 = fadd float %1111, 0x4168000000000000
  %1113 = bitcast float %1112 to i32
  %1114 = fmul float %440, %1107
  %1115 = fadd float %1114, 0x4168000000000000
  %1116 = bitcast float %1115 to i32
  %1117 = fmul float %441, %1107
  %1118 = fadd float %1117, 0x4168000000000000
  %1119 = bitcast float %1118 to i32
  %1120 = bitcast i32 %1110 to <4 x i8>
  %1121 = bitcast i32 %1113 to <4 x i8>
  %1122 = shufflevector <4 x i8> %1120, <4 x i8> %1121, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1123 = bitcast <4 x i8> %1122 to i32
  %1124 = bitcast i32 %1116 to <4 x i8>
  %1125 = bitcast i32 %1119 to <4 x i8>
  %1126 = shufflevector <4 x i8> %1124, <4 x i8> %1125, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1127 = bitcast <4 x i8> %1126 to i32
  %1128 = bitcast i32 %1123 to <4 x i8>
  %1129 = bitcast i32 %1127 to <4 x i8>
  %1130 = shufflevector <4 x i8> %1128, <4 x i8> %1129, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1131 = bitcast <4 x i8> %1130 to i32
  %1132 = add i32 %971, 128
  %1133 = sext i32 %1132 to i64
  %1134 = mul i64 %1133, 4
  %1135 = icmp slt i64 %1134, 1024
  br i1 %1135, label %then58, label %endif59

then56:                                           ; preds = %then54
  %1136 = fmul float %997, 0x3F80204080000000
  %1137 = select i1 %996, float %1136, float 0x7FF8000000000000
  %1138 = lshr i64 %1029, 5
  %1139 = mul i64 %1138, 4
  %1140 = getelementptr i8, ptr addrspace(3) %970, i64 %1139
  store float %1137, ptr addrspace(3) %1140, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %endif55
  %1141 = lshr i64 %1134, 2
  %1142 = mul i64 %1141, 4
  %1143 = getelementptr i8, ptr addrspace(3) %969, i64 %1142
  store i32 %1131, ptr addrspace(3) %1143, align 4
  %1144 = and i64 %1134, 31
  %1145 = icmp eq i64 %1144, 0
  br i1 %1145, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %endif55
  call void @llvm.nvvm.barrier0()
  %1146 = load i32, ptr %v50, align 4
  %1147 = add i32 %1146, 1
  store i32 %1147, ptr %v50, align 4
  br label %loop51

then60:                                           ; preds = %then58
  %1148 = fmul float %1102, 0x3F80204080000000
  %1149 = select i1 %1101, float %1148, float 0x7FF8000000000000
  %1150 = lshr i64 %1134, 5
  %1151 = mul i64 %1150, 4
  %1152 = getelementptr i8, ptr addrspace(3) %970, i64 %1151
  store float %1149, ptr addrspace(3) %1152, align 4
  br label %endif61

endif61:                                          ; preds = %then60, %then58
  br label %endif59

then62:                                           ; preds = %done53
  %1153 = load float, ptr %v5, align 4
  %1154 = add i32 %98, %89
  %1155 = icmp slt i32 %1154, %4
  br i1 %1155, label %then64, label %endif65

endif63:                                          ; preds = %endif65, %done53
  %1156 = load i32, ptr %v1, align 4
  %1157 = add i32 %1156, 4
  store i32 %1157, ptr %v1, align 4
  br label %loop2

then64:                                           ; preds = %then62
  %1158 = add i32 %80, %1154
  %1159 = sext i32 %1158 to i64
  %1160 = mul i64 %1159, 4
  %1161 = getelementptr i8, ptr addrspace(1) %0, i64 %1160
  store float %1153, ptr addrspace(1) %1161, align 4
  br label %endif65

endif65:                                          ; preds = %then64, %then62
  br label %endif63
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
