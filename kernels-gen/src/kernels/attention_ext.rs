//! Attention decode with gpt-oss's two extensions: a sliding window and per-head sink logits.
//!
//! Layouts and the split/merge scheme are those of [`super::attention`]'s decode kernels (q
//! `n_head × D` f32, caches `n_kv × n_head_kv × D` of one KV code (`kv`), `n_kv = n_kv_ptr[0]` read from device
//! memory, grid `n_head × n_split` of 128 threads, partials `part_o[h, s, 0..D]` and
//! `part_ml[h, s] = (M, L)`). Both kernels are built by `attention`'s one split and one combine
//! builder with the extension switched on, so the arithmetic outside the extension is the plain
//! kernels' exactly.
//!
//! Windowed split (`window` > 0): query position `n_kv − 1` attends to positions
//! `t ≥ n_kv − window` only (llama.cpp's standard sliding window: the last `window` positions,
//! itself included), so split `s` covers `[max(s·chunk, n_kv − window), min((s+1)·chunk, n_kv))`;
//! splits wholly before the window are empty and write `(−∞, 0)` and zeros. `window = 0` is the
//! full range, the plain split's arithmetic exactly.
//!
//! Combine with sinks (grid `n_head`, 128 threads; the plain combine's splits, `sinks` after its
//! `n_kv_ptr` and `chunk`): head `h`'s sink logit `σ = sinks[h]` (f32)
//! joins the softmax's maximum and denominator and contributes no value:
//! `M = max(σ, max_s m_s)`, `w_s = e^(m_s − M)` (0 when `m_s = −∞`),
//! `out[h, d] = Σ_s w_s·part_o[h, s, d] / (Σ_s w_s·l_s + e^(σ − M))`.

use super::attention;
use super::kv::KvCode;
use crate::simt::{R, Simt};

/// The decode split with the window's lower bound on each split.
pub fn build_split_window(s: &mut Simt<'_>, code: KvCode) -> R<()> {
    attention::split(s, true, code)
}

/// The combine of the splits with the head's sink logit in the maximum and the denominator.
pub fn build_combine_sinks(s: &mut Simt<'_>) -> R<()> {
    attention::combine(s, true)
}
