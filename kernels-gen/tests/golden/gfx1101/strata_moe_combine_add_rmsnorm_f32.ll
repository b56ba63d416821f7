; ModuleID = 'strata_moe_combine_add_rmsnorm_f32'
source_filename = "strata_moe_combine_add_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_combine_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, float %8) #0 {
entry:
  %v58 = alloca i32, align 4, addrspace(5)
  %v38 = alloca i32, align 4, addrspace(5)
  %v37 = alloca float, align 4, addrspace(5)
  %v33 = alloca i32, align 4, addrspace(5)
  %v32 = alloca float, align 4, addrspace(5)
  %v28 = alloca i32, align 4, addrspace(5)
  %v27 = alloca float, align 4, addrspace(5)
  %v23 = alloca i32, align 4, addrspace(5)
  %v22 = alloca float, align 4, addrspace(5)
  %v18 = alloca i32, align 4, addrspace(5)
  %v17 = alloca float, align 4, addrspace(5)
  %v13 = alloca i32, align 4, addrspace(5)
  %v12 = alloca float, align 4, addrspace(5)
  %v8 = alloca i32, align 4, addrspace(5)
  %v7 = alloca float, align 4, addrspace(5)
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = lshr i32 %12, 5
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %9, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %endif55, %entry
  %14 = load i32, ptr addrspace(5) %v1, align 4
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %body, label %done

body:                                             ; preds = %loop
  %16 = load i32, ptr addrspace(5) %v1, align 4
  %17 = add i32 %16, 0
  %18 = icmp slt i32 %17, %6
  %19 = select i1 %18, i32 %17, i32 %16
  %20 = add i32 %16, 256
  %21 = icmp slt i32 %20, %6
  %22 = select i1 %21, i32 %20, i32 %16
  %23 = add i32 %16, 512
  %24 = icmp slt i32 %23, %6
  %25 = select i1 %24, i32 %23, i32 %16
  %26 = add i32 %16, 768
  %27 = icmp slt i32 %26, %6
  %28 = select i1 %27, i32 %26, i32 %16
  %29 = add i32 %16, 1024
  %30 = icmp slt i32 %29, %6
  %31 = select i1 %30, i32 %29, i32 %16
  %32 = add i32 %16, 1280
  %33 = icmp slt i32 %32, %6
  %34 = select i1 %33, i32 %32, i32 %16
  %35 = add i32 %16, 1536
  %36 = icmp slt i32 %35, %6
  %37 = select i1 %36, i32 %35, i32 %16
  %38 = add i32 %16, 1792
  %39 = icmp slt i32 %38, %6
  %40 = select i1 %39, i32 %38, i32 %16
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store i32 0, ptr addrspace(5) %v3, align 4
  br label %loop4

done:                                             ; preds = %loop
  %41 = load float, ptr addrspace(5) %v, align 4
  %42 = bitcast float %41 to i32
  %43 = call i32 @llvm.amdgcn.workitem.id.x()
  %44 = and i32 %43, 31
  %45 = xor i32 %44, 16
  %46 = shl i32 %45, 2
  %47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %41, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.amdgcn.workitem.id.x()
  %52 = and i32 %51, 31
  %53 = xor i32 %52, 8
  %54 = shl i32 %53, 2
  %55 = call i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %50)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %49, %56
  %58 = bitcast float %57 to i32
  %59 = call i32 @llvm.amdgcn.workitem.id.x()
  %60 = and i32 %59, 31
  %61 = xor i32 %60, 4
  %62 = shl i32 %61, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %57, %64
  %66 = bitcast float %65 to i32
  %67 = call i32 @llvm.amdgcn.workitem.id.x()
  %68 = and i32 %67, 31
  %69 = xor i32 %68, 2
  %70 = shl i32 %69, 2
  %71 = call i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = bitcast i32 %71 to float
  %73 = fadd float %65, %72
  %74 = bitcast float %73 to i32
  %75 = call i32 @llvm.amdgcn.workitem.id.x()
  %76 = and i32 %75, 31
  %77 = xor i32 %76, 1
  %78 = shl i32 %77, 2
  %79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = bitcast i32 %79 to float
  %81 = fadd float %73, %80
  %82 = icmp eq i32 %11, 0
  br i1 %82, label %then56, label %endif57

loop4:                                            ; preds = %body5, %body
  %83 = load i32, ptr addrspace(5) %v3, align 4
  %84 = icmp slt i32 %83, %7
  br i1 %84, label %body5, label %done6

body5:                                            ; preds = %loop4
  %85 = load i32, ptr addrspace(5) %v3, align 4
  %86 = sext i32 %85 to i64
  %87 = sext i32 %6 to i64
  %88 = mul i64 %86, %87
  %89 = sext i32 %19 to i64
  %90 = add i64 %88, %89
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %3, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = sext i32 %85 to i64
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr addrspace(1) %4, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = fmul float %93, %97
  %99 = load float, ptr addrspace(5) %v2, align 4
  %100 = fadd float %99, %98
  store float %100, ptr addrspace(5) %v2, align 4
  %101 = load i32, ptr addrspace(5) %v3, align 4
  %102 = add i32 %101, 1
  store i32 %102, ptr addrspace(5) %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %103 = load float, ptr addrspace(5) %v2, align 4
  %104 = sext i32 %19 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %2, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = fadd float %107, %103
  store float 0.000000e+00, ptr addrspace(5) %v7, align 4
  store i32 0, ptr addrspace(5) %v8, align 4
  br label %loop9

loop9:                                            ; preds = %body10, %done6
  %109 = load i32, ptr addrspace(5) %v8, align 4
  %110 = icmp slt i32 %109, %7
  br i1 %110, label %body10, label %done11

body10:                                           ; preds = %loop9
  %111 = load i32, ptr addrspace(5) %v8, align 4
  %112 = sext i32 %111 to i64
  %113 = sext i32 %6 to i64
  %114 = mul i64 %112, %113
  %115 = sext i32 %22 to i64
  %116 = add i64 %114, %115
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %3, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = sext i32 %111 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %4, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = fmul float %119, %123
  %125 = load float, ptr addrspace(5) %v7, align 4
  %126 = fadd float %125, %124
  store float %126, ptr addrspace(5) %v7, align 4
  %127 = load i32, ptr addrspace(5) %v8, align 4
  %128 = add i32 %127, 1
  store i32 %128, ptr addrspace(5) %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %129 = load float, ptr addrspace(5) %v7, align 4
  %130 = sext i32 %22 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %2, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = fadd float %133, %129
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  store i32 0, ptr addrspace(5) %v13, align 4
  br label %loop14

loop14:                                           ; preds = %body15, %done11
  %135 = load i32, ptr addrspace(5) %v13, align 4
  %136 = icmp slt i32 %135, %7
  br i1 %136, label %body15, label %done16

body15:                                           ; preds = %loop14
  %137 = load i32, ptr addrspace(5) %v13, align 4
  %138 = sext i32 %137 to i64
  %139 = sext i32 %6 to i64
  %140 = mul i64 %138, %139
  %141 = sext i32 %25 to i64
  %142 = add i64 %140, %141
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %3, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = sext i32 %137 to i64
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %4, i64 %147
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = fmul float %145, %149
  %151 = load float, ptr addrspace(5) %v12, align 4
  %152 = fadd float %151, %150
  store float %152, ptr addrspace(5) %v12, align 4
  %153 = load i32, ptr addrspace(5) %v13, align 4
  %154 = add i32 %153, 1
  store i32 %154, ptr addrspace(5) %v13, align 4
  br label %loop14

done16:                                           ; preds = %loop14
  %155 = load float, ptr addrspace(5) %v12, align 4
  %156 = sext i32 %25 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %2, i64 %157
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = fadd float %159, %155
  store float 0.000000e+00, ptr addrspace(5) %v17, align 4
  store i32 0, ptr addrspace(5) %v18, align 4
  br label %loop19

loop19:                                           ; preds = %body20, %done16
  %161 = load i32, ptr addrspace(5) %v18, align 4
  %162 = icmp slt i32 %161, %7
  br i1 %162, label %body20, label %done21

body20:                                           ; preds = %loop19
  %163 = load i32, ptr addrspace(5) %v18, align 4
  %164 = sext i32 %163 to i64
  %165 = sext i32 %6 to i64
  %166 = mul i64 %164, %165
  %167 = sext i32 %28 to i64
  %168 = add i64 %166, %167
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr addrspace(1) %3, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4
  %172 = sext i32 %163 to i64
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %4, i64 %173
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = fmul float %171, %175
  %177 = load float, ptr addrspace(5) %v17, align 4
  %178 = fadd float %177, %176
  store float %178, ptr addrspace(5) %v17, align 4
  %179 = load i32, ptr addrspace(5) %v18, align 4
  %180 = add i32 %179, 1
  store i32 %180, ptr addrspace(5) %v18, align 4
  br label %loop19

done21:                                           ; preds = %loop19
  %181 = load float, ptr addrspace(5) %v17, align 4
  %182 = sext i32 %28 to i64
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) %2, i64 %183
  %185 = load float, ptr addrspace(1) %184, align 4
  %186 = fadd float %185, %181
  store float 0.000000e+00, ptr addrspace(5) %v22, align 4
  store i32 0, ptr addrspace(5) %v23, align 4
  br label %loop24

loop24:                                           ; preds = %body25, %done21
  %187 = load i32, ptr addrspace(5) %v23, align 4
  %188 = icmp slt i32 %187, %7
  br i1 %188, label %body25, label %done26

body25:                                           ; preds = %loop24
  %189 = load i32, ptr addrspace(5) %v23, align 4
  %190 = sext i32 %189 to i64
  %191 = sext i32 %6 to i64
  %192 = mul i64 %190, %191
  %193 = sext i32 %31 to i64
  %194 = add i64 %192, %193
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %3, i64 %195
  %197 = load float, ptr addrspace(1) %196, align 4
  %198 = sext i32 %189 to i64
  %199 = mul i64 %198, 4
  %200 = getelementptr i8, ptr addrspace(1) %4, i64 %199
  %201 = load float, ptr addrspace(1) %200, align 4
  %202 = fmul float %197, %201
  %203 = load float, ptr addrspace(5) %v22, align 4
  %204 = fadd float %203, %202
  store float %204, ptr addrspace(5) %v22, align 4
  %205 = load i32, ptr addrspace(5) %v23, align 4
  %206 = add i32 %205, 1
  store i32 %206, ptr addrspace(5) %v23, align 4
  br label %loop24

done26:                                           ; preds = %loop24
  %207 = load float, ptr addrspace(5) %v22, align 4
  %208 = sext i32 %31 to i64
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %2, i64 %209
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = fadd float %211, %207
  store float 0.000000e+00, ptr addrspace(5) %v27, align 4
  store i32 0, ptr addrspace(5) %v28, align 4
  br label %loop29

loop29:                                           ; preds = %body30, %done26
  %213 = load i32, ptr addrspace(5) %v28, align 4
  %214 = icmp slt i32 %213, %7
  br i1 %214, label %body30, label %done31

body30:                                           ; preds = %loop29
  %215 = load i32, ptr addrspace(5) %v28, align 4
  %216 = sext i32 %215 to i64
  %217 = sext i32 %6 to i64
  %218 = mul i64 %216, %217
  %219 = sext i32 %34 to i64
  %220 = add i64 %218, %219
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(1) %3, i64 %221
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = sext i32 %215 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %4, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = fmul float %223, %227
  %229 = load float, ptr addrspace(5) %v27, align 4
  %230 = fadd float %229, %228
  store float %230, ptr addrspace(5) %v27, align 4
  %231 = load i32, ptr addrspace(5) %v28, align 4
  %232 = add i32 %231, 1
  store i32 %232, ptr addrspace(5) %v28, align 4
  br label %loop29

done31:                                           ; preds = %loop29
  %233 = load float, ptr addrspace(5) %v27, align 4
  %234 = sext i32 %34 to i64
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %2, i64 %235
  %237 = load float, ptr addrspace(1) %236, align 4
  %238 = fadd float %237, %233
  store float 0.000000e+00, ptr addrspace(5) %v32, align 4
  store i32 0, ptr addrspace(5) %v33, align 4
  br label %loop34

loop34:                                           ; preds = %body35, %done31
  %239 = load i32, ptr addrspace(5) %v33, align 4
  %240 = icmp slt i32 %239, %7
  br i1 %240, label %body35, label %done36

body35:                                           ; preds = %loop34
  %241 = load i32, ptr addrspace(5) %v33, align 4
  %242 = sext i32 %241 to i64
  %243 = sext i32 %6 to i64
  %244 = mul i64 %242, %243
  %245 = sext i32 %37 to i64
  %246 = add i64 %244, %245
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %3, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = sext i32 %241 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %4, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = fmul float %249, %253
  %255 = load float, ptr addrspace(5) %v32, align 4
  %256 = fadd float %255, %254
  store float %256, ptr addrspace(5) %v32, align 4
  %257 = load i32, ptr addrspace(5) %v33, align 4
  %258 = add i32 %257, 1
  store i32 %258, ptr addrspace(5) %v33, align 4
  br label %loop34

done36:                                           ; preds = %loop34
  %259 = load float, ptr addrspace(5) %v32, align 4
  %260 = sext i32 %37 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %2, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = fadd float %263, %259
  store float 0.000000e+00, ptr addrspace(5) %v37, align 4
  store i32 0, ptr addrspace(5) %v38, align 4
  br label %loop39

loop39:                                           ; preds = %body40, %done36
  %265 = load i32, ptr addrspace(5) %v38, align 4
  %266 = icmp slt i32 %265, %7
  br i1 %266, label %body40, label %done41

body40:                                           ; preds = %loop39
  %267 = load i32, ptr addrspace(5) %v38, align 4
  %268 = sext i32 %267 to i64
  %269 = sext i32 %6 to i64
  %270 = mul i64 %268, %269
  %271 = sext i32 %40 to i64
  %272 = add i64 %270, %271
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %3, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = sext i32 %267 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %4, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = fmul float %275, %279
  %281 = load float, ptr addrspace(5) %v37, align 4
  %282 = fadd float %281, %280
  store float %282, ptr addrspace(5) %v37, align 4
  %283 = load i32, ptr addrspace(5) %v38, align 4
  %284 = add i32 %283, 1
  store i32 %284, ptr addrspace(5) %v38, align 4
  br label %loop39

done41:                                           ; preds = %loop39
  %285 = load float, ptr addrspace(5) %v37, align 4
  %286 = sext i32 %40 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %2, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = fadd float %289, %285
  br i1 %18, label %then, label %endif

then:                                             ; preds = %done41
  %291 = sext i32 %19 to i64
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %0, i64 %292
  store float %108, ptr addrspace(1) %293, align 4
  br label %endif

endif:                                            ; preds = %then, %done41
  %294 = load float, ptr addrspace(5) %v, align 4
  %295 = fmul float %108, %108
  %296 = fadd float %295, %294
  %297 = select i1 %18, float %296, float %294
  store float %297, ptr addrspace(5) %v, align 4
  br i1 %21, label %then42, label %endif43

then42:                                           ; preds = %endif
  %298 = sext i32 %22 to i64
  %299 = mul i64 %298, 4
  %300 = getelementptr i8, ptr addrspace(1) %0, i64 %299
  store float %134, ptr addrspace(1) %300, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %endif
  %301 = load float, ptr addrspace(5) %v, align 4
  %302 = fmul float %134, %134
  %303 = fadd float %302, %301
  %304 = select i1 %21, float %303, float %301
  store float %304, ptr addrspace(5) %v, align 4
  br i1 %24, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %305 = sext i32 %25 to i64
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  store float %160, ptr addrspace(1) %307, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %endif43
  %308 = load float, ptr addrspace(5) %v, align 4
  %309 = fmul float %160, %160
  %310 = fadd float %309, %308
  %311 = select i1 %24, float %310, float %308
  store float %311, ptr addrspace(5) %v, align 4
  br i1 %27, label %then46, label %endif47

then46:                                           ; preds = %endif45
  %312 = sext i32 %28 to i64
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %0, i64 %313
  store float %186, ptr addrspace(1) %314, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %endif45
  %315 = load float, ptr addrspace(5) %v, align 4
  %316 = fmul float %186, %186
  %317 = fadd float %316, %315
  %318 = select i1 %27, float %317, float %315
  store float %318, ptr addrspace(5) %v, align 4
  br i1 %30, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %319 = sext i32 %31 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %0, i64 %320
  store float %212, ptr addrspace(1) %321, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %endif47
  %322 = load float, ptr addrspace(5) %v, align 4
  %323 = fmul float %212, %212
  %324 = fadd float %323, %322
  %325 = select i1 %30, float %324, float %322
  store float %325, ptr addrspace(5) %v, align 4
  br i1 %33, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %326 = sext i32 %34 to i64
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  store float %238, ptr addrspace(1) %328, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %endif49
  %329 = load float, ptr addrspace(5) %v, align 4
  %330 = fmul float %238, %238
  %331 = fadd float %330, %329
  %332 = select i1 %33, float %331, float %329
  store float %332, ptr addrspace(5) %v, align 4
  br i1 %36, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %333 = sext i32 %37 to i64
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 %334
  store float %264, ptr addrspace(1) %335, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %endif51
  %336 = load float, ptr addrspace(5) %v, align 4
  %337 = fmul float %264, %264
  %338 = fadd float %337, %336
  %339 = select i1 %36, float %338, float %336
  store float %339, ptr addrspace(5) %v, align 4
  br i1 %39, label %then54, label %endif55

then54:                                           ; preds = %endif53
  %340 = sext i32 %40 to i64
  %341 = mul i64 %340, 4
  %342 = getelementptr i8, ptr addrspace(1) %0, i64 %341
  store float %290, ptr addrspace(1) %342, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %endif53
  %343 = load float, ptr addrspace(5) %v, align 4
  %344 = fmul float %290, %290
  %345 = fadd float %344, %343
  %346 = select i1 %39, float %345, float %343
  store float %346, ptr addrspace(5) %v, align 4
  %347 = load i32, ptr addrspace(5) %v1, align 4
  %348 = add i32 %347, 2048
  store i32 %348, ptr addrspace(5) %v1, align 4
  br label %loop

then56:                                           ; preds = %done
  %349 = sext i32 %13 to i64
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(3) @lds1, i64 %350
  store float %81, ptr addrspace(3) %351, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %352 = load float, ptr addrspace(3) @lds1, align 4
  %353 = fadd float 0.000000e+00, %352
  %354 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %355 = fadd float %353, %354
  %356 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %357 = fadd float %355, %356
  %358 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %359 = fadd float %357, %358
  %360 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %361 = fadd float %359, %360
  %362 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %363 = fadd float %361, %362
  %364 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %365 = fadd float %363, %364
  %366 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %367 = fadd float %365, %366
  %368 = sitofp i32 %6 to float
  %369 = fdiv float %367, %368
  %370 = fadd float %369, %8
  %371 = call float @llvm.sqrt.f32(float %370)
  %372 = fdiv float 1.000000e+00, %371
  store i32 %9, ptr addrspace(5) %v58, align 4
  br label %loop59

loop59:                                           ; preds = %endif77, %endif57
  %373 = load i32, ptr addrspace(5) %v58, align 4
  %374 = icmp slt i32 %373, %6
  br i1 %374, label %body60, label %done61

body60:                                           ; preds = %loop59
  %375 = load i32, ptr addrspace(5) %v58, align 4
  %376 = add i32 %375, 0
  %377 = icmp slt i32 %376, %6
  %378 = select i1 %377, i32 %376, i32 %375
  %379 = add i32 %375, 256
  %380 = icmp slt i32 %379, %6
  %381 = select i1 %380, i32 %379, i32 %375
  %382 = add i32 %375, 512
  %383 = icmp slt i32 %382, %6
  %384 = select i1 %383, i32 %382, i32 %375
  %385 = add i32 %375, 768
  %386 = icmp slt i32 %385, %6
  %387 = select i1 %386, i32 %385, i32 %375
  %388 = add i32 %375, 1024
  %389 = icmp slt i32 %388, %6
  %390 = select i1 %389, i32 %388, i32 %375
  %391 = add i32 %375, 1280
  %392 = icmp slt i32 %391, %6
  %393 = select i1 %392, i32 %391, i32 %375
  %394 = add i32 %375, 1536
  %395 = icmp slt i32 %394, %6
  %396 = select i1 %395, i32 %394, i32 %375
  %397 = add i32 %375, 1792
  %398 = icmp slt i32 %397, %6
  %399 = select i1 %398, i32 %397, i32 %375
  %400 = sext i32 %378 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %0, i64 %401
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = sext i32 %378 to i64
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %5, i64 %405
  %407 = load float, ptr addrspace(1) %406, align 4
  %408 = sext i32 %381 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(1) %0, i64 %409
  %411 = load float, ptr addrspace(1) %410, align 4
  %412 = sext i32 %381 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %5, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = sext i32 %384 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = sext i32 %384 to i64
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) %5, i64 %421
  %423 = load float, ptr addrspace(1) %422, align 4
  %424 = sext i32 %387 to i64
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %0, i64 %425
  %427 = load float, ptr addrspace(1) %426, align 4
  %428 = sext i32 %387 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(1) %5, i64 %429
  %431 = load float, ptr addrspace(1) %430, align 4
  %432 = sext i32 %390 to i64
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(1) %0, i64 %433
  %435 = load float, ptr addrspace(1) %434, align 4
  %436 = sext i32 %390 to i64
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %5, i64 %437
  %439 = load float, ptr addrspace(1) %438, align 4
  %440 = sext i32 %393 to i64
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(1) %0, i64 %441
  %443 = load float, ptr addrspace(1) %442, align 4
  %444 = sext i32 %393 to i64
  %445 = mul i64 %444, 4
  %446 = getelementptr i8, ptr addrspace(1) %5, i64 %445
  %447 = load float, ptr addrspace(1) %446, align 4
  %448 = sext i32 %396 to i64
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %0, i64 %449
  %451 = load float, ptr addrspace(1) %450, align 4
  %452 = sext i32 %396 to i64
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %5, i64 %453
  %455 = load float, ptr addrspace(1) %454, align 4
  %456 = sext i32 %399 to i64
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %0, i64 %457
  %459 = load float, ptr addrspace(1) %458, align 4
  %460 = sext i32 %399 to i64
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(1) %5, i64 %461
  %463 = load float, ptr addrspace(1) %462, align 4
  %464 = fmul float %403, %372
  %465 = fmul float %464, %407
  br i1 %377, label %then62, label %endif63

done61:                                           ; preds = %loop59
  ret void

then62:                                           ; preds = %body60
  %466 = sext i32 %378 to i64
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr addrspace(1) %1, i64 %467
  store float %465, ptr addrspace(1) %468, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %body60
  %469 = fmul float %411, %372
  %470 = fmul float %469, %415
  br i1 %380, label %then64, label %endif65

then64:                                           ; preds = %endif63
  %471 = sext i32 %381 to i64
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr addrspace(1) %1, i64 %472
  store float %470, ptr addrspace(1) %473, align 4
  br label %endif65

endif65:                                          ; preds = %then64, %endif63
  %474 = fmul float %419, %372
  %475 = fmul float %474, %423
  br i1 %383, label %then66, label %endif67

then66:                                           ; preds = %endif65
  %476 = sext i32 %384 to i64
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %1, i64 %477
  store float %475, ptr addrspace(1) %478, align 4
  br label %endif67

endif67:                                          ; preds = %then66, %endif65
  %479 = fmul float %427, %372
  %480 = fmul float %479, %431
  br i1 %386, label %then68, label %endif69

then68:                                           ; preds = %endif67
  %481 = sext i32 %387 to i64
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %1, i64 %482
  store float %480, ptr addrspace(1) %483, align 4
  br label %endif69

endif69:                                          ; preds = %then68, %endif67
  %484 = fmul float %435, %372
  %485 = fmul float %484, %439
  br i1 %389, label %then70, label %endif71

then70:                                           ; preds = %endif69
  %486 = sext i32 %390 to i64
  %487 = mul i64 %486, 4
  %488 = getelementptr i8, ptr addrspace(1) %1, i64 %487
  store float %485, ptr addrspace(1) %488, align 4
  br label %endif71

endif71:                                          ; preds = %then70, %endif69
  %489 = fmul float %443, %372
  %490 = fmul float %489, %447
  br i1 %392, label %then72, label %endif73

then72:                                           ; preds = %endif71
  %491 = sext i32 %393 to i64
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %1, i64 %492
  store float %490, ptr addrspace(1) %493, align 4
  br label %endif73

endif73:                                          ; preds = %then72, %endif71
  %494 = fmul float %451, %372
  %495 = fmul float %494, %455
  br i1 %395, label %then74, label %endif75

then74:                                           ; preds = %endif73
  %496 = sext i32 %396 to i64
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr addrspace(1) %1, i64 %497
  store float %495, ptr addrspace(1) %498, align 4
  br label %endif75

endif75:                                          ; preds = %then74, %endif73
  %499 = fmul float %459, %372
  %500 = fmul float %499, %463
  br i1 %398, label %then76, label %endif77

then76:                                           ; preds = %endif75
  %501 = sext i32 %399 to i64
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr addrspace(1) %1, i64 %502
  store float %500, ptr addrspace(1) %503, align 4
  br label %endif77

endif77:                                          ; preds = %then76, %endif75
  %504 = load i32, ptr addrspace(5) %v58, align 4
  %505 = add i32 %504, 2048
  store i32 %505, ptr addrspace(5) %v58, align 4
  br label %loop59
}

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
