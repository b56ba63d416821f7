; ModuleID = 'strata_add_rmsnorm_f32'
source_filename = "strata_add_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, float %6) #0 {
entry:
  %v18 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = sext i32 %7 to i64
  %9 = sext i32 %5 to i64
  %10 = mul i64 %8, %9
  %11 = mul i64 %10, 4
  %12 = getelementptr i8, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %3, i64 %11
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %11
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %16, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %endif15, %entry
  %21 = load i32, ptr addrspace(5) %v1, align 4
  %22 = icmp slt i32 %21, %5
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr addrspace(5) %v1, align 4
  %24 = add i32 %23, 0
  %25 = icmp slt i32 %24, %5
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = add i32 %23, 256
  %28 = icmp slt i32 %27, %5
  %29 = select i1 %28, i32 %27, i32 %23
  %30 = add i32 %23, 512
  %31 = icmp slt i32 %30, %5
  %32 = select i1 %31, i32 %30, i32 %23
  %33 = add i32 %23, 768
  %34 = icmp slt i32 %33, %5
  %35 = select i1 %34, i32 %33, i32 %23
  %36 = add i32 %23, 1024
  %37 = icmp slt i32 %36, %5
  %38 = select i1 %37, i32 %36, i32 %23
  %39 = add i32 %23, 1280
  %40 = icmp slt i32 %39, %5
  %41 = select i1 %40, i32 %39, i32 %23
  %42 = add i32 %23, 1536
  %43 = icmp slt i32 %42, %5
  %44 = select i1 %43, i32 %42, i32 %23
  %45 = add i32 %23, 1792
  %46 = icmp slt i32 %45, %5
  %47 = select i1 %46, i32 %45, i32 %23
  %48 = sext i32 %26 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %12, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = sext i32 %26 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %13, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = fadd float %51, %55
  %57 = sext i32 %29 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %12, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = sext i32 %29 to i64
  %62 = mul i64 %61, 4
  %63 = getelementptr i8, ptr addrspace(1) %13, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = fadd float %60, %64
  %66 = sext i32 %32 to i64
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %12, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = sext i32 %32 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %13, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fadd float %69, %73
  %75 = sext i32 %35 to i64
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %12, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = sext i32 %35 to i64
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %13, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = fadd float %78, %82
  %84 = sext i32 %38 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %12, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = sext i32 %38 to i64
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr addrspace(1) %13, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = fadd float %87, %91
  %93 = sext i32 %41 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %12, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = sext i32 %41 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %13, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fadd float %96, %100
  %102 = sext i32 %44 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %12, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = sext i32 %44 to i64
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr addrspace(1) %13, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = fadd float %105, %109
  %111 = sext i32 %47 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %12, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = sext i32 %47 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %13, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fadd float %114, %118
  br i1 %25, label %then, label %endif

done:                                             ; preds = %loop
  %120 = load float, ptr addrspace(5) %v, align 4
  %121 = bitcast float %120 to i32
  %122 = call i32 @llvm.amdgcn.workitem.id.x()
  %123 = and i32 %122, 31
  %124 = xor i32 %123, 16
  %125 = shl i32 %124, 2
  %126 = call i32 @llvm.amdgcn.ds.bpermute(i32 %125, i32 %121)
  %127 = bitcast i32 %126 to float
  %128 = fadd float %120, %127
  %129 = bitcast float %128 to i32
  %130 = call i32 @llvm.amdgcn.workitem.id.x()
  %131 = and i32 %130, 31
  %132 = xor i32 %131, 8
  %133 = shl i32 %132, 2
  %134 = call i32 @llvm.amdgcn.ds.bpermute(i32 %133, i32 %129)
  %135 = bitcast i32 %134 to float
  %136 = fadd float %128, %135
  %137 = bitcast float %136 to i32
  %138 = call i32 @llvm.amdgcn.workitem.id.x()
  %139 = and i32 %138, 31
  %140 = xor i32 %139, 4
  %141 = shl i32 %140, 2
  %142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %141, i32 %137)
  %143 = bitcast i32 %142 to float
  %144 = fadd float %136, %143
  %145 = bitcast float %144 to i32
  %146 = call i32 @llvm.amdgcn.workitem.id.x()
  %147 = and i32 %146, 31
  %148 = xor i32 %147, 2
  %149 = shl i32 %148, 2
  %150 = call i32 @llvm.amdgcn.ds.bpermute(i32 %149, i32 %145)
  %151 = bitcast i32 %150 to float
  %152 = fadd float %144, %151
  %153 = bitcast float %152 to i32
  %154 = call i32 @llvm.amdgcn.workitem.id.x()
  %155 = and i32 %154, 31
  %156 = xor i32 %155, 1
  %157 = shl i32 %156, 2
  %158 = call i32 @llvm.amdgcn.ds.bpermute(i32 %157, i32 %153)
  %159 = bitcast i32 %158 to float
  %160 = fadd float %152, %159
  %161 = icmp eq i32 %18, 0
  br i1 %161, label %then16, label %endif17

then:                                             ; preds = %body
  %162 = sext i32 %26 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr addrspace(1) %14, i64 %163
  store float %56, ptr addrspace(1) %164, align 4
  br label %endif

endif:                                            ; preds = %then, %body
  %165 = load float, ptr addrspace(5) %v, align 4
  %166 = fmul float %56, %56
  %167 = fadd float %166, %165
  %168 = select i1 %25, float %167, float %165
  store float %168, ptr addrspace(5) %v, align 4
  br i1 %28, label %then2, label %endif3

then2:                                            ; preds = %endif
  %169 = sext i32 %29 to i64
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %14, i64 %170
  store float %65, ptr addrspace(1) %171, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %endif
  %172 = load float, ptr addrspace(5) %v, align 4
  %173 = fmul float %65, %65
  %174 = fadd float %173, %172
  %175 = select i1 %28, float %174, float %172
  store float %175, ptr addrspace(5) %v, align 4
  br i1 %31, label %then4, label %endif5

then4:                                            ; preds = %endif3
  %176 = sext i32 %32 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %14, i64 %177
  store float %74, ptr addrspace(1) %178, align 4
  br label %endif5

endif5:                                           ; preds = %then4, %endif3
  %179 = load float, ptr addrspace(5) %v, align 4
  %180 = fmul float %74, %74
  %181 = fadd float %180, %179
  %182 = select i1 %31, float %181, float %179
  store float %182, ptr addrspace(5) %v, align 4
  br i1 %34, label %then6, label %endif7

then6:                                            ; preds = %endif5
  %183 = sext i32 %35 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %14, i64 %184
  store float %83, ptr addrspace(1) %185, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %endif5
  %186 = load float, ptr addrspace(5) %v, align 4
  %187 = fmul float %83, %83
  %188 = fadd float %187, %186
  %189 = select i1 %34, float %188, float %186
  store float %189, ptr addrspace(5) %v, align 4
  br i1 %37, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %190 = sext i32 %38 to i64
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %14, i64 %191
  store float %92, ptr addrspace(1) %192, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %193 = load float, ptr addrspace(5) %v, align 4
  %194 = fmul float %92, %92
  %195 = fadd float %194, %193
  %196 = select i1 %37, float %195, float %193
  store float %196, ptr addrspace(5) %v, align 4
  br i1 %40, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %197 = sext i32 %41 to i64
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr addrspace(1) %14, i64 %198
  store float %101, ptr addrspace(1) %199, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %200 = load float, ptr addrspace(5) %v, align 4
  %201 = fmul float %101, %101
  %202 = fadd float %201, %200
  %203 = select i1 %40, float %202, float %200
  store float %203, ptr addrspace(5) %v, align 4
  br i1 %43, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %204 = sext i32 %44 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %14, i64 %205
  store float %110, ptr addrspace(1) %206, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %207 = load float, ptr addrspace(5) %v, align 4
  %208 = fmul float %110, %110
  %209 = fadd float %208, %207
  %210 = select i1 %43, float %209, float %207
  store float %210, ptr addrspace(5) %v, align 4
  br i1 %46, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %211 = sext i32 %47 to i64
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr addrspace(1) %14, i64 %212
  store float %119, ptr addrspace(1) %213, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %214 = load float, ptr addrspace(5) %v, align 4
  %215 = fmul float %119, %119
  %216 = fadd float %215, %214
  %217 = select i1 %46, float %216, float %214
  store float %217, ptr addrspace(5) %v, align 4
  %218 = load i32, ptr addrspace(5) %v1, align 4
  %219 = add i32 %218, 2048
  store i32 %219, ptr addrspace(5) %v1, align 4
  br label %loop

then16:                                           ; preds = %done
  %220 = sext i32 %20 to i64
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(3) @lds1, i64 %221
  store float %160, ptr addrspace(3) %222, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %223 = load float, ptr addrspace(3) @lds1, align 4
  %224 = fadd float 0.000000e+00, %223
  %225 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %226 = fadd float %224, %225
  %227 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %228 = fadd float %226, %227
  %229 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %230 = fadd float %228, %229
  %231 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %232 = fadd float %230, %231
  %233 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %234 = fadd float %232, %233
  %235 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %236 = fadd float %234, %235
  %237 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %238 = fadd float %236, %237
  %239 = sitofp i32 %5 to float
  %240 = fdiv float %238, %239
  %241 = fadd float %240, %6
  %242 = call float @llvm.sqrt.f32(float %241)
  %243 = fdiv float 1.000000e+00, %242
  store i32 %16, ptr addrspace(5) %v18, align 4
  br label %loop19

loop19:                                           ; preds = %endif37, %endif17
  %244 = load i32, ptr addrspace(5) %v18, align 4
  %245 = icmp slt i32 %244, %5
  br i1 %245, label %body20, label %done21

body20:                                           ; preds = %loop19
  %246 = load i32, ptr addrspace(5) %v18, align 4
  %247 = add i32 %246, 0
  %248 = icmp slt i32 %247, %5
  %249 = select i1 %248, i32 %247, i32 %246
  %250 = add i32 %246, 256
  %251 = icmp slt i32 %250, %5
  %252 = select i1 %251, i32 %250, i32 %246
  %253 = add i32 %246, 512
  %254 = icmp slt i32 %253, %5
  %255 = select i1 %254, i32 %253, i32 %246
  %256 = add i32 %246, 768
  %257 = icmp slt i32 %256, %5
  %258 = select i1 %257, i32 %256, i32 %246
  %259 = add i32 %246, 1024
  %260 = icmp slt i32 %259, %5
  %261 = select i1 %260, i32 %259, i32 %246
  %262 = add i32 %246, 1280
  %263 = icmp slt i32 %262, %5
  %264 = select i1 %263, i32 %262, i32 %246
  %265 = add i32 %246, 1536
  %266 = icmp slt i32 %265, %5
  %267 = select i1 %266, i32 %265, i32 %246
  %268 = add i32 %246, 1792
  %269 = icmp slt i32 %268, %5
  %270 = select i1 %269, i32 %268, i32 %246
  %271 = sext i32 %249 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %14, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = sext i32 %249 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %4, i64 %276
  %278 = load float, ptr addrspace(1) %277, align 4
  %279 = sext i32 %252 to i64
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %14, i64 %280
  %282 = load float, ptr addrspace(1) %281, align 4
  %283 = sext i32 %252 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %4, i64 %284
  %286 = load float, ptr addrspace(1) %285, align 4
  %287 = sext i32 %255 to i64
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %14, i64 %288
  %290 = load float, ptr addrspace(1) %289, align 4
  %291 = sext i32 %255 to i64
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %4, i64 %292
  %294 = load float, ptr addrspace(1) %293, align 4
  %295 = sext i32 %258 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %14, i64 %296
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = sext i32 %258 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %4, i64 %300
  %302 = load float, ptr addrspace(1) %301, align 4
  %303 = sext i32 %261 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %14, i64 %304
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = sext i32 %261 to i64
  %308 = mul i64 %307, 4
  %309 = getelementptr i8, ptr addrspace(1) %4, i64 %308
  %310 = load float, ptr addrspace(1) %309, align 4
  %311 = sext i32 %264 to i64
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %14, i64 %312
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = sext i32 %264 to i64
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr addrspace(1) %4, i64 %316
  %318 = load float, ptr addrspace(1) %317, align 4
  %319 = sext i32 %267 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %14, i64 %320
  %322 = load float, ptr addrspace(1) %321, align 4
  %323 = sext i32 %267 to i64
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(1) %4, i64 %324
  %326 = load float, ptr addrspace(1) %325, align 4
  %327 = sext i32 %270 to i64
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr addrspace(1) %14, i64 %328
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = sext i32 %270 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %4, i64 %332
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = fmul float %274, %243
  %336 = fmul float %335, %278
  br i1 %248, label %then22, label %endif23

done21:                                           ; preds = %loop19
  ret void

then22:                                           ; preds = %body20
  %337 = sext i32 %249 to i64
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %15, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  br label %endif23

endif23:                                          ; preds = %then22, %body20
  %340 = fmul float %282, %243
  %341 = fmul float %340, %286
  br i1 %251, label %then24, label %endif25

then24:                                           ; preds = %endif23
  %342 = sext i32 %252 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %15, i64 %343
  store float %341, ptr addrspace(1) %344, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %endif23
  %345 = fmul float %290, %243
  %346 = fmul float %345, %294
  br i1 %254, label %then26, label %endif27

then26:                                           ; preds = %endif25
  %347 = sext i32 %255 to i64
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %15, i64 %348
  store float %346, ptr addrspace(1) %349, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %endif25
  %350 = fmul float %298, %243
  %351 = fmul float %350, %302
  br i1 %257, label %then28, label %endif29

then28:                                           ; preds = %endif27
  %352 = sext i32 %258 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %15, i64 %353
  store float %351, ptr addrspace(1) %354, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %endif27
  %355 = fmul float %306, %243
  %356 = fmul float %355, %310
  br i1 %260, label %then30, label %endif31

then30:                                           ; preds = %endif29
  %357 = sext i32 %261 to i64
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %15, i64 %358
  store float %356, ptr addrspace(1) %359, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %endif29
  %360 = fmul float %314, %243
  %361 = fmul float %360, %318
  br i1 %263, label %then32, label %endif33

then32:                                           ; preds = %endif31
  %362 = sext i32 %264 to i64
  %363 = mul i64 %362, 4
  %364 = getelementptr i8, ptr addrspace(1) %15, i64 %363
  store float %361, ptr addrspace(1) %364, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %endif31
  %365 = fmul float %322, %243
  %366 = fmul float %365, %326
  br i1 %266, label %then34, label %endif35

then34:                                           ; preds = %endif33
  %367 = sext i32 %267 to i64
  %368 = mul i64 %367, 4
  %369 = getelementptr i8, ptr addrspace(1) %15, i64 %368
  store float %366, ptr addrspace(1) %369, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %endif33
  %370 = fmul float %330, %243
  %371 = fmul float %370, %334
  br i1 %269, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %372 = sext i32 %270 to i64
  %373 = mul i64 %372, 4
  %374 = getelementptr i8, ptr addrspace(1) %15, i64 %373
  store float %371, ptr addrspace(1) %374, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %endif35
  %375 = load i32, ptr addrspace(5) %v18, align 4
  %376 = add i32 %375, 2048
  store i32 %376, ptr addrspace(5) %v18, align 4
  br label %loop19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
