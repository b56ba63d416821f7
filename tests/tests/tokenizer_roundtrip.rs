//! Tokenizer properties that need no oracle: decode(encode(text)) == text for any Unicode text
//! (byte-level BPE and SentencePiece with byte fallback), the streaming decoder emits exactly
//! the decoded text in pieces that never split a character, arbitrary bytes never panic, and
//! unusable vocabularies are clear errors.

use proptest::prelude::*;
use strata_ir::plan::TokenizerSpec;
use strata_runtime::RuntimeError;
use strata_runtime::tokenizer::Tokenizer;
use strata_runtime::tokenizer::unicode::byte_to_char_table;

/// A small byte-level BPE vocabulary: all 256 byte symbols, a few merges, special tokens.
fn bpe_spec(pre: &str) -> TokenizerSpec {
    let table = byte_to_char_table();
    let mut tokens: Vec<String> = table.iter().map(|c| c.to_string()).collect();
    let merges: Vec<String> = ["Ġ t", "h e", "Ġt he", "i n", "Ġ a", "e r", "Ġ 1", "ä ¸"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for m in &merges {
        let joined = m.replace(' ', "");
        if !tokens.contains(&joined) {
            tokens.push(joined);
        }
    }
    let mut token_types = vec![1; tokens.len()];
    for (t, ty) in [("<|im_start|>", 3), ("<|im_end|>", 3), ("<think>", 4)] {
        tokens.push(t.into());
        token_types.push(ty);
    }
    TokenizerSpec {
        model: "gpt2".into(),
        pre: Some(pre.into()),
        eos_id: Some(tokens.len() as u32 - 2),
        bos_id: Some(tokens.len() as u32 - 3),
        tokens,
        token_types,
        merges,
        ..Default::default()
    }
}

/// A SentencePiece vocabulary with byte fallback for everything but a few pieces.
fn spm_spec() -> TokenizerSpec {
    let mut tokens = vec!["<unk>".to_string(), "<s>".into(), "</s>".into()];
    let mut types = vec![2, 3, 3];
    let mut scores = vec![0.0, 0.0, 0.0];
    for b in 0..=255u8 {
        tokens.push(format!("<0x{b:02X}>"));
        types.push(6);
        scores.push(0.0);
    }
    for (i, p) in ["▁", "a", "b", "▁a", "ab", "▁ab", "é"].iter().enumerate() {
        tokens.push(p.to_string());
        types.push(1);
        scores.push(-(i as f32));
    }
    TokenizerSpec {
        model: "llama".into(),
        tokens,
        token_types: types,
        scores,
        ..Default::default()
    }
}

fn stream_text(tok: &Tokenizer, ids: &[u32]) -> String {
    let mut s = tok.stream(false);
    let mut out = String::new();
    for &id in ids {
        out.push_str(&s.push(id));
        assert!(s.pending().len() <= 3, "holding back {:?}", s.pending());
    }
    out.push_str(&s.finish());
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn bpe_round_trips(text in "\\PC{0,40}") {
        for pre in ["qwen2", "llama-bpe"] {
            let tok = Tokenizer::from_spec(&bpe_spec(pre)).unwrap();
            let ids = tok.encode(&text, false, false);
            let bytes = tok.decode_bytes(&ids, false);
            if pre == "qwen2" {
                // Qwen2 vocabularies do not clean up spaces: the round trip is exact.
                prop_assert_eq!(String::from_utf8(bytes).unwrap(), text.clone());
                prop_assert_eq!(stream_text(&tok, &ids), text.clone());
            } else {
                // The pieces always concatenate to the text, whatever the clean-up does.
                let pieces: Vec<u8> = ids.iter().flat_map(|&i| tok.token_to_piece(i, false).to_vec()).collect();
                prop_assert_eq!(String::from_utf8(pieces).unwrap(), text.clone());
            }
        }
    }

    #[test]
    fn spm_round_trips(text in "[ab é日😀\\n]{0,30}") {
        let tok = Tokenizer::from_spec(&spm_spec()).unwrap();
        let ids = tok.encode(&text, false, false);
        prop_assert_eq!(tok.decode(&ids), text);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..64),
                                   add in any::<bool>(), special in any::<bool>()) {
        for spec in [bpe_spec("qwen2"), bpe_spec("llama-bpe"), spm_spec()] {
            let tok = Tokenizer::from_spec(&spec).unwrap();
            let ids = tok.encode_bytes(&bytes, add, special);
            prop_assert!(ids.iter().all(|&i| (i as usize) < tok.n_vocab()));
            // The stream is the concatenated pieces (no SentencePiece leading-space strip,
            // no clean-up: it decodes continuations), with invalid UTF-8 as U+FFFD.
            let pieces: Vec<u8> = ids.iter().flat_map(|&i| tok.token_to_piece(i, false).to_vec()).collect();
            prop_assert_eq!(stream_text(&tok, &ids), String::from_utf8_lossy(&pieces).into_owned());
            let _ = tok.decode(&ids);
        }
    }
}

#[test]
fn valid_utf8_survives_byte_level_bpe_exactly() {
    let tok = Tokenizer::from_spec(&bpe_spec("qwen2")).unwrap();
    let text = "emoji 😀👍🏽, CJK 日本語, tabs\t\tand   spaces\n\n";
    assert_eq!(tok.decode(&tok.encode(text, false, false)), text);
}

#[test]
fn stream_never_splits_a_character() {
    let tok = Tokenizer::from_spec(&bpe_spec("qwen2")).unwrap();
    // "😀" is four byte tokens here; nothing is emitted until the last one arrives.
    let ids = tok.encode("😀!", false, false);
    assert_eq!(ids.len(), 5);
    let mut s = tok.stream(false);
    let outs: Vec<String> = ids.iter().map(|&i| s.push(i)).collect();
    assert_eq!(outs, vec!["", "", "", "😀", "!"]);
    assert_eq!(s.finish(), "");
    // A cut-off character is flushed as U+FFFD at the end.
    let mut s = tok.stream(false);
    s.push(ids[0]);
    s.push(ids[1]);
    assert_eq!(s.finish(), "\u{FFFD}");
}

#[test]
fn special_tokens_follow_parse_special_and_add_special() {
    let spec = bpe_spec("qwen2");
    let tok = Tokenizer::from_spec(&spec).unwrap();
    let im_start = tok.token_id("<|im_start|>").unwrap();
    let think = tok.token_id("<think>").unwrap();
    // Control tokens are text unless parse_special; user-defined ones are always tokens.
    assert!(!tok.encode("<|im_start|>", false, false).contains(&im_start));
    assert_eq!(tok.encode("<|im_start|>", false, true), vec![im_start]);
    assert_eq!(tok.encode("<think>", false, false), vec![think]);
    // Qwen2 vocabularies add no BOS unless the GGUF says so.
    assert_eq!(tok.encode("", true, true), Vec::<u32>::new());
    let mut with_bos = spec.clone();
    with_bos.add_bos = Some(true);
    let tok2 = Tokenizer::from_spec(&with_bos).unwrap();
    assert_eq!(tok2.encode("", true, true), vec![tok2.bos_id().unwrap()]);
    // Control tokens render only with `special`.
    assert_eq!(tok.decode_bytes(&[im_start], false), b"");
    assert_eq!(tok.decode_bytes(&[im_start], true), b"<|im_start|>");
    assert!(tok.is_eog(tok.token_id("<|im_end|>").unwrap()));
    assert!(tok.check_ids(&[0, 1]).is_ok());
    assert!(tok.check_ids(&[tok.n_vocab() as u32]).is_err());
}

#[test]
fn unusable_vocabularies_are_clear_errors() {
    let msg = |spec: TokenizerSpec| match Tokenizer::from_spec(&spec) {
        Err(RuntimeError::Tokenizer(m)) => m,
        other => panic!("expected a tokenizer error, got {other:?}"),
    };
    assert!(msg(TokenizerSpec::default()).contains("no tokens"));
    let mut s = bpe_spec("qwen2");
    s.model = "bert".into();
    assert!(msg(s).contains("unsupported tokenizer model 'bert'"));
    assert!(msg(bpe_spec("chatglm-bpe")).contains("unsupported pre-tokenizer 'chatglm-bpe'"));
    let mut s = bpe_spec("qwen2");
    s.merges.clear();
    assert!(msg(s).contains("merges"));
    let mut s = bpe_spec("qwen2");
    s.tokens[5] = s.tokens[6].clone();
    assert!(msg(s).contains("duplicate token"));
    let mut s = bpe_spec("qwen2");
    s.token_types.truncate(3);
    assert!(msg(s).contains("token types"));
    let mut s = spm_spec();
    s.tokens.truncate(1);
    s.token_types.truncate(1);
    s.scores.truncate(1);
    // BOS defaults to id 1, which no longer exists, while SentencePiece adds BOS by default.
    assert!(msg(s).contains("no BOS"));
}
