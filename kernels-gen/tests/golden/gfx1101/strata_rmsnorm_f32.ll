; ModuleID = 'strata_rmsnorm_f32'
source_filename = "strata_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4) #0 {
entry:
  %v2 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = lshr i32 %9, 5
  %11 = sext i32 %5 to i64
  %12 = sext i32 %3 to i64
  %13 = mul i64 %11, %12
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %14
  %16 = mul i64 %13, 4
  %17 = getelementptr i8, ptr addrspace(1) %0, i64 %16
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %6, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %18 = load i32, ptr addrspace(5) %v1, align 4
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %body, label %done

body:                                             ; preds = %loop
  %20 = load i32, ptr addrspace(5) %v1, align 4
  %21 = add i32 %20, 0
  %22 = icmp slt i32 %21, %3
  %23 = select i1 %22, i32 %21, i32 %20
  %24 = add i32 %20, 256
  %25 = icmp slt i32 %24, %3
  %26 = select i1 %25, i32 %24, i32 %20
  %27 = add i32 %20, 512
  %28 = icmp slt i32 %27, %3
  %29 = select i1 %28, i32 %27, i32 %20
  %30 = add i32 %20, 768
  %31 = icmp slt i32 %30, %3
  %32 = select i1 %31, i32 %30, i32 %20
  %33 = add i32 %20, 1024
  %34 = icmp slt i32 %33, %3
  %35 = select i1 %34, i32 %33, i32 %20
  %36 = add i32 %20, 1280
  %37 = icmp slt i32 %36, %3
  %38 = select i1 %37, i32 %36, i32 %20
  %39 = add i32 %20, 1536
  %40 = icmp slt i32 %39, %3
  %41 = select i1 %40, i32 %39, i32 %20
  %42 = add i32 %20, 1792
  %43 = icmp slt i32 %42, %3
  %44 = select i1 %43, i32 %42, i32 %20
  %45 = sext i32 %23 to i64
  %46 = mul i64 %45, 4
  %47 = getelementptr i8, ptr addrspace(1) %15, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = sext i32 %26 to i64
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %15, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = sext i32 %29 to i64
  %54 = mul i64 %53, 4
  %55 = getelementptr i8, ptr addrspace(1) %15, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = sext i32 %32 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %15, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = sext i32 %35 to i64
  %62 = mul i64 %61, 4
  %63 = getelementptr i8, ptr addrspace(1) %15, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = sext i32 %38 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %15, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = sext i32 %41 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) %15, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4
  %73 = sext i32 %44 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %15, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = load float, ptr addrspace(5) %v, align 4
  %78 = fmul float %48, %48
  %79 = fadd float %78, %77
  %80 = select i1 %22, float %79, float %77
  store float %80, ptr addrspace(5) %v, align 4
  %81 = load float, ptr addrspace(5) %v, align 4
  %82 = fmul float %52, %52
  %83 = fadd float %82, %81
  %84 = select i1 %25, float %83, float %81
  store float %84, ptr addrspace(5) %v, align 4
  %85 = load float, ptr addrspace(5) %v, align 4
  %86 = fmul float %56, %56
  %87 = fadd float %86, %85
  %88 = select i1 %28, float %87, float %85
  store float %88, ptr addrspace(5) %v, align 4
  %89 = load float, ptr addrspace(5) %v, align 4
  %90 = fmul float %60, %60
  %91 = fadd float %90, %89
  %92 = select i1 %31, float %91, float %89
  store float %92, ptr addrspace(5) %v, align 4
  %93 = load float, ptr addrspace(5) %v, align 4
  %94 = fmul float %64, %64
  %95 = fadd float %94, %93
  %96 = select i1 %34, float %95, float %93
  store float %96, ptr addrspace(5) %v, align 4
  %97 = load float, ptr addrspace(5) %v, align 4
  %98 = fmul float %68, %68
  %99 = fadd float %98, %97
  %100 = select i1 %37, float %99, float %97
  store float %100, ptr addrspace(5) %v, align 4
  %101 = load float, ptr addrspace(5) %v, align 4
  %102 = fmul float %72, %72
  %103 = fadd float %102, %101
  %104 = select i1 %40, float %103, float %101
  store float %104, ptr addrspace(5) %v, align 4
  %105 = load float, ptr addrspace(5) %v, align 4
  %106 = fmul float %76, %76
  %107 = fadd float %106, %105
  %108 = select i1 %43, float %107, float %105
  store float %108, ptr addrspace(5) %v, align 4
  %109 = load i32, ptr addrspace(5) %v1, align 4
  %110 = add i32 %109, 2048
  store i32 %110, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %111 = load float, ptr addrspace(5) %v, align 4
  %112 = bitcast float %111 to i32
  %113 = call i32 @llvm.amdgcn.workitem.id.x()
  %114 = and i32 %113, 31
  %115 = xor i32 %114, 16
  %116 = shl i32 %115, 2
  %117 = call i32 @llvm.amdgcn.ds.bpermute(i32 %116, i32 %112)
  %118 = bitcast i32 %117 to float
  %119 = fadd float %111, %118
  %120 = bitcast float %119 to i32
  %121 = call i32 @llvm.amdgcn.workitem.id.x()
  %122 = and i32 %121, 31
  %123 = xor i32 %122, 8
  %124 = shl i32 %123, 2
  %125 = call i32 @llvm.amdgcn.ds.bpermute(i32 %124, i32 %120)
  %126 = bitcast i32 %125 to float
  %127 = fadd float %119, %126
  %128 = bitcast float %127 to i32
  %129 = call i32 @llvm.amdgcn.workitem.id.x()
  %130 = and i32 %129, 31
  %131 = xor i32 %130, 4
  %132 = shl i32 %131, 2
  %133 = call i32 @llvm.amdgcn.ds.bpermute(i32 %132, i32 %128)
  %134 = bitcast i32 %133 to float
  %135 = fadd float %127, %134
  %136 = bitcast float %135 to i32
  %137 = call i32 @llvm.amdgcn.workitem.id.x()
  %138 = and i32 %137, 31
  %139 = xor i32 %138, 2
  %140 = shl i32 %139, 2
  %141 = call i32 @llvm.amdgcn.ds.bpermute(i32 %140, i32 %136)
  %142 = bitcast i32 %141 to float
  %143 = fadd float %135, %142
  %144 = bitcast float %143 to i32
  %145 = call i32 @llvm.amdgcn.workitem.id.x()
  %146 = and i32 %145, 31
  %147 = xor i32 %146, 1
  %148 = shl i32 %147, 2
  %149 = call i32 @llvm.amdgcn.ds.bpermute(i32 %148, i32 %144)
  %150 = bitcast i32 %149 to float
  %151 = fadd float %143, %150
  %152 = icmp eq i32 %8, 0
  br i1 %152, label %then, label %endif

then:                                             ; preds = %done
  %153 = sext i32 %10 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(3) @lds1, i64 %154
  store float %151, ptr addrspace(3) %155, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %156 = load float, ptr addrspace(3) @lds1, align 4
  %157 = fadd float 0.000000e+00, %156
  %158 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %159 = fadd float %157, %158
  %160 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %161 = fadd float %159, %160
  %162 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %163 = fadd float %161, %162
  %164 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %165 = fadd float %163, %164
  %166 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %167 = fadd float %165, %166
  %168 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %169 = fadd float %167, %168
  %170 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %171 = fadd float %169, %170
  %172 = sitofp i32 %3 to float
  %173 = fdiv float %171, %172
  %174 = fadd float %173, %4
  %175 = call float @llvm.sqrt.f32(float %174)
  %176 = fdiv float 1.000000e+00, %175
  store i32 %6, ptr addrspace(5) %v2, align 4
  br label %loop3

loop3:                                            ; preds = %endif21, %endif
  %177 = load i32, ptr addrspace(5) %v2, align 4
  %178 = icmp slt i32 %177, %3
  br i1 %178, label %body4, label %done5

body4:                                            ; preds = %loop3
  %179 = load i32, ptr addrspace(5) %v2, align 4
  %180 = add i32 %179, 0
  %181 = icmp slt i32 %180, %3
  %182 = select i1 %181, i32 %180, i32 %179
  %183 = add i32 %179, 256
  %184 = icmp slt i32 %183, %3
  %185 = select i1 %184, i32 %183, i32 %179
  %186 = add i32 %179, 512
  %187 = icmp slt i32 %186, %3
  %188 = select i1 %187, i32 %186, i32 %179
  %189 = add i32 %179, 768
  %190 = icmp slt i32 %189, %3
  %191 = select i1 %190, i32 %189, i32 %179
  %192 = add i32 %179, 1024
  %193 = icmp slt i32 %192, %3
  %194 = select i1 %193, i32 %192, i32 %179
  %195 = add i32 %179, 1280
  %196 = icmp slt i32 %195, %3
  %197 = select i1 %196, i32 %195, i32 %179
  %198 = add i32 %179, 1536
  %199 = icmp slt i32 %198, %3
  %200 = select i1 %199, i32 %198, i32 %179
  %201 = add i32 %179, 1792
  %202 = icmp slt i32 %201, %3
  %203 = select i1 %202, i32 %201, i32 %179
  %204 = sext i32 %182 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %15, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = sext i32 %182 to i64
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %2, i64 %209
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = sext i32 %185 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %15, i64 %213
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = sext i32 %185 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %2, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = sext i32 %188 to i64
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(1) %15, i64 %221
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = sext i32 %188 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %2, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = sext i32 %191 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %15, i64 %229
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = sext i32 %191 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %2, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = sext i32 %194 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %15, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = sext i32 %194 to i64
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(1) %2, i64 %241
  %243 = load float, ptr addrspace(1) %242, align 4
  %244 = sext i32 %197 to i64
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %15, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = sext i32 %197 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %2, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = sext i32 %200 to i64
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %15, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = sext i32 %200 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %2, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = sext i32 %203 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %15, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = sext i32 %203 to i64
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %2, i64 %265
  %267 = load float, ptr addrspace(1) %266, align 4
  %268 = fmul float %207, %176
  %269 = fmul float %268, %211
  br i1 %181, label %then6, label %endif7

done5:                                            ; preds = %loop3
  ret void

then6:                                            ; preds = %body4
  %270 = sext i32 %182 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %17, i64 %271
  store float %269, ptr addrspace(1) %272, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body4
  %273 = fmul float %215, %176
  %274 = fmul float %273, %219
  br i1 %184, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %275 = sext i32 %185 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %17, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %278 = fmul float %223, %176
  %279 = fmul float %278, %227
  br i1 %187, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %280 = sext i32 %188 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %17, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %283 = fmul float %231, %176
  %284 = fmul float %283, %235
  br i1 %190, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %285 = sext i32 %191 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %17, i64 %286
  store float %284, ptr addrspace(1) %287, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %288 = fmul float %239, %176
  %289 = fmul float %288, %243
  br i1 %193, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %290 = sext i32 %194 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %17, i64 %291
  store float %289, ptr addrspace(1) %292, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %293 = fmul float %247, %176
  %294 = fmul float %293, %251
  br i1 %196, label %then16, label %endif17

then16:                                           ; preds = %endif15
  %295 = sext i32 %197 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %17, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif15
  %298 = fmul float %255, %176
  %299 = fmul float %298, %259
  br i1 %199, label %then18, label %endif19

then18:                                           ; preds = %endif17
  %300 = sext i32 %200 to i64
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %17, i64 %301
  store float %299, ptr addrspace(1) %302, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %endif17
  %303 = fmul float %263, %176
  %304 = fmul float %303, %267
  br i1 %202, label %then20, label %endif21

then20:                                           ; preds = %endif19
  %305 = sext i32 %203 to i64
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %17, i64 %306
  store float %304, ptr addrspace(1) %307, align 4
  br label %endif21

endif21:                                          ; preds = %then20, %endif19
  %308 = load i32, ptr addrspace(5) %v2, align 4
  %309 = add i32 %308, 2048
  store i32 %309, ptr addrspace(5) %v2, align 4
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
