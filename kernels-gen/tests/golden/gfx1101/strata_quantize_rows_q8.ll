; ModuleID = 'strata_quantize_rows_q8'
source_filename = "strata_quantize_rows_q8"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @strata_quantize_rows_q8(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i32 %2) #0 {
entry:
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call i32 @llvm.amdgcn.workgroup.id.y()
  %5 = sext i32 %3 to i64
  %6 = sext i32 %4 to i64
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = sext i32 %2 to i64
  %9 = lshr i64 %8, 3
  %10 = add i64 %8, %9
  %11 = add i64 %10, 15
  %12 = and i64 %11, -16
  %13 = mul i64 %6, %12
  %14 = getelementptr i8, ptr addrspace(1) %0, i64 %13
  %15 = mul i64 %6, %8
  %16 = mul i64 %15, 4
  %17 = getelementptr i8, ptr addrspace(1) %1, i64 %16
  %18 = mul i64 %5, 1024
  %19 = add i32 %7, 0
  %20 = sext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = add i64 %18, %21
  %23 = icmp slt i64 %22, %8
  %24 = select i1 %23, i64 %22, i64 0
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(1) %17, i64 %25
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16
  %28 = extractelement <4 x float> %27, i32 0
  %29 = extractelement <4 x float> %27, i32 1
  %30 = extractelement <4 x float> %27, i32 2
  %31 = extractelement <4 x float> %27, i32 3
  %32 = add i32 %7, 128
  %33 = sext i32 %32 to i64
  %34 = mul i64 %33, 4
  %35 = add i64 %18, %34
  %36 = icmp slt i64 %35, %8
  %37 = select i1 %36, i64 %35, i64 0
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %17, i64 %38
  %40 = load <4 x float>, ptr addrspace(1) %39, align 16
  %41 = extractelement <4 x float> %40, i32 0
  %42 = extractelement <4 x float> %40, i32 1
  %43 = extractelement <4 x float> %40, i32 2
  %44 = extractelement <4 x float> %40, i32 3
  %45 = getelementptr i8, ptr addrspace(1) %14, i64 %18
  %46 = mul i64 %5, 128
  %47 = add i64 %8, %46
  %48 = getelementptr i8, ptr addrspace(1) %14, i64 %47
  %49 = sub i64 %8, %18
  %50 = call i32 @llvm.amdgcn.workitem.id.x()
  %51 = bitcast float %28 to i32
  %52 = and i32 %51, 2147483647
  %53 = bitcast float %29 to i32
  %54 = and i32 %53, 2147483647
  %55 = bitcast float %30 to i32
  %56 = and i32 %55, 2147483647
  %57 = bitcast float %31 to i32
  %58 = and i32 %57, 2147483647
  %59 = icmp ugt i32 %52, %54
  %60 = select i1 %59, i32 %52, i32 %54
  %61 = icmp ugt i32 %56, %58
  %62 = select i1 %61, i32 %56, i32 %58
  %63 = icmp ugt i32 %60, %62
  %64 = select i1 %63, i32 %60, i32 %62
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  %66 = and i32 %65, 31
  %67 = xor i32 %66, 1
  %68 = shl i32 %67, 2
  %69 = call i32 @llvm.amdgcn.ds.bpermute(i32 %68, i32 %64)
  %70 = icmp ugt i32 %64, %69
  %71 = select i1 %70, i32 %64, i32 %69
  %72 = call i32 @llvm.amdgcn.workitem.id.x()
  %73 = and i32 %72, 31
  %74 = xor i32 %73, 2
  %75 = shl i32 %74, 2
  %76 = call i32 @llvm.amdgcn.ds.bpermute(i32 %75, i32 %71)
  %77 = icmp ugt i32 %71, %76
  %78 = select i1 %77, i32 %71, i32 %76
  %79 = call i32 @llvm.amdgcn.workitem.id.x()
  %80 = and i32 %79, 31
  %81 = xor i32 %80, 4
  %82 = shl i32 %81, 2
  %83 = call i32 @llvm.amdgcn.ds.bpermute(i32 %82, i32 %78)
  %84 = icmp ugt i32 %78, %83
  %85 = select i1 %84, i32 %78, i32 %83
  %86 = and i32 %85, 2147483647
  %87 = icmp ult i32 %86, 2139095040
  %88 = bitcast i32 %85 to float
  %89 = fdiv float 1.270000e+02, %88
  %90 = bitcast float %89 to i32
  %91 = and i32 %90, 2147483647
  %92 = icmp ult i32 %91, 2139095040
  %93 = select i1 %92, float %89, float 0.000000e+00
  %94 = fmul float %28, %93
  %95 = fadd float %94, 0x4168000000000000
  %96 = bitcast float %95 to i32
  %97 = fmul float %29, %93
  %98 = fadd float %97, 0x4168000000000000
  %99 = bitcast float %98 to i32
  %100 = fmul float %30, %93
  %101 = fadd float %100, 0x4168000000000000
  %102 = bitcast float %101 to i32
  %103 = fmul float %31, %93
  %104 = fadd float %103, 0x4168000000000000
  %105 = bitcast float %104 to i32
  %106 = bitcast i32 %96 to <4 x i8>
  %107 = bitcast i32 %99 to <4 x i8>
  %108 = shufflevector <4 x i8> %106, <4 x i8> %107, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %109 = bitcast <4 x i8> %108 to i32
  %110 = bitcast i32 %102 to <4 x i8>
  %111 = bitcast i32 %105 to <4 x i8>
  %112 = shufflevector <4 x i8> %110, <4 x i8> %111, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %113 = bitcast <4 x i8> %112 to i32
  %114 = bitcast i32 %109 to <4 x i8>
  %115 = bitcast i32 %113 to <4 x i8>
  %116 = shufflevector <4 x i8> %114, <4 x i8> %115, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %117 = bitcast <4 x i8> %116 to i32
  %118 = add i32 %50, 0
  %119 = sext i32 %118 to i64
  %120 = mul i64 %119, 4
  %121 = icmp slt i64 %120, 1024
  %122 = icmp slt i64 %120, %49
  %123 = and i1 %121, %122
  br i1 %123, label %then, label %endif

then:                                             ; preds = %entry
  %124 = lshr i64 %120, 2
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr addrspace(1) %45, i64 %125
  store i32 %117, ptr addrspace(1) %126, align 4
  %127 = and i64 %120, 31
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %then1, label %endif2

endif:                                            ; preds = %endif2, %entry
  %129 = bitcast float %41 to i32
  %130 = and i32 %129, 2147483647
  %131 = bitcast float %42 to i32
  %132 = and i32 %131, 2147483647
  %133 = bitcast float %43 to i32
  %134 = and i32 %133, 2147483647
  %135 = bitcast float %44 to i32
  %136 = and i32 %135, 2147483647
  %137 = icmp ugt i32 %130, %132
  %138 = select i1 %137, i32 %130, i32 %132
  %139 = icmp ugt i32 %134, %136
  %140 = select i1 %139, i32 %134, i32 %136
  %141 = icmp ugt i32 %138, %140
  %142 = select i1 %141, i32 %138, i32 %140
  %143 = call i32 @llvm.amdgcn.workitem.id.x()
  %144 = and i32 %143, 31
  %145 = xor i32 %144, 1
  %146 = shl i32 %145, 2
  %147 = call i32 @llvm.amdgcn.ds.bpermute(i32 %146, i32 %142)
  %148 = icmp ugt i32 %142, %147
  %149 = select i1 %148, i32 %142, i32 %147
  %150 = call i32 @llvm.amdgcn.workitem.id.x()
  %151 = and i32 %150, 31
  %152 = xor i32 %151, 2
  %153 = shl i32 %152, 2
  %154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %153, i32 %149)
  %155 = icmp ugt i32 %149, %154
  %156 = select i1 %155, i32 %149, i32 %154
  %157 = call i32 @llvm.amdgcn.workitem.id.x()
  %158 = and i32 %157, 31
  %159 = xor i32 %158, 4
  %160 = shl i32 %159, 2
  %161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %160, i32 %156)
  %162 = icmp ugt i32 %156, %161
  %163 = select i1 %162, i32 %156, i32 %161
  %164 = and i32 %163, 2147483647
  %165 = icmp ult i32 %164, 2139095040
  %166 = bitcast i32 %163 to float
  %167 = fdiv float 1.270000e+02, %166
  %168 = bitcast float %167 to i32
  %169 = and i32 %168, 2147483647
  %170 = icmp ult i32 %169, 2139095040
  %171 = select i1 %170, float %167, float 0.000000e+00
  %172 = fmul float %41, %171
  %173 = fadd float %172, 0x4168000000000000
  %174 = bitcast float %173 to i32
  %175 = fmul float %42, %171
  %176 = fadd float %175, 0x4168000000000000
  %177 = bitcast float %176 to i32
  %178 = fmul float %43, %171
  %179 = fadd float %178, 0x4168000000000000
  %180 = bitcast float %179 to i32
  %181 = fmul float %44, %171
  %182 = fadd float %181, 0x4168000000000000
  %183 = bitcast float %182 to i32
  %184 = bitcast i32 %174 to <4 x i8>
  %185 = bitcast i32 %177 to <4 x i8>
  %186 = shufflevector <4 x i8> %184, <4 x i8> %185, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %187 = bitcast <4 x i8> %186 to i32
  %188 = bitcast i32 %180 to <4 x i8>
  %189 = bitcast i32 %183 to <4 x i8>
  %190 = shufflevector <4 x i8> %188, <4 x i8> %189, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %191 = bitcast <4 x i8> %190 to i32
  %192 = bitcast i32 %187 to <4 x i8>
  %193 = bitcast i32 %191 to <4 x i8>
  %194 = shufflevector <4 x i8> %192, <4 x i8> %193, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %195 = bitcast <4 x i8> %194 to i32
  %196 = add i32 %50, 128
  %197 = sext i32 %196 to i64
  %198 = mul i64 %197, 4
  %199 = icmp slt i64 %198, 1024
  %200 = icmp slt i64 %198, %49
  %201 = and i1 %199, %200
  br i1 %201, label %then3, label %endif4

then1:                                            ; preds = %then
  %202 = fmul float %88, 0x3F80204080000000
  %203 = select i1 %87, float %202, float 0x7FF8000000000000
  %204 = lshr i64 %120, 5
  %205 = mul i64 %204, 4
  %206 = getelementptr i8, ptr addrspace(1) %48, i64 %205
  store float %203, ptr addrspace(1) %206, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  br label %endif

then3:                                            ; preds = %endif
  %207 = lshr i64 %198, 2
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %45, i64 %208
  store i32 %195, ptr addrspace(1) %209, align 4
  %210 = and i64 %198, 31
  %211 = icmp eq i64 %210, 0
  br i1 %211, label %then5, label %endif6

endif4:                                           ; preds = %endif6, %endif
  ret void

then5:                                            ; preds = %then3
  %212 = fmul float %166, 0x3F80204080000000
  %213 = select i1 %165, float %212, float 0x7FF8000000000000
  %214 = lshr i64 %198, 5
  %215 = mul i64 %214, 4
  %216 = getelementptr i8, ptr addrspace(1) %48, i64 %215
  store float %213, ptr addrspace(1) %216, align 4
  br label %endif6

endif6:                                           ; preds = %then5, %then3
  br label %endif4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
