//! Weights repacked at load for one-input decode: eight rows of Q4_K interleaved per
//! super-block, so one kernel call keeps the eight rows' sums in the lanes of one vector.
//!
//! Math: a Q4_K row's dot product with the quantized input is, per super-block `s` and group
//! `g` (32 elements), `d·sc_g·a_g·Σq·p − dmin·m_g·(a_g·Σp)`, summed over groups and
//! super-blocks (see `scalar`). The row kernel reduces its eight group sums across the lanes of
//! a vector every super-block (`reduce8`: six horizontal adds) and unpacks the row's 6-bit
//! scales from their 12 packed bytes every time. Here the same products are formed for eight
//! rows at once, one row per lane: the weight bytes are laid out so that one 32-byte load holds
//! four bytes of each of the eight rows at the same position, and a four-byte group of the
//! input, broadcast, meets them in one byte dot product (`vpdpbusd`, or `vpmaddubsw` +
//! `vpmaddwd`), giving each row's partial sum in its own lane with no horizontal step. The
//! scales and minimums are unpacked to bytes once, at repacking. The integer group sums are
//! the row kernel's exactly; the float steps per (row, group) are the row kernel's in the same
//! order, and the final per-row sum over groups reproduces `hsum`'s order, so every result is
//! bit for bit the row kernel's (`q4_k_x8` in `x86`; tested).
//!
//! Layout of one block (eight rows × one super-block, [`Q4K_X8`] bytes):
//!
//! ```text
//! 0    d    f16 × 8 (row r at 2r)        16   dmin f16 × 8
//! 32   sc   u8 [group 8][row 8]          96   m    u8 [group 8][row 8]
//! 160  qs   for jj in 0..4, step in 0..8: row r's qs[32jj + 4step ..][..4] at 160 + 256jj + 32step + 4r
//! ```
//!
//! Blocks are ordered by eight-row group, then super-block, so one group's blocks are
//! contiguous (`nsb · Q4K_X8` bytes) and stream from memory in order.
//!
//! A [`PackedSet`] holds repacked copies of whole weight matrices keyed by the address range of
//! their mapped bytes: the pool finds, for a task's weight slice, the repacked blocks of the
//! same rows (when the slice starts at a row that is a multiple of eight within a registered
//! matrix) with no change to its callers. Rows past the last whole group of eight take the row
//! kernel. The copies cost host memory (2.8% over the Q4_K bytes they copy: the scales
//! unpacked); the mapped pages they copy are no longer read and the kernel may drop them.

use strata_ir::GgmlType;
use strata_ir::quant::blocks::{q4_k, q6_k};

use super::tables::k4_scales;

/// Bytes of one repacked block: eight rows' Q4_K super-block.
pub(crate) const Q4K_X8: usize = 160 + 8 * 128;

/// Bytes of one repacked block: eight rows' Q6_K super-block (the same bytes as the eight rows':
/// the 6-bit quants stay packed).
pub(crate) const Q6K_X8: usize = 144 + 8 * 192;

/// How far ahead of the block being computed the eight-row kernels ask the cache for the
/// next bytes, in blocks: two (about the row kernel's two rows ahead). Measured on the 2-core
/// development VM (EPYC, AVX2; `bench --gen-len 32`, two rounds): one thread decoded 16.0–16.4
/// tok/s with no software prefetch, 17.5–18.2 with one, two or four blocks ahead (level within
/// the noise), and 12.9–13.0 prefetching the whole next group in one burst at each group's
/// start (148 requests at once), below the row kernel's 13.9–14.1.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) const X8_PREFETCH_BLOCKS: usize = 2;

/// Bytes of one repacked block (eight rows' super-block) of `ty`, where `ty` has a repacked
/// layout.
pub(crate) fn block_bytes(ty: GgmlType) -> Option<usize> {
    match ty {
        GgmlType::Q4K => Some(Q4K_X8),
        GgmlType::Q6K => Some(Q6K_X8),
        _ => None,
    }
}

/// Repacks eight-row groups of `ty` (see [`repack_q4k`], [`repack_q6k`]).
fn repack(ty: GgmlType, rows: &[u8], nsb: usize, out: &mut [u8]) {
    match ty {
        GgmlType::Q4K => repack_q4k(rows, nsb, out),
        GgmlType::Q6K => repack_q6k(rows, nsb, out),
        _ => {}
    }
}

/// Repacks `rows` (whole groups of eight Q6_K rows of `nsb` super-blocks each) into `out`,
/// which holds their groups of `nsb` [`Q6K_X8`]-byte blocks. Layout of a block:
///
/// ```text
/// 0    d       f16 × 8 (row r at 2r)
/// 16   scales  i8 [scale 16][row 8]
/// 144  for n in 0..2, s in 0..8, at 144 + 96(8n + s), row r at + 4r of each 32 bytes:
///        ql[64n + 4s ..][..4], then ql[64n + 32 + 4s ..][..4], then qh[32n + 4s ..][..4]
/// ```
///
/// so one step's three 32-byte loads give elements `4s..4s + 4` of the groups `4n..4n + 4`
/// (low nibbles of the first and second load with bit pairs 0 and 1 of the third, then
/// their high nibbles with bit pairs 2 and 3) for all eight rows.
pub(crate) fn repack_q6k(rows: &[u8], nsb: usize, out: &mut [u8]) {
    each_block(rows, nsb, q6_k::SIZE, Q6K_X8, out, |blk, o, r| {
        o[2 * r..2 * r + 2].copy_from_slice(&blk[q6_k::D..q6_k::D + 2]);
        for j in 0..16 {
            o[16 + 8 * j + r] = blk[q6_k::SCALES + j];
        }
        for n in 0..2 {
            for st in 0..8 {
                let at = 144 + 96 * (8 * n + st) + 4 * r;
                let ql = q6_k::QL + 64 * n + 4 * st;
                let qh = q6_k::QH + 32 * n + 4 * st;
                o[at..at + 4].copy_from_slice(&blk[ql..ql + 4]);
                o[at + 32..at + 36].copy_from_slice(&blk[ql + 32..ql + 36]);
                o[at + 64..at + 68].copy_from_slice(&blk[qh..qh + 4]);
            }
        }
    });
}

/// The loop both layouts share: for each group of eight rows (`nsb` super-blocks of `size`
/// bytes each) and each super-block, `put(block, out_block, r)` for rows `r = 0..8`, where
/// `out_block` is that group's and super-block's `bb` bytes of `out`.
fn each_block(
    rows: &[u8],
    nsb: usize,
    size: usize,
    bb: usize,
    out: &mut [u8],
    put: impl Fn(&[u8], &mut [u8], usize),
) {
    let rb = nsb * size;
    for (g8, o8) in rows
        .chunks_exact(8 * rb)
        .zip(out.chunks_exact_mut(nsb * bb))
    {
        for (sb, o) in o8.chunks_exact_mut(bb).enumerate() {
            for r in 0..8 {
                put(&g8[r * rb + sb * size..][..size], o, r);
            }
        }
    }
}

/// Repacks `rows` (whole groups of eight Q4_K rows of `nsb` super-blocks each) into `out`,
/// which holds `rows.len() / (8·nsb·144)` groups of `nsb` [`Q4K_X8`]-byte blocks.
pub(crate) fn repack_q4k(rows: &[u8], nsb: usize, out: &mut [u8]) {
    each_block(rows, nsb, q4_k::SIZE, Q4K_X8, out, |blk, o, r| {
        o[2 * r..2 * r + 2].copy_from_slice(&blk[q4_k::D..q4_k::D + 2]);
        o[16 + 2 * r..18 + 2 * r].copy_from_slice(&blk[q4_k::DMIN..q4_k::DMIN + 2]);
        let (sc, m) = k4_scales(&blk[q4_k::SCALES..q4_k::SCALES + 12]);
        for g in 0..8 {
            o[32 + 8 * g + r] = (sc >> (8 * g)) as u8;
            o[96 + 8 * g + r] = (m >> (8 * g)) as u8;
        }
        for jj in 0..4 {
            for step in 0..8 {
                let at = 160 + 256 * jj + 32 * step + 4 * r;
                o[at..at + 4].copy_from_slice(&blk[q4_k::QS + 32 * jj + 4 * step..][..4]);
            }
        }
    });
}

/// One registered matrix: the address range of its mapped rows and their repacked copy.
#[derive(Debug)]
struct Entry {
    start: usize,
    len: usize,
    ty: GgmlType,
    row_bytes: usize,
    /// Bytes of one eight-row group in `data`.
    group_bytes: usize,
    data: Vec<u8>,
}

/// Repacked copies of weight matrices, found by the address of the mapped rows a task passes.
///
/// Invariant: a registered range stays mapped, unchanged, for as long as the set is used (the
/// engine owns both the mapping and the pool holding the set); lookups only compare addresses.
#[derive(Debug, Default)]
pub struct PackedSet {
    /// Sorted by `start`, non-overlapping.
    entries: Vec<Entry>,
}

/// The repacked groups of a task's rows: `groups` whole groups of eight rows, `group_bytes`
/// each, from the task's first row.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PackedRows<'a> {
    pub(crate) data: &'a [u8],
    pub(crate) group_bytes: usize,
    pub(crate) groups: usize,
    pub(crate) nsb: usize,
}

impl PackedSet {
    /// Bytes of repacked copies held.
    pub fn bytes(&self) -> usize {
        self.entries.iter().map(|e| e.data.len()).sum()
    }

    /// Matrices held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether none is held.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds one matrix; a range that overlaps one held is refused (`false`).
    fn insert(&mut self, e: Entry) -> bool {
        let at = self.entries.partition_point(|x| x.start < e.start);
        let clash_prev = at > 0 && self.entries[at - 1].start + self.entries[at - 1].len > e.start;
        let clash_next = self
            .entries
            .get(at)
            .is_some_and(|x| x.start < e.start + e.len);
        if clash_prev || clash_next {
            return false;
        }
        self.entries.insert(at, e);
        true
    }

    /// The repacked rows of the task slice `w` (rows of `row_bytes` of type `ty`), when `w`
    /// lies in a registered matrix of that type and row size and starts at a row that is a
    /// multiple of eight there.
    pub(crate) fn find(&self, ty: GgmlType, w: &[u8], row_bytes: usize) -> Option<PackedRows<'_>> {
        let a = w.as_ptr() as usize;
        let at = self
            .entries
            .partition_point(|x| x.start <= a)
            .checked_sub(1)?;
        let e = &self.entries[at];
        let off = a - e.start;
        if e.ty != ty
            || e.row_bytes != row_bytes
            || off.checked_add(w.len())? > e.len
            || !off.is_multiple_of(8 * row_bytes)
        {
            return None;
        }
        let g0 = off / (8 * row_bytes);
        let groups = w.len() / row_bytes / 8;
        Some(PackedRows {
            data: e
                .data
                .get(g0 * e.group_bytes..(g0 + groups) * e.group_bytes)?,
            group_bytes: e.group_bytes,
            groups,
            nsb: e.group_bytes / block_bytes(ty)?,
        })
    }
}

/// A matrix to repack: `(ty, bytes, row_len)`.
pub type PackJob<'a> = (GgmlType, &'a [u8], usize);

/// Bytes [`pack_into`] would allocate for the packable matrices of `jobs`.
pub fn planned_bytes(jobs: &[PackJob<'_>]) -> usize {
    jobs.iter()
        .filter_map(|&j| layout(j))
        .map(|(nsb, _, groups, bb)| groups * nsb * bb)
        .sum()
}

/// `(nsb, row bytes, whole groups of eight, block bytes)` of a packable matrix: rows of whole
/// super-blocks of a type with a repacked layout, at least one group of eight of them.
fn layout((ty, b, k): PackJob<'_>) -> Option<(usize, usize, usize, usize)> {
    let bb = block_bytes(ty)?;
    if k == 0 || !k.is_multiple_of(256) || b.is_empty() {
        return None;
    }
    let nsb = k / 256;
    let rb = nsb * ty.type_size();
    let groups = (b.len() / rb) / 8;
    (b.len().is_multiple_of(rb) && groups > 0).then_some((nsb, rb, groups, bb))
}

/// One piece of repacking work: whole groups of eight rows of `nsb` super-blocks (`src`) into
/// their repacked blocks (`dst`).
pub(crate) struct Piece<'a> {
    pub(crate) ty: GgmlType,
    pub(crate) nsb: usize,
    pub(crate) src: &'a [u8],
    pub(crate) dst: &'a mut [u8],
}

impl Piece<'_> {
    /// Repacks this piece.
    pub(crate) fn run(&mut self) {
        repack(self.ty, self.src, self.nsb, self.dst);
    }
}

/// Groups of eight rows one [`Piece`] takes at most (about 1 MiB of 2048-element rows), so the
/// pool's threads share a few big matrices evenly.
const PIECE_GROUPS: usize = 128;

/// Repacks each packable matrix of `jobs` (at least one whole group of eight rows, rows of
/// whole super-blocks) into `set`, `par` running the pieces (the pool spreads them over its
/// threads). Matrices that overlap one already held are skipped. Returns the matrices added.
pub(crate) fn pack_into(
    set: &mut PackedSet,
    jobs: &[PackJob<'_>],
    par: &dyn Fn(&mut [Piece<'_>]),
) -> usize {
    /// One matrix: its layout, its mapped rows and their repacked copy.
    struct Work<'a> {
        ty: GgmlType,
        nsb: usize,
        rb: usize,
        bb: usize,
        src: &'a [u8],
        data: Vec<u8>,
    }
    let mut work: Vec<Work<'_>> = jobs
        .iter()
        .filter_map(|&j| {
            let (nsb, rb, groups, bb) = layout(j)?;
            let data = vec![0u8; groups * nsb * bb];
            Some(Work {
                ty: j.0,
                nsb,
                rb,
                bb,
                src: j.1,
                data,
            })
        })
        .collect();
    let mut pieces: Vec<Piece<'_>> = Vec::new();
    for w in &mut work {
        let (src_step, dst_step) = (PIECE_GROUPS * 8 * w.rb, PIECE_GROUPS * w.nsb * w.bb);
        for (src, dst) in w.src.chunks(src_step).zip(w.data.chunks_mut(dst_step)) {
            let (ty, nsb) = (w.ty, w.nsb);
            pieces.push(Piece { ty, nsb, src, dst });
        }
    }
    par(&mut pieces);
    drop(pieces);
    let mut added = 0;
    for w in work {
        added += usize::from(set.insert(Entry {
            start: w.src.as_ptr() as usize,
            len: w.src.len(),
            ty: w.ty,
            row_bytes: w.rb,
            group_bytes: w.nsb * w.bb,
            data: w.data,
        }));
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_block_size_is_the_layout_s() {
        assert_eq!(Q4K_X8, 1184);
    }

    #[test]
    fn find_takes_only_whole_aligned_groups_of_a_registered_matrix() {
        let nsb = 2;
        let rb = nsb * q4_k::SIZE;
        let w = vec![7u8; 20 * rb];
        let mut set = PackedSet::default();
        let serial = |pieces: &mut [Piece<'_>]| pieces.iter_mut().for_each(Piece::run);
        assert_eq!(
            pack_into(&mut set, &[(GgmlType::Q4K, &w, 256 * nsb)], &serial),
            1
        );
        // Registering it again is refused (overlap); other types are skipped.
        assert_eq!(
            pack_into(&mut set, &[(GgmlType::Q4K, &w, 256 * nsb)], &serial),
            0
        );
        assert_eq!(
            pack_into(&mut set, &[(GgmlType::Q6K, &w, 256 * nsb)], &serial),
            0
        );
        assert_eq!(set.len(), 1);
        assert_eq!(set.bytes(), 2 * nsb * Q4K_X8);
        let whole = set.find(GgmlType::Q4K, &w, rb).expect("whole matrix");
        assert_eq!((whole.groups, whole.nsb), (2, nsb));
        let from8 = set.find(GgmlType::Q4K, &w[8 * rb..], rb).expect("rows 8..");
        assert_eq!(from8.groups, 1);
        assert_eq!(from8.data.as_ptr(), whole.data[nsb * Q4K_X8..].as_ptr());
        assert!(
            set.find(GgmlType::Q4K, &w[rb..], rb).is_none(),
            "row 1 is not aligned"
        );
        assert!(set.find(GgmlType::Q6K, &w, rb).is_none());
        assert!(
            set.find(GgmlType::Q4K, &w[..2 * rb], rb)
                .is_some_and(|p| p.groups == 0)
        );
        let other = vec![7u8; 8 * rb];
        assert!(set.find(GgmlType::Q4K, &other, rb).is_none());
    }
}
