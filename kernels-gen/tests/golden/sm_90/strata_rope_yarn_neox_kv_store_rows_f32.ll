; ModuleID = 'strata_rope_yarn_neox_kv_store_rows_f32'
source_filename = "strata_rope_yarn_neox_kv_store_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_neox_kv_store_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11, float %12, float %13, float %14, float %15) {
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
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = add i32 %23, %24
  %26 = sext i32 %24 to i64
  %27 = mul i32 %6, %8
  %28 = sext i32 %27 to i64
  %29 = mul i64 %26, %28
  %30 = mul i64 %29, 4
  %31 = sext i32 %21 to i64
  %32 = mul i64 %26, %31
  %33 = mul i64 %32, 4
  %34 = getelementptr i8, ptr addrspace(1) %0, i64 %30
  %35 = getelementptr i8, ptr addrspace(1) %1, i64 %33
  %36 = getelementptr i8, ptr addrspace(1) %2, i64 %33
  %37 = sext i32 %25 to i64
  %38 = sext i32 %21 to i64
  %39 = mul i64 %37, %38
  %40 = mul i32 %6, %20
  %41 = icmp slt i32 %19, %40
  %42 = icmp sgt i32 %20, 0
  %43 = and i1 %41, %42
  br i1 %43, label %then, label %endif

then:                                             ; preds = %entry
  %44 = udiv i32 %19, %20
  %45 = urem i32 %19, %20
  %46 = mul i32 %44, %8
  %47 = add i32 %46, %45
  %48 = add i32 %47, %20
  %49 = sitofp i32 %45 to float
  %50 = fmul float %49, %10
  %51 = fcmp olt float %50, -1.260000e+02
  %52 = fcmp ogt float %50, 1.270000e+02
  %53 = select i1 %51, float -1.260000e+02, float %50
  %54 = select i1 %52, float 1.270000e+02, float %53
  %55 = fadd float %54, 5.000000e-01
  %56 = call float @llvm.floor.f32(float %55)
  %57 = fsub float %54, %56
  %58 = fmul float 0x3EEFFCBFC0000000, %57
  %59 = fadd float %58, 0x3F24309120000000
  %60 = fmul float %59, %57
  %61 = fadd float %60, 0x3F55D87FE0000000
  %62 = fmul float %61, %57
  %63 = fadd float %62, 0x3F83B2AB60000000
  %64 = fmul float %63, %57
  %65 = fadd float %64, 0x3FAC6B08E0000000
  %66 = fmul float %65, %57
  %67 = fadd float %66, 0x3FCEBFBE00000000
  %68 = fmul float %67, %57
  %69 = fadd float %68, 0x3FE62E4300000000
  %70 = fmul float %69, %57
  %71 = fadd float %70, 1.000000e+00
  %72 = fptosi float %56 to i32
  %73 = add i32 %72, 127
  %74 = shl i32 %73, 23
  %75 = bitcast i32 %74 to float
  %76 = fmul float %71, %75
  %77 = select i1 %51, float 0.000000e+00, float %76
  %78 = select i1 %52, float 0x7FF0000000000000, float %77
  %79 = fcmp uno float %50, %50
  %80 = select i1 %79, float %50, float %78
  %81 = sitofp i32 %25 to float
  %82 = fmul float %81, %80
  %83 = fmul float %11, %82
  %84 = fsub float %14, %13
  %85 = fcmp ogt float %84, 0x3F50624DE0000000
  %86 = select i1 %85, float %84, float 0x3F50624DE0000000
  %87 = fsub float %49, %13
  %88 = fdiv float %87, %86
  %89 = fcmp ogt float %88, 0.000000e+00
  %90 = select i1 %89, float %88, float 0.000000e+00
  %91 = fcmp ogt float %90, 1.000000e+00
  %92 = select i1 %91, float 1.000000e+00, float %90
  %93 = fsub float 1.000000e+00, %92
  %94 = fmul float %93, %12
  %95 = fsub float 1.000000e+00, %94
  %96 = fmul float %83, %95
  %97 = fmul float %82, %94
  %98 = fadd float %96, %97
  %99 = fmul float %98, 0x3FE45F3060000000
  %100 = fadd float %99, 5.000000e-01
  %101 = call float @llvm.floor.f32(float %100)
  %102 = fmul float %101, 0x3FF921FB60000000
  %103 = fsub float %98, %102
  %104 = fmul float %101, 0xBE6777A5C0000000
  %105 = fsub float %103, %104
  %106 = fmul float %105, %105
  %107 = fmul float 0x3EC71DE3A0000000, %106
  %108 = fadd float %107, 0xBF2A01A020000000
  %109 = fmul float %108, %106
  %110 = fadd float %109, 0x3F81111120000000
  %111 = fmul float %110, %106
  %112 = fadd float %111, 0xBFC5555560000000
  %113 = fmul float %112, %106
  %114 = fadd float %113, 1.000000e+00
  %115 = fmul float %114, %105
  %116 = fmul float 0x3EFA01A020000000, %106
  %117 = fadd float %116, 0xBF56C16C20000000
  %118 = fmul float %117, %106
  %119 = fadd float %118, 0x3FA5555560000000
  %120 = fmul float %119, %106
  %121 = fadd float %120, -5.000000e-01
  %122 = fmul float %121, %106
  %123 = fadd float %122, 1.000000e+00
  %124 = fptosi float %101 to i32
  %125 = and i32 %124, 3
  %126 = and i32 %125, 1
  %127 = icmp ne i32 %126, 0
  %128 = select i1 %127, float %123, float %115
  %129 = select i1 %127, float %115, float %123
  %130 = icmp uge i32 %125, 2
  %131 = add i32 %125, 1
  %132 = and i32 %131, 2
  %133 = icmp eq i32 %132, 2
  %134 = fneg float %128
  %135 = select i1 %130, float %134, float %128
  %136 = fneg float %129
  %137 = select i1 %133, float %136, float %129
  %138 = fmul float %135, %15
  %139 = fmul float %137, %15
  %140 = sext i32 %47 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %34, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = sext i32 %48 to i64
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %34, i64 %145
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = fmul float %143, %139
  %149 = fmul float %147, %138
  %150 = fsub float %148, %149
  %151 = fmul float %143, %138
  %152 = fmul float %147, %139
  %153 = fadd float %151, %152
  %154 = sext i32 %47 to i64
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) %34, i64 %155
  store float %150, ptr addrspace(1) %156, align 4
  %157 = sext i32 %48 to i64
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %34, i64 %158
  store float %153, ptr addrspace(1) %159, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %160 = mul i32 %7, %20
  %161 = icmp slt i32 %19, %160
  %162 = icmp sgt i32 %20, 0
  %163 = and i1 %161, %162
  br i1 %163, label %then1, label %endif2

then1:                                            ; preds = %endif
  %164 = udiv i32 %19, %20
  %165 = urem i32 %19, %20
  %166 = mul i32 %164, %8
  %167 = add i32 %166, %165
  %168 = add i32 %167, %20
  %169 = sitofp i32 %165 to float
  %170 = fmul float %169, %10
  %171 = fcmp olt float %170, -1.260000e+02
  %172 = fcmp ogt float %170, 1.270000e+02
  %173 = select i1 %171, float -1.260000e+02, float %170
  %174 = select i1 %172, float 1.270000e+02, float %173
  %175 = fadd float %174, 5.000000e-01
  %176 = call float @llvm.floor.f32(float %175)
  %177 = fsub float %174, %176
  %178 = fmul float 0x3EEFFCBFC0000000, %177
  %179 = fadd float %178, 0x3F24309120000000
  %180 = fmul float %179, %177
  %181 = fadd float %180, 0x3F55D87FE0000000
  %182 = fmul float %181, %177
  %183 = fadd float %182, 0x3F83B2AB60000000
  %184 = fmul float %183, %177
  %185 = fadd float %184, 0x3FAC6B08E0000000
  %186 = fmul float %185, %177
  %187 = fadd float %186, 0x3FCEBFBE00000000
  %188 = fmul float %187, %177
  %189 = fadd float %188, 0x3FE62E4300000000
  %190 = fmul float %189, %177
  %191 = fadd float %190, 1.000000e+00
  %192 = fptosi float %176 to i32
  %193 = add i32 %192, 127
  %194 = shl i32 %193, 23
  %195 = bitcast i32 %194 to float
  %196 = fmul float %191, %195
  %197 = select i1 %171, float 0.000000e+00, float %196
  %198 = select i1 %172, float 0x7FF0000000000000, float %197
  %199 = fcmp uno float %170, %170
  %200 = select i1 %199, float %170, float %198
  %201 = sitofp i32 %25 to float
  %202 = fmul float %201, %200
  %203 = fmul float %11, %202
  %204 = fsub float %14, %13
  %205 = fcmp ogt float %204, 0x3F50624DE0000000
  %206 = select i1 %205, float %204, float 0x3F50624DE0000000
  %207 = fsub float %169, %13
  %208 = fdiv float %207, %206
  %209 = fcmp ogt float %208, 0.000000e+00
  %210 = select i1 %209, float %208, float 0.000000e+00
  %211 = fcmp ogt float %210, 1.000000e+00
  %212 = select i1 %211, float 1.000000e+00, float %210
  %213 = fsub float 1.000000e+00, %212
  %214 = fmul float %213, %12
  %215 = fsub float 1.000000e+00, %214
  %216 = fmul float %203, %215
  %217 = fmul float %202, %214
  %218 = fadd float %216, %217
  %219 = fmul float %218, 0x3FE45F3060000000
  %220 = fadd float %219, 5.000000e-01
  %221 = call float @llvm.floor.f32(float %220)
  %222 = fmul float %221, 0x3FF921FB60000000
  %223 = fsub float %218, %222
  %224 = fmul float %221, 0xBE6777A5C0000000
  %225 = fsub float %223, %224
  %226 = fmul float %225, %225
  %227 = fmul float 0x3EC71DE3A0000000, %226
  %228 = fadd float %227, 0xBF2A01A020000000
  %229 = fmul float %228, %226
  %230 = fadd float %229, 0x3F81111120000000
  %231 = fmul float %230, %226
  %232 = fadd float %231, 0xBFC5555560000000
  %233 = fmul float %232, %226
  %234 = fadd float %233, 1.000000e+00
  %235 = fmul float %234, %225
  %236 = fmul float 0x3EFA01A020000000, %226
  %237 = fadd float %236, 0xBF56C16C20000000
  %238 = fmul float %237, %226
  %239 = fadd float %238, 0x3FA5555560000000
  %240 = fmul float %239, %226
  %241 = fadd float %240, -5.000000e-01
  %242 = fmul float %241, %226
  %243 = fadd float %242, 1.000000e+00
  %244 = fptosi float %221 to i32
  %245 = and i32 %244, 3
  %246 = and i32 %245, 1
  %247 = icmp ne i32 %246, 0
  %248 = select i1 %247, float %243, float %235
  %249 = select i1 %247, float %235, float %243
  %250 = icmp uge i32 %245, 2
  %251 = add i32 %245, 1
  %252 = and i32 %251, 2
  %253 = icmp eq i32 %252, 2
  %254 = fneg float %248
  %255 = select i1 %250, float %254, float %248
  %256 = fneg float %249
  %257 = select i1 %253, float %256, float %249
  %258 = fmul float %255, %15
  %259 = fmul float %257, %15
  %260 = sext i32 %167 to i64
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %35, i64 %261
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = sext i32 %168 to i64
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %35, i64 %265
  %267 = load float, ptr addrspace(1) %266, align 4
  %268 = fmul float %263, %259
  %269 = fmul float %267, %258
  %270 = fsub float %268, %269
  %271 = fmul float %263, %258
  %272 = fmul float %267, %259
  %273 = fadd float %271, %272
  %274 = sext i32 %167 to i64
  %275 = mul i64 %274, 4
  %276 = getelementptr i8, ptr addrspace(1) %35, i64 %275
  store float %270, ptr addrspace(1) %276, align 4
  %277 = sext i32 %168 to i64
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr addrspace(1) %35, i64 %278
  store float %273, ptr addrspace(1) %279, align 4
  %280 = sext i32 %167 to i64
  %281 = add i64 %39, %280
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %3, i64 %282
  store float %270, ptr addrspace(1) %283, align 4
  %284 = sext i32 %168 to i64
  %285 = add i64 %39, %284
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %3, i64 %286
  store float %273, ptr addrspace(1) %287, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %288 = icmp slt i32 %19, %21
  br i1 %288, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %289 = sext i32 %19 to i64
  %290 = add i64 %39, %289
  %291 = sext i32 %19 to i64
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %36, i64 %292
  %294 = load float, ptr addrspace(1) %293, align 4
  %295 = mul i64 %290, 4
  %296 = getelementptr i8, ptr addrspace(1) %4, i64 %295
  store float %294, ptr addrspace(1) %296, align 4
  %297 = urem i32 %19, %8
  %298 = icmp sge i32 %297, %9
  br i1 %298, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %299 = sext i32 %19 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %35, i64 %300
  %302 = load float, ptr addrspace(1) %301, align 4
  %303 = mul i64 %290, 4
  %304 = getelementptr i8, ptr addrspace(1) %3, i64 %303
  store float %302, ptr addrspace(1) %304, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %then3
  br label %endif4
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

!0 = !{ptr @strata_rope_yarn_neox_kv_store_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_neox_kv_store_rows_f32, !"maxntidx", i32 256}
