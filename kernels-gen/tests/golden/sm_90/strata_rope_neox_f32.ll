; ModuleID = 'strata_rope_neox_f32'
source_filename = "strata_rope_neox_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_neox_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2, i32 %3, i32 %4, float %5, float %6) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, 128
  %10 = add i32 %9, %7
  %11 = lshr i32 %4, 1
  %12 = mul i32 %2, %11
  %13 = icmp slt i32 %10, %12
  %14 = icmp sgt i32 %11, 0
  %15 = and i1 %13, %14
  br i1 %15, label %then, label %endif

then:                                             ; preds = %entry
  %16 = udiv i32 %10, %11
  %17 = urem i32 %10, %11
  %18 = mul i32 %16, %3
  %19 = add i32 %18, %17
  %20 = add i32 %19, %11
  %21 = getelementptr i8, ptr addrspace(1) %1, i64 0
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = sitofp i32 %17 to float
  %24 = fmul float %23, %5
  %25 = fcmp olt float %24, -1.260000e+02
  %26 = fcmp ogt float %24, 1.270000e+02
  %27 = select i1 %25, float -1.260000e+02, float %24
  %28 = select i1 %26, float 1.270000e+02, float %27
  %29 = fadd float %28, 5.000000e-01
  %30 = call float @llvm.floor.f32(float %29)
  %31 = fsub float %28, %30
  %32 = fmul float 0x3EEFFCBFC0000000, %31
  %33 = fadd float %32, 0x3F24309120000000
  %34 = fmul float %33, %31
  %35 = fadd float %34, 0x3F55D87FE0000000
  %36 = fmul float %35, %31
  %37 = fadd float %36, 0x3F83B2AB60000000
  %38 = fmul float %37, %31
  %39 = fadd float %38, 0x3FAC6B08E0000000
  %40 = fmul float %39, %31
  %41 = fadd float %40, 0x3FCEBFBE00000000
  %42 = fmul float %41, %31
  %43 = fadd float %42, 0x3FE62E4300000000
  %44 = fmul float %43, %31
  %45 = fadd float %44, 1.000000e+00
  %46 = fptosi float %30 to i32
  %47 = add i32 %46, 127
  %48 = shl i32 %47, 23
  %49 = bitcast i32 %48 to float
  %50 = fmul float %45, %49
  %51 = select i1 %25, float 0.000000e+00, float %50
  %52 = select i1 %26, float 0x7FF0000000000000, float %51
  %53 = fcmp uno float %24, %24
  %54 = select i1 %53, float %24, float %52
  %55 = sitofp i32 %22 to float
  %56 = fmul float %6, %55
  %57 = fmul float %56, %54
  %58 = fmul float %57, 0x3FE45F3060000000
  %59 = fadd float %58, 5.000000e-01
  %60 = call float @llvm.floor.f32(float %59)
  %61 = fmul float %60, 0x3FF921FB60000000
  %62 = fsub float %57, %61
  %63 = fmul float %60, 0xBE6777A5C0000000
  %64 = fsub float %62, %63
  %65 = fmul float %64, %64
  %66 = fmul float 0x3EC71DE3A0000000, %65
  %67 = fadd float %66, 0xBF2A01A020000000
  %68 = fmul float %67, %65
  %69 = fadd float %68, 0x3F81111120000000
  %70 = fmul float %69, %65
  %71 = fadd float %70, 0xBFC5555560000000
  %72 = fmul float %71, %65
  %73 = fadd float %72, 1.000000e+00
  %74 = fmul float %73, %64
  %75 = fmul float 0x3EFA01A020000000, %65
  %76 = fadd float %75, 0xBF56C16C20000000
  %77 = fmul float %76, %65
  %78 = fadd float %77, 0x3FA5555560000000
  %79 = fmul float %78, %65
  %80 = fadd float %79, -5.000000e-01
  %81 = fmul float %80, %65
  %82 = fadd float %81, 1.000000e+00
  %83 = fptosi float %60 to i32
  %84 = and i32 %83, 3
  %85 = and i32 %84, 1
  %86 = icmp ne i32 %85, 0
  %87 = select i1 %86, float %82, float %74
  %88 = select i1 %86, float %74, float %82
  %89 = icmp uge i32 %84, 2
  %90 = add i32 %84, 1
  %91 = and i32 %90, 2
  %92 = icmp eq i32 %91, 2
  %93 = fneg float %87
  %94 = select i1 %89, float %93, float %87
  %95 = fneg float %88
  %96 = select i1 %92, float %95, float %88
  %97 = sext i32 %19 to i64
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr addrspace(1) %0, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = sext i32 %20 to i64
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = fmul float %100, %96
  %106 = fmul float %104, %94
  %107 = fsub float %105, %106
  %108 = fmul float %100, %94
  %109 = fmul float %104, %96
  %110 = fadd float %108, %109
  %111 = sext i32 %19 to i64
  %112 = mul i64 %111, 4
  %113 = getelementptr i8, ptr addrspace(1) %0, i64 %112
  store float %107, ptr addrspace(1) %113, align 4
  %114 = sext i32 %20 to i64
  %115 = mul i64 %114, 4
  %116 = getelementptr i8, ptr addrspace(1) %0, i64 %115
  store float %110, ptr addrspace(1) %116, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_rope_neox_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_neox_f32, !"maxntidx", i32 128}
