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
  store i32 %22, ptr %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %23 = load i32, ptr %v1, align 4
  %24 = icmp slt i32 %23, 256
  br i1 %24, label %body3, label %done4

body3:                                            ; preds = %loop2
  %25 = load i32, ptr %v1, align 4
  %26 = sext i32 %25 to i64
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(1) @strata_ksigns_masks, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = sext i32 %25 to i64
  %31 = mul i64 %30, 4
  %32 = getelementptr i8, ptr addrspace(3) @lds2, i64 %31
  store i32 %29, ptr addrspace(3) %32, align 4
  %33 = load i32, ptr %v1, align 4
  %34 = add i32 %33, 128
  store i32 %34, ptr %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  call void @llvm.nvvm.barrier0()
  %35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %36 = urem i32 %35, %7
  %37 = sext i32 %36 to i64
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr addrspace(1) %2, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  %41 = icmp sge i32 %40, 0
  br i1 %41, label %then, label %endif

then:                                             ; preds = %done4
  %42 = udiv i32 %35, %7
  %43 = mul i32 %42, %8
  %44 = add i32 %40, %43
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 8
  %47 = getelementptr i8, ptr addrspace(1) %1, i64 %46
  %48 = load i64, ptr addrspace(1) %47, align 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = sext i32 %35 to i64
  %51 = sext i32 %6 to i64
  %52 = mul i64 %50, %51
  %53 = mul i64 %52, 4
  %54 = getelementptr i8, ptr addrspace(1) %3, i64 %53
  %55 = mul i32 %35, %4
  %56 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = lshr i32 %56, 5
  %58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %59 = and i32 %58, 31
  %60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %61 = mul i32 %60, 16
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = and i32 %62, 31
  %64 = lshr i32 %63, 3
  %65 = and i32 %63, 7
  %66 = icmp eq i32 %65, 0
  store i32 %57, ptr %v5, align 4
  br label %loop6

endif:                                            ; preds = %done8, %done4
  ret void

loop6:                                            ; preds = %endif53, %then
  %67 = load i32, ptr %v5, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %body7, label %done8

body7:                                            ; preds = %loop6
  %69 = load i32, ptr %v5, align 4
  %70 = udiv i32 %69, 1
  %71 = urem i32 %69, 1
  %72 = mul i32 %70, 4
  %73 = add i32 %61, %72
  %74 = icmp slt i32 %73, %4
  store float 0.000000e+00, ptr %v9, align 4
  %75 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %76 = and i32 %75, 31
  %77 = sext i32 %5 to i64
  %78 = udiv i64 %77, 256
  %79 = mul i64 %78, 98
  %80 = sub i32 %4, 1
  %81 = add i32 %73, 0
  %82 = icmp sgt i32 %81, %80
  %83 = select i1 %82, i32 %80, i32 %81
  %84 = sext i32 %83 to i64
  %85 = mul i64 %84, %79
  %86 = getelementptr i8, ptr addrspace(1) %49, i64 %85
  %87 = add i32 %73, 1
  %88 = icmp sgt i32 %87, %80
  %89 = select i1 %88, i32 %80, i32 %87
  %90 = sext i32 %89 to i64
  %91 = mul i64 %90, %79
  %92 = getelementptr i8, ptr addrspace(1) %49, i64 %91
  %93 = add i32 %73, 2
  %94 = icmp sgt i32 %93, %80
  %95 = select i1 %94, i32 %80, i32 %93
  %96 = sext i32 %95 to i64
  %97 = mul i64 %96, %79
  %98 = getelementptr i8, ptr addrspace(1) %49, i64 %97
  %99 = add i32 %73, 3
  %100 = icmp sgt i32 %99, %80
  %101 = select i1 %100, i32 %80, i32 %99
  %102 = sext i32 %101 to i64
  %103 = mul i64 %102, %79
  %104 = getelementptr i8, ptr addrspace(1) %49, i64 %103
  store float 0.000000e+00, ptr %v10, align 4
  store float 0.000000e+00, ptr %v11, align 4
  store float 0.000000e+00, ptr %v12, align 4
  store float 0.000000e+00, ptr %v13, align 4
  %105 = udiv i32 %5, 32
  %106 = mul i32 %71, 32
  %107 = add i32 %76, %106
  %108 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %109 = sext i32 %5 to i64
  %110 = sub i32 %105, 1
  %111 = icmp sgt i32 %107, %110
  %112 = select i1 %111, i32 %110, i32 %107
  %113 = lshr i32 %112, 3
  %114 = and i32 %112, 7
  %115 = sext i32 %113 to i64
  %116 = mul i64 %115, 98
  %117 = add i64 %116, 0
  %118 = getelementptr i8, ptr addrspace(1) %86, i64 %117
  %119 = sext i32 %114 to i64
  %120 = getelementptr i8, ptr addrspace(1) %118, i64 0
  %121 = load i16, ptr addrspace(1) %120, align 2
  %122 = zext i16 %121 to i32
  %123 = getelementptr i8, ptr addrspace(1) %118, i64 2
  %124 = ptrtoint ptr addrspace(1) %123 to i64
  %125 = and i64 %124, 3
  %126 = sub i64 0, %125
  %127 = getelementptr i8, ptr addrspace(1) %123, i64 %126
  %128 = shl i64 %125, 3
  %129 = trunc i64 %128 to i32
  %130 = mul i64 %119, 8
  %131 = add i64 %130, 0
  %132 = getelementptr i8, ptr addrspace(1) %127, i64 %131
  %133 = load i32, ptr addrspace(1) %132, align 4
  %134 = add i64 %130, 4
  %135 = getelementptr i8, ptr addrspace(1) %127, i64 %134
  %136 = load i32, ptr addrspace(1) %135, align 4
  %137 = add i64 %130, 4
  %138 = shl i64 %125, 1
  %139 = add i64 %137, %138
  %140 = getelementptr i8, ptr addrspace(1) %127, i64 %139
  %141 = load i32, ptr addrspace(1) %140, align 4
  %142 = call i32 @llvm.fshr.i32(i32 %136, i32 %133, i32 %129)
  %143 = call i32 @llvm.fshr.i32(i32 %141, i32 %136, i32 %129)
  %144 = mul i64 %119, 4
  %145 = add i64 %144, 64
  %146 = add i64 %145, 0
  %147 = getelementptr i8, ptr addrspace(1) %127, i64 %146
  %148 = load i32, ptr addrspace(1) %147, align 4
  %149 = add i64 %145, 0
  %150 = shl i64 %125, 1
  %151 = add i64 %149, %150
  %152 = getelementptr i8, ptr addrspace(1) %127, i64 %151
  %153 = load i32, ptr addrspace(1) %152, align 4
  %154 = call i32 @llvm.fshr.i32(i32 %153, i32 %148, i32 %129)
  store i32 %122, ptr %v14, align 4
  store i32 %142, ptr %v15, align 4
  store i32 %143, ptr %v16, align 4
  store i32 %154, ptr %v17, align 4
  %155 = lshr i32 %112, 3
  %156 = and i32 %112, 7
  %157 = sext i32 %155 to i64
  %158 = mul i64 %157, 98
  %159 = add i64 %158, 0
  %160 = getelementptr i8, ptr addrspace(1) %92, i64 %159
  %161 = sext i32 %156 to i64
  %162 = getelementptr i8, ptr addrspace(1) %160, i64 0
  %163 = load i16, ptr addrspace(1) %162, align 2
  %164 = zext i16 %163 to i32
  %165 = getelementptr i8, ptr addrspace(1) %160, i64 2
  %166 = ptrtoint ptr addrspace(1) %165 to i64
  %167 = and i64 %166, 3
  %168 = sub i64 0, %167
  %169 = getelementptr i8, ptr addrspace(1) %165, i64 %168
  %170 = shl i64 %167, 3
  %171 = trunc i64 %170 to i32
  %172 = mul i64 %161, 8
  %173 = add i64 %172, 0
  %174 = getelementptr i8, ptr addrspace(1) %169, i64 %173
  %175 = load i32, ptr addrspace(1) %174, align 4
  %176 = add i64 %172, 4
  %177 = getelementptr i8, ptr addrspace(1) %169, i64 %176
  %178 = load i32, ptr addrspace(1) %177, align 4
  %179 = add i64 %172, 4
  %180 = shl i64 %167, 1
  %181 = add i64 %179, %180
  %182 = getelementptr i8, ptr addrspace(1) %169, i64 %181
  %183 = load i32, ptr addrspace(1) %182, align 4
  %184 = call i32 @llvm.fshr.i32(i32 %178, i32 %175, i32 %171)
  %185 = call i32 @llvm.fshr.i32(i32 %183, i32 %178, i32 %171)
  %186 = mul i64 %161, 4
  %187 = add i64 %186, 64
  %188 = add i64 %187, 0
  %189 = getelementptr i8, ptr addrspace(1) %169, i64 %188
  %190 = load i32, ptr addrspace(1) %189, align 4
  %191 = add i64 %187, 0
  %192 = shl i64 %167, 1
  %193 = add i64 %191, %192
  %194 = getelementptr i8, ptr addrspace(1) %169, i64 %193
  %195 = load i32, ptr addrspace(1) %194, align 4
  %196 = call i32 @llvm.fshr.i32(i32 %195, i32 %190, i32 %171)
  store i32 %164, ptr %v18, align 4
  store i32 %184, ptr %v19, align 4
  store i32 %185, ptr %v20, align 4
  store i32 %196, ptr %v21, align 4
  %197 = lshr i32 %112, 3
  %198 = and i32 %112, 7
  %199 = sext i32 %197 to i64
  %200 = mul i64 %199, 98
  %201 = add i64 %200, 0
  %202 = getelementptr i8, ptr addrspace(1) %98, i64 %201
  %203 = sext i32 %198 to i64
  %204 = getelementptr i8, ptr addrspace(1) %202, i64 0
  %205 = load i16, ptr addrspace(1) %204, align 2
  %206 = zext i16 %205 to i32
  %207 = getelementptr i8, ptr addrspace(1) %202, i64 2
  %208 = ptrtoint ptr addrspace(1) %207 to i64
  %209 = and i64 %208, 3
  %210 = sub i64 0, %209
  %211 = getelementptr i8, ptr addrspace(1) %207, i64 %210
  %212 = shl i64 %209, 3
  %213 = trunc i64 %212 to i32
  %214 = mul i64 %203, 8
  %215 = add i64 %214, 0
  %216 = getelementptr i8, ptr addrspace(1) %211, i64 %215
  %217 = load i32, ptr addrspace(1) %216, align 4
  %218 = add i64 %214, 4
  %219 = getelementptr i8, ptr addrspace(1) %211, i64 %218
  %220 = load i32, ptr addrspace(1) %219, align 4
  %221 = add i64 %214, 4
  %222 = shl i64 %209, 1
  %223 = add i64 %221, %222
  %224 = getelementptr i8, ptr addrspace(1) %211, i64 %223
  %225 = load i32, ptr addrspace(1) %224, align 4
  %226 = call i32 @llvm.fshr.i32(i32 %220, i32 %217, i32 %213)
  %227 = call i32 @llvm.fshr.i32(i32 %225, i32 %220, i32 %213)
  %228 = mul i64 %203, 4
  %229 = add i64 %228, 64
  %230 = add i64 %229, 0
  %231 = getelementptr i8, ptr addrspace(1) %211, i64 %230
  %232 = load i32, ptr addrspace(1) %231, align 4
  %233 = add i64 %229, 0
  %234 = shl i64 %209, 1
  %235 = add i64 %233, %234
  %236 = getelementptr i8, ptr addrspace(1) %211, i64 %235
  %237 = load i32, ptr addrspace(1) %236, align 4
  %238 = call i32 @llvm.fshr.i32(i32 %237, i32 %232, i32 %213)
  store i32 %206, ptr %v22, align 4
  store i32 %226, ptr %v23, align 4
  store i32 %227, ptr %v24, align 4
  store i32 %238, ptr %v25, align 4
  %239 = lshr i32 %112, 3
  %240 = and i32 %112, 7
  %241 = sext i32 %239 to i64
  %242 = mul i64 %241, 98
  %243 = add i64 %242, 0
  %244 = getelementptr i8, ptr addrspace(1) %104, i64 %243
  %245 = sext i32 %240 to i64
  %246 = getelementptr i8, ptr addrspace(1) %244, i64 0
  %247 = load i16, ptr addrspace(1) %246, align 2
  %248 = zext i16 %247 to i32
  %249 = getelementptr i8, ptr addrspace(1) %244, i64 2
  %250 = ptrtoint ptr addrspace(1) %249 to i64
  %251 = and i64 %250, 3
  %252 = sub i64 0, %251
  %253 = getelementptr i8, ptr addrspace(1) %249, i64 %252
  %254 = shl i64 %251, 3
  %255 = trunc i64 %254 to i32
  %256 = mul i64 %245, 8
  %257 = add i64 %256, 0
  %258 = getelementptr i8, ptr addrspace(1) %253, i64 %257
  %259 = load i32, ptr addrspace(1) %258, align 4
  %260 = add i64 %256, 4
  %261 = getelementptr i8, ptr addrspace(1) %253, i64 %260
  %262 = load i32, ptr addrspace(1) %261, align 4
  %263 = add i64 %256, 4
  %264 = shl i64 %251, 1
  %265 = add i64 %263, %264
  %266 = getelementptr i8, ptr addrspace(1) %253, i64 %265
  %267 = load i32, ptr addrspace(1) %266, align 4
  %268 = call i32 @llvm.fshr.i32(i32 %262, i32 %259, i32 %255)
  %269 = call i32 @llvm.fshr.i32(i32 %267, i32 %262, i32 %255)
  %270 = mul i64 %245, 4
  %271 = add i64 %270, 64
  %272 = add i64 %271, 0
  %273 = getelementptr i8, ptr addrspace(1) %253, i64 %272
  %274 = load i32, ptr addrspace(1) %273, align 4
  %275 = add i64 %271, 0
  %276 = shl i64 %251, 1
  %277 = add i64 %275, %276
  %278 = getelementptr i8, ptr addrspace(1) %253, i64 %277
  %279 = load i32, ptr addrspace(1) %278, align 4
  %280 = call i32 @llvm.fshr.i32(i32 %279, i32 %274, i32 %255)
  store i32 %248, ptr %v26, align 4
  store i32 %268, ptr %v27, align 4
  store i32 %269, ptr %v28, align 4
  store i32 %280, ptr %v29, align 4
  %281 = add i32 %108, 0
  %282 = sext i32 %281 to i64
  %283 = mul i64 %282, 4
  %284 = add i64 0, %283
  %285 = icmp slt i64 %284, %109
  %286 = icmp slt i64 %283, 1024
  %287 = and i1 %285, %286
  %288 = select i1 %287, i64 %284, i64 0
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr addrspace(1) %54, i64 %289
  %291 = load <4 x float>, ptr addrspace(1) %290, align 16
  %292 = extractelement <4 x float> %291, i32 0
  %293 = extractelement <4 x float> %291, i32 1
  %294 = extractelement <4 x float> %291, i32 2
  %295 = extractelement <4 x float> %291, i32 3
  %296 = add i32 %108, 128
  %297 = sext i32 %296 to i64
  %298 = mul i64 %297, 4
  %299 = add i64 0, %298
  %300 = icmp slt i64 %299, %109
  %301 = icmp slt i64 %298, 1024
  %302 = and i1 %300, %301
  %303 = select i1 %302, i64 %299, i64 0
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr addrspace(1) %54, i64 %304
  %306 = load <4 x float>, ptr addrspace(1) %305, align 16
  %307 = extractelement <4 x float> %306, i32 0
  %308 = extractelement <4 x float> %306, i32 1
  %309 = extractelement <4 x float> %306, i32 2
  %310 = extractelement <4 x float> %306, i32 3
  %311 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %312 = bitcast float %292 to i32
  %313 = and i32 %312, 2147483647
  %314 = bitcast float %293 to i32
  %315 = and i32 %314, 2147483647
  %316 = bitcast float %294 to i32
  %317 = and i32 %316, 2147483647
  %318 = bitcast float %295 to i32
  %319 = and i32 %318, 2147483647
  %320 = icmp ugt i32 %313, %315
  %321 = select i1 %320, i32 %313, i32 %315
  %322 = icmp ugt i32 %317, %319
  %323 = select i1 %322, i32 %317, i32 %319
  %324 = icmp ugt i32 %321, %323
  %325 = select i1 %324, i32 %321, i32 %323
  %326 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %325, i32 1, i32 31)
  %327 = icmp ugt i32 %325, %326
  %328 = select i1 %327, i32 %325, i32 %326
  %329 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %328, i32 2, i32 31)
  %330 = icmp ugt i32 %328, %329
  %331 = select i1 %330, i32 %328, i32 %329
  %332 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %331, i32 4, i32 31)
  %333 = icmp ugt i32 %331, %332
  %334 = select i1 %333, i32 %331, i32 %332
  %335 = and i32 %334, 2147483647
  %336 = icmp ult i32 %335, 2139095040
  %337 = bitcast i32 %334 to float
  %338 = fdiv float 1.270000e+02, %337
  %339 = bitcast float %338 to i32
  %340 = and i32 %339, 2147483647
  %341 = icmp ult i32 %340, 2139095040
  %342 = select i1 %341, float %338, float 0.000000e+00
  %343 = fmul float %292, %342
  %344 = fadd float %343, 0x4168000000000000
  %345 = bitcast float %344 to i32
  %346 = fmul float %293, %342
  %347 = fadd float %346, 0x4168000000000000
  %348 = bitcast float %347 to i32
  %349 = fmul float %294, %342
  %350 = fadd float %349, 0x4168000000000000
  %351 = bitcast float %350 to i32
  %352 = fmul float %295, %342
  %353 = fadd float %352, 0x4168000000000000
  %354 = bitcast float %353 to i32
  %355 = bitcast i32 %345 to <4 x i8>
  %356 = bitcast i32 %348 to <4 x i8>
  %357 = shufflevector <4 x i8> %355, <4 x i8> %356, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %358 = bitcast <4 x i8> %357 to i32
  %359 = bitcast i32 %351 to <4 x i8>
  %360 = bitcast i32 %354 to <4 x i8>
  %361 = shufflevector <4 x i8> %359, <4 x i8> %360, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %362 = bitcast <4 x i8> %361 to i32
  %363 = bitcast i32 %358 to <4 x i8>
  %364 = bitcast i32 %362 to <4 x i8>
  %365 = shufflevector <4 x i8> %363, <4 x i8> %364, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %366 = bitcast <4 x i8> %365 to i32
  %367 = add i32 %311, 0
  %368 = sext i32 %367 to i64
  %369 = mul i64 %368, 4
  %370 = icmp slt i64 %369, 1024
  br i1 %370, label %then30, label %endif31

done8:                                            ; preds = %loop6
  br label %endif

then30:                                           ; preds = %body7
  %371 = lshr i64 %369, 2
  %372 = mul i64 %371, 4
  %373 = getelementptr i8, ptr addrspace(3) @lds3, i64 %372
  store i32 %366, ptr addrspace(3) %373, align 4
  %374 = and i64 %369, 31
  %375 = icmp eq i64 %374, 0
  br i1 %375, label %then32, label %endif33

endif31:                                          ; preds = %endif33, %body7
  %376 = bitcast float %307 to i32
  %377 = and i32 %376, 2147483647
  %378 = bitcast float %308 to i32
  %379 = and i32 %378, 2147483647
  %380 = bitcast float %309 to i32
  %381 = and i32 %380, 2147483647
  %382 = bitcast float %310 to i32
  %383 = and i32 %382, 2147483647
  %384 = icmp ugt i32 %377, %379
  %385 = select i1 %384, i32 %377, i32 %379
  %386 = icmp ugt i32 %381, %383
  %387 = select i1 %386, i32 %381, i32 %383
  %388 = icmp ugt i32 %385, %387
  %389 = select i1 %388, i32 %385, i32 %387
  %390 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %389, i32 1, i32 31)
  %391 = icmp ugt i32 %389, %390
  %392 = select i1 %391, i32 %389, i32 %390
  %393 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %392, i32 2, i32 31)
  %394 = icmp ugt i32 %392, %393
  %395 = select i1 %394, i32 %392, i32 %393
  %396 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %395, i32 4, i32 31)
  %397 = icmp ugt i32 %395, %396
  %398 = select i1 %397, i32 %395, i32 %396
  %399 = and i32 %398, 2147483647
  %400 = icmp ult i32 %399, 2139095040
  %401 = bitcast i32 %398 to float
  %402 = fdiv float 1.270000e+02, %401
  %403 = bitcast float %402 to i32
  %404 = and i32 %403, 2147483647
  %405 = icmp ult i32 %404, 2139095040
  %406 = select i1 %405, float %402, float 0.000000e+00
  %407 = fmul float %307, %406
  %408 = fadd float %407, 0x4168000000000000
  %409 = bitcast float %408 to i32
  %410 = fmul float %308, %406
  %411 = fadd float %410, 0x4168000000000000
  %412 = bitcast float %411 to i32
  %413 = fmul float %309, %406
  %414 = fadd float %413, 0x4168000000000000
  %415 = bitcast float %414 to i32
  %416 = fmul float %310, %406
  %417 = fadd float %416, 0x4168000000000000
  %418 = bitcast float %417 to i32
  %419 = bitcast i32 %409 to <4 x i8>
  %420 = bitcast i32 %412 to <4 x i8>
  %421 = shufflevector <4 x i8> %419, <4 x i8> %420, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %422 = bitcast <4 x i8> %421 to i32
  %423 = bitcast i32 %415 to <4 x i8>
  %424 = bitcast i32 %418 to <4 x i8>
  %425 = shufflevector <4 x i8> %423, <4 x i8> %424, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %426 = bitcast <4 x i8> %425 to i32
  %427 = bitcast i32 %422 to <4 x i8>
  %428 = bitcast i32 %426 to <4 x i8>
  %429 = shufflevector <4 x i8> %427, <4 x i8> %428, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %430 = bitcast <4 x i8> %429 to i32
  %431 = add i32 %311, 128
  %432 = sext i32 %431 to i64
  %433 = mul i64 %432, 4
  %434 = icmp slt i64 %433, 1024
  br i1 %434, label %then34, label %endif35

then32:                                           ; preds = %then30
  %435 = fmul float %337, 0x3F80204080000000
  %436 = select i1 %336, float %435, float 0x7FF8000000000000
  %437 = lshr i64 %369, 5
  %438 = mul i64 %437, 4
  %439 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %438
  store float %436, ptr addrspace(3) %439, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %then30
  br label %endif31

then34:                                           ; preds = %endif31
  %440 = lshr i64 %433, 2
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr addrspace(3) @lds3, i64 %441
  store i32 %430, ptr addrspace(3) %442, align 4
  %443 = and i64 %433, 31
  %444 = icmp eq i64 %443, 0
  br i1 %444, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif31
  call void @llvm.nvvm.barrier0()
  %445 = add i32 %105, 31
  %446 = udiv i32 %445, 32
  store i32 0, ptr %v38, align 4
  br label %loop39

then36:                                           ; preds = %then34
  %447 = fmul float %401, 0x3F80204080000000
  %448 = select i1 %400, float %447, float 0x7FF8000000000000
  %449 = lshr i64 %433, 5
  %450 = mul i64 %449, 4
  %451 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %450
  store float %448, ptr addrspace(3) %451, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

loop39:                                           ; preds = %endif49, %endif35
  %452 = load i32, ptr %v38, align 4
  %453 = icmp slt i32 %452, %446
  br i1 %453, label %body40, label %done41

body40:                                           ; preds = %loop39
  %454 = load i32, ptr %v38, align 4
  %455 = add i32 %454, 1
  %456 = sext i32 %455 to i64
  %457 = mul i64 %456, 1024
  %458 = add i32 %108, 0
  %459 = sext i32 %458 to i64
  %460 = mul i64 %459, 4
  %461 = add i64 %457, %460
  %462 = icmp slt i64 %461, %109
  %463 = icmp slt i64 %460, 1024
  %464 = and i1 %462, %463
  %465 = select i1 %464, i64 %461, i64 0
  %466 = mul i64 %465, 4
  %467 = getelementptr i8, ptr addrspace(1) %54, i64 %466
  %468 = load <4 x float>, ptr addrspace(1) %467, align 16
  %469 = extractelement <4 x float> %468, i32 0
  %470 = extractelement <4 x float> %468, i32 1
  %471 = extractelement <4 x float> %468, i32 2
  %472 = extractelement <4 x float> %468, i32 3
  %473 = add i32 %108, 128
  %474 = sext i32 %473 to i64
  %475 = mul i64 %474, 4
  %476 = add i64 %457, %475
  %477 = icmp slt i64 %476, %109
  %478 = icmp slt i64 %475, 1024
  %479 = and i1 %477, %478
  %480 = select i1 %479, i64 %476, i64 0
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr addrspace(1) %54, i64 %481
  %483 = load <4 x float>, ptr addrspace(1) %482, align 16
  %484 = extractelement <4 x float> %483, i32 0
  %485 = extractelement <4 x float> %483, i32 1
  %486 = extractelement <4 x float> %483, i32 2
  %487 = extractelement <4 x float> %483, i32 3
  %488 = mul i32 %454, 32
  %489 = add i32 %107, %488
  %490 = load i32, ptr %v14, align 4
  %491 = load i32, ptr %v15, align 4
  %492 = load i32, ptr %v16, align 4
  %493 = load i32, ptr %v17, align 4
  %494 = load i32, ptr %v18, align 4
  %495 = load i32, ptr %v19, align 4
  %496 = load i32, ptr %v20, align 4
  %497 = load i32, ptr %v21, align 4
  %498 = load i32, ptr %v22, align 4
  %499 = load i32, ptr %v23, align 4
  %500 = load i32, ptr %v24, align 4
  %501 = load i32, ptr %v25, align 4
  %502 = load i32, ptr %v26, align 4
  %503 = load i32, ptr %v27, align 4
  %504 = load i32, ptr %v28, align 4
  %505 = load i32, ptr %v29, align 4
  %506 = add i32 %489, 32
  %507 = icmp sgt i32 %506, %110
  %508 = select i1 %507, i32 %110, i32 %506
  %509 = lshr i32 %508, 3
  %510 = and i32 %508, 7
  %511 = sext i32 %509 to i64
  %512 = mul i64 %511, 98
  %513 = add i64 %512, 0
  %514 = getelementptr i8, ptr addrspace(1) %86, i64 %513
  %515 = sext i32 %510 to i64
  %516 = getelementptr i8, ptr addrspace(1) %514, i64 0
  %517 = load i16, ptr addrspace(1) %516, align 2
  %518 = zext i16 %517 to i32
  %519 = getelementptr i8, ptr addrspace(1) %514, i64 2
  %520 = ptrtoint ptr addrspace(1) %519 to i64
  %521 = and i64 %520, 3
  %522 = sub i64 0, %521
  %523 = getelementptr i8, ptr addrspace(1) %519, i64 %522
  %524 = shl i64 %521, 3
  %525 = trunc i64 %524 to i32
  %526 = mul i64 %515, 8
  %527 = add i64 %526, 0
  %528 = getelementptr i8, ptr addrspace(1) %523, i64 %527
  %529 = load i32, ptr addrspace(1) %528, align 4
  %530 = add i64 %526, 4
  %531 = getelementptr i8, ptr addrspace(1) %523, i64 %530
  %532 = load i32, ptr addrspace(1) %531, align 4
  %533 = add i64 %526, 4
  %534 = shl i64 %521, 1
  %535 = add i64 %533, %534
  %536 = getelementptr i8, ptr addrspace(1) %523, i64 %535
  %537 = load i32, ptr addrspace(1) %536, align 4
  %538 = call i32 @llvm.fshr.i32(i32 %532, i32 %529, i32 %525)
  %539 = call i32 @llvm.fshr.i32(i32 %537, i32 %532, i32 %525)
  %540 = mul i64 %515, 4
  %541 = add i64 %540, 64
  %542 = add i64 %541, 0
  %543 = getelementptr i8, ptr addrspace(1) %523, i64 %542
  %544 = load i32, ptr addrspace(1) %543, align 4
  %545 = add i64 %541, 0
  %546 = shl i64 %521, 1
  %547 = add i64 %545, %546
  %548 = getelementptr i8, ptr addrspace(1) %523, i64 %547
  %549 = load i32, ptr addrspace(1) %548, align 4
  %550 = call i32 @llvm.fshr.i32(i32 %549, i32 %544, i32 %525)
  store i32 %518, ptr %v14, align 4
  store i32 %538, ptr %v15, align 4
  store i32 %539, ptr %v16, align 4
  store i32 %550, ptr %v17, align 4
  %551 = lshr i32 %508, 3
  %552 = and i32 %508, 7
  %553 = sext i32 %551 to i64
  %554 = mul i64 %553, 98
  %555 = add i64 %554, 0
  %556 = getelementptr i8, ptr addrspace(1) %92, i64 %555
  %557 = sext i32 %552 to i64
  %558 = getelementptr i8, ptr addrspace(1) %556, i64 0
  %559 = load i16, ptr addrspace(1) %558, align 2
  %560 = zext i16 %559 to i32
  %561 = getelementptr i8, ptr addrspace(1) %556, i64 2
  %562 = ptrtoint ptr addrspace(1) %561 to i64
  %563 = and i64 %562, 3
  %564 = sub i64 0, %563
  %565 = getelementptr i8, ptr addrspace(1) %561, i64 %564
  %566 = shl i64 %563, 3
  %567 = trunc i64 %566 to i32
  %568 = mul i64 %557, 8
  %569 = add i64 %568, 0
  %570 = getelementptr i8, ptr addrspace(1) %565, i64 %569
  %571 = load i32, ptr addrspace(1) %570, align 4
  %572 = add i64 %568, 4
  %573 = getelementptr i8, ptr addrspace(1) %565, i64 %572
  %574 = load i32, ptr addrspace(1) %573, align 4
  %575 = add i64 %568, 4
  %576 = shl i64 %563, 1
  %577 = add i64 %575, %576
  %578 = getelementptr i8, ptr addrspace(1) %565, i64 %577
  %579 = load i32, ptr addrspace(1) %578, align 4
  %580 = call i32 @llvm.fshr.i32(i32 %574, i32 %571, i32 %567)
  %581 = call i32 @llvm.fshr.i32(i32 %579, i32 %574, i32 %567)
  %582 = mul i64 %557, 4
  %583 = add i64 %582, 64
  %584 = add i64 %583, 0
  %585 = getelementptr i8, ptr addrspace(1) %565, i64 %584
  %586 = load i32, ptr addrspace(1) %585, align 4
  %587 = add i64 %583, 0
  %588 = shl i64 %563, 1
  %589 = add i64 %587, %588
  %590 = getelementptr i8, ptr addrspace(1) %565, i64 %589
  %591 = load i32, ptr addrspace(1) %590, align 4
  %592 = call i32 @llvm.fshr.i32(i32 %591, i32 %586, i32 %567)
  store i32 %560, ptr %v18, align 4
  store i32 %580, ptr %v19, align 4
  store i32 %581, ptr %v20, align 4
  store i32 %592, ptr %v21, align 4
  %593 = lshr i32 %508, 3
  %594 = and i32 %508, 7
  %595 = sext i32 %593 to i64
  %596 = mul i64 %595, 98
  %597 = add i64 %596, 0
  %598 = getelementptr i8, ptr addrspace(1) %98, i64 %597
  %599 = sext i32 %594 to i64
  %600 = getelementptr i8, ptr addrspace(1) %598, i64 0
  %601 = load i16, ptr addrspace(1) %600, align 2
  %602 = zext i16 %601 to i32
  %603 = getelementptr i8, ptr addrspace(1) %598, i64 2
  %604 = ptrtoint ptr addrspace(1) %603 to i64
  %605 = and i64 %604, 3
  %606 = sub i64 0, %605
  %607 = getelementptr i8, ptr addrspace(1) %603, i64 %606
  %608 = shl i64 %605, 3
  %609 = trunc i64 %608 to i32
  %610 = mul i64 %599, 8
  %611 = add i64 %610, 0
  %612 = getelementptr i8, ptr addrspace(1) %607, i64 %611
  %613 = load i32, ptr addrspace(1) %612, align 4
  %614 = add i64 %610, 4
  %615 = getelementptr i8, ptr addrspace(1) %607, i64 %614
  %616 = load i32, ptr addrspace(1) %615, align 4
  %617 = add i64 %610, 4
  %618 = shl i64 %605, 1
  %619 = add i64 %617, %618
  %620 = getelementptr i8, ptr addrspace(1) %607, i64 %619
  %621 = load i32, ptr addrspace(1) %620, align 4
  %622 = call i32 @llvm.fshr.i32(i32 %616, i32 %613, i32 %609)
  %623 = call i32 @llvm.fshr.i32(i32 %621, i32 %616, i32 %609)
  %624 = mul i64 %599, 4
  %625 = add i64 %624, 64
  %626 = add i64 %625, 0
  %627 = getelementptr i8, ptr addrspace(1) %607, i64 %626
  %628 = load i32, ptr addrspace(1) %627, align 4
  %629 = add i64 %625, 0
  %630 = shl i64 %605, 1
  %631 = add i64 %629, %630
  %632 = getelementptr i8, ptr addrspace(1) %607, i64 %631
  %633 = load i32, ptr addrspace(1) %632, align 4
  %634 = call i32 @llvm.fshr.i32(i32 %633, i32 %628, i32 %609)
  store i32 %602, ptr %v22, align 4
  store i32 %622, ptr %v23, align 4
  store i32 %623, ptr %v24, align 4
  store i32 %634, ptr %v25, align 4
  %635 = lshr i32 %508, 3
  %636 = and i32 %508, 7
  %637 = sext i32 %635 to i64
  %638 = mul i64 %637, 98
  %639 = add i64 %638, 0
  %640 = getelementptr i8, ptr addrspace(1) %104, i64 %639
  %641 = sext i32 %636 to i64
  %642 = getelementptr i8, ptr addrspace(1) %640, i64 0
  %643 = load i16, ptr addrspace(1) %642, align 2
  %644 = zext i16 %643 to i32
  %645 = getelementptr i8, ptr addrspace(1) %640, i64 2
  %646 = ptrtoint ptr addrspace(1) %645 to i64
  %647 = and i64 %646, 3
  %648 = sub i64 0, %647
  %649 = getelementptr i8, ptr addrspace(1) %645, i64 %648
  %650 = shl i64 %647, 3
  %651 = trunc i64 %650 to i32
  %652 = mul i64 %641, 8
  %653 = add i64 %652, 0
  %654 = getelementptr i8, ptr addrspace(1) %649, i64 %653
  %655 = load i32, ptr addrspace(1) %654, align 4
  %656 = add i64 %652, 4
  %657 = getelementptr i8, ptr addrspace(1) %649, i64 %656
  %658 = load i32, ptr addrspace(1) %657, align 4
  %659 = add i64 %652, 4
  %660 = shl i64 %647, 1
  %661 = add i64 %659, %660
  %662 = getelementptr i8, ptr addrspace(1) %649, i64 %661
  %663 = load i32, ptr addrspace(1) %662, align 4
  %664 = call i32 @llvm.fshr.i32(i32 %658, i32 %655, i32 %651)
  %665 = call i32 @llvm.fshr.i32(i32 %663, i32 %658, i32 %651)
  %666 = mul i64 %641, 4
  %667 = add i64 %666, 64
  %668 = add i64 %667, 0
  %669 = getelementptr i8, ptr addrspace(1) %649, i64 %668
  %670 = load i32, ptr addrspace(1) %669, align 4
  %671 = add i64 %667, 0
  %672 = shl i64 %647, 1
  %673 = add i64 %671, %672
  %674 = getelementptr i8, ptr addrspace(1) %649, i64 %673
  %675 = load i32, ptr addrspace(1) %674, align 4
  %676 = call i32 @llvm.fshr.i32(i32 %675, i32 %670, i32 %651)
  store i32 %644, ptr %v26, align 4
  store i32 %664, ptr %v27, align 4
  store i32 %665, ptr %v28, align 4
  store i32 %676, ptr %v29, align 4
  %677 = icmp slt i32 %489, %105
  br i1 %677, label %then42, label %endif43

done41:                                           ; preds = %loop39
  %678 = load float, ptr %v10, align 4
  %679 = load float, ptr %v11, align 4
  %680 = load float, ptr %v12, align 4
  %681 = load float, ptr %v13, align 4
  %682 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %683 = and i32 %682, 31
  %684 = and i32 %683, 16
  %685 = icmp ne i32 %684, 0
  %686 = select i1 %685, float %680, float %678
  %687 = select i1 %685, float %678, float %680
  %688 = bitcast float %687 to i32
  %689 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %688, i32 16, i32 31)
  %690 = bitcast i32 %689 to float
  %691 = fadd float %686, %690
  %692 = select i1 %685, float %681, float %679
  %693 = select i1 %685, float %679, float %681
  %694 = bitcast float %693 to i32
  %695 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %694, i32 16, i32 31)
  %696 = bitcast i32 %695 to float
  %697 = fadd float %692, %696
  %698 = and i32 %683, 8
  %699 = icmp ne i32 %698, 0
  %700 = select i1 %699, float %697, float %691
  %701 = select i1 %699, float %691, float %697
  %702 = bitcast float %701 to i32
  %703 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %702, i32 8, i32 31)
  %704 = bitcast i32 %703 to float
  %705 = fadd float %700, %704
  %706 = bitcast float %705 to i32
  %707 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %706, i32 4, i32 31)
  %708 = bitcast i32 %707 to float
  %709 = fadd float %705, %708
  %710 = bitcast float %709 to i32
  %711 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %710, i32 2, i32 31)
  %712 = bitcast i32 %711 to float
  %713 = fadd float %709, %712
  %714 = bitcast float %713 to i32
  %715 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %714, i32 1, i32 31)
  %716 = bitcast i32 %715 to float
  %717 = fadd float %713, %716
  store float %717, ptr %v9, align 4
  %718 = and i1 %74, %66
  br i1 %718, label %then52, label %endif53

then42:                                           ; preds = %body40
  %719 = and i32 %454, 1
  %720 = sext i32 %719 to i64
  %721 = mul i64 %720, 1152
  %722 = getelementptr i8, ptr addrspace(3) @lds3, i64 %721
  %723 = sext i32 %454 to i64
  %724 = mul i64 %723, 1024
  %725 = sext i32 %489 to i64
  %726 = mul i64 %725, 32
  %727 = sub i64 %726, %724
  %728 = add i64 %727, 0
  %729 = getelementptr i8, ptr addrspace(3) %722, i64 %728
  %730 = load <4 x i32>, ptr addrspace(3) %729, align 16
  %731 = extractelement <4 x i32> %730, i32 0
  %732 = extractelement <4 x i32> %730, i32 1
  %733 = extractelement <4 x i32> %730, i32 2
  %734 = extractelement <4 x i32> %730, i32 3
  %735 = add i64 %727, 16
  %736 = getelementptr i8, ptr addrspace(3) %722, i64 %735
  %737 = load <4 x i32>, ptr addrspace(3) %736, align 16
  %738 = extractelement <4 x i32> %737, i32 0
  %739 = extractelement <4 x i32> %737, i32 1
  %740 = extractelement <4 x i32> %737, i32 2
  %741 = extractelement <4 x i32> %737, i32 3
  %742 = getelementptr i8, ptr addrspace(3) %722, i64 1024
  %743 = lshr i64 %727, 5
  %744 = mul i64 %743, 4
  %745 = getelementptr i8, ptr addrspace(3) %742, i64 %744
  %746 = load float, ptr addrspace(3) %745, align 4
  %747 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %731, i32 0)
  %748 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %732, i32 %747)
  %749 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %733, i32 %748)
  %750 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %734, i32 %749)
  %751 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %738, i32 %750)
  %752 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %739, i32 %751)
  %753 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %740, i32 %752)
  %754 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 16843009, i32 %741, i32 %753)
  %755 = shl i32 %754, 7
  %756 = load float, ptr %v10, align 4
  %757 = trunc i32 %490 to i16
  %758 = bitcast i16 %757 to half
  %759 = fpext half %758 to float
  %760 = lshr i32 %493, 28
  %761 = shl i32 %760, 1
  %762 = or i32 %761, 1
  %763 = sub i32 0, %755
  %764 = lshr i32 %493, 0
  %765 = and i32 %764, 127
  %766 = shl i32 %765, 3
  %767 = zext i32 %766 to i64
  %768 = add i64 %767, 0
  %769 = getelementptr i8, ptr addrspace(3) @lds2, i64 %768
  %770 = load <2 x i32>, ptr addrspace(3) %769, align 8
  %771 = extractelement <2 x i32> %770, i32 0
  %772 = extractelement <2 x i32> %770, i32 1
  %773 = bitcast i32 %491 to <4 x i8>
  %774 = shufflevector <4 x i8> %773, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %775 = bitcast <4 x i8> %774 to i32
  %776 = sext i32 %775 to i64
  %777 = mul i64 %776, 4
  %778 = getelementptr i8, ptr addrspace(3) @lds1, i64 %777
  %779 = load i32, ptr addrspace(3) %778, align 4
  %780 = xor i32 %779, %771
  %781 = and i32 %771, 16843009
  %782 = add i32 %780, %781
  %783 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %782, i32 %731, i32 %763)
  %784 = bitcast i32 %491 to <4 x i8>
  %785 = shufflevector <4 x i8> %784, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %786 = bitcast <4 x i8> %785 to i32
  %787 = sext i32 %786 to i64
  %788 = mul i64 %787, 4
  %789 = getelementptr i8, ptr addrspace(3) @lds1, i64 %788
  %790 = load i32, ptr addrspace(3) %789, align 4
  %791 = xor i32 %790, %772
  %792 = and i32 %772, 16843009
  %793 = add i32 %791, %792
  %794 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %793, i32 %732, i32 %783)
  %795 = lshr i32 %493, 7
  %796 = and i32 %795, 127
  %797 = shl i32 %796, 3
  %798 = zext i32 %797 to i64
  %799 = add i64 %798, 0
  %800 = getelementptr i8, ptr addrspace(3) @lds2, i64 %799
  %801 = load <2 x i32>, ptr addrspace(3) %800, align 8
  %802 = extractelement <2 x i32> %801, i32 0
  %803 = extractelement <2 x i32> %801, i32 1
  %804 = bitcast i32 %491 to <4 x i8>
  %805 = shufflevector <4 x i8> %804, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %806 = bitcast <4 x i8> %805 to i32
  %807 = sext i32 %806 to i64
  %808 = mul i64 %807, 4
  %809 = getelementptr i8, ptr addrspace(3) @lds1, i64 %808
  %810 = load i32, ptr addrspace(3) %809, align 4
  %811 = xor i32 %810, %802
  %812 = and i32 %802, 16843009
  %813 = add i32 %811, %812
  %814 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %813, i32 %733, i32 %794)
  %815 = bitcast i32 %491 to <4 x i8>
  %816 = shufflevector <4 x i8> %815, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %817 = bitcast <4 x i8> %816 to i32
  %818 = sext i32 %817 to i64
  %819 = mul i64 %818, 4
  %820 = getelementptr i8, ptr addrspace(3) @lds1, i64 %819
  %821 = load i32, ptr addrspace(3) %820, align 4
  %822 = xor i32 %821, %803
  %823 = and i32 %803, 16843009
  %824 = add i32 %822, %823
  %825 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %824, i32 %734, i32 %814)
  %826 = lshr i32 %493, 14
  %827 = and i32 %826, 127
  %828 = shl i32 %827, 3
  %829 = zext i32 %828 to i64
  %830 = add i64 %829, 0
  %831 = getelementptr i8, ptr addrspace(3) @lds2, i64 %830
  %832 = load <2 x i32>, ptr addrspace(3) %831, align 8
  %833 = extractelement <2 x i32> %832, i32 0
  %834 = extractelement <2 x i32> %832, i32 1
  %835 = bitcast i32 %492 to <4 x i8>
  %836 = shufflevector <4 x i8> %835, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %837 = bitcast <4 x i8> %836 to i32
  %838 = sext i32 %837 to i64
  %839 = mul i64 %838, 4
  %840 = getelementptr i8, ptr addrspace(3) @lds1, i64 %839
  %841 = load i32, ptr addrspace(3) %840, align 4
  %842 = xor i32 %841, %833
  %843 = and i32 %833, 16843009
  %844 = add i32 %842, %843
  %845 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %844, i32 %738, i32 %825)
  %846 = bitcast i32 %492 to <4 x i8>
  %847 = shufflevector <4 x i8> %846, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %848 = bitcast <4 x i8> %847 to i32
  %849 = sext i32 %848 to i64
  %850 = mul i64 %849, 4
  %851 = getelementptr i8, ptr addrspace(3) @lds1, i64 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = xor i32 %852, %834
  %854 = and i32 %834, 16843009
  %855 = add i32 %853, %854
  %856 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %855, i32 %739, i32 %845)
  %857 = lshr i32 %493, 21
  %858 = and i32 %857, 127
  %859 = shl i32 %858, 3
  %860 = zext i32 %859 to i64
  %861 = add i64 %860, 0
  %862 = getelementptr i8, ptr addrspace(3) @lds2, i64 %861
  %863 = load <2 x i32>, ptr addrspace(3) %862, align 8
  %864 = extractelement <2 x i32> %863, i32 0
  %865 = extractelement <2 x i32> %863, i32 1
  %866 = bitcast i32 %492 to <4 x i8>
  %867 = shufflevector <4 x i8> %866, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %868 = bitcast <4 x i8> %867 to i32
  %869 = sext i32 %868 to i64
  %870 = mul i64 %869, 4
  %871 = getelementptr i8, ptr addrspace(3) @lds1, i64 %870
  %872 = load i32, ptr addrspace(3) %871, align 4
  %873 = xor i32 %872, %864
  %874 = and i32 %864, 16843009
  %875 = add i32 %873, %874
  %876 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %875, i32 %740, i32 %856)
  %877 = bitcast i32 %492 to <4 x i8>
  %878 = shufflevector <4 x i8> %877, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %879 = bitcast <4 x i8> %878 to i32
  %880 = sext i32 %879 to i64
  %881 = mul i64 %880, 4
  %882 = getelementptr i8, ptr addrspace(3) @lds1, i64 %881
  %883 = load i32, ptr addrspace(3) %882, align 4
  %884 = xor i32 %883, %865
  %885 = and i32 %865, 16843009
  %886 = add i32 %884, %885
  %887 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %886, i32 %741, i32 %876)
  %888 = mul i32 %762, %887
  %889 = sitofp i32 %888 to float
  %890 = fmul float %759, %746
  %891 = fmul float %890, 2.500000e-01
  %892 = call float @llvm.fma.f32(float %891, float %889, float %756)
  store float %892, ptr %v10, align 4
  %893 = load float, ptr %v11, align 4
  %894 = trunc i32 %494 to i16
  %895 = bitcast i16 %894 to half
  %896 = fpext half %895 to float
  %897 = lshr i32 %497, 28
  %898 = shl i32 %897, 1
  %899 = or i32 %898, 1
  %900 = sub i32 0, %755
  %901 = lshr i32 %497, 0
  %902 = and i32 %901, 127
  %903 = shl i32 %902, 3
  %904 = zext i32 %903 to i64
  %905 = add i64 %904, 0
  %906 = getelementptr i8, ptr addrspace(3) @lds2, i64 %905
  %907 = load <2 x i32>, ptr addrspace(3) %906, align 8
  %908 = extractelement <2 x i32> %907, i32 0
  %909 = extractelement <2 x i32> %907, i32 1
  %910 = bitcast i32 %495 to <4 x i8>
  %911 = shufflevector <4 x i8> %910, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %912 = bitcast <4 x i8> %911 to i32
  %913 = sext i32 %912 to i64
  %914 = mul i64 %913, 4
  %915 = getelementptr i8, ptr addrspace(3) @lds1, i64 %914
  %916 = load i32, ptr addrspace(3) %915, align 4
  %917 = xor i32 %916, %908
  %918 = and i32 %908, 16843009
  %919 = add i32 %917, %918
  %920 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %919, i32 %731, i32 %900)
  %921 = bitcast i32 %495 to <4 x i8>
  %922 = shufflevector <4 x i8> %921, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %923 = bitcast <4 x i8> %922 to i32
  %924 = sext i32 %923 to i64
  %925 = mul i64 %924, 4
  %926 = getelementptr i8, ptr addrspace(3) @lds1, i64 %925
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = xor i32 %927, %909
  %929 = and i32 %909, 16843009
  %930 = add i32 %928, %929
  %931 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %930, i32 %732, i32 %920)
  %932 = lshr i32 %497, 7
  %933 = and i32 %932, 127
  %934 = shl i32 %933, 3
  %935 = zext i32 %934 to i64
  %936 = add i64 %935, 0
  %937 = getelementptr i8, ptr addrspace(3) @lds2, i64 %936
  %938 = load <2 x i32>, ptr addrspace(3) %937, align 8
  %939 = extractelement <2 x i32> %938, i32 0
  %940 = extractelement <2 x i32> %938, i32 1
  %941 = bitcast i32 %495 to <4 x i8>
  %942 = shufflevector <4 x i8> %941, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %943 = bitcast <4 x i8> %942 to i32
  %944 = sext i32 %943 to i64
  %945 = mul i64 %944, 4
  %946 = getelementptr i8, ptr addrspace(3) @lds1, i64 %945
  %947 = load i32, ptr addrspace(3) %946, align 4
  %948 = xor i32 %947, %939
  %949 = and i32 %939, 16843009
  %950 = add i32 %948, %949
  %951 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %950, i32 %733, i32 %931)
  %952 = bitcast i32 %495 to <4 x i8>
  %953 = shufflevector <4 x i8> %952, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %954 = bitcast <4 x i8> %953 to i32
  %955 = sext i32 %954 to i64
  %956 = mul i64 %955, 4
  %957 = getelementptr i8, ptr addrspace(3) @lds1, i64 %956
  %958 = load i32, ptr addrspace(3) %957, align 4
  %959 = xor i32 %958, %940
  %960 = and i32 %940, 16843009
  %961 = add i32 %959, %960
  %962 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %961, i32 %734, i32 %951)
  %963 = lshr i32 %497, 14
  %964 = and i32 %963, 127
  %965 = shl i32 %964, 3
  %966 = zext i32 %965 to i64
  %967 = add i64 %966, 0
  %968 = getelementptr i8, ptr addrspace(3) @lds2, i64 %967
  %969 = load <2 x i32>, ptr addrspace(3) %968, align 8
  %970 = extractelement <2 x i32> %969, i32 0
  %971 = extractelement <2 x i32> %969, i32 1
  %972 = bitcast i32 %496 to <4 x i8>
  %973 = shufflevector <4 x i8> %972, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %974 = bitcast <4 x i8> %973 to i32
  %975 = sext i32 %974 to i64
  %976 = mul i64 %975, 4
  %977 = getelementptr i8, ptr addrspace(3) @lds1, i64 %976
  %978 = load i32, ptr addrspace(3) %977, align 4
  %979 = xor i32 %978, %970
  %980 = and i32 %970, 16843009
  %981 = add i32 %979, %980
  %982 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %981, i32 %738, i32 %962)
  %983 = bitcast i32 %496 to <4 x i8>
  %984 = shufflevector <4 x i8> %983, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %985 = bitcast <4 x i8> %984 to i32
  %986 = sext i32 %985 to i64
  %987 = mul i64 %986, 4
  %988 = getelementptr i8, ptr addrspace(3) @lds1, i64 %987
  %989 = load i32, ptr addrspace(3) %988, align 4
  %990 = xor i32 %989, %971
  %991 = and i32 %971, 16843009
  %992 = add i32 %990, %991
  %993 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %992, i32 %739, i32 %982)
  %994 = lshr i32 %497, 21
  %995 = and i32 %994, 127
  %996 = shl i32 %995, 3
  %997 = zext i32 %996 to i64
  %998 = add i64 %997, 0
  %999 = getelementptr i8, ptr addrspace(3) @lds2, i64 %998
  %1000 = load <2 x i32>, ptr addrspace(3) %999, align 8
  %1001 = extractelement <2 x i32> %1000, i32 0
  %1002 = extractelement <2 x i32> %1000, i32 1
  %1003 = bitcast i32 %496 to <4 x i8>
  %1004 = shufflevector <4 x i8> %1003, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1005 = bitcast <4 x i8> %1004 to i32
  %1006 = sext i32 %1005 to i64
  %1007 = mul i64 %1006, 4
  %1008 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1007
  %1009 = load i32, ptr addrspace(3) %1008, align 4
  %1010 = xor i32 %1009, %1001
  %1011 = and i32 %1001, 16843009
  %1012 = add i32 %1010, %1011
  %1013 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1012, i32 %740, i32 %993)
  %1014 = bitcast i32 %496 to <4 x i8>
  %1015 = shufflevector <4 x i8> %1014, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1016 = bitcast <4 x i8> %1015 to i32
  %1017 = sext i32 %1016 to i64
  %1018 = mul i64 %1017, 4
  %1019 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1018
  %1020 = load i32, ptr addrspace(3) %1019, align 4
  %1021 = xor i32 %1020, %1002
  %1022 = and i32 %1002, 16843009
  %1023 = add i32 %1021, %1022
  %1024 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1023, i32 %741, i32 %1013)
  %1025 = mul i32 %899, %1024
  %1026 = sitofp i32 %1025 to float
  %1027 = fmul float %896, %746
  %1028 = fmul float %1027, 2.500000e-01
  %1029 = call float @llvm.fma.f32(float %1028, float %1026, float %893)
  store float %1029, ptr %v11, align 4
  %1030 = load float, ptr %v12, align 4
  %1031 = trunc i32 %498 to i16
  %1032 = bitcast i16 %1031 to half
  %1033 = fpext half %1032 to float
  %1034 = lshr i32 %501, 28
  %1035 = shl i32 %1034, 1
  %1036 = or i32 %1035, 1
  %1037 = sub i32 0, %755
  %1038 = lshr i32 %501, 0
  %1039 = and i32 %1038, 127
  %1040 = shl i32 %1039, 3
  %1041 = zext i32 %1040 to i64
  %1042 = add i64 %1041, 0
  %1043 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1042
  %1044 = load <2 x i32>, ptr addrspace(3) %1043, align 8
  %1045 = extractelement <2 x i32> %1044, i32 0
  %1046 = extractelement <2 x i32> %1044, i32 1
  %1047 = bitcast i32 %499 to <4 x i8>
  %1048 = shufflevector <4 x i8> %1047, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1049 = bitcast <4 x i8> %1048 to i32
  %1050 = sext i32 %1049 to i64
  %1051 = mul i64 %1050, 4
  %1052 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1051
  %1053 = load i32, ptr addrspace(3) %1052, align 4
  %1054 = xor i32 %1053, %1045
  %1055 = and i32 %1045, 16843009
  %1056 = add i32 %1054, %1055
  %1057 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1056, i32 %731, i32 %1037)
  %1058 = bitcast i32 %499 to <4 x i8>
  %1059 = shufflevector <4 x i8> %1058, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1060 = bitcast <4 x i8> %1059 to i32
  %1061 = sext i32 %1060 to i64
  %1062 = mul i64 %1061, 4
  %1063 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1062
  %1064 = load i32, ptr addrspace(3) %1063, align 4
  %1065 = xor i32 %1064, %1046
  %1066 = and i32 %1046, 16843009
  %1067 = add i32 %1065, %1066
  %1068 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1067, i32 %732, i32 %1057)
  %1069 = lshr i32 %501, 7
  %1070 = and i32 %1069, 127
  %1071 = shl i32 %1070, 3
  %1072 = zext i32 %1071 to i64
  %1073 = add i64 %1072, 0
  %1074 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1073
  %1075 = load <2 x i32>, ptr addrspace(3) %1074, align 8
  %1076 = extractelement <2 x i32> %1075, i32 0
  %1077 = extractelement <2 x i32> %1075, i32 1
  %1078 = bitcast i32 %499 to <4 x i8>
  %1079 = shufflevector <4 x i8> %1078, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1080 = bitcast <4 x i8> %1079 to i32
  %1081 = sext i32 %1080 to i64
  %1082 = mul i64 %1081, 4
  %1083 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1082
  %1084 = load i32, ptr addrspace(3) %1083, align 4
  %1085 = xor i32 %1084, %1076
  %1086 = and i32 %1076, 16843009
  %1087 = add i32 %1085, %1086
  %1088 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1087, i32 %733, i32 %1068)
  %1089 = bitcast i32 %499 to <4 x i8>
  %1090 = shufflevector <4 x i8> %1089, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1091 = bitcast <4 x i8> %1090 to i32
  %1092 = sext i32 %1091 to i64
  %1093 = mul i64 %1092, 4
  %1094 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1093
  %1095 = load i32, ptr addrspace(3) %1094, align 4
  %1096 = xor i32 %1095, %1077
  %1097 = and i32 %1077, 16843009
  %1098 = add i32 %1096, %1097
  %1099 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1098, i32 %734, i32 %1088)
  %1100 = lshr i32 %501, 14
  %1101 = and i32 %1100, 127
  %1102 = shl i32 %1101, 3
  %1103 = zext i32 %1102 to i64
  %1104 = add i64 %1103, 0
  %1105 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1104
  %1106 = load <2 x i32>, ptr addrspace(3) %1105, align 8
  %1107 = extractelement <2 x i32> %1106, i32 0
  %1108 = extractelement <2 x i32> %1106, i32 1
  %1109 = bitcast i32 %500 to <4 x i8>
  %1110 = shufflevector <4 x i8> %1109, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1111 = bitcast <4 x i8> %1110 to i32
  %1112 = sext i32 %1111 to i64
  %1113 = mul i64 %1112, 4
  %1114 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1113
  %1115 = load i32, ptr addrspace(3) %1114, align 4
  %1116 = xor i32 %1115, %1107
  %1117 = and i32 %1107, 16843009
  %1118 = add i32 %1116, %1117
  %1119 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1118, i32 %738, i32 %1099)
  %1120 = bitcast i32 %500 to <4 x i8>
  %1121 = shufflevector <4 x i8> %1120, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1122 = bitcast <4 x i8> %1121 to i32
  %1123 = sext i32 %1122 to i64
  %1124 = mul i64 %1123, 4
  %1125 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1124
  %1126 = load i32, ptr addrspace(3) %1125, align 4
  %1127 = xor i32 %1126, %1108
  %1128 = and i32 %1108, 16843009
  %1129 = add i32 %1127, %1128
  %1130 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1129, i32 %739, i32 %1119)
  %1131 = lshr i32 %501, 21
  %1132 = and i32 %1131, 127
  %1133 = shl i32 %1132, 3
  %1134 = zext i32 %1133 to i64
  %1135 = add i64 %1134, 0
  %1136 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1135
  %1137 = load <2 x i32>, ptr addrspace(3) %1136, align 8
  %1138 = extractelement <2 x i32> %1137, i32 0
  %1139 = extractelement <2 x i32> %1137, i32 1
  %1140 = bitcast i32 %500 to <4 x i8>
  %1141 = shufflevector <4 x i8> %1140, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1142 = bitcast <4 x i8> %1141 to i32
  %1143 = sext i32 %1142 to i64
  %1144 = mul i64 %1143, 4
  %1145 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1144
  %1146 = load i32, ptr addrspace(3) %1145, align 4
  %1147 = xor i32 %1146, %1138
  %1148 = and i32 %1138, 16843009
  %1149 = add i32 %1147, %1148
  %1150 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1149, i32 %740, i32 %1130)
  %1151 = bitcast i32 %500 to <4 x i8>
  %1152 = shufflevector <4 x i8> %1151, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1153 = bitcast <4 x i8> %1152 to i32
  %1154 = sext i32 %1153 to i64
  %1155 = mul i64 %1154, 4
  %1156 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1155
  %1157 = load i32, ptr addrspace(3) %1156, align 4
  %1158 = xor i32 %1157, %1139
  %1159 = and i32 %1139, 16843009
  %1160 = add i32 %1158, %1159
  %1161 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1160, i32 %741, i32 %1150)
  %1162 = mul i32 %1036, %1161
  %1163 = sitofp i32 %1162 to float
  %1164 = fmul float %1033, %746
  %1165 = fmul float %1164, 2.500000e-01
  %1166 = call float @llvm.fma.f32(float %1165, float %1163, float %1030)
  store float %1166, ptr %v12, align 4
  %1167 = load float, ptr %v13, align 4
  %1168 = trunc i32 %502 to i16
  %1169 = bitcast i16 %1168 to half
  %1170 = fpext half %1169 to float
  %1171 = lshr i32 %505, 28
  %1172 = shl i32 %1171, 1
  %1173 = or i32 %1172, 1
  %1174 = sub i32 0, %755
  %1175 = lshr i32 %505, 0
  %1176 = and i32 %1175, 127
  %1177 = shl i32 %1176, 3
  %1178 = zext i32 %1177 to i64
  %1179 = add i64 %1178, 0
  %1180 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1179
  %1181 = load <2 x i32>, ptr addrspace(3) %1180, align 8
  %1182 = extractelement <2 x i32> %1181, i32 0
  %1183 = extractelement <2 x i32> %1181, i32 1
  %1184 = bitcast i32 %503 to <4 x i8>
  %1185 = shufflevector <4 x i8> %1184, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1186 = bitcast <4 x i8> %1185 to i32
  %1187 = sext i32 %1186 to i64
  %1188 = mul i64 %1187, 4
  %1189 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1188
  %1190 = load i32, ptr addrspace(3) %1189, align 4
  %1191 = xor i32 %1190, %1182
  %1192 = and i32 %1182, 16843009
  %1193 = add i32 %1191, %1192
  %1194 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1193, i32 %731, i32 %1174)
  %1195 = bitcast i32 %503 to <4 x i8>
  %1196 = shufflevector <4 x i8> %1195, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1197 = bitcast <4 x i8> %1196 to i32
  %1198 = sext i32 %1197 to i64
  %1199 = mul i64 %1198, 4
  %1200 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1199
  %1201 = load i32, ptr addrspace(3) %1200, align 4
  %1202 = xor i32 %1201, %1183
  %1203 = and i32 %1183, 16843009
  %1204 = add i32 %1202, %1203
  %1205 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1204, i32 %732, i32 %1194)
  %1206 = lshr i32 %505, 7
  %1207 = and i32 %1206, 127
  %1208 = shl i32 %1207, 3
  %1209 = zext i32 %1208 to i64
  %1210 = add i64 %1209, 0
  %1211 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1210
  %1212 = load <2 x i32>, ptr addrspace(3) %1211, align 8
  %1213 = extractelement <2 x i32> %1212, i32 0
  %1214 = extractelement <2 x i32> %1212, i32 1
  %1215 = bitcast i32 %503 to <4 x i8>
  %1216 = shufflevector <4 x i8> %1215, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1217 = bitcast <4 x i8> %1216 to i32
  %1218 = sext i32 %1217 to i64
  %1219 = mul i64 %1218, 4
  %1220 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1219
  %1221 = load i32, ptr addrspace(3) %1220, align 4
  %1222 = xor i32 %1221, %1213
  %1223 = and i32 %1213, 16843009
  %1224 = add i32 %1222, %1223
  %1225 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1224, i32 %733, i32 %1205)
  %1226 = bitcast i32 %503 to <4 x i8>
  %1227 = shufflevector <4 x i8> %1226, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1228 = bitcast <4 x i8> %1227 to i32
  %1229 = sext i32 %1228 to i64
  %1230 = mul i64 %1229, 4
  %1231 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1230
  %1232 = load i32, ptr addrspace(3) %1231, align 4
  %1233 = xor i32 %1232, %1214
  %1234 = and i32 %1214, 16843009
  %1235 = add i32 %1233, %1234
  %1236 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1235, i32 %734, i32 %1225)
  %1237 = lshr i32 %505, 14
  %1238 = and i32 %1237, 127
  %1239 = shl i32 %1238, 3
  %1240 = zext i32 %1239 to i64
  %1241 = add i64 %1240, 0
  %1242 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1241
  %1243 = load <2 x i32>, ptr addrspace(3) %1242, align 8
  %1244 = extractelement <2 x i32> %1243, i32 0
  %1245 = extractelement <2 x i32> %1243, i32 1
  %1246 = bitcast i32 %504 to <4 x i8>
  %1247 = shufflevector <4 x i8> %1246, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1248 = bitcast <4 x i8> %1247 to i32
  %1249 = sext i32 %1248 to i64
  %1250 = mul i64 %1249, 4
  %1251 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1250
  %1252 = load i32, ptr addrspace(3) %1251, align 4
  %1253 = xor i32 %1252, %1244
  %1254 = and i32 %1244, 16843009
  %1255 = add i32 %1253, %1254
  %1256 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1255, i32 %738, i32 %1236)
  %1257 = bitcast i32 %504 to <4 x i8>
  %1258 = shufflevector <4 x i8> %1257, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1259 = bitcast <4 x i8> %1258 to i32
  %1260 = sext i32 %1259 to i64
  %1261 = mul i64 %1260, 4
  %1262 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1261
  %1263 = load i32, ptr addrspace(3) %1262, align 4
  %1264 = xor i32 %1263, %1245
  %1265 = and i32 %1245, 16843009
  %1266 = add i32 %1264, %1265
  %1267 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1266, i32 %739, i32 %1256)
  %1268 = lshr i32 %505, 21
  %1269 = and i32 %1268, 127
  %1270 = shl i32 %1269, 3
  %1271 = zext i32 %1270 to i64
  %1272 = add i64 %1271, 0
  %1273 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1272
  %1274 = load <2 x i32>, ptr addrspace(3) %1273, align 8
  %1275 = extractelement <2 x i32> %1274, i32 0
  %1276 = extractelement <2 x i32> %1274, i32 1
  %1277 = bitcast i32 %504 to <4 x i8>
  %1278 = shufflevector <4 x i8> %1277, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1279 = bitcast <4 x i8> %1278 to i32
  %1280 = sext i32 %1279 to i64
  %1281 = mul i64 %1280, 4
  %1282 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1281
  %1283 = load i32, ptr addrspace(3) %1282, align 4
  %1284 = xor i32 %1283, %1275
  %1285 = and i32 %1275, 16843009
  %1286 = add i32 %1284, %1285
  %1287 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1286, i32 %740, i32 %1267)
  %1288 = bitcast i32 %504 to <4 x i8>
  %1289 = shufflevector <4 x i8> %1288, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1290 = bitcast <4 x i8> %1289 to i32
  %1291 = sext i32 %1290 to i64
  %1292 = mul i64 %1291, 4
  %1293 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1292
  %1294 = load i32, ptr addrspace(3) %1293, align 4
  %1295 = xor i32 %1294, %1276
  %1296 = and i32 %1276, 16843009
  %1297 = add i32 %1295, %1296
  %1298 = call i32 asm "dp4a.u32.s32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %1297, i32 %741, i32 %1287)
  %1299 = mul i32 %1173, %1298
  %1300 = sitofp i32 %1299 to float
  %1301 = fmul float %1170, %746
  %1302 = fmul float %1301, 2.500000e-01
  %1303 = call float @llvm.fma.f32(float %1302, float %1300, float %1167)
  store float %1303, ptr %v13, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %body40
  %1304 = add i32 %454, 1
  %1305 = and i32 %1304, 1
  %1306 = sext i32 %1305 to i64
  %1307 = mul i64 %1306, 1152
  %1308 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1307
  %1309 = getelementptr i8, ptr addrspace(3) %1308, i64 1024
  %1310 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1311 = bitcast float %469 to i32
  %1312 = and i32 %1311, 2147483647
  %1313 = bitcast float %470 to i32
  %1314 = and i32 %1313, 2147483647
  %1315 = bitcast float %471 to i32
  %1316 = and i32 %1315, 2147483647
  %1317 = bitcast float %472 to i32
  %1318 = and i32 %1317, 2147483647
  %1319 = icmp ugt i32 %1312, %1314
  %1320 = select i1 %1319, i32 %1312, i32 %1314
  %1321 = icmp ugt i32 %1316, %1318
  %1322 = select i1 %1321, i32 %1316, i32 %1318
  %1323 = icmp ugt i32 %1320, %1322
  %1324 = select i1 %1323, i32 %1320, i32 %1322
  %1325 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1324, i32 1, i32 31)
  %1326 = icmp ugt i32 %1324, %1325
  %1327 = select i1 %1326, i32 %1324, i32 %1325
  %1328 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1327, i32 2, i32 31)
  %1329 = icmp ugt i32 %1327, %1328
  %1330 = select i1 %1329, i32 %1327, i32 %1328
  %1331 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1330, i32 4, i32 31)
  %1332 = icmp ugt i32 %1330, %1331
  %1333 = select i1 %1332, i32 %1330, i32 %1331
  %1334 = and i32 %1333, 2147483647
  %1335 = icmp ult i32 %1334, 2139095040
  %1336 = bitcast i32 %1333 to float
  %1337 = fdiv float 1.270000e+02, %1336
  %1338 = bitcast float %1337 to i32
  %1339 = and i32 %1338, 2147483647
  %1340 = icmp ult i32 %1339, 2139095040
  %1341 = select i1 %1340, float %1337, float 0.000000e+00
  %1342 = fmul float %469, %1341
  %1343 = fadd float %1342, 0x4168000000000000
  %1344 = bitcast float %1343 to i32
  %1345 = fmul float %470, %1341
  %1346 = fadd float %1345, 0x4168000000000000
  %1347 = bitcast float %1346 to i32
  %1348 = fmul float %471, %1341
  %1349 = fadd float %1348, 0x4168000000000000
  %1350 = bitcast float %1349 to i32
  %1351 = fmul float %472, %1341
  %1352 = fadd float %1351, 0x4168000000000000
  %1353 = bitcast float %1352 to i32
  %1354 = bitcast i32 %1344 to <4 x i8>
  %1355 = bitcast i32 %1347 to <4 x i8>
  %1356 = shufflevector <4 x i8> %1354, <4 x i8> %1355, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1357 = bitcast <4 x i8> %1356 to i32
  %1358 = bitcast i32 %1350 to <4 x i8>
  %1359 = bitcast i32 %1353 to <4 x i8>
  %1360 = shufflevector <4 x i8> %1358, <4 x i8> %1359, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1361 = bitcast <4 x i8> %1360 to i32
  %1362 = bitcast i32 %1357 to <4 x i8>
  %1363 = bitcast i32 %1361 to <4 x i8>
  %1364 = shufflevector <4 x i8> %1362, <4 x i8> %1363, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1365 = bitcast <4 x i8> %1364 to i32
  %1366 = add i32 %1310, 0
  %1367 = sext i32 %1366 to i64
  %1368 = mul i64 %1367, 4
  %1369 = icmp slt i64 %1368, 1024
  br i1 %1369, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %1370 = lshr i64 %1368, 2
  %1371 = mul i64 %1370, 4
  %1372 = getelementptr i8, ptr addrspace(3) %1308, i64 %1371
  store i32 %1365, ptr addrspace(3) %1372, align 4
  %1373 = and i64 %1368, 31
  %1374 = icmp eq i64 %1373, 0
  br i1 %1374, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif43
  %1375 = bitcast float %484 to i32
  %1376 = and i32 %1375, 2147483647
  %1377 = bitcast float %485 to i32
  %1378 = and i32 %1377, 2147483647
  %1379 = bitcast float %486 to i32
  %1380 = and i32 %1379, 2147483647
  %1381 = bitcast float %487 to i32
  %1382 = and i32 %1381, 2147483647
  %1383 = icmp ugt i32 %1376, %1378
  %1384 = select i1 %1383, i32 %1376, i32 %1378
  %1385 = icmp ugt i32 %1380, %1382
  %1386 = select i1 %1385, i32 %1380, i32 %1382
  %1387 = icmp ugt i32 %1384, %1386
  %1388 = select i1 %1387, i32 %1384, i32 %1386
  %1389 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1388, i32 1, i32 31)
  %1390 = icmp ugt i32 %1388, %1389
  %1391 = select i1 %1390, i32 %1388, i32 %1389
  %1392 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1391, i32 2, i32 31)
  %1393 = icmp ugt i32 %1391, %1392
  %1394 = select i1 %1393, i32 %1391, i32 %1392
  %1395 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1394, i32 4, i32 31)
  %1396 = icmp ugt i32 %1394, %1395
  %1397 = select i1 %1396, i32 %1394, i32 %1395
  %1398 = and i32 %1397, 2147483647
  %1399 = icmp ult i32 %1398, 2139095040
  %1400 = bitcast i32 %1397 to float
  %1401 = fdiv float 1.270000e+02, %1400
  %1402 = bitcast float %1401 to i32
  %1403 = and i32 %1402, 2147483647
  %1404 = icmp ult i32 %1403, 2139095040
  %1405 = select i1 %1404, float %1401, float 0.000000e+00
  %1406 = fmul float %484, %1405
  %1407 = fadd float %1406, 0x4168000000000000
  %1408 = bitcast float %1407 to i32
  %1409 = fmul float %485, %1405
  %1410 = fadd float %1409, 0x4168000000000000
  %1411 = bitcast float %1410 to i32
  %1412 = fmul float %486, %1405
  %1413 = fadd float %1412, 0x4168000000000000
  %1414 = bitcast float %1413 to i32
  %1415 = fmul float %487, %1405
  %1416 = fadd float %1415, 0x4168000000000000
  %1417 = bitcast float %1416 to i32
  %1418 = bitcast i32 %1408 to <4 x i8>
  %1419 = bitcast i32 %1411 to <4 x i8>
  %1420 = shufflevector <4 x i8> %1418, <4 x i8> %1419, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1421 = bitcast <4 x i8> %1420 to i32
  %1422 = bitcast i32 %1414 to <4 x i8>
  %1423 = bitcast i32 %1417 to <4 x i8>
  %1424 = shufflevector <4 x i8> %1422, <4 x i8> %1423, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1425 = bitcast <4 x i8> %1424 to i32
  %1426 = bitcast i32 %1421 to <4 x i8>
  %1427 = bitcast i32 %1425 to <4 x i8>
  %1428 = shufflevector <4 x i8> %1426, <4 x i8> %1427, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1429 = bitcast <4 x i8> %1428 to i32
  %1430 = add i32 %1310, 128
  %1431 = sext i32 %1430 to i64
  %1432 = mul i64 %1431, 4
  %1433 = icmp slt i64 %1432, 1024
  br i1 %1433, label %then48, label %endif49

then46:                                           ; preds = %then44
  %1434 = fmul float %1336, 0x3F80204080000000
  %1435 = select i1 %1335, float %1434, float 0x7FF8000000000000
  %1436 = lshr i64 %1368, 5
  %1437 = mul i64 %1436, 4
  %1438 = getelementptr i8, ptr addrspace(3) %1309, i64 %1437
  store float %1435, ptr addrspace(3) %1438, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

then48:                                           ; preds = %endif45
  %1439 = lshr i64 %1432, 2
  %1440 = mul i64 %1439, 4
  %1441 = getelementptr i8, ptr addrspace(3) %1308, i64 %1440
  store i32 %1429, ptr addrspace(3) %1441, align 4
  %1442 = and i64 %1432, 31
  %1443 = icmp eq i64 %1442, 0
  br i1 %1443, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif45
  call void @llvm.nvvm.barrier0()
  %1444 = load i32, ptr %v38, align 4
  %1445 = add i32 %1444, 1
  store i32 %1445, ptr %v38, align 4
  br label %loop39

then50:                                           ; preds = %then48
  %1446 = fmul float %1400, 0x3F80204080000000
  %1447 = select i1 %1399, float %1446, float 0x7FF8000000000000
  %1448 = lshr i64 %1432, 5
  %1449 = mul i64 %1448, 4
  %1450 = getelementptr i8, ptr addrspace(3) %1309, i64 %1449
  store float %1447, ptr addrspace(3) %1450, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %done41
  %1451 = load float, ptr %v9, align 4
  %1452 = add i32 %73, %64
  %1453 = icmp slt i32 %1452, %4
  br i1 %1453, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %done41
  %1454 = load i32, ptr %v5, align 4
  %1455 = add i32 %1454, 4
  store i32 %1455, ptr %v5, align 4
  br label %loop6

then54:                                           ; preds = %then52
  %1456 = add i32 %55, %1452
  %1457 = sext i32 %1456 to i64
  %1458 = mul i64 %1457, 4
  %1459 = getelementptr i8, ptr addrspace(1) %0, i64 %1458
  store float %1451, ptr addrspace(1) %1459, align 4
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
