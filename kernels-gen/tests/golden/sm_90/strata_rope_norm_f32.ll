; ModuleID = 'strata_rope_norm_f32'
source_filename = "strata_rope_norm_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_norm_f32(ptr addrspace(1) noalias %0, i32 %1, i32 %2, i32 %3, i32 %4, float %5, float %6) {
entry:
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, 128
  %10 = add i32 %9, %7
  %11 = lshr i32 %3, 1
  %12 = mul i32 %1, %11
  %13 = icmp slt i32 %10, %12
  %14 = icmp sgt i32 %11, 0
  %15 = and i1 %13, %14
  br i1 %15, label %then, label %endif

then:                                             ; preds = %entry
  %16 = udiv i32 %10, %11
  %17 = urem i32 %10, %11
  %18 = mul i32 %16, %2
  %19 = shl i32 %17, 1
  %20 = add i32 %18, %19
  %21 = add i32 %20, 1
  %22 = sitofp i32 %17 to float
  %23 = fmul float %22, %5
  %24 = fcmp olt float %23, -1.260000e+02
  %25 = fcmp ogt float %23, 1.270000e+02
  %26 = select i1 %24, float -1.260000e+02, float %23
  %27 = select i1 %25, float 1.270000e+02, float %26
  %28 = fadd float %27, 5.000000e-01
  %29 = call float @llvm.floor.f32(float %28)
  %30 = fsub float %27, %29
  %31 = fmul float 0x3EEFFCBFC0000000, %30
  %32 = fadd float %31, 0x3F24309120000000
  %33 = fmul float %32, %30
  %34 = fadd float %33, 0x3F55D87FE0000000
  %35 = fmul float %34, %30
  %36 = fadd float %35, 0x3F83B2AB60000000
  %37 = fmul float %36, %30
  %38 = fadd float %37, 0x3FAC6B08E0000000
  %39 = fmul float %38, %30
  %40 = fadd float %39, 0x3FCEBFBE00000000
  %41 = fmul float %40, %30
  %42 = fadd float %41, 0x3FE62E4300000000
  %43 = fmul float %42, %30
  %44 = fadd float %43, 1.000000e+00
  %45 = fptosi float %29 to i32
  %46 = add i32 %45, 127
  %47 = shl i32 %46, 23
  %48 = bitcast i32 %47 to float
  %49 = fmul float %44, %48
  %50 = select i1 %24, float 0.000000e+00, float %49
  %51 = select i1 %25, float 0x7FF0000000000000, float %50
  %52 = fcmp uno float %23, %23
  %53 = select i1 %52, float %23, float %51
  %54 = sitofp i32 %4 to float
  %55 = fmul float %6, %54
  %56 = fmul float %55, %53
  %57 = fmul float %56, 0x3FE45F3060000000
  %58 = fadd float %57, 5.000000e-01
  %59 = call float @llvm.floor.f32(float %58)
  %60 = fmul float %59, 0x3FF921FB60000000
  %61 = fsub float %56, %60
  %62 = fmul float %59, 0xBE6777A5C0000000
  %63 = fsub float %61, %62
  %64 = fmul float %63, %63
  %65 = fmul float 0x3EC71DE3A0000000, %64
  %66 = fadd float %65, 0xBF2A01A020000000
  %67 = fmul float %66, %64
  %68 = fadd float %67, 0x3F81111120000000
  %69 = fmul float %68, %64
  %70 = fadd float %69, 0xBFC5555560000000
  %71 = fmul float %70, %64
  %72 = fadd float %71, 1.000000e+00
  %73 = fmul float %72, %63
  %74 = fmul float 0x3EFA01A020000000, %64
  %75 = fadd float %74, 0xBF56C16C20000000
  %76 = fmul float %75, %64
  %77 = fadd float %76, 0x3FA5555560000000
  %78 = fmul float %77, %64
  %79 = fadd float %78, -5.000000e-01
  %80 = fmul float %79, %64
  %81 = fadd float %80, 1.000000e+00
  %82 = fptosi float %59 to i32
  %83 = and i32 %82, 3
  %84 = and i32 %83, 1
  %85 = icmp ne i32 %84, 0
  %86 = select i1 %85, float %81, float %73
  %87 = select i1 %85, float %73, float %81
  %88 = icmp uge i32 %83, 2
  %89 = add i32 %83, 1
  %90 = and i32 %89, 2
  %91 = icmp eq i32 %90, 2
  %92 = fneg float %86
  %93 = select i1 %88, float %92, float %86
  %94 = fneg float %87
  %95 = select i1 %91, float %94, float %87
  %96 = sext i32 %20 to i64
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr addrspace(1) %0, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = sext i32 %21 to i64
  %101 = mul i64 %100, 4
  %102 = getelementptr i8, ptr addrspace(1) %0, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fmul float %99, %95
  %105 = fmul float %103, %93
  %106 = fsub float %104, %105
  %107 = fmul float %99, %93
  %108 = fmul float %103, %95
  %109 = fadd float %107, %108
  %110 = sext i32 %20 to i64
  %111 = mul i64 %110, 4
  %112 = getelementptr i8, ptr addrspace(1) %0, i64 %111
  store float %106, ptr addrspace(1) %112, align 4
  %113 = sext i32 %21 to i64
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %109, ptr addrspace(1) %115, align 4
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
