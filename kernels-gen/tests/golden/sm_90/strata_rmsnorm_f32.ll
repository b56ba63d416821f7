; ModuleID = 'strata_rmsnorm_f32'
source_filename = "strata_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 5
  %11 = sext i32 %5 to i64
  %12 = sext i32 %3 to i64
  %13 = mul i64 %11, %12
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %14
  %16 = mul i64 %13, 4
  %17 = getelementptr i8, ptr addrspace(1) %0, i64 %16
  store float 0.000000e+00, ptr %v, align 4
  store i32 %6, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %18 = load i32, ptr %v1, align 4
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %body, label %done

body:                                             ; preds = %loop
  %20 = load i32, ptr %v1, align 4
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
  %77 = load float, ptr %v, align 4
  %78 = fmul float %48, %48
  %79 = fadd float %78, %77
  %80 = select i1 %22, float %79, float %77
  store float %80, ptr %v, align 4
  %81 = load float, ptr %v, align 4
  %82 = fmul float %52, %52
  %83 = fadd float %82, %81
  %84 = select i1 %25, float %83, float %81
  store float %84, ptr %v, align 4
  %85 = load float, ptr %v, align 4
  %86 = fmul float %56, %56
  %87 = fadd float %86, %85
  %88 = select i1 %28, float %87, float %85
  store float %88, ptr %v, align 4
  %89 = load float, ptr %v, align 4
  %90 = fmul float %60, %60
  %91 = fadd float %90, %89
  %92 = select i1 %31, float %91, float %89
  store float %92, ptr %v, align 4
  %93 = load float, ptr %v, align 4
  %94 = fmul float %64, %64
  %95 = fadd float %94, %93
  %96 = select i1 %34, float %95, float %93
  store float %96, ptr %v, align 4
  %97 = load float, ptr %v, align 4
  %98 = fmul float %68, %68
  %99 = fadd float %98, %97
  %100 = select i1 %37, float %99, float %97
  store float %100, ptr %v, align 4
  %101 = load float, ptr %v, align 4
  %102 = fmul float %72, %72
  %103 = fadd float %102, %101
  %104 = select i1 %40, float %103, float %101
  store float %104, ptr %v, align 4
  %105 = load float, ptr %v, align 4
  %106 = fmul float %76, %76
  %107 = fadd float %106, %105
  %108 = select i1 %43, float %107, float %105
  store float %108, ptr %v, align 4
  %109 = load i32, ptr %v1, align 4
  %110 = add i32 %109, 2048
  store i32 %110, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %111 = load float, ptr %v, align 4
  %112 = bitcast float %111 to i32
  %113 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 16, i32 31)
  %114 = bitcast i32 %113 to float
  %115 = fadd float %111, %114
  %116 = bitcast float %115 to i32
  %117 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 8, i32 31)
  %118 = bitcast i32 %117 to float
  %119 = fadd float %115, %118
  %120 = bitcast float %119 to i32
  %121 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 4, i32 31)
  %122 = bitcast i32 %121 to float
  %123 = fadd float %119, %122
  %124 = bitcast float %123 to i32
  %125 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 2, i32 31)
  %126 = bitcast i32 %125 to float
  %127 = fadd float %123, %126
  %128 = bitcast float %127 to i32
  %129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31)
  %130 = bitcast i32 %129 to float
  %131 = fadd float %127, %130
  %132 = icmp eq i32 %8, 0
  br i1 %132, label %then, label %endif

then:                                             ; preds = %done
  %133 = sext i32 %10 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %134
  store float %131, ptr addrspace(3) %135, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  call void @llvm.nvvm.barrier0()
  %136 = load float, ptr addrspace(3) @lds1, align 4
  %137 = fadd float 0.000000e+00, %136
  %138 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %139 = fadd float %137, %138
  %140 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %141 = fadd float %139, %140
  %142 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %143 = fadd float %141, %142
  %144 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %145 = fadd float %143, %144
  %146 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %147 = fadd float %145, %146
  %148 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %149 = fadd float %147, %148
  %150 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %151 = fadd float %149, %150
  %152 = sitofp i32 %3 to float
  %153 = fdiv float %151, %152
  %154 = fadd float %153, %4
  %155 = call float @llvm.sqrt.f32(float %154)
  %156 = fdiv float 1.000000e+00, %155
  store i32 %6, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %endif21, %endif
  %157 = load i32, ptr %v2, align 4
  %158 = icmp slt i32 %157, %3
  br i1 %158, label %body4, label %done5

body4:                                            ; preds = %loop3
  %159 = load i32, ptr %v2, align 4
  %160 = add i32 %159, 0
  %161 = icmp slt i32 %160, %3
  %162 = select i1 %161, i32 %160, i32 %159
  %163 = add i32 %159, 256
  %164 = icmp slt i32 %163, %3
  %165 = select i1 %164, i32 %163, i32 %159
  %166 = add i32 %159, 512
  %167 = icmp slt i32 %166, %3
  %168 = select i1 %167, i32 %166, i32 %159
  %169 = add i32 %159, 768
  %170 = icmp slt i32 %169, %3
  %171 = select i1 %170, i32 %169, i32 %159
  %172 = add i32 %159, 1024
  %173 = icmp slt i32 %172, %3
  %174 = select i1 %173, i32 %172, i32 %159
  %175 = add i32 %159, 1280
  %176 = icmp slt i32 %175, %3
  %177 = select i1 %176, i32 %175, i32 %159
  %178 = add i32 %159, 1536
  %179 = icmp slt i32 %178, %3
  %180 = select i1 %179, i32 %178, i32 %159
  %181 = add i32 %159, 1792
  %182 = icmp slt i32 %181, %3
  %183 = select i1 %182, i32 %181, i32 %159
  %184 = sext i32 %162 to i64
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr addrspace(1) %15, i64 %185
  %187 = load float, ptr addrspace(1) %186, align 4
  %188 = sext i32 %162 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %2, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = sext i32 %165 to i64
  %193 = mul i64 %192, 4
  %194 = getelementptr i8, ptr addrspace(1) %15, i64 %193
  %195 = load float, ptr addrspace(1) %194, align 4
  %196 = sext i32 %165 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %2, i64 %197
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = sext i32 %168 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %15, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = sext i32 %168 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %2, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = sext i32 %171 to i64
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %15, i64 %209
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = sext i32 %171 to i64
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %2, i64 %213
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = sext i32 %174 to i64
  %217 = mul i64 %216, 4
  %218 = getelementptr i8, ptr addrspace(1) %15, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = sext i32 %174 to i64
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(1) %2, i64 %221
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = sext i32 %177 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %15, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = sext i32 %177 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %2, i64 %229
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = sext i32 %180 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %15, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = sext i32 %180 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %2, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = sext i32 %183 to i64
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(1) %15, i64 %241
  %243 = load float, ptr addrspace(1) %242, align 4
  %244 = sext i32 %183 to i64
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %2, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = fmul float %187, %156
  %249 = fmul float %248, %191
  br i1 %161, label %then6, label %endif7

done5:                                            ; preds = %loop3
  ret void

then6:                                            ; preds = %body4
  %250 = sext i32 %162 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %17, i64 %251
  store float %249, ptr addrspace(1) %252, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %body4
  %253 = fmul float %195, %156
  %254 = fmul float %253, %199
  br i1 %164, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %255 = sext i32 %165 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %17, i64 %256
  store float %254, ptr addrspace(1) %257, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %258 = fmul float %203, %156
  %259 = fmul float %258, %207
  br i1 %167, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %260 = sext i32 %168 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %17, i64 %261
  store float %259, ptr addrspace(1) %262, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %263 = fmul float %211, %156
  %264 = fmul float %263, %215
  br i1 %170, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %265 = sext i32 %171 to i64
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr addrspace(1) %17, i64 %266
  store float %264, ptr addrspace(1) %267, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %268 = fmul float %219, %156
  %269 = fmul float %268, %223
  br i1 %173, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %270 = sext i32 %174 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %17, i64 %271
  store float %269, ptr addrspace(1) %272, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %273 = fmul float %227, %156
  %274 = fmul float %273, %231
  br i1 %176, label %then16, label %endif17

then16:                                           ; preds = %endif15
  %275 = sext i32 %177 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %17, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif15
  %278 = fmul float %235, %156
  %279 = fmul float %278, %239
  br i1 %179, label %then18, label %endif19

then18:                                           ; preds = %endif17
  %280 = sext i32 %180 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %17, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %endif17
  %283 = fmul float %243, %156
  %284 = fmul float %283, %247
  br i1 %182, label %then20, label %endif21

then20:                                           ; preds = %endif19
  %285 = sext i32 %183 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %17, i64 %286
  store float %284, ptr addrspace(1) %287, align 4
  br label %endif21

endif21:                                          ; preds = %then20, %endif19
  %288 = load i32, ptr %v2, align 4
  %289 = add i32 %288, 2048
  store i32 %289, ptr %v2, align 4
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

!0 = !{ptr @strata_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rmsnorm_f32, !"maxntidx", i32 256}
