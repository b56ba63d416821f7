; ModuleID = 'strata_moe_matvec_q6_k'
source_filename = "strata_moe_matvec_q6_k"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) #0 {
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

loop:                                             ; preds = %endif65, %then
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
  %46 = udiv i64 %45, 256
  %47 = mul i64 %46, 210
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
  %78 = sub i32 %73, 1
  %79 = icmp sgt i32 %75, %78
  %80 = select i1 %79, i32 %78, i32 %75
  %81 = lshr i32 %80, 3
  %82 = and i32 %80, 7
  %83 = lshr i32 %82, 2
  %84 = and i32 %82, 3
  %85 = sext i32 %81 to i64
  %86 = mul i64 %85, 210
  %87 = add i64 %86, 0
  %88 = getelementptr i8, ptr addrspace(1) %54, i64 %87
  %89 = sext i32 %83 to i64
  %90 = sext i32 %84 to i64
  %91 = mul i64 %90, 8
  %92 = ptrtoint ptr addrspace(1) %88 to i64
  %93 = and i64 %92, 3
  %94 = sub i64 0, %93
  %95 = getelementptr i8, ptr addrspace(1) %88, i64 %94
  %96 = shl i64 %93, 3
  %97 = trunc i64 %96 to i32
  %98 = mul i64 %89, 64
  %99 = add i64 0, %98
  %100 = add i64 %99, %91
  %101 = add i64 %100, 0
  %102 = getelementptr i8, ptr addrspace(1) %95, i64 %101
  %103 = load i32, ptr addrspace(1) %102, align 4
  %104 = add i64 %100, 4
  %105 = getelementptr i8, ptr addrspace(1) %95, i64 %104
  %106 = load i32, ptr addrspace(1) %105, align 4
  %107 = add i64 %100, 4
  %108 = shl i64 %93, 1
  %109 = add i64 %107, %108
  %110 = getelementptr i8, ptr addrspace(1) %95, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = call i32 @llvm.fshr.i32(i32 %106, i32 %103, i32 %97)
  %113 = call i32 @llvm.fshr.i32(i32 %111, i32 %106, i32 %97)
  %114 = mul i64 %89, 64
  %115 = add i64 32, %114
  %116 = add i64 %115, %91
  %117 = add i64 %116, 0
  %118 = getelementptr i8, ptr addrspace(1) %95, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4
  %120 = add i64 %116, 4
  %121 = getelementptr i8, ptr addrspace(1) %95, i64 %120
  %122 = load i32, ptr addrspace(1) %121, align 4
  %123 = add i64 %116, 4
  %124 = shl i64 %93, 1
  %125 = add i64 %123, %124
  %126 = getelementptr i8, ptr addrspace(1) %95, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4
  %128 = call i32 @llvm.fshr.i32(i32 %122, i32 %119, i32 %97)
  %129 = call i32 @llvm.fshr.i32(i32 %127, i32 %122, i32 %97)
  %130 = mul i64 %89, 32
  %131 = add i64 128, %130
  %132 = add i64 %131, %91
  %133 = add i64 %132, 0
  %134 = getelementptr i8, ptr addrspace(1) %95, i64 %133
  %135 = load i32, ptr addrspace(1) %134, align 4
  %136 = add i64 %132, 4
  %137 = getelementptr i8, ptr addrspace(1) %95, i64 %136
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = add i64 %132, 4
  %140 = shl i64 %93, 1
  %141 = add i64 %139, %140
  %142 = getelementptr i8, ptr addrspace(1) %95, i64 %141
  %143 = load i32, ptr addrspace(1) %142, align 4
  %144 = call i32 @llvm.fshr.i32(i32 %138, i32 %135, i32 %97)
  %145 = call i32 @llvm.fshr.i32(i32 %143, i32 %138, i32 %97)
  %146 = mul i64 %89, 8
  %147 = add i64 192, %146
  %148 = add i64 %147, 0
  %149 = getelementptr i8, ptr addrspace(1) %95, i64 %148
  %150 = load i32, ptr addrspace(1) %149, align 4
  %151 = add i64 %147, 4
  %152 = getelementptr i8, ptr addrspace(1) %95, i64 %151
  %153 = load i32, ptr addrspace(1) %152, align 4
  %154 = add i64 %147, 4
  %155 = shl i64 %93, 1
  %156 = add i64 %154, %155
  %157 = getelementptr i8, ptr addrspace(1) %95, i64 %156
  %158 = load i32, ptr addrspace(1) %157, align 4
  %159 = call i32 @llvm.fshr.i32(i32 %153, i32 %150, i32 %97)
  %160 = call i32 @llvm.fshr.i32(i32 %158, i32 %153, i32 %97)
  %161 = getelementptr i8, ptr addrspace(1) %88, i64 208
  %162 = load i16, ptr addrspace(1) %161, align 2
  %163 = zext i16 %162 to i32
  store i32 %112, ptr addrspace(5) %v6, align 4
  store i32 %113, ptr addrspace(5) %v7, align 4
  store i32 %128, ptr addrspace(5) %v8, align 4
  store i32 %129, ptr addrspace(5) %v9, align 4
  store i32 %144, ptr addrspace(5) %v10, align 4
  store i32 %145, ptr addrspace(5) %v11, align 4
  store i32 %159, ptr addrspace(5) %v12, align 4
  store i32 %160, ptr addrspace(5) %v13, align 4
  store i32 %163, ptr addrspace(5) %v14, align 4
  %164 = lshr i32 %80, 3
  %165 = and i32 %80, 7
  %166 = lshr i32 %165, 2
  %167 = and i32 %165, 3
  %168 = sext i32 %164 to i64
  %169 = mul i64 %168, 210
  %170 = add i64 %169, 0
  %171 = getelementptr i8, ptr addrspace(1) %60, i64 %170
  %172 = sext i32 %166 to i64
  %173 = sext i32 %167 to i64
  %174 = mul i64 %173, 8
  %175 = ptrtoint ptr addrspace(1) %171 to i64
  %176 = and i64 %175, 3
  %177 = sub i64 0, %176
  %178 = getelementptr i8, ptr addrspace(1) %171, i64 %177
  %179 = shl i64 %176, 3
  %180 = trunc i64 %179 to i32
  %181 = mul i64 %172, 64
  %182 = add i64 0, %181
  %183 = add i64 %182, %174
  %184 = add i64 %183, 0
  %185 = getelementptr i8, ptr addrspace(1) %178, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = add i64 %183, 4
  %188 = getelementptr i8, ptr addrspace(1) %178, i64 %187
  %189 = load i32, ptr addrspace(1) %188, align 4
  %190 = add i64 %183, 4
  %191 = shl i64 %176, 1
  %192 = add i64 %190, %191
  %193 = getelementptr i8, ptr addrspace(1) %178, i64 %192
  %194 = load i32, ptr addrspace(1) %193, align 4
  %195 = call i32 @llvm.fshr.i32(i32 %189, i32 %186, i32 %180)
  %196 = call i32 @llvm.fshr.i32(i32 %194, i32 %189, i32 %180)
  %197 = mul i64 %172, 64
  %198 = add i64 32, %197
  %199 = add i64 %198, %174
  %200 = add i64 %199, 0
  %201 = getelementptr i8, ptr addrspace(1) %178, i64 %200
  %202 = load i32, ptr addrspace(1) %201, align 4
  %203 = add i64 %199, 4
  %204 = getelementptr i8, ptr addrspace(1) %178, i64 %203
  %205 = load i32, ptr addrspace(1) %204, align 4
  %206 = add i64 %199, 4
  %207 = shl i64 %176, 1
  %208 = add i64 %206, %207
  %209 = getelementptr i8, ptr addrspace(1) %178, i64 %208
  %210 = load i32, ptr addrspace(1) %209, align 4
  %211 = call i32 @llvm.fshr.i32(i32 %205, i32 %202, i32 %180)
  %212 = call i32 @llvm.fshr.i32(i32 %210, i32 %205, i32 %180)
  %213 = mul i64 %172, 32
  %214 = add i64 128, %213
  %215 = add i64 %214, %174
  %216 = add i64 %215, 0
  %217 = getelementptr i8, ptr addrspace(1) %178, i64 %216
  %218 = load i32, ptr addrspace(1) %217, align 4
  %219 = add i64 %215, 4
  %220 = getelementptr i8, ptr addrspace(1) %178, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = add i64 %215, 4
  %223 = shl i64 %176, 1
  %224 = add i64 %222, %223
  %225 = getelementptr i8, ptr addrspace(1) %178, i64 %224
  %226 = load i32, ptr addrspace(1) %225, align 4
  %227 = call i32 @llvm.fshr.i32(i32 %221, i32 %218, i32 %180)
  %228 = call i32 @llvm.fshr.i32(i32 %226, i32 %221, i32 %180)
  %229 = mul i64 %172, 8
  %230 = add i64 192, %229
  %231 = add i64 %230, 0
  %232 = getelementptr i8, ptr addrspace(1) %178, i64 %231
  %233 = load i32, ptr addrspace(1) %232, align 4
  %234 = add i64 %230, 4
  %235 = getelementptr i8, ptr addrspace(1) %178, i64 %234
  %236 = load i32, ptr addrspace(1) %235, align 4
  %237 = add i64 %230, 4
  %238 = shl i64 %176, 1
  %239 = add i64 %237, %238
  %240 = getelementptr i8, ptr addrspace(1) %178, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = call i32 @llvm.fshr.i32(i32 %236, i32 %233, i32 %180)
  %243 = call i32 @llvm.fshr.i32(i32 %241, i32 %236, i32 %180)
  %244 = getelementptr i8, ptr addrspace(1) %171, i64 208
  %245 = load i16, ptr addrspace(1) %244, align 2
  %246 = zext i16 %245 to i32
  store i32 %195, ptr addrspace(5) %v15, align 4
  store i32 %196, ptr addrspace(5) %v16, align 4
  store i32 %211, ptr addrspace(5) %v17, align 4
  store i32 %212, ptr addrspace(5) %v18, align 4
  store i32 %227, ptr addrspace(5) %v19, align 4
  store i32 %228, ptr addrspace(5) %v20, align 4
  store i32 %242, ptr addrspace(5) %v21, align 4
  store i32 %243, ptr addrspace(5) %v22, align 4
  store i32 %246, ptr addrspace(5) %v23, align 4
  %247 = lshr i32 %80, 3
  %248 = and i32 %80, 7
  %249 = lshr i32 %248, 2
  %250 = and i32 %248, 3
  %251 = sext i32 %247 to i64
  %252 = mul i64 %251, 210
  %253 = add i64 %252, 0
  %254 = getelementptr i8, ptr addrspace(1) %66, i64 %253
  %255 = sext i32 %249 to i64
  %256 = sext i32 %250 to i64
  %257 = mul i64 %256, 8
  %258 = ptrtoint ptr addrspace(1) %254 to i64
  %259 = and i64 %258, 3
  %260 = sub i64 0, %259
  %261 = getelementptr i8, ptr addrspace(1) %254, i64 %260
  %262 = shl i64 %259, 3
  %263 = trunc i64 %262 to i32
  %264 = mul i64 %255, 64
  %265 = add i64 0, %264
  %266 = add i64 %265, %257
  %267 = add i64 %266, 0
  %268 = getelementptr i8, ptr addrspace(1) %261, i64 %267
  %269 = load i32, ptr addrspace(1) %268, align 4
  %270 = add i64 %266, 4
  %271 = getelementptr i8, ptr addrspace(1) %261, i64 %270
  %272 = load i32, ptr addrspace(1) %271, align 4
  %273 = add i64 %266, 4
  %274 = shl i64 %259, 1
  %275 = add i64 %273, %274
  %276 = getelementptr i8, ptr addrspace(1) %261, i64 %275
  %277 = load i32, ptr addrspace(1) %276, align 4
  %278 = call i32 @llvm.fshr.i32(i32 %272, i32 %269, i32 %263)
  %279 = call i32 @llvm.fshr.i32(i32 %277, i32 %272, i32 %263)
  %280 = mul i64 %255, 64
  %281 = add i64 32, %280
  %282 = add i64 %281, %257
  %283 = add i64 %282, 0
  %284 = getelementptr i8, ptr addrspace(1) %261, i64 %283
  %285 = load i32, ptr addrspace(1) %284, align 4
  %286 = add i64 %282, 4
  %287 = getelementptr i8, ptr addrspace(1) %261, i64 %286
  %288 = load i32, ptr addrspace(1) %287, align 4
  %289 = add i64 %282, 4
  %290 = shl i64 %259, 1
  %291 = add i64 %289, %290
  %292 = getelementptr i8, ptr addrspace(1) %261, i64 %291
  %293 = load i32, ptr addrspace(1) %292, align 4
  %294 = call i32 @llvm.fshr.i32(i32 %288, i32 %285, i32 %263)
  %295 = call i32 @llvm.fshr.i32(i32 %293, i32 %288, i32 %263)
  %296 = mul i64 %255, 32
  %297 = add i64 128, %296
  %298 = add i64 %297, %257
  %299 = add i64 %298, 0
  %300 = getelementptr i8, ptr addrspace(1) %261, i64 %299
  %301 = load i32, ptr addrspace(1) %300, align 4
  %302 = add i64 %298, 4
  %303 = getelementptr i8, ptr addrspace(1) %261, i64 %302
  %304 = load i32, ptr addrspace(1) %303, align 4
  %305 = add i64 %298, 4
  %306 = shl i64 %259, 1
  %307 = add i64 %305, %306
  %308 = getelementptr i8, ptr addrspace(1) %261, i64 %307
  %309 = load i32, ptr addrspace(1) %308, align 4
  %310 = call i32 @llvm.fshr.i32(i32 %304, i32 %301, i32 %263)
  %311 = call i32 @llvm.fshr.i32(i32 %309, i32 %304, i32 %263)
  %312 = mul i64 %255, 8
  %313 = add i64 192, %312
  %314 = add i64 %313, 0
  %315 = getelementptr i8, ptr addrspace(1) %261, i64 %314
  %316 = load i32, ptr addrspace(1) %315, align 4
  %317 = add i64 %313, 4
  %318 = getelementptr i8, ptr addrspace(1) %261, i64 %317
  %319 = load i32, ptr addrspace(1) %318, align 4
  %320 = add i64 %313, 4
  %321 = shl i64 %259, 1
  %322 = add i64 %320, %321
  %323 = getelementptr i8, ptr addrspace(1) %261, i64 %322
  %324 = load i32, ptr addrspace(1) %323, align 4
  %325 = call i32 @llvm.fshr.i32(i32 %319, i32 %316, i32 %263)
  %326 = call i32 @llvm.fshr.i32(i32 %324, i32 %319, i32 %263)
  %327 = getelementptr i8, ptr addrspace(1) %254, i64 208
  %328 = load i16, ptr addrspace(1) %327, align 2
  %329 = zext i16 %328 to i32
  store i32 %278, ptr addrspace(5) %v24, align 4
  store i32 %279, ptr addrspace(5) %v25, align 4
  store i32 %294, ptr addrspace(5) %v26, align 4
  store i32 %295, ptr addrspace(5) %v27, align 4
  store i32 %310, ptr addrspace(5) %v28, align 4
  store i32 %311, ptr addrspace(5) %v29, align 4
  store i32 %325, ptr addrspace(5) %v30, align 4
  store i32 %326, ptr addrspace(5) %v31, align 4
  store i32 %329, ptr addrspace(5) %v32, align 4
  %330 = lshr i32 %80, 3
  %331 = and i32 %80, 7
  %332 = lshr i32 %331, 2
  %333 = and i32 %331, 3
  %334 = sext i32 %330 to i64
  %335 = mul i64 %334, 210
  %336 = add i64 %335, 0
  %337 = getelementptr i8, ptr addrspace(1) %72, i64 %336
  %338 = sext i32 %332 to i64
  %339 = sext i32 %333 to i64
  %340 = mul i64 %339, 8
  %341 = ptrtoint ptr addrspace(1) %337 to i64
  %342 = and i64 %341, 3
  %343 = sub i64 0, %342
  %344 = getelementptr i8, ptr addrspace(1) %337, i64 %343
  %345 = shl i64 %342, 3
  %346 = trunc i64 %345 to i32
  %347 = mul i64 %338, 64
  %348 = add i64 0, %347
  %349 = add i64 %348, %340
  %350 = add i64 %349, 0
  %351 = getelementptr i8, ptr addrspace(1) %344, i64 %350
  %352 = load i32, ptr addrspace(1) %351, align 4
  %353 = add i64 %349, 4
  %354 = getelementptr i8, ptr addrspace(1) %344, i64 %353
  %355 = load i32, ptr addrspace(1) %354, align 4
  %356 = add i64 %349, 4
  %357 = shl i64 %342, 1
  %358 = add i64 %356, %357
  %359 = getelementptr i8, ptr addrspace(1) %344, i64 %358
  %360 = load i32, ptr addrspace(1) %359, align 4
  %361 = call i32 @llvm.fshr.i32(i32 %355, i32 %352, i32 %346)
  %362 = call i32 @llvm.fshr.i32(i32 %360, i32 %355, i32 %346)
  %363 = mul i64 %338, 64
  %364 = add i64 32, %363
  %365 = add i64 %364, %340
  %366 = add i64 %365, 0
  %367 = getelementptr i8, ptr addrspace(1) %344, i64 %366
  %368 = load i32, ptr addrspace(1) %367, align 4
  %369 = add i64 %365, 4
  %370 = getelementptr i8, ptr addrspace(1) %344, i64 %369
  %371 = load i32, ptr addrspace(1) %370, align 4
  %372 = add i64 %365, 4
  %373 = shl i64 %342, 1
  %374 = add i64 %372, %373
  %375 = getelementptr i8, ptr addrspace(1) %344, i64 %374
  %376 = load i32, ptr addrspace(1) %375, align 4
  %377 = call i32 @llvm.fshr.i32(i32 %371, i32 %368, i32 %346)
  %378 = call i32 @llvm.fshr.i32(i32 %376, i32 %371, i32 %346)
  %379 = mul i64 %338, 32
  %380 = add i64 128, %379
  %381 = add i64 %380, %340
  %382 = add i64 %381, 0
  %383 = getelementptr i8, ptr addrspace(1) %344, i64 %382
  %384 = load i32, ptr addrspace(1) %383, align 4
  %385 = add i64 %381, 4
  %386 = getelementptr i8, ptr addrspace(1) %344, i64 %385
  %387 = load i32, ptr addrspace(1) %386, align 4
  %388 = add i64 %381, 4
  %389 = shl i64 %342, 1
  %390 = add i64 %388, %389
  %391 = getelementptr i8, ptr addrspace(1) %344, i64 %390
  %392 = load i32, ptr addrspace(1) %391, align 4
  %393 = call i32 @llvm.fshr.i32(i32 %387, i32 %384, i32 %346)
  %394 = call i32 @llvm.fshr.i32(i32 %392, i32 %387, i32 %346)
  %395 = mul i64 %338, 8
  %396 = add i64 192, %395
  %397 = add i64 %396, 0
  %398 = getelementptr i8, ptr addrspace(1) %344, i64 %397
  %399 = load i32, ptr addrspace(1) %398, align 4
  %400 = add i64 %396, 4
  %401 = getelementptr i8, ptr addrspace(1) %344, i64 %400
  %402 = load i32, ptr addrspace(1) %401, align 4
  %403 = add i64 %396, 4
  %404 = shl i64 %342, 1
  %405 = add i64 %403, %404
  %406 = getelementptr i8, ptr addrspace(1) %344, i64 %405
  %407 = load i32, ptr addrspace(1) %406, align 4
  %408 = call i32 @llvm.fshr.i32(i32 %402, i32 %399, i32 %346)
  %409 = call i32 @llvm.fshr.i32(i32 %407, i32 %402, i32 %346)
  %410 = getelementptr i8, ptr addrspace(1) %337, i64 208
  %411 = load i16, ptr addrspace(1) %410, align 2
  %412 = zext i16 %411 to i32
  store i32 %361, ptr addrspace(5) %v33, align 4
  store i32 %362, ptr addrspace(5) %v34, align 4
  store i32 %377, ptr addrspace(5) %v35, align 4
  store i32 %378, ptr addrspace(5) %v36, align 4
  store i32 %393, ptr addrspace(5) %v37, align 4
  store i32 %394, ptr addrspace(5) %v38, align 4
  store i32 %408, ptr addrspace(5) %v39, align 4
  store i32 %409, ptr addrspace(5) %v40, align 4
  store i32 %412, ptr addrspace(5) %v41, align 4
  %413 = add i32 %76, 0
  %414 = sext i32 %413 to i64
  %415 = mul i64 %414, 4
  %416 = add i64 0, %415
  %417 = icmp slt i64 %416, %77
  %418 = icmp slt i64 %415, 1024
  %419 = and i1 %417, %418
  %420 = select i1 %419, i64 %416, i64 0
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) %22, i64 %421
  %423 = load <4 x float>, ptr addrspace(1) %422, align 16
  %424 = extractelement <4 x float> %423, i32 0
  %425 = extractelement <4 x float> %423, i32 1
  %426 = extractelement <4 x float> %423, i32 2
  %427 = extractelement <4 x float> %423, i32 3
  %428 = add i32 %76, 128
  %429 = sext i32 %428 to i64
  %430 = mul i64 %429, 4
  %431 = add i64 0, %430
  %432 = icmp slt i64 %431, %77
  %433 = icmp slt i64 %430, 1024
  %434 = and i1 %432, %433
  %435 = select i1 %434, i64 %431, i64 0
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(1) %22, i64 %436
  %438 = load <4 x float>, ptr addrspace(1) %437, align 16
  %439 = extractelement <4 x float> %438, i32 0
  %440 = extractelement <4 x float> %438, i32 1
  %441 = extractelement <4 x float> %438, i32 2
  %442 = extractelement <4 x float> %438, i32 3
  %443 = call i32 @llvm.amdgcn.workitem.id.x()
  %444 = bitcast float %424 to i32
  %445 = and i32 %444, 2147483647
  %446 = bitcast float %425 to i32
  %447 = and i32 %446, 2147483647
  %448 = bitcast float %426 to i32
  %449 = and i32 %448, 2147483647
  %450 = bitcast float %427 to i32
  %451 = and i32 %450, 2147483647
  %452 = icmp ugt i32 %445, %447
  %453 = select i1 %452, i32 %445, i32 %447
  %454 = icmp ugt i32 %449, %451
  %455 = select i1 %454, i32 %449, i32 %451
  %456 = icmp ugt i32 %453, %455
  %457 = select i1 %456, i32 %453, i32 %455
  %458 = call i32 @llvm.amdgcn.workitem.id.x()
  %459 = and i32 %458, 31
  %460 = xor i32 %459, 1
  %461 = shl i32 %460, 2
  %462 = call i32 @llvm.amdgcn.ds.bpermute(i32 %461, i32 %457)
  %463 = icmp ugt i32 %457, %462
  %464 = select i1 %463, i32 %457, i32 %462
  %465 = call i32 @llvm.amdgcn.workitem.id.x()
  %466 = and i32 %465, 31
  %467 = xor i32 %466, 2
  %468 = shl i32 %467, 2
  %469 = call i32 @llvm.amdgcn.ds.bpermute(i32 %468, i32 %464)
  %470 = icmp ugt i32 %464, %469
  %471 = select i1 %470, i32 %464, i32 %469
  %472 = call i32 @llvm.amdgcn.workitem.id.x()
  %473 = and i32 %472, 31
  %474 = xor i32 %473, 4
  %475 = shl i32 %474, 2
  %476 = call i32 @llvm.amdgcn.ds.bpermute(i32 %475, i32 %471)
  %477 = icmp ugt i32 %471, %476
  %478 = select i1 %477, i32 %471, i32 %476
  %479 = and i32 %478, 2147483647
  %480 = icmp ult i32 %479, 2139095040
  %481 = bitcast i32 %478 to float
  %482 = fdiv float 1.270000e+02, %481
  %483 = bitcast float %482 to i32
  %484 = and i32 %483, 2147483647
  %485 = icmp ult i32 %484, 2139095040
  %486 = select i1 %485, float %482, float 0.000000e+00
  %487 = fmul float %424, %486
  %488 = fadd float %487, 0x4168000000000000
  %489 = bitcast float %488 to i32
  %490 = fmul float %425, %486
  %491 = fadd float %490, 0x4168000000000000
  %492 = bitcast float %491 to i32
  %493 = fmul float %426, %486
  %494 = fadd float %493, 0x4168000000000000
  %495 = bitcast float %494 to i32
  %496 = fmul float %427, %486
  %497 = fadd float %496, 0x4168000000000000
  %498 = bitcast float %497 to i32
  %499 = bitcast i32 %489 to <4 x i8>
  %500 = bitcast i32 %492 to <4 x i8>
  %501 = shufflevector <4 x i8> %499, <4 x i8> %500, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %502 = bitcast <4 x i8> %501 to i32
  %503 = bitcast i32 %495 to <4 x i8>
  %504 = bitcast i32 %498 to <4 x i8>
  %505 = shufflevector <4 x i8> %503, <4 x i8> %504, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %506 = bitcast <4 x i8> %505 to i32
  %507 = bitcast i32 %502 to <4 x i8>
  %508 = bitcast i32 %506 to <4 x i8>
  %509 = shufflevector <4 x i8> %507, <4 x i8> %508, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %510 = bitcast <4 x i8> %509 to i32
  %511 = add i32 %443, 0
  %512 = sext i32 %511 to i64
  %513 = mul i64 %512, 4
  %514 = icmp slt i64 %513, 1024
  br i1 %514, label %then42, label %endif43

done:                                             ; preds = %loop
  br label %endif

then42:                                           ; preds = %body
  %515 = lshr i64 %513, 2
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr addrspace(3) @lds1, i64 %516
  store i32 %510, ptr addrspace(3) %517, align 4
  %518 = and i64 %513, 31
  %519 = icmp eq i64 %518, 0
  br i1 %519, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %body
  %520 = bitcast float %439 to i32
  %521 = and i32 %520, 2147483647
  %522 = bitcast float %440 to i32
  %523 = and i32 %522, 2147483647
  %524 = bitcast float %441 to i32
  %525 = and i32 %524, 2147483647
  %526 = bitcast float %442 to i32
  %527 = and i32 %526, 2147483647
  %528 = icmp ugt i32 %521, %523
  %529 = select i1 %528, i32 %521, i32 %523
  %530 = icmp ugt i32 %525, %527
  %531 = select i1 %530, i32 %525, i32 %527
  %532 = icmp ugt i32 %529, %531
  %533 = select i1 %532, i32 %529, i32 %531
  %534 = call i32 @llvm.amdgcn.workitem.id.x()
  %535 = and i32 %534, 31
  %536 = xor i32 %535, 1
  %537 = shl i32 %536, 2
  %538 = call i32 @llvm.amdgcn.ds.bpermute(i32 %537, i32 %533)
  %539 = icmp ugt i32 %533, %538
  %540 = select i1 %539, i32 %533, i32 %538
  %541 = call i32 @llvm.amdgcn.workitem.id.x()
  %542 = and i32 %541, 31
  %543 = xor i32 %542, 2
  %544 = shl i32 %543, 2
  %545 = call i32 @llvm.amdgcn.ds.bpermute(i32 %544, i32 %540)
  %546 = icmp ugt i32 %540, %545
  %547 = select i1 %546, i32 %540, i32 %545
  %548 = call i32 @llvm.amdgcn.workitem.id.x()
  %549 = and i32 %548, 31
  %550 = xor i32 %549, 4
  %551 = shl i32 %550, 2
  %552 = call i32 @llvm.amdgcn.ds.bpermute(i32 %551, i32 %547)
  %553 = icmp ugt i32 %547, %552
  %554 = select i1 %553, i32 %547, i32 %552
  %555 = and i32 %554, 2147483647
  %556 = icmp ult i32 %555, 2139095040
  %557 = bitcast i32 %554 to float
  %558 = fdiv float 1.270000e+02, %557
  %559 = bitcast float %558 to i32
  %560 = and i32 %559, 2147483647
  %561 = icmp ult i32 %560, 2139095040
  %562 = select i1 %561, float %558, float 0.000000e+00
  %563 = fmul float %439, %562
  %564 = fadd float %563, 0x4168000000000000
  %565 = bitcast float %564 to i32
  %566 = fmul float %440, %562
  %567 = fadd float %566, 0x4168000000000000
  %568 = bitcast float %567 to i32
  %569 = fmul float %441, %562
  %570 = fadd float %569, 0x4168000000000000
  %571 = bitcast float %570 to i32
  %572 = fmul float %442, %562
  %573 = fadd float %572, 0x4168000000000000
  %574 = bitcast float %573 to i32
  %575 = bitcast i32 %565 to <4 x i8>
  %576 = bitcast i32 %568 to <4 x i8>
  %577 = shufflevector <4 x i8> %575, <4 x i8> %576, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %578 = bitcast <4 x i8> %577 to i32
  %579 = bitcast i32 %571 to <4 x i8>
  %580 = bitcast i32 %574 to <4 x i8>
  %581 = shufflevector <4 x i8> %579, <4 x i8> %580, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %582 = bitcast <4 x i8> %581 to i32
  %583 = bitcast i32 %578 to <4 x i8>
  %584 = bitcast i32 %582 to <4 x i8>
  %585 = shufflevector <4 x i8> %583, <4 x i8> %584, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %586 = bitcast <4 x i8> %585 to i32
  %587 = add i32 %443, 128
  %588 = sext i32 %587 to i64
  %589 = mul i64 %588, 4
  %590 = icmp slt i64 %589, 1024
  br i1 %590, label %then46, label %endif47

then44:                                           ; preds = %then42
  %591 = fmul float %481, 0x3F80204080000000
  %592 = select i1 %480, float %591, float 0x7FF8000000000000
  %593 = lshr i64 %513, 5
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %594
  store float %592, ptr addrspace(3) %595, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %596 = lshr i64 %589, 2
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(3) @lds1, i64 %597
  store i32 %586, ptr addrspace(3) %598, align 4
  %599 = and i64 %589, 31
  %600 = icmp eq i64 %599, 0
  br i1 %600, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %601 = add i32 %73, 31
  %602 = udiv i32 %601, 32
  store i32 0, ptr addrspace(5) %v50, align 4
  br label %loop51

then48:                                           ; preds = %then46
  %603 = fmul float %557, 0x3F80204080000000
  %604 = select i1 %556, float %603, float 0x7FF8000000000000
  %605 = lshr i64 %589, 5
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %606
  store float %604, ptr addrspace(3) %607, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

loop51:                                           ; preds = %endif61, %endif47
  %608 = load i32, ptr addrspace(5) %v50, align 4
  %609 = icmp slt i32 %608, %602
  br i1 %609, label %body52, label %done53

body52:                                           ; preds = %loop51
  %610 = load i32, ptr addrspace(5) %v50, align 4
  %611 = add i32 %610, 1
  %612 = sext i32 %611 to i64
  %613 = mul i64 %612, 1024
  %614 = add i32 %76, 0
  %615 = sext i32 %614 to i64
  %616 = mul i64 %615, 4
  %617 = add i64 %613, %616
  %618 = icmp slt i64 %617, %77
  %619 = icmp slt i64 %616, 1024
  %620 = and i1 %618, %619
  %621 = select i1 %620, i64 %617, i64 0
  %622 = mul i64 %621, 4
  %623 = getelementptr i8, ptr addrspace(1) %22, i64 %622
  %624 = load <4 x float>, ptr addrspace(1) %623, align 16
  %625 = extractelement <4 x float> %624, i32 0
  %626 = extractelement <4 x float> %624, i32 1
  %627 = extractelement <4 x float> %624, i32 2
  %628 = extractelement <4 x float> %624, i32 3
  %629 = add i32 %76, 128
  %630 = sext i32 %629 to i64
  %631 = mul i64 %630, 4
  %632 = add i64 %613, %631
  %633 = icmp slt i64 %632, %77
  %634 = icmp slt i64 %631, 1024
  %635 = and i1 %633, %634
  %636 = select i1 %635, i64 %632, i64 0
  %637 = mul i64 %636, 4
  %638 = getelementptr i8, ptr addrspace(1) %22, i64 %637
  %639 = load <4 x float>, ptr addrspace(1) %638, align 16
  %640 = extractelement <4 x float> %639, i32 0
  %641 = extractelement <4 x float> %639, i32 1
  %642 = extractelement <4 x float> %639, i32 2
  %643 = extractelement <4 x float> %639, i32 3
  %644 = mul i32 %610, 32
  %645 = add i32 %75, %644
  %646 = load i32, ptr addrspace(5) %v6, align 4
  %647 = load i32, ptr addrspace(5) %v7, align 4
  %648 = load i32, ptr addrspace(5) %v8, align 4
  %649 = load i32, ptr addrspace(5) %v9, align 4
  %650 = load i32, ptr addrspace(5) %v10, align 4
  %651 = load i32, ptr addrspace(5) %v11, align 4
  %652 = load i32, ptr addrspace(5) %v12, align 4
  %653 = load i32, ptr addrspace(5) %v13, align 4
  %654 = load i32, ptr addrspace(5) %v14, align 4
  %655 = load i32, ptr addrspace(5) %v15, align 4
  %656 = load i32, ptr addrspace(5) %v16, align 4
  %657 = load i32, ptr addrspace(5) %v17, align 4
  %658 = load i32, ptr addrspace(5) %v18, align 4
  %659 = load i32, ptr addrspace(5) %v19, align 4
  %660 = load i32, ptr addrspace(5) %v20, align 4
  %661 = load i32, ptr addrspace(5) %v21, align 4
  %662 = load i32, ptr addrspace(5) %v22, align 4
  %663 = load i32, ptr addrspace(5) %v23, align 4
  %664 = load i32, ptr addrspace(5) %v24, align 4
  %665 = load i32, ptr addrspace(5) %v25, align 4
  %666 = load i32, ptr addrspace(5) %v26, align 4
  %667 = load i32, ptr addrspace(5) %v27, align 4
  %668 = load i32, ptr addrspace(5) %v28, align 4
  %669 = load i32, ptr addrspace(5) %v29, align 4
  %670 = load i32, ptr addrspace(5) %v30, align 4
  %671 = load i32, ptr addrspace(5) %v31, align 4
  %672 = load i32, ptr addrspace(5) %v32, align 4
  %673 = load i32, ptr addrspace(5) %v33, align 4
  %674 = load i32, ptr addrspace(5) %v34, align 4
  %675 = load i32, ptr addrspace(5) %v35, align 4
  %676 = load i32, ptr addrspace(5) %v36, align 4
  %677 = load i32, ptr addrspace(5) %v37, align 4
  %678 = load i32, ptr addrspace(5) %v38, align 4
  %679 = load i32, ptr addrspace(5) %v39, align 4
  %680 = load i32, ptr addrspace(5) %v40, align 4
  %681 = load i32, ptr addrspace(5) %v41, align 4
  %682 = add i32 %645, 32
  %683 = icmp sgt i32 %682, %78
  %684 = select i1 %683, i32 %78, i32 %682
  %685 = lshr i32 %684, 3
  %686 = and i32 %684, 7
  %687 = lshr i32 %686, 2
  %688 = and i32 %686, 3
  %689 = sext i32 %685 to i64
  %690 = mul i64 %689, 210
  %691 = add i64 %690, 0
  %692 = getelementptr i8, ptr addrspace(1) %54, i64 %691
  %693 = sext i32 %687 to i64
  %694 = sext i32 %688 to i64
  %695 = mul i64 %694, 8
  %696 = ptrtoint ptr addrspace(1) %692 to i64
  %697 = and i64 %696, 3
  %698 = sub i64 0, %697
  %699 = getelementptr i8, ptr addrspace(1) %692, i64 %698
  %700 = shl i64 %697, 3
  %701 = trunc i64 %700 to i32
  %702 = mul i64 %693, 64
  %703 = add i64 0, %702
  %704 = add i64 %703, %695
  %705 = add i64 %704, 0
  %706 = getelementptr i8, ptr addrspace(1) %699, i64 %705
  %707 = load i32, ptr addrspace(1) %706, align 4
  %708 = add i64 %704, 4
  %709 = getelementptr i8, ptr addrspace(1) %699, i64 %708
  %710 = load i32, ptr addrspace(1) %709, align 4
  %711 = add i64 %704, 4
  %712 = shl i64 %697, 1
  %713 = add i64 %711, %712
  %714 = getelementptr i8, ptr addrspace(1) %699, i64 %713
  %715 = load i32, ptr addrspace(1) %714, align 4
  %716 = call i32 @llvm.fshr.i32(i32 %710, i32 %707, i32 %701)
  %717 = call i32 @llvm.fshr.i32(i32 %715, i32 %710, i32 %701)
  %718 = mul i64 %693, 64
  %719 = add i64 32, %718
  %720 = add i64 %719, %695
  %721 = add i64 %720, 0
  %722 = getelementptr i8, ptr addrspace(1) %699, i64 %721
  %723 = load i32, ptr addrspace(1) %722, align 4
  %724 = add i64 %720, 4
  %725 = getelementptr i8, ptr addrspace(1) %699, i64 %724
  %726 = load i32, ptr addrspace(1) %725, align 4
  %727 = add i64 %720, 4
  %728 = shl i64 %697, 1
  %729 = add i64 %727, %728
  %730 = getelementptr i8, ptr addrspace(1) %699, i64 %729
  %731 = load i32, ptr addrspace(1) %730, align 4
  %732 = call i32 @llvm.fshr.i32(i32 %726, i32 %723, i32 %701)
  %733 = call i32 @llvm.fshr.i32(i32 %731, i32 %726, i32 %701)
  %734 = mul i64 %693, 32
  %735 = add i64 128, %734
  %736 = add i64 %735, %695
  %737 = add i64 %736, 0
  %738 = getelementptr i8, ptr addrspace(1) %699, i64 %737
  %739 = load i32, ptr addrspace(1) %738, align 4
  %740 = add i64 %736, 4
  %741 = getelementptr i8, ptr addrspace(1) %699, i64 %740
  %742 = load i32, ptr addrspace(1) %741, align 4
  %743 = add i64 %736, 4
  %744 = shl i64 %697, 1
  %745 = add i64 %743, %744
  %746 = getelementptr i8, ptr addrspace(1) %699, i64 %745
  %747 = load i32, ptr addrspace(1) %746, align 4
  %748 = call i32 @llvm.fshr.i32(i32 %742, i32 %739, i32 %701)
  %749 = call i32 @llvm.fshr.i32(i32 %747, i32 %742, i32 %701)
  %750 = mul i64 %693, 8
  %751 = add i64 192, %750
  %752 = add i64 %751, 0
  %753 = getelementptr i8, ptr addrspace(1) %699, i64 %752
  %754 = load i32, ptr addrspace(1) %753, align 4
  %755 = add i64 %751, 4
  %756 = getelementptr i8, ptr addrspace(1) %699, i64 %755
  %757 = load i32, ptr addrspace(1) %756, align 4
  %758 = add i64 %751, 4
  %759 = shl i64 %697, 1
  %760 = add i64 %758, %759
  %761 = getelementptr i8, ptr addrspace(1) %699, i64 %760
  %762 = load i32, ptr addrspace(1) %761, align 4
  %763 = call i32 @llvm.fshr.i32(i32 %757, i32 %754, i32 %701)
  %764 = call i32 @llvm.fshr.i32(i32 %762, i32 %757, i32 %701)
  %765 = getelementptr i8, ptr addrspace(1) %692, i64 208
  %766 = load i16, ptr addrspace(1) %765, align 2
  %767 = zext i16 %766 to i32
  store i32 %716, ptr addrspace(5) %v6, align 4
  store i32 %717, ptr addrspace(5) %v7, align 4
  store i32 %732, ptr addrspace(5) %v8, align 4
  store i32 %733, ptr addrspace(5) %v9, align 4
  store i32 %748, ptr addrspace(5) %v10, align 4
  store i32 %749, ptr addrspace(5) %v11, align 4
  store i32 %763, ptr addrspace(5) %v12, align 4
  store i32 %764, ptr addrspace(5) %v13, align 4
  store i32 %767, ptr addrspace(5) %v14, align 4
  %768 = lshr i32 %684, 3
  %769 = and i32 %684, 7
  %770 = lshr i32 %769, 2
  %771 = and i32 %769, 3
  %772 = sext i32 %768 to i64
  %773 = mul i64 %772, 210
  %774 = add i64 %773, 0
  %775 = getelementptr i8, ptr addrspace(1) %60, i64 %774
  %776 = sext i32 %770 to i64
  %777 = sext i32 %771 to i64
  %778 = mul i64 %777, 8
  %779 = ptrtoint ptr addrspace(1) %775 to i64
  %780 = and i64 %779, 3
  %781 = sub i64 0, %780
  %782 = getelementptr i8, ptr addrspace(1) %775, i64 %781
  %783 = shl i64 %780, 3
  %784 = trunc i64 %783 to i32
  %785 = mul i64 %776, 64
  %786 = add i64 0, %785
  %787 = add i64 %786, %778
  %788 = add i64 %787, 0
  %789 = getelementptr i8, ptr addrspace(1) %782, i64 %788
  %790 = load i32, ptr addrspace(1) %789, align 4
  %791 = add i64 %787, 4
  %792 = getelementptr i8, ptr addrspace(1) %782, i64 %791
  %793 = load i32, ptr addrspace(1) %792, align 4
  %794 = add i64 %787, 4
  %795 = shl i64 %780, 1
  %796 = add i64 %794, %795
  %797 = getelementptr i8, ptr addrspace(1) %782, i64 %796
  %798 = load i32, ptr addrspace(1) %797, align 4
  %799 = call i32 @llvm.fshr.i32(i32 %793, i32 %790, i32 %784)
  %800 = call i32 @llvm.fshr.i32(i32 %798, i32 %793, i32 %784)
  %801 = mul i64 %776, 64
  %802 = add i64 32, %801
  %803 = add i64 %802, %778
  %804 = add i64 %803, 0
  %805 = getelementptr i8, ptr addrspace(1) %782, i64 %804
  %806 = load i32, ptr addrspace(1) %805, align 4
  %807 = add i64 %803, 4
  %808 = getelementptr i8, ptr addrspace(1) %782, i64 %807
  %809 = load i32, ptr addrspace(1) %808, align 4
  %810 = add i64 %803, 4
  %811 = shl i64 %780, 1
  %812 = add i64 %810, %811
  %813 = getelementptr i8, ptr addrspace(1) %782, i64 %812
  %814 = load i32, ptr addrspace(1) %813, align 4
  %815 = call i32 @llvm.fshr.i32(i32 %809, i32 %806, i32 %784)
  %816 = call i32 @llvm.fshr.i32(i32 %814, i32 %809, i32 %784)
  %817 = mul i64 %776, 32
  %818 = add i64 128, %817
  %819 = add i64 %818, %778
  %820 = add i64 %819, 0
  %821 = getelementptr i8, ptr addrspace(1) %782, i64 %820
  %822 = load i32, ptr addrspace(1) %821, align 4
  %823 = add i64 %819, 4
  %824 = getelementptr i8, ptr addrspace(1) %782, i64 %823
  %825 = load i32, ptr addrspace(1) %824, align 4
  %826 = add i64 %819, 4
  %827 = shl i64 %780, 1
  %828 = add i64 %826, %827
  %829 = getelementptr i8, ptr addrspace(1) %782, i64 %828
  %830 = load i32, ptr addrspace(1) %829, align 4
  %831 = call i32 @llvm.fshr.i32(i32 %825, i32 %822, i32 %784)
  %832 = call i32 @llvm.fshr.i32(i32 %830, i32 %825, i32 %784)
  %833 = mul i64 %776, 8
  %834 = add i64 192, %833
  %835 = add i64 %834, 0
  %836 = getelementptr i8, ptr addrspace(1) %782, i64 %835
  %837 = load i32, ptr addrspace(1) %836, align 4
  %838 = add i64 %834, 4
  %839 = getelementptr i8, ptr addrspace(1) %782, i64 %838
  %840 = load i32, ptr addrspace(1) %839, align 4
  %841 = add i64 %834, 4
  %842 = shl i64 %780, 1
  %843 = add i64 %841, %842
  %844 = getelementptr i8, ptr addrspace(1) %782, i64 %843
  %845 = load i32, ptr addrspace(1) %844, align 4
  %846 = call i32 @llvm.fshr.i32(i32 %840, i32 %837, i32 %784)
  %847 = call i32 @llvm.fshr.i32(i32 %845, i32 %840, i32 %784)
  %848 = getelementptr i8, ptr addrspace(1) %775, i64 208
  %849 = load i16, ptr addrspace(1) %848, align 2
  %850 = zext i16 %849 to i32
  store i32 %799, ptr addrspace(5) %v15, align 4
  store i32 %800, ptr addrspace(5) %v16, align 4
  store i32 %815, ptr addrspace(5) %v17, align 4
  store i32 %816, ptr addrspace(5) %v18, align 4
  store i32 %831, ptr addrspace(5) %v19, align 4
  store i32 %832, ptr addrspace(5) %v20, align 4
  store i32 %846, ptr addrspace(5) %v21, align 4
  store i32 %847, ptr addrspace(5) %v22, align 4
  store i32 %850, ptr addrspace(5) %v23, align 4
  %851 = lshr i32 %684, 3
  %852 = and i32 %684, 7
  %853 = lshr i32 %852, 2
  %854 = and i32 %852, 3
  %855 = sext i32 %851 to i64
  %856 = mul i64 %855, 210
  %857 = add i64 %856, 0
  %858 = getelementptr i8, ptr addrspace(1) %66, i64 %857
  %859 = sext i32 %853 to i64
  %860 = sext i32 %854 to i64
  %861 = mul i64 %860, 8
  %862 = ptrtoint ptr addrspace(1) %858 to i64
  %863 = and i64 %862, 3
  %864 = sub i64 0, %863
  %865 = getelementptr i8, ptr addrspace(1) %858, i64 %864
  %866 = shl i64 %863, 3
  %867 = trunc i64 %866 to i32
  %868 = mul i64 %859, 64
  %869 = add i64 0, %868
  %870 = add i64 %869, %861
  %871 = add i64 %870, 0
  %872 = getelementptr i8, ptr addrspace(1) %865, i64 %871
  %873 = load i32, ptr addrspace(1) %872, align 4
  %874 = add i64 %870, 4
  %875 = getelementptr i8, ptr addrspace(1) %865, i64 %874
  %876 = load i32, ptr addrspace(1) %875, align 4
  %877 = add i64 %870, 4
  %878 = shl i64 %863, 1
  %879 = add i64 %877, %878
  %880 = getelementptr i8, ptr addrspace(1) %865, i64 %879
  %881 = load i32, ptr addrspace(1) %880, align 4
  %882 = call i32 @llvm.fshr.i32(i32 %876, i32 %873, i32 %867)
  %883 = call i32 @llvm.fshr.i32(i32 %881, i32 %876, i32 %867)
  %884 = mul i64 %859, 64
  %885 = add i64 32, %884
  %886 = add i64 %885, %861
  %887 = add i64 %886, 0
  %888 = getelementptr i8, ptr addrspace(1) %865, i64 %887
  %889 = load i32, ptr addrspace(1) %888, align 4
  %890 = add i64 %886, 4
  %891 = getelementptr i8, ptr addrspace(1) %865, i64 %890
  %892 = load i32, ptr addrspace(1) %891, align 4
  %893 = add i64 %886, 4
  %894 = shl i64 %863, 1
  %895 = add i64 %893, %894
  %896 = getelementptr i8, ptr addrspace(1) %865, i64 %895
  %897 = load i32, ptr addrspace(1) %896, align 4
  %898 = call i32 @llvm.fshr.i32(i32 %892, i32 %889, i32 %867)
  %899 = call i32 @llvm.fshr.i32(i32 %897, i32 %892, i32 %867)
  %900 = mul i64 %859, 32
  %901 = add i64 128, %900
  %902 = add i64 %901, %861
  %903 = add i64 %902, 0
  %904 = getelementptr i8, ptr addrspace(1) %865, i64 %903
  %905 = load i32, ptr addrspace(1) %904, align 4
  %906 = add i64 %902, 4
  %907 = getelementptr i8, ptr addrspace(1) %865, i64 %906
  %908 = load i32, ptr addrspace(1) %907, align 4
  %909 = add i64 %902, 4
  %910 = shl i64 %863, 1
  %911 = add i64 %909, %910
  %912 = getelementptr i8, ptr addrspace(1) %865, i64 %911
  %913 = load i32, ptr addrspace(1) %912, align 4
  %914 = call i32 @llvm.fshr.i32(i32 %908, i32 %905, i32 %867)
  %915 = call i32 @llvm.fshr.i32(i32 %913, i32 %908, i32 %867)
  %916 = mul i64 %859, 8
  %917 = add i64 192, %916
  %918 = add i64 %917, 0
  %919 = getelementptr i8, ptr addrspace(1) %865, i64 %918
  %920 = load i32, ptr addrspace(1) %919, align 4
  %921 = add i64 %917, 4
  %922 = getelementptr i8, ptr addrspace(1) %865, i64 %921
  %923 = load i32, ptr addrspace(1) %922, align 4
  %924 = add i64 %917, 4
  %925 = shl i64 %863, 1
  %926 = add i64 %924, %925
  %927 = getelementptr i8, ptr addrspace(1) %865, i64 %926
  %928 = load i32, ptr addrspace(1) %927, align 4
  %929 = call i32 @llvm.fshr.i32(i32 %923, i32 %920, i32 %867)
  %930 = call i32 @llvm.fshr.i32(i32 %928, i32 %923, i32 %867)
  %931 = getelementptr i8, ptr addrspace(1) %858, i64 208
  %932 = load i16, ptr addrspace(1) %931, align 2
  %933 = zext i16 %932 to i32
  store i32 %882, ptr addrspace(5) %v24, align 4
  store i32 %883, ptr addrspace(5) %v25, align 4
  store i32 %898, ptr addrspace(5) %v26, align 4
  store i32 %899, ptr addrspace(5) %v27, align 4
  store i32 %914, ptr addrspace(5) %v28, align 4
  store i32 %915, ptr addrspace(5) %v29, align 4
  store i32 %929, ptr addrspace(5) %v30, align 4
  store i32 %930, ptr addrspace(5) %v31, align 4
  store i32 %933, ptr addrspace(5) %v32, align 4
  %934 = lshr i32 %684, 3
  %935 = and i32 %684, 7
  %936 = lshr i32 %935, 2
  %937 = and i32 %935, 3
  %938 = sext i32 %934 to i64
  %939 = mul i64 %938, 210
  %940 = add i64 %939, 0
  %941 = getelementptr i8, ptr addrspace(1) %72, i64 %940
  %942 = sext i32 %936 to i64
  %943 = sext i32 %937 to i64
  %944 = mul i64 %943, 8
  %945 = ptrtoint ptr addrspace(1) %941 to i64
  %946 = and i64 %945, 3
  %947 = sub i64 0, %946
  %948 = getelementptr i8, ptr addrspace(1) %941, i64 %947
  %949 = shl i64 %946, 3
  %950 = trunc i64 %949 to i32
  %951 = mul i64 %942, 64
  %952 = add i64 0, %951
  %953 = add i64 %952, %944
  %954 = add i64 %953, 0
  %955 = getelementptr i8, ptr addrspace(1) %948, i64 %954
  %956 = load i32, ptr addrspace(1) %955, align 4
  %957 = add i64 %953, 4
  %958 = getelementptr i8, ptr addrspace(1) %948, i64 %957
  %959 = load i32, ptr addrspace(1) %958, align 4
  %960 = add i64 %953, 4
  %961 = shl i64 %946, 1
  %962 = add i64 %960, %961
  %963 = getelementptr i8, ptr addrspace(1) %948, i64 %962
  %964 = load i32, ptr addrspace(1) %963, align 4
  %965 = call i32 @llvm.fshr.i32(i32 %959, i32 %956, i32 %950)
  %966 = call i32 @llvm.fshr.i32(i32 %964, i32 %959, i32 %950)
  %967 = mul i64 %942, 64
  %968 = add i64 32, %967
  %969 = add i64 %968, %944
  %970 = add i64 %969, 0
  %971 = getelementptr i8, ptr addrspace(1) %948, i64 %970
  %972 = load i32, ptr addrspace(1) %971, align 4
  %973 = add i64 %969, 4
  %974 = getelementptr i8, ptr addrspace(1) %948, i64 %973
  %975 = load i32, ptr addrspace(1) %974, align 4
  %976 = add i64 %969, 4
  %977 = shl i64 %946, 1
  %978 = add i64 %976, %977
  %979 = getelementptr i8, ptr addrspace(1) %948, i64 %978
  %980 = load i32, ptr addrspace(1) %979, align 4
  %981 = call i32 @llvm.fshr.i32(i32 %975, i32 %972, i32 %950)
  %982 = call i32 @llvm.fshr.i32(i32 %980, i32 %975, i32 %950)
  %983 = mul i64 %942, 32
  %984 = add i64 128, %983
  %985 = add i64 %984, %944
  %986 = add i64 %985, 0
  %987 = getelementptr i8, ptr addrspace(1) %948, i64 %986
  %988 = load i32, ptr addrspace(1) %987, align 4
  %989 = add i64 %985, 4
  %990 = getelementptr i8, ptr addrspace(1) %948, i64 %989
  %991 = load i32, ptr addrspace(1) %990, align 4
  %992 = add i64 %985, 4
  %993 = shl i64 %946, 1
  %994 = add i64 %992, %993
  %995 = getelementptr i8, ptr addrspace(1) %948, i64 %994
  %996 = load i32, ptr addrspace(1) %995, align 4
  %997 = call i32 @llvm.fshr.i32(i32 %991, i32 %988, i32 %950)
  %998 = call i32 @llvm.fshr.i32(i32 %996, i32 %991, i32 %950)
  %999 = mul i64 %942, 8
  %1000 = add i64 192, %999
  %1001 = add i64 %1000, 0
  %1002 = getelementptr i8, ptr addrspace(1) %948, i64 %1001
  %1003 = load i32, ptr addrspace(1) %1002, align 4
  %1004 = add i64 %1000, 4
  %1005 = getelementptr i8, ptr addrspace(1) %948, i64 %1004
  %1006 = load i32, ptr addrspace(1) %1005, align 4
  %1007 = add i64 %1000, 4
  %1008 = shl i64 %946, 1
  %1009 = add i64 %1007, %1008
  %1010 = getelementptr i8, ptr addrspace(1) %948, i64 %1009
  %1011 = load i32, ptr addrspace(1) %1010, align 4
  %1012 = call i32 @llvm.fshr.i32(i32 %1006, i32 %1003, i32 %950)
  %1013 = call i32 @llvm.fshr.i32(i32 %1011, i32 %1006, i32 %950)
  %1014 = getelementptr i8, ptr addrspace(1) %941, i64 208
  %1015 = load i16, ptr addrspace(1) %1014, align 2
  %1016 = zext i16 %1015 to i32
  store i32 %965, ptr addrspace(5) %v33, align 4
  store i32 %966, ptr addrspace(5) %v34, align 4
  store i32 %981, ptr addrspace(5) %v35, align 4
  store i32 %982, ptr addrspace(5) %v36, align 4
  store i32 %997, ptr addrspace(5) %v37, align 4
  store i32 %998, ptr addrspace(5) %v38, align 4
  store i32 %1012, ptr addrspace(5) %v39, align 4
  store i32 %1013, ptr addrspace(5) %v40, align 4
  store i32 %1016, ptr addrspace(5) %v41, align 4
  %1017 = icmp slt i32 %645, %73
  br i1 %1017, label %then54, label %endif55

done53:                                           ; preds = %loop51
  %1018 = load float, ptr addrspace(5) %v2, align 4
  %1019 = load float, ptr addrspace(5) %v3, align 4
  %1020 = load float, ptr addrspace(5) %v4, align 4
  %1021 = load float, ptr addrspace(5) %v5, align 4
  %1022 = call i32 @llvm.amdgcn.workitem.id.x()
  %1023 = and i32 %1022, 31
  %1024 = and i32 %1023, 16
  %1025 = icmp ne i32 %1024, 0
  %1026 = select i1 %1025, float %1020, float %1018
  %1027 = select i1 %1025, float %1018, float %1020
  %1028 = bitcast float %1027 to i32
  %1029 = call i32 @llvm.amdgcn.workitem.id.x()
  %1030 = and i32 %1029, 31
  %1031 = xor i32 %1030, 16
  %1032 = shl i32 %1031, 2
  %1033 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1032, i32 %1028)
  %1034 = bitcast i32 %1033 to float
  %1035 = fadd float %1026, %1034
  %1036 = select i1 %1025, float %1021, float %1019
  %1037 = select i1 %1025, float %1019, float %1021
  %1038 = bitcast float %1037 to i32
  %1039 = call i32 @llvm.amdgcn.workitem.id.x()
  %1040 = and i32 %1039, 31
  %1041 = xor i32 %1040, 16
  %1042 = shl i32 %1041, 2
  %1043 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1042, i32 %1038)
  %1044 = bitcast i32 %1043 to float
  %1045 = fadd float %1036, %1044
  %1046 = and i32 %1023, 8
  %1047 = icmp ne i32 %1046, 0
  %1048 = select i1 %1047, float %1045, float %1035
  %1049 = select i1 %1047, float %1035, float %1045
  %1050 = bitcast float %1049 to i32
  %1051 = call i32 @llvm.amdgcn.workitem.id.x()
  %1052 = and i32 %1051, 31
  %1053 = xor i32 %1052, 8
  %1054 = shl i32 %1053, 2
  %1055 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1054, i32 %1050)
  %1056 = bitcast i32 %1055 to float
  %1057 = fadd float %1048, %1056
  %1058 = bitcast float %1057 to i32
  %1059 = call i32 @llvm.amdgcn.workitem.id.x()
  %1060 = and i32 %1059, 31
  %1061 = xor i32 %1060, 4
  %1062 = shl i32 %1061, 2
  %1063 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1062, i32 %1058)
  %1064 = bitcast i32 %1063 to float
  %1065 = fadd float %1057, %1064
  %1066 = bitcast float %1065 to i32
  %1067 = call i32 @llvm.amdgcn.workitem.id.x()
  %1068 = and i32 %1067, 31
  %1069 = xor i32 %1068, 2
  %1070 = shl i32 %1069, 2
  %1071 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1070, i32 %1066)
  %1072 = bitcast i32 %1071 to float
  %1073 = fadd float %1065, %1072
  %1074 = bitcast float %1073 to i32
  %1075 = call i32 @llvm.amdgcn.workitem.id.x()
  %1076 = and i32 %1075, 31
  %1077 = xor i32 %1076, 1
  %1078 = shl i32 %1077, 2
  %1079 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1078, i32 %1074)
  %1080 = bitcast i32 %1079 to float
  %1081 = fadd float %1073, %1080
  store float %1081, ptr addrspace(5) %v1, align 4
  %1082 = and i1 %42, %34
  br i1 %1082, label %then64, label %endif65

then54:                                           ; preds = %body52
  %1083 = and i32 %610, 1
  %1084 = sext i32 %1083 to i64
  %1085 = mul i64 %1084, 1152
  %1086 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1085
  %1087 = sext i32 %610 to i64
  %1088 = mul i64 %1087, 1024
  %1089 = lshr i32 %645, 3
  %1090 = and i32 %645, 7
  %1091 = lshr i32 %1090, 2
  %1092 = and i32 %1090, 3
  %1093 = mul i32 %1089, 256
  %1094 = mul i32 %1091, 128
  %1095 = mul i32 %1092, 8
  %1096 = add i32 %1094, %1095
  %1097 = add i32 %1093, %1096
  %1098 = sext i32 %1097 to i64
  %1099 = add i64 %1098, 0
  %1100 = add i64 %1098, 32
  %1101 = add i64 %1098, 64
  %1102 = add i64 %1098, 96
  %1103 = sub i64 %1099, %1088
  %1104 = add i64 %1103, 0
  %1105 = getelementptr i8, ptr addrspace(3) %1086, i64 %1104
  %1106 = load <2 x i32>, ptr addrspace(3) %1105, align 8
  %1107 = extractelement <2 x i32> %1106, i32 0
  %1108 = extractelement <2 x i32> %1106, i32 1
  %1109 = getelementptr i8, ptr addrspace(3) %1086, i64 1024
  %1110 = lshr i64 %1103, 5
  %1111 = mul i64 %1110, 4
  %1112 = getelementptr i8, ptr addrspace(3) %1109, i64 %1111
  %1113 = load float, ptr addrspace(3) %1112, align 4
  %1114 = sub i64 %1100, %1088
  %1115 = add i64 %1114, 0
  %1116 = getelementptr i8, ptr addrspace(3) %1086, i64 %1115
  %1117 = load <2 x i32>, ptr addrspace(3) %1116, align 8
  %1118 = extractelement <2 x i32> %1117, i32 0
  %1119 = extractelement <2 x i32> %1117, i32 1
  %1120 = getelementptr i8, ptr addrspace(3) %1086, i64 1024
  %1121 = lshr i64 %1114, 5
  %1122 = mul i64 %1121, 4
  %1123 = getelementptr i8, ptr addrspace(3) %1120, i64 %1122
  %1124 = load float, ptr addrspace(3) %1123, align 4
  %1125 = sub i64 %1101, %1088
  %1126 = add i64 %1125, 0
  %1127 = getelementptr i8, ptr addrspace(3) %1086, i64 %1126
  %1128 = load <2 x i32>, ptr addrspace(3) %1127, align 8
  %1129 = extractelement <2 x i32> %1128, i32 0
  %1130 = extractelement <2 x i32> %1128, i32 1
  %1131 = getelementptr i8, ptr addrspace(3) %1086, i64 1024
  %1132 = lshr i64 %1125, 5
  %1133 = mul i64 %1132, 4
  %1134 = getelementptr i8, ptr addrspace(3) %1131, i64 %1133
  %1135 = load float, ptr addrspace(3) %1134, align 4
  %1136 = sub i64 %1102, %1088
  %1137 = add i64 %1136, 0
  %1138 = getelementptr i8, ptr addrspace(3) %1086, i64 %1137
  %1139 = load <2 x i32>, ptr addrspace(3) %1138, align 8
  %1140 = extractelement <2 x i32> %1139, i32 0
  %1141 = extractelement <2 x i32> %1139, i32 1
  %1142 = getelementptr i8, ptr addrspace(3) %1086, i64 1024
  %1143 = lshr i64 %1136, 5
  %1144 = mul i64 %1143, 4
  %1145 = getelementptr i8, ptr addrspace(3) %1142, i64 %1144
  %1146 = load float, ptr addrspace(3) %1145, align 4
  %1147 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1107, i32 0, i1 false)
  %1148 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1108, i32 %1147, i1 false)
  %1149 = shl i32 %1148, 5
  %1150 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1118, i32 0, i1 false)
  %1151 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1119, i32 %1150, i1 false)
  %1152 = shl i32 %1151, 5
  %1153 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1129, i32 0, i1 false)
  %1154 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1130, i32 %1153, i1 false)
  %1155 = shl i32 %1154, 5
  %1156 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1140, i32 0, i1 false)
  %1157 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %1141, i32 %1156, i1 false)
  %1158 = shl i32 %1157, 5
  %1159 = load float, ptr addrspace(5) %v2, align 4
  %1160 = trunc i32 %654 to i16
  %1161 = bitcast i16 %1160 to half
  %1162 = fpext half %1161 to float
  %1163 = and i32 %645, 3
  %1164 = lshr i32 %1163, 1
  %1165 = mul i32 %1164, 8
  %1166 = lshr i32 %652, %1165
  %1167 = lshr i32 %653, %1165
  %1168 = sub i32 0, %1149
  %1169 = and i32 %646, 252645135
  %1170 = shl i32 %650, 4
  %1171 = and i32 %1170, 808464432
  %1172 = or i32 %1169, %1171
  %1173 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1172, i1 true, i32 %1107, i32 %1168, i1 false)
  %1174 = and i32 %647, 252645135
  %1175 = shl i32 %651, 4
  %1176 = and i32 %1175, 808464432
  %1177 = or i32 %1174, %1176
  %1178 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1177, i1 true, i32 %1108, i32 %1173, i1 false)
  %1179 = shl i32 %1166, 24
  %1180 = ashr i32 %1179, 24
  %1181 = mul i32 %1180, %1178
  %1182 = sitofp i32 %1181 to float
  %1183 = sub i32 0, %1152
  %1184 = and i32 %648, 252645135
  %1185 = shl i32 %650, 2
  %1186 = and i32 %1185, 808464432
  %1187 = or i32 %1184, %1186
  %1188 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1187, i1 true, i32 %1118, i32 %1183, i1 false)
  %1189 = and i32 %649, 252645135
  %1190 = shl i32 %651, 2
  %1191 = and i32 %1190, 808464432
  %1192 = or i32 %1189, %1191
  %1193 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1192, i1 true, i32 %1119, i32 %1188, i1 false)
  %1194 = shl i32 %1166, 8
  %1195 = ashr i32 %1194, 24
  %1196 = mul i32 %1195, %1193
  %1197 = sitofp i32 %1196 to float
  %1198 = sub i32 0, %1155
  %1199 = lshr i32 %646, 4
  %1200 = and i32 %1199, 252645135
  %1201 = and i32 %650, 808464432
  %1202 = or i32 %1200, %1201
  %1203 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1202, i1 true, i32 %1129, i32 %1198, i1 false)
  %1204 = lshr i32 %647, 4
  %1205 = and i32 %1204, 252645135
  %1206 = and i32 %651, 808464432
  %1207 = or i32 %1205, %1206
  %1208 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1207, i1 true, i32 %1130, i32 %1203, i1 false)
  %1209 = shl i32 %1167, 24
  %1210 = ashr i32 %1209, 24
  %1211 = mul i32 %1210, %1208
  %1212 = sitofp i32 %1211 to float
  %1213 = sub i32 0, %1158
  %1214 = lshr i32 %648, 4
  %1215 = and i32 %1214, 252645135
  %1216 = lshr i32 %650, 2
  %1217 = and i32 %1216, 808464432
  %1218 = or i32 %1215, %1217
  %1219 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1218, i1 true, i32 %1140, i32 %1213, i1 false)
  %1220 = lshr i32 %649, 4
  %1221 = and i32 %1220, 252645135
  %1222 = lshr i32 %651, 2
  %1223 = and i32 %1222, 808464432
  %1224 = or i32 %1221, %1223
  %1225 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1224, i1 true, i32 %1141, i32 %1219, i1 false)
  %1226 = shl i32 %1167, 8
  %1227 = ashr i32 %1226, 24
  %1228 = mul i32 %1227, %1225
  %1229 = sitofp i32 %1228 to float
  %1230 = fmul float %1182, %1113
  %1231 = call float @llvm.fma.f32(float %1197, float %1124, float %1230)
  %1232 = call float @llvm.fma.f32(float %1212, float %1135, float %1231)
  %1233 = call float @llvm.fma.f32(float %1229, float %1146, float %1232)
  %1234 = call float @llvm.fma.f32(float %1162, float %1233, float %1159)
  store float %1234, ptr addrspace(5) %v2, align 4
  %1235 = load float, ptr addrspace(5) %v3, align 4
  %1236 = trunc i32 %663 to i16
  %1237 = bitcast i16 %1236 to half
  %1238 = fpext half %1237 to float
  %1239 = and i32 %645, 3
  %1240 = lshr i32 %1239, 1
  %1241 = mul i32 %1240, 8
  %1242 = lshr i32 %661, %1241
  %1243 = lshr i32 %662, %1241
  %1244 = sub i32 0, %1149
  %1245 = and i32 %655, 252645135
  %1246 = shl i32 %659, 4
  %1247 = and i32 %1246, 808464432
  %1248 = or i32 %1245, %1247
  %1249 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1248, i1 true, i32 %1107, i32 %1244, i1 false)
  %1250 = and i32 %656, 252645135
  %1251 = shl i32 %660, 4
  %1252 = and i32 %1251, 808464432
  %1253 = or i32 %1250, %1252
  %1254 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1253, i1 true, i32 %1108, i32 %1249, i1 false)
  %1255 = shl i32 %1242, 24
  %1256 = ashr i32 %1255, 24
  %1257 = mul i32 %1256, %1254
  %1258 = sitofp i32 %1257 to float
  %1259 = sub i32 0, %1152
  %1260 = and i32 %657, 252645135
  %1261 = shl i32 %659, 2
  %1262 = and i32 %1261, 808464432
  %1263 = or i32 %1260, %1262
  %1264 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1263, i1 true, i32 %1118, i32 %1259, i1 false)
  %1265 = and i32 %658, 252645135
  %1266 = shl i32 %660, 2
  %1267 = and i32 %1266, 808464432
  %1268 = or i32 %1265, %1267
  %1269 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1268, i1 true, i32 %1119, i32 %1264, i1 false)
  %1270 = shl i32 %1242, 8
  %1271 = ashr i32 %1270, 24
  %1272 = mul i32 %1271, %1269
  %1273 = sitofp i32 %1272 to float
  %1274 = sub i32 0, %1155
  %1275 = lshr i32 %655, 4
  %1276 = and i32 %1275, 252645135
  %1277 = and i32 %659, 808464432
  %1278 = or i32 %1276, %1277
  %1279 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1278, i1 true, i32 %1129, i32 %1274, i1 false)
  %1280 = lshr i32 %656, 4
  %1281 = and i32 %1280, 252645135
  %1282 = and i32 %660, 808464432
  %1283 = or i32 %1281, %1282
  %1284 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1283, i1 true, i32 %1130, i32 %1279, i1 false)
  %1285 = shl i32 %1243, 24
  %1286 = ashr i32 %1285, 24
  %1287 = mul i32 %1286, %1284
  %1288 = sitofp i32 %1287 to float
  %1289 = sub i32 0, %1158
  %1290 = lshr i32 %657, 4
  %1291 = and i32 %1290, 252645135
  %1292 = lshr i32 %659, 2
  %1293 = and i32 %1292, 808464432
  %1294 = or i32 %1291, %1293
  %1295 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1294, i1 true, i32 %1140, i32 %1289, i1 false)
  %1296 = lshr i32 %658, 4
  %1297 = and i32 %1296, 252645135
  %1298 = lshr i32 %660, 2
  %1299 = and i32 %1298, 808464432
  %1300 = or i32 %1297, %1299
  %1301 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1300, i1 true, i32 %1141, i32 %1295, i1 false)
  %1302 = shl i32 %1243, 8
  %1303 = ashr i32 %1302, 24
  %1304 = mul i32 %1303, %1301
  %1305 = sitofp i32 %1304 to float
  %1306 = fmul float %1258, %1113
  %1307 = call float @llvm.fma.f32(float %1273, float %1124, float %1306)
  %1308 = call float @llvm.fma.f32(float %1288, float %1135, float %1307)
  %1309 = call float @llvm.fma.f32(float %1305, float %1146, float %1308)
  %1310 = call float @llvm.fma.f32(float %1238, float %1309, float %1235)
  store float %1310, ptr addrspace(5) %v3, align 4
  %1311 = load float, ptr addrspace(5) %v4, align 4
  %1312 = trunc i32 %672 to i16
  %1313 = bitcast i16 %1312 to half
  %1314 = fpext half %1313 to float
  %1315 = and i32 %645, 3
  %1316 = lshr i32 %1315, 1
  %1317 = mul i32 %1316, 8
  %1318 = lshr i32 %670, %1317
  %1319 = lshr i32 %671, %1317
  %1320 = sub i32 0, %1149
  %1321 = and i32 %664, 252645135
  %1322 = shl i32 %668, 4
  %1323 = and i32 %1322, 808464432
  %1324 = or i32 %1321, %1323
  %1325 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1324, i1 true, i32 %1107, i32 %1320, i1 false)
  %1326 = and i32 %665, 252645135
  %1327 = shl i32 %669, 4
  %1328 = and i32 %1327, 808464432
  %1329 = or i32 %1326, %1328
  %1330 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1329, i1 true, i32 %1108, i32 %1325, i1 false)
  %1331 = shl i32 %1318, 24
  %1332 = ashr i32 %1331, 24
  %1333 = mul i32 %1332, %1330
  %1334 = sitofp i32 %1333 to float
  %1335 = sub i32 0, %1152
  %1336 = and i32 %666, 252645135
  %1337 = shl i32 %668, 2
  %1338 = and i32 %1337, 808464432
  %1339 = or i32 %1336, %1338
  %1340 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1339, i1 true, i32 %1118, i32 %1335, i1 false)
  %1341 = and i32 %667, 252645135
  %1342 = shl i32 %669, 2
  %1343 = and i32 %1342, 808464432
  %1344 = or i32 %1341, %1343
  %1345 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1344, i1 true, i32 %1119, i32 %1340, i1 false)
  %1346 = shl i32 %1318, 8
  %1347 = ashr i32 %1346, 24
  %1348 = mul i32 %1347, %1345
  %1349 = sitofp i32 %1348 to float
  %1350 = sub i32 0, %1155
  %1351 = lshr i32 %664, 4
  %1352 = and i32 %1351, 252645135
  %1353 = and i32 %668, 808464432
  %1354 = or i32 %1352, %1353
  %1355 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1354, i1 true, i32 %1129, i32 %1350, i1 false)
  %1356 = lshr i32 %665, 4
  %1357 = and i32 %1356, 252645135
  %1358 = and i32 %669, 808464432
  %1359 = or i32 %1357, %1358
  %1360 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1359, i1 true, i32 %1130, i32 %1355, i1 false)
  %1361 = shl i32 %1319, 24
  %1362 = ashr i32 %1361, 24
  %1363 = mul i32 %1362, %1360
  %1364 = sitofp i32 %1363 to float
  %1365 = sub i32 0, %1158
  %1366 = lshr i32 %666, 4
  %1367 = and i32 %1366, 252645135
  %1368 = lshr i32 %668, 2
  %1369 = and i32 %1368, 808464432
  %1370 = or i32 %1367, %1369
  %1371 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1370, i1 true, i32 %1140, i32 %1365, i1 false)
  %1372 = lshr i32 %667, 4
  %1373 = and i32 %1372, 252645135
  %1374 = lshr i32 %669, 2
  %1375 = and i32 %1374, 808464432
  %1376 = or i32 %1373, %1375
  %1377 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1376, i1 true, i32 %1141, i32 %1371, i1 false)
  %1378 = shl i32 %1319, 8
  %1379 = ashr i32 %1378, 24
  %1380 = mul i32 %1379, %1377
  %1381 = sitofp i32 %1380 to float
  %1382 = fmul float %1334, %1113
  %1383 = call float @llvm.fma.f32(float %1349, float %1124, float %1382)
  %1384 = call float @llvm.fma.f32(float %1364, float %1135, float %1383)
  %1385 = call float @llvm.fma.f32(float %1381, float %1146, float %1384)
  %1386 = call float @llvm.fma.f32(float %1314, float %1385, float %1311)
  store float %1386, ptr addrspace(5) %v4, align 4
  %1387 = load float, ptr addrspace(5) %v5, align 4
  %1388 = trunc i32 %681 to i16
  %1389 = bitcast i16 %1388 to half
  %1390 = fpext half %1389 to float
  %1391 = and i32 %645, 3
  %1392 = lshr i32 %1391, 1
  %1393 = mul i32 %1392, 8
  %1394 = lshr i32 %679, %1393
  %1395 = lshr i32 %680, %1393
  %1396 = sub i32 0, %1149
  %1397 = and i32 %673, 252645135
  %1398 = shl i32 %677, 4
  %1399 = and i32 %1398, 808464432
  %1400 = or i32 %1397, %1399
  %1401 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1400, i1 true, i32 %1107, i32 %1396, i1 false)
  %1402 = and i32 %674, 252645135
  %1403 = shl i32 %678, 4
  %1404 = and i32 %1403, 808464432
  %1405 = or i32 %1402, %1404
  %1406 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1405, i1 true, i32 %1108, i32 %1401, i1 false)
  %1407 = shl i32 %1394, 24
  %1408 = ashr i32 %1407, 24
  %1409 = mul i32 %1408, %1406
  %1410 = sitofp i32 %1409 to float
  %1411 = sub i32 0, %1152
  %1412 = and i32 %675, 252645135
  %1413 = shl i32 %677, 2
  %1414 = and i32 %1413, 808464432
  %1415 = or i32 %1412, %1414
  %1416 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1415, i1 true, i32 %1118, i32 %1411, i1 false)
  %1417 = and i32 %676, 252645135
  %1418 = shl i32 %678, 2
  %1419 = and i32 %1418, 808464432
  %1420 = or i32 %1417, %1419
  %1421 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1420, i1 true, i32 %1119, i32 %1416, i1 false)
  %1422 = shl i32 %1394, 8
  %1423 = ashr i32 %1422, 24
  %1424 = mul i32 %1423, %1421
  %1425 = sitofp i32 %1424 to float
  %1426 = sub i32 0, %1155
  %1427 = lshr i32 %673, 4
  %1428 = and i32 %1427, 252645135
  %1429 = and i32 %677, 808464432
  %1430 = or i32 %1428, %1429
  %1431 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1430, i1 true, i32 %1129, i32 %1426, i1 false)
  %1432 = lshr i32 %674, 4
  %1433 = and i32 %1432, 252645135
  %1434 = and i32 %678, 808464432
  %1435 = or i32 %1433, %1434
  %1436 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1435, i1 true, i32 %1130, i32 %1431, i1 false)
  %1437 = shl i32 %1395, 24
  %1438 = ashr i32 %1437, 24
  %1439 = mul i32 %1438, %1436
  %1440 = sitofp i32 %1439 to float
  %1441 = sub i32 0, %1158
  %1442 = lshr i32 %675, 4
  %1443 = and i32 %1442, 252645135
  %1444 = lshr i32 %677, 2
  %1445 = and i32 %1444, 808464432
  %1446 = or i32 %1443, %1445
  %1447 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1446, i1 true, i32 %1140, i32 %1441, i1 false)
  %1448 = lshr i32 %676, 4
  %1449 = and i32 %1448, 252645135
  %1450 = lshr i32 %678, 2
  %1451 = and i32 %1450, 808464432
  %1452 = or i32 %1449, %1451
  %1453 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1452, i1 true, i32 %1141, i32 %1447, i1 false)
  %1454 = shl i32 %1395, 8
  %1455 = ashr i32 %1454, 24
  %1456 = mul i32 %1455, %1453
  %1457 = sitofp i32 %1456 to float
  %1458 = fmul float %1410, %1113
  %1459 = call float @llvm.fma.f32(float %1425, float %1124, float %1458)
  %1460 = call float @llvm.fma.f32(float %1440, float %1135, float %1459)
  %1461 = call float @llvm.fma.f32(float %1457, float %1146, float %1460)
  %1462 = call float @llvm.fma.f32(float %1390, float %1461, float %1387)
  store float %1462, ptr addrspace(5) %v5, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %body52
  %1463 = add i32 %610, 1
  %1464 = and i32 %1463, 1
  %1465 = sext i32 %1464 to i64
  %1466 = mul i64 %1465, 1152
  %1467 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1466
  %1468 = getelementptr i8, ptr addrspace(3) %1467, i64 1024
  %1469 = call i32 @llvm.amdgcn.workitem.id.x()
  %1470 = bitcast float %625 to i32
  %1471 = and i32 %1470, 2147483647
  %1472 = bitcast float %626 to i32
  %1473 = and i32 %1472, 2147483647
  %1474 = bitcast float %627 to i32
  %1475 = and i32 %1474, 2147483647
  %1476 = bitcast float %628 to i32
  %1477 = and i32 %1476, 2147483647
  %1478 = icmp ugt i32 %1471, %1473
  %1479 = select i1 %1478, i32 %1471, i32 %1473
  %1480 = icmp ugt i32 %1475, %1477
  %1481 = select i1 %1480, i32 %1475, i32 %1477
  %1482 = icmp ugt i32 %1479, %1481
  %1483 = select i1 %1482, i32 %1479, i32 %1481
  %1484 = call i32 @llvm.amdgcn.workitem.id.x()
  %1485 = and i32 %1484, 31
  %1486 = xor i32 %1485, 1
  %1487 = shl i32 %1486, 2
  %1488 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1487, i32 %1483)
  %1489 = icmp ugt i32 %1483, %1488
  %1490 = select i1 %1489, i32 %1483, i32 %1488
  %1491 = call i32 @llvm.amdgcn.workitem.id.x()
  %1492 = and i32 %1491, 31
  %1493 = xor i32 %1492, 2
  %1494 = shl i32 %1493, 2
  %1495 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1494, i32 %1490)
  %1496 = icmp ugt i32 %1490, %1495
  %1497 = select i1 %1496, i32 %1490, i32 %1495
  %1498 = call i32 @llvm.amdgcn.workitem.id.x()
  %1499 = and i32 %1498, 31
  %1500 = xor i32 %1499, 4
  %1501 = shl i32 %1500, 2
  %1502 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1501, i32 %1497)
  %1503 = icmp ugt i32 %1497, %1502
  %1504 = select i1 %1503, i32 %1497, i32 %1502
  %1505 = and i32 %1504, 2147483647
  %1506 = icmp ult i32 %1505, 2139095040
  %1507 = bitcast i32 %1504 to float
  %1508 = fdiv float 1.270000e+02, %1507
  %1509 = bitcast float %1508 to i32
  %1510 = and i32 %1509, 2147483647
  %1511 = icmp ult i32 %1510, 2139095040
  %1512 = select i1 %1511, float %1508, float 0.000000e+00
  %1513 = fmul float %625, %1512
  %1514 = fadd float %1513, 0x4168000000000000
  %1515 = bitcast float %1514 to i32
  %1516 = fmul float %626, %1512
  %1517 = fadd float %1516, 0x4168000000000000
  %1518 = bitcast float %1517 to i32
  %1519 = fmul float %627, %1512
  %1520 = fadd float %1519, 0x4168000000000000
  %1521 = bitcast float %1520 to i32
  %1522 = fmul float %628, %1512
  %1523 = fadd float %1522, 0x4168000000000000
  %1524 = bitcast float %1523 to i32
  %1525 = bitcast i32 %1515 to <4 x i8>
  %1526 = bitcast i32 %1518 to <4 x i8>
  %1527 = shufflevector <4 x i8> %1525, <4 x i8> %1526, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1528 = bitcast <4 x i8> %1527 to i32
  %1529 = bitcast i32 %1521 to <4 x i8>
  %1530 = bitcast i32 %1524 to <4 x i8>
  %1531 = shufflevector <4 x i8> %1529, <4 x i8> %1530, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1532 = bitcast <4 x i8> %1531 to i32
  %1533 = bitcast i32 %1528 to <4 x i8>
  %1534 = bitcast i32 %1532 to <4 x i8>
  %1535 = shufflevector <4 x i8> %1533, <4 x i8> %1534, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1536 = bitcast <4 x i8> %1535 to i32
  %1537 = add i32 %1469, 0
  %1538 = sext i32 %1537 to i64
  %1539 = mul i64 %1538, 4
  %1540 = icmp slt i64 %1539, 1024
  br i1 %1540, label %then56, label %endif57

then56:                                           ; preds = %endif55
  %1541 = lshr i64 %1539, 2
  %1542 = mul i64 %1541, 4
  %1543 = getelementptr i8, ptr addrspace(3) %1467, i64 %1542
  store i32 %1536, ptr addrspace(3) %1543, align 4
  %1544 = and i64 %1539, 31
  %1545 = icmp eq i64 %1544, 0
  br i1 %1545, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif55
  %1546 = bitcast float %640 to i32
  %1547 = and i32 %1546, 2147483647
  %1548 = bitcast float %641 to i32
  %1549 = and i32 %1548, 2147483647
  %1550 = bitcast float %642 to i32
  %1551 = and i32 %1550, 2147483647
  %1552 = bitcast float %643 to i32
  %1553 = and i32 %1552, 2147483647
  %1554 = icmp ugt i32 %1547, %1549
  %1555 = select i1 %1554, i32 %1547, i32 %1549
  %1556 = icmp ugt i32 %1551, %1553
  %1557 = select i1 %1556, i32 %1551, i32 %1553
  %1558 = icmp ugt i32 %1555, %1557
  %1559 = select i1 %1558, i32 %1555, i32 %1557
  %1560 = call i32 @llvm.amdgcn.workitem.id.x()
  %1561 = and i32 %1560, 31
  %1562 = xor i32 %1561, 1
  %1563 = shl i32 %1562, 2
  %1564 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1563, i32 %1559)
  %1565 = icmp ugt i32 %1559, %1564
  %1566 = select i1 %1565, i32 %1559, i32 %1564
  %1567 = call i32 @llvm.amdgcn.workitem.id.x()
  %1568 = and i32 %1567, 31
  %1569 = xor i32 %1568, 2
  %1570 = shl i32 %1569, 2
  %1571 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1570, i32 %1566)
  %1572 = icmp ugt i32 %1566, %1571
  %1573 = select i1 %1572, i32 %1566, i32 %1571
  %1574 = call i32 @llvm.amdgcn.workitem.id.x()
  %1575 = and i32 %1574, 31
  %1576 = xor i32 %1575, 4
  %1577 = shl i32 %1576, 2
  %1578 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1577, i32 %1573)
  %1579 = icmp ugt i32 %1573, %1578
  %1580 = select i1 %1579, i32 %1573, i32 %1578
  %1581 = and i32 %1580, 2147483647
  %1582 = icmp ult i32 %1581, 2139095040
  %1583 = bitcast i32 %1580 to float
  %1584 = fdiv float 1.270000e+02, %1583
  %1585 = bitcast float %1584 to i32
  %1586 = and i32 %1585, 2147483647
  %1587 = icmp ult i32 %1586, 2139095040
  %1588 = select i1 %1587, float %1584, float 0.000000e+00
  %1589 = fmul float %640, %1588
  %1590 = fadd float %1589, 0x4168000000000000
  %1591 = bitcast float %1590 to i32
  %1592 = fmul float %641, %1588
  %1593 = fadd float %1592, 0x4168000000000000
  %1594 = bitcast float %1593 to i32
  %1595 = fmul float %642, %1588
  %1596 = fadd float %1595, 0x4168000000000000
  %1597 = bitcast float %1596 to i32
  %1598 = fmul float %643, %1588
  %1599 = fadd float %1598, 0x4168000000000000
  %1600 = bitcast float %1599 to i32
  %1601 = bitcast i32 %1591 to <4 x i8>
  %1602 = bitcast i32 %1594 to <4 x i8>
  %1603 = shufflevector <4 x i8> %1601, <4 x i8> %1602, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1604 = bitcast <4 x i8> %1603 to i32
  %1605 = bitcast i32 %1597 to <4 x i8>
  %1606 = bitcast i32 %1600 to <4 x i8>
  %1607 = shufflevector <4 x i8> %1605, <4 x i8> %1606, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1608 = bitcast <4 x i8> %1607 to i32
  %1609 = bitcast i32 %1604 to <4 x i8>
  %1610 = bitcast i32 %1608 to <4 x i8>
  %1611 = shufflevector <4 x i8> %1609, <4 x i8> %1610, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1612 = bitcast <4 x i8> %1611 to i32
  %1613 = add i32 %1469, 128
  %1614 = sext i32 %1613 to i64
  %1615 = mul i64 %1614, 4
  %1616 = icmp slt i64 %1615, 1024
  br i1 %1616, label %then60, label %endif61

then58:                                           ; preds = %then56
  %1617 = fmul float %1507, 0x3F80204080000000
  %1618 = select i1 %1506, float %1617, float 0x7FF8000000000000
  %1619 = lshr i64 %1539, 5
  %1620 = mul i64 %1619, 4
  %1621 = getelementptr i8, ptr addrspace(3) %1468, i64 %1620
  store float %1618, ptr addrspace(3) %1621, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %endif57
  %1622 = lshr i64 %1615, 2
  %1623 = mul i64 %1622, 4
  %1624 = getelementptr i8, ptr addrspace(3) %1467, i64 %1623
  store i32 %1612, ptr addrspace(3) %1624, align 4
  %1625 = and i64 %1615, 31
  %1626 = icmp eq i64 %1625, 0
  br i1 %1626, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %endif57
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1627 = load i32, ptr addrspace(5) %v50, align 4
  %1628 = add i32 %1627, 1
  store i32 %1628, ptr addrspace(5) %v50, align 4
  br label %loop51

then62:                                           ; preds = %then60
  %1629 = fmul float %1583, 0x3F80204080000000
  %1630 = select i1 %1582, float %1629, float 0x7FF8000000000000
  %1631 = lshr i64 %1615, 5
  %1632 = mul i64 %1631, 4
  %1633 = getelementptr i8, ptr addrspace(3) %1468, i64 %1632
  store float %1630, ptr addrspace(3) %1633, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61

then64:                                           ; preds = %done53
  %1634 = load float, ptr addrspace(5) %v1, align 4
  %1635 = add i32 %41, %32
  %1636 = icmp slt i32 %1635, %4
  br i1 %1636, label %then66, label %endif67

endif65:                                          ; preds = %endif67, %done53
  %1637 = load i32, ptr addrspace(5) %v, align 4
  %1638 = add i32 %1637, 4
  store i32 %1638, ptr addrspace(5) %v, align 4
  br label %loop

then66:                                           ; preds = %then64
  %1639 = add i32 %23, %1635
  %1640 = sext i32 %1639 to i64
  %1641 = mul i64 %1640, 4
  %1642 = getelementptr i8, ptr addrspace(1) %0, i64 %1641
  store float %1634, ptr addrspace(1) %1642, align 4
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
