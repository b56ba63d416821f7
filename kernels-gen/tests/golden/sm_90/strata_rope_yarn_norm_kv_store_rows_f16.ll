; ModuleID = 'strata_rope_yarn_norm_kv_store_rows_f16'
source_filename = "strata_rope_yarn_norm_kv_store_rows_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_norm_kv_store_rows_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11, float %12, float %13, float %14, float %15) {
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
  %47 = shl i32 %45, 1
  %48 = add i32 %46, %47
  %49 = add i32 %48, 1
  %50 = sitofp i32 %45 to float
  %51 = fmul float %50, %10
  %52 = fcmp olt float %51, -1.260000e+02
  %53 = fcmp ogt float %51, 1.270000e+02
  %54 = select i1 %52, float -1.260000e+02, float %51
  %55 = select i1 %53, float 1.270000e+02, float %54
  %56 = fadd float %55, 5.000000e-01
  %57 = call float @llvm.floor.f32(float %56)
  %58 = fsub float %55, %57
  %59 = fmul float 0x3EEFFCBFC0000000, %58
  %60 = fadd float %59, 0x3F24309120000000
  %61 = fmul float %60, %58
  %62 = fadd float %61, 0x3F55D87FE0000000
  %63 = fmul float %62, %58
  %64 = fadd float %63, 0x3F83B2AB60000000
  %65 = fmul float %64, %58
  %66 = fadd float %65, 0x3FAC6B08E0000000
  %67 = fmul float %66, %58
  %68 = fadd float %67, 0x3FCEBFBE00000000
  %69 = fmul float %68, %58
  %70 = fadd float %69, 0x3FE62E4300000000
  %71 = fmul float %70, %58
  %72 = fadd float %71, 1.000000e+00
  %73 = fptosi float %57 to i32
  %74 = add i32 %73, 127
  %75 = shl i32 %74, 23
  %76 = bitcast i32 %75 to float
  %77 = fmul float %72, %76
  %78 = select i1 %52, float 0.000000e+00, float %77
  %79 = select i1 %53, float 0x7FF0000000000000, float %78
  %80 = fcmp uno float %51, %51
  %81 = select i1 %80, float %51, float %79
  %82 = sitofp i32 %25 to float
  %83 = fmul float %82, %81
  %84 = fmul float %11, %83
  %85 = fsub float %14, %13
  %86 = fcmp ogt float %85, 0x3F50624DE0000000
  %87 = select i1 %86, float %85, float 0x3F50624DE0000000
  %88 = fsub float %50, %13
  %89 = fdiv float %88, %87
  %90 = fcmp ogt float %89, 0.000000e+00
  %91 = select i1 %90, float %89, float 0.000000e+00
  %92 = fcmp ogt float %91, 1.000000e+00
  %93 = select i1 %92, float 1.000000e+00, float %91
  %94 = fsub float 1.000000e+00, %93
  %95 = fmul float %94, %12
  %96 = fsub float 1.000000e+00, %95
  %97 = fmul float %84, %96
  %98 = fmul float %83, %95
  %99 = fadd float %97, %98
  %100 = fmul float %99, 0x3FE45F3060000000
  %101 = fadd float %100, 5.000000e-01
  %102 = call float @llvm.floor.f32(float %101)
  %103 = fmul float %102, 0x3FF921FB60000000
  %104 = fsub float %99, %103
  %105 = fmul float %102, 0xBE6777A5C0000000
  %106 = fsub float %104, %105
  %107 = fmul float %106, %106
  %108 = fmul float 0x3EC71DE3A0000000, %107
  %109 = fadd float %108, 0xBF2A01A020000000
  %110 = fmul float %109, %107
  %111 = fadd float %110, 0x3F81111120000000
  %112 = fmul float %111, %107
  %113 = fadd float %112, 0xBFC5555560000000
  %114 = fmul float %113, %107
  %115 = fadd float %114, 1.000000e+00
  %116 = fmul float %115, %106
  %117 = fmul float 0x3EFA01A020000000, %107
  %118 = fadd float %117, 0xBF56C16C20000000
  %119 = fmul float %118, %107
  %120 = fadd float %119, 0x3FA5555560000000
  %121 = fmul float %120, %107
  %122 = fadd float %121, -5.000000e-01
  %123 = fmul float %122, %107
  %124 = fadd float %123, 1.000000e+00
  %125 = fptosi float %102 to i32
  %126 = and i32 %125, 3
  %127 = and i32 %126, 1
  %128 = icmp ne i32 %127, 0
  %129 = select i1 %128, float %124, float %116
  %130 = select i1 %128, float %116, float %124
  %131 = icmp uge i32 %126, 2
  %132 = add i32 %126, 1
  %133 = and i32 %132, 2
  %134 = icmp eq i32 %133, 2
  %135 = fneg float %129
  %136 = select i1 %131, float %135, float %129
  %137 = fneg float %130
  %138 = select i1 %134, float %137, float %130
  %139 = fmul float %136, %15
  %140 = fmul float %138, %15
  %141 = sext i32 %48 to i64
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr addrspace(1) %34, i64 %142
  %144 = load float, ptr addrspace(1) %143, align 4
  %145 = sext i32 %49 to i64
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %34, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = fmul float %144, %140
  %150 = fmul float %148, %139
  %151 = fsub float %149, %150
  %152 = fmul float %144, %139
  %153 = fmul float %148, %140
  %154 = fadd float %152, %153
  %155 = sext i32 %48 to i64
  %156 = mul i64 %155, 4
  %157 = getelementptr i8, ptr addrspace(1) %34, i64 %156
  store float %151, ptr addrspace(1) %157, align 4
  %158 = sext i32 %49 to i64
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr addrspace(1) %34, i64 %159
  store float %154, ptr addrspace(1) %160, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %161 = mul i32 %7, %20
  %162 = icmp slt i32 %19, %161
  %163 = icmp sgt i32 %20, 0
  %164 = and i1 %162, %163
  br i1 %164, label %then1, label %endif2

then1:                                            ; preds = %endif
  %165 = udiv i32 %19, %20
  %166 = urem i32 %19, %20
  %167 = mul i32 %165, %8
  %168 = shl i32 %166, 1
  %169 = add i32 %167, %168
  %170 = add i32 %169, 1
  %171 = sitofp i32 %166 to float
  %172 = fmul float %171, %10
  %173 = fcmp olt float %172, -1.260000e+02
  %174 = fcmp ogt float %172, 1.270000e+02
  %175 = select i1 %173, float -1.260000e+02, float %172
  %176 = select i1 %174, float 1.270000e+02, float %175
  %177 = fadd float %176, 5.000000e-01
  %178 = call float @llvm.floor.f32(float %177)
  %179 = fsub float %176, %178
  %180 = fmul float 0x3EEFFCBFC0000000, %179
  %181 = fadd float %180, 0x3F24309120000000
  %182 = fmul float %181, %179
  %183 = fadd float %182, 0x3F55D87FE0000000
  %184 = fmul float %183, %179
  %185 = fadd float %184, 0x3F83B2AB60000000
  %186 = fmul float %185, %179
  %187 = fadd float %186, 0x3FAC6B08E0000000
  %188 = fmul float %187, %179
  %189 = fadd float %188, 0x3FCEBFBE00000000
  %190 = fmul float %189, %179
  %191 = fadd float %190, 0x3FE62E4300000000
  %192 = fmul float %191, %179
  %193 = fadd float %192, 1.000000e+00
  %194 = fptosi float %178 to i32
  %195 = add i32 %194, 127
  %196 = shl i32 %195, 23
  %197 = bitcast i32 %196 to float
  %198 = fmul float %193, %197
  %199 = select i1 %173, float 0.000000e+00, float %198
  %200 = select i1 %174, float 0x7FF0000000000000, float %199
  %201 = fcmp uno float %172, %172
  %202 = select i1 %201, float %172, float %200
  %203 = sitofp i32 %25 to float
  %204 = fmul float %203, %202
  %205 = fmul float %11, %204
  %206 = fsub float %14, %13
  %207 = fcmp ogt float %206, 0x3F50624DE0000000
  %208 = select i1 %207, float %206, float 0x3F50624DE0000000
  %209 = fsub float %171, %13
  %210 = fdiv float %209, %208
  %211 = fcmp ogt float %210, 0.000000e+00
  %212 = select i1 %211, float %210, float 0.000000e+00
  %213 = fcmp ogt float %212, 1.000000e+00
  %214 = select i1 %213, float 1.000000e+00, float %212
  %215 = fsub float 1.000000e+00, %214
  %216 = fmul float %215, %12
  %217 = fsub float 1.000000e+00, %216
  %218 = fmul float %205, %217
  %219 = fmul float %204, %216
  %220 = fadd float %218, %219
  %221 = fmul float %220, 0x3FE45F3060000000
  %222 = fadd float %221, 5.000000e-01
  %223 = call float @llvm.floor.f32(float %222)
  %224 = fmul float %223, 0x3FF921FB60000000
  %225 = fsub float %220, %224
  %226 = fmul float %223, 0xBE6777A5C0000000
  %227 = fsub float %225, %226
  %228 = fmul float %227, %227
  %229 = fmul float 0x3EC71DE3A0000000, %228
  %230 = fadd float %229, 0xBF2A01A020000000
  %231 = fmul float %230, %228
  %232 = fadd float %231, 0x3F81111120000000
  %233 = fmul float %232, %228
  %234 = fadd float %233, 0xBFC5555560000000
  %235 = fmul float %234, %228
  %236 = fadd float %235, 1.000000e+00
  %237 = fmul float %236, %227
  %238 = fmul float 0x3EFA01A020000000, %228
  %239 = fadd float %238, 0xBF56C16C20000000
  %240 = fmul float %239, %228
  %241 = fadd float %240, 0x3FA5555560000000
  %242 = fmul float %241, %228
  %243 = fadd float %242, -5.000000e-01
  %244 = fmul float %243, %228
  %245 = fadd float %244, 1.000000e+00
  %246 = fptosi float %223 to i32
  %247 = and i32 %246, 3
  %248 = and i32 %247, 1
  %249 = icmp ne i32 %248, 0
  %250 = select i1 %249, float %245, float %237
  %251 = select i1 %249, float %237, float %245
  %252 = icmp uge i32 %247, 2
  %253 = add i32 %247, 1
  %254 = and i32 %253, 2
  %255 = icmp eq i32 %254, 2
  %256 = fneg float %250
  %257 = select i1 %252, float %256, float %250
  %258 = fneg float %251
  %259 = select i1 %255, float %258, float %251
  %260 = fmul float %257, %15
  %261 = fmul float %259, %15
  %262 = sext i32 %169 to i64
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr addrspace(1) %35, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = sext i32 %170 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %35, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = fmul float %265, %261
  %271 = fmul float %269, %260
  %272 = fsub float %270, %271
  %273 = fmul float %265, %260
  %274 = fmul float %269, %261
  %275 = fadd float %273, %274
  %276 = sext i32 %169 to i64
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %35, i64 %277
  store float %272, ptr addrspace(1) %278, align 4
  %279 = sext i32 %170 to i64
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %35, i64 %280
  store float %275, ptr addrspace(1) %281, align 4
  %282 = sext i32 %169 to i64
  %283 = add i64 %39, %282
  %284 = mul i64 %283, 2
  %285 = getelementptr i8, ptr addrspace(1) %3, i64 %284
  %286 = fptrunc float %272 to half
  %287 = bitcast half %286 to i16
  store i16 %287, ptr addrspace(1) %285, align 2
  %288 = sext i32 %170 to i64
  %289 = add i64 %39, %288
  %290 = mul i64 %289, 2
  %291 = getelementptr i8, ptr addrspace(1) %3, i64 %290
  %292 = fptrunc float %275 to half
  %293 = bitcast half %292 to i16
  store i16 %293, ptr addrspace(1) %291, align 2
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %294 = icmp slt i32 %19, %21
  br i1 %294, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %295 = sext i32 %19 to i64
  %296 = add i64 %39, %295
  %297 = sext i32 %19 to i64
  %298 = mul i64 %297, 4
  %299 = getelementptr i8, ptr addrspace(1) %36, i64 %298
  %300 = load float, ptr addrspace(1) %299, align 4
  %301 = mul i64 %296, 2
  %302 = getelementptr i8, ptr addrspace(1) %4, i64 %301
  %303 = fptrunc float %300 to half
  %304 = bitcast half %303 to i16
  store i16 %304, ptr addrspace(1) %302, align 2
  %305 = urem i32 %19, %8
  %306 = icmp sge i32 %305, %9
  br i1 %306, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %307 = sext i32 %19 to i64
  %308 = mul i64 %307, 4
  %309 = getelementptr i8, ptr addrspace(1) %35, i64 %308
  %310 = load float, ptr addrspace(1) %309, align 4
  %311 = mul i64 %296, 2
  %312 = getelementptr i8, ptr addrspace(1) %3, i64 %311
  %313 = fptrunc float %310 to half
  %314 = bitcast half %313 to i16
  store i16 %314, ptr addrspace(1) %312, align 2
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

!0 = !{ptr @strata_rope_yarn_norm_kv_store_rows_f16, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_norm_kv_store_rows_f16, !"maxntidx", i32 256}
