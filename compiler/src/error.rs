//! The compiler crate's one error type, [`CompileError`].
//!
//! Every failure names what went wrong and, for file parsing, where: the absolute byte offset in
//! the file at which the offending field starts. Other compiler modules add their own variants
//! here rather than defining a second error type.

use std::path::PathBuf;

use strata_ir::{GgmlType, IrError};

/// Everything that can go wrong inside `strata-compiler`.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// Opening, mapping or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    // ---- GGUF structure ----
    /// The file does not start with the `GGUF` magic.
    #[error("not a GGUF file: magic is {found:?}, expected \"GGUF\"")]
    BadMagic { found: String },
    /// A GGUF version this reader does not handle (only 2 and 3 are; 1 used 32-bit counts).
    #[error("unsupported GGUF version {version} at offset 4 (supported: 2, 3){hint}")]
    UnsupportedVersion { version: u32, hint: &'static str },
    /// A field extends past the end of the file.
    #[error(
        "truncated file: {what} at offset {offset} needs {need} bytes, only {remaining} remain"
    )]
    Truncated {
        what: String,
        offset: u64,
        need: u64,
        remaining: u64,
    },
    /// A length or count that exceeds what the reader accepts (or what the file could hold).
    #[error("{what} at offset {offset} is {len}, more than the limit {limit}")]
    TooLarge {
        what: String,
        offset: u64,
        len: u64,
        limit: u64,
    },
    /// A metadata value type id that GGUF does not define.
    #[error("metadata key {key:?}: unknown value type {id} at offset {offset}")]
    BadValueType { key: String, id: u32, offset: u64 },
    /// Arrays nested deeper than the reader accepts.
    #[error("metadata key {key:?}: arrays nested deeper than {limit} at offset {offset}")]
    NestingTooDeep {
        key: String,
        limit: u32,
        offset: u64,
    },
    /// A string (key, value or tensor name) that is not valid UTF-8.
    #[error("{what} at offset {offset} is not valid UTF-8")]
    InvalidUtf8 { what: String, offset: u64 },
    /// A bool byte other than 0 or 1.
    #[error("metadata key {key:?}: bool byte {byte} at offset {offset} is neither 0 nor 1")]
    BadBool { key: String, byte: u8, offset: u64 },
    /// The same metadata key appears twice.
    #[error("duplicate metadata key {key:?} at offset {offset}")]
    DuplicateKey { key: String, offset: u64 },
    /// `general.alignment` has the wrong type or is not a non-zero power of two.
    #[error("general.alignment must be a u32 power of two, got {value}")]
    BadAlignment { value: String },
    /// The same tensor name appears twice.
    #[error("duplicate tensor name {name:?} at offset {offset}")]
    DuplicateTensor { name: String, offset: u64 },
    /// A tensor with more dimensions than ggml supports (4).
    #[error("tensor {name:?}: {n_dims} dimensions at offset {offset}, at most 4 are allowed")]
    TooManyDims {
        name: String,
        n_dims: u32,
        offset: u64,
    },
    /// A tensor dimension or element count that does not fit ggml's signed 64-bit sizes.
    #[error("tensor {name:?}: element count overflows at offset {offset} (shape {shape:?})")]
    ElementCountOverflow {
        name: String,
        shape: Vec<u64>,
        offset: u64,
    },
    /// A tensor type id that ggml does not define.
    #[error("tensor {name:?}: unknown ggml type id {id} at offset {offset}")]
    UnknownTensorType { name: String, id: u32, offset: u64 },
    /// A row length that is not a whole number of blocks of the tensor's type.
    #[error(
        "tensor {name:?}: row length {ne0} is not a multiple of {ty}'s block size {block} (offset {offset})"
    )]
    RowNotBlockMultiple {
        name: String,
        ty: GgmlType,
        ne0: u64,
        block: usize,
        offset: u64,
    },
    /// A tensor data offset that is not a multiple of the file's alignment.
    #[error(
        "tensor {name:?}: data offset {data_offset} is not a multiple of the alignment {alignment}"
    )]
    TensorMisaligned {
        name: String,
        data_offset: u64,
        alignment: u64,
    },
    /// A tensor whose bytes extend past the end of the file.
    #[error(
        "tensor {name:?}: bytes [{start}, {end}) (absolute file offsets) extend past the end of the file ({file_size} bytes)"
    )]
    TensorOutOfBounds {
        name: String,
        start: u64,
        end: u64,
        file_size: u64,
    },

    // ---- Using a parsed file ----
    /// A metadata key holds a value of a different type than the caller needs.
    #[error("metadata key {key:?} has type {got}, expected {expected}")]
    MetadataType {
        key: String,
        expected: &'static str,
        got: String,
    },
    /// A required metadata key is absent.
    #[error("metadata key {key:?} is missing")]
    MissingKey { key: String },
    /// A tensor the caller asked for by name does not exist.
    #[error("no tensor named {name:?} in the file")]
    TensorNotFound { name: String },

    // ---- GGUF writer ----
    /// The writer was given inconsistent input (duplicate names, byte counts that do not match the
    /// shape, and the like).
    #[error("GGUF writer: {0}")]
    Writer(String),

    // ---- synth ----
    /// An unknown `synth` preset.
    #[error("unknown preset {name:?} (known: {known})")]
    UnknownPreset { name: String, known: String },
    /// A weight type `synth --quant` cannot produce.
    #[error("cannot synthesize weights of type {ty}: {reason}")]
    SynthQuant { ty: String, reason: String },

    // ---- frontends, passes, plan emission ----
    /// `general.architecture` names an architecture no frontend lowers.
    #[error("unsupported architecture {arch:?} (supported: {supported})")]
    UnsupportedArch { arch: String, supported: String },
    /// A supported architecture using a feature its frontend does not implement.
    #[error("{arch}: unsupported feature: {feature}")]
    UnsupportedFeature { arch: String, feature: String },
    /// A model whose hyperparameters or tensors contradict each other.
    #[error("{arch}: invalid model: {msg}")]
    BadModel { arch: String, msg: String },
    /// `--dump-after` names no pass of the pipeline.
    #[error("unknown pass {name:?} (passes: {passes})")]
    UnknownPass { name: String, passes: String },
    /// A `--arch` value that is not a target, or a target this build cannot generate code for.
    #[error("target {arch:?}: {reason}")]
    UnsupportedTarget { arch: String, reason: String },
    /// The verifier rejected the graph a pass produced.
    #[error("after pass {pass}: {source}")]
    PassBroke {
        pass: &'static str,
        #[source]
        source: IrError,
    },
    /// A calibration table that does not parse or does not fit the targets.
    #[error("calibration table {path}: {msg}")]
    Calibration { path: PathBuf, msg: String },

    // ---- model resolution (`stratac resolve`) ----
    /// A model the resolver refuses: missing, ambiguous, or not the quant asked for.
    #[error("{0}")]
    Resolve(String),

    /// Quantization or dequantization failed.
    #[error(transparent)]
    Quant(#[from] IrError),
}
