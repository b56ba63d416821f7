; ModuleID = 'strata_rope_yarn_neox_qk_rows_f32'
source_filename = "strata_rope_yarn_neox_qk_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_neox_qk_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5, i32 %6, float %7, float %8, float %9, float %10, float %11, float %12) {
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
  %43 = add i32 %42, %41
  %44 = add i32 %43, %17
  %45 = sitofp i32 %41 to float
  %46 = fmul float %45, %7
  %47 = fcmp olt float %46, -1.260000e+02
  %48 = fcmp ogt float %46, 1.270000e+02
  %49 = select i1 %47, float -1.260000e+02, float %46
  %50 = select i1 %48, float 1.270000e+02, float %49
  %51 = fadd float %50, 5.000000e-01
  %52 = call float @llvm.floor.f32(float %51)
  %53 = fsub float %50, %52
  %54 = fmul float 0x3EEFFCBFC0000000, %53
  %55 = fadd float %54, 0x3F24309120000000
  %56 = fmul float %55, %53
  %57 = fadd float %56, 0x3F55D87FE0000000
  %58 = fmul float %57, %53
  %59 = fadd float %58, 0x3F83B2AB60000000
  %60 = fmul float %59, %53
  %61 = fadd float %60, 0x3FAC6B08E0000000
  %62 = fmul float %61, %53
  %63 = fadd float %62, 0x3FCEBFBE00000000
  %64 = fmul float %63, %53
  %65 = fadd float %64, 0x3FE62E4300000000
  %66 = fmul float %65, %53
  %67 = fadd float %66, 1.000000e+00
  %68 = fptosi float %52 to i32
  %69 = add i32 %68, 127
  %70 = shl i32 %69, 23
  %71 = bitcast i32 %70 to float
  %72 = fmul float %67, %71
  %73 = select i1 %47, float 0.000000e+00, float %72
  %74 = select i1 %48, float 0x7FF0000000000000, float %73
  %75 = fcmp uno float %46, %46
  %76 = select i1 %75, float %46, float %74
  %77 = sitofp i32 %22 to float
  %78 = fmul float %77, %76
  %79 = fmul float %8, %78
  %80 = fsub float %11, %10
  %81 = fcmp ogt float %80, 0x3F50624DE0000000
  %82 = select i1 %81, float %80, float 0x3F50624DE0000000
  %83 = fsub float %45, %10
  %84 = fdiv float %83, %82
  %85 = fcmp ogt float %84, 0.000000e+00
  %86 = select i1 %85, float %84, float 0.000000e+00
  %87 = fcmp ogt float %86, 1.000000e+00
  %88 = select i1 %87, float 1.000000e+00, float %86
  %89 = fsub float 1.000000e+00, %88
  %90 = fmul float %89, %9
  %91 = fsub float 1.000000e+00, %90
  %92 = fmul float %79, %91
  %93 = fmul float %78, %90
  %94 = fadd float %92, %93
  %95 = fmul float %94, 0x3FE45F3060000000
  %96 = fadd float %95, 5.000000e-01
  %97 = call float @llvm.floor.f32(float %96)
  %98 = fmul float %97, 0x3FF921FB60000000
  %99 = fsub float %94, %98
  %100 = fmul float %97, 0xBE6777A5C0000000
  %101 = fsub float %99, %100
  %102 = fmul float %101, %101
  %103 = fmul float 0x3EC71DE3A0000000, %102
  %104 = fadd float %103, 0xBF2A01A020000000
  %105 = fmul float %104, %102
  %106 = fadd float %105, 0x3F81111120000000
  %107 = fmul float %106, %102
  %108 = fadd float %107, 0xBFC5555560000000
  %109 = fmul float %108, %102
  %110 = fadd float %109, 1.000000e+00
  %111 = fmul float %110, %101
  %112 = fmul float 0x3EFA01A020000000, %102
  %113 = fadd float %112, 0xBF56C16C20000000
  %114 = fmul float %113, %102
  %115 = fadd float %114, 0x3FA5555560000000
  %116 = fmul float %115, %102
  %117 = fadd float %116, -5.000000e-01
  %118 = fmul float %117, %102
  %119 = fadd float %118, 1.000000e+00
  %120 = fptosi float %97 to i32
  %121 = and i32 %120, 3
  %122 = and i32 %121, 1
  %123 = icmp ne i32 %122, 0
  %124 = select i1 %123, float %119, float %111
  %125 = select i1 %123, float %111, float %119
  %126 = icmp uge i32 %121, 2
  %127 = add i32 %121, 1
  %128 = and i32 %127, 2
  %129 = icmp eq i32 %128, 2
  %130 = fneg float %124
  %131 = select i1 %126, float %130, float %124
  %132 = fneg float %125
  %133 = select i1 %129, float %132, float %125
  %134 = fmul float %131, %12
  %135 = fmul float %133, %12
  %136 = sext i32 %43 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %31, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = sext i32 %44 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %31, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = fmul float %139, %135
  %145 = fmul float %143, %134
  %146 = fsub float %144, %145
  %147 = fmul float %139, %134
  %148 = fmul float %143, %135
  %149 = fadd float %147, %148
  %150 = sext i32 %43 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %31, i64 %151
  store float %146, ptr addrspace(1) %152, align 4
  %153 = sext i32 %44 to i64
  %154 = mul i64 %153, 4
  %155 = getelementptr i8, ptr addrspace(1) %31, i64 %154
  store float %149, ptr addrspace(1) %155, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %156 = mul i32 %4, %17
  %157 = icmp slt i32 %16, %156
  %158 = icmp sgt i32 %17, 0
  %159 = and i1 %157, %158
  br i1 %159, label %then1, label %endif2

then1:                                            ; preds = %endif
  %160 = udiv i32 %16, %17
  %161 = urem i32 %16, %17
  %162 = mul i32 %160, %5
  %163 = add i32 %162, %161
  %164 = add i32 %163, %17
  %165 = sitofp i32 %161 to float
  %166 = fmul float %165, %7
  %167 = fcmp olt float %166, -1.260000e+02
  %168 = fcmp ogt float %166, 1.270000e+02
  %169 = select i1 %167, float -1.260000e+02, float %166
  %170 = select i1 %168, float 1.270000e+02, float %169
  %171 = fadd float %170, 5.000000e-01
  %172 = call float @llvm.floor.f32(float %171)
  %173 = fsub float %170, %172
  %174 = fmul float 0x3EEFFCBFC0000000, %173
  %175 = fadd float %174, 0x3F24309120000000
  %176 = fmul float %175, %173
  %177 = fadd float %176, 0x3F55D87FE0000000
  %178 = fmul float %177, %173
  %179 = fadd float %178, 0x3F83B2AB60000000
  %180 = fmul float %179, %173
  %181 = fadd float %180, 0x3FAC6B08E0000000
  %182 = fmul float %181, %173
  %183 = fadd float %182, 0x3FCEBFBE00000000
  %184 = fmul float %183, %173
  %185 = fadd float %184, 0x3FE62E4300000000
  %186 = fmul float %185, %173
  %187 = fadd float %186, 1.000000e+00
  %188 = fptosi float %172 to i32
  %189 = add i32 %188, 127
  %190 = shl i32 %189, 23
  %191 = bitcast i32 %190 to float
  %192 = fmul float %187, %191
  %193 = select i1 %167, float 0.000000e+00, float %192
  %194 = select i1 %168, float 0x7FF0000000000000, float %193
  %195 = fcmp uno float %166, %166
  %196 = select i1 %195, float %166, float %194
  %197 = sitofp i32 %22 to float
  %198 = fmul float %197, %196
  %199 = fmul float %8, %198
  %200 = fsub float %11, %10
  %201 = fcmp ogt float %200, 0x3F50624DE0000000
  %202 = select i1 %201, float %200, float 0x3F50624DE0000000
  %203 = fsub float %165, %10
  %204 = fdiv float %203, %202
  %205 = fcmp ogt float %204, 0.000000e+00
  %206 = select i1 %205, float %204, float 0.000000e+00
  %207 = fcmp ogt float %206, 1.000000e+00
  %208 = select i1 %207, float 1.000000e+00, float %206
  %209 = fsub float 1.000000e+00, %208
  %210 = fmul float %209, %9
  %211 = fsub float 1.000000e+00, %210
  %212 = fmul float %199, %211
  %213 = fmul float %198, %210
  %214 = fadd float %212, %213
  %215 = fmul float %214, 0x3FE45F3060000000
  %216 = fadd float %215, 5.000000e-01
  %217 = call float @llvm.floor.f32(float %216)
  %218 = fmul float %217, 0x3FF921FB60000000
  %219 = fsub float %214, %218
  %220 = fmul float %217, 0xBE6777A5C0000000
  %221 = fsub float %219, %220
  %222 = fmul float %221, %221
  %223 = fmul float 0x3EC71DE3A0000000, %222
  %224 = fadd float %223, 0xBF2A01A020000000
  %225 = fmul float %224, %222
  %226 = fadd float %225, 0x3F81111120000000
  %227 = fmul float %226, %222
  %228 = fadd float %227, 0xBFC5555560000000
  %229 = fmul float %228, %222
  %230 = fadd float %229, 1.000000e+00
  %231 = fmul float %230, %221
  %232 = fmul float 0x3EFA01A020000000, %222
  %233 = fadd float %232, 0xBF56C16C20000000
  %234 = fmul float %233, %222
  %235 = fadd float %234, 0x3FA5555560000000
  %236 = fmul float %235, %222
  %237 = fadd float %236, -5.000000e-01
  %238 = fmul float %237, %222
  %239 = fadd float %238, 1.000000e+00
  %240 = fptosi float %217 to i32
  %241 = and i32 %240, 3
  %242 = and i32 %241, 1
  %243 = icmp ne i32 %242, 0
  %244 = select i1 %243, float %239, float %231
  %245 = select i1 %243, float %231, float %239
  %246 = icmp uge i32 %241, 2
  %247 = add i32 %241, 1
  %248 = and i32 %247, 2
  %249 = icmp eq i32 %248, 2
  %250 = fneg float %244
  %251 = select i1 %246, float %250, float %244
  %252 = fneg float %245
  %253 = select i1 %249, float %252, float %245
  %254 = fmul float %251, %12
  %255 = fmul float %253, %12
  %256 = sext i32 %163 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %32, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = sext i32 %164 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %32, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = fmul float %259, %255
  %265 = fmul float %263, %254
  %266 = fsub float %264, %265
  %267 = fmul float %259, %254
  %268 = fmul float %263, %255
  %269 = fadd float %267, %268
  %270 = sext i32 %163 to i64
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %32, i64 %271
  store float %266, ptr addrspace(1) %272, align 4
  %273 = sext i32 %164 to i64
  %274 = mul i64 %273, 4
  %275 = getelementptr i8, ptr addrspace(1) %32, i64 %274
  store float %269, ptr addrspace(1) %275, align 4
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

!0 = !{ptr @strata_rope_yarn_neox_qk_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_neox_qk_rows_f32, !"maxntidx", i32 256}
