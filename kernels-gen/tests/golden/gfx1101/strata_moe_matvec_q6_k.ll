; ModuleID = 'strata_moe_matvec_q6_k'
source_filename = "strata_moe_matvec_q6_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) #0 {
entry:
  %v50 = alloca i32, align 4, addrspace(5)
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
  %v7 = alloca i32, align 4, addrspace(5)
  %v6 = alloca i32, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %9 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  %31 = lshr i32 %30, 5
  %32 = call i32 @llvm.amdgcn.workitem.id.x()
  %33 = and i32 %32, 31
  %34 = call i32 @llvm.amdgcn.workgroup.id.x()
  %35 = mul i32 %34, 16
  %36 = call i32 @llvm.amdgcn.workitem.id.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 3
  %39 = and i32 %37, 7
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr addrspace(5) %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif65, %then
  %41 = load i32, ptr addrspace(5) %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr addrspace(5) %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 4
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %49 = call i32 @llvm.amdgcn.workitem.id.x()
  %50 = and i32 %49, 31
  %51 = sext i32 %5 to i64
  %52 = udiv i64 %51, 256
  %53 = mul i64 %52, 210
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
  %67 = add i32 %47, 2
  %68 = icmp sgt i32 %67, %54
  %69 = select i1 %68, i32 %54, i32 %67
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, %53
  %72 = getelementptr i8, ptr addrspace(1) %23, i64 %71
  %73 = add i32 %47, 3
  %74 = icmp sgt i32 %73, %54
  %75 = select i1 %74, i32 %54, i32 %73
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, %53
  %78 = getelementptr i8, ptr addrspace(1) %23, i64 %77
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %79 = udiv i32 %5, 32
  %80 = mul i32 %45, 32
  %81 = add i32 %50, %80
  %82 = call i32 @llvm.amdgcn.workitem.id.x()
  %83 = sext i32 %5 to i64
  %84 = sub i32 %79, 1
  %85 = icmp sgt i32 %81, %84
  %86 = select i1 %85, i32 %84, i32 %81
  %87 = lshr i32 %86, 3
  %88 = and i32 %86, 7
  %89 = lshr i32 %88, 2
  %90 = and i32 %88, 3
  %91 = sext i32 %87 to i64
  %92 = mul i64 %91, 210
  %93 = add i64 %92, 0
  %94 = getelementptr i8, ptr addrspace(1) %60, i64 %93
  %95 = sext i32 %89 to i64
  %96 = sext i32 %90 to i64
  %97 = mul i64 %96, 8
  %98 = ptrtoint ptr addrspace(1) %94 to i64
  %99 = and i64 %98, 3
  %100 = sub i64 0, %99
  %101 = getelementptr i8, ptr addrspace(1) %94, i64 %100
  %102 = shl i64 %99, 3
  %103 = trunc i64 %102 to i32
  %104 = mul i64 %95, 64
  %105 = add i64 0, %104
  %106 = add i64 %105, %97
  %107 = add i64 %106, 0
  %108 = getelementptr i8, ptr addrspace(1) %101, i64 %107
  %109 = load i32, ptr addrspace(1) %108, align 4
  %110 = add i64 %106, 4
  %111 = getelementptr i8, ptr addrspace(1) %101, i64 %110
  %112 = load i32, ptr addrspace(1) %111, align 4
  %113 = add i64 %106, 4
  %114 = shl i64 %99, 1
  %115 = add i64 %113, %114
  %116 = getelementptr i8, ptr addrspace(1) %101, i64 %115
  %117 = load i32, ptr addrspace(1) %116, align 4
  %118 = call i32 @llvm.fshr.i32(i32 %112, i32 %109, i32 %103)
  %119 = call i32 @llvm.fshr.i32(i32 %117, i32 %112, i32 %103)
  %120 = mul i64 %95, 64
  %121 = add i64 32, %120
  %122 = add i64 %121, %97
  %123 = add i64 %122, 0
  %124 = getelementptr i8, ptr addrspace(1) %101, i64 %123
  %125 = load i32, ptr addrspace(1) %124, align 4
  %126 = add i64 %122, 4
  %127 = getelementptr i8, ptr addrspace(1) %101, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  %129 = add i64 %122, 4
  %130 = shl i64 %99, 1
  %131 = add i64 %129, %130
  %132 = getelementptr i8, ptr addrspace(1) %101, i64 %131
  %133 = load i32, ptr addrspace(1) %132, align 4
  %134 = call i32 @llvm.fshr.i32(i32 %128, i32 %125, i32 %103)
  %135 = call i32 @llvm.fshr.i32(i32 %133, i32 %128, i32 %103)
  %136 = mul i64 %95, 32
  %137 = add i64 128, %136
  %138 = add i64 %137, %97
  %139 = add i64 %138, 0
  %140 = getelementptr i8, ptr addrspace(1) %101, i64 %139
  %141 = load i32, ptr addrspace(1) %140, align 4
  %142 = add i64 %138, 4
  %143 = getelementptr i8, ptr addrspace(1) %101, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = add i64 %138, 4
  %146 = shl i64 %99, 1
  %147 = add i64 %145, %146
  %148 = getelementptr i8, ptr addrspace(1) %101, i64 %147
  %149 = load i32, ptr addrspace(1) %148, align 4
  %150 = call i32 @llvm.fshr.i32(i32 %144, i32 %141, i32 %103)
  %151 = call i32 @llvm.fshr.i32(i32 %149, i32 %144, i32 %103)
  %152 = mul i64 %95, 8
  %153 = add i64 192, %152
  %154 = add i64 %153, 0
  %155 = getelementptr i8, ptr addrspace(1) %101, i64 %154
  %156 = load i32, ptr addrspace(1) %155, align 4
  %157 = add i64 %153, 4
  %158 = getelementptr i8, ptr addrspace(1) %101, i64 %157
  %159 = load i32, ptr addrspace(1) %158, align 4
  %160 = add i64 %153, 4
  %161 = shl i64 %99, 1
  %162 = add i64 %160, %161
  %163 = getelementptr i8, ptr addrspace(1) %101, i64 %162
  %164 = load i32, ptr addrspace(1) %163, align 4
  %165 = call i32 @llvm.fshr.i32(i32 %159, i32 %156, i32 %103)
  %166 = call i32 @llvm.fshr.i32(i32 %164, i32 %159, i32 %103)
  %167 = getelementptr i8, ptr addrspace(1) %94, i64 208
  %168 = load i16, ptr addrspace(1) %167, align 2
  %169 = zext i16 %168 to i32
  store i32 %118, ptr addrspace(5) %v6, align 4
  store i32 %119, ptr addrspace(5) %v7, align 4
  store i32 %134, ptr addrspace(5) %v8, align 4
  store i32 %135, ptr addrspace(5) %v9, align 4
  store i32 %150, ptr addrspace(5) %v10, align 4
  store i32 %151, ptr addrspace(5) %v11, align 4
  store i32 %165, ptr addrspace(5) %v12, align 4
  store i32 %166, ptr addrspace(5) %v13, align 4
  store i32 %169, ptr addrspace(5) %v14, align 4
  %170 = lshr i32 %86, 3
  %171 = and i32 %86, 7
  %172 = lshr i32 %171, 2
  %173 = and i32 %171, 3
  %174 = sext i32 %170 to i64
  %175 = mul i64 %174, 210
  %176 = add i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(1) %66, i64 %176
  %178 = sext i32 %172 to i64
  %179 = sext i32 %173 to i64
  %180 = mul i64 %179, 8
  %181 = ptrtoint ptr addrspace(1) %177 to i64
  %182 = and i64 %181, 3
  %183 = sub i64 0, %182
  %184 = getelementptr i8, ptr addrspace(1) %177, i64 %183
  %185 = shl i64 %182, 3
  %186 = trunc i64 %185 to i32
  %187 = mul i64 %178, 64
  %188 = add i64 0, %187
  %189 = add i64 %188, %180
  %190 = add i64 %189, 0
  %191 = getelementptr i8, ptr addrspace(1) %184, i64 %190
  %192 = load i32, ptr addrspace(1) %191, align 4
  %193 = add i64 %189, 4
  %194 = getelementptr i8, ptr addrspace(1) %184, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = add i64 %189, 4
  %197 = shl i64 %182, 1
  %198 = add i64 %196, %197
  %199 = getelementptr i8, ptr addrspace(1) %184, i64 %198
  %200 = load i32, ptr addrspace(1) %199, align 4
  %201 = call i32 @llvm.fshr.i32(i32 %195, i32 %192, i32 %186)
  %202 = call i32 @llvm.fshr.i32(i32 %200, i32 %195, i32 %186)
  %203 = mul i64 %178, 64
  %204 = add i64 32, %203
  %205 = add i64 %204, %180
  %206 = add i64 %205, 0
  %207 = getelementptr i8, ptr addrspace(1) %184, i64 %206
  %208 = load i32, ptr addrspace(1) %207, align 4
  %209 = add i64 %205, 4
  %210 = getelementptr i8, ptr addrspace(1) %184, i64 %209
  %211 = load i32, ptr addrspace(1) %210, align 4
  %212 = add i64 %205, 4
  %213 = shl i64 %182, 1
  %214 = add i64 %212, %213
  %215 = getelementptr i8, ptr addrspace(1) %184, i64 %214
  %216 = load i32, ptr addrspace(1) %215, align 4
  %217 = call i32 @llvm.fshr.i32(i32 %211, i32 %208, i32 %186)
  %218 = call i32 @llvm.fshr.i32(i32 %216, i32 %211, i32 %186)
  %219 = mul i64 %178, 32
  %220 = add i64 128, %219
  %221 = add i64 %220, %180
  %222 = add i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(1) %184, i64 %222
  %224 = load i32, ptr addrspace(1) %223, align 4
  %225 = add i64 %221, 4
  %226 = getelementptr i8, ptr addrspace(1) %184, i64 %225
  %227 = load i32, ptr addrspace(1) %226, align 4
  %228 = add i64 %221, 4
  %229 = shl i64 %182, 1
  %230 = add i64 %228, %229
  %231 = getelementptr i8, ptr addrspace(1) %184, i64 %230
  %232 = load i32, ptr addrspace(1) %231, align 4
  %233 = call i32 @llvm.fshr.i32(i32 %227, i32 %224, i32 %186)
  %234 = call i32 @llvm.fshr.i32(i32 %232, i32 %227, i32 %186)
  %235 = mul i64 %178, 8
  %236 = add i64 192, %235
  %237 = add i64 %236, 0
  %238 = getelementptr i8, ptr addrspace(1) %184, i64 %237
  %239 = load i32, ptr addrspace(1) %238, align 4
  %240 = add i64 %236, 4
  %241 = getelementptr i8, ptr addrspace(1) %184, i64 %240
  %242 = load i32, ptr addrspace(1) %241, align 4
  %243 = add i64 %236, 4
  %244 = shl i64 %182, 1
  %245 = add i64 %243, %244
  %246 = getelementptr i8, ptr addrspace(1) %184, i64 %245
  %247 = load i32, ptr addrspace(1) %246, align 4
  %248 = call i32 @llvm.fshr.i32(i32 %242, i32 %239, i32 %186)
  %249 = call i32 @llvm.fshr.i32(i32 %247, i32 %242, i32 %186)
  %250 = getelementptr i8, ptr addrspace(1) %177, i64 208
  %251 = load i16, ptr addrspace(1) %250, align 2
  %252 = zext i16 %251 to i32
  store i32 %201, ptr addrspace(5) %v15, align 4
  store i32 %202, ptr addrspace(5) %v16, align 4
  store i32 %217, ptr addrspace(5) %v17, align 4
  store i32 %218, ptr addrspace(5) %v18, align 4
  store i32 %233, ptr addrspace(5) %v19, align 4
  store i32 %234, ptr addrspace(5) %v20, align 4
  store i32 %248, ptr addrspace(5) %v21, align 4
  store i32 %249, ptr addrspace(5) %v22, align 4
  store i32 %252, ptr addrspace(5) %v23, align 4
  %253 = lshr i32 %86, 3
  %254 = and i32 %86, 7
  %255 = lshr i32 %254, 2
  %256 = and i32 %254, 3
  %257 = sext i32 %253 to i64
  %258 = mul i64 %257, 210
  %259 = add i64 %258, 0
  %260 = getelementptr i8, ptr addrspace(1) %72, i64 %259
  %261 = sext i32 %255 to i64
  %262 = sext i32 %256 to i64
  %263 = mul i64 %262, 8
  %264 = ptrtoint ptr addrspace(1) %260 to i64
  %265 = and i64 %264, 3
  %266 = sub i64 0, %265
  %267 = getelementptr i8, ptr addrspace(1) %260, i64 %266
  %268 = shl i64 %265, 3
  %269 = trunc i64 %268 to i32
  %270 = mul i64 %261, 64
  %271 = add i64 0, %270
  %272 = add i64 %271, %263
  %273 = add i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(1) %267, i64 %273
  %275 = load i32, ptr addrspace(1) %274, align 4
  %276 = add i64 %272, 4
  %277 = getelementptr i8, ptr addrspace(1) %267, i64 %276
  %278 = load i32, ptr addrspace(1) %277, align 4
  %279 = add i64 %272, 4
  %280 = shl i64 %265, 1
  %281 = add i64 %279, %280
  %282 = getelementptr i8, ptr addrspace(1) %267, i64 %281
  %283 = load i32, ptr addrspace(1) %282, align 4
  %284 = call i32 @llvm.fshr.i32(i32 %278, i32 %275, i32 %269)
  %285 = call i32 @llvm.fshr.i32(i32 %283, i32 %278, i32 %269)
  %286 = mul i64 %261, 64
  %287 = add i64 32, %286
  %288 = add i64 %287, %263
  %289 = add i64 %288, 0
  %290 = getelementptr i8, ptr addrspace(1) %267, i64 %289
  %291 = load i32, ptr addrspace(1) %290, align 4
  %292 = add i64 %288, 4
  %293 = getelementptr i8, ptr addrspace(1) %267, i64 %292
  %294 = load i32, ptr addrspace(1) %293, align 4
  %295 = add i64 %288, 4
  %296 = shl i64 %265, 1
  %297 = add i64 %295, %296
  %298 = getelementptr i8, ptr addrspace(1) %267, i64 %297
  %299 = load i32, ptr addrspace(1) %298, align 4
  %300 = call i32 @llvm.fshr.i32(i32 %294, i32 %291, i32 %269)
  %301 = call i32 @llvm.fshr.i32(i32 %299, i32 %294, i32 %269)
  %302 = mul i64 %261, 32
  %303 = add i64 128, %302
  %304 = add i64 %303, %263
  %305 = add i64 %304, 0
  %306 = getelementptr i8, ptr addrspace(1) %267, i64 %305
  %307 = load i32, ptr addrspace(1) %306, align 4
  %308 = add i64 %304, 4
  %309 = getelementptr i8, ptr addrspace(1) %267, i64 %308
  %310 = load i32, ptr addrspace(1) %309, align 4
  %311 = add i64 %304, 4
  %312 = shl i64 %265, 1
  %313 = add i64 %311, %312
  %314 = getelementptr i8, ptr addrspace(1) %267, i64 %313
  %315 = load i32, ptr addrspace(1) %314, align 4
  %316 = call i32 @llvm.fshr.i32(i32 %310, i32 %307, i32 %269)
  %317 = call i32 @llvm.fshr.i32(i32 %315, i32 %310, i32 %269)
  %318 = mul i64 %261, 8
  %319 = add i64 192, %318
  %320 = add i64 %319, 0
  %321 = getelementptr i8, ptr addrspace(1) %267, i64 %320
  %322 = load i32, ptr addrspace(1) %321, align 4
  %323 = add i64 %319, 4
  %324 = getelementptr i8, ptr addrspace(1) %267, i64 %323
  %325 = load i32, ptr addrspace(1) %324, align 4
  %326 = add i64 %319, 4
  %327 = shl i64 %265, 1
  %328 = add i64 %326, %327
  %329 = getelementptr i8, ptr addrspace(1) %267, i64 %328
  %330 = load i32, ptr addrspace(1) %329, align 4
  %331 = call i32 @llvm.fshr.i32(i32 %325, i32 %322, i32 %269)
  %332 = call i32 @llvm.fshr.i32(i32 %330, i32 %325, i32 %269)
  %333 = getelementptr i8, ptr addrspace(1) %260, i64 208
  %334 = load i16, ptr addrspace(1) %333, align 2
  %335 = zext i16 %334 to i32
  store i32 %284, ptr addrspace(5) %v24, align 4
  store i32 %285, ptr addrspace(5) %v25, align 4
  store i32 %300, ptr addrspace(5) %v26, align 4
  store i32 %301, ptr addrspace(5) %v27, align 4
  store i32 %316, ptr addrspace(5) %v28, align 4
  store i32 %317, ptr addrspace(5) %v29, align 4
  store i32 %331, ptr addrspace(5) %v30, align 4
  store i32 %332, ptr addrspace(5) %v31, align 4
  store i32 %335, ptr addrspace(5) %v32, align 4
  %336 = lshr i32 %86, 3
  %337 = and i32 %86, 7
  %338 = lshr i32 %337, 2
  %339 = and i32 %337, 3
  %340 = sext i32 %336 to i64
  %341 = mul i64 %340, 210
  %342 = add i64 %341, 0
  %343 = getelementptr i8, ptr addrspace(1) %78, i64 %342
  %344 = sext i32 %338 to i64
  %345 = sext i32 %339 to i64
  %346 = mul i64 %345, 8
  %347 = ptrtoint ptr addrspace(1) %343 to i64
  %348 = and i64 %347, 3
  %349 = sub i64 0, %348
  %350 = getelementptr i8, ptr addrspace(1) %343, i64 %349
  %351 = shl i64 %348, 3
  %352 = trunc i64 %351 to i32
  %353 = mul i64 %344, 64
  %354 = add i64 0, %353
  %355 = add i64 %354, %346
  %356 = add i64 %355, 0
  %357 = getelementptr i8, ptr addrspace(1) %350, i64 %356
  %358 = load i32, ptr addrspace(1) %357, align 4
  %359 = add i64 %355, 4
  %360 = getelementptr i8, ptr addrspace(1) %350, i64 %359
  %361 = load i32, ptr addrspace(1) %360, align 4
  %362 = add i64 %355, 4
  %363 = shl i64 %348, 1
  %364 = add i64 %362, %363
  %365 = getelementptr i8, ptr addrspace(1) %350, i64 %364
  %366 = load i32, ptr addrspace(1) %365, align 4
  %367 = call i32 @llvm.fshr.i32(i32 %361, i32 %358, i32 %352)
  %368 = call i32 @llvm.fshr.i32(i32 %366, i32 %361, i32 %352)
  %369 = mul i64 %344, 64
  %370 = add i64 32, %369
  %371 = add i64 %370, %346
  %372 = add i64 %371, 0
  %373 = getelementptr i8, ptr addrspace(1) %350, i64 %372
  %374 = load i32, ptr addrspace(1) %373, align 4
  %375 = add i64 %371, 4
  %376 = getelementptr i8, ptr addrspace(1) %350, i64 %375
  %377 = load i32, ptr addrspace(1) %376, align 4
  %378 = add i64 %371, 4
  %379 = shl i64 %348, 1
  %380 = add i64 %378, %379
  %381 = getelementptr i8, ptr addrspace(1) %350, i64 %380
  %382 = load i32, ptr addrspace(1) %381, align 4
  %383 = call i32 @llvm.fshr.i32(i32 %377, i32 %374, i32 %352)
  %384 = call i32 @llvm.fshr.i32(i32 %382, i32 %377, i32 %352)
  %385 = mul i64 %344, 32
  %386 = add i64 128, %385
  %387 = add i64 %386, %346
  %388 = add i64 %387, 0
  %389 = getelementptr i8, ptr addrspace(1) %350, i64 %388
  %390 = load i32, ptr addrspace(1) %389, align 4
  %391 = add i64 %387, 4
  %392 = getelementptr i8, ptr addrspace(1) %350, i64 %391
  %393 = load i32, ptr addrspace(1) %392, align 4
  %394 = add i64 %387, 4
  %395 = shl i64 %348, 1
  %396 = add i64 %394, %395
  %397 = getelementptr i8, ptr addrspace(1) %350, i64 %396
  %398 = load i32, ptr addrspace(1) %397, align 4
  %399 = call i32 @llvm.fshr.i32(i32 %393, i32 %390, i32 %352)
  %400 = call i32 @llvm.fshr.i32(i32 %398, i32 %393, i32 %352)
  %401 = mul i64 %344, 8
  %402 = add i64 192, %401
  %403 = add i64 %402, 0
  %404 = getelementptr i8, ptr addrspace(1) %350, i64 %403
  %405 = load i32, ptr addrspace(1) %404, align 4
  %406 = add i64 %402, 4
  %407 = getelementptr i8, ptr addrspace(1) %350, i64 %406
  %408 = load i32, ptr addrspace(1) %407, align 4
  %409 = add i64 %402, 4
  %410 = shl i64 %348, 1
  %411 = add i64 %409, %410
  %412 = getelementptr i8, ptr addrspace(1) %350, i64 %411
  %413 = load i32, ptr addrspace(1) %412, align 4
  %414 = call i32 @llvm.fshr.i32(i32 %408, i32 %405, i32 %352)
  %415 = call i32 @llvm.fshr.i32(i32 %413, i32 %408, i32 %352)
  %416 = getelementptr i8, ptr addrspace(1) %343, i64 208
  %417 = load i16, ptr addrspace(1) %416, align 2
  %418 = zext i16 %417 to i32
  store i32 %367, ptr addrspace(5) %v33, align 4
  store i32 %368, ptr addrspace(5) %v34, align 4
  store i32 %383, ptr addrspace(5) %v35, align 4
  store i32 %384, ptr addrspace(5) %v36, align 4
  store i32 %399, ptr addrspace(5) %v37, align 4
  store i32 %400, ptr addrspace(5) %v38, align 4
  store i32 %414, ptr addrspace(5) %v39, align 4
  store i32 %415, ptr addrspace(5) %v40, align 4
  store i32 %418, ptr addrspace(5) %v41, align 4
  %419 = add i32 %82, 0
  %420 = sext i32 %419 to i64
  %421 = mul i64 %420, 4
  %422 = add i64 0, %421
  %423 = icmp slt i64 %422, %83
  %424 = icmp slt i64 %421, 1024
  %425 = and i1 %423, %424
  %426 = select i1 %425, i64 %422, i64 0
  %427 = mul i64 %426, 4
  %428 = getelementptr i8, ptr addrspace(1) %28, i64 %427
  %429 = load <4 x float>, ptr addrspace(1) %428, align 16
  %430 = extractelement <4 x float> %429, i32 0
  %431 = extractelement <4 x float> %429, i32 1
  %432 = extractelement <4 x float> %429, i32 2
  %433 = extractelement <4 x float> %429, i32 3
  %434 = add i32 %82, 128
  %435 = sext i32 %434 to i64
  %436 = mul i64 %435, 4
  %437 = add i64 0, %436
  %438 = icmp slt i64 %437, %83
  %439 = icmp slt i64 %436, 1024
  %440 = and i1 %438, %439
  %441 = select i1 %440, i64 %437, i64 0
  %442 = mul i64 %441, 4
  %443 = getelementptr i8, ptr addrspace(1) %28, i64 %442
  %444 = load <4 x float>, ptr addrspace(1) %443, align 16
  %445 = extractelement <4 x float> %444, i32 0
  %446 = extractelement <4 x float> %444, i32 1
  %447 = extractelement <4 x float> %444, i32 2
  %448 = extractelement <4 x float> %444, i32 3
  %449 = call i32 @llvm.amdgcn.workitem.id.x()
  %450 = bitcast float %430 to i32
  %451 = and i32 %450, 2147483647
  %452 = bitcast float %431 to i32
  %453 = and i32 %452, 2147483647
  %454 = bitcast float %432 to i32
  %455 = and i32 %454, 2147483647
  %456 = bitcast float %433 to i32
  %457 = and i32 %456, 2147483647
  %458 = icmp ugt i32 %451, %453
  %459 = select i1 %458, i32 %451, i32 %453
  %460 = icmp ugt i32 %455, %457
  %461 = select i1 %460, i32 %455, i32 %457
  %462 = icmp ugt i32 %459, %461
  %463 = select i1 %462, i32 %459, i32 %461
  %464 = call i32 @llvm.amdgcn.workitem.id.x()
  %465 = and i32 %464, 31
  %466 = xor i32 %465, 1
  %467 = shl i32 %466, 2
  %468 = call i32 @llvm.amdgcn.ds.bpermute(i32 %467, i32 %463)
  %469 = icmp ugt i32 %463, %468
  %470 = select i1 %469, i32 %463, i32 %468
  %471 = call i32 @llvm.amdgcn.workitem.id.x()
  %472 = and i32 %471, 31
  %473 = xor i32 %472, 2
  %474 = shl i32 %473, 2
  %475 = call i32 @llvm.amdgcn.ds.bpermute(i32 %474, i32 %470)
  %476 = icmp ugt i32 %470, %475
  %477 = select i1 %476, i32 %470, i32 %475
  %478 = call i32 @llvm.amdgcn.workitem.id.x()
  %479 = and i32 %478, 31
  %480 = xor i32 %479, 4
  %481 = shl i32 %480, 2
  %482 = call i32 @llvm.amdgcn.ds.bpermute(i32 %481, i32 %477)
  %483 = icmp ugt i32 %477, %482
  %484 = select i1 %483, i32 %477, i32 %482
  %485 = and i32 %484, 2147483647
  %486 = icmp ult i32 %485, 2139095040
  %487 = bitcast i32 %484 to float
  %488 = fdiv float 1.270000e+02, %487
  %489 = bitcast float %488 to i32
  %490 = and i32 %489, 2147483647
  %491 = icmp ult i32 %490, 2139095040
  %492 = select i1 %491, float %488, float 0.000000e+00
  %493 = fmul float %430, %492
  %494 = fadd float %493, 0x4168000000000000
  %495 = bitcast float %494 to i32
  %496 = fmul float %431, %492
  %497 = fadd float %496, 0x4168000000000000
  %498 = bitcast float %497 to i32
  %499 = fmul float %432, %492
  %500 = fadd float %499, 0x4168000000000000
  %501 = bitcast float %500 to i32
  %502 = fmul float %433, %492
  %503 = fadd float %502, 0x4168000000000000
  %504 = bitcast float %503 to i32
  %505 = bitcast i32 %495 to <4 x i8>
  %506 = bitcast i32 %498 to <4 x i8>
  %507 = shufflevector <4 x i8> %505, <4 x i8> %506, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %508 = bitcast <4 x i8> %507 to i32
  %509 = bitcast i32 %501 to <4 x i8>
  %510 = bitcast i32 %504 to <4 x i8>
  %511 = shufflevector <4 x i8> %509, <4 x i8> %510, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %512 = bitcast <4 x i8> %511 to i32
  %513 = bitcast i32 %508 to <4 x i8>
  %514 = bitcast i32 %512 to <4 x i8>
  %515 = shufflevector <4 x i8> %513, <4 x i8> %514, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %516 = bitcast <4 x i8> %515 to i32
  %517 = add i32 %449, 0
  %518 = sext i32 %517 to i64
  %519 = mul i64 %518, 4
  %520 = icmp slt i64 %519, 1024
  br i1 %520, label %then42, label %endif43

done:                                             ; preds = %loop
  br label %endif

then42:                                           ; preds = %body
  %521 = lshr i64 %519, 2
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(3) @lds1, i64 %522
  store i32 %516, ptr addrspace(3) %523, align 4
  %524 = and i64 %519, 31
  %525 = icmp eq i64 %524, 0
  br i1 %525, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %body
  %526 = bitcast float %445 to i32
  %527 = and i32 %526, 2147483647
  %528 = bitcast float %446 to i32
  %529 = and i32 %528, 2147483647
  %530 = bitcast float %447 to i32
  %531 = and i32 %530, 2147483647
  %532 = bitcast float %448 to i32
  %533 = and i32 %532, 2147483647
  %534 = icmp ugt i32 %527, %529
  %535 = select i1 %534, i32 %527, i32 %529
  %536 = icmp ugt i32 %531, %533
  %537 = select i1 %536, i32 %531, i32 %533
  %538 = icmp ugt i32 %535, %537
  %539 = select i1 %538, i32 %535, i32 %537
  %540 = call i32 @llvm.amdgcn.workitem.id.x()
  %541 = and i32 %540, 31
  %542 = xor i32 %541, 1
  %543 = shl i32 %542, 2
  %544 = call i32 @llvm.amdgcn.ds.bpermute(i32 %543, i32 %539)
  %545 = icmp ugt i32 %539, %544
  %546 = select i1 %545, i32 %539, i32 %544
  %547 = call i32 @llvm.amdgcn.workitem.id.x()
  %548 = and i32 %547, 31
  %549 = xor i32 %548, 2
  %550 = shl i32 %549, 2
  %551 = call i32 @llvm.amdgcn.ds.bpermute(i32 %550, i32 %546)
  %552 = icmp ugt i32 %546, %551
  %553 = select i1 %552, i32 %546, i32 %551
  %554 = call i32 @llvm.amdgcn.workitem.id.x()
  %555 = and i32 %554, 31
  %556 = xor i32 %555, 4
  %557 = shl i32 %556, 2
  %558 = call i32 @llvm.amdgcn.ds.bpermute(i32 %557, i32 %553)
  %559 = icmp ugt i32 %553, %558
  %560 = select i1 %559, i32 %553, i32 %558
  %561 = and i32 %560, 2147483647
  %562 = icmp ult i32 %561, 2139095040
  %563 = bitcast i32 %560 to float
  %564 = fdiv float 1.270000e+02, %563
  %565 = bitcast float %564 to i32
  %566 = and i32 %565, 2147483647
  %567 = icmp ult i32 %566, 2139095040
  %568 = select i1 %567, float %564, float 0.000000e+00
  %569 = fmul float %445, %568
  %570 = fadd float %569, 0x4168000000000000
  %571 = bitcast float %570 to i32
  %572 = fmul float %446, %568
  %573 = fadd float %572, 0x4168000000000000
  %574 = bitcast float %573 to i32
  %575 = fmul float %447, %568
  %576 = fadd float %575, 0x4168000000000000
  %577 = bitcast float %576 to i32
  %578 = fmul float %448, %568
  %579 = fadd float %578, 0x4168000000000000
  %580 = bitcast float %579 to i32
  %581 = bitcast i32 %571 to <4 x i8>
  %582 = bitcast i32 %574 to <4 x i8>
  %583 = shufflevector <4 x i8> %581, <4 x i8> %582, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %584 = bitcast <4 x i8> %583 to i32
  %585 = bitcast i32 %577 to <4 x i8>
  %586 = bitcast i32 %580 to <4 x i8>
  %587 = shufflevector <4 x i8> %585, <4 x i8> %586, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %588 = bitcast <4 x i8> %587 to i32
  %589 = bitcast i32 %584 to <4 x i8>
  %590 = bitcast i32 %588 to <4 x i8>
  %591 = shufflevector <4 x i8> %589, <4 x i8> %590, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %592 = bitcast <4 x i8> %591 to i32
  %593 = add i32 %449, 128
  %594 = sext i32 %593 to i64
  %595 = mul i64 %594, 4
  %596 = icmp slt i64 %595, 1024
  br i1 %596, label %then46, label %endif47

then44:                                           ; preds = %then42
  %597 = fmul float %487, 0x3F80204080000000
  %598 = select i1 %486, float %597, float 0x7FF8000000000000
  %599 = lshr i64 %519, 5
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %600
  store float %598, ptr addrspace(3) %601, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %602 = lshr i64 %595, 2
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(3) @lds1, i64 %603
  store i32 %592, ptr addrspace(3) %604, align 4
  %605 = and i64 %595, 31
  %606 = icmp eq i64 %605, 0
  br i1 %606, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %607 = add i32 %79, 31
  %608 = udiv i32 %607, 32
  store i32 0, ptr addrspace(5) %v50, align 4
  br label %loop51

then48:                                           ; preds = %then46
  %609 = fmul float %563, 0x3F80204080000000
  %610 = select i1 %562, float %609, float 0x7FF8000000000000
  %611 = lshr i64 %595, 5
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %612
  store float %610, ptr addrspace(3) %613, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

loop51:                                           ; preds = %endif61, %endif47
  %614 = load i32, ptr addrspace(5) %v50, align 4
  %615 = icmp slt i32 %614, %608
  br i1 %615, label %body52, label %done53

body52:                                           ; preds = %loop51
  %616 = load i32, ptr addrspace(5) %v50, align 4
  %617 = add i32 %616, 1
  %618 = sext i32 %617 to i64
  %619 = mul i64 %618, 1024
  %620 = add i32 %82, 0
  %621 = sext i32 %620 to i64
  %622 = mul i64 %621, 4
  %623 = add i64 %619, %622
  %624 = icmp slt i64 %623, %83
  %625 = icmp slt i64 %622, 1024
  %626 = and i1 %624, %625
  %627 = select i1 %626, i64 %623, i64 0
  %628 = mul i64 %627, 4
  %629 = getelementptr i8, ptr addrspace(1) %28, i64 %628
  %630 = load <4 x float>, ptr addrspace(1) %629, align 16
  %631 = extractelement <4 x float> %630, i32 0
  %632 = extractelement <4 x float> %630, i32 1
  %633 = extractelement <4 x float> %630, i32 2
  %634 = extractelement <4 x float> %630, i32 3
  %635 = add i32 %82, 128
  %636 = sext i32 %635 to i64
  %637 = mul i64 %636, 4
  %638 = add i64 %619, %637
  %639 = icmp slt i64 %638, %83
  %640 = icmp slt i64 %637, 1024
  %641 = and i1 %639, %640
  %642 = select i1 %641, i64 %638, i64 0
  %643 = mul i64 %642, 4
  %644 = getelementptr i8, ptr addrspace(1) %28, i64 %643
  %645 = load <4 x float>, ptr addrspace(1) %644, align 16
  %646 = extractelement <4 x float> %645, i32 0
  %647 = extractelement <4 x float> %645, i32 1
  %648 = extractelement <4 x float> %645, i32 2
  %649 = extractelement <4 x float> %645, i32 3
  %650 = mul i32 %616, 32
  %651 = add i32 %81, %650
  %652 = load i32, ptr addrspace(5) %v6, align 4
  %653 = load i32, ptr addrspace(5) %v7, align 4
  %654 = load i32, ptr addrspace(5) %v8, align 4
  %655 = load i32, ptr addrspace(5) %v9, align 4
  %656 = load i32, ptr addrspace(5) %v10, align 4
  %657 = load i32, ptr addrspace(5) %v11, align 4
  %658 = load i32, ptr addrspace(5) %v12, align 4
  %659 = load i32, ptr addrspace(5) %v13, align 4
  %660 = load i32, ptr addrspace(5) %v14, align 4
  %661 = load i32, ptr addrspace(5) %v15, align 4
  %662 = load i32, ptr addrspace(5) %v16, align 4
  %663 = load i32, ptr addrspace(5) %v17, align 4
  %664 = load i32, ptr addrspace(5) %v18, align 4
  %665 = load i32, ptr addrspace(5) %v19, align 4
  %666 = load i32, ptr addrspace(5) %v20, align 4
  %667 = load i32, ptr addrspace(5) %v21, align 4
  %668 = load i32, ptr addrspace(5) %v22, align 4
  %669 = load i32, ptr addrspace(5) %v23, align 4
  %670 = load i32, ptr addrspace(5) %v24, align 4
  %671 = load i32, ptr addrspace(5) %v25, align 4
  %672 = load i32, ptr addrspace(5) %v26, align 4
  %673 = load i32, ptr addrspace(5) %v27, align 4
  %674 = load i32, ptr addrspace(5) %v28, align 4
  %675 = load i32, ptr addrspace(5) %v29, align 4
  %676 = load i32, ptr addrspace(5) %v30, align 4
  %677 = load i32, ptr addrspace(5) %v31, align 4
  %678 = load i32, ptr addrspace(5) %v32, align 4
  %679 = load i32, ptr addrspace(5) %v33, align 4
  %680 = load i32, ptr addrspace(5) %v34, align 4
  %681 = load i32, ptr addrspace(5) %v35, align 4
  %682 = load i32, ptr addrspace(5) %v36, align 4
  %683 = load i32, ptr addrspace(5) %v37, align 4
  %684 = load i32, ptr addrspace(5) %v38, align 4
  %685 = load i32, ptr addrspace(5) %v39, align 4
  %686 = load i32, ptr addrspace(5) %v40, align 4
  %687 = load i32, ptr addrspace(5) %v41, align 4
  %688 = add i32 %651, 32
  %689 = icmp sgt i32 %688, %84
  %690 = select i1 %689, i32 %84, i32 %688
  %691 = lshr i32 %690, 3
  %692 = and i32 %690, 7
  %693 = lshr i32 %692, 2
  %694 = and i32 %692, 3
  %695 = sext i32 %691 to i64
  %696 = mul i64 %695, 210
  %697 = add i64 %696, 0
  %698 = getelementptr i8, ptr addrspace(1) %60, i64 %697
  %699 = sext i32 %693 to i64
  %700 = sext i32 %694 to i64
  %701 = mul i64 %700, 8
  %702 = ptrtoint ptr addrspace(1) %698 to i64
  %703 = and i64 %702, 3
  %704 = sub i64 0, %703
  %705 = getelementptr i8, ptr addrspace(1) %698, i64 %704
  %706 = shl i64 %703, 3
  %707 = trunc i64 %706 to i32
  %708 = mul i64 %699, 64
  %709 = add i64 0, %708
  %710 = add i64 %709, %701
  %711 = add i64 %710, 0
  %712 = getelementptr i8, ptr addrspace(1) %705, i64 %711
  %713 = load i32, ptr addrspace(1) %712, align 4
  %714 = add i64 %710, 4
  %715 = getelementptr i8, ptr addrspace(1) %705, i64 %714
  %716 = load i32, ptr addrspace(1) %715, align 4
  %717 = add i64 %710, 4
  %718 = shl i64 %703, 1
  %719 = add i64 %717, %718
  %720 = getelementptr i8, ptr addrspace(1) %705, i64 %719
  %721 = load i32, ptr addrspace(1) %720, align 4
  %722 = call i32 @llvm.fshr.i32(i32 %716, i32 %713, i32 %707)
  %723 = call i32 @llvm.fshr.i32(i32 %721, i32 %716, i32 %707)
  %724 = mul i64 %699, 64
  %725 = add i64 32, %724
  %726 = add i64 %725, %701
  %727 = add i64 %726, 0
  %728 = getelementptr i8, ptr addrspace(1) %705, i64 %727
  %729 = load i32, ptr addrspace(1) %728, align 4
  %730 = add i64 %726, 4
  %731 = getelementptr i8, ptr addrspace(1) %705, i64 %730
  %732 = load i32, ptr addrspace(1) %731, align 4
  %733 = add i64 %726, 4
  %734 = shl i64 %703, 1
  %735 = add i64 %733, %734
  %736 = getelementptr i8, ptr addrspace(1) %705, i64 %735
  %737 = load i32, ptr addrspace(1) %736, align 4
  %738 = call i32 @llvm.fshr.i32(i32 %732, i32 %729, i32 %707)
  %739 = call i32 @llvm.fshr.i32(i32 %737, i32 %732, i32 %707)
  %740 = mul i64 %699, 32
  %741 = add i64 128, %740
  %742 = add i64 %741, %701
  %743 = add i64 %742, 0
  %744 = getelementptr i8, ptr addrspace(1) %705, i64 %743
  %745 = load i32, ptr addrspace(1) %744, align 4
  %746 = add i64 %742, 4
  %747 = getelementptr i8, ptr addrspace(1) %705, i64 %746
  %748 = load i32, ptr addrspace(1) %747, align 4
  %749 = add i64 %742, 4
  %750 = shl i64 %703, 1
  %751 = add i64 %749, %750
  %752 = getelementptr i8, ptr addrspace(1) %705, i64 %751
  %753 = load i32, ptr addrspace(1) %752, align 4
  %754 = call i32 @llvm.fshr.i32(i32 %748, i32 %745, i32 %707)
  %755 = call i32 @llvm.fshr.i32(i32 %753, i32 %748, i32 %707)
  %756 = mul i64 %699, 8
  %757 = add i64 192, %756
  %758 = add i64 %757, 0
  %759 = getelementptr i8, ptr addrspace(1) %705, i64 %758
  %760 = load i32, ptr addrspace(1) %759, align 4
  %761 = add i64 %757, 4
  %762 = getelementptr i8, ptr addrspace(1) %705, i64 %761
  %763 = load i32, ptr addrspace(1) %762, align 4
  %764 = add i64 %757, 4
  %765 = shl i64 %703, 1
  %766 = add i64 %764, %765
  %767 = getelementptr i8, ptr addrspace(1) %705, i64 %766
  %768 = load i32, ptr addrspace(1) %767, align 4
  %769 = call i32 @llvm.fshr.i32(i32 %763, i32 %760, i32 %707)
  %770 = call i32 @llvm.fshr.i32(i32 %768, i32 %763, i32 %707)
  %771 = getelementptr i8, ptr addrspace(1) %698, i64 208
  %772 = load i16, ptr addrspace(1) %771, align 2
  %773 = zext i16 %772 to i32
  store i32 %722, ptr addrspace(5) %v6, align 4
  store i32 %723, ptr addrspace(5) %v7, align 4
  store i32 %738, ptr addrspace(5) %v8, align 4
  store i32 %739, ptr addrspace(5) %v9, align 4
  store i32 %754, ptr addrspace(5) %v10, align 4
  store i32 %755, ptr addrspace(5) %v11, align 4
  store i32 %769, ptr addrspace(5) %v12, align 4
  store i32 %770, ptr addrspace(5) %v13, align 4
  store i32 %773, ptr addrspace(5) %v14, align 4
  %774 = lshr i32 %690, 3
  %775 = and i32 %690, 7
  %776 = lshr i32 %775, 2
  %777 = and i32 %775, 3
  %778 = sext i32 %774 to i64
  %779 = mul i64 %778, 210
  %780 = add i64 %779, 0
  %781 = getelementptr i8, ptr addrspace(1) %66, i64 %780
  %782 = sext i32 %776 to i64
  %783 = sext i32 %777 to i64
  %784 = mul i64 %783, 8
  %785 = ptrtoint ptr addrspace(1) %781 to i64
  %786 = and i64 %785, 3
  %787 = sub i64 0, %786
  %788 = getelementptr i8, ptr addrspace(1) %781, i64 %787
  %789 = shl i64 %786, 3
  %790 = trunc i64 %789 to i32
  %791 = mul i64 %782, 64
  %792 = add i64 0, %791
  %793 = add i64 %792, %784
  %794 = add i64 %793, 0
  %795 = getelementptr i8, ptr addrspace(1) %788, i64 %794
  %796 = load i32, ptr addrspace(1) %795, align 4
  %797 = add i64 %793, 4
  %798 = getelementptr i8, ptr addrspace(1) %788, i64 %797
  %799 = load i32, ptr addrspace(1) %798, align 4
  %800 = add i64 %793, 4
  %801 = shl i64 %786, 1
  %802 = add i64 %800, %801
  %803 = getelementptr i8, ptr addrspace(1) %788, i64 %802
  %804 = load i32, ptr addrspace(1) %803, align 4
  %805 = call i32 @llvm.fshr.i32(i32 %799, i32 %796, i32 %790)
  %806 = call i32 @llvm.fshr.i32(i32 %804, i32 %799, i32 %790)
  %807 = mul i64 %782, 64
  %808 = add i64 32, %807
  %809 = add i64 %808, %784
  %810 = add i64 %809, 0
  %811 = getelementptr i8, ptr addrspace(1) %788, i64 %810
  %812 = load i32, ptr addrspace(1) %811, align 4
  %813 = add i64 %809, 4
  %814 = getelementptr i8, ptr addrspace(1) %788, i64 %813
  %815 = load i32, ptr addrspace(1) %814, align 4
  %816 = add i64 %809, 4
  %817 = shl i64 %786, 1
  %818 = add i64 %816, %817
  %819 = getelementptr i8, ptr addrspace(1) %788, i64 %818
  %820 = load i32, ptr addrspace(1) %819, align 4
  %821 = call i32 @llvm.fshr.i32(i32 %815, i32 %812, i32 %790)
  %822 = call i32 @llvm.fshr.i32(i32 %820, i32 %815, i32 %790)
  %823 = mul i64 %782, 32
  %824 = add i64 128, %823
  %825 = add i64 %824, %784
  %826 = add i64 %825, 0
  %827 = getelementptr i8, ptr addrspace(1) %788, i64 %826
  %828 = load i32, ptr addrspace(1) %827, align 4
  %829 = add i64 %825, 4
  %830 = getelementptr i8, ptr addrspace(1) %788, i64 %829
  %831 = load i32, ptr addrspace(1) %830, align 4
  %832 = add i64 %825, 4
  %833 = shl i64 %786, 1
  %834 = add i64 %832, %833
  %835 = getelementptr i8, ptr addrspace(1) %788, i64 %834
  %836 = load i32, ptr addrspace(1) %835, align 4
  %837 = call i32 @llvm.fshr.i32(i32 %831, i32 %828, i32 %790)
  %838 = call i32 @llvm.fshr.i32(i32 %836, i32 %831, i32 %790)
  %839 = mul i64 %782, 8
  %840 = add i64 192, %839
  %841 = add i64 %840, 0
  %842 = getelementptr i8, ptr addrspace(1) %788, i64 %841
  %843 = load i32, ptr addrspace(1) %842, align 4
  %844 = add i64 %840, 4
  %845 = getelementptr i8, ptr addrspace(1) %788, i64 %844
  %846 = load i32, ptr addrspace(1) %845, align 4
  %847 = add i64 %840, 4
  %848 = shl i64 %786, 1
  %849 = add i64 %847, %848
  %850 = getelementptr i8, ptr addrspace(1) %788, i64 %849
  %851 = load i32, ptr addrspace(1) %850, align 4
  %852 = call i32 @llvm.fshr.i32(i32 %846, i32 %843, i32 %790)
  %853 = call i32 @llvm.fshr.i32(i32 %851, i32 %846, i32 %790)
  %854 = getelementptr i8, ptr addrspace(1) %781, i64 208
  %855 = load i16, ptr addrspace(1) %854, align 2
  %856 = zext i16 %855 to i32
  store i32 %805, ptr addrspace(5) %v15, align 4
  store i32 %806, ptr addrspace(5) %v16, align 4
  store i32 %821, ptr addrspace(5) %v17, align 4
  store i32 %822, ptr addrspace(5) %v18, align 4
  store i32 %837, ptr addrspace(5) %v19, align 4
  store i32 %838, ptr addrspace(5) %v20, align 4
  store i32 %852, ptr addrspace(5) %v21, align 4
  store i32 %853, ptr addrspace(5) %v22, align 4
  store i32 %856, ptr addrspace(5) %v23, align 4
  %857 = lshr i32 %690, 3
  %858 = and i32 %690, 7
  %859 = lshr i32 %858, 2
  %860 = and i32 %858, 3
  %861 = sext i32 %857 to i64
  %862 = mul i64 %861, 210
  %863 = add i64 %862, 0
  %864 = getelementptr i8, ptr addrspace(1) %72, i64 %863
  %865 = sext i32 %859 to i64
  %866 = sext i32 %860 to i64
  %867 = mul i64 %866, 8
  %868 = ptrtoint ptr addrspace(1) %864 to i64
  %869 = and i64 %868, 3
  %870 = sub i64 0, %869
  %871 = getelementptr i8, ptr addrspace(1) %864, i64 %870
  %872 = shl i64 %869, 3
  %873 = trunc i64 %872 to i32
  %874 = mul i64 %865, 64
  %875 = add i64 0, %874
  %876 = add i64 %875, %867
  %877 = add i64 %876, 0
  %878 = getelementptr i8, ptr addrspace(1) %871, i64 %877
  %879 = load i32, ptr addrspace(1) %878, align 4
  %880 = add i64 %876, 4
  %881 = getelementptr i8, ptr addrspace(1) %871, i64 %880
  %882 = load i32, ptr addrspace(1) %881, align 4
  %883 = add i64 %876, 4
  %884 = shl i64 %869, 1
  %885 = add i64 %883, %884
  %886 = getelementptr i8, ptr addrspace(1) %871, i64 %885
  %887 = load i32, ptr addrspace(1) %886, align 4
  %888 = call i32 @llvm.fshr.i32(i32 %882, i32 %879, i32 %873)
  %889 = call i32 @llvm.fshr.i32(i32 %887, i32 %882, i32 %873)
  %890 = mul i64 %865, 64
  %891 = add i64 32, %890
  %892 = add i64 %891, %867
  %893 = add i64 %892, 0
  %894 = getelementptr i8, ptr addrspace(1) %871, i64 %893
  %895 = load i32, ptr addrspace(1) %894, align 4
  %896 = add i64 %892, 4
  %897 = getelementptr i8, ptr addrspace(1) %871, i64 %896
  %898 = load i32, ptr addrspace(1) %897, align 4
  %899 = add i64 %892, 4
  %900 = shl i64 %869, 1
  %901 = add i64 %899, %900
  %902 = getelementptr i8, ptr addrspace(1) %871, i64 %901
  %903 = load i32, ptr addrspace(1) %902, align 4
  %904 = call i32 @llvm.fshr.i32(i32 %898, i32 %895, i32 %873)
  %905 = call i32 @llvm.fshr.i32(i32 %903, i32 %898, i32 %873)
  %906 = mul i64 %865, 32
  %907 = add i64 128, %906
  %908 = add i64 %907, %867
  %909 = add i64 %908, 0
  %910 = getelementptr i8, ptr addrspace(1) %871, i64 %909
  %911 = load i32, ptr addrspace(1) %910, align 4
  %912 = add i64 %908, 4
  %913 = getelementptr i8, ptr addrspace(1) %871, i64 %912
  %914 = load i32, ptr addrspace(1) %913, align 4
  %915 = add i64 %908, 4
  %916 = shl i64 %869, 1
  %917 = add i64 %915, %916
  %918 = getelementptr i8, ptr addrspace(1) %871, i64 %917
  %919 = load i32, ptr addrspace(1) %918, align 4
  %920 = call i32 @llvm.fshr.i32(i32 %914, i32 %911, i32 %873)
  %921 = call i32 @llvm.fshr.i32(i32 %919, i32 %914, i32 %873)
  %922 = mul i64 %865, 8
  %923 = add i64 192, %922
  %924 = add i64 %923, 0
  %925 = getelementptr i8, ptr addrspace(1) %871, i64 %924
  %926 = load i32, ptr addrspace(1) %925, align 4
  %927 = add i64 %923, 4
  %928 = getelementptr i8, ptr addrspace(1) %871, i64 %927
  %929 = load i32, ptr addrspace(1) %928, align 4
  %930 = add i64 %923, 4
  %931 = shl i64 %869, 1
  %932 = add i64 %930, %931
  %933 = getelementptr i8, ptr addrspace(1) %871, i64 %932
  %934 = load i32, ptr addrspace(1) %933, align 4
  %935 = call i32 @llvm.fshr.i32(i32 %929, i32 %926, i32 %873)
  %936 = call i32 @llvm.fshr.i32(i32 %934, i32 %929, i32 %873)
  %937 = getelementptr i8, ptr addrspace(1) %864, i64 208
  %938 = load i16, ptr addrspace(1) %937, align 2
  %939 = zext i16 %938 to i32
  store i32 %888, ptr addrspace(5) %v24, align 4
  store i32 %889, ptr addrspace(5) %v25, align 4
  store i32 %904, ptr addrspace(5) %v26, align 4
  store i32 %905, ptr addrspace(5) %v27, align 4
  store i32 %920, ptr addrspace(5) %v28, align 4
  store i32 %921, ptr addrspace(5) %v29, align 4
  store i32 %935, ptr addrspace(5) %v30, align 4
  store i32 %936, ptr addrspace(5) %v31, align 4
  store i32 %939, ptr addrspace(5) %v32, align 4
  %940 = lshr i32 %690, 3
  %941 = and i32 %690, 7
  %942 = lshr i32 %941, 2
  %943 = and i32 %941, 3
  %944 = sext i32 %940 to i64
  %945 = mul i64 %944, 210
  %946 = add i64 %945, 0
  %947 = getelementptr i8, ptr addrspace(1) %78, i64 %946
  %948 = sext i32 %942 to i64
  %949 = sext i32 %943 to i64
  %950 = mul i64 %949, 8
  %951 = ptrtoint ptr addrspace(1) %947 to i64
  %952 = and i64 %951, 3
  %953 = sub i64 0, %952
  %954 = getelementptr i8, ptr addrspace(1) %947, i64 %953
  %955 = shl i64 %952, 3
  %956 = trunc i64 %955 to i32
  %957 = mul i64 %948, 64
  %958 = add i64 0, %957
  %959 = add i64 %958, %950
  %960 = add i64 %959, 0
  %961 = getelementptr i8, ptr addrspace(1) %954, i64 %960
  %962 = load i32, ptr addrspace(1) %961, align 4
  %963 = add i64 %959, 4
  %964 = getelementptr i8, ptr addrspace(1) %954, i64 %963
  %965 = load i32, ptr addrspace(1) %964, align 4
  %966 = add i64 %959, 4
  %967 = shl i64 %952, 1
  %968 = add i64 %966, %967
  %969 = getelementptr i8, ptr addrspace(1) %954, i64 %968
  %970 = load i32, ptr addrspace(1) %969, align 4
  %971 = call i32 @llvm.fshr.i32(i32 %965, i32 %962, i32 %956)
  %972 = call i32 @llvm.fshr.i32(i32 %970, i32 %965, i32 %956)
  %973 = mul i64 %948, 64
  %974 = add i64 32, %973
  %975 = add i64 %974, %950
  %976 = add i64 %975, 0
  %977 = getelementptr i8, ptr addrspace(1) %954, i64 %976
  %978 = load i32, ptr addrspace(1) %977, align 4
  %979 = add i64 %975, 4
  %980 = getelementptr i8, ptr addrspace(1) %954, i64 %979
  %981 = load i32, ptr addrspace(1) %980, align 4
  %982 = add i64 %975, 4
  %983 = shl i64 %952, 1
  %984 = add i64 %982, %983
  %985 = getelementptr i8, ptr addrspace(1) %954, i64 %984
  %986 = load i32, ptr addrspace(1) %985, align 4
  %987 = call i32 @llvm.fshr.i32(i32 %981, i32 %978, i32 %956)
  %988 = call i32 @llvm.fshr.i32(i32 %986, i32 %981, i32 %956)
  %989 = mul i64 %948, 32
  %990 = add i64 128, %989
  %991 = add i64 %990, %950
  %992 = add i64 %991, 0
  %993 = getelementptr i8, ptr addrspace(1) %954, i64 %992
  %994 = load i32, ptr addrspace(1) %993, align 4
  %995 = add i64 %991, 4
  %996 = getelementptr i8, ptr addrspace(1) %954, i64 %995
  %997 = load i32, ptr addrspace(1) %996, align 4
  %998 = add i64 %991, 4
  %999 = shl i64 %952, 1
  %1000 = add i64 %998, %999
  %1001 = getelementptr i8, ptr addrspace(1) %954, i64 %1000
  %1002 = load i32, ptr addrspace(1) %1001, align 4
  %1003 = call i32 @llvm.fshr.i32(i32 %997, i32 %994, i32 %956)
  %1004 = call i32 @llvm.fshr.i32(i32 %1002, i32 %997, i32 %956)
  %1005 = mul i64 %948, 8
  %1006 = add i64 192, %1005
  %1007 = add i64 %1006, 0
  %1008 = getelementptr i8, ptr addrspace(1) %954, i64 %1007
  %1009 = load i32, ptr addrspace(1) %1008, align 4
  %1010 = add i64 %1006, 4
  %1011 = getelementptr i8, ptr addrspace(1) %954, i64 %1010
  %1012 = load i32, ptr addrspace(1) %1011, align 4
  %1013 = add i64 %1006, 4
  %1014 = shl i64 %952, 1
  %1015 = add i64 %1013, %1014
  %1016 = getelementptr i8, ptr addrspace(1) %954, i64 %1015
  %1017 = load i32, ptr addrspace(1) %1016, align 4
  %1018 = call i32 @llvm.fshr.i32(i32 %1012, i32 %1009, i32 %956)
  %1019 = call i32 @llvm.fshr.i32(i32 %1017, i32 %1012, i32 %956)
  %1020 = getelementptr i8, ptr addrspace(1) %947, i64 208
  %1021 = load i16, ptr addrspace(1) %1020, align 2
  %1022 = zext i16 %1021 to i32
  store i32 %971, ptr addrspace(5) %v33, align 4
  store i32 %972, ptr addrspace(5) %v34, align 4
  store i32 %987, ptr addrspace(5) %v35, align 4
  store i32 %988, ptr addrspace(5) %v36, align 4
  store i32 %1003, ptr addrspace(5) %v37, align 4
  store i32 %1004, ptr addrspace(5) %v38, align 4
  store i32 %1018, ptr addrspace(5) %v39, align 4
  store i32 %1019, ptr addrspace(5) %v40, align 4
  store i32 %1022, ptr addrspace(5) %v41, align 4
  %1023 = icmp slt i32 %651, %79
  br i1 %1023, label %then54, label %endif55

done53:                                           ; preds = %loop51
  %1024 = load float, ptr addrspace(5) %v2, align 4
  %1025 = load float, ptr addrspace(5) %v3, align 4
  %1026 = load float, ptr addrspace(5) %v4, align 4
  %1027 = load float, ptr addrspace(5) %v5, align 4
  %1028 = call i32 @llvm.amdgcn.workitem.id.x()
  %1029 = and i32 %1028, 31
  %1030 = and i32 %1029, 16
  %1031 = icmp ne i32 %1030, 0
  %1032 = select i1 %1031, float %1026, float %1024
  %1033 = select i1 %1031, float %1024, float %1026
  %1034 = bitcast float %1033 to i32
  %1035 = call i32 @llvm.amdgcn.workitem.id.x()
  %1036 = and i32 %1035, 31
  %1037 = xor i32 %1036, 16
  %1038 = shl i32 %1037, 2
  %1039 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1038, i32 %1034)
  %1040 = bitcast i32 %1039 to float
  %1041 = fadd float %1032, %1040
  %1042 = select i1 %1031, float %1027, float %1025
  %1043 = select i1 %1031, float %1025, float %1027
  %1044 = bitcast float %1043 to i32
  %1045 = call i32 @llvm.amdgcn.workitem.id.x()
  %1046 = and i32 %1045, 31
  %1047 = xor i32 %1046, 16
  %1048 = shl i32 %1047, 2
  %1049 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1048, i32 %1044)
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1042, %1050
  %1052 = and i32 %1029, 8
  %1053 = icmp ne i32 %1052, 0
  %1054 = select i1 %1053, float %1051, float %1041
  %1055 = select i1 %1053, float %1041, float %1051
  %1056 = bitcast float %1055 to i32
  %1057 = call i32 @llvm.amdgcn.workitem.id.x()
  %1058 = and i32 %1057, 31
  %1059 = xor i32 %1058, 8
  %1060 = shl i32 %1059, 2
  %1061 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1060, i32 %1056)
  %1062 = bitcast i32 %1061 to float
  %1063 = fadd float %1054, %1062
  %1064 = bitcast float %1063 to i32
  %1065 = call i32 @llvm.amdgcn.workitem.id.x()
  %1066 = and i32 %1065, 31
  %1067 = xor i32 %1066, 4
  %1068 = shl i32 %1067, 2
  %1069 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1068, i32 %1064)
  %1070 = bitcast i32 %1069 to float
  %1071 = fadd float %1063, %1070
  %1072 = bitcast float %1071 to i32
  %1073 = call i32 @llvm.amdgcn.workitem.id.x()
  %1074 = and i32 %1073, 31
  %1075 = xor i32 %1074, 2
  %1076 = shl i32 %1075, 2
  %1077 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1076, i32 %1072)
  %1078 = bitcast i32 %1077 to float
  %1079 = fadd float %1071, %1078
  %1080 = bitcast float %1079 to i32
  %1081 = call i32 @llvm.amdgcn.workitem.id.x()
  %1082 = and i32 %1081, 31
  %1083 = xor i32 %1082, 1
  %1084 = shl i32 %1083, 2
  %1085 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1084, i32 %1080)
  %1086 = bitcast i32 %1085 to float
  %1087 = fadd float %1079, %1086
  store float %1087, ptr addrspace(5) %v1, align 4
  %1088 = and i1 %48, %40
  br i1 %1088, label %then64, label %endif65

then54:                                           ; preds = %body52
  %1089 = and i32 %616, 1
  %1090 = sext i32 %1089 to i64
  %1091 = mul i64 %1090, 1152
  %1092 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1091
  %1093 = sext i32 %616 to i64
  %1094 = mul i64 %1093, 1024
  %1095 = lshr i32 %651, 3
  %1096 = and i32 %651, 7
  %1097 = lshr i32 %1096, 2
  %1098 = and i32 %1096, 3
  %1099 = mul i32 %1095, 256
  %1100 = mul i32 %1097, 128
  %1101 = mul i32 %1098, 8
  %1102 = add i32 %1100, %1101
  %1103 = add i32 %1099, %1102
  %1104 = sext i32 %1103 to i64
  %1105 = add i64 %1104, 0
  %1106 = add i64 %1104, 32
  %1107 = add i64 %1104, 64
  %1108 = add i64 %1104, 96
  %1109 = sub i64 %1105, %1094
  %1110 = add i64 %1109, 0
  %1111 = getelementptr i8, ptr addrspace(3) %1092, i64 %1110
  %1112 = load <2 x i32>, ptr addrspace(3) %1111, align 8
  %1113 = extractelement <2 x i32> %1112, i32 0
  %1114 = extractelement <2 x i32> %1112, i32 1
  %1115 = getelementptr i8, ptr addrspace(3) %1092, i64 1024
  %1116 = lshr i64 %1109, 5
  %1117 = mul i64 %1116, 4
  %1118 = getelementptr i8, ptr addrspace(3) %1115, i64 %1117
  %1119 = load float, ptr addrspace(3) %1118, align 4
  %1120 = sub i64 %1106, %1094
  %1121 = add i64 %1120, 0
  %1122 = getelementptr i8, ptr addrspace(3) %1092, i64 %1121
  %1123 = load <2 x i32>, ptr addrspace(3) %1122, align 8
  %1124 = extractelement <2 x i32> %1123, i32 0
  %1125 = extractelement <2 x i32> %1123, i32 1
  %1126 = getelementptr i8, ptr addrspace(3) %1092, i64 1024
  %1127 = lshr i64 %1120, 5
  %1128 = mul i64 %1127, 4
  %1129 = getelementptr i8, ptr addrspace(3) %1126, i64 %1128
  %1130 = load float, ptr addrspace(3) %1129, align 4
  %1131 = sub i64 %1107, %1094
  %1132 = add i64 %1131, 0
  %1133 = getelementptr i8, ptr addrspace(3) %1092, i64 %1132
  %1134 = load <2 x i32>, ptr addrspace(3) %1133, align 8
  %1135 = extractelement <2 x i32> %1134, i32 0
  %1136 = extractelement <2 x i32> %1134, i32 1
  %1137 = getelementptr i8, ptr addrspace(3) %1092, i64 1024
  %1138 = lshr i64 %1131, 5
  %1139 = mul i64 %1138, 4
  %1140 = getelementptr i8, ptr addrspace(3) %1137, i64 %1139
  %1141 = load float, ptr addrspace(3) %1140, align 4
  %1142 = sub i64 %1108, %1094
  %1143 = add i64 %1142, 0
  %1144 = getelementptr i8, ptr addrspace(3) %1092, i64 %1143
  %1145 = load <2 x i32>, ptr addrspace(3) %1144, align 8
  %1146 = extractelement <2 x i32> %1145, i32 0
  %1147 = extractelement <2 x i32> %1145, i32 1
  %1148 = getelementptr i8, ptr addrspace(3) %1092, i64 1024
  %1149 = lshr i64 %1142, 5
  %1150 = mul i64 %1149, 4
  %1151 = getelementptr i8, ptr addrspace(3) %1148, i64 %1150
  %1152 = load float, ptr addrspace(3) %1151, align 4
  %1153 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1113, i32 0, i1 false)
  %1154 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1114, i32 %1153, i1 false)
  %1155 = shl i32 %1154, 5
  %1156 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1124, i32 0, i1 false)
  %1157 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1125, i32 %1156, i1 false)
  %1158 = shl i32 %1157, 5
  %1159 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1135, i32 0, i1 false)
  %1160 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1136, i32 %1159, i1 false)
  %1161 = shl i32 %1160, 5
  %1162 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1146, i32 0, i1 false)
  %1163 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1147, i32 %1162, i1 false)
  %1164 = shl i32 %1163, 5
  %1165 = load float, ptr addrspace(5) %v2, align 4
  %1166 = trunc i32 %660 to i16
  %1167 = bitcast i16 %1166 to half
  %1168 = fpext half %1167 to float
  %1169 = and i32 %651, 3
  %1170 = lshr i32 %1169, 1
  %1171 = mul i32 %1170, 8
  %1172 = lshr i32 %658, %1171
  %1173 = lshr i32 %659, %1171
  %1174 = sub i32 0, %1155
  %1175 = and i32 %652, 252645135
  %1176 = shl i32 %656, 4
  %1177 = and i32 %1176, 808464432
  %1178 = or i32 %1175, %1177
  %1179 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1178, i1 true, i32 %1113, i32 %1174, i1 false)
  %1180 = and i32 %653, 252645135
  %1181 = shl i32 %657, 4
  %1182 = and i32 %1181, 808464432
  %1183 = or i32 %1180, %1182
  %1184 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1183, i1 true, i32 %1114, i32 %1179, i1 false)
  %1185 = shl i32 %1172, 24
  %1186 = ashr i32 %1185, 24
  %1187 = mul i32 %1186, %1184
  %1188 = sitofp i32 %1187 to float
  %1189 = sub i32 0, %1158
  %1190 = and i32 %654, 252645135
  %1191 = shl i32 %656, 2
  %1192 = and i32 %1191, 808464432
  %1193 = or i32 %1190, %1192
  %1194 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1193, i1 true, i32 %1124, i32 %1189, i1 false)
  %1195 = and i32 %655, 252645135
  %1196 = shl i32 %657, 2
  %1197 = and i32 %1196, 808464432
  %1198 = or i32 %1195, %1197
  %1199 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1198, i1 true, i32 %1125, i32 %1194, i1 false)
  %1200 = shl i32 %1172, 8
  %1201 = ashr i32 %1200, 24
  %1202 = mul i32 %1201, %1199
  %1203 = sitofp i32 %1202 to float
  %1204 = sub i32 0, %1161
  %1205 = lshr i32 %652, 4
  %1206 = and i32 %1205, 252645135
  %1207 = and i32 %656, 808464432
  %1208 = or i32 %1206, %1207
  %1209 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1208, i1 true, i32 %1135, i32 %1204, i1 false)
  %1210 = lshr i32 %653, 4
  %1211 = and i32 %1210, 252645135
  %1212 = and i32 %657, 808464432
  %1213 = or i32 %1211, %1212
  %1214 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1213, i1 true, i32 %1136, i32 %1209, i1 false)
  %1215 = shl i32 %1173, 24
  %1216 = ashr i32 %1215, 24
  %1217 = mul i32 %1216, %1214
  %1218 = sitofp i32 %1217 to float
  %1219 = sub i32 0, %1164
  %1220 = lshr i32 %654, 4
  %1221 = and i32 %1220, 252645135
  %1222 = lshr i32 %656, 2
  %1223 = and i32 %1222, 808464432
  %1224 = or i32 %1221, %1223
  %1225 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1224, i1 true, i32 %1146, i32 %1219, i1 false)
  %1226 = lshr i32 %655, 4
  %1227 = and i32 %1226, 252645135
  %1228 = lshr i32 %657, 2
  %1229 = and i32 %1228, 808464432
  %1230 = or i32 %1227, %1229
  %1231 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1230, i1 true, i32 %1147, i32 %1225, i1 false)
  %1232 = shl i32 %1173, 8
  %1233 = ashr i32 %1232, 24
  %1234 = mul i32 %1233, %1231
  %1235 = sitofp i32 %1234 to float
  %1236 = fmul float %1188, %1119
  %1237 = call float @llvm.fma.f32(float %1203, float %1130, float %1236)
  %1238 = call float @llvm.fma.f32(float %1218, float %1141, float %1237)
  %1239 = call float @llvm.fma.f32(float %1235, float %1152, float %1238)
  %1240 = call float @llvm.fma.f32(float %1168, float %1239, float %1165)
  store float %1240, ptr addrspace(5) %v2, align 4
  %1241 = load float, ptr addrspace(5) %v3, align 4
  %1242 = trunc i32 %669 to i16
  %1243 = bitcast i16 %1242 to half
  %1244 = fpext half %1243 to float
  %1245 = and i32 %651, 3
  %1246 = lshr i32 %1245, 1
  %1247 = mul i32 %1246, 8
  %1248 = lshr i32 %667, %1247
  %1249 = lshr i32 %668, %1247
  %1250 = sub i32 0, %1155
  %1251 = and i32 %661, 252645135
  %1252 = shl i32 %665, 4
  %1253 = and i32 %1252, 808464432
  %1254 = or i32 %1251, %1253
  %1255 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1254, i1 true, i32 %1113, i32 %1250, i1 false)
  %1256 = and i32 %662, 252645135
  %1257 = shl i32 %666, 4
  %1258 = and i32 %1257, 808464432
  %1259 = or i32 %1256, %1258
  %1260 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1259, i1 true, i32 %1114, i32 %1255, i1 false)
  %1261 = shl i32 %1248, 24
  %1262 = ashr i32 %1261, 24
  %1263 = mul i32 %1262, %1260
  %1264 = sitofp i32 %1263 to float
  %1265 = sub i32 0, %1158
  %1266 = and i32 %663, 252645135
  %1267 = shl i32 %665, 2
  %1268 = and i32 %1267, 808464432
  %1269 = or i32 %1266, %1268
  %1270 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1269, i1 true, i32 %1124, i32 %1265, i1 false)
  %1271 = and i32 %664, 252645135
  %1272 = shl i32 %666, 2
  %1273 = and i32 %1272, 808464432
  %1274 = or i32 %1271, %1273
  %1275 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1274, i1 true, i32 %1125, i32 %1270, i1 false)
  %1276 = shl i32 %1248, 8
  %1277 = ashr i32 %1276, 24
  %1278 = mul i32 %1277, %1275
  %1279 = sitofp i32 %1278 to float
  %1280 = sub i32 0, %1161
  %1281 = lshr i32 %661, 4
  %1282 = and i32 %1281, 252645135
  %1283 = and i32 %665, 808464432
  %1284 = or i32 %1282, %1283
  %1285 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1284, i1 true, i32 %1135, i32 %1280, i1 false)
  %1286 = lshr i32 %662, 4
  %1287 = and i32 %1286, 252645135
  %1288 = and i32 %666, 808464432
  %1289 = or i32 %1287, %1288
  %1290 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1289, i1 true, i32 %1136, i32 %1285, i1 false)
  %1291 = shl i32 %1249, 24
  %1292 = ashr i32 %1291, 24
  %1293 = mul i32 %1292, %1290
  %1294 = sitofp i32 %1293 to float
  %1295 = sub i32 0, %1164
  %1296 = lshr i32 %663, 4
  %1297 = and i32 %1296, 252645135
  %1298 = lshr i32 %665, 2
  %1299 = and i32 %1298, 808464432
  %1300 = or i32 %1297, %1299
  %1301 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1300, i1 true, i32 %1146, i32 %1295, i1 false)
  %1302 = lshr i32 %664, 4
  %1303 = and i32 %1302, 252645135
  %1304 = lshr i32 %666, 2
  %1305 = and i32 %1304, 808464432
  %1306 = or i32 %1303, %1305
  %1307 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1306, i1 true, i32 %1147, i32 %1301, i1 false)
  %1308 = shl i32 %1249, 8
  %1309 = ashr i32 %1308, 24
  %1310 = mul i32 %1309, %1307
  %1311 = sitofp i32 %1310 to float
  %1312 = fmul float %1264, %1119
  %1313 = call float @llvm.fma.f32(float %1279, float %1130, float %1312)
  %1314 = call float @llvm.fma.f32(float %1294, float %1141, float %1313)
  %1315 = call float @llvm.fma.f32(float %1311, float %1152, float %1314)
  %1316 = call float @llvm.fma.f32(float %1244, float %1315, float %1241)
  store float %1316, ptr addrspace(5) %v3, align 4
  %1317 = load float, ptr addrspace(5) %v4, align 4
  %1318 = trunc i32 %678 to i16
  %1319 = bitcast i16 %1318 to half
  %1320 = fpext half %1319 to float
  %1321 = and i32 %651, 3
  %1322 = lshr i32 %1321, 1
  %1323 = mul i32 %1322, 8
  %1324 = lshr i32 %676, %1323
  %1325 = lshr i32 %677, %1323
  %1326 = sub i32 0, %1155
  %1327 = and i32 %670, 252645135
  %1328 = shl i32 %674, 4
  %1329 = and i32 %1328, 808464432
  %1330 = or i32 %1327, %1329
  %1331 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1330, i1 true, i32 %1113, i32 %1326, i1 false)
  %1332 = and i32 %671, 252645135
  %1333 = shl i32 %675, 4
  %1334 = and i32 %1333, 808464432
  %1335 = or i32 %1332, %1334
  %1336 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1335, i1 true, i32 %1114, i32 %1331, i1 false)
  %1337 = shl i32 %1324, 24
  %1338 = ashr i32 %1337, 24
  %1339 = mul i32 %1338, %1336
  %1340 = sitofp i32 %1339 to float
  %1341 = sub i32 0, %1158
  %1342 = and i32 %672, 252645135
  %1343 = shl i32 %674, 2
  %1344 = and i32 %1343, 808464432
  %1345 = or i32 %1342, %1344
  %1346 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1345, i1 true, i32 %1124, i32 %1341, i1 false)
  %1347 = and i32 %673, 252645135
  %1348 = shl i32 %675, 2
  %1349 = and i32 %1348, 808464432
  %1350 = or i32 %1347, %1349
  %1351 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1350, i1 true, i32 %1125, i32 %1346, i1 false)
  %1352 = shl i32 %1324, 8
  %1353 = ashr i32 %1352, 24
  %1354 = mul i32 %1353, %1351
  %1355 = sitofp i32 %1354 to float
  %1356 = sub i32 0, %1161
  %1357 = lshr i32 %670, 4
  %1358 = and i32 %1357, 252645135
  %1359 = and i32 %674, 808464432
  %1360 = or i32 %1358, %1359
  %1361 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1360, i1 true, i32 %1135, i32 %1356, i1 false)
  %1362 = lshr i32 %671, 4
  %1363 = and i32 %1362, 252645135
  %1364 = and i32 %675, 808464432
  %1365 = or i32 %1363, %1364
  %1366 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1365, i1 true, i32 %1136, i32 %1361, i1 false)
  %1367 = shl i32 %1325, 24
  %1368 = ashr i32 %1367, 24
  %1369 = mul i32 %1368, %1366
  %1370 = sitofp i32 %1369 to float
  %1371 = sub i32 0, %1164
  %1372 = lshr i32 %672, 4
  %1373 = and i32 %1372, 252645135
  %1374 = lshr i32 %674, 2
  %1375 = and i32 %1374, 808464432
  %1376 = or i32 %1373, %1375
  %1377 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1376, i1 true, i32 %1146, i32 %1371, i1 false)
  %1378 = lshr i32 %673, 4
  %1379 = and i32 %1378, 252645135
  %1380 = lshr i32 %675, 2
  %1381 = and i32 %1380, 808464432
  %1382 = or i32 %1379, %1381
  %1383 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1382, i1 true, i32 %1147, i32 %1377, i1 false)
  %1384 = shl i32 %1325, 8
  %1385 = ashr i32 %1384, 24
  %1386 = mul i32 %1385, %1383
  %1387 = sitofp i32 %1386 to float
  %1388 = fmul float %1340, %1119
  %1389 = call float @llvm.fma.f32(float %1355, float %1130, float %1388)
  %1390 = call float @llvm.fma.f32(float %1370, float %1141, float %1389)
  %1391 = call float @llvm.fma.f32(float %1387, float %1152, float %1390)
  %1392 = call float @llvm.fma.f32(float %1320, float %1391, float %1317)
  store float %1392, ptr addrspace(5) %v4, align 4
  %1393 = load float, ptr addrspace(5) %v5, align 4
  %1394 = trunc i32 %687 to i16
  %1395 = bitcast i16 %1394 to half
  %1396 = fpext half %1395 to float
  %1397 = and i32 %651, 3
  %1398 = lshr i32 %1397, 1
  %1399 = mul i32 %1398, 8
  %1400 = lshr i32 %685, %1399
  %1401 = lshr i32 %686, %1399
  %1402 = sub i32 0, %1155
  %1403 = and i32 %679, 252645135
  %1404 = shl i32 %683, 4
  %1405 = and i32 %1404, 808464432
  %1406 = or i32 %1403, %1405
  %1407 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1406, i1 true, i32 %1113, i32 %1402, i1 false)
  %1408 = and i32 %680, 252645135
  %1409 = shl i32 %684, 4
  %1410 = and i32 %1409, 808464432
  %1411 = or i32 %1408, %1410
  %1412 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1411, i1 true, i32 %1114, i32 %1407, i1 false)
  %1413 = shl i32 %1400, 24
  %1414 = ashr i32 %1413, 24
  %1415 = mul i32 %1414, %1412
  %1416 = sitofp i32 %1415 to float
  %1417 = sub i32 0, %1158
  %1418 = and i32 %681, 252645135
  %1419 = shl i32 %683, 2
  %1420 = and i32 %1419, 808464432
  %1421 = or i32 %1418, %1420
  %1422 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1421, i1 true, i32 %1124, i32 %1417, i1 false)
  %1423 = and i32 %682, 252645135
  %1424 = shl i32 %684, 2
  %1425 = and i32 %1424, 808464432
  %1426 = or i32 %1423, %1425
  %1427 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1426, i1 true, i32 %1125, i32 %1422, i1 false)
  %1428 = shl i32 %1400, 8
  %1429 = ashr i32 %1428, 24
  %1430 = mul i32 %1429, %1427
  %1431 = sitofp i32 %1430 to float
  %1432 = sub i32 0, %1161
  %1433 = lshr i32 %679, 4
  %1434 = and i32 %1433, 252645135
  %1435 = and i32 %683, 808464432
  %1436 = or i32 %1434, %1435
  %1437 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1436, i1 true, i32 %1135, i32 %1432, i1 false)
  %1438 = lshr i32 %680, 4
  %1439 = and i32 %1438, 252645135
  %1440 = and i32 %684, 808464432
  %1441 = or i32 %1439, %1440
  %1442 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1441, i1 true, i32 %1136, i32 %1437, i1 false)
  %1443 = shl i32 %1401, 24
  %1444 = ashr i32 %1443, 24
  %1445 = mul i32 %1444, %1442
  %1446 = sitofp i32 %1445 to float
  %1447 = sub i32 0, %1164
  %1448 = lshr i32 %681, 4
  %1449 = and i32 %1448, 252645135
  %1450 = lshr i32 %683, 2
  %1451 = and i32 %1450, 808464432
  %1452 = or i32 %1449, %1451
  %1453 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1452, i1 true, i32 %1146, i32 %1447, i1 false)
  %1454 = lshr i32 %682, 4
  %1455 = and i32 %1454, 252645135
  %1456 = lshr i32 %684, 2
  %1457 = and i32 %1456, 808464432
  %1458 = or i32 %1455, %1457
  %1459 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1458, i1 true, i32 %1147, i32 %1453, i1 false)
  %1460 = shl i32 %1401, 8
  %1461 = ashr i32 %1460, 24
  %1462 = mul i32 %1461, %1459
  %1463 = sitofp i32 %1462 to float
  %1464 = fmul float %1416, %1119
  %1465 = call float @llvm.fma.f32(float %1431, float %1130, float %1464)
  %1466 = call float @llvm.fma.f32(float %1446, float %1141, float %1465)
  %1467 = call float @llvm.fma.f32(float %1463, float %1152, float %1466)
  %1468 = call float @llvm.fma.f32(float %1396, float %1467, float %1393)
  store float %1468, ptr addrspace(5) %v5, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %body52
  %1469 = add i32 %616, 1
  %1470 = and i32 %1469, 1
  %1471 = sext i32 %1470 to i64
  %1472 = mul i64 %1471, 1152
  %1473 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1472
  %1474 = getelementptr i8, ptr addrspace(3) %1473, i64 1024
  %1475 = call i32 @llvm.amdgcn.workitem.id.x()
  %1476 = bitcast float %631 to i32
  %1477 = and i32 %1476, 2147483647
  %1478 = bitcast float %632 to i32
  %1479 = and i32 %1478, 2147483647
  %1480 = bitcast float %633 to i32
  %1481 = and i32 %1480, 2147483647
  %1482 = bitcast float %634 to i32
  %1483 = and i32 %1482, 2147483647
  %1484 = icmp ugt i32 %1477, %1479
  %1485 = select i1 %1484, i32 %1477, i32 %1479
  %1486 = icmp ugt i32 %1481, %1483
  %1487 = select i1 %1486, i32 %1481, i32 %1483
  %1488 = icmp ugt i32 %1485, %1487
  %1489 = select i1 %1488, i32 %1485, i32 %1487
  %1490 = call i32 @llvm.amdgcn.workitem.id.x()
  %1491 = and i32 %1490, 31
  %1492 = xor i32 %1491, 1
  %1493 = shl i32 %1492, 2
  %1494 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1493, i32 %1489)
  %1495 = icmp ugt i32 %1489, %1494
  %1496 = select i1 %1495, i32 %1489, i32 %1494
  %1497 = call i32 @llvm.amdgcn.workitem.id.x()
  %1498 = and i32 %1497, 31
  %1499 = xor i32 %1498, 2
  %1500 = shl i32 %1499, 2
  %1501 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1500, i32 %1496)
  %1502 = icmp ugt i32 %1496, %1501
  %1503 = select i1 %1502, i32 %1496, i32 %1501
  %1504 = call i32 @llvm.amdgcn.workitem.id.x()
  %1505 = and i32 %1504, 31
  %1506 = xor i32 %1505, 4
  %1507 = shl i32 %1506, 2
  %1508 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1507, i32 %1503)
  %1509 = icmp ugt i32 %1503, %1508
  %1510 = select i1 %1509, i32 %1503, i32 %1508
  %1511 = and i32 %1510, 2147483647
  %1512 = icmp ult i32 %1511, 2139095040
  %1513 = bitcast i32 %1510 to float
  %1514 = fdiv float 1.270000e+02, %1513
  %1515 = bitcast float %1514 to i32
  %1516 = and i32 %1515, 2147483647
  %1517 = icmp ult i32 %1516, 2139095040
  %1518 = select i1 %1517, float %1514, float 0.000000e+00
  %1519 = fmul float %631, %1518
  %1520 = fadd float %1519, 0x4168000000000000
  %1521 = bitcast float %1520 to i32
  %1522 = fmul float %632, %1518
  %1523 = fadd float %1522, 0x4168000000000000
  %1524 = bitcast float %1523 to i32
  %1525 = fmul float %633, %1518
  %1526 = fadd float %1525, 0x4168000000000000
  %1527 = bitcast float %1526 to i32
  %1528 = fmul float %634, %1518
  %1529 = fadd float %1528, 0x4168000000000000
  %1530 = bitcast float %1529 to i32
  %1531 = bitcast i32 %1521 to <4 x i8>
  %1532 = bitcast i32 %1524 to <4 x i8>
  %1533 = shufflevector <4 x i8> %1531, <4 x i8> %1532, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1534 = bitcast <4 x i8> %1533 to i32
  %1535 = bitcast i32 %1527 to <4 x i8>
  %1536 = bitcast i32 %1530 to <4 x i8>
  %1537 = shufflevector <4 x i8> %1535, <4 x i8> %1536, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1538 = bitcast <4 x i8> %1537 to i32
  %1539 = bitcast i32 %1534 to <4 x i8>
  %1540 = bitcast i32 %1538 to <4 x i8>
  %1541 = shufflevector <4 x i8> %1539, <4 x i8> %1540, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1542 = bitcast <4 x i8> %1541 to i32
  %1543 = add i32 %1475, 0
  %1544 = sext i32 %1543 to i64
  %1545 = mul i64 %1544, 4
  %1546 = icmp slt i64 %1545, 1024
  br i1 %1546, label %then56, label %endif57

then56:                                           ; preds = %endif55
  %1547 = lshr i64 %1545, 2
  %1548 = mul i64 %1547, 4
  %1549 = getelementptr i8, ptr addrspace(3) %1473, i64 %1548
  store i32 %1542, ptr addrspace(3) %1549, align 4
  %1550 = and i64 %1545, 31
  %1551 = icmp eq i64 %1550, 0
  br i1 %1551, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif55
  %1552 = bitcast float %646 to i32
  %1553 = and i32 %1552, 2147483647
  %1554 = bitcast float %647 to i32
  %1555 = and i32 %1554, 2147483647
  %1556 = bitcast float %648 to i32
  %1557 = and i32 %1556, 2147483647
  %1558 = bitcast float %649 to i32
  %1559 = and i32 %1558, 2147483647
  %1560 = icmp ugt i32 %1553, %1555
  %1561 = select i1 %1560, i32 %1553, i32 %1555
  %1562 = icmp ugt i32 %1557, %1559
  %1563 = select i1 %1562, i32 %1557, i32 %1559
  %1564 = icmp ugt i32 %1561, %1563
  %1565 = select i1 %1564, i32 %1561, i32 %1563
  %1566 = call i32 @llvm.amdgcn.workitem.id.x()
  %1567 = and i32 %1566, 31
  %1568 = xor i32 %1567, 1
  %1569 = shl i32 %1568, 2
  %1570 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1569, i32 %1565)
  %1571 = icmp ugt i32 %1565, %1570
  %1572 = select i1 %1571, i32 %1565, i32 %1570
  %1573 = call i32 @llvm.amdgcn.workitem.id.x()
  %1574 = and i32 %1573, 31
  %1575 = xor i32 %1574, 2
  %1576 = shl i32 %1575, 2
  %1577 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1576, i32 %1572)
  %1578 = icmp ugt i32 %1572, %1577
  %1579 = select i1 %1578, i32 %1572, i32 %1577
  %1580 = call i32 @llvm.amdgcn.workitem.id.x()
  %1581 = and i32 %1580, 31
  %1582 = xor i32 %1581, 4
  %1583 = shl i32 %1582, 2
  %1584 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1583, i32 %1579)
  %1585 = icmp ugt i32 %1579, %1584
  %1586 = select i1 %1585, i32 %1579, i32 %1584
  %1587 = and i32 %1586, 2147483647
  %1588 = icmp ult i32 %1587, 2139095040
  %1589 = bitcast i32 %1586 to float
  %1590 = fdiv float 1.270000e+02, %1589
  %1591 = bitcast float %1590 to i32
  %1592 = and i32 %1591, 2147483647
  %1593 = icmp ult i32 %1592, 2139095040
  %1594 = select i1 %1593, float %1590, float 0.000000e+00
  %1595 = fmul float %646, %1594
  %1596 = fadd float %1595, 0x4168000000000000
  %1597 = bitcast float %1596 to i32
  %1598 = fmul float %647, %1594
  %1599 = fadd float %1598, 0x4168000000000000
  %1600 = bitcast float %1599 to i32
  %1601 = fmul float %648, %1594
  %1602 = fadd float %1601, 0x4168000000000000
  %1603 = bitcast float %1602 to i32
  %1604 = fmul float %649, %1594
  %1605 = fadd float %1604, 0x4168000000000000
  %1606 = bitcast float %1605 to i32
  %1607 = bitcast i32 %1597 to <4 x i8>
  %1608 = bitcast i32 %1600 to <4 x i8>
  %1609 = shufflevector <4 x i8> %1607, <4 x i8> %1608, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1610 = bitcast <4 x i8> %1609 to i32
  %1611 = bitcast i32 %1603 to <4 x i8>
  %1612 = bitcast i32 %1606 to <4 x i8>
  %1613 = shufflevector <4 x i8> %1611, <4 x i8> %1612, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1614 = bitcast <4 x i8> %1613 to i32
  %1615 = bitcast i32 %1610 to <4 x i8>
  %1616 = bitcast i32 %1614 to <4 x i8>
  %1617 = shufflevector <4 x i8> %1615, <4 x i8> %1616, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1618 = bitcast <4 x i8> %1617 to i32
  %1619 = add i32 %1475, 128
  %1620 = sext i32 %1619 to i64
  %1621 = mul i64 %1620, 4
  %1622 = icmp slt i64 %1621, 1024
  br i1 %1622, label %then60, label %endif61

then58:                                           ; preds = %then56
  %1623 = fmul float %1513, 0x3F80204080000000
  %1624 = select i1 %1512, float %1623, float 0x7FF8000000000000
  %1625 = lshr i64 %1545, 5
  %1626 = mul i64 %1625, 4
  %1627 = getelementptr i8, ptr addrspace(3) %1474, i64 %1626
  store float %1624, ptr addrspace(3) %1627, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %endif57
  %1628 = lshr i64 %1621, 2
  %1629 = mul i64 %1628, 4
  %1630 = getelementptr i8, ptr addrspace(3) %1473, i64 %1629
  store i32 %1618, ptr addrspace(3) %1630, align 4
  %1631 = and i64 %1621, 31
  %1632 = icmp eq i64 %1631, 0
  br i1 %1632, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %endif57
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1633 = load i32, ptr addrspace(5) %v50, align 4
  %1634 = add i32 %1633, 1
  store i32 %1634, ptr addrspace(5) %v50, align 4
  br label %loop51

then62:                                           ; preds = %then60
  %1635 = fmul float %1589, 0x3F80204080000000
  %1636 = select i1 %1588, float %1635, float 0x7FF8000000000000
  %1637 = lshr i64 %1621, 5
  %1638 = mul i64 %1637, 4
  %1639 = getelementptr i8, ptr addrspace(3) %1474, i64 %1638
  store float %1636, ptr addrspace(3) %1639, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61

then64:                                           ; preds = %done53
  %1640 = load float, ptr addrspace(5) %v1, align 4
  %1641 = add i32 %47, %38
  %1642 = icmp slt i32 %1641, %4
  br i1 %1642, label %then66, label %endif67

endif65:                                          ; preds = %endif67, %done53
  %1643 = load i32, ptr addrspace(5) %v, align 4
  %1644 = add i32 %1643, 4
  store i32 %1644, ptr addrspace(5) %v, align 4
  br label %loop

then66:                                           ; preds = %then64
  %1645 = add i32 %29, %1641
  %1646 = sext i32 %1645 to i64
  %1647 = mul i64 %1646, 4
  %1648 = getelementptr i8, ptr addrspace(1) %0, i64 %1647
  store float %1640, ptr addrspace(1) %1648, align 4
  br label %endif67

endif67:                                          ; preds = %then66, %then64
  br label %endif65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sudot4(i1 immarg, i32, i1 immarg, i32, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
