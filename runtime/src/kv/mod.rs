//! The KV cache: per layer, the keys and values of every position seen so far, in f32.
//!
//! Slot `p` of layer `l` holds the rotated key and the value of the token at position `p`, as
//! `n_head_kv · head_dim` contiguous floats. Storage grows with the sequence up to the capacity,
//! so a short chat does not reserve the whole context up front.

use crate::error::RuntimeError;

/// One sequence's keys and values for every layer.
#[derive(Debug, Clone)]
pub struct KvCache {
    k: Vec<Vec<f32>>,
    v: Vec<Vec<f32>>,
    row: usize,
    capacity: usize,
}

impl KvCache {
    /// An empty cache for `n_layer` layers of `row` floats per position, holding at most
    /// `capacity` positions.
    pub fn new(n_layer: usize, row: usize, capacity: usize) -> Self {
        Self {
            k: vec![Vec::new(); n_layer],
            v: vec![Vec::new(); n_layer],
            row,
            capacity,
        }
    }

    /// Most positions the cache holds.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Floats per position and layer.
    pub fn row(&self) -> usize {
        self.row
    }

    /// Checks that positions up to `end` (exclusive) fit.
    pub fn check_room(&self, end: usize) -> Result<(), RuntimeError> {
        if end > self.capacity {
            return Err(RuntimeError::ContextFull {
                needed: end,
                capacity: self.capacity,
            });
        }
        Ok(())
    }

    /// Stores `k` and `v` (one row each) at position `pos` of `layer`.
    pub fn store(
        &mut self,
        layer: usize,
        pos: usize,
        k: &[f32],
        v: &[f32],
    ) -> Result<(), RuntimeError> {
        self.check_room(pos + 1)?;
        let row = self.row;
        let (kl, vl) = match (self.k.get_mut(layer), self.v.get_mut(layer)) {
            (Some(k), Some(v)) => (k, v),
            _ => {
                return Err(RuntimeError::InvalidArgument(format!(
                    "KV cache has no layer {layer}"
                )));
            }
        };
        let need = (pos + 1) * row;
        if kl.len() < need {
            kl.resize(need, 0.0);
            vl.resize(need, 0.0);
        }
        kl[pos * row..need].copy_from_slice(&k[..row]);
        vl[pos * row..need].copy_from_slice(&v[..row]);
        Ok(())
    }

    /// The keys and values of positions `0..n` of `layer`.
    pub fn layer(&self, layer: usize, n: usize) -> Result<(&[f32], &[f32]), RuntimeError> {
        let need = n * self.row;
        match (self.k.get(layer), self.v.get(layer)) {
            (Some(k), Some(v)) if k.len() >= need => Ok((&k[..need], &v[..need])),
            _ => Err(RuntimeError::InvalidArgument(format!(
                "KV cache layer {layer} holds fewer than {n} positions"
            ))),
        }
    }

    /// Forgets every position at or after `n` (the storage is kept for reuse).
    pub fn truncate(&mut self, n: usize) {
        let keep = n * self.row;
        for l in self.k.iter_mut().chain(self.v.iter_mut()) {
            l.truncate(keep.min(l.len()));
        }
    }

    /// Bytes currently held.
    pub fn bytes(&self) -> usize {
        self.k.iter().chain(&self.v).map(|l| l.len() * 4).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_read_truncate() {
        let mut kv = KvCache::new(2, 3, 4);
        kv.store(1, 0, &[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0]).unwrap();
        kv.store(1, 1, &[7.0, 8.0, 9.0], &[1.0, 1.0, 1.0]).unwrap();
        let (k, v) = kv.layer(1, 2).unwrap();
        assert_eq!(k, &[1.0, 2.0, 3.0, 7.0, 8.0, 9.0]);
        assert_eq!(&v[..3], &[4.0, 5.0, 6.0]);
        assert!(kv.layer(0, 1).is_err());
        assert!(matches!(
            kv.store(0, 4, &[0.0; 3], &[0.0; 3]),
            Err(RuntimeError::ContextFull {
                needed: 5,
                capacity: 4
            })
        ));
        kv.truncate(1);
        assert!(kv.layer(1, 2).is_err());
        assert!(kv.layer(1, 1).is_ok());
    }
}
