; ModuleID = 'strata_rmsnorm_pair_f32'
source_filename = "strata_rmsnorm_pair_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_rmsnorm_pair_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i32 %8) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = icmp slt i32 %9, %8
  %11 = sub i32 %9, %8
  %12 = select i1 %10, i32 %9, i32 %11
  %13 = select i1 %10, ptr addrspace(1) %0, ptr addrspace(1) %5
  %14 = select i1 %10, ptr addrspace(1) %1, ptr addrspace(1) %6
  %15 = select i1 %10, ptr addrspace(1) %2, ptr addrspace(1) %7
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = lshr i32 %19, 5
  %21 = sext i32 %12 to i64
  %22 = sext i32 %3 to i64
  %23 = mul i64 %21, %22
  %24 = mul i64 %23, 4
  %25 = getelementptr i8, ptr addrspace(1) %14, i64 %24
  %26 = mul i64 %23, 4
  %27 = getelementptr i8, ptr addrspace(1) %13, i64 %26
  store float 0.000000e+00, ptr %v, align 4
  store i32 %16, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %28 = load i32, ptr %v1, align 4
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %body, label %done

body:                                             ; preds = %loop
  %30 = load i32, ptr %v1, align 4
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
  %87 = load float, ptr %v, align 4
  %88 = fmul float %58, %58
  %89 = fadd float %88, %87
  %90 = select i1 %32, float %89, float %87
  store float %90, ptr %v, align 4
  %91 = load float, ptr %v, align 4
  %92 = fmul float %62, %62
  %93 = fadd float %92, %91
  %94 = select i1 %35, float %93, float %91
  store float %94, ptr %v, align 4
  %95 = load float, ptr %v, align 4
  %96 = fmul float %66, %66
  %97 = fadd float %96, %95
  %98 = select i1 %38, float %97, float %95
  store float %98, ptr %v, align 4
  %99 = load float, ptr %v, align 4
  %100 = fmul float %70, %70
  %101 = fadd float %100, %99
  %102 = select i1 %41, float %101, float %99
  store float %102, ptr %v, align 4
  %103 = load float, ptr %v, align 4
  %104 = fmul float %74, %74
  %105 = fadd float %104, %103
  %106 = select i1 %44, float %105, float %103
  store float %106, ptr %v, align 4
  %107 = load float, ptr %v, align 4
  %108 = fmul float %78, %78
  %109 = fadd float %108, %107
  %110 = select i1 %47, float %109, float %107
  store float %110, ptr %v, align 4
  %111 = load float, ptr %v, align 4
  %112 = fmul float %82, %82
  %113 = fadd float %112, %111
  %114 = select i1 %50, float %113, float %111
  store float %114, ptr %v, align 4
  %115 = load float, ptr %v, align 4
  %116 = fmul float %86, %86
  %117 = fadd float %116, %115
  %118 = select i1 %53, float %117, float %115
  store float %118, ptr %v, align 4
  %119 = load i32, ptr %v1, align 4
  %120 = add i32 %119, 2048
  store i32 %120, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %121 = load float, ptr %v, align 4
  %122 = bitcast float %121 to i32
  %123 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 16, i32 31)
  %124 = bitcast i32 %123 to float
  %125 = fadd float %121, %124
  %126 = bitcast float %125 to i32
  %127 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 8, i32 31)
  %128 = bitcast i32 %127 to float
  %129 = fadd float %125, %128
  %130 = bitcast float %129 to i32
  %131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 4, i32 31)
  %132 = bitcast i32 %131 to float
  %133 = fadd float %129, %132
  %134 = bitcast float %133 to i32
  %135 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 2, i32 31)
  %136 = bitcast i32 %135 to float
  %137 = fadd float %133, %136
  %138 = bitcast float %137 to i32
  %139 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 1, i32 31)
  %140 = bitcast i32 %139 to float
  %141 = fadd float %137, %140
  %142 = icmp eq i32 %18, 0
  br i1 %142, label %then, label %endif

then:                                             ; preds = %done
  %143 = sext i32 %20 to i64
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %144
  store float %141, ptr addrspace(3) %145, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  call void @llvm.nvvm.barrier0()
  %146 = load float, ptr addrspace(3) @lds1, align 4
  %147 = fadd float 0.000000e+00, %146
  %148 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %149 = fadd float %147, %148
  %150 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %151 = fadd float %149, %150
  %152 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %153 = fadd float %151, %152
  %154 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %155 = fadd float %153, %154
  %156 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %157 = fadd float %155, %156
  %158 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %159 = fadd float %157, %158
  %160 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %161 = fadd float %159, %160
  %162 = sitofp i32 %3 to float
  %163 = fdiv float %161, %162
  %164 = fadd float %163, %4
  %165 = call float @llvm.sqrt.f32(float %164)
  %166 = fdiv float 1.000000e+00, %165
  store i32 %16, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %endif21, %endif
  %167 = load i32, ptr %v2, align 4
  %168 = icmp slt i32 %167, %3
  br i1 %168, label %body4, label %done5

body4:                                            ; preds = %loop3
  %169 = load i32, ptr %v2, align 4
  %170 = add i32 %169, 0
  %171 = icmp slt i32 %170, %3
  %172 = select i1 %171, i32 %170, i32 %169
  %173 = add i32 %169, 256
  %174 = icmp slt i32 %173, %3
  %175 = select i1 %174, i32 %173, i32 %169
  %176 = add i32 %169, 512
  %177 = icmp slt i32 %176, %3
  %178 = select i1 %177, i32 %176, i32 %169
  %179 = add i32 %169, 768
  %180 = icmp slt i32 %179, %3
  %181 = select i1 %180, i32 %179, i32 %169
  %182 = add i32 %169, 1024
  %183 = icmp slt i32 %182, %3
  %184 = select i1 %183, i32 %182, i32 %169
  %185 = add i32 %169, 1280
  %186 = icmp slt i32 %185, %3
  %187 = select i1 %186, i32 %185, i32 %169
  %188 = add i32 %169, 1536
  %189 = icmp slt i32 %188, %3
  %190 = select i1 %189, i32 %188, i32 %169
  %191 = add i32 %169, 1792
  %192 = icmp slt i32 %191, %3
  %193 = select i1 %192, i32 %191, i32 %169
  %194 = sext i32 %172 to i64
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %25, i64 %195
  %197 = load float, ptr addrspace(1) %196, align 4
  %198 = sext i32 %172 to i64
  %199 = mul i64 %198, 4
  %200 = getelementptr i8, ptr addrspace(1) %15, i64 %199
  %201 = load float, ptr addrspace(1) %200, align 4
  %202 = sext i32 %175 to i64
  %203 = mul i64 %202, 4
  %204 = getelementptr i8, ptr addrspace(1) %25, i64 %203
  %205 = load float, ptr addrspace(1) %204, align 4
  %206 = sext i32 %175 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %15, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = sext i32 %178 to i64
  %211 = mul i64 %210, 4
  %212 = getelementptr i8, ptr addrspace(1) %25, i64 %211
  %213 = load float, ptr addrspace(1) %212, align 4
  %214 = sext i32 %178 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %15, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = sext i32 %181 to i64
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %25, i64 %219
  %221 = load float, ptr addrspace(1) %220, align 4
  %222 = sext i32 %181 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %15, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = sext i32 %184 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %25, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = sext i32 %184 to i64
  %231 = mul i64 %230, 4
  %232 = getelementptr i8, ptr addrspace(1) %15, i64 %231
  %233 = load float, ptr addrspace(1) %232, align 4
  %234 = sext i32 %187 to i64
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %25, i64 %235
  %237 = load float, ptr addrspace(1) %236, align 4
  %238 = sext i32 %187 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) %15, i64 %239
  %241 = load float, ptr addrspace(1) %240, align 4
  %242 = sext i32 %190 to i64
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %25, i64 %243
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = sext i32 %190 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %15, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = sext i32 %193 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %25, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = sext i32 %193 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %15, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = fmul float %197, %166
  %259 = fmul float %258, %201
  br i1 %171, label %then6, label %endif7

done5:                                            ; preds = %loop3
  ret void

then6:                                            ; preds = %body4
  %260 = sext i32 %172 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %27, i64 %261
  store float %259, ptr addrspace(1) %262, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body4
  %263 = fmul float %205, %166
  %264 = fmul float %263, %209
  br i1 %174, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %265 = sext i32 %175 to i64
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr addrspace(1) %27, i64 %266
  store float %264, ptr addrspace(1) %267, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %268 = fmul float %213, %166
  %269 = fmul float %268, %217
  br i1 %177, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %270 = sext i32 %178 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %27, i64 %271
  store float %269, ptr addrspace(1) %272, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %273 = fmul float %221, %166
  %274 = fmul float %273, %225
  br i1 %180, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %275 = sext i32 %181 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %27, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %278 = fmul float %229, %166
  %279 = fmul float %278, %233
  br i1 %183, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %280 = sext i32 %184 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %27, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %283 = fmul float %237, %166
  %284 = fmul float %283, %241
  br i1 %186, label %then16, label %endif17

then16:                                           ; preds = %endif15
  %285 = sext i32 %187 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %27, i64 %286
  store float %284, ptr addrspace(1) %287, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif15
  %288 = fmul float %245, %166
  %289 = fmul float %288, %249
  br i1 %189, label %then18, label %endif19

then18:                                           ; preds = %endif17
  %290 = sext i32 %190 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %27, i64 %291
  store float %289, ptr addrspace(1) %292, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %endif17
  %293 = fmul float %253, %166
  %294 = fmul float %293, %257
  br i1 %192, label %then20, label %endif21

then20:                                           ; preds = %endif19
  %295 = sext i32 %193 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %27, i64 %296
  store float %294, ptr addrspace(1) %297, align 4
  br label %endif21

endif21:                                          ; preds = %then20, %endif19
  %298 = load i32, ptr %v2, align 4
  %299 = add i32 %298, 2048
  store i32 %299, ptr %v2, align 4
  br label %loop3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_rmsnorm_pair_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rmsnorm_pair_f32, !"maxntidx", i32 256}
