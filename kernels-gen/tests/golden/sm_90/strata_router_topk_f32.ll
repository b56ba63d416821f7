; ModuleID = 'strata_router_topk_f32'
source_filename = "strata_router_topk_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_router_topk_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) {
entry:
  %v22 = alloca i32, align 4
  %v16 = alloca i32, align 4
  %v15 = alloca i32, align 4
  %v14 = alloca float, align 4
  %v10 = alloca i32, align 4
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
  %117 = icmp eq i32 %14, 0
  store i32 0, ptr %v10, align 4
  br label %loop11

loop11:                                           ; preds = %endif, %done6
  %118 = load i32, ptr %v10, align 4
  %119 = icmp slt i32 %118, %4
  br i1 %119, label %body12, label %done13

body12:                                           ; preds = %loop11
  %120 = load i32, ptr %v10, align 4
  store float 0xFFF0000000000000, ptr %v14, align 4
  store i32 %3, ptr %v15, align 4
  %121 = load float, ptr %v7, align 4
  %122 = load i32, ptr %v8, align 4
  store i32 %14, ptr %v16, align 4
  br label %loop17

done13:                                           ; preds = %loop11
  %123 = icmp ne i32 %5, 0
  %124 = and i1 %117, %123
  %125 = load float, ptr %v9, align 4
  br i1 %124, label %then20, label %endif21

loop17:                                           ; preds = %body18, %body12
  %126 = load i32, ptr %v16, align 4
  %127 = icmp slt i32 %126, %3
  br i1 %127, label %body18, label %done19

body18:                                           ; preds = %loop17
  %128 = load i32, ptr %v16, align 4
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %11, i64 %130
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = fcmp uno float %132, %132
  %134 = select i1 %133, float 0xFFF0000000000000, float %132
  %135 = fcmp olt float %134, %121
  %136 = fcmp oeq float %134, %121
  %137 = icmp sgt i32 %128, %122
  %138 = and i1 %136, %137
  %139 = or i1 %135, %138
  %140 = load float, ptr %v14, align 4
  %141 = load i32, ptr %v15, align 4
  %142 = fcmp ogt float %134, %140
  %143 = icmp eq i32 %141, %3
  %144 = or i1 %142, %143
  %145 = and i1 %139, %144
  %146 = select i1 %145, float %134, float %140
  store float %146, ptr %v14, align 4
  %147 = select i1 %145, i32 %128, i32 %141
  store i32 %147, ptr %v15, align 4
  %148 = load i32, ptr %v16, align 4
  %149 = add i32 %148, 32
  store i32 %149, ptr %v16, align 4
  br label %loop17

done19:                                           ; preds = %loop17
  %150 = load float, ptr %v14, align 4
  %151 = load i32, ptr %v15, align 4
  %152 = bitcast float %150 to i32
  %153 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 16, i32 31)
  %154 = bitcast i32 %153 to float
  %155 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 16, i32 31)
  %156 = fcmp ogt float %154, %150
  %157 = fcmp oeq float %154, %150
  %158 = icmp slt i32 %155, %151
  %159 = and i1 %157, %158
  %160 = or i1 %156, %159
  %161 = select i1 %160, float %154, float %150
  %162 = select i1 %160, i32 %155, i32 %151
  %163 = bitcast float %161 to i32
  %164 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 8, i32 31)
  %165 = bitcast i32 %164 to float
  %166 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 8, i32 31)
  %167 = fcmp ogt float %165, %161
  %168 = fcmp oeq float %165, %161
  %169 = icmp slt i32 %166, %162
  %170 = and i1 %168, %169
  %171 = or i1 %167, %170
  %172 = select i1 %171, float %165, float %161
  %173 = select i1 %171, i32 %166, i32 %162
  %174 = bitcast float %172 to i32
  %175 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %174, i32 4, i32 31)
  %176 = bitcast i32 %175 to float
  %177 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %173, i32 4, i32 31)
  %178 = fcmp ogt float %176, %172
  %179 = fcmp oeq float %176, %172
  %180 = icmp slt i32 %177, %173
  %181 = and i1 %179, %180
  %182 = or i1 %178, %181
  %183 = select i1 %182, float %176, float %172
  %184 = select i1 %182, i32 %177, i32 %173
  %185 = bitcast float %183 to i32
  %186 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %185, i32 2, i32 31)
  %187 = bitcast i32 %186 to float
  %188 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 2, i32 31)
  %189 = fcmp ogt float %187, %183
  %190 = fcmp oeq float %187, %183
  %191 = icmp slt i32 %188, %184
  %192 = and i1 %190, %191
  %193 = or i1 %189, %192
  %194 = select i1 %193, float %187, float %183
  %195 = select i1 %193, i32 %188, i32 %184
  %196 = bitcast float %194 to i32
  %197 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %196, i32 1, i32 31)
  %198 = bitcast i32 %197 to float
  %199 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 1, i32 31)
  %200 = fcmp ogt float %198, %194
  %201 = fcmp oeq float %198, %194
  %202 = icmp slt i32 %199, %195
  %203 = and i1 %201, %202
  %204 = or i1 %200, %203
  %205 = select i1 %204, float %198, float %194
  %206 = select i1 %204, i32 %199, i32 %195
  %207 = fsub float %205, %52
  %208 = fmul float %207, 0x3FF7154760000000
  %209 = fcmp olt float %208, -1.260000e+02
  %210 = fcmp ogt float %208, 1.270000e+02
  %211 = select i1 %209, float -1.260000e+02, float %208
  %212 = select i1 %210, float 1.270000e+02, float %211
  %213 = fadd float %212, 5.000000e-01
  %214 = call float @llvm.floor.f32(float %213)
  %215 = fsub float %212, %214
  %216 = fmul float 0x3EEFFCBFC0000000, %215
  %217 = fadd float %216, 0x3F24309120000000
  %218 = fmul float %217, %215
  %219 = fadd float %218, 0x3F55D87FE0000000
  %220 = fmul float %219, %215
  %221 = fadd float %220, 0x3F83B2AB60000000
  %222 = fmul float %221, %215
  %223 = fadd float %222, 0x3FAC6B08E0000000
  %224 = fmul float %223, %215
  %225 = fadd float %224, 0x3FCEBFBE00000000
  %226 = fmul float %225, %215
  %227 = fadd float %226, 0x3FE62E4300000000
  %228 = fmul float %227, %215
  %229 = fadd float %228, 1.000000e+00
  %230 = fptosi float %214 to i32
  %231 = add i32 %230, 127
  %232 = shl i32 %231, 23
  %233 = bitcast i32 %232 to float
  %234 = fmul float %229, %233
  %235 = select i1 %209, float 0.000000e+00, float %234
  %236 = select i1 %210, float 0x7FF0000000000000, float %235
  %237 = fcmp uno float %208, %208
  %238 = select i1 %237, float %208, float %236
  %239 = fdiv float %238, %116
  store float %205, ptr %v7, align 4
  store i32 %206, ptr %v8, align 4
  %240 = load float, ptr %v9, align 4
  %241 = fadd float %240, %239
  store float %241, ptr %v9, align 4
  %242 = add i32 %12, %120
  br i1 %117, label %then, label %endif

then:                                             ; preds = %done19
  %243 = sext i32 %242 to i64
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr addrspace(1) %0, i64 %244
  store i32 %206, ptr addrspace(1) %245, align 4
  %246 = sext i32 %242 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %1, i64 %247
  store float %239, ptr addrspace(1) %248, align 4
  br label %endif

endif:                                            ; preds = %then, %done19
  %249 = load i32, ptr %v10, align 4
  %250 = add i32 %249, 1
  store i32 %250, ptr %v10, align 4
  br label %loop11

then20:                                           ; preds = %done13
  store i32 0, ptr %v22, align 4
  br label %loop23

endif21:                                          ; preds = %done25, %done13
  ret void

loop23:                                           ; preds = %body24, %then20
  %251 = load i32, ptr %v22, align 4
  %252 = icmp slt i32 %251, %4
  br i1 %252, label %body24, label %done25

body24:                                           ; preds = %loop23
  %253 = load i32, ptr %v22, align 4
  %254 = add i32 %12, %253
  %255 = sext i32 %254 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %1, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = fdiv float %258, %125
  %260 = sext i32 %254 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %1, i64 %261
  store float %259, ptr addrspace(1) %262, align 4
  %263 = load i32, ptr %v22, align 4
  %264 = add i32 %263, 1
  store i32 %264, ptr %v22, align 4
  br label %loop23

done25:                                           ; preds = %loop23
  br label %endif21
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
