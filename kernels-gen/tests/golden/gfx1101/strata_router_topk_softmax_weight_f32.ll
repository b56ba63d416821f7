; ModuleID = 'strata_router_topk_softmax_weight_f32'
source_filename = "strata_router_topk_softmax_weight_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_router_topk_softmax_weight_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) #0 {
entry:
  %v22 = alloca i32, align 4, addrspace(5)
  %v12 = alloca i32, align 4, addrspace(5)
  %v11 = alloca i32, align 4, addrspace(5)
  %v10 = alloca float, align 4, addrspace(5)
  %v6 = alloca i32, align 4, addrspace(5)
  %v5 = alloca float, align 4, addrspace(5)
  %v4 = alloca float, align 4, addrspace(5)
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = sext i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul i64 %7, %8
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %2, i64 %10
  %12 = mul i32 %6, %4
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  %14 = and i32 %13, 31
  store float 0xFFF0000000000000, ptr addrspace(5) %v, align 4
  store i32 %14, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %15 = load i32, ptr addrspace(5) %v1, align 4
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %body, label %done

body:                                             ; preds = %loop
  %17 = load i32, ptr addrspace(5) %v1, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load float, ptr addrspace(5) %v, align 4
  %23 = fcmp ogt float %21, %22
  %24 = select i1 %23, float %21, float %22
  store float %24, ptr addrspace(5) %v, align 4
  %25 = load i32, ptr addrspace(5) %v1, align 4
  %26 = add i32 %25, 32
  store i32 %26, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %27 = load float, ptr addrspace(5) %v, align 4
  %28 = bitcast float %27 to i32
  %29 = call i32 @llvm.amdgcn.workitem.id.x()
  %30 = and i32 %29, 31
  %31 = xor i32 %30, 16
  %32 = shl i32 %31, 2
  %33 = call i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = bitcast i32 %33 to float
  %35 = fcmp ogt float %27, %34
  %36 = select i1 %35, float %27, float %34
  %37 = bitcast float %36 to i32
  %38 = call i32 @llvm.amdgcn.workitem.id.x()
  %39 = and i32 %38, 31
  %40 = xor i32 %39, 8
  %41 = shl i32 %40, 2
  %42 = call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %37)
  %43 = bitcast i32 %42 to float
  %44 = fcmp ogt float %36, %43
  %45 = select i1 %44, float %36, float %43
  %46 = bitcast float %45 to i32
  %47 = call i32 @llvm.amdgcn.workitem.id.x()
  %48 = and i32 %47, 31
  %49 = xor i32 %48, 4
  %50 = shl i32 %49, 2
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = bitcast i32 %51 to float
  %53 = fcmp ogt float %45, %52
  %54 = select i1 %53, float %45, float %52
  %55 = bitcast float %54 to i32
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  %57 = and i32 %56, 31
  %58 = xor i32 %57, 2
  %59 = shl i32 %58, 2
  %60 = call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = bitcast i32 %60 to float
  %62 = fcmp ogt float %54, %61
  %63 = select i1 %62, float %54, float %61
  %64 = bitcast float %63 to i32
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  %66 = and i32 %65, 31
  %67 = xor i32 %66, 1
  %68 = shl i32 %67, 2
  %69 = call i32 @llvm.amdgcn.ds.bpermute(i32 %68, i32 %64)
  %70 = bitcast i32 %69 to float
  %71 = fcmp ogt float %63, %70
  %72 = select i1 %71, float %63, float %70
  store float 0x7FF0000000000000, ptr addrspace(5) %v2, align 4
  store i32 -1, ptr addrspace(5) %v3, align 4
  store float 0.000000e+00, ptr addrspace(5) %v4, align 4
  store float 0.000000e+00, ptr addrspace(5) %v5, align 4
  %73 = icmp eq i32 %14, 0
  %74 = icmp sle i32 %4, 32
  %75 = and i1 true, %74
  %76 = xor i1 %75, true
  %77 = and i1 %73, %76
  store i32 0, ptr addrspace(5) %v6, align 4
  br label %loop7

loop7:                                            ; preds = %endif17, %done
  %78 = load i32, ptr addrspace(5) %v6, align 4
  %79 = icmp slt i32 %78, %4
  br i1 %79, label %body8, label %done9

body8:                                            ; preds = %loop7
  %80 = load i32, ptr addrspace(5) %v6, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v10, align 4
  store i32 %3, ptr addrspace(5) %v11, align 4
  %81 = load float, ptr addrspace(5) %v2, align 4
  %82 = load i32, ptr addrspace(5) %v3, align 4
  store i32 %14, ptr addrspace(5) %v12, align 4
  br label %loop13

done9:                                            ; preds = %loop7
  %83 = load float, ptr addrspace(5) %v4, align 4
  %84 = icmp slt i32 %14, %4
  %85 = and i1 %75, %84
  br i1 %85, label %then18, label %endif19

loop13:                                           ; preds = %body14, %body8
  %86 = load i32, ptr addrspace(5) %v12, align 4
  %87 = icmp slt i32 %86, %3
  br i1 %87, label %body14, label %done15

body14:                                           ; preds = %loop13
  %88 = load i32, ptr addrspace(5) %v12, align 4
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %11, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = fcmp uno float %92, %92
  %94 = select i1 %93, float 0xFFF0000000000000, float %92
  %95 = fcmp olt float %94, %81
  %96 = fcmp oeq float %94, %81
  %97 = icmp sgt i32 %88, %82
  %98 = and i1 %96, %97
  %99 = or i1 %95, %98
  %100 = load float, ptr addrspace(5) %v10, align 4
  %101 = load i32, ptr addrspace(5) %v11, align 4
  %102 = fcmp ogt float %94, %100
  %103 = icmp eq i32 %101, %3
  %104 = or i1 %102, %103
  %105 = and i1 %99, %104
  %106 = select i1 %105, float %94, float %100
  store float %106, ptr addrspace(5) %v10, align 4
  %107 = select i1 %105, i32 %88, i32 %101
  store i32 %107, ptr addrspace(5) %v11, align 4
  %108 = load i32, ptr addrspace(5) %v12, align 4
  %109 = add i32 %108, 32
  store i32 %109, ptr addrspace(5) %v12, align 4
  br label %loop13

done15:                                           ; preds = %loop13
  %110 = load float, ptr addrspace(5) %v10, align 4
  %111 = load i32, ptr addrspace(5) %v11, align 4
  %112 = bitcast float %110 to i32
  %113 = call i32 @llvm.amdgcn.workitem.id.x()
  %114 = and i32 %113, 31
  %115 = xor i32 %114, 16
  %116 = shl i32 %115, 2
  %117 = call i32 @llvm.amdgcn.ds.bpermute(i32 %116, i32 %112)
  %118 = bitcast i32 %117 to float
  %119 = call i32 @llvm.amdgcn.workitem.id.x()
  %120 = and i32 %119, 31
  %121 = xor i32 %120, 16
  %122 = shl i32 %121, 2
  %123 = call i32 @llvm.amdgcn.ds.bpermute(i32 %122, i32 %111)
  %124 = fcmp ogt float %118, %110
  %125 = fcmp oeq float %118, %110
  %126 = icmp slt i32 %123, %111
  %127 = and i1 %125, %126
  %128 = or i1 %124, %127
  %129 = select i1 %128, float %118, float %110
  %130 = select i1 %128, i32 %123, i32 %111
  %131 = bitcast float %129 to i32
  %132 = call i32 @llvm.amdgcn.workitem.id.x()
  %133 = and i32 %132, 31
  %134 = xor i32 %133, 8
  %135 = shl i32 %134, 2
  %136 = call i32 @llvm.amdgcn.ds.bpermute(i32 %135, i32 %131)
  %137 = bitcast i32 %136 to float
  %138 = call i32 @llvm.amdgcn.workitem.id.x()
  %139 = and i32 %138, 31
  %140 = xor i32 %139, 8
  %141 = shl i32 %140, 2
  %142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %141, i32 %130)
  %143 = fcmp ogt float %137, %129
  %144 = fcmp oeq float %137, %129
  %145 = icmp slt i32 %142, %130
  %146 = and i1 %144, %145
  %147 = or i1 %143, %146
  %148 = select i1 %147, float %137, float %129
  %149 = select i1 %147, i32 %142, i32 %130
  %150 = bitcast float %148 to i32
  %151 = call i32 @llvm.amdgcn.workitem.id.x()
  %152 = and i32 %151, 31
  %153 = xor i32 %152, 4
  %154 = shl i32 %153, 2
  %155 = call i32 @llvm.amdgcn.ds.bpermute(i32 %154, i32 %150)
  %156 = bitcast i32 %155 to float
  %157 = call i32 @llvm.amdgcn.workitem.id.x()
  %158 = and i32 %157, 31
  %159 = xor i32 %158, 4
  %160 = shl i32 %159, 2
  %161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %160, i32 %149)
  %162 = fcmp ogt float %156, %148
  %163 = fcmp oeq float %156, %148
  %164 = icmp slt i32 %161, %149
  %165 = and i1 %163, %164
  %166 = or i1 %162, %165
  %167 = select i1 %166, float %156, float %148
  %168 = select i1 %166, i32 %161, i32 %149
  %169 = bitcast float %167 to i32
  %170 = call i32 @llvm.amdgcn.workitem.id.x()
  %171 = and i32 %170, 31
  %172 = xor i32 %171, 2
  %173 = shl i32 %172, 2
  %174 = call i32 @llvm.amdgcn.ds.bpermute(i32 %173, i32 %169)
  %175 = bitcast i32 %174 to float
  %176 = call i32 @llvm.amdgcn.workitem.id.x()
  %177 = and i32 %176, 31
  %178 = xor i32 %177, 2
  %179 = shl i32 %178, 2
  %180 = call i32 @llvm.amdgcn.ds.bpermute(i32 %179, i32 %168)
  %181 = fcmp ogt float %175, %167
  %182 = fcmp oeq float %175, %167
  %183 = icmp slt i32 %180, %168
  %184 = and i1 %182, %183
  %185 = or i1 %181, %184
  %186 = select i1 %185, float %175, float %167
  %187 = select i1 %185, i32 %180, i32 %168
  %188 = bitcast float %186 to i32
  %189 = call i32 @llvm.amdgcn.workitem.id.x()
  %190 = and i32 %189, 31
  %191 = xor i32 %190, 1
  %192 = shl i32 %191, 2
  %193 = call i32 @llvm.amdgcn.ds.bpermute(i32 %192, i32 %188)
  %194 = bitcast i32 %193 to float
  %195 = call i32 @llvm.amdgcn.workitem.id.x()
  %196 = and i32 %195, 31
  %197 = xor i32 %196, 1
  %198 = shl i32 %197, 2
  %199 = call i32 @llvm.amdgcn.ds.bpermute(i32 %198, i32 %187)
  %200 = fcmp ogt float %194, %186
  %201 = fcmp oeq float %194, %186
  %202 = icmp slt i32 %199, %187
  %203 = and i1 %201, %202
  %204 = or i1 %200, %203
  %205 = select i1 %204, float %194, float %186
  %206 = select i1 %204, i32 %199, i32 %187
  %207 = fsub float %205, %72
  %208 = fmul float %207, 0x3FF7154760000000
  %209 = fcmp olt float %208, -1.260000e+02
  %210 = fcmp ogt float %208, 1.270000e+02
  %211 = select i1 %209, float -1.260000e+02, float %208
  %212 = select i1 %210, float 1.270000e+02, float %211
  %213 = fadd float %212, 5.000000e-01
  %214 = call float @llvm.floor.f32(float %213)
  %215 = fsub float %212, %214
  %216 = fmul float 0x3EEFFCBFC0000000, %215
  %217 = fadd float %216, 0x3F24309120000000
  %218 = fmul float %217, %215
  %219 = fadd float %218, 0x3F55D87FE0000000
  %220 = fmul float %219, %215
  %221 = fadd float %220, 0x3F83B2AB60000000
  %222 = fmul float %221, %215
  %223 = fadd float %222, 0x3FAC6B08E0000000
  %224 = fmul float %223, %215
  %225 = fadd float %224, 0x3FCEBFBE00000000
  %226 = fmul float %225, %215
  %227 = fadd float %226, 0x3FE62E4300000000
  %228 = fmul float %227, %215
  %229 = fadd float %228, 1.000000e+00
  %230 = fptosi float %214 to i32
  %231 = add i32 %230, 127
  %232 = shl i32 %231, 23
  %233 = bitcast i32 %232 to float
  %234 = fmul float %229, %233
  %235 = select i1 %209, float 0.000000e+00, float %234
  %236 = select i1 %210, float 0x7FF0000000000000, float %235
  %237 = fcmp uno float %208, %208
  %238 = select i1 %237, float %208, float %236
  store float %205, ptr addrspace(5) %v2, align 4
  store i32 %206, ptr addrspace(5) %v3, align 4
  %239 = load float, ptr addrspace(5) %v4, align 4
  %240 = fadd float %239, %238
  store float %240, ptr addrspace(5) %v4, align 4
  %241 = icmp eq i32 %14, %80
  %242 = load float, ptr addrspace(5) %v5, align 4
  %243 = select i1 %241, float %238, float %242
  store float %243, ptr addrspace(5) %v5, align 4
  %244 = add i32 %12, %80
  br i1 %73, label %then, label %endif

then:                                             ; preds = %done15
  %245 = sext i32 %244 to i64
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr addrspace(1) %0, i64 %246
  store i32 %206, ptr addrspace(1) %247, align 4
  br label %endif

endif:                                            ; preds = %then, %done15
  br i1 %77, label %then16, label %endif17

then16:                                           ; preds = %endif
  %248 = sext i32 %244 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  store float %238, ptr addrspace(1) %250, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif
  %251 = load i32, ptr addrspace(5) %v6, align 4
  %252 = add i32 %251, 1
  store i32 %252, ptr addrspace(5) %v6, align 4
  br label %loop7

then18:                                           ; preds = %done9
  %253 = load float, ptr addrspace(5) %v5, align 4
  %254 = fdiv float %253, %83
  %255 = add i32 %12, %14
  %256 = sext i32 %255 to i64
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %1, i64 %257
  store float %254, ptr addrspace(1) %258, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %done9
  %259 = xor i1 %74, true
  %260 = and i1 true, %259
  %261 = and i1 %260, %73
  br i1 %261, label %then20, label %endif21

then20:                                           ; preds = %endif19
  store i32 0, ptr addrspace(5) %v22, align 4
  br label %loop23

endif21:                                          ; preds = %done25, %endif19
  ret void

loop23:                                           ; preds = %body24, %then20
  %262 = load i32, ptr addrspace(5) %v22, align 4
  %263 = icmp slt i32 %262, %4
  br i1 %263, label %body24, label %done25

body24:                                           ; preds = %loop23
  %264 = load i32, ptr addrspace(5) %v22, align 4
  %265 = add i32 %12, %264
  %266 = sext i32 %265 to i64
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %1, i64 %267
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = fdiv float %269, %83
  %271 = sext i32 %265 to i64
  %272 = mul i64 %271, 4
  %273 = getelementptr i8, ptr addrspace(1) %1, i64 %272
  store float %270, ptr addrspace(1) %273, align 4
  %274 = load i32, ptr addrspace(5) %v22, align 4
  %275 = add i32 %274, 1
  store i32 %275, ptr addrspace(5) %v22, align 4
  br label %loop23

done25:                                           ; preds = %loop23
  br label %endif21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="32,32" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
