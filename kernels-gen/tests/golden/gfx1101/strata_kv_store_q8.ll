; ModuleID = 'strata_kv_store_q8'
source_filename = "strata_kv_store_q8"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds1 = internal addrspace(3) global [8 x i8] undef, align 16

define amdgpu_kernel void @strata_kv_store_q8(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, i32 %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7) #0 {
entry:
  %8 = call i32 @llvm.amdgcn.workitem.id.x()
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workgroup.id.y()
  %11 = mul i32 %9, 64
  %12 = add i32 %11, %8
  %13 = icmp slt i32 %12, %5
  %14 = getelementptr i8, ptr addrspace(1) %4, i64 0
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = add i32 %15, %10
  %17 = sext i32 %10 to i64
  %18 = sext i32 %5 to i64
  %19 = mul i64 %17, %18
  %20 = sext i32 %12 to i64
  %21 = add i64 %19, %20
  %22 = sext i32 %16 to i64
  %23 = sext i32 %5 to i64
  %24 = mul i64 %22, %23
  %25 = sext i32 %12 to i64
  %26 = add i64 %24, %25
  %27 = call i32 @llvm.amdgcn.workitem.id.x()
  %28 = and i32 %27, 31
  %29 = call i32 @llvm.amdgcn.workitem.id.x()
  %30 = lshr i32 %29, 5
  %31 = add i32 %5, 63
  %32 = udiv i32 %31, 64
  %33 = sext i32 %16 to i64
  %34 = sext i32 %32 to i64
  %35 = mul i64 %33, %34
  %36 = sext i32 %9 to i64
  %37 = add i64 %35, %36
  %38 = select i1 %13, i64 %21, i64 0
  %39 = mul i64 %38, 4
  %40 = getelementptr i8, ptr addrspace(1) %2, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = select i1 %13, float %41, float 0.000000e+00
  %43 = bitcast float %42 to i32
  %44 = and i32 %43, 2147483647
  %45 = call i32 @llvm.amdgcn.workitem.id.x()
  %46 = and i32 %45, 31
  %47 = xor i32 %46, 16
  %48 = shl i32 %47, 2
  %49 = call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %44)
  %50 = icmp ugt i32 %49, %44
  %51 = select i1 %50, i32 %49, i32 %44
  %52 = call i32 @llvm.amdgcn.workitem.id.x()
  %53 = and i32 %52, 31
  %54 = xor i32 %53, 8
  %55 = shl i32 %54, 2
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %51)
  %57 = icmp ugt i32 %56, %51
  %58 = select i1 %57, i32 %56, i32 %51
  %59 = call i32 @llvm.amdgcn.workitem.id.x()
  %60 = and i32 %59, 31
  %61 = xor i32 %60, 4
  %62 = shl i32 %61, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %58)
  %64 = icmp ugt i32 %63, %58
  %65 = select i1 %64, i32 %63, i32 %58
  %66 = call i32 @llvm.amdgcn.workitem.id.x()
  %67 = and i32 %66, 31
  %68 = xor i32 %67, 2
  %69 = shl i32 %68, 2
  %70 = call i32 @llvm.amdgcn.ds.bpermute(i32 %69, i32 %65)
  %71 = icmp ugt i32 %70, %65
  %72 = select i1 %71, i32 %70, i32 %65
  %73 = call i32 @llvm.amdgcn.workitem.id.x()
  %74 = and i32 %73, 31
  %75 = xor i32 %74, 1
  %76 = shl i32 %75, 2
  %77 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %72)
  %78 = icmp ugt i32 %77, %72
  %79 = select i1 %78, i32 %77, i32 %72
  %80 = icmp eq i32 %28, 0
  br i1 %80, label %then, label %endif

then:                                             ; preds = %entry
  %81 = sext i32 %30 to i64
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr addrspace(3) @lds1, i64 %82
  store i32 %79, ptr addrspace(3) %83, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %84 = load i32, ptr addrspace(3) @lds1, align 4
  %85 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %86 = icmp ugt i32 %85, %84
  %87 = select i1 %86, i32 %85, i32 %84
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %88 = bitcast i32 %87 to float
  %89 = fdiv float %88, 1.270000e+02
  %90 = fptrunc float %89 to half
  %91 = bitcast half %90 to i16
  %92 = bitcast i16 %91 to half
  %93 = fpext half %92 to float
  %94 = fcmp ogt float %93, 0.000000e+00
  %95 = fcmp olt float %93, 0x7FF0000000000000
  %96 = and i1 %94, %95
  %97 = fdiv float 1.000000e+00, %93
  %98 = select i1 %96, float %97, float 0.000000e+00
  %99 = fmul float %42, %98
  %100 = call float @llvm.round.f32(float %99)
  %101 = fcmp ogt float %100, -1.270000e+02
  %102 = select i1 %101, float %100, float -1.270000e+02
  %103 = fcmp ogt float %102, 1.270000e+02
  %104 = select i1 %103, float 1.270000e+02, float %102
  %105 = fptosi float %104 to i32
  br i1 %13, label %then1, label %endif2

then1:                                            ; preds = %endif
  %106 = getelementptr i8, ptr addrspace(1) %0, i64 %26
  %107 = trunc i32 %105 to i8
  store i8 %107, ptr addrspace(1) %106, align 1
  br label %endif2

endif2:                                           ; preds = %then1, %endif
  %108 = icmp eq i32 %8, 0
  br i1 %108, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %109 = mul i64 %37, 2
  %110 = getelementptr i8, ptr addrspace(1) %6, i64 %109
  %111 = fptrunc float %93 to half
  %112 = bitcast half %111 to i16
  store i16 %112, ptr addrspace(1) %110, align 2
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  %113 = select i1 %13, i64 %21, i64 0
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %3, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = select i1 %13, float %116, float 0.000000e+00
  %118 = bitcast float %117 to i32
  %119 = and i32 %118, 2147483647
  %120 = call i32 @llvm.amdgcn.workitem.id.x()
  %121 = and i32 %120, 31
  %122 = xor i32 %121, 16
  %123 = shl i32 %122, 2
  %124 = call i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %119)
  %125 = icmp ugt i32 %124, %119
  %126 = select i1 %125, i32 %124, i32 %119
  %127 = call i32 @llvm.amdgcn.workitem.id.x()
  %128 = and i32 %127, 31
  %129 = xor i32 %128, 8
  %130 = shl i32 %129, 2
  %131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %130, i32 %126)
  %132 = icmp ugt i32 %131, %126
  %133 = select i1 %132, i32 %131, i32 %126
  %134 = call i32 @llvm.amdgcn.workitem.id.x()
  %135 = and i32 %134, 31
  %136 = xor i32 %135, 4
  %137 = shl i32 %136, 2
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %133)
  %139 = icmp ugt i32 %138, %133
  %140 = select i1 %139, i32 %138, i32 %133
  %141 = call i32 @llvm.amdgcn.workitem.id.x()
  %142 = and i32 %141, 31
  %143 = xor i32 %142, 2
  %144 = shl i32 %143, 2
  %145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %144, i32 %140)
  %146 = icmp ugt i32 %145, %140
  %147 = select i1 %146, i32 %145, i32 %140
  %148 = call i32 @llvm.amdgcn.workitem.id.x()
  %149 = and i32 %148, 31
  %150 = xor i32 %149, 1
  %151 = shl i32 %150, 2
  %152 = call i32 @llvm.amdgcn.ds.bpermute(i32 %151, i32 %147)
  %153 = icmp ugt i32 %152, %147
  %154 = select i1 %153, i32 %152, i32 %147
  %155 = icmp eq i32 %28, 0
  br i1 %155, label %then5, label %endif6

then5:                                            ; preds = %endif4
  %156 = sext i32 %30 to i64
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr addrspace(3) @lds1, i64 %157
  store i32 %154, ptr addrspace(3) %158, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %endif4
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %159 = load i32, ptr addrspace(3) @lds1, align 4
  %160 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds1, i64 4), align 4
  %161 = icmp ugt i32 %160, %159
  %162 = select i1 %161, i32 %160, i32 %159
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %163 = bitcast i32 %162 to float
  %164 = fdiv float %163, 1.270000e+02
  %165 = fptrunc float %164 to half
  %166 = bitcast half %165 to i16
  %167 = bitcast i16 %166 to half
  %168 = fpext half %167 to float
  %169 = fcmp ogt float %168, 0.000000e+00
  %170 = fcmp olt float %168, 0x7FF0000000000000
  %171 = and i1 %169, %170
  %172 = fdiv float 1.000000e+00, %168
  %173 = select i1 %171, float %172, float 0.000000e+00
  %174 = fmul float %117, %173
  %175 = call float @llvm.round.f32(float %174)
  %176 = fcmp ogt float %175, -1.270000e+02
  %177 = select i1 %176, float %175, float -1.270000e+02
  %178 = fcmp ogt float %177, 1.270000e+02
  %179 = select i1 %178, float 1.270000e+02, float %177
  %180 = fptosi float %179 to i32
  br i1 %13, label %then7, label %endif8

then7:                                            ; preds = %endif6
  %181 = getelementptr i8, ptr addrspace(1) %1, i64 %26
  %182 = trunc i32 %180 to i8
  store i8 %182, ptr addrspace(1) %181, align 1
  br label %endif8

endif8:                                           ; preds = %then7, %endif6
  %183 = icmp eq i32 %8, 0
  br i1 %183, label %then9, label %endif10

then9:                                            ; preds = %endif8
  %184 = mul i64 %37, 2
  %185 = getelementptr i8, ptr addrspace(1) %7, i64 %184
  %186 = fptrunc float %168 to half
  %187 = bitcast half %186 to i16
  store i16 %187, ptr addrspace(1) %185, align 2
  br label %endif10

endif10:                                          ; preds = %then9, %endif8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
