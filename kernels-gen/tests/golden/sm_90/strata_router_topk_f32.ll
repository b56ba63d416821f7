; ModuleID = 'strata_router_topk_f32'
source_filename = "strata_router_topk_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_router_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) {
entry:
  %v27 = alloca i32, align 4
  %v17 = alloca i32, align 4
  %v16 = alloca i32, align 4
  %v15 = alloca float, align 4
  %v11 = alloca i32, align 4
  %v10 = alloca float, align 4
  %v9 = alloca float, align 4
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = sext i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul i64 %7, %8
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %2, i64 %10
  %12 = mul i32 %6, %4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = and i32 %13, 31
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 %14, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %15 = load i32, ptr %v1, align 4
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %body, label %done

body:                                             ; preds = %loop
  %17 = load i32, ptr %v1, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load float, ptr %v, align 4
  %23 = fcmp ogt float %21, %22
  %24 = select i1 %23, float %21, float %22
  store float %24, ptr %v, align 4
  %25 = load i32, ptr %v1, align 4
  %26 = add i32 %25, 32
  store i32 %26, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %27 = load float, ptr %v, align 4
  %28 = bitcast float %27 to i32
  %29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 16, i32 31)
  %30 = bitcast i32 %29 to float
  %31 = fcmp ogt float %27, %30
  %32 = select i1 %31, float %27, float %30
  %33 = bitcast float %32 to i32
  %34 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 8, i32 31)
  %35 = bitcast i32 %34 to float
  %36 = fcmp ogt float %32, %35
  %37 = select i1 %36, float %32, float %35
  %38 = bitcast float %37 to i32
  %39 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 4, i32 31)
  %40 = bitcast i32 %39 to float
  %41 = fcmp ogt float %37, %40
  %42 = select i1 %41, float %37, float %40
  %43 = bitcast float %42 to i32
  %44 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %45 = bitcast i32 %44 to float
  %46 = fcmp ogt float %42, %45
  %47 = select i1 %46, float %42, float %45
  %48 = bitcast float %47 to i32
  %49 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31)
  %50 = bitcast i32 %49 to float
  %51 = fcmp ogt float %47, %50
  %52 = select i1 %51, float %47, float %50
  store float 0.000000e+00, ptr %v2, align 4
  store i32 %14, ptr %v3, align 4
  br label %loop4

loop4:                                            ; preds = %body5, %done
  %53 = load i32, ptr %v3, align 4
  %54 = icmp slt i32 %53, %3
  br i1 %54, label %body5, label %done6

body5:                                            ; preds = %loop4
  %55 = load i32, ptr %v3, align 4
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %11, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = fsub float %59, %52
  %61 = fmul float %60, 0x3FF7154760000000
  %62 = fcmp olt float %61, -1.260000e+02
  %63 = fcmp ogt float %61, 1.270000e+02
  %64 = select i1 %62, float -1.260000e+02, float %61
  %65 = select i1 %63, float 1.270000e+02, float %64
  %66 = fadd float %65, 5.000000e-01
  %67 = call float @llvm.floor.f32(float %66)
  %68 = fsub float %65, %67
  %69 = fmul float 0x3EEFFCBFC0000000, %68
  %70 = fadd float %69, 0x3F24309120000000
  %71 = fmul float %70, %68
  %72 = fadd float %71, 0x3F55D87FE0000000
  %73 = fmul float %72, %68
  %74 = fadd float %73, 0x3F83B2AB60000000
  %75 = fmul float %74, %68
  %76 = fadd float %75, 0x3FAC6B08E0000000
  %77 = fmul float %76, %68
  %78 = fadd float %77, 0x3FCEBFBE00000000
  %79 = fmul float %78, %68
  %80 = fadd float %79, 0x3FE62E4300000000
  %81 = fmul float %80, %68
  %82 = fadd float %81, 1.000000e+00
  %83 = fptosi float %67 to i32
  %84 = add i32 %83, 127
  %85 = shl i32 %84, 23
  %86 = bitcast i32 %85 to float
  %87 = fmul float %82, %86
  %88 = select i1 %62, float 0.000000e+00, float %87
  %89 = select i1 %63, float 0x7FF0000000000000, float %88
  %90 = fcmp uno float %61, %61
  %91 = select i1 %90, float %61, float %89
  %92 = load float, ptr %v2, align 4
  %93 = fadd float %92, %91
  store float %93, ptr %v2, align 4
  %94 = load i32, ptr %v3, align 4
  %95 = add i32 %94, 32
  store i32 %95, ptr %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %96 = load float, ptr %v2, align 4
  %97 = bitcast float %96 to i32
  %98 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 16, i32 31)
  %99 = bitcast i32 %98 to float
  %100 = fadd float %96, %99
  %101 = bitcast float %100 to i32
  %102 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 8, i32 31)
  %103 = bitcast i32 %102 to float
  %104 = fadd float %100, %103
  %105 = bitcast float %104 to i32
  %106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 4, i32 31)
  %107 = bitcast i32 %106 to float
  %108 = fadd float %104, %107
  %109 = bitcast float %108 to i32
  %110 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 2, i32 31)
  %111 = bitcast i32 %110 to float
  %112 = fadd float %108, %111
  %113 = bitcast float %112 to i32
  %114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 1, i32 31)
  %115 = bitcast i32 %114 to float
  %116 = fadd float %112, %115
  store float 0x7FF0000000000000, ptr %v7, align 4
  store i32 -1, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  store float 0.000000e+00, ptr %v10, align 4
  %117 = icmp eq i32 %14, 0
  %118 = icmp ne i32 %5, 0
  %119 = icmp sle i32 %4, 32
  %120 = and i1 %118, %119
  %121 = xor i1 %120, true
  %122 = and i1 %117, %121
  store i32 0, ptr %v11, align 4
  br label %loop12

loop12:                                           ; preds = %endif22, %done6
  %123 = load i32, ptr %v11, align 4
  %124 = icmp slt i32 %123, %4
  br i1 %124, label %body13, label %done14

body13:                                           ; preds = %loop12
  %125 = load i32, ptr %v11, align 4
  store float 0xFFF0000000000000, ptr %v15, align 4
  store i32 %3, ptr %v16, align 4
  %126 = load float, ptr %v7, align 4
  %127 = load i32, ptr %v8, align 4
  store i32 %14, ptr %v17, align 4
  br label %loop18

done14:                                           ; preds = %loop12
  %128 = load float, ptr %v9, align 4
  %129 = icmp slt i32 %14, %4
  %130 = and i1 %120, %129
  br i1 %130, label %then23, label %endif24

loop18:                                           ; preds = %body19, %body13
  %131 = load i32, ptr %v17, align 4
  %132 = icmp slt i32 %131, %3
  br i1 %132, label %body19, label %done20

body19:                                           ; preds = %loop18
  %133 = load i32, ptr %v17, align 4
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %11, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = fcmp uno float %137, %137
  %139 = select i1 %138, float 0xFFF0000000000000, float %137
  %140 = fcmp olt float %139, %126
  %141 = fcmp oeq float %139, %126
  %142 = icmp sgt i32 %133, %127
  %143 = and i1 %141, %142
  %144 = or i1 %140, %143
  %145 = load float, ptr %v15, align 4
  %146 = load i32, ptr %v16, align 4
  %147 = fcmp ogt float %139, %145
  %148 = icmp eq i32 %146, %3
  %149 = or i1 %147, %148
  %150 = and i1 %144, %149
  %151 = select i1 %150, float %139, float %145
  store float %151, ptr %v15, align 4
  %152 = select i1 %150, i32 %133, i32 %146
  store i32 %152, ptr %v16, align 4
  %153 = load i32, ptr %v17, align 4
  %154 = add i32 %153, 32
  store i32 %154, ptr %v17, align 4
  br label %loop18

done20:                                           ; preds = %loop18
  %155 = load float, ptr %v15, align 4
  %156 = load i32, ptr %v16, align 4
  %157 = bitcast float %155 to i32
  %158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 16, i32 31)
  %159 = bitcast i32 %158 to float
  %160 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 16, i32 31)
  %161 = fcmp ogt float %159, %155
  %162 = fcmp oeq float %159, %155
  %163 = icmp slt i32 %160, %156
  %164 = and i1 %162, %163
  %165 = or i1 %161, %164
  %166 = select i1 %165, float %159, float %155
  %167 = select i1 %165, i32 %160, i32 %156
  %168 = bitcast float %166 to i32
  %169 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 8, i32 31)
  %170 = bitcast i32 %169 to float
  %171 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 8, i32 31)
  %172 = fcmp ogt float %170, %166
  %173 = fcmp oeq float %170, %166
  %174 = icmp slt i32 %171, %167
  %175 = and i1 %173, %174
  %176 = or i1 %172, %175
  %177 = select i1 %176, float %170, float %166
  %178 = select i1 %176, i32 %171, i32 %167
  %179 = bitcast float %177 to i32
  %180 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 4, i32 31)
  %181 = bitcast i32 %180 to float
  %182 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 4, i32 31)
  %183 = fcmp ogt float %181, %177
  %184 = fcmp oeq float %181, %177
  %185 = icmp slt i32 %182, %178
  %186 = and i1 %184, %185
  %187 = or i1 %183, %186
  %188 = select i1 %187, float %181, float %177
  %189 = select i1 %187, i32 %182, i32 %178
  %190 = bitcast float %188 to i32
  %191 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %190, i32 2, i32 31)
  %192 = bitcast i32 %191 to float
  %193 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 2, i32 31)
  %194 = fcmp ogt float %192, %188
  %195 = fcmp oeq float %192, %188
  %196 = icmp slt i32 %193, %189
  %197 = and i1 %195, %196
  %198 = or i1 %194, %197
  %199 = select i1 %198, float %192, float %188
  %200 = select i1 %198, i32 %193, i32 %189
  %201 = bitcast float %199 to i32
  %202 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 1, i32 31)
  %203 = bitcast i32 %202 to float
  %204 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 1, i32 31)
  %205 = fcmp ogt float %203, %199
  %206 = fcmp oeq float %203, %199
  %207 = icmp slt i32 %204, %200
  %208 = and i1 %206, %207
  %209 = or i1 %205, %208
  %210 = select i1 %209, float %203, float %199
  %211 = select i1 %209, i32 %204, i32 %200
  %212 = fsub float %210, %52
  %213 = fmul float %212, 0x3FF7154760000000
  %214 = fcmp olt float %213, -1.260000e+02
  %215 = fcmp ogt float %213, 1.270000e+02
  %216 = select i1 %214, float -1.260000e+02, float %213
  %217 = select i1 %215, float 1.270000e+02, float %216
  %218 = fadd float %217, 5.000000e-01
  %219 = call float @llvm.floor.f32(float %218)
  %220 = fsub float %217, %219
  %221 = fmul float 0x3EEFFCBFC0000000, %220
  %222 = fadd float %221, 0x3F24309120000000
  %223 = fmul float %222, %220
  %224 = fadd float %223, 0x3F55D87FE0000000
  %225 = fmul float %224, %220
  %226 = fadd float %225, 0x3F83B2AB60000000
  %227 = fmul float %226, %220
  %228 = fadd float %227, 0x3FAC6B08E0000000
  %229 = fmul float %228, %220
  %230 = fadd float %229, 0x3FCEBFBE00000000
  %231 = fmul float %230, %220
  %232 = fadd float %231, 0x3FE62E4300000000
  %233 = fmul float %232, %220
  %234 = fadd float %233, 1.000000e+00
  %235 = fptosi float %219 to i32
  %236 = add i32 %235, 127
  %237 = shl i32 %236, 23
  %238 = bitcast i32 %237 to float
  %239 = fmul float %234, %238
  %240 = select i1 %214, float 0.000000e+00, float %239
  %241 = select i1 %215, float 0x7FF0000000000000, float %240
  %242 = fcmp uno float %213, %213
  %243 = select i1 %242, float %213, float %241
  %244 = fdiv float %243, %116
  store float %210, ptr %v7, align 4
  store i32 %211, ptr %v8, align 4
  %245 = load float, ptr %v9, align 4
  %246 = fadd float %245, %244
  store float %246, ptr %v9, align 4
  %247 = icmp eq i32 %14, %125
  %248 = load float, ptr %v10, align 4
  %249 = select i1 %247, float %244, float %248
  store float %249, ptr %v10, align 4
  %250 = add i32 %12, %125
  br i1 %117, label %then, label %endif

then:                                             ; preds = %done20
  %251 = sext i32 %250 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %0, i64 %252
  store i32 %211, ptr addrspace(1) %253, align 4
  br label %endif

endif:                                            ; preds = %then, %done20
  br i1 %122, label %then21, label %endif22

then21:                                           ; preds = %endif
  %254 = sext i32 %250 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %1, i64 %255
  store float %244, ptr addrspace(1) %256, align 4
  br label %endif22

endif22:                                          ; preds = %then21, %endif
  %257 = load i32, ptr %v11, align 4
  %258 = add i32 %257, 1
  store i32 %258, ptr %v11, align 4
  br label %loop12

then23:                                           ; preds = %done14
  %259 = load float, ptr %v10, align 4
  %260 = fdiv float %259, %128
  %261 = add i32 %12, %14
  %262 = sext i32 %261 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %1, i64 %263
  store float %260, ptr addrspace(1) %264, align 4
  br label %endif24

endif24:                                          ; preds = %then23, %done14
  %265 = xor i1 %119, true
  %266 = and i1 %118, %265
  %267 = and i1 %266, %117
  br i1 %267, label %then25, label %endif26

then25:                                           ; preds = %endif24
  store i32 0, ptr %v27, align 4
  br label %loop28

endif26:                                          ; preds = %done30, %endif24
  ret void

loop28:                                           ; preds = %body29, %then25
  %268 = load i32, ptr %v27, align 4
  %269 = icmp slt i32 %268, %4
  br i1 %269, label %body29, label %done30

body29:                                           ; preds = %loop28
  %270 = load i32, ptr %v27, align 4
  %271 = add i32 %12, %270
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %1, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4
  %276 = fdiv float %275, %128
  %277 = sext i32 %271 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %1, i64 %278
  store float %276, ptr addrspace(1) %279, align 4
  %280 = load i32, ptr %v27, align 4
  %281 = add i32 %280, 1
  store i32 %281, ptr %v27, align 4
  br label %loop28

done30:                                           ; preds = %loop28
  br label %endif26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_router_topk_f32, !"kernel", i32 1}
!1 = !{ptr @strata_router_topk_f32, !"maxntidx", i32 32}
