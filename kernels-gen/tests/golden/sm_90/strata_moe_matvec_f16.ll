; ModuleID = 'strata_moe_matvec_f16'
source_filename = "strata_moe_matvec_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_matvec_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
entry:
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %9, 4
  %12 = add i32 %11, %8
  %13 = sext i32 %10 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = icmp slt i32 %12, %4
  %18 = icmp sge i32 %16, 0
  %19 = and i1 %17, %18
  br i1 %19, label %then, label %endif

then:                                             ; preds = %entry
  %20 = sext i32 %16 to i64
  %21 = mul i64 %20, 8
  %22 = getelementptr i8, ptr addrspace(1) %1, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = sext i32 %10 to i64
  %26 = sext i32 %6 to i64
  %27 = mul i64 %25, %26
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr addrspace(1) %3, i64 %28
  %30 = mul i32 %10, %4
  %31 = add i32 %30, %12
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = and i32 %32, 31
  %34 = sext i32 %5 to i64
  %35 = udiv i64 %34, 1
  %36 = mul i64 %35, 2
  %37 = sext i32 %12 to i64
  %38 = mul i64 %37, %36
  %39 = getelementptr i8, ptr addrspace(1) %24, i64 %38
  %40 = udiv i32 %5, 32
  store float 0.000000e+00, ptr %v, align 4
  store i32 %33, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %endif3, %entry
  ret void

loop:                                             ; preds = %body, %then
  %41 = load i32, ptr %v1, align 4
  %42 = icmp slt i32 %41, %40
  br i1 %42, label %body, label %done

body:                                             ; preds = %loop
  %43 = load i32, ptr %v1, align 4
  %44 = sext i32 %43 to i64
  %45 = mul i64 %44, 32
  %46 = add i64 %45, 0
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %29, i64 %47
  %49 = load <4 x float>, ptr addrspace(1) %48, align 16
  %50 = extractelement <4 x float> %49, i32 0
  %51 = extractelement <4 x float> %49, i32 1
  %52 = extractelement <4 x float> %49, i32 2
  %53 = extractelement <4 x float> %49, i32 3
  %54 = add i64 %45, 4
  %55 = mul i64 %54, 4
  %56 = getelementptr i8, ptr addrspace(1) %29, i64 %55
  %57 = load <4 x float>, ptr addrspace(1) %56, align 16
  %58 = extractelement <4 x float> %57, i32 0
  %59 = extractelement <4 x float> %57, i32 1
  %60 = extractelement <4 x float> %57, i32 2
  %61 = extractelement <4 x float> %57, i32 3
  %62 = add i64 %45, 8
  %63 = mul i64 %62, 4
  %64 = getelementptr i8, ptr addrspace(1) %29, i64 %63
  %65 = load <4 x float>, ptr addrspace(1) %64, align 16
  %66 = extractelement <4 x float> %65, i32 0
  %67 = extractelement <4 x float> %65, i32 1
  %68 = extractelement <4 x float> %65, i32 2
  %69 = extractelement <4 x float> %65, i32 3
  %70 = add i64 %45, 12
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %29, i64 %71
  %73 = load <4 x float>, ptr addrspace(1) %72, align 16
  %74 = extractelement <4 x float> %73, i32 0
  %75 = extractelement <4 x float> %73, i32 1
  %76 = extractelement <4 x float> %73, i32 2
  %77 = extractelement <4 x float> %73, i32 3
  %78 = add i64 %45, 16
  %79 = mul i64 %78, 4
  %80 = getelementptr i8, ptr addrspace(1) %29, i64 %79
  %81 = load <4 x float>, ptr addrspace(1) %80, align 16
  %82 = extractelement <4 x float> %81, i32 0
  %83 = extractelement <4 x float> %81, i32 1
  %84 = extractelement <4 x float> %81, i32 2
  %85 = extractelement <4 x float> %81, i32 3
  %86 = add i64 %45, 20
  %87 = mul i64 %86, 4
  %88 = getelementptr i8, ptr addrspace(1) %29, i64 %87
  %89 = load <4 x float>, ptr addrspace(1) %88, align 16
  %90 = extractelement <4 x float> %89, i32 0
  %91 = extractelement <4 x float> %89, i32 1
  %92 = extractelement <4 x float> %89, i32 2
  %93 = extractelement <4 x float> %89, i32 3
  %94 = add i64 %45, 24
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr addrspace(1) %29, i64 %95
  %97 = load <4 x float>, ptr addrspace(1) %96, align 16
  %98 = extractelement <4 x float> %97, i32 0
  %99 = extractelement <4 x float> %97, i32 1
  %100 = extractelement <4 x float> %97, i32 2
  %101 = extractelement <4 x float> %97, i32 3
  %102 = add i64 %45, 28
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %29, i64 %103
  %105 = load <4 x float>, ptr addrspace(1) %104, align 16
  %106 = extractelement <4 x float> %105, i32 0
  %107 = extractelement <4 x float> %105, i32 1
  %108 = extractelement <4 x float> %105, i32 2
  %109 = extractelement <4 x float> %105, i32 3
  %110 = sext i32 %43 to i64
  %111 = mul i64 %110, 64
  %112 = getelementptr i8, ptr addrspace(1) %39, i64 %111
  %113 = getelementptr i8, ptr addrspace(1) %112, i64 0
  %114 = load i16, ptr addrspace(1) %113, align 2
  %115 = bitcast i16 %114 to half
  %116 = fpext half %115 to float
  %117 = fmul float %116, %50
  %118 = fadd float %117, 0.000000e+00
  %119 = getelementptr i8, ptr addrspace(1) %112, i64 2
  %120 = load i16, ptr addrspace(1) %119, align 2
  %121 = bitcast i16 %120 to half
  %122 = fpext half %121 to float
  %123 = fmul float %122, %51
  %124 = fadd float %123, %118
  %125 = getelementptr i8, ptr addrspace(1) %112, i64 4
  %126 = load i16, ptr addrspace(1) %125, align 2
  %127 = bitcast i16 %126 to half
  %128 = fpext half %127 to float
  %129 = fmul float %128, %52
  %130 = fadd float %129, %124
  %131 = getelementptr i8, ptr addrspace(1) %112, i64 6
  %132 = load i16, ptr addrspace(1) %131, align 2
  %133 = bitcast i16 %132 to half
  %134 = fpext half %133 to float
  %135 = fmul float %134, %53
  %136 = fadd float %135, %130
  %137 = getelementptr i8, ptr addrspace(1) %112, i64 8
  %138 = load i16, ptr addrspace(1) %137, align 2
  %139 = bitcast i16 %138 to half
  %140 = fpext half %139 to float
  %141 = fmul float %140, %58
  %142 = fadd float %141, %136
  %143 = getelementptr i8, ptr addrspace(1) %112, i64 10
  %144 = load i16, ptr addrspace(1) %143, align 2
  %145 = bitcast i16 %144 to half
  %146 = fpext half %145 to float
  %147 = fmul float %146, %59
  %148 = fadd float %147, %142
  %149 = getelementptr i8, ptr addrspace(1) %112, i64 12
  %150 = load i16, ptr addrspace(1) %149, align 2
  %151 = bitcast i16 %150 to half
  %152 = fpext half %151 to float
  %153 = fmul float %152, %60
  %154 = fadd float %153, %148
  %155 = getelementptr i8, ptr addrspace(1) %112, i64 14
  %156 = load i16, ptr addrspace(1) %155, align 2
  %157 = bitcast i16 %156 to half
  %158 = fpext half %157 to float
  %159 = fmul float %158, %61
  %160 = fadd float %159, %154
  %161 = getelementptr i8, ptr addrspace(1) %112, i64 16
  %162 = load i16, ptr addrspace(1) %161, align 2
  %163 = bitcast i16 %162 to half
  %164 = fpext half %163 to float
  %165 = fmul float %164, %66
  %166 = fadd float %165, %160
  %167 = getelementptr i8, ptr addrspace(1) %112, i64 18
  %168 = load i16, ptr addrspace(1) %167, align 2
  %169 = bitcast i16 %168 to half
  %170 = fpext half %169 to float
  %171 = fmul float %170, %67
  %172 = fadd float %171, %166
  %173 = getelementptr i8, ptr addrspace(1) %112, i64 20
  %174 = load i16, ptr addrspace(1) %173, align 2
  %175 = bitcast i16 %174 to half
  %176 = fpext half %175 to float
  %177 = fmul float %176, %68
  %178 = fadd float %177, %172
  %179 = getelementptr i8, ptr addrspace(1) %112, i64 22
  %180 = load i16, ptr addrspace(1) %179, align 2
  %181 = bitcast i16 %180 to half
  %182 = fpext half %181 to float
  %183 = fmul float %182, %69
  %184 = fadd float %183, %178
  %185 = getelementptr i8, ptr addrspace(1) %112, i64 24
  %186 = load i16, ptr addrspace(1) %185, align 2
  %187 = bitcast i16 %186 to half
  %188 = fpext half %187 to float
  %189 = fmul float %188, %74
  %190 = fadd float %189, %184
  %191 = getelementptr i8, ptr addrspace(1) %112, i64 26
  %192 = load i16, ptr addrspace(1) %191, align 2
  %193 = bitcast i16 %192 to half
  %194 = fpext half %193 to float
  %195 = fmul float %194, %75
  %196 = fadd float %195, %190
  %197 = getelementptr i8, ptr addrspace(1) %112, i64 28
  %198 = load i16, ptr addrspace(1) %197, align 2
  %199 = bitcast i16 %198 to half
  %200 = fpext half %199 to float
  %201 = fmul float %200, %76
  %202 = fadd float %201, %196
  %203 = getelementptr i8, ptr addrspace(1) %112, i64 30
  %204 = load i16, ptr addrspace(1) %203, align 2
  %205 = bitcast i16 %204 to half
  %206 = fpext half %205 to float
  %207 = fmul float %206, %77
  %208 = fadd float %207, %202
  %209 = getelementptr i8, ptr addrspace(1) %112, i64 32
  %210 = load i16, ptr addrspace(1) %209, align 2
  %211 = bitcast i16 %210 to half
  %212 = fpext half %211 to float
  %213 = fmul float %212, %82
  %214 = fadd float %213, %208
  %215 = getelementptr i8, ptr addrspace(1) %112, i64 34
  %216 = load i16, ptr addrspace(1) %215, align 2
  %217 = bitcast i16 %216 to half
  %218 = fpext half %217 to float
  %219 = fmul float %218, %83
  %220 = fadd float %219, %214
  %221 = getelementptr i8, ptr addrspace(1) %112, i64 36
  %222 = load i16, ptr addrspace(1) %221, align 2
  %223 = bitcast i16 %222 to half
  %224 = fpext half %223 to float
  %225 = fmul float %224, %84
  %226 = fadd float %225, %220
  %227 = getelementptr i8, ptr addrspace(1) %112, i64 38
  %228 = load i16, ptr addrspace(1) %227, align 2
  %229 = bitcast i16 %228 to half
  %230 = fpext half %229 to float
  %231 = fmul float %230, %85
  %232 = fadd float %231, %226
  %233 = getelementptr i8, ptr addrspace(1) %112, i64 40
  %234 = load i16, ptr addrspace(1) %233, align 2
  %235 = bitcast i16 %234 to half
  %236 = fpext half %235 to float
  %237 = fmul float %236, %90
  %238 = fadd float %237, %232
  %239 = getelementptr i8, ptr addrspace(1) %112, i64 42
  %240 = load i16, ptr addrspace(1) %239, align 2
  %241 = bitcast i16 %240 to half
  %242 = fpext half %241 to float
  %243 = fmul float %242, %91
  %244 = fadd float %243, %238
  %245 = getelementptr i8, ptr addrspace(1) %112, i64 44
  %246 = load i16, ptr addrspace(1) %245, align 2
  %247 = bitcast i16 %246 to half
  %248 = fpext half %247 to float
  %249 = fmul float %248, %92
  %250 = fadd float %249, %244
  %251 = getelementptr i8, ptr addrspace(1) %112, i64 46
  %252 = load i16, ptr addrspace(1) %251, align 2
  %253 = bitcast i16 %252 to half
  %254 = fpext half %253 to float
  %255 = fmul float %254, %93
  %256 = fadd float %255, %250
  %257 = getelementptr i8, ptr addrspace(1) %112, i64 48
  %258 = load i16, ptr addrspace(1) %257, align 2
  %259 = bitcast i16 %258 to half
  %260 = fpext half %259 to float
  %261 = fmul float %260, %98
  %262 = fadd float %261, %256
  %263 = getelementptr i8, ptr addrspace(1) %112, i64 50
  %264 = load i16, ptr addrspace(1) %263, align 2
  %265 = bitcast i16 %264 to half
  %266 = fpext half %265 to float
  %267 = fmul float %266, %99
  %268 = fadd float %267, %262
  %269 = getelementptr i8, ptr addrspace(1) %112, i64 52
  %270 = load i16, ptr addrspace(1) %269, align 2
  %271 = bitcast i16 %270 to half
  %272 = fpext half %271 to float
  %273 = fmul float %272, %100
  %274 = fadd float %273, %268
  %275 = getelementptr i8, ptr addrspace(1) %112, i64 54
  %276 = load i16, ptr addrspace(1) %275, align 2
  %277 = bitcast i16 %276 to half
  %278 = fpext half %277 to float
  %279 = fmul float %278, %101
  %280 = fadd float %279, %274
  %281 = getelementptr i8, ptr addrspace(1) %112, i64 56
  %282 = load i16, ptr addrspace(1) %281, align 2
  %283 = bitcast i16 %282 to half
  %284 = fpext half %283 to float
  %285 = fmul float %284, %106
  %286 = fadd float %285, %280
  %287 = getelementptr i8, ptr addrspace(1) %112, i64 58
  %288 = load i16, ptr addrspace(1) %287, align 2
  %289 = bitcast i16 %288 to half
  %290 = fpext half %289 to float
  %291 = fmul float %290, %107
  %292 = fadd float %291, %286
  %293 = getelementptr i8, ptr addrspace(1) %112, i64 60
  %294 = load i16, ptr addrspace(1) %293, align 2
  %295 = bitcast i16 %294 to half
  %296 = fpext half %295 to float
  %297 = fmul float %296, %108
  %298 = fadd float %297, %292
  %299 = getelementptr i8, ptr addrspace(1) %112, i64 62
  %300 = load i16, ptr addrspace(1) %299, align 2
  %301 = bitcast i16 %300 to half
  %302 = fpext half %301 to float
  %303 = fmul float %302, %109
  %304 = fadd float %303, %298
  %305 = load float, ptr %v, align 4
  %306 = fadd float %305, %304
  store float %306, ptr %v, align 4
  %307 = load i32, ptr %v1, align 4
  %308 = add i32 %307, 32
  store i32 %308, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %309 = load float, ptr %v, align 4
  %310 = bitcast float %309 to i32
  %311 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %310, i32 16, i32 31)
  %312 = bitcast i32 %311 to float
  %313 = fadd float %309, %312
  %314 = bitcast float %313 to i32
  %315 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %314, i32 8, i32 31)
  %316 = bitcast i32 %315 to float
  %317 = fadd float %313, %316
  %318 = bitcast float %317 to i32
  %319 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %318, i32 4, i32 31)
  %320 = bitcast i32 %319 to float
  %321 = fadd float %317, %320
  %322 = bitcast float %321 to i32
  %323 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %322, i32 2, i32 31)
  %324 = bitcast i32 %323 to float
  %325 = fadd float %321, %324
  %326 = bitcast float %325 to i32
  %327 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %326, i32 1, i32 31)
  %328 = bitcast i32 %327 to float
  %329 = fadd float %325, %328
  %330 = icmp eq i32 %33, 0
  br i1 %330, label %then2, label %endif3

then2:                                            ; preds = %done
  %331 = sext i32 %31 to i64
  %332 = mul i64 %331, 4
  %333 = getelementptr i8, ptr addrspace(1) %0, i64 %332
  store float %329, ptr addrspace(1) %333, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %done
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_f16, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_f16, !"maxntidx", i32 128}
