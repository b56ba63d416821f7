; ModuleID = 'strata_cast_f16_f32'
source_filename = "strata_cast_f16_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_cast_f16_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
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
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_cast_f16_f32, !"kernel", i32 1}
!1 = !{ptr @strata_cast_f16_f32, !"maxntidx", i32 256}
