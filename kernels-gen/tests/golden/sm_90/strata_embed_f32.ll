; ModuleID = 'strata_embed_f32'
source_filename = "strata_embed_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_embed_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 4
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
  %33 = mul i64 %32, 128
  %34 = getelementptr i8, ptr addrspace(1) %25, i64 %33
  %35 = getelementptr i8, ptr addrspace(1) %34, i64 0
  %36 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = add i64 %31, 0
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  store float %37, ptr addrspace(1) %40, align 4
  %41 = getelementptr i8, ptr addrspace(1) %34, i64 4
  %42 = getelementptr i8, ptr addrspace(1) %41, i64 0
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = add i64 %31, 1
  %45 = mul i64 %44, 4
  %46 = getelementptr i8, ptr addrspace(1) %0, i64 %45
  store float %43, ptr addrspace(1) %46, align 4
  %47 = getelementptr i8, ptr addrspace(1) %34, i64 8
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 0
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = add i64 %31, 2
  %51 = mul i64 %50, 4
  %52 = getelementptr i8, ptr addrspace(1) %0, i64 %51
  store float %49, ptr addrspace(1) %52, align 4
  %53 = getelementptr i8, ptr addrspace(1) %34, i64 12
  %54 = getelementptr i8, ptr addrspace(1) %53, i64 0
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = add i64 %31, 3
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  store float %55, ptr addrspace(1) %58, align 4
  %59 = getelementptr i8, ptr addrspace(1) %34, i64 16
  %60 = getelementptr i8, ptr addrspace(1) %59, i64 0
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = add i64 %31, 4
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %0, i64 %63
  store float %61, ptr addrspace(1) %64, align 4
  %65 = getelementptr i8, ptr addrspace(1) %34, i64 20
  %66 = getelementptr i8, ptr addrspace(1) %65, i64 0
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = add i64 %31, 5
  %69 = mul i64 %68, 4
  %70 = getelementptr i8, ptr addrspace(1) %0, i64 %69
  store float %67, ptr addrspace(1) %70, align 4
  %71 = getelementptr i8, ptr addrspace(1) %34, i64 24
  %72 = getelementptr i8, ptr addrspace(1) %71, i64 0
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = add i64 %31, 6
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr addrspace(1) %0, i64 %75
  store float %73, ptr addrspace(1) %76, align 4
  %77 = getelementptr i8, ptr addrspace(1) %34, i64 28
  %78 = getelementptr i8, ptr addrspace(1) %77, i64 0
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = add i64 %31, 7
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  store float %79, ptr addrspace(1) %82, align 4
  %83 = getelementptr i8, ptr addrspace(1) %34, i64 32
  %84 = getelementptr i8, ptr addrspace(1) %83, i64 0
  %85 = load float, ptr addrspace(1) %84, align 4
  %86 = add i64 %31, 8
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) %0, i64 %87
  store float %85, ptr addrspace(1) %88, align 4
  %89 = getelementptr i8, ptr addrspace(1) %34, i64 36
  %90 = getelementptr i8, ptr addrspace(1) %89, i64 0
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = add i64 %31, 9
  %93 = mul i64 %92, 4
  %94 = getelementptr i8, ptr addrspace(1) %0, i64 %93
  store float %91, ptr addrspace(1) %94, align 4
  %95 = getelementptr i8, ptr addrspace(1) %34, i64 40
  %96 = getelementptr i8, ptr addrspace(1) %95, i64 0
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = add i64 %31, 10
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %0, i64 %99
  store float %97, ptr addrspace(1) %100, align 4
  %101 = getelementptr i8, ptr addrspace(1) %34, i64 44
  %102 = getelementptr i8, ptr addrspace(1) %101, i64 0
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = add i64 %31, 11
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %0, i64 %105
  store float %103, ptr addrspace(1) %106, align 4
  %107 = getelementptr i8, ptr addrspace(1) %34, i64 48
  %108 = getelementptr i8, ptr addrspace(1) %107, i64 0
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = add i64 %31, 12
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %0, i64 %111
  store float %109, ptr addrspace(1) %112, align 4
  %113 = getelementptr i8, ptr addrspace(1) %34, i64 52
  %114 = getelementptr i8, ptr addrspace(1) %113, i64 0
  %115 = load float, ptr addrspace(1) %114, align 4
  %116 = add i64 %31, 13
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(1) %0, i64 %117
  store float %115, ptr addrspace(1) %118, align 4
  %119 = getelementptr i8, ptr addrspace(1) %34, i64 56
  %120 = getelementptr i8, ptr addrspace(1) %119, i64 0
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = add i64 %31, 14
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr addrspace(1) %0, i64 %123
  store float %121, ptr addrspace(1) %124, align 4
  %125 = getelementptr i8, ptr addrspace(1) %34, i64 60
  %126 = getelementptr i8, ptr addrspace(1) %125, i64 0
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = add i64 %31, 15
  %129 = mul i64 %128, 4
  %130 = getelementptr i8, ptr addrspace(1) %0, i64 %129
  store float %127, ptr addrspace(1) %130, align 4
  %131 = getelementptr i8, ptr addrspace(1) %34, i64 64
  %132 = getelementptr i8, ptr addrspace(1) %131, i64 0
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = add i64 %31, 16
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr addrspace(1) %0, i64 %135
  store float %133, ptr addrspace(1) %136, align 4
  %137 = getelementptr i8, ptr addrspace(1) %34, i64 68
  %138 = getelementptr i8, ptr addrspace(1) %137, i64 0
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = add i64 %31, 17
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr addrspace(1) %0, i64 %141
  store float %139, ptr addrspace(1) %142, align 4
  %143 = getelementptr i8, ptr addrspace(1) %34, i64 72
  %144 = getelementptr i8, ptr addrspace(1) %143, i64 0
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = add i64 %31, 18
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr addrspace(1) %0, i64 %147
  store float %145, ptr addrspace(1) %148, align 4
  %149 = getelementptr i8, ptr addrspace(1) %34, i64 76
  %150 = getelementptr i8, ptr addrspace(1) %149, i64 0
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = add i64 %31, 19
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  store float %151, ptr addrspace(1) %154, align 4
  %155 = getelementptr i8, ptr addrspace(1) %34, i64 80
  %156 = getelementptr i8, ptr addrspace(1) %155, i64 0
  %157 = load float, ptr addrspace(1) %156, align 4
  %158 = add i64 %31, 20
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr addrspace(1) %0, i64 %159
  store float %157, ptr addrspace(1) %160, align 4
  %161 = getelementptr i8, ptr addrspace(1) %34, i64 84
  %162 = getelementptr i8, ptr addrspace(1) %161, i64 0
  %163 = load float, ptr addrspace(1) %162, align 4
  %164 = add i64 %31, 21
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr addrspace(1) %0, i64 %165
  store float %163, ptr addrspace(1) %166, align 4
  %167 = getelementptr i8, ptr addrspace(1) %34, i64 88
  %168 = getelementptr i8, ptr addrspace(1) %167, i64 0
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = add i64 %31, 22
  %171 = mul i64 %170, 4
  %172 = getelementptr i8, ptr addrspace(1) %0, i64 %171
  store float %169, ptr addrspace(1) %172, align 4
  %173 = getelementptr i8, ptr addrspace(1) %34, i64 92
  %174 = getelementptr i8, ptr addrspace(1) %173, i64 0
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = add i64 %31, 23
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %0, i64 %177
  store float %175, ptr addrspace(1) %178, align 4
  %179 = getelementptr i8, ptr addrspace(1) %34, i64 96
  %180 = getelementptr i8, ptr addrspace(1) %179, i64 0
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = add i64 %31, 24
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) %0, i64 %183
  store float %181, ptr addrspace(1) %184, align 4
  %185 = getelementptr i8, ptr addrspace(1) %34, i64 100
  %186 = getelementptr i8, ptr addrspace(1) %185, i64 0
  %187 = load float, ptr addrspace(1) %186, align 4
  %188 = add i64 %31, 25
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %0, i64 %189
  store float %187, ptr addrspace(1) %190, align 4
  %191 = getelementptr i8, ptr addrspace(1) %34, i64 104
  %192 = getelementptr i8, ptr addrspace(1) %191, i64 0
  %193 = load float, ptr addrspace(1) %192, align 4
  %194 = add i64 %31, 26
  %195 = mul i64 %194, 4
  %196 = getelementptr i8, ptr addrspace(1) %0, i64 %195
  store float %193, ptr addrspace(1) %196, align 4
  %197 = getelementptr i8, ptr addrspace(1) %34, i64 108
  %198 = getelementptr i8, ptr addrspace(1) %197, i64 0
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = add i64 %31, 27
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr addrspace(1) %0, i64 %201
  store float %199, ptr addrspace(1) %202, align 4
  %203 = getelementptr i8, ptr addrspace(1) %34, i64 112
  %204 = getelementptr i8, ptr addrspace(1) %203, i64 0
  %205 = load float, ptr addrspace(1) %204, align 4
  %206 = add i64 %31, 28
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %0, i64 %207
  store float %205, ptr addrspace(1) %208, align 4
  %209 = getelementptr i8, ptr addrspace(1) %34, i64 116
  %210 = getelementptr i8, ptr addrspace(1) %209, i64 0
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = add i64 %31, 29
  %213 = mul i64 %212, 4
  %214 = getelementptr i8, ptr addrspace(1) %0, i64 %213
  store float %211, ptr addrspace(1) %214, align 4
  %215 = getelementptr i8, ptr addrspace(1) %34, i64 120
  %216 = getelementptr i8, ptr addrspace(1) %215, i64 0
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = add i64 %31, 30
  %219 = mul i64 %218, 4
  %220 = getelementptr i8, ptr addrspace(1) %0, i64 %219
  store float %217, ptr addrspace(1) %220, align 4
  %221 = getelementptr i8, ptr addrspace(1) %34, i64 124
  %222 = getelementptr i8, ptr addrspace(1) %221, i64 0
  %223 = load float, ptr addrspace(1) %222, align 4
  %224 = add i64 %31, 31
  %225 = mul i64 %224, 4
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  store float %223, ptr addrspace(1) %226, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %227 = xor i1 %18, true
  br i1 %227, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %228 = add i64 %31, 0
  %229 = mul i64 %228, 4
  %230 = getelementptr i8, ptr addrspace(1) %0, i64 %229
  store float 0.000000e+00, ptr addrspace(1) %230, align 4
  %231 = add i64 %31, 1
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr addrspace(1) %0, i64 %232
  store float 0.000000e+00, ptr addrspace(1) %233, align 4
  %234 = add i64 %31, 2
  %235 = mul i64 %234, 4
  %236 = getelementptr i8, ptr addrspace(1) %0, i64 %235
  store float 0.000000e+00, ptr addrspace(1) %236, align 4
  %237 = add i64 %31, 3
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr addrspace(1) %0, i64 %238
  store float 0.000000e+00, ptr addrspace(1) %239, align 4
  %240 = add i64 %31, 4
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr addrspace(1) %0, i64 %241
  store float 0.000000e+00, ptr addrspace(1) %242, align 4
  %243 = add i64 %31, 5
  %244 = mul i64 %243, 4
  %245 = getelementptr i8, ptr addrspace(1) %0, i64 %244
  store float 0.000000e+00, ptr addrspace(1) %245, align 4
  %246 = add i64 %31, 6
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr addrspace(1) %0, i64 %247
  store float 0.000000e+00, ptr addrspace(1) %248, align 4
  %249 = add i64 %31, 7
  %250 = mul i64 %249, 4
  %251 = getelementptr i8, ptr addrspace(1) %0, i64 %250
  store float 0.000000e+00, ptr addrspace(1) %251, align 4
  %252 = add i64 %31, 8
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr addrspace(1) %0, i64 %253
  store float 0.000000e+00, ptr addrspace(1) %254, align 4
  %255 = add i64 %31, 9
  %256 = mul i64 %255, 4
  %257 = getelementptr i8, ptr addrspace(1) %0, i64 %256
  store float 0.000000e+00, ptr addrspace(1) %257, align 4
  %258 = add i64 %31, 10
  %259 = mul i64 %258, 4
  %260 = getelementptr i8, ptr addrspace(1) %0, i64 %259
  store float 0.000000e+00, ptr addrspace(1) %260, align 4
  %261 = add i64 %31, 11
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr addrspace(1) %0, i64 %262
  store float 0.000000e+00, ptr addrspace(1) %263, align 4
  %264 = add i64 %31, 12
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr addrspace(1) %0, i64 %265
  store float 0.000000e+00, ptr addrspace(1) %266, align 4
  %267 = add i64 %31, 13
  %268 = mul i64 %267, 4
  %269 = getelementptr i8, ptr addrspace(1) %0, i64 %268
  store float 0.000000e+00, ptr addrspace(1) %269, align 4
  %270 = add i64 %31, 14
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %0, i64 %271
  store float 0.000000e+00, ptr addrspace(1) %272, align 4
  %273 = add i64 %31, 15
  %274 = mul i64 %273, 4
  %275 = getelementptr i8, ptr addrspace(1) %0, i64 %274
  store float 0.000000e+00, ptr addrspace(1) %275, align 4
  %276 = add i64 %31, 16
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr addrspace(1) %0, i64 %277
  store float 0.000000e+00, ptr addrspace(1) %278, align 4
  %279 = add i64 %31, 17
  %280 = mul i64 %279, 4
  %281 = getelementptr i8, ptr addrspace(1) %0, i64 %280
  store float 0.000000e+00, ptr addrspace(1) %281, align 4
  %282 = add i64 %31, 18
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %0, i64 %283
  store float 0.000000e+00, ptr addrspace(1) %284, align 4
  %285 = add i64 %31, 19
  %286 = mul i64 %285, 4
  %287 = getelementptr i8, ptr addrspace(1) %0, i64 %286
  store float 0.000000e+00, ptr addrspace(1) %287, align 4
  %288 = add i64 %31, 20
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %0, i64 %289
  store float 0.000000e+00, ptr addrspace(1) %290, align 4
  %291 = add i64 %31, 21
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %0, i64 %292
  store float 0.000000e+00, ptr addrspace(1) %293, align 4
  %294 = add i64 %31, 22
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %0, i64 %295
  store float 0.000000e+00, ptr addrspace(1) %296, align 4
  %297 = add i64 %31, 23
  %298 = mul i64 %297, 4
  %299 = getelementptr i8, ptr addrspace(1) %0, i64 %298
  store float 0.000000e+00, ptr addrspace(1) %299, align 4
  %300 = add i64 %31, 24
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) %0, i64 %301
  store float 0.000000e+00, ptr addrspace(1) %302, align 4
  %303 = add i64 %31, 25
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %0, i64 %304
  store float 0.000000e+00, ptr addrspace(1) %305, align 4
  %306 = add i64 %31, 26
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(1) %0, i64 %307
  store float 0.000000e+00, ptr addrspace(1) %308, align 4
  %309 = add i64 %31, 27
  %310 = mul i64 %309, 4
  %311 = getelementptr i8, ptr addrspace(1) %0, i64 %310
  store float 0.000000e+00, ptr addrspace(1) %311, align 4
  %312 = add i64 %31, 28
  %313 = mul i64 %312, 4
  %314 = getelementptr i8, ptr addrspace(1) %0, i64 %313
  store float 0.000000e+00, ptr addrspace(1) %314, align 4
  %315 = add i64 %31, 29
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr addrspace(1) %0, i64 %316
  store float 0.000000e+00, ptr addrspace(1) %317, align 4
  %318 = add i64 %31, 30
  %319 = mul i64 %318, 4
  %320 = getelementptr i8, ptr addrspace(1) %0, i64 %319
  store float 0.000000e+00, ptr addrspace(1) %320, align 4
  %321 = add i64 %31, 31
  %322 = mul i64 %321, 4
  %323 = getelementptr i8, ptr addrspace(1) %0, i64 %322
  store float 0.000000e+00, ptr addrspace(1) %323, align 4
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

!0 = !{ptr @strata_embed_f32, !"kernel", i32 1}
!1 = !{ptr @strata_embed_f32, !"maxntidx", i32 128}
