; ModuleID = 'strata_router_topk_f32'
source_filename = "strata_router_topk_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_router_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) #0 {
entry:
  %v27 = alloca i32, align 4, addrspace(5)
  %v17 = alloca i32, align 4, addrspace(5)
  %v16 = alloca i32, align 4, addrspace(5)
  %v15 = alloca float, align 4, addrspace(5)
  %v11 = alloca i32, align 4, addrspace(5)
  %v10 = alloca float, align 4, addrspace(5)
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  %157 = icmp eq i32 %14, 0
  %158 = icmp ne i32 %5, 0
  %159 = icmp sle i32 %4, 32
  %160 = and i1 %158, %159
  %161 = xor i1 %160, true
  %162 = and i1 %157, %161
  store i32 0, ptr addrspace(5) %v11, align 4
  br label %loop12

loop12:                                           ; preds = %endif22, %done6
  %163 = load i32, ptr addrspace(5) %v11, align 4
  %164 = icmp slt i32 %163, %4
  br i1 %164, label %body13, label %done14

body13:                                           ; preds = %loop12
  %165 = load i32, ptr addrspace(5) %v11, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v15, align 4
  store i32 %3, ptr addrspace(5) %v16, align 4
  %166 = load float, ptr addrspace(5) %v7, align 4
  %167 = load i32, ptr addrspace(5) %v8, align 4
  store i32 %14, ptr addrspace(5) %v17, align 4
  br label %loop18

done14:                                           ; preds = %loop12
  %168 = load float, ptr addrspace(5) %v9, align 4
  %169 = icmp slt i32 %14, %4
  %170 = and i1 %160, %169
  br i1 %170, label %then23, label %endif24

loop18:                                           ; preds = %body19, %body13
  %171 = load i32, ptr addrspace(5) %v17, align 4
  %172 = icmp slt i32 %171, %3
  br i1 %172, label %body19, label %done20

body19:                                           ; preds = %loop18
  %173 = load i32, ptr addrspace(5) %v17, align 4
  %174 = sext i32 %173 to i64
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr addrspace(1) %11, i64 %175
  %177 = load float, ptr addrspace(1) %176, align 4
  %178 = fcmp uno float %177, %177
  %179 = select i1 %178, float 0xFFF0000000000000, float %177
  %180 = fcmp olt float %179, %166
  %181 = fcmp oeq float %179, %166
  %182 = icmp sgt i32 %173, %167
  %183 = and i1 %181, %182
  %184 = or i1 %180, %183
  %185 = load float, ptr addrspace(5) %v15, align 4
  %186 = load i32, ptr addrspace(5) %v16, align 4
  %187 = fcmp ogt float %179, %185
  %188 = icmp eq i32 %186, %3
  %189 = or i1 %187, %188
  %190 = and i1 %184, %189
  %191 = select i1 %190, float %179, float %185
  store float %191, ptr addrspace(5) %v15, align 4
  %192 = select i1 %190, i32 %173, i32 %186
  store i32 %192, ptr addrspace(5) %v16, align 4
  %193 = load i32, ptr addrspace(5) %v17, align 4
  %194 = add i32 %193, 32
  store i32 %194, ptr addrspace(5) %v17, align 4
  br label %loop18

done20:                                           ; preds = %loop18
  %195 = load float, ptr addrspace(5) %v15, align 4
  %196 = load i32, ptr addrspace(5) %v16, align 4
  %197 = bitcast float %195 to i32
  %198 = call i32 @llvm.amdgcn.workitem.id.x()
  %199 = and i32 %198, 31
  %200 = xor i32 %199, 16
  %201 = shl i32 %200, 2
  %202 = call i32 @llvm.amdgcn.ds.bpermute(i32 %201, i32 %197)
  %203 = bitcast i32 %202 to float
  %204 = call i32 @llvm.amdgcn.workitem.id.x()
  %205 = and i32 %204, 31
  %206 = xor i32 %205, 16
  %207 = shl i32 %206, 2
  %208 = call i32 @llvm.amdgcn.ds.bpermute(i32 %207, i32 %196)
  %209 = fcmp ogt float %203, %195
  %210 = fcmp oeq float %203, %195
  %211 = icmp slt i32 %208, %196
  %212 = and i1 %210, %211
  %213 = or i1 %209, %212
  %214 = select i1 %213, float %203, float %195
  %215 = select i1 %213, i32 %208, i32 %196
  %216 = bitcast float %214 to i32
  %217 = call i32 @llvm.amdgcn.workitem.id.x()
  %218 = and i32 %217, 31
  %219 = xor i32 %218, 8
  %220 = shl i32 %219, 2
  %221 = call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %216)
  %222 = bitcast i32 %221 to float
  %223 = call i32 @llvm.amdgcn.workitem.id.x()
  %224 = and i32 %223, 31
  %225 = xor i32 %224, 8
  %226 = shl i32 %225, 2
  %227 = call i32 @llvm.amdgcn.ds.bpermute(i32 %226, i32 %215)
  %228 = fcmp ogt float %222, %214
  %229 = fcmp oeq float %222, %214
  %230 = icmp slt i32 %227, %215
  %231 = and i1 %229, %230
  %232 = or i1 %228, %231
  %233 = select i1 %232, float %222, float %214
  %234 = select i1 %232, i32 %227, i32 %215
  %235 = bitcast float %233 to i32
  %236 = call i32 @llvm.amdgcn.workitem.id.x()
  %237 = and i32 %236, 31
  %238 = xor i32 %237, 4
  %239 = shl i32 %238, 2
  %240 = call i32 @llvm.amdgcn.ds.bpermute(i32 %239, i32 %235)
  %241 = bitcast i32 %240 to float
  %242 = call i32 @llvm.amdgcn.workitem.id.x()
  %243 = and i32 %242, 31
  %244 = xor i32 %243, 4
  %245 = shl i32 %244, 2
  %246 = call i32 @llvm.amdgcn.ds.bpermute(i32 %245, i32 %234)
  %247 = fcmp ogt float %241, %233
  %248 = fcmp oeq float %241, %233
  %249 = icmp slt i32 %246, %234
  %250 = and i1 %248, %249
  %251 = or i1 %247, %250
  %252 = select i1 %251, float %241, float %233
  %253 = select i1 %251, i32 %246, i32 %234
  %254 = bitcast float %252 to i32
  %255 = call i32 @llvm.amdgcn.workitem.id.x()
  %256 = and i32 %255, 31
  %257 = xor i32 %256, 2
  %258 = shl i32 %257, 2
  %259 = call i32 @llvm.amdgcn.ds.bpermute(i32 %258, i32 %254)
  %260 = bitcast i32 %259 to float
  %261 = call i32 @llvm.amdgcn.workitem.id.x()
  %262 = and i32 %261, 31
  %263 = xor i32 %262, 2
  %264 = shl i32 %263, 2
  %265 = call i32 @llvm.amdgcn.ds.bpermute(i32 %264, i32 %253)
  %266 = fcmp ogt float %260, %252
  %267 = fcmp oeq float %260, %252
  %268 = icmp slt i32 %265, %253
  %269 = and i1 %267, %268
  %270 = or i1 %266, %269
  %271 = select i1 %270, float %260, float %252
  %272 = select i1 %270, i32 %265, i32 %253
  %273 = bitcast float %271 to i32
  %274 = call i32 @llvm.amdgcn.workitem.id.x()
  %275 = and i32 %274, 31
  %276 = xor i32 %275, 1
  %277 = shl i32 %276, 2
  %278 = call i32 @llvm.amdgcn.ds.bpermute(i32 %277, i32 %273)
  %279 = bitcast i32 %278 to float
  %280 = call i32 @llvm.amdgcn.workitem.id.x()
  %281 = and i32 %280, 31
  %282 = xor i32 %281, 1
  %283 = shl i32 %282, 2
  %284 = call i32 @llvm.amdgcn.ds.bpermute(i32 %283, i32 %272)
  %285 = fcmp ogt float %279, %271
  %286 = fcmp oeq float %279, %271
  %287 = icmp slt i32 %284, %272
  %288 = and i1 %286, %287
  %289 = or i1 %285, %288
  %290 = select i1 %289, float %279, float %271
  %291 = select i1 %289, i32 %284, i32 %272
  %292 = fsub float %290, %72
  %293 = fmul float %292, 0x3FF7154760000000
  %294 = fcmp olt float %293, -1.260000e+02
  %295 = fcmp ogt float %293, 1.270000e+02
  %296 = select i1 %294, float -1.260000e+02, float %293
  %297 = select i1 %295, float 1.270000e+02, float %296
  %298 = fadd float %297, 5.000000e-01
  %299 = call float @llvm.floor.f32(float %298)
  %300 = fsub float %297, %299
  %301 = fmul float 0x3EEFFCBFC0000000, %300
  %302 = fadd float %301, 0x3F24309120000000
  %303 = fmul float %302, %300
  %304 = fadd float %303, 0x3F55D87FE0000000
  %305 = fmul float %304, %300
  %306 = fadd float %305, 0x3F83B2AB60000000
  %307 = fmul float %306, %300
  %308 = fadd float %307, 0x3FAC6B08E0000000
  %309 = fmul float %308, %300
  %310 = fadd float %309, 0x3FCEBFBE00000000
  %311 = fmul float %310, %300
  %312 = fadd float %311, 0x3FE62E4300000000
  %313 = fmul float %312, %300
  %314 = fadd float %313, 1.000000e+00
  %315 = fptosi float %299 to i32
  %316 = add i32 %315, 127
  %317 = shl i32 %316, 23
  %318 = bitcast i32 %317 to float
  %319 = fmul float %314, %318
  %320 = select i1 %294, float 0.000000e+00, float %319
  %321 = select i1 %295, float 0x7FF0000000000000, float %320
  %322 = fcmp uno float %293, %293
  %323 = select i1 %322, float %293, float %321
  %324 = fdiv float %323, %156
  store float %290, ptr addrspace(5) %v7, align 4
  store i32 %291, ptr addrspace(5) %v8, align 4
  %325 = load float, ptr addrspace(5) %v9, align 4
  %326 = fadd float %325, %324
  store float %326, ptr addrspace(5) %v9, align 4
  %327 = icmp eq i32 %14, %165
  %328 = load float, ptr addrspace(5) %v10, align 4
  %329 = select i1 %327, float %324, float %328
  store float %329, ptr addrspace(5) %v10, align 4
  %330 = add i32 %12, %165
  br i1 %157, label %then, label %endif

then:                                             ; preds = %done20
  %331 = sext i32 %330 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %0, i64 %332
  store i32 %291, ptr addrspace(1) %333, align 4
  br label %endif

endif:                                            ; preds = %then, %done20
  br i1 %162, label %then21, label %endif22

then21:                                           ; preds = %endif
  %334 = sext i32 %330 to i64
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(1) %1, i64 %335
  store float %324, ptr addrspace(1) %336, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif
  %337 = load i32, ptr addrspace(5) %v11, align 4
  %338 = add i32 %337, 1
  store i32 %338, ptr addrspace(5) %v11, align 4
  br label %loop12

then23:                                           ; preds = %done14
  %339 = load float, ptr addrspace(5) %v10, align 4
  %340 = fdiv float %339, %168
  %341 = add i32 %12, %14
  %342 = sext i32 %341 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %1, i64 %343
  store float %340, ptr addrspace(1) %344, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %done14
  %345 = xor i1 %159, true
  %346 = and i1 %158, %345
  %347 = and i1 %346, %157
  br i1 %347, label %then25, label %endif26

then25:                                           ; preds = %endif24
  store i32 0, ptr addrspace(5) %v27, align 4
  br label %loop28

endif26:                                          ; preds = %done30, %endif24
  ret void

loop28:                                           ; preds = %body29, %then25
  %348 = load i32, ptr addrspace(5) %v27, align 4
  %349 = icmp slt i32 %348, %4
  br i1 %349, label %body29, label %done30

body29:                                           ; preds = %loop28
  %350 = load i32, ptr addrspace(5) %v27, align 4
  %351 = add i32 %12, %350
  %352 = sext i32 %351 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %1, i64 %353
  %355 = load float, ptr addrspace(1) %354, align 4
  %356 = fdiv float %355, %168
  %357 = sext i32 %351 to i64
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %1, i64 %358
  store float %356, ptr addrspace(1) %359, align 4
  %360 = load i32, ptr addrspace(5) %v27, align 4
  %361 = add i32 %360, 1
  store i32 %361, ptr addrspace(5) %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  br label %endif26
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
