; ModuleID = 'strata_moe_matvec_iq3_s'
source_filename = "strata_moe_matvec_iq3_s"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3s_grid_ob = internal addrspace(1) constant [512 x i32] [i32 -2139062144, i32 -2139062143, i32 -2139062142, i32 -2139062139, i32 -2139062137, i32 -2139061888, i32 -2139061887, i32 -2139061886, i32 -2139061884, i32 -2139061882, i32 -2139061632, i32 -2139061631, i32 -2139061627, i32 -2139061373, i32 -2139061120, i32 -2139061118, i32 -2139061115, i32 -2139061113, i32 -2139060863, i32 -2139060861, i32 -2139060608, i32 -2139060606, i32 -2139060351, i32 -2139060348, i32 -2139060345, i32 -2138996608, i32 -2138996607, i32 -2138996606, i32 -2138996604, i32 -2138996352, i32 -2138996351, i32 -2138996347, i32 -2138996096, i32 -2138996093, i32 -2138996089, i32 -2138995839, i32 -2138995835, i32 -2138995580, i32 -2138995071, i32 -2138995067, i32 -2138994814, i32 -2138931072, i32 -2138931071, i32 -2138931067, i32 -2138931065, i32 -2138930816, i32 -2138930813, i32 -2138930810, i32 -2138930559, i32 -2138930555, i32 -2138930304, i32 -2138930300, i32 -2138930046, i32 -2138930043, i32 -2138930041, i32 -2138929791, i32 -2138929789, i32 -2138929280, i32 -2138929277, i32 -2138865533, i32 -2138865279, i32 -2138865275, i32 -2138865024, i32 -2138865022, i32 -2138864767, i32 -2138864765, i32 -2138864762, i32 -2138864508, i32 -2138864256, i32 -2138864254, i32 -2138863993, i32 -2138863743, i32 -2138863739, i32 -2138800000, i32 -2138799741, i32 -2138799737, i32 -2138799487, i32 -2138799484, i32 -2138799230, i32 -2138798976, i32 -2138798973, i32 -2138798719, i32 -2138798208, i32 -2138734462, i32 -2138734460, i32 -2138733952, i32 -2138733950, i32 -2138733946, i32 -2138733693, i32 -2138733439, i32 -2138733435, i32 -2138733433, i32 -2138732922, i32 -2138732669, i32 -2138668922, i32 -2138668671, i32 -2138668669, i32 -2138668159, i32 -2138667646, i32 -2138667135, i32 -2138603392, i32 -2138603390, i32 -2138603388, i32 -2138602880, i32 -2138602878, i32 -2138602874, i32 -2138602621, i32 -2138602112, i32 -2138602108, i32 -2122284928, i32 -2122284927, i32 -2122284926, i32 -2122284924, i32 -2122284672, i32 -2122284671, i32 -2122284669, i32 -2122284667, i32 -2122284665, i32 -2122284416, i32 -2122284414, i32 -2122284159, i32 -2122284156, i32 -2122284154, i32 -2122283644, i32 -2122283642, i32 -2122283391, i32 -2122283134, i32 -2122219392, i32 -2122219391, i32 -2122219389, i32 -2122219386, i32 -2122219136, i32 -2122219132, i32 -2122218879, i32 -2122218624, i32 -2122218621, i32 -2122218367, i32 -2122218112, i32 -2122218110, i32 -2122217600, i32 -2122217594, i32 -2122153856, i32 -2122153598, i32 -2122153595, i32 -2122153593, i32 -2122153344, i32 -2122153340, i32 -2122153086, i32 -2122152832, i32 -2122152829, i32 -2122152571, i32 -2122152320, i32 -2122152062, i32 -2122088319, i32 -2122088316, i32 -2122088313, i32 -2122088064, i32 -2122088061, i32 -2122087807, i32 -2122087801, i32 -2122087552, i32 -2122087548, i32 -2122087295, i32 -2122086782, i32 -2122086528, i32 -2122022781, i32 -2122022779, i32 -2122022526, i32 -2122022524, i32 -2122022015, i32 -2122022013, i32 -2122021758, i32 -2122021754, i32 -2122021504, i32 -2122021500, i32 -2121957247, i32 -2121956992, i32 -2121956989, i32 -2121956735, i32 -2121956480, i32 -2121956478, i32 -2121955967, i32 -2121891200, i32 -2121891196, i32 -2121891193, i32 -2121890684, i32 -2121890682, i32 -2121826175, i32 -2121826173, i32 -2121825920, i32 -2121825918, i32 -2121825663, i32 -2121825403, i32 -2121825151, i32 -2121824638, i32 -2121824384, i32 -2105507712, i32 -2105507711, i32 -2105507709, i32 -2105507707, i32 -2105507705, i32 -2105507456, i32 -2105507454, i32 -2105507452, i32 -2105507450, i32 -2105507199, i32 -2105507197, i32 -2105507193, i32 -2105506944, i32 -2105506942, i32 -2105506687, i32 -2105506685, i32 -2105506683, i32 -2105506432, i32 -2105506430, i32 -2105506169, i32 -2105505920, i32 -2105505917, i32 -2105505915, i32 -2105442176, i32 -2105442174, i32 -2105441920, i32 -2105441917, i32 -2105441913, i32 -2105441662, i32 -2105441659, i32 -2105441407, i32 -2105441404, i32 -2105441150, i32 -2105440895, i32 -2105376639, i32 -2105376636, i32 -2105376633, i32 -2105376127, i32 -2105376125, i32 -2105375872, i32 -2105375865, i32 -2105375615, i32 -2105375357, i32 -2105375353, i32 -2105374847, i32 -2105374844, i32 -2105311104, i32 -2105311102, i32 -2105311099, i32 -2105310847, i32 -2105310590, i32 -2105310588, i32 -2105310335, i32 -2105310333, i32 -2105310078, i32 -2105309824, i32 -2105309562, i32 -2105245567, i32 -2105245561, i32 -2105245056, i32 -2105245053, i32 -2105244798, i32 -2105244795, i32 -2105244543, i32 -2105243774, i32 -2105243771, i32 -2105180028, i32 -2105179775, i32 -2105179518, i32 -2105179257, i32 -2105179008, i32 -2105178749, i32 -2105178240, i32 -2105114496, i32 -2105114494, i32 -2105114489, i32 -2105113983, i32 -2105113211, i32 -2105112959, i32 -2105048955, i32 -2105048703, i32 -2105048442, i32 -2105048192, i32 -2105047933, i32 -2105047680, i32 -2088730494, i32 -2088730239, i32 -2088730237, i32 -2088730235, i32 -2088730233, i32 -2088729982, i32 -2088729727, i32 -2088729725, i32 -2088729723, i32 -2088729470, i32 -2088729468, i32 -2088729465, i32 -2088729215, i32 -2088728957, i32 -2088728703, i32 -2088664959, i32 -2088664957, i32 -2088664955, i32 -2088664700, i32 -2088664447, i32 -2088664445, i32 -2088663936, i32 -2088663424, i32 -2088663166, i32 -2088663162, i32 -2088599424, i32 -2088599166, i32 -2088598912, i32 -2088598654, i32 -2088598652, i32 -2088598144, i32 -2088533887, i32 -2088533632, i32 -2088533628, i32 -2088533375, i32 -2088533373, i32 -2088533369, i32 -2088533120, i32 -2088532863, i32 -2088532861, i32 -2088532857, i32 -2088532603, i32 -2088532093, i32 -2088468349, i32 -2088468095, i32 -2088468090, i32 -2088467838, i32 -2088467583, i32 -2088467070, i32 -2088466816, i32 -2088466812, i32 -2088402815, i32 -2088402560, i32 -2088402558, i32 -2088402299, i32 -2088402046, i32 -2088401788, i32 -2088401530, i32 -2088401021, i32 -2088337018, i32 -2088336255, i32 -2088271743, i32 -2088271741, i32 -2088271232, i32 -2088271230, i32 -2088270971, i32 -2071953280, i32 -2071953276, i32 -2071953022, i32 -2071952768, i32 -2071952764, i32 -2071952761, i32 -2071952510, i32 -2071952255, i32 -2071952000, i32 -2071951488, i32 -2071887742, i32 -2071887737, i32 -2071887487, i32 -2071887485, i32 -2071887230, i32 -2071886976, i32 -2071886971, i32 -2071886717, i32 -2071886463, i32 -2071886459, i32 -2071822207, i32 -2071822205, i32 -2071821952, i32 -2071821947, i32 -2071821695, i32 -2071821437, i32 -2071821184, i32 -2071820921, i32 -2071820670, i32 -2071820416, i32 -2071756668, i32 -2071756415, i32 -2071756413, i32 -2071756160, i32 -2071756158, i32 -2071755903, i32 -2071755899, i32 -2071691136, i32 -2071691134, i32 -2071690620, i32 -2071690361, i32 -2071690112, i32 -2071689343, i32 -2071625595, i32 -2071625593, i32 -2071625087, i32 -2071624062, i32 -2071559805, i32 -2071559292, i32 -2071558528, i32 -2071494272, i32 -2071494267, i32 -2071493760, i32 -2071493501, i32 -2071493247, i32 -2055176062, i32 -2055175808, i32 -2055175804, i32 -2055175550, i32 -2055175040, i32 -2055175036, i32 -2055175033, i32 -2055174782, i32 -2055174522, i32 -2055174268, i32 -2055110527, i32 -2055110525, i32 -2055110523, i32 -2055110270, i32 -2055110015, i32 -2055109758, i32 -2055108734, i32 -2055044992, i32 -2055044735, i32 -2055044477, i32 -2055044224, i32 -2055044218, i32 -2055043709, i32 -2054979454, i32 -2054979449, i32 -2054979200, i32 -2054978937, i32 -2054978428, i32 -2054978175, i32 -2054977915, i32 -2054977661, i32 -2054913919, i32 -2054913916, i32 -2054913408, i32 -2054913150, i32 -2054912890, i32 -2054848126, i32 -2054847866, i32 -2054847103, i32 -2054847101, i32 -2054781822, i32 -2054717310, i32 -2054717308, i32 -2054716798, i32 -2038398591, i32 -2038398589, i32 -2038398587, i32 -2038398079, i32 -2038398077, i32 -2038397312, i32 -2038333312, i32 -2038332800, i32 -2038332793, i32 -2038331772, i32 -2038267518, i32 -2038267004, i32 -2038266750, i32 -2038266491, i32 -2038266238, i32 -2038265984, i32 -2038202240, i32 -2038201980, i32 -2038201727, i32 -2038201216, i32 -2038136187, i32 -2038135677, i32 -2038135166, i32 -2038071168, i32 -2038071165, i32 -2038070396, i32 -2038069632, i32 -2038005627, i32 -2038004608, i32 -2037939839, i32 -2037939837, i32 -2021621632, i32 -2021621628, i32 -2021621625, i32 -2021621120, i32 -2021621118, i32 -2021620858, i32 -2021620608, i32 -2021620348, i32 -2021620094, i32 -2021556094, i32 -2021555839, i32 -2021555580, i32 -2021555069, i32 -2021555067, i32 -2021490559, i32 -2021490556, i32 -2021490304, i32 -2021490298, i32 -2021490047, i32 -2021489792, i32 -2021489279, i32 -2021425022, i32 -2021424254, i32 -2021424251, i32 -2021423741, i32 -2021359487, i32 -2021359483, i32 -2021359229, i32 -2021358976, i32 -2021358208, i32 -2021293438, i32 -2021292926, i32 -2021228414, i32 -2021227647, i32 -2021162880], align 16
@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq3_s(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v42 = alloca i32, align 4
  %v33 = alloca i32, align 4
  %v32 = alloca i32, align 4
  %v31 = alloca i32, align 4
  %v30 = alloca i32, align 4
  %v29 = alloca i32, align 4
  %v28 = alloca i32, align 4
  %v27 = alloca i32, align 4
  %v26 = alloca i32, align 4
  %v25 = alloca i32, align 4
  %v24 = alloca i32, align 4
  %v23 = alloca i32, align 4
  %v22 = alloca i32, align 4
  %v21 = alloca i32, align 4
  %v20 = alloca i32, align 4
  %v19 = alloca i32, align 4
  %v18 = alloca i32, align 4
  %v17 = alloca i32, align 4
  %v16 = alloca i32, align 4
  %v15 = alloca i32, align 4
  %v14 = alloca i32, align 4
  %v13 = alloca i32, align 4
  %v12 = alloca i32, align 4
  %v11 = alloca i32, align 4
  %v10 = alloca i32, align 4
  %v9 = alloca float, align 4
  %v8 = alloca float, align 4
  %v7 = alloca float, align 4
  %v6 = alloca float, align 4
  %v5 = alloca float, align 4
  %v1 = alloca i32, align 4
  %v = alloca i32, align 4
  call void asm sideeffect "griddepcontrol.launch_dependents;\0A\09griddepcontrol.wait;", "~{memory}"()
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %9, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %10 = load i32, ptr %v, align 4
  %11 = icmp slt i32 %10, 512
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr %v, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid_ob, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = sext i32 %12 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(3) @lds1, i64 %18
  store i32 %16, ptr addrspace(3) %19, align 4
  %20 = load i32, ptr %v, align 4
  %21 = add i32 %20, 128
  store i32 %21, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = urem i32 %22, %7
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 4
  %26 = getelementptr i8, ptr addrspace(1) %2, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = icmp sge i32 %27, 0
  br i1 %28, label %then, label %endif

then:                                             ; preds = %done
  %29 = udiv i32 %22, %7
  %30 = mul i32 %29, %8
  %31 = add i32 %27, %30
  %32 = sext i32 %31 to i64
  %33 = mul i64 %32, 8
  %34 = getelementptr i8, ptr addrspace(1) %1, i64 %33
  %35 = load i64, ptr addrspace(1) %34, align 8
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = sext i32 %22 to i64
  %38 = sext i32 %6 to i64
  %39 = mul i64 %37, %38
  %40 = mul i64 %39, 4
  %41 = getelementptr i8, ptr addrspace(1) %3, i64 %40
  %42 = mul i32 %22, %4
  %43 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = lshr i32 %43, 5
  %45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = and i32 %45, 31
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %48 = mul i32 %47, 16
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %50 = and i32 %49, 31
  %51 = lshr i32 %50, 3
  %52 = and i32 %50, 7
  %53 = icmp eq i32 %52, 0
  store i32 %44, ptr %v1, align 4
  br label %loop2

endif:                                            ; preds = %done4, %done
  ret void

loop2:                                            ; preds = %endif57, %then
  %54 = load i32, ptr %v1, align 4
  %55 = icmp slt i32 %54, 4
  br i1 %55, label %body3, label %done4

body3:                                            ; preds = %loop2
  %56 = load i32, ptr %v1, align 4
  %57 = udiv i32 %56, 1
  %58 = urem i32 %56, 1
  %59 = mul i32 %57, 4
  %60 = add i32 %48, %59
  %61 = icmp slt i32 %60, %4
  store float 0.000000e+00, ptr %v5, align 4
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = and i32 %62, 31
  %64 = sext i32 %5 to i64
  %65 = udiv i64 %64, 256
  %66 = mul i64 %65, 110
  %67 = sub i32 %4, 1
  %68 = add i32 %60, 0
  %69 = icmp sgt i32 %68, %67
  %70 = select i1 %69, i32 %67, i32 %68
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, %66
  %73 = getelementptr i8, ptr addrspace(1) %36, i64 %72
  %74 = add i32 %60, 1
  %75 = icmp sgt i32 %74, %67
  %76 = select i1 %75, i32 %67, i32 %74
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, %66
  %79 = getelementptr i8, ptr addrspace(1) %36, i64 %78
  %80 = add i32 %60, 2
  %81 = icmp sgt i32 %80, %67
  %82 = select i1 %81, i32 %67, i32 %80
  %83 = sext i32 %82 to i64
  %84 = mul i64 %83, %66
  %85 = getelementptr i8, ptr addrspace(1) %36, i64 %84
  %86 = add i32 %60, 3
  %87 = icmp sgt i32 %86, %67
  %88 = select i1 %87, i32 %67, i32 %86
  %89 = sext i32 %88 to i64
  %90 = mul i64 %89, %66
  %91 = getelementptr i8, ptr addrspace(1) %36, i64 %90
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %92 = udiv i32 %5, 32
  %93 = mul i32 %58, 32
  %94 = add i32 %63, %93
  %95 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %96 = sext i32 %5 to i64
  %97 = sub i32 %92, 1
  %98 = icmp sgt i32 %94, %97
  %99 = select i1 %98, i32 %97, i32 %94
  %100 = lshr i32 %99, 3
  %101 = and i32 %99, 7
  %102 = sext i32 %100 to i64
  %103 = mul i64 %102, 110
  %104 = add i64 %103, 0
  %105 = getelementptr i8, ptr addrspace(1) %73, i64 %104
  %106 = sext i32 %101 to i64
  %107 = getelementptr i8, ptr addrspace(1) %105, i64 0
  %108 = load i16, ptr addrspace(1) %107, align 2
  %109 = zext i16 %108 to i32
  %110 = getelementptr i8, ptr addrspace(1) %105, i64 2
  %111 = ptrtoint ptr addrspace(1) %110 to i64
  %112 = and i64 %111, 3
  %113 = sub i64 0, %112
  %114 = getelementptr i8, ptr addrspace(1) %110, i64 %113
  %115 = shl i64 %112, 3
  %116 = trunc i64 %115 to i32
  %117 = mul i64 %106, 8
  %118 = add i64 %117, 0
  %119 = getelementptr i8, ptr addrspace(1) %114, i64 %118
  %120 = load i32, ptr addrspace(1) %119, align 4
  %121 = add i64 %117, 4
  %122 = getelementptr i8, ptr addrspace(1) %114, i64 %121
  %123 = load i32, ptr addrspace(1) %122, align 4
  %124 = add i64 %117, 4
  %125 = shl i64 %112, 1
  %126 = add i64 %124, %125
  %127 = getelementptr i8, ptr addrspace(1) %114, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  %129 = call i32 @llvm.fshr.i32(i32 %123, i32 %120, i32 %116)
  %130 = call i32 @llvm.fshr.i32(i32 %128, i32 %123, i32 %116)
  %131 = add i64 %106, 66
  %132 = getelementptr i8, ptr addrspace(1) %105, i64 %131
  %133 = load i8, ptr addrspace(1) %132, align 1
  %134 = zext i8 %133 to i32
  %135 = mul i64 %106, 4
  %136 = add i64 %135, 72
  %137 = add i64 %136, 0
  %138 = getelementptr i8, ptr addrspace(1) %114, i64 %137
  %139 = load i32, ptr addrspace(1) %138, align 4
  %140 = add i64 %136, 0
  %141 = shl i64 %112, 1
  %142 = add i64 %140, %141
  %143 = getelementptr i8, ptr addrspace(1) %114, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = call i32 @llvm.fshr.i32(i32 %144, i32 %139, i32 %116)
  %146 = lshr i64 %106, 1
  %147 = add i64 %146, 106
  %148 = getelementptr i8, ptr addrspace(1) %105, i64 %147
  %149 = load i8, ptr addrspace(1) %148, align 1
  %150 = zext i8 %149 to i32
  store i32 %109, ptr %v10, align 4
  store i32 %129, ptr %v11, align 4
  store i32 %130, ptr %v12, align 4
  store i32 %134, ptr %v13, align 4
  store i32 %145, ptr %v14, align 4
  store i32 %150, ptr %v15, align 4
  %151 = lshr i32 %99, 3
  %152 = and i32 %99, 7
  %153 = sext i32 %151 to i64
  %154 = mul i64 %153, 110
  %155 = add i64 %154, 0
  %156 = getelementptr i8, ptr addrspace(1) %79, i64 %155
  %157 = sext i32 %152 to i64
  %158 = getelementptr i8, ptr addrspace(1) %156, i64 0
  %159 = load i16, ptr addrspace(1) %158, align 2
  %160 = zext i16 %159 to i32
  %161 = getelementptr i8, ptr addrspace(1) %156, i64 2
  %162 = ptrtoint ptr addrspace(1) %161 to i64
  %163 = and i64 %162, 3
  %164 = sub i64 0, %163
  %165 = getelementptr i8, ptr addrspace(1) %161, i64 %164
  %166 = shl i64 %163, 3
  %167 = trunc i64 %166 to i32
  %168 = mul i64 %157, 8
  %169 = add i64 %168, 0
  %170 = getelementptr i8, ptr addrspace(1) %165, i64 %169
  %171 = load i32, ptr addrspace(1) %170, align 4
  %172 = add i64 %168, 4
  %173 = getelementptr i8, ptr addrspace(1) %165, i64 %172
  %174 = load i32, ptr addrspace(1) %173, align 4
  %175 = add i64 %168, 4
  %176 = shl i64 %163, 1
  %177 = add i64 %175, %176
  %178 = getelementptr i8, ptr addrspace(1) %165, i64 %177
  %179 = load i32, ptr addrspace(1) %178, align 4
  %180 = call i32 @llvm.fshr.i32(i32 %174, i32 %171, i32 %167)
  %181 = call i32 @llvm.fshr.i32(i32 %179, i32 %174, i32 %167)
  %182 = add i64 %157, 66
  %183 = getelementptr i8, ptr addrspace(1) %156, i64 %182
  %184 = load i8, ptr addrspace(1) %183, align 1
  %185 = zext i8 %184 to i32
  %186 = mul i64 %157, 4
  %187 = add i64 %186, 72
  %188 = add i64 %187, 0
  %189 = getelementptr i8, ptr addrspace(1) %165, i64 %188
  %190 = load i32, ptr addrspace(1) %189, align 4
  %191 = add i64 %187, 0
  %192 = shl i64 %163, 1
  %193 = add i64 %191, %192
  %194 = getelementptr i8, ptr addrspace(1) %165, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = call i32 @llvm.fshr.i32(i32 %195, i32 %190, i32 %167)
  %197 = lshr i64 %157, 1
  %198 = add i64 %197, 106
  %199 = getelementptr i8, ptr addrspace(1) %156, i64 %198
  %200 = load i8, ptr addrspace(1) %199, align 1
  %201 = zext i8 %200 to i32
  store i32 %160, ptr %v16, align 4
  store i32 %180, ptr %v17, align 4
  store i32 %181, ptr %v18, align 4
  store i32 %185, ptr %v19, align 4
  store i32 %196, ptr %v20, align 4
  store i32 %201, ptr %v21, align 4
  %202 = lshr i32 %99, 3
  %203 = and i32 %99, 7
  %204 = sext i32 %202 to i64
  %205 = mul i64 %204, 110
  %206 = add i64 %205, 0
  %207 = getelementptr i8, ptr addrspace(1) %85, i64 %206
  %208 = sext i32 %203 to i64
  %209 = getelementptr i8, ptr addrspace(1) %207, i64 0
  %210 = load i16, ptr addrspace(1) %209, align 2
  %211 = zext i16 %210 to i32
  %212 = getelementptr i8, ptr addrspace(1) %207, i64 2
  %213 = ptrtoint ptr addrspace(1) %212 to i64
  %214 = and i64 %213, 3
  %215 = sub i64 0, %214
  %216 = getelementptr i8, ptr addrspace(1) %212, i64 %215
  %217 = shl i64 %214, 3
  %218 = trunc i64 %217 to i32
  %219 = mul i64 %208, 8
  %220 = add i64 %219, 0
  %221 = getelementptr i8, ptr addrspace(1) %216, i64 %220
  %222 = load i32, ptr addrspace(1) %221, align 4
  %223 = add i64 %219, 4
  %224 = getelementptr i8, ptr addrspace(1) %216, i64 %223
  %225 = load i32, ptr addrspace(1) %224, align 4
  %226 = add i64 %219, 4
  %227 = shl i64 %214, 1
  %228 = add i64 %226, %227
  %229 = getelementptr i8, ptr addrspace(1) %216, i64 %228
  %230 = load i32, ptr addrspace(1) %229, align 4
  %231 = call i32 @llvm.fshr.i32(i32 %225, i32 %222, i32 %218)
  %232 = call i32 @llvm.fshr.i32(i32 %230, i32 %225, i32 %218)
  %233 = add i64 %208, 66
  %234 = getelementptr i8, ptr addrspace(1) %207, i64 %233
  %235 = load i8, ptr addrspace(1) %234, align 1
  %236 = zext i8 %235 to i32
  %237 = mul i64 %208, 4
  %238 = add i64 %237, 72
  %239 = add i64 %238, 0
  %240 = getelementptr i8, ptr addrspace(1) %216, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = add i64 %238, 0
  %243 = shl i64 %214, 1
  %244 = add i64 %242, %243
  %245 = getelementptr i8, ptr addrspace(1) %216, i64 %244
  %246 = load i32, ptr addrspace(1) %245, align 4
  %247 = call i32 @llvm.fshr.i32(i32 %246, i32 %241, i32 %218)
  %248 = lshr i64 %208, 1
  %249 = add i64 %248, 106
  %250 = getelementptr i8, ptr addrspace(1) %207, i64 %249
  %251 = load i8, ptr addrspace(1) %250, align 1
  %252 = zext i8 %251 to i32
  store i32 %211, ptr %v22, align 4
  store i32 %231, ptr %v23, align 4
  store i32 %232, ptr %v24, align 4
  store i32 %236, ptr %v25, align 4
  store i32 %247, ptr %v26, align 4
  store i32 %252, ptr %v27, align 4
  %253 = lshr i32 %99, 3
  %254 = and i32 %99, 7
  %255 = sext i32 %253 to i64
  %256 = mul i64 %255, 110
  %257 = add i64 %256, 0
  %258 = getelementptr i8, ptr addrspace(1) %91, i64 %257
  %259 = sext i32 %254 to i64
  %260 = getelementptr i8, ptr addrspace(1) %258, i64 0
  %261 = load i16, ptr addrspace(1) %260, align 2
  %262 = zext i16 %261 to i32
  %263 = getelementptr i8, ptr addrspace(1) %258, i64 2
  %264 = ptrtoint ptr addrspace(1) %263 to i64
  %265 = and i64 %264, 3
  %266 = sub i64 0, %265
  %267 = getelementptr i8, ptr addrspace(1) %263, i64 %266
  %268 = shl i64 %265, 3
  %269 = trunc i64 %268 to i32
  %270 = mul i64 %259, 8
  %271 = add i64 %270, 0
  %272 = getelementptr i8, ptr addrspace(1) %267, i64 %271
  %273 = load i32, ptr addrspace(1) %272, align 4
  %274 = add i64 %270, 4
  %275 = getelementptr i8, ptr addrspace(1) %267, i64 %274
  %276 = load i32, ptr addrspace(1) %275, align 4
  %277 = add i64 %270, 4
  %278 = shl i64 %265, 1
  %279 = add i64 %277, %278
  %280 = getelementptr i8, ptr addrspace(1) %267, i64 %279
  %281 = load i32, ptr addrspace(1) %280, align 4
  %282 = call i32 @llvm.fshr.i32(i32 %276, i32 %273, i32 %269)
  %283 = call i32 @llvm.fshr.i32(i32 %281, i32 %276, i32 %269)
  %284 = add i64 %259, 66
  %285 = getelementptr i8, ptr addrspace(1) %258, i64 %284
  %286 = load i8, ptr addrspace(1) %285, align 1
  %287 = zext i8 %286 to i32
  %288 = mul i64 %259, 4
  %289 = add i64 %288, 72
  %290 = add i64 %289, 0
  %291 = getelementptr i8, ptr addrspace(1) %267, i64 %290
  %292 = load i32, ptr addrspace(1) %291, align 4
  %293 = add i64 %289, 0
  %294 = shl i64 %265, 1
  %295 = add i64 %293, %294
  %296 = getelementptr i8, ptr addrspace(1) %267, i64 %295
  %297 = load i32, ptr addrspace(1) %296, align 4
  %298 = call i32 @llvm.fshr.i32(i32 %297, i32 %292, i32 %269)
  %299 = lshr i64 %259, 1
  %300 = add i64 %299, 106
  %301 = getelementptr i8, ptr addrspace(1) %258, i64 %300
  %302 = load i8, ptr addrspace(1) %301, align 1
  %303 = zext i8 %302 to i32
  store i32 %262, ptr %v28, align 4
  store i32 %282, ptr %v29, align 4
  store i32 %283, ptr %v30, align 4
  store i32 %287, ptr %v31, align 4
  store i32 %298, ptr %v32, align 4
  store i32 %303, ptr %v33, align 4
  %304 = add i32 %95, 0
  %305 = sext i32 %304 to i64
  %306 = mul i64 %305, 4
  %307 = add i64 0, %306
  %308 = icmp slt i64 %307, %96
  %309 = icmp slt i64 %306, 1024
  %310 = and i1 %308, %309
  %311 = select i1 %310, i64 %307, i64 0
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr addrspace(1) %41, i64 %312
  %314 = load <4 x float>, ptr addrspace(1) %313, align 16
  %315 = extractelement <4 x float> %314, i32 0
  %316 = extractelement <4 x float> %314, i32 1
  %317 = extractelement <4 x float> %314, i32 2
  %318 = extractelement <4 x float> %314, i32 3
  %319 = add i32 %95, 128
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 4
  %322 = add i64 0, %321
  %323 = icmp slt i64 %322, %96
  %324 = icmp slt i64 %321, 1024
  %325 = and i1 %323, %324
  %326 = select i1 %325, i64 %322, i64 0
  %327 = mul i64 %326, 4
  %328 = getelementptr i8, ptr addrspace(1) %41, i64 %327
  %329 = load <4 x float>, ptr addrspace(1) %328, align 16
  %330 = extractelement <4 x float> %329, i32 0
  %331 = extractelement <4 x float> %329, i32 1
  %332 = extractelement <4 x float> %329, i32 2
  %333 = extractelement <4 x float> %329, i32 3
  %334 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %335 = bitcast float %315 to i32
  %336 = and i32 %335, 2147483647
  %337 = bitcast float %316 to i32
  %338 = and i32 %337, 2147483647
  %339 = bitcast float %317 to i32
  %340 = and i32 %339, 2147483647
  %341 = bitcast float %318 to i32
  %342 = and i32 %341, 2147483647
  %343 = icmp ugt i32 %336, %338
  %344 = select i1 %343, i32 %336, i32 %338
  %345 = icmp ugt i32 %340, %342
  %346 = select i1 %345, i32 %340, i32 %342
  %347 = icmp ugt i32 %344, %346
  %348 = select i1 %347, i32 %344, i32 %346
  %349 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %348, i32 1, i32 31)
  %350 = icmp ugt i32 %348, %349
  %351 = select i1 %350, i32 %348, i32 %349
  %352 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %351, i32 2, i32 31)
  %353 = icmp ugt i32 %351, %352
  %354 = select i1 %353, i32 %351, i32 %352
  %355 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %354, i32 4, i32 31)
  %356 = icmp ugt i32 %354, %355
  %357 = select i1 %356, i32 %354, i32 %355
  %358 = and i32 %357, 2147483647
  %359 = icmp ult i32 %358, 2139095040
  %360 = bitcast i32 %357 to float
  %361 = fdiv float 1.270000e+02, %360
  %362 = bitcast float %361 to i32
  %363 = and i32 %362, 2147483647
  %364 = icmp ult i32 %363, 2139095040
  %365 = select i1 %364, float %361, float 0.000000e+00
  %366 = fmul float %315, %365
  %367 = fadd float %366, 0x4168000000000000
  %368 = bitcast float %367 to i32
  %369 = fmul float %316, %365
  %370 = fadd float %369, 0x4168000000000000
  %371 = bitcast float %370 to i32
  %372 = fmul float %317, %365
  %373 = fadd float %372, 0x4168000000000000
  %374 = bitcast float %373 to i32
  %375 = fmul float %318, %365
  %376 = fadd float %375, 0x4168000000000000
  %377 = bitcast float %376 to i32
  %378 = bitcast i32 %368 to <4 x i8>
  %379 = bitcast i32 %371 to <4 x i8>
  %380 = shufflevector <4 x i8> %378, <4 x i8> %379, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %381 = bitcast <4 x i8> %380 to i32
  %382 = bitcast i32 %374 to <4 x i8>
  %383 = bitcast i32 %377 to <4 x i8>
  %384 = shufflevector <4 x i8> %382, <4 x i8> %383, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %385 = bitcast <4 x i8> %384 to i32
  %386 = bitcast i32 %381 to <4 x i8>
  %387 = bitcast i32 %385 to <4 x i8>
  %388 = shufflevector <4 x i8> %386, <4 x i8> %387, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %389 = bitcast <4 x i8> %388 to i32
  %390 = add i32 %334, 0
  %391 = sext i32 %390 to i64
  %392 = mul i64 %391, 4
  %393 = icmp slt i64 %392, 1024
  br i1 %393, label %then34, label %endif35

done4:                                            ; preds = %loop2
  br label %endif

then34:                                           ; preds = %body3
  %394 = lshr i64 %392, 2
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr addrspace(3) @lds2, i64 %395
  store i32 %389, ptr addrspace(3) %396, align 4
  %397 = and i64 %392, 31
  %398 = icmp eq i64 %397, 0
  br i1 %398, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %body3
  %399 = bitcast float %330 to i32
  %400 = and i32 %399, 2147483647
  %401 = bitcast float %331 to i32
  %402 = and i32 %401, 2147483647
  %403 = bitcast float %332 to i32
  %404 = and i32 %403, 2147483647
  %405 = bitcast float %333 to i32
  %406 = and i32 %405, 2147483647
  %407 = icmp ugt i32 %400, %402
  %408 = select i1 %407, i32 %400, i32 %402
  %409 = icmp ugt i32 %404, %406
  %410 = select i1 %409, i32 %404, i32 %406
  %411 = icmp ugt i32 %408, %410
  %412 = select i1 %411, i32 %408, i32 %410
  %413 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %412, i32 1, i32 31)
  %414 = icmp ugt i32 %412, %413
  %415 = select i1 %414, i32 %412, i32 %413
  %416 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %415, i32 2, i32 31)
  %417 = icmp ugt i32 %415, %416
  %418 = select i1 %417, i32 %415, i32 %416
  %419 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %418, i32 4, i32 31)
  %420 = icmp ugt i32 %418, %419
  %421 = select i1 %420, i32 %418, i32 %419
  %422 = and i32 %421, 2147483647
  %423 = icmp ult i32 %422, 2139095040
  %424 = bitcast i32 %421 to float
  %425 = fdiv float 1.270000e+02, %424
  %426 = bitcast float %425 to i32
  %427 = and i32 %426, 2147483647
  %428 = icmp ult i32 %427, 2139095040
  %429 = select i1 %428, float %425, float 0.000000e+00
  %430 = fmul float %330, %429
  %431 = fadd float %430, 0x4168000000000000
  %432 = bitcast float %431 to i32
  %433 = fmul float %331, %429
  %434 = fadd float %433, 0x4168000000000000
  %435 = bitcast float %434 to i32
  %436 = fmul float %332, %429
  %437 = fadd float %436, 0x4168000000000000
  %438 = bitcast float %437 to i32
  %439 = fmul float %333, %429
  %440 = fadd float %439, 0x4168000000000000
  %441 = bitcast float %440 to i32
  %442 = bitcast i32 %432 to <4 x i8>
  %443 = bitcast i32 %435 to <4 x i8>
  %444 = shufflevector <4 x i8> %442, <4 x i8> %443, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %445 = bitcast <4 x i8> %444 to i32
  %446 = bitcast i32 %438 to <4 x i8>
  %447 = bitcast i32 %441 to <4 x i8>
  %448 = shufflevector <4 x i8> %446, <4 x i8> %447, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %449 = bitcast <4 x i8> %448 to i32
  %450 = bitcast i32 %445 to <4 x i8>
  %451 = bitcast i32 %449 to <4 x i8>
  %452 = shufflevector <4 x i8> %450, <4 x i8> %451, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %453 = bitcast <4 x i8> %452 to i32
  %454 = add i32 %334, 128
  %455 = sext i32 %454 to i64
  %456 = mul i64 %455, 4
  %457 = icmp slt i64 %456, 1024
  br i1 %457, label %then38, label %endif39

then36:                                           ; preds = %then34
  %458 = fmul float %360, 0x3F80204080000000
  %459 = select i1 %359, float %458, float 0x7FF8000000000000
  %460 = lshr i64 %392, 5
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %461
  store float %459, ptr addrspace(3) %462, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

then38:                                           ; preds = %endif35
  %463 = lshr i64 %456, 2
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr addrspace(3) @lds2, i64 %464
  store i32 %453, ptr addrspace(3) %465, align 4
  %466 = and i64 %456, 31
  %467 = icmp eq i64 %466, 0
  br i1 %467, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif35
  call void @llvm.nvvm.barrier0()
  %468 = add i32 %92, 31
  %469 = udiv i32 %468, 32
  store i32 0, ptr %v42, align 4
  br label %loop43

then40:                                           ; preds = %then38
  %470 = fmul float %424, 0x3F80204080000000
  %471 = select i1 %423, float %470, float 0x7FF8000000000000
  %472 = lshr i64 %456, 5
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %473
  store float %471, ptr addrspace(3) %474, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

loop43:                                           ; preds = %endif53, %endif39
  %475 = load i32, ptr %v42, align 4
  %476 = icmp slt i32 %475, %469
  br i1 %476, label %body44, label %done45

body44:                                           ; preds = %loop43
  %477 = load i32, ptr %v42, align 4
  %478 = add i32 %477, 1
  %479 = sext i32 %478 to i64
  %480 = mul i64 %479, 1024
  %481 = add i32 %95, 0
  %482 = sext i32 %481 to i64
  %483 = mul i64 %482, 4
  %484 = add i64 %480, %483
  %485 = icmp slt i64 %484, %96
  %486 = icmp slt i64 %483, 1024
  %487 = and i1 %485, %486
  %488 = select i1 %487, i64 %484, i64 0
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr addrspace(1) %41, i64 %489
  %491 = load <4 x float>, ptr addrspace(1) %490, align 16
  %492 = extractelement <4 x float> %491, i32 0
  %493 = extractelement <4 x float> %491, i32 1
  %494 = extractelement <4 x float> %491, i32 2
  %495 = extractelement <4 x float> %491, i32 3
  %496 = add i32 %95, 128
  %497 = sext i32 %496 to i64
  %498 = mul i64 %497, 4
  %499 = add i64 %480, %498
  %500 = icmp slt i64 %499, %96
  %501 = icmp slt i64 %498, 1024
  %502 = and i1 %500, %501
  %503 = select i1 %502, i64 %499, i64 0
  %504 = mul i64 %503, 4
  %505 = getelementptr i8, ptr addrspace(1) %41, i64 %504
  %506 = load <4 x float>, ptr addrspace(1) %505, align 16
  %507 = extractelement <4 x float> %506, i32 0
  %508 = extractelement <4 x float> %506, i32 1
  %509 = extractelement <4 x float> %506, i32 2
  %510 = extractelement <4 x float> %506, i32 3
  %511 = mul i32 %477, 32
  %512 = add i32 %94, %511
  %513 = load i32, ptr %v10, align 4
  %514 = load i32, ptr %v11, align 4
  %515 = load i32, ptr %v12, align 4
  %516 = load i32, ptr %v13, align 4
  %517 = load i32, ptr %v14, align 4
  %518 = load i32, ptr %v15, align 4
  %519 = load i32, ptr %v16, align 4
  %520 = load i32, ptr %v17, align 4
  %521 = load i32, ptr %v18, align 4
  %522 = load i32, ptr %v19, align 4
  %523 = load i32, ptr %v20, align 4
  %524 = load i32, ptr %v21, align 4
  %525 = load i32, ptr %v22, align 4
  %526 = load i32, ptr %v23, align 4
  %527 = load i32, ptr %v24, align 4
  %528 = load i32, ptr %v25, align 4
  %529 = load i32, ptr %v26, align 4
  %530 = load i32, ptr %v27, align 4
  %531 = load i32, ptr %v28, align 4
  %532 = load i32, ptr %v29, align 4
  %533 = load i32, ptr %v30, align 4
  %534 = load i32, ptr %v31, align 4
  %535 = load i32, ptr %v32, align 4
  %536 = load i32, ptr %v33, align 4
  %537 = add i32 %512, 32
  %538 = icmp sgt i32 %537, %97
  %539 = select i1 %538, i32 %97, i32 %537
  %540 = lshr i32 %539, 3
  %541 = and i32 %539, 7
  %542 = sext i32 %540 to i64
  %543 = mul i64 %542, 110
  %544 = add i64 %543, 0
  %545 = getelementptr i8, ptr addrspace(1) %73, i64 %544
  %546 = sext i32 %541 to i64
  %547 = getelementptr i8, ptr addrspace(1) %545, i64 0
  %548 = load i16, ptr addrspace(1) %547, align 2
  %549 = zext i16 %548 to i32
  %550 = getelementptr i8, ptr addrspace(1) %545, i64 2
  %551 = ptrtoint ptr addrspace(1) %550 to i64
  %552 = and i64 %551, 3
  %553 = sub i64 0, %552
  %554 = getelementptr i8, ptr addrspace(1) %550, i64 %553
  %555 = shl i64 %552, 3
  %556 = trunc i64 %555 to i32
  %557 = mul i64 %546, 8
  %558 = add i64 %557, 0
  %559 = getelementptr i8, ptr addrspace(1) %554, i64 %558
  %560 = load i32, ptr addrspace(1) %559, align 4
  %561 = add i64 %557, 4
  %562 = getelementptr i8, ptr addrspace(1) %554, i64 %561
  %563 = load i32, ptr addrspace(1) %562, align 4
  %564 = add i64 %557, 4
  %565 = shl i64 %552, 1
  %566 = add i64 %564, %565
  %567 = getelementptr i8, ptr addrspace(1) %554, i64 %566
  %568 = load i32, ptr addrspace(1) %567, align 4
  %569 = call i32 @llvm.fshr.i32(i32 %563, i32 %560, i32 %556)
  %570 = call i32 @llvm.fshr.i32(i32 %568, i32 %563, i32 %556)
  %571 = add i64 %546, 66
  %572 = getelementptr i8, ptr addrspace(1) %545, i64 %571
  %573 = load i8, ptr addrspace(1) %572, align 1
  %574 = zext i8 %573 to i32
  %575 = mul i64 %546, 4
  %576 = add i64 %575, 72
  %577 = add i64 %576, 0
  %578 = getelementptr i8, ptr addrspace(1) %554, i64 %577
  %579 = load i32, ptr addrspace(1) %578, align 4
  %580 = add i64 %576, 0
  %581 = shl i64 %552, 1
  %582 = add i64 %580, %581
  %583 = getelementptr i8, ptr addrspace(1) %554, i64 %582
  %584 = load i32, ptr addrspace(1) %583, align 4
  %585 = call i32 @llvm.fshr.i32(i32 %584, i32 %579, i32 %556)
  %586 = lshr i64 %546, 1
  %587 = add i64 %586, 106
  %588 = getelementptr i8, ptr addrspace(1) %545, i64 %587
  %589 = load i8, ptr addrspace(1) %588, align 1
  %590 = zext i8 %589 to i32
  store i32 %549, ptr %v10, align 4
  store i32 %569, ptr %v11, align 4
  store i32 %570, ptr %v12, align 4
  store i32 %574, ptr %v13, align 4
  store i32 %585, ptr %v14, align 4
  store i32 %590, ptr %v15, align 4
  %591 = lshr i32 %539, 3
  %592 = and i32 %539, 7
  %593 = sext i32 %591 to i64
  %594 = mul i64 %593, 110
  %595 = add i64 %594, 0
  %596 = getelementptr i8, ptr addrspace(1) %79, i64 %595
  %597 = sext i32 %592 to i64
  %598 = getelementptr i8, ptr addrspace(1) %596, i64 0
  %599 = load i16, ptr addrspace(1) %598, align 2
  %600 = zext i16 %599 to i32
  %601 = getelementptr i8, ptr addrspace(1) %596, i64 2
  %602 = ptrtoint ptr addrspace(1) %601 to i64
  %603 = and i64 %602, 3
  %604 = sub i64 0, %603
  %605 = getelementptr i8, ptr addrspace(1) %601, i64 %604
  %606 = shl i64 %603, 3
  %607 = trunc i64 %606 to i32
  %608 = mul i64 %597, 8
  %609 = add i64 %608, 0
  %610 = getelementptr i8, ptr addrspace(1) %605, i64 %609
  %611 = load i32, ptr addrspace(1) %610, align 4
  %612 = add i64 %608, 4
  %613 = getelementptr i8, ptr addrspace(1) %605, i64 %612
  %614 = load i32, ptr addrspace(1) %613, align 4
  %615 = add i64 %608, 4
  %616 = shl i64 %603, 1
  %617 = add i64 %615, %616
  %618 = getelementptr i8, ptr addrspace(1) %605, i64 %617
  %619 = load i32, ptr addrspace(1) %618, align 4
  %620 = call i32 @llvm.fshr.i32(i32 %614, i32 %611, i32 %607)
  %621 = call i32 @llvm.fshr.i32(i32 %619, i32 %614, i32 %607)
  %622 = add i64 %597, 66
  %623 = getelementptr i8, ptr addrspace(1) %596, i64 %622
  %624 = load i8, ptr addrspace(1) %623, align 1
  %625 = zext i8 %624 to i32
  %626 = mul i64 %597, 4
  %627 = add i64 %626, 72
  %628 = add i64 %627, 0
  %629 = getelementptr i8, ptr addrspace(1) %605, i64 %628
  %630 = load i32, ptr addrspace(1) %629, align 4
  %631 = add i64 %627, 0
  %632 = shl i64 %603, 1
  %633 = add i64 %631, %632
  %634 = getelementptr i8, ptr addrspace(1) %605, i64 %633
  %635 = load i32, ptr addrspace(1) %634, align 4
  %636 = call i32 @llvm.fshr.i32(i32 %635, i32 %630, i32 %607)
  %637 = lshr i64 %597, 1
  %638 = add i64 %637, 106
  %639 = getelementptr i8, ptr addrspace(1) %596, i64 %638
  %640 = load i8, ptr addrspace(1) %639, align 1
  %641 = zext i8 %640 to i32
  store i32 %600, ptr %v16, align 4
  store i32 %620, ptr %v17, align 4
  store i32 %621, ptr %v18, align 4
  store i32 %625, ptr %v19, align 4
  store i32 %636, ptr %v20, align 4
  store i32 %641, ptr %v21, align 4
  %642 = lshr i32 %539, 3
  %643 = and i32 %539, 7
  %644 = sext i32 %642 to i64
  %645 = mul i64 %644, 110
  %646 = add i64 %645, 0
  %647 = getelementptr i8, ptr addrspace(1) %85, i64 %646
  %648 = sext i32 %643 to i64
  %649 = getelementptr i8, ptr addrspace(1) %647, i64 0
  %650 = load i16, ptr addrspace(1) %649, align 2
  %651 = zext i16 %650 to i32
  %652 = getelementptr i8, ptr addrspace(1) %647, i64 2
  %653 = ptrtoint ptr addrspace(1) %652 to i64
  %654 = and i64 %653, 3
  %655 = sub i64 0, %654
  %656 = getelementptr i8, ptr addrspace(1) %652, i64 %655
  %657 = shl i64 %654, 3
  %658 = trunc i64 %657 to i32
  %659 = mul i64 %648, 8
  %660 = add i64 %659, 0
  %661 = getelementptr i8, ptr addrspace(1) %656, i64 %660
  %662 = load i32, ptr addrspace(1) %661, align 4
  %663 = add i64 %659, 4
  %664 = getelementptr i8, ptr addrspace(1) %656, i64 %663
  %665 = load i32, ptr addrspace(1) %664, align 4
  %666 = add i64 %659, 4
  %667 = shl i64 %654, 1
  %668 = add i64 %666, %667
  %669 = getelementptr i8, ptr addrspace(1) %656, i64 %668
  %670 = load i32, ptr addrspace(1) %669, align 4
  %671 = call i32 @llvm.fshr.i32(i32 %665, i32 %662, i32 %658)
  %672 = call i32 @llvm.fshr.i32(i32 %670, i32 %665, i32 %658)
  %673 = add i64 %648, 66
  %674 = getelementptr i8, ptr addrspace(1) %647, i64 %673
  %675 = load i8, ptr addrspace(1) %674, align 1
  %676 = zext i8 %675 to i32
  %677 = mul i64 %648, 4
  %678 = add i64 %677, 72
  %679 = add i64 %678, 0
  %680 = getelementptr i8, ptr addrspace(1) %656, i64 %679
  %681 = load i32, ptr addrspace(1) %680, align 4
  %682 = add i64 %678, 0
  %683 = shl i64 %654, 1
  %684 = add i64 %682, %683
  %685 = getelementptr i8, ptr addrspace(1) %656, i64 %684
  %686 = load i32, ptr addrspace(1) %685, align 4
  %687 = call i32 @llvm.fshr.i32(i32 %686, i32 %681, i32 %658)
  %688 = lshr i64 %648, 1
  %689 = add i64 %688, 106
  %690 = getelementptr i8, ptr addrspace(1) %647, i64 %689
  %691 = load i8, ptr addrspace(1) %690, align 1
  %692 = zext i8 %691 to i32
  store i32 %651, ptr %v22, align 4
  store i32 %671, ptr %v23, align 4
  store i32 %672, ptr %v24, align 4
  store i32 %676, ptr %v25, align 4
  store i32 %687, ptr %v26, align 4
  store i32 %692, ptr %v27, align 4
  %693 = lshr i32 %539, 3
  %694 = and i32 %539, 7
  %695 = sext i32 %693 to i64
  %696 = mul i64 %695, 110
  %697 = add i64 %696, 0
  %698 = getelementptr i8, ptr addrspace(1) %91, i64 %697
  %699 = sext i32 %694 to i64
  %700 = getelementptr i8, ptr addrspace(1) %698, i64 0
  %701 = load i16, ptr addrspace(1) %700, align 2
  %702 = zext i16 %701 to i32
  %703 = getelementptr i8, ptr addrspace(1) %698, i64 2
  %704 = ptrtoint ptr addrspace(1) %703 to i64
  %705 = and i64 %704, 3
  %706 = sub i64 0, %705
  %707 = getelementptr i8, ptr addrspace(1) %703, i64 %706
  %708 = shl i64 %705, 3
  %709 = trunc i64 %708 to i32
  %710 = mul i64 %699, 8
  %711 = add i64 %710, 0
  %712 = getelementptr i8, ptr addrspace(1) %707, i64 %711
  %713 = load i32, ptr addrspace(1) %712, align 4
  %714 = add i64 %710, 4
  %715 = getelementptr i8, ptr addrspace(1) %707, i64 %714
  %716 = load i32, ptr addrspace(1) %715, align 4
  %717 = add i64 %710, 4
  %718 = shl i64 %705, 1
  %719 = add i64 %717, %718
  %720 = getelementptr i8, ptr addrspace(1) %707, i64 %719
  %721 = load i32, ptr addrspace(1) %720, align 4
  %722 = call i32 @llvm.fshr.i32(i32 %716, i32 %713, i32 %709)
  %723 = call i32 @llvm.fshr.i32(i32 %721, i32 %716, i32 %709)
  %724 = add i64 %699, 66
  %725 = getelementptr i8, ptr addrspace(1) %698, i64 %724
  %726 = load i8, ptr addrspace(1) %725, align 1
  %727 = zext i8 %726 to i32
  %728 = mul i64 %699, 4
  %729 = add i64 %728, 72
  %730 = add i64 %729, 0
  %731 = getelementptr i8, ptr addrspace(1) %707, i64 %730
  %732 = load i32, ptr addrspace(1) %731, align 4
  %733 = add i64 %729, 0
  %734 = shl i64 %705, 1
  %735 = add i64 %733, %734
  %736 = getelementptr i8, ptr addrspace(1) %707, i64 %735
  %737 = load i32, ptr addrspace(1) %736, align 4
  %738 = call i32 @llvm.fshr.i32(i32 %737, i32 %732, i32 %709)
  %739 = lshr i64 %699, 1
  %740 = add i64 %739, 106
  %741 = getelementptr i8, ptr addrspace(1) %698, i64 %740
  %742 = load i8, ptr addrspace(1) %741, align 1
  %743 = zext i8 %742 to i32
  store i32 %702, ptr %v28, align 4
  store i32 %722, ptr %v29, align 4
  store i32 %723, ptr %v30, align 4
  store i32 %727, ptr %v31, align 4
  store i32 %738, ptr %v32, align 4
  store i32 %743, ptr %v33, align 4
  %744 = icmp slt i32 %512, %92
  br i1 %744, label %then46, label %endif47

done45:                                           ; preds = %loop43
  %745 = load float, ptr %v6, align 4
  %746 = load float, ptr %v7, align 4
  %747 = load float, ptr %v8, align 4
  %748 = load float, ptr %v9, align 4
  %749 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %750 = and i32 %749, 31
  %751 = and i32 %750, 16
  %752 = icmp ne i32 %751, 0
  %753 = select i1 %752, float %747, float %745
  %754 = select i1 %752, float %745, float %747
  %755 = bitcast float %754 to i32
  %756 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %755, i32 16, i32 31)
  %757 = bitcast i32 %756 to float
  %758 = fadd float %753, %757
  %759 = select i1 %752, float %748, float %746
  %760 = select i1 %752, float %746, float %748
  %761 = bitcast float %760 to i32
  %762 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %761, i32 16, i32 31)
  %763 = bitcast i32 %762 to float
  %764 = fadd float %759, %763
  %765 = and i32 %750, 8
  %766 = icmp ne i32 %765, 0
  %767 = select i1 %766, float %764, float %758
  %768 = select i1 %766, float %758, float %764
  %769 = bitcast float %768 to i32
  %770 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %769, i32 8, i32 31)
  %771 = bitcast i32 %770 to float
  %772 = fadd float %767, %771
  %773 = bitcast float %772 to i32
  %774 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %773, i32 4, i32 31)
  %775 = bitcast i32 %774 to float
  %776 = fadd float %772, %775
  %777 = bitcast float %776 to i32
  %778 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %777, i32 2, i32 31)
  %779 = bitcast i32 %778 to float
  %780 = fadd float %776, %779
  %781 = bitcast float %780 to i32
  %782 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %781, i32 1, i32 31)
  %783 = bitcast i32 %782 to float
  %784 = fadd float %780, %783
  store float %784, ptr %v5, align 4
  %785 = and i1 %61, %53
  br i1 %785, label %then56, label %endif57

then46:                                           ; preds = %body44
  %786 = and i32 %477, 1
  %787 = sext i32 %786 to i64
  %788 = mul i64 %787, 1152
  %789 = getelementptr i8, ptr addrspace(3) @lds2, i64 %788
  %790 = sext i32 %477 to i64
  %791 = mul i64 %790, 1024
  %792 = sext i32 %512 to i64
  %793 = mul i64 %792, 32
  %794 = sub i64 %793, %791
  %795 = add i64 %794, 0
  %796 = getelementptr i8, ptr addrspace(3) %789, i64 %795
  %797 = load <4 x i32>, ptr addrspace(3) %796, align 16
  %798 = extractelement <4 x i32> %797, i32 0
  %799 = extractelement <4 x i32> %797, i32 1
  %800 = extractelement <4 x i32> %797, i32 2
  %801 = extractelement <4 x i32> %797, i32 3
  %802 = add i64 %794, 16
  %803 = getelementptr i8, ptr addrspace(3) %789, i64 %802
  %804 = load <4 x i32>, ptr addrspace(3) %803, align 16
  %805 = extractelement <4 x i32> %804, i32 0
  %806 = extractelement <4 x i32> %804, i32 1
  %807 = extractelement <4 x i32> %804, i32 2
  %808 = extractelement <4 x i32> %804, i32 3
  %809 = getelementptr i8, ptr addrspace(3) %789, i64 1024
  %810 = lshr i64 %794, 5
  %811 = mul i64 %810, 4
  %812 = getelementptr i8, ptr addrspace(3) %809, i64 %811
  %813 = load float, ptr addrspace(3) %812, align 4
  %814 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %798, i32 0)
  %815 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %799, i32 %814)
  %816 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %800, i32 %815)
  %817 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %801, i32 %816)
  %818 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %805, i32 %817)
  %819 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %806, i32 %818)
  %820 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %807, i32 %819)
  %821 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %808, i32 %820)
  %822 = mul i32 %821, 255
  %823 = load float, ptr %v6, align 4
  %824 = and i32 %512, 7
  %825 = trunc i32 %513 to i16
  %826 = bitcast i16 %825 to half
  %827 = fpext half %826 to float
  %828 = and i32 %824, 1
  %829 = mul i32 %828, 4
  %830 = lshr i32 %518, %829
  %831 = and i32 %830, 15
  %832 = shl i32 %831, 1
  %833 = or i32 %832, 1
  %834 = bitcast i32 %517 to <4 x i8>
  %835 = shufflevector <4 x i8> %834, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %836 = bitcast <4 x i8> %835 to i32
  %837 = and i32 %836, 15
  %838 = mul i32 %837, 2113665
  %839 = and i32 %838, 16843009
  %840 = mul i32 %839, 255
  %841 = lshr i32 %836, 4
  %842 = and i32 %841, 15
  %843 = mul i32 %842, 2113665
  %844 = and i32 %843, 16843009
  %845 = mul i32 %844, 255
  %846 = bitcast i32 %514 to <4 x i8>
  %847 = shufflevector <4 x i8> %846, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %848 = bitcast <4 x i8> %847 to i32
  %849 = shl i32 %516, 8
  %850 = and i32 %849, 256
  %851 = or i32 %848, %850
  %852 = sext i32 %851 to i64
  %853 = mul i64 %852, 4
  %854 = getelementptr i8, ptr addrspace(3) @lds1, i64 %853
  %855 = load i32, ptr addrspace(3) %854, align 4
  %856 = xor i32 %855, %840
  %857 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %856, i32 %798, i32 0)
  %858 = bitcast i32 %514 to <4 x i8>
  %859 = shufflevector <4 x i8> %858, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %860 = bitcast <4 x i8> %859 to i32
  %861 = shl i32 %516, 7
  %862 = and i32 %861, 256
  %863 = or i32 %860, %862
  %864 = sext i32 %863 to i64
  %865 = mul i64 %864, 4
  %866 = getelementptr i8, ptr addrspace(3) @lds1, i64 %865
  %867 = load i32, ptr addrspace(3) %866, align 4
  %868 = xor i32 %867, %845
  %869 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %868, i32 %799, i32 %857)
  %870 = bitcast i32 %517 to <4 x i8>
  %871 = shufflevector <4 x i8> %870, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %872 = bitcast <4 x i8> %871 to i32
  %873 = and i32 %872, 15
  %874 = mul i32 %873, 2113665
  %875 = and i32 %874, 16843009
  %876 = mul i32 %875, 255
  %877 = lshr i32 %872, 4
  %878 = and i32 %877, 15
  %879 = mul i32 %878, 2113665
  %880 = and i32 %879, 16843009
  %881 = mul i32 %880, 255
  %882 = bitcast i32 %514 to <4 x i8>
  %883 = shufflevector <4 x i8> %882, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %884 = bitcast <4 x i8> %883 to i32
  %885 = shl i32 %516, 6
  %886 = and i32 %885, 256
  %887 = or i32 %884, %886
  %888 = sext i32 %887 to i64
  %889 = mul i64 %888, 4
  %890 = getelementptr i8, ptr addrspace(3) @lds1, i64 %889
  %891 = load i32, ptr addrspace(3) %890, align 4
  %892 = xor i32 %891, %876
  %893 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %892, i32 %800, i32 %869)
  %894 = bitcast i32 %514 to <4 x i8>
  %895 = shufflevector <4 x i8> %894, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %896 = bitcast <4 x i8> %895 to i32
  %897 = shl i32 %516, 5
  %898 = and i32 %897, 256
  %899 = or i32 %896, %898
  %900 = sext i32 %899 to i64
  %901 = mul i64 %900, 4
  %902 = getelementptr i8, ptr addrspace(3) @lds1, i64 %901
  %903 = load i32, ptr addrspace(3) %902, align 4
  %904 = xor i32 %903, %881
  %905 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %904, i32 %801, i32 %893)
  %906 = bitcast i32 %517 to <4 x i8>
  %907 = shufflevector <4 x i8> %906, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %908 = bitcast <4 x i8> %907 to i32
  %909 = and i32 %908, 15
  %910 = mul i32 %909, 2113665
  %911 = and i32 %910, 16843009
  %912 = mul i32 %911, 255
  %913 = lshr i32 %908, 4
  %914 = and i32 %913, 15
  %915 = mul i32 %914, 2113665
  %916 = and i32 %915, 16843009
  %917 = mul i32 %916, 255
  %918 = bitcast i32 %515 to <4 x i8>
  %919 = shufflevector <4 x i8> %918, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %920 = bitcast <4 x i8> %919 to i32
  %921 = shl i32 %516, 4
  %922 = and i32 %921, 256
  %923 = or i32 %920, %922
  %924 = sext i32 %923 to i64
  %925 = mul i64 %924, 4
  %926 = getelementptr i8, ptr addrspace(3) @lds1, i64 %925
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = xor i32 %927, %912
  %929 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %928, i32 %805, i32 %905)
  %930 = bitcast i32 %515 to <4 x i8>
  %931 = shufflevector <4 x i8> %930, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %932 = bitcast <4 x i8> %931 to i32
  %933 = shl i32 %516, 3
  %934 = and i32 %933, 256
  %935 = or i32 %932, %934
  %936 = sext i32 %935 to i64
  %937 = mul i64 %936, 4
  %938 = getelementptr i8, ptr addrspace(3) @lds1, i64 %937
  %939 = load i32, ptr addrspace(3) %938, align 4
  %940 = xor i32 %939, %917
  %941 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %940, i32 %806, i32 %929)
  %942 = bitcast i32 %517 to <4 x i8>
  %943 = shufflevector <4 x i8> %942, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %944 = bitcast <4 x i8> %943 to i32
  %945 = and i32 %944, 15
  %946 = mul i32 %945, 2113665
  %947 = and i32 %946, 16843009
  %948 = mul i32 %947, 255
  %949 = lshr i32 %944, 4
  %950 = and i32 %949, 15
  %951 = mul i32 %950, 2113665
  %952 = and i32 %951, 16843009
  %953 = mul i32 %952, 255
  %954 = bitcast i32 %515 to <4 x i8>
  %955 = shufflevector <4 x i8> %954, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %956 = bitcast <4 x i8> %955 to i32
  %957 = shl i32 %516, 2
  %958 = and i32 %957, 256
  %959 = or i32 %956, %958
  %960 = sext i32 %959 to i64
  %961 = mul i64 %960, 4
  %962 = getelementptr i8, ptr addrspace(3) @lds1, i64 %961
  %963 = load i32, ptr addrspace(3) %962, align 4
  %964 = xor i32 %963, %948
  %965 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %964, i32 %807, i32 %941)
  %966 = bitcast i32 %515 to <4 x i8>
  %967 = shufflevector <4 x i8> %966, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %968 = bitcast <4 x i8> %967 to i32
  %969 = shl i32 %516, 1
  %970 = and i32 %969, 256
  %971 = or i32 %968, %970
  %972 = sext i32 %971 to i64
  %973 = mul i64 %972, 4
  %974 = getelementptr i8, ptr addrspace(3) @lds1, i64 %973
  %975 = load i32, ptr addrspace(3) %974, align 4
  %976 = xor i32 %975, %953
  %977 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %976, i32 %808, i32 %965)
  %978 = shl i32 %977, 1
  %979 = sub i32 %978, %822
  %980 = mul i32 %833, %979
  %981 = sitofp i32 %980 to float
  %982 = fmul float %827, %813
  %983 = call float @llvm.fma.f32(float %982, float %981, float %823)
  store float %983, ptr %v6, align 4
  %984 = load float, ptr %v7, align 4
  %985 = and i32 %512, 7
  %986 = trunc i32 %519 to i16
  %987 = bitcast i16 %986 to half
  %988 = fpext half %987 to float
  %989 = and i32 %985, 1
  %990 = mul i32 %989, 4
  %991 = lshr i32 %524, %990
  %992 = and i32 %991, 15
  %993 = shl i32 %992, 1
  %994 = or i32 %993, 1
  %995 = bitcast i32 %523 to <4 x i8>
  %996 = shufflevector <4 x i8> %995, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %997 = bitcast <4 x i8> %996 to i32
  %998 = and i32 %997, 15
  %999 = mul i32 %998, 2113665
  %1000 = and i32 %999, 16843009
  %1001 = mul i32 %1000, 255
  %1002 = lshr i32 %997, 4
  %1003 = and i32 %1002, 15
  %1004 = mul i32 %1003, 2113665
  %1005 = and i32 %1004, 16843009
  %1006 = mul i32 %1005, 255
  %1007 = bitcast i32 %520 to <4 x i8>
  %1008 = shufflevector <4 x i8> %1007, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1009 = bitcast <4 x i8> %1008 to i32
  %1010 = shl i32 %522, 8
  %1011 = and i32 %1010, 256
  %1012 = or i32 %1009, %1011
  %1013 = sext i32 %1012 to i64
  %1014 = mul i64 %1013, 4
  %1015 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1014
  %1016 = load i32, ptr addrspace(3) %1015, align 4
  %1017 = xor i32 %1016, %1001
  %1018 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1017, i32 %798, i32 0)
  %1019 = bitcast i32 %520 to <4 x i8>
  %1020 = shufflevector <4 x i8> %1019, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1021 = bitcast <4 x i8> %1020 to i32
  %1022 = shl i32 %522, 7
  %1023 = and i32 %1022, 256
  %1024 = or i32 %1021, %1023
  %1025 = sext i32 %1024 to i64
  %1026 = mul i64 %1025, 4
  %1027 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1026
  %1028 = load i32, ptr addrspace(3) %1027, align 4
  %1029 = xor i32 %1028, %1006
  %1030 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1029, i32 %799, i32 %1018)
  %1031 = bitcast i32 %523 to <4 x i8>
  %1032 = shufflevector <4 x i8> %1031, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1033 = bitcast <4 x i8> %1032 to i32
  %1034 = and i32 %1033, 15
  %1035 = mul i32 %1034, 2113665
  %1036 = and i32 %1035, 16843009
  %1037 = mul i32 %1036, 255
  %1038 = lshr i32 %1033, 4
  %1039 = and i32 %1038, 15
  %1040 = mul i32 %1039, 2113665
  %1041 = and i32 %1040, 16843009
  %1042 = mul i32 %1041, 255
  %1043 = bitcast i32 %520 to <4 x i8>
  %1044 = shufflevector <4 x i8> %1043, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1045 = bitcast <4 x i8> %1044 to i32
  %1046 = shl i32 %522, 6
  %1047 = and i32 %1046, 256
  %1048 = or i32 %1045, %1047
  %1049 = sext i32 %1048 to i64
  %1050 = mul i64 %1049, 4
  %1051 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1050
  %1052 = load i32, ptr addrspace(3) %1051, align 4
  %1053 = xor i32 %1052, %1037
  %1054 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1053, i32 %800, i32 %1030)
  %1055 = bitcast i32 %520 to <4 x i8>
  %1056 = shufflevector <4 x i8> %1055, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1057 = bitcast <4 x i8> %1056 to i32
  %1058 = shl i32 %522, 5
  %1059 = and i32 %1058, 256
  %1060 = or i32 %1057, %1059
  %1061 = sext i32 %1060 to i64
  %1062 = mul i64 %1061, 4
  %1063 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1062
  %1064 = load i32, ptr addrspace(3) %1063, align 4
  %1065 = xor i32 %1064, %1042
  %1066 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1065, i32 %801, i32 %1054)
  %1067 = bitcast i32 %523 to <4 x i8>
  %1068 = shufflevector <4 x i8> %1067, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1069 = bitcast <4 x i8> %1068 to i32
  %1070 = and i32 %1069, 15
  %1071 = mul i32 %1070, 2113665
  %1072 = and i32 %1071, 16843009
  %1073 = mul i32 %1072, 255
  %1074 = lshr i32 %1069, 4
  %1075 = and i32 %1074, 15
  %1076 = mul i32 %1075, 2113665
  %1077 = and i32 %1076, 16843009
  %1078 = mul i32 %1077, 255
  %1079 = bitcast i32 %521 to <4 x i8>
  %1080 = shufflevector <4 x i8> %1079, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1081 = bitcast <4 x i8> %1080 to i32
  %1082 = shl i32 %522, 4
  %1083 = and i32 %1082, 256
  %1084 = or i32 %1081, %1083
  %1085 = sext i32 %1084 to i64
  %1086 = mul i64 %1085, 4
  %1087 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1086
  %1088 = load i32, ptr addrspace(3) %1087, align 4
  %1089 = xor i32 %1088, %1073
  %1090 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1089, i32 %805, i32 %1066)
  %1091 = bitcast i32 %521 to <4 x i8>
  %1092 = shufflevector <4 x i8> %1091, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1093 = bitcast <4 x i8> %1092 to i32
  %1094 = shl i32 %522, 3
  %1095 = and i32 %1094, 256
  %1096 = or i32 %1093, %1095
  %1097 = sext i32 %1096 to i64
  %1098 = mul i64 %1097, 4
  %1099 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1098
  %1100 = load i32, ptr addrspace(3) %1099, align 4
  %1101 = xor i32 %1100, %1078
  %1102 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1101, i32 %806, i32 %1090)
  %1103 = bitcast i32 %523 to <4 x i8>
  %1104 = shufflevector <4 x i8> %1103, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1105 = bitcast <4 x i8> %1104 to i32
  %1106 = and i32 %1105, 15
  %1107 = mul i32 %1106, 2113665
  %1108 = and i32 %1107, 16843009
  %1109 = mul i32 %1108, 255
  %1110 = lshr i32 %1105, 4
  %1111 = and i32 %1110, 15
  %1112 = mul i32 %1111, 2113665
  %1113 = and i32 %1112, 16843009
  %1114 = mul i32 %1113, 255
  %1115 = bitcast i32 %521 to <4 x i8>
  %1116 = shufflevector <4 x i8> %1115, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1117 = bitcast <4 x i8> %1116 to i32
  %1118 = shl i32 %522, 2
  %1119 = and i32 %1118, 256
  %1120 = or i32 %1117, %1119
  %1121 = sext i32 %1120 to i64
  %1122 = mul i64 %1121, 4
  %1123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1122
  %1124 = load i32, ptr addrspace(3) %1123, align 4
  %1125 = xor i32 %1124, %1109
  %1126 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1125, i32 %807, i32 %1102)
  %1127 = bitcast i32 %521 to <4 x i8>
  %1128 = shufflevector <4 x i8> %1127, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1129 = bitcast <4 x i8> %1128 to i32
  %1130 = shl i32 %522, 1
  %1131 = and i32 %1130, 256
  %1132 = or i32 %1129, %1131
  %1133 = sext i32 %1132 to i64
  %1134 = mul i64 %1133, 4
  %1135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1134
  %1136 = load i32, ptr addrspace(3) %1135, align 4
  %1137 = xor i32 %1136, %1114
  %1138 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1137, i32 %808, i32 %1126)
  %1139 = shl i32 %1138, 1
  %1140 = sub i32 %1139, %822
  %1141 = mul i32 %994, %1140
  %1142 = sitofp i32 %1141 to float
  %1143 = fmul float %988, %813
  %1144 = call float @llvm.fma.f32(float %1143, float %1142, float %984)
  store float %1144, ptr %v7, align 4
  %1145 = load float, ptr %v8, align 4
  %1146 = and i32 %512, 7
  %1147 = trunc i32 %525 to i16
  %1148 = bitcast i16 %1147 to half
  %1149 = fpext half %1148 to float
  %1150 = and i32 %1146, 1
  %1151 = mul i32 %1150, 4
  %1152 = lshr i32 %530, %1151
  %1153 = and i32 %1152, 15
  %1154 = shl i32 %1153, 1
  %1155 = or i32 %1154, 1
  %1156 = bitcast i32 %529 to <4 x i8>
  %1157 = shufflevector <4 x i8> %1156, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1158 = bitcast <4 x i8> %1157 to i32
  %1159 = and i32 %1158, 15
  %1160 = mul i32 %1159, 2113665
  %1161 = and i32 %1160, 16843009
  %1162 = mul i32 %1161, 255
  %1163 = lshr i32 %1158, 4
  %1164 = and i32 %1163, 15
  %1165 = mul i32 %1164, 2113665
  %1166 = and i32 %1165, 16843009
  %1167 = mul i32 %1166, 255
  %1168 = bitcast i32 %526 to <4 x i8>
  %1169 = shufflevector <4 x i8> %1168, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1170 = bitcast <4 x i8> %1169 to i32
  %1171 = shl i32 %528, 8
  %1172 = and i32 %1171, 256
  %1173 = or i32 %1170, %1172
  %1174 = sext i32 %1173 to i64
  %1175 = mul i64 %1174, 4
  %1176 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1175
  %1177 = load i32, ptr addrspace(3) %1176, align 4
  %1178 = xor i32 %1177, %1162
  %1179 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1178, i32 %798, i32 0)
  %1180 = bitcast i32 %526 to <4 x i8>
  %1181 = shufflevector <4 x i8> %1180, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1182 = bitcast <4 x i8> %1181 to i32
  %1183 = shl i32 %528, 7
  %1184 = and i32 %1183, 256
  %1185 = or i32 %1182, %1184
  %1186 = sext i32 %1185 to i64
  %1187 = mul i64 %1186, 4
  %1188 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1187
  %1189 = load i32, ptr addrspace(3) %1188, align 4
  %1190 = xor i32 %1189, %1167
  %1191 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1190, i32 %799, i32 %1179)
  %1192 = bitcast i32 %529 to <4 x i8>
  %1193 = shufflevector <4 x i8> %1192, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1194 = bitcast <4 x i8> %1193 to i32
  %1195 = and i32 %1194, 15
  %1196 = mul i32 %1195, 2113665
  %1197 = and i32 %1196, 16843009
  %1198 = mul i32 %1197, 255
  %1199 = lshr i32 %1194, 4
  %1200 = and i32 %1199, 15
  %1201 = mul i32 %1200, 2113665
  %1202 = and i32 %1201, 16843009
  %1203 = mul i32 %1202, 255
  %1204 = bitcast i32 %526 to <4 x i8>
  %1205 = shufflevector <4 x i8> %1204, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1206 = bitcast <4 x i8> %1205 to i32
  %1207 = shl i32 %528, 6
  %1208 = and i32 %1207, 256
  %1209 = or i32 %1206, %1208
  %1210 = sext i32 %1209 to i64
  %1211 = mul i64 %1210, 4
  %1212 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1211
  %1213 = load i32, ptr addrspace(3) %1212, align 4
  %1214 = xor i32 %1213, %1198
  %1215 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1214, i32 %800, i32 %1191)
  %1216 = bitcast i32 %526 to <4 x i8>
  %1217 = shufflevector <4 x i8> %1216, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1218 = bitcast <4 x i8> %1217 to i32
  %1219 = shl i32 %528, 5
  %1220 = and i32 %1219, 256
  %1221 = or i32 %1218, %1220
  %1222 = sext i32 %1221 to i64
  %1223 = mul i64 %1222, 4
  %1224 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1223
  %1225 = load i32, ptr addrspace(3) %1224, align 4
  %1226 = xor i32 %1225, %1203
  %1227 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1226, i32 %801, i32 %1215)
  %1228 = bitcast i32 %529 to <4 x i8>
  %1229 = shufflevector <4 x i8> %1228, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1230 = bitcast <4 x i8> %1229 to i32
  %1231 = and i32 %1230, 15
  %1232 = mul i32 %1231, 2113665
  %1233 = and i32 %1232, 16843009
  %1234 = mul i32 %1233, 255
  %1235 = lshr i32 %1230, 4
  %1236 = and i32 %1235, 15
  %1237 = mul i32 %1236, 2113665
  %1238 = and i32 %1237, 16843009
  %1239 = mul i32 %1238, 255
  %1240 = bitcast i32 %527 to <4 x i8>
  %1241 = shufflevector <4 x i8> %1240, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1242 = bitcast <4 x i8> %1241 to i32
  %1243 = shl i32 %528, 4
  %1244 = and i32 %1243, 256
  %1245 = or i32 %1242, %1244
  %1246 = sext i32 %1245 to i64
  %1247 = mul i64 %1246, 4
  %1248 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1247
  %1249 = load i32, ptr addrspace(3) %1248, align 4
  %1250 = xor i32 %1249, %1234
  %1251 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1250, i32 %805, i32 %1227)
  %1252 = bitcast i32 %527 to <4 x i8>
  %1253 = shufflevector <4 x i8> %1252, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1254 = bitcast <4 x i8> %1253 to i32
  %1255 = shl i32 %528, 3
  %1256 = and i32 %1255, 256
  %1257 = or i32 %1254, %1256
  %1258 = sext i32 %1257 to i64
  %1259 = mul i64 %1258, 4
  %1260 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1259
  %1261 = load i32, ptr addrspace(3) %1260, align 4
  %1262 = xor i32 %1261, %1239
  %1263 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1262, i32 %806, i32 %1251)
  %1264 = bitcast i32 %529 to <4 x i8>
  %1265 = shufflevector <4 x i8> %1264, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1266 = bitcast <4 x i8> %1265 to i32
  %1267 = and i32 %1266, 15
  %1268 = mul i32 %1267, 2113665
  %1269 = and i32 %1268, 16843009
  %1270 = mul i32 %1269, 255
  %1271 = lshr i32 %1266, 4
  %1272 = and i32 %1271, 15
  %1273 = mul i32 %1272, 2113665
  %1274 = and i32 %1273, 16843009
  %1275 = mul i32 %1274, 255
  %1276 = bitcast i32 %527 to <4 x i8>
  %1277 = shufflevector <4 x i8> %1276, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1278 = bitcast <4 x i8> %1277 to i32
  %1279 = shl i32 %528, 2
  %1280 = and i32 %1279, 256
  %1281 = or i32 %1278, %1280
  %1282 = sext i32 %1281 to i64
  %1283 = mul i64 %1282, 4
  %1284 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1283
  %1285 = load i32, ptr addrspace(3) %1284, align 4
  %1286 = xor i32 %1285, %1270
  %1287 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1286, i32 %807, i32 %1263)
  %1288 = bitcast i32 %527 to <4 x i8>
  %1289 = shufflevector <4 x i8> %1288, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1290 = bitcast <4 x i8> %1289 to i32
  %1291 = shl i32 %528, 1
  %1292 = and i32 %1291, 256
  %1293 = or i32 %1290, %1292
  %1294 = sext i32 %1293 to i64
  %1295 = mul i64 %1294, 4
  %1296 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1295
  %1297 = load i32, ptr addrspace(3) %1296, align 4
  %1298 = xor i32 %1297, %1275
  %1299 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1298, i32 %808, i32 %1287)
  %1300 = shl i32 %1299, 1
  %1301 = sub i32 %1300, %822
  %1302 = mul i32 %1155, %1301
  %1303 = sitofp i32 %1302 to float
  %1304 = fmul float %1149, %813
  %1305 = call float @llvm.fma.f32(float %1304, float %1303, float %1145)
  store float %1305, ptr %v8, align 4
  %1306 = load float, ptr %v9, align 4
  %1307 = and i32 %512, 7
  %1308 = trunc i32 %531 to i16
  %1309 = bitcast i16 %1308 to half
  %1310 = fpext half %1309 to float
  %1311 = and i32 %1307, 1
  %1312 = mul i32 %1311, 4
  %1313 = lshr i32 %536, %1312
  %1314 = and i32 %1313, 15
  %1315 = shl i32 %1314, 1
  %1316 = or i32 %1315, 1
  %1317 = bitcast i32 %535 to <4 x i8>
  %1318 = shufflevector <4 x i8> %1317, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1319 = bitcast <4 x i8> %1318 to i32
  %1320 = and i32 %1319, 15
  %1321 = mul i32 %1320, 2113665
  %1322 = and i32 %1321, 16843009
  %1323 = mul i32 %1322, 255
  %1324 = lshr i32 %1319, 4
  %1325 = and i32 %1324, 15
  %1326 = mul i32 %1325, 2113665
  %1327 = and i32 %1326, 16843009
  %1328 = mul i32 %1327, 255
  %1329 = bitcast i32 %532 to <4 x i8>
  %1330 = shufflevector <4 x i8> %1329, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1331 = bitcast <4 x i8> %1330 to i32
  %1332 = shl i32 %534, 8
  %1333 = and i32 %1332, 256
  %1334 = or i32 %1331, %1333
  %1335 = sext i32 %1334 to i64
  %1336 = mul i64 %1335, 4
  %1337 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1336
  %1338 = load i32, ptr addrspace(3) %1337, align 4
  %1339 = xor i32 %1338, %1323
  %1340 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1339, i32 %798, i32 0)
  %1341 = bitcast i32 %532 to <4 x i8>
  %1342 = shufflevector <4 x i8> %1341, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1343 = bitcast <4 x i8> %1342 to i32
  %1344 = shl i32 %534, 7
  %1345 = and i32 %1344, 256
  %1346 = or i32 %1343, %1345
  %1347 = sext i32 %1346 to i64
  %1348 = mul i64 %1347, 4
  %1349 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1348
  %1350 = load i32, ptr addrspace(3) %1349, align 4
  %1351 = xor i32 %1350, %1328
  %1352 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1351, i32 %799, i32 %1340)
  %1353 = bitcast i32 %535 to <4 x i8>
  %1354 = shufflevector <4 x i8> %1353, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1355 = bitcast <4 x i8> %1354 to i32
  %1356 = and i32 %1355, 15
  %1357 = mul i32 %1356, 2113665
  %1358 = and i32 %1357, 16843009
  %1359 = mul i32 %1358, 255
  %1360 = lshr i32 %1355, 4
  %1361 = and i32 %1360, 15
  %1362 = mul i32 %1361, 2113665
  %1363 = and i32 %1362, 16843009
  %1364 = mul i32 %1363, 255
  %1365 = bitcast i32 %532 to <4 x i8>
  %1366 = shufflevector <4 x i8> %1365, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1367 = bitcast <4 x i8> %1366 to i32
  %1368 = shl i32 %534, 6
  %1369 = and i32 %1368, 256
  %1370 = or i32 %1367, %1369
  %1371 = sext i32 %1370 to i64
  %1372 = mul i64 %1371, 4
  %1373 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1372
  %1374 = load i32, ptr addrspace(3) %1373, align 4
  %1375 = xor i32 %1374, %1359
  %1376 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1375, i32 %800, i32 %1352)
  %1377 = bitcast i32 %532 to <4 x i8>
  %1378 = shufflevector <4 x i8> %1377, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1379 = bitcast <4 x i8> %1378 to i32
  %1380 = shl i32 %534, 5
  %1381 = and i32 %1380, 256
  %1382 = or i32 %1379, %1381
  %1383 = sext i32 %1382 to i64
  %1384 = mul i64 %1383, 4
  %1385 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1384
  %1386 = load i32, ptr addrspace(3) %1385, align 4
  %1387 = xor i32 %1386, %1364
  %1388 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1387, i32 %801, i32 %1376)
  %1389 = bitcast i32 %535 to <4 x i8>
  %1390 = shufflevector <4 x i8> %1389, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1391 = bitcast <4 x i8> %1390 to i32
  %1392 = and i32 %1391, 15
  %1393 = mul i32 %1392, 2113665
  %1394 = and i32 %1393, 16843009
  %1395 = mul i32 %1394, 255
  %1396 = lshr i32 %1391, 4
  %1397 = and i32 %1396, 15
  %1398 = mul i32 %1397, 2113665
  %1399 = and i32 %1398, 16843009
  %1400 = mul i32 %1399, 255
  %1401 = bitcast i32 %533 to <4 x i8>
  %1402 = shufflevector <4 x i8> %1401, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1403 = bitcast <4 x i8> %1402 to i32
  %1404 = shl i32 %534, 4
  %1405 = and i32 %1404, 256
  %1406 = or i32 %1403, %1405
  %1407 = sext i32 %1406 to i64
  %1408 = mul i64 %1407, 4
  %1409 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1408
  %1410 = load i32, ptr addrspace(3) %1409, align 4
  %1411 = xor i32 %1410, %1395
  %1412 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1411, i32 %805, i32 %1388)
  %1413 = bitcast i32 %533 to <4 x i8>
  %1414 = shufflevector <4 x i8> %1413, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1415 = bitcast <4 x i8> %1414 to i32
  %1416 = shl i32 %534, 3
  %1417 = and i32 %1416, 256
  %1418 = or i32 %1415, %1417
  %1419 = sext i32 %1418 to i64
  %1420 = mul i64 %1419, 4
  %1421 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1420
  %1422 = load i32, ptr addrspace(3) %1421, align 4
  %1423 = xor i32 %1422, %1400
  %1424 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1423, i32 %806, i32 %1412)
  %1425 = bitcast i32 %535 to <4 x i8>
  %1426 = shufflevector <4 x i8> %1425, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1427 = bitcast <4 x i8> %1426 to i32
  %1428 = and i32 %1427, 15
  %1429 = mul i32 %1428, 2113665
  %1430 = and i32 %1429, 16843009
  %1431 = mul i32 %1430, 255
  %1432 = lshr i32 %1427, 4
  %1433 = and i32 %1432, 15
  %1434 = mul i32 %1433, 2113665
  %1435 = and i32 %1434, 16843009
  %1436 = mul i32 %1435, 255
  %1437 = bitcast i32 %533 to <4 x i8>
  %1438 = shufflevector <4 x i8> %1437, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1439 = bitcast <4 x i8> %1438 to i32
  %1440 = shl i32 %534, 2
  %1441 = and i32 %1440, 256
  %1442 = or i32 %1439, %1441
  %1443 = sext i32 %1442 to i64
  %1444 = mul i64 %1443, 4
  %1445 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1444
  %1446 = load i32, ptr addrspace(3) %1445, align 4
  %1447 = xor i32 %1446, %1431
  %1448 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1447, i32 %807, i32 %1424)
  %1449 = bitcast i32 %533 to <4 x i8>
  %1450 = shufflevector <4 x i8> %1449, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1451 = bitcast <4 x i8> %1450 to i32
  %1452 = shl i32 %534, 1
  %1453 = and i32 %1452, 256
  %1454 = or i32 %1451, %1453
  %1455 = sext i32 %1454 to i64
  %1456 = mul i64 %1455, 4
  %1457 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1456
  %1458 = load i32, ptr addrspace(3) %1457, align 4
  %1459 = xor i32 %1458, %1436
  %1460 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1459, i32 %808, i32 %1448)
  %1461 = shl i32 %1460, 1
  %1462 = sub i32 %1461, %822
  %1463 = mul i32 %1316, %1462
  %1464 = sitofp i32 %1463 to float
  %1465 = fmul float %1310, %813
  %1466 = call float @llvm.fma.f32(float %1465, float %1464, float %1306)
  store float %1466, ptr %v9, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %body44
  %1467 = add i32 %477, 1
  %1468 = and i32 %1467, 1
  %1469 = sext i32 %1468 to i64
  %1470 = mul i64 %1469, 1152
  %1471 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1470
  %1472 = getelementptr i8, ptr addrspace(3) %1471, i64 1024
  %1473 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1474 = bitcast float %492 to i32
  %1475 = and i32 %1474, 2147483647
  %1476 = bitcast float %493 to i32
  %1477 = and i32 %1476, 2147483647
  %1478 = bitcast float %494 to i32
  %1479 = and i32 %1478, 2147483647
  %1480 = bitcast float %495 to i32
  %1481 = and i32 %1480, 2147483647
  %1482 = icmp ugt i32 %1475, %1477
  %1483 = select i1 %1482, i32 %1475, i32 %1477
  %1484 = icmp ugt i32 %1479, %1481
  %1485 = select i1 %1484, i32 %1479, i32 %1481
  %1486 = icmp ugt i32 %1483, %1485
  %1487 = select i1 %1486, i32 %1483, i32 %1485
  %1488 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1487, i32 1, i32 31)
  %1489 = icmp ugt i32 %1487, %1488
  %1490 = select i1 %1489, i32 %1487, i32 %1488
  %1491 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1490, i32 2, i32 31)
  %1492 = icmp ugt i32 %1490, %1491
  %1493 = select i1 %1492, i32 %1490, i32 %1491
  %1494 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1493, i32 4, i32 31)
  %1495 = icmp ugt i32 %1493, %1494
  %1496 = select i1 %1495, i32 %1493, i32 %1494
  %1497 = and i32 %1496, 2147483647
  %1498 = icmp ult i32 %1497, 2139095040
  %1499 = bitcast i32 %1496 to float
  %1500 = fdiv float 1.270000e+02, %1499
  %1501 = bitcast float %1500 to i32
  %1502 = and i32 %1501, 2147483647
  %1503 = icmp ult i32 %1502, 2139095040
  %1504 = select i1 %1503, float %1500, float 0.000000e+00
  %1505 = fmul float %492, %1504
  %1506 = fadd float %1505, 0x4168000000000000
  %1507 = bitcast float %1506 to i32
  %1508 = fmul float %493, %1504
  %1509 = fadd float %1508, 0x4168000000000000
  %1510 = bitcast float %1509 to i32
  %1511 = fmul float %494, %1504
  %1512 = fadd float %1511, 0x4168000000000000
  %1513 = bitcast float %1512 to i32
  %1514 = fmul float %495, %1504
  %1515 = fadd float %1514, 0x4168000000000000
  %1516 = bitcast float %1515 to i32
  %1517 = bitcast i32 %1507 to <4 x i8>
  %1518 = bitcast i32 %1510 to <4 x i8>
  %1519 = shufflevector <4 x i8> %1517, <4 x i8> %1518, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1520 = bitcast <4 x i8> %1519 to i32
  %1521 = bitcast i32 %1513 to <4 x i8>
  %1522 = bitcast i32 %1516 to <4 x i8>
  %1523 = shufflevector <4 x i8> %1521, <4 x i8> %1522, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1524 = bitcast <4 x i8> %1523 to i32
  %1525 = bitcast i32 %1520 to <4 x i8>
  %1526 = bitcast i32 %1524 to <4 x i8>
  %1527 = shufflevector <4 x i8> %1525, <4 x i8> %1526, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1528 = bitcast <4 x i8> %1527 to i32
  %1529 = add i32 %1473, 0
  %1530 = sext i32 %1529 to i64
  %1531 = mul i64 %1530, 4
  %1532 = icmp slt i64 %1531, 1024
  br i1 %1532, label %then48, label %endif49

then48:                                           ; preds = %endif47
  %1533 = lshr i64 %1531, 2
  %1534 = mul i64 %1533, 4
  %1535 = getelementptr i8, ptr addrspace(3) %1471, i64 %1534
  store i32 %1528, ptr addrspace(3) %1535, align 4
  %1536 = and i64 %1531, 31
  %1537 = icmp eq i64 %1536, 0
  br i1 %1537, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif47
  %1538 = bitcast float %507 to i32
  %1539 = and i32 %1538, 2147483647
  %1540 = bitcast float %508 to i32
  %1541 = and i32 %1540, 2147483647
  %1542 = bitcast float %509 to i32
  %1543 = and i32 %1542, 2147483647
  %1544 = bitcast float %510 to i32
  %1545 = and i32 %1544, 2147483647
  %1546 = icmp ugt i32 %1539, %1541
  %1547 = select i1 %1546, i32 %1539, i32 %1541
  %1548 = icmp ugt i32 %1543, %1545
  %1549 = select i1 %1548, i32 %1543, i32 %1545
  %1550 = icmp ugt i32 %1547, %1549
  %1551 = select i1 %1550, i32 %1547, i32 %1549
  %1552 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1551, i32 1, i32 31)
  %1553 = icmp ugt i32 %1551, %1552
  %1554 = select i1 %1553, i32 %1551, i32 %1552
  %1555 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1554, i32 2, i32 31)
  %1556 = icmp ugt i32 %1554, %1555
  %1557 = select i1 %1556, i32 %1554, i32 %1555
  %1558 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1557, i32 4, i32 31)
  %1559 = icmp ugt i32 %1557, %1558
  %1560 = select i1 %1559, i32 %1557, i32 %1558
  %1561 = and i32 %1560, 2147483647
  %1562 = icmp ult i32 %1561, 2139095040
  %1563 = bitcast i32 %1560 to float
  %1564 = fdiv float 1.270000e+02, %1563
  %1565 = bitcast float %1564 to i32
  %1566 = and i32 %1565, 2147483647
  %1567 = icmp ult i32 %1566, 2139095040
  %1568 = select i1 %1567, float %1564, float 0.000000e+00
  %1569 = fmul float %507, %1568
  %1570 = fadd float %1569, 0x4168000000000000
  %1571 = bitcast float %1570 to i32
  %1572 = fmul float %508, %1568
  %1573 = fadd float %1572, 0x4168000000000000
  %1574 = bitcast float %1573 to i32
  %1575 = fmul float %509, %1568
  %1576 = fadd float %1575, 0x4168000000000000
  %1577 = bitcast float %1576 to i32
  %1578 = fmul float %510, %1568
  %1579 = fadd float %1578, 0x4168000000000000
  %1580 = bitcast float %1579 to i32
  %1581 = bitcast i32 %1571 to <4 x i8>
  %1582 = bitcast i32 %1574 to <4 x i8>
  %1583 = shufflevector <4 x i8> %1581, <4 x i8> %1582, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1584 = bitcast <4 x i8> %1583 to i32
  %1585 = bitcast i32 %1577 to <4 x i8>
  %1586 = bitcast i32 %1580 to <4 x i8>
  %1587 = shufflevector <4 x i8> %1585, <4 x i8> %1586, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1588 = bitcast <4 x i8> %1587 to i32
  %1589 = bitcast i32 %1584 to <4 x i8>
  %1590 = bitcast i32 %1588 to <4 x i8>
  %1591 = shufflevector <4 x i8> %1589, <4 x i8> %1590, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1592 = bitcast <4 x i8> %1591 to i32
  %1593 = add i32 %1473, 128
  %1594 = sext i32 %1593 to i64
  %1595 = mul i64 %1594, 4
  %1596 = icmp slt i64 %1595, 1024
  br i1 %1596, label %then52, label %endif53

then50:                                           ; preds = %then48
  %1597 = fmul float %1499, 0x3F80204080000000
  %1598 = select i1 %1498, float %1597, float 0x7FF8000000000000
  %1599 = lshr i64 %1531, 5
  %1600 = mul i64 %1599, 4
  %1601 = getelementptr i8, ptr addrspace(3) %1472, i64 %1600
  store float %1598, ptr addrspace(3) %1601, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %endif49
  %1602 = lshr i64 %1595, 2
  %1603 = mul i64 %1602, 4
  %1604 = getelementptr i8, ptr addrspace(3) %1471, i64 %1603
  store i32 %1592, ptr addrspace(3) %1604, align 4
  %1605 = and i64 %1595, 31
  %1606 = icmp eq i64 %1605, 0
  br i1 %1606, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif49
  call void @llvm.nvvm.barrier0()
  %1607 = load i32, ptr %v42, align 4
  %1608 = add i32 %1607, 1
  store i32 %1608, ptr %v42, align 4
  br label %loop43

then54:                                           ; preds = %then52
  %1609 = fmul float %1563, 0x3F80204080000000
  %1610 = select i1 %1562, float %1609, float 0x7FF8000000000000
  %1611 = lshr i64 %1595, 5
  %1612 = mul i64 %1611, 4
  %1613 = getelementptr i8, ptr addrspace(3) %1472, i64 %1612
  store float %1610, ptr addrspace(3) %1613, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %done45
  %1614 = load float, ptr %v5, align 4
  %1615 = add i32 %60, %51
  %1616 = icmp slt i32 %1615, %4
  br i1 %1616, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %done45
  %1617 = load i32, ptr %v1, align 4
  %1618 = add i32 %1617, 4
  store i32 %1618, ptr %v1, align 4
  br label %loop2

then58:                                           ; preds = %then56
  %1619 = add i32 %42, %1615
  %1620 = sext i32 %1619 to i64
  %1621 = mul i64 %1620, 4
  %1622 = getelementptr i8, ptr addrspace(1) %0, i64 %1621
  store float %1614, ptr addrspace(1) %1622, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_iq3_s, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_iq3_s, !"maxntidx", i32 128}
