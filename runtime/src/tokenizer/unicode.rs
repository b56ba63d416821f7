//! Code-point level helpers shared by the tokenizers: a UTF-8 decoder with llama.cpp's
//! error handling, the matching encoder, character classes for the pre-tokenizer, and the
//! GPT-2 byte-to-character table of byte-level BPE.
//!
//! The decoder deliberately differs from `std::str::from_utf8`: the peer tokenizer
//! (llama.cpp) decodes by the lead byte only, accepts overlong forms and surrogates, and turns
//! every byte it cannot decode into one U+FFFD. Token ids only agree if we see the same code
//! points it sees, so we reproduce that rule here instead of using Rust's stricter decoder.

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

/// U+FFFD, the code point an undecodable byte becomes.
pub const REPLACEMENT: u32 = 0xFFFD;

/// Decodes one code point at `bytes[pos..]`, returning it and its length, or `None` when the
/// lead byte is a continuation byte, the sequence is cut short, or a continuation byte is
/// missing. Only the lead byte's length class and the `10xxxxxx` shape of the following bytes
/// are checked, as the peer tokenizer does.
fn decode_one(bytes: &[u8], pos: usize) -> Option<(u32, usize)> {
    let b0 = bytes[pos];
    let cont = |i: usize| -> Option<u32> {
        let b = *bytes.get(pos + i)?;
        (b & 0xC0 == 0x80).then_some(u32::from(b & 0x3F))
    };
    if b0 & 0x80 == 0 {
        return Some((u32::from(b0), 1));
    }
    if b0 & 0x40 == 0 {
        return None;
    }
    if b0 & 0x20 == 0 {
        let c1 = cont(1)?;
        return Some(((u32::from(b0 & 0x1F) << 6) | c1, 2));
    }
    if b0 & 0x10 == 0 {
        let (c1, c2) = (cont(1)?, cont(2)?);
        return Some(((u32::from(b0 & 0x0F) << 12) | (c1 << 6) | c2, 3));
    }
    if b0 & 0x08 == 0 {
        let (c1, c2, c3) = (cont(1)?, cont(2)?, cont(3)?);
        return Some((
            (u32::from(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3,
            4,
        ));
    }
    None
}

/// Decodes `bytes` into code points; every byte that does not start a decodable sequence
/// becomes one U+FFFD and decoding resumes at the next byte.
pub fn code_points(bytes: &[u8]) -> Vec<u32> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut pos = 0;
    while pos < bytes.len() {
        match decode_one(bytes, pos) {
            Some((cp, len)) => {
                out.push(cp);
                pos += len;
            }
            None => {
                out.push(REPLACEMENT);
                pos += 1;
            }
        }
    }
    out
}

/// Appends the UTF-8 form of `cp` to `out`. Surrogates are encoded like any other code point
/// (the decoder above can produce them); values past U+10FFFF, which no encoder accepts, are
/// written as U+FFFD.
pub fn push_utf8(cp: u32, out: &mut Vec<u8>) {
    // The casts below keep only the bits each byte carries, after masking.
    if cp <= 0x7F {
        out.push(cp as u8);
    } else if cp <= 0x7FF {
        out.extend_from_slice(&[0xC0 | ((cp >> 6) & 0x1F) as u8, 0x80 | (cp & 0x3F) as u8]);
    } else if cp <= 0xFFFF {
        out.extend_from_slice(&[
            0xE0 | ((cp >> 12) & 0x0F) as u8,
            0x80 | ((cp >> 6) & 0x3F) as u8,
            0x80 | (cp & 0x3F) as u8,
        ]);
    } else if cp <= 0x10_FFFF {
        out.extend_from_slice(&[
            0xF0 | ((cp >> 18) & 0x07) as u8,
            0x80 | ((cp >> 12) & 0x3F) as u8,
            0x80 | ((cp >> 6) & 0x3F) as u8,
            0x80 | (cp & 0x3F) as u8,
        ]);
    } else {
        push_utf8(REPLACEMENT, out);
    }
}

/// Length of the UTF-8 sequence a lead byte announces, judged from its top four bits only
/// (a stray continuation byte counts as 1, `0xF8..=0xFF` as 4), as SentencePiece splitting in
/// the peer does.
pub fn utf8_len_from_lead(b: u8) -> usize {
    const LOOKUP: [usize; 16] = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4];
    LOOKUP[usize::from(b >> 4)]
}

/// The character classes the pre-tokenizer regexes use: `\p{L}`, `\p{N}` and `\s`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    Letter,
    Number,
    Whitespace,
    /// Anything else, including unassigned code points, surrogates and values past U+10FFFF.
    Other,
}

/// Classifies a code point. Whitespace is Unicode's `White_Space` property (the set the peer
/// tokenizer's tables hold); letters and numbers are the `L*` and `N*` general categories.
pub fn classify(cp: u32) -> Class {
    let Some(c) = char::from_u32(cp) else {
        return Class::Other;
    };
    if c.is_whitespace() {
        return Class::Whitespace;
    }
    if c.is_ascii() {
        return if c.is_ascii_alphabetic() {
            Class::Letter
        } else if c.is_ascii_digit() {
            Class::Number
        } else {
            Class::Other
        };
    }
    match c.general_category_group() {
        GeneralCategoryGroup::Letter => Class::Letter,
        GeneralCategoryGroup::Number => Class::Number,
        _ => Class::Other,
    }
}

/// The GPT-2 byte-level alphabet: byte `b` is written as the character `BYTE_TO_CHAR[b]`.
/// Printable Latin-1 bytes stand for themselves; the other 68 bytes are shifted to
/// U+0100.. in byte order, so that every token text is printable.
pub fn byte_to_char_table() -> [char; 256] {
    let mut table = ['\0'; 256];
    let mut next = 256u32;
    for b in 0..=255u8 {
        let printable = matches!(b, 0x21..=0x7E | 0xA1..=0xAC | 0xAE..=0xFF);
        let cp = if printable {
            u32::from(b)
        } else {
            let cp = next;
            next += 1;
            cp
        };
        // Every value here is below U+0144, a valid scalar value.
        table[usize::from(b)] = char::from_u32(cp).unwrap_or('\u{FFFD}');
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_bytes_become_one_replacement_each() {
        assert_eq!(code_points(b"a\xFFb"), vec![0x61, REPLACEMENT, 0x62]);
        // A cut-short three-byte sequence: the lead byte and the lone continuation byte each
        // become U+FFFD.
        assert_eq!(code_points(b"\xE2\x82"), vec![REPLACEMENT, REPLACEMENT]);
        assert_eq!(code_points("é€😀".as_bytes()), vec![0xE9, 0x20AC, 0x1F600]);
    }

    #[test]
    fn encoder_inverts_decoder_for_valid_text() {
        let s = "héllo €😀 日本";
        let mut out = Vec::new();
        for cp in code_points(s.as_bytes()) {
            push_utf8(cp, &mut out);
        }
        assert_eq!(out, s.as_bytes());
    }

    #[test]
    fn byte_table_is_a_bijection() {
        let t = byte_to_char_table();
        let mut seen = std::collections::HashSet::new();
        for c in t {
            assert!(seen.insert(c));
        }
        assert_eq!(t[b' ' as usize], 'Ġ');
        assert_eq!(t[b'\n' as usize], 'Ċ');
        assert_eq!(t[b'a' as usize], 'a');
    }

    #[test]
    fn classes() {
        assert_eq!(classify('a' as u32), Class::Letter);
        assert_eq!(classify('日' as u32), Class::Letter);
        assert_eq!(classify('7' as u32), Class::Number);
        assert_eq!(classify('½' as u32), Class::Number);
        assert_eq!(classify(0xA0), Class::Whitespace);
        assert_eq!(classify('😀' as u32), Class::Other);
        assert_eq!(classify(0xD800), Class::Other);
    }
}
