; ModuleID = 'strata_moe_combine_rows_f32'
source_filename = "strata_moe_combine_rows_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_combine_rows_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5) {
entry:
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, 256
  %9 = add i32 %8, %6
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = icmp slt i32 %9, %4
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  store float 0.000000e+00, ptr %v, align 4
  %12 = mul i32 %10, %5
  store i32 0, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %endif3, %then
  %13 = load i32, ptr %v1, align 4
  %14 = icmp slt i32 %13, %5
  br i1 %14, label %body, label %done

body:                                             ; preds = %loop
  %15 = load i32, ptr %v1, align 4
  %16 = add i32 %12, %15
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(1) %2, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %then2, label %endif3

done:                                             ; preds = %loop
  %22 = load float, ptr %v, align 4
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
  %43 = load float, ptr %v, align 4
  %44 = fadd float %43, %42
  store float %44, ptr %v, align 4
  br label %endif3

endif3:                                           ; preds = %then2, %body
  %45 = load i32, ptr %v1, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr %v1, align 4
  br label %loop
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_combine_rows_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_combine_rows_f32, !"maxntidx", i32 256}
