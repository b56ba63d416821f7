; ModuleID = 'strata_rope_norm_kv_store_f16'
source_filename = "strata_rope_norm_kv_store_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_norm_kv_store_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11) {
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
  %20 = sext i32 %19 to i64
  %21 = sext i32 %17 to i64
  %22 = mul i64 %20, %21
  %23 = mul i32 %6, %16
  %24 = icmp slt i32 %15, %23
  %25 = icmp sgt i32 %16, 0
  %26 = and i1 %24, %25
  br i1 %26, label %then, label %endif

then:                                             ; preds = %entry
  %27 = udiv i32 %15, %16
  %28 = urem i32 %15, %16
  %29 = mul i32 %27, %8
  %30 = shl i32 %28, 1
  %31 = add i32 %29, %30
  %32 = add i32 %31, 1
  %33 = sitofp i32 %28 to float
  %34 = fmul float %33, %10
  %35 = fcmp olt float %34, -1.260000e+02
  %36 = fcmp ogt float %34, 1.270000e+02
  %37 = select i1 %35, float -1.260000e+02, float %34
  %38 = select i1 %36, float 1.270000e+02, float %37
  %39 = fadd float %38, 5.000000e-01
  %40 = call float @llvm.floor.f32(float %39)
  %41 = fsub float %38, %40
  %42 = fmul float 0x3EEFFCBFC0000000, %41
  %43 = fadd float %42, 0x3F24309120000000
  %44 = fmul float %43, %41
  %45 = fadd float %44, 0x3F55D87FE0000000
  %46 = fmul float %45, %41
  %47 = fadd float %46, 0x3F83B2AB60000000
  %48 = fmul float %47, %41
  %49 = fadd float %48, 0x3FAC6B08E0000000
  %50 = fmul float %49, %41
  %51 = fadd float %50, 0x3FCEBFBE00000000
  %52 = fmul float %51, %41
  %53 = fadd float %52, 0x3FE62E4300000000
  %54 = fmul float %53, %41
  %55 = fadd float %54, 1.000000e+00
  %56 = fptosi float %40 to i32
  %57 = add i32 %56, 127
  %58 = shl i32 %57, 23
  %59 = bitcast i32 %58 to float
  %60 = fmul float %55, %59
  %61 = select i1 %35, float 0.000000e+00, float %60
  %62 = select i1 %36, float 0x7FF0000000000000, float %61
  %63 = fcmp uno float %34, %34
  %64 = select i1 %63, float %34, float %62
  %65 = sitofp i32 %19 to float
  %66 = fmul float %11, %65
  %67 = fmul float %66, %64
  %68 = fmul float %67, 0x3FE45F3060000000
  %69 = fadd float %68, 5.000000e-01
  %70 = call float @llvm.floor.f32(float %69)
  %71 = fmul float %70, 0x3FF921FB60000000
  %72 = fsub float %67, %71
  %73 = fmul float %70, 0xBE6777A5C0000000
  %74 = fsub float %72, %73
  %75 = fmul float %74, %74
  %76 = fmul float 0x3EC71DE3A0000000, %75
  %77 = fadd float %76, 0xBF2A01A020000000
  %78 = fmul float %77, %75
  %79 = fadd float %78, 0x3F81111120000000
  %80 = fmul float %79, %75
  %81 = fadd float %80, 0xBFC5555560000000
  %82 = fmul float %81, %75
  %83 = fadd float %82, 1.000000e+00
  %84 = fmul float %83, %74
  %85 = fmul float 0x3EFA01A020000000, %75
  %86 = fadd float %85, 0xBF56C16C20000000
  %87 = fmul float %86, %75
  %88 = fadd float %87, 0x3FA5555560000000
  %89 = fmul float %88, %75
  %90 = fadd float %89, -5.000000e-01
  %91 = fmul float %90, %75
  %92 = fadd float %91, 1.000000e+00
  %93 = fptosi float %70 to i32
  %94 = and i32 %93, 3
  %95 = and i32 %94, 1
  %96 = icmp ne i32 %95, 0
  %97 = select i1 %96, float %92, float %84
  %98 = select i1 %96, float %84, float %92
  %99 = icmp uge i32 %94, 2
  %100 = add i32 %94, 1
  %101 = and i32 %100, 2
  %102 = icmp eq i32 %101, 2
  %103 = fneg float %97
  %104 = select i1 %99, float %103, float %97
  %105 = fneg float %98
  %106 = select i1 %102, float %105, float %98
  %107 = sext i32 %31 to i64
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr addrspace(1) %0, i64 %108
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = sext i32 %32 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %0, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = fmul float %110, %106
  %116 = fmul float %114, %104
  %117 = fsub float %115, %116
  %118 = fmul float %110, %104
  %119 = fmul float %114, %106
  %120 = fadd float %118, %119
  %121 = sext i32 %31 to i64
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr addrspace(1) %0, i64 %122
  store float %117, ptr addrspace(1) %123, align 4
  %124 = sext i32 %32 to i64
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %0, i64 %125
  store float %120, ptr addrspace(1) %126, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %127 = mul i32 %7, %16
  %128 = icmp slt i32 %15, %127
  %129 = icmp sgt i32 %16, 0
  %130 = and i1 %128, %129
  br i1 %130, label %then1, label %endif2

then1:                                            ; preds = %endif
  %131 = udiv i32 %15, %16
  %132 = urem i32 %15, %16
  %133 = mul i32 %131, %8
  %134 = shl i32 %132, 1
  %135 = add i32 %133, %134
  %136 = add i32 %135, 1
  %137 = sitofp i32 %132 to float
  %138 = fmul float %137, %10
  %139 = fcmp olt float %138, -1.260000e+02
  %140 = fcmp ogt float %138, 1.270000e+02
  %141 = select i1 %139, float -1.260000e+02, float %138
  %142 = select i1 %140, float 1.270000e+02, float %141
  %143 = fadd float %142, 5.000000e-01
  %144 = call float @llvm.floor.f32(float %143)
  %145 = fsub float %142, %144
  %146 = fmul float 0x3EEFFCBFC0000000, %145
  %147 = fadd float %146, 0x3F24309120000000
  %148 = fmul float %147, %145
  %149 = fadd float %148, 0x3F55D87FE0000000
  %150 = fmul float %149, %145
  %151 = fadd float %150, 0x3F83B2AB60000000
  %152 = fmul float %151, %145
  %153 = fadd float %152, 0x3FAC6B08E0000000
  %154 = fmul float %153, %145
  %155 = fadd float %154, 0x3FCEBFBE00000000
  %156 = fmul float %155, %145
  %157 = fadd float %156, 0x3FE62E4300000000
  %158 = fmul float %157, %145
  %159 = fadd float %158, 1.000000e+00
  %160 = fptosi float %144 to i32
  %161 = add i32 %160, 127
  %162 = shl i32 %161, 23
  %163 = bitcast i32 %162 to float
  %164 = fmul float %159, %163
  %165 = select i1 %139, float 0.000000e+00, float %164
  %166 = select i1 %140, float 0x7FF0000000000000, float %165
  %167 = fcmp uno float %138, %138
  %168 = select i1 %167, float %138, float %166
  %169 = sitofp i32 %19 to float
  %170 = fmul float %11, %169
  %171 = fmul float %170, %168
  %172 = fmul float %171, 0x3FE45F3060000000
  %173 = fadd float %172, 5.000000e-01
  %174 = call float @llvm.floor.f32(float %173)
  %175 = fmul float %174, 0x3FF921FB60000000
  %176 = fsub float %171, %175
  %177 = fmul float %174, 0xBE6777A5C0000000
  %178 = fsub float %176, %177
  %179 = fmul float %178, %178
  %180 = fmul float 0x3EC71DE3A0000000, %179
  %181 = fadd float %180, 0xBF2A01A020000000
  %182 = fmul float %181, %179
  %183 = fadd float %182, 0x3F81111120000000
  %184 = fmul float %183, %179
  %185 = fadd float %184, 0xBFC5555560000000
  %186 = fmul float %185, %179
  %187 = fadd float %186, 1.000000e+00
  %188 = fmul float %187, %178
  %189 = fmul float 0x3EFA01A020000000, %179
  %190 = fadd float %189, 0xBF56C16C20000000
  %191 = fmul float %190, %179
  %192 = fadd float %191, 0x3FA5555560000000
  %193 = fmul float %192, %179
  %194 = fadd float %193, -5.000000e-01
  %195 = fmul float %194, %179
  %196 = fadd float %195, 1.000000e+00
  %197 = fptosi float %174 to i32
  %198 = and i32 %197, 3
  %199 = and i32 %198, 1
  %200 = icmp ne i32 %199, 0
  %201 = select i1 %200, float %196, float %188
  %202 = select i1 %200, float %188, float %196
  %203 = icmp uge i32 %198, 2
  %204 = add i32 %198, 1
  %205 = and i32 %204, 2
  %206 = icmp eq i32 %205, 2
  %207 = fneg float %201
  %208 = select i1 %203, float %207, float %201
  %209 = fneg float %202
  %210 = select i1 %206, float %209, float %202
  %211 = sext i32 %135 to i64
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr addrspace(1) %1, i64 %212
  %214 = load float, ptr addrspace(1) %213, align 4
  %215 = sext i32 %136 to i64
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr addrspace(1) %1, i64 %216
  %218 = load float, ptr addrspace(1) %217, align 4
  %219 = fmul float %214, %210
  %220 = fmul float %218, %208
  %221 = fsub float %219, %220
  %222 = fmul float %214, %208
  %223 = fmul float %218, %210
  %224 = fadd float %222, %223
  %225 = sext i32 %135 to i64
  %226 = mul i64 %225, 4
  %227 = getelementptr i8, ptr addrspace(1) %1, i64 %226
  store float %221, ptr addrspace(1) %227, align 4
  %228 = sext i32 %136 to i64
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %1, i64 %229
  store float %224, ptr addrspace(1) %230, align 4
  %231 = sext i32 %135 to i64
  %232 = add i64 %22, %231
  %233 = mul i64 %232, 2
  %234 = getelementptr i8, ptr addrspace(1) %3, i64 %233
  %235 = fptrunc float %221 to half
  %236 = bitcast half %235 to i16
  store i16 %236, ptr addrspace(1) %234, align 2
  %237 = sext i32 %136 to i64
  %238 = add i64 %22, %237
  %239 = mul i64 %238, 2
  %240 = getelementptr i8, ptr addrspace(1) %3, i64 %239
  %241 = fptrunc float %224 to half
  %242 = bitcast half %241 to i16
  store i16 %242, ptr addrspace(1) %240, align 2
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %243 = icmp slt i32 %15, %17
  br i1 %243, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %244 = sext i32 %15 to i64
  %245 = add i64 %22, %244
  %246 = sext i32 %15 to i64
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %2, i64 %247
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = mul i64 %245, 2
  %251 = getelementptr i8, ptr addrspace(1) %4, i64 %250
  %252 = fptrunc float %249 to half
  %253 = bitcast half %252 to i16
  store i16 %253, ptr addrspace(1) %251, align 2
  %254 = urem i32 %15, %8
  %255 = icmp sge i32 %254, %9
  br i1 %255, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %256 = sext i32 %15 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %1, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = mul i64 %245, 2
  %261 = getelementptr i8, ptr addrspace(1) %3, i64 %260
  %262 = fptrunc float %259 to half
  %263 = bitcast half %262 to i16
  store i16 %263, ptr addrspace(1) %261, align 2
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

!0 = !{ptr @strata_rope_norm_kv_store_f16, !"kernel", i32 1}
!1 = !{ptr @strata_rope_norm_kv_store_f16, !"maxntidx", i32 256}
