; ModuleID = 'strata_rope_yarn_neox_f32'
source_filename = "strata_rope_yarn_neox_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_neox_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2, i32 %3, i32 %4, float %5, float %6, float %7, float %8, float %9, float %10) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, 128
  %14 = add i32 %13, %11
  %15 = lshr i32 %4, 1
  %16 = mul i32 %2, %15
  %17 = icmp slt i32 %14, %16
  %18 = icmp sgt i32 %15, 0
  %19 = and i1 %17, %18
  br i1 %19, label %then, label %endif

then:                                             ; preds = %entry
  %20 = udiv i32 %14, %15
  %21 = urem i32 %14, %15
  %22 = mul i32 %20, %3
  %23 = add i32 %22, %21
  %24 = add i32 %23, %15
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 0
  %26 = load i32, ptr addrspace(1) %25, align 4
  %27 = sitofp i32 %21 to float
  %28 = fmul float %27, %5
  %29 = fcmp olt float %28, -1.260000e+02
  %30 = fcmp ogt float %28, 1.270000e+02
  %31 = select i1 %29, float -1.260000e+02, float %28
  %32 = select i1 %30, float 1.270000e+02, float %31
  %33 = fadd float %32, 5.000000e-01
  %34 = call float @llvm.floor.f32(float %33)
  %35 = fsub float %32, %34
  %36 = fmul float 0x3EEFFCBFC0000000, %35
  %37 = fadd float %36, 0x3F24309120000000
  %38 = fmul float %37, %35
  %39 = fadd float %38, 0x3F55D87FE0000000
  %40 = fmul float %39, %35
  %41 = fadd float %40, 0x3F83B2AB60000000
  %42 = fmul float %41, %35
  %43 = fadd float %42, 0x3FAC6B08E0000000
  %44 = fmul float %43, %35
  %45 = fadd float %44, 0x3FCEBFBE00000000
  %46 = fmul float %45, %35
  %47 = fadd float %46, 0x3FE62E4300000000
  %48 = fmul float %47, %35
  %49 = fadd float %48, 1.000000e+00
  %50 = fptosi float %34 to i32
  %51 = add i32 %50, 127
  %52 = shl i32 %51, 23
  %53 = bitcast i32 %52 to float
  %54 = fmul float %49, %53
  %55 = select i1 %29, float 0.000000e+00, float %54
  %56 = select i1 %30, float 0x7FF0000000000000, float %55
  %57 = fcmp uno float %28, %28
  %58 = select i1 %57, float %28, float %56
  %59 = sitofp i32 %26 to float
  %60 = fmul float %59, %58
  %61 = fmul float %6, %60
  %62 = fsub float %9, %8
  %63 = fcmp ogt float %62, 0x3F50624DE0000000
  %64 = select i1 %63, float %62, float 0x3F50624DE0000000
  %65 = fsub float %27, %8
  %66 = fdiv float %65, %64
  %67 = fcmp ogt float %66, 0.000000e+00
  %68 = select i1 %67, float %66, float 0.000000e+00
  %69 = fcmp ogt float %68, 1.000000e+00
  %70 = select i1 %69, float 1.000000e+00, float %68
  %71 = fsub float 1.000000e+00, %70
  %72 = fmul float %71, %7
  %73 = fsub float 1.000000e+00, %72
  %74 = fmul float %61, %73
  %75 = fmul float %60, %72
  %76 = fadd float %74, %75
  %77 = fmul float %76, 0x3FE45F3060000000
  %78 = fadd float %77, 5.000000e-01
  %79 = call float @llvm.floor.f32(float %78)
  %80 = fmul float %79, 0x3FF921FB60000000
  %81 = fsub float %76, %80
  %82 = fmul float %79, 0xBE6777A5C0000000
  %83 = fsub float %81, %82
  %84 = fmul float %83, %83
  %85 = fmul float 0x3EC71DE3A0000000, %84
  %86 = fadd float %85, 0xBF2A01A020000000
  %87 = fmul float %86, %84
  %88 = fadd float %87, 0x3F81111120000000
  %89 = fmul float %88, %84
  %90 = fadd float %89, 0xBFC5555560000000
  %91 = fmul float %90, %84
  %92 = fadd float %91, 1.000000e+00
  %93 = fmul float %92, %83
  %94 = fmul float 0x3EFA01A020000000, %84
  %95 = fadd float %94, 0xBF56C16C20000000
  %96 = fmul float %95, %84
  %97 = fadd float %96, 0x3FA5555560000000
  %98 = fmul float %97, %84
  %99 = fadd float %98, -5.000000e-01
  %100 = fmul float %99, %84
  %101 = fadd float %100, 1.000000e+00
  %102 = fptosi float %79 to i32
  %103 = and i32 %102, 3
  %104 = and i32 %103, 1
  %105 = icmp ne i32 %104, 0
  %106 = select i1 %105, float %101, float %93
  %107 = select i1 %105, float %93, float %101
  %108 = icmp uge i32 %103, 2
  %109 = add i32 %103, 1
  %110 = and i32 %109, 2
  %111 = icmp eq i32 %110, 2
  %112 = fneg float %106
  %113 = select i1 %108, float %112, float %106
  %114 = fneg float %107
  %115 = select i1 %111, float %114, float %107
  %116 = fmul float %113, %10
  %117 = fmul float %115, %10
  %118 = sext i32 %23 to i64
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %0, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = sext i32 %24 to i64
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr addrspace(1) %0, i64 %123
  %125 = load float, ptr addrspace(1) %124, align 4
  %126 = fmul float %121, %117
  %127 = fmul float %125, %116
  %128 = fsub float %126, %127
  %129 = fmul float %121, %116
  %130 = fmul float %125, %117
  %131 = fadd float %129, %130
  %132 = sext i32 %23 to i64
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr addrspace(1) %0, i64 %133
  store float %128, ptr addrspace(1) %134, align 4
  %135 = sext i32 %24 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) %0, i64 %136
  store float %131, ptr addrspace(1) %137, align 4
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

!0 = !{ptr @strata_rope_yarn_neox_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_neox_f32, !"maxntidx", i32 128}
