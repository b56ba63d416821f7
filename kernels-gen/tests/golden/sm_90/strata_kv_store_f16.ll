; ModuleID = 'strata_kv_store_f16'
source_filename = "strata_kv_store_f16"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_kv_store_f16(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = mul i32 %7, 256
  %10 = add i32 %9, %6
  %11 = icmp slt i32 %10, %5
  %12 = getelementptr i8, ptr addrspace(1) %4, i64 0
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = add i32 %13, %8
  %15 = sext i32 %8 to i64
  %16 = sext i32 %5 to i64
  %17 = mul i64 %15, %16
  %18 = sext i32 %10 to i64
  %19 = add i64 %17, %18
  %20 = sext i32 %14 to i64
  %21 = sext i32 %5 to i64
  %22 = mul i64 %20, %21
  %23 = sext i32 %10 to i64
  %24 = add i64 %22, %23
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %25 = mul i64 %19, 4
  %26 = getelementptr i8, ptr addrspace(1) %2, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = mul i64 %24, 2
  %29 = getelementptr i8, ptr addrspace(1) %0, i64 %28
  %30 = fptrunc float %27 to half
  %31 = bitcast half %30 to i16
  store i16 %31, ptr addrspace(1) %29, align 2
  %32 = mul i64 %19, 4
  %33 = getelementptr i8, ptr addrspace(1) %3, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = mul i64 %24, 2
  %36 = getelementptr i8, ptr addrspace(1) %1, i64 %35
  %37 = fptrunc float %34 to half
  %38 = bitcast half %37 to i16
  store i16 %38, ptr addrspace(1) %36, align 2
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

!0 = !{ptr @strata_kv_store_f16, !"kernel", i32 1}
!1 = !{ptr @strata_kv_store_f16, !"maxntidx", i32 256}
