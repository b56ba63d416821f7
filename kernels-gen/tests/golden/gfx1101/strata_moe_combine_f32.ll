; ModuleID = 'strata_moe_combine_f32'
source_filename = "strata_moe_combine_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_moe_combine_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = mul i32 %6, 256
  %8 = add i32 %7, %5
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %then, label %endif

then:                                             ; preds = %entry
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  store i32 0, ptr addrspace(5) %v1, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %body, %then
  %10 = load i32, ptr addrspace(5) %v1, align 4
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr addrspace(5) %v1, align 4
  %13 = sext i32 %12 to i64
  %14 = sext i32 %3 to i64
  %15 = mul i64 %13, %14
  %16 = sext i32 %8 to i64
  %17 = add i64 %15, %16
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(1) %1, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = sext i32 %12 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %2, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = fmul float %20, %24
  %26 = load float, ptr addrspace(5) %v, align 4
  %27 = fadd float %26, %25
  store float %27, ptr addrspace(5) %v, align 4
  %28 = load i32, ptr addrspace(5) %v1, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr addrspace(5) %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %30 = load float, ptr addrspace(5) %v, align 4
  %31 = sext i32 %8 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(1) %0, i64 %32
  store float %30, ptr addrspace(1) %33, align 4
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
