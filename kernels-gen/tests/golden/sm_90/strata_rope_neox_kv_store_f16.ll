; ModuleID = 'strata_rope_neox_kv_store_f16'
source_filename = "strata_rope_neox_kv_store_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_neox_kv_store_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11) {
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
  %30 = add i32 %29, %28
  %31 = add i32 %30, %16
  %32 = sitofp i32 %28 to float
  %33 = fmul float %32, %10
  %34 = fcmp olt float %33, -1.260000e+02
  %35 = fcmp ogt float %33, 1.270000e+02
  %36 = select i1 %34, float -1.260000e+02, float %33
  %37 = select i1 %35, float 1.270000e+02, float %36
  %38 = fadd float %37, 5.000000e-01
  %39 = call float @llvm.floor.f32(float %38)
  %40 = fsub float %37, %39
  %41 = fmul float 0x3EEFFCBFC0000000, %40
  %42 = fadd float %41, 0x3F24309120000000
  %43 = fmul float %42, %40
  %44 = fadd float %43, 0x3F55D87FE0000000
  %45 = fmul float %44, %40
  %46 = fadd float %45, 0x3F83B2AB60000000
  %47 = fmul float %46, %40
  %48 = fadd float %47, 0x3FAC6B08E0000000
  %49 = fmul float %48, %40
  %50 = fadd float %49, 0x3FCEBFBE00000000
  %51 = fmul float %50, %40
  %52 = fadd float %51, 0x3FE62E4300000000
  %53 = fmul float %52, %40
  %54 = fadd float %53, 1.000000e+00
  %55 = fptosi float %39 to i32
  %56 = add i32 %55, 127
  %57 = shl i32 %56, 23
  %58 = bitcast i32 %57 to float
  %59 = fmul float %54, %58
  %60 = select i1 %34, float 0.000000e+00, float %59
  %61 = select i1 %35, float 0x7FF0000000000000, float %60
  %62 = fcmp uno float %33, %33
  %63 = select i1 %62, float %33, float %61
  %64 = sitofp i32 %19 to float
  %65 = fmul float %11, %64
  %66 = fmul float %65, %63
  %67 = fmul float %66, 0x3FE45F3060000000
  %68 = fadd float %67, 5.000000e-01
  %69 = call float @llvm.floor.f32(float %68)
  %70 = fmul float %69, 0x3FF921FB60000000
  %71 = fsub float %66, %70
  %72 = fmul float %69, 0xBE6777A5C0000000
  %73 = fsub float %71, %72
  %74 = fmul float %73, %73
  %75 = fmul float 0x3EC71DE3A0000000, %74
  %76 = fadd float %75, 0xBF2A01A020000000
  %77 = fmul float %76, %74
  %78 = fadd float %77, 0x3F81111120000000
  %79 = fmul float %78, %74
  %80 = fadd float %79, 0xBFC5555560000000
  %81 = fmul float %80, %74
  %82 = fadd float %81, 1.000000e+00
  %83 = fmul float %82, %73
  %84 = fmul float 0x3EFA01A020000000, %74
  %85 = fadd float %84, 0xBF56C16C20000000
  %86 = fmul float %85, %74
  %87 = fadd float %86, 0x3FA5555560000000
  %88 = fmul float %87, %74
  %89 = fadd float %88, -5.000000e-01
  %90 = fmul float %89, %74
  %91 = fadd float %90, 1.000000e+00
  %92 = fptosi float %69 to i32
  %93 = and i32 %92, 3
  %94 = and i32 %93, 1
  %95 = icmp ne i32 %94, 0
  %96 = select i1 %95, float %91, float %83
  %97 = select i1 %95, float %83, float %91
  %98 = icmp uge i32 %93, 2
  %99 = add i32 %93, 1
  %100 = and i32 %99, 2
  %101 = icmp eq i32 %100, 2
  %102 = fneg float %96
  %103 = select i1 %98, float %102, float %96
  %104 = fneg float %97
  %105 = select i1 %101, float %104, float %97
  %106 = sext i32 %30 to i64
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr addrspace(1) %0, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = sext i32 %31 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %0, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = fmul float %109, %105
  %115 = fmul float %113, %103
  %116 = fsub float %114, %115
  %117 = fmul float %109, %103
  %118 = fmul float %113, %105
  %119 = fadd float %117, %118
  %120 = sext i32 %30 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %0, i64 %121
  store float %116, ptr addrspace(1) %122, align 4
  %123 = sext i32 %31 to i64
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  store float %119, ptr addrspace(1) %125, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %126 = mul i32 %7, %16
  %127 = icmp slt i32 %15, %126
  %128 = icmp sgt i32 %16, 0
  %129 = and i1 %127, %128
  br i1 %129, label %then1, label %endif2

then1:                                            ; preds = %endif
  %130 = udiv i32 %15, %16
  %131 = urem i32 %15, %16
  %132 = mul i32 %130, %8
  %133 = add i32 %132, %131
  %134 = add i32 %133, %16
  %135 = sitofp i32 %131 to float
  %136 = fmul float %135, %10
  %137 = fcmp olt float %136, -1.260000e+02
  %138 = fcmp ogt float %136, 1.270000e+02
  %139 = select i1 %137, float -1.260000e+02, float %136
  %140 = select i1 %138, float 1.270000e+02, float %139
  %141 = fadd float %140, 5.000000e-01
  %142 = call float @llvm.floor.f32(float %141)
  %143 = fsub float %140, %142
  %144 = fmul float 0x3EEFFCBFC0000000, %143
  %145 = fadd float %144, 0x3F24309120000000
  %146 = fmul float %145, %143
  %147 = fadd float %146, 0x3F55D87FE0000000
  %148 = fmul float %147, %143
  %149 = fadd float %148, 0x3F83B2AB60000000
  %150 = fmul float %149, %143
  %151 = fadd float %150, 0x3FAC6B08E0000000
  %152 = fmul float %151, %143
  %153 = fadd float %152, 0x3FCEBFBE00000000
  %154 = fmul float %153, %143
  %155 = fadd float %154, 0x3FE62E4300000000
  %156 = fmul float %155, %143
  %157 = fadd float %156, 1.000000e+00
  %158 = fptosi float %142 to i32
  %159 = add i32 %158, 127
  %160 = shl i32 %159, 23
  %161 = bitcast i32 %160 to float
  %162 = fmul float %157, %161
  %163 = select i1 %137, float 0.000000e+00, float %162
  %164 = select i1 %138, float 0x7FF0000000000000, float %163
  %165 = fcmp uno float %136, %136
  %166 = select i1 %165, float %136, float %164
  %167 = sitofp i32 %19 to float
  %168 = fmul float %11, %167
  %169 = fmul float %168, %166
  %170 = fmul float %169, 0x3FE45F3060000000
  %171 = fadd float %170, 5.000000e-01
  %172 = call float @llvm.floor.f32(float %171)
  %173 = fmul float %172, 0x3FF921FB60000000
  %174 = fsub float %169, %173
  %175 = fmul float %172, 0xBE6777A5C0000000
  %176 = fsub float %174, %175
  %177 = fmul float %176, %176
  %178 = fmul float 0x3EC71DE3A0000000, %177
  %179 = fadd float %178, 0xBF2A01A020000000
  %180 = fmul float %179, %177
  %181 = fadd float %180, 0x3F81111120000000
  %182 = fmul float %181, %177
  %183 = fadd float %182, 0xBFC5555560000000
  %184 = fmul float %183, %177
  %185 = fadd float %184, 1.000000e+00
  %186 = fmul float %185, %176
  %187 = fmul float 0x3EFA01A020000000, %177
  %188 = fadd float %187, 0xBF56C16C20000000
  %189 = fmul float %188, %177
  %190 = fadd float %189, 0x3FA5555560000000
  %191 = fmul float %190, %177
  %192 = fadd float %191, -5.000000e-01
  %193 = fmul float %192, %177
  %194 = fadd float %193, 1.000000e+00
  %195 = fptosi float %172 to i32
  %196 = and i32 %195, 3
  %197 = and i32 %196, 1
  %198 = icmp ne i32 %197, 0
  %199 = select i1 %198, float %194, float %186
  %200 = select i1 %198, float %186, float %194
  %201 = icmp uge i32 %196, 2
  %202 = add i32 %196, 1
  %203 = and i32 %202, 2
  %204 = icmp eq i32 %203, 2
  %205 = fneg float %199
  %206 = select i1 %201, float %205, float %199
  %207 = fneg float %200
  %208 = select i1 %204, float %207, float %200
  %209 = sext i32 %133 to i64
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr addrspace(1) %1, i64 %210
  %212 = load float, ptr addrspace(1) %211, align 4
  %213 = sext i32 %134 to i64
  %214 = mul i64 %213, 4
  %215 = getelementptr i8, ptr addrspace(1) %1, i64 %214
  %216 = load float, ptr addrspace(1) %215, align 4
  %217 = fmul float %212, %208
  %218 = fmul float %216, %206
  %219 = fsub float %217, %218
  %220 = fmul float %212, %206
  %221 = fmul float %216, %208
  %222 = fadd float %220, %221
  %223 = sext i32 %133 to i64
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %1, i64 %224
  store float %219, ptr addrspace(1) %225, align 4
  %226 = sext i32 %134 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %1, i64 %227
  store float %222, ptr addrspace(1) %228, align 4
  %229 = sext i32 %133 to i64
  %230 = add i64 %22, %229
  %231 = mul i64 %230, 2
  %232 = getelementptr i8, ptr addrspace(1) %3, i64 %231
  %233 = fptrunc float %219 to half
  %234 = bitcast half %233 to i16
  store i16 %234, ptr addrspace(1) %232, align 2
  %235 = sext i32 %134 to i64
  %236 = add i64 %22, %235
  %237 = mul i64 %236, 2
  %238 = getelementptr i8, ptr addrspace(1) %3, i64 %237
  %239 = fptrunc float %222 to half
  %240 = bitcast half %239 to i16
  store i16 %240, ptr addrspace(1) %238, align 2
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %241 = icmp slt i32 %15, %17
  br i1 %241, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %242 = sext i32 %15 to i64
  %243 = add i64 %22, %242
  %244 = sext i32 %15 to i64
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %2, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = mul i64 %243, 2
  %249 = getelementptr i8, ptr addrspace(1) %4, i64 %248
  %250 = fptrunc float %247 to half
  %251 = bitcast half %250 to i16
  store i16 %251, ptr addrspace(1) %249, align 2
  %252 = urem i32 %15, %8
  %253 = icmp sge i32 %252, %9
  br i1 %253, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %254 = sext i32 %15 to i64
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr addrspace(1) %1, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = mul i64 %243, 2
  %259 = getelementptr i8, ptr addrspace(1) %3, i64 %258
  %260 = fptrunc float %257 to half
  %261 = bitcast half %260 to i16
  store i16 %261, ptr addrspace(1) %259, align 2
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

!0 = !{ptr @strata_rope_neox_kv_store_f16, !"kernel", i32 1}
!1 = !{ptr @strata_rope_neox_kv_store_f16, !"maxntidx", i32 256}
