; ModuleID = 'strata_add_bias_rows_f32'
source_filename = "strata_add_bias_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_add_bias_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_add_bias_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_add_bias_rows_f32, !"maxntidx", i32 256}
