; ModuleID = 'strata_rope_yarn_norm_f32'
source_filename = "strata_rope_yarn_norm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_yarn_norm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2, i32 %3, i32 %4, float %5, float %6, float %7, float %8, float %9, float %10) {
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
  %23 = shl i32 %21, 1
  %24 = add i32 %22, %23
  %25 = add i32 %24, 1
  %26 = getelementptr i8, ptr addrspace(1) %1, i64 0
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = sitofp i32 %21 to float
  %29 = fmul float %28, %5
  %30 = fcmp olt float %29, -1.260000e+02
  %31 = fcmp ogt float %29, 1.270000e+02
  %32 = select i1 %30, float -1.260000e+02, float %29
  %33 = select i1 %31, float 1.270000e+02, float %32
  %34 = fadd float %33, 5.000000e-01
  %35 = call float @llvm.floor.f32(float %34)
  %36 = fsub float %33, %35
  %37 = fmul float 0x3EEFFCBFC0000000, %36
  %38 = fadd float %37, 0x3F24309120000000
  %39 = fmul float %38, %36
  %40 = fadd float %39, 0x3F55D87FE0000000
  %41 = fmul float %40, %36
  %42 = fadd float %41, 0x3F83B2AB60000000
  %43 = fmul float %42, %36
  %44 = fadd float %43, 0x3FAC6B08E0000000
  %45 = fmul float %44, %36
  %46 = fadd float %45, 0x3FCEBFBE00000000
  %47 = fmul float %46, %36
  %48 = fadd float %47, 0x3FE62E4300000000
  %49 = fmul float %48, %36
  %50 = fadd float %49, 1.000000e+00
  %51 = fptosi float %35 to i32
  %52 = add i32 %51, 127
  %53 = shl i32 %52, 23
  %54 = bitcast i32 %53 to float
  %55 = fmul float %50, %54
  %56 = select i1 %30, float 0.000000e+00, float %55
  %57 = select i1 %31, float 0x7FF0000000000000, float %56
  %58 = fcmp uno float %29, %29
  %59 = select i1 %58, float %29, float %57
  %60 = sitofp i32 %27 to float
  %61 = fmul float %60, %59
  %62 = fmul float %6, %61
  %63 = fsub float %9, %8
  %64 = fcmp ogt float %63, 0x3F50624DE0000000
  %65 = select i1 %64, float %63, float 0x3F50624DE0000000
  %66 = fsub float %28, %8
  %67 = fdiv float %66, %65
  %68 = fcmp ogt float %67, 0.000000e+00
  %69 = select i1 %68, float %67, float 0.000000e+00
  %70 = fcmp ogt float %69, 1.000000e+00
  %71 = select i1 %70, float 1.000000e+00, float %69
  %72 = fsub float 1.000000e+00, %71
  %73 = fmul float %72, %7
  %74 = fsub float 1.000000e+00, %73
  %75 = fmul float %62, %74
  %76 = fmul float %61, %73
  %77 = fadd float %75, %76
  %78 = fmul float %77, 0x3FE45F3060000000
  %79 = fadd float %78, 5.000000e-01
  %80 = call float @llvm.floor.f32(float %79)
  %81 = fmul float %80, 0x3FF921FB60000000
  %82 = fsub float %77, %81
  %83 = fmul float %80, 0xBE6777A5C0000000
  %84 = fsub float %82, %83
  %85 = fmul float %84, %84
  %86 = fmul float 0x3EC71DE3A0000000, %85
  %87 = fadd float %86, 0xBF2A01A020000000
  %88 = fmul float %87, %85
  %89 = fadd float %88, 0x3F81111120000000
  %90 = fmul float %89, %85
  %91 = fadd float %90, 0xBFC5555560000000
  %92 = fmul float %91, %85
  %93 = fadd float %92, 1.000000e+00
  %94 = fmul float %93, %84
  %95 = fmul float 0x3EFA01A020000000, %85
  %96 = fadd float %95, 0xBF56C16C20000000
  %97 = fmul float %96, %85
  %98 = fadd float %97, 0x3FA5555560000000
  %99 = fmul float %98, %85
  %100 = fadd float %99, -5.000000e-01
  %101 = fmul float %100, %85
  %102 = fadd float %101, 1.000000e+00
  %103 = fptosi float %80 to i32
  %104 = and i32 %103, 3
  %105 = and i32 %104, 1
  %106 = icmp ne i32 %105, 0
  %107 = select i1 %106, float %102, float %94
  %108 = select i1 %106, float %94, float %102
  %109 = icmp uge i32 %104, 2
  %110 = add i32 %104, 1
  %111 = and i32 %110, 2
  %112 = icmp eq i32 %111, 2
  %113 = fneg float %107
  %114 = select i1 %109, float %113, float %107
  %115 = fneg float %108
  %116 = select i1 %112, float %115, float %108
  %117 = fmul float %114, %10
  %118 = fmul float %116, %10
  %119 = sext i32 %24 to i64
  %120 = mul i64 %119, 4
  %121 = getelementptr i8, ptr addrspace(1) %0, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4
  %123 = sext i32 %25 to i64
  %124 = mul i64 %123, 4
  %125 = getelementptr i8, ptr addrspace(1) %0, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4
  %127 = fmul float %122, %118
  %128 = fmul float %126, %117
  %129 = fsub float %127, %128
  %130 = fmul float %122, %117
  %131 = fmul float %126, %118
  %132 = fadd float %130, %131
  %133 = sext i32 %24 to i64
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %0, i64 %134
  store float %129, ptr addrspace(1) %135, align 4
  %136 = sext i32 %25 to i64
  %137 = mul i64 %136, 4
  %138 = getelementptr i8, ptr addrspace(1) %0, i64 %137
  store float %132, ptr addrspace(1) %138, align 4
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

!0 = !{ptr @strata_rope_yarn_norm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_yarn_norm_f32, !"maxntidx", i32 128}
