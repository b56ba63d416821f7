; ModuleID = 'strata_embed_iq3_s'
source_filename = "strata_embed_iq3_s"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3s_grid = internal addrspace(1) constant [512 x i32] [i32 16843009, i32 16843011, i32 16843013, i32 16843019, i32 16843023, i32 16843521, i32 16843523, i32 16843525, i32 16843529, i32 16843533, i32 16844033, i32 16844035, i32 16844043, i32 16844551, i32 16845057, i32 16845061, i32 16845067, i32 16845071, i32 16845571, i32 16845575, i32 16846081, i32 16846085, i32 16846595, i32 16846601, i32 16846607, i32 16974081, i32 16974083, i32 16974085, i32 16974089, i32 16974593, i32 16974595, i32 16974603, i32 16975105, i32 16975111, i32 16975119, i32 16975619, i32 16975627, i32 16976137, i32 16977155, i32 16977163, i32 16977669, i32 17105153, i32 17105155, i32 17105163, i32 17105167, i32 17105665, i32 17105671, i32 17105677, i32 17106179, i32 17106187, i32 17106689, i32 17106697, i32 17107205, i32 17107211, i32 17107215, i32 17107715, i32 17107719, i32 17108737, i32 17108743, i32 17236231, i32 17236739, i32 17236747, i32 17237249, i32 17237253, i32 17237763, i32 17237767, i32 17237773, i32 17238281, i32 17238785, i32 17238789, i32 17239311, i32 17239811, i32 17239819, i32 17367297, i32 17367815, i32 17367823, i32 17368323, i32 17368329, i32 17368837, i32 17369345, i32 17369351, i32 17369859, i32 17370881, i32 17498373, i32 17498377, i32 17499393, i32 17499397, i32 17499405, i32 17499911, i32 17500419, i32 17500427, i32 17500431, i32 17501453, i32 17501959, i32 17629453, i32 17629955, i32 17629959, i32 17630979, i32 17632005, i32 17633027, i32 17760513, i32 17760517, i32 17760521, i32 17761537, i32 17761541, i32 17761549, i32 17762055, i32 17763073, i32 17763081, i32 50397441, i32 50397443, i32 50397445, i32 50397449, i32 50397953, i32 50397955, i32 50397959, i32 50397963, i32 50397967, i32 50398465, i32 50398469, i32 50398979, i32 50398985, i32 50398989, i32 50400009, i32 50400013, i32 50400515, i32 50401029, i32 50528513, i32 50528515, i32 50528519, i32 50528525, i32 50529025, i32 50529033, i32 50529539, i32 50530049, i32 50530055, i32 50530563, i32 50531073, i32 50531077, i32 50532097, i32 50532109, i32 50659585, i32 50660101, i32 50660107, i32 50660111, i32 50660609, i32 50660617, i32 50661125, i32 50661633, i32 50661639, i32 50662155, i32 50662657, i32 50663173, i32 50790659, i32 50790665, i32 50790671, i32 50791169, i32 50791175, i32 50791683, i32 50791695, i32 50792193, i32 50792201, i32 50792707, i32 50793733, i32 50794241, i32 50921735, i32 50921739, i32 50922245, i32 50922249, i32 50923267, i32 50923271, i32 50923781, i32 50923789, i32 50924289, i32 50924297, i32 51052803, i32 51053313, i32 51053319, i32 51053827, i32 51054337, i32 51054341, i32 51055363, i32 51184897, i32 51184905, i32 51184911, i32 51185929, i32 51185933, i32 51314947, i32 51314951, i32 51315457, i32 51315461, i32 51315971, i32 51316491, i32 51316995, i32 51318021, i32 51318529, i32 83951873, i32 83951875, i32 83951879, i32 83951883, i32 83951887, i32 83952385, i32 83952389, i32 83952393, i32 83952397, i32 83952899, i32 83952903, i32 83952911, i32 83953409, i32 83953413, i32 83953923, i32 83953927, i32 83953931, i32 83954433, i32 83954437, i32 83954959, i32 83955457, i32 83955463, i32 83955467, i32 84082945, i32 84082949, i32 84083457, i32 84083463, i32 84083471, i32 84083973, i32 84083979, i32 84084483, i32 84084489, i32 84084997, i32 84085507, i32 84214019, i32 84214025, i32 84214031, i32 84215043, i32 84215047, i32 84215553, i32 84215567, i32 84216067, i32 84216583, i32 84216591, i32 84217603, i32 84217609, i32 84345089, i32 84345093, i32 84345099, i32 84345603, i32 84346117, i32 84346121, i32 84346627, i32 84346631, i32 84347141, i32 84347649, i32 84348173, i32 84476163, i32 84476175, i32 84477185, i32 84477191, i32 84477701, i32 84477707, i32 84478211, i32 84479749, i32 84479755, i32 84607241, i32 84607747, i32 84608261, i32 84608783, i32 84609281, i32 84609799, i32 84610817, i32 84738305, i32 84738309, i32 84738319, i32 84739331, i32 84740875, i32 84741379, i32 84869387, i32 84869891, i32 84870413, i32 84870913, i32 84871431, i32 84871937, i32 117506309, i32 117506819, i32 117506823, i32 117506827, i32 117506831, i32 117507333, i32 117507843, i32 117507847, i32 117507851, i32 117508357, i32 117508361, i32 117508367, i32 117508867, i32 117509383, i32 117509891, i32 117637379, i32 117637383, i32 117637387, i32 117637897, i32 117638403, i32 117638407, i32 117639425, i32 117640449, i32 117640965, i32 117640973, i32 117768449, i32 117768965, i32 117769473, i32 117769989, i32 117769993, i32 117771009, i32 117899523, i32 117900033, i32 117900041, i32 117900547, i32 117900551, i32 117900559, i32 117901057, i32 117901571, i32 117901575, i32 117901583, i32 117902091, i32 117903111, i32 118030599, i32 118031107, i32 118031117, i32 118031621, i32 118032131, i32 118033157, i32 118033665, i32 118033673, i32 118161667, i32 118162177, i32 118162181, i32 118162699, i32 118163205, i32 118163721, i32 118164237, i32 118165255, i32 118293261, i32 118294787, i32 118423811, i32 118423815, i32 118424833, i32 118424837, i32 118425355, i32 151060737, i32 151060745, i32 151061253, i32 151061761, i32 151061769, i32 151061775, i32 151062277, i32 151062787, i32 151063297, i32 151064321, i32 151191813, i32 151191823, i32 151192323, i32 151192327, i32 151192837, i32 151193345, i32 151193355, i32 151193863, i32 151194371, i32 151194379, i32 151322883, i32 151322887, i32 151323393, i32 151323403, i32 151323907, i32 151324423, i32 151324929, i32 151325455, i32 151325957, i32 151326465, i32 151453961, i32 151454467, i32 151454471, i32 151454977, i32 151454981, i32 151455491, i32 151455499, i32 151585025, i32 151585029, i32 151586057, i32 151586575, i32 151587073, i32 151588611, i32 151716107, i32 151716111, i32 151717123, i32 151719173, i32 151847687, i32 151848713, i32 151850241, i32 151978753, i32 151978763, i32 151979777, i32 151980295, i32 151980803, i32 184615173, i32 184615681, i32 184615689, i32 184616197, i32 184617217, i32 184617225, i32 184617231, i32 184617733, i32 184618253, i32 184618761, i32 184746243, i32 184746247, i32 184746251, i32 184746757, i32 184747267, i32 184747781, i32 184749829, i32 184877313, i32 184877827, i32 184878343, i32 184878849, i32 184878861, i32 184879879, i32 185008389, i32 185008399, i32 185008897, i32 185009423, i32 185010441, i32 185010947, i32 185011467, i32 185011975, i32 185139459, i32 185139465, i32 185140481, i32 185140997, i32 185141517, i32 185271045, i32 185271565, i32 185273091, i32 185273095, i32 185403653, i32 185532677, i32 185532681, i32 185533701, i32 218170115, i32 218170119, i32 218170123, i32 218171139, i32 218171143, i32 218172673, i32 218300673, i32 218301697, i32 218301711, i32 218303753, i32 218432261, i32 218433289, i32 218433797, i32 218434315, i32 218434821, i32 218435329, i32 218562817, i32 218563337, i32 218563843, i32 218564865, i32 218694923, i32 218695943, i32 218696965, i32 218824961, i32 218824967, i32 218826505, i32 218828033, i32 218956043, i32 218958081, i32 219087619, i32 219087623, i32 251724033, i32 251724041, i32 251724047, i32 251725057, i32 251725061, i32 251725581, i32 251726081, i32 251726601, i32 251727109, i32 251855109, i32 251855619, i32 251856137, i32 251857159, i32 251857163, i32 251986179, i32 251986185, i32 251986689, i32 251986701, i32 251987203, i32 251987713, i32 251988739, i32 252117253, i32 252118789, i32 252118795, i32 252119815, i32 252248323, i32 252248331, i32 252248839, i32 252249345, i32 252250881, i32 252380421, i32 252381445, i32 252510469, i32 252512003, i32 252641537], align 16

define void @strata_embed_iq3_s(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 110
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
  %34 = mul i64 %33, 110
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = sext i32 %37 to i64
  %43 = lshr i32 %37, 1
  %44 = sext i32 %43 to i64
  %45 = add i64 106, %44
  %46 = getelementptr i8, ptr addrspace(1) %35, i64 %45
  %47 = load i8, ptr addrspace(1) %46, align 1
  %48 = zext i8 %47 to i32
  %49 = and i32 %37, 1
  %50 = mul i32 %49, 4
  %51 = lshr i32 %48, %50
  %52 = and i32 %51, 15
  %53 = mul i32 %52, 2
  %54 = add i32 1, %53
  %55 = sitofp i32 %54 to float
  %56 = fmul float %41, %55
  %57 = add i64 66, %42
  %58 = getelementptr i8, ptr addrspace(1) %35, i64 %57
  %59 = load i8, ptr addrspace(1) %58, align 1
  %60 = zext i8 %59 to i32
  %61 = mul i64 %42, 8
  %62 = add i64 2, %61
  %63 = mul i64 %42, 4
  %64 = add i64 74, %63
  %65 = add i64 %64, 0
  %66 = getelementptr i8, ptr addrspace(1) %35, i64 %65
  %67 = load i8, ptr addrspace(1) %66, align 1
  %68 = zext i8 %67 to i32
  %69 = add i64 %62, 0
  %70 = getelementptr i8, ptr addrspace(1) %35, i64 %69
  %71 = load i8, ptr addrspace(1) %70, align 1
  %72 = zext i8 %71 to i32
  %73 = shl i32 %60, 8
  %74 = and i32 %73, 256
  %75 = or i32 %72, %74
  %76 = sext i32 %75 to i64
  %77 = mul i64 %76, 4
  %78 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %77
  %79 = load i32, ptr addrspace(1) %78, align 4
  %80 = lshr i32 %79, 0
  %81 = and i32 %80, 255
  %82 = sitofp i32 %81 to float
  %83 = fmul float %56, %82
  %84 = lshr i32 %68, 0
  %85 = and i32 %84, 1
  %86 = icmp ne i32 %85, 0
  %87 = fneg float %83
  %88 = select i1 %86, float %87, float %83
  %89 = add i64 %31, 0
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  store float %88, ptr addrspace(1) %91, align 4
  %92 = lshr i32 %79, 8
  %93 = and i32 %92, 255
  %94 = sitofp i32 %93 to float
  %95 = fmul float %56, %94
  %96 = lshr i32 %68, 1
  %97 = and i32 %96, 1
  %98 = icmp ne i32 %97, 0
  %99 = fneg float %95
  %100 = select i1 %98, float %99, float %95
  %101 = add i64 %31, 1
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  store float %100, ptr addrspace(1) %103, align 4
  %104 = lshr i32 %79, 16
  %105 = and i32 %104, 255
  %106 = sitofp i32 %105 to float
  %107 = fmul float %56, %106
  %108 = lshr i32 %68, 2
  %109 = and i32 %108, 1
  %110 = icmp ne i32 %109, 0
  %111 = fneg float %107
  %112 = select i1 %110, float %111, float %107
  %113 = add i64 %31, 2
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %112, ptr addrspace(1) %115, align 4
  %116 = lshr i32 %79, 24
  %117 = and i32 %116, 255
  %118 = sitofp i32 %117 to float
  %119 = fmul float %56, %118
  %120 = lshr i32 %68, 3
  %121 = and i32 %120, 1
  %122 = icmp ne i32 %121, 0
  %123 = fneg float %119
  %124 = select i1 %122, float %123, float %119
  %125 = add i64 %31, 3
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr addrspace(1) %0, i64 %126
  store float %124, ptr addrspace(1) %127, align 4
  %128 = add i64 %62, 1
  %129 = getelementptr i8, ptr addrspace(1) %35, i64 %128
  %130 = load i8, ptr addrspace(1) %129, align 1
  %131 = zext i8 %130 to i32
  %132 = shl i32 %60, 7
  %133 = and i32 %132, 256
  %134 = or i32 %131, %133
  %135 = sext i32 %134 to i64
  %136 = mul i64 %135, 4
  %137 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %136
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = lshr i32 %138, 0
  %140 = and i32 %139, 255
  %141 = sitofp i32 %140 to float
  %142 = fmul float %56, %141
  %143 = lshr i32 %68, 4
  %144 = and i32 %143, 1
  %145 = icmp ne i32 %144, 0
  %146 = fneg float %142
  %147 = select i1 %145, float %146, float %142
  %148 = add i64 %31, 4
  %149 = mul i64 %148, 4
  %150 = getelementptr i8, ptr addrspace(1) %0, i64 %149
  store float %147, ptr addrspace(1) %150, align 4
  %151 = lshr i32 %138, 8
  %152 = and i32 %151, 255
  %153 = sitofp i32 %152 to float
  %154 = fmul float %56, %153
  %155 = lshr i32 %68, 5
  %156 = and i32 %155, 1
  %157 = icmp ne i32 %156, 0
  %158 = fneg float %154
  %159 = select i1 %157, float %158, float %154
  %160 = add i64 %31, 5
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr addrspace(1) %0, i64 %161
  store float %159, ptr addrspace(1) %162, align 4
  %163 = lshr i32 %138, 16
  %164 = and i32 %163, 255
  %165 = sitofp i32 %164 to float
  %166 = fmul float %56, %165
  %167 = lshr i32 %68, 6
  %168 = and i32 %167, 1
  %169 = icmp ne i32 %168, 0
  %170 = fneg float %166
  %171 = select i1 %169, float %170, float %166
  %172 = add i64 %31, 6
  %173 = mul i64 %172, 4
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  store float %171, ptr addrspace(1) %174, align 4
  %175 = lshr i32 %138, 24
  %176 = and i32 %175, 255
  %177 = sitofp i32 %176 to float
  %178 = fmul float %56, %177
  %179 = lshr i32 %68, 7
  %180 = and i32 %179, 1
  %181 = icmp ne i32 %180, 0
  %182 = fneg float %178
  %183 = select i1 %181, float %182, float %178
  %184 = add i64 %31, 7
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr addrspace(1) %0, i64 %185
  store float %183, ptr addrspace(1) %186, align 4
  %187 = add i64 %64, 1
  %188 = getelementptr i8, ptr addrspace(1) %35, i64 %187
  %189 = load i8, ptr addrspace(1) %188, align 1
  %190 = zext i8 %189 to i32
  %191 = add i64 %62, 2
  %192 = getelementptr i8, ptr addrspace(1) %35, i64 %191
  %193 = load i8, ptr addrspace(1) %192, align 1
  %194 = zext i8 %193 to i32
  %195 = shl i32 %60, 6
  %196 = and i32 %195, 256
  %197 = or i32 %194, %196
  %198 = sext i32 %197 to i64
  %199 = mul i64 %198, 4
  %200 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %199
  %201 = load i32, ptr addrspace(1) %200, align 4
  %202 = lshr i32 %201, 0
  %203 = and i32 %202, 255
  %204 = sitofp i32 %203 to float
  %205 = fmul float %56, %204
  %206 = lshr i32 %190, 0
  %207 = and i32 %206, 1
  %208 = icmp ne i32 %207, 0
  %209 = fneg float %205
  %210 = select i1 %208, float %209, float %205
  %211 = add i64 %31, 8
  %212 = mul i64 %211, 4
  %213 = getelementptr i8, ptr addrspace(1) %0, i64 %212
  store float %210, ptr addrspace(1) %213, align 4
  %214 = lshr i32 %201, 8
  %215 = and i32 %214, 255
  %216 = sitofp i32 %215 to float
  %217 = fmul float %56, %216
  %218 = lshr i32 %190, 1
  %219 = and i32 %218, 1
  %220 = icmp ne i32 %219, 0
  %221 = fneg float %217
  %222 = select i1 %220, float %221, float %217
  %223 = add i64 %31, 9
  %224 = mul i64 %223, 4
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  store float %222, ptr addrspace(1) %225, align 4
  %226 = lshr i32 %201, 16
  %227 = and i32 %226, 255
  %228 = sitofp i32 %227 to float
  %229 = fmul float %56, %228
  %230 = lshr i32 %190, 2
  %231 = and i32 %230, 1
  %232 = icmp ne i32 %231, 0
  %233 = fneg float %229
  %234 = select i1 %232, float %233, float %229
  %235 = add i64 %31, 10
  %236 = mul i64 %235, 4
  %237 = getelementptr i8, ptr addrspace(1) %0, i64 %236
  store float %234, ptr addrspace(1) %237, align 4
  %238 = lshr i32 %201, 24
  %239 = and i32 %238, 255
  %240 = sitofp i32 %239 to float
  %241 = fmul float %56, %240
  %242 = lshr i32 %190, 3
  %243 = and i32 %242, 1
  %244 = icmp ne i32 %243, 0
  %245 = fneg float %241
  %246 = select i1 %244, float %245, float %241
  %247 = add i64 %31, 11
  %248 = mul i64 %247, 4
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  store float %246, ptr addrspace(1) %249, align 4
  %250 = add i64 %62, 3
  %251 = getelementptr i8, ptr addrspace(1) %35, i64 %250
  %252 = load i8, ptr addrspace(1) %251, align 1
  %253 = zext i8 %252 to i32
  %254 = shl i32 %60, 5
  %255 = and i32 %254, 256
  %256 = or i32 %253, %255
  %257 = sext i32 %256 to i64
  %258 = mul i64 %257, 4
  %259 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %258
  %260 = load i32, ptr addrspace(1) %259, align 4
  %261 = lshr i32 %260, 0
  %262 = and i32 %261, 255
  %263 = sitofp i32 %262 to float
  %264 = fmul float %56, %263
  %265 = lshr i32 %190, 4
  %266 = and i32 %265, 1
  %267 = icmp ne i32 %266, 0
  %268 = fneg float %264
  %269 = select i1 %267, float %268, float %264
  %270 = add i64 %31, 12
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr addrspace(1) %0, i64 %271
  store float %269, ptr addrspace(1) %272, align 4
  %273 = lshr i32 %260, 8
  %274 = and i32 %273, 255
  %275 = sitofp i32 %274 to float
  %276 = fmul float %56, %275
  %277 = lshr i32 %190, 5
  %278 = and i32 %277, 1
  %279 = icmp ne i32 %278, 0
  %280 = fneg float %276
  %281 = select i1 %279, float %280, float %276
  %282 = add i64 %31, 13
  %283 = mul i64 %282, 4
  %284 = getelementptr i8, ptr addrspace(1) %0, i64 %283
  store float %281, ptr addrspace(1) %284, align 4
  %285 = lshr i32 %260, 16
  %286 = and i32 %285, 255
  %287 = sitofp i32 %286 to float
  %288 = fmul float %56, %287
  %289 = lshr i32 %190, 6
  %290 = and i32 %289, 1
  %291 = icmp ne i32 %290, 0
  %292 = fneg float %288
  %293 = select i1 %291, float %292, float %288
  %294 = add i64 %31, 14
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr addrspace(1) %0, i64 %295
  store float %293, ptr addrspace(1) %296, align 4
  %297 = lshr i32 %260, 24
  %298 = and i32 %297, 255
  %299 = sitofp i32 %298 to float
  %300 = fmul float %56, %299
  %301 = lshr i32 %190, 7
  %302 = and i32 %301, 1
  %303 = icmp ne i32 %302, 0
  %304 = fneg float %300
  %305 = select i1 %303, float %304, float %300
  %306 = add i64 %31, 15
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(1) %0, i64 %307
  store float %305, ptr addrspace(1) %308, align 4
  %309 = add i64 %64, 2
  %310 = getelementptr i8, ptr addrspace(1) %35, i64 %309
  %311 = load i8, ptr addrspace(1) %310, align 1
  %312 = zext i8 %311 to i32
  %313 = add i64 %62, 4
  %314 = getelementptr i8, ptr addrspace(1) %35, i64 %313
  %315 = load i8, ptr addrspace(1) %314, align 1
  %316 = zext i8 %315 to i32
  %317 = shl i32 %60, 4
  %318 = and i32 %317, 256
  %319 = or i32 %316, %318
  %320 = sext i32 %319 to i64
  %321 = mul i64 %320, 4
  %322 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %321
  %323 = load i32, ptr addrspace(1) %322, align 4
  %324 = lshr i32 %323, 0
  %325 = and i32 %324, 255
  %326 = sitofp i32 %325 to float
  %327 = fmul float %56, %326
  %328 = lshr i32 %312, 0
  %329 = and i32 %328, 1
  %330 = icmp ne i32 %329, 0
  %331 = fneg float %327
  %332 = select i1 %330, float %331, float %327
  %333 = add i64 %31, 16
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 %334
  store float %332, ptr addrspace(1) %335, align 4
  %336 = lshr i32 %323, 8
  %337 = and i32 %336, 255
  %338 = sitofp i32 %337 to float
  %339 = fmul float %56, %338
  %340 = lshr i32 %312, 1
  %341 = and i32 %340, 1
  %342 = icmp ne i32 %341, 0
  %343 = fneg float %339
  %344 = select i1 %342, float %343, float %339
  %345 = add i64 %31, 17
  %346 = mul i64 %345, 4
  %347 = getelementptr i8, ptr addrspace(1) %0, i64 %346
  store float %344, ptr addrspace(1) %347, align 4
  %348 = lshr i32 %323, 16
  %349 = and i32 %348, 255
  %350 = sitofp i32 %349 to float
  %351 = fmul float %56, %350
  %352 = lshr i32 %312, 2
  %353 = and i32 %352, 1
  %354 = icmp ne i32 %353, 0
  %355 = fneg float %351
  %356 = select i1 %354, float %355, float %351
  %357 = add i64 %31, 18
  %358 = mul i64 %357, 4
  %359 = getelementptr i8, ptr addrspace(1) %0, i64 %358
  store float %356, ptr addrspace(1) %359, align 4
  %360 = lshr i32 %323, 24
  %361 = and i32 %360, 255
  %362 = sitofp i32 %361 to float
  %363 = fmul float %56, %362
  %364 = lshr i32 %312, 3
  %365 = and i32 %364, 1
  %366 = icmp ne i32 %365, 0
  %367 = fneg float %363
  %368 = select i1 %366, float %367, float %363
  %369 = add i64 %31, 19
  %370 = mul i64 %369, 4
  %371 = getelementptr i8, ptr addrspace(1) %0, i64 %370
  store float %368, ptr addrspace(1) %371, align 4
  %372 = add i64 %62, 5
  %373 = getelementptr i8, ptr addrspace(1) %35, i64 %372
  %374 = load i8, ptr addrspace(1) %373, align 1
  %375 = zext i8 %374 to i32
  %376 = shl i32 %60, 3
  %377 = and i32 %376, 256
  %378 = or i32 %375, %377
  %379 = sext i32 %378 to i64
  %380 = mul i64 %379, 4
  %381 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %380
  %382 = load i32, ptr addrspace(1) %381, align 4
  %383 = lshr i32 %382, 0
  %384 = and i32 %383, 255
  %385 = sitofp i32 %384 to float
  %386 = fmul float %56, %385
  %387 = lshr i32 %312, 4
  %388 = and i32 %387, 1
  %389 = icmp ne i32 %388, 0
  %390 = fneg float %386
  %391 = select i1 %389, float %390, float %386
  %392 = add i64 %31, 20
  %393 = mul i64 %392, 4
  %394 = getelementptr i8, ptr addrspace(1) %0, i64 %393
  store float %391, ptr addrspace(1) %394, align 4
  %395 = lshr i32 %382, 8
  %396 = and i32 %395, 255
  %397 = sitofp i32 %396 to float
  %398 = fmul float %56, %397
  %399 = lshr i32 %312, 5
  %400 = and i32 %399, 1
  %401 = icmp ne i32 %400, 0
  %402 = fneg float %398
  %403 = select i1 %401, float %402, float %398
  %404 = add i64 %31, 21
  %405 = mul i64 %404, 4
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 %405
  store float %403, ptr addrspace(1) %406, align 4
  %407 = lshr i32 %382, 16
  %408 = and i32 %407, 255
  %409 = sitofp i32 %408 to float
  %410 = fmul float %56, %409
  %411 = lshr i32 %312, 6
  %412 = and i32 %411, 1
  %413 = icmp ne i32 %412, 0
  %414 = fneg float %410
  %415 = select i1 %413, float %414, float %410
  %416 = add i64 %31, 22
  %417 = mul i64 %416, 4
  %418 = getelementptr i8, ptr addrspace(1) %0, i64 %417
  store float %415, ptr addrspace(1) %418, align 4
  %419 = lshr i32 %382, 24
  %420 = and i32 %419, 255
  %421 = sitofp i32 %420 to float
  %422 = fmul float %56, %421
  %423 = lshr i32 %312, 7
  %424 = and i32 %423, 1
  %425 = icmp ne i32 %424, 0
  %426 = fneg float %422
  %427 = select i1 %425, float %426, float %422
  %428 = add i64 %31, 23
  %429 = mul i64 %428, 4
  %430 = getelementptr i8, ptr addrspace(1) %0, i64 %429
  store float %427, ptr addrspace(1) %430, align 4
  %431 = add i64 %64, 3
  %432 = getelementptr i8, ptr addrspace(1) %35, i64 %431
  %433 = load i8, ptr addrspace(1) %432, align 1
  %434 = zext i8 %433 to i32
  %435 = add i64 %62, 6
  %436 = getelementptr i8, ptr addrspace(1) %35, i64 %435
  %437 = load i8, ptr addrspace(1) %436, align 1
  %438 = zext i8 %437 to i32
  %439 = shl i32 %60, 2
  %440 = and i32 %439, 256
  %441 = or i32 %438, %440
  %442 = sext i32 %441 to i64
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %443
  %445 = load i32, ptr addrspace(1) %444, align 4
  %446 = lshr i32 %445, 0
  %447 = and i32 %446, 255
  %448 = sitofp i32 %447 to float
  %449 = fmul float %56, %448
  %450 = lshr i32 %434, 0
  %451 = and i32 %450, 1
  %452 = icmp ne i32 %451, 0
  %453 = fneg float %449
  %454 = select i1 %452, float %453, float %449
  %455 = add i64 %31, 24
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %0, i64 %456
  store float %454, ptr addrspace(1) %457, align 4
  %458 = lshr i32 %445, 8
  %459 = and i32 %458, 255
  %460 = sitofp i32 %459 to float
  %461 = fmul float %56, %460
  %462 = lshr i32 %434, 1
  %463 = and i32 %462, 1
  %464 = icmp ne i32 %463, 0
  %465 = fneg float %461
  %466 = select i1 %464, float %465, float %461
  %467 = add i64 %31, 25
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %0, i64 %468
  store float %466, ptr addrspace(1) %469, align 4
  %470 = lshr i32 %445, 16
  %471 = and i32 %470, 255
  %472 = sitofp i32 %471 to float
  %473 = fmul float %56, %472
  %474 = lshr i32 %434, 2
  %475 = and i32 %474, 1
  %476 = icmp ne i32 %475, 0
  %477 = fneg float %473
  %478 = select i1 %476, float %477, float %473
  %479 = add i64 %31, 26
  %480 = mul i64 %479, 4
  %481 = getelementptr i8, ptr addrspace(1) %0, i64 %480
  store float %478, ptr addrspace(1) %481, align 4
  %482 = lshr i32 %445, 24
  %483 = and i32 %482, 255
  %484 = sitofp i32 %483 to float
  %485 = fmul float %56, %484
  %486 = lshr i32 %434, 3
  %487 = and i32 %486, 1
  %488 = icmp ne i32 %487, 0
  %489 = fneg float %485
  %490 = select i1 %488, float %489, float %485
  %491 = add i64 %31, 27
  %492 = mul i64 %491, 4
  %493 = getelementptr i8, ptr addrspace(1) %0, i64 %492
  store float %490, ptr addrspace(1) %493, align 4
  %494 = add i64 %62, 7
  %495 = getelementptr i8, ptr addrspace(1) %35, i64 %494
  %496 = load i8, ptr addrspace(1) %495, align 1
  %497 = zext i8 %496 to i32
  %498 = shl i32 %60, 1
  %499 = and i32 %498, 256
  %500 = or i32 %497, %499
  %501 = sext i32 %500 to i64
  %502 = mul i64 %501, 4
  %503 = getelementptr i8, ptr addrspace(1) @strata_iq3s_grid, i64 %502
  %504 = load i32, ptr addrspace(1) %503, align 4
  %505 = lshr i32 %504, 0
  %506 = and i32 %505, 255
  %507 = sitofp i32 %506 to float
  %508 = fmul float %56, %507
  %509 = lshr i32 %434, 4
  %510 = and i32 %509, 1
  %511 = icmp ne i32 %510, 0
  %512 = fneg float %508
  %513 = select i1 %511, float %512, float %508
  %514 = add i64 %31, 28
  %515 = mul i64 %514, 4
  %516 = getelementptr i8, ptr addrspace(1) %0, i64 %515
  store float %513, ptr addrspace(1) %516, align 4
  %517 = lshr i32 %504, 8
  %518 = and i32 %517, 255
  %519 = sitofp i32 %518 to float
  %520 = fmul float %56, %519
  %521 = lshr i32 %434, 5
  %522 = and i32 %521, 1
  %523 = icmp ne i32 %522, 0
  %524 = fneg float %520
  %525 = select i1 %523, float %524, float %520
  %526 = add i64 %31, 29
  %527 = mul i64 %526, 4
  %528 = getelementptr i8, ptr addrspace(1) %0, i64 %527
  store float %525, ptr addrspace(1) %528, align 4
  %529 = lshr i32 %504, 16
  %530 = and i32 %529, 255
  %531 = sitofp i32 %530 to float
  %532 = fmul float %56, %531
  %533 = lshr i32 %434, 6
  %534 = and i32 %533, 1
  %535 = icmp ne i32 %534, 0
  %536 = fneg float %532
  %537 = select i1 %535, float %536, float %532
  %538 = add i64 %31, 30
  %539 = mul i64 %538, 4
  %540 = getelementptr i8, ptr addrspace(1) %0, i64 %539
  store float %537, ptr addrspace(1) %540, align 4
  %541 = lshr i32 %504, 24
  %542 = and i32 %541, 255
  %543 = sitofp i32 %542 to float
  %544 = fmul float %56, %543
  %545 = lshr i32 %434, 7
  %546 = and i32 %545, 1
  %547 = icmp ne i32 %546, 0
  %548 = fneg float %544
  %549 = select i1 %547, float %548, float %544
  %550 = add i64 %31, 31
  %551 = mul i64 %550, 4
  %552 = getelementptr i8, ptr addrspace(1) %0, i64 %551
  store float %549, ptr addrspace(1) %552, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %553 = xor i1 %18, true
  br i1 %553, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %554 = add i64 %31, 0
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %0, i64 %555
  store float 0.000000e+00, ptr addrspace(1) %556, align 4
  %557 = add i64 %31, 1
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 %558
  store float 0.000000e+00, ptr addrspace(1) %559, align 4
  %560 = add i64 %31, 2
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %0, i64 %561
  store float 0.000000e+00, ptr addrspace(1) %562, align 4
  %563 = add i64 %31, 3
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %0, i64 %564
  store float 0.000000e+00, ptr addrspace(1) %565, align 4
  %566 = add i64 %31, 4
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 %567
  store float 0.000000e+00, ptr addrspace(1) %568, align 4
  %569 = add i64 %31, 5
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 %570
  store float 0.000000e+00, ptr addrspace(1) %571, align 4
  %572 = add i64 %31, 6
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 %573
  store float 0.000000e+00, ptr addrspace(1) %574, align 4
  %575 = add i64 %31, 7
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  store float 0.000000e+00, ptr addrspace(1) %577, align 4
  %578 = add i64 %31, 8
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %0, i64 %579
  store float 0.000000e+00, ptr addrspace(1) %580, align 4
  %581 = add i64 %31, 9
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(1) %0, i64 %582
  store float 0.000000e+00, ptr addrspace(1) %583, align 4
  %584 = add i64 %31, 10
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 %585
  store float 0.000000e+00, ptr addrspace(1) %586, align 4
  %587 = add i64 %31, 11
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(1) %0, i64 %588
  store float 0.000000e+00, ptr addrspace(1) %589, align 4
  %590 = add i64 %31, 12
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(1) %0, i64 %591
  store float 0.000000e+00, ptr addrspace(1) %592, align 4
  %593 = add i64 %31, 13
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %0, i64 %594
  store float 0.000000e+00, ptr addrspace(1) %595, align 4
  %596 = add i64 %31, 14
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 %597
  store float 0.000000e+00, ptr addrspace(1) %598, align 4
  %599 = add i64 %31, 15
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float 0.000000e+00, ptr addrspace(1) %601, align 4
  %602 = add i64 %31, 16
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float 0.000000e+00, ptr addrspace(1) %604, align 4
  %605 = add i64 %31, 17
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float 0.000000e+00, ptr addrspace(1) %607, align 4
  %608 = add i64 %31, 18
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr addrspace(1) %0, i64 %609
  store float 0.000000e+00, ptr addrspace(1) %610, align 4
  %611 = add i64 %31, 19
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %0, i64 %612
  store float 0.000000e+00, ptr addrspace(1) %613, align 4
  %614 = add i64 %31, 20
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr addrspace(1) %0, i64 %615
  store float 0.000000e+00, ptr addrspace(1) %616, align 4
  %617 = add i64 %31, 21
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(1) %0, i64 %618
  store float 0.000000e+00, ptr addrspace(1) %619, align 4
  %620 = add i64 %31, 22
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr addrspace(1) %0, i64 %621
  store float 0.000000e+00, ptr addrspace(1) %622, align 4
  %623 = add i64 %31, 23
  %624 = mul i64 %623, 4
  %625 = getelementptr i8, ptr addrspace(1) %0, i64 %624
  store float 0.000000e+00, ptr addrspace(1) %625, align 4
  %626 = add i64 %31, 24
  %627 = mul i64 %626, 4
  %628 = getelementptr i8, ptr addrspace(1) %0, i64 %627
  store float 0.000000e+00, ptr addrspace(1) %628, align 4
  %629 = add i64 %31, 25
  %630 = mul i64 %629, 4
  %631 = getelementptr i8, ptr addrspace(1) %0, i64 %630
  store float 0.000000e+00, ptr addrspace(1) %631, align 4
  %632 = add i64 %31, 26
  %633 = mul i64 %632, 4
  %634 = getelementptr i8, ptr addrspace(1) %0, i64 %633
  store float 0.000000e+00, ptr addrspace(1) %634, align 4
  %635 = add i64 %31, 27
  %636 = mul i64 %635, 4
  %637 = getelementptr i8, ptr addrspace(1) %0, i64 %636
  store float 0.000000e+00, ptr addrspace(1) %637, align 4
  %638 = add i64 %31, 28
  %639 = mul i64 %638, 4
  %640 = getelementptr i8, ptr addrspace(1) %0, i64 %639
  store float 0.000000e+00, ptr addrspace(1) %640, align 4
  %641 = add i64 %31, 29
  %642 = mul i64 %641, 4
  %643 = getelementptr i8, ptr addrspace(1) %0, i64 %642
  store float 0.000000e+00, ptr addrspace(1) %643, align 4
  %644 = add i64 %31, 30
  %645 = mul i64 %644, 4
  %646 = getelementptr i8, ptr addrspace(1) %0, i64 %645
  store float 0.000000e+00, ptr addrspace(1) %646, align 4
  %647 = add i64 %31, 31
  %648 = mul i64 %647, 4
  %649 = getelementptr i8, ptr addrspace(1) %0, i64 %648
  store float 0.000000e+00, ptr addrspace(1) %649, align 4
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

!0 = !{ptr @strata_embed_iq3_s, !"kernel", i32 1}
!1 = !{ptr @strata_embed_iq3_s, !"maxntidx", i32 128}
