; ModuleID = 'strata_matvec_iq3_s'
source_filename = "strata_matvec_iq3_s"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3s_grid_ob = internal addrspace(1) constant [512 x i32] [i32 -2139062144, i32 -2139062143, i32 -2139062142, i32 -2139062139, i32 -2139062137, i32 -2139061888, i32 -2139061887, i32 -2139061886, i32 -2139061884, i32 -2139061882, i32 -2139061632, i32 -2139061631, i32 -2139061627, i32 -2139061373, i32 -2139061120, i32 -2139061118, i32 -2139061115, i32 -2139061113, i32 -2139060863, i32 -2139060861, i32 -2139060608, i32 -2139060606, i32 -2139060351, i32 -2139060348, i32 -2139060345, i32 -2138996608, i32 -2138996607, i32 -2138996606, i32 -2138996604, i32 -2138996352, i32 -2138996351, i32 -2138996347, i32 -2138996096, i32 -2138996093, i32 -2138996089, i32 -2138995839, i32 -2138995835, i32 -2138995580, i32 -2138995071, i32 -2138995067, i32 -2138994814, i32 -2138931072, i32 -2138931071, i32 -2138931067, i32 -2138931065, i32 -2138930816, i32 -2138930813, i32 -2138930810, i32 -2138930559, i32 -2138930555, i32 -2138930304, i32 -2138930300, i32 -2138930046, i32 -2138930043, i32 -2138930041, i32 -2138929791, i32 -2138929789, i32 -2138929280, i32 -2138929277, i32 -2138865533, i32 -2138865279, i32 -2138865275, i32 -2138865024, i32 -2138865022, i32 -2138864767, i32 -2138864765, i32 -2138864762, i32 -2138864508, i32 -2138864256, i32 -2138864254, i32 -2138863993, i32 -2138863743, i32 -2138863739, i32 -2138800000, i32 -2138799741, i32 -2138799737, i32 -2138799487, i32 -2138799484, i32 -2138799230, i32 -2138798976, i32 -2138798973, i32 -2138798719, i32 -2138798208, i32 -2138734462, i32 -2138734460, i32 -2138733952, i32 -2138733950, i32 -2138733946, i32 -2138733693, i32 -2138733439, i32 -2138733435, i32 -2138733433, i32 -2138732922, i32 -2138732669, i32 -2138668922, i32 -2138668671, i32 -2138668669, i32 -2138668159, i32 -2138667646, i32 -2138667135, i32 -2138603392, i32 -2138603390, i32 -2138603388, i32 -2138602880, i32 -2138602878, i32 -2138602874, i32 -2138602621, i32 -2138602112, i32 -2138602108, i32 -2122284928, i32 -2122284927, i32 -2122284926, i32 -2122284924, i32 -2122284672, i32 -2122284671, i32 -2122284669, i32 -2122284667, i32 -2122284665, i32 -2122284416, i32 -2122284414, i32 -2122284159, i32 -2122284156, i32 -2122284154, i32 -2122283644, i32 -2122283642, i32 -2122283391, i32 -2122283134, i32 -2122219392, i32 -2122219391, i32 -2122219389, i32 -2122219386, i32 -2122219136, i32 -2122219132, i32 -2122218879, i32 -2122218624, i32 -2122218621, i32 -2122218367, i32 -2122218112, i32 -2122218110, i32 -2122217600, i32 -2122217594, i32 -2122153856, i32 -2122153598, i32 -2122153595, i32 -2122153593, i32 -2122153344, i32 -2122153340, i32 -2122153086, i32 -2122152832, i32 -2122152829, i32 -2122152571, i32 -2122152320, i32 -2122152062, i32 -2122088319, i32 -2122088316, i32 -2122088313, i32 -2122088064, i32 -2122088061, i32 -2122087807, i32 -2122087801, i32 -2122087552, i32 -2122087548, i32 -2122087295, i32 -2122086782, i32 -2122086528, i32 -2122022781, i32 -2122022779, i32 -2122022526, i32 -2122022524, i32 -2122022015, i32 -2122022013, i32 -2122021758, i32 -2122021754, i32 -2122021504, i32 -2122021500, i32 -2121957247, i32 -2121956992, i32 -2121956989, i32 -2121956735, i32 -2121956480, i32 -2121956478, i32 -2121955967, i32 -2121891200, i32 -2121891196, i32 -2121891193, i32 -2121890684, i32 -2121890682, i32 -2121826175, i32 -2121826173, i32 -2121825920, i32 -2121825918, i32 -2121825663, i32 -2121825403, i32 -2121825151, i32 -2121824638, i32 -2121824384, i32 -2105507712, i32 -2105507711, i32 -2105507709, i32 -2105507707, i32 -2105507705, i32 -2105507456, i32 -2105507454, i32 -2105507452, i32 -2105507450, i32 -2105507199, i32 -2105507197, i32 -2105507193, i32 -2105506944, i32 -2105506942, i32 -2105506687, i32 -2105506685, i32 -2105506683, i32 -2105506432, i32 -2105506430, i32 -2105506169, i32 -2105505920, i32 -2105505917, i32 -2105505915, i32 -2105442176, i32 -2105442174, i32 -2105441920, i32 -2105441917, i32 -2105441913, i32 -2105441662, i32 -2105441659, i32 -2105441407, i32 -2105441404, i32 -2105441150, i32 -2105440895, i32 -2105376639, i32 -2105376636, i32 -2105376633, i32 -2105376127, i32 -2105376125, i32 -2105375872, i32 -2105375865, i32 -2105375615, i32 -2105375357, i32 -2105375353, i32 -2105374847, i32 -2105374844, i32 -2105311104, i32 -2105311102, i32 -2105311099, i32 -2105310847, i32 -2105310590, i32 -2105310588, i32 -2105310335, i32 -2105310333, i32 -2105310078, i32 -2105309824, i32 -2105309562, i32 -2105245567, i32 -2105245561, i32 -2105245056, i32 -2105245053, i32 -2105244798, i32 -2105244795, i32 -2105244543, i32 -2105243774, i32 -2105243771, i32 -2105180028, i32 -2105179775, i32 -2105179518, i32 -2105179257, i32 -2105179008, i32 -2105178749, i32 -2105178240, i32 -2105114496, i32 -2105114494, i32 -2105114489, i32 -2105113983, i32 -2105113211, i32 -2105112959, i32 -2105048955, i32 -2105048703, i32 -2105048442, i32 -2105048192, i32 -2105047933, i32 -2105047680, i32 -2088730494, i32 -2088730239, i32 -2088730237, i32 -2088730235, i32 -2088730233, i32 -2088729982, i32 -2088729727, i32 -2088729725, i32 -2088729723, i32 -2088729470, i32 -2088729468, i32 -2088729465, i32 -2088729215, i32 -2088728957, i32 -2088728703, i32 -2088664959, i32 -2088664957, i32 -2088664955, i32 -2088664700, i32 -2088664447, i32 -2088664445, i32 -2088663936, i32 -2088663424, i32 -2088663166, i32 -2088663162, i32 -2088599424, i32 -2088599166, i32 -2088598912, i32 -2088598654, i32 -2088598652, i32 -2088598144, i32 -2088533887, i32 -2088533632, i32 -2088533628, i32 -2088533375, i32 -2088533373, i32 -2088533369, i32 -2088533120, i32 -2088532863, i32 -2088532861, i32 -2088532857, i32 -2088532603, i32 -2088532093, i32 -2088468349, i32 -2088468095, i32 -2088468090, i32 -2088467838, i32 -2088467583, i32 -2088467070, i32 -2088466816, i32 -2088466812, i32 -2088402815, i32 -2088402560, i32 -2088402558, i32 -2088402299, i32 -2088402046, i32 -2088401788, i32 -2088401530, i32 -2088401021, i32 -2088337018, i32 -2088336255, i32 -2088271743, i32 -2088271741, i32 -2088271232, i32 -2088271230, i32 -2088270971, i32 -2071953280, i32 -2071953276, i32 -2071953022, i32 -2071952768, i32 -2071952764, i32 -2071952761, i32 -2071952510, i32 -2071952255, i32 -2071952000, i32 -2071951488, i32 -2071887742, i32 -2071887737, i32 -2071887487, i32 -2071887485, i32 -2071887230, i32 -2071886976, i32 -2071886971, i32 -2071886717, i32 -2071886463, i32 -2071886459, i32 -2071822207, i32 -2071822205, i32 -2071821952, i32 -2071821947, i32 -2071821695, i32 -2071821437, i32 -2071821184, i32 -2071820921, i32 -2071820670, i32 -2071820416, i32 -2071756668, i32 -2071756415, i32 -2071756413, i32 -2071756160, i32 -2071756158, i32 -2071755903, i32 -2071755899, i32 -2071691136, i32 -2071691134, i32 -2071690620, i32 -2071690361, i32 -2071690112, i32 -2071689343, i32 -2071625595, i32 -2071625593, i32 -2071625087, i32 -2071624062, i32 -2071559805, i32 -2071559292, i32 -2071558528, i32 -2071494272, i32 -2071494267, i32 -2071493760, i32 -2071493501, i32 -2071493247, i32 -2055176062, i32 -2055175808, i32 -2055175804, i32 -2055175550, i32 -2055175040, i32 -2055175036, i32 -2055175033, i32 -2055174782, i32 -2055174522, i32 -2055174268, i32 -2055110527, i32 -2055110525, i32 -2055110523, i32 -2055110270, i32 -2055110015, i32 -2055109758, i32 -2055108734, i32 -2055044992, i32 -2055044735, i32 -2055044477, i32 -2055044224, i32 -2055044218, i32 -2055043709, i32 -2054979454, i32 -2054979449, i32 -2054979200, i32 -2054978937, i32 -2054978428, i32 -2054978175, i32 -2054977915, i32 -2054977661, i32 -2054913919, i32 -2054913916, i32 -2054913408, i32 -2054913150, i32 -2054912890, i32 -2054848126, i32 -2054847866, i32 -2054847103, i32 -2054847101, i32 -2054781822, i32 -2054717310, i32 -2054717308, i32 -2054716798, i32 -2038398591, i32 -2038398589, i32 -2038398587, i32 -2038398079, i32 -2038398077, i32 -2038397312, i32 -2038333312, i32 -2038332800, i32 -2038332793, i32 -2038331772, i32 -2038267518, i32 -2038267004, i32 -2038266750, i32 -2038266491, i32 -2038266238, i32 -2038265984, i32 -2038202240, i32 -2038201980, i32 -2038201727, i32 -2038201216, i32 -2038136187, i32 -2038135677, i32 -2038135166, i32 -2038071168, i32 -2038071165, i32 -2038070396, i32 -2038069632, i32 -2038005627, i32 -2038004608, i32 -2037939839, i32 -2037939837, i32 -2021621632, i32 -2021621628, i32 -2021621625, i32 -2021621120, i32 -2021621118, i32 -2021620858, i32 -2021620608, i32 -2021620348, i32 -2021620094, i32 -2021556094, i32 -2021555839, i32 -2021555580, i32 -2021555069, i32 -2021555067, i32 -2021490559, i32 -2021490556, i32 -2021490304, i32 -2021490298, i32 -2021490047, i32 -2021489792, i32 -2021489279, i32 -2021425022, i32 -2021424254, i32 -2021424251, i32 -2021423741, i32 -2021359487, i32 -2021359483, i32 -2021359229, i32 -2021358976, i32 -2021358208, i32 -2021293438, i32 -2021292926, i32 -2021228414, i32 -2021227647, i32 -2021162880], align 16
@lds1 = internal addrspace(3) global [2048 x i8] undef, align 16
@strata_sign_byte_masks = internal addrspace(1) constant [512 x i32] [i32 0, i32 0, i32 255, i32 0, i32 65280, i32 0, i32 65535, i32 0, i32 16711680, i32 0, i32 16711935, i32 0, i32 16776960, i32 0, i32 16777215, i32 0, i32 -16777216, i32 0, i32 -16776961, i32 0, i32 -16711936, i32 0, i32 -16711681, i32 0, i32 -65536, i32 0, i32 -65281, i32 0, i32 -256, i32 0, i32 -1, i32 0, i32 0, i32 255, i32 255, i32 255, i32 65280, i32 255, i32 65535, i32 255, i32 16711680, i32 255, i32 16711935, i32 255, i32 16776960, i32 255, i32 16777215, i32 255, i32 -16777216, i32 255, i32 -16776961, i32 255, i32 -16711936, i32 255, i32 -16711681, i32 255, i32 -65536, i32 255, i32 -65281, i32 255, i32 -256, i32 255, i32 -1, i32 255, i32 0, i32 65280, i32 255, i32 65280, i32 65280, i32 65280, i32 65535, i32 65280, i32 16711680, i32 65280, i32 16711935, i32 65280, i32 16776960, i32 65280, i32 16777215, i32 65280, i32 -16777216, i32 65280, i32 -16776961, i32 65280, i32 -16711936, i32 65280, i32 -16711681, i32 65280, i32 -65536, i32 65280, i32 -65281, i32 65280, i32 -256, i32 65280, i32 -1, i32 65280, i32 0, i32 65535, i32 255, i32 65535, i32 65280, i32 65535, i32 65535, i32 65535, i32 16711680, i32 65535, i32 16711935, i32 65535, i32 16776960, i32 65535, i32 16777215, i32 65535, i32 -16777216, i32 65535, i32 -16776961, i32 65535, i32 -16711936, i32 65535, i32 -16711681, i32 65535, i32 -65536, i32 65535, i32 -65281, i32 65535, i32 -256, i32 65535, i32 -1, i32 65535, i32 0, i32 16711680, i32 255, i32 16711680, i32 65280, i32 16711680, i32 65535, i32 16711680, i32 16711680, i32 16711680, i32 16711935, i32 16711680, i32 16776960, i32 16711680, i32 16777215, i32 16711680, i32 -16777216, i32 16711680, i32 -16776961, i32 16711680, i32 -16711936, i32 16711680, i32 -16711681, i32 16711680, i32 -65536, i32 16711680, i32 -65281, i32 16711680, i32 -256, i32 16711680, i32 -1, i32 16711680, i32 0, i32 16711935, i32 255, i32 16711935, i32 65280, i32 16711935, i32 65535, i32 16711935, i32 16711680, i32 16711935, i32 16711935, i32 16711935, i32 16776960, i32 16711935, i32 16777215, i32 16711935, i32 -16777216, i32 16711935, i32 -16776961, i32 16711935, i32 -16711936, i32 16711935, i32 -16711681, i32 16711935, i32 -65536, i32 16711935, i32 -65281, i32 16711935, i32 -256, i32 16711935, i32 -1, i32 16711935, i32 0, i32 16776960, i32 255, i32 16776960, i32 65280, i32 16776960, i32 65535, i32 16776960, i32 16711680, i32 16776960, i32 16711935, i32 16776960, i32 16776960, i32 16776960, i32 16777215, i32 16776960, i32 -16777216, i32 16776960, i32 -16776961, i32 16776960, i32 -16711936, i32 16776960, i32 -16711681, i32 16776960, i32 -65536, i32 16776960, i32 -65281, i32 16776960, i32 -256, i32 16776960, i32 -1, i32 16776960, i32 0, i32 16777215, i32 255, i32 16777215, i32 65280, i32 16777215, i32 65535, i32 16777215, i32 16711680, i32 16777215, i32 16711935, i32 16777215, i32 16776960, i32 16777215, i32 16777215, i32 16777215, i32 -16777216, i32 16777215, i32 -16776961, i32 16777215, i32 -16711936, i32 16777215, i32 -16711681, i32 16777215, i32 -65536, i32 16777215, i32 -65281, i32 16777215, i32 -256, i32 16777215, i32 -1, i32 16777215, i32 0, i32 -16777216, i32 255, i32 -16777216, i32 65280, i32 -16777216, i32 65535, i32 -16777216, i32 16711680, i32 -16777216, i32 16711935, i32 -16777216, i32 16776960, i32 -16777216, i32 16777215, i32 -16777216, i32 -16777216, i32 -16777216, i32 -16776961, i32 -16777216, i32 -16711936, i32 -16777216, i32 -16711681, i32 -16777216, i32 -65536, i32 -16777216, i32 -65281, i32 -16777216, i32 -256, i32 -16777216, i32 -1, i32 -16777216, i32 0, i32 -16776961, i32 255, i32 -16776961, i32 65280, i32 -16776961, i32 65535, i32 -16776961, i32 16711680, i32 -16776961, i32 16711935, i32 -16776961, i32 16776960, i32 -16776961, i32 16777215, i32 -16776961, i32 -16777216, i32 -16776961, i32 -16776961, i32 -16776961, i32 -16711936, i32 -16776961, i32 -16711681, i32 -16776961, i32 -65536, i32 -16776961, i32 -65281, i32 -16776961, i32 -256, i32 -16776961, i32 -1, i32 -16776961, i32 0, i32 -16711936, i32 255, i32 -16711936, i32 65280, i32 -16711936, i32 65535, i32 -16711936, i32 16711680, i32 -16711936, i32 16711935, i32 -16711936, i32 16776960, i32 -16711936, i32 16777215, i32 -16711936, i32 -16777216, i32 -16711936, i32 -16776961, i32 -16711936, i32 -16711936, i32 -16711936, i32 -16711681, i32 -16711936, i32 -65536, i32 -16711936, i32 -65281, i32 -16711936, i32 -256, i32 -16711936, i32 -1, i32 -16711936, i32 0, i32 -16711681, i32 255, i32 -16711681, i32 65280, i32 -16711681, i32 65535, i32 -16711681, i32 16711680, i32 -16711681, i32 16711935, i32 -16711681, i32 16776960, i32 -16711681, i32 16777215, i32 -16711681, i32 -16777216, i32 -16711681, i32 -16776961, i32 -16711681, i32 -16711936, i32 -16711681, i32 -16711681, i32 -16711681, i32 -65536, i32 -16711681, i32 -65281, i32 -16711681, i32 -256, i32 -16711681, i32 -1, i32 -16711681, i32 0, i32 -65536, i32 255, i32 -65536, i32 65280, i32 -65536, i32 65535, i32 -65536, i32 16711680, i32 -65536, i32 16711935, i32 -65536, i32 16776960, i32 -65536, i32 16777215, i32 -65536, i32 -16777216, i32 -65536, i32 -16776961, i32 -65536, i32 -16711936, i32 -65536, i32 -16711681, i32 -65536, i32 -65536, i32 -65536, i32 -65281, i32 -65536, i32 -256, i32 -65536, i32 -1, i32 -65536, i32 0, i32 -65281, i32 255, i32 -65281, i32 65280, i32 -65281, i32 65535, i32 -65281, i32 16711680, i32 -65281, i32 16711935, i32 -65281, i32 16776960, i32 -65281, i32 16777215, i32 -65281, i32 -16777216, i32 -65281, i32 -16776961, i32 -65281, i32 -16711936, i32 -65281, i32 -16711681, i32 -65281, i32 -65536, i32 -65281, i32 -65281, i32 -65281, i32 -256, i32 -65281, i32 -1, i32 -65281, i32 0, i32 -256, i32 255, i32 -256, i32 65280, i32 -256, i32 65535, i32 -256, i32 16711680, i32 -256, i32 16711935, i32 -256, i32 16776960, i32 -256, i32 16777215, i32 -256, i32 -16777216, i32 -256, i32 -16776961, i32 -256, i32 -16711936, i32 -256, i32 -16711681, i32 -256, i32 -65536, i32 -256, i32 -65281, i32 -256, i32 -256, i32 -256, i32 -1, i32 -256, i32 0, i32 -1, i32 255, i32 -1, i32 65280, i32 -1, i32 65535, i32 -1, i32 16711680, i32 -1, i32 16711935, i32 -1, i32 16776960, i32 -1, i32 16777215, i32 -1, i32 -16777216, i32 -1, i32 -16776961, i32 -1, i32 -16711936, i32 -1, i32 -16711681, i32 -1, i32 -65536, i32 -1, i32 -65281, i32 -1, i32 -256, i32 -1, i32 -1, i32 -1], align 16
@lds2 = internal addrspace(3) global [2048 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq3_s(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v44 = alloca i32, align 4
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
  %19 = and i32 %18, 31
  %20 = and i32 %19, 0
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %21, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %22 = load i32, ptr %v1, align 4
  %23 = icmp slt i32 %22, 512
  br i1 %23, label %body3, label %done4

body3:                                            ; preds = %loop2
  %24 = load i32, ptr %v1, align 4
  %25 = sext i32 %24 to i64
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) @strata_sign_byte_masks, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = sext i32 %24 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(3) @lds2, i64 %30
  store i32 %28, ptr addrspace(3) %31, align 4
  %32 = load i32, ptr %v1, align 4
  %33 = add i32 %32, 128
  store i32 %33, ptr %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  call void @llvm.nvvm.barrier0()
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = lshr i32 %34, 5
  %36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = and i32 %36, 31
  %38 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = mul i32 %38, 16
  %40 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = and i32 %40, 31
  %42 = lshr i32 %41, 3
  %43 = and i32 %41, 7
  %44 = icmp eq i32 %43, 0
  store i32 %35, ptr %v5, align 4
  br label %loop6

loop6:                                            ; preds = %endif59, %done4
  %45 = load i32, ptr %v5, align 4
  %46 = icmp slt i32 %45, 4
  br i1 %46, label %body7, label %done8

body7:                                            ; preds = %loop6
  %47 = load i32, ptr %v5, align 4
  %48 = udiv i32 %47, 1
  %49 = urem i32 %47, 1
  %50 = mul i32 %48, 4
  %51 = add i32 %39, %50
  %52 = icmp slt i32 %51, %3
  store float 0.000000e+00, ptr %v9, align 4
  %53 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = and i32 %53, 31
  %55 = sext i32 %4 to i64
  %56 = udiv i64 %55, 256
  %57 = mul i64 %56, 110
  %58 = sub i32 %3, 1
  %59 = add i32 %51, 0
  %60 = icmp sgt i32 %59, %58
  %61 = select i1 %60, i32 %58, i32 %59
  %62 = sext i32 %61 to i64
  %63 = mul i64 %62, %57
  %64 = getelementptr i8, ptr addrspace(1) %1, i64 %63
  %65 = add i32 %51, 1
  %66 = icmp sgt i32 %65, %58
  %67 = select i1 %66, i32 %58, i32 %65
  %68 = sext i32 %67 to i64
  %69 = mul i64 %68, %57
  %70 = getelementptr i8, ptr addrspace(1) %1, i64 %69
  %71 = add i32 %51, 2
  %72 = icmp sgt i32 %71, %58
  %73 = select i1 %72, i32 %58, i32 %71
  %74 = sext i32 %73 to i64
  %75 = mul i64 %74, %57
  %76 = getelementptr i8, ptr addrspace(1) %1, i64 %75
  %77 = add i32 %51, 3
  %78 = icmp sgt i32 %77, %58
  %79 = select i1 %78, i32 %58, i32 %77
  %80 = sext i32 %79 to i64
  %81 = mul i64 %80, %57
  %82 = getelementptr i8, ptr addrspace(1) %1, i64 %81
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  %83 = udiv i32 %4, 32
  %84 = mul i32 %49, 32
  %85 = add i32 %54, %84
  %86 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %87 = sext i32 %4 to i64
  %88 = sub i32 %83, 1
  %89 = icmp sgt i32 %85, %88
  %90 = select i1 %89, i32 %88, i32 %85
  %91 = lshr i32 %90, 3
  %92 = and i32 %90, 7
  %93 = sext i32 %91 to i64
  %94 = mul i64 %93, 110
  %95 = add i64 %94, 0
  %96 = getelementptr i8, ptr addrspace(1) %64, i64 %95
  %97 = sext i32 %92 to i64
  %98 = getelementptr i8, ptr addrspace(1) %96, i64 0
  %99 = load i16, ptr addrspace(1) %98, align 2
  %100 = zext i16 %99 to i32
  %101 = getelementptr i8, ptr addrspace(1) %96, i64 2
  %102 = ptrtoint ptr addrspace(1) %101 to i64
  %103 = and i64 %102, 3
  %104 = sub i64 0, %103
  %105 = getelementptr i8, ptr addrspace(1) %101, i64 %104
  %106 = shl i64 %103, 3
  %107 = trunc i64 %106 to i32
  %108 = mul i64 %97, 8
  %109 = add i64 %108, 0
  %110 = getelementptr i8, ptr addrspace(1) %105, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = add i64 %108, 4
  %113 = getelementptr i8, ptr addrspace(1) %105, i64 %112
  %114 = load i32, ptr addrspace(1) %113, align 4
  %115 = add i64 %108, 4
  %116 = shl i64 %103, 1
  %117 = add i64 %115, %116
  %118 = getelementptr i8, ptr addrspace(1) %105, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4
  %120 = call i32 @llvm.fshr.i32(i32 %114, i32 %111, i32 %107)
  %121 = call i32 @llvm.fshr.i32(i32 %119, i32 %114, i32 %107)
  %122 = add i64 %97, 66
  %123 = getelementptr i8, ptr addrspace(1) %96, i64 %122
  %124 = load i8, ptr addrspace(1) %123, align 1
  %125 = zext i8 %124 to i32
  %126 = mul i64 %97, 4
  %127 = add i64 %126, 72
  %128 = add i64 %127, 0
  %129 = getelementptr i8, ptr addrspace(1) %105, i64 %128
  %130 = load i32, ptr addrspace(1) %129, align 4
  %131 = add i64 %127, 0
  %132 = shl i64 %103, 1
  %133 = add i64 %131, %132
  %134 = getelementptr i8, ptr addrspace(1) %105, i64 %133
  %135 = load i32, ptr addrspace(1) %134, align 4
  %136 = call i32 @llvm.fshr.i32(i32 %135, i32 %130, i32 %107)
  %137 = lshr i64 %97, 1
  %138 = add i64 %137, 106
  %139 = getelementptr i8, ptr addrspace(1) %96, i64 %138
  %140 = load i8, ptr addrspace(1) %139, align 1
  %141 = zext i8 %140 to i32
  store i32 %100, ptr %v14, align 4
  store i32 %120, ptr %v15, align 4
  store i32 %121, ptr %v16, align 4
  store i32 %125, ptr %v17, align 4
  store i32 %136, ptr %v18, align 4
  store i32 %141, ptr %v19, align 4
  %142 = lshr i32 %90, 3
  %143 = and i32 %90, 7
  %144 = sext i32 %142 to i64
  %145 = mul i64 %144, 110
  %146 = add i64 %145, 0
  %147 = getelementptr i8, ptr addrspace(1) %70, i64 %146
  %148 = sext i32 %143 to i64
  %149 = getelementptr i8, ptr addrspace(1) %147, i64 0
  %150 = load i16, ptr addrspace(1) %149, align 2
  %151 = zext i16 %150 to i32
  %152 = getelementptr i8, ptr addrspace(1) %147, i64 2
  %153 = ptrtoint ptr addrspace(1) %152 to i64
  %154 = and i64 %153, 3
  %155 = sub i64 0, %154
  %156 = getelementptr i8, ptr addrspace(1) %152, i64 %155
  %157 = shl i64 %154, 3
  %158 = trunc i64 %157 to i32
  %159 = mul i64 %148, 8
  %160 = add i64 %159, 0
  %161 = getelementptr i8, ptr addrspace(1) %156, i64 %160
  %162 = load i32, ptr addrspace(1) %161, align 4
  %163 = add i64 %159, 4
  %164 = getelementptr i8, ptr addrspace(1) %156, i64 %163
  %165 = load i32, ptr addrspace(1) %164, align 4
  %166 = add i64 %159, 4
  %167 = shl i64 %154, 1
  %168 = add i64 %166, %167
  %169 = getelementptr i8, ptr addrspace(1) %156, i64 %168
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = call i32 @llvm.fshr.i32(i32 %165, i32 %162, i32 %158)
  %172 = call i32 @llvm.fshr.i32(i32 %170, i32 %165, i32 %158)
  %173 = add i64 %148, 66
  %174 = getelementptr i8, ptr addrspace(1) %147, i64 %173
  %175 = load i8, ptr addrspace(1) %174, align 1
  %176 = zext i8 %175 to i32
  %177 = mul i64 %148, 4
  %178 = add i64 %177, 72
  %179 = add i64 %178, 0
  %180 = getelementptr i8, ptr addrspace(1) %156, i64 %179
  %181 = load i32, ptr addrspace(1) %180, align 4
  %182 = add i64 %178, 0
  %183 = shl i64 %154, 1
  %184 = add i64 %182, %183
  %185 = getelementptr i8, ptr addrspace(1) %156, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = call i32 @llvm.fshr.i32(i32 %186, i32 %181, i32 %158)
  %188 = lshr i64 %148, 1
  %189 = add i64 %188, 106
  %190 = getelementptr i8, ptr addrspace(1) %147, i64 %189
  %191 = load i8, ptr addrspace(1) %190, align 1
  %192 = zext i8 %191 to i32
  store i32 %151, ptr %v20, align 4
  store i32 %171, ptr %v21, align 4
  store i32 %172, ptr %v22, align 4
  store i32 %176, ptr %v23, align 4
  store i32 %187, ptr %v24, align 4
  store i32 %192, ptr %v25, align 4
  %193 = lshr i32 %90, 3
  %194 = and i32 %90, 7
  %195 = sext i32 %193 to i64
  %196 = mul i64 %195, 110
  %197 = add i64 %196, 0
  %198 = getelementptr i8, ptr addrspace(1) %76, i64 %197
  %199 = sext i32 %194 to i64
  %200 = getelementptr i8, ptr addrspace(1) %198, i64 0
  %201 = load i16, ptr addrspace(1) %200, align 2
  %202 = zext i16 %201 to i32
  %203 = getelementptr i8, ptr addrspace(1) %198, i64 2
  %204 = ptrtoint ptr addrspace(1) %203 to i64
  %205 = and i64 %204, 3
  %206 = sub i64 0, %205
  %207 = getelementptr i8, ptr addrspace(1) %203, i64 %206
  %208 = shl i64 %205, 3
  %209 = trunc i64 %208 to i32
  %210 = mul i64 %199, 8
  %211 = add i64 %210, 0
  %212 = getelementptr i8, ptr addrspace(1) %207, i64 %211
  %213 = load i32, ptr addrspace(1) %212, align 4
  %214 = add i64 %210, 4
  %215 = getelementptr i8, ptr addrspace(1) %207, i64 %214
  %216 = load i32, ptr addrspace(1) %215, align 4
  %217 = add i64 %210, 4
  %218 = shl i64 %205, 1
  %219 = add i64 %217, %218
  %220 = getelementptr i8, ptr addrspace(1) %207, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = call i32 @llvm.fshr.i32(i32 %216, i32 %213, i32 %209)
  %223 = call i32 @llvm.fshr.i32(i32 %221, i32 %216, i32 %209)
  %224 = add i64 %199, 66
  %225 = getelementptr i8, ptr addrspace(1) %198, i64 %224
  %226 = load i8, ptr addrspace(1) %225, align 1
  %227 = zext i8 %226 to i32
  %228 = mul i64 %199, 4
  %229 = add i64 %228, 72
  %230 = add i64 %229, 0
  %231 = getelementptr i8, ptr addrspace(1) %207, i64 %230
  %232 = load i32, ptr addrspace(1) %231, align 4
  %233 = add i64 %229, 0
  %234 = shl i64 %205, 1
  %235 = add i64 %233, %234
  %236 = getelementptr i8, ptr addrspace(1) %207, i64 %235
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = call i32 @llvm.fshr.i32(i32 %237, i32 %232, i32 %209)
  %239 = lshr i64 %199, 1
  %240 = add i64 %239, 106
  %241 = getelementptr i8, ptr addrspace(1) %198, i64 %240
  %242 = load i8, ptr addrspace(1) %241, align 1
  %243 = zext i8 %242 to i32
  store i32 %202, ptr %v26, align 4
  store i32 %222, ptr %v27, align 4
  store i32 %223, ptr %v28, align 4
  store i32 %227, ptr %v29, align 4
  store i32 %238, ptr %v30, align 4
  store i32 %243, ptr %v31, align 4
  %244 = lshr i32 %90, 3
  %245 = and i32 %90, 7
  %246 = sext i32 %244 to i64
  %247 = mul i64 %246, 110
  %248 = add i64 %247, 0
  %249 = getelementptr i8, ptr addrspace(1) %82, i64 %248
  %250 = sext i32 %245 to i64
  %251 = getelementptr i8, ptr addrspace(1) %249, i64 0
  %252 = load i16, ptr addrspace(1) %251, align 2
  %253 = zext i16 %252 to i32
  %254 = getelementptr i8, ptr addrspace(1) %249, i64 2
  %255 = ptrtoint ptr addrspace(1) %254 to i64
  %256 = and i64 %255, 3
  %257 = sub i64 0, %256
  %258 = getelementptr i8, ptr addrspace(1) %254, i64 %257
  %259 = shl i64 %256, 3
  %260 = trunc i64 %259 to i32
  %261 = mul i64 %250, 8
  %262 = add i64 %261, 0
  %263 = getelementptr i8, ptr addrspace(1) %258, i64 %262
  %264 = load i32, ptr addrspace(1) %263, align 4
  %265 = add i64 %261, 4
  %266 = getelementptr i8, ptr addrspace(1) %258, i64 %265
  %267 = load i32, ptr addrspace(1) %266, align 4
  %268 = add i64 %261, 4
  %269 = shl i64 %256, 1
  %270 = add i64 %268, %269
  %271 = getelementptr i8, ptr addrspace(1) %258, i64 %270
  %272 = load i32, ptr addrspace(1) %271, align 4
  %273 = call i32 @llvm.fshr.i32(i32 %267, i32 %264, i32 %260)
  %274 = call i32 @llvm.fshr.i32(i32 %272, i32 %267, i32 %260)
  %275 = add i64 %250, 66
  %276 = getelementptr i8, ptr addrspace(1) %249, i64 %275
  %277 = load i8, ptr addrspace(1) %276, align 1
  %278 = zext i8 %277 to i32
  %279 = mul i64 %250, 4
  %280 = add i64 %279, 72
  %281 = add i64 %280, 0
  %282 = getelementptr i8, ptr addrspace(1) %258, i64 %281
  %283 = load i32, ptr addrspace(1) %282, align 4
  %284 = add i64 %280, 0
  %285 = shl i64 %256, 1
  %286 = add i64 %284, %285
  %287 = getelementptr i8, ptr addrspace(1) %258, i64 %286
  %288 = load i32, ptr addrspace(1) %287, align 4
  %289 = call i32 @llvm.fshr.i32(i32 %288, i32 %283, i32 %260)
  %290 = lshr i64 %250, 1
  %291 = add i64 %290, 106
  %292 = getelementptr i8, ptr addrspace(1) %249, i64 %291
  %293 = load i8, ptr addrspace(1) %292, align 1
  %294 = zext i8 %293 to i32
  store i32 %253, ptr %v32, align 4
  store i32 %273, ptr %v33, align 4
  store i32 %274, ptr %v34, align 4
  store i32 %278, ptr %v35, align 4
  store i32 %289, ptr %v36, align 4
  store i32 %294, ptr %v37, align 4
  %295 = add i32 %86, 0
  %296 = sext i32 %295 to i64
  %297 = mul i64 %296, 4
  %298 = add i64 0, %297
  %299 = icmp slt i64 %298, %87
  %300 = icmp slt i64 %297, 1024
  %301 = and i1 %299, %300
  %302 = select i1 %301, i64 %298, i64 0
  %303 = mul i64 %302, 4
  %304 = getelementptr i8, ptr addrspace(1) %2, i64 %303
  %305 = load <4 x float>, ptr addrspace(1) %304, align 16
  %306 = extractelement <4 x float> %305, i32 0
  %307 = extractelement <4 x float> %305, i32 1
  %308 = extractelement <4 x float> %305, i32 2
  %309 = extractelement <4 x float> %305, i32 3
  %310 = add i32 %86, 128
  %311 = sext i32 %310 to i64
  %312 = mul i64 %311, 4
  %313 = add i64 0, %312
  %314 = icmp slt i64 %313, %87
  %315 = icmp slt i64 %312, 1024
  %316 = and i1 %314, %315
  %317 = select i1 %316, i64 %313, i64 0
  %318 = mul i64 %317, 4
  %319 = getelementptr i8, ptr addrspace(1) %2, i64 %318
  %320 = load <4 x float>, ptr addrspace(1) %319, align 16
  %321 = extractelement <4 x float> %320, i32 0
  %322 = extractelement <4 x float> %320, i32 1
  %323 = extractelement <4 x float> %320, i32 2
  %324 = extractelement <4 x float> %320, i32 3
  %325 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %326 = bitcast float %306 to i32
  %327 = and i32 %326, 2147483647
  %328 = bitcast float %307 to i32
  %329 = and i32 %328, 2147483647
  %330 = bitcast float %308 to i32
  %331 = and i32 %330, 2147483647
  %332 = bitcast float %309 to i32
  %333 = and i32 %332, 2147483647
  %334 = icmp ugt i32 %327, %329
  %335 = select i1 %334, i32 %327, i32 %329
  %336 = icmp ugt i32 %331, %333
  %337 = select i1 %336, i32 %331, i32 %333
  %338 = icmp ugt i32 %335, %337
  %339 = select i1 %338, i32 %335, i32 %337
  %340 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %339, i32 1, i32 31)
  %341 = icmp ugt i32 %339, %340
  %342 = select i1 %341, i32 %339, i32 %340
  %343 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %342, i32 2, i32 31)
  %344 = icmp ugt i32 %342, %343
  %345 = select i1 %344, i32 %342, i32 %343
  %346 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %345, i32 4, i32 31)
  %347 = icmp ugt i32 %345, %346
  %348 = select i1 %347, i32 %345, i32 %346
  %349 = and i32 %348, 2147483647
  %350 = icmp ult i32 %349, 2139095040
  %351 = bitcast i32 %348 to float
  %352 = fdiv float 1.270000e+02, %351
  %353 = bitcast float %352 to i32
  %354 = and i32 %353, 2147483647
  %355 = icmp ult i32 %354, 2139095040
  %356 = select i1 %355, float %352, float 0.000000e+00
  %357 = fmul float %306, %356
  %358 = fadd float %357, 0x4168000000000000
  %359 = bitcast float %358 to i32
  %360 = fmul float %307, %356
  %361 = fadd float %360, 0x4168000000000000
  %362 = bitcast float %361 to i32
  %363 = fmul float %308, %356
  %364 = fadd float %363, 0x4168000000000000
  %365 = bitcast float %364 to i32
  %366 = fmul float %309, %356
  %367 = fadd float %366, 0x4168000000000000
  %368 = bitcast float %367 to i32
  %369 = bitcast i32 %359 to <4 x i8>
  %370 = bitcast i32 %362 to <4 x i8>
  %371 = shufflevector <4 x i8> %369, <4 x i8> %370, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %372 = bitcast <4 x i8> %371 to i32
  %373 = bitcast i32 %365 to <4 x i8>
  %374 = bitcast i32 %368 to <4 x i8>
  %375 = shufflevector <4 x i8> %373, <4 x i8> %374, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %376 = bitcast <4 x i8> %375 to i32
  %377 = bitcast i32 %372 to <4 x i8>
  %378 = bitcast i32 %376 to <4 x i8>
  %379 = shufflevector <4 x i8> %377, <4 x i8> %378, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %380 = bitcast <4 x i8> %379 to i32
  %381 = add i32 %325, 0
  %382 = sext i32 %381 to i64
  %383 = mul i64 %382, 4
  %384 = icmp slt i64 %383, 1024
  br i1 %384, label %then, label %endif

done8:                                            ; preds = %loop6
  ret void

then:                                             ; preds = %body7
  %385 = lshr i64 %383, 2
  %386 = mul i64 %385, 4
  %387 = getelementptr i8, ptr addrspace(3) @lds3, i64 %386
  store i32 %380, ptr addrspace(3) %387, align 4
  %388 = and i64 %383, 31
  %389 = icmp eq i64 %388, 0
  br i1 %389, label %then38, label %endif39

endif:                                            ; preds = %endif39, %body7
  %390 = bitcast float %321 to i32
  %391 = and i32 %390, 2147483647
  %392 = bitcast float %322 to i32
  %393 = and i32 %392, 2147483647
  %394 = bitcast float %323 to i32
  %395 = and i32 %394, 2147483647
  %396 = bitcast float %324 to i32
  %397 = and i32 %396, 2147483647
  %398 = icmp ugt i32 %391, %393
  %399 = select i1 %398, i32 %391, i32 %393
  %400 = icmp ugt i32 %395, %397
  %401 = select i1 %400, i32 %395, i32 %397
  %402 = icmp ugt i32 %399, %401
  %403 = select i1 %402, i32 %399, i32 %401
  %404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %403, i32 1, i32 31)
  %405 = icmp ugt i32 %403, %404
  %406 = select i1 %405, i32 %403, i32 %404
  %407 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %406, i32 2, i32 31)
  %408 = icmp ugt i32 %406, %407
  %409 = select i1 %408, i32 %406, i32 %407
  %410 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %409, i32 4, i32 31)
  %411 = icmp ugt i32 %409, %410
  %412 = select i1 %411, i32 %409, i32 %410
  %413 = and i32 %412, 2147483647
  %414 = icmp ult i32 %413, 2139095040
  %415 = bitcast i32 %412 to float
  %416 = fdiv float 1.270000e+02, %415
  %417 = bitcast float %416 to i32
  %418 = and i32 %417, 2147483647
  %419 = icmp ult i32 %418, 2139095040
  %420 = select i1 %419, float %416, float 0.000000e+00
  %421 = fmul float %321, %420
  %422 = fadd float %421, 0x4168000000000000
  %423 = bitcast float %422 to i32
  %424 = fmul float %322, %420
  %425 = fadd float %424, 0x4168000000000000
  %426 = bitcast float %425 to i32
  %427 = fmul float %323, %420
  %428 = fadd float %427, 0x4168000000000000
  %429 = bitcast float %428 to i32
  %430 = fmul float %324, %420
  %431 = fadd float %430, 0x4168000000000000
  %432 = bitcast float %431 to i32
  %433 = bitcast i32 %423 to <4 x i8>
  %434 = bitcast i32 %426 to <4 x i8>
  %435 = shufflevector <4 x i8> %433, <4 x i8> %434, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %436 = bitcast <4 x i8> %435 to i32
  %437 = bitcast i32 %429 to <4 x i8>
  %438 = bitcast i32 %432 to <4 x i8>
  %439 = shufflevector <4 x i8> %437, <4 x i8> %438, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %440 = bitcast <4 x i8> %439 to i32
  %441 = bitcast i32 %436 to <4 x i8>
  %442 = bitcast i32 %440 to <4 x i8>
  %443 = shufflevector <4 x i8> %441, <4 x i8> %442, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %444 = bitcast <4 x i8> %443 to i32
  %445 = add i32 %325, 128
  %446 = sext i32 %445 to i64
  %447 = mul i64 %446, 4
  %448 = icmp slt i64 %447, 1024
  br i1 %448, label %then40, label %endif41

then38:                                           ; preds = %then
  %449 = fmul float %351, 0x3F80204080000000
  %450 = select i1 %350, float %449, float 0x7FF8000000000000
  %451 = lshr i64 %383, 5
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %452
  store float %450, ptr addrspace(3) %453, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then
  br label %endif

then40:                                           ; preds = %endif
  %454 = lshr i64 %447, 2
  %455 = mul i64 %454, 4
  %456 = getelementptr i8, ptr addrspace(3) @lds3, i64 %455
  store i32 %444, ptr addrspace(3) %456, align 4
  %457 = and i64 %447, 31
  %458 = icmp eq i64 %457, 0
  br i1 %458, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif
  call void @llvm.nvvm.barrier0()
  %459 = add i32 %83, 31
  %460 = udiv i32 %459, 32
  store i32 0, ptr %v44, align 4
  br label %loop45

then42:                                           ; preds = %then40
  %461 = fmul float %415, 0x3F80204080000000
  %462 = select i1 %414, float %461, float 0x7FF8000000000000
  %463 = lshr i64 %447, 5
  %464 = mul i64 %463, 4
  %465 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %464
  store float %462, ptr addrspace(3) %465, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

loop45:                                           ; preds = %endif55, %endif41
  %466 = load i32, ptr %v44, align 4
  %467 = icmp slt i32 %466, %460
  br i1 %467, label %body46, label %done47

body46:                                           ; preds = %loop45
  %468 = load i32, ptr %v44, align 4
  %469 = add i32 %468, 1
  %470 = sext i32 %469 to i64
  %471 = mul i64 %470, 1024
  %472 = add i32 %86, 0
  %473 = sext i32 %472 to i64
  %474 = mul i64 %473, 4
  %475 = add i64 %471, %474
  %476 = icmp slt i64 %475, %87
  %477 = icmp slt i64 %474, 1024
  %478 = and i1 %476, %477
  %479 = select i1 %478, i64 %475, i64 0
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr addrspace(1) %2, i64 %480
  %482 = load <4 x float>, ptr addrspace(1) %481, align 16
  %483 = extractelement <4 x float> %482, i32 0
  %484 = extractelement <4 x float> %482, i32 1
  %485 = extractelement <4 x float> %482, i32 2
  %486 = extractelement <4 x float> %482, i32 3
  %487 = add i32 %86, 128
  %488 = sext i32 %487 to i64
  %489 = mul i64 %488, 4
  %490 = add i64 %471, %489
  %491 = icmp slt i64 %490, %87
  %492 = icmp slt i64 %489, 1024
  %493 = and i1 %491, %492
  %494 = select i1 %493, i64 %490, i64 0
  %495 = mul i64 %494, 4
  %496 = getelementptr i8, ptr addrspace(1) %2, i64 %495
  %497 = load <4 x float>, ptr addrspace(1) %496, align 16
  %498 = extractelement <4 x float> %497, i32 0
  %499 = extractelement <4 x float> %497, i32 1
  %500 = extractelement <4 x float> %497, i32 2
  %501 = extractelement <4 x float> %497, i32 3
  %502 = mul i32 %468, 32
  %503 = add i32 %85, %502
  %504 = load i32, ptr %v14, align 4
  %505 = load i32, ptr %v15, align 4
  %506 = load i32, ptr %v16, align 4
  %507 = load i32, ptr %v17, align 4
  %508 = load i32, ptr %v18, align 4
  %509 = load i32, ptr %v19, align 4
  %510 = load i32, ptr %v20, align 4
  %511 = load i32, ptr %v21, align 4
  %512 = load i32, ptr %v22, align 4
  %513 = load i32, ptr %v23, align 4
  %514 = load i32, ptr %v24, align 4
  %515 = load i32, ptr %v25, align 4
  %516 = load i32, ptr %v26, align 4
  %517 = load i32, ptr %v27, align 4
  %518 = load i32, ptr %v28, align 4
  %519 = load i32, ptr %v29, align 4
  %520 = load i32, ptr %v30, align 4
  %521 = load i32, ptr %v31, align 4
  %522 = load i32, ptr %v32, align 4
  %523 = load i32, ptr %v33, align 4
  %524 = load i32, ptr %v34, align 4
  %525 = load i32, ptr %v35, align 4
  %526 = load i32, ptr %v36, align 4
  %527 = load i32, ptr %v37, align 4
  %528 = add i32 %503, 32
  %529 = icmp sgt i32 %528, %88
  %530 = select i1 %529, i32 %88, i32 %528
  %531 = lshr i32 %530, 3
  %532 = and i32 %530, 7
  %533 = sext i32 %531 to i64
  %534 = mul i64 %533, 110
  %535 = add i64 %534, 0
  %536 = getelementptr i8, ptr addrspace(1) %64, i64 %535
  %537 = sext i32 %532 to i64
  %538 = getelementptr i8, ptr addrspace(1) %536, i64 0
  %539 = load i16, ptr addrspace(1) %538, align 2
  %540 = zext i16 %539 to i32
  %541 = getelementptr i8, ptr addrspace(1) %536, i64 2
  %542 = ptrtoint ptr addrspace(1) %541 to i64
  %543 = and i64 %542, 3
  %544 = sub i64 0, %543
  %545 = getelementptr i8, ptr addrspace(1) %541, i64 %544
  %546 = shl i64 %543, 3
  %547 = trunc i64 %546 to i32
  %548 = mul i64 %537, 8
  %549 = add i64 %548, 0
  %550 = getelementptr i8, ptr addrspace(1) %545, i64 %549
  %551 = load i32, ptr addrspace(1) %550, align 4
  %552 = add i64 %548, 4
  %553 = getelementptr i8, ptr addrspace(1) %545, i64 %552
  %554 = load i32, ptr addrspace(1) %553, align 4
  %555 = add i64 %548, 4
  %556 = shl i64 %543, 1
  %557 = add i64 %555, %556
  %558 = getelementptr i8, ptr addrspace(1) %545, i64 %557
  %559 = load i32, ptr addrspace(1) %558, align 4
  %560 = call i32 @llvm.fshr.i32(i32 %554, i32 %551, i32 %547)
  %561 = call i32 @llvm.fshr.i32(i32 %559, i32 %554, i32 %547)
  %562 = add i64 %537, 66
  %563 = getelementptr i8, ptr addrspace(1) %536, i64 %562
  %564 = load i8, ptr addrspace(1) %563, align 1
  %565 = zext i8 %564 to i32
  %566 = mul i64 %537, 4
  %567 = add i64 %566, 72
  %568 = add i64 %567, 0
  %569 = getelementptr i8, ptr addrspace(1) %545, i64 %568
  %570 = load i32, ptr addrspace(1) %569, align 4
  %571 = add i64 %567, 0
  %572 = shl i64 %543, 1
  %573 = add i64 %571, %572
  %574 = getelementptr i8, ptr addrspace(1) %545, i64 %573
  %575 = load i32, ptr addrspace(1) %574, align 4
  %576 = call i32 @llvm.fshr.i32(i32 %575, i32 %570, i32 %547)
  %577 = lshr i64 %537, 1
  %578 = add i64 %577, 106
  %579 = getelementptr i8, ptr addrspace(1) %536, i64 %578
  %580 = load i8, ptr addrspace(1) %579, align 1
  %581 = zext i8 %580 to i32
  store i32 %540, ptr %v14, align 4
  store i32 %560, ptr %v15, align 4
  store i32 %561, ptr %v16, align 4
  store i32 %565, ptr %v17, align 4
  store i32 %576, ptr %v18, align 4
  store i32 %581, ptr %v19, align 4
  %582 = lshr i32 %530, 3
  %583 = and i32 %530, 7
  %584 = sext i32 %582 to i64
  %585 = mul i64 %584, 110
  %586 = add i64 %585, 0
  %587 = getelementptr i8, ptr addrspace(1) %70, i64 %586
  %588 = sext i32 %583 to i64
  %589 = getelementptr i8, ptr addrspace(1) %587, i64 0
  %590 = load i16, ptr addrspace(1) %589, align 2
  %591 = zext i16 %590 to i32
  %592 = getelementptr i8, ptr addrspace(1) %587, i64 2
  %593 = ptrtoint ptr addrspace(1) %592 to i64
  %594 = and i64 %593, 3
  %595 = sub i64 0, %594
  %596 = getelementptr i8, ptr addrspace(1) %592, i64 %595
  %597 = shl i64 %594, 3
  %598 = trunc i64 %597 to i32
  %599 = mul i64 %588, 8
  %600 = add i64 %599, 0
  %601 = getelementptr i8, ptr addrspace(1) %596, i64 %600
  %602 = load i32, ptr addrspace(1) %601, align 4
  %603 = add i64 %599, 4
  %604 = getelementptr i8, ptr addrspace(1) %596, i64 %603
  %605 = load i32, ptr addrspace(1) %604, align 4
  %606 = add i64 %599, 4
  %607 = shl i64 %594, 1
  %608 = add i64 %606, %607
  %609 = getelementptr i8, ptr addrspace(1) %596, i64 %608
  %610 = load i32, ptr addrspace(1) %609, align 4
  %611 = call i32 @llvm.fshr.i32(i32 %605, i32 %602, i32 %598)
  %612 = call i32 @llvm.fshr.i32(i32 %610, i32 %605, i32 %598)
  %613 = add i64 %588, 66
  %614 = getelementptr i8, ptr addrspace(1) %587, i64 %613
  %615 = load i8, ptr addrspace(1) %614, align 1
  %616 = zext i8 %615 to i32
  %617 = mul i64 %588, 4
  %618 = add i64 %617, 72
  %619 = add i64 %618, 0
  %620 = getelementptr i8, ptr addrspace(1) %596, i64 %619
  %621 = load i32, ptr addrspace(1) %620, align 4
  %622 = add i64 %618, 0
  %623 = shl i64 %594, 1
  %624 = add i64 %622, %623
  %625 = getelementptr i8, ptr addrspace(1) %596, i64 %624
  %626 = load i32, ptr addrspace(1) %625, align 4
  %627 = call i32 @llvm.fshr.i32(i32 %626, i32 %621, i32 %598)
  %628 = lshr i64 %588, 1
  %629 = add i64 %628, 106
  %630 = getelementptr i8, ptr addrspace(1) %587, i64 %629
  %631 = load i8, ptr addrspace(1) %630, align 1
  %632 = zext i8 %631 to i32
  store i32 %591, ptr %v20, align 4
  store i32 %611, ptr %v21, align 4
  store i32 %612, ptr %v22, align 4
  store i32 %616, ptr %v23, align 4
  store i32 %627, ptr %v24, align 4
  store i32 %632, ptr %v25, align 4
  %633 = lshr i32 %530, 3
  %634 = and i32 %530, 7
  %635 = sext i32 %633 to i64
  %636 = mul i64 %635, 110
  %637 = add i64 %636, 0
  %638 = getelementptr i8, ptr addrspace(1) %76, i64 %637
  %639 = sext i32 %634 to i64
  %640 = getelementptr i8, ptr addrspace(1) %638, i64 0
  %641 = load i16, ptr addrspace(1) %640, align 2
  %642 = zext i16 %641 to i32
  %643 = getelementptr i8, ptr addrspace(1) %638, i64 2
  %644 = ptrtoint ptr addrspace(1) %643 to i64
  %645 = and i64 %644, 3
  %646 = sub i64 0, %645
  %647 = getelementptr i8, ptr addrspace(1) %643, i64 %646
  %648 = shl i64 %645, 3
  %649 = trunc i64 %648 to i32
  %650 = mul i64 %639, 8
  %651 = add i64 %650, 0
  %652 = getelementptr i8, ptr addrspace(1) %647, i64 %651
  %653 = load i32, ptr addrspace(1) %652, align 4
  %654 = add i64 %650, 4
  %655 = getelementptr i8, ptr addrspace(1) %647, i64 %654
  %656 = load i32, ptr addrspace(1) %655, align 4
  %657 = add i64 %650, 4
  %658 = shl i64 %645, 1
  %659 = add i64 %657, %658
  %660 = getelementptr i8, ptr addrspace(1) %647, i64 %659
  %661 = load i32, ptr addrspace(1) %660, align 4
  %662 = call i32 @llvm.fshr.i32(i32 %656, i32 %653, i32 %649)
  %663 = call i32 @llvm.fshr.i32(i32 %661, i32 %656, i32 %649)
  %664 = add i64 %639, 66
  %665 = getelementptr i8, ptr addrspace(1) %638, i64 %664
  %666 = load i8, ptr addrspace(1) %665, align 1
  %667 = zext i8 %666 to i32
  %668 = mul i64 %639, 4
  %669 = add i64 %668, 72
  %670 = add i64 %669, 0
  %671 = getelementptr i8, ptr addrspace(1) %647, i64 %670
  %672 = load i32, ptr addrspace(1) %671, align 4
  %673 = add i64 %669, 0
  %674 = shl i64 %645, 1
  %675 = add i64 %673, %674
  %676 = getelementptr i8, ptr addrspace(1) %647, i64 %675
  %677 = load i32, ptr addrspace(1) %676, align 4
  %678 = call i32 @llvm.fshr.i32(i32 %677, i32 %672, i32 %649)
  %679 = lshr i64 %639, 1
  %680 = add i64 %679, 106
  %681 = getelementptr i8, ptr addrspace(1) %638, i64 %680
  %682 = load i8, ptr addrspace(1) %681, align 1
  %683 = zext i8 %682 to i32
  store i32 %642, ptr %v26, align 4
  store i32 %662, ptr %v27, align 4
  store i32 %663, ptr %v28, align 4
  store i32 %667, ptr %v29, align 4
  store i32 %678, ptr %v30, align 4
  store i32 %683, ptr %v31, align 4
  %684 = lshr i32 %530, 3
  %685 = and i32 %530, 7
  %686 = sext i32 %684 to i64
  %687 = mul i64 %686, 110
  %688 = add i64 %687, 0
  %689 = getelementptr i8, ptr addrspace(1) %82, i64 %688
  %690 = sext i32 %685 to i64
  %691 = getelementptr i8, ptr addrspace(1) %689, i64 0
  %692 = load i16, ptr addrspace(1) %691, align 2
  %693 = zext i16 %692 to i32
  %694 = getelementptr i8, ptr addrspace(1) %689, i64 2
  %695 = ptrtoint ptr addrspace(1) %694 to i64
  %696 = and i64 %695, 3
  %697 = sub i64 0, %696
  %698 = getelementptr i8, ptr addrspace(1) %694, i64 %697
  %699 = shl i64 %696, 3
  %700 = trunc i64 %699 to i32
  %701 = mul i64 %690, 8
  %702 = add i64 %701, 0
  %703 = getelementptr i8, ptr addrspace(1) %698, i64 %702
  %704 = load i32, ptr addrspace(1) %703, align 4
  %705 = add i64 %701, 4
  %706 = getelementptr i8, ptr addrspace(1) %698, i64 %705
  %707 = load i32, ptr addrspace(1) %706, align 4
  %708 = add i64 %701, 4
  %709 = shl i64 %696, 1
  %710 = add i64 %708, %709
  %711 = getelementptr i8, ptr addrspace(1) %698, i64 %710
  %712 = load i32, ptr addrspace(1) %711, align 4
  %713 = call i32 @llvm.fshr.i32(i32 %707, i32 %704, i32 %700)
  %714 = call i32 @llvm.fshr.i32(i32 %712, i32 %707, i32 %700)
  %715 = add i64 %690, 66
  %716 = getelementptr i8, ptr addrspace(1) %689, i64 %715
  %717 = load i8, ptr addrspace(1) %716, align 1
  %718 = zext i8 %717 to i32
  %719 = mul i64 %690, 4
  %720 = add i64 %719, 72
  %721 = add i64 %720, 0
  %722 = getelementptr i8, ptr addrspace(1) %698, i64 %721
  %723 = load i32, ptr addrspace(1) %722, align 4
  %724 = add i64 %720, 0
  %725 = shl i64 %696, 1
  %726 = add i64 %724, %725
  %727 = getelementptr i8, ptr addrspace(1) %698, i64 %726
  %728 = load i32, ptr addrspace(1) %727, align 4
  %729 = call i32 @llvm.fshr.i32(i32 %728, i32 %723, i32 %700)
  %730 = lshr i64 %690, 1
  %731 = add i64 %730, 106
  %732 = getelementptr i8, ptr addrspace(1) %689, i64 %731
  %733 = load i8, ptr addrspace(1) %732, align 1
  %734 = zext i8 %733 to i32
  store i32 %693, ptr %v32, align 4
  store i32 %713, ptr %v33, align 4
  store i32 %714, ptr %v34, align 4
  store i32 %718, ptr %v35, align 4
  store i32 %729, ptr %v36, align 4
  store i32 %734, ptr %v37, align 4
  %735 = icmp slt i32 %503, %83
  br i1 %735, label %then48, label %endif49

done47:                                           ; preds = %loop45
  %736 = load float, ptr %v10, align 4
  %737 = load float, ptr %v11, align 4
  %738 = load float, ptr %v12, align 4
  %739 = load float, ptr %v13, align 4
  %740 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %741 = and i32 %740, 31
  %742 = and i32 %741, 16
  %743 = icmp ne i32 %742, 0
  %744 = select i1 %743, float %738, float %736
  %745 = select i1 %743, float %736, float %738
  %746 = bitcast float %745 to i32
  %747 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %746, i32 16, i32 31)
  %748 = bitcast i32 %747 to float
  %749 = fadd float %744, %748
  %750 = select i1 %743, float %739, float %737
  %751 = select i1 %743, float %737, float %739
  %752 = bitcast float %751 to i32
  %753 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %752, i32 16, i32 31)
  %754 = bitcast i32 %753 to float
  %755 = fadd float %750, %754
  %756 = and i32 %741, 8
  %757 = icmp ne i32 %756, 0
  %758 = select i1 %757, float %755, float %749
  %759 = select i1 %757, float %749, float %755
  %760 = bitcast float %759 to i32
  %761 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %760, i32 8, i32 31)
  %762 = bitcast i32 %761 to float
  %763 = fadd float %758, %762
  %764 = bitcast float %763 to i32
  %765 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %764, i32 4, i32 31)
  %766 = bitcast i32 %765 to float
  %767 = fadd float %763, %766
  %768 = bitcast float %767 to i32
  %769 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %768, i32 2, i32 31)
  %770 = bitcast i32 %769 to float
  %771 = fadd float %767, %770
  %772 = bitcast float %771 to i32
  %773 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %772, i32 1, i32 31)
  %774 = bitcast i32 %773 to float
  %775 = fadd float %771, %774
  store float %775, ptr %v9, align 4
  %776 = and i1 %52, %44
  br i1 %776, label %then58, label %endif59

then48:                                           ; preds = %body46
  %777 = and i32 %468, 1
  %778 = sext i32 %777 to i64
  %779 = mul i64 %778, 1152
  %780 = getelementptr i8, ptr addrspace(3) @lds3, i64 %779
  %781 = sext i32 %468 to i64
  %782 = mul i64 %781, 1024
  %783 = sext i32 %503 to i64
  %784 = mul i64 %783, 32
  %785 = sub i64 %784, %782
  %786 = add i64 %785, 0
  %787 = getelementptr i8, ptr addrspace(3) %780, i64 %786
  %788 = load <4 x i32>, ptr addrspace(3) %787, align 16
  %789 = extractelement <4 x i32> %788, i32 0
  %790 = extractelement <4 x i32> %788, i32 1
  %791 = extractelement <4 x i32> %788, i32 2
  %792 = extractelement <4 x i32> %788, i32 3
  %793 = add i64 %785, 16
  %794 = getelementptr i8, ptr addrspace(3) %780, i64 %793
  %795 = load <4 x i32>, ptr addrspace(3) %794, align 16
  %796 = extractelement <4 x i32> %795, i32 0
  %797 = extractelement <4 x i32> %795, i32 1
  %798 = extractelement <4 x i32> %795, i32 2
  %799 = extractelement <4 x i32> %795, i32 3
  %800 = getelementptr i8, ptr addrspace(3) %780, i64 1024
  %801 = lshr i64 %785, 5
  %802 = mul i64 %801, 4
  %803 = getelementptr i8, ptr addrspace(3) %800, i64 %802
  %804 = load float, ptr addrspace(3) %803, align 4
  %805 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %789, i32 0)
  %806 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %790, i32 %805)
  %807 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %791, i32 %806)
  %808 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %792, i32 %807)
  %809 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %796, i32 %808)
  %810 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %797, i32 %809)
  %811 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %798, i32 %810)
  %812 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %799, i32 %811)
  %813 = mul i32 %812, 255
  %814 = load float, ptr %v10, align 4
  %815 = and i32 %503, 7
  %816 = trunc i32 %504 to i16
  %817 = bitcast i16 %816 to half
  %818 = fpext half %817 to float
  %819 = and i32 %815, 1
  %820 = mul i32 %819, 4
  %821 = lshr i32 %509, %820
  %822 = and i32 %821, 15
  %823 = shl i32 %822, 1
  %824 = or i32 %823, 1
  %825 = bitcast i32 %508 to <4 x i8>
  %826 = shufflevector <4 x i8> %825, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %827 = bitcast <4 x i8> %826 to i32
  %828 = shl i32 %827, 3
  %829 = zext i32 %828 to i64
  %830 = add i64 %829, 0
  %831 = getelementptr i8, ptr addrspace(3) @lds2, i64 %830
  %832 = load <2 x i32>, ptr addrspace(3) %831, align 8
  %833 = extractelement <2 x i32> %832, i32 0
  %834 = extractelement <2 x i32> %832, i32 1
  %835 = bitcast i32 %505 to <4 x i8>
  %836 = shufflevector <4 x i8> %835, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %837 = bitcast <4 x i8> %836 to i32
  %838 = shl i32 %507, 8
  %839 = and i32 %838, 256
  %840 = or i32 %837, %839
  %841 = sext i32 %840 to i64
  %842 = mul i64 %841, 4
  %843 = getelementptr i8, ptr addrspace(3) @lds1, i64 %842
  %844 = load i32, ptr addrspace(3) %843, align 4
  %845 = xor i32 %844, %833
  %846 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %845, i32 %789, i32 0)
  %847 = bitcast i32 %505 to <4 x i8>
  %848 = shufflevector <4 x i8> %847, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %849 = bitcast <4 x i8> %848 to i32
  %850 = shl i32 %507, 7
  %851 = and i32 %850, 256
  %852 = or i32 %849, %851
  %853 = sext i32 %852 to i64
  %854 = mul i64 %853, 4
  %855 = getelementptr i8, ptr addrspace(3) @lds1, i64 %854
  %856 = load i32, ptr addrspace(3) %855, align 4
  %857 = xor i32 %856, %834
  %858 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %857, i32 %790, i32 %846)
  %859 = bitcast i32 %508 to <4 x i8>
  %860 = shufflevector <4 x i8> %859, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %861 = bitcast <4 x i8> %860 to i32
  %862 = shl i32 %861, 3
  %863 = zext i32 %862 to i64
  %864 = add i64 %863, 0
  %865 = getelementptr i8, ptr addrspace(3) @lds2, i64 %864
  %866 = load <2 x i32>, ptr addrspace(3) %865, align 8
  %867 = extractelement <2 x i32> %866, i32 0
  %868 = extractelement <2 x i32> %866, i32 1
  %869 = bitcast i32 %505 to <4 x i8>
  %870 = shufflevector <4 x i8> %869, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %871 = bitcast <4 x i8> %870 to i32
  %872 = shl i32 %507, 6
  %873 = and i32 %872, 256
  %874 = or i32 %871, %873
  %875 = sext i32 %874 to i64
  %876 = mul i64 %875, 4
  %877 = getelementptr i8, ptr addrspace(3) @lds1, i64 %876
  %878 = load i32, ptr addrspace(3) %877, align 4
  %879 = xor i32 %878, %867
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %791, i32 %858)
  %881 = bitcast i32 %505 to <4 x i8>
  %882 = shufflevector <4 x i8> %881, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %883 = bitcast <4 x i8> %882 to i32
  %884 = shl i32 %507, 5
  %885 = and i32 %884, 256
  %886 = or i32 %883, %885
  %887 = sext i32 %886 to i64
  %888 = mul i64 %887, 4
  %889 = getelementptr i8, ptr addrspace(3) @lds1, i64 %888
  %890 = load i32, ptr addrspace(3) %889, align 4
  %891 = xor i32 %890, %868
  %892 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %891, i32 %792, i32 %880)
  %893 = bitcast i32 %508 to <4 x i8>
  %894 = shufflevector <4 x i8> %893, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %895 = bitcast <4 x i8> %894 to i32
  %896 = shl i32 %895, 3
  %897 = zext i32 %896 to i64
  %898 = add i64 %897, 0
  %899 = getelementptr i8, ptr addrspace(3) @lds2, i64 %898
  %900 = load <2 x i32>, ptr addrspace(3) %899, align 8
  %901 = extractelement <2 x i32> %900, i32 0
  %902 = extractelement <2 x i32> %900, i32 1
  %903 = bitcast i32 %506 to <4 x i8>
  %904 = shufflevector <4 x i8> %903, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %905 = bitcast <4 x i8> %904 to i32
  %906 = shl i32 %507, 4
  %907 = and i32 %906, 256
  %908 = or i32 %905, %907
  %909 = sext i32 %908 to i64
  %910 = mul i64 %909, 4
  %911 = getelementptr i8, ptr addrspace(3) @lds1, i64 %910
  %912 = load i32, ptr addrspace(3) %911, align 4
  %913 = xor i32 %912, %901
  %914 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %913, i32 %796, i32 %892)
  %915 = bitcast i32 %506 to <4 x i8>
  %916 = shufflevector <4 x i8> %915, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %917 = bitcast <4 x i8> %916 to i32
  %918 = shl i32 %507, 3
  %919 = and i32 %918, 256
  %920 = or i32 %917, %919
  %921 = sext i32 %920 to i64
  %922 = mul i64 %921, 4
  %923 = getelementptr i8, ptr addrspace(3) @lds1, i64 %922
  %924 = load i32, ptr addrspace(3) %923, align 4
  %925 = xor i32 %924, %902
  %926 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %925, i32 %797, i32 %914)
  %927 = bitcast i32 %508 to <4 x i8>
  %928 = shufflevector <4 x i8> %927, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %929 = bitcast <4 x i8> %928 to i32
  %930 = shl i32 %929, 3
  %931 = zext i32 %930 to i64
  %932 = add i64 %931, 0
  %933 = getelementptr i8, ptr addrspace(3) @lds2, i64 %932
  %934 = load <2 x i32>, ptr addrspace(3) %933, align 8
  %935 = extractelement <2 x i32> %934, i32 0
  %936 = extractelement <2 x i32> %934, i32 1
  %937 = bitcast i32 %506 to <4 x i8>
  %938 = shufflevector <4 x i8> %937, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %939 = bitcast <4 x i8> %938 to i32
  %940 = shl i32 %507, 2
  %941 = and i32 %940, 256
  %942 = or i32 %939, %941
  %943 = sext i32 %942 to i64
  %944 = mul i64 %943, 4
  %945 = getelementptr i8, ptr addrspace(3) @lds1, i64 %944
  %946 = load i32, ptr addrspace(3) %945, align 4
  %947 = xor i32 %946, %935
  %948 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %947, i32 %798, i32 %926)
  %949 = bitcast i32 %506 to <4 x i8>
  %950 = shufflevector <4 x i8> %949, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %951 = bitcast <4 x i8> %950 to i32
  %952 = shl i32 %507, 1
  %953 = and i32 %952, 256
  %954 = or i32 %951, %953
  %955 = sext i32 %954 to i64
  %956 = mul i64 %955, 4
  %957 = getelementptr i8, ptr addrspace(3) @lds1, i64 %956
  %958 = load i32, ptr addrspace(3) %957, align 4
  %959 = xor i32 %958, %936
  %960 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %959, i32 %799, i32 %948)
  %961 = shl i32 %960, 1
  %962 = sub i32 %961, %813
  %963 = mul i32 %824, %962
  %964 = sitofp i32 %963 to float
  %965 = fmul float %818, %804
  %966 = call float @llvm.fma.f32(float %965, float %964, float %814)
  store float %966, ptr %v10, align 4
  %967 = load float, ptr %v11, align 4
  %968 = and i32 %503, 7
  %969 = trunc i32 %510 to i16
  %970 = bitcast i16 %969 to half
  %971 = fpext half %970 to float
  %972 = and i32 %968, 1
  %973 = mul i32 %972, 4
  %974 = lshr i32 %515, %973
  %975 = and i32 %974, 15
  %976 = shl i32 %975, 1
  %977 = or i32 %976, 1
  %978 = bitcast i32 %514 to <4 x i8>
  %979 = shufflevector <4 x i8> %978, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %980 = bitcast <4 x i8> %979 to i32
  %981 = shl i32 %980, 3
  %982 = zext i32 %981 to i64
  %983 = add i64 %982, 0
  %984 = getelementptr i8, ptr addrspace(3) @lds2, i64 %983
  %985 = load <2 x i32>, ptr addrspace(3) %984, align 8
  %986 = extractelement <2 x i32> %985, i32 0
  %987 = extractelement <2 x i32> %985, i32 1
  %988 = bitcast i32 %511 to <4 x i8>
  %989 = shufflevector <4 x i8> %988, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %990 = bitcast <4 x i8> %989 to i32
  %991 = shl i32 %513, 8
  %992 = and i32 %991, 256
  %993 = or i32 %990, %992
  %994 = sext i32 %993 to i64
  %995 = mul i64 %994, 4
  %996 = getelementptr i8, ptr addrspace(3) @lds1, i64 %995
  %997 = load i32, ptr addrspace(3) %996, align 4
  %998 = xor i32 %997, %986
  %999 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %998, i32 %789, i32 0)
  %1000 = bitcast i32 %511 to <4 x i8>
  %1001 = shufflevector <4 x i8> %1000, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1002 = bitcast <4 x i8> %1001 to i32
  %1003 = shl i32 %513, 7
  %1004 = and i32 %1003, 256
  %1005 = or i32 %1002, %1004
  %1006 = sext i32 %1005 to i64
  %1007 = mul i64 %1006, 4
  %1008 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1007
  %1009 = load i32, ptr addrspace(3) %1008, align 4
  %1010 = xor i32 %1009, %987
  %1011 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1010, i32 %790, i32 %999)
  %1012 = bitcast i32 %514 to <4 x i8>
  %1013 = shufflevector <4 x i8> %1012, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1014 = bitcast <4 x i8> %1013 to i32
  %1015 = shl i32 %1014, 3
  %1016 = zext i32 %1015 to i64
  %1017 = add i64 %1016, 0
  %1018 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1017
  %1019 = load <2 x i32>, ptr addrspace(3) %1018, align 8
  %1020 = extractelement <2 x i32> %1019, i32 0
  %1021 = extractelement <2 x i32> %1019, i32 1
  %1022 = bitcast i32 %511 to <4 x i8>
  %1023 = shufflevector <4 x i8> %1022, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1024 = bitcast <4 x i8> %1023 to i32
  %1025 = shl i32 %513, 6
  %1026 = and i32 %1025, 256
  %1027 = or i32 %1024, %1026
  %1028 = sext i32 %1027 to i64
  %1029 = mul i64 %1028, 4
  %1030 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1029
  %1031 = load i32, ptr addrspace(3) %1030, align 4
  %1032 = xor i32 %1031, %1020
  %1033 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1032, i32 %791, i32 %1011)
  %1034 = bitcast i32 %511 to <4 x i8>
  %1035 = shufflevector <4 x i8> %1034, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1036 = bitcast <4 x i8> %1035 to i32
  %1037 = shl i32 %513, 5
  %1038 = and i32 %1037, 256
  %1039 = or i32 %1036, %1038
  %1040 = sext i32 %1039 to i64
  %1041 = mul i64 %1040, 4
  %1042 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1041
  %1043 = load i32, ptr addrspace(3) %1042, align 4
  %1044 = xor i32 %1043, %1021
  %1045 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1044, i32 %792, i32 %1033)
  %1046 = bitcast i32 %514 to <4 x i8>
  %1047 = shufflevector <4 x i8> %1046, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1048 = bitcast <4 x i8> %1047 to i32
  %1049 = shl i32 %1048, 3
  %1050 = zext i32 %1049 to i64
  %1051 = add i64 %1050, 0
  %1052 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1051
  %1053 = load <2 x i32>, ptr addrspace(3) %1052, align 8
  %1054 = extractelement <2 x i32> %1053, i32 0
  %1055 = extractelement <2 x i32> %1053, i32 1
  %1056 = bitcast i32 %512 to <4 x i8>
  %1057 = shufflevector <4 x i8> %1056, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1058 = bitcast <4 x i8> %1057 to i32
  %1059 = shl i32 %513, 4
  %1060 = and i32 %1059, 256
  %1061 = or i32 %1058, %1060
  %1062 = sext i32 %1061 to i64
  %1063 = mul i64 %1062, 4
  %1064 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1063
  %1065 = load i32, ptr addrspace(3) %1064, align 4
  %1066 = xor i32 %1065, %1054
  %1067 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1066, i32 %796, i32 %1045)
  %1068 = bitcast i32 %512 to <4 x i8>
  %1069 = shufflevector <4 x i8> %1068, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1070 = bitcast <4 x i8> %1069 to i32
  %1071 = shl i32 %513, 3
  %1072 = and i32 %1071, 256
  %1073 = or i32 %1070, %1072
  %1074 = sext i32 %1073 to i64
  %1075 = mul i64 %1074, 4
  %1076 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1075
  %1077 = load i32, ptr addrspace(3) %1076, align 4
  %1078 = xor i32 %1077, %1055
  %1079 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1078, i32 %797, i32 %1067)
  %1080 = bitcast i32 %514 to <4 x i8>
  %1081 = shufflevector <4 x i8> %1080, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1082 = bitcast <4 x i8> %1081 to i32
  %1083 = shl i32 %1082, 3
  %1084 = zext i32 %1083 to i64
  %1085 = add i64 %1084, 0
  %1086 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1085
  %1087 = load <2 x i32>, ptr addrspace(3) %1086, align 8
  %1088 = extractelement <2 x i32> %1087, i32 0
  %1089 = extractelement <2 x i32> %1087, i32 1
  %1090 = bitcast i32 %512 to <4 x i8>
  %1091 = shufflevector <4 x i8> %1090, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1092 = bitcast <4 x i8> %1091 to i32
  %1093 = shl i32 %513, 2
  %1094 = and i32 %1093, 256
  %1095 = or i32 %1092, %1094
  %1096 = sext i32 %1095 to i64
  %1097 = mul i64 %1096, 4
  %1098 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1097
  %1099 = load i32, ptr addrspace(3) %1098, align 4
  %1100 = xor i32 %1099, %1088
  %1101 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1100, i32 %798, i32 %1079)
  %1102 = bitcast i32 %512 to <4 x i8>
  %1103 = shufflevector <4 x i8> %1102, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1104 = bitcast <4 x i8> %1103 to i32
  %1105 = shl i32 %513, 1
  %1106 = and i32 %1105, 256
  %1107 = or i32 %1104, %1106
  %1108 = sext i32 %1107 to i64
  %1109 = mul i64 %1108, 4
  %1110 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1109
  %1111 = load i32, ptr addrspace(3) %1110, align 4
  %1112 = xor i32 %1111, %1089
  %1113 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1112, i32 %799, i32 %1101)
  %1114 = shl i32 %1113, 1
  %1115 = sub i32 %1114, %813
  %1116 = mul i32 %977, %1115
  %1117 = sitofp i32 %1116 to float
  %1118 = fmul float %971, %804
  %1119 = call float @llvm.fma.f32(float %1118, float %1117, float %967)
  store float %1119, ptr %v11, align 4
  %1120 = load float, ptr %v12, align 4
  %1121 = and i32 %503, 7
  %1122 = trunc i32 %516 to i16
  %1123 = bitcast i16 %1122 to half
  %1124 = fpext half %1123 to float
  %1125 = and i32 %1121, 1
  %1126 = mul i32 %1125, 4
  %1127 = lshr i32 %521, %1126
  %1128 = and i32 %1127, 15
  %1129 = shl i32 %1128, 1
  %1130 = or i32 %1129, 1
  %1131 = bitcast i32 %520 to <4 x i8>
  %1132 = shufflevector <4 x i8> %1131, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1133 = bitcast <4 x i8> %1132 to i32
  %1134 = shl i32 %1133, 3
  %1135 = zext i32 %1134 to i64
  %1136 = add i64 %1135, 0
  %1137 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1136
  %1138 = load <2 x i32>, ptr addrspace(3) %1137, align 8
  %1139 = extractelement <2 x i32> %1138, i32 0
  %1140 = extractelement <2 x i32> %1138, i32 1
  %1141 = bitcast i32 %517 to <4 x i8>
  %1142 = shufflevector <4 x i8> %1141, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1143 = bitcast <4 x i8> %1142 to i32
  %1144 = shl i32 %519, 8
  %1145 = and i32 %1144, 256
  %1146 = or i32 %1143, %1145
  %1147 = sext i32 %1146 to i64
  %1148 = mul i64 %1147, 4
  %1149 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1148
  %1150 = load i32, ptr addrspace(3) %1149, align 4
  %1151 = xor i32 %1150, %1139
  %1152 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1151, i32 %789, i32 0)
  %1153 = bitcast i32 %517 to <4 x i8>
  %1154 = shufflevector <4 x i8> %1153, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1155 = bitcast <4 x i8> %1154 to i32
  %1156 = shl i32 %519, 7
  %1157 = and i32 %1156, 256
  %1158 = or i32 %1155, %1157
  %1159 = sext i32 %1158 to i64
  %1160 = mul i64 %1159, 4
  %1161 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1160
  %1162 = load i32, ptr addrspace(3) %1161, align 4
  %1163 = xor i32 %1162, %1140
  %1164 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1163, i32 %790, i32 %1152)
  %1165 = bitcast i32 %520 to <4 x i8>
  %1166 = shufflevector <4 x i8> %1165, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1167 = bitcast <4 x i8> %1166 to i32
  %1168 = shl i32 %1167, 3
  %1169 = zext i32 %1168 to i64
  %1170 = add i64 %1169, 0
  %1171 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1170
  %1172 = load <2 x i32>, ptr addrspace(3) %1171, align 8
  %1173 = extractelement <2 x i32> %1172, i32 0
  %1174 = extractelement <2 x i32> %1172, i32 1
  %1175 = bitcast i32 %517 to <4 x i8>
  %1176 = shufflevector <4 x i8> %1175, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1177 = bitcast <4 x i8> %1176 to i32
  %1178 = shl i32 %519, 6
  %1179 = and i32 %1178, 256
  %1180 = or i32 %1177, %1179
  %1181 = sext i32 %1180 to i64
  %1182 = mul i64 %1181, 4
  %1183 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1182
  %1184 = load i32, ptr addrspace(3) %1183, align 4
  %1185 = xor i32 %1184, %1173
  %1186 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1185, i32 %791, i32 %1164)
  %1187 = bitcast i32 %517 to <4 x i8>
  %1188 = shufflevector <4 x i8> %1187, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1189 = bitcast <4 x i8> %1188 to i32
  %1190 = shl i32 %519, 5
  %1191 = and i32 %1190, 256
  %1192 = or i32 %1189, %1191
  %1193 = sext i32 %1192 to i64
  %1194 = mul i64 %1193, 4
  %1195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1194
  %1196 = load i32, ptr addrspace(3) %1195, align 4
  %1197 = xor i32 %1196, %1174
  %1198 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1197, i32 %792, i32 %1186)
  %1199 = bitcast i32 %520 to <4 x i8>
  %1200 = shufflevector <4 x i8> %1199, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1201 = bitcast <4 x i8> %1200 to i32
  %1202 = shl i32 %1201, 3
  %1203 = zext i32 %1202 to i64
  %1204 = add i64 %1203, 0
  %1205 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1204
  %1206 = load <2 x i32>, ptr addrspace(3) %1205, align 8
  %1207 = extractelement <2 x i32> %1206, i32 0
  %1208 = extractelement <2 x i32> %1206, i32 1
  %1209 = bitcast i32 %518 to <4 x i8>
  %1210 = shufflevector <4 x i8> %1209, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1211 = bitcast <4 x i8> %1210 to i32
  %1212 = shl i32 %519, 4
  %1213 = and i32 %1212, 256
  %1214 = or i32 %1211, %1213
  %1215 = sext i32 %1214 to i64
  %1216 = mul i64 %1215, 4
  %1217 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1216
  %1218 = load i32, ptr addrspace(3) %1217, align 4
  %1219 = xor i32 %1218, %1207
  %1220 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1219, i32 %796, i32 %1198)
  %1221 = bitcast i32 %518 to <4 x i8>
  %1222 = shufflevector <4 x i8> %1221, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1223 = bitcast <4 x i8> %1222 to i32
  %1224 = shl i32 %519, 3
  %1225 = and i32 %1224, 256
  %1226 = or i32 %1223, %1225
  %1227 = sext i32 %1226 to i64
  %1228 = mul i64 %1227, 4
  %1229 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1228
  %1230 = load i32, ptr addrspace(3) %1229, align 4
  %1231 = xor i32 %1230, %1208
  %1232 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1231, i32 %797, i32 %1220)
  %1233 = bitcast i32 %520 to <4 x i8>
  %1234 = shufflevector <4 x i8> %1233, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1235 = bitcast <4 x i8> %1234 to i32
  %1236 = shl i32 %1235, 3
  %1237 = zext i32 %1236 to i64
  %1238 = add i64 %1237, 0
  %1239 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1238
  %1240 = load <2 x i32>, ptr addrspace(3) %1239, align 8
  %1241 = extractelement <2 x i32> %1240, i32 0
  %1242 = extractelement <2 x i32> %1240, i32 1
  %1243 = bitcast i32 %518 to <4 x i8>
  %1244 = shufflevector <4 x i8> %1243, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1245 = bitcast <4 x i8> %1244 to i32
  %1246 = shl i32 %519, 2
  %1247 = and i32 %1246, 256
  %1248 = or i32 %1245, %1247
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1250
  %1252 = load i32, ptr addrspace(3) %1251, align 4
  %1253 = xor i32 %1252, %1241
  %1254 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1253, i32 %798, i32 %1232)
  %1255 = bitcast i32 %518 to <4 x i8>
  %1256 = shufflevector <4 x i8> %1255, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1257 = bitcast <4 x i8> %1256 to i32
  %1258 = shl i32 %519, 1
  %1259 = and i32 %1258, 256
  %1260 = or i32 %1257, %1259
  %1261 = sext i32 %1260 to i64
  %1262 = mul i64 %1261, 4
  %1263 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1262
  %1264 = load i32, ptr addrspace(3) %1263, align 4
  %1265 = xor i32 %1264, %1242
  %1266 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1265, i32 %799, i32 %1254)
  %1267 = shl i32 %1266, 1
  %1268 = sub i32 %1267, %813
  %1269 = mul i32 %1130, %1268
  %1270 = sitofp i32 %1269 to float
  %1271 = fmul float %1124, %804
  %1272 = call float @llvm.fma.f32(float %1271, float %1270, float %1120)
  store float %1272, ptr %v12, align 4
  %1273 = load float, ptr %v13, align 4
  %1274 = and i32 %503, 7
  %1275 = trunc i32 %522 to i16
  %1276 = bitcast i16 %1275 to half
  %1277 = fpext half %1276 to float
  %1278 = and i32 %1274, 1
  %1279 = mul i32 %1278, 4
  %1280 = lshr i32 %527, %1279
  %1281 = and i32 %1280, 15
  %1282 = shl i32 %1281, 1
  %1283 = or i32 %1282, 1
  %1284 = bitcast i32 %526 to <4 x i8>
  %1285 = shufflevector <4 x i8> %1284, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1286 = bitcast <4 x i8> %1285 to i32
  %1287 = shl i32 %1286, 3
  %1288 = zext i32 %1287 to i64
  %1289 = add i64 %1288, 0
  %1290 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1289
  %1291 = load <2 x i32>, ptr addrspace(3) %1290, align 8
  %1292 = extractelement <2 x i32> %1291, i32 0
  %1293 = extractelement <2 x i32> %1291, i32 1
  %1294 = bitcast i32 %523 to <4 x i8>
  %1295 = shufflevector <4 x i8> %1294, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1296 = bitcast <4 x i8> %1295 to i32
  %1297 = shl i32 %525, 8
  %1298 = and i32 %1297, 256
  %1299 = or i32 %1296, %1298
  %1300 = sext i32 %1299 to i64
  %1301 = mul i64 %1300, 4
  %1302 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1301
  %1303 = load i32, ptr addrspace(3) %1302, align 4
  %1304 = xor i32 %1303, %1292
  %1305 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1304, i32 %789, i32 0)
  %1306 = bitcast i32 %523 to <4 x i8>
  %1307 = shufflevector <4 x i8> %1306, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1308 = bitcast <4 x i8> %1307 to i32
  %1309 = shl i32 %525, 7
  %1310 = and i32 %1309, 256
  %1311 = or i32 %1308, %1310
  %1312 = sext i32 %1311 to i64
  %1313 = mul i64 %1312, 4
  %1314 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1313
  %1315 = load i32, ptr addrspace(3) %1314, align 4
  %1316 = xor i32 %1315, %1293
  %1317 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1316, i32 %790, i32 %1305)
  %1318 = bitcast i32 %526 to <4 x i8>
  %1319 = shufflevector <4 x i8> %1318, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1320 = bitcast <4 x i8> %1319 to i32
  %1321 = shl i32 %1320, 3
  %1322 = zext i32 %1321 to i64
  %1323 = add i64 %1322, 0
  %1324 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1323
  %1325 = load <2 x i32>, ptr addrspace(3) %1324, align 8
  %1326 = extractelement <2 x i32> %1325, i32 0
  %1327 = extractelement <2 x i32> %1325, i32 1
  %1328 = bitcast i32 %523 to <4 x i8>
  %1329 = shufflevector <4 x i8> %1328, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1330 = bitcast <4 x i8> %1329 to i32
  %1331 = shl i32 %525, 6
  %1332 = and i32 %1331, 256
  %1333 = or i32 %1330, %1332
  %1334 = sext i32 %1333 to i64
  %1335 = mul i64 %1334, 4
  %1336 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1335
  %1337 = load i32, ptr addrspace(3) %1336, align 4
  %1338 = xor i32 %1337, %1326
  %1339 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1338, i32 %791, i32 %1317)
  %1340 = bitcast i32 %523 to <4 x i8>
  %1341 = shufflevector <4 x i8> %1340, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1342 = bitcast <4 x i8> %1341 to i32
  %1343 = shl i32 %525, 5
  %1344 = and i32 %1343, 256
  %1345 = or i32 %1342, %1344
  %1346 = sext i32 %1345 to i64
  %1347 = mul i64 %1346, 4
  %1348 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1347
  %1349 = load i32, ptr addrspace(3) %1348, align 4
  %1350 = xor i32 %1349, %1327
  %1351 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1350, i32 %792, i32 %1339)
  %1352 = bitcast i32 %526 to <4 x i8>
  %1353 = shufflevector <4 x i8> %1352, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1354 = bitcast <4 x i8> %1353 to i32
  %1355 = shl i32 %1354, 3
  %1356 = zext i32 %1355 to i64
  %1357 = add i64 %1356, 0
  %1358 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1357
  %1359 = load <2 x i32>, ptr addrspace(3) %1358, align 8
  %1360 = extractelement <2 x i32> %1359, i32 0
  %1361 = extractelement <2 x i32> %1359, i32 1
  %1362 = bitcast i32 %524 to <4 x i8>
  %1363 = shufflevector <4 x i8> %1362, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1364 = bitcast <4 x i8> %1363 to i32
  %1365 = shl i32 %525, 4
  %1366 = and i32 %1365, 256
  %1367 = or i32 %1364, %1366
  %1368 = sext i32 %1367 to i64
  %1369 = mul i64 %1368, 4
  %1370 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1369
  %1371 = load i32, ptr addrspace(3) %1370, align 4
  %1372 = xor i32 %1371, %1360
  %1373 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1372, i32 %796, i32 %1351)
  %1374 = bitcast i32 %524 to <4 x i8>
  %1375 = shufflevector <4 x i8> %1374, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1376 = bitcast <4 x i8> %1375 to i32
  %1377 = shl i32 %525, 3
  %1378 = and i32 %1377, 256
  %1379 = or i32 %1376, %1378
  %1380 = sext i32 %1379 to i64
  %1381 = mul i64 %1380, 4
  %1382 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1381
  %1383 = load i32, ptr addrspace(3) %1382, align 4
  %1384 = xor i32 %1383, %1361
  %1385 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1384, i32 %797, i32 %1373)
  %1386 = bitcast i32 %526 to <4 x i8>
  %1387 = shufflevector <4 x i8> %1386, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1388 = bitcast <4 x i8> %1387 to i32
  %1389 = shl i32 %1388, 3
  %1390 = zext i32 %1389 to i64
  %1391 = add i64 %1390, 0
  %1392 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1391
  %1393 = load <2 x i32>, ptr addrspace(3) %1392, align 8
  %1394 = extractelement <2 x i32> %1393, i32 0
  %1395 = extractelement <2 x i32> %1393, i32 1
  %1396 = bitcast i32 %524 to <4 x i8>
  %1397 = shufflevector <4 x i8> %1396, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1398 = bitcast <4 x i8> %1397 to i32
  %1399 = shl i32 %525, 2
  %1400 = and i32 %1399, 256
  %1401 = or i32 %1398, %1400
  %1402 = sext i32 %1401 to i64
  %1403 = mul i64 %1402, 4
  %1404 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1403
  %1405 = load i32, ptr addrspace(3) %1404, align 4
  %1406 = xor i32 %1405, %1394
  %1407 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1406, i32 %798, i32 %1385)
  %1408 = bitcast i32 %524 to <4 x i8>
  %1409 = shufflevector <4 x i8> %1408, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1410 = bitcast <4 x i8> %1409 to i32
  %1411 = shl i32 %525, 1
  %1412 = and i32 %1411, 256
  %1413 = or i32 %1410, %1412
  %1414 = sext i32 %1413 to i64
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1415
  %1417 = load i32, ptr addrspace(3) %1416, align 4
  %1418 = xor i32 %1417, %1395
  %1419 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1418, i32 %799, i32 %1407)
  %1420 = shl i32 %1419, 1
  %1421 = sub i32 %1420, %813
  %1422 = mul i32 %1283, %1421
  %1423 = sitofp i32 %1422 to float
  %1424 = fmul float %1277, %804
  %1425 = call float @llvm.fma.f32(float %1424, float %1423, float %1273)
  store float %1425, ptr %v13, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %body46
  %1426 = add i32 %468, 1
  %1427 = and i32 %1426, 1
  %1428 = sext i32 %1427 to i64
  %1429 = mul i64 %1428, 1152
  %1430 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1429
  %1431 = getelementptr i8, ptr addrspace(3) %1430, i64 1024
  %1432 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1433 = bitcast float %483 to i32
  %1434 = and i32 %1433, 2147483647
  %1435 = bitcast float %484 to i32
  %1436 = and i32 %1435, 2147483647
  %1437 = bitcast float %485 to i32
  %1438 = and i32 %1437, 2147483647
  %1439 = bitcast float %486 to i32
  %1440 = and i32 %1439, 2147483647
  %1441 = icmp ugt i32 %1434, %1436
  %1442 = select i1 %1441, i32 %1434, i32 %1436
  %1443 = icmp ugt i32 %1438, %1440
  %1444 = select i1 %1443, i32 %1438, i32 %1440
  %1445 = icmp ugt i32 %1442, %1444
  %1446 = select i1 %1445, i32 %1442, i32 %1444
  %1447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1446, i32 1, i32 31)
  %1448 = icmp ugt i32 %1446, %1447
  %1449 = select i1 %1448, i32 %1446, i32 %1447
  %1450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1449, i32 2, i32 31)
  %1451 = icmp ugt i32 %1449, %1450
  %1452 = select i1 %1451, i32 %1449, i32 %1450
  %1453 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1452, i32 4, i32 31)
  %1454 = icmp ugt i32 %1452, %1453
  %1455 = select i1 %1454, i32 %1452, i32 %1453
  %1456 = and i32 %1455, 2147483647
  %1457 = icmp ult i32 %1456, 2139095040
  %1458 = bitcast i32 %1455 to float
  %1459 = fdiv float 1.270000e+02, %1458
  %1460 = bitcast float %1459 to i32
  %1461 = and i32 %1460, 2147483647
  %1462 = icmp ult i32 %1461, 2139095040
  %1463 = select i1 %1462, float %1459, float 0.000000e+00
  %1464 = fmul float %483, %1463
  %1465 = fadd float %1464, 0x4168000000000000
  %1466 = bitcast float %1465 to i32
  %1467 = fmul float %484, %1463
  %1468 = fadd float %1467, 0x4168000000000000
  %1469 = bitcast float %1468 to i32
  %1470 = fmul float %485, %1463
  %1471 = fadd float %1470, 0x4168000000000000
  %1472 = bitcast float %1471 to i32
  %1473 = fmul float %486, %1463
  %1474 = fadd float %1473, 0x4168000000000000
  %1475 = bitcast float %1474 to i32
  %1476 = bitcast i32 %1466 to <4 x i8>
  %1477 = bitcast i32 %1469 to <4 x i8>
  %1478 = shufflevector <4 x i8> %1476, <4 x i8> %1477, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1479 = bitcast <4 x i8> %1478 to i32
  %1480 = bitcast i32 %1472 to <4 x i8>
  %1481 = bitcast i32 %1475 to <4 x i8>
  %1482 = shufflevector <4 x i8> %1480, <4 x i8> %1481, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1483 = bitcast <4 x i8> %1482 to i32
  %1484 = bitcast i32 %1479 to <4 x i8>
  %1485 = bitcast i32 %1483 to <4 x i8>
  %1486 = shufflevector <4 x i8> %1484, <4 x i8> %1485, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1487 = bitcast <4 x i8> %1486 to i32
  %1488 = add i32 %1432, 0
  %1489 = sext i32 %1488 to i64
  %1490 = mul i64 %1489, 4
  %1491 = icmp slt i64 %1490, 1024
  br i1 %1491, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %1492 = lshr i64 %1490, 2
  %1493 = mul i64 %1492, 4
  %1494 = getelementptr i8, ptr addrspace(3) %1430, i64 %1493
  store i32 %1487, ptr addrspace(3) %1494, align 4
  %1495 = and i64 %1490, 31
  %1496 = icmp eq i64 %1495, 0
  br i1 %1496, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif49
  %1497 = bitcast float %498 to i32
  %1498 = and i32 %1497, 2147483647
  %1499 = bitcast float %499 to i32
  %1500 = and i32 %1499, 2147483647
  %1501 = bitcast float %500 to i32
  %1502 = and i32 %1501, 2147483647
  %1503 = bitcast float %501 to i32
  %1504 = and i32 %1503, 2147483647
  %1505 = icmp ugt i32 %1498, %1500
  %1506 = select i1 %1505, i32 %1498, i32 %1500
  %1507 = icmp ugt i32 %1502, %1504
  %1508 = select i1 %1507, i32 %1502, i32 %1504
  %1509 = icmp ugt i32 %1506, %1508
  %1510 = select i1 %1509, i32 %1506, i32 %1508
  %1511 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1510, i32 1, i32 31)
  %1512 = icmp ugt i32 %1510, %1511
  %1513 = select i1 %1512, i32 %1510, i32 %1511
  %1514 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1513, i32 2, i32 31)
  %1515 = icmp ugt i32 %1513, %1514
  %1516 = select i1 %1515, i32 %1513, i32 %1514
  %1517 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1516, i32 4, i32 31)
  %1518 = icmp ugt i32 %1516, %1517
  %1519 = select i1 %1518, i32 %1516, i32 %1517
  %1520 = and i32 %1519, 2147483647
  %1521 = icmp ult i32 %1520, 2139095040
  %1522 = bitcast i32 %1519 to float
  %1523 = fdiv float 1.270000e+02, %1522
  %1524 = bitcast float %1523 to i32
  %1525 = and i32 %1524, 2147483647
  %1526 = icmp ult i32 %1525, 2139095040
  %1527 = select i1 %1526, float %1523, float 0.000000e+00
  %1528 = fmul float %498, %1527
  %1529 = fadd float %1528, 0x4168000000000000
  %1530 = bitcast float %1529 to i32
  %1531 = fmul float %499, %1527
  %1532 = fadd float %1531, 0x4168000000000000
  %1533 = bitcast float %1532 to i32
  %1534 = fmul float %500, %1527
  %1535 = fadd float %1534, 0x4168000000000000
  %1536 = bitcast float %1535 to i32
  %1537 = fmul float %501, %1527
  %1538 = fadd float %1537, 0x4168000000000000
  %1539 = bitcast float %1538 to i32
  %1540 = bitcast i32 %1530 to <4 x i8>
  %1541 = bitcast i32 %1533 to <4 x i8>
  %1542 = shufflevector <4 x i8> %1540, <4 x i8> %1541, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1543 = bitcast <4 x i8> %1542 to i32
  %1544 = bitcast i32 %1536 to <4 x i8>
  %1545 = bitcast i32 %1539 to <4 x i8>
  %1546 = shufflevector <4 x i8> %1544, <4 x i8> %1545, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1547 = bitcast <4 x i8> %1546 to i32
  %1548 = bitcast i32 %1543 to <4 x i8>
  %1549 = bitcast i32 %1547 to <4 x i8>
  %1550 = shufflevector <4 x i8> %1548, <4 x i8> %1549, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1551 = bitcast <4 x i8> %1550 to i32
  %1552 = add i32 %1432, 128
  %1553 = sext i32 %1552 to i64
  %1554 = mul i64 %1553, 4
  %1555 = icmp slt i64 %1554, 1024
  br i1 %1555, label %then54, label %endif55

then52:                                           ; preds = %then50
  %1556 = fmul float %1458, 0x3F80204080000000
  %1557 = select i1 %1457, float %1556, float 0x7FF8000000000000
  %1558 = lshr i64 %1490, 5
  %1559 = mul i64 %1558, 4
  %1560 = getelementptr i8, ptr addrspace(3) %1431, i64 %1559
  store float %1557, ptr addrspace(3) %1560, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %endif51
  %1561 = lshr i64 %1554, 2
  %1562 = mul i64 %1561, 4
  %1563 = getelementptr i8, ptr addrspace(3) %1430, i64 %1562
  store i32 %1551, ptr addrspace(3) %1563, align 4
  %1564 = and i64 %1554, 31
  %1565 = icmp eq i64 %1564, 0
  br i1 %1565, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %endif51
  call void @llvm.nvvm.barrier0()
  %1566 = load i32, ptr %v44, align 4
  %1567 = add i32 %1566, 1
  store i32 %1567, ptr %v44, align 4
  br label %loop45

then56:                                           ; preds = %then54
  %1568 = fmul float %1522, 0x3F80204080000000
  %1569 = select i1 %1521, float %1568, float 0x7FF8000000000000
  %1570 = lshr i64 %1554, 5
  %1571 = mul i64 %1570, 4
  %1572 = getelementptr i8, ptr addrspace(3) %1431, i64 %1571
  store float %1569, ptr addrspace(3) %1572, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %done47
  %1573 = load float, ptr %v9, align 4
  %1574 = add i32 %51, %42
  %1575 = icmp slt i32 %1574, %3
  br i1 %1575, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %done47
  %1576 = load i32, ptr %v5, align 4
  %1577 = add i32 %1576, 4
  store i32 %1577, ptr %v5, align 4
  br label %loop6

then60:                                           ; preds = %then58
  %1578 = add i32 0, %1574
  %1579 = sext i32 %1578 to i64
  %1580 = mul i64 %1579, 4
  %1581 = getelementptr i8, ptr addrspace(1) %0, i64 %1580
  store float %1573, ptr addrspace(1) %1581, align 4
  br label %endif61

endif61:                                          ; preds = %then60, %then58
  br label %endif59
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
