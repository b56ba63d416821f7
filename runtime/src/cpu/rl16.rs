//! Sixteen-row matrix kernels on 512-bit vectors (AVX-512 F + VNNI): the `rl` kernels with
//! sixteen weight rows in the sixteen lanes of one register instead of eight in eight, so each
//! broadcast of four activation bytes and each `vpdpbusd` does the work of two.
//!
//! Math. Exactly `rl`'s, lane by lane: for row `r` (lane `r`) and input `t`, group lane `j`,
//! the integer group sum `s = Σₖ u[k]·p[4k..4k+4]` in two chains (even and odd `k`; minus
//! `128·Σp` in the offset form of signed types), then `acc[j] = fma(ws·a_d, float(s), acc[j])`
//! (Q4_K also `acc_m[j] = fma(mins, a_dsums, acc_m[j])` and `acc − acc_m` at the end), over
//! super-blocks in increasing order, and `rl`'s `hsum` tree over `j`. A 512-bit `vpdpbusd`,
//! `vcvtdq2ps`, `vmulps`, `vfmadd` and `vaddps` do per lane what their 256-bit forms do, so
//! every result is **bit for bit** the row kernel's, as the eight-row kernels' are.
//!
//! Layout. Rows 0–7 and 8–15 are packed by the eight-row packers (`rl_pack`) with interleave
//! 2: slot `i` of rows 0–7 is 32-byte slot `first + 2i`, of rows 8–15 slot `first + 2i + 1`,
//! so one aligned 64-byte load holds slot `i` of all sixteen rows (lanes 0–7 are rows 0–7).
//! `first` (0 or 1) makes those loads 64-byte aligned in the 32-byte-aligned scratch buffer.
//!
//! Types: Q4_K (unsigned nibbles), Q8_0, IQ4_XS and IQ3_XXS (offset form). Q6_K's sign
//! transfer has no 512-bit `vpsignb`, and MXFP4's kernel has its own layout: both keep the
//! eight-row kernels. Only the VNNI instruction set has these (`Isa::Avx512Vnni` promises
//! AVX-512 F, VL and VNNI, which is all they use). The pool takes them from
//! `MAT16_MIN_INPUTS` inputs on (on the device host's Xeon, one thread: 1.2–1.7× the eight-row
//! kernels' multiply-adds a second from 16 inputs, slower at 3–4).

use super::V32;
use super::acts::QuantizedActs;
use super::x86::vnni::{
    OFFSET, SIGNED_MODE, SMALL_MODE, UNSIGNED, iq3_xxs_pack, iq4_xs_pack, q4_k_pack, q8_0_pack,
    rl_stride,
};
use std::arch::x86_64::*;

/// Rows one call takes.
pub(crate) const ROWS: usize = 16;

/// Inputs one pass takes: as the 256-bit VNNI kernels (eight chunk vectors, the scales and
/// two accumulators per input in registers; AVX-512 has 32 vector registers).
const NT: usize = 4;

// The offset form is what the VNNI instance uses for signed types (the sign transfer needs
// `vpsignb`, which has no 512-bit form).
const _: () = assert!(SIGNED_MODE == OFFSET && SMALL_MODE == OFFSET);

/// Resizes `pk` for two interleaved packs of `nsb` super-blocks of `stride` slots each and
/// returns `first`, the slot where 64-byte alignment starts.
fn prepare(pk: &mut Vec<V32>, nsb: usize, stride: usize) -> usize {
    // Two packs of `nsb·stride` slots, from `first` ≤ 1; `rl_pack` asks for one slot past its
    // last (`first + 1 + 2·nsb·stride` for the second), so this never grows there and the
    // alignment found here holds.
    let need = 2 * nsb * stride + 2;
    if pk.len() < need {
        pk.resize(need, V32([0; 32]));
    }
    usize::from(!(pk.as_ptr() as usize).is_multiple_of(64))
}

macro_rules! mat16 {
    ($(#[$doc:meta])* $name:ident, $pack:ident, $sb_bytes:expr, $mode:expr, $mins:expr,
     $zero_tail:expr) => {
        $(#[$doc])*
        #[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni")]
        pub(crate) fn $name(
            w: &[u8],
            rb: usize,
            acts: &[&QuantizedActs],
            out: &mut [f32],
            pk: &mut Vec<V32>,
            packed: bool,
        ) {
            assert!(w.len() >= ROWS * rb && rb % $sb_bytes == 0);
            let nsb = rb / $sb_bytes;
            let stride = rl_stride($mode, $mins, false);
            // `packed`: the caller's last call on `pk` packed these rows with this kernel, so
            // `pk` has its size and `first` is the one found then.
            let first = prepare(pk, nsb, stride);
            if !packed {
                $pack::<2>(&w[..8 * rb], rb, pk, first);
                $pack::<2>(&w[8 * rb..16 * rb], rb, pk, first + 1);
            }
            run::<{ $mode }, { $mins }, { $zero_tail }>(&pk[first..], nsb, acts, out);
        }
    };
}

mat16!(
    /// Q4_K, sixteen rows of `w` (each `rb` bytes) against every input into `out[16t + r]`,
    /// bit for bit the row kernel `q4_k`.
    q4_k_mat16, q4_k_pack, strata_ir::quant::blocks::q4_k::SIZE, UNSIGNED, true, false
);
mat16!(
    /// Q8_0 for rows of whole eight-block runs (the caller checks), as [`q4_k_mat16`].
    q8_0_mat16, q8_0_pack, 8 * strata_ir::quant::blocks::q8_0::SIZE, OFFSET, false, true
);
mat16!(
    /// IQ4_XS, as [`q4_k_mat16`].
    iq4_xs_mat16, iq4_xs_pack, strata_ir::quant::blocks::iq4_xs::SIZE, OFFSET, false, false
);
mat16!(
    /// IQ3_XXS, as [`q4_k_mat16`].
    iq3_xxs_mat16, iq3_xxs_pack, strata_ir::quant::blocks::iq3_xxs::SIZE, OFFSET, false,
    false
);

/// The sixteen packed rows against every input, [`NT`] inputs per pass, then a pass of the
/// remainder.
#[inline]
#[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni")]
fn run<const MODE: u8, const MINS: bool, const ZERO_TAIL: bool>(
    pk: &[V32],
    nsb: usize,
    acts: &[&QuantizedActs],
    out: &mut [f32],
) {
    assert!(out.len() >= ROWS * acts.len());
    let mut runs = acts.chunks_exact(NT);
    let mut outs = out.chunks_exact_mut(ROWS * NT);
    for (a, o) in (&mut runs).zip(&mut outs) {
        let a: [&QuantizedActs; NT] = std::array::from_fn(|t| a[t]);
        pass::<MODE, MINS, ZERO_TAIL, NT>(pk, nsb, a, o);
    }
    let o = outs.into_remainder();
    match *runs.remainder() {
        [] => {}
        [a] => pass::<MODE, MINS, ZERO_TAIL, 1>(pk, nsb, [a], o),
        [a, b] => pass::<MODE, MINS, ZERO_TAIL, 2>(pk, nsb, [a, b], o),
        [a, b, c] => pass::<MODE, MINS, ZERO_TAIL, 3>(pk, nsb, [a, b, c], o),
        _ => unreachable!("a remainder of chunks_exact(NT) is shorter than NT"),
    }
}

/// [`run`] for `N` inputs in one pass: `rl`'s loop order (group lane `j` outside, super-blocks
/// inside, one accumulator per input and `j` in a register), the inputs' slices checked once
/// and read through raw pointers in the loop.
#[inline]
#[target_feature(enable = "avx2,fma,f16c,avx512f,avx512vl,avx512vnni")]
#[allow(clippy::needless_range_loop)] // `j` is also the packed slot's and the group's index
fn pass<const MODE: u8, const MINS: bool, const ZERO_TAIL: bool, const N: usize>(
    pk: &[V32],
    nsb: usize,
    acts: [&QuantizedActs; N],
    out: &mut [f32],
) {
    let stride = rl_stride(MODE, MINS, false);
    // 64-byte vectors: two 32-byte slots each.
    assert!(pk.len() >= 2 * nsb * stride && out.len() >= ROWS * N);
    assert!((pk.as_ptr() as usize).is_multiple_of(64));
    for a in acts {
        assert!(a.qs.len() >= 256 * nsb && a.d.len() >= 8 * nsb);
        assert!(a.neg128.len() >= 8 * nsb && a.dsums.len() >= 8 * nsb);
    }
    let pkp: *const __m512i = pk.as_ptr().cast();
    let qs: [*const i8; N] = std::array::from_fn(|t| acts[t].qs.as_ptr());
    let ad: [*const f32; N] = std::array::from_fn(|t| acts[t].d.as_ptr());
    let neg128: [*const i32; N] = std::array::from_fn(|t| acts[t].neg128.as_ptr());
    let dsums: [*const f32; N] = std::array::from_fn(|t| acts[t].dsums.as_ptr());
    // SAFETY (every `ld`): the vectors read are below `nsb·stride`, i.e. 32-byte slots below
    // `2·nsb·stride ≤ pk.len()`, and 64-byte aligned (asserted above).
    let ld = |at: usize| unsafe { _mm512_load_si512(pkp.add(at)) };
    // SAFETY (every `bc`): `p = qs[t] + 32·g` with `g < 8·nsb`, so the four bytes at `p + 4k`
    // (`k < 8`) are inside the input's `qs` (asserted above).
    let bc = |p: *const i8, at: usize| {
        _mm512_set1_epi32(unsafe { std::ptr::read_unaligned(p.add(at).cast::<i32>()) })
    };
    let mut fin = [[_mm512_setzero_ps(); 8]; N];
    for j in 0..8 {
        let mut acc = [_mm512_setzero_ps(); N];
        let mut acc_m = [_mm512_setzero_ps(); N];
        for sb in 0..nsb {
            let base = sb * stride;
            let ub = base + 8 * j;
            let u: [__m512i; 8] = std::array::from_fn(|k| ld(ub + k));
            let ws = _mm512_castsi512_ps(ld(base + 64 + j));
            let mins = if MINS {
                _mm512_castsi512_ps(ld(base + 64 + 8 + j))
            } else {
                _mm512_setzero_ps()
            };
            let g = 8 * sb + j;
            for t in 0..N {
                let p = qs[t].wrapping_add(32 * g);
                // The offset form's `−128·Σp` starts the even chain (the same i32 sum in
                // wrapping arithmetic as subtracting it at the end, one operation fewer).
                let mut s0 = if MODE == OFFSET {
                    // SAFETY: `g < 8·nsb ≤ neg128.len()`.
                    _mm512_set1_epi32(unsafe { *neg128[t].add(g) })
                } else {
                    _mm512_setzero_si512()
                };
                let mut s1 = _mm512_setzero_si512();
                for (k, &uk) in u.iter().enumerate() {
                    if k % 2 == 0 {
                        s0 = _mm512_dpbusd_epi32(s0, uk, bc(p, 4 * k));
                    } else {
                        s1 = _mm512_dpbusd_epi32(s1, uk, bc(p, 4 * k));
                    }
                }
                let s = _mm512_add_epi32(s0, s1);
                // SAFETY: `g < 8·nsb ≤ d.len()`.
                let a_d = unsafe { *ad[t].add(g) };
                let scale = _mm512_mul_ps(ws, _mm512_set1_ps(a_d));
                acc[t] = _mm512_fmadd_ps(scale, _mm512_cvtepi32_ps(s), acc[t]);
                if MINS {
                    // SAFETY: `g < 8·nsb ≤ dsums.len()`.
                    let ds = unsafe { *dsums[t].add(g) };
                    acc_m[t] = _mm512_fmadd_ps(mins, _mm512_set1_ps(ds), acc_m[t]);
                }
            }
        }
        for t in 0..N {
            fin[t][j] = if MINS {
                _mm512_sub_ps(acc[t], acc_m[t])
            } else if ZERO_TAIL {
                _mm512_add_ps(acc[t], _mm512_setzero_ps())
            } else {
                acc[t]
            };
        }
    }
    for (t, v) in fin.iter().enumerate() {
        // `hsum`'s tree, lane by lane.
        let r = _mm512_add_ps(
            _mm512_add_ps(_mm512_add_ps(v[0], v[4]), _mm512_add_ps(v[2], v[6])),
            _mm512_add_ps(_mm512_add_ps(v[1], v[5]), _mm512_add_ps(v[3], v[7])),
        );
        let o = &mut out[ROWS * t..ROWS * t + ROWS];
        // SAFETY: `o` holds exactly sixteen f32.
        unsafe { _mm512_storeu_ps(o.as_mut_ptr(), r) };
    }
}
