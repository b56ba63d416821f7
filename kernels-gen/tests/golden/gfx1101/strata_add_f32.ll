; ModuleID = 'strata_add_f32'
source_filename = "strata_add_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_add_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) #0 {
entry:
  %4 = call i32 @llvm.amdgcn.workitem.id.x()
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %then, label %endif

then:                                             ; preds = %entry
  %9 = sext i32 %7 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %1, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = sext i32 %7 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = fadd float %12, %16
  %18 = sext i32 %7 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %0, i64 %19
  store float %17, ptr addrspace(1) %20, align 4
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
