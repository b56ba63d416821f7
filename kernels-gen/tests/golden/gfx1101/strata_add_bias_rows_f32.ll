; ModuleID = 'strata_add_bias_rows_f32'
source_filename = "strata_add_bias_rows_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_add_bias_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) #0 {
entry:
  %4 = call i32 @llvm.amdgcn.workitem.id.x()
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = icmp slt i32 %7, %3
  br i1 %9, label %then, label %endif

then:                                             ; preds = %entry
  %10 = sext i32 %8 to i64
  %11 = sext i32 %3 to i64
  %12 = mul i64 %10, %11
  %13 = sext i32 %7 to i64
  %14 = add i64 %12, %13
  %15 = mul i64 %14, 4
  %16 = getelementptr i8, ptr addrspace(1) %1, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = sext i32 %7 to i64
  %19 = mul i64 %18, 4
  %20 = getelementptr i8, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fadd float %17, %21
  %23 = mul i64 %14, 4
  %24 = getelementptr i8, ptr addrspace(1) %0, i64 %23
  store float %22, ptr addrspace(1) %24, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
