//! The tokenizer: text to token ids and back, built from the plan's [`TokenizerSpec`] (the
//! GGUF's `tokenizer.*` metadata), behaving exactly like llama.cpp's tokenizer.
//!
//! Two vocabulary models are supported:
//! * `gpt2`: byte-level BPE with the Qwen2, Llama 3 or o200k (GPT-4o, gpt-oss) pre-tokenizer
//!   ([`pretok`], [`bpe`]);
//! * `llama`: SentencePiece with scores, byte fallback `<0xXX>` and `▁` for spaces ([`spm`]).
//!
//! Encoding first cuts the text around special tokens (control, user-defined and unknown
//! tokens, longest first). User-defined tokens are always recognised; control and unknown
//! tokens only when `parse_special` is set, otherwise their text is tokenized like any other.
//! With `add_special`, BOS/EOS are added as the vocabulary asks (`add_bos`/`add_eos`, with
//! llama.cpp's per-model defaults when the GGUF says nothing).
//!
//! Decoding follows `llama_detokenize`: per-token pieces (control tokens only with
//! `special`), the SentencePiece leading space removed from the first token, and, for the
//! vocabularies that ask for it, Hugging Face's `clean_up_tokenization_spaces` passes.
//! [`StreamDecoder`] decodes incrementally without splitting a UTF-8 character.
//!
//! Not supported (a clear error at construction): other tokenizer models (WPM, UGM, RWKV) and
//! pre-tokenizers other than the Qwen2, Llama 3 and o200k families. The SentencePiece leading space
//! follows `tokenizer.ggml.add_space_prefix` when the GGUF sets it (llama.cpp's default, on,
//! otherwise).

pub mod bpe;
pub mod pretok;
pub mod spm;
pub mod stream;
pub mod unicode;

use std::collections::{BTreeSet, HashMap};

use strata_ir::plan::TokenizerSpec;

use crate::error::RuntimeError;
pub use pretok::PreTokenizer;
pub use stream::StreamDecoder;

/// Token attribute bits (the same meaning as llama.cpp's `llama_token_attr`).
pub mod attr {
    pub const UNDEFINED: u32 = 0;
    pub const UNKNOWN: u32 = 1 << 0;
    pub const UNUSED: u32 = 1 << 1;
    pub const NORMAL: u32 = 1 << 2;
    pub const CONTROL: u32 = 1 << 3;
    pub const USER_DEFINED: u32 = 1 << 4;
    pub const BYTE: u32 = 1 << 5;
}

/// Token texts that mark the end of a turn or of generation in common vocabularies. The peer
/// treats them as control tokens and as end-of-generation even when the GGUF types them as
/// normal.
const EOG_TEXTS: &[&str] = &[
    "<|eot_id|>",
    "<|im_end|>",
    "<|end|>",
    "<|return|>",
    "<|call|>",
    "<|flush|>",
    "<|calls|>",
    "<end_of_turn>",
    "<|endoftext|>",
    "</s>",
    "<|eom_id|>",
    "<EOT>",
    "_<EOT>",
    "[EOT]",
    "[EOS]",
    "<|end_of_text|>",
    "<end_of_utterance>",
    "<eos>",
    "<turn|>",
    "<|tool_response>",
    "<｜end▁of▁sentence｜>",
    "[e~[",
];

/// Texts from which an end-of-turn token is inferred when the GGUF names none.
const EOT_TEXTS: &[&str] = &[
    "<|eot_id|>",
    "<|im_end|>",
    "<|end|>",
    "<end_of_turn>",
    "<|endoftext|>",
    "<|end_of_text|>",
    "<EOT>",
    "_<EOT>",
    "[EOT]",
    "<｜end▁of▁sentence｜>",
    "<end_of_utterance>",
];

/// Fill-in-the-middle and similar marker texts the peer promotes to control tokens.
const FIM_TEXTS: &[&str] = &[
    "<|fim_prefix|>",
    "<fim-prefix>",
    "<fim_prefix>",
    "<｜fim▁begin｜>",
    "<PRE>",
    "▁<PRE>",
    "<|code_prefix|>",
    "<|prefix|>",
    "<|fim_suffix|>",
    "<fim-suffix>",
    "<fim_suffix>",
    "<｜fim▁hole｜>",
    "<SUF>",
    "▁<SUF>",
    "<|code_suffix|>",
    "<|suffix|>",
    "<|fim_middle|>",
    "<fim-middle>",
    "<fim_middle>",
    "<｜fim▁end｜>",
    "<MID>",
    "▁<MID>",
    "<|code_middle|>",
    "<|middle|>",
    "<|fim_pad|>",
    "<fim-pad>",
    "<fim_pad>",
    "<PAD>",
    "[PAD]",
    "<|fim_repo|>",
    "<|repo_name|>",
    "<fim-repo>",
    "<REPO>",
    "<reponame>",
    "<|file_sep|>",
];

/// FIM pad/repo/separator texts, which also end generation.
const FIM_EOG_TEXTS: &[&str] = &[
    "<|fim_pad|>",
    "<fim-pad>",
    "<fim_pad>",
    "<PAD>",
    "[PAD]",
    "<|fim_repo|>",
    "<|repo_name|>",
    "<fim-repo>",
    "<REPO>",
    "<reponame>",
    "<|file_sep|>",
];

/// Which algorithm turns a text fragment into ids.
#[derive(Debug)]
enum Model {
    Bpe {
        pre: PreTokenizer,
        merges: bpe::Merges,
        /// Llama 3 vocabularies look a whole word up before merging.
        ignore_merges: bool,
        /// GPT-2 byte alphabet and its inverse.
        byte_to_char: Box<[char; 256]>,
        char_to_byte: HashMap<char, u8>,
    },
    Spm,
}

#[derive(Debug)]
struct TokenData {
    text: String,
    score: f32,
    attr: u32,
}

/// A loaded vocabulary; cheap to share behind a reference, all methods take `&self`.
#[derive(Debug)]
pub struct Tokenizer {
    model: Model,
    tokens: Vec<TokenData>,
    ids: HashMap<Box<[u8]>, u32>,
    /// Special tokens in matching order: longest text first, then lowest id.
    special: Vec<u32>,
    /// Each token's piece as `token_to_piece(id, special = true)` gives it.
    pieces: Vec<Vec<u8>>,
    bos: Option<u32>,
    eos: Option<u32>,
    eot: Option<u32>,
    unk: Option<u32>,
    pad: Option<u32>,
    add_bos: bool,
    add_eos: bool,
    add_space_prefix: bool,
    clean_spaces: bool,
    eog: BTreeSet<u32>,
    byte_tokens: [Option<u32>; 256],
}

fn err(msg: impl Into<String>) -> RuntimeError {
    RuntimeError::Tokenizer(msg.into())
}

impl Tokenizer {
    /// Builds the tokenizer the plan describes. Errors name the problem: an unsupported model
    /// or pre-tokenizer, an empty or duplicated vocabulary entry set, length mismatches, or
    /// `add_bos`/`add_eos` without the token to add.
    pub fn from_spec(spec: &TokenizerSpec) -> Result<Self, RuntimeError> {
        let n = spec.tokens.len();
        if n == 0 {
            return Err(err("the vocabulary has no tokens"));
        }
        if u32::try_from(n).is_err() {
            return Err(err(format!(
                "the vocabulary has {n} tokens, more than u32 ids"
            )));
        }
        if !spec.token_types.is_empty() && spec.token_types.len() < n {
            return Err(err(format!(
                "{} token types for {n} tokens",
                spec.token_types.len()
            )));
        }
        if !spec.scores.is_empty() && spec.scores.len() < n {
            return Err(err(format!("{} scores for {n} tokens", spec.scores.len())));
        }

        // Per-model defaults, as the peer sets them before reading the GGUF's own values.
        let (model, mut bos, mut eos, mut unk, mut add_bos, mut add_space_prefix, clean_spaces);
        match spec.model.as_str() {
            "gpt2" => {
                let pre_name = spec.pre.as_deref().unwrap_or("");
                let pre = PreTokenizer::from_gguf_name(pre_name).ok_or_else(|| {
                    err(format!(
                        "unsupported pre-tokenizer '{pre_name}' (supported: the qwen2, \
                         llama-bpe and gpt-4o families)"
                    ))
                })?;
                if spec.merges.is_empty() {
                    return Err(err("a gpt2 (BPE) vocabulary needs tokenizer.ggml.merges"));
                }
                let byte_to_char = unicode::byte_to_char_table();
                let char_to_byte = byte_to_char
                    .iter()
                    .enumerate()
                    .map(|(b, &c)| (c, b as u8))
                    .collect();
                model = Model::Bpe {
                    pre,
                    merges: bpe::Merges::from_lines(&spec.merges),
                    ignore_merges: pre == PreTokenizer::Llama3,
                    byte_to_char: Box::new(byte_to_char),
                    char_to_byte,
                };
                bos = Some(11);
                eos = Some(11);
                unk = None;
                add_bos = pre == PreTokenizer::Llama3;
                add_space_prefix = false;
                // The peer cleans up spaces for Llama 3 but not for Qwen2 or the o200k family.
                clean_spaces = pre == PreTokenizer::Llama3;
            }
            "llama" => {
                model = Model::Spm;
                bos = Some(1);
                eos = Some(2);
                unk = Some(0);
                add_bos = true;
                add_space_prefix = true;
                clean_spaces = false;
            }
            other => {
                return Err(err(format!(
                    "unsupported tokenizer model '{other}' (supported: gpt2, llama)"
                )));
            }
        }

        let mut tokens = Vec::with_capacity(n);
        let mut ids: HashMap<Box<[u8]>, u32> = HashMap::with_capacity(n);
        for (i, text) in spec.tokens.iter().enumerate() {
            // The peer gives an empty entry a placeholder text so that it cannot match.
            let text = if text.is_empty() {
                format!("[EMPTY_{i}]")
            } else {
                text.clone()
            };
            let id = i as u32;
            if let Some(prev) = ids.insert(text.as_bytes().into(), id) {
                return Err(err(format!(
                    "duplicate token in vocabulary: {text:?} has ids {prev} and {id}"
                )));
            }
            let attr = match spec.token_types.get(i) {
                None => attr::NORMAL,
                Some(1) => attr::NORMAL,
                Some(2) => attr::UNKNOWN,
                Some(3) => attr::CONTROL,
                Some(4) => attr::USER_DEFINED,
                Some(5) => attr::UNUSED,
                Some(6) => attr::BYTE,
                Some(_) => attr::UNDEFINED,
            };
            tokens.push(TokenData {
                text,
                score: spec.scores.get(i).copied().unwrap_or(0.0),
                attr,
            });
        }

        // Special ids: defaults out of range are disabled; the GGUF's values win when in range.
        let in_range = |id: Option<u32>| id.filter(|&i| (i as usize) < n);
        let pick = |default: Option<u32>, given: Option<u32>| in_range(given).or(in_range(default));
        bos = pick(bos, spec.bos_id);
        eos = pick(eos, spec.eos_id);
        unk = pick(unk, spec.unknown_id);
        let pad = in_range(spec.padding_id);
        let mut eot = in_range(spec.eot_id);
        if let Some(b) = spec.add_bos {
            add_bos = b;
        }
        // llama.cpp reads the key for every model, but only SentencePiece text uses it.
        if let Some(p) = spec.add_space_prefix {
            add_space_prefix = p;
        }
        let add_eos = spec.add_eos.unwrap_or(false);
        if add_bos && bos.is_none() {
            return Err(err(
                "tokenizer.ggml.add_bos_token is true but there is no BOS token",
            ));
        }
        if add_eos && eos.is_none() {
            return Err(err(
                "tokenizer.ggml.add_eos_token is true but there is no EOS token",
            ));
        }

        // Texts the peer recognises as control tokens whatever their declared type. When the
        // GGUF names no end-of-turn token, the peer takes the first qualifying text in its
        // hash map's iteration order, which lists recently inserted (higher) ids first; we take
        // the highest qualifying id.
        if eot.is_none() {
            eot = tokens
                .iter()
                .rposition(|t| EOT_TEXTS.contains(&t.text.as_str()))
                .map(|i| i as u32);
        }
        let mut eog = BTreeSet::new();
        for (i, t) in tokens.iter_mut().enumerate() {
            let text = t.text.as_str();
            let is_eot = eot == Some(i as u32);
            let is_marker = text == "<|eom_id|>" || FIM_TEXTS.contains(&text);
            let is_eog = FIM_EOG_TEXTS.contains(&text) || EOG_TEXTS.contains(&text);
            let is_harmony = matches!(
                text,
                "<|channel|>" | "<|message|>" | "<|start|>" | "<|constrain|>"
            );
            let says_unused = text.contains("unused");
            if is_eog {
                eog.insert(i as u32);
            }
            if is_eot || is_marker || is_eog {
                t.attr |= attr::CONTROL;
            }
            if t.attr & attr::CONTROL != 0 && says_unused {
                t.attr |= attr::UNUSED;
            }
            if is_harmony {
                t.attr = attr::USER_DEFINED;
            }
        }
        eog.extend(eos);
        eog.extend(eot);
        // Vocabularies with the harmony markers use `<|end|>` inside a turn: it neither ends
        // generation nor is hidden. Likewise `</s>` next to `<|tool_response>`.
        let end = eog_token(&tokens, &eog, "<|end|>");
        let ret = eog_token(&tokens, &eog, "<|return|>").is_some();
        let call = eog_token(&tokens, &eog, "<|call|>")
            .or(eog_token(&tokens, &eog, "<|calls|>"))
            .is_some();
        let flush = eog_token(&tokens, &eog, "<|flush|>").is_some();
        if let Some(end) = end
            && call
            && (ret || flush)
        {
            eog.remove(&end);
            tokens[end as usize].attr = attr::USER_DEFINED;
            // An inferred end of turn must still end generation: take the next candidate.
            if eot == Some(end) && in_range(spec.eot_id).is_none() {
                eot = tokens
                    .iter()
                    .enumerate()
                    .rev()
                    .find(|(i, t)| {
                        EOT_TEXTS.contains(&t.text.as_str()) && eog.contains(&(*i as u32))
                    })
                    .map(|(i, _)| i as u32);
            }
        }
        if let Some(s) = eog_token(&tokens, &eog, "</s>")
            && eog_token(&tokens, &eog, "<|tool_response>").is_some()
        {
            eog.remove(&s);
            tokens[s as usize].attr = attr::NORMAL;
        }

        let mut special: Vec<u32> = (0..n as u32)
            .filter(|&i| {
                tokens[i as usize].attr & (attr::CONTROL | attr::USER_DEFINED | attr::UNKNOWN) != 0
            })
            .collect();
        special.sort_by(|&a, &b| {
            tokens[b as usize]
                .text
                .len()
                .cmp(&tokens[a as usize].text.len())
                .then(a.cmp(&b))
        });

        let mut byte_tokens = [None; 256];
        for (b, slot) in byte_tokens.iter_mut().enumerate() {
            *slot = match &model {
                Model::Spm => ids
                    .get(format!("<0x{b:02X}>").as_bytes())
                    .or_else(|| ids.get(&[b as u8][..]))
                    .copied(),
                Model::Bpe { byte_to_char, .. } => {
                    let mut buf = [0u8; 4];
                    let s = byte_to_char[b].encode_utf8(&mut buf);
                    ids.get(s.as_bytes()).copied()
                }
            };
        }

        let mut tok = Self {
            model,
            tokens,
            ids,
            special,
            pieces: Vec::new(),
            bos,
            eos,
            eot,
            unk,
            pad,
            add_bos,
            add_eos,
            add_space_prefix,
            clean_spaces,
            eog,
            byte_tokens,
        };
        tok.pieces = (0..n).map(|i| tok.compute_piece(i)).collect();
        Ok(tok)
    }

    /// Number of tokens in the vocabulary.
    pub fn n_vocab(&self) -> usize {
        self.tokens.len()
    }

    pub fn bos_id(&self) -> Option<u32> {
        self.bos
    }
    pub fn eos_id(&self) -> Option<u32> {
        self.eos
    }
    /// The end-of-turn token (from the GGUF, else inferred from its text, e.g. `<|im_end|>`).
    pub fn eot_id(&self) -> Option<u32> {
        self.eot
    }
    pub fn unknown_id(&self) -> Option<u32> {
        self.unk
    }
    pub fn padding_id(&self) -> Option<u32> {
        self.pad
    }
    /// Whether `encode(.., add_special = true, ..)` prepends BOS.
    pub fn add_bos(&self) -> bool {
        self.add_bos
    }
    /// Whether `encode(.., add_special = true, ..)` appends EOS.
    pub fn add_eos(&self) -> bool {
        self.add_eos
    }

    /// Whether generating `id` ends the generation (EOS, EOT, `<|im_end|>`, ...).
    pub fn is_eog(&self, id: u32) -> bool {
        self.eog.contains(&id)
    }
    /// All end-of-generation ids, ascending.
    pub fn eog_ids(&self) -> impl Iterator<Item = u32> + '_ {
        self.eog.iter().copied()
    }

    /// The token's raw vocabulary text.
    pub fn token_text(&self, id: u32) -> Option<&str> {
        self.tokens.get(id as usize).map(|t| t.text.as_str())
    }
    /// The token's attribute bits ([`attr`]).
    pub fn token_attr(&self, id: u32) -> Option<u32> {
        self.tokens.get(id as usize).map(|t| t.attr)
    }
    /// Whether the token is a control token (rendered only when asked for).
    pub fn is_control(&self, id: u32) -> bool {
        self.token_attr(id)
            .is_some_and(|a| a & (attr::CONTROL | attr::UNKNOWN) != 0)
    }
    /// The id of the token whose vocabulary text is exactly `text`.
    pub fn token_id(&self, text: &str) -> Option<u32> {
        self.ids.get(text.as_bytes()).copied()
    }

    /// Checks that every id is inside the vocabulary.
    pub fn check_ids(&self, ids: &[u32]) -> Result<(), RuntimeError> {
        match ids.iter().find(|&&id| id as usize >= self.tokens.len()) {
            Some(bad) => Err(RuntimeError::InvalidArgument(format!(
                "token id {bad} is outside the vocabulary of {} tokens",
                self.tokens.len()
            ))),
            None => Ok(()),
        }
    }

    /// Tokenizes `text`. `add_special` adds BOS/EOS as the vocabulary asks; `parse_special`
    /// turns the text of control tokens (e.g. `<|im_start|>`) into those tokens.
    pub fn encode(&self, text: &str, add_special: bool, parse_special: bool) -> Vec<u32> {
        self.encode_bytes(text.as_bytes(), add_special, parse_special)
    }

    /// Like [`Tokenizer::encode`] for arbitrary bytes; invalid UTF-8 is handled as the peer
    /// handles it (each undecodable byte reads as U+FFFD in BPE vocabularies and goes through
    /// byte fallback in SentencePiece ones).
    pub fn encode_bytes(&self, text: &[u8], add_special: bool, parse_special: bool) -> Vec<u32> {
        let fragments = self.partition(text, parse_special);
        let mut out = Vec::new();
        match &self.model {
            Model::Spm => {
                // A text fragment gets a leading space when it starts the input or follows a
                // special token.
                let mut prev_special = true;
                if add_special && self.add_bos {
                    out.extend(self.bos);
                }
                for frag in fragments {
                    match frag {
                        Fragment::Text(a, b) => {
                            let mut buf = Vec::with_capacity(b - a + 3);
                            if self.add_space_prefix && prev_special {
                                buf.extend_from_slice("▁".as_bytes());
                            }
                            for &c in &text[a..b] {
                                if c == b' ' {
                                    buf.extend_from_slice("▁".as_bytes());
                                } else {
                                    buf.push(c);
                                }
                            }
                            spm::tokenize(&buf, self, &mut out);
                            prev_special = false;
                        }
                        Fragment::Token(id) => {
                            out.push(id);
                            prev_special = true;
                        }
                    }
                }
                if add_special && self.add_eos {
                    out.extend(self.eos);
                }
            }
            Model::Bpe { .. } => {
                if add_special && self.add_bos {
                    out.extend(self.bos);
                }
                for frag in fragments {
                    match frag {
                        Fragment::Text(a, b) => self.bpe_fragment(&text[a..b], &mut out),
                        Fragment::Token(id) => out.push(id),
                    }
                }
                if add_special && self.add_eos {
                    out.extend(self.eos);
                }
            }
        }
        out
    }

    /// Cuts `text` around special-token occurrences, longest special token first.
    fn partition(&self, text: &[u8], parse_special: bool) -> Vec<Fragment> {
        let mut frags = Vec::new();
        if text.is_empty() {
            return frags;
        }
        frags.push(Fragment::Text(0, text.len()));
        for &id in &self.special {
            let tok = &self.tokens[id as usize];
            if !parse_special && tok.attr & (attr::CONTROL | attr::UNKNOWN) != 0 {
                continue;
            }
            let pat = tok.text.as_bytes();
            let mut next = Vec::with_capacity(frags.len());
            for frag in frags {
                let Fragment::Text(mut a, b) = frag else {
                    next.push(frag);
                    continue;
                };
                while let Some(pos) = find(&text[a..b], pat) {
                    let m = a + pos;
                    if m > a {
                        next.push(Fragment::Text(a, m));
                    }
                    next.push(Fragment::Token(id));
                    a = m + pat.len();
                }
                if a < b {
                    next.push(Fragment::Text(a, b));
                }
            }
            frags = next;
        }
        frags
    }

    fn bpe_fragment(&self, text: &[u8], out: &mut Vec<u32>) {
        let Model::Bpe {
            pre,
            merges,
            ignore_merges,
            byte_to_char,
            ..
        } = &self.model
        else {
            return;
        };
        let cps = unicode::code_points(text);
        let mut utf8 = Vec::new();
        let mut word = String::new();
        for (a, b) in pre.split(&cps) {
            utf8.clear();
            for &cp in &cps[a..b] {
                unicode::push_utf8(cp, &mut utf8);
            }
            word.clear();
            word.extend(utf8.iter().map(|&byte| byte_to_char[usize::from(byte)]));
            if *ignore_merges && let Some(&id) = self.ids.get(word.as_bytes()) {
                out.push(id);
                continue;
            }
            for sym in bpe::merge_word(&word, merges) {
                match self.ids.get(sym.as_bytes()) {
                    Some(&id) => out.push(id),
                    // The peer looks up each byte of the symbol's (encoded) text on its own.
                    None => out.extend(sym.bytes().filter_map(|b| self.ids.get(&[b][..]).copied())),
                }
            }
        }
    }

    /// The bytes token `id` contributes to decoded text; control and unknown tokens only when
    /// `special` is set. Out-of-range ids give nothing.
    pub fn token_to_piece(&self, id: u32, special: bool) -> &[u8] {
        let Some(t) = self.tokens.get(id as usize) else {
            return &[];
        };
        if !special && t.attr & (attr::CONTROL | attr::UNKNOWN) != 0 {
            return &[];
        }
        &self.pieces[id as usize]
    }

    fn compute_piece(&self, id: usize) -> Vec<u8> {
        let t = &self.tokens[id];
        if t.attr & (attr::CONTROL | attr::UNKNOWN | attr::USER_DEFINED) != 0 {
            return t.text.as_bytes().to_vec();
        }
        if t.attr & attr::NORMAL != 0 {
            return match &self.model {
                Model::Spm => t.text.replace('▁', " ").into_bytes(),
                Model::Bpe { char_to_byte, .. } => {
                    let mut out = Vec::with_capacity(t.text.len());
                    for c in t.text.chars() {
                        match char_to_byte.get(&c) {
                            Some(&b) => out.push(b),
                            None => {
                                // The peer's marker for a character outside the byte alphabet.
                                out.extend_from_slice(b"[UNK_BYTE_0x");
                                let mut buf = [0u8; 4];
                                for b in c.encode_utf8(&mut buf).bytes() {
                                    out.extend_from_slice(format!("{b:02x}").as_bytes());
                                }
                                out.extend_from_slice(t.text.as_bytes());
                                out.push(b']');
                            }
                        }
                    }
                    out
                }
            };
        }
        if t.attr & attr::BYTE != 0 {
            // `<0xXX>`: the two hex digits at offset 3.
            let hex = t.text.get(3..5).unwrap_or("");
            return u8::from_str_radix(hex, 16)
                .map(|b| vec![b])
                .unwrap_or_default();
        }
        Vec::new()
    }

    /// Decodes ids to bytes as `llama_detokenize(remove_special = false, unparse_special =
    /// special)` does. Out-of-range ids are skipped (use [`Tokenizer::check_ids`] first to
    /// reject them instead).
    pub fn decode_bytes(&self, ids: &[u32], special: bool) -> Vec<u8> {
        let mut out = Vec::new();
        let mut strip_space = self.add_space_prefix;
        for &id in ids {
            let mut piece = self.token_to_piece(id, special);
            if strip_space && piece.first() == Some(&b' ') {
                piece = &piece[1..];
            }
            strip_space = false;
            out.extend_from_slice(piece);
        }
        if self.clean_spaces {
            out = clean_up_spaces(&out);
        }
        out
    }

    /// Decodes ids to text without control tokens; invalid UTF-8 becomes U+FFFD.
    pub fn decode(&self, ids: &[u32]) -> String {
        String::from_utf8_lossy(&self.decode_bytes(ids, false)).into_owned()
    }

    /// A streaming decoder for generated tokens; `special` renders control tokens too.
    pub fn stream(&self, special: bool) -> StreamDecoder<'_> {
        StreamDecoder::new(self, special)
    }
}

impl spm::SpmVocab for Tokenizer {
    fn id_of(&self, text: &[u8]) -> Option<u32> {
        self.ids.get(text).copied()
    }
    fn score(&self, id: u32) -> f32 {
        self.tokens.get(id as usize).map_or(0.0, |t| t.score)
    }
    fn byte_token(&self, byte: u8) -> Option<u32> {
        self.byte_tokens[usize::from(byte)]
    }
}

/// The id of the end-of-generation token with text `text`, if there is one.
fn eog_token(tokens: &[TokenData], eog: &BTreeSet<u32>, text: &str) -> Option<u32> {
    eog.iter()
        .copied()
        .find(|&i| tokens.get(i as usize).is_some_and(|t| t.text == text))
}

#[derive(Debug, Clone, Copy)]
enum Fragment {
    /// A byte range of the input still to be tokenized.
    Text(usize, usize),
    /// A special token found in the input.
    Token(u32),
}

/// First position of `needle` in `hay` (`needle` is never empty: empty texts get a
/// placeholder at load).
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || needle.len() > hay.len() {
        return None;
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Hugging Face's `clean_up_tokenization_spaces`, in the three byte passes llama.cpp applies:
/// drop the space before `? ! . ,`; turn `" ' "` into `"'"`; drop the space before the
/// contractions `'s 'm 're 've`.
fn clean_up_spaces(text: &[u8]) -> Vec<u8> {
    if text.is_empty() {
        return Vec::new();
    }
    // Pass 1.
    let mut p1 = vec![text[0]];
    for i in 1..text.len() {
        if text[i - 1] == b' ' && matches!(text[i], b'?' | b'!' | b'.' | b',') {
            p1.pop();
        }
        p1.push(text[i]);
    }
    // Pass 2: the space after the apostrophe is consumed too, and the pass skips over it.
    let mut src = p1;
    let mut p2 = vec![src[0]];
    let mut i = 1;
    while i < src.len() {
        let x = src[i];
        if x == b'\'' && i + 1 < src.len() && src[i - 1] == b' ' && src[i + 1] == b' ' {
            p2.pop();
            src[i + 1] = 0;
            p2.push(x);
            i += 2;
            continue;
        }
        p2.push(x);
        i += 1;
    }
    // Pass 3.
    let mut p3 = vec![p2[0]];
    for i in 1..p2.len() {
        let x = p2[i];
        if p2[i - 1] == b' ' && x == b'\'' && i + 1 < p2.len() {
            let x1 = p2[i + 1];
            let drop = match x1 {
                b's' | b'm' => true,
                b't' | b'd' => false,
                _ => i + 2 < p2.len() && matches!((x1, p2[i + 2]), (b'r', b'e') | (b'v', b'e')),
            };
            if drop {
                p3.pop();
            }
        }
        p3.push(x);
    }
    p3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clean_up_matches_the_three_passes() {
        assert_eq!(clean_up_spaces(b"Hi , you !"), b"Hi, you!");
        assert_eq!(clean_up_spaces(b"a ' b"), b"a'b");
        assert_eq!(
            clean_up_spaces(b"it 's I 'm we 're don 't"),
            b"it's I'm we're don 't"
        );
    }
}
