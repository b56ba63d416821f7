; ModuleID = 'strata_rope_neox_qk_rows_f32'
source_filename = "strata_rope_neox_qk_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_neox_qk_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5, i32 %6, float %7, float %8) {
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
  %39 = add i32 %38, %37
  %40 = add i32 %39, %13
  %41 = sitofp i32 %37 to float
  %42 = fmul float %41, %7
  %43 = fcmp olt float %42, -1.260000e+02
  %44 = fcmp ogt float %42, 1.270000e+02
  %45 = select i1 %43, float -1.260000e+02, float %42
  %46 = select i1 %44, float 1.270000e+02, float %45
  %47 = fadd float %46, 5.000000e-01
  %48 = call float @llvm.floor.f32(float %47)
  %49 = fsub float %46, %48
  %50 = fmul float 0x3EEFFCBFC0000000, %49
  %51 = fadd float %50, 0x3F24309120000000
  %52 = fmul float %51, %49
  %53 = fadd float %52, 0x3F55D87FE0000000
  %54 = fmul float %53, %49
  %55 = fadd float %54, 0x3F83B2AB60000000
  %56 = fmul float %55, %49
  %57 = fadd float %56, 0x3FAC6B08E0000000
  %58 = fmul float %57, %49
  %59 = fadd float %58, 0x3FCEBFBE00000000
  %60 = fmul float %59, %49
  %61 = fadd float %60, 0x3FE62E4300000000
  %62 = fmul float %61, %49
  %63 = fadd float %62, 1.000000e+00
  %64 = fptosi float %48 to i32
  %65 = add i32 %64, 127
  %66 = shl i32 %65, 23
  %67 = bitcast i32 %66 to float
  %68 = fmul float %63, %67
  %69 = select i1 %43, float 0.000000e+00, float %68
  %70 = select i1 %44, float 0x7FF0000000000000, float %69
  %71 = fcmp uno float %42, %42
  %72 = select i1 %71, float %42, float %70
  %73 = sitofp i32 %18 to float
  %74 = fmul float %8, %73
  %75 = fmul float %74, %72
  %76 = fmul float %75, 0x3FE45F3060000000
  %77 = fadd float %76, 5.000000e-01
  %78 = call float @llvm.floor.f32(float %77)
  %79 = fmul float %78, 0x3FF921FB60000000
  %80 = fsub float %75, %79
  %81 = fmul float %78, 0xBE6777A5C0000000
  %82 = fsub float %80, %81
  %83 = fmul float %82, %82
  %84 = fmul float 0x3EC71DE3A0000000, %83
  %85 = fadd float %84, 0xBF2A01A020000000
  %86 = fmul float %85, %83
  %87 = fadd float %86, 0x3F81111120000000
  %88 = fmul float %87, %83
  %89 = fadd float %88, 0xBFC5555560000000
  %90 = fmul float %89, %83
  %91 = fadd float %90, 1.000000e+00
  %92 = fmul float %91, %82
  %93 = fmul float 0x3EFA01A020000000, %83
  %94 = fadd float %93, 0xBF56C16C20000000
  %95 = fmul float %94, %83
  %96 = fadd float %95, 0x3FA5555560000000
  %97 = fmul float %96, %83
  %98 = fadd float %97, -5.000000e-01
  %99 = fmul float %98, %83
  %100 = fadd float %99, 1.000000e+00
  %101 = fptosi float %78 to i32
  %102 = and i32 %101, 3
  %103 = and i32 %102, 1
  %104 = icmp ne i32 %103, 0
  %105 = select i1 %104, float %100, float %92
  %106 = select i1 %104, float %92, float %100
  %107 = icmp uge i32 %102, 2
  %108 = add i32 %102, 1
  %109 = and i32 %108, 2
  %110 = icmp eq i32 %109, 2
  %111 = fneg float %105
  %112 = select i1 %107, float %111, float %105
  %113 = fneg float %106
  %114 = select i1 %110, float %113, float %106
  %115 = sext i32 %39 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %27, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = sext i32 %40 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %27, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = fmul float %118, %114
  %124 = fmul float %122, %112
  %125 = fsub float %123, %124
  %126 = fmul float %118, %112
  %127 = fmul float %122, %114
  %128 = fadd float %126, %127
  %129 = sext i32 %39 to i64
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr addrspace(1) %27, i64 %130
  store float %125, ptr addrspace(1) %131, align 4
  %132 = sext i32 %40 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr addrspace(1) %27, i64 %133
  store float %128, ptr addrspace(1) %134, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %135 = mul i32 %4, %13
  %136 = icmp slt i32 %12, %135
  %137 = icmp sgt i32 %13, 0
  %138 = and i1 %136, %137
  br i1 %138, label %then1, label %endif2

then1:                                            ; preds = %endif
  %139 = udiv i32 %12, %13
  %140 = urem i32 %12, %13
  %141 = mul i32 %139, %5
  %142 = add i32 %141, %140
  %143 = add i32 %142, %13
  %144 = sitofp i32 %140 to float
  %145 = fmul float %144, %7
  %146 = fcmp olt float %145, -1.260000e+02
  %147 = fcmp ogt float %145, 1.270000e+02
  %148 = select i1 %146, float -1.260000e+02, float %145
  %149 = select i1 %147, float 1.270000e+02, float %148
  %150 = fadd float %149, 5.000000e-01
  %151 = call float @llvm.floor.f32(float %150)
  %152 = fsub float %149, %151
  %153 = fmul float 0x3EEFFCBFC0000000, %152
  %154 = fadd float %153, 0x3F24309120000000
  %155 = fmul float %154, %152
  %156 = fadd float %155, 0x3F55D87FE0000000
  %157 = fmul float %156, %152
  %158 = fadd float %157, 0x3F83B2AB60000000
  %159 = fmul float %158, %152
  %160 = fadd float %159, 0x3FAC6B08E0000000
  %161 = fmul float %160, %152
  %162 = fadd float %161, 0x3FCEBFBE00000000
  %163 = fmul float %162, %152
  %164 = fadd float %163, 0x3FE62E4300000000
  %165 = fmul float %164, %152
  %166 = fadd float %165, 1.000000e+00
  %167 = fptosi float %151 to i32
  %168 = add i32 %167, 127
  %169 = shl i32 %168, 23
  %170 = bitcast i32 %169 to float
  %171 = fmul float %166, %170
  %172 = select i1 %146, float 0.000000e+00, float %171
  %173 = select i1 %147, float 0x7FF0000000000000, float %172
  %174 = fcmp uno float %145, %145
  %175 = select i1 %174, float %145, float %173
  %176 = sitofp i32 %18 to float
  %177 = fmul float %8, %176
  %178 = fmul float %177, %175
  %179 = fmul float %178, 0x3FE45F3060000000
  %180 = fadd float %179, 5.000000e-01
  %181 = call float @llvm.floor.f32(float %180)
  %182 = fmul float %181, 0x3FF921FB60000000
  %183 = fsub float %178, %182
  %184 = fmul float %181, 0xBE6777A5C0000000
  %185 = fsub float %183, %184
  %186 = fmul float %185, %185
  %187 = fmul float 0x3EC71DE3A0000000, %186
  %188 = fadd float %187, 0xBF2A01A020000000
  %189 = fmul float %188, %186
  %190 = fadd float %189, 0x3F81111120000000
  %191 = fmul float %190, %186
  %192 = fadd float %191, 0xBFC5555560000000
  %193 = fmul float %192, %186
  %194 = fadd float %193, 1.000000e+00
  %195 = fmul float %194, %185
  %196 = fmul float 0x3EFA01A020000000, %186
  %197 = fadd float %196, 0xBF56C16C20000000
  %198 = fmul float %197, %186
  %199 = fadd float %198, 0x3FA5555560000000
  %200 = fmul float %199, %186
  %201 = fadd float %200, -5.000000e-01
  %202 = fmul float %201, %186
  %203 = fadd float %202, 1.000000e+00
  %204 = fptosi float %181 to i32
  %205 = and i32 %204, 3
  %206 = and i32 %205, 1
  %207 = icmp ne i32 %206, 0
  %208 = select i1 %207, float %203, float %195
  %209 = select i1 %207, float %195, float %203
  %210 = icmp uge i32 %205, 2
  %211 = add i32 %205, 1
  %212 = and i32 %211, 2
  %213 = icmp eq i32 %212, 2
  %214 = fneg float %208
  %215 = select i1 %210, float %214, float %208
  %216 = fneg float %209
  %217 = select i1 %213, float %216, float %209
  %218 = sext i32 %142 to i64
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %28, i64 %219
  %221 = load float, ptr addrspace(1) %220, align 4
  %222 = sext i32 %143 to i64
  %223 = mul i64 %222, 4
  %224 = getelementptr i8, ptr addrspace(1) %28, i64 %223
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = fmul float %221, %217
  %227 = fmul float %225, %215
  %228 = fsub float %226, %227
  %229 = fmul float %221, %215
  %230 = fmul float %225, %217
  %231 = fadd float %229, %230
  %232 = sext i32 %142 to i64
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %28, i64 %233
  store float %228, ptr addrspace(1) %234, align 4
  %235 = sext i32 %143 to i64
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %28, i64 %236
  store float %231, ptr addrspace(1) %237, align 4
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

!0 = !{ptr @strata_rope_neox_qk_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_neox_qk_rows_f32, !"maxntidx", i32 256}
