; ModuleID = 'strata_dequant_f16_f16'
source_filename = "strata_dequant_f16_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_dequant_f16_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, 128
  %6 = add i32 %5, %3
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %then, label %endif

then:                                             ; preds = %entry
  %8 = sext i32 %6 to i64
  %9 = mul i64 %8, 32
  %10 = sext i32 %6 to i64
  %11 = mul i64 %10, 64
  %12 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %12, i64 0
  %14 = load i16, ptr addrspace(1) %13, align 2
  %15 = bitcast i16 %14 to half
  %16 = fpext half %15 to float
  %17 = add i64 %9, 0
  %18 = mul i64 %17, 2
  %19 = getelementptr i8, ptr addrspace(1) %0, i64 %18
  %20 = fptrunc float %16 to half
  %21 = bitcast half %20 to i16
  store i16 %21, ptr addrspace(1) %19, align 2
  %22 = getelementptr i8, ptr addrspace(1) %12, i64 2
  %23 = load i16, ptr addrspace(1) %22, align 2
  %24 = bitcast i16 %23 to half
  %25 = fpext half %24 to float
  %26 = add i64 %9, 1
  %27 = mul i64 %26, 2
  %28 = getelementptr i8, ptr addrspace(1) %0, i64 %27
  %29 = fptrunc float %25 to half
  %30 = bitcast half %29 to i16
  store i16 %30, ptr addrspace(1) %28, align 2
  %31 = getelementptr i8, ptr addrspace(1) %12, i64 4
  %32 = load i16, ptr addrspace(1) %31, align 2
  %33 = bitcast i16 %32 to half
  %34 = fpext half %33 to float
  %35 = add i64 %9, 2
  %36 = mul i64 %35, 2
  %37 = getelementptr i8, ptr addrspace(1) %0, i64 %36
  %38 = fptrunc float %34 to half
  %39 = bitcast half %38 to i16
  store i16 %39, ptr addrspace(1) %37, align 2
  %40 = getelementptr i8, ptr addrspace(1) %12, i64 6
  %41 = load i16, ptr addrspace(1) %40, align 2
  %42 = bitcast i16 %41 to half
  %43 = fpext half %42 to float
  %44 = add i64 %9, 3
  %45 = mul i64 %44, 2
  %46 = getelementptr i8, ptr addrspace(1) %0, i64 %45
  %47 = fptrunc float %43 to half
  %48 = bitcast half %47 to i16
  store i16 %48, ptr addrspace(1) %46, align 2
  %49 = getelementptr i8, ptr addrspace(1) %12, i64 8
  %50 = load i16, ptr addrspace(1) %49, align 2
  %51 = bitcast i16 %50 to half
  %52 = fpext half %51 to float
  %53 = add i64 %9, 4
  %54 = mul i64 %53, 2
  %55 = getelementptr i8, ptr addrspace(1) %0, i64 %54
  %56 = fptrunc float %52 to half
  %57 = bitcast half %56 to i16
  store i16 %57, ptr addrspace(1) %55, align 2
  %58 = getelementptr i8, ptr addrspace(1) %12, i64 10
  %59 = load i16, ptr addrspace(1) %58, align 2
  %60 = bitcast i16 %59 to half
  %61 = fpext half %60 to float
  %62 = add i64 %9, 5
  %63 = mul i64 %62, 2
  %64 = getelementptr i8, ptr addrspace(1) %0, i64 %63
  %65 = fptrunc float %61 to half
  %66 = bitcast half %65 to i16
  store i16 %66, ptr addrspace(1) %64, align 2
  %67 = getelementptr i8, ptr addrspace(1) %12, i64 12
  %68 = load i16, ptr addrspace(1) %67, align 2
  %69 = bitcast i16 %68 to half
  %70 = fpext half %69 to float
  %71 = add i64 %9, 6
  %72 = mul i64 %71, 2
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  %74 = fptrunc float %70 to half
  %75 = bitcast half %74 to i16
  store i16 %75, ptr addrspace(1) %73, align 2
  %76 = getelementptr i8, ptr addrspace(1) %12, i64 14
  %77 = load i16, ptr addrspace(1) %76, align 2
  %78 = bitcast i16 %77 to half
  %79 = fpext half %78 to float
  %80 = add i64 %9, 7
  %81 = mul i64 %80, 2
  %82 = getelementptr i8, ptr addrspace(1) %0, i64 %81
  %83 = fptrunc float %79 to half
  %84 = bitcast half %83 to i16
  store i16 %84, ptr addrspace(1) %82, align 2
  %85 = getelementptr i8, ptr addrspace(1) %12, i64 16
  %86 = load i16, ptr addrspace(1) %85, align 2
  %87 = bitcast i16 %86 to half
  %88 = fpext half %87 to float
  %89 = add i64 %9, 8
  %90 = mul i64 %89, 2
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  %92 = fptrunc float %88 to half
  %93 = bitcast half %92 to i16
  store i16 %93, ptr addrspace(1) %91, align 2
  %94 = getelementptr i8, ptr addrspace(1) %12, i64 18
  %95 = load i16, ptr addrspace(1) %94, align 2
  %96 = bitcast i16 %95 to half
  %97 = fpext half %96 to float
  %98 = add i64 %9, 9
  %99 = mul i64 %98, 2
  %100 = getelementptr i8, ptr addrspace(1) %0, i64 %99
  %101 = fptrunc float %97 to half
  %102 = bitcast half %101 to i16
  store i16 %102, ptr addrspace(1) %100, align 2
  %103 = getelementptr i8, ptr addrspace(1) %12, i64 20
  %104 = load i16, ptr addrspace(1) %103, align 2
  %105 = bitcast i16 %104 to half
  %106 = fpext half %105 to float
  %107 = add i64 %9, 10
  %108 = mul i64 %107, 2
  %109 = getelementptr i8, ptr addrspace(1) %0, i64 %108
  %110 = fptrunc float %106 to half
  %111 = bitcast half %110 to i16
  store i16 %111, ptr addrspace(1) %109, align 2
  %112 = getelementptr i8, ptr addrspace(1) %12, i64 22
  %113 = load i16, ptr addrspace(1) %112, align 2
  %114 = bitcast i16 %113 to half
  %115 = fpext half %114 to float
  %116 = add i64 %9, 11
  %117 = mul i64 %116, 2
  %118 = getelementptr i8, ptr addrspace(1) %0, i64 %117
  %119 = fptrunc float %115 to half
  %120 = bitcast half %119 to i16
  store i16 %120, ptr addrspace(1) %118, align 2
  %121 = getelementptr i8, ptr addrspace(1) %12, i64 24
  %122 = load i16, ptr addrspace(1) %121, align 2
  %123 = bitcast i16 %122 to half
  %124 = fpext half %123 to float
  %125 = add i64 %9, 12
  %126 = mul i64 %125, 2
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  %128 = fptrunc float %124 to half
  %129 = bitcast half %128 to i16
  store i16 %129, ptr addrspace(1) %127, align 2
  %130 = getelementptr i8, ptr addrspace(1) %12, i64 26
  %131 = load i16, ptr addrspace(1) %130, align 2
  %132 = bitcast i16 %131 to half
  %133 = fpext half %132 to float
  %134 = add i64 %9, 13
  %135 = mul i64 %134, 2
  %136 = getelementptr i8, ptr addrspace(1) %0, i64 %135
  %137 = fptrunc float %133 to half
  %138 = bitcast half %137 to i16
  store i16 %138, ptr addrspace(1) %136, align 2
  %139 = getelementptr i8, ptr addrspace(1) %12, i64 28
  %140 = load i16, ptr addrspace(1) %139, align 2
  %141 = bitcast i16 %140 to half
  %142 = fpext half %141 to float
  %143 = add i64 %9, 14
  %144 = mul i64 %143, 2
  %145 = getelementptr i8, ptr addrspace(1) %0, i64 %144
  %146 = fptrunc float %142 to half
  %147 = bitcast half %146 to i16
  store i16 %147, ptr addrspace(1) %145, align 2
  %148 = getelementptr i8, ptr addrspace(1) %12, i64 30
  %149 = load i16, ptr addrspace(1) %148, align 2
  %150 = bitcast i16 %149 to half
  %151 = fpext half %150 to float
  %152 = add i64 %9, 15
  %153 = mul i64 %152, 2
  %154 = getelementptr i8, ptr addrspace(1) %0, i64 %153
  %155 = fptrunc float %151 to half
  %156 = bitcast half %155 to i16
  store i16 %156, ptr addrspace(1) %154, align 2
  %157 = getelementptr i8, ptr addrspace(1) %12, i64 32
  %158 = load i16, ptr addrspace(1) %157, align 2
  %159 = bitcast i16 %158 to half
  %160 = fpext half %159 to float
  %161 = add i64 %9, 16
  %162 = mul i64 %161, 2
  %163 = getelementptr i8, ptr addrspace(1) %0, i64 %162
  %164 = fptrunc float %160 to half
  %165 = bitcast half %164 to i16
  store i16 %165, ptr addrspace(1) %163, align 2
  %166 = getelementptr i8, ptr addrspace(1) %12, i64 34
  %167 = load i16, ptr addrspace(1) %166, align 2
  %168 = bitcast i16 %167 to half
  %169 = fpext half %168 to float
  %170 = add i64 %9, 17
  %171 = mul i64 %170, 2
  %172 = getelementptr i8, ptr addrspace(1) %0, i64 %171
  %173 = fptrunc float %169 to half
  %174 = bitcast half %173 to i16
  store i16 %174, ptr addrspace(1) %172, align 2
  %175 = getelementptr i8, ptr addrspace(1) %12, i64 36
  %176 = load i16, ptr addrspace(1) %175, align 2
  %177 = bitcast i16 %176 to half
  %178 = fpext half %177 to float
  %179 = add i64 %9, 18
  %180 = mul i64 %179, 2
  %181 = getelementptr i8, ptr addrspace(1) %0, i64 %180
  %182 = fptrunc float %178 to half
  %183 = bitcast half %182 to i16
  store i16 %183, ptr addrspace(1) %181, align 2
  %184 = getelementptr i8, ptr addrspace(1) %12, i64 38
  %185 = load i16, ptr addrspace(1) %184, align 2
  %186 = bitcast i16 %185 to half
  %187 = fpext half %186 to float
  %188 = add i64 %9, 19
  %189 = mul i64 %188, 2
  %190 = getelementptr i8, ptr addrspace(1) %0, i64 %189
  %191 = fptrunc float %187 to half
  %192 = bitcast half %191 to i16
  store i16 %192, ptr addrspace(1) %190, align 2
  %193 = getelementptr i8, ptr addrspace(1) %12, i64 40
  %194 = load i16, ptr addrspace(1) %193, align 2
  %195 = bitcast i16 %194 to half
  %196 = fpext half %195 to float
  %197 = add i64 %9, 20
  %198 = mul i64 %197, 2
  %199 = getelementptr i8, ptr addrspace(1) %0, i64 %198
  %200 = fptrunc float %196 to half
  %201 = bitcast half %200 to i16
  store i16 %201, ptr addrspace(1) %199, align 2
  %202 = getelementptr i8, ptr addrspace(1) %12, i64 42
  %203 = load i16, ptr addrspace(1) %202, align 2
  %204 = bitcast i16 %203 to half
  %205 = fpext half %204 to float
  %206 = add i64 %9, 21
  %207 = mul i64 %206, 2
  %208 = getelementptr i8, ptr addrspace(1) %0, i64 %207
  %209 = fptrunc float %205 to half
  %210 = bitcast half %209 to i16
  store i16 %210, ptr addrspace(1) %208, align 2
  %211 = getelementptr i8, ptr addrspace(1) %12, i64 44
  %212 = load i16, ptr addrspace(1) %211, align 2
  %213 = bitcast i16 %212 to half
  %214 = fpext half %213 to float
  %215 = add i64 %9, 22
  %216 = mul i64 %215, 2
  %217 = getelementptr i8, ptr addrspace(1) %0, i64 %216
  %218 = fptrunc float %214 to half
  %219 = bitcast half %218 to i16
  store i16 %219, ptr addrspace(1) %217, align 2
  %220 = getelementptr i8, ptr addrspace(1) %12, i64 46
  %221 = load i16, ptr addrspace(1) %220, align 2
  %222 = bitcast i16 %221 to half
  %223 = fpext half %222 to float
  %224 = add i64 %9, 23
  %225 = mul i64 %224, 2
  %226 = getelementptr i8, ptr addrspace(1) %0, i64 %225
  %227 = fptrunc float %223 to half
  %228 = bitcast half %227 to i16
  store i16 %228, ptr addrspace(1) %226, align 2
  %229 = getelementptr i8, ptr addrspace(1) %12, i64 48
  %230 = load i16, ptr addrspace(1) %229, align 2
  %231 = bitcast i16 %230 to half
  %232 = fpext half %231 to float
  %233 = add i64 %9, 24
  %234 = mul i64 %233, 2
  %235 = getelementptr i8, ptr addrspace(1) %0, i64 %234
  %236 = fptrunc float %232 to half
  %237 = bitcast half %236 to i16
  store i16 %237, ptr addrspace(1) %235, align 2
  %238 = getelementptr i8, ptr addrspace(1) %12, i64 50
  %239 = load i16, ptr addrspace(1) %238, align 2
  %240 = bitcast i16 %239 to half
  %241 = fpext half %240 to float
  %242 = add i64 %9, 25
  %243 = mul i64 %242, 2
  %244 = getelementptr i8, ptr addrspace(1) %0, i64 %243
  %245 = fptrunc float %241 to half
  %246 = bitcast half %245 to i16
  store i16 %246, ptr addrspace(1) %244, align 2
  %247 = getelementptr i8, ptr addrspace(1) %12, i64 52
  %248 = load i16, ptr addrspace(1) %247, align 2
  %249 = bitcast i16 %248 to half
  %250 = fpext half %249 to float
  %251 = add i64 %9, 26
  %252 = mul i64 %251, 2
  %253 = getelementptr i8, ptr addrspace(1) %0, i64 %252
  %254 = fptrunc float %250 to half
  %255 = bitcast half %254 to i16
  store i16 %255, ptr addrspace(1) %253, align 2
  %256 = getelementptr i8, ptr addrspace(1) %12, i64 54
  %257 = load i16, ptr addrspace(1) %256, align 2
  %258 = bitcast i16 %257 to half
  %259 = fpext half %258 to float
  %260 = add i64 %9, 27
  %261 = mul i64 %260, 2
  %262 = getelementptr i8, ptr addrspace(1) %0, i64 %261
  %263 = fptrunc float %259 to half
  %264 = bitcast half %263 to i16
  store i16 %264, ptr addrspace(1) %262, align 2
  %265 = getelementptr i8, ptr addrspace(1) %12, i64 56
  %266 = load i16, ptr addrspace(1) %265, align 2
  %267 = bitcast i16 %266 to half
  %268 = fpext half %267 to float
  %269 = add i64 %9, 28
  %270 = mul i64 %269, 2
  %271 = getelementptr i8, ptr addrspace(1) %0, i64 %270
  %272 = fptrunc float %268 to half
  %273 = bitcast half %272 to i16
  store i16 %273, ptr addrspace(1) %271, align 2
  %274 = getelementptr i8, ptr addrspace(1) %12, i64 58
  %275 = load i16, ptr addrspace(1) %274, align 2
  %276 = bitcast i16 %275 to half
  %277 = fpext half %276 to float
  %278 = add i64 %9, 29
  %279 = mul i64 %278, 2
  %280 = getelementptr i8, ptr addrspace(1) %0, i64 %279
  %281 = fptrunc float %277 to half
  %282 = bitcast half %281 to i16
  store i16 %282, ptr addrspace(1) %280, align 2
  %283 = getelementptr i8, ptr addrspace(1) %12, i64 60
  %284 = load i16, ptr addrspace(1) %283, align 2
  %285 = bitcast i16 %284 to half
  %286 = fpext half %285 to float
  %287 = add i64 %9, 30
  %288 = mul i64 %287, 2
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  %290 = fptrunc float %286 to half
  %291 = bitcast half %290 to i16
  store i16 %291, ptr addrspace(1) %289, align 2
  %292 = getelementptr i8, ptr addrspace(1) %12, i64 62
  %293 = load i16, ptr addrspace(1) %292, align 2
  %294 = bitcast i16 %293 to half
  %295 = fpext half %294 to float
  %296 = add i64 %9, 31
  %297 = mul i64 %296, 2
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  %299 = fptrunc float %295 to half
  %300 = bitcast half %299 to i16
  store i16 %300, ptr addrspace(1) %298, align 2
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_dequant_f16_f16, !"kernel", i32 1}
!1 = !{ptr @strata_dequant_f16_f16, !"maxntidx", i32 128}
