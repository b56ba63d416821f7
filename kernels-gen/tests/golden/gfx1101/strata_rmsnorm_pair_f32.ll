; ModuleID = 'strata_rmsnorm_pair_f32'
source_filename = "strata_rmsnorm_pair_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_rmsnorm_pair_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i32 %8) #0 {
entry:
  %v2 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = icmp slt i32 %9, %8
  %11 = sub i32 %9, %8
  %12 = select i1 %10, i32 %9, i32 %11
  %13 = select i1 %10, ptr addrspace(1) %0, ptr addrspace(1) %5
  %14 = select i1 %10, ptr addrspace(1) %1, ptr addrspace(1) %6
  %15 = select i1 %10, ptr addrspace(1) %2, ptr addrspace(1) %7
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  %21 = sext i32 %12 to i64
  %22 = sext i32 %3 to i64
  %23 = mul i64 %21, %22
  %24 = mul i64 %23, 4
  %25 = getelementptr i8, ptr addrspace(1) %14, i64 %24
  %26 = mul i64 %23, 4
  %27 = getelementptr i8, ptr addrspace(1) %13, i64 %26
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %16, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %28 = load i32, ptr addrspace(5) %v1, align 4
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %body, label %done

body:                                             ; preds = %loop
  %30 = load i32, ptr addrspace(5) %v1, align 4
  %31 = add i32 %30, 0
  %32 = icmp slt i32 %31, %3
  %33 = select i1 %32, i32 %31, i32 %30
  %34 = add i32 %30, 256
  %35 = icmp slt i32 %34, %3
  %36 = select i1 %35, i32 %34, i32 %30
  %37 = add i32 %30, 512
  %38 = icmp slt i32 %37, %3
  %39 = select i1 %38, i32 %37, i32 %30
  %40 = add i32 %30, 768
  %41 = icmp slt i32 %40, %3
  %42 = select i1 %41, i32 %40, i32 %30
  %43 = add i32 %30, 1024
  %44 = icmp slt i32 %43, %3
  %45 = select i1 %44, i32 %43, i32 %30
  %46 = add i32 %30, 1280
  %47 = icmp slt i32 %46, %3
  %48 = select i1 %47, i32 %46, i32 %30
  %49 = add i32 %30, 1536
  %50 = icmp slt i32 %49, %3
  %51 = select i1 %50, i32 %49, i32 %30
  %52 = add i32 %30, 1792
  %53 = icmp slt i32 %52, %3
  %54 = select i1 %53, i32 %52, i32 %30
  %55 = sext i32 %33 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %25, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = sext i32 %36 to i64
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr addrspace(1) %25, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = sext i32 %39 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %25, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = sext i32 %42 to i64
  %68 = mul i64 %67, 4
  %69 = getelementptr i8, ptr addrspace(1) %25, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = sext i32 %45 to i64
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr addrspace(1) %25, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = sext i32 %48 to i64
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %25, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = sext i32 %51 to i64
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %25, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = sext i32 %54 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %25, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = load float, ptr addrspace(5) %v, align 4
  %88 = fmul float %58, %58
  %89 = fadd float %88, %87
  %90 = select i1 %32, float %89, float %87
  store float %90, ptr addrspace(5) %v, align 4
  %91 = load float, ptr addrspace(5) %v, align 4
  %92 = fmul float %62, %62
  %93 = fadd float %92, %91
  %94 = select i1 %35, float %93, float %91
  store float %94, ptr addrspace(5) %v, align 4
  %95 = load float, ptr addrspace(5) %v, align 4
  %96 = fmul float %66, %66
  %97 = fadd float %96, %95
  %98 = select i1 %38, float %97, float %95
  store float %98, ptr addrspace(5) %v, align 4
  %99 = load float, ptr addrspace(5) %v, align 4
  %100 = fmul float %70, %70
  %101 = fadd float %100, %99
  %102 = select i1 %41, float %101, float %99
  store float %102, ptr addrspace(5) %v, align 4
  %103 = load float, ptr addrspace(5) %v, align 4
  %104 = fmul float %74, %74
  %105 = fadd float %104, %103
  %106 = select i1 %44, float %105, float %103
  store float %106, ptr addrspace(5) %v, align 4
  %107 = load float, ptr addrspace(5) %v, align 4
  %108 = fmul float %78, %78
  %109 = fadd float %108, %107
  %110 = select i1 %47, float %109, float %107
  store float %110, ptr addrspace(5) %v, align 4
  %111 = load float, ptr addrspace(5) %v, align 4
  %112 = fmul float %82, %82
  %113 = fadd float %112, %111
  %114 = select i1 %50, float %113, float %111
  store float %114, ptr addrspace(5) %v, align 4
  %115 = load float, ptr addrspace(5) %v, align 4
  %116 = fmul float %86, %86
  %117 = fadd float %116, %115
  %118 = select i1 %53, float %117, float %115
  store float %118, ptr addrspace(5) %v, align 4
  %119 = load i32, ptr addrspace(5) %v1, align 4
  %120 = add i32 %119, 2048
  store i32 %120, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %121 = load float, ptr addrspace(5) %v, align 4
  %122 = bitcast float %121 to i32
  %123 = call i32 @llvm.amdgcn.workitem.id.x()
  %124 = and i32 %123, 31
  %125 = xor i32 %124, 16
  %126 = shl i32 %125, 2
  %127 = call i32 @llvm.amdgcn.ds.bpermute(i32 %126, i32 %122)
  %128 = bitcast i32 %127 to float
  %129 = fadd float %121, %128
  %130 = bitcast float %129 to i32
  %131 = call i32 @llvm.amdgcn.workitem.id.x()
  %132 = and i32 %131, 31
  %133 = xor i32 %132, 8
  %134 = shl i32 %133, 2
  %135 = call i32 @llvm.amdgcn.ds.bpermute(i32 %134, i32 %130)
  %136 = bitcast i32 %135 to float
  %137 = fadd float %129, %136
  %138 = bitcast float %137 to i32
  %139 = call i32 @llvm.amdgcn.workitem.id.x()
  %140 = and i32 %139, 31
  %141 = xor i32 %140, 4
  %142 = shl i32 %141, 2
  %143 = call i32 @llvm.amdgcn.ds.bpermute(i32 %142, i32 %138)
  %144 = bitcast i32 %143 to float
  %145 = fadd float %137, %144
  %146 = bitcast float %145 to i32
  %147 = call i32 @llvm.amdgcn.workitem.id.x()
  %148 = and i32 %147, 31
  %149 = xor i32 %148, 2
  %150 = shl i32 %149, 2
  %151 = call i32 @llvm.amdgcn.ds.bpermute(i32 %150, i32 %146)
  %152 = bitcast i32 %151 to float
  %153 = fadd float %145, %152
  %154 = bitcast float %153 to i32
  %155 = call i32 @llvm.amdgcn.workitem.id.x()
  %156 = and i32 %155, 31
  %157 = xor i32 %156, 1
  %158 = shl i32 %157, 2
  %159 = call i32 @llvm.amdgcn.ds.bpermute(i32 %158, i32 %154)
  %160 = bitcast i32 %159 to float
  %161 = fadd float %153, %160
  %162 = icmp eq i32 %18, 0
  br i1 %162, label %then, label %endif

then:                                             ; preds = %done
  %163 = sext i32 %20 to i64
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr addrspace(3) @lds1, i64 %164
  store float %161, ptr addrspace(3) %165, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %166 = load float, ptr addrspace(3) @lds1, align 4
  %167 = fadd float 0.000000e+00, %166
  %168 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %169 = fadd float %167, %168
  %170 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %171 = fadd float %169, %170
  %172 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %173 = fadd float %171, %172
  %174 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %175 = fadd float %173, %174
  %176 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %177 = fadd float %175, %176
  %178 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %179 = fadd float %177, %178
  %180 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %181 = fadd float %179, %180
  %182 = sitofp i32 %3 to float
  %183 = fdiv float %181, %182
  %184 = fadd float %183, %4
  %185 = call float @llvm.sqrt.f32(float %184)
  %186 = fdiv float 1.000000e+00, %185
  store i32 %16, ptr addrspace(5) %v2, align 4
  br label %loop3

loop3:                                            ; preds = %endif21, %endif
  %187 = load i32, ptr addrspace(5) %v2, align 4
  %188 = icmp slt i32 %187, %3
  br i1 %188, label %body4, label %done5

body4:                                            ; preds = %loop3
  %189 = load i32, ptr addrspace(5) %v2, align 4
  %190 = add i32 %189, 0
  %191 = icmp slt i32 %190, %3
  %192 = select i1 %191, i32 %190, i32 %189
  %193 = add i32 %189, 256
  %194 = icmp slt i32 %193, %3
  %195 = select i1 %194, i32 %193, i32 %189
  %196 = add i32 %189, 512
  %197 = icmp slt i32 %196, %3
  %198 = select i1 %197, i32 %196, i32 %189
  %199 = add i32 %189, 768
  %200 = icmp slt i32 %199, %3
  %201 = select i1 %200, i32 %199, i32 %189
  %202 = add i32 %189, 1024
  %203 = icmp slt i32 %202, %3
  %204 = select i1 %203, i32 %202, i32 %189
  %205 = add i32 %189, 1280
  %206 = icmp slt i32 %205, %3
  %207 = select i1 %206, i32 %205, i32 %189
  %208 = add i32 %189, 1536
  %209 = icmp slt i32 %208, %3
  %210 = select i1 %209, i32 %208, i32 %189
  %211 = add i32 %189, 1792
  %212 = icmp slt i32 %211, %3
  %213 = select i1 %212, i32 %211, i32 %189
  %214 = sext i32 %192 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %25, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = sext i32 %192 to i64
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %15, i64 %219
  %221 = load float, ptr addrspace(1) %220, align 4
  %222 = sext i32 %195 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %25, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = sext i32 %195 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %15, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = sext i32 %198 to i64
  %231 = mul i64 %230, 4
  %232 = getelementptr i8, ptr addrspace(1) %25, i64 %231
  %233 = load float, ptr addrspace(1) %232, align 4
  %234 = sext i32 %198 to i64
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %15, i64 %235
  %237 = load float, ptr addrspace(1) %236, align 4
  %238 = sext i32 %201 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) %25, i64 %239
  %241 = load float, ptr addrspace(1) %240, align 4
  %242 = sext i32 %201 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %15, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = sext i32 %204 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %25, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = sext i32 %204 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %15, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = sext i32 %207 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %25, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = sext i32 %207 to i64
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr addrspace(1) %15, i64 %259
  %261 = load float, ptr addrspace(1) %260, align 4
  %262 = sext i32 %210 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %25, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = sext i32 %210 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %15, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = sext i32 %213 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %25, i64 %271
  %273 = load float, ptr addrspace(1) %272, align 4
  %274 = sext i32 %213 to i64
  %275 = mul i64 %274, 4
  %276 = getelementptr i8, ptr addrspace(1) %15, i64 %275
  %277 = load float, ptr addrspace(1) %276, align 4
  %278 = fmul float %217, %186
  %279 = fmul float %278, %221
  br i1 %191, label %then6, label %endif7

done5:                                            ; preds = %loop3
  ret void

then6:                                            ; preds = %body4
  %280 = sext i32 %192 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %27, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body4
  %283 = fmul float %225, %186
  %284 = fmul float %283, %229
  br i1 %194, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %285 = sext i32 %195 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %27, i64 %286
  store float %284, ptr addrspace(1) %287, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %288 = fmul float %233, %186
  %289 = fmul float %288, %237
  br i1 %197, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %290 = sext i32 %198 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %27, i64 %291
  store float %289, ptr addrspace(1) %292, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %293 = fmul float %241, %186
  %294 = fmul float %293, %245
  br i1 %200, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %295 = sext i32 %201 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %27, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %298 = fmul float %249, %186
  %299 = fmul float %298, %253
  br i1 %203, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %300 = sext i32 %204 to i64
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %27, i64 %301
  store float %299, ptr addrspace(1) %302, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %303 = fmul float %257, %186
  %304 = fmul float %303, %261
  br i1 %206, label %then16, label %endif17

then16:                                           ; preds = %endif15
  %305 = sext i32 %207 to i64
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %27, i64 %306
  store float %304, ptr addrspace(1) %307, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif15
  %308 = fmul float %265, %186
  %309 = fmul float %308, %269
  br i1 %209, label %then18, label %endif19

then18:                                           ; preds = %endif17
  %310 = sext i32 %210 to i64
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr addrspace(1) %27, i64 %311
  store float %309, ptr addrspace(1) %312, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %endif17
  %313 = fmul float %273, %186
  %314 = fmul float %313, %277
  br i1 %212, label %then20, label %endif21

then20:                                           ; preds = %endif19
  %315 = sext i32 %213 to i64
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr addrspace(1) %27, i64 %316
  store float %314, ptr addrspace(1) %317, align 4
  br label %endif21

endif21:                                          ; preds = %then20, %endif19
  %318 = load i32, ptr addrspace(5) %v2, align 4
  %319 = add i32 %318, 2048
  store i32 %319, ptr addrspace(5) %v2, align 4
  br label %loop3
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
