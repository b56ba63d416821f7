; ModuleID = 'strata_router_topk_softmax_weight_f32'
source_filename = "strata_router_topk_softmax_weight_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_router_topk_softmax_weight_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4, i32 %5) {
entry:
  %v17 = alloca i32, align 4
  %v11 = alloca i32, align 4
  %v10 = alloca i32, align 4
  %v9 = alloca float, align 4
  %v5 = alloca i32, align 4
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
  %53 = icmp eq i32 %14, 0
  store i32 0, ptr %v5, align 4
  br label %loop6

loop6:                                            ; preds = %endif, %done
  %54 = load i32, ptr %v5, align 4
  %55 = icmp slt i32 %54, %4
  br i1 %55, label %body7, label %done8

body7:                                            ; preds = %loop6
  %56 = load i32, ptr %v5, align 4
  store float 0xFFF0000000000000, ptr %v9, align 4
  store i32 %3, ptr %v10, align 4
  %57 = load float, ptr %v2, align 4
  %58 = load i32, ptr %v3, align 4
  store i32 %14, ptr %v11, align 4
  br label %loop12

done8:                                            ; preds = %loop6
  %59 = load float, ptr %v4, align 4
  br i1 %53, label %then15, label %endif16

loop12:                                           ; preds = %body13, %body7
  %60 = load i32, ptr %v11, align 4
  %61 = icmp slt i32 %60, %3
  br i1 %61, label %body13, label %done14

body13:                                           ; preds = %loop12
  %62 = load i32, ptr %v11, align 4
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) %11, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fcmp uno float %66, %66
  %68 = select i1 %67, float 0xFFF0000000000000, float %66
  %69 = fcmp olt float %68, %57
  %70 = fcmp oeq float %68, %57
  %71 = icmp sgt i32 %62, %58
  %72 = and i1 %70, %71
  %73 = or i1 %69, %72
  %74 = load float, ptr %v9, align 4
  %75 = load i32, ptr %v10, align 4
  %76 = fcmp ogt float %68, %74
  %77 = icmp eq i32 %75, %3
  %78 = or i1 %76, %77
  %79 = and i1 %73, %78
  %80 = select i1 %79, float %68, float %74
  store float %80, ptr %v9, align 4
  %81 = select i1 %79, i32 %62, i32 %75
  store i32 %81, ptr %v10, align 4
  %82 = load i32, ptr %v11, align 4
  %83 = add i32 %82, 32
  store i32 %83, ptr %v11, align 4
  br label %loop12

done14:                                           ; preds = %loop12
  %84 = load float, ptr %v9, align 4
  %85 = load i32, ptr %v10, align 4
  %86 = bitcast float %84 to i32
  %87 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 16, i32 31)
  %88 = bitcast i32 %87 to float
  %89 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 16, i32 31)
  %90 = fcmp ogt float %88, %84
  %91 = fcmp oeq float %88, %84
  %92 = icmp slt i32 %89, %85
  %93 = and i1 %91, %92
  %94 = or i1 %90, %93
  %95 = select i1 %94, float %88, float %84
  %96 = select i1 %94, i32 %89, i32 %85
  %97 = bitcast float %95 to i32
  %98 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 8, i32 31)
  %99 = bitcast i32 %98 to float
  %100 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 8, i32 31)
  %101 = fcmp ogt float %99, %95
  %102 = fcmp oeq float %99, %95
  %103 = icmp slt i32 %100, %96
  %104 = and i1 %102, %103
  %105 = or i1 %101, %104
  %106 = select i1 %105, float %99, float %95
  %107 = select i1 %105, i32 %100, i32 %96
  %108 = bitcast float %106 to i32
  %109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 4, i32 31)
  %110 = bitcast i32 %109 to float
  %111 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 4, i32 31)
  %112 = fcmp ogt float %110, %106
  %113 = fcmp oeq float %110, %106
  %114 = icmp slt i32 %111, %107
  %115 = and i1 %113, %114
  %116 = or i1 %112, %115
  %117 = select i1 %116, float %110, float %106
  %118 = select i1 %116, i32 %111, i32 %107
  %119 = bitcast float %117 to i32
  %120 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 2, i32 31)
  %121 = bitcast i32 %120 to float
  %122 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31)
  %123 = fcmp ogt float %121, %117
  %124 = fcmp oeq float %121, %117
  %125 = icmp slt i32 %122, %118
  %126 = and i1 %124, %125
  %127 = or i1 %123, %126
  %128 = select i1 %127, float %121, float %117
  %129 = select i1 %127, i32 %122, i32 %118
  %130 = bitcast float %128 to i32
  %131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 1, i32 31)
  %132 = bitcast i32 %131 to float
  %133 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 1, i32 31)
  %134 = fcmp ogt float %132, %128
  %135 = fcmp oeq float %132, %128
  %136 = icmp slt i32 %133, %129
  %137 = and i1 %135, %136
  %138 = or i1 %134, %137
  %139 = select i1 %138, float %132, float %128
  %140 = select i1 %138, i32 %133, i32 %129
  %141 = fsub float %139, %52
  %142 = fmul float %141, 0x3FF7154760000000
  %143 = fcmp olt float %142, -1.260000e+02
  %144 = fcmp ogt float %142, 1.270000e+02
  %145 = select i1 %143, float -1.260000e+02, float %142
  %146 = select i1 %144, float 1.270000e+02, float %145
  %147 = fadd float %146, 5.000000e-01
  %148 = call float @llvm.floor.f32(float %147)
  %149 = fsub float %146, %148
  %150 = fmul float 0x3EEFFCBFC0000000, %149
  %151 = fadd float %150, 0x3F24309120000000
  %152 = fmul float %151, %149
  %153 = fadd float %152, 0x3F55D87FE0000000
  %154 = fmul float %153, %149
  %155 = fadd float %154, 0x3F83B2AB60000000
  %156 = fmul float %155, %149
  %157 = fadd float %156, 0x3FAC6B08E0000000
  %158 = fmul float %157, %149
  %159 = fadd float %158, 0x3FCEBFBE00000000
  %160 = fmul float %159, %149
  %161 = fadd float %160, 0x3FE62E4300000000
  %162 = fmul float %161, %149
  %163 = fadd float %162, 1.000000e+00
  %164 = fptosi float %148 to i32
  %165 = add i32 %164, 127
  %166 = shl i32 %165, 23
  %167 = bitcast i32 %166 to float
  %168 = fmul float %163, %167
  %169 = select i1 %143, float 0.000000e+00, float %168
  %170 = select i1 %144, float 0x7FF0000000000000, float %169
  %171 = fcmp uno float %142, %142
  %172 = select i1 %171, float %142, float %170
  store float %139, ptr %v2, align 4
  store i32 %140, ptr %v3, align 4
  %173 = load float, ptr %v4, align 4
  %174 = fadd float %173, %172
  store float %174, ptr %v4, align 4
  %175 = add i32 %12, %56
  br i1 %53, label %then, label %endif

then:                                             ; preds = %done14
  %176 = sext i32 %175 to i64
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr addrspace(1) %0, i64 %177
  store i32 %140, ptr addrspace(1) %178, align 4
  %179 = sext i32 %175 to i64
  %180 = mul i64 %179, 4
  %181 = getelementptr i8, ptr addrspace(1) %1, i64 %180
  store float %172, ptr addrspace(1) %181, align 4
  br label %endif

endif:                                            ; preds = %then, %done14
  %182 = load i32, ptr %v5, align 4
  %183 = add i32 %182, 1
  store i32 %183, ptr %v5, align 4
  br label %loop6

then15:                                           ; preds = %done8
  store i32 0, ptr %v17, align 4
  br label %loop18

endif16:                                          ; preds = %done20, %done8
  ret void

loop18:                                           ; preds = %body19, %then15
  %184 = load i32, ptr %v17, align 4
  %185 = icmp slt i32 %184, %4
  br i1 %185, label %body19, label %done20

body19:                                           ; preds = %loop18
  %186 = load i32, ptr %v17, align 4
  %187 = add i32 %12, %186
  %188 = sext i32 %187 to i64
  %189 = mul i64 %188, 4
  %190 = getelementptr i8, ptr addrspace(1) %1, i64 %189
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = fdiv float %191, %59
  %193 = sext i32 %187 to i64
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr addrspace(1) %1, i64 %194
  store float %192, ptr addrspace(1) %195, align 4
  %196 = load i32, ptr %v17, align 4
  %197 = add i32 %196, 1
  store i32 %197, ptr %v17, align 4
  br label %loop18

done20:                                           ; preds = %loop18
  br label %endif16
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
