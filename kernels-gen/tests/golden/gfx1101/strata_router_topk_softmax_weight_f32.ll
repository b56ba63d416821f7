; ModuleID = 'strata_router_topk_softmax_weight_f32'
source_filename = "strata_router_topk_softmax_weight_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_router_topk_softmax_weight_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) #0 {
entry:
  %v17 = alloca i32, align 4, addrspace(5)
  %v11 = alloca i32, align 4, addrspace(5)
  %v10 = alloca i32, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v5 = alloca i32, align 4, addrspace(5)
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
  %73 = icmp eq i32 %14, 0
  store i32 0, ptr addrspace(5) %v5, align 4
  br label %loop6

loop6:                                            ; preds = %endif, %done
  %74 = load i32, ptr addrspace(5) %v5, align 4
  %75 = icmp slt i32 %74, %4
  br i1 %75, label %body7, label %done8

body7:                                            ; preds = %loop6
  %76 = load i32, ptr addrspace(5) %v5, align 4
  store float 0xFFF0000000000000, ptr addrspace(5) %v9, align 4
  store i32 %3, ptr addrspace(5) %v10, align 4
  %77 = load float, ptr addrspace(5) %v2, align 4
  %78 = load i32, ptr addrspace(5) %v3, align 4
  store i32 %14, ptr addrspace(5) %v11, align 4
  br label %loop12

done8:                                            ; preds = %loop6
  %79 = load float, ptr addrspace(5) %v4, align 4
  br i1 %73, label %then15, label %endif16

loop12:                                           ; preds = %body13, %body7
  %80 = load i32, ptr addrspace(5) %v11, align 4
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %body13, label %done14

body13:                                           ; preds = %loop12
  %82 = load i32, ptr addrspace(5) %v11, align 4
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(1) %11, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = fcmp uno float %86, %86
  %88 = select i1 %87, float 0xFFF0000000000000, float %86
  %89 = fcmp olt float %88, %77
  %90 = fcmp oeq float %88, %77
  %91 = icmp sgt i32 %82, %78
  %92 = and i1 %90, %91
  %93 = or i1 %89, %92
  %94 = load float, ptr addrspace(5) %v9, align 4
  %95 = load i32, ptr addrspace(5) %v10, align 4
  %96 = fcmp ogt float %88, %94
  %97 = icmp eq i32 %95, %3
  %98 = or i1 %96, %97
  %99 = and i1 %93, %98
  %100 = select i1 %99, float %88, float %94
  store float %100, ptr addrspace(5) %v9, align 4
  %101 = select i1 %99, i32 %82, i32 %95
  store i32 %101, ptr addrspace(5) %v10, align 4
  %102 = load i32, ptr addrspace(5) %v11, align 4
  %103 = add i32 %102, 32
  store i32 %103, ptr addrspace(5) %v11, align 4
  br label %loop12

done14:                                           ; preds = %loop12
  %104 = load float, ptr addrspace(5) %v9, align 4
  %105 = load i32, ptr addrspace(5) %v10, align 4
  %106 = bitcast float %104 to i32
  %107 = call i32 @llvm.amdgcn.workitem.id.x()
  %108 = and i32 %107, 31
  %109 = xor i32 %108, 16
  %110 = shl i32 %109, 2
  %111 = call i32 @llvm.amdgcn.ds.bpermute(i32 %110, i32 %106)
  %112 = bitcast i32 %111 to float
  %113 = call i32 @llvm.amdgcn.workitem.id.x()
  %114 = and i32 %113, 31
  %115 = xor i32 %114, 16
  %116 = shl i32 %115, 2
  %117 = call i32 @llvm.amdgcn.ds.bpermute(i32 %116, i32 %105)
  %118 = fcmp ogt float %112, %104
  %119 = fcmp oeq float %112, %104
  %120 = icmp slt i32 %117, %105
  %121 = and i1 %119, %120
  %122 = or i1 %118, %121
  %123 = select i1 %122, float %112, float %104
  %124 = select i1 %122, i32 %117, i32 %105
  %125 = bitcast float %123 to i32
  %126 = call i32 @llvm.amdgcn.workitem.id.x()
  %127 = and i32 %126, 31
  %128 = xor i32 %127, 8
  %129 = shl i32 %128, 2
  %130 = call i32 @llvm.amdgcn.ds.bpermute(i32 %129, i32 %125)
  %131 = bitcast i32 %130 to float
  %132 = call i32 @llvm.amdgcn.workitem.id.x()
  %133 = and i32 %132, 31
  %134 = xor i32 %133, 8
  %135 = shl i32 %134, 2
  %136 = call i32 @llvm.amdgcn.ds.bpermute(i32 %135, i32 %124)
  %137 = fcmp ogt float %131, %123
  %138 = fcmp oeq float %131, %123
  %139 = icmp slt i32 %136, %124
  %140 = and i1 %138, %139
  %141 = or i1 %137, %140
  %142 = select i1 %141, float %131, float %123
  %143 = select i1 %141, i32 %136, i32 %124
  %144 = bitcast float %142 to i32
  %145 = call i32 @llvm.amdgcn.workitem.id.x()
  %146 = and i32 %145, 31
  %147 = xor i32 %146, 4
  %148 = shl i32 %147, 2
  %149 = call i32 @llvm.amdgcn.ds.bpermute(i32 %148, i32 %144)
  %150 = bitcast i32 %149 to float
  %151 = call i32 @llvm.amdgcn.workitem.id.x()
  %152 = and i32 %151, 31
  %153 = xor i32 %152, 4
  %154 = shl i32 %153, 2
  %155 = call i32 @llvm.amdgcn.ds.bpermute(i32 %154, i32 %143)
  %156 = fcmp ogt float %150, %142
  %157 = fcmp oeq float %150, %142
  %158 = icmp slt i32 %155, %143
  %159 = and i1 %157, %158
  %160 = or i1 %156, %159
  %161 = select i1 %160, float %150, float %142
  %162 = select i1 %160, i32 %155, i32 %143
  %163 = bitcast float %161 to i32
  %164 = call i32 @llvm.amdgcn.workitem.id.x()
  %165 = and i32 %164, 31
  %166 = xor i32 %165, 2
  %167 = shl i32 %166, 2
  %168 = call i32 @llvm.amdgcn.ds.bpermute(i32 %167, i32 %163)
  %169 = bitcast i32 %168 to float
  %170 = call i32 @llvm.amdgcn.workitem.id.x()
  %171 = and i32 %170, 31
  %172 = xor i32 %171, 2
  %173 = shl i32 %172, 2
  %174 = call i32 @llvm.amdgcn.ds.bpermute(i32 %173, i32 %162)
  %175 = fcmp ogt float %169, %161
  %176 = fcmp oeq float %169, %161
  %177 = icmp slt i32 %174, %162
  %178 = and i1 %176, %177
  %179 = or i1 %175, %178
  %180 = select i1 %179, float %169, float %161
  %181 = select i1 %179, i32 %174, i32 %162
  %182 = bitcast float %180 to i32
  %183 = call i32 @llvm.amdgcn.workitem.id.x()
  %184 = and i32 %183, 31
  %185 = xor i32 %184, 1
  %186 = shl i32 %185, 2
  %187 = call i32 @llvm.amdgcn.ds.bpermute(i32 %186, i32 %182)
  %188 = bitcast i32 %187 to float
  %189 = call i32 @llvm.amdgcn.workitem.id.x()
  %190 = and i32 %189, 31
  %191 = xor i32 %190, 1
  %192 = shl i32 %191, 2
  %193 = call i32 @llvm.amdgcn.ds.bpermute(i32 %192, i32 %181)
  %194 = fcmp ogt float %188, %180
  %195 = fcmp oeq float %188, %180
  %196 = icmp slt i32 %193, %181
  %197 = and i1 %195, %196
  %198 = or i1 %194, %197
  %199 = select i1 %198, float %188, float %180
  %200 = select i1 %198, i32 %193, i32 %181
  %201 = fsub float %199, %72
  %202 = fmul float %201, 0x3FF7154760000000
  %203 = fcmp olt float %202, -1.260000e+02
  %204 = fcmp ogt float %202, 1.270000e+02
  %205 = select i1 %203, float -1.260000e+02, float %202
  %206 = select i1 %204, float 1.270000e+02, float %205
  %207 = fadd float %206, 5.000000e-01
  %208 = call float @llvm.floor.f32(float %207)
  %209 = fsub float %206, %208
  %210 = fmul float 0x3EEFFCBFC0000000, %209
  %211 = fadd float %210, 0x3F24309120000000
  %212 = fmul float %211, %209
  %213 = fadd float %212, 0x3F55D87FE0000000
  %214 = fmul float %213, %209
  %215 = fadd float %214, 0x3F83B2AB60000000
  %216 = fmul float %215, %209
  %217 = fadd float %216, 0x3FAC6B08E0000000
  %218 = fmul float %217, %209
  %219 = fadd float %218, 0x3FCEBFBE00000000
  %220 = fmul float %219, %209
  %221 = fadd float %220, 0x3FE62E4300000000
  %222 = fmul float %221, %209
  %223 = fadd float %222, 1.000000e+00
  %224 = fptosi float %208 to i32
  %225 = add i32 %224, 127
  %226 = shl i32 %225, 23
  %227 = bitcast i32 %226 to float
  %228 = fmul float %223, %227
  %229 = select i1 %203, float 0.000000e+00, float %228
  %230 = select i1 %204, float 0x7FF0000000000000, float %229
  %231 = fcmp uno float %202, %202
  %232 = select i1 %231, float %202, float %230
  store float %199, ptr addrspace(5) %v2, align 4
  store i32 %200, ptr addrspace(5) %v3, align 4
  %233 = load float, ptr addrspace(5) %v4, align 4
  %234 = fadd float %233, %232
  store float %234, ptr addrspace(5) %v4, align 4
  %235 = add i32 %12, %76
  br i1 %73, label %then, label %endif

then:                                             ; preds = %done14
  %236 = sext i32 %235 to i64
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr addrspace(1) %0, i64 %237
  store i32 %200, ptr addrspace(1) %238, align 4
  %239 = sext i32 %235 to i64
  %240 = mul i64 %239, 4
  %241 = getelementptr i8, ptr addrspace(1) %1, i64 %240
  store float %232, ptr addrspace(1) %241, align 4
  br label %endif

endif:                                            ; preds = %then, %done14
  %242 = load i32, ptr addrspace(5) %v5, align 4
  %243 = add i32 %242, 1
  store i32 %243, ptr addrspace(5) %v5, align 4
  br label %loop6

then15:                                           ; preds = %done8
  store i32 0, ptr addrspace(5) %v17, align 4
  br label %loop18

endif16:                                          ; preds = %done20, %done8
  ret void

loop18:                                           ; preds = %body19, %then15
  %244 = load i32, ptr addrspace(5) %v17, align 4
  %245 = icmp slt i32 %244, %4
  br i1 %245, label %body19, label %done20

body19:                                           ; preds = %loop18
  %246 = load i32, ptr addrspace(5) %v17, align 4
  %247 = add i32 %12, %246
  %248 = sext i32 %247 to i64
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr addrspace(1) %1, i64 %249
  %251 = load float, ptr addrspace(1) %250, align 4
  %252 = fdiv float %251, %79
  %253 = sext i32 %247 to i64
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr addrspace(1) %1, i64 %254
  store float %252, ptr addrspace(1) %255, align 4
  %256 = load i32, ptr addrspace(5) %v17, align 4
  %257 = add i32 %256, 1
  store i32 %257, ptr addrspace(5) %v17, align 4
  br label %loop18

done20:                                           ; preds = %loop18
  br label %endif16
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
