//! Helpers shared by the kernels-gen tests: aligned buffers, a small seeded RNG, random weight
//! rows of each block type, and the reference dequantization.

#![allow(dead_code)]

use half::f16;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use strata_ir::GgmlType;
use strata_kernels_gen::KernelKind;
use strata_kernels_gen::host::{HostArg, HostKernel, with_host_kernel};

/// A 16-byte aligned byte buffer (vector loads need it).
pub struct Buf {
    words: Vec<u128>,
    len: usize,
}

impl Buf {
    pub fn zeroed(len: usize) -> Buf {
        Buf {
            words: vec![0; len.div_ceil(16).max(1)],
            len,
        }
    }
    pub fn from_bytes(b: &[u8]) -> Buf {
        let mut out = Buf::zeroed(b.len());
        out.bytes_mut().copy_from_slice(b);
        out
    }
    pub fn from_f32(v: &[f32]) -> Buf {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        Buf::from_bytes(&b)
    }
    pub fn from_i32(v: &[i32]) -> Buf {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        Buf::from_bytes(&b)
    }
    pub fn from_u64(v: &[u64]) -> Buf {
        let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        Buf::from_bytes(&b)
    }
    pub fn from_f16(v: &[f32]) -> Buf {
        let b: Vec<u8> = v
            .iter()
            .flat_map(|x| f16::from_f32(*x).to_le_bytes())
            .collect();
        Buf::from_bytes(&b)
    }
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: the words hold at least `len` initialised bytes.
        unsafe { std::slice::from_raw_parts(self.words.as_ptr().cast(), self.len) }
    }
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as above, uniquely borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.words.as_mut_ptr().cast(), self.len) }
    }
    pub fn ptr(&mut self) -> strata_kernels_gen::host::HostArg {
        strata_kernels_gen::host::HostArg::Ptr(self.words.as_mut_ptr().cast())
    }
    pub fn addr(&mut self) -> u64 {
        self.words.as_mut_ptr() as usize as u64
    }
    pub fn f32s(&self) -> Vec<f32> {
        self.bytes()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }
    pub fn i32s(&self) -> Vec<i32> {
        self.bytes()
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }
    pub fn u16s(&self) -> Vec<u16> {
        self.bytes()
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect()
    }
}

/// xorshift64*: deterministic data from a proptest-chosen seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [-1, 1).
    pub fn f(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    pub fn vec(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| self.f()).collect()
    }
}

/// Byte offsets of the f16 scale fields of each block type (kept finite and small so random
/// blocks decode to sane numbers).
fn scale_offsets(ty: GgmlType) -> &'static [usize] {
    match ty {
        GgmlType::Q8_0
        | GgmlType::Iq3Xxs
        | GgmlType::Iq3S
        | GgmlType::Iq4Xs
        | GgmlType::Q4_0
        | GgmlType::Q5_0
        | GgmlType::Iq4Nl
        | GgmlType::Iq2Xxs
        | GgmlType::Iq2Xs
        | GgmlType::Iq2S
        | GgmlType::Iq1S => &[0],
        GgmlType::Q4K | GgmlType::Q5K | GgmlType::Q4_1 | GgmlType::Q5_1 => &[0, 2],
        GgmlType::Q6K => &[208],
        GgmlType::Q2K => &[80, 82],
        GgmlType::Q3K => &[108],
        _ => &[],
    }
}

/// Gives a random block of `ty` a sane scale where the scale is not a plain f16 field:
/// MXFP4's E8M0 exponent (kept near 2^0, with the denormal codes 0 and 1 now and then) and
/// IQ1_M's f16 spread over the top nibbles of its four scale words.
fn fix_scale(ty: GgmlType, blk: &mut [u8], rng: &mut Rng) {
    match ty {
        GgmlType::Mxfp4 => {
            blk[0] = match rng.below(8) {
                0 => rng.below(3) as u8,
                _ => 118 + rng.below(12) as u8,
            };
        }
        GgmlType::Iq1M => {
            let d = f16::from_f32(rng.f() * 0.05).to_bits();
            for i in 0..4 {
                let o = strata_ir::quant::blocks::iq1_m::SCALES + 2 * i;
                let w = u16::from_le_bytes([blk[o], blk[o + 1]]);
                let w = (w & 0x0fff) | (((d >> (4 * i)) & 0xf) << 12);
                blk[o..o + 2].copy_from_slice(&w.to_le_bytes());
            }
        }
        _ => {}
    }
}

/// `rows` random rows of `cols` elements of `ty`: random bytes with sane scales.
pub fn random_weights(ty: GgmlType, rows: usize, cols: usize, rng: &mut Rng) -> Vec<u8> {
    let n = rows * cols;
    match ty {
        GgmlType::F32 => rng.vec(n).iter().flat_map(|v| v.to_le_bytes()).collect(),
        GgmlType::F16 => rng
            .vec(n)
            .iter()
            .flat_map(|v| f16::from_f32(*v).to_le_bytes())
            .collect(),
        GgmlType::Bf16 => rng
            .vec(n)
            .iter()
            .flat_map(|v| half::bf16::from_f32(*v).to_le_bytes())
            .collect(),
        _ => {
            let bs = ty.block_size();
            let ts = ty.type_size();
            let blocks = n / bs;
            let mut out: Vec<u8> = (0..blocks * ts).map(|_| rng.next_u64() as u8).collect();
            for b in 0..blocks {
                for &o in scale_offsets(ty) {
                    let d = f16::from_f32(rng.f() * 0.05);
                    out[b * ts + o..b * ts + o + 2].copy_from_slice(&d.to_le_bytes());
                }
                fix_scale(ty, &mut out[b * ts..(b + 1) * ts], rng);
            }
            out
        }
    }
}

/// Reference dequantization of whole rows (Q's `strata_ir::quant::dequantize`).
pub fn dequant(ty: GgmlType, bytes: &[u8], n: usize) -> Vec<f32> {
    let mut out = vec![0.0f32; n];
    strata_ir::quant::dequantize(ty, bytes, &mut out).expect("reference dequantize");
    out
}

/// Column counts a test may use for `ty`: multiples of its block size and of 32.
pub fn col_unit(ty: GgmlType) -> usize {
    ty.block_size().max(32)
}

/// Runs `cases` proptest cases of `strat` against the host lowering of `kind`.
pub fn run_cases<S: Strategy>(
    kind: KernelKind,
    cases: u32,
    strat: S,
    f: impl FnMut(&HostKernel, S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let result = with_host_kernel(&kind, |k| {
        let mut runner = TestRunner::new(Config {
            cases,
            failure_persistence: None,
            max_shrink_iters: 16,
            ..Config::default()
        });
        let f = std::cell::RefCell::new(f);
        runner
            .run(&strat, |v| (f.borrow_mut())(k, v))
            .map_err(|e| e.to_string())
    })
    .expect("kernel builds and JITs");
    if let Err(e) = result {
        panic!("{}: {e}", kind.name());
    }
}

/// Launches a host kernel; the tests size their buffers for the shapes they launch with. The
/// work-items run as fibers on this thread (`launch_serial`, bit for bit the thread launch,
/// which `tests/tests/host_driver.rs` checks), many times faster than one OS thread each.
pub fn launch(k: &HostKernel, grid: [u32; 3], args: &[HostArg]) {
    // SAFETY: every test sizes its buffers for the shapes it launches with.
    unsafe { k.launch_serial(grid, args) }.expect("launch");
}

/// x as the matvec kernels of `ty` see it: itself, or for the types whose matvecs quantize x
/// (`matvec::quantizes_x`) its q8 codes times their group scale, computed with the kernels'
/// f32 arithmetic (per 32 elements: `id = 127 / amax` (0 where not finite), codes rounded half
/// to even through `x·id + 1.5·2^23`, scale `amax · f32(1/127)`; finite x only).
pub fn matvec_x(ty: GgmlType, x: &[f32]) -> Vec<f32> {
    if !strata_kernels_gen::kernels::matvec::quantizes_x(ty) {
        return x.to_vec();
    }
    let mut out = Vec::with_capacity(x.len());
    for g in x.chunks(32) {
        let amax = g
            .iter()
            .fold(0.0f32, |m, v| if v.abs() > m { v.abs() } else { m });
        let id = 127.0f32 / amax;
        let id = if id.is_finite() { id } else { 0.0 };
        let d = amax * ((1.0f64 / 127.0) as f32);
        for v in g {
            let q = (v * id + 12_582_912.0f32).to_bits() as u8 as i8;
            out.push(f32::from(q) * d);
        }
    }
    out
}

/// The prompt attention kernels' first nine arguments (`out, q, k_cache, v_cache, n_head,
/// n_head_kv, head_dim, pos_ptr, scale`), shared by the f32, windowed and matrix-unit prefills.
pub fn prefill_args(
    [out, q, k, v, pos]: [&mut Buf; 5],
    (n_head, n_head_kv, head_dim): (usize, usize, usize),
    scale: f32,
) -> Vec<HostArg> {
    vec![
        out.ptr(),
        q.ptr(),
        k.ptr(),
        v.ptr(),
        HostArg::I32(n_head as i32),
        HostArg::I32(n_head_kv as i32),
        HostArg::I32(head_dim as i32),
        pos.ptr(),
        HostArg::F32(scale),
    ]
}

/// The decode split's twelve leading arguments (`part_o, part_ml, q, k, v, n_head, n_head_kv,
/// head_dim, n_kv_ptr, chunk, n_split, scale`), shared by the plain, windowed and combining
/// splits; the pointers come as `[part_o, part_ml, q, k, v, n_kv_ptr]`.
pub fn split_args(
    [po, pml, q, k, v, n_kv]: [HostArg; 6],
    (n_head, n_head_kv, head_dim): (usize, usize, usize),
    (chunk, n_split): (usize, usize),
    scale: f32,
) -> Vec<HostArg> {
    vec![
        po,
        pml,
        q,
        k,
        v,
        HostArg::I32(n_head as i32),
        HostArg::I32(n_head_kv as i32),
        HostArg::I32(head_dim as i32),
        n_kv,
        HostArg::I32(chunk as i32),
        HostArg::I32(n_split as i32),
        HostArg::F32(scale),
    ]
}
