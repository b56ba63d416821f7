; ModuleID = 'strata_moe_matvec_q8_0'
source_filename = "strata_moe_matvec_q8_0"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [9216 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) #0 {
entry:
  %v46 = alloca i32, align 4, addrspace(5)
  %v45 = alloca i32, align 4, addrspace(5)
  %v44 = alloca i32, align 4, addrspace(5)
  %v43 = alloca i32, align 4, addrspace(5)
  %v42 = alloca i32, align 4, addrspace(5)
  %v41 = alloca i32, align 4, addrspace(5)
  %v40 = alloca i32, align 4, addrspace(5)
  %v39 = alloca i32, align 4, addrspace(5)
  %v38 = alloca i32, align 4, addrspace(5)
  %v37 = alloca i32, align 4, addrspace(5)
  %v36 = alloca i32, align 4, addrspace(5)
  %v35 = alloca i32, align 4, addrspace(5)
  %v34 = alloca i32, align 4, addrspace(5)
  %v33 = alloca i32, align 4, addrspace(5)
  %v32 = alloca i32, align 4, addrspace(5)
  %v31 = alloca i32, align 4, addrspace(5)
  %v30 = alloca i32, align 4, addrspace(5)
  %v29 = alloca i32, align 4, addrspace(5)
  %v28 = alloca i32, align 4, addrspace(5)
  %v27 = alloca i32, align 4, addrspace(5)
  %v26 = alloca i32, align 4, addrspace(5)
  %v25 = alloca i32, align 4, addrspace(5)
  %v24 = alloca i32, align 4, addrspace(5)
  %v23 = alloca i32, align 4, addrspace(5)
  %v22 = alloca i32, align 4, addrspace(5)
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
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
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
  %29 = mul i32 %28, 16
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 3
  %33 = and i32 %31, 7
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif57, %then
  %35 = load i32, ptr addrspace(5) %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr addrspace(5) %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 4
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
  %61 = add i32 %41, 2
  %62 = icmp sgt i32 %61, %48
  %63 = select i1 %62, i32 %48, i32 %61
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, %47
  %66 = getelementptr i8, ptr addrspace(1) %17, i64 %65
  %67 = add i32 %41, 3
  %68 = icmp sgt i32 %67, %48
  %69 = select i1 %68, i32 %48, i32 %67
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, %47
  %72 = getelementptr i8, ptr addrspace(1) %17, i64 %71
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %73 = udiv i32 %5, 32
  %74 = mul i32 %39, 32
  %75 = add i32 %44, %74
  %76 = call i32 @llvm.amdgcn.workitem.id.x()
  %77 = sext i32 %5 to i64
  %78 = add i32 %76, 0
  %79 = sext i32 %78 to i64
  %80 = mul i64 %79, 4
  %81 = add i64 0, %80
  %82 = icmp slt i64 %81, %77
  %83 = icmp slt i64 %80, 1024
  %84 = and i1 %82, %83
  %85 = select i1 %84, i64 %81, i64 0
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %22, i64 %86
  %88 = load <4 x float>, ptr addrspace(1) %87, align 16
  %89 = extractelement <4 x float> %88, i32 0
  %90 = extractelement <4 x float> %88, i32 1
  %91 = extractelement <4 x float> %88, i32 2
  %92 = extractelement <4 x float> %88, i32 3
  %93 = add i32 %76, 128
  %94 = sext i32 %93 to i64
  %95 = mul i64 %94, 4
  %96 = add i64 0, %95
  %97 = icmp slt i64 %96, %77
  %98 = icmp slt i64 %95, 1024
  %99 = and i1 %97, %98
  %100 = select i1 %99, i64 %96, i64 0
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %22, i64 %101
  %103 = load <4 x float>, ptr addrspace(1) %102, align 16
  %104 = extractelement <4 x float> %103, i32 0
  %105 = extractelement <4 x float> %103, i32 1
  %106 = extractelement <4 x float> %103, i32 2
  %107 = extractelement <4 x float> %103, i32 3
  %108 = add i32 %76, 0
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = icmp slt i64 %110, 1024
  br i1 %111, label %then6, label %endif7

done:                                             ; preds = %loop
  br label %endif

then6:                                            ; preds = %body
  %112 = lshr i64 %110, 5
  %113 = shl i64 %112, 2
  %114 = add i64 %110, %113
  %115 = add i64 %114, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(3) @lds1, i64 %116
  store float %89, ptr addrspace(3) %117, align 4
  %118 = add i64 %114, 1
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %119
  store float %90, ptr addrspace(3) %120, align 4
  %121 = add i64 %114, 2
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %122
  store float %91, ptr addrspace(3) %123, align 4
  %124 = add i64 %114, 3
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %125
  store float %92, ptr addrspace(3) %126, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body
  %127 = add i32 %76, 128
  %128 = sext i32 %127 to i64
  %129 = mul i64 %128, 4
  %130 = icmp slt i64 %129, 1024
  br i1 %130, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %131 = lshr i64 %129, 5
  %132 = shl i64 %131, 2
  %133 = add i64 %129, %132
  %134 = add i64 %133, 0
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(3) @lds1, i64 %135
  store float %104, ptr addrspace(3) %136, align 4
  %137 = add i64 %133, 1
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(3) @lds1, i64 %138
  store float %105, ptr addrspace(3) %139, align 4
  %140 = add i64 %133, 2
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(3) @lds1, i64 %141
  store float %106, ptr addrspace(3) %142, align 4
  %143 = add i64 %133, 3
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %144
  store float %107, ptr addrspace(3) %145, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %146 = sub i32 %73, 1
  %147 = icmp sgt i32 %75, %146
  %148 = select i1 %147, i32 %146, i32 %75
  %149 = sext i32 %148 to i64
  %150 = mul i64 %149, 34
  %151 = add i64 %150, 0
  %152 = getelementptr i8, ptr addrspace(1) %54, i64 %151
  %153 = getelementptr i8, ptr addrspace(1) %152, i64 0
  %154 = load i16, ptr addrspace(1) %153, align 2
  %155 = zext i16 %154 to i32
  %156 = getelementptr i8, ptr addrspace(1) %152, i64 2
  %157 = ptrtoint ptr addrspace(1) %156 to i64
  %158 = and i64 %157, 3
  %159 = sub i64 0, %158
  %160 = getelementptr i8, ptr addrspace(1) %156, i64 %159
  %161 = shl i64 %158, 3
  %162 = trunc i64 %161 to i32
  %163 = getelementptr i8, ptr addrspace(1) %160, i64 0
  %164 = load i32, ptr addrspace(1) %163, align 4
  %165 = getelementptr i8, ptr addrspace(1) %160, i64 4
  %166 = load i32, ptr addrspace(1) %165, align 4
  %167 = getelementptr i8, ptr addrspace(1) %160, i64 8
  %168 = load i32, ptr addrspace(1) %167, align 4
  %169 = getelementptr i8, ptr addrspace(1) %160, i64 12
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = getelementptr i8, ptr addrspace(1) %160, i64 16
  %172 = load i32, ptr addrspace(1) %171, align 4
  %173 = getelementptr i8, ptr addrspace(1) %160, i64 20
  %174 = load i32, ptr addrspace(1) %173, align 4
  %175 = getelementptr i8, ptr addrspace(1) %160, i64 24
  %176 = load i32, ptr addrspace(1) %175, align 4
  %177 = getelementptr i8, ptr addrspace(1) %160, i64 28
  %178 = load i32, ptr addrspace(1) %177, align 4
  %179 = shl i64 %158, 1
  %180 = add i64 28, %179
  %181 = getelementptr i8, ptr addrspace(1) %160, i64 %180
  %182 = load i32, ptr addrspace(1) %181, align 4
  %183 = call i32 @llvm.fshr.i32(i32 %166, i32 %164, i32 %162)
  %184 = call i32 @llvm.fshr.i32(i32 %168, i32 %166, i32 %162)
  %185 = call i32 @llvm.fshr.i32(i32 %170, i32 %168, i32 %162)
  %186 = call i32 @llvm.fshr.i32(i32 %172, i32 %170, i32 %162)
  %187 = call i32 @llvm.fshr.i32(i32 %174, i32 %172, i32 %162)
  %188 = call i32 @llvm.fshr.i32(i32 %176, i32 %174, i32 %162)
  %189 = call i32 @llvm.fshr.i32(i32 %178, i32 %176, i32 %162)
  %190 = call i32 @llvm.fshr.i32(i32 %182, i32 %178, i32 %162)
  store i32 %155, ptr addrspace(5) %v10, align 4
  store i32 %183, ptr addrspace(5) %v11, align 4
  store i32 %184, ptr addrspace(5) %v12, align 4
  store i32 %185, ptr addrspace(5) %v13, align 4
  store i32 %186, ptr addrspace(5) %v14, align 4
  store i32 %187, ptr addrspace(5) %v15, align 4
  store i32 %188, ptr addrspace(5) %v16, align 4
  store i32 %189, ptr addrspace(5) %v17, align 4
  store i32 %190, ptr addrspace(5) %v18, align 4
  %191 = sext i32 %148 to i64
  %192 = mul i64 %191, 34
  %193 = add i64 %192, 0
  %194 = getelementptr i8, ptr addrspace(1) %60, i64 %193
  %195 = getelementptr i8, ptr addrspace(1) %194, i64 0
  %196 = load i16, ptr addrspace(1) %195, align 2
  %197 = zext i16 %196 to i32
  %198 = getelementptr i8, ptr addrspace(1) %194, i64 2
  %199 = ptrtoint ptr addrspace(1) %198 to i64
  %200 = and i64 %199, 3
  %201 = sub i64 0, %200
  %202 = getelementptr i8, ptr addrspace(1) %198, i64 %201
  %203 = shl i64 %200, 3
  %204 = trunc i64 %203 to i32
  %205 = getelementptr i8, ptr addrspace(1) %202, i64 0
  %206 = load i32, ptr addrspace(1) %205, align 4
  %207 = getelementptr i8, ptr addrspace(1) %202, i64 4
  %208 = load i32, ptr addrspace(1) %207, align 4
  %209 = getelementptr i8, ptr addrspace(1) %202, i64 8
  %210 = load i32, ptr addrspace(1) %209, align 4
  %211 = getelementptr i8, ptr addrspace(1) %202, i64 12
  %212 = load i32, ptr addrspace(1) %211, align 4
  %213 = getelementptr i8, ptr addrspace(1) %202, i64 16
  %214 = load i32, ptr addrspace(1) %213, align 4
  %215 = getelementptr i8, ptr addrspace(1) %202, i64 20
  %216 = load i32, ptr addrspace(1) %215, align 4
  %217 = getelementptr i8, ptr addrspace(1) %202, i64 24
  %218 = load i32, ptr addrspace(1) %217, align 4
  %219 = getelementptr i8, ptr addrspace(1) %202, i64 28
  %220 = load i32, ptr addrspace(1) %219, align 4
  %221 = shl i64 %200, 1
  %222 = add i64 28, %221
  %223 = getelementptr i8, ptr addrspace(1) %202, i64 %222
  %224 = load i32, ptr addrspace(1) %223, align 4
  %225 = call i32 @llvm.fshr.i32(i32 %208, i32 %206, i32 %204)
  %226 = call i32 @llvm.fshr.i32(i32 %210, i32 %208, i32 %204)
  %227 = call i32 @llvm.fshr.i32(i32 %212, i32 %210, i32 %204)
  %228 = call i32 @llvm.fshr.i32(i32 %214, i32 %212, i32 %204)
  %229 = call i32 @llvm.fshr.i32(i32 %216, i32 %214, i32 %204)
  %230 = call i32 @llvm.fshr.i32(i32 %218, i32 %216, i32 %204)
  %231 = call i32 @llvm.fshr.i32(i32 %220, i32 %218, i32 %204)
  %232 = call i32 @llvm.fshr.i32(i32 %224, i32 %220, i32 %204)
  store i32 %197, ptr addrspace(5) %v19, align 4
  store i32 %225, ptr addrspace(5) %v20, align 4
  store i32 %226, ptr addrspace(5) %v21, align 4
  store i32 %227, ptr addrspace(5) %v22, align 4
  store i32 %228, ptr addrspace(5) %v23, align 4
  store i32 %229, ptr addrspace(5) %v24, align 4
  store i32 %230, ptr addrspace(5) %v25, align 4
  store i32 %231, ptr addrspace(5) %v26, align 4
  store i32 %232, ptr addrspace(5) %v27, align 4
  %233 = sext i32 %148 to i64
  %234 = mul i64 %233, 34
  %235 = add i64 %234, 0
  %236 = getelementptr i8, ptr addrspace(1) %66, i64 %235
  %237 = getelementptr i8, ptr addrspace(1) %236, i64 0
  %238 = load i16, ptr addrspace(1) %237, align 2
  %239 = zext i16 %238 to i32
  %240 = getelementptr i8, ptr addrspace(1) %236, i64 2
  %241 = ptrtoint ptr addrspace(1) %240 to i64
  %242 = and i64 %241, 3
  %243 = sub i64 0, %242
  %244 = getelementptr i8, ptr addrspace(1) %240, i64 %243
  %245 = shl i64 %242, 3
  %246 = trunc i64 %245 to i32
  %247 = getelementptr i8, ptr addrspace(1) %244, i64 0
  %248 = load i32, ptr addrspace(1) %247, align 4
  %249 = getelementptr i8, ptr addrspace(1) %244, i64 4
  %250 = load i32, ptr addrspace(1) %249, align 4
  %251 = getelementptr i8, ptr addrspace(1) %244, i64 8
  %252 = load i32, ptr addrspace(1) %251, align 4
  %253 = getelementptr i8, ptr addrspace(1) %244, i64 12
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = getelementptr i8, ptr addrspace(1) %244, i64 16
  %256 = load i32, ptr addrspace(1) %255, align 4
  %257 = getelementptr i8, ptr addrspace(1) %244, i64 20
  %258 = load i32, ptr addrspace(1) %257, align 4
  %259 = getelementptr i8, ptr addrspace(1) %244, i64 24
  %260 = load i32, ptr addrspace(1) %259, align 4
  %261 = getelementptr i8, ptr addrspace(1) %244, i64 28
  %262 = load i32, ptr addrspace(1) %261, align 4
  %263 = shl i64 %242, 1
  %264 = add i64 28, %263
  %265 = getelementptr i8, ptr addrspace(1) %244, i64 %264
  %266 = load i32, ptr addrspace(1) %265, align 4
  %267 = call i32 @llvm.fshr.i32(i32 %250, i32 %248, i32 %246)
  %268 = call i32 @llvm.fshr.i32(i32 %252, i32 %250, i32 %246)
  %269 = call i32 @llvm.fshr.i32(i32 %254, i32 %252, i32 %246)
  %270 = call i32 @llvm.fshr.i32(i32 %256, i32 %254, i32 %246)
  %271 = call i32 @llvm.fshr.i32(i32 %258, i32 %256, i32 %246)
  %272 = call i32 @llvm.fshr.i32(i32 %260, i32 %258, i32 %246)
  %273 = call i32 @llvm.fshr.i32(i32 %262, i32 %260, i32 %246)
  %274 = call i32 @llvm.fshr.i32(i32 %266, i32 %262, i32 %246)
  store i32 %239, ptr addrspace(5) %v28, align 4
  store i32 %267, ptr addrspace(5) %v29, align 4
  store i32 %268, ptr addrspace(5) %v30, align 4
  store i32 %269, ptr addrspace(5) %v31, align 4
  store i32 %270, ptr addrspace(5) %v32, align 4
  store i32 %271, ptr addrspace(5) %v33, align 4
  store i32 %272, ptr addrspace(5) %v34, align 4
  store i32 %273, ptr addrspace(5) %v35, align 4
  store i32 %274, ptr addrspace(5) %v36, align 4
  %275 = sext i32 %148 to i64
  %276 = mul i64 %275, 34
  %277 = add i64 %276, 0
  %278 = getelementptr i8, ptr addrspace(1) %72, i64 %277
  %279 = getelementptr i8, ptr addrspace(1) %278, i64 0
  %280 = load i16, ptr addrspace(1) %279, align 2
  %281 = zext i16 %280 to i32
  %282 = getelementptr i8, ptr addrspace(1) %278, i64 2
  %283 = ptrtoint ptr addrspace(1) %282 to i64
  %284 = and i64 %283, 3
  %285 = sub i64 0, %284
  %286 = getelementptr i8, ptr addrspace(1) %282, i64 %285
  %287 = shl i64 %284, 3
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i8, ptr addrspace(1) %286, i64 0
  %290 = load i32, ptr addrspace(1) %289, align 4
  %291 = getelementptr i8, ptr addrspace(1) %286, i64 4
  %292 = load i32, ptr addrspace(1) %291, align 4
  %293 = getelementptr i8, ptr addrspace(1) %286, i64 8
  %294 = load i32, ptr addrspace(1) %293, align 4
  %295 = getelementptr i8, ptr addrspace(1) %286, i64 12
  %296 = load i32, ptr addrspace(1) %295, align 4
  %297 = getelementptr i8, ptr addrspace(1) %286, i64 16
  %298 = load i32, ptr addrspace(1) %297, align 4
  %299 = getelementptr i8, ptr addrspace(1) %286, i64 20
  %300 = load i32, ptr addrspace(1) %299, align 4
  %301 = getelementptr i8, ptr addrspace(1) %286, i64 24
  %302 = load i32, ptr addrspace(1) %301, align 4
  %303 = getelementptr i8, ptr addrspace(1) %286, i64 28
  %304 = load i32, ptr addrspace(1) %303, align 4
  %305 = shl i64 %284, 1
  %306 = add i64 28, %305
  %307 = getelementptr i8, ptr addrspace(1) %286, i64 %306
  %308 = load i32, ptr addrspace(1) %307, align 4
  %309 = call i32 @llvm.fshr.i32(i32 %292, i32 %290, i32 %288)
  %310 = call i32 @llvm.fshr.i32(i32 %294, i32 %292, i32 %288)
  %311 = call i32 @llvm.fshr.i32(i32 %296, i32 %294, i32 %288)
  %312 = call i32 @llvm.fshr.i32(i32 %298, i32 %296, i32 %288)
  %313 = call i32 @llvm.fshr.i32(i32 %300, i32 %298, i32 %288)
  %314 = call i32 @llvm.fshr.i32(i32 %302, i32 %300, i32 %288)
  %315 = call i32 @llvm.fshr.i32(i32 %304, i32 %302, i32 %288)
  %316 = call i32 @llvm.fshr.i32(i32 %308, i32 %304, i32 %288)
  store i32 %281, ptr addrspace(5) %v37, align 4
  store i32 %309, ptr addrspace(5) %v38, align 4
  store i32 %310, ptr addrspace(5) %v39, align 4
  store i32 %311, ptr addrspace(5) %v40, align 4
  store i32 %312, ptr addrspace(5) %v41, align 4
  store i32 %313, ptr addrspace(5) %v42, align 4
  store i32 %314, ptr addrspace(5) %v43, align 4
  store i32 %315, ptr addrspace(5) %v44, align 4
  store i32 %316, ptr addrspace(5) %v45, align 4
  %317 = add i32 %73, 31
  %318 = udiv i32 %317, 32
  store i32 0, ptr addrspace(5) %v46, align 4
  br label %loop47

loop47:                                           ; preds = %endif55, %endif9
  %319 = load i32, ptr addrspace(5) %v46, align 4
  %320 = icmp slt i32 %319, %318
  br i1 %320, label %body48, label %done49

body48:                                           ; preds = %loop47
  %321 = load i32, ptr addrspace(5) %v46, align 4
  %322 = add i32 %321, 1
  %323 = sext i32 %322 to i64
  %324 = mul i64 %323, 1024
  %325 = add i32 %76, 0
  %326 = sext i32 %325 to i64
  %327 = mul i64 %326, 4
  %328 = add i64 %324, %327
  %329 = icmp slt i64 %328, %77
  %330 = icmp slt i64 %327, 1024
  %331 = and i1 %329, %330
  %332 = select i1 %331, i64 %328, i64 0
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %22, i64 %333
  %335 = load <4 x float>, ptr addrspace(1) %334, align 16
  %336 = extractelement <4 x float> %335, i32 0
  %337 = extractelement <4 x float> %335, i32 1
  %338 = extractelement <4 x float> %335, i32 2
  %339 = extractelement <4 x float> %335, i32 3
  %340 = add i32 %76, 128
  %341 = sext i32 %340 to i64
  %342 = mul i64 %341, 4
  %343 = add i64 %324, %342
  %344 = icmp slt i64 %343, %77
  %345 = icmp slt i64 %342, 1024
  %346 = and i1 %344, %345
  %347 = select i1 %346, i64 %343, i64 0
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %22, i64 %348
  %350 = load <4 x float>, ptr addrspace(1) %349, align 16
  %351 = extractelement <4 x float> %350, i32 0
  %352 = extractelement <4 x float> %350, i32 1
  %353 = extractelement <4 x float> %350, i32 2
  %354 = extractelement <4 x float> %350, i32 3
  %355 = mul i32 %321, 32
  %356 = add i32 %75, %355
  %357 = load i32, ptr addrspace(5) %v10, align 4
  %358 = load i32, ptr addrspace(5) %v11, align 4
  %359 = load i32, ptr addrspace(5) %v12, align 4
  %360 = load i32, ptr addrspace(5) %v13, align 4
  %361 = load i32, ptr addrspace(5) %v14, align 4
  %362 = load i32, ptr addrspace(5) %v15, align 4
  %363 = load i32, ptr addrspace(5) %v16, align 4
  %364 = load i32, ptr addrspace(5) %v17, align 4
  %365 = load i32, ptr addrspace(5) %v18, align 4
  %366 = load i32, ptr addrspace(5) %v19, align 4
  %367 = load i32, ptr addrspace(5) %v20, align 4
  %368 = load i32, ptr addrspace(5) %v21, align 4
  %369 = load i32, ptr addrspace(5) %v22, align 4
  %370 = load i32, ptr addrspace(5) %v23, align 4
  %371 = load i32, ptr addrspace(5) %v24, align 4
  %372 = load i32, ptr addrspace(5) %v25, align 4
  %373 = load i32, ptr addrspace(5) %v26, align 4
  %374 = load i32, ptr addrspace(5) %v27, align 4
  %375 = load i32, ptr addrspace(5) %v28, align 4
  %376 = load i32, ptr addrspace(5) %v29, align 4
  %377 = load i32, ptr addrspace(5) %v30, align 4
  %378 = load i32, ptr addrspace(5) %v31, align 4
  %379 = load i32, ptr addrspace(5) %v32, align 4
  %380 = load i32, ptr addrspace(5) %v33, align 4
  %381 = load i32, ptr addrspace(5) %v34, align 4
  %382 = load i32, ptr addrspace(5) %v35, align 4
  %383 = load i32, ptr addrspace(5) %v36, align 4
  %384 = load i32, ptr addrspace(5) %v37, align 4
  %385 = load i32, ptr addrspace(5) %v38, align 4
  %386 = load i32, ptr addrspace(5) %v39, align 4
  %387 = load i32, ptr addrspace(5) %v40, align 4
  %388 = load i32, ptr addrspace(5) %v41, align 4
  %389 = load i32, ptr addrspace(5) %v42, align 4
  %390 = load i32, ptr addrspace(5) %v43, align 4
  %391 = load i32, ptr addrspace(5) %v44, align 4
  %392 = load i32, ptr addrspace(5) %v45, align 4
  %393 = add i32 %356, 32
  %394 = icmp sgt i32 %393, %146
  %395 = select i1 %394, i32 %146, i32 %393
  %396 = sext i32 %395 to i64
  %397 = mul i64 %396, 34
  %398 = add i64 %397, 0
  %399 = getelementptr i8, ptr addrspace(1) %54, i64 %398
  %400 = getelementptr i8, ptr addrspace(1) %399, i64 0
  %401 = load i16, ptr addrspace(1) %400, align 2
  %402 = zext i16 %401 to i32
  %403 = getelementptr i8, ptr addrspace(1) %399, i64 2
  %404 = ptrtoint ptr addrspace(1) %403 to i64
  %405 = and i64 %404, 3
  %406 = sub i64 0, %405
  %407 = getelementptr i8, ptr addrspace(1) %403, i64 %406
  %408 = shl i64 %405, 3
  %409 = trunc i64 %408 to i32
  %410 = getelementptr i8, ptr addrspace(1) %407, i64 0
  %411 = load i32, ptr addrspace(1) %410, align 4
  %412 = getelementptr i8, ptr addrspace(1) %407, i64 4
  %413 = load i32, ptr addrspace(1) %412, align 4
  %414 = getelementptr i8, ptr addrspace(1) %407, i64 8
  %415 = load i32, ptr addrspace(1) %414, align 4
  %416 = getelementptr i8, ptr addrspace(1) %407, i64 12
  %417 = load i32, ptr addrspace(1) %416, align 4
  %418 = getelementptr i8, ptr addrspace(1) %407, i64 16
  %419 = load i32, ptr addrspace(1) %418, align 4
  %420 = getelementptr i8, ptr addrspace(1) %407, i64 20
  %421 = load i32, ptr addrspace(1) %420, align 4
  %422 = getelementptr i8, ptr addrspace(1) %407, i64 24
  %423 = load i32, ptr addrspace(1) %422, align 4
  %424 = getelementptr i8, ptr addrspace(1) %407, i64 28
  %425 = load i32, ptr addrspace(1) %424, align 4
  %426 = shl i64 %405, 1
  %427 = add i64 28, %426
  %428 = getelementptr i8, ptr addrspace(1) %407, i64 %427
  %429 = load i32, ptr addrspace(1) %428, align 4
  %430 = call i32 @llvm.fshr.i32(i32 %413, i32 %411, i32 %409)
  %431 = call i32 @llvm.fshr.i32(i32 %415, i32 %413, i32 %409)
  %432 = call i32 @llvm.fshr.i32(i32 %417, i32 %415, i32 %409)
  %433 = call i32 @llvm.fshr.i32(i32 %419, i32 %417, i32 %409)
  %434 = call i32 @llvm.fshr.i32(i32 %421, i32 %419, i32 %409)
  %435 = call i32 @llvm.fshr.i32(i32 %423, i32 %421, i32 %409)
  %436 = call i32 @llvm.fshr.i32(i32 %425, i32 %423, i32 %409)
  %437 = call i32 @llvm.fshr.i32(i32 %429, i32 %425, i32 %409)
  store i32 %402, ptr addrspace(5) %v10, align 4
  store i32 %430, ptr addrspace(5) %v11, align 4
  store i32 %431, ptr addrspace(5) %v12, align 4
  store i32 %432, ptr addrspace(5) %v13, align 4
  store i32 %433, ptr addrspace(5) %v14, align 4
  store i32 %434, ptr addrspace(5) %v15, align 4
  store i32 %435, ptr addrspace(5) %v16, align 4
  store i32 %436, ptr addrspace(5) %v17, align 4
  store i32 %437, ptr addrspace(5) %v18, align 4
  %438 = sext i32 %395 to i64
  %439 = mul i64 %438, 34
  %440 = add i64 %439, 0
  %441 = getelementptr i8, ptr addrspace(1) %60, i64 %440
  %442 = getelementptr i8, ptr addrspace(1) %441, i64 0
  %443 = load i16, ptr addrspace(1) %442, align 2
  %444 = zext i16 %443 to i32
  %445 = getelementptr i8, ptr addrspace(1) %441, i64 2
  %446 = ptrtoint ptr addrspace(1) %445 to i64
  %447 = and i64 %446, 3
  %448 = sub i64 0, %447
  %449 = getelementptr i8, ptr addrspace(1) %445, i64 %448
  %450 = shl i64 %447, 3
  %451 = trunc i64 %450 to i32
  %452 = getelementptr i8, ptr addrspace(1) %449, i64 0
  %453 = load i32, ptr addrspace(1) %452, align 4
  %454 = getelementptr i8, ptr addrspace(1) %449, i64 4
  %455 = load i32, ptr addrspace(1) %454, align 4
  %456 = getelementptr i8, ptr addrspace(1) %449, i64 8
  %457 = load i32, ptr addrspace(1) %456, align 4
  %458 = getelementptr i8, ptr addrspace(1) %449, i64 12
  %459 = load i32, ptr addrspace(1) %458, align 4
  %460 = getelementptr i8, ptr addrspace(1) %449, i64 16
  %461 = load i32, ptr addrspace(1) %460, align 4
  %462 = getelementptr i8, ptr addrspace(1) %449, i64 20
  %463 = load i32, ptr addrspace(1) %462, align 4
  %464 = getelementptr i8, ptr addrspace(1) %449, i64 24
  %465 = load i32, ptr addrspace(1) %464, align 4
  %466 = getelementptr i8, ptr addrspace(1) %449, i64 28
  %467 = load i32, ptr addrspace(1) %466, align 4
  %468 = shl i64 %447, 1
  %469 = add i64 28, %468
  %470 = getelementptr i8, ptr addrspace(1) %449, i64 %469
  %471 = load i32, ptr addrspace(1) %470, align 4
  %472 = call i32 @llvm.fshr.i32(i32 %455, i32 %453, i32 %451)
  %473 = call i32 @llvm.fshr.i32(i32 %457, i32 %455, i32 %451)
  %474 = call i32 @llvm.fshr.i32(i32 %459, i32 %457, i32 %451)
  %475 = call i32 @llvm.fshr.i32(i32 %461, i32 %459, i32 %451)
  %476 = call i32 @llvm.fshr.i32(i32 %463, i32 %461, i32 %451)
  %477 = call i32 @llvm.fshr.i32(i32 %465, i32 %463, i32 %451)
  %478 = call i32 @llvm.fshr.i32(i32 %467, i32 %465, i32 %451)
  %479 = call i32 @llvm.fshr.i32(i32 %471, i32 %467, i32 %451)
  store i32 %444, ptr addrspace(5) %v19, align 4
  store i32 %472, ptr addrspace(5) %v20, align 4
  store i32 %473, ptr addrspace(5) %v21, align 4
  store i32 %474, ptr addrspace(5) %v22, align 4
  store i32 %475, ptr addrspace(5) %v23, align 4
  store i32 %476, ptr addrspace(5) %v24, align 4
  store i32 %477, ptr addrspace(5) %v25, align 4
  store i32 %478, ptr addrspace(5) %v26, align 4
  store i32 %479, ptr addrspace(5) %v27, align 4
  %480 = sext i32 %395 to i64
  %481 = mul i64 %480, 34
  %482 = add i64 %481, 0
  %483 = getelementptr i8, ptr addrspace(1) %66, i64 %482
  %484 = getelementptr i8, ptr addrspace(1) %483, i64 0
  %485 = load i16, ptr addrspace(1) %484, align 2
  %486 = zext i16 %485 to i32
  %487 = getelementptr i8, ptr addrspace(1) %483, i64 2
  %488 = ptrtoint ptr addrspace(1) %487 to i64
  %489 = and i64 %488, 3
  %490 = sub i64 0, %489
  %491 = getelementptr i8, ptr addrspace(1) %487, i64 %490
  %492 = shl i64 %489, 3
  %493 = trunc i64 %492 to i32
  %494 = getelementptr i8, ptr addrspace(1) %491, i64 0
  %495 = load i32, ptr addrspace(1) %494, align 4
  %496 = getelementptr i8, ptr addrspace(1) %491, i64 4
  %497 = load i32, ptr addrspace(1) %496, align 4
  %498 = getelementptr i8, ptr addrspace(1) %491, i64 8
  %499 = load i32, ptr addrspace(1) %498, align 4
  %500 = getelementptr i8, ptr addrspace(1) %491, i64 12
  %501 = load i32, ptr addrspace(1) %500, align 4
  %502 = getelementptr i8, ptr addrspace(1) %491, i64 16
  %503 = load i32, ptr addrspace(1) %502, align 4
  %504 = getelementptr i8, ptr addrspace(1) %491, i64 20
  %505 = load i32, ptr addrspace(1) %504, align 4
  %506 = getelementptr i8, ptr addrspace(1) %491, i64 24
  %507 = load i32, ptr addrspace(1) %506, align 4
  %508 = getelementptr i8, ptr addrspace(1) %491, i64 28
  %509 = load i32, ptr addrspace(1) %508, align 4
  %510 = shl i64 %489, 1
  %511 = add i64 28, %510
  %512 = getelementptr i8, ptr addrspace(1) %491, i64 %511
  %513 = load i32, ptr addrspace(1) %512, align 4
  %514 = call i32 @llvm.fshr.i32(i32 %497, i32 %495, i32 %493)
  %515 = call i32 @llvm.fshr.i32(i32 %499, i32 %497, i32 %493)
  %516 = call i32 @llvm.fshr.i32(i32 %501, i32 %499, i32 %493)
  %517 = call i32 @llvm.fshr.i32(i32 %503, i32 %501, i32 %493)
  %518 = call i32 @llvm.fshr.i32(i32 %505, i32 %503, i32 %493)
  %519 = call i32 @llvm.fshr.i32(i32 %507, i32 %505, i32 %493)
  %520 = call i32 @llvm.fshr.i32(i32 %509, i32 %507, i32 %493)
  %521 = call i32 @llvm.fshr.i32(i32 %513, i32 %509, i32 %493)
  store i32 %486, ptr addrspace(5) %v28, align 4
  store i32 %514, ptr addrspace(5) %v29, align 4
  store i32 %515, ptr addrspace(5) %v30, align 4
  store i32 %516, ptr addrspace(5) %v31, align 4
  store i32 %517, ptr addrspace(5) %v32, align 4
  store i32 %518, ptr addrspace(5) %v33, align 4
  store i32 %519, ptr addrspace(5) %v34, align 4
  store i32 %520, ptr addrspace(5) %v35, align 4
  store i32 %521, ptr addrspace(5) %v36, align 4
  %522 = sext i32 %395 to i64
  %523 = mul i64 %522, 34
  %524 = add i64 %523, 0
  %525 = getelementptr i8, ptr addrspace(1) %72, i64 %524
  %526 = getelementptr i8, ptr addrspace(1) %525, i64 0
  %527 = load i16, ptr addrspace(1) %526, align 2
  %528 = zext i16 %527 to i32
  %529 = getelementptr i8, ptr addrspace(1) %525, i64 2
  %530 = ptrtoint ptr addrspace(1) %529 to i64
  %531 = and i64 %530, 3
  %532 = sub i64 0, %531
  %533 = getelementptr i8, ptr addrspace(1) %529, i64 %532
  %534 = shl i64 %531, 3
  %535 = trunc i64 %534 to i32
  %536 = getelementptr i8, ptr addrspace(1) %533, i64 0
  %537 = load i32, ptr addrspace(1) %536, align 4
  %538 = getelementptr i8, ptr addrspace(1) %533, i64 4
  %539 = load i32, ptr addrspace(1) %538, align 4
  %540 = getelementptr i8, ptr addrspace(1) %533, i64 8
  %541 = load i32, ptr addrspace(1) %540, align 4
  %542 = getelementptr i8, ptr addrspace(1) %533, i64 12
  %543 = load i32, ptr addrspace(1) %542, align 4
  %544 = getelementptr i8, ptr addrspace(1) %533, i64 16
  %545 = load i32, ptr addrspace(1) %544, align 4
  %546 = getelementptr i8, ptr addrspace(1) %533, i64 20
  %547 = load i32, ptr addrspace(1) %546, align 4
  %548 = getelementptr i8, ptr addrspace(1) %533, i64 24
  %549 = load i32, ptr addrspace(1) %548, align 4
  %550 = getelementptr i8, ptr addrspace(1) %533, i64 28
  %551 = load i32, ptr addrspace(1) %550, align 4
  %552 = shl i64 %531, 1
  %553 = add i64 28, %552
  %554 = getelementptr i8, ptr addrspace(1) %533, i64 %553
  %555 = load i32, ptr addrspace(1) %554, align 4
  %556 = call i32 @llvm.fshr.i32(i32 %539, i32 %537, i32 %535)
  %557 = call i32 @llvm.fshr.i32(i32 %541, i32 %539, i32 %535)
  %558 = call i32 @llvm.fshr.i32(i32 %543, i32 %541, i32 %535)
  %559 = call i32 @llvm.fshr.i32(i32 %545, i32 %543, i32 %535)
  %560 = call i32 @llvm.fshr.i32(i32 %547, i32 %545, i32 %535)
  %561 = call i32 @llvm.fshr.i32(i32 %549, i32 %547, i32 %535)
  %562 = call i32 @llvm.fshr.i32(i32 %551, i32 %549, i32 %535)
  %563 = call i32 @llvm.fshr.i32(i32 %555, i32 %551, i32 %535)
  store i32 %528, ptr addrspace(5) %v37, align 4
  store i32 %556, ptr addrspace(5) %v38, align 4
  store i32 %557, ptr addrspace(5) %v39, align 4
  store i32 %558, ptr addrspace(5) %v40, align 4
  store i32 %559, ptr addrspace(5) %v41, align 4
  store i32 %560, ptr addrspace(5) %v42, align 4
  store i32 %561, ptr addrspace(5) %v43, align 4
  store i32 %562, ptr addrspace(5) %v44, align 4
  store i32 %563, ptr addrspace(5) %v45, align 4
  %564 = icmp slt i32 %356, %73
  br i1 %564, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %565 = load float, ptr addrspace(5) %v2, align 4
  %566 = load float, ptr addrspace(5) %v3, align 4
  %567 = load float, ptr addrspace(5) %v4, align 4
  %568 = load float, ptr addrspace(5) %v5, align 4
  %569 = call i32 @llvm.amdgcn.workitem.id.x()
  %570 = and i32 %569, 31
  %571 = and i32 %570, 16
  %572 = icmp ne i32 %571, 0
  %573 = select i1 %572, float %567, float %565
  %574 = select i1 %572, float %565, float %567
  %575 = bitcast float %574 to i32
  %576 = call i32 @llvm.amdgcn.workitem.id.x()
  %577 = and i32 %576, 31
  %578 = xor i32 %577, 16
  %579 = shl i32 %578, 2
  %580 = call i32 @llvm.amdgcn.ds.bpermute(i32 %579, i32 %575)
  %581 = bitcast i32 %580 to float
  %582 = fadd float %573, %581
  %583 = select i1 %572, float %568, float %566
  %584 = select i1 %572, float %566, float %568
  %585 = bitcast float %584 to i32
  %586 = call i32 @llvm.amdgcn.workitem.id.x()
  %587 = and i32 %586, 31
  %588 = xor i32 %587, 16
  %589 = shl i32 %588, 2
  %590 = call i32 @llvm.amdgcn.ds.bpermute(i32 %589, i32 %585)
  %591 = bitcast i32 %590 to float
  %592 = fadd float %583, %591
  %593 = and i32 %570, 8
  %594 = icmp ne i32 %593, 0
  %595 = select i1 %594, float %592, float %582
  %596 = select i1 %594, float %582, float %592
  %597 = bitcast float %596 to i32
  %598 = call i32 @llvm.amdgcn.workitem.id.x()
  %599 = and i32 %598, 31
  %600 = xor i32 %599, 8
  %601 = shl i32 %600, 2
  %602 = call i32 @llvm.amdgcn.ds.bpermute(i32 %601, i32 %597)
  %603 = bitcast i32 %602 to float
  %604 = fadd float %595, %603
  %605 = bitcast float %604 to i32
  %606 = call i32 @llvm.amdgcn.workitem.id.x()
  %607 = and i32 %606, 31
  %608 = xor i32 %607, 4
  %609 = shl i32 %608, 2
  %610 = call i32 @llvm.amdgcn.ds.bpermute(i32 %609, i32 %605)
  %611 = bitcast i32 %610 to float
  %612 = fadd float %604, %611
  %613 = bitcast float %612 to i32
  %614 = call i32 @llvm.amdgcn.workitem.id.x()
  %615 = and i32 %614, 31
  %616 = xor i32 %615, 2
  %617 = shl i32 %616, 2
  %618 = call i32 @llvm.amdgcn.ds.bpermute(i32 %617, i32 %613)
  %619 = bitcast i32 %618 to float
  %620 = fadd float %612, %619
  %621 = bitcast float %620 to i32
  %622 = call i32 @llvm.amdgcn.workitem.id.x()
  %623 = and i32 %622, 31
  %624 = xor i32 %623, 1
  %625 = shl i32 %624, 2
  %626 = call i32 @llvm.amdgcn.ds.bpermute(i32 %625, i32 %621)
  %627 = bitcast i32 %626 to float
  %628 = fadd float %620, %627
  store float %628, ptr addrspace(5) %v1, align 4
  %629 = and i1 %42, %34
  br i1 %629, label %then56, label %endif57

then50:                                           ; preds = %body48
  %630 = and i32 %321, 1
  %631 = sext i32 %630 to i64
  %632 = mul i64 %631, 4608
  %633 = getelementptr i8, ptr addrspace(3) @lds1, i64 %632
  %634 = sext i32 %321 to i64
  %635 = mul i64 %634, 1024
  %636 = sext i32 %356 to i64
  %637 = mul i64 %636, 32
  %638 = sub i64 %637, %635
  %639 = lshr i64 %638, 5
  %640 = shl i64 %639, 2
  %641 = add i64 %638, %640
  %642 = add i64 %641, 0
  %643 = mul i64 %642, 4
  %644 = getelementptr i8, ptr addrspace(3) %633, i64 %643
  %645 = load <4 x float>, ptr addrspace(3) %644, align 16
  %646 = extractelement <4 x float> %645, i32 0
  %647 = extractelement <4 x float> %645, i32 1
  %648 = extractelement <4 x float> %645, i32 2
  %649 = extractelement <4 x float> %645, i32 3
  %650 = add i64 %641, 4
  %651 = mul i64 %650, 4
  %652 = getelementptr i8, ptr addrspace(3) %633, i64 %651
  %653 = load <4 x float>, ptr addrspace(3) %652, align 16
  %654 = extractelement <4 x float> %653, i32 0
  %655 = extractelement <4 x float> %653, i32 1
  %656 = extractelement <4 x float> %653, i32 2
  %657 = extractelement <4 x float> %653, i32 3
  %658 = add i64 %641, 8
  %659 = mul i64 %658, 4
  %660 = getelementptr i8, ptr addrspace(3) %633, i64 %659
  %661 = load <4 x float>, ptr addrspace(3) %660, align 16
  %662 = extractelement <4 x float> %661, i32 0
  %663 = extractelement <4 x float> %661, i32 1
  %664 = extractelement <4 x float> %661, i32 2
  %665 = extractelement <4 x float> %661, i32 3
  %666 = add i64 %641, 12
  %667 = mul i64 %666, 4
  %668 = getelementptr i8, ptr addrspace(3) %633, i64 %667
  %669 = load <4 x float>, ptr addrspace(3) %668, align 16
  %670 = extractelement <4 x float> %669, i32 0
  %671 = extractelement <4 x float> %669, i32 1
  %672 = extractelement <4 x float> %669, i32 2
  %673 = extractelement <4 x float> %669, i32 3
  %674 = add i64 %641, 16
  %675 = mul i64 %674, 4
  %676 = getelementptr i8, ptr addrspace(3) %633, i64 %675
  %677 = load <4 x float>, ptr addrspace(3) %676, align 16
  %678 = extractelement <4 x float> %677, i32 0
  %679 = extractelement <4 x float> %677, i32 1
  %680 = extractelement <4 x float> %677, i32 2
  %681 = extractelement <4 x float> %677, i32 3
  %682 = add i64 %641, 20
  %683 = mul i64 %682, 4
  %684 = getelementptr i8, ptr addrspace(3) %633, i64 %683
  %685 = load <4 x float>, ptr addrspace(3) %684, align 16
  %686 = extractelement <4 x float> %685, i32 0
  %687 = extractelement <4 x float> %685, i32 1
  %688 = extractelement <4 x float> %685, i32 2
  %689 = extractelement <4 x float> %685, i32 3
  %690 = add i64 %641, 24
  %691 = mul i64 %690, 4
  %692 = getelementptr i8, ptr addrspace(3) %633, i64 %691
  %693 = load <4 x float>, ptr addrspace(3) %692, align 16
  %694 = extractelement <4 x float> %693, i32 0
  %695 = extractelement <4 x float> %693, i32 1
  %696 = extractelement <4 x float> %693, i32 2
  %697 = extractelement <4 x float> %693, i32 3
  %698 = add i64 %641, 28
  %699 = mul i64 %698, 4
  %700 = getelementptr i8, ptr addrspace(3) %633, i64 %699
  %701 = load <4 x float>, ptr addrspace(3) %700, align 16
  %702 = extractelement <4 x float> %701, i32 0
  %703 = extractelement <4 x float> %701, i32 1
  %704 = extractelement <4 x float> %701, i32 2
  %705 = extractelement <4 x float> %701, i32 3
  %706 = load float, ptr addrspace(5) %v2, align 4
  %707 = xor i32 %358, -2139062144
  %708 = lshr i32 %707, 0
  %709 = and i32 %708, 255
  %710 = uitofp i32 %709 to float
  %711 = fadd float %710, -1.280000e+02
  %712 = call float @llvm.fma.f32(float %711, float %646, float 0.000000e+00)
  %713 = lshr i32 %707, 8
  %714 = and i32 %713, 255
  %715 = uitofp i32 %714 to float
  %716 = fadd float %715, -1.280000e+02
  %717 = call float @llvm.fma.f32(float %716, float %647, float %712)
  %718 = lshr i32 %707, 16
  %719 = and i32 %718, 255
  %720 = uitofp i32 %719 to float
  %721 = fadd float %720, -1.280000e+02
  %722 = call float @llvm.fma.f32(float %721, float %648, float %717)
  %723 = lshr i32 %707, 24
  %724 = and i32 %723, 255
  %725 = uitofp i32 %724 to float
  %726 = fadd float %725, -1.280000e+02
  %727 = call float @llvm.fma.f32(float %726, float %649, float %722)
  %728 = xor i32 %359, -2139062144
  %729 = lshr i32 %728, 0
  %730 = and i32 %729, 255
  %731 = uitofp i32 %730 to float
  %732 = fadd float %731, -1.280000e+02
  %733 = call float @llvm.fma.f32(float %732, float %654, float %727)
  %734 = lshr i32 %728, 8
  %735 = and i32 %734, 255
  %736 = uitofp i32 %735 to float
  %737 = fadd float %736, -1.280000e+02
  %738 = call float @llvm.fma.f32(float %737, float %655, float %733)
  %739 = lshr i32 %728, 16
  %740 = and i32 %739, 255
  %741 = uitofp i32 %740 to float
  %742 = fadd float %741, -1.280000e+02
  %743 = call float @llvm.fma.f32(float %742, float %656, float %738)
  %744 = lshr i32 %728, 24
  %745 = and i32 %744, 255
  %746 = uitofp i32 %745 to float
  %747 = fadd float %746, -1.280000e+02
  %748 = call float @llvm.fma.f32(float %747, float %657, float %743)
  %749 = xor i32 %360, -2139062144
  %750 = lshr i32 %749, 0
  %751 = and i32 %750, 255
  %752 = uitofp i32 %751 to float
  %753 = fadd float %752, -1.280000e+02
  %754 = call float @llvm.fma.f32(float %753, float %662, float %748)
  %755 = lshr i32 %749, 8
  %756 = and i32 %755, 255
  %757 = uitofp i32 %756 to float
  %758 = fadd float %757, -1.280000e+02
  %759 = call float @llvm.fma.f32(float %758, float %663, float %754)
  %760 = lshr i32 %749, 16
  %761 = and i32 %760, 255
  %762 = uitofp i32 %761 to float
  %763 = fadd float %762, -1.280000e+02
  %764 = call float @llvm.fma.f32(float %763, float %664, float %759)
  %765 = lshr i32 %749, 24
  %766 = and i32 %765, 255
  %767 = uitofp i32 %766 to float
  %768 = fadd float %767, -1.280000e+02
  %769 = call float @llvm.fma.f32(float %768, float %665, float %764)
  %770 = xor i32 %361, -2139062144
  %771 = lshr i32 %770, 0
  %772 = and i32 %771, 255
  %773 = uitofp i32 %772 to float
  %774 = fadd float %773, -1.280000e+02
  %775 = call float @llvm.fma.f32(float %774, float %670, float %769)
  %776 = lshr i32 %770, 8
  %777 = and i32 %776, 255
  %778 = uitofp i32 %777 to float
  %779 = fadd float %778, -1.280000e+02
  %780 = call float @llvm.fma.f32(float %779, float %671, float %775)
  %781 = lshr i32 %770, 16
  %782 = and i32 %781, 255
  %783 = uitofp i32 %782 to float
  %784 = fadd float %783, -1.280000e+02
  %785 = call float @llvm.fma.f32(float %784, float %672, float %780)
  %786 = lshr i32 %770, 24
  %787 = and i32 %786, 255
  %788 = uitofp i32 %787 to float
  %789 = fadd float %788, -1.280000e+02
  %790 = call float @llvm.fma.f32(float %789, float %673, float %785)
  %791 = xor i32 %362, -2139062144
  %792 = lshr i32 %791, 0
  %793 = and i32 %792, 255
  %794 = uitofp i32 %793 to float
  %795 = fadd float %794, -1.280000e+02
  %796 = call float @llvm.fma.f32(float %795, float %678, float 0.000000e+00)
  %797 = lshr i32 %791, 8
  %798 = and i32 %797, 255
  %799 = uitofp i32 %798 to float
  %800 = fadd float %799, -1.280000e+02
  %801 = call float @llvm.fma.f32(float %800, float %679, float %796)
  %802 = lshr i32 %791, 16
  %803 = and i32 %802, 255
  %804 = uitofp i32 %803 to float
  %805 = fadd float %804, -1.280000e+02
  %806 = call float @llvm.fma.f32(float %805, float %680, float %801)
  %807 = lshr i32 %791, 24
  %808 = and i32 %807, 255
  %809 = uitofp i32 %808 to float
  %810 = fadd float %809, -1.280000e+02
  %811 = call float @llvm.fma.f32(float %810, float %681, float %806)
  %812 = xor i32 %363, -2139062144
  %813 = lshr i32 %812, 0
  %814 = and i32 %813, 255
  %815 = uitofp i32 %814 to float
  %816 = fadd float %815, -1.280000e+02
  %817 = call float @llvm.fma.f32(float %816, float %686, float %811)
  %818 = lshr i32 %812, 8
  %819 = and i32 %818, 255
  %820 = uitofp i32 %819 to float
  %821 = fadd float %820, -1.280000e+02
  %822 = call float @llvm.fma.f32(float %821, float %687, float %817)
  %823 = lshr i32 %812, 16
  %824 = and i32 %823, 255
  %825 = uitofp i32 %824 to float
  %826 = fadd float %825, -1.280000e+02
  %827 = call float @llvm.fma.f32(float %826, float %688, float %822)
  %828 = lshr i32 %812, 24
  %829 = and i32 %828, 255
  %830 = uitofp i32 %829 to float
  %831 = fadd float %830, -1.280000e+02
  %832 = call float @llvm.fma.f32(float %831, float %689, float %827)
  %833 = xor i32 %364, -2139062144
  %834 = lshr i32 %833, 0
  %835 = and i32 %834, 255
  %836 = uitofp i32 %835 to float
  %837 = fadd float %836, -1.280000e+02
  %838 = call float @llvm.fma.f32(float %837, float %694, float %832)
  %839 = lshr i32 %833, 8
  %840 = and i32 %839, 255
  %841 = uitofp i32 %840 to float
  %842 = fadd float %841, -1.280000e+02
  %843 = call float @llvm.fma.f32(float %842, float %695, float %838)
  %844 = lshr i32 %833, 16
  %845 = and i32 %844, 255
  %846 = uitofp i32 %845 to float
  %847 = fadd float %846, -1.280000e+02
  %848 = call float @llvm.fma.f32(float %847, float %696, float %843)
  %849 = lshr i32 %833, 24
  %850 = and i32 %849, 255
  %851 = uitofp i32 %850 to float
  %852 = fadd float %851, -1.280000e+02
  %853 = call float @llvm.fma.f32(float %852, float %697, float %848)
  %854 = xor i32 %365, -2139062144
  %855 = lshr i32 %854, 0
  %856 = and i32 %855, 255
  %857 = uitofp i32 %856 to float
  %858 = fadd float %857, -1.280000e+02
  %859 = call float @llvm.fma.f32(float %858, float %702, float %853)
  %860 = lshr i32 %854, 8
  %861 = and i32 %860, 255
  %862 = uitofp i32 %861 to float
  %863 = fadd float %862, -1.280000e+02
  %864 = call float @llvm.fma.f32(float %863, float %703, float %859)
  %865 = lshr i32 %854, 16
  %866 = and i32 %865, 255
  %867 = uitofp i32 %866 to float
  %868 = fadd float %867, -1.280000e+02
  %869 = call float @llvm.fma.f32(float %868, float %704, float %864)
  %870 = lshr i32 %854, 24
  %871 = and i32 %870, 255
  %872 = uitofp i32 %871 to float
  %873 = fadd float %872, -1.280000e+02
  %874 = call float @llvm.fma.f32(float %873, float %705, float %869)
  %875 = trunc i32 %357 to i16
  %876 = bitcast i16 %875 to half
  %877 = fpext half %876 to float
  %878 = fadd float %790, %874
  %879 = call float @llvm.fma.f32(float %877, float %878, float %706)
  store float %879, ptr addrspace(5) %v2, align 4
  %880 = load float, ptr addrspace(5) %v3, align 4
  %881 = xor i32 %367, -2139062144
  %882 = lshr i32 %881, 0
  %883 = and i32 %882, 255
  %884 = uitofp i32 %883 to float
  %885 = fadd float %884, -1.280000e+02
  %886 = call float @llvm.fma.f32(float %885, float %646, float 0.000000e+00)
  %887 = lshr i32 %881, 8
  %888 = and i32 %887, 255
  %889 = uitofp i32 %888 to float
  %890 = fadd float %889, -1.280000e+02
  %891 = call float @llvm.fma.f32(float %890, float %647, float %886)
  %892 = lshr i32 %881, 16
  %893 = and i32 %892, 255
  %894 = uitofp i32 %893 to float
  %895 = fadd float %894, -1.280000e+02
  %896 = call float @llvm.fma.f32(float %895, float %648, float %891)
  %897 = lshr i32 %881, 24
  %898 = and i32 %897, 255
  %899 = uitofp i32 %898 to float
  %900 = fadd float %899, -1.280000e+02
  %901 = call float @llvm.fma.f32(float %900, float %649, float %896)
  %902 = xor i32 %368, -2139062144
  %903 = lshr i32 %902, 0
  %904 = and i32 %903, 255
  %905 = uitofp i32 %904 to float
  %906 = fadd float %905, -1.280000e+02
  %907 = call float @llvm.fma.f32(float %906, float %654, float %901)
  %908 = lshr i32 %902, 8
  %909 = and i32 %908, 255
  %910 = uitofp i32 %909 to float
  %911 = fadd float %910, -1.280000e+02
  %912 = call float @llvm.fma.f32(float %911, float %655, float %907)
  %913 = lshr i32 %902, 16
  %914 = and i32 %913, 255
  %915 = uitofp i32 %914 to float
  %916 = fadd float %915, -1.280000e+02
  %917 = call float @llvm.fma.f32(float %916, float %656, float %912)
  %918 = lshr i32 %902, 24
  %919 = and i32 %918, 255
  %920 = uitofp i32 %919 to float
  %921 = fadd float %920, -1.280000e+02
  %922 = call float @llvm.fma.f32(float %921, float %657, float %917)
  %923 = xor i32 %369, -2139062144
  %924 = lshr i32 %923, 0
  %925 = and i32 %924, 255
  %926 = uitofp i32 %925 to float
  %927 = fadd float %926, -1.280000e+02
  %928 = call float @llvm.fma.f32(float %927, float %662, float %922)
  %929 = lshr i32 %923, 8
  %930 = and i32 %929, 255
  %931 = uitofp i32 %930 to float
  %932 = fadd float %931, -1.280000e+02
  %933 = call float @llvm.fma.f32(float %932, float %663, float %928)
  %934 = lshr i32 %923, 16
  %935 = and i32 %934, 255
  %936 = uitofp i32 %935 to float
  %937 = fadd float %936, -1.280000e+02
  %938 = call float @llvm.fma.f32(float %937, float %664, float %933)
  %939 = lshr i32 %923, 24
  %940 = and i32 %939, 255
  %941 = uitofp i32 %940 to float
  %942 = fadd float %941, -1.280000e+02
  %943 = call float @llvm.fma.f32(float %942, float %665, float %938)
  %944 = xor i32 %370, -2139062144
  %945 = lshr i32 %944, 0
  %946 = and i32 %945, 255
  %947 = uitofp i32 %946 to float
  %948 = fadd float %947, -1.280000e+02
  %949 = call float @llvm.fma.f32(float %948, float %670, float %943)
  %950 = lshr i32 %944, 8
  %951 = and i32 %950, 255
  %952 = uitofp i32 %951 to float
  %953 = fadd float %952, -1.280000e+02
  %954 = call float @llvm.fma.f32(float %953, float %671, float %949)
  %955 = lshr i32 %944, 16
  %956 = and i32 %955, 255
  %957 = uitofp i32 %956 to float
  %958 = fadd float %957, -1.280000e+02
  %959 = call float @llvm.fma.f32(float %958, float %672, float %954)
  %960 = lshr i32 %944, 24
  %961 = and i32 %960, 255
  %962 = uitofp i32 %961 to float
  %963 = fadd float %962, -1.280000e+02
  %964 = call float @llvm.fma.f32(float %963, float %673, float %959)
  %965 = xor i32 %371, -2139062144
  %966 = lshr i32 %965, 0
  %967 = and i32 %966, 255
  %968 = uitofp i32 %967 to float
  %969 = fadd float %968, -1.280000e+02
  %970 = call float @llvm.fma.f32(float %969, float %678, float 0.000000e+00)
  %971 = lshr i32 %965, 8
  %972 = and i32 %971, 255
  %973 = uitofp i32 %972 to float
  %974 = fadd float %973, -1.280000e+02
  %975 = call float @llvm.fma.f32(float %974, float %679, float %970)
  %976 = lshr i32 %965, 16
  %977 = and i32 %976, 255
  %978 = uitofp i32 %977 to float
  %979 = fadd float %978, -1.280000e+02
  %980 = call float @llvm.fma.f32(float %979, float %680, float %975)
  %981 = lshr i32 %965, 24
  %982 = and i32 %981, 255
  %983 = uitofp i32 %982 to float
  %984 = fadd float %983, -1.280000e+02
  %985 = call float @llvm.fma.f32(float %984, float %681, float %980)
  %986 = xor i32 %372, -2139062144
  %987 = lshr i32 %986, 0
  %988 = and i32 %987, 255
  %989 = uitofp i32 %988 to float
  %990 = fadd float %989, -1.280000e+02
  %991 = call float @llvm.fma.f32(float %990, float %686, float %985)
  %992 = lshr i32 %986, 8
  %993 = and i32 %992, 255
  %994 = uitofp i32 %993 to float
  %995 = fadd float %994, -1.280000e+02
  %996 = call float @llvm.fma.f32(float %995, float %687, float %991)
  %997 = lshr i32 %986, 16
  %998 = and i32 %997, 255
  %999 = uitofp i32 %998 to float
  %1000 = fadd float %999, -1.280000e+02
  %1001 = call float @llvm.fma.f32(float %1000, float %688, float %996)
  %1002 = lshr i32 %986, 24
  %1003 = and i32 %1002, 255
  %1004 = uitofp i32 %1003 to float
  %1005 = fadd float %1004, -1.280000e+02
  %1006 = call float @llvm.fma.f32(float %1005, float %689, float %1001)
  %1007 = xor i32 %373, -2139062144
  %1008 = lshr i32 %1007, 0
  %1009 = and i32 %1008, 255
  %1010 = uitofp i32 %1009 to float
  %1011 = fadd float %1010, -1.280000e+02
  %1012 = call float @llvm.fma.f32(float %1011, float %694, float %1006)
  %1013 = lshr i32 %1007, 8
  %1014 = and i32 %1013, 255
  %1015 = uitofp i32 %1014 to float
  %1016 = fadd float %1015, -1.280000e+02
  %1017 = call float @llvm.fma.f32(float %1016, float %695, float %1012)
  %1018 = lshr i32 %1007, 16
  %1019 = and i32 %1018, 255
  %1020 = uitofp i32 %1019 to float
  %1021 = fadd float %1020, -1.280000e+02
  %1022 = call float @llvm.fma.f32(float %1021, float %696, float %1017)
  %1023 = lshr i32 %1007, 24
  %1024 = and i32 %1023, 255
  %1025 = uitofp i32 %1024 to float
  %1026 = fadd float %1025, -1.280000e+02
  %1027 = call float @llvm.fma.f32(float %1026, float %697, float %1022)
  %1028 = xor i32 %374, -2139062144
  %1029 = lshr i32 %1028, 0
  %1030 = and i32 %1029, 255
  %1031 = uitofp i32 %1030 to float
  %1032 = fadd float %1031, -1.280000e+02
  %1033 = call float @llvm.fma.f32(float %1032, float %702, float %1027)
  %1034 = lshr i32 %1028, 8
  %1035 = and i32 %1034, 255
  %1036 = uitofp i32 %1035 to float
  %1037 = fadd float %1036, -1.280000e+02
  %1038 = call float @llvm.fma.f32(float %1037, float %703, float %1033)
  %1039 = lshr i32 %1028, 16
  %1040 = and i32 %1039, 255
  %1041 = uitofp i32 %1040 to float
  %1042 = fadd float %1041, -1.280000e+02
  %1043 = call float @llvm.fma.f32(float %1042, float %704, float %1038)
  %1044 = lshr i32 %1028, 24
  %1045 = and i32 %1044, 255
  %1046 = uitofp i32 %1045 to float
  %1047 = fadd float %1046, -1.280000e+02
  %1048 = call float @llvm.fma.f32(float %1047, float %705, float %1043)
  %1049 = trunc i32 %366 to i16
  %1050 = bitcast i16 %1049 to half
  %1051 = fpext half %1050 to float
  %1052 = fadd float %964, %1048
  %1053 = call float @llvm.fma.f32(float %1051, float %1052, float %880)
  store float %1053, ptr addrspace(5) %v3, align 4
  %1054 = load float, ptr addrspace(5) %v4, align 4
  %1055 = xor i32 %376, -2139062144
  %1056 = lshr i32 %1055, 0
  %1057 = and i32 %1056, 255
  %1058 = uitofp i32 %1057 to float
  %1059 = fadd float %1058, -1.280000e+02
  %1060 = call float @llvm.fma.f32(float %1059, float %646, float 0.000000e+00)
  %1061 = lshr i32 %1055, 8
  %1062 = and i32 %1061, 255
  %1063 = uitofp i32 %1062 to float
  %1064 = fadd float %1063, -1.280000e+02
  %1065 = call float @llvm.fma.f32(float %1064, float %647, float %1060)
  %1066 = lshr i32 %1055, 16
  %1067 = and i32 %1066, 255
  %1068 = uitofp i32 %1067 to float
  %1069 = fadd float %1068, -1.280000e+02
  %1070 = call float @llvm.fma.f32(float %1069, float %648, float %1065)
  %1071 = lshr i32 %1055, 24
  %1072 = and i32 %1071, 255
  %1073 = uitofp i32 %1072 to float
  %1074 = fadd float %1073, -1.280000e+02
  %1075 = call float @llvm.fma.f32(float %1074, float %649, float %1070)
  %1076 = xor i32 %377, -2139062144
  %1077 = lshr i32 %1076, 0
  %1078 = and i32 %1077, 255
  %1079 = uitofp i32 %1078 to float
  %1080 = fadd float %1079, -1.280000e+02
  %1081 = call float @llvm.fma.f32(float %1080, float %654, float %1075)
  %1082 = lshr i32 %1076, 8
  %1083 = and i32 %1082, 255
  %1084 = uitofp i32 %1083 to float
  %1085 = fadd float %1084, -1.280000e+02
  %1086 = call float @llvm.fma.f32(float %1085, float %655, float %1081)
  %1087 = lshr i32 %1076, 16
  %1088 = and i32 %1087, 255
  %1089 = uitofp i32 %1088 to float
  %1090 = fadd float %1089, -1.280000e+02
  %1091 = call float @llvm.fma.f32(float %1090, float %656, float %1086)
  %1092 = lshr i32 %1076, 24
  %1093 = and i32 %1092, 255
  %1094 = uitofp i32 %1093 to float
  %1095 = fadd float %1094, -1.280000e+02
  %1096 = call float @llvm.fma.f32(float %1095, float %657, float %1091)
  %1097 = xor i32 %378, -2139062144
  %1098 = lshr i32 %1097, 0
  %1099 = and i32 %1098, 255
  %1100 = uitofp i32 %1099 to float
  %1101 = fadd float %1100, -1.280000e+02
  %1102 = call float @llvm.fma.f32(float %1101, float %662, float %1096)
  %1103 = lshr i32 %1097, 8
  %1104 = and i32 %1103, 255
  %1105 = uitofp i32 %1104 to float
  %1106 = fadd float %1105, -1.280000e+02
  %1107 = call float @llvm.fma.f32(float %1106, float %663, float %1102)
  %1108 = lshr i32 %1097, 16
  %1109 = and i32 %1108, 255
  %1110 = uitofp i32 %1109 to float
  %1111 = fadd float %1110, -1.280000e+02
  %1112 = call float @llvm.fma.f32(float %1111, float %664, float %1107)
  %1113 = lshr i32 %1097, 24
  %1114 = and i32 %1113, 255
  %1115 = uitofp i32 %1114 to float
  %1116 = fadd float %1115, -1.280000e+02
  %1117 = call float @llvm.fma.f32(float %1116, float %665, float %1112)
  %1118 = xor i32 %379, -2139062144
  %1119 = lshr i32 %1118, 0
  %1120 = and i32 %1119, 255
  %1121 = uitofp i32 %1120 to float
  %1122 = fadd float %1121, -1.280000e+02
  %1123 = call float @llvm.fma.f32(float %1122, float %670, float %1117)
  %1124 = lshr i32 %1118, 8
  %1125 = and i32 %1124, 255
  %1126 = uitofp i32 %1125 to float
  %1127 = fadd float %1126, -1.280000e+02
  %1128 = call float @llvm.fma.f32(float %1127, float %671, float %1123)
  %1129 = lshr i32 %1118, 16
  %1130 = and i32 %1129, 255
  %1131 = uitofp i32 %1130 to float
  %1132 = fadd float %1131, -1.280000e+02
  %1133 = call float @llvm.fma.f32(float %1132, float %672, float %1128)
  %1134 = lshr i32 %1118, 24
  %1135 = and i32 %1134, 255
  %1136 = uitofp i32 %1135 to float
  %1137 = fadd float %1136, -1.280000e+02
  %1138 = call float @llvm.fma.f32(float %1137, float %673, float %1133)
  %1139 = xor i32 %380, -2139062144
  %1140 = lshr i32 %1139, 0
  %1141 = and i32 %1140, 255
  %1142 = uitofp i32 %1141 to float
  %1143 = fadd float %1142, -1.280000e+02
  %1144 = call float @llvm.fma.f32(float %1143, float %678, float 0.000000e+00)
  %1145 = lshr i32 %1139, 8
  %1146 = and i32 %1145, 255
  %1147 = uitofp i32 %1146 to float
  %1148 = fadd float %1147, -1.280000e+02
  %1149 = call float @llvm.fma.f32(float %1148, float %679, float %1144)
  %1150 = lshr i32 %1139, 16
  %1151 = and i32 %1150, 255
  %1152 = uitofp i32 %1151 to float
  %1153 = fadd float %1152, -1.280000e+02
  %1154 = call float @llvm.fma.f32(float %1153, float %680, float %1149)
  %1155 = lshr i32 %1139, 24
  %1156 = and i32 %1155, 255
  %1157 = uitofp i32 %1156 to float
  %1158 = fadd float %1157, -1.280000e+02
  %1159 = call float @llvm.fma.f32(float %1158, float %681, float %1154)
  %1160 = xor i32 %381, -2139062144
  %1161 = lshr i32 %1160, 0
  %1162 = and i32 %1161, 255
  %1163 = uitofp i32 %1162 to float
  %1164 = fadd float %1163, -1.280000e+02
  %1165 = call float @llvm.fma.f32(float %1164, float %686, float %1159)
  %1166 = lshr i32 %1160, 8
  %1167 = and i32 %1166, 255
  %1168 = uitofp i32 %1167 to float
  %1169 = fadd float %1168, -1.280000e+02
  %1170 = call float @llvm.fma.f32(float %1169, float %687, float %1165)
  %1171 = lshr i32 %1160, 16
  %1172 = and i32 %1171, 255
  %1173 = uitofp i32 %1172 to float
  %1174 = fadd float %1173, -1.280000e+02
  %1175 = call float @llvm.fma.f32(float %1174, float %688, float %1170)
  %1176 = lshr i32 %1160, 24
  %1177 = and i32 %1176, 255
  %1178 = uitofp i32 %1177 to float
  %1179 = fadd float %1178, -1.280000e+02
  %1180 = call float @llvm.fma.f32(float %1179, float %689, float %1175)
  %1181 = xor i32 %382, -2139062144
  %1182 = lshr i32 %1181, 0
  %1183 = and i32 %1182, 255
  %1184 = uitofp i32 %1183 to float
  %1185 = fadd float %1184, -1.280000e+02
  %1186 = call float @llvm.fma.f32(float %1185, float %694, float %1180)
  %1187 = lshr i32 %1181, 8
  %1188 = and i32 %1187, 255
  %1189 = uitofp i32 %1188 to float
  %1190 = fadd float %1189, -1.280000e+02
  %1191 = call float @llvm.fma.f32(float %1190, float %695, float %1186)
  %1192 = lshr i32 %1181, 16
  %1193 = and i32 %1192, 255
  %1194 = uitofp i32 %1193 to float
  %1195 = fadd float %1194, -1.280000e+02
  %1196 = call float @llvm.fma.f32(float %1195, float %696, float %1191)
  %1197 = lshr i32 %1181, 24
  %1198 = and i32 %1197, 255
  %1199 = uitofp i32 %1198 to float
  %1200 = fadd float %1199, -1.280000e+02
  %1201 = call float @llvm.fma.f32(float %1200, float %697, float %1196)
  %1202 = xor i32 %383, -2139062144
  %1203 = lshr i32 %1202, 0
  %1204 = and i32 %1203, 255
  %1205 = uitofp i32 %1204 to float
  %1206 = fadd float %1205, -1.280000e+02
  %1207 = call float @llvm.fma.f32(float %1206, float %702, float %1201)
  %1208 = lshr i32 %1202, 8
  %1209 = and i32 %1208, 255
  %1210 = uitofp i32 %1209 to float
  %1211 = fadd float %1210, -1.280000e+02
  %1212 = call float @llvm.fma.f32(float %1211, float %703, float %1207)
  %1213 = lshr i32 %1202, 16
  %1214 = and i32 %1213, 255
  %1215 = uitofp i32 %1214 to float
  %1216 = fadd float %1215, -1.280000e+02
  %1217 = call float @llvm.fma.f32(float %1216, float %704, float %1212)
  %1218 = lshr i32 %1202, 24
  %1219 = and i32 %1218, 255
  %1220 = uitofp i32 %1219 to float
  %1221 = fadd float %1220, -1.280000e+02
  %1222 = call float @llvm.fma.f32(float %1221, float %705, float %1217)
  %1223 = trunc i32 %375 to i16
  %1224 = bitcast i16 %1223 to half
  %1225 = fpext half %1224 to float
  %1226 = fadd float %1138, %1222
  %1227 = call float @llvm.fma.f32(float %1225, float %1226, float %1054)
  store float %1227, ptr addrspace(5) %v4, align 4
  %1228 = load float, ptr addrspace(5) %v5, align 4
  %1229 = xor i32 %385, -2139062144
  %1230 = lshr i32 %1229, 0
  %1231 = and i32 %1230, 255
  %1232 = uitofp i32 %1231 to float
  %1233 = fadd float %1232, -1.280000e+02
  %1234 = call float @llvm.fma.f32(float %1233, float %646, float 0.000000e+00)
  %1235 = lshr i32 %1229, 8
  %1236 = and i32 %1235, 255
  %1237 = uitofp i32 %1236 to float
  %1238 = fadd float %1237, -1.280000e+02
  %1239 = call float @llvm.fma.f32(float %1238, float %647, float %1234)
  %1240 = lshr i32 %1229, 16
  %1241 = and i32 %1240, 255
  %1242 = uitofp i32 %1241 to float
  %1243 = fadd float %1242, -1.280000e+02
  %1244 = call float @llvm.fma.f32(float %1243, float %648, float %1239)
  %1245 = lshr i32 %1229, 24
  %1246 = and i32 %1245, 255
  %1247 = uitofp i32 %1246 to float
  %1248 = fadd float %1247, -1.280000e+02
  %1249 = call float @llvm.fma.f32(float %1248, float %649, float %1244)
  %1250 = xor i32 %386, -2139062144
  %1251 = lshr i32 %1250, 0
  %1252 = and i32 %1251, 255
  %1253 = uitofp i32 %1252 to float
  %1254 = fadd float %1253, -1.280000e+02
  %1255 = call float @llvm.fma.f32(float %1254, float %654, float %1249)
  %1256 = lshr i32 %1250, 8
  %1257 = and i32 %1256, 255
  %1258 = uitofp i32 %1257 to float
  %1259 = fadd float %1258, -1.280000e+02
  %1260 = call float @llvm.fma.f32(float %1259, float %655, float %1255)
  %1261 = lshr i32 %1250, 16
  %1262 = and i32 %1261, 255
  %1263 = uitofp i32 %1262 to float
  %1264 = fadd float %1263, -1.280000e+02
  %1265 = call float @llvm.fma.f32(float %1264, float %656, float %1260)
  %1266 = lshr i32 %1250, 24
  %1267 = and i32 %1266, 255
  %1268 = uitofp i32 %1267 to float
  %1269 = fadd float %1268, -1.280000e+02
  %1270 = call float @llvm.fma.f32(float %1269, float %657, float %1265)
  %1271 = xor i32 %387, -2139062144
  %1272 = lshr i32 %1271, 0
  %1273 = and i32 %1272, 255
  %1274 = uitofp i32 %1273 to float
  %1275 = fadd float %1274, -1.280000e+02
  %1276 = call float @llvm.fma.f32(float %1275, float %662, float %1270)
  %1277 = lshr i32 %1271, 8
  %1278 = and i32 %1277, 255
  %1279 = uitofp i32 %1278 to float
  %1280 = fadd float %1279, -1.280000e+02
  %1281 = call float @llvm.fma.f32(float %1280, float %663, float %1276)
  %1282 = lshr i32 %1271, 16
  %1283 = and i32 %1282, 255
  %1284 = uitofp i32 %1283 to float
  %1285 = fadd float %1284, -1.280000e+02
  %1286 = call float @llvm.fma.f32(float %1285, float %664, float %1281)
  %1287 = lshr i32 %1271, 24
  %1288 = and i32 %1287, 255
  %1289 = uitofp i32 %1288 to float
  %1290 = fadd float %1289, -1.280000e+02
  %1291 = call float @llvm.fma.f32(float %1290, float %665, float %1286)
  %1292 = xor i32 %388, -2139062144
  %1293 = lshr i32 %1292, 0
  %1294 = and i32 %1293, 255
  %1295 = uitofp i32 %1294 to float
  %1296 = fadd float %1295, -1.280000e+02
  %1297 = call float @llvm.fma.f32(float %1296, float %670, float %1291)
  %1298 = lshr i32 %1292, 8
  %1299 = and i32 %1298, 255
  %1300 = uitofp i32 %1299 to float
  %1301 = fadd float %1300, -1.280000e+02
  %1302 = call float @llvm.fma.f32(float %1301, float %671, float %1297)
  %1303 = lshr i32 %1292, 16
  %1304 = and i32 %1303, 255
  %1305 = uitofp i32 %1304 to float
  %1306 = fadd float %1305, -1.280000e+02
  %1307 = call float @llvm.fma.f32(float %1306, float %672, float %1302)
  %1308 = lshr i32 %1292, 24
  %1309 = and i32 %1308, 255
  %1310 = uitofp i32 %1309 to float
  %1311 = fadd float %1310, -1.280000e+02
  %1312 = call float @llvm.fma.f32(float %1311, float %673, float %1307)
  %1313 = xor i32 %389, -2139062144
  %1314 = lshr i32 %1313, 0
  %1315 = and i32 %1314, 255
  %1316 = uitofp i32 %1315 to float
  %1317 = fadd float %1316, -1.280000e+02
  %1318 = call float @llvm.fma.f32(float %1317, float %678, float 0.000000e+00)
  %1319 = lshr i32 %1313, 8
  %1320 = and i32 %1319, 255
  %1321 = uitofp i32 %1320 to float
  %1322 = fadd float %1321, -1.280000e+02
  %1323 = call float @llvm.fma.f32(float %1322, float %679, float %1318)
  %1324 = lshr i32 %1313, 16
  %1325 = and i32 %1324, 255
  %1326 = uitofp i32 %1325 to float
  %1327 = fadd float %1326, -1.280000e+02
  %1328 = call float @llvm.fma.f32(float %1327, float %680, float %1323)
  %1329 = lshr i32 %1313, 24
  %1330 = and i32 %1329, 255
  %1331 = uitofp i32 %1330 to float
  %1332 = fadd float %1331, -1.280000e+02
  %1333 = call float @llvm.fma.f32(float %1332, float %681, float %1328)
  %1334 = xor i32 %390, -2139062144
  %1335 = lshr i32 %1334, 0
  %1336 = and i32 %1335, 255
  %1337 = uitofp i32 %1336 to float
  %1338 = fadd float %1337, -1.280000e+02
  %1339 = call float @llvm.fma.f32(float %1338, float %686, float %1333)
  %1340 = lshr i32 %1334, 8
  %1341 = and i32 %1340, 255
  %1342 = uitofp i32 %1341 to float
  %1343 = fadd float %1342, -1.280000e+02
  %1344 = call float @llvm.fma.f32(float %1343, float %687, float %1339)
  %1345 = lshr i32 %1334, 16
  %1346 = and i32 %1345, 255
  %1347 = uitofp i32 %1346 to float
  %1348 = fadd float %1347, -1.280000e+02
  %1349 = call float @llvm.fma.f32(float %1348, float %688, float %1344)
  %1350 = lshr i32 %1334, 24
  %1351 = and i32 %1350, 255
  %1352 = uitofp i32 %1351 to float
  %1353 = fadd float %1352, -1.280000e+02
  %1354 = call float @llvm.fma.f32(float %1353, float %689, float %1349)
  %1355 = xor i32 %391, -2139062144
  %1356 = lshr i32 %1355, 0
  %1357 = and i32 %1356, 255
  %1358 = uitofp i32 %1357 to float
  %1359 = fadd float %1358, -1.280000e+02
  %1360 = call float @llvm.fma.f32(float %1359, float %694, float %1354)
  %1361 = lshr i32 %1355, 8
  %1362 = and i32 %1361, 255
  %1363 = uitofp i32 %1362 to float
  %1364 = fadd float %1363, -1.280000e+02
  %1365 = call float @llvm.fma.f32(float %1364, float %695, float %1360)
  %1366 = lshr i32 %1355, 16
  %1367 = and i32 %1366, 255
  %1368 = uitofp i32 %1367 to float
  %1369 = fadd float %1368, -1.280000e+02
  %1370 = call float @llvm.fma.f32(float %1369, float %696, float %1365)
  %1371 = lshr i32 %1355, 24
  %1372 = and i32 %1371, 255
  %1373 = uitofp i32 %1372 to float
  %1374 = fadd float %1373, -1.280000e+02
  %1375 = call float @llvm.fma.f32(float %1374, float %697, float %1370)
  %1376 = xor i32 %392, -2139062144
  %1377 = lshr i32 %1376, 0
  %1378 = and i32 %1377, 255
  %1379 = uitofp i32 %1378 to float
  %1380 = fadd float %1379, -1.280000e+02
  %1381 = call float @llvm.fma.f32(float %1380, float %702, float %1375)
  %1382 = lshr i32 %1376, 8
  %1383 = and i32 %1382, 255
  %1384 = uitofp i32 %1383 to float
  %1385 = fadd float %1384, -1.280000e+02
  %1386 = call float @llvm.fma.f32(float %1385, float %703, float %1381)
  %1387 = lshr i32 %1376, 16
  %1388 = and i32 %1387, 255
  %1389 = uitofp i32 %1388 to float
  %1390 = fadd float %1389, -1.280000e+02
  %1391 = call float @llvm.fma.f32(float %1390, float %704, float %1386)
  %1392 = lshr i32 %1376, 24
  %1393 = and i32 %1392, 255
  %1394 = uitofp i32 %1393 to float
  %1395 = fadd float %1394, -1.280000e+02
  %1396 = call float @llvm.fma.f32(float %1395, float %705, float %1391)
  %1397 = trunc i32 %384 to i16
  %1398 = bitcast i16 %1397 to half
  %1399 = fpext half %1398 to float
  %1400 = fadd float %1312, %1396
  %1401 = call float @llvm.fma.f32(float %1399, float %1400, float %1228)
  store float %1401, ptr addrspace(5) %v5, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %1402 = add i32 %321, 1
  %1403 = and i32 %1402, 1
  %1404 = sext i32 %1403 to i64
  %1405 = mul i64 %1404, 4608
  %1406 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1405
  %1407 = add i32 %76, 0
  %1408 = sext i32 %1407 to i64
  %1409 = mul i64 %1408, 4
  %1410 = icmp slt i64 %1409, 1024
  br i1 %1410, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1411 = lshr i64 %1409, 5
  %1412 = shl i64 %1411, 2
  %1413 = add i64 %1409, %1412
  %1414 = add i64 %1413, 0
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) %1406, i64 %1415
  store float %336, ptr addrspace(3) %1416, align 4
  %1417 = add i64 %1413, 1
  %1418 = mul i64 %1417, 4
  %1419 = getelementptr i8, ptr addrspace(3) %1406, i64 %1418
  store float %337, ptr addrspace(3) %1419, align 4
  %1420 = add i64 %1413, 2
  %1421 = mul i64 %1420, 4
  %1422 = getelementptr i8, ptr addrspace(3) %1406, i64 %1421
  store float %338, ptr addrspace(3) %1422, align 4
  %1423 = add i64 %1413, 3
  %1424 = mul i64 %1423, 4
  %1425 = getelementptr i8, ptr addrspace(3) %1406, i64 %1424
  store float %339, ptr addrspace(3) %1425, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %endif51
  %1426 = add i32 %76, 128
  %1427 = sext i32 %1426 to i64
  %1428 = mul i64 %1427, 4
  %1429 = icmp slt i64 %1428, 1024
  br i1 %1429, label %then54, label %endif55

then54:                                           ; preds = %endif53
  %1430 = lshr i64 %1428, 5
  %1431 = shl i64 %1430, 2
  %1432 = add i64 %1428, %1431
  %1433 = add i64 %1432, 0
  %1434 = mul i64 %1433, 4
  %1435 = getelementptr i8, ptr addrspace(3) %1406, i64 %1434
  store float %351, ptr addrspace(3) %1435, align 4
  %1436 = add i64 %1432, 1
  %1437 = mul i64 %1436, 4
  %1438 = getelementptr i8, ptr addrspace(3) %1406, i64 %1437
  store float %352, ptr addrspace(3) %1438, align 4
  %1439 = add i64 %1432, 2
  %1440 = mul i64 %1439, 4
  %1441 = getelementptr i8, ptr addrspace(3) %1406, i64 %1440
  store float %353, ptr addrspace(3) %1441, align 4
  %1442 = add i64 %1432, 3
  %1443 = mul i64 %1442, 4
  %1444 = getelementptr i8, ptr addrspace(3) %1406, i64 %1443
  store float %354, ptr addrspace(3) %1444, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %endif53
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1445 = load i32, ptr addrspace(5) %v46, align 4
  %1446 = add i32 %1445, 1
  store i32 %1446, ptr addrspace(5) %v46, align 4
  br label %loop47

then56:                                           ; preds = %done49
  %1447 = load float, ptr addrspace(5) %v1, align 4
  %1448 = add i32 %41, %32
  %1449 = icmp slt i32 %1448, %4
  br i1 %1449, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %done49
  %1450 = load i32, ptr addrspace(5) %v, align 4
  %1451 = add i32 %1450, 4
  store i32 %1451, ptr addrspace(5) %v, align 4
  br label %loop

then58:                                           ; preds = %then56
  %1452 = add i32 %23, %1448
  %1453 = sext i32 %1452 to i64
  %1454 = mul i64 %1453, 4
  %1455 = getelementptr i8, ptr addrspace(1) %0, i64 %1454
  store float %1447, ptr addrspace(1) %1455, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
