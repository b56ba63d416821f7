; ModuleID = 'strata_moe_matvec_q6_k'
source_filename = "strata_moe_matvec_q6_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v50 = alloca i32, align 4
  %v41 = alloca i32, align 4
  %v40 = alloca i32, align 4
  %v39 = alloca i32, align 4
  %v38 = alloca i32, align 4
  %v37 = alloca i32, align 4
  %v36 = alloca i32, align 4
  %v35 = alloca i32, align 4
  %v34 = alloca i32, align 4
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
  %v9 = alloca i32, align 4
  %v8 = alloca i32, align 4
  %v7 = alloca i32, align 4
  %v6 = alloca i32, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v3 = alloca float, align 4
  %v2 = alloca float, align 4
  %v1 = alloca float, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = lshr i32 %30, 5
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = and i32 %32, 31
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = mul i32 %34, 16
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = and i32 %36, 31
  %38 = lshr i32 %37, 3
  %39 = and i32 %37, 7
  %40 = icmp eq i32 %39, 0
  store i32 %31, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif65, %then
  %41 = load i32, ptr %v, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr %v, align 4
  %44 = udiv i32 %43, 1
  %45 = urem i32 %43, 1
  %46 = mul i32 %44, 4
  %47 = add i32 %35, %46
  %48 = icmp slt i32 %47, %4
  store float 0.000000e+00, ptr %v1, align 4
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %79 = udiv i32 %5, 32
  %80 = mul i32 %45, 32
  %81 = add i32 %50, %80
  %82 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %118, ptr %v6, align 4
  store i32 %119, ptr %v7, align 4
  store i32 %134, ptr %v8, align 4
  store i32 %135, ptr %v9, align 4
  store i32 %150, ptr %v10, align 4
  store i32 %151, ptr %v11, align 4
  store i32 %165, ptr %v12, align 4
  store i32 %166, ptr %v13, align 4
  store i32 %169, ptr %v14, align 4
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
  store i32 %201, ptr %v15, align 4
  store i32 %202, ptr %v16, align 4
  store i32 %217, ptr %v17, align 4
  store i32 %218, ptr %v18, align 4
  store i32 %233, ptr %v19, align 4
  store i32 %234, ptr %v20, align 4
  store i32 %248, ptr %v21, align 4
  store i32 %249, ptr %v22, align 4
  store i32 %252, ptr %v23, align 4
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
  store i32 %284, ptr %v24, align 4
  store i32 %285, ptr %v25, align 4
  store i32 %300, ptr %v26, align 4
  store i32 %301, ptr %v27, align 4
  store i32 %316, ptr %v28, align 4
  store i32 %317, ptr %v29, align 4
  store i32 %331, ptr %v30, align 4
  store i32 %332, ptr %v31, align 4
  store i32 %335, ptr %v32, align 4
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
  store i32 %367, ptr %v33, align 4
  store i32 %368, ptr %v34, align 4
  store i32 %383, ptr %v35, align 4
  store i32 %384, ptr %v36, align 4
  store i32 %399, ptr %v37, align 4
  store i32 %400, ptr %v38, align 4
  store i32 %414, ptr %v39, align 4
  store i32 %415, ptr %v40, align 4
  store i32 %418, ptr %v41, align 4
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
  %449 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %464 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %463, i32 1, i32 31)
  %465 = icmp ugt i32 %463, %464
  %466 = select i1 %465, i32 %463, i32 %464
  %467 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %466, i32 2, i32 31)
  %468 = icmp ugt i32 %466, %467
  %469 = select i1 %468, i32 %466, i32 %467
  %470 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 4, i32 31)
  %471 = icmp ugt i32 %469, %470
  %472 = select i1 %471, i32 %469, i32 %470
  %473 = and i32 %472, 2147483647
  %474 = icmp ult i32 %473, 2139095040
  %475 = bitcast i32 %472 to float
  %476 = fdiv float 1.270000e+02, %475
  %477 = bitcast float %476 to i32
  %478 = and i32 %477, 2147483647
  %479 = icmp ult i32 %478, 2139095040
  %480 = select i1 %479, float %476, float 0.000000e+00
  %481 = fmul float %430, %480
  %482 = fadd float %481, 0x4168000000000000
  %483 = bitcast float %482 to i32
  %484 = fmul float %431, %480
  %485 = fadd float %484, 0x4168000000000000
  %486 = bitcast float %485 to i32
  %487 = fmul float %432, %480
  %488 = fadd float %487, 0x4168000000000000
  %489 = bitcast float %488 to i32
  %490 = fmul float %433, %480
  %491 = fadd float %490, 0x4168000000000000
  %492 = bitcast float %491 to i32
  %493 = bitcast i32 %483 to <4 x i8>
  %494 = bitcast i32 %486 to <4 x i8>
  %495 = shufflevector <4 x i8> %493, <4 x i8> %494, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %496 = bitcast <4 x i8> %495 to i32
  %497 = bitcast i32 %489 to <4 x i8>
  %498 = bitcast i32 %492 to <4 x i8>
  %499 = shufflevector <4 x i8> %497, <4 x i8> %498, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %500 = bitcast <4 x i8> %499 to i32
  %501 = bitcast i32 %496 to <4 x i8>
  %502 = bitcast i32 %500 to <4 x i8>
  %503 = shufflevector <4 x i8> %501, <4 x i8> %502, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %504 = bitcast <4 x i8> %503 to i32
  %505 = add i32 %449, 0
  %506 = sext i32 %505 to i64
  %507 = mul i64 %506, 4
  %508 = icmp slt i64 %507, 1024
  br i1 %508, label %then42, label %endif43

done:                                             ; preds = %loop
  br label %endif

then42:                                           ; preds = %body
  %509 = lshr i64 %507, 2
  %510 = mul i64 %509, 4
  %511 = getelementptr i8, ptr addrspace(3) @lds1, i64 %510
  store i32 %504, ptr addrspace(3) %511, align 4
  %512 = and i64 %507, 31
  %513 = icmp eq i64 %512, 0
  br i1 %513, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %body
  %514 = bitcast float %445 to i32
  %515 = and i32 %514, 2147483647
  %516 = bitcast float %446 to i32
  %517 = and i32 %516, 2147483647
  %518 = bitcast float %447 to i32
  %519 = and i32 %518, 2147483647
  %520 = bitcast float %448 to i32
  %521 = and i32 %520, 2147483647
  %522 = icmp ugt i32 %515, %517
  %523 = select i1 %522, i32 %515, i32 %517
  %524 = icmp ugt i32 %519, %521
  %525 = select i1 %524, i32 %519, i32 %521
  %526 = icmp ugt i32 %523, %525
  %527 = select i1 %526, i32 %523, i32 %525
  %528 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %527, i32 1, i32 31)
  %529 = icmp ugt i32 %527, %528
  %530 = select i1 %529, i32 %527, i32 %528
  %531 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %530, i32 2, i32 31)
  %532 = icmp ugt i32 %530, %531
  %533 = select i1 %532, i32 %530, i32 %531
  %534 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %533, i32 4, i32 31)
  %535 = icmp ugt i32 %533, %534
  %536 = select i1 %535, i32 %533, i32 %534
  %537 = and i32 %536, 2147483647
  %538 = icmp ult i32 %537, 2139095040
  %539 = bitcast i32 %536 to float
  %540 = fdiv float 1.270000e+02, %539
  %541 = bitcast float %540 to i32
  %542 = and i32 %541, 2147483647
  %543 = icmp ult i32 %542, 2139095040
  %544 = select i1 %543, float %540, float 0.000000e+00
  %545 = fmul float %445, %544
  %546 = fadd float %545, 0x4168000000000000
  %547 = bitcast float %546 to i32
  %548 = fmul float %446, %544
  %549 = fadd float %548, 0x4168000000000000
  %550 = bitcast float %549 to i32
  %551 = fmul float %447, %544
  %552 = fadd float %551, 0x4168000000000000
  %553 = bitcast float %552 to i32
  %554 = fmul float %448, %544
  %555 = fadd float %554, 0x4168000000000000
  %556 = bitcast float %555 to i32
  %557 = bitcast i32 %547 to <4 x i8>
  %558 = bitcast i32 %550 to <4 x i8>
  %559 = shufflevector <4 x i8> %557, <4 x i8> %558, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %560 = bitcast <4 x i8> %559 to i32
  %561 = bitcast i32 %553 to <4 x i8>
  %562 = bitcast i32 %556 to <4 x i8>
  %563 = shufflevector <4 x i8> %561, <4 x i8> %562, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %564 = bitcast <4 x i8> %563 to i32
  %565 = bitcast i32 %560 to <4 x i8>
  %566 = bitcast i32 %564 to <4 x i8>
  %567 = shufflevector <4 x i8> %565, <4 x i8> %566, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %568 = bitcast <4 x i8> %567 to i32
  %569 = add i32 %449, 128
  %570 = sext i32 %569 to i64
  %571 = mul i64 %570, 4
  %572 = icmp slt i64 %571, 1024
  br i1 %572, label %then46, label %endif47

then44:                                           ; preds = %then42
  %573 = fmul float %475, 0x3F80204080000000
  %574 = select i1 %474, float %573, float 0x7FF8000000000000
  %575 = lshr i64 %507, 5
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %576
  store float %574, ptr addrspace(3) %577, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %578 = lshr i64 %571, 2
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(3) @lds1, i64 %579
  store i32 %568, ptr addrspace(3) %580, align 4
  %581 = and i64 %571, 31
  %582 = icmp eq i64 %581, 0
  br i1 %582, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  call void @llvm.nvvm.barrier0()
  %583 = add i32 %79, 31
  %584 = udiv i32 %583, 32
  store i32 0, ptr %v50, align 4
  br label %loop51

then48:                                           ; preds = %then46
  %585 = fmul float %539, 0x3F80204080000000
  %586 = select i1 %538, float %585, float 0x7FF8000000000000
  %587 = lshr i64 %571, 5
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %588
  store float %586, ptr addrspace(3) %589, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

loop51:                                           ; preds = %endif61, %endif47
  %590 = load i32, ptr %v50, align 4
  %591 = icmp slt i32 %590, %584
  br i1 %591, label %body52, label %done53

body52:                                           ; preds = %loop51
  %592 = load i32, ptr %v50, align 4
  %593 = add i32 %592, 1
  %594 = sext i32 %593 to i64
  %595 = mul i64 %594, 1024
  %596 = add i32 %82, 0
  %597 = sext i32 %596 to i64
  %598 = mul i64 %597, 4
  %599 = add i64 %595, %598
  %600 = icmp slt i64 %599, %83
  %601 = icmp slt i64 %598, 1024
  %602 = and i1 %600, %601
  %603 = select i1 %602, i64 %599, i64 0
  %604 = mul i64 %603, 4
  %605 = getelementptr i8, ptr addrspace(1) %28, i64 %604
  %606 = load <4 x float>, ptr addrspace(1) %605, align 16
  %607 = extractelement <4 x float> %606, i32 0
  %608 = extractelement <4 x float> %606, i32 1
  %609 = extractelement <4 x float> %606, i32 2
  %610 = extractelement <4 x float> %606, i32 3
  %611 = add i32 %82, 128
  %612 = sext i32 %611 to i64
  %613 = mul i64 %612, 4
  %614 = add i64 %595, %613
  %615 = icmp slt i64 %614, %83
  %616 = icmp slt i64 %613, 1024
  %617 = and i1 %615, %616
  %618 = select i1 %617, i64 %614, i64 0
  %619 = mul i64 %618, 4
  %620 = getelementptr i8, ptr addrspace(1) %28, i64 %619
  %621 = load <4 x float>, ptr addrspace(1) %620, align 16
  %622 = extractelement <4 x float> %621, i32 0
  %623 = extractelement <4 x float> %621, i32 1
  %624 = extractelement <4 x float> %621, i32 2
  %625 = extractelement <4 x float> %621, i32 3
  %626 = mul i32 %592, 32
  %627 = add i32 %81, %626
  %628 = load i32, ptr %v6, align 4
  %629 = load i32, ptr %v7, align 4
  %630 = load i32, ptr %v8, align 4
  %631 = load i32, ptr %v9, align 4
  %632 = load i32, ptr %v10, align 4
  %633 = load i32, ptr %v11, align 4
  %634 = load i32, ptr %v12, align 4
  %635 = load i32, ptr %v13, align 4
  %636 = load i32, ptr %v14, align 4
  %637 = load i32, ptr %v15, align 4
  %638 = load i32, ptr %v16, align 4
  %639 = load i32, ptr %v17, align 4
  %640 = load i32, ptr %v18, align 4
  %641 = load i32, ptr %v19, align 4
  %642 = load i32, ptr %v20, align 4
  %643 = load i32, ptr %v21, align 4
  %644 = load i32, ptr %v22, align 4
  %645 = load i32, ptr %v23, align 4
  %646 = load i32, ptr %v24, align 4
  %647 = load i32, ptr %v25, align 4
  %648 = load i32, ptr %v26, align 4
  %649 = load i32, ptr %v27, align 4
  %650 = load i32, ptr %v28, align 4
  %651 = load i32, ptr %v29, align 4
  %652 = load i32, ptr %v30, align 4
  %653 = load i32, ptr %v31, align 4
  %654 = load i32, ptr %v32, align 4
  %655 = load i32, ptr %v33, align 4
  %656 = load i32, ptr %v34, align 4
  %657 = load i32, ptr %v35, align 4
  %658 = load i32, ptr %v36, align 4
  %659 = load i32, ptr %v37, align 4
  %660 = load i32, ptr %v38, align 4
  %661 = load i32, ptr %v39, align 4
  %662 = load i32, ptr %v40, align 4
  %663 = load i32, ptr %v41, align 4
  %664 = add i32 %627, 32
  %665 = icmp sgt i32 %664, %84
  %666 = select i1 %665, i32 %84, i32 %664
  %667 = lshr i32 %666, 3
  %668 = and i32 %666, 7
  %669 = lshr i32 %668, 2
  %670 = and i32 %668, 3
  %671 = sext i32 %667 to i64
  %672 = mul i64 %671, 210
  %673 = add i64 %672, 0
  %674 = getelementptr i8, ptr addrspace(1) %60, i64 %673
  %675 = sext i32 %669 to i64
  %676 = sext i32 %670 to i64
  %677 = mul i64 %676, 8
  %678 = ptrtoint ptr addrspace(1) %674 to i64
  %679 = and i64 %678, 3
  %680 = sub i64 0, %679
  %681 = getelementptr i8, ptr addrspace(1) %674, i64 %680
  %682 = shl i64 %679, 3
  %683 = trunc i64 %682 to i32
  %684 = mul i64 %675, 64
  %685 = add i64 0, %684
  %686 = add i64 %685, %677
  %687 = add i64 %686, 0
  %688 = getelementptr i8, ptr addrspace(1) %681, i64 %687
  %689 = load i32, ptr addrspace(1) %688, align 4
  %690 = add i64 %686, 4
  %691 = getelementptr i8, ptr addrspace(1) %681, i64 %690
  %692 = load i32, ptr addrspace(1) %691, align 4
  %693 = add i64 %686, 4
  %694 = shl i64 %679, 1
  %695 = add i64 %693, %694
  %696 = getelementptr i8, ptr addrspace(1) %681, i64 %695
  %697 = load i32, ptr addrspace(1) %696, align 4
  %698 = call i32 @llvm.fshr.i32(i32 %692, i32 %689, i32 %683)
  %699 = call i32 @llvm.fshr.i32(i32 %697, i32 %692, i32 %683)
  %700 = mul i64 %675, 64
  %701 = add i64 32, %700
  %702 = add i64 %701, %677
  %703 = add i64 %702, 0
  %704 = getelementptr i8, ptr addrspace(1) %681, i64 %703
  %705 = load i32, ptr addrspace(1) %704, align 4
  %706 = add i64 %702, 4
  %707 = getelementptr i8, ptr addrspace(1) %681, i64 %706
  %708 = load i32, ptr addrspace(1) %707, align 4
  %709 = add i64 %702, 4
  %710 = shl i64 %679, 1
  %711 = add i64 %709, %710
  %712 = getelementptr i8, ptr addrspace(1) %681, i64 %711
  %713 = load i32, ptr addrspace(1) %712, align 4
  %714 = call i32 @llvm.fshr.i32(i32 %708, i32 %705, i32 %683)
  %715 = call i32 @llvm.fshr.i32(i32 %713, i32 %708, i32 %683)
  %716 = mul i64 %675, 32
  %717 = add i64 128, %716
  %718 = add i64 %717, %677
  %719 = add i64 %718, 0
  %720 = getelementptr i8, ptr addrspace(1) %681, i64 %719
  %721 = load i32, ptr addrspace(1) %720, align 4
  %722 = add i64 %718, 4
  %723 = getelementptr i8, ptr addrspace(1) %681, i64 %722
  %724 = load i32, ptr addrspace(1) %723, align 4
  %725 = add i64 %718, 4
  %726 = shl i64 %679, 1
  %727 = add i64 %725, %726
  %728 = getelementptr i8, ptr addrspace(1) %681, i64 %727
  %729 = load i32, ptr addrspace(1) %728, align 4
  %730 = call i32 @llvm.fshr.i32(i32 %724, i32 %721, i32 %683)
  %731 = call i32 @llvm.fshr.i32(i32 %729, i32 %724, i32 %683)
  %732 = mul i64 %675, 8
  %733 = add i64 192, %732
  %734 = add i64 %733, 0
  %735 = getelementptr i8, ptr addrspace(1) %681, i64 %734
  %736 = load i32, ptr addrspace(1) %735, align 4
  %737 = add i64 %733, 4
  %738 = getelementptr i8, ptr addrspace(1) %681, i64 %737
  %739 = load i32, ptr addrspace(1) %738, align 4
  %740 = add i64 %733, 4
  %741 = shl i64 %679, 1
  %742 = add i64 %740, %741
  %743 = getelementptr i8, ptr addrspace(1) %681, i64 %742
  %744 = load i32, ptr addrspace(1) %743, align 4
  %745 = call i32 @llvm.fshr.i32(i32 %739, i32 %736, i32 %683)
  %746 = call i32 @llvm.fshr.i32(i32 %744, i32 %739, i32 %683)
  %747 = getelementptr i8, ptr addrspace(1) %674, i64 208
  %748 = load i16, ptr addrspace(1) %747, align 2
  %749 = zext i16 %748 to i32
  store i32 %698, ptr %v6, align 4
  store i32 %699, ptr %v7, align 4
  store i32 %714, ptr %v8, align 4
  store i32 %715, ptr %v9, align 4
  store i32 %730, ptr %v10, align 4
  store i32 %731, ptr %v11, align 4
  store i32 %745, ptr %v12, align 4
  store i32 %746, ptr %v13, align 4
  store i32 %749, ptr %v14, align 4
  %750 = lshr i32 %666, 3
  %751 = and i32 %666, 7
  %752 = lshr i32 %751, 2
  %753 = and i32 %751, 3
  %754 = sext i32 %750 to i64
  %755 = mul i64 %754, 210
  %756 = add i64 %755, 0
  %757 = getelementptr i8, ptr addrspace(1) %66, i64 %756
  %758 = sext i32 %752 to i64
  %759 = sext i32 %753 to i64
  %760 = mul i64 %759, 8
  %761 = ptrtoint ptr addrspace(1) %757 to i64
  %762 = and i64 %761, 3
  %763 = sub i64 0, %762
  %764 = getelementptr i8, ptr addrspace(1) %757, i64 %763
  %765 = shl i64 %762, 3
  %766 = trunc i64 %765 to i32
  %767 = mul i64 %758, 64
  %768 = add i64 0, %767
  %769 = add i64 %768, %760
  %770 = add i64 %769, 0
  %771 = getelementptr i8, ptr addrspace(1) %764, i64 %770
  %772 = load i32, ptr addrspace(1) %771, align 4
  %773 = add i64 %769, 4
  %774 = getelementptr i8, ptr addrspace(1) %764, i64 %773
  %775 = load i32, ptr addrspace(1) %774, align 4
  %776 = add i64 %769, 4
  %777 = shl i64 %762, 1
  %778 = add i64 %776, %777
  %779 = getelementptr i8, ptr addrspace(1) %764, i64 %778
  %780 = load i32, ptr addrspace(1) %779, align 4
  %781 = call i32 @llvm.fshr.i32(i32 %775, i32 %772, i32 %766)
  %782 = call i32 @llvm.fshr.i32(i32 %780, i32 %775, i32 %766)
  %783 = mul i64 %758, 64
  %784 = add i64 32, %783
  %785 = add i64 %784, %760
  %786 = add i64 %785, 0
  %787 = getelementptr i8, ptr addrspace(1) %764, i64 %786
  %788 = load i32, ptr addrspace(1) %787, align 4
  %789 = add i64 %785, 4
  %790 = getelementptr i8, ptr addrspace(1) %764, i64 %789
  %791 = load i32, ptr addrspace(1) %790, align 4
  %792 = add i64 %785, 4
  %793 = shl i64 %762, 1
  %794 = add i64 %792, %793
  %795 = getelementptr i8, ptr addrspace(1) %764, i64 %794
  %796 = load i32, ptr addrspace(1) %795, align 4
  %797 = call i32 @llvm.fshr.i32(i32 %791, i32 %788, i32 %766)
  %798 = call i32 @llvm.fshr.i32(i32 %796, i32 %791, i32 %766)
  %799 = mul i64 %758, 32
  %800 = add i64 128, %799
  %801 = add i64 %800, %760
  %802 = add i64 %801, 0
  %803 = getelementptr i8, ptr addrspace(1) %764, i64 %802
  %804 = load i32, ptr addrspace(1) %803, align 4
  %805 = add i64 %801, 4
  %806 = getelementptr i8, ptr addrspace(1) %764, i64 %805
  %807 = load i32, ptr addrspace(1) %806, align 4
  %808 = add i64 %801, 4
  %809 = shl i64 %762, 1
  %810 = add i64 %808, %809
  %811 = getelementptr i8, ptr addrspace(1) %764, i64 %810
  %812 = load i32, ptr addrspace(1) %811, align 4
  %813 = call i32 @llvm.fshr.i32(i32 %807, i32 %804, i32 %766)
  %814 = call i32 @llvm.fshr.i32(i32 %812, i32 %807, i32 %766)
  %815 = mul i64 %758, 8
  %816 = add i64 192, %815
  %817 = add i64 %816, 0
  %818 = getelementptr i8, ptr addrspace(1) %764, i64 %817
  %819 = load i32, ptr addrspace(1) %818, align 4
  %820 = add i64 %816, 4
  %821 = getelementptr i8, ptr addrspace(1) %764, i64 %820
  %822 = load i32, ptr addrspace(1) %821, align 4
  %823 = add i64 %816, 4
  %824 = shl i64 %762, 1
  %825 = add i64 %823, %824
  %826 = getelementptr i8, ptr addrspace(1) %764, i64 %825
  %827 = load i32, ptr addrspace(1) %826, align 4
  %828 = call i32 @llvm.fshr.i32(i32 %822, i32 %819, i32 %766)
  %829 = call i32 @llvm.fshr.i32(i32 %827, i32 %822, i32 %766)
  %830 = getelementptr i8, ptr addrspace(1) %757, i64 208
  %831 = load i16, ptr addrspace(1) %830, align 2
  %832 = zext i16 %831 to i32
  store i32 %781, ptr %v15, align 4
  store i32 %782, ptr %v16, align 4
  store i32 %797, ptr %v17, align 4
  store i32 %798, ptr %v18, align 4
  store i32 %813, ptr %v19, align 4
  store i32 %814, ptr %v20, align 4
  store i32 %828, ptr %v21, align 4
  store i32 %829, ptr %v22, align 4
  store i32 %832, ptr %v23, align 4
  %833 = lshr i32 %666, 3
  %834 = and i32 %666, 7
  %835 = lshr i32 %834, 2
  %836 = and i32 %834, 3
  %837 = sext i32 %833 to i64
  %838 = mul i64 %837, 210
  %839 = add i64 %838, 0
  %840 = getelementptr i8, ptr addrspace(1) %72, i64 %839
  %841 = sext i32 %835 to i64
  %842 = sext i32 %836 to i64
  %843 = mul i64 %842, 8
  %844 = ptrtoint ptr addrspace(1) %840 to i64
  %845 = and i64 %844, 3
  %846 = sub i64 0, %845
  %847 = getelementptr i8, ptr addrspace(1) %840, i64 %846
  %848 = shl i64 %845, 3
  %849 = trunc i64 %848 to i32
  %850 = mul i64 %841, 64
  %851 = add i64 0, %850
  %852 = add i64 %851, %843
  %853 = add i64 %852, 0
  %854 = getelementptr i8, ptr addrspace(1) %847, i64 %853
  %855 = load i32, ptr addrspace(1) %854, align 4
  %856 = add i64 %852, 4
  %857 = getelementptr i8, ptr addrspace(1) %847, i64 %856
  %858 = load i32, ptr addrspace(1) %857, align 4
  %859 = add i64 %852, 4
  %860 = shl i64 %845, 1
  %861 = add i64 %859, %860
  %862 = getelementptr i8, ptr addrspace(1) %847, i64 %861
  %863 = load i32, ptr addrspace(1) %862, align 4
  %864 = call i32 @llvm.fshr.i32(i32 %858, i32 %855, i32 %849)
  %865 = call i32 @llvm.fshr.i32(i32 %863, i32 %858, i32 %849)
  %866 = mul i64 %841, 64
  %867 = add i64 32, %866
  %868 = add i64 %867, %843
  %869 = add i64 %868, 0
  %870 = getelementptr i8, ptr addrspace(1) %847, i64 %869
  %871 = load i32, ptr addrspace(1) %870, align 4
  %872 = add i64 %868, 4
  %873 = getelementptr i8, ptr addrspace(1) %847, i64 %872
  %874 = load i32, ptr addrspace(1) %873, align 4
  %875 = add i64 %868, 4
  %876 = shl i64 %845, 1
  %877 = add i64 %875, %876
  %878 = getelementptr i8, ptr addrspace(1) %847, i64 %877
  %879 = load i32, ptr addrspace(1) %878, align 4
  %880 = call i32 @llvm.fshr.i32(i32 %874, i32 %871, i32 %849)
  %881 = call i32 @llvm.fshr.i32(i32 %879, i32 %874, i32 %849)
  %882 = mul i64 %841, 32
  %883 = add i64 128, %882
  %884 = add i64 %883, %843
  %885 = add i64 %884, 0
  %886 = getelementptr i8, ptr addrspace(1) %847, i64 %885
  %887 = load i32, ptr addrspace(1) %886, align 4
  %888 = add i64 %884, 4
  %889 = getelementptr i8, ptr addrspace(1) %847, i64 %888
  %890 = load i32, ptr addrspace(1) %889, align 4
  %891 = add i64 %884, 4
  %892 = shl i64 %845, 1
  %893 = add i64 %891, %892
  %894 = getelementptr i8, ptr addrspace(1) %847, i64 %893
  %895 = load i32, ptr addrspace(1) %894, align 4
  %896 = call i32 @llvm.fshr.i32(i32 %890, i32 %887, i32 %849)
  %897 = call i32 @llvm.fshr.i32(i32 %895, i32 %890, i32 %849)
  %898 = mul i64 %841, 8
  %899 = add i64 192, %898
  %900 = add i64 %899, 0
  %901 = getelementptr i8, ptr addrspace(1) %847, i64 %900
  %902 = load i32, ptr addrspace(1) %901, align 4
  %903 = add i64 %899, 4
  %904 = getelementptr i8, ptr addrspace(1) %847, i64 %903
  %905 = load i32, ptr addrspace(1) %904, align 4
  %906 = add i64 %899, 4
  %907 = shl i64 %845, 1
  %908 = add i64 %906, %907
  %909 = getelementptr i8, ptr addrspace(1) %847, i64 %908
  %910 = load i32, ptr addrspace(1) %909, align 4
  %911 = call i32 @llvm.fshr.i32(i32 %905, i32 %902, i32 %849)
  %912 = call i32 @llvm.fshr.i32(i32 %910, i32 %905, i32 %849)
  %913 = getelementptr i8, ptr addrspace(1) %840, i64 208
  %914 = load i16, ptr addrspace(1) %913, align 2
  %915 = zext i16 %914 to i32
  store i32 %864, ptr %v24, align 4
  store i32 %865, ptr %v25, align 4
  store i32 %880, ptr %v26, align 4
  store i32 %881, ptr %v27, align 4
  store i32 %896, ptr %v28, align 4
  store i32 %897, ptr %v29, align 4
  store i32 %911, ptr %v30, align 4
  store i32 %912, ptr %v31, align 4
  store i32 %915, ptr %v32, align 4
  %916 = lshr i32 %666, 3
  %917 = and i32 %666, 7
  %918 = lshr i32 %917, 2
  %919 = and i32 %917, 3
  %920 = sext i32 %916 to i64
  %921 = mul i64 %920, 210
  %922 = add i64 %921, 0
  %923 = getelementptr i8, ptr addrspace(1) %78, i64 %922
  %924 = sext i32 %918 to i64
  %925 = sext i32 %919 to i64
  %926 = mul i64 %925, 8
  %927 = ptrtoint ptr addrspace(1) %923 to i64
  %928 = and i64 %927, 3
  %929 = sub i64 0, %928
  %930 = getelementptr i8, ptr addrspace(1) %923, i64 %929
  %931 = shl i64 %928, 3
  %932 = trunc i64 %931 to i32
  %933 = mul i64 %924, 64
  %934 = add i64 0, %933
  %935 = add i64 %934, %926
  %936 = add i64 %935, 0
  %937 = getelementptr i8, ptr addrspace(1) %930, i64 %936
  %938 = load i32, ptr addrspace(1) %937, align 4
  %939 = add i64 %935, 4
  %940 = getelementptr i8, ptr addrspace(1) %930, i64 %939
  %941 = load i32, ptr addrspace(1) %940, align 4
  %942 = add i64 %935, 4
  %943 = shl i64 %928, 1
  %944 = add i64 %942, %943
  %945 = getelementptr i8, ptr addrspace(1) %930, i64 %944
  %946 = load i32, ptr addrspace(1) %945, align 4
  %947 = call i32 @llvm.fshr.i32(i32 %941, i32 %938, i32 %932)
  %948 = call i32 @llvm.fshr.i32(i32 %946, i32 %941, i32 %932)
  %949 = mul i64 %924, 64
  %950 = add i64 32, %949
  %951 = add i64 %950, %926
  %952 = add i64 %951, 0
  %953 = getelementptr i8, ptr addrspace(1) %930, i64 %952
  %954 = load i32, ptr addrspace(1) %953, align 4
  %955 = add i64 %951, 4
  %956 = getelementptr i8, ptr addrspace(1) %930, i64 %955
  %957 = load i32, ptr addrspace(1) %956, align 4
  %958 = add i64 %951, 4
  %959 = shl i64 %928, 1
  %960 = add i64 %958, %959
  %961 = getelementptr i8, ptr addrspace(1) %930, i64 %960
  %962 = load i32, ptr addrspace(1) %961, align 4
  %963 = call i32 @llvm.fshr.i32(i32 %957, i32 %954, i32 %932)
  %964 = call i32 @llvm.fshr.i32(i32 %962, i32 %957, i32 %932)
  %965 = mul i64 %924, 32
  %966 = add i64 128, %965
  %967 = add i64 %966, %926
  %968 = add i64 %967, 0
  %969 = getelementptr i8, ptr addrspace(1) %930, i64 %968
  %970 = load i32, ptr addrspace(1) %969, align 4
  %971 = add i64 %967, 4
  %972 = getelementptr i8, ptr addrspace(1) %930, i64 %971
  %973 = load i32, ptr addrspace(1) %972, align 4
  %974 = add i64 %967, 4
  %975 = shl i64 %928, 1
  %976 = add i64 %974, %975
  %977 = getelementptr i8, ptr addrspace(1) %930, i64 %976
  %978 = load i32, ptr addrspace(1) %977, align 4
  %979 = call i32 @llvm.fshr.i32(i32 %973, i32 %970, i32 %932)
  %980 = call i32 @llvm.fshr.i32(i32 %978, i32 %973, i32 %932)
  %981 = mul i64 %924, 8
  %982 = add i64 192, %981
  %983 = add i64 %982, 0
  %984 = getelementptr i8, ptr addrspace(1) %930, i64 %983
  %985 = load i32, ptr addrspace(1) %984, align 4
  %986 = add i64 %982, 4
  %987 = getelementptr i8, ptr addrspace(1) %930, i64 %986
  %988 = load i32, ptr addrspace(1) %987, align 4
  %989 = add i64 %982, 4
  %990 = shl i64 %928, 1
  %991 = add i64 %989, %990
  %992 = getelementptr i8, ptr addrspace(1) %930, i64 %991
  %993 = load i32, ptr addrspace(1) %992, align 4
  %994 = call i32 @llvm.fshr.i32(i32 %988, i32 %985, i32 %932)
  %995 = call i32 @llvm.fshr.i32(i32 %993, i32 %988, i32 %932)
  %996 = getelementptr i8, ptr addrspace(1) %923, i64 208
  %997 = load i16, ptr addrspace(1) %996, align 2
  %998 = zext i16 %997 to i32
  store i32 %947, ptr %v33, align 4
  store i32 %948, ptr %v34, align 4
  store i32 %963, ptr %v35, align 4
  store i32 %964, ptr %v36, align 4
  store i32 %979, ptr %v37, align 4
  store i32 %980, ptr %v38, align 4
  store i32 %994, ptr %v39, align 4
  store i32 %995, ptr %v40, align 4
  store i32 %998, ptr %v41, align 4
  %999 = icmp slt i32 %627, %79
  br i1 %999, label %then54, label %endif55

done53:                                           ; preds = %loop51
  %1000 = load float, ptr %v2, align 4
  %1001 = load float, ptr %v3, align 4
  %1002 = load float, ptr %v4, align 4
  %1003 = load float, ptr %v5, align 4
  %1004 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1005 = and i32 %1004, 31
  %1006 = and i32 %1005, 16
  %1007 = icmp ne i32 %1006, 0
  %1008 = select i1 %1007, float %1002, float %1000
  %1009 = select i1 %1007, float %1000, float %1002
  %1010 = bitcast float %1009 to i32
  %1011 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 16, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = fadd float %1008, %1012
  %1014 = select i1 %1007, float %1003, float %1001
  %1015 = select i1 %1007, float %1001, float %1003
  %1016 = bitcast float %1015 to i32
  %1017 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1016, i32 16, i32 31)
  %1018 = bitcast i32 %1017 to float
  %1019 = fadd float %1014, %1018
  %1020 = and i32 %1005, 8
  %1021 = icmp ne i32 %1020, 0
  %1022 = select i1 %1021, float %1019, float %1013
  %1023 = select i1 %1021, float %1013, float %1019
  %1024 = bitcast float %1023 to i32
  %1025 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1024, i32 8, i32 31)
  %1026 = bitcast i32 %1025 to float
  %1027 = fadd float %1022, %1026
  %1028 = bitcast float %1027 to i32
  %1029 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1028, i32 4, i32 31)
  %1030 = bitcast i32 %1029 to float
  %1031 = fadd float %1027, %1030
  %1032 = bitcast float %1031 to i32
  %1033 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1032, i32 2, i32 31)
  %1034 = bitcast i32 %1033 to float
  %1035 = fadd float %1031, %1034
  %1036 = bitcast float %1035 to i32
  %1037 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1036, i32 1, i32 31)
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1035, %1038
  store float %1039, ptr %v1, align 4
  %1040 = and i1 %48, %40
  br i1 %1040, label %then64, label %endif65

then54:                                           ; preds = %body52
  %1041 = and i32 %592, 1
  %1042 = sext i32 %1041 to i64
  %1043 = mul i64 %1042, 1152
  %1044 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1043
  %1045 = sext i32 %592 to i64
  %1046 = mul i64 %1045, 1024
  %1047 = lshr i32 %627, 3
  %1048 = and i32 %627, 7
  %1049 = lshr i32 %1048, 2
  %1050 = and i32 %1048, 3
  %1051 = mul i32 %1047, 256
  %1052 = mul i32 %1049, 128
  %1053 = mul i32 %1050, 8
  %1054 = add i32 %1052, %1053
  %1055 = add i32 %1051, %1054
  %1056 = sext i32 %1055 to i64
  %1057 = add i64 %1056, 0
  %1058 = add i64 %1056, 32
  %1059 = add i64 %1056, 64
  %1060 = add i64 %1056, 96
  %1061 = sub i64 %1057, %1046
  %1062 = add i64 %1061, 0
  %1063 = getelementptr i8, ptr addrspace(3) %1044, i64 %1062
  %1064 = load <2 x i32>, ptr addrspace(3) %1063, align 8
  %1065 = extractelement <2 x i32> %1064, i32 0
  %1066 = extractelement <2 x i32> %1064, i32 1
  %1067 = getelementptr i8, ptr addrspace(3) %1044, i64 1024
  %1068 = lshr i64 %1061, 5
  %1069 = mul i64 %1068, 4
  %1070 = getelementptr i8, ptr addrspace(3) %1067, i64 %1069
  %1071 = load float, ptr addrspace(3) %1070, align 4
  %1072 = sub i64 %1058, %1046
  %1073 = add i64 %1072, 0
  %1074 = getelementptr i8, ptr addrspace(3) %1044, i64 %1073
  %1075 = load <2 x i32>, ptr addrspace(3) %1074, align 8
  %1076 = extractelement <2 x i32> %1075, i32 0
  %1077 = extractelement <2 x i32> %1075, i32 1
  %1078 = getelementptr i8, ptr addrspace(3) %1044, i64 1024
  %1079 = lshr i64 %1072, 5
  %1080 = mul i64 %1079, 4
  %1081 = getelementptr i8, ptr addrspace(3) %1078, i64 %1080
  %1082 = load float, ptr addrspace(3) %1081, align 4
  %1083 = sub i64 %1059, %1046
  %1084 = add i64 %1083, 0
  %1085 = getelementptr i8, ptr addrspace(3) %1044, i64 %1084
  %1086 = load <2 x i32>, ptr addrspace(3) %1085, align 8
  %1087 = extractelement <2 x i32> %1086, i32 0
  %1088 = extractelement <2 x i32> %1086, i32 1
  %1089 = getelementptr i8, ptr addrspace(3) %1044, i64 1024
  %1090 = lshr i64 %1083, 5
  %1091 = mul i64 %1090, 4
  %1092 = getelementptr i8, ptr addrspace(3) %1089, i64 %1091
  %1093 = load float, ptr addrspace(3) %1092, align 4
  %1094 = sub i64 %1060, %1046
  %1095 = add i64 %1094, 0
  %1096 = getelementptr i8, ptr addrspace(3) %1044, i64 %1095
  %1097 = load <2 x i32>, ptr addrspace(3) %1096, align 8
  %1098 = extractelement <2 x i32> %1097, i32 0
  %1099 = extractelement <2 x i32> %1097, i32 1
  %1100 = getelementptr i8, ptr addrspace(3) %1044, i64 1024
  %1101 = lshr i64 %1094, 5
  %1102 = mul i64 %1101, 4
  %1103 = getelementptr i8, ptr addrspace(3) %1100, i64 %1102
  %1104 = load float, ptr addrspace(3) %1103, align 4
  %1105 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1065, i32 0)
  %1106 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1066, i32 %1105)
  %1107 = shl i32 %1106, 5
  %1108 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1076, i32 0)
  %1109 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1077, i32 %1108)
  %1110 = shl i32 %1109, 5
  %1111 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1087, i32 0)
  %1112 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1088, i32 %1111)
  %1113 = shl i32 %1112, 5
  %1114 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1098, i32 0)
  %1115 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1099, i32 %1114)
  %1116 = shl i32 %1115, 5
  %1117 = load float, ptr %v2, align 4
  %1118 = trunc i32 %636 to i16
  %1119 = bitcast i16 %1118 to half
  %1120 = fpext half %1119 to float
  %1121 = and i32 %627, 3
  %1122 = lshr i32 %1121, 1
  %1123 = mul i32 %1122, 8
  %1124 = lshr i32 %634, %1123
  %1125 = lshr i32 %635, %1123
  %1126 = sub i32 0, %1107
  %1127 = and i32 %628, 252645135
  %1128 = shl i32 %632, 4
  %1129 = and i32 %1128, 808464432
  %1130 = or i32 %1127, %1129
  %1131 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1130, i32 %1065, i32 %1126)
  %1132 = and i32 %629, 252645135
  %1133 = shl i32 %633, 4
  %1134 = and i32 %1133, 808464432
  %1135 = or i32 %1132, %1134
  %1136 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1135, i32 %1066, i32 %1131)
  %1137 = shl i32 %1124, 24
  %1138 = ashr i32 %1137, 24
  %1139 = mul i32 %1138, %1136
  %1140 = sitofp i32 %1139 to float
  %1141 = sub i32 0, %1110
  %1142 = and i32 %630, 252645135
  %1143 = shl i32 %632, 2
  %1144 = and i32 %1143, 808464432
  %1145 = or i32 %1142, %1144
  %1146 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1145, i32 %1076, i32 %1141)
  %1147 = and i32 %631, 252645135
  %1148 = shl i32 %633, 2
  %1149 = and i32 %1148, 808464432
  %1150 = or i32 %1147, %1149
  %1151 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1150, i32 %1077, i32 %1146)
  %1152 = shl i32 %1124, 8
  %1153 = ashr i32 %1152, 24
  %1154 = mul i32 %1153, %1151
  %1155 = sitofp i32 %1154 to float
  %1156 = sub i32 0, %1113
  %1157 = lshr i32 %628, 4
  %1158 = and i32 %1157, 252645135
  %1159 = and i32 %632, 808464432
  %1160 = or i32 %1158, %1159
  %1161 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1160, i32 %1087, i32 %1156)
  %1162 = lshr i32 %629, 4
  %1163 = and i32 %1162, 252645135
  %1164 = and i32 %633, 808464432
  %1165 = or i32 %1163, %1164
  %1166 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1165, i32 %1088, i32 %1161)
  %1167 = shl i32 %1125, 24
  %1168 = ashr i32 %1167, 24
  %1169 = mul i32 %1168, %1166
  %1170 = sitofp i32 %1169 to float
  %1171 = sub i32 0, %1116
  %1172 = lshr i32 %630, 4
  %1173 = and i32 %1172, 252645135
  %1174 = lshr i32 %632, 2
  %1175 = and i32 %1174, 808464432
  %1176 = or i32 %1173, %1175
  %1177 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1176, i32 %1098, i32 %1171)
  %1178 = lshr i32 %631, 4
  %1179 = and i32 %1178, 252645135
  %1180 = lshr i32 %633, 2
  %1181 = and i32 %1180, 808464432
  %1182 = or i32 %1179, %1181
  %1183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1182, i32 %1099, i32 %1177)
  %1184 = shl i32 %1125, 8
  %1185 = ashr i32 %1184, 24
  %1186 = mul i32 %1185, %1183
  %1187 = sitofp i32 %1186 to float
  %1188 = fmul float %1140, %1071
  %1189 = call float @llvm.fma.f32(float %1155, float %1082, float %1188)
  %1190 = call float @llvm.fma.f32(float %1170, float %1093, float %1189)
  %1191 = call float @llvm.fma.f32(float %1187, float %1104, float %1190)
  %1192 = call float @llvm.fma.f32(float %1120, float %1191, float %1117)
  store float %1192, ptr %v2, align 4
  %1193 = load float, ptr %v3, align 4
  %1194 = trunc i32 %645 to i16
  %1195 = bitcast i16 %1194 to half
  %1196 = fpext half %1195 to float
  %1197 = and i32 %627, 3
  %1198 = lshr i32 %1197, 1
  %1199 = mul i32 %1198, 8
  %1200 = lshr i32 %643, %1199
  %1201 = lshr i32 %644, %1199
  %1202 = sub i32 0, %1107
  %1203 = and i32 %637, 252645135
  %1204 = shl i32 %641, 4
  %1205 = and i32 %1204, 808464432
  %1206 = or i32 %1203, %1205
  %1207 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1206, i32 %1065, i32 %1202)
  %1208 = and i32 %638, 252645135
  %1209 = shl i32 %642, 4
  %1210 = and i32 %1209, 808464432
  %1211 = or i32 %1208, %1210
  %1212 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1211, i32 %1066, i32 %1207)
  %1213 = shl i32 %1200, 24
  %1214 = ashr i32 %1213, 24
  %1215 = mul i32 %1214, %1212
  %1216 = sitofp i32 %1215 to float
  %1217 = sub i32 0, %1110
  %1218 = and i32 %639, 252645135
  %1219 = shl i32 %641, 2
  %1220 = and i32 %1219, 808464432
  %1221 = or i32 %1218, %1220
  %1222 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1221, i32 %1076, i32 %1217)
  %1223 = and i32 %640, 252645135
  %1224 = shl i32 %642, 2
  %1225 = and i32 %1224, 808464432
  %1226 = or i32 %1223, %1225
  %1227 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1226, i32 %1077, i32 %1222)
  %1228 = shl i32 %1200, 8
  %1229 = ashr i32 %1228, 24
  %1230 = mul i32 %1229, %1227
  %1231 = sitofp i32 %1230 to float
  %1232 = sub i32 0, %1113
  %1233 = lshr i32 %637, 4
  %1234 = and i32 %1233, 252645135
  %1235 = and i32 %641, 808464432
  %1236 = or i32 %1234, %1235
  %1237 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1236, i32 %1087, i32 %1232)
  %1238 = lshr i32 %638, 4
  %1239 = and i32 %1238, 252645135
  %1240 = and i32 %642, 808464432
  %1241 = or i32 %1239, %1240
  %1242 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1241, i32 %1088, i32 %1237)
  %1243 = shl i32 %1201, 24
  %1244 = ashr i32 %1243, 24
  %1245 = mul i32 %1244, %1242
  %1246 = sitofp i32 %1245 to float
  %1247 = sub i32 0, %1116
  %1248 = lshr i32 %639, 4
  %1249 = and i32 %1248, 252645135
  %1250 = lshr i32 %641, 2
  %1251 = and i32 %1250, 808464432
  %1252 = or i32 %1249, %1251
  %1253 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1252, i32 %1098, i32 %1247)
  %1254 = lshr i32 %640, 4
  %1255 = and i32 %1254, 252645135
  %1256 = lshr i32 %642, 2
  %1257 = and i32 %1256, 808464432
  %1258 = or i32 %1255, %1257
  %1259 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1258, i32 %1099, i32 %1253)
  %1260 = shl i32 %1201, 8
  %1261 = ashr i32 %1260, 24
  %1262 = mul i32 %1261, %1259
  %1263 = sitofp i32 %1262 to float
  %1264 = fmul float %1216, %1071
  %1265 = call float @llvm.fma.f32(float %1231, float %1082, float %1264)
  %1266 = call float @llvm.fma.f32(float %1246, float %1093, float %1265)
  %1267 = call float @llvm.fma.f32(float %1263, float %1104, float %1266)
  %1268 = call float @llvm.fma.f32(float %1196, float %1267, float %1193)
  store float %1268, ptr %v3, align 4
  %1269 = load float, ptr %v4, align 4
  %1270 = trunc i32 %654 to i16
  %1271 = bitcast i16 %1270 to half
  %1272 = fpext half %1271 to float
  %1273 = and i32 %627, 3
  %1274 = lshr i32 %1273, 1
  %1275 = mul i32 %1274, 8
  %1276 = lshr i32 %652, %1275
  %1277 = lshr i32 %653, %1275
  %1278 = sub i32 0, %1107
  %1279 = and i32 %646, 252645135
  %1280 = shl i32 %650, 4
  %1281 = and i32 %1280, 808464432
  %1282 = or i32 %1279, %1281
  %1283 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1282, i32 %1065, i32 %1278)
  %1284 = and i32 %647, 252645135
  %1285 = shl i32 %651, 4
  %1286 = and i32 %1285, 808464432
  %1287 = or i32 %1284, %1286
  %1288 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1287, i32 %1066, i32 %1283)
  %1289 = shl i32 %1276, 24
  %1290 = ashr i32 %1289, 24
  %1291 = mul i32 %1290, %1288
  %1292 = sitofp i32 %1291 to float
  %1293 = sub i32 0, %1110
  %1294 = and i32 %648, 252645135
  %1295 = shl i32 %650, 2
  %1296 = and i32 %1295, 808464432
  %1297 = or i32 %1294, %1296
  %1298 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1297, i32 %1076, i32 %1293)
  %1299 = and i32 %649, 252645135
  %1300 = shl i32 %651, 2
  %1301 = and i32 %1300, 808464432
  %1302 = or i32 %1299, %1301
  %1303 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1302, i32 %1077, i32 %1298)
  %1304 = shl i32 %1276, 8
  %1305 = ashr i32 %1304, 24
  %1306 = mul i32 %1305, %1303
  %1307 = sitofp i32 %1306 to float
  %1308 = sub i32 0, %1113
  %1309 = lshr i32 %646, 4
  %1310 = and i32 %1309, 252645135
  %1311 = and i32 %650, 808464432
  %1312 = or i32 %1310, %1311
  %1313 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1312, i32 %1087, i32 %1308)
  %1314 = lshr i32 %647, 4
  %1315 = and i32 %1314, 252645135
  %1316 = and i32 %651, 808464432
  %1317 = or i32 %1315, %1316
  %1318 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1317, i32 %1088, i32 %1313)
  %1319 = shl i32 %1277, 24
  %1320 = ashr i32 %1319, 24
  %1321 = mul i32 %1320, %1318
  %1322 = sitofp i32 %1321 to float
  %1323 = sub i32 0, %1116
  %1324 = lshr i32 %648, 4
  %1325 = and i32 %1324, 252645135
  %1326 = lshr i32 %650, 2
  %1327 = and i32 %1326, 808464432
  %1328 = or i32 %1325, %1327
  %1329 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1328, i32 %1098, i32 %1323)
  %1330 = lshr i32 %649, 4
  %1331 = and i32 %1330, 252645135
  %1332 = lshr i32 %651, 2
  %1333 = and i32 %1332, 808464432
  %1334 = or i32 %1331, %1333
  %1335 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1334, i32 %1099, i32 %1329)
  %1336 = shl i32 %1277, 8
  %1337 = ashr i32 %1336, 24
  %1338 = mul i32 %1337, %1335
  %1339 = sitofp i32 %1338 to float
  %1340 = fmul float %1292, %1071
  %1341 = call float @llvm.fma.f32(float %1307, float %1082, float %1340)
  %1342 = call float @llvm.fma.f32(float %1322, float %1093, float %1341)
  %1343 = call float @llvm.fma.f32(float %1339, float %1104, float %1342)
  %1344 = call float @llvm.fma.f32(float %1272, float %1343, float %1269)
  store float %1344, ptr %v4, align 4
  %1345 = load float, ptr %v5, align 4
  %1346 = trunc i32 %663 to i16
  %1347 = bitcast i16 %1346 to half
  %1348 = fpext half %1347 to float
  %1349 = and i32 %627, 3
  %1350 = lshr i32 %1349, 1
  %1351 = mul i32 %1350, 8
  %1352 = lshr i32 %661, %1351
  %1353 = lshr i32 %662, %1351
  %1354 = sub i32 0, %1107
  %1355 = and i32 %655, 252645135
  %1356 = shl i32 %659, 4
  %1357 = and i32 %1356, 808464432
  %1358 = or i32 %1355, %1357
  %1359 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1358, i32 %1065, i32 %1354)
  %1360 = and i32 %656, 252645135
  %1361 = shl i32 %660, 4
  %1362 = and i32 %1361, 808464432
  %1363 = or i32 %1360, %1362
  %1364 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1363, i32 %1066, i32 %1359)
  %1365 = shl i32 %1352, 24
  %1366 = ashr i32 %1365, 24
  %1367 = mul i32 %1366, %1364
  %1368 = sitofp i32 %1367 to float
  %1369 = sub i32 0, %1110
  %1370 = and i32 %657, 252645135
  %1371 = shl i32 %659, 2
  %1372 = and i32 %1371, 808464432
  %1373 = or i32 %1370, %1372
  %1374 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1373, i32 %1076, i32 %1369)
  %1375 = and i32 %658, 252645135
  %1376 = shl i32 %660, 2
  %1377 = and i32 %1376, 808464432
  %1378 = or i32 %1375, %1377
  %1379 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1378, i32 %1077, i32 %1374)
  %1380 = shl i32 %1352, 8
  %1381 = ashr i32 %1380, 24
  %1382 = mul i32 %1381, %1379
  %1383 = sitofp i32 %1382 to float
  %1384 = sub i32 0, %1113
  %1385 = lshr i32 %655, 4
  %1386 = and i32 %1385, 252645135
  %1387 = and i32 %659, 808464432
  %1388 = or i32 %1386, %1387
  %1389 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1388, i32 %1087, i32 %1384)
  %1390 = lshr i32 %656, 4
  %1391 = and i32 %1390, 252645135
  %1392 = and i32 %660, 808464432
  %1393 = or i32 %1391, %1392
  %1394 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1393, i32 %1088, i32 %1389)
  %1395 = shl i32 %1353, 24
  %1396 = ashr i32 %1395, 24
  %1397 = mul i32 %1396, %1394
  %1398 = sitofp i32 %1397 to float
  %1399 = sub i32 0, %1116
  %1400 = lshr i32 %657, 4
  %1401 = and i32 %1400, 252645135
  %1402 = lshr i32 %659, 2
  %1403 = and i32 %1402, 808464432
  %1404 = or i32 %1401, %1403
  %1405 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1404, i32 %1098, i32 %1399)
  %1406 = lshr i32 %658, 4
  %1407 = and i32 %1406, 252645135
  %1408 = lshr i32 %660, 2
  %1409 = and i32 %1408, 808464432
  %1410 = or i32 %1407, %1409
  %1411 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1410, i32 %1099, i32 %1405)
  %1412 = shl i32 %1353, 8
  %1413 = ashr i32 %1412, 24
  %1414 = mul i32 %1413, %1411
  %1415 = sitofp i32 %1414 to float
  %1416 = fmul float %1368, %1071
  %1417 = call float @llvm.fma.f32(float %1383, float %1082, float %1416)
  %1418 = call float @llvm.fma.f32(float %1398, float %1093, float %1417)
  %1419 = call float @llvm.fma.f32(float %1415, float %1104, float %1418)
  %1420 = call float @llvm.fma.f32(float %1348, float %1419, float %1345)
  store float %1420, ptr %v5, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %body52
  %1421 = add i32 %592, 1
  %1422 = and i32 %1421, 1
  %1423 = sext i32 %1422 to i64
  %1424 = mul i64 %1423, 1152
  %1425 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1424
  %1426 = getelementptr i8, ptr addrspace(3) %1425, i64 1024
  %1427 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1428 = bitcast float %607 to i32
  %1429 = and i32 %1428, 2147483647
  %1430 = bitcast float %608 to i32
  %1431 = and i32 %1430, 2147483647
  %1432 = bitcast float %609 to i32
  %1433 = and i32 %1432, 2147483647
  %1434 = bitcast float %610 to i32
  %1435 = and i32 %1434, 2147483647
  %1436 = icmp ugt i32 %1429, %1431
  %1437 = select i1 %1436, i32 %1429, i32 %1431
  %1438 = icmp ugt i32 %1433, %1435
  %1439 = select i1 %1438, i32 %1433, i32 %1435
  %1440 = icmp ugt i32 %1437, %1439
  %1441 = select i1 %1440, i32 %1437, i32 %1439
  %1442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1441, i32 1, i32 31)
  %1443 = icmp ugt i32 %1441, %1442
  %1444 = select i1 %1443, i32 %1441, i32 %1442
  %1445 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1444, i32 2, i32 31)
  %1446 = icmp ugt i32 %1444, %1445
  %1447 = select i1 %1446, i32 %1444, i32 %1445
  %1448 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1447, i32 4, i32 31)
  %1449 = icmp ugt i32 %1447, %1448
  %1450 = select i1 %1449, i32 %1447, i32 %1448
  %1451 = and i32 %1450, 2147483647
  %1452 = icmp ult i32 %1451, 2139095040
  %1453 = bitcast i32 %1450 to float
  %1454 = fdiv float 1.270000e+02, %1453
  %1455 = bitcast float %1454 to i32
  %1456 = and i32 %1455, 2147483647
  %1457 = icmp ult i32 %1456, 2139095040
  %1458 = select i1 %1457, float %1454, float 0.000000e+00
  %1459 = fmul float %607, %1458
  %1460 = fadd float %1459, 0x4168000000000000
  %1461 = bitcast float %1460 to i32
  %1462 = fmul float %608, %1458
  %1463 = fadd float %1462, 0x4168000000000000
  %1464 = bitcast float %1463 to i32
  %1465 = fmul float %609, %1458
  %1466 = fadd float %1465, 0x4168000000000000
  %1467 = bitcast float %1466 to i32
  %1468 = fmul float %610, %1458
  %1469 = fadd float %1468, 0x4168000000000000
  %1470 = bitcast float %1469 to i32
  %1471 = bitcast i32 %1461 to <4 x i8>
  %1472 = bitcast i32 %1464 to <4 x i8>
  %1473 = shufflevector <4 x i8> %1471, <4 x i8> %1472, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1474 = bitcast <4 x i8> %1473 to i32
  %1475 = bitcast i32 %1467 to <4 x i8>
  %1476 = bitcast i32 %1470 to <4 x i8>
  %1477 = shufflevector <4 x i8> %1475, <4 x i8> %1476, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1478 = bitcast <4 x i8> %1477 to i32
  %1479 = bitcast i32 %1474 to <4 x i8>
  %1480 = bitcast i32 %1478 to <4 x i8>
  %1481 = shufflevector <4 x i8> %1479, <4 x i8> %1480, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1482 = bitcast <4 x i8> %1481 to i32
  %1483 = add i32 %1427, 0
  %1484 = sext i32 %1483 to i64
  %1485 = mul i64 %1484, 4
  %1486 = icmp slt i64 %1485, 1024
  br i1 %1486, label %then56, label %endif57

then56:                                           ; preds = %endif55
  %1487 = lshr i64 %1485, 2
  %1488 = mul i64 %1487, 4
  %1489 = getelementptr i8, ptr addrspace(3) %1425, i64 %1488
  store i32 %1482, ptr addrspace(3) %1489, align 4
  %1490 = and i64 %1485, 31
  %1491 = icmp eq i64 %1490, 0
  br i1 %1491, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif55
  %1492 = bitcast float %622 to i32
  %1493 = and i32 %1492, 2147483647
  %1494 = bitcast float %623 to i32
  %1495 = and i32 %1494, 2147483647
  %1496 = bitcast float %624 to i32
  %1497 = and i32 %1496, 2147483647
  %1498 = bitcast float %625 to i32
  %1499 = and i32 %1498, 2147483647
  %1500 = icmp ugt i32 %1493, %1495
  %1501 = select i1 %1500, i32 %1493, i32 %1495
  %1502 = icmp ugt i32 %1497, %1499
  %1503 = select i1 %1502, i32 %1497, i32 %1499
  %1504 = icmp ugt i32 %1501, %1503
  %1505 = select i1 %1504, i32 %1501, i32 %1503
  %1506 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1505, i32 1, i32 31)
  %1507 = icmp ugt i32 %1505, %1506
  %1508 = select i1 %1507, i32 %1505, i32 %1506
  %1509 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1508, i32 2, i32 31)
  %1510 = icmp ugt i32 %1508, %1509
  %1511 = select i1 %1510, i32 %1508, i32 %1509
  %1512 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1511, i32 4, i32 31)
  %1513 = icmp ugt i32 %1511, %1512
  %1514 = select i1 %1513, i32 %1511, i32 %1512
  %1515 = and i32 %1514, 2147483647
  %1516 = icmp ult i32 %1515, 2139095040
  %1517 = bitcast i32 %1514 to float
  %1518 = fdiv float 1.270000e+02, %1517
  %1519 = bitcast float %1518 to i32
  %1520 = and i32 %1519, 2147483647
  %1521 = icmp ult i32 %1520, 2139095040
  %1522 = select i1 %1521, float %1518, float 0.000000e+00
  %1523 = fmul float %622, %1522
  %1524 = fadd float %1523, 0x4168000000000000
  %1525 = bitcast float %1524 to i32
  %1526 = fmul float %623, %1522
  %1527 = fadd float %1526, 0x4168000000000000
  %1528 = bitcast float %1527 to i32
  %1529 = fmul float %624, %1522
  %1530 = fadd float %1529, 0x4168000000000000
  %1531 = bitcast float %1530 to i32
  %1532 = fmul float %625, %1522
  %1533 = fadd float %1532, 0x4168000000000000
  %1534 = bitcast float %1533 to i32
  %1535 = bitcast i32 %1525 to <4 x i8>
  %1536 = bitcast i32 %1528 to <4 x i8>
  %1537 = shufflevector <4 x i8> %1535, <4 x i8> %1536, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1538 = bitcast <4 x i8> %1537 to i32
  %1539 = bitcast i32 %1531 to <4 x i8>
  %1540 = bitcast i32 %1534 to <4 x i8>
  %1541 = shufflevector <4 x i8> %1539, <4 x i8> %1540, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1542 = bitcast <4 x i8> %1541 to i32
  %1543 = bitcast i32 %1538 to <4 x i8>
  %1544 = bitcast i32 %1542 to <4 x i8>
  %1545 = shufflevector <4 x i8> %1543, <4 x i8> %1544, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1546 = bitcast <4 x i8> %1545 to i32
  %1547 = add i32 %1427, 128
  %1548 = sext i32 %1547 to i64
  %1549 = mul i64 %1548, 4
  %1550 = icmp slt i64 %1549, 1024
  br i1 %1550, label %then60, label %endif61

then58:                                           ; preds = %then56
  %1551 = fmul float %1453, 0x3F80204080000000
  %1552 = select i1 %1452, float %1551, float 0x7FF8000000000000
  %1553 = lshr i64 %1485, 5
  %1554 = mul i64 %1553, 4
  %1555 = getelementptr i8, ptr addrspace(3) %1426, i64 %1554
  store float %1552, ptr addrspace(3) %1555, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %endif57
  %1556 = lshr i64 %1549, 2
  %1557 = mul i64 %1556, 4
  %1558 = getelementptr i8, ptr addrspace(3) %1425, i64 %1557
  store i32 %1546, ptr addrspace(3) %1558, align 4
  %1559 = and i64 %1549, 31
  %1560 = icmp eq i64 %1559, 0
  br i1 %1560, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %endif57
  call void @llvm.nvvm.barrier0()
  %1561 = load i32, ptr %v50, align 4
  %1562 = add i32 %1561, 1
  store i32 %1562, ptr %v50, align 4
  br label %loop51

then62:                                           ; preds = %then60
  %1563 = fmul float %1517, 0x3F80204080000000
  %1564 = select i1 %1516, float %1563, float 0x7FF8000000000000
  %1565 = lshr i64 %1549, 5
  %1566 = mul i64 %1565, 4
  %1567 = getelementptr i8, ptr addrspace(3) %1426, i64 %1566
  store float %1564, ptr addrspace(3) %1567, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61

then64:                                           ; preds = %done53
  %1568 = load float, ptr %v1, align 4
  %1569 = add i32 %47, %38
  %1570 = icmp slt i32 %1569, %4
  br i1 %1570, label %then66, label %endif67

endif65:                                          ; preds = %endif67, %done53
  %1571 = load i32, ptr %v, align 4
  %1572 = add i32 %1571, 4
  store i32 %1572, ptr %v, align 4
  br label %loop

then66:                                           ; preds = %then64
  %1573 = add i32 %29, %1569
  %1574 = sext i32 %1573 to i64
  %1575 = mul i64 %1574, 4
  %1576 = getelementptr i8, ptr addrspace(1) %0, i64 %1575
  store float %1568, ptr addrspace(1) %1576, align 4
  br label %endif67

endif67:                                          ; preds = %then66, %then64
  br label %endif65
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

!0 = !{ptr @strata_moe_matvec_q6_k, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_q6_k, !"maxntidx", i32 128}
