; ModuleID = 'strata_cast_f16_f32'
source_filename = "strata_cast_f16_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_cast_f16_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) #0 {
entry:
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = mul i32 %4, 256
  %6 = add i32 %5, %3
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %then, label %endif

then:                                             ; preds = %entry
  %8 = sext i32 %6 to i64
  %9 = mul i64 %8, 4
  %10 = getelementptr i8, ptr addrspace(1) %1, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = sext i32 %6 to i64
  %13 = mul i64 %12, 2
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %13
  %15 = fptrunc float %11 to half
  %16 = bitcast half %15 to i16
  store i16 %16, ptr addrspace(1) %14, align 2
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
