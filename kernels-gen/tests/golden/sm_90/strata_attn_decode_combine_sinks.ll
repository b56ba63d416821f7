; ModuleID = 'strata_attn_decode_combine_sinks'
source_filename = "strata_attn_decode_combine_sinks"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_attn_decode_combine_sinks(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, ptr addrspace(1) noalias %5, i32 %6, ptr addrspace(1) noalias %7) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = getelementptr i8, ptr addrspace(1) %5, i64 0
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = icmp sgt i32 %10, 0
  %12 = select i1 %11, i32 %10, i32 0
  %13 = icmp sgt i32 %6, 1
  %14 = select i1 %13, i32 %6, i32 1
  %15 = sub i32 %14, 1
  %16 = add i32 %12, %15
  %17 = udiv i32 %16, %14
  %18 = icmp slt i32 %17, %4
  %19 = select i1 %18, i32 %17, i32 %4
  %20 = sext i32 %8 to i64
  %21 = mul i64 %20, 4
  %22 = getelementptr i8, ptr addrspace(1) %7, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = mul i32 %8, %4
  store float %23, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %26 = load i32, ptr %v1, align 4
  %27 = icmp slt i32 %26, %19
  br i1 %27, label %body, label %done

body:                                             ; preds = %loop
  %28 = load i32, ptr %v1, align 4
  %29 = add i32 %25, %28
  %30 = add i32 %28, 1
  %31 = icmp slt i32 %30, %19
  %32 = select i1 %31, i32 %30, i32 %28
  %33 = add i32 %25, %32
  %34 = add i32 %28, 2
  %35 = icmp slt i32 %34, %19
  %36 = select i1 %35, i32 %34, i32 %28
  %37 = add i32 %25, %36
  %38 = add i32 %28, 3
  %39 = icmp slt i32 %38, %19
  %40 = select i1 %39, i32 %38, i32 %28
  %41 = add i32 %25, %40
  %42 = mul i32 %29, 2
  %43 = sext i32 %42 to i64
  %44 = mul i64 %43, 4
  %45 = getelementptr i8, ptr addrspace(1) %2, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = mul i32 %33, 2
  %48 = sext i32 %47 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %2, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = select i1 %31, float %51, float 0xFFF0000000000000
  %53 = mul i32 %37, 2
  %54 = sext i32 %53 to i64
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %2, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = select i1 %35, float %57, float 0xFFF0000000000000
  %59 = mul i32 %41, 2
  %60 = sext i32 %59 to i64
  %61 = mul i64 %60, 4
  %62 = getelementptr i8, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = select i1 %39, float %63, float 0xFFF0000000000000
  %65 = load float, ptr %v, align 4
  %66 = fcmp ogt float %46, %65
  %67 = select i1 %66, float %46, float %65
  %68 = fcmp ogt float %52, %67
  %69 = select i1 %68, float %52, float %67
  %70 = fcmp ogt float %58, %69
  %71 = select i1 %70, float %58, float %69
  %72 = fcmp ogt float %64, %71
  %73 = select i1 %72, float %64, float %71
  store float %73, ptr %v, align 4
  %74 = load i32, ptr %v1, align 4
  %75 = add i32 %74, 4
  store i32 %75, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %76 = load float, ptr %v, align 4
  %77 = fsub float %23, %76
  %78 = fmul float %77, 0x3FF7154760000000
  %79 = fcmp olt float %78, -1.260000e+02
  %80 = fcmp ogt float %78, 1.270000e+02
  %81 = select i1 %79, float -1.260000e+02, float %78
  %82 = select i1 %80, float 1.270000e+02, float %81
  %83 = fadd float %82, 5.000000e-01
  %84 = call float @llvm.floor.f32(float %83)
  %85 = fsub float %82, %84
  %86 = fmul float 0x3EEFFCBFC0000000, %85
  %87 = fadd float %86, 0x3F24309120000000
  %88 = fmul float %87, %85
  %89 = fadd float %88, 0x3F55D87FE0000000
  %90 = fmul float %89, %85
  %91 = fadd float %90, 0x3F83B2AB60000000
  %92 = fmul float %91, %85
  %93 = fadd float %92, 0x3FAC6B08E0000000
  %94 = fmul float %93, %85
  %95 = fadd float %94, 0x3FCEBFBE00000000
  %96 = fmul float %95, %85
  %97 = fadd float %96, 0x3FE62E4300000000
  %98 = fmul float %97, %85
  %99 = fadd float %98, 1.000000e+00
  %100 = fptosi float %84 to i32
  %101 = add i32 %100, 127
  %102 = shl i32 %101, 23
  %103 = bitcast i32 %102 to float
  %104 = fmul float %99, %103
  %105 = select i1 %79, float 0.000000e+00, float %104
  %106 = select i1 %80, float 0x7FF0000000000000, float %105
  %107 = fcmp uno float %78, %78
  %108 = select i1 %107, float %78, float %106
  store i32 %24, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %done11, %done
  %109 = load i32, ptr %v2, align 4
  %110 = icmp slt i32 %109, %3
  br i1 %110, label %body4, label %done5

body4:                                            ; preds = %loop3
  %111 = load i32, ptr %v2, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

done5:                                            ; preds = %loop3
  ret void

loop9:                                            ; preds = %body10, %body4
  %112 = load i32, ptr %v8, align 4
  %113 = icmp slt i32 %112, %19
  br i1 %113, label %body10, label %done11

body10:                                           ; preds = %loop9
  %114 = load i32, ptr %v8, align 4
  %115 = add i32 %25, %114
  %116 = add i32 %114, 1
  %117 = icmp slt i32 %116, %19
  %118 = select i1 %117, i32 %116, i32 %114
  %119 = add i32 %25, %118
  %120 = add i32 %114, 2
  %121 = icmp slt i32 %120, %19
  %122 = select i1 %121, i32 %120, i32 %114
  %123 = add i32 %25, %122
  %124 = add i32 %114, 3
  %125 = icmp slt i32 %124, %19
  %126 = select i1 %125, i32 %124, i32 %114
  %127 = add i32 %25, %126
  %128 = mul i32 %115, 2
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %2, i64 %130
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = add i32 %128, 1
  %134 = sext i32 %133 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %2, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = mul i32 %115, %3
  %139 = add i32 %138, %111
  %140 = sext i32 %139 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %1, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = mul i32 %119, 2
  %145 = sext i32 %144 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %2, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = add i32 %144, 1
  %150 = sext i32 %149 to i64
  %151 = mul i64 %150, 4
  %152 = getelementptr i8, ptr addrspace(1) %2, i64 %151
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = mul i32 %119, %3
  %155 = add i32 %154, %111
  %156 = sext i32 %155 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %1, i64 %157
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = mul i32 %123, 2
  %161 = sext i32 %160 to i64
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr addrspace(1) %2, i64 %162
  %164 = load float, ptr addrspace(1) %163, align 4
  %165 = add i32 %160, 1
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %2, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = mul i32 %123, %3
  %171 = add i32 %170, %111
  %172 = sext i32 %171 to i64
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %1, i64 %173
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = mul i32 %127, 2
  %177 = sext i32 %176 to i64
  %178 = mul i64 %177, 4
  %179 = getelementptr i8, ptr addrspace(1) %2, i64 %178
  %180 = load float, ptr addrspace(1) %179, align 4
  %181 = add i32 %176, 1
  %182 = sext i32 %181 to i64
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) %2, i64 %183
  %185 = load float, ptr addrspace(1) %184, align 4
  %186 = mul i32 %127, %3
  %187 = add i32 %186, %111
  %188 = sext i32 %187 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %1, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = load float, ptr %v7, align 4
  %193 = load float, ptr %v6, align 4
  %194 = fsub float %132, %76
  %195 = fmul float %194, 0x3FF7154760000000
  %196 = fcmp olt float %195, -1.260000e+02
  %197 = fcmp ogt float %195, 1.270000e+02
  %198 = select i1 %196, float -1.260000e+02, float %195
  %199 = select i1 %197, float 1.270000e+02, float %198
  %200 = fadd float %199, 5.000000e-01
  %201 = call float @llvm.floor.f32(float %200)
  %202 = fsub float %199, %201
  %203 = fmul float 0x3EEFFCBFC0000000, %202
  %204 = fadd float %203, 0x3F24309120000000
  %205 = fmul float %204, %202
  %206 = fadd float %205, 0x3F55D87FE0000000
  %207 = fmul float %206, %202
  %208 = fadd float %207, 0x3F83B2AB60000000
  %209 = fmul float %208, %202
  %210 = fadd float %209, 0x3FAC6B08E0000000
  %211 = fmul float %210, %202
  %212 = fadd float %211, 0x3FCEBFBE00000000
  %213 = fmul float %212, %202
  %214 = fadd float %213, 0x3FE62E4300000000
  %215 = fmul float %214, %202
  %216 = fadd float %215, 1.000000e+00
  %217 = fptosi float %201 to i32
  %218 = add i32 %217, 127
  %219 = shl i32 %218, 23
  %220 = bitcast i32 %219 to float
  %221 = fmul float %216, %220
  %222 = select i1 %196, float 0.000000e+00, float %221
  %223 = select i1 %197, float 0x7FF0000000000000, float %222
  %224 = fcmp uno float %195, %195
  %225 = select i1 %224, float %195, float %223
  %226 = fcmp oeq float %132, 0xFFF0000000000000
  %227 = select i1 %226, float 0.000000e+00, float %225
  %228 = fmul float %227, %137
  %229 = fadd float %228, %192
  %230 = fmul float %227, %143
  %231 = fadd float %230, %193
  %232 = fsub float %148, %76
  %233 = fmul float %232, 0x3FF7154760000000
  %234 = fcmp olt float %233, -1.260000e+02
  %235 = fcmp ogt float %233, 1.270000e+02
  %236 = select i1 %234, float -1.260000e+02, float %233
  %237 = select i1 %235, float 1.270000e+02, float %236
  %238 = fadd float %237, 5.000000e-01
  %239 = call float @llvm.floor.f32(float %238)
  %240 = fsub float %237, %239
  %241 = fmul float 0x3EEFFCBFC0000000, %240
  %242 = fadd float %241, 0x3F24309120000000
  %243 = fmul float %242, %240
  %244 = fadd float %243, 0x3F55D87FE0000000
  %245 = fmul float %244, %240
  %246 = fadd float %245, 0x3F83B2AB60000000
  %247 = fmul float %246, %240
  %248 = fadd float %247, 0x3FAC6B08E0000000
  %249 = fmul float %248, %240
  %250 = fadd float %249, 0x3FCEBFBE00000000
  %251 = fmul float %250, %240
  %252 = fadd float %251, 0x3FE62E4300000000
  %253 = fmul float %252, %240
  %254 = fadd float %253, 1.000000e+00
  %255 = fptosi float %239 to i32
  %256 = add i32 %255, 127
  %257 = shl i32 %256, 23
  %258 = bitcast i32 %257 to float
  %259 = fmul float %254, %258
  %260 = select i1 %234, float 0.000000e+00, float %259
  %261 = select i1 %235, float 0x7FF0000000000000, float %260
  %262 = fcmp uno float %233, %233
  %263 = select i1 %262, float %233, float %261
  %264 = fcmp oeq float %148, 0xFFF0000000000000
  %265 = select i1 %264, float 0.000000e+00, float %263
  %266 = select i1 %117, float %265, float 0.000000e+00
  %267 = fmul float %266, %153
  %268 = fadd float %267, %229
  %269 = fmul float %266, %159
  %270 = fadd float %269, %231
  %271 = fsub float %164, %76
  %272 = fmul float %271, 0x3FF7154760000000
  %273 = fcmp olt float %272, -1.260000e+02
  %274 = fcmp ogt float %272, 1.270000e+02
  %275 = select i1 %273, float -1.260000e+02, float %272
  %276 = select i1 %274, float 1.270000e+02, float %275
  %277 = fadd float %276, 5.000000e-01
  %278 = call float @llvm.floor.f32(float %277)
  %279 = fsub float %276, %278
  %280 = fmul float 0x3EEFFCBFC0000000, %279
  %281 = fadd float %280, 0x3F24309120000000
  %282 = fmul float %281, %279
  %283 = fadd float %282, 0x3F55D87FE0000000
  %284 = fmul float %283, %279
  %285 = fadd float %284, 0x3F83B2AB60000000
  %286 = fmul float %285, %279
  %287 = fadd float %286, 0x3FAC6B08E0000000
  %288 = fmul float %287, %279
  %289 = fadd float %288, 0x3FCEBFBE00000000
  %290 = fmul float %289, %279
  %291 = fadd float %290, 0x3FE62E4300000000
  %292 = fmul float %291, %279
  %293 = fadd float %292, 1.000000e+00
  %294 = fptosi float %278 to i32
  %295 = add i32 %294, 127
  %296 = shl i32 %295, 23
  %297 = bitcast i32 %296 to float
  %298 = fmul float %293, %297
  %299 = select i1 %273, float 0.000000e+00, float %298
  %300 = select i1 %274, float 0x7FF0000000000000, float %299
  %301 = fcmp uno float %272, %272
  %302 = select i1 %301, float %272, float %300
  %303 = fcmp oeq float %164, 0xFFF0000000000000
  %304 = select i1 %303, float 0.000000e+00, float %302
  %305 = select i1 %121, float %304, float 0.000000e+00
  %306 = fmul float %305, %169
  %307 = fadd float %306, %268
  %308 = fmul float %305, %175
  %309 = fadd float %308, %270
  %310 = fsub float %180, %76
  %311 = fmul float %310, 0x3FF7154760000000
  %312 = fcmp olt float %311, -1.260000e+02
  %313 = fcmp ogt float %311, 1.270000e+02
  %314 = select i1 %312, float -1.260000e+02, float %311
  %315 = select i1 %313, float 1.270000e+02, float %314
  %316 = fadd float %315, 5.000000e-01
  %317 = call float @llvm.floor.f32(float %316)
  %318 = fsub float %315, %317
  %319 = fmul float 0x3EEFFCBFC0000000, %318
  %320 = fadd float %319, 0x3F24309120000000
  %321 = fmul float %320, %318
  %322 = fadd float %321, 0x3F55D87FE0000000
  %323 = fmul float %322, %318
  %324 = fadd float %323, 0x3F83B2AB60000000
  %325 = fmul float %324, %318
  %326 = fadd float %325, 0x3FAC6B08E0000000
  %327 = fmul float %326, %318
  %328 = fadd float %327, 0x3FCEBFBE00000000
  %329 = fmul float %328, %318
  %330 = fadd float %329, 0x3FE62E4300000000
  %331 = fmul float %330, %318
  %332 = fadd float %331, 1.000000e+00
  %333 = fptosi float %317 to i32
  %334 = add i32 %333, 127
  %335 = shl i32 %334, 23
  %336 = bitcast i32 %335 to float
  %337 = fmul float %332, %336
  %338 = select i1 %312, float 0.000000e+00, float %337
  %339 = select i1 %313, float 0x7FF0000000000000, float %338
  %340 = fcmp uno float %311, %311
  %341 = select i1 %340, float %311, float %339
  %342 = fcmp oeq float %180, 0xFFF0000000000000
  %343 = select i1 %342, float 0.000000e+00, float %341
  %344 = select i1 %125, float %343, float 0.000000e+00
  %345 = fmul float %344, %185
  %346 = fadd float %345, %307
  %347 = fmul float %344, %191
  %348 = fadd float %347, %309
  store float %346, ptr %v7, align 4
  store float %348, ptr %v6, align 4
  %349 = load i32, ptr %v8, align 4
  %350 = add i32 %349, 4
  store i32 %350, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %351 = load float, ptr %v7, align 4
  %352 = fadd float %351, %108
  %353 = load float, ptr %v6, align 4
  %354 = fdiv float %353, %352
  %355 = mul i32 %8, %3
  %356 = add i32 %355, %111
  %357 = sext i32 %356 to i64
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %0, i64 %358
  store float %354, ptr addrspace(1) %359, align 4
  %360 = load i32, ptr %v2, align 4
  %361 = add i32 %360, 128
  store i32 %361, ptr %v2, align 4
  br label %loop3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_decode_combine_sinks, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_combine_sinks, !"maxntidx", i32 128}
