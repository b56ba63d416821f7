; ModuleID = 'strata_moe_matvec_f32'
source_filename = "strata_moe_matvec_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_matvec_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6) {
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
  %36 = mul i64 %35, 4
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
  %111 = mul i64 %110, 128
  %112 = getelementptr i8, ptr addrspace(1) %39, i64 %111
  %113 = getelementptr i8, ptr addrspace(1) %112, i64 0
  %114 = getelementptr i8, ptr addrspace(1) %113, i64 0
  %115 = load float, ptr addrspace(1) %114, align 4
  %116 = fmul float %115, %50
  %117 = fadd float %116, 0.000000e+00
  %118 = getelementptr i8, ptr addrspace(1) %112, i64 4
  %119 = getelementptr i8, ptr addrspace(1) %118, i64 0
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = fmul float %120, %51
  %122 = fadd float %121, %117
  %123 = getelementptr i8, ptr addrspace(1) %112, i64 8
  %124 = getelementptr i8, ptr addrspace(1) %123, i64 0
  %125 = load float, ptr addrspace(1) %124, align 4
  %126 = fmul float %125, %52
  %127 = fadd float %126, %122
  %128 = getelementptr i8, ptr addrspace(1) %112, i64 12
  %129 = getelementptr i8, ptr addrspace(1) %128, i64 0
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = fmul float %130, %53
  %132 = fadd float %131, %127
  %133 = getelementptr i8, ptr addrspace(1) %112, i64 16
  %134 = getelementptr i8, ptr addrspace(1) %133, i64 0
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = fmul float %135, %58
  %137 = fadd float %136, %132
  %138 = getelementptr i8, ptr addrspace(1) %112, i64 20
  %139 = getelementptr i8, ptr addrspace(1) %138, i64 0
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = fmul float %140, %59
  %142 = fadd float %141, %137
  %143 = getelementptr i8, ptr addrspace(1) %112, i64 24
  %144 = getelementptr i8, ptr addrspace(1) %143, i64 0
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = fmul float %145, %60
  %147 = fadd float %146, %142
  %148 = getelementptr i8, ptr addrspace(1) %112, i64 28
  %149 = getelementptr i8, ptr addrspace(1) %148, i64 0
  %150 = load float, ptr addrspace(1) %149, align 4
  %151 = fmul float %150, %61
  %152 = fadd float %151, %147
  %153 = getelementptr i8, ptr addrspace(1) %112, i64 32
  %154 = getelementptr i8, ptr addrspace(1) %153, i64 0
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = fmul float %155, %66
  %157 = fadd float %156, %152
  %158 = getelementptr i8, ptr addrspace(1) %112, i64 36
  %159 = getelementptr i8, ptr addrspace(1) %158, i64 0
  %160 = load float, ptr addrspace(1) %159, align 4
  %161 = fmul float %160, %67
  %162 = fadd float %161, %157
  %163 = getelementptr i8, ptr addrspace(1) %112, i64 40
  %164 = getelementptr i8, ptr addrspace(1) %163, i64 0
  %165 = load float, ptr addrspace(1) %164, align 4
  %166 = fmul float %165, %68
  %167 = fadd float %166, %162
  %168 = getelementptr i8, ptr addrspace(1) %112, i64 44
  %169 = getelementptr i8, ptr addrspace(1) %168, i64 0
  %170 = load float, ptr addrspace(1) %169, align 4
  %171 = fmul float %170, %69
  %172 = fadd float %171, %167
  %173 = getelementptr i8, ptr addrspace(1) %112, i64 48
  %174 = getelementptr i8, ptr addrspace(1) %173, i64 0
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = fmul float %175, %74
  %177 = fadd float %176, %172
  %178 = getelementptr i8, ptr addrspace(1) %112, i64 52
  %179 = getelementptr i8, ptr addrspace(1) %178, i64 0
  %180 = load float, ptr addrspace(1) %179, align 4
  %181 = fmul float %180, %75
  %182 = fadd float %181, %177
  %183 = getelementptr i8, ptr addrspace(1) %112, i64 56
  %184 = getelementptr i8, ptr addrspace(1) %183, i64 0
  %185 = load float, ptr addrspace(1) %184, align 4
  %186 = fmul float %185, %76
  %187 = fadd float %186, %182
  %188 = getelementptr i8, ptr addrspace(1) %112, i64 60
  %189 = getelementptr i8, ptr addrspace(1) %188, i64 0
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = fmul float %190, %77
  %192 = fadd float %191, %187
  %193 = getelementptr i8, ptr addrspace(1) %112, i64 64
  %194 = getelementptr i8, ptr addrspace(1) %193, i64 0
  %195 = load float, ptr addrspace(1) %194, align 4
  %196 = fmul float %195, %82
  %197 = fadd float %196, %192
  %198 = getelementptr i8, ptr addrspace(1) %112, i64 68
  %199 = getelementptr i8, ptr addrspace(1) %198, i64 0
  %200 = load float, ptr addrspace(1) %199, align 4
  %201 = fmul float %200, %83
  %202 = fadd float %201, %197
  %203 = getelementptr i8, ptr addrspace(1) %112, i64 72
  %204 = getelementptr i8, ptr addrspace(1) %203, i64 0
  %205 = load float, ptr addrspace(1) %204, align 4
  %206 = fmul float %205, %84
  %207 = fadd float %206, %202
  %208 = getelementptr i8, ptr addrspace(1) %112, i64 76
  %209 = getelementptr i8, ptr addrspace(1) %208, i64 0
  %210 = load float, ptr addrspace(1) %209, align 4
  %211 = fmul float %210, %85
  %212 = fadd float %211, %207
  %213 = getelementptr i8, ptr addrspace(1) %112, i64 80
  %214 = getelementptr i8, ptr addrspace(1) %213, i64 0
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = fmul float %215, %90
  %217 = fadd float %216, %212
  %218 = getelementptr i8, ptr addrspace(1) %112, i64 84
  %219 = getelementptr i8, ptr addrspace(1) %218, i64 0
  %220 = load float, ptr addrspace(1) %219, align 4
  %221 = fmul float %220, %91
  %222 = fadd float %221, %217
  %223 = getelementptr i8, ptr addrspace(1) %112, i64 88
  %224 = getelementptr i8, ptr addrspace(1) %223, i64 0
  %225 = load float, ptr addrspace(1) %224, align 4
  %226 = fmul float %225, %92
  %227 = fadd float %226, %222
  %228 = getelementptr i8, ptr addrspace(1) %112, i64 92
  %229 = getelementptr i8, ptr addrspace(1) %228, i64 0
  %230 = load float, ptr addrspace(1) %229, align 4
  %231 = fmul float %230, %93
  %232 = fadd float %231, %227
  %233 = getelementptr i8, ptr addrspace(1) %112, i64 96
  %234 = getelementptr i8, ptr addrspace(1) %233, i64 0
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = fmul float %235, %98
  %237 = fadd float %236, %232
  %238 = getelementptr i8, ptr addrspace(1) %112, i64 100
  %239 = getelementptr i8, ptr addrspace(1) %238, i64 0
  %240 = load float, ptr addrspace(1) %239, align 4
  %241 = fmul float %240, %99
  %242 = fadd float %241, %237
  %243 = getelementptr i8, ptr addrspace(1) %112, i64 104
  %244 = getelementptr i8, ptr addrspace(1) %243, i64 0
  %245 = load float, ptr addrspace(1) %244, align 4
  %246 = fmul float %245, %100
  %247 = fadd float %246, %242
  %248 = getelementptr i8, ptr addrspace(1) %112, i64 108
  %249 = getelementptr i8, ptr addrspace(1) %248, i64 0
  %250 = load float, ptr addrspace(1) %249, align 4
  %251 = fmul float %250, %101
  %252 = fadd float %251, %247
  %253 = getelementptr i8, ptr addrspace(1) %112, i64 112
  %254 = getelementptr i8, ptr addrspace(1) %253, i64 0
  %255 = load float, ptr addrspace(1) %254, align 4
  %256 = fmul float %255, %106
  %257 = fadd float %256, %252
  %258 = getelementptr i8, ptr addrspace(1) %112, i64 116
  %259 = getelementptr i8, ptr addrspace(1) %258, i64 0
  %260 = load float, ptr addrspace(1) %259, align 4
  %261 = fmul float %260, %107
  %262 = fadd float %261, %257
  %263 = getelementptr i8, ptr addrspace(1) %112, i64 120
  %264 = getelementptr i8, ptr addrspace(1) %263, i64 0
  %265 = load float, ptr addrspace(1) %264, align 4
  %266 = fmul float %265, %108
  %267 = fadd float %266, %262
  %268 = getelementptr i8, ptr addrspace(1) %112, i64 124
  %269 = getelementptr i8, ptr addrspace(1) %268, i64 0
  %270 = load float, ptr addrspace(1) %269, align 4
  %271 = fmul float %270, %109
  %272 = fadd float %271, %267
  %273 = load float, ptr %v, align 4
  %274 = fadd float %273, %272
  store float %274, ptr %v, align 4
  %275 = load i32, ptr %v1, align 4
  %276 = add i32 %275, 32
  store i32 %276, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %277 = load float, ptr %v, align 4
  %278 = bitcast float %277 to i32
  %279 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 16, i32 31)
  %280 = bitcast i32 %279 to float
  %281 = fadd float %277, %280
  %282 = bitcast float %281 to i32
  %283 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 8, i32 31)
  %284 = bitcast i32 %283 to float
  %285 = fadd float %281, %284
  %286 = bitcast float %285 to i32
  %287 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %286, i32 4, i32 31)
  %288 = bitcast i32 %287 to float
  %289 = fadd float %285, %288
  %290 = bitcast float %289 to i32
  %291 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %290, i32 2, i32 31)
  %292 = bitcast i32 %291 to float
  %293 = fadd float %289, %292
  %294 = bitcast float %293 to i32
  %295 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %294, i32 1, i32 31)
  %296 = bitcast i32 %295 to float
  %297 = fadd float %293, %296
  %298 = icmp eq i32 %33, 0
  br i1 %298, label %then2, label %endif3

then2:                                            ; preds = %done
  %299 = sext i32 %31 to i64
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %0, i64 %300
  store float %297, ptr addrspace(1) %301, align 4
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

!0 = !{ptr @strata_moe_matvec_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_f32, !"maxntidx", i32 128}
