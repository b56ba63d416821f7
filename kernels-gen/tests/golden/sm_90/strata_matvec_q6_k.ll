; ModuleID = 'strata_matvec_q6_k'
source_filename = "strata_matvec_q6_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v48 = alloca i32, align 4
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
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %9, 16
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = lshr i32 %12, 3
  %14 = and i32 %12, 7
  %15 = icmp eq i32 %14, 0
  store i32 %6, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %endif63, %entry
  %16 = load i32, ptr %v, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %body, label %done

body:                                             ; preds = %loop
  %18 = load i32, ptr %v, align 4
  %19 = udiv i32 %18, 1
  %20 = urem i32 %18, 1
  %21 = mul i32 %19, 4
  %22 = add i32 %10, %21
  %23 = icmp slt i32 %22, %3
  store float 0.000000e+00, ptr %v1, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = and i32 %24, 31
  %26 = sext i32 %4 to i64
  %27 = udiv i64 %26, 256
  %28 = mul i64 %27, 210
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %54 = udiv i32 %4, 32
  %55 = mul i32 %20, 32
  %56 = add i32 %25, %55
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %58 = sext i32 %4 to i64
  %59 = sub i32 %54, 1
  %60 = icmp sgt i32 %56, %59
  %61 = select i1 %60, i32 %59, i32 %56
  %62 = lshr i32 %61, 3
  %63 = and i32 %61, 7
  %64 = lshr i32 %63, 2
  %65 = and i32 %63, 3
  %66 = sext i32 %62 to i64
  %67 = mul i64 %66, 210
  %68 = add i64 %67, 0
  %69 = getelementptr i8, ptr addrspace(1) %35, i64 %68
  %70 = sext i32 %64 to i64
  %71 = sext i32 %65 to i64
  %72 = mul i64 %71, 8
  %73 = ptrtoint ptr addrspace(1) %69 to i64
  %74 = and i64 %73, 3
  %75 = sub i64 0, %74
  %76 = getelementptr i8, ptr addrspace(1) %69, i64 %75
  %77 = shl i64 %74, 3
  %78 = trunc i64 %77 to i32
  %79 = mul i64 %70, 64
  %80 = add i64 0, %79
  %81 = add i64 %80, %72
  %82 = add i64 %81, 0
  %83 = getelementptr i8, ptr addrspace(1) %76, i64 %82
  %84 = load i32, ptr addrspace(1) %83, align 4
  %85 = add i64 %81, 4
  %86 = getelementptr i8, ptr addrspace(1) %76, i64 %85
  %87 = load i32, ptr addrspace(1) %86, align 4
  %88 = add i64 %81, 4
  %89 = shl i64 %74, 1
  %90 = add i64 %88, %89
  %91 = getelementptr i8, ptr addrspace(1) %76, i64 %90
  %92 = load i32, ptr addrspace(1) %91, align 4
  %93 = call i32 @llvm.fshr.i32(i32 %87, i32 %84, i32 %78)
  %94 = call i32 @llvm.fshr.i32(i32 %92, i32 %87, i32 %78)
  %95 = mul i64 %70, 64
  %96 = add i64 32, %95
  %97 = add i64 %96, %72
  %98 = add i64 %97, 0
  %99 = getelementptr i8, ptr addrspace(1) %76, i64 %98
  %100 = load i32, ptr addrspace(1) %99, align 4
  %101 = add i64 %97, 4
  %102 = getelementptr i8, ptr addrspace(1) %76, i64 %101
  %103 = load i32, ptr addrspace(1) %102, align 4
  %104 = add i64 %97, 4
  %105 = shl i64 %74, 1
  %106 = add i64 %104, %105
  %107 = getelementptr i8, ptr addrspace(1) %76, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4
  %109 = call i32 @llvm.fshr.i32(i32 %103, i32 %100, i32 %78)
  %110 = call i32 @llvm.fshr.i32(i32 %108, i32 %103, i32 %78)
  %111 = mul i64 %70, 32
  %112 = add i64 128, %111
  %113 = add i64 %112, %72
  %114 = add i64 %113, 0
  %115 = getelementptr i8, ptr addrspace(1) %76, i64 %114
  %116 = load i32, ptr addrspace(1) %115, align 4
  %117 = add i64 %113, 4
  %118 = getelementptr i8, ptr addrspace(1) %76, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4
  %120 = add i64 %113, 4
  %121 = shl i64 %74, 1
  %122 = add i64 %120, %121
  %123 = getelementptr i8, ptr addrspace(1) %76, i64 %122
  %124 = load i32, ptr addrspace(1) %123, align 4
  %125 = call i32 @llvm.fshr.i32(i32 %119, i32 %116, i32 %78)
  %126 = call i32 @llvm.fshr.i32(i32 %124, i32 %119, i32 %78)
  %127 = mul i64 %70, 8
  %128 = add i64 192, %127
  %129 = add i64 %128, 0
  %130 = getelementptr i8, ptr addrspace(1) %76, i64 %129
  %131 = load i32, ptr addrspace(1) %130, align 4
  %132 = add i64 %128, 4
  %133 = getelementptr i8, ptr addrspace(1) %76, i64 %132
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = add i64 %128, 4
  %136 = shl i64 %74, 1
  %137 = add i64 %135, %136
  %138 = getelementptr i8, ptr addrspace(1) %76, i64 %137
  %139 = load i32, ptr addrspace(1) %138, align 4
  %140 = call i32 @llvm.fshr.i32(i32 %134, i32 %131, i32 %78)
  %141 = call i32 @llvm.fshr.i32(i32 %139, i32 %134, i32 %78)
  %142 = getelementptr i8, ptr addrspace(1) %69, i64 208
  %143 = load i16, ptr addrspace(1) %142, align 2
  %144 = zext i16 %143 to i32
  store i32 %93, ptr %v6, align 4
  store i32 %94, ptr %v7, align 4
  store i32 %109, ptr %v8, align 4
  store i32 %110, ptr %v9, align 4
  store i32 %125, ptr %v10, align 4
  store i32 %126, ptr %v11, align 4
  store i32 %140, ptr %v12, align 4
  store i32 %141, ptr %v13, align 4
  store i32 %144, ptr %v14, align 4
  %145 = lshr i32 %61, 3
  %146 = and i32 %61, 7
  %147 = lshr i32 %146, 2
  %148 = and i32 %146, 3
  %149 = sext i32 %145 to i64
  %150 = mul i64 %149, 210
  %151 = add i64 %150, 0
  %152 = getelementptr i8, ptr addrspace(1) %41, i64 %151
  %153 = sext i32 %147 to i64
  %154 = sext i32 %148 to i64
  %155 = mul i64 %154, 8
  %156 = ptrtoint ptr addrspace(1) %152 to i64
  %157 = and i64 %156, 3
  %158 = sub i64 0, %157
  %159 = getelementptr i8, ptr addrspace(1) %152, i64 %158
  %160 = shl i64 %157, 3
  %161 = trunc i64 %160 to i32
  %162 = mul i64 %153, 64
  %163 = add i64 0, %162
  %164 = add i64 %163, %155
  %165 = add i64 %164, 0
  %166 = getelementptr i8, ptr addrspace(1) %159, i64 %165
  %167 = load i32, ptr addrspace(1) %166, align 4
  %168 = add i64 %164, 4
  %169 = getelementptr i8, ptr addrspace(1) %159, i64 %168
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = add i64 %164, 4
  %172 = shl i64 %157, 1
  %173 = add i64 %171, %172
  %174 = getelementptr i8, ptr addrspace(1) %159, i64 %173
  %175 = load i32, ptr addrspace(1) %174, align 4
  %176 = call i32 @llvm.fshr.i32(i32 %170, i32 %167, i32 %161)
  %177 = call i32 @llvm.fshr.i32(i32 %175, i32 %170, i32 %161)
  %178 = mul i64 %153, 64
  %179 = add i64 32, %178
  %180 = add i64 %179, %155
  %181 = add i64 %180, 0
  %182 = getelementptr i8, ptr addrspace(1) %159, i64 %181
  %183 = load i32, ptr addrspace(1) %182, align 4
  %184 = add i64 %180, 4
  %185 = getelementptr i8, ptr addrspace(1) %159, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = add i64 %180, 4
  %188 = shl i64 %157, 1
  %189 = add i64 %187, %188
  %190 = getelementptr i8, ptr addrspace(1) %159, i64 %189
  %191 = load i32, ptr addrspace(1) %190, align 4
  %192 = call i32 @llvm.fshr.i32(i32 %186, i32 %183, i32 %161)
  %193 = call i32 @llvm.fshr.i32(i32 %191, i32 %186, i32 %161)
  %194 = mul i64 %153, 32
  %195 = add i64 128, %194
  %196 = add i64 %195, %155
  %197 = add i64 %196, 0
  %198 = getelementptr i8, ptr addrspace(1) %159, i64 %197
  %199 = load i32, ptr addrspace(1) %198, align 4
  %200 = add i64 %196, 4
  %201 = getelementptr i8, ptr addrspace(1) %159, i64 %200
  %202 = load i32, ptr addrspace(1) %201, align 4
  %203 = add i64 %196, 4
  %204 = shl i64 %157, 1
  %205 = add i64 %203, %204
  %206 = getelementptr i8, ptr addrspace(1) %159, i64 %205
  %207 = load i32, ptr addrspace(1) %206, align 4
  %208 = call i32 @llvm.fshr.i32(i32 %202, i32 %199, i32 %161)
  %209 = call i32 @llvm.fshr.i32(i32 %207, i32 %202, i32 %161)
  %210 = mul i64 %153, 8
  %211 = add i64 192, %210
  %212 = add i64 %211, 0
  %213 = getelementptr i8, ptr addrspace(1) %159, i64 %212
  %214 = load i32, ptr addrspace(1) %213, align 4
  %215 = add i64 %211, 4
  %216 = getelementptr i8, ptr addrspace(1) %159, i64 %215
  %217 = load i32, ptr addrspace(1) %216, align 4
  %218 = add i64 %211, 4
  %219 = shl i64 %157, 1
  %220 = add i64 %218, %219
  %221 = getelementptr i8, ptr addrspace(1) %159, i64 %220
  %222 = load i32, ptr addrspace(1) %221, align 4
  %223 = call i32 @llvm.fshr.i32(i32 %217, i32 %214, i32 %161)
  %224 = call i32 @llvm.fshr.i32(i32 %222, i32 %217, i32 %161)
  %225 = getelementptr i8, ptr addrspace(1) %152, i64 208
  %226 = load i16, ptr addrspace(1) %225, align 2
  %227 = zext i16 %226 to i32
  store i32 %176, ptr %v15, align 4
  store i32 %177, ptr %v16, align 4
  store i32 %192, ptr %v17, align 4
  store i32 %193, ptr %v18, align 4
  store i32 %208, ptr %v19, align 4
  store i32 %209, ptr %v20, align 4
  store i32 %223, ptr %v21, align 4
  store i32 %224, ptr %v22, align 4
  store i32 %227, ptr %v23, align 4
  %228 = lshr i32 %61, 3
  %229 = and i32 %61, 7
  %230 = lshr i32 %229, 2
  %231 = and i32 %229, 3
  %232 = sext i32 %228 to i64
  %233 = mul i64 %232, 210
  %234 = add i64 %233, 0
  %235 = getelementptr i8, ptr addrspace(1) %47, i64 %234
  %236 = sext i32 %230 to i64
  %237 = sext i32 %231 to i64
  %238 = mul i64 %237, 8
  %239 = ptrtoint ptr addrspace(1) %235 to i64
  %240 = and i64 %239, 3
  %241 = sub i64 0, %240
  %242 = getelementptr i8, ptr addrspace(1) %235, i64 %241
  %243 = shl i64 %240, 3
  %244 = trunc i64 %243 to i32
  %245 = mul i64 %236, 64
  %246 = add i64 0, %245
  %247 = add i64 %246, %238
  %248 = add i64 %247, 0
  %249 = getelementptr i8, ptr addrspace(1) %242, i64 %248
  %250 = load i32, ptr addrspace(1) %249, align 4
  %251 = add i64 %247, 4
  %252 = getelementptr i8, ptr addrspace(1) %242, i64 %251
  %253 = load i32, ptr addrspace(1) %252, align 4
  %254 = add i64 %247, 4
  %255 = shl i64 %240, 1
  %256 = add i64 %254, %255
  %257 = getelementptr i8, ptr addrspace(1) %242, i64 %256
  %258 = load i32, ptr addrspace(1) %257, align 4
  %259 = call i32 @llvm.fshr.i32(i32 %253, i32 %250, i32 %244)
  %260 = call i32 @llvm.fshr.i32(i32 %258, i32 %253, i32 %244)
  %261 = mul i64 %236, 64
  %262 = add i64 32, %261
  %263 = add i64 %262, %238
  %264 = add i64 %263, 0
  %265 = getelementptr i8, ptr addrspace(1) %242, i64 %264
  %266 = load i32, ptr addrspace(1) %265, align 4
  %267 = add i64 %263, 4
  %268 = getelementptr i8, ptr addrspace(1) %242, i64 %267
  %269 = load i32, ptr addrspace(1) %268, align 4
  %270 = add i64 %263, 4
  %271 = shl i64 %240, 1
  %272 = add i64 %270, %271
  %273 = getelementptr i8, ptr addrspace(1) %242, i64 %272
  %274 = load i32, ptr addrspace(1) %273, align 4
  %275 = call i32 @llvm.fshr.i32(i32 %269, i32 %266, i32 %244)
  %276 = call i32 @llvm.fshr.i32(i32 %274, i32 %269, i32 %244)
  %277 = mul i64 %236, 32
  %278 = add i64 128, %277
  %279 = add i64 %278, %238
  %280 = add i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(1) %242, i64 %280
  %282 = load i32, ptr addrspace(1) %281, align 4
  %283 = add i64 %279, 4
  %284 = getelementptr i8, ptr addrspace(1) %242, i64 %283
  %285 = load i32, ptr addrspace(1) %284, align 4
  %286 = add i64 %279, 4
  %287 = shl i64 %240, 1
  %288 = add i64 %286, %287
  %289 = getelementptr i8, ptr addrspace(1) %242, i64 %288
  %290 = load i32, ptr addrspace(1) %289, align 4
  %291 = call i32 @llvm.fshr.i32(i32 %285, i32 %282, i32 %244)
  %292 = call i32 @llvm.fshr.i32(i32 %290, i32 %285, i32 %244)
  %293 = mul i64 %236, 8
  %294 = add i64 192, %293
  %295 = add i64 %294, 0
  %296 = getelementptr i8, ptr addrspace(1) %242, i64 %295
  %297 = load i32, ptr addrspace(1) %296, align 4
  %298 = add i64 %294, 4
  %299 = getelementptr i8, ptr addrspace(1) %242, i64 %298
  %300 = load i32, ptr addrspace(1) %299, align 4
  %301 = add i64 %294, 4
  %302 = shl i64 %240, 1
  %303 = add i64 %301, %302
  %304 = getelementptr i8, ptr addrspace(1) %242, i64 %303
  %305 = load i32, ptr addrspace(1) %304, align 4
  %306 = call i32 @llvm.fshr.i32(i32 %300, i32 %297, i32 %244)
  %307 = call i32 @llvm.fshr.i32(i32 %305, i32 %300, i32 %244)
  %308 = getelementptr i8, ptr addrspace(1) %235, i64 208
  %309 = load i16, ptr addrspace(1) %308, align 2
  %310 = zext i16 %309 to i32
  store i32 %259, ptr %v24, align 4
  store i32 %260, ptr %v25, align 4
  store i32 %275, ptr %v26, align 4
  store i32 %276, ptr %v27, align 4
  store i32 %291, ptr %v28, align 4
  store i32 %292, ptr %v29, align 4
  store i32 %306, ptr %v30, align 4
  store i32 %307, ptr %v31, align 4
  store i32 %310, ptr %v32, align 4
  %311 = lshr i32 %61, 3
  %312 = and i32 %61, 7
  %313 = lshr i32 %312, 2
  %314 = and i32 %312, 3
  %315 = sext i32 %311 to i64
  %316 = mul i64 %315, 210
  %317 = add i64 %316, 0
  %318 = getelementptr i8, ptr addrspace(1) %53, i64 %317
  %319 = sext i32 %313 to i64
  %320 = sext i32 %314 to i64
  %321 = mul i64 %320, 8
  %322 = ptrtoint ptr addrspace(1) %318 to i64
  %323 = and i64 %322, 3
  %324 = sub i64 0, %323
  %325 = getelementptr i8, ptr addrspace(1) %318, i64 %324
  %326 = shl i64 %323, 3
  %327 = trunc i64 %326 to i32
  %328 = mul i64 %319, 64
  %329 = add i64 0, %328
  %330 = add i64 %329, %321
  %331 = add i64 %330, 0
  %332 = getelementptr i8, ptr addrspace(1) %325, i64 %331
  %333 = load i32, ptr addrspace(1) %332, align 4
  %334 = add i64 %330, 4
  %335 = getelementptr i8, ptr addrspace(1) %325, i64 %334
  %336 = load i32, ptr addrspace(1) %335, align 4
  %337 = add i64 %330, 4
  %338 = shl i64 %323, 1
  %339 = add i64 %337, %338
  %340 = getelementptr i8, ptr addrspace(1) %325, i64 %339
  %341 = load i32, ptr addrspace(1) %340, align 4
  %342 = call i32 @llvm.fshr.i32(i32 %336, i32 %333, i32 %327)
  %343 = call i32 @llvm.fshr.i32(i32 %341, i32 %336, i32 %327)
  %344 = mul i64 %319, 64
  %345 = add i64 32, %344
  %346 = add i64 %345, %321
  %347 = add i64 %346, 0
  %348 = getelementptr i8, ptr addrspace(1) %325, i64 %347
  %349 = load i32, ptr addrspace(1) %348, align 4
  %350 = add i64 %346, 4
  %351 = getelementptr i8, ptr addrspace(1) %325, i64 %350
  %352 = load i32, ptr addrspace(1) %351, align 4
  %353 = add i64 %346, 4
  %354 = shl i64 %323, 1
  %355 = add i64 %353, %354
  %356 = getelementptr i8, ptr addrspace(1) %325, i64 %355
  %357 = load i32, ptr addrspace(1) %356, align 4
  %358 = call i32 @llvm.fshr.i32(i32 %352, i32 %349, i32 %327)
  %359 = call i32 @llvm.fshr.i32(i32 %357, i32 %352, i32 %327)
  %360 = mul i64 %319, 32
  %361 = add i64 128, %360
  %362 = add i64 %361, %321
  %363 = add i64 %362, 0
  %364 = getelementptr i8, ptr addrspace(1) %325, i64 %363
  %365 = load i32, ptr addrspace(1) %364, align 4
  %366 = add i64 %362, 4
  %367 = getelementptr i8, ptr addrspace(1) %325, i64 %366
  %368 = load i32, ptr addrspace(1) %367, align 4
  %369 = add i64 %362, 4
  %370 = shl i64 %323, 1
  %371 = add i64 %369, %370
  %372 = getelementptr i8, ptr addrspace(1) %325, i64 %371
  %373 = load i32, ptr addrspace(1) %372, align 4
  %374 = call i32 @llvm.fshr.i32(i32 %368, i32 %365, i32 %327)
  %375 = call i32 @llvm.fshr.i32(i32 %373, i32 %368, i32 %327)
  %376 = mul i64 %319, 8
  %377 = add i64 192, %376
  %378 = add i64 %377, 0
  %379 = getelementptr i8, ptr addrspace(1) %325, i64 %378
  %380 = load i32, ptr addrspace(1) %379, align 4
  %381 = add i64 %377, 4
  %382 = getelementptr i8, ptr addrspace(1) %325, i64 %381
  %383 = load i32, ptr addrspace(1) %382, align 4
  %384 = add i64 %377, 4
  %385 = shl i64 %323, 1
  %386 = add i64 %384, %385
  %387 = getelementptr i8, ptr addrspace(1) %325, i64 %386
  %388 = load i32, ptr addrspace(1) %387, align 4
  %389 = call i32 @llvm.fshr.i32(i32 %383, i32 %380, i32 %327)
  %390 = call i32 @llvm.fshr.i32(i32 %388, i32 %383, i32 %327)
  %391 = getelementptr i8, ptr addrspace(1) %318, i64 208
  %392 = load i16, ptr addrspace(1) %391, align 2
  %393 = zext i16 %392 to i32
  store i32 %342, ptr %v33, align 4
  store i32 %343, ptr %v34, align 4
  store i32 %358, ptr %v35, align 4
  store i32 %359, ptr %v36, align 4
  store i32 %374, ptr %v37, align 4
  store i32 %375, ptr %v38, align 4
  store i32 %389, ptr %v39, align 4
  store i32 %390, ptr %v40, align 4
  store i32 %393, ptr %v41, align 4
  %394 = add i32 %57, 0
  %395 = sext i32 %394 to i64
  %396 = mul i64 %395, 4
  %397 = add i64 0, %396
  %398 = icmp slt i64 %397, %58
  %399 = icmp slt i64 %396, 1024
  %400 = and i1 %398, %399
  %401 = select i1 %400, i64 %397, i64 0
  %402 = mul i64 %401, 4
  %403 = getelementptr i8, ptr addrspace(1) %2, i64 %402
  %404 = load <4 x float>, ptr addrspace(1) %403, align 16
  %405 = extractelement <4 x float> %404, i32 0
  %406 = extractelement <4 x float> %404, i32 1
  %407 = extractelement <4 x float> %404, i32 2
  %408 = extractelement <4 x float> %404, i32 3
  %409 = add i32 %57, 128
  %410 = sext i32 %409 to i64
  %411 = mul i64 %410, 4
  %412 = add i64 0, %411
  %413 = icmp slt i64 %412, %58
  %414 = icmp slt i64 %411, 1024
  %415 = and i1 %413, %414
  %416 = select i1 %415, i64 %412, i64 0
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %2, i64 %417
  %419 = load <4 x float>, ptr addrspace(1) %418, align 16
  %420 = extractelement <4 x float> %419, i32 0
  %421 = extractelement <4 x float> %419, i32 1
  %422 = extractelement <4 x float> %419, i32 2
  %423 = extractelement <4 x float> %419, i32 3
  %424 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %425 = bitcast float %405 to i32
  %426 = and i32 %425, 2147483647
  %427 = bitcast float %406 to i32
  %428 = and i32 %427, 2147483647
  %429 = bitcast float %407 to i32
  %430 = and i32 %429, 2147483647
  %431 = bitcast float %408 to i32
  %432 = and i32 %431, 2147483647
  %433 = icmp ugt i32 %426, %428
  %434 = select i1 %433, i32 %426, i32 %428
  %435 = icmp ugt i32 %430, %432
  %436 = select i1 %435, i32 %430, i32 %432
  %437 = icmp ugt i32 %434, %436
  %438 = select i1 %437, i32 %434, i32 %436
  %439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %438, i32 1, i32 31)
  %440 = icmp ugt i32 %438, %439
  %441 = select i1 %440, i32 %438, i32 %439
  %442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %441, i32 2, i32 31)
  %443 = icmp ugt i32 %441, %442
  %444 = select i1 %443, i32 %441, i32 %442
  %445 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %444, i32 4, i32 31)
  %446 = icmp ugt i32 %444, %445
  %447 = select i1 %446, i32 %444, i32 %445
  %448 = and i32 %447, 2147483647
  %449 = icmp ult i32 %448, 2139095040
  %450 = bitcast i32 %447 to float
  %451 = fdiv float 1.270000e+02, %450
  %452 = bitcast float %451 to i32
  %453 = and i32 %452, 2147483647
  %454 = icmp ult i32 %453, 2139095040
  %455 = select i1 %454, float %451, float 0.000000e+00
  %456 = fmul float %405, %455
  %457 = fadd float %456, 0x4168000000000000
  %458 = bitcast float %457 to i32
  %459 = fmul float %406, %455
  %460 = fadd float %459, 0x4168000000000000
  %461 = bitcast float %460 to i32
  %462 = fmul float %407, %455
  %463 = fadd float %462, 0x4168000000000000
  %464 = bitcast float %463 to i32
  %465 = fmul float %408, %455
  %466 = fadd float %465, 0x4168000000000000
  %467 = bitcast float %466 to i32
  %468 = bitcast i32 %458 to <4 x i8>
  %469 = bitcast i32 %461 to <4 x i8>
  %470 = shufflevector <4 x i8> %468, <4 x i8> %469, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %471 = bitcast <4 x i8> %470 to i32
  %472 = bitcast i32 %464 to <4 x i8>
  %473 = bitcast i32 %467 to <4 x i8>
  %474 = shufflevector <4 x i8> %472, <4 x i8> %473, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %475 = bitcast <4 x i8> %474 to i32
  %476 = bitcast i32 %471 to <4 x i8>
  %477 = bitcast i32 %475 to <4 x i8>
  %478 = shufflevector <4 x i8> %476, <4 x i8> %477, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %479 = bitcast <4 x i8> %478 to i32
  %480 = add i32 %424, 0
  %481 = sext i32 %480 to i64
  %482 = mul i64 %481, 4
  %483 = icmp slt i64 %482, 1024
  br i1 %483, label %then, label %endif

done:                                             ; preds = %loop
  ret void

then:                                             ; preds = %body
  %484 = lshr i64 %482, 2
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(3) @lds1, i64 %485
  store i32 %479, ptr addrspace(3) %486, align 4
  %487 = and i64 %482, 31
  %488 = icmp eq i64 %487, 0
  br i1 %488, label %then42, label %endif43

endif:                                            ; preds = %endif43, %body
  %489 = bitcast float %420 to i32
  %490 = and i32 %489, 2147483647
  %491 = bitcast float %421 to i32
  %492 = and i32 %491, 2147483647
  %493 = bitcast float %422 to i32
  %494 = and i32 %493, 2147483647
  %495 = bitcast float %423 to i32
  %496 = and i32 %495, 2147483647
  %497 = icmp ugt i32 %490, %492
  %498 = select i1 %497, i32 %490, i32 %492
  %499 = icmp ugt i32 %494, %496
  %500 = select i1 %499, i32 %494, i32 %496
  %501 = icmp ugt i32 %498, %500
  %502 = select i1 %501, i32 %498, i32 %500
  %503 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %502, i32 1, i32 31)
  %504 = icmp ugt i32 %502, %503
  %505 = select i1 %504, i32 %502, i32 %503
  %506 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %505, i32 2, i32 31)
  %507 = icmp ugt i32 %505, %506
  %508 = select i1 %507, i32 %505, i32 %506
  %509 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %508, i32 4, i32 31)
  %510 = icmp ugt i32 %508, %509
  %511 = select i1 %510, i32 %508, i32 %509
  %512 = and i32 %511, 2147483647
  %513 = icmp ult i32 %512, 2139095040
  %514 = bitcast i32 %511 to float
  %515 = fdiv float 1.270000e+02, %514
  %516 = bitcast float %515 to i32
  %517 = and i32 %516, 2147483647
  %518 = icmp ult i32 %517, 2139095040
  %519 = select i1 %518, float %515, float 0.000000e+00
  %520 = fmul float %420, %519
  %521 = fadd float %520, 0x4168000000000000
  %522 = bitcast float %521 to i32
  %523 = fmul float %421, %519
  %524 = fadd float %523, 0x4168000000000000
  %525 = bitcast float %524 to i32
  %526 = fmul float %422, %519
  %527 = fadd float %526, 0x4168000000000000
  %528 = bitcast float %527 to i32
  %529 = fmul float %423, %519
  %530 = fadd float %529, 0x4168000000000000
  %531 = bitcast float %530 to i32
  %532 = bitcast i32 %522 to <4 x i8>
  %533 = bitcast i32 %525 to <4 x i8>
  %534 = shufflevector <4 x i8> %532, <4 x i8> %533, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %535 = bitcast <4 x i8> %534 to i32
  %536 = bitcast i32 %528 to <4 x i8>
  %537 = bitcast i32 %531 to <4 x i8>
  %538 = shufflevector <4 x i8> %536, <4 x i8> %537, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %539 = bitcast <4 x i8> %538 to i32
  %540 = bitcast i32 %535 to <4 x i8>
  %541 = bitcast i32 %539 to <4 x i8>
  %542 = shufflevector <4 x i8> %540, <4 x i8> %541, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %543 = bitcast <4 x i8> %542 to i32
  %544 = add i32 %424, 128
  %545 = sext i32 %544 to i64
  %546 = mul i64 %545, 4
  %547 = icmp slt i64 %546, 1024
  br i1 %547, label %then44, label %endif45

then42:                                           ; preds = %then
  %548 = fmul float %450, 0x3F80204080000000
  %549 = select i1 %449, float %548, float 0x7FF8000000000000
  %550 = lshr i64 %482, 5
  %551 = mul i64 %550, 4
  %552 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %551
  store float %549, ptr addrspace(3) %552, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then
  br label %endif

then44:                                           ; preds = %endif
  %553 = lshr i64 %546, 2
  %554 = mul i64 %553, 4
  %555 = getelementptr i8, ptr addrspace(3) @lds1, i64 %554
  store i32 %543, ptr addrspace(3) %555, align 4
  %556 = and i64 %546, 31
  %557 = icmp eq i64 %556, 0
  br i1 %557, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif
  call void @llvm.nvvm.barrier0()
  %558 = add i32 %54, 31
  %559 = udiv i32 %558, 32
  store i32 0, ptr %v48, align 4
  br label %loop49

then46:                                           ; preds = %then44
  %560 = fmul float %514, 0x3F80204080000000
  %561 = select i1 %513, float %560, float 0x7FF8000000000000
  %562 = lshr i64 %546, 5
  %563 = mul i64 %562, 4
  %564 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %563
  store float %561, ptr addrspace(3) %564, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

loop49:                                           ; preds = %endif59, %endif45
  %565 = load i32, ptr %v48, align 4
  %566 = icmp slt i32 %565, %559
  br i1 %566, label %body50, label %done51

body50:                                           ; preds = %loop49
  %567 = load i32, ptr %v48, align 4
  %568 = add i32 %567, 1
  %569 = sext i32 %568 to i64
  %570 = mul i64 %569, 1024
  %571 = add i32 %57, 0
  %572 = sext i32 %571 to i64
  %573 = mul i64 %572, 4
  %574 = add i64 %570, %573
  %575 = icmp slt i64 %574, %58
  %576 = icmp slt i64 %573, 1024
  %577 = and i1 %575, %576
  %578 = select i1 %577, i64 %574, i64 0
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %2, i64 %579
  %581 = load <4 x float>, ptr addrspace(1) %580, align 16
  %582 = extractelement <4 x float> %581, i32 0
  %583 = extractelement <4 x float> %581, i32 1
  %584 = extractelement <4 x float> %581, i32 2
  %585 = extractelement <4 x float> %581, i32 3
  %586 = add i32 %57, 128
  %587 = sext i32 %586 to i64
  %588 = mul i64 %587, 4
  %589 = add i64 %570, %588
  %590 = icmp slt i64 %589, %58
  %591 = icmp slt i64 %588, 1024
  %592 = and i1 %590, %591
  %593 = select i1 %592, i64 %589, i64 0
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %2, i64 %594
  %596 = load <4 x float>, ptr addrspace(1) %595, align 16
  %597 = extractelement <4 x float> %596, i32 0
  %598 = extractelement <4 x float> %596, i32 1
  %599 = extractelement <4 x float> %596, i32 2
  %600 = extractelement <4 x float> %596, i32 3
  %601 = mul i32 %567, 32
  %602 = add i32 %56, %601
  %603 = load i32, ptr %v6, align 4
  %604 = load i32, ptr %v7, align 4
  %605 = load i32, ptr %v8, align 4
  %606 = load i32, ptr %v9, align 4
  %607 = load i32, ptr %v10, align 4
  %608 = load i32, ptr %v11, align 4
  %609 = load i32, ptr %v12, align 4
  %610 = load i32, ptr %v13, align 4
  %611 = load i32, ptr %v14, align 4
  %612 = load i32, ptr %v15, align 4
  %613 = load i32, ptr %v16, align 4
  %614 = load i32, ptr %v17, align 4
  %615 = load i32, ptr %v18, align 4
  %616 = load i32, ptr %v19, align 4
  %617 = load i32, ptr %v20, align 4
  %618 = load i32, ptr %v21, align 4
  %619 = load i32, ptr %v22, align 4
  %620 = load i32, ptr %v23, align 4
  %621 = load i32, ptr %v24, align 4
  %622 = load i32, ptr %v25, align 4
  %623 = load i32, ptr %v26, align 4
  %624 = load i32, ptr %v27, align 4
  %625 = load i32, ptr %v28, align 4
  %626 = load i32, ptr %v29, align 4
  %627 = load i32, ptr %v30, align 4
  %628 = load i32, ptr %v31, align 4
  %629 = load i32, ptr %v32, align 4
  %630 = load i32, ptr %v33, align 4
  %631 = load i32, ptr %v34, align 4
  %632 = load i32, ptr %v35, align 4
  %633 = load i32, ptr %v36, align 4
  %634 = load i32, ptr %v37, align 4
  %635 = load i32, ptr %v38, align 4
  %636 = load i32, ptr %v39, align 4
  %637 = load i32, ptr %v40, align 4
  %638 = load i32, ptr %v41, align 4
  %639 = add i32 %602, 32
  %640 = icmp sgt i32 %639, %59
  %641 = select i1 %640, i32 %59, i32 %639
  %642 = lshr i32 %641, 3
  %643 = and i32 %641, 7
  %644 = lshr i32 %643, 2
  %645 = and i32 %643, 3
  %646 = sext i32 %642 to i64
  %647 = mul i64 %646, 210
  %648 = add i64 %647, 0
  %649 = getelementptr i8, ptr addrspace(1) %35, i64 %648
  %650 = sext i32 %644 to i64
  %651 = sext i32 %645 to i64
  %652 = mul i64 %651, 8
  %653 = ptrtoint ptr addrspace(1) %649 to i64
  %654 = and i64 %653, 3
  %655 = sub i64 0, %654
  %656 = getelementptr i8, ptr addrspace(1) %649, i64 %655
  %657 = shl i64 %654, 3
  %658 = trunc i64 %657 to i32
  %659 = mul i64 %650, 64
  %660 = add i64 0, %659
  %661 = add i64 %660, %652
  %662 = add i64 %661, 0
  %663 = getelementptr i8, ptr addrspace(1) %656, i64 %662
  %664 = load i32, ptr addrspace(1) %663, align 4
  %665 = add i64 %661, 4
  %666 = getelementptr i8, ptr addrspace(1) %656, i64 %665
  %667 = load i32, ptr addrspace(1) %666, align 4
  %668 = add i64 %661, 4
  %669 = shl i64 %654, 1
  %670 = add i64 %668, %669
  %671 = getelementptr i8, ptr addrspace(1) %656, i64 %670
  %672 = load i32, ptr addrspace(1) %671, align 4
  %673 = call i32 @llvm.fshr.i32(i32 %667, i32 %664, i32 %658)
  %674 = call i32 @llvm.fshr.i32(i32 %672, i32 %667, i32 %658)
  %675 = mul i64 %650, 64
  %676 = add i64 32, %675
  %677 = add i64 %676, %652
  %678 = add i64 %677, 0
  %679 = getelementptr i8, ptr addrspace(1) %656, i64 %678
  %680 = load i32, ptr addrspace(1) %679, align 4
  %681 = add i64 %677, 4
  %682 = getelementptr i8, ptr addrspace(1) %656, i64 %681
  %683 = load i32, ptr addrspace(1) %682, align 4
  %684 = add i64 %677, 4
  %685 = shl i64 %654, 1
  %686 = add i64 %684, %685
  %687 = getelementptr i8, ptr addrspace(1) %656, i64 %686
  %688 = load i32, ptr addrspace(1) %687, align 4
  %689 = call i32 @llvm.fshr.i32(i32 %683, i32 %680, i32 %658)
  %690 = call i32 @llvm.fshr.i32(i32 %688, i32 %683, i32 %658)
  %691 = mul i64 %650, 32
  %692 = add i64 128, %691
  %693 = add i64 %692, %652
  %694 = add i64 %693, 0
  %695 = getelementptr i8, ptr addrspace(1) %656, i64 %694
  %696 = load i32, ptr addrspace(1) %695, align 4
  %697 = add i64 %693, 4
  %698 = getelementptr i8, ptr addrspace(1) %656, i64 %697
  %699 = load i32, ptr addrspace(1) %698, align 4
  %700 = add i64 %693, 4
  %701 = shl i64 %654, 1
  %702 = add i64 %700, %701
  %703 = getelementptr i8, ptr addrspace(1) %656, i64 %702
  %704 = load i32, ptr addrspace(1) %703, align 4
  %705 = call i32 @llvm.fshr.i32(i32 %699, i32 %696, i32 %658)
  %706 = call i32 @llvm.fshr.i32(i32 %704, i32 %699, i32 %658)
  %707 = mul i64 %650, 8
  %708 = add i64 192, %707
  %709 = add i64 %708, 0
  %710 = getelementptr i8, ptr addrspace(1) %656, i64 %709
  %711 = load i32, ptr addrspace(1) %710, align 4
  %712 = add i64 %708, 4
  %713 = getelementptr i8, ptr addrspace(1) %656, i64 %712
  %714 = load i32, ptr addrspace(1) %713, align 4
  %715 = add i64 %708, 4
  %716 = shl i64 %654, 1
  %717 = add i64 %715, %716
  %718 = getelementptr i8, ptr addrspace(1) %656, i64 %717
  %719 = load i32, ptr addrspace(1) %718, align 4
  %720 = call i32 @llvm.fshr.i32(i32 %714, i32 %711, i32 %658)
  %721 = call i32 @llvm.fshr.i32(i32 %719, i32 %714, i32 %658)
  %722 = getelementptr i8, ptr addrspace(1) %649, i64 208
  %723 = load i16, ptr addrspace(1) %722, align 2
  %724 = zext i16 %723 to i32
  store i32 %673, ptr %v6, align 4
  store i32 %674, ptr %v7, align 4
  store i32 %689, ptr %v8, align 4
  store i32 %690, ptr %v9, align 4
  store i32 %705, ptr %v10, align 4
  store i32 %706, ptr %v11, align 4
  store i32 %720, ptr %v12, align 4
  store i32 %721, ptr %v13, align 4
  store i32 %724, ptr %v14, align 4
  %725 = lshr i32 %641, 3
  %726 = and i32 %641, 7
  %727 = lshr i32 %726, 2
  %728 = and i32 %726, 3
  %729 = sext i32 %725 to i64
  %730 = mul i64 %729, 210
  %731 = add i64 %730, 0
  %732 = getelementptr i8, ptr addrspace(1) %41, i64 %731
  %733 = sext i32 %727 to i64
  %734 = sext i32 %728 to i64
  %735 = mul i64 %734, 8
  %736 = ptrtoint ptr addrspace(1) %732 to i64
  %737 = and i64 %736, 3
  %738 = sub i64 0, %737
  %739 = getelementptr i8, ptr addrspace(1) %732, i64 %738
  %740 = shl i64 %737, 3
  %741 = trunc i64 %740 to i32
  %742 = mul i64 %733, 64
  %743 = add i64 0, %742
  %744 = add i64 %743, %735
  %745 = add i64 %744, 0
  %746 = getelementptr i8, ptr addrspace(1) %739, i64 %745
  %747 = load i32, ptr addrspace(1) %746, align 4
  %748 = add i64 %744, 4
  %749 = getelementptr i8, ptr addrspace(1) %739, i64 %748
  %750 = load i32, ptr addrspace(1) %749, align 4
  %751 = add i64 %744, 4
  %752 = shl i64 %737, 1
  %753 = add i64 %751, %752
  %754 = getelementptr i8, ptr addrspace(1) %739, i64 %753
  %755 = load i32, ptr addrspace(1) %754, align 4
  %756 = call i32 @llvm.fshr.i32(i32 %750, i32 %747, i32 %741)
  %757 = call i32 @llvm.fshr.i32(i32 %755, i32 %750, i32 %741)
  %758 = mul i64 %733, 64
  %759 = add i64 32, %758
  %760 = add i64 %759, %735
  %761 = add i64 %760, 0
  %762 = getelementptr i8, ptr addrspace(1) %739, i64 %761
  %763 = load i32, ptr addrspace(1) %762, align 4
  %764 = add i64 %760, 4
  %765 = getelementptr i8, ptr addrspace(1) %739, i64 %764
  %766 = load i32, ptr addrspace(1) %765, align 4
  %767 = add i64 %760, 4
  %768 = shl i64 %737, 1
  %769 = add i64 %767, %768
  %770 = getelementptr i8, ptr addrspace(1) %739, i64 %769
  %771 = load i32, ptr addrspace(1) %770, align 4
  %772 = call i32 @llvm.fshr.i32(i32 %766, i32 %763, i32 %741)
  %773 = call i32 @llvm.fshr.i32(i32 %771, i32 %766, i32 %741)
  %774 = mul i64 %733, 32
  %775 = add i64 128, %774
  %776 = add i64 %775, %735
  %777 = add i64 %776, 0
  %778 = getelementptr i8, ptr addrspace(1) %739, i64 %777
  %779 = load i32, ptr addrspace(1) %778, align 4
  %780 = add i64 %776, 4
  %781 = getelementptr i8, ptr addrspace(1) %739, i64 %780
  %782 = load i32, ptr addrspace(1) %781, align 4
  %783 = add i64 %776, 4
  %784 = shl i64 %737, 1
  %785 = add i64 %783, %784
  %786 = getelementptr i8, ptr addrspace(1) %739, i64 %785
  %787 = load i32, ptr addrspace(1) %786, align 4
  %788 = call i32 @llvm.fshr.i32(i32 %782, i32 %779, i32 %741)
  %789 = call i32 @llvm.fshr.i32(i32 %787, i32 %782, i32 %741)
  %790 = mul i64 %733, 8
  %791 = add i64 192, %790
  %792 = add i64 %791, 0
  %793 = getelementptr i8, ptr addrspace(1) %739, i64 %792
  %794 = load i32, ptr addrspace(1) %793, align 4
  %795 = add i64 %791, 4
  %796 = getelementptr i8, ptr addrspace(1) %739, i64 %795
  %797 = load i32, ptr addrspace(1) %796, align 4
  %798 = add i64 %791, 4
  %799 = shl i64 %737, 1
  %800 = add i64 %798, %799
  %801 = getelementptr i8, ptr addrspace(1) %739, i64 %800
  %802 = load i32, ptr addrspace(1) %801, align 4
  %803 = call i32 @llvm.fshr.i32(i32 %797, i32 %794, i32 %741)
  %804 = call i32 @llvm.fshr.i32(i32 %802, i32 %797, i32 %741)
  %805 = getelementptr i8, ptr addrspace(1) %732, i64 208
  %806 = load i16, ptr addrspace(1) %805, align 2
  %807 = zext i16 %806 to i32
  store i32 %756, ptr %v15, align 4
  store i32 %757, ptr %v16, align 4
  store i32 %772, ptr %v17, align 4
  store i32 %773, ptr %v18, align 4
  store i32 %788, ptr %v19, align 4
  store i32 %789, ptr %v20, align 4
  store i32 %803, ptr %v21, align 4
  store i32 %804, ptr %v22, align 4
  store i32 %807, ptr %v23, align 4
  %808 = lshr i32 %641, 3
  %809 = and i32 %641, 7
  %810 = lshr i32 %809, 2
  %811 = and i32 %809, 3
  %812 = sext i32 %808 to i64
  %813 = mul i64 %812, 210
  %814 = add i64 %813, 0
  %815 = getelementptr i8, ptr addrspace(1) %47, i64 %814
  %816 = sext i32 %810 to i64
  %817 = sext i32 %811 to i64
  %818 = mul i64 %817, 8
  %819 = ptrtoint ptr addrspace(1) %815 to i64
  %820 = and i64 %819, 3
  %821 = sub i64 0, %820
  %822 = getelementptr i8, ptr addrspace(1) %815, i64 %821
  %823 = shl i64 %820, 3
  %824 = trunc i64 %823 to i32
  %825 = mul i64 %816, 64
  %826 = add i64 0, %825
  %827 = add i64 %826, %818
  %828 = add i64 %827, 0
  %829 = getelementptr i8, ptr addrspace(1) %822, i64 %828
  %830 = load i32, ptr addrspace(1) %829, align 4
  %831 = add i64 %827, 4
  %832 = getelementptr i8, ptr addrspace(1) %822, i64 %831
  %833 = load i32, ptr addrspace(1) %832, align 4
  %834 = add i64 %827, 4
  %835 = shl i64 %820, 1
  %836 = add i64 %834, %835
  %837 = getelementptr i8, ptr addrspace(1) %822, i64 %836
  %838 = load i32, ptr addrspace(1) %837, align 4
  %839 = call i32 @llvm.fshr.i32(i32 %833, i32 %830, i32 %824)
  %840 = call i32 @llvm.fshr.i32(i32 %838, i32 %833, i32 %824)
  %841 = mul i64 %816, 64
  %842 = add i64 32, %841
  %843 = add i64 %842, %818
  %844 = add i64 %843, 0
  %845 = getelementptr i8, ptr addrspace(1) %822, i64 %844
  %846 = load i32, ptr addrspace(1) %845, align 4
  %847 = add i64 %843, 4
  %848 = getelementptr i8, ptr addrspace(1) %822, i64 %847
  %849 = load i32, ptr addrspace(1) %848, align 4
  %850 = add i64 %843, 4
  %851 = shl i64 %820, 1
  %852 = add i64 %850, %851
  %853 = getelementptr i8, ptr addrspace(1) %822, i64 %852
  %854 = load i32, ptr addrspace(1) %853, align 4
  %855 = call i32 @llvm.fshr.i32(i32 %849, i32 %846, i32 %824)
  %856 = call i32 @llvm.fshr.i32(i32 %854, i32 %849, i32 %824)
  %857 = mul i64 %816, 32
  %858 = add i64 128, %857
  %859 = add i64 %858, %818
  %860 = add i64 %859, 0
  %861 = getelementptr i8, ptr addrspace(1) %822, i64 %860
  %862 = load i32, ptr addrspace(1) %861, align 4
  %863 = add i64 %859, 4
  %864 = getelementptr i8, ptr addrspace(1) %822, i64 %863
  %865 = load i32, ptr addrspace(1) %864, align 4
  %866 = add i64 %859, 4
  %867 = shl i64 %820, 1
  %868 = add i64 %866, %867
  %869 = getelementptr i8, ptr addrspace(1) %822, i64 %868
  %870 = load i32, ptr addrspace(1) %869, align 4
  %871 = call i32 @llvm.fshr.i32(i32 %865, i32 %862, i32 %824)
  %872 = call i32 @llvm.fshr.i32(i32 %870, i32 %865, i32 %824)
  %873 = mul i64 %816, 8
  %874 = add i64 192, %873
  %875 = add i64 %874, 0
  %876 = getelementptr i8, ptr addrspace(1) %822, i64 %875
  %877 = load i32, ptr addrspace(1) %876, align 4
  %878 = add i64 %874, 4
  %879 = getelementptr i8, ptr addrspace(1) %822, i64 %878
  %880 = load i32, ptr addrspace(1) %879, align 4
  %881 = add i64 %874, 4
  %882 = shl i64 %820, 1
  %883 = add i64 %881, %882
  %884 = getelementptr i8, ptr addrspace(1) %822, i64 %883
  %885 = load i32, ptr addrspace(1) %884, align 4
  %886 = call i32 @llvm.fshr.i32(i32 %880, i32 %877, i32 %824)
  %887 = call i32 @llvm.fshr.i32(i32 %885, i32 %880, i32 %824)
  %888 = getelementptr i8, ptr addrspace(1) %815, i64 208
  %889 = load i16, ptr addrspace(1) %888, align 2
  %890 = zext i16 %889 to i32
  store i32 %839, ptr %v24, align 4
  store i32 %840, ptr %v25, align 4
  store i32 %855, ptr %v26, align 4
  store i32 %856, ptr %v27, align 4
  store i32 %871, ptr %v28, align 4
  store i32 %872, ptr %v29, align 4
  store i32 %886, ptr %v30, align 4
  store i32 %887, ptr %v31, align 4
  store i32 %890, ptr %v32, align 4
  %891 = lshr i32 %641, 3
  %892 = and i32 %641, 7
  %893 = lshr i32 %892, 2
  %894 = and i32 %892, 3
  %895 = sext i32 %891 to i64
  %896 = mul i64 %895, 210
  %897 = add i64 %896, 0
  %898 = getelementptr i8, ptr addrspace(1) %53, i64 %897
  %899 = sext i32 %893 to i64
  %900 = sext i32 %894 to i64
  %901 = mul i64 %900, 8
  %902 = ptrtoint ptr addrspace(1) %898 to i64
  %903 = and i64 %902, 3
  %904 = sub i64 0, %903
  %905 = getelementptr i8, ptr addrspace(1) %898, i64 %904
  %906 = shl i64 %903, 3
  %907 = trunc i64 %906 to i32
  %908 = mul i64 %899, 64
  %909 = add i64 0, %908
  %910 = add i64 %909, %901
  %911 = add i64 %910, 0
  %912 = getelementptr i8, ptr addrspace(1) %905, i64 %911
  %913 = load i32, ptr addrspace(1) %912, align 4
  %914 = add i64 %910, 4
  %915 = getelementptr i8, ptr addrspace(1) %905, i64 %914
  %916 = load i32, ptr addrspace(1) %915, align 4
  %917 = add i64 %910, 4
  %918 = shl i64 %903, 1
  %919 = add i64 %917, %918
  %920 = getelementptr i8, ptr addrspace(1) %905, i64 %919
  %921 = load i32, ptr addrspace(1) %920, align 4
  %922 = call i32 @llvm.fshr.i32(i32 %916, i32 %913, i32 %907)
  %923 = call i32 @llvm.fshr.i32(i32 %921, i32 %916, i32 %907)
  %924 = mul i64 %899, 64
  %925 = add i64 32, %924
  %926 = add i64 %925, %901
  %927 = add i64 %926, 0
  %928 = getelementptr i8, ptr addrspace(1) %905, i64 %927
  %929 = load i32, ptr addrspace(1) %928, align 4
  %930 = add i64 %926, 4
  %931 = getelementptr i8, ptr addrspace(1) %905, i64 %930
  %932 = load i32, ptr addrspace(1) %931, align 4
  %933 = add i64 %926, 4
  %934 = shl i64 %903, 1
  %935 = add i64 %933, %934
  %936 = getelementptr i8, ptr addrspace(1) %905, i64 %935
  %937 = load i32, ptr addrspace(1) %936, align 4
  %938 = call i32 @llvm.fshr.i32(i32 %932, i32 %929, i32 %907)
  %939 = call i32 @llvm.fshr.i32(i32 %937, i32 %932, i32 %907)
  %940 = mul i64 %899, 32
  %941 = add i64 128, %940
  %942 = add i64 %941, %901
  %943 = add i64 %942, 0
  %944 = getelementptr i8, ptr addrspace(1) %905, i64 %943
  %945 = load i32, ptr addrspace(1) %944, align 4
  %946 = add i64 %942, 4
  %947 = getelementptr i8, ptr addrspace(1) %905, i64 %946
  %948 = load i32, ptr addrspace(1) %947, align 4
  %949 = add i64 %942, 4
  %950 = shl i64 %903, 1
  %951 = add i64 %949, %950
  %952 = getelementptr i8, ptr addrspace(1) %905, i64 %951
  %953 = load i32, ptr addrspace(1) %952, align 4
  %954 = call i32 @llvm.fshr.i32(i32 %948, i32 %945, i32 %907)
  %955 = call i32 @llvm.fshr.i32(i32 %953, i32 %948, i32 %907)
  %956 = mul i64 %899, 8
  %957 = add i64 192, %956
  %958 = add i64 %957, 0
  %959 = getelementptr i8, ptr addrspace(1) %905, i64 %958
  %960 = load i32, ptr addrspace(1) %959, align 4
  %961 = add i64 %957, 4
  %962 = getelementptr i8, ptr addrspace(1) %905, i64 %961
  %963 = load i32, ptr addrspace(1) %962, align 4
  %964 = add i64 %957, 4
  %965 = shl i64 %903, 1
  %966 = add i64 %964, %965
  %967 = getelementptr i8, ptr addrspace(1) %905, i64 %966
  %968 = load i32, ptr addrspace(1) %967, align 4
  %969 = call i32 @llvm.fshr.i32(i32 %963, i32 %960, i32 %907)
  %970 = call i32 @llvm.fshr.i32(i32 %968, i32 %963, i32 %907)
  %971 = getelementptr i8, ptr addrspace(1) %898, i64 208
  %972 = load i16, ptr addrspace(1) %971, align 2
  %973 = zext i16 %972 to i32
  store i32 %922, ptr %v33, align 4
  store i32 %923, ptr %v34, align 4
  store i32 %938, ptr %v35, align 4
  store i32 %939, ptr %v36, align 4
  store i32 %954, ptr %v37, align 4
  store i32 %955, ptr %v38, align 4
  store i32 %969, ptr %v39, align 4
  store i32 %970, ptr %v40, align 4
  store i32 %973, ptr %v41, align 4
  %974 = icmp slt i32 %602, %54
  br i1 %974, label %then52, label %endif53

done51:                                           ; preds = %loop49
  %975 = load float, ptr %v2, align 4
  %976 = load float, ptr %v3, align 4
  %977 = load float, ptr %v4, align 4
  %978 = load float, ptr %v5, align 4
  %979 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %980 = and i32 %979, 31
  %981 = and i32 %980, 16
  %982 = icmp ne i32 %981, 0
  %983 = select i1 %982, float %977, float %975
  %984 = select i1 %982, float %975, float %977
  %985 = bitcast float %984 to i32
  %986 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %985, i32 16, i32 31)
  %987 = bitcast i32 %986 to float
  %988 = fadd float %983, %987
  %989 = select i1 %982, float %978, float %976
  %990 = select i1 %982, float %976, float %978
  %991 = bitcast float %990 to i32
  %992 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %991, i32 16, i32 31)
  %993 = bitcast i32 %992 to float
  %994 = fadd float %989, %993
  %995 = and i32 %980, 8
  %996 = icmp ne i32 %995, 0
  %997 = select i1 %996, float %994, float %988
  %998 = select i1 %996, float %988, float %994
  %999 = bitcast float %998 to i32
  %1000 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %999, i32 8, i32 31)
  %1001 = bitcast i32 %1000 to float
  %1002 = fadd float %997, %1001
  %1003 = bitcast float %1002 to i32
  %1004 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1003, i32 4, i32 31)
  %1005 = bitcast i32 %1004 to float
  %1006 = fadd float %1002, %1005
  %1007 = bitcast float %1006 to i32
  %1008 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1007, i32 2, i32 31)
  %1009 = bitcast i32 %1008 to float
  %1010 = fadd float %1006, %1009
  %1011 = bitcast float %1010 to i32
  %1012 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1011, i32 1, i32 31)
  %1013 = bitcast i32 %1012 to float
  %1014 = fadd float %1010, %1013
  store float %1014, ptr %v1, align 4
  %1015 = and i1 %23, %15
  br i1 %1015, label %then62, label %endif63

then52:                                           ; preds = %body50
  %1016 = and i32 %567, 1
  %1017 = sext i32 %1016 to i64
  %1018 = mul i64 %1017, 1152
  %1019 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1018
  %1020 = sext i32 %567 to i64
  %1021 = mul i64 %1020, 1024
  %1022 = lshr i32 %602, 3
  %1023 = and i32 %602, 7
  %1024 = lshr i32 %1023, 2
  %1025 = and i32 %1023, 3
  %1026 = mul i32 %1022, 256
  %1027 = mul i32 %1024, 128
  %1028 = mul i32 %1025, 8
  %1029 = add i32 %1027, %1028
  %1030 = add i32 %1026, %1029
  %1031 = sext i32 %1030 to i64
  %1032 = add i64 %1031, 0
  %1033 = add i64 %1031, 32
  %1034 = add i64 %1031, 64
  %1035 = add i64 %1031, 96
  %1036 = sub i64 %1032, %1021
  %1037 = add i64 %1036, 0
  %1038 = getelementptr i8, ptr addrspace(3) %1019, i64 %1037
  %1039 = load <2 x i32>, ptr addrspace(3) %1038, align 8
  %1040 = extractelement <2 x i32> %1039, i32 0
  %1041 = extractelement <2 x i32> %1039, i32 1
  %1042 = getelementptr i8, ptr addrspace(3) %1019, i64 1024
  %1043 = lshr i64 %1036, 5
  %1044 = mul i64 %1043, 4
  %1045 = getelementptr i8, ptr addrspace(3) %1042, i64 %1044
  %1046 = load float, ptr addrspace(3) %1045, align 4
  %1047 = sub i64 %1033, %1021
  %1048 = add i64 %1047, 0
  %1049 = getelementptr i8, ptr addrspace(3) %1019, i64 %1048
  %1050 = load <2 x i32>, ptr addrspace(3) %1049, align 8
  %1051 = extractelement <2 x i32> %1050, i32 0
  %1052 = extractelement <2 x i32> %1050, i32 1
  %1053 = getelementptr i8, ptr addrspace(3) %1019, i64 1024
  %1054 = lshr i64 %1047, 5
  %1055 = mul i64 %1054, 4
  %1056 = getelementptr i8, ptr addrspace(3) %1053, i64 %1055
  %1057 = load float, ptr addrspace(3) %1056, align 4
  %1058 = sub i64 %1034, %1021
  %1059 = add i64 %1058, 0
  %1060 = getelementptr i8, ptr addrspace(3) %1019, i64 %1059
  %1061 = load <2 x i32>, ptr addrspace(3) %1060, align 8
  %1062 = extractelement <2 x i32> %1061, i32 0
  %1063 = extractelement <2 x i32> %1061, i32 1
  %1064 = getelementptr i8, ptr addrspace(3) %1019, i64 1024
  %1065 = lshr i64 %1058, 5
  %1066 = mul i64 %1065, 4
  %1067 = getelementptr i8, ptr addrspace(3) %1064, i64 %1066
  %1068 = load float, ptr addrspace(3) %1067, align 4
  %1069 = sub i64 %1035, %1021
  %1070 = add i64 %1069, 0
  %1071 = getelementptr i8, ptr addrspace(3) %1019, i64 %1070
  %1072 = load <2 x i32>, ptr addrspace(3) %1071, align 8
  %1073 = extractelement <2 x i32> %1072, i32 0
  %1074 = extractelement <2 x i32> %1072, i32 1
  %1075 = getelementptr i8, ptr addrspace(3) %1019, i64 1024
  %1076 = lshr i64 %1069, 5
  %1077 = mul i64 %1076, 4
  %1078 = getelementptr i8, ptr addrspace(3) %1075, i64 %1077
  %1079 = load float, ptr addrspace(3) %1078, align 4
  %1080 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1040, i32 0)
  %1081 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1041, i32 %1080)
  %1082 = shl i32 %1081, 5
  %1083 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1051, i32 0)
  %1084 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1052, i32 %1083)
  %1085 = shl i32 %1084, 5
  %1086 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1062, i32 0)
  %1087 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1063, i32 %1086)
  %1088 = shl i32 %1087, 5
  %1089 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1073, i32 0)
  %1090 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1074, i32 %1089)
  %1091 = shl i32 %1090, 5
  %1092 = load float, ptr %v2, align 4
  %1093 = trunc i32 %611 to i16
  %1094 = bitcast i16 %1093 to half
  %1095 = fpext half %1094 to float
  %1096 = and i32 %602, 3
  %1097 = lshr i32 %1096, 1
  %1098 = mul i32 %1097, 8
  %1099 = lshr i32 %609, %1098
  %1100 = lshr i32 %610, %1098
  %1101 = sub i32 0, %1082
  %1102 = and i32 %603, 252645135
  %1103 = shl i32 %607, 4
  %1104 = and i32 %1103, 808464432
  %1105 = or i32 %1102, %1104
  %1106 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1105, i32 %1040, i32 %1101)
  %1107 = and i32 %604, 252645135
  %1108 = shl i32 %608, 4
  %1109 = and i32 %1108, 808464432
  %1110 = or i32 %1107, %1109
  %1111 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1110, i32 %1041, i32 %1106)
  %1112 = shl i32 %1099, 24
  %1113 = ashr i32 %1112, 24
  %1114 = mul i32 %1113, %1111
  %1115 = sitofp i32 %1114 to float
  %1116 = sub i32 0, %1085
  %1117 = and i32 %605, 252645135
  %1118 = shl i32 %607, 2
  %1119 = and i32 %1118, 808464432
  %1120 = or i32 %1117, %1119
  %1121 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1120, i32 %1051, i32 %1116)
  %1122 = and i32 %606, 252645135
  %1123 = shl i32 %608, 2
  %1124 = and i32 %1123, 808464432
  %1125 = or i32 %1122, %1124
  %1126 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1125, i32 %1052, i32 %1121)
  %1127 = shl i32 %1099, 8
  %1128 = ashr i32 %1127, 24
  %1129 = mul i32 %1128, %1126
  %1130 = sitofp i32 %1129 to float
  %1131 = sub i32 0, %1088
  %1132 = lshr i32 %603, 4
  %1133 = and i32 %1132, 252645135
  %1134 = and i32 %607, 808464432
  %1135 = or i32 %1133, %1134
  %1136 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1135, i32 %1062, i32 %1131)
  %1137 = lshr i32 %604, 4
  %1138 = and i32 %1137, 252645135
  %1139 = and i32 %608, 808464432
  %1140 = or i32 %1138, %1139
  %1141 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1140, i32 %1063, i32 %1136)
  %1142 = shl i32 %1100, 24
  %1143 = ashr i32 %1142, 24
  %1144 = mul i32 %1143, %1141
  %1145 = sitofp i32 %1144 to float
  %1146 = sub i32 0, %1091
  %1147 = lshr i32 %605, 4
  %1148 = and i32 %1147, 252645135
  %1149 = lshr i32 %607, 2
  %1150 = and i32 %1149, 808464432
  %1151 = or i32 %1148, %1150
  %1152 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1151, i32 %1073, i32 %1146)
  %1153 = lshr i32 %606, 4
  %1154 = and i32 %1153, 252645135
  %1155 = lshr i32 %608, 2
  %1156 = and i32 %1155, 808464432
  %1157 = or i32 %1154, %1156
  %1158 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1157, i32 %1074, i32 %1152)
  %1159 = shl i32 %1100, 8
  %1160 = ashr i32 %1159, 24
  %1161 = mul i32 %1160, %1158
  %1162 = sitofp i32 %1161 to float
  %1163 = fmul float %1115, %1046
  %1164 = call float @llvm.fma.f32(float %1130, float %1057, float %1163)
  %1165 = call float @llvm.fma.f32(float %1145, float %1068, float %1164)
  %1166 = call float @llvm.fma.f32(float %1162, float %1079, float %1165)
  %1167 = call float @llvm.fma.f32(float %1095, float %1166, float %1092)
  store float %1167, ptr %v2, align 4
  %1168 = load float, ptr %v3, align 4
  %1169 = trunc i32 %620 to i16
  %1170 = bitcast i16 %1169 to half
  %1171 = fpext half %1170 to float
  %1172 = and i32 %602, 3
  %1173 = lshr i32 %1172, 1
  %1174 = mul i32 %1173, 8
  %1175 = lshr i32 %618, %1174
  %1176 = lshr i32 %619, %1174
  %1177 = sub i32 0, %1082
  %1178 = and i32 %612, 252645135
  %1179 = shl i32 %616, 4
  %1180 = and i32 %1179, 808464432
  %1181 = or i32 %1178, %1180
  %1182 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1181, i32 %1040, i32 %1177)
  %1183 = and i32 %613, 252645135
  %1184 = shl i32 %617, 4
  %1185 = and i32 %1184, 808464432
  %1186 = or i32 %1183, %1185
  %1187 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1186, i32 %1041, i32 %1182)
  %1188 = shl i32 %1175, 24
  %1189 = ashr i32 %1188, 24
  %1190 = mul i32 %1189, %1187
  %1191 = sitofp i32 %1190 to float
  %1192 = sub i32 0, %1085
  %1193 = and i32 %614, 252645135
  %1194 = shl i32 %616, 2
  %1195 = and i32 %1194, 808464432
  %1196 = or i32 %1193, %1195
  %1197 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1196, i32 %1051, i32 %1192)
  %1198 = and i32 %615, 252645135
  %1199 = shl i32 %617, 2
  %1200 = and i32 %1199, 808464432
  %1201 = or i32 %1198, %1200
  %1202 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1201, i32 %1052, i32 %1197)
  %1203 = shl i32 %1175, 8
  %1204 = ashr i32 %1203, 24
  %1205 = mul i32 %1204, %1202
  %1206 = sitofp i32 %1205 to float
  %1207 = sub i32 0, %1088
  %1208 = lshr i32 %612, 4
  %1209 = and i32 %1208, 252645135
  %1210 = and i32 %616, 808464432
  %1211 = or i32 %1209, %1210
  %1212 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1211, i32 %1062, i32 %1207)
  %1213 = lshr i32 %613, 4
  %1214 = and i32 %1213, 252645135
  %1215 = and i32 %617, 808464432
  %1216 = or i32 %1214, %1215
  %1217 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1216, i32 %1063, i32 %1212)
  %1218 = shl i32 %1176, 24
  %1219 = ashr i32 %1218, 24
  %1220 = mul i32 %1219, %1217
  %1221 = sitofp i32 %1220 to float
  %1222 = sub i32 0, %1091
  %1223 = lshr i32 %614, 4
  %1224 = and i32 %1223, 252645135
  %1225 = lshr i32 %616, 2
  %1226 = and i32 %1225, 808464432
  %1227 = or i32 %1224, %1226
  %1228 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1227, i32 %1073, i32 %1222)
  %1229 = lshr i32 %615, 4
  %1230 = and i32 %1229, 252645135
  %1231 = lshr i32 %617, 2
  %1232 = and i32 %1231, 808464432
  %1233 = or i32 %1230, %1232
  %1234 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1233, i32 %1074, i32 %1228)
  %1235 = shl i32 %1176, 8
  %1236 = ashr i32 %1235, 24
  %1237 = mul i32 %1236, %1234
  %1238 = sitofp i32 %1237 to float
  %1239 = fmul float %1191, %1046
  %1240 = call float @llvm.fma.f32(float %1206, float %1057, float %1239)
  %1241 = call float @llvm.fma.f32(float %1221, float %1068, float %1240)
  %1242 = call float @llvm.fma.f32(float %1238, float %1079, float %1241)
  %1243 = call float @llvm.fma.f32(float %1171, float %1242, float %1168)
  store float %1243, ptr %v3, align 4
  %1244 = load float, ptr %v4, align 4
  %1245 = trunc i32 %629 to i16
  %1246 = bitcast i16 %1245 to half
  %1247 = fpext half %1246 to float
  %1248 = and i32 %602, 3
  %1249 = lshr i32 %1248, 1
  %1250 = mul i32 %1249, 8
  %1251 = lshr i32 %627, %1250
  %1252 = lshr i32 %628, %1250
  %1253 = sub i32 0, %1082
  %1254 = and i32 %621, 252645135
  %1255 = shl i32 %625, 4
  %1256 = and i32 %1255, 808464432
  %1257 = or i32 %1254, %1256
  %1258 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1257, i32 %1040, i32 %1253)
  %1259 = and i32 %622, 252645135
  %1260 = shl i32 %626, 4
  %1261 = and i32 %1260, 808464432
  %1262 = or i32 %1259, %1261
  %1263 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1262, i32 %1041, i32 %1258)
  %1264 = shl i32 %1251, 24
  %1265 = ashr i32 %1264, 24
  %1266 = mul i32 %1265, %1263
  %1267 = sitofp i32 %1266 to float
  %1268 = sub i32 0, %1085
  %1269 = and i32 %623, 252645135
  %1270 = shl i32 %625, 2
  %1271 = and i32 %1270, 808464432
  %1272 = or i32 %1269, %1271
  %1273 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1272, i32 %1051, i32 %1268)
  %1274 = and i32 %624, 252645135
  %1275 = shl i32 %626, 2
  %1276 = and i32 %1275, 808464432
  %1277 = or i32 %1274, %1276
  %1278 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1277, i32 %1052, i32 %1273)
  %1279 = shl i32 %1251, 8
  %1280 = ashr i32 %1279, 24
  %1281 = mul i32 %1280, %1278
  %1282 = sitofp i32 %1281 to float
  %1283 = sub i32 0, %1088
  %1284 = lshr i32 %621, 4
  %1285 = and i32 %1284, 252645135
  %1286 = and i32 %625, 808464432
  %1287 = or i32 %1285, %1286
  %1288 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1287, i32 %1062, i32 %1283)
  %1289 = lshr i32 %622, 4
  %1290 = and i32 %1289, 252645135
  %1291 = and i32 %626, 808464432
  %1292 = or i32 %1290, %1291
  %1293 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1292, i32 %1063, i32 %1288)
  %1294 = shl i32 %1252, 24
  %1295 = ashr i32 %1294, 24
  %1296 = mul i32 %1295, %1293
  %1297 = sitofp i32 %1296 to float
  %1298 = sub i32 0, %1091
  %1299 = lshr i32 %623, 4
  %1300 = and i32 %1299, 252645135
  %1301 = lshr i32 %625, 2
  %1302 = and i32 %1301, 808464432
  %1303 = or i32 %1300, %1302
  %1304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1303, i32 %1073, i32 %1298)
  %1305 = lshr i32 %624, 4
  %1306 = and i32 %1305, 252645135
  %1307 = lshr i32 %626, 2
  %1308 = and i32 %1307, 808464432
  %1309 = or i32 %1306, %1308
  %1310 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1309, i32 %1074, i32 %1304)
  %1311 = shl i32 %1252, 8
  %1312 = ashr i32 %1311, 24
  %1313 = mul i32 %1312, %1310
  %1314 = sitofp i32 %1313 to float
  %1315 = fmul float %1267, %1046
  %1316 = call float @llvm.fma.f32(float %1282, float %1057, float %1315)
  %1317 = call float @llvm.fma.f32(float %1297, float %1068, float %1316)
  %1318 = call float @llvm.fma.f32(float %1314, float %1079, float %1317)
  %1319 = call float @llvm.fma.f32(float %1247, float %1318, float %1244)
  store float %1319, ptr %v4, align 4
  %1320 = load float, ptr %v5, align 4
  %1321 = trunc i32 %638 to i16
  %1322 = bitcast i16 %1321 to half
  %1323 = fpext half %1322 to float
  %1324 = and i32 %602, 3
  %1325 = lshr i32 %1324, 1
  %1326 = mul i32 %1325, 8
  %1327 = lshr i32 %636, %1326
  %1328 = lshr i32 %637, %1326
  %1329 = sub i32 0, %1082
  %1330 = and i32 %630, 252645135
  %1331 = shl i32 %634, 4
  %1332 = and i32 %1331, 808464432
  %1333 = or i32 %1330, %1332
  %1334 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1333, i32 %1040, i32 %1329)
  %1335 = and i32 %631, 252645135
  %1336 = shl i32 %635, 4
  %1337 = and i32 %1336, 808464432
  %1338 = or i32 %1335, %1337
  %1339 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1338, i32 %1041, i32 %1334)
  %1340 = shl i32 %1327, 24
  %1341 = ashr i32 %1340, 24
  %1342 = mul i32 %1341, %1339
  %1343 = sitofp i32 %1342 to float
  %1344 = sub i32 0, %1085
  %1345 = and i32 %632, 252645135
  %1346 = shl i32 %634, 2
  %1347 = and i32 %1346, 808464432
  %1348 = or i32 %1345, %1347
  %1349 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1348, i32 %1051, i32 %1344)
  %1350 = and i32 %633, 252645135
  %1351 = shl i32 %635, 2
  %1352 = and i32 %1351, 808464432
  %1353 = or i32 %1350, %1352
  %1354 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1353, i32 %1052, i32 %1349)
  %1355 = shl i32 %1327, 8
  %1356 = ashr i32 %1355, 24
  %1357 = mul i32 %1356, %1354
  %1358 = sitofp i32 %1357 to float
  %1359 = sub i32 0, %1088
  %1360 = lshr i32 %630, 4
  %1361 = and i32 %1360, 252645135
  %1362 = and i32 %634, 808464432
  %1363 = or i32 %1361, %1362
  %1364 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1363, i32 %1062, i32 %1359)
  %1365 = lshr i32 %631, 4
  %1366 = and i32 %1365, 252645135
  %1367 = and i32 %635, 808464432
  %1368 = or i32 %1366, %1367
  %1369 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1368, i32 %1063, i32 %1364)
  %1370 = shl i32 %1328, 24
  %1371 = ashr i32 %1370, 24
  %1372 = mul i32 %1371, %1369
  %1373 = sitofp i32 %1372 to float
  %1374 = sub i32 0, %1091
  %1375 = lshr i32 %632, 4
  %1376 = and i32 %1375, 252645135
  %1377 = lshr i32 %634, 2
  %1378 = and i32 %1377, 808464432
  %1379 = or i32 %1376, %1378
  %1380 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1379, i32 %1073, i32 %1374)
  %1381 = lshr i32 %633, 4
  %1382 = and i32 %1381, 252645135
  %1383 = lshr i32 %635, 2
  %1384 = and i32 %1383, 808464432
  %1385 = or i32 %1382, %1384
  %1386 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1385, i32 %1074, i32 %1380)
  %1387 = shl i32 %1328, 8
  %1388 = ashr i32 %1387, 24
  %1389 = mul i32 %1388, %1386
  %1390 = sitofp i32 %1389 to float
  %1391 = fmul float %1343, %1046
  %1392 = call float @llvm.fma.f32(float %1358, float %1057, float %1391)
  %1393 = call float @llvm.fma.f32(float %1373, float %1068, float %1392)
  %1394 = call float @llvm.fma.f32(float %1390, float %1079, float %1393)
  %1395 = call float @llvm.fma.f32(float %1323, float %1394, float %1320)
  store float %1395, ptr %v5, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %body50
  %1396 = add i32 %567, 1
  %1397 = and i32 %1396, 1
  %1398 = sext i32 %1397 to i64
  %1399 = mul i64 %1398, 1152
  %1400 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1399
  %1401 = getelementptr i8, ptr addrspace(3) %1400, i64 1024
  %1402 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1403 = bitcast float %582 to i32
  %1404 = and i32 %1403, 2147483647
  %1405 = bitcast float %583 to i32
  %1406 = and i32 %1405, 2147483647
  %1407 = bitcast float %584 to i32
  %1408 = and i32 %1407, 2147483647
  %1409 = bitcast float %585 to i32
  %1410 = and i32 %1409, 2147483647
  %1411 = icmp ugt i32 %1404, %1406
  %1412 = select i1 %1411, i32 %1404, i32 %1406
  %1413 = icmp ugt i32 %1408, %1410
  %1414 = select i1 %1413, i32 %1408, i32 %1410
  %1415 = icmp ugt i32 %1412, %1414
  %1416 = select i1 %1415, i32 %1412, i32 %1414
  %1417 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1416, i32 1, i32 31)
  %1418 = icmp ugt i32 %1416, %1417
  %1419 = select i1 %1418, i32 %1416, i32 %1417
  %1420 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1419, i32 2, i32 31)
  %1421 = icmp ugt i32 %1419, %1420
  %1422 = select i1 %1421, i32 %1419, i32 %1420
  %1423 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1422, i32 4, i32 31)
  %1424 = icmp ugt i32 %1422, %1423
  %1425 = select i1 %1424, i32 %1422, i32 %1423
  %1426 = and i32 %1425, 2147483647
  %1427 = icmp ult i32 %1426, 2139095040
  %1428 = bitcast i32 %1425 to float
  %1429 = fdiv float 1.270000e+02, %1428
  %1430 = bitcast float %1429 to i32
  %1431 = and i32 %1430, 2147483647
  %1432 = icmp ult i32 %1431, 2139095040
  %1433 = select i1 %1432, float %1429, float 0.000000e+00
  %1434 = fmul float %582, %1433
  %1435 = fadd float %1434, 0x4168000000000000
  %1436 = bitcast float %1435 to i32
  %1437 = fmul float %583, %1433
  %1438 = fadd float %1437, 0x4168000000000000
  %1439 = bitcast float %1438 to i32
  %1440 = fmul float %584, %1433
  %1441 = fadd float %1440, 0x4168000000000000
  %1442 = bitcast float %1441 to i32
  %1443 = fmul float %585, %1433
  %1444 = fadd float %1443, 0x4168000000000000
  %1445 = bitcast float %1444 to i32
  %1446 = bitcast i32 %1436 to <4 x i8>
  %1447 = bitcast i32 %1439 to <4 x i8>
  %1448 = shufflevector <4 x i8> %1446, <4 x i8> %1447, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1449 = bitcast <4 x i8> %1448 to i32
  %1450 = bitcast i32 %1442 to <4 x i8>
  %1451 = bitcast i32 %1445 to <4 x i8>
  %1452 = shufflevector <4 x i8> %1450, <4 x i8> %1451, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1453 = bitcast <4 x i8> %1452 to i32
  %1454 = bitcast i32 %1449 to <4 x i8>
  %1455 = bitcast i32 %1453 to <4 x i8>
  %1456 = shufflevector <4 x i8> %1454, <4 x i8> %1455, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1457 = bitcast <4 x i8> %1456 to i32
  %1458 = add i32 %1402, 0
  %1459 = sext i32 %1458 to i64
  %1460 = mul i64 %1459, 4
  %1461 = icmp slt i64 %1460, 1024
  br i1 %1461, label %then54, label %endif55

then54:                                           ; preds = %endif53
  %1462 = lshr i64 %1460, 2
  %1463 = mul i64 %1462, 4
  %1464 = getelementptr i8, ptr addrspace(3) %1400, i64 %1463
  store i32 %1457, ptr addrspace(3) %1464, align 4
  %1465 = and i64 %1460, 31
  %1466 = icmp eq i64 %1465, 0
  br i1 %1466, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %endif53
  %1467 = bitcast float %597 to i32
  %1468 = and i32 %1467, 2147483647
  %1469 = bitcast float %598 to i32
  %1470 = and i32 %1469, 2147483647
  %1471 = bitcast float %599 to i32
  %1472 = and i32 %1471, 2147483647
  %1473 = bitcast float %600 to i32
  %1474 = and i32 %1473, 2147483647
  %1475 = icmp ugt i32 %1468, %1470
  %1476 = select i1 %1475, i32 %1468, i32 %1470
  %1477 = icmp ugt i32 %1472, %1474
  %1478 = select i1 %1477, i32 %1472, i32 %1474
  %1479 = icmp ugt i32 %1476, %1478
  %1480 = select i1 %1479, i32 %1476, i32 %1478
  %1481 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1480, i32 1, i32 31)
  %1482 = icmp ugt i32 %1480, %1481
  %1483 = select i1 %1482, i32 %1480, i32 %1481
  %1484 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1483, i32 2, i32 31)
  %1485 = icmp ugt i32 %1483, %1484
  %1486 = select i1 %1485, i32 %1483, i32 %1484
  %1487 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1486, i32 4, i32 31)
  %1488 = icmp ugt i32 %1486, %1487
  %1489 = select i1 %1488, i32 %1486, i32 %1487
  %1490 = and i32 %1489, 2147483647
  %1491 = icmp ult i32 %1490, 2139095040
  %1492 = bitcast i32 %1489 to float
  %1493 = fdiv float 1.270000e+02, %1492
  %1494 = bitcast float %1493 to i32
  %1495 = and i32 %1494, 2147483647
  %1496 = icmp ult i32 %1495, 2139095040
  %1497 = select i1 %1496, float %1493, float 0.000000e+00
  %1498 = fmul float %597, %1497
  %1499 = fadd float %1498, 0x4168000000000000
  %1500 = bitcast float %1499 to i32
  %1501 = fmul float %598, %1497
  %1502 = fadd float %1501, 0x4168000000000000
  %1503 = bitcast float %1502 to i32
  %1504 = fmul float %599, %1497
  %1505 = fadd float %1504, 0x4168000000000000
  %1506 = bitcast float %1505 to i32
  %1507 = fmul float %600, %1497
  %1508 = fadd float %1507, 0x4168000000000000
  %1509 = bitcast float %1508 to i32
  %1510 = bitcast i32 %1500 to <4 x i8>
  %1511 = bitcast i32 %1503 to <4 x i8>
  %1512 = shufflevector <4 x i8> %1510, <4 x i8> %1511, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1513 = bitcast <4 x i8> %1512 to i32
  %1514 = bitcast i32 %1506 to <4 x i8>
  %1515 = bitcast i32 %1509 to <4 x i8>
  %1516 = shufflevector <4 x i8> %1514, <4 x i8> %1515, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1517 = bitcast <4 x i8> %1516 to i32
  %1518 = bitcast i32 %1513 to <4 x i8>
  %1519 = bitcast i32 %1517 to <4 x i8>
  %1520 = shufflevector <4 x i8> %1518, <4 x i8> %1519, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1521 = bitcast <4 x i8> %1520 to i32
  %1522 = add i32 %1402, 128
  %1523 = sext i32 %1522 to i64
  %1524 = mul i64 %1523, 4
  %1525 = icmp slt i64 %1524, 1024
  br i1 %1525, label %then58, label %endif59

then56:                                           ; preds = %then54
  %1526 = fmul float %1428, 0x3F80204080000000
  %1527 = select i1 %1427, float %1526, float 0x7FF8000000000000
  %1528 = lshr i64 %1460, 5
  %1529 = mul i64 %1528, 4
  %1530 = getelementptr i8, ptr addrspace(3) %1401, i64 %1529
  store float %1527, ptr addrspace(3) %1530, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %endif55
  %1531 = lshr i64 %1524, 2
  %1532 = mul i64 %1531, 4
  %1533 = getelementptr i8, ptr addrspace(3) %1400, i64 %1532
  store i32 %1521, ptr addrspace(3) %1533, align 4
  %1534 = and i64 %1524, 31
  %1535 = icmp eq i64 %1534, 0
  br i1 %1535, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %endif55
  call void @llvm.nvvm.barrier0()
  %1536 = load i32, ptr %v48, align 4
  %1537 = add i32 %1536, 1
  store i32 %1537, ptr %v48, align 4
  br label %loop49

then60:                                           ; preds = %then58
  %1538 = fmul float %1492, 0x3F80204080000000
  %1539 = select i1 %1491, float %1538, float 0x7FF8000000000000
  %1540 = lshr i64 %1524, 5
  %1541 = mul i64 %1540, 4
  %1542 = getelementptr i8, ptr addrspace(3) %1401, i64 %1541
  store float %1539, ptr addrspace(3) %1542, align 4
  br label %endif61

endif61:                                          ; preds = %then60, %then58
  br label %endif59

then62:                                           ; preds = %done51
  %1543 = load float, ptr %v1, align 4
  %1544 = add i32 %22, %13
  %1545 = icmp slt i32 %1544, %3
  br i1 %1545, label %then64, label %endif65

endif63:                                          ; preds = %endif65, %done51
  %1546 = load i32, ptr %v, align 4
  %1547 = add i32 %1546, 4
  store i32 %1547, ptr %v, align 4
  br label %loop

then64:                                           ; preds = %then62
  %1548 = add i32 0, %1544
  %1549 = sext i32 %1548 to i64
  %1550 = mul i64 %1549, 4
  %1551 = getelementptr i8, ptr addrspace(1) %0, i64 %1550
  store float %1543, ptr addrspace(1) %1551, align 4
  br label %endif65

endif65:                                          ; preds = %then64, %then62
  br label %endif63
}

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

!0 = !{ptr @strata_matvec_q6_k, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_q6_k, !"maxntidx", i32 128}
