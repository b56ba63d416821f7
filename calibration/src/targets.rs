//! Which BLAS library each GPU target's prompt GEMMs run on, the library version the compiler
//! assumes for it, and the tables shipped in `calibration/tables/` (embedded, so `stratac`
//! finds them from any working directory).
//!
//! Solution indices are only meaningful for one architecture and one exact library version, so
//! the compiler applies a table only when its header names the target and the version the
//! target's runtime image ships: for `gfx1101`/`gfx1100` that is ROCm 7.2.1's hipBLASLt 1.2.2
//! (100202), the library the shipped RX 7700 XT table was measured with. For `sm_90` the
//! cuBLASLt version is whatever CUDA the GPU machine has, which the compiler cannot know; a
//! table given for it is accepted with the version its tuner recorded, and the runtime, which
//! sees the loaded library, checks that version again before using a pick.

/// The BLAS library of a GPU target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TargetLibrary {
    /// The `--arch` name.
    pub arch: &'static str,
    /// The library's name, for messages.
    pub library: &'static str,
    /// The version (major·100000 + minor·100 + patch) a table must carry, or `None` when the
    /// compiler cannot know it and leaves the check to the runtime.
    pub version: Option<u64>,
}

/// Every GPU target and its library.
pub const TARGET_LIBRARIES: [TargetLibrary; 3] = [
    TargetLibrary {
        arch: "gfx1101",
        library: "hipBLASLt",
        version: Some(100202),
    },
    TargetLibrary {
        arch: "gfx1100",
        library: "hipBLASLt",
        version: Some(100202),
    },
    TargetLibrary {
        arch: "sm_90",
        library: "cuBLASLt",
        version: None,
    },
];

/// The library of GPU target `arch`; `None` for `host` and unknown names (no BLAS library).
pub fn target_library(arch: &str) -> Option<TargetLibrary> {
    TARGET_LIBRARIES.into_iter().find(|t| t.arch == arch)
}

/// A table shipped with Strata: its file name under `calibration/tables/` and its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShippedTable {
    pub arch: &'static str,
    pub file: &'static str,
    pub text: &'static str,
}

/// The shipped tables: the RX 7700 XT's 58 rows (see the file's provenance comments).
pub const SHIPPED_TABLES: [ShippedTable; 1] = [ShippedTable {
    arch: "gfx1101",
    file: "gfx1101-hipblaslt-100202.txt",
    text: include_str!("../tables/gfx1101-hipblaslt-100202.txt"),
}];

/// The table `stratac compile --arch <arch>` uses when no `--calibration` is given.
pub fn shipped_table(arch: &str) -> Option<ShippedTable> {
    SHIPPED_TABLES.into_iter().find(|t| t.arch == arch)
}

/// A table's identity as the plan records it (`provenance.calibration_id`):
/// `<arch> <library version> sha256:<first 16 hex digits of the file's SHA-256>`.
pub fn table_id(arch: &str, library_version: u64, sha256_hex: &str) -> String {
    let short = sha256_hex.get(..16).unwrap_or(sha256_hex);
    format!("{arch} {library_version} sha256:{short}")
}

/// The arch and library version of a [`table_id`], so the runtime can check the version a
/// plan's picks were measured with against the library it loaded (the compiler cannot for
/// `sm_90`).
pub fn parse_table_id(id: &str) -> Option<(&str, u64)> {
    let mut parts = id.split(' ');
    let arch = parts.next()?;
    let version = parts.next()?.parse().ok()?;
    let hash = parts.next()?;
    (hash.starts_with("sha256:") && parts.next().is_none()).then_some((arch, version))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Table;

    #[test]
    fn table_ids_round_trip() {
        let id = table_id("sm_90", 1200803, "0123456789abcdef0123");
        assert_eq!(id, "sm_90 1200803 sha256:0123456789abcdef");
        assert_eq!(parse_table_id(&id), Some(("sm_90", 1200803)));
        assert_eq!(parse_table_id("gfx1101 x sha256:00"), None);
        assert_eq!(parse_table_id("gfx1101 1"), None);
        assert_eq!(parse_table_id("gfx1101 1 md5:00"), None);
        assert_eq!(parse_table_id(""), None);
    }

    #[test]
    fn every_shipped_table_parses_and_matches_its_target() {
        for s in SHIPPED_TABLES {
            let t = Table::parse(s.text).unwrap();
            assert_eq!(t.arch, s.arch);
            let lib = target_library(s.arch).unwrap();
            assert_eq!(Some(t.library_version), lib.version, "{}", s.file);
            assert!(s.file.contains(&t.library_version.to_string()));
        }
        assert!(shipped_table("gfx1100").is_none());
        assert!(shipped_table("sm_90").is_none());
        assert!(target_library("host").is_none());
    }
}
