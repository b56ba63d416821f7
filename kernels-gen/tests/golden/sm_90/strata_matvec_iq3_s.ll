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
  store i32 %18, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %19 = load i32, ptr %v1, align 4
  %20 = icmp slt i32 %19, 512
  br i1 %20, label %body3, label %done4

body3:                                            ; preds = %loop2
  %21 = load i32, ptr %v1, align 4
  %22 = sext i32 %21 to i64
  %23 = mul i64 %22, 4
  %24 = getelementptr i8, ptr addrspace(1) @strata_sign_byte_masks, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = sext i32 %21 to i64
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(3) @lds2, i64 %27
  store i32 %25, ptr addrspace(3) %28, align 4
  %29 = load i32, ptr %v1, align 4
  %30 = add i32 %29, 128
  store i32 %30, ptr %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  call void @llvm.nvvm.barrier0()
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = lshr i32 %31, 5
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = and i32 %33, 31
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = mul i32 %35, 16
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = and i32 %37, 31
  %39 = lshr i32 %38, 3
  %40 = and i32 %38, 7
  %41 = icmp eq i32 %40, 0
  store i32 %32, ptr %v5, align 4
  br label %loop6

loop6:                                            ; preds = %endif59, %done4
  %42 = load i32, ptr %v5, align 4
  %43 = icmp slt i32 %42, 4
  br i1 %43, label %body7, label %done8

body7:                                            ; preds = %loop6
  %44 = load i32, ptr %v5, align 4
  %45 = udiv i32 %44, 1
  %46 = urem i32 %44, 1
  %47 = mul i32 %45, 4
  %48 = add i32 %36, %47
  %49 = icmp slt i32 %48, %3
  store float 0.000000e+00, ptr %v9, align 4
  %50 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = and i32 %50, 31
  %52 = sext i32 %4 to i64
  %53 = udiv i64 %52, 256
  %54 = mul i64 %53, 110
  %55 = sub i32 %3, 1
  %56 = add i32 %48, 0
  %57 = icmp sgt i32 %56, %55
  %58 = select i1 %57, i32 %55, i32 %56
  %59 = sext i32 %58 to i64
  %60 = mul i64 %59, %54
  %61 = getelementptr i8, ptr addrspace(1) %1, i64 %60
  %62 = add i32 %48, 1
  %63 = icmp sgt i32 %62, %55
  %64 = select i1 %63, i32 %55, i32 %62
  %65 = sext i32 %64 to i64
  %66 = mul i64 %65, %54
  %67 = getelementptr i8, ptr addrspace(1) %1, i64 %66
  %68 = add i32 %48, 2
  %69 = icmp sgt i32 %68, %55
  %70 = select i1 %69, i32 %55, i32 %68
  %71 = sext i32 %70 to i64
  %72 = mul i64 %71, %54
  %73 = getelementptr i8, ptr addrspace(1) %1, i64 %72
  %74 = add i32 %48, 3
  %75 = icmp sgt i32 %74, %55
  %76 = select i1 %75, i32 %55, i32 %74
  %77 = sext i32 %76 to i64
  %78 = mul i64 %77, %54
  %79 = getelementptr i8, ptr addrspace(1) %1, i64 %78
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  %80 = udiv i32 %4, 32
  %81 = mul i32 %46, 32
  %82 = add i32 %51, %81
  %83 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %84 = sext i32 %4 to i64
  %85 = sub i32 %80, 1
  %86 = icmp sgt i32 %82, %85
  %87 = select i1 %86, i32 %85, i32 %82
  %88 = lshr i32 %87, 3
  %89 = and i32 %87, 7
  %90 = sext i32 %88 to i64
  %91 = mul i64 %90, 110
  %92 = add i64 %91, 0
  %93 = getelementptr i8, ptr addrspace(1) %61, i64 %92
  %94 = sext i32 %89 to i64
  %95 = getelementptr i8, ptr addrspace(1) %93, i64 0
  %96 = load i16, ptr addrspace(1) %95, align 2
  %97 = zext i16 %96 to i32
  %98 = getelementptr i8, ptr addrspace(1) %93, i64 2
  %99 = ptrtoint ptr addrspace(1) %98 to i64
  %100 = and i64 %99, 3
  %101 = sub i64 0, %100
  %102 = getelementptr i8, ptr addrspace(1) %98, i64 %101
  %103 = shl i64 %100, 3
  %104 = trunc i64 %103 to i32
  %105 = mul i64 %94, 8
  %106 = add i64 %105, 0
  %107 = getelementptr i8, ptr addrspace(1) %102, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4
  %109 = add i64 %105, 4
  %110 = getelementptr i8, ptr addrspace(1) %102, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4
  %112 = add i64 %105, 4
  %113 = shl i64 %100, 1
  %114 = add i64 %112, %113
  %115 = getelementptr i8, ptr addrspace(1) %102, i64 %114
  %116 = load i32, ptr addrspace(1) %115, align 4
  %117 = call i32 @llvm.fshr.i32(i32 %111, i32 %108, i32 %104)
  %118 = call i32 @llvm.fshr.i32(i32 %116, i32 %111, i32 %104)
  %119 = add i64 %94, 66
  %120 = getelementptr i8, ptr addrspace(1) %93, i64 %119
  %121 = load i8, ptr addrspace(1) %120, align 1
  %122 = zext i8 %121 to i32
  %123 = mul i64 %94, 4
  %124 = add i64 %123, 72
  %125 = add i64 %124, 0
  %126 = getelementptr i8, ptr addrspace(1) %102, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4
  %128 = add i64 %124, 0
  %129 = shl i64 %100, 1
  %130 = add i64 %128, %129
  %131 = getelementptr i8, ptr addrspace(1) %102, i64 %130
  %132 = load i32, ptr addrspace(1) %131, align 4
  %133 = call i32 @llvm.fshr.i32(i32 %132, i32 %127, i32 %104)
  %134 = lshr i64 %94, 1
  %135 = add i64 %134, 106
  %136 = getelementptr i8, ptr addrspace(1) %93, i64 %135
  %137 = load i8, ptr addrspace(1) %136, align 1
  %138 = zext i8 %137 to i32
  store i32 %97, ptr %v14, align 4
  store i32 %117, ptr %v15, align 4
  store i32 %118, ptr %v16, align 4
  store i32 %122, ptr %v17, align 4
  store i32 %133, ptr %v18, align 4
  store i32 %138, ptr %v19, align 4
  %139 = lshr i32 %87, 3
  %140 = and i32 %87, 7
  %141 = sext i32 %139 to i64
  %142 = mul i64 %141, 110
  %143 = add i64 %142, 0
  %144 = getelementptr i8, ptr addrspace(1) %67, i64 %143
  %145 = sext i32 %140 to i64
  %146 = getelementptr i8, ptr addrspace(1) %144, i64 0
  %147 = load i16, ptr addrspace(1) %146, align 2
  %148 = zext i16 %147 to i32
  %149 = getelementptr i8, ptr addrspace(1) %144, i64 2
  %150 = ptrtoint ptr addrspace(1) %149 to i64
  %151 = and i64 %150, 3
  %152 = sub i64 0, %151
  %153 = getelementptr i8, ptr addrspace(1) %149, i64 %152
  %154 = shl i64 %151, 3
  %155 = trunc i64 %154 to i32
  %156 = mul i64 %145, 8
  %157 = add i64 %156, 0
  %158 = getelementptr i8, ptr addrspace(1) %153, i64 %157
  %159 = load i32, ptr addrspace(1) %158, align 4
  %160 = add i64 %156, 4
  %161 = getelementptr i8, ptr addrspace(1) %153, i64 %160
  %162 = load i32, ptr addrspace(1) %161, align 4
  %163 = add i64 %156, 4
  %164 = shl i64 %151, 1
  %165 = add i64 %163, %164
  %166 = getelementptr i8, ptr addrspace(1) %153, i64 %165
  %167 = load i32, ptr addrspace(1) %166, align 4
  %168 = call i32 @llvm.fshr.i32(i32 %162, i32 %159, i32 %155)
  %169 = call i32 @llvm.fshr.i32(i32 %167, i32 %162, i32 %155)
  %170 = add i64 %145, 66
  %171 = getelementptr i8, ptr addrspace(1) %144, i64 %170
  %172 = load i8, ptr addrspace(1) %171, align 1
  %173 = zext i8 %172 to i32
  %174 = mul i64 %145, 4
  %175 = add i64 %174, 72
  %176 = add i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(1) %153, i64 %176
  %178 = load i32, ptr addrspace(1) %177, align 4
  %179 = add i64 %175, 0
  %180 = shl i64 %151, 1
  %181 = add i64 %179, %180
  %182 = getelementptr i8, ptr addrspace(1) %153, i64 %181
  %183 = load i32, ptr addrspace(1) %182, align 4
  %184 = call i32 @llvm.fshr.i32(i32 %183, i32 %178, i32 %155)
  %185 = lshr i64 %145, 1
  %186 = add i64 %185, 106
  %187 = getelementptr i8, ptr addrspace(1) %144, i64 %186
  %188 = load i8, ptr addrspace(1) %187, align 1
  %189 = zext i8 %188 to i32
  store i32 %148, ptr %v20, align 4
  store i32 %168, ptr %v21, align 4
  store i32 %169, ptr %v22, align 4
  store i32 %173, ptr %v23, align 4
  store i32 %184, ptr %v24, align 4
  store i32 %189, ptr %v25, align 4
  %190 = lshr i32 %87, 3
  %191 = and i32 %87, 7
  %192 = sext i32 %190 to i64
  %193 = mul i64 %192, 110
  %194 = add i64 %193, 0
  %195 = getelementptr i8, ptr addrspace(1) %73, i64 %194
  %196 = sext i32 %191 to i64
  %197 = getelementptr i8, ptr addrspace(1) %195, i64 0
  %198 = load i16, ptr addrspace(1) %197, align 2
  %199 = zext i16 %198 to i32
  %200 = getelementptr i8, ptr addrspace(1) %195, i64 2
  %201 = ptrtoint ptr addrspace(1) %200 to i64
  %202 = and i64 %201, 3
  %203 = sub i64 0, %202
  %204 = getelementptr i8, ptr addrspace(1) %200, i64 %203
  %205 = shl i64 %202, 3
  %206 = trunc i64 %205 to i32
  %207 = mul i64 %196, 8
  %208 = add i64 %207, 0
  %209 = getelementptr i8, ptr addrspace(1) %204, i64 %208
  %210 = load i32, ptr addrspace(1) %209, align 4
  %211 = add i64 %207, 4
  %212 = getelementptr i8, ptr addrspace(1) %204, i64 %211
  %213 = load i32, ptr addrspace(1) %212, align 4
  %214 = add i64 %207, 4
  %215 = shl i64 %202, 1
  %216 = add i64 %214, %215
  %217 = getelementptr i8, ptr addrspace(1) %204, i64 %216
  %218 = load i32, ptr addrspace(1) %217, align 4
  %219 = call i32 @llvm.fshr.i32(i32 %213, i32 %210, i32 %206)
  %220 = call i32 @llvm.fshr.i32(i32 %218, i32 %213, i32 %206)
  %221 = add i64 %196, 66
  %222 = getelementptr i8, ptr addrspace(1) %195, i64 %221
  %223 = load i8, ptr addrspace(1) %222, align 1
  %224 = zext i8 %223 to i32
  %225 = mul i64 %196, 4
  %226 = add i64 %225, 72
  %227 = add i64 %226, 0
  %228 = getelementptr i8, ptr addrspace(1) %204, i64 %227
  %229 = load i32, ptr addrspace(1) %228, align 4
  %230 = add i64 %226, 0
  %231 = shl i64 %202, 1
  %232 = add i64 %230, %231
  %233 = getelementptr i8, ptr addrspace(1) %204, i64 %232
  %234 = load i32, ptr addrspace(1) %233, align 4
  %235 = call i32 @llvm.fshr.i32(i32 %234, i32 %229, i32 %206)
  %236 = lshr i64 %196, 1
  %237 = add i64 %236, 106
  %238 = getelementptr i8, ptr addrspace(1) %195, i64 %237
  %239 = load i8, ptr addrspace(1) %238, align 1
  %240 = zext i8 %239 to i32
  store i32 %199, ptr %v26, align 4
  store i32 %219, ptr %v27, align 4
  store i32 %220, ptr %v28, align 4
  store i32 %224, ptr %v29, align 4
  store i32 %235, ptr %v30, align 4
  store i32 %240, ptr %v31, align 4
  %241 = lshr i32 %87, 3
  %242 = and i32 %87, 7
  %243 = sext i32 %241 to i64
  %244 = mul i64 %243, 110
  %245 = add i64 %244, 0
  %246 = getelementptr i8, ptr addrspace(1) %79, i64 %245
  %247 = sext i32 %242 to i64
  %248 = getelementptr i8, ptr addrspace(1) %246, i64 0
  %249 = load i16, ptr addrspace(1) %248, align 2
  %250 = zext i16 %249 to i32
  %251 = getelementptr i8, ptr addrspace(1) %246, i64 2
  %252 = ptrtoint ptr addrspace(1) %251 to i64
  %253 = and i64 %252, 3
  %254 = sub i64 0, %253
  %255 = getelementptr i8, ptr addrspace(1) %251, i64 %254
  %256 = shl i64 %253, 3
  %257 = trunc i64 %256 to i32
  %258 = mul i64 %247, 8
  %259 = add i64 %258, 0
  %260 = getelementptr i8, ptr addrspace(1) %255, i64 %259
  %261 = load i32, ptr addrspace(1) %260, align 4
  %262 = add i64 %258, 4
  %263 = getelementptr i8, ptr addrspace(1) %255, i64 %262
  %264 = load i32, ptr addrspace(1) %263, align 4
  %265 = add i64 %258, 4
  %266 = shl i64 %253, 1
  %267 = add i64 %265, %266
  %268 = getelementptr i8, ptr addrspace(1) %255, i64 %267
  %269 = load i32, ptr addrspace(1) %268, align 4
  %270 = call i32 @llvm.fshr.i32(i32 %264, i32 %261, i32 %257)
  %271 = call i32 @llvm.fshr.i32(i32 %269, i32 %264, i32 %257)
  %272 = add i64 %247, 66
  %273 = getelementptr i8, ptr addrspace(1) %246, i64 %272
  %274 = load i8, ptr addrspace(1) %273, align 1
  %275 = zext i8 %274 to i32
  %276 = mul i64 %247, 4
  %277 = add i64 %276, 72
  %278 = add i64 %277, 0
  %279 = getelementptr i8, ptr addrspace(1) %255, i64 %278
  %280 = load i32, ptr addrspace(1) %279, align 4
  %281 = add i64 %277, 0
  %282 = shl i64 %253, 1
  %283 = add i64 %281, %282
  %284 = getelementptr i8, ptr addrspace(1) %255, i64 %283
  %285 = load i32, ptr addrspace(1) %284, align 4
  %286 = call i32 @llvm.fshr.i32(i32 %285, i32 %280, i32 %257)
  %287 = lshr i64 %247, 1
  %288 = add i64 %287, 106
  %289 = getelementptr i8, ptr addrspace(1) %246, i64 %288
  %290 = load i8, ptr addrspace(1) %289, align 1
  %291 = zext i8 %290 to i32
  store i32 %250, ptr %v32, align 4
  store i32 %270, ptr %v33, align 4
  store i32 %271, ptr %v34, align 4
  store i32 %275, ptr %v35, align 4
  store i32 %286, ptr %v36, align 4
  store i32 %291, ptr %v37, align 4
  %292 = add i32 %83, 0
  %293 = sext i32 %292 to i64
  %294 = mul i64 %293, 4
  %295 = add i64 0, %294
  %296 = icmp slt i64 %295, %84
  %297 = icmp slt i64 %294, 1024
  %298 = and i1 %296, %297
  %299 = select i1 %298, i64 %295, i64 0
  %300 = mul i64 %299, 4
  %301 = getelementptr i8, ptr addrspace(1) %2, i64 %300
  %302 = load <4 x float>, ptr addrspace(1) %301, align 16
  %303 = extractelement <4 x float> %302, i32 0
  %304 = extractelement <4 x float> %302, i32 1
  %305 = extractelement <4 x float> %302, i32 2
  %306 = extractelement <4 x float> %302, i32 3
  %307 = add i32 %83, 128
  %308 = sext i32 %307 to i64
  %309 = mul i64 %308, 4
  %310 = add i64 0, %309
  %311 = icmp slt i64 %310, %84
  %312 = icmp slt i64 %309, 1024
  %313 = and i1 %311, %312
  %314 = select i1 %313, i64 %310, i64 0
  %315 = mul i64 %314, 4
  %316 = getelementptr i8, ptr addrspace(1) %2, i64 %315
  %317 = load <4 x float>, ptr addrspace(1) %316, align 16
  %318 = extractelement <4 x float> %317, i32 0
  %319 = extractelement <4 x float> %317, i32 1
  %320 = extractelement <4 x float> %317, i32 2
  %321 = extractelement <4 x float> %317, i32 3
  %322 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %323 = bitcast float %303 to i32
  %324 = and i32 %323, 2147483647
  %325 = bitcast float %304 to i32
  %326 = and i32 %325, 2147483647
  %327 = bitcast float %305 to i32
  %328 = and i32 %327, 2147483647
  %329 = bitcast float %306 to i32
  %330 = and i32 %329, 2147483647
  %331 = icmp ugt i32 %324, %326
  %332 = select i1 %331, i32 %324, i32 %326
  %333 = icmp ugt i32 %328, %330
  %334 = select i1 %333, i32 %328, i32 %330
  %335 = icmp ugt i32 %332, %334
  %336 = select i1 %335, i32 %332, i32 %334
  %337 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %336, i32 1, i32 31)
  %338 = icmp ugt i32 %336, %337
  %339 = select i1 %338, i32 %336, i32 %337
  %340 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %339, i32 2, i32 31)
  %341 = icmp ugt i32 %339, %340
  %342 = select i1 %341, i32 %339, i32 %340
  %343 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %342, i32 4, i32 31)
  %344 = icmp ugt i32 %342, %343
  %345 = select i1 %344, i32 %342, i32 %343
  %346 = and i32 %345, 2147483647
  %347 = icmp ult i32 %346, 2139095040
  %348 = bitcast i32 %345 to float
  %349 = fdiv float 1.270000e+02, %348
  %350 = bitcast float %349 to i32
  %351 = and i32 %350, 2147483647
  %352 = icmp ult i32 %351, 2139095040
  %353 = select i1 %352, float %349, float 0.000000e+00
  %354 = fmul float %303, %353
  %355 = fadd float %354, 0x4168000000000000
  %356 = bitcast float %355 to i32
  %357 = fmul float %304, %353
  %358 = fadd float %357, 0x4168000000000000
  %359 = bitcast float %358 to i32
  %360 = fmul float %305, %353
  %361 = fadd float %360, 0x4168000000000000
  %362 = bitcast float %361 to i32
  %363 = fmul float %306, %353
  %364 = fadd float %363, 0x4168000000000000
  %365 = bitcast float %364 to i32
  %366 = bitcast i32 %356 to <4 x i8>
  %367 = bitcast i32 %359 to <4 x i8>
  %368 = shufflevector <4 x i8> %366, <4 x i8> %367, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %369 = bitcast <4 x i8> %368 to i32
  %370 = bitcast i32 %362 to <4 x i8>
  %371 = bitcast i32 %365 to <4 x i8>
  %372 = shufflevector <4 x i8> %370, <4 x i8> %371, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %373 = bitcast <4 x i8> %372 to i32
  %374 = bitcast i32 %369 to <4 x i8>
  %375 = bitcast i32 %373 to <4 x i8>
  %376 = shufflevector <4 x i8> %374, <4 x i8> %375, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %377 = bitcast <4 x i8> %376 to i32
  %378 = add i32 %322, 0
  %379 = sext i32 %378 to i64
  %380 = mul i64 %379, 4
  %381 = icmp slt i64 %380, 1024
  br i1 %381, label %then, label %endif

done8:                                            ; preds = %loop6
  ret void

then:                                             ; preds = %body7
  %382 = lshr i64 %380, 2
  %383 = mul i64 %382, 4
  %384 = getelementptr i8, ptr addrspace(3) @lds3, i64 %383
  store i32 %377, ptr addrspace(3) %384, align 4
  %385 = and i64 %380, 31
  %386 = icmp eq i64 %385, 0
  br i1 %386, label %then38, label %endif39

endif:                                            ; preds = %endif39, %body7
  %387 = bitcast float %318 to i32
  %388 = and i32 %387, 2147483647
  %389 = bitcast float %319 to i32
  %390 = and i32 %389, 2147483647
  %391 = bitcast float %320 to i32
  %392 = and i32 %391, 2147483647
  %393 = bitcast float %321 to i32
  %394 = and i32 %393, 2147483647
  %395 = icmp ugt i32 %388, %390
  %396 = select i1 %395, i32 %388, i32 %390
  %397 = icmp ugt i32 %392, %394
  %398 = select i1 %397, i32 %392, i32 %394
  %399 = icmp ugt i32 %396, %398
  %400 = select i1 %399, i32 %396, i32 %398
  %401 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %400, i32 1, i32 31)
  %402 = icmp ugt i32 %400, %401
  %403 = select i1 %402, i32 %400, i32 %401
  %404 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %403, i32 2, i32 31)
  %405 = icmp ugt i32 %403, %404
  %406 = select i1 %405, i32 %403, i32 %404
  %407 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %406, i32 4, i32 31)
  %408 = icmp ugt i32 %406, %407
  %409 = select i1 %408, i32 %406, i32 %407
  %410 = and i32 %409, 2147483647
  %411 = icmp ult i32 %410, 2139095040
  %412 = bitcast i32 %409 to float
  %413 = fdiv float 1.270000e+02, %412
  %414 = bitcast float %413 to i32
  %415 = and i32 %414, 2147483647
  %416 = icmp ult i32 %415, 2139095040
  %417 = select i1 %416, float %413, float 0.000000e+00
  %418 = fmul float %318, %417
  %419 = fadd float %418, 0x4168000000000000
  %420 = bitcast float %419 to i32
  %421 = fmul float %319, %417
  %422 = fadd float %421, 0x4168000000000000
  %423 = bitcast float %422 to i32
  %424 = fmul float %320, %417
  %425 = fadd float %424, 0x4168000000000000
  %426 = bitcast float %425 to i32
  %427 = fmul float %321, %417
  %428 = fadd float %427, 0x4168000000000000
  %429 = bitcast float %428 to i32
  %430 = bitcast i32 %420 to <4 x i8>
  %431 = bitcast i32 %423 to <4 x i8>
  %432 = shufflevector <4 x i8> %430, <4 x i8> %431, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %433 = bitcast <4 x i8> %432 to i32
  %434 = bitcast i32 %426 to <4 x i8>
  %435 = bitcast i32 %429 to <4 x i8>
  %436 = shufflevector <4 x i8> %434, <4 x i8> %435, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %437 = bitcast <4 x i8> %436 to i32
  %438 = bitcast i32 %433 to <4 x i8>
  %439 = bitcast i32 %437 to <4 x i8>
  %440 = shufflevector <4 x i8> %438, <4 x i8> %439, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %441 = bitcast <4 x i8> %440 to i32
  %442 = add i32 %322, 128
  %443 = sext i32 %442 to i64
  %444 = mul i64 %443, 4
  %445 = icmp slt i64 %444, 1024
  br i1 %445, label %then40, label %endif41

then38:                                           ; preds = %then
  %446 = fmul float %348, 0x3F80204080000000
  %447 = select i1 %347, float %446, float 0x7FF8000000000000
  %448 = lshr i64 %380, 5
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %449
  store float %447, ptr addrspace(3) %450, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %then
  br label %endif

then40:                                           ; preds = %endif
  %451 = lshr i64 %444, 2
  %452 = mul i64 %451, 4
  %453 = getelementptr i8, ptr addrspace(3) @lds3, i64 %452
  store i32 %441, ptr addrspace(3) %453, align 4
  %454 = and i64 %444, 31
  %455 = icmp eq i64 %454, 0
  br i1 %455, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif
  call void @llvm.nvvm.barrier0()
  %456 = add i32 %80, 31
  %457 = udiv i32 %456, 32
  store i32 0, ptr %v44, align 4
  br label %loop45

then42:                                           ; preds = %then40
  %458 = fmul float %412, 0x3F80204080000000
  %459 = select i1 %411, float %458, float 0x7FF8000000000000
  %460 = lshr i64 %444, 5
  %461 = mul i64 %460, 4
  %462 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %461
  store float %459, ptr addrspace(3) %462, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

loop45:                                           ; preds = %endif55, %endif41
  %463 = load i32, ptr %v44, align 4
  %464 = icmp slt i32 %463, %457
  br i1 %464, label %body46, label %done47

body46:                                           ; preds = %loop45
  %465 = load i32, ptr %v44, align 4
  %466 = add i32 %465, 1
  %467 = sext i32 %466 to i64
  %468 = mul i64 %467, 1024
  %469 = add i32 %83, 0
  %470 = sext i32 %469 to i64
  %471 = mul i64 %470, 4
  %472 = add i64 %468, %471
  %473 = icmp slt i64 %472, %84
  %474 = icmp slt i64 %471, 1024
  %475 = and i1 %473, %474
  %476 = select i1 %475, i64 %472, i64 0
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(1) %2, i64 %477
  %479 = load <4 x float>, ptr addrspace(1) %478, align 16
  %480 = extractelement <4 x float> %479, i32 0
  %481 = extractelement <4 x float> %479, i32 1
  %482 = extractelement <4 x float> %479, i32 2
  %483 = extractelement <4 x float> %479, i32 3
  %484 = add i32 %83, 128
  %485 = sext i32 %484 to i64
  %486 = mul i64 %485, 4
  %487 = add i64 %468, %486
  %488 = icmp slt i64 %487, %84
  %489 = icmp slt i64 %486, 1024
  %490 = and i1 %488, %489
  %491 = select i1 %490, i64 %487, i64 0
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %2, i64 %492
  %494 = load <4 x float>, ptr addrspace(1) %493, align 16
  %495 = extractelement <4 x float> %494, i32 0
  %496 = extractelement <4 x float> %494, i32 1
  %497 = extractelement <4 x float> %494, i32 2
  %498 = extractelement <4 x float> %494, i32 3
  %499 = mul i32 %465, 32
  %500 = add i32 %82, %499
  %501 = load i32, ptr %v14, align 4
  %502 = load i32, ptr %v15, align 4
  %503 = load i32, ptr %v16, align 4
  %504 = load i32, ptr %v17, align 4
  %505 = load i32, ptr %v18, align 4
  %506 = load i32, ptr %v19, align 4
  %507 = load i32, ptr %v20, align 4
  %508 = load i32, ptr %v21, align 4
  %509 = load i32, ptr %v22, align 4
  %510 = load i32, ptr %v23, align 4
  %511 = load i32, ptr %v24, align 4
  %512 = load i32, ptr %v25, align 4
  %513 = load i32, ptr %v26, align 4
  %514 = load i32, ptr %v27, align 4
  %515 = load i32, ptr %v28, align 4
  %516 = load i32, ptr %v29, align 4
  %517 = load i32, ptr %v30, align 4
  %518 = load i32, ptr %v31, align 4
  %519 = load i32, ptr %v32, align 4
  %520 = load i32, ptr %v33, align 4
  %521 = load i32, ptr %v34, align 4
  %522 = load i32, ptr %v35, align 4
  %523 = load i32, ptr %v36, align 4
  %524 = load i32, ptr %v37, align 4
  %525 = add i32 %500, 32
  %526 = icmp sgt i32 %525, %85
  %527 = select i1 %526, i32 %85, i32 %525
  %528 = lshr i32 %527, 3
  %529 = and i32 %527, 7
  %530 = sext i32 %528 to i64
  %531 = mul i64 %530, 110
  %532 = add i64 %531, 0
  %533 = getelementptr i8, ptr addrspace(1) %61, i64 %532
  %534 = sext i32 %529 to i64
  %535 = getelementptr i8, ptr addrspace(1) %533, i64 0
  %536 = load i16, ptr addrspace(1) %535, align 2
  %537 = zext i16 %536 to i32
  %538 = getelementptr i8, ptr addrspace(1) %533, i64 2
  %539 = ptrtoint ptr addrspace(1) %538 to i64
  %540 = and i64 %539, 3
  %541 = sub i64 0, %540
  %542 = getelementptr i8, ptr addrspace(1) %538, i64 %541
  %543 = shl i64 %540, 3
  %544 = trunc i64 %543 to i32
  %545 = mul i64 %534, 8
  %546 = add i64 %545, 0
  %547 = getelementptr i8, ptr addrspace(1) %542, i64 %546
  %548 = load i32, ptr addrspace(1) %547, align 4
  %549 = add i64 %545, 4
  %550 = getelementptr i8, ptr addrspace(1) %542, i64 %549
  %551 = load i32, ptr addrspace(1) %550, align 4
  %552 = add i64 %545, 4
  %553 = shl i64 %540, 1
  %554 = add i64 %552, %553
  %555 = getelementptr i8, ptr addrspace(1) %542, i64 %554
  %556 = load i32, ptr addrspace(1) %555, align 4
  %557 = call i32 @llvm.fshr.i32(i32 %551, i32 %548, i32 %544)
  %558 = call i32 @llvm.fshr.i32(i32 %556, i32 %551, i32 %544)
  %559 = add i64 %534, 66
  %560 = getelementptr i8, ptr addrspace(1) %533, i64 %559
  %561 = load i8, ptr addrspace(1) %560, align 1
  %562 = zext i8 %561 to i32
  %563 = mul i64 %534, 4
  %564 = add i64 %563, 72
  %565 = add i64 %564, 0
  %566 = getelementptr i8, ptr addrspace(1) %542, i64 %565
  %567 = load i32, ptr addrspace(1) %566, align 4
  %568 = add i64 %564, 0
  %569 = shl i64 %540, 1
  %570 = add i64 %568, %569
  %571 = getelementptr i8, ptr addrspace(1) %542, i64 %570
  %572 = load i32, ptr addrspace(1) %571, align 4
  %573 = call i32 @llvm.fshr.i32(i32 %572, i32 %567, i32 %544)
  %574 = lshr i64 %534, 1
  %575 = add i64 %574, 106
  %576 = getelementptr i8, ptr addrspace(1) %533, i64 %575
  %577 = load i8, ptr addrspace(1) %576, align 1
  %578 = zext i8 %577 to i32
  store i32 %537, ptr %v14, align 4
  store i32 %557, ptr %v15, align 4
  store i32 %558, ptr %v16, align 4
  store i32 %562, ptr %v17, align 4
  store i32 %573, ptr %v18, align 4
  store i32 %578, ptr %v19, align 4
  %579 = lshr i32 %527, 3
  %580 = and i32 %527, 7
  %581 = sext i32 %579 to i64
  %582 = mul i64 %581, 110
  %583 = add i64 %582, 0
  %584 = getelementptr i8, ptr addrspace(1) %67, i64 %583
  %585 = sext i32 %580 to i64
  %586 = getelementptr i8, ptr addrspace(1) %584, i64 0
  %587 = load i16, ptr addrspace(1) %586, align 2
  %588 = zext i16 %587 to i32
  %589 = getelementptr i8, ptr addrspace(1) %584, i64 2
  %590 = ptrtoint ptr addrspace(1) %589 to i64
  %591 = and i64 %590, 3
  %592 = sub i64 0, %591
  %593 = getelementptr i8, ptr addrspace(1) %589, i64 %592
  %594 = shl i64 %591, 3
  %595 = trunc i64 %594 to i32
  %596 = mul i64 %585, 8
  %597 = add i64 %596, 0
  %598 = getelementptr i8, ptr addrspace(1) %593, i64 %597
  %599 = load i32, ptr addrspace(1) %598, align 4
  %600 = add i64 %596, 4
  %601 = getelementptr i8, ptr addrspace(1) %593, i64 %600
  %602 = load i32, ptr addrspace(1) %601, align 4
  %603 = add i64 %596, 4
  %604 = shl i64 %591, 1
  %605 = add i64 %603, %604
  %606 = getelementptr i8, ptr addrspace(1) %593, i64 %605
  %607 = load i32, ptr addrspace(1) %606, align 4
  %608 = call i32 @llvm.fshr.i32(i32 %602, i32 %599, i32 %595)
  %609 = call i32 @llvm.fshr.i32(i32 %607, i32 %602, i32 %595)
  %610 = add i64 %585, 66
  %611 = getelementptr i8, ptr addrspace(1) %584, i64 %610
  %612 = load i8, ptr addrspace(1) %611, align 1
  %613 = zext i8 %612 to i32
  %614 = mul i64 %585, 4
  %615 = add i64 %614, 72
  %616 = add i64 %615, 0
  %617 = getelementptr i8, ptr addrspace(1) %593, i64 %616
  %618 = load i32, ptr addrspace(1) %617, align 4
  %619 = add i64 %615, 0
  %620 = shl i64 %591, 1
  %621 = add i64 %619, %620
  %622 = getelementptr i8, ptr addrspace(1) %593, i64 %621
  %623 = load i32, ptr addrspace(1) %622, align 4
  %624 = call i32 @llvm.fshr.i32(i32 %623, i32 %618, i32 %595)
  %625 = lshr i64 %585, 1
  %626 = add i64 %625, 106
  %627 = getelementptr i8, ptr addrspace(1) %584, i64 %626
  %628 = load i8, ptr addrspace(1) %627, align 1
  %629 = zext i8 %628 to i32
  store i32 %588, ptr %v20, align 4
  store i32 %608, ptr %v21, align 4
  store i32 %609, ptr %v22, align 4
  store i32 %613, ptr %v23, align 4
  store i32 %624, ptr %v24, align 4
  store i32 %629, ptr %v25, align 4
  %630 = lshr i32 %527, 3
  %631 = and i32 %527, 7
  %632 = sext i32 %630 to i64
  %633 = mul i64 %632, 110
  %634 = add i64 %633, 0
  %635 = getelementptr i8, ptr addrspace(1) %73, i64 %634
  %636 = sext i32 %631 to i64
  %637 = getelementptr i8, ptr addrspace(1) %635, i64 0
  %638 = load i16, ptr addrspace(1) %637, align 2
  %639 = zext i16 %638 to i32
  %640 = getelementptr i8, ptr addrspace(1) %635, i64 2
  %641 = ptrtoint ptr addrspace(1) %640 to i64
  %642 = and i64 %641, 3
  %643 = sub i64 0, %642
  %644 = getelementptr i8, ptr addrspace(1) %640, i64 %643
  %645 = shl i64 %642, 3
  %646 = trunc i64 %645 to i32
  %647 = mul i64 %636, 8
  %648 = add i64 %647, 0
  %649 = getelementptr i8, ptr addrspace(1) %644, i64 %648
  %650 = load i32, ptr addrspace(1) %649, align 4
  %651 = add i64 %647, 4
  %652 = getelementptr i8, ptr addrspace(1) %644, i64 %651
  %653 = load i32, ptr addrspace(1) %652, align 4
  %654 = add i64 %647, 4
  %655 = shl i64 %642, 1
  %656 = add i64 %654, %655
  %657 = getelementptr i8, ptr addrspace(1) %644, i64 %656
  %658 = load i32, ptr addrspace(1) %657, align 4
  %659 = call i32 @llvm.fshr.i32(i32 %653, i32 %650, i32 %646)
  %660 = call i32 @llvm.fshr.i32(i32 %658, i32 %653, i32 %646)
  %661 = add i64 %636, 66
  %662 = getelementptr i8, ptr addrspace(1) %635, i64 %661
  %663 = load i8, ptr addrspace(1) %662, align 1
  %664 = zext i8 %663 to i32
  %665 = mul i64 %636, 4
  %666 = add i64 %665, 72
  %667 = add i64 %666, 0
  %668 = getelementptr i8, ptr addrspace(1) %644, i64 %667
  %669 = load i32, ptr addrspace(1) %668, align 4
  %670 = add i64 %666, 0
  %671 = shl i64 %642, 1
  %672 = add i64 %670, %671
  %673 = getelementptr i8, ptr addrspace(1) %644, i64 %672
  %674 = load i32, ptr addrspace(1) %673, align 4
  %675 = call i32 @llvm.fshr.i32(i32 %674, i32 %669, i32 %646)
  %676 = lshr i64 %636, 1
  %677 = add i64 %676, 106
  %678 = getelementptr i8, ptr addrspace(1) %635, i64 %677
  %679 = load i8, ptr addrspace(1) %678, align 1
  %680 = zext i8 %679 to i32
  store i32 %639, ptr %v26, align 4
  store i32 %659, ptr %v27, align 4
  store i32 %660, ptr %v28, align 4
  store i32 %664, ptr %v29, align 4
  store i32 %675, ptr %v30, align 4
  store i32 %680, ptr %v31, align 4
  %681 = lshr i32 %527, 3
  %682 = and i32 %527, 7
  %683 = sext i32 %681 to i64
  %684 = mul i64 %683, 110
  %685 = add i64 %684, 0
  %686 = getelementptr i8, ptr addrspace(1) %79, i64 %685
  %687 = sext i32 %682 to i64
  %688 = getelementptr i8, ptr addrspace(1) %686, i64 0
  %689 = load i16, ptr addrspace(1) %688, align 2
  %690 = zext i16 %689 to i32
  %691 = getelementptr i8, ptr addrspace(1) %686, i64 2
  %692 = ptrtoint ptr addrspace(1) %691 to i64
  %693 = and i64 %692, 3
  %694 = sub i64 0, %693
  %695 = getelementptr i8, ptr addrspace(1) %691, i64 %694
  %696 = shl i64 %693, 3
  %697 = trunc i64 %696 to i32
  %698 = mul i64 %687, 8
  %699 = add i64 %698, 0
  %700 = getelementptr i8, ptr addrspace(1) %695, i64 %699
  %701 = load i32, ptr addrspace(1) %700, align 4
  %702 = add i64 %698, 4
  %703 = getelementptr i8, ptr addrspace(1) %695, i64 %702
  %704 = load i32, ptr addrspace(1) %703, align 4
  %705 = add i64 %698, 4
  %706 = shl i64 %693, 1
  %707 = add i64 %705, %706
  %708 = getelementptr i8, ptr addrspace(1) %695, i64 %707
  %709 = load i32, ptr addrspace(1) %708, align 4
  %710 = call i32 @llvm.fshr.i32(i32 %704, i32 %701, i32 %697)
  %711 = call i32 @llvm.fshr.i32(i32 %709, i32 %704, i32 %697)
  %712 = add i64 %687, 66
  %713 = getelementptr i8, ptr addrspace(1) %686, i64 %712
  %714 = load i8, ptr addrspace(1) %713, align 1
  %715 = zext i8 %714 to i32
  %716 = mul i64 %687, 4
  %717 = add i64 %716, 72
  %718 = add i64 %717, 0
  %719 = getelementptr i8, ptr addrspace(1) %695, i64 %718
  %720 = load i32, ptr addrspace(1) %719, align 4
  %721 = add i64 %717, 0
  %722 = shl i64 %693, 1
  %723 = add i64 %721, %722
  %724 = getelementptr i8, ptr addrspace(1) %695, i64 %723
  %725 = load i32, ptr addrspace(1) %724, align 4
  %726 = call i32 @llvm.fshr.i32(i32 %725, i32 %720, i32 %697)
  %727 = lshr i64 %687, 1
  %728 = add i64 %727, 106
  %729 = getelementptr i8, ptr addrspace(1) %686, i64 %728
  %730 = load i8, ptr addrspace(1) %729, align 1
  %731 = zext i8 %730 to i32
  store i32 %690, ptr %v32, align 4
  store i32 %710, ptr %v33, align 4
  store i32 %711, ptr %v34, align 4
  store i32 %715, ptr %v35, align 4
  store i32 %726, ptr %v36, align 4
  store i32 %731, ptr %v37, align 4
  %732 = icmp slt i32 %500, %80
  br i1 %732, label %then48, label %endif49

done47:                                           ; preds = %loop45
  %733 = load float, ptr %v10, align 4
  %734 = load float, ptr %v11, align 4
  %735 = load float, ptr %v12, align 4
  %736 = load float, ptr %v13, align 4
  %737 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %738 = and i32 %737, 31
  %739 = and i32 %738, 16
  %740 = icmp ne i32 %739, 0
  %741 = select i1 %740, float %735, float %733
  %742 = select i1 %740, float %733, float %735
  %743 = bitcast float %742 to i32
  %744 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %743, i32 16, i32 31)
  %745 = bitcast i32 %744 to float
  %746 = fadd float %741, %745
  %747 = select i1 %740, float %736, float %734
  %748 = select i1 %740, float %734, float %736
  %749 = bitcast float %748 to i32
  %750 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %749, i32 16, i32 31)
  %751 = bitcast i32 %750 to float
  %752 = fadd float %747, %751
  %753 = and i32 %738, 8
  %754 = icmp ne i32 %753, 0
  %755 = select i1 %754, float %752, float %746
  %756 = select i1 %754, float %746, float %752
  %757 = bitcast float %756 to i32
  %758 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %757, i32 8, i32 31)
  %759 = bitcast i32 %758 to float
  %760 = fadd float %755, %759
  %761 = bitcast float %760 to i32
  %762 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %761, i32 4, i32 31)
  %763 = bitcast i32 %762 to float
  %764 = fadd float %760, %763
  %765 = bitcast float %764 to i32
  %766 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %765, i32 2, i32 31)
  %767 = bitcast i32 %766 to float
  %768 = fadd float %764, %767
  %769 = bitcast float %768 to i32
  %770 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %769, i32 1, i32 31)
  %771 = bitcast i32 %770 to float
  %772 = fadd float %768, %771
  store float %772, ptr %v9, align 4
  %773 = and i1 %49, %41
  br i1 %773, label %then58, label %endif59

then48:                                           ; preds = %body46
  %774 = and i32 %465, 1
  %775 = sext i32 %774 to i64
  %776 = mul i64 %775, 1152
  %777 = getelementptr i8, ptr addrspace(3) @lds3, i64 %776
  %778 = sext i32 %465 to i64
  %779 = mul i64 %778, 1024
  %780 = sext i32 %500 to i64
  %781 = mul i64 %780, 32
  %782 = sub i64 %781, %779
  %783 = add i64 %782, 0
  %784 = getelementptr i8, ptr addrspace(3) %777, i64 %783
  %785 = load <4 x i32>, ptr addrspace(3) %784, align 16
  %786 = extractelement <4 x i32> %785, i32 0
  %787 = extractelement <4 x i32> %785, i32 1
  %788 = extractelement <4 x i32> %785, i32 2
  %789 = extractelement <4 x i32> %785, i32 3
  %790 = add i64 %782, 16
  %791 = getelementptr i8, ptr addrspace(3) %777, i64 %790
  %792 = load <4 x i32>, ptr addrspace(3) %791, align 16
  %793 = extractelement <4 x i32> %792, i32 0
  %794 = extractelement <4 x i32> %792, i32 1
  %795 = extractelement <4 x i32> %792, i32 2
  %796 = extractelement <4 x i32> %792, i32 3
  %797 = getelementptr i8, ptr addrspace(3) %777, i64 1024
  %798 = lshr i64 %782, 5
  %799 = mul i64 %798, 4
  %800 = getelementptr i8, ptr addrspace(3) %797, i64 %799
  %801 = load float, ptr addrspace(3) %800, align 4
  %802 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %786, i32 0)
  %803 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %787, i32 %802)
  %804 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %788, i32 %803)
  %805 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %789, i32 %804)
  %806 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %793, i32 %805)
  %807 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %794, i32 %806)
  %808 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %795, i32 %807)
  %809 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %796, i32 %808)
  %810 = mul i32 %809, 255
  %811 = load float, ptr %v10, align 4
  %812 = and i32 %500, 7
  %813 = trunc i32 %501 to i16
  %814 = bitcast i16 %813 to half
  %815 = fpext half %814 to float
  %816 = and i32 %812, 1
  %817 = mul i32 %816, 4
  %818 = lshr i32 %506, %817
  %819 = and i32 %818, 15
  %820 = shl i32 %819, 1
  %821 = or i32 %820, 1
  %822 = bitcast i32 %505 to <4 x i8>
  %823 = shufflevector <4 x i8> %822, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %824 = bitcast <4 x i8> %823 to i32
  %825 = shl i32 %824, 3
  %826 = zext i32 %825 to i64
  %827 = add i64 %826, 0
  %828 = getelementptr i8, ptr addrspace(3) @lds2, i64 %827
  %829 = load <2 x i32>, ptr addrspace(3) %828, align 8
  %830 = extractelement <2 x i32> %829, i32 0
  %831 = extractelement <2 x i32> %829, i32 1
  %832 = bitcast i32 %502 to <4 x i8>
  %833 = shufflevector <4 x i8> %832, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %834 = bitcast <4 x i8> %833 to i32
  %835 = shl i32 %504, 8
  %836 = and i32 %835, 256
  %837 = or i32 %834, %836
  %838 = sext i32 %837 to i64
  %839 = mul i64 %838, 4
  %840 = getelementptr i8, ptr addrspace(3) @lds1, i64 %839
  %841 = load i32, ptr addrspace(3) %840, align 4
  %842 = xor i32 %841, %830
  %843 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %842, i32 %786, i32 0)
  %844 = bitcast i32 %502 to <4 x i8>
  %845 = shufflevector <4 x i8> %844, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %846 = bitcast <4 x i8> %845 to i32
  %847 = shl i32 %504, 7
  %848 = and i32 %847, 256
  %849 = or i32 %846, %848
  %850 = sext i32 %849 to i64
  %851 = mul i64 %850, 4
  %852 = getelementptr i8, ptr addrspace(3) @lds1, i64 %851
  %853 = load i32, ptr addrspace(3) %852, align 4
  %854 = xor i32 %853, %831
  %855 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %854, i32 %787, i32 %843)
  %856 = bitcast i32 %505 to <4 x i8>
  %857 = shufflevector <4 x i8> %856, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %858 = bitcast <4 x i8> %857 to i32
  %859 = shl i32 %858, 3
  %860 = zext i32 %859 to i64
  %861 = add i64 %860, 0
  %862 = getelementptr i8, ptr addrspace(3) @lds2, i64 %861
  %863 = load <2 x i32>, ptr addrspace(3) %862, align 8
  %864 = extractelement <2 x i32> %863, i32 0
  %865 = extractelement <2 x i32> %863, i32 1
  %866 = bitcast i32 %502 to <4 x i8>
  %867 = shufflevector <4 x i8> %866, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %868 = bitcast <4 x i8> %867 to i32
  %869 = shl i32 %504, 6
  %870 = and i32 %869, 256
  %871 = or i32 %868, %870
  %872 = sext i32 %871 to i64
  %873 = mul i64 %872, 4
  %874 = getelementptr i8, ptr addrspace(3) @lds1, i64 %873
  %875 = load i32, ptr addrspace(3) %874, align 4
  %876 = xor i32 %875, %864
  %877 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %876, i32 %788, i32 %855)
  %878 = bitcast i32 %502 to <4 x i8>
  %879 = shufflevector <4 x i8> %878, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %880 = bitcast <4 x i8> %879 to i32
  %881 = shl i32 %504, 5
  %882 = and i32 %881, 256
  %883 = or i32 %880, %882
  %884 = sext i32 %883 to i64
  %885 = mul i64 %884, 4
  %886 = getelementptr i8, ptr addrspace(3) @lds1, i64 %885
  %887 = load i32, ptr addrspace(3) %886, align 4
  %888 = xor i32 %887, %865
  %889 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %888, i32 %789, i32 %877)
  %890 = bitcast i32 %505 to <4 x i8>
  %891 = shufflevector <4 x i8> %890, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %892 = bitcast <4 x i8> %891 to i32
  %893 = shl i32 %892, 3
  %894 = zext i32 %893 to i64
  %895 = add i64 %894, 0
  %896 = getelementptr i8, ptr addrspace(3) @lds2, i64 %895
  %897 = load <2 x i32>, ptr addrspace(3) %896, align 8
  %898 = extractelement <2 x i32> %897, i32 0
  %899 = extractelement <2 x i32> %897, i32 1
  %900 = bitcast i32 %503 to <4 x i8>
  %901 = shufflevector <4 x i8> %900, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %902 = bitcast <4 x i8> %901 to i32
  %903 = shl i32 %504, 4
  %904 = and i32 %903, 256
  %905 = or i32 %902, %904
  %906 = sext i32 %905 to i64
  %907 = mul i64 %906, 4
  %908 = getelementptr i8, ptr addrspace(3) @lds1, i64 %907
  %909 = load i32, ptr addrspace(3) %908, align 4
  %910 = xor i32 %909, %898
  %911 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %910, i32 %793, i32 %889)
  %912 = bitcast i32 %503 to <4 x i8>
  %913 = shufflevector <4 x i8> %912, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %914 = bitcast <4 x i8> %913 to i32
  %915 = shl i32 %504, 3
  %916 = and i32 %915, 256
  %917 = or i32 %914, %916
  %918 = sext i32 %917 to i64
  %919 = mul i64 %918, 4
  %920 = getelementptr i8, ptr addrspace(3) @lds1, i64 %919
  %921 = load i32, ptr addrspace(3) %920, align 4
  %922 = xor i32 %921, %899
  %923 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %922, i32 %794, i32 %911)
  %924 = bitcast i32 %505 to <4 x i8>
  %925 = shufflevector <4 x i8> %924, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %926 = bitcast <4 x i8> %925 to i32
  %927 = shl i32 %926, 3
  %928 = zext i32 %927 to i64
  %929 = add i64 %928, 0
  %930 = getelementptr i8, ptr addrspace(3) @lds2, i64 %929
  %931 = load <2 x i32>, ptr addrspace(3) %930, align 8
  %932 = extractelement <2 x i32> %931, i32 0
  %933 = extractelement <2 x i32> %931, i32 1
  %934 = bitcast i32 %503 to <4 x i8>
  %935 = shufflevector <4 x i8> %934, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %936 = bitcast <4 x i8> %935 to i32
  %937 = shl i32 %504, 2
  %938 = and i32 %937, 256
  %939 = or i32 %936, %938
  %940 = sext i32 %939 to i64
  %941 = mul i64 %940, 4
  %942 = getelementptr i8, ptr addrspace(3) @lds1, i64 %941
  %943 = load i32, ptr addrspace(3) %942, align 4
  %944 = xor i32 %943, %932
  %945 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %944, i32 %795, i32 %923)
  %946 = bitcast i32 %503 to <4 x i8>
  %947 = shufflevector <4 x i8> %946, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %948 = bitcast <4 x i8> %947 to i32
  %949 = shl i32 %504, 1
  %950 = and i32 %949, 256
  %951 = or i32 %948, %950
  %952 = sext i32 %951 to i64
  %953 = mul i64 %952, 4
  %954 = getelementptr i8, ptr addrspace(3) @lds1, i64 %953
  %955 = load i32, ptr addrspace(3) %954, align 4
  %956 = xor i32 %955, %933
  %957 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %956, i32 %796, i32 %945)
  %958 = shl i32 %957, 1
  %959 = sub i32 %958, %810
  %960 = mul i32 %821, %959
  %961 = sitofp i32 %960 to float
  %962 = fmul float %815, %801
  %963 = call float @llvm.fma.f32(float %962, float %961, float %811)
  store float %963, ptr %v10, align 4
  %964 = load float, ptr %v11, align 4
  %965 = and i32 %500, 7
  %966 = trunc i32 %507 to i16
  %967 = bitcast i16 %966 to half
  %968 = fpext half %967 to float
  %969 = and i32 %965, 1
  %970 = mul i32 %969, 4
  %971 = lshr i32 %512, %970
  %972 = and i32 %971, 15
  %973 = shl i32 %972, 1
  %974 = or i32 %973, 1
  %975 = bitcast i32 %511 to <4 x i8>
  %976 = shufflevector <4 x i8> %975, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %977 = bitcast <4 x i8> %976 to i32
  %978 = shl i32 %977, 3
  %979 = zext i32 %978 to i64
  %980 = add i64 %979, 0
  %981 = getelementptr i8, ptr addrspace(3) @lds2, i64 %980
  %982 = load <2 x i32>, ptr addrspace(3) %981, align 8
  %983 = extractelement <2 x i32> %982, i32 0
  %984 = extractelement <2 x i32> %982, i32 1
  %985 = bitcast i32 %508 to <4 x i8>
  %986 = shufflevector <4 x i8> %985, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %987 = bitcast <4 x i8> %986 to i32
  %988 = shl i32 %510, 8
  %989 = and i32 %988, 256
  %990 = or i32 %987, %989
  %991 = sext i32 %990 to i64
  %992 = mul i64 %991, 4
  %993 = getelementptr i8, ptr addrspace(3) @lds1, i64 %992
  %994 = load i32, ptr addrspace(3) %993, align 4
  %995 = xor i32 %994, %983
  %996 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %995, i32 %786, i32 0)
  %997 = bitcast i32 %508 to <4 x i8>
  %998 = shufflevector <4 x i8> %997, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %999 = bitcast <4 x i8> %998 to i32
  %1000 = shl i32 %510, 7
  %1001 = and i32 %1000, 256
  %1002 = or i32 %999, %1001
  %1003 = sext i32 %1002 to i64
  %1004 = mul i64 %1003, 4
  %1005 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1004
  %1006 = load i32, ptr addrspace(3) %1005, align 4
  %1007 = xor i32 %1006, %984
  %1008 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1007, i32 %787, i32 %996)
  %1009 = bitcast i32 %511 to <4 x i8>
  %1010 = shufflevector <4 x i8> %1009, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1011 = bitcast <4 x i8> %1010 to i32
  %1012 = shl i32 %1011, 3
  %1013 = zext i32 %1012 to i64
  %1014 = add i64 %1013, 0
  %1015 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1014
  %1016 = load <2 x i32>, ptr addrspace(3) %1015, align 8
  %1017 = extractelement <2 x i32> %1016, i32 0
  %1018 = extractelement <2 x i32> %1016, i32 1
  %1019 = bitcast i32 %508 to <4 x i8>
  %1020 = shufflevector <4 x i8> %1019, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1021 = bitcast <4 x i8> %1020 to i32
  %1022 = shl i32 %510, 6
  %1023 = and i32 %1022, 256
  %1024 = or i32 %1021, %1023
  %1025 = sext i32 %1024 to i64
  %1026 = mul i64 %1025, 4
  %1027 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1026
  %1028 = load i32, ptr addrspace(3) %1027, align 4
  %1029 = xor i32 %1028, %1017
  %1030 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1029, i32 %788, i32 %1008)
  %1031 = bitcast i32 %508 to <4 x i8>
  %1032 = shufflevector <4 x i8> %1031, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1033 = bitcast <4 x i8> %1032 to i32
  %1034 = shl i32 %510, 5
  %1035 = and i32 %1034, 256
  %1036 = or i32 %1033, %1035
  %1037 = sext i32 %1036 to i64
  %1038 = mul i64 %1037, 4
  %1039 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1038
  %1040 = load i32, ptr addrspace(3) %1039, align 4
  %1041 = xor i32 %1040, %1018
  %1042 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1041, i32 %789, i32 %1030)
  %1043 = bitcast i32 %511 to <4 x i8>
  %1044 = shufflevector <4 x i8> %1043, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1045 = bitcast <4 x i8> %1044 to i32
  %1046 = shl i32 %1045, 3
  %1047 = zext i32 %1046 to i64
  %1048 = add i64 %1047, 0
  %1049 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1048
  %1050 = load <2 x i32>, ptr addrspace(3) %1049, align 8
  %1051 = extractelement <2 x i32> %1050, i32 0
  %1052 = extractelement <2 x i32> %1050, i32 1
  %1053 = bitcast i32 %509 to <4 x i8>
  %1054 = shufflevector <4 x i8> %1053, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1055 = bitcast <4 x i8> %1054 to i32
  %1056 = shl i32 %510, 4
  %1057 = and i32 %1056, 256
  %1058 = or i32 %1055, %1057
  %1059 = sext i32 %1058 to i64
  %1060 = mul i64 %1059, 4
  %1061 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1060
  %1062 = load i32, ptr addrspace(3) %1061, align 4
  %1063 = xor i32 %1062, %1051
  %1064 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1063, i32 %793, i32 %1042)
  %1065 = bitcast i32 %509 to <4 x i8>
  %1066 = shufflevector <4 x i8> %1065, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1067 = bitcast <4 x i8> %1066 to i32
  %1068 = shl i32 %510, 3
  %1069 = and i32 %1068, 256
  %1070 = or i32 %1067, %1069
  %1071 = sext i32 %1070 to i64
  %1072 = mul i64 %1071, 4
  %1073 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1072
  %1074 = load i32, ptr addrspace(3) %1073, align 4
  %1075 = xor i32 %1074, %1052
  %1076 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1075, i32 %794, i32 %1064)
  %1077 = bitcast i32 %511 to <4 x i8>
  %1078 = shufflevector <4 x i8> %1077, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1079 = bitcast <4 x i8> %1078 to i32
  %1080 = shl i32 %1079, 3
  %1081 = zext i32 %1080 to i64
  %1082 = add i64 %1081, 0
  %1083 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1082
  %1084 = load <2 x i32>, ptr addrspace(3) %1083, align 8
  %1085 = extractelement <2 x i32> %1084, i32 0
  %1086 = extractelement <2 x i32> %1084, i32 1
  %1087 = bitcast i32 %509 to <4 x i8>
  %1088 = shufflevector <4 x i8> %1087, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1089 = bitcast <4 x i8> %1088 to i32
  %1090 = shl i32 %510, 2
  %1091 = and i32 %1090, 256
  %1092 = or i32 %1089, %1091
  %1093 = sext i32 %1092 to i64
  %1094 = mul i64 %1093, 4
  %1095 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1094
  %1096 = load i32, ptr addrspace(3) %1095, align 4
  %1097 = xor i32 %1096, %1085
  %1098 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1097, i32 %795, i32 %1076)
  %1099 = bitcast i32 %509 to <4 x i8>
  %1100 = shufflevector <4 x i8> %1099, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1101 = bitcast <4 x i8> %1100 to i32
  %1102 = shl i32 %510, 1
  %1103 = and i32 %1102, 256
  %1104 = or i32 %1101, %1103
  %1105 = sext i32 %1104 to i64
  %1106 = mul i64 %1105, 4
  %1107 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1106
  %1108 = load i32, ptr addrspace(3) %1107, align 4
  %1109 = xor i32 %1108, %1086
  %1110 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1109, i32 %796, i32 %1098)
  %1111 = shl i32 %1110, 1
  %1112 = sub i32 %1111, %810
  %1113 = mul i32 %974, %1112
  %1114 = sitofp i32 %1113 to float
  %1115 = fmul float %968, %801
  %1116 = call float @llvm.fma.f32(float %1115, float %1114, float %964)
  store float %1116, ptr %v11, align 4
  %1117 = load float, ptr %v12, align 4
  %1118 = and i32 %500, 7
  %1119 = trunc i32 %513 to i16
  %1120 = bitcast i16 %1119 to half
  %1121 = fpext half %1120 to float
  %1122 = and i32 %1118, 1
  %1123 = mul i32 %1122, 4
  %1124 = lshr i32 %518, %1123
  %1125 = and i32 %1124, 15
  %1126 = shl i32 %1125, 1
  %1127 = or i32 %1126, 1
  %1128 = bitcast i32 %517 to <4 x i8>
  %1129 = shufflevector <4 x i8> %1128, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1130 = bitcast <4 x i8> %1129 to i32
  %1131 = shl i32 %1130, 3
  %1132 = zext i32 %1131 to i64
  %1133 = add i64 %1132, 0
  %1134 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1133
  %1135 = load <2 x i32>, ptr addrspace(3) %1134, align 8
  %1136 = extractelement <2 x i32> %1135, i32 0
  %1137 = extractelement <2 x i32> %1135, i32 1
  %1138 = bitcast i32 %514 to <4 x i8>
  %1139 = shufflevector <4 x i8> %1138, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1140 = bitcast <4 x i8> %1139 to i32
  %1141 = shl i32 %516, 8
  %1142 = and i32 %1141, 256
  %1143 = or i32 %1140, %1142
  %1144 = sext i32 %1143 to i64
  %1145 = mul i64 %1144, 4
  %1146 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1145
  %1147 = load i32, ptr addrspace(3) %1146, align 4
  %1148 = xor i32 %1147, %1136
  %1149 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1148, i32 %786, i32 0)
  %1150 = bitcast i32 %514 to <4 x i8>
  %1151 = shufflevector <4 x i8> %1150, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1152 = bitcast <4 x i8> %1151 to i32
  %1153 = shl i32 %516, 7
  %1154 = and i32 %1153, 256
  %1155 = or i32 %1152, %1154
  %1156 = sext i32 %1155 to i64
  %1157 = mul i64 %1156, 4
  %1158 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1157
  %1159 = load i32, ptr addrspace(3) %1158, align 4
  %1160 = xor i32 %1159, %1137
  %1161 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1160, i32 %787, i32 %1149)
  %1162 = bitcast i32 %517 to <4 x i8>
  %1163 = shufflevector <4 x i8> %1162, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1164 = bitcast <4 x i8> %1163 to i32
  %1165 = shl i32 %1164, 3
  %1166 = zext i32 %1165 to i64
  %1167 = add i64 %1166, 0
  %1168 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1167
  %1169 = load <2 x i32>, ptr addrspace(3) %1168, align 8
  %1170 = extractelement <2 x i32> %1169, i32 0
  %1171 = extractelement <2 x i32> %1169, i32 1
  %1172 = bitcast i32 %514 to <4 x i8>
  %1173 = shufflevector <4 x i8> %1172, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1174 = bitcast <4 x i8> %1173 to i32
  %1175 = shl i32 %516, 6
  %1176 = and i32 %1175, 256
  %1177 = or i32 %1174, %1176
  %1178 = sext i32 %1177 to i64
  %1179 = mul i64 %1178, 4
  %1180 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1179
  %1181 = load i32, ptr addrspace(3) %1180, align 4
  %1182 = xor i32 %1181, %1170
  %1183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1182, i32 %788, i32 %1161)
  %1184 = bitcast i32 %514 to <4 x i8>
  %1185 = shufflevector <4 x i8> %1184, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1186 = bitcast <4 x i8> %1185 to i32
  %1187 = shl i32 %516, 5
  %1188 = and i32 %1187, 256
  %1189 = or i32 %1186, %1188
  %1190 = sext i32 %1189 to i64
  %1191 = mul i64 %1190, 4
  %1192 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1191
  %1193 = load i32, ptr addrspace(3) %1192, align 4
  %1194 = xor i32 %1193, %1171
  %1195 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1194, i32 %789, i32 %1183)
  %1196 = bitcast i32 %517 to <4 x i8>
  %1197 = shufflevector <4 x i8> %1196, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1198 = bitcast <4 x i8> %1197 to i32
  %1199 = shl i32 %1198, 3
  %1200 = zext i32 %1199 to i64
  %1201 = add i64 %1200, 0
  %1202 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1201
  %1203 = load <2 x i32>, ptr addrspace(3) %1202, align 8
  %1204 = extractelement <2 x i32> %1203, i32 0
  %1205 = extractelement <2 x i32> %1203, i32 1
  %1206 = bitcast i32 %515 to <4 x i8>
  %1207 = shufflevector <4 x i8> %1206, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1208 = bitcast <4 x i8> %1207 to i32
  %1209 = shl i32 %516, 4
  %1210 = and i32 %1209, 256
  %1211 = or i32 %1208, %1210
  %1212 = sext i32 %1211 to i64
  %1213 = mul i64 %1212, 4
  %1214 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1213
  %1215 = load i32, ptr addrspace(3) %1214, align 4
  %1216 = xor i32 %1215, %1204
  %1217 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1216, i32 %793, i32 %1195)
  %1218 = bitcast i32 %515 to <4 x i8>
  %1219 = shufflevector <4 x i8> %1218, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1220 = bitcast <4 x i8> %1219 to i32
  %1221 = shl i32 %516, 3
  %1222 = and i32 %1221, 256
  %1223 = or i32 %1220, %1222
  %1224 = sext i32 %1223 to i64
  %1225 = mul i64 %1224, 4
  %1226 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1225
  %1227 = load i32, ptr addrspace(3) %1226, align 4
  %1228 = xor i32 %1227, %1205
  %1229 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1228, i32 %794, i32 %1217)
  %1230 = bitcast i32 %517 to <4 x i8>
  %1231 = shufflevector <4 x i8> %1230, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1232 = bitcast <4 x i8> %1231 to i32
  %1233 = shl i32 %1232, 3
  %1234 = zext i32 %1233 to i64
  %1235 = add i64 %1234, 0
  %1236 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1235
  %1237 = load <2 x i32>, ptr addrspace(3) %1236, align 8
  %1238 = extractelement <2 x i32> %1237, i32 0
  %1239 = extractelement <2 x i32> %1237, i32 1
  %1240 = bitcast i32 %515 to <4 x i8>
  %1241 = shufflevector <4 x i8> %1240, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1242 = bitcast <4 x i8> %1241 to i32
  %1243 = shl i32 %516, 2
  %1244 = and i32 %1243, 256
  %1245 = or i32 %1242, %1244
  %1246 = sext i32 %1245 to i64
  %1247 = mul i64 %1246, 4
  %1248 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1247
  %1249 = load i32, ptr addrspace(3) %1248, align 4
  %1250 = xor i32 %1249, %1238
  %1251 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1250, i32 %795, i32 %1229)
  %1252 = bitcast i32 %515 to <4 x i8>
  %1253 = shufflevector <4 x i8> %1252, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1254 = bitcast <4 x i8> %1253 to i32
  %1255 = shl i32 %516, 1
  %1256 = and i32 %1255, 256
  %1257 = or i32 %1254, %1256
  %1258 = sext i32 %1257 to i64
  %1259 = mul i64 %1258, 4
  %1260 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1259
  %1261 = load i32, ptr addrspace(3) %1260, align 4
  %1262 = xor i32 %1261, %1239
  %1263 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1262, i32 %796, i32 %1251)
  %1264 = shl i32 %1263, 1
  %1265 = sub i32 %1264, %810
  %1266 = mul i32 %1127, %1265
  %1267 = sitofp i32 %1266 to float
  %1268 = fmul float %1121, %801
  %1269 = call float @llvm.fma.f32(float %1268, float %1267, float %1117)
  store float %1269, ptr %v12, align 4
  %1270 = load float, ptr %v13, align 4
  %1271 = and i32 %500, 7
  %1272 = trunc i32 %519 to i16
  %1273 = bitcast i16 %1272 to half
  %1274 = fpext half %1273 to float
  %1275 = and i32 %1271, 1
  %1276 = mul i32 %1275, 4
  %1277 = lshr i32 %524, %1276
  %1278 = and i32 %1277, 15
  %1279 = shl i32 %1278, 1
  %1280 = or i32 %1279, 1
  %1281 = bitcast i32 %523 to <4 x i8>
  %1282 = shufflevector <4 x i8> %1281, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1283 = bitcast <4 x i8> %1282 to i32
  %1284 = shl i32 %1283, 3
  %1285 = zext i32 %1284 to i64
  %1286 = add i64 %1285, 0
  %1287 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1286
  %1288 = load <2 x i32>, ptr addrspace(3) %1287, align 8
  %1289 = extractelement <2 x i32> %1288, i32 0
  %1290 = extractelement <2 x i32> %1288, i32 1
  %1291 = bitcast i32 %520 to <4 x i8>
  %1292 = shufflevector <4 x i8> %1291, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1293 = bitcast <4 x i8> %1292 to i32
  %1294 = shl i32 %522, 8
  %1295 = and i32 %1294, 256
  %1296 = or i32 %1293, %1295
  %1297 = sext i32 %1296 to i64
  %1298 = mul i64 %1297, 4
  %1299 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1298
  %1300 = load i32, ptr addrspace(3) %1299, align 4
  %1301 = xor i32 %1300, %1289
  %1302 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1301, i32 %786, i32 0)
  %1303 = bitcast i32 %520 to <4 x i8>
  %1304 = shufflevector <4 x i8> %1303, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1305 = bitcast <4 x i8> %1304 to i32
  %1306 = shl i32 %522, 7
  %1307 = and i32 %1306, 256
  %1308 = or i32 %1305, %1307
  %1309 = sext i32 %1308 to i64
  %1310 = mul i64 %1309, 4
  %1311 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1310
  %1312 = load i32, ptr addrspace(3) %1311, align 4
  %1313 = xor i32 %1312, %1290
  %1314 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1313, i32 %787, i32 %1302)
  %1315 = bitcast i32 %523 to <4 x i8>
  %1316 = shufflevector <4 x i8> %1315, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1317 = bitcast <4 x i8> %1316 to i32
  %1318 = shl i32 %1317, 3
  %1319 = zext i32 %1318 to i64
  %1320 = add i64 %1319, 0
  %1321 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1320
  %1322 = load <2 x i32>, ptr addrspace(3) %1321, align 8
  %1323 = extractelement <2 x i32> %1322, i32 0
  %1324 = extractelement <2 x i32> %1322, i32 1
  %1325 = bitcast i32 %520 to <4 x i8>
  %1326 = shufflevector <4 x i8> %1325, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1327 = bitcast <4 x i8> %1326 to i32
  %1328 = shl i32 %522, 6
  %1329 = and i32 %1328, 256
  %1330 = or i32 %1327, %1329
  %1331 = sext i32 %1330 to i64
  %1332 = mul i64 %1331, 4
  %1333 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1332
  %1334 = load i32, ptr addrspace(3) %1333, align 4
  %1335 = xor i32 %1334, %1323
  %1336 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1335, i32 %788, i32 %1314)
  %1337 = bitcast i32 %520 to <4 x i8>
  %1338 = shufflevector <4 x i8> %1337, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1339 = bitcast <4 x i8> %1338 to i32
  %1340 = shl i32 %522, 5
  %1341 = and i32 %1340, 256
  %1342 = or i32 %1339, %1341
  %1343 = sext i32 %1342 to i64
  %1344 = mul i64 %1343, 4
  %1345 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1344
  %1346 = load i32, ptr addrspace(3) %1345, align 4
  %1347 = xor i32 %1346, %1324
  %1348 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1347, i32 %789, i32 %1336)
  %1349 = bitcast i32 %523 to <4 x i8>
  %1350 = shufflevector <4 x i8> %1349, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1351 = bitcast <4 x i8> %1350 to i32
  %1352 = shl i32 %1351, 3
  %1353 = zext i32 %1352 to i64
  %1354 = add i64 %1353, 0
  %1355 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1354
  %1356 = load <2 x i32>, ptr addrspace(3) %1355, align 8
  %1357 = extractelement <2 x i32> %1356, i32 0
  %1358 = extractelement <2 x i32> %1356, i32 1
  %1359 = bitcast i32 %521 to <4 x i8>
  %1360 = shufflevector <4 x i8> %1359, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1361 = bitcast <4 x i8> %1360 to i32
  %1362 = shl i32 %522, 4
  %1363 = and i32 %1362, 256
  %1364 = or i32 %1361, %1363
  %1365 = sext i32 %1364 to i64
  %1366 = mul i64 %1365, 4
  %1367 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1366
  %1368 = load i32, ptr addrspace(3) %1367, align 4
  %1369 = xor i32 %1368, %1357
  %1370 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1369, i32 %793, i32 %1348)
  %1371 = bitcast i32 %521 to <4 x i8>
  %1372 = shufflevector <4 x i8> %1371, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1373 = bitcast <4 x i8> %1372 to i32
  %1374 = shl i32 %522, 3
  %1375 = and i32 %1374, 256
  %1376 = or i32 %1373, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = mul i64 %1377, 4
  %1379 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1378
  %1380 = load i32, ptr addrspace(3) %1379, align 4
  %1381 = xor i32 %1380, %1358
  %1382 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1381, i32 %794, i32 %1370)
  %1383 = bitcast i32 %523 to <4 x i8>
  %1384 = shufflevector <4 x i8> %1383, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1385 = bitcast <4 x i8> %1384 to i32
  %1386 = shl i32 %1385, 3
  %1387 = zext i32 %1386 to i64
  %1388 = add i64 %1387, 0
  %1389 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1388
  %1390 = load <2 x i32>, ptr addrspace(3) %1389, align 8
  %1391 = extractelement <2 x i32> %1390, i32 0
  %1392 = extractelement <2 x i32> %1390, i32 1
  %1393 = bitcast i32 %521 to <4 x i8>
  %1394 = shufflevector <4 x i8> %1393, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1395 = bitcast <4 x i8> %1394 to i32
  %1396 = shl i32 %522, 2
  %1397 = and i32 %1396, 256
  %1398 = or i32 %1395, %1397
  %1399 = sext i32 %1398 to i64
  %1400 = mul i64 %1399, 4
  %1401 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1400
  %1402 = load i32, ptr addrspace(3) %1401, align 4
  %1403 = xor i32 %1402, %1391
  %1404 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1403, i32 %795, i32 %1382)
  %1405 = bitcast i32 %521 to <4 x i8>
  %1406 = shufflevector <4 x i8> %1405, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1407 = bitcast <4 x i8> %1406 to i32
  %1408 = shl i32 %522, 1
  %1409 = and i32 %1408, 256
  %1410 = or i32 %1407, %1409
  %1411 = sext i32 %1410 to i64
  %1412 = mul i64 %1411, 4
  %1413 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1412
  %1414 = load i32, ptr addrspace(3) %1413, align 4
  %1415 = xor i32 %1414, %1392
  %1416 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1415, i32 %796, i32 %1404)
  %1417 = shl i32 %1416, 1
  %1418 = sub i32 %1417, %810
  %1419 = mul i32 %1280, %1418
  %1420 = sitofp i32 %1419 to float
  %1421 = fmul float %1274, %801
  %1422 = call float @llvm.fma.f32(float %1421, float %1420, float %1270)
  store float %1422, ptr %v13, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %body46
  %1423 = add i32 %465, 1
  %1424 = and i32 %1423, 1
  %1425 = sext i32 %1424 to i64
  %1426 = mul i64 %1425, 1152
  %1427 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1426
  %1428 = getelementptr i8, ptr addrspace(3) %1427, i64 1024
  %1429 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1430 = bitcast float %480 to i32
  %1431 = and i32 %1430, 2147483647
  %1432 = bitcast float %481 to i32
  %1433 = and i32 %1432, 2147483647
  %1434 = bitcast float %482 to i32
  %1435 = and i32 %1434, 2147483647
  %1436 = bitcast float %483 to i32
  %1437 = and i32 %1436, 2147483647
  %1438 = icmp ugt i32 %1431, %1433
  %1439 = select i1 %1438, i32 %1431, i32 %1433
  %1440 = icmp ugt i32 %1435, %1437
  %1441 = select i1 %1440, i32 %1435, i32 %1437
  %1442 = icmp ugt i32 %1439, %1441
  %1443 = select i1 %1442, i32 %1439, i32 %1441
  %1444 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1443, i32 1, i32 31)
  %1445 = icmp ugt i32 %1443, %1444
  %1446 = select i1 %1445, i32 %1443, i32 %1444
  %1447 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1446, i32 2, i32 31)
  %1448 = icmp ugt i32 %1446, %1447
  %1449 = select i1 %1448, i32 %1446, i32 %1447
  %1450 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1449, i32 4, i32 31)
  %1451 = icmp ugt i32 %1449, %1450
  %1452 = select i1 %1451, i32 %1449, i32 %1450
  %1453 = and i32 %1452, 2147483647
  %1454 = icmp ult i32 %1453, 2139095040
  %1455 = bitcast i32 %1452 to float
  %1456 = fdiv float 1.270000e+02, %1455
  %1457 = bitcast float %1456 to i32
  %1458 = and i32 %1457, 2147483647
  %1459 = icmp ult i32 %1458, 2139095040
  %1460 = select i1 %1459, float %1456, float 0.000000e+00
  %1461 = fmul float %480, %1460
  %1462 = fadd float %1461, 0x4168000000000000
  %1463 = bitcast float %1462 to i32
  %1464 = fmul float %481, %1460
  %1465 = fadd float %1464, 0x4168000000000000
  %1466 = bitcast float %1465 to i32
  %1467 = fmul float %482, %1460
  %1468 = fadd float %1467, 0x4168000000000000
  %1469 = bitcast float %1468 to i32
  %1470 = fmul float %483, %1460
  %1471 = fadd float %1470, 0x4168000000000000
  %1472 = bitcast float %1471 to i32
  %1473 = bitcast i32 %1463 to <4 x i8>
  %1474 = bitcast i32 %1466 to <4 x i8>
  %1475 = shufflevector <4 x i8> %1473, <4 x i8> %1474, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1476 = bitcast <4 x i8> %1475 to i32
  %1477 = bitcast i32 %1469 to <4 x i8>
  %1478 = bitcast i32 %1472 to <4 x i8>
  %1479 = shufflevector <4 x i8> %1477, <4 x i8> %1478, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1480 = bitcast <4 x i8> %1479 to i32
  %1481 = bitcast i32 %1476 to <4 x i8>
  %1482 = bitcast i32 %1480 to <4 x i8>
  %1483 = shufflevector <4 x i8> %1481, <4 x i8> %1482, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1484 = bitcast <4 x i8> %1483 to i32
  %1485 = add i32 %1429, 0
  %1486 = sext i32 %1485 to i64
  %1487 = mul i64 %1486, 4
  %1488 = icmp slt i64 %1487, 1024
  br i1 %1488, label %then50, label %endif51

then50:                                           ; preds = %endif49
  %1489 = lshr i64 %1487, 2
  %1490 = mul i64 %1489, 4
  %1491 = getelementptr i8, ptr addrspace(3) %1427, i64 %1490
  store i32 %1484, ptr addrspace(3) %1491, align 4
  %1492 = and i64 %1487, 31
  %1493 = icmp eq i64 %1492, 0
  br i1 %1493, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %endif49
  %1494 = bitcast float %495 to i32
  %1495 = and i32 %1494, 2147483647
  %1496 = bitcast float %496 to i32
  %1497 = and i32 %1496, 2147483647
  %1498 = bitcast float %497 to i32
  %1499 = and i32 %1498, 2147483647
  %1500 = bitcast float %498 to i32
  %1501 = and i32 %1500, 2147483647
  %1502 = icmp ugt i32 %1495, %1497
  %1503 = select i1 %1502, i32 %1495, i32 %1497
  %1504 = icmp ugt i32 %1499, %1501
  %1505 = select i1 %1504, i32 %1499, i32 %1501
  %1506 = icmp ugt i32 %1503, %1505
  %1507 = select i1 %1506, i32 %1503, i32 %1505
  %1508 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1507, i32 1, i32 31)
  %1509 = icmp ugt i32 %1507, %1508
  %1510 = select i1 %1509, i32 %1507, i32 %1508
  %1511 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1510, i32 2, i32 31)
  %1512 = icmp ugt i32 %1510, %1511
  %1513 = select i1 %1512, i32 %1510, i32 %1511
  %1514 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1513, i32 4, i32 31)
  %1515 = icmp ugt i32 %1513, %1514
  %1516 = select i1 %1515, i32 %1513, i32 %1514
  %1517 = and i32 %1516, 2147483647
  %1518 = icmp ult i32 %1517, 2139095040
  %1519 = bitcast i32 %1516 to float
  %1520 = fdiv float 1.270000e+02, %1519
  %1521 = bitcast float %1520 to i32
  %1522 = and i32 %1521, 2147483647
  %1523 = icmp ult i32 %1522, 2139095040
  %1524 = select i1 %1523, float %1520, float 0.000000e+00
  %1525 = fmul float %495, %1524
  %1526 = fadd float %1525, 0x4168000000000000
  %1527 = bitcast float %1526 to i32
  %1528 = fmul float %496, %1524
  %1529 = fadd float %1528, 0x4168000000000000
  %1530 = bitcast float %1529 to i32
  %1531 = fmul float %497, %1524
  %1532 = fadd float %1531, 0x4168000000000000
  %1533 = bitcast float %1532 to i32
  %1534 = fmul float %498, %1524
  %1535 = fadd float %1534, 0x4168000000000000
  %1536 = bitcast float %1535 to i32
  %1537 = bitcast i32 %1527 to <4 x i8>
  %1538 = bitcast i32 %1530 to <4 x i8>
  %1539 = shufflevector <4 x i8> %1537, <4 x i8> %1538, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1540 = bitcast <4 x i8> %1539 to i32
  %1541 = bitcast i32 %1533 to <4 x i8>
  %1542 = bitcast i32 %1536 to <4 x i8>
  %1543 = shufflevector <4 x i8> %1541, <4 x i8> %1542, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1544 = bitcast <4 x i8> %1543 to i32
  %1545 = bitcast i32 %1540 to <4 x i8>
  %1546 = bitcast i32 %1544 to <4 x i8>
  %1547 = shufflevector <4 x i8> %1545, <4 x i8> %1546, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1548 = bitcast <4 x i8> %1547 to i32
  %1549 = add i32 %1429, 128
  %1550 = sext i32 %1549 to i64
  %1551 = mul i64 %1550, 4
  %1552 = icmp slt i64 %1551, 1024
  br i1 %1552, label %then54, label %endif55

then52:                                           ; preds = %then50
  %1553 = fmul float %1455, 0x3F80204080000000
  %1554 = select i1 %1454, float %1553, float 0x7FF8000000000000
  %1555 = lshr i64 %1487, 5
  %1556 = mul i64 %1555, 4
  %1557 = getelementptr i8, ptr addrspace(3) %1428, i64 %1556
  store float %1554, ptr addrspace(3) %1557, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51

then54:                                           ; preds = %endif51
  %1558 = lshr i64 %1551, 2
  %1559 = mul i64 %1558, 4
  %1560 = getelementptr i8, ptr addrspace(3) %1427, i64 %1559
  store i32 %1548, ptr addrspace(3) %1560, align 4
  %1561 = and i64 %1551, 31
  %1562 = icmp eq i64 %1561, 0
  br i1 %1562, label %then56, label %endif57

endif55:                                          ; preds = %endif57, %endif51
  call void @llvm.nvvm.barrier0()
  %1563 = load i32, ptr %v44, align 4
  %1564 = add i32 %1563, 1
  store i32 %1564, ptr %v44, align 4
  br label %loop45

then56:                                           ; preds = %then54
  %1565 = fmul float %1519, 0x3F80204080000000
  %1566 = select i1 %1518, float %1565, float 0x7FF8000000000000
  %1567 = lshr i64 %1551, 5
  %1568 = mul i64 %1567, 4
  %1569 = getelementptr i8, ptr addrspace(3) %1428, i64 %1568
  store float %1566, ptr addrspace(3) %1569, align 4
  br label %endif57

endif57:                                          ; preds = %then56, %then54
  br label %endif55

then58:                                           ; preds = %done47
  %1570 = load float, ptr %v9, align 4
  %1571 = add i32 %48, %39
  %1572 = icmp slt i32 %1571, %3
  br i1 %1572, label %then60, label %endif61

endif59:                                          ; preds = %endif61, %done47
  %1573 = load i32, ptr %v5, align 4
  %1574 = add i32 %1573, 4
  store i32 %1574, ptr %v5, align 4
  br label %loop6

then60:                                           ; preds = %then58
  %1575 = add i32 0, %1571
  %1576 = sext i32 %1575 to i64
  %1577 = mul i64 %1576, 4
  %1578 = getelementptr i8, ptr addrspace(1) %0, i64 %1577
  store float %1570, ptr addrspace(1) %1578, align 4
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
