; ModuleID = 'strata_rope_neox_kv_store_rows_f32'
source_filename = "strata_rope_neox_kv_store_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_neox_kv_store_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, i32 %8, i32 %9, float %10, float %11) {
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
  %43 = add i32 %42, %41
  %44 = add i32 %43, %16
  %45 = sitofp i32 %41 to float
  %46 = fmul float %45, %10
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
  %77 = sitofp i32 %21 to float
  %78 = fmul float %11, %77
  %79 = fmul float %78, %76
  %80 = fmul float %79, 0x3FE45F3060000000
  %81 = fadd float %80, 5.000000e-01
  %82 = call float @llvm.floor.f32(float %81)
  %83 = fmul float %82, 0x3FF921FB60000000
  %84 = fsub float %79, %83
  %85 = fmul float %82, 0xBE6777A5C0000000
  %86 = fsub float %84, %85
  %87 = fmul float %86, %86
  %88 = fmul float 0x3EC71DE3A0000000, %87
  %89 = fadd float %88, 0xBF2A01A020000000
  %90 = fmul float %89, %87
  %91 = fadd float %90, 0x3F81111120000000
  %92 = fmul float %91, %87
  %93 = fadd float %92, 0xBFC5555560000000
  %94 = fmul float %93, %87
  %95 = fadd float %94, 1.000000e+00
  %96 = fmul float %95, %86
  %97 = fmul float 0x3EFA01A020000000, %87
  %98 = fadd float %97, 0xBF56C16C20000000
  %99 = fmul float %98, %87
  %100 = fadd float %99, 0x3FA5555560000000
  %101 = fmul float %100, %87
  %102 = fadd float %101, -5.000000e-01
  %103 = fmul float %102, %87
  %104 = fadd float %103, 1.000000e+00
  %105 = fptosi float %82 to i32
  %106 = and i32 %105, 3
  %107 = and i32 %106, 1
  %108 = icmp ne i32 %107, 0
  %109 = select i1 %108, float %104, float %96
  %110 = select i1 %108, float %96, float %104
  %111 = icmp uge i32 %106, 2
  %112 = add i32 %106, 1
  %113 = and i32 %112, 2
  %114 = icmp eq i32 %113, 2
  %115 = fneg float %109
  %116 = select i1 %111, float %115, float %109
  %117 = fneg float %110
  %118 = select i1 %114, float %117, float %110
  %119 = sext i32 %43 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %30, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = sext i32 %44 to i64
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %30, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4
  %127 = fmul float %122, %118
  %128 = fmul float %126, %116
  %129 = fsub float %127, %128
  %130 = fmul float %122, %116
  %131 = fmul float %126, %118
  %132 = fadd float %130, %131
  %133 = sext i32 %43 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %30, i64 %134
  store float %129, ptr addrspace(1) %135, align 4
  %136 = sext i32 %44 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %30, i64 %137
  store float %132, ptr addrspace(1) %138, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %139 = mul i32 %7, %16
  %140 = icmp slt i32 %15, %139
  %141 = icmp sgt i32 %16, 0
  %142 = and i1 %140, %141
  br i1 %142, label %then1, label %endif2

then1:                                            ; preds = %endif
  %143 = udiv i32 %15, %16
  %144 = urem i32 %15, %16
  %145 = mul i32 %143, %8
  %146 = add i32 %145, %144
  %147 = add i32 %146, %16
  %148 = sitofp i32 %144 to float
  %149 = fmul float %148, %10
  %150 = fcmp olt float %149, -1.260000e+02
  %151 = fcmp ogt float %149, 1.270000e+02
  %152 = select i1 %150, float -1.260000e+02, float %149
  %153 = select i1 %151, float 1.270000e+02, float %152
  %154 = fadd float %153, 5.000000e-01
  %155 = call float @llvm.floor.f32(float %154)
  %156 = fsub float %153, %155
  %157 = fmul float 0x3EEFFCBFC0000000, %156
  %158 = fadd float %157, 0x3F24309120000000
  %159 = fmul float %158, %156
  %160 = fadd float %159, 0x3F55D87FE0000000
  %161 = fmul float %160, %156
  %162 = fadd float %161, 0x3F83B2AB60000000
  %163 = fmul float %162, %156
  %164 = fadd float %163, 0x3FAC6B08E0000000
  %165 = fmul float %164, %156
  %166 = fadd float %165, 0x3FCEBFBE00000000
  %167 = fmul float %166, %156
  %168 = fadd float %167, 0x3FE62E4300000000
  %169 = fmul float %168, %156
  %170 = fadd float %169, 1.000000e+00
  %171 = fptosi float %155 to i32
  %172 = add i32 %171, 127
  %173 = shl i32 %172, 23
  %174 = bitcast i32 %173 to float
  %175 = fmul float %170, %174
  %176 = select i1 %150, float 0.000000e+00, float %175
  %177 = select i1 %151, float 0x7FF0000000000000, float %176
  %178 = fcmp uno float %149, %149
  %179 = select i1 %178, float %149, float %177
  %180 = sitofp i32 %21 to float
  %181 = fmul float %11, %180
  %182 = fmul float %181, %179
  %183 = fmul float %182, 0x3FE45F3060000000
  %184 = fadd float %183, 5.000000e-01
  %185 = call float @llvm.floor.f32(float %184)
  %186 = fmul float %185, 0x3FF921FB60000000
  %187 = fsub float %182, %186
  %188 = fmul float %185, 0xBE6777A5C0000000
  %189 = fsub float %187, %188
  %190 = fmul float %189, %189
  %191 = fmul float 0x3EC71DE3A0000000, %190
  %192 = fadd float %191, 0xBF2A01A020000000
  %193 = fmul float %192, %190
  %194 = fadd float %193, 0x3F81111120000000
  %195 = fmul float %194, %190
  %196 = fadd float %195, 0xBFC5555560000000
  %197 = fmul float %196, %190
  %198 = fadd float %197, 1.000000e+00
  %199 = fmul float %198, %189
  %200 = fmul float 0x3EFA01A020000000, %190
  %201 = fadd float %200, 0xBF56C16C20000000
  %202 = fmul float %201, %190
  %203 = fadd float %202, 0x3FA5555560000000
  %204 = fmul float %203, %190
  %205 = fadd float %204, -5.000000e-01
  %206 = fmul float %205, %190
  %207 = fadd float %206, 1.000000e+00
  %208 = fptosi float %185 to i32
  %209 = and i32 %208, 3
  %210 = and i32 %209, 1
  %211 = icmp ne i32 %210, 0
  %212 = select i1 %211, float %207, float %199
  %213 = select i1 %211, float %199, float %207
  %214 = icmp uge i32 %209, 2
  %215 = add i32 %209, 1
  %216 = and i32 %215, 2
  %217 = icmp eq i32 %216, 2
  %218 = fneg float %212
  %219 = select i1 %214, float %218, float %212
  %220 = fneg float %213
  %221 = select i1 %217, float %220, float %213
  %222 = sext i32 %146 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %31, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = sext i32 %147 to i64
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %31, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = fmul float %225, %221
  %231 = fmul float %229, %219
  %232 = fsub float %230, %231
  %233 = fmul float %225, %219
  %234 = fmul float %229, %221
  %235 = fadd float %233, %234
  %236 = sext i32 %146 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %31, i64 %237
  store float %232, ptr addrspace(1) %238, align 4
  %239 = sext i32 %147 to i64
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr addrspace(1) %31, i64 %240
  store float %235, ptr addrspace(1) %241, align 4
  %242 = sext i32 %146 to i64
  %243 = add i64 %35, %242
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr addrspace(1) %3, i64 %244
  store float %232, ptr addrspace(1) %245, align 4
  %246 = sext i32 %147 to i64
  %247 = add i64 %35, %246
  %248 = mul i64 %247, 4
  %249 = getelementptr i8, ptr addrspace(1) %3, i64 %248
  store float %235, ptr addrspace(1) %249, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %250 = icmp slt i32 %15, %17
  br i1 %250, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %251 = sext i32 %15 to i64
  %252 = add i64 %35, %251
  %253 = sext i32 %15 to i64
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %32, i64 %254
  %256 = load float, ptr addrspace(1) %255, align 4
  %257 = mul i64 %252, 4
  %258 = getelementptr i8, ptr addrspace(1) %4, i64 %257
  store float %256, ptr addrspace(1) %258, align 4
  %259 = urem i32 %15, %8
  %260 = icmp sge i32 %259, %9
  br i1 %260, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif2
  ret void

then5:                                            ; preds = %then3
  %261 = sext i32 %15 to i64
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(1) %31, i64 %262
  %264 = load float, ptr addrspace(1) %263, align 4
  %265 = mul i64 %252, 4
  %266 = getelementptr i8, ptr addrspace(1) %3, i64 %265
  store float %264, ptr addrspace(1) %266, align 4
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

!0 = !{ptr @strata_rope_neox_kv_store_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_neox_kv_store_rows_f32, !"maxntidx", i32 256}
