; ModuleID = 'strata_rope_yarn_neox_kv_store_f32'
source_filename = "strata_rope_yarn_neox_kv_store_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_neox_kv_store_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11, float %12, float %13, float %14, float %15) {
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
  %34 = add i32 %33, %32
  %35 = add i32 %34, %20
  %36 = sitofp i32 %32 to float
  %37 = fmul float %36, %10
  %38 = fcmp olt float %37, -1.260000e+02
  %39 = fcmp ogt float %37, 1.270000e+02
  %40 = select i1 %38, float -1.260000e+02, float %37
  %41 = select i1 %39, float 1.270000e+02, float %40
  %42 = fadd float %41, 5.000000e-01
  %43 = call float @llvm.floor.f32(float %42)
  %44 = fsub float %41, %43
  %45 = fmul float 0x3EEFFCBFC0000000, %44
  %46 = fadd float %45, 0x3F24309120000000
  %47 = fmul float %46, %44
  %48 = fadd float %47, 0x3F55D87FE0000000
  %49 = fmul float %48, %44
  %50 = fadd float %49, 0x3F83B2AB60000000
  %51 = fmul float %50, %44
  %52 = fadd float %51, 0x3FAC6B08E0000000
  %53 = fmul float %52, %44
  %54 = fadd float %53, 0x3FCEBFBE00000000
  %55 = fmul float %54, %44
  %56 = fadd float %55, 0x3FE62E4300000000
  %57 = fmul float %56, %44
  %58 = fadd float %57, 1.000000e+00
  %59 = fptosi float %43 to i32
  %60 = add i32 %59, 127
  %61 = shl i32 %60, 23
  %62 = bitcast i32 %61 to float
  %63 = fmul float %58, %62
  %64 = select i1 %38, float 0.000000e+00, float %63
  %65 = select i1 %39, float 0x7FF0000000000000, float %64
  %66 = fcmp uno float %37, %37
  %67 = select i1 %66, float %37, float %65
  %68 = sitofp i32 %23 to float
  %69 = fmul float %68, %67
  %70 = fmul float %11, %69
  %71 = fsub float %14, %13
  %72 = fcmp ogt float %71, 0x3F50624DE0000000
  %73 = select i1 %72, float %71, float 0x3F50624DE0000000
  %74 = fsub float %36, %13
  %75 = fdiv float %74, %73
  %76 = fcmp ogt float %75, 0.000000e+00
  %77 = select i1 %76, float %75, float 0.000000e+00
  %78 = fcmp ogt float %77, 1.000000e+00
  %79 = select i1 %78, float 1.000000e+00, float %77
  %80 = fsub float 1.000000e+00, %79
  %81 = fmul float %80, %12
  %82 = fsub float 1.000000e+00, %81
  %83 = fmul float %70, %82
  %84 = fmul float %69, %81
  %85 = fadd float %83, %84
  %86 = fmul float %85, 0x3FE45F3060000000
  %87 = fadd float %86, 5.000000e-01
  %88 = call float @llvm.floor.f32(float %87)
  %89 = fmul float %88, 0x3FF921FB60000000
  %90 = fsub float %85, %89
  %91 = fmul float %88, 0xBE6777A5C0000000
  %92 = fsub float %90, %91
  %93 = fmul float %92, %92
  %94 = fmul float 0x3EC71DE3A0000000, %93
  %95 = fadd float %94, 0xBF2A01A020000000
  %96 = fmul float %95, %93
  %97 = fadd float %96, 0x3F81111120000000
  %98 = fmul float %97, %93
  %99 = fadd float %98, 0xBFC5555560000000
  %100 = fmul float %99, %93
  %101 = fadd float %100, 1.000000e+00
  %102 = fmul float %101, %92
  %103 = fmul float 0x3EFA01A020000000, %93
  %104 = fadd float %103, 0xBF56C16C20000000
  %105 = fmul float %104, %93
  %106 = fadd float %105, 0x3FA5555560000000
  %107 = fmul float %106, %93
  %108 = fadd float %107, -5.000000e-01
  %109 = fmul float %108, %93
  %110 = fadd float %109, 1.000000e+00
  %111 = fptosi float %88 to i32
  %112 = and i32 %111, 3
  %113 = and i32 %112, 1
  %114 = icmp ne i32 %113, 0
  %115 = select i1 %114, float %110, float %102
  %116 = select i1 %114, float %102, float %110
  %117 = icmp uge i32 %112, 2
  %118 = add i32 %112, 1
  %119 = and i32 %118, 2
  %120 = icmp eq i32 %119, 2
  %121 = fneg float %115
  %122 = select i1 %117, float %121, float %115
  %123 = fneg float %116
  %124 = select i1 %120, float %123, float %116
  %125 = fmul float %122, %15
  %126 = fmul float %124, %15
  %127 = sext i32 %34 to i64
  %128 = mul i64 %127, 4
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = sext i32 %35 to i64
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr addrspace(1) %0, i64 %132
  %134 = load float, ptr addrspace(1) %133, align 4
  %135 = fmul float %130, %126
  %136 = fmul float %134, %125
  %137 = fsub float %135, %136
  %138 = fmul float %130, %125
  %139 = fmul float %134, %126
  %140 = fadd float %138, %139
  %141 = sext i32 %34 to i64
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %0, i64 %142
  store float %137, ptr addrspace(1) %143, align 4
  %144 = sext i32 %35 to i64
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  store float %140, ptr addrspace(1) %146, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %147 = mul i32 %7, %20
  %148 = icmp slt i32 %19, %147
  %149 = icmp sgt i32 %20, 0
  %150 = and i1 %148, %149
  br i1 %150, label %then1, label %endif2

then1:                                            ; preds = %endif
  %151 = udiv i32 %19, %20
  %152 = urem i32 %19, %20
  %153 = mul i32 %151, %8
  %154 = add i32 %153, %152
  %155 = add i32 %154, %20
  %156 = sitofp i32 %152 to float
  %157 = fmul float %156, %10
  %158 = fcmp olt float %157, -1.260000e+02
  %159 = fcmp ogt float %157, 1.270000e+02
  %160 = select i1 %158, float -1.260000e+02, float %157
  %161 = select i1 %159, float 1.270000e+02, float %160
  %162 = fadd float %161, 5.000000e-01
  %163 = call float @llvm.floor.f32(float %162)
  %164 = fsub float %161, %163
  %165 = fmul float 0x3EEFFCBFC0000000, %164
  %166 = fadd float %165, 0x3F24309120000000
  %167 = fmul float %166, %164
  %168 = fadd float %167, 0x3F55D87FE0000000
  %169 = fmul float %168, %164
  %170 = fadd float %169, 0x3F83B2AB60000000
  %171 = fmul float %170, %164
  %172 = fadd float %171, 0x3FAC6B08E0000000
  %173 = fmul float %172, %164
  %174 = fadd float %173, 0x3FCEBFBE00000000
  %175 = fmul float %174, %164
  %176 = fadd float %175, 0x3FE62E4300000000
  %177 = fmul float %176, %164
  %178 = fadd float %177, 1.000000e+00
  %179 = fptosi float %163 to i32
  %180 = add i32 %179, 127
  %181 = shl i32 %180, 23
  %182 = bitcast i32 %181 to float
  %183 = fmul float %178, %182
  %184 = select i1 %158, float 0.000000e+00, float %183
  %185 = select i1 %159, float 0x7FF0000000000000, float %184
  %186 = fcmp uno float %157, %157
  %187 = select i1 %186, float %157, float %185
  %188 = sitofp i32 %23 to float
  %189 = fmul float %188, %187
  %190 = fmul float %11, %189
  %191 = fsub float %14, %13
  %192 = fcmp ogt float %191, 0x3F50624DE0000000
  %193 = select i1 %192, float %191, float 0x3F50624DE0000000
  %194 = fsub float %156, %13
  %195 = fdiv float %194, %193
  %196 = fcmp ogt float %195, 0.000000e+00
  %197 = select i1 %196, float %195, float 0.000000e+00
  %198 = fcmp ogt float %197, 1.000000e+00
  %199 = select i1 %198, float 1.000000e+00, float %197
  %200 = fsub float 1.000000e+00, %199
  %201 = fmul float %200, %12
  %202 = fsub float 1.000000e+00, %201
  %203 = fmul float %190, %202
  %204 = fmul float %189, %201
  %205 = fadd float %203, %204
  %206 = fmul float %205, 0x3FE45F3060000000
  %207 = fadd float %206, 5.000000e-01
  %208 = call float @llvm.floor.f32(float %207)
  %209 = fmul float %208, 0x3FF921FB60000000
  %210 = fsub float %205, %209
  %211 = fmul float %208, 0xBE6777A5C0000000
  %212 = fsub float %210, %211
  %213 = fmul float %212, %212
  %214 = fmul float 0x3EC71DE3A0000000, %213
  %215 = fadd float %214, 0xBF2A01A020000000
  %216 = fmul float %215, %213
  %217 = fadd float %216, 0x3F81111120000000
  %218 = fmul float %217, %213
  %219 = fadd float %218, 0xBFC5555560000000
  %220 = fmul float %219, %213
  %221 = fadd float %220, 1.000000e+00
  %222 = fmul float %221, %212
  %223 = fmul float 0x3EFA01A020000000, %213
  %224 = fadd float %223, 0xBF56C16C20000000
  %225 = fmul float %224, %213
  %226 = fadd float %225, 0x3FA5555560000000
  %227 = fmul float %226, %213
  %228 = fadd float %227, -5.000000e-01
  %229 = fmul float %228, %213
  %230 = fadd float %229, 1.000000e+00
  %231 = fptosi float %208 to i32
  %232 = and i32 %231, 3
  %233 = and i32 %232, 1
  %234 = icmp ne i32 %233, 0
  %235 = select i1 %234, float %230, float %222
  %236 = select i1 %234, float %222, float %230
  %237 = icmp uge i32 %232, 2
  %238 = add i32 %232, 1
  %239 = and i32 %238, 2
  %240 = icmp eq i32 %239, 2
  %241 = fneg float %235
  %242 = select i1 %237, float %241, float %235
  %243 = fneg float %236
  %244 = select i1 %240, float %243, float %236
  %245 = fmul float %242, %15
  %246 = fmul float %244, %15
  %247 = sext i32 %154 to i64
  %248 = mul i64 %247, 4
  %249 = getelementptr i8, ptr addrspace(1) %1, i64 %248
  %250 = load float, ptr addrspace(1) %249, align 4
  %251 = sext i32 %155 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %1, i64 %252
  %254 = load float, ptr addrspace(1) %253, align 4
  %255 = fmul float %250, %246
  %256 = fmul float %254, %245
  %257 = fsub float %255, %256
  %258 = fmul float %250, %245
  %259 = fmul float %254, %246
  %260 = fadd float %258, %259
  %261 = sext i32 %154 to i64
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(1) %1, i64 %262
  store float %257, ptr addrspace(1) %263, align 4
  %264 = sext i32 %155 to i64
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %1, i64 %265
  store float %260, ptr addrspace(1) %266, align 4
  %267 = sext i32 %154 to i64
  %268 = add i64 %26, %267
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr addrspace(1) %3, i64 %269
  store float %257, ptr addrspace(1) %270, align 4
  %271 = sext i32 %155 to i64
  %272 = add i64 %26, %271
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %3, i64 %273
  store float %260, ptr addrspace(1) %274, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %275 = icmp slt i32 %19, %21
  br i1 %275, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %276 = sext i32 %19 to i64
  %277 = add i64 %26, %276
  %278 = sext i32 %19 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %2, i64 %279
  %281 = load float, ptr addrspace(1) %280, align 4
  %282 = mul i64 %277, 4
  %283 = getelementptr i8, ptr addrspace(1) %4, i64 %282
  store float %281, ptr addrspace(1) %283, align 4
  %284 = urem i32 %19, %8
  %285 = icmp sge i32 %284, %9
  br i1 %285, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %286 = sext i32 %19 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %1, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = mul i64 %277, 4
  %291 = getelementptr i8, ptr addrspace(1) %3, i64 %290
  store float %289, ptr addrspace(1) %291, align 4
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

!0 = !{ptr @strata_rope_yarn_neox_kv_store_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_neox_kv_store_f32, !"maxntidx", i32 256}
