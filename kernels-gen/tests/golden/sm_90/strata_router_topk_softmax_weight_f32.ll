; ModuleID = 'strata_router_topk_softmax_weight_f32'
source_filename = "strata_router_topk_softmax_weight_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_router_topk_softmax_weight_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) {
entry:
  %v22 = alloca i32, align 4
  %v12 = alloca i32, align 4
  %v11 = alloca i32, align 4
  %v10 = alloca float, align 4
  %v6 = alloca i32, align 4
  %v5 = alloca float, align 4
  %v4 = alloca float, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = sext i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul i64 %7, %8
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %2, i64 %10
  %12 = mul i32 %6, %4
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = and i32 %13, 31
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 %14, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %15 = load i32, ptr %v1, align 4
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %body, label %done

body:                                             ; preds = %loop
  %17 = load i32, ptr %v1, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load float, ptr %v, align 4
  %23 = fcmp ogt float %21, %22
  %24 = select i1 %23, float %21, float %22
  store float %24, ptr %v, align 4
  %25 = load i32, ptr %v1, align 4
  %26 = add i32 %25, 32
  store i32 %26, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %27 = load float, ptr %v, align 4
  %28 = bitcast float %27 to i32
  %29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 16, i32 31)
  %30 = bitcast i32 %29 to float
  %31 = fcmp ogt float %27, %30
  %32 = select i1 %31, float %27, float %30
  %33 = bitcast float %32 to i32
  %34 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %33, i32 8, i32 31)
  %35 = bitcast i32 %34 to float
  %36 = fcmp ogt float %32, %35
  %37 = select i1 %36, float %32, float %35
  %38 = bitcast float %37 to i32
  %39 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 4, i32 31)
  %40 = bitcast i32 %39 to float
  %41 = fcmp ogt float %37, %40
  %42 = select i1 %41, float %37, float %40
  %43 = bitcast float %42 to i32
  %44 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %45 = bitcast i32 %44 to float
  %46 = fcmp ogt float %42, %45
  %47 = select i1 %46, float %42, float %45
  %48 = bitcast float %47 to i32
  %49 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31)
  %50 = bitcast i32 %49 to float
  %51 = fcmp ogt float %47, %50
  %52 = select i1 %51, float %47, float %50
  store float 0x7FF0000000000000, ptr %v2, align 4
  store i32 -1, ptr %v3, align 4
  store float 0.000000e+00, ptr %v4, align 4
  store float 0.000000e+00, ptr %v5, align 4
  %53 = icmp eq i32 %14, 0
  %54 = icmp sle i32 %4, 32
  %55 = and i1 true, %54
  %56 = xor i1 %55, true
  %57 = and i1 %53, %56
  store i32 0, ptr %v6, align 4
  br label %loop7

loop7:                                            ; preds = %endif17, %done
  %58 = load i32, ptr %v6, align 4
  %59 = icmp slt i32 %58, %4
  br i1 %59, label %body8, label %done9

body8:                                            ; preds = %loop7
  %60 = load i32, ptr %v6, align 4
  store float 0xFFF0000000000000, ptr %v10, align 4
  store i32 %3, ptr %v11, align 4
  %61 = load float, ptr %v2, align 4
  %62 = load i32, ptr %v3, align 4
  store i32 %14, ptr %v12, align 4
  br label %loop13

done9:                                            ; preds = %loop7
  %63 = load float, ptr %v4, align 4
  %64 = icmp slt i32 %14, %4
  %65 = and i1 %55, %64
  br i1 %65, label %then18, label %endif19

loop13:                                           ; preds = %body14, %body8
  %66 = load i32, ptr %v12, align 4
  %67 = icmp slt i32 %66, %3
  br i1 %67, label %body14, label %done15

body14:                                           ; preds = %loop13
  %68 = load i32, ptr %v12, align 4
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) %11, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4
  %73 = fcmp uno float %72, %72
  %74 = select i1 %73, float 0xFFF0000000000000, float %72
  %75 = fcmp olt float %74, %61
  %76 = fcmp oeq float %74, %61
  %77 = icmp sgt i32 %68, %62
  %78 = and i1 %76, %77
  %79 = or i1 %75, %78
  %80 = load float, ptr %v10, align 4
  %81 = load i32, ptr %v11, align 4
  %82 = fcmp ogt float %74, %80
  %83 = icmp eq i32 %81, %3
  %84 = or i1 %82, %83
  %85 = and i1 %79, %84
  %86 = select i1 %85, float %74, float %80
  store float %86, ptr %v10, align 4
  %87 = select i1 %85, i32 %68, i32 %81
  store i32 %87, ptr %v11, align 4
  %88 = load i32, ptr %v12, align 4
  %89 = add i32 %88, 32
  store i32 %89, ptr %v12, align 4
  br label %loop13

done15:                                           ; preds = %loop13
  %90 = load float, ptr %v10, align 4
  %91 = load i32, ptr %v11, align 4
  %92 = bitcast float %90 to i32
  %93 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 16, i32 31)
  %94 = bitcast i32 %93 to float
  %95 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 16, i32 31)
  %96 = fcmp ogt float %94, %90
  %97 = fcmp oeq float %94, %90
  %98 = icmp slt i32 %95, %91
  %99 = and i1 %97, %98
  %100 = or i1 %96, %99
  %101 = select i1 %100, float %94, float %90
  %102 = select i1 %100, i32 %95, i32 %91
  %103 = bitcast float %101 to i32
  %104 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 8, i32 31)
  %105 = bitcast i32 %104 to float
  %106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 8, i32 31)
  %107 = fcmp ogt float %105, %101
  %108 = fcmp oeq float %105, %101
  %109 = icmp slt i32 %106, %102
  %110 = and i1 %108, %109
  %111 = or i1 %107, %110
  %112 = select i1 %111, float %105, float %101
  %113 = select i1 %111, i32 %106, i32 %102
  %114 = bitcast float %112 to i32
  %115 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 4, i32 31)
  %116 = bitcast i32 %115 to float
  %117 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 4, i32 31)
  %118 = fcmp ogt float %116, %112
  %119 = fcmp oeq float %116, %112
  %120 = icmp slt i32 %117, %113
  %121 = and i1 %119, %120
  %122 = or i1 %118, %121
  %123 = select i1 %122, float %116, float %112
  %124 = select i1 %122, i32 %117, i32 %113
  %125 = bitcast float %123 to i32
  %126 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %125, i32 2, i32 31)
  %127 = bitcast i32 %126 to float
  %128 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 2, i32 31)
  %129 = fcmp ogt float %127, %123
  %130 = fcmp oeq float %127, %123
  %131 = icmp slt i32 %128, %124
  %132 = and i1 %130, %131
  %133 = or i1 %129, %132
  %134 = select i1 %133, float %127, float %123
  %135 = select i1 %133, i32 %128, i32 %124
  %136 = bitcast float %134 to i32
  %137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
  %138 = bitcast i32 %137 to float
  %139 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 1, i32 31)
  %140 = fcmp ogt float %138, %134
  %141 = fcmp oeq float %138, %134
  %142 = icmp slt i32 %139, %135
  %143 = and i1 %141, %142
  %144 = or i1 %140, %143
  %145 = select i1 %144, float %138, float %134
  %146 = select i1 %144, i32 %139, i32 %135
  %147 = fsub float %145, %52
  %148 = fmul float %147, 0x3FF7154760000000
  %149 = fcmp olt float %148, -1.260000e+02
  %150 = fcmp ogt float %148, 1.270000e+02
  %151 = select i1 %149, float -1.260000e+02, float %148
  %152 = select i1 %150, float 1.270000e+02, float %151
  %153 = fadd float %152, 5.000000e-01
  %154 = call float @llvm.floor.f32(float %153)
  %155 = fsub float %152, %154
  %156 = fmul float 0x3EEFFCBFC0000000, %155
  %157 = fadd float %156, 0x3F24309120000000
  %158 = fmul float %157, %155
  %159 = fadd float %158, 0x3F55D87FE0000000
  %160 = fmul float %159, %155
  %161 = fadd float %160, 0x3F83B2AB60000000
  %162 = fmul float %161, %155
  %163 = fadd float %162, 0x3FAC6B08E0000000
  %164 = fmul float %163, %155
  %165 = fadd float %164, 0x3FCEBFBE00000000
  %166 = fmul float %165, %155
  %167 = fadd float %166, 0x3FE62E4300000000
  %168 = fmul float %167, %155
  %169 = fadd float %168, 1.000000e+00
  %170 = fptosi float %154 to i32
  %171 = add i32 %170, 127
  %172 = shl i32 %171, 23
  %173 = bitcast i32 %172 to float
  %174 = fmul float %169, %173
  %175 = select i1 %149, float 0.000000e+00, float %174
  %176 = select i1 %150, float 0x7FF0000000000000, float %175
  %177 = fcmp uno float %148, %148
  %178 = select i1 %177, float %148, float %176
  store float %145, ptr %v2, align 4
  store i32 %146, ptr %v3, align 4
  %179 = load float, ptr %v4, align 4
  %180 = fadd float %179, %178
  store float %180, ptr %v4, align 4
  %181 = icmp eq i32 %14, %60
  %182 = load float, ptr %v5, align 4
  %183 = select i1 %181, float %178, float %182
  store float %183, ptr %v5, align 4
  %184 = add i32 %12, %60
  br i1 %53, label %then, label %endif

then:                                             ; preds = %done15
  %185 = sext i32 %184 to i64
  %186 = mul i64 %185, 4
  %187 = getelementptr i8, ptr addrspace(1) %0, i64 %186
  store i32 %146, ptr addrspace(1) %187, align 4
  br label %endif

endif:                                            ; preds = %then, %done15
  br i1 %57, label %then16, label %endif17

then16:                                           ; preds = %endif
  %188 = sext i32 %184 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %1, i64 %189
  store float %178, ptr addrspace(1) %190, align 4
  br label %endif17

endif17:                                          ; preds = %then16, %endif
  %191 = load i32, ptr %v6, align 4
  %192 = add i32 %191, 1
  store i32 %192, ptr %v6, align 4
  br label %loop7

then18:                                           ; preds = %done9
  %193 = load float, ptr %v5, align 4
  %194 = fdiv float %193, %63
  %195 = add i32 %12, %14
  %196 = sext i32 %195 to i64
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %1, i64 %197
  store float %194, ptr addrspace(1) %198, align 4
  br label %endif19

endif19:                                          ; preds = %then18, %done9
  %199 = xor i1 %54, true
  %200 = and i1 true, %199
  %201 = and i1 %200, %53
  br i1 %201, label %then20, label %endif21

then20:                                           ; preds = %endif19
  store i32 0, ptr %v22, align 4
  br label %loop23

endif21:                                          ; preds = %done25, %endif19
  ret void

loop23:                                           ; preds = %body24, %then20
  %202 = load i32, ptr %v22, align 4
  %203 = icmp slt i32 %202, %4
  br i1 %203, label %body24, label %done25

body24:                                           ; preds = %loop23
  %204 = load i32, ptr %v22, align 4
  %205 = add i32 %12, %204
  %206 = sext i32 %205 to i64
  %207 = mul i64 %206, 4
  %208 = getelementptr i8, ptr addrspace(1) %1, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4
  %210 = fdiv float %209, %63
  %211 = sext i32 %205 to i64
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr addrspace(1) %1, i64 %212
  store float %210, ptr addrspace(1) %213, align 4
  %214 = load i32, ptr %v22, align 4
  %215 = add i32 %214, 1
  store i32 %215, ptr %v22, align 4
  br label %loop23

done25:                                           ; preds = %loop23
  br label %endif21
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_router_topk_softmax_weight_f32, !"kernel", i32 1}
!1 = !{ptr @strata_router_topk_softmax_weight_f32, !"maxntidx", i32 32}
