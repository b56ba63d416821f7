; ModuleID = 'strata_embed_iq3_xxs'
source_filename = "strata_embed_iq3_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3xxs_grid = internal addrspace(1) constant [256 x i32] [i32 67372036, i32 67372052, i32 67372068, i32 67374092, i32 67374108, i32 67374142, i32 67376132, i32 67376148, i32 67378188, i32 67380244, i32 67386908, i32 67386924, i32 67896332, i32 67896348, i32 67898372, i32 67898388, i32 67900428, i32 67900460, i32 67902468, i32 67902484, i32 67904524, i32 67906596, i32 67911172, i32 68420612, i32 68420628, i32 68420644, i32 68422668, i32 68424708, i32 68424724, i32 68426764, i32 68426780, i32 68426814, i32 68430860, i32 68430910, i32 68435500, i32 68944908, i32 68944958, i32 68946948, i32 68946964, i32 68949036, i32 68959748, i32 69471260, i32 69475390, i32 69477412, i32 69479486, i32 69484060, i32 69484076, i32 69993484, i32 69993534, i32 69999636, i32 70003732, i32 70523948, i32 70530084, i32 71175172, i32 71175204, i32 71175220, i32 71181340, i32 71185420, i32 201589772, i32 201589788, i32 201591812, i32 201591828, i32 201593868, i32 201593884, i32 201595908, i32 201595924, i32 201595940, i32 201598014, i32 201600004, i32 202114052, i32 202114068, i32 202116108, i32 202118148, i32 202118164, i32 202638348, i32 202638364, i32 202640388, i32 202640404, i32 202642444, i32 202644484, i32 202653204, i32 203162628, i32 203162644, i32 203166724, i32 203168780, i32 203170868, i32 203174964, i32 203686924, i32 203686956, i32 203697156, i32 204215300, i32 204215332, i32 204219444, i32 204226060, i32 204735532, i32 205394964, i32 205399044, i32 335807492, i32 335807508, i32 335809548, i32 335809564, i32 335811588, i32 335811604, i32 335811636, i32 335813644, i32 335815700, i32 336331788, i32 336331804, i32 336331820, i32 336333828, i32 336333844, i32 336335884, i32 336337924, i32 336344092, i32 336344126, i32 336346628, i32 336856068, i32 336856084, i32 336858124, i32 336858174, i32 336860164, i32 336860180, i32 336862270, i32 336864260, i32 336866348, i32 337380364, i32 337382404, i32 337382436, i32 337395204, i32 337395236, i32 337910828, i32 337914908, i32 338428956, i32 338433086, i32 338437132, i32 338443812, i32 339608588, i32 339608604, i32 339610676, i32 339616812, i32 470025228, i32 470027268, i32 470027284, i32 470029324, i32 470029340, i32 470035460, i32 470037548, i32 470040084, i32 470549508, i32 470549524, i32 470553604, i32 470555660, i32 470557732, i32 470557748, i32 471073804, i32 471073820, i32 471075844, i32 471077932, i32 471084052, i32 471088660, i32 471600140, i32 471604252, i32 472128516, i32 472130622, i32 472137236, i32 472646660, i32 472646708, i32 472650772, i32 472656940, i32 473173028, i32 473177140, i32 473183260, i32 473832476, i32 473838596, i32 604242980, i32 604245054, i32 604249132, i32 604249150, i32 604253212, i32 604253246, i32 604782116, i32 605295620, i32 605297726, i32 605299716, i32 605303812, i32 605303860, i32 605815870, i32 605824044, i32 606340132, i32 606350348, i32 606352420, i32 606868524, i32 606872604, i32 606879236, i32 608044076, i32 608046084, i32 608046100, i32 608050180, i32 738462740, i32 738468876, i32 738475524, i32 738984964, i32 738985012, i32 738989108, i32 738995244, i32 739511332, i32 739515412, i32 739524116, i32 740033556, i32 740043804, i32 740559876, i32 740561948, i32 740561982, i32 740572692, i32 741082132, i32 741088268, i32 741616644, i32 742265892, i32 742269972, i32 872682532, i32 872686628, i32 872686644, i32 872690724, i32 873206796, i32 873214988, i32 873729086, i32 873739300, i32 874257412, i32 874257460, i32 874783780, i32 875299884, i32 875310100, i32 875830300, i32 876479516, i32 876483596, i32 1040450588, i32 1040450604, i32 1040450622, i32 1040452612, i32 1040456724, i32 1040460820, i32 1040978996, i32 1040983044, i32 1041501204, i32 1041507372, i32 1041509396, i32 1042023428, i32 1042025516, i32 1042029596, i32 1042035716, i32 1042551820, i32 1042555916, i32 1043072004, i32 1043072020, i32 1043076132, i32 1043602436], align 16
@strata_ksigns_iq2xs = internal addrspace(1) constant [128 x i32] [i32 0, i32 129, i32 130, i32 3, i32 132, i32 5, i32 6, i32 135, i32 136, i32 9, i32 10, i32 139, i32 12, i32 141, i32 142, i32 15, i32 144, i32 17, i32 18, i32 147, i32 20, i32 149, i32 150, i32 23, i32 24, i32 153, i32 154, i32 27, i32 156, i32 29, i32 30, i32 159, i32 160, i32 33, i32 34, i32 163, i32 36, i32 165, i32 166, i32 39, i32 40, i32 169, i32 170, i32 43, i32 172, i32 45, i32 46, i32 175, i32 48, i32 177, i32 178, i32 51, i32 180, i32 53, i32 54, i32 183, i32 184, i32 57, i32 58, i32 187, i32 60, i32 189, i32 190, i32 63, i32 192, i32 65, i32 66, i32 195, i32 68, i32 197, i32 198, i32 71, i32 72, i32 201, i32 202, i32 75, i32 204, i32 77, i32 78, i32 207, i32 80, i32 209, i32 210, i32 83, i32 212, i32 85, i32 86, i32 215, i32 216, i32 89, i32 90, i32 219, i32 92, i32 221, i32 222, i32 95, i32 96, i32 225, i32 226, i32 99, i32 228, i32 101, i32 102, i32 231, i32 232, i32 105, i32 106, i32 235, i32 108, i32 237, i32 238, i32 111, i32 240, i32 113, i32 114, i32 243, i32 116, i32 245, i32 246, i32 119, i32 120, i32 249, i32 250, i32 123, i32 252, i32 125, i32 126, i32 255], align 16

define void @strata_embed_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
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
  %22 = mul i64 %21, 98
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
  %34 = mul i64 %33, 98
  %35 = getelementptr i8, ptr addrspace(1) %25, i64 %34
  %36 = urem i64 %32, 8
  %37 = trunc i64 %36 to i32
  %38 = getelementptr i8, ptr addrspace(1) %35, i64 0
  %39 = load i16, ptr addrspace(1) %38, align 2
  %40 = bitcast i16 %39 to half
  %41 = fpext half %40 to float
  %42 = sext i32 %37 to i64
  %43 = mul i64 %42, 4
  %44 = add i64 66, %43
  %45 = getelementptr i8, ptr addrspace(1) %35, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 2
  %47 = lshr i32 %46, 28
  %48 = uitofp i32 %47 to float
  %49 = fadd float 5.000000e-01, %48
  %50 = fmul float %41, %49
  %51 = fmul float %50, 5.000000e-01
  %52 = mul i64 %42, 8
  %53 = add i64 2, %52
  %54 = lshr i32 %46, 0
  %55 = and i32 %54, 127
  %56 = sext i32 %55 to i64
  %57 = mul i64 %56, 4
  %58 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4
  %60 = add i64 %53, 0
  %61 = getelementptr i8, ptr addrspace(1) %35, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1
  %63 = zext i8 %62 to i32
  %64 = sext i32 %63 to i64
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %65
  %67 = load i32, ptr addrspace(1) %66, align 4
  %68 = lshr i32 %67, 0
  %69 = and i32 %68, 255
  %70 = sitofp i32 %69 to float
  %71 = fmul float %51, %70
  %72 = lshr i32 %59, 0
  %73 = and i32 %72, 1
  %74 = icmp ne i32 %73, 0
  %75 = fneg float %71
  %76 = select i1 %74, float %75, float %71
  %77 = add i64 %31, 0
  %78 = mul i64 %77, 4
  %79 = getelementptr i8, ptr addrspace(1) %0, i64 %78
  store float %76, ptr addrspace(1) %79, align 4
  %80 = lshr i32 %67, 8
  %81 = and i32 %80, 255
  %82 = sitofp i32 %81 to float
  %83 = fmul float %51, %82
  %84 = lshr i32 %59, 1
  %85 = and i32 %84, 1
  %86 = icmp ne i32 %85, 0
  %87 = fneg float %83
  %88 = select i1 %86, float %87, float %83
  %89 = add i64 %31, 1
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr addrspace(1) %0, i64 %90
  store float %88, ptr addrspace(1) %91, align 4
  %92 = lshr i32 %67, 16
  %93 = and i32 %92, 255
  %94 = sitofp i32 %93 to float
  %95 = fmul float %51, %94
  %96 = lshr i32 %59, 2
  %97 = and i32 %96, 1
  %98 = icmp ne i32 %97, 0
  %99 = fneg float %95
  %100 = select i1 %98, float %99, float %95
  %101 = add i64 %31, 2
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr addrspace(1) %0, i64 %102
  store float %100, ptr addrspace(1) %103, align 4
  %104 = lshr i32 %67, 24
  %105 = and i32 %104, 255
  %106 = sitofp i32 %105 to float
  %107 = fmul float %51, %106
  %108 = lshr i32 %59, 3
  %109 = and i32 %108, 1
  %110 = icmp ne i32 %109, 0
  %111 = fneg float %107
  %112 = select i1 %110, float %111, float %107
  %113 = add i64 %31, 3
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr addrspace(1) %0, i64 %114
  store float %112, ptr addrspace(1) %115, align 4
  %116 = add i64 %53, 1
  %117 = getelementptr i8, ptr addrspace(1) %35, i64 %116
  %118 = load i8, ptr addrspace(1) %117, align 1
  %119 = zext i8 %118 to i32
  %120 = sext i32 %119 to i64
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %121
  %123 = load i32, ptr addrspace(1) %122, align 4
  %124 = lshr i32 %123, 0
  %125 = and i32 %124, 255
  %126 = sitofp i32 %125 to float
  %127 = fmul float %51, %126
  %128 = lshr i32 %59, 4
  %129 = and i32 %128, 1
  %130 = icmp ne i32 %129, 0
  %131 = fneg float %127
  %132 = select i1 %130, float %131, float %127
  %133 = add i64 %31, 4
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr addrspace(1) %0, i64 %134
  store float %132, ptr addrspace(1) %135, align 4
  %136 = lshr i32 %123, 8
  %137 = and i32 %136, 255
  %138 = sitofp i32 %137 to float
  %139 = fmul float %51, %138
  %140 = lshr i32 %59, 5
  %141 = and i32 %140, 1
  %142 = icmp ne i32 %141, 0
  %143 = fneg float %139
  %144 = select i1 %142, float %143, float %139
  %145 = add i64 %31, 5
  %146 = mul i64 %145, 4
  %147 = getelementptr i8, ptr addrspace(1) %0, i64 %146
  store float %144, ptr addrspace(1) %147, align 4
  %148 = lshr i32 %123, 16
  %149 = and i32 %148, 255
  %150 = sitofp i32 %149 to float
  %151 = fmul float %51, %150
  %152 = lshr i32 %59, 6
  %153 = and i32 %152, 1
  %154 = icmp ne i32 %153, 0
  %155 = fneg float %151
  %156 = select i1 %154, float %155, float %151
  %157 = add i64 %31, 6
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr addrspace(1) %0, i64 %158
  store float %156, ptr addrspace(1) %159, align 4
  %160 = lshr i32 %123, 24
  %161 = and i32 %160, 255
  %162 = sitofp i32 %161 to float
  %163 = fmul float %51, %162
  %164 = lshr i32 %59, 7
  %165 = and i32 %164, 1
  %166 = icmp ne i32 %165, 0
  %167 = fneg float %163
  %168 = select i1 %166, float %167, float %163
  %169 = add i64 %31, 7
  %170 = mul i64 %169, 4
  %171 = getelementptr i8, ptr addrspace(1) %0, i64 %170
  store float %168, ptr addrspace(1) %171, align 4
  %172 = lshr i32 %46, 7
  %173 = and i32 %172, 127
  %174 = sext i32 %173 to i64
  %175 = mul i64 %174, 4
  %176 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %175
  %177 = load i32, ptr addrspace(1) %176, align 4
  %178 = add i64 %53, 2
  %179 = getelementptr i8, ptr addrspace(1) %35, i64 %178
  %180 = load i8, ptr addrspace(1) %179, align 1
  %181 = zext i8 %180 to i32
  %182 = sext i32 %181 to i64
  %183 = mul i64 %182, 4
  %184 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %183
  %185 = load i32, ptr addrspace(1) %184, align 4
  %186 = lshr i32 %185, 0
  %187 = and i32 %186, 255
  %188 = sitofp i32 %187 to float
  %189 = fmul float %51, %188
  %190 = lshr i32 %177, 0
  %191 = and i32 %190, 1
  %192 = icmp ne i32 %191, 0
  %193 = fneg float %189
  %194 = select i1 %192, float %193, float %189
  %195 = add i64 %31, 8
  %196 = mul i64 %195, 4
  %197 = getelementptr i8, ptr addrspace(1) %0, i64 %196
  store float %194, ptr addrspace(1) %197, align 4
  %198 = lshr i32 %185, 8
  %199 = and i32 %198, 255
  %200 = sitofp i32 %199 to float
  %201 = fmul float %51, %200
  %202 = lshr i32 %177, 1
  %203 = and i32 %202, 1
  %204 = icmp ne i32 %203, 0
  %205 = fneg float %201
  %206 = select i1 %204, float %205, float %201
  %207 = add i64 %31, 9
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4
  %210 = lshr i32 %185, 16
  %211 = and i32 %210, 255
  %212 = sitofp i32 %211 to float
  %213 = fmul float %51, %212
  %214 = lshr i32 %177, 2
  %215 = and i32 %214, 1
  %216 = icmp ne i32 %215, 0
  %217 = fneg float %213
  %218 = select i1 %216, float %217, float %213
  %219 = add i64 %31, 10
  %220 = mul i64 %219, 4
  %221 = getelementptr i8, ptr addrspace(1) %0, i64 %220
  store float %218, ptr addrspace(1) %221, align 4
  %222 = lshr i32 %185, 24
  %223 = and i32 %222, 255
  %224 = sitofp i32 %223 to float
  %225 = fmul float %51, %224
  %226 = lshr i32 %177, 3
  %227 = and i32 %226, 1
  %228 = icmp ne i32 %227, 0
  %229 = fneg float %225
  %230 = select i1 %228, float %229, float %225
  %231 = add i64 %31, 11
  %232 = mul i64 %231, 4
  %233 = getelementptr i8, ptr addrspace(1) %0, i64 %232
  store float %230, ptr addrspace(1) %233, align 4
  %234 = add i64 %53, 3
  %235 = getelementptr i8, ptr addrspace(1) %35, i64 %234
  %236 = load i8, ptr addrspace(1) %235, align 1
  %237 = zext i8 %236 to i32
  %238 = sext i32 %237 to i64
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = lshr i32 %241, 0
  %243 = and i32 %242, 255
  %244 = sitofp i32 %243 to float
  %245 = fmul float %51, %244
  %246 = lshr i32 %177, 4
  %247 = and i32 %246, 1
  %248 = icmp ne i32 %247, 0
  %249 = fneg float %245
  %250 = select i1 %248, float %249, float %245
  %251 = add i64 %31, 12
  %252 = mul i64 %251, 4
  %253 = getelementptr i8, ptr addrspace(1) %0, i64 %252
  store float %250, ptr addrspace(1) %253, align 4
  %254 = lshr i32 %241, 8
  %255 = and i32 %254, 255
  %256 = sitofp i32 %255 to float
  %257 = fmul float %51, %256
  %258 = lshr i32 %177, 5
  %259 = and i32 %258, 1
  %260 = icmp ne i32 %259, 0
  %261 = fneg float %257
  %262 = select i1 %260, float %261, float %257
  %263 = add i64 %31, 13
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %0, i64 %264
  store float %262, ptr addrspace(1) %265, align 4
  %266 = lshr i32 %241, 16
  %267 = and i32 %266, 255
  %268 = sitofp i32 %267 to float
  %269 = fmul float %51, %268
  %270 = lshr i32 %177, 6
  %271 = and i32 %270, 1
  %272 = icmp ne i32 %271, 0
  %273 = fneg float %269
  %274 = select i1 %272, float %273, float %269
  %275 = add i64 %31, 14
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  store float %274, ptr addrspace(1) %277, align 4
  %278 = lshr i32 %241, 24
  %279 = and i32 %278, 255
  %280 = sitofp i32 %279 to float
  %281 = fmul float %51, %280
  %282 = lshr i32 %177, 7
  %283 = and i32 %282, 1
  %284 = icmp ne i32 %283, 0
  %285 = fneg float %281
  %286 = select i1 %284, float %285, float %281
  %287 = add i64 %31, 15
  %288 = mul i64 %287, 4
  %289 = getelementptr i8, ptr addrspace(1) %0, i64 %288
  store float %286, ptr addrspace(1) %289, align 4
  %290 = lshr i32 %46, 14
  %291 = and i32 %290, 127
  %292 = sext i32 %291 to i64
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %293
  %295 = load i32, ptr addrspace(1) %294, align 4
  %296 = add i64 %53, 4
  %297 = getelementptr i8, ptr addrspace(1) %35, i64 %296
  %298 = load i8, ptr addrspace(1) %297, align 1
  %299 = zext i8 %298 to i32
  %300 = sext i32 %299 to i64
  %301 = mul i64 %300, 4
  %302 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %301
  %303 = load i32, ptr addrspace(1) %302, align 4
  %304 = lshr i32 %303, 0
  %305 = and i32 %304, 255
  %306 = sitofp i32 %305 to float
  %307 = fmul float %51, %306
  %308 = lshr i32 %295, 0
  %309 = and i32 %308, 1
  %310 = icmp ne i32 %309, 0
  %311 = fneg float %307
  %312 = select i1 %310, float %311, float %307
  %313 = add i64 %31, 16
  %314 = mul i64 %313, 4
  %315 = getelementptr i8, ptr addrspace(1) %0, i64 %314
  store float %312, ptr addrspace(1) %315, align 4
  %316 = lshr i32 %303, 8
  %317 = and i32 %316, 255
  %318 = sitofp i32 %317 to float
  %319 = fmul float %51, %318
  %320 = lshr i32 %295, 1
  %321 = and i32 %320, 1
  %322 = icmp ne i32 %321, 0
  %323 = fneg float %319
  %324 = select i1 %322, float %323, float %319
  %325 = add i64 %31, 17
  %326 = mul i64 %325, 4
  %327 = getelementptr i8, ptr addrspace(1) %0, i64 %326
  store float %324, ptr addrspace(1) %327, align 4
  %328 = lshr i32 %303, 16
  %329 = and i32 %328, 255
  %330 = sitofp i32 %329 to float
  %331 = fmul float %51, %330
  %332 = lshr i32 %295, 2
  %333 = and i32 %332, 1
  %334 = icmp ne i32 %333, 0
  %335 = fneg float %331
  %336 = select i1 %334, float %335, float %331
  %337 = add i64 %31, 18
  %338 = mul i64 %337, 4
  %339 = getelementptr i8, ptr addrspace(1) %0, i64 %338
  store float %336, ptr addrspace(1) %339, align 4
  %340 = lshr i32 %303, 24
  %341 = and i32 %340, 255
  %342 = sitofp i32 %341 to float
  %343 = fmul float %51, %342
  %344 = lshr i32 %295, 3
  %345 = and i32 %344, 1
  %346 = icmp ne i32 %345, 0
  %347 = fneg float %343
  %348 = select i1 %346, float %347, float %343
  %349 = add i64 %31, 19
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(1) %0, i64 %350
  store float %348, ptr addrspace(1) %351, align 4
  %352 = add i64 %53, 5
  %353 = getelementptr i8, ptr addrspace(1) %35, i64 %352
  %354 = load i8, ptr addrspace(1) %353, align 1
  %355 = zext i8 %354 to i32
  %356 = sext i32 %355 to i64
  %357 = mul i64 %356, 4
  %358 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %357
  %359 = load i32, ptr addrspace(1) %358, align 4
  %360 = lshr i32 %359, 0
  %361 = and i32 %360, 255
  %362 = sitofp i32 %361 to float
  %363 = fmul float %51, %362
  %364 = lshr i32 %295, 4
  %365 = and i32 %364, 1
  %366 = icmp ne i32 %365, 0
  %367 = fneg float %363
  %368 = select i1 %366, float %367, float %363
  %369 = add i64 %31, 20
  %370 = mul i64 %369, 4
  %371 = getelementptr i8, ptr addrspace(1) %0, i64 %370
  store float %368, ptr addrspace(1) %371, align 4
  %372 = lshr i32 %359, 8
  %373 = and i32 %372, 255
  %374 = sitofp i32 %373 to float
  %375 = fmul float %51, %374
  %376 = lshr i32 %295, 5
  %377 = and i32 %376, 1
  %378 = icmp ne i32 %377, 0
  %379 = fneg float %375
  %380 = select i1 %378, float %379, float %375
  %381 = add i64 %31, 21
  %382 = mul i64 %381, 4
  %383 = getelementptr i8, ptr addrspace(1) %0, i64 %382
  store float %380, ptr addrspace(1) %383, align 4
  %384 = lshr i32 %359, 16
  %385 = and i32 %384, 255
  %386 = sitofp i32 %385 to float
  %387 = fmul float %51, %386
  %388 = lshr i32 %295, 6
  %389 = and i32 %388, 1
  %390 = icmp ne i32 %389, 0
  %391 = fneg float %387
  %392 = select i1 %390, float %391, float %387
  %393 = add i64 %31, 22
  %394 = mul i64 %393, 4
  %395 = getelementptr i8, ptr addrspace(1) %0, i64 %394
  store float %392, ptr addrspace(1) %395, align 4
  %396 = lshr i32 %359, 24
  %397 = and i32 %396, 255
  %398 = sitofp i32 %397 to float
  %399 = fmul float %51, %398
  %400 = lshr i32 %295, 7
  %401 = and i32 %400, 1
  %402 = icmp ne i32 %401, 0
  %403 = fneg float %399
  %404 = select i1 %402, float %403, float %399
  %405 = add i64 %31, 23
  %406 = mul i64 %405, 4
  %407 = getelementptr i8, ptr addrspace(1) %0, i64 %406
  store float %404, ptr addrspace(1) %407, align 4
  %408 = lshr i32 %46, 21
  %409 = and i32 %408, 127
  %410 = sext i32 %409 to i64
  %411 = mul i64 %410, 4
  %412 = getelementptr i8, ptr addrspace(1) @strata_ksigns_iq2xs, i64 %411
  %413 = load i32, ptr addrspace(1) %412, align 4
  %414 = add i64 %53, 6
  %415 = getelementptr i8, ptr addrspace(1) %35, i64 %414
  %416 = load i8, ptr addrspace(1) %415, align 1
  %417 = zext i8 %416 to i32
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %419
  %421 = load i32, ptr addrspace(1) %420, align 4
  %422 = lshr i32 %421, 0
  %423 = and i32 %422, 255
  %424 = sitofp i32 %423 to float
  %425 = fmul float %51, %424
  %426 = lshr i32 %413, 0
  %427 = and i32 %426, 1
  %428 = icmp ne i32 %427, 0
  %429 = fneg float %425
  %430 = select i1 %428, float %429, float %425
  %431 = add i64 %31, 24
  %432 = mul i64 %431, 4
  %433 = getelementptr i8, ptr addrspace(1) %0, i64 %432
  store float %430, ptr addrspace(1) %433, align 4
  %434 = lshr i32 %421, 8
  %435 = and i32 %434, 255
  %436 = sitofp i32 %435 to float
  %437 = fmul float %51, %436
  %438 = lshr i32 %413, 1
  %439 = and i32 %438, 1
  %440 = icmp ne i32 %439, 0
  %441 = fneg float %437
  %442 = select i1 %440, float %441, float %437
  %443 = add i64 %31, 25
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(1) %0, i64 %444
  store float %442, ptr addrspace(1) %445, align 4
  %446 = lshr i32 %421, 16
  %447 = and i32 %446, 255
  %448 = sitofp i32 %447 to float
  %449 = fmul float %51, %448
  %450 = lshr i32 %413, 2
  %451 = and i32 %450, 1
  %452 = icmp ne i32 %451, 0
  %453 = fneg float %449
  %454 = select i1 %452, float %453, float %449
  %455 = add i64 %31, 26
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %0, i64 %456
  store float %454, ptr addrspace(1) %457, align 4
  %458 = lshr i32 %421, 24
  %459 = and i32 %458, 255
  %460 = sitofp i32 %459 to float
  %461 = fmul float %51, %460
  %462 = lshr i32 %413, 3
  %463 = and i32 %462, 1
  %464 = icmp ne i32 %463, 0
  %465 = fneg float %461
  %466 = select i1 %464, float %465, float %461
  %467 = add i64 %31, 27
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %0, i64 %468
  store float %466, ptr addrspace(1) %469, align 4
  %470 = add i64 %53, 7
  %471 = getelementptr i8, ptr addrspace(1) %35, i64 %470
  %472 = load i8, ptr addrspace(1) %471, align 1
  %473 = zext i8 %472 to i32
  %474 = sext i32 %473 to i64
  %475 = mul i64 %474, 4
  %476 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid, i64 %475
  %477 = load i32, ptr addrspace(1) %476, align 4
  %478 = lshr i32 %477, 0
  %479 = and i32 %478, 255
  %480 = sitofp i32 %479 to float
  %481 = fmul float %51, %480
  %482 = lshr i32 %413, 4
  %483 = and i32 %482, 1
  %484 = icmp ne i32 %483, 0
  %485 = fneg float %481
  %486 = select i1 %484, float %485, float %481
  %487 = add i64 %31, 28
  %488 = mul i64 %487, 4
  %489 = getelementptr i8, ptr addrspace(1) %0, i64 %488
  store float %486, ptr addrspace(1) %489, align 4
  %490 = lshr i32 %477, 8
  %491 = and i32 %490, 255
  %492 = sitofp i32 %491 to float
  %493 = fmul float %51, %492
  %494 = lshr i32 %413, 5
  %495 = and i32 %494, 1
  %496 = icmp ne i32 %495, 0
  %497 = fneg float %493
  %498 = select i1 %496, float %497, float %493
  %499 = add i64 %31, 29
  %500 = mul i64 %499, 4
  %501 = getelementptr i8, ptr addrspace(1) %0, i64 %500
  store float %498, ptr addrspace(1) %501, align 4
  %502 = lshr i32 %477, 16
  %503 = and i32 %502, 255
  %504 = sitofp i32 %503 to float
  %505 = fmul float %51, %504
  %506 = lshr i32 %413, 6
  %507 = and i32 %506, 1
  %508 = icmp ne i32 %507, 0
  %509 = fneg float %505
  %510 = select i1 %508, float %509, float %505
  %511 = add i64 %31, 30
  %512 = mul i64 %511, 4
  %513 = getelementptr i8, ptr addrspace(1) %0, i64 %512
  store float %510, ptr addrspace(1) %513, align 4
  %514 = lshr i32 %477, 24
  %515 = and i32 %514, 255
  %516 = sitofp i32 %515 to float
  %517 = fmul float %51, %516
  %518 = lshr i32 %413, 7
  %519 = and i32 %518, 1
  %520 = icmp ne i32 %519, 0
  %521 = fneg float %517
  %522 = select i1 %520, float %521, float %517
  %523 = add i64 %31, 31
  %524 = mul i64 %523, 4
  %525 = getelementptr i8, ptr addrspace(1) %0, i64 %524
  store float %522, ptr addrspace(1) %525, align 4
  br label %endif2

endif2:                                           ; preds = %then1, %then
  %526 = xor i1 %18, true
  br i1 %526, label %then3, label %endif4

then3:                                            ; preds = %endif2
  %527 = add i64 %31, 0
  %528 = mul i64 %527, 4
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 %528
  store float 0.000000e+00, ptr addrspace(1) %529, align 4
  %530 = add i64 %31, 1
  %531 = mul i64 %530, 4
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 %531
  store float 0.000000e+00, ptr addrspace(1) %532, align 4
  %533 = add i64 %31, 2
  %534 = mul i64 %533, 4
  %535 = getelementptr i8, ptr addrspace(1) %0, i64 %534
  store float 0.000000e+00, ptr addrspace(1) %535, align 4
  %536 = add i64 %31, 3
  %537 = mul i64 %536, 4
  %538 = getelementptr i8, ptr addrspace(1) %0, i64 %537
  store float 0.000000e+00, ptr addrspace(1) %538, align 4
  %539 = add i64 %31, 4
  %540 = mul i64 %539, 4
  %541 = getelementptr i8, ptr addrspace(1) %0, i64 %540
  store float 0.000000e+00, ptr addrspace(1) %541, align 4
  %542 = add i64 %31, 5
  %543 = mul i64 %542, 4
  %544 = getelementptr i8, ptr addrspace(1) %0, i64 %543
  store float 0.000000e+00, ptr addrspace(1) %544, align 4
  %545 = add i64 %31, 6
  %546 = mul i64 %545, 4
  %547 = getelementptr i8, ptr addrspace(1) %0, i64 %546
  store float 0.000000e+00, ptr addrspace(1) %547, align 4
  %548 = add i64 %31, 7
  %549 = mul i64 %548, 4
  %550 = getelementptr i8, ptr addrspace(1) %0, i64 %549
  store float 0.000000e+00, ptr addrspace(1) %550, align 4
  %551 = add i64 %31, 8
  %552 = mul i64 %551, 4
  %553 = getelementptr i8, ptr addrspace(1) %0, i64 %552
  store float 0.000000e+00, ptr addrspace(1) %553, align 4
  %554 = add i64 %31, 9
  %555 = mul i64 %554, 4
  %556 = getelementptr i8, ptr addrspace(1) %0, i64 %555
  store float 0.000000e+00, ptr addrspace(1) %556, align 4
  %557 = add i64 %31, 10
  %558 = mul i64 %557, 4
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 %558
  store float 0.000000e+00, ptr addrspace(1) %559, align 4
  %560 = add i64 %31, 11
  %561 = mul i64 %560, 4
  %562 = getelementptr i8, ptr addrspace(1) %0, i64 %561
  store float 0.000000e+00, ptr addrspace(1) %562, align 4
  %563 = add i64 %31, 12
  %564 = mul i64 %563, 4
  %565 = getelementptr i8, ptr addrspace(1) %0, i64 %564
  store float 0.000000e+00, ptr addrspace(1) %565, align 4
  %566 = add i64 %31, 13
  %567 = mul i64 %566, 4
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 %567
  store float 0.000000e+00, ptr addrspace(1) %568, align 4
  %569 = add i64 %31, 14
  %570 = mul i64 %569, 4
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 %570
  store float 0.000000e+00, ptr addrspace(1) %571, align 4
  %572 = add i64 %31, 15
  %573 = mul i64 %572, 4
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 %573
  store float 0.000000e+00, ptr addrspace(1) %574, align 4
  %575 = add i64 %31, 16
  %576 = mul i64 %575, 4
  %577 = getelementptr i8, ptr addrspace(1) %0, i64 %576
  store float 0.000000e+00, ptr addrspace(1) %577, align 4
  %578 = add i64 %31, 17
  %579 = mul i64 %578, 4
  %580 = getelementptr i8, ptr addrspace(1) %0, i64 %579
  store float 0.000000e+00, ptr addrspace(1) %580, align 4
  %581 = add i64 %31, 18
  %582 = mul i64 %581, 4
  %583 = getelementptr i8, ptr addrspace(1) %0, i64 %582
  store float 0.000000e+00, ptr addrspace(1) %583, align 4
  %584 = add i64 %31, 19
  %585 = mul i64 %584, 4
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 %585
  store float 0.000000e+00, ptr addrspace(1) %586, align 4
  %587 = add i64 %31, 20
  %588 = mul i64 %587, 4
  %589 = getelementptr i8, ptr addrspace(1) %0, i64 %588
  store float 0.000000e+00, ptr addrspace(1) %589, align 4
  %590 = add i64 %31, 21
  %591 = mul i64 %590, 4
  %592 = getelementptr i8, ptr addrspace(1) %0, i64 %591
  store float 0.000000e+00, ptr addrspace(1) %592, align 4
  %593 = add i64 %31, 22
  %594 = mul i64 %593, 4
  %595 = getelementptr i8, ptr addrspace(1) %0, i64 %594
  store float 0.000000e+00, ptr addrspace(1) %595, align 4
  %596 = add i64 %31, 23
  %597 = mul i64 %596, 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 %597
  store float 0.000000e+00, ptr addrspace(1) %598, align 4
  %599 = add i64 %31, 24
  %600 = mul i64 %599, 4
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 %600
  store float 0.000000e+00, ptr addrspace(1) %601, align 4
  %602 = add i64 %31, 25
  %603 = mul i64 %602, 4
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 %603
  store float 0.000000e+00, ptr addrspace(1) %604, align 4
  %605 = add i64 %31, 26
  %606 = mul i64 %605, 4
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 %606
  store float 0.000000e+00, ptr addrspace(1) %607, align 4
  %608 = add i64 %31, 27
  %609 = mul i64 %608, 4
  %610 = getelementptr i8, ptr addrspace(1) %0, i64 %609
  store float 0.000000e+00, ptr addrspace(1) %610, align 4
  %611 = add i64 %31, 28
  %612 = mul i64 %611, 4
  %613 = getelementptr i8, ptr addrspace(1) %0, i64 %612
  store float 0.000000e+00, ptr addrspace(1) %613, align 4
  %614 = add i64 %31, 29
  %615 = mul i64 %614, 4
  %616 = getelementptr i8, ptr addrspace(1) %0, i64 %615
  store float 0.000000e+00, ptr addrspace(1) %616, align 4
  %617 = add i64 %31, 30
  %618 = mul i64 %617, 4
  %619 = getelementptr i8, ptr addrspace(1) %0, i64 %618
  store float 0.000000e+00, ptr addrspace(1) %619, align 4
  %620 = add i64 %31, 31
  %621 = mul i64 %620, 4
  %622 = getelementptr i8, ptr addrspace(1) %0, i64 %621
  store float 0.000000e+00, ptr addrspace(1) %622, align 4
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

!0 = !{ptr @strata_embed_iq3_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_embed_iq3_xxs, !"maxntidx", i32 128}
