; ModuleID = 'strata_attn_decode_combine'
source_filename = "strata_attn_decode_combine"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_attn_decode_combine(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, ptr addrspace(1) noalias %5, i32 %6) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = getelementptr i8, ptr addrspace(1) %5, i64 0
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = icmp sgt i32 %9, 0
  %11 = select i1 %10, i32 %9, i32 0
  %12 = icmp sgt i32 %6, 1
  %13 = select i1 %12, i32 %6, i32 1
  %14 = sub i32 %13, 1
  %15 = add i32 %11, %14
  %16 = udiv i32 %15, %13
  %17 = icmp slt i32 %16, %4
  %18 = select i1 %17, i32 %16, i32 %4
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = mul i32 %7, %4
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %21 = load i32, ptr %v1, align 4
  %22 = icmp slt i32 %21, %18
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr %v1, align 4
  %24 = add i32 %20, %23
  %25 = add i32 %23, 1
  %26 = icmp slt i32 %25, %18
  %27 = select i1 %26, i32 %25, i32 %23
  %28 = add i32 %20, %27
  %29 = add i32 %23, 2
  %30 = icmp slt i32 %29, %18
  %31 = select i1 %30, i32 %29, i32 %23
  %32 = add i32 %20, %31
  %33 = add i32 %23, 3
  %34 = icmp slt i32 %33, %18
  %35 = select i1 %34, i32 %33, i32 %23
  %36 = add i32 %20, %35
  %37 = mul i32 %24, 2
  %38 = sext i32 %37 to i64
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %2, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = mul i32 %28, 2
  %43 = sext i32 %42 to i64
  %44 = mul i64 %43, 4
  %45 = getelementptr i8, ptr addrspace(1) %2, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = select i1 %26, float %46, float 0xFFF0000000000000
  %48 = mul i32 %32, 2
  %49 = sext i32 %48 to i64
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = select i1 %30, float %52, float 0xFFF0000000000000
  %54 = mul i32 %36, 2
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = select i1 %34, float %58, float 0xFFF0000000000000
  %60 = load float, ptr %v, align 4
  %61 = fcmp ogt float %41, %60
  %62 = select i1 %61, float %41, float %60
  %63 = fcmp ogt float %47, %62
  %64 = select i1 %63, float %47, float %62
  %65 = fcmp ogt float %53, %64
  %66 = select i1 %65, float %53, float %64
  %67 = fcmp ogt float %59, %66
  %68 = select i1 %67, float %59, float %66
  store float %68, ptr %v, align 4
  %69 = load i32, ptr %v1, align 4
  %70 = add i32 %69, 4
  store i32 %70, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %71 = load float, ptr %v, align 4
  store i32 %19, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %done11, %done
  %72 = load i32, ptr %v2, align 4
  %73 = icmp slt i32 %72, %3
  br i1 %73, label %body4, label %done5

body4:                                            ; preds = %loop3
  %74 = load i32, ptr %v2, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

done5:                                            ; preds = %loop3
  ret void

loop9:                                            ; preds = %body10, %body4
  %75 = load i32, ptr %v8, align 4
  %76 = icmp slt i32 %75, %18
  br i1 %76, label %body10, label %done11

body10:                                           ; preds = %loop9
  %77 = load i32, ptr %v8, align 4
  %78 = add i32 %20, %77
  %79 = add i32 %77, 1
  %80 = icmp slt i32 %79, %18
  %81 = select i1 %80, i32 %79, i32 %77
  %82 = add i32 %20, %81
  %83 = add i32 %77, 2
  %84 = icmp slt i32 %83, %18
  %85 = select i1 %84, i32 %83, i32 %77
  %86 = add i32 %20, %85
  %87 = add i32 %77, 3
  %88 = icmp slt i32 %87, %18
  %89 = select i1 %88, i32 %87, i32 %77
  %90 = add i32 %20, %89
  %91 = mul i32 %78, 2
  %92 = sext i32 %91 to i64
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %2, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = add i32 %91, 1
  %97 = sext i32 %96 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %2, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = mul i32 %78, %3
  %102 = add i32 %101, %74
  %103 = sext i32 %102 to i64
  %104 = mul i64 %103, 4
  %105 = getelementptr i8, ptr addrspace(1) %1, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = mul i32 %82, 2
  %108 = sext i32 %107 to i64
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr addrspace(1) %2, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = add i32 %107, 1
  %113 = sext i32 %112 to i64
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %2, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = mul i32 %82, %3
  %118 = add i32 %117, %74
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %1, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = mul i32 %86, 2
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %2, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = add i32 %123, 1
  %129 = sext i32 %128 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %2, i64 %130
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = mul i32 %86, %3
  %134 = add i32 %133, %74
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %1, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4
  %139 = mul i32 %90, 2
  %140 = sext i32 %139 to i64
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %2, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = add i32 %139, 1
  %145 = sext i32 %144 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %2, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = mul i32 %90, %3
  %150 = add i32 %149, %74
  %151 = sext i32 %150 to i64
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %1, i64 %152
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = load float, ptr %v7, align 4
  %156 = load float, ptr %v6, align 4
  %157 = fsub float %95, %71
  %158 = fmul float %157, 0x3FF7154760000000
  %159 = fcmp olt float %158, -1.260000e+02
  %160 = fcmp ogt float %158, 1.270000e+02
  %161 = select i1 %159, float -1.260000e+02, float %158
  %162 = select i1 %160, float 1.270000e+02, float %161
  %163 = fadd float %162, 5.000000e-01
  %164 = call float @llvm.floor.f32(float %163)
  %165 = fsub float %162, %164
  %166 = fmul float 0x3EEFFCBFC0000000, %165
  %167 = fadd float %166, 0x3F24309120000000
  %168 = fmul float %167, %165
  %169 = fadd float %168, 0x3F55D87FE0000000
  %170 = fmul float %169, %165
  %171 = fadd float %170, 0x3F83B2AB60000000
  %172 = fmul float %171, %165
  %173 = fadd float %172, 0x3FAC6B08E0000000
  %174 = fmul float %173, %165
  %175 = fadd float %174, 0x3FCEBFBE00000000
  %176 = fmul float %175, %165
  %177 = fadd float %176, 0x3FE62E4300000000
  %178 = fmul float %177, %165
  %179 = fadd float %178, 1.000000e+00
  %180 = fptosi float %164 to i32
  %181 = add i32 %180, 127
  %182 = shl i32 %181, 23
  %183 = bitcast i32 %182 to float
  %184 = fmul float %179, %183
  %185 = select i1 %159, float 0.000000e+00, float %184
  %186 = select i1 %160, float 0x7FF0000000000000, float %185
  %187 = fcmp uno float %158, %158
  %188 = select i1 %187, float %158, float %186
  %189 = fcmp oeq float %95, 0xFFF0000000000000
  %190 = select i1 %189, float 0.000000e+00, float %188
  %191 = fmul float %190, %100
  %192 = fadd float %191, %155
  %193 = fmul float %190, %106
  %194 = fadd float %193, %156
  %195 = fsub float %111, %71
  %196 = fmul float %195, 0x3FF7154760000000
  %197 = fcmp olt float %196, -1.260000e+02
  %198 = fcmp ogt float %196, 1.270000e+02
  %199 = select i1 %197, float -1.260000e+02, float %196
  %200 = select i1 %198, float 1.270000e+02, float %199
  %201 = fadd float %200, 5.000000e-01
  %202 = call float @llvm.floor.f32(float %201)
  %203 = fsub float %200, %202
  %204 = fmul float 0x3EEFFCBFC0000000, %203
  %205 = fadd float %204, 0x3F24309120000000
  %206 = fmul float %205, %203
  %207 = fadd float %206, 0x3F55D87FE0000000
  %208 = fmul float %207, %203
  %209 = fadd float %208, 0x3F83B2AB60000000
  %210 = fmul float %209, %203
  %211 = fadd float %210, 0x3FAC6B08E0000000
  %212 = fmul float %211, %203
  %213 = fadd float %212, 0x3FCEBFBE00000000
  %214 = fmul float %213, %203
  %215 = fadd float %214, 0x3FE62E4300000000
  %216 = fmul float %215, %203
  %217 = fadd float %216, 1.000000e+00
  %218 = fptosi float %202 to i32
  %219 = add i32 %218, 127
  %220 = shl i32 %219, 23
  %221 = bitcast i32 %220 to float
  %222 = fmul float %217, %221
  %223 = select i1 %197, float 0.000000e+00, float %222
  %224 = select i1 %198, float 0x7FF0000000000000, float %223
  %225 = fcmp uno float %196, %196
  %226 = select i1 %225, float %196, float %224
  %227 = fcmp oeq float %111, 0xFFF0000000000000
  %228 = select i1 %227, float 0.000000e+00, float %226
  %229 = select i1 %80, float %228, float 0.000000e+00
  %230 = fmul float %229, %116
  %231 = fadd float %230, %192
  %232 = fmul float %229, %122
  %233 = fadd float %232, %194
  %234 = fsub float %127, %71
  %235 = fmul float %234, 0x3FF7154760000000
  %236 = fcmp olt float %235, -1.260000e+02
  %237 = fcmp ogt float %235, 1.270000e+02
  %238 = select i1 %236, float -1.260000e+02, float %235
  %239 = select i1 %237, float 1.270000e+02, float %238
  %240 = fadd float %239, 5.000000e-01
  %241 = call float @llvm.floor.f32(float %240)
  %242 = fsub float %239, %241
  %243 = fmul float 0x3EEFFCBFC0000000, %242
  %244 = fadd float %243, 0x3F24309120000000
  %245 = fmul float %244, %242
  %246 = fadd float %245, 0x3F55D87FE0000000
  %247 = fmul float %246, %242
  %248 = fadd float %247, 0x3F83B2AB60000000
  %249 = fmul float %248, %242
  %250 = fadd float %249, 0x3FAC6B08E0000000
  %251 = fmul float %250, %242
  %252 = fadd float %251, 0x3FCEBFBE00000000
  %253 = fmul float %252, %242
  %254 = fadd float %253, 0x3FE62E4300000000
  %255 = fmul float %254, %242
  %256 = fadd float %255, 1.000000e+00
  %257 = fptosi float %241 to i32
  %258 = add i32 %257, 127
  %259 = shl i32 %258, 23
  %260 = bitcast i32 %259 to float
  %261 = fmul float %256, %260
  %262 = select i1 %236, float 0.000000e+00, float %261
  %263 = select i1 %237, float 0x7FF0000000000000, float %262
  %264 = fcmp uno float %235, %235
  %265 = select i1 %264, float %235, float %263
  %266 = fcmp oeq float %127, 0xFFF0000000000000
  %267 = select i1 %266, float 0.000000e+00, float %265
  %268 = select i1 %84, float %267, float 0.000000e+00
  %269 = fmul float %268, %132
  %270 = fadd float %269, %231
  %271 = fmul float %268, %138
  %272 = fadd float %271, %233
  %273 = fsub float %143, %71
  %274 = fmul float %273, 0x3FF7154760000000
  %275 = fcmp olt float %274, -1.260000e+02
  %276 = fcmp ogt float %274, 1.270000e+02
  %277 = select i1 %275, float -1.260000e+02, float %274
  %278 = select i1 %276, float 1.270000e+02, float %277
  %279 = fadd float %278, 5.000000e-01
  %280 = call float @llvm.floor.f32(float %279)
  %281 = fsub float %278, %280
  %282 = fmul float 0x3EEFFCBFC0000000, %281
  %283 = fadd float %282, 0x3F24309120000000
  %284 = fmul float %283, %281
  %285 = fadd float %284, 0x3F55D87FE0000000
  %286 = fmul float %285, %281
  %287 = fadd float %286, 0x3F83B2AB60000000
  %288 = fmul float %287, %281
  %289 = fadd float %288, 0x3FAC6B08E0000000
  %290 = fmul float %289, %281
  %291 = fadd float %290, 0x3FCEBFBE00000000
  %292 = fmul float %291, %281
  %293 = fadd float %292, 0x3FE62E4300000000
  %294 = fmul float %293, %281
  %295 = fadd float %294, 1.000000e+00
  %296 = fptosi float %280 to i32
  %297 = add i32 %296, 127
  %298 = shl i32 %297, 23
  %299 = bitcast i32 %298 to float
  %300 = fmul float %295, %299
  %301 = select i1 %275, float 0.000000e+00, float %300
  %302 = select i1 %276, float 0x7FF0000000000000, float %301
  %303 = fcmp uno float %274, %274
  %304 = select i1 %303, float %274, float %302
  %305 = fcmp oeq float %143, 0xFFF0000000000000
  %306 = select i1 %305, float 0.000000e+00, float %304
  %307 = select i1 %88, float %306, float 0.000000e+00
  %308 = fmul float %307, %148
  %309 = fadd float %308, %270
  %310 = fmul float %307, %154
  %311 = fadd float %310, %272
  store float %309, ptr %v7, align 4
  store float %311, ptr %v6, align 4
  %312 = load i32, ptr %v8, align 4
  %313 = add i32 %312, 4
  store i32 %313, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %314 = load float, ptr %v6, align 4
  %315 = load float, ptr %v7, align 4
  %316 = fdiv float %314, %315
  %317 = mul i32 %7, %3
  %318 = add i32 %317, %74
  %319 = sext i32 %318 to i64
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr addrspace(1) %0, i64 %320
  store float %316, ptr addrspace(1) %321, align 4
  %322 = load i32, ptr %v2, align 4
  %323 = add i32 %322, 128
  store i32 %323, ptr %v2, align 4
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

!0 = !{ptr @strata_attn_decode_combine, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_combine, !"maxntidx", i32 128}
