; ModuleID = 'strata_moe_combine_add_rmsnorm_f32'
source_filename = "strata_moe_combine_add_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_moe_combine_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, float %8) {
entry:
  %v58 = alloca i32, align 4
  %v38 = alloca i32, align 4
  %v37 = alloca float, align 4
  %v33 = alloca i32, align 4
  %v32 = alloca float, align 4
  %v28 = alloca i32, align 4
  %v27 = alloca float, align 4
  %v23 = alloca i32, align 4
  %v22 = alloca float, align 4
  %v18 = alloca i32, align 4
  %v17 = alloca float, align 4
  %v13 = alloca i32, align 4
  %v12 = alloca float, align 4
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  store float 0.000000e+00, ptr %v, align 4
  store i32 %9, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %endif55, %entry
  %14 = load i32, ptr %v1, align 4
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %body, label %done

body:                                             ; preds = %loop
  %16 = load i32, ptr %v1, align 4
  %17 = add i32 %16, 0
  %18 = icmp slt i32 %17, %6
  %19 = select i1 %18, i32 %17, i32 %16
  %20 = add i32 %16, 256
  %21 = icmp slt i32 %20, %6
  %22 = select i1 %21, i32 %20, i32 %16
  %23 = add i32 %16, 512
  %24 = icmp slt i32 %23, %6
  %25 = select i1 %24, i32 %23, i32 %16
  %26 = add i32 %16, 768
  %27 = icmp slt i32 %26, %6
  %28 = select i1 %27, i32 %26, i32 %16
  %29 = add i32 %16, 1024
  %30 = icmp slt i32 %29, %6
  %31 = select i1 %30, i32 %29, i32 %16
  %32 = add i32 %16, 1280
  %33 = icmp slt i32 %32, %6
  %34 = select i1 %33, i32 %32, i32 %16
  %35 = add i32 %16, 1536
  %36 = icmp slt i32 %35, %6
  %37 = select i1 %36, i32 %35, i32 %16
  %38 = add i32 %16, 1792
  %39 = icmp slt i32 %38, %6
  %40 = select i1 %39, i32 %38, i32 %16
  store float 0.000000e+00, ptr %v2, align 4
  store i32 0, ptr %v3, align 4
  br label %loop4

done:                                             ; preds = %loop
  %41 = load float, ptr %v, align 4
  %42 = bitcast float %41 to i32
  %43 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 16, i32 31)
  %44 = bitcast i32 %43 to float
  %45 = fadd float %41, %44
  %46 = bitcast float %45 to i32
  %47 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 8, i32 31)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %45, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
  %52 = bitcast i32 %51 to float
  %53 = fadd float %49, %52
  %54 = bitcast float %53 to i32
  %55 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 2, i32 31)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %53, %56
  %58 = bitcast float %57 to i32
  %59 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 1, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = fadd float %57, %60
  %62 = icmp eq i32 %11, 0
  br i1 %62, label %then56, label %endif57

loop4:                                            ; preds = %body5, %body
  %63 = load i32, ptr %v3, align 4
  %64 = icmp slt i32 %63, %7
  br i1 %64, label %body5, label %done6

body5:                                            ; preds = %loop4
  %65 = load i32, ptr %v3, align 4
  %66 = sext i32 %65 to i64
  %67 = sext i32 %6 to i64
  %68 = mul i64 %66, %67
  %69 = sext i32 %19 to i64
  %70 = add i64 %68, %69
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %3, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = sext i32 %65 to i64
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %4, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = fmul float %73, %77
  %79 = load float, ptr %v2, align 4
  %80 = fadd float %79, %78
  store float %80, ptr %v2, align 4
  %81 = load i32, ptr %v3, align 4
  %82 = add i32 %81, 1
  store i32 %82, ptr %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %83 = load float, ptr %v2, align 4
  %84 = sext i32 %19 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %2, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fadd float %87, %83
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

loop9:                                            ; preds = %body10, %done6
  %89 = load i32, ptr %v8, align 4
  %90 = icmp slt i32 %89, %7
  br i1 %90, label %body10, label %done11

body10:                                           ; preds = %loop9
  %91 = load i32, ptr %v8, align 4
  %92 = sext i32 %91 to i64
  %93 = sext i32 %6 to i64
  %94 = mul i64 %92, %93
  %95 = sext i32 %22 to i64
  %96 = add i64 %94, %95
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(1) %3, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = sext i32 %91 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %4, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fmul float %99, %103
  %105 = load float, ptr %v7, align 4
  %106 = fadd float %105, %104
  store float %106, ptr %v7, align 4
  %107 = load i32, ptr %v8, align 4
  %108 = add i32 %107, 1
  store i32 %108, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %109 = load float, ptr %v7, align 4
  %110 = sext i32 %22 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %2, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = fadd float %113, %109
  store float 0.000000e+00, ptr %v12, align 4
  store i32 0, ptr %v13, align 4
  br label %loop14

loop14:                                           ; preds = %body15, %done11
  %115 = load i32, ptr %v13, align 4
  %116 = icmp slt i32 %115, %7
  br i1 %116, label %body15, label %done16

body15:                                           ; preds = %loop14
  %117 = load i32, ptr %v13, align 4
  %118 = sext i32 %117 to i64
  %119 = sext i32 %6 to i64
  %120 = mul i64 %118, %119
  %121 = sext i32 %25 to i64
  %122 = add i64 %120, %121
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr addrspace(1) %3, i64 %123
  %125 = load float, ptr addrspace(1) %124, align 4
  %126 = sext i32 %117 to i64
  %127 = mul i64 %126, 4
  %128 = getelementptr i8, ptr addrspace(1) %4, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = fmul float %125, %129
  %131 = load float, ptr %v12, align 4
  %132 = fadd float %131, %130
  store float %132, ptr %v12, align 4
  %133 = load i32, ptr %v13, align 4
  %134 = add i32 %133, 1
  store i32 %134, ptr %v13, align 4
  br label %loop14

done16:                                           ; preds = %loop14
  %135 = load float, ptr %v12, align 4
  %136 = sext i32 %25 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %2, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = fadd float %139, %135
  store float 0.000000e+00, ptr %v17, align 4
  store i32 0, ptr %v18, align 4
  br label %loop19

loop19:                                           ; preds = %body20, %done16
  %141 = load i32, ptr %v18, align 4
  %142 = icmp slt i32 %141, %7
  br i1 %142, label %body20, label %done21

body20:                                           ; preds = %loop19
  %143 = load i32, ptr %v18, align 4
  %144 = sext i32 %143 to i64
  %145 = sext i32 %6 to i64
  %146 = mul i64 %144, %145
  %147 = sext i32 %28 to i64
  %148 = add i64 %146, %147
  %149 = mul i64 %148, 4
  %150 = getelementptr i8, ptr addrspace(1) %3, i64 %149
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = sext i32 %143 to i64
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %4, i64 %153
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = fmul float %151, %155
  %157 = load float, ptr %v17, align 4
  %158 = fadd float %157, %156
  store float %158, ptr %v17, align 4
  %159 = load i32, ptr %v18, align 4
  %160 = add i32 %159, 1
  store i32 %160, ptr %v18, align 4
  br label %loop19

done21:                                           ; preds = %loop19
  %161 = load float, ptr %v17, align 4
  %162 = sext i32 %28 to i64
  %163 = mul i64 %162, 4
  %164 = getelementptr i8, ptr addrspace(1) %2, i64 %163
  %165 = load float, ptr addrspace(1) %164, align 4
  %166 = fadd float %165, %161
  store float 0.000000e+00, ptr %v22, align 4
  store i32 0, ptr %v23, align 4
  br label %loop24

loop24:                                           ; preds = %body25, %done21
  %167 = load i32, ptr %v23, align 4
  %168 = icmp slt i32 %167, %7
  br i1 %168, label %body25, label %done26

body25:                                           ; preds = %loop24
  %169 = load i32, ptr %v23, align 4
  %170 = sext i32 %169 to i64
  %171 = sext i32 %6 to i64
  %172 = mul i64 %170, %171
  %173 = sext i32 %31 to i64
  %174 = add i64 %172, %173
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr addrspace(1) %3, i64 %175
  %177 = load float, ptr addrspace(1) %176, align 4
  %178 = sext i32 %169 to i64
  %179 = mul i64 %178, 4
  %180 = getelementptr i8, ptr addrspace(1) %4, i64 %179
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = fmul float %177, %181
  %183 = load float, ptr %v22, align 4
  %184 = fadd float %183, %182
  store float %184, ptr %v22, align 4
  %185 = load i32, ptr %v23, align 4
  %186 = add i32 %185, 1
  store i32 %186, ptr %v23, align 4
  br label %loop24

done26:                                           ; preds = %loop24
  %187 = load float, ptr %v22, align 4
  %188 = sext i32 %31 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %2, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = fadd float %191, %187
  store float 0.000000e+00, ptr %v27, align 4
  store i32 0, ptr %v28, align 4
  br label %loop29

loop29:                                           ; preds = %body30, %done26
  %193 = load i32, ptr %v28, align 4
  %194 = icmp slt i32 %193, %7
  br i1 %194, label %body30, label %done31

body30:                                           ; preds = %loop29
  %195 = load i32, ptr %v28, align 4
  %196 = sext i32 %195 to i64
  %197 = sext i32 %6 to i64
  %198 = mul i64 %196, %197
  %199 = sext i32 %34 to i64
  %200 = add i64 %198, %199
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %3, i64 %201
  %203 = load float, ptr addrspace(1) %202, align 4
  %204 = sext i32 %195 to i64
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %4, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = fmul float %203, %207
  %209 = load float, ptr %v27, align 4
  %210 = fadd float %209, %208
  store float %210, ptr %v27, align 4
  %211 = load i32, ptr %v28, align 4
  %212 = add i32 %211, 1
  store i32 %212, ptr %v28, align 4
  br label %loop29

done31:                                           ; preds = %loop29
  %213 = load float, ptr %v27, align 4
  %214 = sext i32 %34 to i64
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %2, i64 %215
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = fadd float %217, %213
  store float 0.000000e+00, ptr %v32, align 4
  store i32 0, ptr %v33, align 4
  br label %loop34

loop34:                                           ; preds = %body35, %done31
  %219 = load i32, ptr %v33, align 4
  %220 = icmp slt i32 %219, %7
  br i1 %220, label %body35, label %done36

body35:                                           ; preds = %loop34
  %221 = load i32, ptr %v33, align 4
  %222 = sext i32 %221 to i64
  %223 = sext i32 %6 to i64
  %224 = mul i64 %222, %223
  %225 = sext i32 %37 to i64
  %226 = add i64 %224, %225
  %227 = mul i64 %226, 4
  %228 = getelementptr i8, ptr addrspace(1) %3, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = sext i32 %221 to i64
  %231 = mul i64 %230, 4
  %232 = getelementptr i8, ptr addrspace(1) %4, i64 %231
  %233 = load float, ptr addrspace(1) %232, align 4
  %234 = fmul float %229, %233
  %235 = load float, ptr %v32, align 4
  %236 = fadd float %235, %234
  store float %236, ptr %v32, align 4
  %237 = load i32, ptr %v33, align 4
  %238 = add i32 %237, 1
  store i32 %238, ptr %v33, align 4
  br label %loop34

done36:                                           ; preds = %loop34
  %239 = load float, ptr %v32, align 4
  %240 = sext i32 %37 to i64
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(1) %2, i64 %241
  %243 = load float, ptr addrspace(1) %242, align 4
  %244 = fadd float %243, %239
  store float 0.000000e+00, ptr %v37, align 4
  store i32 0, ptr %v38, align 4
  br label %loop39

loop39:                                           ; preds = %body40, %done36
  %245 = load i32, ptr %v38, align 4
  %246 = icmp slt i32 %245, %7
  br i1 %246, label %body40, label %done41

body40:                                           ; preds = %loop39
  %247 = load i32, ptr %v38, align 4
  %248 = sext i32 %247 to i64
  %249 = sext i32 %6 to i64
  %250 = mul i64 %248, %249
  %251 = sext i32 %40 to i64
  %252 = add i64 %250, %251
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %3, i64 %253
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = sext i32 %247 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %4, i64 %257
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = fmul float %255, %259
  %261 = load float, ptr %v37, align 4
  %262 = fadd float %261, %260
  store float %262, ptr %v37, align 4
  %263 = load i32, ptr %v38, align 4
  %264 = add i32 %263, 1
  store i32 %264, ptr %v38, align 4
  br label %loop39

done41:                                           ; preds = %loop39
  %265 = load float, ptr %v37, align 4
  %266 = sext i32 %40 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %2, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = fadd float %269, %265
  br i1 %18, label %then, label %endif

then:                                             ; preds = %done41
  %271 = sext i32 %19 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %0, i64 %272
  store float %88, ptr addrspace(1) %273, align 4
  br label %endif

endif:                                            ; preds = %then, %done41
  %274 = load float, ptr %v, align 4
  %275 = fmul float %88, %88
  %276 = fadd float %275, %274
  %277 = select i1 %18, float %276, float %274
  store float %277, ptr %v, align 4
  br i1 %21, label %then42, label %endif43

then42:                                           ; preds = %endif
  %278 = sext i32 %22 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  store float %114, ptr addrspace(1) %280, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %endif
  %281 = load float, ptr %v, align 4
  %282 = fmul float %114, %114
  %283 = fadd float %282, %281
  %284 = select i1 %21, float %283, float %281
  store float %284, ptr %v, align 4
  br i1 %24, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %285 = sext i32 %25 to i64
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %0, i64 %286
  store float %140, ptr addrspace(1) %287, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %endif43
  %288 = load float, ptr %v, align 4
  %289 = fmul float %140, %140
  %290 = fadd float %289, %288
  %291 = select i1 %24, float %290, float %288
  store float %291, ptr %v, align 4
  br i1 %27, label %then46, label %endif47

then46:                                           ; preds = %endif45
  %292 = sext i32 %28 to i64
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) %0, i64 %293
  store float %166, ptr addrspace(1) %294, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %endif45
  %295 = load float, ptr %v, align 4
  %296 = fmul float %166, %166
  %297 = fadd float %296, %295
  %298 = select i1 %27, float %297, float %295
  store float %298, ptr %v, align 4
  br i1 %30, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %299 = sext i32 %31 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %0, i64 %300
  store float %192, ptr addrspace(1) %301, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %endif47
  %302 = load float, ptr %v, align 4
  %303 = fmul float %192, %192
  %304 = fadd float %303, %302
  %305 = select i1 %30, float %304, float %302
  store float %305, ptr %v, align 4
  br i1 %33, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %306 = sext i32 %34 to i64
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(1) %0, i64 %307
  store float %218, ptr addrspace(1) %308, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %endif49
  %309 = load float, ptr %v, align 4
  %310 = fmul float %218, %218
  %311 = fadd float %310, %309
  %312 = select i1 %33, float %311, float %309
  store float %312, ptr %v, align 4
  br i1 %36, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %313 = sext i32 %37 to i64
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  store float %244, ptr addrspace(1) %315, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %endif51
  %316 = load float, ptr %v, align 4
  %317 = fmul float %244, %244
  %318 = fadd float %317, %316
  %319 = select i1 %36, float %318, float %316
  store float %319, ptr %v, align 4
  br i1 %39, label %then54, label %endif55

then54:                                           ; preds = %endif53
  %320 = sext i32 %40 to i64
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  store float %270, ptr addrspace(1) %322, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %endif53
  %323 = load float, ptr %v, align 4
  %324 = fmul float %270, %270
  %325 = fadd float %324, %323
  %326 = select i1 %39, float %325, float %323
  store float %326, ptr %v, align 4
  %327 = load i32, ptr %v1, align 4
  %328 = add i32 %327, 2048
  store i32 %328, ptr %v1, align 4
  br label %loop

then56:                                           ; preds = %done
  %329 = sext i32 %13 to i64
  %330 = mul i64 %329, 4
  %331 = getelementptr i8, ptr addrspace(3) @lds1, i64 %330
  store float %61, ptr addrspace(3) %331, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %done
  call void @llvm.nvvm.barrier0()
  %332 = load float, ptr addrspace(3) @lds1, align 4
  %333 = fadd float 0.000000e+00, %332
  %334 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %335 = fadd float %333, %334
  %336 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %337 = fadd float %335, %336
  %338 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %339 = fadd float %337, %338
  %340 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %341 = fadd float %339, %340
  %342 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %343 = fadd float %341, %342
  %344 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %345 = fadd float %343, %344
  %346 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %347 = fadd float %345, %346
  %348 = sitofp i32 %6 to float
  %349 = fdiv float %347, %348
  %350 = fadd float %349, %8
  %351 = call float @llvm.sqrt.f32(float %350)
  %352 = fdiv float 1.000000e+00, %351
  store i32 %9, ptr %v58, align 4
  br label %loop59

loop59:                                           ; preds = %endif77, %endif57
  %353 = load i32, ptr %v58, align 4
  %354 = icmp slt i32 %353, %6
  br i1 %354, label %body60, label %done61

body60:                                           ; preds = %loop59
  %355 = load i32, ptr %v58, align 4
  %356 = add i32 %355, 0
  %357 = icmp slt i32 %356, %6
  %358 = select i1 %357, i32 %356, i32 %355
  %359 = add i32 %355, 256
  %360 = icmp slt i32 %359, %6
  %361 = select i1 %360, i32 %359, i32 %355
  %362 = add i32 %355, 512
  %363 = icmp slt i32 %362, %6
  %364 = select i1 %363, i32 %362, i32 %355
  %365 = add i32 %355, 768
  %366 = icmp slt i32 %365, %6
  %367 = select i1 %366, i32 %365, i32 %355
  %368 = add i32 %355, 1024
  %369 = icmp slt i32 %368, %6
  %370 = select i1 %369, i32 %368, i32 %355
  %371 = add i32 %355, 1280
  %372 = icmp slt i32 %371, %6
  %373 = select i1 %372, i32 %371, i32 %355
  %374 = add i32 %355, 1536
  %375 = icmp slt i32 %374, %6
  %376 = select i1 %375, i32 %374, i32 %355
  %377 = add i32 %355, 1792
  %378 = icmp slt i32 %377, %6
  %379 = select i1 %378, i32 %377, i32 %355
  %380 = sext i32 %358 to i64
  %381 = mul i64 %380, 4
  %382 = getelementptr i8, ptr addrspace(1) %0, i64 %381
  %383 = load float, ptr addrspace(1) %382, align 4
  %384 = sext i32 %358 to i64
  %385 = mul i64 %384, 4
  %386 = getelementptr i8, ptr addrspace(1) %5, i64 %385
  %387 = load float, ptr addrspace(1) %386, align 4
  %388 = sext i32 %361 to i64
  %389 = mul i64 %388, 4
  %390 = getelementptr i8, ptr addrspace(1) %0, i64 %389
  %391 = load float, ptr addrspace(1) %390, align 4
  %392 = sext i32 %361 to i64
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %5, i64 %393
  %395 = load float, ptr addrspace(1) %394, align 4
  %396 = sext i32 %364 to i64
  %397 = mul i64 %396, 4
  %398 = getelementptr i8, ptr addrspace(1) %0, i64 %397
  %399 = load float, ptr addrspace(1) %398, align 4
  %400 = sext i32 %364 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) %5, i64 %401
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = sext i32 %367 to i64
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 %405
  %407 = load float, ptr addrspace(1) %406, align 4
  %408 = sext i32 %367 to i64
  %409 = mul i64 %408, 4
  %410 = getelementptr i8, ptr addrspace(1) %5, i64 %409
  %411 = load float, ptr addrspace(1) %410, align 4
  %412 = sext i32 %370 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = sext i32 %370 to i64
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %5, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = sext i32 %373 to i64
  %421 = mul i64 %420, 4
  %422 = getelementptr i8, ptr addrspace(1) %0, i64 %421
  %423 = load float, ptr addrspace(1) %422, align 4
  %424 = sext i32 %373 to i64
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %5, i64 %425
  %427 = load float, ptr addrspace(1) %426, align 4
  %428 = sext i32 %376 to i64
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(1) %0, i64 %429
  %431 = load float, ptr addrspace(1) %430, align 4
  %432 = sext i32 %376 to i64
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr addrspace(1) %5, i64 %433
  %435 = load float, ptr addrspace(1) %434, align 4
  %436 = sext i32 %379 to i64
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  %439 = load float, ptr addrspace(1) %438, align 4
  %440 = sext i32 %379 to i64
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(1) %5, i64 %441
  %443 = load float, ptr addrspace(1) %442, align 4
  %444 = fmul float %383, %352
  %445 = fmul float %444, %387
  br i1 %357, label %then62, label %endif63

done61:                                           ; preds = %loop59
  ret void

then62:                                           ; preds = %body60
  %446 = sext i32 %358 to i64
  %447 = mul i64 %446, 4
  %448 = getelementptr i8, ptr addrspace(1) %1, i64 %447
  store float %445, ptr addrspace(1) %448, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %body60
  %449 = fmul float %391, %352
  %450 = fmul float %449, %395
  br i1 %360, label %then64, label %endif65

then64:                                           ; preds = %endif63
  %451 = sext i32 %361 to i64
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(1) %1, i64 %452
  store float %450, ptr addrspace(1) %453, align 4
  br label %endif65

endif65:                                          ; preds = %then64, %endif63
  %454 = fmul float %399, %352
  %455 = fmul float %454, %403
  br i1 %363, label %then66, label %endif67

then66:                                           ; preds = %endif65
  %456 = sext i32 %364 to i64
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr addrspace(1) %1, i64 %457
  store float %455, ptr addrspace(1) %458, align 4
  br label %endif67

endif67:                                          ; preds = %then66, %endif65
  %459 = fmul float %407, %352
  %460 = fmul float %459, %411
  br i1 %366, label %then68, label %endif69

then68:                                           ; preds = %endif67
  %461 = sext i32 %367 to i64
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(1) %1, i64 %462
  store float %460, ptr addrspace(1) %463, align 4
  br label %endif69

endif69:                                          ; preds = %then68, %endif67
  %464 = fmul float %415, %352
  %465 = fmul float %464, %419
  br i1 %369, label %then70, label %endif71

then70:                                           ; preds = %endif69
  %466 = sext i32 %370 to i64
  %467 = mul i64 %466, 4
  %468 = getelementptr i8, ptr addrspace(1) %1, i64 %467
  store float %465, ptr addrspace(1) %468, align 4
  br label %endif71

endif71:                                          ; preds = %then70, %endif69
  %469 = fmul float %423, %352
  %470 = fmul float %469, %427
  br i1 %372, label %then72, label %endif73

then72:                                           ; preds = %endif71
  %471 = sext i32 %373 to i64
  %472 = mul i64 %471, 4
  %473 = getelementptr i8, ptr addrspace(1) %1, i64 %472
  store float %470, ptr addrspace(1) %473, align 4
  br label %endif73

endif73:                                          ; preds = %then72, %endif71
  %474 = fmul float %431, %352
  %475 = fmul float %474, %435
  br i1 %375, label %then74, label %endif75

then74:                                           ; preds = %endif73
  %476 = sext i32 %376 to i64
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %1, i64 %477
  store float %475, ptr addrspace(1) %478, align 4
  br label %endif75

endif75:                                          ; preds = %then74, %endif73
  %479 = fmul float %439, %352
  %480 = fmul float %479, %443
  br i1 %378, label %then76, label %endif77

then76:                                           ; preds = %endif75
  %481 = sext i32 %379 to i64
  %482 = mul i64 %481, 4
  %483 = getelementptr i8, ptr addrspace(1) %1, i64 %482
  store float %480, ptr addrspace(1) %483, align 4
  br label %endif77

endif77:                                          ; preds = %then76, %endif75
  %484 = load i32, ptr %v58, align 4
  %485 = add i32 %484, 2048
  store i32 %485, ptr %v58, align 4
  br label %loop59
}

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

!0 = !{ptr @strata_moe_combine_add_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_combine_add_rmsnorm_f32, !"maxntidx", i32 256}
