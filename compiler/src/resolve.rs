//! Model resolution shared by `run.sh` (on the host) and the container's entrypoint: what GGUF
//! file(s) a `--model PATH|NAME`, `--quant` and `--release` refer to, whether every file belongs
//! to the quant that was asked for, and whether a cached plan for them is still the right one.
//!
//! Both launchers call `stratac resolve`, so they cannot disagree about which bytes are served;
//! and because this is the compiler crate, the invariant holds that only the compiler reads GGUF
//! structure. Resolution is offline: nothing is downloaded, a missing model is an error that says
//! what to place where.
//!
//! A model is given as
//! * a GGUF file (a split shard `NAME-00002-of-00003.gguf` stands for its whole set),
//! * a directory holding one GGUF or one shard set for the quant (searched three levels deep,
//!   vision projectors `mmproj*` ignored), or
//! * a name in a local Hugging Face hub cache (`org/repo` or `repo`):
//!   `<cache>/models--<org>--<repo>/snapshots/<revision>/…`, the revision from `refs/main` or the
//!   only snapshot.
//!
//! The quant guard checks every file three ways, because a sibling quant's shard picked up by a
//! loose pattern would silently corrupt the model: the quant tag in the file name (matched at
//! name boundaries, so `Q4_K` never matches inside `Q4_K_M`), the GGUF's own `general.file_type`
//! (llama.cpp's `llama_ftype`, present in the first shard), and the types of the expert (or
//! dense FFN) gate and up matrices, which llama.cpp's quantizer keeps at the quant's base type.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use serde::Deserialize;
use sha2::{Digest, Sha256};
use strata_ir::GgmlType;
use strata_ir::plan::{Plan, hex};

use crate::error::CompileError;
use crate::gguf::GgufFile;

/// How deep a directory is searched for GGUF files (Hugging Face repos keep big quants in a
/// subdirectory per quant).
const MAX_DEPTH: usize = 3;

/// llama.cpp's flag for a `general.file_type` it guessed rather than read.
const FTYPE_GUESSED: u32 = 1024;

fn refuse(msg: impl Into<String>) -> CompileError {
    CompileError::Resolve(msg.into())
}

// ---------------------------------------------------------------------------------------------
// Quants

/// What a quant name means: the `llama_ftype` ids that may carry it and the ggml types its
/// gate/up matrices may have.
#[derive(Debug, Clone, Copy)]
struct QuantSpec {
    name: &'static str,
    ftypes: &'static [u32],
    types: &'static [GgmlType],
}

/// A [`QuantSpec`] (a function so that the table below stays one line per quant).
const fn q(name: &'static str, ftypes: &'static [u32], types: &'static [GgmlType]) -> QuantSpec {
    QuantSpec {
        name,
        ftypes,
        types,
    }
}

/// Every quant name the resolver knows, llama.cpp's spellings (`llama_ftype` in llama.h) plus
/// the bare k-quant types and the `_L`/`_XL` mixes third parties publish. Order matters only
/// for display.
const QUANTS: &[QuantSpec] = {
    use GgmlType as T;
    &[
        q("F32", &[0], &[T::F32]),
        q("F16", &[1], &[T::F16]),
        q("BF16", &[32], &[T::Bf16]),
        q("Q4_0", &[2], &[T::Q4_0]),
        q("Q4_1", &[3], &[T::Q4_1]),
        q("Q8_0", &[7], &[T::Q8_0]),
        q("Q5_0", &[8], &[T::Q5_0]),
        q("Q5_1", &[9], &[T::Q5_1]),
        q("Q2_K", &[10, 21], &[T::Q2K]),
        q("Q2_K_S", &[21], &[T::Q2K]),
        q("Q2_K_L", &[10, 21], &[T::Q2K, T::Q3K]),
        q("Q2_K_XL", &[10, 21], &[T::Q2K, T::Q3K]),
        q("Q3_K", &[11, 12, 13], &[T::Q3K]),
        q("Q3_K_S", &[11], &[T::Q3K]),
        q("Q3_K_M", &[12], &[T::Q3K]),
        q("Q3_K_L", &[13], &[T::Q3K]),
        q("Q3_K_XL", &[11, 12, 13], &[T::Q3K, T::Q4K]),
        q("Q4_K", &[14, 15], &[T::Q4K]),
        q("Q4_K_S", &[14], &[T::Q4K]),
        q("Q4_K_M", &[15], &[T::Q4K]),
        q("Q4_K_L", &[14, 15], &[T::Q4K, T::Q5K]),
        q("Q4_K_XL", &[14, 15], &[T::Q4K, T::Q5K]),
        q("Q5_K", &[16, 17], &[T::Q5K]),
        q("Q5_K_S", &[16], &[T::Q5K]),
        q("Q5_K_M", &[17], &[T::Q5K]),
        q("Q5_K_L", &[16, 17], &[T::Q5K, T::Q6K]),
        q("Q5_K_XL", &[16, 17], &[T::Q5K, T::Q6K]),
        q("Q6_K", &[18], &[T::Q6K]),
        q("Q6_K_L", &[18], &[T::Q6K, T::Q8_0]),
        q("Q6_K_XL", &[18], &[T::Q6K, T::Q8_0]),
        q("Q8_K_XL", &[7], &[T::Q8_0, T::Bf16, T::F16]),
        q("IQ1_S", &[24], &[T::Iq1S]),
        q("IQ1_M", &[31], &[T::Iq1M]),
        q("IQ2_XXS", &[19], &[T::Iq2Xxs]),
        q("IQ2_XS", &[20], &[T::Iq2Xs]),
        // llama.cpp quantizes IQ2_S files mostly to IQ2_XS, and IQ2_M files to IQ2_S.
        q("IQ2_S", &[28], &[T::Iq2Xs, T::Iq2S]),
        q("IQ2_M", &[29], &[T::Iq2S]),
        q("IQ3_XXS", &[23], &[T::Iq3Xxs]),
        // IQ3_XS files are IQ3_S with IQ3_XXS gate/up matrices in the middle layers.
        q("IQ3_XS", &[22], &[T::Iq3S, T::Iq3Xxs]),
        q("IQ3_S", &[26], &[T::Iq3S]),
        q("IQ3_M", &[27], &[T::Iq3S]),
        q("IQ4_NL", &[25], &[T::Iq4Nl]),
        q("IQ4_XS", &[30], &[T::Iq4Xs]),
        q("TQ1_0", &[36], &[T::Tq1_0]),
        q("TQ2_0", &[37], &[T::Tq2_0]),
        q("MXFP4", &[38], &[T::Mxfp4]),
        q("MXFP4_MOE", &[38], &[T::Mxfp4]),
    ]
};

fn quant_spec(name: &str) -> Option<&'static QuantSpec> {
    QUANTS.iter().find(|q| q.name.eq_ignore_ascii_case(name))
}

/// The canonical quant name of a `llama_ftype` id (guessed flag removed).
pub fn ftype_name(ftype: u32) -> Option<&'static str> {
    let id = ftype & !FTYPE_GUESSED;
    // The first entry listing `id` is llama.cpp's own name for it.
    const CANONICAL: &[(u32, &str)] = &[
        (0, "F32"),
        (1, "F16"),
        (2, "Q4_0"),
        (3, "Q4_1"),
        (7, "Q8_0"),
        (8, "Q5_0"),
        (9, "Q5_1"),
        (10, "Q2_K"),
        (11, "Q3_K_S"),
        (12, "Q3_K_M"),
        (13, "Q3_K_L"),
        (14, "Q4_K_S"),
        (15, "Q4_K_M"),
        (16, "Q5_K_S"),
        (17, "Q5_K_M"),
        (18, "Q6_K"),
        (19, "IQ2_XXS"),
        (20, "IQ2_XS"),
        (21, "Q2_K_S"),
        (22, "IQ3_XS"),
        (23, "IQ3_XXS"),
        (24, "IQ1_S"),
        (25, "IQ4_NL"),
        (26, "IQ3_S"),
        (27, "IQ3_M"),
        (28, "IQ2_S"),
        (29, "IQ2_M"),
        (30, "IQ4_XS"),
        (31, "IQ1_M"),
        (32, "BF16"),
        (36, "TQ1_0"),
        (37, "TQ2_0"),
        (38, "MXFP4_MOE"),
    ];
    CANONICAL.iter().find(|(i, _)| *i == id).map(|(_, n)| *n)
}

/// Types llama.cpp's quantizer falls back to when a row length is not a multiple of 256, for
/// the k-quant (and i-quant) base types.
fn fallbacks(ty: GgmlType) -> &'static [GgmlType] {
    use GgmlType as T;
    match ty {
        T::Q2K
        | T::Q3K
        | T::Iq2Xxs
        | T::Iq2Xs
        | T::Iq2S
        | T::Iq3Xxs
        | T::Iq3S
        | T::Iq1S
        | T::Iq1M
        | T::Iq4Xs => &[T::Iq4Nl, T::Q4_0, T::Q5_0],
        T::Q4K => &[T::Q5_0],
        T::Q5K => &[T::Q5_1],
        T::Q6K => &[T::Q8_0],
        _ => &[],
    }
}

/// The quant tag in a file name (without directory, `.gguf` and shard suffix): the rightmost
/// known quant name that sits between name boundaries (start, end, `-`, `.`, `_` or a space
/// before it; end, `-`, `.` or a space after it — never `_`, so `Q4_K` does not match inside
/// `Q4_K_M`), the longest one where several start at the same place.
pub fn name_quant(stem: &str) -> Option<&'static str> {
    let upper = stem.to_ascii_uppercase();
    let bytes = upper.as_bytes();
    let mut best: Option<(usize, &'static str)> = None;
    for q in QUANTS {
        let mut from = 0;
        while let Some(pos) = upper.get(from..).and_then(|s| s.find(q.name)) {
            let start = from + pos;
            let end = start + q.name.len();
            let before_ok = start == 0 || matches!(bytes[start - 1], b'-' | b'.' | b'_' | b' ');
            let after_ok = end == bytes.len() || matches!(bytes[end], b'-' | b'.' | b' ');
            if before_ok && after_ok {
                let better = match best {
                    None => true,
                    Some((s, n)) => start > s || (start == s && q.name.len() > n.len()),
                };
                if better {
                    best = Some((start, q.name));
                }
            }
            from = start + 1;
        }
    }
    best.map(|(_, n)| n)
}

// ---------------------------------------------------------------------------------------------
// Release table

/// Runtime tuning for a release/quant pair.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Tuning {
    /// Expert slots: `"auto"` (sized from the budget) or a count.
    pub expert_slots: ExpertSlots,
    /// Cache-aware routing threshold (1.0 = off).
    pub car_threshold: f64,
    /// Context length.
    pub ctx: u32,
}

/// `"auto"` or a number of expert slots.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum ExpertSlots {
    Count(u32),
    Named(String),
}

impl std::fmt::Display for ExpertSlots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Count(n) => write!(f, "{n}"),
            Self::Named(s) => f.write_str(s),
        }
    }
}

/// One quant of a release.
#[derive(Debug, Clone, Deserialize)]
pub struct ReleaseQuant {
    /// The file name without `.gguf` (a shard set adds `-NNNNN-of-MMMMM`).
    pub stem: String,
    /// Measured tuning, or `None`: not measured, the table's conservative defaults apply.
    #[serde(default)]
    pub tuning: Option<Tuning>,
    /// Where and how the tuning was measured.
    #[serde(default)]
    pub measured_on: Option<String>,
}

/// One entry of the release table.
#[derive(Debug, Clone, Deserialize)]
pub struct Release {
    pub description: String,
    /// The `general.architecture` its GGUFs carry.
    pub architecture: String,
    pub licence: String,
    /// Hugging Face repositories to look for in the local cache, in order.
    pub hf_repos: Vec<String>,
    /// The quant to use on a 10 GiB card when none is asked for.
    pub default_quant: String,
    pub quants: BTreeMap<String, ReleaseQuant>,
}

/// The shipped release table (`docker/releases.json`).
#[derive(Debug, Clone, Deserialize)]
pub struct Releases {
    pub version: u32,
    /// Tuning for pairs that have not been measured.
    pub conservative: Tuning,
    pub releases: BTreeMap<String, Release>,
}

impl Releases {
    /// Parses a release table.
    pub fn parse(text: &str, path: &Path) -> Result<Releases, CompileError> {
        let table: Releases = serde_json::from_str(text)
            .map_err(|e| refuse(format!("release table {}: {e}", path.display())))?;
        if table.version != 1 {
            return Err(refuse(format!(
                "release table {}: version {} (this stratac reads version 1)",
                path.display(),
                table.version
            )));
        }
        for (name, r) in &table.releases {
            if !r.quants.contains_key(&r.default_quant) {
                return Err(refuse(format!(
                    "release table {}: {name}'s default quant {} is not among its quants",
                    path.display(),
                    r.default_quant
                )));
            }
        }
        Ok(table)
    }

    /// Reads and parses the release table at `path`.
    pub fn read(path: &Path) -> Result<Releases, CompileError> {
        let text = std::fs::read_to_string(path).map_err(|source| CompileError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Self::parse(&text, path)
    }

    /// The release named `name`, or an error listing the known ones.
    pub fn get(&self, name: &str) -> Result<&Release, CompileError> {
        self.releases.get(name).ok_or_else(|| {
            refuse(format!(
                "unknown release {name:?} (known: {})",
                self.releases.keys().cloned().collect::<Vec<_>>().join(", ")
            ))
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Request and result

/// What to resolve.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// A path or a Hugging Face cache name; `None` looks up the release's repositories.
    pub model: Option<String>,
    /// The quant asked for (`None`: the release's default, else whatever the files are).
    pub quant: Option<String>,
    /// The release name, looked up in `releases`.
    pub release: Option<String>,
    /// The Hugging Face hub cache directory to search for names.
    pub hf_cache: Option<PathBuf>,
    /// Check the plan cache: `(cache directory, arch)`.
    pub plan: Option<(PathBuf, String)>,
}

/// One resolved GGUF file.
#[derive(Debug, Clone)]
pub struct ResolvedFile {
    /// The path as found (not canonicalized: Hugging Face snapshots are symlinks into `blobs/`,
    /// whose names carry no quant).
    pub path: PathBuf,
    pub bytes: u64,
    /// The quant tag of its name.
    pub name_quant: Option<&'static str>,
    /// Its `general.file_type` as a quant name (or the raw id).
    pub file_type: Option<String>,
    /// The ggml types of its gate/up matrices.
    pub gate_up_types: Vec<&'static str>,
    /// SHA-256 of its header (the identity a plan records).
    pub header_hash: String,
}

/// Where the plan cache entry for this model stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlanState {
    /// A plan for this GGUF, arch and compiler is there.
    Fresh,
    /// No plan yet.
    Missing,
    /// A plan is there but must not be used (the reason says why); compile over it.
    Stale(String),
    /// The model cannot be compiled (the reason says why).
    Unsupported(String),
}

/// The plan cache entry for a resolved model.
#[derive(Debug, Clone)]
pub struct PlanCheck {
    pub path: PathBuf,
    pub state: PlanState,
}

/// The answer.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// `file`, `shards`, `directory` or `hf-cache`.
    pub kind: &'static str,
    /// The Hugging Face repo and revision when found in the cache.
    pub hf_repo: Option<(String, String)>,
    /// In shard order.
    pub files: Vec<ResolvedFile>,
    pub quant: String,
    pub architecture: String,
    pub total_bytes: u64,
    /// The file's header hash, or for a shard set the SHA-256 of its shards' header hashes.
    pub identity: String,
    /// Directories a container must mount (at the same path) to see the files and their link
    /// targets.
    pub mounts: Vec<PathBuf>,
    pub release: Option<String>,
    pub licence: Option<String>,
    pub tuning: Tuning,
    /// Whether `tuning` was measured for this release/quant pair.
    pub measured: bool,
    pub warnings: Vec<String>,
    pub plan: Option<PlanCheck>,
}

// ---------------------------------------------------------------------------------------------
// Resolution

/// Resolves `req` against the release table `releases` (needed only when a release is named).
pub fn resolve(req: &Request, releases: Option<&Releases>) -> Result<Resolved, CompileError> {
    let mut warnings = Vec::new();
    let release = match &req.release {
        Some(name) => {
            let table = releases.ok_or_else(|| {
                refuse(format!(
                    "release {name:?} asked for but no release table was given"
                ))
            })?;
            Some((name, table.get(name)?))
        }
        None => None,
    };
    let quant = req
        .quant
        .clone()
        .or_else(|| release.map(|(_, r)| r.default_quant.clone()));
    if let Some(q) = &quant
        && quant_spec(q).is_none()
    {
        return Err(refuse(format!(
            "unknown quant {q:?} (known: {})",
            QUANTS.iter().map(|q| q.name).collect::<Vec<_>>().join(", ")
        )));
    }
    let stem = match (release, &quant) {
        (Some((name, r)), Some(q)) => match r.quants.get(q) {
            Some(rq) => Some(rq.stem.clone()),
            None => {
                warnings.push(format!(
                    "release {name} lists no quant {q} (it lists {}); files are matched by their \
                     quant tag",
                    r.quants.keys().cloned().collect::<Vec<_>>().join(", ")
                ));
                None
            }
        },
        _ => None,
    };

    let (kind, hf_repo, set) = find_files(
        req,
        release,
        quant.as_deref(),
        stem.as_deref(),
        &mut warnings,
    )?;
    if let (Some(stem), Some(first)) = (&stem, set.first())
        && matches!(kind, "file" | "shards")
        && !file_stem_of(first).0.eq_ignore_ascii_case(stem)
    {
        warnings.push(format!(
            "{} is not the release's file name for this quant ({stem}.gguf)",
            first.display()
        ));
    }
    let checked = check_set(&set, quant.as_deref(), &mut warnings)?;

    if let Some((name, r)) = release
        && checked.architecture != r.architecture
    {
        return Err(refuse(format!(
            "{}: general.architecture is {:?}, but release {name} is {:?}; pass the release's \
             GGUF or another --release",
            set[0].display(),
            checked.architecture,
            r.architecture
        )));
    }

    let (tuning, measured) = match (release, releases) {
        (Some((name, r)), Some(table)) => {
            match r.quants.get(&checked.quant).and_then(|q| q.tuning.clone()) {
                Some(t) => (t, true),
                None => {
                    warnings.push(format!(
                        "{name} with {} has not been measured on a card: conservative defaults \
                         (expert slots {}, CAR threshold {}, context {})",
                        checked.quant,
                        table.conservative.expert_slots,
                        table.conservative.car_threshold,
                        table.conservative.ctx
                    ));
                    (table.conservative.clone(), false)
                }
            }
        }
        (_, Some(table)) => (table.conservative.clone(), false),
        _ => (
            Tuning {
                expert_slots: ExpertSlots::Named("auto".into()),
                car_threshold: 1.0,
                ctx: 8192,
            },
            false,
        ),
    };

    let identity = if checked.files.len() == 1 {
        checked.files[0].header_hash.clone()
    } else {
        let mut h = Sha256::new();
        for f in &checked.files {
            h.update(f.header_hash.as_bytes());
        }
        hex(&h.finalize())
    };
    let total_bytes = checked.files.iter().map(|f| f.bytes).sum();
    let mounts = mounts_for(&set)?;
    let plan = req
        .plan
        .as_ref()
        .map(|(dir, arch)| check_plan(dir, arch, &identity, &checked.files));

    Ok(Resolved {
        kind,
        hf_repo,
        files: checked.files,
        quant: checked.quant,
        architecture: checked.architecture,
        total_bytes,
        identity,
        mounts,
        release: release.map(|(n, _)| n.clone()),
        licence: release.map(|(_, r)| r.licence.clone()),
        tuning,
        measured,
        warnings,
        plan,
    })
}

/// `(stem, Some((index, count)))` for `STEM-00002-of-00003.gguf`, `(stem, None)` otherwise;
/// the stem never includes `.gguf`.
fn file_stem_of(path: &Path) -> (String, Option<(u32, u32)>) {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let base = strip_suffix_ci(&name, ".gguf").unwrap_or(&name);
    if let Some(shard) = split_shard(base) {
        return shard;
    }
    (base.to_string(), None)
}

fn strip_suffix_ci<'a>(s: &'a str, suffix: &str) -> Option<&'a str> {
    let cut = s.len().checked_sub(suffix.len())?;
    (s.is_char_boundary(cut) && s[cut..].eq_ignore_ascii_case(suffix)).then(|| &s[..cut])
}

/// Splits `STEM-NNNNN-of-MMMMM` (llama.cpp's `%s-%05d-of-%05d`) into the stem and (N, M).
fn split_shard(base: &str) -> Option<(String, Option<(u32, u32)>)> {
    let (rest, count) = base.rsplit_once("-of-")?;
    let (stem, index) = rest.rsplit_once('-')?;
    let five = |s: &str| s.len() == 5 && s.bytes().all(|b| b.is_ascii_digit());
    if !five(index) || !five(count) || stem.is_empty() {
        return None;
    }
    let (i, n) = (index.parse().ok()?, count.parse().ok()?);
    Some((stem.to_string(), Some((i, n))))
}

fn is_gguf_name(path: &Path) -> bool {
    path.file_name()
        .map(|n| n.to_string_lossy())
        .is_some_and(|n| strip_suffix_ci(&n, ".gguf").is_some() && !n.starts_with('.'))
}

fn is_projector(path: &Path) -> bool {
    path.file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .is_some_and(|n| n.starts_with("mmproj"))
}

type Found = (&'static str, Option<(String, String)>, Vec<PathBuf>);

/// Files under a directory grouped by (directory, stem): a shard set is one group, each member
/// with its (index, count).
type Groups = BTreeMap<(PathBuf, String), Vec<(PathBuf, Option<(u32, u32)>)>>;

/// Finds the file set a request names.
fn find_files(
    req: &Request,
    release: Option<(&String, &Release)>,
    quant: Option<&str>,
    stem: Option<&str>,
    warnings: &mut Vec<String>,
) -> Result<Found, CompileError> {
    let Some(model) = &req.model else {
        let Some((name, r)) = release else {
            return Err(refuse(
                "no model given: pass --model PATH|NAME (a GGUF file, a directory, or a name in \
                 the Hugging Face cache) or --release NAME",
            ));
        };
        let cache = hf_cache(req)?;
        for repo in &r.hf_repos {
            if let Some(dir) = hf_repo_dir(&cache, repo)? {
                let (rev, snap) = hf_snapshot(&dir, repo)?;
                let set = search_dir(&snap, quant, stem, warnings)?;
                return Ok(("hf-cache", Some((repo.clone(), rev)), set));
            }
        }
        return Err(refuse(format!(
            "release {name}: none of its repositories ({}) is in the Hugging Face cache {}; \
             download one there (huggingface-cli download {} --include '*{}*') or pass --model \
             /path/to/the.gguf",
            r.hf_repos.join(", "),
            cache.display(),
            r.hf_repos.first().map(String::as_str).unwrap_or("ORG/REPO"),
            quant.unwrap_or("QUANT")
        )));
    };
    let path = Path::new(model);
    if path.is_file() {
        return file_set(path).map(|(kind, set)| (kind, None, set));
    }
    if path.is_dir() {
        return Ok(("directory", None, search_dir(path, quant, stem, warnings)?));
    }
    let looks_like_path = model.starts_with('/')
        || model.starts_with("./")
        || model.starts_with("../")
        || model.starts_with('~')
        || strip_suffix_ci(model, ".gguf").is_some()
        || model.matches('/').count() > 1;
    if looks_like_path {
        return Err(refuse(format!(
            "{model}: no such file or directory; place the GGUF there (a file, a directory of \
             shards, or a Hugging Face cache name such as ORG/REPO)"
        )));
    }
    let cache = hf_cache(req)?;
    let dir = if model.contains('/') {
        hf_repo_dir(&cache, model)?
    } else {
        hf_repo_by_name(&cache, model)?
    };
    let Some(dir) = dir else {
        let folder = format!("models--{}", model.replace('/', "--"));
        return Err(refuse(format!(
            "{model} is not a file, and not in the Hugging Face cache {}: expected \
             {}/{folder}/snapshots/<revision>/*.gguf; download it on a machine with network \
             (huggingface-cli download {model}), copy the cache here, or pass --model \
             /path/to/the.gguf",
            cache.display(),
            cache.display()
        )));
    };
    let repo = hf_repo_name(&dir).unwrap_or_else(|| model.clone());
    let (rev, snap) = hf_snapshot(&dir, &repo)?;
    let set = search_dir(&snap, quant, stem, warnings)?;
    Ok(("hf-cache", Some((repo, rev)), set))
}

fn hf_cache(req: &Request) -> Result<PathBuf, CompileError> {
    req.hf_cache.clone().ok_or_else(|| {
        refuse("no Hugging Face cache directory known (set HF_HUB_CACHE, HF_HOME or HOME)")
    })
}

/// `<cache>/models--org--repo` if it is there.
fn hf_repo_dir(cache: &Path, repo: &str) -> Result<Option<PathBuf>, CompileError> {
    if repo.split('/').count() != 2 || repo.split('/').any(|p| p.is_empty() || p == "..") {
        return Err(refuse(format!(
            "{repo:?} is not a Hugging Face repository name (ORG/REPO)"
        )));
    }
    let dir = cache.join(format!("models--{}", repo.replace('/', "--")));
    Ok(dir.is_dir().then_some(dir))
}

/// The one `<cache>/models--*--name` directory, if any; several are an error.
fn hf_repo_by_name(cache: &Path, name: &str) -> Result<Option<PathBuf>, CompileError> {
    let suffix = format!("--{name}");
    let mut found: Vec<PathBuf> = read_dir_sorted(cache)
        .into_iter()
        .filter(|p| {
            p.is_dir()
                && p.file_name().is_some_and(|n| {
                    let n = n.to_string_lossy();
                    n.starts_with("models--")
                        && (n.ends_with(&suffix) || n == format!("models--{name}"))
                })
        })
        .collect();
    match found.len() {
        0 => Ok(None),
        1 => Ok(found.pop()),
        _ => Err(refuse(format!(
            "{name} matches several repositories in the Hugging Face cache ({}); name one as \
             ORG/REPO",
            found
                .iter()
                .filter_map(|p| hf_repo_name(p))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

fn hf_repo_name(dir: &Path) -> Option<String> {
    let n = dir.file_name()?.to_string_lossy().into_owned();
    let rest = n.strip_prefix("models--")?;
    Some(rest.replacen("--", "/", 1))
}

/// The snapshot to use: `refs/main`'s, else the only one.
fn hf_snapshot(dir: &Path, repo: &str) -> Result<(String, PathBuf), CompileError> {
    let snaps = dir.join("snapshots");
    if let Ok(main) = std::fs::read_to_string(dir.join("refs/main")) {
        let rev = main.trim().to_string();
        let snap = snaps.join(&rev);
        if !rev.is_empty() && !rev.contains('/') && snap.is_dir() {
            return Ok((rev, snap));
        }
        return Err(refuse(format!(
            "{repo}: refs/main names revision {rev:?}, but {} is missing (an interrupted \
             download?); download it again",
            snap.display()
        )));
    }
    let mut all: Vec<PathBuf> = read_dir_sorted(&snaps)
        .into_iter()
        .filter(|p| p.is_dir())
        .collect();
    match all.len() {
        1 => {
            let snap = all.remove(0);
            let rev = snap
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            Ok((rev, snap))
        }
        0 => Err(refuse(format!(
            "{repo}: the cache has no snapshot under {}; download the model again",
            snaps.display()
        ))),
        n => Err(refuse(format!(
            "{repo}: {n} snapshots under {} and no refs/main to pick one; pass --model with the \
             snapshot directory you mean",
            snaps.display()
        ))),
    }
}

fn read_dir_sorted(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

/// A file, expanded to its shard set when its name is a shard's.
fn file_set(path: &Path) -> Result<(&'static str, Vec<PathBuf>), CompileError> {
    let (stem, shard) = file_stem_of(path);
    let Some((_, count)) = shard else {
        return Ok(("file", vec![path.to_path_buf()]));
    };
    let dir = path.parent().unwrap_or(Path::new("."));
    Ok(("shards", shard_paths(dir, &stem, count)?))
}

/// `dir/STEM-00001-of-NNNNN.gguf` … every one must exist.
fn shard_paths(dir: &Path, stem: &str, count: u32) -> Result<Vec<PathBuf>, CompileError> {
    if count == 0 {
        return Err(refuse(format!("{stem}: a shard set of 0 files")));
    }
    let mut out = Vec::new();
    for i in 1..=count {
        let p = dir.join(format!("{stem}-{i:05}-of-{count:05}.gguf"));
        if !p.is_file() {
            return Err(refuse(format!(
                "shard {i} of {count} is missing: expected {}; place every shard of the set \
                 beside the others",
                p.display()
            )));
        }
        out.push(p);
    }
    Ok(out)
}

/// The one file set under `dir` for the quant (or the stem), else an error naming what is there.
fn search_dir(
    dir: &Path,
    quant: Option<&str>,
    stem: Option<&str>,
    warnings: &mut Vec<String>,
) -> Result<Vec<PathBuf>, CompileError> {
    let mut files = Vec::new();
    walk(dir, 0, &mut files);
    files.retain(|p| is_gguf_name(p) && !is_projector(p));
    // Group by (directory, stem): a shard set is one group.
    let mut groups: Groups = BTreeMap::new();
    for p in files {
        let (s, shard) = file_stem_of(&p);
        let parent = p.parent().map(Path::to_path_buf).unwrap_or_default();
        groups.entry((parent, s)).or_default().push((p, shard));
    }
    if groups.is_empty() {
        return Err(refuse(format!(
            "no GGUF file under {}; place the model's .gguf file(s) there",
            dir.display()
        )));
    }
    let describe = |groups: &Groups| {
        groups
            .iter()
            .map(|((d, s), v)| {
                let rel = d.strip_prefix(dir).unwrap_or(d).join(s);
                if v.iter().any(|(_, sh)| sh.is_some()) {
                    format!("{} ({} shards)", rel.display(), v.len())
                } else {
                    format!("{}.gguf", rel.display())
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let all = describe(&groups);
    let by_tag = |s: &str, q: &str| name_quant(s).is_some_and(|n| n.eq_ignore_ascii_case(q));
    let mut stem = stem;
    if let (Some(want), Some(q)) = (stem, quant)
        && !groups.keys().any(|(_, s)| s.eq_ignore_ascii_case(want))
        && groups.keys().any(|(_, s)| by_tag(s, q))
    {
        // The repository names its files differently from the table: fall back to the quant
        // tag, which still matches whole names only.
        warnings.push(format!(
            "{}: no {want}.gguf; using the file whose name carries quant {q}",
            dir.display()
        ));
        stem = None;
    }
    let chosen: Vec<_> = groups
        .iter()
        .filter(|((_, s), _)| match (stem, quant) {
            (Some(want), _) => s.eq_ignore_ascii_case(want),
            (None, Some(q)) => by_tag(s, q),
            (None, None) => true,
        })
        .collect();
    let what = match (stem, quant) {
        (Some(s), _) => format!("the release's file {s}.gguf"),
        (None, Some(q)) => format!("quant {q}"),
        (None, None) => "a model".to_string(),
    };
    match chosen.len() {
        0 => Err(refuse(format!(
            "no GGUF for {what} under {} (found: {all}); place it there or ask for one of those",
            dir.display()
        ))),
        1 => {
            let ((d, s), members) = chosen[0];
            let sharded: Vec<_> = members.iter().filter_map(|(_, sh)| *sh).collect();
            if sharded.is_empty() {
                if members.len() != 1 {
                    return Err(refuse(format!(
                        "{s}: several files with one name under {}",
                        d.display()
                    )));
                }
                return Ok(vec![members[0].0.clone()]);
            }
            if sharded.len() != members.len() {
                return Err(refuse(format!(
                    "{}: both {s}.gguf and shards of it are there; keep one of the two",
                    d.display()
                )));
            }
            let count = sharded[0].1;
            if let Some((_, other)) = sharded.iter().find(|(_, n)| *n != count) {
                return Err(refuse(format!(
                    "{}: shards of {s} from two splits (of {count} and of {other}); keep one set",
                    d.display()
                )));
            }
            shard_paths(d, s, count)
        }
        _ => Err(refuse(format!(
            "several GGUFs for {what} under {} ({}); pass --model with the one you mean",
            dir.display(),
            describe(
                &chosen
                    .iter()
                    .map(|(k, v)| ((*k).clone(), (*v).clone()))
                    .collect()
            )
        ))),
    }
}

fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    for p in read_dir_sorted(dir) {
        let hidden = p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if hidden {
            continue;
        }
        if p.is_dir() {
            if depth + 1 < MAX_DEPTH {
                walk(&p, depth + 1, out);
            }
        } else if p.is_file() {
            out.push(p);
        }
    }
}

/// A gate or up matrix: name, type and row length.
type GateUp = (String, GgmlType, u64);

/// The expert gate/up matrices of a file, or (a dense model) its FFN gate/up matrices. These are
/// the tensors llama.cpp's quantizer keeps at the quant's base type.
fn gate_up(gguf: &GgufFile) -> Vec<GateUp> {
    let pick = |dense: bool| -> Vec<GateUp> {
        gguf.tensors()
            .iter()
            .filter(|t| t.name.ends_with(".weight"))
            .filter(|t| {
                if dense {
                    t.name.contains(".ffn_gate.") || t.name.contains(".ffn_up.")
                } else {
                    t.name.contains(".ffn_gate_exps.")
                        || t.name.contains(".ffn_up_exps.")
                        || t.name.contains(".ffn_gate_up_exps.")
                }
            })
            .map(|t| (t.name.clone(), t.ty, t.shape.first().copied().unwrap_or(0)))
            .collect()
    };
    let experts = pick(false);
    if experts.is_empty() {
        pick(true)
    } else {
        experts
    }
}

struct Checked {
    files: Vec<ResolvedFile>,
    quant: String,
    architecture: String,
}

/// One opened file's facts, before the quant is known.
struct Facts {
    path: PathBuf,
    bytes: u64,
    name_quant: Option<&'static str>,
    ftype: Option<u32>,
    gate_up: Vec<GateUp>,
    header_hash: String,
}

/// Opens every file of the set and applies the shard and quant guards.
fn check_set(
    set: &[PathBuf],
    quant: Option<&str>,
    warnings: &mut Vec<String>,
) -> Result<Checked, CompileError> {
    let n = set.len();
    let mut facts = Vec::with_capacity(n);
    let mut architecture: Option<String> = None;
    for (i, path) in set.iter().enumerate() {
        let gguf = GgufFile::open(path)
            .map_err(|e| refuse(format!("{}: {e}; it is not a usable GGUF", path.display())))?;
        if n > 1 {
            let count = gguf.get_u32("split.count")?;
            let no = gguf.get_u32("split.no")?;
            match (count, no) {
                (Some(c), Some(no)) if c as usize == n && no as usize == i => {}
                (Some(c), Some(no)) => {
                    return Err(refuse(format!(
                        "{}: its metadata says shard {} of {c} (split.no {no}), but its name \
                         says shard {} of {n}; it belongs to another split",
                        path.display(),
                        u64::from(no) + 1,
                        i + 1
                    )));
                }
                _ => {
                    return Err(refuse(format!(
                        "{}: named as shard {} of {n} but has no split.count/split.no metadata; \
                         it is not a llama.cpp shard",
                        path.display(),
                        i + 1
                    )));
                }
            }
        }
        match (gguf.get_str("general.architecture")?, &architecture) {
            (Some(a), None) => architecture = Some(a.to_string()),
            (Some(a), Some(prev)) if prev != a => {
                return Err(refuse(format!(
                    "{}: general.architecture {a:?}, but the first shard says {prev:?}; the \
                     shards come from different models",
                    path.display()
                )));
            }
            (None, None) => {
                return Err(refuse(format!(
                    "{}: no general.architecture in its metadata; not a model GGUF",
                    path.display()
                )));
            }
            _ => {}
        }
        facts.push(Facts {
            path: path.clone(),
            bytes: gguf.file_size(),
            name_quant: name_quant(&file_stem_of(path).0),
            ftype: gguf.get_u32("general.file_type")?,
            gate_up: gate_up(&gguf),
            header_hash: hex(&gguf.header_hash()),
        });
    }

    // The quant to hold every file to: the one asked for, else what the first file says of
    // itself (name, then file_type, then its gate/up type).
    let first = &facts[0];
    let effective: String = match quant {
        Some(q) => q.to_string(),
        None => first
            .name_quant
            .map(str::to_string)
            .or_else(|| first.ftype.and_then(ftype_name).map(str::to_string))
            .or_else(|| first.gate_up.first().map(|(_, t, _)| t.name().to_string()))
            .ok_or_else(|| {
                refuse(format!(
                    "{}: cannot tell its quant (no quant tag in the name, no general.file_type, \
                     no FFN matrices); pass --quant",
                    first.path.display()
                ))
            })?,
    };
    let spec = quant_spec(&effective).ok_or_else(|| {
        refuse(format!(
            "{}: quant {effective:?} is not one the resolver knows; pass --quant",
            first.path.display()
        ))
    })?;

    for f in &facts {
        let shown = f.path.display();
        match f.name_quant {
            Some(nq) if !nq.eq_ignore_ascii_case(spec.name) => {
                return Err(refuse(format!(
                    "{shown}: its name says {nq}, but the model is to be {}; a sibling quant's \
                     file must not be mixed in (pass the {} file, or --quant {nq})",
                    spec.name, spec.name
                )));
            }
            None if n == 1 && quant.is_some() => warnings.push(format!(
                "{shown}: its name carries no quant tag; checked as {} by its metadata only",
                spec.name
            )),
            _ => {}
        }
        if let Some(id) = f.ftype {
            match ftype_name(id) {
                Some(name) if !spec.ftypes.contains(&(id & !FTYPE_GUESSED)) => {
                    return Err(refuse(format!(
                        "{shown}: general.file_type is {name} ({id}), but the model is to be \
                         {}; the file's own metadata contradicts its name or the quant asked \
                         for",
                        spec.name
                    )));
                }
                Some(_) => {}
                None => warnings.push(format!(
                    "{shown}: general.file_type {id} is not one the resolver knows; checked by \
                     tensor types only"
                )),
            }
        }
        for (name, ty, ne0) in &f.gate_up {
            let fallback_ok =
                ne0 % 256 != 0 && spec.types.iter().any(|base| fallbacks(*base).contains(ty));
            if !spec.types.contains(ty) && !fallback_ok {
                return Err(refuse(format!(
                    "{shown}: tensor {name} is {}, but {} models keep their gate/up matrices in \
                     {}; this file holds another quant (a sibling quant's shard?)",
                    ty.name(),
                    spec.name,
                    spec.types
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join("/")
                )));
            }
        }
        if f.gate_up.is_empty() && n > 1 && f.ftype.is_none() {
            warnings.push(format!(
                "{shown}: holds no gate/up matrices; its quant is checked by its name only"
            ));
        }
    }

    let files = facts
        .into_iter()
        .map(|f| ResolvedFile {
            path: f.path,
            bytes: f.bytes,
            name_quant: f.name_quant,
            file_type: f
                .ftype
                .map(|id| ftype_name(id).map_or_else(|| format!("file_type {id}"), str::to_string)),
            gate_up_types: {
                let mut v: Vec<&'static str> = f.gate_up.iter().map(|(_, t, _)| t.name()).collect();
                v.sort_unstable();
                v.dedup();
                v
            },
            header_hash: f.header_hash,
        })
        .collect();
    Ok(Checked {
        files,
        quant: spec.name.to_string(),
        architecture: architecture.unwrap_or_default(),
    })
}

/// The directories a container must bind (at the same path, read-only) for `set`: each file's
/// directory as named and the directory of what it links to, without ones already under another.
fn mounts_for(set: &[PathBuf]) -> Result<Vec<PathBuf>, CompileError> {
    let mut dirs = Vec::new();
    for p in set {
        let abs = std::path::absolute(p).map_err(|source| CompileError::Io {
            path: p.clone(),
            source,
        })?;
        let real = std::fs::canonicalize(p).map_err(|source| CompileError::Io {
            path: p.clone(),
            source,
        })?;
        for f in [abs, real] {
            let d = normalize(f.parent().unwrap_or(Path::new("/")));
            if d.parent().is_none() {
                return Err(refuse(format!(
                    "{}: a model file directly under / cannot be mounted alone; move it into a \
                     directory",
                    p.display()
                )));
            }
            dirs.push(d);
        }
    }
    dirs.sort();
    dirs.dedup();
    let keep: Vec<PathBuf> = dirs
        .iter()
        .filter(|d| !dirs.iter().any(|o| o != *d && d.starts_with(o)))
        .cloned()
        .collect();
    for d in &keep {
        if d.to_str().is_none_or(|s| s.contains(['\n', ':', ','])) {
            return Err(refuse(format!(
                "{}: a directory whose name holds a newline, ':' or ',' cannot be mounted into \
                 a container; rename it",
                d.display()
            )));
        }
    }
    Ok(keep)
}

/// Removes `.` and resolves `..` lexically (the path is already absolute).
fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The compiler version plans are keyed by.
pub const COMPILER_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Where the plan for (`identity`, `arch`, this compiler) lives under `dir`, and whether the
/// plan there may be used. A plan is used only when it records exactly this GGUF (header hash
/// and size), this compiler version and the arch; anything else is recompiled, never used.
pub fn check_plan(dir: &Path, arch: &str, identity: &str, files: &[ResolvedFile]) -> PlanCheck {
    let short = identity.get(..16).unwrap_or(identity);
    let path = dir
        .join(format!("{short}-{arch}-{COMPILER_VERSION}"))
        .join("plan.bin");
    let state = plan_state(&path, arch, identity, files);
    PlanCheck { path, state }
}

fn plan_state(path: &Path, arch: &str, identity: &str, files: &[ResolvedFile]) -> PlanState {
    if files.len() != 1 {
        return PlanState::Unsupported(format!(
            "stratac compiles single-file GGUFs and this model is {} shards; merge them first \
             (llama-gguf-split --merge {} MERGED.gguf) and pass the merged file",
            files.len(),
            files
                .first()
                .map(|f| f.path.display().to_string())
                .unwrap_or_default()
        ));
    }
    if !path.exists() {
        return PlanState::Missing;
    }
    let plan = match Plan::read(path) {
        Ok(p) => p,
        Err(e) => return PlanState::Stale(format!("unreadable plan ({e})")),
    };
    let p = &plan.provenance;
    let recorded = p.header_hash_hex();
    if recorded != identity {
        return PlanState::Stale(format!(
            "foreign plan: compiled from another GGUF (header sha256 {}…, this model's is {}…)",
            recorded.get(..16).unwrap_or(&recorded),
            identity.get(..16).unwrap_or(identity)
        ));
    }
    if p.gguf_size != files[0].bytes {
        return PlanState::Stale(format!(
            "foreign plan: compiled from a GGUF of {} bytes, this one has {}",
            p.gguf_size, files[0].bytes
        ));
    }
    if p.compiler_version != COMPILER_VERSION {
        return PlanState::Stale(format!(
            "stale plan: compiled by stratac {}, this is stratac {COMPILER_VERSION}",
            p.compiler_version
        ));
    }
    if !plan.targets.iter().any(|t| t == arch) {
        return PlanState::Stale(format!(
            "stale plan: compiled for {}, not {arch}",
            plan.targets.join(",")
        ));
    }
    PlanState::Fresh
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_quant_matches_at_boundaries_only() {
        assert_eq!(name_quant("Qwen3-30B-A3B-Q4_K_M"), Some("Q4_K_M"));
        assert_eq!(name_quant("Qwen3-30B-A3B-UD-Q4_K_XL"), Some("Q4_K_XL"));
        assert_eq!(name_quant("gpt-oss-20b-MXFP4"), Some("MXFP4"));
        assert_eq!(name_quant("model.q8_0"), Some("Q8_0"));
        assert_eq!(name_quant("model_IQ4_XS"), Some("IQ4_XS"));
        assert_eq!(name_quant("Qwen3-30B-A3B-BF16"), Some("BF16"));
        // Q4_K never matches inside Q4_K_M, nor Q4 inside IQ4_XS, nor F16 inside BF16.
        assert_ne!(name_quant("x-Q4_K_M"), Some("Q4_K"));
        assert_eq!(name_quant("x-IQ4_XS"), Some("IQ4_XS"));
        assert_eq!(name_quant("Q4_K_Mx"), None);
        assert_eq!(name_quant("plain-model"), None);
    }

    #[test]
    fn shard_names_split_into_stem_and_position() {
        assert_eq!(
            split_shard("M-Q8_0-00002-of-00003"),
            Some(("M-Q8_0".to_string(), Some((2, 3))))
        );
        assert_eq!(split_shard("M-Q8_0-2-of-3"), None);
        assert_eq!(split_shard("-00001-of-00002"), None);
        assert_eq!(
            file_stem_of(Path::new("/a/M-00001-of-00002.GGUF")),
            ("M".to_string(), Some((1, 2)))
        );
        assert_eq!(
            file_stem_of(Path::new("/a/M.gguf")),
            ("M".to_string(), None)
        );
    }

    #[test]
    fn every_ftype_name_is_a_known_quant_carrying_that_ftype() {
        for id in 0..64 {
            if let Some(name) = ftype_name(id) {
                let spec = quant_spec(name).expect("canonical names are known quants");
                assert!(spec.ftypes.contains(&id), "{name} does not list {id}");
            }
        }
        assert_eq!(ftype_name(15 | FTYPE_GUESSED), Some("Q4_K_M"));
    }
}
