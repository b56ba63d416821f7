; ModuleID = 'strata_moe_combine_add_rmsnorm_f32'
source_filename = "strata_moe_combine_add_rmsnorm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define void @strata_moe_combine_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, float %8) {
entry:
  %v7 = alloca i32, align 4
  %v3 = alloca i32, align 4
  %v2 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = lshr i32 %12, 5
  store float 0.000000e+00, ptr %v, align 4
  store i32 %9, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %done6, %entry
  %14 = load i32, ptr %v1, align 4
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %body, label %done

body:                                             ; preds = %loop
  %16 = load i32, ptr %v1, align 4
  store float 0.000000e+00, ptr %v2, align 4
  store i32 0, ptr %v3, align 4
  br label %loop4

done:                                             ; preds = %loop
  %17 = load float, ptr %v, align 4
  %18 = bitcast float %17 to i32
  %19 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %18, i32 16, i32 31)
  %20 = bitcast i32 %19 to float
  %21 = fadd float %17, %20
  %22 = bitcast float %21 to i32
  %23 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 8, i32 31)
  %24 = bitcast i32 %23 to float
  %25 = fadd float %21, %24
  %26 = bitcast float %25 to i32
  %27 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %26, i32 4, i32 31)
  %28 = bitcast i32 %27 to float
  %29 = fadd float %25, %28
  %30 = bitcast float %29 to i32
  %31 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 2, i32 31)
  %32 = bitcast i32 %31 to float
  %33 = fadd float %29, %32
  %34 = bitcast float %33 to i32
  %35 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 1, i32 31)
  %36 = bitcast i32 %35 to float
  %37 = fadd float %33, %36
  %38 = icmp eq i32 %11, 0
  br i1 %38, label %then, label %endif

loop4:                                            ; preds = %body5, %body
  %39 = load i32, ptr %v3, align 4
  %40 = icmp slt i32 %39, %7
  br i1 %40, label %body5, label %done6

body5:                                            ; preds = %loop4
  %41 = load i32, ptr %v3, align 4
  %42 = sext i32 %41 to i64
  %43 = sext i32 %6 to i64
  %44 = mul i64 %42, %43
  %45 = sext i32 %16 to i64
  %46 = add i64 %44, %45
  %47 = mul i64 %46, 4
  %48 = getelementptr i8, ptr addrspace(1) %3, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = sext i32 %41 to i64
  %51 = mul i64 %50, 4
  %52 = getelementptr i8, ptr addrspace(1) %4, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = fmul float %49, %53
  %55 = load float, ptr %v2, align 4
  %56 = fadd float %55, %54
  store float %56, ptr %v2, align 4
  %57 = load i32, ptr %v3, align 4
  %58 = add i32 %57, 1
  store i32 %58, ptr %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %59 = load float, ptr %v2, align 4
  %60 = sext i32 %16 to i64
  %61 = mul i64 %60, 4
  %62 = getelementptr i8, ptr addrspace(1) %2, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = fadd float %63, %59
  %65 = sext i32 %16 to i64
  %66 = mul i64 %65, 4
  %67 = getelementptr i8, ptr addrspace(1) %0, i64 %66
  store float %64, ptr addrspace(1) %67, align 4
  %68 = load float, ptr %v, align 4
  %69 = fmul float %64, %64
  %70 = fadd float %69, %68
  store float %70, ptr %v, align 4
  %71 = load i32, ptr %v1, align 4
  %72 = add i32 %71, 256
  store i32 %72, ptr %v1, align 4
  br label %loop

then:                                             ; preds = %done
  %73 = sext i32 %13 to i64
  %74 = mul i64 %73, 4
  %75 = getelementptr i8, ptr addrspace(3) @lds1, i64 %74
  store float %37, ptr addrspace(3) %75, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  call void @llvm.nvvm.barrier0()
  %76 = load float, ptr addrspace(3) @lds1, align 4
  %77 = fadd float 0.000000e+00, %76
  %78 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %79 = fadd float %77, %78
  %80 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %81 = fadd float %79, %80
  %82 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %83 = fadd float %81, %82
  %84 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %85 = fadd float %83, %84
  %86 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %87 = fadd float %85, %86
  %88 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %89 = fadd float %87, %88
  %90 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %91 = fadd float %89, %90
  %92 = sitofp i32 %6 to float
  %93 = fdiv float %91, %92
  %94 = fadd float %93, %8
  %95 = call float @llvm.sqrt.f32(float %94)
  %96 = fdiv float 1.000000e+00, %95
  store i32 %9, ptr %v7, align 4
  br label %loop8

loop8:                                            ; preds = %body9, %endif
  %97 = load i32, ptr %v7, align 4
  %98 = icmp slt i32 %97, %6
  br i1 %98, label %body9, label %done10

body9:                                            ; preds = %loop8
  %99 = load i32, ptr %v7, align 4
  %100 = sext i32 %99 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %0, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fmul float %103, %96
  %105 = sext i32 %99 to i64
  %106 = mul i64 %105, 4
  %107 = getelementptr i8, ptr addrspace(1) %5, i64 %106
  %108 = load float, ptr addrspace(1) %107, align 4
  %109 = fmul float %104, %108
  %110 = sext i32 %99 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %1, i64 %111
  store float %109, ptr addrspace(1) %112, align 4
  %113 = load i32, ptr %v7, align 4
  %114 = add i32 %113, 256
  store i32 %114, ptr %v7, align 4
  br label %loop8

done10:                                           ; preds = %loop8
  ret void
}

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

!0 = !{ptr @strata_moe_combine_add_rmsnorm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_combine_add_rmsnorm_f32, !"maxntidx", i32 256}
