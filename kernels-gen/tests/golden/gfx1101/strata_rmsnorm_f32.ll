; ModuleID = 'strata_rmsnorm_f32'
source_filename = "strata_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, float %4) #0 {
entry:
  %v2 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = and i32 %6, 31
  %8 = call i32 @llvm.amdgcn.workitem.id.x()
  %9 = lshr i32 %8, 5
  %10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = sext i32 %10 to i64
  %12 = sext i32 %3 to i64
  %13 = mul i64 %11, %12
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %14
  %16 = mul i64 %13, 4
  %17 = getelementptr i8, ptr addrspace(1) %0, i64 %16
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %5, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %18 = load i32, ptr addrspace(5) %v1, align 4
  %19 = icmp slt i32 %18, %3
  br i1 %19, label %body, label %done

body:                                             ; preds = %loop
  %20 = load i32, ptr addrspace(5) %v1, align 4
  %21 = sext i32 %20 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %15, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = load float, ptr addrspace(5) %v, align 4
  %26 = fmul float %24, %24
  %27 = fadd float %26, %25
  store float %27, ptr addrspace(5) %v, align 4
  %28 = load i32, ptr addrspace(5) %v1, align 4
  %29 = add i32 %28, 256
  store i32 %29, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %30 = load float, ptr addrspace(5) %v, align 4
  %31 = bitcast float %30 to i32
  %32 = call i32 @llvm.amdgcn.workitem.id.x()
  %33 = and i32 %32, 31
  %34 = xor i32 %33, 16
  %35 = shl i32 %34, 2
  %36 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %31)
  %37 = bitcast i32 %36 to float
  %38 = fadd float %30, %37
  %39 = bitcast float %38 to i32
  %40 = call i32 @llvm.amdgcn.workitem.id.x()
  %41 = and i32 %40, 31
  %42 = xor i32 %41, 8
  %43 = shl i32 %42, 2
  %44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %39)
  %45 = bitcast i32 %44 to float
  %46 = fadd float %38, %45
  %47 = bitcast float %46 to i32
  %48 = call i32 @llvm.amdgcn.workitem.id.x()
  %49 = and i32 %48, 31
  %50 = xor i32 %49, 4
  %51 = shl i32 %50, 2
  %52 = call i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %47)
  %53 = bitcast i32 %52 to float
  %54 = fadd float %46, %53
  %55 = bitcast float %54 to i32
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  %57 = and i32 %56, 31
  %58 = xor i32 %57, 2
  %59 = shl i32 %58, 2
  %60 = call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = bitcast i32 %60 to float
  %62 = fadd float %54, %61
  %63 = bitcast float %62 to i32
  %64 = call i32 @llvm.amdgcn.workitem.id.x()
  %65 = and i32 %64, 31
  %66 = xor i32 %65, 1
  %67 = shl i32 %66, 2
  %68 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %63)
  %69 = bitcast i32 %68 to float
  %70 = fadd float %62, %69
  %71 = icmp eq i32 %7, 0
  br i1 %71, label %then, label %endif

then:                                             ; preds = %done
  %72 = sext i32 %9 to i64
  %73 = mul i64 %72, 4
  %74 = getelementptr i8, ptr addrspace(3) @lds1, i64 %73
  store float %70, ptr addrspace(3) %74, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %75 = load float, ptr addrspace(3) @lds1, align 4
  %76 = fadd float 0.000000e+00, %75
  %77 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %78 = fadd float %76, %77
  %79 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %80 = fadd float %78, %79
  %81 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %82 = fadd float %80, %81
  %83 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %84 = fadd float %82, %83
  %85 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %86 = fadd float %84, %85
  %87 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %88 = fadd float %86, %87
  %89 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %90 = fadd float %88, %89
  %91 = sitofp i32 %3 to float
  %92 = fdiv float %90, %91
  %93 = fadd float %92, %4
  %94 = call float @llvm.sqrt.f32(float %93)
  %95 = fdiv float 1.000000e+00, %94
  store i32 %5, ptr addrspace(5) %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %endif
  %96 = load i32, ptr addrspace(5) %v2, align 4
  %97 = icmp slt i32 %96, %3
  br i1 %97, label %body4, label %done5

body4:                                            ; preds = %loop3
  %98 = load i32, ptr addrspace(5) %v2, align 4
  %99 = sext i32 %98 to i64
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %15, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4
  %103 = fmul float %102, %95
  %104 = sext i32 %98 to i64
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr addrspace(1) %2, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = fmul float %103, %107
  %109 = sext i32 %98 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %17, i64 %110
  store float %108, ptr addrspace(1) %111, align 4
  %112 = load i32, ptr addrspace(5) %v2, align 4
  %113 = add i32 %112, 256
  store i32 %113, ptr addrspace(5) %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

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
