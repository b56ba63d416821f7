; ModuleID = 'strata_router_topk_f32'
source_filename = "strata_router_topk_f32"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @strata_router_topk_f32(ptr %0, ptr %1) {
entry:
  %v22 = alloca i32, align 4
  %v16 = alloca i32, align 4
  %v15 = alloca i32, align 4
  %v14 = alloca float, align 4
  %v10 = alloca i32, align 4
  %v9 = alloca float, align 4
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
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
  %17 = getelementptr i8, ptr %0, i64 40
  %18 = load i64, ptr %17, align 8
  %19 = trunc i64 %18 to i32
  %20 = getelementptr i8, ptr %1, i64 0
  %21 = load i32, ptr %20, align 4
  %22 = and i32 %21, 31
  %23 = getelementptr i8, ptr %1, i64 12
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = sext i32 %13 to i64
  %27 = mul i64 %25, %26
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr %10, i64 %28
  %30 = mul i32 %24, %16
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 %22, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %31 = load i32, ptr %v1, align 4
  %32 = icmp slt i32 %31, %13
  br i1 %32, label %body, label %done

body:                                             ; preds = %loop
  %33 = load i32, ptr %v1, align 4
  %34 = sext i32 %33 to i64
  %35 = mul i64 %34, 4
  %36 = getelementptr i8, ptr %29, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr %v, align 4
  %39 = fcmp ogt float %37, %38
  %40 = select i1 %39, float %37, float %38
  store float %40, ptr %v, align 4
  %41 = load i32, ptr %v1, align 4
  %42 = add i32 %41, 32
  store i32 %42, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %43 = load float, ptr %v, align 4
  %44 = bitcast float %43 to i32
  %45 = getelementptr i8, ptr %1, i64 40
  %46 = load ptr, ptr %45, align 8
  %47 = call i32 %46(ptr %1, i32 %44, i32 16)
  %48 = bitcast i32 %47 to float
  %49 = fcmp ogt float %43, %48
  %50 = select i1 %49, float %43, float %48
  %51 = bitcast float %50 to i32
  %52 = getelementptr i8, ptr %1, i64 40
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr %1, i32 %51, i32 8)
  %55 = bitcast i32 %54 to float
  %56 = fcmp ogt float %50, %55
  %57 = select i1 %56, float %50, float %55
  %58 = bitcast float %57 to i32
  %59 = getelementptr i8, ptr %1, i64 40
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 %60(ptr %1, i32 %58, i32 4)
  %62 = bitcast i32 %61 to float
  %63 = fcmp ogt float %57, %62
  %64 = select i1 %63, float %57, float %62
  %65 = bitcast float %64 to i32
  %66 = getelementptr i8, ptr %1, i64 40
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 %67(ptr %1, i32 %65, i32 2)
  %69 = bitcast i32 %68 to float
  %70 = fcmp ogt float %64, %69
  %71 = select i1 %70, float %64, float %69
  %72 = bitcast float %71 to i32
  %73 = getelementptr i8, ptr %1, i64 40
  %74 = load ptr, ptr %73, align 8
  %75 = call i32 %74(ptr %1, i32 %72, i32 1)
  %76 = bitcast i32 %75 to float
  %77 = fcmp ogt float %71, %76
  %78 = select i1 %77, float %71, float %76
  store float 0.000000e+00, ptr %v2, align 4
  store i32 %22, ptr %v3, align 4
  br label %loop4

loop4:                                            ; preds = %body5, %done
  %79 = load i32, ptr %v3, align 4
  %80 = icmp slt i32 %79, %13
  br i1 %80, label %body5, label %done6

body5:                                            ; preds = %loop4
  %81 = load i32, ptr %v3, align 4
  %82 = sext i32 %81 to i64
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr %29, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fsub float %85, %78
  %87 = fmul float %86, 0x3FF7154760000000
  %88 = fcmp olt float %87, -1.260000e+02
  %89 = fcmp ogt float %87, 1.270000e+02
  %90 = select i1 %88, float -1.260000e+02, float %87
  %91 = select i1 %89, float 1.270000e+02, float %90
  %92 = fadd float %91, 5.000000e-01
  %93 = call float @llvm.floor.f32(float %92)
  %94 = fsub float %91, %93
  %95 = fmul float 0x3EEFFCBFC0000000, %94
  %96 = fadd float %95, 0x3F24309120000000
  %97 = fmul float %96, %94
  %98 = fadd float %97, 0x3F55D87FE0000000
  %99 = fmul float %98, %94
  %100 = fadd float %99, 0x3F83B2AB60000000
  %101 = fmul float %100, %94
  %102 = fadd float %101, 0x3FAC6B08E0000000
  %103 = fmul float %102, %94
  %104 = fadd float %103, 0x3FCEBFBE00000000
  %105 = fmul float %104, %94
  %106 = fadd float %105, 0x3FE62E4300000000
  %107 = fmul float %106, %94
  %108 = fadd float %107, 1.000000e+00
  %109 = fptosi float %93 to i32
  %110 = add i32 %109, 127
  %111 = shl i32 %110, 23
  %112 = bitcast i32 %111 to float
  %113 = fmul float %108, %112
  %114 = select i1 %88, float 0.000000e+00, float %113
  %115 = select i1 %89, float 0x7FF0000000000000, float %114
  %116 = fcmp uno float %87, %87
  %117 = select i1 %116, float %87, float %115
  %118 = load float, ptr %v2, align 4
  %119 = fadd float %118, %117
  store float %119, ptr %v2, align 4
  %120 = load i32, ptr %v3, align 4
  %121 = add i32 %120, 32
  store i32 %121, ptr %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %122 = load float, ptr %v2, align 4
  %123 = bitcast float %122 to i32
  %124 = getelementptr i8, ptr %1, i64 40
  %125 = load ptr, ptr %124, align 8
  %126 = call i32 %125(ptr %1, i32 %123, i32 16)
  %127 = bitcast i32 %126 to float
  %128 = fadd float %122, %127
  %129 = bitcast float %128 to i32
  %130 = getelementptr i8, ptr %1, i64 40
  %131 = load ptr, ptr %130, align 8
  %132 = call i32 %131(ptr %1, i32 %129, i32 8)
  %133 = bitcast i32 %132 to float
  %134 = fadd float %128, %133
  %135 = bitcast float %134 to i32
  %136 = getelementptr i8, ptr %1, i64 40
  %137 = load ptr, ptr %136, align 8
  %138 = call i32 %137(ptr %1, i32 %135, i32 4)
  %139 = bitcast i32 %138 to float
  %140 = fadd float %134, %139
  %141 = bitcast float %140 to i32
  %142 = getelementptr i8, ptr %1, i64 40
  %143 = load ptr, ptr %142, align 8
  %144 = call i32 %143(ptr %1, i32 %141, i32 2)
  %145 = bitcast i32 %144 to float
  %146 = fadd float %140, %145
  %147 = bitcast float %146 to i32
  %148 = getelementptr i8, ptr %1, i64 40
  %149 = load ptr, ptr %148, align 8
  %150 = call i32 %149(ptr %1, i32 %147, i32 1)
  %151 = bitcast i32 %150 to float
  %152 = fadd float %146, %151
  store float 0x7FF0000000000000, ptr %v7, align 4
  store i32 -1, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %153 = icmp eq i32 %22, 0
  store i32 0, ptr %v10, align 4
  br label %loop11

loop11:                                           ; preds = %endif, %done6
  %154 = load i32, ptr %v10, align 4
  %155 = icmp slt i32 %154, %16
  br i1 %155, label %body12, label %done13

body12:                                           ; preds = %loop11
  %156 = load i32, ptr %v10, align 4
  store float 0xFFF0000000000000, ptr %v14, align 4
  store i32 %13, ptr %v15, align 4
  %157 = load float, ptr %v7, align 4
  %158 = load i32, ptr %v8, align 4
  store i32 %22, ptr %v16, align 4
  br label %loop17

done13:                                           ; preds = %loop11
  %159 = icmp ne i32 %19, 0
  %160 = and i1 %153, %159
  %161 = load float, ptr %v9, align 4
  br i1 %160, label %then20, label %endif21

loop17:                                           ; preds = %body18, %body12
  %162 = load i32, ptr %v16, align 4
  %163 = icmp slt i32 %162, %13
  br i1 %163, label %body18, label %done19

body18:                                           ; preds = %loop17
  %164 = load i32, ptr %v16, align 4
  %165 = sext i32 %164 to i64
  %166 = mul i64 %165, 4
  %167 = getelementptr i8, ptr %29, i64 %166
  %168 = load float, ptr %167, align 4
  %169 = fcmp uno float %168, %168
  %170 = select i1 %169, float 0xFFF0000000000000, float %168
  %171 = fcmp olt float %170, %157
  %172 = fcmp oeq float %170, %157
  %173 = icmp sgt i32 %164, %158
  %174 = and i1 %172, %173
  %175 = or i1 %171, %174
  %176 = load float, ptr %v14, align 4
  %177 = load i32, ptr %v15, align 4
  %178 = fcmp ogt float %170, %176
  %179 = icmp eq i32 %177, %13
  %180 = or i1 %178, %179
  %181 = and i1 %175, %180
  %182 = select i1 %181, float %170, float %176
  store float %182, ptr %v14, align 4
  %183 = select i1 %181, i32 %164, i32 %177
  store i32 %183, ptr %v15, align 4
  %184 = load i32, ptr %v16, align 4
  %185 = add i32 %184, 32
  store i32 %185, ptr %v16, align 4
  br label %loop17

done19:                                           ; preds = %loop17
  %186 = load float, ptr %v14, align 4
  %187 = load i32, ptr %v15, align 4
  %188 = bitcast float %186 to i32
  %189 = getelementptr i8, ptr %1, i64 40
  %190 = load ptr, ptr %189, align 8
  %191 = call i32 %190(ptr %1, i32 %188, i32 16)
  %192 = bitcast i32 %191 to float
  %193 = getelementptr i8, ptr %1, i64 40
  %194 = load ptr, ptr %193, align 8
  %195 = call i32 %194(ptr %1, i32 %187, i32 16)
  %196 = fcmp ogt float %192, %186
  %197 = fcmp oeq float %192, %186
  %198 = icmp slt i32 %195, %187
  %199 = and i1 %197, %198
  %200 = or i1 %196, %199
  %201 = select i1 %200, float %192, float %186
  %202 = select i1 %200, i32 %195, i32 %187
  %203 = bitcast float %201 to i32
  %204 = getelementptr i8, ptr %1, i64 40
  %205 = load ptr, ptr %204, align 8
  %206 = call i32 %205(ptr %1, i32 %203, i32 8)
  %207 = bitcast i32 %206 to float
  %208 = getelementptr i8, ptr %1, i64 40
  %209 = load ptr, ptr %208, align 8
  %210 = call i32 %209(ptr %1, i32 %202, i32 8)
  %211 = fcmp ogt float %207, %201
  %212 = fcmp oeq float %207, %201
  %213 = icmp slt i32 %210, %202
  %214 = and i1 %212, %213
  %215 = or i1 %211, %214
  %216 = select i1 %215, float %207, float %201
  %217 = select i1 %215, i32 %210, i32 %202
  %218 = bitcast float %216 to i32
  %219 = getelementptr i8, ptr %1, i64 40
  %220 = load ptr, ptr %219, align 8
  %221 = call i32 %220(ptr %1, i32 %218, i32 4)
  %222 = bitcast i32 %221 to float
  %223 = getelementptr i8, ptr %1, i64 40
  %224 = load ptr, ptr %223, align 8
  %225 = call i32 %224(ptr %1, i32 %217, i32 4)
  %226 = fcmp ogt float %222, %216
  %227 = fcmp oeq float %222, %216
  %228 = icmp slt i32 %225, %217
  %229 = and i1 %227, %228
  %230 = or i1 %226, %229
  %231 = select i1 %230, float %222, float %216
  %232 = select i1 %230, i32 %225, i32 %217
  %233 = bitcast float %231 to i32
  %234 = getelementptr i8, ptr %1, i64 40
  %235 = load ptr, ptr %234, align 8
  %236 = call i32 %235(ptr %1, i32 %233, i32 2)
  %237 = bitcast i32 %236 to float
  %238 = getelementptr i8, ptr %1, i64 40
  %239 = load ptr, ptr %238, align 8
  %240 = call i32 %239(ptr %1, i32 %232, i32 2)
  %241 = fcmp ogt float %237, %231
  %242 = fcmp oeq float %237, %231
  %243 = icmp slt i32 %240, %232
  %244 = and i1 %242, %243
  %245 = or i1 %241, %244
  %246 = select i1 %245, float %237, float %231
  %247 = select i1 %245, i32 %240, i32 %232
  %248 = bitcast float %246 to i32
  %249 = getelementptr i8, ptr %1, i64 40
  %250 = load ptr, ptr %249, align 8
  %251 = call i32 %250(ptr %1, i32 %248, i32 1)
  %252 = bitcast i32 %251 to float
  %253 = getelementptr i8, ptr %1, i64 40
  %254 = load ptr, ptr %253, align 8
  %255 = call i32 %254(ptr %1, i32 %247, i32 1)
  %256 = fcmp ogt float %252, %246
  %257 = fcmp oeq float %252, %246
  %258 = icmp slt i32 %255, %247
  %259 = and i1 %257, %258
  %260 = or i1 %256, %259
  %261 = select i1 %260, float %252, float %246
  %262 = select i1 %260, i32 %255, i32 %247
  %263 = fsub float %261, %78
  %264 = fmul float %263, 0x3FF7154760000000
  %265 = fcmp olt float %264, -1.260000e+02
  %266 = fcmp ogt float %264, 1.270000e+02
  %267 = select i1 %265, float -1.260000e+02, float %264
  %268 = select i1 %266, float 1.270000e+02, float %267
  %269 = fadd float %268, 5.000000e-01
  %270 = call float @llvm.floor.f32(float %269)
  %271 = fsub float %268, %270
  %272 = fmul float 0x3EEFFCBFC0000000, %271
  %273 = fadd float %272, 0x3F24309120000000
  %274 = fmul float %273, %271
  %275 = fadd float %274, 0x3F55D87FE0000000
  %276 = fmul float %275, %271
  %277 = fadd float %276, 0x3F83B2AB60000000
  %278 = fmul float %277, %271
  %279 = fadd float %278, 0x3FAC6B08E0000000
  %280 = fmul float %279, %271
  %281 = fadd float %280, 0x3FCEBFBE00000000
  %282 = fmul float %281, %271
  %283 = fadd float %282, 0x3FE62E4300000000
  %284 = fmul float %283, %271
  %285 = fadd float %284, 1.000000e+00
  %286 = fptosi float %270 to i32
  %287 = add i32 %286, 127
  %288 = shl i32 %287, 23
  %289 = bitcast i32 %288 to float
  %290 = fmul float %285, %289
  %291 = select i1 %265, float 0.000000e+00, float %290
  %292 = select i1 %266, float 0x7FF0000000000000, float %291
  %293 = fcmp uno float %264, %264
  %294 = select i1 %293, float %264, float %292
  %295 = fdiv float %294, %152
  store float %261, ptr %v7, align 4
  store i32 %262, ptr %v8, align 4
  %296 = load float, ptr %v9, align 4
  %297 = fadd float %296, %295
  store float %297, ptr %v9, align 4
  %298 = add i32 %30, %156
  br i1 %153, label %then, label %endif

then:                                             ; preds = %done19
  %299 = sext i32 %298 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr %4, i64 %300
  store i32 %262, ptr %301, align 4
  %302 = sext i32 %298 to i64
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr %7, i64 %303
  store float %295, ptr %304, align 4
  br label %endif

endif:                                            ; preds = %then, %done19
  %305 = load i32, ptr %v10, align 4
  %306 = add i32 %305, 1
  store i32 %306, ptr %v10, align 4
  br label %loop11

then20:                                           ; preds = %done13
  store i32 0, ptr %v22, align 4
  br label %loop23

endif21:                                          ; preds = %done25, %done13
  ret void

loop23:                                           ; preds = %body24, %then20
  %307 = load i32, ptr %v22, align 4
  %308 = icmp slt i32 %307, %16
  br i1 %308, label %body24, label %done25

body24:                                           ; preds = %loop23
  %309 = load i32, ptr %v22, align 4
  %310 = add i32 %30, %309
  %311 = sext i32 %310 to i64
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr %7, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = fdiv float %314, %161
  %316 = sext i32 %310 to i64
  %317 = mul i64 %316, 4
  %318 = getelementptr i8, ptr %7, i64 %317
  store float %315, ptr %318, align 4
  %319 = load i32, ptr %v22, align 4
  %320 = add i32 %319, 1
  store i32 %320, ptr %v22, align 4
  br label %loop23

done25:                                           ; preds = %loop23
  br label %endif21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
