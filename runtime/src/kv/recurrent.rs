//! The recurrent cache: per-sequence state of the gated DeltaNet layers (qwen35moe), kept in
//! the [`super::KvCache`] beside the keys and values, laid out by the same
//! [`super::CacheLayout`], so one object is allocated, truncated, reused and counted per session.
//!
//! A recurrent layer ([`super::LayerCache::State`]) holds two f32 arrays, allocated whole when
//! the cache is made (zeros: the state before the first token):
//! * the conv state: the last `kernel − 1` inputs of the causal conv1d, `[kernel − 1, channels]`
//!   row-major (oldest row first);
//! * the delta-rule state: `n_v_head` matrices of `head_dim × head_dim`, stored `[h][j][i]`
//!   (value index `j` major, key index `i` contiguous, as ggml stores it), so that the products
//!   with `k` and `q` read contiguous rows.
//!
//! Unlike KV rows this state is not positional: it summarises every token consumed so far, and
//! forgetting the tail of a sequence cannot be done by dropping rows. Prefix reuse therefore
//! works by **checkpoints plus recomputation**: after every batch the state of every recurrent
//! layer is copied into a checkpoint tagged with its position (at most [`PROMPT_CHECKPOINTS`]
//! from prompt batches and one from decode steps, which replaces the previous decode
//! checkpoint). Truncating to `n` restores the newest checkpoint at or before `n` (or the zero
//! state of position 0), and [`RecurrentState::pos`] says where the state now stands; the engine
//! replays the session's tokens from there up to `n` before the next batch, so the logits after
//! any truncation are those of a fresh run over the same tokens.
//!
//! A batch that fails part-way has already updated some layers in place; it marks the state
//! dirty first ([`Recurrent::begin`]), and truncation then restores a checkpoint even when the
//! position did not move.

use super::Store;
use crate::error::RuntimeError;

/// Most checkpoints kept from prompt batches (the oldest is dropped first).
pub const PROMPT_CHECKPOINTS: usize = 3;

/// One saved copy of every recurrent layer's state: conv then delta-rule state of each
/// recurrent layer in layer order, in one array.
#[derive(Debug, Clone, Default)]
struct Checkpoint {
    pos: usize,
    decode: bool,
    data: Vec<f32>,
}

/// Where one sequence's recurrent state stands, and its checkpoints (the state itself lives in
/// the cache's per-layer stores).
#[derive(Debug, Clone, Default)]
pub struct RecurrentState {
    /// Tokens the state has consumed.
    pos: usize,
    /// A batch began updating the state and has not finished.
    dirty: bool,
    checkpoints: Vec<Checkpoint>,
}

/// The recurrent layers' arrays of `stores`, in layer order.
fn states(stores: &mut [Store]) -> impl Iterator<Item = (&mut Vec<f32>, &mut Vec<f32>)> {
    stores.iter_mut().filter_map(|s| match s {
        Store::State { conv, ssm } => Some((conv, ssm)),
        _ => None,
    })
}

impl RecurrentState {
    /// Tokens the state has consumed: the position the next batch must start at.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Checkpoints held.
    pub fn n_checkpoints(&self) -> usize {
        self.checkpoints.len()
    }

    /// Bytes held by the checkpoints.
    pub fn checkpoint_bytes(&self) -> usize {
        self.checkpoints.iter().map(|c| c.data.len() * 4).sum()
    }

    /// Forgets every token at or after `n`: restores the newest checkpoint at or before `n`
    /// (or the zero state) into `stores` when the state stands beyond `n` or a batch broke off.
    pub(super) fn truncate(&mut self, n: usize, stores: &mut [Store]) {
        if self.pos <= n && !self.dirty {
            return;
        }
        self.dirty = false;
        self.checkpoints.retain(|c| c.pos <= n);
        match self.checkpoints.last() {
            Some(c) => {
                self.pos = c.pos;
                let mut at = 0;
                for (conv, ssm) in states(stores) {
                    for s in [conv, ssm] {
                        // A checkpoint is always taken over the same layout, so it holds
                        // every array whole; `get` keeps a mismatch from panicking.
                        if let Some(src) = c.data.get(at..at + s.len()) {
                            s.copy_from_slice(src);
                        }
                        at += s.len();
                    }
                }
            }
            None => {
                self.pos = 0;
                for (conv, ssm) in states(stores) {
                    conv.fill(0.0);
                    ssm.fill(0.0);
                }
            }
        }
    }
}

/// The recurrent side of one [`super::KvCache`], borrowed for one call: the position and
/// checkpoints together with the per-layer state arrays.
#[derive(Debug)]
pub struct Recurrent<'a> {
    meta: &'a mut RecurrentState,
    stores: &'a mut [Store],
}

impl<'a> Recurrent<'a> {
    pub(super) fn new(meta: &'a mut RecurrentState, stores: &'a mut [Store]) -> Self {
        Self { meta, stores }
    }

    fn state(
        self,
        layer: usize,
        len: usize,
        conv_side: bool,
    ) -> Result<&'a mut [f32], RuntimeError> {
        let what = if conv_side { "conv" } else { "delta-rule" };
        match self.stores.get_mut(layer) {
            Some(Store::State { conv, ssm }) => {
                let s = if conv_side { conv } else { ssm };
                if s.len() != len {
                    return Err(RuntimeError::InvalidArgument(format!(
                        "layer {layer}'s {what} state holds {} values, the op needs {len}",
                        s.len()
                    )));
                }
                Ok(s.as_mut_slice())
            }
            _ => Err(RuntimeError::InvalidArgument(format!(
                "the cache keeps no recurrent state for layer {layer} (its {what} op needs {len} \
                 values)"
            ))),
        }
    }

    /// Layer `layer`'s conv state, which must hold `len` values.
    pub fn conv(self, layer: usize, len: usize) -> Result<&'a mut [f32], RuntimeError> {
        self.state(layer, len, true)
    }

    /// Layer `layer`'s delta-rule state, which must hold `len` values.
    pub fn ssm(self, layer: usize, len: usize) -> Result<&'a mut [f32], RuntimeError> {
        self.state(layer, len, false)
    }

    /// Starts a batch at position `pos0`: the state must stand there.
    pub fn begin(self, pos0: usize) -> Result<(), RuntimeError> {
        if self.meta.pos != pos0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "the recurrent state stands at position {}, the batch starts at {pos0} \
                 (replay the tokens in between first)",
                self.meta.pos
            )));
        }
        self.meta.dirty = true;
        Ok(())
    }

    /// Ends a batch that consumed tokens up to `end` and saves a checkpoint there.
    pub fn finish(self, end: usize, decode: bool) {
        let meta = self.meta;
        meta.pos = end;
        meta.dirty = false;
        let mut data = Vec::new();
        for (conv, ssm) in states(self.stores) {
            data.extend_from_slice(conv);
            data.extend_from_slice(ssm);
        }
        if data.is_empty() {
            return;
        }
        if decode
            && let Some(last) = meta.checkpoints.last()
            && last.decode
        {
            meta.checkpoints.pop();
        }
        meta.checkpoints.retain(|c| c.pos < end);
        meta.checkpoints.push(Checkpoint {
            pos: end,
            decode,
            data,
        });
        while meta.checkpoints.iter().filter(|c| !c.decode).count() > PROMPT_CHECKPOINTS {
            if let Some(i) = meta.checkpoints.iter().position(|c| !c.decode) {
                meta.checkpoints.remove(i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{CacheLayout, KvCache, KvType, LayerCache};

    /// Layer 0 attention, layer 1 recurrent (3 conv and 4 delta-rule values).
    fn cache() -> KvCache {
        let layout = CacheLayout {
            kv: KvType::F32,
            state: CacheLayout::STATE_TYPE,
            layers: vec![
                LayerCache::Rows { row: 2 },
                LayerCache::State { conv: 3, ssm: 4 },
            ],
        };
        KvCache::with_layout(layout, 64)
    }

    fn set(kv: &mut KvCache, v: f32) {
        kv.recurrent().conv(1, 3).unwrap().fill(v);
        kv.recurrent().ssm(1, 4).unwrap().fill(v);
    }

    #[test]
    fn truncation_restores_the_newest_checkpoint_at_or_before() {
        let mut kv = cache();
        kv.recurrent().begin(0).unwrap();
        set(&mut kv, 1.0);
        kv.recurrent().finish(5, false);
        for p in 5..9 {
            kv.recurrent().begin(p).unwrap();
            set(&mut kv, p as f32 + 1.0);
            kv.recurrent().finish(p + 1, true);
        }
        // One decode checkpoint (at 9) and the prompt one (at 5).
        assert_eq!(kv.recurrent_state().n_checkpoints(), 2);
        assert_eq!(kv.recurrent_state().checkpoint_bytes(), 2 * 7 * 4);
        kv.truncate(9);
        assert_eq!(kv.recurrent_state().pos(), 9);
        kv.truncate(7);
        assert_eq!(kv.recurrent_state().pos(), 5);
        assert_eq!(kv.recurrent().conv(1, 3).unwrap(), &[1.0; 3]);
        assert!(
            kv.recurrent().begin(7).is_err(),
            "the engine must replay 5..7 first"
        );
        kv.truncate(3);
        assert_eq!(kv.recurrent_state().pos(), 0);
        assert_eq!(kv.recurrent().ssm(1, 4).unwrap(), &[0.0; 4]);
    }

    #[test]
    fn a_broken_batch_is_rolled_back() {
        let mut kv = cache();
        kv.recurrent().begin(0).unwrap();
        set(&mut kv, 2.0);
        kv.recurrent().finish(4, false);
        kv.recurrent().begin(4).unwrap();
        set(&mut kv, 9.0);
        kv.truncate(4);
        assert_eq!(kv.recurrent_state().pos(), 4);
        assert_eq!(kv.recurrent().conv(1, 3).unwrap(), &[2.0; 3]);
        assert!(kv.recurrent().conv(1, 5).is_err());
        assert!(
            kv.recurrent().conv(0, 3).is_err(),
            "layer 0 keeps rows, not state"
        );
        assert!(kv.recurrent().ssm(7, 4).is_err());
    }

    #[test]
    fn an_attention_only_cache_takes_no_checkpoints() {
        let mut kv = KvCache::new(KvType::F16, 2, 4, 8);
        kv.recurrent().begin(0).unwrap();
        kv.recurrent().finish(3, false);
        assert_eq!(kv.recurrent_state().n_checkpoints(), 0);
        assert_eq!(kv.recurrent_state().pos(), 3);
    }
}
