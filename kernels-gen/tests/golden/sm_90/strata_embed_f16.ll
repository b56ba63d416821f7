; ModuleID = 'strata_embed_f16'
source_filename = "strata_embed_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 128
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = udiv i32 %3, 32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %12 = sext i32 %9 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  %19 = select i1 %18, i32 %15, i32 0
  %20 = sext i32 %3 to i64
  %21 = udiv i64 %20, 1
  %22 = mul i64 %21, 2
  %23 = sext i32 %19 to i64
  %24 = mul i64 %23, %22
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 %24
  %26 = sext i32 %9 to i64
  %27 = sext i32 %3 to i64
  %28 = mul i64 %26, %27
  %29 = sext i32 %8 to i64
  %30 = mul i64 %29, 32
  %31 = add i64 %28, %30
  br i1 %18, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %32 = sext i32 %8 to i64
  %33 = mul i64 %32, 64
  %34 = getelementptr i8, ptr addrspace(1) %25, i64 %33
  %35 = getelementptr i8, ptr addrspace(1) %34, i64 0
  %36 = load i16, ptr addrspace(1) %35, align 2
  %37 = bitcast i16 %36 to half
  %38 = fpext half %37 to float
  %39 = add i64 %31, 0
  %40 = mul i64 %39, 4
  %41 = getelementptr i8, ptr addrspace(1) %0, i64 %40
  store float %38, ptr addrspace(1) %41, align 4
  %42 = getelementptr i8, ptr addrspace(1) %34, i64 2
  %43 = load i16, ptr addrspace(1) %42, align 2
  %44 = bitcast i16 %43 to half
  %45 = fpext half %44 to float
  %46 = add i64 %31, 1
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %0, i64 %47
  store float %45, ptr addrspace(1) %48, align 4
  %49 = getelementptr i8, ptr addrspace(1) %34, i64 4
  %50 = load i16, ptr addrspace(1) %49, align 2
  %51 = bitcast i16 %50 to half
  %52 = fpext half %51 to float
  %53 = add i64 %31, 2
  %54 = mul i64 %53, 4
  %55 = getelementptr i8, ptr addrspace(1) %0, i64 %54
  store float %52, ptr addrspace(1) %55, align 4
  %56 = getelementptr i8, ptr addrspace(1) %34, i64 6
  %57 = load i16, ptr addrspace(1) %56, align 2
  %58 = bitcast i16 %57 to half
  %59 = fpext half %58 to float
  %60 = add i64 %31, 3
  %61 = mul i64 %60, 4
  %62 = getelementptr i8, ptr addrspace(1) %0, i64 %61
  store float %59, ptr addrspace(1) %62, align 4
  %63 = getelementptr i8, ptr addrspace(1) %34, i64 8
  %64 = load i16, ptr addrspace(1) %63, align 2
  %65 = bitcast i16 %64 to half
  %66 = fpext half %65 to float
  %67 = add i64 %31, 4
  %68 = mul i64 %67, 4
  %69 = getelementptr i8, ptr addrspace(1) %0, i64 %68
  store float %66, ptr addrspace(1) %69, align 4
  %70 = getelementptr i8, ptr addrspace(1) %34, i64 10
  %71 = load i16, ptr addrspace(1) %70, align 2
  %72 = bitcast i16 %71 to half
  %73 = fpext half %72 to float
  %74 = add i64 %31, 5
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %0, i64 %75
  store float %73, ptr addrspace(1) %76, align 4
  %77 = getelementptr i8, ptr addrspace(1) %34, i64 12
  %78 = load i16, ptr addrspace(1) %77, align 2
  %79 = bitcast i16 %78 to half
  %80 = fpext half %79 to float
  %81 = add i64 %31, 6
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %0, i64 %82
  store float %80, ptr addrspace(1) %83, align 4
  %84 = getelementptr i8, ptr addrspace(1) %34, i64 14
  %85 = load i16, ptr addrspace(1) %84, align 2
  %86 = bitcast i16 %85 to half
  %87 = fpext half %86 to float
  %88 = add i64 %31, 7
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr addrspace(1) %0, i64 %89
  store float %87, ptr addrspace(1) %90, align 4
  %91 = getelementptr i8, ptr addrspace(1) %34, i64 16
  %92 = load i16, ptr addrspace(1) %91, align 2
  %93 = bitcast i16 %92 to half
  %94 = fpext half %93 to float
  %95 = add i64 %31, 8
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  store float %94, ptr addrspace(1) %97, align 4
  %98 = getelementptr i8, ptr addrspace(1) %34, i64 18
  %99 = load i16, ptr addrspace(1) %98, align 2
  %100 = bitcast i16 %99 to half
  %101 = fpext half %100 to float
  %102 = add i64 %31, 9
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %0, i64 %103
  store float %101, ptr addrspace(1) %104, align 4
  %105 = getelementptr i8, ptr addrspace(1) %34, i64 20
  %106 = load i16, ptr addrspace(1) %105, align 2
  %107 = bitcast i16 %106 to half
  %108 = fpext half %107 to float
  %109 = add i64 %31, 10
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %0, i64 %110
  store float %108, ptr addrspace(1) %111, align 4
  %112 = getelementptr i8, ptr addrspace(1) %34, i64 22
  %113 = load i16, ptr addrspace(1) %112, align 2
  %114 = bitcast i16 %113 to half
  %115 = fpext half %114 to float
  %116 = add i64 %31, 11
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %0, i64 %117
  store float %115, ptr addrspace(1) %118, align 4
  %119 = getelementptr i8, ptr addrspace(1) %34, i64 24
  %120 = load i16, ptr addrspace(1) %119, align 2
  %121 = bitcast i16 %120 to half
  %122 = fpext half %121 to float
  %123 = add i64 %31, 12
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  store float %122, ptr addrspace(1) %125, align 4
  %126 = getelementptr i8, ptr addrspace(1) %34, i64 26
  %127 = load i16, ptr addrspace(1) %126, align 2
  %128 = bitcast i16 %127 to half
  %129 = fpext half %128 to float
  %130 = add i64 %31, 13
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %0, i64 %131
  store float %129, ptr addrspace(1) %132, align 4
  %133 = getelementptr i8, ptr addrspace(1) %34, i64 28
  %134 = load i16, ptr addrspace(1) %133, align 2
  %135 = bitcast i16 %134 to half
  %136 = fpext half %135 to float
  %137 = add i64 %31, 14
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr addrspace(1) %0, i64 %138
  store float %136, ptr addrspace(1) %139, align 4
  %140 = getelementptr i8, ptr addrspace(1) %34, i64 30
  %141 = load i16, ptr addrspace(1) %140, align 2
  %142 = bitcast i16 %141 to half
  %143 = fpext half %142 to float
  %144 = add i64 %31, 15
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr addrspace(1) %0, i64 %145
  store float %143, ptr addrspace(1) %146, align 4
  %147 = getelementptr i8, ptr addrspace(1) %34, i64 32
  %148 = load i16, ptr addrspace(1) %147, align 2
  %149 = bitcast i16 %148 to half
  %150 = fpext half %149 to float
  %151 = add i64 %31, 16
  %152 = mul i64 %151, 4
  %153 = getelementptr i8, ptr addrspace(1) %0, i64 %152
  store float %150, ptr addrspace(1) %153, align 4
  %154 = getelementptr i8, ptr addrspace(1) %34, i64 34
  %155 = load i16, ptr addrspace(1) %154, align 2
  %156 = bitcast i16 %155 to half
  %157 = fpext half %156 to float
  %158 = add i64 %31, 17
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr addrspace(1) %0, i64 %159
  store float %157, ptr addrspace(1) %160, align 4
  %161 = getelementptr i8, ptr addrspace(1) %34, i64 36
  %162 = load i16, ptr addrspace(1) %161, align 2
  %163 = bitcast i16 %162 to half
  %164 = fpext half %163 to float
  %165 = add i64 %31, 18
  %166 = mul i64 %165, 4
  %167 = getelementptr i8, ptr addrspace(1) %0, i64 %166
  store float %164, ptr addrspace(1) %167, align 4
  %168 = getelementptr i8, ptr addrspace(1) %34, i64 38
  %169 = load i16, ptr addrspace(1) %168, align 2
  %170 = bitcast i16 %169 to half
  %171 = fpext half %170 to float
  %172 = add i64 %31, 19
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  store float %171, ptr addrspace(1) %174, align 4
  %175 = getelementptr i8, ptr addrspace(1) %34, i64 40
  %176 = load i16, ptr addrspace(1) %175, align 2
  %177 = bitcast i16 %176 to half
  %178 = fpext half %177 to float
  %179 = add i64 %31, 20
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  store float %178, ptr addrspace(1) %181, align 4
  %182 = getelementptr i8, ptr addrspace(1) %34, i64 42
  %183 = load i16, ptr addrspace(1) %182, align 2
  %184 = bitcast i16 %183 to half
  %185 = fpext half %184 to float
  %186 = add i64 %31, 21
  %187 = mul i64 %186, 4
  %188 = getelementptr i8, ptr addrspace(1) %0, i64 %187
  store float %185, ptr addrspace(1) %188, align 4
  %189 = getelementptr i8, ptr addrspace(1) %34, i64 44
  %190 = load i16, ptr addrspace(1) %189, align 2
  %191 = bitcast i16 %190 to half
  %192 = fpext half %191 to float
  %193 = add i64 %31, 22
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %0, i64 %194
  store float %192, ptr addrspace(1) %195, align 4
  %196 = getelementptr i8, ptr addrspace(1) %34, i64 46
  %197 = load i16, ptr addrspace(1) %196, align 2
  %198 = bitcast i16 %197 to half
  %199 = fpext half %198 to float
  %200 = add i64 %31, 23
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  store float %199, ptr addrspace(1) %202, align 4
  %203 = getelementptr i8, ptr addrspace(1) %34, i64 48
  %204 = load i16, ptr addrspace(1) %203, align 2
  %205 = bitcast i16 %204 to half
  %206 = fpext half %205 to float
  %207 = add i64 %31, 24
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4
  %210 = getelementptr i8, ptr addrspace(1) %34, i64 50
  %211 = load i16, ptr addrspace(1) %210, align 2
  %212 = bitcast i16 %211 to half
  %213 = fpext half %212 to float
  %214 = add i64 %31, 25
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %0, i64 %215
  store float %213, ptr addrspace(1) %216, align 4
  %217 = getelementptr i8, ptr addrspace(1) %34, i64 52
  %218 = load i16, ptr addrspace(1) %217, align 2
  %219 = bitcast i16 %218 to half
  %220 = fpext half %219 to float
  %221 = add i64 %31, 26
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr addrspace(1) %0, i64 %222
  store float %220, ptr addrspace(1) %223, align 4
  %224 = getelementptr i8, ptr addrspace(1) %34, i64 54
  %225 = load i16, ptr addrspace(1) %224, align 2
  %226 = bitcast i16 %225 to half
  %227 = fpext half %226 to float
  %228 = add i64 %31, 27
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %0, i64 %229
  store float %227, ptr addrspace(1) %230, align 4
  %231 = getelementptr i8, ptr addrspace(1) %34, i64 56
  %232 = load i16, ptr addrspace(1) %231, align 2
  %233 = bitcast i16 %232 to half
  %234 = fpext half %233 to float
  %235 = add i64 %31, 28
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %0, i64 %236
  store float %234, ptr addrspace(1) %237, align 4
  %238 = getelementptr i8, ptr addrspace(1) %34, i64 58
  %239 = load i16, ptr addrspace(1) %238, align 2
  %240 = bitcast i16 %239 to half
  %241 = fpext half %240 to float
  %242 = add i64 %31, 29
  %243 = mul i64 %242, 4
  %244 = getelementptr i8, ptr addrspace(1) %0, i64 %243
  store float %241, ptr addrspace(1) %244, align 4
  %245 = getelementptr i8, ptr addrspace(1) %34, i64 60
  %246 = load i16, ptr addrspace(1) %245, align 2
  %247 = bitcast i16 %246 to half
  %248 = fpext half %247 to float
  %249 = add i64 %31, 30
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %0, i64 %250
  store float %248, ptr addrspace(1) %251, align 4
  %252 = getelementptr i8, ptr addrspace(1) %34, i64 62
  %253 = load i16, ptr addrspace(1) %252, align 2
  %254 = bitcast i16 %253 to half
  %255 = fpext half %254 to float
  %256 = add i64 %31, 31
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %0, i64 %257
  store float %255, ptr addrspace(1) %258, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %259 = xor i1 %18, true
  br i1 %259, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %260 = add i64 %31, 0
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  store float 0.000000e+00, ptr addrspace(1) %262, align 4
  %263 = add i64 %31, 1
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  store float 0.000000e+00, ptr addrspace(1) %265, align 4
  %266 = add i64 %31, 2
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %0, i64 %267
  store float 0.000000e+00, ptr addrspace(1) %268, align 4
  %269 = add i64 %31, 3
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr addrspace(1) %0, i64 %270
  store float 0.000000e+00, ptr addrspace(1) %271, align 4
  %272 = add i64 %31, 4
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr addrspace(1) %0, i64 %273
  store float 0.000000e+00, ptr addrspace(1) %274, align 4
  %275 = add i64 %31, 5
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  store float 0.000000e+00, ptr addrspace(1) %277, align 4
  %278 = add i64 %31, 6
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  store float 0.000000e+00, ptr addrspace(1) %280, align 4
  %281 = add i64 %31, 7
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %0, i64 %282
  store float 0.000000e+00, ptr addrspace(1) %283, align 4
  %284 = add i64 %31, 8
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr addrspace(1) %0, i64 %285
  store float 0.000000e+00, ptr addrspace(1) %286, align 4
  %287 = add i64 %31, 9
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  store float 0.000000e+00, ptr addrspace(1) %289, align 4
  %290 = add i64 %31, 10
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %0, i64 %291
  store float 0.000000e+00, ptr addrspace(1) %292, align 4
  %293 = add i64 %31, 11
  %294 = mul i64 %293, 4
  %295 = getelementptr i8, ptr addrspace(1) %0, i64 %294
  store float 0.000000e+00, ptr addrspace(1) %295, align 4
  %296 = add i64 %31, 12
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  store float 0.000000e+00, ptr addrspace(1) %298, align 4
  %299 = add i64 %31, 13
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %0, i64 %300
  store float 0.000000e+00, ptr addrspace(1) %301, align 4
  %302 = add i64 %31, 14
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %0, i64 %303
  store float 0.000000e+00, ptr addrspace(1) %304, align 4
  %305 = add i64 %31, 15
  %306 = mul i64 %305, 4
  %307 = getelementptr i8, ptr addrspace(1) %0, i64 %306
  store float 0.000000e+00, ptr addrspace(1) %307, align 4
  %308 = add i64 %31, 16
  %309 = mul i64 %308, 4
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  store float 0.000000e+00, ptr addrspace(1) %310, align 4
  %311 = add i64 %31, 17
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %0, i64 %312
  store float 0.000000e+00, ptr addrspace(1) %313, align 4
  %314 = add i64 %31, 18
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr addrspace(1) %0, i64 %315
  store float 0.000000e+00, ptr addrspace(1) %316, align 4
  %317 = add i64 %31, 19
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %0, i64 %318
  store float 0.000000e+00, ptr addrspace(1) %319, align 4
  %320 = add i64 %31, 20
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  store float 0.000000e+00, ptr addrspace(1) %322, align 4
  %323 = add i64 %31, 21
  %324 = mul i64 %323, 4
  %325 = getelementptr i8, ptr addrspace(1) %0, i64 %324
  store float 0.000000e+00, ptr addrspace(1) %325, align 4
  %326 = add i64 %31, 22
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  store float 0.000000e+00, ptr addrspace(1) %328, align 4
  %329 = add i64 %31, 23
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(1) %0, i64 %330
  store float 0.000000e+00, ptr addrspace(1) %331, align 4
  %332 = add i64 %31, 24
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  store float 0.000000e+00, ptr addrspace(1) %334, align 4
  %335 = add i64 %31, 25
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr addrspace(1) %0, i64 %336
  store float 0.000000e+00, ptr addrspace(1) %337, align 4
  %338 = add i64 %31, 26
  %339 = mul i64 %338, 4
  %340 = getelementptr i8, ptr addrspace(1) %0, i64 %339
  store float 0.000000e+00, ptr addrspace(1) %340, align 4
  %341 = add i64 %31, 27
  %342 = mul i64 %341, 4
  %343 = getelementptr i8, ptr addrspace(1) %0, i64 %342
  store float 0.000000e+00, ptr addrspace(1) %343, align 4
  %344 = add i64 %31, 28
  %345 = mul i64 %344, 4
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  store float 0.000000e+00, ptr addrspace(1) %346, align 4
  %347 = add i64 %31, 29
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 %348
  store float 0.000000e+00, ptr addrspace(1) %349, align 4
  %350 = add i64 %31, 30
  %351 = mul i64 %350, 4
  %352 = getelementptr i8, ptr addrspace(1) %0, i64 %351
  store float 0.000000e+00, ptr addrspace(1) %352, align 4
  %353 = add i64 %31, 31
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr addrspace(1) %0, i64 %354
  store float 0.000000e+00, ptr addrspace(1) %355, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_embed_f16, !"kernel", i32 1}
!1 = !{ptr @strata_embed_f16, !"maxntidx", i32 128}
