; ModuleID = 'strata_rope_yarn_norm_kv_store_f32'
source_filename = "strata_rope_yarn_norm_kv_store_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_norm_kv_store_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11, float %12, float %13, float %14, float %15) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, 256
  %19 = add i32 %18, %16
  %20 = lshr i32 %9, 1
  %21 = mul i32 %7, %8
  %22 = getelementptr i8, ptr addrspace(1) %5, i64 0
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = sext i32 %23 to i64
  %25 = sext i32 %21 to i64
  %26 = mul i64 %24, %25
  %27 = mul i32 %6, %20
  %28 = icmp slt i32 %19, %27
  %29 = icmp sgt i32 %20, 0
  %30 = and i1 %28, %29
  br i1 %30, label %then, label %endif

then:                                             ; preds = %entry
  %31 = udiv i32 %19, %20
  %32 = urem i32 %19, %20
  %33 = mul i32 %31, %8
  %34 = shl i32 %32, 1
  %35 = add i32 %33, %34
  %36 = add i32 %35, 1
  %37 = sitofp i32 %32 to float
  %38 = fmul float %37, %10
  %39 = fcmp olt float %38, -1.260000e+02
  %40 = fcmp ogt float %38, 1.270000e+02
  %41 = select i1 %39, float -1.260000e+02, float %38
  %42 = select i1 %40, float 1.270000e+02, float %41
  %43 = fadd float %42, 5.000000e-01
  %44 = call float @llvm.floor.f32(float %43)
  %45 = fsub float %42, %44
  %46 = fmul float 0x3EEFFCBFC0000000, %45
  %47 = fadd float %46, 0x3F24309120000000
  %48 = fmul float %47, %45
  %49 = fadd float %48, 0x3F55D87FE0000000
  %50 = fmul float %49, %45
  %51 = fadd float %50, 0x3F83B2AB60000000
  %52 = fmul float %51, %45
  %53 = fadd float %52, 0x3FAC6B08E0000000
  %54 = fmul float %53, %45
  %55 = fadd float %54, 0x3FCEBFBE00000000
  %56 = fmul float %55, %45
  %57 = fadd float %56, 0x3FE62E4300000000
  %58 = fmul float %57, %45
  %59 = fadd float %58, 1.000000e+00
  %60 = fptosi float %44 to i32
  %61 = add i32 %60, 127
  %62 = shl i32 %61, 23
  %63 = bitcast i32 %62 to float
  %64 = fmul float %59, %63
  %65 = select i1 %39, float 0.000000e+00, float %64
  %66 = select i1 %40, float 0x7FF0000000000000, float %65
  %67 = fcmp uno float %38, %38
  %68 = select i1 %67, float %38, float %66
  %69 = sitofp i32 %23 to float
  %70 = fmul float %69, %68
  %71 = fmul float %11, %70
  %72 = fsub float %14, %13
  %73 = fcmp ogt float %72, 0x3F50624DE0000000
  %74 = select i1 %73, float %72, float 0x3F50624DE0000000
  %75 = fsub float %37, %13
  %76 = fdiv float %75, %74
  %77 = fcmp ogt float %76, 0.000000e+00
  %78 = select i1 %77, float %76, float 0.000000e+00
  %79 = fcmp ogt float %78, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %78
  %81 = fsub float 1.000000e+00, %80
  %82 = fmul float %81, %12
  %83 = fsub float 1.000000e+00, %82
  %84 = fmul float %71, %83
  %85 = fmul float %70, %82
  %86 = fadd float %84, %85
  %87 = fmul float %86, 0x3FE45F3060000000
  %88 = fadd float %87, 5.000000e-01
  %89 = call float @llvm.floor.f32(float %88)
  %90 = fmul float %89, 0x3FF921FB60000000
  %91 = fsub float %86, %90
  %92 = fmul float %89, 0xBE6777A5C0000000
  %93 = fsub float %91, %92
  %94 = fmul float %93, %93
  %95 = fmul float 0x3EC71DE3A0000000, %94
  %96 = fadd float %95, 0xBF2A01A020000000
  %97 = fmul float %96, %94
  %98 = fadd float %97, 0x3F81111120000000
  %99 = fmul float %98, %94
  %100 = fadd float %99, 0xBFC5555560000000
  %101 = fmul float %100, %94
  %102 = fadd float %101, 1.000000e+00
  %103 = fmul float %102, %93
  %104 = fmul float 0x3EFA01A020000000, %94
  %105 = fadd float %104, 0xBF56C16C20000000
  %106 = fmul float %105, %94
  %107 = fadd float %106, 0x3FA5555560000000
  %108 = fmul float %107, %94
  %109 = fadd float %108, -5.000000e-01
  %110 = fmul float %109, %94
  %111 = fadd float %110, 1.000000e+00
  %112 = fptosi float %89 to i32
  %113 = and i32 %112, 3
  %114 = and i32 %113, 1
  %115 = icmp ne i32 %114, 0
  %116 = select i1 %115, float %111, float %103
  %117 = select i1 %115, float %103, float %111
  %118 = icmp uge i32 %113, 2
  %119 = add i32 %113, 1
  %120 = and i32 %119, 2
  %121 = icmp eq i32 %120, 2
  %122 = fneg float %116
  %123 = select i1 %118, float %122, float %116
  %124 = fneg float %117
  %125 = select i1 %121, float %124, float %117
  %126 = fmul float %123, %15
  %127 = fmul float %125, %15
  %128 = sext i32 %35 to i64
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  %131 = load float, ptr addrspace(1) %130, align 4
  %132 = sext i32 %36 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr addrspace(1) %0, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = fmul float %131, %127
  %137 = fmul float %135, %126
  %138 = fsub float %136, %137
  %139 = fmul float %131, %126
  %140 = fmul float %135, %127
  %141 = fadd float %139, %140
  %142 = sext i32 %35 to i64
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %0, i64 %143
  store float %138, ptr addrspace(1) %144, align 4
  %145 = sext i32 %36 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %0, i64 %146
  store float %141, ptr addrspace(1) %147, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %148 = mul i32 %7, %20
  %149 = icmp slt i32 %19, %148
  %150 = icmp sgt i32 %20, 0
  %151 = and i1 %149, %150
  br i1 %151, label %then1, label %endif2

then1:                                            ; preds = %endif
  %152 = udiv i32 %19, %20
  %153 = urem i32 %19, %20
  %154 = mul i32 %152, %8
  %155 = shl i32 %153, 1
  %156 = add i32 %154, %155
  %157 = add i32 %156, 1
  %158 = sitofp i32 %153 to float
  %159 = fmul float %158, %10
  %160 = fcmp olt float %159, -1.260000e+02
  %161 = fcmp ogt float %159, 1.270000e+02
  %162 = select i1 %160, float -1.260000e+02, float %159
  %163 = select i1 %161, float 1.270000e+02, float %162
  %164 = fadd float %163, 5.000000e-01
  %165 = call float @llvm.floor.f32(float %164)
  %166 = fsub float %163, %165
  %167 = fmul float 0x3EEFFCBFC0000000, %166
  %168 = fadd float %167, 0x3F24309120000000
  %169 = fmul float %168, %166
  %170 = fadd float %169, 0x3F55D87FE0000000
  %171 = fmul float %170, %166
  %172 = fadd float %171, 0x3F83B2AB60000000
  %173 = fmul float %172, %166
  %174 = fadd float %173, 0x3FAC6B08E0000000
  %175 = fmul float %174, %166
  %176 = fadd float %175, 0x3FCEBFBE00000000
  %177 = fmul float %176, %166
  %178 = fadd float %177, 0x3FE62E4300000000
  %179 = fmul float %178, %166
  %180 = fadd float %179, 1.000000e+00
  %181 = fptosi float %165 to i32
  %182 = add i32 %181, 127
  %183 = shl i32 %182, 23
  %184 = bitcast i32 %183 to float
  %185 = fmul float %180, %184
  %186 = select i1 %160, float 0.000000e+00, float %185
  %187 = select i1 %161, float 0x7FF0000000000000, float %186
  %188 = fcmp uno float %159, %159
  %189 = select i1 %188, float %159, float %187
  %190 = sitofp i32 %23 to float
  %191 = fmul float %190, %189
  %192 = fmul float %11, %191
  %193 = fsub float %14, %13
  %194 = fcmp ogt float %193, 0x3F50624DE0000000
  %195 = select i1 %194, float %193, float 0x3F50624DE0000000
  %196 = fsub float %158, %13
  %197 = fdiv float %196, %195
  %198 = fcmp ogt float %197, 0.000000e+00
  %199 = select i1 %198, float %197, float 0.000000e+00
  %200 = fcmp ogt float %199, 1.000000e+00
  %201 = select i1 %200, float 1.000000e+00, float %199
  %202 = fsub float 1.000000e+00, %201
  %203 = fmul float %202, %12
  %204 = fsub float 1.000000e+00, %203
  %205 = fmul float %192, %204
  %206 = fmul float %191, %203
  %207 = fadd float %205, %206
  %208 = fmul float %207, 0x3FE45F3060000000
  %209 = fadd float %208, 5.000000e-01
  %210 = call float @llvm.floor.f32(float %209)
  %211 = fmul float %210, 0x3FF921FB60000000
  %212 = fsub float %207, %211
  %213 = fmul float %210, 0xBE6777A5C0000000
  %214 = fsub float %212, %213
  %215 = fmul float %214, %214
  %216 = fmul float 0x3EC71DE3A0000000, %215
  %217 = fadd float %216, 0xBF2A01A020000000
  %218 = fmul float %217, %215
  %219 = fadd float %218, 0x3F81111120000000
  %220 = fmul float %219, %215
  %221 = fadd float %220, 0xBFC5555560000000
  %222 = fmul float %221, %215
  %223 = fadd float %222, 1.000000e+00
  %224 = fmul float %223, %214
  %225 = fmul float 0x3EFA01A020000000, %215
  %226 = fadd float %225, 0xBF56C16C20000000
  %227 = fmul float %226, %215
  %228 = fadd float %227, 0x3FA5555560000000
  %229 = fmul float %228, %215
  %230 = fadd float %229, -5.000000e-01
  %231 = fmul float %230, %215
  %232 = fadd float %231, 1.000000e+00
  %233 = fptosi float %210 to i32
  %234 = and i32 %233, 3
  %235 = and i32 %234, 1
  %236 = icmp ne i32 %235, 0
  %237 = select i1 %236, float %232, float %224
  %238 = select i1 %236, float %224, float %232
  %239 = icmp uge i32 %234, 2
  %240 = add i32 %234, 1
  %241 = and i32 %240, 2
  %242 = icmp eq i32 %241, 2
  %243 = fneg float %237
  %244 = select i1 %239, float %243, float %237
  %245 = fneg float %238
  %246 = select i1 %242, float %245, float %238
  %247 = fmul float %244, %15
  %248 = fmul float %246, %15
  %249 = sext i32 %156 to i64
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %1, i64 %250
  %252 = load float, ptr addrspace(1) %251, align 4
  %253 = sext i32 %157 to i64
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %1, i64 %254
  %256 = load float, ptr addrspace(1) %255, align 4
  %257 = fmul float %252, %248
  %258 = fmul float %256, %247
  %259 = fsub float %257, %258
  %260 = fmul float %252, %247
  %261 = fmul float %256, %248
  %262 = fadd float %260, %261
  %263 = sext i32 %156 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %1, i64 %264
  store float %259, ptr addrspace(1) %265, align 4
  %266 = sext i32 %157 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %1, i64 %267
  store float %262, ptr addrspace(1) %268, align 4
  %269 = sext i32 %156 to i64
  %270 = add i64 %26, %269
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %3, i64 %271
  store float %259, ptr addrspace(1) %272, align 4
  %273 = sext i32 %157 to i64
  %274 = add i64 %26, %273
  %275 = mul i64 %274, 4
  %276 = getelementptr i8, ptr addrspace(1) %3, i64 %275
  store float %262, ptr addrspace(1) %276, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %277 = icmp slt i32 %19, %21
  br i1 %277, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %278 = sext i32 %19 to i64
  %279 = add i64 %26, %278
  %280 = sext i32 %19 to i64
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %2, i64 %281
  %283 = load float, ptr addrspace(1) %282, align 4
  %284 = mul i64 %279, 4
  %285 = getelementptr i8, ptr addrspace(1) %4, i64 %284
  store float %283, ptr addrspace(1) %285, align 4
  %286 = urem i32 %19, %8
  %287 = icmp sge i32 %286, %9
  br i1 %287, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %288 = sext i32 %19 to i64
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %1, i64 %289
  %291 = load float, ptr addrspace(1) %290, align 4
  %292 = mul i64 %279, 4
  %293 = getelementptr i8, ptr addrspace(1) %3, i64 %292
  store float %291, ptr addrspace(1) %293, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %then3
  br label %endif4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_rope_yarn_norm_kv_store_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_norm_kv_store_f32, !"maxntidx", i32 256}
