; ModuleID = 'strata_rope_norm_qk_rows_f32'
source_filename = "strata_rope_norm_qk_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_norm_qk_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5, i32 %6, float %7, float %8) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = mul i32 %10, 256
  %12 = add i32 %11, %9
  %13 = lshr i32 %6, 1
  %14 = mul i32 %4, %5
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 0
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = add i32 %16, %17
  %19 = sext i32 %17 to i64
  %20 = mul i32 %3, %5
  %21 = sext i32 %20 to i64
  %22 = mul i64 %19, %21
  %23 = mul i64 %22, 4
  %24 = sext i32 %14 to i64
  %25 = mul i64 %19, %24
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) %0, i64 %23
  %28 = getelementptr i8, ptr addrspace(1) %1, i64 %26
  %29 = sext i32 %18 to i64
  %30 = sext i32 %14 to i64
  %31 = mul i64 %29, %30
  %32 = mul i32 %3, %13
  %33 = icmp slt i32 %12, %32
  %34 = icmp sgt i32 %13, 0
  %35 = and i1 %33, %34
  br i1 %35, label %then, label %endif

then:                                             ; preds = %entry
  %36 = udiv i32 %12, %13
  %37 = urem i32 %12, %13
  %38 = mul i32 %36, %5
  %39 = shl i32 %37, 1
  %40 = add i32 %38, %39
  %41 = add i32 %40, 1
  %42 = sitofp i32 %37 to float
  %43 = fmul float %42, %7
  %44 = fcmp olt float %43, -1.260000e+02
  %45 = fcmp ogt float %43, 1.270000e+02
  %46 = select i1 %44, float -1.260000e+02, float %43
  %47 = select i1 %45, float 1.270000e+02, float %46
  %48 = fadd float %47, 5.000000e-01
  %49 = call float @llvm.floor.f32(float %48)
  %50 = fsub float %47, %49
  %51 = fmul float 0x3EEFFCBFC0000000, %50
  %52 = fadd float %51, 0x3F24309120000000
  %53 = fmul float %52, %50
  %54 = fadd float %53, 0x3F55D87FE0000000
  %55 = fmul float %54, %50
  %56 = fadd float %55, 0x3F83B2AB60000000
  %57 = fmul float %56, %50
  %58 = fadd float %57, 0x3FAC6B08E0000000
  %59 = fmul float %58, %50
  %60 = fadd float %59, 0x3FCEBFBE00000000
  %61 = fmul float %60, %50
  %62 = fadd float %61, 0x3FE62E4300000000
  %63 = fmul float %62, %50
  %64 = fadd float %63, 1.000000e+00
  %65 = fptosi float %49 to i32
  %66 = add i32 %65, 127
  %67 = shl i32 %66, 23
  %68 = bitcast i32 %67 to float
  %69 = fmul float %64, %68
  %70 = select i1 %44, float 0.000000e+00, float %69
  %71 = select i1 %45, float 0x7FF0000000000000, float %70
  %72 = fcmp uno float %43, %43
  %73 = select i1 %72, float %43, float %71
  %74 = sitofp i32 %18 to float
  %75 = fmul float %8, %74
  %76 = fmul float %75, %73
  %77 = fmul float %76, 0x3FE45F3060000000
  %78 = fadd float %77, 5.000000e-01
  %79 = call float @llvm.floor.f32(float %78)
  %80 = fmul float %79, 0x3FF921FB60000000
  %81 = fsub float %76, %80
  %82 = fmul float %79, 0xBE6777A5C0000000
  %83 = fsub float %81, %82
  %84 = fmul float %83, %83
  %85 = fmul float 0x3EC71DE3A0000000, %84
  %86 = fadd float %85, 0xBF2A01A020000000
  %87 = fmul float %86, %84
  %88 = fadd float %87, 0x3F81111120000000
  %89 = fmul float %88, %84
  %90 = fadd float %89, 0xBFC5555560000000
  %91 = fmul float %90, %84
  %92 = fadd float %91, 1.000000e+00
  %93 = fmul float %92, %83
  %94 = fmul float 0x3EFA01A020000000, %84
  %95 = fadd float %94, 0xBF56C16C20000000
  %96 = fmul float %95, %84
  %97 = fadd float %96, 0x3FA5555560000000
  %98 = fmul float %97, %84
  %99 = fadd float %98, -5.000000e-01
  %100 = fmul float %99, %84
  %101 = fadd float %100, 1.000000e+00
  %102 = fptosi float %79 to i32
  %103 = and i32 %102, 3
  %104 = and i32 %103, 1
  %105 = icmp ne i32 %104, 0
  %106 = select i1 %105, float %101, float %93
  %107 = select i1 %105, float %93, float %101
  %108 = icmp uge i32 %103, 2
  %109 = add i32 %103, 1
  %110 = and i32 %109, 2
  %111 = icmp eq i32 %110, 2
  %112 = fneg float %106
  %113 = select i1 %108, float %112, float %106
  %114 = fneg float %107
  %115 = select i1 %111, float %114, float %107
  %116 = sext i32 %40 to i64
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %27, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = sext i32 %41 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %27, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = fmul float %119, %115
  %125 = fmul float %123, %113
  %126 = fsub float %124, %125
  %127 = fmul float %119, %113
  %128 = fmul float %123, %115
  %129 = fadd float %127, %128
  %130 = sext i32 %40 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %27, i64 %131
  store float %126, ptr addrspace(1) %132, align 4
  %133 = sext i32 %41 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %27, i64 %134
  store float %129, ptr addrspace(1) %135, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %136 = mul i32 %4, %13
  %137 = icmp slt i32 %12, %136
  %138 = icmp sgt i32 %13, 0
  %139 = and i1 %137, %138
  br i1 %139, label %then1, label %endif2

then1:                                            ; preds = %endif
  %140 = udiv i32 %12, %13
  %141 = urem i32 %12, %13
  %142 = mul i32 %140, %5
  %143 = shl i32 %141, 1
  %144 = add i32 %142, %143
  %145 = add i32 %144, 1
  %146 = sitofp i32 %141 to float
  %147 = fmul float %146, %7
  %148 = fcmp olt float %147, -1.260000e+02
  %149 = fcmp ogt float %147, 1.270000e+02
  %150 = select i1 %148, float -1.260000e+02, float %147
  %151 = select i1 %149, float 1.270000e+02, float %150
  %152 = fadd float %151, 5.000000e-01
  %153 = call float @llvm.floor.f32(float %152)
  %154 = fsub float %151, %153
  %155 = fmul float 0x3EEFFCBFC0000000, %154
  %156 = fadd float %155, 0x3F24309120000000
  %157 = fmul float %156, %154
  %158 = fadd float %157, 0x3F55D87FE0000000
  %159 = fmul float %158, %154
  %160 = fadd float %159, 0x3F83B2AB60000000
  %161 = fmul float %160, %154
  %162 = fadd float %161, 0x3FAC6B08E0000000
  %163 = fmul float %162, %154
  %164 = fadd float %163, 0x3FCEBFBE00000000
  %165 = fmul float %164, %154
  %166 = fadd float %165, 0x3FE62E4300000000
  %167 = fmul float %166, %154
  %168 = fadd float %167, 1.000000e+00
  %169 = fptosi float %153 to i32
  %170 = add i32 %169, 127
  %171 = shl i32 %170, 23
  %172 = bitcast i32 %171 to float
  %173 = fmul float %168, %172
  %174 = select i1 %148, float 0.000000e+00, float %173
  %175 = select i1 %149, float 0x7FF0000000000000, float %174
  %176 = fcmp uno float %147, %147
  %177 = select i1 %176, float %147, float %175
  %178 = sitofp i32 %18 to float
  %179 = fmul float %8, %178
  %180 = fmul float %179, %177
  %181 = fmul float %180, 0x3FE45F3060000000
  %182 = fadd float %181, 5.000000e-01
  %183 = call float @llvm.floor.f32(float %182)
  %184 = fmul float %183, 0x3FF921FB60000000
  %185 = fsub float %180, %184
  %186 = fmul float %183, 0xBE6777A5C0000000
  %187 = fsub float %185, %186
  %188 = fmul float %187, %187
  %189 = fmul float 0x3EC71DE3A0000000, %188
  %190 = fadd float %189, 0xBF2A01A020000000
  %191 = fmul float %190, %188
  %192 = fadd float %191, 0x3F81111120000000
  %193 = fmul float %192, %188
  %194 = fadd float %193, 0xBFC5555560000000
  %195 = fmul float %194, %188
  %196 = fadd float %195, 1.000000e+00
  %197 = fmul float %196, %187
  %198 = fmul float 0x3EFA01A020000000, %188
  %199 = fadd float %198, 0xBF56C16C20000000
  %200 = fmul float %199, %188
  %201 = fadd float %200, 0x3FA5555560000000
  %202 = fmul float %201, %188
  %203 = fadd float %202, -5.000000e-01
  %204 = fmul float %203, %188
  %205 = fadd float %204, 1.000000e+00
  %206 = fptosi float %183 to i32
  %207 = and i32 %206, 3
  %208 = and i32 %207, 1
  %209 = icmp ne i32 %208, 0
  %210 = select i1 %209, float %205, float %197
  %211 = select i1 %209, float %197, float %205
  %212 = icmp uge i32 %207, 2
  %213 = add i32 %207, 1
  %214 = and i32 %213, 2
  %215 = icmp eq i32 %214, 2
  %216 = fneg float %210
  %217 = select i1 %212, float %216, float %210
  %218 = fneg float %211
  %219 = select i1 %215, float %218, float %211
  %220 = sext i32 %144 to i64
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(1) %28, i64 %221
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = sext i32 %145 to i64
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %28, i64 %225
  %227 = load float, ptr addrspace(1) %226, align 4
  %228 = fmul float %223, %219
  %229 = fmul float %227, %217
  %230 = fsub float %228, %229
  %231 = fmul float %223, %217
  %232 = fmul float %227, %219
  %233 = fadd float %231, %232
  %234 = sext i32 %144 to i64
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %28, i64 %235
  store float %230, ptr addrspace(1) %236, align 4
  %237 = sext i32 %145 to i64
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr addrspace(1) %28, i64 %238
  store float %233, ptr addrspace(1) %239, align 4
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

!0 = !{ptr @strata_rope_norm_qk_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_norm_qk_rows_f32, !"maxntidx", i32 256}
