; ModuleID = 'strata_attn_decode_split_combine_f32kv'
source_filename = "strata_attn_decode_split_combine_f32kv"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [4096 x i8] undef, align 16
@lds2 = internal addrspace(3) global [32 x i8] undef, align 16
@lds3 = internal addrspace(3) global [4 x i8] undef, align 16

define amdgpu_kernel void @strata_attn_decode_split_combine_f32kv(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, i32 %6, i32 %7, ptr addrspace(1) noalias %8, i32 %9, i32 %10, float %11, ptr addrspace(1) noalias %12, ptr addrspace(1) noalias %13) #0 {
entry:
  %v54 = alloca i32, align 4, addrspace(5)
  %v53 = alloca float, align 4, addrspace(5)
  %v52 = alloca float, align 4, addrspace(5)
  %v48 = alloca i32, align 4, addrspace(5)
  %v44 = alloca i32, align 4, addrspace(5)
  %v43 = alloca float, align 4, addrspace(5)
  %v29 = alloca i32, align 4, addrspace(5)
  %v10 = alloca i32, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v8 = alloca float, align 4, addrspace(5)
  %v7 = alloca float, align 4, addrspace(5)
  %v6 = alloca float, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca float, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca float, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %14 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  %21 = call i32 @llvm.amdgcn.workgroup.id.x()
  %22 = call i32 @llvm.amdgcn.workgroup.id.y()
  %23 = udiv i32 %5, %6
  %24 = udiv i32 %21, %23
  %25 = mul i32 %22, %9
  %26 = add i32 %25, %9
  %27 = icmp slt i32 %26, %15
  %28 = select i1 %27, i32 %26, i32 %15
  %29 = icmp slt i32 %25, %15
  br i1 %29, label %then, label %endif

then:                                             ; preds = %entry
  %30 = mul i32 %21, %7
  %31 = add i32 %18, 0
  %32 = icmp slt i32 %31, %7
  %33 = add i32 %30, %31
  %34 = select i1 %32, i32 %33, i32 0
  %35 = sext i32 %34 to i64
  %36 = mul i64 %35, 4
  %37 = getelementptr i8, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = select i1 %32, float %38, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %40 = add i32 %18, 32
  %41 = icmp slt i32 %40, %7
  %42 = add i32 %30, %40
  %43 = select i1 %41, i32 %42, i32 0
  %44 = sext i32 %43 to i64
  %45 = mul i64 %44, 4
  %46 = getelementptr i8, ptr addrspace(1) %2, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = select i1 %41, float %47, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v1, align 4
  %49 = add i32 %18, 64
  %50 = icmp slt i32 %49, %7
  %51 = add i32 %30, %49
  %52 = select i1 %50, i32 %51, i32 0
  %53 = sext i32 %52 to i64
  %54 = mul i64 %53, 4
  %55 = getelementptr i8, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = select i1 %50, float %56, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  %58 = add i32 %18, 96
  %59 = icmp slt i32 %58, %7
  %60 = add i32 %30, %58
  %61 = select i1 %59, i32 %60, i32 0
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %2, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = select i1 %59, float %65, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v3, align 4
  %67 = add i32 %18, 128
  %68 = icmp slt i32 %67, %7
  %69 = add i32 %30, %67
  %70 = select i1 %68, i32 %69, i32 0
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr addrspace(1) %2, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = select i1 %68, float %74, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  %76 = add i32 %18, 160
  %77 = icmp slt i32 %76, %7
  %78 = add i32 %30, %76
  %79 = select i1 %77, i32 %78, i32 0
  %80 = sext i32 %79 to i64
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = select i1 %77, float %83, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %85 = add i32 %18, 192
  %86 = icmp slt i32 %85, %7
  %87 = add i32 %30, %85
  %88 = select i1 %86, i32 %87, i32 0
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %2, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = select i1 %86, float %92, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v6, align 4
  %94 = add i32 %18, 224
  %95 = icmp slt i32 %94, %7
  %96 = add i32 %30, %94
  %97 = select i1 %95, i32 %96, i32 0
  %98 = sext i32 %97 to i64
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %2, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = select i1 %95, float %101, float 0.000000e+00
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %103 = add i32 %25, %20
  store i32 %103, ptr addrspace(5) %v10, align 4
  br label %loop

endif:                                            ; preds = %endif34, %entry
  %104 = call i32 @llvm.amdgcn.workgroup.id.x()
  %105 = call i32 @llvm.amdgcn.workgroup.id.y()
  %106 = getelementptr i8, ptr addrspace(1) %8, i64 0
  %107 = load i32, ptr addrspace(1) %106, align 4
  %108 = icmp sgt i32 %107, 0
  %109 = select i1 %108, i32 %107, i32 0
  %110 = icmp sgt i32 %9, 1
  %111 = select i1 %110, i32 %9, i32 1
  %112 = sub i32 %111, 1
  %113 = add i32 %109, %112
  %114 = udiv i32 %113, %111
  %115 = icmp slt i32 %114, %10
  %116 = select i1 %115, i32 %114, i32 %10
  %117 = icmp slt i32 %105, %116
  br i1 %117, label %then35, label %endif36

loop:                                             ; preds = %body, %then
  %118 = load i32, ptr addrspace(5) %v10, align 4
  %119 = icmp slt i32 %118, %28
  br i1 %119, label %body, label %done

body:                                             ; preds = %loop
  %120 = load i32, ptr addrspace(5) %v10, align 4
  %121 = mul i32 %120, %6
  %122 = add i32 %121, %24
  %123 = mul i32 %122, %7
  %124 = add i32 %123, %31
  %125 = select i1 %32, i32 %124, i32 %123
  %126 = sext i32 %125 to i64
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr addrspace(1) %3, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = sext i32 %125 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %4, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = add i32 %123, %40
  %135 = select i1 %41, i32 %134, i32 %123
  %136 = sext i32 %135 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %3, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = sext i32 %135 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %4, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = add i32 %123, %49
  %145 = select i1 %50, i32 %144, i32 %123
  %146 = sext i32 %145 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %3, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = sext i32 %145 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %4, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = add i32 %123, %58
  %155 = select i1 %59, i32 %154, i32 %123
  %156 = sext i32 %155 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %3, i64 %157
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = sext i32 %155 to i64
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %4, i64 %161
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = add i32 %123, %67
  %165 = select i1 %68, i32 %164, i32 %123
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %3, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = sext i32 %165 to i64
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %4, i64 %171
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = add i32 %123, %76
  %175 = select i1 %77, i32 %174, i32 %123
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %3, i64 %177
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = sext i32 %175 to i64
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %4, i64 %181
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = add i32 %123, %85
  %185 = select i1 %86, i32 %184, i32 %123
  %186 = sext i32 %185 to i64
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %3, i64 %187
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = sext i32 %185 to i64
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %4, i64 %191
  %193 = load float, ptr addrspace(1) %192, align 4
  %194 = add i32 %123, %94
  %195 = select i1 %95, i32 %194, i32 %123
  %196 = sext i32 %195 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %3, i64 %197
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = sext i32 %195 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %4, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = add i32 %120, 4
  %205 = icmp slt i32 %204, %28
  %206 = select i1 %205, i32 %204, i32 %120
  %207 = mul i32 %206, %6
  %208 = add i32 %207, %24
  %209 = mul i32 %208, %7
  %210 = add i32 %209, %31
  %211 = select i1 %32, i32 %210, i32 %209
  %212 = sext i32 %211 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %3, i64 %213
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = sext i32 %211 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %4, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = add i32 %209, %40
  %221 = select i1 %41, i32 %220, i32 %209
  %222 = sext i32 %221 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %3, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = sext i32 %221 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %4, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = add i32 %209, %49
  %231 = select i1 %50, i32 %230, i32 %209
  %232 = sext i32 %231 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %3, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = sext i32 %231 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %4, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = add i32 %209, %58
  %241 = select i1 %59, i32 %240, i32 %209
  %242 = sext i32 %241 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %3, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = sext i32 %241 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %4, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = add i32 %209, %67
  %251 = select i1 %68, i32 %250, i32 %209
  %252 = sext i32 %251 to i64
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %3, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = sext i32 %251 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %4, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = add i32 %209, %76
  %261 = select i1 %77, i32 %260, i32 %209
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %3, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = sext i32 %261 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %4, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = add i32 %209, %85
  %271 = select i1 %86, i32 %270, i32 %209
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %3, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = sext i32 %271 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %4, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = add i32 %209, %94
  %281 = select i1 %95, i32 %280, i32 %209
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %3, i64 %283
  %285 = load float, ptr addrspace(1) %284, align 4
  %286 = sext i32 %281 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %4, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = add i32 %120, 8
  %291 = icmp slt i32 %290, %28
  %292 = select i1 %291, i32 %290, i32 %120
  %293 = mul i32 %292, %6
  %294 = add i32 %293, %24
  %295 = mul i32 %294, %7
  %296 = add i32 %295, %31
  %297 = select i1 %32, i32 %296, i32 %295
  %298 = sext i32 %297 to i64
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr addrspace(1) %3, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4
  %302 = sext i32 %297 to i64
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %4, i64 %303
  %305 = load float, ptr addrspace(1) %304, align 4
  %306 = add i32 %295, %40
  %307 = select i1 %41, i32 %306, i32 %295
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %3, i64 %309
  %311 = load float, ptr addrspace(1) %310, align 4
  %312 = sext i32 %307 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %4, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = add i32 %295, %49
  %317 = select i1 %50, i32 %316, i32 %295
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %3, i64 %319
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = sext i32 %317 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %4, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = add i32 %295, %58
  %327 = select i1 %59, i32 %326, i32 %295
  %328 = sext i32 %327 to i64
  %329 = mul i64 %328, 4
  %330 = getelementptr i8, ptr addrspace(1) %3, i64 %329
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = sext i32 %327 to i64
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %4, i64 %333
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = add i32 %295, %67
  %337 = select i1 %68, i32 %336, i32 %295
  %338 = sext i32 %337 to i64
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %3, i64 %339
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = sext i32 %337 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %4, i64 %343
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = add i32 %295, %76
  %347 = select i1 %77, i32 %346, i32 %295
  %348 = sext i32 %347 to i64
  %349 = mul i64 %348, 4
  %350 = getelementptr i8, ptr addrspace(1) %3, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = sext i32 %347 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %4, i64 %353
  %355 = load float, ptr addrspace(1) %354, align 4
  %356 = add i32 %295, %85
  %357 = select i1 %86, i32 %356, i32 %295
  %358 = sext i32 %357 to i64
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %3, i64 %359
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = sext i32 %357 to i64
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %4, i64 %363
  %365 = load float, ptr addrspace(1) %364, align 4
  %366 = add i32 %295, %94
  %367 = select i1 %95, i32 %366, i32 %295
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = getelementptr i8, ptr addrspace(1) %3, i64 %369
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = sext i32 %367 to i64
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %4, i64 %373
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = add i32 %120, 12
  %377 = icmp slt i32 %376, %28
  %378 = select i1 %377, i32 %376, i32 %120
  %379 = mul i32 %378, %6
  %380 = add i32 %379, %24
  %381 = mul i32 %380, %7
  %382 = add i32 %381, %31
  %383 = select i1 %32, i32 %382, i32 %381
  %384 = sext i32 %383 to i64
  %385 = mul i64 %384, 4
  %386 = getelementptr i8, ptr addrspace(1) %3, i64 %385
  %387 = load float, ptr addrspace(1) %386, align 4
  %388 = sext i32 %383 to i64
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %4, i64 %389
  %391 = load float, ptr addrspace(1) %390, align 4
  %392 = add i32 %381, %40
  %393 = select i1 %41, i32 %392, i32 %381
  %394 = sext i32 %393 to i64
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %3, i64 %395
  %397 = load float, ptr addrspace(1) %396, align 4
  %398 = sext i32 %393 to i64
  %399 = mul i64 %398, 4
  %400 = getelementptr i8, ptr addrspace(1) %4, i64 %399
  %401 = load float, ptr addrspace(1) %400, align 4
  %402 = add i32 %381, %49
  %403 = select i1 %50, i32 %402, i32 %381
  %404 = sext i32 %403 to i64
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %3, i64 %405
  %407 = load float, ptr addrspace(1) %406, align 4
  %408 = sext i32 %403 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(1) %4, i64 %409
  %411 = load float, ptr addrspace(1) %410, align 4
  %412 = add i32 %381, %58
  %413 = select i1 %59, i32 %412, i32 %381
  %414 = sext i32 %413 to i64
  %415 = mul i64 %414, 4
  %416 = getelementptr i8, ptr addrspace(1) %3, i64 %415
  %417 = load float, ptr addrspace(1) %416, align 4
  %418 = sext i32 %413 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) %4, i64 %419
  %421 = load float, ptr addrspace(1) %420, align 4
  %422 = add i32 %381, %67
  %423 = select i1 %68, i32 %422, i32 %381
  %424 = sext i32 %423 to i64
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %3, i64 %425
  %427 = load float, ptr addrspace(1) %426, align 4
  %428 = sext i32 %423 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(1) %4, i64 %429
  %431 = load float, ptr addrspace(1) %430, align 4
  %432 = add i32 %381, %76
  %433 = select i1 %77, i32 %432, i32 %381
  %434 = sext i32 %433 to i64
  %435 = mul i64 %434, 4
  %436 = getelementptr i8, ptr addrspace(1) %3, i64 %435
  %437 = load float, ptr addrspace(1) %436, align 4
  %438 = sext i32 %433 to i64
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(1) %4, i64 %439
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = add i32 %381, %85
  %443 = select i1 %86, i32 %442, i32 %381
  %444 = sext i32 %443 to i64
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %3, i64 %445
  %447 = load float, ptr addrspace(1) %446, align 4
  %448 = sext i32 %443 to i64
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %4, i64 %449
  %451 = load float, ptr addrspace(1) %450, align 4
  %452 = add i32 %381, %94
  %453 = select i1 %95, i32 %452, i32 %381
  %454 = sext i32 %453 to i64
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(1) %3, i64 %455
  %457 = load float, ptr addrspace(1) %456, align 4
  %458 = sext i32 %453 to i64
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr addrspace(1) %4, i64 %459
  %461 = load float, ptr addrspace(1) %460, align 4
  %462 = load float, ptr addrspace(5) %v8, align 4
  %463 = fmul float %39, %129
  %464 = select i1 %32, float %463, float 0.000000e+00
  %465 = fadd float 0.000000e+00, %464
  %466 = fmul float %48, %139
  %467 = select i1 %41, float %466, float 0.000000e+00
  %468 = fadd float %465, %467
  %469 = fmul float %57, %149
  %470 = select i1 %50, float %469, float 0.000000e+00
  %471 = fadd float %468, %470
  %472 = fmul float %66, %159
  %473 = select i1 %59, float %472, float 0.000000e+00
  %474 = fadd float %471, %473
  %475 = fmul float %75, %169
  %476 = select i1 %68, float %475, float 0.000000e+00
  %477 = fadd float %474, %476
  %478 = fmul float %84, %179
  %479 = select i1 %77, float %478, float 0.000000e+00
  %480 = fadd float %477, %479
  %481 = fmul float %93, %189
  %482 = select i1 %86, float %481, float 0.000000e+00
  %483 = fadd float %480, %482
  %484 = fmul float %102, %199
  %485 = select i1 %95, float %484, float 0.000000e+00
  %486 = fadd float %483, %485
  %487 = bitcast float %486 to i32
  %488 = call i32 @llvm.amdgcn.workitem.id.x()
  %489 = and i32 %488, 31
  %490 = xor i32 %489, 16
  %491 = shl i32 %490, 2
  %492 = call i32 @llvm.amdgcn.ds.bpermute(i32 %491, i32 %487)
  %493 = bitcast i32 %492 to float
  %494 = fadd float %486, %493
  %495 = bitcast float %494 to i32
  %496 = call i32 @llvm.amdgcn.workitem.id.x()
  %497 = and i32 %496, 31
  %498 = xor i32 %497, 8
  %499 = shl i32 %498, 2
  %500 = call i32 @llvm.amdgcn.ds.bpermute(i32 %499, i32 %495)
  %501 = bitcast i32 %500 to float
  %502 = fadd float %494, %501
  %503 = bitcast float %502 to i32
  %504 = call i32 @llvm.amdgcn.workitem.id.x()
  %505 = and i32 %504, 31
  %506 = xor i32 %505, 4
  %507 = shl i32 %506, 2
  %508 = call i32 @llvm.amdgcn.ds.bpermute(i32 %507, i32 %503)
  %509 = bitcast i32 %508 to float
  %510 = fadd float %502, %509
  %511 = bitcast float %510 to i32
  %512 = call i32 @llvm.amdgcn.workitem.id.x()
  %513 = and i32 %512, 31
  %514 = xor i32 %513, 2
  %515 = shl i32 %514, 2
  %516 = call i32 @llvm.amdgcn.ds.bpermute(i32 %515, i32 %511)
  %517 = bitcast i32 %516 to float
  %518 = fadd float %510, %517
  %519 = bitcast float %518 to i32
  %520 = call i32 @llvm.amdgcn.workitem.id.x()
  %521 = and i32 %520, 31
  %522 = xor i32 %521, 1
  %523 = shl i32 %522, 2
  %524 = call i32 @llvm.amdgcn.ds.bpermute(i32 %523, i32 %519)
  %525 = bitcast i32 %524 to float
  %526 = fadd float %518, %525
  %527 = fmul float %526, %11
  %528 = fcmp ogt float %527, %462
  %529 = select i1 %528, float %527, float %462
  %530 = fmul float %39, %215
  %531 = select i1 %32, float %530, float 0.000000e+00
  %532 = fadd float 0.000000e+00, %531
  %533 = fmul float %48, %225
  %534 = select i1 %41, float %533, float 0.000000e+00
  %535 = fadd float %532, %534
  %536 = fmul float %57, %235
  %537 = select i1 %50, float %536, float 0.000000e+00
  %538 = fadd float %535, %537
  %539 = fmul float %66, %245
  %540 = select i1 %59, float %539, float 0.000000e+00
  %541 = fadd float %538, %540
  %542 = fmul float %75, %255
  %543 = select i1 %68, float %542, float 0.000000e+00
  %544 = fadd float %541, %543
  %545 = fmul float %84, %265
  %546 = select i1 %77, float %545, float 0.000000e+00
  %547 = fadd float %544, %546
  %548 = fmul float %93, %275
  %549 = select i1 %86, float %548, float 0.000000e+00
  %550 = fadd float %547, %549
  %551 = fmul float %102, %285
  %552 = select i1 %95, float %551, float 0.000000e+00
  %553 = fadd float %550, %552
  %554 = bitcast float %553 to i32
  %555 = call i32 @llvm.amdgcn.workitem.id.x()
  %556 = and i32 %555, 31
  %557 = xor i32 %556, 16
  %558 = shl i32 %557, 2
  %559 = call i32 @llvm.amdgcn.ds.bpermute(i32 %558, i32 %554)
  %560 = bitcast i32 %559 to float
  %561 = fadd float %553, %560
  %562 = bitcast float %561 to i32
  %563 = call i32 @llvm.amdgcn.workitem.id.x()
  %564 = and i32 %563, 31
  %565 = xor i32 %564, 8
  %566 = shl i32 %565, 2
  %567 = call i32 @llvm.amdgcn.ds.bpermute(i32 %566, i32 %562)
  %568 = bitcast i32 %567 to float
  %569 = fadd float %561, %568
  %570 = bitcast float %569 to i32
  %571 = call i32 @llvm.amdgcn.workitem.id.x()
  %572 = and i32 %571, 31
  %573 = xor i32 %572, 4
  %574 = shl i32 %573, 2
  %575 = call i32 @llvm.amdgcn.ds.bpermute(i32 %574, i32 %570)
  %576 = bitcast i32 %575 to float
  %577 = fadd float %569, %576
  %578 = bitcast float %577 to i32
  %579 = call i32 @llvm.amdgcn.workitem.id.x()
  %580 = and i32 %579, 31
  %581 = xor i32 %580, 2
  %582 = shl i32 %581, 2
  %583 = call i32 @llvm.amdgcn.ds.bpermute(i32 %582, i32 %578)
  %584 = bitcast i32 %583 to float
  %585 = fadd float %577, %584
  %586 = bitcast float %585 to i32
  %587 = call i32 @llvm.amdgcn.workitem.id.x()
  %588 = and i32 %587, 31
  %589 = xor i32 %588, 1
  %590 = shl i32 %589, 2
  %591 = call i32 @llvm.amdgcn.ds.bpermute(i32 %590, i32 %586)
  %592 = bitcast i32 %591 to float
  %593 = fadd float %585, %592
  %594 = fmul float %593, %11
  %595 = select i1 %205, float %594, float 0xFFF0000000000000
  %596 = fcmp ogt float %595, %529
  %597 = select i1 %596, float %595, float %529
  %598 = fmul float %39, %301
  %599 = select i1 %32, float %598, float 0.000000e+00
  %600 = fadd float 0.000000e+00, %599
  %601 = fmul float %48, %311
  %602 = select i1 %41, float %601, float 0.000000e+00
  %603 = fadd float %600, %602
  %604 = fmul float %57, %321
  %605 = select i1 %50, float %604, float 0.000000e+00
  %606 = fadd float %603, %605
  %607 = fmul float %66, %331
  %608 = select i1 %59, float %607, float 0.000000e+00
  %609 = fadd float %606, %608
  %610 = fmul float %75, %341
  %611 = select i1 %68, float %610, float 0.000000e+00
  %612 = fadd float %609, %611
  %613 = fmul float %84, %351
  %614 = select i1 %77, float %613, float 0.000000e+00
  %615 = fadd float %612, %614
  %616 = fmul float %93, %361
  %617 = select i1 %86, float %616, float 0.000000e+00
  %618 = fadd float %615, %617
  %619 = fmul float %102, %371
  %620 = select i1 %95, float %619, float 0.000000e+00
  %621 = fadd float %618, %620
  %622 = bitcast float %621 to i32
  %623 = call i32 @llvm.amdgcn.workitem.id.x()
  %624 = and i32 %623, 31
  %625 = xor i32 %624, 16
  %626 = shl i32 %625, 2
  %627 = call i32 @llvm.amdgcn.ds.bpermute(i32 %626, i32 %622)
  %628 = bitcast i32 %627 to float
  %629 = fadd float %621, %628
  %630 = bitcast float %629 to i32
  %631 = call i32 @llvm.amdgcn.workitem.id.x()
  %632 = and i32 %631, 31
  %633 = xor i32 %632, 8
  %634 = shl i32 %633, 2
  %635 = call i32 @llvm.amdgcn.ds.bpermute(i32 %634, i32 %630)
  %636 = bitcast i32 %635 to float
  %637 = fadd float %629, %636
  %638 = bitcast float %637 to i32
  %639 = call i32 @llvm.amdgcn.workitem.id.x()
  %640 = and i32 %639, 31
  %641 = xor i32 %640, 4
  %642 = shl i32 %641, 2
  %643 = call i32 @llvm.amdgcn.ds.bpermute(i32 %642, i32 %638)
  %644 = bitcast i32 %643 to float
  %645 = fadd float %637, %644
  %646 = bitcast float %645 to i32
  %647 = call i32 @llvm.amdgcn.workitem.id.x()
  %648 = and i32 %647, 31
  %649 = xor i32 %648, 2
  %650 = shl i32 %649, 2
  %651 = call i32 @llvm.amdgcn.ds.bpermute(i32 %650, i32 %646)
  %652 = bitcast i32 %651 to float
  %653 = fadd float %645, %652
  %654 = bitcast float %653 to i32
  %655 = call i32 @llvm.amdgcn.workitem.id.x()
  %656 = and i32 %655, 31
  %657 = xor i32 %656, 1
  %658 = shl i32 %657, 2
  %659 = call i32 @llvm.amdgcn.ds.bpermute(i32 %658, i32 %654)
  %660 = bitcast i32 %659 to float
  %661 = fadd float %653, %660
  %662 = fmul float %661, %11
  %663 = select i1 %291, float %662, float 0xFFF0000000000000
  %664 = fcmp ogt float %663, %597
  %665 = select i1 %664, float %663, float %597
  %666 = fmul float %39, %387
  %667 = select i1 %32, float %666, float 0.000000e+00
  %668 = fadd float 0.000000e+00, %667
  %669 = fmul float %48, %397
  %670 = select i1 %41, float %669, float 0.000000e+00
  %671 = fadd float %668, %670
  %672 = fmul float %57, %407
  %673 = select i1 %50, float %672, float 0.000000e+00
  %674 = fadd float %671, %673
  %675 = fmul float %66, %417
  %676 = select i1 %59, float %675, float 0.000000e+00
  %677 = fadd float %674, %676
  %678 = fmul float %75, %427
  %679 = select i1 %68, float %678, float 0.000000e+00
  %680 = fadd float %677, %679
  %681 = fmul float %84, %437
  %682 = select i1 %77, float %681, float 0.000000e+00
  %683 = fadd float %680, %682
  %684 = fmul float %93, %447
  %685 = select i1 %86, float %684, float 0.000000e+00
  %686 = fadd float %683, %685
  %687 = fmul float %102, %457
  %688 = select i1 %95, float %687, float 0.000000e+00
  %689 = fadd float %686, %688
  %690 = bitcast float %689 to i32
  %691 = call i32 @llvm.amdgcn.workitem.id.x()
  %692 = and i32 %691, 31
  %693 = xor i32 %692, 16
  %694 = shl i32 %693, 2
  %695 = call i32 @llvm.amdgcn.ds.bpermute(i32 %694, i32 %690)
  %696 = bitcast i32 %695 to float
  %697 = fadd float %689, %696
  %698 = bitcast float %697 to i32
  %699 = call i32 @llvm.amdgcn.workitem.id.x()
  %700 = and i32 %699, 31
  %701 = xor i32 %700, 8
  %702 = shl i32 %701, 2
  %703 = call i32 @llvm.amdgcn.ds.bpermute(i32 %702, i32 %698)
  %704 = bitcast i32 %703 to float
  %705 = fadd float %697, %704
  %706 = bitcast float %705 to i32
  %707 = call i32 @llvm.amdgcn.workitem.id.x()
  %708 = and i32 %707, 31
  %709 = xor i32 %708, 4
  %710 = shl i32 %709, 2
  %711 = call i32 @llvm.amdgcn.ds.bpermute(i32 %710, i32 %706)
  %712 = bitcast i32 %711 to float
  %713 = fadd float %705, %712
  %714 = bitcast float %713 to i32
  %715 = call i32 @llvm.amdgcn.workitem.id.x()
  %716 = and i32 %715, 31
  %717 = xor i32 %716, 2
  %718 = shl i32 %717, 2
  %719 = call i32 @llvm.amdgcn.ds.bpermute(i32 %718, i32 %714)
  %720 = bitcast i32 %719 to float
  %721 = fadd float %713, %720
  %722 = bitcast float %721 to i32
  %723 = call i32 @llvm.amdgcn.workitem.id.x()
  %724 = and i32 %723, 31
  %725 = xor i32 %724, 1
  %726 = shl i32 %725, 2
  %727 = call i32 @llvm.amdgcn.ds.bpermute(i32 %726, i32 %722)
  %728 = bitcast i32 %727 to float
  %729 = fadd float %721, %728
  %730 = fmul float %729, %11
  %731 = select i1 %377, float %730, float 0xFFF0000000000000
  %732 = fcmp ogt float %731, %665
  %733 = select i1 %732, float %731, float %665
  %734 = fsub float %462, %733
  %735 = fmul float %734, 0x3FF7154760000000
  %736 = fcmp olt float %735, -1.260000e+02
  %737 = fcmp ogt float %735, 1.270000e+02
  %738 = select i1 %736, float -1.260000e+02, float %735
  %739 = select i1 %737, float 1.270000e+02, float %738
  %740 = fadd float %739, 5.000000e-01
  %741 = call float @llvm.floor.f32(float %740)
  %742 = fsub float %739, %741
  %743 = fmul float 0x3EEFFCBFC0000000, %742
  %744 = fadd float %743, 0x3F24309120000000
  %745 = fmul float %744, %742
  %746 = fadd float %745, 0x3F55D87FE0000000
  %747 = fmul float %746, %742
  %748 = fadd float %747, 0x3F83B2AB60000000
  %749 = fmul float %748, %742
  %750 = fadd float %749, 0x3FAC6B08E0000000
  %751 = fmul float %750, %742
  %752 = fadd float %751, 0x3FCEBFBE00000000
  %753 = fmul float %752, %742
  %754 = fadd float %753, 0x3FE62E4300000000
  %755 = fmul float %754, %742
  %756 = fadd float %755, 1.000000e+00
  %757 = fptosi float %741 to i32
  %758 = add i32 %757, 127
  %759 = shl i32 %758, 23
  %760 = bitcast i32 %759 to float
  %761 = fmul float %756, %760
  %762 = select i1 %736, float 0.000000e+00, float %761
  %763 = select i1 %737, float 0x7FF0000000000000, float %762
  %764 = fcmp uno float %735, %735
  %765 = select i1 %764, float %735, float %763
  %766 = fsub float %527, %733
  %767 = fmul float %766, 0x3FF7154760000000
  %768 = fcmp olt float %767, -1.260000e+02
  %769 = fcmp ogt float %767, 1.270000e+02
  %770 = select i1 %768, float -1.260000e+02, float %767
  %771 = select i1 %769, float 1.270000e+02, float %770
  %772 = fadd float %771, 5.000000e-01
  %773 = call float @llvm.floor.f32(float %772)
  %774 = fsub float %771, %773
  %775 = fmul float 0x3EEFFCBFC0000000, %774
  %776 = fadd float %775, 0x3F24309120000000
  %777 = fmul float %776, %774
  %778 = fadd float %777, 0x3F55D87FE0000000
  %779 = fmul float %778, %774
  %780 = fadd float %779, 0x3F83B2AB60000000
  %781 = fmul float %780, %774
  %782 = fadd float %781, 0x3FAC6B08E0000000
  %783 = fmul float %782, %774
  %784 = fadd float %783, 0x3FCEBFBE00000000
  %785 = fmul float %784, %774
  %786 = fadd float %785, 0x3FE62E4300000000
  %787 = fmul float %786, %774
  %788 = fadd float %787, 1.000000e+00
  %789 = fptosi float %773 to i32
  %790 = add i32 %789, 127
  %791 = shl i32 %790, 23
  %792 = bitcast i32 %791 to float
  %793 = fmul float %788, %792
  %794 = select i1 %768, float 0.000000e+00, float %793
  %795 = select i1 %769, float 0x7FF0000000000000, float %794
  %796 = fcmp uno float %767, %767
  %797 = select i1 %796, float %767, float %795
  %798 = fsub float %595, %733
  %799 = fmul float %798, 0x3FF7154760000000
  %800 = fcmp olt float %799, -1.260000e+02
  %801 = fcmp ogt float %799, 1.270000e+02
  %802 = select i1 %800, float -1.260000e+02, float %799
  %803 = select i1 %801, float 1.270000e+02, float %802
  %804 = fadd float %803, 5.000000e-01
  %805 = call float @llvm.floor.f32(float %804)
  %806 = fsub float %803, %805
  %807 = fmul float 0x3EEFFCBFC0000000, %806
  %808 = fadd float %807, 0x3F24309120000000
  %809 = fmul float %808, %806
  %810 = fadd float %809, 0x3F55D87FE0000000
  %811 = fmul float %810, %806
  %812 = fadd float %811, 0x3F83B2AB60000000
  %813 = fmul float %812, %806
  %814 = fadd float %813, 0x3FAC6B08E0000000
  %815 = fmul float %814, %806
  %816 = fadd float %815, 0x3FCEBFBE00000000
  %817 = fmul float %816, %806
  %818 = fadd float %817, 0x3FE62E4300000000
  %819 = fmul float %818, %806
  %820 = fadd float %819, 1.000000e+00
  %821 = fptosi float %805 to i32
  %822 = add i32 %821, 127
  %823 = shl i32 %822, 23
  %824 = bitcast i32 %823 to float
  %825 = fmul float %820, %824
  %826 = select i1 %800, float 0.000000e+00, float %825
  %827 = select i1 %801, float 0x7FF0000000000000, float %826
  %828 = fcmp uno float %799, %799
  %829 = select i1 %828, float %799, float %827
  %830 = select i1 %205, float %829, float 0.000000e+00
  %831 = fsub float %663, %733
  %832 = fmul float %831, 0x3FF7154760000000
  %833 = fcmp olt float %832, -1.260000e+02
  %834 = fcmp ogt float %832, 1.270000e+02
  %835 = select i1 %833, float -1.260000e+02, float %832
  %836 = select i1 %834, float 1.270000e+02, float %835
  %837 = fadd float %836, 5.000000e-01
  %838 = call float @llvm.floor.f32(float %837)
  %839 = fsub float %836, %838
  %840 = fmul float 0x3EEFFCBFC0000000, %839
  %841 = fadd float %840, 0x3F24309120000000
  %842 = fmul float %841, %839
  %843 = fadd float %842, 0x3F55D87FE0000000
  %844 = fmul float %843, %839
  %845 = fadd float %844, 0x3F83B2AB60000000
  %846 = fmul float %845, %839
  %847 = fadd float %846, 0x3FAC6B08E0000000
  %848 = fmul float %847, %839
  %849 = fadd float %848, 0x3FCEBFBE00000000
  %850 = fmul float %849, %839
  %851 = fadd float %850, 0x3FE62E4300000000
  %852 = fmul float %851, %839
  %853 = fadd float %852, 1.000000e+00
  %854 = fptosi float %838 to i32
  %855 = add i32 %854, 127
  %856 = shl i32 %855, 23
  %857 = bitcast i32 %856 to float
  %858 = fmul float %853, %857
  %859 = select i1 %833, float 0.000000e+00, float %858
  %860 = select i1 %834, float 0x7FF0000000000000, float %859
  %861 = fcmp uno float %832, %832
  %862 = select i1 %861, float %832, float %860
  %863 = select i1 %291, float %862, float 0.000000e+00
  %864 = fsub float %731, %733
  %865 = fmul float %864, 0x3FF7154760000000
  %866 = fcmp olt float %865, -1.260000e+02
  %867 = fcmp ogt float %865, 1.270000e+02
  %868 = select i1 %866, float -1.260000e+02, float %865
  %869 = select i1 %867, float 1.270000e+02, float %868
  %870 = fadd float %869, 5.000000e-01
  %871 = call float @llvm.floor.f32(float %870)
  %872 = fsub float %869, %871
  %873 = fmul float 0x3EEFFCBFC0000000, %872
  %874 = fadd float %873, 0x3F24309120000000
  %875 = fmul float %874, %872
  %876 = fadd float %875, 0x3F55D87FE0000000
  %877 = fmul float %876, %872
  %878 = fadd float %877, 0x3F83B2AB60000000
  %879 = fmul float %878, %872
  %880 = fadd float %879, 0x3FAC6B08E0000000
  %881 = fmul float %880, %872
  %882 = fadd float %881, 0x3FCEBFBE00000000
  %883 = fmul float %882, %872
  %884 = fadd float %883, 0x3FE62E4300000000
  %885 = fmul float %884, %872
  %886 = fadd float %885, 1.000000e+00
  %887 = fptosi float %871 to i32
  %888 = add i32 %887, 127
  %889 = shl i32 %888, 23
  %890 = bitcast i32 %889 to float
  %891 = fmul float %886, %890
  %892 = select i1 %866, float 0.000000e+00, float %891
  %893 = select i1 %867, float 0x7FF0000000000000, float %892
  %894 = fcmp uno float %865, %865
  %895 = select i1 %894, float %865, float %893
  %896 = select i1 %377, float %895, float 0.000000e+00
  %897 = load float, ptr addrspace(5) %v9, align 4
  %898 = fmul float %897, %765
  %899 = fadd float %898, %797
  %900 = fadd float %899, %830
  %901 = fadd float %900, %863
  %902 = fadd float %901, %896
  store float %902, ptr addrspace(5) %v9, align 4
  %903 = load float, ptr addrspace(5) %v, align 4
  %904 = fmul float %903, %765
  %905 = fmul float %797, %133
  %906 = fadd float %905, %904
  %907 = fmul float %830, %219
  %908 = fadd float %907, %906
  %909 = fmul float %863, %305
  %910 = fadd float %909, %908
  %911 = fmul float %896, %391
  %912 = fadd float %911, %910
  store float %912, ptr addrspace(5) %v, align 4
  %913 = load float, ptr addrspace(5) %v1, align 4
  %914 = fmul float %913, %765
  %915 = fmul float %797, %143
  %916 = fadd float %915, %914
  %917 = fmul float %830, %229
  %918 = fadd float %917, %916
  %919 = fmul float %863, %315
  %920 = fadd float %919, %918
  %921 = fmul float %896, %401
  %922 = fadd float %921, %920
  store float %922, ptr addrspace(5) %v1, align 4
  %923 = load float, ptr addrspace(5) %v2, align 4
  %924 = fmul float %923, %765
  %925 = fmul float %797, %153
  %926 = fadd float %925, %924
  %927 = fmul float %830, %239
  %928 = fadd float %927, %926
  %929 = fmul float %863, %325
  %930 = fadd float %929, %928
  %931 = fmul float %896, %411
  %932 = fadd float %931, %930
  store float %932, ptr addrspace(5) %v2, align 4
  %933 = load float, ptr addrspace(5) %v3, align 4
  %934 = fmul float %933, %765
  %935 = fmul float %797, %163
  %936 = fadd float %935, %934
  %937 = fmul float %830, %249
  %938 = fadd float %937, %936
  %939 = fmul float %863, %335
  %940 = fadd float %939, %938
  %941 = fmul float %896, %421
  %942 = fadd float %941, %940
  store float %942, ptr addrspace(5) %v3, align 4
  %943 = load float, ptr addrspace(5) %v4, align 4
  %944 = fmul float %943, %765
  %945 = fmul float %797, %173
  %946 = fadd float %945, %944
  %947 = fmul float %830, %259
  %948 = fadd float %947, %946
  %949 = fmul float %863, %345
  %950 = fadd float %949, %948
  %951 = fmul float %896, %431
  %952 = fadd float %951, %950
  store float %952, ptr addrspace(5) %v4, align 4
  %953 = load float, ptr addrspace(5) %v5, align 4
  %954 = fmul float %953, %765
  %955 = fmul float %797, %183
  %956 = fadd float %955, %954
  %957 = fmul float %830, %269
  %958 = fadd float %957, %956
  %959 = fmul float %863, %355
  %960 = fadd float %959, %958
  %961 = fmul float %896, %441
  %962 = fadd float %961, %960
  store float %962, ptr addrspace(5) %v5, align 4
  %963 = load float, ptr addrspace(5) %v6, align 4
  %964 = fmul float %963, %765
  %965 = fmul float %797, %193
  %966 = fadd float %965, %964
  %967 = fmul float %830, %279
  %968 = fadd float %967, %966
  %969 = fmul float %863, %365
  %970 = fadd float %969, %968
  %971 = fmul float %896, %451
  %972 = fadd float %971, %970
  store float %972, ptr addrspace(5) %v6, align 4
  %973 = load float, ptr addrspace(5) %v7, align 4
  %974 = fmul float %973, %765
  %975 = fmul float %797, %203
  %976 = fadd float %975, %974
  %977 = fmul float %830, %289
  %978 = fadd float %977, %976
  %979 = fmul float %863, %375
  %980 = fadd float %979, %978
  %981 = fmul float %896, %461
  %982 = fadd float %981, %980
  store float %982, ptr addrspace(5) %v7, align 4
  store float %733, ptr addrspace(5) %v8, align 4
  %983 = load i32, ptr addrspace(5) %v10, align 4
  %984 = add i32 %983, 16
  store i32 %984, ptr addrspace(5) %v10, align 4
  br label %loop

done:                                             ; preds = %loop
  %985 = mul i32 %20, 256
  %986 = load float, ptr addrspace(5) %v, align 4
  br i1 %32, label %then11, label %endif12

then11:                                           ; preds = %done
  %987 = add i32 %985, %31
  %988 = sext i32 %987 to i64
  %989 = mul i64 %988, 4
  %990 = getelementptr i8, ptr addrspace(3) @lds1, i64 %989
  store float %986, ptr addrspace(3) %990, align 4
  br label %endif12

endif12:                                          ; preds = %then11, %done
  %991 = load float, ptr addrspace(5) %v1, align 4
  br i1 %41, label %then13, label %endif14

then13:                                           ; preds = %endif12
  %992 = add i32 %985, %40
  %993 = sext i32 %992 to i64
  %994 = mul i64 %993, 4
  %995 = getelementptr i8, ptr addrspace(3) @lds1, i64 %994
  store float %991, ptr addrspace(3) %995, align 4
  br label %endif14

endif14:                                          ; preds = %then13, %endif12
  %996 = load float, ptr addrspace(5) %v2, align 4
  br i1 %50, label %then15, label %endif16

then15:                                           ; preds = %endif14
  %997 = add i32 %985, %49
  %998 = sext i32 %997 to i64
  %999 = mul i64 %998, 4
  %1000 = getelementptr i8, ptr addrspace(3) @lds1, i64 %999
  store float %996, ptr addrspace(3) %1000, align 4
  br label %endif16

endif16:                                          ; preds = %then15, %endif14
  %1001 = load float, ptr addrspace(5) %v3, align 4
  br i1 %59, label %then17, label %endif18

then17:                                           ; preds = %endif16
  %1002 = add i32 %985, %58
  %1003 = sext i32 %1002 to i64
  %1004 = mul i64 %1003, 4
  %1005 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1004
  store float %1001, ptr addrspace(3) %1005, align 4
  br label %endif18

endif18:                                          ; preds = %then17, %endif16
  %1006 = load float, ptr addrspace(5) %v4, align 4
  br i1 %68, label %then19, label %endif20

then19:                                           ; preds = %endif18
  %1007 = add i32 %985, %67
  %1008 = sext i32 %1007 to i64
  %1009 = mul i64 %1008, 4
  %1010 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1009
  store float %1006, ptr addrspace(3) %1010, align 4
  br label %endif20

endif20:                                          ; preds = %then19, %endif18
  %1011 = load float, ptr addrspace(5) %v5, align 4
  br i1 %77, label %then21, label %endif22

then21:                                           ; preds = %endif20
  %1012 = add i32 %985, %76
  %1013 = sext i32 %1012 to i64
  %1014 = mul i64 %1013, 4
  %1015 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1014
  store float %1011, ptr addrspace(3) %1015, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif20
  %1016 = load float, ptr addrspace(5) %v6, align 4
  br i1 %86, label %then23, label %endif24

then23:                                           ; preds = %endif22
  %1017 = add i32 %985, %85
  %1018 = sext i32 %1017 to i64
  %1019 = mul i64 %1018, 4
  %1020 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1019
  store float %1016, ptr addrspace(3) %1020, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %endif22
  %1021 = load float, ptr addrspace(5) %v7, align 4
  br i1 %95, label %then25, label %endif26

then25:                                           ; preds = %endif24
  %1022 = add i32 %985, %94
  %1023 = sext i32 %1022 to i64
  %1024 = mul i64 %1023, 4
  %1025 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1024
  store float %1021, ptr addrspace(3) %1025, align 4
  br label %endif26

endif26:                                          ; preds = %then25, %endif24
  %1026 = icmp eq i32 %18, 0
  %1027 = load float, ptr addrspace(5) %v8, align 4
  %1028 = load float, ptr addrspace(5) %v9, align 4
  br i1 %1026, label %then27, label %endif28

then27:                                           ; preds = %endif26
  %1029 = mul i32 %20, 2
  %1030 = sext i32 %1029 to i64
  %1031 = mul i64 %1030, 4
  %1032 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1031
  store float %1027, ptr addrspace(3) %1032, align 4
  %1033 = add i32 %1029, 1
  %1034 = sext i32 %1033 to i64
  %1035 = mul i64 %1034, 4
  %1036 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1035
  store float %1028, ptr addrspace(3) %1036, align 4
  br label %endif28

endif28:                                          ; preds = %then27, %endif26
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1037 = load float, ptr addrspace(3) @lds2, align 4
  %1038 = fcmp ogt float %1037, 0xFFF0000000000000
  %1039 = select i1 %1038, float %1037, float 0xFFF0000000000000
  %1040 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 8), align 4
  %1041 = fcmp ogt float %1040, %1039
  %1042 = select i1 %1041, float %1040, float %1039
  %1043 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 16), align 4
  %1044 = fcmp ogt float %1043, %1042
  %1045 = select i1 %1044, float %1043, float %1042
  %1046 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 24), align 4
  %1047 = fcmp ogt float %1046, %1045
  %1048 = select i1 %1047, float %1046, float %1045
  %1049 = fsub float %1037, %1048
  %1050 = fmul float %1049, 0x3FF7154760000000
  %1051 = fcmp olt float %1050, -1.260000e+02
  %1052 = fcmp ogt float %1050, 1.270000e+02
  %1053 = select i1 %1051, float -1.260000e+02, float %1050
  %1054 = select i1 %1052, float 1.270000e+02, float %1053
  %1055 = fadd float %1054, 5.000000e-01
  %1056 = call float @llvm.floor.f32(float %1055)
  %1057 = fsub float %1054, %1056
  %1058 = fmul float 0x3EEFFCBFC0000000, %1057
  %1059 = fadd float %1058, 0x3F24309120000000
  %1060 = fmul float %1059, %1057
  %1061 = fadd float %1060, 0x3F55D87FE0000000
  %1062 = fmul float %1061, %1057
  %1063 = fadd float %1062, 0x3F83B2AB60000000
  %1064 = fmul float %1063, %1057
  %1065 = fadd float %1064, 0x3FAC6B08E0000000
  %1066 = fmul float %1065, %1057
  %1067 = fadd float %1066, 0x3FCEBFBE00000000
  %1068 = fmul float %1067, %1057
  %1069 = fadd float %1068, 0x3FE62E4300000000
  %1070 = fmul float %1069, %1057
  %1071 = fadd float %1070, 1.000000e+00
  %1072 = fptosi float %1056 to i32
  %1073 = add i32 %1072, 127
  %1074 = shl i32 %1073, 23
  %1075 = bitcast i32 %1074 to float
  %1076 = fmul float %1071, %1075
  %1077 = select i1 %1051, float 0.000000e+00, float %1076
  %1078 = select i1 %1052, float 0x7FF0000000000000, float %1077
  %1079 = fcmp uno float %1050, %1050
  %1080 = select i1 %1079, float %1050, float %1078
  %1081 = fcmp oeq float %1037, 0xFFF0000000000000
  %1082 = select i1 %1081, float 0.000000e+00, float %1080
  %1083 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 4), align 4
  %1084 = fmul float %1082, %1083
  %1085 = fadd float %1084, 0.000000e+00
  %1086 = fsub float %1040, %1048
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = fcmp olt float %1087, -1.260000e+02
  %1089 = fcmp ogt float %1087, 1.270000e+02
  %1090 = select i1 %1088, float -1.260000e+02, float %1087
  %1091 = select i1 %1089, float 1.270000e+02, float %1090
  %1092 = fadd float %1091, 5.000000e-01
  %1093 = call float @llvm.floor.f32(float %1092)
  %1094 = fsub float %1091, %1093
  %1095 = fmul float 0x3EEFFCBFC0000000, %1094
  %1096 = fadd float %1095, 0x3F24309120000000
  %1097 = fmul float %1096, %1094
  %1098 = fadd float %1097, 0x3F55D87FE0000000
  %1099 = fmul float %1098, %1094
  %1100 = fadd float %1099, 0x3F83B2AB60000000
  %1101 = fmul float %1100, %1094
  %1102 = fadd float %1101, 0x3FAC6B08E0000000
  %1103 = fmul float %1102, %1094
  %1104 = fadd float %1103, 0x3FCEBFBE00000000
  %1105 = fmul float %1104, %1094
  %1106 = fadd float %1105, 0x3FE62E4300000000
  %1107 = fmul float %1106, %1094
  %1108 = fadd float %1107, 1.000000e+00
  %1109 = fptosi float %1093 to i32
  %1110 = add i32 %1109, 127
  %1111 = shl i32 %1110, 23
  %1112 = bitcast i32 %1111 to float
  %1113 = fmul float %1108, %1112
  %1114 = select i1 %1088, float 0.000000e+00, float %1113
  %1115 = select i1 %1089, float 0x7FF0000000000000, float %1114
  %1116 = fcmp uno float %1087, %1087
  %1117 = select i1 %1116, float %1087, float %1115
  %1118 = fcmp oeq float %1040, 0xFFF0000000000000
  %1119 = select i1 %1118, float 0.000000e+00, float %1117
  %1120 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 12), align 4
  %1121 = fmul float %1119, %1120
  %1122 = fadd float %1121, %1085
  %1123 = fsub float %1043, %1048
  %1124 = fmul float %1123, 0x3FF7154760000000
  %1125 = fcmp olt float %1124, -1.260000e+02
  %1126 = fcmp ogt float %1124, 1.270000e+02
  %1127 = select i1 %1125, float -1.260000e+02, float %1124
  %1128 = select i1 %1126, float 1.270000e+02, float %1127
  %1129 = fadd float %1128, 5.000000e-01
  %1130 = call float @llvm.floor.f32(float %1129)
  %1131 = fsub float %1128, %1130
  %1132 = fmul float 0x3EEFFCBFC0000000, %1131
  %1133 = fadd float %1132, 0x3F24309120000000
  %1134 = fmul float %1133, %1131
  %1135 = fadd float %1134, 0x3F55D87FE0000000
  %1136 = fmul float %1135, %1131
  %1137 = fadd float %1136, 0x3F83B2AB60000000
  %1138 = fmul float %1137, %1131
  %1139 = fadd float %1138, 0x3FAC6B08E0000000
  %1140 = fmul float %1139, %1131
  %1141 = fadd float %1140, 0x3FCEBFBE00000000
  %1142 = fmul float %1141, %1131
  %1143 = fadd float %1142, 0x3FE62E4300000000
  %1144 = fmul float %1143, %1131
  %1145 = fadd float %1144, 1.000000e+00
  %1146 = fptosi float %1130 to i32
  %1147 = add i32 %1146, 127
  %1148 = shl i32 %1147, 23
  %1149 = bitcast i32 %1148 to float
  %1150 = fmul float %1145, %1149
  %1151 = select i1 %1125, float 0.000000e+00, float %1150
  %1152 = select i1 %1126, float 0x7FF0000000000000, float %1151
  %1153 = fcmp uno float %1124, %1124
  %1154 = select i1 %1153, float %1124, float %1152
  %1155 = fcmp oeq float %1043, 0xFFF0000000000000
  %1156 = select i1 %1155, float 0.000000e+00, float %1154
  %1157 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 20), align 4
  %1158 = fmul float %1156, %1157
  %1159 = fadd float %1158, %1122
  %1160 = fsub float %1046, %1048
  %1161 = fmul float %1160, 0x3FF7154760000000
  %1162 = fcmp olt float %1161, -1.260000e+02
  %1163 = fcmp ogt float %1161, 1.270000e+02
  %1164 = select i1 %1162, float -1.260000e+02, float %1161
  %1165 = select i1 %1163, float 1.270000e+02, float %1164
  %1166 = fadd float %1165, 5.000000e-01
  %1167 = call float @llvm.floor.f32(float %1166)
  %1168 = fsub float %1165, %1167
  %1169 = fmul float 0x3EEFFCBFC0000000, %1168
  %1170 = fadd float %1169, 0x3F24309120000000
  %1171 = fmul float %1170, %1168
  %1172 = fadd float %1171, 0x3F55D87FE0000000
  %1173 = fmul float %1172, %1168
  %1174 = fadd float %1173, 0x3F83B2AB60000000
  %1175 = fmul float %1174, %1168
  %1176 = fadd float %1175, 0x3FAC6B08E0000000
  %1177 = fmul float %1176, %1168
  %1178 = fadd float %1177, 0x3FCEBFBE00000000
  %1179 = fmul float %1178, %1168
  %1180 = fadd float %1179, 0x3FE62E4300000000
  %1181 = fmul float %1180, %1168
  %1182 = fadd float %1181, 1.000000e+00
  %1183 = fptosi float %1167 to i32
  %1184 = add i32 %1183, 127
  %1185 = shl i32 %1184, 23
  %1186 = bitcast i32 %1185 to float
  %1187 = fmul float %1182, %1186
  %1188 = select i1 %1162, float 0.000000e+00, float %1187
  %1189 = select i1 %1163, float 0x7FF0000000000000, float %1188
  %1190 = fcmp uno float %1161, %1161
  %1191 = select i1 %1190, float %1161, float %1189
  %1192 = fcmp oeq float %1046, 0xFFF0000000000000
  %1193 = select i1 %1192, float 0.000000e+00, float %1191
  %1194 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 28), align 4
  %1195 = fmul float %1193, %1194
  %1196 = fadd float %1195, %1159
  %1197 = mul i32 %21, %10
  %1198 = add i32 %1197, %22
  %1199 = mul i32 %1198, %7
  store i32 %16, ptr addrspace(5) %v29, align 4
  br label %loop30

loop30:                                           ; preds = %body31, %endif28
  %1200 = load i32, ptr addrspace(5) %v29, align 4
  %1201 = icmp slt i32 %1200, %7
  br i1 %1201, label %body31, label %done32

body31:                                           ; preds = %loop30
  %1202 = load i32, ptr addrspace(5) %v29, align 4
  %1203 = add i32 0, %1202
  %1204 = sext i32 %1203 to i64
  %1205 = mul i64 %1204, 4
  %1206 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1205
  %1207 = load float, ptr addrspace(3) %1206, align 4
  %1208 = fmul float %1082, %1207
  %1209 = fadd float %1208, 0.000000e+00
  %1210 = add i32 256, %1202
  %1211 = sext i32 %1210 to i64
  %1212 = mul i64 %1211, 4
  %1213 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1212
  %1214 = load float, ptr addrspace(3) %1213, align 4
  %1215 = fmul float %1119, %1214
  %1216 = fadd float %1215, %1209
  %1217 = add i32 512, %1202
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1219
  %1221 = load float, ptr addrspace(3) %1220, align 4
  %1222 = fmul float %1156, %1221
  %1223 = fadd float %1222, %1216
  %1224 = add i32 768, %1202
  %1225 = sext i32 %1224 to i64
  %1226 = mul i64 %1225, 4
  %1227 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1226
  %1228 = load float, ptr addrspace(3) %1227, align 4
  %1229 = fmul float %1193, %1228
  %1230 = fadd float %1229, %1223
  %1231 = add i32 %1199, %1202
  %1232 = sext i32 %1231 to i64
  %1233 = mul i64 %1232, 4
  %1234 = getelementptr i8, ptr addrspace(1) %0, i64 %1233
  store float %1230, ptr addrspace(1) %1234, align 4
  %1235 = load i32, ptr addrspace(5) %v29, align 4
  %1236 = add i32 %1235, 128
  store i32 %1236, ptr addrspace(5) %v29, align 4
  br label %loop30

done32:                                           ; preds = %loop30
  %1237 = icmp eq i32 %16, 0
  br i1 %1237, label %then33, label %endif34

then33:                                           ; preds = %done32
  %1238 = mul i32 %1198, 2
  %1239 = sext i32 %1238 to i64
  %1240 = mul i64 %1239, 4
  %1241 = getelementptr i8, ptr addrspace(1) %1, i64 %1240
  store float %1048, ptr addrspace(1) %1241, align 4
  %1242 = add i32 %1238, 1
  %1243 = sext i32 %1242 to i64
  %1244 = mul i64 %1243, 4
  %1245 = getelementptr i8, ptr addrspace(1) %1, i64 %1244
  store float %1196, ptr addrspace(1) %1245, align 4
  br label %endif34

endif34:                                          ; preds = %then33, %done32
  br label %endif

then35:                                           ; preds = %endif
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1246 = call i32 @llvm.amdgcn.workitem.id.x()
  %1247 = icmp eq i32 %1246, 0
  br i1 %1247, label %then37, label %endif38

endif36:                                          ; preds = %endif42, %endif
  ret void

then37:                                           ; preds = %then35
  fence release
  %1248 = sext i32 %104 to i64
  %1249 = mul i64 %1248, 4
  %1250 = getelementptr i8, ptr addrspace(1) %13, i64 %1249
  %1251 = atomicrmw add ptr addrspace(1) %1250, i32 1 monotonic, align 4
  %1252 = sub i32 %116, 1
  %1253 = icmp eq i32 %1251, %1252
  br i1 %1253, label %then39, label %endif40

endif38:                                          ; preds = %endif40, %then35
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1254 = load i32, ptr addrspace(3) @lds3, align 4
  %1255 = icmp ne i32 %1254, 0
  br i1 %1255, label %then41, label %endif42

then39:                                           ; preds = %then37
  fence acquire
  br label %endif40

endif40:                                          ; preds = %then39, %then37
  %1256 = zext i1 %1253 to i32
  store i32 %1256, ptr addrspace(3) @lds3, align 4
  br label %endif38

then41:                                           ; preds = %endif38
  %1257 = call i32 @llvm.amdgcn.workitem.id.x()
  %1258 = mul i32 %104, %10
  store float 0xFFF0000000000000, ptr addrspace(5) %v43, align 4
  store i32 0, ptr addrspace(5) %v44, align 4
  br label %loop45

endif42:                                          ; preds = %endif59, %endif38
  br label %endif36

loop45:                                           ; preds = %body46, %then41
  %1259 = load i32, ptr addrspace(5) %v44, align 4
  %1260 = icmp slt i32 %1259, %116
  br i1 %1260, label %body46, label %done47

body46:                                           ; preds = %loop45
  %1261 = load i32, ptr addrspace(5) %v44, align 4
  %1262 = add i32 %1258, %1261
  %1263 = add i32 %1261, 1
  %1264 = icmp slt i32 %1263, %116
  %1265 = select i1 %1264, i32 %1263, i32 %1261
  %1266 = add i32 %1258, %1265
  %1267 = add i32 %1261, 2
  %1268 = icmp slt i32 %1267, %116
  %1269 = select i1 %1268, i32 %1267, i32 %1261
  %1270 = add i32 %1258, %1269
  %1271 = add i32 %1261, 3
  %1272 = icmp slt i32 %1271, %116
  %1273 = select i1 %1272, i32 %1271, i32 %1261
  %1274 = add i32 %1258, %1273
  %1275 = mul i32 %1262, 2
  %1276 = sext i32 %1275 to i64
  %1277 = mul i64 %1276, 4
  %1278 = getelementptr i8, ptr addrspace(1) %1, i64 %1277
  %1279 = load volatile float, ptr addrspace(1) %1278, align 4
  %1280 = mul i32 %1266, 2
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 4
  %1283 = getelementptr i8, ptr addrspace(1) %1, i64 %1282
  %1284 = load volatile float, ptr addrspace(1) %1283, align 4
  %1285 = select i1 %1264, float %1284, float 0xFFF0000000000000
  %1286 = mul i32 %1270, 2
  %1287 = sext i32 %1286 to i64
  %1288 = mul i64 %1287, 4
  %1289 = getelementptr i8, ptr addrspace(1) %1, i64 %1288
  %1290 = load volatile float, ptr addrspace(1) %1289, align 4
  %1291 = select i1 %1268, float %1290, float 0xFFF0000000000000
  %1292 = mul i32 %1274, 2
  %1293 = sext i32 %1292 to i64
  %1294 = mul i64 %1293, 4
  %1295 = getelementptr i8, ptr addrspace(1) %1, i64 %1294
  %1296 = load volatile float, ptr addrspace(1) %1295, align 4
  %1297 = select i1 %1272, float %1296, float 0xFFF0000000000000
  %1298 = load float, ptr addrspace(5) %v43, align 4
  %1299 = fcmp ogt float %1279, %1298
  %1300 = select i1 %1299, float %1279, float %1298
  %1301 = fcmp ogt float %1285, %1300
  %1302 = select i1 %1301, float %1285, float %1300
  %1303 = fcmp ogt float %1291, %1302
  %1304 = select i1 %1303, float %1291, float %1302
  %1305 = fcmp ogt float %1297, %1304
  %1306 = select i1 %1305, float %1297, float %1304
  store float %1306, ptr addrspace(5) %v43, align 4
  %1307 = load i32, ptr addrspace(5) %v44, align 4
  %1308 = add i32 %1307, 4
  store i32 %1308, ptr addrspace(5) %v44, align 4
  br label %loop45

done47:                                           ; preds = %loop45
  %1309 = load float, ptr addrspace(5) %v43, align 4
  store i32 %1257, ptr addrspace(5) %v48, align 4
  br label %loop49

loop49:                                           ; preds = %done57, %done47
  %1310 = load i32, ptr addrspace(5) %v48, align 4
  %1311 = icmp slt i32 %1310, %7
  br i1 %1311, label %body50, label %done51

body50:                                           ; preds = %loop49
  %1312 = load i32, ptr addrspace(5) %v48, align 4
  store float 0.000000e+00, ptr addrspace(5) %v52, align 4
  store float 0.000000e+00, ptr addrspace(5) %v53, align 4
  store i32 0, ptr addrspace(5) %v54, align 4
  br label %loop55

done51:                                           ; preds = %loop49
  br i1 %1247, label %then58, label %endif59

loop55:                                           ; preds = %body56, %body50
  %1313 = load i32, ptr addrspace(5) %v54, align 4
  %1314 = icmp slt i32 %1313, %116
  br i1 %1314, label %body56, label %done57

body56:                                           ; preds = %loop55
  %1315 = load i32, ptr addrspace(5) %v54, align 4
  %1316 = add i32 %1258, %1315
  %1317 = add i32 %1315, 1
  %1318 = icmp slt i32 %1317, %116
  %1319 = select i1 %1318, i32 %1317, i32 %1315
  %1320 = add i32 %1258, %1319
  %1321 = add i32 %1315, 2
  %1322 = icmp slt i32 %1321, %116
  %1323 = select i1 %1322, i32 %1321, i32 %1315
  %1324 = add i32 %1258, %1323
  %1325 = add i32 %1315, 3
  %1326 = icmp slt i32 %1325, %116
  %1327 = select i1 %1326, i32 %1325, i32 %1315
  %1328 = add i32 %1258, %1327
  %1329 = mul i32 %1316, 2
  %1330 = sext i32 %1329 to i64
  %1331 = mul i64 %1330, 4
  %1332 = getelementptr i8, ptr addrspace(1) %1, i64 %1331
  %1333 = load volatile float, ptr addrspace(1) %1332, align 4
  %1334 = add i32 %1329, 1
  %1335 = sext i32 %1334 to i64
  %1336 = mul i64 %1335, 4
  %1337 = getelementptr i8, ptr addrspace(1) %1, i64 %1336
  %1338 = load volatile float, ptr addrspace(1) %1337, align 4
  %1339 = mul i32 %1316, %7
  %1340 = add i32 %1339, %1312
  %1341 = sext i32 %1340 to i64
  %1342 = mul i64 %1341, 4
  %1343 = getelementptr i8, ptr addrspace(1) %0, i64 %1342
  %1344 = load volatile float, ptr addrspace(1) %1343, align 4
  %1345 = mul i32 %1320, 2
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(1) %1, i64 %1347
  %1349 = load volatile float, ptr addrspace(1) %1348, align 4
  %1350 = add i32 %1345, 1
  %1351 = sext i32 %1350 to i64
  %1352 = mul i64 %1351, 4
  %1353 = getelementptr i8, ptr addrspace(1) %1, i64 %1352
  %1354 = load volatile float, ptr addrspace(1) %1353, align 4
  %1355 = mul i32 %1320, %7
  %1356 = add i32 %1355, %1312
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %1357, 4
  %1359 = getelementptr i8, ptr addrspace(1) %0, i64 %1358
  %1360 = load volatile float, ptr addrspace(1) %1359, align 4
  %1361 = mul i32 %1324, 2
  %1362 = sext i32 %1361 to i64
  %1363 = mul i64 %1362, 4
  %1364 = getelementptr i8, ptr addrspace(1) %1, i64 %1363
  %1365 = load volatile float, ptr addrspace(1) %1364, align 4
  %1366 = add i32 %1361, 1
  %1367 = sext i32 %1366 to i64
  %1368 = mul i64 %1367, 4
  %1369 = getelementptr i8, ptr addrspace(1) %1, i64 %1368
  %1370 = load volatile float, ptr addrspace(1) %1369, align 4
  %1371 = mul i32 %1324, %7
  %1372 = add i32 %1371, %1312
  %1373 = sext i32 %1372 to i64
  %1374 = mul i64 %1373, 4
  %1375 = getelementptr i8, ptr addrspace(1) %0, i64 %1374
  %1376 = load volatile float, ptr addrspace(1) %1375, align 4
  %1377 = mul i32 %1328, 2
  %1378 = sext i32 %1377 to i64
  %1379 = mul i64 %1378, 4
  %1380 = getelementptr i8, ptr addrspace(1) %1, i64 %1379
  %1381 = load volatile float, ptr addrspace(1) %1380, align 4
  %1382 = add i32 %1377, 1
  %1383 = sext i32 %1382 to i64
  %1384 = mul i64 %1383, 4
  %1385 = getelementptr i8, ptr addrspace(1) %1, i64 %1384
  %1386 = load volatile float, ptr addrspace(1) %1385, align 4
  %1387 = mul i32 %1328, %7
  %1388 = add i32 %1387, %1312
  %1389 = sext i32 %1388 to i64
  %1390 = mul i64 %1389, 4
  %1391 = getelementptr i8, ptr addrspace(1) %0, i64 %1390
  %1392 = load volatile float, ptr addrspace(1) %1391, align 4
  %1393 = load float, ptr addrspace(5) %v53, align 4
  %1394 = load float, ptr addrspace(5) %v52, align 4
  %1395 = fsub float %1333, %1309
  %1396 = fmul float %1395, 0x3FF7154760000000
  %1397 = fcmp olt float %1396, -1.260000e+02
  %1398 = fcmp ogt float %1396, 1.270000e+02
  %1399 = select i1 %1397, float -1.260000e+02, float %1396
  %1400 = select i1 %1398, float 1.270000e+02, float %1399
  %1401 = fadd float %1400, 5.000000e-01
  %1402 = call float @llvm.floor.f32(float %1401)
  %1403 = fsub float %1400, %1402
  %1404 = fmul float 0x3EEFFCBFC0000000, %1403
  %1405 = fadd float %1404, 0x3F24309120000000
  %1406 = fmul float %1405, %1403
  %1407 = fadd float %1406, 0x3F55D87FE0000000
  %1408 = fmul float %1407, %1403
  %1409 = fadd float %1408, 0x3F83B2AB60000000
  %1410 = fmul float %1409, %1403
  %1411 = fadd float %1410, 0x3FAC6B08E0000000
  %1412 = fmul float %1411, %1403
  %1413 = fadd float %1412, 0x3FCEBFBE00000000
  %1414 = fmul float %1413, %1403
  %1415 = fadd float %1414, 0x3FE62E4300000000
  %1416 = fmul float %1415, %1403
  %1417 = fadd float %1416, 1.000000e+00
  %1418 = fptosi float %1402 to i32
  %1419 = add i32 %1418, 127
  %1420 = shl i32 %1419, 23
  %1421 = bitcast i32 %1420 to float
  %1422 = fmul float %1417, %1421
  %1423 = select i1 %1397, float 0.000000e+00, float %1422
  %1424 = select i1 %1398, float 0x7FF0000000000000, float %1423
  %1425 = fcmp uno float %1396, %1396
  %1426 = select i1 %1425, float %1396, float %1424
  %1427 = fcmp oeq float %1333, 0xFFF0000000000000
  %1428 = select i1 %1427, float 0.000000e+00, float %1426
  %1429 = fmul float %1428, %1338
  %1430 = fadd float %1429, %1393
  %1431 = fmul float %1428, %1344
  %1432 = fadd float %1431, %1394
  %1433 = fsub float %1349, %1309
  %1434 = fmul float %1433, 0x3FF7154760000000
  %1435 = fcmp olt float %1434, -1.260000e+02
  %1436 = fcmp ogt float %1434, 1.270000e+02
  %1437 = select i1 %1435, float -1.260000e+02, float %1434
  %1438 = select i1 %1436, float 1.270000e+02, float %1437
  %1439 = fadd float %1438, 5.000000e-01
  %1440 = call float @llvm.floor.f32(float %1439)
  %1441 = fsub float %1438, %1440
  %1442 = fmul float 0x3EEFFCBFC0000000, %1441
  %1443 = fadd float %1442, 0x3F24309120000000
  %1444 = fmul float %1443, %1441
  %1445 = fadd float %1444, 0x3F55D87FE0000000
  %1446 = fmul float %1445, %1441
  %1447 = fadd float %1446, 0x3F83B2AB60000000
  %1448 = fmul float %1447, %1441
  %1449 = fadd float %1448, 0x3FAC6B08E0000000
  %1450 = fmul float %1449, %1441
  %1451 = fadd float %1450, 0x3FCEBFBE00000000
  %1452 = fmul float %1451, %1441
  %1453 = fadd float %1452, 0x3FE62E4300000000
  %1454 = fmul float %1453, %1441
  %1455 = fadd float %1454, 1.000000e+00
  %1456 = fptosi float %1440 to i32
  %1457 = add i32 %1456, 127
  %1458 = shl i32 %1457, 23
  %1459 = bitcast i32 %1458 to float
  %1460 = fmul float %1455, %1459
  %1461 = select i1 %1435, float 0.000000e+00, float %1460
  %1462 = select i1 %1436, float 0x7FF0000000000000, float %1461
  %1463 = fcmp uno float %1434, %1434
  %1464 = select i1 %1463, float %1434, float %1462
  %1465 = fcmp oeq float %1349, 0xFFF0000000000000
  %1466 = select i1 %1465, float 0.000000e+00, float %1464
  %1467 = select i1 %1318, float %1466, float 0.000000e+00
  %1468 = fmul float %1467, %1354
  %1469 = fadd float %1468, %1430
  %1470 = fmul float %1467, %1360
  %1471 = fadd float %1470, %1432
  %1472 = fsub float %1365, %1309
  %1473 = fmul float %1472, 0x3FF7154760000000
  %1474 = fcmp olt float %1473, -1.260000e+02
  %1475 = fcmp ogt float %1473, 1.270000e+02
  %1476 = select i1 %1474, float -1.260000e+02, float %1473
  %1477 = select i1 %1475, float 1.270000e+02, float %1476
  %1478 = fadd float %1477, 5.000000e-01
  %1479 = call float @llvm.floor.f32(float %1478)
  %1480 = fsub float %1477, %1479
  %1481 = fmul float 0x3EEFFCBFC0000000, %1480
  %1482 = fadd float %1481, 0x3F24309120000000
  %1483 = fmul float %1482, %1480
  %1484 = fadd float %1483, 0x3F55D87FE0000000
  %1485 = fmul float %1484, %1480
  %1486 = fadd float %1485, 0x3F83B2AB60000000
  %1487 = fmul float %1486, %1480
  %1488 = fadd float %1487, 0x3FAC6B08E0000000
  %1489 = fmul float %1488, %1480
  %1490 = fadd float %1489, 0x3FCEBFBE00000000
  %1491 = fmul float %1490, %1480
  %1492 = fadd float %1491, 0x3FE62E4300000000
  %1493 = fmul float %1492, %1480
  %1494 = fadd float %1493, 1.000000e+00
  %1495 = fptosi float %1479 to i32
  %1496 = add i32 %1495, 127
  %1497 = shl i32 %1496, 23
  %1498 = bitcast i32 %1497 to float
  %1499 = fmul float %1494, %1498
  %1500 = select i1 %1474, float 0.000000e+00, float %1499
  %1501 = select i1 %1475, float 0x7FF0000000000000, float %1500
  %1502 = fcmp uno float %1473, %1473
  %1503 = select i1 %1502, float %1473, float %1501
  %1504 = fcmp oeq float %1365, 0xFFF0000000000000
  %1505 = select i1 %1504, float 0.000000e+00, float %1503
  %1506 = select i1 %1322, float %1505, float 0.000000e+00
  %1507 = fmul float %1506, %1370
  %1508 = fadd float %1507, %1469
  %1509 = fmul float %1506, %1376
  %1510 = fadd float %1509, %1471
  %1511 = fsub float %1381, %1309
  %1512 = fmul float %1511, 0x3FF7154760000000
  %1513 = fcmp olt float %1512, -1.260000e+02
  %1514 = fcmp ogt float %1512, 1.270000e+02
  %1515 = select i1 %1513, float -1.260000e+02, float %1512
  %1516 = select i1 %1514, float 1.270000e+02, float %1515
  %1517 = fadd float %1516, 5.000000e-01
  %1518 = call float @llvm.floor.f32(float %1517)
  %1519 = fsub float %1516, %1518
  %1520 = fmul float 0x3EEFFCBFC0000000, %1519
  %1521 = fadd float %1520, 0x3F24309120000000
  %1522 = fmul float %1521, %1519
  %1523 = fadd float %1522, 0x3F55D87FE0000000
  %1524 = fmul float %1523, %1519
  %1525 = fadd float %1524, 0x3F83B2AB60000000
  %1526 = fmul float %1525, %1519
  %1527 = fadd float %1526, 0x3FAC6B08E0000000
  %1528 = fmul float %1527, %1519
  %1529 = fadd float %1528, 0x3FCEBFBE00000000
  %1530 = fmul float %1529, %1519
  %1531 = fadd float %1530, 0x3FE62E4300000000
  %1532 = fmul float %1531, %1519
  %1533 = fadd float %1532, 1.000000e+00
  %1534 = fptosi float %1518 to i32
  %1535 = add i32 %1534, 127
  %1536 = shl i32 %1535, 23
  %1537 = bitcast i32 %1536 to float
  %1538 = fmul float %1533, %1537
  %1539 = select i1 %1513, float 0.000000e+00, float %1538
  %1540 = select i1 %1514, float 0x7FF0000000000000, float %1539
  %1541 = fcmp uno float %1512, %1512
  %1542 = select i1 %1541, float %1512, float %1540
  %1543 = fcmp oeq float %1381, 0xFFF0000000000000
  %1544 = select i1 %1543, float 0.000000e+00, float %1542
  %1545 = select i1 %1326, float %1544, float 0.000000e+00
  %1546 = fmul float %1545, %1386
  %1547 = fadd float %1546, %1508
  %1548 = fmul float %1545, %1392
  %1549 = fadd float %1548, %1510
  store float %1547, ptr addrspace(5) %v53, align 4
  store float %1549, ptr addrspace(5) %v52, align 4
  %1550 = load i32, ptr addrspace(5) %v54, align 4
  %1551 = add i32 %1550, 4
  store i32 %1551, ptr addrspace(5) %v54, align 4
  br label %loop55

done57:                                           ; preds = %loop55
  %1552 = load float, ptr addrspace(5) %v52, align 4
  %1553 = load float, ptr addrspace(5) %v53, align 4
  %1554 = fdiv float %1552, %1553
  %1555 = mul i32 %104, %7
  %1556 = add i32 %1555, %1312
  %1557 = sext i32 %1556 to i64
  %1558 = mul i64 %1557, 4
  %1559 = getelementptr i8, ptr addrspace(1) %12, i64 %1558
  store float %1554, ptr addrspace(1) %1559, align 4
  %1560 = load i32, ptr addrspace(5) %v48, align 4
  %1561 = add i32 %1560, 128
  store i32 %1561, ptr addrspace(5) %v48, align 4
  br label %loop49

then58:                                           ; preds = %done51
  %1562 = sext i32 %104 to i64
  %1563 = mul i64 %1562, 4
  %1564 = getelementptr i8, ptr addrspace(1) %13, i64 %1563
  store i32 0, ptr addrspace(1) %1564, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %done51
  br label %endif42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
