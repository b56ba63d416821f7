; ModuleID = 'strata_swiglu_f32'
source_filename = "strata_swiglu_f32"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_swiglu_f32(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3) #0 {
entry:
  %4 = call i32 @llvm.amdgcn.workitem.id.x()
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = mul i32 %5, 256
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %then, label %endif

then:                                             ; preds = %entry
  %9 = sext i32 %7 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) %1, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fneg float %12
  %14 = fmul float %13, 0x3FF7154760000000
  %15 = fcmp olt float %14, -1.260000e+02
  %16 = fcmp ogt float %14, 1.270000e+02
  %17 = select i1 %15, float -1.260000e+02, float %14
  %18 = select i1 %16, float 1.270000e+02, float %17
  %19 = fadd float %18, 5.000000e-01
  %20 = call float @llvm.floor.f32(float %19)
  %21 = fsub float %18, %20
  %22 = fmul float 0x3EEFFCBFC0000000, %21
  %23 = fadd float %22, 0x3F24309120000000
  %24 = fmul float %23, %21
  %25 = fadd float %24, 0x3F55D87FE0000000
  %26 = fmul float %25, %21
  %27 = fadd float %26, 0x3F83B2AB60000000
  %28 = fmul float %27, %21
  %29 = fadd float %28, 0x3FAC6B08E0000000
  %30 = fmul float %29, %21
  %31 = fadd float %30, 0x3FCEBFBE00000000
  %32 = fmul float %31, %21
  %33 = fadd float %32, 0x3FE62E4300000000
  %34 = fmul float %33, %21
  %35 = fadd float %34, 1.000000e+00
  %36 = fptosi float %20 to i32
  %37 = add i32 %36, 127
  %38 = shl i32 %37, 23
  %39 = bitcast i32 %38 to float
  %40 = fmul float %35, %39
  %41 = select i1 %15, float 0.000000e+00, float %40
  %42 = select i1 %16, float 0x7FF0000000000000, float %41
  %43 = fcmp uno float %14, %14
  %44 = select i1 %43, float %14, float %42
  %45 = fadd float 1.000000e+00, %44
  %46 = fdiv float %12, %45
  %47 = sext i32 %7 to i64
  %48 = mul i64 %47, 4
  %49 = getelementptr i8, ptr addrspace(1) %2, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fmul float %46, %50
  %52 = sext i32 %7 to i64
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %0, i64 %53
  store float %51, ptr addrspace(1) %54, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
