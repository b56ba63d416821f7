; ModuleID = 'strata_dequant_f16_f32'
source_filename = "strata_dequant_f16_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 128
  %6 = add i32 %5, %3
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %then, label %endif

then:                                             ; preds = %entry
  %8 = sext i32 %6 to i64
  %9 = mul i64 %8, 32
  %10 = sext i32 %6 to i64
  %11 = mul i64 %10, 128
  %12 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %12, i64 0
  %14 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %15 = load float, ptr addrspace(1) %14, align 4
  %16 = add i64 %9, 0
  %17 = mul i64 %16, 2
  %18 = getelementptr i8, ptr addrspace(1) %0, i64 %17
  %19 = fptrunc float %15 to half
  %20 = bitcast half %19 to i16
  store i16 %20, ptr addrspace(1) %18, align 2
  %21 = getelementptr i8, ptr addrspace(1) %12, i64 4
  %22 = getelementptr i8, ptr addrspace(1) %21, i64 0
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = add i64 %9, 1
  %25 = mul i64 %24, 2
  %26 = getelementptr i8, ptr addrspace(1) %0, i64 %25
  %27 = fptrunc float %23 to half
  %28 = bitcast half %27 to i16
  store i16 %28, ptr addrspace(1) %26, align 2
  %29 = getelementptr i8, ptr addrspace(1) %12, i64 8
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 0
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = add i64 %9, 2
  %33 = mul i64 %32, 2
  %34 = getelementptr i8, ptr addrspace(1) %0, i64 %33
  %35 = fptrunc float %31 to half
  %36 = bitcast half %35 to i16
  store i16 %36, ptr addrspace(1) %34, align 2
  %37 = getelementptr i8, ptr addrspace(1) %12, i64 12
  %38 = getelementptr i8, ptr addrspace(1) %37, i64 0
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = add i64 %9, 3
  %41 = mul i64 %40, 2
  %42 = getelementptr i8, ptr addrspace(1) %0, i64 %41
  %43 = fptrunc float %39 to half
  %44 = bitcast half %43 to i16
  store i16 %44, ptr addrspace(1) %42, align 2
  %45 = getelementptr i8, ptr addrspace(1) %12, i64 16
  %46 = getelementptr i8, ptr addrspace(1) %45, i64 0
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = add i64 %9, 4
  %49 = mul i64 %48, 2
  %50 = getelementptr i8, ptr addrspace(1) %0, i64 %49
  %51 = fptrunc float %47 to half
  %52 = bitcast half %51 to i16
  store i16 %52, ptr addrspace(1) %50, align 2
  %53 = getelementptr i8, ptr addrspace(1) %12, i64 20
  %54 = getelementptr i8, ptr addrspace(1) %53, i64 0
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = add i64 %9, 5
  %57 = mul i64 %56, 2
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  %59 = fptrunc float %55 to half
  %60 = bitcast half %59 to i16
  store i16 %60, ptr addrspace(1) %58, align 2
  %61 = getelementptr i8, ptr addrspace(1) %12, i64 24
  %62 = getelementptr i8, ptr addrspace(1) %61, i64 0
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = add i64 %9, 6
  %65 = mul i64 %64, 2
  %66 = getelementptr i8, ptr addrspace(1) %0, i64 %65
  %67 = fptrunc float %63 to half
  %68 = bitcast half %67 to i16
  store i16 %68, ptr addrspace(1) %66, align 2
  %69 = getelementptr i8, ptr addrspace(1) %12, i64 28
  %70 = getelementptr i8, ptr addrspace(1) %69, i64 0
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = add i64 %9, 7
  %73 = mul i64 %72, 2
  %74 = getelementptr i8, ptr addrspace(1) %0, i64 %73
  %75 = fptrunc float %71 to half
  %76 = bitcast half %75 to i16
  store i16 %76, ptr addrspace(1) %74, align 2
  %77 = getelementptr i8, ptr addrspace(1) %12, i64 32
  %78 = getelementptr i8, ptr addrspace(1) %77, i64 0
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = add i64 %9, 8
  %81 = mul i64 %80, 2
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  %83 = fptrunc float %79 to half
  %84 = bitcast half %83 to i16
  store i16 %84, ptr addrspace(1) %82, align 2
  %85 = getelementptr i8, ptr addrspace(1) %12, i64 36
  %86 = getelementptr i8, ptr addrspace(1) %85, i64 0
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = add i64 %9, 9
  %89 = mul i64 %88, 2
  %90 = getelementptr i8, ptr addrspace(1) %0, i64 %89
  %91 = fptrunc float %87 to half
  %92 = bitcast half %91 to i16
  store i16 %92, ptr addrspace(1) %90, align 2
  %93 = getelementptr i8, ptr addrspace(1) %12, i64 40
  %94 = getelementptr i8, ptr addrspace(1) %93, i64 0
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = add i64 %9, 10
  %97 = mul i64 %96, 2
  %98 = getelementptr i8, ptr addrspace(1) %0, i64 %97
  %99 = fptrunc float %95 to half
  %100 = bitcast half %99 to i16
  store i16 %100, ptr addrspace(1) %98, align 2
  %101 = getelementptr i8, ptr addrspace(1) %12, i64 44
  %102 = getelementptr i8, ptr addrspace(1) %101, i64 0
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = add i64 %9, 11
  %105 = mul i64 %104, 2
  %106 = getelementptr i8, ptr addrspace(1) %0, i64 %105
  %107 = fptrunc float %103 to half
  %108 = bitcast half %107 to i16
  store i16 %108, ptr addrspace(1) %106, align 2
  %109 = getelementptr i8, ptr addrspace(1) %12, i64 48
  %110 = getelementptr i8, ptr addrspace(1) %109, i64 0
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = add i64 %9, 12
  %113 = mul i64 %112, 2
  %114 = getelementptr i8, ptr addrspace(1) %0, i64 %113
  %115 = fptrunc float %111 to half
  %116 = bitcast half %115 to i16
  store i16 %116, ptr addrspace(1) %114, align 2
  %117 = getelementptr i8, ptr addrspace(1) %12, i64 52
  %118 = getelementptr i8, ptr addrspace(1) %117, i64 0
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = add i64 %9, 13
  %121 = mul i64 %120, 2
  %122 = getelementptr i8, ptr addrspace(1) %0, i64 %121
  %123 = fptrunc float %119 to half
  %124 = bitcast half %123 to i16
  store i16 %124, ptr addrspace(1) %122, align 2
  %125 = getelementptr i8, ptr addrspace(1) %12, i64 56
  %126 = getelementptr i8, ptr addrspace(1) %125, i64 0
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = add i64 %9, 14
  %129 = mul i64 %128, 2
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  %131 = fptrunc float %127 to half
  %132 = bitcast half %131 to i16
  store i16 %132, ptr addrspace(1) %130, align 2
  %133 = getelementptr i8, ptr addrspace(1) %12, i64 60
  %134 = getelementptr i8, ptr addrspace(1) %133, i64 0
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = add i64 %9, 15
  %137 = mul i64 %136, 2
  %138 = getelementptr i8, ptr addrspace(1) %0, i64 %137
  %139 = fptrunc float %135 to half
  %140 = bitcast half %139 to i16
  store i16 %140, ptr addrspace(1) %138, align 2
  %141 = getelementptr i8, ptr addrspace(1) %12, i64 64
  %142 = getelementptr i8, ptr addrspace(1) %141, i64 0
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = add i64 %9, 16
  %145 = mul i64 %144, 2
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  %147 = fptrunc float %143 to half
  %148 = bitcast half %147 to i16
  store i16 %148, ptr addrspace(1) %146, align 2
  %149 = getelementptr i8, ptr addrspace(1) %12, i64 68
  %150 = getelementptr i8, ptr addrspace(1) %149, i64 0
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = add i64 %9, 17
  %153 = mul i64 %152, 2
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  %155 = fptrunc float %151 to half
  %156 = bitcast half %155 to i16
  store i16 %156, ptr addrspace(1) %154, align 2
  %157 = getelementptr i8, ptr addrspace(1) %12, i64 72
  %158 = getelementptr i8, ptr addrspace(1) %157, i64 0
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = add i64 %9, 18
  %161 = mul i64 %160, 2
  %162 = getelementptr i8, ptr addrspace(1) %0, i64 %161
  %163 = fptrunc float %159 to half
  %164 = bitcast half %163 to i16
  store i16 %164, ptr addrspace(1) %162, align 2
  %165 = getelementptr i8, ptr addrspace(1) %12, i64 76
  %166 = getelementptr i8, ptr addrspace(1) %165, i64 0
  %167 = load float, ptr addrspace(1) %166, align 4
  %168 = add i64 %9, 19
  %169 = mul i64 %168, 2
  %170 = getelementptr i8, ptr addrspace(1) %0, i64 %169
  %171 = fptrunc float %167 to half
  %172 = bitcast half %171 to i16
  store i16 %172, ptr addrspace(1) %170, align 2
  %173 = getelementptr i8, ptr addrspace(1) %12, i64 80
  %174 = getelementptr i8, ptr addrspace(1) %173, i64 0
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = add i64 %9, 20
  %177 = mul i64 %176, 2
  %178 = getelementptr i8, ptr addrspace(1) %0, i64 %177
  %179 = fptrunc float %175 to half
  %180 = bitcast half %179 to i16
  store i16 %180, ptr addrspace(1) %178, align 2
  %181 = getelementptr i8, ptr addrspace(1) %12, i64 84
  %182 = getelementptr i8, ptr addrspace(1) %181, i64 0
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = add i64 %9, 21
  %185 = mul i64 %184, 2
  %186 = getelementptr i8, ptr addrspace(1) %0, i64 %185
  %187 = fptrunc float %183 to half
  %188 = bitcast half %187 to i16
  store i16 %188, ptr addrspace(1) %186, align 2
  %189 = getelementptr i8, ptr addrspace(1) %12, i64 88
  %190 = getelementptr i8, ptr addrspace(1) %189, i64 0
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = add i64 %9, 22
  %193 = mul i64 %192, 2
  %194 = getelementptr i8, ptr addrspace(1) %0, i64 %193
  %195 = fptrunc float %191 to half
  %196 = bitcast half %195 to i16
  store i16 %196, ptr addrspace(1) %194, align 2
  %197 = getelementptr i8, ptr addrspace(1) %12, i64 92
  %198 = getelementptr i8, ptr addrspace(1) %197, i64 0
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = add i64 %9, 23
  %201 = mul i64 %200, 2
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  %203 = fptrunc float %199 to half
  %204 = bitcast half %203 to i16
  store i16 %204, ptr addrspace(1) %202, align 2
  %205 = getelementptr i8, ptr addrspace(1) %12, i64 96
  %206 = getelementptr i8, ptr addrspace(1) %205, i64 0
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = add i64 %9, 24
  %209 = mul i64 %208, 2
  %210 = getelementptr i8, ptr addrspace(1) %0, i64 %209
  %211 = fptrunc float %207 to half
  %212 = bitcast half %211 to i16
  store i16 %212, ptr addrspace(1) %210, align 2
  %213 = getelementptr i8, ptr addrspace(1) %12, i64 100
  %214 = getelementptr i8, ptr addrspace(1) %213, i64 0
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = add i64 %9, 25
  %217 = mul i64 %216, 2
  %218 = getelementptr i8, ptr addrspace(1) %0, i64 %217
  %219 = fptrunc float %215 to half
  %220 = bitcast half %219 to i16
  store i16 %220, ptr addrspace(1) %218, align 2
  %221 = getelementptr i8, ptr addrspace(1) %12, i64 104
  %222 = getelementptr i8, ptr addrspace(1) %221, i64 0
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = add i64 %9, 26
  %225 = mul i64 %224, 2
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  %227 = fptrunc float %223 to half
  %228 = bitcast half %227 to i16
  store i16 %228, ptr addrspace(1) %226, align 2
  %229 = getelementptr i8, ptr addrspace(1) %12, i64 108
  %230 = getelementptr i8, ptr addrspace(1) %229, i64 0
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = add i64 %9, 27
  %233 = mul i64 %232, 2
  %234 = getelementptr i8, ptr addrspace(1) %0, i64 %233
  %235 = fptrunc float %231 to half
  %236 = bitcast half %235 to i16
  store i16 %236, ptr addrspace(1) %234, align 2
  %237 = getelementptr i8, ptr addrspace(1) %12, i64 112
  %238 = getelementptr i8, ptr addrspace(1) %237, i64 0
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = add i64 %9, 28
  %241 = mul i64 %240, 2
  %242 = getelementptr i8, ptr addrspace(1) %0, i64 %241
  %243 = fptrunc float %239 to half
  %244 = bitcast half %243 to i16
  store i16 %244, ptr addrspace(1) %242, align 2
  %245 = getelementptr i8, ptr addrspace(1) %12, i64 116
  %246 = getelementptr i8, ptr addrspace(1) %245, i64 0
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = add i64 %9, 29
  %249 = mul i64 %248, 2
  %250 = getelementptr i8, ptr addrspace(1) %0, i64 %249
  %251 = fptrunc float %247 to half
  %252 = bitcast half %251 to i16
  store i16 %252, ptr addrspace(1) %250, align 2
  %253 = getelementptr i8, ptr addrspace(1) %12, i64 120
  %254 = getelementptr i8, ptr addrspace(1) %253, i64 0
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = add i64 %9, 30
  %257 = mul i64 %256, 2
  %258 = getelementptr i8, ptr addrspace(1) %0, i64 %257
  %259 = fptrunc float %255 to half
  %260 = bitcast half %259 to i16
  store i16 %260, ptr addrspace(1) %258, align 2
  %261 = getelementptr i8, ptr addrspace(1) %12, i64 124
  %262 = getelementptr i8, ptr addrspace(1) %261, i64 0
  %263 = load float, ptr addrspace(1) %262, align 4
  %264 = add i64 %9, 31
  %265 = mul i64 %264, 2
  %266 = getelementptr i8, ptr addrspace(1) %0, i64 %265
  %267 = fptrunc float %263 to half
  %268 = bitcast half %267 to i16
  store i16 %268, ptr addrspace(1) %266, align 2
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_dequant_f16_f32, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_f32, !"maxntidx", i32 128}
