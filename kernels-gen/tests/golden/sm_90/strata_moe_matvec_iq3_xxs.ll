; ModuleID = 'strata_moe_matvec_iq3_xxs'
source_filename = "strata_moe_matvec_iq3_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3xxs_grid_ob = internal addrspace(1) constant [256 x i32] [i32 -2071690108, i32 -2071690092, i32 -2071690076, i32 -2071688052, i32 -2071688036, i32 -2071688002, i32 -2071686012, i32 -2071685996, i32 -2071683956, i32 -2071681900, i32 -2071675236, i32 -2071675220, i32 -2071165812, i32 -2071165796, i32 -2071163772, i32 -2071163756, i32 -2071161716, i32 -2071161684, i32 -2071159676, i32 -2071159660, i32 -2071157620, i32 -2071155548, i32 -2071150972, i32 -2070641532, i32 -2070641516, i32 -2070641500, i32 -2070639476, i32 -2070637436, i32 -2070637420, i32 -2070635380, i32 -2070635364, i32 -2070635330, i32 -2070631284, i32 -2070631234, i32 -2070626644, i32 -2070117236, i32 -2070117186, i32 -2070115196, i32 -2070115180, i32 -2070113108, i32 -2070102396, i32 -2069590884, i32 -2069586754, i32 -2069584732, i32 -2069582658, i32 -2069578084, i32 -2069578068, i32 -2069068660, i32 -2069068610, i32 -2069062508, i32 -2069058412, i32 -2068538196, i32 -2068532060, i32 -2067886972, i32 -2067886940, i32 -2067886924, i32 -2067880804, i32 -2067876724, i32 -1937472372, i32 -1937472356, i32 -1937470332, i32 -1937470316, i32 -1937468276, i32 -1937468260, i32 -1937466236, i32 -1937466220, i32 -1937466204, i32 -1937464130, i32 -1937462140, i32 -1936948092, i32 -1936948076, i32 -1936946036, i32 -1936943996, i32 -1936943980, i32 -1936423796, i32 -1936423780, i32 -1936421756, i32 -1936421740, i32 -1936419700, i32 -1936417660, i32 -1936408940, i32 -1935899516, i32 -1935899500, i32 -1935895420, i32 -1935893364, i32 -1935891276, i32 -1935887180, i32 -1935375220, i32 -1935375188, i32 -1935364988, i32 -1934846844, i32 -1934846812, i32 -1934842700, i32 -1934836084, i32 -1934326612, i32 -1933667180, i32 -1933663100, i32 -1803254652, i32 -1803254636, i32 -1803252596, i32 -1803252580, i32 -1803250556, i32 -1803250540, i32 -1803250508, i32 -1803248500, i32 -1803246444, i32 -1802730356, i32 -1802730340, i32 -1802730324, i32 -1802728316, i32 -1802728300, i32 -1802726260, i32 -1802724220, i32 -1802718052, i32 -1802718018, i32 -1802715516, i32 -1802206076, i32 -1802206060, i32 -1802204020, i32 -1802203970, i32 -1802201980, i32 -1802201964, i32 -1802199874, i32 -1802197884, i32 -1802195796, i32 -1801681780, i32 -1801679740, i32 -1801679708, i32 -1801666940, i32 -1801666908, i32 -1801151316, i32 -1801147236, i32 -1800633188, i32 -1800629058, i32 -1800625012, i32 -1800618332, i32 -1799453556, i32 -1799453540, i32 -1799451468, i32 -1799445332, i32 -1669036916, i32 -1669034876, i32 -1669034860, i32 -1669032820, i32 -1669032804, i32 -1669026684, i32 -1669024596, i32 -1669022060, i32 -1668512636, i32 -1668512620, i32 -1668508540, i32 -1668506484, i32 -1668504412, i32 -1668504396, i32 -1667988340, i32 -1667988324, i32 -1667986300, i32 -1667984212, i32 -1667978092, i32 -1667973484, i32 -1667462004, i32 -1667457892, i32 -1666933628, i32 -1666931522, i32 -1666924908, i32 -1666415484, i32 -1666415436, i32 -1666411372, i32 -1666405204, i32 -1665889116, i32 -1665885004, i32 -1665878884, i32 -1665229668, i32 -1665223548, i32 -1534819164, i32 -1534817090, i32 -1534813012, i32 -1534812994, i32 -1534808932, i32 -1534808898, i32 -1534280028, i32 -1533766524, i32 -1533764418, i32 -1533762428, i32 -1533758332, i32 -1533758284, i32 -1533246274, i32 -1533238100, i32 -1532722012, i32 -1532711796, i32 -1532709724, i32 -1532193620, i32 -1532189540, i32 -1532182908, i32 -1531018068, i32 -1531016060, i32 -1531016044, i32 -1531011964, i32 -1400599404, i32 -1400593268, i32 -1400586620, i32 -1400077180, i32 -1400077132, i32 -1400073036, i32 -1400066900, i32 -1399550812, i32 -1399546732, i32 -1399538028, i32 -1399028588, i32 -1399018340, i32 -1398502268, i32 -1398500196, i32 -1398500162, i32 -1398489452, i32 -1397980012, i32 -1397973876, i32 -1397445500, i32 -1396796252, i32 -1396792172, i32 -1266379612, i32 -1266375516, i32 -1266375500, i32 -1266371420, i32 -1265855348, i32 -1265847156, i32 -1265333058, i32 -1265322844, i32 -1264804732, i32 -1264804684, i32 -1264278364, i32 -1263762260, i32 -1263752044, i32 -1263231844, i32 -1262582628, i32 -1262578548, i32 -1098611556, i32 -1098611540, i32 -1098611522, i32 -1098609532, i32 -1098605420, i32 -1098601324, i32 -1098083148, i32 -1098079100, i32 -1097560940, i32 -1097554772, i32 -1097552748, i32 -1097038716, i32 -1097036628, i32 -1097032548, i32 -1097026428, i32 -1096510324, i32 -1096506228, i32 -1095990140, i32 -1095990124, i32 -1095986012, i32 -1095459708], align 16
@lds1 = internal addrspace(3) global [1024 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v34 = alloca i32, align 4
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
  %11 = icmp slt i32 %10, 256
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr %v, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid_ob, i64 %14
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

loop2:                                            ; preds = %endif49, %then
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
  %66 = mul i64 %65, 98
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
  %103 = mul i64 %102, 98
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
  %131 = mul i64 %106, 4
  %132 = add i64 %131, 64
  %133 = add i64 %132, 0
  %134 = getelementptr i8, ptr addrspace(1) %114, i64 %133
  %135 = load i32, ptr addrspace(1) %134, align 4
  %136 = add i64 %132, 0
  %137 = shl i64 %112, 1
  %138 = add i64 %136, %137
  %139 = getelementptr i8, ptr addrspace(1) %114, i64 %138
  %140 = load i32, ptr addrspace(1) %139, align 4
  %141 = call i32 @llvm.fshr.i32(i32 %140, i32 %135, i32 %116)
  store i32 %109, ptr %v10, align 4
  store i32 %129, ptr %v11, align 4
  store i32 %130, ptr %v12, align 4
  store i32 %141, ptr %v13, align 4
  %142 = lshr i32 %99, 3
  %143 = and i32 %99, 7
  %144 = sext i32 %142 to i64
  %145 = mul i64 %144, 98
  %146 = add i64 %145, 0
  %147 = getelementptr i8, ptr addrspace(1) %79, i64 %146
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
  %173 = mul i64 %148, 4
  %174 = add i64 %173, 64
  %175 = add i64 %174, 0
  %176 = getelementptr i8, ptr addrspace(1) %156, i64 %175
  %177 = load i32, ptr addrspace(1) %176, align 4
  %178 = add i64 %174, 0
  %179 = shl i64 %154, 1
  %180 = add i64 %178, %179
  %181 = getelementptr i8, ptr addrspace(1) %156, i64 %180
  %182 = load i32, ptr addrspace(1) %181, align 4
  %183 = call i32 @llvm.fshr.i32(i32 %182, i32 %177, i32 %158)
  store i32 %151, ptr %v14, align 4
  store i32 %171, ptr %v15, align 4
  store i32 %172, ptr %v16, align 4
  store i32 %183, ptr %v17, align 4
  %184 = lshr i32 %99, 3
  %185 = and i32 %99, 7
  %186 = sext i32 %184 to i64
  %187 = mul i64 %186, 98
  %188 = add i64 %187, 0
  %189 = getelementptr i8, ptr addrspace(1) %85, i64 %188
  %190 = sext i32 %185 to i64
  %191 = getelementptr i8, ptr addrspace(1) %189, i64 0
  %192 = load i16, ptr addrspace(1) %191, align 2
  %193 = zext i16 %192 to i32
  %194 = getelementptr i8, ptr addrspace(1) %189, i64 2
  %195 = ptrtoint ptr addrspace(1) %194 to i64
  %196 = and i64 %195, 3
  %197 = sub i64 0, %196
  %198 = getelementptr i8, ptr addrspace(1) %194, i64 %197
  %199 = shl i64 %196, 3
  %200 = trunc i64 %199 to i32
  %201 = mul i64 %190, 8
  %202 = add i64 %201, 0
  %203 = getelementptr i8, ptr addrspace(1) %198, i64 %202
  %204 = load i32, ptr addrspace(1) %203, align 4
  %205 = add i64 %201, 4
  %206 = getelementptr i8, ptr addrspace(1) %198, i64 %205
  %207 = load i32, ptr addrspace(1) %206, align 4
  %208 = add i64 %201, 4
  %209 = shl i64 %196, 1
  %210 = add i64 %208, %209
  %211 = getelementptr i8, ptr addrspace(1) %198, i64 %210
  %212 = load i32, ptr addrspace(1) %211, align 4
  %213 = call i32 @llvm.fshr.i32(i32 %207, i32 %204, i32 %200)
  %214 = call i32 @llvm.fshr.i32(i32 %212, i32 %207, i32 %200)
  %215 = mul i64 %190, 4
  %216 = add i64 %215, 64
  %217 = add i64 %216, 0
  %218 = getelementptr i8, ptr addrspace(1) %198, i64 %217
  %219 = load i32, ptr addrspace(1) %218, align 4
  %220 = add i64 %216, 0
  %221 = shl i64 %196, 1
  %222 = add i64 %220, %221
  %223 = getelementptr i8, ptr addrspace(1) %198, i64 %222
  %224 = load i32, ptr addrspace(1) %223, align 4
  %225 = call i32 @llvm.fshr.i32(i32 %224, i32 %219, i32 %200)
  store i32 %193, ptr %v18, align 4
  store i32 %213, ptr %v19, align 4
  store i32 %214, ptr %v20, align 4
  store i32 %225, ptr %v21, align 4
  %226 = lshr i32 %99, 3
  %227 = and i32 %99, 7
  %228 = sext i32 %226 to i64
  %229 = mul i64 %228, 98
  %230 = add i64 %229, 0
  %231 = getelementptr i8, ptr addrspace(1) %91, i64 %230
  %232 = sext i32 %227 to i64
  %233 = getelementptr i8, ptr addrspace(1) %231, i64 0
  %234 = load i16, ptr addrspace(1) %233, align 2
  %235 = zext i16 %234 to i32
  %236 = getelementptr i8, ptr addrspace(1) %231, i64 2
  %237 = ptrtoint ptr addrspace(1) %236 to i64
  %238 = and i64 %237, 3
  %239 = sub i64 0, %238
  %240 = getelementptr i8, ptr addrspace(1) %236, i64 %239
  %241 = shl i64 %238, 3
  %242 = trunc i64 %241 to i32
  %243 = mul i64 %232, 8
  %244 = add i64 %243, 0
  %245 = getelementptr i8, ptr addrspace(1) %240, i64 %244
  %246 = load i32, ptr addrspace(1) %245, align 4
  %247 = add i64 %243, 4
  %248 = getelementptr i8, ptr addrspace(1) %240, i64 %247
  %249 = load i32, ptr addrspace(1) %248, align 4
  %250 = add i64 %243, 4
  %251 = shl i64 %238, 1
  %252 = add i64 %250, %251
  %253 = getelementptr i8, ptr addrspace(1) %240, i64 %252
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = call i32 @llvm.fshr.i32(i32 %249, i32 %246, i32 %242)
  %256 = call i32 @llvm.fshr.i32(i32 %254, i32 %249, i32 %242)
  %257 = mul i64 %232, 4
  %258 = add i64 %257, 64
  %259 = add i64 %258, 0
  %260 = getelementptr i8, ptr addrspace(1) %240, i64 %259
  %261 = load i32, ptr addrspace(1) %260, align 4
  %262 = add i64 %258, 0
  %263 = shl i64 %238, 1
  %264 = add i64 %262, %263
  %265 = getelementptr i8, ptr addrspace(1) %240, i64 %264
  %266 = load i32, ptr addrspace(1) %265, align 4
  %267 = call i32 @llvm.fshr.i32(i32 %266, i32 %261, i32 %242)
  store i32 %235, ptr %v22, align 4
  store i32 %255, ptr %v23, align 4
  store i32 %256, ptr %v24, align 4
  store i32 %267, ptr %v25, align 4
  %268 = add i32 %95, 0
  %269 = sext i32 %268 to i64
  %270 = mul i64 %269, 4
  %271 = add i64 0, %270
  %272 = icmp slt i64 %271, %96
  %273 = icmp slt i64 %270, 1024
  %274 = and i1 %272, %273
  %275 = select i1 %274, i64 %271, i64 0
  %276 = mul i64 %275, 4
  %277 = getelementptr i8, ptr addrspace(1) %41, i64 %276
  %278 = load <4 x float>, ptr addrspace(1) %277, align 16
  %279 = extractelement <4 x float> %278, i32 0
  %280 = extractelement <4 x float> %278, i32 1
  %281 = extractelement <4 x float> %278, i32 2
  %282 = extractelement <4 x float> %278, i32 3
  %283 = add i32 %95, 128
  %284 = sext i32 %283 to i64
  %285 = mul i64 %284, 4
  %286 = add i64 0, %285
  %287 = icmp slt i64 %286, %96
  %288 = icmp slt i64 %285, 1024
  %289 = and i1 %287, %288
  %290 = select i1 %289, i64 %286, i64 0
  %291 = mul i64 %290, 4
  %292 = getelementptr i8, ptr addrspace(1) %41, i64 %291
  %293 = load <4 x float>, ptr addrspace(1) %292, align 16
  %294 = extractelement <4 x float> %293, i32 0
  %295 = extractelement <4 x float> %293, i32 1
  %296 = extractelement <4 x float> %293, i32 2
  %297 = extractelement <4 x float> %293, i32 3
  %298 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %299 = bitcast float %279 to i32
  %300 = and i32 %299, 2147483647
  %301 = bitcast float %280 to i32
  %302 = and i32 %301, 2147483647
  %303 = bitcast float %281 to i32
  %304 = and i32 %303, 2147483647
  %305 = bitcast float %282 to i32
  %306 = and i32 %305, 2147483647
  %307 = icmp ugt i32 %300, %302
  %308 = select i1 %307, i32 %300, i32 %302
  %309 = icmp ugt i32 %304, %306
  %310 = select i1 %309, i32 %304, i32 %306
  %311 = icmp ugt i32 %308, %310
  %312 = select i1 %311, i32 %308, i32 %310
  %313 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %312, i32 1, i32 31)
  %314 = icmp ugt i32 %312, %313
  %315 = select i1 %314, i32 %312, i32 %313
  %316 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %315, i32 2, i32 31)
  %317 = icmp ugt i32 %315, %316
  %318 = select i1 %317, i32 %315, i32 %316
  %319 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %318, i32 4, i32 31)
  %320 = icmp ugt i32 %318, %319
  %321 = select i1 %320, i32 %318, i32 %319
  %322 = and i32 %321, 2147483647
  %323 = icmp ult i32 %322, 2139095040
  %324 = bitcast i32 %321 to float
  %325 = fdiv float 1.270000e+02, %324
  %326 = bitcast float %325 to i32
  %327 = and i32 %326, 2147483647
  %328 = icmp ult i32 %327, 2139095040
  %329 = select i1 %328, float %325, float 0.000000e+00
  %330 = fmul float %279, %329
  %331 = fadd float %330, 0x4168000000000000
  %332 = bitcast float %331 to i32
  %333 = fmul float %280, %329
  %334 = fadd float %333, 0x4168000000000000
  %335 = bitcast float %334 to i32
  %336 = fmul float %281, %329
  %337 = fadd float %336, 0x4168000000000000
  %338 = bitcast float %337 to i32
  %339 = fmul float %282, %329
  %340 = fadd float %339, 0x4168000000000000
  %341 = bitcast float %340 to i32
  %342 = bitcast i32 %332 to <4 x i8>
  %343 = bitcast i32 %335 to <4 x i8>
  %344 = shufflevector <4 x i8> %342, <4 x i8> %343, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %345 = bitcast <4 x i8> %344 to i32
  %346 = bitcast i32 %338 to <4 x i8>
  %347 = bitcast i32 %341 to <4 x i8>
  %348 = shufflevector <4 x i8> %346, <4 x i8> %347, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %349 = bitcast <4 x i8> %348 to i32
  %350 = bitcast i32 %345 to <4 x i8>
  %351 = bitcast i32 %349 to <4 x i8>
  %352 = shufflevector <4 x i8> %350, <4 x i8> %351, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %353 = bitcast <4 x i8> %352 to i32
  %354 = add i32 %298, 0
  %355 = sext i32 %354 to i64
  %356 = mul i64 %355, 4
  %357 = icmp slt i64 %356, 1024
  br i1 %357, label %then26, label %endif27

done4:                                            ; preds = %loop2
  br label %endif

then26:                                           ; preds = %body3
  %358 = lshr i64 %356, 2
  %359 = mul i64 %358, 4
  %360 = getelementptr i8, ptr addrspace(3) @lds2, i64 %359
  store i32 %353, ptr addrspace(3) %360, align 4
  %361 = and i64 %356, 31
  %362 = icmp eq i64 %361, 0
  br i1 %362, label %then28, label %endif29

endif27:                                          ; preds = %endif29, %body3
  %363 = bitcast float %294 to i32
  %364 = and i32 %363, 2147483647
  %365 = bitcast float %295 to i32
  %366 = and i32 %365, 2147483647
  %367 = bitcast float %296 to i32
  %368 = and i32 %367, 2147483647
  %369 = bitcast float %297 to i32
  %370 = and i32 %369, 2147483647
  %371 = icmp ugt i32 %364, %366
  %372 = select i1 %371, i32 %364, i32 %366
  %373 = icmp ugt i32 %368, %370
  %374 = select i1 %373, i32 %368, i32 %370
  %375 = icmp ugt i32 %372, %374
  %376 = select i1 %375, i32 %372, i32 %374
  %377 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %376, i32 1, i32 31)
  %378 = icmp ugt i32 %376, %377
  %379 = select i1 %378, i32 %376, i32 %377
  %380 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %379, i32 2, i32 31)
  %381 = icmp ugt i32 %379, %380
  %382 = select i1 %381, i32 %379, i32 %380
  %383 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %382, i32 4, i32 31)
  %384 = icmp ugt i32 %382, %383
  %385 = select i1 %384, i32 %382, i32 %383
  %386 = and i32 %385, 2147483647
  %387 = icmp ult i32 %386, 2139095040
  %388 = bitcast i32 %385 to float
  %389 = fdiv float 1.270000e+02, %388
  %390 = bitcast float %389 to i32
  %391 = and i32 %390, 2147483647
  %392 = icmp ult i32 %391, 2139095040
  %393 = select i1 %392, float %389, float 0.000000e+00
  %394 = fmul float %294, %393
  %395 = fadd float %394, 0x4168000000000000
  %396 = bitcast float %395 to i32
  %397 = fmul float %295, %393
  %398 = fadd float %397, 0x4168000000000000
  %399 = bitcast float %398 to i32
  %400 = fmul float %296, %393
  %401 = fadd float %400, 0x4168000000000000
  %402 = bitcast float %401 to i32
  %403 = fmul float %297, %393
  %404 = fadd float %403, 0x4168000000000000
  %405 = bitcast float %404 to i32
  %406 = bitcast i32 %396 to <4 x i8>
  %407 = bitcast i32 %399 to <4 x i8>
  %408 = shufflevector <4 x i8> %406, <4 x i8> %407, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %409 = bitcast <4 x i8> %408 to i32
  %410 = bitcast i32 %402 to <4 x i8>
  %411 = bitcast i32 %405 to <4 x i8>
  %412 = shufflevector <4 x i8> %410, <4 x i8> %411, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %413 = bitcast <4 x i8> %412 to i32
  %414 = bitcast i32 %409 to <4 x i8>
  %415 = bitcast i32 %413 to <4 x i8>
  %416 = shufflevector <4 x i8> %414, <4 x i8> %415, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %417 = bitcast <4 x i8> %416 to i32
  %418 = add i32 %298, 128
  %419 = sext i32 %418 to i64
  %420 = mul i64 %419, 4
  %421 = icmp slt i64 %420, 1024
  br i1 %421, label %then30, label %endif31

then28:                                           ; preds = %then26
  %422 = fmul float %324, 0x3F80204080000000
  %423 = select i1 %323, float %422, float 0x7FF8000000000000
  %424 = lshr i64 %356, 5
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %425
  store float %423, ptr addrspace(3) %426, align 4
  br label %endif29

endif29:                                          ; preds = %then28, %then26
  br label %endif27

then30:                                           ; preds = %endif27
  %427 = lshr i64 %420, 2
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(3) @lds2, i64 %428
  store i32 %417, ptr addrspace(3) %429, align 4
  %430 = and i64 %420, 31
  %431 = icmp eq i64 %430, 0
  br i1 %431, label %then32, label %endif33

endif31:                                          ; preds = %endif33, %endif27
  call void @llvm.nvvm.barrier0()
  %432 = add i32 %92, 31
  %433 = udiv i32 %432, 32
  store i32 0, ptr %v34, align 4
  br label %loop35

then32:                                           ; preds = %then30
  %434 = fmul float %388, 0x3F80204080000000
  %435 = select i1 %387, float %434, float 0x7FF8000000000000
  %436 = lshr i64 %420, 5
  %437 = mul i64 %436, 4
  %438 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %437
  store float %435, ptr addrspace(3) %438, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %then30
  br label %endif31

loop35:                                           ; preds = %endif45, %endif31
  %439 = load i32, ptr %v34, align 4
  %440 = icmp slt i32 %439, %433
  br i1 %440, label %body36, label %done37

body36:                                           ; preds = %loop35
  %441 = load i32, ptr %v34, align 4
  %442 = add i32 %441, 1
  %443 = sext i32 %442 to i64
  %444 = mul i64 %443, 1024
  %445 = add i32 %95, 0
  %446 = sext i32 %445 to i64
  %447 = mul i64 %446, 4
  %448 = add i64 %444, %447
  %449 = icmp slt i64 %448, %96
  %450 = icmp slt i64 %447, 1024
  %451 = and i1 %449, %450
  %452 = select i1 %451, i64 %448, i64 0
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(1) %41, i64 %453
  %455 = load <4 x float>, ptr addrspace(1) %454, align 16
  %456 = extractelement <4 x float> %455, i32 0
  %457 = extractelement <4 x float> %455, i32 1
  %458 = extractelement <4 x float> %455, i32 2
  %459 = extractelement <4 x float> %455, i32 3
  %460 = add i32 %95, 128
  %461 = sext i32 %460 to i64
  %462 = mul i64 %461, 4
  %463 = add i64 %444, %462
  %464 = icmp slt i64 %463, %96
  %465 = icmp slt i64 %462, 1024
  %466 = and i1 %464, %465
  %467 = select i1 %466, i64 %463, i64 0
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(1) %41, i64 %468
  %470 = load <4 x float>, ptr addrspace(1) %469, align 16
  %471 = extractelement <4 x float> %470, i32 0
  %472 = extractelement <4 x float> %470, i32 1
  %473 = extractelement <4 x float> %470, i32 2
  %474 = extractelement <4 x float> %470, i32 3
  %475 = mul i32 %441, 32
  %476 = add i32 %94, %475
  %477 = load i32, ptr %v10, align 4
  %478 = load i32, ptr %v11, align 4
  %479 = load i32, ptr %v12, align 4
  %480 = load i32, ptr %v13, align 4
  %481 = load i32, ptr %v14, align 4
  %482 = load i32, ptr %v15, align 4
  %483 = load i32, ptr %v16, align 4
  %484 = load i32, ptr %v17, align 4
  %485 = load i32, ptr %v18, align 4
  %486 = load i32, ptr %v19, align 4
  %487 = load i32, ptr %v20, align 4
  %488 = load i32, ptr %v21, align 4
  %489 = load i32, ptr %v22, align 4
  %490 = load i32, ptr %v23, align 4
  %491 = load i32, ptr %v24, align 4
  %492 = load i32, ptr %v25, align 4
  %493 = add i32 %476, 32
  %494 = icmp sgt i32 %493, %97
  %495 = select i1 %494, i32 %97, i32 %493
  %496 = lshr i32 %495, 3
  %497 = and i32 %495, 7
  %498 = sext i32 %496 to i64
  %499 = mul i64 %498, 98
  %500 = add i64 %499, 0
  %501 = getelementptr i8, ptr addrspace(1) %73, i64 %500
  %502 = sext i32 %497 to i64
  %503 = getelementptr i8, ptr addrspace(1) %501, i64 0
  %504 = load i16, ptr addrspace(1) %503, align 2
  %505 = zext i16 %504 to i32
  %506 = getelementptr i8, ptr addrspace(1) %501, i64 2
  %507 = ptrtoint ptr addrspace(1) %506 to i64
  %508 = and i64 %507, 3
  %509 = sub i64 0, %508
  %510 = getelementptr i8, ptr addrspace(1) %506, i64 %509
  %511 = shl i64 %508, 3
  %512 = trunc i64 %511 to i32
  %513 = mul i64 %502, 8
  %514 = add i64 %513, 0
  %515 = getelementptr i8, ptr addrspace(1) %510, i64 %514
  %516 = load i32, ptr addrspace(1) %515, align 4
  %517 = add i64 %513, 4
  %518 = getelementptr i8, ptr addrspace(1) %510, i64 %517
  %519 = load i32, ptr addrspace(1) %518, align 4
  %520 = add i64 %513, 4
  %521 = shl i64 %508, 1
  %522 = add i64 %520, %521
  %523 = getelementptr i8, ptr addrspace(1) %510, i64 %522
  %524 = load i32, ptr addrspace(1) %523, align 4
  %525 = call i32 @llvm.fshr.i32(i32 %519, i32 %516, i32 %512)
  %526 = call i32 @llvm.fshr.i32(i32 %524, i32 %519, i32 %512)
  %527 = mul i64 %502, 4
  %528 = add i64 %527, 64
  %529 = add i64 %528, 0
  %530 = getelementptr i8, ptr addrspace(1) %510, i64 %529
  %531 = load i32, ptr addrspace(1) %530, align 4
  %532 = add i64 %528, 0
  %533 = shl i64 %508, 1
  %534 = add i64 %532, %533
  %535 = getelementptr i8, ptr addrspace(1) %510, i64 %534
  %536 = load i32, ptr addrspace(1) %535, align 4
  %537 = call i32 @llvm.fshr.i32(i32 %536, i32 %531, i32 %512)
  store i32 %505, ptr %v10, align 4
  store i32 %525, ptr %v11, align 4
  store i32 %526, ptr %v12, align 4
  store i32 %537, ptr %v13, align 4
  %538 = lshr i32 %495, 3
  %539 = and i32 %495, 7
  %540 = sext i32 %538 to i64
  %541 = mul i64 %540, 98
  %542 = add i64 %541, 0
  %543 = getelementptr i8, ptr addrspace(1) %79, i64 %542
  %544 = sext i32 %539 to i64
  %545 = getelementptr i8, ptr addrspace(1) %543, i64 0
  %546 = load i16, ptr addrspace(1) %545, align 2
  %547 = zext i16 %546 to i32
  %548 = getelementptr i8, ptr addrspace(1) %543, i64 2
  %549 = ptrtoint ptr addrspace(1) %548 to i64
  %550 = and i64 %549, 3
  %551 = sub i64 0, %550
  %552 = getelementptr i8, ptr addrspace(1) %548, i64 %551
  %553 = shl i64 %550, 3
  %554 = trunc i64 %553 to i32
  %555 = mul i64 %544, 8
  %556 = add i64 %555, 0
  %557 = getelementptr i8, ptr addrspace(1) %552, i64 %556
  %558 = load i32, ptr addrspace(1) %557, align 4
  %559 = add i64 %555, 4
  %560 = getelementptr i8, ptr addrspace(1) %552, i64 %559
  %561 = load i32, ptr addrspace(1) %560, align 4
  %562 = add i64 %555, 4
  %563 = shl i64 %550, 1
  %564 = add i64 %562, %563
  %565 = getelementptr i8, ptr addrspace(1) %552, i64 %564
  %566 = load i32, ptr addrspace(1) %565, align 4
  %567 = call i32 @llvm.fshr.i32(i32 %561, i32 %558, i32 %554)
  %568 = call i32 @llvm.fshr.i32(i32 %566, i32 %561, i32 %554)
  %569 = mul i64 %544, 4
  %570 = add i64 %569, 64
  %571 = add i64 %570, 0
  %572 = getelementptr i8, ptr addrspace(1) %552, i64 %571
  %573 = load i32, ptr addrspace(1) %572, align 4
  %574 = add i64 %570, 0
  %575 = shl i64 %550, 1
  %576 = add i64 %574, %575
  %577 = getelementptr i8, ptr addrspace(1) %552, i64 %576
  %578 = load i32, ptr addrspace(1) %577, align 4
  %579 = call i32 @llvm.fshr.i32(i32 %578, i32 %573, i32 %554)
  store i32 %547, ptr %v14, align 4
  store i32 %567, ptr %v15, align 4
  store i32 %568, ptr %v16, align 4
  store i32 %579, ptr %v17, align 4
  %580 = lshr i32 %495, 3
  %581 = and i32 %495, 7
  %582 = sext i32 %580 to i64
  %583 = mul i64 %582, 98
  %584 = add i64 %583, 0
  %585 = getelementptr i8, ptr addrspace(1) %85, i64 %584
  %586 = sext i32 %581 to i64
  %587 = getelementptr i8, ptr addrspace(1) %585, i64 0
  %588 = load i16, ptr addrspace(1) %587, align 2
  %589 = zext i16 %588 to i32
  %590 = getelementptr i8, ptr addrspace(1) %585, i64 2
  %591 = ptrtoint ptr addrspace(1) %590 to i64
  %592 = and i64 %591, 3
  %593 = sub i64 0, %592
  %594 = getelementptr i8, ptr addrspace(1) %590, i64 %593
  %595 = shl i64 %592, 3
  %596 = trunc i64 %595 to i32
  %597 = mul i64 %586, 8
  %598 = add i64 %597, 0
  %599 = getelementptr i8, ptr addrspace(1) %594, i64 %598
  %600 = load i32, ptr addrspace(1) %599, align 4
  %601 = add i64 %597, 4
  %602 = getelementptr i8, ptr addrspace(1) %594, i64 %601
  %603 = load i32, ptr addrspace(1) %602, align 4
  %604 = add i64 %597, 4
  %605 = shl i64 %592, 1
  %606 = add i64 %604, %605
  %607 = getelementptr i8, ptr addrspace(1) %594, i64 %606
  %608 = load i32, ptr addrspace(1) %607, align 4
  %609 = call i32 @llvm.fshr.i32(i32 %603, i32 %600, i32 %596)
  %610 = call i32 @llvm.fshr.i32(i32 %608, i32 %603, i32 %596)
  %611 = mul i64 %586, 4
  %612 = add i64 %611, 64
  %613 = add i64 %612, 0
  %614 = getelementptr i8, ptr addrspace(1) %594, i64 %613
  %615 = load i32, ptr addrspace(1) %614, align 4
  %616 = add i64 %612, 0
  %617 = shl i64 %592, 1
  %618 = add i64 %616, %617
  %619 = getelementptr i8, ptr addrspace(1) %594, i64 %618
  %620 = load i32, ptr addrspace(1) %619, align 4
  %621 = call i32 @llvm.fshr.i32(i32 %620, i32 %615, i32 %596)
  store i32 %589, ptr %v18, align 4
  store i32 %609, ptr %v19, align 4
  store i32 %610, ptr %v20, align 4
  store i32 %621, ptr %v21, align 4
  %622 = lshr i32 %495, 3
  %623 = and i32 %495, 7
  %624 = sext i32 %622 to i64
  %625 = mul i64 %624, 98
  %626 = add i64 %625, 0
  %627 = getelementptr i8, ptr addrspace(1) %91, i64 %626
  %628 = sext i32 %623 to i64
  %629 = getelementptr i8, ptr addrspace(1) %627, i64 0
  %630 = load i16, ptr addrspace(1) %629, align 2
  %631 = zext i16 %630 to i32
  %632 = getelementptr i8, ptr addrspace(1) %627, i64 2
  %633 = ptrtoint ptr addrspace(1) %632 to i64
  %634 = and i64 %633, 3
  %635 = sub i64 0, %634
  %636 = getelementptr i8, ptr addrspace(1) %632, i64 %635
  %637 = shl i64 %634, 3
  %638 = trunc i64 %637 to i32
  %639 = mul i64 %628, 8
  %640 = add i64 %639, 0
  %641 = getelementptr i8, ptr addrspace(1) %636, i64 %640
  %642 = load i32, ptr addrspace(1) %641, align 4
  %643 = add i64 %639, 4
  %644 = getelementptr i8, ptr addrspace(1) %636, i64 %643
  %645 = load i32, ptr addrspace(1) %644, align 4
  %646 = add i64 %639, 4
  %647 = shl i64 %634, 1
  %648 = add i64 %646, %647
  %649 = getelementptr i8, ptr addrspace(1) %636, i64 %648
  %650 = load i32, ptr addrspace(1) %649, align 4
  %651 = call i32 @llvm.fshr.i32(i32 %645, i32 %642, i32 %638)
  %652 = call i32 @llvm.fshr.i32(i32 %650, i32 %645, i32 %638)
  %653 = mul i64 %628, 4
  %654 = add i64 %653, 64
  %655 = add i64 %654, 0
  %656 = getelementptr i8, ptr addrspace(1) %636, i64 %655
  %657 = load i32, ptr addrspace(1) %656, align 4
  %658 = add i64 %654, 0
  %659 = shl i64 %634, 1
  %660 = add i64 %658, %659
  %661 = getelementptr i8, ptr addrspace(1) %636, i64 %660
  %662 = load i32, ptr addrspace(1) %661, align 4
  %663 = call i32 @llvm.fshr.i32(i32 %662, i32 %657, i32 %638)
  store i32 %631, ptr %v22, align 4
  store i32 %651, ptr %v23, align 4
  store i32 %652, ptr %v24, align 4
  store i32 %663, ptr %v25, align 4
  %664 = icmp slt i32 %476, %92
  br i1 %664, label %then38, label %endif39

done37:                                           ; preds = %loop35
  %665 = load float, ptr %v6, align 4
  %666 = load float, ptr %v7, align 4
  %667 = load float, ptr %v8, align 4
  %668 = load float, ptr %v9, align 4
  %669 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %670 = and i32 %669, 31
  %671 = and i32 %670, 16
  %672 = icmp ne i32 %671, 0
  %673 = select i1 %672, float %667, float %665
  %674 = select i1 %672, float %665, float %667
  %675 = bitcast float %674 to i32
  %676 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %675, i32 16, i32 31)
  %677 = bitcast i32 %676 to float
  %678 = fadd float %673, %677
  %679 = select i1 %672, float %668, float %666
  %680 = select i1 %672, float %666, float %668
  %681 = bitcast float %680 to i32
  %682 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %681, i32 16, i32 31)
  %683 = bitcast i32 %682 to float
  %684 = fadd float %679, %683
  %685 = and i32 %670, 8
  %686 = icmp ne i32 %685, 0
  %687 = select i1 %686, float %684, float %678
  %688 = select i1 %686, float %678, float %684
  %689 = bitcast float %688 to i32
  %690 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %689, i32 8, i32 31)
  %691 = bitcast i32 %690 to float
  %692 = fadd float %687, %691
  %693 = bitcast float %692 to i32
  %694 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %693, i32 4, i32 31)
  %695 = bitcast i32 %694 to float
  %696 = fadd float %692, %695
  %697 = bitcast float %696 to i32
  %698 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %697, i32 2, i32 31)
  %699 = bitcast i32 %698 to float
  %700 = fadd float %696, %699
  %701 = bitcast float %700 to i32
  %702 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %701, i32 1, i32 31)
  %703 = bitcast i32 %702 to float
  %704 = fadd float %700, %703
  store float %704, ptr %v5, align 4
  %705 = and i1 %61, %53
  br i1 %705, label %then48, label %endif49

then38:                                           ; preds = %body36
  %706 = and i32 %441, 1
  %707 = sext i32 %706 to i64
  %708 = mul i64 %707, 1152
  %709 = getelementptr i8, ptr addrspace(3) @lds2, i64 %708
  %710 = sext i32 %441 to i64
  %711 = mul i64 %710, 1024
  %712 = sext i32 %476 to i64
  %713 = mul i64 %712, 32
  %714 = sub i64 %713, %711
  %715 = add i64 %714, 0
  %716 = getelementptr i8, ptr addrspace(3) %709, i64 %715
  %717 = load <4 x i32>, ptr addrspace(3) %716, align 16
  %718 = extractelement <4 x i32> %717, i32 0
  %719 = extractelement <4 x i32> %717, i32 1
  %720 = extractelement <4 x i32> %717, i32 2
  %721 = extractelement <4 x i32> %717, i32 3
  %722 = add i64 %714, 16
  %723 = getelementptr i8, ptr addrspace(3) %709, i64 %722
  %724 = load <4 x i32>, ptr addrspace(3) %723, align 16
  %725 = extractelement <4 x i32> %724, i32 0
  %726 = extractelement <4 x i32> %724, i32 1
  %727 = extractelement <4 x i32> %724, i32 2
  %728 = extractelement <4 x i32> %724, i32 3
  %729 = getelementptr i8, ptr addrspace(3) %709, i64 1024
  %730 = lshr i64 %714, 5
  %731 = mul i64 %730, 4
  %732 = getelementptr i8, ptr addrspace(3) %729, i64 %731
  %733 = load float, ptr addrspace(3) %732, align 4
  %734 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %718, i32 0)
  %735 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %719, i32 %734)
  %736 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %720, i32 %735)
  %737 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %721, i32 %736)
  %738 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %725, i32 %737)
  %739 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %726, i32 %738)
  %740 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %727, i32 %739)
  %741 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %728, i32 %740)
  %742 = shl i32 %741, 7
  %743 = load float, ptr %v6, align 4
  %744 = trunc i32 %477 to i16
  %745 = bitcast i16 %744 to half
  %746 = fpext half %745 to float
  %747 = lshr i32 %480, 28
  %748 = shl i32 %747, 1
  %749 = or i32 %748, 1
  %750 = sub i32 0, %742
  %751 = lshr i32 %480, 0
  %752 = and i32 %751, 127
  %753 = call i32 @llvm.ctpop.i32(i32 %752)
  %754 = and i32 %753, 1
  %755 = shl i32 %754, 7
  %756 = or i32 %752, %755
  %757 = and i32 %756, 15
  %758 = mul i32 %757, 2113665
  %759 = and i32 %758, 16843009
  %760 = mul i32 %759, 255
  %761 = lshr i32 %756, 4
  %762 = and i32 %761, 15
  %763 = mul i32 %762, 2113665
  %764 = and i32 %763, 16843009
  %765 = mul i32 %764, 255
  %766 = bitcast i32 %478 to <4 x i8>
  %767 = shufflevector <4 x i8> %766, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %768 = bitcast <4 x i8> %767 to i32
  %769 = sext i32 %768 to i64
  %770 = mul i64 %769, 4
  %771 = getelementptr i8, ptr addrspace(3) @lds1, i64 %770
  %772 = load i32, ptr addrspace(3) %771, align 4
  %773 = xor i32 %772, %760
  %774 = add i32 %773, %759
  %775 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %774, i32 %718, i32 %750)
  %776 = bitcast i32 %478 to <4 x i8>
  %777 = shufflevector <4 x i8> %776, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %778 = bitcast <4 x i8> %777 to i32
  %779 = sext i32 %778 to i64
  %780 = mul i64 %779, 4
  %781 = getelementptr i8, ptr addrspace(3) @lds1, i64 %780
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = xor i32 %782, %765
  %784 = add i32 %783, %764
  %785 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %784, i32 %719, i32 %775)
  %786 = lshr i32 %480, 7
  %787 = and i32 %786, 127
  %788 = call i32 @llvm.ctpop.i32(i32 %787)
  %789 = and i32 %788, 1
  %790 = shl i32 %789, 7
  %791 = or i32 %787, %790
  %792 = and i32 %791, 15
  %793 = mul i32 %792, 2113665
  %794 = and i32 %793, 16843009
  %795 = mul i32 %794, 255
  %796 = lshr i32 %791, 4
  %797 = and i32 %796, 15
  %798 = mul i32 %797, 2113665
  %799 = and i32 %798, 16843009
  %800 = mul i32 %799, 255
  %801 = bitcast i32 %478 to <4 x i8>
  %802 = shufflevector <4 x i8> %801, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %803 = bitcast <4 x i8> %802 to i32
  %804 = sext i32 %803 to i64
  %805 = mul i64 %804, 4
  %806 = getelementptr i8, ptr addrspace(3) @lds1, i64 %805
  %807 = load i32, ptr addrspace(3) %806, align 4
  %808 = xor i32 %807, %795
  %809 = add i32 %808, %794
  %810 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %809, i32 %720, i32 %785)
  %811 = bitcast i32 %478 to <4 x i8>
  %812 = shufflevector <4 x i8> %811, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %813 = bitcast <4 x i8> %812 to i32
  %814 = sext i32 %813 to i64
  %815 = mul i64 %814, 4
  %816 = getelementptr i8, ptr addrspace(3) @lds1, i64 %815
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = xor i32 %817, %800
  %819 = add i32 %818, %799
  %820 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %819, i32 %721, i32 %810)
  %821 = lshr i32 %480, 14
  %822 = and i32 %821, 127
  %823 = call i32 @llvm.ctpop.i32(i32 %822)
  %824 = and i32 %823, 1
  %825 = shl i32 %824, 7
  %826 = or i32 %822, %825
  %827 = and i32 %826, 15
  %828 = mul i32 %827, 2113665
  %829 = and i32 %828, 16843009
  %830 = mul i32 %829, 255
  %831 = lshr i32 %826, 4
  %832 = and i32 %831, 15
  %833 = mul i32 %832, 2113665
  %834 = and i32 %833, 16843009
  %835 = mul i32 %834, 255
  %836 = bitcast i32 %479 to <4 x i8>
  %837 = shufflevector <4 x i8> %836, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %838 = bitcast <4 x i8> %837 to i32
  %839 = sext i32 %838 to i64
  %840 = mul i64 %839, 4
  %841 = getelementptr i8, ptr addrspace(3) @lds1, i64 %840
  %842 = load i32, ptr addrspace(3) %841, align 4
  %843 = xor i32 %842, %830
  %844 = add i32 %843, %829
  %845 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %844, i32 %725, i32 %820)
  %846 = bitcast i32 %479 to <4 x i8>
  %847 = shufflevector <4 x i8> %846, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %848 = bitcast <4 x i8> %847 to i32
  %849 = sext i32 %848 to i64
  %850 = mul i64 %849, 4
  %851 = getelementptr i8, ptr addrspace(3) @lds1, i64 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = xor i32 %852, %835
  %854 = add i32 %853, %834
  %855 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %854, i32 %726, i32 %845)
  %856 = lshr i32 %480, 21
  %857 = and i32 %856, 127
  %858 = call i32 @llvm.ctpop.i32(i32 %857)
  %859 = and i32 %858, 1
  %860 = shl i32 %859, 7
  %861 = or i32 %857, %860
  %862 = and i32 %861, 15
  %863 = mul i32 %862, 2113665
  %864 = and i32 %863, 16843009
  %865 = mul i32 %864, 255
  %866 = lshr i32 %861, 4
  %867 = and i32 %866, 15
  %868 = mul i32 %867, 2113665
  %869 = and i32 %868, 16843009
  %870 = mul i32 %869, 255
  %871 = bitcast i32 %479 to <4 x i8>
  %872 = shufflevector <4 x i8> %871, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %873 = bitcast <4 x i8> %872 to i32
  %874 = sext i32 %873 to i64
  %875 = mul i64 %874, 4
  %876 = getelementptr i8, ptr addrspace(3) @lds1, i64 %875
  %877 = load i32, ptr addrspace(3) %876, align 4
  %878 = xor i32 %877, %865
  %879 = add i32 %878, %864
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %727, i32 %855)
  %881 = bitcast i32 %479 to <4 x i8>
  %882 = shufflevector <4 x i8> %881, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %883 = bitcast <4 x i8> %882 to i32
  %884 = sext i32 %883 to i64
  %885 = mul i64 %884, 4
  %886 = getelementptr i8, ptr addrspace(3) @lds1, i64 %885
  %887 = load i32, ptr addrspace(3) %886, align 4
  %888 = xor i32 %887, %870
  %889 = add i32 %888, %869
  %890 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %889, i32 %728, i32 %880)
  %891 = mul i32 %749, %890
  %892 = sitofp i32 %891 to float
  %893 = fmul float %746, %733
  %894 = fmul float %893, 2.500000e-01
  %895 = call float @llvm.fma.f32(float %894, float %892, float %743)
  store float %895, ptr %v6, align 4
  %896 = load float, ptr %v7, align 4
  %897 = trunc i32 %481 to i16
  %898 = bitcast i16 %897 to half
  %899 = fpext half %898 to float
  %900 = lshr i32 %484, 28
  %901 = shl i32 %900, 1
  %902 = or i32 %901, 1
  %903 = sub i32 0, %742
  %904 = lshr i32 %484, 0
  %905 = and i32 %904, 127
  %906 = call i32 @llvm.ctpop.i32(i32 %905)
  %907 = and i32 %906, 1
  %908 = shl i32 %907, 7
  %909 = or i32 %905, %908
  %910 = and i32 %909, 15
  %911 = mul i32 %910, 2113665
  %912 = and i32 %911, 16843009
  %913 = mul i32 %912, 255
  %914 = lshr i32 %909, 4
  %915 = and i32 %914, 15
  %916 = mul i32 %915, 2113665
  %917 = and i32 %916, 16843009
  %918 = mul i32 %917, 255
  %919 = bitcast i32 %482 to <4 x i8>
  %920 = shufflevector <4 x i8> %919, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %921 = bitcast <4 x i8> %920 to i32
  %922 = sext i32 %921 to i64
  %923 = mul i64 %922, 4
  %924 = getelementptr i8, ptr addrspace(3) @lds1, i64 %923
  %925 = load i32, ptr addrspace(3) %924, align 4
  %926 = xor i32 %925, %913
  %927 = add i32 %926, %912
  %928 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %927, i32 %718, i32 %903)
  %929 = bitcast i32 %482 to <4 x i8>
  %930 = shufflevector <4 x i8> %929, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %931 = bitcast <4 x i8> %930 to i32
  %932 = sext i32 %931 to i64
  %933 = mul i64 %932, 4
  %934 = getelementptr i8, ptr addrspace(3) @lds1, i64 %933
  %935 = load i32, ptr addrspace(3) %934, align 4
  %936 = xor i32 %935, %918
  %937 = add i32 %936, %917
  %938 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %937, i32 %719, i32 %928)
  %939 = lshr i32 %484, 7
  %940 = and i32 %939, 127
  %941 = call i32 @llvm.ctpop.i32(i32 %940)
  %942 = and i32 %941, 1
  %943 = shl i32 %942, 7
  %944 = or i32 %940, %943
  %945 = and i32 %944, 15
  %946 = mul i32 %945, 2113665
  %947 = and i32 %946, 16843009
  %948 = mul i32 %947, 255
  %949 = lshr i32 %944, 4
  %950 = and i32 %949, 15
  %951 = mul i32 %950, 2113665
  %952 = and i32 %951, 16843009
  %953 = mul i32 %952, 255
  %954 = bitcast i32 %482 to <4 x i8>
  %955 = shufflevector <4 x i8> %954, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %956 = bitcast <4 x i8> %955 to i32
  %957 = sext i32 %956 to i64
  %958 = mul i64 %957, 4
  %959 = getelementptr i8, ptr addrspace(3) @lds1, i64 %958
  %960 = load i32, ptr addrspace(3) %959, align 4
  %961 = xor i32 %960, %948
  %962 = add i32 %961, %947
  %963 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %962, i32 %720, i32 %938)
  %964 = bitcast i32 %482 to <4 x i8>
  %965 = shufflevector <4 x i8> %964, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %966 = bitcast <4 x i8> %965 to i32
  %967 = sext i32 %966 to i64
  %968 = mul i64 %967, 4
  %969 = getelementptr i8, ptr addrspace(3) @lds1, i64 %968
  %970 = load i32, ptr addrspace(3) %969, align 4
  %971 = xor i32 %970, %953
  %972 = add i32 %971, %952
  %973 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %972, i32 %721, i32 %963)
  %974 = lshr i32 %484, 14
  %975 = and i32 %974, 127
  %976 = call i32 @llvm.ctpop.i32(i32 %975)
  %977 = and i32 %976, 1
  %978 = shl i32 %977, 7
  %979 = or i32 %975, %978
  %980 = and i32 %979, 15
  %981 = mul i32 %980, 2113665
  %982 = and i32 %981, 16843009
  %983 = mul i32 %982, 255
  %984 = lshr i32 %979, 4
  %985 = and i32 %984, 15
  %986 = mul i32 %985, 2113665
  %987 = and i32 %986, 16843009
  %988 = mul i32 %987, 255
  %989 = bitcast i32 %483 to <4 x i8>
  %990 = shufflevector <4 x i8> %989, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %991 = bitcast <4 x i8> %990 to i32
  %992 = sext i32 %991 to i64
  %993 = mul i64 %992, 4
  %994 = getelementptr i8, ptr addrspace(3) @lds1, i64 %993
  %995 = load i32, ptr addrspace(3) %994, align 4
  %996 = xor i32 %995, %983
  %997 = add i32 %996, %982
  %998 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %997, i32 %725, i32 %973)
  %999 = bitcast i32 %483 to <4 x i8>
  %1000 = shufflevector <4 x i8> %999, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1001 = bitcast <4 x i8> %1000 to i32
  %1002 = sext i32 %1001 to i64
  %1003 = mul i64 %1002, 4
  %1004 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1003
  %1005 = load i32, ptr addrspace(3) %1004, align 4
  %1006 = xor i32 %1005, %988
  %1007 = add i32 %1006, %987
  %1008 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1007, i32 %726, i32 %998)
  %1009 = lshr i32 %484, 21
  %1010 = and i32 %1009, 127
  %1011 = call i32 @llvm.ctpop.i32(i32 %1010)
  %1012 = and i32 %1011, 1
  %1013 = shl i32 %1012, 7
  %1014 = or i32 %1010, %1013
  %1015 = and i32 %1014, 15
  %1016 = mul i32 %1015, 2113665
  %1017 = and i32 %1016, 16843009
  %1018 = mul i32 %1017, 255
  %1019 = lshr i32 %1014, 4
  %1020 = and i32 %1019, 15
  %1021 = mul i32 %1020, 2113665
  %1022 = and i32 %1021, 16843009
  %1023 = mul i32 %1022, 255
  %1024 = bitcast i32 %483 to <4 x i8>
  %1025 = shufflevector <4 x i8> %1024, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1026 = bitcast <4 x i8> %1025 to i32
  %1027 = sext i32 %1026 to i64
  %1028 = mul i64 %1027, 4
  %1029 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1028
  %1030 = load i32, ptr addrspace(3) %1029, align 4
  %1031 = xor i32 %1030, %1018
  %1032 = add i32 %1031, %1017
  %1033 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1032, i32 %727, i32 %1008)
  %1034 = bitcast i32 %483 to <4 x i8>
  %1035 = shufflevector <4 x i8> %1034, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1036 = bitcast <4 x i8> %1035 to i32
  %1037 = sext i32 %1036 to i64
  %1038 = mul i64 %1037, 4
  %1039 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1038
  %1040 = load i32, ptr addrspace(3) %1039, align 4
  %1041 = xor i32 %1040, %1023
  %1042 = add i32 %1041, %1022
  %1043 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1042, i32 %728, i32 %1033)
  %1044 = mul i32 %902, %1043
  %1045 = sitofp i32 %1044 to float
  %1046 = fmul float %899, %733
  %1047 = fmul float %1046, 2.500000e-01
  %1048 = call float @llvm.fma.f32(float %1047, float %1045, float %896)
  store float %1048, ptr %v7, align 4
  %1049 = load float, ptr %v8, align 4
  %1050 = trunc i32 %485 to i16
  %1051 = bitcast i16 %1050 to half
  %1052 = fpext half %1051 to float
  %1053 = lshr i32 %488, 28
  %1054 = shl i32 %1053, 1
  %1055 = or i32 %1054, 1
  %1056 = sub i32 0, %742
  %1057 = lshr i32 %488, 0
  %1058 = and i32 %1057, 127
  %1059 = call i32 @llvm.ctpop.i32(i32 %1058)
  %1060 = and i32 %1059, 1
  %1061 = shl i32 %1060, 7
  %1062 = or i32 %1058, %1061
  %1063 = and i32 %1062, 15
  %1064 = mul i32 %1063, 2113665
  %1065 = and i32 %1064, 16843009
  %1066 = mul i32 %1065, 255
  %1067 = lshr i32 %1062, 4
  %1068 = and i32 %1067, 15
  %1069 = mul i32 %1068, 2113665
  %1070 = and i32 %1069, 16843009
  %1071 = mul i32 %1070, 255
  %1072 = bitcast i32 %486 to <4 x i8>
  %1073 = shufflevector <4 x i8> %1072, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1074 = bitcast <4 x i8> %1073 to i32
  %1075 = sext i32 %1074 to i64
  %1076 = mul i64 %1075, 4
  %1077 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1076
  %1078 = load i32, ptr addrspace(3) %1077, align 4
  %1079 = xor i32 %1078, %1066
  %1080 = add i32 %1079, %1065
  %1081 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1080, i32 %718, i32 %1056)
  %1082 = bitcast i32 %486 to <4 x i8>
  %1083 = shufflevector <4 x i8> %1082, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1084 = bitcast <4 x i8> %1083 to i32
  %1085 = sext i32 %1084 to i64
  %1086 = mul i64 %1085, 4
  %1087 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1086
  %1088 = load i32, ptr addrspace(3) %1087, align 4
  %1089 = xor i32 %1088, %1071
  %1090 = add i32 %1089, %1070
  %1091 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1090, i32 %719, i32 %1081)
  %1092 = lshr i32 %488, 7
  %1093 = and i32 %1092, 127
  %1094 = call i32 @llvm.ctpop.i32(i32 %1093)
  %1095 = and i32 %1094, 1
  %1096 = shl i32 %1095, 7
  %1097 = or i32 %1093, %1096
  %1098 = and i32 %1097, 15
  %1099 = mul i32 %1098, 2113665
  %1100 = and i32 %1099, 16843009
  %1101 = mul i32 %1100, 255
  %1102 = lshr i32 %1097, 4
  %1103 = and i32 %1102, 15
  %1104 = mul i32 %1103, 2113665
  %1105 = and i32 %1104, 16843009
  %1106 = mul i32 %1105, 255
  %1107 = bitcast i32 %486 to <4 x i8>
  %1108 = shufflevector <4 x i8> %1107, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1109 = bitcast <4 x i8> %1108 to i32
  %1110 = sext i32 %1109 to i64
  %1111 = mul i64 %1110, 4
  %1112 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1111
  %1113 = load i32, ptr addrspace(3) %1112, align 4
  %1114 = xor i32 %1113, %1101
  %1115 = add i32 %1114, %1100
  %1116 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1115, i32 %720, i32 %1091)
  %1117 = bitcast i32 %486 to <4 x i8>
  %1118 = shufflevector <4 x i8> %1117, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1119 = bitcast <4 x i8> %1118 to i32
  %1120 = sext i32 %1119 to i64
  %1121 = mul i64 %1120, 4
  %1122 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1121
  %1123 = load i32, ptr addrspace(3) %1122, align 4
  %1124 = xor i32 %1123, %1106
  %1125 = add i32 %1124, %1105
  %1126 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1125, i32 %721, i32 %1116)
  %1127 = lshr i32 %488, 14
  %1128 = and i32 %1127, 127
  %1129 = call i32 @llvm.ctpop.i32(i32 %1128)
  %1130 = and i32 %1129, 1
  %1131 = shl i32 %1130, 7
  %1132 = or i32 %1128, %1131
  %1133 = and i32 %1132, 15
  %1134 = mul i32 %1133, 2113665
  %1135 = and i32 %1134, 16843009
  %1136 = mul i32 %1135, 255
  %1137 = lshr i32 %1132, 4
  %1138 = and i32 %1137, 15
  %1139 = mul i32 %1138, 2113665
  %1140 = and i32 %1139, 16843009
  %1141 = mul i32 %1140, 255
  %1142 = bitcast i32 %487 to <4 x i8>
  %1143 = shufflevector <4 x i8> %1142, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1144 = bitcast <4 x i8> %1143 to i32
  %1145 = sext i32 %1144 to i64
  %1146 = mul i64 %1145, 4
  %1147 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1146
  %1148 = load i32, ptr addrspace(3) %1147, align 4
  %1149 = xor i32 %1148, %1136
  %1150 = add i32 %1149, %1135
  %1151 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1150, i32 %725, i32 %1126)
  %1152 = bitcast i32 %487 to <4 x i8>
  %1153 = shufflevector <4 x i8> %1152, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1154 = bitcast <4 x i8> %1153 to i32
  %1155 = sext i32 %1154 to i64
  %1156 = mul i64 %1155, 4
  %1157 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1156
  %1158 = load i32, ptr addrspace(3) %1157, align 4
  %1159 = xor i32 %1158, %1141
  %1160 = add i32 %1159, %1140
  %1161 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1160, i32 %726, i32 %1151)
  %1162 = lshr i32 %488, 21
  %1163 = and i32 %1162, 127
  %1164 = call i32 @llvm.ctpop.i32(i32 %1163)
  %1165 = and i32 %1164, 1
  %1166 = shl i32 %1165, 7
  %1167 = or i32 %1163, %1166
  %1168 = and i32 %1167, 15
  %1169 = mul i32 %1168, 2113665
  %1170 = and i32 %1169, 16843009
  %1171 = mul i32 %1170, 255
  %1172 = lshr i32 %1167, 4
  %1173 = and i32 %1172, 15
  %1174 = mul i32 %1173, 2113665
  %1175 = and i32 %1174, 16843009
  %1176 = mul i32 %1175, 255
  %1177 = bitcast i32 %487 to <4 x i8>
  %1178 = shufflevector <4 x i8> %1177, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1179 = bitcast <4 x i8> %1178 to i32
  %1180 = sext i32 %1179 to i64
  %1181 = mul i64 %1180, 4
  %1182 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1181
  %1183 = load i32, ptr addrspace(3) %1182, align 4
  %1184 = xor i32 %1183, %1171
  %1185 = add i32 %1184, %1170
  %1186 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1185, i32 %727, i32 %1161)
  %1187 = bitcast i32 %487 to <4 x i8>
  %1188 = shufflevector <4 x i8> %1187, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1189 = bitcast <4 x i8> %1188 to i32
  %1190 = sext i32 %1189 to i64
  %1191 = mul i64 %1190, 4
  %1192 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1191
  %1193 = load i32, ptr addrspace(3) %1192, align 4
  %1194 = xor i32 %1193, %1176
  %1195 = add i32 %1194, %1175
  %1196 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1195, i32 %728, i32 %1186)
  %1197 = mul i32 %1055, %1196
  %1198 = sitofp i32 %1197 to float
  %1199 = fmul float %1052, %733
  %1200 = fmul float %1199, 2.500000e-01
  %1201 = call float @llvm.fma.f32(float %1200, float %1198, float %1049)
  store float %1201, ptr %v8, align 4
  %1202 = load float, ptr %v9, align 4
  %1203 = trunc i32 %489 to i16
  %1204 = bitcast i16 %1203 to half
  %1205 = fpext half %1204 to float
  %1206 = lshr i32 %492, 28
  %1207 = shl i32 %1206, 1
  %1208 = or i32 %1207, 1
  %1209 = sub i32 0, %742
  %1210 = lshr i32 %492, 0
  %1211 = and i32 %1210, 127
  %1212 = call i32 @llvm.ctpop.i32(i32 %1211)
  %1213 = and i32 %1212, 1
  %1214 = shl i32 %1213, 7
  %1215 = or i32 %1211, %1214
  %1216 = and i32 %1215, 15
  %1217 = mul i32 %1216, 2113665
  %1218 = and i32 %1217, 16843009
  %1219 = mul i32 %1218, 255
  %1220 = lshr i32 %1215, 4
  %1221 = and i32 %1220, 15
  %1222 = mul i32 %1221, 2113665
  %1223 = and i32 %1222, 16843009
  %1224 = mul i32 %1223, 255
  %1225 = bitcast i32 %490 to <4 x i8>
  %1226 = shufflevector <4 x i8> %1225, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1227 = bitcast <4 x i8> %1226 to i32
  %1228 = sext i32 %1227 to i64
  %1229 = mul i64 %1228, 4
  %1230 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1229
  %1231 = load i32, ptr addrspace(3) %1230, align 4
  %1232 = xor i32 %1231, %1219
  %1233 = add i32 %1232, %1218
  %1234 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1233, i32 %718, i32 %1209)
  %1235 = bitcast i32 %490 to <4 x i8>
  %1236 = shufflevector <4 x i8> %1235, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1237 = bitcast <4 x i8> %1236 to i32
  %1238 = sext i32 %1237 to i64
  %1239 = mul i64 %1238, 4
  %1240 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1239
  %1241 = load i32, ptr addrspace(3) %1240, align 4
  %1242 = xor i32 %1241, %1224
  %1243 = add i32 %1242, %1223
  %1244 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1243, i32 %719, i32 %1234)
  %1245 = lshr i32 %492, 7
  %1246 = and i32 %1245, 127
  %1247 = call i32 @llvm.ctpop.i32(i32 %1246)
  %1248 = and i32 %1247, 1
  %1249 = shl i32 %1248, 7
  %1250 = or i32 %1246, %1249
  %1251 = and i32 %1250, 15
  %1252 = mul i32 %1251, 2113665
  %1253 = and i32 %1252, 16843009
  %1254 = mul i32 %1253, 255
  %1255 = lshr i32 %1250, 4
  %1256 = and i32 %1255, 15
  %1257 = mul i32 %1256, 2113665
  %1258 = and i32 %1257, 16843009
  %1259 = mul i32 %1258, 255
  %1260 = bitcast i32 %490 to <4 x i8>
  %1261 = shufflevector <4 x i8> %1260, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1262 = bitcast <4 x i8> %1261 to i32
  %1263 = sext i32 %1262 to i64
  %1264 = mul i64 %1263, 4
  %1265 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1264
  %1266 = load i32, ptr addrspace(3) %1265, align 4
  %1267 = xor i32 %1266, %1254
  %1268 = add i32 %1267, %1253
  %1269 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1268, i32 %720, i32 %1244)
  %1270 = bitcast i32 %490 to <4 x i8>
  %1271 = shufflevector <4 x i8> %1270, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1272 = bitcast <4 x i8> %1271 to i32
  %1273 = sext i32 %1272 to i64
  %1274 = mul i64 %1273, 4
  %1275 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1274
  %1276 = load i32, ptr addrspace(3) %1275, align 4
  %1277 = xor i32 %1276, %1259
  %1278 = add i32 %1277, %1258
  %1279 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1278, i32 %721, i32 %1269)
  %1280 = lshr i32 %492, 14
  %1281 = and i32 %1280, 127
  %1282 = call i32 @llvm.ctpop.i32(i32 %1281)
  %1283 = and i32 %1282, 1
  %1284 = shl i32 %1283, 7
  %1285 = or i32 %1281, %1284
  %1286 = and i32 %1285, 15
  %1287 = mul i32 %1286, 2113665
  %1288 = and i32 %1287, 16843009
  %1289 = mul i32 %1288, 255
  %1290 = lshr i32 %1285, 4
  %1291 = and i32 %1290, 15
  %1292 = mul i32 %1291, 2113665
  %1293 = and i32 %1292, 16843009
  %1294 = mul i32 %1293, 255
  %1295 = bitcast i32 %491 to <4 x i8>
  %1296 = shufflevector <4 x i8> %1295, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1297 = bitcast <4 x i8> %1296 to i32
  %1298 = sext i32 %1297 to i64
  %1299 = mul i64 %1298, 4
  %1300 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1299
  %1301 = load i32, ptr addrspace(3) %1300, align 4
  %1302 = xor i32 %1301, %1289
  %1303 = add i32 %1302, %1288
  %1304 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1303, i32 %725, i32 %1279)
  %1305 = bitcast i32 %491 to <4 x i8>
  %1306 = shufflevector <4 x i8> %1305, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1307 = bitcast <4 x i8> %1306 to i32
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1309
  %1311 = load i32, ptr addrspace(3) %1310, align 4
  %1312 = xor i32 %1311, %1294
  %1313 = add i32 %1312, %1293
  %1314 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1313, i32 %726, i32 %1304)
  %1315 = lshr i32 %492, 21
  %1316 = and i32 %1315, 127
  %1317 = call i32 @llvm.ctpop.i32(i32 %1316)
  %1318 = and i32 %1317, 1
  %1319 = shl i32 %1318, 7
  %1320 = or i32 %1316, %1319
  %1321 = and i32 %1320, 15
  %1322 = mul i32 %1321, 2113665
  %1323 = and i32 %1322, 16843009
  %1324 = mul i32 %1323, 255
  %1325 = lshr i32 %1320, 4
  %1326 = and i32 %1325, 15
  %1327 = mul i32 %1326, 2113665
  %1328 = and i32 %1327, 16843009
  %1329 = mul i32 %1328, 255
  %1330 = bitcast i32 %491 to <4 x i8>
  %1331 = shufflevector <4 x i8> %1330, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1332 = bitcast <4 x i8> %1331 to i32
  %1333 = sext i32 %1332 to i64
  %1334 = mul i64 %1333, 4
  %1335 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1334
  %1336 = load i32, ptr addrspace(3) %1335, align 4
  %1337 = xor i32 %1336, %1324
  %1338 = add i32 %1337, %1323
  %1339 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1338, i32 %727, i32 %1314)
  %1340 = bitcast i32 %491 to <4 x i8>
  %1341 = shufflevector <4 x i8> %1340, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1342 = bitcast <4 x i8> %1341 to i32
  %1343 = sext i32 %1342 to i64
  %1344 = mul i64 %1343, 4
  %1345 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1344
  %1346 = load i32, ptr addrspace(3) %1345, align 4
  %1347 = xor i32 %1346, %1329
  %1348 = add i32 %1347, %1328
  %1349 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1348, i32 %728, i32 %1339)
  %1350 = mul i32 %1208, %1349
  %1351 = sitofp i32 %1350 to float
  %1352 = fmul float %1205, %733
  %1353 = fmul float %1352, 2.500000e-01
  %1354 = call float @llvm.fma.f32(float %1353, float %1351, float %1202)
  store float %1354, ptr %v9, align 4
  br label %endif39

endif39:                                          ; preds = %then38, %body36
  %1355 = add i32 %441, 1
  %1356 = and i32 %1355, 1
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %1357, 1152
  %1359 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1358
  %1360 = getelementptr i8, ptr addrspace(3) %1359, i64 1024
  %1361 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1362 = bitcast float %456 to i32
  %1363 = and i32 %1362, 2147483647
  %1364 = bitcast float %457 to i32
  %1365 = and i32 %1364, 2147483647
  %1366 = bitcast float %458 to i32
  %1367 = and i32 %1366, 2147483647
  %1368 = bitcast float %459 to i32
  %1369 = and i32 %1368, 2147483647
  %1370 = icmp ugt i32 %1363, %1365
  %1371 = select i1 %1370, i32 %1363, i32 %1365
  %1372 = icmp ugt i32 %1367, %1369
  %1373 = select i1 %1372, i32 %1367, i32 %1369
  %1374 = icmp ugt i32 %1371, %1373
  %1375 = select i1 %1374, i32 %1371, i32 %1373
  %1376 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1375, i32 1, i32 31)
  %1377 = icmp ugt i32 %1375, %1376
  %1378 = select i1 %1377, i32 %1375, i32 %1376
  %1379 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1378, i32 2, i32 31)
  %1380 = icmp ugt i32 %1378, %1379
  %1381 = select i1 %1380, i32 %1378, i32 %1379
  %1382 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1381, i32 4, i32 31)
  %1383 = icmp ugt i32 %1381, %1382
  %1384 = select i1 %1383, i32 %1381, i32 %1382
  %1385 = and i32 %1384, 2147483647
  %1386 = icmp ult i32 %1385, 2139095040
  %1387 = bitcast i32 %1384 to float
  %1388 = fdiv float 1.270000e+02, %1387
  %1389 = bitcast float %1388 to i32
  %1390 = and i32 %1389, 2147483647
  %1391 = icmp ult i32 %1390, 2139095040
  %1392 = select i1 %1391, float %1388, float 0.000000e+00
  %1393 = fmul float %456, %1392
  %1394 = fadd float %1393, 0x4168000000000000
  %1395 = bitcast float %1394 to i32
  %1396 = fmul float %457, %1392
  %1397 = fadd float %1396, 0x4168000000000000
  %1398 = bitcast float %1397 to i32
  %1399 = fmul float %458, %1392
  %1400 = fadd float %1399, 0x4168000000000000
  %1401 = bitcast float %1400 to i32
  %1402 = fmul float %459, %1392
  %1403 = fadd float %1402, 0x4168000000000000
  %1404 = bitcast float %1403 to i32
  %1405 = bitcast i32 %1395 to <4 x i8>
  %1406 = bitcast i32 %1398 to <4 x i8>
  %1407 = shufflevector <4 x i8> %1405, <4 x i8> %1406, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1408 = bitcast <4 x i8> %1407 to i32
  %1409 = bitcast i32 %1401 to <4 x i8>
  %1410 = bitcast i32 %1404 to <4 x i8>
  %1411 = shufflevector <4 x i8> %1409, <4 x i8> %1410, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1412 = bitcast <4 x i8> %1411 to i32
  %1413 = bitcast i32 %1408 to <4 x i8>
  %1414 = bitcast i32 %1412 to <4 x i8>
  %1415 = shufflevector <4 x i8> %1413, <4 x i8> %1414, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1416 = bitcast <4 x i8> %1415 to i32
  %1417 = add i32 %1361, 0
  %1418 = sext i32 %1417 to i64
  %1419 = mul i64 %1418, 4
  %1420 = icmp slt i64 %1419, 1024
  br i1 %1420, label %then40, label %endif41

then40:                                           ; preds = %endif39
  %1421 = lshr i64 %1419, 2
  %1422 = mul i64 %1421, 4
  %1423 = getelementptr i8, ptr addrspace(3) %1359, i64 %1422
  store i32 %1416, ptr addrspace(3) %1423, align 4
  %1424 = and i64 %1419, 31
  %1425 = icmp eq i64 %1424, 0
  br i1 %1425, label %then42, label %endif43

endif41:                                          ; preds = %endif43, %endif39
  %1426 = bitcast float %471 to i32
  %1427 = and i32 %1426, 2147483647
  %1428 = bitcast float %472 to i32
  %1429 = and i32 %1428, 2147483647
  %1430 = bitcast float %473 to i32
  %1431 = and i32 %1430, 2147483647
  %1432 = bitcast float %474 to i32
  %1433 = and i32 %1432, 2147483647
  %1434 = icmp ugt i32 %1427, %1429
  %1435 = select i1 %1434, i32 %1427, i32 %1429
  %1436 = icmp ugt i32 %1431, %1433
  %1437 = select i1 %1436, i32 %1431, i32 %1433
  %1438 = icmp ugt i32 %1435, %1437
  %1439 = select i1 %1438, i32 %1435, i32 %1437
  %1440 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1439, i32 1, i32 31)
  %1441 = icmp ugt i32 %1439, %1440
  %1442 = select i1 %1441, i32 %1439, i32 %1440
  %1443 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1442, i32 2, i32 31)
  %1444 = icmp ugt i32 %1442, %1443
  %1445 = select i1 %1444, i32 %1442, i32 %1443
  %1446 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1445, i32 4, i32 31)
  %1447 = icmp ugt i32 %1445, %1446
  %1448 = select i1 %1447, i32 %1445, i32 %1446
  %1449 = and i32 %1448, 2147483647
  %1450 = icmp ult i32 %1449, 2139095040
  %1451 = bitcast i32 %1448 to float
  %1452 = fdiv float 1.270000e+02, %1451
  %1453 = bitcast float %1452 to i32
  %1454 = and i32 %1453, 2147483647
  %1455 = icmp ult i32 %1454, 2139095040
  %1456 = select i1 %1455, float %1452, float 0.000000e+00
  %1457 = fmul float %471, %1456
  %1458 = fadd float %1457, 0x4168000000000000
  %1459 = bitcast float %1458 to i32
  %1460 = fmul float %472, %1456
  %1461 = fadd float %1460, 0x4168000000000000
  %1462 = bitcast float %1461 to i32
  %1463 = fmul float %473, %1456
  %1464 = fadd float %1463, 0x4168000000000000
  %1465 = bitcast float %1464 to i32
  %1466 = fmul float %474, %1456
  %1467 = fadd float %1466, 0x4168000000000000
  %1468 = bitcast float %1467 to i32
  %1469 = bitcast i32 %1459 to <4 x i8>
  %1470 = bitcast i32 %1462 to <4 x i8>
  %1471 = shufflevector <4 x i8> %1469, <4 x i8> %1470, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1472 = bitcast <4 x i8> %1471 to i32
  %1473 = bitcast i32 %1465 to <4 x i8>
  %1474 = bitcast i32 %1468 to <4 x i8>
  %1475 = shufflevector <4 x i8> %1473, <4 x i8> %1474, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1476 = bitcast <4 x i8> %1475 to i32
  %1477 = bitcast i32 %1472 to <4 x i8>
  %1478 = bitcast i32 %1476 to <4 x i8>
  %1479 = shufflevector <4 x i8> %1477, <4 x i8> %1478, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1480 = bitcast <4 x i8> %1479 to i32
  %1481 = add i32 %1361, 128
  %1482 = sext i32 %1481 to i64
  %1483 = mul i64 %1482, 4
  %1484 = icmp slt i64 %1483, 1024
  br i1 %1484, label %then44, label %endif45

then42:                                           ; preds = %then40
  %1485 = fmul float %1387, 0x3F80204080000000
  %1486 = select i1 %1386, float %1485, float 0x7FF8000000000000
  %1487 = lshr i64 %1419, 5
  %1488 = mul i64 %1487, 4
  %1489 = getelementptr i8, ptr addrspace(3) %1360, i64 %1488
  store float %1486, ptr addrspace(3) %1489, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %then40
  br label %endif41

then44:                                           ; preds = %endif41
  %1490 = lshr i64 %1483, 2
  %1491 = mul i64 %1490, 4
  %1492 = getelementptr i8, ptr addrspace(3) %1359, i64 %1491
  store i32 %1480, ptr addrspace(3) %1492, align 4
  %1493 = and i64 %1483, 31
  %1494 = icmp eq i64 %1493, 0
  br i1 %1494, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif41
  call void @llvm.nvvm.barrier0()
  %1495 = load i32, ptr %v34, align 4
  %1496 = add i32 %1495, 1
  store i32 %1496, ptr %v34, align 4
  br label %loop35

then46:                                           ; preds = %then44
  %1497 = fmul float %1451, 0x3F80204080000000
  %1498 = select i1 %1450, float %1497, float 0x7FF8000000000000
  %1499 = lshr i64 %1483, 5
  %1500 = mul i64 %1499, 4
  %1501 = getelementptr i8, ptr addrspace(3) %1360, i64 %1500
  store float %1498, ptr addrspace(3) %1501, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

then48:                                           ; preds = %done37
  %1502 = load float, ptr %v5, align 4
  %1503 = add i32 %60, %51
  %1504 = icmp slt i32 %1503, %4
  br i1 %1504, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %done37
  %1505 = load i32, ptr %v1, align 4
  %1506 = add i32 %1505, 4
  store i32 %1506, ptr %v1, align 4
  br label %loop2

then50:                                           ; preds = %then48
  %1507 = add i32 %42, %1503
  %1508 = sext i32 %1507 to i64
  %1509 = mul i64 %1508, 4
  %1510 = getelementptr i8, ptr addrspace(1) %0, i64 %1509
  store float %1502, ptr addrspace(1) %1510, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49
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
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_moe_matvec_iq3_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_iq3_xxs, !"maxntidx", i32 128}
