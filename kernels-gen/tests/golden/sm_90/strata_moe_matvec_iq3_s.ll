; ModuleID = 'strata_moe_matvec_iq3_s'
source_filename = "strata_moe_matvec_iq3_s"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3s_grid_ob = internal addrspace(1) constant [512 x i32] [i32 -2139062144, i32 -2139062143, i32 -2139062142, i32 -2139062139, i32 -2139062137, i32 -2139061888, i32 -2139061887, i32 -2139061886, i32 -2139061884, i32 -2139061882, i32 -2139061632, i32 -2139061631, i32 -2139061627, i32 -2139061373, i32 -2139061120, i32 -2139061118, i32 -2139061115, i32 -2139061113, i32 -2139060863, i32 -2139060861, i32 -2139060608, i32 -2139060606, i32 -2139060351, i32 -2139060348, i32 -2139060345, i32 -2138996608, i32 -2138996607, i32 -2138996606, i32 -2138996604, i32 -2138996352, i32 -2138996351, i32 -2138996347, i32 -2138996096, i32 -2138996093, i32 -2138996089, i32 -2138995839, i32 -2138995835, i32 -2138995580, i32 -2138995071, i32 -2138995067, i32 -2138994814, i32 -2138931072, i32 -2138931071, i32 -2138931067, i32 -2138931065, i32 -2138930816, i32 -2138930813, i32 -2138930810, i32 -2138930559, i32 -2138930555, i32 -2138930304, i32 -2138930300, i32 -2138930046, i32 -2138930043, i32 -2138930041, i32 -2138929791, i32 -2138929789, i32 -2138929280, i32 -2138929277, i32 -2138865533, i32 -2138865279, i32 -2138865275, i32 -2138865024, i32 -2138865022, i32 -2138864767, i32 -2138864765, i32 -2138864762, i32 -2138864508, i32 -2138864256, i32 -2138864254, i32 -2138863993, i32 -2138863743, i32 -2138863739, i32 -2138800000, i32 -2138799741, i32 -2138799737, i32 -2138799487, i32 -2138799484, i32 -2138799230, i32 -2138798976, i32 -2138798973, i32 -2138798719, i32 -2138798208, i32 -2138734462, i32 -2138734460, i32 -2138733952, i32 -2138733950, i32 -2138733946, i32 -2138733693, i32 -2138733439, i32 -2138733435, i32 -2138733433, i32 -2138732922, i32 -2138732669, i32 -2138668922, i32 -2138668671, i32 -2138668669, i32 -2138668159, i32 -2138667646, i32 -2138667135, i32 -2138603392, i32 -2138603390, i32 -2138603388, i32 -2138602880, i32 -2138602878, i32 -2138602874, i32 -2138602621, i32 -2138602112, i32 -2138602108, i32 -2122284928, i32 -2122284927, i32 -2122284926, i32 -2122284924, i32 -2122284672, i32 -2122284671, i32 -2122284669, i32 -2122284667, i32 -2122284665, i32 -2122284416, i32 -2122284414, i32 -2122284159, i32 -2122284156, i32 -2122284154, i32 -2122283644, i32 -2122283642, i32 -2122283391, i32 -2122283134, i32 -2122219392, i32 -2122219391, i32 -2122219389, i32 -2122219386, i32 -2122219136, i32 -2122219132, i32 -2122218879, i32 -2122218624, i32 -2122218621, i32 -2122218367, i32 -2122218112, i32 -2122218110, i32 -2122217600, i32 -2122217594, i32 -2122153856, i32 -2122153598, i32 -2122153595, i32 -2122153593, i32 -2122153344, i32 -2122153340, i32 -2122153086, i32 -2122152832, i32 -2122152829, i32 -2122152571, i32 -2122152320, i32 -2122152062, i32 -2122088319, i32 -2122088316, i32 -2122088313, i32 -2122088064, i32 -2122088061, i32 -2122087807, i32 -2122087801, i32 -2122087552, i32 -2122087548, i32 -2122087295, i32 -2122086782, i32 -2122086528, i32 -2122022781, i32 -2122022779, i32 -2122022526, i32 -2122022524, i32 -2122022015, i32 -2122022013, i32 -2122021758, i32 -2122021754, i32 -2122021504, i32 -2122021500, i32 -2121957247, i32 -2121956992, i32 -2121956989, i32 -2121956735, i32 -2121956480, i32 -2121956478, i32 -2121955967, i32 -2121891200, i32 -2121891196, i32 -2121891193, i32 -2121890684, i32 -2121890682, i32 -2121826175, i32 -2121826173, i32 -2121825920, i32 -2121825918, i32 -2121825663, i32 -2121825403, i32 -2121825151, i32 -2121824638, i32 -2121824384, i32 -2105507712, i32 -2105507711, i32 -2105507709, i32 -2105507707, i32 -2105507705, i32 -2105507456, i32 -2105507454, i32 -2105507452, i32 -2105507450, i32 -2105507199, i32 -2105507197, i32 -2105507193, i32 -2105506944, i32 -2105506942, i32 -2105506687, i32 -2105506685, i32 -2105506683, i32 -2105506432, i32 -2105506430, i32 -2105506169, i32 -2105505920, i32 -2105505917, i32 -2105505915, i32 -2105442176, i32 -2105442174, i32 -2105441920, i32 -2105441917, i32 -2105441913, i32 -2105441662, i32 -2105441659, i32 -2105441407, i32 -2105441404, i32 -2105441150, i32 -2105440895, i32 -2105376639, i32 -2105376636, i32 -2105376633, i32 -2105376127, i32 -2105376125, i32 -2105375872, i32 -2105375865, i32 -2105375615, i32 -2105375357, i32 -2105375353, i32 -2105374847, i32 -2105374844, i32 -2105311104, i32 -2105311102, i32 -2105311099, i32 -2105310847, i32 -2105310590, i32 -2105310588, i32 -2105310335, i32 -2105310333, i32 -2105310078, i32 -2105309824, i32 -2105309562, i32 -2105245567, i32 -2105245561, i32 -2105245056, i32 -2105245053, i32 -2105244798, i32 -2105244795, i32 -2105244543, i32 -2105243774, i32 -2105243771, i32 -2105180028, i32 -2105179775, i32 -2105179518, i32 -2105179257, i32 -2105179008, i32 -2105178749, i32 -2105178240, i32 -2105114496, i32 -2105114494, i32 -2105114489, i32 -2105113983, i32 -2105113211, i32 -2105112959, i32 -2105048955, i32 -2105048703, i32 -2105048442, i32 -2105048192, i32 -2105047933, i32 -2105047680, i32 -2088730494, i32 -2088730239, i32 -2088730237, i32 -2088730235, i32 -2088730233, i32 -2088729982, i32 -2088729727, i32 -2088729725, i32 -2088729723, i32 -2088729470, i32 -2088729468, i32 -2088729465, i32 -2088729215, i32 -2088728957, i32 -2088728703, i32 -2088664959, i32 -2088664957, i32 -2088664955, i32 -2088664700, i32 -2088664447, i32 -2088664445, i32 -2088663936, i32 -2088663424, i32 -2088663166, i32 -2088663162, i32 -2088599424, i32 -2088599166, i32 -2088598912, i32 -2088598654, i32 -2088598652, i32 -2088598144, i32 -2088533887, i32 -2088533632, i32 -2088533628, i32 -2088533375, i32 -2088533373, i32 -2088533369, i32 -2088533120, i32 -2088532863, i32 -2088532861, i32 -2088532857, i32 -2088532603, i32 -2088532093, i32 -2088468349, i32 -2088468095, i32 -2088468090, i32 -2088467838, i32 -2088467583, i32 -2088467070, i32 -2088466816, i32 -2088466812, i32 -2088402815, i32 -2088402560, i32 -2088402558, i32 -2088402299, i32 -2088402046, i32 -2088401788, i32 -2088401530, i32 -2088401021, i32 -2088337018, i32 -2088336255, i32 -2088271743, i32 -2088271741, i32 -2088271232, i32 -2088271230, i32 -2088270971, i32 -2071953280, i32 -2071953276, i32 -2071953022, i32 -2071952768, i32 -2071952764, i32 -2071952761, i32 -2071952510, i32 -2071952255, i32 -2071952000, i32 -2071951488, i32 -2071887742, i32 -2071887737, i32 -2071887487, i32 -2071887485, i32 -2071887230, i32 -2071886976, i32 -2071886971, i32 -2071886717, i32 -2071886463, i32 -2071886459, i32 -2071822207, i32 -2071822205, i32 -2071821952, i32 -2071821947, i32 -2071821695, i32 -2071821437, i32 -2071821184, i32 -2071820921, i32 -2071820670, i32 -2071820416, i32 -2071756668, i32 -2071756415, i32 -2071756413, i32 -2071756160, i32 -2071756158, i32 -2071755903, i32 -2071755899, i32 -2071691136, i32 -2071691134, i32 -2071690620, i32 -2071690361, i32 -2071690112, i32 -2071689343, i32 -2071625595, i32 -2071625593, i32 -2071625087, i32 -2071624062, i32 -2071559805, i32 -2071559292, i32 -2071558528, i32 -2071494272, i32 -2071494267, i32 -2071493760, i32 -2071493501, i32 -2071493247, i32 -2055176062, i32 -2055175808, i32 -2055175804, i32 -2055175550, i32 -2055175040, i32 -2055175036, i32 -2055175033, i32 -2055174782, i32 -2055174522, i32 -2055174268, i32 -2055110527, i32 -2055110525, i32 -2055110523, i32 -2055110270, i32 -2055110015, i32 -2055109758, i32 -2055108734, i32 -2055044992, i32 -2055044735, i32 -2055044477, i32 -2055044224, i32 -2055044218, i32 -2055043709, i32 -2054979454, i32 -2054979449, i32 -2054979200, i32 -2054978937, i32 -2054978428, i32 -2054978175, i32 -2054977915, i32 -2054977661, i32 -2054913919, i32 -2054913916, i32 -2054913408, i32 -2054913150, i32 -2054912890, i32 -2054848126, i32 -2054847866, i32 -2054847103, i32 -2054847101, i32 -2054781822, i32 -2054717310, i32 -2054717308, i32 -2054716798, i32 -2038398591, i32 -2038398589, i32 -2038398587, i32 -2038398079, i32 -2038398077, i32 -2038397312, i32 -2038333312, i32 -2038332800, i32 -2038332793, i32 -2038331772, i32 -2038267518, i32 -2038267004, i32 -2038266750, i32 -2038266491, i32 -2038266238, i32 -2038265984, i32 -2038202240, i32 -2038201980, i32 -2038201727, i32 -2038201216, i32 -2038136187, i32 -2038135677, i32 -2038135166, i32 -2038071168, i32 -2038071165, i32 -2038070396, i32 -2038069632, i32 -2038005627, i32 -2038004608, i32 -2037939839, i32 -2037939837, i32 -2021621632, i32 -2021621628, i32 -2021621625, i32 -2021621120, i32 -2021621118, i32 -2021620858, i32 -2021620608, i32 -2021620348, i32 -2021620094, i32 -2021556094, i32 -2021555839, i32 -2021555580, i32 -2021555069, i32 -2021555067, i32 -2021490559, i32 -2021490556, i32 -2021490304, i32 -2021490298, i32 -2021490047, i32 -2021489792, i32 -2021489279, i32 -2021425022, i32 -2021424254, i32 -2021424251, i32 -2021423741, i32 -2021359487, i32 -2021359483, i32 -2021359229, i32 -2021358976, i32 -2021358208, i32 -2021293438, i32 -2021292926, i32 -2021228414, i32 -2021227647, i32 -2021162880], align 16
@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@strata_sign_byte_masks = internal addrspace(1) constant [512 x i32] [i32 0, i32 0, i32 255, i32 0, i32 65280, i32 0, i32 65535, i32 0, i32 16711680, i32 0, i32 16711935, i32 0, i32 16776960, i32 0, i32 16777215, i32 0, i32 -16777216, i32 0, i32 -16776961, i32 0, i32 -16711936, i32 0, i32 -16711681, i32 0, i32 -65536, i32 0, i32 -65281, i32 0, i32 -256, i32 0, i32 -1, i32 0, i32 0, i32 255, i32 255, i32 255, i32 65280, i32 255, i32 65535, i32 255, i32 16711680, i32 255, i32 16711935, i32 255, i32 16776960, i32 255, i32 16777215, i32 255, i32 -16777216, i32 255, i32 -16776961, i32 255, i32 -16711936, i32 255, i32 -16711681, i32 255, i32 -65536, i32 255, i32 -65281, i32 255, i32 -256, i32 255, i32 -1, i32 255, i32 0, i32 65280, i32 255, i32 65280, i32 65280, i32 65280, i32 65535, i32 65280, i32 16711680, i32 65280, i32 16711935, i32 65280, i32 16776960, i32 65280, i32 16777215, i32 65280, i32 -16777216, i32 65280, i32 -16776961, i32 65280, i32 -16711936, i32 65280, i32 -16711681, i32 65280, i32 -65536, i32 65280, i32 -65281, i32 65280, i32 -256, i32 65280, i32 -1, i32 65280, i32 0, i32 65535, i32 255, i32 65535, i32 65280, i32 65535, i32 65535, i32 65535, i32 16711680, i32 65535, i32 16711935, i32 65535, i32 16776960, i32 65535, i32 16777215, i32 65535, i32 -16777216, i32 65535, i32 -16776961, i32 65535, i32 -16711936, i32 65535, i32 -16711681, i32 65535, i32 -65536, i32 65535, i32 -65281, i32 65535, i32 -256, i32 65535, i32 -1, i32 65535, i32 0, i32 16711680, i32 255, i32 16711680, i32 65280, i32 16711680, i32 65535, i32 16711680, i32 16711680, i32 16711680, i32 16711935, i32 16711680, i32 16776960, i32 16711680, i32 16777215, i32 16711680, i32 -16777216, i32 16711680, i32 -16776961, i32 16711680, i32 -16711936, i32 16711680, i32 -16711681, i32 16711680, i32 -65536, i32 16711680, i32 -65281, i32 16711680, i32 -256, i32 16711680, i32 -1, i32 16711680, i32 0, i32 16711935, i32 255, i32 16711935, i32 65280, i32 16711935, i32 65535, i32 16711935, i32 16711680, i32 16711935, i32 16711935, i32 16711935, i32 16776960, i32 16711935, i32 16777215, i32 16711935, i32 -16777216, i32 16711935, i32 -16776961, i32 16711935, i32 -16711936, i32 16711935, i32 -16711681, i32 16711935, i32 -65536, i32 16711935, i32 -65281, i32 16711935, i32 -256, i32 16711935, i32 -1, i32 16711935, i32 0, i32 16776960, i32 255, i32 16776960, i32 65280, i32 16776960, i32 65535, i32 16776960, i32 16711680, i32 16776960, i32 16711935, i32 16776960, i32 16776960, i32 16776960, i32 16777215, i32 16776960, i32 -16777216, i32 16776960, i32 -16776961, i32 16776960, i32 -16711936, i32 16776960, i32 -16711681, i32 16776960, i32 -65536, i32 16776960, i32 -65281, i32 16776960, i32 -256, i32 16776960, i32 -1, i32 16776960, i32 0, i32 16777215, i32 255, i32 16777215, i32 65280, i32 16777215, i32 65535, i32 16777215, i32 16711680, i32 16777215, i32 16711935, i32 16777215, i32 16776960, i32 16777215, i32 16777215, i32 16777215, i32 -16777216, i32 16777215, i32 -16776961, i32 16777215, i32 -16711936, i32 16777215, i32 -16711681, i32 16777215, i32 -65536, i32 16777215, i32 -65281, i32 16777215, i32 -256, i32 16777215, i32 -1, i32 16777215, i32 0, i32 -16777216, i32 255, i32 -16777216, i32 65280, i32 -16777216, i32 65535, i32 -16777216, i32 16711680, i32 -16777216, i32 16711935, i32 -16777216, i32 16776960, i32 -16777216, i32 16777215, i32 -16777216, i32 -16777216, i32 -16777216, i32 -16776961, i32 -16777216, i32 -16711936, i32 -16777216, i32 -16711681, i32 -16777216, i32 -65536, i32 -16777216, i32 -65281, i32 -16777216, i32 -256, i32 -16777216, i32 -1, i32 -16777216, i32 0, i32 -16776961, i32 255, i32 -16776961, i32 65280, i32 -16776961, i32 65535, i32 -16776961, i32 16711680, i32 -16776961, i32 16711935, i32 -16776961, i32 16776960, i32 -16776961, i32 16777215, i32 -16776961, i32 -16777216, i32 -16776961, i32 -16776961, i32 -16776961, i32 -16711936, i32 -16776961, i32 -16711681, i32 -16776961, i32 -65536, i32 -16776961, i32 -65281, i32 -16776961, i32 -256, i32 -16776961, i32 -1, i32 -16776961, i32 0, i32 -16711936, i32 255, i32 -16711936, i32 65280, i32 -16711936, i32 65535, i32 -16711936, i32 16711680, i32 -16711936, i32 16711935, i32 -16711936, i32 16776960, i32 -16711936, i32 16777215, i32 -16711936, i32 -16777216, i32 -16711936, i32 -16776961, i32 -16711936, i32 -16711936, i32 -16711936, i32 -16711681, i32 -16711936, i32 -65536, i32 -16711936, i32 -65281, i32 -16711936, i32 -256, i32 -16711936, i32 -1, i32 -16711936, i32 0, i32 -16711681, i32 255, i32 -16711681, i32 65280, i32 -16711681, i32 65535, i32 -16711681, i32 16711680, i32 -16711681, i32 16711935, i32 -16711681, i32 16776960, i32 -16711681, i32 16777215, i32 -16711681, i32 -16777216, i32 -16711681, i32 -16776961, i32 -16711681, i32 -16711936, i32 -16711681, i32 -16711681, i32 -16711681, i32 -65536, i32 -16711681, i32 -65281, i32 -16711681, i32 -256, i32 -16711681, i32 -1, i32 -16711681, i32 0, i32 -65536, i32 255, i32 -65536, i32 65280, i32 -65536, i32 65535, i32 -65536, i32 16711680, i32 -65536, i32 16711935, i32 -65536, i32 16776960, i32 -65536, i32 16777215, i32 -65536, i32 -16777216, i32 -65536, i32 -16776961, i32 -65536, i32 -16711936, i32 -65536, i32 -16711681, i32 -65536, i32 -65536, i32 -65536, i32 -65281, i32 -65536, i32 -256, i32 -65536, i32 -1, i32 -65536, i32 0, i32 -65281, i32 255, i32 -65281, i32 65280, i32 -65281, i32 65535, i32 -65281, i32 16711680, i32 -65281, i32 16711935, i32 -65281, i32 16776960, i32 -65281, i32 16777215, i32 -65281, i32 -16777216, i32 -65281, i32 -16776961, i32 -65281, i32 -16711936, i32 -65281, i32 -16711681, i32 -65281, i32 -65536, i32 -65281, i32 -65281, i32 -65281, i32 -256, i32 -65281, i32 -1, i32 -65281, i32 0, i32 -256, i32 255, i32 -256, i32 65280, i32 -256, i32 65535, i32 -256, i32 16711680, i32 -256, i32 16711935, i32 -256, i32 16776960, i32 -256, i32 16777215, i32 -256, i32 -16777216, i32 -256, i32 -16776961, i32 -256, i32 -16711936, i32 -256, i32 -16711681, i32 -256, i32 -65536, i32 -256, i32 -65281, i32 -256, i32 -256, i32 -256, i32 -1, i32 -256, i32 0, i32 -1, i32 255, i32 -1, i32 65280, i32 -1, i32 65535, i32 -1, i32 16711680, i32 -1, i32 16711935, i32 -1, i32 16776960, i32 -1, i32 16777215, i32 -1, i32 -16777216, i32 -1, i32 -16776961, i32 -1, i32 -16711936, i32 -1, i32 -16711681, i32 -1, i32 -65536, i32 -1, i32 -65281, i32 -1, i32 -256, i32 -1, i32 -1, i32 -1], align 16
@lds2 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq3_s(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v46 = alloca i32, align 4
  %v37 = alloca i32, align 4
  %v36 = alloca i32, align 4
  %v35 = alloca i32, align 4
  %v34 = alloca i32, align 4
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
  %v13 = alloca float, align 4
  %v12 = alloca float, align 4
  %v11 = alloca float, align 4
  %v10 = alloca float, align 4
  %v9 = alloca float, align 4
  %v5 = alloca i32, align 4
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
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %22, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %23 = load i32, ptr %v1, align 4
  %24 = icmp slt i32 %23, 512
  br i1 %24, label %body3, label %done4

body3:                                            ; preds = %loop2
  %25 = load i32, ptr %v1, align 4
  %26 = sext i32 %25 to i64
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(1) @strata_sign_byte_masks, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = sext i32 %25 to i64
  %31 = mul i64 %30, 4
  %32 = getelementptr i8, ptr addrspace(3) @lds2, i64 %31
  store i32 %29, ptr addrspace(3) %32, align 4
  %33 = load i32, ptr %v1, align 4
  %34 = add i32 %33, 128
  store i32 %34, ptr %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  call void @llvm.nvvm.barrier0()
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %36 = urem i32 %35, %7
  %37 = sext i32 %36 to i64
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %2, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  %41 = icmp sge i32 %40, 0
  br i1 %41, label %then, label %endif

then:                                             ; preds = %done4
  %42 = udiv i32 %35, %7
  %43 = mul i32 %42, %8
  %44 = add i32 %40, %43
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 8
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = load i64, ptr addrspace(1) %47, align 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = sext i32 %35 to i64
  %51 = sext i32 %6 to i64
  %52 = mul i64 %50, %51
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %3, i64 %53
  %55 = mul i32 %35, %4
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = lshr i32 %56, 5
  %58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %59 = and i32 %58, 31
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %61 = mul i32 %60, 16
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = and i32 %62, 31
  %64 = lshr i32 %63, 3
  %65 = and i32 %63, 7
  %66 = icmp eq i32 %65, 0
  store i32 %57, ptr %v5, align 4
  br label %loop6

endif:                                            ; preds = %done8, %done4
  ret void

loop6:                                            ; preds = %endif61, %then
  %67 = load i32, ptr %v5, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %body7, label %done8

body7:                                            ; preds = %loop6
  %69 = load i32, ptr %v5, align 4
  %70 = udiv i32 %69, 1
  %71 = urem i32 %69, 1
  %72 = mul i32 %70, 4
  %73 = add i32 %61, %72
  %74 = icmp slt i32 %73, %4
  store float 0.000000e+00, ptr %v9, align 4
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %76 = and i32 %75, 31
  %77 = sext i32 %5 to i64
  %78 = udiv i64 %77, 256
  %79 = mul i64 %78, 110
  %80 = sub i32 %4, 1
  %81 = add i32 %73, 0
  %82 = icmp sgt i32 %81, %80
  %83 = select i1 %82, i32 %80, i32 %81
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, %79
  %86 = getelementptr i8, ptr addrspace(1) %49, i64 %85
  %87 = add i32 %73, 1
  %88 = icmp sgt i32 %87, %80
  %89 = select i1 %88, i32 %80, i32 %87
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, %79
  %92 = getelementptr i8, ptr addrspace(1) %49, i64 %91
  %93 = add i32 %73, 2
  %94 = icmp sgt i32 %93, %80
  %95 = select i1 %94, i32 %80, i32 %93
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, %79
  %98 = getelementptr i8, ptr addrspace(1) %49, i64 %97
  %99 = add i32 %73, 3
  %100 = icmp sgt i32 %99, %80
  %101 = select i1 %100, i32 %80, i32 %99
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, %79
  %104 = getelementptr i8, ptr addrspace(1) %49, i64 %103
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  %105 = udiv i32 %5, 32
  %106 = mul i32 %71, 32
  %107 = add i32 %76, %106
  %108 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %109 = sext i32 %5 to i64
  %110 = sub i32 %105, 1
  %111 = icmp sgt i32 %107, %110
  %112 = select i1 %111, i32 %110, i32 %107
  %113 = lshr i32 %112, 3
  %114 = and i32 %112, 7
  %115 = sext i32 %113 to i64
  %116 = mul i64 %115, 110
  %117 = add i64 %116, 0
  %118 = getelementptr i8, ptr addrspace(1) %86, i64 %117
  %119 = sext i32 %114 to i64
  %120 = getelementptr i8, ptr addrspace(1) %118, i64 0
  %121 = load i16, ptr addrspace(1) %120, align 2
  %122 = zext i16 %121 to i32
  %123 = getelementptr i8, ptr addrspace(1) %118, i64 2
  %124 = ptrtoint ptr addrspace(1) %123 to i64
  %125 = and i64 %124, 3
  %126 = sub i64 0, %125
  %127 = getelementptr i8, ptr addrspace(1) %123, i64 %126
  %128 = shl i64 %125, 3
  %129 = trunc i64 %128 to i32
  %130 = mul i64 %119, 8
  %131 = add i64 %130, 0
  %132 = getelementptr i8, ptr addrspace(1) %127, i64 %131
  %133 = load i32, ptr addrspace(1) %132, align 4
  %134 = add i64 %130, 4
  %135 = getelementptr i8, ptr addrspace(1) %127, i64 %134
  %136 = load i32, ptr addrspace(1) %135, align 4
  %137 = add i64 %130, 4
  %138 = shl i64 %125, 1
  %139 = add i64 %137, %138
  %140 = getelementptr i8, ptr addrspace(1) %127, i64 %139
  %141 = load i32, ptr addrspace(1) %140, align 4
  %142 = call i32 @llvm.fshr.i32(i32 %136, i32 %133, i32 %129)
  %143 = call i32 @llvm.fshr.i32(i32 %141, i32 %136, i32 %129)
  %144 = add i64 %119, 66
  %145 = getelementptr i8, ptr addrspace(1) %118, i64 %144
  %146 = load i8, ptr addrspace(1) %145, align 1
  %147 = zext i8 %146 to i32
  %148 = mul i64 %119, 4
  %149 = add i64 %148, 72
  %150 = add i64 %149, 0
  %151 = getelementptr i8, ptr addrspace(1) %127, i64 %150
  %152 = load i32, ptr addrspace(1) %151, align 4
  %153 = add i64 %149, 0
  %154 = shl i64 %125, 1
  %155 = add i64 %153, %154
  %156 = getelementptr i8, ptr addrspace(1) %127, i64 %155
  %157 = load i32, ptr addrspace(1) %156, align 4
  %158 = call i32 @llvm.fshr.i32(i32 %157, i32 %152, i32 %129)
  %159 = lshr i64 %119, 1
  %160 = add i64 %159, 106
  %161 = getelementptr i8, ptr addrspace(1) %118, i64 %160
  %162 = load i8, ptr addrspace(1) %161, align 1
  %163 = zext i8 %162 to i32
  store i32 %122, ptr %v14, align 4
  store i32 %142, ptr %v15, align 4
  store i32 %143, ptr %v16, align 4
  store i32 %147, ptr %v17, align 4
  store i32 %158, ptr %v18, align 4
  store i32 %163, ptr %v19, align 4
  %164 = lshr i32 %112, 3
  %165 = and i32 %112, 7
  %166 = sext i32 %164 to i64
  %167 = mul i64 %166, 110
  %168 = add i64 %167, 0
  %169 = getelementptr i8, ptr addrspace(1) %92, i64 %168
  %170 = sext i32 %165 to i64
  %171 = getelementptr i8, ptr addrspace(1) %169, i64 0
  %172 = load i16, ptr addrspace(1) %171, align 2
  %173 = zext i16 %172 to i32
  %174 = getelementptr i8, ptr addrspace(1) %169, i64 2
  %175 = ptrtoint ptr addrspace(1) %174 to i64
  %176 = and i64 %175, 3
  %177 = sub i64 0, %176
  %178 = getelementptr i8, ptr addrspace(1) %174, i64 %177
  %179 = shl i64 %176, 3
  %180 = trunc i64 %179 to i32
  %181 = mul i64 %170, 8
  %182 = add i64 %181, 0
  %183 = getelementptr i8, ptr addrspace(1) %178, i64 %182
  %184 = load i32, ptr addrspace(1) %183, align 4
  %185 = add i64 %181, 4
  %186 = getelementptr i8, ptr addrspace(1) %178, i64 %185
  %187 = load i32, ptr addrspace(1) %186, align 4
  %188 = add i64 %181, 4
  %189 = shl i64 %176, 1
  %190 = add i64 %188, %189
  %191 = getelementptr i8, ptr addrspace(1) %178, i64 %190
  %192 = load i32, ptr addrspace(1) %191, align 4
  %193 = call i32 @llvm.fshr.i32(i32 %187, i32 %184, i32 %180)
  %194 = call i32 @llvm.fshr.i32(i32 %192, i32 %187, i32 %180)
  %195 = add i64 %170, 66
  %196 = getelementptr i8, ptr addrspace(1) %169, i64 %195
  %197 = load i8, ptr addrspace(1) %196, align 1
  %198 = zext i8 %197 to i32
  %199 = mul i64 %170, 4
  %200 = add i64 %199, 72
  %201 = add i64 %200, 0
  %202 = getelementptr i8, ptr addrspace(1) %178, i64 %201
  %203 = load i32, ptr addrspace(1) %202, align 4
  %204 = add i64 %200, 0
  %205 = shl i64 %176, 1
  %206 = add i64 %204, %205
  %207 = getelementptr i8, ptr addrspace(1) %178, i64 %206
  %208 = load i32, ptr addrspace(1) %207, align 4
  %209 = call i32 @llvm.fshr.i32(i32 %208, i32 %203, i32 %180)
  %210 = lshr i64 %170, 1
  %211 = add i64 %210, 106
  %212 = getelementptr i8, ptr addrspace(1) %169, i64 %211
  %213 = load i8, ptr addrspace(1) %212, align 1
  %214 = zext i8 %213 to i32
  store i32 %173, ptr %v20, align 4
  store i32 %193, ptr %v21, align 4
  store i32 %194, ptr %v22, align 4
  store i32 %198, ptr %v23, align 4
  store i32 %209, ptr %v24, align 4
  store i32 %214, ptr %v25, align 4
  %215 = lshr i32 %112, 3
  %216 = and i32 %112, 7
  %217 = sext i32 %215 to i64
  %218 = mul i64 %217, 110
  %219 = add i64 %218, 0
  %220 = getelementptr i8, ptr addrspace(1) %98, i64 %219
  %221 = sext i32 %216 to i64
  %222 = getelementptr i8, ptr addrspace(1) %220, i64 0
  %223 = load i16, ptr addrspace(1) %222, align 2
  %224 = zext i16 %223 to i32
  %225 = getelementptr i8, ptr addrspace(1) %220, i64 2
  %226 = ptrtoint ptr addrspace(1) %225 to i64
  %227 = and i64 %226, 3
  %228 = sub i64 0, %227
  %229 = getelementptr i8, ptr addrspace(1) %225, i64 %228
  %230 = shl i64 %227, 3
  %231 = trunc i64 %230 to i32
  %232 = mul i64 %221, 8
  %233 = add i64 %232, 0
  %234 = getelementptr i8, ptr addrspace(1) %229, i64 %233
  %235 = load i32, ptr addrspace(1) %234, align 4
  %236 = add i64 %232, 4
  %237 = getelementptr i8, ptr addrspace(1) %229, i64 %236
  %238 = load i32, ptr addrspace(1) %237, align 4
  %239 = add i64 %232, 4
  %240 = shl i64 %227, 1
  %241 = add i64 %239, %240
  %242 = getelementptr i8, ptr addrspace(1) %229, i64 %241
  %243 = load i32, ptr addrspace(1) %242, align 4
  %244 = call i32 @llvm.fshr.i32(i32 %238, i32 %235, i32 %231)
  %245 = call i32 @llvm.fshr.i32(i32 %243, i32 %238, i32 %231)
  %246 = add i64 %221, 66
  %247 = getelementptr i8, ptr addrspace(1) %220, i64 %246
  %248 = load i8, ptr addrspace(1) %247, align 1
  %249 = zext i8 %248 to i32
  %250 = mul i64 %221, 4
  %251 = add i64 %250, 72
  %252 = add i64 %251, 0
  %253 = getelementptr i8, ptr addrspace(1) %229, i64 %252
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = add i64 %251, 0
  %256 = shl i64 %227, 1
  %257 = add i64 %255, %256
  %258 = getelementptr i8, ptr addrspace(1) %229, i64 %257
  %259 = load i32, ptr addrspace(1) %258, align 4
  %260 = call i32 @llvm.fshr.i32(i32 %259, i32 %254, i32 %231)
  %261 = lshr i64 %221, 1
  %262 = add i64 %261, 106
  %263 = getelementptr i8, ptr addrspace(1) %220, i64 %262
  %264 = load i8, ptr addrspace(1) %263, align 1
  %265 = zext i8 %264 to i32
  store i32 %224, ptr %v26, align 4
  store i32 %244, ptr %v27, align 4
  store i32 %245, ptr %v28, align 4
  store i32 %249, ptr %v29, align 4
  store i32 %260, ptr %v30, align 4
  store i32 %265, ptr %v31, align 4
  %266 = lshr i32 %112, 3
  %267 = and i32 %112, 7
  %268 = sext i32 %266 to i64
  %269 = mul i64 %268, 110
  %270 = add i64 %269, 0
  %271 = getelementptr i8, ptr addrspace(1) %104, i64 %270
  %272 = sext i32 %267 to i64
  %273 = getelementptr i8, ptr addrspace(1) %271, i64 0
  %274 = load i16, ptr addrspace(1) %273, align 2
  %275 = zext i16 %274 to i32
  %276 = getelementptr i8, ptr addrspace(1) %271, i64 2
  %277 = ptrtoint ptr addrspace(1) %276 to i64
  %278 = and i64 %277, 3
  %279 = sub i64 0, %278
  %280 = getelementptr i8, ptr addrspace(1) %276, i64 %279
  %281 = shl i64 %278, 3
  %282 = trunc i64 %281 to i32
  %283 = mul i64 %272, 8
  %284 = add i64 %283, 0
  %285 = getelementptr i8, ptr addrspace(1) %280, i64 %284
  %286 = load i32, ptr addrspace(1) %285, align 4
  %287 = add i64 %283, 4
  %288 = getelementptr i8, ptr addrspace(1) %280, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = add i64 %283, 4
  %291 = shl i64 %278, 1
  %292 = add i64 %290, %291
  %293 = getelementptr i8, ptr addrspace(1) %280, i64 %292
  %294 = load i32, ptr addrspace(1) %293, align 4
  %295 = call i32 @llvm.fshr.i32(i32 %289, i32 %286, i32 %282)
  %296 = call i32 @llvm.fshr.i32(i32 %294, i32 %289, i32 %282)
  %297 = add i64 %272, 66
  %298 = getelementptr i8, ptr addrspace(1) %271, i64 %297
  %299 = load i8, ptr addrspace(1) %298, align 1
  %300 = zext i8 %299 to i32
  %301 = mul i64 %272, 4
  %302 = add i64 %301, 72
  %303 = add i64 %302, 0
  %304 = getelementptr i8, ptr addrspace(1) %280, i64 %303
  %305 = load i32, ptr addrspace(1) %304, align 4
  %306 = add i64 %302, 0
  %307 = shl i64 %278, 1
  %308 = add i64 %306, %307
  %309 = getelementptr i8, ptr addrspace(1) %280, i64 %308
  %310 = load i32, ptr addrspace(1) %309, align 4
  %311 = call i32 @llvm.fshr.i32(i32 %310, i32 %305, i32 %282)
  %312 = lshr i64 %272, 1
  %313 = add i64 %312, 106
  %314 = getelementptr i8, ptr addrspace(1) %271, i64 %313
  %315 = load i8, ptr addrspace(1) %314, align 1
  %316 = zext i8 %315 to i32
  store i32 %275, ptr %v32, align 4
  store i32 %295, ptr %v33, align 4
  store i32 %296, ptr %v34, align 4
  store i32 %300, ptr %v35, align 4
  store i32 %311, ptr %v36, align 4
  store i32 %316, ptr %v37, align 4
  %317 = add i32 %108, 0
  %318 = sext i32 %317 to i64
  %319 = mul i64 %318, 4
  %320 = add i64 0, %319
  %321 = icmp slt i64 %320, %109
  %322 = icmp slt i64 %319, 1024
  %323 = and i1 %321, %322
  %324 = select i1 %323, i64 %320, i64 0
  %325 = mul i64 %324, 4
  %326 = getelementptr i8, ptr addrspace(1) %54, i64 %325
  %327 = load <4 x float>, ptr addrspace(1) %326, align 16
  %328 = extractelement <4 x float> %327, i32 0
  %329 = extractelement <4 x float> %327, i32 1
  %330 = extractelement <4 x float> %327, i32 2
  %331 = extractelement <4 x float> %327, i32 3
  %332 = add i32 %108, 128
  %333 = sext i32 %332 to i64
  %334 = mul i64 %333, 4
  %335 = add i64 0, %334
  %336 = icmp slt i64 %335, %109
  %337 = icmp slt i64 %334, 1024
  %338 = and i1 %336, %337
  %339 = select i1 %338, i64 %335, i64 0
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr addrspace(1) %54, i64 %340
  %342 = load <4 x float>, ptr addrspace(1) %341, align 16
  %343 = extractelement <4 x float> %342, i32 0
  %344 = extractelement <4 x float> %342, i32 1
  %345 = extractelement <4 x float> %342, i32 2
  %346 = extractelement <4 x float> %342, i32 3
  %347 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %348 = bitcast float %328 to i32
  %349 = and i32 %348, 2147483647
  %350 = bitcast float %329 to i32
  %351 = and i32 %350, 2147483647
  %352 = bitcast float %330 to i32
  %353 = and i32 %352, 2147483647
  %354 = bitcast float %331 to i32
  %355 = and i32 %354, 2147483647
  %356 = icmp ugt i32 %349, %351
  %357 = select i1 %356, i32 %349, i32 %351
  %358 = icmp ugt i32 %353, %355
  %359 = select i1 %358, i32 %353, i32 %355
  %360 = icmp ugt i32 %357, %359
  %361 = select i1 %360, i32 %357, i32 %359
  %362 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %361, i32 1, i32 31)
  %363 = icmp ugt i32 %361, %362
  %364 = select i1 %363, i32 %361, i32 %362
  %365 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %364, i32 2, i32 31)
  %366 = icmp ugt i32 %364, %365
  %367 = select i1 %366, i32 %364, i32 %365
  %368 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 4, i32 31)
  %369 = icmp ugt i32 %367, %368
  %370 = select i1 %369, i32 %367, i32 %368
  %371 = and i32 %370, 2147483647
  %372 = icmp ult i32 %371, 2139095040
  %373 = bitcast i32 %370 to float
  %374 = fdiv float 1.270000e+02, %373
  %375 = bitcast float %374 to i32
  %376 = and i32 %375, 2147483647
  %377 = icmp ult i32 %376, 2139095040
  %378 = select i1 %377, float %374, float 0.000000e+00
  %379 = fmul float %328, %378
  %380 = fadd float %379, 0x4168000000000000
  %381 = bitcast float %380 to i32
  %382 = fmul float %329, %378
  %383 = fadd float %382, 0x4168000000000000
  %384 = bitcast float %383 to i32
  %385 = fmul float %330, %378
  %386 = fadd float %385, 0x4168000000000000
  %387 = bitcast float %386 to i32
  %388 = fmul float %331, %378
  %389 = fadd float %388, 0x4168000000000000
  %390 = bitcast float %389 to i32
  %391 = bitcast i32 %381 to <4 x i8>
  %392 = bitcast i32 %384 to <4 x i8>
  %393 = shufflevector <4 x i8> %391, <4 x i8> %392, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %394 = bitcast <4 x i8> %393 to i32
  %395 = bitcast i32 %387 to <4 x i8>
  %396 = bitcast i32 %390 to <4 x i8>
  %397 = shufflevector <4 x i8> %395, <4 x i8> %396, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %398 = bitcast <4 x i8> %397 to i32
  %399 = bitcast i32 %394 to <4 x i8>
  %400 = bitcast i32 %398 to <4 x i8>
  %401 = shufflevector <4 x i8> %399, <4 x i8> %400, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %402 = bitcast <4 x i8> %401 to i32
  %403 = add i32 %347, 0
  %404 = sext i32 %403 to i64
  %405 = mul i64 %404, 4
  %406 = icmp slt i64 %405, 1024
  br i1 %406, label %then38, label %endif39

done8:                                            ; preds = %loop6
  br label %endif

then38:                                           ; preds = %body7
  %407 = lshr i64 %405, 2
  %408 = mul i64 %407, 4
  %409 = getelementptr i8, ptr addrspace(3) @lds3, i64 %408
  store i32 %402, ptr addrspace(3) %409, align 4
  %410 = and i64 %405, 31
  %411 = icmp eq i64 %410, 0
  br i1 %411, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body7
  %412 = bitcast float %343 to i32
  %413 = and i32 %412, 2147483647
  %414 = bitcast float %344 to i32
  %415 = and i32 %414, 2147483647
  %416 = bitcast float %345 to i32
  %417 = and i32 %416, 2147483647
  %418 = bitcast float %346 to i32
  %419 = and i32 %418, 2147483647
  %420 = icmp ugt i32 %413, %415
  %421 = select i1 %420, i32 %413, i32 %415
  %422 = icmp ugt i32 %417, %419
  %423 = select i1 %422, i32 %417, i32 %419
  %424 = icmp ugt i32 %421, %423
  %425 = select i1 %424, i32 %421, i32 %423
  %426 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %425, i32 1, i32 31)
  %427 = icmp ugt i32 %425, %426
  %428 = select i1 %427, i32 %425, i32 %426
  %429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %428, i32 2, i32 31)
  %430 = icmp ugt i32 %428, %429
  %431 = select i1 %430, i32 %428, i32 %429
  %432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %431, i32 4, i32 31)
  %433 = icmp ugt i32 %431, %432
  %434 = select i1 %433, i32 %431, i32 %432
  %435 = and i32 %434, 2147483647
  %436 = icmp ult i32 %435, 2139095040
  %437 = bitcast i32 %434 to float
  %438 = fdiv float 1.270000e+02, %437
  %439 = bitcast float %438 to i32
  %440 = and i32 %439, 2147483647
  %441 = icmp ult i32 %440, 2139095040
  %442 = select i1 %441, float %438, float 0.000000e+00
  %443 = fmul float %343, %442
  %444 = fadd float %443, 0x4168000000000000
  %445 = bitcast float %444 to i32
  %446 = fmul float %344, %442
  %447 = fadd float %446, 0x4168000000000000
  %448 = bitcast float %447 to i32
  %449 = fmul float %345, %442
  %450 = fadd float %449, 0x4168000000000000
  %451 = bitcast float %450 to i32
  %452 = fmul float %346, %442
  %453 = fadd float %452, 0x4168000000000000
  %454 = bitcast float %453 to i32
  %455 = bitcast i32 %445 to <4 x i8>
  %456 = bitcast i32 %448 to <4 x i8>
  %457 = shufflevector <4 x i8> %455, <4 x i8> %456, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %458 = bitcast <4 x i8> %457 to i32
  %459 = bitcast i32 %451 to <4 x i8>
  %460 = bitcast i32 %454 to <4 x i8>
  %461 = shufflevector <4 x i8> %459, <4 x i8> %460, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %462 = bitcast <4 x i8> %461 to i32
  %463 = bitcast i32 %458 to <4 x i8>
  %464 = bitcast i32 %462 to <4 x i8>
  %465 = shufflevector <4 x i8> %463, <4 x i8> %464, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %466 = bitcast <4 x i8> %465 to i32
  %467 = add i32 %347, 128
  %468 = sext i32 %467 to i64
  %469 = mul i64 %468, 4
  %470 = icmp slt i64 %469, 1024
  br i1 %470, label %then42, label %endif43

then40:                                           ; preds = %then38
  %471 = fmul float %373, 0x3F80204080000000
  %472 = select i1 %372, float %471, float 0x7FF8000000000000
  %473 = lshr i64 %405, 5
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %474
  store float %472, ptr addrspace(3) %475, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %476 = lshr i64 %469, 2
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(3) @lds3, i64 %477
  store i32 %466, ptr addrspace(3) %478, align 4
  %479 = and i64 %469, 31
  %480 = icmp eq i64 %479, 0
  br i1 %480, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %481 = add i32 %105, 31
  %482 = udiv i32 %481, 32
  store i32 0, ptr %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %483 = fmul float %437, 0x3F80204080000000
  %484 = select i1 %436, float %483, float 0x7FF8000000000000
  %485 = lshr i64 %469, 5
  %486 = mul i64 %485, 4
  %487 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %486
  store float %484, ptr addrspace(3) %487, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %488 = load i32, ptr %v46, align 4
  %489 = icmp slt i32 %488, %482
  br i1 %489, label %body48, label %done49

body48:                                           ; preds = %loop47
  %490 = load i32, ptr %v46, align 4
  %491 = add i32 %490, 1
  %492 = sext i32 %491 to i64
  %493 = mul i64 %492, 1024
  %494 = add i32 %108, 0
  %495 = sext i32 %494 to i64
  %496 = mul i64 %495, 4
  %497 = add i64 %493, %496
  %498 = icmp slt i64 %497, %109
  %499 = icmp slt i64 %496, 1024
  %500 = and i1 %498, %499
  %501 = select i1 %500, i64 %497, i64 0
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr addrspace(1) %54, i64 %502
  %504 = load <4 x float>, ptr addrspace(1) %503, align 16
  %505 = extractelement <4 x float> %504, i32 0
  %506 = extractelement <4 x float> %504, i32 1
  %507 = extractelement <4 x float> %504, i32 2
  %508 = extractelement <4 x float> %504, i32 3
  %509 = add i32 %108, 128
  %510 = sext i32 %509 to i64
  %511 = mul i64 %510, 4
  %512 = add i64 %493, %511
  %513 = icmp slt i64 %512, %109
  %514 = icmp slt i64 %511, 1024
  %515 = and i1 %513, %514
  %516 = select i1 %515, i64 %512, i64 0
  %517 = mul i64 %516, 4
  %518 = getelementptr i8, ptr addrspace(1) %54, i64 %517
  %519 = load <4 x float>, ptr addrspace(1) %518, align 16
  %520 = extractelement <4 x float> %519, i32 0
  %521 = extractelement <4 x float> %519, i32 1
  %522 = extractelement <4 x float> %519, i32 2
  %523 = extractelement <4 x float> %519, i32 3
  %524 = mul i32 %490, 32
  %525 = add i32 %107, %524
  %526 = load i32, ptr %v14, align 4
  %527 = load i32, ptr %v15, align 4
  %528 = load i32, ptr %v16, align 4
  %529 = load i32, ptr %v17, align 4
  %530 = load i32, ptr %v18, align 4
  %531 = load i32, ptr %v19, align 4
  %532 = load i32, ptr %v20, align 4
  %533 = load i32, ptr %v21, align 4
  %534 = load i32, ptr %v22, align 4
  %535 = load i32, ptr %v23, align 4
  %536 = load i32, ptr %v24, align 4
  %537 = load i32, ptr %v25, align 4
  %538 = load i32, ptr %v26, align 4
  %539 = load i32, ptr %v27, align 4
  %540 = load i32, ptr %v28, align 4
  %541 = load i32, ptr %v29, align 4
  %542 = load i32, ptr %v30, align 4
  %543 = load i32, ptr %v31, align 4
  %544 = load i32, ptr %v32, align 4
  %545 = load i32, ptr %v33, align 4
  %546 = load i32, ptr %v34, align 4
  %547 = load i32, ptr %v35, align 4
  %548 = load i32, ptr %v36, align 4
  %549 = load i32, ptr %v37, align 4
  %550 = add i32 %525, 32
  %551 = icmp sgt i32 %550, %110
  %552 = select i1 %551, i32 %110, i32 %550
  %553 = lshr i32 %552, 3
  %554 = and i32 %552, 7
  %555 = sext i32 %553 to i64
  %556 = mul i64 %555, 110
  %557 = add i64 %556, 0
  %558 = getelementptr i8, ptr addrspace(1) %86, i64 %557
  %559 = sext i32 %554 to i64
  %560 = getelementptr i8, ptr addrspace(1) %558, i64 0
  %561 = load i16, ptr addrspace(1) %560, align 2
  %562 = zext i16 %561 to i32
  %563 = getelementptr i8, ptr addrspace(1) %558, i64 2
  %564 = ptrtoint ptr addrspace(1) %563 to i64
  %565 = and i64 %564, 3
  %566 = sub i64 0, %565
  %567 = getelementptr i8, ptr addrspace(1) %563, i64 %566
  %568 = shl i64 %565, 3
  %569 = trunc i64 %568 to i32
  %570 = mul i64 %559, 8
  %571 = add i64 %570, 0
  %572 = getelementptr i8, ptr addrspace(1) %567, i64 %571
  %573 = load i32, ptr addrspace(1) %572, align 4
  %574 = add i64 %570, 4
  %575 = getelementptr i8, ptr addrspace(1) %567, i64 %574
  %576 = load i32, ptr addrspace(1) %575, align 4
  %577 = add i64 %570, 4
  %578 = shl i64 %565, 1
  %579 = add i64 %577, %578
  %580 = getelementptr i8, ptr addrspace(1) %567, i64 %579
  %581 = load i32, ptr addrspace(1) %580, align 4
  %582 = call i32 @llvm.fshr.i32(i32 %576, i32 %573, i32 %569)
  %583 = call i32 @llvm.fshr.i32(i32 %581, i32 %576, i32 %569)
  %584 = add i64 %559, 66
  %585 = getelementptr i8, ptr addrspace(1) %558, i64 %584
  %586 = load i8, ptr addrspace(1) %585, align 1
  %587 = zext i8 %586 to i32
  %588 = mul i64 %559, 4
  %589 = add i64 %588, 72
  %590 = add i64 %589, 0
  %591 = getelementptr i8, ptr addrspace(1) %567, i64 %590
  %592 = load i32, ptr addrspace(1) %591, align 4
  %593 = add i64 %589, 0
  %594 = shl i64 %565, 1
  %595 = add i64 %593, %594
  %596 = getelementptr i8, ptr addrspace(1) %567, i64 %595
  %597 = load i32, ptr addrspace(1) %596, align 4
  %598 = call i32 @llvm.fshr.i32(i32 %597, i32 %592, i32 %569)
  %599 = lshr i64 %559, 1
  %600 = add i64 %599, 106
  %601 = getelementptr i8, ptr addrspace(1) %558, i64 %600
  %602 = load i8, ptr addrspace(1) %601, align 1
  %603 = zext i8 %602 to i32
  store i32 %562, ptr %v14, align 4
  store i32 %582, ptr %v15, align 4
  store i32 %583, ptr %v16, align 4
  store i32 %587, ptr %v17, align 4
  store i32 %598, ptr %v18, align 4
  store i32 %603, ptr %v19, align 4
  %604 = lshr i32 %552, 3
  %605 = and i32 %552, 7
  %606 = sext i32 %604 to i64
  %607 = mul i64 %606, 110
  %608 = add i64 %607, 0
  %609 = getelementptr i8, ptr addrspace(1) %92, i64 %608
  %610 = sext i32 %605 to i64
  %611 = getelementptr i8, ptr addrspace(1) %609, i64 0
  %612 = load i16, ptr addrspace(1) %611, align 2
  %613 = zext i16 %612 to i32
  %614 = getelementptr i8, ptr addrspace(1) %609, i64 2
  %615 = ptrtoint ptr addrspace(1) %614 to i64
  %616 = and i64 %615, 3
  %617 = sub i64 0, %616
  %618 = getelementptr i8, ptr addrspace(1) %614, i64 %617
  %619 = shl i64 %616, 3
  %620 = trunc i64 %619 to i32
  %621 = mul i64 %610, 8
  %622 = add i64 %621, 0
  %623 = getelementptr i8, ptr addrspace(1) %618, i64 %622
  %624 = load i32, ptr addrspace(1) %623, align 4
  %625 = add i64 %621, 4
  %626 = getelementptr i8, ptr addrspace(1) %618, i64 %625
  %627 = load i32, ptr addrspace(1) %626, align 4
  %628 = add i64 %621, 4
  %629 = shl i64 %616, 1
  %630 = add i64 %628, %629
  %631 = getelementptr i8, ptr addrspace(1) %618, i64 %630
  %632 = load i32, ptr addrspace(1) %631, align 4
  %633 = call i32 @llvm.fshr.i32(i32 %627, i32 %624, i32 %620)
  %634 = call i32 @llvm.fshr.i32(i32 %632, i32 %627, i32 %620)
  %635 = add i64 %610, 66
  %636 = getelementptr i8, ptr addrspace(1) %609, i64 %635
  %637 = load i8, ptr addrspace(1) %636, align 1
  %638 = zext i8 %637 to i32
  %639 = mul i64 %610, 4
  %640 = add i64 %639, 72
  %641 = add i64 %640, 0
  %642 = getelementptr i8, ptr addrspace(1) %618, i64 %641
  %643 = load i32, ptr addrspace(1) %642, align 4
  %644 = add i64 %640, 0
  %645 = shl i64 %616, 1
  %646 = add i64 %644, %645
  %647 = getelementptr i8, ptr addrspace(1) %618, i64 %646
  %648 = load i32, ptr addrspace(1) %647, align 4
  %649 = call i32 @llvm.fshr.i32(i32 %648, i32 %643, i32 %620)
  %650 = lshr i64 %610, 1
  %651 = add i64 %650, 106
  %652 = getelementptr i8, ptr addrspace(1) %609, i64 %651
  %653 = load i8, ptr addrspace(1) %652, align 1
  %654 = zext i8 %653 to i32
  store i32 %613, ptr %v20, align 4
  store i32 %633, ptr %v21, align 4
  store i32 %634, ptr %v22, align 4
  store i32 %638, ptr %v23, align 4
  store i32 %649, ptr %v24, align 4
  store i32 %654, ptr %v25, align 4
  %655 = lshr i32 %552, 3
  %656 = and i32 %552, 7
  %657 = sext i32 %655 to i64
  %658 = mul i64 %657, 110
  %659 = add i64 %658, 0
  %660 = getelementptr i8, ptr addrspace(1) %98, i64 %659
  %661 = sext i32 %656 to i64
  %662 = getelementptr i8, ptr addrspace(1) %660, i64 0
  %663 = load i16, ptr addrspace(1) %662, align 2
  %664 = zext i16 %663 to i32
  %665 = getelementptr i8, ptr addrspace(1) %660, i64 2
  %666 = ptrtoint ptr addrspace(1) %665 to i64
  %667 = and i64 %666, 3
  %668 = sub i64 0, %667
  %669 = getelementptr i8, ptr addrspace(1) %665, i64 %668
  %670 = shl i64 %667, 3
  %671 = trunc i64 %670 to i32
  %672 = mul i64 %661, 8
  %673 = add i64 %672, 0
  %674 = getelementptr i8, ptr addrspace(1) %669, i64 %673
  %675 = load i32, ptr addrspace(1) %674, align 4
  %676 = add i64 %672, 4
  %677 = getelementptr i8, ptr addrspace(1) %669, i64 %676
  %678 = load i32, ptr addrspace(1) %677, align 4
  %679 = add i64 %672, 4
  %680 = shl i64 %667, 1
  %681 = add i64 %679, %680
  %682 = getelementptr i8, ptr addrspace(1) %669, i64 %681
  %683 = load i32, ptr addrspace(1) %682, align 4
  %684 = call i32 @llvm.fshr.i32(i32 %678, i32 %675, i32 %671)
  %685 = call i32 @llvm.fshr.i32(i32 %683, i32 %678, i32 %671)
  %686 = add i64 %661, 66
  %687 = getelementptr i8, ptr addrspace(1) %660, i64 %686
  %688 = load i8, ptr addrspace(1) %687, align 1
  %689 = zext i8 %688 to i32
  %690 = mul i64 %661, 4
  %691 = add i64 %690, 72
  %692 = add i64 %691, 0
  %693 = getelementptr i8, ptr addrspace(1) %669, i64 %692
  %694 = load i32, ptr addrspace(1) %693, align 4
  %695 = add i64 %691, 0
  %696 = shl i64 %667, 1
  %697 = add i64 %695, %696
  %698 = getelementptr i8, ptr addrspace(1) %669, i64 %697
  %699 = load i32, ptr addrspace(1) %698, align 4
  %700 = call i32 @llvm.fshr.i32(i32 %699, i32 %694, i32 %671)
  %701 = lshr i64 %661, 1
  %702 = add i64 %701, 106
  %703 = getelementptr i8, ptr addrspace(1) %660, i64 %702
  %704 = load i8, ptr addrspace(1) %703, align 1
  %705 = zext i8 %704 to i32
  store i32 %664, ptr %v26, align 4
  store i32 %684, ptr %v27, align 4
  store i32 %685, ptr %v28, align 4
  store i32 %689, ptr %v29, align 4
  store i32 %700, ptr %v30, align 4
  store i32 %705, ptr %v31, align 4
  %706 = lshr i32 %552, 3
  %707 = and i32 %552, 7
  %708 = sext i32 %706 to i64
  %709 = mul i64 %708, 110
  %710 = add i64 %709, 0
  %711 = getelementptr i8, ptr addrspace(1) %104, i64 %710
  %712 = sext i32 %707 to i64
  %713 = getelementptr i8, ptr addrspace(1) %711, i64 0
  %714 = load i16, ptr addrspace(1) %713, align 2
  %715 = zext i16 %714 to i32
  %716 = getelementptr i8, ptr addrspace(1) %711, i64 2
  %717 = ptrtoint ptr addrspace(1) %716 to i64
  %718 = and i64 %717, 3
  %719 = sub i64 0, %718
  %720 = getelementptr i8, ptr addrspace(1) %716, i64 %719
  %721 = shl i64 %718, 3
  %722 = trunc i64 %721 to i32
  %723 = mul i64 %712, 8
  %724 = add i64 %723, 0
  %725 = getelementptr i8, ptr addrspace(1) %720, i64 %724
  %726 = load i32, ptr addrspace(1) %725, align 4
  %727 = add i64 %723, 4
  %728 = getelementptr i8, ptr addrspace(1) %720, i64 %727
  %729 = load i32, ptr addrspace(1) %728, align 4
  %730 = add i64 %723, 4
  %731 = shl i64 %718, 1
  %732 = add i64 %730, %731
  %733 = getelementptr i8, ptr addrspace(1) %720, i64 %732
  %734 = load i32, ptr addrspace(1) %733, align 4
  %735 = call i32 @llvm.fshr.i32(i32 %729, i32 %726, i32 %722)
  %736 = call i32 @llvm.fshr.i32(i32 %734, i32 %729, i32 %722)
  %737 = add i64 %712, 66
  %738 = getelementptr i8, ptr addrspace(1) %711, i64 %737
  %739 = load i8, ptr addrspace(1) %738, align 1
  %740 = zext i8 %739 to i32
  %741 = mul i64 %712, 4
  %742 = add i64 %741, 72
  %743 = add i64 %742, 0
  %744 = getelementptr i8, ptr addrspace(1) %720, i64 %743
  %745 = load i32, ptr addrspace(1) %744, align 4
  %746 = add i64 %742, 0
  %747 = shl i64 %718, 1
  %748 = add i64 %746, %747
  %749 = getelementptr i8, ptr addrspace(1) %720, i64 %748
  %750 = load i32, ptr addrspace(1) %749, align 4
  %751 = call i32 @llvm.fshr.i32(i32 %750, i32 %745, i32 %722)
  %752 = lshr i64 %712, 1
  %753 = add i64 %752, 106
  %754 = getelementptr i8, ptr addrspace(1) %711, i64 %753
  %755 = load i8, ptr addrspace(1) %754, align 1
  %756 = zext i8 %755 to i32
  store i32 %715, ptr %v32, align 4
  store i32 %735, ptr %v33, align 4
  store i32 %736, ptr %v34, align 4
  store i32 %740, ptr %v35, align 4
  store i32 %751, ptr %v36, align 4
  store i32 %756, ptr %v37, align 4
  %757 = icmp slt i32 %525, %105
  br i1 %757, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %758 = load float, ptr %v10, align 4
  %759 = load float, ptr %v11, align 4
  %760 = load float, ptr %v12, align 4
  %761 = load float, ptr %v13, align 4
  %762 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %763 = and i32 %762, 31
  %764 = and i32 %763, 16
  %765 = icmp ne i32 %764, 0
  %766 = select i1 %765, float %760, float %758
  %767 = select i1 %765, float %758, float %760
  %768 = bitcast float %767 to i32
  %769 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %768, i32 16, i32 31)
  %770 = bitcast i32 %769 to float
  %771 = fadd float %766, %770
  %772 = select i1 %765, float %761, float %759
  %773 = select i1 %765, float %759, float %761
  %774 = bitcast float %773 to i32
  %775 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %774, i32 16, i32 31)
  %776 = bitcast i32 %775 to float
  %777 = fadd float %772, %776
  %778 = and i32 %763, 8
  %779 = icmp ne i32 %778, 0
  %780 = select i1 %779, float %777, float %771
  %781 = select i1 %779, float %771, float %777
  %782 = bitcast float %781 to i32
  %783 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %782, i32 8, i32 31)
  %784 = bitcast i32 %783 to float
  %785 = fadd float %780, %784
  %786 = bitcast float %785 to i32
  %787 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %786, i32 4, i32 31)
  %788 = bitcast i32 %787 to float
  %789 = fadd float %785, %788
  %790 = bitcast float %789 to i32
  %791 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %790, i32 2, i32 31)
  %792 = bitcast i32 %791 to float
  %793 = fadd float %789, %792
  %794 = bitcast float %793 to i32
  %795 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %794, i32 1, i32 31)
  %796 = bitcast i32 %795 to float
  %797 = fadd float %793, %796
  store float %797, ptr %v9, align 4
  %798 = and i1 %74, %66
  br i1 %798, label %then60, label %endif61

then50:                                           ; preds = %body48
  %799 = and i32 %490, 1
  %800 = sext i32 %799 to i64
  %801 = mul i64 %800, 1152
  %802 = getelementptr i8, ptr addrspace(3) @lds3, i64 %801
  %803 = sext i32 %490 to i64
  %804 = mul i64 %803, 1024
  %805 = sext i32 %525 to i64
  %806 = mul i64 %805, 32
  %807 = sub i64 %806, %804
  %808 = add i64 %807, 0
  %809 = getelementptr i8, ptr addrspace(3) %802, i64 %808
  %810 = load <4 x i32>, ptr addrspace(3) %809, align 16
  %811 = extractelement <4 x i32> %810, i32 0
  %812 = extractelement <4 x i32> %810, i32 1
  %813 = extractelement <4 x i32> %810, i32 2
  %814 = extractelement <4 x i32> %810, i32 3
  %815 = add i64 %807, 16
  %816 = getelementptr i8, ptr addrspace(3) %802, i64 %815
  %817 = load <4 x i32>, ptr addrspace(3) %816, align 16
  %818 = extractelement <4 x i32> %817, i32 0
  %819 = extractelement <4 x i32> %817, i32 1
  %820 = extractelement <4 x i32> %817, i32 2
  %821 = extractelement <4 x i32> %817, i32 3
  %822 = getelementptr i8, ptr addrspace(3) %802, i64 1024
  %823 = lshr i64 %807, 5
  %824 = mul i64 %823, 4
  %825 = getelementptr i8, ptr addrspace(3) %822, i64 %824
  %826 = load float, ptr addrspace(3) %825, align 4
  %827 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %811, i32 0)
  %828 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %812, i32 %827)
  %829 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %813, i32 %828)
  %830 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %814, i32 %829)
  %831 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %818, i32 %830)
  %832 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %819, i32 %831)
  %833 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %820, i32 %832)
  %834 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %821, i32 %833)
  %835 = mul i32 %834, 255
  %836 = load float, ptr %v10, align 4
  %837 = and i32 %525, 7
  %838 = trunc i32 %526 to i16
  %839 = bitcast i16 %838 to half
  %840 = fpext half %839 to float
  %841 = and i32 %837, 1
  %842 = mul i32 %841, 4
  %843 = lshr i32 %531, %842
  %844 = and i32 %843, 15
  %845 = shl i32 %844, 1
  %846 = or i32 %845, 1
  %847 = bitcast i32 %530 to <4 x i8>
  %848 = shufflevector <4 x i8> %847, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %849 = bitcast <4 x i8> %848 to i32
  %850 = shl i32 %849, 3
  %851 = zext i32 %850 to i64
  %852 = add i64 %851, 0
  %853 = getelementptr i8, ptr addrspace(3) @lds2, i64 %852
  %854 = load <2 x i32>, ptr addrspace(3) %853, align 8
  %855 = extractelement <2 x i32> %854, i32 0
  %856 = extractelement <2 x i32> %854, i32 1
  %857 = bitcast i32 %527 to <4 x i8>
  %858 = shufflevector <4 x i8> %857, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %859 = bitcast <4 x i8> %858 to i32
  %860 = shl i32 %529, 8
  %861 = and i32 %860, 256
  %862 = or i32 %859, %861
  %863 = sext i32 %862 to i64
  %864 = mul i64 %863, 4
  %865 = getelementptr i8, ptr addrspace(3) @lds1, i64 %864
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = xor i32 %866, %855
  %868 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %867, i32 %811, i32 0)
  %869 = bitcast i32 %527 to <4 x i8>
  %870 = shufflevector <4 x i8> %869, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %871 = bitcast <4 x i8> %870 to i32
  %872 = shl i32 %529, 7
  %873 = and i32 %872, 256
  %874 = or i32 %871, %873
  %875 = sext i32 %874 to i64
  %876 = mul i64 %875, 4
  %877 = getelementptr i8, ptr addrspace(3) @lds1, i64 %876
  %878 = load i32, ptr addrspace(3) %877, align 4
  %879 = xor i32 %878, %856
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %812, i32 %868)
  %881 = bitcast i32 %530 to <4 x i8>
  %882 = shufflevector <4 x i8> %881, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %883 = bitcast <4 x i8> %882 to i32
  %884 = shl i32 %883, 3
  %885 = zext i32 %884 to i64
  %886 = add i64 %885, 0
  %887 = getelementptr i8, ptr addrspace(3) @lds2, i64 %886
  %888 = load <2 x i32>, ptr addrspace(3) %887, align 8
  %889 = extractelement <2 x i32> %888, i32 0
  %890 = extractelement <2 x i32> %888, i32 1
  %891 = bitcast i32 %527 to <4 x i8>
  %892 = shufflevector <4 x i8> %891, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %893 = bitcast <4 x i8> %892 to i32
  %894 = shl i32 %529, 6
  %895 = and i32 %894, 256
  %896 = or i32 %893, %895
  %897 = sext i32 %896 to i64
  %898 = mul i64 %897, 4
  %899 = getelementptr i8, ptr addrspace(3) @lds1, i64 %898
  %900 = load i32, ptr addrspace(3) %899, align 4
  %901 = xor i32 %900, %889
  %902 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %901, i32 %813, i32 %880)
  %903 = bitcast i32 %527 to <4 x i8>
  %904 = shufflevector <4 x i8> %903, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %905 = bitcast <4 x i8> %904 to i32
  %906 = shl i32 %529, 5
  %907 = and i32 %906, 256
  %908 = or i32 %905, %907
  %909 = sext i32 %908 to i64
  %910 = mul i64 %909, 4
  %911 = getelementptr i8, ptr addrspace(3) @lds1, i64 %910
  %912 = load i32, ptr addrspace(3) %911, align 4
  %913 = xor i32 %912, %890
  %914 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %913, i32 %814, i32 %902)
  %915 = bitcast i32 %530 to <4 x i8>
  %916 = shufflevector <4 x i8> %915, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %917 = bitcast <4 x i8> %916 to i32
  %918 = shl i32 %917, 3
  %919 = zext i32 %918 to i64
  %920 = add i64 %919, 0
  %921 = getelementptr i8, ptr addrspace(3) @lds2, i64 %920
  %922 = load <2 x i32>, ptr addrspace(3) %921, align 8
  %923 = extractelement <2 x i32> %922, i32 0
  %924 = extractelement <2 x i32> %922, i32 1
  %925 = bitcast i32 %528 to <4 x i8>
  %926 = shufflevector <4 x i8> %925, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %927 = bitcast <4 x i8> %926 to i32
  %928 = shl i32 %529, 4
  %929 = and i32 %928, 256
  %930 = or i32 %927, %929
  %931 = sext i32 %930 to i64
  %932 = mul i64 %931, 4
  %933 = getelementptr i8, ptr addrspace(3) @lds1, i64 %932
  %934 = load i32, ptr addrspace(3) %933, align 4
  %935 = xor i32 %934, %923
  %936 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %935, i32 %818, i32 %914)
  %937 = bitcast i32 %528 to <4 x i8>
  %938 = shufflevector <4 x i8> %937, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %939 = bitcast <4 x i8> %938 to i32
  %940 = shl i32 %529, 3
  %941 = and i32 %940, 256
  %942 = or i32 %939, %941
  %943 = sext i32 %942 to i64
  %944 = mul i64 %943, 4
  %945 = getelementptr i8, ptr addrspace(3) @lds1, i64 %944
  %946 = load i32, ptr addrspace(3) %945, align 4
  %947 = xor i32 %946, %924
  %948 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %947, i32 %819, i32 %936)
  %949 = bitcast i32 %530 to <4 x i8>
  %950 = shufflevector <4 x i8> %949, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %951 = bitcast <4 x i8> %950 to i32
  %952 = shl i32 %951, 3
  %953 = zext i32 %952 to i64
  %954 = add i64 %953, 0
  %955 = getelementptr i8, ptr addrspace(3) @lds2, i64 %954
  %956 = load <2 x i32>, ptr addrspace(3) %955, align 8
  %957 = extractelement <2 x i32> %956, i32 0
  %958 = extractelement <2 x i32> %956, i32 1
  %959 = bitcast i32 %528 to <4 x i8>
  %960 = shufflevector <4 x i8> %959, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %961 = bitcast <4 x i8> %960 to i32
  %962 = shl i32 %529, 2
  %963 = and i32 %962, 256
  %964 = or i32 %961, %963
  %965 = sext i32 %964 to i64
  %966 = mul i64 %965, 4
  %967 = getelementptr i8, ptr addrspace(3) @lds1, i64 %966
  %968 = load i32, ptr addrspace(3) %967, align 4
  %969 = xor i32 %968, %957
  %970 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %969, i32 %820, i32 %948)
  %971 = bitcast i32 %528 to <4 x i8>
  %972 = shufflevector <4 x i8> %971, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %973 = bitcast <4 x i8> %972 to i32
  %974 = shl i32 %529, 1
  %975 = and i32 %974, 256
  %976 = or i32 %973, %975
  %977 = sext i32 %976 to i64
  %978 = mul i64 %977, 4
  %979 = getelementptr i8, ptr addrspace(3) @lds1, i64 %978
  %980 = load i32, ptr addrspace(3) %979, align 4
  %981 = xor i32 %980, %958
  %982 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %981, i32 %821, i32 %970)
  %983 = shl i32 %982, 1
  %984 = sub i32 %983, %835
  %985 = mul i32 %846, %984
  %986 = sitofp i32 %985 to float
  %987 = fmul float %840, %826
  %988 = call float @llvm.fma.f32(float %987, float %986, float %836)
  store float %988, ptr %v10, align 4
  %989 = load float, ptr %v11, align 4
  %990 = and i32 %525, 7
  %991 = trunc i32 %532 to i16
  %992 = bitcast i16 %991 to half
  %993 = fpext half %992 to float
  %994 = and i32 %990, 1
  %995 = mul i32 %994, 4
  %996 = lshr i32 %537, %995
  %997 = and i32 %996, 15
  %998 = shl i32 %997, 1
  %999 = or i32 %998, 1
  %1000 = bitcast i32 %536 to <4 x i8>
  %1001 = shufflevector <4 x i8> %1000, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1002 = bitcast <4 x i8> %1001 to i32
  %1003 = shl i32 %1002, 3
  %1004 = zext i32 %1003 to i64
  %1005 = add i64 %1004, 0
  %1006 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1005
  %1007 = load <2 x i32>, ptr addrspace(3) %1006, align 8
  %1008 = extractelement <2 x i32> %1007, i32 0
  %1009 = extractelement <2 x i32> %1007, i32 1
  %1010 = bitcast i32 %533 to <4 x i8>
  %1011 = shufflevector <4 x i8> %1010, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1012 = bitcast <4 x i8> %1011 to i32
  %1013 = shl i32 %535, 8
  %1014 = and i32 %1013, 256
  %1015 = or i32 %1012, %1014
  %1016 = sext i32 %1015 to i64
  %1017 = mul i64 %1016, 4
  %1018 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1017
  %1019 = load i32, ptr addrspace(3) %1018, align 4
  %1020 = xor i32 %1019, %1008
  %1021 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1020, i32 %811, i32 0)
  %1022 = bitcast i32 %533 to <4 x i8>
  %1023 = shufflevector <4 x i8> %1022, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1024 = bitcast <4 x i8> %1023 to i32
  %1025 = shl i32 %535, 7
  %1026 = and i32 %1025, 256
  %1027 = or i32 %1024, %1026
  %1028 = sext i32 %1027 to i64
  %1029 = mul i64 %1028, 4
  %1030 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1029
  %1031 = load i32, ptr addrspace(3) %1030, align 4
  %1032 = xor i32 %1031, %1009
  %1033 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1032, i32 %812, i32 %1021)
  %1034 = bitcast i32 %536 to <4 x i8>
  %1035 = shufflevector <4 x i8> %1034, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1036 = bitcast <4 x i8> %1035 to i32
  %1037 = shl i32 %1036, 3
  %1038 = zext i32 %1037 to i64
  %1039 = add i64 %1038, 0
  %1040 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1039
  %1041 = load <2 x i32>, ptr addrspace(3) %1040, align 8
  %1042 = extractelement <2 x i32> %1041, i32 0
  %1043 = extractelement <2 x i32> %1041, i32 1
  %1044 = bitcast i32 %533 to <4 x i8>
  %1045 = shufflevector <4 x i8> %1044, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1046 = bitcast <4 x i8> %1045 to i32
  %1047 = shl i32 %535, 6
  %1048 = and i32 %1047, 256
  %1049 = or i32 %1046, %1048
  %1050 = sext i32 %1049 to i64
  %1051 = mul i64 %1050, 4
  %1052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1051
  %1053 = load i32, ptr addrspace(3) %1052, align 4
  %1054 = xor i32 %1053, %1042
  %1055 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1054, i32 %813, i32 %1033)
  %1056 = bitcast i32 %533 to <4 x i8>
  %1057 = shufflevector <4 x i8> %1056, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1058 = bitcast <4 x i8> %1057 to i32
  %1059 = shl i32 %535, 5
  %1060 = and i32 %1059, 256
  %1061 = or i32 %1058, %1060
  %1062 = sext i32 %1061 to i64
  %1063 = mul i64 %1062, 4
  %1064 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1063
  %1065 = load i32, ptr addrspace(3) %1064, align 4
  %1066 = xor i32 %1065, %1043
  %1067 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1066, i32 %814, i32 %1055)
  %1068 = bitcast i32 %536 to <4 x i8>
  %1069 = shufflevector <4 x i8> %1068, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1070 = bitcast <4 x i8> %1069 to i32
  %1071 = shl i32 %1070, 3
  %1072 = zext i32 %1071 to i64
  %1073 = add i64 %1072, 0
  %1074 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1073
  %1075 = load <2 x i32>, ptr addrspace(3) %1074, align 8
  %1076 = extractelement <2 x i32> %1075, i32 0
  %1077 = extractelement <2 x i32> %1075, i32 1
  %1078 = bitcast i32 %534 to <4 x i8>
  %1079 = shufflevector <4 x i8> %1078, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1080 = bitcast <4 x i8> %1079 to i32
  %1081 = shl i32 %535, 4
  %1082 = and i32 %1081, 256
  %1083 = or i32 %1080, %1082
  %1084 = sext i32 %1083 to i64
  %1085 = mul i64 %1084, 4
  %1086 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1085
  %1087 = load i32, ptr addrspace(3) %1086, align 4
  %1088 = xor i32 %1087, %1076
  %1089 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1088, i32 %818, i32 %1067)
  %1090 = bitcast i32 %534 to <4 x i8>
  %1091 = shufflevector <4 x i8> %1090, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1092 = bitcast <4 x i8> %1091 to i32
  %1093 = shl i32 %535, 3
  %1094 = and i32 %1093, 256
  %1095 = or i32 %1092, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = mul i64 %1096, 4
  %1098 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1097
  %1099 = load i32, ptr addrspace(3) %1098, align 4
  %1100 = xor i32 %1099, %1077
  %1101 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1100, i32 %819, i32 %1089)
  %1102 = bitcast i32 %536 to <4 x i8>
  %1103 = shufflevector <4 x i8> %1102, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1104 = bitcast <4 x i8> %1103 to i32
  %1105 = shl i32 %1104, 3
  %1106 = zext i32 %1105 to i64
  %1107 = add i64 %1106, 0
  %1108 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1107
  %1109 = load <2 x i32>, ptr addrspace(3) %1108, align 8
  %1110 = extractelement <2 x i32> %1109, i32 0
  %1111 = extractelement <2 x i32> %1109, i32 1
  %1112 = bitcast i32 %534 to <4 x i8>
  %1113 = shufflevector <4 x i8> %1112, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1114 = bitcast <4 x i8> %1113 to i32
  %1115 = shl i32 %535, 2
  %1116 = and i32 %1115, 256
  %1117 = or i32 %1114, %1116
  %1118 = sext i32 %1117 to i64
  %1119 = mul i64 %1118, 4
  %1120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1119
  %1121 = load i32, ptr addrspace(3) %1120, align 4
  %1122 = xor i32 %1121, %1110
  %1123 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1122, i32 %820, i32 %1101)
  %1124 = bitcast i32 %534 to <4 x i8>
  %1125 = shufflevector <4 x i8> %1124, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1126 = bitcast <4 x i8> %1125 to i32
  %1127 = shl i32 %535, 1
  %1128 = and i32 %1127, 256
  %1129 = or i32 %1126, %1128
  %1130 = sext i32 %1129 to i64
  %1131 = mul i64 %1130, 4
  %1132 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1131
  %1133 = load i32, ptr addrspace(3) %1132, align 4
  %1134 = xor i32 %1133, %1111
  %1135 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1134, i32 %821, i32 %1123)
  %1136 = shl i32 %1135, 1
  %1137 = sub i32 %1136, %835
  %1138 = mul i32 %999, %1137
  %1139 = sitofp i32 %1138 to float
  %1140 = fmul float %993, %826
  %1141 = call float @llvm.fma.f32(float %1140, float %1139, float %989)
  store float %1141, ptr %v11, align 4
  %1142 = load float, ptr %v12, align 4
  %1143 = and i32 %525, 7
  %1144 = trunc i32 %538 to i16
  %1145 = bitcast i16 %1144 to half
  %1146 = fpext half %1145 to float
  %1147 = and i32 %1143, 1
  %1148 = mul i32 %1147, 4
  %1149 = lshr i32 %543, %1148
  %1150 = and i32 %1149, 15
  %1151 = shl i32 %1150, 1
  %1152 = or i32 %1151, 1
  %1153 = bitcast i32 %542 to <4 x i8>
  %1154 = shufflevector <4 x i8> %1153, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1155 = bitcast <4 x i8> %1154 to i32
  %1156 = shl i32 %1155, 3
  %1157 = zext i32 %1156 to i64
  %1158 = add i64 %1157, 0
  %1159 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1158
  %1160 = load <2 x i32>, ptr addrspace(3) %1159, align 8
  %1161 = extractelement <2 x i32> %1160, i32 0
  %1162 = extractelement <2 x i32> %1160, i32 1
  %1163 = bitcast i32 %539 to <4 x i8>
  %1164 = shufflevector <4 x i8> %1163, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1165 = bitcast <4 x i8> %1164 to i32
  %1166 = shl i32 %541, 8
  %1167 = and i32 %1166, 256
  %1168 = or i32 %1165, %1167
  %1169 = sext i32 %1168 to i64
  %1170 = mul i64 %1169, 4
  %1171 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1170
  %1172 = load i32, ptr addrspace(3) %1171, align 4
  %1173 = xor i32 %1172, %1161
  %1174 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1173, i32 %811, i32 0)
  %1175 = bitcast i32 %539 to <4 x i8>
  %1176 = shufflevector <4 x i8> %1175, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1177 = bitcast <4 x i8> %1176 to i32
  %1178 = shl i32 %541, 7
  %1179 = and i32 %1178, 256
  %1180 = or i32 %1177, %1179
  %1181 = sext i32 %1180 to i64
  %1182 = mul i64 %1181, 4
  %1183 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1182
  %1184 = load i32, ptr addrspace(3) %1183, align 4
  %1185 = xor i32 %1184, %1162
  %1186 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1185, i32 %812, i32 %1174)
  %1187 = bitcast i32 %542 to <4 x i8>
  %1188 = shufflevector <4 x i8> %1187, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1189 = bitcast <4 x i8> %1188 to i32
  %1190 = shl i32 %1189, 3
  %1191 = zext i32 %1190 to i64
  %1192 = add i64 %1191, 0
  %1193 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1192
  %1194 = load <2 x i32>, ptr addrspace(3) %1193, align 8
  %1195 = extractelement <2 x i32> %1194, i32 0
  %1196 = extractelement <2 x i32> %1194, i32 1
  %1197 = bitcast i32 %539 to <4 x i8>
  %1198 = shufflevector <4 x i8> %1197, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1199 = bitcast <4 x i8> %1198 to i32
  %1200 = shl i32 %541, 6
  %1201 = and i32 %1200, 256
  %1202 = or i32 %1199, %1201
  %1203 = sext i32 %1202 to i64
  %1204 = mul i64 %1203, 4
  %1205 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1204
  %1206 = load i32, ptr addrspace(3) %1205, align 4
  %1207 = xor i32 %1206, %1195
  %1208 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1207, i32 %813, i32 %1186)
  %1209 = bitcast i32 %539 to <4 x i8>
  %1210 = shufflevector <4 x i8> %1209, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1211 = bitcast <4 x i8> %1210 to i32
  %1212 = shl i32 %541, 5
  %1213 = and i32 %1212, 256
  %1214 = or i32 %1211, %1213
  %1215 = sext i32 %1214 to i64
  %1216 = mul i64 %1215, 4
  %1217 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1216
  %1218 = load i32, ptr addrspace(3) %1217, align 4
  %1219 = xor i32 %1218, %1196
  %1220 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1219, i32 %814, i32 %1208)
  %1221 = bitcast i32 %542 to <4 x i8>
  %1222 = shufflevector <4 x i8> %1221, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1223 = bitcast <4 x i8> %1222 to i32
  %1224 = shl i32 %1223, 3
  %1225 = zext i32 %1224 to i64
  %1226 = add i64 %1225, 0
  %1227 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1226
  %1228 = load <2 x i32>, ptr addrspace(3) %1227, align 8
  %1229 = extractelement <2 x i32> %1228, i32 0
  %1230 = extractelement <2 x i32> %1228, i32 1
  %1231 = bitcast i32 %540 to <4 x i8>
  %1232 = shufflevector <4 x i8> %1231, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1233 = bitcast <4 x i8> %1232 to i32
  %1234 = shl i32 %541, 4
  %1235 = and i32 %1234, 256
  %1236 = or i32 %1233, %1235
  %1237 = sext i32 %1236 to i64
  %1238 = mul i64 %1237, 4
  %1239 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1238
  %1240 = load i32, ptr addrspace(3) %1239, align 4
  %1241 = xor i32 %1240, %1229
  %1242 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1241, i32 %818, i32 %1220)
  %1243 = bitcast i32 %540 to <4 x i8>
  %1244 = shufflevector <4 x i8> %1243, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1245 = bitcast <4 x i8> %1244 to i32
  %1246 = shl i32 %541, 3
  %1247 = and i32 %1246, 256
  %1248 = or i32 %1245, %1247
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1250
  %1252 = load i32, ptr addrspace(3) %1251, align 4
  %1253 = xor i32 %1252, %1230
  %1254 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1253, i32 %819, i32 %1242)
  %1255 = bitcast i32 %542 to <4 x i8>
  %1256 = shufflevector <4 x i8> %1255, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1257 = bitcast <4 x i8> %1256 to i32
  %1258 = shl i32 %1257, 3
  %1259 = zext i32 %1258 to i64
  %1260 = add i64 %1259, 0
  %1261 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1260
  %1262 = load <2 x i32>, ptr addrspace(3) %1261, align 8
  %1263 = extractelement <2 x i32> %1262, i32 0
  %1264 = extractelement <2 x i32> %1262, i32 1
  %1265 = bitcast i32 %540 to <4 x i8>
  %1266 = shufflevector <4 x i8> %1265, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1267 = bitcast <4 x i8> %1266 to i32
  %1268 = shl i32 %541, 2
  %1269 = and i32 %1268, 256
  %1270 = or i32 %1267, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1272
  %1274 = load i32, ptr addrspace(3) %1273, align 4
  %1275 = xor i32 %1274, %1263
  %1276 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1275, i32 %820, i32 %1254)
  %1277 = bitcast i32 %540 to <4 x i8>
  %1278 = shufflevector <4 x i8> %1277, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1279 = bitcast <4 x i8> %1278 to i32
  %1280 = shl i32 %541, 1
  %1281 = and i32 %1280, 256
  %1282 = or i32 %1279, %1281
  %1283 = sext i32 %1282 to i64
  %1284 = mul i64 %1283, 4
  %1285 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1284
  %1286 = load i32, ptr addrspace(3) %1285, align 4
  %1287 = xor i32 %1286, %1264
  %1288 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1287, i32 %821, i32 %1276)
  %1289 = shl i32 %1288, 1
  %1290 = sub i32 %1289, %835
  %1291 = mul i32 %1152, %1290
  %1292 = sitofp i32 %1291 to float
  %1293 = fmul float %1146, %826
  %1294 = call float @llvm.fma.f32(float %1293, float %1292, float %1142)
  store float %1294, ptr %v12, align 4
  %1295 = load float, ptr %v13, align 4
  %1296 = and i32 %525, 7
  %1297 = trunc i32 %544 to i16
  %1298 = bitcast i16 %1297 to half
  %1299 = fpext half %1298 to float
  %1300 = and i32 %1296, 1
  %1301 = mul i32 %1300, 4
  %1302 = lshr i32 %549, %1301
  %1303 = and i32 %1302, 15
  %1304 = shl i32 %1303, 1
  %1305 = or i32 %1304, 1
  %1306 = bitcast i32 %548 to <4 x i8>
  %1307 = shufflevector <4 x i8> %1306, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1308 = bitcast <4 x i8> %1307 to i32
  %1309 = shl i32 %1308, 3
  %1310 = zext i32 %1309 to i64
  %1311 = add i64 %1310, 0
  %1312 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1311
  %1313 = load <2 x i32>, ptr addrspace(3) %1312, align 8
  %1314 = extractelement <2 x i32> %1313, i32 0
  %1315 = extractelement <2 x i32> %1313, i32 1
  %1316 = bitcast i32 %545 to <4 x i8>
  %1317 = shufflevector <4 x i8> %1316, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1318 = bitcast <4 x i8> %1317 to i32
  %1319 = shl i32 %547, 8
  %1320 = and i32 %1319, 256
  %1321 = or i32 %1318, %1320
  %1322 = sext i32 %1321 to i64
  %1323 = mul i64 %1322, 4
  %1324 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1323
  %1325 = load i32, ptr addrspace(3) %1324, align 4
  %1326 = xor i32 %1325, %1314
  %1327 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1326, i32 %811, i32 0)
  %1328 = bitcast i32 %545 to <4 x i8>
  %1329 = shufflevector <4 x i8> %1328, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1330 = bitcast <4 x i8> %1329 to i32
  %1331 = shl i32 %547, 7
  %1332 = and i32 %1331, 256
  %1333 = or i32 %1330, %1332
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 4
  %1336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1335
  %1337 = load i32, ptr addrspace(3) %1336, align 4
  %1338 = xor i32 %1337, %1315
  %1339 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1338, i32 %812, i32 %1327)
  %1340 = bitcast i32 %548 to <4 x i8>
  %1341 = shufflevector <4 x i8> %1340, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1342 = bitcast <4 x i8> %1341 to i32
  %1343 = shl i32 %1342, 3
  %1344 = zext i32 %1343 to i64
  %1345 = add i64 %1344, 0
  %1346 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1345
  %1347 = load <2 x i32>, ptr addrspace(3) %1346, align 8
  %1348 = extractelement <2 x i32> %1347, i32 0
  %1349 = extractelement <2 x i32> %1347, i32 1
  %1350 = bitcast i32 %545 to <4 x i8>
  %1351 = shufflevector <4 x i8> %1350, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1352 = bitcast <4 x i8> %1351 to i32
  %1353 = shl i32 %547, 6
  %1354 = and i32 %1353, 256
  %1355 = or i32 %1352, %1354
  %1356 = sext i32 %1355 to i64
  %1357 = mul i64 %1356, 4
  %1358 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1357
  %1359 = load i32, ptr addrspace(3) %1358, align 4
  %1360 = xor i32 %1359, %1348
  %1361 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1360, i32 %813, i32 %1339)
  %1362 = bitcast i32 %545 to <4 x i8>
  %1363 = shufflevector <4 x i8> %1362, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1364 = bitcast <4 x i8> %1363 to i32
  %1365 = shl i32 %547, 5
  %1366 = and i32 %1365, 256
  %1367 = or i32 %1364, %1366
  %1368 = sext i32 %1367 to i64
  %1369 = mul i64 %1368, 4
  %1370 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1369
  %1371 = load i32, ptr addrspace(3) %1370, align 4
  %1372 = xor i32 %1371, %1349
  %1373 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1372, i32 %814, i32 %1361)
  %1374 = bitcast i32 %548 to <4 x i8>
  %1375 = shufflevector <4 x i8> %1374, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1376 = bitcast <4 x i8> %1375 to i32
  %1377 = shl i32 %1376, 3
  %1378 = zext i32 %1377 to i64
  %1379 = add i64 %1378, 0
  %1380 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1379
  %1381 = load <2 x i32>, ptr addrspace(3) %1380, align 8
  %1382 = extractelement <2 x i32> %1381, i32 0
  %1383 = extractelement <2 x i32> %1381, i32 1
  %1384 = bitcast i32 %546 to <4 x i8>
  %1385 = shufflevector <4 x i8> %1384, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1386 = bitcast <4 x i8> %1385 to i32
  %1387 = shl i32 %547, 4
  %1388 = and i32 %1387, 256
  %1389 = or i32 %1386, %1388
  %1390 = sext i32 %1389 to i64
  %1391 = mul i64 %1390, 4
  %1392 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1391
  %1393 = load i32, ptr addrspace(3) %1392, align 4
  %1394 = xor i32 %1393, %1382
  %1395 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1394, i32 %818, i32 %1373)
  %1396 = bitcast i32 %546 to <4 x i8>
  %1397 = shufflevector <4 x i8> %1396, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1398 = bitcast <4 x i8> %1397 to i32
  %1399 = shl i32 %547, 3
  %1400 = and i32 %1399, 256
  %1401 = or i32 %1398, %1400
  %1402 = sext i32 %1401 to i64
  %1403 = mul i64 %1402, 4
  %1404 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1403
  %1405 = load i32, ptr addrspace(3) %1404, align 4
  %1406 = xor i32 %1405, %1383
  %1407 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1406, i32 %819, i32 %1395)
  %1408 = bitcast i32 %548 to <4 x i8>
  %1409 = shufflevector <4 x i8> %1408, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1410 = bitcast <4 x i8> %1409 to i32
  %1411 = shl i32 %1410, 3
  %1412 = zext i32 %1411 to i64
  %1413 = add i64 %1412, 0
  %1414 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1413
  %1415 = load <2 x i32>, ptr addrspace(3) %1414, align 8
  %1416 = extractelement <2 x i32> %1415, i32 0
  %1417 = extractelement <2 x i32> %1415, i32 1
  %1418 = bitcast i32 %546 to <4 x i8>
  %1419 = shufflevector <4 x i8> %1418, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1420 = bitcast <4 x i8> %1419 to i32
  %1421 = shl i32 %547, 2
  %1422 = and i32 %1421, 256
  %1423 = or i32 %1420, %1422
  %1424 = sext i32 %1423 to i64
  %1425 = mul i64 %1424, 4
  %1426 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1425
  %1427 = load i32, ptr addrspace(3) %1426, align 4
  %1428 = xor i32 %1427, %1416
  %1429 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1428, i32 %820, i32 %1407)
  %1430 = bitcast i32 %546 to <4 x i8>
  %1431 = shufflevector <4 x i8> %1430, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1432 = bitcast <4 x i8> %1431 to i32
  %1433 = shl i32 %547, 1
  %1434 = and i32 %1433, 256
  %1435 = or i32 %1432, %1434
  %1436 = sext i32 %1435 to i64
  %1437 = mul i64 %1436, 4
  %1438 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1437
  %1439 = load i32, ptr addrspace(3) %1438, align 4
  %1440 = xor i32 %1439, %1417
  %1441 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1440, i32 %821, i32 %1429)
  %1442 = shl i32 %1441, 1
  %1443 = sub i32 %1442, %835
  %1444 = mul i32 %1305, %1443
  %1445 = sitofp i32 %1444 to float
  %1446 = fmul float %1299, %826
  %1447 = call float @llvm.fma.f32(float %1446, float %1445, float %1295)
  store float %1447, ptr %v13, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %1448 = add i32 %490, 1
  %1449 = and i32 %1448, 1
  %1450 = sext i32 %1449 to i64
  %1451 = mul i64 %1450, 1152
  %1452 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1451
  %1453 = getelementptr i8, ptr addrspace(3) %1452, i64 1024
  %1454 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1455 = bitcast float %505 to i32
  %1456 = and i32 %1455, 2147483647
  %1457 = bitcast float %506 to i32
  %1458 = and i32 %1457, 2147483647
  %1459 = bitcast float %507 to i32
  %1460 = and i32 %1459, 2147483647
  %1461 = bitcast float %508 to i32
  %1462 = and i32 %1461, 2147483647
  %1463 = icmp ugt i32 %1456, %1458
  %1464 = select i1 %1463, i32 %1456, i32 %1458
  %1465 = icmp ugt i32 %1460, %1462
  %1466 = select i1 %1465, i32 %1460, i32 %1462
  %1467 = icmp ugt i32 %1464, %1466
  %1468 = select i1 %1467, i32 %1464, i32 %1466
  %1469 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1468, i32 1, i32 31)
  %1470 = icmp ugt i32 %1468, %1469
  %1471 = select i1 %1470, i32 %1468, i32 %1469
  %1472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1471, i32 2, i32 31)
  %1473 = icmp ugt i32 %1471, %1472
  %1474 = select i1 %1473, i32 %1471, i32 %1472
  %1475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1474, i32 4, i32 31)
  %1476 = icmp ugt i32 %1474, %1475
  %1477 = select i1 %1476, i32 %1474, i32 %1475
  %1478 = and i32 %1477, 2147483647
  %1479 = icmp ult i32 %1478, 2139095040
  %1480 = bitcast i32 %1477 to float
  %1481 = fdiv float 1.270000e+02, %1480
  %1482 = bitcast float %1481 to i32
  %1483 = and i32 %1482, 2147483647
  %1484 = icmp ult i32 %1483, 2139095040
  %1485 = select i1 %1484, float %1481, float 0.000000e+00
  %1486 = fmul float %505, %1485
  %1487 = fadd float %1486, 0x4168000000000000
  %1488 = bitcast float %1487 to i32
  %1489 = fmul float %506, %1485
  %1490 = fadd float %1489, 0x4168000000000000
  %1491 = bitcast float %1490 to i32
  %1492 = fmul float %507, %1485
  %1493 = fadd float %1492, 0x4168000000000000
  %1494 = bitcast float %1493 to i32
  %1495 = fmul float %508, %1485
  %1496 = fadd float %1495, 0x4168000000000000
  %1497 = bitcast float %1496 to i32
  %1498 = bitcast i32 %1488 to <4 x i8>
  %1499 = bitcast i32 %1491 to <4 x i8>
  %1500 = shufflevector <4 x i8> %1498, <4 x i8> %1499, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1501 = bitcast <4 x i8> %1500 to i32
  %1502 = bitcast i32 %1494 to <4 x i8>
  %1503 = bitcast i32 %1497 to <4 x i8>
  %1504 = shufflevector <4 x i8> %1502, <4 x i8> %1503, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1505 = bitcast <4 x i8> %1504 to i32
  %1506 = bitcast i32 %1501 to <4 x i8>
  %1507 = bitcast i32 %1505 to <4 x i8>
  %1508 = shufflevector <4 x i8> %1506, <4 x i8> %1507, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1509 = bitcast <4 x i8> %1508 to i32
  %1510 = add i32 %1454, 0
  %1511 = sext i32 %1510 to i64
  %1512 = mul i64 %1511, 4
  %1513 = icmp slt i64 %1512, 1024
  br i1 %1513, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1514 = lshr i64 %1512, 2
  %1515 = mul i64 %1514, 4
  %1516 = getelementptr i8, ptr addrspace(3) %1452, i64 %1515
  store i32 %1509, ptr addrspace(3) %1516, align 4
  %1517 = and i64 %1512, 31
  %1518 = icmp eq i64 %1517, 0
  br i1 %1518, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %1519 = bitcast float %520 to i32
  %1520 = and i32 %1519, 2147483647
  %1521 = bitcast float %521 to i32
  %1522 = and i32 %1521, 2147483647
  %1523 = bitcast float %522 to i32
  %1524 = and i32 %1523, 2147483647
  %1525 = bitcast float %523 to i32
  %1526 = and i32 %1525, 2147483647
  %1527 = icmp ugt i32 %1520, %1522
  %1528 = select i1 %1527, i32 %1520, i32 %1522
  %1529 = icmp ugt i32 %1524, %1526
  %1530 = select i1 %1529, i32 %1524, i32 %1526
  %1531 = icmp ugt i32 %1528, %1530
  %1532 = select i1 %1531, i32 %1528, i32 %1530
  %1533 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1532, i32 1, i32 31)
  %1534 = icmp ugt i32 %1532, %1533
  %1535 = select i1 %1534, i32 %1532, i32 %1533
  %1536 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1535, i32 2, i32 31)
  %1537 = icmp ugt i32 %1535, %1536
  %1538 = select i1 %1537, i32 %1535, i32 %1536
  %1539 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1538, i32 4, i32 31)
  %1540 = icmp ugt i32 %1538, %1539
  %1541 = select i1 %1540, i32 %1538, i32 %1539
  %1542 = and i32 %1541, 2147483647
  %1543 = icmp ult i32 %1542, 2139095040
  %1544 = bitcast i32 %1541 to float
  %1545 = fdiv float 1.270000e+02, %1544
  %1546 = bitcast float %1545 to i32
  %1547 = and i32 %1546, 2147483647
  %1548 = icmp ult i32 %1547, 2139095040
  %1549 = select i1 %1548, float %1545, float 0.000000e+00
  %1550 = fmul float %520, %1549
  %1551 = fadd float %1550, 0x4168000000000000
  %1552 = bitcast float %1551 to i32
  %1553 = fmul float %521, %1549
  %1554 = fadd float %1553, 0x4168000000000000
  %1555 = bitcast float %1554 to i32
  %1556 = fmul float %522, %1549
  %1557 = fadd float %1556, 0x4168000000000000
  %1558 = bitcast float %1557 to i32
  %1559 = fmul float %523, %1549
  %1560 = fadd float %1559, 0x4168000000000000
  %1561 = bitcast float %1560 to i32
  %1562 = bitcast i32 %1552 to <4 x i8>
  %1563 = bitcast i32 %1555 to <4 x i8>
  %1564 = shufflevector <4 x i8> %1562, <4 x i8> %1563, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1565 = bitcast <4 x i8> %1564 to i32
  %1566 = bitcast i32 %1558 to <4 x i8>
  %1567 = bitcast i32 %1561 to <4 x i8>
  %1568 = shufflevector <4 x i8> %1566, <4 x i8> %1567, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1569 = bitcast <4 x i8> %1568 to i32
  %1570 = bitcast i32 %1565 to <4 x i8>
  %1571 = bitcast i32 %1569 to <4 x i8>
  %1572 = shufflevector <4 x i8> %1570, <4 x i8> %1571, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1573 = bitcast <4 x i8> %1572 to i32
  %1574 = add i32 %1454, 128
  %1575 = sext i32 %1574 to i64
  %1576 = mul i64 %1575, 4
  %1577 = icmp slt i64 %1576, 1024
  br i1 %1577, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1578 = fmul float %1480, 0x3F80204080000000
  %1579 = select i1 %1479, float %1578, float 0x7FF8000000000000
  %1580 = lshr i64 %1512, 5
  %1581 = mul i64 %1580, 4
  %1582 = getelementptr i8, ptr addrspace(3) %1453, i64 %1581
  store float %1579, ptr addrspace(3) %1582, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1583 = lshr i64 %1576, 2
  %1584 = mul i64 %1583, 4
  %1585 = getelementptr i8, ptr addrspace(3) %1452, i64 %1584
  store i32 %1573, ptr addrspace(3) %1585, align 4
  %1586 = and i64 %1576, 31
  %1587 = icmp eq i64 %1586, 0
  br i1 %1587, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1588 = load i32, ptr %v46, align 4
  %1589 = add i32 %1588, 1
  store i32 %1589, ptr %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1590 = fmul float %1544, 0x3F80204080000000
  %1591 = select i1 %1543, float %1590, float 0x7FF8000000000000
  %1592 = lshr i64 %1576, 5
  %1593 = mul i64 %1592, 4
  %1594 = getelementptr i8, ptr addrspace(3) %1453, i64 %1593
  store float %1591, ptr addrspace(3) %1594, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1595 = load float, ptr %v9, align 4
  %1596 = add i32 %73, %64
  %1597 = icmp slt i32 %1596, %4
  br i1 %1597, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1598 = load i32, ptr %v5, align 4
  %1599 = add i32 %1598, 4
  store i32 %1599, ptr %v5, align 4
  br label %loop6

then62:                                           ; preds = %then60
  %1600 = add i32 %55, %1596
  %1601 = sext i32 %1600 to i64
  %1602 = mul i64 %1601, 4
  %1603 = getelementptr i8, ptr addrspace(1) %0, i64 %1602
  store float %1595, ptr addrspace(1) %1603, align 4
  br label %endif63

endif63:                                          ; preds = %then62, %then60
  br label %endif61
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
