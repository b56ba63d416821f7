; ModuleID = 'strata_dequant_f16_q8_0'
source_filename = "strata_dequant_f16_q8_0"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_q8_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
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
  %12 = mul i64 %11, 34
  %13 = getelementptr i8, ptr addrspace(1) %1, i64 %12
  %14 = urem i64 %10, 1
  %15 = trunc i64 %14 to i32
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 0
  %17 = load i16, ptr addrspace(1) %16, align 2
  %18 = bitcast i16 %17 to half
  %19 = fpext half %18 to float
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 2
  %21 = load i8, ptr addrspace(1) %20, align 1
  %22 = sext i8 %21 to i32
  %23 = sitofp i32 %22 to float
  %24 = fmul float %19, %23
  %25 = add i64 %9, 0
  %26 = mul i64 %25, 2
  %27 = getelementptr i8, ptr addrspace(1) %0, i64 %26
  %28 = fptrunc float %24 to half
  %29 = bitcast half %28 to i16
  store i16 %29, ptr addrspace(1) %27, align 2
  %30 = getelementptr i8, ptr addrspace(1) %13, i64 3
  %31 = load i8, ptr addrspace(1) %30, align 1
  %32 = sext i8 %31 to i32
  %33 = sitofp i32 %32 to float
  %34 = fmul float %19, %33
  %35 = add i64 %9, 1
  %36 = mul i64 %35, 2
  %37 = getelementptr i8, ptr addrspace(1) %0, i64 %36
  %38 = fptrunc float %34 to half
  %39 = bitcast half %38 to i16
  store i16 %39, ptr addrspace(1) %37, align 2
  %40 = getelementptr i8, ptr addrspace(1) %13, i64 4
  %41 = load i8, ptr addrspace(1) %40, align 1
  %42 = sext i8 %41 to i32
  %43 = sitofp i32 %42 to float
  %44 = fmul float %19, %43
  %45 = add i64 %9, 2
  %46 = mul i64 %45, 2
  %47 = getelementptr i8, ptr addrspace(1) %0, i64 %46
  %48 = fptrunc float %44 to half
  %49 = bitcast half %48 to i16
  store i16 %49, ptr addrspace(1) %47, align 2
  %50 = getelementptr i8, ptr addrspace(1) %13, i64 5
  %51 = load i8, ptr addrspace(1) %50, align 1
  %52 = sext i8 %51 to i32
  %53 = sitofp i32 %52 to float
  %54 = fmul float %19, %53
  %55 = add i64 %9, 3
  %56 = mul i64 %55, 2
  %57 = getelementptr i8, ptr addrspace(1) %0, i64 %56
  %58 = fptrunc float %54 to half
  %59 = bitcast half %58 to i16
  store i16 %59, ptr addrspace(1) %57, align 2
  %60 = getelementptr i8, ptr addrspace(1) %13, i64 6
  %61 = load i8, ptr addrspace(1) %60, align 1
  %62 = sext i8 %61 to i32
  %63 = sitofp i32 %62 to float
  %64 = fmul float %19, %63
  %65 = add i64 %9, 4
  %66 = mul i64 %65, 2
  %67 = getelementptr i8, ptr addrspace(1) %0, i64 %66
  %68 = fptrunc float %64 to half
  %69 = bitcast half %68 to i16
  store i16 %69, ptr addrspace(1) %67, align 2
  %70 = getelementptr i8, ptr addrspace(1) %13, i64 7
  %71 = load i8, ptr addrspace(1) %70, align 1
  %72 = sext i8 %71 to i32
  %73 = sitofp i32 %72 to float
  %74 = fmul float %19, %73
  %75 = add i64 %9, 5
  %76 = mul i64 %75, 2
  %77 = getelementptr i8, ptr addrspace(1) %0, i64 %76
  %78 = fptrunc float %74 to half
  %79 = bitcast half %78 to i16
  store i16 %79, ptr addrspace(1) %77, align 2
  %80 = getelementptr i8, ptr addrspace(1) %13, i64 8
  %81 = load i8, ptr addrspace(1) %80, align 1
  %82 = sext i8 %81 to i32
  %83 = sitofp i32 %82 to float
  %84 = fmul float %19, %83
  %85 = add i64 %9, 6
  %86 = mul i64 %85, 2
  %87 = getelementptr i8, ptr addrspace(1) %0, i64 %86
  %88 = fptrunc float %84 to half
  %89 = bitcast half %88 to i16
  store i16 %89, ptr addrspace(1) %87, align 2
  %90 = getelementptr i8, ptr addrspace(1) %13, i64 9
  %91 = load i8, ptr addrspace(1) %90, align 1
  %92 = sext i8 %91 to i32
  %93 = sitofp i32 %92 to float
  %94 = fmul float %19, %93
  %95 = add i64 %9, 7
  %96 = mul i64 %95, 2
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  %98 = fptrunc float %94 to half
  %99 = bitcast half %98 to i16
  store i16 %99, ptr addrspace(1) %97, align 2
  %100 = getelementptr i8, ptr addrspace(1) %13, i64 10
  %101 = load i8, ptr addrspace(1) %100, align 1
  %102 = sext i8 %101 to i32
  %103 = sitofp i32 %102 to float
  %104 = fmul float %19, %103
  %105 = add i64 %9, 8
  %106 = mul i64 %105, 2
  %107 = getelementptr i8, ptr addrspace(1) %0, i64 %106
  %108 = fptrunc float %104 to half
  %109 = bitcast half %108 to i16
  store i16 %109, ptr addrspace(1) %107, align 2
  %110 = getelementptr i8, ptr addrspace(1) %13, i64 11
  %111 = load i8, ptr addrspace(1) %110, align 1
  %112 = sext i8 %111 to i32
  %113 = sitofp i32 %112 to float
  %114 = fmul float %19, %113
  %115 = add i64 %9, 9
  %116 = mul i64 %115, 2
  %117 = getelementptr i8, ptr addrspace(1) %0, i64 %116
  %118 = fptrunc float %114 to half
  %119 = bitcast half %118 to i16
  store i16 %119, ptr addrspace(1) %117, align 2
  %120 = getelementptr i8, ptr addrspace(1) %13, i64 12
  %121 = load i8, ptr addrspace(1) %120, align 1
  %122 = sext i8 %121 to i32
  %123 = sitofp i32 %122 to float
  %124 = fmul float %19, %123
  %125 = add i64 %9, 10
  %126 = mul i64 %125, 2
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  %128 = fptrunc float %124 to half
  %129 = bitcast half %128 to i16
  store i16 %129, ptr addrspace(1) %127, align 2
  %130 = getelementptr i8, ptr addrspace(1) %13, i64 13
  %131 = load i8, ptr addrspace(1) %130, align 1
  %132 = sext i8 %131 to i32
  %133 = sitofp i32 %132 to float
  %134 = fmul float %19, %133
  %135 = add i64 %9, 11
  %136 = mul i64 %135, 2
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  %138 = fptrunc float %134 to half
  %139 = bitcast half %138 to i16
  store i16 %139, ptr addrspace(1) %137, align 2
  %140 = getelementptr i8, ptr addrspace(1) %13, i64 14
  %141 = load i8, ptr addrspace(1) %140, align 1
  %142 = sext i8 %141 to i32
  %143 = sitofp i32 %142 to float
  %144 = fmul float %19, %143
  %145 = add i64 %9, 12
  %146 = mul i64 %145, 2
  %147 = getelementptr i8, ptr addrspace(1) %0, i64 %146
  %148 = fptrunc float %144 to half
  %149 = bitcast half %148 to i16
  store i16 %149, ptr addrspace(1) %147, align 2
  %150 = getelementptr i8, ptr addrspace(1) %13, i64 15
  %151 = load i8, ptr addrspace(1) %150, align 1
  %152 = sext i8 %151 to i32
  %153 = sitofp i32 %152 to float
  %154 = fmul float %19, %153
  %155 = add i64 %9, 13
  %156 = mul i64 %155, 2
  %157 = getelementptr i8, ptr addrspace(1) %0, i64 %156
  %158 = fptrunc float %154 to half
  %159 = bitcast half %158 to i16
  store i16 %159, ptr addrspace(1) %157, align 2
  %160 = getelementptr i8, ptr addrspace(1) %13, i64 16
  %161 = load i8, ptr addrspace(1) %160, align 1
  %162 = sext i8 %161 to i32
  %163 = sitofp i32 %162 to float
  %164 = fmul float %19, %163
  %165 = add i64 %9, 14
  %166 = mul i64 %165, 2
  %167 = getelementptr i8, ptr addrspace(1) %0, i64 %166
  %168 = fptrunc float %164 to half
  %169 = bitcast half %168 to i16
  store i16 %169, ptr addrspace(1) %167, align 2
  %170 = getelementptr i8, ptr addrspace(1) %13, i64 17
  %171 = load i8, ptr addrspace(1) %170, align 1
  %172 = sext i8 %171 to i32
  %173 = sitofp i32 %172 to float
  %174 = fmul float %19, %173
  %175 = add i64 %9, 15
  %176 = mul i64 %175, 2
  %177 = getelementptr i8, ptr addrspace(1) %0, i64 %176
  %178 = fptrunc float %174 to half
  %179 = bitcast half %178 to i16
  store i16 %179, ptr addrspace(1) %177, align 2
  %180 = getelementptr i8, ptr addrspace(1) %13, i64 18
  %181 = load i8, ptr addrspace(1) %180, align 1
  %182 = sext i8 %181 to i32
  %183 = sitofp i32 %182 to float
  %184 = fmul float %19, %183
  %185 = add i64 %9, 16
  %186 = mul i64 %185, 2
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  %188 = fptrunc float %184 to half
  %189 = bitcast half %188 to i16
  store i16 %189, ptr addrspace(1) %187, align 2
  %190 = getelementptr i8, ptr addrspace(1) %13, i64 19
  %191 = load i8, ptr addrspace(1) %190, align 1
  %192 = sext i8 %191 to i32
  %193 = sitofp i32 %192 to float
  %194 = fmul float %19, %193
  %195 = add i64 %9, 17
  %196 = mul i64 %195, 2
  %197 = getelementptr i8, ptr addrspace(1) %0, i64 %196
  %198 = fptrunc float %194 to half
  %199 = bitcast half %198 to i16
  store i16 %199, ptr addrspace(1) %197, align 2
  %200 = getelementptr i8, ptr addrspace(1) %13, i64 20
  %201 = load i8, ptr addrspace(1) %200, align 1
  %202 = sext i8 %201 to i32
  %203 = sitofp i32 %202 to float
  %204 = fmul float %19, %203
  %205 = add i64 %9, 18
  %206 = mul i64 %205, 2
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  %208 = fptrunc float %204 to half
  %209 = bitcast half %208 to i16
  store i16 %209, ptr addrspace(1) %207, align 2
  %210 = getelementptr i8, ptr addrspace(1) %13, i64 21
  %211 = load i8, ptr addrspace(1) %210, align 1
  %212 = sext i8 %211 to i32
  %213 = sitofp i32 %212 to float
  %214 = fmul float %19, %213
  %215 = add i64 %9, 19
  %216 = mul i64 %215, 2
  %217 = getelementptr i8, ptr addrspace(1) %0, i64 %216
  %218 = fptrunc float %214 to half
  %219 = bitcast half %218 to i16
  store i16 %219, ptr addrspace(1) %217, align 2
  %220 = getelementptr i8, ptr addrspace(1) %13, i64 22
  %221 = load i8, ptr addrspace(1) %220, align 1
  %222 = sext i8 %221 to i32
  %223 = sitofp i32 %222 to float
  %224 = fmul float %19, %223
  %225 = add i64 %9, 20
  %226 = mul i64 %225, 2
  %227 = getelementptr i8, ptr addrspace(1) %0, i64 %226
  %228 = fptrunc float %224 to half
  %229 = bitcast half %228 to i16
  store i16 %229, ptr addrspace(1) %227, align 2
  %230 = getelementptr i8, ptr addrspace(1) %13, i64 23
  %231 = load i8, ptr addrspace(1) %230, align 1
  %232 = sext i8 %231 to i32
  %233 = sitofp i32 %232 to float
  %234 = fmul float %19, %233
  %235 = add i64 %9, 21
  %236 = mul i64 %235, 2
  %237 = getelementptr i8, ptr addrspace(1) %0, i64 %236
  %238 = fptrunc float %234 to half
  %239 = bitcast half %238 to i16
  store i16 %239, ptr addrspace(1) %237, align 2
  %240 = getelementptr i8, ptr addrspace(1) %13, i64 24
  %241 = load i8, ptr addrspace(1) %240, align 1
  %242 = sext i8 %241 to i32
  %243 = sitofp i32 %242 to float
  %244 = fmul float %19, %243
  %245 = add i64 %9, 22
  %246 = mul i64 %245, 2
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  %248 = fptrunc float %244 to half
  %249 = bitcast half %248 to i16
  store i16 %249, ptr addrspace(1) %247, align 2
  %250 = getelementptr i8, ptr addrspace(1) %13, i64 25
  %251 = load i8, ptr addrspace(1) %250, align 1
  %252 = sext i8 %251 to i32
  %253 = sitofp i32 %252 to float
  %254 = fmul float %19, %253
  %255 = add i64 %9, 23
  %256 = mul i64 %255, 2
  %257 = getelementptr i8, ptr addrspace(1) %0, i64 %256
  %258 = fptrunc float %254 to half
  %259 = bitcast half %258 to i16
  store i16 %259, ptr addrspace(1) %257, align 2
  %260 = getelementptr i8, ptr addrspace(1) %13, i64 26
  %261 = load i8, ptr addrspace(1) %260, align 1
  %262 = sext i8 %261 to i32
  %263 = sitofp i32 %262 to float
  %264 = fmul float %19, %263
  %265 = add i64 %9, 24
  %266 = mul i64 %265, 2
  %267 = getelementptr i8, ptr addrspace(1) %0, i64 %266
  %268 = fptrunc float %264 to half
  %269 = bitcast half %268 to i16
  store i16 %269, ptr addrspace(1) %267, align 2
  %270 = getelementptr i8, ptr addrspace(1) %13, i64 27
  %271 = load i8, ptr addrspace(1) %270, align 1
  %272 = sext i8 %271 to i32
  %273 = sitofp i32 %272 to float
  %274 = fmul float %19, %273
  %275 = add i64 %9, 25
  %276 = mul i64 %275, 2
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  %278 = fptrunc float %274 to half
  %279 = bitcast half %278 to i16
  store i16 %279, ptr addrspace(1) %277, align 2
  %280 = getelementptr i8, ptr addrspace(1) %13, i64 28
  %281 = load i8, ptr addrspace(1) %280, align 1
  %282 = sext i8 %281 to i32
  %283 = sitofp i32 %282 to float
  %284 = fmul float %19, %283
  %285 = add i64 %9, 26
  %286 = mul i64 %285, 2
  %287 = getelementptr i8, ptr addrspace(1) %0, i64 %286
  %288 = fptrunc float %284 to half
  %289 = bitcast half %288 to i16
  store i16 %289, ptr addrspace(1) %287, align 2
  %290 = getelementptr i8, ptr addrspace(1) %13, i64 29
  %291 = load i8, ptr addrspace(1) %290, align 1
  %292 = sext i8 %291 to i32
  %293 = sitofp i32 %292 to float
  %294 = fmul float %19, %293
  %295 = add i64 %9, 27
  %296 = mul i64 %295, 2
  %297 = getelementptr i8, ptr addrspace(1) %0, i64 %296
  %298 = fptrunc float %294 to half
  %299 = bitcast half %298 to i16
  store i16 %299, ptr addrspace(1) %297, align 2
  %300 = getelementptr i8, ptr addrspace(1) %13, i64 30
  %301 = load i8, ptr addrspace(1) %300, align 1
  %302 = sext i8 %301 to i32
  %303 = sitofp i32 %302 to float
  %304 = fmul float %19, %303
  %305 = add i64 %9, 28
  %306 = mul i64 %305, 2
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  %308 = fptrunc float %304 to half
  %309 = bitcast half %308 to i16
  store i16 %309, ptr addrspace(1) %307, align 2
  %310 = getelementptr i8, ptr addrspace(1) %13, i64 31
  %311 = load i8, ptr addrspace(1) %310, align 1
  %312 = sext i8 %311 to i32
  %313 = sitofp i32 %312 to float
  %314 = fmul float %19, %313
  %315 = add i64 %9, 29
  %316 = mul i64 %315, 2
  %317 = getelementptr i8, ptr addrspace(1) %0, i64 %316
  %318 = fptrunc float %314 to half
  %319 = bitcast half %318 to i16
  store i16 %319, ptr addrspace(1) %317, align 2
  %320 = getelementptr i8, ptr addrspace(1) %13, i64 32
  %321 = load i8, ptr addrspace(1) %320, align 1
  %322 = sext i8 %321 to i32
  %323 = sitofp i32 %322 to float
  %324 = fmul float %19, %323
  %325 = add i64 %9, 30
  %326 = mul i64 %325, 2
  %327 = getelementptr i8, ptr addrspace(1) %0, i64 %326
  %328 = fptrunc float %324 to half
  %329 = bitcast half %328 to i16
  store i16 %329, ptr addrspace(1) %327, align 2
  %330 = getelementptr i8, ptr addrspace(1) %13, i64 33
  %331 = load i8, ptr addrspace(1) %330, align 1
  %332 = sext i8 %331 to i32
  %333 = sitofp i32 %332 to float
  %334 = fmul float %19, %333
  %335 = add i64 %9, 31
  %336 = mul i64 %335, 2
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  %338 = fptrunc float %334 to half
  %339 = bitcast half %338 to i16
  store i16 %339, ptr addrspace(1) %337, align 2
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

!0 = !{ptr @strata_dequant_f16_q8_0, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_q8_0, !"maxntidx", i32 128}
