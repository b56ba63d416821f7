; ModuleID = 'strata_matvec_q8_0'
source_filename = "strata_matvec_q8_0"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [9216 x i8] undef, align 16

define amdgpu_kernel void @strata_matvec_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
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
  %v9 = alloca i32, align 4, addrspace(5)
  %v8 = alloca i32, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul i32 %9, 16
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 3
  %14 = and i32 %12, 7
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %endif55, %entry
  %16 = load i32, ptr addrspace(5) %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr addrspace(5) %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 4
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
  %42 = add i32 %22, 2
  %43 = icmp sgt i32 %42, %29
  %44 = select i1 %43, i32 %29, i32 %42
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, %28
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = add i32 %22, 3
  %49 = icmp sgt i32 %48, %29
  %50 = select i1 %49, i32 %29, i32 %48
  %51 = sext i32 %50 to i64
  %52 = mul i64 %51, %28
  %53 = getelementptr i8, ptr addrspace(1) %1, i64 %52
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %54 = udiv i32 %4, 32
  %55 = mul i32 %20, 32
  %56 = add i32 %25, %55
  %57 = call i32 @llvm.amdgcn.workitem.id.x()
  %58 = sext i32 %4 to i64
  %59 = add i32 %57, 0
  %60 = sext i32 %59 to i64
  %61 = mul i64 %60, 4
  %62 = add i64 0, %61
  %63 = icmp slt i64 %62, %58
  %64 = icmp slt i64 %61, 1024
  %65 = and i1 %63, %64
  %66 = select i1 %65, i64 %62, i64 0
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %2, i64 %67
  %69 = load <4 x float>, ptr addrspace(1) %68, align 16
  %70 = extractelement <4 x float> %69, i32 0
  %71 = extractelement <4 x float> %69, i32 1
  %72 = extractelement <4 x float> %69, i32 2
  %73 = extractelement <4 x float> %69, i32 3
  %74 = add i32 %57, 128
  %75 = sext i32 %74 to i64
  %76 = mul i64 %75, 4
  %77 = add i64 0, %76
  %78 = icmp slt i64 %77, %58
  %79 = icmp slt i64 %76, 1024
  %80 = and i1 %78, %79
  %81 = select i1 %80, i64 %77, i64 0
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %2, i64 %82
  %84 = load <4 x float>, ptr addrspace(1) %83, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = extractelement <4 x float> %84, i32 1
  %87 = extractelement <4 x float> %84, i32 2
  %88 = extractelement <4 x float> %84, i32 3
  %89 = add i32 %57, 0
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = icmp slt i64 %91, 1024
  br i1 %92, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %93 = lshr i64 %91, 5
  %94 = shl i64 %93, 2
  %95 = add i64 %91, %94
  %96 = add i64 %95, 0
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(3) @lds1, i64 %97
  store float %70, ptr addrspace(3) %98, align 4
  %99 = add i64 %95, 1
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(3) @lds1, i64 %100
  store float %71, ptr addrspace(3) %101, align 4
  %102 = add i64 %95, 2
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(3) @lds1, i64 %103
  store float %72, ptr addrspace(3) %104, align 4
  %105 = add i64 %95, 3
  %106 = mul i64 %105, 4
  %107 = getelementptr i8, ptr addrspace(3) @lds1, i64 %106
  store float %73, ptr addrspace(3) %107, align 4
  br label %endif

endif:                                            ; preds = %then, %body
  %108 = add i32 %57, 128
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = icmp slt i64 %110, 1024
  br i1 %111, label %then6, label %endif7

then6:                                            ; preds = %endif
  %112 = lshr i64 %110, 5
  %113 = shl i64 %112, 2
  %114 = add i64 %110, %113
  %115 = add i64 %114, 0
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(3) @lds1, i64 %116
  store float %85, ptr addrspace(3) %117, align 4
  %118 = add i64 %114, 1
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %119
  store float %86, ptr addrspace(3) %120, align 4
  %121 = add i64 %114, 2
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %122
  store float %87, ptr addrspace(3) %123, align 4
  %124 = add i64 %114, 3
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(3) @lds1, i64 %125
  store float %88, ptr addrspace(3) %126, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %127 = sub i32 %54, 1
  %128 = icmp sgt i32 %56, %127
  %129 = select i1 %128, i32 %127, i32 %56
  %130 = sext i32 %129 to i64
  %131 = mul i64 %130, 34
  %132 = add i64 %131, 0
  %133 = getelementptr i8, ptr addrspace(1) %35, i64 %132
  %134 = getelementptr i8, ptr addrspace(1) %133, i64 0
  %135 = load i16, ptr addrspace(1) %134, align 2
  %136 = zext i16 %135 to i32
  %137 = getelementptr i8, ptr addrspace(1) %133, i64 2
  %138 = ptrtoint ptr addrspace(1) %137 to i64
  %139 = and i64 %138, 3
  %140 = sub i64 0, %139
  %141 = getelementptr i8, ptr addrspace(1) %137, i64 %140
  %142 = shl i64 %139, 3
  %143 = trunc i64 %142 to i32
  %144 = getelementptr i8, ptr addrspace(1) %141, i64 0
  %145 = load i32, ptr addrspace(1) %144, align 4
  %146 = getelementptr i8, ptr addrspace(1) %141, i64 4
  %147 = load i32, ptr addrspace(1) %146, align 4
  %148 = getelementptr i8, ptr addrspace(1) %141, i64 8
  %149 = load i32, ptr addrspace(1) %148, align 4
  %150 = getelementptr i8, ptr addrspace(1) %141, i64 12
  %151 = load i32, ptr addrspace(1) %150, align 4
  %152 = getelementptr i8, ptr addrspace(1) %141, i64 16
  %153 = load i32, ptr addrspace(1) %152, align 4
  %154 = getelementptr i8, ptr addrspace(1) %141, i64 20
  %155 = load i32, ptr addrspace(1) %154, align 4
  %156 = getelementptr i8, ptr addrspace(1) %141, i64 24
  %157 = load i32, ptr addrspace(1) %156, align 4
  %158 = getelementptr i8, ptr addrspace(1) %141, i64 28
  %159 = load i32, ptr addrspace(1) %158, align 4
  %160 = shl i64 %139, 1
  %161 = add i64 28, %160
  %162 = getelementptr i8, ptr addrspace(1) %141, i64 %161
  %163 = load i32, ptr addrspace(1) %162, align 4
  %164 = call i32 @llvm.fshr.i32(i32 %147, i32 %145, i32 %143)
  %165 = call i32 @llvm.fshr.i32(i32 %149, i32 %147, i32 %143)
  %166 = call i32 @llvm.fshr.i32(i32 %151, i32 %149, i32 %143)
  %167 = call i32 @llvm.fshr.i32(i32 %153, i32 %151, i32 %143)
  %168 = call i32 @llvm.fshr.i32(i32 %155, i32 %153, i32 %143)
  %169 = call i32 @llvm.fshr.i32(i32 %157, i32 %155, i32 %143)
  %170 = call i32 @llvm.fshr.i32(i32 %159, i32 %157, i32 %143)
  %171 = call i32 @llvm.fshr.i32(i32 %163, i32 %159, i32 %143)
  store i32 %136, ptr addrspace(5) %v8, align 4
  store i32 %164, ptr addrspace(5) %v9, align 4
  store i32 %165, ptr addrspace(5) %v10, align 4
  store i32 %166, ptr addrspace(5) %v11, align 4
  store i32 %167, ptr addrspace(5) %v12, align 4
  store i32 %168, ptr addrspace(5) %v13, align 4
  store i32 %169, ptr addrspace(5) %v14, align 4
  store i32 %170, ptr addrspace(5) %v15, align 4
  store i32 %171, ptr addrspace(5) %v16, align 4
  %172 = sext i32 %129 to i64
  %173 = mul i64 %172, 34
  %174 = add i64 %173, 0
  %175 = getelementptr i8, ptr addrspace(1) %41, i64 %174
  %176 = getelementptr i8, ptr addrspace(1) %175, i64 0
  %177 = load i16, ptr addrspace(1) %176, align 2
  %178 = zext i16 %177 to i32
  %179 = getelementptr i8, ptr addrspace(1) %175, i64 2
  %180 = ptrtoint ptr addrspace(1) %179 to i64
  %181 = and i64 %180, 3
  %182 = sub i64 0, %181
  %183 = getelementptr i8, ptr addrspace(1) %179, i64 %182
  %184 = shl i64 %181, 3
  %185 = trunc i64 %184 to i32
  %186 = getelementptr i8, ptr addrspace(1) %183, i64 0
  %187 = load i32, ptr addrspace(1) %186, align 4
  %188 = getelementptr i8, ptr addrspace(1) %183, i64 4
  %189 = load i32, ptr addrspace(1) %188, align 4
  %190 = getelementptr i8, ptr addrspace(1) %183, i64 8
  %191 = load i32, ptr addrspace(1) %190, align 4
  %192 = getelementptr i8, ptr addrspace(1) %183, i64 12
  %193 = load i32, ptr addrspace(1) %192, align 4
  %194 = getelementptr i8, ptr addrspace(1) %183, i64 16
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = getelementptr i8, ptr addrspace(1) %183, i64 20
  %197 = load i32, ptr addrspace(1) %196, align 4
  %198 = getelementptr i8, ptr addrspace(1) %183, i64 24
  %199 = load i32, ptr addrspace(1) %198, align 4
  %200 = getelementptr i8, ptr addrspace(1) %183, i64 28
  %201 = load i32, ptr addrspace(1) %200, align 4
  %202 = shl i64 %181, 1
  %203 = add i64 28, %202
  %204 = getelementptr i8, ptr addrspace(1) %183, i64 %203
  %205 = load i32, ptr addrspace(1) %204, align 4
  %206 = call i32 @llvm.fshr.i32(i32 %189, i32 %187, i32 %185)
  %207 = call i32 @llvm.fshr.i32(i32 %191, i32 %189, i32 %185)
  %208 = call i32 @llvm.fshr.i32(i32 %193, i32 %191, i32 %185)
  %209 = call i32 @llvm.fshr.i32(i32 %195, i32 %193, i32 %185)
  %210 = call i32 @llvm.fshr.i32(i32 %197, i32 %195, i32 %185)
  %211 = call i32 @llvm.fshr.i32(i32 %199, i32 %197, i32 %185)
  %212 = call i32 @llvm.fshr.i32(i32 %201, i32 %199, i32 %185)
  %213 = call i32 @llvm.fshr.i32(i32 %205, i32 %201, i32 %185)
  store i32 %178, ptr addrspace(5) %v17, align 4
  store i32 %206, ptr addrspace(5) %v18, align 4
  store i32 %207, ptr addrspace(5) %v19, align 4
  store i32 %208, ptr addrspace(5) %v20, align 4
  store i32 %209, ptr addrspace(5) %v21, align 4
  store i32 %210, ptr addrspace(5) %v22, align 4
  store i32 %211, ptr addrspace(5) %v23, align 4
  store i32 %212, ptr addrspace(5) %v24, align 4
  store i32 %213, ptr addrspace(5) %v25, align 4
  %214 = sext i32 %129 to i64
  %215 = mul i64 %214, 34
  %216 = add i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(1) %47, i64 %216
  %218 = getelementptr i8, ptr addrspace(1) %217, i64 0
  %219 = load i16, ptr addrspace(1) %218, align 2
  %220 = zext i16 %219 to i32
  %221 = getelementptr i8, ptr addrspace(1) %217, i64 2
  %222 = ptrtoint ptr addrspace(1) %221 to i64
  %223 = and i64 %222, 3
  %224 = sub i64 0, %223
  %225 = getelementptr i8, ptr addrspace(1) %221, i64 %224
  %226 = shl i64 %223, 3
  %227 = trunc i64 %226 to i32
  %228 = getelementptr i8, ptr addrspace(1) %225, i64 0
  %229 = load i32, ptr addrspace(1) %228, align 4
  %230 = getelementptr i8, ptr addrspace(1) %225, i64 4
  %231 = load i32, ptr addrspace(1) %230, align 4
  %232 = getelementptr i8, ptr addrspace(1) %225, i64 8
  %233 = load i32, ptr addrspace(1) %232, align 4
  %234 = getelementptr i8, ptr addrspace(1) %225, i64 12
  %235 = load i32, ptr addrspace(1) %234, align 4
  %236 = getelementptr i8, ptr addrspace(1) %225, i64 16
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = getelementptr i8, ptr addrspace(1) %225, i64 20
  %239 = load i32, ptr addrspace(1) %238, align 4
  %240 = getelementptr i8, ptr addrspace(1) %225, i64 24
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = getelementptr i8, ptr addrspace(1) %225, i64 28
  %243 = load i32, ptr addrspace(1) %242, align 4
  %244 = shl i64 %223, 1
  %245 = add i64 28, %244
  %246 = getelementptr i8, ptr addrspace(1) %225, i64 %245
  %247 = load i32, ptr addrspace(1) %246, align 4
  %248 = call i32 @llvm.fshr.i32(i32 %231, i32 %229, i32 %227)
  %249 = call i32 @llvm.fshr.i32(i32 %233, i32 %231, i32 %227)
  %250 = call i32 @llvm.fshr.i32(i32 %235, i32 %233, i32 %227)
  %251 = call i32 @llvm.fshr.i32(i32 %237, i32 %235, i32 %227)
  %252 = call i32 @llvm.fshr.i32(i32 %239, i32 %237, i32 %227)
  %253 = call i32 @llvm.fshr.i32(i32 %241, i32 %239, i32 %227)
  %254 = call i32 @llvm.fshr.i32(i32 %243, i32 %241, i32 %227)
  %255 = call i32 @llvm.fshr.i32(i32 %247, i32 %243, i32 %227)
  store i32 %220, ptr addrspace(5) %v26, align 4
  store i32 %248, ptr addrspace(5) %v27, align 4
  store i32 %249, ptr addrspace(5) %v28, align 4
  store i32 %250, ptr addrspace(5) %v29, align 4
  store i32 %251, ptr addrspace(5) %v30, align 4
  store i32 %252, ptr addrspace(5) %v31, align 4
  store i32 %253, ptr addrspace(5) %v32, align 4
  store i32 %254, ptr addrspace(5) %v33, align 4
  store i32 %255, ptr addrspace(5) %v34, align 4
  %256 = sext i32 %129 to i64
  %257 = mul i64 %256, 34
  %258 = add i64 %257, 0
  %259 = getelementptr i8, ptr addrspace(1) %53, i64 %258
  %260 = getelementptr i8, ptr addrspace(1) %259, i64 0
  %261 = load i16, ptr addrspace(1) %260, align 2
  %262 = zext i16 %261 to i32
  %263 = getelementptr i8, ptr addrspace(1) %259, i64 2
  %264 = ptrtoint ptr addrspace(1) %263 to i64
  %265 = and i64 %264, 3
  %266 = sub i64 0, %265
  %267 = getelementptr i8, ptr addrspace(1) %263, i64 %266
  %268 = shl i64 %265, 3
  %269 = trunc i64 %268 to i32
  %270 = getelementptr i8, ptr addrspace(1) %267, i64 0
  %271 = load i32, ptr addrspace(1) %270, align 4
  %272 = getelementptr i8, ptr addrspace(1) %267, i64 4
  %273 = load i32, ptr addrspace(1) %272, align 4
  %274 = getelementptr i8, ptr addrspace(1) %267, i64 8
  %275 = load i32, ptr addrspace(1) %274, align 4
  %276 = getelementptr i8, ptr addrspace(1) %267, i64 12
  %277 = load i32, ptr addrspace(1) %276, align 4
  %278 = getelementptr i8, ptr addrspace(1) %267, i64 16
  %279 = load i32, ptr addrspace(1) %278, align 4
  %280 = getelementptr i8, ptr addrspace(1) %267, i64 20
  %281 = load i32, ptr addrspace(1) %280, align 4
  %282 = getelementptr i8, ptr addrspace(1) %267, i64 24
  %283 = load i32, ptr addrspace(1) %282, align 4
  %284 = getelementptr i8, ptr addrspace(1) %267, i64 28
  %285 = load i32, ptr addrspace(1) %284, align 4
  %286 = shl i64 %265, 1
  %287 = add i64 28, %286
  %288 = getelementptr i8, ptr addrspace(1) %267, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = call i32 @llvm.fshr.i32(i32 %273, i32 %271, i32 %269)
  %291 = call i32 @llvm.fshr.i32(i32 %275, i32 %273, i32 %269)
  %292 = call i32 @llvm.fshr.i32(i32 %277, i32 %275, i32 %269)
  %293 = call i32 @llvm.fshr.i32(i32 %279, i32 %277, i32 %269)
  %294 = call i32 @llvm.fshr.i32(i32 %281, i32 %279, i32 %269)
  %295 = call i32 @llvm.fshr.i32(i32 %283, i32 %281, i32 %269)
  %296 = call i32 @llvm.fshr.i32(i32 %285, i32 %283, i32 %269)
  %297 = call i32 @llvm.fshr.i32(i32 %289, i32 %285, i32 %269)
  store i32 %262, ptr addrspace(5) %v35, align 4
  store i32 %290, ptr addrspace(5) %v36, align 4
  store i32 %291, ptr addrspace(5) %v37, align 4
  store i32 %292, ptr addrspace(5) %v38, align 4
  store i32 %293, ptr addrspace(5) %v39, align 4
  store i32 %294, ptr addrspace(5) %v40, align 4
  store i32 %295, ptr addrspace(5) %v41, align 4
  store i32 %296, ptr addrspace(5) %v42, align 4
  store i32 %297, ptr addrspace(5) %v43, align 4
  %298 = add i32 %54, 31
  %299 = udiv i32 %298, 32
  store i32 0, ptr addrspace(5) %v44, align 4
  br label %loop45

loop45:                                           ; preds = %endif53, %endif7
  %300 = load i32, ptr addrspace(5) %v44, align 4
  %301 = icmp slt i32 %300, %299
  br i1 %301, label %body46, label %done47

body46:                                           ; preds = %loop45
  %302 = load i32, ptr addrspace(5) %v44, align 4
  %303 = add i32 %302, 1
  %304 = sext i32 %303 to i64
  %305 = mul i64 %304, 1024
  %306 = add i32 %57, 0
  %307 = sext i32 %306 to i64
  %308 = mul i64 %307, 4
  %309 = add i64 %305, %308
  %310 = icmp slt i64 %309, %58
  %311 = icmp slt i64 %308, 1024
  %312 = and i1 %310, %311
  %313 = select i1 %312, i64 %309, i64 0
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %2, i64 %314
  %316 = load <4 x float>, ptr addrspace(1) %315, align 16
  %317 = extractelement <4 x float> %316, i32 0
  %318 = extractelement <4 x float> %316, i32 1
  %319 = extractelement <4 x float> %316, i32 2
  %320 = extractelement <4 x float> %316, i32 3
  %321 = add i32 %57, 128
  %322 = sext i32 %321 to i64
  %323 = mul i64 %322, 4
  %324 = add i64 %305, %323
  %325 = icmp slt i64 %324, %58
  %326 = icmp slt i64 %323, 1024
  %327 = and i1 %325, %326
  %328 = select i1 %327, i64 %324, i64 0
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %2, i64 %329
  %331 = load <4 x float>, ptr addrspace(1) %330, align 16
  %332 = extractelement <4 x float> %331, i32 0
  %333 = extractelement <4 x float> %331, i32 1
  %334 = extractelement <4 x float> %331, i32 2
  %335 = extractelement <4 x float> %331, i32 3
  %336 = mul i32 %302, 32
  %337 = add i32 %56, %336
  %338 = load i32, ptr addrspace(5) %v8, align 4
  %339 = load i32, ptr addrspace(5) %v9, align 4
  %340 = load i32, ptr addrspace(5) %v10, align 4
  %341 = load i32, ptr addrspace(5) %v11, align 4
  %342 = load i32, ptr addrspace(5) %v12, align 4
  %343 = load i32, ptr addrspace(5) %v13, align 4
  %344 = load i32, ptr addrspace(5) %v14, align 4
  %345 = load i32, ptr addrspace(5) %v15, align 4
  %346 = load i32, ptr addrspace(5) %v16, align 4
  %347 = load i32, ptr addrspace(5) %v17, align 4
  %348 = load i32, ptr addrspace(5) %v18, align 4
  %349 = load i32, ptr addrspace(5) %v19, align 4
  %350 = load i32, ptr addrspace(5) %v20, align 4
  %351 = load i32, ptr addrspace(5) %v21, align 4
  %352 = load i32, ptr addrspace(5) %v22, align 4
  %353 = load i32, ptr addrspace(5) %v23, align 4
  %354 = load i32, ptr addrspace(5) %v24, align 4
  %355 = load i32, ptr addrspace(5) %v25, align 4
  %356 = load i32, ptr addrspace(5) %v26, align 4
  %357 = load i32, ptr addrspace(5) %v27, align 4
  %358 = load i32, ptr addrspace(5) %v28, align 4
  %359 = load i32, ptr addrspace(5) %v29, align 4
  %360 = load i32, ptr addrspace(5) %v30, align 4
  %361 = load i32, ptr addrspace(5) %v31, align 4
  %362 = load i32, ptr addrspace(5) %v32, align 4
  %363 = load i32, ptr addrspace(5) %v33, align 4
  %364 = load i32, ptr addrspace(5) %v34, align 4
  %365 = load i32, ptr addrspace(5) %v35, align 4
  %366 = load i32, ptr addrspace(5) %v36, align 4
  %367 = load i32, ptr addrspace(5) %v37, align 4
  %368 = load i32, ptr addrspace(5) %v38, align 4
  %369 = load i32, ptr addrspace(5) %v39, align 4
  %370 = load i32, ptr addrspace(5) %v40, align 4
  %371 = load i32, ptr addrspace(5) %v41, align 4
  %372 = load i32, ptr addrspace(5) %v42, align 4
  %373 = load i32, ptr addrspace(5) %v43, align 4
  %374 = add i32 %337, 32
  %375 = icmp sgt i32 %374, %127
  %376 = select i1 %375, i32 %127, i32 %374
  %377 = sext i32 %376 to i64
  %378 = mul i64 %377, 34
  %379 = add i64 %378, 0
  %380 = getelementptr i8, ptr addrspace(1) %35, i64 %379
  %381 = getelementptr i8, ptr addrspace(1) %380, i64 0
  %382 = load i16, ptr addrspace(1) %381, align 2
  %383 = zext i16 %382 to i32
  %384 = getelementptr i8, ptr addrspace(1) %380, i64 2
  %385 = ptrtoint ptr addrspace(1) %384 to i64
  %386 = and i64 %385, 3
  %387 = sub i64 0, %386
  %388 = getelementptr i8, ptr addrspace(1) %384, i64 %387
  %389 = shl i64 %386, 3
  %390 = trunc i64 %389 to i32
  %391 = getelementptr i8, ptr addrspace(1) %388, i64 0
  %392 = load i32, ptr addrspace(1) %391, align 4
  %393 = getelementptr i8, ptr addrspace(1) %388, i64 4
  %394 = load i32, ptr addrspace(1) %393, align 4
  %395 = getelementptr i8, ptr addrspace(1) %388, i64 8
  %396 = load i32, ptr addrspace(1) %395, align 4
  %397 = getelementptr i8, ptr addrspace(1) %388, i64 12
  %398 = load i32, ptr addrspace(1) %397, align 4
  %399 = getelementptr i8, ptr addrspace(1) %388, i64 16
  %400 = load i32, ptr addrspace(1) %399, align 4
  %401 = getelementptr i8, ptr addrspace(1) %388, i64 20
  %402 = load i32, ptr addrspace(1) %401, align 4
  %403 = getelementptr i8, ptr addrspace(1) %388, i64 24
  %404 = load i32, ptr addrspace(1) %403, align 4
  %405 = getelementptr i8, ptr addrspace(1) %388, i64 28
  %406 = load i32, ptr addrspace(1) %405, align 4
  %407 = shl i64 %386, 1
  %408 = add i64 28, %407
  %409 = getelementptr i8, ptr addrspace(1) %388, i64 %408
  %410 = load i32, ptr addrspace(1) %409, align 4
  %411 = call i32 @llvm.fshr.i32(i32 %394, i32 %392, i32 %390)
  %412 = call i32 @llvm.fshr.i32(i32 %396, i32 %394, i32 %390)
  %413 = call i32 @llvm.fshr.i32(i32 %398, i32 %396, i32 %390)
  %414 = call i32 @llvm.fshr.i32(i32 %400, i32 %398, i32 %390)
  %415 = call i32 @llvm.fshr.i32(i32 %402, i32 %400, i32 %390)
  %416 = call i32 @llvm.fshr.i32(i32 %404, i32 %402, i32 %390)
  %417 = call i32 @llvm.fshr.i32(i32 %406, i32 %404, i32 %390)
  %418 = call i32 @llvm.fshr.i32(i32 %410, i32 %406, i32 %390)
  store i32 %383, ptr addrspace(5) %v8, align 4
  store i32 %411, ptr addrspace(5) %v9, align 4
  store i32 %412, ptr addrspace(5) %v10, align 4
  store i32 %413, ptr addrspace(5) %v11, align 4
  store i32 %414, ptr addrspace(5) %v12, align 4
  store i32 %415, ptr addrspace(5) %v13, align 4
  store i32 %416, ptr addrspace(5) %v14, align 4
  store i32 %417, ptr addrspace(5) %v15, align 4
  store i32 %418, ptr addrspace(5) %v16, align 4
  %419 = sext i32 %376 to i64
  %420 = mul i64 %419, 34
  %421 = add i64 %420, 0
  %422 = getelementptr i8, ptr addrspace(1) %41, i64 %421
  %423 = getelementptr i8, ptr addrspace(1) %422, i64 0
  %424 = load i16, ptr addrspace(1) %423, align 2
  %425 = zext i16 %424 to i32
  %426 = getelementptr i8, ptr addrspace(1) %422, i64 2
  %427 = ptrtoint ptr addrspace(1) %426 to i64
  %428 = and i64 %427, 3
  %429 = sub i64 0, %428
  %430 = getelementptr i8, ptr addrspace(1) %426, i64 %429
  %431 = shl i64 %428, 3
  %432 = trunc i64 %431 to i32
  %433 = getelementptr i8, ptr addrspace(1) %430, i64 0
  %434 = load i32, ptr addrspace(1) %433, align 4
  %435 = getelementptr i8, ptr addrspace(1) %430, i64 4
  %436 = load i32, ptr addrspace(1) %435, align 4
  %437 = getelementptr i8, ptr addrspace(1) %430, i64 8
  %438 = load i32, ptr addrspace(1) %437, align 4
  %439 = getelementptr i8, ptr addrspace(1) %430, i64 12
  %440 = load i32, ptr addrspace(1) %439, align 4
  %441 = getelementptr i8, ptr addrspace(1) %430, i64 16
  %442 = load i32, ptr addrspace(1) %441, align 4
  %443 = getelementptr i8, ptr addrspace(1) %430, i64 20
  %444 = load i32, ptr addrspace(1) %443, align 4
  %445 = getelementptr i8, ptr addrspace(1) %430, i64 24
  %446 = load i32, ptr addrspace(1) %445, align 4
  %447 = getelementptr i8, ptr addrspace(1) %430, i64 28
  %448 = load i32, ptr addrspace(1) %447, align 4
  %449 = shl i64 %428, 1
  %450 = add i64 28, %449
  %451 = getelementptr i8, ptr addrspace(1) %430, i64 %450
  %452 = load i32, ptr addrspace(1) %451, align 4
  %453 = call i32 @llvm.fshr.i32(i32 %436, i32 %434, i32 %432)
  %454 = call i32 @llvm.fshr.i32(i32 %438, i32 %436, i32 %432)
  %455 = call i32 @llvm.fshr.i32(i32 %440, i32 %438, i32 %432)
  %456 = call i32 @llvm.fshr.i32(i32 %442, i32 %440, i32 %432)
  %457 = call i32 @llvm.fshr.i32(i32 %444, i32 %442, i32 %432)
  %458 = call i32 @llvm.fshr.i32(i32 %446, i32 %444, i32 %432)
  %459 = call i32 @llvm.fshr.i32(i32 %448, i32 %446, i32 %432)
  %460 = call i32 @llvm.fshr.i32(i32 %452, i32 %448, i32 %432)
  store i32 %425, ptr addrspace(5) %v17, align 4
  store i32 %453, ptr addrspace(5) %v18, align 4
  store i32 %454, ptr addrspace(5) %v19, align 4
  store i32 %455, ptr addrspace(5) %v20, align 4
  store i32 %456, ptr addrspace(5) %v21, align 4
  store i32 %457, ptr addrspace(5) %v22, align 4
  store i32 %458, ptr addrspace(5) %v23, align 4
  store i32 %459, ptr addrspace(5) %v24, align 4
  store i32 %460, ptr addrspace(5) %v25, align 4
  %461 = sext i32 %376 to i64
  %462 = mul i64 %461, 34
  %463 = add i64 %462, 0
  %464 = getelementptr i8, ptr addrspace(1) %47, i64 %463
  %465 = getelementptr i8, ptr addrspace(1) %464, i64 0
  %466 = load i16, ptr addrspace(1) %465, align 2
  %467 = zext i16 %466 to i32
  %468 = getelementptr i8, ptr addrspace(1) %464, i64 2
  %469 = ptrtoint ptr addrspace(1) %468 to i64
  %470 = and i64 %469, 3
  %471 = sub i64 0, %470
  %472 = getelementptr i8, ptr addrspace(1) %468, i64 %471
  %473 = shl i64 %470, 3
  %474 = trunc i64 %473 to i32
  %475 = getelementptr i8, ptr addrspace(1) %472, i64 0
  %476 = load i32, ptr addrspace(1) %475, align 4
  %477 = getelementptr i8, ptr addrspace(1) %472, i64 4
  %478 = load i32, ptr addrspace(1) %477, align 4
  %479 = getelementptr i8, ptr addrspace(1) %472, i64 8
  %480 = load i32, ptr addrspace(1) %479, align 4
  %481 = getelementptr i8, ptr addrspace(1) %472, i64 12
  %482 = load i32, ptr addrspace(1) %481, align 4
  %483 = getelementptr i8, ptr addrspace(1) %472, i64 16
  %484 = load i32, ptr addrspace(1) %483, align 4
  %485 = getelementptr i8, ptr addrspace(1) %472, i64 20
  %486 = load i32, ptr addrspace(1) %485, align 4
  %487 = getelementptr i8, ptr addrspace(1) %472, i64 24
  %488 = load i32, ptr addrspace(1) %487, align 4
  %489 = getelementptr i8, ptr addrspace(1) %472, i64 28
  %490 = load i32, ptr addrspace(1) %489, align 4
  %491 = shl i64 %470, 1
  %492 = add i64 28, %491
  %493 = getelementptr i8, ptr addrspace(1) %472, i64 %492
  %494 = load i32, ptr addrspace(1) %493, align 4
  %495 = call i32 @llvm.fshr.i32(i32 %478, i32 %476, i32 %474)
  %496 = call i32 @llvm.fshr.i32(i32 %480, i32 %478, i32 %474)
  %497 = call i32 @llvm.fshr.i32(i32 %482, i32 %480, i32 %474)
  %498 = call i32 @llvm.fshr.i32(i32 %484, i32 %482, i32 %474)
  %499 = call i32 @llvm.fshr.i32(i32 %486, i32 %484, i32 %474)
  %500 = call i32 @llvm.fshr.i32(i32 %488, i32 %486, i32 %474)
  %501 = call i32 @llvm.fshr.i32(i32 %490, i32 %488, i32 %474)
  %502 = call i32 @llvm.fshr.i32(i32 %494, i32 %490, i32 %474)
  store i32 %467, ptr addrspace(5) %v26, align 4
  store i32 %495, ptr addrspace(5) %v27, align 4
  store i32 %496, ptr addrspace(5) %v28, align 4
  store i32 %497, ptr addrspace(5) %v29, align 4
  store i32 %498, ptr addrspace(5) %v30, align 4
  store i32 %499, ptr addrspace(5) %v31, align 4
  store i32 %500, ptr addrspace(5) %v32, align 4
  store i32 %501, ptr addrspace(5) %v33, align 4
  store i32 %502, ptr addrspace(5) %v34, align 4
  %503 = sext i32 %376 to i64
  %504 = mul i64 %503, 34
  %505 = add i64 %504, 0
  %506 = getelementptr i8, ptr addrspace(1) %53, i64 %505
  %507 = getelementptr i8, ptr addrspace(1) %506, i64 0
  %508 = load i16, ptr addrspace(1) %507, align 2
  %509 = zext i16 %508 to i32
  %510 = getelementptr i8, ptr addrspace(1) %506, i64 2
  %511 = ptrtoint ptr addrspace(1) %510 to i64
  %512 = and i64 %511, 3
  %513 = sub i64 0, %512
  %514 = getelementptr i8, ptr addrspace(1) %510, i64 %513
  %515 = shl i64 %512, 3
  %516 = trunc i64 %515 to i32
  %517 = getelementptr i8, ptr addrspace(1) %514, i64 0
  %518 = load i32, ptr addrspace(1) %517, align 4
  %519 = getelementptr i8, ptr addrspace(1) %514, i64 4
  %520 = load i32, ptr addrspace(1) %519, align 4
  %521 = getelementptr i8, ptr addrspace(1) %514, i64 8
  %522 = load i32, ptr addrspace(1) %521, align 4
  %523 = getelementptr i8, ptr addrspace(1) %514, i64 12
  %524 = load i32, ptr addrspace(1) %523, align 4
  %525 = getelementptr i8, ptr addrspace(1) %514, i64 16
  %526 = load i32, ptr addrspace(1) %525, align 4
  %527 = getelementptr i8, ptr addrspace(1) %514, i64 20
  %528 = load i32, ptr addrspace(1) %527, align 4
  %529 = getelementptr i8, ptr addrspace(1) %514, i64 24
  %530 = load i32, ptr addrspace(1) %529, align 4
  %531 = getelementptr i8, ptr addrspace(1) %514, i64 28
  %532 = load i32, ptr addrspace(1) %531, align 4
  %533 = shl i64 %512, 1
  %534 = add i64 28, %533
  %535 = getelementptr i8, ptr addrspace(1) %514, i64 %534
  %536 = load i32, ptr addrspace(1) %535, align 4
  %537 = call i32 @llvm.fshr.i32(i32 %520, i32 %518, i32 %516)
  %538 = call i32 @llvm.fshr.i32(i32 %522, i32 %520, i32 %516)
  %539 = call i32 @llvm.fshr.i32(i32 %524, i32 %522, i32 %516)
  %540 = call i32 @llvm.fshr.i32(i32 %526, i32 %524, i32 %516)
  %541 = call i32 @llvm.fshr.i32(i32 %528, i32 %526, i32 %516)
  %542 = call i32 @llvm.fshr.i32(i32 %530, i32 %528, i32 %516)
  %543 = call i32 @llvm.fshr.i32(i32 %532, i32 %530, i32 %516)
  %544 = call i32 @llvm.fshr.i32(i32 %536, i32 %532, i32 %516)
  store i32 %509, ptr addrspace(5) %v35, align 4
  store i32 %537, ptr addrspace(5) %v36, align 4
  store i32 %538, ptr addrspace(5) %v37, align 4
  store i32 %539, ptr addrspace(5) %v38, align 4
  store i32 %540, ptr addrspace(5) %v39, align 4
  store i32 %541, ptr addrspace(5) %v40, align 4
  store i32 %542, ptr addrspace(5) %v41, align 4
  store i32 %543, ptr addrspace(5) %v42, align 4
  store i32 %544, ptr addrspace(5) %v43, align 4
  %545 = icmp slt i32 %337, %54
  br i1 %545, label %then48, label %endif49

done47:                                           ; preds = %loop45
  %546 = load float, ptr addrspace(5) %v2, align 4
  %547 = load float, ptr addrspace(5) %v3, align 4
  %548 = load float, ptr addrspace(5) %v4, align 4
  %549 = load float, ptr addrspace(5) %v5, align 4
  %550 = call i32 @llvm.amdgcn.workitem.id.x()
  %551 = and i32 %550, 31
  %552 = and i32 %551, 16
  %553 = icmp ne i32 %552, 0
  %554 = select i1 %553, float %548, float %546
  %555 = select i1 %553, float %546, float %548
  %556 = bitcast float %555 to i32
  %557 = call i32 @llvm.amdgcn.workitem.id.x()
  %558 = and i32 %557, 31
  %559 = xor i32 %558, 16
  %560 = shl i32 %559, 2
  %561 = call i32 @llvm.amdgcn.ds.bpermute(i32 %560, i32 %556)
  %562 = bitcast i32 %561 to float
  %563 = fadd float %554, %562
  %564 = select i1 %553, float %549, float %547
  %565 = select i1 %553, float %547, float %549
  %566 = bitcast float %565 to i32
  %567 = call i32 @llvm.amdgcn.workitem.id.x()
  %568 = and i32 %567, 31
  %569 = xor i32 %568, 16
  %570 = shl i32 %569, 2
  %571 = call i32 @llvm.amdgcn.ds.bpermute(i32 %570, i32 %566)
  %572 = bitcast i32 %571 to float
  %573 = fadd float %564, %572
  %574 = and i32 %551, 8
  %575 = icmp ne i32 %574, 0
  %576 = select i1 %575, float %573, float %563
  %577 = select i1 %575, float %563, float %573
  %578 = bitcast float %577 to i32
  %579 = call i32 @llvm.amdgcn.workitem.id.x()
  %580 = and i32 %579, 31
  %581 = xor i32 %580, 8
  %582 = shl i32 %581, 2
  %583 = call i32 @llvm.amdgcn.ds.bpermute(i32 %582, i32 %578)
  %584 = bitcast i32 %583 to float
  %585 = fadd float %576, %584
  %586 = bitcast float %585 to i32
  %587 = call i32 @llvm.amdgcn.workitem.id.x()
  %588 = and i32 %587, 31
  %589 = xor i32 %588, 4
  %590 = shl i32 %589, 2
  %591 = call i32 @llvm.amdgcn.ds.bpermute(i32 %590, i32 %586)
  %592 = bitcast i32 %591 to float
  %593 = fadd float %585, %592
  %594 = bitcast float %593 to i32
  %595 = call i32 @llvm.amdgcn.workitem.id.x()
  %596 = and i32 %595, 31
  %597 = xor i32 %596, 2
  %598 = shl i32 %597, 2
  %599 = call i32 @llvm.amdgcn.ds.bpermute(i32 %598, i32 %594)
  %600 = bitcast i32 %599 to float
  %601 = fadd float %593, %600
  %602 = bitcast float %601 to i32
  %603 = call i32 @llvm.amdgcn.workitem.id.x()
  %604 = and i32 %603, 31
  %605 = xor i32 %604, 1
  %606 = shl i32 %605, 2
  %607 = call i32 @llvm.amdgcn.ds.bpermute(i32 %606, i32 %602)
  %608 = bitcast i32 %607 to float
  %609 = fadd float %601, %608
  store float %609, ptr addrspace(5) %v1, align 4
  %610 = and i1 %23, %15
  br i1 %610, label %then54, label %endif55

then48:                                           ; preds = %body46
  %611 = and i32 %302, 1
  %612 = sext i32 %611 to i64
  %613 = mul i64 %612, 4608
  %614 = getelementptr i8, ptr addrspace(3) @lds1, i64 %613
  %615 = sext i32 %302 to i64
  %616 = mul i64 %615, 1024
  %617 = sext i32 %337 to i64
  %618 = mul i64 %617, 32
  %619 = sub i64 %618, %616
  %620 = lshr i64 %619, 5
  %621 = shl i64 %620, 2
  %622 = add i64 %619, %621
  %623 = add i64 %622, 0
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(3) %614, i64 %624
  %626 = load <4 x float>, ptr addrspace(3) %625, align 16
  %627 = extractelement <4 x float> %626, i32 0
  %628 = extractelement <4 x float> %626, i32 1
  %629 = extractelement <4 x float> %626, i32 2
  %630 = extractelement <4 x float> %626, i32 3
  %631 = add i64 %622, 4
  %632 = mul i64 %631, 4
  %633 = getelementptr i8, ptr addrspace(3) %614, i64 %632
  %634 = load <4 x float>, ptr addrspace(3) %633, align 16
  %635 = extractelement <4 x float> %634, i32 0
  %636 = extractelement <4 x float> %634, i32 1
  %637 = extractelement <4 x float> %634, i32 2
  %638 = extractelement <4 x float> %634, i32 3
  %639 = add i64 %622, 8
  %640 = mul i64 %639, 4
  %641 = getelementptr i8, ptr addrspace(3) %614, i64 %640
  %642 = load <4 x float>, ptr addrspace(3) %641, align 16
  %643 = extractelement <4 x float> %642, i32 0
  %644 = extractelement <4 x float> %642, i32 1
  %645 = extractelement <4 x float> %642, i32 2
  %646 = extractelement <4 x float> %642, i32 3
  %647 = add i64 %622, 12
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr addrspace(3) %614, i64 %648
  %650 = load <4 x float>, ptr addrspace(3) %649, align 16
  %651 = extractelement <4 x float> %650, i32 0
  %652 = extractelement <4 x float> %650, i32 1
  %653 = extractelement <4 x float> %650, i32 2
  %654 = extractelement <4 x float> %650, i32 3
  %655 = add i64 %622, 16
  %656 = mul i64 %655, 4
  %657 = getelementptr i8, ptr addrspace(3) %614, i64 %656
  %658 = load <4 x float>, ptr addrspace(3) %657, align 16
  %659 = extractelement <4 x float> %658, i32 0
  %660 = extractelement <4 x float> %658, i32 1
  %661 = extractelement <4 x float> %658, i32 2
  %662 = extractelement <4 x float> %658, i32 3
  %663 = add i64 %622, 20
  %664 = mul i64 %663, 4
  %665 = getelementptr i8, ptr addrspace(3) %614, i64 %664
  %666 = load <4 x float>, ptr addrspace(3) %665, align 16
  %667 = extractelement <4 x float> %666, i32 0
  %668 = extractelement <4 x float> %666, i32 1
  %669 = extractelement <4 x float> %666, i32 2
  %670 = extractelement <4 x float> %666, i32 3
  %671 = add i64 %622, 24
  %672 = mul i64 %671, 4
  %673 = getelementptr i8, ptr addrspace(3) %614, i64 %672
  %674 = load <4 x float>, ptr addrspace(3) %673, align 16
  %675 = extractelement <4 x float> %674, i32 0
  %676 = extractelement <4 x float> %674, i32 1
  %677 = extractelement <4 x float> %674, i32 2
  %678 = extractelement <4 x float> %674, i32 3
  %679 = add i64 %622, 28
  %680 = mul i64 %679, 4
  %681 = getelementptr i8, ptr addrspace(3) %614, i64 %680
  %682 = load <4 x float>, ptr addrspace(3) %681, align 16
  %683 = extractelement <4 x float> %682, i32 0
  %684 = extractelement <4 x float> %682, i32 1
  %685 = extractelement <4 x float> %682, i32 2
  %686 = extractelement <4 x float> %682, i32 3
  %687 = load float, ptr addrspace(5) %v2, align 4
  %688 = xor i32 %339, -2139062144
  %689 = lshr i32 %688, 0
  %690 = and i32 %689, 255
  %691 = uitofp i32 %690 to float
  %692 = fadd float %691, -1.280000e+02
  %693 = call float @llvm.fma.f32(float %692, float %627, float 0.000000e+00)
  %694 = lshr i32 %688, 8
  %695 = and i32 %694, 255
  %696 = uitofp i32 %695 to float
  %697 = fadd float %696, -1.280000e+02
  %698 = call float @llvm.fma.f32(float %697, float %628, float %693)
  %699 = lshr i32 %688, 16
  %700 = and i32 %699, 255
  %701 = uitofp i32 %700 to float
  %702 = fadd float %701, -1.280000e+02
  %703 = call float @llvm.fma.f32(float %702, float %629, float %698)
  %704 = lshr i32 %688, 24
  %705 = and i32 %704, 255
  %706 = uitofp i32 %705 to float
  %707 = fadd float %706, -1.280000e+02
  %708 = call float @llvm.fma.f32(float %707, float %630, float %703)
  %709 = xor i32 %340, -2139062144
  %710 = lshr i32 %709, 0
  %711 = and i32 %710, 255
  %712 = uitofp i32 %711 to float
  %713 = fadd float %712, -1.280000e+02
  %714 = call float @llvm.fma.f32(float %713, float %635, float %708)
  %715 = lshr i32 %709, 8
  %716 = and i32 %715, 255
  %717 = uitofp i32 %716 to float
  %718 = fadd float %717, -1.280000e+02
  %719 = call float @llvm.fma.f32(float %718, float %636, float %714)
  %720 = lshr i32 %709, 16
  %721 = and i32 %720, 255
  %722 = uitofp i32 %721 to float
  %723 = fadd float %722, -1.280000e+02
  %724 = call float @llvm.fma.f32(float %723, float %637, float %719)
  %725 = lshr i32 %709, 24
  %726 = and i32 %725, 255
  %727 = uitofp i32 %726 to float
  %728 = fadd float %727, -1.280000e+02
  %729 = call float @llvm.fma.f32(float %728, float %638, float %724)
  %730 = xor i32 %341, -2139062144
  %731 = lshr i32 %730, 0
  %732 = and i32 %731, 255
  %733 = uitofp i32 %732 to float
  %734 = fadd float %733, -1.280000e+02
  %735 = call float @llvm.fma.f32(float %734, float %643, float %729)
  %736 = lshr i32 %730, 8
  %737 = and i32 %736, 255
  %738 = uitofp i32 %737 to float
  %739 = fadd float %738, -1.280000e+02
  %740 = call float @llvm.fma.f32(float %739, float %644, float %735)
  %741 = lshr i32 %730, 16
  %742 = and i32 %741, 255
  %743 = uitofp i32 %742 to float
  %744 = fadd float %743, -1.280000e+02
  %745 = call float @llvm.fma.f32(float %744, float %645, float %740)
  %746 = lshr i32 %730, 24
  %747 = and i32 %746, 255
  %748 = uitofp i32 %747 to float
  %749 = fadd float %748, -1.280000e+02
  %750 = call float @llvm.fma.f32(float %749, float %646, float %745)
  %751 = xor i32 %342, -2139062144
  %752 = lshr i32 %751, 0
  %753 = and i32 %752, 255
  %754 = uitofp i32 %753 to float
  %755 = fadd float %754, -1.280000e+02
  %756 = call float @llvm.fma.f32(float %755, float %651, float %750)
  %757 = lshr i32 %751, 8
  %758 = and i32 %757, 255
  %759 = uitofp i32 %758 to float
  %760 = fadd float %759, -1.280000e+02
  %761 = call float @llvm.fma.f32(float %760, float %652, float %756)
  %762 = lshr i32 %751, 16
  %763 = and i32 %762, 255
  %764 = uitofp i32 %763 to float
  %765 = fadd float %764, -1.280000e+02
  %766 = call float @llvm.fma.f32(float %765, float %653, float %761)
  %767 = lshr i32 %751, 24
  %768 = and i32 %767, 255
  %769 = uitofp i32 %768 to float
  %770 = fadd float %769, -1.280000e+02
  %771 = call float @llvm.fma.f32(float %770, float %654, float %766)
  %772 = xor i32 %343, -2139062144
  %773 = lshr i32 %772, 0
  %774 = and i32 %773, 255
  %775 = uitofp i32 %774 to float
  %776 = fadd float %775, -1.280000e+02
  %777 = call float @llvm.fma.f32(float %776, float %659, float 0.000000e+00)
  %778 = lshr i32 %772, 8
  %779 = and i32 %778, 255
  %780 = uitofp i32 %779 to float
  %781 = fadd float %780, -1.280000e+02
  %782 = call float @llvm.fma.f32(float %781, float %660, float %777)
  %783 = lshr i32 %772, 16
  %784 = and i32 %783, 255
  %785 = uitofp i32 %784 to float
  %786 = fadd float %785, -1.280000e+02
  %787 = call float @llvm.fma.f32(float %786, float %661, float %782)
  %788 = lshr i32 %772, 24
  %789 = and i32 %788, 255
  %790 = uitofp i32 %789 to float
  %791 = fadd float %790, -1.280000e+02
  %792 = call float @llvm.fma.f32(float %791, float %662, float %787)
  %793 = xor i32 %344, -2139062144
  %794 = lshr i32 %793, 0
  %795 = and i32 %794, 255
  %796 = uitofp i32 %795 to float
  %797 = fadd float %796, -1.280000e+02
  %798 = call float @llvm.fma.f32(float %797, float %667, float %792)
  %799 = lshr i32 %793, 8
  %800 = and i32 %799, 255
  %801 = uitofp i32 %800 to float
  %802 = fadd float %801, -1.280000e+02
  %803 = call float @llvm.fma.f32(float %802, float %668, float %798)
  %804 = lshr i32 %793, 16
  %805 = and i32 %804, 255
  %806 = uitofp i32 %805 to float
  %807 = fadd float %806, -1.280000e+02
  %808 = call float @llvm.fma.f32(float %807, float %669, float %803)
  %809 = lshr i32 %793, 24
  %810 = and i32 %809, 255
  %811 = uitofp i32 %810 to float
  %812 = fadd float %811, -1.280000e+02
  %813 = call float @llvm.fma.f32(float %812, float %670, float %808)
  %814 = xor i32 %345, -2139062144
  %815 = lshr i32 %814, 0
  %816 = and i32 %815, 255
  %817 = uitofp i32 %816 to float
  %818 = fadd float %817, -1.280000e+02
  %819 = call float @llvm.fma.f32(float %818, float %675, float %813)
  %820 = lshr i32 %814, 8
  %821 = and i32 %820, 255
  %822 = uitofp i32 %821 to float
  %823 = fadd float %822, -1.280000e+02
  %824 = call float @llvm.fma.f32(float %823, float %676, float %819)
  %825 = lshr i32 %814, 16
  %826 = and i32 %825, 255
  %827 = uitofp i32 %826 to float
  %828 = fadd float %827, -1.280000e+02
  %829 = call float @llvm.fma.f32(float %828, float %677, float %824)
  %830 = lshr i32 %814, 24
  %831 = and i32 %830, 255
  %832 = uitofp i32 %831 to float
  %833 = fadd float %832, -1.280000e+02
  %834 = call float @llvm.fma.f32(float %833, float %678, float %829)
  %835 = xor i32 %346, -2139062144
  %836 = lshr i32 %835, 0
  %837 = and i32 %836, 255
  %838 = uitofp i32 %837 to float
  %839 = fadd float %838, -1.280000e+02
  %840 = call float @llvm.fma.f32(float %839, float %683, float %834)
  %841 = lshr i32 %835, 8
  %842 = and i32 %841, 255
  %843 = uitofp i32 %842 to float
  %844 = fadd float %843, -1.280000e+02
  %845 = call float @llvm.fma.f32(float %844, float %684, float %840)
  %846 = lshr i32 %835, 16
  %847 = and i32 %846, 255
  %848 = uitofp i32 %847 to float
  %849 = fadd float %848, -1.280000e+02
  %850 = call float @llvm.fma.f32(float %849, float %685, float %845)
  %851 = lshr i32 %835, 24
  %852 = and i32 %851, 255
  %853 = uitofp i32 %852 to float
  %854 = fadd float %853, -1.280000e+02
  %855 = call float @llvm.fma.f32(float %854, float %686, float %850)
  %856 = trunc i32 %338 to i16
  %857 = bitcast i16 %856 to half
  %858 = fpext half %857 to float
  %859 = fadd float %771, %855
  %860 = call float @llvm.fma.f32(float %858, float %859, float %687)
  store float %860, ptr addrspace(5) %v2, align 4
  %861 = load float, ptr addrspace(5) %v3, align 4
  %862 = xor i32 %348, -2139062144
  %863 = lshr i32 %862, 0
  %864 = and i32 %863, 255
  %865 = uitofp i32 %864 to float
  %866 = fadd float %865, -1.280000e+02
  %867 = call float @llvm.fma.f32(float %866, float %627, float 0.000000e+00)
  %868 = lshr i32 %862, 8
  %869 = and i32 %868, 255
  %870 = uitofp i32 %869 to float
  %871 = fadd float %870, -1.280000e+02
  %872 = call float @llvm.fma.f32(float %871, float %628, float %867)
  %873 = lshr i32 %862, 16
  %874 = and i32 %873, 255
  %875 = uitofp i32 %874 to float
  %876 = fadd float %875, -1.280000e+02
  %877 = call float @llvm.fma.f32(float %876, float %629, float %872)
  %878 = lshr i32 %862, 24
  %879 = and i32 %878, 255
  %880 = uitofp i32 %879 to float
  %881 = fadd float %880, -1.280000e+02
  %882 = call float @llvm.fma.f32(float %881, float %630, float %877)
  %883 = xor i32 %349, -2139062144
  %884 = lshr i32 %883, 0
  %885 = and i32 %884, 255
  %886 = uitofp i32 %885 to float
  %887 = fadd float %886, -1.280000e+02
  %888 = call float @llvm.fma.f32(float %887, float %635, float %882)
  %889 = lshr i32 %883, 8
  %890 = and i32 %889, 255
  %891 = uitofp i32 %890 to float
  %892 = fadd float %891, -1.280000e+02
  %893 = call float @llvm.fma.f32(float %892, float %636, float %888)
  %894 = lshr i32 %883, 16
  %895 = and i32 %894, 255
  %896 = uitofp i32 %895 to float
  %897 = fadd float %896, -1.280000e+02
  %898 = call float @llvm.fma.f32(float %897, float %637, float %893)
  %899 = lshr i32 %883, 24
  %900 = and i32 %899, 255
  %901 = uitofp i32 %900 to float
  %902 = fadd float %901, -1.280000e+02
  %903 = call float @llvm.fma.f32(float %902, float %638, float %898)
  %904 = xor i32 %350, -2139062144
  %905 = lshr i32 %904, 0
  %906 = and i32 %905, 255
  %907 = uitofp i32 %906 to float
  %908 = fadd float %907, -1.280000e+02
  %909 = call float @llvm.fma.f32(float %908, float %643, float %903)
  %910 = lshr i32 %904, 8
  %911 = and i32 %910, 255
  %912 = uitofp i32 %911 to float
  %913 = fadd float %912, -1.280000e+02
  %914 = call float @llvm.fma.f32(float %913, float %644, float %909)
  %915 = lshr i32 %904, 16
  %916 = and i32 %915, 255
  %917 = uitofp i32 %916 to float
  %918 = fadd float %917, -1.280000e+02
  %919 = call float @llvm.fma.f32(float %918, float %645, float %914)
  %920 = lshr i32 %904, 24
  %921 = and i32 %920, 255
  %922 = uitofp i32 %921 to float
  %923 = fadd float %922, -1.280000e+02
  %924 = call float @llvm.fma.f32(float %923, float %646, float %919)
  %925 = xor i32 %351, -2139062144
  %926 = lshr i32 %925, 0
  %927 = and i32 %926, 255
  %928 = uitofp i32 %927 to float
  %929 = fadd float %928, -1.280000e+02
  %930 = call float @llvm.fma.f32(float %929, float %651, float %924)
  %931 = lshr i32 %925, 8
  %932 = and i32 %931, 255
  %933 = uitofp i32 %932 to float
  %934 = fadd float %933, -1.280000e+02
  %935 = call float @llvm.fma.f32(float %934, float %652, float %930)
  %936 = lshr i32 %925, 16
  %937 = and i32 %936, 255
  %938 = uitofp i32 %937 to float
  %939 = fadd float %938, -1.280000e+02
  %940 = call float @llvm.fma.f32(float %939, float %653, float %935)
  %941 = lshr i32 %925, 24
  %942 = and i32 %941, 255
  %943 = uitofp i32 %942 to float
  %944 = fadd float %943, -1.280000e+02
  %945 = call float @llvm.fma.f32(float %944, float %654, float %940)
  %946 = xor i32 %352, -2139062144
  %947 = lshr i32 %946, 0
  %948 = and i32 %947, 255
  %949 = uitofp i32 %948 to float
  %950 = fadd float %949, -1.280000e+02
  %951 = call float @llvm.fma.f32(float %950, float %659, float 0.000000e+00)
  %952 = lshr i32 %946, 8
  %953 = and i32 %952, 255
  %954 = uitofp i32 %953 to float
  %955 = fadd float %954, -1.280000e+02
  %956 = call float @llvm.fma.f32(float %955, float %660, float %951)
  %957 = lshr i32 %946, 16
  %958 = and i32 %957, 255
  %959 = uitofp i32 %958 to float
  %960 = fadd float %959, -1.280000e+02
  %961 = call float @llvm.fma.f32(float %960, float %661, float %956)
  %962 = lshr i32 %946, 24
  %963 = and i32 %962, 255
  %964 = uitofp i32 %963 to float
  %965 = fadd float %964, -1.280000e+02
  %966 = call float @llvm.fma.f32(float %965, float %662, float %961)
  %967 = xor i32 %353, -2139062144
  %968 = lshr i32 %967, 0
  %969 = and i32 %968, 255
  %970 = uitofp i32 %969 to float
  %971 = fadd float %970, -1.280000e+02
  %972 = call float @llvm.fma.f32(float %971, float %667, float %966)
  %973 = lshr i32 %967, 8
  %974 = and i32 %973, 255
  %975 = uitofp i32 %974 to float
  %976 = fadd float %975, -1.280000e+02
  %977 = call float @llvm.fma.f32(float %976, float %668, float %972)
  %978 = lshr i32 %967, 16
  %979 = and i32 %978, 255
  %980 = uitofp i32 %979 to float
  %981 = fadd float %980, -1.280000e+02
  %982 = call float @llvm.fma.f32(float %981, float %669, float %977)
  %983 = lshr i32 %967, 24
  %984 = and i32 %983, 255
  %985 = uitofp i32 %984 to float
  %986 = fadd float %985, -1.280000e+02
  %987 = call float @llvm.fma.f32(float %986, float %670, float %982)
  %988 = xor i32 %354, -2139062144
  %989 = lshr i32 %988, 0
  %990 = and i32 %989, 255
  %991 = uitofp i32 %990 to float
  %992 = fadd float %991, -1.280000e+02
  %993 = call float @llvm.fma.f32(float %992, float %675, float %987)
  %994 = lshr i32 %988, 8
  %995 = and i32 %994, 255
  %996 = uitofp i32 %995 to float
  %997 = fadd float %996, -1.280000e+02
  %998 = call float @llvm.fma.f32(float %997, float %676, float %993)
  %999 = lshr i32 %988, 16
  %1000 = and i32 %999, 255
  %1001 = uitofp i32 %1000 to float
  %1002 = fadd float %1001, -1.280000e+02
  %1003 = call float @llvm.fma.f32(float %1002, float %677, float %998)
  %1004 = lshr i32 %988, 24
  %1005 = and i32 %1004, 255
  %1006 = uitofp i32 %1005 to float
  %1007 = fadd float %1006, -1.280000e+02
  %1008 = call float @llvm.fma.f32(float %1007, float %678, float %1003)
  %1009 = xor i32 %355, -2139062144
  %1010 = lshr i32 %1009, 0
  %1011 = and i32 %1010, 255
  %1012 = uitofp i32 %1011 to float
  %1013 = fadd float %1012, -1.280000e+02
  %1014 = call float @llvm.fma.f32(float %1013, float %683, float %1008)
  %1015 = lshr i32 %1009, 8
  %1016 = and i32 %1015, 255
  %1017 = uitofp i32 %1016 to float
  %1018 = fadd float %1017, -1.280000e+02
  %1019 = call float @llvm.fma.f32(float %1018, float %684, float %1014)
  %1020 = lshr i32 %1009, 16
  %1021 = and i32 %1020, 255
  %1022 = uitofp i32 %1021 to float
  %1023 = fadd float %1022, -1.280000e+02
  %1024 = call float @llvm.fma.f32(float %1023, float %685, float %1019)
  %1025 = lshr i32 %1009, 24
  %1026 = and i32 %1025, 255
  %1027 = uitofp i32 %1026 to float
  %1028 = fadd float %1027, -1.280000e+02
  %1029 = call float @llvm.fma.f32(float %1028, float %686, float %1024)
  %1030 = trunc i32 %347 to i16
  %1031 = bitcast i16 %1030 to half
  %1032 = fpext half %1031 to float
  %1033 = fadd float %945, %1029
  %1034 = call float @llvm.fma.f32(float %1032, float %1033, float %861)
  store float %1034, ptr addrspace(5) %v3, align 4
  %1035 = load float, ptr addrspace(5) %v4, align 4
  %1036 = xor i32 %357, -2139062144
  %1037 = lshr i32 %1036, 0
  %1038 = and i32 %1037, 255
  %1039 = uitofp i32 %1038 to float
  %1040 = fadd float %1039, -1.280000e+02
  %1041 = call float @llvm.fma.f32(float %1040, float %627, float 0.000000e+00)
  %1042 = lshr i32 %1036, 8
  %1043 = and i32 %1042, 255
  %1044 = uitofp i32 %1043 to float
  %1045 = fadd float %1044, -1.280000e+02
  %1046 = call float @llvm.fma.f32(float %1045, float %628, float %1041)
  %1047 = lshr i32 %1036, 16
  %1048 = and i32 %1047, 255
  %1049 = uitofp i32 %1048 to float
  %1050 = fadd float %1049, -1.280000e+02
  %1051 = call float @llvm.fma.f32(float %1050, float %629, float %1046)
  %1052 = lshr i32 %1036, 24
  %1053 = and i32 %1052, 255
  %1054 = uitofp i32 %1053 to float
  %1055 = fadd float %1054, -1.280000e+02
  %1056 = call float @llvm.fma.f32(float %1055, float %630, float %1051)
  %1057 = xor i32 %358, -2139062144
  %1058 = lshr i32 %1057, 0
  %1059 = and i32 %1058, 255
  %1060 = uitofp i32 %1059 to float
  %1061 = fadd float %1060, -1.280000e+02
  %1062 = call float @llvm.fma.f32(float %1061, float %635, float %1056)
  %1063 = lshr i32 %1057, 8
  %1064 = and i32 %1063, 255
  %1065 = uitofp i32 %1064 to float
  %1066 = fadd float %1065, -1.280000e+02
  %1067 = call float @llvm.fma.f32(float %1066, float %636, float %1062)
  %1068 = lshr i32 %1057, 16
  %1069 = and i32 %1068, 255
  %1070 = uitofp i32 %1069 to float
  %1071 = fadd float %1070, -1.280000e+02
  %1072 = call float @llvm.fma.f32(float %1071, float %637, float %1067)
  %1073 = lshr i32 %1057, 24
  %1074 = and i32 %1073, 255
  %1075 = uitofp i32 %1074 to float
  %1076 = fadd float %1075, -1.280000e+02
  %1077 = call float @llvm.fma.f32(float %1076, float %638, float %1072)
  %1078 = xor i32 %359, -2139062144
  %1079 = lshr i32 %1078, 0
  %1080 = and i32 %1079, 255
  %1081 = uitofp i32 %1080 to float
  %1082 = fadd float %1081, -1.280000e+02
  %1083 = call float @llvm.fma.f32(float %1082, float %643, float %1077)
  %1084 = lshr i32 %1078, 8
  %1085 = and i32 %1084, 255
  %1086 = uitofp i32 %1085 to float
  %1087 = fadd float %1086, -1.280000e+02
  %1088 = call float @llvm.fma.f32(float %1087, float %644, float %1083)
  %1089 = lshr i32 %1078, 16
  %1090 = and i32 %1089, 255
  %1091 = uitofp i32 %1090 to float
  %1092 = fadd float %1091, -1.280000e+02
  %1093 = call float @llvm.fma.f32(float %1092, float %645, float %1088)
  %1094 = lshr i32 %1078, 24
  %1095 = and i32 %1094, 255
  %1096 = uitofp i32 %1095 to float
  %1097 = fadd float %1096, -1.280000e+02
  %1098 = call float @llvm.fma.f32(float %1097, float %646, float %1093)
  %1099 = xor i32 %360, -2139062144
  %1100 = lshr i32 %1099, 0
  %1101 = and i32 %1100, 255
  %1102 = uitofp i32 %1101 to float
  %1103 = fadd float %1102, -1.280000e+02
  %1104 = call float @llvm.fma.f32(float %1103, float %651, float %1098)
  %1105 = lshr i32 %1099, 8
  %1106 = and i32 %1105, 255
  %1107 = uitofp i32 %1106 to float
  %1108 = fadd float %1107, -1.280000e+02
  %1109 = call float @llvm.fma.f32(float %1108, float %652, float %1104)
  %1110 = lshr i32 %1099, 16
  %1111 = and i32 %1110, 255
  %1112 = uitofp i32 %1111 to float
  %1113 = fadd float %1112, -1.280000e+02
  %1114 = call float @llvm.fma.f32(float %1113, float %653, float %1109)
  %1115 = lshr i32 %1099, 24
  %1116 = and i32 %1115, 255
  %1117 = uitofp i32 %1116 to float
  %1118 = fadd float %1117, -1.280000e+02
  %1119 = call float @llvm.fma.f32(float %1118, float %654, float %1114)
  %1120 = xor i32 %361, -2139062144
  %1121 = lshr i32 %1120, 0
  %1122 = and i32 %1121, 255
  %1123 = uitofp i32 %1122 to float
  %1124 = fadd float %1123, -1.280000e+02
  %1125 = call float @llvm.fma.f32(float %1124, float %659, float 0.000000e+00)
  %1126 = lshr i32 %1120, 8
  %1127 = and i32 %1126, 255
  %1128 = uitofp i32 %1127 to float
  %1129 = fadd float %1128, -1.280000e+02
  %1130 = call float @llvm.fma.f32(float %1129, float %660, float %1125)
  %1131 = lshr i32 %1120, 16
  %1132 = and i32 %1131, 255
  %1133 = uitofp i32 %1132 to float
  %1134 = fadd float %1133, -1.280000e+02
  %1135 = call float @llvm.fma.f32(float %1134, float %661, float %1130)
  %1136 = lshr i32 %1120, 24
  %1137 = and i32 %1136, 255
  %1138 = uitofp i32 %1137 to float
  %1139 = fadd float %1138, -1.280000e+02
  %1140 = call float @llvm.fma.f32(float %1139, float %662, float %1135)
  %1141 = xor i32 %362, -2139062144
  %1142 = lshr i32 %1141, 0
  %1143 = and i32 %1142, 255
  %1144 = uitofp i32 %1143 to float
  %1145 = fadd float %1144, -1.280000e+02
  %1146 = call float @llvm.fma.f32(float %1145, float %667, float %1140)
  %1147 = lshr i32 %1141, 8
  %1148 = and i32 %1147, 255
  %1149 = uitofp i32 %1148 to float
  %1150 = fadd float %1149, -1.280000e+02
  %1151 = call float @llvm.fma.f32(float %1150, float %668, float %1146)
  %1152 = lshr i32 %1141, 16
  %1153 = and i32 %1152, 255
  %1154 = uitofp i32 %1153 to float
  %1155 = fadd float %1154, -1.280000e+02
  %1156 = call float @llvm.fma.f32(float %1155, float %669, float %1151)
  %1157 = lshr i32 %1141, 24
  %1158 = and i32 %1157, 255
  %1159 = uitofp i32 %1158 to float
  %1160 = fadd float %1159, -1.280000e+02
  %1161 = call float @llvm.fma.f32(float %1160, float %670, float %1156)
  %1162 = xor i32 %363, -2139062144
  %1163 = lshr i32 %1162, 0
  %1164 = and i32 %1163, 255
  %1165 = uitofp i32 %1164 to float
  %1166 = fadd float %1165, -1.280000e+02
  %1167 = call float @llvm.fma.f32(float %1166, float %675, float %1161)
  %1168 = lshr i32 %1162, 8
  %1169 = and i32 %1168, 255
  %1170 = uitofp i32 %1169 to float
  %1171 = fadd float %1170, -1.280000e+02
  %1172 = call float @llvm.fma.f32(float %1171, float %676, float %1167)
  %1173 = lshr i32 %1162, 16
  %1174 = and i32 %1173, 255
  %1175 = uitofp i32 %1174 to float
  %1176 = fadd float %1175, -1.280000e+02
  %1177 = call float @llvm.fma.f32(float %1176, float %677, float %1172)
  %1178 = lshr i32 %1162, 24
  %1179 = and i32 %1178, 255
  %1180 = uitofp i32 %1179 to float
  %1181 = fadd float %1180, -1.280000e+02
  %1182 = call float @llvm.fma.f32(float %1181, float %678, float %1177)
  %1183 = xor i32 %364, -2139062144
  %1184 = lshr i32 %1183, 0
  %1185 = and i32 %1184, 255
  %1186 = uitofp i32 %1185 to float
  %1187 = fadd float %1186, -1.280000e+02
  %1188 = call float @llvm.fma.f32(float %1187, float %683, float %1182)
  %1189 = lshr i32 %1183, 8
  %1190 = and i32 %1189, 255
  %1191 = uitofp i32 %1190 to float
  %1192 = fadd float %1191, -1.280000e+02
  %1193 = call float @llvm.fma.f32(float %1192, float %684, float %1188)
  %1194 = lshr i32 %1183, 16
  %1195 = and i32 %1194, 255
  %1196 = uitofp i32 %1195 to float
  %1197 = fadd float %1196, -1.280000e+02
  %1198 = call float @llvm.fma.f32(float %1197, float %685, float %1193)
  %1199 = lshr i32 %1183, 24
  %1200 = and i32 %1199, 255
  %1201 = uitofp i32 %1200 to float
  %1202 = fadd float %1201, -1.280000e+02
  %1203 = call float @llvm.fma.f32(float %1202, float %686, float %1198)
  %1204 = trunc i32 %356 to i16
  %1205 = bitcast i16 %1204 to half
  %1206 = fpext half %1205 to float
  %1207 = fadd float %1119, %1203
  %1208 = call float @llvm.fma.f32(float %1206, float %1207, float %1035)
  store float %1208, ptr addrspace(5) %v4, align 4
  %1209 = load float, ptr addrspace(5) %v5, align 4
  %1210 = xor i32 %366, -2139062144
  %1211 = lshr i32 %1210, 0
  %1212 = and i32 %1211, 255
  %1213 = uitofp i32 %1212 to float
  %1214 = fadd float %1213, -1.280000e+02
  %1215 = call float @llvm.fma.f32(float %1214, float %627, float 0.000000e+00)
  %1216 = lshr i32 %1210, 8
  %1217 = and i32 %1216, 255
  %1218 = uitofp i32 %1217 to float
  %1219 = fadd float %1218, -1.280000e+02
  %1220 = call float @llvm.fma.f32(float %1219, float %628, float %1215)
  %1221 = lshr i32 %1210, 16
  %1222 = and i32 %1221, 255
  %1223 = uitofp i32 %1222 to float
  %1224 = fadd float %1223, -1.280000e+02
  %1225 = call float @llvm.fma.f32(float %1224, float %629, float %1220)
  %1226 = lshr i32 %1210, 24
  %1227 = and i32 %1226, 255
  %1228 = uitofp i32 %1227 to float
  %1229 = fadd float %1228, -1.280000e+02
  %1230 = call float @llvm.fma.f32(float %1229, float %630, float %1225)
  %1231 = xor i32 %367, -2139062144
  %1232 = lshr i32 %1231, 0
  %1233 = and i32 %1232, 255
  %1234 = uitofp i32 %1233 to float
  %1235 = fadd float %1234, -1.280000e+02
  %1236 = call float @llvm.fma.f32(float %1235, float %635, float %1230)
  %1237 = lshr i32 %1231, 8
  %1238 = and i32 %1237, 255
  %1239 = uitofp i32 %1238 to float
  %1240 = fadd float %1239, -1.280000e+02
  %1241 = call float @llvm.fma.f32(float %1240, float %636, float %1236)
  %1242 = lshr i32 %1231, 16
  %1243 = and i32 %1242, 255
  %1244 = uitofp i32 %1243 to float
  %1245 = fadd float %1244, -1.280000e+02
  %1246 = call float @llvm.fma.f32(float %1245, float %637, float %1241)
  %1247 = lshr i32 %1231, 24
  %1248 = and i32 %1247, 255
  %1249 = uitofp i32 %1248 to float
  %1250 = fadd float %1249, -1.280000e+02
  %1251 = call float @llvm.fma.f32(float %1250, float %638, float %1246)
  %1252 = xor i32 %368, -2139062144
  %1253 = lshr i32 %1252, 0
  %1254 = and i32 %1253, 255
  %1255 = uitofp i32 %1254 to float
  %1256 = fadd float %1255, -1.280000e+02
  %1257 = call float @llvm.fma.f32(float %1256, float %643, float %1251)
  %1258 = lshr i32 %1252, 8
  %1259 = and i32 %1258, 255
  %1260 = uitofp i32 %1259 to float
  %1261 = fadd float %1260, -1.280000e+02
  %1262 = call float @llvm.fma.f32(float %1261, float %644, float %1257)
  %1263 = lshr i32 %1252, 16
  %1264 = and i32 %1263, 255
  %1265 = uitofp i32 %1264 to float
  %1266 = fadd float %1265, -1.280000e+02
  %1267 = call float @llvm.fma.f32(float %1266, float %645, float %1262)
  %1268 = lshr i32 %1252, 24
  %1269 = and i32 %1268, 255
  %1270 = uitofp i32 %1269 to float
  %1271 = fadd float %1270, -1.280000e+02
  %1272 = call float @llvm.fma.f32(float %1271, float %646, float %1267)
  %1273 = xor i32 %369, -2139062144
  %1274 = lshr i32 %1273, 0
  %1275 = and i32 %1274, 255
  %1276 = uitofp i32 %1275 to float
  %1277 = fadd float %1276, -1.280000e+02
  %1278 = call float @llvm.fma.f32(float %1277, float %651, float %1272)
  %1279 = lshr i32 %1273, 8
  %1280 = and i32 %1279, 255
  %1281 = uitofp i32 %1280 to float
  %1282 = fadd float %1281, -1.280000e+02
  %1283 = call float @llvm.fma.f32(float %1282, float %652, float %1278)
  %1284 = lshr i32 %1273, 16
  %1285 = and i32 %1284, 255
  %1286 = uitofp i32 %1285 to float
  %1287 = fadd float %1286, -1.280000e+02
  %1288 = call float @llvm.fma.f32(float %1287, float %653, float %1283)
  %1289 = lshr i32 %1273, 24
  %1290 = and i32 %1289, 255
  %1291 = uitofp i32 %1290 to float
  %1292 = fadd float %1291, -1.280000e+02
  %1293 = call float @llvm.fma.f32(float %1292, float %654, float %1288)
  %1294 = xor i32 %370, -2139062144
  %1295 = lshr i32 %1294, 0
  %1296 = and i32 %1295, 255
  %1297 = uitofp i32 %1296 to float
  %1298 = fadd float %1297, -1.280000e+02
  %1299 = call float @llvm.fma.f32(float %1298, float %659, float 0.000000e+00)
  %1300 = lshr i32 %1294, 8
  %1301 = and i32 %1300, 255
  %1302 = uitofp i32 %1301 to float
  %1303 = fadd float %1302, -1.280000e+02
  %1304 = call float @llvm.fma.f32(float %1303, float %660, float %1299)
  %1305 = lshr i32 %1294, 16
  %1306 = and i32 %1305, 255
  %1307 = uitofp i32 %1306 to float
  %1308 = fadd float %1307, -1.280000e+02
  %1309 = call float @llvm.fma.f32(float %1308, float %661, float %1304)
  %1310 = lshr i32 %1294, 24
  %1311 = and i32 %1310, 255
  %1312 = uitofp i32 %1311 to float
  %1313 = fadd float %1312, -1.280000e+02
  %1314 = call float @llvm.fma.f32(float %1313, float %662, float %1309)
  %1315 = xor i32 %371, -2139062144
  %1316 = lshr i32 %1315, 0
  %1317 = and i32 %1316, 255
  %1318 = uitofp i32 %1317 to float
  %1319 = fadd float %1318, -1.280000e+02
  %1320 = call float @llvm.fma.f32(float %1319, float %667, float %1314)
  %1321 = lshr i32 %1315, 8
  %1322 = and i32 %1321, 255
  %1323 = uitofp i32 %1322 to float
  %1324 = fadd float %1323, -1.280000e+02
  %1325 = call float @llvm.fma.f32(float %1324, float %668, float %1320)
  %1326 = lshr i32 %1315, 16
  %1327 = and i32 %1326, 255
  %1328 = uitofp i32 %1327 to float
  %1329 = fadd float %1328, -1.280000e+02
  %1330 = call float @llvm.fma.f32(float %1329, float %669, float %1325)
  %1331 = lshr i32 %1315, 24
  %1332 = and i32 %1331, 255
  %1333 = uitofp i32 %1332 to float
  %1334 = fadd float %1333, -1.280000e+02
  %1335 = call float @llvm.fma.f32(float %1334, float %670, float %1330)
  %1336 = xor i32 %372, -2139062144
  %1337 = lshr i32 %1336, 0
  %1338 = and i32 %1337, 255
  %1339 = uitofp i32 %1338 to float
  %1340 = fadd float %1339, -1.280000e+02
  %1341 = call float @llvm.fma.f32(float %1340, float %675, float %1335)
  %1342 = lshr i32 %1336, 8
  %1343 = and i32 %1342, 255
  %1344 = uitofp i32 %1343 to float
  %1345 = fadd float %1344, -1.280000e+02
  %1346 = call float @llvm.fma.f32(float %1345, float %676, float %1341)
  %1347 = lshr i32 %1336, 16
  %1348 = and i32 %1347, 255
  %1349 = uitofp i32 %1348 to float
  %1350 = fadd float %1349, -1.280000e+02
  %1351 = call float @llvm.fma.f32(float %1350, float %677, float %1346)
  %1352 = lshr i32 %1336, 24
  %1353 = and i32 %1352, 255
  %1354 = uitofp i32 %1353 to float
  %1355 = fadd float %1354, -1.280000e+02
  %1356 = call float @llvm.fma.f32(float %1355, float %678, float %1351)
  %1357 = xor i32 %373, -2139062144
  %1358 = lshr i32 %1357, 0
  %1359 = and i32 %1358, 255
  %1360 = uitofp i32 %1359 to float
  %1361 = fadd float %1360, -1.280000e+02
  %1362 = call float @llvm.fma.f32(float %1361, float %683, float %1356)
  %1363 = lshr i32 %1357, 8
  %1364 = and i32 %1363, 255
  %1365 = uitofp i32 %1364 to float
  %1366 = fadd float %1365, -1.280000e+02
  %1367 = call float @llvm.fma.f32(float %1366, float %684, float %1362)
  %1368 = lshr i32 %1357, 16
  %1369 = and i32 %1368, 255
  %1370 = uitofp i32 %1369 to float
  %1371 = fadd float %1370, -1.280000e+02
  %1372 = call float @llvm.fma.f32(float %1371, float %685, float %1367)
  %1373 = lshr i32 %1357, 24
  %1374 = and i32 %1373, 255
  %1375 = uitofp i32 %1374 to float
  %1376 = fadd float %1375, -1.280000e+02
  %1377 = call float @llvm.fma.f32(float %1376, float %686, float %1372)
  %1378 = trunc i32 %365 to i16
  %1379 = bitcast i16 %1378 to half
  %1380 = fpext half %1379 to float
  %1381 = fadd float %1293, %1377
  %1382 = call float @llvm.fma.f32(float %1380, float %1381, float %1209)
  store float %1382, ptr addrspace(5) %v5, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %body46
  %1383 = add i32 %302, 1
  %1384 = and i32 %1383, 1
  %1385 = sext i32 %1384 to i64
  %1386 = mul i64 %1385, 4608
  %1387 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1386
  %1388 = add i32 %57, 0
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 4
  %1391 = icmp slt i64 %1390, 1024
  br i1 %1391, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %1392 = lshr i64 %1390, 5
  %1393 = shl i64 %1392, 2
  %1394 = add i64 %1390, %1393
  %1395 = add i64 %1394, 0
  %1396 = mul i64 %1395, 4
  %1397 = getelementptr i8, ptr addrspace(3) %1387, i64 %1396
  store float %317, ptr addrspace(3) %1397, align 4
  %1398 = add i64 %1394, 1
  %1399 = mul i64 %1398, 4
  %1400 = getelementptr i8, ptr addrspace(3) %1387, i64 %1399
  store float %318, ptr addrspace(3) %1400, align 4
  %1401 = add i64 %1394, 2
  %1402 = mul i64 %1401, 4
  %1403 = getelementptr i8, ptr addrspace(3) %1387, i64 %1402
  store float %319, ptr addrspace(3) %1403, align 4
  %1404 = add i64 %1394, 3
  %1405 = mul i64 %1404, 4
  %1406 = getelementptr i8, ptr addrspace(3) %1387, i64 %1405
  store float %320, ptr addrspace(3) %1406, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %endif49
  %1407 = add i32 %57, 128
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
  %1416 = getelementptr i8, ptr addrspace(3) %1387, i64 %1415
  store float %332, ptr addrspace(3) %1416, align 4
  %1417 = add i64 %1413, 1
  %1418 = mul i64 %1417, 4
  %1419 = getelementptr i8, ptr addrspace(3) %1387, i64 %1418
  store float %333, ptr addrspace(3) %1419, align 4
  %1420 = add i64 %1413, 2
  %1421 = mul i64 %1420, 4
  %1422 = getelementptr i8, ptr addrspace(3) %1387, i64 %1421
  store float %334, ptr addrspace(3) %1422, align 4
  %1423 = add i64 %1413, 3
  %1424 = mul i64 %1423, 4
  %1425 = getelementptr i8, ptr addrspace(3) %1387, i64 %1424
  store float %335, ptr addrspace(3) %1425, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %endif51
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1426 = load i32, ptr addrspace(5) %v44, align 4
  %1427 = add i32 %1426, 1
  store i32 %1427, ptr addrspace(5) %v44, align 4
  br label %loop45

then54:                                           ; preds = %done47
  %1428 = load float, ptr addrspace(5) %v1, align 4
  %1429 = add i32 %22, %13
  %1430 = icmp slt i32 %1429, %3
  br i1 %1430, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %done47
  %1431 = load i32, ptr addrspace(5) %v, align 4
  %1432 = add i32 %1431, 4
  store i32 %1432, ptr addrspace(5) %v, align 4
  br label %loop

then56:                                           ; preds = %then54
  %1433 = add i32 0, %1429
  %1434 = sext i32 %1433 to i64
  %1435 = mul i64 %1434, 4
  %1436 = getelementptr i8, ptr addrspace(1) %0, i64 %1435
  store float %1428, ptr addrspace(1) %1436, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55
}

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
