; ModuleID = 'strata_embed_iq3_s'
source_filename = "strata_embed_iq3_s"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@strata_iq3s_grid = internal constant [512 x i32] [i32 16843009, i32 16843011, i32 16843013, i32 16843019, i32 16843023, i32 16843521, i32 16843523, i32 16843525, i32 16843529, i32 16843533, i32 16844033, i32 16844035, i32 16844043, i32 16844551, i32 16845057, i32 16845061, i32 16845067, i32 16845071, i32 16845571, i32 16845575, i32 16846081, i32 16846085, i32 16846595, i32 16846601, i32 16846607, i32 16974081, i32 16974083, i32 16974085, i32 16974089, i32 16974593, i32 16974595, i32 16974603, i32 16975105, i32 16975111, i32 16975119, i32 16975619, i32 16975627, i32 16976137, i32 16977155, i32 16977163, i32 16977669, i32 17105153, i32 17105155, i32 17105163, i32 17105167, i32 17105665, i32 17105671, i32 17105677, i32 17106179, i32 17106187, i32 17106689, i32 17106697, i32 17107205, i32 17107211, i32 17107215, i32 17107715, i32 17107719, i32 17108737, i32 17108743, i32 17236231, i32 17236739, i32 17236747, i32 17237249, i32 17237253, i32 17237763, i32 17237767, i32 17237773, i32 17238281, i32 17238785, i32 17238789, i32 17239311, i32 17239811, i32 17239819, i32 17367297, i32 17367815, i32 17367823, i32 17368323, i32 17368329, i32 17368837, i32 17369345, i32 17369351, i32 17369859, i32 17370881, i32 17498373, i32 17498377, i32 17499393, i32 17499397, i32 17499405, i32 17499911, i32 17500419, i32 17500427, i32 17500431, i32 17501453, i32 17501959, i32 17629453, i32 17629955, i32 17629959, i32 17630979, i32 17632005, i32 17633027, i32 17760513, i32 17760517, i32 17760521, i32 17761537, i32 17761541, i32 17761549, i32 17762055, i32 17763073, i32 17763081, i32 50397441, i32 50397443, i32 50397445, i32 50397449, i32 50397953, i32 50397955, i32 50397959, i32 50397963, i32 50397967, i32 50398465, i32 50398469, i32 50398979, i32 50398985, i32 50398989, i32 50400009, i32 50400013, i32 50400515, i32 50401029, i32 50528513, i32 50528515, i32 50528519, i32 50528525, i32 50529025, i32 50529033, i32 50529539, i32 50530049, i32 50530055, i32 50530563, i32 50531073, i32 50531077, i32 50532097, i32 50532109, i32 50659585, i32 50660101, i32 50660107, i32 50660111, i32 50660609, i32 50660617, i32 50661125, i32 50661633, i32 50661639, i32 50662155, i32 50662657, i32 50663173, i32 50790659, i32 50790665, i32 50790671, i32 50791169, i32 50791175, i32 50791683, i32 50791695, i32 50792193, i32 50792201, i32 50792707, i32 50793733, i32 50794241, i32 50921735, i32 50921739, i32 50922245, i32 50922249, i32 50923267, i32 50923271, i32 50923781, i32 50923789, i32 50924289, i32 50924297, i32 51052803, i32 51053313, i32 51053319, i32 51053827, i32 51054337, i32 51054341, i32 51055363, i32 51184897, i32 51184905, i32 51184911, i32 51185929, i32 51185933, i32 51314947, i32 51314951, i32 51315457, i32 51315461, i32 51315971, i32 51316491, i32 51316995, i32 51318021, i32 51318529, i32 83951873, i32 83951875, i32 83951879, i32 83951883, i32 83951887, i32 83952385, i32 83952389, i32 83952393, i32 83952397, i32 83952899, i32 83952903, i32 83952911, i32 83953409, i32 83953413, i32 83953923, i32 83953927, i32 83953931, i32 83954433, i32 83954437, i32 83954959, i32 83955457, i32 83955463, i32 83955467, i32 84082945, i32 84082949, i32 84083457, i32 84083463, i32 84083471, i32 84083973, i32 84083979, i32 84084483, i32 84084489, i32 84084997, i32 84085507, i32 84214019, i32 84214025, i32 84214031, i32 84215043, i32 84215047, i32 84215553, i32 84215567, i32 84216067, i32 84216583, i32 84216591, i32 84217603, i32 84217609, i32 84345089, i32 84345093, i32 84345099, i32 84345603, i32 84346117, i32 84346121, i32 84346627, i32 84346631, i32 84347141, i32 84347649, i32 84348173, i32 84476163, i32 84476175, i32 84477185, i32 84477191, i32 84477701, i32 84477707, i32 84478211, i32 84479749, i32 84479755, i32 84607241, i32 84607747, i32 84608261, i32 84608783, i32 84609281, i32 84609799, i32 84610817, i32 84738305, i32 84738309, i32 84738319, i32 84739331, i32 84740875, i32 84741379, i32 84869387, i32 84869891, i32 84870413, i32 84870913, i32 84871431, i32 84871937, i32 117506309, i32 117506819, i32 117506823, i32 117506827, i32 117506831, i32 117507333, i32 117507843, i32 117507847, i32 117507851, i32 117508357, i32 117508361, i32 117508367, i32 117508867, i32 117509383, i32 117509891, i32 117637379, i32 117637383, i32 117637387, i32 117637897, i32 117638403, i32 117638407, i32 117639425, i32 117640449, i32 117640965, i32 117640973, i32 117768449, i32 117768965, i32 117769473, i32 117769989, i32 117769993, i32 117771009, i32 117899523, i32 117900033, i32 117900041, i32 117900547, i32 117900551, i32 117900559, i32 117901057, i32 117901571, i32 117901575, i32 117901583, i32 117902091, i32 117903111, i32 118030599, i32 118031107, i32 118031117, i32 118031621, i32 118032131, i32 118033157, i32 118033665, i32 118033673, i32 118161667, i32 118162177, i32 118162181, i32 118162699, i32 118163205, i32 118163721, i32 118164237, i32 118165255, i32 118293261, i32 118294787, i32 118423811, i32 118423815, i32 118424833, i32 118424837, i32 118425355, i32 151060737, i32 151060745, i32 151061253, i32 151061761, i32 151061769, i32 151061775, i32 151062277, i32 151062787, i32 151063297, i32 151064321, i32 151191813, i32 151191823, i32 151192323, i32 151192327, i32 151192837, i32 151193345, i32 151193355, i32 151193863, i32 151194371, i32 151194379, i32 151322883, i32 151322887, i32 151323393, i32 151323403, i32 151323907, i32 151324423, i32 151324929, i32 151325455, i32 151325957, i32 151326465, i32 151453961, i32 151454467, i32 151454471, i32 151454977, i32 151454981, i32 151455491, i32 151455499, i32 151585025, i32 151585029, i32 151586057, i32 151586575, i32 151587073, i32 151588611, i32 151716107, i32 151716111, i32 151717123, i32 151719173, i32 151847687, i32 151848713, i32 151850241, i32 151978753, i32 151978763, i32 151979777, i32 151980295, i32 151980803, i32 184615173, i32 184615681, i32 184615689, i32 184616197, i32 184617217, i32 184617225, i32 184617231, i32 184617733, i32 184618253, i32 184618761, i32 184746243, i32 184746247, i32 184746251, i32 184746757, i32 184747267, i32 184747781, i32 184749829, i32 184877313, i32 184877827, i32 184878343, i32 184878849, i32 184878861, i32 184879879, i32 185008389, i32 185008399, i32 185008897, i32 185009423, i32 185010441, i32 185010947, i32 185011467, i32 185011975, i32 185139459, i32 185139465, i32 185140481, i32 185140997, i32 185141517, i32 185271045, i32 185271565, i32 185273091, i32 185273095, i32 185403653, i32 185532677, i32 185532681, i32 185533701, i32 218170115, i32 218170119, i32 218170123, i32 218171139, i32 218171143, i32 218172673, i32 218300673, i32 218301697, i32 218301711, i32 218303753, i32 218432261, i32 218433289, i32 218433797, i32 218434315, i32 218434821, i32 218435329, i32 218562817, i32 218563337, i32 218563843, i32 218564865, i32 218694923, i32 218695943, i32 218696965, i32 218824961, i32 218824967, i32 218826505, i32 218828033, i32 218956043, i32 218958081, i32 219087619, i32 219087623, i32 251724033, i32 251724041, i32 251724047, i32 251725057, i32 251725061, i32 251725581, i32 251726081, i32 251726601, i32 251727109, i32 251855109, i32 251855619, i32 251856137, i32 251857159, i32 251857163, i32 251986179, i32 251986185, i32 251986689, i32 251986701, i32 251987203, i32 251987713, i32 251988739, i32 252117253, i32 252118789, i32 252118795, i32 252119815, i32 252248323, i32 252248331, i32 252248839, i32 252249345, i32 252250881, i32 252380421, i32 252381445, i32 252510469, i32 252512003, i32 252641537], align 16

define void @strata_embed_iq3_s(ptr %0, ptr %1) {
entry:
  %2 = getelementptr i8, ptr %0, i64 0
  %3 = load i64, ptr %2, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = getelementptr i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = inttoptr i64 %6 to ptr
  %8 = getelementptr i8, ptr %0, i64 16
  %9 = load i64, ptr %8, align 8
  %10 = inttoptr i64 %9 to ptr
  %11 = getelementptr i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = getelementptr i8, ptr %0, i64 32
  %15 = load i64, ptr %14, align 8
  %16 = trunc i64 %15 to i32
  %17 = getelementptr i8, ptr %1, i64 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr i8, ptr %1, i64 12
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %20, 128
  %22 = add i32 %21, %18
  %23 = getelementptr i8, ptr %1, i64 16
  %24 = load i32, ptr %23, align 4
  %25 = udiv i32 %13, 32
  %26 = icmp slt i32 %22, %25
  br i1 %26, label %then, label %endif

then:                                             ; preds = %entry
  %27 = sext i32 %24 to i64
  %28 = mul i64 %27, 4
  %29 = getelementptr i8, ptr %10, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = icmp sge i32 %30, 0
  %32 = icmp slt i32 %30, %16
  %33 = and i1 %31, %32
  %34 = select i1 %33, i32 %30, i32 0
  %35 = sext i32 %13 to i64
  %36 = udiv i64 %35, 256
  %37 = mul i64 %36, 110
  %38 = sext i32 %34 to i64
  %39 = mul i64 %38, %37
  %40 = getelementptr i8, ptr %7, i64 %39
  %41 = sext i32 %24 to i64
  %42 = sext i32 %13 to i64
  %43 = mul i64 %41, %42
  %44 = sext i32 %22 to i64
  %45 = mul i64 %44, 32
  %46 = add i64 %43, %45
  br i1 %33, label %then1, label %endif2

endif:                                            ; preds = %endif4, %entry
  ret void

then1:                                            ; preds = %then
  %47 = sext i32 %22 to i64
  %48 = udiv i64 %47, 8
  %49 = mul i64 %48, 110
  %50 = getelementptr i8, ptr %40, i64 %49
  %51 = urem i64 %47, 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr %50, i64 0
  %54 = load i16, ptr %53, align 2
  %55 = zext i16 %54 to i32
  %56 = and i32 %55, 32768
  %57 = shl i32 %56, 16
  %58 = lshr i32 %55, 10
  %59 = and i32 %58, 31
  %60 = and i32 %55, 1023
  %61 = shl i32 %60, 13
  %62 = add i32 %59, 112
  %63 = shl i32 %62, 23
  %64 = or i32 %63, %61
  %65 = or i32 2139095040, %61
  %66 = sitofp i32 %60 to float
  %67 = fmul float %66, 0x3E70000000000000
  %68 = bitcast float %67 to i32
  %69 = icmp eq i32 %59, 31
  %70 = icmp eq i32 %59, 0
  %71 = select i1 %69, i32 %65, i32 %64
  %72 = select i1 %70, i32 %68, i32 %71
  %73 = or i32 %72, %57
  %74 = bitcast i32 %73 to float
  %75 = sext i32 %52 to i64
  %76 = lshr i32 %52, 1
  %77 = sext i32 %76 to i64
  %78 = add i64 106, %77
  %79 = getelementptr i8, ptr %50, i64 %78
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  %82 = and i32 %52, 1
  %83 = mul i32 %82, 4
  %84 = lshr i32 %81, %83
  %85 = and i32 %84, 15
  %86 = mul i32 %85, 2
  %87 = add i32 1, %86
  %88 = sitofp i32 %87 to float
  %89 = fmul float %74, %88
  %90 = add i64 66, %75
  %91 = getelementptr i8, ptr %50, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i32
  %94 = mul i64 %75, 8
  %95 = add i64 2, %94
  %96 = mul i64 %75, 4
  %97 = add i64 74, %96
  %98 = add i64 %97, 0
  %99 = getelementptr i8, ptr %50, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  %102 = add i64 %95, 0
  %103 = getelementptr i8, ptr %50, i64 %102
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = shl i32 %93, 8
  %107 = and i32 %106, 256
  %108 = or i32 %105, %107
  %109 = sext i32 %108 to i64
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr @strata_iq3s_grid, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = lshr i32 %112, 0
  %114 = and i32 %113, 255
  %115 = sitofp i32 %114 to float
  %116 = fmul float %89, %115
  %117 = lshr i32 %101, 0
  %118 = and i32 %117, 1
  %119 = icmp ne i32 %118, 0
  %120 = fneg float %116
  %121 = select i1 %119, float %120, float %116
  %122 = add i64 %46, 0
  %123 = mul i64 %122, 4
  %124 = getelementptr i8, ptr %4, i64 %123
  store float %121, ptr %124, align 4
  %125 = lshr i32 %112, 8
  %126 = and i32 %125, 255
  %127 = sitofp i32 %126 to float
  %128 = fmul float %89, %127
  %129 = lshr i32 %101, 1
  %130 = and i32 %129, 1
  %131 = icmp ne i32 %130, 0
  %132 = fneg float %128
  %133 = select i1 %131, float %132, float %128
  %134 = add i64 %46, 1
  %135 = mul i64 %134, 4
  %136 = getelementptr i8, ptr %4, i64 %135
  store float %133, ptr %136, align 4
  %137 = lshr i32 %112, 16
  %138 = and i32 %137, 255
  %139 = sitofp i32 %138 to float
  %140 = fmul float %89, %139
  %141 = lshr i32 %101, 2
  %142 = and i32 %141, 1
  %143 = icmp ne i32 %142, 0
  %144 = fneg float %140
  %145 = select i1 %143, float %144, float %140
  %146 = add i64 %46, 2
  %147 = mul i64 %146, 4
  %148 = getelementptr i8, ptr %4, i64 %147
  store float %145, ptr %148, align 4
  %149 = lshr i32 %112, 24
  %150 = and i32 %149, 255
  %151 = sitofp i32 %150 to float
  %152 = fmul float %89, %151
  %153 = lshr i32 %101, 3
  %154 = and i32 %153, 1
  %155 = icmp ne i32 %154, 0
  %156 = fneg float %152
  %157 = select i1 %155, float %156, float %152
  %158 = add i64 %46, 3
  %159 = mul i64 %158, 4
  %160 = getelementptr i8, ptr %4, i64 %159
  store float %157, ptr %160, align 4
  %161 = add i64 %95, 1
  %162 = getelementptr i8, ptr %50, i64 %161
  %163 = load i8, ptr %162, align 1
  %164 = zext i8 %163 to i32
  %165 = shl i32 %93, 7
  %166 = and i32 %165, 256
  %167 = or i32 %164, %166
  %168 = sext i32 %167 to i64
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr @strata_iq3s_grid, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = lshr i32 %171, 0
  %173 = and i32 %172, 255
  %174 = sitofp i32 %173 to float
  %175 = fmul float %89, %174
  %176 = lshr i32 %101, 4
  %177 = and i32 %176, 1
  %178 = icmp ne i32 %177, 0
  %179 = fneg float %175
  %180 = select i1 %178, float %179, float %175
  %181 = add i64 %46, 4
  %182 = mul i64 %181, 4
  %183 = getelementptr i8, ptr %4, i64 %182
  store float %180, ptr %183, align 4
  %184 = lshr i32 %171, 8
  %185 = and i32 %184, 255
  %186 = sitofp i32 %185 to float
  %187 = fmul float %89, %186
  %188 = lshr i32 %101, 5
  %189 = and i32 %188, 1
  %190 = icmp ne i32 %189, 0
  %191 = fneg float %187
  %192 = select i1 %190, float %191, float %187
  %193 = add i64 %46, 5
  %194 = mul i64 %193, 4
  %195 = getelementptr i8, ptr %4, i64 %194
  store float %192, ptr %195, align 4
  %196 = lshr i32 %171, 16
  %197 = and i32 %196, 255
  %198 = sitofp i32 %197 to float
  %199 = fmul float %89, %198
  %200 = lshr i32 %101, 6
  %201 = and i32 %200, 1
  %202 = icmp ne i32 %201, 0
  %203 = fneg float %199
  %204 = select i1 %202, float %203, float %199
  %205 = add i64 %46, 6
  %206 = mul i64 %205, 4
  %207 = getelementptr i8, ptr %4, i64 %206
  store float %204, ptr %207, align 4
  %208 = lshr i32 %171, 24
  %209 = and i32 %208, 255
  %210 = sitofp i32 %209 to float
  %211 = fmul float %89, %210
  %212 = lshr i32 %101, 7
  %213 = and i32 %212, 1
  %214 = icmp ne i32 %213, 0
  %215 = fneg float %211
  %216 = select i1 %214, float %215, float %211
  %217 = add i64 %46, 7
  %218 = mul i64 %217, 4
  %219 = getelementptr i8, ptr %4, i64 %218
  store float %216, ptr %219, align 4
  %220 = add i64 %97, 1
  %221 = getelementptr i8, ptr %50, i64 %220
  %222 = load i8, ptr %221, align 1
  %223 = zext i8 %222 to i32
  %224 = add i64 %95, 2
  %225 = getelementptr i8, ptr %50, i64 %224
  %226 = load i8, ptr %225, align 1
  %227 = zext i8 %226 to i32
  %228 = shl i32 %93, 6
  %229 = and i32 %228, 256
  %230 = or i32 %227, %229
  %231 = sext i32 %230 to i64
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr @strata_iq3s_grid, i64 %232
  %234 = load i32, ptr %233, align 4
  %235 = lshr i32 %234, 0
  %236 = and i32 %235, 255
  %237 = sitofp i32 %236 to float
  %238 = fmul float %89, %237
  %239 = lshr i32 %223, 0
  %240 = and i32 %239, 1
  %241 = icmp ne i32 %240, 0
  %242 = fneg float %238
  %243 = select i1 %241, float %242, float %238
  %244 = add i64 %46, 8
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr %4, i64 %245
  store float %243, ptr %246, align 4
  %247 = lshr i32 %234, 8
  %248 = and i32 %247, 255
  %249 = sitofp i32 %248 to float
  %250 = fmul float %89, %249
  %251 = lshr i32 %223, 1
  %252 = and i32 %251, 1
  %253 = icmp ne i32 %252, 0
  %254 = fneg float %250
  %255 = select i1 %253, float %254, float %250
  %256 = add i64 %46, 9
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr %4, i64 %257
  store float %255, ptr %258, align 4
  %259 = lshr i32 %234, 16
  %260 = and i32 %259, 255
  %261 = sitofp i32 %260 to float
  %262 = fmul float %89, %261
  %263 = lshr i32 %223, 2
  %264 = and i32 %263, 1
  %265 = icmp ne i32 %264, 0
  %266 = fneg float %262
  %267 = select i1 %265, float %266, float %262
  %268 = add i64 %46, 10
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr %4, i64 %269
  store float %267, ptr %270, align 4
  %271 = lshr i32 %234, 24
  %272 = and i32 %271, 255
  %273 = sitofp i32 %272 to float
  %274 = fmul float %89, %273
  %275 = lshr i32 %223, 3
  %276 = and i32 %275, 1
  %277 = icmp ne i32 %276, 0
  %278 = fneg float %274
  %279 = select i1 %277, float %278, float %274
  %280 = add i64 %46, 11
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr %4, i64 %281
  store float %279, ptr %282, align 4
  %283 = add i64 %95, 3
  %284 = getelementptr i8, ptr %50, i64 %283
  %285 = load i8, ptr %284, align 1
  %286 = zext i8 %285 to i32
  %287 = shl i32 %93, 5
  %288 = and i32 %287, 256
  %289 = or i32 %286, %288
  %290 = sext i32 %289 to i64
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr @strata_iq3s_grid, i64 %291
  %293 = load i32, ptr %292, align 4
  %294 = lshr i32 %293, 0
  %295 = and i32 %294, 255
  %296 = sitofp i32 %295 to float
  %297 = fmul float %89, %296
  %298 = lshr i32 %223, 4
  %299 = and i32 %298, 1
  %300 = icmp ne i32 %299, 0
  %301 = fneg float %297
  %302 = select i1 %300, float %301, float %297
  %303 = add i64 %46, 12
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %4, i64 %304
  store float %302, ptr %305, align 4
  %306 = lshr i32 %293, 8
  %307 = and i32 %306, 255
  %308 = sitofp i32 %307 to float
  %309 = fmul float %89, %308
  %310 = lshr i32 %223, 5
  %311 = and i32 %310, 1
  %312 = icmp ne i32 %311, 0
  %313 = fneg float %309
  %314 = select i1 %312, float %313, float %309
  %315 = add i64 %46, 13
  %316 = mul i64 %315, 4
  %317 = getelementptr i8, ptr %4, i64 %316
  store float %314, ptr %317, align 4
  %318 = lshr i32 %293, 16
  %319 = and i32 %318, 255
  %320 = sitofp i32 %319 to float
  %321 = fmul float %89, %320
  %322 = lshr i32 %223, 6
  %323 = and i32 %322, 1
  %324 = icmp ne i32 %323, 0
  %325 = fneg float %321
  %326 = select i1 %324, float %325, float %321
  %327 = add i64 %46, 14
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr %4, i64 %328
  store float %326, ptr %329, align 4
  %330 = lshr i32 %293, 24
  %331 = and i32 %330, 255
  %332 = sitofp i32 %331 to float
  %333 = fmul float %89, %332
  %334 = lshr i32 %223, 7
  %335 = and i32 %334, 1
  %336 = icmp ne i32 %335, 0
  %337 = fneg float %333
  %338 = select i1 %336, float %337, float %333
  %339 = add i64 %46, 15
  %340 = mul i64 %339, 4
  %341 = getelementptr i8, ptr %4, i64 %340
  store float %338, ptr %341, align 4
  %342 = add i64 %97, 2
  %343 = getelementptr i8, ptr %50, i64 %342
  %344 = load i8, ptr %343, align 1
  %345 = zext i8 %344 to i32
  %346 = add i64 %95, 4
  %347 = getelementptr i8, ptr %50, i64 %346
  %348 = load i8, ptr %347, align 1
  %349 = zext i8 %348 to i32
  %350 = shl i32 %93, 4
  %351 = and i32 %350, 256
  %352 = or i32 %349, %351
  %353 = sext i32 %352 to i64
  %354 = mul i64 %353, 4
  %355 = getelementptr i8, ptr @strata_iq3s_grid, i64 %354
  %356 = load i32, ptr %355, align 4
  %357 = lshr i32 %356, 0
  %358 = and i32 %357, 255
  %359 = sitofp i32 %358 to float
  %360 = fmul float %89, %359
  %361 = lshr i32 %345, 0
  %362 = and i32 %361, 1
  %363 = icmp ne i32 %362, 0
  %364 = fneg float %360
  %365 = select i1 %363, float %364, float %360
  %366 = add i64 %46, 16
  %367 = mul i64 %366, 4
  %368 = getelementptr i8, ptr %4, i64 %367
  store float %365, ptr %368, align 4
  %369 = lshr i32 %356, 8
  %370 = and i32 %369, 255
  %371 = sitofp i32 %370 to float
  %372 = fmul float %89, %371
  %373 = lshr i32 %345, 1
  %374 = and i32 %373, 1
  %375 = icmp ne i32 %374, 0
  %376 = fneg float %372
  %377 = select i1 %375, float %376, float %372
  %378 = add i64 %46, 17
  %379 = mul i64 %378, 4
  %380 = getelementptr i8, ptr %4, i64 %379
  store float %377, ptr %380, align 4
  %381 = lshr i32 %356, 16
  %382 = and i32 %381, 255
  %383 = sitofp i32 %382 to float
  %384 = fmul float %89, %383
  %385 = lshr i32 %345, 2
  %386 = and i32 %385, 1
  %387 = icmp ne i32 %386, 0
  %388 = fneg float %384
  %389 = select i1 %387, float %388, float %384
  %390 = add i64 %46, 18
  %391 = mul i64 %390, 4
  %392 = getelementptr i8, ptr %4, i64 %391
  store float %389, ptr %392, align 4
  %393 = lshr i32 %356, 24
  %394 = and i32 %393, 255
  %395 = sitofp i32 %394 to float
  %396 = fmul float %89, %395
  %397 = lshr i32 %345, 3
  %398 = and i32 %397, 1
  %399 = icmp ne i32 %398, 0
  %400 = fneg float %396
  %401 = select i1 %399, float %400, float %396
  %402 = add i64 %46, 19
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr %4, i64 %403
  store float %401, ptr %404, align 4
  %405 = add i64 %95, 5
  %406 = getelementptr i8, ptr %50, i64 %405
  %407 = load i8, ptr %406, align 1
  %408 = zext i8 %407 to i32
  %409 = shl i32 %93, 3
  %410 = and i32 %409, 256
  %411 = or i32 %408, %410
  %412 = sext i32 %411 to i64
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr @strata_iq3s_grid, i64 %413
  %415 = load i32, ptr %414, align 4
  %416 = lshr i32 %415, 0
  %417 = and i32 %416, 255
  %418 = sitofp i32 %417 to float
  %419 = fmul float %89, %418
  %420 = lshr i32 %345, 4
  %421 = and i32 %420, 1
  %422 = icmp ne i32 %421, 0
  %423 = fneg float %419
  %424 = select i1 %422, float %423, float %419
  %425 = add i64 %46, 20
  %426 = mul i64 %425, 4
  %427 = getelementptr i8, ptr %4, i64 %426
  store float %424, ptr %427, align 4
  %428 = lshr i32 %415, 8
  %429 = and i32 %428, 255
  %430 = sitofp i32 %429 to float
  %431 = fmul float %89, %430
  %432 = lshr i32 %345, 5
  %433 = and i32 %432, 1
  %434 = icmp ne i32 %433, 0
  %435 = fneg float %431
  %436 = select i1 %434, float %435, float %431
  %437 = add i64 %46, 21
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr %4, i64 %438
  store float %436, ptr %439, align 4
  %440 = lshr i32 %415, 16
  %441 = and i32 %440, 255
  %442 = sitofp i32 %441 to float
  %443 = fmul float %89, %442
  %444 = lshr i32 %345, 6
  %445 = and i32 %444, 1
  %446 = icmp ne i32 %445, 0
  %447 = fneg float %443
  %448 = select i1 %446, float %447, float %443
  %449 = add i64 %46, 22
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr %4, i64 %450
  store float %448, ptr %451, align 4
  %452 = lshr i32 %415, 24
  %453 = and i32 %452, 255
  %454 = sitofp i32 %453 to float
  %455 = fmul float %89, %454
  %456 = lshr i32 %345, 7
  %457 = and i32 %456, 1
  %458 = icmp ne i32 %457, 0
  %459 = fneg float %455
  %460 = select i1 %458, float %459, float %455
  %461 = add i64 %46, 23
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr %4, i64 %462
  store float %460, ptr %463, align 4
  %464 = add i64 %97, 3
  %465 = getelementptr i8, ptr %50, i64 %464
  %466 = load i8, ptr %465, align 1
  %467 = zext i8 %466 to i32
  %468 = add i64 %95, 6
  %469 = getelementptr i8, ptr %50, i64 %468
  %470 = load i8, ptr %469, align 1
  %471 = zext i8 %470 to i32
  %472 = shl i32 %93, 2
  %473 = and i32 %472, 256
  %474 = or i32 %471, %473
  %475 = sext i32 %474 to i64
  %476 = mul i64 %475, 4
  %477 = getelementptr i8, ptr @strata_iq3s_grid, i64 %476
  %478 = load i32, ptr %477, align 4
  %479 = lshr i32 %478, 0
  %480 = and i32 %479, 255
  %481 = sitofp i32 %480 to float
  %482 = fmul float %89, %481
  %483 = lshr i32 %467, 0
  %484 = and i32 %483, 1
  %485 = icmp ne i32 %484, 0
  %486 = fneg float %482
  %487 = select i1 %485, float %486, float %482
  %488 = add i64 %46, 24
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %4, i64 %489
  store float %487, ptr %490, align 4
  %491 = lshr i32 %478, 8
  %492 = and i32 %491, 255
  %493 = sitofp i32 %492 to float
  %494 = fmul float %89, %493
  %495 = lshr i32 %467, 1
  %496 = and i32 %495, 1
  %497 = icmp ne i32 %496, 0
  %498 = fneg float %494
  %499 = select i1 %497, float %498, float %494
  %500 = add i64 %46, 25
  %501 = mul i64 %500, 4
  %502 = getelementptr i8, ptr %4, i64 %501
  store float %499, ptr %502, align 4
  %503 = lshr i32 %478, 16
  %504 = and i32 %503, 255
  %505 = sitofp i32 %504 to float
  %506 = fmul float %89, %505
  %507 = lshr i32 %467, 2
  %508 = and i32 %507, 1
  %509 = icmp ne i32 %508, 0
  %510 = fneg float %506
  %511 = select i1 %509, float %510, float %506
  %512 = add i64 %46, 26
  %513 = mul i64 %512, 4
  %514 = getelementptr i8, ptr %4, i64 %513
  store float %511, ptr %514, align 4
  %515 = lshr i32 %478, 24
  %516 = and i32 %515, 255
  %517 = sitofp i32 %516 to float
  %518 = fmul float %89, %517
  %519 = lshr i32 %467, 3
  %520 = and i32 %519, 1
  %521 = icmp ne i32 %520, 0
  %522 = fneg float %518
  %523 = select i1 %521, float %522, float %518
  %524 = add i64 %46, 27
  %525 = mul i64 %524, 4
  %526 = getelementptr i8, ptr %4, i64 %525
  store float %523, ptr %526, align 4
  %527 = add i64 %95, 7
  %528 = getelementptr i8, ptr %50, i64 %527
  %529 = load i8, ptr %528, align 1
  %530 = zext i8 %529 to i32
  %531 = shl i32 %93, 1
  %532 = and i32 %531, 256
  %533 = or i32 %530, %532
  %534 = sext i32 %533 to i64
  %535 = mul i64 %534, 4
  %536 = getelementptr i8, ptr @strata_iq3s_grid, i64 %535
  %537 = load i32, ptr %536, align 4
  %538 = lshr i32 %537, 0
  %539 = and i32 %538, 255
  %540 = sitofp i32 %539 to float
  %541 = fmul float %89, %540
  %542 = lshr i32 %467, 4
  %543 = and i32 %542, 1
  %544 = icmp ne i32 %543, 0
  %545 = fneg float %541
  %546 = select i1 %544, float %545, float %541
  %547 = add i64 %46, 28
  %548 = mul i64 %547, 4
  %549 = getelementptr i8, ptr %4, i64 %548
  store float %546, ptr %549, align 4
  %550 = lshr i32 %537, 8
  %551 = and i32 %550, 255
  %552 = sitofp i32 %551 to float
  %553 = fmul float %89, %552
  %554 = lshr i32 %467, 5
  %555 = and i32 %554, 1
  %556 = icmp ne i32 %555, 0
  %557 = fneg float %553
  %558 = select i1 %556, float %557, float %553
  %559 = add i64 %46, 29
  %560 = mul i64 %559, 4
  %561 = getelementptr i8, ptr %4, i64 %560
  store float %558, ptr %561, align 4
  %562 = lshr i32 %537, 16
  %563 = and i32 %562, 255
  %564 = sitofp i32 %563 to float
  %565 = fmul float %89, %564
  %566 = lshr i32 %467, 6
  %567 = and i32 %566, 1
  %568 = icmp ne i32 %567, 0
  %569 = fneg float %565
  %570 = select i1 %568, float %569, float %565
  %571 = add i64 %46, 30
  %572 = mul i64 %571, 4
  %573 = getelementptr i8, ptr %4, i64 %572
  store float %570, ptr %573, align 4
  %574 = lshr i32 %537, 24
  %575 = and i32 %574, 255
  %576 = sitofp i32 %575 to float
  %577 = fmul float %89, %576
  %578 = lshr i32 %467, 7
  %579 = and i32 %578, 1
  %580 = icmp ne i32 %579, 0
  %581 = fneg float %577
  %582 = select i1 %580, float %581, float %577
  %583 = add i64 %46, 31
  %584 = mul i64 %583, 4
  %585 = getelementptr i8, ptr %4, i64 %584
  store float %582, ptr %585, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %586 = xor i1 %33, true
  br i1 %586, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %587 = add i64 %46, 0
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr %4, i64 %588
  store float 0.000000e+00, ptr %589, align 4
  %590 = add i64 %46, 1
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr %4, i64 %591
  store float 0.000000e+00, ptr %592, align 4
  %593 = add i64 %46, 2
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr %4, i64 %594
  store float 0.000000e+00, ptr %595, align 4
  %596 = add i64 %46, 3
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr %4, i64 %597
  store float 0.000000e+00, ptr %598, align 4
  %599 = add i64 %46, 4
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr %4, i64 %600
  store float 0.000000e+00, ptr %601, align 4
  %602 = add i64 %46, 5
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr %4, i64 %603
  store float 0.000000e+00, ptr %604, align 4
  %605 = add i64 %46, 6
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr %4, i64 %606
  store float 0.000000e+00, ptr %607, align 4
  %608 = add i64 %46, 7
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr %4, i64 %609
  store float 0.000000e+00, ptr %610, align 4
  %611 = add i64 %46, 8
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr %4, i64 %612
  store float 0.000000e+00, ptr %613, align 4
  %614 = add i64 %46, 9
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr %4, i64 %615
  store float 0.000000e+00, ptr %616, align 4
  %617 = add i64 %46, 10
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr %4, i64 %618
  store float 0.000000e+00, ptr %619, align 4
  %620 = add i64 %46, 11
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr %4, i64 %621
  store float 0.000000e+00, ptr %622, align 4
  %623 = add i64 %46, 12
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr %4, i64 %624
  store float 0.000000e+00, ptr %625, align 4
  %626 = add i64 %46, 13
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr %4, i64 %627
  store float 0.000000e+00, ptr %628, align 4
  %629 = add i64 %46, 14
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr %4, i64 %630
  store float 0.000000e+00, ptr %631, align 4
  %632 = add i64 %46, 15
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr %4, i64 %633
  store float 0.000000e+00, ptr %634, align 4
  %635 = add i64 %46, 16
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr %4, i64 %636
  store float 0.000000e+00, ptr %637, align 4
  %638 = add i64 %46, 17
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr %4, i64 %639
  store float 0.000000e+00, ptr %640, align 4
  %641 = add i64 %46, 18
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr %4, i64 %642
  store float 0.000000e+00, ptr %643, align 4
  %644 = add i64 %46, 19
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr %4, i64 %645
  store float 0.000000e+00, ptr %646, align 4
  %647 = add i64 %46, 20
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr %4, i64 %648
  store float 0.000000e+00, ptr %649, align 4
  %650 = add i64 %46, 21
  %651 = mul i64 %650, 4
  %652 = getelementptr i8, ptr %4, i64 %651
  store float 0.000000e+00, ptr %652, align 4
  %653 = add i64 %46, 22
  %654 = mul i64 %653, 4
  %655 = getelementptr i8, ptr %4, i64 %654
  store float 0.000000e+00, ptr %655, align 4
  %656 = add i64 %46, 23
  %657 = mul i64 %656, 4
  %658 = getelementptr i8, ptr %4, i64 %657
  store float 0.000000e+00, ptr %658, align 4
  %659 = add i64 %46, 24
  %660 = mul i64 %659, 4
  %661 = getelementptr i8, ptr %4, i64 %660
  store float 0.000000e+00, ptr %661, align 4
  %662 = add i64 %46, 25
  %663 = mul i64 %662, 4
  %664 = getelementptr i8, ptr %4, i64 %663
  store float 0.000000e+00, ptr %664, align 4
  %665 = add i64 %46, 26
  %666 = mul i64 %665, 4
  %667 = getelementptr i8, ptr %4, i64 %666
  store float 0.000000e+00, ptr %667, align 4
  %668 = add i64 %46, 27
  %669 = mul i64 %668, 4
  %670 = getelementptr i8, ptr %4, i64 %669
  store float 0.000000e+00, ptr %670, align 4
  %671 = add i64 %46, 28
  %672 = mul i64 %671, 4
  %673 = getelementptr i8, ptr %4, i64 %672
  store float 0.000000e+00, ptr %673, align 4
  %674 = add i64 %46, 29
  %675 = mul i64 %674, 4
  %676 = getelementptr i8, ptr %4, i64 %675
  store float 0.000000e+00, ptr %676, align 4
  %677 = add i64 %46, 30
  %678 = mul i64 %677, 4
  %679 = getelementptr i8, ptr %4, i64 %678
  store float 0.000000e+00, ptr %679, align 4
  %680 = add i64 %46, 31
  %681 = mul i64 %680, 4
  %682 = getelementptr i8, ptr %4, i64 %681
  store float 0.000000e+00, ptr %682, align 4
  br label %endif4

endif4:                                           ; preds = %then3, %endif2
  br label %endif
}
