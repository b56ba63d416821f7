; ModuleID = 'strata_add_rmsnorm_f32'
source_filename = "strata_add_rmsnorm_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @strata_add_rmsnorm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, float %6) #0 {
entry:
  %v2 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = sext i32 %7 to i64
  %9 = sext i32 %5 to i64
  %10 = mul i64 %8, %9
  %11 = mul i64 %10, 4
  %12 = getelementptr i8, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %3, i64 %11
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %11
  %15 = getelementptr i8, ptr addrspace(1) %1, i64 %11
  %16 = call i32 @llvm.amdgcn.workitem.id.x()
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = and i32 %17, 31
  %19 = call i32 @llvm.amdgcn.workitem.id.x()
  %20 = lshr i32 %19, 5
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 %16, ptr addrspace(5) %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %21 = load i32, ptr addrspace(5) %v1, align 4
  %22 = icmp slt i32 %21, %5
  br i1 %22, label %body, label %done

body:                                             ; preds = %loop
  %23 = load i32, ptr addrspace(5) %v1, align 4
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
  %36 = load float, ptr addrspace(5) %v, align 4
  %37 = fmul float %32, %32
  %38 = fadd float %37, %36
  store float %38, ptr addrspace(5) %v, align 4
  %39 = load i32, ptr addrspace(5) %v1, align 4
  %40 = add i32 %39, 256
  store i32 %40, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %41 = load float, ptr addrspace(5) %v, align 4
  %42 = bitcast float %41 to i32
  %43 = call i32 @llvm.amdgcn.workitem.id.x()
  %44 = and i32 %43, 31
  %45 = xor i32 %44, 16
  %46 = shl i32 %45, 2
  %47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %42)
  %48 = bitcast i32 %47 to float
  %49 = fadd float %41, %48
  %50 = bitcast float %49 to i32
  %51 = call i32 @llvm.amdgcn.workitem.id.x()
  %52 = and i32 %51, 31
  %53 = xor i32 %52, 8
  %54 = shl i32 %53, 2
  %55 = call i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %50)
  %56 = bitcast i32 %55 to float
  %57 = fadd float %49, %56
  %58 = bitcast float %57 to i32
  %59 = call i32 @llvm.amdgcn.workitem.id.x()
  %60 = and i32 %59, 31
  %61 = xor i32 %60, 4
  %62 = shl i32 %61, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %57, %64
  %66 = bitcast float %65 to i32
  %67 = call i32 @llvm.amdgcn.workitem.id.x()
  %68 = and i32 %67, 31
  %69 = xor i32 %68, 2
  %70 = shl i32 %69, 2
  %71 = call i32 @llvm.amdgcn.ds.bpermute(i32 %70, i32 %66)
  %72 = bitcast i32 %71 to float
  %73 = fadd float %65, %72
  %74 = bitcast float %73 to i32
  %75 = call i32 @llvm.amdgcn.workitem.id.x()
  %76 = and i32 %75, 31
  %77 = xor i32 %76, 1
  %78 = shl i32 %77, 2
  %79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %74)
  %80 = bitcast i32 %79 to float
  %81 = fadd float %73, %80
  %82 = icmp eq i32 %18, 0
  br i1 %82, label %then, label %endif

then:                                             ; preds = %done
  %83 = sext i32 %20 to i64
  %84 = mul i64 %83, 4
  %85 = getelementptr i8, ptr addrspace(3) @lds1, i64 %84
  store float %81, ptr addrspace(3) %85, align 4
  br label %endif

endif:                                            ; preds = %then, %done
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %86 = load float, ptr addrspace(3) @lds1, align 4
  %87 = fadd float 0.000000e+00, %86
  %88 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %89 = fadd float %87, %88
  %90 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 8), align 4
  %91 = fadd float %89, %90
  %92 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 12), align 4
  %93 = fadd float %91, %92
  %94 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 16), align 4
  %95 = fadd float %93, %94
  %96 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 20), align 4
  %97 = fadd float %95, %96
  %98 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 24), align 4
  %99 = fadd float %97, %98
  %100 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 28), align 4
  %101 = fadd float %99, %100
  %102 = sitofp i32 %5 to float
  %103 = fdiv float %101, %102
  %104 = fadd float %103, %6
  %105 = call float @llvm.sqrt.f32(float %104)
  %106 = fdiv float 1.000000e+00, %105
  store i32 %16, ptr addrspace(5) %v2, align 4
  br label %loop3

loop3:                                            ; preds = %body4, %endif
  %107 = load i32, ptr addrspace(5) %v2, align 4
  %108 = icmp slt i32 %107, %5
  br i1 %108, label %body4, label %done5

body4:                                            ; preds = %loop3
  %109 = load i32, ptr addrspace(5) %v2, align 4
  %110 = sext i32 %109 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %14, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = fmul float %113, %106
  %115 = sext i32 %109 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %4, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fmul float %114, %118
  %120 = sext i32 %109 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) %15, i64 %121
  store float %119, ptr addrspace(1) %122, align 4
  %123 = load i32, ptr addrspace(5) %v2, align 4
  %124 = add i32 %123, 256
  store i32 %124, ptr addrspace(5) %v2, align 4
  br label %loop3

done5:                                            ; preds = %loop3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

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
