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
  store i32 %22, ptr addrspace(5) %v1, align 4
  br label %loop2

loop2:                                            ; preds = %body3, %done
  %23 = load i32, ptr addrspace(5) %v1, align 4
  %24 = icmp slt i32 %23, 256
  br i1 %24, label %body3, label %done4

body3:                                            ; preds = %loop2
  %25 = load i32, ptr addrspace(5) %v1, align 4
  %26 = sext i32 %25 to i64
  %27 = mul i64 %26, 4
  %28 = getelementptr i8, ptr addrspace(4) @strata_ksigns_masks, i64 %27
  %29 = load i32, ptr addrspace(4) %28, align 4
  %30 = sext i32 %25 to i64
  %31 = mul i64 %30, 4
  %32 = getelementptr i8, ptr addrspace(3) @lds2, i64 %31
  store i32 %29, ptr addrspace(3) %32, align 4
  %33 = load i32, ptr addrspace(5) %v1, align 4
  %34 = add i32 %33, 128
  store i32 %34, ptr addrspace(5) %v1, align 4
  br label %loop2

done4:                                            ; preds = %loop2
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %35 = call i32 @llvm.amdgcn.workgroup.id.y()
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
  %56 = call i32 @llvm.amdgcn.workitem.id.x()
  %57 = lshr i32 %56, 5
  %58 = call i32 @llvm.amdgcn.workitem.id.x()
  %59 = and i32 %58, 31
  %60 = call i32 @llvm.amdgcn.workgroup.id.x()
  %61 = mul i32 %60, 16
  %62 = call i32 @llvm.amdgcn.workitem.id.x()
  %63 = and i32 %62, 31
  %64 = lshr i32 %63, 3
  %65 = and i32 %63, 7
  %66 = icmp eq i32 %65, 0
  store i32 %57, ptr addrspace(5) %v5, align 4
  br label %loop6

endif:                                            ; preds = %done8, %done4
  ret void

loop6:                                            ; preds = %endif53, %then
  %67 = load i32, ptr addrspace(5) %v5, align 4
  %68 = icmp slt i32 %67, 4
  br i1 %68, label %body7, label %done8

body7:                                            ; preds = %loop6
  %69 = load i32, ptr addrspace(5) %v5, align 4
  %70 = udiv i32 %69, 1
  %71 = urem i32 %69, 1
  %72 = mul i32 %70, 4
  %73 = add i32 %61, %72
  %74 = icmp slt i32 %73, %4
  store float 0.000000e+00, ptr addrspace(5) %v9, align 4
  %75 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store float 0.000000e+00, ptr addrspace(5) %v10, align 4
  store float 0.000000e+00, ptr addrspace(5) %v11, align 4
  store float 0.000000e+00, ptr addrspace(5) %v12, align 4
  store float 0.000000e+00, ptr addrspace(5) %v13, align 4
  %105 = udiv i32 %5, 32
  %106 = mul i32 %71, 32
  %107 = add i32 %76, %106
  %108 = call i32 @llvm.amdgcn.workitem.id.x()
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
  store i32 %122, ptr addrspace(5) %v14, align 4
  store i32 %142, ptr addrspace(5) %v15, align 4
  store i32 %143, ptr addrspace(5) %v16, align 4
  store i32 %154, ptr addrspace(5) %v17, align 4
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
  store i32 %164, ptr addrspace(5) %v18, align 4
  store i32 %184, ptr addrspace(5) %v19, align 4
  store i32 %185, ptr addrspace(5) %v20, align 4
  store i32 %196, ptr addrspace(5) %v21, align 4
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
  store i32 %206, ptr addrspace(5) %v22, align 4
  store i32 %226, ptr addrspace(5) %v23, align 4
  store i32 %227, ptr addrspace(5) %v24, align 4
  store i32 %238, ptr addrspace(5) %v25, align 4
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
  store i32 %248, ptr addrspace(5) %v26, align 4
  store i32 %268, ptr addrspace(5) %v27, align 4
  store i32 %269, ptr addrspace(5) %v28, align 4
  store i32 %280, ptr addrspace(5) %v29, align 4
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
  %311 = call i32 @llvm.amdgcn.workitem.id.x()
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
  %326 = call i32 @llvm.amdgcn.workitem.id.x()
  %327 = and i32 %326, 31
  %328 = xor i32 %327, 1
  %329 = shl i32 %328, 2
  %330 = call i32 @llvm.amdgcn.ds.bpermute(i32 %329, i32 %325)
  %331 = icmp ugt i32 %325, %330
  %332 = select i1 %331, i32 %325, i32 %330
  %333 = call i32 @llvm.amdgcn.workitem.id.x()
  %334 = and i32 %333, 31
  %335 = xor i32 %334, 2
  %336 = shl i32 %335, 2
  %337 = call i32 @llvm.amdgcn.ds.bpermute(i32 %336, i32 %332)
  %338 = icmp ugt i32 %332, %337
  %339 = select i1 %338, i32 %332, i32 %337
  %340 = call i32 @llvm.amdgcn.workitem.id.x()
  %341 = and i32 %340, 31
  %342 = xor i32 %341, 4
  %343 = shl i32 %342, 2
  %344 = call i32 @llvm.amdgcn.ds.bpermute(i32 %343, i32 %339)
  %345 = icmp ugt i32 %339, %344
  %346 = select i1 %345, i32 %339, i32 %344
  %347 = and i32 %346, 2147483647
  %348 = icmp ult i32 %347, 2139095040
  %349 = bitcast i32 %346 to float
  %350 = fdiv float 1.270000e+02, %349
  %351 = bitcast float %350 to i32
  %352 = and i32 %351, 2147483647
  %353 = icmp ult i32 %352, 2139095040
  %354 = select i1 %353, float %350, float 0.000000e+00
  %355 = fmul float %292, %354
  %356 = fadd float %355, 0x4168000000000000
  %357 = bitcast float %356 to i32
  %358 = fmul float %293, %354
  %359 = fadd float %358, 0x4168000000000000
  %360 = bitcast float %359 to i32
  %361 = fmul float %294, %354
  %362 = fadd float %361, 0x4168000000000000
  %363 = bitcast float %362 to i32
  %364 = fmul float %295, %354
  %365 = fadd float %364, 0x4168000000000000
  %366 = bitcast float %365 to i32
  %367 = bitcast i32 %357 to <4 x i8>
  %368 = bitcast i32 %360 to <4 x i8>
  %369 = shufflevector <4 x i8> %367, <4 x i8> %368, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %370 = bitcast <4 x i8> %369 to i32
  %371 = bitcast i32 %363 to <4 x i8>
  %372 = bitcast i32 %366 to <4 x i8>
  %373 = shufflevector <4 x i8> %371, <4 x i8> %372, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %374 = bitcast <4 x i8> %373 to i32
  %375 = bitcast i32 %370 to <4 x i8>
  %376 = bitcast i32 %374 to <4 x i8>
  %377 = shufflevector <4 x i8> %375, <4 x i8> %376, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %378 = bitcast <4 x i8> %377 to i32
  %379 = add i32 %311, 0
  %380 = sext i32 %379 to i64
  %381 = mul i64 %380, 4
  %382 = icmp slt i64 %381, 1024
  br i1 %382, label %then30, label %endif31

done8:                                            ; preds = %loop6
  br label %endif

then30:                                           ; preds = %body7
  %383 = lshr i64 %381, 2
  %384 = mul i64 %383, 4
  %385 = getelementptr i8, ptr addrspace(3) @lds3, i64 %384
  store i32 %378, ptr addrspace(3) %385, align 4
  %386 = and i64 %381, 31
  %387 = icmp eq i64 %386, 0
  br i1 %387, label %then32, label %endif33

endif31:                                          ; preds = %endif33, %body7
  %388 = bitcast float %307 to i32
  %389 = and i32 %388, 2147483647
  %390 = bitcast float %308 to i32
  %391 = and i32 %390, 2147483647
  %392 = bitcast float %309 to i32
  %393 = and i32 %392, 2147483647
  %394 = bitcast float %310 to i32
  %395 = and i32 %394, 2147483647
  %396 = icmp ugt i32 %389, %391
  %397 = select i1 %396, i32 %389, i32 %391
  %398 = icmp ugt i32 %393, %395
  %399 = select i1 %398, i32 %393, i32 %395
  %400 = icmp ugt i32 %397, %399
  %401 = select i1 %400, i32 %397, i32 %399
  %402 = call i32 @llvm.amdgcn.workitem.id.x()
  %403 = and i32 %402, 31
  %404 = xor i32 %403, 1
  %405 = shl i32 %404, 2
  %406 = call i32 @llvm.amdgcn.ds.bpermute(i32 %405, i32 %401)
  %407 = icmp ugt i32 %401, %406
  %408 = select i1 %407, i32 %401, i32 %406
  %409 = call i32 @llvm.amdgcn.workitem.id.x()
  %410 = and i32 %409, 31
  %411 = xor i32 %410, 2
  %412 = shl i32 %411, 2
  %413 = call i32 @llvm.amdgcn.ds.bpermute(i32 %412, i32 %408)
  %414 = icmp ugt i32 %408, %413
  %415 = select i1 %414, i32 %408, i32 %413
  %416 = call i32 @llvm.amdgcn.workitem.id.x()
  %417 = and i32 %416, 31
  %418 = xor i32 %417, 4
  %419 = shl i32 %418, 2
  %420 = call i32 @llvm.amdgcn.ds.bpermute(i32 %419, i32 %415)
  %421 = icmp ugt i32 %415, %420
  %422 = select i1 %421, i32 %415, i32 %420
  %423 = and i32 %422, 2147483647
  %424 = icmp ult i32 %423, 2139095040
  %425 = bitcast i32 %422 to float
  %426 = fdiv float 1.270000e+02, %425
  %427 = bitcast float %426 to i32
  %428 = and i32 %427, 2147483647
  %429 = icmp ult i32 %428, 2139095040
  %430 = select i1 %429, float %426, float 0.000000e+00
  %431 = fmul float %307, %430
  %432 = fadd float %431, 0x4168000000000000
  %433 = bitcast float %432 to i32
  %434 = fmul float %308, %430
  %435 = fadd float %434, 0x4168000000000000
  %436 = bitcast float %435 to i32
  %437 = fmul float %309, %430
  %438 = fadd float %437, 0x4168000000000000
  %439 = bitcast float %438 to i32
  %440 = fmul float %310, %430
  %441 = fadd float %440, 0x4168000000000000
  %442 = bitcast float %441 to i32
  %443 = bitcast i32 %433 to <4 x i8>
  %444 = bitcast i32 %436 to <4 x i8>
  %445 = shufflevector <4 x i8> %443, <4 x i8> %444, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %446 = bitcast <4 x i8> %445 to i32
  %447 = bitcast i32 %439 to <4 x i8>
  %448 = bitcast i32 %442 to <4 x i8>
  %449 = shufflevector <4 x i8> %447, <4 x i8> %448, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %450 = bitcast <4 x i8> %449 to i32
  %451 = bitcast i32 %446 to <4 x i8>
  %452 = bitcast i32 %450 to <4 x i8>
  %453 = shufflevector <4 x i8> %451, <4 x i8> %452, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %454 = bitcast <4 x i8> %453 to i32
  %455 = add i32 %311, 128
  %456 = sext i32 %455 to i64
  %457 = mul i64 %456, 4
  %458 = icmp slt i64 %457, 1024
  br i1 %458, label %then34, label %endif35

then32:                                           ; preds = %then30
  %459 = fmul float %349, 0x3F80204080000000
  %460 = select i1 %348, float %459, float 0x7FF8000000000000
  %461 = lshr i64 %381, 5
  %462 = mul i64 %461, 4
  %463 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %462
  store float %460, ptr addrspace(3) %463, align 4
  br label %endif33

endif33:                                          ; preds = %then32, %then30
  br label %endif31

then34:                                           ; preds = %endif31
  %464 = lshr i64 %457, 2
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr addrspace(3) @lds3, i64 %465
  store i32 %454, ptr addrspace(3) %466, align 4
  %467 = and i64 %457, 31
  %468 = icmp eq i64 %467, 0
  br i1 %468, label %then36, label %endif37

endif35:                                          ; preds = %endif37, %endif31
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %469 = add i32 %105, 31
  %470 = udiv i32 %469, 32
  store i32 0, ptr addrspace(5) %v38, align 4
  br label %loop39

then36:                                           ; preds = %then34
  %471 = fmul float %425, 0x3F80204080000000
  %472 = select i1 %424, float %471, float 0x7FF8000000000000
  %473 = lshr i64 %457, 5
  %474 = mul i64 %473, 4
  %475 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds3, i64 1024), i64 %474
  store float %472, ptr addrspace(3) %475, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then34
  br label %endif35

loop39:                                           ; preds = %endif49, %endif35
  %476 = load i32, ptr addrspace(5) %v38, align 4
  %477 = icmp slt i32 %476, %470
  br i1 %477, label %body40, label %done41

body40:                                           ; preds = %loop39
  %478 = load i32, ptr addrspace(5) %v38, align 4
  %479 = add i32 %478, 1
  %480 = sext i32 %479 to i64
  %481 = mul i64 %480, 1024
  %482 = add i32 %108, 0
  %483 = sext i32 %482 to i64
  %484 = mul i64 %483, 4
  %485 = add i64 %481, %484
  %486 = icmp slt i64 %485, %109
  %487 = icmp slt i64 %484, 1024
  %488 = and i1 %486, %487
  %489 = select i1 %488, i64 %485, i64 0
  %490 = mul i64 %489, 4
  %491 = getelementptr i8, ptr addrspace(1) %54, i64 %490
  %492 = load <4 x float>, ptr addrspace(1) %491, align 16
  %493 = extractelement <4 x float> %492, i32 0
  %494 = extractelement <4 x float> %492, i32 1
  %495 = extractelement <4 x float> %492, i32 2
  %496 = extractelement <4 x float> %492, i32 3
  %497 = add i32 %108, 128
  %498 = sext i32 %497 to i64
  %499 = mul i64 %498, 4
  %500 = add i64 %481, %499
  %501 = icmp slt i64 %500, %109
  %502 = icmp slt i64 %499, 1024
  %503 = and i1 %501, %502
  %504 = select i1 %503, i64 %500, i64 0
  %505 = mul i64 %504, 4
  %506 = getelementptr i8, ptr addrspace(1) %54, i64 %505
  %507 = load <4 x float>, ptr addrspace(1) %506, align 16
  %508 = extractelement <4 x float> %507, i32 0
  %509 = extractelement <4 x float> %507, i32 1
  %510 = extractelement <4 x float> %507, i32 2
  %511 = extractelement <4 x float> %507, i32 3
  %512 = mul i32 %478, 32
  %513 = add i32 %107, %512
  %514 = load i32, ptr addrspace(5) %v14, align 4
  %515 = load i32, ptr addrspace(5) %v15, align 4
  %516 = load i32, ptr addrspace(5) %v16, align 4
  %517 = load i32, ptr addrspace(5) %v17, align 4
  %518 = load i32, ptr addrspace(5) %v18, align 4
  %519 = load i32, ptr addrspace(5) %v19, align 4
  %520 = load i32, ptr addrspace(5) %v20, align 4
  %521 = load i32, ptr addrspace(5) %v21, align 4
  %522 = load i32, ptr addrspace(5) %v22, align 4
  %523 = load i32, ptr addrspace(5) %v23, align 4
  %524 = load i32, ptr addrspace(5) %v24, align 4
  %525 = load i32, ptr addrspace(5) %v25, align 4
  %526 = load i32, ptr addrspace(5) %v26, align 4
  %527 = load i32, ptr addrspace(5) %v27, align 4
  %528 = load i32, ptr addrspace(5) %v28, align 4
  %529 = load i32, ptr addrspace(5) %v29, align 4
  %530 = add i32 %513, 32
  %531 = icmp sgt i32 %530, %110
  %532 = select i1 %531, i32 %110, i32 %530
  %533 = lshr i32 %532, 3
  %534 = and i32 %532, 7
  %535 = sext i32 %533 to i64
  %536 = mul i64 %535, 98
  %537 = add i64 %536, 0
  %538 = getelementptr i8, ptr addrspace(1) %86, i64 %537
  %539 = sext i32 %534 to i64
  %540 = getelementptr i8, ptr addrspace(1) %538, i64 0
  %541 = load i16, ptr addrspace(1) %540, align 2
  %542 = zext i16 %541 to i32
  %543 = getelementptr i8, ptr addrspace(1) %538, i64 2
  %544 = ptrtoint ptr addrspace(1) %543 to i64
  %545 = and i64 %544, 3
  %546 = sub i64 0, %545
  %547 = getelementptr i8, ptr addrspace(1) %543, i64 %546
  %548 = shl i64 %545, 3
  %549 = trunc i64 %548 to i32
  %550 = mul i64 %539, 8
  %551 = add i64 %550, 0
  %552 = getelementptr i8, ptr addrspace(1) %547, i64 %551
  %553 = load i32, ptr addrspace(1) %552, align 4
  %554 = add i64 %550, 4
  %555 = getelementptr i8, ptr addrspace(1) %547, i64 %554
  %556 = load i32, ptr addrspace(1) %555, align 4
  %557 = add i64 %550, 4
  %558 = shl i64 %545, 1
  %559 = add i64 %557, %558
  %560 = getelementptr i8, ptr addrspace(1) %547, i64 %559
  %561 = load i32, ptr addrspace(1) %560, align 4
  %562 = call i32 @llvm.fshr.i32(i32 %556, i32 %553, i32 %549)
  %563 = call i32 @llvm.fshr.i32(i32 %561, i32 %556, i32 %549)
  %564 = mul i64 %539, 4
  %565 = add i64 %564, 64
  %566 = add i64 %565, 0
  %567 = getelementptr i8, ptr addrspace(1) %547, i64 %566
  %568 = load i32, ptr addrspace(1) %567, align 4
  %569 = add i64 %565, 0
  %570 = shl i64 %545, 1
  %571 = add i64 %569, %570
  %572 = getelementptr i8, ptr addrspace(1) %547, i64 %571
  %573 = load i32, ptr addrspace(1) %572, align 4
  %574 = call i32 @llvm.fshr.i32(i32 %573, i32 %568, i32 %549)
  store i32 %542, ptr addrspace(5) %v14, align 4
  store i32 %562, ptr addrspace(5) %v15, align 4
  store i32 %563, ptr addrspace(5) %v16, align 4
  store i32 %574, ptr addrspace(5) %v17, align 4
  %575 = lshr i32 %532, 3
  %576 = and i32 %532, 7
  %577 = sext i32 %575 to i64
  %578 = mul i64 %577, 98
  %579 = add i64 %578, 0
  %580 = getelementptr i8, ptr addrspace(1) %92, i64 %579
  %581 = sext i32 %576 to i64
  %582 = getelementptr i8, ptr addrspace(1) %580, i64 0
  %583 = load i16, ptr addrspace(1) %582, align 2
  %584 = zext i16 %583 to i32
  %585 = getelementptr i8, ptr addrspace(1) %580, i64 2
  %586 = ptrtoint ptr addrspace(1) %585 to i64
  %587 = and i64 %586, 3
  %588 = sub i64 0, %587
  %589 = getelementptr i8, ptr addrspace(1) %585, i64 %588
  %590 = shl i64 %587, 3
  %591 = trunc i64 %590 to i32
  %592 = mul i64 %581, 8
  %593 = add i64 %592, 0
  %594 = getelementptr i8, ptr addrspace(1) %589, i64 %593
  %595 = load i32, ptr addrspace(1) %594, align 4
  %596 = add i64 %592, 4
  %597 = getelementptr i8, ptr addrspace(1) %589, i64 %596
  %598 = load i32, ptr addrspace(1) %597, align 4
  %599 = add i64 %592, 4
  %600 = shl i64 %587, 1
  %601 = add i64 %599, %600
  %602 = getelementptr i8, ptr addrspace(1) %589, i64 %601
  %603 = load i32, ptr addrspace(1) %602, align 4
  %604 = call i32 @llvm.fshr.i32(i32 %598, i32 %595, i32 %591)
  %605 = call i32 @llvm.fshr.i32(i32 %603, i32 %598, i32 %591)
  %606 = mul i64 %581, 4
  %607 = add i64 %606, 64
  %608 = add i64 %607, 0
  %609 = getelementptr i8, ptr addrspace(1) %589, i64 %608
  %610 = load i32, ptr addrspace(1) %609, align 4
  %611 = add i64 %607, 0
  %612 = shl i64 %587, 1
  %613 = add i64 %611, %612
  %614 = getelementptr i8, ptr addrspace(1) %589, i64 %613
  %615 = load i32, ptr addrspace(1) %614, align 4
  %616 = call i32 @llvm.fshr.i32(i32 %615, i32 %610, i32 %591)
  store i32 %584, ptr addrspace(5) %v18, align 4
  store i32 %604, ptr addrspace(5) %v19, align 4
  store i32 %605, ptr addrspace(5) %v20, align 4
  store i32 %616, ptr addrspace(5) %v21, align 4
  %617 = lshr i32 %532, 3
  %618 = and i32 %532, 7
  %619 = sext i32 %617 to i64
  %620 = mul i64 %619, 98
  %621 = add i64 %620, 0
  %622 = getelementptr i8, ptr addrspace(1) %98, i64 %621
  %623 = sext i32 %618 to i64
  %624 = getelementptr i8, ptr addrspace(1) %622, i64 0
  %625 = load i16, ptr addrspace(1) %624, align 2
  %626 = zext i16 %625 to i32
  %627 = getelementptr i8, ptr addrspace(1) %622, i64 2
  %628 = ptrtoint ptr addrspace(1) %627 to i64
  %629 = and i64 %628, 3
  %630 = sub i64 0, %629
  %631 = getelementptr i8, ptr addrspace(1) %627, i64 %630
  %632 = shl i64 %629, 3
  %633 = trunc i64 %632 to i32
  %634 = mul i64 %623, 8
  %635 = add i64 %634, 0
  %636 = getelementptr i8, ptr addrspace(1) %631, i64 %635
  %637 = load i32, ptr addrspace(1) %636, align 4
  %638 = add i64 %634, 4
  %639 = getelementptr i8, ptr addrspace(1) %631, i64 %638
  %640 = load i32, ptr addrspace(1) %639, align 4
  %641 = add i64 %634, 4
  %642 = shl i64 %629, 1
  %643 = add i64 %641, %642
  %644 = getelementptr i8, ptr addrspace(1) %631, i64 %643
  %645 = load i32, ptr addrspace(1) %644, align 4
  %646 = call i32 @llvm.fshr.i32(i32 %640, i32 %637, i32 %633)
  %647 = call i32 @llvm.fshr.i32(i32 %645, i32 %640, i32 %633)
  %648 = mul i64 %623, 4
  %649 = add i64 %648, 64
  %650 = add i64 %649, 0
  %651 = getelementptr i8, ptr addrspace(1) %631, i64 %650
  %652 = load i32, ptr addrspace(1) %651, align 4
  %653 = add i64 %649, 0
  %654 = shl i64 %629, 1
  %655 = add i64 %653, %654
  %656 = getelementptr i8, ptr addrspace(1) %631, i64 %655
  %657 = load i32, ptr addrspace(1) %656, align 4
  %658 = call i32 @llvm.fshr.i32(i32 %657, i32 %652, i32 %633)
  store i32 %626, ptr addrspace(5) %v22, align 4
  store i32 %646, ptr addrspace(5) %v23, align 4
  store i32 %647, ptr addrspace(5) %v24, align 4
  store i32 %658, ptr addrspace(5) %v25, align 4
  %659 = lshr i32 %532, 3
  %660 = and i32 %532, 7
  %661 = sext i32 %659 to i64
  %662 = mul i64 %661, 98
  %663 = add i64 %662, 0
  %664 = getelementptr i8, ptr addrspace(1) %104, i64 %663
  %665 = sext i32 %660 to i64
  %666 = getelementptr i8, ptr addrspace(1) %664, i64 0
  %667 = load i16, ptr addrspace(1) %666, align 2
  %668 = zext i16 %667 to i32
  %669 = getelementptr i8, ptr addrspace(1) %664, i64 2
  %670 = ptrtoint ptr addrspace(1) %669 to i64
  %671 = and i64 %670, 3
  %672 = sub i64 0, %671
  %673 = getelementptr i8, ptr addrspace(1) %669, i64 %672
  %674 = shl i64 %671, 3
  %675 = trunc i64 %674 to i32
  %676 = mul i64 %665, 8
  %677 = add i64 %676, 0
  %678 = getelementptr i8, ptr addrspace(1) %673, i64 %677
  %679 = load i32, ptr addrspace(1) %678, align 4
  %680 = add i64 %676, 4
  %681 = getelementptr i8, ptr addrspace(1) %673, i64 %680
  %682 = load i32, ptr addrspace(1) %681, align 4
  %683 = add i64 %676, 4
  %684 = shl i64 %671, 1
  %685 = add i64 %683, %684
  %686 = getelementptr i8, ptr addrspace(1) %673, i64 %685
  %687 = load i32, ptr addrspace(1) %686, align 4
  %688 = call i32 @llvm.fshr.i32(i32 %682, i32 %679, i32 %675)
  %689 = call i32 @llvm.fshr.i32(i32 %687, i32 %682, i32 %675)
  %690 = mul i64 %665, 4
  %691 = add i64 %690, 64
  %692 = add i64 %691, 0
  %693 = getelementptr i8, ptr addrspace(1) %673, i64 %692
  %694 = load i32, ptr addrspace(1) %693, align 4
  %695 = add i64 %691, 0
  %696 = shl i64 %671, 1
  %697 = add i64 %695, %696
  %698 = getelementptr i8, ptr addrspace(1) %673, i64 %697
  %699 = load i32, ptr addrspace(1) %698, align 4
  %700 = call i32 @llvm.fshr.i32(i32 %699, i32 %694, i32 %675)
  store i32 %668, ptr addrspace(5) %v26, align 4
  store i32 %688, ptr addrspace(5) %v27, align 4
  store i32 %689, ptr addrspace(5) %v28, align 4
  store i32 %700, ptr addrspace(5) %v29, align 4
  %701 = icmp slt i32 %513, %105
  br i1 %701, label %then42, label %endif43

done41:                                           ; preds = %loop39
  %702 = load float, ptr addrspace(5) %v10, align 4
  %703 = load float, ptr addrspace(5) %v11, align 4
  %704 = load float, ptr addrspace(5) %v12, align 4
  %705 = load float, ptr addrspace(5) %v13, align 4
  %706 = call i32 @llvm.amdgcn.workitem.id.x()
  %707 = and i32 %706, 31
  %708 = and i32 %707, 16
  %709 = icmp ne i32 %708, 0
  %710 = select i1 %709, float %704, float %702
  %711 = select i1 %709, float %702, float %704
  %712 = bitcast float %711 to i32
  %713 = call i32 @llvm.amdgcn.workitem.id.x()
  %714 = and i32 %713, 31
  %715 = xor i32 %714, 16
  %716 = shl i32 %715, 2
  %717 = call i32 @llvm.amdgcn.ds.bpermute(i32 %716, i32 %712)
  %718 = bitcast i32 %717 to float
  %719 = fadd float %710, %718
  %720 = select i1 %709, float %705, float %703
  %721 = select i1 %709, float %703, float %705
  %722 = bitcast float %721 to i32
  %723 = call i32 @llvm.amdgcn.workitem.id.x()
  %724 = and i32 %723, 31
  %725 = xor i32 %724, 16
  %726 = shl i32 %725, 2
  %727 = call i32 @llvm.amdgcn.ds.bpermute(i32 %726, i32 %722)
  %728 = bitcast i32 %727 to float
  %729 = fadd float %720, %728
  %730 = and i32 %707, 8
  %731 = icmp ne i32 %730, 0
  %732 = select i1 %731, float %729, float %719
  %733 = select i1 %731, float %719, float %729
  %734 = bitcast float %733 to i32
  %735 = call i32 @llvm.amdgcn.workitem.id.x()
  %736 = and i32 %735, 31
  %737 = xor i32 %736, 8
  %738 = shl i32 %737, 2
  %739 = call i32 @llvm.amdgcn.ds.bpermute(i32 %738, i32 %734)
  %740 = bitcast i32 %739 to float
  %741 = fadd float %732, %740
  %742 = bitcast float %741 to i32
  %743 = call i32 @llvm.amdgcn.workitem.id.x()
  %744 = and i32 %743, 31
  %745 = xor i32 %744, 4
  %746 = shl i32 %745, 2
  %747 = call i32 @llvm.amdgcn.ds.bpermute(i32 %746, i32 %742)
  %748 = bitcast i32 %747 to float
  %749 = fadd float %741, %748
  %750 = bitcast float %749 to i32
  %751 = call i32 @llvm.amdgcn.workitem.id.x()
  %752 = and i32 %751, 31
  %753 = xor i32 %752, 2
  %754 = shl i32 %753, 2
  %755 = call i32 @llvm.amdgcn.ds.bpermute(i32 %754, i32 %750)
  %756 = bitcast i32 %755 to float
  %757 = fadd float %749, %756
  %758 = bitcast float %757 to i32
  %759 = call i32 @llvm.amdgcn.workitem.id.x()
  %760 = and i32 %759, 31
  %761 = xor i32 %760, 1
  %762 = shl i32 %761, 2
  %763 = call i32 @llvm.amdgcn.ds.bpermute(i32 %762, i32 %758)
  %764 = bitcast i32 %763 to float
  %765 = fadd float %757, %764
  store float %765, ptr addrspace(5) %v9, align 4
  %766 = and i1 %74, %66
  br i1 %766, label %then52, label %endif53

then42:                                           ; preds = %body40
  %767 = and i32 %478, 1
  %768 = sext i32 %767 to i64
  %769 = mul i64 %768, 1152
  %770 = getelementptr i8, ptr addrspace(3) @lds3, i64 %769
  %771 = sext i32 %478 to i64
  %772 = mul i64 %771, 1024
  %773 = sext i32 %513 to i64
  %774 = mul i64 %773, 32
  %775 = sub i64 %774, %772
  %776 = add i64 %775, 0
  %777 = getelementptr i8, ptr addrspace(3) %770, i64 %776
  %778 = load <4 x i32>, ptr addrspace(3) %777, align 16
  %779 = extractelement <4 x i32> %778, i32 0
  %780 = extractelement <4 x i32> %778, i32 1
  %781 = extractelement <4 x i32> %778, i32 2
  %782 = extractelement <4 x i32> %778, i32 3
  %783 = add i64 %775, 16
  %784 = getelementptr i8, ptr addrspace(3) %770, i64 %783
  %785 = load <4 x i32>, ptr addrspace(3) %784, align 16
  %786 = extractelement <4 x i32> %785, i32 0
  %787 = extractelement <4 x i32> %785, i32 1
  %788 = extractelement <4 x i32> %785, i32 2
  %789 = extractelement <4 x i32> %785, i32 3
  %790 = getelementptr i8, ptr addrspace(3) %770, i64 1024
  %791 = lshr i64 %775, 5
  %792 = mul i64 %791, 4
  %793 = getelementptr i8, ptr addrspace(3) %790, i64 %792
  %794 = load float, ptr addrspace(3) %793, align 4
  %795 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %779, i32 0, i1 false)
  %796 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %780, i32 %795, i1 false)
  %797 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %781, i32 %796, i1 false)
  %798 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %782, i32 %797, i1 false)
  %799 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %786, i32 %798, i1 false)
  %800 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %787, i32 %799, i1 false)
  %801 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %788, i32 %800, i1 false)
  %802 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 16843009, i1 true, i32 %789, i32 %801, i1 false)
  %803 = shl i32 %802, 7
  %804 = load float, ptr addrspace(5) %v10, align 4
  %805 = trunc i32 %514 to i16
  %806 = bitcast i16 %805 to half
  %807 = fpext half %806 to float
  %808 = lshr i32 %517, 28
  %809 = shl i32 %808, 1
  %810 = or i32 %809, 1
  %811 = sub i32 0, %803
  %812 = lshr i32 %517, 0
  %813 = and i32 %812, 127
  %814 = shl i32 %813, 3
  %815 = zext i32 %814 to i64
  %816 = add i64 %815, 0
  %817 = getelementptr i8, ptr addrspace(3) @lds2, i64 %816
  %818 = load <2 x i32>, ptr addrspace(3) %817, align 8
  %819 = extractelement <2 x i32> %818, i32 0
  %820 = extractelement <2 x i32> %818, i32 1
  %821 = bitcast i32 %515 to <4 x i8>
  %822 = shufflevector <4 x i8> %821, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %823 = bitcast <4 x i8> %822 to i32
  %824 = sext i32 %823 to i64
  %825 = mul i64 %824, 4
  %826 = getelementptr i8, ptr addrspace(3) @lds1, i64 %825
  %827 = load i32, ptr addrspace(3) %826, align 4
  %828 = xor i32 %827, %819
  %829 = and i32 %819, 16843009
  %830 = add i32 %828, %829
  %831 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %830, i1 true, i32 %779, i32 %811, i1 false)
  %832 = bitcast i32 %515 to <4 x i8>
  %833 = shufflevector <4 x i8> %832, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %834 = bitcast <4 x i8> %833 to i32
  %835 = sext i32 %834 to i64
  %836 = mul i64 %835, 4
  %837 = getelementptr i8, ptr addrspace(3) @lds1, i64 %836
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = xor i32 %838, %820
  %840 = and i32 %820, 16843009
  %841 = add i32 %839, %840
  %842 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %841, i1 true, i32 %780, i32 %831, i1 false)
  %843 = lshr i32 %517, 7
  %844 = and i32 %843, 127
  %845 = shl i32 %844, 3
  %846 = zext i32 %845 to i64
  %847 = add i64 %846, 0
  %848 = getelementptr i8, ptr addrspace(3) @lds2, i64 %847
  %849 = load <2 x i32>, ptr addrspace(3) %848, align 8
  %850 = extractelement <2 x i32> %849, i32 0
  %851 = extractelement <2 x i32> %849, i32 1
  %852 = bitcast i32 %515 to <4 x i8>
  %853 = shufflevector <4 x i8> %852, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %854 = bitcast <4 x i8> %853 to i32
  %855 = sext i32 %854 to i64
  %856 = mul i64 %855, 4
  %857 = getelementptr i8, ptr addrspace(3) @lds1, i64 %856
  %858 = load i32, ptr addrspace(3) %857, align 4
  %859 = xor i32 %858, %850
  %860 = and i32 %850, 16843009
  %861 = add i32 %859, %860
  %862 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %861, i1 true, i32 %781, i32 %842, i1 false)
  %863 = bitcast i32 %515 to <4 x i8>
  %864 = shufflevector <4 x i8> %863, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %865 = bitcast <4 x i8> %864 to i32
  %866 = sext i32 %865 to i64
  %867 = mul i64 %866, 4
  %868 = getelementptr i8, ptr addrspace(3) @lds1, i64 %867
  %869 = load i32, ptr addrspace(3) %868, align 4
  %870 = xor i32 %869, %851
  %871 = and i32 %851, 16843009
  %872 = add i32 %870, %871
  %873 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %872, i1 true, i32 %782, i32 %862, i1 false)
  %874 = lshr i32 %517, 14
  %875 = and i32 %874, 127
  %876 = shl i32 %875, 3
  %877 = zext i32 %876 to i64
  %878 = add i64 %877, 0
  %879 = getelementptr i8, ptr addrspace(3) @lds2, i64 %878
  %880 = load <2 x i32>, ptr addrspace(3) %879, align 8
  %881 = extractelement <2 x i32> %880, i32 0
  %882 = extractelement <2 x i32> %880, i32 1
  %883 = bitcast i32 %516 to <4 x i8>
  %884 = shufflevector <4 x i8> %883, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %885 = bitcast <4 x i8> %884 to i32
  %886 = sext i32 %885 to i64
  %887 = mul i64 %886, 4
  %888 = getelementptr i8, ptr addrspace(3) @lds1, i64 %887
  %889 = load i32, ptr addrspace(3) %888, align 4
  %890 = xor i32 %889, %881
  %891 = and i32 %881, 16843009
  %892 = add i32 %890, %891
  %893 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %892, i1 true, i32 %786, i32 %873, i1 false)
  %894 = bitcast i32 %516 to <4 x i8>
  %895 = shufflevector <4 x i8> %894, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %896 = bitcast <4 x i8> %895 to i32
  %897 = sext i32 %896 to i64
  %898 = mul i64 %897, 4
  %899 = getelementptr i8, ptr addrspace(3) @lds1, i64 %898
  %900 = load i32, ptr addrspace(3) %899, align 4
  %901 = xor i32 %900, %882
  %902 = and i32 %882, 16843009
  %903 = add i32 %901, %902
  %904 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %903, i1 true, i32 %787, i32 %893, i1 false)
  %905 = lshr i32 %517, 21
  %906 = and i32 %905, 127
  %907 = shl i32 %906, 3
  %908 = zext i32 %907 to i64
  %909 = add i64 %908, 0
  %910 = getelementptr i8, ptr addrspace(3) @lds2, i64 %909
  %911 = load <2 x i32>, ptr addrspace(3) %910, align 8
  %912 = extractelement <2 x i32> %911, i32 0
  %913 = extractelement <2 x i32> %911, i32 1
  %914 = bitcast i32 %516 to <4 x i8>
  %915 = shufflevector <4 x i8> %914, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %916 = bitcast <4 x i8> %915 to i32
  %917 = sext i32 %916 to i64
  %918 = mul i64 %917, 4
  %919 = getelementptr i8, ptr addrspace(3) @lds1, i64 %918
  %920 = load i32, ptr addrspace(3) %919, align 4
  %921 = xor i32 %920, %912
  %922 = and i32 %912, 16843009
  %923 = add i32 %921, %922
  %924 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %923, i1 true, i32 %788, i32 %904, i1 false)
  %925 = bitcast i32 %516 to <4 x i8>
  %926 = shufflevector <4 x i8> %925, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %927 = bitcast <4 x i8> %926 to i32
  %928 = sext i32 %927 to i64
  %929 = mul i64 %928, 4
  %930 = getelementptr i8, ptr addrspace(3) @lds1, i64 %929
  %931 = load i32, ptr addrspace(3) %930, align 4
  %932 = xor i32 %931, %913
  %933 = and i32 %913, 16843009
  %934 = add i32 %932, %933
  %935 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %934, i1 true, i32 %789, i32 %924, i1 false)
  %936 = mul i32 %810, %935
  %937 = sitofp i32 %936 to float
  %938 = fmul float %807, %794
  %939 = fmul float %938, 2.500000e-01
  %940 = call float @llvm.fma.f32(float %939, float %937, float %804)
  store float %940, ptr addrspace(5) %v10, align 4
  %941 = load float, ptr addrspace(5) %v11, align 4
  %942 = trunc i32 %518 to i16
  %943 = bitcast i16 %942 to half
  %944 = fpext half %943 to float
  %945 = lshr i32 %521, 28
  %946 = shl i32 %945, 1
  %947 = or i32 %946, 1
  %948 = sub i32 0, %803
  %949 = lshr i32 %521, 0
  %950 = and i32 %949, 127
  %951 = shl i32 %950, 3
  %952 = zext i32 %951 to i64
  %953 = add i64 %952, 0
  %954 = getelementptr i8, ptr addrspace(3) @lds2, i64 %953
  %955 = load <2 x i32>, ptr addrspace(3) %954, align 8
  %956 = extractelement <2 x i32> %955, i32 0
  %957 = extractelement <2 x i32> %955, i32 1
  %958 = bitcast i32 %519 to <4 x i8>
  %959 = shufflevector <4 x i8> %958, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %960 = bitcast <4 x i8> %959 to i32
  %961 = sext i32 %960 to i64
  %962 = mul i64 %961, 4
  %963 = getelementptr i8, ptr addrspace(3) @lds1, i64 %962
  %964 = load i32, ptr addrspace(3) %963, align 4
  %965 = xor i32 %964, %956
  %966 = and i32 %956, 16843009
  %967 = add i32 %965, %966
  %968 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %967, i1 true, i32 %779, i32 %948, i1 false)
  %969 = bitcast i32 %519 to <4 x i8>
  %970 = shufflevector <4 x i8> %969, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %971 = bitcast <4 x i8> %970 to i32
  %972 = sext i32 %971 to i64
  %973 = mul i64 %972, 4
  %974 = getelementptr i8, ptr addrspace(3) @lds1, i64 %973
  %975 = load i32, ptr addrspace(3) %974, align 4
  %976 = xor i32 %975, %957
  %977 = and i32 %957, 16843009
  %978 = add i32 %976, %977
  %979 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %978, i1 true, i32 %780, i32 %968, i1 false)
  %980 = lshr i32 %521, 7
  %981 = and i32 %980, 127
  %982 = shl i32 %981, 3
  %983 = zext i32 %982 to i64
  %984 = add i64 %983, 0
  %985 = getelementptr i8, ptr addrspace(3) @lds2, i64 %984
  %986 = load <2 x i32>, ptr addrspace(3) %985, align 8
  %987 = extractelement <2 x i32> %986, i32 0
  %988 = extractelement <2 x i32> %986, i32 1
  %989 = bitcast i32 %519 to <4 x i8>
  %990 = shufflevector <4 x i8> %989, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %991 = bitcast <4 x i8> %990 to i32
  %992 = sext i32 %991 to i64
  %993 = mul i64 %992, 4
  %994 = getelementptr i8, ptr addrspace(3) @lds1, i64 %993
  %995 = load i32, ptr addrspace(3) %994, align 4
  %996 = xor i32 %995, %987
  %997 = and i32 %987, 16843009
  %998 = add i32 %996, %997
  %999 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %998, i1 true, i32 %781, i32 %979, i1 false)
  %1000 = bitcast i32 %519 to <4 x i8>
  %1001 = shufflevector <4 x i8> %1000, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1002 = bitcast <4 x i8> %1001 to i32
  %1003 = sext i32 %1002 to i64
  %1004 = mul i64 %1003, 4
  %1005 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1004
  %1006 = load i32, ptr addrspace(3) %1005, align 4
  %1007 = xor i32 %1006, %988
  %1008 = and i32 %988, 16843009
  %1009 = add i32 %1007, %1008
  %1010 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1009, i1 true, i32 %782, i32 %999, i1 false)
  %1011 = lshr i32 %521, 14
  %1012 = and i32 %1011, 127
  %1013 = shl i32 %1012, 3
  %1014 = zext i32 %1013 to i64
  %1015 = add i64 %1014, 0
  %1016 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1015
  %1017 = load <2 x i32>, ptr addrspace(3) %1016, align 8
  %1018 = extractelement <2 x i32> %1017, i32 0
  %1019 = extractelement <2 x i32> %1017, i32 1
  %1020 = bitcast i32 %520 to <4 x i8>
  %1021 = shufflevector <4 x i8> %1020, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1022 = bitcast <4 x i8> %1021 to i32
  %1023 = sext i32 %1022 to i64
  %1024 = mul i64 %1023, 4
  %1025 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1024
  %1026 = load i32, ptr addrspace(3) %1025, align 4
  %1027 = xor i32 %1026, %1018
  %1028 = and i32 %1018, 16843009
  %1029 = add i32 %1027, %1028
  %1030 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1029, i1 true, i32 %786, i32 %1010, i1 false)
  %1031 = bitcast i32 %520 to <4 x i8>
  %1032 = shufflevector <4 x i8> %1031, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1033 = bitcast <4 x i8> %1032 to i32
  %1034 = sext i32 %1033 to i64
  %1035 = mul i64 %1034, 4
  %1036 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1035
  %1037 = load i32, ptr addrspace(3) %1036, align 4
  %1038 = xor i32 %1037, %1019
  %1039 = and i32 %1019, 16843009
  %1040 = add i32 %1038, %1039
  %1041 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1040, i1 true, i32 %787, i32 %1030, i1 false)
  %1042 = lshr i32 %521, 21
  %1043 = and i32 %1042, 127
  %1044 = shl i32 %1043, 3
  %1045 = zext i32 %1044 to i64
  %1046 = add i64 %1045, 0
  %1047 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1046
  %1048 = load <2 x i32>, ptr addrspace(3) %1047, align 8
  %1049 = extractelement <2 x i32> %1048, i32 0
  %1050 = extractelement <2 x i32> %1048, i32 1
  %1051 = bitcast i32 %520 to <4 x i8>
  %1052 = shufflevector <4 x i8> %1051, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1053 = bitcast <4 x i8> %1052 to i32
  %1054 = sext i32 %1053 to i64
  %1055 = mul i64 %1054, 4
  %1056 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1055
  %1057 = load i32, ptr addrspace(3) %1056, align 4
  %1058 = xor i32 %1057, %1049
  %1059 = and i32 %1049, 16843009
  %1060 = add i32 %1058, %1059
  %1061 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1060, i1 true, i32 %788, i32 %1041, i1 false)
  %1062 = bitcast i32 %520 to <4 x i8>
  %1063 = shufflevector <4 x i8> %1062, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1064 = bitcast <4 x i8> %1063 to i32
  %1065 = sext i32 %1064 to i64
  %1066 = mul i64 %1065, 4
  %1067 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1066
  %1068 = load i32, ptr addrspace(3) %1067, align 4
  %1069 = xor i32 %1068, %1050
  %1070 = and i32 %1050, 16843009
  %1071 = add i32 %1069, %1070
  %1072 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1071, i1 true, i32 %789, i32 %1061, i1 false)
  %1073 = mul i32 %947, %1072
  %1074 = sitofp i32 %1073 to float
  %1075 = fmul float %944, %794
  %1076 = fmul float %1075, 2.500000e-01
  %1077 = call float @llvm.fma.f32(float %1076, float %1074, float %941)
  store float %1077, ptr addrspace(5) %v11, align 4
  %1078 = load float, ptr addrspace(5) %v12, align 4
  %1079 = trunc i32 %522 to i16
  %1080 = bitcast i16 %1079 to half
  %1081 = fpext half %1080 to float
  %1082 = lshr i32 %525, 28
  %1083 = shl i32 %1082, 1
  %1084 = or i32 %1083, 1
  %1085 = sub i32 0, %803
  %1086 = lshr i32 %525, 0
  %1087 = and i32 %1086, 127
  %1088 = shl i32 %1087, 3
  %1089 = zext i32 %1088 to i64
  %1090 = add i64 %1089, 0
  %1091 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1090
  %1092 = load <2 x i32>, ptr addrspace(3) %1091, align 8
  %1093 = extractelement <2 x i32> %1092, i32 0
  %1094 = extractelement <2 x i32> %1092, i32 1
  %1095 = bitcast i32 %523 to <4 x i8>
  %1096 = shufflevector <4 x i8> %1095, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1097 = bitcast <4 x i8> %1096 to i32
  %1098 = sext i32 %1097 to i64
  %1099 = mul i64 %1098, 4
  %1100 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1099
  %1101 = load i32, ptr addrspace(3) %1100, align 4
  %1102 = xor i32 %1101, %1093
  %1103 = and i32 %1093, 16843009
  %1104 = add i32 %1102, %1103
  %1105 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1104, i1 true, i32 %779, i32 %1085, i1 false)
  %1106 = bitcast i32 %523 to <4 x i8>
  %1107 = shufflevector <4 x i8> %1106, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1108 = bitcast <4 x i8> %1107 to i32
  %1109 = sext i32 %1108 to i64
  %1110 = mul i64 %1109, 4
  %1111 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1110
  %1112 = load i32, ptr addrspace(3) %1111, align 4
  %1113 = xor i32 %1112, %1094
  %1114 = and i32 %1094, 16843009
  %1115 = add i32 %1113, %1114
  %1116 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1115, i1 true, i32 %780, i32 %1105, i1 false)
  %1117 = lshr i32 %525, 7
  %1118 = and i32 %1117, 127
  %1119 = shl i32 %1118, 3
  %1120 = zext i32 %1119 to i64
  %1121 = add i64 %1120, 0
  %1122 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1121
  %1123 = load <2 x i32>, ptr addrspace(3) %1122, align 8
  %1124 = extractelement <2 x i32> %1123, i32 0
  %1125 = extractelement <2 x i32> %1123, i32 1
  %1126 = bitcast i32 %523 to <4 x i8>
  %1127 = shufflevector <4 x i8> %1126, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1128 = bitcast <4 x i8> %1127 to i32
  %1129 = sext i32 %1128 to i64
  %1130 = mul i64 %1129, 4
  %1131 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1130
  %1132 = load i32, ptr addrspace(3) %1131, align 4
  %1133 = xor i32 %1132, %1124
  %1134 = and i32 %1124, 16843009
  %1135 = add i32 %1133, %1134
  %1136 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1135, i1 true, i32 %781, i32 %1116, i1 false)
  %1137 = bitcast i32 %523 to <4 x i8>
  %1138 = shufflevector <4 x i8> %1137, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1139 = bitcast <4 x i8> %1138 to i32
  %1140 = sext i32 %1139 to i64
  %1141 = mul i64 %1140, 4
  %1142 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1141
  %1143 = load i32, ptr addrspace(3) %1142, align 4
  %1144 = xor i32 %1143, %1125
  %1145 = and i32 %1125, 16843009
  %1146 = add i32 %1144, %1145
  %1147 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1146, i1 true, i32 %782, i32 %1136, i1 false)
  %1148 = lshr i32 %525, 14
  %1149 = and i32 %1148, 127
  %1150 = shl i32 %1149, 3
  %1151 = zext i32 %1150 to i64
  %1152 = add i64 %1151, 0
  %1153 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1152
  %1154 = load <2 x i32>, ptr addrspace(3) %1153, align 8
  %1155 = extractelement <2 x i32> %1154, i32 0
  %1156 = extractelement <2 x i32> %1154, i32 1
  %1157 = bitcast i32 %524 to <4 x i8>
  %1158 = shufflevector <4 x i8> %1157, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1159 = bitcast <4 x i8> %1158 to i32
  %1160 = sext i32 %1159 to i64
  %1161 = mul i64 %1160, 4
  %1162 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1161
  %1163 = load i32, ptr addrspace(3) %1162, align 4
  %1164 = xor i32 %1163, %1155
  %1165 = and i32 %1155, 16843009
  %1166 = add i32 %1164, %1165
  %1167 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1166, i1 true, i32 %786, i32 %1147, i1 false)
  %1168 = bitcast i32 %524 to <4 x i8>
  %1169 = shufflevector <4 x i8> %1168, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1170 = bitcast <4 x i8> %1169 to i32
  %1171 = sext i32 %1170 to i64
  %1172 = mul i64 %1171, 4
  %1173 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1172
  %1174 = load i32, ptr addrspace(3) %1173, align 4
  %1175 = xor i32 %1174, %1156
  %1176 = and i32 %1156, 16843009
  %1177 = add i32 %1175, %1176
  %1178 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1177, i1 true, i32 %787, i32 %1167, i1 false)
  %1179 = lshr i32 %525, 21
  %1180 = and i32 %1179, 127
  %1181 = shl i32 %1180, 3
  %1182 = zext i32 %1181 to i64
  %1183 = add i64 %1182, 0
  %1184 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1183
  %1185 = load <2 x i32>, ptr addrspace(3) %1184, align 8
  %1186 = extractelement <2 x i32> %1185, i32 0
  %1187 = extractelement <2 x i32> %1185, i32 1
  %1188 = bitcast i32 %524 to <4 x i8>
  %1189 = shufflevector <4 x i8> %1188, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1190 = bitcast <4 x i8> %1189 to i32
  %1191 = sext i32 %1190 to i64
  %1192 = mul i64 %1191, 4
  %1193 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1192
  %1194 = load i32, ptr addrspace(3) %1193, align 4
  %1195 = xor i32 %1194, %1186
  %1196 = and i32 %1186, 16843009
  %1197 = add i32 %1195, %1196
  %1198 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1197, i1 true, i32 %788, i32 %1178, i1 false)
  %1199 = bitcast i32 %524 to <4 x i8>
  %1200 = shufflevector <4 x i8> %1199, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1201 = bitcast <4 x i8> %1200 to i32
  %1202 = sext i32 %1201 to i64
  %1203 = mul i64 %1202, 4
  %1204 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1203
  %1205 = load i32, ptr addrspace(3) %1204, align 4
  %1206 = xor i32 %1205, %1187
  %1207 = and i32 %1187, 16843009
  %1208 = add i32 %1206, %1207
  %1209 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1208, i1 true, i32 %789, i32 %1198, i1 false)
  %1210 = mul i32 %1084, %1209
  %1211 = sitofp i32 %1210 to float
  %1212 = fmul float %1081, %794
  %1213 = fmul float %1212, 2.500000e-01
  %1214 = call float @llvm.fma.f32(float %1213, float %1211, float %1078)
  store float %1214, ptr addrspace(5) %v12, align 4
  %1215 = load float, ptr addrspace(5) %v13, align 4
  %1216 = trunc i32 %526 to i16
  %1217 = bitcast i16 %1216 to half
  %1218 = fpext half %1217 to float
  %1219 = lshr i32 %529, 28
  %1220 = shl i32 %1219, 1
  %1221 = or i32 %1220, 1
  %1222 = sub i32 0, %803
  %1223 = lshr i32 %529, 0
  %1224 = and i32 %1223, 127
  %1225 = shl i32 %1224, 3
  %1226 = zext i32 %1225 to i64
  %1227 = add i64 %1226, 0
  %1228 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1227
  %1229 = load <2 x i32>, ptr addrspace(3) %1228, align 8
  %1230 = extractelement <2 x i32> %1229, i32 0
  %1231 = extractelement <2 x i32> %1229, i32 1
  %1232 = bitcast i32 %527 to <4 x i8>
  %1233 = shufflevector <4 x i8> %1232, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1234 = bitcast <4 x i8> %1233 to i32
  %1235 = sext i32 %1234 to i64
  %1236 = mul i64 %1235, 4
  %1237 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1236
  %1238 = load i32, ptr addrspace(3) %1237, align 4
  %1239 = xor i32 %1238, %1230
  %1240 = and i32 %1230, 16843009
  %1241 = add i32 %1239, %1240
  %1242 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1241, i1 true, i32 %779, i32 %1222, i1 false)
  %1243 = bitcast i32 %527 to <4 x i8>
  %1244 = shufflevector <4 x i8> %1243, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1245 = bitcast <4 x i8> %1244 to i32
  %1246 = sext i32 %1245 to i64
  %1247 = mul i64 %1246, 4
  %1248 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1247
  %1249 = load i32, ptr addrspace(3) %1248, align 4
  %1250 = xor i32 %1249, %1231
  %1251 = and i32 %1231, 16843009
  %1252 = add i32 %1250, %1251
  %1253 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1252, i1 true, i32 %780, i32 %1242, i1 false)
  %1254 = lshr i32 %529, 7
  %1255 = and i32 %1254, 127
  %1256 = shl i32 %1255, 3
  %1257 = zext i32 %1256 to i64
  %1258 = add i64 %1257, 0
  %1259 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1258
  %1260 = load <2 x i32>, ptr addrspace(3) %1259, align 8
  %1261 = extractelement <2 x i32> %1260, i32 0
  %1262 = extractelement <2 x i32> %1260, i32 1
  %1263 = bitcast i32 %527 to <4 x i8>
  %1264 = shufflevector <4 x i8> %1263, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1265 = bitcast <4 x i8> %1264 to i32
  %1266 = sext i32 %1265 to i64
  %1267 = mul i64 %1266, 4
  %1268 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1267
  %1269 = load i32, ptr addrspace(3) %1268, align 4
  %1270 = xor i32 %1269, %1261
  %1271 = and i32 %1261, 16843009
  %1272 = add i32 %1270, %1271
  %1273 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1272, i1 true, i32 %781, i32 %1253, i1 false)
  %1274 = bitcast i32 %527 to <4 x i8>
  %1275 = shufflevector <4 x i8> %1274, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1276 = bitcast <4 x i8> %1275 to i32
  %1277 = sext i32 %1276 to i64
  %1278 = mul i64 %1277, 4
  %1279 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1278
  %1280 = load i32, ptr addrspace(3) %1279, align 4
  %1281 = xor i32 %1280, %1262
  %1282 = and i32 %1262, 16843009
  %1283 = add i32 %1281, %1282
  %1284 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1283, i1 true, i32 %782, i32 %1273, i1 false)
  %1285 = lshr i32 %529, 14
  %1286 = and i32 %1285, 127
  %1287 = shl i32 %1286, 3
  %1288 = zext i32 %1287 to i64
  %1289 = add i64 %1288, 0
  %1290 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1289
  %1291 = load <2 x i32>, ptr addrspace(3) %1290, align 8
  %1292 = extractelement <2 x i32> %1291, i32 0
  %1293 = extractelement <2 x i32> %1291, i32 1
  %1294 = bitcast i32 %528 to <4 x i8>
  %1295 = shufflevector <4 x i8> %1294, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  %1296 = bitcast <4 x i8> %1295 to i32
  %1297 = sext i32 %1296 to i64
  %1298 = mul i64 %1297, 4
  %1299 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1298
  %1300 = load i32, ptr addrspace(3) %1299, align 4
  %1301 = xor i32 %1300, %1292
  %1302 = and i32 %1292, 16843009
  %1303 = add i32 %1301, %1302
  %1304 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1303, i1 true, i32 %786, i32 %1284, i1 false)
  %1305 = bitcast i32 %528 to <4 x i8>
  %1306 = shufflevector <4 x i8> %1305, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 4, i32 4, i32 4>
  %1307 = bitcast <4 x i8> %1306 to i32
  %1308 = sext i32 %1307 to i64
  %1309 = mul i64 %1308, 4
  %1310 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1309
  %1311 = load i32, ptr addrspace(3) %1310, align 4
  %1312 = xor i32 %1311, %1293
  %1313 = and i32 %1293, 16843009
  %1314 = add i32 %1312, %1313
  %1315 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1314, i1 true, i32 %787, i32 %1304, i1 false)
  %1316 = lshr i32 %529, 21
  %1317 = and i32 %1316, 127
  %1318 = shl i32 %1317, 3
  %1319 = zext i32 %1318 to i64
  %1320 = add i64 %1319, 0
  %1321 = getelementptr i8, ptr addrspace(3) @lds2, i64 %1320
  %1322 = load <2 x i32>, ptr addrspace(3) %1321, align 8
  %1323 = extractelement <2 x i32> %1322, i32 0
  %1324 = extractelement <2 x i32> %1322, i32 1
  %1325 = bitcast i32 %528 to <4 x i8>
  %1326 = shufflevector <4 x i8> %1325, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 4, i32 4>
  %1327 = bitcast <4 x i8> %1326 to i32
  %1328 = sext i32 %1327 to i64
  %1329 = mul i64 %1328, 4
  %1330 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1329
  %1331 = load i32, ptr addrspace(3) %1330, align 4
  %1332 = xor i32 %1331, %1323
  %1333 = and i32 %1323, 16843009
  %1334 = add i32 %1332, %1333
  %1335 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1334, i1 true, i32 %788, i32 %1315, i1 false)
  %1336 = bitcast i32 %528 to <4 x i8>
  %1337 = shufflevector <4 x i8> %1336, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 4, i32 4, i32 4>
  %1338 = bitcast <4 x i8> %1337 to i32
  %1339 = sext i32 %1338 to i64
  %1340 = mul i64 %1339, 4
  %1341 = getelementptr i8, ptr addrspace(3) @lds1, i64 %1340
  %1342 = load i32, ptr addrspace(3) %1341, align 4
  %1343 = xor i32 %1342, %1324
  %1344 = and i32 %1324, 16843009
  %1345 = add i32 %1343, %1344
  %1346 = call i32 @llvm.amdgcn.sudot4(i1 false, i32 %1345, i1 true, i32 %789, i32 %1335, i1 false)
  %1347 = mul i32 %1221, %1346
  %1348 = sitofp i32 %1347 to float
  %1349 = fmul float %1218, %794
  %1350 = fmul float %1349, 2.500000e-01
  %1351 = call float @llvm.fma.f32(float %1350, float %1348, float %1215)
  store float %1351, ptr addrspace(5) %v13, align 4
  br label %endif43

endif43:                                          ; preds = %then42, %body40
  %1352 = add i32 %478, 1
  %1353 = and i32 %1352, 1
  %1354 = sext i32 %1353 to i64
  %1355 = mul i64 %1354, 1152
  %1356 = getelementptr i8, ptr addrspace(3) @lds3, i64 %1355
  %1357 = getelementptr i8, ptr addrspace(3) %1356, i64 1024
  %1358 = call i32 @llvm.amdgcn.workitem.id.x()
  %1359 = bitcast float %493 to i32
  %1360 = and i32 %1359, 2147483647
  %1361 = bitcast float %494 to i32
  %1362 = and i32 %1361, 2147483647
  %1363 = bitcast float %495 to i32
  %1364 = and i32 %1363, 2147483647
  %1365 = bitcast float %496 to i32
  %1366 = and i32 %1365, 2147483647
  %1367 = icmp ugt i32 %1360, %1362
  %1368 = select i1 %1367, i32 %1360, i32 %1362
  %1369 = icmp ugt i32 %1364, %1366
  %1370 = select i1 %1369, i32 %1364, i32 %1366
  %1371 = icmp ugt i32 %1368, %1370
  %1372 = select i1 %1371, i32 %1368, i32 %1370
  %1373 = call i32 @llvm.amdgcn.workitem.id.x()
  %1374 = and i32 %1373, 31
  %1375 = xor i32 %1374, 1
  %1376 = shl i32 %1375, 2
  %1377 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1376, i32 %1372)
  %1378 = icmp ugt i32 %1372, %1377
  %1379 = select i1 %1378, i32 %1372, i32 %1377
  %1380 = call i32 @llvm.amdgcn.workitem.id.x()
  %1381 = and i32 %1380, 31
  %1382 = xor i32 %1381, 2
  %1383 = shl i32 %1382, 2
  %1384 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1383, i32 %1379)
  %1385 = icmp ugt i32 %1379, %1384
  %1386 = select i1 %1385, i32 %1379, i32 %1384
  %1387 = call i32 @llvm.amdgcn.workitem.id.x()
  %1388 = and i32 %1387, 31
  %1389 = xor i32 %1388, 4
  %1390 = shl i32 %1389, 2
  %1391 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1390, i32 %1386)
  %1392 = icmp ugt i32 %1386, %1391
  %1393 = select i1 %1392, i32 %1386, i32 %1391
  %1394 = and i32 %1393, 2147483647
  %1395 = icmp ult i32 %1394, 2139095040
  %1396 = bitcast i32 %1393 to float
  %1397 = fdiv float 1.270000e+02, %1396
  %1398 = bitcast float %1397 to i32
  %1399 = and i32 %1398, 2147483647
  %1400 = icmp ult i32 %1399, 2139095040
  %1401 = select i1 %1400, float %1397, float 0.000000e+00
  %1402 = fmul float %493, %1401
  %1403 = fadd float %1402, 0x4168000000000000
  %1404 = bitcast float %1403 to i32
  %1405 = fmul float %494, %1401
  %1406 = fadd float %1405, 0x4168000000000000
  %1407 = bitcast float %1406 to i32
  %1408 = fmul float %495, %1401
  %1409 = fadd float %1408, 0x4168000000000000
  %1410 = bitcast float %1409 to i32
  %1411 = fmul float %496, %1401
  %1412 = fadd float %1411, 0x4168000000000000
  %1413 = bitcast float %1412 to i32
  %1414 = bitcast i32 %1404 to <4 x i8>
  %1415 = bitcast i32 %1407 to <4 x i8>
  %1416 = shufflevector <4 x i8> %1414, <4 x i8> %1415, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1417 = bitcast <4 x i8> %1416 to i32
  %1418 = bitcast i32 %1410 to <4 x i8>
  %1419 = bitcast i32 %1413 to <4 x i8>
  %1420 = shufflevector <4 x i8> %1418, <4 x i8> %1419, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1421 = bitcast <4 x i8> %1420 to i32
  %1422 = bitcast i32 %1417 to <4 x i8>
  %1423 = bitcast i32 %1421 to <4 x i8>
  %1424 = shufflevector <4 x i8> %1422, <4 x i8> %1423, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1425 = bitcast <4 x i8> %1424 to i32
  %1426 = add i32 %1358, 0
  %1427 = sext i32 %1426 to i64
  %1428 = mul i64 %1427, 4
  %1429 = icmp slt i64 %1428, 1024
  br i1 %1429, label %then44, label %endif45

then44:                                           ; preds = %endif43
  %1430 = lshr i64 %1428, 2
  %1431 = mul i64 %1430, 4
  %1432 = getelementptr i8, ptr addrspace(3) %1356, i64 %1431
  store i32 %1425, ptr addrspace(3) %1432, align 4
  %1433 = and i64 %1428, 31
  %1434 = icmp eq i64 %1433, 0
  br i1 %1434, label %then46, label %endif47

endif45:                                          ; preds = %endif47, %endif43
  %1435 = bitcast float %508 to i32
  %1436 = and i32 %1435, 2147483647
  %1437 = bitcast float %509 to i32
  %1438 = and i32 %1437, 2147483647
  %1439 = bitcast float %510 to i32
  %1440 = and i32 %1439, 2147483647
  %1441 = bitcast float %511 to i32
  %1442 = and i32 %1441, 2147483647
  %1443 = icmp ugt i32 %1436, %1438
  %1444 = select i1 %1443, i32 %1436, i32 %1438
  %1445 = icmp ugt i32 %1440, %1442
  %1446 = select i1 %1445, i32 %1440, i32 %1442
  %1447 = icmp ugt i32 %1444, %1446
  %1448 = select i1 %1447, i32 %1444, i32 %1446
  %1449 = call i32 @llvm.amdgcn.workitem.id.x()
  %1450 = and i32 %1449, 31
  %1451 = xor i32 %1450, 1
  %1452 = shl i32 %1451, 2
  %1453 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1452, i32 %1448)
  %1454 = icmp ugt i32 %1448, %1453
  %1455 = select i1 %1454, i32 %1448, i32 %1453
  %1456 = call i32 @llvm.amdgcn.workitem.id.x()
  %1457 = and i32 %1456, 31
  %1458 = xor i32 %1457, 2
  %1459 = shl i32 %1458, 2
  %1460 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1459, i32 %1455)
  %1461 = icmp ugt i32 %1455, %1460
  %1462 = select i1 %1461, i32 %1455, i32 %1460
  %1463 = call i32 @llvm.amdgcn.workitem.id.x()
  %1464 = and i32 %1463, 31
  %1465 = xor i32 %1464, 4
  %1466 = shl i32 %1465, 2
  %1467 = call i32 @llvm.amdgcn.ds.bpermute(i32 %1466, i32 %1462)
  %1468 = icmp ugt i32 %1462, %1467
  %1469 = select i1 %1468, i32 %1462, i32 %1467
  %1470 = and i32 %1469, 2147483647
  %1471 = icmp ult i32 %1470, 2139095040
  %1472 = bitcast i32 %1469 to float
  %1473 = fdiv float 1.270000e+02, %1472
  %1474 = bitcast float %1473 to i32
  %1475 = and i32 %1474, 2147483647
  %1476 = icmp ult i32 %1475, 2139095040
  %1477 = select i1 %1476, float %1473, float 0.000000e+00
  %1478 = fmul float %508, %1477
  %1479 = fadd float %1478, 0x4168000000000000
  %1480 = bitcast float %1479 to i32
  %1481 = fmul float %509, %1477
  %1482 = fadd float %1481, 0x4168000000000000
  %1483 = bitcast float %1482 to i32
  %1484 = fmul float %510, %1477
  %1485 = fadd float %1484, 0x4168000000000000
  %1486 = bitcast float %1485 to i32
  %1487 = fmul float %511, %1477
  %1488 = fadd float %1487, 0x4168000000000000
  %1489 = bitcast float %1488 to i32
  %1490 = bitcast i32 %1480 to <4 x i8>
  %1491 = bitcast i32 %1483 to <4 x i8>
  %1492 = shufflevector <4 x i8> %1490, <4 x i8> %1491, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1493 = bitcast <4 x i8> %1492 to i32
  %1494 = bitcast i32 %1486 to <4 x i8>
  %1495 = bitcast i32 %1489 to <4 x i8>
  %1496 = shufflevector <4 x i8> %1494, <4 x i8> %1495, <4 x i32> <i32 0, i32 4, i32 0, i32 4>
  %1497 = bitcast <4 x i8> %1496 to i32
  %1498 = bitcast i32 %1493 to <4 x i8>
  %1499 = bitcast i32 %1497 to <4 x i8>
  %1500 = shufflevector <4 x i8> %1498, <4 x i8> %1499, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %1501 = bitcast <4 x i8> %1500 to i32
  %1502 = add i32 %1358, 128
  %1503 = sext i32 %1502 to i64
  %1504 = mul i64 %1503, 4
  %1505 = icmp slt i64 %1504, 1024
  br i1 %1505, label %then48, label %endif49

then46:                                           ; preds = %then44
  %1506 = fmul float %1396, 0x3F80204080000000
  %1507 = select i1 %1395, float %1506, float 0x7FF8000000000000
  %1508 = lshr i64 %1428, 5
  %1509 = mul i64 %1508, 4
  %1510 = getelementptr i8, ptr addrspace(3) %1357, i64 %1509
  store float %1507, ptr addrspace(3) %1510, align 4
  br label %endif47

endif47:                                          ; preds = %then46, %then44
  br label %endif45

then48:                                           ; preds = %endif45
  %1511 = lshr i64 %1504, 2
  %1512 = mul i64 %1511, 4
  %1513 = getelementptr i8, ptr addrspace(3) %1356, i64 %1512
  store i32 %1501, ptr addrspace(3) %1513, align 4
  %1514 = and i64 %1504, 31
  %1515 = icmp eq i64 %1514, 0
  br i1 %1515, label %then50, label %endif51

endif49:                                          ; preds = %endif51, %endif45
  fence release
  call void @llvm.amdgcn.s.barrier()
  fence acquire
  %1516 = load i32, ptr addrspace(5) %v38, align 4
  %1517 = add i32 %1516, 1
  store i32 %1517, ptr addrspace(5) %v38, align 4
  br label %loop39

then50:                                           ; preds = %then48
  %1518 = fmul float %1472, 0x3F80204080000000
  %1519 = select i1 %1471, float %1518, float 0x7FF8000000000000
  %1520 = lshr i64 %1504, 5
  %1521 = mul i64 %1520, 4
  %1522 = getelementptr i8, ptr addrspace(3) %1357, i64 %1521
  store float %1519, ptr addrspace(3) %1522, align 4
  br label %endif51

endif51:                                          ; preds = %then50, %then48
  br label %endif49

then52:                                           ; preds = %done41
  %1523 = load float, ptr addrspace(5) %v9, align 4
  %1524 = add i32 %73, %64
  %1525 = icmp slt i32 %1524, %4
  br i1 %1525, label %then54, label %endif55

endif53:                                          ; preds = %endif55, %done41
  %1526 = load i32, ptr addrspace(5) %v5, align 4
  %1527 = add i32 %1526, 4
  store i32 %1527, ptr addrspace(5) %v5, align 4
  br label %loop6

then54:                                           ; preds = %then52
  %1528 = add i32 %55, %1524
  %1529 = sext i32 %1528 to i64
  %1530 = mul i64 %1529, 4
  %1531 = getelementptr i8, ptr addrspace(1) %0, i64 %1530
  store float %1523, ptr addrspace(1) %1531, align 4
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
