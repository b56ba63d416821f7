; ModuleID = 'strata_rope_norm_kv_store_rows_f16'
source_filename = "strata_rope_norm_kv_store_rows_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_norm_kv_store_rows_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, 256
  %15 = add i32 %14, %12
  %16 = lshr i32 %9, 1
  %17 = mul i32 %7, %8
  %18 = getelementptr i8, ptr addrspace(1) %5, i64 0
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = add i32 %19, %20
  %22 = sext i32 %20 to i64
  %23 = mul i32 %6, %8
  %24 = sext i32 %23 to i64
  %25 = mul i64 %22, %24
  %26 = mul i64 %25, 4
  %27 = sext i32 %17 to i64
  %28 = mul i64 %22, %27
  %29 = mul i64 %28, 4
  %30 = getelementptr i8, ptr addrspace(1) %0, i64 %26
  %31 = getelementptr i8, ptr addrspace(1) %1, i64 %29
  %32 = getelementptr i8, ptr addrspace(1) %2, i64 %29
  %33 = sext i32 %21 to i64
  %34 = sext i32 %17 to i64
  %35 = mul i64 %33, %34
  %36 = mul i32 %6, %16
  %37 = icmp slt i32 %15, %36
  %38 = icmp sgt i32 %16, 0
  %39 = and i1 %37, %38
  br i1 %39, label %then, label %endif

then:                                             ; preds = %entry
  %40 = udiv i32 %15, %16
  %41 = urem i32 %15, %16
  %42 = mul i32 %40, %8
  %43 = shl i32 %41, 1
  %44 = add i32 %42, %43
  %45 = add i32 %44, 1
  %46 = sitofp i32 %41 to float
  %47 = fmul float %46, %10
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
  %78 = sitofp i32 %21 to float
  %79 = fmul float %11, %78
  %80 = fmul float %79, %77
  %81 = fmul float %80, 0x3FE45F3060000000
  %82 = fadd float %81, 5.000000e-01
  %83 = call float @llvm.floor.f32(float %82)
  %84 = fmul float %83, 0x3FF921FB60000000
  %85 = fsub float %80, %84
  %86 = fmul float %83, 0xBE6777A5C0000000
  %87 = fsub float %85, %86
  %88 = fmul float %87, %87
  %89 = fmul float 0x3EC71DE3A0000000, %88
  %90 = fadd float %89, 0xBF2A01A020000000
  %91 = fmul float %90, %88
  %92 = fadd float %91, 0x3F81111120000000
  %93 = fmul float %92, %88
  %94 = fadd float %93, 0xBFC5555560000000
  %95 = fmul float %94, %88
  %96 = fadd float %95, 1.000000e+00
  %97 = fmul float %96, %87
  %98 = fmul float 0x3EFA01A020000000, %88
  %99 = fadd float %98, 0xBF56C16C20000000
  %100 = fmul float %99, %88
  %101 = fadd float %100, 0x3FA5555560000000
  %102 = fmul float %101, %88
  %103 = fadd float %102, -5.000000e-01
  %104 = fmul float %103, %88
  %105 = fadd float %104, 1.000000e+00
  %106 = fptosi float %83 to i32
  %107 = and i32 %106, 3
  %108 = and i32 %107, 1
  %109 = icmp ne i32 %108, 0
  %110 = select i1 %109, float %105, float %97
  %111 = select i1 %109, float %97, float %105
  %112 = icmp uge i32 %107, 2
  %113 = add i32 %107, 1
  %114 = and i32 %113, 2
  %115 = icmp eq i32 %114, 2
  %116 = fneg float %110
  %117 = select i1 %112, float %116, float %110
  %118 = fneg float %111
  %119 = select i1 %115, float %118, float %111
  %120 = sext i32 %44 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %30, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = sext i32 %45 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %30, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = fmul float %123, %119
  %129 = fmul float %127, %117
  %130 = fsub float %128, %129
  %131 = fmul float %123, %117
  %132 = fmul float %127, %119
  %133 = fadd float %131, %132
  %134 = sext i32 %44 to i64
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %30, i64 %135
  store float %130, ptr addrspace(1) %136, align 4
  %137 = sext i32 %45 to i64
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(1) %30, i64 %138
  store float %133, ptr addrspace(1) %139, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %140 = mul i32 %7, %16
  %141 = icmp slt i32 %15, %140
  %142 = icmp sgt i32 %16, 0
  %143 = and i1 %141, %142
  br i1 %143, label %then1, label %endif2

then1:                                            ; preds = %endif
  %144 = udiv i32 %15, %16
  %145 = urem i32 %15, %16
  %146 = mul i32 %144, %8
  %147 = shl i32 %145, 1
  %148 = add i32 %146, %147
  %149 = add i32 %148, 1
  %150 = sitofp i32 %145 to float
  %151 = fmul float %150, %10
  %152 = fcmp olt float %151, -1.260000e+02
  %153 = fcmp ogt float %151, 1.270000e+02
  %154 = select i1 %152, float -1.260000e+02, float %151
  %155 = select i1 %153, float 1.270000e+02, float %154
  %156 = fadd float %155, 5.000000e-01
  %157 = call float @llvm.floor.f32(float %156)
  %158 = fsub float %155, %157
  %159 = fmul float 0x3EEFFCBFC0000000, %158
  %160 = fadd float %159, 0x3F24309120000000
  %161 = fmul float %160, %158
  %162 = fadd float %161, 0x3F55D87FE0000000
  %163 = fmul float %162, %158
  %164 = fadd float %163, 0x3F83B2AB60000000
  %165 = fmul float %164, %158
  %166 = fadd float %165, 0x3FAC6B08E0000000
  %167 = fmul float %166, %158
  %168 = fadd float %167, 0x3FCEBFBE00000000
  %169 = fmul float %168, %158
  %170 = fadd float %169, 0x3FE62E4300000000
  %171 = fmul float %170, %158
  %172 = fadd float %171, 1.000000e+00
  %173 = fptosi float %157 to i32
  %174 = add i32 %173, 127
  %175 = shl i32 %174, 23
  %176 = bitcast i32 %175 to float
  %177 = fmul float %172, %176
  %178 = select i1 %152, float 0.000000e+00, float %177
  %179 = select i1 %153, float 0x7FF0000000000000, float %178
  %180 = fcmp uno float %151, %151
  %181 = select i1 %180, float %151, float %179
  %182 = sitofp i32 %21 to float
  %183 = fmul float %11, %182
  %184 = fmul float %183, %181
  %185 = fmul float %184, 0x3FE45F3060000000
  %186 = fadd float %185, 5.000000e-01
  %187 = call float @llvm.floor.f32(float %186)
  %188 = fmul float %187, 0x3FF921FB60000000
  %189 = fsub float %184, %188
  %190 = fmul float %187, 0xBE6777A5C0000000
  %191 = fsub float %189, %190
  %192 = fmul float %191, %191
  %193 = fmul float 0x3EC71DE3A0000000, %192
  %194 = fadd float %193, 0xBF2A01A020000000
  %195 = fmul float %194, %192
  %196 = fadd float %195, 0x3F81111120000000
  %197 = fmul float %196, %192
  %198 = fadd float %197, 0xBFC5555560000000
  %199 = fmul float %198, %192
  %200 = fadd float %199, 1.000000e+00
  %201 = fmul float %200, %191
  %202 = fmul float 0x3EFA01A020000000, %192
  %203 = fadd float %202, 0xBF56C16C20000000
  %204 = fmul float %203, %192
  %205 = fadd float %204, 0x3FA5555560000000
  %206 = fmul float %205, %192
  %207 = fadd float %206, -5.000000e-01
  %208 = fmul float %207, %192
  %209 = fadd float %208, 1.000000e+00
  %210 = fptosi float %187 to i32
  %211 = and i32 %210, 3
  %212 = and i32 %211, 1
  %213 = icmp ne i32 %212, 0
  %214 = select i1 %213, float %209, float %201
  %215 = select i1 %213, float %201, float %209
  %216 = icmp uge i32 %211, 2
  %217 = add i32 %211, 1
  %218 = and i32 %217, 2
  %219 = icmp eq i32 %218, 2
  %220 = fneg float %214
  %221 = select i1 %216, float %220, float %214
  %222 = fneg float %215
  %223 = select i1 %219, float %222, float %215
  %224 = sext i32 %148 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %31, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = sext i32 %149 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %31, i64 %229
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = fmul float %227, %223
  %233 = fmul float %231, %221
  %234 = fsub float %232, %233
  %235 = fmul float %227, %221
  %236 = fmul float %231, %223
  %237 = fadd float %235, %236
  %238 = sext i32 %148 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) %31, i64 %239
  store float %234, ptr addrspace(1) %240, align 4
  %241 = sext i32 %149 to i64
  %242 = mul i64 %241, 4
  %243 = getelementptr i8, ptr addrspace(1) %31, i64 %242
  store float %237, ptr addrspace(1) %243, align 4
  %244 = sext i32 %148 to i64
  %245 = add i64 %35, %244
  %246 = mul i64 %245, 2
  %247 = getelementptr i8, ptr addrspace(1) %3, i64 %246
  %248 = fptrunc float %234 to half
  %249 = bitcast half %248 to i16
  store i16 %249, ptr addrspace(1) %247, align 2
  %250 = sext i32 %149 to i64
  %251 = add i64 %35, %250
  %252 = mul i64 %251, 2
  %253 = getelementptr i8, ptr addrspace(1) %3, i64 %252
  %254 = fptrunc float %237 to half
  %255 = bitcast half %254 to i16
  store i16 %255, ptr addrspace(1) %253, align 2
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %256 = icmp slt i32 %15, %17
  br i1 %256, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %257 = sext i32 %15 to i64
  %258 = add i64 %35, %257
  %259 = sext i32 %15 to i64
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %32, i64 %260
  %262 = load float, ptr addrspace(1) %261, align 4
  %263 = mul i64 %258, 2
  %264 = getelementptr i8, ptr addrspace(1) %4, i64 %263
  %265 = fptrunc float %262 to half
  %266 = bitcast half %265 to i16
  store i16 %266, ptr addrspace(1) %264, align 2
  %267 = urem i32 %15, %8
  %268 = icmp sge i32 %267, %9
  br i1 %268, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %269 = sext i32 %15 to i64
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %31, i64 %270
  %272 = load float, ptr addrspace(1) %271, align 4
  %273 = mul i64 %258, 2
  %274 = getelementptr i8, ptr addrspace(1) %3, i64 %273
  %275 = fptrunc float %272 to half
  %276 = bitcast half %275 to i16
  store i16 %276, ptr addrspace(1) %274, align 2
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

!0 = !{ptr @strata_rope_norm_kv_store_rows_f16, !"kernel", i32 1}
!1 = !{ptr @strata_rope_norm_kv_store_rows_f16, !"maxntidx", i32 256}
