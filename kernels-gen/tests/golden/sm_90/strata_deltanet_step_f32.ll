; ModuleID = 'strata_deltanet_step_f32'
source_filename = "strata_deltanet_step_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_deltanet_step_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, i32 %7, i32 %8, i32 %9, float %10) {
entry:
  %v9 = alloca i32, align 4
  %v8 = alloca float, align 4
  %v4 = alloca i32, align 4
  %v3 = alloca float, align 4
  %v2 = alloca i32, align 4
  %v1 = alloca float, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, 128
  %14 = add i32 %13, %11
  %15 = icmp sgt i32 %7, 0
  %16 = icmp sgt i32 %9, 0
  %17 = and i1 %15, %16
  %18 = mul i32 %8, %9
  %19 = icmp slt i32 %14, %18
  %20 = and i1 %17, %19
  br i1 %20, label %then, label %endif

then:                                             ; preds = %entry
  %21 = udiv i32 %14, %9
  %22 = urem i32 %14, %9
  %23 = urem i32 %21, %7
  %24 = mul i32 %23, %9
  %25 = add i32 %7, %23
  %26 = mul i32 %25, %9
  %27 = add i32 %7, %7
  %28 = add i32 %27, %21
  %29 = mul i32 %28, %9
  %30 = add i32 %29, %22
  %31 = sext i32 %30 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  store float 0.000000e+00, ptr %v, align 4
  store float 0.000000e+00, ptr %v1, align 4
  store i32 0, ptr %v2, align 4
  br label %loop

endif:                                            ; preds = %done12, %entry
  ret void

loop:                                             ; preds = %body, %then
  %35 = load i32, ptr %v2, align 4
  %36 = icmp slt i32 %35, %9
  br i1 %36, label %body, label %done

body:                                             ; preds = %loop
  %37 = load i32, ptr %v2, align 4
  %38 = add i32 %24, %37
  %39 = sext i32 %38 to i64
  %40 = mul i64 %39, 4
  %41 = getelementptr i8, ptr addrspace(1) %2, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = add i32 %26, %37
  %44 = sext i32 %43 to i64
  %45 = mul i64 %44, 4
  %46 = getelementptr i8, ptr addrspace(1) %2, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load float, ptr %v, align 4
  %49 = fmul float %42, %42
  %50 = fadd float %49, %48
  store float %50, ptr %v, align 4
  %51 = load float, ptr %v1, align 4
  %52 = fmul float %47, %47
  %53 = fadd float %52, %51
  store float %53, ptr %v1, align 4
  %54 = load i32, ptr %v2, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %v2, align 4
  br label %loop

done:                                             ; preds = %loop
  %56 = load float, ptr %v, align 4
  %57 = fadd float %56, %10
  %58 = call float @llvm.sqrt.f32(float %57)
  %59 = fdiv float 1.000000e+00, %58
  %60 = load float, ptr %v1, align 4
  %61 = fadd float %60, %10
  %62 = call float @llvm.sqrt.f32(float %61)
  %63 = fdiv float 1.000000e+00, %62
  %64 = sext i32 %21 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) %3, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = sext i32 %21 to i64
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %5, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fadd float %67, %71
  %73 = fmul float %72, 0x3FF7154760000000
  %74 = fcmp olt float %73, -1.260000e+02
  %75 = fcmp ogt float %73, 1.270000e+02
  %76 = select i1 %74, float -1.260000e+02, float %73
  %77 = select i1 %75, float 1.270000e+02, float %76
  %78 = fadd float %77, 5.000000e-01
  %79 = call float @llvm.floor.f32(float %78)
  %80 = fsub float %77, %79
  %81 = fmul float 0x3EEFFCBFC0000000, %80
  %82 = fadd float %81, 0x3F24309120000000
  %83 = fmul float %82, %80
  %84 = fadd float %83, 0x3F55D87FE0000000
  %85 = fmul float %84, %80
  %86 = fadd float %85, 0x3F83B2AB60000000
  %87 = fmul float %86, %80
  %88 = fadd float %87, 0x3FAC6B08E0000000
  %89 = fmul float %88, %80
  %90 = fadd float %89, 0x3FCEBFBE00000000
  %91 = fmul float %90, %80
  %92 = fadd float %91, 0x3FE62E4300000000
  %93 = fmul float %92, %80
  %94 = fadd float %93, 1.000000e+00
  %95 = fptosi float %79 to i32
  %96 = add i32 %95, 127
  %97 = shl i32 %96, 23
  %98 = bitcast i32 %97 to float
  %99 = fmul float %94, %98
  %100 = select i1 %74, float 0.000000e+00, float %99
  %101 = select i1 %75, float 0x7FF0000000000000, float %100
  %102 = fcmp uno float %73, %73
  %103 = select i1 %102, float %73, float %101
  %104 = fadd float 1.000000e+00, %103
  %105 = bitcast float %104 to i32
  %106 = lshr i32 %105, 23
  %107 = sub i32 %106, 127
  %108 = and i32 %105, 8388607
  %109 = or i32 %108, 1065353216
  %110 = bitcast i32 %109 to float
  %111 = fcmp ogt float %110, 0x3FF6A09E60000000
  %112 = fmul float %110, 5.000000e-01
  %113 = select i1 %111, float %112, float %110
  %114 = add i32 %107, 1
  %115 = select i1 %111, i32 %114, i32 %107
  %116 = fsub float %113, 1.000000e+00
  %117 = fadd float %113, 1.000000e+00
  %118 = fdiv float %116, %117
  %119 = fmul float %118, %118
  %120 = fmul float 0x3FB745D180000000, %119
  %121 = fadd float %120, 0x3FBC71C720000000
  %122 = fmul float %121, %119
  %123 = fadd float %122, 0x3FC24924A0000000
  %124 = fmul float %123, %119
  %125 = fadd float %124, 0x3FC99999A0000000
  %126 = fmul float %125, %119
  %127 = fadd float %126, 0x3FD5555560000000
  %128 = fmul float %127, %119
  %129 = fadd float %128, 1.000000e+00
  %130 = fmul float %129, %118
  %131 = fmul float %130, 2.000000e+00
  %132 = sitofp i32 %115 to float
  %133 = fmul float %132, 0x3FE62E4300000000
  %134 = fadd float %133, %131
  %135 = fcmp ogt float %72, 2.000000e+01
  %136 = select i1 %135, float %72, float %134
  %137 = sext i32 %21 to i64
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(1) %6, i64 %138
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = fmul float %136, %140
  %142 = fmul float %141, 0x3FF7154760000000
  %143 = fcmp olt float %142, -1.260000e+02
  %144 = fcmp ogt float %142, 1.270000e+02
  %145 = select i1 %143, float -1.260000e+02, float %142
  %146 = select i1 %144, float 1.270000e+02, float %145
  %147 = fadd float %146, 5.000000e-01
  %148 = call float @llvm.floor.f32(float %147)
  %149 = fsub float %146, %148
  %150 = fmul float 0x3EEFFCBFC0000000, %149
  %151 = fadd float %150, 0x3F24309120000000
  %152 = fmul float %151, %149
  %153 = fadd float %152, 0x3F55D87FE0000000
  %154 = fmul float %153, %149
  %155 = fadd float %154, 0x3F83B2AB60000000
  %156 = fmul float %155, %149
  %157 = fadd float %156, 0x3FAC6B08E0000000
  %158 = fmul float %157, %149
  %159 = fadd float %158, 0x3FCEBFBE00000000
  %160 = fmul float %159, %149
  %161 = fadd float %160, 0x3FE62E4300000000
  %162 = fmul float %161, %149
  %163 = fadd float %162, 1.000000e+00
  %164 = fptosi float %148 to i32
  %165 = add i32 %164, 127
  %166 = shl i32 %165, 23
  %167 = bitcast i32 %166 to float
  %168 = fmul float %163, %167
  %169 = select i1 %143, float 0.000000e+00, float %168
  %170 = select i1 %144, float 0x7FF0000000000000, float %169
  %171 = fcmp uno float %142, %142
  %172 = select i1 %171, float %142, float %170
  %173 = sext i32 %21 to i64
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr addrspace(1) %4, i64 %174
  %176 = load float, ptr addrspace(1) %175, align 4
  %177 = fneg float %176
  %178 = fmul float %177, 0x3FF7154760000000
  %179 = fcmp olt float %178, -1.260000e+02
  %180 = fcmp ogt float %178, 1.270000e+02
  %181 = select i1 %179, float -1.260000e+02, float %178
  %182 = select i1 %180, float 1.270000e+02, float %181
  %183 = fadd float %182, 5.000000e-01
  %184 = call float @llvm.floor.f32(float %183)
  %185 = fsub float %182, %184
  %186 = fmul float 0x3EEFFCBFC0000000, %185
  %187 = fadd float %186, 0x3F24309120000000
  %188 = fmul float %187, %185
  %189 = fadd float %188, 0x3F55D87FE0000000
  %190 = fmul float %189, %185
  %191 = fadd float %190, 0x3F83B2AB60000000
  %192 = fmul float %191, %185
  %193 = fadd float %192, 0x3FAC6B08E0000000
  %194 = fmul float %193, %185
  %195 = fadd float %194, 0x3FCEBFBE00000000
  %196 = fmul float %195, %185
  %197 = fadd float %196, 0x3FE62E4300000000
  %198 = fmul float %197, %185
  %199 = fadd float %198, 1.000000e+00
  %200 = fptosi float %184 to i32
  %201 = add i32 %200, 127
  %202 = shl i32 %201, 23
  %203 = bitcast i32 %202 to float
  %204 = fmul float %199, %203
  %205 = select i1 %179, float 0.000000e+00, float %204
  %206 = select i1 %180, float 0x7FF0000000000000, float %205
  %207 = fcmp uno float %178, %178
  %208 = select i1 %207, float %178, float %206
  %209 = fadd float 1.000000e+00, %208
  %210 = fdiv float 1.000000e+00, %209
  %211 = mul i32 %21, %9
  %212 = add i32 %211, %22
  %213 = mul i32 %212, %9
  store float 0.000000e+00, ptr %v3, align 4
  store i32 0, ptr %v4, align 4
  br label %loop5

loop5:                                            ; preds = %body6, %done
  %214 = load i32, ptr %v4, align 4
  %215 = icmp slt i32 %214, %9
  br i1 %215, label %body6, label %done7

body6:                                            ; preds = %loop5
  %216 = load i32, ptr %v4, align 4
  %217 = add i32 %213, %216
  %218 = sext i32 %217 to i64
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %1, i64 %219
  %221 = load float, ptr addrspace(1) %220, align 4
  %222 = fmul float %221, %172
  %223 = sext i32 %217 to i64
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %1, i64 %224
  store float %222, ptr addrspace(1) %225, align 4
  %226 = add i32 %26, %216
  %227 = sext i32 %226 to i64
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr addrspace(1) %2, i64 %228
  %230 = load float, ptr addrspace(1) %229, align 4
  %231 = fmul float %230, %63
  %232 = load float, ptr %v3, align 4
  %233 = fmul float %222, %231
  %234 = fadd float %232, %233
  store float %234, ptr %v3, align 4
  %235 = load i32, ptr %v4, align 4
  %236 = add i32 %235, 1
  store i32 %236, ptr %v4, align 4
  br label %loop5

done7:                                            ; preds = %loop5
  %237 = load float, ptr %v3, align 4
  %238 = fsub float %34, %237
  %239 = fmul float %238, %210
  store float 0.000000e+00, ptr %v8, align 4
  store i32 0, ptr %v9, align 4
  br label %loop10

loop10:                                           ; preds = %body11, %done7
  %240 = load i32, ptr %v9, align 4
  %241 = icmp slt i32 %240, %9
  br i1 %241, label %body11, label %done12

body11:                                           ; preds = %loop10
  %242 = load i32, ptr %v9, align 4
  %243 = add i32 %213, %242
  %244 = add i32 %26, %242
  %245 = sext i32 %244 to i64
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %2, i64 %246
  %248 = load float, ptr addrspace(1) %247, align 4
  %249 = fmul float %248, %63
  %250 = sext i32 %243 to i64
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %1, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = fmul float %239, %249
  %255 = fadd float %253, %254
  %256 = sext i32 %243 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %1, i64 %257
  store float %255, ptr addrspace(1) %258, align 4
  %259 = add i32 %24, %242
  %260 = sext i32 %259 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %2, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = fmul float %263, %59
  %265 = load float, ptr %v8, align 4
  %266 = fmul float %255, %264
  %267 = fadd float %265, %266
  store float %267, ptr %v8, align 4
  %268 = load i32, ptr %v9, align 4
  %269 = add i32 %268, 1
  store i32 %269, ptr %v9, align 4
  br label %loop10

done12:                                           ; preds = %loop10
  %270 = sitofp i32 %9 to float
  %271 = call float @llvm.sqrt.f32(float %270)
  %272 = fdiv float 1.000000e+00, %271
  %273 = load float, ptr %v8, align 4
  %274 = fmul float %273, %272
  %275 = sext i32 %14 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_deltanet_step_f32, !"kernel", i32 1}
!1 = !{ptr @strata_deltanet_step_f32, !"maxntidx", i32 128}
