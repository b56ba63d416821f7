; ModuleID = 'strata_rope_yarn_norm_qk_rows_f32'
source_filename = "strata_rope_yarn_norm_qk_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_norm_qk_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5, i32 %6, float %7, float %8, float %9, float %10, float %11, float %12) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, 256
  %16 = add i32 %15, %13
  %17 = lshr i32 %6, 1
  %18 = mul i32 %4, %5
  %19 = getelementptr i8, ptr addrspace(1) %2, i64 0
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = add i32 %20, %21
  %23 = sext i32 %21 to i64
  %24 = mul i32 %3, %5
  %25 = sext i32 %24 to i64
  %26 = mul i64 %23, %25
  %27 = mul i64 %26, 4
  %28 = sext i32 %18 to i64
  %29 = mul i64 %23, %28
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) %0, i64 %27
  %32 = getelementptr i8, ptr addrspace(1) %1, i64 %30
  %33 = sext i32 %22 to i64
  %34 = sext i32 %18 to i64
  %35 = mul i64 %33, %34
  %36 = mul i32 %3, %17
  %37 = icmp slt i32 %16, %36
  %38 = icmp sgt i32 %17, 0
  %39 = and i1 %37, %38
  br i1 %39, label %then, label %endif

then:                                             ; preds = %entry
  %40 = udiv i32 %16, %17
  %41 = urem i32 %16, %17
  %42 = mul i32 %40, %5
  %43 = shl i32 %41, 1
  %44 = add i32 %42, %43
  %45 = add i32 %44, 1
  %46 = sitofp i32 %41 to float
  %47 = fmul float %46, %7
  %48 = fcmp olt float %47, -1.260000e+02
  %49 = fcmp ogt float %47, 1.270000e+02
  %50 = select i1 %48, float -1.260000e+02, float %47
  %51 = select i1 %49, float 1.270000e+02, float %50
  %52 = fadd float %51, 5.000000e-01
  %53 = call float @llvm.floor.f32(float %52)
  %54 = fsub float %51, %53
  %55 = fmul float 0x3EEFFCBFC0000000, %54
  %56 = fadd float %55, 0x3F24309120000000
  %57 = fmul float %56, %54
  %58 = fadd float %57, 0x3F55D87FE0000000
  %59 = fmul float %58, %54
  %60 = fadd float %59, 0x3F83B2AB60000000
  %61 = fmul float %60, %54
  %62 = fadd float %61, 0x3FAC6B08E0000000
  %63 = fmul float %62, %54
  %64 = fadd float %63, 0x3FCEBFBE00000000
  %65 = fmul float %64, %54
  %66 = fadd float %65, 0x3FE62E4300000000
  %67 = fmul float %66, %54
  %68 = fadd float %67, 1.000000e+00
  %69 = fptosi float %53 to i32
  %70 = add i32 %69, 127
  %71 = shl i32 %70, 23
  %72 = bitcast i32 %71 to float
  %73 = fmul float %68, %72
  %74 = select i1 %48, float 0.000000e+00, float %73
  %75 = select i1 %49, float 0x7FF0000000000000, float %74
  %76 = fcmp uno float %47, %47
  %77 = select i1 %76, float %47, float %75
  %78 = sitofp i32 %22 to float
  %79 = fmul float %78, %77
  %80 = fmul float %8, %79
  %81 = fsub float %11, %10
  %82 = fcmp ogt float %81, 0x3F50624DE0000000
  %83 = select i1 %82, float %81, float 0x3F50624DE0000000
  %84 = fsub float %46, %10
  %85 = fdiv float %84, %83
  %86 = fcmp ogt float %85, 0.000000e+00
  %87 = select i1 %86, float %85, float 0.000000e+00
  %88 = fcmp ogt float %87, 1.000000e+00
  %89 = select i1 %88, float 1.000000e+00, float %87
  %90 = fsub float 1.000000e+00, %89
  %91 = fmul float %90, %9
  %92 = fsub float 1.000000e+00, %91
  %93 = fmul float %80, %92
  %94 = fmul float %79, %91
  %95 = fadd float %93, %94
  %96 = fmul float %95, 0x3FE45F3060000000
  %97 = fadd float %96, 5.000000e-01
  %98 = call float @llvm.floor.f32(float %97)
  %99 = fmul float %98, 0x3FF921FB60000000
  %100 = fsub float %95, %99
  %101 = fmul float %98, 0xBE6777A5C0000000
  %102 = fsub float %100, %101
  %103 = fmul float %102, %102
  %104 = fmul float 0x3EC71DE3A0000000, %103
  %105 = fadd float %104, 0xBF2A01A020000000
  %106 = fmul float %105, %103
  %107 = fadd float %106, 0x3F81111120000000
  %108 = fmul float %107, %103
  %109 = fadd float %108, 0xBFC5555560000000
  %110 = fmul float %109, %103
  %111 = fadd float %110, 1.000000e+00
  %112 = fmul float %111, %102
  %113 = fmul float 0x3EFA01A020000000, %103
  %114 = fadd float %113, 0xBF56C16C20000000
  %115 = fmul float %114, %103
  %116 = fadd float %115, 0x3FA5555560000000
  %117 = fmul float %116, %103
  %118 = fadd float %117, -5.000000e-01
  %119 = fmul float %118, %103
  %120 = fadd float %119, 1.000000e+00
  %121 = fptosi float %98 to i32
  %122 = and i32 %121, 3
  %123 = and i32 %122, 1
  %124 = icmp ne i32 %123, 0
  %125 = select i1 %124, float %120, float %112
  %126 = select i1 %124, float %112, float %120
  %127 = icmp uge i32 %122, 2
  %128 = add i32 %122, 1
  %129 = and i32 %128, 2
  %130 = icmp eq i32 %129, 2
  %131 = fneg float %125
  %132 = select i1 %127, float %131, float %125
  %133 = fneg float %126
  %134 = select i1 %130, float %133, float %126
  %135 = fmul float %132, %12
  %136 = fmul float %134, %12
  %137 = sext i32 %44 to i64
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(1) %31, i64 %138
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = sext i32 %45 to i64
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %31, i64 %142
  %144 = load float, ptr addrspace(1) %143, align 4
  %145 = fmul float %140, %136
  %146 = fmul float %144, %135
  %147 = fsub float %145, %146
  %148 = fmul float %140, %135
  %149 = fmul float %144, %136
  %150 = fadd float %148, %149
  %151 = sext i32 %44 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %31, i64 %152
  store float %147, ptr addrspace(1) %153, align 4
  %154 = sext i32 %45 to i64
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) %31, i64 %155
  store float %150, ptr addrspace(1) %156, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %157 = mul i32 %4, %17
  %158 = icmp slt i32 %16, %157
  %159 = icmp sgt i32 %17, 0
  %160 = and i1 %158, %159
  br i1 %160, label %then1, label %endif2

then1:                                            ; preds = %endif
  %161 = udiv i32 %16, %17
  %162 = urem i32 %16, %17
  %163 = mul i32 %161, %5
  %164 = shl i32 %162, 1
  %165 = add i32 %163, %164
  %166 = add i32 %165, 1
  %167 = sitofp i32 %162 to float
  %168 = fmul float %167, %7
  %169 = fcmp olt float %168, -1.260000e+02
  %170 = fcmp ogt float %168, 1.270000e+02
  %171 = select i1 %169, float -1.260000e+02, float %168
  %172 = select i1 %170, float 1.270000e+02, float %171
  %173 = fadd float %172, 5.000000e-01
  %174 = call float @llvm.floor.f32(float %173)
  %175 = fsub float %172, %174
  %176 = fmul float 0x3EEFFCBFC0000000, %175
  %177 = fadd float %176, 0x3F24309120000000
  %178 = fmul float %177, %175
  %179 = fadd float %178, 0x3F55D87FE0000000
  %180 = fmul float %179, %175
  %181 = fadd float %180, 0x3F83B2AB60000000
  %182 = fmul float %181, %175
  %183 = fadd float %182, 0x3FAC6B08E0000000
  %184 = fmul float %183, %175
  %185 = fadd float %184, 0x3FCEBFBE00000000
  %186 = fmul float %185, %175
  %187 = fadd float %186, 0x3FE62E4300000000
  %188 = fmul float %187, %175
  %189 = fadd float %188, 1.000000e+00
  %190 = fptosi float %174 to i32
  %191 = add i32 %190, 127
  %192 = shl i32 %191, 23
  %193 = bitcast i32 %192 to float
  %194 = fmul float %189, %193
  %195 = select i1 %169, float 0.000000e+00, float %194
  %196 = select i1 %170, float 0x7FF0000000000000, float %195
  %197 = fcmp uno float %168, %168
  %198 = select i1 %197, float %168, float %196
  %199 = sitofp i32 %22 to float
  %200 = fmul float %199, %198
  %201 = fmul float %8, %200
  %202 = fsub float %11, %10
  %203 = fcmp ogt float %202, 0x3F50624DE0000000
  %204 = select i1 %203, float %202, float 0x3F50624DE0000000
  %205 = fsub float %167, %10
  %206 = fdiv float %205, %204
  %207 = fcmp ogt float %206, 0.000000e+00
  %208 = select i1 %207, float %206, float 0.000000e+00
  %209 = fcmp ogt float %208, 1.000000e+00
  %210 = select i1 %209, float 1.000000e+00, float %208
  %211 = fsub float 1.000000e+00, %210
  %212 = fmul float %211, %9
  %213 = fsub float 1.000000e+00, %212
  %214 = fmul float %201, %213
  %215 = fmul float %200, %212
  %216 = fadd float %214, %215
  %217 = fmul float %216, 0x3FE45F3060000000
  %218 = fadd float %217, 5.000000e-01
  %219 = call float @llvm.floor.f32(float %218)
  %220 = fmul float %219, 0x3FF921FB60000000
  %221 = fsub float %216, %220
  %222 = fmul float %219, 0xBE6777A5C0000000
  %223 = fsub float %221, %222
  %224 = fmul float %223, %223
  %225 = fmul float 0x3EC71DE3A0000000, %224
  %226 = fadd float %225, 0xBF2A01A020000000
  %227 = fmul float %226, %224
  %228 = fadd float %227, 0x3F81111120000000
  %229 = fmul float %228, %224
  %230 = fadd float %229, 0xBFC5555560000000
  %231 = fmul float %230, %224
  %232 = fadd float %231, 1.000000e+00
  %233 = fmul float %232, %223
  %234 = fmul float 0x3EFA01A020000000, %224
  %235 = fadd float %234, 0xBF56C16C20000000
  %236 = fmul float %235, %224
  %237 = fadd float %236, 0x3FA5555560000000
  %238 = fmul float %237, %224
  %239 = fadd float %238, -5.000000e-01
  %240 = fmul float %239, %224
  %241 = fadd float %240, 1.000000e+00
  %242 = fptosi float %219 to i32
  %243 = and i32 %242, 3
  %244 = and i32 %243, 1
  %245 = icmp ne i32 %244, 0
  %246 = select i1 %245, float %241, float %233
  %247 = select i1 %245, float %233, float %241
  %248 = icmp uge i32 %243, 2
  %249 = add i32 %243, 1
  %250 = and i32 %249, 2
  %251 = icmp eq i32 %250, 2
  %252 = fneg float %246
  %253 = select i1 %248, float %252, float %246
  %254 = fneg float %247
  %255 = select i1 %251, float %254, float %247
  %256 = fmul float %253, %12
  %257 = fmul float %255, %12
  %258 = sext i32 %165 to i64
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr addrspace(1) %32, i64 %259
  %261 = load float, ptr addrspace(1) %260, align 4
  %262 = sext i32 %166 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %32, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = fmul float %261, %257
  %267 = fmul float %265, %256
  %268 = fsub float %266, %267
  %269 = fmul float %261, %256
  %270 = fmul float %265, %257
  %271 = fadd float %269, %270
  %272 = sext i32 %165 to i64
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %32, i64 %273
  store float %268, ptr addrspace(1) %274, align 4
  %275 = sext i32 %166 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %32, i64 %276
  store float %271, ptr addrspace(1) %277, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_rope_yarn_norm_qk_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_norm_qk_rows_f32, !"maxntidx", i32 256}
