; ModuleID = 'strata_moe_matvec_iq3_xxs'
source_filename = "strata_moe_matvec_iq3_xxs"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@strata_iq3xxs_grid_ob = internal addrspace(4) constant [256 x i32] [i32 -2071690108, i32 -2071690092, i32 -2071690076, i32 -2071688052, i32 -2071688036, i32 -2071688002, i32 -2071686012, i32 -2071685996, i32 -2071683956, i32 -2071681900, i32 -2071675236, i32 -2071675220, i32 -2071165812, i32 -2071165796, i32 -2071163772, i32 -2071163756, i32 -2071161716, i32 -2071161684, i32 -2071159676, i32 -2071159660, i32 -2071157620, i32 -2071155548, i32 -2071150972, i32 -2070641532, i32 -2070641516, i32 -2070641500, i32 -2070639476, i32 -2070637436, i32 -2070637420, i32 -2070635380, i32 -2070635364, i32 -2070635330, i32 -2070631284, i32 -2070631234, i32 -2070626644, i32 -2070117236, i32 -2070117186, i32 -2070115196, i32 -2070115180, i32 -2070113108, i32 -2070102396, i32 -2069590884, i32 -2069586754, i32 -2069584732, i32 -2069582658, i32 -2069578084, i32 -2069578068, i32 -2069068660, i32 -2069068610, i32 -2069062508, i32 -2069058412, i32 -2068538196, i32 -2068532060, i32 -2067886972, i32 -2067886940, i32 -2067886924, i32 -2067880804, i32 -2067876724, i32 -1937472372, i32 -1937472356, i32 -1937470332, i32 -1937470316, i32 -1937468276, i32 -1937468260, i32 -1937466236, i32 -1937466220, i32 -1937466204, i32 -1937464130, i32 -1937462140, i32 -1936948092, i32 -1936948076, i32 -1936946036, i32 -1936943996, i32 -1936943980, i32 -1936423796, i32 -1936423780, i32 -1936421756, i32 -1936421740, i32 -1936419700, i32 -1936417660, i32 -1936408940, i32 -1935899516, i32 -1935899500, i32 -1935895420, i32 -1935893364, i32 -1935891276, i32 -1935887180, i32 -1935375220, i32 -1935375188, i32 -1935364988, i32 -1934846844, i32 -1934846812, i32 -1934842700, i32 -1934836084, i32 -1934326612, i32 -1933667180, i32 -1933663100, i32 -1803254652, i32 -1803254636, i32 -1803252596, i32 -1803252580, i32 -1803250556, i32 -1803250540, i32 -1803250508, i32 -1803248500, i32 -1803246444, i32 -1802730356, i32 -1802730340, i32 -1802730324, i32 -1802728316, i32 -1802728300, i32 -1802726260, i32 -1802724220, i32 -1802718052, i32 -1802718018, i32 -1802715516, i32 -1802206076, i32 -1802206060, i32 -1802204020, i32 -1802203970, i32 -1802201980, i32 -1802201964, i32 -1802199874, i32 -1802197884, i32 -1802195796, i32 -1801681780, i32 -1801679740, i32 -1801679708, i32 -1801666940, i32 -1801666908, i32 -1801151316, i32 -1801147236, i32 -1800633188, i32 -1800629058, i32 -1800625012, i32 -1800618332, i32 -1799453556, i32 -1799453540, i32 -1799451468, i32 -1799445332, i32 -1669036916, i32 -1669034876, i32 -1669034860, i32 -1669032820, i32 -1669032804, i32 -1669026684, i32 -1669024596, i32 -1669022060, i32 -1668512636, i32 -1668512620, i32 -1668508540, i32 -1668506484, i32 -1668504412, i32 -1668504396, i32 -1667988340, i32 -1667988324, i32 -1667986300, i32 -1667984212, i32 -1667978092, i32 -1667973484, i32 -1667462004, i32 -1667457892, i32 -1666933628, i32 -1666931522, i32 -1666924908, i32 -1666415484, i32 -1666415436, i32 -1666411372, i32 -1666405204, i32 -1665889116, i32 -1665885004, i32 -1665878884, i32 -1665229668, i32 -1665223548, i32 -1534819164, i32 -1534817090, i32 -1534813012, i32 -1534812994, i32 -1534808932, i32 -1534808898, i32 -1534280028, i32 -1533766524, i32 -1533764418, i32 -1533762428, i32 -1533758332, i32 -1533758284, i32 -1533246274, i32 -1533238100, i32 -1532722012, i32 -1532711796, i32 -1532709724, i32 -1532193620, i32 -1532189540, i32 -1532182908, i32 -1531018068, i32 -1531016060, i32 -1531016044, i32 -1531011964, i32 -1400599404, i32 -1400593268, i32 -1400586620, i32 -1400077180, i32 -1400077132, i32 -1400073036, i32 -1400066900, i32 -1399550812, i32 -1399546732, i32 -1399538028, i32 -1399028588, i32 -1399018340, i32 -1398502268, i32 -1398500196, i32 -1398500162, i32 -1398489452, i32 -1397980012, i32 -1397973876, i32 -1397445500, i32 -1396796252, i32 -1396792172, i32 -1266379612, i32 -1266375516, i32 -1266375500, i32 -1266371420, i32 -1265855348, i32 -1265847156, i32 -1265333058, i32 -1265322844, i32 -1264804732, i32 -1264804684, i32 -1264278364, i32 -1263762260, i32 -1263752044, i32 -1263231844, i32 -1262582628, i32 -1262578548, i32 -1098611556, i32 -1098611540, i32 -1098611522, i32 -1098609532, i32 -1098605420, i32 -1098601324, i32 -1098083148, i32 -1098079100, i32 -1097560940, i32 -1097554772, i32 -1097552748, i32 -1097038716, i32 -1097036628, i32 -1097032548, i32 -1097026428, i32 -1096510324, i32 -1096506228, i32 -1095990140, i32 -1095990124, i32 -1095986012, i32 -1095459708], align 16
@lds1 = internal addrspace(3) global [1024 x i8] undef, align 16
@strata_ksigns_masks = internal addrspace(4) constant [256 x i32] [i32 0, i32 0, i32 255, i32 -16777216, i32 65280, i32 -16777216, i32 65535, i32 0, i32 16711680, i32 -16777216, i32 16711935, i32 0, i32 16776960, i32 0, i32 16777215, i32 -16777216, i32 -16777216, i32 -16777216, i32 -16776961, i32 0, i32 -16711936, i32 0, i32 -16711681, i32 -16777216, i32 -65536, i32 0, i32 -65281, i32 -16777216, i32 -256, i32 -16777216, i32 -1, i32 0, i32 0, i32 -16776961, i32 255, i32 255, i32 65280, i32 255, i32 65535, i32 -16776961, i32 16711680, i32 255, i32 16711935, i32 -16776961, i32 16776960, i32 -16776961, i32 16777215, i32 255, i32 -16777216, i32 255, i32 -16776961, i32 -16776961, i32 -16711936, i32 -16776961, i32 -16711681, i32 255, i32 -65536, i32 -16776961, i32 -65281, i32 255, i32 -256, i32 255, i32 -1, i32 -16776961, i32 0, i32 -16711936, i32 255, i32 65280, i32 65280, i32 65280, i32 65535, i32 -16711936, i32 16711680, i32 65280, i32 16711935, i32 -16711936, i32 16776960, i32 -16711936, i32 16777215, i32 65280, i32 -16777216, i32 65280, i32 -16776961, i32 -16711936, i32 -16711936, i32 -16711936, i32 -16711681, i32 65280, i32 -65536, i32 -16711936, i32 -65281, i32 65280, i32 -256, i32 65280, i32 -1, i32 -16711936, i32 0, i32 65535, i32 255, i32 -16711681, i32 65280, i32 -16711681, i32 65535, i32 65535, i32 16711680, i32 -16711681, i32 16711935, i32 65535, i32 16776960, i32 65535, i32 16777215, i32 -16711681, i32 -16777216, i32 -16711681, i32 -16776961, i32 65535, i32 -16711936, i32 65535, i32 -16711681, i32 -16711681, i32 -65536, i32 65535, i32 -65281, i32 -16711681, i32 -256, i32 -16711681, i32 -1, i32 65535, i32 0, i32 -65536, i32 255, i32 16711680, i32 65280, i32 16711680, i32 65535, i32 -65536, i32 16711680, i32 16711680, i32 16711935, i32 -65536, i32 16776960, i32 -65536, i32 16777215, i32 16711680, i32 -16777216, i32 16711680, i32 -16776961, i32 -65536, i32 -16711936, i32 -65536, i32 -16711681, i32 16711680, i32 -65536, i32 -65536, i32 -65281, i32 16711680, i32 -256, i32 16711680, i32 -1, i32 -65536, i32 0, i32 16711935, i32 255, i32 -65281, i32 65280, i32 -65281, i32 65535, i32 16711935, i32 16711680, i32 -65281, i32 16711935, i32 16711935, i32 16776960, i32 16711935, i32 16777215, i32 -65281, i32 -16777216, i32 -65281, i32 -16776961, i32 16711935, i32 -16711936, i32 16711935, i32 -16711681, i32 -65281, i32 -65536, i32 16711935, i32 -65281, i32 -65281, i32 -256, i32 -65281, i32 -1, i32 16711935, i32 0, i32 16776960, i32 255, i32 -256, i32 65280, i32 -256, i32 65535, i32 16776960, i32 16711680, i32 -256, i32 16711935, i32 16776960, i32 16776960, i32 16776960, i32 16777215, i32 -256, i32 -16777216, i32 -256, i32 -16776961, i32 16776960, i32 -16711936, i32 16776960, i32 -16711681, i32 -256, i32 -65536, i32 16776960, i32 -65281, i32 -256, i32 -256, i32 -256, i32 -1, i32 16776960, i32 0, i32 -1, i32 255, i32 16777215, i32 65280, i32 16777215, i32 65535, i32 -1, i32 16711680, i32 16777215, i32 16711935, i32 -1, i32 16776960, i32 -1, i32 16777215, i32 16777215, i32 -16777216, i32 16777215, i32 -16776961, i32 -1, i32 -16711936, i32 -1, i32 -16711681, i32 16777215, i32 -65536, i32 -1, i32 -65281, i32 16777215, i32 -256, i32 16777215, i32 -1, i32 -1], align 16
@lds2 = internal addrspace(3) global [1024 x i8] undef, align 16
@lds3 = internal addrspace(3) global [2304 x i8] undef, align 16

define amdgpu_kernel void @strata_moe_matvec_iq3_xxs(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) #0 {
entry:
  %v38 = alloca i32, align 4, addrspace(5)
  %v29 = alloca i32, align 4, addrspace(5)
  %v28 = alloca i32, align 4, addrspace(5)
  %v27 = alloca i32, align 4, addrspace(5)
  %v26 = alloca i32, align 4, addrspace(5)
  %v25 = alloca i32, align 4, addrspace(5)
  %v24 = alloca i32, align 4, addrspace(5)
  %v23 = alloca i32, align 4, addrspace(5)
  %v22 = alloca i32, align 4, addrspace(5)
  %v21 = alloca i32, align 4, addrspace(5)
  %v20 = alloca i32, align 4, addrspace(5)
  %v19 = alloca i32, align 4, addrspace(5)
  %v18 = alloca i32, align 4, addrspace(5)
  %v17 = alloca i32, align 4, addrspace(5)
  %v16 = alloca i32, align 4, addrspace(5)
  %v15 = alloca i32, align 4, addrspace(5)
  %v14 = alloca i32, align 4, addrspace(5)
  %v13 = alloca float, align 4, addrspace(5)
  %v12 = alloca float, align 4, addrspace(5)
  %v11 = alloca float, align 4, addrspace(5)
  %v10 = alloca float, align 4, addrspace(5)
  %v9 = alloca float, align 4, addrspace(5)
  %v5 = alloca i32, align 4, addrspace(5)
  %v1 = alloca i32, align 4, addrspace(5)
  %v = alloca i32, align 4, addrspace(5)
  %9 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %9, ptr addrspace(5) %v, align 4
  br label %loop

loop:                                             ; preds = %body, %entry
  %10 = load i32, ptr addrspace(5) %v, align 4
  %11 = icmp slt i32 %10, 256
  br i1 %11, label %body, label %done

body:                                             ; preds = %loop
  %12 = load i32, ptr addrspace(5) %v, align 4
  %13 = sext i32 %12 to i64
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr addrspace(4) @strata_iq3xxs_grid_ob, i64 %14
  %16 = load i32, ptr addrspace(4) %15, align 4
  %17 = sext i32 %12 to i64
  %18 = mul i64 %17, 4
  %19 = getelementptr i8, ptr addrspace(3) @lds1, i64 %18
  store i32 %16, ptr addrspace(3) %19, align 4
  %20 = load i32, ptr addrspace(5) %v, align 4
  %21 = add i32 %20, 128
  store i32 %21, ptr addrspace(5) %v, align 4
  br label %loop

done:                                             ; preds = %loop
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %22 = call i32 @llvm.amdgcn.workitem.id.x()
  %23 = and i32 %22, 31
  %24 = and i32 %23, 0
  %25 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %25, ptr addrspace(5) %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %26 = load i32, ptr addrspace(5) %v1, align 4
  %27 = icmp slt i32 %26, 256
  br i1 %27, label %body3, label %done4

body3:                                            ; preds = %loop2
  %28 = load i32, ptr addrspace(5) %v1, align 4
  %29 = sext i32 %28 to i64
  %30 = mul i64 %29, 4
  %31 = getelementptr i8, ptr addrspace(4) @strata_ksigns_masks, i64 %30
  %32 = load i32, ptr addrspace(4) %31, align 4
  %33 = sext i32 %28 to i64
  %34 = mul i64 %33, 4
  %35 = getelementptr i8, ptr addrspace(3) @lds2, i64 %34
  store i32 %32, ptr addrspace(3) %35, align 4
  %36 = load i32, ptr addrspace(5) %v1, align 4
  %37 = add i32 %36, 128
  store i32 %37, ptr addrspace(5) %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %38 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  %59 = call i32 @llvm.amdgcn.workitem.id.x()
  %60 = lshr i32 %59, 5
  %61 = call i32 @llvm.amdgcn.workitem.id.x()
  %62 = and i32 %61, 31
  %63 = call i32 @llvm.amdgcn.workgroup.id.x()
  %64 = mul i32 %63, 16
  %65 = call i32 @llvm.amdgcn.workitem.id.x()
  %66 = and i32 %65, 31
  %67 = lshr i32 %66, 3
  %68 = and i32 %66, 7
  %69 = icmp eq i32 %68, 0
  store i32 %60, ptr addrspace(5) %v5, align 4
  br label %loop6

endif:                                            ; preds = %done8, %done4
  ret void

loop6:                                            ; preds = %endif53, %then
  %70 = load i32, ptr addrspace(5) %v5, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %body7, label %done8

body7:                                            ; preds = %loop6
  %72 = load i32, ptr addrspace(5) %v5, align 4
  %73 = udiv i32 %72, 1
  %74 = urem i32 %72, 1
  %75 = mul i32 %73, 4
  %76 = add i32 %64, %75
  %77 = icmp slt i32 %76, %4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %78 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %108 = udiv i32 %5, 32
  %109 = mul i32 %74, 32
  %110 = add i32 %79, %109
  %111 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store i32 %125, ptr addrspace(5) %v14, align 4
  store i32 %145, ptr addrspace(5) %v15, align 4
  store i32 %146, ptr addrspace(5) %v16, align 4
  store i32 %157, ptr addrspace(5) %v17, align 4
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
  store i32 %167, ptr addrspace(5) %v18, align 4
  store i32 %187, ptr addrspace(5) %v19, align 4
  store i32 %188, ptr addrspace(5) %v20, align 4
  store i32 %199, ptr addrspace(5) %v21, align 4
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
  store i32 %209, ptr addrspace(5) %v22, align 4
  store i32 %229, ptr addrspace(5) %v23, align 4
  store i32 %230, ptr addrspace(5) %v24, align 4
  store i32 %241, ptr addrspace(5) %v25, align 4
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
  store i32 %251, ptr addrspace(5) %v26, align 4
  store i32 %271, ptr addrspace(5) %v27, align 4
  store i32 %272, ptr addrspace(5) %v28, align 4
  store i32 %283, ptr addrspace(5) %v29, align 4
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
  %314 = call i32 @llvm.amdgcn.workitem.id.x()
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
  %329 = call i32 @llvm.amdgcn.workitem.id.x()
  %330 = and i32 %329, 31
  %331 = xor i32 %330, 1
  %332 = shl i32 %331, 2
  %333 = call i32 @llvm.amdgcn.ds.bpermute(i32 %332, i32 %328)
  %334 = icmp ugt i32 %328, %333
  %335 = select i1 %334, i32 %328, i32 %333
  %336 = call i32 @llvm.amdgcn.workitem.id.x()
  %337 = and i32 %336, 31
  %338 = xor i32 %337, 2
  %339 = shl i32 %338, 2
  %340 = call i32 @llvm.amdgcn.ds.bpermute(i32 %339, i32 %335)
  %341 = icmp ugt i32 %335, %340
  %342 = select i1 %341, i32 %335, i32 %340
  %343 = call i32 @llvm.amdgcn.workitem.id.x()
  %344 = and i32 %343, 31
  %345 = xor i32 %344, 4
  %346 = shl i32 %345, 2
  %347 = call i32 @llvm.amdgcn.ds.bpermute(i32 %346, i32 %342)
  %348 = icmp ugt i32 %342, %347
  %349 = select i1 %348, i32 %342, i32 %347
  %350 = and i32 %349, 2147483647
  %351 = icmp ult i32 %350, 2139095040
  %352 = bitcast i32 %349 to float
  %353 = fdiv float 1.270000e+02, %352
  %354 = bitcast float %353 to i32
  %355 = and i32 %354, 2147483647
  %356 = icmp ult i32 %355, 2139095040
  %357 = select i1 %356, float %353, float 0.000000e+00
  %358 = fmul float %295, %357
  %359 = fadd float %358, 0x4168000000000000
  %360 = bitcast float %359 to i32
  %361 = fmul float %296, %357
  %362 = fadd float %361, 0x4168000000000000
  %363 = bitcast float %362 to i32
  %364 = fmul float %297, %357
  %365 = fadd float %364, 0x4168000000000000
  %366 = bitcast float %365 to i32
  %367 = fmul float %298, %357
  %368 = fadd float %367, 0x4168000000000000
  %369 = bitcast float %368 to i32
  %370 = bitcast i32 %360 to <4 x i8>
  %371 = bitcast i32 %363 to <4 x i8>
  %372 = shufflevector <4 x i8> %370, <4 x i8> %371, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %373 = bitcast <4 x i8> %372 to i32
  %374 = bitcast i32 %366 to <4 x i8>
  %375 = bitcast i32 %369 to <4 x i8>
  %376 = shufflevector <4 x i8> %374, <4 x i8> %375, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %377 = bitcast <4 x i8> %376 to i32
  %378 = bitcast i32 %373 to <4 x i8>
  %379 = bitcast i32 %377 to <4 x i8>
  %380 = shufflevector <4 x i8> %378, <4 x i8> %379, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %381 = bitcast <4 x i8> %380 to i32
  %382 = add i32 %314, 0
  %383 = sext i32 %382 to i64
  %384 = mul i64 %383, 4
  %385 = icmp slt i64 %384, 1024
  br i1 %385, label %then30, label %endif31

done8:                                            ; preds = %loop6
  br label %endif

then30:                                           ; preds = %body7
  %386 = lshr i64 %384, 2
  %387 = mul i64 %386, 4
  %388 = getelementptr i8, ptr addrspace(3) @lds3, i64 %387
  store i32 %381, ptr addrspace(3) %388, align 4
  %389 = and i64 %384, 31
  %390 = icmp eq i64 %389, 0
  br i1 %390, label %then32, label %endif33

endif31:                                          ; preds = %endif33, %body7
  %391 = bitcast float %310 to i32
  %392 = and i32 %391, 2147483647
  %393 = bitcast float %311 to i32
  %394 = and i32 %393, 2147483647
  %395 = bitcast float %312 to i32
  %396 = and i32 %395, 2147483647
  %397 = bitcast float %313 to i32
  %398 = and i32 %397, 2147483647
  %399 = icmp ugt i32 %392, %394
  %400 = select i1 %399, i32 %392, i32 %394
  %401 = icmp ugt i32 %396, %398
  %402 = select i1 %401, i32 %396, i32 %398
  %403 = icmp ugt i32 %400, %402
  %404 = select i1 %403, i32 %400, i32 %402
  %405 = call i32 @llvm.amdgcn.workitem.id.x()
  %406 = and i32 %405, 31
  %407 = xor i32 %406, 1
  %408 = shl i32 %407, 2
  %409 = call i32 @llvm.amdgcn.ds.bpermute(i32 %408, i32 %404)
  %410 = icmp ugt i32 %404, %409
  %411 = select i1 %410, i32 %404, i32 %409
  %412 = call i32 @llvm.amdgcn.workitem.id.x()
  %413 = and i32 %412, 31
  %414 = xor i32 %413, 2
  %415 = shl i32 %414, 2
  %416 = call i32 @llvm.amdgcn.ds.bpermute(i32 %415, i32 %411)
  %417 = icmp ugt i32 %411, %416
  %418 = select i1 %417, i32 %411, i32 %416
  %419 = call i32 @llvm.amdgcn.workitem.id.x()
  %420 = and i32 %419, 31
  %421 = xor i32 %420, 4
  %422 = shl i32 %421, 2
  %423 = call i32 @llvm.amdgcn.ds.bpermute(i32 %422, i32 %418)
  %424 = icmp ugt i32 %418, %423
  %425 = select i1 %424, i32 %418, i32 %423
  %426 = and i32 %425, 2147483647
  %427 = icmp ult i32 %426, 2139095040
  %428 = bitcast i32 %425 to float
  %429 = fdiv float 1.270000e+02, %428
  %430 = bitcast float %429 to i32
  %431 = and i32 %430, 2147483647
  %432 = icmp ult i32 %431, 2139095040
  %433 = select i1 %432, float %429, float 0.000000e+00
  %434 = fmul float %310, %433
  %435 = fadd float %434, 0x4168000000000000
  %436 = bitcast float %435 to i32
  %437 = fmul float %311, %433
  %438 = fadd float %437, 0x4168000000000000
  %439 = bitcast float %438 to i32
  %440 = fmul float %312, %433
  %441 = fadd float %440, 0x4168000000000000
  %442 = bitcast float %441 to i32
  %443 = fmul float %313, %433
  %444 = fadd float %443, 0x4168000000000000
  %445 = bitcast float %444 to i32
  %446 = bitcast i32 %436 to <4 x i8>
  %447 = bitcast i32 %439 to <4 x i8>
  %448 = shufflevector <4 x i8> %446, <4 x i8> %447, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %449 = bitcast <4 x i8> %448 to i32
  %450 = bitcast i32 %442 to <4 x i8>
  %451 = bitcast i32 %445 to <4 x i8>
  %452 = shufflevector <4 x i8> %450, <4 x i8> %451, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %453 = bitcast <4 x i8> %452 to i32
  %454 = bitcast i32 %449 to <4 x i8>
  %455 = bitcast i32 %453 to <4 x i8>
  %456 = shufflevector <4 x i8> %454, <4 x i8> %455, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %457 = bitcast <4 x i8> %456 to i32
  %458 = add i32 %314, 128
  %459 = sext i32 %458 to i64
  %460 = mul i64 %459, 4
  %461 = icmp slt i64 %460, 1024
  br i1 %461, label %then34, label %endif35

then32:                                           ; preds = %then30
  %462 = fmul float %352, 0x3F80204080000000
  %463 = select i1 %351, float %462, float 0x7FF8000000000000
  %464 = lshr i64 %384, 5
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %465
  store float %463, ptr addrspace(3) %466, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %then30
  br label %endif31

then34:                                           ; preds = %endif31
  %467 = lshr i64 %460, 2
  %468 = mul i64 %467, 4
  %469 = getelementptr i8, ptr addrspace(3) @lds3, i64 %468
  store i32 %457, ptr addrspace(3) %469, align 4
  %470 = and i64 %460, 31
  %471 = icmp eq i64 %470, 0
  br i1 %471, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif31
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %472 = add i32 %108, 31
  %473 = udiv i32 %472, 32
  store i32 0, ptr addrspace(5) %v38, align 4
  br label %loop39

then36:                                           ; preds = %then34
  %474 = fmul float %428, 0x3F80204080000000
  %475 = select i1 %427, float %474, float 0x7FF8000000000000
  %476 = lshr i64 %460, 5
  %477 = mul i64 %476, 4
  %478 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %477
  store float %475, ptr addrspace(3) %478, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

loop39:                                           ; preds = %endif49, %endif35
  %479 = load i32, ptr addrspace(5) %v38, align 4
  %480 = icmp slt i32 %479, %473
  br i1 %480, label %body40, label %done41

body40:                                           ; preds = %loop39
  %481 = load i32, ptr addrspace(5) %v38, align 4
  %482 = add i32 %481, 1
  %483 = sext i32 %482 to i64
  %484 = mul i64 %483, 1024
  %485 = add i32 %111, 0
  %486 = sext i32 %485 to i64
  %487 = mul i64 %486, 4
  %488 = add i64 %484, %487
  %489 = icmp slt i64 %488, %112
  %490 = icmp slt i64 %487, 1024
  %491 = and i1 %489, %490
  %492 = select i1 %491, i64 %488, i64 0
  %493 = mul i64 %492, 4
  %494 = getelementptr i8, ptr addrspace(1) %57, i64 %493
  %495 = load <4 x float>, ptr addrspace(1) %494, align 16
  %496 = extractelement <4 x float> %495, i32 0
  %497 = extractelement <4 x float> %495, i32 1
  %498 = extractelement <4 x float> %495, i32 2
  %499 = extractelement <4 x float> %495, i32 3
  %500 = add i32 %111, 128
  %501 = sext i32 %500 to i64
  %502 = mul i64 %501, 4
  %503 = add i64 %484, %502
  %504 = icmp slt i64 %503, %112
  %505 = icmp slt i64 %502, 1024
  %506 = and i1 %504, %505
  %507 = select i1 %506, i64 %503, i64 0
  %508 = mul i64 %507, 4
  %509 = getelementptr i8, ptr addrspace(1) %57, i64 %508
  %510 = load <4 x float>, ptr addrspace(1) %509, align 16
  %511 = extractelement <4 x float> %510, i32 0
  %512 = extractelement <4 x float> %510, i32 1
  %513 = extractelement <4 x float> %510, i32 2
  %514 = extractelement <4 x float> %510, i32 3
  %515 = mul i32 %481, 32
  %516 = add i32 %110, %515
  %517 = load i32, ptr addrspace(5) %v14, align 4
  %518 = load i32, ptr addrspace(5) %v15, align 4
  %519 = load i32, ptr addrspace(5) %v16, align 4
  %520 = load i32, ptr addrspace(5) %v17, align 4
  %521 = load i32, ptr addrspace(5) %v18, align 4
  %522 = load i32, ptr addrspace(5) %v19, align 4
  %523 = load i32, ptr addrspace(5) %v20, align 4
  %524 = load i32, ptr addrspace(5) %v21, align 4
  %525 = load i32, ptr addrspace(5) %v22, align 4
  %526 = load i32, ptr addrspace(5) %v23, align 4
  %527 = load i32, ptr addrspace(5) %v24, align 4
  %528 = load i32, ptr addrspace(5) %v25, align 4
  %529 = load i32, ptr addrspace(5) %v26, align 4
  %530 = load i32, ptr addrspace(5) %v27, align 4
  %531 = load i32, ptr addrspace(5) %v28, align 4
  %532 = load i32, ptr addrspace(5) %v29, align 4
  %533 = add i32 %516, 32
  %534 = icmp sgt i32 %533, %113
  %535 = select i1 %534, i32 %113, i32 %533
  %536 = lshr i32 %535, 3
  %537 = and i32 %535, 7
  %538 = sext i32 %536 to i64
  %539 = mul i64 %538, 98
  %540 = add i64 %539, 0
  %541 = getelementptr i8, ptr addrspace(1) %89, i64 %540
  %542 = sext i32 %537 to i64
  %543 = getelementptr i8, ptr addrspace(1) %541, i64 0
  %544 = load i16, ptr addrspace(1) %543, align 2
  %545 = zext i16 %544 to i32
  %546 = getelementptr i8, ptr addrspace(1) %541, i64 2
  %547 = ptrtoint ptr addrspace(1) %546 to i64
  %548 = and i64 %547, 3
  %549 = sub i64 0, %548
  %550 = getelementptr i8, ptr addrspace(1) %546, i64 %549
  %551 = shl i64 %548, 3
  %552 = trunc i64 %551 to i32
  %553 = mul i64 %542, 8
  %554 = add i64 %553, 0
  %555 = getelementptr i8, ptr addrspace(1) %550, i64 %554
  %556 = load i32, ptr addrspace(1) %555, align 4
  %557 = add i64 %553, 4
  %558 = getelementptr i8, ptr addrspace(1) %550, i64 %557
  %559 = load i32, ptr addrspace(1) %558, align 4
  %560 = add i64 %553, 4
  %561 = shl i64 %548, 1
  %562 = add i64 %560, %561
  %563 = getelementptr i8, ptr addrspace(1) %550, i64 %562
  %564 = load i32, ptr addrspace(1) %563, align 4
  %565 = call i32 @llvm.fshr.i32(i32 %559, i32 %556, i32 %552)
  %566 = call i32 @llvm.fshr.i32(i32 %564, i32 %559, i32 %552)
  %567 = mul i64 %542, 4
  %568 = add i64 %567, 64
  %569 = add i64 %568, 0
  %570 = getelementptr i8, ptr addrspace(1) %550, i64 %569
  %571 = load i32, ptr addrspace(1) %570, align 4
  %572 = add i64 %568, 0
  %573 = shl i64 %548, 1
  %574 = add i64 %572, %573
  %575 = getelementptr i8, ptr addrspace(1) %550, i64 %574
  %576 = load i32, ptr addrspace(1) %575, align 4
  %577 = call i32 @llvm.fshr.i32(i32 %576, i32 %571, i32 %552)
  store i32 %545, ptr addrspace(5) %v14, align 4
  store i32 %565, ptr addrspace(5) %v15, align 4
  store i32 %566, ptr addrspace(5) %v16, align 4
  store i32 %577, ptr addrspace(5) %v17, align 4
  %578 = lshr i32 %535, 3
  %579 = and i32 %535, 7
  %580 = sext i32 %578 to i64
  %581 = mul i64 %580, 98
  %582 = add i64 %581, 0
  %583 = getelementptr i8, ptr addrspace(1) %95, i64 %582
  %584 = sext i32 %579 to i64
  %585 = getelementptr i8, ptr addrspace(1) %583, i64 0
  %586 = load i16, ptr addrspace(1) %585, align 2
  %587 = zext i16 %586 to i32
  %588 = getelementptr i8, ptr addrspace(1) %583, i64 2
  %589 = ptrtoint ptr addrspace(1) %588 to i64
  %590 = and i64 %589, 3
  %591 = sub i64 0, %590
  %592 = getelementptr i8, ptr addrspace(1) %588, i64 %591
  %593 = shl i64 %590, 3
  %594 = trunc i64 %593 to i32
  %595 = mul i64 %584, 8
  %596 = add i64 %595, 0
  %597 = getelementptr i8, ptr addrspace(1) %592, i64 %596
  %598 = load i32, ptr addrspace(1) %597, align 4
  %599 = add i64 %595, 4
  %600 = getelementptr i8, ptr addrspace(1) %592, i64 %599
  %601 = load i32, ptr addrspace(1) %600, align 4
  %602 = add i64 %595, 4
  %603 = shl i64 %590, 1
  %604 = add i64 %602, %603
  %605 = getelementptr i8, ptr addrspace(1) %592, i64 %604
  %606 = load i32, ptr addrspace(1) %605, align 4
  %607 = call i32 @llvm.fshr.i32(i32 %601, i32 %598, i32 %594)
  %608 = call i32 @llvm.fshr.i32(i32 %606, i32 %601, i32 %594)
  %609 = mul i64 %584, 4
  %610 = add i64 %609, 64
  %611 = add i64 %610, 0
  %612 = getelementptr i8, ptr addrspace(1) %592, i64 %611
  %613 = load i32, ptr addrspace(1) %612, align 4
  %614 = add i64 %610, 0
  %615 = shl i64 %590, 1
  %616 = add i64 %614, %615
  %617 = getelementptr i8, ptr addrspace(1) %592, i64 %616
  %618 = load i32, ptr addrspace(1) %617, align 4
  %619 = call i32 @llvm.fshr.i32(i32 %618, i32 %613, i32 %594)
  store i32 %587, ptr addrspace(5) %v18, align 4
  store i32 %607, ptr addrspace(5) %v19, align 4
  store i32 %608, ptr addrspace(5) %v20, align 4
  store i32 %619, ptr addrspace(5) %v21, align 4
  %620 = lshr i32 %535, 3
  %621 = and i32 %535, 7
  %622 = sext i32 %620 to i64
  %623 = mul i64 %622, 98
  %624 = add i64 %623, 0
  %625 = getelementptr i8, ptr addrspace(1) %101, i64 %624
  %626 = sext i32 %621 to i64
  %627 = getelementptr i8, ptr addrspace(1) %625, i64 0
  %628 = load i16, ptr addrspace(1) %627, align 2
  %629 = zext i16 %628 to i32
  %630 = getelementptr i8, ptr addrspace(1) %625, i64 2
  %631 = ptrtoint ptr addrspace(1) %630 to i64
  %632 = and i64 %631, 3
  %633 = sub i64 0, %632
  %634 = getelementptr i8, ptr addrspace(1) %630, i64 %633
  %635 = shl i64 %632, 3
  %636 = trunc i64 %635 to i32
  %637 = mul i64 %626, 8
  %638 = add i64 %637, 0
  %639 = getelementptr i8, ptr addrspace(1) %634, i64 %638
  %640 = load i32, ptr addrspace(1) %639, align 4
  %641 = add i64 %637, 4
  %642 = getelementptr i8, ptr addrspace(1) %634, i64 %641
  %643 = load i32, ptr addrspace(1) %642, align 4
  %644 = add i64 %637, 4
  %645 = shl i64 %632, 1
  %646 = add i64 %644, %645
  %647 = getelementptr i8, ptr addrspace(1) %634, i64 %646
  %648 = load i32, ptr addrspace(1) %647, align 4
  %649 = call i32 @llvm.fshr.i32(i32 %643, i32 %640, i32 %636)
  %650 = call i32 @llvm.fshr.i32(i32 %648, i32 %643, i32 %636)
  %651 = mul i64 %626, 4
  %652 = add i64 %651, 64
  %653 = add i64 %652, 0
  %654 = getelementptr i8, ptr addrspace(1) %634, i64 %653
  %655 = load i32, ptr addrspace(1) %654, align 4
  %656 = add i64 %652, 0
  %657 = shl i64 %632, 1
  %658 = add i64 %656, %657
  %659 = getelementptr i8, ptr addrspace(1) %634, i64 %658
  %660 = load i32, ptr addrspace(1) %659, align 4
  %661 = call i32 @llvm.fshr.i32(i32 %660, i32 %655, i32 %636)
  store i32 %629, ptr addrspace(5) %v22, align 4
  store i32 %649, ptr addrspace(5) %v23, align 4
  store i32 %650, ptr addrspace(5) %v24, align 4
  store i32 %661, ptr addrspace(5) %v25, align 4
  %662 = lshr i32 %535, 3
  %663 = and i32 %535, 7
  %664 = sext i32 %662 to i64
  %665 = mul i64 %664, 98
  %666 = add i64 %665, 0
  %667 = getelementptr i8, ptr addrspace(1) %107, i64 %666
  %668 = sext i32 %663 to i64
  %669 = getelementptr i8, ptr addrspace(1) %667, i64 0
  %670 = load i16, ptr addrspace(1) %669, align 2
  %671 = zext i16 %670 to i32
  %672 = getelementptr i8, ptr addrspace(1) %667, i64 2
  %673 = ptrtoint ptr addrspace(1) %672 to i64
  %674 = and i64 %673, 3
  %675 = sub i64 0, %674
  %676 = getelementptr i8, ptr addrspace(1) %672, i64 %675
  %677 = shl i64 %674, 3
  %678 = trunc i64 %677 to i32
  %679 = mul i64 %668, 8
  %680 = add i64 %679, 0
  %681 = getelementptr i8, ptr addrspace(1) %676, i64 %680
  %682 = load i32, ptr addrspace(1) %681, align 4
  %683 = add i64 %679, 4
  %684 = getelementptr i8, ptr addrspace(1) %676, i64 %683
  %685 = load i32, ptr addrspace(1) %684, align 4
  %686 = add i64 %679, 4
  %687 = shl i64 %674, 1
  %688 = add i64 %686, %687
  %689 = getelementptr i8, ptr addrspace(1) %676, i64 %688
  %690 = load i32, ptr addrspace(1) %689, align 4
  %691 = call i32 @llvm.fshr.i32(i32 %685, i32 %682, i32 %678)
  %692 = call i32 @llvm.fshr.i32(i32 %690, i32 %685, i32 %678)
  %693 = mul i64 %668, 4
  %694 = add i64 %693, 64
  %695 = add i64 %694, 0
  %696 = getelementptr i8, ptr addrspace(1) %676, i64 %695
  %697 = load i32, ptr addrspace(1) %696, align 4
  %698 = add i64 %694, 0
  %699 = shl i64 %674, 1
  %700 = add i64 %698, %699
  %701 = getelementptr i8, ptr addrspace(1) %676, i64 %700
  %702 = load i32, ptr addrspace(1) %701, align 4
  %703 = call i32 @llvm.fshr.i32(i32 %702, i32 %697, i32 %678)
  store i32 %671, ptr addrspace(5) %v26, align 4
  store i32 %691, ptr addrspace(5) %v27, align 4
  store i32 %692, ptr addrspace(5) %v28, align 4
  store i32 %703, ptr addrspace(5) %v29, align 4
  %704 = icmp slt i32 %516, %108
  br i1 %704, label %then42, label %endif43

done41:                                           ; preds = %loop39
  %705 = load float, ptr addrspace(5) %v10, align 4
  %706 = load float, ptr addrspace(5) %v11, align 4
  %707 = load float, ptr addrspace(5) %v12, align 4
  %708 = load float, ptr addrspace(5) %v13, align 4
  %709 = call i32 @llvm.amdgcn.workitem.id.x()
  %710 = and i32 %709, 31
  %711 = and i32 %710, 16
  %712 = icmp ne i32 %711, 0
  %713 = select i1 %712, float %707, float %705
  %714 = select i1 %712, float %705, float %707
  %715 = bitcast float %714 to i32
  %716 = call i32 @llvm.amdgcn.workitem.id.x()
  %717 = and i32 %716, 31
  %718 = xor i32 %717, 16
  %719 = shl i32 %718, 2
  %720 = call i32 @llvm.amdgcn.ds.bpermute(i32 %719, i32 %715)
  %721 = bitcast i32 %720 to float
  %722 = fadd float %713, %721
  %723 = select i1 %712, float %708, float %706
  %724 = select i1 %712, float %706, float %708
  %725 = bitcast float %724 to i32
  %726 = call i32 @llvm.amdgcn.workitem.id.x()
  %727 = and i32 %726, 31
  %728 = xor i32 %727, 16
  %729 = shl i32 %728, 2
  %730 = call i32 @llvm.amdgcn.ds.bpermute(i32 %729, i32 %725)
  %731 = bitcast i32 %730 to float
  %732 = fadd float %723, %731
  %733 = and i32 %710, 8
  %734 = icmp ne i32 %733, 0
  %735 = select i1 %734, float %732, float %722
  %736 = select i1 %734, float %722, float %732
  %737 = bitcast float %736 to i32
  %738 = call i32 @llvm.amdgcn.workitem.id.x()
  %739 = and i32 %738, 31
  %740 = xor i32 %739, 8
  %741 = shl i32 %740, 2
  %742 = call i32 @llvm.amdgcn.ds.bpermute(i32 %741, i32 %737)
  %743 = bitcast i32 %742 to float
  %744 = fadd float %735, %743
  %745 = bitcast float %744 to i32
  %746 = call i32 @llvm.amdgcn.workitem.id.x()
  %747 = and i32 %746, 31
  %748 = xor i32 %747, 4
  %749 = shl i32 %748, 2
  %750 = call i32 @llvm.amdgcn.ds.bpermute(i32 %749, i32 %745)
  %751 = bitcast i32 %750 to float
  %752 = fadd float %744, %751
  %753 = bitcast float %752 to i32
  %754 = call i32 @llvm.amdgcn.workitem.id.x()
  %755 = and i32 %754, 31
  %756 = xor i32 %755, 2
  %757 = shl i32 %756, 2
  %758 = call i32 @llvm.amdgcn.ds.bpermute(i32 %757, i32 %753)
  %759 = bitcast i32 %758 to float
  %760 = fadd float %752, %759
  %761 = bitcast float %760 to i32
  %762 = call i32 @llvm.amdgcn.workitem.id.x()
  %763 = and i32 %762, 31
  %764 = xor i32 %763, 1
  %765 = shl i32 %764, 2
  %766 = call i32 @llvm.amdgcn.ds.bpermute(i32 %765, i32 %761)
  %767 = bitcast i32 %766 to float
  %768 = fadd float %760, %767
  store float %768, ptr addrspace(5) %v9, align 4
  %769 = and i1 %77, %69
  br i1 %769, label %then52, label %endif53

then42:                                           ; preds = %body40
  %770 = and i32 %481, 1
  %771 = sext i32 %770 to i64
  %772 = mul i64 %771, 1152
  %773 = getelementptr i8, ptr addrspace(3) @lds3, i64 %772
  %774 = sext i32 %481 to i64
  %775 = mul i64 %774, 1024
  %776 = sext i32 %516 to i64
  %777 = mul i64 %776, 32
  %778 = sub i64 %777, %775
  %779 = add i64 %778, 0
  %780 = getelementptr i8, ptr addrspace(3) %773, i64 %779
  %781 = load <4 x i32>, ptr addrspace(3) %780, align 16
  %782 = extractelement <4 x i32> %781, i32 0
  %783 = extractelement <4 x i32> %781, i32 1
  %784 = extractelement <4 x i32> %781, i32 2
  %785 = extractelement <4 x i32> %781, i32 3
  %786 = add i64 %778, 16
  %787 = getelementptr i8, ptr addrspace(3) %773, i64 %786
  %788 = load <4 x i32>, ptr addrspace(3) %787, align 16
  %789 = extractelement <4 x i32> %788, i32 0
  %790 = extractelement <4 x i32> %788, i32 1
  %791 = extractelement <4 x i32> %788, i32 2
  %792 = extractelement <4 x i32> %788, i32 3
  %793 = getelementptr i8, ptr addrspace(3) %773, i64 1024
  %794 = lshr i64 %778, 5
  %795 = mul i64 %794, 4
  %796 = getelementptr i8, ptr addrspace(3) %793, i64 %795
  %797 = load float, ptr addrspace(3) %796, align 4
  %798 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %782, i32 0, i1 false)
  %799 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %783, i32 %798, i1 false)
  %800 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %784, i32 %799, i1 false)
  %801 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %785, i32 %800, i1 false)
  %802 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %789, i32 %801, i1 false)
  %803 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %790, i32 %802, i1 false)
  %804 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %791, i32 %803, i1 false)
  %805 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %792, i32 %804, i1 false)
  %806 = shl i32 %805, 7
  %807 = load float, ptr addrspace(5) %v10, align 4
  %808 = trunc i32 %517 to i16
  %809 = bitcast i16 %808 to half
  %810 = fpext half %809 to float
  %811 = lshr i32 %520, 28
  %812 = shl i32 %811, 1
  %813 = or i32 %812, 1
  %814 = sub i32 0, %806
  %815 = lshr i32 %520, 0
  %816 = and i32 %815, 127
  %817 = shl i32 %816, 3
  %818 = zext i32 %817 to i64
  %819 = add i64 %818, 0
  %820 = getelementptr i8, ptr addrspace(3) @lds2, i64 %819
  %821 = load <2 x i32>, ptr addrspace(3) %820, align 8
  %822 = extractelement <2 x i32> %821, i32 0
  %823 = extractelement <2 x i32> %821, i32 1
  %824 = and i32 %822, 16843009
  %825 = and i32 %823, 16843009
  %826 = bitcast i32 %518 to <4 x i8>
  %827 = shufflevector <4 x i8> %826, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %828 = bitcast <4 x i8> %827 to i32
  %829 = sext i32 %828 to i64
  %830 = mul i64 %829, 4
  %831 = getelementptr i8, ptr addrspace(3) @lds1, i64 %830
  %832 = load i32, ptr addrspace(3) %831, align 4
  %833 = xor i32 %832, %822
  %834 = add i32 %833, %824
  %835 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %834, i1 true, i32 %782, i32 %814, i1 false)
  %836 = bitcast i32 %518 to <4 x i8>
  %837 = shufflevector <4 x i8> %836, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %838 = bitcast <4 x i8> %837 to i32
  %839 = sext i32 %838 to i64
  %840 = mul i64 %839, 4
  %841 = getelementptr i8, ptr addrspace(3) @lds1, i64 %840
  %842 = load i32, ptr addrspace(3) %841, align 4
  %843 = xor i32 %842, %823
  %844 = add i32 %843, %825
  %845 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %844, i1 true, i32 %783, i32 %835, i1 false)
  %846 = lshr i32 %520, 7
  %847 = and i32 %846, 127
  %848 = shl i32 %847, 3
  %849 = zext i32 %848 to i64
  %850 = add i64 %849, 0
  %851 = getelementptr i8, ptr addrspace(3) @lds2, i64 %850
  %852 = load <2 x i32>, ptr addrspace(3) %851, align 8
  %853 = extractelement <2 x i32> %852, i32 0
  %854 = extractelement <2 x i32> %852, i32 1
  %855 = and i32 %853, 16843009
  %856 = and i32 %854, 16843009
  %857 = bitcast i32 %518 to <4 x i8>
  %858 = shufflevector <4 x i8> %857, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %859 = bitcast <4 x i8> %858 to i32
  %860 = sext i32 %859 to i64
  %861 = mul i64 %860, 4
  %862 = getelementptr i8, ptr addrspace(3) @lds1, i64 %861
  %863 = load i32, ptr addrspace(3) %862, align 4
  %864 = xor i32 %863, %853
  %865 = add i32 %864, %855
  %866 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %865, i1 true, i32 %784, i32 %845, i1 false)
  %867 = bitcast i32 %518 to <4 x i8>
  %868 = shufflevector <4 x i8> %867, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %869 = bitcast <4 x i8> %868 to i32
  %870 = sext i32 %869 to i64
  %871 = mul i64 %870, 4
  %872 = getelementptr i8, ptr addrspace(3) @lds1, i64 %871
  %873 = load i32, ptr addrspace(3) %872, align 4
  %874 = xor i32 %873, %854
  %875 = add i32 %874, %856
  %876 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %875, i1 true, i32 %785, i32 %866, i1 false)
  %877 = lshr i32 %520, 14
  %878 = and i32 %877, 127
  %879 = shl i32 %878, 3
  %880 = zext i32 %879 to i64
  %881 = add i64 %880, 0
  %882 = getelementptr i8, ptr addrspace(3) @lds2, i64 %881
  %883 = load <2 x i32>, ptr addrspace(3) %882, align 8
  %884 = extractelement <2 x i32> %883, i32 0
  %885 = extractelement <2 x i32> %883, i32 1
  %886 = and i32 %884, 16843009
  %887 = and i32 %885, 16843009
  %888 = bitcast i32 %519 to <4 x i8>
  %889 = shufflevector <4 x i8> %888, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %890 = bitcast <4 x i8> %889 to i32
  %891 = sext i32 %890 to i64
  %892 = mul i64 %891, 4
  %893 = getelementptr i8, ptr addrspace(3) @lds1, i64 %892
  %894 = load i32, ptr addrspace(3) %893, align 4
  %895 = xor i32 %894, %884
  %896 = add i32 %895, %886
  %897 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %896, i1 true, i32 %789, i32 %876, i1 false)
  %898 = bitcast i32 %519 to <4 x i8>
  %899 = shufflevector <4 x i8> %898, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %900 = bitcast <4 x i8> %899 to i32
  %901 = sext i32 %900 to i64
  %902 = mul i64 %901, 4
  %903 = getelementptr i8, ptr addrspace(3) @lds1, i64 %902
  %904 = load i32, ptr addrspace(3) %903, align 4
  %905 = xor i32 %904, %885
  %906 = add i32 %905, %887
  %907 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %906, i1 true, i32 %790, i32 %897, i1 false)
  %908 = lshr i32 %520, 21
  %909 = and i32 %908, 127
  %910 = shl i32 %909, 3
  %911 = zext i32 %910 to i64
  %912 = add i64 %911, 0
  %913 = getelementptr i8, ptr addrspace(3) @lds2, i64 %912
  %914 = load <2 x i32>, ptr addrspace(3) %913, align 8
  %915 = extractelement <2 x i32> %914, i32 0
  %916 = extractelement <2 x i32> %914, i32 1
  %917 = and i32 %915, 16843009
  %918 = and i32 %916, 16843009
  %919 = bitcast i32 %519 to <4 x i8>
  %920 = shufflevector <4 x i8> %919, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %921 = bitcast <4 x i8> %920 to i32
  %922 = sext i32 %921 to i64
  %923 = mul i64 %922, 4
  %924 = getelementptr i8, ptr addrspace(3) @lds1, i64 %923
  %925 = load i32, ptr addrspace(3) %924, align 4
  %926 = xor i32 %925, %915
  %927 = add i32 %926, %917
  %928 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %927, i1 true, i32 %791, i32 %907, i1 false)
  %929 = bitcast i32 %519 to <4 x i8>
  %930 = shufflevector <4 x i8> %929, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %931 = bitcast <4 x i8> %930 to i32
  %932 = sext i32 %931 to i64
  %933 = mul i64 %932, 4
  %934 = getelementptr i8, ptr addrspace(3) @lds1, i64 %933
  %935 = load i32, ptr addrspace(3) %934, align 4
  %936 = xor i32 %935, %916
  %937 = add i32 %936, %918
  %938 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %937, i1 true, i32 %792, i32 %928, i1 false)
  %939 = mul i32 %813, %938
  %940 = sitofp i32 %939 to float
  %941 = fmul float %810, %797
  %942 = fmul float %941, 2.500000e-01
  %943 = call float @llvm.fma.f32(float %942, float %940, float %807)
  store float %943, ptr addrspace(5) %v10, align 4
  %944 = load float, ptr addrspace(5) %v11, align 4
  %945 = trunc i32 %521 to i16
  %946 = bitcast i16 %945 to half
  %947 = fpext half %946 to float
  %948 = lshr i32 %524, 28
  %949 = shl i32 %948, 1
  %950 = or i32 %949, 1
  %951 = sub i32 0, %806
  %952 = lshr i32 %524, 0
  %953 = and i32 %952, 127
  %954 = shl i32 %953, 3
  %955 = zext i32 %954 to i64
  %956 = add i64 %955, 0
  %957 = getelementptr i8, ptr addrspace(3) @lds2, i64 %956
  %958 = load <2 x i32>, ptr addrspace(3) %957, align 8
  %959 = extractelement <2 x i32> %958, i32 0
  %960 = extractelement <2 x i32> %958, i32 1
  %961 = and i32 %959, 16843009
  %962 = and i32 %960, 16843009
  %963 = bitcast i32 %522 to <4 x i8>
  %964 = shufflevector <4 x i8> %963, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %965 = bitcast <4 x i8> %964 to i32
  %966 = sext i32 %965 to i64
  %967 = mul i64 %966, 4
  %968 = getelementptr i8, ptr addrspace(3) @lds1, i64 %967
  %969 = load i32, ptr addrspace(3) %968, align 4
  %970 = xor i32 %969, %959
  %971 = add i32 %970, %961
  %972 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %971, i1 true, i32 %782, i32 %951, i1 false)
  %973 = bitcast i32 %522 to <4 x i8>
  %974 = shufflevector <4 x i8> %973, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %975 = bitcast <4 x i8> %974 to i32
  %976 = sext i32 %975 to i64
  %977 = mul i64 %976, 4
  %978 = getelementptr i8, ptr addrspace(3) @lds1, i64 %977
  %979 = load i32, ptr addrspace(3) %978, align 4
  %980 = xor i32 %979, %960
  %981 = add i32 %980, %962
  %982 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %981, i1 true, i32 %783, i32 %972, i1 false)
  %983 = lshr i32 %524, 7
  %984 = and i32 %983, 127
  %985 = shl i32 %984, 3
  %986 = zext i32 %985 to i64
  %987 = add i64 %986, 0
  %988 = getelementptr i8, ptr addrspace(3) @lds2, i64 %987
  %989 = load <2 x i32>, ptr addrspace(3) %988, align 8
  %990 = extractelement <2 x i32> %989, i32 0
  %991 = extractelement <2 x i32> %989, i32 1
  %992 = and i32 %990, 16843009
  %993 = and i32 %991, 16843009
  %994 = bitcast i32 %522 to <4 x i8>
  %995 = shufflevector <4 x i8> %994, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %996 = bitcast <4 x i8> %995 to i32
  %997 = sext i32 %996 to i64
  %998 = mul i64 %997, 4
  %999 = getelementptr i8, ptr addrspace(3) @lds1, i64 %998
  %1000 = load i32, ptr addrspace(3) %999, align 4
  %1001 = xor i32 %1000, %990
  %1002 = add i32 %1001, %992
  %1003 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1002, i1 true, i32 %784, i32 %982, i1 false)
  %1004 = bitcast i32 %522 to <4 x i8>
  %1005 = shufflevector <4 x i8> %1004, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1006 = bitcast <4 x i8> %1005 to i32
  %1007 = sext i32 %1006 to i64
  %1008 = mul i64 %1007, 4
  %1009 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1008
  %1010 = load i32, ptr addrspace(3) %1009, align 4
  %1011 = xor i32 %1010, %991
  %1012 = add i32 %1011, %993
  %1013 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1012, i1 true, i32 %785, i32 %1003, i1 false)
  %1014 = lshr i32 %524, 14
  %1015 = and i32 %1014, 127
  %1016 = shl i32 %1015, 3
  %1017 = zext i32 %1016 to i64
  %1018 = add i64 %1017, 0
  %1019 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1018
  %1020 = load <2 x i32>, ptr addrspace(3) %1019, align 8
  %1021 = extractelement <2 x i32> %1020, i32 0
  %1022 = extractelement <2 x i32> %1020, i32 1
  %1023 = and i32 %1021, 16843009
  %1024 = and i32 %1022, 16843009
  %1025 = bitcast i32 %523 to <4 x i8>
  %1026 = shufflevector <4 x i8> %1025, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1027 = bitcast <4 x i8> %1026 to i32
  %1028 = sext i32 %1027 to i64
  %1029 = mul i64 %1028, 4
  %1030 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1029
  %1031 = load i32, ptr addrspace(3) %1030, align 4
  %1032 = xor i32 %1031, %1021
  %1033 = add i32 %1032, %1023
  %1034 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1033, i1 true, i32 %789, i32 %1013, i1 false)
  %1035 = bitcast i32 %523 to <4 x i8>
  %1036 = shufflevector <4 x i8> %1035, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1037 = bitcast <4 x i8> %1036 to i32
  %1038 = sext i32 %1037 to i64
  %1039 = mul i64 %1038, 4
  %1040 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1039
  %1041 = load i32, ptr addrspace(3) %1040, align 4
  %1042 = xor i32 %1041, %1022
  %1043 = add i32 %1042, %1024
  %1044 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1043, i1 true, i32 %790, i32 %1034, i1 false)
  %1045 = lshr i32 %524, 21
  %1046 = and i32 %1045, 127
  %1047 = shl i32 %1046, 3
  %1048 = zext i32 %1047 to i64
  %1049 = add i64 %1048, 0
  %1050 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1049
  %1051 = load <2 x i32>, ptr addrspace(3) %1050, align 8
  %1052 = extractelement <2 x i32> %1051, i32 0
  %1053 = extractelement <2 x i32> %1051, i32 1
  %1054 = and i32 %1052, 16843009
  %1055 = and i32 %1053, 16843009
  %1056 = bitcast i32 %523 to <4 x i8>
  %1057 = shufflevector <4 x i8> %1056, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1058 = bitcast <4 x i8> %1057 to i32
  %1059 = sext i32 %1058 to i64
  %1060 = mul i64 %1059, 4
  %1061 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1060
  %1062 = load i32, ptr addrspace(3) %1061, align 4
  %1063 = xor i32 %1062, %1052
  %1064 = add i32 %1063, %1054
  %1065 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1064, i1 true, i32 %791, i32 %1044, i1 false)
  %1066 = bitcast i32 %523 to <4 x i8>
  %1067 = shufflevector <4 x i8> %1066, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1068 = bitcast <4 x i8> %1067 to i32
  %1069 = sext i32 %1068 to i64
  %1070 = mul i64 %1069, 4
  %1071 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1070
  %1072 = load i32, ptr addrspace(3) %1071, align 4
  %1073 = xor i32 %1072, %1053
  %1074 = add i32 %1073, %1055
  %1075 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1074, i1 true, i32 %792, i32 %1065, i1 false)
  %1076 = mul i32 %950, %1075
  %1077 = sitofp i32 %1076 to float
  %1078 = fmul float %947, %797
  %1079 = fmul float %1078, 2.500000e-01
  %1080 = call float @llvm.fma.f32(float %1079, float %1077, float %944)
  store float %1080, ptr addrspace(5) %v11, align 4
  %1081 = load float, ptr addrspace(5) %v12, align 4
  %1082 = trunc i32 %525 to i16
  %1083 = bitcast i16 %1082 to half
  %1084 = fpext half %1083 to float
  %1085 = lshr i32 %528, 28
  %1086 = shl i32 %1085, 1
  %1087 = or i32 %1086, 1
  %1088 = sub i32 0, %806
  %1089 = lshr i32 %528, 0
  %1090 = and i32 %1089, 127
  %1091 = shl i32 %1090, 3
  %1092 = zext i32 %1091 to i64
  %1093 = add i64 %1092, 0
  %1094 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1093
  %1095 = load <2 x i32>, ptr addrspace(3) %1094, align 8
  %1096 = extractelement <2 x i32> %1095, i32 0
  %1097 = extractelement <2 x i32> %1095, i32 1
  %1098 = and i32 %1096, 16843009
  %1099 = and i32 %1097, 16843009
  %1100 = bitcast i32 %526 to <4 x i8>
  %1101 = shufflevector <4 x i8> %1100, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1102 = bitcast <4 x i8> %1101 to i32
  %1103 = sext i32 %1102 to i64
  %1104 = mul i64 %1103, 4
  %1105 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1104
  %1106 = load i32, ptr addrspace(3) %1105, align 4
  %1107 = xor i32 %1106, %1096
  %1108 = add i32 %1107, %1098
  %1109 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1108, i1 true, i32 %782, i32 %1088, i1 false)
  %1110 = bitcast i32 %526 to <4 x i8>
  %1111 = shufflevector <4 x i8> %1110, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1112 = bitcast <4 x i8> %1111 to i32
  %1113 = sext i32 %1112 to i64
  %1114 = mul i64 %1113, 4
  %1115 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1114
  %1116 = load i32, ptr addrspace(3) %1115, align 4
  %1117 = xor i32 %1116, %1097
  %1118 = add i32 %1117, %1099
  %1119 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1118, i1 true, i32 %783, i32 %1109, i1 false)
  %1120 = lshr i32 %528, 7
  %1121 = and i32 %1120, 127
  %1122 = shl i32 %1121, 3
  %1123 = zext i32 %1122 to i64
  %1124 = add i64 %1123, 0
  %1125 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1124
  %1126 = load <2 x i32>, ptr addrspace(3) %1125, align 8
  %1127 = extractelement <2 x i32> %1126, i32 0
  %1128 = extractelement <2 x i32> %1126, i32 1
  %1129 = and i32 %1127, 16843009
  %1130 = and i32 %1128, 16843009
  %1131 = bitcast i32 %526 to <4 x i8>
  %1132 = shufflevector <4 x i8> %1131, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1133 = bitcast <4 x i8> %1132 to i32
  %1134 = sext i32 %1133 to i64
  %1135 = mul i64 %1134, 4
  %1136 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1135
  %1137 = load i32, ptr addrspace(3) %1136, align 4
  %1138 = xor i32 %1137, %1127
  %1139 = add i32 %1138, %1129
  %1140 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1139, i1 true, i32 %784, i32 %1119, i1 false)
  %1141 = bitcast i32 %526 to <4 x i8>
  %1142 = shufflevector <4 x i8> %1141, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1143 = bitcast <4 x i8> %1142 to i32
  %1144 = sext i32 %1143 to i64
  %1145 = mul i64 %1144, 4
  %1146 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1145
  %1147 = load i32, ptr addrspace(3) %1146, align 4
  %1148 = xor i32 %1147, %1128
  %1149 = add i32 %1148, %1130
  %1150 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1149, i1 true, i32 %785, i32 %1140, i1 false)
  %1151 = lshr i32 %528, 14
  %1152 = and i32 %1151, 127
  %1153 = shl i32 %1152, 3
  %1154 = zext i32 %1153 to i64
  %1155 = add i64 %1154, 0
  %1156 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1155
  %1157 = load <2 x i32>, ptr addrspace(3) %1156, align 8
  %1158 = extractelement <2 x i32> %1157, i32 0
  %1159 = extractelement <2 x i32> %1157, i32 1
  %1160 = and i32 %1158, 16843009
  %1161 = and i32 %1159, 16843009
  %1162 = bitcast i32 %527 to <4 x i8>
  %1163 = shufflevector <4 x i8> %1162, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1164 = bitcast <4 x i8> %1163 to i32
  %1165 = sext i32 %1164 to i64
  %1166 = mul i64 %1165, 4
  %1167 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1166
  %1168 = load i32, ptr addrspace(3) %1167, align 4
  %1169 = xor i32 %1168, %1158
  %1170 = add i32 %1169, %1160
  %1171 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1170, i1 true, i32 %789, i32 %1150, i1 false)
  %1172 = bitcast i32 %527 to <4 x i8>
  %1173 = shufflevector <4 x i8> %1172, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1174 = bitcast <4 x i8> %1173 to i32
  %1175 = sext i32 %1174 to i64
  %1176 = mul i64 %1175, 4
  %1177 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1176
  %1178 = load i32, ptr addrspace(3) %1177, align 4
  %1179 = xor i32 %1178, %1159
  %1180 = add i32 %1179, %1161
  %1181 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1180, i1 true, i32 %790, i32 %1171, i1 false)
  %1182 = lshr i32 %528, 21
  %1183 = and i32 %1182, 127
  %1184 = shl i32 %1183, 3
  %1185 = zext i32 %1184 to i64
  %1186 = add i64 %1185, 0
  %1187 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1186
  %1188 = load <2 x i32>, ptr addrspace(3) %1187, align 8
  %1189 = extractelement <2 x i32> %1188, i32 0
  %1190 = extractelement <2 x i32> %1188, i32 1
  %1191 = and i32 %1189, 16843009
  %1192 = and i32 %1190, 16843009
  %1193 = bitcast i32 %527 to <4 x i8>
  %1194 = shufflevector <4 x i8> %1193, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1195 = bitcast <4 x i8> %1194 to i32
  %1196 = sext i32 %1195 to i64
  %1197 = mul i64 %1196, 4
  %1198 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1197
  %1199 = load i32, ptr addrspace(3) %1198, align 4
  %1200 = xor i32 %1199, %1189
  %1201 = add i32 %1200, %1191
  %1202 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1201, i1 true, i32 %791, i32 %1181, i1 false)
  %1203 = bitcast i32 %527 to <4 x i8>
  %1204 = shufflevector <4 x i8> %1203, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1205 = bitcast <4 x i8> %1204 to i32
  %1206 = sext i32 %1205 to i64
  %1207 = mul i64 %1206, 4
  %1208 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1207
  %1209 = load i32, ptr addrspace(3) %1208, align 4
  %1210 = xor i32 %1209, %1190
  %1211 = add i32 %1210, %1192
  %1212 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1211, i1 true, i32 %792, i32 %1202, i1 false)
  %1213 = mul i32 %1087, %1212
  %1214 = sitofp i32 %1213 to float
  %1215 = fmul float %1084, %797
  %1216 = fmul float %1215, 2.500000e-01
  %1217 = call float @llvm.fma.f32(float %1216, float %1214, float %1081)
  store float %1217, ptr addrspace(5) %v12, align 4
  %1218 = load float, ptr addrspace(5) %v13, align 4
  %1219 = trunc i32 %529 to i16
  %1220 = bitcast i16 %1219 to half
  %1221 = fpext half %1220 to float
  %1222 = lshr i32 %532, 28
  %1223 = shl i32 %1222, 1
  %1224 = or i32 %1223, 1
  %1225 = sub i32 0, %806
  %1226 = lshr i32 %532, 0
  %1227 = and i32 %1226, 127
  %1228 = shl i32 %1227, 3
  %1229 = zext i32 %1228 to i64
  %1230 = add i64 %1229, 0
  %1231 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1230
  %1232 = load <2 x i32>, ptr addrspace(3) %1231, align 8
  %1233 = extractelement <2 x i32> %1232, i32 0
  %1234 = extractelement <2 x i32> %1232, i32 1
  %1235 = and i32 %1233, 16843009
  %1236 = and i32 %1234, 16843009
  %1237 = bitcast i32 %530 to <4 x i8>
  %1238 = shufflevector <4 x i8> %1237, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1239 = bitcast <4 x i8> %1238 to i32
  %1240 = sext i32 %1239 to i64
  %1241 = mul i64 %1240, 4
  %1242 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1241
  %1243 = load i32, ptr addrspace(3) %1242, align 4
  %1244 = xor i32 %1243, %1233
  %1245 = add i32 %1244, %1235
  %1246 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1245, i1 true, i32 %782, i32 %1225, i1 false)
  %1247 = bitcast i32 %530 to <4 x i8>
  %1248 = shufflevector <4 x i8> %1247, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1249 = bitcast <4 x i8> %1248 to i32
  %1250 = sext i32 %1249 to i64
  %1251 = mul i64 %1250, 4
  %1252 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1251
  %1253 = load i32, ptr addrspace(3) %1252, align 4
  %1254 = xor i32 %1253, %1234
  %1255 = add i32 %1254, %1236
  %1256 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1255, i1 true, i32 %783, i32 %1246, i1 false)
  %1257 = lshr i32 %532, 7
  %1258 = and i32 %1257, 127
  %1259 = shl i32 %1258, 3
  %1260 = zext i32 %1259 to i64
  %1261 = add i64 %1260, 0
  %1262 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1261
  %1263 = load <2 x i32>, ptr addrspace(3) %1262, align 8
  %1264 = extractelement <2 x i32> %1263, i32 0
  %1265 = extractelement <2 x i32> %1263, i32 1
  %1266 = and i32 %1264, 16843009
  %1267 = and i32 %1265, 16843009
  %1268 = bitcast i32 %530 to <4 x i8>
  %1269 = shufflevector <4 x i8> %1268, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1270 = bitcast <4 x i8> %1269 to i32
  %1271 = sext i32 %1270 to i64
  %1272 = mul i64 %1271, 4
  %1273 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1272
  %1274 = load i32, ptr addrspace(3) %1273, align 4
  %1275 = xor i32 %1274, %1264
  %1276 = add i32 %1275, %1266
  %1277 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1276, i1 true, i32 %784, i32 %1256, i1 false)
  %1278 = bitcast i32 %530 to <4 x i8>
  %1279 = shufflevector <4 x i8> %1278, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1280 = bitcast <4 x i8> %1279 to i32
  %1281 = sext i32 %1280 to i64
  %1282 = mul i64 %1281, 4
  %1283 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1282
  %1284 = load i32, ptr addrspace(3) %1283, align 4
  %1285 = xor i32 %1284, %1265
  %1286 = add i32 %1285, %1267
  %1287 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1286, i1 true, i32 %785, i32 %1277, i1 false)
  %1288 = lshr i32 %532, 14
  %1289 = and i32 %1288, 127
  %1290 = shl i32 %1289, 3
  %1291 = zext i32 %1290 to i64
  %1292 = add i64 %1291, 0
  %1293 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1292
  %1294 = load <2 x i32>, ptr addrspace(3) %1293, align 8
  %1295 = extractelement <2 x i32> %1294, i32 0
  %1296 = extractelement <2 x i32> %1294, i32 1
  %1297 = and i32 %1295, 16843009
  %1298 = and i32 %1296, 16843009
  %1299 = bitcast i32 %531 to <4 x i8>
  %1300 = shufflevector <4 x i8> %1299, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1301 = bitcast <4 x i8> %1300 to i32
  %1302 = sext i32 %1301 to i64
  %1303 = mul i64 %1302, 4
  %1304 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1303
  %1305 = load i32, ptr addrspace(3) %1304, align 4
  %1306 = xor i32 %1305, %1295
  %1307 = add i32 %1306, %1297
  %1308 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1307, i1 true, i32 %789, i32 %1287, i1 false)
  %1309 = bitcast i32 %531 to <4 x i8>
  %1310 = shufflevector <4 x i8> %1309, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1311 = bitcast <4 x i8> %1310 to i32
  %1312 = sext i32 %1311 to i64
  %1313 = mul i64 %1312, 4
  %1314 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1313
  %1315 = load i32, ptr addrspace(3) %1314, align 4
  %1316 = xor i32 %1315, %1296
  %1317 = add i32 %1316, %1298
  %1318 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1317, i1 true, i32 %790, i32 %1308, i1 false)
  %1319 = lshr i32 %532, 21
  %1320 = and i32 %1319, 127
  %1321 = shl i32 %1320, 3
  %1322 = zext i32 %1321 to i64
  %1323 = add i64 %1322, 0
  %1324 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1323
  %1325 = load <2 x i32>, ptr addrspace(3) %1324, align 8
  %1326 = extractelement <2 x i32> %1325, i32 0
  %1327 = extractelement <2 x i32> %1325, i32 1
  %1328 = and i32 %1326, 16843009
  %1329 = and i32 %1327, 16843009
  %1330 = bitcast i32 %531 to <4 x i8>
  %1331 = shufflevector <4 x i8> %1330, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1332 = bitcast <4 x i8> %1331 to i32
  %1333 = sext i32 %1332 to i64
  %1334 = mul i64 %1333, 4
  %1335 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1334
  %1336 = load i32, ptr addrspace(3) %1335, align 4
  %1337 = xor i32 %1336, %1326
  %1338 = add i32 %1337, %1328
  %1339 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1338, i1 true, i32 %791, i32 %1318, i1 false)
  %1340 = bitcast i32 %531 to <4 x i8>
  %1341 = shufflevector <4 x i8> %1340, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1342 = bitcast <4 x i8> %1341 to i32
  %1343 = sext i32 %1342 to i64
  %1344 = mul i64 %1343, 4
  %1345 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1344
  %1346 = load i32, ptr addrspace(3) %1345, align 4
  %1347 = xor i32 %1346, %1327
  %1348 = add i32 %1347, %1329
  %1349 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1348, i1 true, i32 %792, i32 %1339, i1 false)
  %1350 = mul i32 %1224, %1349
  %1351 = sitofp i32 %1350 to float
  %1352 = fmul float %1221, %797
  %1353 = fmul float %1352, 2.500000e-01
  %1354 = call float @llvm.fma.f32(float %1353, float %1351, float %1218)
  store float %1354, ptr addrspace(5) %v13, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %body40
  %1355 = add i32 %481, 1
  %1356 = and i32 %1355, 1
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %1357, 1152
  %1359 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1358
  %1360 = getelementptr i8, ptr addrspace(3) %1359, i64 1024
  %1361 = call i32 @llvm.amdgcn.workitem.id.x()
  %1362 = bitcast float %496 to i32
  %1363 = and i32 %1362, 2147483647
  %1364 = bitcast float %497 to i32
  %1365 = and i32 %1364, 2147483647
  %1366 = bitcast float %498 to i32
  %1367 = and i32 %1366, 2147483647
  %1368 = bitcast float %499 to i32
  %1369 = and i32 %1368, 2147483647
  %1370 = icmp ugt i32 %1363, %1365
  %1371 = select i1 %1370, i32 %1363, i32 %1365
  %1372 = icmp ugt i32 %1367, %1369
  %1373 = select i1 %1372, i32 %1367, i32 %1369
  %1374 = icmp ugt i32 %1371, %1373
  %1375 = select i1 %1374, i32 %1371, i32 %1373
  %1376 = call i32 @llvm.amdgcn.workitem.id.x()
  %1377 = and i32 %1376, 31
  %1378 = xor i32 %1377, 1
  %1379 = shl i32 %1378, 2
  %1380 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1379, i32 %1375)
  %1381 = icmp ugt i32 %1375, %1380
  %1382 = select i1 %1381, i32 %1375, i32 %1380
  %1383 = call i32 @llvm.amdgcn.workitem.id.x()
  %1384 = and i32 %1383, 31
  %1385 = xor i32 %1384, 2
  %1386 = shl i32 %1385, 2
  %1387 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1386, i32 %1382)
  %1388 = icmp ugt i32 %1382, %1387
  %1389 = select i1 %1388, i32 %1382, i32 %1387
  %1390 = call i32 @llvm.amdgcn.workitem.id.x()
  %1391 = and i32 %1390, 31
  %1392 = xor i32 %1391, 4
  %1393 = shl i32 %1392, 2
  %1394 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1393, i32 %1389)
  %1395 = icmp ugt i32 %1389, %1394
  %1396 = select i1 %1395, i32 %1389, i32 %1394
  %1397 = and i32 %1396, 2147483647
  %1398 = icmp ult i32 %1397, 2139095040
  %1399 = bitcast i32 %1396 to float
  %1400 = fdiv float 1.270000e+02, %1399
  %1401 = bitcast float %1400 to i32
  %1402 = and i32 %1401, 2147483647
  %1403 = icmp ult i32 %1402, 2139095040
  %1404 = select i1 %1403, float %1400, float 0.000000e+00
  %1405 = fmul float %496, %1404
  %1406 = fadd float %1405, 0x4168000000000000
  %1407 = bitcast float %1406 to i32
  %1408 = fmul float %497, %1404
  %1409 = fadd float %1408, 0x4168000000000000
  %1410 = bitcast float %1409 to i32
  %1411 = fmul float %498, %1404
  %1412 = fadd float %1411, 0x4168000000000000
  %1413 = bitcast float %1412 to i32
  %1414 = fmul float %499, %1404
  %1415 = fadd float %1414, 0x4168000000000000
  %1416 = bitcast float %1415 to i32
  %1417 = bitcast i32 %1407 to <4 x i8>
  %1418 = bitcast i32 %1410 to <4 x i8>
  %1419 = shufflevector <4 x i8> %1417, <4 x i8> %1418, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1420 = bitcast <4 x i8> %1419 to i32
  %1421 = bitcast i32 %1413 to <4 x i8>
  %1422 = bitcast i32 %1416 to <4 x i8>
  %1423 = shufflevector <4 x i8> %1421, <4 x i8> %1422, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1424 = bitcast <4 x i8> %1423 to i32
  %1425 = bitcast i32 %1420 to <4 x i8>
  %1426 = bitcast i32 %1424 to <4 x i8>
  %1427 = shufflevector <4 x i8> %1425, <4 x i8> %1426, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1428 = bitcast <4 x i8> %1427 to i32
  %1429 = add i32 %1361, 0
  %1430 = sext i32 %1429 to i64
  %1431 = mul i64 %1430, 4
  %1432 = icmp slt i64 %1431, 1024
  br i1 %1432, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %1433 = lshr i64 %1431, 2
  %1434 = mul i64 %1433, 4
  %1435 = getelementptr i8, ptr addrspace(3) %1359, i64 %1434
  store i32 %1428, ptr addrspace(3) %1435, align 4
  %1436 = and i64 %1431, 31
  %1437 = icmp eq i64 %1436, 0
  br i1 %1437, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif43
  %1438 = bitcast float %511 to i32
  %1439 = and i32 %1438, 2147483647
  %1440 = bitcast float %512 to i32
  %1441 = and i32 %1440, 2147483647
  %1442 = bitcast float %513 to i32
  %1443 = and i32 %1442, 2147483647
  %1444 = bitcast float %514 to i32
  %1445 = and i32 %1444, 2147483647
  %1446 = icmp ugt i32 %1439, %1441
  %1447 = select i1 %1446, i32 %1439, i32 %1441
  %1448 = icmp ugt i32 %1443, %1445
  %1449 = select i1 %1448, i32 %1443, i32 %1445
  %1450 = icmp ugt i32 %1447, %1449
  %1451 = select i1 %1450, i32 %1447, i32 %1449
  %1452 = call i32 @llvm.amdgcn.workitem.id.x()
  %1453 = and i32 %1452, 31
  %1454 = xor i32 %1453, 1
  %1455 = shl i32 %1454, 2
  %1456 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1455, i32 %1451)
  %1457 = icmp ugt i32 %1451, %1456
  %1458 = select i1 %1457, i32 %1451, i32 %1456
  %1459 = call i32 @llvm.amdgcn.workitem.id.x()
  %1460 = and i32 %1459, 31
  %1461 = xor i32 %1460, 2
  %1462 = shl i32 %1461, 2
  %1463 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1462, i32 %1458)
  %1464 = icmp ugt i32 %1458, %1463
  %1465 = select i1 %1464, i32 %1458, i32 %1463
  %1466 = call i32 @llvm.amdgcn.workitem.id.x()
  %1467 = and i32 %1466, 31
  %1468 = xor i32 %1467, 4
  %1469 = shl i32 %1468, 2
  %1470 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1469, i32 %1465)
  %1471 = icmp ugt i32 %1465, %1470
  %1472 = select i1 %1471, i32 %1465, i32 %1470
  %1473 = and i32 %1472, 2147483647
  %1474 = icmp ult i32 %1473, 2139095040
  %1475 = bitcast i32 %1472 to float
  %1476 = fdiv float 1.270000e+02, %1475
  %1477 = bitcast float %1476 to i32
  %1478 = and i32 %1477, 2147483647
  %1479 = icmp ult i32 %1478, 2139095040
  %1480 = select i1 %1479, float %1476, float 0.000000e+00
  %1481 = fmul float %511, %1480
  %1482 = fadd float %1481, 0x4168000000000000
  %1483 = bitcast float %1482 to i32
  %1484 = fmul float %512, %1480
  %1485 = fadd float %1484, 0x4168000000000000
  %1486 = bitcast float %1485 to i32
  %1487 = fmul float %513, %1480
  %1488 = fadd float %1487, 0x4168000000000000
  %1489 = bitcast float %1488 to i32
  %1490 = fmul float %514, %1480
  %1491 = fadd float %1490, 0x4168000000000000
  %1492 = bitcast float %1491 to i32
  %1493 = bitcast i32 %1483 to <4 x i8>
  %1494 = bitcast i32 %1486 to <4 x i8>
  %1495 = shufflevector <4 x i8> %1493, <4 x i8> %1494, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1496 = bitcast <4 x i8> %1495 to i32
  %1497 = bitcast i32 %1489 to <4 x i8>
  %1498 = bitcast i32 %1492 to <4 x i8>
  %1499 = shufflevector <4 x i8> %1497, <4 x i8> %1498, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1500 = bitcast <4 x i8> %1499 to i32
  %1501 = bitcast i32 %1496 to <4 x i8>
  %1502 = bitcast i32 %1500 to <4 x i8>
  %1503 = shufflevector <4 x i8> %1501, <4 x i8> %1502, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1504 = bitcast <4 x i8> %1503 to i32
  %1505 = add i32 %1361, 128
  %1506 = sext i32 %1505 to i64
  %1507 = mul i64 %1506, 4
  %1508 = icmp slt i64 %1507, 1024
  br i1 %1508, label %then48, label %endif49

then46:                                           ; preds = %then44
  %1509 = fmul float %1399, 0x3F80204080000000
  %1510 = select i1 %1398, float %1509, float 0x7FF8000000000000
  %1511 = lshr i64 %1431, 5
  %1512 = mul i64 %1511, 4
  %1513 = getelementptr i8, ptr addrspace(3) %1360, i64 %1512
  store float %1510, ptr addrspace(3) %1513, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

then48:                                           ; preds = %endif45
  %1514 = lshr i64 %1507, 2
  %1515 = mul i64 %1514, 4
  %1516 = getelementptr i8, ptr addrspace(3) %1359, i64 %1515
  store i32 %1504, ptr addrspace(3) %1516, align 4
  %1517 = and i64 %1507, 31
  %1518 = icmp eq i64 %1517, 0
  br i1 %1518, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif45
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1519 = load i32, ptr addrspace(5) %v38, align 4
  %1520 = add i32 %1519, 1
  store i32 %1520, ptr addrspace(5) %v38, align 4
  br label %loop39

then50:                                           ; preds = %then48
  %1521 = fmul float %1475, 0x3F80204080000000
  %1522 = select i1 %1474, float %1521, float 0x7FF8000000000000
  %1523 = lshr i64 %1507, 5
  %1524 = mul i64 %1523, 4
  %1525 = getelementptr i8, ptr addrspace(3) %1360, i64 %1524
  store float %1522, ptr addrspace(3) %1525, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %done41
  %1526 = load float, ptr addrspace(5) %v9, align 4
  %1527 = add i32 %76, %67
  %1528 = icmp slt i32 %1527, %4
  br i1 %1528, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %done41
  %1529 = load i32, ptr addrspace(5) %v5, align 4
  %1530 = add i32 %1529, 4
  store i32 %1530, ptr addrspace(5) %v5, align 4
  br label %loop6

then54:                                           ; preds = %then52
  %1531 = add i32 %58, %1527
  %1532 = sext i32 %1531 to i64
  %1533 = mul i64 %1532, 4
  %1534 = getelementptr i8, ptr addrspace(1) %0, i64 %1533
  store float %1526, ptr addrspace(1) %1534, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %then52
  br label %endif53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sudot4(i1 immarg, i32, i1 immarg, i32, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
