; ModuleID = 'strata_dequant_f16_q4_1'
source_filename = "strata_dequant_f16_q4_1"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_q4_1(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
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
  %11 = udiv i64 %10, 1
  %12 = mul i64 %11, 20
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = urem i64 %10, 1
  %15 = trunc i64 %14 to i32
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %17 = load i16, ptr addrspace(1) %16, align 2
  %18 = bitcast i16 %17 to half
  %19 = fpext half %18 to float
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 2
  %21 = load i16, ptr addrspace(1) %20, align 2
  %22 = bitcast i16 %21 to half
  %23 = fpext half %22 to float
  %24 = getelementptr i8, ptr addrspace(1) %13, i64 4
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = getelementptr i8, ptr addrspace(1) %13, i64 8
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = getelementptr i8, ptr addrspace(1) %13, i64 12
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = getelementptr i8, ptr addrspace(1) %13, i64 16
  %31 = load i32, ptr addrspace(1) %30, align 4
  %32 = lshr i32 %25, 0
  %33 = and i32 %32, 15
  %34 = sitofp i32 %33 to float
  %35 = fmul float %19, %34
  %36 = fadd float %35, %23
  %37 = add i64 %9, 0
  %38 = mul i64 %37, 2
  %39 = getelementptr i8, ptr addrspace(1) %0, i64 %38
  %40 = fptrunc float %36 to half
  %41 = bitcast half %40 to i16
  store i16 %41, ptr addrspace(1) %39, align 2
  %42 = lshr i32 %25, 8
  %43 = and i32 %42, 15
  %44 = sitofp i32 %43 to float
  %45 = fmul float %19, %44
  %46 = fadd float %45, %23
  %47 = add i64 %9, 1
  %48 = mul i64 %47, 2
  %49 = getelementptr i8, ptr addrspace(1) %0, i64 %48
  %50 = fptrunc float %46 to half
  %51 = bitcast half %50 to i16
  store i16 %51, ptr addrspace(1) %49, align 2
  %52 = lshr i32 %25, 16
  %53 = and i32 %52, 15
  %54 = sitofp i32 %53 to float
  %55 = fmul float %19, %54
  %56 = fadd float %55, %23
  %57 = add i64 %9, 2
  %58 = mul i64 %57, 2
  %59 = getelementptr i8, ptr addrspace(1) %0, i64 %58
  %60 = fptrunc float %56 to half
  %61 = bitcast half %60 to i16
  store i16 %61, ptr addrspace(1) %59, align 2
  %62 = lshr i32 %25, 24
  %63 = and i32 %62, 15
  %64 = sitofp i32 %63 to float
  %65 = fmul float %19, %64
  %66 = fadd float %65, %23
  %67 = add i64 %9, 3
  %68 = mul i64 %67, 2
  %69 = getelementptr i8, ptr addrspace(1) %0, i64 %68
  %70 = fptrunc float %66 to half
  %71 = bitcast half %70 to i16
  store i16 %71, ptr addrspace(1) %69, align 2
  %72 = lshr i32 %27, 0
  %73 = and i32 %72, 15
  %74 = sitofp i32 %73 to float
  %75 = fmul float %19, %74
  %76 = fadd float %75, %23
  %77 = add i64 %9, 4
  %78 = mul i64 %77, 2
  %79 = getelementptr i8, ptr addrspace(1) %0, i64 %78
  %80 = fptrunc float %76 to half
  %81 = bitcast half %80 to i16
  store i16 %81, ptr addrspace(1) %79, align 2
  %82 = lshr i32 %27, 8
  %83 = and i32 %82, 15
  %84 = sitofp i32 %83 to float
  %85 = fmul float %19, %84
  %86 = fadd float %85, %23
  %87 = add i64 %9, 5
  %88 = mul i64 %87, 2
  %89 = getelementptr i8, ptr addrspace(1) %0, i64 %88
  %90 = fptrunc float %86 to half
  %91 = bitcast half %90 to i16
  store i16 %91, ptr addrspace(1) %89, align 2
  %92 = lshr i32 %27, 16
  %93 = and i32 %92, 15
  %94 = sitofp i32 %93 to float
  %95 = fmul float %19, %94
  %96 = fadd float %95, %23
  %97 = add i64 %9, 6
  %98 = mul i64 %97, 2
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98
  %100 = fptrunc float %96 to half
  %101 = bitcast half %100 to i16
  store i16 %101, ptr addrspace(1) %99, align 2
  %102 = lshr i32 %27, 24
  %103 = and i32 %102, 15
  %104 = sitofp i32 %103 to float
  %105 = fmul float %19, %104
  %106 = fadd float %105, %23
  %107 = add i64 %9, 7
  %108 = mul i64 %107, 2
  %109 = getelementptr i8, ptr addrspace(1) %0, i64 %108
  %110 = fptrunc float %106 to half
  %111 = bitcast half %110 to i16
  store i16 %111, ptr addrspace(1) %109, align 2
  %112 = lshr i32 %29, 0
  %113 = and i32 %112, 15
  %114 = sitofp i32 %113 to float
  %115 = fmul float %19, %114
  %116 = fadd float %115, %23
  %117 = add i64 %9, 8
  %118 = mul i64 %117, 2
  %119 = getelementptr i8, ptr addrspace(1) %0, i64 %118
  %120 = fptrunc float %116 to half
  %121 = bitcast half %120 to i16
  store i16 %121, ptr addrspace(1) %119, align 2
  %122 = lshr i32 %29, 8
  %123 = and i32 %122, 15
  %124 = sitofp i32 %123 to float
  %125 = fmul float %19, %124
  %126 = fadd float %125, %23
  %127 = add i64 %9, 9
  %128 = mul i64 %127, 2
  %129 = getelementptr i8, ptr addrspace(1) %0, i64 %128
  %130 = fptrunc float %126 to half
  %131 = bitcast half %130 to i16
  store i16 %131, ptr addrspace(1) %129, align 2
  %132 = lshr i32 %29, 16
  %133 = and i32 %132, 15
  %134 = sitofp i32 %133 to float
  %135 = fmul float %19, %134
  %136 = fadd float %135, %23
  %137 = add i64 %9, 10
  %138 = mul i64 %137, 2
  %139 = getelementptr i8, ptr addrspace(1) %0, i64 %138
  %140 = fptrunc float %136 to half
  %141 = bitcast half %140 to i16
  store i16 %141, ptr addrspace(1) %139, align 2
  %142 = lshr i32 %29, 24
  %143 = and i32 %142, 15
  %144 = sitofp i32 %143 to float
  %145 = fmul float %19, %144
  %146 = fadd float %145, %23
  %147 = add i64 %9, 11
  %148 = mul i64 %147, 2
  %149 = getelementptr i8, ptr addrspace(1) %0, i64 %148
  %150 = fptrunc float %146 to half
  %151 = bitcast half %150 to i16
  store i16 %151, ptr addrspace(1) %149, align 2
  %152 = lshr i32 %31, 0
  %153 = and i32 %152, 15
  %154 = sitofp i32 %153 to float
  %155 = fmul float %19, %154
  %156 = fadd float %155, %23
  %157 = add i64 %9, 12
  %158 = mul i64 %157, 2
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  %160 = fptrunc float %156 to half
  %161 = bitcast half %160 to i16
  store i16 %161, ptr addrspace(1) %159, align 2
  %162 = lshr i32 %31, 8
  %163 = and i32 %162, 15
  %164 = sitofp i32 %163 to float
  %165 = fmul float %19, %164
  %166 = fadd float %165, %23
  %167 = add i64 %9, 13
  %168 = mul i64 %167, 2
  %169 = getelementptr i8, ptr addrspace(1) %0, i64 %168
  %170 = fptrunc float %166 to half
  %171 = bitcast half %170 to i16
  store i16 %171, ptr addrspace(1) %169, align 2
  %172 = lshr i32 %31, 16
  %173 = and i32 %172, 15
  %174 = sitofp i32 %173 to float
  %175 = fmul float %19, %174
  %176 = fadd float %175, %23
  %177 = add i64 %9, 14
  %178 = mul i64 %177, 2
  %179 = getelementptr i8, ptr addrspace(1) %0, i64 %178
  %180 = fptrunc float %176 to half
  %181 = bitcast half %180 to i16
  store i16 %181, ptr addrspace(1) %179, align 2
  %182 = lshr i32 %31, 24
  %183 = and i32 %182, 15
  %184 = sitofp i32 %183 to float
  %185 = fmul float %19, %184
  %186 = fadd float %185, %23
  %187 = add i64 %9, 15
  %188 = mul i64 %187, 2
  %189 = getelementptr i8, ptr addrspace(1) %0, i64 %188
  %190 = fptrunc float %186 to half
  %191 = bitcast half %190 to i16
  store i16 %191, ptr addrspace(1) %189, align 2
  %192 = lshr i32 %25, 4
  %193 = and i32 %192, 15
  %194 = sitofp i32 %193 to float
  %195 = fmul float %19, %194
  %196 = fadd float %195, %23
  %197 = add i64 %9, 16
  %198 = mul i64 %197, 2
  %199 = getelementptr i8, ptr addrspace(1) %0, i64 %198
  %200 = fptrunc float %196 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr addrspace(1) %199, align 2
  %202 = lshr i32 %25, 12
  %203 = and i32 %202, 15
  %204 = sitofp i32 %203 to float
  %205 = fmul float %19, %204
  %206 = fadd float %205, %23
  %207 = add i64 %9, 17
  %208 = mul i64 %207, 2
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  %210 = fptrunc float %206 to half
  %211 = bitcast half %210 to i16
  store i16 %211, ptr addrspace(1) %209, align 2
  %212 = lshr i32 %25, 20
  %213 = and i32 %212, 15
  %214 = sitofp i32 %213 to float
  %215 = fmul float %19, %214
  %216 = fadd float %215, %23
  %217 = add i64 %9, 18
  %218 = mul i64 %217, 2
  %219 = getelementptr i8, ptr addrspace(1) %0, i64 %218
  %220 = fptrunc float %216 to half
  %221 = bitcast half %220 to i16
  store i16 %221, ptr addrspace(1) %219, align 2
  %222 = lshr i32 %25, 28
  %223 = and i32 %222, 15
  %224 = sitofp i32 %223 to float
  %225 = fmul float %19, %224
  %226 = fadd float %225, %23
  %227 = add i64 %9, 19
  %228 = mul i64 %227, 2
  %229 = getelementptr i8, ptr addrspace(1) %0, i64 %228
  %230 = fptrunc float %226 to half
  %231 = bitcast half %230 to i16
  store i16 %231, ptr addrspace(1) %229, align 2
  %232 = lshr i32 %27, 4
  %233 = and i32 %232, 15
  %234 = sitofp i32 %233 to float
  %235 = fmul float %19, %234
  %236 = fadd float %235, %23
  %237 = add i64 %9, 20
  %238 = mul i64 %237, 2
  %239 = getelementptr i8, ptr addrspace(1) %0, i64 %238
  %240 = fptrunc float %236 to half
  %241 = bitcast half %240 to i16
  store i16 %241, ptr addrspace(1) %239, align 2
  %242 = lshr i32 %27, 12
  %243 = and i32 %242, 15
  %244 = sitofp i32 %243 to float
  %245 = fmul float %19, %244
  %246 = fadd float %245, %23
  %247 = add i64 %9, 21
  %248 = mul i64 %247, 2
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  %250 = fptrunc float %246 to half
  %251 = bitcast half %250 to i16
  store i16 %251, ptr addrspace(1) %249, align 2
  %252 = lshr i32 %27, 20
  %253 = and i32 %252, 15
  %254 = sitofp i32 %253 to float
  %255 = fmul float %19, %254
  %256 = fadd float %255, %23
  %257 = add i64 %9, 22
  %258 = mul i64 %257, 2
  %259 = getelementptr i8, ptr addrspace(1) %0, i64 %258
  %260 = fptrunc float %256 to half
  %261 = bitcast half %260 to i16
  store i16 %261, ptr addrspace(1) %259, align 2
  %262 = lshr i32 %27, 28
  %263 = and i32 %262, 15
  %264 = sitofp i32 %263 to float
  %265 = fmul float %19, %264
  %266 = fadd float %265, %23
  %267 = add i64 %9, 23
  %268 = mul i64 %267, 2
  %269 = getelementptr i8, ptr addrspace(1) %0, i64 %268
  %270 = fptrunc float %266 to half
  %271 = bitcast half %270 to i16
  store i16 %271, ptr addrspace(1) %269, align 2
  %272 = lshr i32 %29, 4
  %273 = and i32 %272, 15
  %274 = sitofp i32 %273 to float
  %275 = fmul float %19, %274
  %276 = fadd float %275, %23
  %277 = add i64 %9, 24
  %278 = mul i64 %277, 2
  %279 = getelementptr i8, ptr addrspace(1) %0, i64 %278
  %280 = fptrunc float %276 to half
  %281 = bitcast half %280 to i16
  store i16 %281, ptr addrspace(1) %279, align 2
  %282 = lshr i32 %29, 12
  %283 = and i32 %282, 15
  %284 = sitofp i32 %283 to float
  %285 = fmul float %19, %284
  %286 = fadd float %285, %23
  %287 = add i64 %9, 25
  %288 = mul i64 %287, 2
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  %290 = fptrunc float %286 to half
  %291 = bitcast half %290 to i16
  store i16 %291, ptr addrspace(1) %289, align 2
  %292 = lshr i32 %29, 20
  %293 = and i32 %292, 15
  %294 = sitofp i32 %293 to float
  %295 = fmul float %19, %294
  %296 = fadd float %295, %23
  %297 = add i64 %9, 26
  %298 = mul i64 %297, 2
  %299 = getelementptr i8, ptr addrspace(1) %0, i64 %298
  %300 = fptrunc float %296 to half
  %301 = bitcast half %300 to i16
  store i16 %301, ptr addrspace(1) %299, align 2
  %302 = lshr i32 %29, 28
  %303 = and i32 %302, 15
  %304 = sitofp i32 %303 to float
  %305 = fmul float %19, %304
  %306 = fadd float %305, %23
  %307 = add i64 %9, 27
  %308 = mul i64 %307, 2
  %309 = getelementptr i8, ptr addrspace(1) %0, i64 %308
  %310 = fptrunc float %306 to half
  %311 = bitcast half %310 to i16
  store i16 %311, ptr addrspace(1) %309, align 2
  %312 = lshr i32 %31, 4
  %313 = and i32 %312, 15
  %314 = sitofp i32 %313 to float
  %315 = fmul float %19, %314
  %316 = fadd float %315, %23
  %317 = add i64 %9, 28
  %318 = mul i64 %317, 2
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  %320 = fptrunc float %316 to half
  %321 = bitcast half %320 to i16
  store i16 %321, ptr addrspace(1) %319, align 2
  %322 = lshr i32 %31, 12
  %323 = and i32 %322, 15
  %324 = sitofp i32 %323 to float
  %325 = fmul float %19, %324
  %326 = fadd float %325, %23
  %327 = add i64 %9, 29
  %328 = mul i64 %327, 2
  %329 = getelementptr i8, ptr addrspace(1) %0, i64 %328
  %330 = fptrunc float %326 to half
  %331 = bitcast half %330 to i16
  store i16 %331, ptr addrspace(1) %329, align 2
  %332 = lshr i32 %31, 20
  %333 = and i32 %332, 15
  %334 = sitofp i32 %333 to float
  %335 = fmul float %19, %334
  %336 = fadd float %335, %23
  %337 = add i64 %9, 30
  %338 = mul i64 %337, 2
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  %340 = fptrunc float %336 to half
  %341 = bitcast half %340 to i16
  store i16 %341, ptr addrspace(1) %339, align 2
  %342 = lshr i32 %31, 28
  %343 = and i32 %342, 15
  %344 = sitofp i32 %343 to float
  %345 = fmul float %19, %344
  %346 = fadd float %345, %23
  %347 = add i64 %9, 31
  %348 = mul i64 %347, 2
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 %348
  %350 = fptrunc float %346 to half
  %351 = bitcast half %350 to i16
  store i16 %351, ptr addrspace(1) %349, align 2
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

!0 = !{ptr @strata_dequant_f16_q4_1, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_q4_1, !"maxntidx", i32 128}
