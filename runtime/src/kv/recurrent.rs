//! The recurrent cache: per-sequence state of the gated DeltaNet layers (qwen35moe), kept in
//! the [`super::KvCache`] beside the keys and values, so one object is allocated, truncated,
//! reused and counted per session.
//!
//! Per recurrent layer there are two f32 arrays, sized by the first op that uses them:
//! * the conv state: the last `kernel − 1` inputs of the causal conv1d, `[kernel − 1, channels]`
//!   row-major (oldest row first);
//! * the delta-rule state: `n_v_head` matrices of `head_dim × head_dim`, stored `[h][j][i]`
//!   (value index `j` major, key index `i` contiguous, as ggml stores it), so that the products
//!   with `k` and `q` read contiguous rows.
//!
//! Unlike KV rows this state is not positional: it summarises every token consumed so far, and
//! forgetting the tail of a sequence cannot be done by dropping rows. Prefix reuse therefore
//! works by **checkpoints plus recomputation**: after every batch the state is copied into a
//! checkpoint tagged with its position (at most [`PROMPT_CHECKPOINTS`] from prompt batches and
//! one from decode steps, which replaces the previous decode checkpoint). Truncating to `n`
//! restores the newest checkpoint at or before `n` (or the zero state of position 0), and
//! [`RecurrentState::pos`] says where the state now stands; the engine replays the session's
//! tokens from there up to `n` before the next batch, so the logits after any truncation are
//! those of a fresh run over the same tokens.
//!
//! A batch that fails part-way has already updated some layers in place; it marks the state
//! dirty first ([`RecurrentState::begin`]), and truncation then restores a checkpoint even
//! when the position did not move.

use crate::error::RuntimeError;

/// Most checkpoints kept from prompt batches (the oldest is dropped first).
pub const PROMPT_CHECKPOINTS: usize = 3;

/// One saved copy of every recurrent layer's state.
#[derive(Debug, Clone, Default)]
struct Checkpoint {
    pos: usize,
    decode: bool,
    conv: Vec<Vec<f32>>,
    ssm: Vec<Vec<f32>>,
}

/// Every recurrent layer's state for one sequence, and its checkpoints.
#[derive(Debug, Clone, Default)]
pub struct RecurrentState {
    /// Per layer (index = model layer); empty for attention layers and before first use.
    conv: Vec<Vec<f32>>,
    ssm: Vec<Vec<f32>>,
    /// Tokens the state has consumed.
    pos: usize,
    /// A batch began updating the state and has not finished.
    dirty: bool,
    checkpoints: Vec<Checkpoint>,
}

fn slot<'a>(
    v: &'a mut Vec<Vec<f32>>,
    layer: usize,
    len: usize,
    what: &str,
) -> Result<&'a mut [f32], RuntimeError> {
    if v.len() <= layer {
        v.resize(layer + 1, Vec::new());
    }
    let s = &mut v[layer];
    if s.is_empty() {
        s.resize(len, 0.0);
    }
    if s.len() != len {
        return Err(RuntimeError::InvalidArgument(format!(
            "layer {layer}'s {what} state holds {} values, the op needs {len}",
            s.len()
        )));
    }
    Ok(s)
}

impl RecurrentState {
    /// Whether any layer holds recurrent state.
    pub fn is_used(&self) -> bool {
        self.conv.iter().chain(&self.ssm).any(|s| !s.is_empty())
    }

    /// Tokens the state has consumed: the position the next batch must start at.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Layer `layer`'s conv state of `len` values (zeros on first use).
    pub fn conv(&mut self, layer: usize, len: usize) -> Result<&mut [f32], RuntimeError> {
        slot(&mut self.conv, layer, len, "conv")
    }

    /// Layer `layer`'s delta-rule state of `len` values (zeros on first use).
    pub fn ssm(&mut self, layer: usize, len: usize) -> Result<&mut [f32], RuntimeError> {
        slot(&mut self.ssm, layer, len, "delta-rule")
    }

    /// Starts a batch at position `pos0`: the state must stand there.
    pub fn begin(&mut self, pos0: usize) -> Result<(), RuntimeError> {
        if self.pos != pos0 {
            return Err(RuntimeError::InvalidArgument(format!(
                "the recurrent state stands at position {}, the batch starts at {pos0} \
                 (replay the tokens in between first)",
                self.pos
            )));
        }
        self.dirty = true;
        Ok(())
    }

    /// Ends a batch that consumed tokens up to `end` and saves a checkpoint there.
    pub fn finish(&mut self, end: usize, decode: bool) {
        self.pos = end;
        self.dirty = false;
        if !self.is_used() {
            return;
        }
        if decode
            && let Some(last) = self.checkpoints.last()
            && last.decode
        {
            self.checkpoints.pop();
        }
        self.checkpoints.retain(|c| c.pos < end);
        self.checkpoints.push(Checkpoint {
            pos: end,
            decode,
            conv: self.conv.clone(),
            ssm: self.ssm.clone(),
        });
        while self.checkpoints.iter().filter(|c| !c.decode).count() > PROMPT_CHECKPOINTS {
            if let Some(i) = self.checkpoints.iter().position(|c| !c.decode) {
                self.checkpoints.remove(i);
            }
        }
    }

    /// Forgets every token at or after `n`: restores the newest checkpoint at or before `n`
    /// (or the zero state) when the state stands beyond `n` or a batch broke off.
    pub fn truncate(&mut self, n: usize) {
        if self.pos <= n && !self.dirty {
            return;
        }
        self.dirty = false;
        self.checkpoints.retain(|c| c.pos <= n);
        match self.checkpoints.last() {
            Some(c) => {
                self.pos = c.pos;
                self.conv.clone_from(&c.conv);
                self.ssm.clone_from(&c.ssm);
            }
            None => {
                self.pos = 0;
                for s in self.conv.iter_mut().chain(self.ssm.iter_mut()) {
                    s.iter_mut().for_each(|v| *v = 0.0);
                }
            }
        }
    }

    /// Bytes held by the live state (checkpoints not counted).
    pub fn bytes(&self) -> usize {
        self.conv.iter().chain(&self.ssm).map(|s| s.len() * 4).sum()
    }

    /// Bytes held by the checkpoints.
    pub fn checkpoint_bytes(&self) -> usize {
        self.checkpoints
            .iter()
            .flat_map(|c| c.conv.iter().chain(&c.ssm))
            .map(|s| s.len() * 4)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(rs: &mut RecurrentState, v: f32) {
        rs.conv(1, 3).unwrap().iter_mut().for_each(|x| *x = v);
        rs.ssm(1, 4).unwrap().iter_mut().for_each(|x| *x = v);
    }

    #[test]
    fn truncation_restores_the_newest_checkpoint_at_or_before() {
        let mut rs = RecurrentState::default();
        rs.begin(0).unwrap();
        set(&mut rs, 1.0);
        rs.finish(5, false);
        for p in 5..9 {
            rs.begin(p).unwrap();
            set(&mut rs, p as f32 + 1.0);
            rs.finish(p + 1, true);
        }
        // One decode checkpoint (at 9) and the prompt one (at 5).
        assert_eq!(rs.checkpoints.len(), 2);
        rs.truncate(9);
        assert_eq!(rs.pos(), 9);
        rs.truncate(7);
        assert_eq!(rs.pos(), 5);
        assert_eq!(rs.conv(1, 3).unwrap(), &[1.0; 3]);
        assert!(rs.begin(7).is_err(), "the engine must replay 5..7 first");
        rs.truncate(3);
        assert_eq!(rs.pos(), 0);
        assert_eq!(rs.ssm(1, 4).unwrap(), &[0.0; 4]);
    }

    #[test]
    fn a_broken_batch_is_rolled_back() {
        let mut rs = RecurrentState::default();
        rs.begin(0).unwrap();
        set(&mut rs, 2.0);
        rs.finish(4, false);
        rs.begin(4).unwrap();
        set(&mut rs, 9.0);
        rs.truncate(4);
        assert_eq!(rs.pos(), 4);
        assert_eq!(rs.conv(1, 3).unwrap(), &[2.0; 3]);
        assert!(rs.conv(1, 5).is_err());
    }
}
