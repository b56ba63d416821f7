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
  %23 = and i32 %22, 31
  %24 = and i32 %23, 0
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %25, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %26 = load i32, ptr %v1, align 4
  %27 = icmp slt i32 %26, 512
  br i1 %27, label %body3, label %done4

body3:                                            ; preds = %loop2
  %28 = load i32, ptr %v1, align 4
  %29 = sext i32 %28 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) @strata_sign_byte_masks, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = sext i32 %28 to i64
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr addrspace(3) @lds2, i64 %34
  store i32 %32, ptr addrspace(3) %35, align 4
  %36 = load i32, ptr %v1, align 4
  %37 = add i32 %36, 128
  store i32 %37, ptr %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  call void @llvm.nvvm.barrier0()
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %39 = urem i32 %38, %7
  %40 = sext i32 %39 to i64
  %41 = mul i64 %40, 4
  %42 = getelementptr i8, ptr addrspace(1) %2, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %then, label %endif

then:                                             ; preds = %done4
  %45 = udiv i32 %38, %7
  %46 = mul i32 %45, %8
  %47 = add i32 %43, %46
  %48 = sext i32 %47 to i64
  %49 = mul i64 %48, 8
  %50 = getelementptr i8, ptr addrspace(1) %1, i64 %49
  %51 = load i64, ptr addrspace(1) %50, align 8
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = sext i32 %38 to i64
  %54 = sext i32 %6 to i64
  %55 = mul i64 %53, %54
  %56 = mul i64 %55, 4
  %57 = getelementptr i8, ptr addrspace(1) %3, i64 %56
  %58 = mul i32 %38, %4
  %59 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %60 = lshr i32 %59, 5
  %61 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = and i32 %61, 31
  %63 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = mul i32 %63, 16
  %65 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %66 = and i32 %65, 31
  %67 = lshr i32 %66, 3
  %68 = and i32 %66, 7
  %69 = icmp eq i32 %68, 0
  store i32 %60, ptr %v5, align 4
  br label %loop6

endif:                                            ; preds = %done8, %done4
  ret void

loop6:                                            ; preds = %endif61, %then
  %70 = load i32, ptr %v5, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %body7, label %done8

body7:                                            ; preds = %loop6
  %72 = load i32, ptr %v5, align 4
  %73 = udiv i32 %72, 1
  %74 = urem i32 %72, 1
  %75 = mul i32 %73, 4
  %76 = add i32 %64, %75
  %77 = icmp slt i32 %76, %4
  store float 0.000000e+00, ptr %v9, align 4
  %78 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %79 = and i32 %78, 31
  %80 = sext i32 %5 to i64
  %81 = udiv i64 %80, 256
  %82 = mul i64 %81, 110
  %83 = sub i32 %4, 1
  %84 = add i32 %76, 0
  %85 = icmp sgt i32 %84, %83
  %86 = select i1 %85, i32 %83, i32 %84
  %87 = sext i32 %86 to i64
  %88 = mul i64 %87, %82
  %89 = getelementptr i8, ptr addrspace(1) %52, i64 %88
  %90 = add i32 %76, 1
  %91 = icmp sgt i32 %90, %83
  %92 = select i1 %91, i32 %83, i32 %90
  %93 = sext i32 %92 to i64
  %94 = mul i64 %93, %82
  %95 = getelementptr i8, ptr addrspace(1) %52, i64 %94
  %96 = add i32 %76, 2
  %97 = icmp sgt i32 %96, %83
  %98 = select i1 %97, i32 %83, i32 %96
  %99 = sext i32 %98 to i64
  %100 = mul i64 %99, %82
  %101 = getelementptr i8, ptr addrspace(1) %52, i64 %100
  %102 = add i32 %76, 3
  %103 = icmp sgt i32 %102, %83
  %104 = select i1 %103, i32 %83, i32 %102
  %105 = sext i32 %104 to i64
  %106 = mul i64 %105, %82
  %107 = getelementptr i8, ptr addrspace(1) %52, i64 %106
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  %108 = udiv i32 %5, 32
  %109 = mul i32 %74, 32
  %110 = add i32 %79, %109
  %111 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %112 = sext i32 %5 to i64
  %113 = sub i32 %108, 1
  %114 = icmp sgt i32 %110, %113
  %115 = select i1 %114, i32 %113, i32 %110
  %116 = lshr i32 %115, 3
  %117 = and i32 %115, 7
  %118 = sext i32 %116 to i64
  %119 = mul i64 %118, 110
  %120 = add i64 %119, 0
  %121 = getelementptr i8, ptr addrspace(1) %89, i64 %120
  %122 = sext i32 %117 to i64
  %123 = getelementptr i8, ptr addrspace(1) %121, i64 0
  %124 = load i16, ptr addrspace(1) %123, align 2
  %125 = zext i16 %124 to i32
  %126 = getelementptr i8, ptr addrspace(1) %121, i64 2
  %127 = ptrtoint ptr addrspace(1) %126 to i64
  %128 = and i64 %127, 3
  %129 = sub i64 0, %128
  %130 = getelementptr i8, ptr addrspace(1) %126, i64 %129
  %131 = shl i64 %128, 3
  %132 = trunc i64 %131 to i32
  %133 = mul i64 %122, 8
  %134 = add i64 %133, 0
  %135 = getelementptr i8, ptr addrspace(1) %130, i64 %134
  %136 = load i32, ptr addrspace(1) %135, align 4
  %137 = add i64 %133, 4
  %138 = getelementptr i8, ptr addrspace(1) %130, i64 %137
  %139 = load i32, ptr addrspace(1) %138, align 4
  %140 = add i64 %133, 4
  %141 = shl i64 %128, 1
  %142 = add i64 %140, %141
  %143 = getelementptr i8, ptr addrspace(1) %130, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4
  %145 = call i32 @llvm.fshr.i32(i32 %139, i32 %136, i32 %132)
  %146 = call i32 @llvm.fshr.i32(i32 %144, i32 %139, i32 %132)
  %147 = add i64 %122, 66
  %148 = getelementptr i8, ptr addrspace(1) %121, i64 %147
  %149 = load i8, ptr addrspace(1) %148, align 1
  %150 = zext i8 %149 to i32
  %151 = mul i64 %122, 4
  %152 = add i64 %151, 72
  %153 = add i64 %152, 0
  %154 = getelementptr i8, ptr addrspace(1) %130, i64 %153
  %155 = load i32, ptr addrspace(1) %154, align 4
  %156 = add i64 %152, 0
  %157 = shl i64 %128, 1
  %158 = add i64 %156, %157
  %159 = getelementptr i8, ptr addrspace(1) %130, i64 %158
  %160 = load i32, ptr addrspace(1) %159, align 4
  %161 = call i32 @llvm.fshr.i32(i32 %160, i32 %155, i32 %132)
  %162 = lshr i64 %122, 1
  %163 = add i64 %162, 106
  %164 = getelementptr i8, ptr addrspace(1) %121, i64 %163
  %165 = load i8, ptr addrspace(1) %164, align 1
  %166 = zext i8 %165 to i32
  store i32 %125, ptr %v14, align 4
  store i32 %145, ptr %v15, align 4
  store i32 %146, ptr %v16, align 4
  store i32 %150, ptr %v17, align 4
  store i32 %161, ptr %v18, align 4
  store i32 %166, ptr %v19, align 4
  %167 = lshr i32 %115, 3
  %168 = and i32 %115, 7
  %169 = sext i32 %167 to i64
  %170 = mul i64 %169, 110
  %171 = add i64 %170, 0
  %172 = getelementptr i8, ptr addrspace(1) %95, i64 %171
  %173 = sext i32 %168 to i64
  %174 = getelementptr i8, ptr addrspace(1) %172, i64 0
  %175 = load i16, ptr addrspace(1) %174, align 2
  %176 = zext i16 %175 to i32
  %177 = getelementptr i8, ptr addrspace(1) %172, i64 2
  %178 = ptrtoint ptr addrspace(1) %177 to i64
  %179 = and i64 %178, 3
  %180 = sub i64 0, %179
  %181 = getelementptr i8, ptr addrspace(1) %177, i64 %180
  %182 = shl i64 %179, 3
  %183 = trunc i64 %182 to i32
  %184 = mul i64 %173, 8
  %185 = add i64 %184, 0
  %186 = getelementptr i8, ptr addrspace(1) %181, i64 %185
  %187 = load i32, ptr addrspace(1) %186, align 4
  %188 = add i64 %184, 4
  %189 = getelementptr i8, ptr addrspace(1) %181, i64 %188
  %190 = load i32, ptr addrspace(1) %189, align 4
  %191 = add i64 %184, 4
  %192 = shl i64 %179, 1
  %193 = add i64 %191, %192
  %194 = getelementptr i8, ptr addrspace(1) %181, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = call i32 @llvm.fshr.i32(i32 %190, i32 %187, i32 %183)
  %197 = call i32 @llvm.fshr.i32(i32 %195, i32 %190, i32 %183)
  %198 = add i64 %173, 66
  %199 = getelementptr i8, ptr addrspace(1) %172, i64 %198
  %200 = load i8, ptr addrspace(1) %199, align 1
  %201 = zext i8 %200 to i32
  %202 = mul i64 %173, 4
  %203 = add i64 %202, 72
  %204 = add i64 %203, 0
  %205 = getelementptr i8, ptr addrspace(1) %181, i64 %204
  %206 = load i32, ptr addrspace(1) %205, align 4
  %207 = add i64 %203, 0
  %208 = shl i64 %179, 1
  %209 = add i64 %207, %208
  %210 = getelementptr i8, ptr addrspace(1) %181, i64 %209
  %211 = load i32, ptr addrspace(1) %210, align 4
  %212 = call i32 @llvm.fshr.i32(i32 %211, i32 %206, i32 %183)
  %213 = lshr i64 %173, 1
  %214 = add i64 %213, 106
  %215 = getelementptr i8, ptr addrspace(1) %172, i64 %214
  %216 = load i8, ptr addrspace(1) %215, align 1
  %217 = zext i8 %216 to i32
  store i32 %176, ptr %v20, align 4
  store i32 %196, ptr %v21, align 4
  store i32 %197, ptr %v22, align 4
  store i32 %201, ptr %v23, align 4
  store i32 %212, ptr %v24, align 4
  store i32 %217, ptr %v25, align 4
  %218 = lshr i32 %115, 3
  %219 = and i32 %115, 7
  %220 = sext i32 %218 to i64
  %221 = mul i64 %220, 110
  %222 = add i64 %221, 0
  %223 = getelementptr i8, ptr addrspace(1) %101, i64 %222
  %224 = sext i32 %219 to i64
  %225 = getelementptr i8, ptr addrspace(1) %223, i64 0
  %226 = load i16, ptr addrspace(1) %225, align 2
  %227 = zext i16 %226 to i32
  %228 = getelementptr i8, ptr addrspace(1) %223, i64 2
  %229 = ptrtoint ptr addrspace(1) %228 to i64
  %230 = and i64 %229, 3
  %231 = sub i64 0, %230
  %232 = getelementptr i8, ptr addrspace(1) %228, i64 %231
  %233 = shl i64 %230, 3
  %234 = trunc i64 %233 to i32
  %235 = mul i64 %224, 8
  %236 = add i64 %235, 0
  %237 = getelementptr i8, ptr addrspace(1) %232, i64 %236
  %238 = load i32, ptr addrspace(1) %237, align 4
  %239 = add i64 %235, 4
  %240 = getelementptr i8, ptr addrspace(1) %232, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = add i64 %235, 4
  %243 = shl i64 %230, 1
  %244 = add i64 %242, %243
  %245 = getelementptr i8, ptr addrspace(1) %232, i64 %244
  %246 = load i32, ptr addrspace(1) %245, align 4
  %247 = call i32 @llvm.fshr.i32(i32 %241, i32 %238, i32 %234)
  %248 = call i32 @llvm.fshr.i32(i32 %246, i32 %241, i32 %234)
  %249 = add i64 %224, 66
  %250 = getelementptr i8, ptr addrspace(1) %223, i64 %249
  %251 = load i8, ptr addrspace(1) %250, align 1
  %252 = zext i8 %251 to i32
  %253 = mul i64 %224, 4
  %254 = add i64 %253, 72
  %255 = add i64 %254, 0
  %256 = getelementptr i8, ptr addrspace(1) %232, i64 %255
  %257 = load i32, ptr addrspace(1) %256, align 4
  %258 = add i64 %254, 0
  %259 = shl i64 %230, 1
  %260 = add i64 %258, %259
  %261 = getelementptr i8, ptr addrspace(1) %232, i64 %260
  %262 = load i32, ptr addrspace(1) %261, align 4
  %263 = call i32 @llvm.fshr.i32(i32 %262, i32 %257, i32 %234)
  %264 = lshr i64 %224, 1
  %265 = add i64 %264, 106
  %266 = getelementptr i8, ptr addrspace(1) %223, i64 %265
  %267 = load i8, ptr addrspace(1) %266, align 1
  %268 = zext i8 %267 to i32
  store i32 %227, ptr %v26, align 4
  store i32 %247, ptr %v27, align 4
  store i32 %248, ptr %v28, align 4
  store i32 %252, ptr %v29, align 4
  store i32 %263, ptr %v30, align 4
  store i32 %268, ptr %v31, align 4
  %269 = lshr i32 %115, 3
  %270 = and i32 %115, 7
  %271 = sext i32 %269 to i64
  %272 = mul i64 %271, 110
  %273 = add i64 %272, 0
  %274 = getelementptr i8, ptr addrspace(1) %107, i64 %273
  %275 = sext i32 %270 to i64
  %276 = getelementptr i8, ptr addrspace(1) %274, i64 0
  %277 = load i16, ptr addrspace(1) %276, align 2
  %278 = zext i16 %277 to i32
  %279 = getelementptr i8, ptr addrspace(1) %274, i64 2
  %280 = ptrtoint ptr addrspace(1) %279 to i64
  %281 = and i64 %280, 3
  %282 = sub i64 0, %281
  %283 = getelementptr i8, ptr addrspace(1) %279, i64 %282
  %284 = shl i64 %281, 3
  %285 = trunc i64 %284 to i32
  %286 = mul i64 %275, 8
  %287 = add i64 %286, 0
  %288 = getelementptr i8, ptr addrspace(1) %283, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = add i64 %286, 4
  %291 = getelementptr i8, ptr addrspace(1) %283, i64 %290
  %292 = load i32, ptr addrspace(1) %291, align 4
  %293 = add i64 %286, 4
  %294 = shl i64 %281, 1
  %295 = add i64 %293, %294
  %296 = getelementptr i8, ptr addrspace(1) %283, i64 %295
  %297 = load i32, ptr addrspace(1) %296, align 4
  %298 = call i32 @llvm.fshr.i32(i32 %292, i32 %289, i32 %285)
  %299 = call i32 @llvm.fshr.i32(i32 %297, i32 %292, i32 %285)
  %300 = add i64 %275, 66
  %301 = getelementptr i8, ptr addrspace(1) %274, i64 %300
  %302 = load i8, ptr addrspace(1) %301, align 1
  %303 = zext i8 %302 to i32
  %304 = mul i64 %275, 4
  %305 = add i64 %304, 72
  %306 = add i64 %305, 0
  %307 = getelementptr i8, ptr addrspace(1) %283, i64 %306
  %308 = load i32, ptr addrspace(1) %307, align 4
  %309 = add i64 %305, 0
  %310 = shl i64 %281, 1
  %311 = add i64 %309, %310
  %312 = getelementptr i8, ptr addrspace(1) %283, i64 %311
  %313 = load i32, ptr addrspace(1) %312, align 4
  %314 = call i32 @llvm.fshr.i32(i32 %313, i32 %308, i32 %285)
  %315 = lshr i64 %275, 1
  %316 = add i64 %315, 106
  %317 = getelementptr i8, ptr addrspace(1) %274, i64 %316
  %318 = load i8, ptr addrspace(1) %317, align 1
  %319 = zext i8 %318 to i32
  store i32 %278, ptr %v32, align 4
  store i32 %298, ptr %v33, align 4
  store i32 %299, ptr %v34, align 4
  store i32 %303, ptr %v35, align 4
  store i32 %314, ptr %v36, align 4
  store i32 %319, ptr %v37, align 4
  %320 = add i32 %111, 0
  %321 = sext i32 %320 to i64
  %322 = mul i64 %321, 4
  %323 = add i64 0, %322
  %324 = icmp slt i64 %323, %112
  %325 = icmp slt i64 %322, 1024
  %326 = and i1 %324, %325
  %327 = select i1 %326, i64 %323, i64 0
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr addrspace(1) %57, i64 %328
  %330 = load <4 x float>, ptr addrspace(1) %329, align 16
  %331 = extractelement <4 x float> %330, i32 0
  %332 = extractelement <4 x float> %330, i32 1
  %333 = extractelement <4 x float> %330, i32 2
  %334 = extractelement <4 x float> %330, i32 3
  %335 = add i32 %111, 128
  %336 = sext i32 %335 to i64
  %337 = mul i64 %336, 4
  %338 = add i64 0, %337
  %339 = icmp slt i64 %338, %112
  %340 = icmp slt i64 %337, 1024
  %341 = and i1 %339, %340
  %342 = select i1 %341, i64 %338, i64 0
  %343 = mul i64 %342, 4
  %344 = getelementptr i8, ptr addrspace(1) %57, i64 %343
  %345 = load <4 x float>, ptr addrspace(1) %344, align 16
  %346 = extractelement <4 x float> %345, i32 0
  %347 = extractelement <4 x float> %345, i32 1
  %348 = extractelement <4 x float> %345, i32 2
  %349 = extractelement <4 x float> %345, i32 3
  %350 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %351 = bitcast float %331 to i32
  %352 = and i32 %351, 2147483647
  %353 = bitcast float %332 to i32
  %354 = and i32 %353, 2147483647
  %355 = bitcast float %333 to i32
  %356 = and i32 %355, 2147483647
  %357 = bitcast float %334 to i32
  %358 = and i32 %357, 2147483647
  %359 = icmp ugt i32 %352, %354
  %360 = select i1 %359, i32 %352, i32 %354
  %361 = icmp ugt i32 %356, %358
  %362 = select i1 %361, i32 %356, i32 %358
  %363 = icmp ugt i32 %360, %362
  %364 = select i1 %363, i32 %360, i32 %362
  %365 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %364, i32 1, i32 31)
  %366 = icmp ugt i32 %364, %365
  %367 = select i1 %366, i32 %364, i32 %365
  %368 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 2, i32 31)
  %369 = icmp ugt i32 %367, %368
  %370 = select i1 %369, i32 %367, i32 %368
  %371 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %370, i32 4, i32 31)
  %372 = icmp ugt i32 %370, %371
  %373 = select i1 %372, i32 %370, i32 %371
  %374 = and i32 %373, 2147483647
  %375 = icmp ult i32 %374, 2139095040
  %376 = bitcast i32 %373 to float
  %377 = fdiv float 1.270000e+02, %376
  %378 = bitcast float %377 to i32
  %379 = and i32 %378, 2147483647
  %380 = icmp ult i32 %379, 2139095040
  %381 = select i1 %380, float %377, float 0.000000e+00
  %382 = fmul float %331, %381
  %383 = fadd float %382, 0x4168000000000000
  %384 = bitcast float %383 to i32
  %385 = fmul float %332, %381
  %386 = fadd float %385, 0x4168000000000000
  %387 = bitcast float %386 to i32
  %388 = fmul float %333, %381
  %389 = fadd float %388, 0x4168000000000000
  %390 = bitcast float %389 to i32
  %391 = fmul float %334, %381
  %392 = fadd float %391, 0x4168000000000000
  %393 = bitcast float %392 to i32
  %394 = bitcast i32 %384 to <4 x i8>
  %395 = bitcast i32 %387 to <4 x i8>
  %396 = shufflevector <4 x i8> %394, <4 x i8> %395, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %397 = bitcast <4 x i8> %396 to i32
  %398 = bitcast i32 %390 to <4 x i8>
  %399 = bitcast i32 %393 to <4 x i8>
  %400 = shufflevector <4 x i8> %398, <4 x i8> %399, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %401 = bitcast <4 x i8> %400 to i32
  %402 = bitcast i32 %397 to <4 x i8>
  %403 = bitcast i32 %401 to <4 x i8>
  %404 = shufflevector <4 x i8> %402, <4 x i8> %403, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %405 = bitcast <4 x i8> %404 to i32
  %406 = add i32 %350, 0
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = icmp slt i64 %408, 1024
  br i1 %409, label %then38, label %endif39

done8:                                            ; preds = %loop6
  br label %endif

then38:                                           ; preds = %body7
  %410 = lshr i64 %408, 2
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr addrspace(3) @lds3, i64 %411
  store i32 %405, ptr addrspace(3) %412, align 4
  %413 = and i64 %408, 31
  %414 = icmp eq i64 %413, 0
  br i1 %414, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %body7
  %415 = bitcast float %346 to i32
  %416 = and i32 %415, 2147483647
  %417 = bitcast float %347 to i32
  %418 = and i32 %417, 2147483647
  %419 = bitcast float %348 to i32
  %420 = and i32 %419, 2147483647
  %421 = bitcast float %349 to i32
  %422 = and i32 %421, 2147483647
  %423 = icmp ugt i32 %416, %418
  %424 = select i1 %423, i32 %416, i32 %418
  %425 = icmp ugt i32 %420, %422
  %426 = select i1 %425, i32 %420, i32 %422
  %427 = icmp ugt i32 %424, %426
  %428 = select i1 %427, i32 %424, i32 %426
  %429 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %428, i32 1, i32 31)
  %430 = icmp ugt i32 %428, %429
  %431 = select i1 %430, i32 %428, i32 %429
  %432 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %431, i32 2, i32 31)
  %433 = icmp ugt i32 %431, %432
  %434 = select i1 %433, i32 %431, i32 %432
  %435 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 4, i32 31)
  %436 = icmp ugt i32 %434, %435
  %437 = select i1 %436, i32 %434, i32 %435
  %438 = and i32 %437, 2147483647
  %439 = icmp ult i32 %438, 2139095040
  %440 = bitcast i32 %437 to float
  %441 = fdiv float 1.270000e+02, %440
  %442 = bitcast float %441 to i32
  %443 = and i32 %442, 2147483647
  %444 = icmp ult i32 %443, 2139095040
  %445 = select i1 %444, float %441, float 0.000000e+00
  %446 = fmul float %346, %445
  %447 = fadd float %446, 0x4168000000000000
  %448 = bitcast float %447 to i32
  %449 = fmul float %347, %445
  %450 = fadd float %449, 0x4168000000000000
  %451 = bitcast float %450 to i32
  %452 = fmul float %348, %445
  %453 = fadd float %452, 0x4168000000000000
  %454 = bitcast float %453 to i32
  %455 = fmul float %349, %445
  %456 = fadd float %455, 0x4168000000000000
  %457 = bitcast float %456 to i32
  %458 = bitcast i32 %448 to <4 x i8>
  %459 = bitcast i32 %451 to <4 x i8>
  %460 = shufflevector <4 x i8> %458, <4 x i8> %459, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %461 = bitcast <4 x i8> %460 to i32
  %462 = bitcast i32 %454 to <4 x i8>
  %463 = bitcast i32 %457 to <4 x i8>
  %464 = shufflevector <4 x i8> %462, <4 x i8> %463, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %465 = bitcast <4 x i8> %464 to i32
  %466 = bitcast i32 %461 to <4 x i8>
  %467 = bitcast i32 %465 to <4 x i8>
  %468 = shufflevector <4 x i8> %466, <4 x i8> %467, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %469 = bitcast <4 x i8> %468 to i32
  %470 = add i32 %350, 128
  %471 = sext i32 %470 to i64
  %472 = mul i64 %471, 4
  %473 = icmp slt i64 %472, 1024
  br i1 %473, label %then42, label %endif43

then40:                                           ; preds = %then38
  %474 = fmul float %376, 0x3F80204080000000
  %475 = select i1 %375, float %474, float 0x7FF8000000000000
  %476 = lshr i64 %408, 5
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %477
  store float %475, ptr addrspace(3) %478, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %479 = lshr i64 %472, 2
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr addrspace(3) @lds3, i64 %480
  store i32 %469, ptr addrspace(3) %481, align 4
  %482 = and i64 %472, 31
  %483 = icmp eq i64 %482, 0
  br i1 %483, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %484 = add i32 %108, 31
  %485 = udiv i32 %484, 32
  store i32 0, ptr %v46, align 4
  br label %loop47

then44:                                           ; preds = %then42
  %486 = fmul float %440, 0x3F80204080000000
  %487 = select i1 %439, float %486, float 0x7FF8000000000000
  %488 = lshr i64 %472, 5
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %489
  store float %487, ptr addrspace(3) %490, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

loop47:                                           ; preds = %endif57, %endif43
  %491 = load i32, ptr %v46, align 4
  %492 = icmp slt i32 %491, %485
  br i1 %492, label %body48, label %done49

body48:                                           ; preds = %loop47
  %493 = load i32, ptr %v46, align 4
  %494 = add i32 %493, 1
  %495 = sext i32 %494 to i64
  %496 = mul i64 %495, 1024
  %497 = add i32 %111, 0
  %498 = sext i32 %497 to i64
  %499 = mul i64 %498, 4
  %500 = add i64 %496, %499
  %501 = icmp slt i64 %500, %112
  %502 = icmp slt i64 %499, 1024
  %503 = and i1 %501, %502
  %504 = select i1 %503, i64 %500, i64 0
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr addrspace(1) %57, i64 %505
  %507 = load <4 x float>, ptr addrspace(1) %506, align 16
  %508 = extractelement <4 x float> %507, i32 0
  %509 = extractelement <4 x float> %507, i32 1
  %510 = extractelement <4 x float> %507, i32 2
  %511 = extractelement <4 x float> %507, i32 3
  %512 = add i32 %111, 128
  %513 = sext i32 %512 to i64
  %514 = mul i64 %513, 4
  %515 = add i64 %496, %514
  %516 = icmp slt i64 %515, %112
  %517 = icmp slt i64 %514, 1024
  %518 = and i1 %516, %517
  %519 = select i1 %518, i64 %515, i64 0
  %520 = mul i64 %519, 4
  %521 = getelementptr i8, ptr addrspace(1) %57, i64 %520
  %522 = load <4 x float>, ptr addrspace(1) %521, align 16
  %523 = extractelement <4 x float> %522, i32 0
  %524 = extractelement <4 x float> %522, i32 1
  %525 = extractelement <4 x float> %522, i32 2
  %526 = extractelement <4 x float> %522, i32 3
  %527 = mul i32 %493, 32
  %528 = add i32 %110, %527
  %529 = load i32, ptr %v14, align 4
  %530 = load i32, ptr %v15, align 4
  %531 = load i32, ptr %v16, align 4
  %532 = load i32, ptr %v17, align 4
  %533 = load i32, ptr %v18, align 4
  %534 = load i32, ptr %v19, align 4
  %535 = load i32, ptr %v20, align 4
  %536 = load i32, ptr %v21, align 4
  %537 = load i32, ptr %v22, align 4
  %538 = load i32, ptr %v23, align 4
  %539 = load i32, ptr %v24, align 4
  %540 = load i32, ptr %v25, align 4
  %541 = load i32, ptr %v26, align 4
  %542 = load i32, ptr %v27, align 4
  %543 = load i32, ptr %v28, align 4
  %544 = load i32, ptr %v29, align 4
  %545 = load i32, ptr %v30, align 4
  %546 = load i32, ptr %v31, align 4
  %547 = load i32, ptr %v32, align 4
  %548 = load i32, ptr %v33, align 4
  %549 = load i32, ptr %v34, align 4
  %550 = load i32, ptr %v35, align 4
  %551 = load i32, ptr %v36, align 4
  %552 = load i32, ptr %v37, align 4
  %553 = add i32 %528, 32
  %554 = icmp sgt i32 %553, %113
  %555 = select i1 %554, i32 %113, i32 %553
  %556 = lshr i32 %555, 3
  %557 = and i32 %555, 7
  %558 = sext i32 %556 to i64
  %559 = mul i64 %558, 110
  %560 = add i64 %559, 0
  %561 = getelementptr i8, ptr addrspace(1) %89, i64 %560
  %562 = sext i32 %557 to i64
  %563 = getelementptr i8, ptr addrspace(1) %561, i64 0
  %564 = load i16, ptr addrspace(1) %563, align 2
  %565 = zext i16 %564 to i32
  %566 = getelementptr i8, ptr addrspace(1) %561, i64 2
  %567 = ptrtoint ptr addrspace(1) %566 to i64
  %568 = and i64 %567, 3
  %569 = sub i64 0, %568
  %570 = getelementptr i8, ptr addrspace(1) %566, i64 %569
  %571 = shl i64 %568, 3
  %572 = trunc i64 %571 to i32
  %573 = mul i64 %562, 8
  %574 = add i64 %573, 0
  %575 = getelementptr i8, ptr addrspace(1) %570, i64 %574
  %576 = load i32, ptr addrspace(1) %575, align 4
  %577 = add i64 %573, 4
  %578 = getelementptr i8, ptr addrspace(1) %570, i64 %577
  %579 = load i32, ptr addrspace(1) %578, align 4
  %580 = add i64 %573, 4
  %581 = shl i64 %568, 1
  %582 = add i64 %580, %581
  %583 = getelementptr i8, ptr addrspace(1) %570, i64 %582
  %584 = load i32, ptr addrspace(1) %583, align 4
  %585 = call i32 @llvm.fshr.i32(i32 %579, i32 %576, i32 %572)
  %586 = call i32 @llvm.fshr.i32(i32 %584, i32 %579, i32 %572)
  %587 = add i64 %562, 66
  %588 = getelementptr i8, ptr addrspace(1) %561, i64 %587
  %589 = load i8, ptr addrspace(1) %588, align 1
  %590 = zext i8 %589 to i32
  %591 = mul i64 %562, 4
  %592 = add i64 %591, 72
  %593 = add i64 %592, 0
  %594 = getelementptr i8, ptr addrspace(1) %570, i64 %593
  %595 = load i32, ptr addrspace(1) %594, align 4
  %596 = add i64 %592, 0
  %597 = shl i64 %568, 1
  %598 = add i64 %596, %597
  %599 = getelementptr i8, ptr addrspace(1) %570, i64 %598
  %600 = load i32, ptr addrspace(1) %599, align 4
  %601 = call i32 @llvm.fshr.i32(i32 %600, i32 %595, i32 %572)
  %602 = lshr i64 %562, 1
  %603 = add i64 %602, 106
  %604 = getelementptr i8, ptr addrspace(1) %561, i64 %603
  %605 = load i8, ptr addrspace(1) %604, align 1
  %606 = zext i8 %605 to i32
  store i32 %565, ptr %v14, align 4
  store i32 %585, ptr %v15, align 4
  store i32 %586, ptr %v16, align 4
  store i32 %590, ptr %v17, align 4
  store i32 %601, ptr %v18, align 4
  store i32 %606, ptr %v19, align 4
  %607 = lshr i32 %555, 3
  %608 = and i32 %555, 7
  %609 = sext i32 %607 to i64
  %610 = mul i64 %609, 110
  %611 = add i64 %610, 0
  %612 = getelementptr i8, ptr addrspace(1) %95, i64 %611
  %613 = sext i32 %608 to i64
  %614 = getelementptr i8, ptr addrspace(1) %612, i64 0
  %615 = load i16, ptr addrspace(1) %614, align 2
  %616 = zext i16 %615 to i32
  %617 = getelementptr i8, ptr addrspace(1) %612, i64 2
  %618 = ptrtoint ptr addrspace(1) %617 to i64
  %619 = and i64 %618, 3
  %620 = sub i64 0, %619
  %621 = getelementptr i8, ptr addrspace(1) %617, i64 %620
  %622 = shl i64 %619, 3
  %623 = trunc i64 %622 to i32
  %624 = mul i64 %613, 8
  %625 = add i64 %624, 0
  %626 = getelementptr i8, ptr addrspace(1) %621, i64 %625
  %627 = load i32, ptr addrspace(1) %626, align 4
  %628 = add i64 %624, 4
  %629 = getelementptr i8, ptr addrspace(1) %621, i64 %628
  %630 = load i32, ptr addrspace(1) %629, align 4
  %631 = add i64 %624, 4
  %632 = shl i64 %619, 1
  %633 = add i64 %631, %632
  %634 = getelementptr i8, ptr addrspace(1) %621, i64 %633
  %635 = load i32, ptr addrspace(1) %634, align 4
  %636 = call i32 @llvm.fshr.i32(i32 %630, i32 %627, i32 %623)
  %637 = call i32 @llvm.fshr.i32(i32 %635, i32 %630, i32 %623)
  %638 = add i64 %613, 66
  %639 = getelementptr i8, ptr addrspace(1) %612, i64 %638
  %640 = load i8, ptr addrspace(1) %639, align 1
  %641 = zext i8 %640 to i32
  %642 = mul i64 %613, 4
  %643 = add i64 %642, 72
  %644 = add i64 %643, 0
  %645 = getelementptr i8, ptr addrspace(1) %621, i64 %644
  %646 = load i32, ptr addrspace(1) %645, align 4
  %647 = add i64 %643, 0
  %648 = shl i64 %619, 1
  %649 = add i64 %647, %648
  %650 = getelementptr i8, ptr addrspace(1) %621, i64 %649
  %651 = load i32, ptr addrspace(1) %650, align 4
  %652 = call i32 @llvm.fshr.i32(i32 %651, i32 %646, i32 %623)
  %653 = lshr i64 %613, 1
  %654 = add i64 %653, 106
  %655 = getelementptr i8, ptr addrspace(1) %612, i64 %654
  %656 = load i8, ptr addrspace(1) %655, align 1
  %657 = zext i8 %656 to i32
  store i32 %616, ptr %v20, align 4
  store i32 %636, ptr %v21, align 4
  store i32 %637, ptr %v22, align 4
  store i32 %641, ptr %v23, align 4
  store i32 %652, ptr %v24, align 4
  store i32 %657, ptr %v25, align 4
  %658 = lshr i32 %555, 3
  %659 = and i32 %555, 7
  %660 = sext i32 %658 to i64
  %661 = mul i64 %660, 110
  %662 = add i64 %661, 0
  %663 = getelementptr i8, ptr addrspace(1) %101, i64 %662
  %664 = sext i32 %659 to i64
  %665 = getelementptr i8, ptr addrspace(1) %663, i64 0
  %666 = load i16, ptr addrspace(1) %665, align 2
  %667 = zext i16 %666 to i32
  %668 = getelementptr i8, ptr addrspace(1) %663, i64 2
  %669 = ptrtoint ptr addrspace(1) %668 to i64
  %670 = and i64 %669, 3
  %671 = sub i64 0, %670
  %672 = getelementptr i8, ptr addrspace(1) %668, i64 %671
  %673 = shl i64 %670, 3
  %674 = trunc i64 %673 to i32
  %675 = mul i64 %664, 8
  %676 = add i64 %675, 0
  %677 = getelementptr i8, ptr addrspace(1) %672, i64 %676
  %678 = load i32, ptr addrspace(1) %677, align 4
  %679 = add i64 %675, 4
  %680 = getelementptr i8, ptr addrspace(1) %672, i64 %679
  %681 = load i32, ptr addrspace(1) %680, align 4
  %682 = add i64 %675, 4
  %683 = shl i64 %670, 1
  %684 = add i64 %682, %683
  %685 = getelementptr i8, ptr addrspace(1) %672, i64 %684
  %686 = load i32, ptr addrspace(1) %685, align 4
  %687 = call i32 @llvm.fshr.i32(i32 %681, i32 %678, i32 %674)
  %688 = call i32 @llvm.fshr.i32(i32 %686, i32 %681, i32 %674)
  %689 = add i64 %664, 66
  %690 = getelementptr i8, ptr addrspace(1) %663, i64 %689
  %691 = load i8, ptr addrspace(1) %690, align 1
  %692 = zext i8 %691 to i32
  %693 = mul i64 %664, 4
  %694 = add i64 %693, 72
  %695 = add i64 %694, 0
  %696 = getelementptr i8, ptr addrspace(1) %672, i64 %695
  %697 = load i32, ptr addrspace(1) %696, align 4
  %698 = add i64 %694, 0
  %699 = shl i64 %670, 1
  %700 = add i64 %698, %699
  %701 = getelementptr i8, ptr addrspace(1) %672, i64 %700
  %702 = load i32, ptr addrspace(1) %701, align 4
  %703 = call i32 @llvm.fshr.i32(i32 %702, i32 %697, i32 %674)
  %704 = lshr i64 %664, 1
  %705 = add i64 %704, 106
  %706 = getelementptr i8, ptr addrspace(1) %663, i64 %705
  %707 = load i8, ptr addrspace(1) %706, align 1
  %708 = zext i8 %707 to i32
  store i32 %667, ptr %v26, align 4
  store i32 %687, ptr %v27, align 4
  store i32 %688, ptr %v28, align 4
  store i32 %692, ptr %v29, align 4
  store i32 %703, ptr %v30, align 4
  store i32 %708, ptr %v31, align 4
  %709 = lshr i32 %555, 3
  %710 = and i32 %555, 7
  %711 = sext i32 %709 to i64
  %712 = mul i64 %711, 110
  %713 = add i64 %712, 0
  %714 = getelementptr i8, ptr addrspace(1) %107, i64 %713
  %715 = sext i32 %710 to i64
  %716 = getelementptr i8, ptr addrspace(1) %714, i64 0
  %717 = load i16, ptr addrspace(1) %716, align 2
  %718 = zext i16 %717 to i32
  %719 = getelementptr i8, ptr addrspace(1) %714, i64 2
  %720 = ptrtoint ptr addrspace(1) %719 to i64
  %721 = and i64 %720, 3
  %722 = sub i64 0, %721
  %723 = getelementptr i8, ptr addrspace(1) %719, i64 %722
  %724 = shl i64 %721, 3
  %725 = trunc i64 %724 to i32
  %726 = mul i64 %715, 8
  %727 = add i64 %726, 0
  %728 = getelementptr i8, ptr addrspace(1) %723, i64 %727
  %729 = load i32, ptr addrspace(1) %728, align 4
  %730 = add i64 %726, 4
  %731 = getelementptr i8, ptr addrspace(1) %723, i64 %730
  %732 = load i32, ptr addrspace(1) %731, align 4
  %733 = add i64 %726, 4
  %734 = shl i64 %721, 1
  %735 = add i64 %733, %734
  %736 = getelementptr i8, ptr addrspace(1) %723, i64 %735
  %737 = load i32, ptr addrspace(1) %736, align 4
  %738 = call i32 @llvm.fshr.i32(i32 %732, i32 %729, i32 %725)
  %739 = call i32 @llvm.fshr.i32(i32 %737, i32 %732, i32 %725)
  %740 = add i64 %715, 66
  %741 = getelementptr i8, ptr addrspace(1) %714, i64 %740
  %742 = load i8, ptr addrspace(1) %741, align 1
  %743 = zext i8 %742 to i32
  %744 = mul i64 %715, 4
  %745 = add i64 %744, 72
  %746 = add i64 %745, 0
  %747 = getelementptr i8, ptr addrspace(1) %723, i64 %746
  %748 = load i32, ptr addrspace(1) %747, align 4
  %749 = add i64 %745, 0
  %750 = shl i64 %721, 1
  %751 = add i64 %749, %750
  %752 = getelementptr i8, ptr addrspace(1) %723, i64 %751
  %753 = load i32, ptr addrspace(1) %752, align 4
  %754 = call i32 @llvm.fshr.i32(i32 %753, i32 %748, i32 %725)
  %755 = lshr i64 %715, 1
  %756 = add i64 %755, 106
  %757 = getelementptr i8, ptr addrspace(1) %714, i64 %756
  %758 = load i8, ptr addrspace(1) %757, align 1
  %759 = zext i8 %758 to i32
  store i32 %718, ptr %v32, align 4
  store i32 %738, ptr %v33, align 4
  store i32 %739, ptr %v34, align 4
  store i32 %743, ptr %v35, align 4
  store i32 %754, ptr %v36, align 4
  store i32 %759, ptr %v37, align 4
  %760 = icmp slt i32 %528, %108
  br i1 %760, label %then50, label %endif51

done49:                                           ; preds = %loop47
  %761 = load float, ptr %v10, align 4
  %762 = load float, ptr %v11, align 4
  %763 = load float, ptr %v12, align 4
  %764 = load float, ptr %v13, align 4
  %765 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %766 = and i32 %765, 31
  %767 = and i32 %766, 16
  %768 = icmp ne i32 %767, 0
  %769 = select i1 %768, float %763, float %761
  %770 = select i1 %768, float %761, float %763
  %771 = bitcast float %770 to i32
  %772 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %771, i32 16, i32 31)
  %773 = bitcast i32 %772 to float
  %774 = fadd float %769, %773
  %775 = select i1 %768, float %764, float %762
  %776 = select i1 %768, float %762, float %764
  %777 = bitcast float %776 to i32
  %778 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %777, i32 16, i32 31)
  %779 = bitcast i32 %778 to float
  %780 = fadd float %775, %779
  %781 = and i32 %766, 8
  %782 = icmp ne i32 %781, 0
  %783 = select i1 %782, float %780, float %774
  %784 = select i1 %782, float %774, float %780
  %785 = bitcast float %784 to i32
  %786 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %785, i32 8, i32 31)
  %787 = bitcast i32 %786 to float
  %788 = fadd float %783, %787
  %789 = bitcast float %788 to i32
  %790 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %789, i32 4, i32 31)
  %791 = bitcast i32 %790 to float
  %792 = fadd float %788, %791
  %793 = bitcast float %792 to i32
  %794 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %793, i32 2, i32 31)
  %795 = bitcast i32 %794 to float
  %796 = fadd float %792, %795
  %797 = bitcast float %796 to i32
  %798 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %797, i32 1, i32 31)
  %799 = bitcast i32 %798 to float
  %800 = fadd float %796, %799
  store float %800, ptr %v9, align 4
  %801 = and i1 %77, %69
  br i1 %801, label %then60, label %endif61

then50:                                           ; preds = %body48
  %802 = and i32 %493, 1
  %803 = sext i32 %802 to i64
  %804 = mul i64 %803, 1152
  %805 = getelementptr i8, ptr addrspace(3) @lds3, i64 %804
  %806 = sext i32 %493 to i64
  %807 = mul i64 %806, 1024
  %808 = sext i32 %528 to i64
  %809 = mul i64 %808, 32
  %810 = sub i64 %809, %807
  %811 = add i64 %810, 0
  %812 = getelementptr i8, ptr addrspace(3) %805, i64 %811
  %813 = load <4 x i32>, ptr addrspace(3) %812, align 16
  %814 = extractelement <4 x i32> %813, i32 0
  %815 = extractelement <4 x i32> %813, i32 1
  %816 = extractelement <4 x i32> %813, i32 2
  %817 = extractelement <4 x i32> %813, i32 3
  %818 = add i64 %810, 16
  %819 = getelementptr i8, ptr addrspace(3) %805, i64 %818
  %820 = load <4 x i32>, ptr addrspace(3) %819, align 16
  %821 = extractelement <4 x i32> %820, i32 0
  %822 = extractelement <4 x i32> %820, i32 1
  %823 = extractelement <4 x i32> %820, i32 2
  %824 = extractelement <4 x i32> %820, i32 3
  %825 = getelementptr i8, ptr addrspace(3) %805, i64 1024
  %826 = lshr i64 %810, 5
  %827 = mul i64 %826, 4
  %828 = getelementptr i8, ptr addrspace(3) %825, i64 %827
  %829 = load float, ptr addrspace(3) %828, align 4
  %830 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %814, i32 0)
  %831 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %815, i32 %830)
  %832 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %816, i32 %831)
  %833 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %817, i32 %832)
  %834 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %821, i32 %833)
  %835 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %822, i32 %834)
  %836 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %823, i32 %835)
  %837 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %824, i32 %836)
  %838 = mul i32 %837, 255
  %839 = load float, ptr %v10, align 4
  %840 = and i32 %528, 7
  %841 = trunc i32 %529 to i16
  %842 = bitcast i16 %841 to half
  %843 = fpext half %842 to float
  %844 = and i32 %840, 1
  %845 = mul i32 %844, 4
  %846 = lshr i32 %534, %845
  %847 = and i32 %846, 15
  %848 = shl i32 %847, 1
  %849 = or i32 %848, 1
  %850 = bitcast i32 %533 to <4 x i8>
  %851 = shufflevector <4 x i8> %850, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %852 = bitcast <4 x i8> %851 to i32
  %853 = shl i32 %852, 3
  %854 = zext i32 %853 to i64
  %855 = add i64 %854, 0
  %856 = getelementptr i8, ptr addrspace(3) @lds2, i64 %855
  %857 = load <2 x i32>, ptr addrspace(3) %856, align 8
  %858 = extractelement <2 x i32> %857, i32 0
  %859 = extractelement <2 x i32> %857, i32 1
  %860 = bitcast i32 %530 to <4 x i8>
  %861 = shufflevector <4 x i8> %860, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %862 = bitcast <4 x i8> %861 to i32
  %863 = shl i32 %532, 8
  %864 = and i32 %863, 256
  %865 = or i32 %862, %864
  %866 = sext i32 %865 to i64
  %867 = mul i64 %866, 4
  %868 = getelementptr i8, ptr addrspace(3) @lds1, i64 %867
  %869 = load i32, ptr addrspace(3) %868, align 4
  %870 = xor i32 %869, %858
  %871 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %870, i32 %814, i32 0)
  %872 = bitcast i32 %530 to <4 x i8>
  %873 = shufflevector <4 x i8> %872, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %874 = bitcast <4 x i8> %873 to i32
  %875 = shl i32 %532, 7
  %876 = and i32 %875, 256
  %877 = or i32 %874, %876
  %878 = sext i32 %877 to i64
  %879 = mul i64 %878, 4
  %880 = getelementptr i8, ptr addrspace(3) @lds1, i64 %879
  %881 = load i32, ptr addrspace(3) %880, align 4
  %882 = xor i32 %881, %859
  %883 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %882, i32 %815, i32 %871)
  %884 = bitcast i32 %533 to <4 x i8>
  %885 = shufflevector <4 x i8> %884, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %886 = bitcast <4 x i8> %885 to i32
  %887 = shl i32 %886, 3
  %888 = zext i32 %887 to i64
  %889 = add i64 %888, 0
  %890 = getelementptr i8, ptr addrspace(3) @lds2, i64 %889
  %891 = load <2 x i32>, ptr addrspace(3) %890, align 8
  %892 = extractelement <2 x i32> %891, i32 0
  %893 = extractelement <2 x i32> %891, i32 1
  %894 = bitcast i32 %530 to <4 x i8>
  %895 = shufflevector <4 x i8> %894, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %896 = bitcast <4 x i8> %895 to i32
  %897 = shl i32 %532, 6
  %898 = and i32 %897, 256
  %899 = or i32 %896, %898
  %900 = sext i32 %899 to i64
  %901 = mul i64 %900, 4
  %902 = getelementptr i8, ptr addrspace(3) @lds1, i64 %901
  %903 = load i32, ptr addrspace(3) %902, align 4
  %904 = xor i32 %903, %892
  %905 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %904, i32 %816, i32 %883)
  %906 = bitcast i32 %530 to <4 x i8>
  %907 = shufflevector <4 x i8> %906, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %908 = bitcast <4 x i8> %907 to i32
  %909 = shl i32 %532, 5
  %910 = and i32 %909, 256
  %911 = or i32 %908, %910
  %912 = sext i32 %911 to i64
  %913 = mul i64 %912, 4
  %914 = getelementptr i8, ptr addrspace(3) @lds1, i64 %913
  %915 = load i32, ptr addrspace(3) %914, align 4
  %916 = xor i32 %915, %893
  %917 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %916, i32 %817, i32 %905)
  %918 = bitcast i32 %533 to <4 x i8>
  %919 = shufflevector <4 x i8> %918, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %920 = bitcast <4 x i8> %919 to i32
  %921 = shl i32 %920, 3
  %922 = zext i32 %921 to i64
  %923 = add i64 %922, 0
  %924 = getelementptr i8, ptr addrspace(3) @lds2, i64 %923
  %925 = load <2 x i32>, ptr addrspace(3) %924, align 8
  %926 = extractelement <2 x i32> %925, i32 0
  %927 = extractelement <2 x i32> %925, i32 1
  %928 = bitcast i32 %531 to <4 x i8>
  %929 = shufflevector <4 x i8> %928, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %930 = bitcast <4 x i8> %929 to i32
  %931 = shl i32 %532, 4
  %932 = and i32 %931, 256
  %933 = or i32 %930, %932
  %934 = sext i32 %933 to i64
  %935 = mul i64 %934, 4
  %936 = getelementptr i8, ptr addrspace(3) @lds1, i64 %935
  %937 = load i32, ptr addrspace(3) %936, align 4
  %938 = xor i32 %937, %926
  %939 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %938, i32 %821, i32 %917)
  %940 = bitcast i32 %531 to <4 x i8>
  %941 = shufflevector <4 x i8> %940, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %942 = bitcast <4 x i8> %941 to i32
  %943 = shl i32 %532, 3
  %944 = and i32 %943, 256
  %945 = or i32 %942, %944
  %946 = sext i32 %945 to i64
  %947 = mul i64 %946, 4
  %948 = getelementptr i8, ptr addrspace(3) @lds1, i64 %947
  %949 = load i32, ptr addrspace(3) %948, align 4
  %950 = xor i32 %949, %927
  %951 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %950, i32 %822, i32 %939)
  %952 = bitcast i32 %533 to <4 x i8>
  %953 = shufflevector <4 x i8> %952, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %954 = bitcast <4 x i8> %953 to i32
  %955 = shl i32 %954, 3
  %956 = zext i32 %955 to i64
  %957 = add i64 %956, 0
  %958 = getelementptr i8, ptr addrspace(3) @lds2, i64 %957
  %959 = load <2 x i32>, ptr addrspace(3) %958, align 8
  %960 = extractelement <2 x i32> %959, i32 0
  %961 = extractelement <2 x i32> %959, i32 1
  %962 = bitcast i32 %531 to <4 x i8>
  %963 = shufflevector <4 x i8> %962, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %964 = bitcast <4 x i8> %963 to i32
  %965 = shl i32 %532, 2
  %966 = and i32 %965, 256
  %967 = or i32 %964, %966
  %968 = sext i32 %967 to i64
  %969 = mul i64 %968, 4
  %970 = getelementptr i8, ptr addrspace(3) @lds1, i64 %969
  %971 = load i32, ptr addrspace(3) %970, align 4
  %972 = xor i32 %971, %960
  %973 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %972, i32 %823, i32 %951)
  %974 = bitcast i32 %531 to <4 x i8>
  %975 = shufflevector <4 x i8> %974, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %976 = bitcast <4 x i8> %975 to i32
  %977 = shl i32 %532, 1
  %978 = and i32 %977, 256
  %979 = or i32 %976, %978
  %980 = sext i32 %979 to i64
  %981 = mul i64 %980, 4
  %982 = getelementptr i8, ptr addrspace(3) @lds1, i64 %981
  %983 = load i32, ptr addrspace(3) %982, align 4
  %984 = xor i32 %983, %961
  %985 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %984, i32 %824, i32 %973)
  %986 = shl i32 %985, 1
  %987 = sub i32 %986, %838
  %988 = mul i32 %849, %987
  %989 = sitofp i32 %988 to float
  %990 = fmul float %843, %829
  %991 = call float @llvm.fma.f32(float %990, float %989, float %839)
  store float %991, ptr %v10, align 4
  %992 = load float, ptr %v11, align 4
  %993 = and i32 %528, 7
  %994 = trunc i32 %535 to i16
  %995 = bitcast i16 %994 to half
  %996 = fpext half %995 to float
  %997 = and i32 %993, 1
  %998 = mul i32 %997, 4
  %999 = lshr i32 %540, %998
  %1000 = and i32 %999, 15
  %1001 = shl i32 %1000, 1
  %1002 = or i32 %1001, 1
  %1003 = bitcast i32 %539 to <4 x i8>
  %1004 = shufflevector <4 x i8> %1003, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1005 = bitcast <4 x i8> %1004 to i32
  %1006 = shl i32 %1005, 3
  %1007 = zext i32 %1006 to i64
  %1008 = add i64 %1007, 0
  %1009 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1008
  %1010 = load <2 x i32>, ptr addrspace(3) %1009, align 8
  %1011 = extractelement <2 x i32> %1010, i32 0
  %1012 = extractelement <2 x i32> %1010, i32 1
  %1013 = bitcast i32 %536 to <4 x i8>
  %1014 = shufflevector <4 x i8> %1013, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1015 = bitcast <4 x i8> %1014 to i32
  %1016 = shl i32 %538, 8
  %1017 = and i32 %1016, 256
  %1018 = or i32 %1015, %1017
  %1019 = sext i32 %1018 to i64
  %1020 = mul i64 %1019, 4
  %1021 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1020
  %1022 = load i32, ptr addrspace(3) %1021, align 4
  %1023 = xor i32 %1022, %1011
  %1024 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1023, i32 %814, i32 0)
  %1025 = bitcast i32 %536 to <4 x i8>
  %1026 = shufflevector <4 x i8> %1025, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1027 = bitcast <4 x i8> %1026 to i32
  %1028 = shl i32 %538, 7
  %1029 = and i32 %1028, 256
  %1030 = or i32 %1027, %1029
  %1031 = sext i32 %1030 to i64
  %1032 = mul i64 %1031, 4
  %1033 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1032
  %1034 = load i32, ptr addrspace(3) %1033, align 4
  %1035 = xor i32 %1034, %1012
  %1036 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1035, i32 %815, i32 %1024)
  %1037 = bitcast i32 %539 to <4 x i8>
  %1038 = shufflevector <4 x i8> %1037, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1039 = bitcast <4 x i8> %1038 to i32
  %1040 = shl i32 %1039, 3
  %1041 = zext i32 %1040 to i64
  %1042 = add i64 %1041, 0
  %1043 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1042
  %1044 = load <2 x i32>, ptr addrspace(3) %1043, align 8
  %1045 = extractelement <2 x i32> %1044, i32 0
  %1046 = extractelement <2 x i32> %1044, i32 1
  %1047 = bitcast i32 %536 to <4 x i8>
  %1048 = shufflevector <4 x i8> %1047, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1049 = bitcast <4 x i8> %1048 to i32
  %1050 = shl i32 %538, 6
  %1051 = and i32 %1050, 256
  %1052 = or i32 %1049, %1051
  %1053 = sext i32 %1052 to i64
  %1054 = mul i64 %1053, 4
  %1055 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1054
  %1056 = load i32, ptr addrspace(3) %1055, align 4
  %1057 = xor i32 %1056, %1045
  %1058 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1057, i32 %816, i32 %1036)
  %1059 = bitcast i32 %536 to <4 x i8>
  %1060 = shufflevector <4 x i8> %1059, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1061 = bitcast <4 x i8> %1060 to i32
  %1062 = shl i32 %538, 5
  %1063 = and i32 %1062, 256
  %1064 = or i32 %1061, %1063
  %1065 = sext i32 %1064 to i64
  %1066 = mul i64 %1065, 4
  %1067 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1066
  %1068 = load i32, ptr addrspace(3) %1067, align 4
  %1069 = xor i32 %1068, %1046
  %1070 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1069, i32 %817, i32 %1058)
  %1071 = bitcast i32 %539 to <4 x i8>
  %1072 = shufflevector <4 x i8> %1071, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1073 = bitcast <4 x i8> %1072 to i32
  %1074 = shl i32 %1073, 3
  %1075 = zext i32 %1074 to i64
  %1076 = add i64 %1075, 0
  %1077 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1076
  %1078 = load <2 x i32>, ptr addrspace(3) %1077, align 8
  %1079 = extractelement <2 x i32> %1078, i32 0
  %1080 = extractelement <2 x i32> %1078, i32 1
  %1081 = bitcast i32 %537 to <4 x i8>
  %1082 = shufflevector <4 x i8> %1081, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1083 = bitcast <4 x i8> %1082 to i32
  %1084 = shl i32 %538, 4
  %1085 = and i32 %1084, 256
  %1086 = or i32 %1083, %1085
  %1087 = sext i32 %1086 to i64
  %1088 = mul i64 %1087, 4
  %1089 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1088
  %1090 = load i32, ptr addrspace(3) %1089, align 4
  %1091 = xor i32 %1090, %1079
  %1092 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1091, i32 %821, i32 %1070)
  %1093 = bitcast i32 %537 to <4 x i8>
  %1094 = shufflevector <4 x i8> %1093, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1095 = bitcast <4 x i8> %1094 to i32
  %1096 = shl i32 %538, 3
  %1097 = and i32 %1096, 256
  %1098 = or i32 %1095, %1097
  %1099 = sext i32 %1098 to i64
  %1100 = mul i64 %1099, 4
  %1101 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1100
  %1102 = load i32, ptr addrspace(3) %1101, align 4
  %1103 = xor i32 %1102, %1080
  %1104 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1103, i32 %822, i32 %1092)
  %1105 = bitcast i32 %539 to <4 x i8>
  %1106 = shufflevector <4 x i8> %1105, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1107 = bitcast <4 x i8> %1106 to i32
  %1108 = shl i32 %1107, 3
  %1109 = zext i32 %1108 to i64
  %1110 = add i64 %1109, 0
  %1111 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1110
  %1112 = load <2 x i32>, ptr addrspace(3) %1111, align 8
  %1113 = extractelement <2 x i32> %1112, i32 0
  %1114 = extractelement <2 x i32> %1112, i32 1
  %1115 = bitcast i32 %537 to <4 x i8>
  %1116 = shufflevector <4 x i8> %1115, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1117 = bitcast <4 x i8> %1116 to i32
  %1118 = shl i32 %538, 2
  %1119 = and i32 %1118, 256
  %1120 = or i32 %1117, %1119
  %1121 = sext i32 %1120 to i64
  %1122 = mul i64 %1121, 4
  %1123 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1122
  %1124 = load i32, ptr addrspace(3) %1123, align 4
  %1125 = xor i32 %1124, %1113
  %1126 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1125, i32 %823, i32 %1104)
  %1127 = bitcast i32 %537 to <4 x i8>
  %1128 = shufflevector <4 x i8> %1127, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1129 = bitcast <4 x i8> %1128 to i32
  %1130 = shl i32 %538, 1
  %1131 = and i32 %1130, 256
  %1132 = or i32 %1129, %1131
  %1133 = sext i32 %1132 to i64
  %1134 = mul i64 %1133, 4
  %1135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1134
  %1136 = load i32, ptr addrspace(3) %1135, align 4
  %1137 = xor i32 %1136, %1114
  %1138 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1137, i32 %824, i32 %1126)
  %1139 = shl i32 %1138, 1
  %1140 = sub i32 %1139, %838
  %1141 = mul i32 %1002, %1140
  %1142 = sitofp i32 %1141 to float
  %1143 = fmul float %996, %829
  %1144 = call float @llvm.fma.f32(float %1143, float %1142, float %992)
  store float %1144, ptr %v11, align 4
  %1145 = load float, ptr %v12, align 4
  %1146 = and i32 %528, 7
  %1147 = trunc i32 %541 to i16
  %1148 = bitcast i16 %1147 to half
  %1149 = fpext half %1148 to float
  %1150 = and i32 %1146, 1
  %1151 = mul i32 %1150, 4
  %1152 = lshr i32 %546, %1151
  %1153 = and i32 %1152, 15
  %1154 = shl i32 %1153, 1
  %1155 = or i32 %1154, 1
  %1156 = bitcast i32 %545 to <4 x i8>
  %1157 = shufflevector <4 x i8> %1156, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1158 = bitcast <4 x i8> %1157 to i32
  %1159 = shl i32 %1158, 3
  %1160 = zext i32 %1159 to i64
  %1161 = add i64 %1160, 0
  %1162 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1161
  %1163 = load <2 x i32>, ptr addrspace(3) %1162, align 8
  %1164 = extractelement <2 x i32> %1163, i32 0
  %1165 = extractelement <2 x i32> %1163, i32 1
  %1166 = bitcast i32 %542 to <4 x i8>
  %1167 = shufflevector <4 x i8> %1166, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1168 = bitcast <4 x i8> %1167 to i32
  %1169 = shl i32 %544, 8
  %1170 = and i32 %1169, 256
  %1171 = or i32 %1168, %1170
  %1172 = sext i32 %1171 to i64
  %1173 = mul i64 %1172, 4
  %1174 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1173
  %1175 = load i32, ptr addrspace(3) %1174, align 4
  %1176 = xor i32 %1175, %1164
  %1177 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1176, i32 %814, i32 0)
  %1178 = bitcast i32 %542 to <4 x i8>
  %1179 = shufflevector <4 x i8> %1178, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1180 = bitcast <4 x i8> %1179 to i32
  %1181 = shl i32 %544, 7
  %1182 = and i32 %1181, 256
  %1183 = or i32 %1180, %1182
  %1184 = sext i32 %1183 to i64
  %1185 = mul i64 %1184, 4
  %1186 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1185
  %1187 = load i32, ptr addrspace(3) %1186, align 4
  %1188 = xor i32 %1187, %1165
  %1189 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1188, i32 %815, i32 %1177)
  %1190 = bitcast i32 %545 to <4 x i8>
  %1191 = shufflevector <4 x i8> %1190, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1192 = bitcast <4 x i8> %1191 to i32
  %1193 = shl i32 %1192, 3
  %1194 = zext i32 %1193 to i64
  %1195 = add i64 %1194, 0
  %1196 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1195
  %1197 = load <2 x i32>, ptr addrspace(3) %1196, align 8
  %1198 = extractelement <2 x i32> %1197, i32 0
  %1199 = extractelement <2 x i32> %1197, i32 1
  %1200 = bitcast i32 %542 to <4 x i8>
  %1201 = shufflevector <4 x i8> %1200, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1202 = bitcast <4 x i8> %1201 to i32
  %1203 = shl i32 %544, 6
  %1204 = and i32 %1203, 256
  %1205 = or i32 %1202, %1204
  %1206 = sext i32 %1205 to i64
  %1207 = mul i64 %1206, 4
  %1208 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1207
  %1209 = load i32, ptr addrspace(3) %1208, align 4
  %1210 = xor i32 %1209, %1198
  %1211 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1210, i32 %816, i32 %1189)
  %1212 = bitcast i32 %542 to <4 x i8>
  %1213 = shufflevector <4 x i8> %1212, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1214 = bitcast <4 x i8> %1213 to i32
  %1215 = shl i32 %544, 5
  %1216 = and i32 %1215, 256
  %1217 = or i32 %1214, %1216
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1219
  %1221 = load i32, ptr addrspace(3) %1220, align 4
  %1222 = xor i32 %1221, %1199
  %1223 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1222, i32 %817, i32 %1211)
  %1224 = bitcast i32 %545 to <4 x i8>
  %1225 = shufflevector <4 x i8> %1224, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1226 = bitcast <4 x i8> %1225 to i32
  %1227 = shl i32 %1226, 3
  %1228 = zext i32 %1227 to i64
  %1229 = add i64 %1228, 0
  %1230 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1229
  %1231 = load <2 x i32>, ptr addrspace(3) %1230, align 8
  %1232 = extractelement <2 x i32> %1231, i32 0
  %1233 = extractelement <2 x i32> %1231, i32 1
  %1234 = bitcast i32 %543 to <4 x i8>
  %1235 = shufflevector <4 x i8> %1234, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1236 = bitcast <4 x i8> %1235 to i32
  %1237 = shl i32 %544, 4
  %1238 = and i32 %1237, 256
  %1239 = or i32 %1236, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = mul i64 %1240, 4
  %1242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1241
  %1243 = load i32, ptr addrspace(3) %1242, align 4
  %1244 = xor i32 %1243, %1232
  %1245 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1244, i32 %821, i32 %1223)
  %1246 = bitcast i32 %543 to <4 x i8>
  %1247 = shufflevector <4 x i8> %1246, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1248 = bitcast <4 x i8> %1247 to i32
  %1249 = shl i32 %544, 3
  %1250 = and i32 %1249, 256
  %1251 = or i32 %1248, %1250
  %1252 = sext i32 %1251 to i64
  %1253 = mul i64 %1252, 4
  %1254 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1253
  %1255 = load i32, ptr addrspace(3) %1254, align 4
  %1256 = xor i32 %1255, %1233
  %1257 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1256, i32 %822, i32 %1245)
  %1258 = bitcast i32 %545 to <4 x i8>
  %1259 = shufflevector <4 x i8> %1258, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1260 = bitcast <4 x i8> %1259 to i32
  %1261 = shl i32 %1260, 3
  %1262 = zext i32 %1261 to i64
  %1263 = add i64 %1262, 0
  %1264 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1263
  %1265 = load <2 x i32>, ptr addrspace(3) %1264, align 8
  %1266 = extractelement <2 x i32> %1265, i32 0
  %1267 = extractelement <2 x i32> %1265, i32 1
  %1268 = bitcast i32 %543 to <4 x i8>
  %1269 = shufflevector <4 x i8> %1268, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1270 = bitcast <4 x i8> %1269 to i32
  %1271 = shl i32 %544, 2
  %1272 = and i32 %1271, 256
  %1273 = or i32 %1270, %1272
  %1274 = sext i32 %1273 to i64
  %1275 = mul i64 %1274, 4
  %1276 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1275
  %1277 = load i32, ptr addrspace(3) %1276, align 4
  %1278 = xor i32 %1277, %1266
  %1279 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1278, i32 %823, i32 %1257)
  %1280 = bitcast i32 %543 to <4 x i8>
  %1281 = shufflevector <4 x i8> %1280, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1282 = bitcast <4 x i8> %1281 to i32
  %1283 = shl i32 %544, 1
  %1284 = and i32 %1283, 256
  %1285 = or i32 %1282, %1284
  %1286 = sext i32 %1285 to i64
  %1287 = mul i64 %1286, 4
  %1288 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1287
  %1289 = load i32, ptr addrspace(3) %1288, align 4
  %1290 = xor i32 %1289, %1267
  %1291 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1290, i32 %824, i32 %1279)
  %1292 = shl i32 %1291, 1
  %1293 = sub i32 %1292, %838
  %1294 = mul i32 %1155, %1293
  %1295 = sitofp i32 %1294 to float
  %1296 = fmul float %1149, %829
  %1297 = call float @llvm.fma.f32(float %1296, float %1295, float %1145)
  store float %1297, ptr %v12, align 4
  %1298 = load float, ptr %v13, align 4
  %1299 = and i32 %528, 7
  %1300 = trunc i32 %547 to i16
  %1301 = bitcast i16 %1300 to half
  %1302 = fpext half %1301 to float
  %1303 = and i32 %1299, 1
  %1304 = mul i32 %1303, 4
  %1305 = lshr i32 %552, %1304
  %1306 = and i32 %1305, 15
  %1307 = shl i32 %1306, 1
  %1308 = or i32 %1307, 1
  %1309 = bitcast i32 %551 to <4 x i8>
  %1310 = shufflevector <4 x i8> %1309, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1311 = bitcast <4 x i8> %1310 to i32
  %1312 = shl i32 %1311, 3
  %1313 = zext i32 %1312 to i64
  %1314 = add i64 %1313, 0
  %1315 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1314
  %1316 = load <2 x i32>, ptr addrspace(3) %1315, align 8
  %1317 = extractelement <2 x i32> %1316, i32 0
  %1318 = extractelement <2 x i32> %1316, i32 1
  %1319 = bitcast i32 %548 to <4 x i8>
  %1320 = shufflevector <4 x i8> %1319, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1321 = bitcast <4 x i8> %1320 to i32
  %1322 = shl i32 %550, 8
  %1323 = and i32 %1322, 256
  %1324 = or i32 %1321, %1323
  %1325 = sext i32 %1324 to i64
  %1326 = mul i64 %1325, 4
  %1327 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1326
  %1328 = load i32, ptr addrspace(3) %1327, align 4
  %1329 = xor i32 %1328, %1317
  %1330 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1329, i32 %814, i32 0)
  %1331 = bitcast i32 %548 to <4 x i8>
  %1332 = shufflevector <4 x i8> %1331, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1333 = bitcast <4 x i8> %1332 to i32
  %1334 = shl i32 %550, 7
  %1335 = and i32 %1334, 256
  %1336 = or i32 %1333, %1335
  %1337 = sext i32 %1336 to i64
  %1338 = mul i64 %1337, 4
  %1339 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1338
  %1340 = load i32, ptr addrspace(3) %1339, align 4
  %1341 = xor i32 %1340, %1318
  %1342 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1341, i32 %815, i32 %1330)
  %1343 = bitcast i32 %551 to <4 x i8>
  %1344 = shufflevector <4 x i8> %1343, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1345 = bitcast <4 x i8> %1344 to i32
  %1346 = shl i32 %1345, 3
  %1347 = zext i32 %1346 to i64
  %1348 = add i64 %1347, 0
  %1349 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1348
  %1350 = load <2 x i32>, ptr addrspace(3) %1349, align 8
  %1351 = extractelement <2 x i32> %1350, i32 0
  %1352 = extractelement <2 x i32> %1350, i32 1
  %1353 = bitcast i32 %548 to <4 x i8>
  %1354 = shufflevector <4 x i8> %1353, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1355 = bitcast <4 x i8> %1354 to i32
  %1356 = shl i32 %550, 6
  %1357 = and i32 %1356, 256
  %1358 = or i32 %1355, %1357
  %1359 = sext i32 %1358 to i64
  %1360 = mul i64 %1359, 4
  %1361 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1360
  %1362 = load i32, ptr addrspace(3) %1361, align 4
  %1363 = xor i32 %1362, %1351
  %1364 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1363, i32 %816, i32 %1342)
  %1365 = bitcast i32 %548 to <4 x i8>
  %1366 = shufflevector <4 x i8> %1365, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1367 = bitcast <4 x i8> %1366 to i32
  %1368 = shl i32 %550, 5
  %1369 = and i32 %1368, 256
  %1370 = or i32 %1367, %1369
  %1371 = sext i32 %1370 to i64
  %1372 = mul i64 %1371, 4
  %1373 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1372
  %1374 = load i32, ptr addrspace(3) %1373, align 4
  %1375 = xor i32 %1374, %1352
  %1376 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1375, i32 %817, i32 %1364)
  %1377 = bitcast i32 %551 to <4 x i8>
  %1378 = shufflevector <4 x i8> %1377, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1379 = bitcast <4 x i8> %1378 to i32
  %1380 = shl i32 %1379, 3
  %1381 = zext i32 %1380 to i64
  %1382 = add i64 %1381, 0
  %1383 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1382
  %1384 = load <2 x i32>, ptr addrspace(3) %1383, align 8
  %1385 = extractelement <2 x i32> %1384, i32 0
  %1386 = extractelement <2 x i32> %1384, i32 1
  %1387 = bitcast i32 %549 to <4 x i8>
  %1388 = shufflevector <4 x i8> %1387, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1389 = bitcast <4 x i8> %1388 to i32
  %1390 = shl i32 %550, 4
  %1391 = and i32 %1390, 256
  %1392 = or i32 %1389, %1391
  %1393 = sext i32 %1392 to i64
  %1394 = mul i64 %1393, 4
  %1395 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1394
  %1396 = load i32, ptr addrspace(3) %1395, align 4
  %1397 = xor i32 %1396, %1385
  %1398 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1397, i32 %821, i32 %1376)
  %1399 = bitcast i32 %549 to <4 x i8>
  %1400 = shufflevector <4 x i8> %1399, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1401 = bitcast <4 x i8> %1400 to i32
  %1402 = shl i32 %550, 3
  %1403 = and i32 %1402, 256
  %1404 = or i32 %1401, %1403
  %1405 = sext i32 %1404 to i64
  %1406 = mul i64 %1405, 4
  %1407 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1406
  %1408 = load i32, ptr addrspace(3) %1407, align 4
  %1409 = xor i32 %1408, %1386
  %1410 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1409, i32 %822, i32 %1398)
  %1411 = bitcast i32 %551 to <4 x i8>
  %1412 = shufflevector <4 x i8> %1411, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1413 = bitcast <4 x i8> %1412 to i32
  %1414 = shl i32 %1413, 3
  %1415 = zext i32 %1414 to i64
  %1416 = add i64 %1415, 0
  %1417 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1416
  %1418 = load <2 x i32>, ptr addrspace(3) %1417, align 8
  %1419 = extractelement <2 x i32> %1418, i32 0
  %1420 = extractelement <2 x i32> %1418, i32 1
  %1421 = bitcast i32 %549 to <4 x i8>
  %1422 = shufflevector <4 x i8> %1421, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1423 = bitcast <4 x i8> %1422 to i32
  %1424 = shl i32 %550, 2
  %1425 = and i32 %1424, 256
  %1426 = or i32 %1423, %1425
  %1427 = sext i32 %1426 to i64
  %1428 = mul i64 %1427, 4
  %1429 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1428
  %1430 = load i32, ptr addrspace(3) %1429, align 4
  %1431 = xor i32 %1430, %1419
  %1432 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1431, i32 %823, i32 %1410)
  %1433 = bitcast i32 %549 to <4 x i8>
  %1434 = shufflevector <4 x i8> %1433, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1435 = bitcast <4 x i8> %1434 to i32
  %1436 = shl i32 %550, 1
  %1437 = and i32 %1436, 256
  %1438 = or i32 %1435, %1437
  %1439 = sext i32 %1438 to i64
  %1440 = mul i64 %1439, 4
  %1441 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1440
  %1442 = load i32, ptr addrspace(3) %1441, align 4
  %1443 = xor i32 %1442, %1420
  %1444 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1443, i32 %824, i32 %1432)
  %1445 = shl i32 %1444, 1
  %1446 = sub i32 %1445, %838
  %1447 = mul i32 %1308, %1446
  %1448 = sitofp i32 %1447 to float
  %1449 = fmul float %1302, %829
  %1450 = call float @llvm.fma.f32(float %1449, float %1448, float %1298)
  store float %1450, ptr %v13, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %body48
  %1451 = add i32 %493, 1
  %1452 = and i32 %1451, 1
  %1453 = sext i32 %1452 to i64
  %1454 = mul i64 %1453, 1152
  %1455 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1454
  %1456 = getelementptr i8, ptr addrspace(3) %1455, i64 1024
  %1457 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1458 = bitcast float %508 to i32
  %1459 = and i32 %1458, 2147483647
  %1460 = bitcast float %509 to i32
  %1461 = and i32 %1460, 2147483647
  %1462 = bitcast float %510 to i32
  %1463 = and i32 %1462, 2147483647
  %1464 = bitcast float %511 to i32
  %1465 = and i32 %1464, 2147483647
  %1466 = icmp ugt i32 %1459, %1461
  %1467 = select i1 %1466, i32 %1459, i32 %1461
  %1468 = icmp ugt i32 %1463, %1465
  %1469 = select i1 %1468, i32 %1463, i32 %1465
  %1470 = icmp ugt i32 %1467, %1469
  %1471 = select i1 %1470, i32 %1467, i32 %1469
  %1472 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1471, i32 1, i32 31)
  %1473 = icmp ugt i32 %1471, %1472
  %1474 = select i1 %1473, i32 %1471, i32 %1472
  %1475 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1474, i32 2, i32 31)
  %1476 = icmp ugt i32 %1474, %1475
  %1477 = select i1 %1476, i32 %1474, i32 %1475
  %1478 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1477, i32 4, i32 31)
  %1479 = icmp ugt i32 %1477, %1478
  %1480 = select i1 %1479, i32 %1477, i32 %1478
  %1481 = and i32 %1480, 2147483647
  %1482 = icmp ult i32 %1481, 2139095040
  %1483 = bitcast i32 %1480 to float
  %1484 = fdiv float 1.270000e+02, %1483
  %1485 = bitcast float %1484 to i32
  %1486 = and i32 %1485, 2147483647
  %1487 = icmp ult i32 %1486, 2139095040
  %1488 = select i1 %1487, float %1484, float 0.000000e+00
  %1489 = fmul float %508, %1488
  %1490 = fadd float %1489, 0x4168000000000000
  %1491 = bitcast float %1490 to i32
  %1492 = fmul float %509, %1488
  %1493 = fadd float %1492, 0x4168000000000000
  %1494 = bitcast float %1493 to i32
  %1495 = fmul float %510, %1488
  %1496 = fadd float %1495, 0x4168000000000000
  %1497 = bitcast float %1496 to i32
  %1498 = fmul float %511, %1488
  %1499 = fadd float %1498, 0x4168000000000000
  %1500 = bitcast float %1499 to i32
  %1501 = bitcast i32 %1491 to <4 x i8>
  %1502 = bitcast i32 %1494 to <4 x i8>
  %1503 = shufflevector <4 x i8> %1501, <4 x i8> %1502, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1504 = bitcast <4 x i8> %1503 to i32
  %1505 = bitcast i32 %1497 to <4 x i8>
  %1506 = bitcast i32 %1500 to <4 x i8>
  %1507 = shufflevector <4 x i8> %1505, <4 x i8> %1506, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1508 = bitcast <4 x i8> %1507 to i32
  %1509 = bitcast i32 %1504 to <4 x i8>
  %1510 = bitcast i32 %1508 to <4 x i8>
  %1511 = shufflevector <4 x i8> %1509, <4 x i8> %1510, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1512 = bitcast <4 x i8> %1511 to i32
  %1513 = add i32 %1457, 0
  %1514 = sext i32 %1513 to i64
  %1515 = mul i64 %1514, 4
  %1516 = icmp slt i64 %1515, 1024
  br i1 %1516, label %then52, label %endif53

then52:                                           ; preds = %endif51
  %1517 = lshr i64 %1515, 2
  %1518 = mul i64 %1517, 4
  %1519 = getelementptr i8, ptr addrspace(3) %1455, i64 %1518
  store i32 %1512, ptr addrspace(3) %1519, align 4
  %1520 = and i64 %1515, 31
  %1521 = icmp eq i64 %1520, 0
  br i1 %1521, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %endif51
  %1522 = bitcast float %523 to i32
  %1523 = and i32 %1522, 2147483647
  %1524 = bitcast float %524 to i32
  %1525 = and i32 %1524, 2147483647
  %1526 = bitcast float %525 to i32
  %1527 = and i32 %1526, 2147483647
  %1528 = bitcast float %526 to i32
  %1529 = and i32 %1528, 2147483647
  %1530 = icmp ugt i32 %1523, %1525
  %1531 = select i1 %1530, i32 %1523, i32 %1525
  %1532 = icmp ugt i32 %1527, %1529
  %1533 = select i1 %1532, i32 %1527, i32 %1529
  %1534 = icmp ugt i32 %1531, %1533
  %1535 = select i1 %1534, i32 %1531, i32 %1533
  %1536 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1535, i32 1, i32 31)
  %1537 = icmp ugt i32 %1535, %1536
  %1538 = select i1 %1537, i32 %1535, i32 %1536
  %1539 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1538, i32 2, i32 31)
  %1540 = icmp ugt i32 %1538, %1539
  %1541 = select i1 %1540, i32 %1538, i32 %1539
  %1542 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1541, i32 4, i32 31)
  %1543 = icmp ugt i32 %1541, %1542
  %1544 = select i1 %1543, i32 %1541, i32 %1542
  %1545 = and i32 %1544, 2147483647
  %1546 = icmp ult i32 %1545, 2139095040
  %1547 = bitcast i32 %1544 to float
  %1548 = fdiv float 1.270000e+02, %1547
  %1549 = bitcast float %1548 to i32
  %1550 = and i32 %1549, 2147483647
  %1551 = icmp ult i32 %1550, 2139095040
  %1552 = select i1 %1551, float %1548, float 0.000000e+00
  %1553 = fmul float %523, %1552
  %1554 = fadd float %1553, 0x4168000000000000
  %1555 = bitcast float %1554 to i32
  %1556 = fmul float %524, %1552
  %1557 = fadd float %1556, 0x4168000000000000
  %1558 = bitcast float %1557 to i32
  %1559 = fmul float %525, %1552
  %1560 = fadd float %1559, 0x4168000000000000
  %1561 = bitcast float %1560 to i32
  %1562 = fmul float %526, %1552
  %1563 = fadd float %1562, 0x4168000000000000
  %1564 = bitcast float %1563 to i32
  %1565 = bitcast i32 %1555 to <4 x i8>
  %1566 = bitcast i32 %1558 to <4 x i8>
  %1567 = shufflevector <4 x i8> %1565, <4 x i8> %1566, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1568 = bitcast <4 x i8> %1567 to i32
  %1569 = bitcast i32 %1561 to <4 x i8>
  %1570 = bitcast i32 %1564 to <4 x i8>
  %1571 = shufflevector <4 x i8> %1569, <4 x i8> %1570, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1572 = bitcast <4 x i8> %1571 to i32
  %1573 = bitcast i32 %1568 to <4 x i8>
  %1574 = bitcast i32 %1572 to <4 x i8>
  %1575 = shufflevector <4 x i8> %1573, <4 x i8> %1574, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1576 = bitcast <4 x i8> %1575 to i32
  %1577 = add i32 %1457, 128
  %1578 = sext i32 %1577 to i64
  %1579 = mul i64 %1578, 4
  %1580 = icmp slt i64 %1579, 1024
  br i1 %1580, label %then56, label %endif57

then54:                                           ; preds = %then52
  %1581 = fmul float %1483, 0x3F80204080000000
  %1582 = select i1 %1482, float %1581, float 0x7FF8000000000000
  %1583 = lshr i64 %1515, 5
  %1584 = mul i64 %1583, 4
  %1585 = getelementptr i8, ptr addrspace(3) %1456, i64 %1584
  store float %1582, ptr addrspace(3) %1585, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53

then56:                                           ; preds = %endif53
  %1586 = lshr i64 %1579, 2
  %1587 = mul i64 %1586, 4
  %1588 = getelementptr i8, ptr addrspace(3) %1455, i64 %1587
  store i32 %1576, ptr addrspace(3) %1588, align 4
  %1589 = and i64 %1579, 31
  %1590 = icmp eq i64 %1589, 0
  br i1 %1590, label %then58, label %endif59

endif57:                                          ; preds = %endif59, %endif53
  call void @llvm.nvvm.barrier0()
  %1591 = load i32, ptr %v46, align 4
  %1592 = add i32 %1591, 1
  store i32 %1592, ptr %v46, align 4
  br label %loop47

then58:                                           ; preds = %then56
  %1593 = fmul float %1547, 0x3F80204080000000
  %1594 = select i1 %1546, float %1593, float 0x7FF8000000000000
  %1595 = lshr i64 %1579, 5
  %1596 = mul i64 %1595, 4
  %1597 = getelementptr i8, ptr addrspace(3) %1456, i64 %1596
  store float %1594, ptr addrspace(3) %1597, align 4
  br label %endif59

endif59:                                          ; preds = %then58, %then56
  br label %endif57

then60:                                           ; preds = %done49
  %1598 = load float, ptr %v9, align 4
  %1599 = add i32 %76, %67
  %1600 = icmp slt i32 %1599, %4
  br i1 %1600, label %then62, label %endif63

endif61:                                          ; preds = %endif63, %done49
  %1601 = load i32, ptr %v5, align 4
  %1602 = add i32 %1601, 4
  store i32 %1602, ptr %v5, align 4
  br label %loop6

then62:                                           ; preds = %then60
  %1603 = add i32 %58, %1599
  %1604 = sext i32 %1603 to i64
  %1605 = mul i64 %1604, 4
  %1606 = getelementptr i8, ptr addrspace(1) %0, i64 %1605
  store float %1598, ptr addrspace(1) %1606, align 4
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
