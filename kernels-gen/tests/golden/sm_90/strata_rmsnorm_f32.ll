; ModuleID = 'strata_rmsnorm_f32'
source_filename = "strata_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4) {
entry:
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = lshr i32 %8, 5
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = sext i32 %10 to i64
  %12 = sext i32 %3 to i64
  %13 = mul i64 %11, %12
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %14
  %16 = mul i64 %13, 4
  %17 = getelementptr i8, ptr addrspace(1) %0, i64 %16
  store float 0.000000e+00, ptr %v, align 4
  store i32 %5, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %18 = load i32, ptr %v1, align 4
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %body, label %done

body:                                             ; preds = %loop
  %20 = load i32, ptr %v1, align 4
  %21 = sext i32 %20 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %15, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = load float, ptr %v, align 4
  %26 = fmul float %24, %24
  %27 = fadd float %26, %25
  store float %27, ptr %v, align 4
  %28 = load i32, ptr %v1, align 4
  %29 = add i32 %28, 256
  store i32 %29, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %30 = load float, ptr %v, align 4
  %31 = bitcast float %30 to i32
  %32 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %31, i32 16, i32 31)
  %33 = bitcast i32 %32 to float
  %34 = fadd float %30, %33
  %35 = bitcast float %34 to i32
  %36 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %35, i32 8, i32 31)
  %37 = bitcast i32 %36 to float
  %38 = fadd float %34, %37
  %39 = bitcast float %38 to i32
  %40 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 4, i32 31)
  %41 = bitcast i32 %40 to float
  %42 = fadd float %38, %41
  %43 = bitcast float %42 to i32
  %44 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %45 = bitcast i32 %44 to float
  %46 = fadd float %42, %45
  %47 = bitcast float %46 to i32
  %48 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 1, i32 31)
  %49 = bitcast i32 %48 to float
  %50 = fadd float %46, %49
  %51 = icmp eq i32 %7, 0
  br i1 %51, label %then, label %endif

then:                                             ; preds = %done
  %52 = sext i32 %9 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(3) @lds1, i64 %53
  store float %50, ptr addrspace(3) %54, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  call void @llvm.nvvm.barrier0()
  %55 = load float, ptr addrspace(3) @lds1, align 4
  %56 = fadd float 0.000000e+00, %55
  %57 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %58 = fadd float %56, %57
  %59 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %60 = fadd float %58, %59
  %61 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %62 = fadd float %60, %61
  %63 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %64 = fadd float %62, %63
  %65 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %66 = fadd float %64, %65
  %67 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %68 = fadd float %66, %67
  %69 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %70 = fadd float %68, %69
  %71 = sitofp i32 %3 to float
  %72 = fdiv float %70, %71
  %73 = fadd float %72, %4
  %74 = call float @llvm.sqrt.f32(float %73)
  %75 = fdiv float 1.000000e+00, %74
  store i32 %5, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %endif
  %76 = load i32, ptr %v2, align 4
  %77 = icmp slt i32 %76, %3
  br i1 %77, label %body4, label %done5

body4:                                            ; preds = %loop3
  %78 = load i32, ptr %v2, align 4
  %79 = sext i32 %78 to i64
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %15, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = fmul float %82, %75
  %84 = sext i32 %78 to i64
  %85 = mul i64 %84, 4
  %86 = getelementptr i8, ptr addrspace(1) %2, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fmul float %83, %87
  %89 = sext i32 %78 to i64
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %17, i64 %90
  store float %88, ptr addrspace(1) %91, align 4
  %92 = load i32, ptr %v2, align 4
  %93 = add i32 %92, 256
  store i32 %93, ptr %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

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

!0 = !{ptr @strata_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rmsnorm_f32, !"maxntidx", i32 256}
