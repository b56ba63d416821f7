//! `STRCS1` router-score traces: what the router picked and its full logit rows, per layer and
//! forward pass, written during a run (`STRATA_DUMP_ROUTER_SCORES=PATH`) and replayed offline by
//! `strata-rt car-estimate`.
//!
//! Format (DESIGN.md, little endian, packed): a 23-byte header — magic `STRCS1\n`, u32 version = 1,
//! n_layers, n_expert, flags = 0 — then records `u32 layer, u32 n_tok, u32 k, i32 ids[n_tok·k],
//! f32 logits[n_tok·n_expert]`, where ids are the router's own picks before any substitution.
//! A run killed mid-write leaves a partial last record: readers drop it with a warning and report
//! it. Anything else that does not fit the format (magic, version, flags, a layer, k or id out of
//! range, an absurd token count) is an error naming the record.

use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use crate::error::RuntimeError;

/// The file's first seven bytes.
pub const TRACE_MAGIC: &[u8; 7] = b"STRCS1\n";
/// The only version written and read.
pub const TRACE_VERSION: u32 = 1;
/// Header bytes: magic + four u32.
pub const TRACE_HEADER_BYTES: usize = 23;
/// Most tokens one record may hold (a prompt chunk is far below this; more is corruption).
pub const MAX_TRACE_TOKENS: u32 = 1 << 16;
/// Most experts per layer a trace may describe.
pub const MAX_TRACE_EXPERTS: u32 = 1 << 16;
/// Environment variable naming the file a run writes its trace to.
pub const ENV_DUMP_ROUTER_SCORES: &str = "STRATA_DUMP_ROUTER_SCORES";

/// The geometry every record of a trace shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceHeader {
    /// Layers of the model (record layers are below this).
    pub n_layers: u32,
    /// Experts per layer (the logit rows' length).
    pub n_expert: u32,
}

impl TraceHeader {
    fn check(&self) -> Result<(), String> {
        if self.n_layers == 0 {
            return Err("n_layers is 0".to_owned());
        }
        if self.n_expert == 0 || self.n_expert > MAX_TRACE_EXPERTS {
            return Err(format!(
                "n_expert {} is not in 1..={MAX_TRACE_EXPERTS}",
                self.n_expert
            ));
        }
        Ok(())
    }
}

/// One layer of one forward pass.
#[derive(Debug, Clone, PartialEq)]
pub struct TraceRecord {
    /// Layer index.
    pub layer: u32,
    /// Tokens in the pass.
    pub n_tok: u32,
    /// Picks per token.
    pub k: u32,
    /// `n_tok × k` router picks.
    pub ids: Vec<i32>,
    /// `n_tok × n_expert` router logits.
    pub logits: Vec<f32>,
}

impl TraceRecord {
    /// Token `t`'s picks and logit row (`None` past the record's tokens or for a record whose
    /// vectors do not have its shape).
    pub fn token(&self, t: usize) -> Option<(&[i32], &[f32])> {
        let (k, n_tok) = (self.k as usize, self.n_tok as usize);
        if t >= n_tok || self.ids.len() != n_tok * k || !self.logits.len().is_multiple_of(n_tok) {
            return None;
        }
        let ne = self.logits.len() / n_tok;
        Some((
            &self.ids[t * k..(t + 1) * k],
            &self.logits[t * ne..(t + 1) * ne],
        ))
    }
}

/// Checks one record's shape against the header (shared by the writer and the reader).
fn check_record(h: &TraceHeader, layer: u32, n_tok: u32, k: u32) -> Result<(), String> {
    if layer >= h.n_layers {
        return Err(format!("layer {layer} ≥ n_layers {}", h.n_layers));
    }
    if k == 0 || k > h.n_expert {
        return Err(format!("k = {k} is not in 1..={} (n_expert)", h.n_expert));
    }
    if n_tok == 0 || n_tok > MAX_TRACE_TOKENS {
        return Err(format!("n_tok = {n_tok} is not in 1..={MAX_TRACE_TOKENS}"));
    }
    Ok(())
}

fn check_ids(h: &TraceHeader, ids: &[i32]) -> Result<(), String> {
    match ids.iter().position(|&e| e < 0 || e as u32 >= h.n_expert) {
        Some(i) => Err(format!(
            "pick {i} is expert {} (n_expert {})",
            ids[i], h.n_expert
        )),
        None => Ok(()),
    }
}

/// A buffered trace writer. Dropping it flushes what it can; [`Self::finish`] reports errors.
pub struct TraceWriter<W: Write> {
    out: BufWriter<W>,
    header: TraceHeader,
    name: PathBuf,
    records: u64,
}

impl TraceWriter<File> {
    /// Creates (truncates) `path` and writes the header.
    pub fn create(path: &Path, header: TraceHeader) -> Result<Self, RuntimeError> {
        let f = File::create(path).map_err(|source| RuntimeError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        TraceWriter::new(f, path, header)
    }

    /// A writer for `$STRATA_DUMP_ROUTER_SCORES` when it names a file (empty = unset).
    pub fn from_env(header: TraceHeader) -> Result<Option<Self>, RuntimeError> {
        Self::from_env_with(header, |k| std::env::var(k).ok())
    }

    /// [`Self::from_env`] with the environment read through `env`.
    pub fn from_env_with(
        header: TraceHeader,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, RuntimeError> {
        match env(ENV_DUMP_ROUTER_SCORES).filter(|p| !p.is_empty()) {
            Some(p) => TraceWriter::create(Path::new(&p), header).map(Some),
            None => Ok(None),
        }
    }
}

impl<W: Write> TraceWriter<W> {
    /// Writes the header to `out`; `name` labels errors.
    pub fn new(
        out: W,
        name: impl Into<PathBuf>,
        header: TraceHeader,
    ) -> Result<Self, RuntimeError> {
        let name = name.into();
        header
            .check()
            .map_err(|m| RuntimeError::Experts(format!("trace {}: {m}", name.display())))?;
        let mut w = TraceWriter {
            out: BufWriter::new(out),
            header,
            name,
            records: 0,
        };
        let mut h = [0u8; TRACE_HEADER_BYTES];
        h[..7].copy_from_slice(TRACE_MAGIC);
        for (i, v) in [TRACE_VERSION, header.n_layers, header.n_expert, 0]
            .into_iter()
            .enumerate()
        {
            h[7 + 4 * i..11 + 4 * i].copy_from_slice(&v.to_le_bytes());
        }
        w.put(&h)?;
        Ok(w)
    }

    fn put(&mut self, bytes: &[u8]) -> Result<(), RuntimeError> {
        self.out
            .write_all(bytes)
            .map_err(|source| RuntimeError::Io {
                path: self.name.clone(),
                source,
            })
    }

    /// The header written.
    pub fn header(&self) -> TraceHeader {
        self.header
    }

    /// Records written so far.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// Appends one record: `ids` are the router's `n_tok × k` picks, `logits` its
    /// `n_tok × n_expert` rows. Refuses (writing nothing) a record that does not fit the header.
    pub fn write_record(
        &mut self,
        layer: u32,
        k: u32,
        ids: &[i32],
        logits: &[f32],
    ) -> Result<(), RuntimeError> {
        let ne = self.header.n_expert as usize;
        let n_tok = logits.len() / ne;
        let shape = if k == 0 || !logits.len().is_multiple_of(ne) || ids.len() != n_tok * k as usize
        {
            Err(format!(
                "{} ids and {} logits are not n_tok × {k} picks and n_tok × {ne} logits",
                ids.len(),
                logits.len()
            ))
        } else {
            let n_tok = u32::try_from(n_tok).unwrap_or(u32::MAX);
            check_record(&self.header, layer, n_tok, k).and_then(|()| check_ids(&self.header, ids))
        };
        shape.map_err(|m| {
            RuntimeError::Experts(format!(
                "trace {}: record {}: {m}",
                self.name.display(),
                self.records
            ))
        })?;
        let mut head = [0u8; 12];
        for (i, v) in [layer, n_tok as u32, k].into_iter().enumerate() {
            head[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
        }
        self.put(&head)?;
        for &id in ids {
            self.put(&id.to_le_bytes())?;
        }
        for &l in logits {
            self.put(&l.to_le_bytes())?;
        }
        self.records += 1;
        Ok(())
    }

    /// Flushes and returns the underlying writer.
    pub fn finish(self) -> Result<W, RuntimeError> {
        let name = self.name;
        self.out.into_inner().map_err(|e| RuntimeError::Io {
            path: name,
            source: e.into_error(),
        })
    }
}

/// The partial final record a reader dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Truncation {
    /// Index of the dropped record (= the number of whole records before it).
    pub record: u64,
    /// Bytes of it that were present.
    pub bytes: u64,
}

/// Streams the records of a trace. Iterating yields `Result`s and stops after the first error.
pub struct TraceReader<R: Read> {
    input: R,
    header: TraceHeader,
    name: PathBuf,
    records: u64,
    truncated: Option<Truncation>,
    done: bool,
    warn: bool,
    buf: Vec<u8>,
}

/// Reads until `buf` is full or the input ends; returns the bytes read.
fn read_full(input: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match input.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(m) => n += m,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

impl TraceReader<BufReader<File>> {
    /// Opens `path` and reads its header.
    pub fn open(path: &Path) -> Result<Self, RuntimeError> {
        let f = File::open(path).map_err(|source| RuntimeError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        TraceReader::new(BufReader::new(f), path)
    }
}

impl<R: Read> TraceReader<R> {
    /// Reads the header from `input`; `name` labels errors and the truncation warning.
    pub fn new(mut input: R, name: impl Into<PathBuf>) -> Result<Self, RuntimeError> {
        let name = name.into();
        let bad = |m: String| RuntimeError::Experts(format!("trace {}: {m}", name.display()));
        let mut h = [0u8; TRACE_HEADER_BYTES];
        let n = read_full(&mut input, &mut h).map_err(|source| RuntimeError::Io {
            path: name.clone(),
            source,
        })?;
        let m = n.min(TRACE_MAGIC.len());
        if h[..m] != TRACE_MAGIC[..m] {
            return Err(bad(format!(
                "not an STRCS1 trace (magic {:?})",
                String::from_utf8_lossy(&h[..m])
            )));
        }
        if n < TRACE_HEADER_BYTES {
            return Err(bad(format!(
                "truncated header: {n} of {TRACE_HEADER_BYTES} bytes"
            )));
        }
        let u = |i: usize| u32::from_le_bytes([h[i], h[i + 1], h[i + 2], h[i + 3]]);
        let (version, flags) = (u(7), u(19));
        if version != TRACE_VERSION {
            return Err(bad(format!(
                "version {version}; this runtime reads version {TRACE_VERSION}"
            )));
        }
        if flags != 0 {
            return Err(bad(format!("flags {flags:#x}; version 1 defines none")));
        }
        let header = TraceHeader {
            n_layers: u(11),
            n_expert: u(15),
        };
        header.check().map_err(bad)?;
        Ok(TraceReader {
            input,
            header,
            name,
            records: 0,
            truncated: None,
            done: false,
            warn: true,
            buf: Vec::new(),
        })
    }

    /// Do not log the truncation warning (it is still reported by [`Self::truncated`]); for a
    /// second pass over a file already warned about.
    pub fn quiet(mut self) -> Self {
        self.warn = false;
        self
    }

    /// The trace's geometry.
    pub fn header(&self) -> TraceHeader {
        self.header
    }

    /// Whole records read so far.
    pub fn records_read(&self) -> u64 {
        self.records
    }

    /// The dropped partial final record, once the reader has reached it.
    pub fn truncated(&self) -> Option<Truncation> {
        self.truncated
    }

    fn bad(&self, m: String) -> RuntimeError {
        RuntimeError::Experts(format!(
            "trace {}: record {}: {m}",
            self.name.display(),
            self.records
        ))
    }

    fn drop_partial(&mut self, bytes: u64) -> Result<Option<TraceRecord>, RuntimeError> {
        let t = Truncation {
            record: self.records,
            bytes,
        };
        if self.warn {
            tracing::warn!(
                "trace {}: dropped a truncated final record ({} bytes of record {}); {} whole records read",
                self.name.display(),
                t.bytes,
                t.record,
                self.records
            );
        }
        self.truncated = Some(t);
        self.done = true;
        Ok(None)
    }

    /// The next record; `None` at the end (or after a dropped partial record).
    pub fn next_record(&mut self) -> Result<Option<TraceRecord>, RuntimeError> {
        if self.done {
            return Ok(None);
        }
        let io = |name: &Path| {
            let path = name.to_path_buf();
            move |source| RuntimeError::Io { path, source }
        };
        let mut head = [0u8; 12];
        let n = read_full(&mut self.input, &mut head).map_err(io(&self.name))?;
        if n == 0 {
            self.done = true;
            return Ok(None);
        }
        if n < head.len() {
            return self.drop_partial(n as u64);
        }
        let u = |i: usize| u32::from_le_bytes([head[i], head[i + 1], head[i + 2], head[i + 3]]);
        let (layer, n_tok, k) = (u(0), u(4), u(8));
        if let Err(m) = check_record(&self.header, layer, n_tok, k) {
            self.done = true;
            return Err(self.bad(m));
        }
        let n_ids = n_tok as usize * k as usize;
        let n_logits = n_tok as usize * self.header.n_expert as usize;
        let want = 4 * (n_ids + n_logits) as u64;
        // `take` + `read_to_end` grows the buffer with the bytes that really arrive, so a
        // corrupt header promising gigabytes cannot make the reader allocate them.
        self.buf.clear();
        let got = (&mut self.input)
            .take(want)
            .read_to_end(&mut self.buf)
            .map_err(io(&self.name))? as u64;
        if got < want {
            return self.drop_partial(12 + got);
        }
        let word = |c: &[u8]| [c[0], c[1], c[2], c[3]];
        let (id_bytes, logit_bytes) = self.buf.split_at(4 * n_ids);
        let ids: Vec<i32> = id_bytes
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes(word(c)))
            .collect();
        if let Err(m) = check_ids(&self.header, &ids) {
            self.done = true;
            return Err(self.bad(m));
        }
        let logits = logit_bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(word(c)))
            .collect();
        self.records += 1;
        Ok(Some(TraceRecord {
            layer,
            n_tok,
            k,
            ids,
            logits,
        }))
    }
}

impl<R: Read> Iterator for TraceReader<R> {
    type Item = Result<TraceRecord, RuntimeError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.next_record() {
            Ok(r) => r.map(Ok),
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

/// A whole trace in memory.
#[derive(Debug, Clone, PartialEq)]
pub struct Trace {
    /// The geometry.
    pub header: TraceHeader,
    /// Every whole record, in file order.
    pub records: Vec<TraceRecord>,
    /// The partial final record that was dropped, if any.
    pub truncated: Option<Truncation>,
}

/// Reads all of `path`.
pub fn read_trace(path: &Path) -> Result<Trace, RuntimeError> {
    let mut r = TraceReader::open(path)?;
    let mut records = Vec::new();
    while let Some(rec) = r.next_record()? {
        records.push(rec);
    }
    Ok(Trace {
        header: r.header(),
        records,
        truncated: r.truncated(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> TraceHeader {
        TraceHeader {
            n_layers: 2,
            n_expert: 4,
        }
    }

    #[test]
    fn header_is_23_packed_bytes() {
        let w = TraceWriter::new(Vec::new(), "mem", header()).expect("writer");
        let b = w.finish().expect("flush");
        assert_eq!(b.len(), TRACE_HEADER_BYTES);
        assert_eq!(&b[..7], b"STRCS1\n");
        assert_eq!(&b[7..11], &1u32.to_le_bytes());
        assert_eq!(&b[11..15], &2u32.to_le_bytes());
        assert_eq!(&b[15..19], &4u32.to_le_bytes());
        assert_eq!(&b[19..23], &0u32.to_le_bytes());
    }

    #[test]
    fn writer_refuses_records_that_do_not_fit() {
        let mut w = TraceWriter::new(Vec::new(), "mem", header()).expect("writer");
        assert!(w.write_record(2, 1, &[0], &[0.0; 4]).is_err());
        assert!(w.write_record(0, 1, &[4], &[0.0; 4]).is_err());
        assert!(w.write_record(0, 2, &[0], &[0.0; 4]).is_err());
        assert!(w.write_record(0, 1, &[0], &[0.0; 5]).is_err());
        assert!(w.write_record(0, 0, &[], &[0.0; 4]).is_err());
        assert!(w.write_record(0, 5, &[0; 5], &[0.0; 4]).is_err());
        assert_eq!(w.records(), 0);
        let b = w.finish().expect("flush");
        assert_eq!(b.len(), TRACE_HEADER_BYTES);
    }

    #[test]
    fn from_env_with_an_empty_value_writes_nothing() {
        let w = TraceWriter::from_env_with(header(), |_| Some(String::new())).expect("ok");
        assert!(w.is_none());
    }
}
