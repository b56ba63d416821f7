; ModuleID = 'strata_moe_matvec_iq3_xxs'
source_filename = "strata_moe_matvec_iq3_xxs"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@strata_iq3xxs_grid_ob = internal addrspace(1) constant [256 x i32] [i32 -2071690108, i32 -2071690092, i32 -2071690076, i32 -2071688052, i32 -2071688036, i32 -2071688002, i32 -2071686012, i32 -2071685996, i32 -2071683956, i32 -2071681900, i32 -2071675236, i32 -2071675220, i32 -2071165812, i32 -2071165796, i32 -2071163772, i32 -2071163756, i32 -2071161716, i32 -2071161684, i32 -2071159676, i32 -2071159660, i32 -2071157620, i32 -2071155548, i32 -2071150972, i32 -2070641532, i32 -2070641516, i32 -2070641500, i32 -2070639476, i32 -2070637436, i32 -2070637420, i32 -2070635380, i32 -2070635364, i32 -2070635330, i32 -2070631284, i32 -2070631234, i32 -2070626644, i32 -2070117236, i32 -2070117186, i32 -2070115196, i32 -2070115180, i32 -2070113108, i32 -2070102396, i32 -2069590884, i32 -2069586754, i32 -2069584732, i32 -2069582658, i32 -2069578084, i32 -2069578068, i32 -2069068660, i32 -2069068610, i32 -2069062508, i32 -2069058412, i32 -2068538196, i32 -2068532060, i32 -2067886972, i32 -2067886940, i32 -2067886924, i32 -2067880804, i32 -2067876724, i32 -1937472372, i32 -1937472356, i32 -1937470332, i32 -1937470316, i32 -1937468276, i32 -1937468260, i32 -1937466236, i32 -1937466220, i32 -1937466204, i32 -1937464130, i32 -1937462140, i32 -1936948092, i32 -1936948076, i32 -1936946036, i32 -1936943996, i32 -1936943980, i32 -1936423796, i32 -1936423780, i32 -1936421756, i32 -1936421740, i32 -1936419700, i32 -1936417660, i32 -1936408940, i32 -1935899516, i32 -1935899500, i32 -1935895420, i32 -1935893364, i32 -1935891276, i32 -1935887180, i32 -1935375220, i32 -1935375188, i32 -1935364988, i32 -1934846844, i32 -1934846812, i32 -1934842700, i32 -1934836084, i32 -1934326612, i32 -1933667180, i32 -1933663100, i32 -1803254652, i32 -1803254636, i32 -1803252596, i32 -1803252580, i32 -1803250556, i32 -1803250540, i32 -1803250508, i32 -1803248500, i32 -1803246444, i32 -1802730356, i32 -1802730340, i32 -1802730324, i32 -1802728316, i32 -1802728300, i32 -1802726260, i32 -1802724220, i32 -1802718052, i32 -1802718018, i32 -1802715516, i32 -1802206076, i32 -1802206060, i32 -1802204020, i32 -1802203970, i32 -1802201980, i32 -1802201964, i32 -1802199874, i32 -1802197884, i32 -1802195796, i32 -1801681780, i32 -1801679740, i32 -1801679708, i32 -1801666940, i32 -1801666908, i32 -1801151316, i32 -1801147236, i32 -1800633188, i32 -1800629058, i32 -1800625012, i32 -1800618332, i32 -1799453556, i32 -1799453540, i32 -1799451468, i32 -1799445332, i32 -1669036916, i32 -1669034876, i32 -1669034860, i32 -1669032820, i32 -1669032804, i32 -1669026684, i32 -1669024596, i32 -1669022060, i32 -1668512636, i32 -1668512620, i32 -1668508540, i32 -1668506484, i32 -1668504412, i32 -1668504396, i32 -1667988340, i32 -1667988324, i32 -1667986300, i32 -1667984212, i32 -1667978092, i32 -1667973484, i32 -1667462004, i32 -1667457892, i32 -1666933628, i32 -1666931522, i32 -1666924908, i32 -1666415484, i32 -1666415436, i32 -1666411372, i32 -1666405204, i32 -1665889116, i32 -1665885004, i32 -1665878884, i32 -1665229668, i32 -1665223548, i32 -1534819164, i32 -1534817090, i32 -1534813012, i32 -1534812994, i32 -1534808932, i32 -1534808898, i32 -1534280028, i32 -1533766524, i32 -1533764418, i32 -1533762428, i32 -1533758332, i32 -1533758284, i32 -1533246274, i32 -1533238100, i32 -1532722012, i32 -1532711796, i32 -1532709724, i32 -1532193620, i32 -1532189540, i32 -1532182908, i32 -1531018068, i32 -1531016060, i32 -1531016044, i32 -1531011964, i32 -1400599404, i32 -1400593268, i32 -1400586620, i32 -1400077180, i32 -1400077132, i32 -1400073036, i32 -1400066900, i32 -1399550812, i32 -1399546732, i32 -1399538028, i32 -1399028588, i32 -1399018340, i32 -1398502268, i32 -1398500196, i32 -1398500162, i32 -1398489452, i32 -1397980012, i32 -1397973876, i32 -1397445500, i32 -1396796252, i32 -1396792172, i32 -1266379612, i32 -1266375516, i32 -1266375500, i32 -1266371420, i32 -1265855348, i32 -1265847156, i32 -1265333058, i32 -1265322844, i32 -1264804732, i32 -1264804684, i32 -1264278364, i32 -1263762260, i32 -1263752044, i32 -1263231844, i32 -1262582628, i32 -1262578548, i32 -1098611556, i32 -1098611540, i32 -1098611522, i32 -1098609532, i32 -1098605420, i32 -1098601324, i32 -1098083148, i32 -1098079100, i32 -1097560940, i32 -1097554772, i32 -1097552748, i32 -1097038716, i32 -1097036628, i32 -1097032548, i32 -1097026428, i32 -1096510324, i32 -1096506228, i32 -1095990140, i32 -1095990124, i32 -1095986012, i32 -1095459708], align 16
@lds1 = internal addrspace(3) global [1024 x i8] undef, align 16
@strata_ksigns_masks = internal addrspace(1) constant [256 x i32] [i32 0, i32 0, i32 255, i32 -16777216, i32 65280, i32 -16777216, i32 65535, i32 0, i32 16711680, i32 -16777216, i32 16711935, i32 0, i32 16776960, i32 0, i32 16777215, i32 -16777216, i32 -16777216, i32 -16777216, i32 -16776961, i32 0, i32 -16711936, i32 0, i32 -16711681, i32 -16777216, i32 -65536, i32 0, i32 -65281, i32 -16777216, i32 -256, i32 -16777216, i32 -1, i32 0, i32 0, i32 -16776961, i32 255, i32 255, i32 65280, i32 255, i32 65535, i32 -16776961, i32 16711680, i32 255, i32 16711935, i32 -16776961, i32 16776960, i32 -16776961, i32 16777215, i32 255, i32 -16777216, i32 255, i32 -16776961, i32 -16776961, i32 -16711936, i32 -16776961, i32 -16711681, i32 255, i32 -65536, i32 -16776961, i32 -65281, i32 255, i32 -256, i32 255, i32 -1, i32 -16776961, i32 0, i32 -16711936, i32 255, i32 65280, i32 65280, i32 65280, i32 65535, i32 -16711936, i32 16711680, i32 65280, i32 16711935, i32 -16711936, i32 16776960, i32 -16711936, i32 16777215, i32 65280, i32 -16777216, i32 65280, i32 -16776961, i32 -16711936, i32 -16711936, i32 -16711936, i32 -16711681, i32 65280, i32 -65536, i32 -16711936, i32 -65281, i32 65280, i32 -256, i32 65280, i32 -1, i32 -16711936, i32 0, i32 65535, i32 255, i32 -16711681, i32 65280, i32 -16711681, i32 65535, i32 65535, i32 16711680, i32 -16711681, i32 16711935, i32 65535, i32 16776960, i32 65535, i32 16777215, i32 -16711681, i32 -16777216, i32 -16711681, i32 -16776961, i32 65535, i32 -16711936, i32 65535, i32 -16711681, i32 -16711681, i32 -65536, i32 65535, i32 -65281, i32 -16711681, i32 -256, i32 -16711681, i32 -1, i32 65535, i32 0, i32 -65536, i32 255, i32 16711680, i32 65280, i32 16711680, i32 65535, i32 -65536, i32 16711680, i32 16711680, i32 16711935, i32 -65536, i32 16776960, i32 -65536, i32 16777215, i32 16711680, i32 -16777216, i32 16711680, i32 -16776961, i32 -65536, i32 -16711936, i32 -65536, i32 -16711681, i32 16711680, i32 -65536, i32 -65536, i32 -65281, i32 16711680, i32 -256, i32 16711680, i32 -1, i32 -65536, i32 0, i32 16711935, i32 255, i32 -65281, i32 65280, i32 -65281, i32 65535, i32 16711935, i32 16711680, i32 -65281, i32 16711935, i32 16711935, i32 16776960, i32 16711935, i32 16777215, i32 -65281, i32 -16777216, i32 -65281, i32 -16776961, i32 16711935, i32 -16711936, i32 16711935, i32 -16711681, i32 -65281, i32 -65536, i32 16711935, i32 -65281, i32 -65281, i32 -256, i32 -65281, i32 -1, i32 16711935, i32 0, i32 16776960, i32 255, i32 -256, i32 65280, i32 -256, i32 65535, i32 16776960, i32 16711680, i32 -256, i32 16711935, i32 16776960, i32 16776960, i32 16776960, i32 16777215, i32 -256, i32 -16777216, i32 -256, i32 -16776961, i32 16776960, i32 -16711936, i32 16776960, i32 -16711681, i32 -256, i32 -65536, i32 16776960, i32 -65281, i32 -256, i32 -256, i32 -256, i32 -1, i32 16776960, i32 0, i32 -1, i32 255, i32 16777215, i32 65280, i32 16777215, i32 65535, i32 -1, i32 16711680, i32 16777215, i32 16711935, i32 -1, i32 16776960, i32 -1, i32 16777215, i32 16777215, i32 -16777216, i32 16777215, i32 -16776961, i32 -1, i32 -16711936, i32 -1, i32 -16711681, i32 16777215, i32 -65536, i32 -1, i32 -65281, i32 16777215, i32 -256, i32 16777215, i32 -1, i32 -1], align 16
@lds2 = internal addrspace(3) global [1024 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define void @strata_moe_matvec_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
entry:
  %v38 = alloca i32, align 4
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
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = and i32 %23, 0
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %25, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %26 = load i32, ptr %v1, align 4
  %27 = icmp slt i32 %26, 256
  br i1 %27, label %body3, label %done4

body3:                                            ; preds = %loop2
  %28 = load i32, ptr %v1, align 4
  %29 = sext i32 %28 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(1) @strata_ksigns_masks, i64 %30
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

loop6:                                            ; preds = %endif53, %then
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
  %82 = mul i64 %81, 98
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
  %119 = mul i64 %118, 98
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
  %147 = mul i64 %122, 4
  %148 = add i64 %147, 64
  %149 = add i64 %148, 0
  %150 = getelementptr i8, ptr addrspace(1) %130, i64 %149
  %151 = load i32, ptr addrspace(1) %150, align 4
  %152 = add i64 %148, 0
  %153 = shl i64 %128, 1
  %154 = add i64 %152, %153
  %155 = getelementptr i8, ptr addrspace(1) %130, i64 %154
  %156 = load i32, ptr addrspace(1) %155, align 4
  %157 = call i32 @llvm.fshr.i32(i32 %156, i32 %151, i32 %132)
  store i32 %125, ptr %v14, align 4
  store i32 %145, ptr %v15, align 4
  store i32 %146, ptr %v16, align 4
  store i32 %157, ptr %v17, align 4
  %158 = lshr i32 %115, 3
  %159 = and i32 %115, 7
  %160 = sext i32 %158 to i64
  %161 = mul i64 %160, 98
  %162 = add i64 %161, 0
  %163 = getelementptr i8, ptr addrspace(1) %95, i64 %162
  %164 = sext i32 %159 to i64
  %165 = getelementptr i8, ptr addrspace(1) %163, i64 0
  %166 = load i16, ptr addrspace(1) %165, align 2
  %167 = zext i16 %166 to i32
  %168 = getelementptr i8, ptr addrspace(1) %163, i64 2
  %169 = ptrtoint ptr addrspace(1) %168 to i64
  %170 = and i64 %169, 3
  %171 = sub i64 0, %170
  %172 = getelementptr i8, ptr addrspace(1) %168, i64 %171
  %173 = shl i64 %170, 3
  %174 = trunc i64 %173 to i32
  %175 = mul i64 %164, 8
  %176 = add i64 %175, 0
  %177 = getelementptr i8, ptr addrspace(1) %172, i64 %176
  %178 = load i32, ptr addrspace(1) %177, align 4
  %179 = add i64 %175, 4
  %180 = getelementptr i8, ptr addrspace(1) %172, i64 %179
  %181 = load i32, ptr addrspace(1) %180, align 4
  %182 = add i64 %175, 4
  %183 = shl i64 %170, 1
  %184 = add i64 %182, %183
  %185 = getelementptr i8, ptr addrspace(1) %172, i64 %184
  %186 = load i32, ptr addrspace(1) %185, align 4
  %187 = call i32 @llvm.fshr.i32(i32 %181, i32 %178, i32 %174)
  %188 = call i32 @llvm.fshr.i32(i32 %186, i32 %181, i32 %174)
  %189 = mul i64 %164, 4
  %190 = add i64 %189, 64
  %191 = add i64 %190, 0
  %192 = getelementptr i8, ptr addrspace(1) %172, i64 %191
  %193 = load i32, ptr addrspace(1) %192, align 4
  %194 = add i64 %190, 0
  %195 = shl i64 %170, 1
  %196 = add i64 %194, %195
  %197 = getelementptr i8, ptr addrspace(1) %172, i64 %196
  %198 = load i32, ptr addrspace(1) %197, align 4
  %199 = call i32 @llvm.fshr.i32(i32 %198, i32 %193, i32 %174)
  store i32 %167, ptr %v18, align 4
  store i32 %187, ptr %v19, align 4
  store i32 %188, ptr %v20, align 4
  store i32 %199, ptr %v21, align 4
  %200 = lshr i32 %115, 3
  %201 = and i32 %115, 7
  %202 = sext i32 %200 to i64
  %203 = mul i64 %202, 98
  %204 = add i64 %203, 0
  %205 = getelementptr i8, ptr addrspace(1) %101, i64 %204
  %206 = sext i32 %201 to i64
  %207 = getelementptr i8, ptr addrspace(1) %205, i64 0
  %208 = load i16, ptr addrspace(1) %207, align 2
  %209 = zext i16 %208 to i32
  %210 = getelementptr i8, ptr addrspace(1) %205, i64 2
  %211 = ptrtoint ptr addrspace(1) %210 to i64
  %212 = and i64 %211, 3
  %213 = sub i64 0, %212
  %214 = getelementptr i8, ptr addrspace(1) %210, i64 %213
  %215 = shl i64 %212, 3
  %216 = trunc i64 %215 to i32
  %217 = mul i64 %206, 8
  %218 = add i64 %217, 0
  %219 = getelementptr i8, ptr addrspace(1) %214, i64 %218
  %220 = load i32, ptr addrspace(1) %219, align 4
  %221 = add i64 %217, 4
  %222 = getelementptr i8, ptr addrspace(1) %214, i64 %221
  %223 = load i32, ptr addrspace(1) %222, align 4
  %224 = add i64 %217, 4
  %225 = shl i64 %212, 1
  %226 = add i64 %224, %225
  %227 = getelementptr i8, ptr addrspace(1) %214, i64 %226
  %228 = load i32, ptr addrspace(1) %227, align 4
  %229 = call i32 @llvm.fshr.i32(i32 %223, i32 %220, i32 %216)
  %230 = call i32 @llvm.fshr.i32(i32 %228, i32 %223, i32 %216)
  %231 = mul i64 %206, 4
  %232 = add i64 %231, 64
  %233 = add i64 %232, 0
  %234 = getelementptr i8, ptr addrspace(1) %214, i64 %233
  %235 = load i32, ptr addrspace(1) %234, align 4
  %236 = add i64 %232, 0
  %237 = shl i64 %212, 1
  %238 = add i64 %236, %237
  %239 = getelementptr i8, ptr addrspace(1) %214, i64 %238
  %240 = load i32, ptr addrspace(1) %239, align 4
  %241 = call i32 @llvm.fshr.i32(i32 %240, i32 %235, i32 %216)
  store i32 %209, ptr %v22, align 4
  store i32 %229, ptr %v23, align 4
  store i32 %230, ptr %v24, align 4
  store i32 %241, ptr %v25, align 4
  %242 = lshr i32 %115, 3
  %243 = and i32 %115, 7
  %244 = sext i32 %242 to i64
  %245 = mul i64 %244, 98
  %246 = add i64 %245, 0
  %247 = getelementptr i8, ptr addrspace(1) %107, i64 %246
  %248 = sext i32 %243 to i64
  %249 = getelementptr i8, ptr addrspace(1) %247, i64 0
  %250 = load i16, ptr addrspace(1) %249, align 2
  %251 = zext i16 %250 to i32
  %252 = getelementptr i8, ptr addrspace(1) %247, i64 2
  %253 = ptrtoint ptr addrspace(1) %252 to i64
  %254 = and i64 %253, 3
  %255 = sub i64 0, %254
  %256 = getelementptr i8, ptr addrspace(1) %252, i64 %255
  %257 = shl i64 %254, 3
  %258 = trunc i64 %257 to i32
  %259 = mul i64 %248, 8
  %260 = add i64 %259, 0
  %261 = getelementptr i8, ptr addrspace(1) %256, i64 %260
  %262 = load i32, ptr addrspace(1) %261, align 4
  %263 = add i64 %259, 4
  %264 = getelementptr i8, ptr addrspace(1) %256, i64 %263
  %265 = load i32, ptr addrspace(1) %264, align 4
  %266 = add i64 %259, 4
  %267 = shl i64 %254, 1
  %268 = add i64 %266, %267
  %269 = getelementptr i8, ptr addrspace(1) %256, i64 %268
  %270 = load i32, ptr addrspace(1) %269, align 4
  %271 = call i32 @llvm.fshr.i32(i32 %265, i32 %262, i32 %258)
  %272 = call i32 @llvm.fshr.i32(i32 %270, i32 %265, i32 %258)
  %273 = mul i64 %248, 4
  %274 = add i64 %273, 64
  %275 = add i64 %274, 0
  %276 = getelementptr i8, ptr addrspace(1) %256, i64 %275
  %277 = load i32, ptr addrspace(1) %276, align 4
  %278 = add i64 %274, 0
  %279 = shl i64 %254, 1
  %280 = add i64 %278, %279
  %281 = getelementptr i8, ptr addrspace(1) %256, i64 %280
  %282 = load i32, ptr addrspace(1) %281, align 4
  %283 = call i32 @llvm.fshr.i32(i32 %282, i32 %277, i32 %258)
  store i32 %251, ptr %v26, align 4
  store i32 %271, ptr %v27, align 4
  store i32 %272, ptr %v28, align 4
  store i32 %283, ptr %v29, align 4
  %284 = add i32 %111, 0
  %285 = sext i32 %284 to i64
  %286 = mul i64 %285, 4
  %287 = add i64 0, %286
  %288 = icmp slt i64 %287, %112
  %289 = icmp slt i64 %286, 1024
  %290 = and i1 %288, %289
  %291 = select i1 %290, i64 %287, i64 0
  %292 = mul i64 %291, 4
  %293 = getelementptr i8, ptr addrspace(1) %57, i64 %292
  %294 = load <4 x float>, ptr addrspace(1) %293, align 16
  %295 = extractelement <4 x float> %294, i32 0
  %296 = extractelement <4 x float> %294, i32 1
  %297 = extractelement <4 x float> %294, i32 2
  %298 = extractelement <4 x float> %294, i32 3
  %299 = add i32 %111, 128
  %300 = sext i32 %299 to i64
  %301 = mul i64 %300, 4
  %302 = add i64 0, %301
  %303 = icmp slt i64 %302, %112
  %304 = icmp slt i64 %301, 1024
  %305 = and i1 %303, %304
  %306 = select i1 %305, i64 %302, i64 0
  %307 = mul i64 %306, 4
  %308 = getelementptr i8, ptr addrspace(1) %57, i64 %307
  %309 = load <4 x float>, ptr addrspace(1) %308, align 16
  %310 = extractelement <4 x float> %309, i32 0
  %311 = extractelement <4 x float> %309, i32 1
  %312 = extractelement <4 x float> %309, i32 2
  %313 = extractelement <4 x float> %309, i32 3
  %314 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %315 = bitcast float %295 to i32
  %316 = and i32 %315, 2147483647
  %317 = bitcast float %296 to i32
  %318 = and i32 %317, 2147483647
  %319 = bitcast float %297 to i32
  %320 = and i32 %319, 2147483647
  %321 = bitcast float %298 to i32
  %322 = and i32 %321, 2147483647
  %323 = icmp ugt i32 %316, %318
  %324 = select i1 %323, i32 %316, i32 %318
  %325 = icmp ugt i32 %320, %322
  %326 = select i1 %325, i32 %320, i32 %322
  %327 = icmp ugt i32 %324, %326
  %328 = select i1 %327, i32 %324, i32 %326
  %329 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %328, i32 1, i32 31)
  %330 = icmp ugt i32 %328, %329
  %331 = select i1 %330, i32 %328, i32 %329
  %332 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %331, i32 2, i32 31)
  %333 = icmp ugt i32 %331, %332
  %334 = select i1 %333, i32 %331, i32 %332
  %335 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %334, i32 4, i32 31)
  %336 = icmp ugt i32 %334, %335
  %337 = select i1 %336, i32 %334, i32 %335
  %338 = and i32 %337, 2147483647
  %339 = icmp ult i32 %338, 2139095040
  %340 = bitcast i32 %337 to float
  %341 = fdiv float 1.270000e+02, %340
  %342 = bitcast float %341 to i32
  %343 = and i32 %342, 2147483647
  %344 = icmp ult i32 %343, 2139095040
  %345 = select i1 %344, float %341, float 0.000000e+00
  %346 = fmul float %295, %345
  %347 = fadd float %346, 0x4168000000000000
  %348 = bitcast float %347 to i32
  %349 = fmul float %296, %345
  %350 = fadd float %349, 0x4168000000000000
  %351 = bitcast float %350 to i32
  %352 = fmul float %297, %345
  %353 = fadd float %352, 0x4168000000000000
  %354 = bitcast float %353 to i32
  %355 = fmul float %298, %345
  %356 = fadd float %355, 0x4168000000000000
  %357 = bitcast float %356 to i32
  %358 = bitcast i32 %348 to <4 x i8>
  %359 = bitcast i32 %351 to <4 x i8>
  %360 = shufflevector <4 x i8> %358, <4 x i8> %359, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %361 = bitcast <4 x i8> %360 to i32
  %362 = bitcast i32 %354 to <4 x i8>
  %363 = bitcast i32 %357 to <4 x i8>
  %364 = shufflevector <4 x i8> %362, <4 x i8> %363, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %365 = bitcast <4 x i8> %364 to i32
  %366 = bitcast i32 %361 to <4 x i8>
  %367 = bitcast i32 %365 to <4 x i8>
  %368 = shufflevector <4 x i8> %366, <4 x i8> %367, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %369 = bitcast <4 x i8> %368 to i32
  %370 = add i32 %314, 0
  %371 = sext i32 %370 to i64
  %372 = mul i64 %371, 4
  %373 = icmp slt i64 %372, 1024
  br i1 %373, label %then30, label %endif31

done8:                                            ; preds = %loop6
  br label %endif

then30:                                           ; preds = %body7
  %374 = lshr i64 %372, 2
  %375 = mul i64 %374, 4
  %376 = getelementptr i8, ptr addrspace(3) @lds3, i64 %375
  store i32 %369, ptr addrspace(3) %376, align 4
  %377 = and i64 %372, 31
  %378 = icmp eq i64 %377, 0
  br i1 %378, label %then32, label %endif33

endif31:                                          ; preds = %endif33, %body7
  %379 = bitcast float %310 to i32
  %380 = and i32 %379, 2147483647
  %381 = bitcast float %311 to i32
  %382 = and i32 %381, 2147483647
  %383 = bitcast float %312 to i32
  %384 = and i32 %383, 2147483647
  %385 = bitcast float %313 to i32
  %386 = and i32 %385, 2147483647
  %387 = icmp ugt i32 %380, %382
  %388 = select i1 %387, i32 %380, i32 %382
  %389 = icmp ugt i32 %384, %386
  %390 = select i1 %389, i32 %384, i32 %386
  %391 = icmp ugt i32 %388, %390
  %392 = select i1 %391, i32 %388, i32 %390
  %393 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %392, i32 1, i32 31)
  %394 = icmp ugt i32 %392, %393
  %395 = select i1 %394, i32 %392, i32 %393
  %396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %395, i32 2, i32 31)
  %397 = icmp ugt i32 %395, %396
  %398 = select i1 %397, i32 %395, i32 %396
  %399 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %398, i32 4, i32 31)
  %400 = icmp ugt i32 %398, %399
  %401 = select i1 %400, i32 %398, i32 %399
  %402 = and i32 %401, 2147483647
  %403 = icmp ult i32 %402, 2139095040
  %404 = bitcast i32 %401 to float
  %405 = fdiv float 1.270000e+02, %404
  %406 = bitcast float %405 to i32
  %407 = and i32 %406, 2147483647
  %408 = icmp ult i32 %407, 2139095040
  %409 = select i1 %408, float %405, float 0.000000e+00
  %410 = fmul float %310, %409
  %411 = fadd float %410, 0x4168000000000000
  %412 = bitcast float %411 to i32
  %413 = fmul float %311, %409
  %414 = fadd float %413, 0x4168000000000000
  %415 = bitcast float %414 to i32
  %416 = fmul float %312, %409
  %417 = fadd float %416, 0x4168000000000000
  %418 = bitcast float %417 to i32
  %419 = fmul float %313, %409
  %420 = fadd float %419, 0x4168000000000000
  %421 = bitcast float %420 to i32
  %422 = bitcast i32 %412 to <4 x i8>
  %423 = bitcast i32 %415 to <4 x i8>
  %424 = shufflevector <4 x i8> %422, <4 x i8> %423, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %425 = bitcast <4 x i8> %424 to i32
  %426 = bitcast i32 %418 to <4 x i8>
  %427 = bitcast i32 %421 to <4 x i8>
  %428 = shufflevector <4 x i8> %426, <4 x i8> %427, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %429 = bitcast <4 x i8> %428 to i32
  %430 = bitcast i32 %425 to <4 x i8>
  %431 = bitcast i32 %429 to <4 x i8>
  %432 = shufflevector <4 x i8> %430, <4 x i8> %431, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %433 = bitcast <4 x i8> %432 to i32
  %434 = add i32 %314, 128
  %435 = sext i32 %434 to i64
  %436 = mul i64 %435, 4
  %437 = icmp slt i64 %436, 1024
  br i1 %437, label %then34, label %endif35

then32:                                           ; preds = %then30
  %438 = fmul float %340, 0x3F80204080000000
  %439 = select i1 %339, float %438, float 0x7FF8000000000000
  %440 = lshr i64 %372, 5
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %441
  store float %439, ptr addrspace(3) %442, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %then30
  br label %endif31

then34:                                           ; preds = %endif31
  %443 = lshr i64 %436, 2
  %444 = mul i64 %443, 4
  %445 = getelementptr i8, ptr addrspace(3) @lds3, i64 %444
  store i32 %433, ptr addrspace(3) %445, align 4
  %446 = and i64 %436, 31
  %447 = icmp eq i64 %446, 0
  br i1 %447, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif31
  call void @llvm.nvvm.barrier0()
  %448 = add i32 %108, 31
  %449 = udiv i32 %448, 32
  store i32 0, ptr %v38, align 4
  br label %loop39

then36:                                           ; preds = %then34
  %450 = fmul float %404, 0x3F80204080000000
  %451 = select i1 %403, float %450, float 0x7FF8000000000000
  %452 = lshr i64 %436, 5
  %453 = mul i64 %452, 4
  %454 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %453
  store float %451, ptr addrspace(3) %454, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

loop39:                                           ; preds = %endif49, %endif35
  %455 = load i32, ptr %v38, align 4
  %456 = icmp slt i32 %455, %449
  br i1 %456, label %body40, label %done41

body40:                                           ; preds = %loop39
  %457 = load i32, ptr %v38, align 4
  %458 = add i32 %457, 1
  %459 = sext i32 %458 to i64
  %460 = mul i64 %459, 1024
  %461 = add i32 %111, 0
  %462 = sext i32 %461 to i64
  %463 = mul i64 %462, 4
  %464 = add i64 %460, %463
  %465 = icmp slt i64 %464, %112
  %466 = icmp slt i64 %463, 1024
  %467 = and i1 %465, %466
  %468 = select i1 %467, i64 %464, i64 0
  %469 = mul i64 %468, 4
  %470 = getelementptr i8, ptr addrspace(1) %57, i64 %469
  %471 = load <4 x float>, ptr addrspace(1) %470, align 16
  %472 = extractelement <4 x float> %471, i32 0
  %473 = extractelement <4 x float> %471, i32 1
  %474 = extractelement <4 x float> %471, i32 2
  %475 = extractelement <4 x float> %471, i32 3
  %476 = add i32 %111, 128
  %477 = sext i32 %476 to i64
  %478 = mul i64 %477, 4
  %479 = add i64 %460, %478
  %480 = icmp slt i64 %479, %112
  %481 = icmp slt i64 %478, 1024
  %482 = and i1 %480, %481
  %483 = select i1 %482, i64 %479, i64 0
  %484 = mul i64 %483, 4
  %485 = getelementptr i8, ptr addrspace(1) %57, i64 %484
  %486 = load <4 x float>, ptr addrspace(1) %485, align 16
  %487 = extractelement <4 x float> %486, i32 0
  %488 = extractelement <4 x float> %486, i32 1
  %489 = extractelement <4 x float> %486, i32 2
  %490 = extractelement <4 x float> %486, i32 3
  %491 = mul i32 %457, 32
  %492 = add i32 %110, %491
  %493 = load i32, ptr %v14, align 4
  %494 = load i32, ptr %v15, align 4
  %495 = load i32, ptr %v16, align 4
  %496 = load i32, ptr %v17, align 4
  %497 = load i32, ptr %v18, align 4
  %498 = load i32, ptr %v19, align 4
  %499 = load i32, ptr %v20, align 4
  %500 = load i32, ptr %v21, align 4
  %501 = load i32, ptr %v22, align 4
  %502 = load i32, ptr %v23, align 4
  %503 = load i32, ptr %v24, align 4
  %504 = load i32, ptr %v25, align 4
  %505 = load i32, ptr %v26, align 4
  %506 = load i32, ptr %v27, align 4
  %507 = load i32, ptr %v28, align 4
  %508 = load i32, ptr %v29, align 4
  %509 = add i32 %492, 32
  %510 = icmp sgt i32 %509, %113
  %511 = select i1 %510, i32 %113, i32 %509
  %512 = lshr i32 %511, 3
  %513 = and i32 %511, 7
  %514 = sext i32 %512 to i64
  %515 = mul i64 %514, 98
  %516 = add i64 %515, 0
  %517 = getelementptr i8, ptr addrspace(1) %89, i64 %516
  %518 = sext i32 %513 to i64
  %519 = getelementptr i8, ptr addrspace(1) %517, i64 0
  %520 = load i16, ptr addrspace(1) %519, align 2
  %521 = zext i16 %520 to i32
  %522 = getelementptr i8, ptr addrspace(1) %517, i64 2
  %523 = ptrtoint ptr addrspace(1) %522 to i64
  %524 = and i64 %523, 3
  %525 = sub i64 0, %524
  %526 = getelementptr i8, ptr addrspace(1) %522, i64 %525
  %527 = shl i64 %524, 3
  %528 = trunc i64 %527 to i32
  %529 = mul i64 %518, 8
  %530 = add i64 %529, 0
  %531 = getelementptr i8, ptr addrspace(1) %526, i64 %530
  %532 = load i32, ptr addrspace(1) %531, align 4
  %533 = add i64 %529, 4
  %534 = getelementptr i8, ptr addrspace(1) %526, i64 %533
  %535 = load i32, ptr addrspace(1) %534, align 4
  %536 = add i64 %529, 4
  %537 = shl i64 %524, 1
  %538 = add i64 %536, %537
  %539 = getelementptr i8, ptr addrspace(1) %526, i64 %538
  %540 = load i32, ptr addrspace(1) %539, align 4
  %541 = call i32 @llvm.fshr.i32(i32 %535, i32 %532, i32 %528)
  %542 = call i32 @llvm.fshr.i32(i32 %540, i32 %535, i32 %528)
  %543 = mul i64 %518, 4
  %544 = add i64 %543, 64
  %545 = add i64 %544, 0
  %546 = getelementptr i8, ptr addrspace(1) %526, i64 %545
  %547 = load i32, ptr addrspace(1) %546, align 4
  %548 = add i64 %544, 0
  %549 = shl i64 %524, 1
  %550 = add i64 %548, %549
  %551 = getelementptr i8, ptr addrspace(1) %526, i64 %550
  %552 = load i32, ptr addrspace(1) %551, align 4
  %553 = call i32 @llvm.fshr.i32(i32 %552, i32 %547, i32 %528)
  store i32 %521, ptr %v14, align 4
  store i32 %541, ptr %v15, align 4
  store i32 %542, ptr %v16, align 4
  store i32 %553, ptr %v17, align 4
  %554 = lshr i32 %511, 3
  %555 = and i32 %511, 7
  %556 = sext i32 %554 to i64
  %557 = mul i64 %556, 98
  %558 = add i64 %557, 0
  %559 = getelementptr i8, ptr addrspace(1) %95, i64 %558
  %560 = sext i32 %555 to i64
  %561 = getelementptr i8, ptr addrspace(1) %559, i64 0
  %562 = load i16, ptr addrspace(1) %561, align 2
  %563 = zext i16 %562 to i32
  %564 = getelementptr i8, ptr addrspace(1) %559, i64 2
  %565 = ptrtoint ptr addrspace(1) %564 to i64
  %566 = and i64 %565, 3
  %567 = sub i64 0, %566
  %568 = getelementptr i8, ptr addrspace(1) %564, i64 %567
  %569 = shl i64 %566, 3
  %570 = trunc i64 %569 to i32
  %571 = mul i64 %560, 8
  %572 = add i64 %571, 0
  %573 = getelementptr i8, ptr addrspace(1) %568, i64 %572
  %574 = load i32, ptr addrspace(1) %573, align 4
  %575 = add i64 %571, 4
  %576 = getelementptr i8, ptr addrspace(1) %568, i64 %575
  %577 = load i32, ptr addrspace(1) %576, align 4
  %578 = add i64 %571, 4
  %579 = shl i64 %566, 1
  %580 = add i64 %578, %579
  %581 = getelementptr i8, ptr addrspace(1) %568, i64 %580
  %582 = load i32, ptr addrspace(1) %581, align 4
  %583 = call i32 @llvm.fshr.i32(i32 %577, i32 %574, i32 %570)
  %584 = call i32 @llvm.fshr.i32(i32 %582, i32 %577, i32 %570)
  %585 = mul i64 %560, 4
  %586 = add i64 %585, 64
  %587 = add i64 %586, 0
  %588 = getelementptr i8, ptr addrspace(1) %568, i64 %587
  %589 = load i32, ptr addrspace(1) %588, align 4
  %590 = add i64 %586, 0
  %591 = shl i64 %566, 1
  %592 = add i64 %590, %591
  %593 = getelementptr i8, ptr addrspace(1) %568, i64 %592
  %594 = load i32, ptr addrspace(1) %593, align 4
  %595 = call i32 @llvm.fshr.i32(i32 %594, i32 %589, i32 %570)
  store i32 %563, ptr %v18, align 4
  store i32 %583, ptr %v19, align 4
  store i32 %584, ptr %v20, align 4
  store i32 %595, ptr %v21, align 4
  %596 = lshr i32 %511, 3
  %597 = and i32 %511, 7
  %598 = sext i32 %596 to i64
  %599 = mul i64 %598, 98
  %600 = add i64 %599, 0
  %601 = getelementptr i8, ptr addrspace(1) %101, i64 %600
  %602 = sext i32 %597 to i64
  %603 = getelementptr i8, ptr addrspace(1) %601, i64 0
  %604 = load i16, ptr addrspace(1) %603, align 2
  %605 = zext i16 %604 to i32
  %606 = getelementptr i8, ptr addrspace(1) %601, i64 2
  %607 = ptrtoint ptr addrspace(1) %606 to i64
  %608 = and i64 %607, 3
  %609 = sub i64 0, %608
  %610 = getelementptr i8, ptr addrspace(1) %606, i64 %609
  %611 = shl i64 %608, 3
  %612 = trunc i64 %611 to i32
  %613 = mul i64 %602, 8
  %614 = add i64 %613, 0
  %615 = getelementptr i8, ptr addrspace(1) %610, i64 %614
  %616 = load i32, ptr addrspace(1) %615, align 4
  %617 = add i64 %613, 4
  %618 = getelementptr i8, ptr addrspace(1) %610, i64 %617
  %619 = load i32, ptr addrspace(1) %618, align 4
  %620 = add i64 %613, 4
  %621 = shl i64 %608, 1
  %622 = add i64 %620, %621
  %623 = getelementptr i8, ptr addrspace(1) %610, i64 %622
  %624 = load i32, ptr addrspace(1) %623, align 4
  %625 = call i32 @llvm.fshr.i32(i32 %619, i32 %616, i32 %612)
  %626 = call i32 @llvm.fshr.i32(i32 %624, i32 %619, i32 %612)
  %627 = mul i64 %602, 4
  %628 = add i64 %627, 64
  %629 = add i64 %628, 0
  %630 = getelementptr i8, ptr addrspace(1) %610, i64 %629
  %631 = load i32, ptr addrspace(1) %630, align 4
  %632 = add i64 %628, 0
  %633 = shl i64 %608, 1
  %634 = add i64 %632, %633
  %635 = getelementptr i8, ptr addrspace(1) %610, i64 %634
  %636 = load i32, ptr addrspace(1) %635, align 4
  %637 = call i32 @llvm.fshr.i32(i32 %636, i32 %631, i32 %612)
  store i32 %605, ptr %v22, align 4
  store i32 %625, ptr %v23, align 4
  store i32 %626, ptr %v24, align 4
  store i32 %637, ptr %v25, align 4
  %638 = lshr i32 %511, 3
  %639 = and i32 %511, 7
  %640 = sext i32 %638 to i64
  %641 = mul i64 %640, 98
  %642 = add i64 %641, 0
  %643 = getelementptr i8, ptr addrspace(1) %107, i64 %642
  %644 = sext i32 %639 to i64
  %645 = getelementptr i8, ptr addrspace(1) %643, i64 0
  %646 = load i16, ptr addrspace(1) %645, align 2
  %647 = zext i16 %646 to i32
  %648 = getelementptr i8, ptr addrspace(1) %643, i64 2
  %649 = ptrtoint ptr addrspace(1) %648 to i64
  %650 = and i64 %649, 3
  %651 = sub i64 0, %650
  %652 = getelementptr i8, ptr addrspace(1) %648, i64 %651
  %653 = shl i64 %650, 3
  %654 = trunc i64 %653 to i32
  %655 = mul i64 %644, 8
  %656 = add i64 %655, 0
  %657 = getelementptr i8, ptr addrspace(1) %652, i64 %656
  %658 = load i32, ptr addrspace(1) %657, align 4
  %659 = add i64 %655, 4
  %660 = getelementptr i8, ptr addrspace(1) %652, i64 %659
  %661 = load i32, ptr addrspace(1) %660, align 4
  %662 = add i64 %655, 4
  %663 = shl i64 %650, 1
  %664 = add i64 %662, %663
  %665 = getelementptr i8, ptr addrspace(1) %652, i64 %664
  %666 = load i32, ptr addrspace(1) %665, align 4
  %667 = call i32 @llvm.fshr.i32(i32 %661, i32 %658, i32 %654)
  %668 = call i32 @llvm.fshr.i32(i32 %666, i32 %661, i32 %654)
  %669 = mul i64 %644, 4
  %670 = add i64 %669, 64
  %671 = add i64 %670, 0
  %672 = getelementptr i8, ptr addrspace(1) %652, i64 %671
  %673 = load i32, ptr addrspace(1) %672, align 4
  %674 = add i64 %670, 0
  %675 = shl i64 %650, 1
  %676 = add i64 %674, %675
  %677 = getelementptr i8, ptr addrspace(1) %652, i64 %676
  %678 = load i32, ptr addrspace(1) %677, align 4
  %679 = call i32 @llvm.fshr.i32(i32 %678, i32 %673, i32 %654)
  store i32 %647, ptr %v26, align 4
  store i32 %667, ptr %v27, align 4
  store i32 %668, ptr %v28, align 4
  store i32 %679, ptr %v29, align 4
  %680 = icmp slt i32 %492, %108
  br i1 %680, label %then42, label %endif43

done41:                                           ; preds = %loop39
  %681 = load float, ptr %v10, align 4
  %682 = load float, ptr %v11, align 4
  %683 = load float, ptr %v12, align 4
  %684 = load float, ptr %v13, align 4
  %685 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %686 = and i32 %685, 31
  %687 = and i32 %686, 16
  %688 = icmp ne i32 %687, 0
  %689 = select i1 %688, float %683, float %681
  %690 = select i1 %688, float %681, float %683
  %691 = bitcast float %690 to i32
  %692 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %691, i32 16, i32 31)
  %693 = bitcast i32 %692 to float
  %694 = fadd float %689, %693
  %695 = select i1 %688, float %684, float %682
  %696 = select i1 %688, float %682, float %684
  %697 = bitcast float %696 to i32
  %698 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %697, i32 16, i32 31)
  %699 = bitcast i32 %698 to float
  %700 = fadd float %695, %699
  %701 = and i32 %686, 8
  %702 = icmp ne i32 %701, 0
  %703 = select i1 %702, float %700, float %694
  %704 = select i1 %702, float %694, float %700
  %705 = bitcast float %704 to i32
  %706 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %705, i32 8, i32 31)
  %707 = bitcast i32 %706 to float
  %708 = fadd float %703, %707
  %709 = bitcast float %708 to i32
  %710 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %709, i32 4, i32 31)
  %711 = bitcast i32 %710 to float
  %712 = fadd float %708, %711
  %713 = bitcast float %712 to i32
  %714 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %713, i32 2, i32 31)
  %715 = bitcast i32 %714 to float
  %716 = fadd float %712, %715
  %717 = bitcast float %716 to i32
  %718 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %717, i32 1, i32 31)
  %719 = bitcast i32 %718 to float
  %720 = fadd float %716, %719
  store float %720, ptr %v9, align 4
  %721 = and i1 %77, %69
  br i1 %721, label %then52, label %endif53

then42:                                           ; preds = %body40
  %722 = and i32 %457, 1
  %723 = sext i32 %722 to i64
  %724 = mul i64 %723, 1152
  %725 = getelementptr i8, ptr addrspace(3) @lds3, i64 %724
  %726 = sext i32 %457 to i64
  %727 = mul i64 %726, 1024
  %728 = sext i32 %492 to i64
  %729 = mul i64 %728, 32
  %730 = sub i64 %729, %727
  %731 = add i64 %730, 0
  %732 = getelementptr i8, ptr addrspace(3) %725, i64 %731
  %733 = load <4 x i32>, ptr addrspace(3) %732, align 16
  %734 = extractelement <4 x i32> %733, i32 0
  %735 = extractelement <4 x i32> %733, i32 1
  %736 = extractelement <4 x i32> %733, i32 2
  %737 = extractelement <4 x i32> %733, i32 3
  %738 = add i64 %730, 16
  %739 = getelementptr i8, ptr addrspace(3) %725, i64 %738
  %740 = load <4 x i32>, ptr addrspace(3) %739, align 16
  %741 = extractelement <4 x i32> %740, i32 0
  %742 = extractelement <4 x i32> %740, i32 1
  %743 = extractelement <4 x i32> %740, i32 2
  %744 = extractelement <4 x i32> %740, i32 3
  %745 = getelementptr i8, ptr addrspace(3) %725, i64 1024
  %746 = lshr i64 %730, 5
  %747 = mul i64 %746, 4
  %748 = getelementptr i8, ptr addrspace(3) %745, i64 %747
  %749 = load float, ptr addrspace(3) %748, align 4
  %750 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %734, i32 0)
  %751 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %735, i32 %750)
  %752 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %736, i32 %751)
  %753 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %737, i32 %752)
  %754 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %741, i32 %753)
  %755 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %742, i32 %754)
  %756 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %743, i32 %755)
  %757 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %744, i32 %756)
  %758 = shl i32 %757, 7
  %759 = load float, ptr %v10, align 4
  %760 = trunc i32 %493 to i16
  %761 = bitcast i16 %760 to half
  %762 = fpext half %761 to float
  %763 = lshr i32 %496, 28
  %764 = shl i32 %763, 1
  %765 = or i32 %764, 1
  %766 = sub i32 0, %758
  %767 = lshr i32 %496, 0
  %768 = and i32 %767, 127
  %769 = shl i32 %768, 3
  %770 = zext i32 %769 to i64
  %771 = add i64 %770, 0
  %772 = getelementptr i8, ptr addrspace(3) @lds2, i64 %771
  %773 = load <2 x i32>, ptr addrspace(3) %772, align 8
  %774 = extractelement <2 x i32> %773, i32 0
  %775 = extractelement <2 x i32> %773, i32 1
  %776 = and i32 %774, 16843009
  %777 = and i32 %775, 16843009
  %778 = bitcast i32 %494 to <4 x i8>
  %779 = shufflevector <4 x i8> %778, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %780 = bitcast <4 x i8> %779 to i32
  %781 = sext i32 %780 to i64
  %782 = mul i64 %781, 4
  %783 = getelementptr i8, ptr addrspace(3) @lds1, i64 %782
  %784 = load i32, ptr addrspace(3) %783, align 4
  %785 = xor i32 %784, %774
  %786 = add i32 %785, %776
  %787 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %786, i32 %734, i32 %766)
  %788 = bitcast i32 %494 to <4 x i8>
  %789 = shufflevector <4 x i8> %788, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %790 = bitcast <4 x i8> %789 to i32
  %791 = sext i32 %790 to i64
  %792 = mul i64 %791, 4
  %793 = getelementptr i8, ptr addrspace(3) @lds1, i64 %792
  %794 = load i32, ptr addrspace(3) %793, align 4
  %795 = xor i32 %794, %775
  %796 = add i32 %795, %777
  %797 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %796, i32 %735, i32 %787)
  %798 = lshr i32 %496, 7
  %799 = and i32 %798, 127
  %800 = shl i32 %799, 3
  %801 = zext i32 %800 to i64
  %802 = add i64 %801, 0
  %803 = getelementptr i8, ptr addrspace(3) @lds2, i64 %802
  %804 = load <2 x i32>, ptr addrspace(3) %803, align 8
  %805 = extractelement <2 x i32> %804, i32 0
  %806 = extractelement <2 x i32> %804, i32 1
  %807 = and i32 %805, 16843009
  %808 = and i32 %806, 16843009
  %809 = bitcast i32 %494 to <4 x i8>
  %810 = shufflevector <4 x i8> %809, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %811 = bitcast <4 x i8> %810 to i32
  %812 = sext i32 %811 to i64
  %813 = mul i64 %812, 4
  %814 = getelementptr i8, ptr addrspace(3) @lds1, i64 %813
  %815 = load i32, ptr addrspace(3) %814, align 4
  %816 = xor i32 %815, %805
  %817 = add i32 %816, %807
  %818 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %817, i32 %736, i32 %797)
  %819 = bitcast i32 %494 to <4 x i8>
  %820 = shufflevector <4 x i8> %819, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %821 = bitcast <4 x i8> %820 to i32
  %822 = sext i32 %821 to i64
  %823 = mul i64 %822, 4
  %824 = getelementptr i8, ptr addrspace(3) @lds1, i64 %823
  %825 = load i32, ptr addrspace(3) %824, align 4
  %826 = xor i32 %825, %806
  %827 = add i32 %826, %808
  %828 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %827, i32 %737, i32 %818)
  %829 = lshr i32 %496, 14
  %830 = and i32 %829, 127
  %831 = shl i32 %830, 3
  %832 = zext i32 %831 to i64
  %833 = add i64 %832, 0
  %834 = getelementptr i8, ptr addrspace(3) @lds2, i64 %833
  %835 = load <2 x i32>, ptr addrspace(3) %834, align 8
  %836 = extractelement <2 x i32> %835, i32 0
  %837 = extractelement <2 x i32> %835, i32 1
  %838 = and i32 %836, 16843009
  %839 = and i32 %837, 16843009
  %840 = bitcast i32 %495 to <4 x i8>
  %841 = shufflevector <4 x i8> %840, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %842 = bitcast <4 x i8> %841 to i32
  %843 = sext i32 %842 to i64
  %844 = mul i64 %843, 4
  %845 = getelementptr i8, ptr addrspace(3) @lds1, i64 %844
  %846 = load i32, ptr addrspace(3) %845, align 4
  %847 = xor i32 %846, %836
  %848 = add i32 %847, %838
  %849 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %848, i32 %741, i32 %828)
  %850 = bitcast i32 %495 to <4 x i8>
  %851 = shufflevector <4 x i8> %850, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %852 = bitcast <4 x i8> %851 to i32
  %853 = sext i32 %852 to i64
  %854 = mul i64 %853, 4
  %855 = getelementptr i8, ptr addrspace(3) @lds1, i64 %854
  %856 = load i32, ptr addrspace(3) %855, align 4
  %857 = xor i32 %856, %837
  %858 = add i32 %857, %839
  %859 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %858, i32 %742, i32 %849)
  %860 = lshr i32 %496, 21
  %861 = and i32 %860, 127
  %862 = shl i32 %861, 3
  %863 = zext i32 %862 to i64
  %864 = add i64 %863, 0
  %865 = getelementptr i8, ptr addrspace(3) @lds2, i64 %864
  %866 = load <2 x i32>, ptr addrspace(3) %865, align 8
  %867 = extractelement <2 x i32> %866, i32 0
  %868 = extractelement <2 x i32> %866, i32 1
  %869 = and i32 %867, 16843009
  %870 = and i32 %868, 16843009
  %871 = bitcast i32 %495 to <4 x i8>
  %872 = shufflevector <4 x i8> %871, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %873 = bitcast <4 x i8> %872 to i32
  %874 = sext i32 %873 to i64
  %875 = mul i64 %874, 4
  %876 = getelementptr i8, ptr addrspace(3) @lds1, i64 %875
  %877 = load i32, ptr addrspace(3) %876, align 4
  %878 = xor i32 %877, %867
  %879 = add i32 %878, %869
  %880 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %879, i32 %743, i32 %859)
  %881 = bitcast i32 %495 to <4 x i8>
  %882 = shufflevector <4 x i8> %881, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %883 = bitcast <4 x i8> %882 to i32
  %884 = sext i32 %883 to i64
  %885 = mul i64 %884, 4
  %886 = getelementptr i8, ptr addrspace(3) @lds1, i64 %885
  %887 = load i32, ptr addrspace(3) %886, align 4
  %888 = xor i32 %887, %868
  %889 = add i32 %888, %870
  %890 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %889, i32 %744, i32 %880)
  %891 = mul i32 %765, %890
  %892 = sitofp i32 %891 to float
  %893 = fmul float %762, %749
  %894 = fmul float %893, 2.500000e-01
  %895 = call float @llvm.fma.f32(float %894, float %892, float %759)
  store float %895, ptr %v10, align 4
  %896 = load float, ptr %v11, align 4
  %897 = trunc i32 %497 to i16
  %898 = bitcast i16 %897 to half
  %899 = fpext half %898 to float
  %900 = lshr i32 %500, 28
  %901 = shl i32 %900, 1
  %902 = or i32 %901, 1
  %903 = sub i32 0, %758
  %904 = lshr i32 %500, 0
  %905 = and i32 %904, 127
  %906 = shl i32 %905, 3
  %907 = zext i32 %906 to i64
  %908 = add i64 %907, 0
  %909 = getelementptr i8, ptr addrspace(3) @lds2, i64 %908
  %910 = load <2 x i32>, ptr addrspace(3) %909, align 8
  %911 = extractelement <2 x i32> %910, i32 0
  %912 = extractelement <2 x i32> %910, i32 1
  %913 = and i32 %911, 16843009
  %914 = and i32 %912, 16843009
  %915 = bitcast i32 %498 to <4 x i8>
  %916 = shufflevector <4 x i8> %915, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %917 = bitcast <4 x i8> %916 to i32
  %918 = sext i32 %917 to i64
  %919 = mul i64 %918, 4
  %920 = getelementptr i8, ptr addrspace(3) @lds1, i64 %919
  %921 = load i32, ptr addrspace(3) %920, align 4
  %922 = xor i32 %921, %911
  %923 = add i32 %922, %913
  %924 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %923, i32 %734, i32 %903)
  %925 = bitcast i32 %498 to <4 x i8>
  %926 = shufflevector <4 x i8> %925, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %927 = bitcast <4 x i8> %926 to i32
  %928 = sext i32 %927 to i64
  %929 = mul i64 %928, 4
  %930 = getelementptr i8, ptr addrspace(3) @lds1, i64 %929
  %931 = load i32, ptr addrspace(3) %930, align 4
  %932 = xor i32 %931, %912
  %933 = add i32 %932, %914
  %934 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %933, i32 %735, i32 %924)
  %935 = lshr i32 %500, 7
  %936 = and i32 %935, 127
  %937 = shl i32 %936, 3
  %938 = zext i32 %937 to i64
  %939 = add i64 %938, 0
  %940 = getelementptr i8, ptr addrspace(3) @lds2, i64 %939
  %941 = load <2 x i32>, ptr addrspace(3) %940, align 8
  %942 = extractelement <2 x i32> %941, i32 0
  %943 = extractelement <2 x i32> %941, i32 1
  %944 = and i32 %942, 16843009
  %945 = and i32 %943, 16843009
  %946 = bitcast i32 %498 to <4 x i8>
  %947 = shufflevector <4 x i8> %946, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %948 = bitcast <4 x i8> %947 to i32
  %949 = sext i32 %948 to i64
  %950 = mul i64 %949, 4
  %951 = getelementptr i8, ptr addrspace(3) @lds1, i64 %950
  %952 = load i32, ptr addrspace(3) %951, align 4
  %953 = xor i32 %952, %942
  %954 = add i32 %953, %944
  %955 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %954, i32 %736, i32 %934)
  %956 = bitcast i32 %498 to <4 x i8>
  %957 = shufflevector <4 x i8> %956, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %958 = bitcast <4 x i8> %957 to i32
  %959 = sext i32 %958 to i64
  %960 = mul i64 %959, 4
  %961 = getelementptr i8, ptr addrspace(3) @lds1, i64 %960
  %962 = load i32, ptr addrspace(3) %961, align 4
  %963 = xor i32 %962, %943
  %964 = add i32 %963, %945
  %965 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %964, i32 %737, i32 %955)
  %966 = lshr i32 %500, 14
  %967 = and i32 %966, 127
  %968 = shl i32 %967, 3
  %969 = zext i32 %968 to i64
  %970 = add i64 %969, 0
  %971 = getelementptr i8, ptr addrspace(3) @lds2, i64 %970
  %972 = load <2 x i32>, ptr addrspace(3) %971, align 8
  %973 = extractelement <2 x i32> %972, i32 0
  %974 = extractelement <2 x i32> %972, i32 1
  %975 = and i32 %973, 16843009
  %976 = and i32 %974, 16843009
  %977 = bitcast i32 %499 to <4 x i8>
  %978 = shufflevector <4 x i8> %977, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %979 = bitcast <4 x i8> %978 to i32
  %980 = sext i32 %979 to i64
  %981 = mul i64 %980, 4
  %982 = getelementptr i8, ptr addrspace(3) @lds1, i64 %981
  %983 = load i32, ptr addrspace(3) %982, align 4
  %984 = xor i32 %983, %973
  %985 = add i32 %984, %975
  %986 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %985, i32 %741, i32 %965)
  %987 = bitcast i32 %499 to <4 x i8>
  %988 = shufflevector <4 x i8> %987, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %989 = bitcast <4 x i8> %988 to i32
  %990 = sext i32 %989 to i64
  %991 = mul i64 %990, 4
  %992 = getelementptr i8, ptr addrspace(3) @lds1, i64 %991
  %993 = load i32, ptr addrspace(3) %992, align 4
  %994 = xor i32 %993, %974
  %995 = add i32 %994, %976
  %996 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %995, i32 %742, i32 %986)
  %997 = lshr i32 %500, 21
  %998 = and i32 %997, 127
  %999 = shl i32 %998, 3
  %1000 = zext i32 %999 to i64
  %1001 = add i64 %1000, 0
  %1002 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1001
  %1003 = load <2 x i32>, ptr addrspace(3) %1002, align 8
  %1004 = extractelement <2 x i32> %1003, i32 0
  %1005 = extractelement <2 x i32> %1003, i32 1
  %1006 = and i32 %1004, 16843009
  %1007 = and i32 %1005, 16843009
  %1008 = bitcast i32 %499 to <4 x i8>
  %1009 = shufflevector <4 x i8> %1008, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1010 = bitcast <4 x i8> %1009 to i32
  %1011 = sext i32 %1010 to i64
  %1012 = mul i64 %1011, 4
  %1013 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1012
  %1014 = load i32, ptr addrspace(3) %1013, align 4
  %1015 = xor i32 %1014, %1004
  %1016 = add i32 %1015, %1006
  %1017 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1016, i32 %743, i32 %996)
  %1018 = bitcast i32 %499 to <4 x i8>
  %1019 = shufflevector <4 x i8> %1018, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1020 = bitcast <4 x i8> %1019 to i32
  %1021 = sext i32 %1020 to i64
  %1022 = mul i64 %1021, 4
  %1023 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1022
  %1024 = load i32, ptr addrspace(3) %1023, align 4
  %1025 = xor i32 %1024, %1005
  %1026 = add i32 %1025, %1007
  %1027 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1026, i32 %744, i32 %1017)
  %1028 = mul i32 %902, %1027
  %1029 = sitofp i32 %1028 to float
  %1030 = fmul float %899, %749
  %1031 = fmul float %1030, 2.500000e-01
  %1032 = call float @llvm.fma.f32(float %1031, float %1029, float %896)
  store float %1032, ptr %v11, align 4
  %1033 = load float, ptr %v12, align 4
  %1034 = trunc i32 %501 to i16
  %1035 = bitcast i16 %1034 to half
  %1036 = fpext half %1035 to float
  %1037 = lshr i32 %504, 28
  %1038 = shl i32 %1037, 1
  %1039 = or i32 %1038, 1
  %1040 = sub i32 0, %758
  %1041 = lshr i32 %504, 0
  %1042 = and i32 %1041, 127
  %1043 = shl i32 %1042, 3
  %1044 = zext i32 %1043 to i64
  %1045 = add i64 %1044, 0
  %1046 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1045
  %1047 = load <2 x i32>, ptr addrspace(3) %1046, align 8
  %1048 = extractelement <2 x i32> %1047, i32 0
  %1049 = extractelement <2 x i32> %1047, i32 1
  %1050 = and i32 %1048, 16843009
  %1051 = and i32 %1049, 16843009
  %1052 = bitcast i32 %502 to <4 x i8>
  %1053 = shufflevector <4 x i8> %1052, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1054 = bitcast <4 x i8> %1053 to i32
  %1055 = sext i32 %1054 to i64
  %1056 = mul i64 %1055, 4
  %1057 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1056
  %1058 = load i32, ptr addrspace(3) %1057, align 4
  %1059 = xor i32 %1058, %1048
  %1060 = add i32 %1059, %1050
  %1061 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1060, i32 %734, i32 %1040)
  %1062 = bitcast i32 %502 to <4 x i8>
  %1063 = shufflevector <4 x i8> %1062, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1064 = bitcast <4 x i8> %1063 to i32
  %1065 = sext i32 %1064 to i64
  %1066 = mul i64 %1065, 4
  %1067 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1066
  %1068 = load i32, ptr addrspace(3) %1067, align 4
  %1069 = xor i32 %1068, %1049
  %1070 = add i32 %1069, %1051
  %1071 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1070, i32 %735, i32 %1061)
  %1072 = lshr i32 %504, 7
  %1073 = and i32 %1072, 127
  %1074 = shl i32 %1073, 3
  %1075 = zext i32 %1074 to i64
  %1076 = add i64 %1075, 0
  %1077 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1076
  %1078 = load <2 x i32>, ptr addrspace(3) %1077, align 8
  %1079 = extractelement <2 x i32> %1078, i32 0
  %1080 = extractelement <2 x i32> %1078, i32 1
  %1081 = and i32 %1079, 16843009
  %1082 = and i32 %1080, 16843009
  %1083 = bitcast i32 %502 to <4 x i8>
  %1084 = shufflevector <4 x i8> %1083, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1085 = bitcast <4 x i8> %1084 to i32
  %1086 = sext i32 %1085 to i64
  %1087 = mul i64 %1086, 4
  %1088 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1087
  %1089 = load i32, ptr addrspace(3) %1088, align 4
  %1090 = xor i32 %1089, %1079
  %1091 = add i32 %1090, %1081
  %1092 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1091, i32 %736, i32 %1071)
  %1093 = bitcast i32 %502 to <4 x i8>
  %1094 = shufflevector <4 x i8> %1093, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1095 = bitcast <4 x i8> %1094 to i32
  %1096 = sext i32 %1095 to i64
  %1097 = mul i64 %1096, 4
  %1098 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1097
  %1099 = load i32, ptr addrspace(3) %1098, align 4
  %1100 = xor i32 %1099, %1080
  %1101 = add i32 %1100, %1082
  %1102 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1101, i32 %737, i32 %1092)
  %1103 = lshr i32 %504, 14
  %1104 = and i32 %1103, 127
  %1105 = shl i32 %1104, 3
  %1106 = zext i32 %1105 to i64
  %1107 = add i64 %1106, 0
  %1108 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1107
  %1109 = load <2 x i32>, ptr addrspace(3) %1108, align 8
  %1110 = extractelement <2 x i32> %1109, i32 0
  %1111 = extractelement <2 x i32> %1109, i32 1
  %1112 = and i32 %1110, 16843009
  %1113 = and i32 %1111, 16843009
  %1114 = bitcast i32 %503 to <4 x i8>
  %1115 = shufflevector <4 x i8> %1114, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1116 = bitcast <4 x i8> %1115 to i32
  %1117 = sext i32 %1116 to i64
  %1118 = mul i64 %1117, 4
  %1119 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1118
  %1120 = load i32, ptr addrspace(3) %1119, align 4
  %1121 = xor i32 %1120, %1110
  %1122 = add i32 %1121, %1112
  %1123 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1122, i32 %741, i32 %1102)
  %1124 = bitcast i32 %503 to <4 x i8>
  %1125 = shufflevector <4 x i8> %1124, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1126 = bitcast <4 x i8> %1125 to i32
  %1127 = sext i32 %1126 to i64
  %1128 = mul i64 %1127, 4
  %1129 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1128
  %1130 = load i32, ptr addrspace(3) %1129, align 4
  %1131 = xor i32 %1130, %1111
  %1132 = add i32 %1131, %1113
  %1133 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1132, i32 %742, i32 %1123)
  %1134 = lshr i32 %504, 21
  %1135 = and i32 %1134, 127
  %1136 = shl i32 %1135, 3
  %1137 = zext i32 %1136 to i64
  %1138 = add i64 %1137, 0
  %1139 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1138
  %1140 = load <2 x i32>, ptr addrspace(3) %1139, align 8
  %1141 = extractelement <2 x i32> %1140, i32 0
  %1142 = extractelement <2 x i32> %1140, i32 1
  %1143 = and i32 %1141, 16843009
  %1144 = and i32 %1142, 16843009
  %1145 = bitcast i32 %503 to <4 x i8>
  %1146 = shufflevector <4 x i8> %1145, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1147 = bitcast <4 x i8> %1146 to i32
  %1148 = sext i32 %1147 to i64
  %1149 = mul i64 %1148, 4
  %1150 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1149
  %1151 = load i32, ptr addrspace(3) %1150, align 4
  %1152 = xor i32 %1151, %1141
  %1153 = add i32 %1152, %1143
  %1154 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1153, i32 %743, i32 %1133)
  %1155 = bitcast i32 %503 to <4 x i8>
  %1156 = shufflevector <4 x i8> %1155, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1157 = bitcast <4 x i8> %1156 to i32
  %1158 = sext i32 %1157 to i64
  %1159 = mul i64 %1158, 4
  %1160 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1159
  %1161 = load i32, ptr addrspace(3) %1160, align 4
  %1162 = xor i32 %1161, %1142
  %1163 = add i32 %1162, %1144
  %1164 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1163, i32 %744, i32 %1154)
  %1165 = mul i32 %1039, %1164
  %1166 = sitofp i32 %1165 to float
  %1167 = fmul float %1036, %749
  %1168 = fmul float %1167, 2.500000e-01
  %1169 = call float @llvm.fma.f32(float %1168, float %1166, float %1033)
  store float %1169, ptr %v12, align 4
  %1170 = load float, ptr %v13, align 4
  %1171 = trunc i32 %505 to i16
  %1172 = bitcast i16 %1171 to half
  %1173 = fpext half %1172 to float
  %1174 = lshr i32 %508, 28
  %1175 = shl i32 %1174, 1
  %1176 = or i32 %1175, 1
  %1177 = sub i32 0, %758
  %1178 = lshr i32 %508, 0
  %1179 = and i32 %1178, 127
  %1180 = shl i32 %1179, 3
  %1181 = zext i32 %1180 to i64
  %1182 = add i64 %1181, 0
  %1183 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1182
  %1184 = load <2 x i32>, ptr addrspace(3) %1183, align 8
  %1185 = extractelement <2 x i32> %1184, i32 0
  %1186 = extractelement <2 x i32> %1184, i32 1
  %1187 = and i32 %1185, 16843009
  %1188 = and i32 %1186, 16843009
  %1189 = bitcast i32 %506 to <4 x i8>
  %1190 = shufflevector <4 x i8> %1189, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1191 = bitcast <4 x i8> %1190 to i32
  %1192 = sext i32 %1191 to i64
  %1193 = mul i64 %1192, 4
  %1194 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1193
  %1195 = load i32, ptr addrspace(3) %1194, align 4
  %1196 = xor i32 %1195, %1185
  %1197 = add i32 %1196, %1187
  %1198 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1197, i32 %734, i32 %1177)
  %1199 = bitcast i32 %506 to <4 x i8>
  %1200 = shufflevector <4 x i8> %1199, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1201 = bitcast <4 x i8> %1200 to i32
  %1202 = sext i32 %1201 to i64
  %1203 = mul i64 %1202, 4
  %1204 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1203
  %1205 = load i32, ptr addrspace(3) %1204, align 4
  %1206 = xor i32 %1205, %1186
  %1207 = add i32 %1206, %1188
  %1208 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1207, i32 %735, i32 %1198)
  %1209 = lshr i32 %508, 7
  %1210 = and i32 %1209, 127
  %1211 = shl i32 %1210, 3
  %1212 = zext i32 %1211 to i64
  %1213 = add i64 %1212, 0
  %1214 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1213
  %1215 = load <2 x i32>, ptr addrspace(3) %1214, align 8
  %1216 = extractelement <2 x i32> %1215, i32 0
  %1217 = extractelement <2 x i32> %1215, i32 1
  %1218 = and i32 %1216, 16843009
  %1219 = and i32 %1217, 16843009
  %1220 = bitcast i32 %506 to <4 x i8>
  %1221 = shufflevector <4 x i8> %1220, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1222 = bitcast <4 x i8> %1221 to i32
  %1223 = sext i32 %1222 to i64
  %1224 = mul i64 %1223, 4
  %1225 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1224
  %1226 = load i32, ptr addrspace(3) %1225, align 4
  %1227 = xor i32 %1226, %1216
  %1228 = add i32 %1227, %1218
  %1229 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1228, i32 %736, i32 %1208)
  %1230 = bitcast i32 %506 to <4 x i8>
  %1231 = shufflevector <4 x i8> %1230, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1232 = bitcast <4 x i8> %1231 to i32
  %1233 = sext i32 %1232 to i64
  %1234 = mul i64 %1233, 4
  %1235 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1234
  %1236 = load i32, ptr addrspace(3) %1235, align 4
  %1237 = xor i32 %1236, %1217
  %1238 = add i32 %1237, %1219
  %1239 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1238, i32 %737, i32 %1229)
  %1240 = lshr i32 %508, 14
  %1241 = and i32 %1240, 127
  %1242 = shl i32 %1241, 3
  %1243 = zext i32 %1242 to i64
  %1244 = add i64 %1243, 0
  %1245 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1244
  %1246 = load <2 x i32>, ptr addrspace(3) %1245, align 8
  %1247 = extractelement <2 x i32> %1246, i32 0
  %1248 = extractelement <2 x i32> %1246, i32 1
  %1249 = and i32 %1247, 16843009
  %1250 = and i32 %1248, 16843009
  %1251 = bitcast i32 %507 to <4 x i8>
  %1252 = shufflevector <4 x i8> %1251, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1253 = bitcast <4 x i8> %1252 to i32
  %1254 = sext i32 %1253 to i64
  %1255 = mul i64 %1254, 4
  %1256 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1255
  %1257 = load i32, ptr addrspace(3) %1256, align 4
  %1258 = xor i32 %1257, %1247
  %1259 = add i32 %1258, %1249
  %1260 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1259, i32 %741, i32 %1239)
  %1261 = bitcast i32 %507 to <4 x i8>
  %1262 = shufflevector <4 x i8> %1261, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1263 = bitcast <4 x i8> %1262 to i32
  %1264 = sext i32 %1263 to i64
  %1265 = mul i64 %1264, 4
  %1266 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1265
  %1267 = load i32, ptr addrspace(3) %1266, align 4
  %1268 = xor i32 %1267, %1248
  %1269 = add i32 %1268, %1250
  %1270 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1269, i32 %742, i32 %1260)
  %1271 = lshr i32 %508, 21
  %1272 = and i32 %1271, 127
  %1273 = shl i32 %1272, 3
  %1274 = zext i32 %1273 to i64
  %1275 = add i64 %1274, 0
  %1276 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1275
  %1277 = load <2 x i32>, ptr addrspace(3) %1276, align 8
  %1278 = extractelement <2 x i32> %1277, i32 0
  %1279 = extractelement <2 x i32> %1277, i32 1
  %1280 = and i32 %1278, 16843009
  %1281 = and i32 %1279, 16843009
  %1282 = bitcast i32 %507 to <4 x i8>
  %1283 = shufflevector <4 x i8> %1282, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1284 = bitcast <4 x i8> %1283 to i32
  %1285 = sext i32 %1284 to i64
  %1286 = mul i64 %1285, 4
  %1287 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1286
  %1288 = load i32, ptr addrspace(3) %1287, align 4
  %1289 = xor i32 %1288, %1278
  %1290 = add i32 %1289, %1280
  %1291 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1290, i32 %743, i32 %1270)
  %1292 = bitcast i32 %507 to <4 x i8>
  %1293 = shufflevector <4 x i8> %1292, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1294 = bitcast <4 x i8> %1293 to i32
  %1295 = sext i32 %1294 to i64
  %1296 = mul i64 %1295, 4
  %1297 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1296
  %1298 = load i32, ptr addrspace(3) %1297, align 4
  %1299 = xor i32 %1298, %1279
  %1300 = add i32 %1299, %1281
  %1301 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1300, i32 %744, i32 %1291)
  %1302 = mul i32 %1176, %1301
  %1303 = sitofp i32 %1302 to float
  %1304 = fmul float %1173, %749
  %1305 = fmul float %1304, 2.500000e-01
  %1306 = call float @llvm.fma.f32(float %1305, float %1303, float %1170)
  store float %1306, ptr %v13, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %body40
  %1307 = add i32 %457, 1
  %1308 = and i32 %1307, 1
  %1309 = sext i32 %1308 to i64
  %1310 = mul i64 %1309, 1152
  %1311 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1310
  %1312 = getelementptr i8, ptr addrspace(3) %1311, i64 1024
  %1313 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1314 = bitcast float %472 to i32
  %1315 = and i32 %1314, 2147483647
  %1316 = bitcast float %473 to i32
  %1317 = and i32 %1316, 2147483647
  %1318 = bitcast float %474 to i32
  %1319 = and i32 %1318, 2147483647
  %1320 = bitcast float %475 to i32
  %1321 = and i32 %1320, 2147483647
  %1322 = icmp ugt i32 %1315, %1317
  %1323 = select i1 %1322, i32 %1315, i32 %1317
  %1324 = icmp ugt i32 %1319, %1321
  %1325 = select i1 %1324, i32 %1319, i32 %1321
  %1326 = icmp ugt i32 %1323, %1325
  %1327 = select i1 %1326, i32 %1323, i32 %1325
  %1328 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1327, i32 1, i32 31)
  %1329 = icmp ugt i32 %1327, %1328
  %1330 = select i1 %1329, i32 %1327, i32 %1328
  %1331 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1330, i32 2, i32 31)
  %1332 = icmp ugt i32 %1330, %1331
  %1333 = select i1 %1332, i32 %1330, i32 %1331
  %1334 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1333, i32 4, i32 31)
  %1335 = icmp ugt i32 %1333, %1334
  %1336 = select i1 %1335, i32 %1333, i32 %1334
  %1337 = and i32 %1336, 2147483647
  %1338 = icmp ult i32 %1337, 2139095040
  %1339 = bitcast i32 %1336 to float
  %1340 = fdiv float 1.270000e+02, %1339
  %1341 = bitcast float %1340 to i32
  %1342 = and i32 %1341, 2147483647
  %1343 = icmp ult i32 %1342, 2139095040
  %1344 = select i1 %1343, float %1340, float 0.000000e+00
  %1345 = fmul float %472, %1344
  %1346 = fadd float %1345, 0x4168000000000000
  %1347 = bitcast float %1346 to i32
  %1348 = fmul float %473, %1344
  %1349 = fadd float %1348, 0x4168000000000000
  %1350 = bitcast float %1349 to i32
  %1351 = fmul float %474, %1344
  %1352 = fadd float %1351, 0x4168000000000000
  %1353 = bitcast float %1352 to i32
  %1354 = fmul float %475, %1344
  %1355 = fadd float %1354, 0x4168000000000000
  %1356 = bitcast float %1355 to i32
  %1357 = bitcast i32 %1347 to <4 x i8>
  %1358 = bitcast i32 %1350 to <4 x i8>
  %1359 = shufflevector <4 x i8> %1357, <4 x i8> %1358, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1360 = bitcast <4 x i8> %1359 to i32
  %1361 = bitcast i32 %1353 to <4 x i8>
  %1362 = bitcast i32 %1356 to <4 x i8>
  %1363 = shufflevector <4 x i8> %1361, <4 x i8> %1362, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1364 = bitcast <4 x i8> %1363 to i32
  %1365 = bitcast i32 %1360 to <4 x i8>
  %1366 = bitcast i32 %1364 to <4 x i8>
  %1367 = shufflevector <4 x i8> %1365, <4 x i8> %1366, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1368 = bitcast <4 x i8> %1367 to i32
  %1369 = add i32 %1313, 0
  %1370 = sext i32 %1369 to i64
  %1371 = mul i64 %1370, 4
  %1372 = icmp slt i64 %1371, 1024
  br i1 %1372, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %1373 = lshr i64 %1371, 2
  %1374 = mul i64 %1373, 4
  %1375 = getelementptr i8, ptr addrspace(3) %1311, i64 %1374
  store i32 %1368, ptr addrspace(3) %1375, align 4
  %1376 = and i64 %1371, 31
  %1377 = icmp eq i64 %1376, 0
  br i1 %1377, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif43
  %1378 = bitcast float %487 to i32
  %1379 = and i32 %1378, 2147483647
  %1380 = bitcast float %488 to i32
  %1381 = and i32 %1380, 2147483647
  %1382 = bitcast float %489 to i32
  %1383 = and i32 %1382, 2147483647
  %1384 = bitcast float %490 to i32
  %1385 = and i32 %1384, 2147483647
  %1386 = icmp ugt i32 %1379, %1381
  %1387 = select i1 %1386, i32 %1379, i32 %1381
  %1388 = icmp ugt i32 %1383, %1385
  %1389 = select i1 %1388, i32 %1383, i32 %1385
  %1390 = icmp ugt i32 %1387, %1389
  %1391 = select i1 %1390, i32 %1387, i32 %1389
  %1392 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1391, i32 1, i32 31)
  %1393 = icmp ugt i32 %1391, %1392
  %1394 = select i1 %1393, i32 %1391, i32 %1392
  %1395 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1394, i32 2, i32 31)
  %1396 = icmp ugt i32 %1394, %1395
  %1397 = select i1 %1396, i32 %1394, i32 %1395
  %1398 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1397, i32 4, i32 31)
  %1399 = icmp ugt i32 %1397, %1398
  %1400 = select i1 %1399, i32 %1397, i32 %1398
  %1401 = and i32 %1400, 2147483647
  %1402 = icmp ult i32 %1401, 2139095040
  %1403 = bitcast i32 %1400 to float
  %1404 = fdiv float 1.270000e+02, %1403
  %1405 = bitcast float %1404 to i32
  %1406 = and i32 %1405, 2147483647
  %1407 = icmp ult i32 %1406, 2139095040
  %1408 = select i1 %1407, float %1404, float 0.000000e+00
  %1409 = fmul float %487, %1408
  %1410 = fadd float %1409, 0x4168000000000000
  %1411 = bitcast float %1410 to i32
  %1412 = fmul float %488, %1408
  %1413 = fadd float %1412, 0x4168000000000000
  %1414 = bitcast float %1413 to i32
  %1415 = fmul float %489, %1408
  %1416 = fadd float %1415, 0x4168000000000000
  %1417 = bitcast float %1416 to i32
  %1418 = fmul float %490, %1408
  %1419 = fadd float %1418, 0x4168000000000000
  %1420 = bitcast float %1419 to i32
  %1421 = bitcast i32 %1411 to <4 x i8>
  %1422 = bitcast i32 %1414 to <4 x i8>
  %1423 = shufflevector <4 x i8> %1421, <4 x i8> %1422, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1424 = bitcast <4 x i8> %1423 to i32
  %1425 = bitcast i32 %1417 to <4 x i8>
  %1426 = bitcast i32 %1420 to <4 x i8>
  %1427 = shufflevector <4 x i8> %1425, <4 x i8> %1426, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1428 = bitcast <4 x i8> %1427 to i32
  %1429 = bitcast i32 %1424 to <4 x i8>
  %1430 = bitcast i32 %1428 to <4 x i8>
  %1431 = shufflevector <4 x i8> %1429, <4 x i8> %1430, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1432 = bitcast <4 x i8> %1431 to i32
  %1433 = add i32 %1313, 128
  %1434 = sext i32 %1433 to i64
  %1435 = mul i64 %1434, 4
  %1436 = icmp slt i64 %1435, 1024
  br i1 %1436, label %then48, label %endif49

then46:                                           ; preds = %then44
  %1437 = fmul float %1339, 0x3F80204080000000
  %1438 = select i1 %1338, float %1437, float 0x7FF8000000000000
  %1439 = lshr i64 %1371, 5
  %1440 = mul i64 %1439, 4
  %1441 = getelementptr i8, ptr addrspace(3) %1312, i64 %1440
  store float %1438, ptr addrspace(3) %1441, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

then48:                                           ; preds = %endif45
  %1442 = lshr i64 %1435, 2
  %1443 = mul i64 %1442, 4
  %1444 = getelementptr i8, ptr addrspace(3) %1311, i64 %1443
  store i32 %1432, ptr addrspace(3) %1444, align 4
  %1445 = and i64 %1435, 31
  %1446 = icmp eq i64 %1445, 0
  br i1 %1446, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif45
  call void @llvm.nvvm.barrier0()
  %1447 = load i32, ptr %v38, align 4
  %1448 = add i32 %1447, 1
  store i32 %1448, ptr %v38, align 4
  br label %loop39

then50:                                           ; preds = %then48
  %1449 = fmul float %1403, 0x3F80204080000000
  %1450 = select i1 %1402, float %1449, float 0x7FF8000000000000
  %1451 = lshr i64 %1435, 5
  %1452 = mul i64 %1451, 4
  %1453 = getelementptr i8, ptr addrspace(3) %1312, i64 %1452
  store float %1450, ptr addrspace(3) %1453, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %done41
  %1454 = load float, ptr %v9, align 4
  %1455 = add i32 %76, %67
  %1456 = icmp slt i32 %1455, %4
  br i1 %1456, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %done41
  %1457 = load i32, ptr %v5, align 4
  %1458 = add i32 %1457, 4
  store i32 %1458, ptr %v5, align 4
  br label %loop6

then54:                                           ; preds = %then52
  %1459 = add i32 %58, %1455
  %1460 = sext i32 %1459 to i64
  %1461 = mul i64 %1460, 4
  %1462 = getelementptr i8, ptr addrspace(1) %0, i64 %1461
  store float %1454, ptr addrspace(1) %1462, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53
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

!0 = !{ptr @strata_moe_matvec_iq3_xxs, !"kernel", i32 1}
!1 = !{ptr @strata_moe_matvec_iq3_xxs, !"maxntidx", i32 128}
