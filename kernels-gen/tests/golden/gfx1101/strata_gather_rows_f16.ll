; ModuleID = 'strata_gather_rows_f16'
source_filename = "strata_gather_rows_f16"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_gather_rows_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) #0 {
entry:
  %v = alloca float, align 4, addrspace(5)
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = mul i32 %6, 256
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.amdgcn.workgroup.id.y()
  %10 = icmp slt i32 %8, %3
  br i1 %10, label %then, label %endif

then:                                             ; preds = %entry
  %11 = sext i32 %9 to i64
  %12 = mul i64 %11, 4
  %13 = getelementptr i8, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = sext i32 %9 to i64
  %16 = sext i32 %3 to i64
  %17 = mul i64 %15, %16
  %18 = sext i32 %8 to i64
  %19 = add i64 %17, %18
  %20 = icmp sge i32 %14, 0
  store float 0.000000e+00, ptr addrspace(5) %v, align 4
  br i1 %20, label %then1, label %endif2

endif:                                            ; preds = %endif2, %entry
  ret void

then1:                                            ; preds = %then
  %21 = sext i32 %14 to i64
  %22 = sext i32 %4 to i64
  %23 = mul i64 %21, %22
  %24 = sext i32 %8 to i64
  %25 = add i64 %23, %24
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  store float %28, ptr addrspace(5) %v, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %29 = load float, ptr addrspace(5) %v, align 4
  %30 = mul i64 %19, 2
  %31 = getelementptr i8, ptr addrspace(1) %0, i64 %30
  %32 = fptrunc float %29 to half
  %33 = bitcast half %32 to i16
  store i16 %33, ptr addrspace(1) %31, align 2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
