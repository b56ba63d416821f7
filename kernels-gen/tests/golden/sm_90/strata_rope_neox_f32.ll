; ModuleID = 'strata_rope_neox_f32'
source_filename = "strata_rope_neox_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_rope_neox_f32(ptr addrspace(1) noalias %0, i32 %1, i32 %2, i32 %3, i32 %4, float %5, float %6) {
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
  %19 = add i32 %18, %17
  %20 = add i32 %19, %11
  %21 = sitofp i32 %17 to float
  %22 = fmul float %21, %5
  %23 = fcmp olt float %22, -1.260000e+02
  %24 = fcmp ogt float %22, 1.270000e+02
  %25 = select i1 %23, float -1.260000e+02, float %22
  %26 = select i1 %24, float 1.270000e+02, float %25
  %27 = fadd float %26, 5.000000e-01
  %28 = call float @llvm.floor.f32(float %27)
  %29 = fsub float %26, %28
  %30 = fmul float 0x3EEFFCBFC0000000, %29
  %31 = fadd float %30, 0x3F24309120000000
  %32 = fmul float %31, %29
  %33 = fadd float %32, 0x3F55D87FE0000000
  %34 = fmul float %33, %29
  %35 = fadd float %34, 0x3F83B2AB60000000
  %36 = fmul float %35, %29
  %37 = fadd float %36, 0x3FAC6B08E0000000
  %38 = fmul float %37, %29
  %39 = fadd float %38, 0x3FCEBFBE00000000
  %40 = fmul float %39, %29
  %41 = fadd float %40, 0x3FE62E4300000000
  %42 = fmul float %41, %29
  %43 = fadd float %42, 1.000000e+00
  %44 = fptosi float %28 to i32
  %45 = add i32 %44, 127
  %46 = shl i32 %45, 23
  %47 = bitcast i32 %46 to float
  %48 = fmul float %43, %47
  %49 = select i1 %23, float 0.000000e+00, float %48
  %50 = select i1 %24, float 0x7FF0000000000000, float %49
  %51 = fcmp uno float %22, %22
  %52 = select i1 %51, float %22, float %50
  %53 = sitofp i32 %4 to float
  %54 = fmul float %6, %53
  %55 = fmul float %54, %52
  %56 = fmul float %55, 0x3FE45F3060000000
  %57 = fadd float %56, 5.000000e-01
  %58 = call float @llvm.floor.f32(float %57)
  %59 = fmul float %58, 0x3FF921FB60000000
  %60 = fsub float %55, %59
  %61 = fmul float %58, 0xBE6777A5C0000000
  %62 = fsub float %60, %61
  %63 = fmul float %62, %62
  %64 = fmul float 0x3EC71DE3A0000000, %63
  %65 = fadd float %64, 0xBF2A01A020000000
  %66 = fmul float %65, %63
  %67 = fadd float %66, 0x3F81111120000000
  %68 = fmul float %67, %63
  %69 = fadd float %68, 0xBFC5555560000000
  %70 = fmul float %69, %63
  %71 = fadd float %70, 1.000000e+00
  %72 = fmul float %71, %62
  %73 = fmul float 0x3EFA01A020000000, %63
  %74 = fadd float %73, 0xBF56C16C20000000
  %75 = fmul float %74, %63
  %76 = fadd float %75, 0x3FA5555560000000
  %77 = fmul float %76, %63
  %78 = fadd float %77, -5.000000e-01
  %79 = fmul float %78, %63
  %80 = fadd float %79, 1.000000e+00
  %81 = fptosi float %58 to i32
  %82 = and i32 %81, 3
  %83 = and i32 %82, 1
  %84 = icmp ne i32 %83, 0
  %85 = select i1 %84, float %80, float %72
  %86 = select i1 %84, float %72, float %80
  %87 = icmp uge i32 %82, 2
  %88 = add i32 %82, 1
  %89 = and i32 %88, 2
  %90 = icmp eq i32 %89, 2
  %91 = fneg float %85
  %92 = select i1 %87, float %91, float %85
  %93 = fneg float %86
  %94 = select i1 %90, float %93, float %86
  %95 = sext i32 %19 to i64
  %96 = mul i64 %95, 4
  %97 = getelementptr i8, ptr addrspace(1) %0, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = sext i32 %20 to i64
  %100 = mul i64 %99, 4
  %101 = getelementptr i8, ptr addrspace(1) %0, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4
  %103 = fmul float %98, %94
  %104 = fmul float %102, %92
  %105 = fsub float %103, %104
  %106 = fmul float %98, %92
  %107 = fmul float %102, %94
  %108 = fadd float %106, %107
  %109 = sext i32 %19 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr addrspace(1) %0, i64 %110
  store float %105, ptr addrspace(1) %111, align 4
  %112 = sext i32 %20 to i64
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr addrspace(1) %0, i64 %113
  store float %108, ptr addrspace(1) %114, align 4
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
