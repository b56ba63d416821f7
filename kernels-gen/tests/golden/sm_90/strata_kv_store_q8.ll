; ModuleID = 'strata_kv_store_q8'
source_filename = "strata_kv_store_q8"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [8 x i8] undef, align 16

define void @strata_kv_store_q8(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %9, 64
  %12 = add i32 %11, %8
  %13 = icmp slt i32 %12, %5
  %14 = getelementptr i8, ptr addrspace(1) %4, i64 0
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = add i32 %15, %10
  %17 = sext i32 %10 to i64
  %18 = sext i32 %5 to i64
  %19 = mul i64 %17, %18
  %20 = sext i32 %12 to i64
  %21 = add i64 %19, %20
  %22 = sext i32 %16 to i64
  %23 = sext i32 %5 to i64
  %24 = mul i64 %22, %23
  %25 = sext i32 %12 to i64
  %26 = add i64 %24, %25
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = and i32 %27, 31
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = lshr i32 %29, 5
  %31 = add i32 %5, 63
  %32 = udiv i32 %31, 64
  %33 = sext i32 %16 to i64
  %34 = sext i32 %32 to i64
  %35 = mul i64 %33, %34
  %36 = sext i32 %9 to i64
  %37 = add i64 %35, %36
  %38 = select i1 %13, i64 %21, i64 0
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %2, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = select i1 %13, float %41, float 0.000000e+00
  %43 = bitcast float %42 to i32
  %44 = and i32 %43, 2147483647
  %45 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 16, i32 31)
  %46 = icmp ugt i32 %45, %44
  %47 = select i1 %46, i32 %45, i32 %44
  %48 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 8, i32 31)
  %49 = icmp ugt i32 %48, %47
  %50 = select i1 %49, i32 %48, i32 %47
  %51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
  %52 = icmp ugt i32 %51, %50
  %53 = select i1 %52, i32 %51, i32 %50
  %54 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 2, i32 31)
  %55 = icmp ugt i32 %54, %53
  %56 = select i1 %55, i32 %54, i32 %53
  %57 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 1, i32 31)
  %58 = icmp ugt i32 %57, %56
  %59 = select i1 %58, i32 %57, i32 %56
  %60 = icmp eq i32 %28, 0
  br i1 %60, label %then, label %endif

then:                                             ; preds = %entry
  %61 = sext i32 %30 to i64
  %62 = mul i64 %61, 4
  %63 = getelementptr i8, ptr addrspace(3) @lds1, i64 %62
  store i32 %59, ptr addrspace(3) %63, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  call void @llvm.nvvm.barrier0()
  %64 = load i32, ptr addrspace(3) @lds1, align 4
  %65 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %66 = icmp ugt i32 %65, %64
  %67 = select i1 %66, i32 %65, i32 %64
  call void @llvm.nvvm.barrier0()
  %68 = bitcast i32 %67 to float
  %69 = fdiv float %68, 1.270000e+02
  %70 = fptrunc float %69 to half
  %71 = bitcast half %70 to i16
  %72 = bitcast i16 %71 to half
  %73 = fpext half %72 to float
  %74 = fcmp ogt float %73, 0.000000e+00
  %75 = fcmp olt float %73, 0x7FF0000000000000
  %76 = and i1 %74, %75
  %77 = fdiv float 1.000000e+00, %73
  %78 = select i1 %76, float %77, float 0.000000e+00
  %79 = fmul float %42, %78
  %80 = call float @llvm.round.f32(float %79)
  %81 = fcmp ogt float %80, -1.270000e+02
  %82 = select i1 %81, float %80, float -1.270000e+02
  %83 = fcmp ogt float %82, 1.270000e+02
  %84 = select i1 %83, float 1.270000e+02, float %82
  %85 = fptosi float %84 to i32
  br i1 %13, label %then1, label %endif2

then1:                                            ; preds = %endif
  %86 = getelementptr i8, ptr addrspace(1) %0, i64 %26
  %87 = trunc i32 %85 to i8
  store i8 %87, ptr addrspace(1) %86, align 1
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %88 = icmp eq i32 %8, 0
  br i1 %88, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %89 = mul i64 %37, 2
  %90 = getelementptr i8, ptr addrspace(1) %6, i64 %89
  %91 = fptrunc float %73 to half
  %92 = bitcast half %91 to i16
  store i16 %92, ptr addrspace(1) %90, align 2
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  %93 = select i1 %13, i64 %21, i64 0
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %3, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = select i1 %13, float %96, float 0.000000e+00
  %98 = bitcast float %97 to i32
  %99 = and i32 %98, 2147483647
  %100 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 16, i32 31)
  %101 = icmp ugt i32 %100, %99
  %102 = select i1 %101, i32 %100, i32 %99
  %103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 8, i32 31)
  %104 = icmp ugt i32 %103, %102
  %105 = select i1 %104, i32 %103, i32 %102
  %106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 4, i32 31)
  %107 = icmp ugt i32 %106, %105
  %108 = select i1 %107, i32 %106, i32 %105
  %109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 2, i32 31)
  %110 = icmp ugt i32 %109, %108
  %111 = select i1 %110, i32 %109, i32 %108
  %112 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 1, i32 31)
  %113 = icmp ugt i32 %112, %111
  %114 = select i1 %113, i32 %112, i32 %111
  %115 = icmp eq i32 %28, 0
  br i1 %115, label %then5, label %endif6

then5:                                            ; preds = %endif4
  %116 = sext i32 %30 to i64
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr addrspace(3) @lds1, i64 %117
  store i32 %114, ptr addrspace(3) %118, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %endif4
  call void @llvm.nvvm.barrier0()
  %119 = load i32, ptr addrspace(3) @lds1, align 4
  %120 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %121 = icmp ugt i32 %120, %119
  %122 = select i1 %121, i32 %120, i32 %119
  call void @llvm.nvvm.barrier0()
  %123 = bitcast i32 %122 to float
  %124 = fdiv float %123, 1.270000e+02
  %125 = fptrunc float %124 to half
  %126 = bitcast half %125 to i16
  %127 = bitcast i16 %126 to half
  %128 = fpext half %127 to float
  %129 = fcmp ogt float %128, 0.000000e+00
  %130 = fcmp olt float %128, 0x7FF0000000000000
  %131 = and i1 %129, %130
  %132 = fdiv float 1.000000e+00, %128
  %133 = select i1 %131, float %132, float 0.000000e+00
  %134 = fmul float %97, %133
  %135 = call float @llvm.round.f32(float %134)
  %136 = fcmp ogt float %135, -1.270000e+02
  %137 = select i1 %136, float %135, float -1.270000e+02
  %138 = fcmp ogt float %137, 1.270000e+02
  %139 = select i1 %138, float 1.270000e+02, float %137
  %140 = fptosi float %139 to i32
  br i1 %13, label %then7, label %endif8

then7:                                            ; preds = %endif6
  %141 = getelementptr i8, ptr addrspace(1) %1, i64 %26
  %142 = trunc i32 %140 to i8
  store i8 %142, ptr addrspace(1) %141, align 1
  br label %endif8

endif8:                                           ; preds = %then7, %endif6
  %143 = icmp eq i32 %8, 0
  br i1 %143, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %144 = mul i64 %37, 2
  %145 = getelementptr i8, ptr addrspace(1) %7, i64 %144
  %146 = fptrunc float %128 to half
  %147 = bitcast half %146 to i16
  store i16 %147, ptr addrspace(1) %145, align 2
  br label %endif10

endif10:                                          ; preds = %then9, %endif8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_kv_store_q8, !"kernel", i32 1}
!1 = !{ptr @strata_kv_store_q8, !"maxntidx", i32 64}
