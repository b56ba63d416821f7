//! Rows-in-lanes matrix kernels for x86-64 (AVX2 and AVX-512 VNNI): eight weight rows dotted
//! with every token of a prompt group, each row's blocks decoded once for all the tokens, and
//! the eight rows' sums kept in the eight lanes of one vector so no horizontal reduction is
//! paid per (row, token).
//!
//! Math. For weight rows `r = 0..8` and one activation group `g` (32 elements) of token `t`, the
//! row kernels compute an exact integer sum `s[r] = Σₑ q[r,e]·p[t,e]` and then, per group lane
//! `j = g mod 8`, `acc[j] = fma(ws[r,j]·a_d[t,g], s, acc[j])` (Q4_K also
//! `acc_m[j] = fma(mins[r,j], a_dsums[t,g], acc_m[j])`), finishing with `hsum` over `j`:
//! `((v₀+v₄)+(v₂+v₆)) + ((v₁+v₅)+(v₃+v₇))`. Here the weight bytes of the eight rows are
//! transposed once per super-block so that lane `r` of chunk vector `k` holds row `r`'s
//! elements `4k..4k+4` of the group. One byte dot product of that vector with the token's four
//! activation bytes of chunk `k` broadcast to every lane (`vpdpbusd`, or `vpmaddubsw` +
//! `vpmaddwd`) adds those four products of all eight rows at once; eight chunks give `s` for
//! the eight rows in lanes. The float steps are the row kernel's, per lane, in the same order,
//! with one accumulator vector per group lane `j`, and the final `hsum` tree is the same tree of
//! vector adds. So every result is **bit for bit** the row kernel's (integer sums are exact in
//! any order; the float operations and their order per (row, token) are unchanged).
//!
//! Four ways to form the integer sum, picked per type and instruction set at compile time:
//! * unsigned weights (Q4_K's nibbles): the bytes as they are;
//! * signed weights with VNNI: `u = q + 128` stored, `Σ u·p − 128·Σp` (`Σp` is the group sum
//!   `QuantizedActs` already keeps; `vpdpbusd` does not saturate);
//! * signed weights of at most 63 in magnitude without VNNI (IQ3_XXS, whose grid bytes are
//!   4..62): `u = q + 64` stored, `Σ u·p − 64·Σp` with `vpmaddubsw` + `vpmaddwd`; a
//!   `vpmaddubsw` pair is at most 2·126·128 < 2¹⁵, so it never saturates, and a chunk costs
//!   the broadcast and two multiply-adds instead of the sign transfer's extra load and sign;
//! * signed weights otherwise (AVX2, and Q6_K whose 16-element scales need half-group sums):
//!   the sign transfer `|q|·(p·sign q)`, with `|q|` and `q` both stored.
//!
//! The macro is instantiated inside `x86::avx2` and `x86::vnni` after `kernels!`, whose
//! helpers (decoders, `load32`, `f16_splat`, ...) it calls.

/// One eight-row matrix kernel inside `rl_kernels!`: `$pack` packs the eight rows of `w` (each
/// `rb` bytes, super-blocks of `$sb` bytes) unless `packed` says `pk` already holds them, then
/// `rl_run` dots them with every input into `out[8t + r]` (mode, minimums and zero tail as
/// `rl_run` takes them).
macro_rules! rl_mat8 {
    ($feat:literal, $(#[$doc:meta])* $name:ident, $pack:ident, $sb:expr, $mode:expr, $mins:expr,
     $zero_tail:expr) => {
        $(#[$doc])*
        #[target_feature(enable = $feat)]
        pub(crate) fn $name(
            w: &[u8],
            rb: usize,
            acts: &[&QuantizedActs],
            out: &mut [f32],
            pk: &mut Vec<V32>,
            packed: bool,
        ) {
            let nsb = if packed {
                let nsb = rb / ($sb);
                assert!(pk.len() >= nsb * rl_stride($mode, $mins, false));
                nsb
            } else {
                $pack::<1>(w, rb, pk, 0)
            };
            rl_run::<{ $mode }, { $mins }, false, { $zero_tail }>(pk, nsb, acts, out);
        }
    };
}

macro_rules! rl_kernels {
    ($feat:literal, $vnni:expr) => {
        use $crate::cpu::V32;

        /// How the group sums are formed (see the module documentation of `rl`).
        pub(crate) const UNSIGNED: u8 = 0;
        pub(crate) const OFFSET: u8 = 1;
        pub(crate) const SIGN: u8 = 2;
        pub(crate) const OFFSET64: u8 = 3;
        /// Signed types: the offset form where `vpdpbusd` exists, else the sign transfer.
        pub(crate) const SIGNED_MODE: u8 = if $vnni { OFFSET } else { SIGN };
        /// Signed types whose weights are at most 63 in magnitude (IQ3_XXS's grid: 4..62):
        /// the offset form with `vpdpbusd`, else `u = q + 64` with `vpmaddubsw` (see the module
        /// documentation).
        pub(crate) const SMALL_MODE: u8 = if $vnni { OFFSET } else { OFFSET64 };

        /// What one super-block (eight groups) of one row decodes to: the eight groups' weight
        /// bytes (signed, or unsigned for `UNSIGNED`), the float weight scale per group lane
        /// (`ws`, what the row kernel multiplies by `a_d`), the minimums (Q4_K) and the two
        /// 16-element integer scales per group (Q6_K; lanes = groups).
        struct Decoded {
            q: [__m256i; 8],
            ws: __m256,
            mins: __m256,
            sa: __m256i,
            sb: __m256i,
        }

        /// The 8×8 transpose of 32-bit elements: lane `r` of output `k` is lane `k` of `v[r]`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn transpose8(v: [__m256i; 8]) -> [__m256i; 8] {
            let t0 = _mm256_unpacklo_epi32(v[0], v[1]);
            let t1 = _mm256_unpackhi_epi32(v[0], v[1]);
            let t2 = _mm256_unpacklo_epi32(v[2], v[3]);
            let t3 = _mm256_unpackhi_epi32(v[2], v[3]);
            let t4 = _mm256_unpacklo_epi32(v[4], v[5]);
            let t5 = _mm256_unpackhi_epi32(v[4], v[5]);
            let t6 = _mm256_unpacklo_epi32(v[6], v[7]);
            let t7 = _mm256_unpackhi_epi32(v[6], v[7]);
            let u0 = _mm256_unpacklo_epi64(t0, t2);
            let u1 = _mm256_unpackhi_epi64(t0, t2);
            let u2 = _mm256_unpacklo_epi64(t1, t3);
            let u3 = _mm256_unpackhi_epi64(t1, t3);
            let u4 = _mm256_unpacklo_epi64(t4, t6);
            let u5 = _mm256_unpackhi_epi64(t4, t6);
            let u6 = _mm256_unpacklo_epi64(t5, t7);
            let u7 = _mm256_unpackhi_epi64(t5, t7);
            [
                _mm256_permute2x128_si256::<0x20>(u0, u4),
                _mm256_permute2x128_si256::<0x20>(u1, u5),
                _mm256_permute2x128_si256::<0x20>(u2, u6),
                _mm256_permute2x128_si256::<0x20>(u3, u7),
                _mm256_permute2x128_si256::<0x31>(u0, u4),
                _mm256_permute2x128_si256::<0x31>(u1, u5),
                _mm256_permute2x128_si256::<0x31>(u2, u6),
                _mm256_permute2x128_si256::<0x31>(u3, u7),
            ]
        }

        #[inline]
        #[target_feature(enable = $feat)]
        fn transpose8f(v: [__m256; 8]) -> [__m256; 8] {
            transpose8(v.map(|x| _mm256_castps_si256(x))).map(|x| _mm256_castsi256_ps(x))
        }

        #[inline]
        #[target_feature(enable = $feat)]
        fn st(pk: &mut [V32], at: usize, v: __m256i) {
            let dst = &mut pk[at];
            // SAFETY: `dst` is one 32-byte, 32-byte-aligned slot.
            unsafe { _mm256_store_si256((dst as *mut V32).cast(), v) }
        }

        /// Slot `at` of the packed rows at `p`, without a bounds check (the hot loop's loads).
        ///
        /// # Safety
        /// `p.add(at)` must be inside the packed buffer.
        #[inline]
        #[target_feature(enable = $feat)]
        unsafe fn ldp(p: *const V32, at: usize) -> __m256i {
            // SAFETY: forwarded from this function's contract; slots are 32-byte aligned.
            unsafe { _mm256_load_si256(p.add(at).cast()) }
        }

        /// The four activation bytes `p[at..at + 4]` in every i32 lane.
        #[inline]
        #[target_feature(enable = $feat)]
        fn bcast4(p: &[i8], at: usize) -> __m256i {
            assert!(at + 4 <= p.len());
            // SAFETY: the assertion keeps the 4-byte unaligned read inside `p`.
            let v = unsafe { std::ptr::read_unaligned(p.as_ptr().add(at).cast::<i32>()) };
            _mm256_set1_epi32(v)
        }

        /// The four activation bytes at `p + at` in every i32 lane.
        ///
        /// # Safety
        /// `p + at .. p + at + 4` must be readable.
        #[inline]
        #[target_feature(enable = $feat)]
        unsafe fn bcast4_raw(p: *const i8, at: usize) -> __m256i {
            // SAFETY: forwarded from this function's contract (an unaligned 4-byte read).
            _mm256_set1_epi32(unsafe { std::ptr::read_unaligned(p.add(at).cast::<i32>()) })
        }

        /// `acc + Σ u·s` over each group of four bytes (`u` unsigned, `s` signed).
        #[inline]
        #[target_feature(enable = $feat)]
        fn dot_acc(acc: __m256i, u: __m256i, s: __m256i) -> __m256i {
            if $vnni {
                vnni_dot_acc(acc, u, s)
            } else {
                _mm256_add_epi32(acc, dot_us(u, s))
            }
        }

        /// Slots per super-block in the packed buffer for a mode and type: 64 chunk vectors
        /// (and 64 more of signed bytes for `SIGN`), 8 of `ws`, then 8 of minimums (`MINS`)
        /// and 16 of half scales (`HALVES`).
        pub(crate) const fn rl_stride(mode: u8, mins: bool, halves: bool) -> usize {
            64 * if mode == SIGN { 2 } else { 1 }
                + 8
                + if mins { 8 } else { 0 }
                + if halves { 16 } else { 0 }
        }

        /// Decodes and transposes the eight rows of `w` (each `rb` bytes, super-blocks of
        /// `sb_bytes`) into `pk`: logical slot `i` goes to `pk[first + IL·i]`. The eight-row
        /// kernels pack with `IL = 1`, `first = 0`; the sixteen-row kernels (`rl16`) pack two
        /// blocks of eight with `IL = 2` into `first` and `first + 1`, so that slot `i` of
        /// both is one 64-byte vector.
        #[inline]
        #[target_feature(enable = $feat)]
        fn rl_pack<const MODE: u8, const MINS: bool, const HALVES: bool, const IL: usize>(
            w: &[u8],
            rb: usize,
            sb_bytes: usize,
            pk: &mut Vec<V32>,
            first: usize,
            decode: impl Fn(&[u8]) -> Decoded,
        ) -> usize {
            let nsb = rb / sb_bytes;
            let stride = rl_stride(MODE, MINS, HALVES);
            // Every slot this call's kernel reads is written below (by this call, or for
            // `IL = 2` by it and its twin), so a buffer from an earlier call is reused as it is.
            let need = first + IL * nsb * stride;
            if pk.len() < need {
                pk.resize(need, V32([0; 32]));
            }
            let put = |pk: &mut [V32], at: usize, v: __m256i| st(pk, first + IL * at, v);
            let flip = _mm256_set1_epi8(-128);
            let sixty4 = _mm256_set1_epi8(64);
            // The eight rows' decoded super-block, filled in place row by row (an array of
            // `Decoded` built by `from_fn` was moved with a 3 KiB `memcpy` per super-block).
            let z = _mm256_setzero_si256();
            let zf = _mm256_setzero_ps();
            let mut q = [[z; 8]; 8];
            let (mut ws, mut mins, mut sa, mut sbs) = ([zf; 8], [zf; 8], [z; 8], [z; 8]);
            for sb in 0..nsb {
                for r in 0..8 {
                    let at = r * rb + sb * sb_bytes;
                    let d = decode(&w[at..at + sb_bytes]);
                    q[r] = d.q;
                    ws[r] = d.ws;
                    mins[r] = d.mins;
                    sa[r] = d.sa;
                    sbs[r] = d.sb;
                }
                let base = sb * stride;
                for j in 0..8 {
                    let t = transpose8(std::array::from_fn(|r| q[r][j]));
                    for (k, &v) in t.iter().enumerate() {
                        match MODE {
                            UNSIGNED => put(pk, base + 8 * j + k, v),
                            OFFSET => put(pk, base + 8 * j + k, _mm256_xor_si256(v, flip)),
                            OFFSET64 => put(pk, base + 8 * j + k, _mm256_add_epi8(v, sixty4)),
                            _ => {
                                put(pk, base + 8 * j + k, _mm256_sign_epi8(v, v));
                                put(pk, base + 64 + 8 * j + k, v);
                            }
                        }
                    }
                }
                let mut at = base + if MODE == SIGN { 128 } else { 64 };
                for v in transpose8f(ws) {
                    put(pk, at, _mm256_castps_si256(v));
                    at += 1;
                }
                if MINS {
                    for v in transpose8f(mins) {
                        put(pk, at, _mm256_castps_si256(v));
                        at += 1;
                    }
                }
                if HALVES {
                    for v in transpose8(sa) {
                        put(pk, at, v);
                        at += 1;
                    }
                    for v in transpose8(sbs) {
                        put(pk, at, v);
                        at += 1;
                    }
                }
            }
            nsb
        }

        /// Inputs one pass of [`rl_pass`] takes (each packed vector is loaded once for all of
        /// them): four where AVX-512VL gives 32 vector registers (eight chunk vectors, the
        /// scales and two accumulators per input stay in registers), two with AVX2's 16.
        const RL_NT: usize = if $vnni { 4 } else { 2 };

        /// The eight rows packed in `pk` against every input: `out[8t + r]` is row `r` with
        /// `acts[t]`, [`RL_NT`] inputs per pass over the packed rows (then a pass of the
        /// remainder). `ZERO_TAIL`: add a zero vector before the final sum, as Q8_0's row
        /// kernel does with its (empty) tail accumulator (it turns `-0.0` lanes into `+0.0`).
        #[inline]
        #[target_feature(enable = $feat)]
        fn rl_run<const MODE: u8, const MINS: bool, const HALVES: bool, const ZERO_TAIL: bool>(
            pk: &[V32],
            nsb: usize,
            acts: &[&QuantizedActs],
            out: &mut [f32],
        ) {
            assert!(out.len() >= 8 * acts.len());
            let mut runs = acts.chunks_exact(RL_NT);
            let mut outs = out.chunks_exact_mut(8 * RL_NT);
            for (a, o) in (&mut runs).zip(&mut outs) {
                let a: [&QuantizedActs; RL_NT] = std::array::from_fn(|t| a[t]);
                rl_pass::<MODE, MINS, HALVES, ZERO_TAIL, RL_NT>(pk, nsb, a, o);
            }
            let o = outs.into_remainder();
            match *runs.remainder() {
                [] => {}
                [a] => rl_pass::<MODE, MINS, HALVES, ZERO_TAIL, 1>(pk, nsb, [a], o),
                [a, b] => rl_pass::<MODE, MINS, HALVES, ZERO_TAIL, 2>(pk, nsb, [a, b], o),
                [a, b, c] => rl_pass::<MODE, MINS, HALVES, ZERO_TAIL, 3>(pk, nsb, [a, b, c], o),
                _ => unreachable!("a remainder of chunks_exact(RL_NT) is shorter than RL_NT"),
            }
        }

        /// [`rl_run`] for `NT` inputs in one pass.
        ///
        /// Loop order: group lane `j` outside, super-blocks inside, so each (input, `j`) has
        /// its accumulator (and Q4_K's minimum accumulator) in a register for the whole row
        /// instead of 8·`NT` of them living on the stack; every accumulator still takes its
        /// super-blocks in increasing order, which is the row kernel's order, and the lanes
        /// `j` meet only in the final `hsum` tree. The inputs' slices are checked once and
        /// read through raw pointers in the loop (a bounds check or a slice per super-block
        /// and input costs as much as the dot products of a group).
        #[inline]
        #[target_feature(enable = $feat)]
        fn rl_pass<
            const MODE: u8,
            const MINS: bool,
            const HALVES: bool,
            const ZERO_TAIL: bool,
            const NT: usize,
        >(
            pk: &[V32],
            nsb: usize,
            acts: [&QuantizedActs; NT],
            out: &mut [f32],
        ) {
            let stride = rl_stride(MODE, MINS, HALVES);
            assert!(pk.len() >= nsb * stride && out.len() >= 8 * NT);
            for a in acts {
                assert!(a.qs.len() >= 256 * nsb && a.d.len() >= 8 * nsb);
                assert!(a.sums.len() >= 8 * nsb && a.dsums.len() >= 8 * nsb);
                assert!(a.neg128.len() >= 8 * nsb);
            }
            let wsb = if MODE == SIGN { 128 } else { 64 };
            let pkp = pk.as_ptr();
            let qs: [*const i8; NT] = std::array::from_fn(|t| acts[t].qs.as_ptr());
            let ad: [*const f32; NT] = std::array::from_fn(|t| acts[t].d.as_ptr());
            let sums: [*const i32; NT] = std::array::from_fn(|t| acts[t].sums.as_ptr());
            let neg128: [*const i32; NT] = std::array::from_fn(|t| acts[t].neg128.as_ptr());
            let dsums: [*const f32; NT] = std::array::from_fn(|t| acts[t].dsums.as_ptr());
            // SAFETY (every `bc` below): `p = qs[t] + 32·g` with `g < 8·nsb`, so the four
            // bytes at `p + 4k` (`k < 8`) are inside the input's `qs` (asserted above).
            let bc = |p: *const i8, at: usize| unsafe { bcast4_raw(p, at) };
            let mut fin = [[_mm256_setzero_ps(); 8]; NT];
            for j in 0..8 {
                let mut acc = [_mm256_setzero_ps(); NT];
                let mut acc_m = [_mm256_setzero_ps(); NT];
                for sb in 0..nsb {
                    let base = sb * stride;
                    let ub = base + 8 * j;
                    // SAFETY (every `ldp` below): the slots read are below
                    // `(sb + 1)·stride ≤ nsb·stride ≤ pk.len()` (asserted above).
                    let u: [__m256i; 8] = std::array::from_fn(|k| unsafe { ldp(pkp, ub + k) });
                    let ws = _mm256_castsi256_ps(unsafe { ldp(pkp, base + wsb + j) });
                    let mins = if MINS {
                        _mm256_castsi256_ps(unsafe { ldp(pkp, base + wsb + 8 + j) })
                    } else {
                        _mm256_setzero_ps()
                    };
                    let (sa, sbv) = if HALVES {
                        let at = base + wsb + 8 + if MINS { 8 } else { 0 };
                        unsafe { (ldp(pkp, at + j), ldp(pkp, at + 8 + j)) }
                    } else {
                        (_mm256_setzero_si256(), _mm256_setzero_si256())
                    };
                    // Group `g` of every input: its bytes at `32·g`, its scalars at `g`
                    // (inside the lengths asserted above, as `g < 8·nsb`).
                    let g = 8 * sb + j;
                    for t in 0..NT {
                        let p = qs[t].wrapping_add(32 * g);
                        // The offset forms' `−2^shift·Σp` starts the first chain: the same
                        // i32 sum in wrapping arithmetic as subtracting it at the end, with
                        // one vector operation fewer per input and group.
                        let mut s0 = if !HALVES && MODE == OFFSET {
                            // SAFETY: `g < 8·nsb ≤ neg128.len()`.
                            _mm256_set1_epi32(unsafe { *neg128[t].add(g) })
                        } else if !HALVES && MODE == OFFSET64 {
                            // SAFETY: `g < 8·nsb ≤ sums.len()`.
                            let sum = unsafe { *sums[t].add(g) };
                            _mm256_set1_epi32(sum.wrapping_shl(6).wrapping_neg())
                        } else {
                            _mm256_setzero_si256()
                        };
                        let mut s1 = _mm256_setzero_si256();
                        if MODE == UNSIGNED && !$vnni {
                            // At most 16 products of 15·128 per i16 lane: no saturation.
                            let mut s16 = _mm256_setzero_si256();
                            for k in 0..8 {
                                let m = _mm256_maddubs_epi16(u[k], bc(p, 4 * k));
                                s16 = _mm256_add_epi16(s16, m);
                            }
                            s0 = _mm256_madd_epi16(s16, _mm256_set1_epi16(1));
                        } else {
                            for k in 0..8 {
                                let b = bc(p, 4 * k);
                                let x = if MODE == SIGN {
                                    // SAFETY: as for `u`.
                                    _mm256_sign_epi8(b, unsafe { ldp(pkp, ub + 64 + k) })
                                } else {
                                    b
                                };
                                // Two chains (halves for Q6_K's two scales, else even and
                                // odd chunks) halve the dependent multiply-adds.
                                let first = if HALVES { k < 4 } else { k % 2 == 0 };
                                if first {
                                    s0 = dot_acc(s0, u[k], x);
                                } else {
                                    s1 = dot_acc(s1, u[k], x);
                                }
                            }
                        }
                        let s = if HALVES {
                            _mm256_add_epi32(
                                _mm256_mullo_epi32(sa, s0),
                                _mm256_mullo_epi32(sbv, s1),
                            )
                        } else {
                            _mm256_add_epi32(s0, s1)
                        };
                        // SAFETY: `g < 8·nsb ≤ d.len()`.
                        let a_d = unsafe { *ad[t].add(g) };
                        let scale = _mm256_mul_ps(ws, _mm256_set1_ps(a_d));
                        acc[t] = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(s), acc[t]);
                        if MINS {
                            // SAFETY: `g < 8·nsb ≤ dsums.len()`.
                            let ds = unsafe { *dsums[t].add(g) };
                            acc_m[t] = _mm256_fmadd_ps(mins, _mm256_set1_ps(ds), acc_m[t]);
                        }
                    }
                }
                for t in 0..NT {
                    fin[t][j] = if MINS {
                        _mm256_sub_ps(acc[t], acc_m[t])
                    } else if ZERO_TAIL {
                        _mm256_add_ps(acc[t], _mm256_setzero_ps())
                    } else {
                        acc[t]
                    };
                }
            }
            for (t, v) in fin.iter().enumerate() {
                // `hsum`'s tree, lane by lane.
                let r = _mm256_add_ps(
                    _mm256_add_ps(_mm256_add_ps(v[0], v[4]), _mm256_add_ps(v[2], v[6])),
                    _mm256_add_ps(_mm256_add_ps(v[1], v[5]), _mm256_add_ps(v[3], v[7])),
                );
                let o = &mut out[8 * t..8 * t + 8];
                // SAFETY: `o` holds exactly eight f32.
                unsafe { _mm256_storeu_ps(o.as_mut_ptr(), r) };
            }
        }

        rl_mat8!(
            $feat,
            /// Q4_K, eight rows of `w` (each `rb` bytes) against every input into `out[8t + r]`,
            /// bit for bit [`q4_k`].
            q4_k_mat, q4_k_pack, q4_k::SIZE, UNSIGNED, true, false
        );

        /// Packs eight Q4_K rows of `w` for the matrix kernels (see [`rl_pack`] for `IL` and
        /// `first`); returns the super-blocks per row.
        #[inline]
        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k_pack<const IL: usize>(
            w: &[u8],
            rb: usize,
            pk: &mut Vec<V32>,
            first: usize,
        ) -> usize {
            let m4 = _mm256_set1_epi8(0x0f);
            rl_pack::<UNSIGNED, true, false, IL>(
                w,
                rb,
                q4_k::SIZE,
                pk,
                first,
                #[inline(always)]
                |blk| {
                    let mut q = [_mm256_setzero_si256(); 8];
                    for jj in 0..4 {
                        let raw = load32(blk, q4_k::QS + 32 * jj);
                        q[2 * jj] = _mm256_and_si256(raw, m4);
                        q[2 * jj + 1] = _mm256_and_si256(_mm256_srli_epi16(raw, 4), m4);
                    }
                    let (sc, m) = k4_scales(&blk[q4_k::SCALES..q4_k::SCALES + 12]);
                    let d = f16_splat(blk, q4_k::D);
                    let dmin = f16_splat(blk, q4_k::DMIN);
                    Decoded {
                        q,
                        ws: _mm256_mul_ps(d, u8x8_ps(sc)),
                        mins: _mm256_mul_ps(dmin, u8x8_ps(m)),
                        sa: _mm256_setzero_si256(),
                        sb: _mm256_setzero_si256(),
                    }
                },
            )
        }

        /// Q6_K (see [`q4_k_mat`]), bit for bit [`q6_k`].
        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k_mat(
            w: &[u8],
            rb: usize,
            acts: &[&QuantizedActs],
            out: &mut [f32],
            pk: &mut Vec<V32>,
            packed: bool,
        ) {
            let m4 = _mm256_set1_epi8(0x0f);
            let m2 = _mm256_set1_epi8(0x03);
            let off = _mm256_set1_epi8(32);
            if packed {
                let nsb = rb / q6_k::SIZE;
                assert!(pk.len() >= nsb * rl_stride(SIGN, false, true));
                rl_run::<SIGN, false, true, false>(pk, nsb, acts, out);
                return;
            }
            let nsb = rl_pack::<SIGN, false, true, 1>(
                w,
                rb,
                q6_k::SIZE,
                pk,
                0,
                #[inline(always)]
                |blk| {
                    let mut q = [_mm256_setzero_si256(); 8];
                    for half in 0..2 {
                        let l0 = load32(blk, q6_k::QL + 64 * half);
                        let l1 = load32(blk, q6_k::QL + 64 * half + 32);
                        let hb = load32(blk, q6_k::QH + 32 * half);
                        let his = [
                            hb,
                            _mm256_srli_epi16(hb, 2),
                            _mm256_srli_epi16(hb, 4),
                            _mm256_srli_epi16(hb, 6),
                        ];
                        let los = [
                            _mm256_and_si256(l0, m4),
                            _mm256_and_si256(l1, m4),
                            _mm256_and_si256(_mm256_srli_epi16(l0, 4), m4),
                            _mm256_and_si256(_mm256_srli_epi16(l1, 4), m4),
                        ];
                        for k in 0..4 {
                            let hi = _mm256_slli_epi16(_mm256_and_si256(his[k], m2), 4);
                            q[4 * half + k] = _mm256_sub_epi8(_mm256_or_si256(los[k], hi), off);
                        }
                    }
                    let s = &blk[q6_k::SCALES..q6_k::SCALES + 16];
                    let (mut sa, mut sb) = (0u64, 0u64);
                    for j in 0..8 {
                        sa |= u64::from(s[2 * j]) << (8 * j);
                        sb |= u64::from(s[2 * j + 1]) << (8 * j);
                    }
                    let i8x8 = |x: u64| _mm256_cvtepi8_epi32(_mm_cvtsi64_si128(x as i64));
                    Decoded {
                        q,
                        ws: f16_splat(blk, q6_k::D),
                        mins: _mm256_setzero_ps(),
                        sa: i8x8(sa),
                        sb: i8x8(sb),
                    }
                },
            );
            rl_run::<SIGN, false, true, false>(pk, nsb, acts, out);
        }

        rl_mat8!(
            $feat,
            /// Q8_0 (see [`q4_k_mat`]) for rows of a whole number of eight-block runs (256
            /// elements; the caller checks), bit for bit [`q8_0`].
            q8_0_mat, q8_0_pack, 8 * q8_0::SIZE, SIGNED_MODE, false, true
        );

        /// Packs eight Q8_0 rows (as [`q4_k_pack`]).
        #[inline]
        #[target_feature(enable = $feat)]
        pub(crate) fn q8_0_pack<const IL: usize>(
            w: &[u8],
            rb: usize,
            pk: &mut Vec<V32>,
            first: usize,
        ) -> usize {
            let size = q8_0::SIZE;
            rl_pack::<SIGNED_MODE, false, false, IL>(w, rb, 8 * size, pk, first, |blk8| Decoded {
                q: std::array::from_fn(|k| load32(blk8, k * size + q8_0::QS)),
                ws: f16x8(blk8, size),
                mins: _mm256_setzero_ps(),
                sa: _mm256_setzero_si256(),
                sb: _mm256_setzero_si256(),
            })
        }

        rl_mat8!(
            $feat,
            /// IQ4_XS (see [`q4_k_mat`]), bit for bit [`iq4_xs`].
            iq4_xs_mat, iq4_xs_pack, iq4_xs::SIZE, SIGNED_MODE, false, false
        );

        /// Packs eight IQ4_XS rows (as [`q4_k_pack`]).
        #[inline]
        #[target_feature(enable = $feat)]
        pub(crate) fn iq4_xs_pack<const IL: usize>(
            w: &[u8],
            rb: usize,
            pk: &mut Vec<V32>,
            first: usize,
        ) -> usize {
            let table = iq4nl_table();
            rl_pack::<SIGNED_MODE, false, false, IL>(w, rb, iq4_xs::SIZE, pk, first, |blk| {
                let q = std::array::from_fn(|ib| {
                    _mm256_shuffle_epi8(table, nibbles16(blk, iq4_xs::QS + 16 * ib))
                });
                let mut ls = 0u64;
                for ib in 0..8 {
                    ls |= u64::from(iq4_xs_scale(blk, ib) as u8) << (8 * ib);
                }
                let d = f16_splat(blk, iq4_xs::D);
                Decoded {
                    q,
                    ws: _mm256_mul_ps(d, i8x8_ps(ls)),
                    mins: _mm256_setzero_ps(),
                    sa: _mm256_setzero_si256(),
                    sb: _mm256_setzero_si256(),
                }
            })
        }

        rl_mat8!(
            $feat,
            /// IQ3_XXS (see [`q4_k_mat`]): the grid bytes with their signs applied are the
            /// signed weights; bit for bit [`iq3_xxs`].
            iq3_xxs_mat, iq3_xxs_pack, iq3_xxs::SIZE, SMALL_MODE, false, false
        );

        /// Packs eight IQ3_XXS rows (as [`q4_k_pack`]).
        #[inline]
        #[target_feature(enable = $feat)]
        pub(crate) fn iq3_xxs_pack<const IL: usize>(
            w: &[u8],
            rb: usize,
            pk: &mut Vec<V32>,
            first: usize,
        ) -> usize {
            let half = _mm256_set1_ps(0.5);
            rl_pack::<SMALL_MODE, false, false, IL>(w, rb, iq3_xxs::SIZE, pk, first, |blk| {
                let qs = &blk[iq3_xxs::QS..iq3_xxs::QS + 64];
                let ss = &blk[iq3_xxs::SCALES_AND_SIGNS..iq3_xxs::SCALES_AND_SIGNS + 32];
                let words = iq3_sign_words(ss);
                let lo = _mm256_permute2x128_si256::<0x00>(words, words);
                let hi = _mm256_permute2x128_si256::<0x11>(words, words);
                let q = std::array::from_fn(|ib| {
                    let m = iq3_sign_mask(if ib < 4 { lo } else { hi }, ib);
                    let g = iq3_grid_gather(qs, 8 * ib);
                    _mm256_sub_epi8(_mm256_xor_si256(g, m), m)
                });
                let top = _mm256_cvtepi32_ps(_mm256_srli_epi32(load32(ss, 0), 28));
                let d = _mm256_mul_ps(f16_splat(blk, iq3_xxs::D), half);
                Decoded {
                    q,
                    ws: _mm256_mul_ps(_mm256_add_ps(top, half), d),
                    mins: _mm256_setzero_ps(),
                    sa: _mm256_setzero_si256(),
                    sb: _mm256_setzero_si256(),
                }
            })
        }

        /// MXFP4, eight rows of `w` against every input into `out[8t + r]`, bit for bit the
        /// scalar dequantize-and-multiply path `scalar::generic` that the row kernel is for
        /// this type. That path sums `w·p` in f32 per 32-element block, with `w = 2^(e−128)·v`
        /// (`v` a small integer of the e2m1 table): every product and partial sum is
        /// `2^(e−128)` times an integer below 2²⁴ in magnitude, so the sum is exact and equals
        /// the integer sum `Σ v·p` times `2^(e−128)`, which is how this kernel forms it, then
        /// `acc + a_d·s` in the same order, one accumulator per (row, input), as there. A row
        /// block with an exponent of 246 or more (where those products could overflow and the
        /// f32 path's order would matter) is computed by `scalar::generic` itself.
        #[target_feature(enable = $feat)]
        pub(crate) fn mxfp4_mat(
            w: &[u8],
            rb: usize,
            acts: &[&QuantizedActs],
            out: &mut [f32],
            pk: &mut Vec<V32>,
            packed: bool,
        ) {
            use strata_ir::quant::blocks::mxfp4;
            use strata_ir::quant::grids::KVALUES_MXFP4;
            let nb = rb / mxfp4::SIZE;
            assert!(w.len() >= 8 * rb && out.len() >= 8 * acts.len());
            let huge = (0..8 * nb).any(|b| {
                let (r, i) = (b / nb, b % nb);
                w[r * rb + i * mxfp4::SIZE + mxfp4::E] >= 246
            });
            if huge {
                for (t, a) in acts.iter().enumerate() {
                    for r in 0..8 {
                        let row = &w[r * rb..(r + 1) * rb];
                        out[8 * t + r] =
                            super::super::scalar::generic(strata_ir::GgmlType::Mxfp4, row, a);
                    }
                }
                return;
            }
            // Per block: 8 chunk vectors (and 8 of signed bytes for `SIGN`), then the scales.
            let stride = if SIGNED_MODE == SIGN { 17 } else { 9 };
            if pk.len() < nb * stride {
                pk.resize(nb * stride, V32([0; 32]));
            }
            // SAFETY: the table is exactly 16 bytes.
            let table = _mm256_broadcastsi128_si256(unsafe {
                _mm_loadu_si128(KVALUES_MXFP4.as_ptr().cast())
            });
            let flip = _mm256_set1_epi8(-128);
            for b in (0..nb).filter(|_| !packed) {
                let mut e = [0f32; 8];
                let q: [__m256i; 8] = std::array::from_fn(|r| {
                    let blk = &w[r * rb + b * mxfp4::SIZE..r * rb + (b + 1) * mxfp4::SIZE];
                    e[r] = strata_ir::quant::grids::e8m0_to_f32_half(blk[mxfp4::E]);
                    _mm256_shuffle_epi8(table, nibbles16(blk, mxfp4::QS))
                });
                let t = transpose8(q);
                let base = b * stride;
                for (k, &v) in t.iter().enumerate() {
                    if SIGNED_MODE == SIGN {
                        st(pk, base + k, _mm256_sign_epi8(v, v));
                        st(pk, base + 8 + k, v);
                    } else {
                        st(pk, base + k, _mm256_xor_si256(v, flip));
                    }
                }
                // SAFETY: `e` holds eight f32.
                let ev = unsafe { _mm256_loadu_ps(e.as_ptr()) };
                st(pk, base + stride - 1, _mm256_castps_si256(ev));
            }
            let pkp = pk.as_ptr();
            for (t, a) in acts.iter().enumerate() {
                assert!(a.qs.len() >= 32 * nb && a.d.len() >= nb && a.sums.len() >= nb);
                let mut acc = _mm256_setzero_ps();
                for b in 0..nb {
                    let base = b * stride;
                    let p = &a.qs[32 * b..32 * b + 32];
                    let mut s0 = _mm256_setzero_si256();
                    let mut s1 = _mm256_setzero_si256();
                    for k in 0..8 {
                        let x = bcast4(p, 4 * k);
                        // SAFETY: slots below `nb·stride ≤ pk.len()` (resized above).
                        let u = unsafe { ldp(pkp, base + k) };
                        let x = if SIGNED_MODE == SIGN {
                            // SAFETY: as above.
                            _mm256_sign_epi8(x, unsafe { ldp(pkp, base + 8 + k) })
                        } else {
                            x
                        };
                        if k % 2 == 0 {
                            s0 = dot_acc(s0, u, x);
                        } else {
                            s1 = dot_acc(s1, u, x);
                        }
                    }
                    let s = _mm256_add_epi32(s0, s1);
                    let s = if SIGNED_MODE == OFFSET {
                        _mm256_sub_epi32(s, _mm256_set1_epi32(a.sums[b].wrapping_shl(7)))
                    } else {
                        s
                    };
                    // SAFETY: as above.
                    let ev = _mm256_castsi256_ps(unsafe { ldp(pkp, base + stride - 1) });
                    let sf = _mm256_mul_ps(_mm256_cvtepi32_ps(s), ev);
                    acc = _mm256_add_ps(acc, _mm256_mul_ps(_mm256_set1_ps(a.d[b]), sf));
                }
                let o = &mut out[8 * t..8 * t + 8];
                // SAFETY: `o` holds exactly eight f32.
                unsafe { _mm256_storeu_ps(o.as_mut_ptr(), acc) };
            }
        }

        /// The eight bytes `b[at..at + 8]` as a little-endian u64 (one row's byte of eight rows
        /// in the repacked layouts).
        #[inline]
        fn bytes8(b: &[u8], at: usize) -> u64 {
            let mut v = [0u8; 8];
            v.copy_from_slice(&b[at..at + 8]);
            u64::from_le_bytes(v)
        }

        /// Asks the cache for the `block.len()` bytes `ahead` bytes past the start of
        /// `block` (the next group's first ones at the end of a group: groups are
        /// contiguous): a block's worth of cache lines per block, as the row path asks for the
        /// row two ahead. A hint: an address past the rows never faults.
        #[inline]
        #[target_feature(enable = $feat)]
        fn x8_prefetch(block: &[u8], ahead: usize) {
            let p = block.as_ptr().wrapping_add(ahead);
            for k in 0..block.len().div_ceil(64) {
                _mm_prefetch::<_MM_HINT_T0>(p.wrapping_add(64 * k).cast());
            }
        }

        /// The last step of the eight-row kernels: the row kernels' `hsum` over their group
        /// lanes, here per row lane over the eight group accumulators (groups g and g + 4
        /// first, then (0, 2) and (1, 3), then the two), into `out`.
        #[inline]
        #[target_feature(enable = $feat)]
        fn x8_finish(dd: [__m256; 8], out: &mut [f32; 8]) {
            let t: [__m256; 4] = std::array::from_fn(|g| _mm256_add_ps(dd[g], dd[g + 4]));
            let r = _mm256_add_ps(_mm256_add_ps(t[0], t[2]), _mm256_add_ps(t[1], t[3]));
            // SAFETY: `out` holds eight f32.
            unsafe { _mm256_storeu_ps(out.as_mut_ptr(), r) };
        }

        /// Q6_K, eight rows of one repacked group (`packed::repack_q6k`, layout there) against
        /// one input: `out[r]` for row `r`, bit for bit the row kernel `q6_k`. Lane `r` is row
        /// `r`. The 6-bit quants are formed as unsigned `u = q + 32` (0..63) from the nibbles
        /// and bit pairs of three loads per step, so the byte dot product takes them as they
        /// are; per 16-element half `h` of group `j`, `T = Σ u·p` over four steps and
        /// `Σ q·p = T − 32·P` with `P` the half's activation sum (computed once per call and
        /// super-block, for all eight rows). The group's integer sum
        /// `S_j = sc_{2j}·(T₀ − 32P₀) + sc_{2j+1}·(T₁ − 32P₁)` is the row kernel's exactly
        /// (integers, no overflow: |S| < 2²⁵), then its float step `acc_j += (d·a_j)·S_j`, and
        /// `hsum`'s tree per lane.
        #[target_feature(enable = $feat)]
        pub(crate) fn q6_k_x8(group: &[u8], nsb: usize, a: &QuantizedActs, out: &mut [f32; 8]) {
            use $crate::cpu::packed::{Q6K_X8, X8_PREFETCH_BLOCKS};
            assert!(
                group.len() >= nsb * Q6K_X8 && a.d.len() >= 8 * nsb && a.qs.len() >= 256 * nsb,
                "repacked rows and input disagree"
            );
            let (m4, m2) = (_mm256_set1_epi8(0x0f), _mm256_set1_epi8(0x03));
            let (ones8, ones16) = (_mm256_set1_epi8(1), _mm256_set1_epi16(1));
            let mut acc = [_mm256_setzero_ps(); 8];
            let i8s =
                |b: &[u8], at: usize| _mm256_cvtepi8_epi32(_mm_cvtsi64_si128(bytes8(b, at) as i64));
            for (sb, o) in group.chunks_exact(Q6K_X8).take(nsb).enumerate() {
                x8_prefetch(o, X8_PREFETCH_BLOCKS * Q6K_X8);
                let qs = &a.qs[256 * sb..][..256];
                let ad = &a.d[8 * sb..][..8];
                // 32·P per half: lane i of `lo` is group i's first half and lane 4 + i its
                // second (groups 0..4); `hi` the same for groups 4..8.
                let v: [__m256i; 8] = std::array::from_fn(|j| {
                    _mm256_madd_epi16(_mm256_maddubs_epi16(ones8, load32(qs, 32 * j)), ones16)
                });
                let half_sums = |b: usize| {
                    _mm256_slli_epi32(
                        _mm256_hadd_epi32(
                            _mm256_hadd_epi32(v[b], v[b + 1]),
                            _mm256_hadd_epi32(v[b + 2], v[b + 3]),
                        ),
                        5,
                    )
                };
                let mut p32 = [0i32; 16];
                // SAFETY: `p32` holds sixteen i32: two 32-byte stores.
                unsafe {
                    _mm256_storeu_si256(p32.as_mut_ptr().cast(), half_sums(0));
                    _mm256_storeu_si256(p32.as_mut_ptr().add(8).cast(), half_sums(4));
                }
                assert!(o.len() >= 16);
                // SAFETY: `o` holds at least 16 bytes (asserted): one 16-byte read.
                let d = _mm256_cvtph_ps(unsafe { _mm_loadu_si128(o.as_ptr().cast()) });
                for n in 0..2 {
                    // t[k][h]: group 4n + k, half h.
                    let mut t = [[_mm256_setzero_si256(); 2]; 4];
                    for st in 0..8 {
                        let at = 144 + 96 * (8 * n + st);
                        let (va, vb, vh) = (load32(o, at), load32(o, at + 32), load32(o, at + 64));
                        let hb = |sh: i32| {
                            let x = match sh {
                                0 => vh,
                                2 => _mm256_srli_epi16(vh, 2),
                                4 => _mm256_srli_epi16(vh, 4),
                                _ => _mm256_srli_epi16(vh, 6),
                            };
                            _mm256_slli_epi16(_mm256_and_si256(x, m2), 4)
                        };
                        let u = [
                            _mm256_or_si256(_mm256_and_si256(va, m4), hb(0)),
                            _mm256_or_si256(_mm256_and_si256(vb, m4), hb(2)),
                            _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(va, 4), m4), hb(4)),
                            _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(vb, 4), m4), hb(6)),
                        ];
                        for (k, uk) in u.into_iter().enumerate() {
                            let j = 4 * n + k;
                            let h = st / 4;
                            t[k][h] = dot_acc(t[k][h], uk, bcast4(qs, 32 * j + 4 * st));
                        }
                    }
                    for (k, tk) in t.into_iter().enumerate() {
                        let j = 4 * n + k;
                        // P of group j, halves 0 and 1 (times 32), in `p32`'s order above.
                        let (p0, p1) = (p32[8 * (j / 4) + j % 4], p32[8 * (j / 4) + 4 + j % 4]);
                        let c0 = _mm256_sub_epi32(tk[0], _mm256_set1_epi32(p0));
                        let c1 = _mm256_sub_epi32(tk[1], _mm256_set1_epi32(p1));
                        let s = _mm256_add_epi32(
                            _mm256_mullo_epi32(i8s(o, 16 + 8 * (2 * j)), c0),
                            _mm256_mullo_epi32(i8s(o, 16 + 8 * (2 * j + 1)), c1),
                        );
                        let scale = _mm256_mul_ps(d, _mm256_set1_ps(ad[j]));
                        acc[j] = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(s), acc[j]);
                    }
                }
            }
            x8_finish(acc, out);
        }

        /// Q4_K, eight rows of one repacked group (`packed`, layout there) against one input:
        /// `out[r]` for row `r`, bit for bit the row kernel `q4_k`. Lane `r` of every vector is
        /// row `r`: a group's integer sum `Σq·p` is built from eight four-byte steps (the
        /// input's four bytes broadcast against four bytes of each row), then the row kernel's
        /// float steps per lane, one accumulator per group; the last lines are `hsum`'s tree
        /// over the group accumulators, per lane. No horizontal reduction per super-block (the
        /// row kernel's `reduce8`) and no scale unpacking (done at repacking) remain.
        #[target_feature(enable = $feat)]
        pub(crate) fn q4_k_x8(group: &[u8], nsb: usize, a: &QuantizedActs, out: &mut [f32; 8]) {
            use $crate::cpu::packed::{Q4K_X8, X8_PREFETCH_BLOCKS};
            assert!(
                group.len() >= nsb * Q4K_X8
                    && a.d.len() >= 8 * nsb
                    && a.dsums.len() >= 8 * nsb
                    && a.qs.len() >= 256 * nsb,
                "repacked rows and input disagree"
            );
            let m4 = _mm256_set1_epi8(0x0f);
            let mut acc = [_mm256_setzero_ps(); 8];
            let mut acc_m = [_mm256_setzero_ps(); 8];
            let u8s = |b: &[u8], at: usize| u8x8_ps(bytes8(b, at));
            for (sb, o) in group.chunks_exact(Q4K_X8).take(nsb).enumerate() {
                x8_prefetch(o, X8_PREFETCH_BLOCKS * Q4K_X8);
                let qs = &a.qs[256 * sb..][..256];
                let (ad, ads) = (&a.d[8 * sb..][..8], &a.dsums[8 * sb..][..8]);
                assert!(o.len() >= 32);
                // SAFETY: `o` holds at least 32 bytes (asserted): two 16-byte reads.
                let (d, dmin) = unsafe {
                    (
                        _mm256_cvtph_ps(_mm_loadu_si128(o.as_ptr().cast())),
                        _mm256_cvtph_ps(_mm_loadu_si128(o.as_ptr().add(16).cast())),
                    )
                };
                for jj in 0..4 {
                    let (mut lo_s, mut hi_s) = (_mm256_setzero_si256(), _mm256_setzero_si256());
                    for step in 0..8 {
                        let w = load32(o, 160 + 256 * jj + 32 * step);
                        let lo = _mm256_and_si256(w, m4);
                        let hi = _mm256_and_si256(_mm256_srli_epi16(w, 4), m4);
                        lo_s = dot_acc(lo_s, lo, bcast4(qs, 64 * jj + 4 * step));
                        hi_s = dot_acc(hi_s, hi, bcast4(qs, 64 * jj + 32 + 4 * step));
                    }
                    for (g, s) in [(2 * jj, lo_s), (2 * jj + 1, hi_s)] {
                        let scale = _mm256_mul_ps(
                            _mm256_mul_ps(d, u8s(o, 32 + 8 * g)),
                            _mm256_set1_ps(ad[g]),
                        );
                        acc[g] = _mm256_fmadd_ps(scale, _mm256_cvtepi32_ps(s), acc[g]);
                        let mins = _mm256_mul_ps(dmin, u8s(o, 96 + 8 * g));
                        acc_m[g] = _mm256_fmadd_ps(mins, _mm256_set1_ps(ads[g]), acc_m[g]);
                    }
                }
            }
            // The row kernel's `hsum(acc − acc_m)`, per row lane.
            x8_finish(
                std::array::from_fn(|g| _mm256_sub_ps(acc[g], acc_m[g])),
                out,
            );
        }
    };
}
