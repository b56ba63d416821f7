; ModuleID = 'strata_moe_combine_f32'
source_filename = "strata_moe_combine_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_moe_combine_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 256
  %8 = add i32 %7, %5
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %then, label %endif

then:                                             ; preds = %entry
  store float 0.000000e+00, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

endif:                                            ; preds = %done, %entry
  ret void

loop:                                             ; preds = %body, %then
  %10 = load i32, ptr %v1, align 4
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr %v1, align 4
  %13 = sext i32 %12 to i64
  %14 = sext i32 %3 to i64
  %15 = mul i64 %13, %14
  %16 = sext i32 %8 to i64
  %17 = add i64 %15, %16
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(1) %1, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = sext i32 %12 to i64
  %22 = mul i64 %21, 4
  %23 = getelementptr i8, ptr addrspace(1) %2, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = fmul float %20, %24
  %26 = load float, ptr %v, align 4
  %27 = fadd float %26, %25
  store float %27, ptr %v, align 4
  %28 = load i32, ptr %v1, align 4
  %29 = add i32 %28, 1
  store i32 %29, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %30 = load float, ptr %v, align 4
  %31 = sext i32 %8 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(1) %0, i64 %32
  store float %30, ptr addrspace(1) %33, align 4
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_combine_f32, !"kernel", i32 1}
!1 = !{ptr @strata_moe_combine_f32, !"maxntidx", i32 256}
