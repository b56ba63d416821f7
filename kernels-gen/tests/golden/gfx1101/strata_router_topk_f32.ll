; ModuleID = 'strata_router_topk_f32'
source_filename = "strata_router_topk_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_router_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) #0 {
entry:
  %v22 = alloca i32, align 4, addrspace(5)
  %v16 = alloca i32, align 4, addrspace(5)
  %v15 = alloca i32, align 4, addrspace(5)
  %v14 = alloca float, align 4, addrspace(5)
  %v10 = alloca i32, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v8 = alloca i32, align 4, addrspace(5)
  %v7 = alloca float, align 4, addrspace(5)
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = sext i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul i64 %7, %8
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %2, i64 %10
  %12 = mul i32 %6, %4
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  %14 = and i32 %13, 31
  store float 0xFFF0000000000000, ptr addrspace(5) %v, align 4
  store i32 %14, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %15 = load i32, ptr addrspace(5) %v1, align 4
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %body, label %done

body:                                             ; preds = %loop
  %17 = load i32, ptr addrspace(5) %v1, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load float, ptr addrspace(5) %v, align 4
  %23 = fcmp ogt float %21, %22
  %24 = select i1 %23, float %21, float %22
  store float %24, ptr addrspace(5) %v, align 4
  %25 = load i32, ptr addrspace(5) %v1, align 4
  %26 = add i32 %25, 32
  store i32 %26, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %27 = load float, ptr addrspace(5) %v, align 4
  %28 = bitcast float %27 to i32
  %29 = call i32 @llvm.amdgcn.workitem.id.x()
  %30 = and i32 %29, 31
  %31 = xor i32 %30, 16
  %32 = shl i32 %31, 2
  %33 = call i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = bitcast i32 %33 to float
  %35 = fcmp ogt float %27, %34
  %36 = select i1 %35, float %27, float %34
  %37 = bitcast float %36 to i32
  %38 = call i32 @llvm.amdgcn.workitem.id.x()
  %39 = and i32 %38, 31
  %40 = xor i32 %39, 8
  %41 = shl i32 %40, 2
  %42 = call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = bitcast i32 %42 to float
  %44 = fcmp ogt float %36, %43
  %45 = select i1 %44, float %36, float %43
  %46 = bitcast float %45 to i32
  %47 = call i32 @llvm.amdgcn.workitem.id.x()
  %48 = and i32 %47, 31
  %49 = xor i32 %48, 4
  %50 = shl i32 %49, 2
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = bitcast i32 %51 to float
  %53 = fcmp ogt float %45, %52
  %54 = select i1 %53, float %45, float %52
  %55 = bitcast float %54 to i32
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  %57 = and i32 %56, 31
  %58 = xor i32 %57, 2
  %59 = shl i32 %58, 2
  %60 = call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = bitcast i32 %60 to float
  %62 = fcmp ogt float %54, %61
  %63 = select i1 %62, float %54, float %61
  %64 = bitcast float %63 to i32
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  %66 = and i32 %65, 31
  %67 = xor i32 %66, 1
  %68 = shl i32 %67, 2
  %69 = call i32 @llvm.amdgcn.ds.bpermute(i32 %68, i32 %64)
  %70 = bitcast i32 %69 to float
  %71 = fcmp ogt float %63, %70
  %72 = select i1 %71, float %63, float %70
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store i32 %14, ptr addrspace(5) %v3, align 4
  br label %loop4

loop4:                                            ; preds = %body5, %done
  %73 = load i32, ptr addrspace(5) %v3, align 4
  %74 = icmp slt i32 %73, %3
  br i1 %74, label %body5, label %done6

body5:                                            ; preds = %loop4
  %75 = load i32, ptr addrspace(5) %v3, align 4
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) %11, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = fsub float %79, %72
  %81 = fmul float %80, 0x3FF7154760000000
  %82 = fcmp olt float %81, -1.260000e+02
  %83 = fcmp ogt float %81, 1.270000e+02
  %84 = select i1 %82, float -1.260000e+02, float %81
  %85 = select i1 %83, float 1.270000e+02, float %84
  %86 = fadd float %85, 5.000000e-01
  %87 = call float @llvm.floor.f32(float %86)
  %88 = fsub float %85, %87
  %89 = fmul float 0x3EEFFCBFC0000000, %88
  %90 = fadd float %89, 0x3F24309120000000
  %91 = fmul float %90, %88
  %92 = fadd float %91, 0x3F55D87FE0000000
  %93 = fmul float %92, %88
  %94 = fadd float %93, 0x3F83B2AB60000000
  %95 = fmul float %94, %88
  %96 = fadd float %95, 0x3FAC6B08E0000000
  %97 = fmul float %96, %88
  %98 = fadd float %97, 0x3FCEBFBE00000000
  %99 = fmul float %98, %88
  %100 = fadd float %99, 0x3FE62E4300000000
  %101 = fmul float %100, %88
  %102 = fadd float %101, 1.000000e+00
  %103 = fptosi float %87 to i32
  %104 = add i32 %103, 127
  %105 = shl i32 %104, 23
  %106 = bitcast i32 %105 to float
  %107 = fmul float %102, %106
  %108 = select i1 %82, float 0.000000e+00, float %107
  %109 = select i1 %83, float 0x7FF0000000000000, float %108
  %110 = fcmp uno float %81, %81
  %111 = select i1 %110, float %81, float %109
  %112 = load float, ptr addrspace(5) %v2, align 4
  %113 = fadd float %112, %111
  store float %113, ptr addrspace(5) %v2, align 4
  %114 = load i32, ptr addrspace(5) %v3, align 4
  %115 = add i32 %114, 32
  store i32 %115, ptr addrspace(5) %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %116 = load float, ptr addrspace(5) %v2, align 4
  %117 = bitcast float %116 to i32
  %118 = call i32 @llvm.amdgcn.workitem.id.x()
  %119 = and i32 %118, 31
  %120 = xor i32 %119, 16
  %121 = shl i32 %120, 2
  %122 = call i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %117)
  %123 = bitcast i32 %122 to float
  %124 = fadd float %116, %123
  %125 = bitcast float %124 to i32
  %126 = call i32 @llvm.amdgcn.workitem.id.x()
  %127 = and i32 %126, 31
  %128 = xor i32 %127, 8
  %129 = shl i32 %128, 2
  %130 = call i32 @llvm.amdgcn.ds.bpermute(i32 %129, i32 %125)
  %131 = bitcast i32 %130 to float
  %132 = fadd float %124, %131
  %133 = bitcast float %132 to i32
  %134 = call i32 @llvm.amdgcn.workitem.id.x()
  %135 = and i32 %134, 31
  %136 = xor i32 %135, 4
  %137 = shl i32 %136, 2
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %133)
  %139 = bitcast i32 %138 to float
  %140 = fadd float %132, %139
  %141 = bitcast float %140 to i32
  %142 = call i32 @llvm.amdgcn.workitem.id.x()
  %143 = and i32 %142, 31
  %144 = xor i32 %143, 2
  %145 = shl i32 %144, 2
  %146 = call i32 @llvm.amdgcn.ds.bpermute(i32 %145, i32 %141)
  %147 = bitcast i32 %146 to float
  %148 = fadd float %140, %147
  %149 = bitcast float %148 to i32
  %150 = call i32 @llvm.amdgcn.workitem.id.x()
  %151 = and i32 %150, 31
  %152 = xor i32 %151, 1
  %153 = shl i32 %152, 2
  %154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %153, i32 %149)
  %155 = bitcast i32 %154 to float
  %156 = fadd float %148, %155
  store float 0x7FF0000000000000, ptr addrspace(5) %v7, align 4
  store i32 -1, ptr addrspace(5) %v8, align 4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %157 = icmp eq i32 %14, 0
  store i32 0, ptr addrspace(5) %v10, align 4
  br label %loop11

loop11:                                           ; preds = %endif, %done6
  %158 = load i32, ptr addrspace(5) %v10, align 4
  %159 = icmp slt i32 %158, %4
  br i1 %159, label %body12, label %done13

body12:                                           ; preds = %loop11
  %160 = load i32, ptr addrspace(5) %v10, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v14, align 4
  store i32 %3, ptr addrspace(5) %v15, align 4
  %161 = load float, ptr addrspace(5) %v7, align 4
  %162 = load i32, ptr addrspace(5) %v8, align 4
  store i32 %14, ptr addrspace(5) %v16, align 4
  br label %loop17

done13:                                           ; preds = %loop11
  %163 = icmp ne i32 %5, 0
  %164 = and i1 %157, %163
  %165 = load float, ptr addrspace(5) %v9, align 4
  br i1 %164, label %then20, label %endif21

loop17:                                           ; preds = %body18, %body12
  %166 = load i32, ptr addrspace(5) %v16, align 4
  %167 = icmp slt i32 %166, %3
  br i1 %167, label %body18, label %done19

body18:                                           ; preds = %loop17
  %168 = load i32, ptr addrspace(5) %v16, align 4
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %11, i64 %170
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = fcmp uno float %172, %172
  %174 = select i1 %173, float 0xFFF0000000000000, float %172
  %175 = fcmp olt float %174, %161
  %176 = fcmp oeq float %174, %161
  %177 = icmp sgt i32 %168, %162
  %178 = and i1 %176, %177
  %179 = or i1 %175, %178
  %180 = load float, ptr addrspace(5) %v14, align 4
  %181 = load i32, ptr addrspace(5) %v15, align 4
  %182 = fcmp ogt float %174, %180
  %183 = icmp eq i32 %181, %3
  %184 = or i1 %182, %183
  %185 = and i1 %179, %184
  %186 = select i1 %185, float %174, float %180
  store float %186, ptr addrspace(5) %v14, align 4
  %187 = select i1 %185, i32 %168, i32 %181
  store i32 %187, ptr addrspace(5) %v15, align 4
  %188 = load i32, ptr addrspace(5) %v16, align 4
  %189 = add i32 %188, 32
  store i32 %189, ptr addrspace(5) %v16, align 4
  br label %loop17

done19:                                           ; preds = %loop17
  %190 = load float, ptr addrspace(5) %v14, align 4
  %191 = load i32, ptr addrspace(5) %v15, align 4
  %192 = bitcast float %190 to i32
  %193 = call i32 @llvm.amdgcn.workitem.id.x()
  %194 = and i32 %193, 31
  %195 = xor i32 %194, 16
  %196 = shl i32 %195, 2
  %197 = call i32 @llvm.amdgcn.ds.bpermute(i32 %196, i32 %192)
  %198 = bitcast i32 %197 to float
  %199 = call i32 @llvm.amdgcn.workitem.id.x()
  %200 = and i32 %199, 31
  %201 = xor i32 %200, 16
  %202 = shl i32 %201, 2
  %203 = call i32 @llvm.amdgcn.ds.bpermute(i32 %202, i32 %191)
  %204 = fcmp ogt float %198, %190
  %205 = fcmp oeq float %198, %190
  %206 = icmp slt i32 %203, %191
  %207 = and i1 %205, %206
  %208 = or i1 %204, %207
  %209 = select i1 %208, float %198, float %190
  %210 = select i1 %208, i32 %203, i32 %191
  %211 = bitcast float %209 to i32
  %212 = call i32 @llvm.amdgcn.workitem.id.x()
  %213 = and i32 %212, 31
  %214 = xor i32 %213, 8
  %215 = shl i32 %214, 2
  %216 = call i32 @llvm.amdgcn.ds.bpermute(i32 %215, i32 %211)
  %217 = bitcast i32 %216 to float
  %218 = call i32 @llvm.amdgcn.workitem.id.x()
  %219 = and i32 %218, 31
  %220 = xor i32 %219, 8
  %221 = shl i32 %220, 2
  %222 = call i32 @llvm.amdgcn.ds.bpermute(i32 %221, i32 %210)
  %223 = fcmp ogt float %217, %209
  %224 = fcmp oeq float %217, %209
  %225 = icmp slt i32 %222, %210
  %226 = and i1 %224, %225
  %227 = or i1 %223, %226
  %228 = select i1 %227, float %217, float %209
  %229 = select i1 %227, i32 %222, i32 %210
  %230 = bitcast float %228 to i32
  %231 = call i32 @llvm.amdgcn.workitem.id.x()
  %232 = and i32 %231, 31
  %233 = xor i32 %232, 4
  %234 = shl i32 %233, 2
  %235 = call i32 @llvm.amdgcn.ds.bpermute(i32 %234, i32 %230)
  %236 = bitcast i32 %235 to float
  %237 = call i32 @llvm.amdgcn.workitem.id.x()
  %238 = and i32 %237, 31
  %239 = xor i32 %238, 4
  %240 = shl i32 %239, 2
  %241 = call i32 @llvm.amdgcn.ds.bpermute(i32 %240, i32 %229)
  %242 = fcmp ogt float %236, %228
  %243 = fcmp oeq float %236, %228
  %244 = icmp slt i32 %241, %229
  %245 = and i1 %243, %244
  %246 = or i1 %242, %245
  %247 = select i1 %246, float %236, float %228
  %248 = select i1 %246, i32 %241, i32 %229
  %249 = bitcast float %247 to i32
  %250 = call i32 @llvm.amdgcn.workitem.id.x()
  %251 = and i32 %250, 31
  %252 = xor i32 %251, 2
  %253 = shl i32 %252, 2
  %254 = call i32 @llvm.amdgcn.ds.bpermute(i32 %253, i32 %249)
  %255 = bitcast i32 %254 to float
  %256 = call i32 @llvm.amdgcn.workitem.id.x()
  %257 = and i32 %256, 31
  %258 = xor i32 %257, 2
  %259 = shl i32 %258, 2
  %260 = call i32 @llvm.amdgcn.ds.bpermute(i32 %259, i32 %248)
  %261 = fcmp ogt float %255, %247
  %262 = fcmp oeq float %255, %247
  %263 = icmp slt i32 %260, %248
  %264 = and i1 %262, %263
  %265 = or i1 %261, %264
  %266 = select i1 %265, float %255, float %247
  %267 = select i1 %265, i32 %260, i32 %248
  %268 = bitcast float %266 to i32
  %269 = call i32 @llvm.amdgcn.workitem.id.x()
  %270 = and i32 %269, 31
  %271 = xor i32 %270, 1
  %272 = shl i32 %271, 2
  %273 = call i32 @llvm.amdgcn.ds.bpermute(i32 %272, i32 %268)
  %274 = bitcast i32 %273 to float
  %275 = call i32 @llvm.amdgcn.workitem.id.x()
  %276 = and i32 %275, 31
  %277 = xor i32 %276, 1
  %278 = shl i32 %277, 2
  %279 = call i32 @llvm.amdgcn.ds.bpermute(i32 %278, i32 %267)
  %280 = fcmp ogt float %274, %266
  %281 = fcmp oeq float %274, %266
  %282 = icmp slt i32 %279, %267
  %283 = and i1 %281, %282
  %284 = or i1 %280, %283
  %285 = select i1 %284, float %274, float %266
  %286 = select i1 %284, i32 %279, i32 %267
  %287 = fsub float %285, %72
  %288 = fmul float %287, 0x3FF7154760000000
  %289 = fcmp olt float %288, -1.260000e+02
  %290 = fcmp ogt float %288, 1.270000e+02
  %291 = select i1 %289, float -1.260000e+02, float %288
  %292 = select i1 %290, float 1.270000e+02, float %291
  %293 = fadd float %292, 5.000000e-01
  %294 = call float @llvm.floor.f32(float %293)
  %295 = fsub float %292, %294
  %296 = fmul float 0x3EEFFCBFC0000000, %295
  %297 = fadd float %296, 0x3F24309120000000
  %298 = fmul float %297, %295
  %299 = fadd float %298, 0x3F55D87FE0000000
  %300 = fmul float %299, %295
  %301 = fadd float %300, 0x3F83B2AB60000000
  %302 = fmul float %301, %295
  %303 = fadd float %302, 0x3FAC6B08E0000000
  %304 = fmul float %303, %295
  %305 = fadd float %304, 0x3FCEBFBE00000000
  %306 = fmul float %305, %295
  %307 = fadd float %306, 0x3FE62E4300000000
  %308 = fmul float %307, %295
  %309 = fadd float %308, 1.000000e+00
  %310 = fptosi float %294 to i32
  %311 = add i32 %310, 127
  %312 = shl i32 %311, 23
  %313 = bitcast i32 %312 to float
  %314 = fmul float %309, %313
  %315 = select i1 %289, float 0.000000e+00, float %314
  %316 = select i1 %290, float 0x7FF0000000000000, float %315
  %317 = fcmp uno float %288, %288
  %318 = select i1 %317, float %288, float %316
  %319 = fdiv float %318, %156
  store float %285, ptr addrspace(5) %v7, align 4
  store i32 %286, ptr addrspace(5) %v8, align 4
  %320 = load float, ptr addrspace(5) %v9, align 4
  %321 = fadd float %320, %319
  store float %321, ptr addrspace(5) %v9, align 4
  %322 = add i32 %12, %160
  br i1 %157, label %then, label %endif

then:                                             ; preds = %done19
  %323 = sext i32 %322 to i64
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(1) %0, i64 %324
  store i32 %286, ptr addrspace(1) %325, align 4
  %326 = sext i32 %322 to i64
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %1, i64 %327
  store float %319, ptr addrspace(1) %328, align 4
  br label %endif

endif:                                            ; preds = %then, %done19
  %329 = load i32, ptr addrspace(5) %v10, align 4
  %330 = add i32 %329, 1
  store i32 %330, ptr addrspace(5) %v10, align 4
  br label %loop11

then20:                                           ; preds = %done13
  store i32 0, ptr addrspace(5) %v22, align 4
  br label %loop23

endif21:                                          ; preds = %done25, %done13
  ret void

loop23:                                           ; preds = %body24, %then20
  %331 = load i32, ptr addrspace(5) %v22, align 4
  %332 = icmp slt i32 %331, %4
  br i1 %332, label %body24, label %done25

body24:                                           ; preds = %loop23
  %333 = load i32, ptr addrspace(5) %v22, align 4
  %334 = add i32 %12, %333
  %335 = sext i32 %334 to i64
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(1) %1, i64 %336
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fdiv float %338, %165
  %340 = sext i32 %334 to i64
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) %1, i64 %341
  store float %339, ptr addrspace(1) %342, align 4
  %343 = load i32, ptr addrspace(5) %v22, align 4
  %344 = add i32 %343, 1
  store i32 %344, ptr addrspace(5) %v22, align 4
  br label %loop23

done25:                                           ; preds = %loop23
  br label %endif21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="32,32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
