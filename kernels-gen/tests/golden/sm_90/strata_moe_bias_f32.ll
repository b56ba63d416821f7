; ModuleID = 'strata_moe_bias_f32'
source_filename = "strata_moe_bias_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_bias_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = icmp slt i32 %9, %4
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %12 = sext i32 %10 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %3, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  %17 = icmp slt i32 %15, %5
  %18 = and i1 %16, %17
  %19 = select i1 %18, i32 %15, i32 0
  %20 = sext i32 %10 to i64
  %21 = sext i32 %4 to i64
  %22 = mul i64 %20, %21
  %23 = sext i32 %9 to i64
  %24 = add i64 %22, %23
  %25 = sext i32 %19 to i64
  %26 = sext i32 %4 to i64
  %27 = mul i64 %25, %26
  %28 = sext i32 %9 to i64
  %29 = add i64 %27, %28
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = select i1 %18, float %32, float 0.000000e+00
  %34 = mul i64 %24, 4
  %35 = getelementptr i8, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = fadd float %36, %33
  %38 = mul i64 %24, 4
  %39 = getelementptr i8, ptr addrspace(1) %0, i64 %38
  store float %37, ptr addrspace(1) %39, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_bias_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_bias_f32, !"maxntidx", i32 256}
