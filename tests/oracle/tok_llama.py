"""Tokenizer oracle: synthesizes a vocabulary, writes it as a GGUF with gguf-py, and records
what llama.cpp's tokenizer (through llama-cpp-python, vocab_only) does with it.

Usage: tok_llama.py KIND OUT_DIR [TEXT_FILE ...]
  KIND is qwen2 | llama-bpe | gpt-4o (byte-level BPE, tokenizer.ggml.model = gpt2; gpt-4o is
  the o200k pre-tokenizer gpt-oss GGUFs name, with the harmony special tokens) or spm
  (SentencePiece, tokenizer.ggml.model = llama), or gguf=PATH to use the vocabulary of an
  existing GGUF (read with gguf-py) instead of a synthesized one. Each TEXT_FILE adds its
  contents, cut into chunks of a few hundred bytes, to the test texts.

Prints one JSON object on stdout:
  spec    the tokenizer metadata written to the GGUF (the fields of strata's TokenizerSpec)
  cases   for every test text (hex): token ids for each (add_special, parse_special) pair
  decode  for token id sequences: llama_detokenize output with and without special tokens
  pieces  llama_token_to_piece(id, special=True) for every id (hex)

The vocabulary is learned from a small fixed corpus with a deterministic BPE trainer, so that
the merges and scores look like a real tokenizer's; nothing is downloaded.
"""

import ctypes
import json
import os
import random
import re
import sys

import gguf
import llama_cpp

CORPUS = """
The quick brown fox jumps over the lazy dog. It's a test, isn't it? We're sure they'll
see what I'd done: the numbers 12345, 3.14159 and 2026 appear here, and so do "quotes".
Hello world! Hello, world. HELLO WORLD... hello   world
def square(x):
    return x ** 2  # comment
for i in range(10): print(i, end=" ")
<html><body class="main">text &amp; more</body></html>
Café naïve résumé façade coöperate — en–dash ‘single’ “double”
日本語のテキストを書きます。中文测试文本，你好世界。한국어 텍스트
Ελληνικά κείμενα και Русский текст для проверки
emoji 😀 👍🏽 🚀 ✨ and symbols ½ ¾ ² µ Ω ≈ ≤ ≥
""" * 3

BYTE_CHARS = []


def bytes_to_unicode():
    printable = list(range(0x21, 0x7F)) + list(range(0xA1, 0xAD)) + list(range(0xAE, 0x100))
    table = {}
    n = 0
    for b in range(256):
        if b in printable:
            table[b] = chr(b)
        else:
            table[b] = chr(256 + n)
            n += 1
    return table


def train_pairs(words, n_merges):
    """Greedy BPE training over {tuple(symbols): count}; ties go to the smallest pair."""
    merges = []
    words = {tuple(w): c for w, c in words.items()}
    for _ in range(n_merges):
        counts = {}
        for w, c in words.items():
            for a, b in zip(w, w[1:]):
                counts[(a, b)] = counts.get((a, b), 0) + c
        if not counts:
            break
        best = min(counts, key=lambda p: (-counts[p], p))
        if counts[best] < 2:
            break
        merges.append(best)
        merged = {}
        for w, c in words.items():
            out = []
            i = 0
            while i < len(w):
                if i + 1 < len(w) and (w[i], w[i + 1]) == best:
                    out.append(w[i] + w[i + 1])
                    i += 2
                else:
                    out.append(w[i])
                    i += 1
            merged[tuple(out)] = merged.get(tuple(out), 0) + c
        words = merged
    return merges


def word_counts(text, transform):
    counts = {}
    for w in re.findall(r" ?\w+| ?[^\w\s]+|\s+", text):
        key = transform(w)
        counts[key] = counts.get(key, 0) + 1
    return counts


def write_gguf(path, meta):
    w = gguf.GGUFWriter(path, "llama")
    # vocab_only loading still reads the architecture's hyperparameters.
    w.add_context_length(256)
    w.add_embedding_length(16)
    w.add_block_count(1)
    w.add_feed_forward_length(32)
    w.add_head_count(2)
    w.add_head_count_kv(2)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_tokenizer_model(meta["model"])
    if meta.get("pre"):
        w.add_tokenizer_pre(meta["pre"])
    w.add_token_list(meta["tokens"])
    w.add_token_types(meta["token_types"])
    if meta["scores"]:
        w.add_token_scores(meta["scores"])
    if meta["merges"]:
        w.add_token_merges(meta["merges"])
    w.add_bos_token_id(meta["bos_id"])
    w.add_eos_token_id(meta["eos_id"])
    if meta.get("eot_id") is not None:
        w.add_eot_token_id(meta["eot_id"])
    if meta.get("unknown_id") is not None:
        w.add_unk_token_id(meta["unknown_id"])
    if meta.get("padding_id") is not None:
        w.add_pad_token_id(meta["padding_id"])
    if meta.get("add_bos") is not None:
        w.add_add_bos_token(meta["add_bos"])
    if meta.get("add_space_prefix") is not None:
        w.add_add_space_prefix(meta["add_space_prefix"])
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def make_bpe(kind):
    table = bytes_to_unicode()
    enc = lambda s: "".join(table[b] for b in s.encode("utf-8"))
    words = word_counts(CORPUS, lambda w: tuple(enc(w)))
    merges = train_pairs(words, 700)
    tokens = [table[b] for b in range(256)]
    types = [1] * 256
    seen = set(tokens)
    merge_lines = []
    for a, b in merges:
        merge_lines.append(f"{a} {b}")
        if a + b not in seen:
            seen.add(a + b)
            tokens.append(a + b)
            types.append(1)
    # A merge whose result is not a token: the peer then falls back to single-byte lookups.
    merge_lines.append(f"{table[ord(' ')]} q")
    specials = [("<|endoftext|>", 3), ("<|im_start|>", 3), ("<|im_end|>", 3),
                ("<think>", 4), ("</think>", 4), ("<tool_call>", 4)]
    if kind == "llama-bpe":
        specials += [("<|begin_of_text|>", 3), ("<|end_of_text|>", 3), ("<|eot_id|>", 3)]
    if kind == "gpt-4o":
        # The harmony markers, typed as gpt-oss GGUFs type them (control); llama.cpp then
        # renders the structural ones and keeps <|end|> out of the end-of-generation set.
        specials = [("<|startoftext|>", 3), ("<|endoftext|>", 3), ("<|return|>", 3),
                    ("<|constrain|>", 3), ("<|channel|>", 3), ("<|start|>", 3), ("<|end|>", 3),
                    ("<|message|>", 3), ("<|call|>", 3)]
    ids = {}
    for text, ty in specials:
        ids[text] = len(tokens)
        tokens.append(text)
        types.append(ty)
    meta = {
        "model": "gpt2", "pre": kind, "tokens": tokens, "token_types": types, "scores": [],
        "merges": merge_lines, "unknown_id": None, "padding_id": None, "eot_id": None,
        "add_eos": None,
    }
    if kind == "qwen2":
        meta.update(bos_id=ids["<|endoftext|>"], eos_id=ids["<|im_end|>"], add_bos=False)
    elif kind == "gpt-4o":
        meta.update(bos_id=ids["<|startoftext|>"], eos_id=ids["<|return|>"],
                    padding_id=ids["<|endoftext|>"], add_bos=None)
    else:
        # Two texts qualify as end-of-turn here; real Llama 3 GGUFs name theirs, and so do we
        # (otherwise the peer's pick depends on its hash-map iteration order).
        meta.update(bos_id=ids["<|begin_of_text|>"], eos_id=ids["<|end_of_text|>"],
                    eot_id=ids["<|eot_id|>"], add_bos=None)
    return meta


def make_spm():
    # SentencePiece text: spaces are U+2581 and every word starts with one.
    words = word_counts(CORPUS.replace("\n", " "), lambda w: tuple(w.replace(" ", "\u2581")))
    chars = sorted({c for w in words for c in w})
    # Leave CJK, Hangul and emoji out of the vocabulary so that they take the byte fallback.
    chars = [c for c in chars if ord(c) < 0x3000]
    words = {w: c for w, c in words.items() if all(ch in chars for ch in w)}
    merges = train_pairs(words, 500)
    tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)]
    types = [2, 3, 3] + [6] * 256
    scores = [0.0, 0.0, 0.0] + [0.0] * 256
    for i, c in enumerate(chars):
        tokens.append(c)
        types.append(1)
        scores.append(-1000.0 - i)
    seen = set(tokens)
    for rank, (a, b) in enumerate(merges):
        if a + b in seen:
            continue
        seen.add(a + b)
        tokens.append(a + b)
        types.append(1)
        # Groups of three share a score, so ties (broken by position) are exercised.
        scores.append(-float(rank // 3))
    for text, ty in [("<tool_call>", 4), ("<|im_end|>", 3)]:
        tokens.append(text)
        types.append(ty)
        scores.append(0.0)
    return {
        "model": "llama", "pre": None, "tokens": tokens, "token_types": types,
        "scores": scores, "merges": [], "bos_id": 1, "eos_id": 2, "unknown_id": 0,
        "padding_id": None, "eot_id": None, "add_bos": None, "add_eos": None,
        "add_space_prefix": None,
    }


FIXED_CASES = [
    b"", b" ", b"  ", b"a", b"Hello world", b"Hello, world! How are you?",
    b"  leading and trailing  ", b"\n", b"\n\n\n", b"a\r\nb", b"\t\ttabs\t", b"x \n y",
    b"I'm you're we've they'll he'd it's DON'T I'M", b"'s 'quoted' ''",
    b"12345 67 8901234", b"3.14159", b"2026-11-30", b"1000000000000",
    "日本語のテキスト".encode(), "中文测试文本，你好世界。".encode(),
    "한국어 텍스트".encode(), "emoji 😀👍🏽 test 🚀".encode(),
    "Café naïve résumé façade".encode(), "Ω≈ç√∫˜µ≤≥÷ ½¾ Ⅻ".encode(),
    b"a" + b" " * 50 + b"b", b" " * 300, b"\n" * 40 + b"x", b"a \t \n \t b",
    "\u00a0nbsp\u2003em\u3000ideo".encode(), "x\u0085y".encode(),
    b"def square(x):\n    return x ** 2  # comment\n",
    b"<html><body class=\"main\">text &amp; more</body></html>",
    b"http://example.com/a?b=c&d=e#frag", b"!!!??? ... ,,,", b"(hello) [world] {x}",
    b"<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n",
    b"text<|endoftext|>more", b"<think>reason</think>answer", b"<|im_end|><|im_end|>",
    b"<tool_call>\n{\"name\": \"f\"}\n</tool_call>", b"<|begin_of_text|>hi<|eot_id|>",
    b"<s>hi</s>", b"<|im_start", b"<<|im_end|>>",
    b"\xff\xfe", b"abc\x80def", b"\xe2\x82", b"\xc3", b"caf\xc3", b"\xed\xa0\x80",
    b"\xf0\x9f\x98", b"\xf0\x9f\x98 x", b"\xc0\x80", b"a\x00b\x01c\x1fd",
    b"The quick brown fox jumps over the lazy dog.",
]

ALPHABET = (list("aAbZz09 ") + [" ", " ", "\n", "\r", "\t", "'", "'s", "'LL", ".", ",", "!",
            "?", "-", "\u2019", "é", "日", "本", "😀", "🏽", "\u00a0", "½", "12", "<|im_end|>",
            "<think>", "<tool_call>", "<s>", "▁", "Ġ", "\u0301"])


# Letter case, contractions and slashes: what the o200k pattern splits on.
CASE_CASES = [
    b"HelloWorld", b"HELLOworld", b"HELLO WORLD", b"helloWORLD", b"iPhone McDonald's",
    b"I'M YOU'RE we'VE They'Ll", b"x'S y'd Z'LL", b"a/b/c //x\n/\r\n/y", b"path/to/file.txt",
    "ÉCOLE école ÀB aÉB éA Ωmega ΑΒΓδε".encode(), "Straße STRASSE ǅemal ǈ".encode(),
    "日本Abc 中文abc".encode(), b"1234567 12a34 a1b2", "x́y ÁB".encode(),
    b"<|start|>assistant<|channel|>analysis<|message|>Think.<|end|><|start|>assistant",
    b"<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>"
    b"{\"city\": \"Paris\"}<|call|>",
    b"<|channel|>final<|message|>Done!<|return|>",
]

CASE_ALPHABET = (list("aAbBzZ09") + [" ", "  ", "\n", "\r\n", "\t", "'", "'s", "'S", "'re", "'LL",
                 "/", "//", ".", "!", "É", "é", "Ω", "ω", "ǅ", "日", "½", "123", "\u0301", "\u00a0",
                 "<|end|>", "<|channel|>", "<|message|>"])


def random_cases(n, seed, alphabet=None):
    alphabet = alphabet or ALPHABET
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        k = rng.randint(0, 24)
        s = "".join(rng.choice(alphabet) for _ in range(k))
        out.append(s.encode("utf-8"))
    return out


def spec_from_gguf(path):
    reader = gguf.GGUFReader(path)

    def get(key, default=None):
        field = reader.fields.get(key)
        return default if field is None else field.contents()

    return {
        "model": get("tokenizer.ggml.model"), "pre": get("tokenizer.ggml.pre"),
        "tokens": get("tokenizer.ggml.tokens"), "token_types": get("tokenizer.ggml.token_type", []),
        "scores": get("tokenizer.ggml.scores", []), "merges": get("tokenizer.ggml.merges", []),
        "bos_id": get("tokenizer.ggml.bos_token_id"), "eos_id": get("tokenizer.ggml.eos_token_id"),
        "eot_id": get("tokenizer.ggml.eot_token_id"),
        "unknown_id": get("tokenizer.ggml.unknown_token_id"),
        "padding_id": get("tokenizer.ggml.padding_token_id"),
        "add_bos": get("tokenizer.ggml.add_bos_token"),
        "add_eos": get("tokenizer.ggml.add_eos_token"),
        "add_space_prefix": get("tokenizer.ggml.add_space_prefix"),
    }


def file_chunks(path, size=400):
    with open(path, "rb") as f:
        data = f.read()
    return [data[i:i + size] for i in range(0, len(data), size)]


def main():
    kind, out_dir = sys.argv[1], sys.argv[2]
    extra_texts = [c for p in sys.argv[3:] for c in file_chunks(p)]
    if kind.startswith("gguf="):
        path = kind[len("gguf="):]
        meta = spec_from_gguf(path)
    else:
        if kind == "spm":
            meta = make_spm()
        elif kind == "spm-nospace":
            # SentencePiece without the leading space (tokenizer.ggml.add_space_prefix false).
            meta = make_spm()
            meta["add_space_prefix"] = False
        else:
            meta = make_bpe(kind)
        path = os.path.join(out_dir, f"vocab-{kind}.gguf")
        write_gguf(path, meta)

    llm = llama_cpp.Llama(model_path=path, vocab_only=True, verbose=False)
    vocab = llm._model.vocab
    n_vocab = llama_cpp.llama_vocab_n_tokens(vocab)

    cases = []
    texts = FIXED_CASES + random_cases(120, 1234) + extra_texts
    if kind == "gpt-4o" or meta.get("pre") == "gpt-4o":
        texts += CASE_CASES + random_cases(200, 4321, CASE_ALPHABET)
    for text in texts:
        enc = {}
        for add in (False, True):
            for special in (False, True):
                enc[f"{'t' if add else 'f'}{'t' if special else 'f'}"] = llm.tokenize(
                    text, add_bos=add, special=special
                )
        cases.append({"text_hex": text.hex(), "enc": enc})

    def detok(ids, special):
        arr = (llama_cpp.llama_token * max(1, len(ids)))(*ids)
        cap = 64 + 64 * len(ids)
        buf = ctypes.create_string_buffer(cap)
        n = llama_cpp.llama_detokenize(vocab, arr, len(ids), buf, cap, False, special)
        if n < 0:
            raise RuntimeError("detokenize buffer too small")
        return buf.raw[:n]

    rng = random.Random(99)
    seqs = [c["enc"]["tt"] for c in cases]
    seqs += [[rng.randrange(n_vocab) for _ in range(rng.randint(0, 12))] for _ in range(150)]
    decode = [{"ids": ids, "special": detok(ids, True).hex(), "plain": detok(ids, False).hex()}
              for ids in seqs]

    pieces = []
    for i in range(n_vocab):
        buf = ctypes.create_string_buffer(256)
        n = llama_cpp.llama_token_to_piece(vocab, i, buf, 256, 0, True)
        pieces.append(buf.raw[:n].hex())

    spec = {k: meta[k] for k in ("model", "pre", "tokens", "token_types", "scores", "merges",
                                 "bos_id", "eos_id", "eot_id", "unknown_id", "padding_id",
                                 "add_bos", "add_eos")}
    spec["add_space_prefix"] = meta.get("add_space_prefix")
    json.dump({"spec": spec, "cases": cases, "decode": decode, "pieces": pieces,
               "eos": llama_cpp.llama_vocab_eos(vocab), "bos": llama_cpp.llama_vocab_bos(vocab),
               "eot": llama_cpp.llama_vocab_eot(vocab),
               "eog": [i for i in range(n_vocab) if llama_cpp.llama_vocab_is_eog(vocab, i)]},
              sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
