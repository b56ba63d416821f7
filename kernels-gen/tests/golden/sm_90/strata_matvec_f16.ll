; ModuleID = 'strata_matvec_f16'
source_filename = "strata_matvec_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_matvec_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 4
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %then, label %endif

then:                                             ; preds = %entry
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = sext i32 %4 to i64
  %14 = udiv i64 %13, 1
  %15 = mul i64 %14, 2
  %16 = sext i32 %9 to i64
  %17 = mul i64 %16, %15
  %18 = getelementptr i8, ptr addrspace(1) %1, i64 %17
  %19 = udiv i32 %4, 32
  store float 0.000000e+00, ptr %v, align 4
  store i32 %12, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %endif3, %entry
  ret void

loop:                                             ; preds = %body, %then
  %20 = load i32, ptr %v1, align 4
  %21 = icmp slt i32 %20, %19
  br i1 %21, label %body, label %done

body:                                             ; preds = %loop
  %22 = load i32, ptr %v1, align 4
  %23 = sext i32 %22 to i64
  %24 = mul i64 %23, 32
  %25 = add i64 %24, 0
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) %2, i64 %26
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  %29 = extractelement <4 x float> %28, i32 0
  %30 = extractelement <4 x float> %28, i32 1
  %31 = extractelement <4 x float> %28, i32 2
  %32 = extractelement <4 x float> %28, i32 3
  %33 = add i64 %24, 4
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr addrspace(1) %2, i64 %34
  %36 = load <4 x float>, ptr addrspace(1) %35, align 16
  %37 = extractelement <4 x float> %36, i32 0
  %38 = extractelement <4 x float> %36, i32 1
  %39 = extractelement <4 x float> %36, i32 2
  %40 = extractelement <4 x float> %36, i32 3
  %41 = add i64 %24, 8
  %42 = mul i64 %41, 4
  %43 = getelementptr i8, ptr addrspace(1) %2, i64 %42
  %44 = load <4 x float>, ptr addrspace(1) %43, align 16
  %45 = extractelement <4 x float> %44, i32 0
  %46 = extractelement <4 x float> %44, i32 1
  %47 = extractelement <4 x float> %44, i32 2
  %48 = extractelement <4 x float> %44, i32 3
  %49 = add i64 %24, 12
  %50 = mul i64 %49, 4
  %51 = getelementptr i8, ptr addrspace(1) %2, i64 %50
  %52 = load <4 x float>, ptr addrspace(1) %51, align 16
  %53 = extractelement <4 x float> %52, i32 0
  %54 = extractelement <4 x float> %52, i32 1
  %55 = extractelement <4 x float> %52, i32 2
  %56 = extractelement <4 x float> %52, i32 3
  %57 = add i64 %24, 16
  %58 = mul i64 %57, 4
  %59 = getelementptr i8, ptr addrspace(1) %2, i64 %58
  %60 = load <4 x float>, ptr addrspace(1) %59, align 16
  %61 = extractelement <4 x float> %60, i32 0
  %62 = extractelement <4 x float> %60, i32 1
  %63 = extractelement <4 x float> %60, i32 2
  %64 = extractelement <4 x float> %60, i32 3
  %65 = add i64 %24, 20
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %2, i64 %66
  %68 = load <4 x float>, ptr addrspace(1) %67, align 16
  %69 = extractelement <4 x float> %68, i32 0
  %70 = extractelement <4 x float> %68, i32 1
  %71 = extractelement <4 x float> %68, i32 2
  %72 = extractelement <4 x float> %68, i32 3
  %73 = add i64 %24, 24
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(1) %2, i64 %74
  %76 = load <4 x float>, ptr addrspace(1) %75, align 16
  %77 = extractelement <4 x float> %76, i32 0
  %78 = extractelement <4 x float> %76, i32 1
  %79 = extractelement <4 x float> %76, i32 2
  %80 = extractelement <4 x float> %76, i32 3
  %81 = add i64 %24, 28
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(1) %2, i64 %82
  %84 = load <4 x float>, ptr addrspace(1) %83, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = extractelement <4 x float> %84, i32 1
  %87 = extractelement <4 x float> %84, i32 2
  %88 = extractelement <4 x float> %84, i32 3
  %89 = sext i32 %22 to i64
  %90 = mul i64 %89, 64
  %91 = getelementptr i8, ptr addrspace(1) %18, i64 %90
  %92 = getelementptr i8, ptr addrspace(1) %91, i64 0
  %93 = load i16, ptr addrspace(1) %92, align 2
  %94 = bitcast i16 %93 to half
  %95 = fpext half %94 to float
  %96 = fmul float %95, %29
  %97 = fadd float %96, 0.000000e+00
  %98 = getelementptr i8, ptr addrspace(1) %91, i64 2
  %99 = load i16, ptr addrspace(1) %98, align 2
  %100 = bitcast i16 %99 to half
  %101 = fpext half %100 to float
  %102 = fmul float %101, %30
  %103 = fadd float %102, %97
  %104 = getelementptr i8, ptr addrspace(1) %91, i64 4
  %105 = load i16, ptr addrspace(1) %104, align 2
  %106 = bitcast i16 %105 to half
  %107 = fpext half %106 to float
  %108 = fmul float %107, %31
  %109 = fadd float %108, %103
  %110 = getelementptr i8, ptr addrspace(1) %91, i64 6
  %111 = load i16, ptr addrspace(1) %110, align 2
  %112 = bitcast i16 %111 to half
  %113 = fpext half %112 to float
  %114 = fmul float %113, %32
  %115 = fadd float %114, %109
  %116 = getelementptr i8, ptr addrspace(1) %91, i64 8
  %117 = load i16, ptr addrspace(1) %116, align 2
  %118 = bitcast i16 %117 to half
  %119 = fpext half %118 to float
  %120 = fmul float %119, %37
  %121 = fadd float %120, %115
  %122 = getelementptr i8, ptr addrspace(1) %91, i64 10
  %123 = load i16, ptr addrspace(1) %122, align 2
  %124 = bitcast i16 %123 to half
  %125 = fpext half %124 to float
  %126 = fmul float %125, %38
  %127 = fadd float %126, %121
  %128 = getelementptr i8, ptr addrspace(1) %91, i64 12
  %129 = load i16, ptr addrspace(1) %128, align 2
  %130 = bitcast i16 %129 to half
  %131 = fpext half %130 to float
  %132 = fmul float %131, %39
  %133 = fadd float %132, %127
  %134 = getelementptr i8, ptr addrspace(1) %91, i64 14
  %135 = load i16, ptr addrspace(1) %134, align 2
  %136 = bitcast i16 %135 to half
  %137 = fpext half %136 to float
  %138 = fmul float %137, %40
  %139 = fadd float %138, %133
  %140 = getelementptr i8, ptr addrspace(1) %91, i64 16
  %141 = load i16, ptr addrspace(1) %140, align 2
  %142 = bitcast i16 %141 to half
  %143 = fpext half %142 to float
  %144 = fmul float %143, %45
  %145 = fadd float %144, %139
  %146 = getelementptr i8, ptr addrspace(1) %91, i64 18
  %147 = load i16, ptr addrspace(1) %146, align 2
  %148 = bitcast i16 %147 to half
  %149 = fpext half %148 to float
  %150 = fmul float %149, %46
  %151 = fadd float %150, %145
  %152 = getelementptr i8, ptr addrspace(1) %91, i64 20
  %153 = load i16, ptr addrspace(1) %152, align 2
  %154 = bitcast i16 %153 to half
  %155 = fpext half %154 to float
  %156 = fmul float %155, %47
  %157 = fadd float %156, %151
  %158 = getelementptr i8, ptr addrspace(1) %91, i64 22
  %159 = load i16, ptr addrspace(1) %158, align 2
  %160 = bitcast i16 %159 to half
  %161 = fpext half %160 to float
  %162 = fmul float %161, %48
  %163 = fadd float %162, %157
  %164 = getelementptr i8, ptr addrspace(1) %91, i64 24
  %165 = load i16, ptr addrspace(1) %164, align 2
  %166 = bitcast i16 %165 to half
  %167 = fpext half %166 to float
  %168 = fmul float %167, %53
  %169 = fadd float %168, %163
  %170 = getelementptr i8, ptr addrspace(1) %91, i64 26
  %171 = load i16, ptr addrspace(1) %170, align 2
  %172 = bitcast i16 %171 to half
  %173 = fpext half %172 to float
  %174 = fmul float %173, %54
  %175 = fadd float %174, %169
  %176 = getelementptr i8, ptr addrspace(1) %91, i64 28
  %177 = load i16, ptr addrspace(1) %176, align 2
  %178 = bitcast i16 %177 to half
  %179 = fpext half %178 to float
  %180 = fmul float %179, %55
  %181 = fadd float %180, %175
  %182 = getelementptr i8, ptr addrspace(1) %91, i64 30
  %183 = load i16, ptr addrspace(1) %182, align 2
  %184 = bitcast i16 %183 to half
  %185 = fpext half %184 to float
  %186 = fmul float %185, %56
  %187 = fadd float %186, %181
  %188 = getelementptr i8, ptr addrspace(1) %91, i64 32
  %189 = load i16, ptr addrspace(1) %188, align 2
  %190 = bitcast i16 %189 to half
  %191 = fpext half %190 to float
  %192 = fmul float %191, %61
  %193 = fadd float %192, %187
  %194 = getelementptr i8, ptr addrspace(1) %91, i64 34
  %195 = load i16, ptr addrspace(1) %194, align 2
  %196 = bitcast i16 %195 to half
  %197 = fpext half %196 to float
  %198 = fmul float %197, %62
  %199 = fadd float %198, %193
  %200 = getelementptr i8, ptr addrspace(1) %91, i64 36
  %201 = load i16, ptr addrspace(1) %200, align 2
  %202 = bitcast i16 %201 to half
  %203 = fpext half %202 to float
  %204 = fmul float %203, %63
  %205 = fadd float %204, %199
  %206 = getelementptr i8, ptr addrspace(1) %91, i64 38
  %207 = load i16, ptr addrspace(1) %206, align 2
  %208 = bitcast i16 %207 to half
  %209 = fpext half %208 to float
  %210 = fmul float %209, %64
  %211 = fadd float %210, %205
  %212 = getelementptr i8, ptr addrspace(1) %91, i64 40
  %213 = load i16, ptr addrspace(1) %212, align 2
  %214 = bitcast i16 %213 to half
  %215 = fpext half %214 to float
  %216 = fmul float %215, %69
  %217 = fadd float %216, %211
  %218 = getelementptr i8, ptr addrspace(1) %91, i64 42
  %219 = load i16, ptr addrspace(1) %218, align 2
  %220 = bitcast i16 %219 to half
  %221 = fpext half %220 to float
  %222 = fmul float %221, %70
  %223 = fadd float %222, %217
  %224 = getelementptr i8, ptr addrspace(1) %91, i64 44
  %225 = load i16, ptr addrspace(1) %224, align 2
  %226 = bitcast i16 %225 to half
  %227 = fpext half %226 to float
  %228 = fmul float %227, %71
  %229 = fadd float %228, %223
  %230 = getelementptr i8, ptr addrspace(1) %91, i64 46
  %231 = load i16, ptr addrspace(1) %230, align 2
  %232 = bitcast i16 %231 to half
  %233 = fpext half %232 to float
  %234 = fmul float %233, %72
  %235 = fadd float %234, %229
  %236 = getelementptr i8, ptr addrspace(1) %91, i64 48
  %237 = load i16, ptr addrspace(1) %236, align 2
  %238 = bitcast i16 %237 to half
  %239 = fpext half %238 to float
  %240 = fmul float %239, %77
  %241 = fadd float %240, %235
  %242 = getelementptr i8, ptr addrspace(1) %91, i64 50
  %243 = load i16, ptr addrspace(1) %242, align 2
  %244 = bitcast i16 %243 to half
  %245 = fpext half %244 to float
  %246 = fmul float %245, %78
  %247 = fadd float %246, %241
  %248 = getelementptr i8, ptr addrspace(1) %91, i64 52
  %249 = load i16, ptr addrspace(1) %248, align 2
  %250 = bitcast i16 %249 to half
  %251 = fpext half %250 to float
  %252 = fmul float %251, %79
  %253 = fadd float %252, %247
  %254 = getelementptr i8, ptr addrspace(1) %91, i64 54
  %255 = load i16, ptr addrspace(1) %254, align 2
  %256 = bitcast i16 %255 to half
  %257 = fpext half %256 to float
  %258 = fmul float %257, %80
  %259 = fadd float %258, %253
  %260 = getelementptr i8, ptr addrspace(1) %91, i64 56
  %261 = load i16, ptr addrspace(1) %260, align 2
  %262 = bitcast i16 %261 to half
  %263 = fpext half %262 to float
  %264 = fmul float %263, %85
  %265 = fadd float %264, %259
  %266 = getelementptr i8, ptr addrspace(1) %91, i64 58
  %267 = load i16, ptr addrspace(1) %266, align 2
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = fmul float %269, %86
  %271 = fadd float %270, %265
  %272 = getelementptr i8, ptr addrspace(1) %91, i64 60
  %273 = load i16, ptr addrspace(1) %272, align 2
  %274 = bitcast i16 %273 to half
  %275 = fpext half %274 to float
  %276 = fmul float %275, %87
  %277 = fadd float %276, %271
  %278 = getelementptr i8, ptr addrspace(1) %91, i64 62
  %279 = load i16, ptr addrspace(1) %278, align 2
  %280 = bitcast i16 %279 to half
  %281 = fpext half %280 to float
  %282 = fmul float %281, %88
  %283 = fadd float %282, %277
  %284 = load float, ptr %v, align 4
  %285 = fadd float %284, %283
  store float %285, ptr %v, align 4
  %286 = load i32, ptr %v1, align 4
  %287 = add i32 %286, 32
  store i32 %287, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %288 = load float, ptr %v, align 4
  %289 = bitcast float %288 to i32
  %290 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %289, i32 16, i32 31)
  %291 = bitcast i32 %290 to float
  %292 = fadd float %288, %291
  %293 = bitcast float %292 to i32
  %294 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 8, i32 31)
  %295 = bitcast i32 %294 to float
  %296 = fadd float %292, %295
  %297 = bitcast float %296 to i32
  %298 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 4, i32 31)
  %299 = bitcast i32 %298 to float
  %300 = fadd float %296, %299
  %301 = bitcast float %300 to i32
  %302 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %301, i32 2, i32 31)
  %303 = bitcast i32 %302 to float
  %304 = fadd float %300, %303
  %305 = bitcast float %304 to i32
  %306 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %305, i32 1, i32 31)
  %307 = bitcast i32 %306 to float
  %308 = fadd float %304, %307
  %309 = icmp eq i32 %12, 0
  br i1 %309, label %then2, label %endif3

then2:                                            ; preds = %done
  %310 = sext i32 %9 to i64
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr addrspace(1) %0, i64 %311
  store float %308, ptr addrspace(1) %312, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %done
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_matvec_f16, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_f16, !"maxntidx", i32 128}
