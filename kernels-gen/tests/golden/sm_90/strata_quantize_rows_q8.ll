; ModuleID = 'strata_quantize_rows_q8'
source_filename = "strata_quantize_rows_q8"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_quantize_rows_q8(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = sext i32 %3 to i64
  %6 = sext i32 %4 to i64
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = sext i32 %2 to i64
  %9 = lshr i64 %8, 3
  %10 = add i64 %8, %9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = mul i64 %6, %12
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %13
  %15 = mul i64 %6, %8
  %16 = mul i64 %15, 4
  %17 = getelementptr i8, ptr addrspace(1) %1, i64 %16
  %18 = mul i64 %5, 1024
  %19 = add i32 %7, 0
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = add i64 %18, %21
  %23 = icmp slt i64 %22, %8
  %24 = select i1 %23, i64 %22, i64 0
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(1) %17, i64 %25
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16
  %28 = extractelement <4 x float> %27, i32 0
  %29 = extractelement <4 x float> %27, i32 1
  %30 = extractelement <4 x float> %27, i32 2
  %31 = extractelement <4 x float> %27, i32 3
  %32 = add i32 %7, 128
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 4
  %35 = add i64 %18, %34
  %36 = icmp slt i64 %35, %8
  %37 = select i1 %36, i64 %35, i64 0
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %17, i64 %38
  %40 = load <4 x float>, ptr addrspace(1) %39, align 16
  %41 = extractelement <4 x float> %40, i32 0
  %42 = extractelement <4 x float> %40, i32 1
  %43 = extractelement <4 x float> %40, i32 2
  %44 = extractelement <4 x float> %40, i32 3
  %45 = getelementptr i8, ptr addrspace(1) %14, i64 %18
  %46 = mul i64 %5, 128
  %47 = add i64 %8, %46
  %48 = getelementptr i8, ptr addrspace(1) %14, i64 %47
  %49 = sub i64 %8, %18
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = bitcast float %28 to i32
  %52 = and i32 %51, 2147483647
  %53 = bitcast float %29 to i32
  %54 = and i32 %53, 2147483647
  %55 = bitcast float %30 to i32
  %56 = and i32 %55, 2147483647
  %57 = bitcast float %31 to i32
  %58 = and i32 %57, 2147483647
  %59 = icmp ugt i32 %52, %54
  %60 = select i1 %59, i32 %52, i32 %54
  %61 = icmp ugt i32 %56, %58
  %62 = select i1 %61, i32 %56, i32 %58
  %63 = icmp ugt i32 %60, %62
  %64 = select i1 %63, i32 %60, i32 %62
  %65 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 1, i32 31)
  %66 = icmp ugt i32 %64, %65
  %67 = select i1 %66, i32 %64, i32 %65
  %68 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 2, i32 31)
  %69 = icmp ugt i32 %67, %68
  %70 = select i1 %69, i32 %67, i32 %68
  %71 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 4, i32 31)
  %72 = icmp ugt i32 %70, %71
  %73 = select i1 %72, i32 %70, i32 %71
  %74 = and i32 %73, 2147483647
  %75 = icmp ult i32 %74, 2139095040
  %76 = bitcast i32 %73 to float
  %77 = fdiv float 1.270000e+02, %76
  %78 = bitcast float %77 to i32
  %79 = and i32 %78, 2147483647
  %80 = icmp ult i32 %79, 2139095040
  %81 = select i1 %80, float %77, float 0.000000e+00
  %82 = fmul float %28, %81
  %83 = fadd float %82, 0x4168000000000000
  %84 = bitcast float %83 to i32
  %85 = fmul float %29, %81
  %86 = fadd float %85, 0x4168000000000000
  %87 = bitcast float %86 to i32
  %88 = fmul float %30, %81
  %89 = fadd float %88, 0x4168000000000000
  %90 = bitcast float %89 to i32
  %91 = fmul float %31, %81
  %92 = fadd float %91, 0x4168000000000000
  %93 = bitcast float %92 to i32
  %94 = bitcast i32 %84 to <4 x i8>
  %95 = bitcast i32 %87 to <4 x i8>
  %96 = shufflevector <4 x i8> %94, <4 x i8> %95, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %97 = bitcast <4 x i8> %96 to i32
  %98 = bitcast i32 %90 to <4 x i8>
  %99 = bitcast i32 %93 to <4 x i8>
  %100 = shufflevector <4 x i8> %98, <4 x i8> %99, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %101 = bitcast <4 x i8> %100 to i32
  %102 = bitcast i32 %97 to <4 x i8>
  %103 = bitcast i32 %101 to <4 x i8>
  %104 = shufflevector <4 x i8> %102, <4 x i8> %103, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %105 = bitcast <4 x i8> %104 to i32
  %106 = add i32 %50, 0
  %107 = sext i32 %106 to i64
  %108 = mul i64 %107, 4
  %109 = icmp slt i64 %108, 1024
  %110 = icmp slt i64 %108, %49
  %111 = and i1 %109, %110
  br i1 %111, label %then, label %endif

then:                                             ; preds = %entry
  %112 = lshr i64 %108, 2
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr addrspace(1) %45, i64 %113
  store i32 %105, ptr addrspace(1) %114, align 4
  %115 = and i64 %108, 31
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %then1, label %endif2

endif:                                            ; preds = %endif2, %entry
  %117 = bitcast float %41 to i32
  %118 = and i32 %117, 2147483647
  %119 = bitcast float %42 to i32
  %120 = and i32 %119, 2147483647
  %121 = bitcast float %43 to i32
  %122 = and i32 %121, 2147483647
  %123 = bitcast float %44 to i32
  %124 = and i32 %123, 2147483647
  %125 = icmp ugt i32 %118, %120
  %126 = select i1 %125, i32 %118, i32 %120
  %127 = icmp ugt i32 %122, %124
  %128 = select i1 %127, i32 %122, i32 %124
  %129 = icmp ugt i32 %126, %128
  %130 = select i1 %129, i32 %126, i32 %128
  %131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 1, i32 31)
  %132 = icmp ugt i32 %130, %131
  %133 = select i1 %132, i32 %130, i32 %131
  %134 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 2, i32 31)
  %135 = icmp ugt i32 %133, %134
  %136 = select i1 %135, i32 %133, i32 %134
  %137 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 4, i32 31)
  %138 = icmp ugt i32 %136, %137
  %139 = select i1 %138, i32 %136, i32 %137
  %140 = and i32 %139, 2147483647
  %141 = icmp ult i32 %140, 2139095040
  %142 = bitcast i32 %139 to float
  %143 = fdiv float 1.270000e+02, %142
  %144 = bitcast float %143 to i32
  %145 = and i32 %144, 2147483647
  %146 = icmp ult i32 %145, 2139095040
  %147 = select i1 %146, float %143, float 0.000000e+00
  %148 = fmul float %41, %147
  %149 = fadd float %148, 0x4168000000000000
  %150 = bitcast float %149 to i32
  %151 = fmul float %42, %147
  %152 = fadd float %151, 0x4168000000000000
  %153 = bitcast float %152 to i32
  %154 = fmul float %43, %147
  %155 = fadd float %154, 0x4168000000000000
  %156 = bitcast float %155 to i32
  %157 = fmul float %44, %147
  %158 = fadd float %157, 0x4168000000000000
  %159 = bitcast float %158 to i32
  %160 = bitcast i32 %150 to <4 x i8>
  %161 = bitcast i32 %153 to <4 x i8>
  %162 = shufflevector <4 x i8> %160, <4 x i8> %161, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %163 = bitcast <4 x i8> %162 to i32
  %164 = bitcast i32 %156 to <4 x i8>
  %165 = bitcast i32 %159 to <4 x i8>
  %166 = shufflevector <4 x i8> %164, <4 x i8> %165, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %167 = bitcast <4 x i8> %166 to i32
  %168 = bitcast i32 %163 to <4 x i8>
  %169 = bitcast i32 %167 to <4 x i8>
  %170 = shufflevector <4 x i8> %168, <4 x i8> %169, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %171 = bitcast <4 x i8> %170 to i32
  %172 = add i32 %50, 128
  %173 = sext i32 %172 to i64
  %174 = mul i64 %173, 4
  %175 = icmp slt i64 %174, 1024
  %176 = icmp slt i64 %174, %49
  %177 = and i1 %175, %176
  br i1 %177, label %then3, label %endif4

then1:                                            ; preds = %then
  %178 = fmul float %76, 0x3F80204080000000
  %179 = select i1 %75, float %178, float 0x7FF8000000000000
  %180 = lshr i64 %108, 5
  %181 = mul i64 %180, 4
  %182 = getelementptr i8, ptr addrspace(1) %48, i64 %181
  store float %179, ptr addrspace(1) %182, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  br label %endif

then3:                                            ; preds = %endif
  %183 = lshr i64 %174, 2
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) %45, i64 %184
  store i32 %171, ptr addrspace(1) %185, align 4
  %186 = and i64 %174, 31
  %187 = icmp eq i64 %186, 0
  br i1 %187, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif
  ret void

then5:                                            ; preds = %then3
  %188 = fmul float %142, 0x3F80204080000000
  %189 = select i1 %141, float %188, float 0x7FF8000000000000
  %190 = lshr i64 %174, 5
  %191 = mul i64 %190, 4
  %192 = getelementptr i8, ptr addrspace(1) %48, i64 %191
  store float %189, ptr addrspace(1) %192, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %then3
  br label %endif4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_quantize_rows_q8, !"kernel", i32 1}
!1 = !{ptr @strata_quantize_rows_q8, !"maxntidx", i32 128}
