; ModuleID = 'strata_matvec_iq3_xxs'
source_filename = "strata_matvec_iq3_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3xxs_grid_ob = internal addrspace(1) constant [256 x i32] [i32 -2071690108, i32 -2071690092, i32 -2071690076, i32 -2071688052, i32 -2071688036, i32 -2071688002, i32 -2071686012, i32 -2071685996, i32 -2071683956, i32 -2071681900, i32 -2071675236, i32 -2071675220, i32 -2071165812, i32 -2071165796, i32 -2071163772, i32 -2071163756, i32 -2071161716, i32 -2071161684, i32 -2071159676, i32 -2071159660, i32 -2071157620, i32 -2071155548, i32 -2071150972, i32 -2070641532, i32 -2070641516, i32 -2070641500, i32 -2070639476, i32 -2070637436, i32 -2070637420, i32 -2070635380, i32 -2070635364, i32 -2070635330, i32 -2070631284, i32 -2070631234, i32 -2070626644, i32 -2070117236, i32 -2070117186, i32 -2070115196, i32 -2070115180, i32 -2070113108, i32 -2070102396, i32 -2069590884, i32 -2069586754, i32 -2069584732, i32 -2069582658, i32 -2069578084, i32 -2069578068, i32 -2069068660, i32 -2069068610, i32 -2069062508, i32 -2069058412, i32 -2068538196, i32 -2068532060, i32 -2067886972, i32 -2067886940, i32 -2067886924, i32 -2067880804, i32 -2067876724, i32 -1937472372, i32 -1937472356, i32 -1937470332, i32 -1937470316, i32 -1937468276, i32 -1937468260, i32 -1937466236, i32 -1937466220, i32 -1937466204, i32 -1937464130, i32 -1937462140, i32 -1936948092, i32 -1936948076, i32 -1936946036, i32 -1936943996, i32 -1936943980, i32 -1936423796, i32 -1936423780, i32 -1936421756, i32 -1936421740, i32 -1936419700, i32 -1936417660, i32 -1936408940, i32 -1935899516, i32 -1935899500, i32 -1935895420, i32 -1935893364, i32 -1935891276, i32 -1935887180, i32 -1935375220, i32 -1935375188, i32 -1935364988, i32 -1934846844, i32 -1934846812, i32 -1934842700, i32 -1934836084, i32 -1934326612, i32 -1933667180, i32 -1933663100, i32 -1803254652, i32 -1803254636, i32 -1803252596, i32 -1803252580, i32 -1803250556, i32 -1803250540, i32 -1803250508, i32 -1803248500, i32 -1803246444, i32 -1802730356, i32 -1802730340, i32 -1802730324, i32 -1802728316, i32 -1802728300, i32 -1802726260, i32 -1802724220, i32 -1802718052, i32 -1802718018, i32 -1802715516, i32 -1802206076, i32 -1802206060, i32 -1802204020, i32 -1802203970, i32 -1802201980, i32 -1802201964, i32 -1802199874, i32 -1802197884, i32 -1802195796, i32 -1801681780, i32 -1801679740, i32 -1801679708, i32 -1801666940, i32 -1801666908, i32 -1801151316, i32 -1801147236, i32 -1800633188, i32 -1800629058, i32 -1800625012, i32 -1800618332, i32 -1799453556, i32 -1799453540, i32 -1799451468, i32 -1799445332, i32 -1669036916, i32 -1669034876, i32 -1669034860, i32 -1669032820, i32 -1669032804, i32 -1669026684, i32 -1669024596, i32 -1669022060, i32 -1668512636, i32 -1668512620, i32 -1668508540, i32 -1668506484, i32 -1668504412, i32 -1668504396, i32 -1667988340, i32 -1667988324, i32 -1667986300, i32 -1667984212, i32 -1667978092, i32 -1667973484, i32 -1667462004, i32 -1667457892, i32 -1666933628, i32 -1666931522, i32 -1666924908, i32 -1666415484, i32 -1666415436, i32 -1666411372, i32 -1666405204, i32 -1665889116, i32 -1665885004, i32 -1665878884, i32 -1665229668, i32 -1665223548, i32 -1534819164, i32 -1534817090, i32 -1534813012, i32 -1534812994, i32 -1534808932, i32 -1534808898, i32 -1534280028, i32 -1533766524, i32 -1533764418, i32 -1533762428, i32 -1533758332, i32 -1533758284, i32 -1533246274, i32 -1533238100, i32 -1532722012, i32 -1532711796, i32 -1532709724, i32 -1532193620, i32 -1532189540, i32 -1532182908, i32 -1531018068, i32 -1531016060, i32 -1531016044, i32 -1531011964, i32 -1400599404, i32 -1400593268, i32 -1400586620, i32 -1400077180, i32 -1400077132, i32 -1400073036, i32 -1400066900, i32 -1399550812, i32 -1399546732, i32 -1399538028, i32 -1399028588, i32 -1399018340, i32 -1398502268, i32 -1398500196, i32 -1398500162, i32 -1398489452, i32 -1397980012, i32 -1397973876, i32 -1397445500, i32 -1396796252, i32 -1396792172, i32 -1266379612, i32 -1266375516, i32 -1266375500, i32 -1266371420, i32 -1265855348, i32 -1265847156, i32 -1265333058, i32 -1265322844, i32 -1264804732, i32 -1264804684, i32 -1264278364, i32 -1263762260, i32 -1263752044, i32 -1263231844, i32 -1262582628, i32 -1262578548, i32 -1098611556, i32 -1098611540, i32 -1098611522, i32 -1098609532, i32 -1098605420, i32 -1098601324, i32 -1098083148, i32 -1098079100, i32 -1097560940, i32 -1097554772, i32 -1097552748, i32 -1097038716, i32 -1097036628, i32 -1097032548, i32 -1097026428, i32 -1096510324, i32 -1096506228, i32 -1095990140, i32 -1095990124, i32 -1095986012, i32 -1095459708], align 16
@lds1 = internal addrspace(3) global [1024 x i8] undef, align 16
@lds2 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v32 = alloca i32, align 4
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
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %body, label %done

body:                                             ; preds = %loop
  %8 = load i32, ptr %v, align 4
  %9 = sext i32 %8 to i64
  %10 = mul i64 %9, 4
  %11 = getelementptr i8, ptr addrspace(1) @strata_iq3xxs_grid_ob, i64 %10
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

loop2:                                            ; preds = %endif47, %done
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
  %41 = mul i64 %40, 98
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
  %78 = mul i64 %77, 98
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
  %106 = mul i64 %81, 4
  %107 = add i64 %106, 64
  %108 = add i64 %107, 0
  %109 = getelementptr i8, ptr addrspace(1) %89, i64 %108
  %110 = load i32, ptr addrspace(1) %109, align 4
  %111 = add i64 %107, 0
  %112 = shl i64 %87, 1
  %113 = add i64 %111, %112
  %114 = getelementptr i8, ptr addrspace(1) %89, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = call i32 @llvm.fshr.i32(i32 %115, i32 %110, i32 %91)
  store i32 %84, ptr %v10, align 4
  store i32 %104, ptr %v11, align 4
  store i32 %105, ptr %v12, align 4
  store i32 %116, ptr %v13, align 4
  %117 = lshr i32 %74, 3
  %118 = and i32 %74, 7
  %119 = sext i32 %117 to i64
  %120 = mul i64 %119, 98
  %121 = add i64 %120, 0
  %122 = getelementptr i8, ptr addrspace(1) %54, i64 %121
  %123 = sext i32 %118 to i64
  %124 = getelementptr i8, ptr addrspace(1) %122, i64 0
  %125 = load i16, ptr addrspace(1) %124, align 2
  %126 = zext i16 %125 to i32
  %127 = getelementptr i8, ptr addrspace(1) %122, i64 2
  %128 = ptrtoint ptr addrspace(1) %127 to i64
  %129 = and i64 %128, 3
  %130 = sub i64 0, %129
  %131 = getelementptr i8, ptr addrspace(1) %127, i64 %130
  %132 = shl i64 %129, 3
  %133 = trunc i64 %132 to i32
  %134 = mul i64 %123, 8
  %135 = add i64 %134, 0
  %136 = getelementptr i8, ptr addrspace(1) %131, i64 %135
  %137 = load i32, ptr addrspace(1) %136, align 4
  %138 = add i64 %134, 4
  %139 = getelementptr i8, ptr addrspace(1) %131, i64 %138
  %140 = load i32, ptr addrspace(1) %139, align 4
  %141 = add i64 %134, 4
  %142 = shl i64 %129, 1
  %143 = add i64 %141, %142
  %144 = getelementptr i8, ptr addrspace(1) %131, i64 %143
  %145 = load i32, ptr addrspace(1) %144, align 4
  %146 = call i32 @llvm.fshr.i32(i32 %140, i32 %137, i32 %133)
  %147 = call i32 @llvm.fshr.i32(i32 %145, i32 %140, i32 %133)
  %148 = mul i64 %123, 4
  %149 = add i64 %148, 64
  %150 = add i64 %149, 0
  %151 = getelementptr i8, ptr addrspace(1) %131, i64 %150
  %152 = load i32, ptr addrspace(1) %151, align 4
  %153 = add i64 %149, 0
  %154 = shl i64 %129, 1
  %155 = add i64 %153, %154
  %156 = getelementptr i8, ptr addrspace(1) %131, i64 %155
  %157 = load i32, ptr addrspace(1) %156, align 4
  %158 = call i32 @llvm.fshr.i32(i32 %157, i32 %152, i32 %133)
  store i32 %126, ptr %v14, align 4
  store i32 %146, ptr %v15, align 4
  store i32 %147, ptr %v16, align 4
  store i32 %158, ptr %v17, align 4
  %159 = lshr i32 %74, 3
  %160 = and i32 %74, 7
  %161 = sext i32 %159 to i64
  %162 = mul i64 %161, 98
  %163 = add i64 %162, 0
  %164 = getelementptr i8, ptr addrspace(1) %60, i64 %163
  %165 = sext i32 %160 to i64
  %166 = getelementptr i8, ptr addrspace(1) %164, i64 0
  %167 = load i16, ptr addrspace(1) %166, align 2
  %168 = zext i16 %167 to i32
  %169 = getelementptr i8, ptr addrspace(1) %164, i64 2
  %170 = ptrtoint ptr addrspace(1) %169 to i64
  %171 = and i64 %170, 3
  %172 = sub i64 0, %171
  %173 = getelementptr i8, ptr addrspace(1) %169, i64 %172
  %174 = shl i64 %171, 3
  %175 = trunc i64 %174 to i32
  %176 = mul i64 %165, 8
  %177 = add i64 %176, 0
  %178 = getelementptr i8, ptr addrspace(1) %173, i64 %177
  %179 = load i32, ptr addrspace(1) %178, align 4
  %180 = add i64 %176, 4
  %181 = getelementptr i8, ptr addrspace(1) %173, i64 %180
  %182 = load i32, ptr addrspace(1) %181, align 4
  %183 = add i64 %176, 4
  %184 = shl i64 %171, 1
  %185 = add i64 %183, %184
  %186 = getelementptr i8, ptr addrspace(1) %173, i64 %185
  %187 = load i32, ptr addrspace(1) %186, align 4
  %188 = call i32 @llvm.fshr.i32(i32 %182, i32 %179, i32 %175)
  %189 = call i32 @llvm.fshr.i32(i32 %187, i32 %182, i32 %175)
  %190 = mul i64 %165, 4
  %191 = add i64 %190, 64
  %192 = add i64 %191, 0
  %193 = getelementptr i8, ptr addrspace(1) %173, i64 %192
  %194 = load i32, ptr addrspace(1) %193, align 4
  %195 = add i64 %191, 0
  %196 = shl i64 %171, 1
  %197 = add i64 %195, %196
  %198 = getelementptr i8, ptr addrspace(1) %173, i64 %197
  %199 = load i32, ptr addrspace(1) %198, align 4
  %200 = call i32 @llvm.fshr.i32(i32 %199, i32 %194, i32 %175)
  store i32 %168, ptr %v18, align 4
  store i32 %188, ptr %v19, align 4
  store i32 %189, ptr %v20, align 4
  store i32 %200, ptr %v21, align 4
  %201 = lshr i32 %74, 3
  %202 = and i32 %74, 7
  %203 = sext i32 %201 to i64
  %204 = mul i64 %203, 98
  %205 = add i64 %204, 0
  %206 = getelementptr i8, ptr addrspace(1) %66, i64 %205
  %207 = sext i32 %202 to i64
  %208 = getelementptr i8, ptr addrspace(1) %206, i64 0
  %209 = load i16, ptr addrspace(1) %208, align 2
  %210 = zext i16 %209 to i32
  %211 = getelementptr i8, ptr addrspace(1) %206, i64 2
  %212 = ptrtoint ptr addrspace(1) %211 to i64
  %213 = and i64 %212, 3
  %214 = sub i64 0, %213
  %215 = getelementptr i8, ptr addrspace(1) %211, i64 %214
  %216 = shl i64 %213, 3
  %217 = trunc i64 %216 to i32
  %218 = mul i64 %207, 8
  %219 = add i64 %218, 0
  %220 = getelementptr i8, ptr addrspace(1) %215, i64 %219
  %221 = load i32, ptr addrspace(1) %220, align 4
  %222 = add i64 %218, 4
  %223 = getelementptr i8, ptr addrspace(1) %215, i64 %222
  %224 = load i32, ptr addrspace(1) %223, align 4
  %225 = add i64 %218, 4
  %226 = shl i64 %213, 1
  %227 = add i64 %225, %226
  %228 = getelementptr i8, ptr addrspace(1) %215, i64 %227
  %229 = load i32, ptr addrspace(1) %228, align 4
  %230 = call i32 @llvm.fshr.i32(i32 %224, i32 %221, i32 %217)
  %231 = call i32 @llvm.fshr.i32(i32 %229, i32 %224, i32 %217)
  %232 = mul i64 %207, 4
  %233 = add i64 %232, 64
  %234 = add i64 %233, 0
  %235 = getelementptr i8, ptr addrspace(1) %215, i64 %234
  %236 = load i32, ptr addrspace(1) %235, align 4
  %237 = add i64 %233, 0
  %238 = shl i64 %213, 1
  %239 = add i64 %237, %238
  %240 = getelementptr i8, ptr addrspace(1) %215, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  %242 = call i32 @llvm.fshr.i32(i32 %241, i32 %236, i32 %217)
  store i32 %210, ptr %v22, align 4
  store i32 %230, ptr %v23, align 4
  store i32 %231, ptr %v24, align 4
  store i32 %242, ptr %v25, align 4
  %243 = add i32 %70, 0
  %244 = sext i32 %243 to i64
  %245 = mul i64 %244, 4
  %246 = add i64 0, %245
  %247 = icmp slt i64 %246, %71
  %248 = icmp slt i64 %245, 1024
  %249 = and i1 %247, %248
  %250 = select i1 %249, i64 %246, i64 0
  %251 = mul i64 %250, 4
  %252 = getelementptr i8, ptr addrspace(1) %2, i64 %251
  %253 = load <4 x float>, ptr addrspace(1) %252, align 16
  %254 = extractelement <4 x float> %253, i32 0
  %255 = extractelement <4 x float> %253, i32 1
  %256 = extractelement <4 x float> %253, i32 2
  %257 = extractelement <4 x float> %253, i32 3
  %258 = add i32 %70, 128
  %259 = sext i32 %258 to i64
  %260 = mul i64 %259, 4
  %261 = add i64 0, %260
  %262 = icmp slt i64 %261, %71
  %263 = icmp slt i64 %260, 1024
  %264 = and i1 %262, %263
  %265 = select i1 %264, i64 %261, i64 0
  %266 = mul i64 %265, 4
  %267 = getelementptr i8, ptr addrspace(1) %2, i64 %266
  %268 = load <4 x float>, ptr addrspace(1) %267, align 16
  %269 = extractelement <4 x float> %268, i32 0
  %270 = extractelement <4 x float> %268, i32 1
  %271 = extractelement <4 x float> %268, i32 2
  %272 = extractelement <4 x float> %268, i32 3
  %273 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %274 = bitcast float %254 to i32
  %275 = and i32 %274, 2147483647
  %276 = bitcast float %255 to i32
  %277 = and i32 %276, 2147483647
  %278 = bitcast float %256 to i32
  %279 = and i32 %278, 2147483647
  %280 = bitcast float %257 to i32
  %281 = and i32 %280, 2147483647
  %282 = icmp ugt i32 %275, %277
  %283 = select i1 %282, i32 %275, i32 %277
  %284 = icmp ugt i32 %279, %281
  %285 = select i1 %284, i32 %279, i32 %281
  %286 = icmp ugt i32 %283, %285
  %287 = select i1 %286, i32 %283, i32 %285
  %288 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %287, i32 1, i32 31)
  %289 = icmp ugt i32 %287, %288
  %290 = select i1 %289, i32 %287, i32 %288
  %291 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %290, i32 2, i32 31)
  %292 = icmp ugt i32 %290, %291
  %293 = select i1 %292, i32 %290, i32 %291
  %294 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 4, i32 31)
  %295 = icmp ugt i32 %293, %294
  %296 = select i1 %295, i32 %293, i32 %294
  %297 = and i32 %296, 2147483647
  %298 = icmp ult i32 %297, 2139095040
  %299 = bitcast i32 %296 to float
  %300 = fdiv float 1.270000e+02, %299
  %301 = bitcast float %300 to i32
  %302 = and i32 %301, 2147483647
  %303 = icmp ult i32 %302, 2139095040
  %304 = select i1 %303, float %300, float 0.000000e+00
  %305 = fmul float %254, %304
  %306 = fadd float %305, 0x4168000000000000
  %307 = bitcast float %306 to i32
  %308 = fmul float %255, %304
  %309 = fadd float %308, 0x4168000000000000
  %310 = bitcast float %309 to i32
  %311 = fmul float %256, %304
  %312 = fadd float %311, 0x4168000000000000
  %313 = bitcast float %312 to i32
  %314 = fmul float %257, %304
  %315 = fadd float %314, 0x4168000000000000
  %316 = bitcast float %315 to i32
  %317 = bitcast i32 %307 to <4 x i8>
  %318 = bitcast i32 %310 to <4 x i8>
  %319 = shufflevector <4 x i8> %317, <4 x i8> %318, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %320 = bitcast <4 x i8> %319 to i32
  %321 = bitcast i32 %313 to <4 x i8>
  %322 = bitcast i32 %316 to <4 x i8>
  %323 = shufflevector <4 x i8> %321, <4 x i8> %322, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %324 = bitcast <4 x i8> %323 to i32
  %325 = bitcast i32 %320 to <4 x i8>
  %326 = bitcast i32 %324 to <4 x i8>
  %327 = shufflevector <4 x i8> %325, <4 x i8> %326, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %328 = bitcast <4 x i8> %327 to i32
  %329 = add i32 %273, 0
  %330 = sext i32 %329 to i64
  %331 = mul i64 %330, 4
  %332 = icmp slt i64 %331, 1024
  br i1 %332, label %then, label %endif

done4:                                            ; preds = %loop2
  ret void

then:                                             ; preds = %body3
  %333 = lshr i64 %331, 2
  %334 = mul i64 %333, 4
  %335 = getelementptr i8, ptr addrspace(3) @lds2, i64 %334
  store i32 %328, ptr addrspace(3) %335, align 4
  %336 = and i64 %331, 31
  %337 = icmp eq i64 %336, 0
  br i1 %337, label %then26, label %endif27

endif:                                            ; preds = %endif27, %body3
  %338 = bitcast float %269 to i32
  %339 = and i32 %338, 2147483647
  %340 = bitcast float %270 to i32
  %341 = and i32 %340, 2147483647
  %342 = bitcast float %271 to i32
  %343 = and i32 %342, 2147483647
  %344 = bitcast float %272 to i32
  %345 = and i32 %344, 2147483647
  %346 = icmp ugt i32 %339, %341
  %347 = select i1 %346, i32 %339, i32 %341
  %348 = icmp ugt i32 %343, %345
  %349 = select i1 %348, i32 %343, i32 %345
  %350 = icmp ugt i32 %347, %349
  %351 = select i1 %350, i32 %347, i32 %349
  %352 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %351, i32 1, i32 31)
  %353 = icmp ugt i32 %351, %352
  %354 = select i1 %353, i32 %351, i32 %352
  %355 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %354, i32 2, i32 31)
  %356 = icmp ugt i32 %354, %355
  %357 = select i1 %356, i32 %354, i32 %355
  %358 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %357, i32 4, i32 31)
  %359 = icmp ugt i32 %357, %358
  %360 = select i1 %359, i32 %357, i32 %358
  %361 = and i32 %360, 2147483647
  %362 = icmp ult i32 %361, 2139095040
  %363 = bitcast i32 %360 to float
  %364 = fdiv float 1.270000e+02, %363
  %365 = bitcast float %364 to i32
  %366 = and i32 %365, 2147483647
  %367 = icmp ult i32 %366, 2139095040
  %368 = select i1 %367, float %364, float 0.000000e+00
  %369 = fmul float %269, %368
  %370 = fadd float %369, 0x4168000000000000
  %371 = bitcast float %370 to i32
  %372 = fmul float %270, %368
  %373 = fadd float %372, 0x4168000000000000
  %374 = bitcast float %373 to i32
  %375 = fmul float %271, %368
  %376 = fadd float %375, 0x4168000000000000
  %377 = bitcast float %376 to i32
  %378 = fmul float %272, %368
  %379 = fadd float %378, 0x4168000000000000
  %380 = bitcast float %379 to i32
  %381 = bitcast i32 %371 to <4 x i8>
  %382 = bitcast i32 %374 to <4 x i8>
  %383 = shufflevector <4 x i8> %381, <4 x i8> %382, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %384 = bitcast <4 x i8> %383 to i32
  %385 = bitcast i32 %377 to <4 x i8>
  %386 = bitcast i32 %380 to <4 x i8>
  %387 = shufflevector <4 x i8> %385, <4 x i8> %386, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %388 = bitcast <4 x i8> %387 to i32
  %389 = bitcast i32 %384 to <4 x i8>
  %390 = bitcast i32 %388 to <4 x i8>
  %391 = shufflevector <4 x i8> %389, <4 x i8> %390, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %392 = bitcast <4 x i8> %391 to i32
  %393 = add i32 %273, 128
  %394 = sext i32 %393 to i64
  %395 = mul i64 %394, 4
  %396 = icmp slt i64 %395, 1024
  br i1 %396, label %then28, label %endif29

then26:                                           ; preds = %then
  %397 = fmul float %299, 0x3F80204080000000
  %398 = select i1 %298, float %397, float 0x7FF8000000000000
  %399 = lshr i64 %331, 5
  %400 = mul i64 %399, 4
  %401 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %400
  store float %398, ptr addrspace(3) %401, align 4
  br label %endif27

endif27:                                          ; preds = %then26, %then
  br label %endif

then28:                                           ; preds = %endif
  %402 = lshr i64 %395, 2
  %403 = mul i64 %402, 4
  %404 = getelementptr i8, ptr addrspace(3) @lds2, i64 %403
  store i32 %392, ptr addrspace(3) %404, align 4
  %405 = and i64 %395, 31
  %406 = icmp eq i64 %405, 0
  br i1 %406, label %then30, label %endif31

endif29:                                          ; preds = %endif31, %endif
  call void @llvm.nvvm.barrier0()
  %407 = add i32 %67, 31
  %408 = udiv i32 %407, 32
  store i32 0, ptr %v32, align 4
  br label %loop33

then30:                                           ; preds = %then28
  %409 = fmul float %363, 0x3F80204080000000
  %410 = select i1 %362, float %409, float 0x7FF8000000000000
  %411 = lshr i64 %395, 5
  %412 = mul i64 %411, 4
  %413 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds2, i64 1024), i64 %412
  store float %410, ptr addrspace(3) %413, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %then28
  br label %endif29

loop33:                                           ; preds = %endif43, %endif29
  %414 = load i32, ptr %v32, align 4
  %415 = icmp slt i32 %414, %408
  br i1 %415, label %body34, label %done35

body34:                                           ; preds = %loop33
  %416 = load i32, ptr %v32, align 4
  %417 = add i32 %416, 1
  %418 = sext i32 %417 to i64
  %419 = mul i64 %418, 1024
  %420 = add i32 %70, 0
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 4
  %423 = add i64 %419, %422
  %424 = icmp slt i64 %423, %71
  %425 = icmp slt i64 %422, 1024
  %426 = and i1 %424, %425
  %427 = select i1 %426, i64 %423, i64 0
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(1) %2, i64 %428
  %430 = load <4 x float>, ptr addrspace(1) %429, align 16
  %431 = extractelement <4 x float> %430, i32 0
  %432 = extractelement <4 x float> %430, i32 1
  %433 = extractelement <4 x float> %430, i32 2
  %434 = extractelement <4 x float> %430, i32 3
  %435 = add i32 %70, 128
  %436 = sext i32 %435 to i64
  %437 = mul i64 %436, 4
  %438 = add i64 %419, %437
  %439 = icmp slt i64 %438, %71
  %440 = icmp slt i64 %437, 1024
  %441 = and i1 %439, %440
  %442 = select i1 %441, i64 %438, i64 0
  %443 = mul i64 %442, 4
  %444 = getelementptr i8, ptr addrspace(1) %2, i64 %443
  %445 = load <4 x float>, ptr addrspace(1) %444, align 16
  %446 = extractelement <4 x float> %445, i32 0
  %447 = extractelement <4 x float> %445, i32 1
  %448 = extractelement <4 x float> %445, i32 2
  %449 = extractelement <4 x float> %445, i32 3
  %450 = mul i32 %416, 32
  %451 = add i32 %69, %450
  %452 = load i32, ptr %v10, align 4
  %453 = load i32, ptr %v11, align 4
  %454 = load i32, ptr %v12, align 4
  %455 = load i32, ptr %v13, align 4
  %456 = load i32, ptr %v14, align 4
  %457 = load i32, ptr %v15, align 4
  %458 = load i32, ptr %v16, align 4
  %459 = load i32, ptr %v17, align 4
  %460 = load i32, ptr %v18, align 4
  %461 = load i32, ptr %v19, align 4
  %462 = load i32, ptr %v20, align 4
  %463 = load i32, ptr %v21, align 4
  %464 = load i32, ptr %v22, align 4
  %465 = load i32, ptr %v23, align 4
  %466 = load i32, ptr %v24, align 4
  %467 = load i32, ptr %v25, align 4
  %468 = add i32 %451, 32
  %469 = icmp sgt i32 %468, %72
  %470 = select i1 %469, i32 %72, i32 %468
  %471 = lshr i32 %470, 3
  %472 = and i32 %470, 7
  %473 = sext i32 %471 to i64
  %474 = mul i64 %473, 98
  %475 = add i64 %474, 0
  %476 = getelementptr i8, ptr addrspace(1) %48, i64 %475
  %477 = sext i32 %472 to i64
  %478 = getelementptr i8, ptr addrspace(1) %476, i64 0
  %479 = load i16, ptr addrspace(1) %478, align 2
  %480 = zext i16 %479 to i32
  %481 = getelementptr i8, ptr addrspace(1) %476, i64 2
  %482 = ptrtoint ptr addrspace(1) %481 to i64
  %483 = and i64 %482, 3
  %484 = sub i64 0, %483
  %485 = getelementptr i8, ptr addrspace(1) %481, i64 %484
  %486 = shl i64 %483, 3
  %487 = trunc i64 %486 to i32
  %488 = mul i64 %477, 8
  %489 = add i64 %488, 0
  %490 = getelementptr i8, ptr addrspace(1) %485, i64 %489
  %491 = load i32, ptr addrspace(1) %490, align 4
  %492 = add i64 %488, 4
  %493 = getelementptr i8, ptr addrspace(1) %485, i64 %492
  %494 = load i32, ptr addrspace(1) %493, align 4
  %495 = add i64 %488, 4
  %496 = shl i64 %483, 1
  %497 = add i64 %495, %496
  %498 = getelementptr i8, ptr addrspace(1) %485, i64 %497
  %499 = load i32, ptr addrspace(1) %498, align 4
  %500 = call i32 @llvm.fshr.i32(i32 %494, i32 %491, i32 %487)
  %501 = call i32 @llvm.fshr.i32(i32 %499, i32 %494, i32 %487)
  %502 = mul i64 %477, 4
  %503 = add i64 %502, 64
  %504 = add i64 %503, 0
  %505 = getelementptr i8, ptr addrspace(1) %485, i64 %504
  %506 = load i32, ptr addrspace(1) %505, align 4
  %507 = add i64 %503, 0
  %508 = shl i64 %483, 1
  %509 = add i64 %507, %508
  %510 = getelementptr i8, ptr addrspace(1) %485, i64 %509
  %511 = load i32, ptr addrspace(1) %510, align 4
  %512 = call i32 @llvm.fshr.i32(i32 %511, i32 %506, i32 %487)
  store i32 %480, ptr %v10, align 4
  store i32 %500, ptr %v11, align 4
  store i32 %501, ptr %v12, align 4
  store i32 %512, ptr %v13, align 4
  %513 = lshr i32 %470, 3
  %514 = and i32 %470, 7
  %515 = sext i32 %513 to i64
  %516 = mul i64 %515, 98
  %517 = add i64 %516, 0
  %518 = getelementptr i8, ptr addrspace(1) %54, i64 %517
  %519 = sext i32 %514 to i64
  %520 = getelementptr i8, ptr addrspace(1) %518, i64 0
  %521 = load i16, ptr addrspace(1) %520, align 2
  %522 = zext i16 %521 to i32
  %523 = getelementptr i8, ptr addrspace(1) %518, i64 2
  %524 = ptrtoint ptr addrspace(1) %523 to i64
  %525 = and i64 %524, 3
  %526 = sub i64 0, %525
  %527 = getelementptr i8, ptr addrspace(1) %523, i64 %526
  %528 = shl i64 %525, 3
  %529 = trunc i64 %528 to i32
  %530 = mul i64 %519, 8
  %531 = add i64 %530, 0
  %532 = getelementptr i8, ptr addrspace(1) %527, i64 %531
  %533 = load i32, ptr addrspace(1) %532, align 4
  %534 = add i64 %530, 4
  %535 = getelementptr i8, ptr addrspace(1) %527, i64 %534
  %536 = load i32, ptr addrspace(1) %535, align 4
  %537 = add i64 %530, 4
  %538 = shl i64 %525, 1
  %539 = add i64 %537, %538
  %540 = getelementptr i8, ptr addrspace(1) %527, i64 %539
  %541 = load i32, ptr addrspace(1) %540, align 4
  %542 = call i32 @llvm.fshr.i32(i32 %536, i32 %533, i32 %529)
  %543 = call i32 @llvm.fshr.i32(i32 %541, i32 %536, i32 %529)
  %544 = mul i64 %519, 4
  %545 = add i64 %544, 64
  %546 = add i64 %545, 0
  %547 = getelementptr i8, ptr addrspace(1) %527, i64 %546
  %548 = load i32, ptr addrspace(1) %547, align 4
  %549 = add i64 %545, 0
  %550 = shl i64 %525, 1
  %551 = add i64 %549, %550
  %552 = getelementptr i8, ptr addrspace(1) %527, i64 %551
  %553 = load i32, ptr addrspace(1) %552, align 4
  %554 = call i32 @llvm.fshr.i32(i32 %553, i32 %548, i32 %529)
  store i32 %522, ptr %v14, align 4
  store i32 %542, ptr %v15, align 4
  store i32 %543, ptr %v16, align 4
  store i32 %554, ptr %v17, align 4
  %555 = lshr i32 %470, 3
  %556 = and i32 %470, 7
  %557 = sext i32 %555 to i64
  %558 = mul i64 %557, 98
  %559 = add i64 %558, 0
  %560 = getelementptr i8, ptr addrspace(1) %60, i64 %559
  %561 = sext i32 %556 to i64
  %562 = getelementptr i8, ptr addrspace(1) %560, i64 0
  %563 = load i16, ptr addrspace(1) %562, align 2
  %564 = zext i16 %563 to i32
  %565 = getelementptr i8, ptr addrspace(1) %560, i64 2
  %566 = ptrtoint ptr addrspace(1) %565 to i64
  %567 = and i64 %566, 3
  %568 = sub i64 0, %567
  %569 = getelementptr i8, ptr addrspace(1) %565, i64 %568
  %570 = shl i64 %567, 3
  %571 = trunc i64 %570 to i32
  %572 = mul i64 %561, 8
  %573 = add i64 %572, 0
  %574 = getelementptr i8, ptr addrspace(1) %569, i64 %573
  %575 = load i32, ptr addrspace(1) %574, align 4
  %576 = add i64 %572, 4
  %577 = getelementptr i8, ptr addrspace(1) %569, i64 %576
  %578 = load i32, ptr addrspace(1) %577, align 4
  %579 = add i64 %572, 4
  %580 = shl i64 %567, 1
  %581 = add i64 %579, %580
  %582 = getelementptr i8, ptr addrspace(1) %569, i64 %581
  %583 = load i32, ptr addrspace(1) %582, align 4
  %584 = call i32 @llvm.fshr.i32(i32 %578, i32 %575, i32 %571)
  %585 = call i32 @llvm.fshr.i32(i32 %583, i32 %578, i32 %571)
  %586 = mul i64 %561, 4
  %587 = add i64 %586, 64
  %588 = add i64 %587, 0
  %589 = getelementptr i8, ptr addrspace(1) %569, i64 %588
  %590 = load i32, ptr addrspace(1) %589, align 4
  %591 = add i64 %587, 0
  %592 = shl i64 %567, 1
  %593 = add i64 %591, %592
  %594 = getelementptr i8, ptr addrspace(1) %569, i64 %593
  %595 = load i32, ptr addrspace(1) %594, align 4
  %596 = call i32 @llvm.fshr.i32(i32 %595, i32 %590, i32 %571)
  store i32 %564, ptr %v18, align 4
  store i32 %584, ptr %v19, align 4
  store i32 %585, ptr %v20, align 4
  store i32 %596, ptr %v21, align 4
  %597 = lshr i32 %470, 3
  %598 = and i32 %470, 7
  %599 = sext i32 %597 to i64
  %600 = mul i64 %599, 98
  %601 = add i64 %600, 0
  %602 = getelementptr i8, ptr addrspace(1) %66, i64 %601
  %603 = sext i32 %598 to i64
  %604 = getelementptr i8, ptr addrspace(1) %602, i64 0
  %605 = load i16, ptr addrspace(1) %604, align 2
  %606 = zext i16 %605 to i32
  %607 = getelementptr i8, ptr addrspace(1) %602, i64 2
  %608 = ptrtoint ptr addrspace(1) %607 to i64
  %609 = and i64 %608, 3
  %610 = sub i64 0, %609
  %611 = getelementptr i8, ptr addrspace(1) %607, i64 %610
  %612 = shl i64 %609, 3
  %613 = trunc i64 %612 to i32
  %614 = mul i64 %603, 8
  %615 = add i64 %614, 0
  %616 = getelementptr i8, ptr addrspace(1) %611, i64 %615
  %617 = load i32, ptr addrspace(1) %616, align 4
  %618 = add i64 %614, 4
  %619 = getelementptr i8, ptr addrspace(1) %611, i64 %618
  %620 = load i32, ptr addrspace(1) %619, align 4
  %621 = add i64 %614, 4
  %622 = shl i64 %609, 1
  %623 = add i64 %621, %622
  %624 = getelementptr i8, ptr addrspace(1) %611, i64 %623
  %625 = load i32, ptr addrspace(1) %624, align 4
  %626 = call i32 @llvm.fshr.i32(i32 %620, i32 %617, i32 %613)
  %627 = call i32 @llvm.fshr.i32(i32 %625, i32 %620, i32 %613)
  %628 = mul i64 %603, 4
  %629 = add i64 %628, 64
  %630 = add i64 %629, 0
  %631 = getelementptr i8, ptr addrspace(1) %611, i64 %630
  %632 = load i32, ptr addrspace(1) %631, align 4
  %633 = add i64 %629, 0
  %634 = shl i64 %609, 1
  %635 = add i64 %633, %634
  %636 = getelementptr i8, ptr addrspace(1) %611, i64 %635
  %637 = load i32, ptr addrspace(1) %636, align 4
  %638 = call i32 @llvm.fshr.i32(i32 %637, i32 %632, i32 %613)
  store i32 %606, ptr %v22, align 4
  store i32 %626, ptr %v23, align 4
  store i32 %627, ptr %v24, align 4
  store i32 %638, ptr %v25, align 4
  %639 = icmp slt i32 %451, %67
  br i1 %639, label %then36, label %endif37

done35:                                           ; preds = %loop33
  %640 = load float, ptr %v6, align 4
  %641 = load float, ptr %v7, align 4
  %642 = load float, ptr %v8, align 4
  %643 = load float, ptr %v9, align 4
  %644 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %645 = and i32 %644, 31
  %646 = and i32 %645, 16
  %647 = icmp ne i32 %646, 0
  %648 = select i1 %647, float %642, float %640
  %649 = select i1 %647, float %640, float %642
  %650 = bitcast float %649 to i32
  %651 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %650, i32 16, i32 31)
  %652 = bitcast i32 %651 to float
  %653 = fadd float %648, %652
  %654 = select i1 %647, float %643, float %641
  %655 = select i1 %647, float %641, float %643
  %656 = bitcast float %655 to i32
  %657 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %656, i32 16, i32 31)
  %658 = bitcast i32 %657 to float
  %659 = fadd float %654, %658
  %660 = and i32 %645, 8
  %661 = icmp ne i32 %660, 0
  %662 = select i1 %661, float %659, float %653
  %663 = select i1 %661, float %653, float %659
  %664 = bitcast float %663 to i32
  %665 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %664, i32 8, i32 31)
  %666 = bitcast i32 %665 to float
  %667 = fadd float %662, %666
  %668 = bitcast float %667 to i32
  %669 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %668, i32 4, i32 31)
  %670 = bitcast i32 %669 to float
  %671 = fadd float %667, %670
  %672 = bitcast float %671 to i32
  %673 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %672, i32 2, i32 31)
  %674 = bitcast i32 %673 to float
  %675 = fadd float %671, %674
  %676 = bitcast float %675 to i32
  %677 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %676, i32 1, i32 31)
  %678 = bitcast i32 %677 to float
  %679 = fadd float %675, %678
  store float %679, ptr %v5, align 4
  %680 = and i1 %36, %28
  br i1 %680, label %then46, label %endif47

then36:                                           ; preds = %body34
  %681 = and i32 %416, 1
  %682 = sext i32 %681 to i64
  %683 = mul i64 %682, 1152
  %684 = getelementptr i8, ptr addrspace(3) @lds2, i64 %683
  %685 = sext i32 %416 to i64
  %686 = mul i64 %685, 1024
  %687 = sext i32 %451 to i64
  %688 = mul i64 %687, 32
  %689 = sub i64 %688, %686
  %690 = add i64 %689, 0
  %691 = getelementptr i8, ptr addrspace(3) %684, i64 %690
  %692 = load <4 x i32>, ptr addrspace(3) %691, align 16
  %693 = extractelement <4 x i32> %692, i32 0
  %694 = extractelement <4 x i32> %692, i32 1
  %695 = extractelement <4 x i32> %692, i32 2
  %696 = extractelement <4 x i32> %692, i32 3
  %697 = add i64 %689, 16
  %698 = getelementptr i8, ptr addrspace(3) %684, i64 %697
  %699 = load <4 x i32>, ptr addrspace(3) %698, align 16
  %700 = extractelement <4 x i32> %699, i32 0
  %701 = extractelement <4 x i32> %699, i32 1
  %702 = extractelement <4 x i32> %699, i32 2
  %703 = extractelement <4 x i32> %699, i32 3
  %704 = getelementptr i8, ptr addrspace(3) %684, i64 1024
  %705 = lshr i64 %689, 5
  %706 = mul i64 %705, 4
  %707 = getelementptr i8, ptr addrspace(3) %704, i64 %706
  %708 = load float, ptr addrspace(3) %707, align 4
  %709 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %693, i32 0)
  %710 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %694, i32 %709)
  %711 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %695, i32 %710)
  %712 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %696, i32 %711)
  %713 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %700, i32 %712)
  %714 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %701, i32 %713)
  %715 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %702, i32 %714)
  %716 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %703, i32 %715)
  %717 = shl i32 %716, 7
  %718 = load float, ptr %v6, align 4
  %719 = trunc i32 %452 to i16
  %720 = bitcast i16 %719 to half
  %721 = fpext half %720 to float
  %722 = lshr i32 %455, 28
  %723 = shl i32 %722, 1
  %724 = or i32 %723, 1
  %725 = sub i32 0, %717
  %726 = lshr i32 %455, 0
  %727 = and i32 %726, 127
  %728 = call i32 @llvm.ctpop.i32(i32 %727)
  %729 = and i32 %728, 1
  %730 = shl i32 %729, 7
  %731 = or i32 %727, %730
  %732 = and i32 %731, 15
  %733 = mul i32 %732, 2113665
  %734 = and i32 %733, 16843009
  %735 = mul i32 %734, 255
  %736 = lshr i32 %731, 4
  %737 = and i32 %736, 15
  %738 = mul i32 %737, 2113665
  %739 = and i32 %738, 16843009
  %740 = mul i32 %739, 255
  %741 = bitcast i32 %453 to <4 x i8>
  %742 = shufflevector <4 x i8> %741, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %743 = bitcast <4 x i8> %742 to i32
  %744 = sext i32 %743 to i64
  %745 = mul i64 %744, 4
  %746 = getelementptr i8, ptr addrspace(3) @lds1, i64 %745
  %747 = load i32, ptr addrspace(3) %746, align 4
  %748 = xor i32 %747, %735
  %749 = add i32 %748, %734
  %750 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %749, i32 %693, i32 %725)
  %751 = bitcast i32 %453 to <4 x i8>
  %752 = shufflevector <4 x i8> %751, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %753 = bitcast <4 x i8> %752 to i32
  %754 = sext i32 %753 to i64
  %755 = mul i64 %754, 4
  %756 = getelementptr i8, ptr addrspace(3) @lds1, i64 %755
  %757 = load i32, ptr addrspace(3) %756, align 4
  %758 = xor i32 %757, %740
  %759 = add i32 %758, %739
  %760 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %759, i32 %694, i32 %750)
  %761 = lshr i32 %455, 7
  %762 = and i32 %761, 127
  %763 = call i32 @llvm.ctpop.i32(i32 %762)
  %764 = and i32 %763, 1
  %765 = shl i32 %764, 7
  %766 = or i32 %762, %765
  %767 = and i32 %766, 15
  %768 = mul i32 %767, 2113665
  %769 = and i32 %768, 16843009
  %770 = mul i32 %769, 255
  %771 = lshr i32 %766, 4
  %772 = and i32 %771, 15
  %773 = mul i32 %772, 2113665
  %774 = and i32 %773, 16843009
  %775 = mul i32 %774, 255
  %776 = bitcast i32 %453 to <4 x i8>
  %777 = shufflevector <4 x i8> %776, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %778 = bitcast <4 x i8> %777 to i32
  %779 = sext i32 %778 to i64
  %780 = mul i64 %779, 4
  %781 = getelementptr i8, ptr addrspace(3) @lds1, i64 %780
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = xor i32 %782, %770
  %784 = add i32 %783, %769
  %785 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %784, i32 %695, i32 %760)
  %786 = bitcast i32 %453 to <4 x i8>
  %787 = shufflevector <4 x i8> %786, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %788 = bitcast <4 x i8> %787 to i32
  %789 = sext i32 %788 to i64
  %790 = mul i64 %789, 4
  %791 = getelementptr i8, ptr addrspace(3) @lds1, i64 %790
  %792 = load i32, ptr addrspace(3) %791, align 4
  %793 = xor i32 %792, %775
  %794 = add i32 %793, %774
  %795 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %794, i32 %696, i32 %785)
  %796 = lshr i32 %455, 14
  %797 = and i32 %796, 127
  %798 = call i32 @llvm.ctpop.i32(i32 %797)
  %799 = and i32 %798, 1
  %800 = shl i32 %799, 7
  %801 = or i32 %797, %800
  %802 = and i32 %801, 15
  %803 = mul i32 %802, 2113665
  %804 = and i32 %803, 16843009
  %805 = mul i32 %804, 255
  %806 = lshr i32 %801, 4
  %807 = and i32 %806, 15
  %808 = mul i32 %807, 2113665
  %809 = and i32 %808, 16843009
  %810 = mul i32 %809, 255
  %811 = bitcast i32 %454 to <4 x i8>
  %812 = shufflevector <4 x i8> %811, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %813 = bitcast <4 x i8> %812 to i32
  %814 = sext i32 %813 to i64
  %815 = mul i64 %814, 4
  %816 = getelementptr i8, ptr addrspace(3) @lds1, i64 %815
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = xor i32 %817, %805
  %819 = add i32 %818, %804
  %820 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %819, i32 %700, i32 %795)
  %821 = bitcast i32 %454 to <4 x i8>
  %822 = shufflevector <4 x i8> %821, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %823 = bitcast <4 x i8> %822 to i32
  %824 = sext i32 %823 to i64
  %825 = mul i64 %824, 4
  %826 = getelementptr i8, ptr addrspace(3) @lds1, i64 %825
  %827 = load i32, ptr addrspace(3) %826, align 4
  %828 = xor i32 %827, %810
  %829 = add i32 %828, %809
  %830 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %829, i32 %701, i32 %820)
  %831 = lshr i32 %455, 21
  %832 = and i32 %831, 127
  %833 = call i32 @llvm.ctpop.i32(i32 %832)
  %834 = and i32 %833, 1
  %835 = shl i32 %834, 7
  %836 = or i32 %832, %835
  %837 = and i32 %836, 15
  %838 = mul i32 %837, 2113665
  %839 = and i32 %838, 16843009
  %840 = mul i32 %839, 255
  %841 = lshr i32 %836, 4
  %842 = and i32 %841, 15
  %843 = mul i32 %842, 2113665
  %844 = and i32 %843, 16843009
  %845 = mul i32 %844, 255
  %846 = bitcast i32 %454 to <4 x i8>
  %847 = shufflevector <4 x i8> %846, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %848 = bitcast <4 x i8> %847 to i32
  %849 = sext i32 %848 to i64
  %850 = mul i64 %849, 4
  %851 = getelementptr i8, ptr addrspace(3) @lds1, i64 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = xor i32 %852, %840
  %854 = add i32 %853, %839
  %855 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %854, i32 %702, i32 %830)
  %856 = bitcast i32 %454 to <4 x i8>
  %857 = shufflevector <4 x i8> %856, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %858 = bitcast <4 x i8> %857 to i32
  %859 = sext i32 %858 to i64
  %860 = mul i64 %859, 4
  %861 = getelementptr i8, ptr addrspace(3) @lds1, i64 %860
  %862 = load i32, ptr addrspace(3) %861, align 4
  %863 = xor i32 %862, %845
  %864 = add i32 %863, %844
  %865 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %864, i32 %703, i32 %855)
  %866 = mul i32 %724, %865
  %867 = sitofp i32 %866 to float
  %868 = fmul float %721, %708
  %869 = fmul float %868, 2.500000e-01
  %870 = call float @llvm.fma.f32(float %869, float %867, float %718)
  store float %870, ptr %v6, align 4
  %871 = load float, ptr %v7, align 4
  %872 = trunc i32 %456 to i16
  %873 = bitcast i16 %872 to half
  %874 = fpext half %873 to float
  %875 = lshr i32 %459, 28
  %876 = shl i32 %875, 1
  %877 = or i32 %876, 1
  %878 = sub i32 0, %717
  %879 = lshr i32 %459, 0
  %880 = and i32 %879, 127
  %881 = call i32 @llvm.ctpop.i32(i32 %880)
  %882 = and i32 %881, 1
  %883 = shl i32 %882, 7
  %884 = or i32 %880, %883
  %885 = and i32 %884, 15
  %886 = mul i32 %885, 2113665
  %887 = and i32 %886, 16843009
  %888 = mul i32 %887, 255
  %889 = lshr i32 %884, 4
  %890 = and i32 %889, 15
  %891 = mul i32 %890, 2113665
  %892 = and i32 %891, 16843009
  %893 = mul i32 %892, 255
  %894 = bitcast i32 %457 to <4 x i8>
  %895 = shufflevector <4 x i8> %894, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %896 = bitcast <4 x i8> %895 to i32
  %897 = sext i32 %896 to i64
  %898 = mul i64 %897, 4
  %899 = getelementptr i8, ptr addrspace(3) @lds1, i64 %898
  %900 = load i32, ptr addrspace(3) %899, align 4
  %901 = xor i32 %900, %888
  %902 = add i32 %901, %887
  %903 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %902, i32 %693, i32 %878)
  %904 = bitcast i32 %457 to <4 x i8>
  %905 = shufflevector <4 x i8> %904, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %906 = bitcast <4 x i8> %905 to i32
  %907 = sext i32 %906 to i64
  %908 = mul i64 %907, 4
  %909 = getelementptr i8, ptr addrspace(3) @lds1, i64 %908
  %910 = load i32, ptr addrspace(3) %909, align 4
  %911 = xor i32 %910, %893
  %912 = add i32 %911, %892
  %913 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %912, i32 %694, i32 %903)
  %914 = lshr i32 %459, 7
  %915 = and i32 %914, 127
  %916 = call i32 @llvm.ctpop.i32(i32 %915)
  %917 = and i32 %916, 1
  %918 = shl i32 %917, 7
  %919 = or i32 %915, %918
  %920 = and i32 %919, 15
  %921 = mul i32 %920, 2113665
  %922 = and i32 %921, 16843009
  %923 = mul i32 %922, 255
  %924 = lshr i32 %919, 4
  %925 = and i32 %924, 15
  %926 = mul i32 %925, 2113665
  %927 = and i32 %926, 16843009
  %928 = mul i32 %927, 255
  %929 = bitcast i32 %457 to <4 x i8>
  %930 = shufflevector <4 x i8> %929, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %931 = bitcast <4 x i8> %930 to i32
  %932 = sext i32 %931 to i64
  %933 = mul i64 %932, 4
  %934 = getelementptr i8, ptr addrspace(3) @lds1, i64 %933
  %935 = load i32, ptr addrspace(3) %934, align 4
  %936 = xor i32 %935, %923
  %937 = add i32 %936, %922
  %938 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %937, i32 %695, i32 %913)
  %939 = bitcast i32 %457 to <4 x i8>
  %940 = shufflevector <4 x i8> %939, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %941 = bitcast <4 x i8> %940 to i32
  %942 = sext i32 %941 to i64
  %943 = mul i64 %942, 4
  %944 = getelementptr i8, ptr addrspace(3) @lds1, i64 %943
  %945 = load i32, ptr addrspace(3) %944, align 4
  %946 = xor i32 %945, %928
  %947 = add i32 %946, %927
  %948 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %947, i32 %696, i32 %938)
  %949 = lshr i32 %459, 14
  %950 = and i32 %949, 127
  %951 = call i32 @llvm.ctpop.i32(i32 %950)
  %952 = and i32 %951, 1
  %953 = shl i32 %952, 7
  %954 = or i32 %950, %953
  %955 = and i32 %954, 15
  %956 = mul i32 %955, 2113665
  %957 = and i32 %956, 16843009
  %958 = mul i32 %957, 255
  %959 = lshr i32 %954, 4
  %960 = and i32 %959, 15
  %961 = mul i32 %960, 2113665
  %962 = and i32 %961, 16843009
  %963 = mul i32 %962, 255
  %964 = bitcast i32 %458 to <4 x i8>
  %965 = shufflevector <4 x i8> %964, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %966 = bitcast <4 x i8> %965 to i32
  %967 = sext i32 %966 to i64
  %968 = mul i64 %967, 4
  %969 = getelementptr i8, ptr addrspace(3) @lds1, i64 %968
  %970 = load i32, ptr addrspace(3) %969, align 4
  %971 = xor i32 %970, %958
  %972 = add i32 %971, %957
  %973 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %972, i32 %700, i32 %948)
  %974 = bitcast i32 %458 to <4 x i8>
  %975 = shufflevector <4 x i8> %974, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %976 = bitcast <4 x i8> %975 to i32
  %977 = sext i32 %976 to i64
  %978 = mul i64 %977, 4
  %979 = getelementptr i8, ptr addrspace(3) @lds1, i64 %978
  %980 = load i32, ptr addrspace(3) %979, align 4
  %981 = xor i32 %980, %963
  %982 = add i32 %981, %962
  %983 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %982, i32 %701, i32 %973)
  %984 = lshr i32 %459, 21
  %985 = and i32 %984, 127
  %986 = call i32 @llvm.ctpop.i32(i32 %985)
  %987 = and i32 %986, 1
  %988 = shl i32 %987, 7
  %989 = or i32 %985, %988
  %990 = and i32 %989, 15
  %991 = mul i32 %990, 2113665
  %992 = and i32 %991, 16843009
  %993 = mul i32 %992, 255
  %994 = lshr i32 %989, 4
  %995 = and i32 %994, 15
  %996 = mul i32 %995, 2113665
  %997 = and i32 %996, 16843009
  %998 = mul i32 %997, 255
  %999 = bitcast i32 %458 to <4 x i8>
  %1000 = shufflevector <4 x i8> %999, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1001 = bitcast <4 x i8> %1000 to i32
  %1002 = sext i32 %1001 to i64
  %1003 = mul i64 %1002, 4
  %1004 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1003
  %1005 = load i32, ptr addrspace(3) %1004, align 4
  %1006 = xor i32 %1005, %993
  %1007 = add i32 %1006, %992
  %1008 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1007, i32 %702, i32 %983)
  %1009 = bitcast i32 %458 to <4 x i8>
  %1010 = shufflevector <4 x i8> %1009, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1011 = bitcast <4 x i8> %1010 to i32
  %1012 = sext i32 %1011 to i64
  %1013 = mul i64 %1012, 4
  %1014 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1013
  %1015 = load i32, ptr addrspace(3) %1014, align 4
  %1016 = xor i32 %1015, %998
  %1017 = add i32 %1016, %997
  %1018 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1017, i32 %703, i32 %1008)
  %1019 = mul i32 %877, %1018
  %1020 = sitofp i32 %1019 to float
  %1021 = fmul float %874, %708
  %1022 = fmul float %1021, 2.500000e-01
  %1023 = call float @llvm.fma.f32(float %1022, float %1020, float %871)
  store float %1023, ptr %v7, align 4
  %1024 = load float, ptr %v8, align 4
  %1025 = trunc i32 %460 to i16
  %1026 = bitcast i16 %1025 to half
  %1027 = fpext half %1026 to float
  %1028 = lshr i32 %463, 28
  %1029 = shl i32 %1028, 1
  %1030 = or i32 %1029, 1
  %1031 = sub i32 0, %717
  %1032 = lshr i32 %463, 0
  %1033 = and i32 %1032, 127
  %1034 = call i32 @llvm.ctpop.i32(i32 %1033)
  %1035 = and i32 %1034, 1
  %1036 = shl i32 %1035, 7
  %1037 = or i32 %1033, %1036
  %1038 = and i32 %1037, 15
  %1039 = mul i32 %1038, 2113665
  %1040 = and i32 %1039, 16843009
  %1041 = mul i32 %1040, 255
  %1042 = lshr i32 %1037, 4
  %1043 = and i32 %1042, 15
  %1044 = mul i32 %1043, 2113665
  %1045 = and i32 %1044, 16843009
  %1046 = mul i32 %1045, 255
  %1047 = bitcast i32 %461 to <4 x i8>
  %1048 = shufflevector <4 x i8> %1047, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1049 = bitcast <4 x i8> %1048 to i32
  %1050 = sext i32 %1049 to i64
  %1051 = mul i64 %1050, 4
  %1052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1051
  %1053 = load i32, ptr addrspace(3) %1052, align 4
  %1054 = xor i32 %1053, %1041
  %1055 = add i32 %1054, %1040
  %1056 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1055, i32 %693, i32 %1031)
  %1057 = bitcast i32 %461 to <4 x i8>
  %1058 = shufflevector <4 x i8> %1057, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1059 = bitcast <4 x i8> %1058 to i32
  %1060 = sext i32 %1059 to i64
  %1061 = mul i64 %1060, 4
  %1062 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1061
  %1063 = load i32, ptr addrspace(3) %1062, align 4
  %1064 = xor i32 %1063, %1046
  %1065 = add i32 %1064, %1045
  %1066 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1065, i32 %694, i32 %1056)
  %1067 = lshr i32 %463, 7
  %1068 = and i32 %1067, 127
  %1069 = call i32 @llvm.ctpop.i32(i32 %1068)
  %1070 = and i32 %1069, 1
  %1071 = shl i32 %1070, 7
  %1072 = or i32 %1068, %1071
  %1073 = and i32 %1072, 15
  %1074 = mul i32 %1073, 2113665
  %1075 = and i32 %1074, 16843009
  %1076 = mul i32 %1075, 255
  %1077 = lshr i32 %1072, 4
  %1078 = and i32 %1077, 15
  %1079 = mul i32 %1078, 2113665
  %1080 = and i32 %1079, 16843009
  %1081 = mul i32 %1080, 255
  %1082 = bitcast i32 %461 to <4 x i8>
  %1083 = shufflevector <4 x i8> %1082, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1084 = bitcast <4 x i8> %1083 to i32
  %1085 = sext i32 %1084 to i64
  %1086 = mul i64 %1085, 4
  %1087 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1086
  %1088 = load i32, ptr addrspace(3) %1087, align 4
  %1089 = xor i32 %1088, %1076
  %1090 = add i32 %1089, %1075
  %1091 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1090, i32 %695, i32 %1066)
  %1092 = bitcast i32 %461 to <4 x i8>
  %1093 = shufflevector <4 x i8> %1092, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1094 = bitcast <4 x i8> %1093 to i32
  %1095 = sext i32 %1094 to i64
  %1096 = mul i64 %1095, 4
  %1097 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1096
  %1098 = load i32, ptr addrspace(3) %1097, align 4
  %1099 = xor i32 %1098, %1081
  %1100 = add i32 %1099, %1080
  %1101 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1100, i32 %696, i32 %1091)
  %1102 = lshr i32 %463, 14
  %1103 = and i32 %1102, 127
  %1104 = call i32 @llvm.ctpop.i32(i32 %1103)
  %1105 = and i32 %1104, 1
  %1106 = shl i32 %1105, 7
  %1107 = or i32 %1103, %1106
  %1108 = and i32 %1107, 15
  %1109 = mul i32 %1108, 2113665
  %1110 = and i32 %1109, 16843009
  %1111 = mul i32 %1110, 255
  %1112 = lshr i32 %1107, 4
  %1113 = and i32 %1112, 15
  %1114 = mul i32 %1113, 2113665
  %1115 = and i32 %1114, 16843009
  %1116 = mul i32 %1115, 255
  %1117 = bitcast i32 %462 to <4 x i8>
  %1118 = shufflevector <4 x i8> %1117, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1119 = bitcast <4 x i8> %1118 to i32
  %1120 = sext i32 %1119 to i64
  %1121 = mul i64 %1120, 4
  %1122 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1121
  %1123 = load i32, ptr addrspace(3) %1122, align 4
  %1124 = xor i32 %1123, %1111
  %1125 = add i32 %1124, %1110
  %1126 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1125, i32 %700, i32 %1101)
  %1127 = bitcast i32 %462 to <4 x i8>
  %1128 = shufflevector <4 x i8> %1127, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1129 = bitcast <4 x i8> %1128 to i32
  %1130 = sext i32 %1129 to i64
  %1131 = mul i64 %1130, 4
  %1132 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1131
  %1133 = load i32, ptr addrspace(3) %1132, align 4
  %1134 = xor i32 %1133, %1116
  %1135 = add i32 %1134, %1115
  %1136 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1135, i32 %701, i32 %1126)
  %1137 = lshr i32 %463, 21
  %1138 = and i32 %1137, 127
  %1139 = call i32 @llvm.ctpop.i32(i32 %1138)
  %1140 = and i32 %1139, 1
  %1141 = shl i32 %1140, 7
  %1142 = or i32 %1138, %1141
  %1143 = and i32 %1142, 15
  %1144 = mul i32 %1143, 2113665
  %1145 = and i32 %1144, 16843009
  %1146 = mul i32 %1145, 255
  %1147 = lshr i32 %1142, 4
  %1148 = and i32 %1147, 15
  %1149 = mul i32 %1148, 2113665
  %1150 = and i32 %1149, 16843009
  %1151 = mul i32 %1150, 255
  %1152 = bitcast i32 %462 to <4 x i8>
  %1153 = shufflevector <4 x i8> %1152, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1154 = bitcast <4 x i8> %1153 to i32
  %1155 = sext i32 %1154 to i64
  %1156 = mul i64 %1155, 4
  %1157 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1156
  %1158 = load i32, ptr addrspace(3) %1157, align 4
  %1159 = xor i32 %1158, %1146
  %1160 = add i32 %1159, %1145
  %1161 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1160, i32 %702, i32 %1136)
  %1162 = bitcast i32 %462 to <4 x i8>
  %1163 = shufflevector <4 x i8> %1162, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1164 = bitcast <4 x i8> %1163 to i32
  %1165 = sext i32 %1164 to i64
  %1166 = mul i64 %1165, 4
  %1167 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1166
  %1168 = load i32, ptr addrspace(3) %1167, align 4
  %1169 = xor i32 %1168, %1151
  %1170 = add i32 %1169, %1150
  %1171 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1170, i32 %703, i32 %1161)
  %1172 = mul i32 %1030, %1171
  %1173 = sitofp i32 %1172 to float
  %1174 = fmul float %1027, %708
  %1175 = fmul float %1174, 2.500000e-01
  %1176 = call float @llvm.fma.f32(float %1175, float %1173, float %1024)
  store float %1176, ptr %v8, align 4
  %1177 = load float, ptr %v9, align 4
  %1178 = trunc i32 %464 to i16
  %1179 = bitcast i16 %1178 to half
  %1180 = fpext half %1179 to float
  %1181 = lshr i32 %467, 28
  %1182 = shl i32 %1181, 1
  %1183 = or i32 %1182, 1
  %1184 = sub i32 0, %717
  %1185 = lshr i32 %467, 0
  %1186 = and i32 %1185, 127
  %1187 = call i32 @llvm.ctpop.i32(i32 %1186)
  %1188 = and i32 %1187, 1
  %1189 = shl i32 %1188, 7
  %1190 = or i32 %1186, %1189
  %1191 = and i32 %1190, 15
  %1192 = mul i32 %1191, 2113665
  %1193 = and i32 %1192, 16843009
  %1194 = mul i32 %1193, 255
  %1195 = lshr i32 %1190, 4
  %1196 = and i32 %1195, 15
  %1197 = mul i32 %1196, 2113665
  %1198 = and i32 %1197, 16843009
  %1199 = mul i32 %1198, 255
  %1200 = bitcast i32 %465 to <4 x i8>
  %1201 = shufflevector <4 x i8> %1200, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1202 = bitcast <4 x i8> %1201 to i32
  %1203 = sext i32 %1202 to i64
  %1204 = mul i64 %1203, 4
  %1205 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1204
  %1206 = load i32, ptr addrspace(3) %1205, align 4
  %1207 = xor i32 %1206, %1194
  %1208 = add i32 %1207, %1193
  %1209 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1208, i32 %693, i32 %1184)
  %1210 = bitcast i32 %465 to <4 x i8>
  %1211 = shufflevector <4 x i8> %1210, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1212 = bitcast <4 x i8> %1211 to i32
  %1213 = sext i32 %1212 to i64
  %1214 = mul i64 %1213, 4
  %1215 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1214
  %1216 = load i32, ptr addrspace(3) %1215, align 4
  %1217 = xor i32 %1216, %1199
  %1218 = add i32 %1217, %1198
  %1219 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1218, i32 %694, i32 %1209)
  %1220 = lshr i32 %467, 7
  %1221 = and i32 %1220, 127
  %1222 = call i32 @llvm.ctpop.i32(i32 %1221)
  %1223 = and i32 %1222, 1
  %1224 = shl i32 %1223, 7
  %1225 = or i32 %1221, %1224
  %1226 = and i32 %1225, 15
  %1227 = mul i32 %1226, 2113665
  %1228 = and i32 %1227, 16843009
  %1229 = mul i32 %1228, 255
  %1230 = lshr i32 %1225, 4
  %1231 = and i32 %1230, 15
  %1232 = mul i32 %1231, 2113665
  %1233 = and i32 %1232, 16843009
  %1234 = mul i32 %1233, 255
  %1235 = bitcast i32 %465 to <4 x i8>
  %1236 = shufflevector <4 x i8> %1235, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1237 = bitcast <4 x i8> %1236 to i32
  %1238 = sext i32 %1237 to i64
  %1239 = mul i64 %1238, 4
  %1240 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1239
  %1241 = load i32, ptr addrspace(3) %1240, align 4
  %1242 = xor i32 %1241, %1229
  %1243 = add i32 %1242, %1228
  %1244 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1243, i32 %695, i32 %1219)
  %1245 = bitcast i32 %465 to <4 x i8>
  %1246 = shufflevector <4 x i8> %1245, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1247 = bitcast <4 x i8> %1246 to i32
  %1248 = sext i32 %1247 to i64
  %1249 = mul i64 %1248, 4
  %1250 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1249
  %1251 = load i32, ptr addrspace(3) %1250, align 4
  %1252 = xor i32 %1251, %1234
  %1253 = add i32 %1252, %1233
  %1254 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1253, i32 %696, i32 %1244)
  %1255 = lshr i32 %467, 14
  %1256 = and i32 %1255, 127
  %1257 = call i32 @llvm.ctpop.i32(i32 %1256)
  %1258 = and i32 %1257, 1
  %1259 = shl i32 %1258, 7
  %1260 = or i32 %1256, %1259
  %1261 = and i32 %1260, 15
  %1262 = mul i32 %1261, 2113665
  %1263 = and i32 %1262, 16843009
  %1264 = mul i32 %1263, 255
  %1265 = lshr i32 %1260, 4
  %1266 = and i32 %1265, 15
  %1267 = mul i32 %1266, 2113665
  %1268 = and i32 %1267, 16843009
  %1269 = mul i32 %1268, 255
  %1270 = bitcast i32 %466 to <4 x i8>
  %1271 = shufflevector <4 x i8> %1270, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1272 = bitcast <4 x i8> %1271 to i32
  %1273 = sext i32 %1272 to i64
  %1274 = mul i64 %1273, 4
  %1275 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1274
  %1276 = load i32, ptr addrspace(3) %1275, align 4
  %1277 = xor i32 %1276, %1264
  %1278 = add i32 %1277, %1263
  %1279 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1278, i32 %700, i32 %1254)
  %1280 = bitcast i32 %466 to <4 x i8>
  %1281 = shufflevector <4 x i8> %1280, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1282 = bitcast <4 x i8> %1281 to i32
  %1283 = sext i32 %1282 to i64
  %1284 = mul i64 %1283, 4
  %1285 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1284
  %1286 = load i32, ptr addrspace(3) %1285, align 4
  %1287 = xor i32 %1286, %1269
  %1288 = add i32 %1287, %1268
  %1289 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1288, i32 %701, i32 %1279)
  %1290 = lshr i32 %467, 21
  %1291 = and i32 %1290, 127
  %1292 = call i32 @llvm.ctpop.i32(i32 %1291)
  %1293 = and i32 %1292, 1
  %1294 = shl i32 %1293, 7
  %1295 = or i32 %1291, %1294
  %1296 = and i32 %1295, 15
  %1297 = mul i32 %1296, 2113665
  %1298 = and i32 %1297, 16843009
  %1299 = mul i32 %1298, 255
  %1300 = lshr i32 %1295, 4
  %1301 = and i32 %1300, 15
  %1302 = mul i32 %1301, 2113665
  %1303 = and i32 %1302, 16843009
  %1304 = mul i32 %1303, 255
  %1305 = bitcast i32 %466 to <4 x i8>
  %1306 = shufflevector <4 x i8> %1305, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1307 = bitcast <4 x i8> %1306 to i32
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1309
  %1311 = load i32, ptr addrspace(3) %1310, align 4
  %1312 = xor i32 %1311, %1299
  %1313 = add i32 %1312, %1298
  %1314 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1313, i32 %702, i32 %1289)
  %1315 = bitcast i32 %466 to <4 x i8>
  %1316 = shufflevector <4 x i8> %1315, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1317 = bitcast <4 x i8> %1316 to i32
  %1318 = sext i32 %1317 to i64
  %1319 = mul i64 %1318, 4
  %1320 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1319
  %1321 = load i32, ptr addrspace(3) %1320, align 4
  %1322 = xor i32 %1321, %1304
  %1323 = add i32 %1322, %1303
  %1324 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1323, i32 %703, i32 %1314)
  %1325 = mul i32 %1183, %1324
  %1326 = sitofp i32 %1325 to float
  %1327 = fmul float %1180, %708
  %1328 = fmul float %1327, 2.500000e-01
  %1329 = call float @llvm.fma.f32(float %1328, float %1326, float %1177)
  store float %1329, ptr %v9, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %body34
  %1330 = add i32 %416, 1
  %1331 = and i32 %1330, 1
  %1332 = sext i32 %1331 to i64
  %1333 = mul i64 %1332, 1152
  %1334 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1333
  %1335 = getelementptr i8, ptr addrspace(3) %1334, i64 1024
  %1336 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1337 = bitcast float %431 to i32
  %1338 = and i32 %1337, 2147483647
  %1339 = bitcast float %432 to i32
  %1340 = and i32 %1339, 2147483647
  %1341 = bitcast float %433 to i32
  %1342 = and i32 %1341, 2147483647
  %1343 = bitcast float %434 to i32
  %1344 = and i32 %1343, 2147483647
  %1345 = icmp ugt i32 %1338, %1340
  %1346 = select i1 %1345, i32 %1338, i32 %1340
  %1347 = icmp ugt i32 %1342, %1344
  %1348 = select i1 %1347, i32 %1342, i32 %1344
  %1349 = icmp ugt i32 %1346, %1348
  %1350 = select i1 %1349, i32 %1346, i32 %1348
  %1351 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1350, i32 1, i32 31)
  %1352 = icmp ugt i32 %1350, %1351
  %1353 = select i1 %1352, i32 %1350, i32 %1351
  %1354 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1353, i32 2, i32 31)
  %1355 = icmp ugt i32 %1353, %1354
  %1356 = select i1 %1355, i32 %1353, i32 %1354
  %1357 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1356, i32 4, i32 31)
  %1358 = icmp ugt i32 %1356, %1357
  %1359 = select i1 %1358, i32 %1356, i32 %1357
  %1360 = and i32 %1359, 2147483647
  %1361 = icmp ult i32 %1360, 2139095040
  %1362 = bitcast i32 %1359 to float
  %1363 = fdiv float 1.270000e+02, %1362
  %1364 = bitcast float %1363 to i32
  %1365 = and i32 %1364, 2147483647
  %1366 = icmp ult i32 %1365, 2139095040
  %1367 = select i1 %1366, float %1363, float 0.000000e+00
  %1368 = fmul float %431, %1367
  %1369 = fadd float %1368, 0x4168000000000000
  %1370 = bitcast float %1369 to i32
  %1371 = fmul float %432, %1367
  %1372 = fadd float %1371, 0x4168000000000000
  %1373 = bitcast float %1372 to i32
  %1374 = fmul float %433, %1367
  %1375 = fadd float %1374, 0x4168000000000000
  %1376 = bitcast float %1375 to i32
  %1377 = fmul float %434, %1367
  %1378 = fadd float %1377, 0x4168000000000000
  %1379 = bitcast float %1378 to i32
  %1380 = bitcast i32 %1370 to <4 x i8>
  %1381 = bitcast i32 %1373 to <4 x i8>
  %1382 = shufflevector <4 x i8> %1380, <4 x i8> %1381, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1383 = bitcast <4 x i8> %1382 to i32
  %1384 = bitcast i32 %1376 to <4 x i8>
  %1385 = bitcast i32 %1379 to <4 x i8>
  %1386 = shufflevector <4 x i8> %1384, <4 x i8> %1385, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1387 = bitcast <4 x i8> %1386 to i32
  %1388 = bitcast i32 %1383 to <4 x i8>
  %1389 = bitcast i32 %1387 to <4 x i8>
  %1390 = shufflevector <4 x i8> %1388, <4 x i8> %1389, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1391 = bitcast <4 x i8> %1390 to i32
  %1392 = add i32 %1336, 0
  %1393 = sext i32 %1392 to i64
  %1394 = mul i64 %1393, 4
  %1395 = icmp slt i64 %1394, 1024
  br i1 %1395, label %then38, label %endif39

then38:                                           ; preds = %endif37
  %1396 = lshr i64 %1394, 2
  %1397 = mul i64 %1396, 4
  %1398 = getelementptr i8, ptr addrspace(3) %1334, i64 %1397
  store i32 %1391, ptr addrspace(3) %1398, align 4
  %1399 = and i64 %1394, 31
  %1400 = icmp eq i64 %1399, 0
  br i1 %1400, label %then40, label %endif41

endif39:                                          ; preds = %endif41, %endif37
  %1401 = bitcast float %446 to i32
  %1402 = and i32 %1401, 2147483647
  %1403 = bitcast float %447 to i32
  %1404 = and i32 %1403, 2147483647
  %1405 = bitcast float %448 to i32
  %1406 = and i32 %1405, 2147483647
  %1407 = bitcast float %449 to i32
  %1408 = and i32 %1407, 2147483647
  %1409 = icmp ugt i32 %1402, %1404
  %1410 = select i1 %1409, i32 %1402, i32 %1404
  %1411 = icmp ugt i32 %1406, %1408
  %1412 = select i1 %1411, i32 %1406, i32 %1408
  %1413 = icmp ugt i32 %1410, %1412
  %1414 = select i1 %1413, i32 %1410, i32 %1412
  %1415 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1414, i32 1, i32 31)
  %1416 = icmp ugt i32 %1414, %1415
  %1417 = select i1 %1416, i32 %1414, i32 %1415
  %1418 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1417, i32 2, i32 31)
  %1419 = icmp ugt i32 %1417, %1418
  %1420 = select i1 %1419, i32 %1417, i32 %1418
  %1421 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1420, i32 4, i32 31)
  %1422 = icmp ugt i32 %1420, %1421
  %1423 = select i1 %1422, i32 %1420, i32 %1421
  %1424 = and i32 %1423, 2147483647
  %1425 = icmp ult i32 %1424, 2139095040
  %1426 = bitcast i32 %1423 to float
  %1427 = fdiv float 1.270000e+02, %1426
  %1428 = bitcast float %1427 to i32
  %1429 = and i32 %1428, 2147483647
  %1430 = icmp ult i32 %1429, 2139095040
  %1431 = select i1 %1430, float %1427, float 0.000000e+00
  %1432 = fmul float %446, %1431
  %1433 = fadd float %1432, 0x4168000000000000
  %1434 = bitcast float %1433 to i32
  %1435 = fmul float %447, %1431
  %1436 = fadd float %1435, 0x4168000000000000
  %1437 = bitcast float %1436 to i32
  %1438 = fmul float %448, %1431
  %1439 = fadd float %1438, 0x4168000000000000
  %1440 = bitcast float %1439 to i32
  %1441 = fmul float %449, %1431
  %1442 = fadd float %1441, 0x4168000000000000
  %1443 = bitcast float %1442 to i32
  %1444 = bitcast i32 %1434 to <4 x i8>
  %1445 = bitcast i32 %1437 to <4 x i8>
  %1446 = shufflevector <4 x i8> %1444, <4 x i8> %1445, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1447 = bitcast <4 x i8> %1446 to i32
  %1448 = bitcast i32 %1440 to <4 x i8>
  %1449 = bitcast i32 %1443 to <4 x i8>
  %1450 = shufflevector <4 x i8> %1448, <4 x i8> %1449, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1451 = bitcast <4 x i8> %1450 to i32
  %1452 = bitcast i32 %1447 to <4 x i8>
  %1453 = bitcast i32 %1451 to <4 x i8>
  %1454 = shufflevector <4 x i8> %1452, <4 x i8> %1453, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1455 = bitcast <4 x i8> %1454 to i32
  %1456 = add i32 %1336, 128
  %1457 = sext i32 %1456 to i64
  %1458 = mul i64 %1457, 4
  %1459 = icmp slt i64 %1458, 1024
  br i1 %1459, label %then42, label %endif43

then40:                                           ; preds = %then38
  %1460 = fmul float %1362, 0x3F80204080000000
  %1461 = select i1 %1361, float %1460, float 0x7FF8000000000000
  %1462 = lshr i64 %1394, 5
  %1463 = mul i64 %1462, 4
  %1464 = getelementptr i8, ptr addrspace(3) %1335, i64 %1463
  store float %1461, ptr addrspace(3) %1464, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %then38
  br label %endif39

then42:                                           ; preds = %endif39
  %1465 = lshr i64 %1458, 2
  %1466 = mul i64 %1465, 4
  %1467 = getelementptr i8, ptr addrspace(3) %1334, i64 %1466
  store i32 %1455, ptr addrspace(3) %1467, align 4
  %1468 = and i64 %1458, 31
  %1469 = icmp eq i64 %1468, 0
  br i1 %1469, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif39
  call void @llvm.nvvm.barrier0()
  %1470 = load i32, ptr %v32, align 4
  %1471 = add i32 %1470, 1
  store i32 %1471, ptr %v32, align 4
  br label %loop33

then44:                                           ; preds = %then42
  %1472 = fmul float %1426, 0x3F80204080000000
  %1473 = select i1 %1425, float %1472, float 0x7FF8000000000000
  %1474 = lshr i64 %1458, 5
  %1475 = mul i64 %1474, 4
  %1476 = getelementptr i8, ptr addrspace(3) %1335, i64 %1475
  store float %1473, ptr addrspace(3) %1476, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %done35
  %1477 = load float, ptr %v5, align 4
  %1478 = add i32 %35, %26
  %1479 = icmp slt i32 %1478, %3
  br i1 %1479, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %done35
  %1480 = load i32, ptr %v1, align 4
  %1481 = add i32 %1480, 4
  store i32 %1481, ptr %v1, align 4
  br label %loop2

then48:                                           ; preds = %then46
  %1482 = add i32 0, %1478
  %1483 = sext i32 %1482 to i64
  %1484 = mul i64 %1483, 4
  %1485 = getelementptr i8, ptr addrspace(1) %0, i64 %1484
  store float %1477, ptr addrspace(1) %1485, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47
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
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @strata_matvec_iq3_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_iq3_xxs, !"maxntidx", i32 128}
