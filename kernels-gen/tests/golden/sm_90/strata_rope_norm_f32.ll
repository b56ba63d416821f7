; ModuleID = 'strata_rope_norm_f32'
source_filename = "strata_rope_norm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_norm_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2, i32 %3, i32 %4, float %5, float %6) {
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
  %19 = shl i32 %17, 1
  %20 = add i32 %18, %19
  %21 = add i32 %20, 1
  %22 = getelementptr i8, ptr addrspace(1) %1, i64 0
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = sitofp i32 %17 to float
  %25 = fmul float %24, %5
  %26 = fcmp olt float %25, -1.260000e+02
  %27 = fcmp ogt float %25, 1.270000e+02
  %28 = select i1 %26, float -1.260000e+02, float %25
  %29 = select i1 %27, float 1.270000e+02, float %28
  %30 = fadd float %29, 5.000000e-01
  %31 = call float @llvm.floor.f32(float %30)
  %32 = fsub float %29, %31
  %33 = fmul float 0x3EEFFCBFC0000000, %32
  %34 = fadd float %33, 0x3F24309120000000
  %35 = fmul float %34, %32
  %36 = fadd float %35, 0x3F55D87FE0000000
  %37 = fmul float %36, %32
  %38 = fadd float %37, 0x3F83B2AB60000000
  %39 = fmul float %38, %32
  %40 = fadd float %39, 0x3FAC6B08E0000000
  %41 = fmul float %40, %32
  %42 = fadd float %41, 0x3FCEBFBE00000000
  %43 = fmul float %42, %32
  %44 = fadd float %43, 0x3FE62E4300000000
  %45 = fmul float %44, %32
  %46 = fadd float %45, 1.000000e+00
  %47 = fptosi float %31 to i32
  %48 = add i32 %47, 127
  %49 = shl i32 %48, 23
  %50 = bitcast i32 %49 to float
  %51 = fmul float %46, %50
  %52 = select i1 %26, float 0.000000e+00, float %51
  %53 = select i1 %27, float 0x7FF0000000000000, float %52
  %54 = fcmp uno float %25, %25
  %55 = select i1 %54, float %25, float %53
  %56 = sitofp i32 %23 to float
  %57 = fmul float %6, %56
  %58 = fmul float %57, %55
  %59 = fmul float %58, 0x3FE45F3060000000
  %60 = fadd float %59, 5.000000e-01
  %61 = call float @llvm.floor.f32(float %60)
  %62 = fmul float %61, 0x3FF921FB60000000
  %63 = fsub float %58, %62
  %64 = fmul float %61, 0xBE6777A5C0000000
  %65 = fsub float %63, %64
  %66 = fmul float %65, %65
  %67 = fmul float 0x3EC71DE3A0000000, %66
  %68 = fadd float %67, 0xBF2A01A020000000
  %69 = fmul float %68, %66
  %70 = fadd float %69, 0x3F81111120000000
  %71 = fmul float %70, %66
  %72 = fadd float %71, 0xBFC5555560000000
  %73 = fmul float %72, %66
  %74 = fadd float %73, 1.000000e+00
  %75 = fmul float %74, %65
  %76 = fmul float 0x3EFA01A020000000, %66
  %77 = fadd float %76, 0xBF56C16C20000000
  %78 = fmul float %77, %66
  %79 = fadd float %78, 0x3FA5555560000000
  %80 = fmul float %79, %66
  %81 = fadd float %80, -5.000000e-01
  %82 = fmul float %81, %66
  %83 = fadd float %82, 1.000000e+00
  %84 = fptosi float %61 to i32
  %85 = and i32 %84, 3
  %86 = and i32 %85, 1
  %87 = icmp ne i32 %86, 0
  %88 = select i1 %87, float %83, float %75
  %89 = select i1 %87, float %75, float %83
  %90 = icmp uge i32 %85, 2
  %91 = add i32 %85, 1
  %92 = and i32 %91, 2
  %93 = icmp eq i32 %92, 2
  %94 = fneg float %88
  %95 = select i1 %90, float %94, float %88
  %96 = fneg float %89
  %97 = select i1 %93, float %96, float %89
  %98 = sext i32 %20 to i64
  %99 = mul i64 %98, 4
  %100 = getelementptr i8, ptr addrspace(1) %0, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = sext i32 %21 to i64
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr addrspace(1) %0, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = fmul float %101, %97
  %107 = fmul float %105, %95
  %108 = fsub float %106, %107
  %109 = fmul float %101, %95
  %110 = fmul float %105, %97
  %111 = fadd float %109, %110
  %112 = sext i32 %20 to i64
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr addrspace(1) %0, i64 %113
  store float %108, ptr addrspace(1) %114, align 4
  %115 = sext i32 %21 to i64
  %116 = mul i64 %115, 4
  %117 = getelementptr i8, ptr addrspace(1) %0, i64 %116
  store float %111, ptr addrspace(1) %117, align 4
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

!0 = !{ptr @strata_rope_norm_f32, !"kernel", i32 1}
!1 = !{ptr @strata_rope_norm_f32, !"maxntidx", i32 128}
