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
  %19 = and i32 %18, 31
  %20 = and i32 %19, 0
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %21, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %22 = load i32, ptr %v1, align 4
  %23 = icmp slt i32 %22, 256
  br i1 %23, label %body3, label %done4

body3:                                            ; preds = %loop2
  %24 = load i32, ptr %v1, align 4
  %25 = sext i32 %24 to i64
  %26 = mul i64 %25, 4
  %27 = getelementptr i8, ptr addrspace(1) @strata_ksigns_masks, i64 %26
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

loop6:                                            ; preds = %endif51, %done4
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
  %57 = mul i64 %56, 98
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
  %94 = mul i64 %93, 98
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
  %122 = mul i64 %97, 4
  %123 = add i64 %122, 64
  %124 = add i64 %123, 0
  %125 = getelementptr i8, ptr addrspace(1) %105, i64 %124
  %126 = load i32, ptr addrspace(1) %125, align 4
  %127 = add i64 %123, 0
  %128 = shl i64 %103, 1
  %129 = add i64 %127, %128
  %130 = getelementptr i8, ptr addrspace(1) %105, i64 %129
  %131 = load i32, ptr addrspace(1) %130, align 4
  %132 = call i32 @llvm.fshr.i32(i32 %131, i32 %126, i32 %107)
  store i32 %100, ptr %v14, align 4
  store i32 %120, ptr %v15, align 4
  store i32 %121, ptr %v16, align 4
  store i32 %132, ptr %v17, align 4
  %133 = lshr i32 %90, 3
  %134 = and i32 %90, 7
  %135 = sext i32 %133 to i64
  %136 = mul i64 %135, 98
  %137 = add i64 %136, 0
  %138 = getelementptr i8, ptr addrspace(1) %70, i64 %137
  %139 = sext i32 %134 to i64
  %140 = getelementptr i8, ptr addrspace(1) %138, i64 0
  %141 = load i16, ptr addrspace(1) %140, align 2
  %142 = zext i16 %141 to i32
  %143 = getelementptr i8, ptr addrspace(1) %138, i64 2
  %144 = ptrtoint ptr addrspace(1) %143 to i64
  %145 = and i64 %144, 3
  %146 = sub i64 0, %145
  %147 = getelementptr i8, ptr addrspace(1) %143, i64 %146
  %148 = shl i64 %145, 3
  %149 = trunc i64 %148 to i32
  %150 = mul i64 %139, 8
  %151 = add i64 %150, 0
  %152 = getelementptr i8, ptr addrspace(1) %147, i64 %151
  %153 = load i32, ptr addrspace(1) %152, align 4
  %154 = add i64 %150, 4
  %155 = getelementptr i8, ptr addrspace(1) %147, i64 %154
  %156 = load i32, ptr addrspace(1) %155, align 4
  %157 = add i64 %150, 4
  %158 = shl i64 %145, 1
  %159 = add i64 %157, %158
  %160 = getelementptr i8, ptr addrspace(1) %147, i64 %159
  %161 = load i32, ptr addrspace(1) %160, align 4
  %162 = call i32 @llvm.fshr.i32(i32 %156, i32 %153, i32 %149)
  %163 = call i32 @llvm.fshr.i32(i32 %161, i32 %156, i32 %149)
  %164 = mul i64 %139, 4
  %165 = add i64 %164, 64
  %166 = add i64 %165, 0
  %167 = getelementptr i8, ptr addrspace(1) %147, i64 %166
  %168 = load i32, ptr addrspace(1) %167, align 4
  %169 = add i64 %165, 0
  %170 = shl i64 %145, 1
  %171 = add i64 %169, %170
  %172 = getelementptr i8, ptr addrspace(1) %147, i64 %171
  %173 = load i32, ptr addrspace(1) %172, align 4
  %174 = call i32 @llvm.fshr.i32(i32 %173, i32 %168, i32 %149)
  store i32 %142, ptr %v18, align 4
  store i32 %162, ptr %v19, align 4
  store i32 %163, ptr %v20, align 4
  store i32 %174, ptr %v21, align 4
  %175 = lshr i32 %90, 3
  %176 = and i32 %90, 7
  %177 = sext i32 %175 to i64
  %178 = mul i64 %177, 98
  %179 = add i64 %178, 0
  %180 = getelementptr i8, ptr addrspace(1) %76, i64 %179
  %181 = sext i32 %176 to i64
  %182 = getelementptr i8, ptr addrspace(1) %180, i64 0
  %183 = load i16, ptr addrspace(1) %182, align 2
  %184 = zext i16 %183 to i32
  %185 = getelementptr i8, ptr addrspace(1) %180, i64 2
  %186 = ptrtoint ptr addrspace(1) %185 to i64
  %187 = and i64 %186, 3
  %188 = sub i64 0, %187
  %189 = getelementptr i8, ptr addrspace(1) %185, i64 %188
  %190 = shl i64 %187, 3
  %191 = trunc i64 %190 to i32
  %192 = mul i64 %181, 8
  %193 = add i64 %192, 0
  %194 = getelementptr i8, ptr addrspace(1) %189, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = add i64 %192, 4
  %197 = getelementptr i8, ptr addrspace(1) %189, i64 %196
  %198 = load i32, ptr addrspace(1) %197, align 4
  %199 = add i64 %192, 4
  %200 = shl i64 %187, 1
  %201 = add i64 %199, %200
  %202 = getelementptr i8, ptr addrspace(1) %189, i64 %201
  %203 = load i32, ptr addrspace(1) %202, align 4
  %204 = call i32 @llvm.fshr.i32(i32 %198, i32 %195, i32 %191)
  %205 = call i32 @llvm.fshr.i32(i32 %203, i32 %198, i32 %191)
  %206 = mul i64 %181, 4
  %207 = add i64 %206, 64
  %208 = add i64 %207, 0
  %209 = getelementptr i8, ptr addrspace(1) %189, i64 %208
  %210 = load i32, ptr addrspace(1) %209, align 4
  %211 = add i64 %207, 0
  %212 = shl i64 %187, 1
  %213 = add i64 %211, %212
  %214 = getelementptr i8, ptr addrspace(1) %189, i64 %213
  %215 = load i32, ptr addrspace(1) %214, align 4
  %216 = call i32 @llvm.fshr.i32(i32 %215, i32 %210, i32 %191)
  store i32 %184, ptr %v22, align 4
  store i32 %204, ptr %v23, align 4
  store i32 %205, ptr %v24, align 4
  store i32 %216, ptr %v25, align 4
  %217 = lshr i32 %90, 3
  %218 = and i32 %90, 7
  %219 = sext i32 %217 to i64
  %220 = mul i64 %219, 98
  %221 = add i64 %220, 0
  %222 = getelementptr i8, ptr addrspace(1) %82, i64 %221
  %223 = sext i32 %218 to i64
  %224 = getelementptr i8, ptr addrspace(1) %222, i64 0
  %225 = load i16, ptr addrspace(1) %224, align 2
  %226 = zext i16 %225 to i32
  %227 = getelementptr i8, ptr addrspace(1) %222, i64 2
  %228 = ptrtoint ptr addrspace(1) %227 to i64
  %229 = and i64 %228, 3
  %230 = sub i64 0, %229
  %231 = getelementptr i8, ptr addrspace(1) %227, i64 %230
  %232 = shl i64 %229, 3
  %233 = trunc i64 %232 to i32
  %234 = mul i64 %223, 8
  %235 = add i64 %234, 0
  %236 = getelementptr i8, ptr addrspace(1) %231, i64 %235
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = add i64 %234, 4
  %239 = getelementptr i8, ptr addrspace(1) %231, i64 %238
  %240 = load i32, ptr addrspace(1) %239, align 4
  %241 = add i64 %234, 4
  %242 = shl i64 %229, 1
  %243 = add i64 %241, %242
  %244 = getelementptr i8, ptr addrspace(1) %231, i64 %243
  %245 = load i32, ptr addrspace(1) %244, align 4
  %246 = call i32 @llvm.fshr.i32(i32 %240, i32 %237, i32 %233)
  %247 = call i32 @llvm.fshr.i32(i32 %245, i32 %240, i32 %233)
  %248 = mul i64 %223, 4
  %249 = add i64 %248, 64
  %250 = add i64 %249, 0
  %251 = getelementptr i8, ptr addrspace(1) %231, i64 %250
  %252 = load i32, ptr addrspace(1) %251, align 4
  %253 = add i64 %249, 0
  %254 = shl i64 %229, 1
  %255 = add i64 %253, %254
  %256 = getelementptr i8, ptr addrspace(1) %231, i64 %255
  %257 = load i32, ptr addrspace(1) %256, align 4
  %258 = call i32 @llvm.fshr.i32(i32 %257, i32 %252, i32 %233)
  store i32 %226, ptr %v26, align 4
  store i32 %246, ptr %v27, align 4
  store i32 %247, ptr %v28, align 4
  store i32 %258, ptr %v29, align 4
  %259 = add i32 %86, 0
  %260 = sext i32 %259 to i64
  %261 = mul i64 %260, 4
  %262 = add i64 0, %261
  %263 = icmp slt i64 %262, %87
  %264 = icmp slt i64 %261, 1024
  %265 = and i1 %263, %264
  %266 = select i1 %265, i64 %262, i64 0
  %267 = mul i64 %266, 4
  %268 = getelementptr i8, ptr addrspace(1) %2, i64 %267
  %269 = load <4 x float>, ptr addrspace(1) %268, align 16
  %270 = extractelement <4 x float> %269, i32 0
  %271 = extractelement <4 x float> %269, i32 1
  %272 = extractelement <4 x float> %269, i32 2
  %273 = extractelement <4 x float> %269, i32 3
  %274 = add i32 %86, 128
  %275 = sext i32 %274 to i64
  %276 = mul i64 %275, 4
  %277 = add i64 0, %276
  %278 = icmp slt i64 %277, %87
  %279 = icmp slt i64 %276, 1024
  %280 = and i1 %278, %279
  %281 = select i1 %280, i64 %277, i64 0
  %282 = mul i64 %281, 4
  %283 = getelementptr i8, ptr addrspace(1) %2, i64 %282
  %284 = load <4 x float>, ptr addrspace(1) %283, align 16
  %285 = extractelement <4 x float> %284, i32 0
  %286 = extractelement <4 x float> %284, i32 1
  %287 = extractelement <4 x float> %284, i32 2
  %288 = extractelement <4 x float> %284, i32 3
  %289 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %290 = bitcast float %270 to i32
  %291 = and i32 %290, 2147483647
  %292 = bitcast float %271 to i32
  %293 = and i32 %292, 2147483647
  %294 = bitcast float %272 to i32
  %295 = and i32 %294, 2147483647
  %296 = bitcast float %273 to i32
  %297 = and i32 %296, 2147483647
  %298 = icmp ugt i32 %291, %293
  %299 = select i1 %298, i32 %291, i32 %293
  %300 = icmp ugt i32 %295, %297
  %301 = select i1 %300, i32 %295, i32 %297
  %302 = icmp ugt i32 %299, %301
  %303 = select i1 %302, i32 %299, i32 %301
  %304 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 1, i32 31)
  %305 = icmp ugt i32 %303, %304
  %306 = select i1 %305, i32 %303, i32 %304
  %307 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 2, i32 31)
  %308 = icmp ugt i32 %306, %307
  %309 = select i1 %308, i32 %306, i32 %307
  %310 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %309, i32 4, i32 31)
  %311 = icmp ugt i32 %309, %310
  %312 = select i1 %311, i32 %309, i32 %310
  %313 = and i32 %312, 2147483647
  %314 = icmp ult i32 %313, 2139095040
  %315 = bitcast i32 %312 to float
  %316 = fdiv float 1.270000e+02, %315
  %317 = bitcast float %316 to i32
  %318 = and i32 %317, 2147483647
  %319 = icmp ult i32 %318, 2139095040
  %320 = select i1 %319, float %316, float 0.000000e+00
  %321 = fmul float %270, %320
  %322 = fadd float %321, 0x4168000000000000
  %323 = bitcast float %322 to i32
  %324 = fmul float %271, %320
  %325 = fadd float %324, 0x4168000000000000
  %326 = bitcast float %325 to i32
  %327 = fmul float %272, %320
  %328 = fadd float %327, 0x4168000000000000
  %329 = bitcast float %328 to i32
  %330 = fmul float %273, %320
  %331 = fadd float %330, 0x4168000000000000
  %332 = bitcast float %331 to i32
  %333 = bitcast i32 %323 to <4 x i8>
  %334 = bitcast i32 %326 to <4 x i8>
  %335 = shufflevector <4 x i8> %333, <4 x i8> %334, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %336 = bitcast <4 x i8> %335 to i32
  %337 = bitcast i32 %329 to <4 x i8>
  %338 = bitcast i32 %332 to <4 x i8>
  %339 = shufflevector <4 x i8> %337, <4 x i8> %338, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %340 = bitcast <4 x i8> %339 to i32
  %341 = bitcast i32 %336 to <4 x i8>
  %342 = bitcast i32 %340 to <4 x i8>
  %343 = shufflevector <4 x i8> %341, <4 x i8> %342, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %344 = bitcast <4 x i8> %343 to i32
  %345 = add i32 %289, 0
  %346 = sext i32 %345 to i64
  %347 = mul i64 %346, 4
  %348 = icmp slt i64 %347, 1024
  br i1 %348, label %then, label %endif

done8:                                            ; preds = %loop6
  ret void

then:                                             ; preds = %body7
  %349 = lshr i64 %347, 2
  %350 = mul i64 %349, 4
  %351 = getelementptr i8, ptr addrspace(3) @lds3, i64 %350
  store i32 %344, ptr addrspace(3) %351, align 4
  %352 = and i64 %347, 31
  %353 = icmp eq i64 %352, 0
  br i1 %353, label %then30, label %endif31

endif:                                            ; preds = %endif31, %body7
  %354 = bitcast float %285 to i32
  %355 = and i32 %354, 2147483647
  %356 = bitcast float %286 to i32
  %357 = and i32 %356, 2147483647
  %358 = bitcast float %287 to i32
  %359 = and i32 %358, 2147483647
  %360 = bitcast float %288 to i32
  %361 = and i32 %360, 2147483647
  %362 = icmp ugt i32 %355, %357
  %363 = select i1 %362, i32 %355, i32 %357
  %364 = icmp ugt i32 %359, %361
  %365 = select i1 %364, i32 %359, i32 %361
  %366 = icmp ugt i32 %363, %365
  %367 = select i1 %366, i32 %363, i32 %365
  %368 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 1, i32 31)
  %369 = icmp ugt i32 %367, %368
  %370 = select i1 %369, i32 %367, i32 %368
  %371 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %370, i32 2, i32 31)
  %372 = icmp ugt i32 %370, %371
  %373 = select i1 %372, i32 %370, i32 %371
  %374 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %373, i32 4, i32 31)
  %375 = icmp ugt i32 %373, %374
  %376 = select i1 %375, i32 %373, i32 %374
  %377 = and i32 %376, 2147483647
  %378 = icmp ult i32 %377, 2139095040
  %379 = bitcast i32 %376 to float
  %380 = fdiv float 1.270000e+02, %379
  %381 = bitcast float %380 to i32
  %382 = and i32 %381, 2147483647
  %383 = icmp ult i32 %382, 2139095040
  %384 = select i1 %383, float %380, float 0.000000e+00
  %385 = fmul float %285, %384
  %386 = fadd float %385, 0x4168000000000000
  %387 = bitcast float %386 to i32
  %388 = fmul float %286, %384
  %389 = fadd float %388, 0x4168000000000000
  %390 = bitcast float %389 to i32
  %391 = fmul float %287, %384
  %392 = fadd float %391, 0x4168000000000000
  %393 = bitcast float %392 to i32
  %394 = fmul float %288, %384
  %395 = fadd float %394, 0x4168000000000000
  %396 = bitcast float %395 to i32
  %397 = bitcast i32 %387 to <4 x i8>
  %398 = bitcast i32 %390 to <4 x i8>
  %399 = shufflevector <4 x i8> %397, <4 x i8> %398, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %400 = bitcast <4 x i8> %399 to i32
  %401 = bitcast i32 %393 to <4 x i8>
  %402 = bitcast i32 %396 to <4 x i8>
  %403 = shufflevector <4 x i8> %401, <4 x i8> %402, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %404 = bitcast <4 x i8> %403 to i32
  %405 = bitcast i32 %400 to <4 x i8>
  %406 = bitcast i32 %404 to <4 x i8>
  %407 = shufflevector <4 x i8> %405, <4 x i8> %406, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %408 = bitcast <4 x i8> %407 to i32
  %409 = add i32 %289, 128
  %410 = sext i32 %409 to i64
  %411 = mul i64 %410, 4
  %412 = icmp slt i64 %411, 1024
  br i1 %412, label %then32, label %endif33

then30:                                           ; preds = %then
  %413 = fmul float %315, 0x3F80204080000000
  %414 = select i1 %314, float %413, float 0x7FF8000000000000
  %415 = lshr i64 %347, 5
  %416 = mul i64 %415, 4
  %417 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %416
  store float %414, ptr addrspace(3) %417, align 4
  br label %endif31

endif31:                                          ; preds = %then30, %then
  br label %endif

then32:                                           ; preds = %endif
  %418 = lshr i64 %411, 2
  %419 = mul i64 %418, 4
  %420 = getelementptr i8, ptr addrspace(3) @lds3, i64 %419
  store i32 %408, ptr addrspace(3) %420, align 4
  %421 = and i64 %411, 31
  %422 = icmp eq i64 %421, 0
  br i1 %422, label %then34, label %endif35

endif33:                                          ; preds = %endif35, %endif
  call void @llvm.nvvm.barrier0()
  %423 = add i32 %83, 31
  %424 = udiv i32 %423, 32
  store i32 0, ptr %v36, align 4
  br label %loop37

then34:                                           ; preds = %then32
  %425 = fmul float %379, 0x3F80204080000000
  %426 = select i1 %378, float %425, float 0x7FF8000000000000
  %427 = lshr i64 %411, 5
  %428 = mul i64 %427, 4
  %429 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %428
  store float %426, ptr addrspace(3) %429, align 4
  br label %endif35

endif35:                                          ; preds = %then34, %then32
  br label %endif33

loop37:                                           ; preds = %endif47, %endif33
  %430 = load i32, ptr %v36, align 4
  %431 = icmp slt i32 %430, %424
  br i1 %431, label %body38, label %done39

body38:                                           ; preds = %loop37
  %432 = load i32, ptr %v36, align 4
  %433 = add i32 %432, 1
  %434 = sext i32 %433 to i64
  %435 = mul i64 %434, 1024
  %436 = add i32 %86, 0
  %437 = sext i32 %436 to i64
  %438 = mul i64 %437, 4
  %439 = add i64 %435, %438
  %440 = icmp slt i64 %439, %87
  %441 = icmp slt i64 %438, 1024
  %442 = and i1 %440, %441
  %443 = select i1 %442, i64 %439, i64 0
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(1) %2, i64 %444
  %446 = load <4 x float>, ptr addrspace(1) %445, align 16
  %447 = extractelement <4 x float> %446, i32 0
  %448 = extractelement <4 x float> %446, i32 1
  %449 = extractelement <4 x float> %446, i32 2
  %450 = extractelement <4 x float> %446, i32 3
  %451 = add i32 %86, 128
  %452 = sext i32 %451 to i64
  %453 = mul i64 %452, 4
  %454 = add i64 %435, %453
  %455 = icmp slt i64 %454, %87
  %456 = icmp slt i64 %453, 1024
  %457 = and i1 %455, %456
  %458 = select i1 %457, i64 %454, i64 0
  %459 = mul i64 %458, 4
  %460 = getelementptr i8, ptr addrspace(1) %2, i64 %459
  %461 = load <4 x float>, ptr addrspace(1) %460, align 16
  %462 = extractelement <4 x float> %461, i32 0
  %463 = extractelement <4 x float> %461, i32 1
  %464 = extractelement <4 x float> %461, i32 2
  %465 = extractelement <4 x float> %461, i32 3
  %466 = mul i32 %432, 32
  %467 = add i32 %85, %466
  %468 = load i32, ptr %v14, align 4
  %469 = load i32, ptr %v15, align 4
  %470 = load i32, ptr %v16, align 4
  %471 = load i32, ptr %v17, align 4
  %472 = load i32, ptr %v18, align 4
  %473 = load i32, ptr %v19, align 4
  %474 = load i32, ptr %v20, align 4
  %475 = load i32, ptr %v21, align 4
  %476 = load i32, ptr %v22, align 4
  %477 = load i32, ptr %v23, align 4
  %478 = load i32, ptr %v24, align 4
  %479 = load i32, ptr %v25, align 4
  %480 = load i32, ptr %v26, align 4
  %481 = load i32, ptr %v27, align 4
  %482 = load i32, ptr %v28, align 4
  %483 = load i32, ptr %v29, align 4
  %484 = add i32 %467, 32
  %485 = icmp sgt i32 %484, %88
  %486 = select i1 %485, i32 %88, i32 %484
  %487 = lshr i32 %486, 3
  %488 = and i32 %486, 7
  %489 = sext i32 %487 to i64
  %490 = mul i64 %489, 98
  %491 = add i64 %490, 0
  %492 = getelementptr i8, ptr addrspace(1) %64, i64 %491
  %493 = sext i32 %488 to i64
  %494 = getelementptr i8, ptr addrspace(1) %492, i64 0
  %495 = load i16, ptr addrspace(1) %494, align 2
  %496 = zext i16 %495 to i32
  %497 = getelementptr i8, ptr addrspace(1) %492, i64 2
  %498 = ptrtoint ptr addrspace(1) %497 to i64
  %499 = and i64 %498, 3
  %500 = sub i64 0, %499
  %501 = getelementptr i8, ptr addrspace(1) %497, i64 %500
  %502 = shl i64 %499, 3
  %503 = trunc i64 %502 to i32
  %504 = mul i64 %493, 8
  %505 = add i64 %504, 0
  %506 = getelementptr i8, ptr addrspace(1) %501, i64 %505
  %507 = load i32, ptr addrspace(1) %506, align 4
  %508 = add i64 %504, 4
  %509 = getelementptr i8, ptr addrspace(1) %501, i64 %508
  %510 = load i32, ptr addrspace(1) %509, align 4
  %511 = add i64 %504, 4
  %512 = shl i64 %499, 1
  %513 = add i64 %511, %512
  %514 = getelementptr i8, ptr addrspace(1) %501, i64 %513
  %515 = load i32, ptr addrspace(1) %514, align 4
  %516 = call i32 @llvm.fshr.i32(i32 %510, i32 %507, i32 %503)
  %517 = call i32 @llvm.fshr.i32(i32 %515, i32 %510, i32 %503)
  %518 = mul i64 %493, 4
  %519 = add i64 %518, 64
  %520 = add i64 %519, 0
  %521 = getelementptr i8, ptr addrspace(1) %501, i64 %520
  %522 = load i32, ptr addrspace(1) %521, align 4
  %523 = add i64 %519, 0
  %524 = shl i64 %499, 1
  %525 = add i64 %523, %524
  %526 = getelementptr i8, ptr addrspace(1) %501, i64 %525
  %527 = load i32, ptr addrspace(1) %526, align 4
  %528 = call i32 @llvm.fshr.i32(i32 %527, i32 %522, i32 %503)
  store i32 %496, ptr %v14, align 4
  store i32 %516, ptr %v15, align 4
  store i32 %517, ptr %v16, align 4
  store i32 %528, ptr %v17, align 4
  %529 = lshr i32 %486, 3
  %530 = and i32 %486, 7
  %531 = sext i32 %529 to i64
  %532 = mul i64 %531, 98
  %533 = add i64 %532, 0
  %534 = getelementptr i8, ptr addrspace(1) %70, i64 %533
  %535 = sext i32 %530 to i64
  %536 = getelementptr i8, ptr addrspace(1) %534, i64 0
  %537 = load i16, ptr addrspace(1) %536, align 2
  %538 = zext i16 %537 to i32
  %539 = getelementptr i8, ptr addrspace(1) %534, i64 2
  %540 = ptrtoint ptr addrspace(1) %539 to i64
  %541 = and i64 %540, 3
  %542 = sub i64 0, %541
  %543 = getelementptr i8, ptr addrspace(1) %539, i64 %542
  %544 = shl i64 %541, 3
  %545 = trunc i64 %544 to i32
  %546 = mul i64 %535, 8
  %547 = add i64 %546, 0
  %548 = getelementptr i8, ptr addrspace(1) %543, i64 %547
  %549 = load i32, ptr addrspace(1) %548, align 4
  %550 = add i64 %546, 4
  %551 = getelementptr i8, ptr addrspace(1) %543, i64 %550
  %552 = load i32, ptr addrspace(1) %551, align 4
  %553 = add i64 %546, 4
  %554 = shl i64 %541, 1
  %555 = add i64 %553, %554
  %556 = getelementptr i8, ptr addrspace(1) %543, i64 %555
  %557 = load i32, ptr addrspace(1) %556, align 4
  %558 = call i32 @llvm.fshr.i32(i32 %552, i32 %549, i32 %545)
  %559 = call i32 @llvm.fshr.i32(i32 %557, i32 %552, i32 %545)
  %560 = mul i64 %535, 4
  %561 = add i64 %560, 64
  %562 = add i64 %561, 0
  %563 = getelementptr i8, ptr addrspace(1) %543, i64 %562
  %564 = load i32, ptr addrspace(1) %563, align 4
  %565 = add i64 %561, 0
  %566 = shl i64 %541, 1
  %567 = add i64 %565, %566
  %568 = getelementptr i8, ptr addrspace(1) %543, i64 %567
  %569 = load i32, ptr addrspace(1) %568, align 4
  %570 = call i32 @llvm.fshr.i32(i32 %569, i32 %564, i32 %545)
  store i32 %538, ptr %v18, align 4
  store i32 %558, ptr %v19, align 4
  store i32 %559, ptr %v20, align 4
  store i32 %570, ptr %v21, align 4
  %571 = lshr i32 %486, 3
  %572 = and i32 %486, 7
  %573 = sext i32 %571 to i64
  %574 = mul i64 %573, 98
  %575 = add i64 %574, 0
  %576 = getelementptr i8, ptr addrspace(1) %76, i64 %575
  %577 = sext i32 %572 to i64
  %578 = getelementptr i8, ptr addrspace(1) %576, i64 0
  %579 = load i16, ptr addrspace(1) %578, align 2
  %580 = zext i16 %579 to i32
  %581 = getelementptr i8, ptr addrspace(1) %576, i64 2
  %582 = ptrtoint ptr addrspace(1) %581 to i64
  %583 = and i64 %582, 3
  %584 = sub i64 0, %583
  %585 = getelementptr i8, ptr addrspace(1) %581, i64 %584
  %586 = shl i64 %583, 3
  %587 = trunc i64 %586 to i32
  %588 = mul i64 %577, 8
  %589 = add i64 %588, 0
  %590 = getelementptr i8, ptr addrspace(1) %585, i64 %589
  %591 = load i32, ptr addrspace(1) %590, align 4
  %592 = add i64 %588, 4
  %593 = getelementptr i8, ptr addrspace(1) %585, i64 %592
  %594 = load i32, ptr addrspace(1) %593, align 4
  %595 = add i64 %588, 4
  %596 = shl i64 %583, 1
  %597 = add i64 %595, %596
  %598 = getelementptr i8, ptr addrspace(1) %585, i64 %597
  %599 = load i32, ptr addrspace(1) %598, align 4
  %600 = call i32 @llvm.fshr.i32(i32 %594, i32 %591, i32 %587)
  %601 = call i32 @llvm.fshr.i32(i32 %599, i32 %594, i32 %587)
  %602 = mul i64 %577, 4
  %603 = add i64 %602, 64
  %604 = add i64 %603, 0
  %605 = getelementptr i8, ptr addrspace(1) %585, i64 %604
  %606 = load i32, ptr addrspace(1) %605, align 4
  %607 = add i64 %603, 0
  %608 = shl i64 %583, 1
  %609 = add i64 %607, %608
  %610 = getelementptr i8, ptr addrspace(1) %585, i64 %609
  %611 = load i32, ptr addrspace(1) %610, align 4
  %612 = call i32 @llvm.fshr.i32(i32 %611, i32 %606, i32 %587)
  store i32 %580, ptr %v22, align 4
  store i32 %600, ptr %v23, align 4
  store i32 %601, ptr %v24, align 4
  store i32 %612, ptr %v25, align 4
  %613 = lshr i32 %486, 3
  %614 = and i32 %486, 7
  %615 = sext i32 %613 to i64
  %616 = mul i64 %615, 98
  %617 = add i64 %616, 0
  %618 = getelementptr i8, ptr addrspace(1) %82, i64 %617
  %619 = sext i32 %614 to i64
  %620 = getelementptr i8, ptr addrspace(1) %618, i64 0
  %621 = load i16, ptr addrspace(1) %620, align 2
  %622 = zext i16 %621 to i32
  %623 = getelementptr i8, ptr addrspace(1) %618, i64 2
  %624 = ptrtoint ptr addrspace(1) %623 to i64
  %625 = and i64 %624, 3
  %626 = sub i64 0, %625
  %627 = getelementptr i8, ptr addrspace(1) %623, i64 %626
  %628 = shl i64 %625, 3
  %629 = trunc i64 %628 to i32
  %630 = mul i64 %619, 8
  %631 = add i64 %630, 0
  %632 = getelementptr i8, ptr addrspace(1) %627, i64 %631
  %633 = load i32, ptr addrspace(1) %632, align 4
  %634 = add i64 %630, 4
  %635 = getelementptr i8, ptr addrspace(1) %627, i64 %634
  %636 = load i32, ptr addrspace(1) %635, align 4
  %637 = add i64 %630, 4
  %638 = shl i64 %625, 1
  %639 = add i64 %637, %638
  %640 = getelementptr i8, ptr addrspace(1) %627, i64 %639
  %641 = load i32, ptr addrspace(1) %640, align 4
  %642 = call i32 @llvm.fshr.i32(i32 %636, i32 %633, i32 %629)
  %643 = call i32 @llvm.fshr.i32(i32 %641, i32 %636, i32 %629)
  %644 = mul i64 %619, 4
  %645 = add i64 %644, 64
  %646 = add i64 %645, 0
  %647 = getelementptr i8, ptr addrspace(1) %627, i64 %646
  %648 = load i32, ptr addrspace(1) %647, align 4
  %649 = add i64 %645, 0
  %650 = shl i64 %625, 1
  %651 = add i64 %649, %650
  %652 = getelementptr i8, ptr addrspace(1) %627, i64 %651
  %653 = load i32, ptr addrspace(1) %652, align 4
  %654 = call i32 @llvm.fshr.i32(i32 %653, i32 %648, i32 %629)
  store i32 %622, ptr %v26, align 4
  store i32 %642, ptr %v27, align 4
  store i32 %643, ptr %v28, align 4
  store i32 %654, ptr %v29, align 4
  %655 = icmp slt i32 %467, %83
  br i1 %655, label %then40, label %endif41

done39:                                           ; preds = %loop37
  %656 = load float, ptr %v10, align 4
  %657 = load float, ptr %v11, align 4
  %658 = load float, ptr %v12, align 4
  %659 = load float, ptr %v13, align 4
  %660 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %661 = and i32 %660, 31
  %662 = and i32 %661, 16
  %663 = icmp ne i32 %662, 0
  %664 = select i1 %663, float %658, float %656
  %665 = select i1 %663, float %656, float %658
  %666 = bitcast float %665 to i32
  %667 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %666, i32 16, i32 31)
  %668 = bitcast i32 %667 to float
  %669 = fadd float %664, %668
  %670 = select i1 %663, float %659, float %657
  %671 = select i1 %663, float %657, float %659
  %672 = bitcast float %671 to i32
  %673 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %672, i32 16, i32 31)
  %674 = bitcast i32 %673 to float
  %675 = fadd float %670, %674
  %676 = and i32 %661, 8
  %677 = icmp ne i32 %676, 0
  %678 = select i1 %677, float %675, float %669
  %679 = select i1 %677, float %669, float %675
  %680 = bitcast float %679 to i32
  %681 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %680, i32 8, i32 31)
  %682 = bitcast i32 %681 to float
  %683 = fadd float %678, %682
  %684 = bitcast float %683 to i32
  %685 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %684, i32 4, i32 31)
  %686 = bitcast i32 %685 to float
  %687 = fadd float %683, %686
  %688 = bitcast float %687 to i32
  %689 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %688, i32 2, i32 31)
  %690 = bitcast i32 %689 to float
  %691 = fadd float %687, %690
  %692 = bitcast float %691 to i32
  %693 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %692, i32 1, i32 31)
  %694 = bitcast i32 %693 to float
  %695 = fadd float %691, %694
  store float %695, ptr %v9, align 4
  %696 = and i1 %52, %44
  br i1 %696, label %then50, label %endif51

then40:                                           ; preds = %body38
  %697 = and i32 %432, 1
  %698 = sext i32 %697 to i64
  %699 = mul i64 %698, 1152
  %700 = getelementptr i8, ptr addrspace(3) @lds3, i64 %699
  %701 = sext i32 %432 to i64
  %702 = mul i64 %701, 1024
  %703 = sext i32 %467 to i64
  %704 = mul i64 %703, 32
  %705 = sub i64 %704, %702
  %706 = add i64 %705, 0
  %707 = getelementptr i8, ptr addrspace(3) %700, i64 %706
  %708 = load <4 x i32>, ptr addrspace(3) %707, align 16
  %709 = extractelement <4 x i32> %708, i32 0
  %710 = extractelement <4 x i32> %708, i32 1
  %711 = extractelement <4 x i32> %708, i32 2
  %712 = extractelement <4 x i32> %708, i32 3
  %713 = add i64 %705, 16
  %714 = getelementptr i8, ptr addrspace(3) %700, i64 %713
  %715 = load <4 x i32>, ptr addrspace(3) %714, align 16
  %716 = extractelement <4 x i32> %715, i32 0
  %717 = extractelement <4 x i32> %715, i32 1
  %718 = extractelement <4 x i32> %715, i32 2
  %719 = extractelement <4 x i32> %715, i32 3
  %720 = getelementptr i8, ptr addrspace(3) %700, i64 1024
  %721 = lshr i64 %705, 5
  %722 = mul i64 %721, 4
  %723 = getelementptr i8, ptr addrspace(3) %720, i64 %722
  %724 = load float, ptr addrspace(3) %723, align 4
  %725 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %709, i32 0)
  %726 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %710, i32 %725)
  %727 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %711, i32 %726)
  %728 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %712, i32 %727)
  %729 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %716, i32 %728)
  %730 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %717, i32 %729)
  %731 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %718, i32 %730)
  %732 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %719, i32 %731)
  %733 = shl i32 %732, 7
  %734 = load float, ptr %v10, align 4
  %735 = trunc i32 %468 to i16
  %736 = bitcast i16 %735 to half
  %737 = fpext half %736 to float
  %738 = lshr i32 %471, 28
  %739 = shl i32 %738, 1
  %740 = or i32 %739, 1
  %741 = sub i32 0, %733
  %742 = lshr i32 %471, 0
  %743 = and i32 %742, 127
  %744 = shl i32 %743, 3
  %745 = zext i32 %744 to i64
  %746 = add i64 %745, 0
  %747 = getelementptr i8, ptr addrspace(3) @lds2, i64 %746
  %748 = load <2 x i32>, ptr addrspace(3) %747, align 8
  %749 = extractelement <2 x i32> %748, i32 0
  %750 = extractelement <2 x i32> %748, i32 1
  %751 = and i32 %749, 16843009
  %752 = and i32 %750, 16843009
  %753 = bitcast i32 %469 to <4 x i8>
  %754 = shufflevector <4 x i8> %753, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %755 = bitcast <4 x i8> %754 to i32
  %756 = sext i32 %755 to i64
  %757 = mul i64 %756, 4
  %758 = getelementptr i8, ptr addrspace(3) @lds1, i64 %757
  %759 = load i32, ptr addrspace(3) %758, align 4
  %760 = xor i32 %759, %749
  %761 = add i32 %760, %751
  %762 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %761, i32 %709, i32 %741)
  %763 = bitcast i32 %469 to <4 x i8>
  %764 = shufflevector <4 x i8> %763, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %765 = bitcast <4 x i8> %764 to i32
  %766 = sext i32 %765 to i64
  %767 = mul i64 %766, 4
  %768 = getelementptr i8, ptr addrspace(3) @lds1, i64 %767
  %769 = load i32, ptr addrspace(3) %768, align 4
  %770 = xor i32 %769, %750
  %771 = add i32 %770, %752
  %772 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %771, i32 %710, i32 %762)
  %773 = lshr i32 %471, 7
  %774 = and i32 %773, 127
  %775 = shl i32 %774, 3
  %776 = zext i32 %775 to i64
  %777 = add i64 %776, 0
  %778 = getelementptr i8, ptr addrspace(3) @lds2, i64 %777
  %779 = load <2 x i32>, ptr addrspace(3) %778, align 8
  %780 = extractelement <2 x i32> %779, i32 0
  %781 = extractelement <2 x i32> %779, i32 1
  %782 = and i32 %780, 16843009
  %783 = and i32 %781, 16843009
  %784 = bitcast i32 %469 to <4 x i8>
  %785 = shufflevector <4 x i8> %784, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %786 = bitcast <4 x i8> %785 to i32
  %787 = sext i32 %786 to i64
  %788 = mul i64 %787, 4
  %789 = getelementptr i8, ptr addrspace(3) @lds1, i64 %788
  %790 = load i32, ptr addrspace(3) %789, align 4
  %791 = xor i32 %790, %780
  %792 = add i32 %791, %782
  %793 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %792, i32 %711, i32 %772)
  %794 = bitcast i32 %469 to <4 x i8>
  %795 = shufflevector <4 x i8> %794, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %796 = bitcast <4 x i8> %795 to i32
  %797 = sext i32 %796 to i64
  %798 = mul i64 %797, 4
  %799 = getelementptr i8, ptr addrspace(3) @lds1, i64 %798
  %800 = load i32, ptr addrspace(3) %799, align 4
  %801 = xor i32 %800, %781
  %802 = add i32 %801, %783
  %803 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %802, i32 %712, i32 %793)
  %804 = lshr i32 %471, 14
  %805 = and i32 %804, 127
  %806 = shl i32 %805, 3
  %807 = zext i32 %806 to i64
  %808 = add i64 %807, 0
  %809 = getelementptr i8, ptr addrspace(3) @lds2, i64 %808
  %810 = load <2 x i32>, ptr addrspace(3) %809, align 8
  %811 = extractelement <2 x i32> %810, i32 0
  %812 = extractelement <2 x i32> %810, i32 1
  %813 = and i32 %811, 16843009
  %814 = and i32 %812, 16843009
  %815 = bitcast i32 %470 to <4 x i8>
  %816 = shufflevector <4 x i8> %815, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %817 = bitcast <4 x i8> %816 to i32
  %818 = sext i32 %817 to i64
  %819 = mul i64 %818, 4
  %820 = getelementptr i8, ptr addrspace(3) @lds1, i64 %819
  %821 = load i32, ptr addrspace(3) %820, align 4
  %822 = xor i32 %821, %811
  %823 = add i32 %822, %813
  %824 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %823, i32 %716, i32 %803)
  %825 = bitcast i32 %470 to <4 x i8>
  %826 = shufflevector <4 x i8> %825, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %827 = bitcast <4 x i8> %826 to i32
  %828 = sext i32 %827 to i64
  %829 = mul i64 %828, 4
  %830 = getelementptr i8, ptr addrspace(3) @lds1, i64 %829
  %831 = load i32, ptr addrspace(3) %830, align 4
  %832 = xor i32 %831, %812
  %833 = add i32 %832, %814
  %834 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %833, i32 %717, i32 %824)
  %835 = lshr i32 %471, 21
  %836 = and i32 %835, 127
  %837 = shl i32 %836, 3
  %838 = zext i32 %837 to i64
  %839 = add i64 %838, 0
  %840 = getelementptr i8, ptr addrspace(3) @lds2, i64 %839
  %841 = load <2 x i32>, ptr addrspace(3) %840, align 8
  %842 = extractelement <2 x i32> %841, i32 0
  %843 = extractelement <2 x i32> %841, i32 1
  %844 = and i32 %842, 16843009
  %845 = and i32 %843, 16843009
  %846 = bitcast i32 %470 to <4 x i8>
  %847 = shufflevector <4 x i8> %846, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %848 = bitcast <4 x i8> %847 to i32
  %849 = sext i32 %848 to i64
  %850 = mul i64 %849, 4
  %851 = getelementptr i8, ptr addrspace(3) @lds1, i64 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = xor i32 %852, %842
  %854 = add i32 %853, %844
  %855 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %854, i32 %718, i32 %834)
  %856 = bitcast i32 %470 to <4 x i8>
  %857 = shufflevector <4 x i8> %856, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %858 = bitcast <4 x i8> %857 to i32
  %859 = sext i32 %858 to i64
  %860 = mul i64 %859, 4
  %861 = getelementptr i8, ptr addrspace(3) @lds1, i64 %860
  %862 = load i32, ptr addrspace(3) %861, align 4
  %863 = xor i32 %862, %843
  %864 = add i32 %863, %845
  %865 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %864, i32 %719, i32 %855)
  %866 = mul i32 %740, %865
  %867 = sitofp i32 %866 to float
  %868 = fmul float %737, %724
  %869 = fmul float %868, 2.500000e-01
  %870 = call float @llvm.fma.f32(float %869, float %867, float %734)
  store float %870, ptr %v10, align 4
  %871 = load float, ptr %v11, align 4
  %872 = trunc i32 %472 to i16
  %873 = bitcast i16 %872 to half
  %874 = fpext half %873 to float
  %875 = lshr i32 %475, 28
  %876 = shl i32 %875, 1
  %877 = or i32 %876, 1
  %878 = sub i32 0, %733
  %879 = lshr i32 %475, 0
  %880 = and i32 %879, 127
  %881 = shl i32 %880, 3
  %882 = zext i32 %881 to i64
  %883 = add i64 %882, 0
  %884 = getelementptr i8, ptr addrspace(3) @lds2, i64 %883
  %885 = load <2 x i32>, ptr addrspace(3) %884, align 8
  %886 = extractelement <2 x i32> %885, i32 0
  %887 = extractelement <2 x i32> %885, i32 1
  %888 = and i32 %886, 16843009
  %889 = and i32 %887, 16843009
  %890 = bitcast i32 %473 to <4 x i8>
  %891 = shufflevector <4 x i8> %890, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %892 = bitcast <4 x i8> %891 to i32
  %893 = sext i32 %892 to i64
  %894 = mul i64 %893, 4
  %895 = getelementptr i8, ptr addrspace(3) @lds1, i64 %894
  %896 = load i32, ptr addrspace(3) %895, align 4
  %897 = xor i32 %896, %886
  %898 = add i32 %897, %888
  %899 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %898, i32 %709, i32 %878)
  %900 = bitcast i32 %473 to <4 x i8>
  %901 = shufflevector <4 x i8> %900, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %902 = bitcast <4 x i8> %901 to i32
  %903 = sext i32 %902 to i64
  %904 = mul i64 %903, 4
  %905 = getelementptr i8, ptr addrspace(3) @lds1, i64 %904
  %906 = load i32, ptr addrspace(3) %905, align 4
  %907 = xor i32 %906, %887
  %908 = add i32 %907, %889
  %909 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %908, i32 %710, i32 %899)
  %910 = lshr i32 %475, 7
  %911 = and i32 %910, 127
  %912 = shl i32 %911, 3
  %913 = zext i32 %912 to i64
  %914 = add i64 %913, 0
  %915 = getelementptr i8, ptr addrspace(3) @lds2, i64 %914
  %916 = load <2 x i32>, ptr addrspace(3) %915, align 8
  %917 = extractelement <2 x i32> %916, i32 0
  %918 = extractelement <2 x i32> %916, i32 1
  %919 = and i32 %917, 16843009
  %920 = and i32 %918, 16843009
  %921 = bitcast i32 %473 to <4 x i8>
  %922 = shufflevector <4 x i8> %921, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %923 = bitcast <4 x i8> %922 to i32
  %924 = sext i32 %923 to i64
  %925 = mul i64 %924, 4
  %926 = getelementptr i8, ptr addrspace(3) @lds1, i64 %925
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = xor i32 %927, %917
  %929 = add i32 %928, %919
  %930 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %929, i32 %711, i32 %909)
  %931 = bitcast i32 %473 to <4 x i8>
  %932 = shufflevector <4 x i8> %931, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %933 = bitcast <4 x i8> %932 to i32
  %934 = sext i32 %933 to i64
  %935 = mul i64 %934, 4
  %936 = getelementptr i8, ptr addrspace(3) @lds1, i64 %935
  %937 = load i32, ptr addrspace(3) %936, align 4
  %938 = xor i32 %937, %918
  %939 = add i32 %938, %920
  %940 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %939, i32 %712, i32 %930)
  %941 = lshr i32 %475, 14
  %942 = and i32 %941, 127
  %943 = shl i32 %942, 3
  %944 = zext i32 %943 to i64
  %945 = add i64 %944, 0
  %946 = getelementptr i8, ptr addrspace(3) @lds2, i64 %945
  %947 = load <2 x i32>, ptr addrspace(3) %946, align 8
  %948 = extractelement <2 x i32> %947, i32 0
  %949 = extractelement <2 x i32> %947, i32 1
  %950 = and i32 %948, 16843009
  %951 = and i32 %949, 16843009
  %952 = bitcast i32 %474 to <4 x i8>
  %953 = shufflevector <4 x i8> %952, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %954 = bitcast <4 x i8> %953 to i32
  %955 = sext i32 %954 to i64
  %956 = mul i64 %955, 4
  %957 = getelementptr i8, ptr addrspace(3) @lds1, i64 %956
  %958 = load i32, ptr addrspace(3) %957, align 4
  %959 = xor i32 %958, %948
  %960 = add i32 %959, %950
  %961 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %960, i32 %716, i32 %940)
  %962 = bitcast i32 %474 to <4 x i8>
  %963 = shufflevector <4 x i8> %962, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %964 = bitcast <4 x i8> %963 to i32
  %965 = sext i32 %964 to i64
  %966 = mul i64 %965, 4
  %967 = getelementptr i8, ptr addrspace(3) @lds1, i64 %966
  %968 = load i32, ptr addrspace(3) %967, align 4
  %969 = xor i32 %968, %949
  %970 = add i32 %969, %951
  %971 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %970, i32 %717, i32 %961)
  %972 = lshr i32 %475, 21
  %973 = and i32 %972, 127
  %974 = shl i32 %973, 3
  %975 = zext i32 %974 to i64
  %976 = add i64 %975, 0
  %977 = getelementptr i8, ptr addrspace(3) @lds2, i64 %976
  %978 = load <2 x i32>, ptr addrspace(3) %977, align 8
  %979 = extractelement <2 x i32> %978, i32 0
  %980 = extractelement <2 x i32> %978, i32 1
  %981 = and i32 %979, 16843009
  %982 = and i32 %980, 16843009
  %983 = bitcast i32 %474 to <4 x i8>
  %984 = shufflevector <4 x i8> %983, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %985 = bitcast <4 x i8> %984 to i32
  %986 = sext i32 %985 to i64
  %987 = mul i64 %986, 4
  %988 = getelementptr i8, ptr addrspace(3) @lds1, i64 %987
  %989 = load i32, ptr addrspace(3) %988, align 4
  %990 = xor i32 %989, %979
  %991 = add i32 %990, %981
  %992 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %991, i32 %718, i32 %971)
  %993 = bitcast i32 %474 to <4 x i8>
  %994 = shufflevector <4 x i8> %993, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %995 = bitcast <4 x i8> %994 to i32
  %996 = sext i32 %995 to i64
  %997 = mul i64 %996, 4
  %998 = getelementptr i8, ptr addrspace(3) @lds1, i64 %997
  %999 = load i32, ptr addrspace(3) %998, align 4
  %1000 = xor i32 %999, %980
  %1001 = add i32 %1000, %982
  %1002 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1001, i32 %719, i32 %992)
  %1003 = mul i32 %877, %1002
  %1004 = sitofp i32 %1003 to float
  %1005 = fmul float %874, %724
  %1006 = fmul float %1005, 2.500000e-01
  %1007 = call float @llvm.fma.f32(float %1006, float %1004, float %871)
  store float %1007, ptr %v11, align 4
  %1008 = load float, ptr %v12, align 4
  %1009 = trunc i32 %476 to i16
  %1010 = bitcast i16 %1009 to half
  %1011 = fpext half %1010 to float
  %1012 = lshr i32 %479, 28
  %1013 = shl i32 %1012, 1
  %1014 = or i32 %1013, 1
  %1015 = sub i32 0, %733
  %1016 = lshr i32 %479, 0
  %1017 = and i32 %1016, 127
  %1018 = shl i32 %1017, 3
  %1019 = zext i32 %1018 to i64
  %1020 = add i64 %1019, 0
  %1021 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1020
  %1022 = load <2 x i32>, ptr addrspace(3) %1021, align 8
  %1023 = extractelement <2 x i32> %1022, i32 0
  %1024 = extractelement <2 x i32> %1022, i32 1
  %1025 = and i32 %1023, 16843009
  %1026 = and i32 %1024, 16843009
  %1027 = bitcast i32 %477 to <4 x i8>
  %1028 = shufflevector <4 x i8> %1027, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1029 = bitcast <4 x i8> %1028 to i32
  %1030 = sext i32 %1029 to i64
  %1031 = mul i64 %1030, 4
  %1032 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1031
  %1033 = load i32, ptr addrspace(3) %1032, align 4
  %1034 = xor i32 %1033, %1023
  %1035 = add i32 %1034, %1025
  %1036 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1035, i32 %709, i32 %1015)
  %1037 = bitcast i32 %477 to <4 x i8>
  %1038 = shufflevector <4 x i8> %1037, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1039 = bitcast <4 x i8> %1038 to i32
  %1040 = sext i32 %1039 to i64
  %1041 = mul i64 %1040, 4
  %1042 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1041
  %1043 = load i32, ptr addrspace(3) %1042, align 4
  %1044 = xor i32 %1043, %1024
  %1045 = add i32 %1044, %1026
  %1046 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1045, i32 %710, i32 %1036)
  %1047 = lshr i32 %479, 7
  %1048 = and i32 %1047, 127
  %1049 = shl i32 %1048, 3
  %1050 = zext i32 %1049 to i64
  %1051 = add i64 %1050, 0
  %1052 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1051
  %1053 = load <2 x i32>, ptr addrspace(3) %1052, align 8
  %1054 = extractelement <2 x i32> %1053, i32 0
  %1055 = extractelement <2 x i32> %1053, i32 1
  %1056 = and i32 %1054, 16843009
  %1057 = and i32 %1055, 16843009
  %1058 = bitcast i32 %477 to <4 x i8>
  %1059 = shufflevector <4 x i8> %1058, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1060 = bitcast <4 x i8> %1059 to i32
  %1061 = sext i32 %1060 to i64
  %1062 = mul i64 %1061, 4
  %1063 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1062
  %1064 = load i32, ptr addrspace(3) %1063, align 4
  %1065 = xor i32 %1064, %1054
  %1066 = add i32 %1065, %1056
  %1067 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1066, i32 %711, i32 %1046)
  %1068 = bitcast i32 %477 to <4 x i8>
  %1069 = shufflevector <4 x i8> %1068, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1070 = bitcast <4 x i8> %1069 to i32
  %1071 = sext i32 %1070 to i64
  %1072 = mul i64 %1071, 4
  %1073 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1072
  %1074 = load i32, ptr addrspace(3) %1073, align 4
  %1075 = xor i32 %1074, %1055
  %1076 = add i32 %1075, %1057
  %1077 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1076, i32 %712, i32 %1067)
  %1078 = lshr i32 %479, 14
  %1079 = and i32 %1078, 127
  %1080 = shl i32 %1079, 3
  %1081 = zext i32 %1080 to i64
  %1082 = add i64 %1081, 0
  %1083 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1082
  %1084 = load <2 x i32>, ptr addrspace(3) %1083, align 8
  %1085 = extractelement <2 x i32> %1084, i32 0
  %1086 = extractelement <2 x i32> %1084, i32 1
  %1087 = and i32 %1085, 16843009
  %1088 = and i32 %1086, 16843009
  %1089 = bitcast i32 %478 to <4 x i8>
  %1090 = shufflevector <4 x i8> %1089, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1091 = bitcast <4 x i8> %1090 to i32
  %1092 = sext i32 %1091 to i64
  %1093 = mul i64 %1092, 4
  %1094 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1093
  %1095 = load i32, ptr addrspace(3) %1094, align 4
  %1096 = xor i32 %1095, %1085
  %1097 = add i32 %1096, %1087
  %1098 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1097, i32 %716, i32 %1077)
  %1099 = bitcast i32 %478 to <4 x i8>
  %1100 = shufflevector <4 x i8> %1099, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1101 = bitcast <4 x i8> %1100 to i32
  %1102 = sext i32 %1101 to i64
  %1103 = mul i64 %1102, 4
  %1104 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1103
  %1105 = load i32, ptr addrspace(3) %1104, align 4
  %1106 = xor i32 %1105, %1086
  %1107 = add i32 %1106, %1088
  %1108 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1107, i32 %717, i32 %1098)
  %1109 = lshr i32 %479, 21
  %1110 = and i32 %1109, 127
  %1111 = shl i32 %1110, 3
  %1112 = zext i32 %1111 to i64
  %1113 = add i64 %1112, 0
  %1114 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1113
  %1115 = load <2 x i32>, ptr addrspace(3) %1114, align 8
  %1116 = extractelement <2 x i32> %1115, i32 0
  %1117 = extractelement <2 x i32> %1115, i32 1
  %1118 = and i32 %1116, 16843009
  %1119 = and i32 %1117, 16843009
  %1120 = bitcast i32 %478 to <4 x i8>
  %1121 = shufflevector <4 x i8> %1120, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1122 = bitcast <4 x i8> %1121 to i32
  %1123 = sext i32 %1122 to i64
  %1124 = mul i64 %1123, 4
  %1125 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1124
  %1126 = load i32, ptr addrspace(3) %1125, align 4
  %1127 = xor i32 %1126, %1116
  %1128 = add i32 %1127, %1118
  %1129 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1128, i32 %718, i32 %1108)
  %1130 = bitcast i32 %478 to <4 x i8>
  %1131 = shufflevector <4 x i8> %1130, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1132 = bitcast <4 x i8> %1131 to i32
  %1133 = sext i32 %1132 to i64
  %1134 = mul i64 %1133, 4
  %1135 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1134
  %1136 = load i32, ptr addrspace(3) %1135, align 4
  %1137 = xor i32 %1136, %1117
  %1138 = add i32 %1137, %1119
  %1139 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1138, i32 %719, i32 %1129)
  %1140 = mul i32 %1014, %1139
  %1141 = sitofp i32 %1140 to float
  %1142 = fmul float %1011, %724
  %1143 = fmul float %1142, 2.500000e-01
  %1144 = call float @llvm.fma.f32(float %1143, float %1141, float %1008)
  store float %1144, ptr %v12, align 4
  %1145 = load float, ptr %v13, align 4
  %1146 = trunc i32 %480 to i16
  %1147 = bitcast i16 %1146 to half
  %1148 = fpext half %1147 to float
  %1149 = lshr i32 %483, 28
  %1150 = shl i32 %1149, 1
  %1151 = or i32 %1150, 1
  %1152 = sub i32 0, %733
  %1153 = lshr i32 %483, 0
  %1154 = and i32 %1153, 127
  %1155 = shl i32 %1154, 3
  %1156 = zext i32 %1155 to i64
  %1157 = add i64 %1156, 0
  %1158 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1157
  %1159 = load <2 x i32>, ptr addrspace(3) %1158, align 8
  %1160 = extractelement <2 x i32> %1159, i32 0
  %1161 = extractelement <2 x i32> %1159, i32 1
  %1162 = and i32 %1160, 16843009
  %1163 = and i32 %1161, 16843009
  %1164 = bitcast i32 %481 to <4 x i8>
  %1165 = shufflevector <4 x i8> %1164, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1166 = bitcast <4 x i8> %1165 to i32
  %1167 = sext i32 %1166 to i64
  %1168 = mul i64 %1167, 4
  %1169 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1168
  %1170 = load i32, ptr addrspace(3) %1169, align 4
  %1171 = xor i32 %1170, %1160
  %1172 = add i32 %1171, %1162
  %1173 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1172, i32 %709, i32 %1152)
  %1174 = bitcast i32 %481 to <4 x i8>
  %1175 = shufflevector <4 x i8> %1174, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1176 = bitcast <4 x i8> %1175 to i32
  %1177 = sext i32 %1176 to i64
  %1178 = mul i64 %1177, 4
  %1179 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1178
  %1180 = load i32, ptr addrspace(3) %1179, align 4
  %1181 = xor i32 %1180, %1161
  %1182 = add i32 %1181, %1163
  %1183 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1182, i32 %710, i32 %1173)
  %1184 = lshr i32 %483, 7
  %1185 = and i32 %1184, 127
  %1186 = shl i32 %1185, 3
  %1187 = zext i32 %1186 to i64
  %1188 = add i64 %1187, 0
  %1189 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1188
  %1190 = load <2 x i32>, ptr addrspace(3) %1189, align 8
  %1191 = extractelement <2 x i32> %1190, i32 0
  %1192 = extractelement <2 x i32> %1190, i32 1
  %1193 = and i32 %1191, 16843009
  %1194 = and i32 %1192, 16843009
  %1195 = bitcast i32 %481 to <4 x i8>
  %1196 = shufflevector <4 x i8> %1195, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1197 = bitcast <4 x i8> %1196 to i32
  %1198 = sext i32 %1197 to i64
  %1199 = mul i64 %1198, 4
  %1200 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1199
  %1201 = load i32, ptr addrspace(3) %1200, align 4
  %1202 = xor i32 %1201, %1191
  %1203 = add i32 %1202, %1193
  %1204 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1203, i32 %711, i32 %1183)
  %1205 = bitcast i32 %481 to <4 x i8>
  %1206 = shufflevector <4 x i8> %1205, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1207 = bitcast <4 x i8> %1206 to i32
  %1208 = sext i32 %1207 to i64
  %1209 = mul i64 %1208, 4
  %1210 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1209
  %1211 = load i32, ptr addrspace(3) %1210, align 4
  %1212 = xor i32 %1211, %1192
  %1213 = add i32 %1212, %1194
  %1214 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1213, i32 %712, i32 %1204)
  %1215 = lshr i32 %483, 14
  %1216 = and i32 %1215, 127
  %1217 = shl i32 %1216, 3
  %1218 = zext i32 %1217 to i64
  %1219 = add i64 %1218, 0
  %1220 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1219
  %1221 = load <2 x i32>, ptr addrspace(3) %1220, align 8
  %1222 = extractelement <2 x i32> %1221, i32 0
  %1223 = extractelement <2 x i32> %1221, i32 1
  %1224 = and i32 %1222, 16843009
  %1225 = and i32 %1223, 16843009
  %1226 = bitcast i32 %482 to <4 x i8>
  %1227 = shufflevector <4 x i8> %1226, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1228 = bitcast <4 x i8> %1227 to i32
  %1229 = sext i32 %1228 to i64
  %1230 = mul i64 %1229, 4
  %1231 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1230
  %1232 = load i32, ptr addrspace(3) %1231, align 4
  %1233 = xor i32 %1232, %1222
  %1234 = add i32 %1233, %1224
  %1235 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1234, i32 %716, i32 %1214)
  %1236 = bitcast i32 %482 to <4 x i8>
  %1237 = shufflevector <4 x i8> %1236, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1238 = bitcast <4 x i8> %1237 to i32
  %1239 = sext i32 %1238 to i64
  %1240 = mul i64 %1239, 4
  %1241 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1240
  %1242 = load i32, ptr addrspace(3) %1241, align 4
  %1243 = xor i32 %1242, %1223
  %1244 = add i32 %1243, %1225
  %1245 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1244, i32 %717, i32 %1235)
  %1246 = lshr i32 %483, 21
  %1247 = and i32 %1246, 127
  %1248 = shl i32 %1247, 3
  %1249 = zext i32 %1248 to i64
  %1250 = add i64 %1249, 0
  %1251 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1250
  %1252 = load <2 x i32>, ptr addrspace(3) %1251, align 8
  %1253 = extractelement <2 x i32> %1252, i32 0
  %1254 = extractelement <2 x i32> %1252, i32 1
  %1255 = and i32 %1253, 16843009
  %1256 = and i32 %1254, 16843009
  %1257 = bitcast i32 %482 to <4 x i8>
  %1258 = shufflevector <4 x i8> %1257, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1259 = bitcast <4 x i8> %1258 to i32
  %1260 = sext i32 %1259 to i64
  %1261 = mul i64 %1260, 4
  %1262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1261
  %1263 = load i32, ptr addrspace(3) %1262, align 4
  %1264 = xor i32 %1263, %1253
  %1265 = add i32 %1264, %1255
  %1266 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1265, i32 %718, i32 %1245)
  %1267 = bitcast i32 %482 to <4 x i8>
  %1268 = shufflevector <4 x i8> %1267, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1269 = bitcast <4 x i8> %1268 to i32
  %1270 = sext i32 %1269 to i64
  %1271 = mul i64 %1270, 4
  %1272 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1271
  %1273 = load i32, ptr addrspace(3) %1272, align 4
  %1274 = xor i32 %1273, %1254
  %1275 = add i32 %1274, %1256
  %1276 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1275, i32 %719, i32 %1266)
  %1277 = mul i32 %1151, %1276
  %1278 = sitofp i32 %1277 to float
  %1279 = fmul float %1148, %724
  %1280 = fmul float %1279, 2.500000e-01
  %1281 = call float @llvm.fma.f32(float %1280, float %1278, float %1145)
  store float %1281, ptr %v13, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %body38
  %1282 = add i32 %432, 1
  %1283 = and i32 %1282, 1
  %1284 = sext i32 %1283 to i64
  %1285 = mul i64 %1284, 1152
  %1286 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1285
  %1287 = getelementptr i8, ptr addrspace(3) %1286, i64 1024
  %1288 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1289 = bitcast float %447 to i32
  %1290 = and i32 %1289, 2147483647
  %1291 = bitcast float %448 to i32
  %1292 = and i32 %1291, 2147483647
  %1293 = bitcast float %449 to i32
  %1294 = and i32 %1293, 2147483647
  %1295 = bitcast float %450 to i32
  %1296 = and i32 %1295, 2147483647
  %1297 = icmp ugt i32 %1290, %1292
  %1298 = select i1 %1297, i32 %1290, i32 %1292
  %1299 = icmp ugt i32 %1294, %1296
  %1300 = select i1 %1299, i32 %1294, i32 %1296
  %1301 = icmp ugt i32 %1298, %1300
  %1302 = select i1 %1301, i32 %1298, i32 %1300
  %1303 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1302, i32 1, i32 31)
  %1304 = icmp ugt i32 %1302, %1303
  %1305 = select i1 %1304, i32 %1302, i32 %1303
  %1306 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1305, i32 2, i32 31)
  %1307 = icmp ugt i32 %1305, %1306
  %1308 = select i1 %1307, i32 %1305, i32 %1306
  %1309 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1308, i32 4, i32 31)
  %1310 = icmp ugt i32 %1308, %1309
  %1311 = select i1 %1310, i32 %1308, i32 %1309
  %1312 = and i32 %1311, 2147483647
  %1313 = icmp ult i32 %1312, 2139095040
  %1314 = bitcast i32 %1311 to float
  %1315 = fdiv float 1.270000e+02, %1314
  %1316 = bitcast float %1315 to i32
  %1317 = and i32 %1316, 2147483647
  %1318 = icmp ult i32 %1317, 2139095040
  %1319 = select i1 %1318, float %1315, float 0.000000e+00
  %1320 = fmul float %447, %1319
  %1321 = fadd float %1320, 0x4168000000000000
  %1322 = bitcast float %1321 to i32
  %1323 = fmul float %448, %1319
  %1324 = fadd float %1323, 0x4168000000000000
  %1325 = bitcast float %1324 to i32
  %1326 = fmul float %449, %1319
  %1327 = fadd float %1326, 0x4168000000000000
  %1328 = bitcast float %1327 to i32
  %1329 = fmul float %450, %1319
  %1330 = fadd float %1329, 0x4168000000000000
  %1331 = bitcast float %1330 to i32
  %1332 = bitcast i32 %1322 to <4 x i8>
  %1333 = bitcast i32 %1325 to <4 x i8>
  %1334 = shufflevector <4 x i8> %1332, <4 x i8> %1333, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1335 = bitcast <4 x i8> %1334 to i32
  %1336 = bitcast i32 %1328 to <4 x i8>
  %1337 = bitcast i32 %1331 to <4 x i8>
  %1338 = shufflevector <4 x i8> %1336, <4 x i8> %1337, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1339 = bitcast <4 x i8> %1338 to i32
  %1340 = bitcast i32 %1335 to <4 x i8>
  %1341 = bitcast i32 %1339 to <4 x i8>
  %1342 = shufflevector <4 x i8> %1340, <4 x i8> %1341, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1343 = bitcast <4 x i8> %1342 to i32
  %1344 = add i32 %1288, 0
  %1345 = sext i32 %1344 to i64
  %1346 = mul i64 %1345, 4
  %1347 = icmp slt i64 %1346, 1024
  br i1 %1347, label %then42, label %endif43

then42:                                           ; preds = %endif41
  %1348 = lshr i64 %1346, 2
  %1349 = mul i64 %1348, 4
  %1350 = getelementptr i8, ptr addrspace(3) %1286, i64 %1349
  store i32 %1343, ptr addrspace(3) %1350, align 4
  %1351 = and i64 %1346, 31
  %1352 = icmp eq i64 %1351, 0
  br i1 %1352, label %then44, label %endif45

endif43:                                          ; preds = %endif45, %endif41
  %1353 = bitcast float %462 to i32
  %1354 = and i32 %1353, 2147483647
  %1355 = bitcast float %463 to i32
  %1356 = and i32 %1355, 2147483647
  %1357 = bitcast float %464 to i32
  %1358 = and i32 %1357, 2147483647
  %1359 = bitcast float %465 to i32
  %1360 = and i32 %1359, 2147483647
  %1361 = icmp ugt i32 %1354, %1356
  %1362 = select i1 %1361, i32 %1354, i32 %1356
  %1363 = icmp ugt i32 %1358, %1360
  %1364 = select i1 %1363, i32 %1358, i32 %1360
  %1365 = icmp ugt i32 %1362, %1364
  %1366 = select i1 %1365, i32 %1362, i32 %1364
  %1367 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1366, i32 1, i32 31)
  %1368 = icmp ugt i32 %1366, %1367
  %1369 = select i1 %1368, i32 %1366, i32 %1367
  %1370 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1369, i32 2, i32 31)
  %1371 = icmp ugt i32 %1369, %1370
  %1372 = select i1 %1371, i32 %1369, i32 %1370
  %1373 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1372, i32 4, i32 31)
  %1374 = icmp ugt i32 %1372, %1373
  %1375 = select i1 %1374, i32 %1372, i32 %1373
  %1376 = and i32 %1375, 2147483647
  %1377 = icmp ult i32 %1376, 2139095040
  %1378 = bitcast i32 %1375 to float
  %1379 = fdiv float 1.270000e+02, %1378
  %1380 = bitcast float %1379 to i32
  %1381 = and i32 %1380, 2147483647
  %1382 = icmp ult i32 %1381, 2139095040
  %1383 = select i1 %1382, float %1379, float 0.000000e+00
  %1384 = fmul float %462, %1383
  %1385 = fadd float %1384, 0x4168000000000000
  %1386 = bitcast float %1385 to i32
  %1387 = fmul float %463, %1383
  %1388 = fadd float %1387, 0x4168000000000000
  %1389 = bitcast float %1388 to i32
  %1390 = fmul float %464, %1383
  %1391 = fadd float %1390, 0x4168000000000000
  %1392 = bitcast float %1391 to i32
  %1393 = fmul float %465, %1383
  %1394 = fadd float %1393, 0x4168000000000000
  %1395 = bitcast float %1394 to i32
  %1396 = bitcast i32 %1386 to <4 x i8>
  %1397 = bitcast i32 %1389 to <4 x i8>
  %1398 = shufflevector <4 x i8> %1396, <4 x i8> %1397, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1399 = bitcast <4 x i8> %1398 to i32
  %1400 = bitcast i32 %1392 to <4 x i8>
  %1401 = bitcast i32 %1395 to <4 x i8>
  %1402 = shufflevector <4 x i8> %1400, <4 x i8> %1401, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1403 = bitcast <4 x i8> %1402 to i32
  %1404 = bitcast i32 %1399 to <4 x i8>
  %1405 = bitcast i32 %1403 to <4 x i8>
  %1406 = shufflevector <4 x i8> %1404, <4 x i8> %1405, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1407 = bitcast <4 x i8> %1406 to i32
  %1408 = add i32 %1288, 128
  %1409 = sext i32 %1408 to i64
  %1410 = mul i64 %1409, 4
  %1411 = icmp slt i64 %1410, 1024
  br i1 %1411, label %then46, label %endif47

then44:                                           ; preds = %then42
  %1412 = fmul float %1314, 0x3F80204080000000
  %1413 = select i1 %1313, float %1412, float 0x7FF8000000000000
  %1414 = lshr i64 %1346, 5
  %1415 = mul i64 %1414, 4
  %1416 = getelementptr i8, ptr addrspace(3) %1287, i64 %1415
  store float %1413, ptr addrspace(3) %1416, align 4
  br label %endif45

endif45:                                          ; preds = %then44, %then42
  br label %endif43

then46:                                           ; preds = %endif43
  %1417 = lshr i64 %1410, 2
  %1418 = mul i64 %1417, 4
  %1419 = getelementptr i8, ptr addrspace(3) %1286, i64 %1418
  store i32 %1407, ptr addrspace(3) %1419, align 4
  %1420 = and i64 %1410, 31
  %1421 = icmp eq i64 %1420, 0
  br i1 %1421, label %then48, label %endif49

endif47:                                          ; preds = %endif49, %endif43
  call void @llvm.nvvm.barrier0()
  %1422 = load i32, ptr %v36, align 4
  %1423 = add i32 %1422, 1
  store i32 %1423, ptr %v36, align 4
  br label %loop37

then48:                                           ; preds = %then46
  %1424 = fmul float %1378, 0x3F80204080000000
  %1425 = select i1 %1377, float %1424, float 0x7FF8000000000000
  %1426 = lshr i64 %1410, 5
  %1427 = mul i64 %1426, 4
  %1428 = getelementptr i8, ptr addrspace(3) %1287, i64 %1427
  store float %1425, ptr addrspace(3) %1428, align 4
  br label %endif49

endif49:                                          ; preds = %then48, %then46
  br label %endif47

then50:                                           ; preds = %done39
  %1429 = load float, ptr %v9, align 4
  %1430 = add i32 %51, %42
  %1431 = icmp slt i32 %1430, %3
  br i1 %1431, label %then52, label %endif53

endif51:                                          ; preds = %endif53, %done39
  %1432 = load i32, ptr %v5, align 4
  %1433 = add i32 %1432, 4
  store i32 %1433, ptr %v5, align 4
  br label %loop6

then52:                                           ; preds = %then50
  %1434 = add i32 0, %1430
  %1435 = sext i32 %1434 to i64
  %1436 = mul i64 %1435, 4
  %1437 = getelementptr i8, ptr addrspace(1) %0, i64 %1436
  store float %1429, ptr addrspace(1) %1437, align 4
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
