; ModuleID = 'strata_moe_matvec_q6_k'
source_filename = "strata_moe_matvec_q6_k"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_q6_k(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
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
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = lshr i32 %24, 5
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = and i32 %26, 31
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, 16
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %31, 3
  %33 = and i32 %31, 7
  %34 = icmp eq i32 %33, 0
  store i32 %25, ptr %v, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif65, %then
  %35 = load i32, ptr %v, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr %v, align 4
  %38 = udiv i32 %37, 1
  %39 = urem i32 %37, 1
  %40 = mul i32 %38, 4
  %41 = add i32 %29, %40
  %42 = icmp slt i32 %41, %4
  store float 0.000000e+00, ptr %v1, align 4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store float 0.000000e+00, ptr %v2, align 4
  store float 0.000000e+00, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %73 = udiv i32 %5, 32
  %74 = mul i32 %39, 32
  %75 = add i32 %44, %74
  %76 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  store i32 %112, ptr %v6, align 4
  store i32 %113, ptr %v7, align 4
  store i32 %128, ptr %v8, align 4
  store i32 %129, ptr %v9, align 4
  store i32 %144, ptr %v10, align 4
  store i32 %145, ptr %v11, align 4
  store i32 %159, ptr %v12, align 4
  store i32 %160, ptr %v13, align 4
  store i32 %163, ptr %v14, align 4
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
  store i32 %195, ptr %v15, align 4
  store i32 %196, ptr %v16, align 4
  store i32 %211, ptr %v17, align 4
  store i32 %212, ptr %v18, align 4
  store i32 %227, ptr %v19, align 4
  store i32 %228, ptr %v20, align 4
  store i32 %242, ptr %v21, align 4
  store i32 %243, ptr %v22, align 4
  store i32 %246, ptr %v23, align 4
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
  store i32 %278, ptr %v24, align 4
  store i32 %279, ptr %v25, align 4
  store i32 %294, ptr %v26, align 4
  store i32 %295, ptr %v27, align 4
  store i32 %310, ptr %v28, align 4
  store i32 %311, ptr %v29, align 4
  store i32 %325, ptr %v30, align 4
  store i32 %326, ptr %v31, align 4
  store i32 %329, ptr %v32, align 4
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
  store i32 %361, ptr %v33, align 4
  store i32 %362, ptr %v34, align 4
  store i32 %377, ptr %v35, align 4
  store i32 %378, ptr %v36, align 4
  store i32 %393, ptr %v37, align 4
  store i32 %394, ptr %v38, align 4
  store i32 %408, ptr %v39, align 4
  store i32 %409, ptr %v40, align 4
  store i32 %412, ptr %v41, align 4
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
  %443 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %458 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 1, i32 31)
  %459 = icmp ugt i32 %457, %458
  %460 = select i1 %459, i32 %457, i32 %458
  %461 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %460, i32 2, i32 31)
  %462 = icmp ugt i32 %460, %461
  %463 = select i1 %462, i32 %460, i32 %461
  %464 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %463, i32 4, i32 31)
  %465 = icmp ugt i32 %463, %464
  %466 = select i1 %465, i32 %463, i32 %464
  %467 = and i32 %466, 2147483647
  %468 = icmp ult i32 %467, 2139095040
  %469 = bitcast i32 %466 to float
  %470 = fdiv float 1.270000e+02, %469
  %471 = bitcast float %470 to i32
  %472 = and i32 %471, 2147483647
  %473 = icmp ult i32 %472, 2139095040
  %474 = select i1 %473, float %470, float 0.000000e+00
  %475 = fmul float %424, %474
  %476 = fadd float %475, 0x4168000000000000
  %477 = bitcast float %476 to i32
  %478 = fmul float %425, %474
  %479 = fadd float %478, 0x4168000000000000
  %480 = bitcast float %479 to i32
  %481 = fmul float %426, %474
  %482 = fadd float %481, 0x4168000000000000
  %483 = bitcast float %482 to i32
  %484 = fmul float %427, %474
  %485 = fadd float %484, 0x4168000000000000
  %486 = bitcast float %485 to i32
  %487 = bitcast i32 %477 to <4 x i8>
  %488 = bitcast i32 %480 to <4 x i8>
  %489 = shufflevector <4 x i8> %487, <4 x i8> %488, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %490 = bitcast <4 x i8> %489 to i32
  %491 = bitcast i32 %483 to <4 x i8>
  %492 = bitcast i32 %486 to <4 x i8>
  %493 = shufflevector <4 x i8> %491, <4 x i8> %492, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %494 = bitcast <4 x i8> %493 to i32
  %495 = bitcast i32 %490 to <4 x i8>
  %496 = bitcast i32 %494 to <4 x i8>
  %497 = shufflevector <4 x i8> %495, <4 x i8> %496, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %498 = bitcast <4 x i8> %497 to i32
  %499 = add i32 %443, 0
  %500 = sext i32 %499 to i64
  %501 = mul i64 %500, 4
  %502 = icmp slt i64 %501, 1024
  br i1 %502, label %then42, label %endif43

done:                                             ; preds = %loop
  br label %endif

then42:                                           ; preds = %body
  %503 = lshr i64 %501, 2
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr addrspace(3) @lds1, i64 %504
  store i32 %498, ptr addrspace(3) %505, align 4
  %506 = and i64 %501, 31
  %507 = icmp eq i64 %506, 0
  br i1 %507, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %body
  %508 = bitcast float %439 to i32
  %509 = and i32 %508, 2147483647
  %510 = bitcast float %440 to i32
  %511 = and i32 %510, 2147483647
  %512 = bitcast float %441 to i32
  %513 = and i32 %512, 2147483647
  %514 = bitcast float %442 to i32
  %515 = and i32 %514, 2147483647
  %516 = icmp ugt i32 %509, %511
  %517 = select i1 %516, i32 %509, i32 %511
  %518 = icmp ugt i32 %513, %515
  %519 = select i1 %518, i32 %513, i32 %515
  %520 = icmp ugt i32 %517, %519
  %521 = select i1 %520, i32 %517, i32 %519
  %522 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %521, i32 1, i32 31)
  %523 = icmp ugt i32 %521, %522
  %524 = select i1 %523, i32 %521, i32 %522
  %525 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %524, i32 2, i32 31)
  %526 = icmp ugt i32 %524, %525
  %527 = select i1 %526, i32 %524, i32 %525
  %528 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %527, i32 4, i32 31)
  %529 = icmp ugt i32 %527, %528
  %530 = select i1 %529, i32 %527, i32 %528
  %531 = and i32 %530, 2147483647
  %532 = icmp ult i32 %531, 2139095040
  %533 = bitcast i32 %530 to float
  %534 = fdiv float 1.270000e+02, %533
  %535 = bitcast float %534 to i32
  %536 = and i32 %535, 2147483647
  %537 = icmp ult i32 %536, 2139095040
  %538 = select i1 %537, float %534, float 0.000000e+00
  %539 = fmul float %439, %538
  %540 = fadd float %539, 0x4168000000000000
  %541 = bitcast float %540 to i32
  %542 = fmul float %440, %538
  %543 = fadd float %542, 0x4168000000000000
  %544 = bitcast float %543 to i32
  %545 = fmul float %441, %538
  %546 = fadd float %545, 0x4168000000000000
  %547 = bitcast float %546 to i32
  %548 = fmul float %442, %538
  %549 = fadd float %548, 0x4168000000000000
  %550 = bitcast float %549 to i32
  %551 = bitcast i32 %541 to <4 x i8>
  %552 = bitcast i32 %544 to <4 x i8>
  %553 = shufflevector <4 x i8> %551, <4 x i8> %552, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %554 = bitcast <4 x i8> %553 to i32
  %555 = bitcast i32 %547 to <4 x i8>
  %556 = bitcast i32 %550 to <4 x i8>
  %557 = shufflevector <4 x i8> %555, <4 x i8> %556, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %558 = bitcast <4 x i8> %557 to i32
  %559 = bitcast i32 %554 to <4 x i8>
  %560 = bitcast i32 %558 to <4 x i8>
  %561 = shufflevector <4 x i8> %559, <4 x i8> %560, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %562 = bitcast <4 x i8> %561 to i32
  %563 = add i32 %443, 128
  %564 = sext i32 %563 to i64
  %565 = mul i64 %564, 4
  %566 = icmp slt i64 %565, 1024
  br i1 %566, label %then46, label %endif47

then44:                                           ; preds = %then42
  %567 = fmul float %469, 0x3F80204080000000
  %568 = select i1 %468, float %567, float 0x7FF8000000000000
  %569 = lshr i64 %501, 5
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %570
  store float %568, ptr addrspace(3) %571, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %572 = lshr i64 %565, 2
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(3) @lds1, i64 %573
  store i32 %562, ptr addrspace(3) %574, align 4
  %575 = and i64 %565, 31
  %576 = icmp eq i64 %575, 0
  br i1 %576, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  call void @llvm.nvvm.barrier0()
  %577 = add i32 %73, 31
  %578 = udiv i32 %577, 32
  store i32 0, ptr %v50, align 4
  br label %loop51

then48:                                           ; preds = %then46
  %579 = fmul float %533, 0x3F80204080000000
  %580 = select i1 %532, float %579, float 0x7FF8000000000000
  %581 = lshr i64 %565, 5
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 1024), i64 %582
  store float %580, ptr addrspace(3) %583, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

loop51:                                           ; preds = %endif61, %endif47
  %584 = load i32, ptr %v50, align 4
  %585 = icmp slt i32 %584, %578
  br i1 %585, label %body52, label %done53

body52:                                           ; preds = %loop51
  %586 = load i32, ptr %v50, align 4
  %587 = add i32 %586, 1
  %588 = sext i32 %587 to i64
  %589 = mul i64 %588, 1024
  %590 = add i32 %76, 0
  %591 = sext i32 %590 to i64
  %592 = mul i64 %591, 4
  %593 = add i64 %589, %592
  %594 = icmp slt i64 %593, %77
  %595 = icmp slt i64 %592, 1024
  %596 = and i1 %594, %595
  %597 = select i1 %596, i64 %593, i64 0
  %598 = mul i64 %597, 4
  %599 = getelementptr i8, ptr addrspace(1) %22, i64 %598
  %600 = load <4 x float>, ptr addrspace(1) %599, align 16
  %601 = extractelement <4 x float> %600, i32 0
  %602 = extractelement <4 x float> %600, i32 1
  %603 = extractelement <4 x float> %600, i32 2
  %604 = extractelement <4 x float> %600, i32 3
  %605 = add i32 %76, 128
  %606 = sext i32 %605 to i64
  %607 = mul i64 %606, 4
  %608 = add i64 %589, %607
  %609 = icmp slt i64 %608, %77
  %610 = icmp slt i64 %607, 1024
  %611 = and i1 %609, %610
  %612 = select i1 %611, i64 %608, i64 0
  %613 = mul i64 %612, 4
  %614 = getelementptr i8, ptr addrspace(1) %22, i64 %613
  %615 = load <4 x float>, ptr addrspace(1) %614, align 16
  %616 = extractelement <4 x float> %615, i32 0
  %617 = extractelement <4 x float> %615, i32 1
  %618 = extractelement <4 x float> %615, i32 2
  %619 = extractelement <4 x float> %615, i32 3
  %620 = mul i32 %586, 32
  %621 = add i32 %75, %620
  %622 = load i32, ptr %v6, align 4
  %623 = load i32, ptr %v7, align 4
  %624 = load i32, ptr %v8, align 4
  %625 = load i32, ptr %v9, align 4
  %626 = load i32, ptr %v10, align 4
  %627 = load i32, ptr %v11, align 4
  %628 = load i32, ptr %v12, align 4
  %629 = load i32, ptr %v13, align 4
  %630 = load i32, ptr %v14, align 4
  %631 = load i32, ptr %v15, align 4
  %632 = load i32, ptr %v16, align 4
  %633 = load i32, ptr %v17, align 4
  %634 = load i32, ptr %v18, align 4
  %635 = load i32, ptr %v19, align 4
  %636 = load i32, ptr %v20, align 4
  %637 = load i32, ptr %v21, align 4
  %638 = load i32, ptr %v22, align 4
  %639 = load i32, ptr %v23, align 4
  %640 = load i32, ptr %v24, align 4
  %641 = load i32, ptr %v25, align 4
  %642 = load i32, ptr %v26, align 4
  %643 = load i32, ptr %v27, align 4
  %644 = load i32, ptr %v28, align 4
  %645 = load i32, ptr %v29, align 4
  %646 = load i32, ptr %v30, align 4
  %647 = load i32, ptr %v31, align 4
  %648 = load i32, ptr %v32, align 4
  %649 = load i32, ptr %v33, align 4
  %650 = load i32, ptr %v34, align 4
  %651 = load i32, ptr %v35, align 4
  %652 = load i32, ptr %v36, align 4
  %653 = load i32, ptr %v37, align 4
  %654 = load i32, ptr %v38, align 4
  %655 = load i32, ptr %v39, align 4
  %656 = load i32, ptr %v40, align 4
  %657 = load i32, ptr %v41, align 4
  %658 = add i32 %621, 32
  %659 = icmp sgt i32 %658, %78
  %660 = select i1 %659, i32 %78, i32 %658
  %661 = lshr i32 %660, 3
  %662 = and i32 %660, 7
  %663 = lshr i32 %662, 2
  %664 = and i32 %662, 3
  %665 = sext i32 %661 to i64
  %666 = mul i64 %665, 210
  %667 = add i64 %666, 0
  %668 = getelementptr i8, ptr addrspace(1) %54, i64 %667
  %669 = sext i32 %663 to i64
  %670 = sext i32 %664 to i64
  %671 = mul i64 %670, 8
  %672 = ptrtoint ptr addrspace(1) %668 to i64
  %673 = and i64 %672, 3
  %674 = sub i64 0, %673
  %675 = getelementptr i8, ptr addrspace(1) %668, i64 %674
  %676 = shl i64 %673, 3
  %677 = trunc i64 %676 to i32
  %678 = mul i64 %669, 64
  %679 = add i64 0, %678
  %680 = add i64 %679, %671
  %681 = add i64 %680, 0
  %682 = getelementptr i8, ptr addrspace(1) %675, i64 %681
  %683 = load i32, ptr addrspace(1) %682, align 4
  %684 = add i64 %680, 4
  %685 = getelementptr i8, ptr addrspace(1) %675, i64 %684
  %686 = load i32, ptr addrspace(1) %685, align 4
  %687 = add i64 %680, 4
  %688 = shl i64 %673, 1
  %689 = add i64 %687, %688
  %690 = getelementptr i8, ptr addrspace(1) %675, i64 %689
  %691 = load i32, ptr addrspace(1) %690, align 4
  %692 = call i32 @llvm.fshr.i32(i32 %686, i32 %683, i32 %677)
  %693 = call i32 @llvm.fshr.i32(i32 %691, i32 %686, i32 %677)
  %694 = mul i64 %669, 64
  %695 = add i64 32, %694
  %696 = add i64 %695, %671
  %697 = add i64 %696, 0
  %698 = getelementptr i8, ptr addrspace(1) %675, i64 %697
  %699 = load i32, ptr addrspace(1) %698, align 4
  %700 = add i64 %696, 4
  %701 = getelementptr i8, ptr addrspace(1) %675, i64 %700
  %702 = load i32, ptr addrspace(1) %701, align 4
  %703 = add i64 %696, 4
  %704 = shl i64 %673, 1
  %705 = add i64 %703, %704
  %706 = getelementptr i8, ptr addrspace(1) %675, i64 %705
  %707 = load i32, ptr addrspace(1) %706, align 4
  %708 = call i32 @llvm.fshr.i32(i32 %702, i32 %699, i32 %677)
  %709 = call i32 @llvm.fshr.i32(i32 %707, i32 %702, i32 %677)
  %710 = mul i64 %669, 32
  %711 = add i64 128, %710
  %712 = add i64 %711, %671
  %713 = add i64 %712, 0
  %714 = getelementptr i8, ptr addrspace(1) %675, i64 %713
  %715 = load i32, ptr addrspace(1) %714, align 4
  %716 = add i64 %712, 4
  %717 = getelementptr i8, ptr addrspace(1) %675, i64 %716
  %718 = load i32, ptr addrspace(1) %717, align 4
  %719 = add i64 %712, 4
  %720 = shl i64 %673, 1
  %721 = add i64 %719, %720
  %722 = getelementptr i8, ptr addrspace(1) %675, i64 %721
  %723 = load i32, ptr addrspace(1) %722, align 4
  %724 = call i32 @llvm.fshr.i32(i32 %718, i32 %715, i32 %677)
  %725 = call i32 @llvm.fshr.i32(i32 %723, i32 %718, i32 %677)
  %726 = mul i64 %669, 8
  %727 = add i64 192, %726
  %728 = add i64 %727, 0
  %729 = getelementptr i8, ptr addrspace(1) %675, i64 %728
  %730 = load i32, ptr addrspace(1) %729, align 4
  %731 = add i64 %727, 4
  %732 = getelementptr i8, ptr addrspace(1) %675, i64 %731
  %733 = load i32, ptr addrspace(1) %732, align 4
  %734 = add i64 %727, 4
  %735 = shl i64 %673, 1
  %736 = add i64 %734, %735
  %737 = getelementptr i8, ptr addrspace(1) %675, i64 %736
  %738 = load i32, ptr addrspace(1) %737, align 4
  %739 = call i32 @llvm.fshr.i32(i32 %733, i32 %730, i32 %677)
  %740 = call i32 @llvm.fshr.i32(i32 %738, i32 %733, i32 %677)
  %741 = getelementptr i8, ptr addrspace(1) %668, i64 208
  %742 = load i16, ptr addrspace(1) %741, align 2
  %743 = zext i16 %742 to i32
  store i32 %692, ptr %v6, align 4
  store i32 %693, ptr %v7, align 4
  store i32 %708, ptr %v8, align 4
  store i32 %709, ptr %v9, align 4
  store i32 %724, ptr %v10, align 4
  store i32 %725, ptr %v11, align 4
  store i32 %739, ptr %v12, align 4
  store i32 %740, ptr %v13, align 4
  store i32 %743, ptr %v14, align 4
  %744 = lshr i32 %660, 3
  %745 = and i32 %660, 7
  %746 = lshr i32 %745, 2
  %747 = and i32 %745, 3
  %748 = sext i32 %744 to i64
  %749 = mul i64 %748, 210
  %750 = add i64 %749, 0
  %751 = getelementptr i8, ptr addrspace(1) %60, i64 %750
  %752 = sext i32 %746 to i64
  %753 = sext i32 %747 to i64
  %754 = mul i64 %753, 8
  %755 = ptrtoint ptr addrspace(1) %751 to i64
  %756 = and i64 %755, 3
  %757 = sub i64 0, %756
  %758 = getelementptr i8, ptr addrspace(1) %751, i64 %757
  %759 = shl i64 %756, 3
  %760 = trunc i64 %759 to i32
  %761 = mul i64 %752, 64
  %762 = add i64 0, %761
  %763 = add i64 %762, %754
  %764 = add i64 %763, 0
  %765 = getelementptr i8, ptr addrspace(1) %758, i64 %764
  %766 = load i32, ptr addrspace(1) %765, align 4
  %767 = add i64 %763, 4
  %768 = getelementptr i8, ptr addrspace(1) %758, i64 %767
  %769 = load i32, ptr addrspace(1) %768, align 4
  %770 = add i64 %763, 4
  %771 = shl i64 %756, 1
  %772 = add i64 %770, %771
  %773 = getelementptr i8, ptr addrspace(1) %758, i64 %772
  %774 = load i32, ptr addrspace(1) %773, align 4
  %775 = call i32 @llvm.fshr.i32(i32 %769, i32 %766, i32 %760)
  %776 = call i32 @llvm.fshr.i32(i32 %774, i32 %769, i32 %760)
  %777 = mul i64 %752, 64
  %778 = add i64 32, %777
  %779 = add i64 %778, %754
  %780 = add i64 %779, 0
  %781 = getelementptr i8, ptr addrspace(1) %758, i64 %780
  %782 = load i32, ptr addrspace(1) %781, align 4
  %783 = add i64 %779, 4
  %784 = getelementptr i8, ptr addrspace(1) %758, i64 %783
  %785 = load i32, ptr addrspace(1) %784, align 4
  %786 = add i64 %779, 4
  %787 = shl i64 %756, 1
  %788 = add i64 %786, %787
  %789 = getelementptr i8, ptr addrspace(1) %758, i64 %788
  %790 = load i32, ptr addrspace(1) %789, align 4
  %791 = call i32 @llvm.fshr.i32(i32 %785, i32 %782, i32 %760)
  %792 = call i32 @llvm.fshr.i32(i32 %790, i32 %785, i32 %760)
  %793 = mul i64 %752, 32
  %794 = add i64 128, %793
  %795 = add i64 %794, %754
  %796 = add i64 %795, 0
  %797 = getelementptr i8, ptr addrspace(1) %758, i64 %796
  %798 = load i32, ptr addrspace(1) %797, align 4
  %799 = add i64 %795, 4
  %800 = getelementptr i8, ptr addrspace(1) %758, i64 %799
  %801 = load i32, ptr addrspace(1) %800, align 4
  %802 = add i64 %795, 4
  %803 = shl i64 %756, 1
  %804 = add i64 %802, %803
  %805 = getelementptr i8, ptr addrspace(1) %758, i64 %804
  %806 = load i32, ptr addrspace(1) %805, align 4
  %807 = call i32 @llvm.fshr.i32(i32 %801, i32 %798, i32 %760)
  %808 = call i32 @llvm.fshr.i32(i32 %806, i32 %801, i32 %760)
  %809 = mul i64 %752, 8
  %810 = add i64 192, %809
  %811 = add i64 %810, 0
  %812 = getelementptr i8, ptr addrspace(1) %758, i64 %811
  %813 = load i32, ptr addrspace(1) %812, align 4
  %814 = add i64 %810, 4
  %815 = getelementptr i8, ptr addrspace(1) %758, i64 %814
  %816 = load i32, ptr addrspace(1) %815, align 4
  %817 = add i64 %810, 4
  %818 = shl i64 %756, 1
  %819 = add i64 %817, %818
  %820 = getelementptr i8, ptr addrspace(1) %758, i64 %819
  %821 = load i32, ptr addrspace(1) %820, align 4
  %822 = call i32 @llvm.fshr.i32(i32 %816, i32 %813, i32 %760)
  %823 = call i32 @llvm.fshr.i32(i32 %821, i32 %816, i32 %760)
  %824 = getelementptr i8, ptr addrspace(1) %751, i64 208
  %825 = load i16, ptr addrspace(1) %824, align 2
  %826 = zext i16 %825 to i32
  store i32 %775, ptr %v15, align 4
  store i32 %776, ptr %v16, align 4
  store i32 %791, ptr %v17, align 4
  store i32 %792, ptr %v18, align 4
  store i32 %807, ptr %v19, align 4
  store i32 %808, ptr %v20, align 4
  store i32 %822, ptr %v21, align 4
  store i32 %823, ptr %v22, align 4
  store i32 %826, ptr %v23, align 4
  %827 = lshr i32 %660, 3
  %828 = and i32 %660, 7
  %829 = lshr i32 %828, 2
  %830 = and i32 %828, 3
  %831 = sext i32 %827 to i64
  %832 = mul i64 %831, 210
  %833 = add i64 %832, 0
  %834 = getelementptr i8, ptr addrspace(1) %66, i64 %833
  %835 = sext i32 %829 to i64
  %836 = sext i32 %830 to i64
  %837 = mul i64 %836, 8
  %838 = ptrtoint ptr addrspace(1) %834 to i64
  %839 = and i64 %838, 3
  %840 = sub i64 0, %839
  %841 = getelementptr i8, ptr addrspace(1) %834, i64 %840
  %842 = shl i64 %839, 3
  %843 = trunc i64 %842 to i32
  %844 = mul i64 %835, 64
  %845 = add i64 0, %844
  %846 = add i64 %845, %837
  %847 = add i64 %846, 0
  %848 = getelementptr i8, ptr addrspace(1) %841, i64 %847
  %849 = load i32, ptr addrspace(1) %848, align 4
  %850 = add i64 %846, 4
  %851 = getelementptr i8, ptr addrspace(1) %841, i64 %850
  %852 = load i32, ptr addrspace(1) %851, align 4
  %853 = add i64 %846, 4
  %854 = shl i64 %839, 1
  %855 = add i64 %853, %854
  %856 = getelementptr i8, ptr addrspace(1) %841, i64 %855
  %857 = load i32, ptr addrspace(1) %856, align 4
  %858 = call i32 @llvm.fshr.i32(i32 %852, i32 %849, i32 %843)
  %859 = call i32 @llvm.fshr.i32(i32 %857, i32 %852, i32 %843)
  %860 = mul i64 %835, 64
  %861 = add i64 32, %860
  %862 = add i64 %861, %837
  %863 = add i64 %862, 0
  %864 = getelementptr i8, ptr addrspace(1) %841, i64 %863
  %865 = load i32, ptr addrspace(1) %864, align 4
  %866 = add i64 %862, 4
  %867 = getelementptr i8, ptr addrspace(1) %841, i64 %866
  %868 = load i32, ptr addrspace(1) %867, align 4
  %869 = add i64 %862, 4
  %870 = shl i64 %839, 1
  %871 = add i64 %869, %870
  %872 = getelementptr i8, ptr addrspace(1) %841, i64 %871
  %873 = load i32, ptr addrspace(1) %872, align 4
  %874 = call i32 @llvm.fshr.i32(i32 %868, i32 %865, i32 %843)
  %875 = call i32 @llvm.fshr.i32(i32 %873, i32 %868, i32 %843)
  %876 = mul i64 %835, 32
  %877 = add i64 128, %876
  %878 = add i64 %877, %837
  %879 = add i64 %878, 0
  %880 = getelementptr i8, ptr addrspace(1) %841, i64 %879
  %881 = load i32, ptr addrspace(1) %880, align 4
  %882 = add i64 %878, 4
  %883 = getelementptr i8, ptr addrspace(1) %841, i64 %882
  %884 = load i32, ptr addrspace(1) %883, align 4
  %885 = add i64 %878, 4
  %886 = shl i64 %839, 1
  %887 = add i64 %885, %886
  %888 = getelementptr i8, ptr addrspace(1) %841, i64 %887
  %889 = load i32, ptr addrspace(1) %888, align 4
  %890 = call i32 @llvm.fshr.i32(i32 %884, i32 %881, i32 %843)
  %891 = call i32 @llvm.fshr.i32(i32 %889, i32 %884, i32 %843)
  %892 = mul i64 %835, 8
  %893 = add i64 192, %892
  %894 = add i64 %893, 0
  %895 = getelementptr i8, ptr addrspace(1) %841, i64 %894
  %896 = load i32, ptr addrspace(1) %895, align 4
  %897 = add i64 %893, 4
  %898 = getelementptr i8, ptr addrspace(1) %841, i64 %897
  %899 = load i32, ptr addrspace(1) %898, align 4
  %900 = add i64 %893, 4
  %901 = shl i64 %839, 1
  %902 = add i64 %900, %901
  %903 = getelementptr i8, ptr addrspace(1) %841, i64 %902
  %904 = load i32, ptr addrspace(1) %903, align 4
  %905 = call i32 @llvm.fshr.i32(i32 %899, i32 %896, i32 %843)
  %906 = call i32 @llvm.fshr.i32(i32 %904, i32 %899, i32 %843)
  %907 = getelementptr i8, ptr addrspace(1) %834, i64 208
  %908 = load i16, ptr addrspace(1) %907, align 2
  %909 = zext i16 %908 to i32
  store i32 %858, ptr %v24, align 4
  store i32 %859, ptr %v25, align 4
  store i32 %874, ptr %v26, align 4
  store i32 %875, ptr %v27, align 4
  store i32 %890, ptr %v28, align 4
  store i32 %891, ptr %v29, align 4
  store i32 %905, ptr %v30, align 4
  store i32 %906, ptr %v31, align 4
  store i32 %909, ptr %v32, align 4
  %910 = lshr i32 %660, 3
  %911 = and i32 %660, 7
  %912 = lshr i32 %911, 2
  %913 = and i32 %911, 3
  %914 = sext i32 %910 to i64
  %915 = mul i64 %914, 210
  %916 = add i64 %915, 0
  %917 = getelementptr i8, ptr addrspace(1) %72, i64 %916
  %918 = sext i32 %912 to i64
  %919 = sext i32 %913 to i64
  %920 = mul i64 %919, 8
  %921 = ptrtoint ptr addrspace(1) %917 to i64
  %922 = and i64 %921, 3
  %923 = sub i64 0, %922
  %924 = getelementptr i8, ptr addrspace(1) %917, i64 %923
  %925 = shl i64 %922, 3
  %926 = trunc i64 %925 to i32
  %927 = mul i64 %918, 64
  %928 = add i64 0, %927
  %929 = add i64 %928, %920
  %930 = add i64 %929, 0
  %931 = getelementptr i8, ptr addrspace(1) %924, i64 %930
  %932 = load i32, ptr addrspace(1) %931, align 4
  %933 = add i64 %929, 4
  %934 = getelementptr i8, ptr addrspace(1) %924, i64 %933
  %935 = load i32, ptr addrspace(1) %934, align 4
  %936 = add i64 %929, 4
  %937 = shl i64 %922, 1
  %938 = add i64 %936, %937
  %939 = getelementptr i8, ptr addrspace(1) %924, i64 %938
  %940 = load i32, ptr addrspace(1) %939, align 4
  %941 = call i32 @llvm.fshr.i32(i32 %935, i32 %932, i32 %926)
  %942 = call i32 @llvm.fshr.i32(i32 %940, i32 %935, i32 %926)
  %943 = mul i64 %918, 64
  %944 = add i64 32, %943
  %945 = add i64 %944, %920
  %946 = add i64 %945, 0
  %947 = getelementptr i8, ptr addrspace(1) %924, i64 %946
  %948 = load i32, ptr addrspace(1) %947, align 4
  %949 = add i64 %945, 4
  %950 = getelementptr i8, ptr addrspace(1) %924, i64 %949
  %951 = load i32, ptr addrspace(1) %950, align 4
  %952 = add i64 %945, 4
  %953 = shl i64 %922, 1
  %954 = add i64 %952, %953
  %955 = getelementptr i8, ptr addrspace(1) %924, i64 %954
  %956 = load i32, ptr addrspace(1) %955, align 4
  %957 = call i32 @llvm.fshr.i32(i32 %951, i32 %948, i32 %926)
  %958 = call i32 @llvm.fshr.i32(i32 %956, i32 %951, i32 %926)
  %959 = mul i64 %918, 32
  %960 = add i64 128, %959
  %961 = add i64 %960, %920
  %962 = add i64 %961, 0
  %963 = getelementptr i8, ptr addrspace(1) %924, i64 %962
  %964 = load i32, ptr addrspace(1) %963, align 4
  %965 = add i64 %961, 4
  %966 = getelementptr i8, ptr addrspace(1) %924, i64 %965
  %967 = load i32, ptr addrspace(1) %966, align 4
  %968 = add i64 %961, 4
  %969 = shl i64 %922, 1
  %970 = add i64 %968, %969
  %971 = getelementptr i8, ptr addrspace(1) %924, i64 %970
  %972 = load i32, ptr addrspace(1) %971, align 4
  %973 = call i32 @llvm.fshr.i32(i32 %967, i32 %964, i32 %926)
  %974 = call i32 @llvm.fshr.i32(i32 %972, i32 %967, i32 %926)
  %975 = mul i64 %918, 8
  %976 = add i64 192, %975
  %977 = add i64 %976, 0
  %978 = getelementptr i8, ptr addrspace(1) %924, i64 %977
  %979 = load i32, ptr addrspace(1) %978, align 4
  %980 = add i64 %976, 4
  %981 = getelementptr i8, ptr addrspace(1) %924, i64 %980
  %982 = load i32, ptr addrspace(1) %981, align 4
  %983 = add i64 %976, 4
  %984 = shl i64 %922, 1
  %985 = add i64 %983, %984
  %986 = getelementptr i8, ptr addrspace(1) %924, i64 %985
  %987 = load i32, ptr addrspace(1) %986, align 4
  %988 = call i32 @llvm.fshr.i32(i32 %982, i32 %979, i32 %926)
  %989 = call i32 @llvm.fshr.i32(i32 %987, i32 %982, i32 %926)
  %990 = getelementptr i8, ptr addrspace(1) %917, i64 208
  %991 = load i16, ptr addrspace(1) %990, align 2
  %992 = zext i16 %991 to i32
  store i32 %941, ptr %v33, align 4
  store i32 %942, ptr %v34, align 4
  store i32 %957, ptr %v35, align 4
  store i32 %958, ptr %v36, align 4
  store i32 %973, ptr %v37, align 4
  store i32 %974, ptr %v38, align 4
  store i32 %988, ptr %v39, align 4
  store i32 %989, ptr %v40, align 4
  store i32 %992, ptr %v41, align 4
  %993 = icmp slt i32 %621, %73
  br i1 %993, label %then54, label %endif55

done53:                                           ; preds = %loop51
  %994 = load float, ptr %v2, align 4
  %995 = load float, ptr %v3, align 4
  %996 = load float, ptr %v4, align 4
  %997 = load float, ptr %v5, align 4
  %998 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %999 = and i32 %998, 31
  %1000 = and i32 %999, 16
  %1001 = icmp ne i32 %1000, 0
  %1002 = select i1 %1001, float %996, float %994
  %1003 = select i1 %1001, float %994, float %996
  %1004 = bitcast float %1003 to i32
  %1005 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1004, i32 16, i32 31)
  %1006 = bitcast i32 %1005 to float
  %1007 = fadd float %1002, %1006
  %1008 = select i1 %1001, float %997, float %995
  %1009 = select i1 %1001, float %995, float %997
  %1010 = bitcast float %1009 to i32
  %1011 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 16, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = fadd float %1008, %1012
  %1014 = and i32 %999, 8
  %1015 = icmp ne i32 %1014, 0
  %1016 = select i1 %1015, float %1013, float %1007
  %1017 = select i1 %1015, float %1007, float %1013
  %1018 = bitcast float %1017 to i32
  %1019 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1018, i32 8, i32 31)
  %1020 = bitcast i32 %1019 to float
  %1021 = fadd float %1016, %1020
  %1022 = bitcast float %1021 to i32
  %1023 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1022, i32 4, i32 31)
  %1024 = bitcast i32 %1023 to float
  %1025 = fadd float %1021, %1024
  %1026 = bitcast float %1025 to i32
  %1027 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1026, i32 2, i32 31)
  %1028 = bitcast i32 %1027 to float
  %1029 = fadd float %1025, %1028
  %1030 = bitcast float %1029 to i32
  %1031 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1030, i32 1, i32 31)
  %1032 = bitcast i32 %1031 to float
  %1033 = fadd float %1029, %1032
  store float %1033, ptr %v1, align 4
  %1034 = and i1 %42, %34
  br i1 %1034, label %then64, label %endif65

then54:                                           ; preds = %body52
  %1035 = and i32 %586, 1
  %1036 = sext i32 %1035 to i64
  %1037 = mul i64 %1036, 1152
  %1038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1037
  %1039 = sext i32 %586 to i64
  %1040 = mul i64 %1039, 1024
  %1041 = lshr i32 %621, 3
  %1042 = and i32 %621, 7
  %1043 = lshr i32 %1042, 2
  %1044 = and i32 %1042, 3
  %1045 = mul i32 %1041, 256
  %1046 = mul i32 %1043, 128
  %1047 = mul i32 %1044, 8
  %1048 = add i32 %1046, %1047
  %1049 = add i32 %1045, %1048
  %1050 = sext i32 %1049 to i64
  %1051 = add i64 %1050, 0
  %1052 = add i64 %1050, 32
  %1053 = add i64 %1050, 64
  %1054 = add i64 %1050, 96
  %1055 = sub i64 %1051, %1040
  %1056 = add i64 %1055, 0
  %1057 = getelementptr i8, ptr addrspace(3) %1038, i64 %1056
  %1058 = load <2 x i32>, ptr addrspace(3) %1057, align 8
  %1059 = extractelement <2 x i32> %1058, i32 0
  %1060 = extractelement <2 x i32> %1058, i32 1
  %1061 = getelementptr i8, ptr addrspace(3) %1038, i64 1024
  %1062 = lshr i64 %1055, 5
  %1063 = mul i64 %1062, 4
  %1064 = getelementptr i8, ptr addrspace(3) %1061, i64 %1063
  %1065 = load float, ptr addrspace(3) %1064, align 4
  %1066 = sub i64 %1052, %1040
  %1067 = add i64 %1066, 0
  %1068 = getelementptr i8, ptr addrspace(3) %1038, i64 %1067
  %1069 = load <2 x i32>, ptr addrspace(3) %1068, align 8
  %1070 = extractelement <2 x i32> %1069, i32 0
  %1071 = extractelement <2 x i32> %1069, i32 1
  %1072 = getelementptr i8, ptr addrspace(3) %1038, i64 1024
  %1073 = lshr i64 %1066, 5
  %1074 = mul i64 %1073, 4
  %1075 = getelementptr i8, ptr addrspace(3) %1072, i64 %1074
  %1076 = load float, ptr addrspace(3) %1075, align 4
  %1077 = sub i64 %1053, %1040
  %1078 = add i64 %1077, 0
  %1079 = getelementptr i8, ptr addrspace(3) %1038, i64 %1078
  %1080 = load <2 x i32>, ptr addrspace(3) %1079, align 8
  %1081 = extractelement <2 x i32> %1080, i32 0
  %1082 = extractelement <2 x i32> %1080, i32 1
  %1083 = getelementptr i8, ptr addrspace(3) %1038, i64 1024
  %1084 = lshr i64 %1077, 5
  %1085 = mul i64 %1084, 4
  %1086 = getelementptr i8, ptr addrspace(3) %1083, i64 %1085
  %1087 = load float, ptr addrspace(3) %1086, align 4
  %1088 = sub i64 %1054, %1040
  %1089 = add i64 %1088, 0
  %1090 = getelementptr i8, ptr addrspace(3) %1038, i64 %1089
  %1091 = load <2 x i32>, ptr addrspace(3) %1090, align 8
  %1092 = extractelement <2 x i32> %1091, i32 0
  %1093 = extractelement <2 x i32> %1091, i32 1
  %1094 = getelementptr i8, ptr addrspace(3) %1038, i64 1024
  %1095 = lshr i64 %1088, 5
  %1096 = mul i64 %1095, 4
  %1097 = getelementptr i8, ptr addrspace(3) %1094, i64 %1096
  %1098 = load float, ptr addrspace(3) %1097, align 4
  %1099 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1059, i32 0)
  %1100 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1060, i32 %1099)
  %1101 = shl i32 %1100, 5
  %1102 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1070, i32 0)
  %1103 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1071, i32 %1102)
  %1104 = shl i32 %1103, 5
  %1105 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1081, i32 0)
  %1106 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1082, i32 %1105)
  %1107 = shl i32 %1106, 5
  %1108 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1092, i32 0)
  %1109 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %1093, i32 %1108)
  %1110 = shl i32 %1109, 5
  %1111 = load float, ptr %v2, align 4
  %1112 = trunc i32 %630 to i16
  %1113 = bitcast i16 %1112 to half
  %1114 = fpext half %1113 to float
  %1115 = and i32 %621, 3
  %1116 = lshr i32 %1115, 1
  %1117 = mul i32 %1116, 8
  %1118 = lshr i32 %628, %1117
  %1119 = lshr i32 %629, %1117
  %1120 = sub i32 0, %1101
  %1121 = and i32 %622, 252645135
  %1122 = shl i32 %626, 4
  %1123 = and i32 %1122, 808464432
  %1124 = or i32 %1121, %1123
  %1125 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1124, i32 %1059, i32 %1120)
  %1126 = and i32 %623, 252645135
  %1127 = shl i32 %627, 4
  %1128 = and i32 %1127, 808464432
  %1129 = or i32 %1126, %1128
  %1130 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1129, i32 %1060, i32 %1125)
  %1131 = shl i32 %1118, 24
  %1132 = ashr i32 %1131, 24
  %1133 = mul i32 %1132, %1130
  %1134 = sitofp i32 %1133 to float
  %1135 = sub i32 0, %1104
  %1136 = and i32 %624, 252645135
  %1137 = shl i32 %626, 2
  %1138 = and i32 %1137, 808464432
  %1139 = or i32 %1136, %1138
  %1140 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1139, i32 %1070, i32 %1135)
  %1141 = and i32 %625, 252645135
  %1142 = shl i32 %627, 2
  %1143 = and i32 %1142, 808464432
  %1144 = or i32 %1141, %1143
  %1145 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1144, i32 %1071, i32 %1140)
  %1146 = shl i32 %1118, 8
  %1147 = ashr i32 %1146, 24
  %1148 = mul i32 %1147, %1145
  %1149 = sitofp i32 %1148 to float
  %1150 = sub i32 0, %1107
  %1151 = lshr i32 %622, 4
  %1152 = and i32 %1151, 252645135
  %1153 = and i32 %626, 808464432
  %1154 = or i32 %1152, %1153
  %1155 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1154, i32 %1081, i32 %1150)
  %1156 = lshr i32 %623, 4
  %1157 = and i32 %1156, 252645135
  %1158 = and i32 %627, 808464432
  %1159 = or i32 %1157, %1158
  %1160 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1159, i32 %1082, i32 %1155)
  %1161 = shl i32 %1119, 24
  %1162 = ashr i32 %1161, 24
  %1163 = mul i32 %1162, %1160
  %1164 = sitofp i32 %1163 to float
  %1165 = sub i32 0, %1110
  %1166 = lshr i32 %624, 4
  %1167 = and i32 %1166, 252645135
  %1168 = lshr i32 %626, 2
  %1169 = and i32 %1168, 808464432
  %1170 = or i32 %1167, %1169
  %1171 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1170, i32 %1092, i32 %1165)
  %1172 = lshr i32 %625, 4
  %1173 = and i32 %1172, 252645135
  %1174 = lshr i32 %627, 2
  %1175 = and i32 %1174, 808464432
  %1176 = or i32 %1173, %1175
  %1177 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1176, i32 %1093, i32 %1171)
  %1178 = shl i32 %1119, 8
  %1179 = ashr i32 %1178, 24
  %1180 = mul i32 %1179, %1177
  %1181 = sitofp i32 %1180 to float
  %1182 = fmul float %1134, %1065
  %1183 = call float @llvm.fma.f32(float %1149, float %1076, float %1182)
  %1184 = call float @llvm.fma.f32(float %1164, float %1087, float %1183)
  %1185 = call float @llvm.fma.f32(float %1181, float %1098, float %1184)
  %1186 = call float @llvm.fma.f32(float %1114, float %1185, float %1111)
  store float %1186, ptr %v2, align 4
  %1187 = load float, ptr %v3, align 4
  %1188 = trunc i32 %639 to i16
  %1189 = bitcast i16 %1188 to half
  %1190 = fpext half %1189 to float
  %1191 = and i32 %621, 3
  %1192 = lshr i32 %1191, 1
  %1193 = mul i32 %1192, 8
  %1194 = lshr i32 %637, %1193
  %1195 = lshr i32 %638, %1193
  %1196 = sub i32 0, %1101
  %1197 = and i32 %631, 252645135
  %1198 = shl i32 %635, 4
  %1199 = and i32 %1198, 808464432
  %1200 = or i32 %1197, %1199
  %1201 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1200, i32 %1059, i32 %1196)
  %1202 = and i32 %632, 252645135
  %1203 = shl i32 %636, 4
  %1204 = and i32 %1203, 808464432
  %1205 = or i32 %1202, %1204
  %1206 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1205, i32 %1060, i32 %1201)
  %1207 = shl i32 %1194, 24
  %1208 = ashr i32 %1207, 24
  %1209 = mul i32 %1208, %1206
  %1210 = sitofp i32 %1209 to float
  %1211 = sub i32 0, %1104
  %1212 = and i32 %633, 252645135
  %1213 = shl i32 %635, 2
  %1214 = and i32 %1213, 808464432
  %1215 = or i32 %1212, %1214
  %1216 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1215, i32 %1070, i32 %1211)
  %1217 = and i32 %634, 252645135
  %1218 = shl i32 %636, 2
  %1219 = and i32 %1218, 808464432
  %1220 = or i32 %1217, %1219
  %1221 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1220, i32 %1071, i32 %1216)
  %1222 = shl i32 %1194, 8
  %1223 = ashr i32 %1222, 24
  %1224 = mul i32 %1223, %1221
  %1225 = sitofp i32 %1224 to float
  %1226 = sub i32 0, %1107
  %1227 = lshr i32 %631, 4
  %1228 = and i32 %1227, 252645135
  %1229 = and i32 %635, 808464432
  %1230 = or i32 %1228, %1229
  %1231 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1230, i32 %1081, i32 %1226)
  %1232 = lshr i32 %632, 4
  %1233 = and i32 %1232, 252645135
  %1234 = and i32 %636, 808464432
  %1235 = or i32 %1233, %1234
  %1236 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1235, i32 %1082, i32 %1231)
  %1237 = shl i32 %1195, 24
  %1238 = ashr i32 %1237, 24
  %1239 = mul i32 %1238, %1236
  %1240 = sitofp i32 %1239 to float
  %1241 = sub i32 0, %1110
  %1242 = lshr i32 %633, 4
  %1243 = and i32 %1242, 252645135
  %1244 = lshr i32 %635, 2
  %1245 = and i32 %1244, 808464432
  %1246 = or i32 %1243, %1245
  %1247 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1246, i32 %1092, i32 %1241)
  %1248 = lshr i32 %634, 4
  %1249 = and i32 %1248, 252645135
  %1250 = lshr i32 %636, 2
  %1251 = and i32 %1250, 808464432
  %1252 = or i32 %1249, %1251
  %1253 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1252, i32 %1093, i32 %1247)
  %1254 = shl i32 %1195, 8
  %1255 = ashr i32 %1254, 24
  %1256 = mul i32 %1255, %1253
  %1257 = sitofp i32 %1256 to float
  %1258 = fmul float %1210, %1065
  %1259 = call float @llvm.fma.f32(float %1225, float %1076, float %1258)
  %1260 = call float @llvm.fma.f32(float %1240, float %1087, float %1259)
  %1261 = call float @llvm.fma.f32(float %1257, float %1098, float %1260)
  %1262 = call float @llvm.fma.f32(float %1190, float %1261, float %1187)
  store float %1262, ptr %v3, align 4
  %1263 = load float, ptr %v4, align 4
  %1264 = trunc i32 %648 to i16
  %1265 = bitcast i16 %1264 to half
  %1266 = fpext half %1265 to float
  %1267 = and i32 %621, 3
  %1268 = lshr i32 %1267, 1
  %1269 = mul i32 %1268, 8
  %1270 = lshr i32 %646, %1269
  %1271 = lshr i32 %647, %1269
  %1272 = sub i32 0, %1101
  %1273 = and i32 %640, 252645135
  %1274 = shl i32 %644, 4
  %1275 = and i32 %1274, 808464432
  %1276 = or i32 %1273, %1275
  %1277 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1276, i32 %1059, i32 %1272)
  %1278 = and i32 %641, 252645135
  %1279 = shl i32 %645, 4
  %1280 = and i32 %1279, 808464432
  %1281 = or i32 %1278, %1280
  %1282 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1281, i32 %1060, i32 %1277)
  %1283 = shl i32 %1270, 24
  %1284 = ashr i32 %1283, 24
  %1285 = mul i32 %1284, %1282
  %1286 = sitofp i32 %1285 to float
  %1287 = sub i32 0, %1104
  %1288 = and i32 %642, 252645135
  %1289 = shl i32 %644, 2
  %1290 = and i32 %1289, 808464432
  %1291 = or i32 %1288, %1290
  %1292 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1291, i32 %1070, i32 %1287)
  %1293 = and i32 %643, 252645135
  %1294 = shl i32 %645, 2
  %1295 = and i32 %1294, 808464432
  %1296 = or i32 %1293, %1295
  %1297 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1296, i32 %1071, i32 %1292)
  %1298 = shl i32 %1270, 8
  %1299 = ashr i32 %1298, 24
  %1300 = mul i32 %1299, %1297
  %1301 = sitofp i32 %1300 to float
  %1302 = sub i32 0, %1107
  %1303 = lshr i32 %640, 4
  %1304 = and i32 %1303, 252645135
  %1305 = and i32 %644, 808464432
  %1306 = or i32 %1304, %1305
  %1307 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1306, i32 %1081, i32 %1302)
  %1308 = lshr i32 %641, 4
  %1309 = and i32 %1308, 252645135
  %1310 = and i32 %645, 808464432
  %1311 = or i32 %1309, %1310
  %1312 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1311, i32 %1082, i32 %1307)
  %1313 = shl i32 %1271, 24
  %1314 = ashr i32 %1313, 24
  %1315 = mul i32 %1314, %1312
  %1316 = sitofp i32 %1315 to float
  %1317 = sub i32 0, %1110
  %1318 = lshr i32 %642, 4
  %1319 = and i32 %1318, 252645135
  %1320 = lshr i32 %644, 2
  %1321 = and i32 %1320, 808464432
  %1322 = or i32 %1319, %1321
  %1323 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1322, i32 %1092, i32 %1317)
  %1324 = lshr i32 %643, 4
  %1325 = and i32 %1324, 252645135
  %1326 = lshr i32 %645, 2
  %1327 = and i32 %1326, 808464432
  %1328 = or i32 %1325, %1327
  %1329 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1328, i32 %1093, i32 %1323)
  %1330 = shl i32 %1271, 8
  %1331 = ashr i32 %1330, 24
  %1332 = mul i32 %1331, %1329
  %1333 = sitofp i32 %1332 to float
  %1334 = fmul float %1286, %1065
  %1335 = call float @llvm.fma.f32(float %1301, float %1076, float %1334)
  %1336 = call float @llvm.fma.f32(float %1316, float %1087, float %1335)
  %1337 = call float @llvm.fma.f32(float %1333, float %1098, float %1336)
  %1338 = call float @llvm.fma.f32(float %1266, float %1337, float %1263)
  store float %1338, ptr %v4, align 4
  %1339 = load float, ptr %v5, align 4
  %1340 = trunc i32 %657 to i16
  %1341 = bitcast i16 %1340 to half
  %1342 = fpext half %1341 to float
  %1343 = and i32 %621, 3
  %1344 = lshr i32 %1343, 1
  %1345 = mul i32 %1344, 8
  %1346 = lshr i32 %655, %1345
  %1347 = lshr i32 %656, %1345
  %1348 = sub i32 0, %1101
  %1349 = and i32 %649, 252645135
  %1350 = shl i32 %653, 4
  %1351 = and i32 %1350, 808464432
  %1352 = or i32 %1349, %1351
  %1353 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1352, i32 %1059, i32 %1348)
  %1354 = and i32 %650, 252645135
  %1355 = shl i32 %654, 4
  %1356 = and i32 %1355, 808464432
  %1357 = or i32 %1354, %1356
  %1358 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1357, i32 %1060, i32 %1353)
  %1359 = shl i32 %1346, 24
  %1360 = ashr i32 %1359, 24
  %1361 = mul i32 %1360, %1358
  %1362 = sitofp i32 %1361 to float
  %1363 = sub i32 0, %1104
  %1364 = and i32 %651, 252645135
  %1365 = shl i32 %653, 2
  %1366 = and i32 %1365, 808464432
  %1367 = or i32 %1364, %1366
  %1368 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1367, i32 %1070, i32 %1363)
  %1369 = and i32 %652, 252645135
  %1370 = shl i32 %654, 2
  %1371 = and i32 %1370, 808464432
  %1372 = or i32 %1369, %1371
  %1373 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1372, i32 %1071, i32 %1368)
  %1374 = shl i32 %1346, 8
  %1375 = ashr i32 %1374, 24
  %1376 = mul i32 %1375, %1373
  %1377 = sitofp i32 %1376 to float
  %1378 = sub i32 0, %1107
  %1379 = lshr i32 %649, 4
  %1380 = and i32 %1379, 252645135
  %1381 = and i32 %653, 808464432
  %1382 = or i32 %1380, %1381
  %1383 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1382, i32 %1081, i32 %1378)
  %1384 = lshr i32 %650, 4
  %1385 = and i32 %1384, 252645135
  %1386 = and i32 %654, 808464432
  %1387 = or i32 %1385, %1386
  %1388 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1387, i32 %1082, i32 %1383)
  %1389 = shl i32 %1347, 24
  %1390 = ashr i32 %1389, 24
  %1391 = mul i32 %1390, %1388
  %1392 = sitofp i32 %1391 to float
  %1393 = sub i32 0, %1110
  %1394 = lshr i32 %651, 4
  %1395 = and i32 %1394, 252645135
  %1396 = lshr i32 %653, 2
  %1397 = and i32 %1396, 808464432
  %1398 = or i32 %1395, %1397
  %1399 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1398, i32 %1092, i32 %1393)
  %1400 = lshr i32 %652, 4
  %1401 = and i32 %1400, 252645135
  %1402 = lshr i32 %654, 2
  %1403 = and i32 %1402, 808464432
  %1404 = or i32 %1401, %1403
  %1405 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1404, i32 %1093, i32 %1399)
  %1406 = shl i32 %1347, 8
  %1407 = ashr i32 %1406, 24
  %1408 = mul i32 %1407, %1405
  %1409 = sitofp i32 %1408 to float
  %1410 = fmul float %1362, %1065
  %1411 = call float @llvm.fma.f32(float %1377, float %1076, float %1410)
  %1412 = call float @llvm.fma.f32(float %1392, float %1087, float %1411)
  %1413 = call float @llvm.fma.f32(float %1409, float %1098, float %1412)
  %1414 = call float @llvm.fma.f32(float %1342, float %1413, float %1339)
  store float %1414, ptr %v5, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %body52
  %1415 = add i32 %586, 1
  %1416 = and i32 %1415, 1
  %1417 = sext i32 %1416 to i64
  %1418 = mul i64 %1417, 1152
  %1419 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1418
  %1420 = getelementptr i8, ptr addrspace(3) %1419, i64 1024
  %1421 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1422 = bitcast float %601 to i32
  %1423 = and i32 %1422, 2147483647
  %1424 = bitcast float %602 to i32
  %1425 = and i32 %1424, 2147483647
  %1426 = bitcast float %603 to i32
  %1427 = and i32 %1426, 2147483647
  %1428 = bitcast float %604 to i32
  %1429 = and i32 %1428, 2147483647
  %1430 = icmp ugt i32 %1423, %1425
  %1431 = select i1 %1430, i32 %1423, i32 %1425
  %1432 = icmp ugt i32 %1427, %1429
  %1433 = select i1 %1432, i32 %1427, i32 %1429
  %1434 = icmp ugt i32 %1431, %1433
  %1435 = select i1 %1434, i32 %1431, i32 %1433
  %1436 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1435, i32 1, i32 31)
  %1437 = icmp ugt i32 %1435, %1436
  %1438 = select i1 %1437, i32 %1435, i32 %1436
  %1439 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1438, i32 2, i32 31)
  %1440 = icmp ugt i32 %1438, %1439
  %1441 = select i1 %1440, i32 %1438, i32 %1439
  %1442 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1441, i32 4, i32 31)
  %1443 = icmp ugt i32 %1441, %1442
  %1444 = select i1 %1443, i32 %1441, i32 %1442
  %1445 = and i32 %1444, 2147483647
  %1446 = icmp ult i32 %1445, 2139095040
  %1447 = bitcast i32 %1444 to float
  %1448 = fdiv float 1.270000e+02, %1447
  %1449 = bitcast float %1448 to i32
  %1450 = and i32 %1449, 2147483647
  %1451 = icmp ult i32 %1450, 2139095040
  %1452 = select i1 %1451, float %1448, float 0.000000e+00
  %1453 = fmul float %601, %1452
  %1454 = fadd float %1453, 0x4168000000000000
  %1455 = bitcast float %1454 to i32
  %1456 = fmul float %602, %1452
  %1457 = fadd float %1456, 0x4168000000000000
  %1458 = bitcast float %1457 to i32
  %1459 = fmul float %603, %1452
  %1460 = fadd float %1459, 0x4168000000000000
  %1461 = bitcast float %1460 to i32
  %1462 = fmul float %604, %1452
  %1463 = fadd float %1462, 0x4168000000000000
  %1464 = bitcast float %1463 to i32
  %1465 = bitcast i32 %1455 to <4 x i8>
  %1466 = bitcast i32 %1458 to <4 x i8>
  %1467 = shufflevector <4 x i8> %1465, <4 x i8> %1466, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1468 = bitcast <4 x i8> %1467 to i32
  %1469 = bitcast i32 %1461 to <4 x i8>
  %1470 = bitcast i32 %1464 to <4 x i8>
  %1471 = shufflevector <4 x i8> %1469, <4 x i8> %1470, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1472 = bitcast <4 x i8> %1471 to i32
  %1473 = bitcast i32 %1468 to <4 x i8>
  %1474 = bitcast i32 %1472 to <4 x i8>
  %1475 = shufflevector <4 x i8> %1473, <4 x i8> %1474, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1476 = bitcast <4 x i8> %1475 to i32
  %1477 = add i32 %1421, 0
  %1478 = sext i32 %1477 to i64
  %1479 = mul i64 %1478, 4
  %1480 = icmp slt i64 %1479, 1024
  br i1 %1480, label %then56, label %endif57

then56:                                           ; preds = %endif55
  %1481 = lshr i64 %1479, 2
  %1482 = mul i64 %1481, 4
  %1483 = getelementptr i8, ptr addrspace(3) %1419, i64 %1482
  store i32 %1476, ptr addrspace(3) %1483, align 4
  %1484 = and i64 %1479, 31
  %1485 = icmp eq i64 %1484, 0
  br i1 %1485, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif55
  %1486 = bitcast float %616 to i32
  %1487 = and i32 %1486, 2147483647
  %1488 = bitcast float %617 to i32
  %1489 = and i32 %1488, 2147483647
  %1490 = bitcast float %618 to i32
  %1491 = and i32 %1490, 2147483647
  %1492 = bitcast float %619 to i32
  %1493 = and i32 %1492, 2147483647
  %1494 = icmp ugt i32 %1487, %1489
  %1495 = select i1 %1494, i32 %1487, i32 %1489
  %1496 = icmp ugt i32 %1491, %1493
  %1497 = select i1 %1496, i32 %1491, i32 %1493
  %1498 = icmp ugt i32 %1495, %1497
  %1499 = select i1 %1498, i32 %1495, i32 %1497
  %1500 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1499, i32 1, i32 31)
  %1501 = icmp ugt i32 %1499, %1500
  %1502 = select i1 %1501, i32 %1499, i32 %1500
  %1503 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1502, i32 2, i32 31)
  %1504 = icmp ugt i32 %1502, %1503
  %1505 = select i1 %1504, i32 %1502, i32 %1503
  %1506 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1505, i32 4, i32 31)
  %1507 = icmp ugt i32 %1505, %1506
  %1508 = select i1 %1507, i32 %1505, i32 %1506
  %1509 = and i32 %1508, 2147483647
  %1510 = icmp ult i32 %1509, 2139095040
  %1511 = bitcast i32 %1508 to float
  %1512 = fdiv float 1.270000e+02, %1511
  %1513 = bitcast float %1512 to i32
  %1514 = and i32 %1513, 2147483647
  %1515 = icmp ult i32 %1514, 2139095040
  %1516 = select i1 %1515, float %1512, float 0.000000e+00
  %1517 = fmul float %616, %1516
  %1518 = fadd float %1517, 0x4168000000000000
  %1519 = bitcast float %1518 to i32
  %1520 = fmul float %617, %1516
  %1521 = fadd float %1520, 0x4168000000000000
  %1522 = bitcast float %1521 to i32
  %1523 = fmul float %618, %1516
  %1524 = fadd float %1523, 0x4168000000000000
  %1525 = bitcast float %1524 to i32
  %1526 = fmul float %619, %1516
  %1527 = fadd float %1526, 0x4168000000000000
  %1528 = bitcast float %1527 to i32
  %1529 = bitcast i32 %1519 to <4 x i8>
  %1530 = bitcast i32 %1522 to <4 x i8>
  %1531 = shufflevector <4 x i8> %1529, <4 x i8> %1530, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1532 = bitcast <4 x i8> %1531 to i32
  %1533 = bitcast i32 %1525 to <4 x i8>
  %1534 = bitcast i32 %1528 to <4 x i8>
  %1535 = shufflevector <4 x i8> %1533, <4 x i8> %1534, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1536 = bitcast <4 x i8> %1535 to i32
  %1537 = bitcast i32 %1532 to <4 x i8>
  %1538 = bitcast i32 %1536 to <4 x i8>
  %1539 = shufflevector <4 x i8> %1537, <4 x i8> %1538, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1540 = bitcast <4 x i8> %1539 to i32
  %1541 = add i32 %1421, 128
  %1542 = sext i32 %1541 to i64
  %1543 = mul i64 %1542, 4
  %1544 = icmp slt i64 %1543, 1024
  br i1 %1544, label %then60, label %endif61

then58:                                           ; preds = %then56
  %1545 = fmul float %1447, 0x3F80204080000000
  %1546 = select i1 %1446, float %1545, float 0x7FF8000000000000
  %1547 = lshr i64 %1479, 5
  %1548 = mul i64 %1547, 4
  %1549 = getelementptr i8, ptr addrspace(3) %1420, i64 %1548
  store float %1546, ptr addrspace(3) %1549, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %endif57
  %1550 = lshr i64 %1543, 2
  %1551 = mul i64 %1550, 4
  %1552 = getelementptr i8, ptr addrspace(3) %1419, i64 %1551
  store i32 %1540, ptr addrspace(3) %1552, align 4
  %1553 = and i64 %1543, 31
  %1554 = icmp eq i64 %1553, 0
  br i1 %1554, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %endif57
  call void @llvm.nvvm.barrier0()
  %1555 = load i32, ptr %v50, align 4
  %1556 = add i32 %1555, 1
  store i32 %1556, ptr %v50, align 4
  br label %loop51

then62:                                           ; preds = %then60
  %1557 = fmul float %1511, 0x3F80204080000000
  %1558 = select i1 %1510, float %1557, float 0x7FF8000000000000
  %1559 = lshr i64 %1543, 5
  %1560 = mul i64 %1559, 4
  %1561 = getelementptr i8, ptr addrspace(3) %1420, i64 %1560
  store float %1558, ptr addrspace(3) %1561, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61

then64:                                           ; preds = %done53
  %1562 = load float, ptr %v1, align 4
  %1563 = add i32 %41, %32
  %1564 = icmp slt i32 %1563, %4
  br i1 %1564, label %then66, label %endif67

endif65:                                          ; preds = %endif67, %done53
  %1565 = load i32, ptr %v, align 4
  %1566 = add i32 %1565, 4
  store i32 %1566, ptr %v, align 4
  br label %loop

then66:                                           ; preds = %then64
  %1567 = add i32 %23, %1563
  %1568 = sext i32 %1567 to i64
  %1569 = mul i64 %1568, 4
  %1570 = getelementptr i8, ptr addrspace(1) %0, i64 %1569
  store float %1562, ptr addrspace(1) %1570, align 4
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
