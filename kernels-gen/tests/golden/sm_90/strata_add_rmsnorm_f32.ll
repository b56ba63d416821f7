; ModuleID = 'strata_add_rmsnorm_f32'
source_filename = "strata_add_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, float %6) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = sext i32 %7 to i64
  %9 = sext i32 %5 to i64
  %10 = mul i64 %8, %9
  %11 = mul i64 %10, 4
  %12 = getelementptr i8, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %3, i64 %11
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %11
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = lshr i32 %19, 5
  store float 0.000000e+00, ptr %v, align 4
  store i32 %16, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %21 = load i32, ptr %v1, align 4
  %22 = icmp slt i32 %21, %5
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr %v1, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(1) %12, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = sext i32 %23 to i64
  %29 = mul i64 %28, 4
  %30 = getelementptr i8, ptr addrspace(1) %13, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = fadd float %27, %31
  %33 = sext i32 %23 to i64
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr addrspace(1) %14, i64 %34
  store float %32, ptr addrspace(1) %35, align 4
  %36 = load float, ptr %v, align 4
  %37 = fmul float %32, %32
  %38 = fadd float %37, %36
  store float %38, ptr %v, align 4
  %39 = load i32, ptr %v1, align 4
  %40 = add i32 %39, 256
  store i32 %40, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %41 = load float, ptr %v, align 4
  %42 = bitcast float %41 to i32
  %43 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 16, i32 31)
  %44 = bitcast i32 %43 to float
  %45 = fadd float %41, %44
  %46 = bitcast float %45 to i32
  %47 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 8, i32 31)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %45, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
  %52 = bitcast i32 %51 to float
  %53 = fadd float %49, %52
  %54 = bitcast float %53 to i32
  %55 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 2, i32 31)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %53, %56
  %58 = bitcast float %57 to i32
  %59 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 1, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = fadd float %57, %60
  %62 = icmp eq i32 %18, 0
  br i1 %62, label %then, label %endif

then:                                             ; preds = %done
  %63 = sext i32 %20 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(3) @lds1, i64 %64
  store float %61, ptr addrspace(3) %65, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  call void @llvm.nvvm.barrier0()
  %66 = load float, ptr addrspace(3) @lds1, align 4
  %67 = fadd float 0.000000e+00, %66
  %68 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %69 = fadd float %67, %68
  %70 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %71 = fadd float %69, %70
  %72 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %73 = fadd float %71, %72
  %74 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %75 = fadd float %73, %74
  %76 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %77 = fadd float %75, %76
  %78 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %79 = fadd float %77, %78
  %80 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %81 = fadd float %79, %80
  %82 = sitofp i32 %5 to float
  %83 = fdiv float %81, %82
  %84 = fadd float %83, %6
  %85 = call float @llvm.sqrt.f32(float %84)
  %86 = fdiv float 1.000000e+00, %85
  store i32 %16, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %endif
  %87 = load i32, ptr %v2, align 4
  %88 = icmp slt i32 %87, %5
  br i1 %88, label %body4, label %done5

body4:                                            ; preds = %loop3
  %89 = load i32, ptr %v2, align 4
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, 4
  %92 = getelementptr i8, ptr addrspace(1) %14, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = fmul float %93, %86
  %95 = sext i32 %89 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %4, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = fmul float %94, %98
  %100 = sext i32 %89 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %15, i64 %101
  store float %99, ptr addrspace(1) %102, align 4
  %103 = load i32, ptr %v2, align 4
  %104 = add i32 %103, 256
  store i32 %104, ptr %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_add_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_add_rmsnorm_f32, !"maxntidx", i32 256}
