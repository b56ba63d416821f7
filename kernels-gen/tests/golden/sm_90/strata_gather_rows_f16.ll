; ModuleID = 'strata_gather_rows_f16'
source_filename = "strata_gather_rows_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_gather_rows_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 256
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
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
  store float 0.000000e+00, ptr %v, align 4
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
  store float %28, ptr %v, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %29 = load float, ptr %v, align 4
  %30 = mul i64 %19, 2
  %31 = getelementptr i8, ptr addrspace(1) %0, i64 %30
  %32 = fptrunc float %29 to half
  %33 = bitcast half %32 to i16
  store i16 %33, ptr addrspace(1) %31, align 2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_gather_rows_f16, !"kernel", i32 1}
!1 = !{ptr @strata_gather_rows_f16, !"maxntidx", i32 256}
