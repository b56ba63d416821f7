; ModuleID = 'strata_add_rmsnorm_f32'
source_filename = "strata_add_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, float %6) {
entry:
  %v18 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = sext i32 %7 to i64
  %9 = sext i32 %5 to i64
  %10 = mul i64 %8, %9
  %11 = mul i64 %10, 4
  %12 = getelementptr i8, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %3, i64 %11
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %11
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = lshr i32 %19, 5
  store float 0.000000e+00, ptr %v, align 4
  store i32 %16, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %endif15, %entry
  %21 = load i32, ptr %v1, align 4
  %22 = icmp slt i32 %21, %5
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr %v1, align 4
  %24 = add i32 %23, 0
  %25 = icmp slt i32 %24, %5
  %26 = select i1 %25, i32 %24, i32 %23
  %27 = add i32 %23, 256
  %28 = icmp slt i32 %27, %5
  %29 = select i1 %28, i32 %27, i32 %23
  %30 = add i32 %23, 512
  %31 = icmp slt i32 %30, %5
  %32 = select i1 %31, i32 %30, i32 %23
  %33 = add i32 %23, 768
  %34 = icmp slt i32 %33, %5
  %35 = select i1 %34, i32 %33, i32 %23
  %36 = add i32 %23, 1024
  %37 = icmp slt i32 %36, %5
  %38 = select i1 %37, i32 %36, i32 %23
  %39 = add i32 %23, 1280
  %40 = icmp slt i32 %39, %5
  %41 = select i1 %40, i32 %39, i32 %23
  %42 = add i32 %23, 1536
  %43 = icmp slt i32 %42, %5
  %44 = select i1 %43, i32 %42, i32 %23
  %45 = add i32 %23, 1792
  %46 = icmp slt i32 %45, %5
  %47 = select i1 %46, i32 %45, i32 %23
  %48 = sext i32 %26 to i64
  %49 = mul i64 %48, 4
  %50 = getelementptr i8, ptr addrspace(1) %12, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = sext i32 %26 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %13, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = fadd float %51, %55
  %57 = sext i32 %29 to i64
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %12, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = sext i32 %29 to i64
  %62 = mul i64 %61, 4
  %63 = getelementptr i8, ptr addrspace(1) %13, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = fadd float %60, %64
  %66 = sext i32 %32 to i64
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %12, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = sext i32 %32 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %13, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fadd float %69, %73
  %75 = sext i32 %35 to i64
  %76 = mul i64 %75, 4
  %77 = getelementptr i8, ptr addrspace(1) %12, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = sext i32 %35 to i64
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %13, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = fadd float %78, %82
  %84 = sext i32 %38 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %12, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = sext i32 %38 to i64
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr addrspace(1) %13, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = fadd float %87, %91
  %93 = sext i32 %41 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %12, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = sext i32 %41 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %13, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fadd float %96, %100
  %102 = sext i32 %44 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %12, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = sext i32 %44 to i64
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr addrspace(1) %13, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = fadd float %105, %109
  %111 = sext i32 %47 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %12, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = sext i32 %47 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %13, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fadd float %114, %118
  br i1 %25, label %then, label %endif

done:                                             ; preds = %loop
  %120 = load float, ptr %v, align 4
  %121 = bitcast float %120 to i32
  %122 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 16, i32 31)
  %123 = bitcast i32 %122 to float
  %124 = fadd float %120, %123
  %125 = bitcast float %124 to i32
  %126 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %125, i32 8, i32 31)
  %127 = bitcast i32 %126 to float
  %128 = fadd float %124, %127
  %129 = bitcast float %128 to i32
  %130 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 4, i32 31)
  %131 = bitcast i32 %130 to float
  %132 = fadd float %128, %131
  %133 = bitcast float %132 to i32
  %134 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 2, i32 31)
  %135 = bitcast i32 %134 to float
  %136 = fadd float %132, %135
  %137 = bitcast float %136 to i32
  %138 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %137, i32 1, i32 31)
  %139 = bitcast i32 %138 to float
  %140 = fadd float %136, %139
  %141 = icmp eq i32 %18, 0
  br i1 %141, label %then16, label %endif17

then:                                             ; preds = %body
  %142 = sext i32 %26 to i64
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %14, i64 %143
  store float %56, ptr addrspace(1) %144, align 4
  br label %endif

endif:                                            ; preds = %then, %body
  %145 = load float, ptr %v, align 4
  %146 = fmul float %56, %56
  %147 = fadd float %146, %145
  %148 = select i1 %25, float %147, float %145
  store float %148, ptr %v, align 4
  br i1 %28, label %then2, label %endif3

then2:                                            ; preds = %endif
  %149 = sext i32 %29 to i64
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr addrspace(1) %14, i64 %150
  store float %65, ptr addrspace(1) %151, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %endif
  %152 = load float, ptr %v, align 4
  %153 = fmul float %65, %65
  %154 = fadd float %153, %152
  %155 = select i1 %28, float %154, float %152
  store float %155, ptr %v, align 4
  br i1 %31, label %then4, label %endif5

then4:                                            ; preds = %endif3
  %156 = sext i32 %32 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(1) %14, i64 %157
  store float %74, ptr addrspace(1) %158, align 4
  br label %endif5

endif5:                                           ; preds = %then4, %endif3
  %159 = load float, ptr %v, align 4
  %160 = fmul float %74, %74
  %161 = fadd float %160, %159
  %162 = select i1 %31, float %161, float %159
  store float %162, ptr %v, align 4
  br i1 %34, label %then6, label %endif7

then6:                                            ; preds = %endif5
  %163 = sext i32 %35 to i64
  %164 = mul i64 %163, 4
  %165 = getelementptr i8, ptr addrspace(1) %14, i64 %164
  store float %83, ptr addrspace(1) %165, align 4
  br label %endif7

endif7:                                           ; preds = %then6, %endif5
  %166 = load float, ptr %v, align 4
  %167 = fmul float %83, %83
  %168 = fadd float %167, %166
  %169 = select i1 %34, float %168, float %166
  store float %169, ptr %v, align 4
  br i1 %37, label %then8, label %endif9

then8:                                            ; preds = %endif7
  %170 = sext i32 %38 to i64
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %14, i64 %171
  store float %92, ptr addrspace(1) %172, align 4
  br label %endif9

endif9:                                           ; preds = %then8, %endif7
  %173 = load float, ptr %v, align 4
  %174 = fmul float %92, %92
  %175 = fadd float %174, %173
  %176 = select i1 %37, float %175, float %173
  store float %176, ptr %v, align 4
  br i1 %40, label %then10, label %endif11

then10:                                           ; preds = %endif9
  %177 = sext i32 %41 to i64
  %178 = mul i64 %177, 4
  %179 = getelementptr i8, ptr addrspace(1) %14, i64 %178
  store float %101, ptr addrspace(1) %179, align 4
  br label %endif11

endif11:                                          ; preds = %then10, %endif9
  %180 = load float, ptr %v, align 4
  %181 = fmul float %101, %101
  %182 = fadd float %181, %180
  %183 = select i1 %40, float %182, float %180
  store float %183, ptr %v, align 4
  br i1 %43, label %then12, label %endif13

then12:                                           ; preds = %endif11
  %184 = sext i32 %44 to i64
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr addrspace(1) %14, i64 %185
  store float %110, ptr addrspace(1) %186, align 4
  br label %endif13

endif13:                                          ; preds = %then12, %endif11
  %187 = load float, ptr %v, align 4
  %188 = fmul float %110, %110
  %189 = fadd float %188, %187
  %190 = select i1 %43, float %189, float %187
  store float %190, ptr %v, align 4
  br i1 %46, label %then14, label %endif15

then14:                                           ; preds = %endif13
  %191 = sext i32 %47 to i64
  %192 = mul i64 %191, 4
  %193 = getelementptr i8, ptr addrspace(1) %14, i64 %192
  store float %119, ptr addrspace(1) %193, align 4
  br label %endif15

endif15:                                          ; preds = %then14, %endif13
  %194 = load float, ptr %v, align 4
  %195 = fmul float %119, %119
  %196 = fadd float %195, %194
  %197 = select i1 %46, float %196, float %194
  store float %197, ptr %v, align 4
  %198 = load i32, ptr %v1, align 4
  %199 = add i32 %198, 2048
  store i32 %199, ptr %v1, align 4
  br label %loop

then16:                                           ; preds = %done
  %200 = sext i32 %20 to i64
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(3) @lds1, i64 %201
  store float %140, ptr addrspace(3) %202, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %done
  call void @llvm.nvvm.barrier0()
  %203 = load float, ptr addrspace(3) @lds1, align 4
  %204 = fadd float 0.000000e+00, %203
  %205 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %206 = fadd float %204, %205
  %207 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %208 = fadd float %206, %207
  %209 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %210 = fadd float %208, %209
  %211 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %212 = fadd float %210, %211
  %213 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %214 = fadd float %212, %213
  %215 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %216 = fadd float %214, %215
  %217 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %218 = fadd float %216, %217
  %219 = sitofp i32 %5 to float
  %220 = fdiv float %218, %219
  %221 = fadd float %220, %6
  %222 = call float @llvm.sqrt.f32(float %221)
  %223 = fdiv float 1.000000e+00, %222
  store i32 %16, ptr %v18, align 4
  br label %loop19

loop19:                                           ; preds = %endif37, %endif17
  %224 = load i32, ptr %v18, align 4
  %225 = icmp slt i32 %224, %5
  br i1 %225, label %body20, label %done21

body20:                                           ; preds = %loop19
  %226 = load i32, ptr %v18, align 4
  %227 = add i32 %226, 0
  %228 = icmp slt i32 %227, %5
  %229 = select i1 %228, i32 %227, i32 %226
  %230 = add i32 %226, 256
  %231 = icmp slt i32 %230, %5
  %232 = select i1 %231, i32 %230, i32 %226
  %233 = add i32 %226, 512
  %234 = icmp slt i32 %233, %5
  %235 = select i1 %234, i32 %233, i32 %226
  %236 = add i32 %226, 768
  %237 = icmp slt i32 %236, %5
  %238 = select i1 %237, i32 %236, i32 %226
  %239 = add i32 %226, 1024
  %240 = icmp slt i32 %239, %5
  %241 = select i1 %240, i32 %239, i32 %226
  %242 = add i32 %226, 1280
  %243 = icmp slt i32 %242, %5
  %244 = select i1 %243, i32 %242, i32 %226
  %245 = add i32 %226, 1536
  %246 = icmp slt i32 %245, %5
  %247 = select i1 %246, i32 %245, i32 %226
  %248 = add i32 %226, 1792
  %249 = icmp slt i32 %248, %5
  %250 = select i1 %249, i32 %248, i32 %226
  %251 = sext i32 %229 to i64
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %14, i64 %252
  %254 = load float, ptr addrspace(1) %253, align 4
  %255 = sext i32 %229 to i64
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %4, i64 %256
  %258 = load float, ptr addrspace(1) %257, align 4
  %259 = sext i32 %232 to i64
  %260 = mul i64 %259, 4
  %261 = getelementptr i8, ptr addrspace(1) %14, i64 %260
  %262 = load float, ptr addrspace(1) %261, align 4
  %263 = sext i32 %232 to i64
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %4, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4
  %267 = sext i32 %235 to i64
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %14, i64 %268
  %270 = load float, ptr addrspace(1) %269, align 4
  %271 = sext i32 %235 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %4, i64 %272
  %274 = load float, ptr addrspace(1) %273, align 4
  %275 = sext i32 %238 to i64
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %14, i64 %276
  %278 = load float, ptr addrspace(1) %277, align 4
  %279 = sext i32 %238 to i64
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %4, i64 %280
  %282 = load float, ptr addrspace(1) %281, align 4
  %283 = sext i32 %241 to i64
  %284 = mul i64 %283, 4
  %285 = getelementptr i8, ptr addrspace(1) %14, i64 %284
  %286 = load float, ptr addrspace(1) %285, align 4
  %287 = sext i32 %241 to i64
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %4, i64 %288
  %290 = load float, ptr addrspace(1) %289, align 4
  %291 = sext i32 %244 to i64
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %14, i64 %292
  %294 = load float, ptr addrspace(1) %293, align 4
  %295 = sext i32 %244 to i64
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr addrspace(1) %4, i64 %296
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = sext i32 %247 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %14, i64 %300
  %302 = load float, ptr addrspace(1) %301, align 4
  %303 = sext i32 %247 to i64
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %4, i64 %304
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = sext i32 %250 to i64
  %308 = mul i64 %307, 4
  %309 = getelementptr i8, ptr addrspace(1) %14, i64 %308
  %310 = load float, ptr addrspace(1) %309, align 4
  %311 = sext i32 %250 to i64
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %4, i64 %312
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = fmul float %254, %223
  %316 = fmul float %315, %258
  br i1 %228, label %then22, label %endif23

done21:                                           ; preds = %loop19
  ret void

then22:                                           ; preds = %body20
  %317 = sext i32 %229 to i64
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %15, i64 %318
  store float %316, ptr addrspace(1) %319, align 4
  br label %endif23

endif23:                                          ; preds = %then22, %body20
  %320 = fmul float %262, %223
  %321 = fmul float %320, %266
  br i1 %231, label %then24, label %endif25

then24:                                           ; preds = %endif23
  %322 = sext i32 %232 to i64
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %15, i64 %323
  store float %321, ptr addrspace(1) %324, align 4
  br label %endif25

endif25:                                          ; preds = %then24, %endif23
  %325 = fmul float %270, %223
  %326 = fmul float %325, %274
  br i1 %234, label %then26, label %endif27

then26:                                           ; preds = %endif25
  %327 = sext i32 %235 to i64
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr addrspace(1) %15, i64 %328
  store float %326, ptr addrspace(1) %329, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %endif25
  %330 = fmul float %278, %223
  %331 = fmul float %330, %282
  br i1 %237, label %then28, label %endif29

then28:                                           ; preds = %endif27
  %332 = sext i32 %238 to i64
  %333 = mul i64 %332, 4
  %334 = getelementptr i8, ptr addrspace(1) %15, i64 %333
  store float %331, ptr addrspace(1) %334, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %endif27
  %335 = fmul float %286, %223
  %336 = fmul float %335, %290
  br i1 %240, label %then30, label %endif31

then30:                                           ; preds = %endif29
  %337 = sext i32 %241 to i64
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %15, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %endif29
  %340 = fmul float %294, %223
  %341 = fmul float %340, %298
  br i1 %243, label %then32, label %endif33

then32:                                           ; preds = %endif31
  %342 = sext i32 %244 to i64
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %15, i64 %343
  store float %341, ptr addrspace(1) %344, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %endif31
  %345 = fmul float %302, %223
  %346 = fmul float %345, %306
  br i1 %246, label %then34, label %endif35

then34:                                           ; preds = %endif33
  %347 = sext i32 %247 to i64
  %348 = mul i64 %347, 4
  %349 = getelementptr i8, ptr addrspace(1) %15, i64 %348
  store float %346, ptr addrspace(1) %349, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %endif33
  %350 = fmul float %310, %223
  %351 = fmul float %350, %314
  br i1 %249, label %then36, label %endif37

then36:                                           ; preds = %endif35
  %352 = sext i32 %250 to i64
  %353 = mul i64 %352, 4
  %354 = getelementptr i8, ptr addrspace(1) %15, i64 %353
  store float %351, ptr addrspace(1) %354, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %endif35
  %355 = load i32, ptr %v18, align 4
  %356 = add i32 %355, 2048
  store i32 %356, ptr %v18, align 4
  br label %loop19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_add_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_add_rmsnorm_f32, !"maxntidx", i32 256}
