; ModuleID = 'strata_matvec_iq3_xxs'
source_filename = "strata_matvec_iq3_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3xxs_grid_ob = internal addrspace(1) constant [256 x i32] [i32 -2071690108, i32 -2071690092, i32 -2071690076, i32 -2071688052, i32 -2071688036, i32 -2071688002, i32 -2071686012, i32 -2071685996, i32 -2071683956, i32 -2071681900, i32 -2071675236, i32 -2071675220, i32 -2071165812, i32 -2071165796, i32 -2071163772, i32 -2071163756, i32 -2071161716, i32 -2071161684, i32 -2071159676, i32 -2071159660, i32 -2071157620, i32 -2071155548, i32 -2071150972, i32 -2070641532, i32 -2070641516, i32 -2070641500, i32 -2070639476, i32 -2070637436, i32 -2070637420, i32 -2070635380, i32 -2070635364, i32 -2070635330, i32 -2070631284, i32 -2070631234, i32 -2070626644, i32 -2070117236, i32 -2070117186, i32 -2070115196, i32 -2070115180, i32 -2070113108, i32 -2070102396, i32 -2069590884, i32 -2069586754, i32 -2069584732, i32 -2069582658, i32 -2069578084, i32 -2069578068, i32 -2069068660, i32 -2069068610, i32 -2069062508, i32 -2069058412, i32 -2068538196, i32 -2068532060, i32 -2067886972, i32 -2067886940, i32 -2067886924, i32 -2067880804, i32 -2067876724, i32 -1937472372, i32 -1937472356, i32 -1937470332, i32 -1937470316, i32 -1937468276, i32 -1937468260, i32 -1937466236, i32 -1937466220, i32 -1937466204, i32 -1937464130, i32 -1937462140, i32 -1936948092, i32 -1936948076, i32 -1936946036, i32 -1936943996, i32 -1936943980, i32 -1936423796, i32 -1936423780, i32 -1936421756, i32 -1936421740, i32 -1936419700, i32 -1936417660, i32 -1936408940, i32 -1935899516, i32 -1935899500, i32 -1935895420, i32 -1935893364, i32 -1935891276, i32 -1935887180, i32 -1935375220, i32 -1935375188, i32 -1935364988, i32 -1934846844, i32 -1934846812, i32 -1934842700, i32 -1934836084, i32 -1934326612, i32 -1933667180, i32 -1933663100, i32 -1803254652, i32 -1803254636, i32 -1803252596, i32 -1803252580, i32 -1803250556, i32 -1803250540, i32 -1803250508, i32 -1803248500, i32 -1803246444, i32 -1802730356, i32 -1802730340, i32 -1802730324, i32 -1802728316, i32 -1802728300, i32 -1802726260, i32 -1802724220, i32 -1802718052, i32 -1802718018, i32 -1802715516, i32 -1802206076, i32 -1802206060, i32 -1802204020, i32 -1802203970, i32 -1802201980, i32 -1802201964, i32 -1802199874, i32 -1802197884, i32 -1802195796, i32 -1801681780, i32 -1801679740, i32 -1801679708, i32 -1801666940, i32 -1801666908, i32 -1801151316, i32 -1801147236, i32 -1800633188, i32 -1800629058, i32 -1800625012, i32 -1800618332, i32 -1799453556, i32 -1799453540, i32 -1799451468, i32 -1799445332, i32 -1669036916, i32 -1669034876, i32 -1669034860, i32 -1669032820, i32 -1669032804, i32 -1669026684, i32 -1669024596, i32 -1669022060, i32 -1668512636, i32 -1668512620, i32 -1668508540, i32 -1668506484, i32 -1668504412, i32 -1668504396, i32 -1667988340, i32 -1667988324, i32 -1667986300, i32 -1667984212, i32 -1667978092, i32 -1667973484, i32 -1667462004, i32 -1667457892, i32 -1666933628, i32 -1666931522, i32 -1666924908, i32 -1666415484, i32 -1666415436, i32 -1666411372, i32 -1666405204, i32 -1665889116, i32 -1665885004, i32 -1665878884, i32 -1665229668, i32 -1665223548, i32 -1534819164, i32 -1534817090, i32 -1534813012, i32 -1534812994, i32 -1534808932, i32 -1534808898, i32 -1534280028, i32 -1533766524, i32 -1533764418, i32 -1533762428, i32 -1533758332, i32 -1533758284, i32 -1533246274, i32 -1533238100, i32 -1532722012, i32 -1532711796, i32 -1532709724, i32 -1532193620, i32 -1532189540, i32 -1532182908, i32 -1531018068, i32 -1531016060, i32 -1531016044, i32 -1531011964, i32 -1400599404, i32 -1400593268, i32 -1400586620, i32 -1400077180, i32 -1400077132, i32 -1400073036, i32 -1400066900, i32 -1399550812, i32 -1399546732, i32 -1399538028, i32 -1399028588, i32 -1399018340, i32 -1398502268, i32 -1398500196, i32 -1398500162, i32 -1398489452, i32 -1397980012, i32 -1397973876, i32 -1397445500, i32 -1396796252, i32 -1396792172, i32 -1266379612, i32 -1266375516, i32 -1266375500, i32 -1266371420, i32 -1265855348, i32 -1265847156, i32 -1265333058, i32 -1265322844, i32 -1264804732, i32 -1264804684, i32 -1264278364, i32 -1263762260, i32 -1263752044, i32 -1263231844, i32 -1262582628, i32 -1262578548, i32 -1098611556, i32 -1098611540, i32 -1098611522, i32 -1098609532, i32 -1098605420, i32 -1098601324, i32 -1098083148, i32 -1098079100, i32 -1097560940, i32 -1097554772, i32 -1097552748, i32 -1097038716, i32 -1097036628, i32 -1097032548, i32 -1097026428, i32 -1096510324, i32 -1096506228, i32 -1095990140, i32 -1095990124, i32 -1095986012, i32 -1095459708], align 16
@lds1 = internal addrspace(3) global [1024 x i8] undef, align 16
@strata_ksigns_masks = internal addrspace(1) constant [256 x i32] [i32 0, i32 0, i32 255, i32 -16777216, i32 65280, i32 -16777216, i32 65535, i32 0, i32 16711680, i32 -16777216, i32 16711935, i32 0, i32 16776960, i32 0, i32 16777215, i32 -16777216, i32 -16777216, i32 -16777216, i32 -16776961, i32 0, i32 -16711936, i32 0, i32 -16711681, i32 -16777216, i32 -65536, i32 0, i32 -65281, i32 -16777216, i32 -256, i32 -16777216, i32 -1, i32 0, i32 0, i32 -16776961, i32 255, i32 255, i32 65280, i32 255, i32 65535, i32 -16776961, i32 16711680, i32 255, i32 16711935, i32 -16776961, i32 16776960, i32 -16776961, i32 16777215, i32 255, i32 -16777216, i32 255, i32 -16776961, i32 -16776961, i32 -16711936, i32 -16776961, i32 -16711681, i32 255, i32 -65536, i32 -16776961, i32 -65281, i32 255, i32 -256, i32 255, i32 -1, i32 -16776961, i32 0, i32 -16711936, i32 255, i32 65280, i32 65280, i32 65280, i32 65535, i32 -16711936, i32 16711680, i32 65280, i32 16711935, i32 -16711936, i32 16776960, i32 -16711936, i32 16777215, i32 65280, i32 -16777216, i32 65280, i32 -16776961, i32 -16711936, i32 -16711936, i32 -16711936, i32 -16711681, i32 65280, i32 -65536, i32 -16711936, i32 -65281, i32 65280, i32 -256, i32 65280, i32 -1, i32 -16711936, i32 0, i32 65535, i32 255, i32 -16711681, i32 65280, i32 -16711681, i32 65535, i32 65535, i32 16711680, i32 -16711681, i32 16711935, i32 65535, i32 16776960, i32 65535, i32 16777215, i32 -16711681, i32 -16777216, i32 -16711681, i32 -16776961, i32 65535, i32 -16711936, i32 65535, i32 -16711681, i32 -16711681, i32 -65536, i32 65535, i32 -65281, i32 -16711681, i32 -256, i32 -16711681, i32 -1, i32 65535, i32 0, i32 -65536, i32 255, i32 16711680, i32 65280, i32 16711680, i32 65535, i32 -65536, i32 16711680, i32 16711680, i32 16711935, i32 -65536, i32 16776960, i32 -65536, i32 16777215, i32 16711680, i32 -16777216, i32 16711680, i32 -16776961, i32 -65536, i32 -16711936, i32 -65536, i32 -16711681, i32 16711680, i32 -65536, i32 -65536, i32 -65281, i32 16711680, i32 -256, i32 16711680, i32 -1, i32 -65536, i32 0, i32 16711935, i32 255, i32 -65281, i32 65280, i32 -65281, i32 65535, i32 16711935, i32 16711680, i32 -65281, i32 16711935, i32 16711935, i32 16776960, i32 16711935, i32 16777215, i32 -65281, i32 -16777216, i32 -65281, i32 -16776961, i32 16711935, i32 -16711936, i32 16711935, i32 -16711681, i32 -65281, i32 -65536, i32 16711935, i32 -65281, i32 -65281, i32 -256, i32 -65281, i32 -1, i32 16711935, i32 0, i32 16776960, i32 255, i32 -256, i32 65280, i32 -256, i32 65535, i32 16776960, i32 16711680, i32 -256, i32 16711935, i32 16776960, i32 16776960, i32 16776960, i32 16777215, i32 -256, i32 -16777216, i32 -256, i32 -16776961, i32 16776960, i32 -16711936, i32 16776960, i32 -16711681, i32 -256, i32 -65536, i32 16776960, i32 -65281, i32 -256, i32 -256, i32 -256, i32 -1, i32 16776960, i32 0, i32 -1, i32 255, i32 16777215, i32 65280, i32 16777215, i32 65535, i32 -1, i32 16711680, i32 16777215, i32 16711935, i32 -1, i32 16776960, i32 -1, i32 16777215, i32 16777215, i32 -16777216, i32 16777215, i32 -16776961, i32 -1, i32 -16711936, i32 -1, i32 -16711681, i32 16777215, i32 -65536, i32 -1, i32 -65281, i32 16777215, i32 -256, i32 16777215, i32 -1, i32 -1], align 16
@lds2 = internal addrspace(3) global [1024 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_matvec_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, i32 %3, i32 %4) {
entry:
  %v36 = alloca i32, align 4
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
  store i32 %18, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %19 = load i32, ptr %v1, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %body3, label %done4

body3:                                            ; preds = %loop2
  %21 = load i32, ptr %v1, align 4
  %22 = sext i32 %21 to i64
  %23 = mul i64 %22, 4
  %24 = getelementptr i8, ptr addrspace(1) @strata_ksigns_masks, i64 %23
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

loop6:                                            ; preds = %endif51, %done4
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
  %54 = mul i64 %53, 98
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
  %91 = mul i64 %90, 98
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
  %119 = mul i64 %94, 4
  %120 = add i64 %119, 64
  %121 = add i64 %120, 0
  %122 = getelementptr i8, ptr addrspace(1) %102, i64 %121
  %123 = load i32, ptr addrspace(1) %122, align 4
  %124 = add i64 %120, 0
  %125 = shl i64 %100, 1
  %126 = add i64 %124, %125
  %127 = getelementptr i8, ptr addrspace(1) %102, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  %129 = call i32 @llvm.fshr.i32(i32 %128, i32 %123, i32 %104)
  store i32 %97, ptr %v14, align 4
  store i32 %117, ptr %v15, align 4
  store i32 %118, ptr %v16, align 4
  store i32 %129, ptr %v17, align 4
  %130 = lshr i32 %87, 3
  %131 = and i32 %87, 7
  %132 = sext i32 %130 to i64
  %133 = mul i64 %132, 98
  %134 = add i64 %133, 0
  %135 = getelementptr i8, ptr addrspace(1) %67, i64 %134
  %136 = sext i32 %131 to i64
  %137 = getelementptr i8, ptr addrspace(1) %135, i64 0
  %138 = load i16, ptr addrspace(1) %137, align 2
  %139 = zext i16 %138 to i32
  %140 = getelementptr i8, ptr addrspace(1) %135, i64 2
  %141 = ptrtoint ptr addrspace(1) %140 to i64
  %142 = and i64 %141, 3
  %143 = sub i64 0, %142
  %144 = getelementptr i8, ptr addrspace(1) %140, i64 %143
  %145 = shl i64 %142, 3
  %146 = trunc i64 %145 to i32
  %147 = mul i64 %136, 8
  %148 = add i64 %147, 0
  %149 = getelementptr i8, ptr addrspace(1) %144, i64 %148
  %150 = load i32, ptr addrspace(1) %149, align 4
  %151 = add i64 %147, 4
  %152 = getelementptr i8, ptr addrspace(1) %144, i64 %151
  %153 = load i32, ptr addrspace(1) %152, align 4
  %154 = add i64 %147, 4
  %155 = shl i64 %142, 1
  %156 = add i64 %154, %155
  %157 = getelementptr i8, ptr addrspace(1) %144, i64 %156
  %158 = load i32, ptr addrspace(1) %157, align 4
  %159 = call i32 @llvm.fshr.i32(i32 %153, i32 %150, i32 %146)
  %160 = call i32 @llvm.fshr.i32(i32 %158, i32 %153, i32 %146)
  %161 = mul i64 %136, 4
  %162 = add i64 %161, 64
  %163 = add i64 %162, 0
  %164 = getelementptr i8, ptr addrspace(1) %144, i64 %163
  %165 = load i32, ptr addrspace(1) %164, align 4
  %166 = add i64 %162, 0
  %167 = shl i64 %142, 1
  %168 = add i64 %166, %167
  %169 = getelementptr i8, ptr addrspace(1) %144, i64 %168
  %170 = load i32, ptr addrspace(1) %169, align 4
  %171 = call i32 @llvm.fshr.i32(i32 %170, i32 %165, i32 %146)
  store i32 %139, ptr %v18, align 4
  store i32 %159, ptr %v19, align 4
  store i32 %160, ptr %v20, align 4
  store i32 %171, ptr %v21, align 4
  %172 = lshr i32 %87, 3
  %173 = and i32 %87, 7
  %174 = sext i32 %172 to i64
  %175 = mul i64 %174, 98
  %176 = add i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(1) %73, i64 %176
  %178 = sext i32 %173 to i64
  %179 = getelementptr i8, ptr addrspace(1) %177, i64 0
  %180 = load i16, ptr addrspace(1) %179, align 2
  %181 = zext i16 %180 to i32
  %182 = getelementptr i8, ptr addrspace(1) %177, i64 2
  %183 = ptrtoint ptr addrspace(1) %182 to i64
  %184 = and i64 %183, 3
  %185 = sub i64 0, %184
  %186 = getelementptr i8, ptr addrspace(1) %182, i64 %185
  %187 = shl i64 %184, 3
  %188 = trunc i64 %187 to i32
  %189 = mul i64 %178, 8
  %190 = add i64 %189, 0
  %191 = getelementptr i8, ptr addrspace(1) %186, i64 %190
  %192 = load i32, ptr addrspace(1) %191, align 4
  %193 = add i64 %189, 4
  %194 = getelementptr i8, ptr addrspace(1) %186, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = add i64 %189, 4
  %197 = shl i64 %184, 1
  %198 = add i64 %196, %197
  %199 = getelementptr i8, ptr addrspace(1) %186, i64 %198
  %200 = load i32, ptr addrspace(1) %199, align 4
  %201 = call i32 @llvm.fshr.i32(i32 %195, i32 %192, i32 %188)
  %202 = call i32 @llvm.fshr.i32(i32 %200, i32 %195, i32 %188)
  %203 = mul i64 %178, 4
  %204 = add i64 %203, 64
  %205 = add i64 %204, 0
  %206 = getelementptr i8, ptr addrspace(1) %186, i64 %205
  %207 = load i32, ptr addrspace(1) %206, align 4
  %208 = add i64 %204, 0
  %209 = shl i64 %184, 1
  %210 = add i64 %208, %209
  %211 = getelementptr i8, ptr addrspace(1) %186, i64 %210
  %212 = load i32, ptr addrspace(1) %211, align 4
  %213 = call i32 @llvm.fshr.i32(i32 %212, i32 %207, i32 %188)
  store i32 %181, ptr %v22, align 4
  store i32 %201, ptr %v23, align 4
  store i32 %202, ptr %v24, align 4
  store i32 %213, ptr %v25, align 4
  %214 = lshr i32 %87, 3
  %215 = and i32 %87, 7
  %216 = sext i32 %214 to i64
  %217 = mul i64 %216, 98
  %218 = add i64 %217, 0
  %219 = getelementptr i8, ptr addrspace(1) %79, i64 %218
  %220 = sext i32 %215 to i64
  %221 = getelementptr i8, ptr addrspace(1) %219, i64 0
  %222 = load i16, ptr addrspace(1) %221, align 2
  %223 = zext i16 %222 to i32
  %224 = getelementptr i8, ptr addrspace(1) %219, i64 2
  %225 = ptrtoint ptr addrspace(1) %224 to i64
  %226 = and i64 %225, 3
  %227 = sub i64 0, %226
  %228 = getelementptr i8, ptr addrspace(1) %224, i64 %227
  %229 = shl i64 %226, 3
  %230 = trunc i64 %229 to i32
  %231 = mul i64 %220, 8
  %232 = add i64 %231, 0
  %233 = getelementptr i8, ptr addrspace(1) %228, i64 %232
  %234 = load i32, ptr addrspace(1) %233, align 4
  %235 = add i64 %231, 4
  %236 = getelementptr i8, ptr addrspace(1) %228, i64 %235
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = add i64 %231, 4
  %239 = shl i64 %226, 1
  %240 = add i64 %238, %239
  %241 = getelementptr i8, ptr addrspace(1) %228, i64 %240
  %242 = load i32, ptr addrspace(1) %241, align 4
  %243 = call i32 @llvm.fshr.i32(i32 %237, i32 %234, i32 %230)
  %244 = call i32 @llvm.fshr.i32(i32 %242, i32 %237, i32 %230)
  %245 = mul i64 %220, 4
  %246 = add i64 %245, 64
  %247 = add i64 %246, 0
  %248 = getelementptr i8, ptr addrspace(1) %228, i64 %247
  %249 = load i32, ptr addrspace(1) %248, align 4
  %250 = add i64 %246, 0
  %251 = shl i64 %226, 1
  %252 = add i64 %250, %251
  %253 = getelementptr i8, ptr addrspace(1) %228, i64 %252
  %254 = load i32, ptr addrspace(1) %253, align 4
  %255 = call i32 @llvm.fshr.i32(i32 %254, i32 %249, i32 %230)
  store i32 %223, ptr %v26, align 4
  store i32 %243, ptr %v27, align 4
  store i32 %244, ptr %v28, align 4
  store i32 %255, ptr %v29, align 4
  %256 = add i32 %83, 0
  %257 = sext i32 %256 to i64
  %258 = mul i64 %257, 4
  %259 = add i64 0, %258
  %260 = icmp slt i64 %259, %84
  %261 = icmp slt i64 %258, 1024
  %262 = and i1 %260, %261
  %263 = select i1 %262, i64 %259, i64 0
  %264 = mul i64 %263, 4
  %265 = getelementptr i8, ptr addrspace(1) %2, i64 %264
  %266 = load <4 x float>, ptr addrspace(1) %265, align 16
  %267 = extractelement <4 x float> %266, i32 0
  %268 = extractelement <4 x float> %266, i32 1
  %269 = extractelement <4 x float> %266, i32 2
  %270 = extractelement <4 x float> %266, i32 3
  %271 = add i32 %83, 128
  %272 = sext i32 %271 to i64
  %273 = mul i64 %272, 4
  %274 = add i64 0, %273
  %275 = icmp slt i64 %274, %84
  %276 = icmp slt i64 %273, 1024
  %277 = and i1 %275, %276
  %278 = select i1 %277, i64 %274, i64 0
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr addrspace(1) %2, i64 %279
  %281 = load <4 x float>, ptr addrspace(1) %280, align 16
  %282 = extractelement <4 x float> %281, i32 0
  %283 = extractelement <4 x float> %281, i32 1
  %284 = extractelement <4 x float> %281, i32 2
  %285 = extractelement <4 x float> %281, i32 3
  %286 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %287 = bitcast float %267 to i32
  %288 = and i32 %287, 2147483647
  %289 = bitcast float %268 to i32
  %290 = and i32 %289, 2147483647
  %291 = bitcast float %269 to i32
  %292 = and i32 %291, 2147483647
  %293 = bitcast float %270 to i32
  %294 = and i32 %293, 2147483647
  %295 = icmp ugt i32 %288, %290
  %296 = select i1 %295, i32 %288, i32 %290
  %297 = icmp ugt i32 %292, %294
  %298 = select i1 %297, i32 %292, i32 %294
  %299 = icmp ugt i32 %296, %298
  %300 = select i1 %299, i32 %296, i32 %298
  %301 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %300, i32 1, i32 31)
  %302 = icmp ugt i32 %300, %301
  %303 = select i1 %302, i32 %300, i32 %301
  %304 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 2, i32 31)
  %305 = icmp ugt i32 %303, %304
  %306 = select i1 %305, i32 %303, i32 %304
  %307 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 4, i32 31)
  %308 = icmp ugt i32 %306, %307
  %309 = select i1 %308, i32 %306, i32 %307
  %310 = and i32 %309, 2147483647
  %311 = icmp ult i32 %310, 2139095040
  %312 = bitcast i32 %309 to float
  %313 = fdiv float 1.270000e+02, %312
  %314 = bitcast float %313 to i32
  %315 = and i32 %314, 2147483647
  %316 = icmp ult i32 %315, 2139095040
  %317 = select i1 %316, float %313, float 0.000000e+00
  %318 = fmul float %267, %317
  %319 = fadd float %318, 0x4168000000000000
  %320 = bitcast float %319 to i32
  %321 = fmul float %268, %317
  %322 = fadd float %321, 0x4168000000000000
  %323 = bitcast float %322 to i32
  %324 = fmul float %269, %317
  %325 = fadd float %324, 0x4168000000000000
  %326 = bitcast float %325 to i32
  %327 = fmul float %270, %317
  %328 = fadd float %327, 0x4168000000000000
  %329 = bitcast float %328 to i32
  %330 = bitcast i32 %320 to <4 x i8>
  %331 = bitcast i32 %323 to <4 x i8>
  %332 = shufflevector <4 x i8> %330, <4 x i8> %331, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %333 = bitcast <4 x i8> %332 to i32
  %334 = bitcast i32 %326 to <4 x i8>
  %335 = bitcast i32 %329 to <4 x i8>
  %336 = shufflevector <4 x i8> %334, <4 x i8> %335, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %337 = bitcast <4 x i8> %336 to i32
  %338 = bitcast i32 %333 to <4 x i8>
  %339 = bitcast i32 %337 to <4 x i8>
  %340 = shufflevector <4 x i8> %338, <4 x i8> %339, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %341 = bitcast <4 x i8> %340 to i32
  %342 = add i32 %286, 0
  %343 = sext i32 %342 to i64
  %344 = mul i64 %343, 4
  %345 = icmp slt i64 %344, 1024
  br i1 %345, label %then, label %endif

done8:                                            ; preds = %loop6
  ret void

then:                                             ; preds = %body7
  %346 = lshr i64 %344, 2
  %347 = mul i64 %346, 4
  %348 = getelementptr i8, ptr addrspace(3) @lds3, i64 %347
  store i32 %341, ptr addrspace(3) %348, align 4
  %349 = and i64 %344, 31
  %350 = icmp eq i64 %349, 0
  br i1 %350, label %then30, label %endif31

endif:                                            ; preds = %endif31, %body7
  %351 = bitcast float %282 to i32
  %352 = and i32 %351, 2147483647
  %353 = bitcast float %283 to i32
  %354 = and i32 %353, 2147483647
  %355 = bitcast float %284 to i32
  %356 = and i32 %355, 2147483647
  %357 = bitcast float %285 to i32
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
  %382 = fmul float %282, %381
  %383 = fadd float %382, 0x4168000000000000
  %384 = bitcast float %383 to i32
  %385 = fmul float %283, %381
  %386 = fadd float %385, 0x4168000000000000
  %387 = bitcast float %386 to i32
  %388 = fmul float %284, %381
  %389 = fadd float %388, 0x4168000000000000
  %390 = bitcast float %389 to i32
  %391 = fmul float %285, %381
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
  %406 = add i32 %286, 128
  %407 = sext i32 %406 to i64
  %408 = mul i64 %407, 4
  %409 = icmp slt i64 %408, 1024
  br i1 %409, label %then32, label %endif33

then30:                                           ; preds = %then
  %410 = fmul float %312, 0x3F80204080000000
  %411 = select i1 %311, float %410, float 0x7FF8000000000000
  %412 = lshr i64 %344, 5
  %413 = mul i64 %412, 4
  %414 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %413
  store float %411, ptr addrspace(3) %414, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %then
  br label %endif

then32:                                           ; preds = %endif
  %415 = lshr i64 %408, 2
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(3) @lds3, i64 %416
  store i32 %405, ptr addrspace(3) %417, align 4
  %418 = and i64 %408, 31
  %419 = icmp eq i64 %418, 0
  br i1 %419, label %then34, label %endif35

endif33:                                          ; preds = %endif35, %endif
  call void @llvm.nvvm.barrier0()
  %420 = add i32 %80, 31
  %421 = udiv i32 %420, 32
  store i32 0, ptr %v36, align 4
  br label %loop37

then34:                                           ; preds = %then32
  %422 = fmul float %376, 0x3F80204080000000
  %423 = select i1 %375, float %422, float 0x7FF8000000000000
  %424 = lshr i64 %408, 5
  %425 = mul i64 %424, 4
  %426 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %425
  store float %423, ptr addrspace(3) %426, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %then32
  br label %endif33

loop37:                                           ; preds = %endif47, %endif33
  %427 = load i32, ptr %v36, align 4
  %428 = icmp slt i32 %427, %421
  br i1 %428, label %body38, label %done39

body38:                                           ; preds = %loop37
  %429 = load i32, ptr %v36, align 4
  %430 = add i32 %429, 1
  %431 = sext i32 %430 to i64
  %432 = mul i64 %431, 1024
  %433 = add i32 %83, 0
  %434 = sext i32 %433 to i64
  %435 = mul i64 %434, 4
  %436 = add i64 %432, %435
  %437 = icmp slt i64 %436, %84
  %438 = icmp slt i64 %435, 1024
  %439 = and i1 %437, %438
  %440 = select i1 %439, i64 %436, i64 0
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(1) %2, i64 %441
  %443 = load <4 x float>, ptr addrspace(1) %442, align 16
  %444 = extractelement <4 x float> %443, i32 0
  %445 = extractelement <4 x float> %443, i32 1
  %446 = extractelement <4 x float> %443, i32 2
  %447 = extractelement <4 x float> %443, i32 3
  %448 = add i32 %83, 128
  %449 = sext i32 %448 to i64
  %450 = mul i64 %449, 4
  %451 = add i64 %432, %450
  %452 = icmp slt i64 %451, %84
  %453 = icmp slt i64 %450, 1024
  %454 = and i1 %452, %453
  %455 = select i1 %454, i64 %451, i64 0
  %456 = mul i64 %455, 4
  %457 = getelementptr i8, ptr addrspace(1) %2, i64 %456
  %458 = load <4 x float>, ptr addrspace(1) %457, align 16
  %459 = extractelement <4 x float> %458, i32 0
  %460 = extractelement <4 x float> %458, i32 1
  %461 = extractelement <4 x float> %458, i32 2
  %462 = extractelement <4 x float> %458, i32 3
  %463 = mul i32 %429, 32
  %464 = add i32 %82, %463
  %465 = load i32, ptr %v14, align 4
  %466 = load i32, ptr %v15, align 4
  %467 = load i32, ptr %v16, align 4
  %468 = load i32, ptr %v17, align 4
  %469 = load i32, ptr %v18, align 4
  %470 = load i32, ptr %v19, align 4
  %471 = load i32, ptr %v20, align 4
  %472 = load i32, ptr %v21, align 4
  %473 = load i32, ptr %v22, align 4
  %474 = load i32, ptr %v23, align 4
  %475 = load i32, ptr %v24, align 4
  %476 = load i32, ptr %v25, align 4
  %477 = load i32, ptr %v26, align 4
  %478 = load i32, ptr %v27, align 4
  %479 = load i32, ptr %v28, align 4
  %480 = load i32, ptr %v29, align 4
  %481 = add i32 %464, 32
  %482 = icmp sgt i32 %481, %85
  %483 = select i1 %482, i32 %85, i32 %481
  %484 = lshr i32 %483, 3
  %485 = and i32 %483, 7
  %486 = sext i32 %484 to i64
  %487 = mul i64 %486, 98
  %488 = add i64 %487, 0
  %489 = getelementptr i8, ptr addrspace(1) %61, i64 %488
  %490 = sext i32 %485 to i64
  %491 = getelementptr i8, ptr addrspace(1) %489, i64 0
  %492 = load i16, ptr addrspace(1) %491, align 2
  %493 = zext i16 %492 to i32
  %494 = getelementptr i8, ptr addrspace(1) %489, i64 2
  %495 = ptrtoint ptr addrspace(1) %494 to i64
  %496 = and i64 %495, 3
  %497 = sub i64 0, %496
  %498 = getelementptr i8, ptr addrspace(1) %494, i64 %497
  %499 = shl i64 %496, 3
  %500 = trunc i64 %499 to i32
  %501 = mul i64 %490, 8
  %502 = add i64 %501, 0
  %503 = getelementptr i8, ptr addrspace(1) %498, i64 %502
  %504 = load i32, ptr addrspace(1) %503, align 4
  %505 = add i64 %501, 4
  %506 = getelementptr i8, ptr addrspace(1) %498, i64 %505
  %507 = load i32, ptr addrspace(1) %506, align 4
  %508 = add i64 %501, 4
  %509 = shl i64 %496, 1
  %510 = add i64 %508, %509
  %511 = getelementptr i8, ptr addrspace(1) %498, i64 %510
  %512 = load i32, ptr addrspace(1) %511, align 4
  %513 = call i32 @llvm.fshr.i32(i32 %507, i32 %504, i32 %500)
  %514 = call i32 @llvm.fshr.i32(i32 %512, i32 %507, i32 %500)
  %515 = mul i64 %490, 4
  %516 = add i64 %515, 64
  %517 = add i64 %516, 0
  %518 = getelementptr i8, ptr addrspace(1) %498, i64 %517
  %519 = load i32, ptr addrspace(1) %518, align 4
  %520 = add i64 %516, 0
  %521 = shl i64 %496, 1
  %522 = add i64 %520, %521
  %523 = getelementptr i8, ptr addrspace(1) %498, i64 %522
  %524 = load i32, ptr addrspace(1) %523, align 4
  %525 = call i32 @llvm.fshr.i32(i32 %524, i32 %519, i32 %500)
  store i32 %493, ptr %v14, align 4
  store i32 %513, ptr %v15, align 4
  store i32 %514, ptr %v16, align 4
  store i32 %525, ptr %v17, align 4
  %526 = lshr i32 %483, 3
  %527 = and i32 %483, 7
  %528 = sext i32 %526 to i64
  %529 = mul i64 %528, 98
  %530 = add i64 %529, 0
  %531 = getelementptr i8, ptr addrspace(1) %67, i64 %530
  %532 = sext i32 %527 to i64
  %533 = getelementptr i8, ptr addrspace(1) %531, i64 0
  %534 = load i16, ptr addrspace(1) %533, align 2
  %535 = zext i16 %534 to i32
  %536 = getelementptr i8, ptr addrspace(1) %531, i64 2
  %537 = ptrtoint ptr addrspace(1) %536 to i64
  %538 = and i64 %537, 3
  %539 = sub i64 0, %538
  %540 = getelementptr i8, ptr addrspace(1) %536, i64 %539
  %541 = shl i64 %538, 3
  %542 = trunc i64 %541 to i32
  %543 = mul i64 %532, 8
  %544 = add i64 %543, 0
  %545 = getelementptr i8, ptr addrspace(1) %540, i64 %544
  %546 = load i32, ptr addrspace(1) %545, align 4
  %547 = add i64 %543, 4
  %548 = getelementptr i8, ptr addrspace(1) %540, i64 %547
  %549 = load i32, ptr addrspace(1) %548, align 4
  %550 = add i64 %543, 4
  %551 = shl i64 %538, 1
  %552 = add i64 %550, %551
  %553 = getelementptr i8, ptr addrspace(1) %540, i64 %552
  %554 = load i32, ptr addrspace(1) %553, align 4
  %555 = call i32 @llvm.fshr.i32(i32 %549, i32 %546, i32 %542)
  %556 = call i32 @llvm.fshr.i32(i32 %554, i32 %549, i32 %542)
  %557 = mul i64 %532, 4
  %558 = add i64 %557, 64
  %559 = add i64 %558, 0
  %560 = getelementptr i8, ptr addrspace(1) %540, i64 %559
  %561 = load i32, ptr addrspace(1) %560, align 4
  %562 = add i64 %558, 0
  %563 = shl i64 %538, 1
  %564 = add i64 %562, %563
  %565 = getelementptr i8, ptr addrspace(1) %540, i64 %564
  %566 = load i32, ptr addrspace(1) %565, align 4
  %567 = call i32 @llvm.fshr.i32(i32 %566, i32 %561, i32 %542)
  store i32 %535, ptr %v18, align 4
  store i32 %555, ptr %v19, align 4
  store i32 %556, ptr %v20, align 4
  store i32 %567, ptr %v21, align 4
  %568 = lshr i32 %483, 3
  %569 = and i32 %483, 7
  %570 = sext i32 %568 to i64
  %571 = mul i64 %570, 98
  %572 = add i64 %571, 0
  %573 = getelementptr i8, ptr addrspace(1) %73, i64 %572
  %574 = sext i32 %569 to i64
  %575 = getelementptr i8, ptr addrspace(1) %573, i64 0
  %576 = load i16, ptr addrspace(1) %575, align 2
  %577 = zext i16 %576 to i32
  %578 = getelementptr i8, ptr addrspace(1) %573, i64 2
  %579 = ptrtoint ptr addrspace(1) %578 to i64
  %580 = and i64 %579, 3
  %581 = sub i64 0, %580
  %582 = getelementptr i8, ptr addrspace(1) %578, i64 %581
  %583 = shl i64 %580, 3
  %584 = trunc i64 %583 to i32
  %585 = mul i64 %574, 8
  %586 = add i64 %585, 0
  %587 = getelementptr i8, ptr addrspace(1) %582, i64 %586
  %588 = load i32, ptr addrspace(1) %587, align 4
  %589 = add i64 %585, 4
  %590 = getelementptr i8, ptr addrspace(1) %582, i64 %589
  %591 = load i32, ptr addrspace(1) %590, align 4
  %592 = add i64 %585, 4
  %593 = shl i64 %580, 1
  %594 = add i64 %592, %593
  %595 = getelementptr i8, ptr addrspace(1) %582, i64 %594
  %596 = load i32, ptr addrspace(1) %595, align 4
  %597 = call i32 @llvm.fshr.i32(i32 %591, i32 %588, i32 %584)
  %598 = call i32 @llvm.fshr.i32(i32 %596, i32 %591, i32 %584)
  %599 = mul i64 %574, 4
  %600 = add i64 %599, 64
  %601 = add i64 %600, 0
  %602 = getelementptr i8, ptr addrspace(1) %582, i64 %601
  %603 = load i32, ptr addrspace(1) %602, align 4
  %604 = add i64 %600, 0
  %605 = shl i64 %580, 1
  %606 = add i64 %604, %605
  %607 = getelementptr i8, ptr addrspace(1) %582, i64 %606
  %608 = load i32, ptr addrspace(1) %607, align 4
  %609 = call i32 @llvm.fshr.i32(i32 %608, i32 %603, i32 %584)
  store i32 %577, ptr %v22, align 4
  store i32 %597, ptr %v23, align 4
  store i32 %598, ptr %v24, align 4
  store i32 %609, ptr %v25, align 4
  %610 = lshr i32 %483, 3
  %611 = and i32 %483, 7
  %612 = sext i32 %610 to i64
  %613 = mul i64 %612, 98
  %614 = add i64 %613, 0
  %615 = getelementptr i8, ptr addrspace(1) %79, i64 %614
  %616 = sext i32 %611 to i64
  %617 = getelementptr i8, ptr addrspace(1) %615, i64 0
  %618 = load i16, ptr addrspace(1) %617, align 2
  %619 = zext i16 %618 to i32
  %620 = getelementptr i8, ptr addrspace(1) %615, i64 2
  %621 = ptrtoint ptr addrspace(1) %620 to i64
  %622 = and i64 %621, 3
  %623 = sub i64 0, %622
  %624 = getelementptr i8, ptr addrspace(1) %620, i64 %623
  %625 = shl i64 %622, 3
  %626 = trunc i64 %625 to i32
  %627 = mul i64 %616, 8
  %628 = add i64 %627, 0
  %629 = getelementptr i8, ptr addrspace(1) %624, i64 %628
  %630 = load i32, ptr addrspace(1) %629, align 4
  %631 = add i64 %627, 4
  %632 = getelementptr i8, ptr addrspace(1) %624, i64 %631
  %633 = load i32, ptr addrspace(1) %632, align 4
  %634 = add i64 %627, 4
  %635 = shl i64 %622, 1
  %636 = add i64 %634, %635
  %637 = getelementptr i8, ptr addrspace(1) %624, i64 %636
  %638 = load i32, ptr addrspace(1) %637, align 4
  %639 = call i32 @llvm.fshr.i32(i32 %633, i32 %630, i32 %626)
  %640 = call i32 @llvm.fshr.i32(i32 %638, i32 %633, i32 %626)
  %641 = mul i64 %616, 4
  %642 = add i64 %641, 64
  %643 = add i64 %642, 0
  %644 = getelementptr i8, ptr addrspace(1) %624, i64 %643
  %645 = load i32, ptr addrspace(1) %644, align 4
  %646 = add i64 %642, 0
  %647 = shl i64 %622, 1
  %648 = add i64 %646, %647
  %649 = getelementptr i8, ptr addrspace(1) %624, i64 %648
  %650 = load i32, ptr addrspace(1) %649, align 4
  %651 = call i32 @llvm.fshr.i32(i32 %650, i32 %645, i32 %626)
  store i32 %619, ptr %v26, align 4
  store i32 %639, ptr %v27, align 4
  store i32 %640, ptr %v28, align 4
  store i32 %651, ptr %v29, align 4
  %652 = icmp slt i32 %464, %80
  br i1 %652, label %then40, label %endif41

done39:                                           ; preds = %loop37
  %653 = load float, ptr %v10, align 4
  %654 = load float, ptr %v11, align 4
  %655 = load float, ptr %v12, align 4
  %656 = load float, ptr %v13, align 4
  %657 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %658 = and i32 %657, 31
  %659 = and i32 %658, 16
  %660 = icmp ne i32 %659, 0
  %661 = select i1 %660, float %655, float %653
  %662 = select i1 %660, float %653, float %655
  %663 = bitcast float %662 to i32
  %664 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %663, i32 16, i32 31)
  %665 = bitcast i32 %664 to float
  %666 = fadd float %661, %665
  %667 = select i1 %660, float %656, float %654
  %668 = select i1 %660, float %654, float %656
  %669 = bitcast float %668 to i32
  %670 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %669, i32 16, i32 31)
  %671 = bitcast i32 %670 to float
  %672 = fadd float %667, %671
  %673 = and i32 %658, 8
  %674 = icmp ne i32 %673, 0
  %675 = select i1 %674, float %672, float %666
  %676 = select i1 %674, float %666, float %672
  %677 = bitcast float %676 to i32
  %678 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %677, i32 8, i32 31)
  %679 = bitcast i32 %678 to float
  %680 = fadd float %675, %679
  %681 = bitcast float %680 to i32
  %682 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %681, i32 4, i32 31)
  %683 = bitcast i32 %682 to float
  %684 = fadd float %680, %683
  %685 = bitcast float %684 to i32
  %686 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %685, i32 2, i32 31)
  %687 = bitcast i32 %686 to float
  %688 = fadd float %684, %687
  %689 = bitcast float %688 to i32
  %690 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %689, i32 1, i32 31)
  %691 = bitcast i32 %690 to float
  %692 = fadd float %688, %691
  store float %692, ptr %v9, align 4
  %693 = and i1 %49, %41
  br i1 %693, label %then50, label %endif51

then40:                                           ; preds = %body38
  %694 = and i32 %429, 1
  %695 = sext i32 %694 to i64
  %696 = mul i64 %695, 1152
  %697 = getelementptr i8, ptr addrspace(3) @lds3, i64 %696
  %698 = sext i32 %429 to i64
  %699 = mul i64 %698, 1024
  %700 = sext i32 %464 to i64
  %701 = mul i64 %700, 32
  %702 = sub i64 %701, %699
  %703 = add i64 %702, 0
  %704 = getelementptr i8, ptr addrspace(3) %697, i64 %703
  %705 = load <4 x i32>, ptr addrspace(3) %704, align 16
  %706 = extractelement <4 x i32> %705, i32 0
  %707 = extractelement <4 x i32> %705, i32 1
  %708 = extractelement <4 x i32> %705, i32 2
  %709 = extractelement <4 x i32> %705, i32 3
  %710 = add i64 %702, 16
  %711 = getelementptr i8, ptr addrspace(3) %697, i64 %710
  %712 = load <4 x i32>, ptr addrspace(3) %711, align 16
  %713 = extractelement <4 x i32> %712, i32 0
  %714 = extractelement <4 x i32> %712, i32 1
  %715 = extractelement <4 x i32> %712, i32 2
  %716 = extractelement <4 x i32> %712, i32 3
  %717 = getelementptr i8, ptr addrspace(3) %697, i64 1024
  %718 = lshr i64 %702, 5
  %719 = mul i64 %718, 4
  %720 = getelementptr i8, ptr addrspace(3) %717, i64 %719
  %721 = load float, ptr addrspace(3) %720, align 4
  %722 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %706, i32 0)
  %723 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %707, i32 %722)
  %724 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %708, i32 %723)
  %725 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %709, i32 %724)
  %726 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %713, i32 %725)
  %727 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %714, i32 %726)
  %728 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %715, i32 %727)
  %729 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %716, i32 %728)
  %730 = shl i32 %729, 7
  %731 = load float, ptr %v10, align 4
  %732 = trunc i32 %465 to i16
  %733 = bitcast i16 %732 to half
  %734 = fpext half %733 to float
  %735 = lshr i32 %468, 28
  %736 = shl i32 %735, 1
  %737 = or i32 %736, 1
  %738 = sub i32 0, %730
  %739 = lshr i32 %468, 0
  %740 = and i32 %739, 127
  %741 = shl i32 %740, 3
  %742 = zext i32 %741 to i64
  %743 = add i64 %742, 0
  %744 = getelementptr i8, ptr addrspace(3) @lds2, i64 %743
  %745 = load <2 x i32>, ptr addrspace(3) %744, align 8
  %746 = extractelement <2 x i32> %745, i32 0
  %747 = extractelement <2 x i32> %745, i32 1
  %748 = bitcast i32 %466 to <4 x i8>
  %749 = shufflevector <4 x i8> %748, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %750 = bitcast <4 x i8> %749 to i32
  %751 = sext i32 %750 to i64
  %752 = mul i64 %751, 4
  %753 = getelementptr i8, ptr addrspace(3) @lds1, i64 %752
  %754 = load i32, ptr addrspace(3) %753, align 4
  %755 = xor i32 %754, %746
  %756 = and i32 %746, 16843009
  %757 = add i32 %755, %756
  %758 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %757, i32 %706, i32 %738)
  %759 = bitcast i32 %466 to <4 x i8>
  %760 = shufflevector <4 x i8> %759, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %761 = bitcast <4 x i8> %760 to i32
  %762 = sext i32 %761 to i64
  %763 = mul i64 %762, 4
  %764 = getelementptr i8, ptr addrspace(3) @lds1, i64 %763
  %765 = load i32, ptr addrspace(3) %764, align 4
  %766 = xor i32 %765, %747
  %767 = and i32 %747, 16843009
  %768 = add i32 %766, %767
  %769 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %768, i32 %707, i32 %758)
  %770 = lshr i32 %468, 7
  %771 = and i32 %770, 127
  %772 = shl i32 %771, 3
  %773 = zext i32 %772 to i64
  %774 = add i64 %773, 0
  %775 = getelementptr i8, ptr addrspace(3) @lds2, i64 %774
  %776 = load <2 x i32>, ptr addrspace(3) %775, align 8
  %777 = extractelement <2 x i32> %776, i32 0
  %778 = extractelement <2 x i32> %776, i32 1
  %779 = bitcast i32 %466 to <4 x i8>
  %780 = shufflevector <4 x i8> %779, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %781 = bitcast <4 x i8> %780 to i32
  %782 = sext i32 %781 to i64
  %783 = mul i64 %782, 4
  %784 = getelementptr i8, ptr addrspace(3) @lds1, i64 %783
  %785 = load i32, ptr addrspace(3) %784, align 4
  %786 = xor i32 %785, %777
  %787 = and i32 %777, 16843009
  %788 = add i32 %786, %787
  %789 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %788, i32 %708, i32 %769)
  %790 = bitcast i32 %466 to <4 x i8>
  %791 = shufflevector <4 x i8> %790, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %792 = bitcast <4 x i8> %791 to i32
  %793 = sext i32 %792 to i64
  %794 = mul i64 %793, 4
  %795 = getelementptr i8, ptr addrspace(3) @lds1, i64 %794
  %796 = load i32, ptr addrspace(3) %795, align 4
  %797 = xor i32 %796, %778
  %798 = and i32 %778, 16843009
  %799 = add i32 %797, %798
  %800 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %799, i32 %709, i32 %789)
  %801 = lshr i32 %468, 14
  %802 = and i32 %801, 127
  %803 = shl i32 %802, 3
  %804 = zext i32 %803 to i64
  %805 = add i64 %804, 0
  %806 = getelementptr i8, ptr addrspace(3) @lds2, i64 %805
  %807 = load <2 x i32>, ptr addrspace(3) %806, align 8
  %808 = extractelement <2 x i32> %807, i32 0
  %809 = extractelement <2 x i32> %807, i32 1
  %810 = bitcast i32 %467 to <4 x i8>
  %811 = shufflevector <4 x i8> %810, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %812 = bitcast <4 x i8> %811 to i32
  %813 = sext i32 %812 to i64
  %814 = mul i64 %813, 4
  %815 = getelementptr i8, ptr addrspace(3) @lds1, i64 %814
  %816 = load i32, ptr addrspace(3) %815, align 4
  %817 = xor i32 %816, %808
  %818 = and i32 %808, 16843009
  %819 = add i32 %817, %818
  %820 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %819, i32 %713, i32 %800)
  %821 = bitcast i32 %467 to <4 x i8>
  %822 = shufflevector <4 x i8> %821, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %823 = bitcast <4 x i8> %822 to i32
  %824 = sext i32 %823 to i64
  %825 = mul i64 %824, 4
  %826 = getelementptr i8, ptr addrspace(3) @lds1, i64 %825
  %827 = load i32, ptr addrspace(3) %826, align 4
  %828 = xor i32 %827, %809
  %829 = and i32 %809, 16843009
  %830 = add i32 %828, %829
  %831 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %830, i32 %714, i32 %820)
  %832 = lshr i32 %468, 21
  %833 = and i32 %832, 127
  %834 = shl i32 %833, 3
  %835 = zext i32 %834 to i64
  %836 = add i64 %835, 0
  %837 = getelementptr i8, ptr addrspace(3) @lds2, i64 %836
  %838 = load <2 x i32>, ptr addrspace(3) %837, align 8
  %839 = extractelement <2 x i32> %838, i32 0
  %840 = extractelement <2 x i32> %838, i32 1
  %841 = bitcast i32 %467 to <4 x i8>
  %842 = shufflevector <4 x i8> %841, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %843 = bitcast <4 x i8> %842 to i32
  %844 = sext i32 %843 to i64
  %845 = mul i64 %844, 4
  %846 = getelementptr i8, ptr addrspace(3) @lds1, i64 %845
  %847 = load i32, ptr addrspace(3) %846, align 4
  %848 = xor i32 %847, %839
  %849 = and i32 %839, 16843009
  %850 = add i32 %848, %849
  %851 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %850, i32 %715, i32 %831)
  %852 = bitcast i32 %467 to <4 x i8>
  %853 = shufflevector <4 x i8> %852, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %854 = bitcast <4 x i8> %853 to i32
  %855 = sext i32 %854 to i64
  %856 = mul i64 %855, 4
  %857 = getelementptr i8, ptr addrspace(3) @lds1, i64 %856
  %858 = load i32, ptr addrspace(3) %857, align 4
  %859 = xor i32 %858, %840
  %860 = and i32 %840, 16843009
  %861 = add i32 %859, %860
  %862 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %861, i32 %716, i32 %851)
  %863 = mul i32 %737, %862
  %864 = sitofp i32 %863 to float
  %865 = fmul float %734, %721
  %866 = fmul float %865, 2.500000e-01
  %867 = call float @llvm.fma.f32(float %866, float %864, float %731)
  store float %867, ptr %v10, align 4
  %868 = load float, ptr %v11, align 4
  %869 = trunc i32 %469 to i16
  %870 = bitcast i16 %869 to half
  %871 = fpext half %870 to float
  %872 = lshr i32 %472, 28
  %873 = shl i32 %872, 1
  %874 = or i32 %873, 1
  %875 = sub i32 0, %730
  %876 = lshr i32 %472, 0
  %877 = and i32 %876, 127
  %878 = shl i32 %877, 3
  %879 = zext i32 %878 to i64
  %880 = add i64 %879, 0
  %881 = getelementptr i8, ptr addrspace(3) @lds2, i64 %880
  %882 = load <2 x i32>, ptr addrspace(3) %881, align 8
  %883 = extractelement <2 x i32> %882, i32 0
  %884 = extractelement <2 x i32> %882, i32 1
  %885 = bitcast i32 %470 to <4 x i8>
  %886 = shufflevector <4 x i8> %885, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %887 = bitcast <4 x i8> %886 to i32
  %888 = sext i32 %887 to i64
  %889 = mul i64 %888, 4
  %890 = getelementptr i8, ptr addrspace(3) @lds1, i64 %889
  %891 = load i32, ptr addrspace(3) %890, align 4
  %892 = xor i32 %891, %883
  %893 = and i32 %883, 16843009
  %894 = add i32 %892, %893
  %895 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %894, i32 %706, i32 %875)
  %896 = bitcast i32 %470 to <4 x i8>
  %897 = shufflevector <4 x i8> %896, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %898 = bitcast <4 x i8> %897 to i32
  %899 = sext i32 %898 to i64
  %900 = mul i64 %899, 4
  %901 = getelementptr i8, ptr addrspace(3) @lds1, i64 %900
  %902 = load i32, ptr addrspace(3) %901, align 4
  %903 = xor i32 %902, %884
  %904 = and i32 %884, 16843009
  %905 = add i32 %903, %904
  %906 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %905, i32 %707, i32 %895)
  %907 = lshr i32 %472, 7
  %908 = and i32 %907, 127
  %909 = shl i32 %908, 3
  %910 = zext i32 %909 to i64
  %911 = add i64 %910, 0
  %912 = getelementptr i8, ptr addrspace(3) @lds2, i64 %911
  %913 = load <2 x i32>, ptr addrspace(3) %912, align 8
  %914 = extractelement <2 x i32> %913, i32 0
  %915 = extractelement <2 x i32> %913, i32 1
  %916 = bitcast i32 %470 to <4 x i8>
  %917 = shufflevector <4 x i8> %916, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %918 = bitcast <4 x i8> %917 to i32
  %919 = sext i32 %918 to i64
  %920 = mul i64 %919, 4
  %921 = getelementptr i8, ptr addrspace(3) @lds1, i64 %920
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = xor i32 %922, %914
  %924 = and i32 %914, 16843009
  %925 = add i32 %923, %924
  %926 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %925, i32 %708, i32 %906)
  %927 = bitcast i32 %470 to <4 x i8>
  %928 = shufflevector <4 x i8> %927, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %929 = bitcast <4 x i8> %928 to i32
  %930 = sext i32 %929 to i64
  %931 = mul i64 %930, 4
  %932 = getelementptr i8, ptr addrspace(3) @lds1, i64 %931
  %933 = load i32, ptr addrspace(3) %932, align 4
  %934 = xor i32 %933, %915
  %935 = and i32 %915, 16843009
  %936 = add i32 %934, %935
  %937 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %936, i32 %709, i32 %926)
  %938 = lshr i32 %472, 14
  %939 = and i32 %938, 127
  %940 = shl i32 %939, 3
  %941 = zext i32 %940 to i64
  %942 = add i64 %941, 0
  %943 = getelementptr i8, ptr addrspace(3) @lds2, i64 %942
  %944 = load <2 x i32>, ptr addrspace(3) %943, align 8
  %945 = extractelement <2 x i32> %944, i32 0
  %946 = extractelement <2 x i32> %944, i32 1
  %947 = bitcast i32 %471 to <4 x i8>
  %948 = shufflevector <4 x i8> %947, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %949 = bitcast <4 x i8> %948 to i32
  %950 = sext i32 %949 to i64
  %951 = mul i64 %950, 4
  %952 = getelementptr i8, ptr addrspace(3) @lds1, i64 %951
  %953 = load i32, ptr addrspace(3) %952, align 4
  %954 = xor i32 %953, %945
  %955 = and i32 %945, 16843009
  %956 = add i32 %954, %955
  %957 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %956, i32 %713, i32 %937)
  %958 = bitcast i32 %471 to <4 x i8>
  %959 = shufflevector <4 x i8> %958, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %960 = bitcast <4 x i8> %959 to i32
  %961 = sext i32 %960 to i64
  %962 = mul i64 %961, 4
  %963 = getelementptr i8, ptr addrspace(3) @lds1, i64 %962
  %964 = load i32, ptr addrspace(3) %963, align 4
  %965 = xor i32 %964, %946
  %966 = and i32 %946, 16843009
  %967 = add i32 %965, %966
  %968 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %967, i32 %714, i32 %957)
  %969 = lshr i32 %472, 21
  %970 = and i32 %969, 127
  %971 = shl i32 %970, 3
  %972 = zext i32 %971 to i64
  %973 = add i64 %972, 0
  %974 = getelementptr i8, ptr addrspace(3) @lds2, i64 %973
  %975 = load <2 x i32>, ptr addrspace(3) %974, align 8
  %976 = extractelement <2 x i32> %975, i32 0
  %977 = extractelement <2 x i32> %975, i32 1
  %978 = bitcast i32 %471 to <4 x i8>
  %979 = shufflevector <4 x i8> %978, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %980 = bitcast <4 x i8> %979 to i32
  %981 = sext i32 %980 to i64
  %982 = mul i64 %981, 4
  %983 = getelementptr i8, ptr addrspace(3) @lds1, i64 %982
  %984 = load i32, ptr addrspace(3) %983, align 4
  %985 = xor i32 %984, %976
  %986 = and i32 %976, 16843009
  %987 = add i32 %985, %986
  %988 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %987, i32 %715, i32 %968)
  %989 = bitcast i32 %471 to <4 x i8>
  %990 = shufflevector <4 x i8> %989, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %991 = bitcast <4 x i8> %990 to i32
  %992 = sext i32 %991 to i64
  %993 = mul i64 %992, 4
  %994 = getelementptr i8, ptr addrspace(3) @lds1, i64 %993
  %995 = load i32, ptr addrspace(3) %994, align 4
  %996 = xor i32 %995, %977
  %997 = and i32 %977, 16843009
  %998 = add i32 %996, %997
  %999 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %998, i32 %716, i32 %988)
  %1000 = mul i32 %874, %999
  %1001 = sitofp i32 %1000 to float
  %1002 = fmul float %871, %721
  %1003 = fmul float %1002, 2.500000e-01
  %1004 = call float @llvm.fma.f32(float %1003, float %1001, float %868)
  store float %1004, ptr %v11, align 4
  %1005 = load float, ptr %v12, align 4
  %1006 = trunc i32 %473 to i16
  %1007 = bitcast i16 %1006 to half
  %1008 = fpext half %1007 to float
  %1009 = lshr i32 %476, 28
  %1010 = shl i32 %1009, 1
  %1011 = or i32 %1010, 1
  %1012 = sub i32 0, %730
  %1013 = lshr i32 %476, 0
  %1014 = and i32 %1013, 127
  %1015 = shl i32 %1014, 3
  %1016 = zext i32 %1015 to i64
  %1017 = add i64 %1016, 0
  %1018 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1017
  %1019 = load <2 x i32>, ptr addrspace(3) %1018, align 8
  %1020 = extractelement <2 x i32> %1019, i32 0
  %1021 = extractelement <2 x i32> %1019, i32 1
  %1022 = bitcast i32 %474 to <4 x i8>
  %1023 = shufflevector <4 x i8> %1022, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1024 = bitcast <4 x i8> %1023 to i32
  %1025 = sext i32 %1024 to i64
  %1026 = mul i64 %1025, 4
  %1027 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1026
  %1028 = load i32, ptr addrspace(3) %1027, align 4
  %1029 = xor i32 %1028, %1020
  %1030 = and i32 %1020, 16843009
  %1031 = add i32 %1029, %1030
  %1032 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1031, i32 %706, i32 %1012)
  %1033 = bitcast i32 %474 to <4 x i8>
  %1034 = shufflevector <4 x i8> %1033, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1035 = bitcast <4 x i8> %1034 to i32
  %1036 = sext i32 %1035 to i64
  %1037 = mul i64 %1036, 4
  %1038 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1037
  %1039 = load i32, ptr addrspace(3) %1038, align 4
  %1040 = xor i32 %1039, %1021
  %1041 = and i32 %1021, 16843009
  %1042 = add i32 %1040, %1041
  %1043 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1042, i32 %707, i32 %1032)
  %1044 = lshr i32 %476, 7
  %1045 = and i32 %1044, 127
  %1046 = shl i32 %1045, 3
  %1047 = zext i32 %1046 to i64
  %1048 = add i64 %1047, 0
  %1049 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1048
  %1050 = load <2 x i32>, ptr addrspace(3) %1049, align 8
  %1051 = extractelement <2 x i32> %1050, i32 0
  %1052 = extractelement <2 x i32> %1050, i32 1
  %1053 = bitcast i32 %474 to <4 x i8>
  %1054 = shufflevector <4 x i8> %1053, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1055 = bitcast <4 x i8> %1054 to i32
  %1056 = sext i32 %1055 to i64
  %1057 = mul i64 %1056, 4
  %1058 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1057
  %1059 = load i32, ptr addrspace(3) %1058, align 4
  %1060 = xor i32 %1059, %1051
  %1061 = and i32 %1051, 16843009
  %1062 = add i32 %1060, %1061
  %1063 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1062, i32 %708, i32 %1043)
  %1064 = bitcast i32 %474 to <4 x i8>
  %1065 = shufflevector <4 x i8> %1064, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1066 = bitcast <4 x i8> %1065 to i32
  %1067 = sext i32 %1066 to i64
  %1068 = mul i64 %1067, 4
  %1069 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1068
  %1070 = load i32, ptr addrspace(3) %1069, align 4
  %1071 = xor i32 %1070, %1052
  %1072 = and i32 %1052, 16843009
  %1073 = add i32 %1071, %1072
  %1074 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1073, i32 %709, i32 %1063)
  %1075 = lshr i32 %476, 14
  %1076 = and i32 %1075, 127
  %1077 = shl i32 %1076, 3
  %1078 = zext i32 %1077 to i64
  %1079 = add i64 %1078, 0
  %1080 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1079
  %1081 = load <2 x i32>, ptr addrspace(3) %1080, align 8
  %1082 = extractelement <2 x i32> %1081, i32 0
  %1083 = extractelement <2 x i32> %1081, i32 1
  %1084 = bitcast i32 %475 to <4 x i8>
  %1085 = shufflevector <4 x i8> %1084, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1086 = bitcast <4 x i8> %1085 to i32
  %1087 = sext i32 %1086 to i64
  %1088 = mul i64 %1087, 4
  %1089 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1088
  %1090 = load i32, ptr addrspace(3) %1089, align 4
  %1091 = xor i32 %1090, %1082
  %1092 = and i32 %1082, 16843009
  %1093 = add i32 %1091, %1092
  %1094 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1093, i32 %713, i32 %1074)
  %1095 = bitcast i32 %475 to <4 x i8>
  %1096 = shufflevector <4 x i8> %1095, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1097 = bitcast <4 x i8> %1096 to i32
  %1098 = sext i32 %1097 to i64
  %1099 = mul i64 %1098, 4
  %1100 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1099
  %1101 = load i32, ptr addrspace(3) %1100, align 4
  %1102 = xor i32 %1101, %1083
  %1103 = and i32 %1083, 16843009
  %1104 = add i32 %1102, %1103
  %1105 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1104, i32 %714, i32 %1094)
  %1106 = lshr i32 %476, 21
  %1107 = and i32 %1106, 127
  %1108 = shl i32 %1107, 3
  %1109 = zext i32 %1108 to i64
  %1110 = add i64 %1109, 0
  %1111 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1110
  %1112 = load <2 x i32>, ptr addrspace(3) %1111, align 8
  %1113 = extractelement <2 x i32> %1112, i32 0
  %1114 = extractelement <2 x i32> %1112, i32 1
  %1115 = bitcast i32 %475 to <4 x i8>
  %1116 = shufflevector <4 x i8> %1115, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1117 = bitcast <4 x i8> %1116 to i32
  %1118 = sext i32 %1117 to i64
  %1119 = mul i64 %1118, 4
  %1120 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1119
  %1121 = load i32, ptr addrspace(3) %1120, align 4
  %1122 = xor i32 %1121, %1113
  %1123 = and i32 %1113, 16843009
  %1124 = add i32 %1122, %1123
  %1125 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1124, i32 %715, i32 %1105)
  %1126 = bitcast i32 %475 to <4 x i8>
  %1127 = shufflevector <4 x i8> %1126, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1128 = bitcast <4 x i8> %1127 to i32
  %1129 = sext i32 %1128 to i64
  %1130 = mul i64 %1129, 4
  %1131 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1130
  %1132 = load i32, ptr addrspace(3) %1131, align 4
  %1133 = xor i32 %1132, %1114
  %1134 = and i32 %1114, 16843009
  %1135 = add i32 %1133, %1134
  %1136 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1135, i32 %716, i32 %1125)
  %1137 = mul i32 %1011, %1136
  %1138 = sitofp i32 %1137 to float
  %1139 = fmul float %1008, %721
  %1140 = fmul float %1139, 2.500000e-01
  %1141 = call float @llvm.fma.f32(float %1140, float %1138, float %1005)
  store float %1141, ptr %v12, align 4
  %1142 = load float, ptr %v13, align 4
  %1143 = trunc i32 %477 to i16
  %1144 = bitcast i16 %1143 to half
  %1145 = fpext half %1144 to float
  %1146 = lshr i32 %480, 28
  %1147 = shl i32 %1146, 1
  %1148 = or i32 %1147, 1
  %1149 = sub i32 0, %730
  %1150 = lshr i32 %480, 0
  %1151 = and i32 %1150, 127
  %1152 = shl i32 %1151, 3
  %1153 = zext i32 %1152 to i64
  %1154 = add i64 %1153, 0
  %1155 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1154
  %1156 = load <2 x i32>, ptr addrspace(3) %1155, align 8
  %1157 = extractelement <2 x i32> %1156, i32 0
  %1158 = extractelement <2 x i32> %1156, i32 1
  %1159 = bitcast i32 %478 to <4 x i8>
  %1160 = shufflevector <4 x i8> %1159, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1161 = bitcast <4 x i8> %1160 to i32
  %1162 = sext i32 %1161 to i64
  %1163 = mul i64 %1162, 4
  %1164 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1163
  %1165 = load i32, ptr addrspace(3) %1164, align 4
  %1166 = xor i32 %1165, %1157
  %1167 = and i32 %1157, 16843009
  %1168 = add i32 %1166, %1167
  %1169 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1168, i32 %706, i32 %1149)
  %1170 = bitcast i32 %478 to <4 x i8>
  %1171 = shufflevector <4 x i8> %1170, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1172 = bitcast <4 x i8> %1171 to i32
  %1173 = sext i32 %1172 to i64
  %1174 = mul i64 %1173, 4
  %1175 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1174
  %1176 = load i32, ptr addrspace(3) %1175, align 4
  %1177 = xor i32 %1176, %1158
  %1178 = and i32 %1158, 16843009
  %1179 = add i32 %1177, %1178
  %1180 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1179, i32 %707, i32 %1169)
  %1181 = lshr i32 %480, 7
  %1182 = and i32 %1181, 127
  %1183 = shl i32 %1182, 3
  %1184 = zext i32 %1183 to i64
  %1185 = add i64 %1184, 0
  %1186 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1185
  %1187 = load <2 x i32>, ptr addrspace(3) %1186, align 8
  %1188 = extractelement <2 x i32> %1187, i32 0
  %1189 = extractelement <2 x i32> %1187, i32 1
  %1190 = bitcast i32 %478 to <4 x i8>
  %1191 = shufflevector <4 x i8> %1190, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1192 = bitcast <4 x i8> %1191 to i32
  %1193 = sext i32 %1192 to i64
  %1194 = mul i64 %1193, 4
  %1195 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1194
  %1196 = load i32, ptr addrspace(3) %1195, align 4
  %1197 = xor i32 %1196, %1188
  %1198 = and i32 %1188, 16843009
  %1199 = add i32 %1197, %1198
  %1200 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1199, i32 %708, i32 %1180)
  %1201 = bitcast i32 %478 to <4 x i8>
  %1202 = shufflevector <4 x i8> %1201, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1203 = bitcast <4 x i8> %1202 to i32
  %1204 = sext i32 %1203 to i64
  %1205 = mul i64 %1204, 4
  %1206 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1205
  %1207 = load i32, ptr addrspace(3) %1206, align 4
  %1208 = xor i32 %1207, %1189
  %1209 = and i32 %1189, 16843009
  %1210 = add i32 %1208, %1209
  %1211 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1210, i32 %709, i32 %1200)
  %1212 = lshr i32 %480, 14
  %1213 = and i32 %1212, 127
  %1214 = shl i32 %1213, 3
  %1215 = zext i32 %1214 to i64
  %1216 = add i64 %1215, 0
  %1217 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1216
  %1218 = load <2 x i32>, ptr addrspace(3) %1217, align 8
  %1219 = extractelement <2 x i32> %1218, i32 0
  %1220 = extractelement <2 x i32> %1218, i32 1
  %1221 = bitcast i32 %479 to <4 x i8>
  %1222 = shufflevector <4 x i8> %1221, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1223 = bitcast <4 x i8> %1222 to i32
  %1224 = sext i32 %1223 to i64
  %1225 = mul i64 %1224, 4
  %1226 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1225
  %1227 = load i32, ptr addrspace(3) %1226, align 4
  %1228 = xor i32 %1227, %1219
  %1229 = and i32 %1219, 16843009
  %1230 = add i32 %1228, %1229
  %1231 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1230, i32 %713, i32 %1211)
  %1232 = bitcast i32 %479 to <4 x i8>
  %1233 = shufflevector <4 x i8> %1232, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1234 = bitcast <4 x i8> %1233 to i32
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1236
  %1238 = load i32, ptr addrspace(3) %1237, align 4
  %1239 = xor i32 %1238, %1220
  %1240 = and i32 %1220, 16843009
  %1241 = add i32 %1239, %1240
  %1242 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1241, i32 %714, i32 %1231)
  %1243 = lshr i32 %480, 21
  %1244 = and i32 %1243, 127
  %1245 = shl i32 %1244, 3
  %1246 = zext i32 %1245 to i64
  %1247 = add i64 %1246, 0
  %1248 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1247
  %1249 = load <2 x i32>, ptr addrspace(3) %1248, align 8
  %1250 = extractelement <2 x i32> %1249, i32 0
  %1251 = extractelement <2 x i32> %1249, i32 1
  %1252 = bitcast i32 %479 to <4 x i8>
  %1253 = shufflevector <4 x i8> %1252, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1254 = bitcast <4 x i8> %1253 to i32
  %1255 = sext i32 %1254 to i64
  %1256 = mul i64 %1255, 4
  %1257 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1256
  %1258 = load i32, ptr addrspace(3) %1257, align 4
  %1259 = xor i32 %1258, %1250
  %1260 = and i32 %1250, 16843009
  %1261 = add i32 %1259, %1260
  %1262 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1261, i32 %715, i32 %1242)
  %1263 = bitcast i32 %479 to <4 x i8>
  %1264 = shufflevector <4 x i8> %1263, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1265 = bitcast <4 x i8> %1264 to i32
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1267
  %1269 = load i32, ptr addrspace(3) %1268, align 4
  %1270 = xor i32 %1269, %1251
  %1271 = and i32 %1251, 16843009
  %1272 = add i32 %1270, %1271
  %1273 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1272, i32 %716, i32 %1262)
  %1274 = mul i32 %1148, %1273
  %1275 = sitofp i32 %1274 to float
  %1276 = fmul float %1145, %721
  %1277 = fmul float %1276, 2.500000e-01
  %1278 = call float @llvm.fma.f32(float %1277, float %1275, float %1142)
  store float %1278, ptr %v13, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %body38
  %1279 = add i32 %429, 1
  %1280 = and i32 %1279, 1
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 1152
  %1283 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1282
  %1284 = getelementptr i8, ptr addrspace(3) %1283, i64 1024
  %1285 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1286 = bitcast float %444 to i32
  %1287 = and i32 %1286, 2147483647
  %1288 = bitcast float %445 to i32
  %1289 = and i32 %1288, 2147483647
  %1290 = bitcast float %446 to i32
  %1291 = and i32 %1290, 2147483647
  %1292 = bitcast float %447 to i32
  %1293 = and i32 %1292, 2147483647
  %1294 = icmp ugt i32 %1287, %1289
  %1295 = select i1 %1294, i32 %1287, i32 %1289
  %1296 = icmp ugt i32 %1291, %1293
  %1297 = select i1 %1296, i32 %1291, i32 %1293
  %1298 = icmp ugt i32 %1295, %1297
  %1299 = select i1 %1298, i32 %1295, i32 %1297
  %1300 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1299, i32 1, i32 31)
  %1301 = icmp ugt i32 %1299, %1300
  %1302 = select i1 %1301, i32 %1299, i32 %1300
  %1303 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1302, i32 2, i32 31)
  %1304 = icmp ugt i32 %1302, %1303
  %1305 = select i1 %1304, i32 %1302, i32 %1303
  %1306 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1305, i32 4, i32 31)
  %1307 = icmp ugt i32 %1305, %1306
  %1308 = select i1 %1307, i32 %1305, i32 %1306
  %1309 = and i32 %1308, 2147483647
  %1310 = icmp ult i32 %1309, 2139095040
  %1311 = bitcast i32 %1308 to float
  %1312 = fdiv float 1.270000e+02, %1311
  %1313 = bitcast float %1312 to i32
  %1314 = and i32 %1313, 2147483647
  %1315 = icmp ult i32 %1314, 2139095040
  %1316 = select i1 %1315, float %1312, float 0.000000e+00
  %1317 = fmul float %444, %1316
  %1318 = fadd float %1317, 0x4168000000000000
  %1319 = bitcast float %1318 to i32
  %1320 = fmul float %445, %1316
  %1321 = fadd float %1320, 0x4168000000000000
  %1322 = bitcast float %1321 to i32
  %1323 = fmul float %446, %1316
  %1324 = fadd float %1323, 0x4168000000000000
  %1325 = bitcast float %1324 to i32
  %1326 = fmul float %447, %1316
  %1327 = fadd float %1326, 0x4168000000000000
  %1328 = bitcast float %1327 to i32
  %1329 = bitcast i32 %1319 to <4 x i8>
  %1330 = bitcast i32 %1322 to <4 x i8>
  %1331 = shufflevector <4 x i8> %1329, <4 x i8> %1330, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1332 = bitcast <4 x i8> %1331 to i32
  %1333 = bitcast i32 %1325 to <4 x i8>
  %1334 = bitcast i32 %1328 to <4 x i8>
  %1335 = shufflevector <4 x i8> %1333, <4 x i8> %1334, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1336 = bitcast <4 x i8> %1335 to i32
  %1337 = bitcast i32 %1332 to <4 x i8>
  %1338 = bitcast i32 %1336 to <4 x i8>
  %1339 = shufflevector <4 x i8> %1337, <4 x i8> %1338, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1340 = bitcast <4 x i8> %1339 to i32
  %1341 = add i32 %1285, 0
  %1342 = sext i32 %1341 to i64
  %1343 = mul i64 %1342, 4
  %1344 = icmp slt i64 %1343, 1024
  br i1 %1344, label %then42, label %endif43

then42:                                           ; preds = %endif41
  %1345 = lshr i64 %1343, 2
  %1346 = mul i64 %1345, 4
  %1347 = getelementptr i8, ptr addrspace(3) %1283, i64 %1346
  store i32 %1340, ptr addrspace(3) %1347, align 4
  %1348 = and i64 %1343, 31
  %1349 = icmp eq i64 %1348, 0
  br i1 %1349, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif41
  %1350 = bitcast float %459 to i32
  %1351 = and i32 %1350, 2147483647
  %1352 = bitcast float %460 to i32
  %1353 = and i32 %1352, 2147483647
  %1354 = bitcast float %461 to i32
  %1355 = and i32 %1354, 2147483647
  %1356 = bitcast float %462 to i32
  %1357 = and i32 %1356, 2147483647
  %1358 = icmp ugt i32 %1351, %1353
  %1359 = select i1 %1358, i32 %1351, i32 %1353
  %1360 = icmp ugt i32 %1355, %1357
  %1361 = select i1 %1360, i32 %1355, i32 %1357
  %1362 = icmp ugt i32 %1359, %1361
  %1363 = select i1 %1362, i32 %1359, i32 %1361
  %1364 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1363, i32 1, i32 31)
  %1365 = icmp ugt i32 %1363, %1364
  %1366 = select i1 %1365, i32 %1363, i32 %1364
  %1367 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1366, i32 2, i32 31)
  %1368 = icmp ugt i32 %1366, %1367
  %1369 = select i1 %1368, i32 %1366, i32 %1367
  %1370 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1369, i32 4, i32 31)
  %1371 = icmp ugt i32 %1369, %1370
  %1372 = select i1 %1371, i32 %1369, i32 %1370
  %1373 = and i32 %1372, 2147483647
  %1374 = icmp ult i32 %1373, 2139095040
  %1375 = bitcast i32 %1372 to float
  %1376 = fdiv float 1.270000e+02, %1375
  %1377 = bitcast float %1376 to i32
  %1378 = and i32 %1377, 2147483647
  %1379 = icmp ult i32 %1378, 2139095040
  %1380 = select i1 %1379, float %1376, float 0.000000e+00
  %1381 = fmul float %459, %1380
  %1382 = fadd float %1381, 0x4168000000000000
  %1383 = bitcast float %1382 to i32
  %1384 = fmul float %460, %1380
  %1385 = fadd float %1384, 0x4168000000000000
  %1386 = bitcast float %1385 to i32
  %1387 = fmul float %461, %1380
  %1388 = fadd float %1387, 0x4168000000000000
  %1389 = bitcast float %1388 to i32
  %1390 = fmul float %462, %1380
  %1391 = fadd float %1390, 0x4168000000000000
  %1392 = bitcast float %1391 to i32
  %1393 = bitcast i32 %1383 to <4 x i8>
  %1394 = bitcast i32 %1386 to <4 x i8>
  %1395 = shufflevector <4 x i8> %1393, <4 x i8> %1394, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1396 = bitcast <4 x i8> %1395 to i32
  %1397 = bitcast i32 %1389 to <4 x i8>
  %1398 = bitcast i32 %1392 to <4 x i8>
  %1399 = shufflevector <4 x i8> %1397, <4 x i8> %1398, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1400 = bitcast <4 x i8> %1399 to i32
  %1401 = bitcast i32 %1396 to <4 x i8>
  %1402 = bitcast i32 %1400 to <4 x i8>
  %1403 = shufflevector <4 x i8> %1401, <4 x i8> %1402, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1404 = bitcast <4 x i8> %1403 to i32
  %1405 = add i32 %1285, 128
  %1406 = sext i32 %1405 to i64
  %1407 = mul i64 %1406, 4
  %1408 = icmp slt i64 %1407, 1024
  br i1 %1408, label %then46, label %endif47

then44:                                           ; preds = %then42
  %1409 = fmul float %1311, 0x3F80204080000000
  %1410 = select i1 %1310, float %1409, float 0x7FF8000000000000
  %1411 = lshr i64 %1343, 5
  %1412 = mul i64 %1411, 4
  %1413 = getelementptr i8, ptr addrspace(3) %1284, i64 %1412
  store float %1410, ptr addrspace(3) %1413, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %1414 = lshr i64 %1407, 2
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) %1283, i64 %1415
  store i32 %1404, ptr addrspace(3) %1416, align 4
  %1417 = and i64 %1407, 31
  %1418 = icmp eq i64 %1417, 0
  br i1 %1418, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  call void @llvm.nvvm.barrier0()
  %1419 = load i32, ptr %v36, align 4
  %1420 = add i32 %1419, 1
  store i32 %1420, ptr %v36, align 4
  br label %loop37

then48:                                           ; preds = %then46
  %1421 = fmul float %1375, 0x3F80204080000000
  %1422 = select i1 %1374, float %1421, float 0x7FF8000000000000
  %1423 = lshr i64 %1407, 5
  %1424 = mul i64 %1423, 4
  %1425 = getelementptr i8, ptr addrspace(3) %1284, i64 %1424
  store float %1422, ptr addrspace(3) %1425, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

then50:                                           ; preds = %done39
  %1426 = load float, ptr %v9, align 4
  %1427 = add i32 %48, %39
  %1428 = icmp slt i32 %1427, %3
  br i1 %1428, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %done39
  %1429 = load i32, ptr %v5, align 4
  %1430 = add i32 %1429, 4
  store i32 %1430, ptr %v5, align 4
  br label %loop6

then52:                                           ; preds = %then50
  %1431 = add i32 0, %1427
  %1432 = sext i32 %1431 to i64
  %1433 = mul i64 %1432, 4
  %1434 = getelementptr i8, ptr addrspace(1) %0, i64 %1433
  store float %1426, ptr addrspace(1) %1434, align 4
  br label %endif53

endif53:                                          ; preds = %then52, %then50
  br label %endif51
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

!0 = !{ptr @strata_matvec_iq3_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_matvec_iq3_xxs, !"maxntidx", i32 128}
