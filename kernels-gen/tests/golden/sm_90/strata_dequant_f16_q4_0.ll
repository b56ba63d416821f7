; ModuleID = 'strata_dequant_f16_q4_0'
source_filename = "strata_dequant_f16_q4_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_q4_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
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
  %12 = mul i64 %11, 18
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = urem i64 %10, 1
  %15 = trunc i64 %14 to i32
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %17 = load i16, ptr addrspace(1) %16, align 2
  %18 = bitcast i16 %17 to half
  %19 = fpext half %18 to float
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 2
  %21 = load i32, ptr addrspace(1) %20, align 2
  %22 = getelementptr i8, ptr addrspace(1) %13, i64 6
  %23 = load i32, ptr addrspace(1) %22, align 2
  %24 = getelementptr i8, ptr addrspace(1) %13, i64 10
  %25 = load i32, ptr addrspace(1) %24, align 2
  %26 = getelementptr i8, ptr addrspace(1) %13, i64 14
  %27 = load i32, ptr addrspace(1) %26, align 2
  %28 = lshr i32 %21, 0
  %29 = and i32 %28, 15
  %30 = sub i32 %29, 8
  %31 = sitofp i32 %30 to float
  %32 = fmul float %19, %31
  %33 = add i64 %9, 0
  %34 = mul i64 %33, 2
  %35 = getelementptr i8, ptr addrspace(1) %0, i64 %34
  %36 = fptrunc float %32 to half
  %37 = bitcast half %36 to i16
  store i16 %37, ptr addrspace(1) %35, align 2
  %38 = lshr i32 %21, 8
  %39 = and i32 %38, 15
  %40 = sub i32 %39, 8
  %41 = sitofp i32 %40 to float
  %42 = fmul float %19, %41
  %43 = add i64 %9, 1
  %44 = mul i64 %43, 2
  %45 = getelementptr i8, ptr addrspace(1) %0, i64 %44
  %46 = fptrunc float %42 to half
  %47 = bitcast half %46 to i16
  store i16 %47, ptr addrspace(1) %45, align 2
  %48 = lshr i32 %21, 16
  %49 = and i32 %48, 15
  %50 = sub i32 %49, 8
  %51 = sitofp i32 %50 to float
  %52 = fmul float %19, %51
  %53 = add i64 %9, 2
  %54 = mul i64 %53, 2
  %55 = getelementptr i8, ptr addrspace(1) %0, i64 %54
  %56 = fptrunc float %52 to half
  %57 = bitcast half %56 to i16
  store i16 %57, ptr addrspace(1) %55, align 2
  %58 = lshr i32 %21, 24
  %59 = and i32 %58, 15
  %60 = sub i32 %59, 8
  %61 = sitofp i32 %60 to float
  %62 = fmul float %19, %61
  %63 = add i64 %9, 3
  %64 = mul i64 %63, 2
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  %66 = fptrunc float %62 to half
  %67 = bitcast half %66 to i16
  store i16 %67, ptr addrspace(1) %65, align 2
  %68 = lshr i32 %23, 0
  %69 = and i32 %68, 15
  %70 = sub i32 %69, 8
  %71 = sitofp i32 %70 to float
  %72 = fmul float %19, %71
  %73 = add i64 %9, 4
  %74 = mul i64 %73, 2
  %75 = getelementptr i8, ptr addrspace(1) %0, i64 %74
  %76 = fptrunc float %72 to half
  %77 = bitcast half %76 to i16
  store i16 %77, ptr addrspace(1) %75, align 2
  %78 = lshr i32 %23, 8
  %79 = and i32 %78, 15
  %80 = sub i32 %79, 8
  %81 = sitofp i32 %80 to float
  %82 = fmul float %19, %81
  %83 = add i64 %9, 5
  %84 = mul i64 %83, 2
  %85 = getelementptr i8, ptr addrspace(1) %0, i64 %84
  %86 = fptrunc float %82 to half
  %87 = bitcast half %86 to i16
  store i16 %87, ptr addrspace(1) %85, align 2
  %88 = lshr i32 %23, 16
  %89 = and i32 %88, 15
  %90 = sub i32 %89, 8
  %91 = sitofp i32 %90 to float
  %92 = fmul float %19, %91
  %93 = add i64 %9, 6
  %94 = mul i64 %93, 2
  %95 = getelementptr i8, ptr addrspace(1) %0, i64 %94
  %96 = fptrunc float %92 to half
  %97 = bitcast half %96 to i16
  store i16 %97, ptr addrspace(1) %95, align 2
  %98 = lshr i32 %23, 24
  %99 = and i32 %98, 15
  %100 = sub i32 %99, 8
  %101 = sitofp i32 %100 to float
  %102 = fmul float %19, %101
  %103 = add i64 %9, 7
  %104 = mul i64 %103, 2
  %105 = getelementptr i8, ptr addrspace(1) %0, i64 %104
  %106 = fptrunc float %102 to half
  %107 = bitcast half %106 to i16
  store i16 %107, ptr addrspace(1) %105, align 2
  %108 = lshr i32 %25, 0
  %109 = and i32 %108, 15
  %110 = sub i32 %109, 8
  %111 = sitofp i32 %110 to float
  %112 = fmul float %19, %111
  %113 = add i64 %9, 8
  %114 = mul i64 %113, 2
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  %116 = fptrunc float %112 to half
  %117 = bitcast half %116 to i16
  store i16 %117, ptr addrspace(1) %115, align 2
  %118 = lshr i32 %25, 8
  %119 = and i32 %118, 15
  %120 = sub i32 %119, 8
  %121 = sitofp i32 %120 to float
  %122 = fmul float %19, %121
  %123 = add i64 %9, 9
  %124 = mul i64 %123, 2
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  %126 = fptrunc float %122 to half
  %127 = bitcast half %126 to i16
  store i16 %127, ptr addrspace(1) %125, align 2
  %128 = lshr i32 %25, 16
  %129 = and i32 %128, 15
  %130 = sub i32 %129, 8
  %131 = sitofp i32 %130 to float
  %132 = fmul float %19, %131
  %133 = add i64 %9, 10
  %134 = mul i64 %133, 2
  %135 = getelementptr i8, ptr addrspace(1) %0, i64 %134
  %136 = fptrunc float %132 to half
  %137 = bitcast half %136 to i16
  store i16 %137, ptr addrspace(1) %135, align 2
  %138 = lshr i32 %25, 24
  %139 = and i32 %138, 15
  %140 = sub i32 %139, 8
  %141 = sitofp i32 %140 to float
  %142 = fmul float %19, %141
  %143 = add i64 %9, 11
  %144 = mul i64 %143, 2
  %145 = getelementptr i8, ptr addrspace(1) %0, i64 %144
  %146 = fptrunc float %142 to half
  %147 = bitcast half %146 to i16
  store i16 %147, ptr addrspace(1) %145, align 2
  %148 = lshr i32 %27, 0
  %149 = and i32 %148, 15
  %150 = sub i32 %149, 8
  %151 = sitofp i32 %150 to float
  %152 = fmul float %19, %151
  %153 = add i64 %9, 12
  %154 = mul i64 %153, 2
  %155 = getelementptr i8, ptr addrspace(1) %0, i64 %154
  %156 = fptrunc float %152 to half
  %157 = bitcast half %156 to i16
  store i16 %157, ptr addrspace(1) %155, align 2
  %158 = lshr i32 %27, 8
  %159 = and i32 %158, 15
  %160 = sub i32 %159, 8
  %161 = sitofp i32 %160 to float
  %162 = fmul float %19, %161
  %163 = add i64 %9, 13
  %164 = mul i64 %163, 2
  %165 = getelementptr i8, ptr addrspace(1) %0, i64 %164
  %166 = fptrunc float %162 to half
  %167 = bitcast half %166 to i16
  store i16 %167, ptr addrspace(1) %165, align 2
  %168 = lshr i32 %27, 16
  %169 = and i32 %168, 15
  %170 = sub i32 %169, 8
  %171 = sitofp i32 %170 to float
  %172 = fmul float %19, %171
  %173 = add i64 %9, 14
  %174 = mul i64 %173, 2
  %175 = getelementptr i8, ptr addrspace(1) %0, i64 %174
  %176 = fptrunc float %172 to half
  %177 = bitcast half %176 to i16
  store i16 %177, ptr addrspace(1) %175, align 2
  %178 = lshr i32 %27, 24
  %179 = and i32 %178, 15
  %180 = sub i32 %179, 8
  %181 = sitofp i32 %180 to float
  %182 = fmul float %19, %181
  %183 = add i64 %9, 15
  %184 = mul i64 %183, 2
  %185 = getelementptr i8, ptr addrspace(1) %0, i64 %184
  %186 = fptrunc float %182 to half
  %187 = bitcast half %186 to i16
  store i16 %187, ptr addrspace(1) %185, align 2
  %188 = lshr i32 %21, 4
  %189 = and i32 %188, 15
  %190 = sub i32 %189, 8
  %191 = sitofp i32 %190 to float
  %192 = fmul float %19, %191
  %193 = add i64 %9, 16
  %194 = mul i64 %193, 2
  %195 = getelementptr i8, ptr addrspace(1) %0, i64 %194
  %196 = fptrunc float %192 to half
  %197 = bitcast half %196 to i16
  store i16 %197, ptr addrspace(1) %195, align 2
  %198 = lshr i32 %21, 12
  %199 = and i32 %198, 15
  %200 = sub i32 %199, 8
  %201 = sitofp i32 %200 to float
  %202 = fmul float %19, %201
  %203 = add i64 %9, 17
  %204 = mul i64 %203, 2
  %205 = getelementptr i8, ptr addrspace(1) %0, i64 %204
  %206 = fptrunc float %202 to half
  %207 = bitcast half %206 to i16
  store i16 %207, ptr addrspace(1) %205, align 2
  %208 = lshr i32 %21, 20
  %209 = and i32 %208, 15
  %210 = sub i32 %209, 8
  %211 = sitofp i32 %210 to float
  %212 = fmul float %19, %211
  %213 = add i64 %9, 18
  %214 = mul i64 %213, 2
  %215 = getelementptr i8, ptr addrspace(1) %0, i64 %214
  %216 = fptrunc float %212 to half
  %217 = bitcast half %216 to i16
  store i16 %217, ptr addrspace(1) %215, align 2
  %218 = lshr i32 %21, 28
  %219 = and i32 %218, 15
  %220 = sub i32 %219, 8
  %221 = sitofp i32 %220 to float
  %222 = fmul float %19, %221
  %223 = add i64 %9, 19
  %224 = mul i64 %223, 2
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  %226 = fptrunc float %222 to half
  %227 = bitcast half %226 to i16
  store i16 %227, ptr addrspace(1) %225, align 2
  %228 = lshr i32 %23, 4
  %229 = and i32 %228, 15
  %230 = sub i32 %229, 8
  %231 = sitofp i32 %230 to float
  %232 = fmul float %19, %231
  %233 = add i64 %9, 20
  %234 = mul i64 %233, 2
  %235 = getelementptr i8, ptr addrspace(1) %0, i64 %234
  %236 = fptrunc float %232 to half
  %237 = bitcast half %236 to i16
  store i16 %237, ptr addrspace(1) %235, align 2
  %238 = lshr i32 %23, 12
  %239 = and i32 %238, 15
  %240 = sub i32 %239, 8
  %241 = sitofp i32 %240 to float
  %242 = fmul float %19, %241
  %243 = add i64 %9, 21
  %244 = mul i64 %243, 2
  %245 = getelementptr i8, ptr addrspace(1) %0, i64 %244
  %246 = fptrunc float %242 to half
  %247 = bitcast half %246 to i16
  store i16 %247, ptr addrspace(1) %245, align 2
  %248 = lshr i32 %23, 20
  %249 = and i32 %248, 15
  %250 = sub i32 %249, 8
  %251 = sitofp i32 %250 to float
  %252 = fmul float %19, %251
  %253 = add i64 %9, 22
  %254 = mul i64 %253, 2
  %255 = getelementptr i8, ptr addrspace(1) %0, i64 %254
  %256 = fptrunc float %252 to half
  %257 = bitcast half %256 to i16
  store i16 %257, ptr addrspace(1) %255, align 2
  %258 = lshr i32 %23, 28
  %259 = and i32 %258, 15
  %260 = sub i32 %259, 8
  %261 = sitofp i32 %260 to float
  %262 = fmul float %19, %261
  %263 = add i64 %9, 23
  %264 = mul i64 %263, 2
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  %266 = fptrunc float %262 to half
  %267 = bitcast half %266 to i16
  store i16 %267, ptr addrspace(1) %265, align 2
  %268 = lshr i32 %25, 4
  %269 = and i32 %268, 15
  %270 = sub i32 %269, 8
  %271 = sitofp i32 %270 to float
  %272 = fmul float %19, %271
  %273 = add i64 %9, 24
  %274 = mul i64 %273, 2
  %275 = getelementptr i8, ptr addrspace(1) %0, i64 %274
  %276 = fptrunc float %272 to half
  %277 = bitcast half %276 to i16
  store i16 %277, ptr addrspace(1) %275, align 2
  %278 = lshr i32 %25, 12
  %279 = and i32 %278, 15
  %280 = sub i32 %279, 8
  %281 = sitofp i32 %280 to float
  %282 = fmul float %19, %281
  %283 = add i64 %9, 25
  %284 = mul i64 %283, 2
  %285 = getelementptr i8, ptr addrspace(1) %0, i64 %284
  %286 = fptrunc float %282 to half
  %287 = bitcast half %286 to i16
  store i16 %287, ptr addrspace(1) %285, align 2
  %288 = lshr i32 %25, 20
  %289 = and i32 %288, 15
  %290 = sub i32 %289, 8
  %291 = sitofp i32 %290 to float
  %292 = fmul float %19, %291
  %293 = add i64 %9, 26
  %294 = mul i64 %293, 2
  %295 = getelementptr i8, ptr addrspace(1) %0, i64 %294
  %296 = fptrunc float %292 to half
  %297 = bitcast half %296 to i16
  store i16 %297, ptr addrspace(1) %295, align 2
  %298 = lshr i32 %25, 28
  %299 = and i32 %298, 15
  %300 = sub i32 %299, 8
  %301 = sitofp i32 %300 to float
  %302 = fmul float %19, %301
  %303 = add i64 %9, 27
  %304 = mul i64 %303, 2
  %305 = getelementptr i8, ptr addrspace(1) %0, i64 %304
  %306 = fptrunc float %302 to half
  %307 = bitcast half %306 to i16
  store i16 %307, ptr addrspace(1) %305, align 2
  %308 = lshr i32 %27, 4
  %309 = and i32 %308, 15
  %310 = sub i32 %309, 8
  %311 = sitofp i32 %310 to float
  %312 = fmul float %19, %311
  %313 = add i64 %9, 28
  %314 = mul i64 %313, 2
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  %316 = fptrunc float %312 to half
  %317 = bitcast half %316 to i16
  store i16 %317, ptr addrspace(1) %315, align 2
  %318 = lshr i32 %27, 12
  %319 = and i32 %318, 15
  %320 = sub i32 %319, 8
  %321 = sitofp i32 %320 to float
  %322 = fmul float %19, %321
  %323 = add i64 %9, 29
  %324 = mul i64 %323, 2
  %325 = getelementptr i8, ptr addrspace(1) %0, i64 %324
  %326 = fptrunc float %322 to half
  %327 = bitcast half %326 to i16
  store i16 %327, ptr addrspace(1) %325, align 2
  %328 = lshr i32 %27, 20
  %329 = and i32 %328, 15
  %330 = sub i32 %329, 8
  %331 = sitofp i32 %330 to float
  %332 = fmul float %19, %331
  %333 = add i64 %9, 30
  %334 = mul i64 %333, 2
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 %334
  %336 = fptrunc float %332 to half
  %337 = bitcast half %336 to i16
  store i16 %337, ptr addrspace(1) %335, align 2
  %338 = lshr i32 %27, 28
  %339 = and i32 %338, 15
  %340 = sub i32 %339, 8
  %341 = sitofp i32 %340 to float
  %342 = fmul float %19, %341
  %343 = add i64 %9, 31
  %344 = mul i64 %343, 2
  %345 = getelementptr i8, ptr addrspace(1) %0, i64 %344
  %346 = fptrunc float %342 to half
  %347 = bitcast half %346 to i16
  store i16 %347, ptr addrspace(1) %345, align 2
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

!0 = !{ptr @strata_dequant_f16_q4_0, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_q4_0, !"maxntidx", i32 128}
