; ModuleID = 'strata_moe_combine_add_rmsnorm_f32'
source_filename = "strata_moe_combine_add_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_combine_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, i32 %6, i32 %7, float %8) #0 {
entry:
  %v7 = alloca i32, align 4, addrspace(5)
  %v3 = alloca i32, align 4, addrspace(5)
  %v2 = alloca float, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = and i32 %10, 31
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = lshr i32 %12, 5
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %9, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %done6, %entry
  %14 = load i32, ptr addrspace(5) %v1, align 4
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %body, label %done

body:                                             ; preds = %loop
  %16 = load i32, ptr addrspace(5) %v1, align 4
  store float 0.000000e+00, ptr addrspace(5) %v2, align 4
  store i32 0, ptr addrspace(5) %v3, align 4
  br label %loop4

done:                                             ; preds = %loop
  %17 = load float, ptr addrspace(5) %v, align 4
  %18 = bitcast float %17 to i32
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = and i32 %19, 31
  %21 = xor i32 %20, 16
  %22 = shl i32 %21, 2
  %23 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %18)
  %24 = bitcast i32 %23 to float
  %25 = fadd float %17, %24
  %26 = bitcast float %25 to i32
  %27 = call i32 @llvm.amdgcn.workitem.id.x()
  %28 = and i32 %27, 31
  %29 = xor i32 %28, 8
  %30 = shl i32 %29, 2
  %31 = call i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = bitcast i32 %31 to float
  %33 = fadd float %25, %32
  %34 = bitcast float %33 to i32
  %35 = call i32 @llvm.amdgcn.workitem.id.x()
  %36 = and i32 %35, 31
  %37 = xor i32 %36, 4
  %38 = shl i32 %37, 2
  %39 = call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = bitcast i32 %39 to float
  %41 = fadd float %33, %40
  %42 = bitcast float %41 to i32
  %43 = call i32 @llvm.amdgcn.workitem.id.x()
  %44 = and i32 %43, 31
  %45 = xor i32 %44, 2
  %46 = shl i32 %45, 2
  %47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %41, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.amdgcn.workitem.id.x()
  %52 = and i32 %51, 31
  %53 = xor i32 %52, 1
  %54 = shl i32 %53, 2
  %55 = call i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %50)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %49, %56
  %58 = icmp eq i32 %11, 0
  br i1 %58, label %then, label %endif

loop4:                                            ; preds = %body5, %body
  %59 = load i32, ptr addrspace(5) %v3, align 4
  %60 = icmp slt i32 %59, %7
  br i1 %60, label %body5, label %done6

body5:                                            ; preds = %loop4
  %61 = load i32, ptr addrspace(5) %v3, align 4
  %62 = sext i32 %61 to i64
  %63 = sext i32 %6 to i64
  %64 = mul i64 %62, %63
  %65 = sext i32 %16 to i64
  %66 = add i64 %64, %65
  %67 = mul i64 %66, 4
  %68 = getelementptr i8, ptr addrspace(1) %3, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = sext i32 %61 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %4, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fmul float %69, %73
  %75 = load float, ptr addrspace(5) %v2, align 4
  %76 = fadd float %75, %74
  store float %76, ptr addrspace(5) %v2, align 4
  %77 = load i32, ptr addrspace(5) %v3, align 4
  %78 = add i32 %77, 1
  store i32 %78, ptr addrspace(5) %v3, align 4
  br label %loop4

done6:                                            ; preds = %loop4
  %79 = load float, ptr addrspace(5) %v2, align 4
  %80 = sext i32 %16 to i64
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr addrspace(1) %2, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = fadd float %83, %79
  %85 = sext i32 %16 to i64
  %86 = mul i64 %85, 4
  %87 = getelementptr i8, ptr addrspace(1) %0, i64 %86
  store float %84, ptr addrspace(1) %87, align 4
  %88 = load float, ptr addrspace(5) %v, align 4
  %89 = fmul float %84, %84
  %90 = fadd float %89, %88
  store float %90, ptr addrspace(5) %v, align 4
  %91 = load i32, ptr addrspace(5) %v1, align 4
  %92 = add i32 %91, 256
  store i32 %92, ptr addrspace(5) %v1, align 4
  br label %loop

then:                                             ; preds = %done
  %93 = sext i32 %13 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(3) @lds1, i64 %94
  store float %57, ptr addrspace(3) %95, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %96 = load float, ptr addrspace(3) @lds1, align 4
  %97 = fadd float 0.000000e+00, %96
  %98 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %99 = fadd float %97, %98
  %100 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %101 = fadd float %99, %100
  %102 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %103 = fadd float %101, %102
  %104 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %105 = fadd float %103, %104
  %106 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %107 = fadd float %105, %106
  %108 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %109 = fadd float %107, %108
  %110 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %111 = fadd float %109, %110
  %112 = sitofp i32 %6 to float
  %113 = fdiv float %111, %112
  %114 = fadd float %113, %8
  %115 = call float @llvm.sqrt.f32(float %114)
  %116 = fdiv float 1.000000e+00, %115
  store i32 %9, ptr addrspace(5) %v7, align 4
  br label %loop8

loop8:                                            ; preds = %body9, %endif
  %117 = load i32, ptr addrspace(5) %v7, align 4
  %118 = icmp slt i32 %117, %6
  br i1 %118, label %body9, label %done10

body9:                                            ; preds = %loop8
  %119 = load i32, ptr addrspace(5) %v7, align 4
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %0, i64 %121
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = fmul float %123, %116
  %125 = sext i32 %119 to i64
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %5, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4
  %129 = fmul float %124, %128
  %130 = sext i32 %119 to i64
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %1, i64 %131
  store float %129, ptr addrspace(1) %132, align 4
  %133 = load i32, ptr addrspace(5) %v7, align 4
  %134 = add i32 %133, 256
  store i32 %134, ptr addrspace(5) %v7, align 4
  br label %loop8

done10:                                           ; preds = %loop8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
