; ModuleID = 'strata_moe_combine_rows_f32'
source_filename = "strata_moe_combine_rows_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_moe_combine_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) #0 {
entry:
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca float, align 4, addrspace(5)
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = call i32 @llvm.amdgcn.workgroup.id.y()
  %11 = icmp slt i32 %9, %4
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  %12 = mul i32 %10, %5
  store i32 0, ptr addrspace(5) %v1, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif3, %then
  %13 = load i32, ptr addrspace(5) %v1, align 4
  %14 = icmp slt i32 %13, %5
  br i1 %14, label %body, label %done

body:                                             ; preds = %loop
  %15 = load i32, ptr addrspace(5) %v1, align 4
  %16 = add i32 %12, %15
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(1) %2, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %then2, label %endif3

done:                                             ; preds = %loop
  %22 = load float, ptr addrspace(5) %v, align 4
  %23 = sext i32 %10 to i64
  %24 = sext i32 %4 to i64
  %25 = mul i64 %23, %24
  %26 = sext i32 %9 to i64
  %27 = add i64 %25, %26
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr addrspace(1) %0, i64 %28
  store float %22, ptr addrspace(1) %29, align 4
  br label %endif

then2:                                            ; preds = %body
  %30 = sext i32 %20 to i64
  %31 = sext i32 %4 to i64
  %32 = mul i64 %30, %31
  %33 = sext i32 %9 to i64
  %34 = add i64 %32, %33
  %35 = mul i64 %34, 4
  %36 = getelementptr i8, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = sext i32 %16 to i64
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %3, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = fmul float %37, %41
  %43 = load float, ptr addrspace(5) %v, align 4
  %44 = fadd float %43, %42
  store float %44, ptr addrspace(5) %v, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %body
  %45 = load i32, ptr addrspace(5) %v1, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr addrspace(5) %v1, align 4
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
