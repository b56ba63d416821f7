; ModuleID = 'strata_matvec_iq3_s'
source_filename = "strata_matvec_iq3_s"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3s_grid_ob = internal addrspace(1) constant [512 x i32] [i32 -2139062144, i32 -2139062143, i32 -2139062142, i32 -2139062139, i32 -2139062137, i32 -2139061888, i32 -2139061887, i32 -2139061886, i32 -2139061884, i32 -2139061882, i32 -2139061632, i32 -2139061631, i32 -2139061627, i32 -2139061373, i32 -2139061120, i32 -2139061118, i32 -2139061115, i32 -2139061113, i32 -2139060863, i32 -2139060861, i32 -2139060608, i32 -2139060606, i32 -2139060351, i32 -2139060348, i32 -2139060345, i32 -2138996608, i32 -2138996607, i32 -2138996606, i32 -2138996604, i32 -2138996352, i32 -2138996351, i32 -2138996347, i32 -2138996096, i32 -2138996093, i32 -2138996089, i32 -2138995839, i32 -2138995835, i32 -2138995580, i32 -2138995071, i32 -2138995067, i32 -2138994814, i32 -2138931072, i32 -2138931071, i32 -2138931067, i32 -2138931065, i32 -2138930816, i32 -2138930813, i32 -2138930810, i32 -2138930559, i32 -2138930555, i32 -2138930304, i32 -2138930300, i32 -2138930046, i32 -2138930043, i32 -2138930041, i32 -2138929791, i32 -2138929789, i32 -2138929280, i32 -2138929277, i32 -2138865533, i32 -2138865279, i32 -2138865275, i32 -2138865024, i32 -2138865022, i32 -2138864767, i32 -2138864765, i32 -2138864762, i32 -2138864508, i32 -2138864256, i32 -2138864254, i32 -2138863993, i32 -2138863743, i32 -2138863739, i32 -2138800000, i32 -2138799741, i32 -2138799737, i32 -2138799487, i32 -2138799484, i32 -2138799230, i32 -2138798976, i32 -2138798973, i32 -2138798719, i32 -2138798208, i32 -2138734462, i32 -2138734460, i32 -2138733952, i32 -2138733950, i32 -2138733946, i32 -2138733693, i32 -2138733439, i32 -2138733435, i32 -2138733433, i32 -2138732922, i32 -2138732669, i32 -2138668922, i32 -2138668671, i32 -2138668669, i32 -2138668159, i32 -2138667646, i32 -2138667135, i32 -2138603392, i32 -2138603390, i32 -2138603388, i32 -2138602880, i32 -2138602878, i32 -2138602874, i32 -2138602621, i32 -2138602112, i32 -2138602108, i32 -2122284928, i32 -2122284927, i32 -2122284926, i32 -2122284924, i32 -2122284672, i32 -2122284671, i32 -2122284669, i32 -2122284667, i32 -2122284665, i32 -2122284416, i32 -2122284414, i32 -2122284159, i32 -2122284156, i32 -2122284154, i32 -2122283644, i32 -2122283642, i32 -2122283391, i32 -2122283134, i32 -2122219392, i32 -2122219391, i32 -2122219389, i32 -2122219386, i32 -2122219136, i32 -2122219132, i32 -2122218879, i32 -2122218624, i32 -2122218621, i32 -2122218367, i32 -2122218112, i32 -2122218110, i32 -2122217600, i32 -2122217594, i32 -2122153856, i32 -2122153598, i32 -2122153595, i32 -2122153593, i32 -2122153344, i32 -2122153340, i32 -2122153086, i32 -2122152832, i32 -2122152829, i32 -2122152571, i32 -2122152320, i32 -2122152062, i32 -2122088319, i32 -2122088316, i32 -2122088313, i32 -2122088064, i32 -2122088061, i32 -2122087807, i32 -2122087801, i32 -2122087552, i32 -2122087548, i32 -2122087295, i32 -2122086782, i32 -2122086528, i32 -2122022781, i32 -2122022779, i32 -2122022526, i32 -2122022524, i32 -2122022015, i32 -2122022013, i32 -2122021758, i32 -2122021754, i32 -2122021504, i32 -2122021500, i32 -2121957247, i32 -2121956992, i32 -2121956989, i32 -2121956735, i32 -2121956480, i32 -2121956478, i32 -2121955967, i32 -2121891200, i32 -2121891196, i32 -2121891193, i32 -2121890684, i32 -2121890682, i32 -2121826175, i32 -2121826173, i32 -2121825920, i32 -2121825918, i32 -2121825663, i32 -2121825403, i32 -2121825151, i32 -2121824638, i32 -2121824384, i32 -2105507712, i32 -2105507711, i32 -2105507709, i32 -2105507707, i32 -2105507705, i32 -2105507456, i32 -2105507454, i32 -2105507452, i32 -2105507450, i32 -2105507199, i32 -2105507197, i32 -2105507193, i32 -2105506944, i32 -2105506942, i32 -2105506687, i32 -2105506685, i32 -2105506683, i32 -2105506432, i32 -2105506430, i32 -2105506169, i32 -2105505920, i32 -2105505917, i32 -2105505915, i32 -2105442176, i32 -2105442174, i32 -2105441920, i32 -2105441917, i32 -2105441913, i32 -2105441662, i32 -2105441659, i32 -2105441407, i32 -2105441404, i32 -2105441150, i32 -2105440895, i32 -2105376639, i32 -2105376636, i32 -2105376633, i32 -2105376127, i32 -2105376125, i32 -2105375872, i32 -2105375865, i32 -2105375615, i32 -2105375357, i32 -2105375353, i32 -2105374847, i32 -2105374844, i32 -2105311104, i32 -2105311102, i32 -2105311099, i32 -2105310847, i32 -2105310590, i32 -2105310588, i32 -2105310335, i32 -2105310333, i32 -2105310078, i32 -2105309824, i32 -2105309562, i32 -2105245567, i32 -2105245561, i32 -2105245056, i32 -2105245053, i32 -2105244798, i32 -2105244795, i32 -2105244543, i32 -2105243774, i32 -2105243771, i32 -2105180028, i32 -2105179775, i32 -2105179518, i32 -2105179257, i32 -2105179008, i32 -2105178749, i32 -2105178240, i32 -2105114496, i32 -2105114494, i32 -2105114489, i32 -2105113983, i32 -2105113211, i32 -2105112959, i32 -2105048955, i32 -2105048703, i32 -2105048442, i32 -2105048192, i32 -2105047933, i32 -2105047680, i32 -2088730494, i32 -2088730239, i32 -2088730237, i32 -2088730235, i32 -2088730233, i32 -2088729982, i32 -2088729727, i32 -2088729725, i32 -2088729723, i32 -2088729470, i32 -2088729468, i32 -2088729465, i32 -2088729215, i32 -2088728957, i32 -2088728703, i32 -2088664959, i32 -2088664957, i32 -2088664955, i32 -2088664700, i32 -2088664447, i32 -2088664445, i32 -2088663936, i32 -2088663424, i32 -2088663166, i32 -2088663162, i32 -2088599424, i32 -2088599166, i32 -2088598912, i32 -2088598654, i32 -2088598652, i32 -2088598144, i32 -2088533887, i32 -2088533632, i32 -2088533628, i32 -2088533375, i32 -2088533373, i32 -2088533369, i32 -2088533120, i32 -2088532863, i32 -2088532861, i32 -2088532857, i32 -2088532603, i32 -2088532093, i32 -2088468349, i32 -2088468095, i32 -2088468090, i32 -2088467838, i32 -2088467583, i32 -2088467070, i32 -2088466816, i32 -2088466812, i32 -2088402815, i32 -2088402560, i32 -2088402558, i32 -2088402299, i32 -2088402046, i32 -2088401788, i32 -2088401530, i32 -2088401021, i32 -2088337018, i32 -2088336255, i32 -2088271743, i32 -2088271741, i32 -2088271232, i32 -2088271230, i32 -2088270971, i32 -2071953280, i32 -2071953276, i32 -2071953022, i32 -2071952768, i32 -2071952764, i32 -2071952761, i32 -2071952510, i32 -2071952255, i32 -2071952000, i32 -2071951488, i32 -2071887742, i32 -2071887737, i32 -2071887487, i32 -2071887485, i32 -2071887230, i32 -2071886976, i32 -2071886971, i32 -2071886717, i32 -2071886463, i32 -2071886459, i32 -2071822207, i32 -2071822205, i32 -2071821952, i32 -2071821947, i32 -2071821695, i32 -2071821437, i32 -2071821184, i32 -2071820921, i32 -2071820670, i32 -2071820416, i32 -2071756668, i32 -2071756415, i32 -2071756413, i32 -2071756160, i32 -2071756158, i32 -2071755903, i32 -2071755899, i32 -2071691136, i32 -2071691134, i32 -2071690620, i32 -2071690361, i32 -2071690112, i32 -2071689343, i32 -2071625595, i32 -2071625593, i32 -2071625087, i32 -2071624062, i32 -2071559805, i32 -2071559292, i32 -2071558528, i32 -2071494272, i32 -2071494267, i32 -2071493760, i32 -2071493501, i32 -2071493247, i32 -2055176062, i32 -2055175808, i32 -2055175804, i32 -2055175550, i32 -2055175040, i32 -2055175036, i32 -2055175033, i32 -2055174782, i32 -2055174522, i32 -2055174268, i32 -2055110527, i32 -2055110525, i32 -2055110523, i32 -2055110270, i32 -2055110015, i32 -2055109758, i32 -2055108734, i32 -2055044992, i32 -2055044735, i32 -2055044477, i32 -2055044224, i32 -2055044218, i32 -2055043709, i32 -2054979454, i32 -2054979449, i32 -2054979200, i32 -2054978937, i32 -2054978428, i32 -2054978175, i32 -2054977915, i32 -2054977661, i32 -2054913919, i32 -2054913916, i32 -2054913408, i32 -2054913150, i32 -2054912890, i32 -2054848126, i32 -2054847866, i32 -2054847103, i32 -2054847101, i32 -2054781822, i32 -2054717310, i32 -2054717308, i32 -2054716798, i32 -2038398591, i32 -2038398589, i32 -2038398587, i32 -2038398079, i32 -2038398077, i32 -2038397312, i32 -2038333312, i32 -2038332800, i32 -2038332793, i32 -2038331772, i32 -2038267518, i32 -2038267004, i32 -2038266750, i32 -2038266491, i32 -2038266238, i32 -2038265984, i32 -2038202240, i32 -2038201980, i32 -2038201727, i32 -2038201216, i32 -2038136187, i32 -2038135677, i32 -2038135166, i32 -2038071168, i32 -2038071165, i32 -2038070396, i32 -2038069632, i32 -2038005627, i32 -2038004608, i32 -2037939839, i32 -2037939837, i32 -2021621632, i32 -2021621628, i32 -2021621625, i32 -2021621120, i32 -2021621118, i32 -2021620858, i32 -2021620608, i32 -2021620348, i32 -2021620094, i32 -2021556094, i32 -2021555839, i32 -2021555580, i32 -2021555069, i32 -2021555067, i32 -2021490559, i32 -2021490556, i32 -2021490304, i32 -2021490298, i32 -2021490047, i32 -2021489792, i32 -2021489279, i32 -2021425022, i32 -2021424254, i32 -2021424251, i32 -2021423741, i32 -2021359487, i32 -2021359483, i32 -2021359229, i32 -2021358976, i32 -2021358208, i32 -2021293438, i32 -2021292926, i32 -2021228414, i32 -2021227647, i32 -2021162880], align 16
@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq3_s(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v40 = alloca i32, align 4
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
  %5 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %5, ptr %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %6 = load i32, ptr %v, align 4
  %7 = icmp slt i32 %6, 512
  br i1 %7, label %body, label %done

body:                                             ; preds = %loop
  %8 = load i32, ptr %v, align 4
  %9 = sext i32 %8 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid_ob, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = sext i32 %8 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(3) @lds1, i64 %14
  store i32 %12, ptr addrspace(3) %15, align 4
  %16 = load i32, ptr %v, align 4
  %17 = add i32 %16, 128
  store i32 %17, ptr %v, align 4
  br label %loop

done:                                             ; preds = %loop
  call void @llvm.nvvm.barrier0()
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = lshr i32 %18, 5
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = and i32 %20, 31
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, 16
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = and i32 %24, 31
  %26 = lshr i32 %25, 3
  %27 = and i32 %25, 7
  %28 = icmp eq i32 %27, 0
  store i32 %19, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %endif55, %done
  %29 = load i32, ptr %v1, align 4
  %30 = icmp slt i32 %29, 4
  br i1 %30, label %body3, label %done4

body3:                                            ; preds = %loop2
  %31 = load i32, ptr %v1, align 4
  %32 = udiv i32 %31, 1
  %33 = urem i32 %31, 1
  %34 = mul i32 %32, 4
  %35 = add i32 %23, %34
  %36 = icmp slt i32 %35, %3
  store float 0.000000e+00, ptr %v5, align 4
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = and i32 %37, 31
  %39 = sext i32 %4 to i64
  %40 = udiv i64 %39, 256
  %41 = mul i64 %40, 110
  %42 = sub i32 %3, 1
  %43 = add i32 %35, 0
  %44 = icmp sgt i32 %43, %42
  %45 = select i1 %44, i32 %42, i32 %43
  %46 = sext i32 %45 to i64
  %47 = mul i64 %46, %41
  %48 = getelementptr i8, ptr addrspace(1) %1, i64 %47
  %49 = add i32 %35, 1
  %50 = icmp sgt i32 %49, %42
  %51 = select i1 %50, i32 %42, i32 %49
  %52 = sext i32 %51 to i64
  %53 = mul i64 %52, %41
  %54 = getelementptr i8, ptr addrspace(1) %1, i64 %53
  %55 = add i32 %35, 2
  %56 = icmp sgt i32 %55, %42
  %57 = select i1 %56, i32 %42, i32 %55
  %58 = sext i32 %57 to i64
  %59 = mul i64 %58, %41
  %60 = getelementptr i8, ptr addrspace(1) %1, i64 %59
  %61 = add i32 %35, 3
  %62 = icmp sgt i32 %61, %42
  %63 = select i1 %62, i32 %42, i32 %61
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, %41
  %66 = getelementptr i8, ptr addrspace(1) %1, i64 %65
  store float 0.000000e+00, ptr %v6, align 4
  store float 0.000000e+00, ptr %v7, align 4
  store float 0.000000e+00, ptr %v8, align 4
  store float 0.000000e+00, ptr %v9, align 4
  %67 = udiv i32 %4, 32
  %68 = mul i32 %33, 32
  %69 = add i32 %38, %68
  %70 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %71 = sext i32 %4 to i64
  %72 = sub i32 %67, 1
  %73 = icmp sgt i32 %69, %72
  %74 = select i1 %73, i32 %72, i32 %69
  %75 = lshr i32 %74, 3
  %76 = and i32 %74, 7
  %77 = sext i32 %75 to i64
  %78 = mul i64 %77, 110
  %79 = add i64 %78, 0
  %80 = getelementptr i8, ptr addrspace(1) %48, i64 %79
  %81 = sext i32 %76 to i64
  %82 = getelementptr i8, ptr addrspace(1) %80, i64 0
  %83 = load i16, ptr addrspace(1) %82, align 2
  %84 = zext i16 %83 to i32
  %85 = getelementptr i8, ptr addrspace(1) %80, i64 2
  %86 = ptrtoint ptr addrspace(1) %85 to i64
  %87 = and i64 %86, 3
  %88 = sub i64 0, %87
  %89 = getelementptr i8, ptr addrspace(1) %85, i64 %88
  %90 = shl i64 %87, 3
  %91 = trunc i64 %90 to i32
  %92 = mul i64 %81, 8
  %93 = add i64 %92, 0
  %94 = getelementptr i8, ptr addrspace(1) %89, i64 %93
  %95 = load i32, ptr addrspace(1) %94, align 4
  %96 = add i64 %92, 4
  %97 = getelementptr i8, ptr addrspace(1) %89, i64 %96
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = add i64 %92, 4
  %100 = shl i64 %87, 1
  %101 = add i64 %99, %100
  %102 = getelementptr i8, ptr addrspace(1) %89, i64 %101
  %103 = load i32, ptr addrspace(1) %102, align 4
  %104 = call i32 @llvm.fshr.i32(i32 %98, i32 %95, i32 %91)
  %105 = call i32 @llvm.fshr.i32(i32 %103, i32 %98, i32 %91)
  %106 = add i64 %81, 66
  %107 = getelementptr i8, ptr addrspace(1) %80, i64 %106
  %108 = load i8, ptr addrspace(1) %107, align 1
  %109 = zext i8 %108 to i32
  %110 = mul i64 %81, 4
  %111 = add i64 %110, 72
  %112 = add i64 %111, 0
  %113 = getelementptr i8, ptr addrspace(1) %89, i64 %112
  %114 = load i32, ptr addrspace(1) %113, align 4
  %115 = add i64 %111, 0
  %116 = shl i64 %87, 1
  %117 = add i64 %115, %116
  %118 = getelementptr i8, ptr addrspace(1) %89, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4
  %120 = call i32 @llvm.fshr.i32(i32 %119, i32 %114, i32 %91)
  %121 = lshr i64 %81, 1
  %122 = add i64 %121, 106
  %123 = getelementptr i8, ptr addrspace(1) %80, i64 %122
  %124 = load i8, ptr addrspace(1) %123, align 1
  %125 = zext i8 %124 to i32
  store i32 %84, ptr %v10, align 4
  store i32 %104, ptr %v11, align 4
  store i32 %105, ptr %v12, align 4
  store i32 %109, ptr %v13, align 4
  store i32 %120, ptr %v14, align 4
  store i32 %125, ptr %v15, align 4
  %126 = lshr i32 %74, 3
  %127 = and i32 %74, 7
  %128 = sext i32 %126 to i64
  %129 = mul i64 %128, 110
  %130 = add i64 %129, 0
  %131 = getelementptr i8, ptr addrspace(1) %54, i64 %130
  %132 = sext i32 %127 to i64
  %133 = getelementptr i8, ptr addrspace(1) %131, i64 0
  %134 = load i16, ptr addrspace(1) %133, align 2
  %135 = zext i16 %134 to i32
  %136 = getelementptr i8, ptr addrspace(1) %131, i64 2
  %137 = ptrtoint ptr addrspace(1) %136 to i64
  %138 = and i64 %137, 3
  %139 = sub i64 0, %138
  %140 = getelementptr i8, ptr addrspace(1) %136, i64 %139
  %141 = shl i64 %138, 3
  %142 = trunc i64 %141 to i32
  %143 = mul i64 %132, 8
  %144 = add i64 %143, 0
  %145 = getelementptr i8, ptr addrspace(1) %140, i64 %144
  %146 = load i32, ptr addrspace(1) %145, align 4
  %147 = add i64 %143, 4
  %148 = getelementptr i8, ptr addrspace(1) %140, i64 %147
  %149 = load i32, ptr addrspace(1) %148, align 4
  %150 = add i64 %143, 4
  %151 = shl i64 %138, 1
  %152 = add i64 %150, %151
  %153 = getelementptr i8, ptr addrspace(1) %140, i64 %152
  %154 = load i32, ptr addrspace(1) %153, align 4
  %155 = call i32 @llvm.fshr.i32(i32 %149, i32 %146, i32 %142)
  %156 = call i32 @llvm.fshr.i32(i32 %154, i32 %149, i32 %142)
  %157 = add i64 %132, 66
  %158 = getelementptr i8, ptr addrspace(1) %131, i64 %157
  %159 = load i8, ptr addrspace(1) %158, align 1
  %160 = zext i8 %159 to i32
  %161 = mul i64 %132, 4
  %162 = add i64 %161, 72
  %163 = add i64 %162, 0
  %164 = getelementptr i8, ptr addrspace(1) %140, i64 %163
  %165 = load i32, ptr addrspace(1) %164, align 4
  %166 = add i64 %162, 0
  %167 = shl i64 %138, 1
  %168 = add i64 %166, %167
  %169 = getelementptr i8, ptr addrspace(1) %140, i64 %168
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = call i32 @llvm.fshr.i32(i32 %170, i32 %165, i32 %142)
  %172 = lshr i64 %132, 1
  %173 = add i64 %172, 106
  %174 = getelementptr i8, ptr addrspace(1) %131, i64 %173
  %175 = load i8, ptr addrspace(1) %174, align 1
  %176 = zext i8 %175 to i32
  store i32 %135, ptr %v16, align 4
  store i32 %155, ptr %v17, align 4
  store i32 %156, ptr %v18, align 4
  store i32 %160, ptr %v19, align 4
  store i32 %171, ptr %v20, align 4
  store i32 %176, ptr %v21, align 4
  %177 = lshr i32 %74, 3
  %178 = and i32 %74, 7
  %179 = sext i32 %177 to i64
  %180 = mul i64 %179, 110
  %181 = add i64 %180, 0
  %182 = getelementptr i8, ptr addrspace(1) %60, i64 %181
  %183 = sext i32 %178 to i64
  %184 = getelementptr i8, ptr addrspace(1) %182, i64 0
  %185 = load i16, ptr addrspace(1) %184, align 2
  %186 = zext i16 %185 to i32
  %187 = getelementptr i8, ptr addrspace(1) %182, i64 2
  %188 = ptrtoint ptr addrspace(1) %187 to i64
  %189 = and i64 %188, 3
  %190 = sub i64 0, %189
  %191 = getelementptr i8, ptr addrspace(1) %187, i64 %190
  %192 = shl i64 %189, 3
  %193 = trunc i64 %192 to i32
  %194 = mul i64 %183, 8
  %195 = add i64 %194, 0
  %196 = getelementptr i8, ptr addrspace(1) %191, i64 %195
  %197 = load i32, ptr addrspace(1) %196, align 4
  %198 = add i64 %194, 4
  %199 = getelementptr i8, ptr addrspace(1) %191, i64 %198
  %200 = load i32, ptr addrspace(1) %199, align 4
  %201 = add i64 %194, 4
  %202 = shl i64 %189, 1
  %203 = add i64 %201, %202
  %204 = getelementptr i8, ptr addrspace(1) %191, i64 %203
  %205 = load i32, ptr addrspace(1) %204, align 4
  %206 = call i32 @llvm.fshr.i32(i32 %200, i32 %197, i32 %193)
  %207 = call i32 @llvm.fshr.i32(i32 %205, i32 %200, i32 %193)
  %208 = add i64 %183, 66
  %209 = getelementptr i8, ptr addrspace(1) %182, i64 %208
  %210 = load i8, ptr addrspace(1) %209, align 1
  %211 = zext i8 %210 to i32
  %212 = mul i64 %183, 4
  %213 = add i64 %212, 72
  %214 = add i64 %213, 0
  %215 = getelementptr i8, ptr addrspace(1) %191, i64 %214
  %216 = load i32, ptr addrspace(1) %215, align 4
  %217 = add i64 %213, 0
  %218 = shl i64 %189, 1
  %219 = add i64 %217, %218
  %220 = getelementptr i8, ptr addrspace(1) %191, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = call i32 @llvm.fshr.i32(i32 %221, i32 %216, i32 %193)
  %223 = lshr i64 %183, 1
  %224 = add i64 %223, 106
  %225 = getelementptr i8, ptr addrspace(1) %182, i64 %224
  %226 = load i8, ptr addrspace(1) %225, align 1
  %227 = zext i8 %226 to i32
  store i32 %186, ptr %v22, align 4
  store i32 %206, ptr %v23, align 4
  store i32 %207, ptr %v24, align 4
  store i32 %211, ptr %v25, align 4
  store i32 %222, ptr %v26, align 4
  store i32 %227, ptr %v27, align 4
  %228 = lshr i32 %74, 3
  %229 = and i32 %74, 7
  %230 = sext i32 %228 to i64
  %231 = mul i64 %230, 110
  %232 = add i64 %231, 0
  %233 = getelementptr i8, ptr addrspace(1) %66, i64 %232
  %234 = sext i32 %229 to i64
  %235 = getelementptr i8, ptr addrspace(1) %233, i64 0
  %236 = load i16, ptr addrspace(1) %235, align 2
  %237 = zext i16 %236 to i32
  %238 = getelementptr i8, ptr addrspace(1) %233, i64 2
  %239 = ptrtoint ptr addrspace(1) %238 to i64
  %240 = and i64 %239, 3
  %241 = sub i64 0, %240
  %242 = getelementptr i8, ptr addrspace(1) %238, i64 %241
  %243 = shl i64 %240, 3
  %244 = trunc i64 %243 to i32
  %245 = mul i64 %234, 8
  %246 = add i64 %245, 0
  %247 = getelementptr i8, ptr addrspace(1) %242, i64 %246
  %248 = load i32, ptr addrspace(1) %247, align 4
  %249 = add i64 %245, 4
  %250 = getelementptr i8, ptr addrspace(1) %242, i64 %249
  %251 = load i32, ptr addrspace(1) %250, align 4
  %252 = add i64 %245, 4
  %253 = shl i64 %240, 1
  %254 = add i64 %252, %253
  %255 = getelementptr i8, ptr addrspace(1) %242, i64 %254
  %256 = load i32, ptr addrspace(1) %255, align 4
  %257 = call i32 @llvm.fshr.i32(i32 %251, i32 %248, i32 %244)
  %258 = call i32 @llvm.fshr.i32(i32 %256, i32 %251, i32 %244)
  %259 = add i64 %234, 66
  %260 = getelementptr i8, ptr addrspace(1) %233, i64 %259
  %261 = load i8, ptr addrspace(1) %260, align 1
  %262 = zext i8 %261 to i32
  %263 = mul i64 %234, 4
  %264 = add i64 %263, 72
  %265 = add i64 %264, 0
  %266 = getelementptr i8, ptr addrspace(1) %242, i64 %265
  %267 = load i32, ptr addrspace(1) %266, align 4
  %268 = add i64 %264, 0
  %269 = shl i64 %240, 1
  %270 = add i64 %268, %269
  %271 = getelementptr i8, ptr addrspace(1) %242, i64 %270
  %272 = load i32, ptr addrspace(1) %271, align 4
  %273 = call i32 @llvm.fshr.i32(i32 %272, i32 %267, i32 %244)
  %274 = lshr i64 %234, 1
  %275 = add i64 %274, 106
  %276 = getelementptr i8, ptr addrspace(1) %233, i64 %275
  %277 = load i8, ptr addrspace(1) %276, align 1
  %278 = zext i8 %277 to i32
  store i32 %237, ptr %v28, align 4
  store i32 %257, ptr %v29, align 4
  store i32 %258, ptr %v30, align 4
  store i32 %262, ptr %v31, align 4
  store i32 %273, ptr %v32, align 4
  store i32 %278, ptr %v33, align 4
  %279 = add i32 %70, 0
  %280 = sext i32 %279 to i64
  %281 = mul i64 %280, 4
  %282 = add i64 0, %281
  %283 = icmp slt i64 %282, %71
  %284 = icmp slt i64 %281, 1024
  %285 = and i1 %283, %284
  %286 = select i1 %285, i64 %282, i64 0
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr addrspace(1) %2, i64 %287
  %289 = load <4 x float>, ptr addrspace(1) %288, align 16
  %290 = extractelement <4 x float> %289, i32 0
  %291 = extractelement <4 x float> %289, i32 1
  %292 = extractelement <4 x float> %289, i32 2
  %293 = extractelement <4 x float> %289, i32 3
  %294 = add i32 %70, 128
  %295 = sext i32 %294 to i64
  %296 = mul i64 %295, 4
  %297 = add i64 0, %296
  %298 = icmp slt i64 %297, %71
  %299 = icmp slt i64 %296, 1024
  %300 = and i1 %298, %299
  %301 = select i1 %300, i64 %297, i64 0
  %302 = mul i64 %301, 4
  %303 = getelementptr i8, ptr addrspace(1) %2, i64 %302
  %304 = load <4 x float>, ptr addrspace(1) %303, align 16
  %305 = extractelement <4 x float> %304, i32 0
  %306 = extractelement <4 x float> %304, i32 1
  %307 = extractelement <4 x float> %304, i32 2
  %308 = extractelement <4 x float> %304, i32 3
  %309 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %310 = bitcast float %290 to i32
  %311 = and i32 %310, 2147483647
  %312 = bitcast float %291 to i32
  %313 = and i32 %312, 2147483647
  %314 = bitcast float %292 to i32
  %315 = and i32 %314, 2147483647
  %316 = bitcast float %293 to i32
  %317 = and i32 %316, 2147483647
  %318 = icmp ugt i32 %311, %313
  %319 = select i1 %318, i32 %311, i32 %313
  %320 = icmp ugt i32 %315, %317
  %321 = select i1 %320, i32 %315, i32 %317
  %322 = icmp ugt i32 %319, %321
  %323 = select i1 %322, i32 %319, i32 %321
  %324 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %323, i32 1, i32 31)
  %325 = icmp ugt i32 %323, %324
  %326 = select i1 %325, i32 %323, i32 %324
  %327 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %326, i32 2, i32 31)
  %328 = icmp ugt i32 %326, %327
  %329 = select i1 %328, i32 %326, i32 %327
  %330 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %329, i32 4, i32 31)
  %331 = icmp ugt i32 %329, %330
  %332 = select i1 %331, i32 %329, i32 %330
  %333 = and i32 %332, 2147483647
  %334 = icmp ult i32 %333, 2139095040
  %335 = bitcast i32 %332 to float
  %336 = fdiv float 1.270000e+02, %335
  %337 = bitcast float %336 to i32
  %338 = and i32 %337, 2147483647
  %339 = icmp ult i32 %338, 2139095040
  %340 = select i1 %339, float %336, float 0.000000e+00
  %341 = fmul float %290, %340
  %342 = fadd float %341, 0x4168000000000000
  %343 = bitcast float %342 to i32
  %344 = fmul float %291, %340
  %345 = fadd float %344, 0x4168000000000000
  %346 = bitcast float %345 to i32
  %347 = fmul float %292, %340
  %348 = fadd float %347, 0x4168000000000000
  %349 = bitcast float %348 to i32
  %350 = fmul float %293, %340
  %351 = fadd float %350, 0x4168000000000000
  %352 = bitcast float %351 to i32
  %353 = bitcast i32 %343 to <4 x i8>
  %354 = bitcast i32 %346 to <4 x i8>
  %355 = shufflevector <4 x i8> %353, <4 x i8> %354, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %356 = bitcast <4 x i8> %355 to i32
  %357 = bitcast i32 %349 to <4 x i8>
  %358 = bitcast i32 %352 to <4 x i8>
  %359 = shufflevector <4 x i8> %357, <4 x i8> %358, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %360 = bitcast <4 x i8> %359 to i32
  %361 = bitcast i32 %356 to <4 x i8>
  %362 = bitcast i32 %360 to <4 x i8>
  %363 = shufflevector <4 x i8> %361, <4 x i8> %362, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %364 = bitcast <4 x i8> %363 to i32
  %365 = add i32 %309, 0
  %366 = sext i32 %365 to i64
  %367 = mul i64 %366, 4
  %368 = icmp slt i64 %367, 1024
  br i1 %368, label %then, label %endif

done4:                                            ; preds = %loop2
  ret void

then:                                             ; preds = %body3
  %369 = lshr i64 %367, 2
  %370 = mul i64 %369, 4
  %371 = getelementptr i8, ptr addrspace(3) @lds2, i64 %370
  store i32 %364, ptr addrspace(3) %371, align 4
  %372 = and i64 %367, 31
  %373 = icmp eq i64 %372, 0
  br i1 %373, label %then34, label %endif35

endif:                                            ; preds = %endif35, %body3
  %374 = bitcast float %305 to i32
  %375 = and i32 %374, 2147483647
  %376 = bitcast float %306 to i32
  %377 = and i32 %376, 2147483647
  %378 = bitcast float %307 to i32
  %379 = and i32 %378, 2147483647
  %380 = bitcast float %308 to i32
  %381 = and i32 %380, 2147483647
  %382 = icmp ugt i32 %375, %377
  %383 = select i1 %382, i32 %375, i32 %377
  %384 = icmp ugt i32 %379, %381
  %385 = select i1 %384, i32 %379, i32 %381
  %386 = icmp ugt i32 %383, %385
  %387 = select i1 %386, i32 %383, i32 %385
  %388 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %387, i32 1, i32 31)
  %389 = icmp ugt i32 %387, %388
  %390 = select i1 %389, i32 %387, i32 %388
  %391 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %390, i32 2, i32 31)
  %392 = icmp ugt i32 %390, %391
  %393 = select i1 %392, i32 %390, i32 %391
  %394 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %393, i32 4, i32 31)
  %395 = icmp ugt i32 %393, %394
  %396 = select i1 %395, i32 %393, i32 %394
  %397 = and i32 %396, 2147483647
  %398 = icmp ult i32 %397, 2139095040
  %399 = bitcast i32 %396 to float
  %400 = fdiv float 1.270000e+02, %399
  %401 = bitcast float %400 to i32
  %402 = and i32 %401, 2147483647
  %403 = icmp ult i32 %402, 2139095040
  %404 = select i1 %403, float %400, float 0.000000e+00
  %405 = fmul float %305, %404
  %406 = fadd float %405, 0x4168000000000000
  %407 = bitcast float %406 to i32
  %408 = fmul float %306, %404
  %409 = fadd float %408, 0x4168000000000000
  %410 = bitcast float %409 to i32
  %411 = fmul float %307, %404
  %412 = fadd float %411, 0x4168000000000000
  %413 = bitcast float %412 to i32
  %414 = fmul float %308, %404
  %415 = fadd float %414, 0x4168000000000000
  %416 = bitcast float %415 to i32
  %417 = bitcast i32 %407 to <4 x i8>
  %418 = bitcast i32 %410 to <4 x i8>
  %419 = shufflevector <4 x i8> %417, <4 x i8> %418, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %420 = bitcast <4 x i8> %419 to i32
  %421 = bitcast i32 %413 to <4 x i8>
  %422 = bitcast i32 %416 to <4 x i8>
  %423 = shufflevector <4 x i8> %421, <4 x i8> %422, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %424 = bitcast <4 x i8> %423 to i32
  %425 = bitcast i32 %420 to <4 x i8>
  %426 = bitcast i32 %424 to <4 x i8>
  %427 = shufflevector <4 x i8> %425, <4 x i8> %426, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %428 = bitcast <4 x i8> %427 to i32
  %429 = add i32 %309, 128
  %430 = sext i32 %429 to i64
  %431 = mul i64 %430, 4
  %432 = icmp slt i64 %431, 1024
  br i1 %432, label %then36, label %endif37

then34:                                           ; preds = %then
  %433 = fmul float %335, 0x3F80204080000000
  %434 = select i1 %334, float %433, float 0x7FF8000000000000
  %435 = lshr i64 %367, 5
  %436 = mul i64 %435, 4
  %437 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %436
  store float %434, ptr addrspace(3) %437, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %then
  br label %endif

then36:                                           ; preds = %endif
  %438 = lshr i64 %431, 2
  %439 = mul i64 %438, 4
  %440 = getelementptr i8, ptr addrspace(3) @lds2, i64 %439
  store i32 %428, ptr addrspace(3) %440, align 4
  %441 = and i64 %431, 31
  %442 = icmp eq i64 %441, 0
  br i1 %442, label %then38, label %endif39

endif37:                                          ; preds = %endif39, %endif
  call void @llvm.nvvm.barrier0()
  %443 = add i32 %67, 31
  %444 = udiv i32 %443, 32
  store i32 0, ptr %v40, align 4
  br label %loop41

then38:                                           ; preds = %then36
  %445 = fmul float %399, 0x3F80204080000000
  %446 = select i1 %398, float %445, float 0x7FF8000000000000
  %447 = lshr i64 %431, 5
  %448 = mul i64 %447, 4
  %449 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %448
  store float %446, ptr addrspace(3) %449, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then36
  br label %endif37

loop41:                                           ; preds = %endif51, %endif37
  %450 = load i32, ptr %v40, align 4
  %451 = icmp slt i32 %450, %444
  br i1 %451, label %body42, label %done43

body42:                                           ; preds = %loop41
  %452 = load i32, ptr %v40, align 4
  %453 = add i32 %452, 1
  %454 = sext i32 %453 to i64
  %455 = mul i64 %454, 1024
  %456 = add i32 %70, 0
  %457 = sext i32 %456 to i64
  %458 = mul i64 %457, 4
  %459 = add i64 %455, %458
  %460 = icmp slt i64 %459, %71
  %461 = icmp slt i64 %458, 1024
  %462 = and i1 %460, %461
  %463 = select i1 %462, i64 %459, i64 0
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr addrspace(1) %2, i64 %464
  %466 = load <4 x float>, ptr addrspace(1) %465, align 16
  %467 = extractelement <4 x float> %466, i32 0
  %468 = extractelement <4 x float> %466, i32 1
  %469 = extractelement <4 x float> %466, i32 2
  %470 = extractelement <4 x float> %466, i32 3
  %471 = add i32 %70, 128
  %472 = sext i32 %471 to i64
  %473 = mul i64 %472, 4
  %474 = add i64 %455, %473
  %475 = icmp slt i64 %474, %71
  %476 = icmp slt i64 %473, 1024
  %477 = and i1 %475, %476
  %478 = select i1 %477, i64 %474, i64 0
  %479 = mul i64 %478, 4
  %480 = getelementptr i8, ptr addrspace(1) %2, i64 %479
  %481 = load <4 x float>, ptr addrspace(1) %480, align 16
  %482 = extractelement <4 x float> %481, i32 0
  %483 = extractelement <4 x float> %481, i32 1
  %484 = extractelement <4 x float> %481, i32 2
  %485 = extractelement <4 x float> %481, i32 3
  %486 = mul i32 %452, 32
  %487 = add i32 %69, %486
  %488 = load i32, ptr %v10, align 4
  %489 = load i32, ptr %v11, align 4
  %490 = load i32, ptr %v12, align 4
  %491 = load i32, ptr %v13, align 4
  %492 = load i32, ptr %v14, align 4
  %493 = load i32, ptr %v15, align 4
  %494 = load i32, ptr %v16, align 4
  %495 = load i32, ptr %v17, align 4
  %496 = load i32, ptr %v18, align 4
  %497 = load i32, ptr %v19, align 4
  %498 = load i32, ptr %v20, align 4
  %499 = load i32, ptr %v21, align 4
  %500 = load i32, ptr %v22, align 4
  %501 = load i32, ptr %v23, align 4
  %502 = load i32, ptr %v24, align 4
  %503 = load i32, ptr %v25, align 4
  %504 = load i32, ptr %v26, align 4
  %505 = load i32, ptr %v27, align 4
  %506 = load i32, ptr %v28, align 4
  %507 = load i32, ptr %v29, align 4
  %508 = load i32, ptr %v30, align 4
  %509 = load i32, ptr %v31, align 4
  %510 = load i32, ptr %v32, align 4
  %511 = load i32, ptr %v33, align 4
  %512 = add i32 %487, 32
  %513 = icmp sgt i32 %512, %72
  %514 = select i1 %513, i32 %72, i32 %512
  %515 = lshr i32 %514, 3
  %516 = and i32 %514, 7
  %517 = sext i32 %515 to i64
  %518 = mul i64 %517, 110
  %519 = add i64 %518, 0
  %520 = getelementptr i8, ptr addrspace(1) %48, i64 %519
  %521 = sext i32 %516 to i64
  %522 = getelementptr i8, ptr addrspace(1) %520, i64 0
  %523 = load i16, ptr addrspace(1) %522, align 2
  %524 = zext i16 %523 to i32
  %525 = getelementptr i8, ptr addrspace(1) %520, i64 2
  %526 = ptrtoint ptr addrspace(1) %525 to i64
  %527 = and i64 %526, 3
  %528 = sub i64 0, %527
  %529 = getelementptr i8, ptr addrspace(1) %525, i64 %528
  %530 = shl i64 %527, 3
  %531 = trunc i64 %530 to i32
  %532 = mul i64 %521, 8
  %533 = add i64 %532, 0
  %534 = getelementptr i8, ptr addrspace(1) %529, i64 %533
  %535 = load i32, ptr addrspace(1) %534, align 4
  %536 = add i64 %532, 4
  %537 = getelementptr i8, ptr addrspace(1) %529, i64 %536
  %538 = load i32, ptr addrspace(1) %537, align 4
  %539 = add i64 %532, 4
  %540 = shl i64 %527, 1
  %541 = add i64 %539, %540
  %542 = getelementptr i8, ptr addrspace(1) %529, i64 %541
  %543 = load i32, ptr addrspace(1) %542, align 4
  %544 = call i32 @llvm.fshr.i32(i32 %538, i32 %535, i32 %531)
  %545 = call i32 @llvm.fshr.i32(i32 %543, i32 %538, i32 %531)
  %546 = add i64 %521, 66
  %547 = getelementptr i8, ptr addrspace(1) %520, i64 %546
  %548 = load i8, ptr addrspace(1) %547, align 1
  %549 = zext i8 %548 to i32
  %550 = mul i64 %521, 4
  %551 = add i64 %550, 72
  %552 = add i64 %551, 0
  %553 = getelementptr i8, ptr addrspace(1) %529, i64 %552
  %554 = load i32, ptr addrspace(1) %553, align 4
  %555 = add i64 %551, 0
  %556 = shl i64 %527, 1
  %557 = add i64 %555, %556
  %558 = getelementptr i8, ptr addrspace(1) %529, i64 %557
  %559 = load i32, ptr addrspace(1) %558, align 4
  %560 = call i32 @llvm.fshr.i32(i32 %559, i32 %554, i32 %531)
  %561 = lshr i64 %521, 1
  %562 = add i64 %561, 106
  %563 = getelementptr i8, ptr addrspace(1) %520, i64 %562
  %564 = load i8, ptr addrspace(1) %563, align 1
  %565 = zext i8 %564 to i32
  store i32 %524, ptr %v10, align 4
  store i32 %544, ptr %v11, align 4
  store i32 %545, ptr %v12, align 4
  store i32 %549, ptr %v13, align 4
  store i32 %560, ptr %v14, align 4
  store i32 %565, ptr %v15, align 4
  %566 = lshr i32 %514, 3
  %567 = and i32 %514, 7
  %568 = sext i32 %566 to i64
  %569 = mul i64 %568, 110
  %570 = add i64 %569, 0
  %571 = getelementptr i8, ptr addrspace(1) %54, i64 %570
  %572 = sext i32 %567 to i64
  %573 = getelementptr i8, ptr addrspace(1) %571, i64 0
  %574 = load i16, ptr addrspace(1) %573, align 2
  %575 = zext i16 %574 to i32
  %576 = getelementptr i8, ptr addrspace(1) %571, i64 2
  %577 = ptrtoint ptr addrspace(1) %576 to i64
  %578 = and i64 %577, 3
  %579 = sub i64 0, %578
  %580 = getelementptr i8, ptr addrspace(1) %576, i64 %579
  %581 = shl i64 %578, 3
  %582 = trunc i64 %581 to i32
  %583 = mul i64 %572, 8
  %584 = add i64 %583, 0
  %585 = getelementptr i8, ptr addrspace(1) %580, i64 %584
  %586 = load i32, ptr addrspace(1) %585, align 4
  %587 = add i64 %583, 4
  %588 = getelementptr i8, ptr addrspace(1) %580, i64 %587
  %589 = load i32, ptr addrspace(1) %588, align 4
  %590 = add i64 %583, 4
  %591 = shl i64 %578, 1
  %592 = add i64 %590, %591
  %593 = getelementptr i8, ptr addrspace(1) %580, i64 %592
  %594 = load i32, ptr addrspace(1) %593, align 4
  %595 = call i32 @llvm.fshr.i32(i32 %589, i32 %586, i32 %582)
  %596 = call i32 @llvm.fshr.i32(i32 %594, i32 %589, i32 %582)
  %597 = add i64 %572, 66
  %598 = getelementptr i8, ptr addrspace(1) %571, i64 %597
  %599 = load i8, ptr addrspace(1) %598, align 1
  %600 = zext i8 %599 to i32
  %601 = mul i64 %572, 4
  %602 = add i64 %601, 72
  %603 = add i64 %602, 0
  %604 = getelementptr i8, ptr addrspace(1) %580, i64 %603
  %605 = load i32, ptr addrspace(1) %604, align 4
  %606 = add i64 %602, 0
  %607 = shl i64 %578, 1
  %608 = add i64 %606, %607
  %609 = getelementptr i8, ptr addrspace(1) %580, i64 %608
  %610 = load i32, ptr addrspace(1) %609, align 4
  %611 = call i32 @llvm.fshr.i32(i32 %610, i32 %605, i32 %582)
  %612 = lshr i64 %572, 1
  %613 = add i64 %612, 106
  %614 = getelementptr i8, ptr addrspace(1) %571, i64 %613
  %615 = load i8, ptr addrspace(1) %614, align 1
  %616 = zext i8 %615 to i32
  store i32 %575, ptr %v16, align 4
  store i32 %595, ptr %v17, align 4
  store i32 %596, ptr %v18, align 4
  store i32 %600, ptr %v19, align 4
  store i32 %611, ptr %v20, align 4
  store i32 %616, ptr %v21, align 4
  %617 = lshr i32 %514, 3
  %618 = and i32 %514, 7
  %619 = sext i32 %617 to i64
  %620 = mul i64 %619, 110
  %621 = add i64 %620, 0
  %622 = getelementptr i8, ptr addrspace(1) %60, i64 %621
  %623 = sext i32 %618 to i64
  %624 = getelementptr i8, ptr addrspace(1) %622, i64 0
  %625 = load i16, ptr addrspace(1) %624, align 2
  %626 = zext i16 %625 to i32
  %627 = getelementptr i8, ptr addrspace(1) %622, i64 2
  %628 = ptrtoint ptr addrspace(1) %627 to i64
  %629 = and i64 %628, 3
  %630 = sub i64 0, %629
  %631 = getelementptr i8, ptr addrspace(1) %627, i64 %630
  %632 = shl i64 %629, 3
  %633 = trunc i64 %632 to i32
  %634 = mul i64 %623, 8
  %635 = add i64 %634, 0
  %636 = getelementptr i8, ptr addrspace(1) %631, i64 %635
  %637 = load i32, ptr addrspace(1) %636, align 4
  %638 = add i64 %634, 4
  %639 = getelementptr i8, ptr addrspace(1) %631, i64 %638
  %640 = load i32, ptr addrspace(1) %639, align 4
  %641 = add i64 %634, 4
  %642 = shl i64 %629, 1
  %643 = add i64 %641, %642
  %644 = getelementptr i8, ptr addrspace(1) %631, i64 %643
  %645 = load i32, ptr addrspace(1) %644, align 4
  %646 = call i32 @llvm.fshr.i32(i32 %640, i32 %637, i32 %633)
  %647 = call i32 @llvm.fshr.i32(i32 %645, i32 %640, i32 %633)
  %648 = add i64 %623, 66
  %649 = getelementptr i8, ptr addrspace(1) %622, i64 %648
  %650 = load i8, ptr addrspace(1) %649, align 1
  %651 = zext i8 %650 to i32
  %652 = mul i64 %623, 4
  %653 = add i64 %652, 72
  %654 = add i64 %653, 0
  %655 = getelementptr i8, ptr addrspace(1) %631, i64 %654
  %656 = load i32, ptr addrspace(1) %655, align 4
  %657 = add i64 %653, 0
  %658 = shl i64 %629, 1
  %659 = add i64 %657, %658
  %660 = getelementptr i8, ptr addrspace(1) %631, i64 %659
  %661 = load i32, ptr addrspace(1) %660, align 4
  %662 = call i32 @llvm.fshr.i32(i32 %661, i32 %656, i32 %633)
  %663 = lshr i64 %623, 1
  %664 = add i64 %663, 106
  %665 = getelementptr i8, ptr addrspace(1) %622, i64 %664
  %666 = load i8, ptr addrspace(1) %665, align 1
  %667 = zext i8 %666 to i32
  store i32 %626, ptr %v22, align 4
  store i32 %646, ptr %v23, align 4
  store i32 %647, ptr %v24, align 4
  store i32 %651, ptr %v25, align 4
  store i32 %662, ptr %v26, align 4
  store i32 %667, ptr %v27, align 4
  %668 = lshr i32 %514, 3
  %669 = and i32 %514, 7
  %670 = sext i32 %668 to i64
  %671 = mul i64 %670, 110
  %672 = add i64 %671, 0
  %673 = getelementptr i8, ptr addrspace(1) %66, i64 %672
  %674 = sext i32 %669 to i64
  %675 = getelementptr i8, ptr addrspace(1) %673, i64 0
  %676 = load i16, ptr addrspace(1) %675, align 2
  %677 = zext i16 %676 to i32
  %678 = getelementptr i8, ptr addrspace(1) %673, i64 2
  %679 = ptrtoint ptr addrspace(1) %678 to i64
  %680 = and i64 %679, 3
  %681 = sub i64 0, %680
  %682 = getelementptr i8, ptr addrspace(1) %678, i64 %681
  %683 = shl i64 %680, 3
  %684 = trunc i64 %683 to i32
  %685 = mul i64 %674, 8
  %686 = add i64 %685, 0
  %687 = getelementptr i8, ptr addrspace(1) %682, i64 %686
  %688 = load i32, ptr addrspace(1) %687, align 4
  %689 = add i64 %685, 4
  %690 = getelementptr i8, ptr addrspace(1) %682, i64 %689
  %691 = load i32, ptr addrspace(1) %690, align 4
  %692 = add i64 %685, 4
  %693 = shl i64 %680, 1
  %694 = add i64 %692, %693
  %695 = getelementptr i8, ptr addrspace(1) %682, i64 %694
  %696 = load i32, ptr addrspace(1) %695, align 4
  %697 = call i32 @llvm.fshr.i32(i32 %691, i32 %688, i32 %684)
  %698 = call i32 @llvm.fshr.i32(i32 %696, i32 %691, i32 %684)
  %699 = add i64 %674, 66
  %700 = getelementptr i8, ptr addrspace(1) %673, i64 %699
  %701 = load i8, ptr addrspace(1) %700, align 1
  %702 = zext i8 %701 to i32
  %703 = mul i64 %674, 4
  %704 = add i64 %703, 72
  %705 = add i64 %704, 0
  %706 = getelementptr i8, ptr addrspace(1) %682, i64 %705
  %707 = load i32, ptr addrspace(1) %706, align 4
  %708 = add i64 %704, 0
  %709 = shl i64 %680, 1
  %710 = add i64 %708, %709
  %711 = getelementptr i8, ptr addrspace(1) %682, i64 %710
  %712 = load i32, ptr addrspace(1) %711, align 4
  %713 = call i32 @llvm.fshr.i32(i32 %712, i32 %707, i32 %684)
  %714 = lshr i64 %674, 1
  %715 = add i64 %714, 106
  %716 = getelementptr i8, ptr addrspace(1) %673, i64 %715
  %717 = load i8, ptr addrspace(1) %716, align 1
  %718 = zext i8 %717 to i32
  store i32 %677, ptr %v28, align 4
  store i32 %697, ptr %v29, align 4
  store i32 %698, ptr %v30, align 4
  store i32 %702, ptr %v31, align 4
  store i32 %713, ptr %v32, align 4
  store i32 %718, ptr %v33, align 4
  %719 = icmp slt i32 %487, %67
  br i1 %719, label %then44, label %endif45

done43:                                           ; preds = %loop41
  %720 = load float, ptr %v6, align 4
  %721 = load float, ptr %v7, align 4
  %722 = load float, ptr %v8, align 4
  %723 = load float, ptr %v9, align 4
  %724 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %725 = and i32 %724, 31
  %726 = and i32 %725, 16
  %727 = icmp ne i32 %726, 0
  %728 = select i1 %727, float %722, float %720
  %729 = select i1 %727, float %720, float %722
  %730 = bitcast float %729 to i32
  %731 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %730, i32 16, i32 31)
  %732 = bitcast i32 %731 to float
  %733 = fadd float %728, %732
  %734 = select i1 %727, float %723, float %721
  %735 = select i1 %727, float %721, float %723
  %736 = bitcast float %735 to i32
  %737 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %736, i32 16, i32 31)
  %738 = bitcast i32 %737 to float
  %739 = fadd float %734, %738
  %740 = and i32 %725, 8
  %741 = icmp ne i32 %740, 0
  %742 = select i1 %741, float %739, float %733
  %743 = select i1 %741, float %733, float %739
  %744 = bitcast float %743 to i32
  %745 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %744, i32 8, i32 31)
  %746 = bitcast i32 %745 to float
  %747 = fadd float %742, %746
  %748 = bitcast float %747 to i32
  %749 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %748, i32 4, i32 31)
  %750 = bitcast i32 %749 to float
  %751 = fadd float %747, %750
  %752 = bitcast float %751 to i32
  %753 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %752, i32 2, i32 31)
  %754 = bitcast i32 %753 to float
  %755 = fadd float %751, %754
  %756 = bitcast float %755 to i32
  %757 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %756, i32 1, i32 31)
  %758 = bitcast i32 %757 to float
  %759 = fadd float %755, %758
  store float %759, ptr %v5, align 4
  %760 = and i1 %36, %28
  br i1 %760, label %then54, label %endif55

then44:                                           ; preds = %body42
  %761 = and i32 %452, 1
  %762 = sext i32 %761 to i64
  %763 = mul i64 %762, 1152
  %764 = getelementptr i8, ptr addrspace(3) @lds2, i64 %763
  %765 = sext i32 %452 to i64
  %766 = mul i64 %765, 1024
  %767 = sext i32 %487 to i64
  %768 = mul i64 %767, 32
  %769 = sub i64 %768, %766
  %770 = add i64 %769, 0
  %771 = getelementptr i8, ptr addrspace(3) %764, i64 %770
  %772 = load <4 x i32>, ptr addrspace(3) %771, align 16
  %773 = extractelement <4 x i32> %772, i32 0
  %774 = extractelement <4 x i32> %772, i32 1
  %775 = extractelement <4 x i32> %772, i32 2
  %776 = extractelement <4 x i32> %772, i32 3
  %777 = add i64 %769, 16
  %778 = getelementptr i8, ptr addrspace(3) %764, i64 %777
  %779 = load <4 x i32>, ptr addrspace(3) %778, align 16
  %780 = extractelement <4 x i32> %779, i32 0
  %781 = extractelement <4 x i32> %779, i32 1
  %782 = extractelement <4 x i32> %779, i32 2
  %783 = extractelement <4 x i32> %779, i32 3
  %784 = getelementptr i8, ptr addrspace(3) %764, i64 1024
  %785 = lshr i64 %769, 5
  %786 = mul i64 %785, 4
  %787 = getelementptr i8, ptr addrspace(3) %784, i64 %786
  %788 = load float, ptr addrspace(3) %787, align 4
  %789 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %773, i32 0)
  %790 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %774, i32 %789)
  %791 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %775, i32 %790)
  %792 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %776, i32 %791)
  %793 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %780, i32 %792)
  %794 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %781, i32 %793)
  %795 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %782, i32 %794)
  %796 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %783, i32 %795)
  %797 = mul i32 %796, 255
  %798 = load float, ptr %v6, align 4
  %799 = and i32 %487, 7
  %800 = trunc i32 %488 to i16
  %801 = bitcast i16 %800 to half
  %802 = fpext half %801 to float
  %803 = and i32 %799, 1
  %804 = mul i32 %803, 4
  %805 = lshr i32 %493, %804
  %806 = and i32 %805, 15
  %807 = shl i32 %806, 1
  %808 = or i32 %807, 1
  %809 = bitcast i32 %492 to <4 x i8>
  %810 = shufflevector <4 x i8> %809, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %811 = bitcast <4 x i8> %810 to i32
  %812 = and i32 %811, 15
  %813 = mul i32 %812, 2113665
  %814 = and i32 %813, 16843009
  %815 = mul i32 %814, 255
  %816 = lshr i32 %811, 4
  %817 = and i32 %816, 15
  %818 = mul i32 %817, 2113665
  %819 = and i32 %818, 16843009
  %820 = mul i32 %819, 255
  %821 = bitcast i32 %489 to <4 x i8>
  %822 = shufflevector <4 x i8> %821, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %823 = bitcast <4 x i8> %822 to i32
  %824 = shl i32 %491, 8
  %825 = and i32 %824, 256
  %826 = or i32 %823, %825
  %827 = sext i32 %826 to i64
  %828 = mul i64 %827, 4
  %829 = getelementptr i8, ptr addrspace(3) @lds1, i64 %828
  %830 = load i32, ptr addrspace(3) %829, align 4
  %831 = xor i32 %830, %815
  %832 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %831, i32 %773, i32 0)
  %833 = bitcast i32 %489 to <4 x i8>
  %834 = shufflevector <4 x i8> %833, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %835 = bitcast <4 x i8> %834 to i32
  %836 = shl i32 %491, 7
  %837 = and i32 %836, 256
  %838 = or i32 %835, %837
  %839 = sext i32 %838 to i64
  %840 = mul i64 %839, 4
  %841 = getelementptr i8, ptr addrspace(3) @lds1, i64 %840
  %842 = load i32, ptr addrspace(3) %841, align 4
  %843 = xor i32 %842, %820
  %844 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %843, i32 %774, i32 %832)
  %845 = bitcast i32 %492 to <4 x i8>
  %846 = shufflevector <4 x i8> %845, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %847 = bitcast <4 x i8> %846 to i32
  %848 = and i32 %847, 15
  %849 = mul i32 %848, 2113665
  %850 = and i32 %849, 16843009
  %851 = mul i32 %850, 255
  %852 = lshr i32 %847, 4
  %853 = and i32 %852, 15
  %854 = mul i32 %853, 2113665
  %855 = and i32 %854, 16843009
  %856 = mul i32 %855, 255
  %857 = bitcast i32 %489 to <4 x i8>
  %858 = shufflevector <4 x i8> %857, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %859 = bitcast <4 x i8> %858 to i32
  %860 = shl i32 %491, 6
  %861 = and i32 %860, 256
  %862 = or i32 %859, %861
  %863 = sext i32 %862 to i64
  %864 = mul i64 %863, 4
  %865 = getelementptr i8, ptr addrspace(3) @lds1, i64 %864
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = xor i32 %866, %851
  %868 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %867, i32 %775, i32 %844)
  %869 = bitcast i32 %489 to <4 x i8>
  %870 = shufflevector <4 x i8> %869, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %871 = bitcast <4 x i8> %870 to i32
  %872 = shl i32 %491, 5
  %873 = and i32 %872, 256
  %874 = or i32 %871, %873
  %875 = sext i32 %874 to i64
  %876 = mul i64 %875, 4
  %877 = getelementptr i8, ptr addrspace(3) @lds1, i64 %876
  %878 = load i32, ptr addrspace(3) %877, align 4
  %879 = xor i32 %878, %856
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %776, i32 %868)
  %881 = bitcast i32 %492 to <4 x i8>
  %882 = shufflevector <4 x i8> %881, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %883 = bitcast <4 x i8> %882 to i32
  %884 = and i32 %883, 15
  %885 = mul i32 %884, 2113665
  %886 = and i32 %885, 16843009
  %887 = mul i32 %886, 255
  %888 = lshr i32 %883, 4
  %889 = and i32 %888, 15
  %890 = mul i32 %889, 2113665
  %891 = and i32 %890, 16843009
  %892 = mul i32 %891, 255
  %893 = bitcast i32 %490 to <4 x i8>
  %894 = shufflevector <4 x i8> %893, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %895 = bitcast <4 x i8> %894 to i32
  %896 = shl i32 %491, 4
  %897 = and i32 %896, 256
  %898 = or i32 %895, %897
  %899 = sext i32 %898 to i64
  %900 = mul i64 %899, 4
  %901 = getelementptr i8, ptr addrspace(3) @lds1, i64 %900
  %902 = load i32, ptr addrspace(3) %901, align 4
  %903 = xor i32 %902, %887
  %904 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %903, i32 %780, i32 %880)
  %905 = bitcast i32 %490 to <4 x i8>
  %906 = shufflevector <4 x i8> %905, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %907 = bitcast <4 x i8> %906 to i32
  %908 = shl i32 %491, 3
  %909 = and i32 %908, 256
  %910 = or i32 %907, %909
  %911 = sext i32 %910 to i64
  %912 = mul i64 %911, 4
  %913 = getelementptr i8, ptr addrspace(3) @lds1, i64 %912
  %914 = load i32, ptr addrspace(3) %913, align 4
  %915 = xor i32 %914, %892
  %916 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %915, i32 %781, i32 %904)
  %917 = bitcast i32 %492 to <4 x i8>
  %918 = shufflevector <4 x i8> %917, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %919 = bitcast <4 x i8> %918 to i32
  %920 = and i32 %919, 15
  %921 = mul i32 %920, 2113665
  %922 = and i32 %921, 16843009
  %923 = mul i32 %922, 255
  %924 = lshr i32 %919, 4
  %925 = and i32 %924, 15
  %926 = mul i32 %925, 2113665
  %927 = and i32 %926, 16843009
  %928 = mul i32 %927, 255
  %929 = bitcast i32 %490 to <4 x i8>
  %930 = shufflevector <4 x i8> %929, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %931 = bitcast <4 x i8> %930 to i32
  %932 = shl i32 %491, 2
  %933 = and i32 %932, 256
  %934 = or i32 %931, %933
  %935 = sext i32 %934 to i64
  %936 = mul i64 %935, 4
  %937 = getelementptr i8, ptr addrspace(3) @lds1, i64 %936
  %938 = load i32, ptr addrspace(3) %937, align 4
  %939 = xor i32 %938, %923
  %940 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %939, i32 %782, i32 %916)
  %941 = bitcast i32 %490 to <4 x i8>
  %942 = shufflevector <4 x i8> %941, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %943 = bitcast <4 x i8> %942 to i32
  %944 = shl i32 %491, 1
  %945 = and i32 %944, 256
  %946 = or i32 %943, %945
  %947 = sext i32 %946 to i64
  %948 = mul i64 %947, 4
  %949 = getelementptr i8, ptr addrspace(3) @lds1, i64 %948
  %950 = load i32, ptr addrspace(3) %949, align 4
  %951 = xor i32 %950, %928
  %952 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %951, i32 %783, i32 %940)
  %953 = shl i32 %952, 1
  %954 = sub i32 %953, %797
  %955 = mul i32 %808, %954
  %956 = sitofp i32 %955 to float
  %957 = fmul float %802, %788
  %958 = call float @llvm.fma.f32(float %957, float %956, float %798)
  store float %958, ptr %v6, align 4
  %959 = load float, ptr %v7, align 4
  %960 = and i32 %487, 7
  %961 = trunc i32 %494 to i16
  %962 = bitcast i16 %961 to half
  %963 = fpext half %962 to float
  %964 = and i32 %960, 1
  %965 = mul i32 %964, 4
  %966 = lshr i32 %499, %965
  %967 = and i32 %966, 15
  %968 = shl i32 %967, 1
  %969 = or i32 %968, 1
  %970 = bitcast i32 %498 to <4 x i8>
  %971 = shufflevector <4 x i8> %970, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %972 = bitcast <4 x i8> %971 to i32
  %973 = and i32 %972, 15
  %974 = mul i32 %973, 2113665
  %975 = and i32 %974, 16843009
  %976 = mul i32 %975, 255
  %977 = lshr i32 %972, 4
  %978 = and i32 %977, 15
  %979 = mul i32 %978, 2113665
  %980 = and i32 %979, 16843009
  %981 = mul i32 %980, 255
  %982 = bitcast i32 %495 to <4 x i8>
  %983 = shufflevector <4 x i8> %982, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %984 = bitcast <4 x i8> %983 to i32
  %985 = shl i32 %497, 8
  %986 = and i32 %985, 256
  %987 = or i32 %984, %986
  %988 = sext i32 %987 to i64
  %989 = mul i64 %988, 4
  %990 = getelementptr i8, ptr addrspace(3) @lds1, i64 %989
  %991 = load i32, ptr addrspace(3) %990, align 4
  %992 = xor i32 %991, %976
  %993 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %992, i32 %773, i32 0)
  %994 = bitcast i32 %495 to <4 x i8>
  %995 = shufflevector <4 x i8> %994, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %996 = bitcast <4 x i8> %995 to i32
  %997 = shl i32 %497, 7
  %998 = and i32 %997, 256
  %999 = or i32 %996, %998
  %1000 = sext i32 %999 to i64
  %1001 = mul i64 %1000, 4
  %1002 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1001
  %1003 = load i32, ptr addrspace(3) %1002, align 4
  %1004 = xor i32 %1003, %981
  %1005 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1004, i32 %774, i32 %993)
  %1006 = bitcast i32 %498 to <4 x i8>
  %1007 = shufflevector <4 x i8> %1006, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1008 = bitcast <4 x i8> %1007 to i32
  %1009 = and i32 %1008, 15
  %1010 = mul i32 %1009, 2113665
  %1011 = and i32 %1010, 16843009
  %1012 = mul i32 %1011, 255
  %1013 = lshr i32 %1008, 4
  %1014 = and i32 %1013, 15
  %1015 = mul i32 %1014, 2113665
  %1016 = and i32 %1015, 16843009
  %1017 = mul i32 %1016, 255
  %1018 = bitcast i32 %495 to <4 x i8>
  %1019 = shufflevector <4 x i8> %1018, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1020 = bitcast <4 x i8> %1019 to i32
  %1021 = shl i32 %497, 6
  %1022 = and i32 %1021, 256
  %1023 = or i32 %1020, %1022
  %1024 = sext i32 %1023 to i64
  %1025 = mul i64 %1024, 4
  %1026 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1025
  %1027 = load i32, ptr addrspace(3) %1026, align 4
  %1028 = xor i32 %1027, %1012
  %1029 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1028, i32 %775, i32 %1005)
  %1030 = bitcast i32 %495 to <4 x i8>
  %1031 = shufflevector <4 x i8> %1030, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1032 = bitcast <4 x i8> %1031 to i32
  %1033 = shl i32 %497, 5
  %1034 = and i32 %1033, 256
  %1035 = or i32 %1032, %1034
  %1036 = sext i32 %1035 to i64
  %1037 = mul i64 %1036, 4
  %1038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1037
  %1039 = load i32, ptr addrspace(3) %1038, align 4
  %1040 = xor i32 %1039, %1017
  %1041 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1040, i32 %776, i32 %1029)
  %1042 = bitcast i32 %498 to <4 x i8>
  %1043 = shufflevector <4 x i8> %1042, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1044 = bitcast <4 x i8> %1043 to i32
  %1045 = and i32 %1044, 15
  %1046 = mul i32 %1045, 2113665
  %1047 = and i32 %1046, 16843009
  %1048 = mul i32 %1047, 255
  %1049 = lshr i32 %1044, 4
  %1050 = and i32 %1049, 15
  %1051 = mul i32 %1050, 2113665
  %1052 = and i32 %1051, 16843009
  %1053 = mul i32 %1052, 255
  %1054 = bitcast i32 %496 to <4 x i8>
  %1055 = shufflevector <4 x i8> %1054, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1056 = bitcast <4 x i8> %1055 to i32
  %1057 = shl i32 %497, 4
  %1058 = and i32 %1057, 256
  %1059 = or i32 %1056, %1058
  %1060 = sext i32 %1059 to i64
  %1061 = mul i64 %1060, 4
  %1062 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1061
  %1063 = load i32, ptr addrspace(3) %1062, align 4
  %1064 = xor i32 %1063, %1048
  %1065 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1064, i32 %780, i32 %1041)
  %1066 = bitcast i32 %496 to <4 x i8>
  %1067 = shufflevector <4 x i8> %1066, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1068 = bitcast <4 x i8> %1067 to i32
  %1069 = shl i32 %497, 3
  %1070 = and i32 %1069, 256
  %1071 = or i32 %1068, %1070
  %1072 = sext i32 %1071 to i64
  %1073 = mul i64 %1072, 4
  %1074 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1073
  %1075 = load i32, ptr addrspace(3) %1074, align 4
  %1076 = xor i32 %1075, %1053
  %1077 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1076, i32 %781, i32 %1065)
  %1078 = bitcast i32 %498 to <4 x i8>
  %1079 = shufflevector <4 x i8> %1078, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1080 = bitcast <4 x i8> %1079 to i32
  %1081 = and i32 %1080, 15
  %1082 = mul i32 %1081, 2113665
  %1083 = and i32 %1082, 16843009
  %1084 = mul i32 %1083, 255
  %1085 = lshr i32 %1080, 4
  %1086 = and i32 %1085, 15
  %1087 = mul i32 %1086, 2113665
  %1088 = and i32 %1087, 16843009
  %1089 = mul i32 %1088, 255
  %1090 = bitcast i32 %496 to <4 x i8>
  %1091 = shufflevector <4 x i8> %1090, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1092 = bitcast <4 x i8> %1091 to i32
  %1093 = shl i32 %497, 2
  %1094 = and i32 %1093, 256
  %1095 = or i32 %1092, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = mul i64 %1096, 4
  %1098 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1097
  %1099 = load i32, ptr addrspace(3) %1098, align 4
  %1100 = xor i32 %1099, %1084
  %1101 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1100, i32 %782, i32 %1077)
  %1102 = bitcast i32 %496 to <4 x i8>
  %1103 = shufflevector <4 x i8> %1102, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1104 = bitcast <4 x i8> %1103 to i32
  %1105 = shl i32 %497, 1
  %1106 = and i32 %1105, 256
  %1107 = or i32 %1104, %1106
  %1108 = sext i32 %1107 to i64
  %1109 = mul i64 %1108, 4
  %1110 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1109
  %1111 = load i32, ptr addrspace(3) %1110, align 4
  %1112 = xor i32 %1111, %1089
  %1113 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1112, i32 %783, i32 %1101)
  %1114 = shl i32 %1113, 1
  %1115 = sub i32 %1114, %797
  %1116 = mul i32 %969, %1115
  %1117 = sitofp i32 %1116 to float
  %1118 = fmul float %963, %788
  %1119 = call float @llvm.fma.f32(float %1118, float %1117, float %959)
  store float %1119, ptr %v7, align 4
  %1120 = load float, ptr %v8, align 4
  %1121 = and i32 %487, 7
  %1122 = trunc i32 %500 to i16
  %1123 = bitcast i16 %1122 to half
  %1124 = fpext half %1123 to float
  %1125 = and i32 %1121, 1
  %1126 = mul i32 %1125, 4
  %1127 = lshr i32 %505, %1126
  %1128 = and i32 %1127, 15
  %1129 = shl i32 %1128, 1
  %1130 = or i32 %1129, 1
  %1131 = bitcast i32 %504 to <4 x i8>
  %1132 = shufflevector <4 x i8> %1131, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1133 = bitcast <4 x i8> %1132 to i32
  %1134 = and i32 %1133, 15
  %1135 = mul i32 %1134, 2113665
  %1136 = and i32 %1135, 16843009
  %1137 = mul i32 %1136, 255
  %1138 = lshr i32 %1133, 4
  %1139 = and i32 %1138, 15
  %1140 = mul i32 %1139, 2113665
  %1141 = and i32 %1140, 16843009
  %1142 = mul i32 %1141, 255
  %1143 = bitcast i32 %501 to <4 x i8>
  %1144 = shufflevector <4 x i8> %1143, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1145 = bitcast <4 x i8> %1144 to i32
  %1146 = shl i32 %503, 8
  %1147 = and i32 %1146, 256
  %1148 = or i32 %1145, %1147
  %1149 = sext i32 %1148 to i64
  %1150 = mul i64 %1149, 4
  %1151 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1150
  %1152 = load i32, ptr addrspace(3) %1151, align 4
  %1153 = xor i32 %1152, %1137
  %1154 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1153, i32 %773, i32 0)
  %1155 = bitcast i32 %501 to <4 x i8>
  %1156 = shufflevector <4 x i8> %1155, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1157 = bitcast <4 x i8> %1156 to i32
  %1158 = shl i32 %503, 7
  %1159 = and i32 %1158, 256
  %1160 = or i32 %1157, %1159
  %1161 = sext i32 %1160 to i64
  %1162 = mul i64 %1161, 4
  %1163 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1162
  %1164 = load i32, ptr addrspace(3) %1163, align 4
  %1165 = xor i32 %1164, %1142
  %1166 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1165, i32 %774, i32 %1154)
  %1167 = bitcast i32 %504 to <4 x i8>
  %1168 = shufflevector <4 x i8> %1167, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1169 = bitcast <4 x i8> %1168 to i32
  %1170 = and i32 %1169, 15
  %1171 = mul i32 %1170, 2113665
  %1172 = and i32 %1171, 16843009
  %1173 = mul i32 %1172, 255
  %1174 = lshr i32 %1169, 4
  %1175 = and i32 %1174, 15
  %1176 = mul i32 %1175, 2113665
  %1177 = and i32 %1176, 16843009
  %1178 = mul i32 %1177, 255
  %1179 = bitcast i32 %501 to <4 x i8>
  %1180 = shufflevector <4 x i8> %1179, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1181 = bitcast <4 x i8> %1180 to i32
  %1182 = shl i32 %503, 6
  %1183 = and i32 %1182, 256
  %1184 = or i32 %1181, %1183
  %1185 = sext i32 %1184 to i64
  %1186 = mul i64 %1185, 4
  %1187 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1186
  %1188 = load i32, ptr addrspace(3) %1187, align 4
  %1189 = xor i32 %1188, %1173
  %1190 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1189, i32 %775, i32 %1166)
  %1191 = bitcast i32 %501 to <4 x i8>
  %1192 = shufflevector <4 x i8> %1191, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1193 = bitcast <4 x i8> %1192 to i32
  %1194 = shl i32 %503, 5
  %1195 = and i32 %1194, 256
  %1196 = or i32 %1193, %1195
  %1197 = sext i32 %1196 to i64
  %1198 = mul i64 %1197, 4
  %1199 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1198
  %1200 = load i32, ptr addrspace(3) %1199, align 4
  %1201 = xor i32 %1200, %1178
  %1202 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1201, i32 %776, i32 %1190)
  %1203 = bitcast i32 %504 to <4 x i8>
  %1204 = shufflevector <4 x i8> %1203, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1205 = bitcast <4 x i8> %1204 to i32
  %1206 = and i32 %1205, 15
  %1207 = mul i32 %1206, 2113665
  %1208 = and i32 %1207, 16843009
  %1209 = mul i32 %1208, 255
  %1210 = lshr i32 %1205, 4
  %1211 = and i32 %1210, 15
  %1212 = mul i32 %1211, 2113665
  %1213 = and i32 %1212, 16843009
  %1214 = mul i32 %1213, 255
  %1215 = bitcast i32 %502 to <4 x i8>
  %1216 = shufflevector <4 x i8> %1215, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1217 = bitcast <4 x i8> %1216 to i32
  %1218 = shl i32 %503, 4
  %1219 = and i32 %1218, 256
  %1220 = or i32 %1217, %1219
  %1221 = sext i32 %1220 to i64
  %1222 = mul i64 %1221, 4
  %1223 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1222
  %1224 = load i32, ptr addrspace(3) %1223, align 4
  %1225 = xor i32 %1224, %1209
  %1226 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1225, i32 %780, i32 %1202)
  %1227 = bitcast i32 %502 to <4 x i8>
  %1228 = shufflevector <4 x i8> %1227, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1229 = bitcast <4 x i8> %1228 to i32
  %1230 = shl i32 %503, 3
  %1231 = and i32 %1230, 256
  %1232 = or i32 %1229, %1231
  %1233 = sext i32 %1232 to i64
  %1234 = mul i64 %1233, 4
  %1235 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1234
  %1236 = load i32, ptr addrspace(3) %1235, align 4
  %1237 = xor i32 %1236, %1214
  %1238 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1237, i32 %781, i32 %1226)
  %1239 = bitcast i32 %504 to <4 x i8>
  %1240 = shufflevector <4 x i8> %1239, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1241 = bitcast <4 x i8> %1240 to i32
  %1242 = and i32 %1241, 15
  %1243 = mul i32 %1242, 2113665
  %1244 = and i32 %1243, 16843009
  %1245 = mul i32 %1244, 255
  %1246 = lshr i32 %1241, 4
  %1247 = and i32 %1246, 15
  %1248 = mul i32 %1247, 2113665
  %1249 = and i32 %1248, 16843009
  %1250 = mul i32 %1249, 255
  %1251 = bitcast i32 %502 to <4 x i8>
  %1252 = shufflevector <4 x i8> %1251, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1253 = bitcast <4 x i8> %1252 to i32
  %1254 = shl i32 %503, 2
  %1255 = and i32 %1254, 256
  %1256 = or i32 %1253, %1255
  %1257 = sext i32 %1256 to i64
  %1258 = mul i64 %1257, 4
  %1259 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1258
  %1260 = load i32, ptr addrspace(3) %1259, align 4
  %1261 = xor i32 %1260, %1245
  %1262 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1261, i32 %782, i32 %1238)
  %1263 = bitcast i32 %502 to <4 x i8>
  %1264 = shufflevector <4 x i8> %1263, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1265 = bitcast <4 x i8> %1264 to i32
  %1266 = shl i32 %503, 1
  %1267 = and i32 %1266, 256
  %1268 = or i32 %1265, %1267
  %1269 = sext i32 %1268 to i64
  %1270 = mul i64 %1269, 4
  %1271 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1270
  %1272 = load i32, ptr addrspace(3) %1271, align 4
  %1273 = xor i32 %1272, %1250
  %1274 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1273, i32 %783, i32 %1262)
  %1275 = shl i32 %1274, 1
  %1276 = sub i32 %1275, %797
  %1277 = mul i32 %1130, %1276
  %1278 = sitofp i32 %1277 to float
  %1279 = fmul float %1124, %788
  %1280 = call float @llvm.fma.f32(float %1279, float %1278, float %1120)
  store float %1280, ptr %v8, align 4
  %1281 = load float, ptr %v9, align 4
  %1282 = and i32 %487, 7
  %1283 = trunc i32 %506 to i16
  %1284 = bitcast i16 %1283 to half
  %1285 = fpext half %1284 to float
  %1286 = and i32 %1282, 1
  %1287 = mul i32 %1286, 4
  %1288 = lshr i32 %511, %1287
  %1289 = and i32 %1288, 15
  %1290 = shl i32 %1289, 1
  %1291 = or i32 %1290, 1
  %1292 = bitcast i32 %510 to <4 x i8>
  %1293 = shufflevector <4 x i8> %1292, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1294 = bitcast <4 x i8> %1293 to i32
  %1295 = and i32 %1294, 15
  %1296 = mul i32 %1295, 2113665
  %1297 = and i32 %1296, 16843009
  %1298 = mul i32 %1297, 255
  %1299 = lshr i32 %1294, 4
  %1300 = and i32 %1299, 15
  %1301 = mul i32 %1300, 2113665
  %1302 = and i32 %1301, 16843009
  %1303 = mul i32 %1302, 255
  %1304 = bitcast i32 %507 to <4 x i8>
  %1305 = shufflevector <4 x i8> %1304, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1306 = bitcast <4 x i8> %1305 to i32
  %1307 = shl i32 %509, 8
  %1308 = and i32 %1307, 256
  %1309 = or i32 %1306, %1308
  %1310 = sext i32 %1309 to i64
  %1311 = mul i64 %1310, 4
  %1312 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1311
  %1313 = load i32, ptr addrspace(3) %1312, align 4
  %1314 = xor i32 %1313, %1298
  %1315 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1314, i32 %773, i32 0)
  %1316 = bitcast i32 %507 to <4 x i8>
  %1317 = shufflevector <4 x i8> %1316, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1318 = bitcast <4 x i8> %1317 to i32
  %1319 = shl i32 %509, 7
  %1320 = and i32 %1319, 256
  %1321 = or i32 %1318, %1320
  %1322 = sext i32 %1321 to i64
  %1323 = mul i64 %1322, 4
  %1324 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1323
  %1325 = load i32, ptr addrspace(3) %1324, align 4
  %1326 = xor i32 %1325, %1303
  %1327 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1326, i32 %774, i32 %1315)
  %1328 = bitcast i32 %510 to <4 x i8>
  %1329 = shufflevector <4 x i8> %1328, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1330 = bitcast <4 x i8> %1329 to i32
  %1331 = and i32 %1330, 15
  %1332 = mul i32 %1331, 2113665
  %1333 = and i32 %1332, 16843009
  %1334 = mul i32 %1333, 255
  %1335 = lshr i32 %1330, 4
  %1336 = and i32 %1335, 15
  %1337 = mul i32 %1336, 2113665
  %1338 = and i32 %1337, 16843009
  %1339 = mul i32 %1338, 255
  %1340 = bitcast i32 %507 to <4 x i8>
  %1341 = shufflevector <4 x i8> %1340, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1342 = bitcast <4 x i8> %1341 to i32
  %1343 = shl i32 %509, 6
  %1344 = and i32 %1343, 256
  %1345 = or i32 %1342, %1344
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1347
  %1349 = load i32, ptr addrspace(3) %1348, align 4
  %1350 = xor i32 %1349, %1334
  %1351 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1350, i32 %775, i32 %1327)
  %1352 = bitcast i32 %507 to <4 x i8>
  %1353 = shufflevector <4 x i8> %1352, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1354 = bitcast <4 x i8> %1353 to i32
  %1355 = shl i32 %509, 5
  %1356 = and i32 %1355, 256
  %1357 = or i32 %1354, %1356
  %1358 = sext i32 %1357 to i64
  %1359 = mul i64 %1358, 4
  %1360 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1359
  %1361 = load i32, ptr addrspace(3) %1360, align 4
  %1362 = xor i32 %1361, %1339
  %1363 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1362, i32 %776, i32 %1351)
  %1364 = bitcast i32 %510 to <4 x i8>
  %1365 = shufflevector <4 x i8> %1364, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1366 = bitcast <4 x i8> %1365 to i32
  %1367 = and i32 %1366, 15
  %1368 = mul i32 %1367, 2113665
  %1369 = and i32 %1368, 16843009
  %1370 = mul i32 %1369, 255
  %1371 = lshr i32 %1366, 4
  %1372 = and i32 %1371, 15
  %1373 = mul i32 %1372, 2113665
  %1374 = and i32 %1373, 16843009
  %1375 = mul i32 %1374, 255
  %1376 = bitcast i32 %508 to <4 x i8>
  %1377 = shufflevector <4 x i8> %1376, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1378 = bitcast <4 x i8> %1377 to i32
  %1379 = shl i32 %509, 4
  %1380 = and i32 %1379, 256
  %1381 = or i32 %1378, %1380
  %1382 = sext i32 %1381 to i64
  %1383 = mul i64 %1382, 4
  %1384 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1383
  %1385 = load i32, ptr addrspace(3) %1384, align 4
  %1386 = xor i32 %1385, %1370
  %1387 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1386, i32 %780, i32 %1363)
  %1388 = bitcast i32 %508 to <4 x i8>
  %1389 = shufflevector <4 x i8> %1388, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1390 = bitcast <4 x i8> %1389 to i32
  %1391 = shl i32 %509, 3
  %1392 = and i32 %1391, 256
  %1393 = or i32 %1390, %1392
  %1394 = sext i32 %1393 to i64
  %1395 = mul i64 %1394, 4
  %1396 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1395
  %1397 = load i32, ptr addrspace(3) %1396, align 4
  %1398 = xor i32 %1397, %1375
  %1399 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1398, i32 %781, i32 %1387)
  %1400 = bitcast i32 %510 to <4 x i8>
  %1401 = shufflevector <4 x i8> %1400, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1402 = bitcast <4 x i8> %1401 to i32
  %1403 = and i32 %1402, 15
  %1404 = mul i32 %1403, 2113665
  %1405 = and i32 %1404, 16843009
  %1406 = mul i32 %1405, 255
  %1407 = lshr i32 %1402, 4
  %1408 = and i32 %1407, 15
  %1409 = mul i32 %1408, 2113665
  %1410 = and i32 %1409, 16843009
  %1411 = mul i32 %1410, 255
  %1412 = bitcast i32 %508 to <4 x i8>
  %1413 = shufflevector <4 x i8> %1412, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1414 = bitcast <4 x i8> %1413 to i32
  %1415 = shl i32 %509, 2
  %1416 = and i32 %1415, 256
  %1417 = or i32 %1414, %1416
  %1418 = sext i32 %1417 to i64
  %1419 = mul i64 %1418, 4
  %1420 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1419
  %1421 = load i32, ptr addrspace(3) %1420, align 4
  %1422 = xor i32 %1421, %1406
  %1423 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1422, i32 %782, i32 %1399)
  %1424 = bitcast i32 %508 to <4 x i8>
  %1425 = shufflevector <4 x i8> %1424, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1426 = bitcast <4 x i8> %1425 to i32
  %1427 = shl i32 %509, 1
  %1428 = and i32 %1427, 256
  %1429 = or i32 %1426, %1428
  %1430 = sext i32 %1429 to i64
  %1431 = mul i64 %1430, 4
  %1432 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1431
  %1433 = load i32, ptr addrspace(3) %1432, align 4
  %1434 = xor i32 %1433, %1411
  %1435 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1434, i32 %783, i32 %1423)
  %1436 = shl i32 %1435, 1
  %1437 = sub i32 %1436, %797
  %1438 = mul i32 %1291, %1437
  %1439 = sitofp i32 %1438 to float
  %1440 = fmul float %1285, %788
  %1441 = call float @llvm.fma.f32(float %1440, float %1439, float %1281)
  store float %1441, ptr %v9, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %body42
  %1442 = add i32 %452, 1
  %1443 = and i32 %1442, 1
  %1444 = sext i32 %1443 to i64
  %1445 = mul i64 %1444, 1152
  %1446 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1445
  %1447 = getelementptr i8, ptr addrspace(3) %1446, i64 1024
  %1448 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1449 = bitcast float %467 to i32
  %1450 = and i32 %1449, 2147483647
  %1451 = bitcast float %468 to i32
  %1452 = and i32 %1451, 2147483647
  %1453 = bitcast float %469 to i32
  %1454 = and i32 %1453, 2147483647
  %1455 = bitcast float %470 to i32
  %1456 = and i32 %1455, 2147483647
  %1457 = icmp ugt i32 %1450, %1452
  %1458 = select i1 %1457, i32 %1450, i32 %1452
  %1459 = icmp ugt i32 %1454, %1456
  %1460 = select i1 %1459, i32 %1454, i32 %1456
  %1461 = icmp ugt i32 %1458, %1460
  %1462 = select i1 %1461, i32 %1458, i32 %1460
  %1463 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1462, i32 1, i32 31)
  %1464 = icmp ugt i32 %1462, %1463
  %1465 = select i1 %1464, i32 %1462, i32 %1463
  %1466 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1465, i32 2, i32 31)
  %1467 = icmp ugt i32 %1465, %1466
  %1468 = select i1 %1467, i32 %1465, i32 %1466
  %1469 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1468, i32 4, i32 31)
  %1470 = icmp ugt i32 %1468, %1469
  %1471 = select i1 %1470, i32 %1468, i32 %1469
  %1472 = and i32 %1471, 2147483647
  %1473 = icmp ult i32 %1472, 2139095040
  %1474 = bitcast i32 %1471 to float
  %1475 = fdiv float 1.270000e+02, %1474
  %1476 = bitcast float %1475 to i32
  %1477 = and i32 %1476, 2147483647
  %1478 = icmp ult i32 %1477, 2139095040
  %1479 = select i1 %1478, float %1475, float 0.000000e+00
  %1480 = fmul float %467, %1479
  %1481 = fadd float %1480, 0x4168000000000000
  %1482 = bitcast float %1481 to i32
  %1483 = fmul float %468, %1479
  %1484 = fadd float %1483, 0x4168000000000000
  %1485 = bitcast float %1484 to i32
  %1486 = fmul float %469, %1479
  %1487 = fadd float %1486, 0x4168000000000000
  %1488 = bitcast float %1487 to i32
  %1489 = fmul float %470, %1479
  %1490 = fadd float %1489, 0x4168000000000000
  %1491 = bitcast float %1490 to i32
  %1492 = bitcast i32 %1482 to <4 x i8>
  %1493 = bitcast i32 %1485 to <4 x i8>
  %1494 = shufflevector <4 x i8> %1492, <4 x i8> %1493, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1495 = bitcast <4 x i8> %1494 to i32
  %1496 = bitcast i32 %1488 to <4 x i8>
  %1497 = bitcast i32 %1491 to <4 x i8>
  %1498 = shufflevector <4 x i8> %1496, <4 x i8> %1497, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1499 = bitcast <4 x i8> %1498 to i32
  %1500 = bitcast i32 %1495 to <4 x i8>
  %1501 = bitcast i32 %1499 to <4 x i8>
  %1502 = shufflevector <4 x i8> %1500, <4 x i8> %1501, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1503 = bitcast <4 x i8> %1502 to i32
  %1504 = add i32 %1448, 0
  %1505 = sext i32 %1504 to i64
  %1506 = mul i64 %1505, 4
  %1507 = icmp slt i64 %1506, 1024
  br i1 %1507, label %then46, label %endif47

then46:                                           ; preds = %endif45
  %1508 = lshr i64 %1506, 2
  %1509 = mul i64 %1508, 4
  %1510 = getelementptr i8, ptr addrspace(3) %1446, i64 %1509
  store i32 %1503, ptr addrspace(3) %1510, align 4
  %1511 = and i64 %1506, 31
  %1512 = icmp eq i64 %1511, 0
  br i1 %1512, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif45
  %1513 = bitcast float %482 to i32
  %1514 = and i32 %1513, 2147483647
  %1515 = bitcast float %483 to i32
  %1516 = and i32 %1515, 2147483647
  %1517 = bitcast float %484 to i32
  %1518 = and i32 %1517, 2147483647
  %1519 = bitcast float %485 to i32
  %1520 = and i32 %1519, 2147483647
  %1521 = icmp ugt i32 %1514, %1516
  %1522 = select i1 %1521, i32 %1514, i32 %1516
  %1523 = icmp ugt i32 %1518, %1520
  %1524 = select i1 %1523, i32 %1518, i32 %1520
  %1525 = icmp ugt i32 %1522, %1524
  %1526 = select i1 %1525, i32 %1522, i32 %1524
  %1527 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1526, i32 1, i32 31)
  %1528 = icmp ugt i32 %1526, %1527
  %1529 = select i1 %1528, i32 %1526, i32 %1527
  %1530 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1529, i32 2, i32 31)
  %1531 = icmp ugt i32 %1529, %1530
  %1532 = select i1 %1531, i32 %1529, i32 %1530
  %1533 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1532, i32 4, i32 31)
  %1534 = icmp ugt i32 %1532, %1533
  %1535 = select i1 %1534, i32 %1532, i32 %1533
  %1536 = and i32 %1535, 2147483647
  %1537 = icmp ult i32 %1536, 2139095040
  %1538 = bitcast i32 %1535 to float
  %1539 = fdiv float 1.270000e+02, %1538
  %1540 = bitcast float %1539 to i32
  %1541 = and i32 %1540, 2147483647
  %1542 = icmp ult i32 %1541, 2139095040
  %1543 = select i1 %1542, float %1539, float 0.000000e+00
  %1544 = fmul float %482, %1543
  %1545 = fadd float %1544, 0x4168000000000000
  %1546 = bitcast float %1545 to i32
  %1547 = fmul float %483, %1543
  %1548 = fadd float %1547, 0x4168000000000000
  %1549 = bitcast float %1548 to i32
  %1550 = fmul float %484, %1543
  %1551 = fadd float %1550, 0x4168000000000000
  %1552 = bitcast float %1551 to i32
  %1553 = fmul float %485, %1543
  %1554 = fadd float %1553, 0x4168000000000000
  %1555 = bitcast float %1554 to i32
  %1556 = bitcast i32 %1546 to <4 x i8>
  %1557 = bitcast i32 %1549 to <4 x i8>
  %1558 = shufflevector <4 x i8> %1556, <4 x i8> %1557, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1559 = bitcast <4 x i8> %1558 to i32
  %1560 = bitcast i32 %1552 to <4 x i8>
  %1561 = bitcast i32 %1555 to <4 x i8>
  %1562 = shufflevector <4 x i8> %1560, <4 x i8> %1561, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1563 = bitcast <4 x i8> %1562 to i32
  %1564 = bitcast i32 %1559 to <4 x i8>
  %1565 = bitcast i32 %1563 to <4 x i8>
  %1566 = shufflevector <4 x i8> %1564, <4 x i8> %1565, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1567 = bitcast <4 x i8> %1566 to i32
  %1568 = add i32 %1448, 128
  %1569 = sext i32 %1568 to i64
  %1570 = mul i64 %1569, 4
  %1571 = icmp slt i64 %1570, 1024
  br i1 %1571, label %then50, label %endif51

then48:                                           ; preds = %then46
  %1572 = fmul float %1474, 0x3F80204080000000
  %1573 = select i1 %1473, float %1572, float 0x7FF8000000000000
  %1574 = lshr i64 %1506, 5
  %1575 = mul i64 %1574, 4
  %1576 = getelementptr i8, ptr addrspace(3) %1447, i64 %1575
  store float %1573, ptr addrspace(3) %1576, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

then50:                                           ; preds = %endif47
  %1577 = lshr i64 %1570, 2
  %1578 = mul i64 %1577, 4
  %1579 = getelementptr i8, ptr addrspace(3) %1446, i64 %1578
  store i32 %1567, ptr addrspace(3) %1579, align 4
  %1580 = and i64 %1570, 31
  %1581 = icmp eq i64 %1580, 0
  br i1 %1581, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif47
  call void @llvm.nvvm.barrier0()
  %1582 = load i32, ptr %v40, align 4
  %1583 = add i32 %1582, 1
  store i32 %1583, ptr %v40, align 4
  br label %loop41

then52:                                           ; preds = %then50
  %1584 = fmul float %1538, 0x3F80204080000000
  %1585 = select i1 %1537, float %1584, float 0x7FF8000000000000
  %1586 = lshr i64 %1570, 5
  %1587 = mul i64 %1586, 4
  %1588 = getelementptr i8, ptr addrspace(3) %1447, i64 %1587
  store float %1585, ptr addrspace(3) %1588, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %done43
  %1589 = load float, ptr %v5, align 4
  %1590 = add i32 %35, %26
  %1591 = icmp slt i32 %1590, %3
  br i1 %1591, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %done43
  %1592 = load i32, ptr %v1, align 4
  %1593 = add i32 %1592, 4
  store i32 %1593, ptr %v1, align 4
  br label %loop2

then56:                                           ; preds = %then54
  %1594 = add i32 0, %1590
  %1595 = sext i32 %1594 to i64
  %1596 = mul i64 %1595, 4
  %1597 = getelementptr i8, ptr addrspace(1) %0, i64 %1596
  store float %1589, ptr addrspace(1) %1597, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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

!0 = !{ptr @strata_matvec_iq3_s, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_iq3_s, !"maxntidx", i32 128}
