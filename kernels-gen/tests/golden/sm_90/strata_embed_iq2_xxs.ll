; ModuleID = 'strata_embed_iq2_xxs'
source_filename = "strata_embed_iq2_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq2xxs_grid = internal addrspace(1) constant [512 x i32] [i32 134744072, i32 134744072, i32 134744107, i32 134744072, i32 134748441, i32 134744072, i32 134753032, i32 134744072, i32 134753067, i32 134744072, i32 135858201, i32 134744072, i32 135862536, i32 134744072, i32 137037832, i32 134744072, i32 137037867, i32 134744072, i32 137046792, i32 134744072, i32 137046827, i32 134744072, i32 419956761, i32 134744072, i32 419961096, i32 134744072, i32 421070856, i32 134744072, i32 421079816, i32 134744072, i32 422250521, i32 134744072, i32 422254856, i32 134744072, i32 721946632, i32 134744072, i32 721946667, i32 134744072, i32 721955627, i32 134744072, i32 724240427, i32 134744072, i32 134744089, i32 134744089, i32 134748424, i32 134744089, i32 135858184, i32 134744089, i32 135862553, i32 134744089, i32 419956744, i32 134744089, i32 721950984, i32 134744089, i32 723069704, i32 134744089, i32 134744072, i32 134744107, i32 134744107, i32 134744107, i32 137037867, i32 134744107, i32 721946667, i32 134744107, i32 134744089, i32 134748424, i32 134748424, i32 134748424, i32 135858184, i32 134748424, i32 137037849, i32 134748424, i32 137042184, i32 134748424, i32 419956744, i32 134748424, i32 419956779, i32 134748424, i32 419965704, i32 134748424, i32 422250504, i32 134748424, i32 721946649, i32 134748424, i32 721950984, i32 134748424, i32 723060744, i32 134748424, i32 724244744, i32 134748424, i32 134744072, i32 134748441, i32 134744107, i32 134748441, i32 134753032, i32 134748441, i32 137037832, i32 134748441, i32 419961131, i32 134748441, i32 422259481, i32 134748441, i32 721946632, i32 134748441, i32 723060761, i32 134748441, i32 134753049, i32 134748459, i32 135858184, i32 134748459, i32 419956744, i32 134748459, i32 721950984, i32 134748459, i32 724244744, i32 134748459, i32 134744072, i32 134753032, i32 134748441, i32 134753032, i32 134753032, i32 134753032, i32 135862536, i32 134753032, i32 137046792, i32 134753032, i32 419956761, i32 134753032, i32 419961096, i32 134753032, i32 421070856, i32 134753032, i32 421070891, i32 134753032, i32 721955592, i32 134753032, i32 134748424, i32 134753049, i32 419956744, i32 134753049, i32 134744107, i32 134753067, i32 135862536, i32 134753067, i32 134744089, i32 135858184, i32 134748424, i32 135858184, i32 135858184, i32 135858184, i32 137037849, i32 135858184, i32 419956744, i32 135858184, i32 422250504, i32 135858184, i32 721950984, i32 135858184, i32 723060744, i32 135858184, i32 723065113, i32 135858184, i32 134744072, i32 135858201, i32 134753032, i32 135858201, i32 137037832, i32 135858201, i32 421070856, i32 135858201, i32 421079851, i32 135858201, i32 721946632, i32 135858201, i32 137042184, i32 135858219, i32 419961113, i32 135858219, i32 134744072, i32 135862536, i32 134753032, i32 135862536, i32 137037832, i32 135862536, i32 137042201, i32 135862536, i32 419965721, i32 135862536, i32 721946632, i32 135862536, i32 135867144, i32 135862553, i32 422250539, i32 135862553, i32 134744072, i32 135862571, i32 135862571, i32 135862571, i32 134744089, i32 135867144, i32 134748424, i32 135867144, i32 135858184, i32 135867144, i32 419956744, i32 135867144, i32 721946649, i32 135867144, i32 134744072, i32 135867161, i32 134748441, i32 135867161, i32 724240392, i32 135867161, i32 421070873, i32 135867179, i32 134744072, i32 137037832, i32 134744107, i32 137037832, i32 134753067, i32 137037832, i32 419961096, i32 137037832, i32 422250521, i32 137037832, i32 721946632, i32 137037832, i32 721946667, i32 137037832, i32 137046809, i32 137037849, i32 419965704, i32 137037849, i32 134744072, i32 137037867, i32 134744107, i32 137037867, i32 134744089, i32 137042184, i32 134748424, i32 137042184, i32 135858184, i32 137042184, i32 419956744, i32 137042184, i32 421075243, i32 137042184, i32 134744072, i32 137042201, i32 419956761, i32 137042201, i32 422254856, i32 137042201, i32 723060744, i32 137042219, i32 134753032, i32 137046792, i32 137037832, i32 137046792, i32 723065096, i32 137046792, i32 419961096, i32 137046827, i32 134744089, i32 419956744, i32 134748424, i32 419956744, i32 135858184, i32 419956744, i32 135867144, i32 419956744, i32 137037849, i32 419956744, i32 137042184, i32 419956744, i32 419956744, i32 419956744, i32 419965704, i32 419956744, i32 421075243, i32 419956744, i32 422250504, i32 419956744, i32 721946649, i32 419956744, i32 721950984, i32 419956744, i32 723060744, i32 419956744, i32 134744072, i32 419956761, i32 137037832, i32 419956761, i32 422250521, i32 419956761, i32 721946632, i32 419956761, i32 721951001, i32 419956761, i32 134744089, i32 419956779, i32 135858184, i32 419956779, i32 419965704, i32 419956779, i32 421075243, i32 419956779, i32 422259464, i32 419956779, i32 134744072, i32 419961096, i32 134753032, i32 419961096, i32 137037832, i32 419961096, i32 721946632, i32 419961096, i32 723069721, i32 419961096, i32 135858219, i32 419961113, i32 137042184, i32 419961113, i32 134744072, i32 419961131, i32 134744089, i32 419965704, i32 134748424, i32 419965704, i32 135858184, i32 419965704, i32 419956744, i32 419965704, i32 419961113, i32 419965704, i32 134744072, i32 419965721, i32 421079816, i32 419965721, i32 422250521, i32 419965721, i32 721946667, i32 419965721, i32 419961113, i32 419965739, i32 723060744, i32 419965739, i32 134744072, i32 421070856, i32 134753032, i32 421070856, i32 135858201, i32 421070856, i32 135867161, i32 421070856, i32 137037832, i32 421070856, i32 721946632, i32 421070856, i32 721955592, i32 421070856, i32 134748424, i32 421070873, i32 419956779, i32 421070873, i32 724244744, i32 421070873, i32 723060761, i32 421070891, i32 723060744, i32 421075208, i32 723060779, i32 421075208, i32 134753067, i32 421075225, i32 134744089, i32 421075243, i32 421075208, i32 421075243, i32 134744072, i32 421079816, i32 135858201, i32 421079816, i32 135867161, i32 421079816, i32 422254856, i32 421079816, i32 419956744, i32 421079833, i32 134753032, i32 421079851, i32 134748424, i32 422250504, i32 135858184, i32 422250504, i32 419956744, i32 422250504, i32 422259464, i32 422250504, i32 134744072, i32 422250521, i32 421075225, i32 422250521, i32 135867144, i32 422250539, i32 422250504, i32 422250539, i32 134744072, i32 422254856, i32 134748441, i32 422254856, i32 135858184, i32 422254873, i32 135858219, i32 422254873, i32 721950984, i32 422254873, i32 419956779, i32 422259464, i32 134744072, i32 721946632, i32 134744107, i32 721946632, i32 134753067, i32 721946632, i32 419956761, i32 721946632, i32 721946667, i32 721946632, i32 134748424, i32 721946649, i32 135867144, i32 721946649, i32 419956744, i32 721946649, i32 135858201, i32 721946667, i32 134744089, i32 721950984, i32 134748424, i32 721950984, i32 135858184, i32 721950984, i32 135862553, i32 721950984, i32 419956744, i32 721950984, i32 422250504, i32 721950984, i32 134744072, i32 721951001, i32 419961131, i32 721951001, i32 723065096, i32 721951001, i32 134753049, i32 721951019, i32 419956744, i32 721951019, i32 422250504, i32 721951019, i32 134744107, i32 721955592, i32 134748424, i32 721955609, i32 135858201, i32 721955627, i32 134748424, i32 723060744, i32 135858184, i32 723060744, i32 137042184, i32 723060744, i32 419956744, i32 723060744, i32 724240409, i32 723060744, i32 135862571, i32 723060761, i32 721946632, i32 723060761, i32 419961113, i32 723060779, i32 134744072, i32 723065096, i32 137037867, i32 723065096, i32 419961096, i32 723065096, i32 421070873, i32 723065113, i32 721946649, i32 723069704, i32 137037832, i32 723069721, i32 134744107, i32 724240392, i32 421070856, i32 724240392, i32 721951001, i32 724240392, i32 134753049, i32 724240409, i32 134744072, i32 724240427, i32 135867144, i32 724244744, i32 421070856, i32 724249352, i32 134748424, i32 724249369], align 16
@strata_ksigns_iq2xs = internal addrspace(1) constant [128 x i32] [i32 0, i32 129, i32 130, i32 3, i32 132, i32 5, i32 6, i32 135, i32 136, i32 9, i32 10, i32 139, i32 12, i32 141, i32 142, i32 15, i32 144, i32 17, i32 18, i32 147, i32 20, i32 149, i32 150, i32 23, i32 24, i32 153, i32 154, i32 27, i32 156, i32 29, i32 30, i32 159, i32 160, i32 33, i32 34, i32 163, i32 36, i32 165, i32 166, i32 39, i32 40, i32 169, i32 170, i32 43, i32 172, i32 45, i32 46, i32 175, i32 48, i32 177, i32 178, i32 51, i32 180, i32 53, i32 54, i32 183, i32 184, i32 57, i32 58, i32 187, i32 60, i32 189, i32 190, i32 63, i32 192, i32 65, i32 66, i32 195, i32 68, i32 197, i32 198, i32 71, i32 72, i32 201, i32 202, i32 75, i32 204, i32 77, i32 78, i32 207, i32 80, i32 209, i32 210, i32 83, i32 212, i32 85, i32 86, i32 215, i32 216, i32 89, i32 90, i32 219, i32 92, i32 221, i32 222, i32 95, i32 96, i32 225, i32 226, i32 99, i32 228, i32 101, i32 102, i32 231, i32 232, i32 105, i32 106, i32 235, i32 108, i32 237, i32 238, i32 111, i32 240, i32 113, i32 114, i32 243, i32 116, i32 245, i32 246, i32 119, i32 120, i32 249, i32 250, i32 123, i32 252, i32 125, i32 126, i32 255], align 16

define void @strata_embed_iq2_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %6, 128
  %8 = add i32 %7, %5
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = udiv i32 %3, 32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %then, label %endif

then:                                             ; preds = %entry
  %12 = sext i32 %9 to i64
  %13 = mul i64 %12, 4
  %14 = getelementptr i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = icmp sge i32 %15, 0
  %17 = icmp slt i32 %15, %4
  %18 = and i1 %16, %17
  %19 = select i1 %18, i32 %15, i32 0
  %20 = sext i32 %3 to i64
  %21 = udiv i64 %20, 256
  %22 = mul i64 %21, 66
  %23 = sext i32 %19 to i64
  %24 = mul i64 %23, %22
  %25 = getelementptr i8, ptr addrspace(1) %1, i64 %24
  %26 = sext i32 %9 to i64
  %27 = sext i32 %3 to i64
  %28 = mul i64 %26, %27
  %29 = sext i32 %8 to i64
  %30 = mul i64 %29, 32
  %31 = add i64 %28, %30
  br i1 %18, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %32 = sext i32 %8 to i64
  %33 = udiv i64 %32, 8
  %34 = mul i64 %33, 66
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = sext i32 %37 to i64
  %43 = mul i64 %42, 8
  %44 = add i64 2, %43
  %45 = getelementptr i8, ptr addrspace(1) %35, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 2
  %47 = add i64 %44, 4
  %48 = getelementptr i8, ptr addrspace(1) %35, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 2
  %50 = lshr i32 %49, 28
  %51 = sitofp i32 %50 to float
  %52 = fadd float 5.000000e-01, %51
  %53 = fmul float %41, %52
  %54 = fmul float %53, 2.500000e-01
  %55 = lshr i32 %46, 0
  %56 = and i32 %55, 255
  %57 = shl i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, 4
  %60 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4
  %62 = add i32 %57, 1
  %63 = sext i32 %62 to i64
  %64 = mul i64 %63, 4
  %65 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4
  %67 = lshr i32 %49, 0
  %68 = and i32 %67, 127
  %69 = sext i32 %68 to i64
  %70 = mul i64 %69, 4
  %71 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %70
  %72 = load i32, ptr addrspace(1) %71, align 4
  %73 = lshr i32 %61, 0
  %74 = and i32 %73, 255
  %75 = sitofp i32 %74 to float
  %76 = fmul float %54, %75
  %77 = lshr i32 %72, 0
  %78 = and i32 %77, 1
  %79 = icmp ne i32 %78, 0
  %80 = fneg float %76
  %81 = select i1 %79, float %80, float %76
  %82 = add i64 %31, 0
  %83 = mul i64 %82, 4
  %84 = getelementptr i8, ptr addrspace(1) %0, i64 %83
  store float %81, ptr addrspace(1) %84, align 4
  %85 = lshr i32 %61, 8
  %86 = and i32 %85, 255
  %87 = sitofp i32 %86 to float
  %88 = fmul float %54, %87
  %89 = lshr i32 %72, 1
  %90 = and i32 %89, 1
  %91 = icmp ne i32 %90, 0
  %92 = fneg float %88
  %93 = select i1 %91, float %92, float %88
  %94 = add i64 %31, 1
  %95 = mul i64 %94, 4
  %96 = getelementptr i8, ptr addrspace(1) %0, i64 %95
  store float %93, ptr addrspace(1) %96, align 4
  %97 = lshr i32 %61, 16
  %98 = and i32 %97, 255
  %99 = sitofp i32 %98 to float
  %100 = fmul float %54, %99
  %101 = lshr i32 %72, 2
  %102 = and i32 %101, 1
  %103 = icmp ne i32 %102, 0
  %104 = fneg float %100
  %105 = select i1 %103, float %104, float %100
  %106 = add i64 %31, 2
  %107 = mul i64 %106, 4
  %108 = getelementptr i8, ptr addrspace(1) %0, i64 %107
  store float %105, ptr addrspace(1) %108, align 4
  %109 = lshr i32 %61, 24
  %110 = and i32 %109, 255
  %111 = sitofp i32 %110 to float
  %112 = fmul float %54, %111
  %113 = lshr i32 %72, 3
  %114 = and i32 %113, 1
  %115 = icmp ne i32 %114, 0
  %116 = fneg float %112
  %117 = select i1 %115, float %116, float %112
  %118 = add i64 %31, 3
  %119 = mul i64 %118, 4
  %120 = getelementptr i8, ptr addrspace(1) %0, i64 %119
  store float %117, ptr addrspace(1) %120, align 4
  %121 = lshr i32 %66, 0
  %122 = and i32 %121, 255
  %123 = sitofp i32 %122 to float
  %124 = fmul float %54, %123
  %125 = lshr i32 %72, 4
  %126 = and i32 %125, 1
  %127 = icmp ne i32 %126, 0
  %128 = fneg float %124
  %129 = select i1 %127, float %128, float %124
  %130 = add i64 %31, 4
  %131 = mul i64 %130, 4
  %132 = getelementptr i8, ptr addrspace(1) %0, i64 %131
  store float %129, ptr addrspace(1) %132, align 4
  %133 = lshr i32 %66, 8
  %134 = and i32 %133, 255
  %135 = sitofp i32 %134 to float
  %136 = fmul float %54, %135
  %137 = lshr i32 %72, 5
  %138 = and i32 %137, 1
  %139 = icmp ne i32 %138, 0
  %140 = fneg float %136
  %141 = select i1 %139, float %140, float %136
  %142 = add i64 %31, 5
  %143 = mul i64 %142, 4
  %144 = getelementptr i8, ptr addrspace(1) %0, i64 %143
  store float %141, ptr addrspace(1) %144, align 4
  %145 = lshr i32 %66, 16
  %146 = and i32 %145, 255
  %147 = sitofp i32 %146 to float
  %148 = fmul float %54, %147
  %149 = lshr i32 %72, 6
  %150 = and i32 %149, 1
  %151 = icmp ne i32 %150, 0
  %152 = fneg float %148
  %153 = select i1 %151, float %152, float %148
  %154 = add i64 %31, 6
  %155 = mul i64 %154, 4
  %156 = getelementptr i8, ptr addrspace(1) %0, i64 %155
  store float %153, ptr addrspace(1) %156, align 4
  %157 = lshr i32 %66, 24
  %158 = and i32 %157, 255
  %159 = sitofp i32 %158 to float
  %160 = fmul float %54, %159
  %161 = lshr i32 %72, 7
  %162 = and i32 %161, 1
  %163 = icmp ne i32 %162, 0
  %164 = fneg float %160
  %165 = select i1 %163, float %164, float %160
  %166 = add i64 %31, 7
  %167 = mul i64 %166, 4
  %168 = getelementptr i8, ptr addrspace(1) %0, i64 %167
  store float %165, ptr addrspace(1) %168, align 4
  %169 = lshr i32 %46, 8
  %170 = and i32 %169, 255
  %171 = shl i32 %170, 1
  %172 = sext i32 %171 to i64
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %173
  %175 = load i32, ptr addrspace(1) %174, align 4
  %176 = add i32 %171, 1
  %177 = sext i32 %176 to i64
  %178 = mul i64 %177, 4
  %179 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %178
  %180 = load i32, ptr addrspace(1) %179, align 4
  %181 = lshr i32 %49, 7
  %182 = and i32 %181, 127
  %183 = sext i32 %182 to i64
  %184 = mul i64 %183, 4
  %185 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = lshr i32 %175, 0
  %188 = and i32 %187, 255
  %189 = sitofp i32 %188 to float
  %190 = fmul float %54, %189
  %191 = lshr i32 %186, 0
  %192 = and i32 %191, 1
  %193 = icmp ne i32 %192, 0
  %194 = fneg float %190
  %195 = select i1 %193, float %194, float %190
  %196 = add i64 %31, 8
  %197 = mul i64 %196, 4
  %198 = getelementptr i8, ptr addrspace(1) %0, i64 %197
  store float %195, ptr addrspace(1) %198, align 4
  %199 = lshr i32 %175, 8
  %200 = and i32 %199, 255
  %201 = sitofp i32 %200 to float
  %202 = fmul float %54, %201
  %203 = lshr i32 %186, 1
  %204 = and i32 %203, 1
  %205 = icmp ne i32 %204, 0
  %206 = fneg float %202
  %207 = select i1 %205, float %206, float %202
  %208 = add i64 %31, 9
  %209 = mul i64 %208, 4
  %210 = getelementptr i8, ptr addrspace(1) %0, i64 %209
  store float %207, ptr addrspace(1) %210, align 4
  %211 = lshr i32 %175, 16
  %212 = and i32 %211, 255
  %213 = sitofp i32 %212 to float
  %214 = fmul float %54, %213
  %215 = lshr i32 %186, 2
  %216 = and i32 %215, 1
  %217 = icmp ne i32 %216, 0
  %218 = fneg float %214
  %219 = select i1 %217, float %218, float %214
  %220 = add i64 %31, 10
  %221 = mul i64 %220, 4
  %222 = getelementptr i8, ptr addrspace(1) %0, i64 %221
  store float %219, ptr addrspace(1) %222, align 4
  %223 = lshr i32 %175, 24
  %224 = and i32 %223, 255
  %225 = sitofp i32 %224 to float
  %226 = fmul float %54, %225
  %227 = lshr i32 %186, 3
  %228 = and i32 %227, 1
  %229 = icmp ne i32 %228, 0
  %230 = fneg float %226
  %231 = select i1 %229, float %230, float %226
  %232 = add i64 %31, 11
  %233 = mul i64 %232, 4
  %234 = getelementptr i8, ptr addrspace(1) %0, i64 %233
  store float %231, ptr addrspace(1) %234, align 4
  %235 = lshr i32 %180, 0
  %236 = and i32 %235, 255
  %237 = sitofp i32 %236 to float
  %238 = fmul float %54, %237
  %239 = lshr i32 %186, 4
  %240 = and i32 %239, 1
  %241 = icmp ne i32 %240, 0
  %242 = fneg float %238
  %243 = select i1 %241, float %242, float %238
  %244 = add i64 %31, 12
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr addrspace(1) %0, i64 %245
  store float %243, ptr addrspace(1) %246, align 4
  %247 = lshr i32 %180, 8
  %248 = and i32 %247, 255
  %249 = sitofp i32 %248 to float
  %250 = fmul float %54, %249
  %251 = lshr i32 %186, 5
  %252 = and i32 %251, 1
  %253 = icmp ne i32 %252, 0
  %254 = fneg float %250
  %255 = select i1 %253, float %254, float %250
  %256 = add i64 %31, 13
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr addrspace(1) %0, i64 %257
  store float %255, ptr addrspace(1) %258, align 4
  %259 = lshr i32 %180, 16
  %260 = and i32 %259, 255
  %261 = sitofp i32 %260 to float
  %262 = fmul float %54, %261
  %263 = lshr i32 %186, 6
  %264 = and i32 %263, 1
  %265 = icmp ne i32 %264, 0
  %266 = fneg float %262
  %267 = select i1 %265, float %266, float %262
  %268 = add i64 %31, 14
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr addrspace(1) %0, i64 %269
  store float %267, ptr addrspace(1) %270, align 4
  %271 = lshr i32 %180, 24
  %272 = and i32 %271, 255
  %273 = sitofp i32 %272 to float
  %274 = fmul float %54, %273
  %275 = lshr i32 %186, 7
  %276 = and i32 %275, 1
  %277 = icmp ne i32 %276, 0
  %278 = fneg float %274
  %279 = select i1 %277, float %278, float %274
  %280 = add i64 %31, 15
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr addrspace(1) %0, i64 %281
  store float %279, ptr addrspace(1) %282, align 4
  %283 = lshr i32 %46, 16
  %284 = and i32 %283, 255
  %285 = shl i32 %284, 1
  %286 = sext i32 %285 to i64
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = add i32 %285, 1
  %291 = sext i32 %290 to i64
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %292
  %294 = load i32, ptr addrspace(1) %293, align 4
  %295 = lshr i32 %49, 14
  %296 = and i32 %295, 127
  %297 = sext i32 %296 to i64
  %298 = mul i64 %297, 4
  %299 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %298
  %300 = load i32, ptr addrspace(1) %299, align 4
  %301 = lshr i32 %289, 0
  %302 = and i32 %301, 255
  %303 = sitofp i32 %302 to float
  %304 = fmul float %54, %303
  %305 = lshr i32 %300, 0
  %306 = and i32 %305, 1
  %307 = icmp ne i32 %306, 0
  %308 = fneg float %304
  %309 = select i1 %307, float %308, float %304
  %310 = add i64 %31, 16
  %311 = mul i64 %310, 4
  %312 = getelementptr i8, ptr addrspace(1) %0, i64 %311
  store float %309, ptr addrspace(1) %312, align 4
  %313 = lshr i32 %289, 8
  %314 = and i32 %313, 255
  %315 = sitofp i32 %314 to float
  %316 = fmul float %54, %315
  %317 = lshr i32 %300, 1
  %318 = and i32 %317, 1
  %319 = icmp ne i32 %318, 0
  %320 = fneg float %316
  %321 = select i1 %319, float %320, float %316
  %322 = add i64 %31, 17
  %323 = mul i64 %322, 4
  %324 = getelementptr i8, ptr addrspace(1) %0, i64 %323
  store float %321, ptr addrspace(1) %324, align 4
  %325 = lshr i32 %289, 16
  %326 = and i32 %325, 255
  %327 = sitofp i32 %326 to float
  %328 = fmul float %54, %327
  %329 = lshr i32 %300, 2
  %330 = and i32 %329, 1
  %331 = icmp ne i32 %330, 0
  %332 = fneg float %328
  %333 = select i1 %331, float %332, float %328
  %334 = add i64 %31, 18
  %335 = mul i64 %334, 4
  %336 = getelementptr i8, ptr addrspace(1) %0, i64 %335
  store float %333, ptr addrspace(1) %336, align 4
  %337 = lshr i32 %289, 24
  %338 = and i32 %337, 255
  %339 = sitofp i32 %338 to float
  %340 = fmul float %54, %339
  %341 = lshr i32 %300, 3
  %342 = and i32 %341, 1
  %343 = icmp ne i32 %342, 0
  %344 = fneg float %340
  %345 = select i1 %343, float %344, float %340
  %346 = add i64 %31, 19
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(1) %0, i64 %347
  store float %345, ptr addrspace(1) %348, align 4
  %349 = lshr i32 %294, 0
  %350 = and i32 %349, 255
  %351 = sitofp i32 %350 to float
  %352 = fmul float %54, %351
  %353 = lshr i32 %300, 4
  %354 = and i32 %353, 1
  %355 = icmp ne i32 %354, 0
  %356 = fneg float %352
  %357 = select i1 %355, float %356, float %352
  %358 = add i64 %31, 20
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(1) %0, i64 %359
  store float %357, ptr addrspace(1) %360, align 4
  %361 = lshr i32 %294, 8
  %362 = and i32 %361, 255
  %363 = sitofp i32 %362 to float
  %364 = fmul float %54, %363
  %365 = lshr i32 %300, 5
  %366 = and i32 %365, 1
  %367 = icmp ne i32 %366, 0
  %368 = fneg float %364
  %369 = select i1 %367, float %368, float %364
  %370 = add i64 %31, 21
  %371 = mul i64 %370, 4
  %372 = getelementptr i8, ptr addrspace(1) %0, i64 %371
  store float %369, ptr addrspace(1) %372, align 4
  %373 = lshr i32 %294, 16
  %374 = and i32 %373, 255
  %375 = sitofp i32 %374 to float
  %376 = fmul float %54, %375
  %377 = lshr i32 %300, 6
  %378 = and i32 %377, 1
  %379 = icmp ne i32 %378, 0
  %380 = fneg float %376
  %381 = select i1 %379, float %380, float %376
  %382 = add i64 %31, 22
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(1) %0, i64 %383
  store float %381, ptr addrspace(1) %384, align 4
  %385 = lshr i32 %294, 24
  %386 = and i32 %385, 255
  %387 = sitofp i32 %386 to float
  %388 = fmul float %54, %387
  %389 = lshr i32 %300, 7
  %390 = and i32 %389, 1
  %391 = icmp ne i32 %390, 0
  %392 = fneg float %388
  %393 = select i1 %391, float %392, float %388
  %394 = add i64 %31, 23
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(1) %0, i64 %395
  store float %393, ptr addrspace(1) %396, align 4
  %397 = lshr i32 %46, 24
  %398 = and i32 %397, 255
  %399 = shl i32 %398, 1
  %400 = sext i32 %399 to i64
  %401 = mul i64 %400, 4
  %402 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %401
  %403 = load i32, ptr addrspace(1) %402, align 4
  %404 = add i32 %399, 1
  %405 = sext i32 %404 to i64
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) @strata_iq2xxs_grid, i64 %406
  %408 = load i32, ptr addrspace(1) %407, align 4
  %409 = lshr i32 %49, 21
  %410 = and i32 %409, 127
  %411 = sext i32 %410 to i64
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %412
  %414 = load i32, ptr addrspace(1) %413, align 4
  %415 = lshr i32 %403, 0
  %416 = and i32 %415, 255
  %417 = sitofp i32 %416 to float
  %418 = fmul float %54, %417
  %419 = lshr i32 %414, 0
  %420 = and i32 %419, 1
  %421 = icmp ne i32 %420, 0
  %422 = fneg float %418
  %423 = select i1 %421, float %422, float %418
  %424 = add i64 %31, 24
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(1) %0, i64 %425
  store float %423, ptr addrspace(1) %426, align 4
  %427 = lshr i32 %403, 8
  %428 = and i32 %427, 255
  %429 = sitofp i32 %428 to float
  %430 = fmul float %54, %429
  %431 = lshr i32 %414, 1
  %432 = and i32 %431, 1
  %433 = icmp ne i32 %432, 0
  %434 = fneg float %430
  %435 = select i1 %433, float %434, float %430
  %436 = add i64 %31, 25
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(1) %0, i64 %437
  store float %435, ptr addrspace(1) %438, align 4
  %439 = lshr i32 %403, 16
  %440 = and i32 %439, 255
  %441 = sitofp i32 %440 to float
  %442 = fmul float %54, %441
  %443 = lshr i32 %414, 2
  %444 = and i32 %443, 1
  %445 = icmp ne i32 %444, 0
  %446 = fneg float %442
  %447 = select i1 %445, float %446, float %442
  %448 = add i64 %31, 26
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(1) %0, i64 %449
  store float %447, ptr addrspace(1) %450, align 4
  %451 = lshr i32 %403, 24
  %452 = and i32 %451, 255
  %453 = sitofp i32 %452 to float
  %454 = fmul float %54, %453
  %455 = lshr i32 %414, 3
  %456 = and i32 %455, 1
  %457 = icmp ne i32 %456, 0
  %458 = fneg float %454
  %459 = select i1 %457, float %458, float %454
  %460 = add i64 %31, 27
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(1) %0, i64 %461
  store float %459, ptr addrspace(1) %462, align 4
  %463 = lshr i32 %408, 0
  %464 = and i32 %463, 255
  %465 = sitofp i32 %464 to float
  %466 = fmul float %54, %465
  %467 = lshr i32 %414, 4
  %468 = and i32 %467, 1
  %469 = icmp ne i32 %468, 0
  %470 = fneg float %466
  %471 = select i1 %469, float %470, float %466
  %472 = add i64 %31, 28
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(1) %0, i64 %473
  store float %471, ptr addrspace(1) %474, align 4
  %475 = lshr i32 %408, 8
  %476 = and i32 %475, 255
  %477 = sitofp i32 %476 to float
  %478 = fmul float %54, %477
  %479 = lshr i32 %414, 5
  %480 = and i32 %479, 1
  %481 = icmp ne i32 %480, 0
  %482 = fneg float %478
  %483 = select i1 %481, float %482, float %478
  %484 = add i64 %31, 29
  %485 = mul i64 %484, 4
  %486 = getelementptr i8, ptr addrspace(1) %0, i64 %485
  store float %483, ptr addrspace(1) %486, align 4
  %487 = lshr i32 %408, 16
  %488 = and i32 %487, 255
  %489 = sitofp i32 %488 to float
  %490 = fmul float %54, %489
  %491 = lshr i32 %414, 6
  %492 = and i32 %491, 1
  %493 = icmp ne i32 %492, 0
  %494 = fneg float %490
  %495 = select i1 %493, float %494, float %490
  %496 = add i64 %31, 30
  %497 = mul i64 %496, 4
  %498 = getelementptr i8, ptr addrspace(1) %0, i64 %497
  store float %495, ptr addrspace(1) %498, align 4
  %499 = lshr i32 %408, 24
  %500 = and i32 %499, 255
  %501 = sitofp i32 %500 to float
  %502 = fmul float %54, %501
  %503 = lshr i32 %414, 7
  %504 = and i32 %503, 1
  %505 = icmp ne i32 %504, 0
  %506 = fneg float %502
  %507 = select i1 %505, float %506, float %502
  %508 = add i64 %31, 31
  %509 = mul i64 %508, 4
  %510 = getelementptr i8, ptr addrspace(1) %0, i64 %509
  store float %507, ptr addrspace(1) %510, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %511 = xor i1 %18, true
  br i1 %511, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %512 = add i64 %31, 0
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr addrspace(1) %0, i64 %513
  store float 0.000000e+00, ptr addrspace(1) %514, align 4
  %515 = add i64 %31, 1
  %516 = mul i64 %515, 4
  %517 = getelementptr i8, ptr addrspace(1) %0, i64 %516
  store float 0.000000e+00, ptr addrspace(1) %517, align 4
  %518 = add i64 %31, 2
  %519 = mul i64 %518, 4
  %520 = getelementptr i8, ptr addrspace(1) %0, i64 %519
  store float 0.000000e+00, ptr addrspace(1) %520, align 4
  %521 = add i64 %31, 3
  %522 = mul i64 %521, 4
  %523 = getelementptr i8, ptr addrspace(1) %0, i64 %522
  store float 0.000000e+00, ptr addrspace(1) %523, align 4
  %524 = add i64 %31, 4
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 %525
  store float 0.000000e+00, ptr addrspace(1) %526, align 4
  %527 = add i64 %31, 5
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 %528
  store float 0.000000e+00, ptr addrspace(1) %529, align 4
  %530 = add i64 %31, 6
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 %531
  store float 0.000000e+00, ptr addrspace(1) %532, align 4
  %533 = add i64 %31, 7
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %0, i64 %534
  store float 0.000000e+00, ptr addrspace(1) %535, align 4
  %536 = add i64 %31, 8
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr addrspace(1) %0, i64 %537
  store float 0.000000e+00, ptr addrspace(1) %538, align 4
  %539 = add i64 %31, 9
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr addrspace(1) %0, i64 %540
  store float 0.000000e+00, ptr addrspace(1) %541, align 4
  %542 = add i64 %31, 10
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr addrspace(1) %0, i64 %543
  store float 0.000000e+00, ptr addrspace(1) %544, align 4
  %545 = add i64 %31, 11
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr addrspace(1) %0, i64 %546
  store float 0.000000e+00, ptr addrspace(1) %547, align 4
  %548 = add i64 %31, 12
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(1) %0, i64 %549
  store float 0.000000e+00, ptr addrspace(1) %550, align 4
  %551 = add i64 %31, 13
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr addrspace(1) %0, i64 %552
  store float 0.000000e+00, ptr addrspace(1) %553, align 4
  %554 = add i64 %31, 14
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %0, i64 %555
  store float 0.000000e+00, ptr addrspace(1) %556, align 4
  %557 = add i64 %31, 15
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 %558
  store float 0.000000e+00, ptr addrspace(1) %559, align 4
  %560 = add i64 %31, 16
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %0, i64 %561
  store float 0.000000e+00, ptr addrspace(1) %562, align 4
  %563 = add i64 %31, 17
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %0, i64 %564
  store float 0.000000e+00, ptr addrspace(1) %565, align 4
  %566 = add i64 %31, 18
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 %567
  store float 0.000000e+00, ptr addrspace(1) %568, align 4
  %569 = add i64 %31, 19
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 %570
  store float 0.000000e+00, ptr addrspace(1) %571, align 4
  %572 = add i64 %31, 20
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 %573
  store float 0.000000e+00, ptr addrspace(1) %574, align 4
  %575 = add i64 %31, 21
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  store float 0.000000e+00, ptr addrspace(1) %577, align 4
  %578 = add i64 %31, 22
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %0, i64 %579
  store float 0.000000e+00, ptr addrspace(1) %580, align 4
  %581 = add i64 %31, 23
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(1) %0, i64 %582
  store float 0.000000e+00, ptr addrspace(1) %583, align 4
  %584 = add i64 %31, 24
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 %585
  store float 0.000000e+00, ptr addrspace(1) %586, align 4
  %587 = add i64 %31, 25
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(1) %0, i64 %588
  store float 0.000000e+00, ptr addrspace(1) %589, align 4
  %590 = add i64 %31, 26
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(1) %0, i64 %591
  store float 0.000000e+00, ptr addrspace(1) %592, align 4
  %593 = add i64 %31, 27
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %0, i64 %594
  store float 0.000000e+00, ptr addrspace(1) %595, align 4
  %596 = add i64 %31, 28
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 %597
  store float 0.000000e+00, ptr addrspace(1) %598, align 4
  %599 = add i64 %31, 29
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float 0.000000e+00, ptr addrspace(1) %601, align 4
  %602 = add i64 %31, 30
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float 0.000000e+00, ptr addrspace(1) %604, align 4
  %605 = add i64 %31, 31
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float 0.000000e+00, ptr addrspace(1) %607, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_embed_iq2_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_embed_iq2_xxs, !"maxntidx", i32 128}
