//! `STRP` routing profiles: which experts a model routes to most, saved from one run
//! (`--expert-profile-save`) and used as the next run's startup residency (`--expert-profile`).
//!
//! Format (DESIGN.md, little endian, no padding): bytes `STRP`; u32 version = 1, n_layers,
//! n_expert, slots (the saving run's slot total, informational), n_ranked; then n_ranked ×
//! (u16 layer, u16 expert) by descending routing frequency; then an n_layers × n_expert i32 table
//! holding each pair's position in that list (−1 = unranked). The table is redundant with the list
//! and must agree with it exactly, which catches most corruption. Reading refuses a geometry
//! other than the model's, truncation, trailing bytes, out-of-range or duplicate pairs and an
//! inconsistent table; writing goes to a temporary file in the same directory and is renamed into
//! place, so a crash never leaves half a profile.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::RuntimeError;

use super::residency::{ResidencyTable, SlotState};

/// The file's first four bytes.
pub const PROFILE_MAGIC: &[u8; 4] = b"STRP";
/// The only version written and read.
pub const PROFILE_VERSION: u32 = 1;
/// Bytes before the ranked list: magic + five u32.
pub const PROFILE_HEADER_BYTES: usize = 24;
/// Layers and experts are stored as u16, so neither count may exceed this.
pub const PROFILE_MAX_DIM: u32 = 1 << 16;

/// A routing profile. Invariant: every pair is in range and listed once, and `rank` agrees with
/// `ranked`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    n_layers: u32,
    n_expert: u32,
    slots: u32,
    ranked: Vec<(u16, u16)>,
    rank: Vec<i32>,
}

fn err(msg: String) -> RuntimeError {
    RuntimeError::Experts(msg)
}

fn check_dims(n_layers: u32, n_expert: u32) -> Result<(), RuntimeError> {
    if n_layers == 0 || n_expert == 0 || n_layers > PROFILE_MAX_DIM || n_expert > PROFILE_MAX_DIM {
        return Err(err(format!(
            "profile geometry {n_layers} layers × {n_expert} experts: each must be 1..={PROFILE_MAX_DIM}"
        )));
    }
    Ok(())
}

impl Profile {
    /// A profile of `ranked` pairs (most routed first). Refuses out-of-range and duplicate pairs.
    pub fn new(
        n_layers: u32,
        n_expert: u32,
        slots: u32,
        ranked: Vec<(u16, u16)>,
    ) -> Result<Self, RuntimeError> {
        check_dims(n_layers, n_expert)?;
        let mut rank = vec![-1i32; n_layers as usize * n_expert as usize];
        for (i, &(l, e)) in ranked.iter().enumerate() {
            if u32::from(l) >= n_layers || u32::from(e) >= n_expert {
                return Err(err(format!(
                    "profile pair {i} (layer {l}, expert {e}) is outside {n_layers} layers × {n_expert} experts"
                )));
            }
            let r = &mut rank[l as usize * n_expert as usize + e as usize];
            if *r >= 0 {
                return Err(err(format!(
                    "profile pair {i} (layer {l}, expert {e}) duplicates pair {}",
                    *r
                )));
            }
            *r = i as i32;
        }
        Ok(Profile {
            n_layers,
            n_expert,
            slots,
            ranked,
            rank,
        })
    }

    /// The profile of a run: every `(layer, expert)` with a nonzero count in `counts`
    /// (`n_layers × n_expert`, row-major), ordered by count descending, then layer, then expert.
    pub fn from_counts(
        n_layers: u32,
        n_expert: u32,
        slots: u32,
        counts: &[u64],
    ) -> Result<Self, RuntimeError> {
        check_dims(n_layers, n_expert)?;
        let ne = n_expert as usize;
        if counts.len() != n_layers as usize * ne {
            return Err(err(format!(
                "{} usage counts for {n_layers} layers × {n_expert} experts",
                counts.len()
            )));
        }
        let mut idx: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
        idx.sort_by(|&a, &b| counts[b].cmp(&counts[a]).then(a.cmp(&b)));
        let ranked = idx
            .into_iter()
            .map(|i| ((i / ne) as u16, (i % ne) as u16))
            .collect();
        Profile::new(n_layers, n_expert, slots, ranked)
    }

    /// Layers the profile describes.
    pub fn n_layers(&self) -> u32 {
        self.n_layers
    }

    /// Experts per layer.
    pub fn n_expert(&self) -> u32 {
        self.n_expert
    }

    /// The saving run's slot total.
    pub fn slots(&self) -> u32 {
        self.slots
    }

    /// `(layer, expert)` pairs, most routed first.
    pub fn ranked(&self) -> &[(u16, u16)] {
        &self.ranked
    }

    /// The pair's position in [`Self::ranked`], if ranked.
    pub fn rank(&self, layer: usize, expert: usize) -> Option<u32> {
        if layer >= self.n_layers as usize || expert >= self.n_expert as usize {
            return None;
        }
        u32::try_from(self.rank[layer * self.n_expert as usize + expert]).ok()
    }

    /// `layer`'s ranked experts, most routed first.
    pub fn layer_ranked(&self, layer: usize) -> impl Iterator<Item = u32> + '_ {
        self.ranked
            .iter()
            .filter(move |&&(l, _)| l as usize == layer)
            .map(|&(_, e)| u32::from(e))
    }

    /// Startup residency: admits each layer's highest-ranked experts that are not already in a
    /// slot into its empty slots, in ascending slot order. The admitted experts are pending until
    /// their copies land ([`ResidencyTable::land_all`] on the CPU). Returns how many it admitted.
    /// The table must have the profile's geometry.
    pub fn fill(&self, table: &mut ResidencyTable) -> Result<usize, RuntimeError> {
        if table.n_layers() != self.n_layers as usize || table.n_expert() != self.n_expert as usize
        {
            return Err(err(format!(
                "profile is {} layers × {} experts, the residency table {} × {}",
                self.n_layers,
                self.n_expert,
                table.n_layers(),
                table.n_expert()
            )));
        }
        let mut admitted = 0;
        for layer in 0..table.n_layers() {
            let mut ranked = self.layer_ranked(layer);
            for slot in 0..table.n_slots(layer) {
                if table.slots(layer)[slot] != SlotState::Empty {
                    continue;
                }
                let Some(e) = ranked.by_ref().find(|&e| table.find(layer, e).is_none()) else {
                    break;
                };
                table.admit(layer, slot, e)?;
                admitted += 1;
            }
        }
        Ok(admitted)
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out =
            Vec::with_capacity(PROFILE_HEADER_BYTES + 4 * self.ranked.len() + 4 * self.rank.len());
        out.extend_from_slice(PROFILE_MAGIC);
        for v in [
            PROFILE_VERSION,
            self.n_layers,
            self.n_expert,
            self.slots,
            self.ranked.len() as u32,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for &(l, e) in &self.ranked {
            out.extend_from_slice(&l.to_le_bytes());
            out.extend_from_slice(&e.to_le_bytes());
        }
        for &r in &self.rank {
            out.extend_from_slice(&r.to_le_bytes());
        }
        out
    }

    /// Parses a profile's bytes (any geometry), checking everything the format promises.
    pub fn parse(bytes: &[u8]) -> Result<Self, RuntimeError> {
        if bytes.len() < PROFILE_HEADER_BYTES {
            return Err(err(format!(
                "truncated: {} bytes, the header alone is {PROFILE_HEADER_BYTES}",
                bytes.len()
            )));
        }
        if &bytes[..4] != PROFILE_MAGIC {
            return Err(err(format!(
                "not an STRP profile (magic {:?})",
                String::from_utf8_lossy(&bytes[..4])
            )));
        }
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let version = u32_at(4);
        if version != PROFILE_VERSION {
            return Err(err(format!(
                "profile version {version}; this runtime reads version {PROFILE_VERSION}"
            )));
        }
        let (n_layers, n_expert, slots, n_ranked) = (u32_at(8), u32_at(12), u32_at(16), u32_at(20));
        check_dims(n_layers, n_expert)?;
        let cells = u64::from(n_layers) * u64::from(n_expert);
        if u64::from(n_ranked) > cells {
            return Err(err(format!(
                "{n_ranked} ranked pairs but only {cells} (layer, expert) pairs exist"
            )));
        }
        let want = PROFILE_HEADER_BYTES as u64 + 4 * u64::from(n_ranked) + 4 * cells;
        let have = bytes.len() as u64;
        if have < want {
            return Err(err(format!(
                "truncated: {have} bytes, {n_ranked} pairs and a {n_layers} × {n_expert} rank table need {want}"
            )));
        }
        if have > want {
            return Err(err(format!(
                "{} trailing bytes after the rank table",
                have - want
            )));
        }
        let list_end = PROFILE_HEADER_BYTES + 4 * n_ranked as usize;
        let ranked: Vec<(u16, u16)> = bytes[PROFILE_HEADER_BYTES..list_end]
            .chunks_exact(4)
            .map(|c| {
                (
                    u16::from_le_bytes([c[0], c[1]]),
                    u16::from_le_bytes([c[2], c[3]]),
                )
            })
            .collect();
        let p = Profile::new(n_layers, n_expert, slots, ranked)?;
        for (i, c) in bytes[list_end..].chunks_exact(4).enumerate() {
            let stored = i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            if stored != p.rank[i] {
                let (l, e) = (i / n_expert as usize, i % n_expert as usize);
                return Err(err(format!(
                    "rank table says (layer {l}, expert {e}) has rank {stored}, the ranked list says {}",
                    p.rank[i]
                )));
            }
        }
        Ok(p)
    }

    /// Reads `path`, refusing a profile whose geometry is not `n_layers × n_expert`.
    pub fn load(path: &Path, n_layers: u32, n_expert: u32) -> Result<Self, RuntimeError> {
        let bytes = std::fs::read(path).map_err(|source| RuntimeError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let p = Profile::parse(&bytes)
            .map_err(|e| err(format!("profile {}: {}", path.display(), strip(e))))?;
        if p.n_layers != n_layers || p.n_expert != n_expert {
            return Err(err(format!(
                "profile {} is for {} layers × {} experts; this model has {n_layers} × {n_expert}",
                path.display(),
                p.n_layers,
                p.n_expert
            )));
        }
        Ok(p)
    }

    /// Writes the profile to `path` atomically: a temporary file beside it, synced, then renamed
    /// over `path`.
    pub fn save(&self, path: &Path) -> Result<(), RuntimeError> {
        write_atomic(path, &self.to_bytes())
    }
}

/// The message of an `Experts` error without its `experts: ` prefix (for re-wrapping).
fn strip(e: RuntimeError) -> String {
    match e {
        RuntimeError::Experts(m) => m,
        other => other.to_string(),
    }
}

/// Writes `bytes` to a temporary file in `path`'s directory and renames it over `path`.
fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RuntimeError> {
    let io = |p: &Path| {
        let p = p.to_path_buf();
        move |source| RuntimeError::Io { path: p, source }
    };
    let name = path
        .file_name()
        .ok_or_else(|| err(format!("{} is not a file path", path.display())))?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".tmp{}", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp).map_err(io(&tmp))?;
        f.write_all(bytes).map_err(io(&tmp))?;
        f.sync_all().map_err(io(&tmp))?;
        std::fs::rename(&tmp, path).map_err(io(path))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_counts_orders_by_count_then_layer_then_expert() {
        let p = Profile::from_counts(2, 3, 4, &[0, 5, 5, 7, 0, 5]).expect("profile");
        assert_eq!(p.ranked(), &[(1, 0), (0, 1), (0, 2), (1, 2)]);
        assert_eq!(p.rank(1, 2), Some(3));
        assert_eq!(p.rank(1, 1), None);
        assert_eq!(p.rank(9, 0), None);
        assert_eq!(Profile::parse(&p.to_bytes()).ok(), Some(p));
    }

    #[test]
    fn bytes_are_the_documented_layout() {
        let p = Profile::new(1, 2, 1, vec![(0, 1)]).expect("profile");
        let b = p.to_bytes();
        let mut want = b"STRP".to_vec();
        for v in [1u32, 1, 2, 1, 1] {
            want.extend_from_slice(&v.to_le_bytes());
        }
        want.extend_from_slice(&[0, 0, 1, 0]);
        want.extend_from_slice(&(-1i32).to_le_bytes());
        want.extend_from_slice(&0i32.to_le_bytes());
        assert_eq!(b, want);
    }
}
