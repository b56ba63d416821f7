; ModuleID = 'strata_kv_store_f16'
source_filename = "strata_kv_store_f16"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_kv_store_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5) #0 {
entry:
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %then, label %endif

then:                                             ; preds = %entry
  %11 = getelementptr i8, ptr addrspace(1) %4, i64 0
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = sext i32 %12 to i64
  %14 = sext i32 %5 to i64
  %15 = mul i64 %13, %14
  %16 = sext i32 %9 to i64
  %17 = add i64 %15, %16
  %18 = sext i32 %9 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = mul i64 %17, 2
  %23 = getelementptr i8, ptr addrspace(1) %0, i64 %22
  %24 = fptrunc float %21 to half
  %25 = bitcast half %24 to i16
  store i16 %25, ptr addrspace(1) %23, align 2
  %26 = sext i32 %9 to i64
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(1) %3, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = mul i64 %17, 2
  %31 = getelementptr i8, ptr addrspace(1) %1, i64 %30
  %32 = fptrunc float %29 to half
  %33 = bitcast half %32 to i16
  store i16 %33, ptr addrspace(1) %31, align 2
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
