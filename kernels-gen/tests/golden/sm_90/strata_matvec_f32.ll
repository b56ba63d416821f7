; ModuleID = 'strata_matvec_f32'
source_filename = "strata_matvec_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_matvec_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %15 = mul i64 %14, 4
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
  %90 = mul i64 %89, 128
  %91 = getelementptr i8, ptr addrspace(1) %18, i64 %90
  %92 = getelementptr i8, ptr addrspace(1) %91, i64 0
  %93 = getelementptr i8, ptr addrspace(1) %92, i64 0
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = fmul float %94, %29
  %96 = fadd float %95, 0.000000e+00
  %97 = getelementptr i8, ptr addrspace(1) %91, i64 4
  %98 = getelementptr i8, ptr addrspace(1) %97, i64 0
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = fmul float %99, %30
  %101 = fadd float %100, %96
  %102 = getelementptr i8, ptr addrspace(1) %91, i64 8
  %103 = getelementptr i8, ptr addrspace(1) %102, i64 0
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = fmul float %104, %31
  %106 = fadd float %105, %101
  %107 = getelementptr i8, ptr addrspace(1) %91, i64 12
  %108 = getelementptr i8, ptr addrspace(1) %107, i64 0
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = fmul float %109, %32
  %111 = fadd float %110, %106
  %112 = getelementptr i8, ptr addrspace(1) %91, i64 16
  %113 = getelementptr i8, ptr addrspace(1) %112, i64 0
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = fmul float %114, %37
  %116 = fadd float %115, %111
  %117 = getelementptr i8, ptr addrspace(1) %91, i64 20
  %118 = getelementptr i8, ptr addrspace(1) %117, i64 0
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = fmul float %119, %38
  %121 = fadd float %120, %116
  %122 = getelementptr i8, ptr addrspace(1) %91, i64 24
  %123 = getelementptr i8, ptr addrspace(1) %122, i64 0
  %124 = load float, ptr addrspace(1) %123, align 4
  %125 = fmul float %124, %39
  %126 = fadd float %125, %121
  %127 = getelementptr i8, ptr addrspace(1) %91, i64 28
  %128 = getelementptr i8, ptr addrspace(1) %127, i64 0
  %129 = load float, ptr addrspace(1) %128, align 4
  %130 = fmul float %129, %40
  %131 = fadd float %130, %126
  %132 = getelementptr i8, ptr addrspace(1) %91, i64 32
  %133 = getelementptr i8, ptr addrspace(1) %132, i64 0
  %134 = load float, ptr addrspace(1) %133, align 4
  %135 = fmul float %134, %45
  %136 = fadd float %135, %131
  %137 = getelementptr i8, ptr addrspace(1) %91, i64 36
  %138 = getelementptr i8, ptr addrspace(1) %137, i64 0
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = fmul float %139, %46
  %141 = fadd float %140, %136
  %142 = getelementptr i8, ptr addrspace(1) %91, i64 40
  %143 = getelementptr i8, ptr addrspace(1) %142, i64 0
  %144 = load float, ptr addrspace(1) %143, align 4
  %145 = fmul float %144, %47
  %146 = fadd float %145, %141
  %147 = getelementptr i8, ptr addrspace(1) %91, i64 44
  %148 = getelementptr i8, ptr addrspace(1) %147, i64 0
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = fmul float %149, %48
  %151 = fadd float %150, %146
  %152 = getelementptr i8, ptr addrspace(1) %91, i64 48
  %153 = getelementptr i8, ptr addrspace(1) %152, i64 0
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = fmul float %154, %53
  %156 = fadd float %155, %151
  %157 = getelementptr i8, ptr addrspace(1) %91, i64 52
  %158 = getelementptr i8, ptr addrspace(1) %157, i64 0
  %159 = load float, ptr addrspace(1) %158, align 4
  %160 = fmul float %159, %54
  %161 = fadd float %160, %156
  %162 = getelementptr i8, ptr addrspace(1) %91, i64 56
  %163 = getelementptr i8, ptr addrspace(1) %162, i64 0
  %164 = load float, ptr addrspace(1) %163, align 4
  %165 = fmul float %164, %55
  %166 = fadd float %165, %161
  %167 = getelementptr i8, ptr addrspace(1) %91, i64 60
  %168 = getelementptr i8, ptr addrspace(1) %167, i64 0
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = fmul float %169, %56
  %171 = fadd float %170, %166
  %172 = getelementptr i8, ptr addrspace(1) %91, i64 64
  %173 = getelementptr i8, ptr addrspace(1) %172, i64 0
  %174 = load float, ptr addrspace(1) %173, align 4
  %175 = fmul float %174, %61
  %176 = fadd float %175, %171
  %177 = getelementptr i8, ptr addrspace(1) %91, i64 68
  %178 = getelementptr i8, ptr addrspace(1) %177, i64 0
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = fmul float %179, %62
  %181 = fadd float %180, %176
  %182 = getelementptr i8, ptr addrspace(1) %91, i64 72
  %183 = getelementptr i8, ptr addrspace(1) %182, i64 0
  %184 = load float, ptr addrspace(1) %183, align 4
  %185 = fmul float %184, %63
  %186 = fadd float %185, %181
  %187 = getelementptr i8, ptr addrspace(1) %91, i64 76
  %188 = getelementptr i8, ptr addrspace(1) %187, i64 0
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = fmul float %189, %64
  %191 = fadd float %190, %186
  %192 = getelementptr i8, ptr addrspace(1) %91, i64 80
  %193 = getelementptr i8, ptr addrspace(1) %192, i64 0
  %194 = load float, ptr addrspace(1) %193, align 4
  %195 = fmul float %194, %69
  %196 = fadd float %195, %191
  %197 = getelementptr i8, ptr addrspace(1) %91, i64 84
  %198 = getelementptr i8, ptr addrspace(1) %197, i64 0
  %199 = load float, ptr addrspace(1) %198, align 4
  %200 = fmul float %199, %70
  %201 = fadd float %200, %196
  %202 = getelementptr i8, ptr addrspace(1) %91, i64 88
  %203 = getelementptr i8, ptr addrspace(1) %202, i64 0
  %204 = load float, ptr addrspace(1) %203, align 4
  %205 = fmul float %204, %71
  %206 = fadd float %205, %201
  %207 = getelementptr i8, ptr addrspace(1) %91, i64 92
  %208 = getelementptr i8, ptr addrspace(1) %207, i64 0
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = fmul float %209, %72
  %211 = fadd float %210, %206
  %212 = getelementptr i8, ptr addrspace(1) %91, i64 96
  %213 = getelementptr i8, ptr addrspace(1) %212, i64 0
  %214 = load float, ptr addrspace(1) %213, align 4
  %215 = fmul float %214, %77
  %216 = fadd float %215, %211
  %217 = getelementptr i8, ptr addrspace(1) %91, i64 100
  %218 = getelementptr i8, ptr addrspace(1) %217, i64 0
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = fmul float %219, %78
  %221 = fadd float %220, %216
  %222 = getelementptr i8, ptr addrspace(1) %91, i64 104
  %223 = getelementptr i8, ptr addrspace(1) %222, i64 0
  %224 = load float, ptr addrspace(1) %223, align 4
  %225 = fmul float %224, %79
  %226 = fadd float %225, %221
  %227 = getelementptr i8, ptr addrspace(1) %91, i64 108
  %228 = getelementptr i8, ptr addrspace(1) %227, i64 0
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = fmul float %229, %80
  %231 = fadd float %230, %226
  %232 = getelementptr i8, ptr addrspace(1) %91, i64 112
  %233 = getelementptr i8, ptr addrspace(1) %232, i64 0
  %234 = load float, ptr addrspace(1) %233, align 4
  %235 = fmul float %234, %85
  %236 = fadd float %235, %231
  %237 = getelementptr i8, ptr addrspace(1) %91, i64 116
  %238 = getelementptr i8, ptr addrspace(1) %237, i64 0
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = fmul float %239, %86
  %241 = fadd float %240, %236
  %242 = getelementptr i8, ptr addrspace(1) %91, i64 120
  %243 = getelementptr i8, ptr addrspace(1) %242, i64 0
  %244 = load float, ptr addrspace(1) %243, align 4
  %245 = fmul float %244, %87
  %246 = fadd float %245, %241
  %247 = getelementptr i8, ptr addrspace(1) %91, i64 124
  %248 = getelementptr i8, ptr addrspace(1) %247, i64 0
  %249 = load float, ptr addrspace(1) %248, align 4
  %250 = fmul float %249, %88
  %251 = fadd float %250, %246
  %252 = load float, ptr %v, align 4
  %253 = fadd float %252, %251
  store float %253, ptr %v, align 4
  %254 = load i32, ptr %v1, align 4
  %255 = add i32 %254, 32
  store i32 %255, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %256 = load float, ptr %v, align 4
  %257 = bitcast float %256 to i32
  %258 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %257, i32 16, i32 31)
  %259 = bitcast i32 %258 to float
  %260 = fadd float %256, %259
  %261 = bitcast float %260 to i32
  %262 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %261, i32 8, i32 31)
  %263 = bitcast i32 %262 to float
  %264 = fadd float %260, %263
  %265 = bitcast float %264 to i32
  %266 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %265, i32 4, i32 31)
  %267 = bitcast i32 %266 to float
  %268 = fadd float %264, %267
  %269 = bitcast float %268 to i32
  %270 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %269, i32 2, i32 31)
  %271 = bitcast i32 %270 to float
  %272 = fadd float %268, %271
  %273 = bitcast float %272 to i32
  %274 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %273, i32 1, i32 31)
  %275 = bitcast i32 %274 to float
  %276 = fadd float %272, %275
  %277 = icmp eq i32 %12, 0
  br i1 %277, label %then2, label %endif3

then2:                                            ; preds = %done
  %278 = sext i32 %9 to i64
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  store float %276, ptr addrspace(1) %280, align 4
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

!0 = !{ptr @strata_matvec_f32, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_f32, !"maxntidx", i32 128}
