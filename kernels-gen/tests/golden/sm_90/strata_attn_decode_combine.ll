; ModuleID = 'strata_attn_decode_combine'
source_filename = "strata_attn_decode_combine"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @strata_attn_decode_combine(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v8 = alloca i32, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v2 = alloca i32, align 4
  %v1 = alloca i32, align 4
  %v = alloca float, align 4
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, %4
  store float 0xFFF0000000000000, ptr %v, align 4
  store i32 0, ptr %v1, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %8 = load i32, ptr %v1, align 4
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %body, label %done

body:                                             ; preds = %loop
  %10 = load i32, ptr %v1, align 4
  %11 = add i32 %7, %10
  %12 = mul i32 %11, 2
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) %2, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = load float, ptr %v, align 4
  %18 = fcmp ogt float %16, %17
  %19 = select i1 %18, float %16, float %17
  store float %19, ptr %v, align 4
  %20 = load i32, ptr %v1, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %v1, align 4
  br label %loop

done:                                             ; preds = %loop
  %22 = load float, ptr %v, align 4
  store i32 %5, ptr %v2, align 4
  br label %loop3

loop3:                                            ; preds = %done11, %done
  %23 = load i32, ptr %v2, align 4
  %24 = icmp slt i32 %23, %3
  br i1 %24, label %body4, label %done5

body4:                                            ; preds = %loop3
  %25 = load i32, ptr %v2, align 4
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store i32 0, ptr %v8, align 4
  br label %loop9

done5:                                            ; preds = %loop3
  ret void

loop9:                                            ; preds = %body10, %body4
  %26 = load i32, ptr %v8, align 4
  %27 = icmp slt i32 %26, %4
  br i1 %27, label %body10, label %done11

body10:                                           ; preds = %loop9
  %28 = load i32, ptr %v8, align 4
  %29 = add i32 %7, %28
  %30 = mul i32 %29, 2
  %31 = sext i32 %30 to i64
  %32 = mul i64 %31, 4
  %33 = getelementptr i8, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fsub float %34, %22
  %36 = fmul float %35, 0x3FF7154760000000
  %37 = fcmp olt float %36, -1.260000e+02
  %38 = fcmp ogt float %36, 1.270000e+02
  %39 = select i1 %37, float -1.260000e+02, float %36
  %40 = select i1 %38, float 1.270000e+02, float %39
  %41 = fadd float %40, 5.000000e-01
  %42 = call float @llvm.floor.f32(float %41)
  %43 = fsub float %40, %42
  %44 = fmul float 0x3EEFFCBFC0000000, %43
  %45 = fadd float %44, 0x3F24309120000000
  %46 = fmul float %45, %43
  %47 = fadd float %46, 0x3F55D87FE0000000
  %48 = fmul float %47, %43
  %49 = fadd float %48, 0x3F83B2AB60000000
  %50 = fmul float %49, %43
  %51 = fadd float %50, 0x3FAC6B08E0000000
  %52 = fmul float %51, %43
  %53 = fadd float %52, 0x3FCEBFBE00000000
  %54 = fmul float %53, %43
  %55 = fadd float %54, 0x3FE62E4300000000
  %56 = fmul float %55, %43
  %57 = fadd float %56, 1.000000e+00
  %58 = fptosi float %42 to i32
  %59 = add i32 %58, 127
  %60 = shl i32 %59, 23
  %61 = bitcast i32 %60 to float
  %62 = fmul float %57, %61
  %63 = select i1 %37, float 0.000000e+00, float %62
  %64 = select i1 %38, float 0x7FF0000000000000, float %63
  %65 = fcmp uno float %36, %36
  %66 = select i1 %65, float %36, float %64
  %67 = fcmp oeq float %34, 0xFFF0000000000000
  %68 = select i1 %67, float 0.000000e+00, float %66
  %69 = add i32 %30, 1
  %70 = sext i32 %69 to i64
  %71 = mul i64 %70, 4
  %72 = getelementptr i8, ptr addrspace(1) %2, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = load float, ptr %v7, align 4
  %75 = fmul float %68, %73
  %76 = fadd float %75, %74
  store float %76, ptr %v7, align 4
  %77 = mul i32 %29, %3
  %78 = add i32 %77, %25
  %79 = sext i32 %78 to i64
  %80 = mul i64 %79, 4
  %81 = getelementptr i8, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = load float, ptr %v6, align 4
  %84 = fmul float %68, %82
  %85 = fadd float %84, %83
  store float %85, ptr %v6, align 4
  %86 = load i32, ptr %v8, align 4
  %87 = add i32 %86, 1
  store i32 %87, ptr %v8, align 4
  br label %loop9

done11:                                           ; preds = %loop9
  %88 = load float, ptr %v6, align 4
  %89 = load float, ptr %v7, align 4
  %90 = fdiv float %88, %89
  %91 = mul i32 %6, %3
  %92 = add i32 %91, %25
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, 4
  %95 = getelementptr i8, ptr addrspace(1) %0, i64 %94
  store float %90, ptr addrspace(1) %95, align 4
  %96 = load i32, ptr %v2, align 4
  %97 = add i32 %96, 128
  store i32 %97, ptr %v2, align 4
  br label %loop3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_attn_decode_combine, !"kernel", i32 1}
!1 = !{ptr @strata_attn_decode_combine, !"maxntidx", i32 128}
