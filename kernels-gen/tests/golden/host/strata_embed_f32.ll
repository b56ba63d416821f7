; ModuleID = 'strata_embed_f32'
source_filename = "strata_embed_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_embed_f32(ptr %0, ptr %1) {
entry:
  %2 = getelementptr i8, ptr %0, i64 0
  %3 = load i64, ptr %2, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = getelementptr i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = inttoptr i64 %6 to ptr
  %8 = getelementptr i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = getelementptr i8, ptr %1, i64 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %20, 128
  %22 = add i32 %21, %18
  %23 = getelementptr i8, ptr %1, i64 16
  %24 = load i32, ptr %23, align 4
  %25 = udiv i32 %13, 32
  %26 = icmp slt i32 %22, %25
  br i1 %26, label %then, label %endif

then:                                             ; preds = %entry
  %27 = sext i32 %24 to i64
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr %10, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = icmp sge i32 %30, 0
  %32 = icmp slt i32 %30, %16
  %33 = and i1 %31, %32
  %34 = select i1 %33, i32 %30, i32 0
  %35 = sext i32 %13 to i64
  %36 = udiv i64 %35, 1
  %37 = mul i64 %36, 4
  %38 = sext i32 %34 to i64
  %39 = mul i64 %38, %37
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = sext i32 %24 to i64
  %42 = sext i32 %13 to i64
  %43 = mul i64 %41, %42
  %44 = sext i32 %22 to i64
  %45 = mul i64 %44, 32
  %46 = add i64 %43, %45
  br i1 %33, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %47 = sext i32 %22 to i64
  %48 = mul i64 %47, 128
  %49 = getelementptr i8, ptr %40, i64 %48
  %50 = getelementptr i8, ptr %49, i64 0
  %51 = getelementptr i8, ptr %50, i64 0
  %52 = load float, ptr %51, align 4
  %53 = add i64 %46, 0
  %54 = mul i64 %53, 4
  %55 = getelementptr i8, ptr %4, i64 %54
  store float %52, ptr %55, align 4
  %56 = getelementptr i8, ptr %49, i64 4
  %57 = getelementptr i8, ptr %56, i64 0
  %58 = load float, ptr %57, align 4
  %59 = add i64 %46, 1
  %60 = mul i64 %59, 4
  %61 = getelementptr i8, ptr %4, i64 %60
  store float %58, ptr %61, align 4
  %62 = getelementptr i8, ptr %49, i64 8
  %63 = getelementptr i8, ptr %62, i64 0
  %64 = load float, ptr %63, align 4
  %65 = add i64 %46, 2
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr %4, i64 %66
  store float %64, ptr %67, align 4
  %68 = getelementptr i8, ptr %49, i64 12
  %69 = getelementptr i8, ptr %68, i64 0
  %70 = load float, ptr %69, align 4
  %71 = add i64 %46, 3
  %72 = mul i64 %71, 4
  %73 = getelementptr i8, ptr %4, i64 %72
  store float %70, ptr %73, align 4
  %74 = getelementptr i8, ptr %49, i64 16
  %75 = getelementptr i8, ptr %74, i64 0
  %76 = load float, ptr %75, align 4
  %77 = add i64 %46, 4
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr %4, i64 %78
  store float %76, ptr %79, align 4
  %80 = getelementptr i8, ptr %49, i64 20
  %81 = getelementptr i8, ptr %80, i64 0
  %82 = load float, ptr %81, align 4
  %83 = add i64 %46, 5
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr %4, i64 %84
  store float %82, ptr %85, align 4
  %86 = getelementptr i8, ptr %49, i64 24
  %87 = getelementptr i8, ptr %86, i64 0
  %88 = load float, ptr %87, align 4
  %89 = add i64 %46, 6
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr %4, i64 %90
  store float %88, ptr %91, align 4
  %92 = getelementptr i8, ptr %49, i64 28
  %93 = getelementptr i8, ptr %92, i64 0
  %94 = load float, ptr %93, align 4
  %95 = add i64 %46, 7
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr %4, i64 %96
  store float %94, ptr %97, align 4
  %98 = getelementptr i8, ptr %49, i64 32
  %99 = getelementptr i8, ptr %98, i64 0
  %100 = load float, ptr %99, align 4
  %101 = add i64 %46, 8
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr %4, i64 %102
  store float %100, ptr %103, align 4
  %104 = getelementptr i8, ptr %49, i64 36
  %105 = getelementptr i8, ptr %104, i64 0
  %106 = load float, ptr %105, align 4
  %107 = add i64 %46, 9
  %108 = mul i64 %107, 4
  %109 = getelementptr i8, ptr %4, i64 %108
  store float %106, ptr %109, align 4
  %110 = getelementptr i8, ptr %49, i64 40
  %111 = getelementptr i8, ptr %110, i64 0
  %112 = load float, ptr %111, align 4
  %113 = add i64 %46, 10
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr %4, i64 %114
  store float %112, ptr %115, align 4
  %116 = getelementptr i8, ptr %49, i64 44
  %117 = getelementptr i8, ptr %116, i64 0
  %118 = load float, ptr %117, align 4
  %119 = add i64 %46, 11
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr %4, i64 %120
  store float %118, ptr %121, align 4
  %122 = getelementptr i8, ptr %49, i64 48
  %123 = getelementptr i8, ptr %122, i64 0
  %124 = load float, ptr %123, align 4
  %125 = add i64 %46, 12
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr %4, i64 %126
  store float %124, ptr %127, align 4
  %128 = getelementptr i8, ptr %49, i64 52
  %129 = getelementptr i8, ptr %128, i64 0
  %130 = load float, ptr %129, align 4
  %131 = add i64 %46, 13
  %132 = mul i64 %131, 4
  %133 = getelementptr i8, ptr %4, i64 %132
  store float %130, ptr %133, align 4
  %134 = getelementptr i8, ptr %49, i64 56
  %135 = getelementptr i8, ptr %134, i64 0
  %136 = load float, ptr %135, align 4
  %137 = add i64 %46, 14
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr %4, i64 %138
  store float %136, ptr %139, align 4
  %140 = getelementptr i8, ptr %49, i64 60
  %141 = getelementptr i8, ptr %140, i64 0
  %142 = load float, ptr %141, align 4
  %143 = add i64 %46, 15
  %144 = mul i64 %143, 4
  %145 = getelementptr i8, ptr %4, i64 %144
  store float %142, ptr %145, align 4
  %146 = getelementptr i8, ptr %49, i64 64
  %147 = getelementptr i8, ptr %146, i64 0
  %148 = load float, ptr %147, align 4
  %149 = add i64 %46, 16
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr %4, i64 %150
  store float %148, ptr %151, align 4
  %152 = getelementptr i8, ptr %49, i64 68
  %153 = getelementptr i8, ptr %152, i64 0
  %154 = load float, ptr %153, align 4
  %155 = add i64 %46, 17
  %156 = mul i64 %155, 4
  %157 = getelementptr i8, ptr %4, i64 %156
  store float %154, ptr %157, align 4
  %158 = getelementptr i8, ptr %49, i64 72
  %159 = getelementptr i8, ptr %158, i64 0
  %160 = load float, ptr %159, align 4
  %161 = add i64 %46, 18
  %162 = mul i64 %161, 4
  %163 = getelementptr i8, ptr %4, i64 %162
  store float %160, ptr %163, align 4
  %164 = getelementptr i8, ptr %49, i64 76
  %165 = getelementptr i8, ptr %164, i64 0
  %166 = load float, ptr %165, align 4
  %167 = add i64 %46, 19
  %168 = mul i64 %167, 4
  %169 = getelementptr i8, ptr %4, i64 %168
  store float %166, ptr %169, align 4
  %170 = getelementptr i8, ptr %49, i64 80
  %171 = getelementptr i8, ptr %170, i64 0
  %172 = load float, ptr %171, align 4
  %173 = add i64 %46, 20
  %174 = mul i64 %173, 4
  %175 = getelementptr i8, ptr %4, i64 %174
  store float %172, ptr %175, align 4
  %176 = getelementptr i8, ptr %49, i64 84
  %177 = getelementptr i8, ptr %176, i64 0
  %178 = load float, ptr %177, align 4
  %179 = add i64 %46, 21
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr %4, i64 %180
  store float %178, ptr %181, align 4
  %182 = getelementptr i8, ptr %49, i64 88
  %183 = getelementptr i8, ptr %182, i64 0
  %184 = load float, ptr %183, align 4
  %185 = add i64 %46, 22
  %186 = mul i64 %185, 4
  %187 = getelementptr i8, ptr %4, i64 %186
  store float %184, ptr %187, align 4
  %188 = getelementptr i8, ptr %49, i64 92
  %189 = getelementptr i8, ptr %188, i64 0
  %190 = load float, ptr %189, align 4
  %191 = add i64 %46, 23
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr %4, i64 %192
  store float %190, ptr %193, align 4
  %194 = getelementptr i8, ptr %49, i64 96
  %195 = getelementptr i8, ptr %194, i64 0
  %196 = load float, ptr %195, align 4
  %197 = add i64 %46, 24
  %198 = mul i64 %197, 4
  %199 = getelementptr i8, ptr %4, i64 %198
  store float %196, ptr %199, align 4
  %200 = getelementptr i8, ptr %49, i64 100
  %201 = getelementptr i8, ptr %200, i64 0
  %202 = load float, ptr %201, align 4
  %203 = add i64 %46, 25
  %204 = mul i64 %203, 4
  %205 = getelementptr i8, ptr %4, i64 %204
  store float %202, ptr %205, align 4
  %206 = getelementptr i8, ptr %49, i64 104
  %207 = getelementptr i8, ptr %206, i64 0
  %208 = load float, ptr %207, align 4
  %209 = add i64 %46, 26
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr %4, i64 %210
  store float %208, ptr %211, align 4
  %212 = getelementptr i8, ptr %49, i64 108
  %213 = getelementptr i8, ptr %212, i64 0
  %214 = load float, ptr %213, align 4
  %215 = add i64 %46, 27
  %216 = mul i64 %215, 4
  %217 = getelementptr i8, ptr %4, i64 %216
  store float %214, ptr %217, align 4
  %218 = getelementptr i8, ptr %49, i64 112
  %219 = getelementptr i8, ptr %218, i64 0
  %220 = load float, ptr %219, align 4
  %221 = add i64 %46, 28
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr %4, i64 %222
  store float %220, ptr %223, align 4
  %224 = getelementptr i8, ptr %49, i64 116
  %225 = getelementptr i8, ptr %224, i64 0
  %226 = load float, ptr %225, align 4
  %227 = add i64 %46, 29
  %228 = mul i64 %227, 4
  %229 = getelementptr i8, ptr %4, i64 %228
  store float %226, ptr %229, align 4
  %230 = getelementptr i8, ptr %49, i64 120
  %231 = getelementptr i8, ptr %230, i64 0
  %232 = load float, ptr %231, align 4
  %233 = add i64 %46, 30
  %234 = mul i64 %233, 4
  %235 = getelementptr i8, ptr %4, i64 %234
  store float %232, ptr %235, align 4
  %236 = getelementptr i8, ptr %49, i64 124
  %237 = getelementptr i8, ptr %236, i64 0
  %238 = load float, ptr %237, align 4
  %239 = add i64 %46, 31
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr %4, i64 %240
  store float %238, ptr %241, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %242 = xor i1 %33, true
  br i1 %242, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %243 = add i64 %46, 0
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr %4, i64 %244
  store float 0.000000e+00, ptr %245, align 4
  %246 = add i64 %46, 1
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr %4, i64 %247
  store float 0.000000e+00, ptr %248, align 4
  %249 = add i64 %46, 2
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr %4, i64 %250
  store float 0.000000e+00, ptr %251, align 4
  %252 = add i64 %46, 3
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr %4, i64 %253
  store float 0.000000e+00, ptr %254, align 4
  %255 = add i64 %46, 4
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr %4, i64 %256
  store float 0.000000e+00, ptr %257, align 4
  %258 = add i64 %46, 5
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr %4, i64 %259
  store float 0.000000e+00, ptr %260, align 4
  %261 = add i64 %46, 6
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr %4, i64 %262
  store float 0.000000e+00, ptr %263, align 4
  %264 = add i64 %46, 7
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr %4, i64 %265
  store float 0.000000e+00, ptr %266, align 4
  %267 = add i64 %46, 8
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr %4, i64 %268
  store float 0.000000e+00, ptr %269, align 4
  %270 = add i64 %46, 9
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr %4, i64 %271
  store float 0.000000e+00, ptr %272, align 4
  %273 = add i64 %46, 10
  %274 = mul i64 %273, 4
  %275 = getelementptr i8, ptr %4, i64 %274
  store float 0.000000e+00, ptr %275, align 4
  %276 = add i64 %46, 11
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr %4, i64 %277
  store float 0.000000e+00, ptr %278, align 4
  %279 = add i64 %46, 12
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr %4, i64 %280
  store float 0.000000e+00, ptr %281, align 4
  %282 = add i64 %46, 13
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr %4, i64 %283
  store float 0.000000e+00, ptr %284, align 4
  %285 = add i64 %46, 14
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr %4, i64 %286
  store float 0.000000e+00, ptr %287, align 4
  %288 = add i64 %46, 15
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr %4, i64 %289
  store float 0.000000e+00, ptr %290, align 4
  %291 = add i64 %46, 16
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr %4, i64 %292
  store float 0.000000e+00, ptr %293, align 4
  %294 = add i64 %46, 17
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr %4, i64 %295
  store float 0.000000e+00, ptr %296, align 4
  %297 = add i64 %46, 18
  %298 = mul i64 %297, 4
  %299 = getelementptr i8, ptr %4, i64 %298
  store float 0.000000e+00, ptr %299, align 4
  %300 = add i64 %46, 19
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr %4, i64 %301
  store float 0.000000e+00, ptr %302, align 4
  %303 = add i64 %46, 20
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %4, i64 %304
  store float 0.000000e+00, ptr %305, align 4
  %306 = add i64 %46, 21
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr %4, i64 %307
  store float 0.000000e+00, ptr %308, align 4
  %309 = add i64 %46, 22
  %310 = mul i64 %309, 4
  %311 = getelementptr i8, ptr %4, i64 %310
  store float 0.000000e+00, ptr %311, align 4
  %312 = add i64 %46, 23
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr %4, i64 %313
  store float 0.000000e+00, ptr %314, align 4
  %315 = add i64 %46, 24
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr %4, i64 %316
  store float 0.000000e+00, ptr %317, align 4
  %318 = add i64 %46, 25
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr %4, i64 %319
  store float 0.000000e+00, ptr %320, align 4
  %321 = add i64 %46, 26
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr %4, i64 %322
  store float 0.000000e+00, ptr %323, align 4
  %324 = add i64 %46, 27
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr %4, i64 %325
  store float 0.000000e+00, ptr %326, align 4
  %327 = add i64 %46, 28
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr %4, i64 %328
  store float 0.000000e+00, ptr %329, align 4
  %330 = add i64 %46, 29
  %331 = mul i64 %330, 4
  %332 = getelementptr i8, ptr %4, i64 %331
  store float 0.000000e+00, ptr %332, align 4
  %333 = add i64 %46, 30
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr %4, i64 %334
  store float 0.000000e+00, ptr %335, align 4
  %336 = add i64 %46, 31
  %337 = mul i64 %336, 4
  %338 = getelementptr i8, ptr %4, i64 %337
  store float 0.000000e+00, ptr %338, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
